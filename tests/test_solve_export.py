"""`shardsat solve -o` writes the plan XLA runs: the bytes XLA inserts are the predicted ones."""

from __future__ import annotations

import json

import jax
import pytest
from shardsat.experiments import jax_programs
from shardsat.experiments.xla_check import xla_collectives

from shardsat.api import parse_mesh_axes
from shardsat.cli import main

pytestmark = pytest.mark.xla


def solve_scan(tmp_path, export: str) -> tuple[str, int]:
    """(written module, predicted bytes) of the scanned 4-layer step solved on data=2,model=4."""
    case = jax_programs.development()["scan-4-layers-step"]
    source = tmp_path / "scan.mlir"
    source.write_text(jax.jit(case.fn).lower(*case.args).as_text())
    out, report = tmp_path / "out.mlir", tmp_path / "report.json"
    argv = ["solve", str(source), "--mesh", "data=2,model=4", "--topology", "cpu",
            "--time-limit", "10", "--export", export, "-o", str(out), "--report", str(report),
            "-q"]  # fmt: skip
    assert main(argv) == 0
    return out.read_text(), json.loads(report.read_text())["cost"]["communication_bytes"]


def test_exported_plan_of_a_scanned_step_moves_the_predicted_bytes(tmp_path):
    text, predicted = solve_scan(tmp_path, "plan")
    seen = sum(c.bytes for c in xla_collectives(text, parse_mesh_axes("data=2,model=4")))
    assert "stablehlo.while" not in text  # unrolled: every layer sharded like any op
    assert predicted > 0
    assert abs(seen / predicted - 1) <= 0.10


def test_values_only_export_has_no_pinned_reshards(tmp_path):
    text, _ = solve_scan(tmp_path, "values")
    assert "sdy.sharding_constraint" not in text
    assert "sdy.sharding_per_value" in text
