"""Benchmark of the CP-SAT auto-sharder on GPT training steps: solve time, gap, scaling in L.

    python -m shardsat.experiments.bench_cpsat                 # L = 2, 24, 96 (slow: minutes)
    python -m shardsat.experiments.bench_cpsat --layers 2,24 --time-limits 60,120
    python -m shardsat.experiments.bench_cpsat --tiny          # a smoke run in seconds

Each model is a GPT decoder training step (forward, backward, Adam) lowered from JAX by the zoo
(hidden 1024, 16 heads, seq 512; batch and vocab are the zoo's defaults), solved on a 2x4 mesh
(`data`=2, `model`=4) with the 8xH100 topology. Columns: ops, CP-SAT nodes and how many are
tied to an earlier layer, model size, seconds to build the problem (pricing) and to solve it,
status, objective and bound (ms of estimated step time), gap, greedy's cost and the speed-up.
Exponents are least-squares slopes of log(x) on log(L) for the total seconds (dominated by the
time limits when a run is not proven optimal), the build seconds and the CP-SAT model size.
"""

from __future__ import annotations

import argparse
import json
import math
import os
import time
from pathlib import Path

from shardsat.experiments.tables import markdown_table

DEFAULT_LAYERS = (2, 24, 96)
DEFAULT_LIMITS = (60.0, 120.0, 300.0)
GPT = {"hidden": 1024, "heads": 16, "seq": 512}


def load(layers: int, tiny: bool):
    from shardsat.experiments.zoo import load_model
    from shardsat.model.mesh import Mesh

    mesh = Mesh.of("mesh", data=2, model=4)
    overrides = {"layers": layers} if tiny else {"layers": layers, **GPT}
    return load_model("gpt-train", mesh=mesh, **overrides), mesh


def split_options(options: dict) -> tuple[dict, object]:
    """(`solve` keywords, `Tuning`) of `--option` pairs: `Tuning` fields go to the tuning."""
    from dataclasses import fields, replace

    from shardsat.solver.cpsat.tuning import Tuning

    names = {f.name for f in fields(Tuning)}
    tuning = replace(Tuning(), **{k: v for k, v in options.items() if k in names})
    return {k: v for k, v in options.items() if k not in names}, tuning


def run_one(
    layers: int, time_limit: float, tiny: bool, workers: int, options: dict | None = None
) -> dict:
    """Load, solve and price one model; one row of the table (`options`: `SolveOptions` or
    `Tuning` fields)."""
    from shardsat.cost.evaluate import evaluate
    from shardsat.cost.topology import load_topology
    from shardsat.solver.cpsat.driver import solve
    from shardsat.solver.propagation.driver import propagate

    start = time.perf_counter()
    program, mesh = load(layers, tiny)
    loaded = time.perf_counter() - start
    topology = load_topology("h100x8", mesh)
    options = options or {}
    keywords, tuning = split_options(options)
    sol = solve(program, mesh, topology, time_limit=time_limit, workers=workers, tuning=tuning,
                **keywords)  # fmt: skip
    greedy = evaluate(program, propagate(program), mesh, topology).total_ns
    check = evaluate(program, sol, mesh, topology).total_ns
    stats = sol.stats
    return {
        "layers": layers,
        "ops": len(program.main.ops),
        "nodes": stats["nodes"],
        "tied": stats["tied_nodes"],
        "merged": stats["merged_uses"],
        "variables": stats["model_size"]["variables"],
        "constraints": stats["model_size"]["constraints"],
        "load_s": round(loaded, 2),
        "build_s": round(stats["build_seconds"], 2),
        "solve_s": round(sol.solve_seconds - stats["build_seconds"], 2),
        "total_s": round(sol.solve_seconds, 2),
        "status": sol.status.value,
        "objective_ms": sol.objective / 1e6,
        "bound_ms": sol.bound / 1e6,
        "gap": sol.gap,
        "greedy_ms": greedy / 1e6,
        "speedup_vs_greedy": greedy / sol.objective if sol.objective else None,
        "objective_equals_evaluate": check == sol.objective,
        "descent": stats.get("descent"),
        "descent_rounds": stats.get("descent_rounds"),
        "final_solve": stats.get("final_solve"),
        "presolve_removed": stats.get("presolve_removed"),
        "options": options,
        "load_avg_1m": round(os.getloadavg()[0], 2),  # the machine is shared: context for times
    }


