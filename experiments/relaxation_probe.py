"""What the pairwise relaxation leaves on the table, on one row of `bench_mesh`.

    python -m shardsat.experiments.relaxation_probe                  # gpt-350m, 4x4x4, h100x64
    python -m shardsat.experiments.relaxation_probe --plan-limit 120 --bound-seconds 60
    python -m shardsat.experiments.relaxation_probe --tiny          # a smoke run

After a user-route solve (`--plan-limit` s) and the pairwise bound (`bound_pairwise`,
`--bound-seconds` s on cold tables), four readings of the same re-parametrised problem:
1. *Cycles*: node-disjoint short cycles minimised exactly (`cycle_bound`). After min-sum
   diffusion `sum_n min node + sum_e min term` is a bound, and the pieces can be regrouped: a
   cycle's nodes and the terms joining consecutive ones minimised together can only be more
   than their separate minima; the gain is the cycle's frustration (Sontag et al. 2008,
   "Tightening LP relaxations for MAP using message passing", pick clusters the same way).
2. *A spanning forest* by dynamic programming (`forest_bound`): exact on the forest's terms, the
   rest at their own minima, so again a bound at least the diffusion's; its minimising choice,
   priced by the model, is the relaxation's own plan.
3. *Shared reads charged in full* (`unshared`): each consumer node pays its whole reshard instead
   of `floor(f / k)`. Not a bound (a target two consumers share is paid twice); how much of the
   gap the split of shared reads can explain at most.
4. *Reduced-cost rounds* (`reduced_cost_round`): one descent round whose candidates per node are
   the plan's and the r with the lowest re-parametrised price: does the relaxation point the
   descent to a better plan?
"""

from __future__ import annotations

import json
import os
import time
from collections import deque
from dataclasses import dataclass

import numpy as np
from shardsat.solver.cpsat.bound_pairwise import PairwiseBound, _Edge
from shardsat.solver.cpsat.segments import NONE

MAX_CYCLE = 16
"""Nodes in a cycle at most: the shortest cycle through each term is searched up to this."""

MAX_CELLS = 4_000_000
"""Largest (cut candidates x table cells) min-plus product of one step; larger cycles are skipped."""


@dataclass(frozen=True)
class Cycle:
    """Nodes in order and, per consecutive pair (the last closing the cycle), one term."""

    nodes: tuple[int, ...]
    edges: tuple[int, ...]


def short_cycles(state: PairwiseBound, max_len: int = MAX_CYCLE) -> list[Cycle]:
    """The shortest cycle through each term (breadth-first search from one end to the other
    without the term), one per node set, at most `max_len` nodes."""
    adjacency: dict[int, list[tuple[int, int]]] = {}
    for i, e in enumerate(state.edges):
        adjacency.setdefault(e.p, []).append((e.j, i))
        adjacency.setdefault(e.j, []).append((e.p, i))
    seen: set[frozenset[int]] = set()
    cycles = []
    for i, e in enumerate(state.edges):
        path = _path(adjacency, e.p, e.j, i, max_len)
        if path is None or frozenset(path[0]) in seen:
            continue
        seen.add(frozenset(path[0]))
        cycles.append(Cycle(tuple(path[0]), tuple(path[1]) + (i,)))
    return cycles


def _path(adjacency, start: int, goal: int, banned: int, max_len: int):
    """(nodes start..goal, the terms between them) of a shortest path avoiding term `banned`."""
    parent: dict[int, tuple[int, int] | None] = {start: None}
    frontier = deque([(start, 1)])
    while frontier:
        node, depth = frontier.popleft()
        if depth >= max_len:
            continue
        for nxt, term in adjacency.get(node, ()):
            if term == banned or nxt in parent:
                continue
            parent[nxt] = (node, term)
            if nxt == goal:
                nodes, edges = [goal], []
                while (link := parent[nodes[-1]]) is not None:
                    nodes.append(link[0])
                    edges.append(link[1])
                return nodes[::-1], edges[::-1]
            frontier.append((nxt, depth + 1))
    return None


def _oriented(e: _Edge, from_p: bool):
    """(source index, source messages, target index, target messages, matrix source x target)
    of the term read from its producer (`from_p`) or its consumer end."""
    m = e.matrix()
    if from_p:
        return e.rows, e.lam_p, e.cols, e.lam_j, m
    return e.cols, e.lam_j, e.rows, e.lam_p, m.T


