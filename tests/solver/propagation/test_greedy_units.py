"""Unit tests of the pieces of greedy propagation, with Shardy's documented examples."""

import pytest
from shardsat.ir.builder import ProgramBuilder
from shardsat.model.axis import AxisRef
from shardsat.model.errors import VerificationError
from shardsat.model.mesh import Mesh
from shardsat.model.parse import parse_op_sharding_rule, parse_tensor_sharding
from shardsat.model.projection import FactorSharding, TensorFactorShardings, project_tensor
from shardsat.solver.propagation.aggressive import propagate_aggressive
from shardsat.solver.propagation.basic import (
    OpFactors,
    PropagationDirection,
    compatible_major_axes,
    compatible_major_axes_internal,
    no_conflicts_within_factor,
    propagate_basic,
)
from shardsat.solver.propagation.driver import propagate
from shardsat.solver.propagation.export import divisible_prefix, export_sharding
from shardsat.solver.propagation.ops import (
    SHARDY_SCHEDULE,
    OpView,
    round_direction,
    user_schedule,
)
from shardsat.solver.propagation.priority import initialized_sharding, updated_for_priority
from shardsat.solver.propagation.reshards import explicit_reshard_assignment

A, B, C, D = (AxisRef(n) for n in "abcd")
MESH = Mesh.of("mesh", a=2, b=2, c=2, d=2)
MESH4 = Mesh.of("mesh", a=4, b=2)
BOTH = PropagationDirection.BOTH


def sub(name, pre, size):
    return AxisRef(name, (pre, size))


def names(axes):
    return [str(a) for a in axes]


# ---- compatible major axes (Shardy's getCompatibleMajorAxesInternal examples) ----------------


@pytest.mark.parametrize(
    ("old", "new", "expand", "expected", "still"),
    [
        ([A], [A, B], True, [A, B], True),
        ([A, B], [A, C], True, [A], False),
        ([sub("a", 1, 2)], [sub("a", 1, 4)], True, [sub("a", 1, 4)], True),
        ([sub("a", 1, 2), B], [sub("a", 1, 4), B], True, [sub("a", 1, 2)], False),
        ([A], [A], False, [A], False),
        ([A], [A, B], False, [A], False),
        ([A, B], [A], False, [A, B], False),
        ([sub("a", 1, 2)], [sub("a", 1, 4)], False, [sub("a", 1, 2)], False),
    ],
)
def test_compatible_major_axes_internal(old, new, expand, expected, still):
    assert compatible_major_axes_internal(old, new, expand, MESH4 if old[0].sub else MESH) == (
        expected,
        still,
    )


def tensor(*factor_axes, closed=False):
    return TensorFactorShardings(
        {f: FactorSharding(tuple(ax), closed, True, ()) for f, ax in enumerate(factor_axes)}
    )


def test_compatible_major_axes_folds_all_tensors():
    tensors = [tensor([A]), tensor([]), tensor([A, B, C]), tensor([A, B, D])]
    assert compatible_major_axes(tensors[:2], tensors[2:], 0, BOTH, MESH) == [A, B]


def test_forward_direction_lets_only_operands_extend():
    ops, res = [tensor([A])], [tensor([A, B])]
    assert compatible_major_axes(ops, res, 0, PropagationDirection.FORWARD, MESH) == [A]
    assert compatible_major_axes(ops, res, 0, PropagationDirection.BACKWARD, MESH) == [A, B]
    assert compatible_major_axes(ops, res, 0, PropagationDirection.NONE, MESH) == []


# ---- conflicts ---------------------------------------------------------------------------------


def test_within_factor_splits_axis_by_gcd_for_non_minor_factor():
    fs = FactorSharding((B,), False, False, ())
    assert no_conflicts_within_factor(A, (), fs, 2, 4, MESH4) == sub("a", 1, 2)


def test_within_factor_replicated_axis_is_a_conflict():
    fs = FactorSharding((), False, True, ())
    assert no_conflicts_within_factor(A, (A,), fs, 1, 8, MESH) is None


def test_within_factor_closed_factor_keeps_only_its_own_prefix():
    fs = FactorSharding((sub("a", 1, 2),), True, True, ())
    assert no_conflicts_within_factor(A, (), fs, 4, 8, MESH4) == sub("a", 1, 2)


def test_basic_cross_factor_conflict_blocks_everyone():
    # F0 = "a" on T0; F1 = "a" on T1; T2 has both open: basic propagates nothing.
    t0 = TensorFactorShardings({0: FactorSharding((A,), False, True, ())})
    t1 = TensorFactorShardings({1: FactorSharding((A,), False, True, ())})
    t2 = TensorFactorShardings(
        {0: FactorSharding((), False, True, ()), 1: FactorSharding((), False, True, ())}
    )
    changed = propagate_basic(OpFactors([t0, t1], [t2], (8, 8), lambda f: BOTH, MESH))
    assert changed == ([False, False], [False])


