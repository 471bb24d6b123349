"""Global memory allocation for big strategy models: Lagrangian prices on the tight time points.

Why: on L the hard-memory ball search (strategy_clusters.py) stalls at ~2.5e9 while the same
search without memory reaches 1.49e9; what blocks it is a global trade (which parameters may
take their replicated, read-for-free strategies, paid for by sharding long-lived activations
more), which no ball sees. A price per byte on the tight points turns that trade into costs
every local move sees: node i's strategy s costs `cost + var[s] * (sum of the prices over the
points i is live at)` (prefix sums), and the memory rows are lifted. The priced labelling is
then made to fit exactly and polished under the hard limits: by `fuse` (greedy, whole
clusters) and by `label_fusion` (CP-SAT over the walk's labels under the exact limits),
repeated from its own result while it gains (`repeated_fusion`). What the walk buys on L is
mostly a relayout at equal memory (the best after it holds the hard labelling's parameter
bytes): the over round perturbs, the bumped round descends into another basin, the fusions
recombine.
"""

from __future__ import annotations

import dataclasses
import time
from collections.abc import Callable

import numpy as np
from shardsat.solver.strategy.clusters import forest_around
from shardsat.solver.strategy.domains import cheapest_replies, lower_level_replies
from shardsat.solver.strategy.heuristics import State, icm, repair_memory
from shardsat.solver.strategy.presolve import INF, Reduced, postsolve, reduce, run_presolve
from shardsat.solver.strategy.problem import StrategyProblem
from shardsat.solver.strategy.repair import priced_repair
from shardsat.solver.strategy.submodel import solve_sub

LIFT = 10**15  # capacity added to every point of a priced model: its memory rows vanish
REPAIRABLE = 100_000_000  # forest repair of a priced labelling at most this far over (L: 18 M
# over in 5 s; a 1e9 overload, replicated parameters everywhere, is left to the prices)
REPAIR_SECONDS = 15.0
FUSION_LABELS = 3  # label_fusion of the best with the walk's last few priced labellings
FUSION_POOL = 6  # ... or, with a pool, its last few labellings (priced, repaired, fused)
FUSION_REPEATS = 2  # a fusion that gains is redone from its result (pool + the old best)
FUSION_WIDE_TOPK = 8  # ... and once the chain stops, one fusion with 8 cheapest replies
FUSION_MAX_OVER = REPAIRABLE  # no fusion of a round this far over (its labels stay pooled)
ROUND_CAP = 20.0  # a round that moved nothing after `round_seconds` goes on up to this
EXTEND_SECONDS = 2.0  # ... in steps of this, while its ball search still has balls to solve
FUSION_HOPS, FUSION_TOPK = 1, 4  # ... and their neighbours, each on its 4 cheapest replies
# (L, a labelling 18 M over: 532 free nodes -> 2.3434e9; + 1 hop, top 4: 1,206, 2.3121e9, 1.7 s)


GLOBAL_DOMAIN = 100  # priced global solve: nodes with more strategies stay at the hint (L: 7
# of 355; the 1,037-strategy node's tables alone hold 1.5 M of the model's 1.7 M literals)
GLOBAL_MIN_LEFT = 15.0  # ... only with this much of the walk left
GLOBAL_FROM, GLOBAL_ROUNDS = 1, 1  # ... before the walk's second round, once (round 1, the
# balls' replication move, stays theirs: L seed 0 with the solve before round 1, load 2.4-3.0:
# 26 s for the solve, the walk then fitted at once and stopped at 2.4105e9)


def live_price(red: Reduced, lam: np.ndarray) -> np.ndarray:
    """Per node the sum of the point prices `lam` over the points it is live at."""
    acc = np.concatenate([[0.0], np.cumsum(np.asarray(lam, dtype=np.float64))])
    return acc[red.pe] - acc[red.ps]


def price_extra(red: Reduced, lam: np.ndarray) -> list[np.ndarray]:
    """Per node and strategy the (integer) price of its usage: var[s] * live_price."""
    per = live_price(red, lam)
    return [np.round(red.var[i] * per[i]).astype(np.int64) for i in range(red.m)]