def _step(e: _Edge, from_p: bool, d: np.ndarray) -> np.ndarray | None:
    """`d` (cut candidates x candidates of one end of `e`) carried across the re-parametrised
    term to its other end: `min_a d[:, a] + term(a, b)`; None when too large."""
    src, src_lam, dst, dst_lam, mat = _oriented(e, from_p)
    if d.shape[0] * mat.size > MAX_CELLS:
        return None
    g = np.full((mat.shape[0], d.shape[0]), NONE, dtype=np.int64)
    np.minimum.at(g, src, (d - src_lam[None, :]).T)
    h = np.full((d.shape[0], mat.shape[1]), NONE, dtype=np.int64)
    for r in range(mat.shape[0]):  # min-plus product, one source row at a time
        np.minimum(h, g[r][:, None] + mat[r][None, :], out=h)
    return np.minimum(h[:, dst] - dst_lam[None, :], NONE)


def cycle_minimum(state: PairwiseBound, cycle: Cycle) -> int | None:
    """The exact minimum of the cycle's re-parametrised node prices and its terms (the first
    node's candidates carried around the cycle); None when too large to compute."""
    cut = min(range(len(cycle.nodes)), key=lambda i: len(state.hat[cycle.nodes[i]]))
    cycle = Cycle(cycle.nodes[cut:] + cycle.nodes[:cut], cycle.edges[cut:] + cycle.edges[:cut])
    nodes = cycle.nodes
    d = np.full((len(state.hat[nodes[0]]),) * 2, NONE, dtype=np.int64)
    np.fill_diagonal(d, state.hat[nodes[0]])
    for i, term in enumerate(cycle.edges):
        e = state.edges[term]
        d = _step(e, e.p == nodes[i], d)
        if d is None:
            return None
        if i + 1 < len(nodes):
            d = d + state.hat[nodes[i + 1]][None, :]
    return int(np.diagonal(d).min())


def cycle_bound(state: PairwiseBound, cycles: list[Cycle] | None = None) -> tuple[int, dict]:
    """(the pairwise bound raised by node-disjoint cycles minimised exactly, what it used):
    cycles taken greedily by gain (exact minimum less its pieces' own minima)."""
    cycles = short_cycles(state) if cycles is None else cycles
    gains = []
    for cycle in cycles:
        exact = cycle_minimum(state, cycle)
        if exact is None:
            continue
        pieces = sum(state.node_min[n] for n in cycle.nodes)
        gain = exact - pieces - sum(state.edges[i].low for i in cycle.edges)
        if gain > 0:
            gains.append((gain, cycle))
    gains.sort(key=lambda item: -item[0])
    used: set[int] = set()
    total = taken = 0
    for gain, cycle in gains:
        if used.isdisjoint(cycle.nodes):
            used.update(cycle.nodes)
            total, taken = total + gain, taken + 1
    stats = {"cycles": len(cycles), "frustrated": len(gains), "taken": taken, "gain_ns": total}
    return state.bound() + total, stats


def _carry(e: _Edge, v: np.ndarray, from_p: bool) -> tuple[np.ndarray, np.ndarray]:
    """(per candidate of the other end: the minimum over this end's candidates of `v` plus the
    re-parametrised term, and this end's candidate reaching it)."""
    src, src_lam, dst, dst_lam, mat = _oriented(e, from_p)
    w = v - src_lam
    g = np.full(mat.shape[0], NONE, dtype=np.int64)
    np.minimum.at(g, src, w)
    best = np.full(mat.shape[0], -1, dtype=np.int64)
    order = np.argsort(w, kind="stable")[::-1]  # later writes win: the smallest w per source
    best[src[order]] = order
    full = g[:, None] + mat
    arg = full.argmin(axis=0)
    h = full[arg, np.arange(mat.shape[1])]
    return h[dst] - dst_lam, best[arg[dst]]


def forest_bound(state: PairwiseBound) -> tuple[int, list[int]]:
    """(the exact minimum over a spanning forest's terms plus every other term's own minimum,
    at least the pairwise bound; the forest's minimising candidate per node): dynamic
    programming from the leaves."""
    adjacency: dict[int, list[tuple[int, int]]] = {n: [] for n in state.order}
    for i, e in enumerate(state.edges):
        adjacency[e.p].append((e.j, i))
        adjacency[e.j].append((e.p, i))
    parent: dict[int, tuple[int, int] | None] = {}
    order: list[int] = []
    for root in state.order:
        if root in parent:
            continue
        parent[root], stack = None, [root]
        while stack:
            n = stack.pop()
            order.append(n)
            for nxt, i in adjacency[n]:
                if nxt not in parent:
                    parent[nxt] = (n, i)
                    stack.append(nxt)
    value = {n: state.hat[n].astype(np.int64) for n in order}
    back: dict[int, np.ndarray] = {}
    for n in reversed(order):  # children before parents
        if (link := parent[n]) is not None:
            e = state.edges[link[1]]
            message, back[n] = _carry(e, np.minimum(value[n], NONE), e.p == n)
            value[link[0]] = value[link[0]] + message
    tree = {link[1] for link in parent.values() if link is not None}
    total = sum(int(value[n].min()) for n in order if parent[n] is None)
    total += sum(e.low for i, e in enumerate(state.edges) if i not in tree)
    choice = [0] * len(state.hat)
    for n in order:  # parents before children
        link = parent[n]
        choice[n] = int(value[n].argmin()) if link is None else int(back[n][choice[link[0]]])
    return total, choice


