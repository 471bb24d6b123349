"""Ball moves for big strategy models (solver/strategy/clusters.py) on hand-made instances."""

from __future__ import annotations

from dataclasses import replace

import numpy as np
import pytest
from shardsat.solver.strategy import driver
from shardsat.solver.strategy.clusters import (
    Prices,
    ball,
    dear_ball_search,
    dear_items,
    forest_around,
    forest_search,
    star_pass,
)
from shardsat.solver.strategy.deadline import Deadline
from shardsat.solver.strategy.driver import Search, solve_strategy_problem
from shardsat.solver.strategy.heuristics import State, icm, least_usage_start
from shardsat.solver.strategy.presolve import INF, Reduced, reduce, run_presolve
from shardsat.solver.strategy.submodel import solve_sub
from shardsat.solver.strategy.tuning import DEFAULT

from tests.solver.strategy.test_strategy import brute_force, random_problem

NEVER = Deadline(float("inf"))


def hand_reduced(cost, var, edges, mats, cap, ps, pe) -> Reduced:
    """A Reduced built directly (no presolve, which would fold these tiny chains away)."""
    nbrs: list[list[tuple[int, int, bool]]] = [[] for _ in cost]
    for e, (a, b) in enumerate(edges):
        nbrs[a].append((e, b, True))
        nbrs[b].append((e, a, False))
    return Reduced(
        ids=np.arange(len(cost)),
        cost=[np.array(c, dtype=np.int64) for c in cost],
        var=[np.array(v, dtype=np.int64) for v in var],
        edges=list(edges),
        mats=[np.array(m, dtype=np.int64) for m in mats],
        nbrs=nbrs,
        cap=np.array(cap, dtype=np.int64),
        ps=np.array(ps, dtype=np.int64),
        pe=np.array(pe, dtype=np.int64),
        const=0,
    )


def three_params() -> Reduced:
    """Three parameters at one point of capacity 5, each 2 bytes when replicated (free) and
    10 / 6 / 4 when sharded: replicating all three is 1 byte over."""
    return hand_reduced(
        cost=[[10, 0], [6, 0], [4, 0]],
        var=[[0, 2]] * 3,
        edges=[],
        mats=[],
        cap=[5],
        ps=[0, 0, 0],
        pe=[1, 1, 1],
    )


def chain(cap: int) -> Reduced:
    """A-B-C: each node pays 8 for strategy 0, edges pay 10 when the ends differ, strategy 1
    uses one unit of memory at the one shared point. All at 0 costs 24; every single move
    costs more (A alone: -8 + 10), so only a joint move of the chain improves."""
    eq = [[0, 10], [10, 0]]
    return hand_reduced(
        cost=[[8, 0]] * 3,
        var=[[0, 1]] * 3,
        edges=[(0, 1), (1, 2)],
        mats=[eq, eq],
        cap=[cap],
        ps=[0, 0, 0],
        pe=[1, 1, 1],
    )


def test_ball_layers_and_cut():
    # a path 0-1-2-3-4 plus a star 2-5, 2-6
    red = hand_reduced(
        cost=[[0]] * 7,
        var=[[0]] * 7,
        edges=[(0, 1), (1, 2), (2, 3), (3, 4), (2, 5), (2, 6)],
        mats=[[[0]]] * 6,
        cap=[],
        ps=[0] * 7,
        pe=[0] * 7,
    )
    assert ball(red, [0], 1, 100).tolist() == [0, 1]
    assert ball(red, [0], 2, 100).tolist() == [0, 1, 2]
    assert ball(red, [1], 2, 100).tolist() == [0, 1, 2, 3, 5, 6]
    # the layer {3, 5, 6} is cut to 2 nodes: equal links, so the lowest ids stay
    assert ball(red, [1], 2, 5).tolist() == [0, 1, 2, 3, 5]
    assert ball(red, [3, 4], 1, 100).tolist() == [2, 3, 4]


def test_prices_and_dear_items_on_the_chain():
    red = chain(cap=3)
    choice = np.array([0, 1, 0])
    prices = Prices(red)
    assert prices.edges(choice).tolist() == [10, 10]
    assert prices.nodes(choice).tolist() == [8, 0, 8]
    # dearest first; ties keep edges before nodes and lower indices first
    assert dear_items(prices, choice, 10) == [
        (10, [0, 1]),
        (10, [1, 2]),
        (8, [0]),
        (8, [2]),
    ]
    assert dear_items(prices, choice, 1) == [(10, [0, 1])]
    lone = hand_reduced([[3, 5]], [[0, 0]], [], [], [], [0], [0])  # no edge at all
    assert Prices(lone).edges(np.array([1])).tolist() == []
    assert Prices(lone).nodes(np.array([1])).tolist() == [5]
    assert dear_items(Prices(lone), np.array([1]), 5) == [(5, [0])]


