"""Memory repair by priced, usage-monotone forest moves.

The greedy `repair_memory` moves one node at a time, each priced with its neighbours fixed, so it
fails where nodes can only get cheaper usage together with neighbours that are not live at the
overloaded point. `priced_repair` prices usage on the overloaded points only and takes exact
induced-forest moves that may not raise any node's usage (loads only fall, no feasible point
breaks), raising the price until everything fits. Neither repair dominates; the priced walk of
allocation.py uses this loop with forests grown at the worst point (measurements: docs/iopddl.md,
"Search").
"""

from __future__ import annotations

from collections.abc import Callable

import numpy as np
from shardsat.solver.strategy.deadline import Deadline
from shardsat.solver.strategy.heuristics import (
    State,
    forest_dp,
    random_induced_forest,
)
from shardsat.solver.strategy.tuning import DEFAULT

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
    deadline: Deadline,
    rng: np.random.Generator,
    nodes: np.ndarray | None = None,
    pick: ForestPicker | None = None,
    start_share: float = DEFAULT.repair_start_share,
    max_moves: int = DEFAULT.repair_max_moves,
    growth: float = DEFAULT.repair_price_growth,
) -> bool:
    """Usage-monotone forest moves priced on the overloaded points until every limit holds.

    Each move is an exact min-sum over an induced forest with every node restricted to
    strategies of at most its current usage: `pick` chooses it (allocation's
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
        if deadline.expired():
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
