"""Figure: predicted vs XLA-measured collective bytes per device (scatter with y = x).

    python -m shardsat.experiments.fig_xla_bytes          # docs/figures/xla_bytes.png + .csv
    python -m shardsat.experiments.fig_xla_bytes --tiny

Each point is one plan (model × mesh × strategy): x is what cost.evaluate predicts one device
sends, y what the collectives XLA inserted when compiling the exported plan on fake CPU devices
send (experiments/xla_check.py, same byte convention), for the plan as it is emitted for
execution: greedy and CP-SAT plans with their per-op reshards and pinned values (the planned
export, `compare.planned_export`), Shardy's plan as Shardy's module. Points on the diagonal:
exact prediction. Hollow markers: the same greedy/CP-SAT plan exported with its value shardings
alone (`xla_values_bytes`), where XLA chooses how each op runs.
"""

from __future__ import annotations

import sys
from functools import partial
from pathlib import Path

from shardsat.experiments import plots

FULL = plots.STRATEGY_GRID
TINY = {
    "models": ["mlp-train"],
    "meshes": ["data=2,model=2"],
    "strategies": ["greedy-aggressive", "shardy"],
    "time_limit": 1.0,
}


measure = partial(plots.measure_grid, xla=True)


def draw(frame: object, config: dict) -> object:
    strategies = config["strategies"]
    plt = plots.pyplot()
    fig, ax = plt.subplots(figsize=(5, 5))
    ok = (
        frame.dropna(subset=["communication_bytes", "xla_bytes"])
        if "xla_bytes" in frame
        else frame.iloc[:0]
    )
    for strategy in strategies:
        rows = ok[ok["strategy"] == strategy]
        ax.scatter(rows["communication_bytes"] + 1, rows["xla_bytes"] + 1, s=22, label=strategy,
                   color=plots.STRATEGY_COLORS.get(strategy), alpha=0.8)  # fmt: skip
    values = frame.iloc[:0]
    if "xla_values_bytes" in frame:
        values = frame.dropna(subset=["communication_bytes", "xla_values_bytes"])
        for strategy in strategies:
            rows = values[values["strategy"] == strategy]
            if len(rows):
                ax.scatter(rows["communication_bytes"] + 1, rows["xla_values_bytes"] + 1, s=40,
                           facecolors="none", edgecolors=plots.STRATEGY_COLORS.get(strategy),
                           label=f"{strategy}, values only")  # fmt: skip
    highest = [float(ok[["communication_bytes", "xla_bytes"]].max().max()) if len(ok) else 1.0]
    if len(values):
        highest.append(float(values["xla_values_bytes"].max()))
    top = max(*highest, 1.0) * 2
    ax.plot([1, top], [1, top], color="black", linewidth=0.8, label="y = x")
    ax.set_xscale("log")
    ax.set_yscale("log")
    return plots.finish(
        fig,
        ax,
        "predicted bytes per device + 1 (cost model)",
        "XLA-inserted collective bytes per device + 1",
        "Cost model vs XLA's partitioner",
    )


def main(argv: list[str] | None = None) -> Path:
    return plots.run_figure(__doc__, "xla_bytes", TINY, FULL, measure, draw, argv)


if __name__ == "__main__":
    print(main(sys.argv[1:]))
