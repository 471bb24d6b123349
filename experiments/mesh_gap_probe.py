"""Where the gap of a descent-only solve on a large mesh comes from: the plan or the bound.

    python -m shardsat.experiments.mesh_gap_probe                      # gpt-350m, 4x4x4, h100x64
    python -m shardsat.experiments.mesh_gap_probe --model gpt-1.3b-train --bound-seconds 60
    python -m shardsat.experiments.mesh_gap_probe --plan-limit 0       # the bound variants only
    python -m shardsat.experiments.mesh_gap_probe --setup --mesh data=2,model=4 --topology h100x8
    python -m shardsat.experiments.mesh_gap_probe --tiny              # a smoke run

1. *The plan* (`--plan-limit S`, 0: skipped): the row of `bench_mesh` (expert plans as seeds,
   `solve` for S seconds); its price split into op prices and use prices, beside each node's
   cheapest op (the node bound), and the pairwise relaxation read at the plan (each use's
   terms `floor(f/k)` per consumer node): what the relaxation loses at this very plan.
2. *The bound* (`--bound-seconds S`, `--repeats R`): the pairwise bound (`bound_pairwise`) on the
   tied problem, cold tables, S seconds per run, variants interleaved in one process: `zero`
   (unpriced cells read 0, as before `cost.reshard_bound`), `need` (the data-movement lower
   value alone, as before `cost.reshard_dispatch`) and `lower` (the data-movement value and
   the planner's certain gathers, as the solve runs it), `pairwise` (lower values, every read
   of a value split into k pairwise means instead of `bound_shared`'s exact term for a value
   read by 2-4 consumer nodes), `diffusion` (lower values, min-sum diffusion's schedule
   instead of the sequential one, `Tuning.bound_sequential`), `child` (a child process plans
   reshards beside the bound, `solver.cpsat.pricing_job`) and `child-only` (this thread then
   prices only what the child planned; `need-child-only`: with `need`'s lower values), and
   with `--variants ...,priced` every cell priced before the run (minutes; the relaxation's
   own limit); the bound at fixed times, sweeps, cells priced and the 1-minute load after
   each run. Every table is fresh per run (the pricer's plan cache too), so no run inherits
   another's prices.
3. *Where the plan pays above the relaxation* (`--excess`): a user-route solve, then the
   bound on a fresh problem, and the plan's relaxed price minus the bound split per node and
   per term (`plan_excess`), summed by op kind.
4. *The full model's setup* (`--setup`): `encoding.predicted_variables` and the pricing
   estimate the full-model choice weighs, against pricing every table, presolve + encoding
   timed, and the variables encoded.
5. *Pricing speed* (`--pricing N`): N cells sampled from the row's tables, `plan_reshard`
   timed with the steps' text and without (`describe=False`, the solver's pricer), interleaved.
"""

from __future__ import annotations

import argparse
import json
import os
import time
from collections import defaultdict
from contextlib import nullcontext

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


def _cell(matrix, s: int, t: int) -> int:
    """A table's price, lazy (priced now) or materialized (`tables.materialize`)."""
    from shardsat.solver.cpsat.tables import LazyTable

    return matrix.cell(s, t, bounded=False) if isinstance(matrix, LazyTable) else int(matrix[s][t])


