"""Dialect-agnostic propagation: rules, data-flow ops and traits registered for a foreign dialect."""

from shardsat.ir.builder import ProgramBuilder
from shardsat.ir.dataflow import DataFlowEdge, register_data_flow
from shardsat.ir.registry import register_rule, unregister_rule
from shardsat.ir.rules_elementwise import pointwise
from shardsat.ir.traits import CONSTANT_LIKE, declare_traits
from shardsat.model.mesh import Mesh
from shardsat.solver.propagation.driver import propagate
from shardsat.solver.propagation.graph import build_graph


def test_registered_rule_and_data_flow_op_propagate():
    register_rule("toy.add", pointwise)
    register_data_flow(
        "toy.pass",
        lambda op, program: [
            DataFlowEdge(op.id, r, (op.operands[i],), (r,)) for i, r in enumerate(op.results)
        ],
    )
    try:
        b = ProgramBuilder(Mesh.of("mesh", a=2, b=2))
        x = b.arg((8, 8), sharding='<@mesh, [{"a"}, {"b"}]>')
        y = b.op("toy.pass", [x], (8, 8))
        z = b.op("toy.add", [y, y], (8, 8))
        b.ret(z)
        sol = propagate(b.build())
        assert str(sol.shardings[y]) == '<@mesh, [{"a"}, {"b"}]>'
        assert str(sol.shardings[z]) == '<@mesh, [{"a"}, {"b"}]>'
    finally:
        unregister_rule("toy.add")


def test_constant_like_trait_splits_a_foreign_constant_per_use():
    declare_traits("toy.zeros", CONSTANT_LIKE)
    b = ProgramBuilder(Mesh.of("mesh", a=2, b=2))
    x = b.arg((8, 8), sharding='<@mesh, [{"a"}, {}]>')
    y = b.arg((8, 8), sharding='<@mesh, [{}, {"b"}]>')
    c = b.op("toy.zeros", [], (8, 8))
    s1 = b.op("stablehlo.add", [x, c])
    s2 = b.op("stablehlo.add", [y, c])
    b.ret(s1, s2)
    sol = propagate(b.build())
    assert sol.stats["constant_copies"] == {f"{c}~1": c}
    assert str(sol.shardings[c]) == '<@mesh, [{"a"}, {}]>'


def test_recursive_call_is_left_opaque():
    b = ProgramBuilder(Mesh.of("mesh", a=2))
    x = b.arg((8,), sharding='<@mesh, [{"a"}]>')
    y = b.op("func.call", [x], (8,), callee="f")
    b.ret(y)
    b.function("f")
    z = b.arg((8,))
    w = b.op("func.call", [z], (8,), callee="f")
    b.ret(w)
    sol = propagate(b.build())
    assert str(sol.shardings["f/arg0"]) == '<@mesh, [{"a"}]>'
    assert y in sol.stats["unsharded"]


def test_constant_splitting_stops_at_its_copy_budget_on_a_deep_constant_dag():
    # every level uses the one below twice: per-use copies of copies would number 2**40
    declare_traits("toy.zeros", CONSTANT_LIKE)
    b = ProgramBuilder(Mesh.of("mesh", a=2, b=2))
    x = b.arg((8, 8), sharding='<@mesh, [{"a"}, {}]>')
    c = b.op("toy.zeros", [], (8, 8))
    for _ in range(40):
        c = b.op("stablehlo.add", [c, c])
    out = b.op("stablehlo.add", [x, c])
    b.ret(out)
    program = b.build()
    nodes = len(build_graph(program, split_constants=False).nodes)
    sol = propagate(program)
    assert len(sol.stats["constant_copies"]) == 4 * nodes + 10_000
    assert str(sol.shardings[out]) == '<@mesh, [{"a"}, {}]>'
