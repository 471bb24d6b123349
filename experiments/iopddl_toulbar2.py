"""toulbar2 baseline for the IOPDDL instances: the 2025 contest winner's method, on our presolve.

    python -m shardsat.experiments.iopddl_toulbar2                    # B, G, V, L, contest limits
    python -m shardsat.experiments.iopddl_toulbar2 --tiny             # example.json, a few seconds
    python -m shardsat.experiments.iopddl_toulbar2 FILE --mode hard   # memory as knapsack rows

Why: the winner (ANCHORS.md) solved the strategy selection as a weighted CSP with toulbar2,
the memory cap relaxed into adaptive penalties, best on 23 of 25 instances on 8 cores. This
script measures that method on this machine, as a comparison for our CP-SAT engine (which stays
the engine: toulbar2 is imported lazily, here only). The pipeline:

1. our exact presolve (`presolve.py`), so both solvers see the same reduced model;
2. a `pytoulbar2.CFN`: one variable per reduced node, its (priced) node costs as a unary cost
   function, every residual edge matrix as a binary table; forbidden entries (>= 1e15) are the
   top cost (infinite); costs are the exact integers;
3. memory, `--mode penalty` (the winner's): rounds of toulbar2 (VNS for big models) on the
   model with a price per time point moved into the node costs (`allocation.py`'s
   prices: `var[s]` x the sum of the prices over the node's live points), the prices raised
   near the worst overload after a round that overloads and decayed after one that fits; each
   round's labelling is made to fit by our repairs (greedy, `forest_repair`, `fuse` with the
   best) and every candidate is checked by our exact evaluator on the original instance;
   `--mode hard`: memory as one knapsack (generalized linear) constraint per distinct live
   set of the reduced model, no repair needed;
4. every round is warm-started from the best labelling so far (`read_solution`: toulbar2's
   initial upper bound and value heuristic).
"""

from __future__ import annotations

import argparse
import os
import sys
import tempfile
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path

import numpy as np
import pandas as pd
from shardsat.experiments.iopddl_bench import (
    BEST_KNOWN,
    DATA,
    contest_time_limit,
    instance_letter,
    to_markdown,
    write_tables,
)
from shardsat.model.files import write_atomic
from shardsat.solver.strategy.allocation import (
    _raise_or_decay,
    forest_repair,
    fuse,
    price_extra,
    tight_prices,
)
from shardsat.solver.strategy.deadline import Deadline
from shardsat.solver.strategy.heuristics import State, icm, repair_memory
from shardsat.solver.strategy.io import format_solution, read_problem
from shardsat.solver.strategy.presolve import INF, Reduced, postsolve, reduce, run_presolve
from shardsat.solver.strategy.problem import StrategyProblem, evaluate
from shardsat.solver.strategy.tuning import REPAIRABLE

BIG_MODEL = 5_000  # reduced nodes above which toulbar2 runs its VNS (L), else its default DFBB
VNS_INIT = -1  # VNS start when there is no labelling yet (-1: random; toulbar2's `vnsInitSol`)
SPARE = 20_000_000  # first prices on the points with less than this left (as the priced walk)
PER_BYTE = 1.0  # ... at this price per byte for a node live at all of them
BUMP, DECAY = 0.5, 0.8  # price rise after an overloaded round, decay after a fitting one
REPAIR_SECONDS = 15.0  # forest repair of one overloaded labelling at most this long
MAX_STALE = 10  # rounds in a row whose labelling did not change before the search ends
TB2_VERBOSE = -1  # toulbar2's own log (0: every new solution with its time; `--tb2-verbose`)


@dataclass(frozen=True)
class Tb2Round:
    """One toulbar2 round: its labelling's cost and overload, and the best after it."""

    k: int
    seconds: float
    priced_cost: int | None
    cost: int | None
    overload: int
    fitted: int | None
    best: int | None
    how: str | None = None  # which candidate fitted cheapest (itself, greedy, forest, fuse)


@dataclass(frozen=True)
class Tb2Result:
    """A baseline run: the best feasible labelling (original indices) and its exact cost."""

    choice: tuple[int, ...]
    cost: int | None
    seconds: float
    mode: str
    rounds: tuple[Tb2Round, ...] = ()
    stats: dict = field(default_factory=dict)


# ----------------------------------------------------------------------------- model building