def exponent(rows: list[dict], key: str = "total_s") -> float | None:
    """Least-squares slope of log(rows[key]) on log(layers)."""
    pts = [(math.log(r["layers"]), math.log(r[key])) for r in rows if r[key] > 0]
    if len(pts) < 2:
        return None
    mx = sum(x for x, _ in pts) / len(pts)
    my = sum(y for _, y in pts) / len(pts)
    den = sum((x - mx) ** 2 for x, _ in pts)
    return sum((x - mx) * (y - my) for x, y in pts) / den if den else None


def table(rows: list[dict]) -> str:
    cols = ["layers", "ops", "nodes", "tied", "variables", "build_s", "solve_s", "status",
            "objective_ms", "bound_ms", "gap", "greedy_ms", "speedup_vs_greedy"]  # fmt: skip

    def fmt(v) -> str:
        if isinstance(v, float):
            return f"{v:.4g}"
        return str(v)

    return markdown_table(cols, ([fmt(r[c]) for c in cols] for r in rows))


def memory_experiment(budget_gib: float, low_gib: float, time_limit: float, workers: int) -> dict:
    """GPT-1.3B training step on 8 devices: a budget that rules out pure data parallelism (the
    replicated parameters and Adam state alone exceed it) must still be met, and a budget below
    the per-device lower bound must be explained."""
    from shardsat.cost.evaluate import evaluate
    from shardsat.cost.memory import value_bytes
    from shardsat.cost.topology import load_topology
    from shardsat.experiments.zoo import load_model
    from shardsat.model.mesh import Mesh
    from shardsat.solver.cpsat.driver import solve

    mesh = Mesh.of("mesh", data=2, model=4)
    program = load_model("gpt-1.3b-train", mesh=mesh)
    topology = load_topology("h100x8", mesh)
    args = sum(value_bytes(program.value(a).type, None, mesh) for a in program.main.args)
    out = {"replicated_arguments_gib": args / 2**30, "budget_gib": budget_gib}
    sol = solve(program, mesh, topology, memory_budget=int(budget_gib * 2**30),
                time_limit=time_limit, workers=workers)  # fmt: skip
    out["status"] = sol.status.value
    out["conflicts"] = list(sol.conflicts)
    from shardsat.solver.propagation.driver import propagate

    out["greedy_peak_gib"] = (
        evaluate(program, propagate(program), mesh, topology).peak_memory_bytes / 2**30
    )
    if sol.shardings:
        report = evaluate(program, sol, mesh, topology)
        out["peak_gib"] = report.peak_memory_bytes / 2**30
        out["step_ms"] = report.total_ns / 1e6
        out["bound_ms"] = sol.bound / 1e6 if sol.bound is not None else None
        out["gap"] = sol.gap
        out["solve_s"] = round(sol.solve_seconds, 1)
        out["descent"] = sol.stats.get("descent", [])
    low = solve(program, mesh, topology, memory_budget=int(low_gib * 2**30),
                time_limit=time_limit, workers=workers)  # fmt: skip
    out["low_budget_gib"] = low_gib
    out["low_status"] = low.status.value
    out["low_conflicts"] = list(low.conflicts)
    return out


def set_cpsat_params(params, items: dict) -> None:
    """CP-SAT parameters by name (`--param`): repeated fields (`subsolvers`) take a
    `+`-separated list, the others a number, boolean or enum name."""
    for key, value in items.items():
        field = getattr(params, key)
        if hasattr(field, "append"):
            field.extend(str(value).split("+"))
        else:
            setattr(params, key, value)


