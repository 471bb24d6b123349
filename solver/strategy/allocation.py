"""Global memory allocation for big strategy models: Lagrangian prices on the tight time points.

Why: on big models the hard-memory ball search stalls far above the same search without memory;
what blocks it is a global trade (which parameters may take their replicated, read-for-free
strategies, paid for by sharding long-lived activations more), which no ball sees. A price per
byte on the tight points turns that trade into costs every local move sees: node i's strategy s
costs `cost + var[s] * (sum of the prices over the points i is live at)` (prefix sums), and the
memory rows are lifted. The priced labelling is then made to fit exactly and polished under the
hard limits: by `fuse` (greedy, whole clusters) and by `label_fusion` (CP-SAT over the walk's
labels under the exact limits), repeated from its own result while it gains (`repeated_fusion`).
Measurements: docs/iopddl.md, "Search" and "Tuning".
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable
from dataclasses import dataclass

import numpy as np
from shardsat.solver.strategy.clusters import forest_around
from shardsat.solver.strategy.deadline import OVERHEADS, Deadline
from shardsat.solver.strategy.domains import cheapest_replies, lower_level_replies
from shardsat.solver.strategy.heuristics import State, icm, repair_memory
from shardsat.solver.strategy.presolve import INF, Reduced, postsolve, reduce, run_presolve
from shardsat.solver.strategy.problem import StrategyProblem
from shardsat.solver.strategy.repair import priced_repair
from shardsat.solver.strategy.submodel import edge_literals, solve_sub
from shardsat.solver.strategy.tuning import DEFAULT, StrategyTuning
from shardsat.solver.strategy.unionfind import DisjointSets

FUSION_MIN_SOLVE = 0.25
"""A fusion is built only when its predicted build leaves CP-SAT this share of its time (a
fusion model built in the last second returns UNKNOWN: S, docs/iopddl.md "Seventeenth
round")."""
LIFT = 10**15
"""Capacity added to every point of a priced model: its memory rows vanish."""


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
    deadline: Deadline | None = None,
    tuning: StrategyTuning = DEFAULT,
) -> tuple[np.ndarray | None, str]:
    """The priced model (memory-free) presolved again, now with every node memory-free and
    the functional substitution, and solved whole by CP-SAT hinted with `choice` (nodes with
    more than `tuning.global_domain` strategies stay at the hint), then postsolved. Returns the
    labelling when its priced cost is below `choice`'s (else None) and a note for the log.

    Why: without memory rows the functional substitution collapses the hub stars, so the whole
    priced model becomes small enough for CP-SAT (docs/iopddl.md, "A global solve of the
    priced model")."""
    t0 = Deadline.now()
    pr = priced_model(red, lam)
    # its own presolve gets a quarter of the time left (each reduction is exact: stopping
    # early leaves a bigger model, which the literal cap below then skips)
    until = Deadline.after(seconds) if deadline is None else deadline
    w = run_presolve(priced_problem(pr), functional=True, tuning=tuning, deadline=until.share(0.25))
    r = reduce(w)
    hint = np.zeros(r.m, dtype=np.int64)
    for i, v in enumerate(r.ids):
        k = int(np.searchsorted(w.orig[v], choice[v]))
        hint[i] = k if k < len(w.orig[v]) and w.orig[v][k] == choice[v] else 0
    if r.m:  # strategies dominance removed leave gaps in the hint: best replies fill them
        polished = State(r, hint)
        polish = Deadline.after(1.0) if deadline is None else deadline.sub(1.0)
        icm(polished, polish, np.random.default_rng(seed), max_sweeps=3)
        hint = polished.choice.copy()
    small = [i for i in range(r.m) if len(r.cost[i]) <= tuning.global_domain]
    free = np.array(small, dtype=np.int64)
    presolved = Deadline.now() - t0
    if len(free) and edge_literals(r, free) > tuning.big_model_literals:
        status = "TOO_BIG"  # building such a model alone costs more than its time share
    elif len(free):
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
        f"(presolve {presolved:.1f}s, all {Deadline.now() - t0:.1f}s)"
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
    red: Reduced, choice: np.ndarray, deadline: Deadline, rng: np.random.Generator
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
    sets = DisjointSets(diff.tolist())
    for i in diff.tolist():
        for _, o, _ in red.nbrs[i]:
            if o in sets:
                sets.union(i, o)
    groups: dict[int, list[int]] = {}
    for i in sets:
        groups.setdefault(sets.find(i), []).append(i)
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


