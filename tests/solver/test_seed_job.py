"""Standard plans built in a child process: the same plans as built in process, in order."""

import time

from shardsat.cost.topology import load_topology
from shardsat.model.mesh import Mesh
from shardsat.solver.cpsat.driver import solve
from shardsat.solver.cpsat.tuning import Tuning
from shardsat.solver.expert import seed_plans
from shardsat.solver.seed_job import XLA_AXES, SeedJob

from tests.solver.cpsat.test_cpsat_seeds import mlp_step

MESH = Mesh.of("mesh", x=2, y=2, z=2)


def test_the_child_builds_the_plans_seed_plans_builds_with_their_xla_assignments():
    """Every standard plan of the MLP step (10), in `seed_plans`' order, with equal value
    shardings and each op's assignment as XLA runs it (`cost.evaluate.xla_op_factor_axes`)."""
    from shardsat.cost.evaluate import xla_op_factor_axes

    program, topology = mlp_step(MESH), load_topology("cpu", MESH)
    here = seed_plans(program, MESH, topology, 60)
    job = SeedJob(program, MESH, topology, 60)
    there = job.collect(time.perf_counter() + 60)  # the child ends first: all its plans
    assert [p.solver for p in there] == [p.solver for p in here] and len(here) == 10
    assert there[0].solver == "expert:dp×fsdp×tp[data→x,fsdp→y,model→z]"
    for mine, theirs in zip(here, there, strict=True):
        assert theirs.shardings == mine.shardings and theirs.op_factor_axes == {}
        assert theirs.stats[XLA_AXES] == xla_op_factor_axes(program, mine.shardings, MESH)


def test_a_job_stopped_at_once_has_no_plans_and_stops_twice_quietly():
    """Killed before it could read the program (it takes a second to start): no plan, the
    child gone, and stopping again or collecting changes nothing."""
    program, topology = mlp_step(MESH), load_topology("cpu", MESH)
    job = SeedJob(program, MESH, topology, 60)
    job.stop()
    assert job._proc.returncode is not None
    job.stop()
    assert job.collect(time.perf_counter() + 5) == []


def test_a_two_worker_descent_takes_its_starts_from_the_child():
    """Descent only (`full_model_share=0`), two workers: the plans come from the child; the
    plan is no dearer than greedy's."""
    program, topology = mlp_step(MESH), load_topology("cpu", MESH)
    sol = solve(program, MESH, topology, time_limit=20, workers=2,
                tuning=Tuning(full_model_share=0.0))  # fmt: skip
    assert sol.stats["expert_seeds_beside_build"] is True and sol.stats["expert_seeds"] >= 1
    assert sol.objective <= sol.stats["greedy_objective"]
    one = solve(program, MESH, topology, time_limit=10, workers=1,
                tuning=Tuning(full_model_share=0.0))  # fmt: skip
    assert one.stats["expert_seeds_beside_build"] is False


def test_a_child_that_cannot_start_fails_and_the_plans_are_built_in_process(monkeypatch):
    """A child that exits with an error (here: no Python at all) is `failed`, with no plans;
    the solve then builds the standard plans itself, in its seed window."""
    program, topology = mlp_step(MESH), load_topology("cpu", MESH)
    monkeypatch.setattr("sys.executable", "/bin/false")
    job = SeedJob(program, MESH, topology, 60)
    assert job.collect(time.perf_counter() + 30) == [] and job.failed
    sol = solve(program, MESH, topology, time_limit=20, workers=2,
                tuning=Tuning(full_model_share=0.0))  # fmt: skip
    assert sol.stats["expert_seeds_beside_build"] is False and sol.stats["expert_seeds"] >= 1


def test_a_job_killed_by_stop_has_not_failed():
    program, topology = mlp_step(MESH), load_topology("cpu", MESH)
    job = SeedJob(program, MESH, topology, 60)
    job.stop()
    assert not job.failed
