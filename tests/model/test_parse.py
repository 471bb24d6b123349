"""Parsers: exact values for hand-written texts, errors with positions, hypothesis round trips."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st
from shardsat.model.axis import AxisRef
from shardsat.model.errors import ParseError, VerificationError
from shardsat.model.mesh import Mesh, MeshAxis
from shardsat.model.parse import (
    parse_axis_ref,
    parse_dim_sharding,
    parse_mesh,
    parse_op_sharding_rule,
    parse_shape,
    parse_sharding_per_value,
    parse_tensor_sharding,
    parse_tensor_type,
)
from shardsat.model.rule import OpShardingRule, factor_symbol
from shardsat.model.sharding import (
    DimSharding,
    ReductionKind,
    TensorSharding,
    TensorShardingPerValue,
)

from tests.strategies import meshes, op_sharding_rules, sharded_tensors


def test_parse_mesh_named_declaration():
    mesh = parse_mesh('sdy.mesh @mesh = <["x"=2, "y"=4]>')
    assert mesh == Mesh((MeshAxis("x", 2), MeshAxis("y", 4)), (), "mesh")
    assert mesh.declaration() == 'sdy.mesh @mesh = <["x"=2, "y"=4]>'


def test_parse_mesh_device_ids_and_maximal():
    assert parse_mesh('<["a"=3, "b"=2], device_ids=[0, 2, 4, 1, 3, 5]>').device_ids == (
        0, 2, 4, 1, 3, 5,
    )  # fmt: skip
    assert parse_mesh("<[], device_ids=[3]>") == Mesh((), (3,))
    assert parse_mesh("<[]>") == Mesh()


def test_parse_axis_ref_full_and_sub():
    assert parse_axis_ref('"x"') == AxisRef("x")
    assert parse_axis_ref('"x":(2)4') == AxisRef("x", (2, 4))


def test_parse_dim_sharding_forms():
    assert parse_dim_sharding("{}") == DimSharding()
    assert parse_dim_sharding("{?}") == DimSharding((), True)
    assert parse_dim_sharding('{"x", "y", ?}p2') == DimSharding(
        (AxisRef("x"), AxisRef("y")), True, 2
    )


def test_parse_tensor_sharding_all_parts():
    text = '#sdy.sharding<@m, [{"x"}, {"y", ?}p1], replicated={"z"}, unreduced=min{"w"}>'
    assert parse_tensor_sharding(text) == TensorSharding(
        "m",
        (DimSharding((AxisRef("x"),)), DimSharding((AxisRef("y"),), True, 1)),
        (AxisRef("z"),),
        (AxisRef("w"),),
        None,
        ReductionKind.MIN,
    )


def test_parse_tensor_sharding_inline_mesh():
    sharding = parse_tensor_sharding('<mesh<["x"=2]>, [{"x"}]>')
    assert sharding.inline_mesh == Mesh((MeshAxis("x", 2),))
    assert sharding.mesh_name is None
    assert str(sharding) == '<mesh<["x"=2]>, [{"x"}]>'


def test_parse_sharding_per_value():
    value = parse_sharding_per_value('#sdy.sharding_per_value<[<@m, [{"x"}]>, <@m, []>]>')
    assert value == TensorShardingPerValue(
        (TensorSharding("m", (DimSharding((AxisRef("x"),)),)), TensorSharding("m", ()))
    )


def test_parse_rule_matmul():
    rule = parse_op_sharding_rule(
        "#sdy.op_sharding_rule<([i, k], [k, j])->([i, j]) {i=8, j=16, k=4} reduction={k}>"
    )
    assert rule == OpShardingRule(
        (8, 16, 4), (((0,), (2,)), ((2,), (1,))), (((0,), (1,)),), frozenset({2})
    )
    assert rule.attr_text() == (
        "#sdy.op_sharding_rule<([i, k], [k, j])->([i, j]) {i=8, j=16, k=4} reduction={k}>"
    )


def test_parse_rule_compound_and_z_symbols():
    assert parse_op_sharding_rule("([i, j])->([ij]) {i=2, j=4}").results == (((0, 1),),)
    assert [factor_symbol(i) for i in (0, 17, 18, 27)] == ["i", "z", "z_1", "z_10"]


def test_parse_shape_and_tensor_type():
    assert parse_shape("4x8") == (4, 8)
    assert parse_shape("scalar") == ()
    assert parse_tensor_type("tensor<4x8xf32>") == ((4, 8), "f32")
    assert parse_tensor_type("tensor<bf16>") == ((), "bf16")
    with pytest.raises(ParseError, match="invalid shape '4x'"):
        parse_shape("4x")


def test_parse_error_carries_text_and_position():
    with pytest.raises(ParseError) as err:
        parse_tensor_sharding('<@m, [{"x"} {"y"}]>')
    assert err.value.message == "expected ',', got '{\"y\"}]>'"
    assert err.value.pos == 12
    assert err.value.caret_view() == '<@m, [{"x"} {"y"}]>\n            ^ ' + err.value.message


def test_iota_device_ids_are_rejected():
    with pytest.raises(VerificationError, match="device ids are iota"):
        parse_mesh('<["a"=2], device_ids=[0, 1]>')


@given(meshes(max_axes=3, max_size=8))
def test_mesh_round_trip(mesh):
    assert parse_mesh(mesh.declaration()) == mesh
    assert parse_mesh(str(mesh)) == mesh.with_name(None)


@given(sharded_tensors(inline=None))
def test_tensor_sharding_round_trip(case):
    _, _, sharding = case
    text = str(sharding)
    assert parse_tensor_sharding(text) == sharding
    assert parse_tensor_sharding(sharding.attr_text()) == sharding
    assert str(parse_tensor_sharding(text)) == text


@given(st.lists(sharded_tensors(), min_size=0, max_size=3))
def test_sharding_per_value_round_trip(cases):
    value = TensorShardingPerValue(tuple(s for _, _, s in cases))
    assert parse_sharding_per_value(str(value)) == value


@given(op_sharding_rules(max_factors=20))
def test_rule_round_trip(rule):
    assert parse_op_sharding_rule(str(rule)) == rule
    assert parse_op_sharding_rule(rule.attr_text()) == rule