def test_aggressive_prefers_factor_of_larger_source_tensor():
    t0 = TensorFactorShardings({0: FactorSharding((A,), False, True, ())})
    t1 = TensorFactorShardings({1: FactorSharding((A,), False, True, ())})
    t2 = TensorFactorShardings(
        {0: FactorSharding((), False, True, ()), 1: FactorSharding((), False, True, ())}
    )
    propagate_aggressive(OpFactors([t0, t1], [t2], (4, 16), lambda f: BOTH, MESH))
    assert t2.factors[1].axes == (A,) and t2.factors[0].axes == ()


# ---- op-priority schedule ----------------------------------------------------------------------

RULE_DOT = parse_op_sharding_rule("([i, k], [k, j])->([i, j]) {i=8, j=8, k=8} reduction={k}")


@pytest.mark.parametrize(
    ("view", "factor", "directions"),
    [
        (OpView("stablehlo.add", None, False, True), 0, ["BOTH"] * 5),
        (OpView("stablehlo.add", None, False, False), 0, ["NONE"] + ["BOTH"] * 4),
        (OpView("stablehlo.dynamic_slice", None, False, True), 0, ["FORWARD"] * 2 + ["BOTH"] * 3),
        (OpView("stablehlo.dot_general", RULE_DOT, False, True), 2, ["NONE"] * 3 + ["BOTH"] * 2),
        (OpView("stablehlo.dot_general", RULE_DOT, False, True), 0, ["NONE"] * 2 + ["BOTH"] * 3),
        (
            OpView("stablehlo.broadcast_in_dim", None, False, True),
            0,
            ["NONE"] * 2 + ["BACKWARD"] * 2 + ["BOTH"],
        ),
        (OpView("sdy.data_flow_edge", None, True, True), 0, ["BOTH"] * 5),
    ],
)
def test_op_priority_rounds_are_cumulative(view, factor, directions):
    got = [round_direction(SHARDY_SCHEDULE, k, view, factor).name for k in range(5)]
    assert got == directions


def test_user_op_order_schedule():
    schedule = user_schedule(["stablehlo.dot_general", "stablehlo.add"])
    dot = OpView("stablehlo.dot_general", RULE_DOT, False, True)
    add = OpView("stablehlo.add", None, False, True)
    assert [round_direction(schedule, k, dot, 0).name for k in range(2)] == ["BOTH", "BOTH"]
    assert [round_direction(schedule, k, add, 0).name for k in range(2)] == ["NONE", "BOTH"]


def test_user_op_order_changes_the_winner():
    # dot first: the dot's result takes "b" from the weights before the add spreads "a".
    b = ProgramBuilder(Mesh.of("mesh", a=2, b=2))
    x = b.arg((8, 8), sharding='<@mesh, [{?}, {"a", ?}]>')
    w = b.arg((8, 8), sharding='<@mesh, [{?}, {"b", ?}]>')
    y = b.arg((8, 8))
    d = b.dot_general(y, w)
    s = b.op("stablehlo.add", [d, x])
    b.ret(s)
    default = propagate(b.build(), close=False)
    dot_first = propagate(b.build(), close=False, op_order=["stablehlo.dot_general"])
    assert str(default.shardings[d]) == '<@mesh, [{?}, {"a", ?}]>'
    assert str(dot_first.shardings[d]) == '<@mesh, [{?}, {"b", ?}]>'


# ---- user priorities ---------------------------------------------------------------------------


def test_initialized_sharding_moves_high_priority_axes_to_replicated():
    s = parse_tensor_sharding('<@mesh, [{"b", ?}p1, {"a"}p0, {"c"}]>')
    assert str(initialized_sharding(s, MESH)) == '<@mesh, [{}, {"a"}, {"c"}], replicated={"b"}>'


def test_updated_for_priority_restores_dims_and_unreplicates():
    original = parse_tensor_sharding('<@mesh, [{"b", ?}p1, {"a"}p2]>')
    current = parse_tensor_sharding('<@mesh, [{}, {}], replicated={"a", "b"}>')
    assert str(updated_for_priority(current, original, 1)) == (
        '<@mesh, [{"b", ?}, {}], replicated={"a"}>'
    )


# ---- export at function boundaries -------------------------------------------------------------


def test_divisible_prefix_examples_from_shardy():
    mesh = Mesh.of("mesh", x=4, y=2)
    assert names(divisible_prefix((AxisRef("x"),), 2, mesh)) == ['"x":(1)2']
    assert names(divisible_prefix((AxisRef("y"), AxisRef("x")), 4, mesh)) == ['"y"', '"x":(1)2']


def test_remove_sub_axes_only_in_open_dims():
    mesh = Mesh.of("mesh", a=4, b=2)
    s = parse_tensor_sharding('<@mesh, [{"b", "a":(1)2, ?}, {"a":(2)2}]>')
    out = export_sharding(s, (8, 8), mesh, divisible=False, remove_sub_axes=True)
    assert str(out) == '<@mesh, [{"b", ?}, {"a":(2)2}]>'


# ---- explicit reshards (SHARDY.md §5.1 T6) ---------------------------------------------------