def thin_trace(trace: list[tuple[float, float]], keep: int = 12) -> list[tuple[float, float]]:
    """At most `keep` points of a bound trace (seconds, ms), always the last one."""
    if len(trace) <= keep:
        return trace
    step = len(trace) / keep
    return [trace[int(i * step)] for i in range(keep - 1)] + [trace[-1]]


def analyze(
    layers: int,
    bound_seconds: float,
    options: dict,
    params: dict | None = None,
    upper_ms: float | None = None,
) -> dict:
    """Where the gap is: candidates per distinct node, what the presolve removes (with and
    without the merged-use rule), and, when `bound_seconds` > 0, the bound `max_lp` proves alone
    (one worker, no hint) on the solver's encoding, or the one `options` select
    (`marginal_limit`, `shared_pairs`); `params` are CP-SAT parameters replacing the default
    `subsolvers=max_lp` (e.g. `subsolvers=lb_tree_search`, `cut_level=0`); `upper_ms` bounds
    the objective from above as a known plan does in the final solve."""
    from collections import Counter

    from ortools.sat.python import cp_model
    from shardsat.cost.topology import load_topology
    from shardsat.solver.cpsat.encoding import encode, model_size
    from shardsat.solver.cpsat.merge import tight_uses
    from shardsat.solver.cpsat.presolve import presolve
    from shardsat.solver.cpsat.problem import Pricer, build_problem
    from shardsat.solver.cpsat.tying import tie_nodes

    program, mesh = load(layers, False)
    problem = build_problem(program, mesh, Pricer(mesh, load_topology("h100x8", mesh), "time"))
    rep = tie_nodes(problem)
    tight = tight_uses(problem)
    distinct = [n for n, r in enumerate(rep) if r == n]
    sizes = Counter(len(problem.nodes[n].candidates) for n in distinct)
    out = {
        "layers": layers,
        "nodes": len(problem.nodes),
        "distinct_nodes": len(distinct),
        "candidates": sum(len(node.candidates) for node in problem.nodes),
        "distinct_candidates": sum(len(problem.nodes[n].candidates) for n in distinct),
        "candidates_per_distinct_node": dict(sorted(sizes.items())),
        "presolve_removed_unmerged": presolve(problem, rep).removed,
    }
    pre = presolve(problem, rep, None, tight)
    out["presolve_removed"] = pre.removed
    if bound_seconds > 0:
        _, tuning = split_options(options)  # the solver's defaults unless `options` say otherwise
        enc = encode(pre.problem, rep, tight, tuning)
        enc.model.Minimize(enc.expr(0))
        if upper_ms:  # a known plan's value: what the final solve has (reduced-cost fixing)
            enc.model.Add(enc.expr(0) <= int(upper_ms * 1e6))
        solver = cp_model.CpSolver()
        solver.parameters.num_workers = 1
        solver.parameters.max_time_in_seconds = bound_seconds
        solver.parameters.linearization_level = 2
        set_cpsat_params(solver.parameters, params or {"subsolvers": "max_lp"})
        trace: list[tuple[float, float]] = []
        began = time.perf_counter()
        solver.best_bound_callback = lambda b: trace.append(
            (round(time.perf_counter() - began, 1), b / 1e6)
        )
        code = solver.Solve(enc.model)
        out["model_size"] = model_size(enc)
        out["bound_ms"] = solver.BestObjectiveBound() / 1e6
        out["bound_seconds"] = bound_seconds
        out["cpsat_params"] = params or {"subsolvers": "max_lp"}
        out["bound_trace"] = thin_trace(trace)
        out["status"] = solver.StatusName(code)
        out["upper_ms"] = upper_ms
    out["load_avg_1m"] = round(os.getloadavg()[0], 2)
    return out