def priced_model(red: Reduced, lam: np.ndarray) -> Reduced:
    """The model with the memory limits moved into the node costs at prices `lam`.

    Costs stay integers and >= 0 (CP-SAT and the DP need both); the capacities are lifted so
    no move is held back by a limit. A labelling's priced cost is its cost plus its priced usage.
    """
    extra = price_extra(red, lam)
    return dataclasses.replace(
        red, cost=[c + x for c, x in zip(red.cost, extra, strict=True)], cap=red.cap + LIFT
    )


def priced_problem(pr) -> StrategyProblem:
    """A priced model (`priced_model`) as a memory-free strategy problem, for the presolve."""
    return StrategyProblem.build(
        pr.cost,
        [np.zeros(len(c), np.int64) for c in pr.cost],
        [(0, 0)] * pr.m,
        pr.edges,
        [m.reshape(-1) for m in pr.mats],
        None,
        "priced",
    )


def priced_global(
    red: Reduced,
    lam: np.ndarray,
    choice: np.ndarray,
    seconds: float,
    workers: int = 1,
    seed: int = 0,
    deadline: float | None = None,
) -> tuple[np.ndarray | None, str]:
    """The priced model (memory-free) presolved again, now with every node memory-free and
    the functional substitution, and solved whole by CP-SAT hinted with `choice` (nodes with
    more than `GLOBAL_DOMAIN` strategies stay at the hint), then postsolved. Returns the
    labelling when its priced cost is below `choice`'s (else None) and a note for the log.

    Why: toulbar2's preprocessing leaves 289 of L's 22,309 nodes without memory and its
    priced labellings fused into ours gained 159 M; our presolve with the memory-free rule
    alone left 6,487 nodes / 3.0 M literals, with the functional substitution 355 / 984 edges
    (L at 1 per byte; see docs/iopddl.md, "Ninth round")."""
    t0 = time.monotonic()
    pr = priced_model(red, lam)
    w = run_presolve(priced_problem(pr), functional=True)
    r = reduce(w)
    hint = np.zeros(r.m, dtype=np.int64)
    for i, v in enumerate(r.ids):
        k = int(np.searchsorted(w.orig[v], choice[v]))
        hint[i] = k if k < len(w.orig[v]) and w.orig[v][k] == choice[v] else 0
    if r.m:  # strategies dominance removed leave gaps in the hint: best replies fill them
        polished = State(r, hint)
        icm(polished, time.monotonic() + 1.0, np.random.default_rng(seed), max_sweeps=3)
        hint = polished.choice.copy()
    free = np.array([i for i in range(r.m) if len(r.cost[i]) <= GLOBAL_DOMAIN], dtype=np.int64)
    presolved = time.monotonic() - t0
    if len(free):
        res = solve_sub(
            r, free, hint, np.zeros(len(r.cap), np.int64), seconds, workers, seed, deadline=deadline
        )
        if res.values is not None:
            hint[free] = res.values
        status = res.status
    else:
        status = "EMPTY"
    out = np.asarray(postsolve(w, r, hint), dtype=np.int64)
    before, after = pr.total(choice), pr.total(out)
    note = (
        f"global {r.m} nodes {len(r.edges)} edges {status} priced {before} -> {after} "
        f"(presolve {presolved:.1f}s, all {time.monotonic() - t0:.1f}s)"
    )
    return (out if after < before else None), note


def tight_prices(red: Reduced, loads: np.ndarray, spare: int, per_byte: float) -> np.ndarray:
    """One price on the points with less than `spare` left at `loads`, scaled so that a node
    live at all of them pays `per_byte` per byte (a parameter live over the whole program)."""
    tight = (red.cap - loads) < spare
    lam = np.zeros(len(red.cap), dtype=np.float64)
    if tight.any():
        lam[tight] = per_byte / int(tight.sum())
    return lam


def fit(
    red: Reduced, choice: np.ndarray, deadline: float, rng: np.random.Generator
) -> State | None:
    """The labelling made to fit the hard limits (greedy repair, then single-node polish)."""
    state = State(red, choice)
    if not repair_memory(state, deadline):
        return None
    icm(state, deadline, rng, max_sweeps=3)
    return state


