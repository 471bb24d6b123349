"""A toy dialect op, `mydialect.matmul`, with a Python rule: it propagates exactly like the
StableHLO dot_general it imitates (greedy propagation over the same program shape)."""

import pytest
from shardsat.ir.builder import ProgramBuilder
from shardsat.ir.registry import register_rule, rule_for, unregister_rule
from shardsat.ir.rules_builder import NULL, REDUCTION, RuleBuilder
from shardsat.ir.traits import ELEMENTWISE, declare_traits
from shardsat.model.mesh import Mesh

MESH = Mesh.of("mesh", x=2, y=4)


def matmul_rule(op, program):
    """(m, k) x (k, n) -> (m, n): m and n pass through, k is a reduction."""
    (m, k), (_, n) = (program.value(v).type.shape for v in op.operands)
    b = RuleBuilder([2, 2], [2])
    b.add_factor([0, NULL], [0], m).add_factor([NULL, 1], [1], n)
    return b.add_factor([1, 0], [NULL], k, REDUCTION).build()


@pytest.fixture
def mydialect():
    register_rule("mydialect.matmul", matmul_rule)
    declare_traits("mydialect.relu", ELEMENTWISE)
    register_rule("mydialect.relu", lambda op, p: rule_for_elementwise(op, p))
    yield
    unregister_rule("mydialect.matmul")
    unregister_rule("mydialect.relu")


def rule_for_elementwise(op, program):
    from shardsat.ir.rules_elementwise import pointwise

    return pointwise(op, program)


def two_layer(matmul: str, relu: str):
    b = ProgramBuilder(MESH)
    x = b.arg((8, 16), sharding='<@mesh, [{"x"}, {?}]>')
    w1 = b.arg((16, 32), sharding='<@mesh, [{?}, {"y"}]>')
    w2 = b.arg((32, 16))
    dn = {
        "dot_dimension_numbers": {
            "lhs_contracting_dimensions": [1],
            "rhs_contracting_dimensions": [0],
        }
    }
    attrs = dn if matmul == "stablehlo.dot_general" else {}
    h = b.op(matmul, [x, w1], (8, 32), attributes=attrs)
    h = b.op(relu, [h], (8, 32))
    y = b.op(matmul, [h, w2], (8, 16), attributes=attrs)
    b.ret(y)
    return b.build()


def test_custom_matmul_rule_equals_dot_general_rule(mydialect):
    mine, real = (
        two_layer("mydialect.matmul", "mydialect.relu"),
        two_layer("stablehlo.dot_general", "stablehlo.tanh"),
    )
    for a, b in zip(mine.walk_ops(), real.walk_ops(), strict=True):
        assert rule_for(a, mine) == rule_for(b, real)
    assert (
        str(rule_for(mine.main.ops[0], mine))
        == "([i, k], [k, j])->([i, j]) {i=8, j=32, k=16} reduction={k}"
    )


def test_custom_matmul_propagates_like_dot_general(mydialect):
    from shardsat.solver.propagation.driver import propagate

    mine = propagate(two_layer("mydialect.matmul", "mydialect.relu"))
    real = propagate(two_layer("stablehlo.dot_general", "stablehlo.tanh"))
    assert {v: str(s) for v, s in mine.shardings.items()} == {
        v: str(s) for v, s in real.shardings.items()
    }
    assert str(mine.shardings["main/%0"]) == '<@mesh, [{"x"}, {"y"}]>'
    assert str(mine.shardings["main/%2"]) == '<@mesh, [{"x"}, {}]>'
