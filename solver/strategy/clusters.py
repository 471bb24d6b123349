"""Cluster moves for big strategy models: exact re-optimisation of balls around the dearest costs.

On big models the start's cost sits on a few hundred dear edges and node costs in small clusters:
a parameter live over the whole program, its sharded strategy, and the consumers that pay an
all-gather to read it. Moving the parameter, a consumer or one edge alone never pays (single-node
ICM, random forests and random-BFS LNS leave them), but the radius-2 ball around a dear edge
(the cluster and every neighbour of it) solved exactly by CP-SAT removes most of it; radius 1 is
too small, since the consumers' other neighbours must move too (docs/iopddl.md, "Search").

`dear_ball_search` repeats: price every edge and node at the current choice, take the dearest
one whose ball has not been solved in its current state, re-optimise the ball (others fixed,
memory checked exactly against the current loads), keep the result when it is cheaper.
"""

from __future__ import annotations

from collections.abc import Callable

import numpy as np
from shardsat.solver.strategy.deadline import Deadline
from shardsat.solver.strategy.heuristics import State, forest_dp, forest_masks, star_move
from shardsat.solver.strategy.presolve import INF, Reduced
from shardsat.solver.strategy.submodel import SubResult, edge_literals, solve_sub
from shardsat.solver.strategy.tuning import DEFAULT, StrategyTuning
from shardsat.solver.strategy.unionfind import DisjointSets


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
    """Every edge's and node's cost at a choice in a few numpy ops (pricing edge by edge in
    Python would dominate a ball step on big models)."""

    def __init__(self, red: Reduced) -> None:
        self.red = red
        self.flat, self.off, self.ncols, self.a, self.b, self.nflat, self.noff = red.flat_arrays()

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
    deadline: Deadline,
    workers: int,
    rng: np.random.Generator,
    radius: int = 2,
    tuning: StrategyTuning = DEFAULT,
    log: Callable[[str], None] | None = None,
    memo: dict | None = None,
    stall: tuple[float, float] | None = None,
) -> dict:
    """Exact CP-SAT moves on balls around the dearest edges and nodes until none improves.

    A ball is skipped while its nodes keep the choice it was last solved at (nothing there has
    changed, so the answer would be the same); the search ends when every ball among the
    `tuning.ball_top` dearest items is solved in its current state. Memory is exact: CP-SAT sees
    the loads of every node outside the ball. `memo` (a dict kept by the caller) carries the
    solved balls over to the next call, so a later pass re-solves only balls whose nodes moved.
    With `stall` = (window, fraction) it also stops once the gain over the last `window`
    seconds is below `fraction` of the current cost (`ball_stalled` 1 in the result).
    With `tuning.ball_retries` > 0, a ball whose solve stopped on time without a gain is solved
    again, with twice the time per retry, once no fresh ball is left. Returns step counts and
    the total gain.
    """
    red = state.red
    memo = {} if memo is None else memo
    for kind in ("solved", "proved", "timed_out", "balls"):
        memo.setdefault((kind, radius), set() if kind == "solved" else {})
    prices = Prices(red)
    counts = {"steps": 0, "better": 0, "gain": 0, "retried": 0, "timeouts": 0}
    gains = _GainWindow(stall)
    while not deadline.expired(0.2) and not gains.stalled(state.cost()):
        picked, tries = _next_ball(red, prices, state.choice, radius, memo, tuning, counts)
        if picked is None:
            break
        nodes, key = picked
        memo[("solved", radius)].add(key)
        seconds = deadline.cap(tuning.ball_seconds * 2**tries)
        res = solve_sub(
            red, nodes, state.choice, state.loads, seconds, workers, int(rng.integers(1 << 30)),
            deadline=deadline,
        )  # fmt: skip
        counts["steps"] += 1
        _record_ball(state, nodes, key, tries, res, memo, radius, tuning, counts)
        if res.values is not None and res.objective is not None and res.objective < res.current:
            gains.add(res.current - res.objective)
            if log:
                log(
                    f"ball step {counts['steps']}: {len(nodes)} nodes, -{res.current - res.objective}"
                )
    found = {"ball_steps": counts["steps"], "ball_improvements": counts["better"]}
    found.update(ball_gain=counts["gain"], ball_timeouts=counts["timeouts"])
    if tuning.ball_retries:
        found["ball_retries"] = counts["retried"]
    if stall is not None:
        found["ball_stalled"] = int(gains.stalled(state.cost()))
    return found


