"""Memory repair (priced, usage-monotone forest moves) and restricted-domain CP-SAT."""

from __future__ import annotations

import numpy as np
from shardsat.solver.strategy.deadline import Deadline
from shardsat.solver.strategy.domains import (
    candidate_domains,
    domain_search,
    restrict,
    solve_restricted,
)
from shardsat.solver.strategy.heuristics import State, icm, repair_memory
from shardsat.solver.strategy.presolve import Reduced
from shardsat.solver.strategy.repair import priced_repair

from tests.solver.strategy.test_strategy_clusters import hand_reduced

EQ = [[0, 100], [100, 0]]  # an edge that wants both ends on the same strategy


def make_reduced(cost, var, edges, mats, cap, live) -> Reduced:
    """A reduced instance from lists; `live[i]` = (first point, end point) or None."""
    ps = [lv[0] if lv else 0 for lv in live]
    pe = [lv[1] if lv else 0 for lv in live]
    return hand_reduced(cost, var, edges, mats, cap, ps, pe)


def chain() -> Reduced:
    """b - c - d, equality edges of 100; only b uses memory (10 on strategy 0, cap 5).

    Overloaded start: all on 0 (cost 0, load 10). Feasible labellings: b=1 with c, d on 0 (101),
    b, c on 1 and d on 0 (1 + 2 + 100 = 103), all on 1 (1 + 2 + 2 = 5, the optimum).
    """
    return make_reduced(
        cost=[[0, 1], [0, 2], [0, 2]],
        var=[[10, 0], [0, 0], [0, 0]],
        edges=[(0, 1), (1, 2)],
        mats=[EQ, EQ],
        cap=[5],
        live=[(0, 1), None, None],
    )


def test_greedy_repair_stops_at_single_node_move():
    """The greedy moves b alone (its neighbours fixed) and ICM cannot move c, d one at a time."""
    red = chain()
    state = State(red, np.zeros(3, dtype=np.int64))
    assert list(state.loads) == [10] and state.cost() == 0
    assert repair_memory(state, Deadline.after(5))
    icm(state, Deadline.after(5), np.random.default_rng(0))
    assert list(state.choice) == [1, 0, 0] and state.cost() == 101


def test_priced_repair_moves_the_whole_chain():
    red = chain()
    state = State(red, np.zeros(3, dtype=np.int64))
    forest = np.arange(3)
    assert priced_repair(state, Deadline.after(5), np.random.default_rng(0), nodes=forest)
    assert list(state.choice) == [1, 1, 1] and state.cost() == 5 and list(state.loads) == [0]


def test_priced_repair_on_random_forests_moves_the_whole_chain():
    """The default forest picker (random induced forests over the model) reaches the same
    optimum as the fixed whole-chain forest; the greedy + ICM stays at 101."""
    red = chain()
    state = State(red, np.zeros(3, dtype=np.int64))
    assert priced_repair(state, Deadline.after(5), np.random.default_rng(0))
    assert list(state.choice) == [1, 1, 1] and state.cost() == 5


def test_priced_repair_gives_up_when_nothing_can_shrink():
    """cap 5 but b's least usage is 6: no usage-monotone move can fit, the repair says so."""
    red = make_reduced([[0, 1]], [[10, 6]], [], [], [5], [(0, 1)])
    state = State(red, np.zeros(1, dtype=np.int64))
    assert not priced_repair(state, Deadline.after(5), np.random.default_rng(0))
    assert list(state.choice) == [1] and list(state.loads) == [6]


def four_by_four() -> Reduced:
    """Two memory nodes on one point (cap 6) and a memory-free neighbour, 4 strategies each."""
    return make_reduced(
        cost=[[0, 3, 5, 9], [0, 4, 1, 7], [0, 2, 6, 8]],
        var=[[6, 4, 2, 0], [6, 3, 3, 0], [0, 0, 0, 0]],
        edges=[(0, 1), (1, 2)],
        mats=[
            [[0, 5, 5, 5], [5, 0, 5, 5], [5, 5, 0, 5], [5, 5, 5, 0]],
            [[0, 9, 9, 9], [9, 0, 9, 9], [9, 9, 0, 9], [9, 9, 9, 0]],
        ],
        cap=[6],
        live=[(0, 1), (0, 1), None],
    )


def test_candidate_domains_by_hand():
    red = four_by_four()
    choice = np.array([0, 3, 3])  # loads 6 + 0: fits; cost 0 + 7 + 8 + 5 + 0 = 20
    assert State(red, choice).cost() == 20 and State(red, choice).feasible()
    doms = candidate_domains(red, choice, [np.array([2, 2, 2])], topk=1)
    # node 0: current 0, label 2, local costs given node 1 on 3: [5, 8, 10, 9] -> 0; usage
    # levels below 6: 4, 2, 0 -> strategies 1, 2, 3. Node 1: current 3 (usage 0, nothing
    # lower), label 2, local [9, 18, 15, 12] -> 0. Node 2: current 3, label 2, local
    # [9, 11, 15, 8] -> 3.
    assert [d.tolist() for d in doms] == [[0, 1, 2, 3], [0, 2, 3], [2, 3]]
    # all on 3, no labels, two cheapest: node 0 [5, 8, 10, 9]; node 1 [14, 18, 15, 7];
    # node 2 [9, 11, 15, 8]
    doms = candidate_domains(red, np.array([3, 3, 3]), [], topk=2)
    assert [d.tolist() for d in doms] == [[0, 1, 3], [0, 3], [0, 3]]


def test_restrict_and_solve_restricted():
    red = four_by_four()
    doms = [np.array([1, 2]), np.array([1, 2]), np.array([1, 2])]
    sub = restrict(red, doms)
    assert [list(c) for c in sub.cost] == [[3, 5], [4, 1], [2, 6]]
    assert [list(v) for v in sub.var] == [[4, 2], [3, 3], [0, 0]]
    assert sub.mats[0].tolist() == [[0, 5], [5, 0]]
    state = State(red, np.array([2, 2, 1]))  # 5 + 1 + 2 + 0 + 9 = 17, load 2 + 3 = 5
    assert state.cost() == 17 and state.feasible()
    status, new = solve_restricted(red, state, doms, 5.0, 1, 0, Deadline.after(5))
    # node 0 on 1 and node 1 on 1 or 2 load 7 > 6; (2, 1, 1) 16, (2, 1, 2) 29, (2, 2, 2) 12
    assert status == "OPTIMAL" and list(new) == [2, 2, 2]
    assert State(red, new).cost() == 12


def test_domain_search_reaches_the_optimum():
    """Whole-model optimum by brute force: 12 at (2, 2, 2); the search starts at 20."""
    red = four_by_four()
    import itertools

    fits = [
        np.array(c)
        for c in itertools.product(range(4), repeat=3)
        if State(red, np.array(c)).feasible()
    ]
    assert min(State(red, c).cost() for c in fits) == 12
    start = State(red, np.array([0, 3, 3]))
    best, stats = domain_search(start, Deadline.after(3), 1, np.random.default_rng(0), [])
    assert best.cost() == 12 and best.feasible()
    assert stats["domain_walks"] >= 1 and stats["domain_rounds"] >= 1
