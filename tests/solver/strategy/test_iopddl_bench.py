"""The benchmark's scaling exponent (experiments/iopddl_bench.py)."""

from __future__ import annotations

import pandas as pd
from shardsat.experiments.iopddl_bench import scaling_exponent


def test_scaling_exponent_is_the_log_log_slope_over_nodes_plus_edges():
    df = pd.DataFrame(
        {"nodes": [10, 60, 1000], "edges": [0, 40, 0], "presolve_s": [0.5, 50.0, 5000.0]}
    )
    assert scaling_exponent(df, "presolve_s") == 2.0  # 10 -> 100 -> 1000: x100 per x10
    assert scaling_exponent(df.iloc[:1], "presolve_s") is None
    assert scaling_exponent(df, "read_s") is None
    assert scaling_exponent(df.iloc[:2], "presolve_s") == 2.0  # 10 and 100: a span of 10
    near = pd.DataFrame({"nodes": [50, 100], "edges": [0, 0], "presolve_s": [1.0, 9.0]})
    assert scaling_exponent(near, "presolve_s") is None  # a span of 2: noise


def test_tuning_overrides_parse_as_the_fields_types():
    from shardsat.experiments.iopddl_bench import parse_tuning, tuning_note
    from shardsat.solver.strategy.tuning import DEFAULT, StrategyTuning

    got = parse_tuning(["lagrange=1", "walk-spare=5e6", "ball_seconds=3", "ball_radii=(2,)"])
    assert got == {
        "lagrange": True,
        "walk_spare": 5_000_000,
        "ball_seconds": 3.0,
        "ball_radii": (2,),
    }
    assert tuning_note(DEFAULT) == "default"
    assert tuning_note(StrategyTuning(lagrange=not DEFAULT.lagrange)).startswith("lagrange=")


def test_the_collapsed_price_sweep_runs_tiny(capsys):
    import pytest
    from shardsat.experiments.iopddl_bench import DATA
    from shardsat.experiments.iopddl_lagrange import main

    if not (DATA / "asplos-2025-iopddl-B.json.gz").exists():
        pytest.skip("contest instance B not in the data dir")
    assert main(["--tiny"]) == 0
    out = capsys.readouterr().out
    assert "structural presolve leaves" in out and "local search 1s: true" in out