def _next_ball(red, prices, choice, radius, memo, tuning, counts):
    """The next ball to solve (fresh first, then a timed-out one to retry) and its retry count."""
    picked = _fresh_pick(red, prices, choice, radius, memo, tuning)
    if picked is not None or not tuning.ball_retries:
        return picked, 0
    picked, tries = _retry_pick(memo[("timed_out", radius)], choice, tuning.ball_retries)
    counts["retried"] += picked is not None
    return picked, tries


def _record_ball(
    state: State,
    nodes: np.ndarray,
    key: bytes,
    tries: int,
    res: SubResult,
    memo: dict,
    radius: int,
    tuning: StrategyTuning,
    counts: dict,
) -> None:
    """Apply a ball's result and book it: improved, timed out (for a retry), proved optimal."""
    improved = res.values is not None and res.objective is not None and res.objective < res.current
    if improved:
        state.set_many(nodes, res.values)
        counts["better"] += 1
        counts["gain"] += res.current - res.objective
    elif res.status != "OPTIMAL":
        counts["timeouts"] += 1  # stopped on time without gain (not proved)
        if tuning.ball_retries:
            memo[("timed_out", radius)][key] = (nodes, tries + 1)
    if res.status == "OPTIMAL":  # proved: the ball's state (and any sub-ball) needs no look
        memo[("solved", radius)].add(nodes.tobytes() + state.choice[nodes].tobytes())
        record = (nodes, state.choice[nodes].tobytes())
        proved = memo[("proved", radius)]
        for i in nodes:
            proved.setdefault(int(i), []).append(record)


def _fresh_pick(
    red: Reduced,
    prices: Prices,
    choice: np.ndarray,
    radius: int,
    memo: dict,
    tuning: StrategyTuning,
) -> tuple[np.ndarray, bytes] | None:
    """The ball (nodes, state key) around the dearest item not solved in its current state."""
    solved: set[bytes] = memo[("solved", radius)]
    balls: dict[tuple[int, ...], np.ndarray] = memo[("balls", radius)]
    proved: dict = memo[("proved", radius)]
    for _, seeds in dear_items(prices, choice, tuning.ball_top):
        nodes = balls.get(tuple(seeds))
        if nodes is None:
            nodes = capped_ball(red, seeds, radius, tuning.ball_max_nodes, tuning.ball_literals)
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
    """The gains of the last `window` seconds, to end a search whose gain rate has dropped
    (the seconds a converged search spends may pay more in the next phase)."""

    def __init__(self, stall: tuple[float, float] | None) -> None:
        self.stall, self.start = stall, Deadline.now()
        self.events: list[tuple[float, int]] = []

    def add(self, gain: int) -> None:
        self.events.append((Deadline.now(), gain))

    def stalled(self, cost: int) -> bool:
        if self.stall is None:
            return False
        window, fraction = self.stall
        now = Deadline.now()
        if now - self.start < window:
            return False
        recent = sum(g for t, g in self.events if t > now - window)
        return recent < fraction * cost


def forest_around(red: Reduced, seeds: list[int], max_nodes: int, rng: np.random.Generator):
    """An induced forest grown by BFS from `seeds` (a node joins when it closes no cycle).

    Long chains that must switch layout together (a parameter's consumers and everything down
    the chain) fit in it whole, where a radius-2 ball holds only their start.
    """
    sets = DisjointSets()
    order: list[int] = []
    queue = [int(s) for s in seeds]
    head = 0
    while head < len(queue) and len(order) < max_nodes:
        v = queue[head]
        head += 1
        if v in sets:
            continue
        roots = [sets.find(o) for _, o, _ in red.nbrs[v] if o in sets]
        if len(roots) != len(set(roots)):
            continue
        sets.add(v)
        for r in roots:
            sets.union(r, v)
        order.append(v)
        nxt = [o for _, o, _ in red.nbrs[v] if o not in sets]
        rng.shuffle(nxt)
        queue.extend(nxt)
    return np.array(sorted(order), dtype=np.int64)


