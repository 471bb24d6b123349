"""Never no plan, never worse than greedy, tied (aliased) values and given input shardings."""

from __future__ import annotations

import pytest
from shardsat.cost.evaluate import evaluate
from shardsat.cost.topology import load_topology
from shardsat.ir.builder import ProgramBuilder
from shardsat.model.mesh import Mesh
from shardsat.solver.cpsat import driver
from shardsat.solver.cpsat.driver import NOTES, solve
from shardsat.solver.cpsat.plan import TierResult
from shardsat.solver.propagation.driver import propagate
from shardsat.solver.solution import SolveStatus

MESH = Mesh.of("mesh", x=2, y=2)


def carried_matmul(sharding: str | None = None, aliased: bool = True):
    """arg0 @ arg1 returned; with `aliased`, the result is arg0's next value (a training
    step's parameter): Function.aliases = ((0, 0),)."""
    b = ProgramBuilder(MESH)
    x = b.arg((64, 64), sharding=sharding)
    w = b.arg((64, 64), sharding='<@mesh, [{}, {"y"}]>')
    b.ret(b.matmul(x, w))
    program = b.build()
    if aliased:
        program.main.aliases = ((0, 0),)
    return program


def while_matmul():
    """A loop whose body multiplies the carried value by a carried weight, then a tanh."""
    b = ProgramBuilder(MESH)
    x = b.arg((64, 64), sharding='<@mesh, [{"x"}, {?}]>')
    w = b.arg((64, 64))
    with b.region((64, 64), (64, 64)) as cond:
        a = cond.args[0]
        cond.ret(b.op("stablehlo.compare", [a, a], (), comparison_direction="LT"))
    with b.region((64, 64), (64, 64)) as body:
        body.ret(b.matmul(body.args[0], body.args[1]), body.args[1])
    loop = b.op("stablehlo.while", [x, w], regions=[cond.region, body.region])
    b.ret(b.op("stablehlo.tanh", [loop[0]]))
    return b.build()


def constrained_chain():
    """Two matmuls with a mid-program sharding constraint between them."""
    b = ProgramBuilder(MESH)
    x = b.arg((64, 64), sharding='<@mesh, [{"x"}, {?}]>')
    w = b.arg((64, 64))
    y = b.sharding_constraint(b.matmul(x, w), '<@mesh, [{}, {"y"}]>')
    b.ret(b.matmul(y, w))
    return b.build()


def test_no_plan_from_cpsat_in_time_returns_greedy_plan(monkeypatch) -> None:
    """CP-SAT ends UNKNOWN without a plan: greedy's plan, FEASIBLE, priced by cost.evaluate."""
    monkeypatch.setattr(
        driver, "solve_tiers", lambda *a, **k: TierResult(SolveStatus.UNKNOWN, None, [], [])
    )
    program = carried_matmul(aliased=False)
    topology = load_topology("h100x8", MESH)
    sol = solve(program, MESH, topology, time_limit=10, workers=1)
    assert sol.status is SolveStatus.FEASIBLE
    assert sol.stats["fallback"] == "greedy" and sol.stats["note"] == NOTES["solve"]
    axes = lambda plan: {v: [d.axes for d in s.dims] for v, s in plan.shardings.items()}  # noqa: E731
    assert axes(sol) == axes(propagate(program))
    assert sol.objective == evaluate(program, sol, MESH, topology).total_ns == 10
    assert sol.bound == 0.0


def test_greedy_fallback_keeps_the_aliases(monkeypatch) -> None:
    """The fallback plan shards the returned value as its aliased argument: greedy leaves arg0
    open and unsharded and returns [{}, {"y"}]; the cheaper repair shards arg0 like that."""
    monkeypatch.setattr(
        driver, "solve_tiers", lambda *a, **k: TierResult(SolveStatus.UNKNOWN, None, [], [])
    )
    program = carried_matmul()
    sol = solve(program, MESH, "h100x8", time_limit=10, workers=1)
    returned = program.main.returns[0]
    assert str(propagate(program).shardings[returned]) == '<@mesh, [{}, {"y"}]>'
    assert str(sol.shardings[returned]) == str(sol.shardings["main/arg0"])
    assert str(sol.shardings[returned]) == '<@mesh, [{}, {"y"}]>'
    assert sol.stats["fallback"] == "greedy"
    assert sol.objective == evaluate(program, sol, MESH, load_topology("h100x8", MESH)).total_ns


