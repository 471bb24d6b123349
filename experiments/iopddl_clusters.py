"""Where L's cost sits and what blocks it: the analysis behind the ball search (docs/iopddl.md).

    python -m shardsat.experiments.iopddl_clusters                 # L, 120 s per phase
    python -m shardsat.experiments.iopddl_clusters --seconds 60 --cap-plus 10000000
    python -m shardsat.experiments.iopddl_clusters --seconds 90 --allocation 100
    python -m shardsat.experiments.iopddl_clusters --seconds 60 --fusion 40
    python -m shardsat.experiments.iopddl_clusters --seconds 90 --walk 75
    python -m shardsat.experiments.iopddl_clusters --compare ours.sol toulbar2.sol
    python -m shardsat.experiments.iopddl_clusters --priced-presolve ours.sol --seconds 10

Phases, each from the previous labelling: the engine's start (greedy + forbidden-pair clearing
+ ICM, as `solve` builds it for big models); the dear items (edges and nodes by cost); the ball
search with the memory limits for `--seconds`; the same ball search with every capacity lifted
by `--cap-plus` (default: unlimited), and what that labelling would need in memory; with
`--allocation SECONDS`, the priced walk of allocation.py (as `solve` runs it) from the
hard ball search's labelling instead of the lifted phase; with `--fusion SECONDS`, the same
walk without label fusion, and for every (best, priced labelling) pair it passed to `fuse`:
`fuse`, `label_fusion` on the labels alone, with the last 3 labellings and the lower usage
levels at the overloaded points (`spare=0`), and with one ring of neighbours on their 4
cheapest replies too (the walk's setting), each polished by ICM; with `--walk SECONDS`, the
walk (`_allocation`, as `solve` runs it) from the same hard-ball labelling once per option set
(`WALK_VARIANTS`: the plain walk, then the default one; same seed, one after the other).
With `--priced-presolve SOL`: L's priced model (memory moved into the node costs
at 1 per byte on the points with < 20 M spare at SOL, and unpriced), memory-free, through our
presolve with and without the functional substitution (nodes, edges, literals, seconds), then
`priced_global` from SOL for `--seconds` (priced cost before / after, true cost, overload).
`--fusion` also runs `repeated_fusion` (the walk's setting, 2 repeats) on every pair. Costs are
the reduced model's (presolve constant included), which equal the original instance's.
"""

from __future__ import annotations

import argparse
import copy
import time
from dataclasses import replace
from pathlib import Path

import numpy as np
from shardsat.solver.strategy import allocation as strategy_allocation
from shardsat.solver.strategy.clusters import Prices, dear_ball_search
from shardsat.solver.strategy.deadline import Deadline
from shardsat.solver.strategy.driver import Search, _allocation, initial_solution
from shardsat.solver.strategy.heuristics import State, icm
from shardsat.solver.strategy.io import read_problem
from shardsat.solver.strategy.presolve import reduce, run_presolve
from shardsat.solver.strategy.submodel import edge_literals
from shardsat.solver.strategy.tuning import DEFAULT

DATA = Path("/work/shared/iopddl")
WALK_VARIANTS = {
    "plain walk": replace(
        DEFAULT,
        walk_extend=False,
        fusion_max_over=None,
        fusion_pooled=False,
        fusion_wide_topk=0,
    ),
    "extended rounds, pooled and wide fusion (default)": DEFAULT,
}


def _classes(red) -> dict[str, np.ndarray]:
    live = red.pe - red.ps
    everywhere = live >= max(1, len(red.cap) - 1)
    return {
        "live everywhere (parameters)": everywhere,
        "live >= 1000 points": (live >= 1000) & ~everywhere,
        "live < 1000 points": (live > 0) & (live < 1000),
        "memory-free": live == 0,
    }