@pytest.mark.parametrize("seed", range(6))
def test_prices_equal_the_exact_total(seed):
    red = reduce(run_presolve(random_problem(300 + seed, hard=True)))
    prices = Prices(red)
    rng = np.random.default_rng(seed)
    for _ in range(5):
        choice = np.array([int(rng.integers(len(c))) for c in red.cost], dtype=np.int64)
        total = red.const + int(prices.edges(choice).sum()) + int(prices.nodes(choice).sum())
        assert total == red.total(choice)


@pytest.mark.parametrize(("cap", "expected", "load"), [(3, 0, 3), (2, 18, 2)])
def test_ball_search_makes_the_joint_move_single_moves_miss(cap, expected, load):
    red = chain(cap)
    state = State(red, np.zeros(3, dtype=np.int64))
    assert state.cost() == 24
    assert icm(state, NEVER, np.random.default_rng(0)) == 0  # stuck at 24
    stats = dear_ball_search(state, NEVER, 1, np.random.default_rng(0), radius=2)
    assert state.cost() == expected
    assert state.feasible() and state.loads.tolist() == [load]
    assert stats["ball_gain"] == 24 - expected and stats["ball_improvements"] == 1
    # the ball is then solved in its new state: a second search does nothing
    again = dear_ball_search(state, NEVER, 1, np.random.default_rng(0), radius=2)
    assert again["ball_improvements"] == 0 and state.cost() == expected


def test_ball_search_stops_when_its_gain_rate_drops():
    red = chain(3)
    rng = np.random.default_rng(0)
    state = State(red, np.zeros(3, dtype=np.int64))
    # a window already over with no gain in it: stalled before the first step
    stats = dear_ball_search(state, NEVER, 1, rng, stall=(0.0, 0.5))
    assert stats["ball_steps"] == 0 and stats["ball_stalled"] == 1 and state.cost() == 24
    # a window not yet over: the search runs as without it, and has not stalled
    stats = dear_ball_search(state, NEVER, 1, rng, stall=(60.0, 0.5))
    assert stats["ball_improvements"] == 1 and stats["ball_stalled"] == 0
    assert state.cost() == 0


@pytest.mark.parametrize("seed", range(10))
def test_whole_model_with_segment_memory_rows_matches_brute_force(seed):
    # solve_sub's memory rows are built per segment between interval bounds (not per point)
    p = random_problem(400 + seed, hard=True)
    opt, _ = brute_force(p)
    red = reduce(run_presolve(p))
    if opt is None or red.m == 0:
        pytest.skip("infeasible or fully presolved instance")
    start = least_usage_start(red)
    res = solve_sub(red, np.arange(red.m), start, red.loads(start), 10.0, 1, 0)
    assert res.status == "OPTIMAL"
    assert res.objective + red.const == opt


@pytest.mark.parametrize("seed", range(3))
def test_big_model_path_reaches_the_optimum(seed):
    # force the big-model path (no priced search, no whole model): start, balls, then LNS
    big = replace(DEFAULT, priced_max_nodes=0, small_model_literals=-1, big_model_literals=-1)
    p = random_problem(500 + seed, hard=True)
    opt, _ = brute_force(p)
    r = solve_strategy_problem(p, time_limit=1.5, workers=1, seed=seed, tuning=big)
    assert r.cost == opt
    assert "ball_steps_r2" in r.stats or r.stats["greedy_cost"] >= 10**15


def test_forest_around_closes_no_cycle():
    # a 4-cycle 0-1-2-3-0 with a tail 3-4: the forest keeps 4 of the 5 nodes
    red = hand_reduced(
        cost=[[0]] * 5,
        var=[[0]] * 5,
        edges=[(0, 1), (1, 2), (2, 3), (0, 3), (3, 4)],
        mats=[[[0]]] * 5,
        cap=[],
        ps=[0] * 5,
        pe=[0] * 5,
    )
    for seed in range(5):
        nodes = forest_around(red, [0], 100, np.random.default_rng(seed))
        inside = set(nodes.tolist())
        links = sum(1 for a, b in red.edges if a in inside and b in inside)
        assert len(nodes) == 4 and links == 3 and 0 in inside
    assert forest_around(red, [0], 2, np.random.default_rng(0)).size == 2


