"""The README's JAX example runs: three donated steps match the unsharded run, and XLA inserts
the collectives the cost model predicted."""

from __future__ import annotations

import importlib.util
from pathlib import Path

import pytest

EXAMPLE = Path(__file__).resolve().parents[1] / "examples" / "transformer_train.py"


@pytest.mark.xla
def test_transformer_training_example_runs_the_plan_it_priced(capsys):
    spec = importlib.util.spec_from_file_location("transformer_train", EXAMPLE)
    example = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(example)
    result = example.main(time_limit=8.0)
    plan, seen = result["plan"], result["xla"]
    assert result["same"]
    assert abs(result["loss"] - result["ref"]) <= 1e-4 * abs(result["ref"])
    assert len(plan.aliases) == 12  # 2 layers x 6 weights carried from step to step
    assert plan.in_shardings[0] == plan.out_shardings[0]
    predicted = plan.report.communication_bytes
    assert predicted > 0
    assert abs(sum(c.bytes for c in seen) / predicted - 1) <= 0.10
    assert "| total |" in capsys.readouterr().out