def fuse(base: State, new: np.ndarray, deadline: Deadline | None = None) -> State:
    """A greedy knapsack over the clusters where `new` differs from the feasible `base`.

    Each cluster's move has an exact gain (independent of the other clusters) and a usage
    change. From `new`, clusters are reverted to `base`, least gain per byte added first,
    until the limits hold (clusters that free memory stay); then every reverted cluster that
    saves cost is tried again, most gain per byte first. Why: a priced labelling is cheap but
    over the limit by the few trades its prices got wrong; this keeps the trades that fit.
    The result is feasible and never dearer than `base`; at `deadline` (checked per cluster)
    it is `base` itself."""
    red = base.red
    late = (lambda: False) if deadline is None else deadline.expired
    items = _fuse_items(base, new, late)
    if items is None:
        return State(red, base.choice)
    out = State(red, new)
    reverted = []
    for value, _, nodes, gain in items:
        if out.feasible():
            break
        if late():
            return State(red, base.choice)
        if value == np.inf:
            continue
        out.set_many(nodes, base.choice[nodes])
        reverted.append((value, nodes, gain))
    if not out.feasible():
        out = State(red, base.choice)
        reverted = [(v, n, g) for v, _, n, g in items]
    _put_back(out, base, new, reverted, late)
    return out if out.cost() <= base.cost() else State(red, base.choice)


def _put_back(out: State, base: State, new: np.ndarray, reverted: list, late) -> None:
    """Every reverted cluster that saves cost moved to `new` again while `out` stays feasible,
    most gain per byte first, until `late()` (`out` is feasible throughout)."""
    for _, nodes, gain in sorted(reverted, key=lambda t: -t[0]):
        if late():
            break
        if gain <= 0:
            continue
        out.set_many(nodes, new[nodes])
        if not out.feasible():
            out.set_many(nodes, base.choice[nodes])


def _fuse_items(base: State, new: np.ndarray, late: Callable[[], bool]) -> list | None:
    """`fuse`'s clusters as (gain per byte added, first node, nodes, gain), least value
    first; None when `late()` turned true before they were all priced."""
    red = base.red
    items = []
    for nodes in changed_clusters(red, base.choice, new):
        if late():
            return None
        gain = _move_gain(red, base.choice, nodes, new)
        added = sum(max(0, int(red.var[i][new[i]] - red.var[i][base.choice[i]])) for i in nodes)
        value = np.inf if added == 0 and gain >= 0 else gain / (1 + added)
        items.append((value, int(nodes[0]), nodes, gain))
    items.sort(key=lambda t: t[:2])
    return items


