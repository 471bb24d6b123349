"""Figure: solve time vs model size (ops), log-log, with the fitted exponent per strategy.

    python -m shardsat.experiments.fig_solve_time          # docs/figures/solve_time.png + .csv
    python -m shardsat.experiments.fig_solve_time --tiny

GPT decoders of growing depth (the zoo's `gpt` family, hidden 64, so only the graph grows) on
data=2,model=4. The exponent b of time ≈ a·ops^b is a least-squares fit on log-log axes. CP-SAT
runs that hit the time limit are drawn hollow (their time is the limit, not a solve time).
"""

from __future__ import annotations

import sys
from pathlib import Path

from shardsat.experiments import plots

FULL = {
    "layers": [1, 2, 4, 8, 16, 24],
    "train": False,
    "mesh": "data=2,model=4",
    "strategies": ["greedy-aggressive", "shardy", "cpsat-time"],
    "time_limit": 30.0,
}
TINY = {
    "layers": [1, 2],
    "train": False,
    "mesh": "data=2,model=2",
    "strategies": ["greedy-aggressive", "cpsat-comm"],
    "time_limit": 1.0,
}


def measure(config: dict, topology: str = "h100x8") -> object:
    model = "gpt-tiny-train" if config["train"] else "gpt-tiny"
    cases = [(model, config["mesh"], {"layers": n}) for n in config["layers"]]
    frame = plots.run_cases(
        cases, config["strategies"], plots.solve_options(config), topology, xla=False
    )
    frame["hit_limit"] = frame["status"].eq("FEASIBLE") & frame["strategy"].str.startswith("cpsat")
    return frame


def draw(frame: object, config: dict) -> object:
    strategies = config["strategies"]
    plt = plots.pyplot()
    fig, ax = plt.subplots(figsize=(6, 4))
    for strategy in strategies:
        rows = frame[(frame["strategy"] == strategy) & frame["solve_seconds"].gt(0)]
        if rows.empty:
            continue
        b, a = plots.fit_power_law(rows["ops"], rows["solve_seconds"])
        color = plots.STRATEGY_COLORS.get(strategy)
        label = f"{strategy} (exponent {b:.2f})"
        solid, hollow = rows[~rows["hit_limit"]], rows[rows["hit_limit"]]
        ax.loglog(solid["ops"], solid["solve_seconds"], "o", color=color, label=label)
        ax.loglog(hollow["ops"], hollow["solve_seconds"], "o", mfc="none", color=color)
        xs = sorted(rows["ops"])
        ax.loglog(xs, [a * x**b for x in xs], "-", color=color, linewidth=0.8)
    return plots.finish(
        fig,
        ax,
        "ops in the program",
        "solve time (s)",
        "Solve time vs model size (GPT, growing depth)",
    )


def main(argv: list[str] | None = None) -> Path:
    return plots.run_figure(__doc__, "solve_time", TINY, FULL, measure, draw, argv)


if __name__ == "__main__":
    print(main(sys.argv[1:]))