def memory_rows(red: Reduced) -> list[tuple[np.ndarray, int]]:
    """(live nodes, capacity) per distinct live set among the reduced model's memory points,
    the tightest capacity kept: identical rows would only slow toulbar2's knapsack propagation.
    Only nodes with some usage above their least take part."""
    mem = np.nonzero((red.pe > red.ps) & np.array([v.max() > 0 for v in red.var], dtype=bool))[0]
    rows: dict[bytes, tuple[np.ndarray, int]] = {}
    for p in range(len(red.cap)):
        live = mem[(red.ps[mem] <= p) & (p < red.pe[mem])]
        if not len(live):
            continue
        key = live.tobytes()
        cap = int(red.cap[p])
        if key not in rows or cap < rows[key][1]:
            rows[key] = (live, cap)
    return list(rows.values())


def new_cfn(top, vns: int | None = None, seed: int = 1, verbose: int = -1):
    """A pytoulbar2 CFN whose search is VNS when `vns` is given, else toulbar2's complete
    search (HBFS). toulbar2's options are process-global and `CFN(vns=None)` leaves a previous
    VNS setting in place (a later exact solve then stopped unproven), so reset them here."""
    import pytoulbar2

    cfn = pytoulbar2.CFN(top, vns=vns, seed=seed, verbose=verbose)
    if vns is None:
        cfn.Option.searchMethod, cfn.Option.lds, cfn.Option.restart = 0, 0, -1
    return cfn


def build_cfn(
    red: Reduced,
    costs: list[np.ndarray],
    seed: int,
    vns: int | None,
    rows: list[tuple[np.ndarray, int]] = (),
    verbose: int = -1,
):
    """The reduced model as a pytoulbar2 CFN with node costs `costs` (priced or not) and, with
    `rows`, the hard knapsack rows `sum var[i][x_i] <= cap` (toulbar2's `knapsack` constraint,
    the form `AddGeneralizedLinearConstraint` builds; written here directly because that
    helper rescans every tuple per variable, quadratic on L's long rows)."""

    cfn = new_cfn(None, vns, seed, verbose)
    for i in range(red.m):
        cfn.AddVariable(f"x{i}", list(range(len(red.cost[i]))))
    inf = float("inf")
    for i in range(red.m):
        if len(costs[i]) > 1:
            cfn.AddFunction([i], [inf if c >= INF else int(c) for c in costs[i]])
    for (a, b), mat in zip(red.edges, red.mats, strict=True):
        cfn.AddFunction([a, b], [inf if c >= INF else int(c) for c in mat.ravel()])
    for live, cap in rows:
        # knapsack form: sum of coefficients >= rhs; ours is sum var <= cap, so negate
        parts = [str(-cap)]
        for i in live:
            vals = np.nonzero(red.var[i] > 0)[0]
            parts.append(str(len(vals)))
            parts.extend(f"{s} {-int(red.var[i][s])}" for s in vals)
        cfn.CFN.wcsp.postKnapsackConstraint([int(i) for i in live], " ".join(parts), kp=True)
    return cfn


def tb2_labelling(
    red: Reduced,
    costs: list[np.ndarray],
    seconds: float,
    seed: int,
    start: np.ndarray | None = None,
    rows: list[tuple[np.ndarray, int]] = (),
    verbose: int | None = None,
) -> np.ndarray | None:
    """toulbar2's best labelling of the reduced model at node costs `costs` within `seconds`
    (None if it found none), warm-started from `start` when given."""
    if red.m == 0:
        return np.zeros(0, dtype=np.int64)
    vns = VNS_INIT if red.m > BIG_MODEL else None
    cfn = build_cfn(red, costs, seed, vns, rows, TB2_VERBOSE if verbose is None else verbose)
    if start is not None:
        with tempfile.NamedTemporaryFile("w", suffix=".sol", delete=False) as f:
            f.write(" ".join(str(int(s)) for s in start) + "\n")
        try:
            cfn.CFN.read_solution(f.name, True)
        finally:
            os.unlink(f.name)
    res = cfn.Solve(timeLimit=max(1, int(seconds)))
    if res is None:
        return None
    return np.asarray(res[0], dtype=np.int64)


# ------------------------------------------------------------------------------------- search


