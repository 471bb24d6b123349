"""Every figure script runs in --tiny mode and writes its PNG and CSV (CPMpy-style smoke tests)."""

from __future__ import annotations

import pandas as pd
import pytest
from shardsat.experiments import fig_costs, fig_memory, fig_solve_time, fig_xla_bytes, plots


def _png(path) -> bytes:
    return path.read_bytes()[:8]


def test_fit_power_law_recovers_exponent():
    b, a = plots.fit_power_law([10, 100, 1000], [0.3, 30, 3000])
    assert round(b, 6) == 2.0 and round(a, 6) == 0.003


def test_fig_costs_tiny(tmp_path):
    png = fig_costs.main(["--tiny", "--out", str(tmp_path)])
    assert _png(png) == b"\x89PNG\r\n\x1a\n"
    frame = pd.read_csv(tmp_path / "costs.csv")
    assert list(frame["strategy"]) == ["greedy-aggressive", "shardy", "cpsat-time"]
    assert set(frame["model"]) == {"mlp"}


def test_fig_solve_time_tiny(tmp_path):
    fig_solve_time.main(["--tiny", "--out", str(tmp_path)])
    frame = pd.read_csv(tmp_path / "solve_time.csv")
    assert sorted(set(frame["ops"])) == [141, 249]  # gpt with 1 and 2 layers
    assert (tmp_path / "solve_time.png").exists()


@pytest.mark.xla
def test_fig_xla_bytes_tiny(tmp_path):
    fig_xla_bytes.main(["--tiny", "--out", str(tmp_path)])
    frame = pd.read_csv(tmp_path / "xla_bytes.csv").set_index("strategy")
    assert frame.loc["shardy", "xla_bytes"] == frame.loc["shardy", "communication_bytes"] == 526_852
    assert (tmp_path / "xla_bytes.png").exists()


def test_fig_memory_tiny(tmp_path):
    fig_memory.main(["--tiny", "--out", str(tmp_path)])
    frame = pd.read_csv(tmp_path / "memory.csv")
    assert list(frame["strategy"]) == ["greedy-aggressive", "shardy", "cpsat-comm", "cpsat-comm"]
    budgeted = frame.dropna(subset=["budget"])
    assert list(budgeted["fraction"]) == [0.6]
    assert list(budgeted["within_budget"]) == list(
        budgeted["peak_memory_bytes"] <= budgeted["budget"]
    )
    assert (tmp_path / "memory.png").exists()
