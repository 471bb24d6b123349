"""SHARDY.md §5.1 T1-T5: Shardy's own propagation tests, with their exact expected shardings."""

import pytest
from shardsat.ir.builder import ProgramBuilder
from shardsat.model.mesh import Mesh
from shardsat.solver.propagation.driver import propagate


def shardings(program, **kw):
    sol = propagate(program, close=False, **kw)
    return {k: str(v) for k, v in sol.shardings.items()}, sol


def t1_program():
    """SHARDY.md T1: a sharded argument through an add into a dot (program, add, dot, a1, a2)."""
    b = ProgramBuilder(Mesh.of("mesh", a=2, b=2))
    a0 = b.arg((8, 8), sharding='<@mesh, [{"a"}, {"b"}]>')
    a1 = b.arg((8, 8))
    a2 = b.arg((8, 16))
    add = b.op("stablehlo.add", [a0, a1])
    dot = b.dot_general(add, a2)
    b.ret(dot)
    return b.build(), add, dot, a1, a2


def test_t1_basic_simple():
    program, add, dot, a1, a2 = t1_program()
    s, sol = shardings(program, strategy="basic", op_priority=False)
    assert s[add] == '<@mesh, [{"a", ?}, {"b", ?}]>'
    assert s[dot] == '<@mesh, [{"a", ?}, {?}]>'
    assert s[a1] == '<@mesh, [{"a", ?}, {"b", ?}]>'
    assert s[a2] == '<@mesh, [{"b", ?}, {?}]>'
    assert str(sol.stats["result_shardings"][0]) == '<@mesh, [{"a", ?}, {?}]>'


def test_t1_same_with_aggressive_op_priority():
    program, add, dot, _, a2 = t1_program()
    s, _ = shardings(program)
    assert (s[add], s[dot], s[a2]) == (
        '<@mesh, [{"a", ?}, {"b", ?}]>',
        '<@mesh, [{"a", ?}, {?}]>',
        '<@mesh, [{"b", ?}, {?}]>',
    )


def test_t2_multi_axes_conflict_keeps_common_prefix():
    b = ProgramBuilder(Mesh.of("mesh", a=2, b=2, c=2))
    a0 = b.arg((8, 8), sharding='<@mesh, [{"b", "a"}, {}]>')
    a1 = b.arg((8, 8), sharding='<@mesh, [{"b", "c"}, {}]>')
    a2 = b.arg((8, 8), sharding='<@mesh, [{"a", "b"}, {}]>')
    x = b.op("stablehlo.add", [a0, a1])
    y = b.op("stablehlo.add", [a0, a2])
    b.ret(x, y)
    s, sol = shardings(b.build(), strategy="basic", op_priority=False)
    assert s[x] == '<@mesh, [{"b", ?}, {?}]>'
    assert y in sol.stats["unsharded"]


def test_t2_multi_axes_compatible_prefix_extends_sub_axis():
    b = ProgramBuilder(Mesh.of("mesh", a=16, b=2))
    a0 = b.arg((8, 8), sharding='<@mesh, [{"a", ?}, {?}]>')
    a1 = b.arg((8, 8), sharding='<@mesh, [{"a":(1)2, ?}, {"a":(4)2, ?}]>')
    x = b.op("stablehlo.add", [a0, a1], sharding='<@mesh, [{?}, {"b", ?}]>')
    b.ret(x)
    s, _ = shardings(b.build(), strategy="basic", op_priority=False)
    assert s[x] == '<@mesh, [{"a":(1)4, ?}, {"b", ?}]>'
    assert s[a1] == '<@mesh, [{"a":(1)4, ?}, {"a":(4)2, ?}]>'


@pytest.mark.parametrize(
    ("mesh_axes", "shape", "given", "new_shape", "expected"),
    [
        # split: sub-axes of "a" on both new dims
        ({"a": 4, "b": 2}, (8,), '[{"a"}]', (2, 4), '[{"a":(1)2, ?}, {"a":(2)2, ?}]'),
        # merge of two fully sharded dims
        ({"a": 2, "b": 2}, (2, 4), '[{"a"}, {"b"}]', (8,), '[{"a", "b", ?}]'),
        # merge: the major factor is not fully sharded, so the minor one is dropped
        ({"a": 2, "b": 2}, (4, 4), '[{"a"}, {"b"}]', (16,), '[{"a", ?}]'),
    ],
    ids=["split_uses_sub_axes", "merge_two_axes", "merge_major_not_full_drops_minor"],
)
def test_t3_reshape(mesh_axes, shape, given, new_shape, expected):
    b = ProgramBuilder(Mesh.of("mesh", **mesh_axes))
    x = b.arg(shape, sharding=f"<@mesh, {given}>")
    y = b.reshape(x, new_shape)
    b.ret(y)
    s, _ = shardings(b.build(), strategy="basic", op_priority=False)
    assert s[y] == f"<@mesh, {expected}>"