def _report(name: str, state: State, t0: float) -> None:
    red = state.red
    prices = Prices(red)
    ec, nc = prices.edges(state.choice), prices.nodes(state.choice)
    slack = red.cap - state.loads
    print(
        f"{time.monotonic() - t0:6.1f}s {name}: cost {state.cost():,} (edges {int(ec.sum()):,}, "
        f"nodes {int(nc.sum()):,}); edges >= 1e7: {int((ec >= 10**7).sum())} carrying "
        f"{int(ec[ec >= 10**7].sum()):,}; min slack {int(slack.min(initial=2**62)):,}, "
        f"points under 20 M slack: {int((slack < 2 * 10**7).sum())}",
        flush=True,
    )


def _fusion_study(state: State, seconds: float, workers: int, rng, t0: float) -> None:
    """The priced walk (fusion off) recording what it passes to `fuse`; then each repair."""
    red = state.red
    pairs: list[tuple[np.ndarray, np.ndarray]] = []
    fuse = strategy_allocation.fuse

    def recording(base: State, new: np.ndarray) -> State:
        pairs.append((base.choice.copy(), new.copy()))
        return fuse(base, new)

    strategy_allocation.fuse = recording
    try:
        log = lambda m: print(f"{time.monotonic() - t0:6.1f}s {m}", flush=True)  # noqa: E731
        search = Search(red, replace(DEFAULT, fusion_seconds=0.0), workers, rng, log=log)
        _allocation(search, state, Deadline.after(seconds))
    finally:
        strategy_allocation.fuse = fuse
    seen: list[np.ndarray] = []
    for k, (base_choice, new) in enumerate(pairs):
        base = State(red, base_choice)
        seen = [*seen[-2:], new]
        over = int((red.loads(new) - red.cap).max())
        row = [f"pair {k}: best {base.cost():,}, priced {red.total(new):,} ({over:,} over)"]
        polished = fuse(base, new)
        icm(polished, Deadline.after(10), rng, max_sweeps=3)
        row.append(f"fuse {polished.cost():,}")
        variants = (
            ("labels", [new], None, 0, 0),
            ("last 3 + levels", seen, 0, 0, 0),
            ("+ 1 hop, top 4 (the walk's)", seen, 0, 1, 4),
        )
        for name, labs, spare, hops, topk in variants:
            free, _ = strategy_allocation.fusion_domains(base, labs, spare, hops, topk)
            t = time.monotonic()
            status, out = strategy_allocation.label_fusion(
                base, labs, 15.0, workers, 0, spare=spare, hops=hops, topk=topk
            )
            if out is not None:
                icm(out, Deadline.after(10), rng, max_sweeps=3)
            cost = f"{out.cost():,}" if out is not None else "no gain"
            row.append(f"{name}: {len(free)} free, {status} {time.monotonic() - t:.1f}s, {cost}")
        t = time.monotonic()
        out, note = strategy_allocation.repeated_fusion(
            base, seen, Deadline.after(60), 15.0, workers, rng, repeats=2
        )
        row.append(f"repeated: {note} ({time.monotonic() - t:.1f}s)")
        print("; ".join(row), flush=True)


def _walk_study(state: State, seconds: float, workers: int, t0: float) -> None:
    """The walk from `state` under each of `WALK_VARIANTS`, same seed, one after the other."""
    log = lambda m: print(f"{time.monotonic() - t0:6.1f}s {m}", flush=True)  # noqa: E731
    for name, tuning in WALK_VARIANTS.items():
        start = State(state.red, state.choice)
        search = Search(state.red, tuning, workers, np.random.default_rng(0), log=log)
        best, found = _allocation(search, start, Deadline.after(seconds))
        _report(f"walk, {name}: {found}", best, t0)


def _read_choice(path: str) -> list[int]:
    text = Path(path).read_text().strip().splitlines()[-1]
    return [int(x) for x in text.strip("[] ").split(",")]


