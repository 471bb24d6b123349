"""The first labelling straight from the instance (`first.py`): what it hands out is feasible
and exactly priced, its repairs clear forbidden pairs the lightest labelling leaves, and the
driver hands it out before the presolve."""

from __future__ import annotations

from shardsat.solver.strategy.deadline import Deadline
from shardsat.solver.strategy.driver import solve
from shardsat.solver.strategy.first import first_labelling, lightest
from shardsat.solver.strategy.problem import StrategyProblem, evaluate

from tests.solver.strategy.test_strategy import brute_force, hub_ring, random_problem

FORB = 10**18


def test_what_it_hands_out_is_feasible_and_exactly_priced():
    found = 0
    for seed in range(40):
        p = random_problem(seed, hard=seed % 2 == 0)
        got = first_labelling(p, Deadline.after(5.0))
        if got is None:
            continue
        choice, cost = got
        assert evaluate(p, choice).cost == cost
        opt, _ = brute_force(p)
        assert opt is not None and cost >= opt
        found += 1
    assert found >= 10


def test_the_lightest_strategy_wins_and_ties_go_to_the_cheapest():
    p = StrategyProblem.build(
        node_costs=[[5, 1, FORB], [3, 2, 9]],
        node_usages=[[4, 4, 0], [1, 1, 0]],
        intervals=[(0, 2), (0, 2)],
        usage_limit=100,
    )
    assert lightest(p).tolist() == [1, 2]  # node 0: strategy 2 is forbidden


def test_a_forbidden_pair_left_by_the_lightest_labelling_is_repaired():
    """Both nodes are lightest at strategy 0, a pair the edge forbids; moving one end fixes it."""
    p = StrategyProblem.build(
        node_costs=[[0, 0], [0, 0]],
        node_usages=[[1, 2], [1, 2]],
        intervals=[(0, 1), (0, 1)],
        edges=[(0, 1)],
        edge_costs=[[FORB, 3, 4, 0]],
        usage_limit=3,
    )
    choice, cost = first_labelling(p, Deadline.after(5.0))
    assert evaluate(p, choice).cost == cost == 3  # (0, 1): usage 3 fits, (1, 1) would not


def test_a_pair_held_by_two_equally_bad_ends_gets_a_sideways_step():
    """The hub ring forbids every spoke to differ from the hub: the lightest labelling puts
    the hub apart from its spokes."""
    p = hub_ring()
    got = first_labelling(p, Deadline.after(5.0))
    assert got is not None
    assert evaluate(p, got[0]).cost == got[1]


def test_the_driver_hands_it_out_before_the_search():
    p = random_problem(4, hard=True)
    assert first_labelling(p, Deadline.after(5.0)) is not None
    handed: list[int] = []
    res = solve(p, 3.0, workers=1, emit=lambda choice, cost: handed.append(cost))
    assert handed and handed[0] == first_labelling(p, Deadline.after(5.0))[1]
    assert all(b < a for a, b in zip(handed, handed[1:], strict=False))  # only improvements
    assert res.cost <= handed[-1]
