"""Corpus programs: the CP-SAT plan verifies, costs no more than greedy's, and XLA compiles the
exported module on 8 fake CPU devices with the numbers of the unsharded program."""

from __future__ import annotations

import functools
from pathlib import Path

import numpy as np
import pytest
from shardsat.cost.evaluate import evaluate
from shardsat.cost.topology import load_topology
from shardsat.ir.mlir_import import import_mlir
from shardsat.model.verify import verify_tensor_sharding
from shardsat.solver.cpsat.driver import solve
from shardsat.solver.propagation.driver import propagate
from shardsat.solver.solution import SolveStatus

from shardsat.api import program_mesh

CORPUS = Path(__file__).parents[2] / "corpus"
WITH_MESH = sorted(p.name for p in CORPUS.glob("*.mlir") if "sdy.mesh" in p.read_text())


@functools.cache  # both tests read the same solve: pay the time limit once per module
def solved(name: str):
    text = (CORPUS / name).read_text()
    program = import_mlir(text)
    mesh = program_mesh(program)
    topology = load_topology("h100x8", mesh)
    sol = solve(program, mesh, topology, time_limit=5, workers=1, jax_expressible=True)
    return text, program, mesh, topology, sol


@pytest.mark.parametrize("name", WITH_MESH)
def test_corpus_plan_verifies_and_is_not_worse_than_greedy(name: str) -> None:
    _, program, mesh, topology, sol = solved(name)
    assert sol.status in (SolveStatus.OPTIMAL, SolveStatus.FEASIBLE)
    for v, sharding in sol.shardings.items():
        verify_tensor_sharding(sharding, mesh, program.value(v).type.shape)
    report = evaluate(program, sol, mesh, topology)
    assert sol.objective == report.total_ns
    assert report.total_ns <= evaluate(program, propagate(program), mesh, topology).total_ns


@pytest.mark.xla
@pytest.mark.parametrize(
    "name", ["mlp.mlir", "attention.mlir", "reshape_heavy.mlir", "constraints.mlir"]
)
def test_exported_plan_runs_on_xla_with_unsharded_numbers(name: str) -> None:
    from shardsat.ir.jax_interop import run_mlir
    from shardsat.ir.mlir_export import export_mlir

    text, program, _, _, sol = solved(name)
    rng = np.random.default_rng(0)
    args = []
    for v in program.main.args:
        t = program.value(v).type
        dtype = np.int32 if t.element_type.startswith("i") else np.float32
        args.append((rng.standard_normal(t.shape) * 3).astype(dtype))
    want = run_mlir(text, args)
    got = run_mlir(export_mlir(program, sol.shardings), args)
    for a, b in zip(want, got, strict=True):
        np.testing.assert_allclose(a, b, rtol=1e-4, atol=1e-4)
