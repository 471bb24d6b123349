"""Seeds and progress: a cheaper given plan is where the search starts; progress is reported."""

from shardsat.ir.builder import ProgramBuilder
from shardsat.model.mesh import Mesh
from shardsat.model.parse import parse_tensor_sharding
from shardsat.solver.cpsat.driver import solve
from shardsat.solver.propagation.driver import propagate
from shardsat.solver.solution import Solution, SolveStatus

MESH = Mesh.of("mesh", x=4)


def matmul(x_sharding: str | None = None):
    b = ProgramBuilder(MESH)
    x, w = b.arg((64, 256), sharding=x_sharding), b.arg((256, 512))
    b.ret(b.dot_general(x, w))
    return b.build(), x, w


def plan(x_sharding: str) -> Solution:
    """Greedy propagation's plan of the same program with `x` annotated: a complete plan."""
    return propagate(matmul(x_sharding)[0])


def test_a_seed_cheaper_than_greedy_is_priced_and_the_result_no_dearer() -> None:
    program, x, _ = matmul()
    greedy = solve(program, MESH, "h100x8", time_limit=10, workers=1)
    seed = plan('<@mesh, [{"x"}, {}]>')
    sol = solve(program, MESH, "h100x8", time_limit=10, workers=1, seeds=[seed])
    assert sol.stats["greedy_objective"] > sol.stats["seed_objective"]
    assert sol.objective <= sol.stats["seed_objective"]
    assert sol.objective == greedy.objective  # both proven optimal
    assert sol.status is SolveStatus.OPTIMAL


def test_a_seed_outside_the_model_is_ignored() -> None:
    program, _, _ = matmul()
    seed = Solution(
        SolveStatus.FEASIBLE, {"main/nowhere": parse_tensor_sharding("<@mesh, [{}]>")}, "seed"
    )
    sol = solve(program, MESH, "h100x8", time_limit=10, workers=1, seeds=[seed])
    assert "seed_objective" not in sol.stats
    assert sol.status is SolveStatus.OPTIMAL


def test_progress_reports_every_better_plan_and_bound() -> None:
    """`progress(elapsed_s, best, bound)`: plans only get cheaper, bounds only higher, and the
    last report is the returned plan (the CLI's progress lines read these)."""
    program, _, _ = matmul()
    calls: list[tuple[float, float | None, float | None]] = []
    sol = solve(
        program, MESH, "h100x8", time_limit=10, workers=1, progress=lambda *a: calls.append(a)
    )
    assert calls
    bests = [best for _, best, _ in calls if best is not None]
    bounds = [bound for _, _, bound in calls if bound is not None]
    assert bests == sorted(bests, reverse=True) and bests[-1] == sol.objective
    assert bounds == sorted(bounds) and bounds[-1] <= sol.objective
    assert all(0 <= elapsed <= 10 for elapsed, _, _ in calls)


def test_out_of_time_the_cheaper_of_greedy_and_the_seed_comes_back() -> None:
    """A budget spent before the solve starts (`started` 100 s ago) leaves no time to build:
    the fallback is then the cheaper of greedy's plan and the cheapest seed, both priced by
    `cost.evaluate` — here the seed (batch sharded) against greedy's replicated plan."""
    from shardsat.solver.cpsat.deadline import now

    program, x, _ = matmul()
    seed = plan('<@mesh, [{"x"}, {}]>')
    sol = solve(program, MESH, "h100x8", time_limit=10, workers=1, seeds=[seed],
                started=now() - 100)  # fmt: skip
    assert sol.stats["timed_out"] == "build"
    assert sol.stats["fallback"] == "seed"
    assert sol.stats["seed_objective"] < sol.stats["greedy_objective"]
    assert str(sol.shardings[x]) == '<@mesh, [{"x"}, {}]>'
    assert sol.status is SolveStatus.FEASIBLE and sol.bound == 0.0