def forest_search(
    state: State,
    deadline: Deadline,
    rng: np.random.Generator,
    tuning: StrategyTuning = DEFAULT,
    log: Callable[[str], None] | None = None,
) -> dict:
    """Exact min-sum moves on induced forests grown around the dearest items (ms per move).

    Each node may use its own memory slack; the joint move is kept only when it fits and is
    cheaper, else the usage-monotone move (always memory-feasible) is tried.
    """
    red = state.red
    prices = Prices(red)
    steps = better = gain = 0
    items = dear_items(prices, state.choice, tuning.ball_top)
    for _, seeds in items:
        if deadline.expired():
            break
        nodes = forest_around(red, seeds, tuning.forest_max_nodes, rng)
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


def star_pass(state: State, deadline: Deadline, min_degree: int) -> dict:
    """Star moves (a hub and every neighbour's best reply, `heuristics.star_move`) on every
    node with at least `min_degree` neighbours, most neighbours first, repeated while a pass
    keeps one.

    Why: a hub with thousands of neighbours (a parameter or a value read by every layer) is
    cut by every ball and pinned by its neighbours outside it; only a move of the whole star
    re-chooses it, and one pass over the hubs costs little next to a single ball solve.
    """
    red = state.red
    deg = np.array([len(n) for n in red.nbrs], dtype=np.int64)
    hubs = [int(h) for h in np.argsort(-deg, kind="stable") if deg[h] >= min_degree]
    kept = passes = 0
    before = state.cost()
    while hubs and not deadline.expired():
        passes += 1
        found = 0
        for h in hubs:
            if deadline.expired():
                break
            found += star_move(state, h)
        kept += found
        if not found:
            break
    return {"star_passes": passes, "star_moves": kept, "star_gain": before - state.cost()}


def hub_balls(
    red: Reduced, min_degree: int, max_nodes: int = 1500, max_literals: int = 40_000
) -> list[np.ndarray]:
    """The whole radius-2 balls (up to `max_nodes`) around the hubs with at least `min_degree`
    neighbours, those of at most `max_literals` edge literals: the balls `dear_ball_search`
    caps at `ball_max_nodes`."""
    out = []
    for h in range(red.m):
        if len(red.nbrs[h]) >= min_degree:
            nodes = ball(red, [h], 2, max_nodes)
            if edge_literals(red, nodes) <= max_literals:
                out.append(nodes)
    return out


def hub_ball_search(
    state: State,
    deadline: Deadline,
    workers: int,
    rng: np.random.Generator,
    tuning: StrategyTuning = DEFAULT,
    memo: dict | None = None,
    log: Callable[[str], None] | None = None,
) -> dict:
    """One pass of CP-SAT moves on the whole radius-2 balls of the hubs (`hub_balls`),
    dearest first (its nodes' costs plus every edge touching them); a ball is skipped while
    it keeps the choice it was solved at (`memo`).

    Why: the ball search never moves a hub with hundreds of neighbours (its balls are capped
    and cut the hub's neighbour layer, so the neighbours left outside pin it); hubs with
    `tuning.hub_min_degree` neighbours and balls of at most `tuning.hub_literals` literals.
    """
    red = state.red
    min_degree, max_literals = tuning.hub_min_degree, tuning.hub_literals
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
        if deadline.expired(0.5):
            break
        key = nodes.tobytes() + state.choice[nodes].tobytes()
        if key in solved or touch[nodes].sum() <= 0:
            continue
        res = solve_sub(
            red,
            nodes,
            state.choice,
            state.loads,
            deadline.cap(tuning.hub_seconds),
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
