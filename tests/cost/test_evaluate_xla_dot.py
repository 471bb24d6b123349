"""XLA policy: a dot sharded along its contracting dim in one operand, the other replicated.

Measured with XLA on 8 fake CPU devices (the xla-marked test): XLA never partial-sums such a
dot; it moves the sharded operand (an all-to-all to the result's dim, else an all-gather) and
multiplies locally. Before, the policy took the contracting factor from the sharded operand
and predicted an all-reduce of the whole partial result (229,376 B here) when the result was
replicated.
"""

import pytest
from shardsat.cost.evaluate import evaluate, price_op
from shardsat.cost.topology import load_topology
from shardsat.ir.builder import ProgramBuilder
from shardsat.model.axis import AxisRef
from shardsat.model.mesh import Mesh
from shardsat.model.parse import parse_tensor_sharding as ts

MESH = Mesh.of("mesh", data=8)
ROWS = '<@mesh, [{"data"}, {}]>'
COLS = '<@mesh, [{}, {"data"}]>'
REPL = "<@mesh, [{}, {}]>"
# (result sharding of dW) -> what XLA inserts, = what the policy predicts
CASES = {
    ROWS: [("all-to-all", 448)],  # dy [8,128] to its feature dim: floor(7/8 * 512 B)
    COLS: [("all-gather", 3584)],  # dy gathered: floor(7/8 * 4096 B); h sliced locally
    REPL: [("all-gather", 3584)],  # dy gathered, not a 229,376 B all-reduce of dW
}


def weight_gradient(result: str, h: str = REPL):
    """dW = dy^T h: dy [8,128] batch(=contracting)-sharded, h [8,256] replicated."""
    b = ProgramBuilder(MESH)
    dy = b.arg((8, 128), "f32")
    hv = b.arg((8, 256), "f32")
    dw = b.dot_general(dy, hv, contracting=((0,), (0,)))
    b.ret(dw)
    program = b.build()
    shardings = {dy: ts(ROWS), hv: ts(h), dw: ts(result)}
    return program, shardings, program.producer(dw)


def _predicted(program, shardings):
    rows = evaluate(program, shardings, MESH, load_topology("cpu", MESH)).collectives()
    return list(zip(rows["kind"], rows["bytes"], strict=True))


@pytest.mark.parametrize("result", list(CASES))
def test_sharded_contracting_operand_is_moved_not_partial_summed(result):
    program, shardings, _ = weight_gradient(result)
    assert _predicted(program, shardings) == CASES[result]


def test_contracting_factor_stays_unsharded_unless_both_operands_agree():
    program, shardings, dot = weight_gradient(REPL)
    pricing = price_op(program, dot, shardings, MESH, load_topology("cpu", MESH))
    assert pricing.factor_axes == ((), (), ())  # i (128), j (256), k (8)
    program, shardings, dot = weight_gradient(REPL, h=ROWS)  # both batch-sharded: partial sums
    pricing = price_op(program, dot, shardings, MESH, load_topology("cpu", MESH))
    assert pricing.factor_axes == ((), (), (AxisRef("data"),))
    assert _predicted(program, shardings) == [("all-reduce", 229_376)]


def test_explicit_assignment_is_priced_as_given():
    program, shardings, dot = weight_gradient(REPL)
    planned = ((), (), (AxisRef("data"),))  # the partial-sum plan, as CP-SAT may choose it
    pricing = price_op(program, dot, shardings, MESH, load_topology("cpu", MESH), planned)
    assert pricing.factor_axes == planned
    # h sliced locally (free), then the partial dW all-reduced
    assert [(c.kind, c.bytes) for c in pricing.collectives] == [
        ("all-slice", 0),
        ("all-reduce", 229_376),
    ]


@pytest.mark.xla
@pytest.mark.parametrize("result", list(CASES))
def test_xla_inserts_what_the_policy_predicts(result):
    from shardsat.experiments.xla_check import xla_collectives
    from shardsat.ir.mlir_export import export_mlir

    program, shardings, _ = weight_gradient(result)
    seen = xla_collectives(export_mlir(program, shardings), MESH)
    assert [(c.kind, c.bytes) for c in seen] == CASES[result]


# A dot with two contracting dims on different axes: XLA reduces them in steps
# (`reduction_order`). einsum("btjk,bjkl->btl"), j on fsdp, k on model, 2x2x2 mesh; result
# sharding -> the collectives XLA inserts (= predicted).
MESH3 = Mesh.of("mesh", data=2, fsdp=2, model=2)
TWO_CONTRACTING = {
    '<@mesh, [{"data"}, {}, {}]>': [("all-reduce", 768), ("all-reduce", 768)],
    '<@mesh, [{"data"}, {}, {"fsdp"}]>': [("all-reduce", 768), ("all-reduce", 384)],
    '<@mesh, [{"data"}, {"fsdp"}, {}]>': [("all-reduce", 768), ("all-reduce", 384)],
    '<@mesh, [{"data"}, {}, {"fsdp", "model"}]>': [("all-reduce", 1152)],
}


def two_contracting(result: str):
    b = ProgramBuilder(MESH3)
    lhs = b.arg((4, 6, 8, 4), "f32")
    rhs = b.arg((4, 8, 4, 16), "f32")
    out = b.dot_general(lhs, rhs, contracting=((2, 3), (1, 2)), batching=((0,), (0,)))
    b.ret(out)
    shardings = {lhs: ts('<@mesh, [{"data"}, {}, {"fsdp"}, {"model"}]>'),
                 rhs: ts('<@mesh, [{"data"}, {"fsdp"}, {"model"}, {}]>'), out: ts(result)}  # fmt: skip
    return b.build(), shardings


@pytest.mark.parametrize("result", list(TWO_CONTRACTING))
def test_two_contracting_dims_on_two_axes_are_reduced_in_steps(result):
    program, shardings = two_contracting(result)
    rows = evaluate(program, shardings, MESH3, load_topology("cpu", MESH3)).collectives()
    assert list(zip(rows["kind"], rows["bytes"], strict=True)) == TWO_CONTRACTING[result]


@pytest.mark.xla
@pytest.mark.parametrize("result", list(TWO_CONTRACTING))
def test_xla_reduces_two_contracting_dims_as_predicted(result):
    from shardsat.experiments.xla_check import xla_collectives
    from shardsat.ir.mlir_export import export_mlir

    program, shardings = two_contracting(result)
    seen = xla_collectives(export_mlir(program, shardings, pin_values=True), MESH3)
    assert [(c.kind, c.bytes) for c in seen] == TWO_CONTRACTING[result]
