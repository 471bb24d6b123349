"""Cluster moves for big strategy models: exact re-optimisation of balls around the dearest costs.

On L (U-Net, 22 K nodes after presolve) the start's cost sits on a few hundred dear edges and
node costs (66 edges of >= 1e7 carry 1.6e9 of a 4.6e9 start) in small clusters: a parameter live
over the whole program, its sharded strategy, and the two or three consumers that pay an
all-gather to read it. Moving the parameter, a consumer or one edge alone never pays (single-node
ICM, random forests and random-BFS LNS leave them), but the radius-2 ball around a dear edge
(50-300 nodes: the cluster and every neighbour of it) solved exactly by CP-SAT removes most of
it: on L's start, balls around the 30 dearest edges took the cost 4.58e9 -> 3.42e9 in 67 s,
where radius 1 gave 4.47e9 (the consumers' other neighbours must move too).

`dear_ball_search` repeats: price every edge and node at the current choice, take the dearest
one whose ball has not been solved in its current state, re-optimise the ball (others fixed,
memory checked exactly against the current loads), keep the result when it is cheaper.
"""

from __future__ import annotations

import time
from collections.abc import Callable

import numpy as np
from shardsat.solver.strategy.heuristics import State, forest_dp, forest_masks
from shardsat.solver.strategy.presolve import INF, Reduced
from shardsat.solver.strategy.submodel import edge_literals, solve_sub


def ball(red: Reduced, seeds: list[int], radius: int, max_nodes: int) -> np.ndarray:
    """Nodes within `radius` edges of `seeds`; a layer that would pass `max_nodes` is cut,
    keeping its nodes with the most links into the ball (they constrain the ball most)."""
    inside = set(int(s) for s in seeds)
    frontier = set(inside)
    for _ in range(radius):
        links: dict[int, int] = {}
        for i in frontier:
            for _, o, _ in red.nbrs[i]:
                if o not in inside:
                    links[o] = links.get(o, 0) + 1
        if not links:
            break
        room = max_nodes - len(inside)
        if room <= 0:
            break
        layer = sorted(links, key=lambda o: (-links[o], o))[:room]
        inside.update(layer)
        frontier = set(layer)
        if len(layer) < len(links):
            break
    return np.array(sorted(inside), dtype=np.int64)