def _fitted(
    red: Reduced, best: State | None, cur: np.ndarray, until: Deadline, rng
) -> list[tuple[str, State]]:
    """The round's labelling made to fit: itself, the greedy repair, the forest repair (at most
    `REPAIR_SECONDS`, only at most `REPAIRABLE` over, as in the priced walk: it fails on L's
    0.1-5e9 overloads and costs its 15 s), and `fuse` of its trades into the best."""
    state = State(red, cur)
    if state.feasible():
        return [("itself", state)]
    out = []
    greedy = State(red, cur)
    if repair_memory(greedy, until.sub(2.0)):
        icm(greedy, until, rng, max_sweeps=3)
        out.append(("greedy", greedy))
    if int((state.loads - red.cap).max()) <= REPAIRABLE:
        forest = State(red, cur)
        if forest_repair(forest, until.sub(REPAIR_SECONDS), rng):
            icm(forest, until, rng, max_sweeps=3)
            out.append(("forest", forest))
    if best is not None:
        out.append(("fuse", fuse(best, cur)))
    return [(n, s) for n, s in out if s.feasible() and s.cost() < INF]


def worst_rows(red: Reduced, loads: np.ndarray, count: int) -> list[tuple[np.ndarray, int]]:
    """Knapsack rows of the `count` most overloaded points (distinct live sets): the lazy form
    of `--mode hard` for L, whose 18,384 rows hold 45 M terms."""
    over = loads - red.cap
    mem = np.nonzero(red.pe > red.ps)[0]
    out: dict[bytes, tuple[np.ndarray, int]] = {}
    for p in np.argsort(-over, kind="stable"):
        if over[p] <= 0 or len(out) >= count:
            break
        live = mem[(red.ps[mem] <= p) & (p < red.pe[mem])]
        live = live[[red.var[i].max() > 0 for i in live]]
        out.setdefault(live.tobytes(), (live, int(red.cap[p])))
    return list(out.values())


def penalty_search(
    red: Reduced,
    deadline: Deadline,
    seed: int,
    round_seconds: float,
    log: Callable[[str], None] | None = None,
    lazy_rows: int = 0,
    start: np.ndarray | None = None,
    max_rounds: int | None = None,
) -> tuple[State | None, list[Tb2Round]]:
    """Rounds of toulbar2 on the priced model (round 0 without prices); prices per point as in
    the priced walk (first on the points with < `SPARE` left at the round-0 labelling, at
    `PER_BYTE`; then raised near the worst overload / decayed after a fit). Returns the best
    feasible labelling and the rounds. With `lazy_rows`, the knapsack rows of that many most
    overloaded points of every round are added as hard constraints to the later rounds; with
    `start` (a feasible reduced labelling) the rounds begin from it; `max_rounds` caps the
    rounds (toulbar2 calls), else the deadline alone ends the search."""
    rng = np.random.default_rng(seed)
    lam = np.zeros(len(red.cap), dtype=np.float64)
    best = None
    if start is not None and State(red, start).feasible() and red.total(start) < INF:
        best = State(red, start)
    rounds: list[Tb2Round] = []
    prev = None
    rows: list[tuple[np.ndarray, int]] = []
    k = stale = 0
    over = np.zeros(len(red.cap), dtype=np.int64)
    while not deadline.expired(2.0) and (max_rounds is None or k < max_rounds):
        t = time.monotonic()
        extra = price_extra(red, lam)
        costs = [c + x for c, x in zip(red.cost, extra, strict=True)]
        secs = min(round_seconds, deadline.left() - 1.0)
        cur = tb2_labelling(red, costs, secs, seed + k, start, rows)
        if cur is None:
            break
        if prev is not None and np.array_equal(cur, prev):
            # the prices moved too little to change the optimum: move them on (V stopped at
            # 15 s of 300 when this ended the search), at most MAX_STALE times in a row
            stale += 1
            if stale > MAX_STALE:
                break
            _raise_or_decay(lam, over, SPARE, BUMP, DECAY)
            k += 1
            continue
        stale = 0
        prev = cur
        loads = red.loads(cur)
        over = loads - red.cap
        how, fitted, best = _keep_best(_fitted(red, best, cur, deadline, rng), best)
        if lazy_rows:
            rows += worst_rows(red, loads, lazy_rows)
        if k == 0:
            lam = tight_prices(red, loads, SPARE, PER_BYTE)
        else:
            _raise_or_decay(lam, over, SPARE, BUMP, DECAY)
        start = best.choice if best is not None else cur
        row = _round_row(red, k, t, extra, cur, over, fitted, best, how)
        rounds.append(row)
        if log:
            log(f"round {row}")
        k += 1
        if k == 1 and row.overload <= 0 and red.m <= BIG_MODEL:
            break  # the relaxation's optimum (DFBB) fits: nothing left to price
    return best, rounds


