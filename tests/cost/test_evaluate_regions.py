"""Reshards are shared only inside one region: XLA's CSE does not merge a reshard in a `case`
branch with an equal one outside it or in the other branch (each branch is a computation)."""

from __future__ import annotations

import pytest
from shardsat.cost.evaluate import evaluate
from shardsat.cost.topology import load_topology
from shardsat.ir.builder import ProgramBuilder
from shardsat.ir.program import TensorType
from shardsat.model.mesh import Mesh
from shardsat.model.parse import parse_tensor_sharding as ts

MESH = Mesh.of("mesh", x=2, y=2)
ROWS, COLS = '<@mesh, [{"x"}, {}]>', '<@mesh, [{}, {"x"}]>'


def branchy():
    """tanh(a) at the top and in both branches of a case, every result [{}, {"x"}] while a
    is [{"x"}, {}]: each region reshards a on its own."""
    b = ProgramBuilder(MESH)
    a = b.arg((64, 64))
    k = b.arg((), "i32")
    top = b.op("stablehlo.tanh", [a])
    inner = []
    regions = []
    for _ in range(2):
        with b.region() as branch:
            inner.append(b.op("stablehlo.tanh", [a]))
            branch.ret(inner[-1])
        regions.append(branch.region)
    case = b.op("stablehlo.case", [k], [TensorType((64, 64), "f32")], regions=regions)
    b.ret(top, case)
    shardings = {a: ts(ROWS), top: ts(COLS), case: ts(COLS), **{v: ts(COLS) for v in inner}}
    return b.build(), shardings


def test_each_region_pays_its_own_reshard():
    program, shardings = branchy()
    rows = evaluate(program, shardings, MESH, load_topology("cpu", MESH)).collectives()
    assert list(rows["kind"]) == ["all-to-all"] * 3
    assert list(rows["bytes"]) == [4096] * 3


@pytest.mark.xla
def test_xla_reshards_in_each_region():
    from shardsat.experiments.xla_check import xla_collectives
    from shardsat.ir.mlir_export import export_mlir

    program, shardings = branchy()
    seen = xla_collectives(export_mlir(program, shardings, pin_values=True), MESH)
    assert [(c.kind, c.bytes) for c in seen] == [("all-to-all", 4096)] * 3
