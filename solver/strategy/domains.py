"""Whole-model CP-SAT on restricted domains: every node free, each with a few candidate strategies.

Why: on V the whole reduced model has 466 K edge literals (CP-SAT never improved it, and its
build overran the deadline), and node neighbourhoods big enough to move the memory-bound
clusters time out (docs/iopddl.md). Memory on V binds through many nodes at once, so the moves
that matter change many nodes jointly, but each node only among a few plausible strategies.
Restricting every node to a handful of candidates keeps all nodes free and the model small
(|D_u| x |D_v| literals per edge): on V, from the priced search's 1,698,960, domains of the
current choice + the no-memory BP labels + the priced walk's labels + the 5 cheapest strategies
per node given the current neighbours + the cheapest strategy at each lower usage level give a
model that CP-SAT solves to OPTIMAL in 8.5 s: 1,617,084, the instance's optimum.

Candidates per node (`candidate_domains`): the current strategy; the most frequent strategies of
the given labellings (BP decodes, priced-walk labellings); the `topk` cheapest strategies given
the neighbours' current choice; for a memory node, the cheapest strategy at each usage level
below its current one (what a memory repair would pick). The search widens `topk` while CP-SAT
proves the restricted optimum and nothing improves, and narrows it when a model times out; new
labels (a short priced walk from the best) come after a time-out or a proof at the widest.
"""

from __future__ import annotations

import dataclasses
import time

import numpy as np
from shardsat.solver.strategy.heuristics import State, priced_forest_search
from shardsat.solver.strategy.presolve import Reduced
from shardsat.solver.strategy.submodel import edge_literals, solve_sub

FREQUENT = 6  # strategies kept per node from the labellings, most frequent first
MAX_LITERALS = 120_000  # a restricted model above this is not built (V's whole one: 466 K)
STEP_SECONDS = 12.0  # CP-SAT time per restricted model (V, topk 5: OPTIMAL in 8.5 s)
TOPK_START, TOPK_MAX = 3, 5  # V: gains at widths 3-5 only; 5-7 time out at 20 s under load
WIDTH_STEP = 0.5  # topk change after a proved round without gain / a time-out
WALK_SECONDS = 5.0  # priced walk from the best for fresh labels (V: ~150 labellings)


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
    red: Reduced, choice: np.ndarray, labellings: list[np.ndarray], topk: int | np.ndarray
) -> list[np.ndarray]:
    """Per node the sorted candidate strategies (see the module docstring); always has `choice`.

    `topk` is one count for every node or a count per node."""
    labels = np.array(labellings, dtype=np.int64).reshape(len(labellings), red.m)
    out = []
    for i in range(red.m):
        keep = {int(choice[i])}
        if len(labels):
            vals, cnt = np.unique(labels[:, i], return_counts=True)
            keep.update(int(v) for v in vals[np.argsort(-cnt, kind="stable")][:FREQUENT])
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
    deadline: float,
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


def _walk(state: State, seconds: float, rng: np.random.Generator) -> tuple[State, list]:
    """A short priced forest walk from `state`: its best labelling and the labellings it saw."""
    trail: list[np.ndarray] = []
    end = time.monotonic() + seconds
    best, _ = priced_forest_search(State(state.red, state.choice), end, rng, trail=trail)
    return best, trail


def domain_search(
    state: State,
    deadline: float,
    workers: int,
    rng: np.random.Generator,
    labellings: list[np.ndarray],
    log=None,
) -> tuple[State, dict]:
    """Restricted-domain CP-SAT rounds from `state` until the deadline; returns the best state.

    The frequent labels come from `labellings` (fixed: BP decodes) and from a short priced walk
    from the current best (`WALK_SECONDS`), redone whenever a model times out. The width (how
    many cheapest strategies per node) is fractional: each node gets floor or ceil at random.
    After an improvement the domains are rebuilt around the new choice at the same width; a
    proved restricted optimum without gain widens it by `WIDTH_STEP` (at `TOPK_MAX`: back to
    `TOPK_START` with a new walk), a time-out narrows it and takes a new walk.
    """
    red = state.red
    best = State(red, state.choice)
    width, rounds, better, walks = float(TOPK_START), 0, 0, 0
    stale = True
    while time.monotonic() < deadline - 0.5:
        if stale:
            left = deadline - time.monotonic()
            walked, trail = _walk(best, min(WALK_SECONDS, 0.25 * left), rng)
            walks += 1
            if walked.cost() < best.cost():
                best = walked
            pool, stale = trail + list(labellings), False
        rounds += 1
        topk = np.floor(width) + (rng.random(red.m) < width - np.floor(width))
        doms = candidate_domains(red, best.choice, pool, topk.astype(np.int64))
        size = edge_literals(restrict(red, doms), np.arange(red.m))
        if size > MAX_LITERALS:
            status, new = "TOO_BIG", None
        else:
            left = deadline - time.monotonic()
            seed = int(rng.integers(1 << 30))
            status, new = solve_restricted(
                red, best, doms, min(left, STEP_SECONDS), workers, seed, deadline
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
        complete = all(len(d) == len(c) for d, c in zip(doms, red.cost, strict=True))
        if status == "OPTIMAL" and complete:
            break  # the domains were complete: the whole model is proved optimal
        if status == "OPTIMAL" and width + WIDTH_STEP <= TOPK_MAX:
            width += WIDTH_STEP
        elif status == "OPTIMAL":  # widest proved without gain: new labels, narrow again
            width, stale = float(TOPK_START), True
        else:
            width, stale = max(1.0, width - WIDTH_STEP), True
    stats = {"domain_rounds": rounds, "domain_improvements": better, "domain_walks": walks}
    return best, stats
