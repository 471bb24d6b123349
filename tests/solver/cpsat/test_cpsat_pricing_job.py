"""The pricing child (`pricing_job`): the prices it sends back are the planner's, and the
pairwise bound that hands it its reshards reaches the same pinned values."""

from __future__ import annotations

import time

import pytest
from shardsat.cost.reshard import plan_reshard
from shardsat.cost.topology import load_topology
from shardsat.solver.cpsat.bound_pairwise import (
    PairwiseBound,
    pairwise_bound,
    start_pricing_job,
)
from shardsat.solver.cpsat.deadline import Deadline
from shardsat.solver.cpsat.pricing_job import PricingJob
from shardsat.solver.cpsat.problem import Pricer, build_problem
from shardsat.solver.cpsat.tables import lazy_tables

from tests.solver.cpsat.test_cpsat import MESH_XY, mlp
from tests.solver.cpsat.test_cpsat_bound_pairwise import CASES, case_problem


def wait_for(job: PricingJob, count: int, seconds: float = 60.0) -> dict:
    """Every answer of `count` submitted reshards (the child starts in about a second)."""
    got: dict = {}
    end = time.perf_counter() + seconds
    while len(got) < count and time.perf_counter() < end:
        got.update(job.answers())
        time.sleep(0.01)
    return got


def sample_cells(problem, count: int) -> list[tuple]:
    """(ticket, source, target, tensor type) of the first `count` cells of the lazy tables."""
    work = []
    for i, table in enumerate(lazy_tables(problem.uses)):
        for s in range(len(table.rows)):
            for t in range(len(table.targets)):
                work.append(((i, s, t), table.rows[s], table.targets[t], table.ttype))
    return work[:count]


@pytest.mark.parametrize("objective", ["time", "comm"])
def test_the_child_prices_each_reshard_as_the_planner_does(objective: str) -> None:
    program = mlp(2, MESH_XY)
    topology = load_topology("h100x8", MESH_XY)
    mesh = MESH_XY
    problem = build_problem(program, mesh, Pricer(mesh, topology, objective))
    work = sample_cells(problem, 40)
    assert len(work) == 40
    with PricingJob(mesh, topology, objective) as job:
        job.submit(work[:10])
        job.submit(work[10:])
        got = wait_for(job, len(work))
        assert job.pending == 0 and job.answered == len(work)
    for ticket, src, dst, ttype in work:
        plan = plan_reshard(src, dst, ttype, mesh, topology, describe=False)
        assert got[ticket] == (plan.time_ns if objective == "time" else plan.bytes)
    assert not job.alive


@pytest.mark.parametrize("seed", [1, 13, 28])
def test_the_bound_with_a_pricing_child_reaches_the_pinned_bound(seed: int) -> None:
    """Run to its end (no rise and nothing queued), the bound whose reshards the child
    planned is the pinned one of `test_cpsat_bound_pairwise` (there: the optimum), and the
    child planned some of them; with `price_here` off this thread planned none."""
    optimum, expected, _ = CASES[seed]
    for here in (True, False):
        problem = case_problem(seed)[-1]
        pricer = lazy_tables(problem.uses)[0].pricer
        built = pricer.plans_priced  # the build prices a few (returns, forced uses)
        with start_pricing_job(problem) as job:
            state = PairwiseBound(problem, job=job)
            state.price_here = here
            bound = state.run(Deadline.after(60))
            assert job.answered > 0
        assert bound == expected <= optimum
        assert not state.queue and not state.inflight
        if not here:
            assert pricer.plans_priced == built  # every plan came from the child


def test_a_dead_child_hands_its_reshards_back() -> None:
    """The child killed with reshards in flight: the next exchange returns them to this
    thread's queue, which prices them, and the bound still ends at the pinned value."""
    optimum, expected, _ = CASES[13]
    problem = case_problem(13)[-1]
    with start_pricing_job(problem) as job:
        state = PairwiseBound(problem, job=job)
        state.price_here = False
        for n in state.order:
            state.diffuse(n)
        state._exchange()
        assert state.inflight and job.pending > 0
        job._proc.kill()
        job._proc.wait()
        time.sleep(0.2)  # the reader thread sees the closed pipe
        state.price_queue(Deadline.after(20))
        assert state.job is None and not state.inflight
        assert state.run(Deadline.after(60)) == expected


def test_pairwise_bound_stats_count_the_childs_plans() -> None:
    bound, stats = pairwise_bound(case_problem(7)[-1], Deadline.after(60), pricing_job=True)
    assert bound == CASES[7][1]
    assert stats["child_priced"] > 0


def test_no_child_process_means_pricing_in_the_thread(monkeypatch) -> None:
    """A machine that cannot start the child (`Popen` raises OSError): the bound prices in
    its own thread and still ends at the pinned value."""
    import subprocess

    def refuse(*args, **kwargs):
        raise OSError("no process for you")

    monkeypatch.setattr(subprocess, "Popen", refuse)
    bound, stats = pairwise_bound(case_problem(7)[-1], Deadline.after(60), pricing_job=True)
    assert bound == CASES[7][1]
    assert stats["child_priced"] == 0 and stats["cells_priced"] > 0
