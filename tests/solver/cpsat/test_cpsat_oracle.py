"""CP-SAT optimum == brute-force minimum on random tiny programs; objective == cost.evaluate."""

from __future__ import annotations

import pytest
from shardsat.cost.evaluate import evaluate
from shardsat.cost.topology import load_topology
from shardsat.solver.cpsat.driver import solve
from shardsat.solver.cpsat.tuning import Tuning
from shardsat.solver.solution import SolveStatus

from tests.oracle import brute_force
from tests.solver.cpsat.cpsat_programs import plan_space, random_program

MAX_PLANS = 40_000
DEFAULT_SEEDS = range(30)
ALL_SEEDS = range(200)


def tiny_case(seed: int):
    """A random program whose plan space the brute force enumerates quickly."""
    for attempt in range(20):
        program, mesh, wishes = random_program(seed + 1000 * attempt)
        if plan_space(program, mesh) <= MAX_PLANS:
            return program, mesh, wishes
    raise AssertionError(f"seed {seed}: no small program")


def check_case(seed: int, marginal_limit: int = 400, **options) -> None:
    program, mesh, wishes = tiny_case(seed)
    topology = load_topology("cpu" if seed % 3 else "h100x8", mesh)
    objective = "comm" if seed % 3 == 2 else "time"
    best = brute_force(program, mesh, topology, objective, wishes)
    sol = solve(
        program, mesh, topology, objective=objective, time_limit=20, workers=1,
        tuning=Tuning(warm_start=False, tie_layers=False, merge=False,
                      marginal_limit=marginal_limit, **options),
    )  # fmt: skip
    if best is None:
        assert sol.status is SolveStatus.INFEASIBLE
        assert sol.conflicts
        return
    assert sol.status is SolveStatus.OPTIMAL
    assert sol.objective == best
    report = evaluate(program, sol, mesh, topology)
    assert (report.total_ns if objective == "time" else report.communication_bytes) == best


@pytest.mark.parametrize("seed", DEFAULT_SEEDS)
def test_cpsat_optimum_equals_brute_force(seed: int) -> None:
    check_case(seed)


@pytest.mark.parametrize("seed", [*range(8), 16])
def test_and_literals_with_linking_rows_keep_the_optimum(seed: int) -> None:
    """Every single read through AND literals + linking rows (no pair literals): the linking
    rows are implied at integer points, so the brute-force optimum is still reached. (Seed 16
    fails when a row's cover leaves out its AND literals: the rows can cut the optimum.)"""
    check_case(seed, marginal_limit=0, shared_pairs=0)


@pytest.mark.parametrize("seed", [*range(8), 16])
def test_shared_read_pair_literals_keep_the_optimum(seed: int) -> None:
    """Shared reads through pair literals (row, target) and single reads through AND literals:
    both exact at integer points, so the brute-force optimum is still reached."""
    check_case(seed, marginal_limit=0, shared_pairs=10**6)


@pytest.mark.slow
@pytest.mark.parametrize("seed", [s for s in ALL_SEEDS if s not in DEFAULT_SEEDS])
def test_cpsat_optimum_equals_brute_force_full(seed: int) -> None:
    check_case(seed)
