"""The fourteenth round's mechanisms (docs/iopddl.md): vectorised BP equals the per-edge loop,
a round's forest repair and search are sized from its measured time, the rounds stop once a
lower price gives the same labelling. Exact values only, no timing."""

from __future__ import annotations

import dataclasses

import numpy as np
from shardsat.solver.strategy.deadline import Deadline
from shardsat.solver.strategy.heuristics import bp_graph, min_sum_bp
from shardsat.solver.strategy.presolve import INF, Reduced
from shardsat.solver.strategy.tuning import DEFAULT

from tests.solver.strategy.test_strategy_clusters import hand_reduced


def bp_reference(red: Reduced, iters: int, extra=None, damping: float = 0.5) -> np.ndarray:
    """The per-edge loop min-sum BP ran before the fourteenth round (no deadline)."""
    big = float(INF)
    unary = [c.astype(np.float64) for c in red.cost]
    if extra is not None:
        unary = [u + x for u, x in zip(unary, extra, strict=True)]
    mats = [np.minimum(m, INF).astype(np.float64) for m in red.mats]
    to_b = [np.zeros(m.shape[1]) for m in mats]
    to_a = [np.zeros(m.shape[0]) for m in mats]
    for _ in range(iters):
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


def random_reduced(seed: int, n: int = 30) -> Reduced:
    """A random model with 1-5 strategies per node, a few forbidden entries, cycles and
    integer costs (sums exact in float64, so the two BPs' messages agree to the bit)."""
    rng = np.random.default_rng(seed)
    sizes = rng.integers(1, 6, size=n)
    cost = [rng.integers(0, 100, size=k).tolist() for k in sizes]
    edges = sorted({tuple(sorted(map(int, rng.choice(n, 2, replace=False)))) for _ in range(2 * n)})
    mats = []
    for a, b in edges:
        m = rng.integers(0, 60, size=(sizes[a], sizes[b]))
        m[rng.random(m.shape) < 0.1] = INF
        mats.append(m.tolist())
    return hand_reduced(cost, [[0] * k for k in sizes], edges, mats, [], [0] * n, [0] * n)


def test_vectorised_bp_equals_the_per_edge_loop():
    for seed in range(12):
        red = random_reduced(seed)
        for iters in (0, 1, 3, 10):
            got = min_sum_bp(red, iters, Deadline.after(60.0), min_iters=0)
            assert got.tolist() == bp_reference(red, iters).tolist(), (seed, iters)
        rng = np.random.default_rng(seed)
        extra = [rng.integers(0, 30, size=len(c)) for c in red.cost]
        got = min_sum_bp(red, 5, Deadline.after(60.0), extra=extra, min_iters=0)
        assert got.tolist() == bp_reference(red, 5, extra).tolist()


def test_bp_graph_groups_edges_by_shape_and_takes_the_first_argmin():
    red = hand_reduced(
        cost=[[0, 1], [0, 0, 0], [5, 5]], var=[[0, 0], [0, 0, 0], [0, 0]],
        edges=[(0, 1), (0, 2), (1, 2)],
        mats=[[[0, 1, 2], [3, 4, 5]], [[0, 1], [1, 0]], [[0, 0], [0, 0], [0, 0]]],
        cap=[], ps=[0, 0, 0], pe=[0, 0, 0],
    )  # fmt: skip
    g = bp_graph(red)
    assert [(len(es), ia.shape, ib.shape) for es, ia, ib, _ in g.groups] == [
        (1, (1, 2), (1, 2)),
        (1, (1, 2), (1, 3)),
        (1, (1, 3), (1, 2)),
    ]
    assert g.off.tolist() == [0, 2, 5] and g.n == 7
    assert g.argmin(np.array([3.0, 3.0, 2.0, 1.0, 1.0, 9.0, 8.0])).tolist() == [0, 1, 1]
    assert bp_graph(red) is g  # built once per model
    empty = hand_reduced([], [], [], [], [], [], [])
    assert min_sum_bp(empty, 5, Deadline.after(1.0)).tolist() == []


def test_a_rounds_forest_repair_is_a_share_of_its_search():
    from shardsat.solver.strategy.lagrange import fit_seconds

    assert fit_seconds(10.0) == DEFAULT.repair_seconds  # 1.5 x 10 s, at the 15 s cap
    assert fit_seconds(4.0) == 6.0  # a 60 s limit's round: 1.5 x its 4 s search
    assert fit_seconds(1.0) == DEFAULT.lagrange_min_seconds  # at least 3 s
    wide = dataclasses.replace(DEFAULT, repair_share=3.0, repair_seconds=20.0)
    assert fit_seconds(5.0, wide) == 15.0


def test_the_rounds_stop_when_a_lower_price_gives_the_same_labelling():
    from shardsat.solver.strategy.lagrange import stalled

    assert not stalled(None, 52_398_277_584, 1e-3)  # the first round that fits
    # M's rounds 2 and 3 at 35.3 and 17.65 per byte (thirteenth-round code, load 4)
    assert stalled(52_398_277_584, 52_398_189_823, 1e-3)
    # K's rounds 4 and 5: the lower price found 5.7 % less
    assert not stalled(2_321_856_236, 2_189_282_568, 1e-3)
    assert stalled(1000, 1001, 1e-3) and not stalled(1000, 1002, 1e-3)


def test_a_rounds_search_is_sized_after_its_presolve():
    """`size` gets the time left after the round's presolve and the presolve's seconds, and
    the round's search time is what it returns (recorded in `Solved.seconds`)."""
    from shardsat.solver.strategy.allocation import priced_model
    from shardsat.solver.strategy.lagrange import PricedPresolve, solve_priced

    from tests.solver.strategy.test_strategy_lagrange import reduced_models

    seen = []

    def size(left: float, took: float) -> float:
        seen.append((left, took))
        return 0.25

    for _, red in list(reduced_models())[:4]:
        lam = np.array([2.0])
        res = solve_priced(
            PricedPresolve(red), lam, [np.zeros(red.m, np.int64)], 99.0, Deadline.after(30.0),
            np.random.default_rng(0), size=size,
        )  # fmt: skip
        assert res.priced == priced_model(red, lam).total(res.choice)
        if res.status != "EMPTY":
            assert res.seconds == 0.25
            left, took = seen[-1]
            assert 0 < left <= 30.0 and took >= 0 and res.presolve == took


def test_the_memory_free_round_starts_only_with_room_for_the_round_after_it():
    from shardsat.solver.strategy.lagrange import can_start

    assert not can_start(7.0, 2.7, first=True)  # D at 30 s: 2 x (2.7 + 3) = 11.4 s needed
    assert can_start(7.0, 2.7, first=False)  # a later round needs its own 5.7 s only
    assert can_start(11.4, 2.7, first=True)
    assert not can_start(3.5, 0.0, first=False)  # below `lagrange_min_round` (4 s)