def changed_clusters(red: Reduced, a: np.ndarray, b: np.ndarray) -> list[np.ndarray]:
    """The nodes where labellings `a` and `b` differ, grouped by the edges among them: moving
    one group from a to b changes the cost by an amount independent of the other groups."""
    diff = np.nonzero(a != b)[0]
    parent = {int(i): int(i) for i in diff}

    def find(x: int) -> int:
        while parent[x] != x:
            parent[x] = parent[parent[x]]
            x = parent[x]
        return x

    for i in diff:
        for _, o, _ in red.nbrs[i]:
            if o in parent:
                ra, rb = find(int(i)), find(int(o))
                if ra != rb:
                    parent[ra] = rb
    groups: dict[int, list[int]] = {}
    for i in parent:
        groups.setdefault(find(i), []).append(i)
    return [np.array(sorted(g), dtype=np.int64) for g in groups.values()]


def _move_gain(red: Reduced, choice: np.ndarray, nodes: np.ndarray, new: np.ndarray) -> int:
    """Cost saved by setting `nodes` to `new[nodes]` in `choice` (edges inside counted once)."""
    inside = set(int(i) for i in nodes)
    after = choice.copy()
    after[nodes] = new[nodes]
    gain = 0
    for i in nodes:
        gain += int(red.cost[i][choice[i]]) - int(red.cost[i][after[i]])
        for e, o, row in red.nbrs[i]:
            if o in inside and not row:
                continue  # counted from its row side
            a, b = (i, o) if row else (o, i)
            gain += int(red.mats[e][choice[a], choice[b]]) - int(red.mats[e][after[a], after[b]])
    return gain


def fuse(base: State, new: np.ndarray) -> State:
    """A greedy knapsack over the clusters where `new` differs from the feasible `base`.

    Each cluster's move has an exact gain (independent of the other clusters) and a usage
    change. From `new`, clusters are reverted to `base`, least gain per byte added first,
    until the limits hold (clusters that free memory stay); then every reverted cluster that
    saves cost is tried again, most gain per byte first. Why: a priced labelling is cheap but
    over the limit by the few trades its prices got wrong; this keeps the trades that fit.
    The result is feasible and never dearer than `base`."""
    red = base.red
    items = []
    for nodes in changed_clusters(red, base.choice, new):
        gain = _move_gain(red, base.choice, nodes, new)
        added = sum(max(0, int(red.var[i][new[i]] - red.var[i][base.choice[i]])) for i in nodes)
        value = np.inf if added == 0 and gain >= 0 else gain / (1 + added)
        items.append((value, int(nodes[0]), nodes, gain))
    items.sort(key=lambda t: t[:2])
    out = State(red, new)
    reverted = []
    for value, _, nodes, gain in items:
        if out.feasible():
            break
        if value == np.inf:
            continue
        out.set_many(nodes, base.choice[nodes])
        reverted.append((value, nodes, gain))
    if not out.feasible():
        out = State(red, base.choice)
        reverted = [(v, n, g) for v, _, n, g in items]
    for _, nodes, gain in sorted(reverted, key=lambda t: -t[0]):
        if gain <= 0:
            continue
        out.set_many(nodes, new[nodes])
        if not out.feasible():
            out.set_many(nodes, base.choice[nodes])
    return out if out.cost() <= base.cost() else State(red, base.choice)