def test_cli_prints_the_fallback_note_and_exits_0(monkeypatch, tmp_path, capsys) -> None:
    from shardsat.ir.mlir_export import export_mlir

    from shardsat.cli import main

    monkeypatch.setattr(
        driver, "solve_tiers", lambda *a, **k: TierResult(SolveStatus.UNKNOWN, None, [], [])
    )
    program = carried_matmul(aliased=False)
    program.meshes["mesh"] = MESH
    module = tmp_path / "m.mlir"
    module.write_text(export_mlir(program, {}))
    assert main(["solve", str(module), "--topology", "h100x8", "--workers", "1", "-q"]) == 0
    assert capsys.readouterr().err.count(NOTES["solve"]) == 1  # printed once


@pytest.mark.parametrize(
    ("make", "topology", "cpsat", "greedy", "fallback"),
    [
        # the loop body's ops run replicated in the model, so arg0 (sharded on "x") is
        # all-gathered into the loop (8,192 bytes, priced): greedy's sharded body is cheaper
        (while_matmul, "cpu", 11158, 11158, "greedy"),
        (while_matmul, "h100x8", 1040, 1040, "greedy"),
        (constrained_chain, "cpu", 9495, 12731, None),
        (constrained_chain, "h100x8", 2032, 2048, None),
    ],
)
def test_never_worse_than_greedy_with_loops_and_constraints(
    make, topology: str, cpsat: int, greedy: int, fallback: str | None
) -> None:
    program = make()
    topo = load_topology(topology, MESH)
    sol = solve(program, MESH, topo, time_limit=20, workers=1)
    assert evaluate(program, propagate(program), MESH, topo).total_ns == greedy
    assert sol.objective == evaluate(program, sol, MESH, topo).total_ns == cpsat
    assert sol.objective <= greedy
    assert sol.stats.get("fallback") == fallback


@pytest.mark.parametrize(
    ("given", "shared", "objective", "fallback"),
    [
        (None, '<@mesh, [{"x"}, {"y"}]>', 1015, None),
        # the model makes the matmul produce arg0's sharding (1,028 ns); greedy's plan computes
        # [{"x"}, {"y"}] and all-gathers the returned value back to it: 1,015 ns, returned
        ('<@mesh, [{"x"}, {}]>', '<@mesh, [{"x"}, {}]>', 1015, "greedy"),
    ],
)
def test_aliased_argument_and_result_get_the_same_sharding(
    given: str | None, shared: str, objective: int, fallback: str | None
) -> None:
    """Unaliased, the optimum returns [{"x"}, {"y"}] from arg0 [{"x"}, {}] (6 ns); aliased, both
    take one sharding — the user's closed input sharding when given (a hard constraint too)."""
    free = solve(carried_matmul(given, aliased=False), MESH, "h100x8", time_limit=20, workers=1)
    program = carried_matmul(given)
    sol = solve(program, MESH, "h100x8", time_limit=20, workers=1)
    assert free.objective == 6
    assert str(free.shardings["main/arg0"]) == '<@mesh, [{"x"}, {}]>'
    assert str(free.shardings[program.main.returns[0]]) == '<@mesh, [{"x"}, {"y"}]>'
    assert sol.objective == objective
    assert sol.objective == evaluate(program, sol, MESH, load_topology("h100x8", MESH)).total_ns
    assert sol.stats.get("fallback") == fallback
    assert str(sol.shardings["main/arg0"]) == str(sol.shardings[program.main.returns[0]]) == shared


def test_given_input_sharding_is_kept() -> None:
    """A closed input sharding holds even where another one is cheaper (6 ns either way here,
    so the test asks for a sharding the optimum would not pick: arg0 on y)."""
    program = carried_matmul('<@mesh, [{"y"}, {}]>', aliased=False)
    sol = solve(program, MESH, "h100x8", time_limit=20, workers=1)
    assert sol.status is SolveStatus.OPTIMAL
    assert str(sol.shardings["main/arg0"]) == '<@mesh, [{"y"}, {}]>'


