"""The toulbar2 baseline (experiments/iopddl_toulbar2.py) on the contest's example: exact values.

example.json's optimum is 445 (the evaluator's documented value); without the memory limit the
cheapest labelling costs 415 and breaks the limit at time 50 (usage 55 > 50).
"""

from pathlib import Path

import numpy as np
import pytest
from shardsat.solver.strategy.deadline import Deadline
from shardsat.solver.strategy.io import read_problem
from shardsat.solver.strategy.presolve import postsolve, reduce, run_presolve
from shardsat.solver.strategy.problem import evaluate

pytest.importorskip("pytoulbar2")

from shardsat.experiments import iopddl_toulbar2 as tb2  # noqa: E402

EXAMPLE = Path("/work/shared/iopddl/example.json")
pytestmark = pytest.mark.skipif(not EXAMPLE.exists(), reason="needs /work/shared/iopddl")


def raw_reduced():
    """example.json without presolve rounds: 3 free nodes, one memory point (cap 0 above the
    nodes' least usage; node 1's strategy 1 adds 5)."""
    problem = read_problem(EXAMPLE)
    w = run_presolve(problem, max_rounds=0)
    return problem, w, reduce(w)


def test_memory_rows_of_the_example():
    _, _, red = raw_reduced()
    rows = tb2.memory_rows(red)
    assert [(live.tolist(), cap) for live, cap in rows] == [([1], 0)]


def test_cfn_without_memory_breaks_the_limit():
    problem, w, red = raw_reduced()
    choice = tb2.tb2_labelling(red, red.cost, 2, seed=1)
    assert choice.tolist() == [0, 1, 1]
    assert red.total(choice) == 415
    assert evaluate(problem, postsolve(w, red, choice)).violation == (
        "memory limit broken at time 50: usage 55 > limit 50"
    )


def test_cfn_with_knapsack_rows_is_the_optimum():
    problem, w, red = raw_reduced()
    choice = tb2.tb2_labelling(red, red.cost, 2, seed=1, rows=tb2.memory_rows(red))
    assert choice.tolist() == [0, 2, 1]
    assert evaluate(problem, postsolve(w, red, choice)).cost == 445


def test_warm_start_keeps_the_optimum():
    _, _, red = raw_reduced()
    start = np.array([0, 2, 1])
    choice = tb2.tb2_labelling(red, red.cost, 2, seed=1, start=start, rows=tb2.memory_rows(red))
    assert red.total(choice) == 445


def test_penalty_rounds_repair_the_relaxed_labelling():
    """Round 0 (no prices) gives 415, 5 over; the greedy repair makes it fit at 445."""
    _, _, red = raw_reduced()
    best, rounds = tb2.penalty_search(red, Deadline(10**12), seed=1, round_seconds=2, max_rounds=6)
    assert best.cost() == 445
    assert [(r.cost, r.overload, r.best, r.how) for r in rounds][:1] == [(415, 5, 445, "greedy")]


@pytest.mark.parametrize("mode", ["penalty", "hard"])
def test_solve_toulbar2_on_the_example(mode):
    problem = read_problem(EXAMPLE)
    res = tb2.solve_toulbar2(problem, 5, seed=1, mode=mode)
    assert res.cost == 445
    assert list(res.choice) == [0, 0, 2, 1, 0]