def block_problem(problem, tight: list[int], block: list[str], name: str):
    """(problem, tight uses) of one block: the block's node prices and the uses whose nodes all
    lie in it (crossing uses go to `layer`), every node kept as a free copy, every merged use
    kept as a constraint. The blocks' optima sum to at most the whole model's optimum."""
    from dataclasses import replace

    keep, merged = [], set(tight)
    for i, use in enumerate(problem.uses):
        blocks = {block[use.producer]} | {block[n] for n, _, _ in use.consumers}
        owner = blocks.pop() if len(blocks) == 1 else "layer"
        if i in merged or owner == name:
            keep.append(i)
    nodes = [n if block[i] == name else replace(n, costs=[]) for i, n in enumerate(problem.nodes)]
    sub = replace(problem, nodes=nodes, uses=[problem.uses[i] for i in keep])
    return sub, [k for k, i in enumerate(keep) if i in merged]


def decomposition_bound(layers: int, seconds: float, subsolver: str = "max_lp") -> dict:
    """Issue 6's decomposition bound: the tied model split into the layer class (nodes whose
    literals several copies share) and the rest, each block solved alone for `seconds`; the sum
    of the blocks' bounds is a valid bound of the whole model."""
    from ortools.sat.python import cp_model
    from shardsat.cost.topology import load_topology
    from shardsat.solver.cpsat.encoding import encode, model_size
    from shardsat.solver.cpsat.merge import tight_uses
    from shardsat.solver.cpsat.presolve import presolve
    from shardsat.solver.cpsat.problem import Pricer, build_problem
    from shardsat.solver.cpsat.tying import tie_nodes

    program, mesh = load(layers, False)
    problem = build_problem(program, mesh, Pricer(mesh, load_topology("h100x8", mesh), "time"))
    rep, tight = tie_nodes(problem), tight_uses(problem)
    pre = presolve(problem, rep, None, tight).problem
    copies = {r: rep.count(r) for r in set(rep)}
    block = ["layer" if copies[rep[n]] > 1 else "rest" for n in range(len(pre.nodes))]
    out: dict = {"layers": layers, "seconds": seconds, "subsolver": subsolver}
    for name in ("rest", "layer"):
        sub, sub_tight = block_problem(pre, tight, block, name)
        enc = encode(sub, rep, sub_tight)
        enc.model.Minimize(enc.expr(0))
        solver = cp_model.CpSolver()
        set_cpsat_params(solver.parameters, {"num_workers": 1, "max_time_in_seconds": seconds,
                                             "linearization_level": 2, "subsolvers": subsolver})  # fmt: skip
        began = time.perf_counter()
        code = solver.Solve(enc.model)
        out[name] = {
            "distinct_nodes": len({rep[n] for n in range(len(block)) if block[n] == name}),
            "model_size": model_size(enc), "status": solver.StatusName(code),
            "plan_ms": solver.ObjectiveValue() / 1e6, "bound_ms": solver.BestObjectiveBound() / 1e6,
            "seconds": round(time.perf_counter() - began, 1),
        }  # fmt: skip
    out["sum_bound_ms"] = out["rest"]["bound_ms"] + out["layer"]["bound_ms"]
    out["load_avg_1m"] = round(os.getloadavg()[0], 2)
    return out


def descended(layers: int, opts, tuning):
    """The GPT step's solved model (built, tied, merged, presolved, encoded as the solver does)
    and the axis descent's plan after 40 s with `opts` and `tuning`:
    (problem, rep, enc, price, plan, log)."""
    from shardsat.cost.topology import load_topology
    from shardsat.solver.cpsat.descent import axis_descent
    from shardsat.solver.cpsat.driver import greedy_choice
    from shardsat.solver.cpsat.encoding import encode
    from shardsat.solver.cpsat.merge import tight_uses
    from shardsat.solver.cpsat.plan import objective_value
    from shardsat.solver.cpsat.presolve import presolve
    from shardsat.solver.cpsat.problem import Pricer, build_problem
    from shardsat.solver.cpsat.tying import tie_nodes

    program, mesh = load(layers, False)
    problem = build_problem(program, mesh, Pricer(mesh, load_topology("h100x8", mesh), "time"))
    rep, tight = tie_nodes(problem), tight_uses(problem)
    greedy = greedy_choice(problem, program)
    pre = presolve(problem, rep, None, tight)
    problem, start = pre.problem, pre.map_choice(greedy)
    enc = encode(problem, rep, tight, tuning)
    price = lambda c: objective_value(problem, c)  # noqa: E731
    best, log = axis_descent(enc, start, 40.0, opts, tuning, price)
    return problem, rep, enc, price, best, log


