"""One test per verifier message (SHARDY.md §1.4), asserting its exact text."""

from __future__ import annotations

import pytest
from hypothesis import given
from shardsat.model.axis import AxisRef
from shardsat.model.errors import VerificationError
from shardsat.model.mesh import Mesh, MeshAxis
from shardsat.model.parse import parse_mesh, parse_op_sharding_rule, parse_tensor_sharding
from shardsat.model.rule import OpShardingRule
from shardsat.model.sharding import DimSharding, TensorSharding, TensorShardingPerValue
from shardsat.model.verify import (
    verify_axis_ref,
    verify_mesh,
    verify_rule,
    verify_sharding_per_value,
    verify_tensor_sharding,
    verify_token_sharding,
)

from tests.strategies import rules_with_shapes, sharded_tensors

MESH = parse_mesh('<["a"=8, "b"=2]>')


def message(fn, *args, **kwargs) -> str:
    with pytest.raises(VerificationError) as err:
        fn(*args, **kwargs)
    return err.value.message


# ----- meshes (items 1-5): constructor invariants


def test_axis_size_at_least_one():
    assert message(MeshAxis, "b", 0) == 'mesh axis "b": axis size must be at least 1, got 0'


def test_duplicate_axis_name():
    axes = (MeshAxis("a", 2), MeshAxis("a", 4))
    assert message(Mesh, axes) == 'mesh: duplicate axis name "a"'


def test_device_ids_non_negative():
    assert message(Mesh, (), (-1,)) == "mesh: device ids must be non-negative, got [-1]"


def test_empty_axes_with_several_device_ids():
    assert message(Mesh, (), (1, 0)) == (
        "mesh: axes is empty and device_ids has more than one element"
    )


def test_device_id_count_must_match():
    assert message(Mesh, (MeshAxis("a", 2),), (0,)) == (
        "mesh: number of device ids 1 != product of axis sizes 2"
    )


def test_device_ids_must_be_a_permutation():
    assert message(Mesh, (MeshAxis("a", 2),), (1, 1)) == (
        "mesh: device ids [1, 1] are not a permutation of 0..1"
    )


def test_iota_device_ids_are_normalised_by_the_constructor():
    assert Mesh((MeshAxis("a", 2),), (0, 1)).device_ids == ()
    verify_mesh(Mesh((MeshAxis("a", 2),), (1, 0)))


# ----- axis refs (items 12, 16)


def test_unknown_axis_name():
    assert message(verify_axis_ref, AxisRef("c"), MESH) == (
        'unknown axis name: "c" (mesh <["a"=8, "b"=2]>)'
    )


def test_sub_axis_pre_size_at_least_one():
    assert message(AxisRef, "a", (0, 2)) == 'sub-axis pre-size must be at least 1: "a":(0)2'


def test_sub_axis_size_greater_than_one():
    assert message(AxisRef, "a", (2, 1)) == 'sub-axis sizes must be greater than 1: "a":(2)1'


def test_sub_axis_next_pre_size_divides():
    assert message(verify_axis_ref, AxisRef("a", (3, 2)), MESH) == (
        'sub-axis next pre-size 6 doesn\'t divide the size of the full axis 8: "a":(3)2'
    )


def test_sub_axis_size_not_full():
    assert message(verify_axis_ref, AxisRef("a", (1, 8)), MESH) == (
        'sub-axis size is equal to the full axis size: "a":(1)8'
    )


def test_empty_axis_name():
    assert message(AxisRef, "") == "axis ref has an empty name"


# ----- tensor shardings (items 7-18)


def check(text: str, mesh=MESH, shape=None, **kwargs) -> str:
    return message(verify_tensor_sharding, parse_tensor_sharding(text), mesh, shape, **kwargs)


def test_unknown_mesh():
    assert (
        check("<@other, [{}]>", {"mesh": MESH}) == "sharding <@other, [{}]>: unknown mesh: @other"
    )


def test_maximal_sharding_rank_zero():
    assert check("<@m, [{}]>", parse_mesh("<[], device_ids=[0]>")) == (
        "sharding <@m, [{}]>: a maximal sharding can only have a sharding with rank 0 and no "
        "replicated or unreduced axes"
    )


def test_rank_mismatch():
    assert check('<@m, [{"a"}, {}]>', shape=(8,)) == (
        'sharding <@m, [{"a"}, {}]>: sharding doesn\'t match tensor rank: 2 != 1'
    )


def test_negative_priority():
    assert message(DimSharding, (AxisRef("a"),), False, -1) == (
        'dim sharding {"a"}p-1: has a negative priority'
    )


def test_empty_closed_dim_with_priority():
    assert message(DimSharding, (), False, 1) == (
        "dim sharding {}p1: is empty and closed but has a priority"
    )


