"""Data-flow ops in the model (issue #20): a `case`'s results take the sharding the user or an
alias asks for, its branches are solved like the function's ops; a model stricter than the hard
constraints (a `while`'s carried values are solved replicated) returns greedy's plan."""

from __future__ import annotations

from shardsat.cost.evaluate import evaluate
from shardsat.cost.topology import load_topology
from shardsat.ir.builder import ProgramBuilder
from shardsat.ir.program import TensorType
from shardsat.model.mesh import Mesh
from shardsat.solver.cpsat.driver import NOTES, solve
from shardsat.solver.propagation.driver import propagate
from shardsat.solver.solution import SolveStatus, tie_aliases

MESH = Mesh.of("mesh", x=2, y=2)
W = '<@mesh, [{}, {"y"}]>'
X = '<@mesh, [{"x"}, {}]>'
F32 = TensorType((64, 64), "f32")
GREEDY_NS = 6554


def guarded_update(dot: bool = False):
    """A training step that skips the update (`lax.cond`): w is pinned [{}, {"y"}] and carried
    (aliased to result 0); branch 0 yields w unchanged, branch 1 yields w - tanh(x) * w (with
    `dot`, w - x @ w)."""
    b = ProgramBuilder(MESH)
    w = b.arg((64, 64), sharding=W)
    x = b.arg((64, 64), sharding=None if not dot else X)
    ok = b.arg((), "i32")
    with b.region() as keep:
        keep.ret(w)
    with b.region() as step:
        if dot:
            g = b.matmul(x, w)
        else:
            g = b.op("stablehlo.multiply", [b.op("stablehlo.tanh", [x]), w])
        step.ret(b.op("stablehlo.subtract", [w, g]))
    new = b.op("stablehlo.case", [ok], [F32], regions=[keep.region, step.region])
    b.ret(new)
    program = b.build()
    program.main.aliases = ((0, 0),)
    return program


def carried_loop():
    """A `while` carrying w (pinned [{}, {"y"}], aliased to result 0) and x: the model solves
    the loop's values replicated, so only greedy's plan keeps the alias and the pin."""
    b = ProgramBuilder(MESH)
    w = b.arg((64, 64), sharding=W)
    x = b.arg((64, 64))
    with b.region(F32, F32) as cond:
        a = cond.args[0]
        cond.ret(b.op("stablehlo.compare", [a, a], (), comparison_direction="LT"))
    with b.region(F32, F32) as body:
        body.ret(b.op("stablehlo.add", [body.args[0], body.args[1]]), body.args[1])
    loop = b.op("stablehlo.while", [w, x], regions=[cond.region, body.region])
    b.ret(loop[0])
    program = b.build()
    program.main.aliases = ((0, 0),)
    return program


def test_case_result_tied_to_a_pinned_argument_is_sharded_like_it() -> None:
    """Was infeasible: the rule-less case op's result was pinned replicated and the alias asks
    for w's [{}, {"y"}]. Now the result and branch 1's ops take [{}, {"y"}] (tanh reads x
    [{"x"}, {}] resharded: an all-to-all); the plan is CP-SAT's, priced as cost.evaluate
    prices it, as greedy's is."""
    program = guarded_update()
    topology = load_topology("cpu", MESH)
    sol = solve(program, MESH, topology, time_limit=20, workers=1)
    case = next(op for op in program.main.ops if op.name == "stablehlo.case")
    assert sol.status is SolveStatus.OPTIMAL
    assert sol.stats.get("fallback") is None
    assert str(sol.shardings[case.results[0]]) == W
    assert [str(sol.shardings[op.results[0]]) for op in case.regions[1].ops] == [W] * 3
    greedy = tie_aliases(program, propagate(program))
    assert sol.objective == evaluate(program, sol, MESH, topology).total_ns == GREEDY_NS
    assert evaluate(program, greedy, MESH, topology).total_ns == GREEDY_NS