def test_alias_conflicting_with_given_shardings_is_explained() -> None:
    """arg0 closed on x, the result closed on y: the alias cannot hold; the explanation names
    the alias and both user shardings."""
    b = ProgramBuilder(MESH)
    x = b.arg((64, 64), sharding='<@mesh, [{"x"}, {}]>')
    w = b.arg((64, 64))
    b.ret(b.matmul(x, w), shardings=['<@mesh, [{"y"}, {}]>'])
    program = b.build()
    program.main.aliases = ((0, 0),)
    sol = solve(program, MESH, "h100x8", time_limit=20, workers=1)
    assert sol.status is SolveStatus.INFEASIBLE
    assert any("arg 0 of @main aliased to result 0" in line for line in sol.conflicts)
    assert len(sol.conflicts) == 4, sol.conflicts  # the last: what greedy's plan breaks
    assert sol.conflicts[-1].startswith("greedy propagation's plan breaks it too: ")


def test_pricing_deadline_passing_after_the_build_still_returns_a_priced_plan(
    monkeypatch,
) -> None:
    """The pricing deadline expires between the build and the descent (a loaded CI machine):
    greedy's plan is still priced along its choice and the solve returns a plan, no OutOfTime."""
    from shardsat.solver.cpsat.deadline import Deadline

    built = driver.build

    def build_then_expire(ctx):
        problem = built(ctx)
        ctx.pricer.deadline = Deadline.after(0.0)
        return problem

    monkeypatch.setattr(driver, "build", build_then_expire)
    program = constrained_chain()
    solution = solve(program, MESH, "cpu", objective="comm", time_limit=10)
    topology = load_topology("cpu", MESH)
    assert solution.status in (SolveStatus.FEASIBLE, SolveStatus.OPTIMAL)
    cost = evaluate(program, solution, MESH, topology).communication_bytes
    assert cost <= evaluate(program, propagate(program), MESH, topology).communication_bytes


def test_the_full_models_search_ends_early_by_its_size(monkeypatch) -> None:
    """The search gets `stop_per_variable` seconds per CP-SAT variable less than the solve's
    deadline (CP-SAT stops a large model late)."""
    from dataclasses import replace

    from shardsat.solver.cpsat.encoding import model_size
    from shardsat.solver.cpsat.tuning import DEFAULT_TUNING

    seen = []

    def record(enc, opts, tuning, deadline, greedy):
        seen.append((model_size(enc)["variables"], deadline.left()))
        return TierResult(SolveStatus.UNKNOWN, None, [], [])

    monkeypatch.setattr(driver, "solve_tiers", record)
    tuning = replace(DEFAULT_TUNING, stop_per_variable=0.1)
    program = carried_matmul(aliased=False)
    solve(program, MESH, "h100x8", time_limit=30, workers=1, tuning=tuning)
    variables, left = seen[-1]
    assert 10 <= variables <= 200  # a reserve of 1-20 s, larger than the build's time
    assert left <= 30 * (1 - tuning.finish_share) - 0.1 * variables
    assert left >= 30 * (1 - tuning.finish_share) - 0.1 * variables - 5.0


@pytest.mark.parametrize("runs_out_in", ["nothing", "build"])
def test_greedy_propagation_runs_once_before_the_build(monkeypatch, runs_out_in) -> None:
    """The warm start, the fallback and the final comparison share one greedy plan, computed
    first: computed after a build that ran out of time, it overran the limit (twice)."""
    from shardsat.solver.cpsat.problem import OutOfTime

    calls = []
    real = driver.greedy_propagation

    def counted(program, given=None):
        calls.append(given is None)
        return real(program, given)

    monkeypatch.setattr(driver, "greedy_propagation", counted)
    if runs_out_in == "build":
        monkeypatch.setattr(
            driver, "build_problem", lambda *a, **k: (_ for _ in ()).throw(OutOfTime("pricing"))
        )
    program = carried_matmul(aliased=False)
    sol = solve(program, MESH, "h100x8", time_limit=10, workers=1)
    assert calls.count(True) == 1  # propagated once; every later read is given the plan
    assert calls[0] is True
    assert sol.status in (SolveStatus.OPTIMAL, SolveStatus.FEASIBLE)
    assert sol.stats.get("timed_out") == (None if runs_out_in == "nothing" else "build")