def neighbourhoods(enc, size: int) -> list[set[int]]:
    """Sets of about `size` distinct (representative) nodes, each grown breadth-first along
    the uses (producer <-> readers) from a seed; seeds are the distinct nodes not yet covered,
    in program order, so together they cover every node that has a choice."""
    rep = enc.rep
    adjacent: dict[int, set[int]] = {}
    for use in enc.problem.uses:
        ends = {rep[use.producer]} | {rep[n] for n, _, _ in use.consumers}
        for a in ends:
            adjacent.setdefault(a, set()).update(ends - {a})
    free = [n for n, r in enumerate(rep) if r == n and len(enc.problem.nodes[n].candidates) > 1]
    covered: set[int] = set()
    out = []
    for seed in free:
        if seed in covered:
            continue
        hood = _grow(seed, adjacent, size)
        covered |= hood
        out.append(hood)
    return out


def _grow(seed: int, adjacent: dict[int, set[int]], size: int) -> set[int]:
    hood, frontier = {seed}, [seed]
    while frontier and len(hood) < size:
        nxt = [m for n in frontier for m in sorted(adjacent.get(n, ())) if m not in hood]
        hood.update(nxt[: size - len(hood)])
        frontier = nxt
    return hood


def window_candidates(enc, choice: list[int], hood: set[int]) -> list[list[int]]:
    """Every candidate on the nodes of `hood` (and their tied copies), the current one elsewhere."""
    return [
        list(range(len(node.candidates))) if enc.rep[n] in hood else [choice[n]]
        for n, node in enumerate(enc.problem.nodes)
    ]


def window_experiment(layers: int, seconds: float, size: int = 150) -> dict:
    """From the axis descent's plan (40 s, one worker), every neighbourhood re-solved for
    `seconds` with every axis free and the rest fixed: the whole rest block, the whole layer
    block, then `neighbourhoods` of `size` distinct nodes; improvements kept."""
    from shardsat.solver.cpsat.descent import solve_round
    from shardsat.solver.cpsat.options import SolveOptions
    from shardsat.solver.cpsat.tuning import Tuning

    opts, tuning = SolveOptions(workers=1), Tuning()
    problem, rep, enc, price, best, log = descended(layers, opts, tuning)
    copies = {r: rep.count(r) for r in set(rep)}
    choosing = {r for r in copies if len(problem.nodes[r].candidates) > 1}
    hoods = [{r for r in choosing if copies[r] == 1}, {r for r in choosing if copies[r] > 1}]
    rows = []
    for hood in hoods + neighbourhoods(enc, size):
        began = time.perf_counter()
        kept = window_candidates(enc, best, hood)
        found = solve_round(enc, best, "", seconds, opts, tuning, None, kept)
        value = price(found) if found is not None else None
        rows.append((len(hood), value, round(time.perf_counter() - began, 1)))
        if value is not None and value < price(best):
            best = found
    return {"layers": layers, "descent": log, "windows": rows, "final": price(best),
            "load_avg_1m": round(os.getloadavg()[0], 2)}  # fmt: skip


