"""Smoke run of the CP-SAT benchmark script (`--tiny`: gpt-tiny training steps, L = 1, 2)."""

from __future__ import annotations

import json

import pytest
from shardsat.experiments.bench_cpsat import exponent, main


def test_exponent_is_the_log_log_slope() -> None:
    rows = [{"layers": 2, "total_s": 4.0}, {"layers": 8, "total_s": 16.0}]
    assert exponent(rows) == pytest.approx(1.0)


@pytest.mark.slow
def test_bench_tiny_runs_and_matches_the_cost_model(tmp_path) -> None:
    out = tmp_path / "rows.json"
    assert main(["--tiny", "--out", str(out)]) == 0
    rows = json.loads(out.read_text())["rows"]
    assert [r["layers"] for r in rows] == [1, 2]
    assert all(r["objective_equals_evaluate"] for r in rows)
    assert all(r["objective_ms"] <= r["greedy_ms"] for r in rows)


def test_options_are_parsed_as_solve_keywords() -> None:
    from shardsat.experiments.bench_cpsat import parse_options

    assert parse_options(["descent=0.6", "presolve=false", "shared_pairs=0", "bound_worker="]) == {
        "descent": 0.6,
        "presolve": False,
        "shared_pairs": 0,
        "bound_worker": "",
    }
    with pytest.raises(SystemExit, match="expected KEY=VALUE"):
        parse_options(["descent"])
