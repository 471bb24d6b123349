"""Factor-level CP-SAT vs the same problem lowered to the IOPDDL strategy form, on zoo models.

Both plans are re-priced by `cost.evaluate`; the lowering is exact, so the optima must agree.
Run: `python -m shardsat.experiments.bench_lowering [--comm] [--memory FRACTION] [model ...]`.
"""

from __future__ import annotations

import argparse

from shardsat.cost.evaluate import evaluate
from shardsat.cost.memory import peak_memory
from shardsat.cost.topology import load_topology
from shardsat.model.mesh import Mesh
from shardsat.solver.cpsat.driver import solve
from shardsat.solver.cpsat.tuning import Tuning
from shardsat.solver.lowering import lower_to_strategy_problem
from shardsat.solver.strategy.driver import solve_strategy_problem

DEFAULT_MODELS = ["mlp", "wresnet", "unet", "gpt-tiny", "mlp-train", "moe-tiny"]


def measured_cost(report, objective: str) -> int:
    """The integer the objective minimises: total ns for `time`, bytes for `comm`."""
    return report.communication_bytes if objective == "comm" else report.total_ns


def bench(
    models: list[str], time_limit: float, memory_fraction: float | None = None, objective="time"
) -> None:
    """Zoo models on a 2-device `data` mesh (batch dims seeded): factor-level CP-SAT (exact space: no ties, no merges) vs
    the lowered problem in the strategy engine; both plans re-priced by `cost.evaluate`.
    With `memory_fraction`, the budget is that fraction of the unconstrained optimum's peak."""
    import time

    from shardsat.experiments.zoo import load_model

    print(
        "| model | ops | strategy nodes / edges | largest node | lower s | cpsat (status, s) "
        "| strategy (status, bound, s) | evaluate(decoded) |"
    )
    print("|---|---|---|---|---|---|---|---|")
    for name in models:
        mesh = Mesh.of("mesh", data=2)
        program = load_model(name, mesh=mesh)
        topology = load_topology("h100x8", mesh)
        budget = None
        if memory_fraction is not None:
            free = solve(program, mesh, topology, objective, time_limit=time_limit, workers=1)
            budget = int(memory_fraction * peak_memory(program, free.shardings, mesh).peak_bytes)
        t0 = time.perf_counter()
        lowered, decode = lower_to_strategy_problem(
            program, mesh, topology, objective, memory_budget=budget
        )
        t1 = time.perf_counter()
        factor = solve(
            program, mesh, topology, objective, budget, time_limit=time_limit, workers=1,
            tuning=Tuning(tie_layers=False, merge=False),
        )  # fmt: skip
        t2 = time.perf_counter()
        result = solve_strategy_problem(lowered, time_limit=time_limit, workers=1)
        t3 = time.perf_counter()
        priced = (
            measured_cost(evaluate(program, decode(result.choice), mesh, topology), objective)
            if result.choice
            else "-"
        )
        print(
            f"| {name} | {len(program.main.ops)} | {lowered.num_nodes} / {len(lowered.edges)} "
            f"| {max(len(c) for c in lowered.node_costs)} | {t1 - t0:.2f} "
            f"| {factor.objective} ({factor.status.value}, {t2 - t1:.1f}) "
            f"| {result.cost} ({result.status.value}, {result.bound}, {t3 - t2:.1f}) | {priced} |",
            flush=True,
        )


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("models", nargs="*", default=DEFAULT_MODELS)
    parser.add_argument("--comm", action="store_true", help="communication-bytes objective")
    parser.add_argument("--memory", type=float, help="budget as a fraction of the free peak")
    parser.add_argument("--time-limit", type=float, default=20.0)
    args = parser.parse_args(argv)
    bench(args.models, args.time_limit, args.memory, "comm" if args.comm else "time")


if __name__ == "__main__":
    main()