def fusion_domains(
    base: State,
    labellings: list[np.ndarray],
    spare: int | None = None,
    hops: int = 0,
    topk: int = 0,
    deadline: Deadline | None = None,
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
    stay at `base`. At `deadline` the lower levels and replies stop being added (every
    domain holds its `base` strategy, so any part of the domains is a valid fusion)."""
    red = base.red
    labels = np.array(labellings, dtype=np.int64).reshape(len(labellings), red.m)
    allowed: dict[int, set[int]] = {}
    for i in np.nonzero(np.any(labels != base.choice[None, :], axis=0))[0]:
        allowed[int(i)] = {int(base.choice[i]), *(int(s) for s in labels[:, i])}
    late = (lambda: False) if deadline is None else deadline.expired
    if spare is not None:
        _add_lower_levels(base, labels, spare, allowed, late)
    for _ in range(hops):
        for i in list(allowed):
            for _, o, _ in red.nbrs[i]:
                allowed.setdefault(int(o), {int(base.choice[o])})
    if topk:
        for k, (i, keep) in enumerate(allowed.items()):
            if k % 64 == 0 and late():
                break
            keep.update(cheapest_replies(red.local_cost(i, base.choice), topk))
    free = np.array(sorted(allowed), dtype=np.int64)
    return free, {i: np.array(sorted(allowed[i]), dtype=np.int64) for i in free.tolist()}


def _add_lower_levels(
    base: State, labels: np.ndarray, spare: int, allowed: dict, late: Callable[[], bool]
) -> None:
    """Each memory node live at a point some label overloads (or `base` leaves less than
    `spare`) may also take its cheapest strategy at each usage level below its `base` one."""
    red = base.red
    tight = (red.cap - base.loads) < spare
    for lab in labels:
        tight |= red.loads(lab) > red.cap
    acc = np.concatenate([[0], np.cumsum(tight)])
    mem = np.nonzero(red.pe > red.ps)[0]
    for k, i in enumerate(mem[acc[red.pe[mem]] > acc[red.ps[mem]]]):
        if k % 64 == 0 and late():
            return
        i, now = int(i), int(base.choice[i])
        if not np.any(red.var[i] < red.var[i][now]):
            continue
        lower = lower_level_replies(red.var[i], now, red.local_cost(i, base.choice))
        allowed.setdefault(i, {now}).update(lower)


def label_fusion(
    base: State,
    labellings: list[np.ndarray],
    time_limit: float,
    workers: int,
    seed: int,
    deadline: Deadline | None = None,
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
    bytes from nodes the prices left alone. Returns CP-SAT's status and the fused state when
    it is feasible and cheaper than `base`."""
    red = base.red
    free, allowed = fusion_domains(base, labellings, spare, hops, topk, deadline)
    if deadline is not None and deadline.expired():
        return "ABORTED", None
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
        min_solve=FUSION_MIN_SOLVE * time_limit,
    )
    if res.status == "SKIPPED":  # the build was predicted to take `res.seconds`
        return f"SKIPPED {res.seconds:.1f}s/{len(free)} nodes", None
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
    deadline: Deadline,
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
    must move with and its star enter the forest whole; scattered seeds leave them out.

    Why: `repair.priced_repair`'s default forests span the whole model and cost seconds a move
    on big models; forests grown at the overloaded point are cheap and move the parameters
    there with their consumers."""
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


Search = Callable[[State, Deadline], None]
# relaxed(state, until, fresh): `fresh` asks it to forget what it solved (the prices changed
# direction), else it may skip what it solved in earlier rounds and go further down its list;
# it may return how many steps it made (0: nothing left to solve at these prices) or None
Relaxed = Callable[[State, Deadline, bool], "int | None"]


def relax_round(
    state: State,
    relaxed: Relaxed,
    until: Deadline,
    round_seconds: float,
    fresh: bool,
    extend: bool = False,
    tuning: StrategyTuning = DEFAULT,
) -> None:
    """One priced round: `relaxed` for `round_seconds`; with `extend`, a round that has moved
    nothing by then goes on, `tuning.extend_seconds` at a time, until it moves, its search runs
    out of steps, or `tuning.round_cap`. Why: the first move of a round can take longer than
    a round, and it is often the one the walk's best trades come from."""
    end = until.sub(tuning.round_cap)
    before = state.choice.copy()
    steps = relaxed(state, until.sub(round_seconds), fresh)
    while extend and steps and np.array_equal(state.choice, before):
        if end.expired(0.2):
            break
        steps = relaxed(state, end.sub(tuning.extend_seconds), False)


def _pool_add(pool: list[np.ndarray], choice: np.ndarray, recent: int) -> None:
    """Appends a copy of `choice` unless one of the last `recent` pooled labellings equals it."""
    if not any(np.array_equal(p, choice) for p in pool[-recent:]):
        pool.append(np.asarray(choice, dtype=np.int64).copy())


