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
