"""The zoo's small programs: every sharding the solver can emit verifies, and a returned plan
always satisfies the memory budget (else UNKNOWN, no plan)."""

from __future__ import annotations

import pytest
from shardsat.cost.memory import peak_memory
from shardsat.cost.topology import load_topology
from shardsat.experiments.zoo import load_model
from shardsat.model.mesh import Mesh
from shardsat.model.verify import verify_tensor_sharding
from shardsat.solver.cpsat.candidates import CandidateOptions
from shardsat.solver.cpsat.driver import greedy_choice, solve
from shardsat.solver.cpsat.plan import within_budget
from shardsat.solver.cpsat.problem import Pricer, build_problem
from shardsat.solver.solution import SolveStatus

MESH = Mesh.of("mesh", data=2, model=4)
SMALL = ("mlp-train", "gpt-tiny", "moe-tiny", "wresnet-train")


@pytest.mark.parametrize("name", SMALL)
def test_every_candidate_value_sharding_verifies(name: str) -> None:
    """Each value sharding any candidate implies (reduce-scatter variants included) is
    canonical: wresnet-train's gradients once got `"model":(1)2, "model":(2)2` unmerged."""
    program = load_model(name, mesh=MESH)
    problem = build_problem(
        program, MESH, Pricer(MESH, load_topology("h100x8", MESH), "comm"), CandidateOptions()
    )
    checked = 0
    for node in problem.nodes:
        for shardings in node.result_shardings:
            for v, sharding in zip(node.results, shardings, strict=True):
                verify_tensor_sharding(sharding, MESH, program.value(v).type.shape)
                checked += 1
    assert checked > len(problem.nodes)


def test_mlp_train_solution_verifies() -> None:
    program = load_model("mlp-train", mesh=MESH)
    sol = solve(program, MESH, "h100x8", objective="comm", time_limit=20, workers=1)
    assert sol.status is SolveStatus.OPTIMAL
    assert len(sol.shardings) == 326  # 21 arguments, 284 op results, 21 in reduce bodies
    for v, sharding in sol.shardings.items():
        verify_tensor_sharding(sharding, MESH, program.value(v).type.shape)


BUDGET = 2_292_026  # the experiments engineer's case: greedy's plan peaks at 3,820,044 bytes


def test_greedy_plan_over_the_budget_is_never_returned() -> None:
    mesh = Mesh.of("mesh", data=2, model=2)
    program = load_model("mlp-train", mesh=mesh)
    problem = build_problem(
        program, mesh, Pricer(mesh, load_topology("h100x8", mesh), "comm"), CandidateOptions()
    )
    greedy = greedy_choice(problem, program)
    assert greedy is not None
    assert not within_budget(problem, greedy, BUDGET)
    assert within_budget(problem, greedy, 3_820_044)
    sol = solve(program, mesh, "h100x8", objective="comm", memory_budget=BUDGET, time_limit=1)
    if sol.status is SolveStatus.UNKNOWN:
        assert sol.shardings == {}
    else:
        assert peak_memory(program, sol.shardings, mesh).peak_bytes <= BUDGET


def test_time_limit_is_a_deadline_for_the_whole_solve() -> None:
    """Pricing every reshard table of gpt-tiny on data=8 takes ~45 s: with a 3 s limit the solve
    never builds the full model — it runs the descent on lazily priced tables, or, when even
    the candidates take the limit, returns greedy's plan — priced by `cost.evaluate`, within
    the limit plus a margin for a loaded machine (a behaviour test, not a benchmark)."""
    import time

    from shardsat.cost.evaluate import evaluate

    mesh = Mesh.of("mesh", data=8)
    program = load_model("gpt-tiny", mesh=mesh)
    topology = load_topology("h100x8", mesh)
    start = time.perf_counter()
    sol = solve(program, mesh, topology, objective="comm", time_limit=3)
    assert time.perf_counter() - start < 3 + 10
    assert sol.status is SolveStatus.FEASIBLE
    assert sol.stats.get("full_model") is not True
    assert sol.stats.get("timed_out") == "build" or sol.stats["descent"][0][0] == "start"
    assert sol.objective == evaluate(program, sol, mesh, topology).communication_bytes
    assert sol.bound == 0.0