def repeated_fusion(
    base: State,
    labels: list[np.ndarray],
    until: Deadline,
    seconds: float,
    workers: int,
    rng: np.random.Generator,
    repeats: int = 0,
    wide_topk: int = 0,
    tuning: StrategyTuning = DEFAULT,
) -> tuple[State | None, str]:
    """`label_fusion` of `base` with `labels`; while it gains (at most `repeats` more times)
    again from its result, with the previous base as one more label; then, with `wide_topk`
    and time for a whole fusion left, once more with that many cheapest replies per free node
    instead of `tuning.fusion_topk`. Returns the cheapest fused state (None without gain) and
    a note for the log.

    Why: the result of a fusion has other cheapest replies, lower usage levels and ring than
    its base, so the same labels fused around it reach trades the first model did not hold;
    the wide fusion leaves the chain's fixed point."""
    out: State | None = None
    notes: list[str] = []
    gained = True
    tops = [tuning.fusion_topk] * (repeats + 1)
    for k, topk in enumerate([*tops, wide_topk] if wide_topk else tops):
        left = until.left()
        if left < (1.0 if k == 0 else seconds):  # a repeat only when a whole fusion fits
            break
        if k < len(tops) and not gained:
            continue  # the narrow chain has stopped gaining: on to the wide fusion
        status, fused = label_fusion(
            base,
            labels,
            min(seconds, left),
            workers,
            int(rng.integers(1 << 30)),
            deadline=until,
            spare=0,
            hops=tuning.fusion_hops,
            topk=topk,
        )
        notes.append(f"{status} {fused.cost() if fused is not None else None}")
        gained = fused is not None
        if fused is not None:
            labels = [*labels, base.choice]
            base = out = fused
    return out, ", ".join(notes)


def _raise_or_decay(lam: np.ndarray, over: np.ndarray, spare: int, bump: float, decay: float):
    """Prices after a round: the points within `spare` of the worst overload rise together
    (a parameter is over everywhere when it is over: pricing every point would price every
    activation's bytes too); after a round that fits every price decays."""
    if np.any(over > 0):
        near = over > max(0, int(over.max()) - spare)
        lam[near] += bump * max(float(lam.sum()), 1e-9) / int(near.sum())
    else:
        lam *= decay


@dataclass
class Walk:
    """What the priced walks of one allocation search share: the model, the ball search on the
    priced model (`relaxed`), the knobs, and the pool of labellings the fusions draw from."""

    red: Reduced
    relaxed: Relaxed
    rng: np.random.Generator
    tuning: StrategyTuning = DEFAULT
    workers: int = 1
    log: Callable[[str], None] | None = None
    repair_until: Deadline | None = None
    """The forest repair of a near-fit may run past the walk's share up to here."""
    pool: list[np.ndarray] | None = None
    """With a pool the fusion takes its last labellings (priced, repaired, fitted, old bests)."""
    offer: Callable[[State], None] | None = None
    """Receives each round's new best (the solve's incumbent: a cut-off run prints it)."""

    def fused_until(self, until: Deadline) -> Deadline:
        """Repairs and fusions may overrun the walk's share up to `repair_until`."""
        if self.repair_until is None or self.repair_until.at <= until.at:
            return until
        return self.repair_until


def _fitted_candidates(
    walk: Walk, base: State, first: bool, cur: np.ndarray, over: np.ndarray, until: Deadline
) -> tuple[list[State], State | None]:
    """The round's labelling made to fit: `fuse` with the best, the greedy repair (itself when
    it fits), and for a near-fit the forest repair (which may overrun the walk's share up to
    `walk.repair_until`: a near-fit is rare) with `fuse` of its trades (not in the `first`
    round). Returns the candidates and the forest-repaired state (or None)."""
    red, rng = walk.red, walk.rng
    cands = [fuse(base, cur, walk.fused_until(until))]
    fitted = fit(red, cur, until.sub(1.0), rng)
    if fitted is not None:
        cands.append(fitted)
    if not 0 < over.max() <= walk.tuning.repairable:
        return cands, None
    end = walk.fused_until(until).sub(walk.tuning.repair_seconds)
    fixed = State(red, cur)
    if not forest_repair(fixed, end, rng):
        return cands, None
    icm(fixed, end, rng)  # also clears forbidden pairs the priced DP accepted
    cands.append(fixed)
    if fixed.feasible() and not first:
        cands.append(fuse(base, fixed.choice, end))  # the repaired trades that pay
    return cands, fixed


