"""Global memory allocation by Lagrangian prices (solver/strategy/allocation.py), by hand."""

from __future__ import annotations

from dataclasses import replace

import numpy as np
from shardsat.solver.strategy.allocation import (
    Walk,
    allocation_search,
    blockers,
    changed_clusters,
    forest_repair,
    fuse,
    fusion_domains,
    label_fusion,
    live_price,
    price_extra,
    priced_global,
    priced_model,
    priced_walk,
    relax_round,
    repeated_fusion,
    tight_prices,
)
from shardsat.solver.strategy.deadline import Deadline
from shardsat.solver.strategy.heuristics import State, icm
from shardsat.solver.strategy.presolve import INF
from shardsat.solver.strategy.tuning import DEFAULT

from tests.solver.strategy.test_strategy_clusters import hand_reduced, three_params

BARE = replace(
    DEFAULT,
    fusion_seconds=0.0,
    walk_extend=False,
    fusion_max_over=None,
    fusion_pooled=False,
    fusion_wide_topk=0,
    priced_global=False,
)
"""The priced walk alone: no fusion, no extended rounds, no pool, no global solve."""


def trade():
    """Activation A (live at point 0 only) and parameter P (live at points 0-2), capacity 4
    everywhere. A: strategy 0 uses 4 bytes for free, strategy 1 (sharded) uses 0 and costs 3.
    P: strategy 0 (sharded) uses 0 and costs 10, strategy 1 (replicated) uses 4 for free.
    Start (A0, P0) costs 10 and fits; the optimum (A1, P1) costs 3 but no single move reaches
    it (A alone: 13; P alone breaks the limit): only the global trade of A's bytes for P's."""
    return hand_reduced(
        cost=[[0, 3], [10, 0]],
        var=[[4, 0], [0, 4]],
        edges=[],
        mats=[],
        cap=[4, 4, 4],
        ps=[0, 0],
        pe=[1, 3],
    )


def test_live_price_and_extra_are_prefix_sums():
    red = trade()
    lam = np.array([1.0, 0.5, 0.25])
    assert live_price(red, lam).tolist() == [1.0, 1.75]
    assert [x.tolist() for x in price_extra(red, lam)] == [[4, 0], [0, 7]]


def test_priced_model_moves_memory_into_costs():
    red = trade()
    pm = priced_model(red, np.array([1.0, 0.0, 0.0]))
    assert [c.tolist() for c in pm.cost] == [[4, 3], [10, 4]]
    assert pm.total(np.array([1, 1])) == 7  # cost 3 + priced usage 4
    assert State(pm, np.array([0, 1])).feasible()  # limits lifted
    assert [c.tolist() for c in red.cost] == [[0, 3], [10, 0]]  # the original is untouched


def test_tight_prices_split_one_price_over_the_tight_points():
    red = trade()
    loads = np.array([4, 0, 3])  # spare 0, 4, 1
    lam = tight_prices(red, loads, spare=2, per_byte=3.0)
    assert lam.tolist() == [1.5, 0.0, 1.5]


def test_only_the_priced_trade_reaches_the_optimum():
    red = trade()
    rng = np.random.default_rng(0)
    start = State(red, np.array([0, 0]))
    icm(start, Deadline.after(5), rng)
    assert start.cost() == 10  # single moves are stuck

    def local(state: State, until: Deadline, fresh: bool = True) -> None:
        icm(state, until, rng)

    # 2 per byte: A's 4 bytes priced 8 > 3 (shard it), P's 8 < 10 (replicate it)
    tuning = replace(BARE, walk_per_bytes=(2.0,), walk_spare=1)
    best, trace = allocation_search(start, Deadline.after(1), rng, local, local, tuning)
    assert best.choice.tolist() == [1, 1]
    assert best.cost() == 3 and best.feasible()
    assert trace == [{"per_byte": 2.0, "walk": 3}, {"polished": 3}]


