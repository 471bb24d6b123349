"""Figure: the memory vs communication trade-off under per-device memory budgets.

    python -m shardsat.experiments.fig_memory          # docs/figures/memory.png + .csv
    python -m shardsat.experiments.fig_memory --tiny

CP-SAT (bytes objective) is solved without a budget, then with budgets at fractions of that
plan's peak memory; each solved plan is a point (peak memory per device, bytes moved per device).
Greedy and Shardy plans are drawn for reference. Infeasible budgets, and plans returned above
their budget (`within_budget` false), are listed in the CSV but not drawn.
"""

from __future__ import annotations

import sys
from pathlib import Path

from shardsat.experiments import plots

FULL = {
    "model": "mlp-train",
    "mesh": "data=2,model=4",
    "fractions": [1.0, 0.7, 0.5, 0.35, 0.25, 0.15],
    "time_limit": 10.0,
}
TINY = {"model": "mlp-train", "mesh": "data=2,model=2", "fractions": [0.6], "time_limit": 1.0}


def measure(config: dict, topology: str = "h100x8") -> object:
    import pandas as pd
    from shardsat.experiments import compare

    mesh = compare.parse_mesh_spec(config["mesh"])
    case = compare.case_from_model(config["model"], mesh, topology)
    base = plots.solve_options(config)
    rows = []
    for strategy in ("greedy-aggressive", "shardy"):
        rows.append({**compare.strategy_row(case, strategy, base, xla=False), "budget": None})
    free = compare.strategy_row(case, "cpsat-comm", base, xla=False)
    rows.append({**free, "budget": None})
    # budgets are fractions of the unconstrained plan's peak (greedy's if CP-SAT found none)
    reference = free.get("peak_memory_bytes") or rows[0]["peak_memory_bytes"]
    for fraction in config["fractions"]:
        budget = int(reference * fraction)
        row = compare.strategy_row(case, "cpsat-comm", {**base, "memory_budget": budget}, xla=False)
        rows.append({**row, "budget": budget, "fraction": fraction})
    frame = pd.DataFrame(rows)
    # CP-SAT returns no plan (UNKNOWN) rather than one over its budget (docs/cpsat.md "Memory
    # budget"); a row over budget would still be kept in the CSV but not drawn
    frame["within_budget"] = frame["budget"].isna() | (
        frame["peak_memory_bytes"] <= frame["budget"]
    )
    frame.insert(0, "model", case.name)
    frame.insert(1, "mesh", config["mesh"])
    return frame


def draw(frame: object, _config: dict) -> object:
    plt = plots.pyplot()
    fig, ax = plt.subplots(figsize=(6, 4))
    solved = frame[
        frame["status"].isin(["OPTIMAL", "FEASIBLE"]) & frame["peak_memory_bytes"].notna()
    ]
    budgeted = solved[
        solved["strategy"].eq("cpsat-comm") & solved["budget"].notna() & solved["within_budget"]
    ]
    ax.plot(budgeted["peak_memory_bytes"] / 1e6, budgeted["communication_bytes"] / 1e6, "o-",
            color=plots.STRATEGY_COLORS["cpsat-comm"], label="cpsat-comm under a budget")  # fmt: skip
    for budget in budgeted["budget"]:
        ax.axvline(budget / 1e6, color="grey", linewidth=0.5, linestyle=":")
    for strategy in ("greedy-aggressive", "shardy"):
        rows = solved[solved["strategy"] == strategy]
        ax.scatter(rows["peak_memory_bytes"] / 1e6, rows["communication_bytes"] / 1e6, marker="s",
                   s=40, color=plots.STRATEGY_COLORS[strategy], label=strategy, zorder=3)  # fmt: skip
    return plots.finish(
        fig,
        ax,
        "peak memory per device (MB)",
        "bytes moved per device (MB)",
        f"Memory vs communication: {frame['model'].iloc[0]} on {frame['mesh'].iloc[0]}",
    )


def main(argv: list[str] | None = None) -> Path:
    return plots.run_figure(__doc__, "memory", TINY, FULL, measure, draw, argv)


if __name__ == "__main__":
    print(main(sys.argv[1:]))