def _round_start(
    walk: Walk, lam: np.ndarray, cur: np.ndarray, rounds: int, until: Deadline
) -> tuple[np.ndarray, bool]:
    """Where a round starts: `priced_global`'s labelling in the rounds the tuning names (when
    it is cheaper at the round's prices), else the last round's labelling."""
    t = walk.tuning
    wants = t.global_from <= rounds < t.global_from + t.global_rounds
    on = t.priced_global and t.global_seconds > 0
    if not (on and wants and not until.expired(t.global_min_left)):
        return cur, False
    seed = int(walk.rng.integers(1 << 30))
    found, note = priced_global(
        walk.red, lam, cur, t.global_seconds, walk.workers, seed, until, t
    )  # fmt: skip
    if walk.log:
        walk.log(f"priced round {rounds + 1}: {note}")
    return (cur, False) if found is None else (found, True)


def _fuse_round(
    walk: Walk,
    start: State,
    trail: list[np.ndarray],
    over: np.ndarray,
    global_start: bool,
    until: Deadline,
) -> tuple[State | None, str | None]:
    """The round's `repeated_fusion` of the best with the recent labels, when the round is
    near enough to fitting; a round that started from the global solve is not fused (its
    labels differ from the best in thousands of nodes: the fusion models are too big)."""
    t = walk.tuning
    if global_start:
        return None, "skipped"
    if t.fusion_seconds <= 0 or (t.fusion_max_over is not None and over.max() > t.fusion_max_over):
        return None, None
    labels = trail if walk.pool is None else walk.pool[-t.fusion_pool :]
    repeats = 0 if walk.pool is None else t.fusion_repeats
    return repeated_fusion(
        start, labels, walk.fused_until(until), t.fusion_seconds, walk.workers, walk.rng,
        repeats, t.fusion_wide_topk, t,
    )  # fmt: skip


def _settle_round(
    walk: Walk,
    best: State | None,
    start: State,
    cur: np.ndarray,
    trail: list[np.ndarray],
    global_start: bool,
    until: Deadline,
) -> tuple[State, str]:
    """Make the round's labelling fit (repairs, fusion), polish the cheapest candidate, and
    return the new best and a note for the log."""
    red, t = walk.red, walk.tuning
    t0 = Deadline.now()
    over = State(red, cur).loads - red.cap
    cands, fixed = _fitted_candidates(walk, start, best is None, cur, over, until)
    t_fit = Deadline.now()
    if fixed is not None and fixed.feasible() and best is not None:
        trail.append(fixed.choice)  # for the fusion below
    if walk.pool is not None and not global_start:  # (the pool feeds later fusions)
        for lab in [cur, *(c.choice for c in cands[1:] if c.feasible())]:
            _pool_add(walk.pool, lab, t.fusion_pool)
    out, fused = _fuse_round(walk, start, trail, over, global_start, until)
    if out is not None:
        cands.append(out)
    t_fuse = Deadline.now()
    cand = min(cands, key=State.cost)
    icm(cand, until, walk.rng, max_sweeps=3)
    if best is None or cand.cost() < best.cost():
        if best is not None and walk.pool is not None:
            _pool_add(walk.pool, best.choice, t.fusion_pool)
        best = cand
        if walk.offer is not None:
            walk.offer(best)
    repaired = fixed.cost() if fixed is not None else None
    note = (
        f"{red.total(cur)}, overload {int(over.max(initial=0))}, fitted {cand.cost()}, "
        f"forest repair {repaired}, fusion {fused}, best {best.cost()} (fit+repair "
        f"{t_fit - t0:.1f}s, fusion {t_fuse - t_fit:.1f}s, past its end {walk.fused_until(until).past():+.1f}s)"
    )
    return best, note


