"""One exact expectation per propagation mechanism (cases in greedy_cases.py).

The expected shardings are the exported (closed) ones; every case was checked equal to what
Shardy's `sdy-propagation-pipeline` produces (see test_greedy_differential.py). `None` = the value
is never sharded (Shardy leaves it unannotated).
"""

import pytest
from shardsat.ir.mlir_import import import_mlir
from shardsat.solver.propagation.driver import propagate

from .greedy_cases import CASES

EXPECTED = {
    "size_one_axes_removed": {
        "main/arg0": '<@mesh, [{"b"}, {}]>',
        "main/arg1": '<@mesh, [{"b"}, {}]>',
        "main/%0": '<@mesh, [{"b"}, {}]>',
        "result0": '<@mesh, [{"b"}, {}]>',
    },
    "size_zero_dim": {
        "main/arg0": '<@mesh, [{"a"}, {}]>',
        "main/%0": '<@mesh, [{"a"}, {}]>',
        "result0": '<@mesh, [{"a"}, {}]>',
    },
    "non_power_of_two_sub_axes": {
        "main/arg0": '<@mesh, [{"a"}]>',
        "main/arg1": '<@mesh, [{"a", "b"}]>',
        "main/%0": '<@mesh, [{"a":(1)2}, {"a":(2)3}]>',
        "main/%1": '<@mesh, [{"a":(1)3}, {"a":(3)2, "b"}]>',
        "main/%2": '<@mesh, [{"a":(1)2}, {}]>',
        "result0": "<@mesh, [{}, {}]>",
        "result1": "<@mesh, [{}, {}]>",
        "result2": "<@mesh, [{}, {}]>",
    },
    "coprime_axes_overflow_and_padding": {
        "main/arg0": '<@mesh, [{}, {"a"}]>',
        "main/arg1": '<@mesh, [{"a"}, {}]>',
        "main/%0": '<@mesh, [{"b"}, {}]>',
        "main/%1": '<@mesh, [{}, {}, {"a"}]>',
        "result0": "<@mesh, [{}, {}]>",
        "result1": '<@mesh, [{}, {}, {"a"}]>',
    },
    "maximal_mesh_not_propagated": {
        "main/arg0": '<@mesh, [{"a"}, {"b"}]>',
        "main/%0": '<@mesh, [{"a"}, {"b"}]>',
        "main/%1": "<@maximal, []>",
        "main/%2": None,
        "result0": '<@mesh, [{"a"}, {"b"}]>',
        "result1": None,
    },
    "propagation_barrier_backward_multi_use": {
        "main/arg0": '<@mesh, [{"a", "b"}, {"c"}]>',
        "main/%0": '<@mesh, [{"a", "b"}, {"c"}]>',
        "main/%1": '<@mesh, [{"a", "b"}, {}]>',
        "main/%2": '<@mesh, [{"a", "b"}, {}]>',
        "main/%3": '<@mesh, [{"a", "b"}, {}]>',
        "result0": '<@mesh, [{"a", "b"}, {}]>',
        "result1": '<@mesh, [{"a", "b"}, {}]>',
    },
    "multi_input_reduce": {
        "main/arg0": '<@mesh, [{}, {}, {"b"}]>',
        "main/arg1": '<@mesh, [{"a"}, {}, {}]>',
        "main/%0": None,
        "main/%1#0": '<@mesh, [{"a"}, {"b"}]>',
        "main/%1#1": '<@mesh, [{"a"}, {"b"}]>',
        "main/%2": None,
        "main/%3": None,
        "main/%4": None,
        "main/%5": None,
        "main/%6": None,
        "main/%7": None,
        "result0": '<@mesh, [{"a"}, {"b"}]>',
        "result1": '<@mesh, [{"a"}, {"b"}]>',
    },
    "inline_mesh_propagates": {
        "main/arg0": '<mesh<["x"=2, "y"=2]>, [{"x"}, {}]>',
        "main/arg1": '<mesh<["x"=2, "y"=2]>, [{"x"}, {}]>',
        "main/%0": '<mesh<["x"=2, "y"=2]>, [{"x"}, {}]>',
        "main/%1": '<mesh<["x"=2, "y"=2]>, [{"x"}, {}]>',
        "result0": '<mesh<["x"=2, "y"=2]>, [{"x"}, {}]>',
    },
    "same_mesh_under_two_names_propagates": {
        "main/arg0": '<@m1, [{"a"}, {"b"}]>',
        "main/arg1": '<@m1, [{"a"}, {"b"}]>',
        "main/%0": '<@m1, [{"a"}, {"b"}]>',
        "result0": '<@m1, [{"a"}, {"b"}]>',
    },
    "sharding_group_disagreeing_members_get_open_constraints": {
        "main/arg0": '<@mesh, [{"a"}, {"b"}]>',
        "main/arg1": '<@mesh, [{"a"}, {"b"}]>',
        "main/arg2": '<@mesh, [{"a"}, {"b"}]>',
        "main/%0": '<@mesh, [{"a"}, {"b"}]>',
        "main/%1": '<@mesh, [{"a"}, {"b"}]>',
        "main/%2": '<@mesh, [{"a"}, {"b"}]>',
    },
    "manual_computation_strips_manual_axes": {
        "main/arg0": '<@mesh, [{"a", "b"}, {}]>',
        "main/%0": '<@mesh, [{"a", "b"}, {}]>',
        "main/%1": '<@mesh, [{"b"}, {}]>',
        "main/%2": '<@mesh, [{"b"}, {}]>',
        "main/%3": '<@mesh, [{"a", "b"}, {}]>',
    },
    "constant_chain_split_per_use": {
        "main/arg0": '<@mesh, [{"a"}, {}]>',
        "main/arg1": '<@mesh, [{}, {"b"}]>',
        "main/arg2": '<@mesh, [{"a"}, {}]>',
        "main/%0": None,
        "main/%1": '<@mesh, [{"a"}, {}]>',
        "main/%2": '<@mesh, [{"a"}, {}]>',
        "main/%3": '<@mesh, [{}, {"b"}]>',
        "main/%4": '<@mesh, [{"a"}, {}]>',
        "main/%5": '<@mesh, [{"a"}, {}]>',
    },
    "constraint_on_edge_owner_rewires_uses": {
        "main/arg0": '<@mesh, [{"a"}, {}]>',
        "main/arg1": '<@mesh, [{"a"}, {"b"}]>',
        "main/%0#0": '<@mesh, [{"a"}, {}]>',
        "main/%0#1": '<@mesh, [{"a"}, {"b"}]>',
        "main/%1": '<@mesh, [{"a"}, {}]>',
        "main/%2": '<@mesh, [{"a"}, {}]>',
        "main/%3": '<@mesh, [{"a"}, {"b"}]>',
    },
    "t6a_dot_compatible": {
        "main/arg0": '<@mesh, [{"x"}, {"y"}]>',
        "main/arg1": '<@mesh, [{"y"}, {}]>',
        "main/%0": '<@mesh, [{"x"}, {}]>',
        "result0": '<@mesh, [{"x"}, {}]>',
    },
    "t6b_dot_result_sharded_like_contracting": {
        "main/arg0": '<@mesh, [{"x"}, {"y"}]>',
        "main/arg1": '<@mesh, [{"y"}, {}]>',
        "main/%0": '<@mesh, [{"x"}, {"y"}]>',
        "result0": '<@mesh, [{"x"}, {"y"}]>',
    },
    "t6c_dot_operands_conflict": {
        "main/arg0": '<@mesh, [{"x"}, {"y"}]>',
        "main/arg1": '<@mesh, [{}, {"y"}]>',
        "main/%0": '<@mesh, [{"x"}, {"y"}]>',
        "result0": '<@mesh, [{"x"}, {"y"}]>',
    },
    "sharding_group_ties_members": {
        "main/arg0": '<@mesh, [{"a"}, {"b"}]>',
        "main/arg1": '<@mesh, [{"a"}, {"b"}]>',
        "main/%0": '<@mesh, [{"a"}, {"b"}]>',
        "main/%1": '<@mesh, [{"a"}, {"b"}]>',
    },
    "closed_dim_not_extended": {
        "main/arg0": '<@mesh, [{"a"}, {"b"}]>',
        "main/arg1": '<@mesh, [{}, {"b"}]>',
        "main/%0": '<@mesh, [{"a"}, {"b"}]>',
        "result0": '<@mesh, [{"a"}, {"b"}]>',
    },
    "explicit_replicated_blocks_one_tensor": {
        "main/arg0": '<@mesh, [{"a"}, {}]>',
        "main/arg1": "<@mesh, [{}, {}]>",
        "main/%0": '<@mesh, [{"a"}, {}]>',
        "main/%1": '<@mesh, [{"a"}, {}]>',
        "result0": '<@mesh, [{"a"}, {}]>',
        "result1": '<@mesh, [{"a"}, {}]>',
    },
    "sharding_constraint_closed_applies_to_input": {
        "main/arg0": '<@mesh, [{"a"}, {}]>',
        "main/%0": '<@mesh, [{"a"}, {}]>',
        "main/%1": '<@mesh, [{"a"}, {}]>',
        "main/%2": '<@mesh, [{"a"}, {}]>',
        "result0": '<@mesh, [{"a"}, {}]>',
    },
    "sharding_constraint_open_not_applied": {
        "main/arg0": '<@mesh, [{"a"}, {}]>',
        "main/%0": '<@mesh, [{"a"}, {}]>',
        "main/%1": '<@mesh, [{"a"}, {}]>',
        "main/%2": '<@mesh, [{"a"}, {}]>',
        "result0": '<@mesh, [{"a"}, {}]>',
    },
    "propagation_barrier_forward": {
        "main/arg0": '<@mesh, [{"a"}, {}]>',
        "main/arg1": None,
        "main/%0": '<@mesh, [{"a"}, {}]>',
        "main/%1": '<@mesh, [{"a"}, {}]>',
        "main/%2": '<@mesh, [{"a"}, {}]>',
        "main/%3": '<@mesh, [{"a"}, {}]>',
        "result0": '<@mesh, [{"a"}, {}]>',
        "result1": '<@mesh, [{"a"}, {}]>',
    },
    "propagation_barrier_none": {
        "main/arg0": '<@mesh, [{"a"}, {}]>',
        "main/%0": None,
        "main/%1": None,
        "result0": None,
    },
    "while_loop_edges": {
        "main/arg0": '<@mesh, [{"a"}, {}]>',
        "main/arg1": '<@mesh, [{"a"}, {}]>',
        "main/%0": None,
        "main/%1": None,
        "main/%2": None,
        "main/%3#0": '<@mesh, [{"a"}, {}]>',
        "main/%3#1": "<@mesh, []>",
        "main/%6": None,
        "main/%9": '<@mesh, [{"a"}, {}]>',
        "main/%10": None,
        "main/%11": '<@mesh, [{"a"}, {}]>',
        "result0": '<@mesh, [{"a"}, {}]>',
    },
    "case_edges": {
        "main/arg0": None,
        "main/arg1": '<@mesh, [{"a"}, {"b"}]>',
        "main/arg2": '<@mesh, [{"a"}, {"b"}]>',
        "main/%0": '<@mesh, [{"a"}, {"b"}]>',
        "main/%1": '<@mesh, [{"a"}, {"b"}]>',
        "result0": '<@mesh, [{"a"}, {"b"}]>',
    },
    "optimization_barrier_edges": {
        "main/arg0": '<@mesh, [{"a"}, {}]>',
        "main/arg1": '<@mesh, [{"a"}, {}]>',
        "main/%0#0": '<@mesh, [{"a"}, {}]>',
        "main/%0#1": '<@mesh, [{"a"}, {}]>',
        "main/%1": '<@mesh, [{"a"}, {}]>',
        "result0": '<@mesh, [{"a"}, {}]>',
        "result1": '<@mesh, [{"a"}, {}]>',
    },
    "call_inlined": {
        "main/arg0": '<@mesh, [{"a"}, {"b"}]>',
        "main/%0": '<@mesh, [{"a"}, {"b"}]>',
        "main/%1": '<@mesh, [{"a"}, {"b"}]>',
        "result0": '<@mesh, [{"a"}, {"b"}]>',
    },
    "constant_split_per_use": {
        "main/arg0": '<@mesh, [{"a"}, {}]>',
        "main/arg1": '<@mesh, [{}, {"b"}]>',
        "main/%0": '<@mesh, [{"a"}, {}]>',
        "main/%1": '<@mesh, [{"a"}, {}]>',
        "main/%2": '<@mesh, [{}, {"b"}]>',
        "result0": '<@mesh, [{"a"}, {}]>',
        "result1": '<@mesh, [{}, {"b"}]>',
    },
    "different_meshes_do_not_propagate": {
        "main/arg0": '<@m1, [{"a"}, {}]>',
        "main/arg1": '<@m2, [{}, {"b"}]>',
        "main/%0": None,
        "result0": None,
    },
    "empty_mesh_replaced": {
        "main/arg0": '<@mesh, [{"a"}, {"b"}]>',
        "main/arg1": '<@mesh, [{"a"}, {}]>',
        "main/%0": '<@mesh, [{"a"}, {"b"}]>',
        "result0": '<@mesh, [{"a"}, {"b"}]>',
    },
    "dynamic_slice_blocked_factor": {
        "main/arg0": '<@mesh, [{"a"}, {"b"}]>',
        "main/arg1": None,
        "main/%0": '<@mesh, [{"a"}, {}]>',
        "result0": '<@mesh, [{"a"}, {}]>',
    },
    "op_priority_elementwise_first": {
        "main/arg0": '<@mesh, [{"a"}, {}]>',
        "main/arg1": '<@mesh, [{}, {"a"}]>',
        "main/%0": '<@mesh, [{"a"}, {}]>',
        "main/%1": '<@mesh, [{"a"}, {}]>',
        "main/%2": '<@mesh, [{"a"}, {}]>',
        "result0": '<@mesh, [{"a"}, {}]>',
    },
    "op_priority_multi_use_deferred": {
        "main/arg0": '<@mesh, [{"a"}, {}]>',
        "main/arg1": '<@mesh, [{"a"}, {}]>',
        "main/arg2": '<@mesh, [{}, {"a"}]>',
        "main/%0": '<@mesh, [{"a"}, {}]>',
        "main/%1": '<@mesh, [{"a"}, {}]>',
        "result0": '<@mesh, [{"a"}, {}]>',
        "result1": '<@mesh, [{"a"}, {}]>',
    },
    "broadcast_backward_only": {
        "main/arg0": '<@mesh, [{"b"}]>',
        "main/arg1": '<@mesh, [{"a"}, {"b"}]>',
        "main/%0": '<@mesh, [{"a"}, {"b"}]>',
        "main/%1": '<@mesh, [{"a"}, {"b"}]>',
        "result0": '<@mesh, [{"a"}, {"b"}]>',
    },
    "user_priority_p0_before_p1": {
        "main/arg0": '<@mesh, [{"a"}, {}]>',
        "main/arg1": '<@mesh, [{"b"}, {}]>',
        "main/%0": '<@mesh, [{"b"}, {}]>',
        "result0": '<@mesh, [{"b"}, {}]>',
    },
    "dot_contracting_factor": {
        "main/arg0": '<@mesh, [{"a"}, {"b"}]>',
        "main/arg1": '<@mesh, [{"b"}, {}]>',
        "main/%0": '<@mesh, [{"a"}, {}]>',
        "result0": '<@mesh, [{"a"}, {}]>',
    },
    "reduce_drops_reduced_dim": {
        "main/arg0": '<@mesh, [{"a"}, {"b"}]>',
        "main/%0": None,
        "main/%1": '<@mesh, [{"a"}]>',
        "main/%4": None,
        "result0": '<@mesh, [{"a"}]>',
    },
    "transpose_permutes_dims": {
        "main/arg0": '<@mesh, [{"a"}, {"b"}]>',
        "main/%0": '<@mesh, [{"b"}, {"a"}]>',
        "result0": '<@mesh, [{"b"}, {"a"}]>',
    },
    "reshape_split_sub_axes": {
        "main/arg0": '<@mesh, [{"a"}]>',
        "main/%0": '<@mesh, [{"a":(1)2}, {"a":(2)2}]>',
        "result0": "<@mesh, [{}, {}]>",
    },
    "reshape_merge": {
        "main/arg0": '<@mesh, [{"a"}, {"b"}]>',
        "main/%0": '<@mesh, [{"a", "b"}]>',
        "main/%1": '<@mesh, [{"a", "b"}]>',
        "result0": '<@mesh, [{"a", "b"}]>',
    },
    "non_divisible_minor_factor_padded": {
        "main/arg0": "<@mesh, [{}]>",
        "main/%0": '<@mesh, [{"a"}]>',
        "result0": "<@mesh, [{}]>",
    },
    "divisible_io_prefix": {
        "main/arg0": '<@mesh, [{"x":(1)2}, {"y"}]>',
        "main/%0": '<@mesh, [{"x"}, {"y"}]>',
        "result0": '<@mesh, [{}, {"y"}]>',
    },
    "sub_axis_by_gcd": {
        "main/arg0": '<@mesh, [{"b"}, {}]>',
        "main/arg1": '<@mesh, [{"a"}]>',
        "main/%0": '<@mesh, [{"a"}, {}]>',
        "main/%1": None,
        "result0": None,
    },
    "aggressive_closed_tensor_does_not_block": {
        "main/arg0": '<@mesh, [{"a", "b"}, {}]>',
        "main/arg1": '<@mesh, [{"a"}, {}]>',
        "main/arg2": '<@mesh, [{"a", "b"}, {}]>',
        "main/%0": '<@mesh, [{"a", "b"}, {}]>',
        "main/%1": '<@mesh, [{"a", "b"}, {}]>',
        "result0": '<@mesh, [{"a", "b"}, {}]>',
    },
    "elementwise_no_sideways_past_closed_result": {
        "main/arg0": '<@mesh, [{"a"}]>',
        "main/arg1": "<@mesh, [{}]>",
        "main/%0": "<@mesh, [{}]>",
        "result0": None,
    },
    "concatenate_need_replication": {
        "main/arg0": '<@mesh, [{"a"}, {"b"}]>',
        "main/arg1": '<@mesh, [{"a"}, {"b"}]>',
        "main/%0": '<@mesh, [{"a"}, {"b"}]>',
        "result0": '<@mesh, [{"a"}, {"b"}]>',
    },
    "sort_dim_need_replication": {
        "main/arg0": '<@mesh, [{"a"}, {"b"}]>',
        "main/%0": '<@mesh, [{"a"}, {"b"}]>',
        "main/%3": None,
        "result0": '<@mesh, [{"a"}, {"b"}]>',
    },
    "func_result_sharding_pushed_back": {
        "main/arg0": '<@mesh, [{"b"}, {"a"}]>',
        "main/%0": '<@mesh, [{"b"}, {"a"}]>',
        "main/%1": '<@mesh, [{"b"}, {"a"}]>',
        "result0": '<@mesh, [{"b"}, {"a"}]>',
    },
    "conflicting_dims_two_users": {
        "main/arg0": '<@mesh, [{"a"}, {}]>',
        "main/arg1": '<@mesh, [{"a"}, {}]>',
        "main/arg2": '<@mesh, [{"b"}, {}]>',
        "main/%0": '<@mesh, [{"a"}, {}]>',
        "main/%1": '<@mesh, [{"a"}, {}]>',
        "main/%2": None,
        "result0": '<@mesh, [{"a"}, {}]>',
        "result1": None,
    },
    "broadcast_scalar_split_per_use": {
        "main/arg0": '<@mesh, [{"a"}, {}]>',
        "main/arg1": '<@mesh, [{}, {"b"}]>',
        "main/arg2": None,
        "main/%0": '<@mesh, [{"a"}, {}]>',
        "main/%1": '<@mesh, [{"a"}, {}]>',
        "main/%2": '<@mesh, [{}, {"b"}]>',
        "result0": '<@mesh, [{"a"}, {}]>',
        "result1": '<@mesh, [{}, {"b"}]>',
    },
    "batch_matmul_three_factors": {
        "main/arg0": '<@mesh, [{"a"}, {"b"}, {}]>',
        "main/arg1": '<@mesh, [{"a"}, {}, {"c"}]>',
        "main/%0": '<@mesh, [{"a"}, {"b"}, {"c"}]>',
        "result0": '<@mesh, [{"a"}, {"b"}, {"c"}]>',
    },
}


def _actual(text: str) -> dict[str, str | None]:
    program = import_mlir(text)
    sol = propagate(program)
    out: dict[str, str | None] = {}
    unsharded = set(sol.stats["unsharded"])
    for v in program.values:
        if v.startswith("main/"):
            out[v] = None if v in unsharded else str(sol.shardings[v])
    for i, s in sol.stats["result_shardings"].items():
        out[f"result{i}"] = None if s is None else str(s)
    return out


@pytest.mark.parametrize("name", sorted(EXPECTED))
def test_mechanism(name):
    actual = _actual(CASES[name])
    expected = EXPECTED[name]
    assert {k: actual.get(k) for k in expected} == expected