def test_t3_reshape_overflow_axis_propagates_nothing():
    b = ProgramBuilder(Mesh.of("mesh", a=3))
    x = b.arg((8,), sharding='<@mesh, [{"a"}]>')
    y = b.reshape(x, (2, 4))
    b.ret(y)
    s, sol = shardings(b.build(), strategy="basic", op_priority=False)
    assert y in sol.stats["unsharded"]


def test_t3_reshape_chain_then_add():
    b = ProgramBuilder(Mesh.of("mesh", a=16, b=2))
    x = b.arg((32,), sharding='<@mesh, [{"a"}]>')
    y = b.reshape(x, (8, 4))
    z = b.op("stablehlo.add", [y, y])
    w = b.reshape(z, (2, 4, 4))
    b.ret(w)
    s, _ = shardings(b.build(), strategy="basic", op_priority=False)
    assert s[y] == '<@mesh, [{"a":(1)8, ?}, {"a":(8)2, ?}]>'
    assert s[z] == '<@mesh, [{"a":(1)8, ?}, {"a":(8)2, ?}]>'
    assert s[w] == '<@mesh, [{"a":(1)2, ?}, {"a":(2)4, ?}, {"a":(8)2, ?}]>'


def test_t4_aggressive_larger_tensor_wins_conflict():
    b = ProgramBuilder(Mesh.of("mesh", a=2, b=2, c=2))
    lhs = b.arg((8, 4), sharding='<@mesh, [{"a", "b"}, {?}]>')
    rhs = b.arg((4, 16), sharding='<@mesh, [{?}, {"a", "c"}]>')
    dot = b.dot_general(lhs, rhs)
    b.ret(dot)
    program = b.build()
    s, _ = shardings(program, strategy="aggressive", op_priority=False)
    assert s[dot] == '<@mesh, [{?}, {"a", "c", ?}]>'
    s_basic, sol = shardings(program, strategy="basic", op_priority=False)
    assert dot in sol.stats["unsharded"]


def test_t4_same_tensor_size_tie_broken_by_tensor_index():
    b = ProgramBuilder(Mesh.of("mesh", a=2, b=2, c=2))
    x = b.arg((8, 8), sharding='<@mesh, [{"a"}, {?}]>')
    y = b.arg((8, 8), sharding='<@mesh, [{?}, {"a"}]>')
    z = b.op("stablehlo.add", [x, y])
    b.ret(z)
    s, _ = shardings(b.build(), strategy="aggressive", op_priority=False)
    assert s[z] == '<@mesh, [{"a", ?}, {?}]>'


def test_t5_user_priority_arg_lower_than_return_value():
    b = ProgramBuilder(Mesh.of("mesh", a=2, b=2, c=2))
    a0 = b.arg((8, 8), sharding='<@mesh, [{"a", ?}p1, {"b"}p1]>')
    a1 = b.arg((8, 8))
    a2 = b.arg((8, 8))
    a3 = b.arg((8, 8))
    add0 = b.op("stablehlo.add", [a0, a1])
    add1 = b.op("stablehlo.add", [add0, a2])
    div = b.op("stablehlo.divide", [add1, a3], sharding='<@mesh, [{"c"}p0, {?}]>')
    b.ret(div)
    s, sol = shardings(b.build())
    assert s[a0] == '<@mesh, [{"a", ?}, {"b"}]>'
    for v in (a1, a2, a3, add0, add1):
        assert s[v] == '<@mesh, [{"c", ?}, {"b", ?}]>', v
    assert s[div] == '<@mesh, [{"c"}, {"b", ?}]>'
    assert str(sol.stats["result_shardings"][0]) == '<@mesh, [{"c", ?}, {"b", ?}]>'
