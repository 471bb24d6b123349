"""Fast primal heuristics on a presolved strategy problem: memory-safe start + local search.

The start picks every node's least-usage strategy (the only choice that is always memory-feasible
if anything is), then iterated conditional modes (ICM) moves one node at a time to its cheapest
strategy given its neighbours, as long as its extra usage fits in the slack of every time point it
is live at. ICM is cheap (one numpy pass per node) and gives CP-SAT a feasible hint at once; the
LNS in strategy_search then escapes its local optima.
"""

from __future__ import annotations

import time

import numpy as np

from shardsat.solver.strategy_presolve import INF, Reduced


class State:
    """A reduced choice with its per-point loads kept up to date."""

    def __init__(self, red: Reduced, choice: np.ndarray) -> None:
        self.red = red
        self.choice = choice.astype(np.int64).copy()
        self.loads = red.loads(self.choice)

    def slack(self, i: int) -> int:
        """Usage node i may add above its minimum without breaking a limit."""
        r = self.red
        a, b = r.ps[i], r.pe[i]
        if a >= b:
            return np.iinfo(np.int64).max // 4
        cur = int(r.var[i][self.choice[i]])
        return int(np.min(r.cap[a:b] - self.loads[a:b])) + cur

    def move(self, i: int, s: int) -> None:
        r = self.red
        d = int(r.var[i][s] - r.var[i][self.choice[i]])
        if d:
            self.loads[r.ps[i] : r.pe[i]] += d
        self.choice[i] = s

    def set_many(self, nodes: np.ndarray, values: np.ndarray) -> None:
        for i, s in zip(nodes, values, strict=True):
            self.move(int(i), int(s))

    def feasible(self) -> bool:
        return bool(np.all(self.loads <= self.red.cap))

    def cost(self) -> int:
        return self.red.total(self.choice)


def least_usage_start(red: Reduced) -> np.ndarray:
    """Per node the cheapest strategy among those with the least usage."""
    out = np.zeros(red.m, dtype=np.int64)
    for i in range(red.m):
        v = red.var[i]
        cand = np.nonzero(v == v.min())[0]
        out[i] = cand[np.argmin(red.cost[i][cand])]
    return out


def icm(state: State, deadline: float, rng: np.random.Generator, max_sweeps: int = 50) -> int:
    """Greedy single-node moves until no move improves (or time runs out); returns moves made."""
    r = state.red
    moves = 0
    for _ in range(max_sweeps):
        improved = 0
        for i in rng.permutation(r.m):
            if time.monotonic() > deadline:
                return moves
            if len(r.cost[i]) < 2:
                continue
            lc = r.local_cost(int(i), state.choice)
            cur = state.choice[i]
            if r.pe[i] > r.ps[i]:
                lc = np.where(r.var[i] <= state.slack(int(i)), lc, 4 * INF)
            s = int(np.argmin(lc))
            if lc[s] < lc[cur]:
                state.move(int(i), s)
                improved += 1
        moves += improved
        if not improved:
            break
    return moves


def random_induced_forest(red: Reduced, rng: np.random.Generator) -> np.ndarray:
    """A random set of nodes whose induced subgraph has no cycle (union-find on the fly)."""
    parent = np.arange(red.m)

    def find(a: int) -> int:
        while parent[a] != a:
            parent[a] = parent[parent[a]]
            a = parent[a]
        return a

    inside = np.zeros(red.m, dtype=bool)
    for v in rng.permutation(red.m):
        roots = [find(o) for _, o, _ in red.nbrs[v] if inside[o]]
        if len(roots) == len(set(roots)):
            inside[v] = True
            for r in roots:
                parent[r] = v
    return np.nonzero(inside)[0]


def forest_dp(
    red: Reduced, choice: np.ndarray, nodes: np.ndarray, extra: list[np.ndarray] | None = None
) -> np.ndarray:
    """Exact min-sum over an induced forest `nodes`, all other nodes fixed at `choice`.

    Returns the new strategy per node of `nodes` (order of `nodes`). `extra[i]` adds a penalty
    per strategy (memory prices). Messages are min-plus products, one numpy op per tree edge.
    """
    inside = np.zeros(red.m, dtype=bool)
    inside[nodes] = True
    unary: dict[int, np.ndarray] = {}
    for v in nodes:
        u = red.cost[v].copy()
        if extra is not None:
            u = u + extra[v]
        for e, o, row in red.nbrs[v]:
            if not inside[o]:
                u += red.mats[e][:, choice[o]] if row else red.mats[e][choice[o], :]
        unary[int(v)] = np.minimum(u, INF)
    seen = np.zeros(red.m, dtype=bool)
    out = dict.fromkeys((int(v) for v in nodes), 0)
    for root in nodes:
        if seen[root]:
            continue
        order, parent, stack = [], {int(root): (-1, -1, True)}, [int(root)]
        seen[root] = True
        while stack:  # DFS preorder
            v = stack.pop()
            order.append(v)
            for e, o, row in red.nbrs[v]:
                if inside[o] and not seen[o]:
                    seen[o] = True
                    parent[o] = (v, e, row)  # row: v is the row side of edge e
                    stack.append(o)
        belief = {v: unary[v].copy() for v in order}
        arg: dict[int, np.ndarray] = {}
        for v in reversed(order[1:]):
            p, e, p_is_row = parent[v]
            mat = red.mats[e] if p_is_row else red.mats[e].T  # |Sp| x |Sv|
            t = mat + belief[v][None, :]
            a = np.argmin(t, axis=1)
            arg[v] = a
            belief[p] = np.minimum(belief[p] + t[np.arange(len(a)), a], 4 * INF)
        out[order[0]] = int(np.argmin(belief[order[0]]))
        for v in order[1:]:
            out[v] = int(arg[v][out[parent[v][0]]])
    return np.array([out[int(v)] for v in nodes], dtype=np.int64)