def plan_split(problem, choice: list[int], rep: list[int] | None = None) -> dict:
    """The plan's price as op prices + use prices, the node bound, and the relaxation's value
    at this plan (what `bound_pairwise` can reach at most here: a use read by 2-4 consumer
    nodes at its price when `bound_shared` takes it exactly, by more at its groups' shares,
    else the k pairwise means);
    `rep`: the tied layers the bound runs on."""
    from shardsat.solver.cpsat.bound_pairwise import shared_read_term
    from shardsat.solver.cpsat.bound_shared import reader_groups
    from shardsat.solver.cpsat.driver import node_cost_bound

    rep = rep if rep is not None else list(range(len(problem.nodes)))
    ops = sum(node.costs[choice[n]] for n, node in enumerate(problem.nodes) if node.costs)
    uses = relaxed = 0
    by_readers: dict[int, list[int]] = defaultdict(lambda: [0, 0])
    for use in problem.uses:
        s = use.rows[choice[use.producer]]
        wanted: dict[int, set[int]] = defaultdict(set)
        reads: dict[int, list] = defaultdict(list)
        for n, _, cols in use.consumers:
            wanted[n].add(cols[choice[n]])
            reads[n].append(cols)
        k = len(wanted)
        targets = set().union(*wanted.values())
        price = sum(_cell(use.matrix, s, t) for t in targets)
        if shared_read_term(use.producer, reads, rep):  # one term per group at its share
            readers, terms = list(wanted), 0
            for g in reader_groups(k):
                group_targets = set().union(*(wanted[readers[i]] for i in g))
                terms += sum(_cell(use.matrix, s, t) * len(g) // k for t in group_targets)
        else:
            terms = sum(sum(_cell(use.matrix, s, t) for t in ts) // k for ts in wanted.values())
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
    """One pairwise-bound run on cold tables; `zero`: unpriced cells read 0; `pairwise`: no
    exact shared-read terms; `diffusion`: diffusion's schedule; `need...`: the data-need
    lower values alone; `priced`: every cell priced before the run (not counted in its
    seconds); `child`: a child process plans reshards beside it (`pricing_job`),
    `child-only`: and this thread prices only what the child planned."""
    from shardsat.solver.cpsat.bound_pairwise import PairwiseBound, start_pricing_job
    from shardsat.solver.cpsat.deadline import Deadline
    from shardsat.solver.cpsat.tables import LazyTable, lazy_tables

    problem, rep = fresh_problem(program, mesh, topology)
    filled = 0.0
    if variant == "priced":  # every cell priced first: the relaxation's own limit, no laziness
        start = time.perf_counter()
        for table in lazy_tables(problem.uses):
            table.fill()
        filled = time.perf_counter() - start
    original = LazyTable.lower
    if variant == "zero":  # what the bound read before cost.reshard_bound: 0 per unpriced cell
        LazyTable.lower = lambda self: np.maximum(self.cells, 0)  # type: ignore[method-assign]
    floors = variant != "zero" and variant.split("-")[0] != "need"  # before reshard_dispatch
    deadline = Deadline.after(seconds)
    try:
        with start_pricing_job(problem) if "child" in variant else nullcontext() as job:
            state = PairwiseBound(
                problem, rep, shared_reads=variant != "pairwise", job=job, floors=floors,
                sequential=variant != "diffusion",
            )  # fmt: skip
            state.price_here = variant == "child"
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
        "fill_s": round(filled, 1),
        "sweeps": state.sweeps,
        "cells": state.cells_priced,
        "child_plans": job.answered if job is not None else 0,
        "floored": f"{sum(t.floored for t in state.tables)}/{len(state.tables)}",
        "load": round(os.getloadavg()[0], 2),
    }


def plan_excess(state, choice: list[int], top: int = 12) -> dict:
    """Where a plan pays above the relaxation after `state` (a run `PairwiseBound`): the plan's
    relaxed price minus the bound splits exactly into each node's re-parametrised price above
    its minimum and each term's above its own; summed by op kind (of the consumer, for a
    term), and the largest ones. A cluster bound would have to see through the largest."""
    problem = state.problem

    def kind(n: int) -> str:
        op = problem.nodes[n].op
        return op.name if op is not None else "argument"

    by_kind: dict[str, list[int]] = defaultdict(lambda: [0, 0])
    nodes, edges = [], []
    for n in state.order:
        excess = int(state.hat[n][choice[n]]) - state.node_min[n]
        by_kind[kind(n)][0] += excess
        nodes.append((excess, problem.nodes[n].label))
    for e in state.edges:
        cp, cj = choice[e.p], choice[e.j]
        term = int(e.matrix()[e.rows[cp], e.cols[cj]]) - int(e.lam_p[cp]) - int(e.lam_j[cj])
        by_kind[kind(e.j)][1] += term - e.low
        edges.append((term - e.low, f"{problem.nodes[e.p].label} -> {problem.nodes[e.j].label}",
                      e.mult))  # fmt: skip
    for t in state.shared:
        excess = t.value(choice) - t.low
        by_kind[kind(t.readers[0])][1] += excess
        readers = ", ".join(problem.nodes[j].label for j in t.readers)
        edges.append((excess, f"{problem.nodes[t.p].label} -> {readers}", t.mult))
    nodes.sort(reverse=True)
    edges.sort(key=lambda item: -item[0])
    node_excess, term_excess = sum(x for x, _ in nodes), sum(x for x, *_ in edges)
    return {
        "bound_ns": state.bound(),
        "relaxed_plan_ns": state.bound() + node_excess + term_excess,
        "node_excess_ns": node_excess,
        "term_excess_ns": term_excess,
        "by_op_kind_ns": dict(sorted(by_kind.items(), key=lambda kv: -sum(kv[1]))[:top]),
        "top_nodes": nodes[:top],
        "top_terms": edges[:top],
    }


def solved_plan(program, mesh, topology, limit: float):
    """(a user-route solve for `limit` s, a fresh problem, its tied layers, the solve's plan
    there with every tied copy on its representative's candidate, or None when the plan is no
    plan of the model)."""
    from shardsat.solver.cpsat.driver import solve
    from shardsat.solver.cpsat.plan import match_solution

    sol = solve(program, mesh, topology, time_limit=limit, workers=2)
    problem, rep = fresh_problem(program, mesh, topology)
    choice = match_solution(problem, sol.shardings, sol.op_factor_axes, [])
    return sol, problem, rep, None if choice is None else [choice[r] for r in rep]


NOT_IN_MODEL = "the plan is not a plan of the model"


def run_excess(program, mesh, topology, limit: float, seconds: float) -> dict:
    """A user-route solve for `limit` s, then the pairwise bound for `seconds` on a fresh
    problem, and `plan_excess` of the solve's plan there."""
    from shardsat.solver.cpsat.bound_pairwise import PairwiseBound
    from shardsat.solver.cpsat.deadline import Deadline

    sol, problem, rep, choice = solved_plan(program, mesh, topology, limit)
    if choice is None:
        return {"plan_ns": sol.objective, "error": NOT_IN_MODEL}
    state = PairwiseBound(problem, rep)
    state.run(Deadline.after(seconds))
    out = {"plan_ns": sol.objective, "solve_bound_ns": sol.bound, "sweeps": state.sweeps}
    return out | plan_excess(state, choice) | {"load": round(os.getloadavg()[0], 2)}


def full_model_setup(program, mesh, topology) -> dict:
    """What the full-model choice predicts and what the full model then costs: predicted
    variables and pricing estimate, then pricing every table, presolve and encoding timed,
    and the encoded variables."""
    from shardsat.solver.cpsat.encoding import encode, model_size, predicted_variables
    from shardsat.solver.cpsat.merge import tight_uses
    from shardsat.solver.cpsat.presolve import presolve
    from shardsat.solver.cpsat.tables import materialize, pricing_estimate

    problem, rep = fresh_problem(program, mesh, topology)
    out = {"predicted_variables": predicted_variables(problem, rep)}
    out["pricing_estimate_s"] = round(
        pricing_estimate(problem.uses, problem.uses[0].matrix.pricer), 1
    )
    start = time.perf_counter()
    materialize(problem.uses)
    out["pricing_s"] = round(time.perf_counter() - start, 1)
    start = time.perf_counter()
    tight = tight_uses(problem)
    reduced = presolve(problem, rep, None, tight).problem
    enc = encode(reduced, rep, tight)
    out["presolve_encode_s"] = round(time.perf_counter() - start, 1)
    out["variables"] = model_size(enc)["variables"]
    out["load"] = round(os.getloadavg()[0], 2)
    return out


def pricing_speed(program, mesh, topology, cells: int, blocks: int = 10) -> dict:
    """Seconds per reshard plan of `cells` cells sampled from the row's tables (seeded), with
    the steps' text (`plan_reshard`'s default) and without (`describe=False`, what the
    solver's pricer asks for), the two timed in alternating blocks of one run."""
    import random

    from shardsat.cost.reshard import plan_reshard
    from shardsat.solver.cpsat.tables import lazy_tables

    problem, _ = fresh_problem(program, mesh, topology)
    tables = list(lazy_tables(problem.uses))
    rng = random.Random(0)
    sample = []
    for _ in range(cells):
        t = rng.choice(tables)
        sample.append((t.rows[rng.randrange(len(t.rows))], t.targets[rng.randrange(len(t.targets))],
                       t.ttype))  # fmt: skip
    seconds = {True: 0.0, False: 0.0}
    size = -(-cells // blocks)
    for b in range(blocks):
        for describe in (True, False) if b % 2 == 0 else (False, True):
            start = time.perf_counter()
            for src, dst, ttype in sample[b * size : (b + 1) * size]:
                plan_reshard(src, dst, ttype, mesh, topology, describe=describe)
            seconds[describe] += time.perf_counter() - start
    return {
        "cells": cells,
        "described_ms_per_cell": round(seconds[True] / cells * 1e3, 4),
        "bare_ms_per_cell": round(seconds[False] / cells * 1e3, 4),
        "bare_over_described": round(seconds[False] / seconds[True], 3),
        "load": round(os.getloadavg()[0], 2),
    }


def row_parser(description: str, bound_seconds: float) -> argparse.ArgumentParser:
    """The options of a probe of one `bench_mesh` row: model, mesh, topology, the solve's
    limit, the bound's seconds and `--tiny` (`tiny_row` applies it)."""
    parser = argparse.ArgumentParser(description=description)
    parser.add_argument("--model", default="gpt-350m-train")
    parser.add_argument("--mesh", default="data=4,fsdp=4,model=4")
    parser.add_argument("--topology", default="h100x64")
    parser.add_argument("--plan-limit", type=float, default=120.0)
    parser.add_argument("--bound-seconds", type=float, default=bound_seconds)
    parser.add_argument("--tiny", action="store_true", help="gpt-tiny, 2x2x2, seconds (smoke)")
    return parser


def tiny_row(args: argparse.Namespace) -> None:
    """`--tiny`: gpt-tiny on 2x2x2 (h100x8), a 5 s solve and a 2 s bound."""
    if args.tiny:
        args.model, args.mesh, args.topology = "gpt-tiny-train", "data=2,fsdp=2,model=2", "h100x8"
        args.plan_limit, args.bound_seconds = 5, 2


def main(argv: list[str] | None = None) -> int:
    parser = row_parser(__doc__.splitlines()[0], 40.0)
    parser.add_argument("--expert-time-limit", type=float, default=60.0)
    parser.add_argument("--repeats", type=int, default=2)
    parser.add_argument("--variants", default="lower,pairwise")
    parser.add_argument("--setup", action="store_true", help="the full model's setup only")
    parser.add_argument(
        "--excess", action="store_true",
        help="where the plan pays above the relaxation (plan-limit s solve, bound-seconds bound)",
    )  # fmt: skip
    parser.add_argument(
        "--pricing", type=int, default=0, metavar="N",
        help="time N sampled reshard plans with and without the steps' text, then stop",
    )  # fmt: skip
    args = parser.parse_args(argv)
    tiny_row(args)
    if args.tiny:
        args.expert_time_limit, args.repeats = 5, 1
    program, mesh, topology = load(args.model, args.mesh, args.topology)
    print(f"{args.model} {args.mesh} {args.topology}", flush=True)
    if args.setup:
        print("setup", full_model_setup(program, mesh, topology), flush=True)
        return 0
    if args.pricing:
        print("pricing", pricing_speed(program, mesh, topology, args.pricing), flush=True)
        return 0
    if args.excess:
        out = run_excess(program, mesh, topology, args.plan_limit, args.bound_seconds)
        print("excess", json.dumps(out, indent=1), flush=True)
        return 0
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