def fusion_domains(
    base: State,
    labellings: list[np.ndarray],
    spare: int | None = None,
    hops: int = 0,
    topk: int = 0,
) -> tuple[np.ndarray, dict[int, np.ndarray]]:
    """The free nodes of a fusion and each one's sorted allowed strategies.

    A node where some labelling differs from `base` may take its strategy in `base` or in any
    labelling. With `spare` set, every memory node live at a point that some labelling
    overloads, or where `base` leaves less than `spare`, may also take, for each usage level
    below its `base` one, its cheapest strategy at that level with the neighbours at `base`
    (what a memory repair would pick): the bytes a priced trade needs can then come from
    other nodes than the ones the prices moved. `hops` rings of neighbours join (at their
    `base` strategy), and then every free node also gets its `topk` cheapest strategies with
    the neighbours at `base`, so the nodes around a trade can reply to it. All other nodes
    stay at `base`."""
    red = base.red
    labels = np.array(labellings, dtype=np.int64).reshape(len(labellings), red.m)
    allowed: dict[int, set[int]] = {}
    for i in np.nonzero(np.any(labels != base.choice[None, :], axis=0))[0]:
        allowed[int(i)] = {int(base.choice[i]), *(int(s) for s in labels[:, i])}
    if spare is not None:
        tight = (red.cap - base.loads) < spare
        for lab in labels:
            tight |= red.loads(lab) > red.cap
        acc = np.concatenate([[0], np.cumsum(tight)])
        mem = np.nonzero(red.pe > red.ps)[0]
        for i in mem[acc[red.pe[mem]] > acc[red.ps[mem]]]:
            i, now = int(i), int(base.choice[i])
            if not np.any(red.var[i] < red.var[i][now]):
                continue
            lower = lower_level_replies(red.var[i], now, red.local_cost(i, base.choice))
            allowed.setdefault(i, {now}).update(lower)
    for _ in range(hops):
        for i in list(allowed):
            for _, o, _ in red.nbrs[i]:
                allowed.setdefault(int(o), {int(base.choice[o])})
    if topk:
        for i, keep in allowed.items():
            keep.update(cheapest_replies(red.local_cost(i, base.choice), topk))
    free = np.array(sorted(allowed), dtype=np.int64)
    return free, {i: np.array(sorted(allowed[i]), dtype=np.int64) for i in free.tolist()}


def label_fusion(
    base: State,
    labellings: list[np.ndarray],
    time_limit: float,
    workers: int,
    seed: int,
    deadline: float | None = None,
    spare: int | None = None,
    hops: int = 0,
    topk: int = 0,
) -> tuple[str, State | None]:
    """Exact multi-label fusion: CP-SAT picks, node by node, the strategy of `base` (feasible)
    or of one of the `labellings` (priced, maybe overloaded), under the hard memory rows.

    Only the nodes of `fusion_domains` are free, each on its few strategies (CP-SAT makes no
    literal for the others), all others fixed at `base`. Why: `fuse` reverts whole connected
    clusters all or nothing, least gain per byte first; CP-SAT can keep part of a cluster's
    trade, mix the labellings of several price levels and (with `spare`) pay for a trade with
    bytes from nodes the prices left alone (L: a labelling 18.3 M over, no gain by `fuse` nor
    by the labels alone; with the lower levels at its overloaded points 1,429 free nodes,
    OPTIMAL in 2.5 s, 2.3602e9 -> 2.3434e9). Returns CP-SAT's status and the fused state when
    it is feasible and cheaper than `base`."""
    red = base.red
    free, allowed = fusion_domains(base, labellings, spare, hops, topk)
    if not len(free):
        return "EMPTY", None
    res = solve_sub(
        red,
        free,
        base.choice,
        base.loads,
        time_limit,
        workers,
        seed,
        deadline=deadline,
        allowed=allowed,
    )
    if res.values is None or res.objective is None or res.objective >= res.current:
        return res.status, None
    out = State(red, base.choice)
    out.set_many(free, res.values)
    if not out.feasible() or out.cost() >= base.cost():
        return res.status, None
    return res.status, out


def blockers(red: Reduced, choice: np.ndarray, i: int) -> list[int]:
    """The neighbours of node `i` that forbid every strategy of `i` below its current usage
    (at their current strategies): `i` can give memory back only if they move with it."""
    lower = np.nonzero(red.var[i] < red.var[i][choice[i]])[0]
    out = []
    for e, o, row in red.nbrs[i]:
        col = red.mats[e][lower, choice[o]] if row else red.mats[e][choice[o], lower]
        if len(lower) and np.all(col >= INF):
            out.append(int(o))
    return out


