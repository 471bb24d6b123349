"""Whole-model CP-SAT on restricted domains: every node free, each with a few candidate strategies.

Why: when the whole reduced model is too big for CP-SAT to move and memory binds through many
nodes at once, the moves that matter change many nodes jointly, but each node only among a few
plausible strategies. Restricting every node to a handful of candidates keeps all nodes free and
the model small (|D_u| x |D_v| literals per edge); measurements in docs/iopddl.md, "Search".

Candidates per node (`candidate_domains`): the current strategy; the most frequent strategies of
the given labellings (BP decodes, priced-walk labellings); the `topk` cheapest strategies given
the neighbours' current choice; for a memory node, the cheapest strategy at each usage level
below its current one (what a memory repair would pick). The search widens `topk` while CP-SAT
proves the restricted optimum and nothing improves, and narrows it when a model times out; new
labels (a short priced walk from the best) come after a time-out or a proof at the widest.
"""

from __future__ import annotations

import dataclasses

import numpy as np
from shardsat.solver.strategy.deadline import Deadline
from shardsat.solver.strategy.heuristics import State, priced_forest_search
from shardsat.solver.strategy.presolve import Reduced
from shardsat.solver.strategy.submodel import edge_literals, solve_sub
from shardsat.solver.strategy.tuning import DEFAULT, StrategyTuning


def restrict(red: Reduced, doms: list[np.ndarray]) -> Reduced:
    """The same instance with node i's strategies cut to `doms[i]` (sorted original indices)."""
    return dataclasses.replace(
        red,
        cost=[red.cost[i][d] for i, d in enumerate(doms)],
        var=[red.var[i][d] for i, d in enumerate(doms)],
        mats=[red.mats[e][np.ix_(doms[a], doms[b])] for e, (a, b) in enumerate(red.edges)],
    )


def cheapest_replies(lc: np.ndarray, k: int) -> list[int]:
    """The `k` cheapest strategies by local cost `lc` (ties by index)."""
    return [int(s) for s in np.argsort(lc, kind="stable")[:k]]


def lower_level_replies(var: np.ndarray, current: int, lc: np.ndarray) -> list[int]:
    """Per usage level below strategy `current`'s, the cheapest strategy at that level by
    local cost `lc` (what a memory repair would pick)."""
    big = np.iinfo(np.int64).max
    return [
        int(np.argmin(np.where(var == lv, lc, big))) for lv in np.unique(var[var < var[current]])
    ]


def candidate_domains(
    red: Reduced,
    choice: np.ndarray,
    labellings: list[np.ndarray],
    topk: int | np.ndarray,
    frequent: int = DEFAULT.domain_frequent,
) -> list[np.ndarray]:
    """Per node the sorted candidate strategies (see the module docstring); always has `choice`.

    `topk` is one count for every node or a count per node; `frequent` labels per node are kept."""
    labels = np.array(labellings, dtype=np.int64).reshape(len(labellings), red.m)
    out = []
    for i in range(red.m):
        keep = {int(choice[i])}
        if len(labels):
            vals, cnt = np.unique(labels[:, i], return_counts=True)
            keep.update(int(v) for v in vals[np.argsort(-cnt, kind="stable")][:frequent])
        lc = red.local_cost(i, choice)
        k = int(topk[i]) if isinstance(topk, np.ndarray) else int(topk)
        keep.update(cheapest_replies(lc, k))
        if red.pe[i] > red.ps[i]:
            keep.update(lower_level_replies(red.var[i], int(choice[i]), lc))
        out.append(np.array(sorted(keep), dtype=np.int64))
    return out


def solve_restricted(
    red: Reduced,
    state: State,
    doms: list[np.ndarray],
    time_limit: float,
    workers: int,
    seed: int,
    deadline: Deadline,
) -> tuple[str, np.ndarray | None]:
    """CP-SAT on the whole model cut to `doms`, hinted with the current choice.

    Returns the status and the new choice (original strategy indices) when it is no worse.
    """
    sub = restrict(red, doms)
    choice = np.array(
        [int(np.searchsorted(d, state.choice[i])) for i, d in enumerate(doms)], dtype=np.int64
    )
    res = solve_sub(
        sub,
        np.arange(red.m),
        choice,
        sub.loads(choice),
        time_limit,
        workers,
        seed,
        deadline=deadline,
    )
    if res.values is None or res.objective is None or res.objective > res.current:
        return res.status, None
    return res.status, np.array([d[v] for d, v in zip(doms, res.values, strict=True)])