def factor_experiment(
    layers: int, seconds: float, moves: int = 2, params: dict | None = None
) -> dict:
    """From the axis rounds' plan (`factor_moves=0`, 40 s, one worker), one factor round of
    `moves` factors per node for `seconds`: its model size, each plan it finds (seconds, ms),
    and which distinct nodes change (label, copies, factor axes before -> after); `params`:
    CP-SAT parameters of the factor round's solve (`--param`)."""
    from ortools.sat.python import cp_model
    from shardsat.solver.cpsat.descent import factor_candidates, restricted_encoding
    from shardsat.solver.cpsat.encoding import model_size
    from shardsat.solver.cpsat.options import SolveOptions
    from shardsat.solver.cpsat.params import set_parameters
    from shardsat.solver.cpsat.tuning import Tuning

    opts = SolveOptions(workers=1)
    # deterministic axis rounds: the same start plan on every run (one worker: the factor
    # round's search is then reproducible too under `--param max_deterministic_time=...`)
    start_opts = SolveOptions(workers=1, deterministic=True)
    problem, rep, enc, price, best, log = descended(layers, start_opts, Tuning(factor_moves=0))
    params = dict(params or {})
    tuning = Tuning(complete_hint=bool(params.pop("complete_hint", False)))
    began = time.perf_counter()
    kept = factor_candidates(enc, best, moves)
    sub, kept = restricted_encoding(enc, best, "", opts, tuning, kept)
    found: list = []

    class Plans(cp_model.CpSolverSolutionCallback):
        def on_solution_callback(self) -> None:
            found.append((round(time.perf_counter() - began, 1), self.ObjectiveValue() / 1e6))

    solver = cp_model.CpSolver()
    set_parameters(solver.parameters, opts, tuning, seconds)
    set_cpsat_params(solver.parameters, params or {})
    code = solver.Solve(sub.model, Plans())
    changed = []
    if code in (cp_model.OPTIMAL, cp_model.FEASIBLE):
        values = solver.ResponseProto().solution
        new = [
            kept[n][next(c for c, lit in enumerate(lits) if values[lit.Index()])]
            for n, lits in enumerate(sub.x)
        ]
        for n, node in enumerate(problem.nodes):
            if rep[n] == n and new[n] != best[n]:
                axes = lambda c: [[str(a) for a in refs] for refs in node.candidates[c]]  # noqa: E731,B023
                changed.append((node.label, rep.count(n), axes(best[n]), axes(new[n])))
    return {"layers": layers, "moves": moves, "descent": log, "model_size": model_size(sub),
            "status": solver.StatusName(code), "plans": found, "changed": len(changed),
            "params": params or {}, "det": round(solver.ResponseProto().deterministic_time, 2),
            "seconds": round(time.perf_counter() - began, 1),
            "load_avg_1m": round(os.getloadavg()[0], 2)}  # fmt: skip


def fixing_experiment(layers: int, seconds: float, uppers: list[float], lp: str = "") -> dict:
    """Reduced-cost fixing with an LP of our own (`cpsat_fixing`): the solver's model (built,
    tied, merged, presolved, encoded), its LP relaxation from the proto solved by GLOP
    (`lp`: GLOP parameters in text format, e.g. `use_dual_simplex:true`), the Lagrangian bound
    of its duals, and how many literals (all / candidate literals x) each known plan's value in
    `uppers` (ms) fixes. (Re-solving after fixing is pointless: the fixed literals are at 0
    in the LP optimum, so it stays optimal.)"""
    import numpy as np
    from shardsat.cost.topology import load_topology
    from shardsat.experiments import cpsat_fixing as fx
    from shardsat.solver.cpsat.encoding import encode
    from shardsat.solver.cpsat.merge import tight_uses
    from shardsat.solver.cpsat.presolve import presolve
    from shardsat.solver.cpsat.problem import Pricer, build_problem
    from shardsat.solver.cpsat.tying import tie_nodes

    program, mesh = load(layers, False)
    problem = build_problem(program, mesh, Pricer(mesh, load_topology("h100x8", mesh), "time"))
    rep, tight = tie_nodes(problem), tight_uses(problem)
    pre = presolve(problem, rep, None, tight).problem
    enc = encode(pre, rep, tight)
    enc.model.Minimize(enc.expr(0))
    began = time.perf_counter()
    rel = fx.relaxation(enc.model.Proto())
    if lp == "scip":  # the same rows as a MIP, solved by SCIP for `seconds` (a comparison)
        res = fx.solve_mip(rel, seconds)
        return {"layers": layers, "solver": "scip", **res,
                "load_avg_1m": round(os.getloadavg()[0], 2)}  # fmt: skip
    out: dict = {"layers": layers, "relaxation_s": round(time.perf_counter() - began, 2),
                 "rows": rel.matrix.shape[0], "variables": rel.matrix.shape[1],
                 "dropped": rel.dropped, "glop_params": lp}  # fmt: skip
    sol = fx.solve_relaxation(rel, seconds, lp)
    out.update(lp_status=sol.status, lp_ms=sol.value / 1e6, lp_s=round(sol.seconds, 1))
    xs = np.array(sorted({lit.Index() for n, r in enumerate(rep) if r == n for lit in enc.x[n]}))
    out["candidate_literals"] = len(xs)
    rows = []
    for upper in uppers:
        fix = fx.fixings(rel, sol.duals, int(round(upper * 1e6)))
        rows.append({"upper_ms": upper, "bound_ms": fix.bound / 1e6, "zero": len(fix.zero),
                     "one": len(fix.one), "candidates_zero": int(np.isin(fix.zero, xs).sum())})  # fmt: skip
    out["fixings"] = rows
    out["load_avg_1m"] = round(os.getloadavg()[0], 2)
    return out