def forest_repair(
    state: State,
    deadline: float,
    rng: np.random.Generator,
    max_nodes: int = 2000,
    growth: float = 1.3,
    max_moves: int = 200,
    start_share: float = 0.1,
    seeds_per_move: int = 20,
    blocked_picks: int = 3,
) -> bool:
    """Usage-monotone forest moves priced on the overloaded points, each on an induced forest
    grown around the nodes live at the worst point (above their least usage), until the
    limits hold. True when the labelling fits (changed in place, also on failure).

    Every other move grows the forest from a few such nodes and their `blockers` first (the
    neighbours whose strategies forbid each lower-usage strategy), so that a hub the parameters
    must move with (L: a node with 256 neighbours, each forced to its layout) and its star
    enter the forest whole; 20 scattered seeds left them out, and the price then grew for
    50 moves at a 3 M overload that no move could touch (the one failure in the 180 s run).

    Why: the V engineer's priced repair (strategy_repair.py) draws forests over the whole
    model, seconds a move on L (40 s left an 18 M overload 3 M over); forests grown at the
    overloaded point cost ~0.1-0.2 s and move the parameters there with their consumers (L: 18 M over
    repaired in 4.7 s to 2.255e9)."""
    red = state.red
    mem = np.nonzero(red.pe > red.ps)[0]

    def pick(state: State, move: int) -> np.ndarray | None:
        p = int(np.argmax(state.loads - red.cap))
        live = mem[(red.ps[mem] <= p) & (p < red.pe[mem])]
        above = [int(i) for i in live if red.var[i][state.choice[i]] > red.var[i].min()]
        if not above:
            return None
        if move % 2:
            picks = [
                int(i)
                for i in rng.choice(above, size=min(len(above), blocked_picks), replace=False)
            ]
            found = [o for i in picks for o in blockers(red, state.choice, i)]
            seeds = list(dict.fromkeys(found + picks))
        else:
            seeds = list(rng.choice(above, size=min(len(above), seeds_per_move), replace=False))
        return forest_around(red, seeds, max_nodes, rng)

    return priced_repair(
        state, deadline, rng, pick=pick, start_share=start_share, max_moves=max_moves, growth=growth
    )


Search = Callable[[State, float], None]
# relaxed(state, until, fresh): `fresh` asks it to forget what it solved (the prices changed
# direction), else it may skip what it solved in earlier rounds and go further down its list;
# it may return how many steps it made (0: nothing left to solve at these prices) or None
Relaxed = Callable[[State, float, bool], "int | None"]


def relax_round(
    state: State,
    relaxed: Relaxed,
    until: float,
    round_seconds: float,
    fresh: bool,
    extend: bool = False,
) -> None:
    """One priced round: `relaxed` for `round_seconds`; with `extend`, a round that has moved
    nothing by then goes on, `EXTEND_SECONDS` at a time, until it moves, its search runs out
    of steps, or `ROUND_CAP`. Why: on L the first priced round from the hard balls' labelling
    moves nothing for 9 balls; its first move (ball 10: ~4 s at load 2, ~8 s at load 3) is
    the replication the walk's best trades come from. Cut at 8 s just before it, the walk
    stayed in the hard balls' basin (75 s walk: 2.5497e9 instead of ~2.30e9)."""
    start = time.monotonic()
    before = state.choice.copy()
    steps = relaxed(state, min(until, start + round_seconds), fresh)
    end = min(until, start + ROUND_CAP)
    while extend and steps and np.array_equal(state.choice, before):
        if time.monotonic() > end - 0.2:
            break
        steps = relaxed(state, min(end, time.monotonic() + EXTEND_SECONDS), False)


def _pool_add(pool: list[np.ndarray], choice: np.ndarray) -> None:
    """Appends a copy of `choice` unless one of the last few pooled labellings equals it."""
    if not any(np.array_equal(p, choice) for p in pool[-FUSION_POOL:]):
        pool.append(np.asarray(choice, dtype=np.int64).copy())