def _keep_best(cands: list[tuple[str, State]], best: State | None):
    """(how, fitted, new best): the cheapest fitted candidate, and the best after it."""
    how, fitted = min(cands, key=lambda c: c[1].cost()) if cands else (None, None)
    if fitted is not None and (best is None or fitted.cost() < best.cost()):
        best = fitted
    return how, fitted, best


def _round_row(red, k, t, extra, cur, over, fitted, best, how) -> Tb2Round:
    """The log row of round `k` (started at `t`) of the penalty search."""
    return Tb2Round(
        k=k,
        seconds=round(time.monotonic() - t, 1),
        priced_cost=red.total(cur) + int(sum(int(extra[i][cur[i]]) for i in range(red.m))),
        cost=red.total(cur),
        overload=int(over.max(initial=0)),
        fitted=fitted.cost() if fitted is not None else None,
        best=best.cost() if best is not None else None,
        how=how,
    )


def hard_search(
    red: Reduced, deadline: Deadline, seed: int, log: Callable[[str], None] | None = None
) -> tuple[State | None, list[Tb2Round]]:
    """One toulbar2 run with the memory limits as hard knapsack rows (no repair needed)."""
    t = time.monotonic()
    rows = memory_rows(red)
    cur = tb2_labelling(red, red.cost, deadline.left() - 1.0, seed, rows=rows)
    if cur is None:
        return None, [Tb2Round(0, round(time.monotonic() - t, 1), None, None, 0, None, None)]
    state = State(red, cur)
    over = int((state.loads - red.cap).max(initial=0))
    best = state if state.feasible() else None
    row = Tb2Round(0, round(time.monotonic() - t, 1), None, state.cost(), over, None, None)
    if log:
        log(f"hard: {len(rows)} knapsack rows, {row}")
    return best, [row]


def solve_toulbar2(
    problem: StrategyProblem,
    time_limit: float,
    seed: int = 1,
    mode: str = "penalty",
    round_seconds: float | None = None,
    log: Callable[[str], None] | None = None,
    lazy_rows: int = 0,
    start: list[int] | str | None = None,
) -> Tb2Result:
    """Presolve, toulbar2 (`mode` penalty or hard), postsolve, exact evaluation. The time limit
    includes the presolve; rounds default to a sixth of it (at least 5 s). `start`: a feasible
    labelling of the original instance (e.g. our engine's final one) to begin from, or "ours":
    our engine's start heuristics (greedy with forward checking, forbidden-pair clearing, ICM;
    `driver.initial_solution`, a quarter of the time at most)."""
    t0 = time.monotonic()
    deadline = Deadline(t0 + time_limit - min(5.0, 0.03 * time_limit))
    w = run_presolve(problem)
    red = reduce(w)
    stats = {"presolve_seconds": round(time.monotonic() - t0, 1), "nodes": red.m}
    if mode == "hard":
        best, rounds = hard_search(red, deadline, seed, log)
    else:
        rs = round_seconds if round_seconds else max(5.0, time_limit / 6)
        if isinstance(start, str):
            init = our_start(red, Deadline.after(0.25 * time_limit), seed)
            stats["our_start"] = red.total(init)
        else:
            init = None if start is None else to_reduced(w, red, start)
        best, rounds = penalty_search(red, deadline, seed, rs, log, lazy_rows, init)
    if best is None:
        return Tb2Result((), None, time.monotonic() - t0, mode, tuple(rounds), stats)
    choice = postsolve(w, red, best.choice)
    ev = evaluate(problem, choice)
    stats["reduced_cost"] = best.cost()
    return Tb2Result(tuple(choice), ev.cost, time.monotonic() - t0, mode, tuple(rounds), stats)