def parse_options(items: list[str]) -> dict:
    """`key=value` pairs as `solve` keywords: numbers, booleans (true/false) or strings."""
    out: dict = {}
    for item in items:
        key, sep, text = item.partition("=")
        if not sep or not key:
            raise SystemExit(f"--option {item!r}: expected KEY=VALUE")
        value: object = text
        if text.lower() in ("true", "false"):
            value = text.lower() == "true"
        else:
            try:
                value = int(text)
            except ValueError:
                try:
                    value = float(text)
                except ValueError:
                    pass
        out[key] = value
    return out


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--layers", default=",".join(map(str, DEFAULT_LAYERS)))
    parser.add_argument("--time-limits", default=",".join(f"{t:g}" for t in DEFAULT_LIMITS))
    parser.add_argument("--workers", type=int, default=2)
    parser.add_argument("--tiny", action="store_true", help="gpt-tiny sizes, L=1,2, 30 s each")
    parser.add_argument("--out", type=Path, help="write the rows as JSON")
    parser.add_argument(
        "--option", action="append", default=[], metavar="KEY=VALUE",
        help="a `SolveOptions` or `Tuning` field (e.g. descent=0.6, presolve=false), repeatable",
    )  # fmt: skip
    parser.add_argument(
        "--memory", nargs=2, type=float, metavar=("BUDGET_GIB", "LOW_GIB"),
        help="run the GPT-1.3B memory-budget experiment instead",
    )  # fmt: skip
    parser.add_argument("--analyze", type=int, metavar="L", help="gap analysis of one L instead")
    parser.add_argument("--bound-seconds", type=float, default=0.0, help="with --analyze")
    parser.add_argument(
        "--windows", type=int, metavar="L",
        help="window rounds from the descent's plan instead (--bound-seconds per window)",
    )  # fmt: skip
    parser.add_argument(
        "--decompose", type=int, metavar="L",
        help="the layer/rest decomposition bound of one L instead (--bound-seconds per block)",
    )  # fmt: skip
    parser.add_argument(
        "--factors", type=int, metavar="L",
        help="one factor round from the axis rounds' plan instead (--bound-seconds, --moves)",
    )  # fmt: skip
    parser.add_argument("--moves", type=int, default=2, help="with --factors")
    parser.add_argument(
        "--fixing", type=int, metavar="L",
        help="reduced-cost fixing from our own LP (GLOP) instead (--bound-seconds: LP limit)",
    )  # fmt: skip
    parser.add_argument("--uppers", default="2.153216,2.127847,2.121303", help="with --fixing")
    parser.add_argument(
        "--glop", default="",
        help="with --fixing: GLOP parameters (text), or `scip`: the model as a MIP in SCIP",
    )  # fmt: skip
    parser.add_argument(
        "--cli-wall", metavar="MODEL[:MESH]",
        help="time `shardsat solve --model MODEL --time-limit T` as a user runs it (T: the first "
        "--time-limits) and report its wall clock against T",
    )  # fmt: skip
    parser.add_argument("--upper-ms", type=float, help="with --analyze: objective <= this")
    parser.add_argument(
        "--param", action="append", default=[], metavar="KEY=VALUE",
        help="with --analyze: a CP-SAT parameter (subsolvers=a+b, cut_level=0, ...)",
    )  # fmt: skip
    args = parser.parse_args(argv)
    result = single_experiment(args)
    if result is not None:
        print(json.dumps(result, indent=1))
        return 0
    run_table(args)
    return 0