@pytest.mark.parametrize(("cap", "expected"), [(3, 0), (2, 24)])
def test_forest_search_moves_the_chain_only_when_memory_allows(cap, expected):
    # with room for all three the forest DP moves the whole chain; with room for two the
    # joint move breaks the limit and the usage-monotone move cannot move (the ball can: 18)
    state = State(chain(cap), np.zeros(3, dtype=np.int64))
    stats = forest_search(state, NEVER, np.random.default_rng(0))
    assert state.cost() == expected and state.feasible()
    assert stats["forest_gain"] == 24 - expected


def test_soft_lns_until_clear_stops_once_the_forbidden_pair_is_gone():
    """Why: a start that keeps forbidden pairs skips the ball search and the priced walk.
    Path A-B-C, the pair (A0, B0) forbidden, B1 costs 2 and needs C1 (the
    other pair of B1 forbidden), C1 costs 1: one soft-penalty LNS step on the whole path
    clears it at the optimum (A0, B1, C1) = 3, and `until_clear` stops there."""
    red = hand_reduced(
        cost=[[0, 5], [0, 2], [0, 1]],
        var=[[0, 0]] * 3,
        edges=[(0, 1), (1, 2)],
        mats=[[[INF, 0], [0, 0]], [[0, 0], [INF, 0]]],
        cap=[],
        ps=[0] * 3,
        pe=[0] * 3,
    )
    state = State(red, np.zeros(3, dtype=np.int64))
    rng = np.random.default_rng(0)
    search = Search(red, workers=1, rng=rng)
    stats = driver._lns(search, state, Deadline.after(30), until_clear=True)
    assert state.choice.tolist() == [0, 1, 1] and state.cost() == 3
    assert stats["lns_steps"] == 1


def test_clearing_ball_moves_the_hub_with_all_its_neighbours():
    """Hub H (node 0) forces P1-P3 to its own layout; the start has P3 on the other one (a
    forbidden pair). P1, P2 cost 1 on layout 1, P3 costs 5 on layout 0: the ball around H
    moves all four to layout 1 (cost 2) in one step."""
    eq = [[0, INF], [INF, 0]]
    red = hand_reduced(
        cost=[[0, 0], [0, 1], [0, 1], [5, 0]],
        var=[[0, 0]] * 4,
        edges=[(0, 1), (0, 2), (0, 3)],
        mats=[eq] * 3,
        cap=[],
        ps=[0] * 4,
        pe=[0] * 4,
    )
    state = State(red, np.array([0, 0, 0, 1]))
    search = Search(red, workers=1, rng=np.random.default_rng(0))
    steps = driver._clear_by_balls(search, state, Deadline.after(30))
    assert steps == 1 and state.choice.tolist() == [1, 1, 1, 1] and state.cost() == 2


def test_ball_that_timed_out_is_retried_with_twice_the_time(monkeypatch):
    """A ball whose solve stops on time without gain counts as solved in that state; with
    `ball_retries` it is solved again once no fresh ball is left, with 2x the time per retry.
    Here CP-SAT "times out" below 1 s (stubbed), so only the 1.2 s retry finds the move."""
    from shardsat.solver.strategy import clusters as strategy_clusters
    from shardsat.solver.strategy.submodel import SubResult

    seen: list[float] = []

    def slow_solver(red, nodes, choice, loads, seconds, *args, **kwargs):
        seen.append(round(seconds, 2))
        if seconds < 1.0:
            return SubResult("UNKNOWN", None, None, 0, None, seconds)
        return solve_sub(red, nodes, choice, loads, seconds, *args, **kwargs)

    monkeypatch.setattr(strategy_clusters, "solve_sub", slow_solver)
    rng = np.random.default_rng(0)
    state = State(chain(3), np.zeros(3, dtype=np.int64))
    quick = replace(DEFAULT, ball_seconds=0.6)
    stats = dear_ball_search(state, NEVER, 1, rng, tuning=quick)
    assert state.cost() == 24 and stats["ball_steps"] == 1 and seen == [0.6]
    seen.clear()
    state = State(chain(3), np.zeros(3, dtype=np.int64))
    stats = dear_ball_search(state, NEVER, 1, rng, tuning=replace(quick, ball_retries=2))
    assert state.cost() == 0 and seen == [0.6, 1.2]
    assert stats["ball_retries"] == 1 and stats["ball_improvements"] == 1
    # a ball that never solves is given up after `ball_retries` more solves (0.6, 1.2, 2.4 s)
    monkeypatch.setattr(strategy_clusters, "solve_sub", lambda *a, **k: slow_solver(*a[:4], 0.0))
    seen.clear()
    state = State(chain(3), np.zeros(3, dtype=np.int64))
    stats = dear_ball_search(state, NEVER, 1, rng, tuning=replace(quick, ball_retries=2))
    assert state.cost() == 24 and stats["ball_steps"] == 3 and stats["ball_retries"] == 2


