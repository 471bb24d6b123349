"""Descent rounds that stop once their plans stop improving (`patience`)."""

from __future__ import annotations

import time

from ortools.sat.python import cp_model
from shardsat.solver.cpsat.descent import round_patience
from shardsat.solver.cpsat.options import SolveOptions
from shardsat.solver.cpsat.patience import Patience
from shardsat.solver.cpsat.tuning import Tuning

from tests.solver.cpsat.cpsat_programs import program_10, random_3sat


def test_patience_is_the_larger_of_the_floor_and_the_ratio_times_the_last_plan() -> None:
    patience = Patience(cp_model.CpSolver(), ratio=1.0, floor=3.0)
    assert not patience.waited_too_long(100.0)  # no plan yet: nothing to keep, no stop
    patience.last_s = 1.0
    assert not patience.waited_too_long(3.9)  # the floor: 3 s after the plan at 1 s
    assert patience.waited_too_long(4.1)
    patience.last_s = 5.0
    assert not patience.waited_too_long(9.9)  # the ratio: 5 s after the plan at 5 s
    assert patience.waited_too_long(10.1)


def test_a_search_whose_plans_stop_improving_is_stopped() -> None:
    solver = cp_model.CpSolver()
    solver.parameters.num_workers = 1
    solver.parameters.max_time_in_seconds = 20
    patience = Patience(solver, ratio=1.0, floor=0.5)
    began = time.perf_counter()
    status = patience.run(random_3sat(1000), None)  # improves for a second, never proven
    took = time.perf_counter() - began
    assert status == cp_model.FEASIBLE and patience.stopped
    assert patience.last_s is not None and took >= max(0.5, 2 * patience.last_s) - 0.1
    assert took < 15
    assert solver.ObjectiveValue() == patience.best  # the kept plan is the last better one
    assert not patience.thread.is_alive()


def test_rounds_have_patience_only_on_the_wall_clock() -> None:
    solver = cp_model.CpSolver()
    patience = round_patience(solver, SolveOptions(workers=2), Tuning(), True)
    assert isinstance(patience, Patience) and (patience.ratio, patience.floor) == (1.0, 3.0)
    watcher = round_patience(solver, SolveOptions(workers=2), Tuning(), False)
    assert watcher.ratio is None  # a factor round's: records, never stops
    watcher.last_s = 0.1
    assert not watcher.waited_too_long(1e6)
    deterministic = SolveOptions(workers=2, deterministic=True)
    assert round_patience(solver, deterministic, Tuning(), True) is None
    assert (
        round_patience(solver, SolveOptions(workers=2), Tuning(round_patience=None), True) is None
    )


def test_axis_rounds_have_patience_and_factor_rounds_none() -> None:
    """On the wall clock an axis round runs under a `Patience` (its timing says when its last
    plan came); a factor round, whose plans come late, is never stopped by one, but its timing
    says when its last plan came too."""
    from shardsat.solver.cpsat.descent import factor_candidates, solve_round

    program, mesh, problem, enc, price = program_10()
    start = [0] * len(problem.nodes)
    opts = SolveOptions(workers=2)
    axis: dict = {}
    assert price(solve_round(enc, start, "x", 10, opts, Tuning(), None, None, axis)) == 2051
    assert axis["status"] == "OPTIMAL" and axis["stalled"] is False and axis["last_s"] >= 0
    assert axis["workers"] == 1  # `axis_round_workers`: one worker proves axis rounds fastest
    large: dict = {}  # a round over `axis_round_max_variables` keeps every worker
    solve_round(enc, start, "x", 10, opts, Tuning(axis_round_max_variables=5), None, None, large)
    assert large["workers"] == 2 and large["variables"] > 5
    factor: dict = {}
    kept = factor_candidates(enc, start, 2)
    assert price(solve_round(enc, start, "factors", 10, opts, Tuning(), None, kept, factor)) == 7
    assert factor["status"] == "OPTIMAL" and factor["stalled"] is False
    assert factor["workers"] == 2  # factor rounds keep the solve's workers
    assert 0 <= factor["last_s"] <= factor["solve_s"]
