"""A plan exported with its per-op reshards pinned runs in XLA as the cost model prices it."""

import pytest
from shardsat.cost.evaluate import evaluate
from shardsat.cost.plan import plan_reshards
from shardsat.cost.topology import load_topology
from shardsat.ir.builder import ProgramBuilder
from shardsat.ir.mlir_export import export_mlir
from shardsat.ir.mlir_import import import_mlir
from shardsat.model.axis import AxisRef
from shardsat.model.mesh import Mesh
from shardsat.model.parse import parse_tensor_sharding as ts

MESH = Mesh.of("mesh", data=8)
DATA = (AxisRef("data"),)
# dW = dy^T h (factors i=128, j=256, k=8 contracting), dy rows on "data", h replicated,
# dW rows on "data". Two plans for the same value shardings:
PLANS = {
    "all-to-all dy": ((DATA, (), ()), [("all-to-all", 448)]),
    "partial sums": (((), (), DATA), [("all-reduce", 229_376)]),  # h sliced for free
}


def weight_gradient():
    b = ProgramBuilder(MESH)
    dy = b.arg((8, 128), "f32")
    h = b.arg((8, 256), "f32")
    dw = b.dot_general(dy, h, contracting=((0,), (0,)))
    b.ret(dw)
    program = b.build()
    shardings = {
        dy: ts('<@mesh, [{"data"}, {}]>'),
        h: ts("<@mesh, [{}, {}]>"),
        dw: ts('<@mesh, [{"data"}, {}]>'),
    }
    return program, shardings, program.producer(dw).id


def test_plan_reshards_lists_the_implied_shardings_that_differ():
    program, shardings, dot = weight_gradient()
    plan = plan_reshards(program, shardings, MESH, {dot: PLANS["partial sums"][0]})
    assert {k: str(v) for k, v in plan.operands.items()} == {(dot, 1): '<@mesh, [{"data"}, {}]>'}
    assert {k: str(v) for k, v in plan.results.items()} == {(dot, 0): "<@mesh, [{}, {}]>"}
    plan = plan_reshards(program, shardings, MESH, {dot: PLANS["all-to-all dy"][0]})
    assert {k: str(v) for k, v in plan.operands.items()} == {(dot, 0): '<@mesh, [{}, {"data"}]>'}
    assert plan.results == {}


def test_pin_values_constrains_every_annotated_result():
    program, shardings, dot = weight_gradient()
    text = export_mlir(program, shardings, pin_values=True)
    names = [op.name for op in import_mlir(text).main.ops]
    assert names == ["stablehlo.dot_general", "sdy.sharding_constraint"]
    assert "sdy.sharding_constraint" not in export_mlir(program, shardings)


@pytest.mark.xla
@pytest.mark.parametrize("name", list(PLANS))
def test_xla_runs_the_exported_plan_as_priced(name):
    from shardsat.experiments.xla_check import xla_collectives

    program, shardings, dot = weight_gradient()
    axes, expected = PLANS[name]
    plan = plan_reshards(program, shardings, MESH, {dot: axes})
    text = export_mlir(program, shardings, **plan.export_kwargs(), pin_values=True)
    seen = [(c.kind, c.bytes) for c in xla_collectives(text, MESH)]
    assert seen == expected
    report = evaluate(program, shardings, MESH, load_topology("cpu", MESH), {dot: axes})
    assert report.communication_bytes == sum(b for _, b in expected)


@pytest.mark.xla
def test_a_result_reduced_in_steps_is_pinned_sliced_as_priced():
    """Two contracting dims on fsdp and model, the value kept on fsdp: the price reduces fsdp
    on the whole partial result, slices, then reduces model on the slice (768 + 384 B). The
    dot's result is pinned sliced on fsdp, not fully reduced (XLA would reduce both on the
    whole result, 768 + 768 B, and slice after the pin)."""
    from shardsat.cost.evaluate import price_op
    from shardsat.experiments.xla_check import xla_collectives

    from tests.cost.test_evaluate_xla_dot import MESH3, two_contracting

    program, shardings = two_contracting('<@mesh, [{"data"}, {}, {"fsdp"}]>')
    dot = program.main.ops[0]
    topology = load_topology("cpu", MESH3)
    axes = price_op(program, dot, shardings, MESH3, topology).factor_axes
    plan = plan_reshards(program, shardings, MESH3, {dot.id: axes})
    assert plan.results == {}  # the value's own sharding: [{"data"}, {}, {"fsdp"}]
    text = export_mlir(program, shardings, **plan.export_kwargs(), pin_values=True)
    seen = [(c.kind, c.bytes) for c in xla_collectives(text, MESH3)]
    assert seen == [("all-reduce", 768), ("all-reduce", 384)]
    report = evaluate(program, shardings, MESH3, topology, {dot.id: axes})
    assert report.communication_bytes == 768 + 384