def hub(leaves: int) -> Reduced:
    """A hub with `leaves` neighbours, equality edges of 10: the hub pays 8 on strategy 0
    and nothing on 1, the leaves nothing either way. All on 0 costs 8; the hub alone on 1
    pays 10 per leaf; the whole star on 1 costs 0."""
    eq = [[0, 10], [10, 0]]
    return hand_reduced(
        cost=[[8, 0]] + [[0, 0]] * leaves,
        var=[[0, 0]] * (leaves + 1),
        edges=[(0, k) for k in range(1, leaves + 1)],
        mats=[eq] * leaves,
        cap=[0],
        ps=[0] * (leaves + 1),
        pe=[0] * (leaves + 1),
    )


def test_hub_ball_moves_the_hub_the_capped_balls_pin():
    from shardsat.solver.strategy.clusters import hub_ball_search, hub_balls

    red = hub(5)
    rng = np.random.default_rng(0)
    state = State(red, np.zeros(6, dtype=np.int64))
    # balls cut at 3 nodes hold the hub and 2 leaves: the 3 leaves outside pin the hub
    dear_ball_search(state, NEVER, 1, rng, tuning=replace(DEFAULT, ball_max_nodes=3))
    assert state.cost() == 8
    assert [b.tolist() for b in hub_balls(red, min_degree=5)] == [[0, 1, 2, 3, 4, 5]]
    assert hub_balls(red, min_degree=6) == []
    memo: dict = {}
    hubs5 = replace(DEFAULT, hub_min_degree=5, hub_literals=40_000)
    stats = hub_ball_search(state, NEVER, 1, rng, hubs5, memo=memo)
    assert state.cost() == 0 and state.choice.tolist() == [1] * 6
    assert stats == {"hub_steps": 1, "hub_improvements": 1, "hub_gain": 8}
    # solved in its new state: the next pass skips it (and nothing is left to gain)
    again = hub_ball_search(state, NEVER, 1, rng, hubs5, memo=memo)
    assert again == {"hub_steps": 0, "hub_improvements": 0, "hub_gain": 0}


def star(hub_cost: int) -> Reduced:
    """Hub 0 with leaves 1-3: the hub pays `hub_cost` at strategy 0 and 0 at strategy 1, each
    leaf 0 at strategy 0 and 1 at strategy 1, every edge 5 when the ends differ. From all at
    0 no single move gains (the hub alone: -hub_cost + 15; a leaf alone: +1 + 5); the star
    (hub at 1, every leaf's best reply 1) costs 3."""
    eq = [[0, 5], [5, 0]]
    return hand_reduced(
        cost=[[hub_cost, 0]] + [[0, 1]] * 3,
        var=[[0, 0]] * 4,
        edges=[(0, 1), (0, 2), (0, 3)],
        mats=[eq] * 3,
        cap=[],
        ps=[0] * 4,
        pe=[0] * 4,
    )


@pytest.mark.parametrize(
    ("hub_cost", "min_degree", "cost", "moves"), [(4, 3, 3, 1), (4, 4, 4, 0), (3, 3, 3, 0)]
)
def test_star_pass_moves_a_hub_with_all_its_leaves(hub_cost, min_degree, cost, moves):
    # hub cost 4: the star gains 1 once the hub counts (degree 3 >= min_degree); hub cost 3:
    # the star ties (3 = 3) and is not kept
    state = State(star(hub_cost), np.zeros(4, dtype=np.int64))
    stats = star_pass(state, NEVER, min_degree)
    assert state.cost() == cost
    assert stats["star_moves"] == moves and stats["star_gain"] == hub_cost - cost
    assert state.choice.tolist() == ([1, 1, 1, 1] if moves else [0, 0, 0, 0])