def test_branch_yields_take_the_results_sharding() -> None:
    """XLA reshards a yield to the case result's sharding inside its branch (priced by
    cost.evaluate); the model ties them (`branch_ties`). Here greedy's plan leaves branch 1's
    w - x @ w on [{"x"}, {"y"}] under the [{}, {"y"}] result, gathered at the yield, and
    cost.evaluate prices it lower than the model's best (which gathers the matmul before the
    subtract): greedy's plan is returned (never worse than greedy by cost.evaluate)."""
    program = guarded_update(dot=True)
    topology = load_topology("cpu", MESH)
    sol = solve(program, MESH, topology, time_limit=20, workers=1)
    assert sol.stats["fallback"] == "greedy" and sol.stats["note"].startswith(NOTES["cheaper"])
    assert sol.stats["cpsat_plan_objective"] == 6489
    assert sol.objective == evaluate(program, sol, MESH, topology).total_ns == 5260


def test_a_branch_yield_is_resharded_to_the_case_result_as_xla_does() -> None:
    """Greedy's plan of the guarded matmul: the yield [{"x"}, {"y"}] is all-gathered on x to
    the [{}, {"y"}] result inside branch 1: 4,096 B, what XLA inserts for the exported plan."""
    from shardsat.experiments.xla_check import xla_collectives
    from shardsat.ir.mlir_export import export_mlir

    program = guarded_update(dot=True)
    greedy = tie_aliases(program, propagate(program))
    rows = evaluate(program, greedy, MESH, load_topology("cpu", MESH)).collectives()
    assert list(zip(rows["item"], rows["kind"], rows["bytes"], strict=True)) == [
        ("region 1 yield 0", "all-gather", 4096)
    ]
    seen = xla_collectives(export_mlir(program, greedy.shardings, pin_values=True), MESH)
    assert [(c.kind, c.bytes) for c in seen] == [("all-gather", 4096)]


def test_infeasible_model_returns_greedys_plan_with_a_note(capsys) -> None:
    """The model cannot keep the alias (the loop's result is solved replicated, w is pinned
    [{}, {"y"}]); greedy's tied plan keeps every hard constraint: it is returned, FEASIBLE,
    priced by cost.evaluate, with a note for the CLI to print (`solve` itself prints none)."""
    program = carried_loop()
    topology = load_topology("cpu", MESH)
    sol = solve(program, MESH, topology, time_limit=20, workers=1)
    greedy = tie_aliases(program, propagate(program))
    assert sol.status is SolveStatus.FEASIBLE
    assert sol.stats["fallback"] == "greedy" and sol.stats["note"] == NOTES["infeasible"]
    assert "timed_out" not in sol.stats
    axes = lambda plan: {v: [d.axes for d in s.dims] for v, s in plan.shardings.items()}  # noqa: E731
    assert axes(sol) == axes(greedy)
    assert str(sol.shardings[program.main.returns[0]]) == W
    assert sol.objective == evaluate(program, sol, MESH, topology).total_ns
    assert capsys.readouterr().err == ""  # the CLI and auto_shard print stats["note"]


def test_greedy_plan_breaking_a_hard_constraint_is_said_precisely() -> None:
    """arg0 closed on x is aliased to a result closed on y: no plan. Greedy's tied plan returns
    arg0's [{"x"}, {}], which breaks the result's sharding: the explanation says so."""
    b = ProgramBuilder(MESH)
    x = b.arg((64, 64), sharding=X)
    w = b.arg((64, 64))
    b.ret(b.matmul(x, w), shardings=['<@mesh, [{"y"}, {}]>'])
    program = b.build()
    program.main.aliases = ((0, 0),)
    sol = solve(program, MESH, "h100x8", time_limit=20, workers=1)
    assert sol.status is SolveStatus.INFEASIBLE and not sol.shardings
    assert sol.conflicts[-1] == (
        "greedy propagation's plan breaks it too: main/%0 (result 0 of @main) dim 0: "
        '{"y"} closed, p0: it gives [{"x"}, {}]'
    )