def priced_presolve_study(red, w, sol: str, seconds: float, workers: int) -> None:
    """How far our presolve shrinks the memory-free priced model
    (with and without the functional substitution) and what CP-SAT makes of what is left."""
    choice = _read_choice(sol)
    cur = np.array([int(np.searchsorted(w.orig[v], choice[v])) for v in red.ids])
    state = State(red, cur)
    print(f"labelling {state.cost():,} (fits {state.feasible()})")
    tight = strategy_allocation.tight_prices(red, state.loads, 20_000_000, 1.0)
    for name, lam in (("unpriced", np.zeros(len(red.cap))), ("1 per byte", tight)):
        problem = strategy_allocation.priced_problem(strategy_allocation.priced_model(red, lam))
        for functional in (False, True):
            t = time.monotonic()
            r = reduce(run_presolve(problem, functional=functional))
            lits = edge_literals(r, np.arange(r.m))
            print(
                f"  {name}, functional {functional}: {r.m:,} nodes, {len(r.edges):,} edges, "
                f"{lits:,} literals, largest domain {max(len(c) for c in r.cost)}, "
                f"{time.monotonic() - t:.1f} s"
            )
    out, note = strategy_allocation.priced_global(red, tight, cur, seconds, workers, 0)
    print(f"  {note}")
    if out is not None:
        s = State(red, out)
        print(f"  true cost {s.cost():,}, overload {int((s.loads - red.cap).max()):,}")


def compare(red, w, a_path: str, b_path: str, top: int = 12) -> None:
    """Where two labellings of the same instance differ (B relative to A): cost split into
    node and edge costs, per node class (parameters live everywhere, long- and short-lived
    activations, memory-free), the usage of each class at A's and B's tightest points, and the
    changed clusters (moving one from A to B changes the cost independently of the others)
    with their gain and the usage they add at B's tightest point."""

    def reduced(path: str) -> np.ndarray:
        choice = _read_choice(path)
        return np.array([int(np.searchsorted(w.orig[v], choice[v])) for v in red.ids])

    a, b = reduced(a_path), reduced(b_path)
    sa, sb = State(red, a), State(red, b)
    prices = Prices(red)
    print(f"A {sa.cost():,} (fits {sa.feasible()}), B {sb.cost():,} (fits {sb.feasible()})")
    for name, s in (("A", a), ("B", b)):
        print(
            f"  {name}: nodes {int(prices.nodes(s).sum()):,}, edges {int(prices.edges(s).sum()):,}"
        )
    classes = _classes(red)
    ea, eb = prices.edges(a), prices.edges(b)
    ends = np.array(red.edges, dtype=np.int64)
    pa, pb = int(np.argmin(red.cap - sa.loads)), int(np.argmin(red.cap - sb.loads))
    for name, mask in classes.items():
        idx = np.nonzero(mask)[0]
        moved = int((a[idx] != b[idx]).sum())
        dn = int(prices.nodes(b)[idx].sum() - prices.nodes(a)[idx].sum())
        # an edge's change is split between its two ends' classes
        de = 0.5 * float(((eb - ea) * (mask[ends[:, 0]].astype(int) + mask[ends[:, 1]])).sum())
        use = []
        for p in (pa, pb):
            live = idx[(red.ps[idx] <= p) & (p < red.pe[idx])]
            ua = sum(int(red.var[i][a[i]]) for i in live)
            ub = sum(int(red.var[i][b[i]]) for i in live)
            use.append(f"at point {p}: {ua:,} -> {ub:,}")
        print(
            f"  {name}: {len(idx)} nodes, {moved} moved, node costs {dn:+,}, edge costs "
            f"{de:+,.0f} (half per end); usage {'; '.join(use)}"
        )
    print(
        f"  slack at A's tightest {pa}: {int(red.cap[pa] - sa.loads[pa]):,} -> "
        f"{int(red.cap[pa] - sb.loads[pa]):,}; at B's {pb}: "
        f"{int(red.cap[pb] - sa.loads[pb]):,} -> {int(red.cap[pb] - sb.loads[pb]):,}"
    )
    groups = strategy_allocation.changed_clusters(red, a, b)
    rows = []
    for g in groups:
        gain = strategy_allocation._move_gain(red, a, g, b)
        add = sum(
            int(red.var[i][b[i]] - red.var[i][a[i]]) for i in g if red.ps[i] <= pb < red.pe[i]
        )
        kinds = [n.split(" ")[0] for n, m in classes.items() if m[g].any()]
        rows.append((gain, len(g), add, kinds, g))
    rows.sort(key=lambda r: -r[0])
    pos = sum(r[0] for r in rows if r[0] > 0)
    neg = sum(r[0] for r in rows if r[0] < 0)
    print(
        f"  {len(groups)} changed clusters: gains {pos:,} in those that gain, {neg:,} in those "
        f"that lose (sum {pos + neg:,}; edges between clusters make up the rest)"
    )
    for gain, n, add, kinds, g in rows[:top] + rows[-3:]:
        print(
            f"    gain {gain:+,} on {n} nodes ({', '.join(kinds)}), usage at {pb} {add:+,}; "
            f"first nodes {g[:6].tolist()}"
        )