def unshared(state: PairwiseBound) -> PairwiseBound:
    """`state` with every shared read charged in full to each consumer node (k = 1): not a
    bound, the most the split of shared reads could add to one."""
    for e in state.edges + state.unary:
        e.k = 1
    state.refresh_unary()
    return state


def reduced_cost_round(state, shell, plan: list[int], r: int, seconds: float, opts, tuning):
    """One descent round from `plan` whose candidates per node are the plan's and the `r`
    with the lowest re-parametrised price (tied copies keep their representative's);
    (the round's plan or None, its timing)."""
    from shardsat.solver.cpsat.descent import per_class, solve_round

    index = {id(node): n for n, node in enumerate(state.problem.nodes)}

    def keep(node, current: int) -> list[int]:
        n = index[id(node)]
        kept = {int(c) for c in np.argsort(state.hat[n], kind="stable")[:r]} | {current}
        return sorted(kept)

    kept = per_class(shell, plan, keep)
    timing: dict = {}
    found = solve_round(shell, plan, f"reduced-{r}", seconds, opts, tuning, None, kept, timing)
    return found, timing


def run(program, mesh, topology, plan_limit: float, seconds: float, rounds: tuple, round_s: float):
    """The readings of the module docstring on one row; a dict of ns values and stats."""
    from shardsat.experiments.mesh_gap_probe import (
        NOT_IN_MODEL,
        fresh_problem,
        plan_excess,
        solved_plan,
    )
    from shardsat.solver.cpsat.deadline import Deadline
    from shardsat.solver.cpsat.driver import descent_shell
    from shardsat.solver.cpsat.merge import tight_uses
    from shardsat.solver.cpsat.options import SolveOptions
    from shardsat.solver.cpsat.plan import objective_value
    from shardsat.solver.cpsat.tuning import Tuning

    sol, problem, rep, plan = solved_plan(program, mesh, topology, plan_limit)
    if plan is None:
        return {"plan_ns": sol.objective, "error": NOT_IN_MODEL}
    state = PairwiseBound(problem, rep, shared_reads=False)  # what cycles and a forest add to
    out = {"plan_ns": objective_value(problem, plan), "solve_bound_ns": sol.bound}
    out["pairwise_ns"] = state.run(Deadline.after(seconds))
    out["sweeps"] = state.sweeps
    out["cycle_ns"], out["cycles"] = cycle_bound(state)
    out["forest_ns"], forest = forest_bound(state)
    forest_plan = [forest[r] for r in rep]
    out["forest_plan_relaxed_ns"] = plan_excess(state, forest_plan)["relaxed_plan_ns"]
    out["forest_plan_ns"] = objective_value(problem, forest_plan)
    tuning = Tuning()
    shell = descent_shell(problem, rep, tight_uses(problem, None), tuning)
    opts = SolveOptions(time_limit=round_s, workers=2)
    out["rounds"] = []
    for r in rounds:
        found, timing = reduced_cost_round(state, shell, plan, r, round_s, opts, tuning)
        value = objective_value(problem, found) if found is not None else None
        out["rounds"].append({"r": r, "plan_ns": value, **timing})
    fresh, rep = fresh_problem(program, mesh, topology)
    out["unshared_ns"] = unshared(PairwiseBound(fresh, rep, shared_reads=False)).run(
        Deadline.after(seconds)
    )
    out["load"] = round(os.getloadavg()[0], 2)
    return out


def main(argv: list[str] | None = None) -> int:
    from shardsat.experiments.mesh_gap_probe import load, row_parser, tiny_row

    parser = row_parser(__doc__.splitlines()[0], 60.0)
    parser.add_argument("--rounds", default="2,8", help="r of each reduced-cost round")
    parser.add_argument("--round-seconds", type=float, default=40.0)
    args = parser.parse_args(argv)
    tiny_row(args)
    if args.tiny:
        args.round_seconds = 2
    program, mesh, topology = load(args.model, args.mesh, args.topology)
    rounds = tuple(int(r) for r in args.rounds.split(",") if r)
    started = time.perf_counter()
    out = run(program, mesh, topology, args.plan_limit, args.bound_seconds, rounds,
              args.round_seconds)  # fmt: skip
    out["seconds"] = round(time.perf_counter() - started, 1)
    print(f"{args.model} {args.mesh} {args.topology}")
    print(json.dumps(out, indent=1))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