def test_priced_walk_fits_an_overloaded_priced_labelling():
    """At 0.5 per byte A keeps its 4 free bytes (priced 2 < 3) and P replicates (2 < 10): the
    priced optimum is 4 over at point 0; the walk's repair then shards A (cost 3 for 4 bytes,
    P would cost 10), the optimum."""
    red = trade()
    rng = np.random.default_rng(0)
    seen: list[list[int]] = []

    def local(state: State, until: Deadline, fresh: bool = True) -> None:
        icm(state, until, rng)
        seen.append(state.choice.tolist())

    lam = tight_prices(red, State(red, np.array([0, 0])).loads, spare=1, per_byte=0.5)
    best = priced_walk(Walk(red, local, rng, BARE), np.array([0, 0]), lam, Deadline.after(0.5))
    assert seen[0] == [0, 1]  # the first priced optimum, over the limit
    assert best is not None and best.choice.tolist() == [1, 1] and best.cost() == 3


def test_fuse_keeps_the_trades_that_fit():
    """Three parameters at one point of capacity 5, each 2 bytes when replicated (free) and
    10 / 6 / 4 when sharded. Replicating all three is 1 byte over: fuse drops the least
    valuable trade (P3: 4 for 2 bytes) and keeps the other two, cost 4."""
    red = three_params()
    base = State(red, np.array([0, 0, 0]))
    out = fuse(base, np.array([1, 1, 1]))
    assert out.choice.tolist() == [1, 1, 0] and out.cost() == 4 and out.feasible()
    assert base.choice.tolist() == [0, 0, 0]  # base untouched


def test_fuse_takes_a_memory_freeing_trade_with_the_one_it_enables():
    red = trade()
    base = State(red, np.array([0, 0]))
    assert [c.tolist() for c in changed_clusters(red, base.choice, np.array([1, 1]))] == [[0], [1]]
    assert fuse(base, np.array([1, 1])).choice.tolist() == [1, 1]  # fits as a whole: cost 3
    assert fuse(base, np.array([0, 1])).choice.tolist() == [0, 0]  # P alone does not fit


def test_forest_repair_prices_the_overloaded_point_until_the_cheaper_trade_fits():
    """(A0, P1) is 4 over at point 0. The price on it grows until A's 4 bytes cost more than
    its sharded strategy (3) and A moves; P's (10) would need a dearer price: result (A1, P1)."""
    red = trade()
    state = State(red, np.array([0, 1]))
    assert forest_repair(state, Deadline.after(5), np.random.default_rng(0))
    assert state.choice.tolist() == [1, 1] and state.cost() == 3


