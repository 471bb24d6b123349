"""The Lagrangian rounds' priced presolve: the structural part replayed at a new price equals
the fresh presolve at that price, and the collapsed model keeps the priced optimum."""

from __future__ import annotations

import dataclasses
import itertools

import numpy as np
import pytest
from shardsat.solver.strategy.allocation import price_extra, priced_model, priced_problem
from shardsat.solver.strategy.heuristics import State
from shardsat.solver.strategy.lagrange import PricedPresolve, _postsolve
from shardsat.solver.strategy.presolve import (
    INF,
    Infeasible,
    Reduced,
    reduce,
    replay,
    replayable,
    run_presolve,
)

from tests.solver.strategy.test_strategy import (
    brute_force,
    functional_problem,
    hub_ring,
    random_problem,
)


def with_memory(red: Reduced, seed: int) -> Reduced:
    """`red` with random usages on one point, so a price changes its node costs."""
    rng = np.random.default_rng(seed)
    var = [rng.integers(0, 50, size=len(c)).astype(np.int64) for c in red.cost]
    live = rng.random(red.m) < 0.7
    return dataclasses.replace(
        red,
        var=var,
        cap=np.array([10**6], np.int64),
        ps=np.zeros(red.m, np.int64),
        pe=live.astype(np.int64),
    )


def reduced_models():
    """Small feasible reduced models with functional edges, forbidden entries and cycles."""
    problems = [hub_ring()] + [functional_problem(s) for s in range(30)]
    problems += [random_problem(s, hard=True) for s in range(12)]
    for seed, p in enumerate(problems):
        if brute_force(p)[0] is None:
            continue
        try:
            red = reduce(run_presolve(p))
        except Infeasible:
            continue
        if red.m:
            yield seed, with_memory(red, seed)


def same_work(a, b) -> None:
    assert np.array_equal(a.alive, b.alive)
    assert a.const == b.const
    for v in np.nonzero(a.alive)[0]:
        assert np.array_equal(a.cost[v], b.cost[v])
        assert np.array_equal(a.orig[v], b.orig[v])
    assert a.mat.keys() == b.mat.keys()
    for k in a.mat:
        assert np.array_equal(a.mat[k], b.mat[k])
    assert len(a.stack) == len(b.stack)
    for x, y in zip(a.stack, b.stack, strict=True):
        assert len(x) == len(y) and x[:2] == y[:2]
        for p, q in zip(x[2:], y[2:], strict=True):
            assert np.array_equal(np.asarray(p), np.asarray(q))


@pytest.mark.parametrize(("seed", "red"), list(reduced_models()))
def test_replayed_presolve_equals_the_fresh_one(seed, red):
    pre = PricedPresolve(red)
    for per_byte in (0.0, 0.7, 3.0, 41.0):
        lam = np.array([per_byte])
        extra = price_extra(red, lam)
        assert replayable(pre.base, extra)
        again = replay(pre.base, pre.trace, extra)
        fresh = run_presolve(
            priced_problem(priced_model(red, lam)), functional=True, structural=True
        )  # fmt: skip
        same_work(again, fresh)


@pytest.mark.parametrize(("seed", "red"), list(reduced_models()))
def test_collapsed_priced_model_keeps_the_priced_optimum(seed, red):
    pre = PricedPresolve(red)
    for per_byte in (0.0, 2.0, 17.0):
        lam = np.array([per_byte])
        pr = priced_model(red, lam)
        opt, _ = brute_force(priced_problem(pr))
        stages = pre.stages(lam)
        r = stages[-1][1]
        best = None
        for rc in itertools.product(*(range(len(c)) for c in r.cost)):
            rc = np.array(rc, dtype=np.int64)
            if r.total(rc) >= INF:
                continue
            out = _postsolve(stages, rc)
            assert pr.total(out) == r.total(rc)
            best = r.total(rc) if best is None else min(best, r.total(rc))
        assert best == opt + red.const