def our_start(red: Reduced, until: Deadline, seed: int) -> np.ndarray:
    """Our engine's start for this model: `initial_solution` and, if it leaves forbidden pairs,
    the clearing balls and soft LNS that `driver.solve` runs."""
    from shardsat.solver.strategy import driver
    from shardsat.solver.strategy.heuristics import forbidden_edges

    search = driver.Search(red, workers=2, rng=np.random.default_rng(seed))
    state = driver.initial_solution(search, until, polish_forest=red.m <= BIG_MODEL)
    if forbidden_edges(red, state.choice):
        clear_until = Deadline.after(30.0)
        driver._clear_by_balls(search, state, clear_until)
        driver._lns(search, state, clear_until, until_clear=True)
    return state.choice


def to_reduced(w, red: Reduced, choice: list[int]) -> np.ndarray:
    """The reduced labelling of an original one (each kept node's original strategy's index
    among its kept strategies); the original must use only strategies presolve kept."""
    return np.array([int(np.searchsorted(w.orig[v], choice[v])) for v in red.ids], dtype=np.int64)


# ----------------------------------------------------------------------------------------- CLI


def run_one(
    path: Path,
    time_scale: float,
    seed: int,
    mode: str,
    round_seconds,
    log,
    lazy_rows=0,
    start=None,
    save=None,
) -> dict:
    letter = instance_letter(path)
    limit = contest_time_limit(letter) * time_scale
    problem = read_problem(path)
    load = os.getloadavg()[0]
    init = start if start in (None, "ours") else _read_choice(start)
    res = solve_toulbar2(problem, limit, seed, mode, round_seconds, log, lazy_rows, init)
    if save and res.choice:
        write_atomic(save, format_solution(res.choice) + "\n")
    best = BEST_KNOWN.get(letter)
    return {
        "instance": letter,
        "mode": mode,
        "time_limit_s": limit,
        "cost": res.cost,
        "best_known": best,
        "ratio_best": None if res.cost is None or not best else round(res.cost / best, 4),
        "seconds": round(res.seconds, 1),
        "rounds": len(res.rounds),
        "lazy_rows": lazy_rows,
        "start": res.stats.get("our_start")
        if start == "ours"
        else (None if start is None else evaluate(problem, init).cost),
        "reduced_nodes": res.stats.get("nodes"),
        "load_start": round(load, 2),
        "load_end": round(os.getloadavg()[0], 2),
    }


def _read_choice(path: str) -> list[int]:
    """A solution list `[s0, s1, ...]` (the CLI's last line / `write_solution`)."""
    text = Path(path).read_text().strip().splitlines()[-1]
    return [int(x) for x in text.strip("[] ").split(",")]


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("files", nargs="*", help="instances (default: B, G, V, L from the data dir)")
    ap.add_argument("--tiny", action="store_true", help="example.json only")
    ap.add_argument("--mode", choices=("penalty", "hard"), default="penalty")
    ap.add_argument("--time-scale", type=float, default=1.0)
    ap.add_argument("--round-seconds", type=float, default=None)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--lazy-rows", type=int, default=0, help="hard rows per round (penalty)")
    ap.add_argument(
        "--start", default=None, help='a solution file to begin from, or "ours" (penalty)'
    )
    ap.add_argument("--save", default=None, help="write the best solution list here")
    ap.add_argument("--out", default=None, help="output path stem (CSV + markdown)")
    ap.add_argument("-v", "--verbose", action="store_true")
    ap.add_argument("--tb2-verbose", type=int, default=-1, help="toulbar2's verbosity")
    args = ap.parse_args(argv)
    global TB2_VERBOSE
    TB2_VERBOSE = args.tb2_verbose
    if args.tiny:
        files = [DATA / "example.json"]
        args.time_scale = min(args.time_scale, 5 / 60)
    else:
        files = [Path(f) for f in args.files] or [
            DATA / f"asplos-2025-iopddl-{x}.json.gz" for x in "BGVL"
        ]
    t0 = time.monotonic()

    def log(msg: str) -> None:
        print(f"[{time.monotonic() - t0:6.1f}s load {os.getloadavg()[0]:.2f}] {msg}", flush=True)

    rows = []
    for f in files:
        row = run_one(
            f,
            args.time_scale,
            args.seed,
            args.mode,
            args.round_seconds,
            log,
            args.lazy_rows,
            args.start,
            args.save,
        )
        rows.append(row)
        print(row, flush=True)
    df = pd.DataFrame(rows)
    if args.out:
        write_tables(df, Path(args.out))
    print(to_markdown(df))
    return 0


if __name__ == "__main__":
    sys.exit(main())
