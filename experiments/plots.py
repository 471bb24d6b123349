"""Shared pieces of the figure scripts (experiments/fig_*.py).

Each figure script measures with the same code paths as `shardsat compare` (experiments/compare.py),
writes its data as CSV next to the PNG (so a figure's numbers can be read without re-running),
and has a `--tiny` mode the test suite runs (small models, short CP-SAT limits, a temp folder).
matplotlib uses the Agg backend: no display needed.
"""

from __future__ import annotations

import argparse
import os
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

FIGURES = Path(__file__).resolve().parent.parent / "docs" / "figures"
STRATEGY_COLORS = {
    "greedy-basic": "#9ecae1",
    "greedy-aggressive": "#3182bd",
    "shardy": "#fd8d3c",
    "cpsat-comm": "#a1d99b",
    "cpsat-time": "#31a354",
}


STRATEGY_GRID: dict[str, Any] = {
    "models": ["mlp-train", "gpt-tiny", "moe-tiny", "wresnet-train"],
    "meshes": ["data=2,model=4", "data=8"],
    "strategies": ["greedy-basic", "greedy-aggressive", "shardy", "cpsat-comm", "cpsat-time"],
    "time_limit": 10.0,
}
"""The full cases of fig_costs and fig_xla_bytes: one grid, so either figure can be redrawn from
the other's data (`fig_costs --from-csv docs/figures/xla_bytes.csv`)."""


def pyplot() -> Any:
    """matplotlib.pyplot on the Agg backend (imported lazily: the layer rule for heavy deps)."""
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    return plt


def parser(description: str) -> argparse.ArgumentParser:
    """The flags every figure script takes: --tiny, --out, --time-limit."""
    p = argparse.ArgumentParser(description=description)
    p.add_argument("--tiny", action="store_true", help="small and fast (the test suite's mode)")
    p.add_argument("--out", type=Path, default=FIGURES, help="folder for the PNG and CSV")
    p.add_argument("--time-limit", type=float, default=None, help="CP-SAT seconds per solve")
    p.add_argument("--from-csv", type=Path, default=None, help="redraw from a measured CSV")
    return p


def measured(args: argparse.Namespace, measure: Callable[[], Any]) -> Any:
    """The figure's data: read from --from-csv when given, else measured now."""
    import pandas as pd

    return pd.read_csv(args.from_csv) if args.from_csv else measure()


def setup_devices() -> None:
    """Fake XLA CPU devices for the XLA checks (must run before jax is imported)."""
    os.environ.setdefault("XLA_FLAGS", "--xla_force_host_platform_device_count=8")


def finish(fig: Any, ax: Any, xlabel: str, ylabel: str, title: str) -> Any:
    """Label the axes, title and legend of a one-panel figure; returns the figure."""
    ax.set_xlabel(xlabel)
    ax.set_ylabel(ylabel)
    ax.set_title(title)
    ax.legend(fontsize=8)
    return fig


def save(fig: Any, frame: Any, out: Path, name: str) -> Path:
    """Write `<name>.png` and `<name>.csv` into `out` (through temp files); return the PNG path."""
    out.mkdir(parents=True, exist_ok=True)
    png = out / f"{name}.png"
    tmp_png = out / f".{name}.png.tmp"
    fig.savefig(tmp_png, dpi=120, bbox_inches="tight", format="png")
    os.replace(tmp_png, png)
    tmp_csv = out / f".{name}.csv.tmp"
    frame.to_csv(tmp_csv, index=False)
    os.replace(tmp_csv, out / f"{name}.csv")
    pyplot().close(fig)
    return png


def fit_power_law(x: Sequence[float], y: Sequence[float]) -> tuple[float, float]:
    """(exponent b, coefficient a) of the least-squares fit y = a·x^b on log-log axes."""
    import numpy as np

    lx, ly = np.log(np.asarray(x, float)), np.log(np.asarray(y, float))
    if len(lx) < 2 or np.ptp(lx) == 0:
        return float("nan"), float("nan")
    b, log_a = np.polyfit(lx, ly, 1)
    return float(b), float(np.exp(log_a))


def solve_options(config: dict[str, Any]) -> dict[str, Any]:
    """The CP-SAT options of a figure's config (its time limit, 2 workers)."""
    return {"time_limit": config["time_limit"], "workers": 2}


def measure_grid(config: dict[str, Any], xla: bool, topology: str = "h100x8") -> Any:
    """Every strategy on every (model, mesh) of a grid config (`STRATEGY_GRID`'s keys)."""
    cases = [(m, mesh, {}) for m in config["models"] for mesh in config["meshes"]]
    return run_cases(cases, config["strategies"], solve_options(config), topology, xla=xla)


def run_cases(
    cases: Sequence[tuple[str, str, dict[str, Any]]],
    strategies: Sequence[str],
    options: dict[str, Any],
    topology: str,
    xla: bool,
    log: Callable[[str], None] = print,
) -> Any:
    """Compare every (model, mesh, overrides) case; one DataFrame of all rows with mesh added."""
    import pandas as pd
    from shardsat.experiments import compare

    frames = []
    for model, mesh_text, overrides in cases:
        mesh = compare.parse_mesh_spec(mesh_text)
        case = compare.case_from_model(model, mesh, topology, **overrides)
        frame = compare.compare_case(case, strategies, options, xla=xla)
        frame.insert(1, "mesh", mesh_text)
        from shardsat.experiments import zoo

        entry = zoo.lower_entry(model, **overrides)
        frame["ops"] = entry.ops
        frame["parameters"] = entry.parameters
        frames.append(frame)
        log(f"{case.name} on {mesh_text}: {len(frame)} strategies")
    return pd.concat(frames, ignore_index=True)


def run_figure(
    doc: str,
    name: str,
    tiny: dict[str, Any],
    full: dict[str, Any],
    measure: Callable[[dict[str, Any]], Any],
    draw: Callable[[Any, dict[str, Any]], Any],
    argv: Sequence[str] | None,
) -> Path:
    """The `main` of every figure script: parse the shared flags, measure (or read --from-csv),
    draw, and write `<name>.png` and `<name>.csv`; returns the PNG path."""
    args = parser(doc.splitlines()[0]).parse_args(argv)
    setup_devices()
    config = dict(tiny if args.tiny else full)
    if args.time_limit:
        config["time_limit"] = args.time_limit
    frame = measured(args, lambda: measure(config))
    return save(draw(frame, config), frame, args.out, name)