def test_replay_refuses_costs_near_forbidden(monkeypatch):
    import shardsat.solver.strategy.lagrange as lagrange

    _, red = next(iter(reduced_models()))
    pre = PricedPresolve(red)
    near = [np.full(len(c), INF // 2, np.int64) for c in red.cost]
    assert not replayable(pre.base, near)
    lam = np.array([1.5])
    replayed = pre.stages(lam)
    monkeypatch.setattr(lagrange, "replayable", lambda base, extra: False)
    fresh = pre.stages(lam)  # the fresh structural presolve instead: the same model
    same_work(replayed[0][0], fresh[0][0])
    r = fresh[-1][1]
    rc = np.zeros(r.m, np.int64)
    assert priced_model(red, lam).total(_postsolve(fresh, rc)) == r.total(rc)


def test_byte_thresholds_scale_with_the_memory_limit():
    from shardsat.solver.strategy.tuning import BYTE_REFERENCE, DEFAULT

    scaled = dataclasses.replace(DEFAULT, byte_reference=BYTE_REFERENCE)
    assert scaled.for_capacity(BYTE_REFERENCE) == DEFAULT
    big = scaled.for_capacity(100 * BYTE_REFERENCE)
    assert big.walk_spare == 100 * DEFAULT.walk_spare and big.repairable == 100 * DEFAULT.repairable
    assert big.fusion_max_over == 100 * DEFAULT.fusion_max_over
    assert big.for_capacity(BYTE_REFERENCE) == big  # scaled once
    assert DEFAULT.for_capacity(None) is DEFAULT
    fixed = dataclasses.replace(DEFAULT, byte_reference=None)
    assert fixed.for_capacity(100 * BYTE_REFERENCE) is fixed


def test_a_collapsed_model_too_big_for_cp_sat_gets_local_moves():
    from shardsat.solver.strategy.deadline import Deadline
    from shardsat.solver.strategy.lagrange import solve_priced
    from shardsat.solver.strategy.tuning import DEFAULT

    local = dataclasses.replace(DEFAULT, big_model_literals=-1, lagrange_seconds=0.3)
    for _, red in list(reduced_models())[:6]:
        lam = np.array([3.0])
        pr = priced_model(red, lam)
        opt, _ = brute_force(priced_problem(pr))
        hint = np.zeros(red.m, np.int64)
        res = solve_priced(
            PricedPresolve(red, local), lam, [hint], 0.3, Deadline.after(5.0),
            np.random.default_rng(0), tuning=local,
        )  # fmt: skip
        assert res.status in ("LOCAL", "EMPTY")
        assert res.priced == pr.total(res.choice)
        assert opt + red.const <= res.priced  # a labelling of the priced model, BP + moves


def test_the_price_jumps_to_the_worth_of_a_byte_then_bisects():
    from shardsat.solver.strategy.lagrange import _next_price

    assert _next_price(0.0, None, 0.0, 100, 500) == (0.0, None, 5.0)  # memory-free probe
    assert _next_price(0.0, None, 5.0, 10, 20) == (5.0, None, 10.0)  # at least doubled
    assert _next_price(5.0, None, 20.0, 0, 1) == (5.0, 20.0, 10.0)  # fits: geometric mean
    assert _next_price(0.0, None, 8.0, 0, 1) == (0.0, 8.0, 4.0)  # fits, no lower end: halved
    # the break-even price wins when it is the largest
    assert _next_price(0.0, None, 1.0, 100, 50, even=30.0) == (1.0, None, 30.0)
    assert _next_price(0.0, None, 1.0, 100, 500, even=3.0) == (1.0, None, 5.0)
    # the overshoot multiplies the estimate, not the doubling of the lower end
    assert _next_price(0.0, None, 0.0, 100, 500, overshoot=2.0) == (0.0, None, 10.0)
    assert _next_price(0.0, None, 5.0, 10, 20, overshoot=2.0) == (5.0, None, 10.0)
    assert _next_price(0.0, None, 1.0, 100, 50, even=30.0, overshoot=2.0) == (1.0, None, 60.0)
    assert _next_price(5.0, None, 20.0, 0, 1, overshoot=2.0) == (5.0, 20.0, 10.0)  # bisects


def test_the_starts_are_polished_before_bp_can_use_up_the_time(monkeypatch):
    """A BP that runs to the polish deadline (as under load) does not leave the given starts
    unpolished: the result is no dearer than the first start after its ICM alone."""
    import time

    import shardsat.solver.strategy.lagrange as lagrange
    from shardsat.solver.strategy.deadline import Deadline
    from shardsat.solver.strategy.heuristics import icm

    def slow_bp(r, sweeps, soft, extra=None, hard=None):
        time.sleep(soft.left() + 0.05)
        return np.zeros(r.m, np.int64)

    monkeypatch.setattr(lagrange, "min_sum_bp", slow_bp)
    checked = 0
    for seed, red in list(reduced_models())[:8]:
        rng = np.random.default_rng(seed)
        starts = [rng.integers(0, [len(c) for c in red.cost]) for _ in range(2)]
        first = State(red, starts[0].copy())
        icm(first, Deadline.after(5.0), np.random.default_rng(1), max_sweeps=10)
        got = lagrange._polished_start(
            red, [x.copy() for x in starts], Deadline.after(0.3), np.random.default_rng(1), False
        )
        assert red.total(got) <= red.total(first.choice)
        checked += 1
    assert checked


def test_break_even_prices_the_average_load():
    """trade(): the feasible (A0, P0) costs 10 at loads [4, 0, 0]; (A0, P1) costs 0 at
    [8, 4, 4]: 10 saved for 4 more bytes on average, 2.5 per byte, where both price to 13 1/3;
    the peak overload (4 bytes) alone says the same here, but not when the extra bytes are
    short-lived: (A1, P0) is lighter, so nothing breaks even."""
    from shardsat.solver.strategy.lagrange import break_even

    from tests.solver.strategy.test_strategy_allocation import trade

    red = trade()
    best = State(red, np.array([0, 0]))
    assert break_even(best, State(red, np.array([0, 1]))) == 2.5
    assert break_even(best, State(red, np.array([1, 0]))) == 0.0
    assert break_even(State(red, np.array([0, 1])), best) == 0.0  # dearer: no saving


def test_a_rounds_search_time_is_its_share_of_the_time_left():
    from shardsat.solver.strategy.lagrange import round_seconds
    from shardsat.solver.strategy.tuning import DEFAULT

    assert round_seconds(60.0, 6, 3.0, DEFAULT) == 7.0  # 10 s a round, 3 s of it overhead
    assert round_seconds(300.0, 6, 3.0, DEFAULT) == DEFAULT.lagrange_seconds  # capped at 10
    assert round_seconds(4.0, 6, 3.0, DEFAULT) == DEFAULT.lagrange_min_seconds  # at least 3
    assert round_seconds(10.0, 0, 3.0, DEFAULT) == 7.0  # no round counted left: all of it
    # 10 s hold one round of 3 s overhead + 3 s search, not six: that one gets all of it
    assert round_seconds(10.0, 6, 3.0, DEFAULT) == 7.0
    assert round_seconds(16.0, 6, 2.8, DEFAULT) == 5.2  # D at 60 s, load 4: two rounds fit
    assert round_seconds(24.0, 6, 3.0, DEFAULT, first=True) == 9.0  # the memory-free round: half


def test_the_rounds_stream_does_not_shift_the_search_stream():
    from shardsat.solver.strategy.driver import Search

    _, red = next(iter(reduced_models()))
    a, b = Search(red, seed=3), Search(red, seed=3)
    a.stream(1).integers(1 << 30, size=50)  # a phase drawing from its own stream
    assert a.draw_seed() == b.draw_seed()
    assert a.stream(1).integers(1 << 30) == b.stream(1).integers(1 << 30)


def test_cp_sat_takes_the_components_that_fit_and_leaves_the_rest_to_local_moves():
    """Two components: nodes 0-1 (an edge with 2 literals), nodes 2-3-4 (two edges of 6)."""
    from shardsat.solver.strategy.lagrange import split_exact

    from tests.solver.strategy.test_strategy_clusters import hand_reduced

    two = [[0, 1], [1, 0]]
    three = [[0, 5, 5], [5, 0, 5], [5, 5, 0]]
    r = hand_reduced(
        cost=[[0, 0], [0, 0], [0, 0, 0], [0, 0, 0], [0, 0, 0]],
        var=[[0, 0], [0, 0], [0, 0, 0], [0, 0, 0], [0, 0, 0]],
        edges=[(0, 1), (2, 3), (3, 4)],
        mats=[two, three, three],
        cap=[],
        ps=[0] * 5,
        pe=[0] * 5,
    )
    free = np.arange(5)
    exact, lits, rest = split_exact(r, free, 11)
    assert exact.tolist() == [0, 1] and lits == 2 and rest
    exact, lits, rest = split_exact(r, free, 14)
    assert exact.tolist() == [0, 1, 2, 3, 4] and lits == 14 and not rest
    exact, lits, rest = split_exact(r, free, 1)
    assert exact.tolist() == [] and lits == 0 and rest
    exact, lits, rest = split_exact(r, np.array([2, 3]), 14)  # only free nodes count
    assert exact.tolist() == [2, 3] and lits == 6 and not rest


def test_bp_stops_at_its_hard_deadline_even_before_its_minimum_sweeps():
    """Node 1 is indifferent alone; the edge makes (0, 1) free and (0, 0) cost 10: BP's
    messages find it, an expired hard deadline leaves the unary argmin."""
    from shardsat.solver.strategy.deadline import Deadline
    from shardsat.solver.strategy.heuristics import min_sum_bp

    from tests.solver.strategy.test_strategy_clusters import hand_reduced

    r = hand_reduced(
        cost=[[0, 1], [0, 0]], var=[[0, 0], [0, 0]], edges=[(0, 1)], mats=[[[10, 0], [10, 10]]],
        cap=[], ps=[0, 0], pe=[0, 0],
    )  # fmt: skip
    assert min_sum_bp(r, 100, Deadline.after(60.0)).tolist() == [0, 1]
    assert min_sum_bp(r, 100, Deadline.after(60.0), hard=Deadline.after(0.0)).tolist() == [0, 0]


def test_the_reserve_after_the_search_grows_with_the_instance():
    from shardsat.solver.strategy.driver import reserve
    from shardsat.solver.strategy.problem import StrategyProblem
    from shardsat.solver.strategy.tuning import DEFAULT

    one = StrategyProblem.build([[0]], [[0]], [(0, 0)])
    assert reserve(DEFAULT, one, 60.0) == 1.5 + 2e-5
    assert reserve(DEFAULT, one, 10.0) == 0.3  # at most 3% of the limit
    many = StrategyProblem.build([[0]] * 100_000, [[0]] * 100_000, [(0, 0)] * 100_000)
    assert reserve(DEFAULT, many, 240.0) == 3.5  # 1.5 s + 100,000 nodes x 20 us
    assert reserve(DEFAULT, many, 60.0) == pytest.approx(1.8)  # 3% of 60 s


class _FakeSolver:
    """Records when `stop_search` was called (for the `Patience` watcher)."""

    def __init__(self) -> None:
        self.stopped: float | None = None

    def stop_search(self) -> None:
        import time

        self.stopped = time.monotonic()


def test_patience_waits_for_a_gain_before_its_wall_time_counts():
    """A search that has not gained `gain` on its start is not stopped at `seconds`; once its
    best is that much cheaper (and `quiet` seconds old) it is; without a gain the CPU limit
    stops it."""
    import time

    from shardsat.solver.strategy.submodel import Patience, _Best, _watch

    solver, best = _FakeSolver(), _Best()
    done = _watch(solver, Patience(seconds=0.05, cpu=1e9, gain=0.05), best, current=1000)
    time.sleep(0.3)
    assert solver.stopped is None  # past its seconds, but it did not move its start
    best.best = 990.0  # 1 % cheaper: not enough
    time.sleep(0.2)
    assert solver.stopped is None
    best.best = 900.0  # 10 % cheaper
    time.sleep(0.3)
    assert solver.stopped is not None
    done.set()

    # moved, but still improving: it goes on until `quiet` seconds pass without a better one
    solver, best = _FakeSolver(), _Best()
    done = _watch(solver, Patience(seconds=0.05, cpu=1e9, gain=0.05, quiet=0.4), best, 1000)
    for v in (900.0, 800.0, 700.0):
        best.best, best.at = v, time.monotonic()
        time.sleep(0.15)
        assert solver.stopped is None
    time.sleep(0.5)
    assert solver.stopped is not None and solver.stopped - best.at >= 0.4
    done.set()

    solver, best = _FakeSolver(), _Best()
    done = _watch(solver, Patience(seconds=1e9, cpu=0.1), best, current=1000)
    t0 = time.process_time()
    while time.process_time() - t0 < 0.5 and solver.stopped is None:
        pass  # this process's CPU time runs
    assert solver.stopped is not None
    done.set()


def test_the_probe_runs_on_only_while_it_has_not_moved_and_there_is_room():
    from shardsat.solver.strategy.lagrange import probe_limits, probe_room
    from shardsat.solver.strategy.submodel import Patience
    from shardsat.solver.strategy.tuning import DEFAULT

    assert probe_limits(10.0, 2, 1.0, 100.0) == (10.0, None)  # no stretch: wall clock only
    assert probe_limits(10.0, 2, 2.0, 100.0, local=True) == (10.0, None)
    assert probe_limits(10.0, 2, 2.0, 100.0) == (20.0, Patience(10.0, 20.0, 0.05))
    assert probe_limits(10.0, 2, 2.0, 14.0)[0] == 14.0  # the room left for the next round
    assert probe_limits(10.0, 2, 2.0, 5.0)[0] == 10.0  # never less than its own time
    assert probe_limits(4.0, 1, 2.0, 100.0, gain=0.1)[1] == Patience(4.0, 4.0, 0.1)
    assert probe_limits(10.0, 2, 2.0, 100.0, quiet=0.2)[1] == Patience(10.0, 20.0, 0.05, 2.0)
    # the next round's presolve (2 s) + a polish as its fitting + 3 s search, and one polish
    assert probe_room(2.0, 0.0, DEFAULT) == 2.0 + 1.0 + 3.0 + 1.0
    assert probe_room(2.0, 2.5, DEFAULT) == 2.0 + 2.5 + 3.0 + 1.0
    assert probe_room(0.0, 0.0, DEFAULT) == DEFAULT.lagrange_min_round + 1.0


def test_a_round_says_whether_cp_sat_moved_its_start():
    """From the priced optimum CP-SAT cannot gain ("kept"); from a dear start it does."""
    from shardsat.solver.strategy.deadline import Deadline
    from shardsat.solver.strategy.lagrange import solve_priced

    checked = 0
    for _, red in list(reduced_models())[:10]:
        lam = np.zeros(1)
        pre = PricedPresolve(red)
        r = pre.stages(lam)[-1][1]
        if r.m < 2:
            continue
        res = solve_priced(
            pre, lam, [np.zeros(red.m, np.int64)], 1.0, Deadline.after(10.0),
            np.random.default_rng(0), stretch=2.0,
        )  # fmt: skip
        assert res.moved is not None
        again = solve_priced(
            pre, lam, [res.choice], 1.0, Deadline.after(10.0), np.random.default_rng(0),
            stretch=2.0,
        )  # fmt: skip
        assert again.priced == res.priced  # the optimum of a model this small
        assert again.moved is False
        checked += 1
    assert checked