def repeated_fusion(
    base: State,
    labels: list[np.ndarray],
    until: float,
    seconds: float,
    workers: int,
    rng: np.random.Generator,
    repeats: int = 0,
    wide_topk: int = 0,
) -> tuple[State | None, str]:
    """`label_fusion` of `base` with `labels`; while it gains (at most `repeats` more times)
    again from its result, with the previous base as one more label; then, with `wide_topk`
    and time for a whole fusion left, once more with that many cheapest replies per free node
    instead of `FUSION_TOPK`. Returns the cheapest fused state (None without gain) and a note
    for the log.

    Why: the result of a fusion has other cheapest replies, lower usage levels and ring than
    its base, so the same labels fused around it reach trades the first model did not hold
    (L, the walk's first two priced labellings: 2.3434e9 -> 2.3002e9 -> 2.2742e9, then no
    gain; 10 s each at load 3.4). The wide fusion leaves that fixed point: 8 replies instead
    of 4, 2.2742e9 -> 2.2514e9 (10 s, FEASIBLE; 12 replies: no solution in 10 s)."""
    out: State | None = None
    notes: list[str] = []
    gained = True
    tops = [FUSION_TOPK] * (repeats + 1)
    for k, topk in enumerate([*tops, wide_topk] if wide_topk else tops):
        left = until - time.monotonic()
        if left < (1.0 if k == 0 else seconds):  # a repeat only when a whole fusion fits
            break
        if k < len(tops) and not gained:
            continue  # the narrow chain has stopped gaining: on to the wide fusion
        fused = _fuse_once(base, labels, min(seconds, left), until, workers, rng, topk, notes)
        gained = fused is not None
        if fused is not None:
            labels = [*labels, base.choice]
            base = out = fused
    return out, ", ".join(notes)


def _fuse_once(base, labels, seconds, until, workers, rng, topk, notes) -> State | None:
    """One `label_fusion` at the walk's setting with `topk` replies; its note goes to `notes`."""
    status, fused = label_fusion(
        base,
        labels,
        seconds,
        workers,
        int(rng.integers(1 << 30)),
        deadline=until,
        spare=0,
        hops=FUSION_HOPS,
        topk=topk,
    )
    notes.append(f"{status} {fused.cost() if fused is not None else None}")
    return fused


def _raise_or_decay(lam: np.ndarray, over: np.ndarray, spare: int, bump: float, decay: float):
    """Prices after a round: the points within `spare` of the worst overload rise together
    (a parameter is over everywhere when it is over: pricing every point would price every
    activation's bytes too); after a round that fits every price decays."""
    if np.any(over > 0):
        near = over > max(0, int(over.max()) - spare)
        lam[near] += bump * max(float(lam.sum()), 1e-9) / int(near.sum())
    else:
        lam *= decay


def _fitted_candidates(
    red: Reduced,
    base: State,
    first: bool,
    cur: np.ndarray,
    over: np.ndarray,
    until: float,
    repair_until: float | None,
    rng: np.random.Generator,
) -> tuple[list[State], State | None]:
    """The round's labelling made to fit: `fuse` with the best, the greedy repair (itself when
    it fits), and for a near-fit the forest repair (which may overrun the walk's share up to
    `repair_until`: a near-fit is rare) with `fuse` of its trades (not in the `first` round).
    Returns the candidates and the forest-repaired state (or None)."""
    cands = [fuse(base, cur)]
    fitted = fit(red, cur, min(until, time.monotonic() + 1.0), rng)
    if fitted is not None:
        cands.append(fitted)
    if not 0 < over.max() <= REPAIRABLE:
        return cands, None
    end = min(max(until, repair_until or until), time.monotonic() + REPAIR_SECONDS)
    fixed = State(red, cur)
    if not forest_repair(fixed, end, rng):
        return cands, None
    icm(fixed, end, rng)  # also clears forbidden pairs the priced DP accepted
    cands.append(fixed)
    if fixed.feasible() and not first:
        cands.append(fuse(base, fixed.choice))  # the repaired trades that pay
    return cands, fixed