def test_unknown_axis_in_dim():
    assert check('<@m, [{"c"}]>') == 'sharding <@m, [{"c"}]>: dim 0: unknown axis name: "c"'


def test_duplicate_axis_ref_across_dims():
    dims = (DimSharding((AxisRef("a"),)), DimSharding((AxisRef("a"),)))
    assert message(TensorSharding, "m", dims) == (
        'sharding <@m, [{"a"}, {"a"}]>: duplicate axis ref: "a"'
    )


def test_mesh_name_xor_inline_mesh():
    assert message(TensorSharding, None, ()) == (
        "tensor sharding needs exactly one of a mesh name or an inline mesh"
    )


def test_consecutive_mergeable_sub_axes():
    assert check('<@m, [{"a":(2)2, "a":(4)2}]>') == (
        'sharding <@m, [{"a":(2)2, "a":(4)2}]>: dim 0: two consecutive sub-axes can be merged: '
        '"a":(2)2, "a":(4)2'
    )


def test_reversed_or_separated_sub_axes_are_fine():
    verify_tensor_sharding(parse_tensor_sharding('<@m, [{"a":(2)2, "a":(1)2}]>'), MESH)
    verify_tensor_sharding(parse_tensor_sharding('<@m, [{"a":(1)2, "b", "a":(2)2}]>'), MESH)


def test_replicated_sorted_by_mesh():
    assert check('<@m, [{}], replicated={"b", "a"}>') == (
        'sharding <@m, [{}], replicated={"b", "a"}>: replicated axes are not ordered w.r.t. '
        'mesh <["a"=8, "b"=2]>'
    )


def test_unreduced_sorted_by_mesh():
    assert check('<@m, [{}], unreduced={"a":(4)2, "a":(1)2}>') == (
        'sharding <@m, [{}], unreduced={"a":(4)2, "a":(1)2}>: unreduced axes are not ordered '
        'w.r.t. mesh <["a"=8, "b"=2]>'
    )


def test_full_axis_sorts_between_pre_one_and_larger_pre_sub_axes():
    verify_tensor_sharding(parse_tensor_sharding('<@m, [{}], replicated={"a":(1)2, "b"}>'), MESH)
    mesh = parse_mesh('<["a"=8, "b"=4]>')
    verify_tensor_sharding(parse_tensor_sharding('<@m, [{}], replicated={"a", "b":(1)2}>'), mesh)


def test_full_and_sub_axis_of_same_name():
    assert check('<@m, [{"a"}], replicated={"a":(2)2}>') == (
        'sharding <@m, [{"a"}], replicated={"a":(2)2}>: both sub-axis and full-axis are used for '
        'axis name: "a"'
    )


def test_overlapping_sub_axes():
    assert check('<@m, [{"a":(2)4}], replicated={"a":(1)4}>') == (
        'sharding <@m, [{"a":(2)4}], replicated={"a":(1)4}>: overlapping sub-axes: "a":(1)4, '
        '"a":(2)4'
    )


def test_sub_axes_that_cannot_coexist():
    assert check('<@m, [{"a":(1)2}, {"a":(3)2}]>', parse_mesh('<["a"=6]>')) == (
        'sharding <@m, [{"a":(1)2}, {"a":(3)2}]>: sub-axes cannot coexist in one split of the '
        'axis: "a":(1)2, "a":(3)2'
    )


def test_divisibility_is_optional():
    text = '<@m, [{"a"}]>'
    verify_tensor_sharding(parse_tensor_sharding(text), MESH, (12,))
    assert check(text, shape=(12,), check_divisibility=True) == (
        'sharding <@m, [{"a"}]>: dim 0 with size 12 is not divisible by its sharded size 8'
    )


def test_dynamic_dims_skip_divisibility():
    verify_tensor_sharding(parse_tensor_sharding('<@m, [{"a"}]>'), MESH, (-1,), True)


def test_manual_axes_of_a_parent():
    assert check('<@m, [{"a"}]>', manual_axes={"a"}) == (
        'sharding <@m, [{"a"}]>: operates on axis "a" which is already bound by a parent '
        "sdy.manual_computation op"
    )


def test_token_sharding():
    assert message(verify_token_sharding, parse_tensor_sharding("<@m, [{}]>"), MESH) == (
        "sharding <@m, [{}]>: non-shaped tensors can only have a sharding with rank 0 and no "
        "replicated or unreduced axes"
    )
    verify_token_sharding(parse_tensor_sharding("<@m, []>"), MESH)


def test_sharding_per_value_count():
    value = TensorShardingPerValue((parse_tensor_sharding("<@m, [{}]>"),) * 2)
    assert message(verify_sharding_per_value, value, MESH, [(4,)]) == (
        "#sdy.sharding_per_value<[<@m, [{}]>, <@m, [{}]>]>: shardings don't match number of "
        "values: 2 shardings vs 1 values"
    )