def main(argv: list[str] | None = None) -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("file", nargs="?", default=str(DATA / "asplos-2025-iopddl-L.json.gz"))
    ap.add_argument("--seconds", type=float, default=120.0, help="per ball-search phase")
    ap.add_argument("--cap-plus", type=int, default=None, help="capacity lift (default: none)")
    ap.add_argument("--workers", type=int, default=2)
    ap.add_argument("--allocation", type=float, default=None, help="priced walk seconds")
    ap.add_argument("--fusion", type=float, default=None, help="walk seconds, then fusions")
    ap.add_argument("--walk", type=float, default=None, help="walk seconds per option set")
    ap.add_argument(
        "--priced-presolve", metavar="SOL", help="the priced model's presolve and global solve"
    )
    ap.add_argument(
        "--compare", nargs=2, metavar=("A", "B"), help="two solution files: where B differs"
    )
    args = ap.parse_args(argv)
    t0 = time.monotonic()
    w = run_presolve(read_problem(args.file))
    red = reduce(w)
    if args.compare:
        compare(red, w, *args.compare)
        return
    if args.priced_presolve:
        priced_presolve_study(red, w, args.priced_presolve, args.seconds, args.workers)
        return
    print(f"{time.monotonic() - t0:6.1f}s presolve: {red.m} nodes, {len(red.edges)} edges")
    rng = np.random.default_rng(0)
    search = Search(red, DEFAULT, args.workers, rng)
    state = initial_solution(search, Deadline.after(170), polish_forest=False)
    _report("start", state, t0)
    dear_ball_search(state, Deadline.after(args.seconds), args.workers, rng)
    _report("ball search with memory", state, t0)
    if args.fusion is not None:
        _fusion_study(state, args.fusion, args.workers, rng, t0)
        return
    if args.walk is not None:
        _walk_study(state, args.walk, args.workers, t0)
        return
    if args.allocation is not None:
        log = lambda m: print(f"{time.monotonic() - t0:6.1f}s {m}", flush=True)  # noqa: E731
        search = Search(red, DEFAULT, args.workers, rng, log=log)
        state, found = _allocation(search, state, Deadline.after(args.allocation))
        _report(f"priced walk {found}", state, t0)
        return
    lifted = copy.copy(red)
    lifted.cap = red.cap + (10**15 if args.cap_plus is None else args.cap_plus)
    free = State(lifted, state.choice)
    dear_ball_search(free, Deadline.after(args.seconds), args.workers, rng)
    _report("ball search, capacity lifted", free, t0)
    over = State(red, free.choice).loads - red.cap
    print(f"  lifted labelling: max overload {int(over.max()):,} on {int((over > 0).sum())} points")
    for name, mask in _classes(red).items():
        a = sum(int(red.var[i][state.choice[i]]) for i in np.nonzero(mask)[0])
        b = sum(int(red.var[i][free.choice[i]]) for i in np.nonzero(mask)[0])
        moved = int((state.choice[mask] != free.choice[mask]).sum())
        print(f"  {name}: {int(mask.sum())} nodes, {moved} moved, usage {a:,} -> {b:,}")


if __name__ == "__main__":
    main()