def priced_walk(
    red: Reduced,
    choice: np.ndarray,
    lam: np.ndarray,
    until: float,
    relaxed: Relaxed,
    rng: np.random.Generator,
    round_seconds: float = 8.0,
    bump: float = 0.5,
    decay: float = 0.8,
    spare: int = 20_000_000,
    repair_until: float | None = None,
    log: Callable[[str], None] | None = None,
    fusion_seconds: float = 0.0,
    workers: int = 1,
    extend: bool = False,
    fusion_max_over: int | None = None,
    pool: list[np.ndarray] | None = None,
    wide_topk: int = 0,
    global_seconds: float = 0.0,
) -> State | None:
    """Rounds of `relaxed` on the priced, lifted model (a subgradient walk on the prices).

    After a round that leaves points overloaded, the prices of the points within `spare` of
    the worst overload rise together by `bump` times the price per byte of a node live at
    every point; after a round that fits, every price decays by `decay`, so the walk brackets
    the cheapest prices at which the priced optimum fits. Each round's labelling is made to
    fit (`_fitted_candidates`), or with `fusion_seconds` > 0 fused by CP-SAT `label_fusion`
    of the best with the walk's last `FUSION_LABELS` priced labellings and a forest-repaired
    one (the lower usage levels at the points they overload, one ring of neighbours and
    `FUSION_TOPK` cheapest replies per free node), and polished by single moves (L, one 180 s
    run: 2.3602e9 -> 2.2945e9 with the fusion). With `pool` (a list shared by the walks)
    the fusion takes the pool's last `FUSION_POOL` labellings instead (priced, repaired,
    fitted, earlier bests) and is repeated from its result while it gains
    (`repeated_fusion`, then once with `wide_topk` replies); rounds more than
    `fusion_max_over` over are not fused (their labellings still join the labels); `extend`
    lets a round that moved nothing go on (`relax_round`); with `global_seconds` > 0 rounds
    `GLOBAL_FROM` + 1 .. `GLOBAL_FROM` + `GLOBAL_ROUNDS` start from `priced_global`'s
    labelling (the whole priced model by CP-SAT after its own presolve) when it is cheaper
    at the round's prices; such a round is not fused and its labellings are not pooled.
    Why rounds of balls and not the greedy repair alone: on L the repair cannot finish a
    priced labelling (18 M over at 107 points: the parameters live there lower their usage
    only together with their consumers), the balls on the re-priced model can. Returns the
    cheapest labelling that fit (None when no round ran)."""
    cur = np.asarray(choice, dtype=np.int64).copy()
    lam = lam.copy()
    best: State | None = None
    rounds, fits = 0, None
    trail: list[np.ndarray] = []
    while time.monotonic() < until - 0.2:
        start_choice, global_start = cur, False
        wants = GLOBAL_FROM <= rounds < GLOBAL_FROM + GLOBAL_ROUNDS
        if global_seconds > 0 and wants and time.monotonic() < until - GLOBAL_MIN_LEFT:
            seed = int(rng.integers(1 << 30))
            found, note = priced_global(red, lam, cur, global_seconds, workers, seed, until)
            if found is not None:
                start_choice, global_start = found, True
            if log:
                log(f"priced round {rounds + 1}: {note}")
        state = State(priced_model(red, lam), start_choice)
        t_round = time.monotonic()
        relax_round(state, relaxed, until, round_seconds, fits is None, extend)
        t_balls = time.monotonic()
        if rounds and np.array_equal(state.choice, cur):
            break  # the balls found nothing at these prices: the walk has stalled
        cur = state.choice.copy()
        trail = [*trail[-(FUSION_LABELS - 1) :], cur]
        rounds += 1
        over = State(red, cur).loads - red.cap
        now_fits = not np.any(over > 0)
        fits = now_fits if fits in (None, now_fits) else None
        _raise_or_decay(lam, over, spare, bump, decay)
        start = best if best is not None else State(red, choice)
        cands, fixed = _fitted_candidates(
            red, start, best is None, cur, over, until, repair_until, rng
        )
        if fixed is not None and fixed.feasible() and best is not None:
            trail.append(fixed.choice)  # for the fusion below
        if pool is not None and not global_start:  # (the pool feeds later fusions)
            for lab in [cur, *(c.choice for c in cands[1:] if c.feasible())]:
                _pool_add(pool, lab)
        fused = None
        t_fit = time.monotonic()
        end = max(until, repair_until or until)
        if global_start:
            fused = "skipped"  # its labels differ from the best in thousands of nodes: the
            # fusion models took 12 s to build, the runs ended 18 s (load 3.1) and 6.5 s (load
            # 1.1) past the 180 s limit, every such fusion UNKNOWN (L seed 0)
        elif fusion_seconds > 0 and (fusion_max_over is None or over.max() <= fusion_max_over):
            labels = trail if pool is None else pool[-FUSION_POOL:]
            repeats = 0 if pool is None else FUSION_REPEATS
            out, fused = repeated_fusion(
                start, labels, end, fusion_seconds, workers, rng, repeats, wide_topk
            )
            if out is not None:
                cands.append(out)
        cand = min(cands, key=State.cost)
        icm(cand, until, rng, max_sweeps=3)
        if best is None or cand.cost() < best.cost():
            if best is not None and pool is not None:
                _pool_add(pool, best.choice)
            best = cand
        if log:
            repaired = fixed.cost() if fixed is not None else None
            log(
                f"priced round {rounds}: {red.total(cur)}, overload {int(over.max(initial=0))}, "
                f"fitted {cand.cost()}, forest repair {repaired}, fusion {fused}, "
                f"best {best.cost() if best is not None else None} (balls "
                f"{t_balls - t_round:.1f}s, fit {t_fit - t_balls:.1f}s, fusion "
                f"{time.monotonic() - t_fit:.1f}s)"
            )
    return best