def capped_ball(
    red: Reduced, seeds: list[int], radius: int, max_nodes: int, max_literals: int
) -> np.ndarray:
    """`ball`, shrunk by thirds until its CP-SAT model has at most `max_literals` edge
    literals (a ball around a hub can hold a few dense matrices)."""
    nodes = ball(red, seeds, radius, max_nodes)
    while len(nodes) > len(seeds) and edge_literals(red, nodes) > max_literals:
        nodes = ball(red, seeds, radius, len(nodes) * 2 // 3)
    return nodes


class Prices:
    """Every edge's and node's cost at a choice in a few numpy ops (L: 35 K edges per step).

    Why: pricing edge by edge in Python took ~70 ms of every ball step on L.
    """

    def __init__(self, red: Reduced) -> None:
        self.red = red
        sizes = [m.size for m in red.mats]
        self.flat = np.concatenate([m.ravel() for m in red.mats] + [np.zeros(0, np.int64)])
        self.off = np.cumsum([0, *sizes])[:-1].astype(np.int64)
        self.ncols = np.array([m.shape[1] for m in red.mats], dtype=np.int64)
        self.a = np.array([a for a, _ in red.edges], dtype=np.int64)
        self.b = np.array([b for _, b in red.edges], dtype=np.int64)
        k = [len(c) for c in red.cost]
        self.nflat = np.concatenate([*red.cost, np.zeros(0, np.int64)])
        self.noff = np.cumsum([0, *k])[:-1].astype(np.int64)

    def edges(self, choice: np.ndarray) -> np.ndarray:
        return self.flat[self.off + choice[self.a] * self.ncols + choice[self.b]]

    def nodes(self, choice: np.ndarray) -> np.ndarray:
        return self.nflat[self.noff + choice]


def dear_items(prices: Prices, choice: np.ndarray, top: int) -> list[tuple[int, list[int]]]:
    """The `top` dearest edges and nodes at `choice`, as (cost, seed nodes), dearest first.

    Node costs count too: after presolve's row/column-minimum push a node's residual cost is
    often the other half of an edge's resharding.
    """
    red = prices.red
    items: list[tuple[int, list[int]]] = []
    ec, nc = prices.edges(choice), prices.nodes(choice)
    for e in np.argsort(-ec, kind="stable")[:top]:
        if 0 < ec[e] < INF:
            a, b = red.edges[e]
            items.append((int(ec[e]), [int(a), int(b)]))
    for i in np.argsort(-nc, kind="stable")[:top]:
        if 0 < nc[i] < INF:
            items.append((int(nc[i]), [int(i)]))
    items.sort(key=lambda t: -t[0])
    return items[:top]


def _inside_proved(proved: dict, nodes: np.ndarray, choice: np.ndarray) -> bool:
    """Whether `nodes` lie inside a ball proved optimal at the current choice: then no move of
    `nodes` alone can gain (it would have been a move of that ball). The edge (a, b)'s ball
    holds the radius-2 balls of a and of b, so this skips most node items after edge items."""
    for big, at in reversed(proved.get(int(nodes[0]), ())):
        if len(big) >= len(nodes) and choice[big].tobytes() == at and np.isin(nodes, big).all():
            return True
    return False


def dear_ball_search(
    state: State,
    deadline: float,
    workers: int,
    rng: np.random.Generator,
    radius: int = 2,
    max_nodes: int = 300,
    max_literals: int = 40_000,
    step_seconds: float = 2.0,
    top: int = 400,
    log: Callable[[str], None] | None = None,
    memo: dict | None = None,
    stall: tuple[float, float] | None = None,
    retries: int = 0,
) -> dict:
    """Exact CP-SAT moves on balls around the dearest edges and nodes until none improves.

    A ball is skipped while its nodes keep the choice it was last solved at (nothing there has
    changed, so the answer would be the same); the search ends when every ball among the `top`
    dearest items is solved in its current state. Memory is exact: CP-SAT sees the loads of
    every node outside the ball. `memo` (a dict kept by the caller) carries the solved balls
    over to the next call, so a later pass re-solves only balls whose nodes moved since.
    With `stall` = (window, fraction) it also stops once the gain over the last `window`
    seconds is below `fraction` of the current cost (`ball_stalled` 1 in the result).
    With `retries` > 0, a ball whose solve stopped on time without a gain (not proved) is
    solved again, with twice the time per retry, once no fresh ball is left (at most `retries`
    times in the same state): without it such a ball counts as solved until one of its nodes
    moves. Returns step counts and the total gain.
    """
    red = state.red
    memo = {} if memo is None else memo
    solved: set[bytes] = memo.setdefault(("solved", radius), set())
    memo.setdefault(("balls", radius), {})  # a ball depends on the graph only
    # node -> proved-optimal balls containing it, with the choice they were proved at
    proved: dict[int, list[tuple[np.ndarray, bytes]]] = memo.setdefault(("proved", radius), {})
    # key -> (nodes, solves so far) of the balls that timed out without gain in that state
    timed_out: dict[bytes, tuple[np.ndarray, int]] = memo.setdefault(("timed_out", radius), {})
    prices = Prices(red)
    steps = better = gain = retried = timeouts = 0
    gains = _GainWindow(stall)
    while time.monotonic() < deadline - 0.2:
        if gains.stalled(state.cost()):
            break
        picked = _fresh_pick(red, prices, state.choice, top, radius, max_nodes, max_literals, memo)
        tries = 0
        if picked is None and retries:
            picked, tries = _retry_pick(timed_out, state.choice, retries)
            retried += picked is not None
        if picked is None:
            break
        nodes, key = picked
        solved.add(key)
        res = solve_sub(
            red,
            nodes,
            state.choice,
            state.loads,
            min(deadline - time.monotonic(), step_seconds * 2**tries),
            workers,
            int(rng.integers(1 << 30)),
            deadline=deadline,
        )
        steps += 1
        improved = (
            res.values is not None and res.objective is not None and res.objective < res.current
        )
        if improved:
            state.set_many(nodes, res.values)
        elif res.status != "OPTIMAL":
            timeouts += 1
            if retries:
                timed_out[key] = (nodes, tries + 1)
        if res.status == "OPTIMAL":  # proved: the ball's state (and any sub-ball) needs no look
            solved.add(nodes.tobytes() + state.choice[nodes].tobytes())
            record = (nodes, state.choice[nodes].tobytes())
            for i in nodes:
                proved.setdefault(int(i), []).append(record)
        if improved:
            better += 1
            gain += res.current - res.objective
            gains.add(res.current - res.objective)
            if log:
                log(f"ball step {steps}: {len(nodes)} nodes, -{res.current - res.objective}")
    found = {"ball_steps": steps, "ball_improvements": better, "ball_gain": gain}
    found["ball_timeouts"] = timeouts  # stopped on time without gain (not proved)
    if retries:
        found["ball_retries"] = retried
    if stall is not None:
        found["ball_stalled"] = int(gains.stalled(state.cost()))
    return found


def _fresh_pick(
    red: Reduced,
    prices: Prices,
    choice: np.ndarray,
    top: int,
    radius: int,
    max_nodes: int,
    max_literals: int,
    memo: dict,
) -> tuple[np.ndarray, bytes] | None:
    """The ball (nodes, state key) around the dearest item not solved in its current state."""
    solved: set[bytes] = memo[("solved", radius)]
    balls: dict[tuple[int, ...], np.ndarray] = memo[("balls", radius)]
    proved: dict = memo[("proved", radius)]
    for _, seeds in dear_items(prices, choice, top):
        nodes = balls.get(tuple(seeds))
        if nodes is None:
            nodes = capped_ball(red, seeds, radius, max_nodes, max_literals)
            balls[tuple(seeds)] = nodes
        key = nodes.tobytes() + choice[nodes].tobytes()
        if key in solved:
            continue
        if _inside_proved(proved, nodes, choice):
            solved.add(key)
            continue
        return nodes, key
    return None


def _retry_pick(
    timed_out: dict[bytes, tuple[np.ndarray, int]], choice: np.ndarray, retries: int
) -> tuple[tuple[np.ndarray, bytes] | None, int]:
    """The timed-out ball with the fewest solves (< `retries` + 1) still in the state it timed
    out in, and its solve count; stale entries (a node moved since) are dropped."""
    best = None
    for key, (nodes, tries) in list(timed_out.items()):
        if nodes.tobytes() + choice[nodes].tobytes() != key:
            del timed_out[key]
        elif tries <= retries and (best is None or tries < best[2]):
            best = (nodes, key, tries)
    if best is None:
        return None, 0
    nodes, key, tries = best
    del timed_out[key]
    return (nodes, key), tries


class _GainWindow:
    """The gains of the last `window` seconds, to end a search whose gain rate has dropped.

    Why (L): the hard ball search converges at ~85 s and then solves balls without gain
    until the split at ~97 s; those seconds pay more in the priced walk."""

    def __init__(self, stall: tuple[float, float] | None) -> None:
        self.stall, self.start = stall, time.monotonic()
        self.events: list[tuple[float, int]] = []

    def add(self, gain: int) -> None:
        self.events.append((time.monotonic(), gain))

    def stalled(self, cost: int) -> bool:
        if self.stall is None:
            return False
        window, fraction = self.stall
        now = time.monotonic()
        if now - self.start < window:
            return False
        recent = sum(g for t, g in self.events if t > now - window)
        return recent < fraction * cost


def forest_around(red: Reduced, seeds: list[int], max_nodes: int, rng: np.random.Generator):
    """An induced forest grown by BFS from `seeds` (a node joins when it closes no cycle).

    Long chains that must switch layout together (a parameter's consumers and everything down
    the chain) fit in it whole, where a radius-2 ball holds only their start.
    """
    parent: dict[int, int] = {}

    def find(a: int) -> int:
        while parent[a] != a:
            parent[a] = parent[parent[a]]
            a = parent[a]
        return a

    order: list[int] = []
    queue = [int(s) for s in seeds]
    head = 0
    while head < len(queue) and len(order) < max_nodes:
        v = queue[head]
        head += 1
        if v in parent:
            continue
        roots = [find(o) for _, o, _ in red.nbrs[v] if o in parent]
        if len(roots) != len(set(roots)):
            continue
        parent[v] = v
        for r in roots:
            parent[r] = v
        order.append(v)
        nxt = [o for _, o, _ in red.nbrs[v] if o not in parent]
        rng.shuffle(nxt)
        queue.extend(nxt)
    return np.array(sorted(order), dtype=np.int64)


def forest_search(
    state: State,
    deadline: float,
    rng: np.random.Generator,
    max_nodes: int = 2000,
    top: int = 400,
    log: Callable[[str], None] | None = None,
) -> dict:
    """Exact min-sum moves on induced forests grown around the dearest items (ms per move).

    Each node may use its own memory slack; the joint move is kept only when it fits and is
    cheaper, else the usage-monotone move (always memory-feasible) is tried.
    """
    red = state.red
    prices = Prices(red)
    steps = better = gain = 0
    items = dear_items(prices, state.choice, top)
    for _, seeds in items:
        if time.monotonic() > deadline:
            break
        nodes = forest_around(red, seeds, max_nodes, rng)
        steps += 1
        for monotone in (False, True):
            allowed = forest_masks(state, nodes, monotone)
            new = forest_dp(red, state.choice, nodes, allowed=allowed)
            moved = new != state.choice[nodes]
            if not np.any(moved):
                break
            sub, vals = nodes[moved], new[moved]
            old = state.choice[sub].copy()
            before = int(prices.edges(state.choice).sum() + prices.nodes(state.choice).sum())
            state.set_many(sub, vals)
            after = int(prices.edges(state.choice).sum() + prices.nodes(state.choice).sum())
            if state.feasible() and after < before:
                better += 1
                gain += before - after
                if log:
                    log(
                        f"forest step {steps}: {len(nodes)} nodes, {len(sub)} moved, -{before - after}"
                    )
                break
            state.set_many(sub, old)
    return {"forest_steps": steps, "forest_improvements": better, "forest_gain": gain}


def hub_balls(
    red: Reduced, min_degree: int, max_nodes: int = 1500, max_literals: int = 40_000
) -> list[np.ndarray]:
    """The whole radius-2 balls (up to `max_nodes`) around the hubs with at least `min_degree`
    neighbours, those of at most `max_literals` edge literals: the balls `dear_ball_search`
    cuts at 300 nodes."""
    out = []
    for h in range(red.m):
        if len(red.nbrs[h]) >= min_degree:
            nodes = ball(red, [h], 2, max_nodes)
            if edge_literals(red, nodes) <= max_literals:
                out.append(nodes)
    return out


def hub_ball_search(
    state: State,
    deadline: float,
    workers: int,
    rng: np.random.Generator,
    min_degree: int = 300,
    step_seconds: float = 5.0,
    memo: dict | None = None,
    log: Callable[[str], None] | None = None,
    max_literals: int = 40_000,
) -> dict:
    """One pass of CP-SAT moves on the whole radius-2 balls of the hubs (`hub_balls`),
    dearest first (its nodes' costs plus every edge touching them); a ball is skipped while
    it keeps the choice it was solved at (`memo`).

    Why (L, eighth round): toulbar2's priced labellings fused into our best gained on clusters
    of up to 990 nodes around hubs of 300-1,079 neighbours; the ball search never moves such a
    hub (its balls stop at 300 nodes and cut the hub's neighbour layer, so the neighbours left
    outside pin it). From a finished run's labelling (2.2764e9) these balls gained 20.8 M, two
    parameter hubs of 923 and 823 neighbours (1,115 and 1,020 nodes, 7-8 K literals: OPTIMAL in
    1.3-1.9 s); the 985-node balls of the two 959-neighbour hubs (71 K literals) are left out,
    UNKNOWN after 15 s."""
    red = state.red
    memo = {} if memo is None else memo
    balls = memo.get(("hub balls", min_degree, max_literals))
    if balls is None:
        balls = hub_balls(red, min_degree, max_literals=max_literals)
        memo[("hub balls", min_degree, max_literals)] = balls
    solved: set[bytes] = memo.setdefault(("hub balls solved", min_degree), set())
    prices = Prices(red)
    ec, nc = prices.edges(state.choice), prices.nodes(state.choice)
    touch = nc + np.bincount(prices.a, ec, red.m) + np.bincount(prices.b, ec, red.m)
    steps = better = gain = 0
    for nodes in sorted(balls, key=lambda b: -float(touch[b].sum())):
        if time.monotonic() > deadline - 0.5:
            break
        key = nodes.tobytes() + state.choice[nodes].tobytes()
        if key in solved or touch[nodes].sum() <= 0:
            continue
        res = solve_sub(
            red,
            nodes,
            state.choice,
            state.loads,
            min(deadline - time.monotonic(), step_seconds),
            workers,
            int(rng.integers(1 << 30)),
            deadline=deadline,
        )
        steps += 1
        if res.values is not None and res.objective is not None and res.objective < res.current:
            state.set_many(nodes, res.values)
            better += 1
            gain += res.current - res.objective
            if log:
                log(f"hub ball step {steps}: {len(nodes)} nodes, -{res.current - res.objective}")
        solved.add(key)
        solved.add(nodes.tobytes() + state.choice[nodes].tobytes())
    return {"hub_steps": steps, "hub_improvements": better, "hub_gain": gain}
