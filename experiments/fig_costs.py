"""Figure: estimated step time of each strategy per model and mesh (bars, relative to Shardy).

    python -m shardsat.experiments.fig_costs           # docs/figures/costs.png + costs.csv
    python -m shardsat.experiments.fig_costs --tiny    # seconds, for the test suite

Every plan is priced by the same cost model (cost.evaluate) on the h100x8 topology; bars are
normalised to Shardy's own plan on the same case, so < 1 means cheaper than Shardy.
"""

from __future__ import annotations

import sys
from functools import partial
from pathlib import Path

from shardsat.experiments import plots

FULL = plots.STRATEGY_GRID
TINY = {
    "models": ["mlp"],
    "meshes": ["data=2,model=2"],
    "strategies": ["greedy-aggressive", "shardy", "cpsat-time"],
    "time_limit": 1.0,
}


measure = partial(plots.measure_grid, xla=False)


def draw(frame: object, config: dict) -> object:
    import numpy as np

    strategies = config["strategies"]
    plt = plots.pyplot()
    frame = frame.copy()
    frame["case"] = frame["model"] + "\n" + frame["mesh"]
    base = frame[frame["strategy"] == "shardy"].set_index("case")["total_ns"]
    cases = list(dict.fromkeys(frame["case"]))
    width = 0.8 / len(strategies)
    fig, ax = plt.subplots(figsize=(max(6, 1.3 * len(cases)), 4))
    for i, strategy in enumerate(strategies):
        rows = frame[frame["strategy"] == strategy].set_index("case")
        values = [rows["total_ns"].get(c, np.nan) / base.get(c, np.nan) for c in cases]
        xs = np.arange(len(cases)) + (i - (len(strategies) - 1) / 2) * width
        ax.bar(xs, values, width, label=strategy, color=plots.STRATEGY_COLORS.get(strategy))
    ax.axhline(1.0, color="black", linewidth=0.8)
    ax.set_xticks(np.arange(len(cases)), cases, fontsize=8)
    ax.set_ylabel("estimated step time / Shardy's")
    ax.set_title("Plan cost by strategy (cost model, h100x8)")
    ax.legend(fontsize=8, ncols=len(strategies), loc="upper center", bbox_to_anchor=(0.5, -0.18))
    return fig


def main(argv: list[str] | None = None) -> Path:
    return plots.run_figure(__doc__, "costs", TINY, FULL, measure, draw, argv)


if __name__ == "__main__":
    print(main(sys.argv[1:]))