def allocation_search(
    state: State,
    deadline: float,
    rng: np.random.Generator,
    relaxed: Relaxed,
    hard: Search,
    per_bytes: tuple[float, ...] = (1.0, 1.3),
    spare: int = 20_000_000,
    round_seconds: float = 8.0,
    walk_share: float = 0.95,
    log: Callable[[str], None] | None = None,
    fusion_seconds: float = 0.0,
    workers: int = 1,
    extend: bool = False,
    fusion_max_over: int | None = None,
    pooled: bool = False,
    wide_topk: int = 0,
    global_seconds: float = 0.0,
) -> tuple[State, list[dict]]:
    """For each starting price per byte: a priced walk from the best labelling (prices first on
    the points with less than `spare` left; it stops early when it stalls); the cheapest
    labelling that fit is kept; then `hard` (hard limits) polishes it. The walks share
    `walk_share` of the time, each the rest of it divided by the walks left. `extend`,
    `fusion_max_over`, `wide_topk`, `global_seconds` go to every walk; `pooled` gives them one shared pool of
    labellings for the fusion (see `priced_walk`).

    `relaxed(state, until, fresh)` and `hard(state, until)` improve a state in place (the ball
    search).
    """
    red = state.red
    best = State(red, state.choice)
    trace: list[dict] = []
    pool: list[np.ndarray] | None = [] if pooled else None
    polish_from = deadline - (1 - walk_share) * max(0.0, deadline - time.monotonic())
    for k, per_byte in enumerate(per_bytes):
        now = time.monotonic()
        share = (polish_from - now) / (len(per_bytes) - k)
        if share <= 0.5:
            break
        lam = tight_prices(red, best.loads, spare, per_byte)
        cand = priced_walk(
            red,
            best.choice,
            lam,
            now + share,
            relaxed,
            rng,
            round_seconds,
            spare=spare,
            repair_until=deadline,
            log=log,
            fusion_seconds=fusion_seconds,
            workers=workers,
            extend=extend,
            fusion_max_over=fusion_max_over,
            pool=pool,
            wide_topk=wide_topk,
            global_seconds=global_seconds,
        )
        row: dict = {"per_byte": per_byte, "walk": cand.cost() if cand is not None else None}
        if cand is not None and cand.feasible() and cand.cost() < best.cost():
            best = cand
        trace.append(row)
        if log:
            log(f"allocation {row}")
    if time.monotonic() < deadline - 0.5:
        hard(best, deadline)
        trace.append({"polished": best.cost()})
    return best, trace
