"""The diffusion lower bound (solver/strategy/bound.py) against brute force."""

from __future__ import annotations

import itertools

import numpy as np
import pytest
from shardsat.solver.strategy.bound import diffusion_bound, lagrangian_bound
from shardsat.solver.strategy.deadline import Deadline
from shardsat.solver.strategy.presolve import reduce, run_presolve
from shardsat.solver.strategy.problem import StrategyProblem, evaluate

from tests.solver.strategy.test_strategy import random_problem


def memory_free_optimum(red) -> int:
    every = itertools.product(*(range(len(c)) for c in red.cost))
    return min(red.total(np.array(rc)) for rc in every)


@pytest.mark.parametrize(("seed", "hard", "const", "bound", "free"), [
    (0, True, 319, 391, 400),
    (4, True, 150, 232, 234),
    (10, True, 316, 413, 421),
    (1, False, 144, 144, 144),
])  # fmt: skip
def test_diffusion_bound_lies_between_the_constant_and_the_optimum(seed, hard, const, bound, free):
    red = reduce(run_presolve(random_problem(seed, hard=hard)))
    assert red.const == const and memory_free_optimum(red) == free
    assert diffusion_bound(red, Deadline(float("inf"))) == bound


def test_diffusion_bound_is_the_constant_when_out_of_time():
    red = reduce(run_presolve(random_problem(0, hard=True)))
    assert diffusion_bound(red, Deadline(0.0)) == red.const


@pytest.mark.parametrize(("seed", "diffusion", "lagrangian", "optimum"), [
    (0, 391, 392, 414),
    (4, 232, 232, 240),
    (1, 142, 159, 161),
])  # fmt: skip
def test_lagrangian_bound_adds_the_memory_rows(seed, diffusion, lagrangian, optimum):
    # optimum: brute force over the original problem with the memory limit
    problem = random_problem(seed, hard=True)
    red = reduce(run_presolve(problem))
    every = itertools.product(*(range(len(c)) for c in problem.node_costs))
    costs = (evaluate(problem, list(x)).cost for x in every)
    assert min(c for c in costs if c is not None) == optimum
    assert diffusion_bound(red, Deadline(float("inf"))) == diffusion
    assert lagrangian_bound(red, Deadline(float("inf"))) == lagrangian


def test_lagrangian_bound_sees_a_limit_the_diffusion_cannot():
    # two nodes, each 0 at usage 1 or 10 at usage 0, room for one unit: optimum 10, the
    # memory-free bound 0; prices near 10 per unit give 2 * min(lam, 10) - lam (8 after the
    # subgradient's overshoot and the rounding margin)
    problem = StrategyProblem.build(
        [[0, 10], [0, 10]], [[1, 0], [1, 0]], [(0, 1), (0, 1)], (), (), 1
    )
    red = reduce(run_presolve(problem))
    assert diffusion_bound(red, Deadline(float("inf"))) == 0
    assert lagrangian_bound(red, Deadline(float("inf"))) == 8