def test_sharding_per_value_no_results_single_replicated():
    verify_sharding_per_value(
        TensorShardingPerValue((parse_tensor_sharding("<@m, []>"),)), MESH, []
    )


@given(sharded_tensors(inline=None))
def test_verifier_accepts_every_generated_sharding(case):
    mesh, shape, sharding = case
    verify_tensor_sharding(sharding, mesh, shape)


@given(sharded_tensors(divisible=True))
def test_divisible_strategy_passes_divisibility(case):
    mesh, shape, sharding = case
    verify_tensor_sharding(sharding, mesh, shape, check_divisibility=True)


# ----- rules (items 20-26)

MATMUL = parse_op_sharding_rule("([i, k], [k, j])->([i, j]) {i=8, j=16, k=4} reduction={k}")


def test_rule_operand_count():
    assert message(verify_rule, MATMUL, [(8, 4)], [(8, 16)]) == (
        f"sharding rule {MATMUL}: number of operands and mappings must match: 1 != 2"
    )


def test_rule_result_count():
    assert message(verify_rule, MATMUL, [(8, 4), (4, 16)], []) == (
        f"sharding rule {MATMUL}: number of results and mappings must match: 0 != 1"
    )


def test_rule_mapping_rank():
    assert message(verify_rule, MATMUL, [(8, 4), (4, 16, 1)], [(8, 16)]) == (
        f"sharding rule {MATMUL}: operand 1 - mapping rank must match: 2 != 3"
    )


def test_rule_static_shape():
    assert message(verify_rule, MATMUL, [(8, -1), (4, 16)], [(8, 16)]) == (
        f"sharding rule {MATMUL}: operand 0 - expected a ranked tensor with a static shape, got 8x-1"
    )


def test_rule_needs_operands():
    rule = OpShardingRule((2,), (), (((0,),),))
    assert message(verify_rule, rule, [], [(2,)]) == (
        "sharding rule ()->([i]) {i=2}: number of operands mappings cannot be 0 (rules are "
        "defined on ops with at least one operand and result)"
    )


def test_rule_unused_factor():
    assert message(OpShardingRule, (2, 3), (((0,),),), (((0,),),)) == (
        "sharding rule ([i])->([i]) {i=2, j=3}: has factor j=3 that isn't used in operand and "
        "result mappings"
    )


def test_rule_factor_out_of_range():
    assert message(OpShardingRule, (2,), (((0,), (1,)),), (((0,),),)) == (
        "sharding rule ([i, j])->([i]) {i=2}: operand 0 - factor index 1 (j) out of range 0<=...<1"
    )


def test_rule_reused_factor():
    assert message(OpShardingRule, (2,), (((0,), (0,)),), (((0,),),)) == (
        "sharding rule ([i, i])->([i]) {i=2}: operand 0 - cannot reuse factors for the same "
        "tensor value"
    )


def test_rule_empty_dim():
    assert message(OpShardingRule, (2,), (((),),), (((0,),),)) == (
        "sharding rule ([])->([i]) {i=2}: operand 0 - dim mapping must have at least one factor"
    )


def test_rule_compound_dim_with_size_one_factor():
    assert message(OpShardingRule, (2, 1), (((0, 1),),), (((0, 1),),)) == (
        "sharding rule ([ij])->([ij]) {i=2, j=1}: operand 0 - dim mapping can't have a factor "
        "of size 1 if there are multiple factors"
    )


def test_rule_two_kinds():
    rule_args = ((2,), (((0,),),), ((),), {0}, {0})
    assert message(OpShardingRule, *rule_args) == (
        "sharding rule ([i])->([]) {i=2} reduction={i} need_replication={i}: factor i is in two "
        "special factor sets (a factor can only be in one)"
    )


def test_rule_reduction_in_result():
    assert message(OpShardingRule, (2,), (((0,),),), (((0,),),), {0}) == (
        "sharding rule ([i])->([i]) {i=2} reduction={i}: reduction factor i appears in a result"
    )


def test_rule_special_index_in_range():
    assert message(OpShardingRule, (2,), (((0,),),), (((0,),),), frozenset(), {3}) == (
        "sharding rule ([i])->([i]) {i=2} need_replication={l}: need_replication index must be "
        "less than 1, got: 3"
    )


def test_rule_needs_a_mapping():
    assert message(OpShardingRule, (), (), ()) == (
        "sharding rule ()->(): needs at least one operand or result mapping"
    )


def test_rule_negative_factor_size():
    assert message(OpShardingRule, (-2,), (((0,),),), (((0,),),)) == (
        "sharding rule ([i])->([i]) {i=-2}: factor i has negative size -2"
    )


@given(rules_with_shapes())
def test_verify_rule_accepts_generated_rules(case):
    rule, operand_shapes, result_shapes = case
    verify_rule(rule, operand_shapes, result_shapes)
