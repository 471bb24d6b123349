"""The diffusion lower bound (solver/strategy/bound.py) against brute force."""

from __future__ import annotations

import itertools

import numpy as np
import pytest
from shardsat.solver.strategy.bound import diffusion_bound
from shardsat.solver.strategy.deadline import Deadline
from shardsat.solver.strategy.presolve import reduce, run_presolve

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