def priced_walk(walk: Walk, choice: np.ndarray, lam: np.ndarray, until: Deadline) -> State | None:
    """Rounds of `walk.relaxed` on the priced, lifted model (a subgradient walk on the prices).

    After a round that leaves points overloaded, the prices of the points within `walk_spare`
    of the worst overload rise together by `walk_bump` times the price per byte of a node live
    at every point; after a round that fits, every price decays by `walk_decay`, so the walk
    brackets the cheapest prices at which the priced optimum fits. Each round's labelling is
    made to fit (`_fitted_candidates`) and, with `fusion_seconds` > 0, fused by CP-SAT with
    the recent labellings (`_fuse_round`); `walk_extend` lets a round that moved nothing go on
    (`relax_round`); with `priced_global` some rounds start from `priced_global`'s labelling.
    Why rounds of balls and not the greedy repair alone: the greedy repair cannot finish a
    priced labelling whose parameters lower their usage only together with their consumers;
    the balls on the re-priced model can. Returns the cheapest labelling that fit (None when
    no round ran).
    """
    red, t = walk.red, walk.tuning
    cur = np.asarray(choice, dtype=np.int64).copy()
    lam = lam.copy()
    best: State | None = None
    rounds, fits = 0, None
    trail: list[np.ndarray] = []
    while not until.expired(0.2):
        start_choice, global_start = _round_start(walk, lam, cur, rounds, until)
        state = State(priced_model(red, lam), start_choice)
        t_round = Deadline.now()
        relax_round(
            state, walk.relaxed, until, t.walk_round_seconds, fits is None, t.walk_extend, t
        )
        t_balls = Deadline.now()
        if rounds and np.array_equal(state.choice, cur):
            break  # the balls found nothing at these prices: the walk has stalled
        cur = state.choice.copy()
        trail[:] = [*trail[-(t.fusion_labels - 1) :], cur]
        rounds += 1
        over = State(red, cur).loads - red.cap
        now_fits = not np.any(over > 0)
        fits = now_fits if fits in (None, now_fits) else None
        _raise_or_decay(lam, over, t.walk_spare, t.walk_bump, t.walk_decay)
        start = best if best is not None else State(red, choice)
        best, note = _settle_round(walk, best, start, cur, trail, global_start, until)
        OVERHEADS.returned(walk.fused_until(until))
        if walk.log:
            walk.log(
                f"priced round {rounds}: {note} (balls {t_balls - t_round:.1f}s, "
                f"rest {Deadline.now() - t_balls:.1f}s)"
            )
    return best


def allocation_search(
    state: State,
    deadline: Deadline,
    rng: np.random.Generator,
    relaxed: Relaxed,
    hard: Search,
    tuning: StrategyTuning = DEFAULT,
    workers: int = 1,
    log: Callable[[str], None] | None = None,
    offer: Callable[[State], None] | None = None,
) -> tuple[State, list[dict]]:
    """For each starting price per byte (`tuning.walk_per_bytes`): a priced walk from the best
    labelling (prices first on the points with less than `walk_spare` left; it stops early
    when it stalls); the cheapest labelling that fit is kept; then `hard` (hard limits)
    polishes it. The walks share `walk_share` of the time, each the rest of it divided by the
    walks left; with `fusion_pooled` they share one pool of labellings for the fusion.

    `relaxed(state, until, fresh)` and `hard(state, until)` improve a state in place (the ball
    search). `offer` receives every new best of a walk (the solve's incumbent).
    """
    red = state.red
    best = State(red, state.choice)
    trace: list[dict] = []
    pool: list[np.ndarray] | None = [] if tuning.fusion_pooled else None
    walk = Walk(red, relaxed, rng, tuning, workers, log, deadline, pool, offer)
    polish_from = Deadline(deadline.at - (1 - tuning.walk_share) * deadline.left())
    per_bytes = tuning.walk_per_bytes
    for k, per_byte in enumerate(per_bytes):
        share = polish_from.left() / (len(per_bytes) - k)
        if share <= 0.5:
            break
        lam = tight_prices(red, best.loads, tuning.walk_spare, per_byte)
        cand = priced_walk(walk, best.choice, lam, Deadline.after(share))
        row: dict = {"per_byte": per_byte, "walk": cand.cost() if cand is not None else None}
        if cand is not None and cand.feasible() and cand.cost() < best.cost():
            best = cand
        trace.append(row)
        if log:
            log(f"allocation {row}")
    if not deadline.expired(0.5):
        hard(best, deadline)
        trace.append({"polished": best.cost()})
    return best, trace
