"""Memory repair by priced, usage-monotone forest moves.

The greedy `repair_memory` moves one node at a time, each priced with its neighbours fixed. On V
that is the weak link of the priced search: a labelling 545 K over the limit at two points repairs
to 10.7 M, because the nodes live there can only get cheaper usage together with neighbours that
are not live there (CP-SAT on the live nodes alone, neighbours fixed, proves the same 10.6 M
optimal in 0.1 s). `priced_repair` instead prices usage on the overloaded points only and takes
exact induced-forest moves that may not raise any node's usage (so loads only fall and no
feasible point breaks), raising the price until everything fits: the same labelling repairs to
1.93 M. Neither repair dominates (on labellings about 140 K over, the greedy is often better).
Measured inside V's priced search it did not change the outcome (the walk improves through
labellings that already fit, docs/iopddl.md), so V keeps the greedy repair; L's memory-price
walk uses this loop with forests grown at the worst point (strategy_allocation.forest_repair).
"""

from __future__ import annotations

import time
from collections.abc import Callable

import numpy as np
from shardsat.solver.strategy.heuristics import (
    State,
    forest_dp,
    random_induced_forest,
)

PRICE_GROWTH = 1.3  # price factor per forest move that leaves a point overloaded
START_SHARE = 1e-2  # the first price: this share of cost per unit of overload (x point)
MAX_MOVES = 80  # the price then is 1.3**80 = 1.3e9 times the first: give up
_CAP = 10**15  # prices stay far below int64 (and below INF: a forbidden pair stays worse)


def overload_prices(state: State, price: float) -> list[np.ndarray]:
    """Per node and strategy: `price` x usage x number of overloaded points the node is live at."""
    red = state.red
    hot = np.concatenate([[0], np.cumsum(state.loads > red.cap)])
    return [
        np.minimum(
            np.round(red.var[i] * (price * float(hot[red.pe[i]] - hot[red.ps[i]]))), _CAP
        ).astype(np.int64)
        for i in range(red.m)
    ]


# picks the next forest to move (`move` counts from 0), or None when no move can lower a load
ForestPicker = Callable[[State, int], "np.ndarray | None"]


def priced_repair(
    state: State,
    deadline: float,
    rng: np.random.Generator,
    nodes: np.ndarray | None = None,
    pick: ForestPicker | None = None,
    start_share: float = START_SHARE,
    max_moves: int = MAX_MOVES,
    growth: float = PRICE_GROWTH,
) -> bool:
    """Usage-monotone forest moves priced on the overloaded points until every limit holds.

    Each move is an exact min-sum over an induced forest with every node restricted to
    strategies of at most its current usage: `pick` chooses it (strategy_allocation's
    `forest_repair` grows it at the worst point); by default a random induced forest over the
    whole model (`nodes` fixes it, for tests), given up when an overloaded point has no live
    node left above its least usage. The price per unit of usage on a still-overloaded point
    starts at `start_share` of the cost per unit of overload and grows by `growth` after
    each move that does not clear it; it gives up after `max_moves` moves. Returns True when
    the labelling fits (changed in place; it is changed on failure too).
    """
    red = state.red
    over = state.loads - red.cap
    if not np.any(over > 0):
        return True
    if pick is None:

        def pick(state: State, move: int) -> np.ndarray | None:
            if not _can_lower(state):
                return None
            return random_induced_forest(red, rng) if nodes is None else nodes

    price = start_share * max(1, state.cost()) / max(1, int(over[over > 0].sum()))
    for move in range(max_moves):
        if time.monotonic() > deadline:
            return False
        forest = pick(state, move)
        if forest is None:
            return False
        allowed: list[np.ndarray] = [np.zeros(0, bool)] * red.m
        for i in forest:
            allowed[i] = red.var[i] <= red.var[i][state.choice[i]]
        extra = overload_prices(state, price)
        state.set_many(forest, forest_dp(red, state.choice, forest, extra=extra, allowed=allowed))
        if state.feasible():
            return True
        price *= growth
    return False


def _can_lower(state: State) -> bool:
    """Whether every overloaded point has a live node above its least usage."""
    red = state.red
    live = red.pe > red.ps
    above = np.array([red.var[i][state.choice[i]] > red.var[i].min() for i in range(red.m)])
    for p in np.nonzero(state.loads > red.cap)[0]:
        if not np.any(above & live & (red.ps <= p) & (p < red.pe)):
            return False
    return True
