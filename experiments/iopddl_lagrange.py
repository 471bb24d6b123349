"""IOPDDL: the priced model collapsed by the Lagrangian rounds' presolve, at given prices per byte.

    python -m shardsat.experiments.iopddl_lagrange K --prices 0,0.5,1,2,4,8
    python -m shardsat.experiments.iopddl_lagrange K --prices 4 --from 1 --compare forest,bp,lns
    python -m shardsat.experiments.iopddl_lagrange --tiny     # B, a few seconds

For each price (per byte of a node live at every point, as `lagrange.lagrange_rounds` sets it)
the priced model goes through `PricedPresolve` (structural presolve once, replayed per price,
dominance on the collapsed model); the collapsed model's size is printed, then a labelling of
it from the round's local search (`_polished_start` with BP, `--seconds` long), postsolved, with
its true cost and how far it is over the memory limit. That answers where an instance's cost
sits: in the price (the fitting labellings are near the best known) or in the search on the
collapsed model (the memory-free labelling is already dear). `--compare` runs, from the
labelling of price `--from` (saved by an earlier run of the same instance in `--dir`), the
round's moves one by one for `--seconds` each: forest + ICM, BP then forest + ICM, CP-SAT
LNS on BFS neighbourhoods, and restricted-domain CP-SAT (`domains.py`, widths 1-3).
"""

from __future__ import annotations

import argparse
import time
from pathlib import Path

import numpy as np
from shardsat.experiments.iopddl_bench import DATA
from shardsat.solver.strategy.allocation import priced_model
from shardsat.solver.strategy.deadline import Deadline
from shardsat.solver.strategy.domains import candidate_domains, restrict, solve_restricted
from shardsat.solver.strategy.driver import Search, _lns
from shardsat.solver.strategy.heuristics import State, forest_moves, icm, min_sum_bp
from shardsat.solver.strategy.io import read_problem
from shardsat.solver.strategy.lagrange import PricedPresolve, _hint, _polished_start, _postsolve
from shardsat.solver.strategy.presolve import reduce, run_presolve
from shardsat.solver.strategy.submodel import edge_literals


def instance_path(name: str) -> Path:
    """A letter (K) names a shared contest instance; anything else is a path."""
    return DATA / f"asplos-2025-iopddl-{name}.json.gz" if len(name) == 1 else Path(name)


def report(red, stages, choice: np.ndarray, lam: np.ndarray) -> str:
    """True cost, overload and priced cost of a collapsed labelling, postsolved."""
    out = _postsolve(stages, choice)
    st = State(red, out)
    over = int((st.loads - red.cap).max(initial=0))
    return f"true {st.cost()} over {over} priced {priced_model(red, lam).total(out)}"


def sweep(red, pre, prices: list[float], seconds: float, save: Path | None) -> None:
    """One line per price: the collapsed model, then its local-search labelling."""
    points = max(len(red.cap), 1)
    for per_byte in prices:
        lam = np.full(len(red.cap), per_byte / points)
        t0 = time.time()
        stages = pre.stages(lam)
        r = stages[-1][1]
        entries = sum(m.size for m in r.mats)
        lits = edge_literals(r, np.arange(r.m))
        print(
            f"per byte {per_byte}: collapsed {r.m} nodes {len(r.edges)} edges {entries} entries "
            f"{lits} literals ({time.time() - t0:.1f}s)",
            flush=True,
        )
        if r.m == 0:
            continue
        rng = np.random.default_rng(0)
        choice = _polished_start(r, [], Deadline.after(seconds), rng, local=True)
        print(f"  local search {seconds:.0f}s: {report(red, stages, choice, lam)}", flush=True)
        if save is not None:
            np.save(save / f"price_{per_byte}.npy", _postsolve(stages, choice))


def compare(red, pre, per_byte: float, start: np.ndarray, modes: list[str], seconds: float):
    """The round's moves one by one from `start` (original labelling) on the collapsed model."""
    lam = np.full(len(red.cap), per_byte / max(len(red.cap), 1))
    stages = pre.stages(lam)
    r = stages[-1][1]
    hint = _hint(stages, start)
    for mode in modes:
        rng = np.random.default_rng(0)
        st = State(r, hint)
        icm(st, Deadline.after(5), rng, max_sweeps=10)
        until = Deadline.after(seconds)
        if mode == "bp":
            bp = State(r, min_sum_bp(r, 100, until.share(0.5)))
            icm(bp, until, rng, max_sweeps=10)
            st = bp if bp.cost() < st.cost() else st
        if mode == "lns":
            print(f"  {_lns(Search(r, workers=2, rng=rng), st, until)}")
        if mode == "domains":
            st = _domain_rounds(r, st, seconds)
        while mode in ("forest", "bp") and not until.expired():
            forest_moves(st, 20, until, rng)
            icm(st, until, rng, max_sweeps=3)
        print(f"{mode}: collapsed {st.cost()}, {report(red, stages, st.choice, lam)}", flush=True)


def _domain_rounds(r, st: State, seconds: float) -> State:
    """Restricted-domain CP-SAT on the whole collapsed model, each node on its current, its
    BP and its k cheapest strategies (k = 1, 2, 3), `seconds` each."""
    bp = min_sum_bp(r, 100, Deadline.after(seconds / 2))
    for k in (1, 2, 3):
        doms = candidate_domains(r, st.choice, [bp], k)
        lits = edge_literals(restrict(r, doms), np.arange(r.m))
        status, new = solve_restricted(r, st, doms, seconds, 2, k, Deadline.after(seconds + 2))
        if new is not None and State(r, new).cost() < st.cost():
            st = State(r, new)
        print(f"  domains k={k}: {lits} literals, {status}, collapsed {st.cost()}", flush=True)
    return st


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("instance", nargs="?", default="K", help="a letter (K) or a path")
    ap.add_argument("--prices", default="0,1,4", help="prices per byte, comma-separated")
    ap.add_argument("--seconds", type=float, default=10.0, help="local search per price / mode")
    ap.add_argument("--compare", default="", help="forest,bp,lns,domains: moves from --from")
    ap.add_argument("--from", dest="start", type=float, default=0.0, help="price of the start")
    ap.add_argument("--dir", type=Path, default=Path("iopddl_lagrange"), help="labellings")
    ap.add_argument("--tiny", action="store_true", help="B, two prices, 1 s each")
    args = ap.parse_args(argv)
    if args.tiny:
        args.instance, args.prices, args.seconds = "B", "0,2", 1.0
    t0 = time.time()
    red = reduce(run_presolve(read_problem(instance_path(args.instance))))
    pre = PricedPresolve(red)
    print(
        f"reduced {red.m} nodes; structural presolve leaves {pre.nodes} ({time.time() - t0:.1f}s)"
    )
    if args.compare:
        start = np.load(args.dir / f"price_{args.start}.npy")
        compare(
            red, pre, float(args.prices.split(",")[0]), start, args.compare.split(","), args.seconds
        )
        return 0
    if not args.tiny:
        args.dir.mkdir(parents=True, exist_ok=True)
    sweep(
        red,
        pre,
        [float(x) for x in args.prices.split(",")],
        args.seconds,
        None if args.tiny else args.dir,
    )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
