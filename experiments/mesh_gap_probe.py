"""Where the gap of a descent-only solve on a large mesh comes from: the plan or the bound.

    python -m shardsat.experiments.mesh_gap_probe                      # gpt-350m, 4x4x4, h100x64
    python -m shardsat.experiments.mesh_gap_probe --model gpt-1.3b-train --bound-seconds 60
    python -m shardsat.experiments.mesh_gap_probe --plan-limit 0       # the bound variants only

1. *The plan* (`--plan-limit S`, 0: skipped): the row of `bench_mesh` (expert plans as seeds,
   `solve` for S seconds); its price split into op prices and use prices, beside each node's
   cheapest op (the node bound), and the pairwise relaxation read at the plan (each use's
   terms `floor(f/k)` per consumer node): what the relaxation loses at this very plan.
2. *The bound* (`--bound-seconds S`, `--repeats R`): the pairwise bound (`bound_pairwise`) on the
   tied problem, cold tables, S seconds per run, variants interleaved in one process: `zero`
   (unpriced cells read 0, as before `cost.reshard_bound`) and `lower` (they read the
   data-movement lower value of `cost.reshard_bound`); the bound at fixed times, sweeps,
   cells priced and the 1-minute load after each run. Every table is fresh per run (the
   pricer's plan cache too), so no run inherits another's prices.
"""

from __future__ import annotations

import argparse
import os
import time
from collections import defaultdict

import numpy as np

CHECKPOINTS = (10, 20, 40, 60, 120, 300)


def load(model: str, mesh_text: str, topology_name: str):
    from shardsat.cost.topology import load_topology
    from shardsat.experiments.compare import parse_mesh_spec
    from shardsat.experiments.zoo import load_model

    mesh = parse_mesh_spec(mesh_text)
    return load_model(model, mesh=mesh), mesh, load_topology(topology_name, mesh)


def fresh_problem(program, mesh, topology):
    """(problem with cold lazy tables and its own pricer, the tied layers)."""
    from shardsat.solver.cpsat.problem import Pricer, build_problem
    from shardsat.solver.cpsat.tying import tie_nodes

    problem = build_problem(program, mesh, Pricer(mesh, topology, "time"))
    return problem, tie_nodes(problem)


def plan_split(problem, choice: list[int]) -> dict:
    """The plan's price as op prices + use prices, the node bound, and the pairwise
    relaxation's value at this plan (what `bound_pairwise` can reach at most here)."""
    from shardsat.solver.cpsat.driver import node_cost_bound

    ops = sum(node.costs[choice[n]] for n, node in enumerate(problem.nodes) if node.costs)
    uses = relaxed = 0
    by_readers: dict[int, list[int]] = defaultdict(lambda: [0, 0])
    for use in problem.uses:
        s = use.rows[choice[use.producer]]
        wanted: dict[int, set[int]] = defaultdict(set)
        for n, _, cols in use.consumers:
            wanted[n].add(cols[choice[n]])
        k = len(wanted)
        targets = set().union(*wanted.values())
        price = sum(use.matrix.cell(s, t, bounded=False) for t in targets)
        terms = sum(
            sum(use.matrix.cell(s, t, bounded=False) for t in ts) // k for ts in wanted.values()
        )
        uses, relaxed = uses + price, relaxed + terms
        by_readers[k][0] += price
        by_readers[k][1] += price - terms
    return {
        "ops_ns": ops,
        "node_bound_ns": node_cost_bound(problem),
        "uses_ns": uses,
        "relaxed_uses_ns": relaxed,
        "by_readers": {k: tuple(v) for k, v in sorted(by_readers.items())},
    }


def run_plan(program, mesh, topology, limit: float, expert_limit: float) -> dict:
    """The bench_mesh row's solve and its plan's split (`plan_split`)."""
    from shardsat.solver.cpsat.driver import solve
    from shardsat.solver.cpsat.plan import match_solution
    from shardsat.solver.expert import build_expert_plans

    found = build_expert_plans(program, mesh, topology, None, expert_limit)
    seeds = [p.solution for p in found.plans]
    start = time.perf_counter()
    sol = solve(program, mesh, topology, time_limit=limit, workers=2, seeds=seeds)
    out = {
        "best_expert": found.plans[0].name if found.plans else None,
        "expert_ns": found.plans[0].cost_ns if found.plans else None,
        "plan_ns": sol.objective,
        "bound_ns": sol.bound,
        "solve_s": round(time.perf_counter() - start, 1),
        "load": round(os.getloadavg()[0], 2),
    }
    problem, _ = fresh_problem(program, mesh, topology)
    choice = match_solution(problem, sol.shardings, sol.op_factor_axes, [])
    if choice is not None:
        out |= plan_split(problem, choice)
    return out


def run_bound(program, mesh, topology, variant: str, seconds: float) -> dict:
    """One pairwise-bound run on cold tables; `zero`: unpriced cells read 0."""
    from shardsat.solver.cpsat.bound_pairwise import PairwiseBound
    from shardsat.solver.cpsat.deadline import Deadline
    from shardsat.solver.cpsat.tables import LazyTable

    problem, rep = fresh_problem(program, mesh, topology)
    original = LazyTable.lower
    if variant == "zero":  # what the bound read before cost.reshard_bound: 0 per unpriced cell
        LazyTable.lower = lambda self: np.maximum(self.cells, 0)  # type: ignore[method-assign]
    try:
        deadline = Deadline.after(seconds)
        state = PairwiseBound(problem, rep)
        setup = deadline.elapsed()
        value = state.run(deadline)
    finally:
        LazyTable.lower = original  # type: ignore[method-assign]
    at = {}
    for mark in CHECKPOINTS:
        seen = [v for t, v in state.trace if t <= mark]
        if mark <= seconds and seen:
            at[mark] = max(seen)
    return {
        "variant": variant,
        "bound_ns": value,
        "at": at,
        "setup_s": round(setup, 2),
        "sweeps": state.sweeps,
        "cells": state.cells_priced,
        "load": round(os.getloadavg()[0], 2),
    }


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--model", default="gpt-350m-train")
    parser.add_argument("--mesh", default="data=4,fsdp=4,model=4")
    parser.add_argument("--topology", default="h100x64")
    parser.add_argument("--plan-limit", type=float, default=120.0)
    parser.add_argument("--expert-time-limit", type=float, default=60.0)
    parser.add_argument("--bound-seconds", type=float, default=40.0)
    parser.add_argument("--repeats", type=int, default=2)
    parser.add_argument("--variants", default="zero,lower")
    args = parser.parse_args(argv)
    program, mesh, topology = load(args.model, args.mesh, args.topology)
    print(f"{args.model} {args.mesh} {args.topology}", flush=True)
    if args.plan_limit > 0:
        print("plan", run_plan(program, mesh, topology, args.plan_limit, args.expert_time_limit),
              flush=True)  # fmt: skip
    for r in range(args.repeats):
        for variant in args.variants.split(","):
            print(f"bound run {r + 1}", run_bound(program, mesh, topology, variant,
                                                  args.bound_seconds), flush=True)  # fmt: skip
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