def single_experiment(args: argparse.Namespace) -> dict | None:
    """The one experiment the flags ask for instead of the table (None: the table)."""
    if args.windows:
        return window_experiment(args.windows, args.bound_seconds or 8.0)
    if args.factors:
        return factor_experiment(
            args.factors, args.bound_seconds or 40.0, args.moves, parse_options(args.param)
        )
    if args.fixing:
        uppers = [float(u) for u in args.uppers.split(",") if u]
        return fixing_experiment(args.fixing, args.bound_seconds or 120.0, uppers, args.glop)
    if args.decompose:
        worker = parse_options(args.param).get("subsolvers", "max_lp")
        return decomposition_bound(args.decompose, args.bound_seconds or 30.0, worker)
    if args.analyze:
        return analyze(
            args.analyze, args.bound_seconds, parse_options(args.option),
            parse_options(args.param), args.upper_ms,
        )  # fmt: skip
    if args.memory:
        limit = float(args.time_limits.split(",")[0])
        return memory_experiment(args.memory[0], args.memory[1], limit, args.workers)
    if args.cli_wall:
        return cli_wall(args.cli_wall, float(args.time_limits.split(",")[0]), args.workers)
    return None


def cli_wall(spec: str, limit: float, workers: int) -> dict:
    """The whole command's wall clock (interpreter start-up, loading, greedy, solve, report)
    against its `--time-limit`: what a user waits for."""
    import os
    import subprocess
    import sys

    model, _, mesh = spec.partition(":")
    cmd = [sys.executable, "-m", "shardsat", "solve", "--model", model, "--topology", "h100x8",
           "--time-limit", f"{limit:g}", "--workers", str(workers), "--quiet"]  # fmt: skip
    if mesh:
        cmd += ["--mesh", mesh]
    load = os.getloadavg()[0]
    began = time.perf_counter()
    done = subprocess.run(cmd, capture_output=True, text=True, check=False)
    wall = time.perf_counter() - began
    last = [line for line in done.stdout.splitlines() if line.startswith("status")]
    return {
        "model": model, "mesh": mesh or "data=2,model=4", "limit_s": limit,
        "wall_s": round(wall, 2), "over_s": round(wall - limit, 2), "exit": done.returncode,
        "status": last[-1].split()[-1] if last else None, "load_1m": round(load, 2),
        "stderr": done.stderr.strip().splitlines()[-1:] if done.stderr.strip() else [],
    }  # fmt: skip


def run_table(args: argparse.Namespace) -> None:
    """The scaling table: one solved model per L, its exponents, optionally as JSON."""
    layers = [1, 2] if args.tiny else [int(x) for x in args.layers.split(",")]
    limits = [30.0] if args.tiny else [float(x) for x in args.time_limits.split(",")]
    limits += [limits[-1]] * (len(layers) - len(limits))
    rows = []
    for n, limit in zip(layers, limits, strict=False):
        rows.append(run_one(n, limit, args.tiny, args.workers, parse_options(args.option)))
        print(json.dumps(rows[-1]), flush=True)
    print(table(rows))
    keys = ("total_s", "build_s", "variables", "constraints")
    for key in keys:
        print(f"exponent of {key} in L: {exponent(rows, key)}")
    if args.out:
        exponents = {k: exponent(rows, k) for k in keys}
        args.out.write_text(json.dumps({"rows": rows, "exponents": exponents}, indent=1))


if __name__ == "__main__":
    raise SystemExit(main())
