"""The seventeenth round (docs/iopddl.md): every phase respects the one deadline. A CP-SAT
model build checks it and aborts, a build predicted (from the measured rate) not to fit is
skipped, the greedy fusion and the fusion domains stop at it, the final margin grows with the
measured overheads, and near the end every improvement is handed out at once. Small models
and sub-second deadlines only."""

from __future__ import annotations

import time

import numpy as np
import pytest
from shardsat.solver.strategy import driver
from shardsat.solver.strategy.allocation import fuse, fusion_domains, label_fusion
from shardsat.solver.strategy.deadline import OVERHEADS, Deadline, Overheads
from shardsat.solver.strategy.heuristics import State
from shardsat.solver.strategy.submodel import BUILD, solve_sub

from tests.solver.strategy.test_strategy_clusters import hand_reduced, three_params


@pytest.fixture(autouse=True)
def fresh_overheads():
    OVERHEADS.reset()
    yield
    OVERHEADS.reset()


def big_chain(n: int = 3000, k: int = 24, seed: int = 0):
    """A chain of `n` nodes with `k` strategies each and dense positive edge matrices: its
    CP-SAT model has ~n k^2 literals, seconds to build in Python."""
    rng = np.random.default_rng(seed)
    cost = [rng.integers(0, 50, size=k) for _ in range(n)]
    edges = [(i, i + 1) for i in range(n - 1)]
    mats = [rng.integers(1, 100, size=(k, k)) for _ in edges]
    return hand_reduced(cost, [[0] * k] * n, edges, mats, [], [0] * n, [0] * n)


def solve_whole(red, seconds: float, deadline: Deadline):
    """`solve_sub` on every node of `red`, starting from strategy 0 everywhere."""
    start = np.zeros(red.m, dtype=np.int64)
    return solve_sub(
        red, np.arange(red.m), start, np.zeros(0, np.int64), seconds, deadline=deadline
    )


def test_a_build_that_checks_the_deadline_aborts_in_time():
    red = big_chain()
    OVERHEADS.rates[BUILD] = 1e-12  # predicted to fit: only the checks inside can stop it
    t0 = time.monotonic()
    res = solve_whole(red, 10.0, Deadline.after(0.3))
    took = time.monotonic() - t0
    assert res.status == "ABORTED" and res.values is None
    assert took < 1.0  # the whole build is several seconds


def test_a_build_predicted_not_to_fit_is_skipped_at_once():
    red = big_chain()
    OVERHEADS.record(BUILD, 1_000, 1e-2)  # 10 us per unit: ~14 s for this model
    t0 = time.monotonic()
    res = solve_whole(red, 5.0, Deadline.after(3.0))
    assert res.status == "SKIPPED" and res.values is None
    assert time.monotonic() - t0 < 0.5


def test_a_small_build_within_its_deadline_is_solved_and_measured():
    red = big_chain(n=200, k=12)
    res = solve_whole(red, 5.0, Deadline.after(30.0))
    assert res.status in ("OPTIMAL", "FEASIBLE") and res.values is not None
    assert OVERHEADS.rates[BUILD] > 0  # 200 * 144 entries: measured


def test_overheads_follow_a_slower_rate_faster_than_a_faster_one():
    o = Overheads(rise=0.5, fall=0.2)
    o.record("x", 10, 1.0)  # 0.1 s per unit
    o.record("x", 10, 3.0)  # 0.3: half-way up
    assert o.predict("x", 1) == pytest.approx(0.2)
    o.record("x", 10, 0.0)  # 0: a fifth of the way down
    assert o.predict("x", 1) == pytest.approx(0.16)
    assert o.predict("y", 5) == 0.0 and o.predict("y", 5, default=0.5) == 2.5
    late = o.returned(Deadline(time.monotonic() - 2.0))
    assert late == pytest.approx(2.0, abs=0.1) and o.late == pytest.approx(2.0, abs=0.1)
    assert o.returned(Deadline.after(5.0)) == 0.0 and o.late == pytest.approx(2.0, abs=0.1)


def test_the_final_margin_grows_with_the_measured_overheads():
    limit = time.monotonic() + 100.0
    end = Deadline(limit - 3.0)  # the tuning's fixed reserve: 3 s
    assert driver.finish_by(limit, end).at == end.at  # nothing measured
    OVERHEADS.record(driver.FINISH, 1, 2.0)  # one hand-over: 2 s
    OVERHEADS.late = 1.5  # a phase returned 1.5 s late
    assert driver.finish_by(limit, end).at == pytest.approx(limit - 5.5)


def test_fuse_past_its_deadline_keeps_the_feasible_base():
    red = three_params()
    base = State(red, np.array([0, 0, 0]))
    assert fuse(base, np.array([1, 1, 1])).cost() == 4  # in time: two trades kept
    late = fuse(base, np.array([1, 1, 1]), Deadline(time.monotonic() - 1.0))
    assert late.choice.tolist() == [0, 0, 0] and late.feasible()


def test_fusion_domains_and_label_fusion_stop_at_the_deadline():
    red = three_params()
    base = State(red, np.array([0, 0, 0]))
    gone = Deadline(time.monotonic() - 1.0)
    free, allowed = fusion_domains(base, [np.array([1, 1, 1])], spare=0, topk=2, deadline=gone)
    assert all(int(base.choice[i]) in allowed[i] for i in free.tolist())  # still valid
    status, fused = label_fusion(base, [np.array([1, 1, 1])], 5.0, 1, 0, deadline=gone, spare=0)
    assert status == "ABORTED" and fused is None


def test_near_the_end_every_improvement_is_handed_out_at_once(monkeypatch):
    red = three_params()
    got: list[int] = []
    monkeypatch.setattr(driver, "postsolve", lambda w, r, choice: list(choice))
    far = driver.Incumbent(None, red, lambda c, cost: got.append(cost), every=60.0)
    far.offer(State(red, np.array([0, 0, 0])))  # the first one goes out
    far.offer(State(red, np.array([1, 0, 0])))  # held back (within `every`)
    assert got == [20]
    near = driver.Incumbent(
        None, red, lambda c, cost: got.append(cost), every=60.0, end=Deadline.after(1.0), urgent=5
    )
    near.offer(State(red, np.array([0, 0, 0])))
    near.offer(State(red, np.array([1, 0, 0])))
    assert got == [20, 20, 10]
    assert OVERHEADS.predict(driver.FINISH, 1) >= 0.0 and driver.FINISH in OVERHEADS.rates