def min_sum_bp(
    red: Reduced,
    iters: int,
    deadline: float,
    extra: list[np.ndarray] | None = None,
    damping: float = 0.5,
    min_iters: int = 25,
) -> np.ndarray:
    """Loopy min-sum belief propagation (damped, synchronous); returns argmin beliefs.

    It sees every edge at once, so it finds globally consistent labellings that single-node and
    tree moves cannot reach from a bad start. Forbidden pairs stay at INF.
    """
    big = float(INF)
    unary = [c.astype(np.float64) for c in red.cost]
    if extra is not None:
        unary = [u + x for u, x in zip(unary, extra, strict=True)]
    mats = [np.minimum(m, INF).astype(np.float64) for m in red.mats]
    to_b = [np.zeros(m.shape[1]) for m in mats]
    to_a = [np.zeros(m.shape[0]) for m in mats]
    for it in range(iters):
        if it >= min_iters and time.monotonic() > deadline:
            break
        belief = [u.copy() for u in unary]
        for e, (a, b) in enumerate(red.edges):
            belief[a] += to_a[e]
            belief[b] += to_b[e]
        for e, (a, b) in enumerate(red.edges):
            ha = np.minimum(belief[a] - to_a[e], big)
            hb = np.minimum(belief[b] - to_b[e], big)
            nb = (mats[e] + ha[:, None]).min(axis=0)
            na = (mats[e] + hb[None, :]).min(axis=1)
            to_b[e] = damping * to_b[e] + (1 - damping) * np.minimum(nb - nb.min(), big)
            to_a[e] = damping * to_a[e] + (1 - damping) * np.minimum(na - na.min(), big)
    belief = [u.copy() for u in unary]
    for e, (a, b) in enumerate(red.edges):
        belief[a] += to_a[e]
        belief[b] += to_b[e]
    return np.array([int(np.argmin(x)) for x in belief], dtype=np.int64)


def repair_memory(state: State, deadline: float) -> bool:
    """Lower usage at overloaded time points until every limit holds; True when feasible.

    Each step takes the most overloaded point and, among the nodes live there, the move with the
    least cost increase per unit of usage saved (cost seen with the neighbours' current choice).
    """
    red = state.red
    mem = np.nonzero(red.pe > red.ps)[0]
    while True:
        over = state.loads - red.cap
        p = int(np.argmax(over)) if len(over) else 0
        if len(over) == 0 or over[p] <= 0:
            return True
        if time.monotonic() > deadline:
            return False
        live = mem[(red.ps[mem] <= p) & (p < red.pe[mem])]
        best, best_ratio = None, np.inf
        for i in live:
            cur = state.choice[i]
            save = red.var[i][cur] - red.var[i]
            ok = save > 0
            if not np.any(ok):
                continue
            lc = red.local_cost(int(i), state.choice).astype(np.float64)
            ratio = np.where(ok, (np.maximum(lc - lc[cur], 0) + 1) / np.maximum(save, 1), np.inf)
            ratio = np.where(lc >= INF, np.inf, ratio)
            s = int(np.argmin(ratio))
            if ratio[s] < best_ratio:
                best, best_ratio = (int(i), s), ratio[s]
        if best is None:
            return False
        state.move(*best)


def forest_moves(state: State, rounds: int, deadline: float, rng: np.random.Generator) -> int:
    """Exact induced-forest moves, each kept only if the memory limits still hold."""
    red = state.red
    kept = 0
    for _ in range(rounds):
        if time.monotonic() > deadline:
            break
        nodes = random_induced_forest(red, rng)
        extra = [np.zeros(0)] * red.m
        for i in nodes:
            if red.pe[i] > red.ps[i]:
                extra[i] = np.where(red.var[i] <= state.slack(int(i)), 0, INF)
            else:
                extra[i] = np.zeros(len(red.cost[i]), dtype=np.int64)
        new = forest_dp(red, state.choice, nodes, extra)
        changed = new != state.choice[nodes]
        if not np.any(changed):
            continue
        nodes, new = nodes[changed], new[changed]
        old = state.choice[nodes].copy()
        before = state.cost()
        state.set_many(nodes, new)
        if state.feasible() and state.cost() <= before:
            kept += 1
        else:
            state.set_many(nodes, old)
    return kept