def hub_star():
    """Hub H (node 0) forces its three parameters P1-P3 (nodes 1-3) to its own layout (other
    pairs forbidden); each P uses 4 bytes replicated (free) or 0 sharded (5), capacity 8: all
    replicated is 4 over, and the only fit moves H and all three Ps together (cost 15). Each P
    also has two free neighbours (nodes 4-9), so a 4-node forest grown from one P holds the P,
    H and two of those, never the other Ps."""
    eq = [[0, INF], [INF, 0]]
    free = [[0, 0], [0, 0]]
    return hand_reduced(
        cost=[[0, 0]] + [[0, 5]] * 3 + [[0, 0]] * 6,
        var=[[0, 0]] + [[4, 0]] * 3 + [[0, 0]] * 6,
        edges=[(0, 1), (0, 2), (0, 3)] + [(1 + k // 2, 4 + k) for k in range(6)],
        mats=[eq] * 3 + [free] * 6,
        cap=[8],
        ps=[0] * 10,
        pe=[0] + [1] * 3 + [0] * 6,
    )


def test_blockers_are_the_neighbours_forbidding_every_lower_usage():
    red = hub_star()
    choice = np.zeros(10, dtype=np.int64)
    assert blockers(red, choice, 1) == [0]  # P1's sharded layout needs H sharded
    assert blockers(red, choice, 0) == []  # H has no lower usage
    choice[0] = 1
    assert blockers(red, choice, 1) == []  # H sharded: P1 may shard alone


def test_forest_repair_grows_from_the_blocking_hub():
    """One scattered seed per move never holds the star (4-node forests); the moves seeded at
    a P's blocker H take H and all three Ps, which shard once the price beats their cost."""
    red = hub_star()
    scattered = State(red, np.zeros(10, dtype=np.int64))
    assert not forest_repair(
        scattered,
        Deadline.after(5),
        np.random.default_rng(0),
        max_nodes=4,
        max_moves=40,
        seeds_per_move=1,
        blocked_picks=0,  # no blocker-seeded moves: 40 scattered ones stay 4 over
    )
    assert scattered.loads.tolist() == [12]
    state = State(red, np.zeros(10, dtype=np.int64))
    ok = forest_repair(
        state,
        Deadline.after(5),
        np.random.default_rng(0),
        max_nodes=4,
        seeds_per_move=1,
        blocked_picks=1,
    )
    assert ok and state.choice[:4].tolist() == [1, 1, 1, 1]
    assert state.cost() == 15 and state.loads.tolist() == [0]


def linked_params():
    """The three parameters of `test_fuse_keeps_the_trades_that_fit` (capacity 5, 2 bytes each
    replicated, 10 / 6 / 4 sharded) chained by free edges, so they form one changed cluster."""
    free = [[0, 0], [0, 0]]
    return hand_reduced(
        cost=[[10, 0], [6, 0], [4, 0]],
        var=[[0, 2]] * 3,
        edges=[(0, 1), (1, 2)],
        mats=[free, free],
        cap=[5],
        ps=[0, 0, 0],
        pe=[1, 1, 1],
    )


def test_fusion_domains_are_the_labels_where_some_labelling_differs():
    red = hand_reduced(
        cost=[[0, 0, 0, 0]] * 4,
        var=[[0] * 4] * 4,
        edges=[],
        mats=[],
        cap=[],
        ps=[0] * 4,
        pe=[0] * 4,
    )
    base = State(red, np.array([0, 1, 2, 0]))
    free, allowed = fusion_domains(base, [np.array([0, 1, 0, 0]), np.array([0, 3, 2, 0])])
    assert free.tolist() == [1, 2]
    assert {i: d.tolist() for i, d in allowed.items()} == {1: [1, 3], 2: [0, 2]}
    assert fusion_domains(base, [], spare=10)[0].tolist() == []  # no memory nodes


def test_fusion_domains_add_lower_levels_at_overloaded_points():
    """P replicated alone is 4 over at point 0: with `spare` the activation A live there gets
    its lower level (strategy 1, 0 bytes) too; P's other points have 4 spare, under 5."""
    red = trade()
    base = State(red, np.array([0, 0]))
    free, allowed = fusion_domains(base, [np.array([0, 1])])
    assert free.tolist() == [1]
    free, allowed = fusion_domains(base, [np.array([0, 1])], spare=0)
    assert free.tolist() == [0, 1]
    assert {i: d.tolist() for i, d in allowed.items()} == {0: [0, 1], 1: [0, 1]}


def test_label_fusion_pays_a_trade_with_bytes_the_prices_did_not_move():
    red = trade()
    base = State(red, np.array([0, 0]))
    assert fuse(base, np.array([0, 1])).choice.tolist() == [0, 0]
    assert label_fusion(base, [np.array([0, 1])], 5.0, 1, 0) == ("OPTIMAL", None)
    status, out = label_fusion(base, [np.array([0, 1])], 5.0, 1, 0, spare=0)
    assert status == "OPTIMAL"
    assert out is not None and out.choice.tolist() == [1, 1] and out.cost() == 3


def test_label_fusion_keeps_part_of_a_cluster_that_fuse_reverts_whole():
    red = linked_params()
    base = State(red, np.array([0, 0, 0]))
    assert fuse(base, np.array([1, 1, 1])).cost() == 20  # one cluster, 1 byte over: all reverted
    status, out = label_fusion(base, [np.array([1, 1, 1])], 5.0, 1, 0)
    assert status == "OPTIMAL"
    assert out is not None and out.choice.tolist() == [1, 1, 0] and out.cost() == 4
    assert out.loads.tolist() == [4]


def test_label_fusion_mixes_labellings_and_stays_in_their_labels():
    """P2 replicated in one labelling, P1 in the other: the fusion takes both (cost 4); node 2
    never leaves its base label, though replicating it would fit in no labelling's place."""
    red = linked_params()
    base = State(red, np.array([0, 0, 0]))
    status, out = label_fusion(base, [np.array([0, 1, 0]), np.array([1, 0, 0])], 5.0, 1, 0)
    assert status == "OPTIMAL"
    assert out is not None and out.choice.tolist() == [1, 1, 0] and out.cost() == 4
    assert label_fusion(base, [np.array([0, 0, 0])], 5.0, 1, 0) == ("EMPTY", None)
    # nothing to gain: the fused labelling would be base itself
    assert (
        label_fusion(State(red, np.array([1, 1, 0])), [np.array([1, 1, 1])], 5.0, 1, 0)[1] is None
    )


def path_of_three(cost):
    """Path 0-1-2 with equality edges (10 when the ends differ), no memory: a fusion test bed."""
    eq = [[0, 10], [10, 0]]
    return hand_reduced(
        cost=cost, var=[[0, 0]] * 3, edges=[(0, 1), (1, 2)], mats=[eq, eq], cap=[],
        ps=[0] * 3, pe=[0] * 3,
    )  # fmt: skip


def test_fusion_domains_grow_by_hops_and_cheapest_replies():
    """Path 0-1-2, equality edges (10 when the ends differ); node 1 costs 3 at strategy 0, 0 at
    1. A labelling moves node 0 only: one hop adds node 1 at its base strategy; `topk` adds
    each free node's cheapest strategies with the neighbours at base (node 1: [3, 20])."""
    red = path_of_three(cost=[[0, 5], [3, 0], [0, 0]])
    base = State(red, np.array([0, 0, 0]))
    labs = [np.array([1, 0, 0])]

    def doms(**kw):
        free, allowed = fusion_domains(base, labs, **kw)
        return free.tolist(), {i: d.tolist() for i, d in allowed.items()}

    assert doms() == ([0], {0: [0, 1]})
    assert doms(hops=1) == ([0, 1], {0: [0, 1], 1: [0]})
    assert doms(hops=1, topk=1) == ([0, 1], {0: [0, 1], 1: [0]})
    assert doms(hops=1, topk=2) == ([0, 1], {0: [0, 1], 1: [0, 1]})
    assert doms(hops=2) == ([0, 1, 2], {0: [0, 1], 1: [0], 2: [0]})


def test_relax_round_goes_on_only_while_nothing_moved():
    """`extend`: a round that moved nothing calls the search again (not fresh) until it moves
    (third call here), and stops at once when the search has nothing left (returns 0)."""
    red = trade()
    for extend, left, expected in ((True, 1, [True, False, False]), (False, 1, [True])):
        calls: list[bool] = []

        def search(state: State, until: Deadline, fresh: bool, left=left, calls=calls) -> int:
            calls.append(fresh)
            if len(calls) == 3:
                state.move(0, 1)
            return left

        state = State(red, np.array([0, 0]))
        relax_round(state, search, Deadline.after(30), 0.0, True, extend=extend)
        assert calls == expected
    calls = []
    state = State(red, np.array([0, 0]))
    relax_round(state, lambda s, u, f: calls.append(f) or 0, Deadline.after(30), 0.0, True, True)
    assert calls == [True] and state.choice.tolist() == [0, 0]


def test_repeated_fusion_reaches_past_the_first_fusions_ring():
    """Path 0-1-2 (10 when the ends differ), each node 6 at strategy 0 and 0 at 1; the label
    moves node 0. The first fusion frees node 0 and its ring (node 1): (1, 1, 0) costs 16
    against 18. Around that result node 1 differs from the old base, so its ring holds node 2:
    (1, 1, 1) costs 0. A third fusion finds nothing more."""
    red = path_of_three(cost=[[6, 0]] * 3)
    base = State(red, np.array([0, 0, 0]))
    labs = [np.array([1, 0, 0])]
    rng = np.random.default_rng(0)
    once, note = repeated_fusion(base, labs, Deadline.after(30), 5.0, 1, rng)
    assert once is not None and once.choice.tolist() == [1, 1, 0] and once.cost() == 16
    assert note == "OPTIMAL 16"
    out, note = repeated_fusion(base, labs, Deadline.after(30), 5.0, 1, rng, repeats=2)
    assert out is not None and out.choice.tolist() == [1, 1, 1] and out.cost() == 0
    assert note == "OPTIMAL 16, OPTIMAL 0, OPTIMAL None"
    assert base.choice.tolist() == [0, 0, 0]  # base untouched


def test_priced_walk_pools_its_priced_and_fitted_labellings():
    red = trade()
    rng = np.random.default_rng(0)

    def local(state: State, until: Deadline, fresh: bool = True) -> None:
        icm(state, until, rng)

    lam = tight_prices(red, State(red, np.array([0, 0])).loads, spare=1, per_byte=0.5)
    pool: list[np.ndarray] = []
    walk = Walk(red, local, rng, BARE, pool=pool)
    best = priced_walk(walk, np.array([0, 0]), lam, Deadline.after(0.5))
    assert best is not None and best.choice.tolist() == [1, 1]
    # the priced labelling (over the limit) and its greedy repair, the labels of the fusion
    assert [p.tolist() for p in pool] == [[0, 1], [1, 1]]


def test_repeated_fusion_widens_the_replies_once_the_chain_stops():
    """Node 0 saves 10 by moving to strategy 1, but then node 1 must take its 6th cheapest
    strategy (5; the others pay 100 on the edge): the fusion with 4 replies finds nothing,
    the wide one with 6 takes (1, 5) at cost 5."""
    red = hand_reduced(
        cost=[[10, 0], [0, 1, 2, 3, 4, 5]],
        var=[[0, 0], [0] * 6],
        edges=[(0, 1)],
        mats=[[[0] * 6, [100] * 5 + [0]]],
        cap=[],
        ps=[0, 0],
        pe=[0, 0],
    )
    base = State(red, np.array([0, 0]))
    labs = [np.array([1, 0])]
    rng = np.random.default_rng(0)
    out, note = repeated_fusion(base, labs, Deadline.after(30), 5.0, 1, rng, repeats=2)
    assert out is None and note == "OPTIMAL None"
    out, note = repeated_fusion(base, labs, Deadline.after(30), 5.0, 1, rng, repeats=2, wide_topk=6)
    assert out is not None and out.choice.tolist() == [1, 5] and out.cost() == 5
    assert note == "OPTIMAL None, OPTIMAL 5"


def test_priced_global_solves_the_whole_priced_model():
    """A ring of 5 nodes (cycles: no degree elimination) with a memory point shared by all;
    `priced_global` presolves the priced, memory-free model and solves it whole: its labelling
    is the priced optimum (brute force), and None from that optimum (nothing cheaper)."""
    import itertools

    rng = np.random.default_rng(3)
    n = 5
    cost = [rng.integers(0, 20, size=3).tolist() for _ in range(n)]
    var = [[0, 2, 5]] * n
    edges = [(i, (i + 1) % n) if i + 1 < n else (0, n - 1) for i in range(n)] + [(0, 2)]
    mats = [rng.integers(0, 15, size=(3, 3)).tolist() for _ in edges]
    red = hand_reduced(cost, var, edges, mats, cap=[6, 6], ps=[0] * n, pe=[2] * n)
    lam = np.array([0.7, 0.9])
    pr = priced_model(red, lam)
    every = [np.array(c) for c in itertools.product(range(3), repeat=n)]
    opt = min(pr.total(c) for c in every)
    start = np.full(n, 2, dtype=np.int64)
    assert pr.total(start) > opt
    out, note = priced_global(red, lam, start, 5.0, 1, 0)
    assert out is not None and pr.total(out) == opt
    assert note.startswith("global ") and f"-> {opt}" in note
    again, _ = priced_global(red, lam, out, 5.0, 1, 0)
    assert again is None


def test_priced_walk_starts_its_second_round_from_the_global_labelling():
    """`trade` with balls that never move: without the global solve the walk keeps the start
    (10); with it, round 2 starts from the priced optimum (A1, P1) at the decayed prices
    (1.6 per byte at point 0: A0 costs 6 > 3, P1 6 < 10), which fits and costs 3."""
    red = trade()

    def still(state: State, until: Deadline, fresh: bool = True) -> int:
        return 0

    lam = np.array([2.0, 0.0, 0.0])
    start = np.array([0, 0])
    for seconds, want in ((0.0, 10), (2.0, 3)):
        rng = np.random.default_rng(0)
        tuning = replace(BARE, priced_global=True, global_seconds=seconds, global_min_left=0.0)
        best = priced_walk(Walk(red, still, rng, tuning), start, lam, Deadline.after(20))
        assert best is not None and best.cost() == want and best.feasible()


def test_lagrange_rounds_price_the_whole_model_into_the_global_trade():
    from shardsat.solver.strategy.lagrange import lagrange_rounds

    red = trade()
    state = State(red, np.array([0, 0]))
    found = lagrange_rounds(state, Deadline.after(30.0), np.random.default_rng(0))
    assert state.feasible() and state.cost() == 3
    assert state.choice.tolist() == [1, 1] and found["lagrange_rounds"] >= 2