MESH_XY = Mesh.of("mesh", x=4, y=2)
X, Y = AxisRef("x"), AxisRef("y")


def _s(text):
    return parse_tensor_sharding(text)


def test_reshard_assignment_compatible_dot_keeps_axes():
    got = explicit_reshard_assignment(
        None,
        RULE_DOT,
        [_s('<@mesh, [{"x"}, {"y"}]>'), _s('<@mesh, [{"y"}, {}]>')],
        [_s('<@mesh, [{"x"}, {}]>')],
        MESH_XY,
    )
    assert got == ((X,), (), (Y,))


def test_reshard_assignment_result_conflict_keeps_operands():
    got = explicit_reshard_assignment(
        None,
        RULE_DOT,
        [_s('<@mesh, [{"x"}, {"y"}]>'), _s('<@mesh, [{"y"}, {}]>')],
        [_s('<@mesh, [{"x"}, {"y"}]>')],
        MESH_XY,
    )
    assert got == ((X,), (), (Y,))


def test_reshard_assignment_contracting_conflict_prefers_larger_support():
    rule = parse_op_sharding_rule("([i, k], [k, j])->([i, j]) {i=8, j=16, k=32} reduction={k}")
    got = explicit_reshard_assignment(
        None,
        rule,
        [_s('<@mesh, [{"x"}, {"y"}]>'), _s('<@mesh, [{}, {"y"}]>')],
        [_s('<@mesh, [{"x"}, {"y"}]>')],
        MESH_XY,
    )
    assert got == ((X,), (Y,), ())


def test_reshard_assignment_need_replication_axes_move_to_batching_factor():
    rule = parse_op_sharding_rule("([i, j])->([i, j]) {i=8, j=16} need_replication={j}")
    got = explicit_reshard_assignment(
        None, rule, [_s('<@mesh, [{"x"}, {"y"}]>')], [_s('<@mesh, [{"x"}, {"y"}]>')], MESH_XY
    )
    assert got == ((X, Y), ())


# ---- driver details ----------------------------------------------------------------------------


def test_unknown_strategy_is_rejected():
    b = ProgramBuilder(Mesh.of("mesh", a=2))
    b.ret(b.arg((4,)))
    with pytest.raises(VerificationError, match="unknown strategy 'fast'"):
        propagate(b.build(), strategy="fast")


def test_never_sharded_values_are_open_and_listed():
    b = ProgramBuilder(Mesh.of("mesh", a=2))
    x = b.arg((4, 4))
    y = b.op("stablehlo.negate", [x])
    b.ret(y)
    sol = propagate(b.build())
    assert str(sol.shardings[y]) == "<@mesh, [{?}, {?}]>"
    assert sol.stats["unsharded"] == [x, y]


def test_solution_records_factor_assignment_per_op():
    b = ProgramBuilder(Mesh.of("mesh", a=2, b=2))
    x = b.arg((8, 8), sharding='<@mesh, [{"a"}, {"b"}]>')
    w = b.arg((8, 8))
    d = b.dot_general(x, w)
    b.ret(d)
    program = b.build()
    sol = propagate(program)
    op_id = program.main.ops[0].id
    assert sol.op_factor_axes[op_id] == ((A,), (), (B,))


def test_closed_dims_on_export_and_replicated_dropped():
    b = ProgramBuilder(Mesh.of("mesh", a=2, b=2))
    x = b.arg((8, 8), sharding='<@mesh, [{"a", ?}, {?}], replicated={"b"}>')
    y = b.op("stablehlo.negate", [x])
    b.ret(y)
    sol = propagate(b.build())
    assert str(sol.shardings[x]) == '<@mesh, [{"a"}, {}]>'
    assert str(sol.shardings[y]) == '<@mesh, [{"a"}, {}]>'


def test_conservative_mode_does_not_create_sub_axes():
    b = ProgramBuilder(Mesh.of("mesh", a=4))
    x = b.arg((8,), sharding='<@mesh, [{"a"}]>')
    y = b.reshape(x, (2, 4))
    b.ret(y)
    sol = propagate(b.build(), conservative=True, close=False)
    assert y in sol.stats["unsharded"]


def test_project_tensor_roundtrip_on_identity_mapping():
    s = parse_tensor_sharding('<@mesh, [{"a", "b"}, {"c", ?}]>')
    t = project_tensor(s, ((0,), (1,)), (8, 8), MESH)
    assert t.factors[0].axes == (A, B) and t.factors[1].axes == (C,)
    assert not t.factors[1].is_closed and t.factors[0].is_closed


def test_sub_axes_that_cannot_coexist_conflict():
    from shardsat.solver.propagation.basic import prefix_without_overlap_all

    a12, a32 = AxisRef("a", (1, 2)), AxisRef("a", (3, 2))
    assert prefix_without_overlap_all(a12, [a32], {"a": 6}) is None
    assert prefix_without_overlap_all(a12, [AxisRef("a", (2, 2))], {"a": 8}) == a12