def _walk(
    state: State, deadline: Deadline, rng: np.random.Generator, tuning: StrategyTuning
) -> tuple[State, list]:
    """A short priced forest walk from `state`: its best labelling and the labellings it saw."""
    trail: list[np.ndarray] = []
    best, _ = priced_forest_search(
        State(state.red, state.choice), deadline, rng, trail=trail, tuning=tuning
    )
    return best, trail


def domain_search(
    state: State,
    deadline: Deadline,
    workers: int,
    rng: np.random.Generator,
    labellings: list[np.ndarray],
    log=None,
    tuning: StrategyTuning = DEFAULT,
) -> tuple[State, dict]:
    """Restricted-domain CP-SAT rounds from `state` until the deadline; returns the best state.

    The frequent labels come from `labellings` (fixed: BP decodes) and from a short priced walk
    from the current best (`tuning.domain_walk_seconds`), redone whenever a model times out. The
    width (how many cheapest strategies per node) is fractional: each node gets floor or ceil at
    random. After an improvement the domains are rebuilt around the new choice at the same width;
    a proved restricted optimum without gain widens it by `domain_width_step` (at the widest:
    back to the start with a new walk), a time-out narrows it and takes a new walk.
    """
    red = state.red
    best = State(red, state.choice)
    width, rounds, better, walks = float(tuning.domain_topk_start), 0, 0, 0
    stale = True
    while not deadline.expired(0.5):
        if stale:
            walk_end = deadline.sub(min(tuning.domain_walk_seconds, 0.25 * deadline.left()))
            walked, trail = _walk(best, walk_end, rng, tuning)
            walks += 1
            if walked.cost() < best.cost():
                best = walked
            pool, stale = trail + list(labellings), False
        rounds += 1
        status, new, size, complete = _restricted_round(
            best, pool, width, deadline, workers, rng, tuning
        )
        gain = 0
        if new is not None:
            cand = State(red, new)
            if cand.feasible() and cand.cost() < best.cost():
                gain = best.cost() - cand.cost()
                best, better = cand, better + 1
        if log:
            log(f"domain round {rounds}: width {width}, {size} literals, {status}, -{gain}")
        if gain:
            continue
        if status == "OPTIMAL" and complete:
            break  # the domains were complete: the whole model is proved optimal
        width, stale = _next_width(width, status, tuning)
    stats = {"domain_rounds": rounds, "domain_improvements": better, "domain_walks": walks}
    return best, stats


def _restricted_round(best, pool, width, deadline, workers, rng, tuning):
    """One restricted model at `width` around `best`: (status, new choice or None, literals,
    whether every domain was complete)."""
    red = best.red
    topk = np.floor(width) + (rng.random(red.m) < width - np.floor(width))
    doms = candidate_domains(red, best.choice, pool, topk.astype(np.int64), tuning.domain_frequent)
    size = edge_literals(restrict(red, doms), np.arange(red.m))
    complete = all(len(d) == len(c) for d, c in zip(doms, red.cost, strict=True))
    if size > tuning.domain_max_literals:
        return "TOO_BIG", None, size, complete
    seed = int(rng.integers(1 << 30))
    status, new = solve_restricted(
        red, best, doms, deadline.cap(tuning.domain_seconds), workers, seed, deadline
    )
    return status, new, size, complete


def _next_width(width: float, status: str, tuning: StrategyTuning) -> tuple[float, bool]:
    """(width, new labels needed) after a round without gain: a proof widens, at the widest it
    starts again narrow with new labels, a time-out narrows and takes new labels."""
    if status == "OPTIMAL" and width + tuning.domain_width_step <= tuning.domain_topk_max:
        return width + tuning.domain_width_step, False
    if status == "OPTIMAL":
        return float(tuning.domain_topk_start), True
    return max(1.0, width - tuning.domain_width_step), True
