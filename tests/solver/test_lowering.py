"""Factor-level CP-SAT and its strategy-selection lowering find the same optimum.

On small programs (elementwise chains, matmul chains, MLPs, reshapes, reductions, shared reads)
and meshes 2, 2x2, 2x4: `cpsat.solve`'s optimum == `solve_strategy_problem(lowered)`'s optimum ==
`cost.evaluate` of the decoded plan; the same with a memory budget that binds.
"""

from __future__ import annotations

import random

import pytest
from shardsat.cost.evaluate import evaluate
from shardsat.cost.memory import peak_memory
from shardsat.cost.topology import load_topology
from shardsat.ir.builder import ProgramBuilder
from shardsat.model.errors import RuleError
from shardsat.model.mesh import Mesh
from shardsat.solver.cpsat.driver import solve
from shardsat.solver.cpsat.tuning import Tuning
from shardsat.solver.lowering import lower_to_strategy_problem, solve_lowered
from shardsat.solver.solution import SolveStatus
from shardsat.solver.strategy.driver import solve_strategy_problem
from shardsat.solver.strategy.problem import evaluate as strategy_evaluate
from shardsat.solver.strategy.problem import memory_profile

M2 = Mesh.of("mesh", x=2)
M22 = Mesh.of("mesh", x=2, y=2)
M24 = Mesh.of("mesh", x=2, y=4)


ROWS = '<@mesh, [{"x"}, {}]>'
COLS = '<@mesh, [{}, {"x"}]>'
REPL = "<@mesh, [{}, {}]>"
ROWS3 = '<@mesh, [{"x"}, {}, {}]>'


def rets(b: ProgramBuilder, value: str, want: str | None) -> None:
    b.ret(value, shardings=[want] if want else [])


def elementwise_chain(mesh, n=3, shape=(64, 128), wish=None, want=None):
    b = ProgramBuilder(mesh)
    x = b.arg(shape, sharding=wish)
    for k in range(n):
        x = b.op(("stablehlo.tanh", "stablehlo.negate", "stablehlo.exponential")[k % 3], [x])
    rets(b, x, want)
    return b.build()


def matmul_chain(mesh, n=2, wish=None, want=None):
    b = ProgramBuilder(mesh)
    x = b.arg((64, 128), sharding=wish)
    for k in range(n):
        x = b.matmul(x, b.arg((128, 128) if k < n - 1 else (128, 64)))
    rets(b, x, want)
    return b.build()


def mlp(mesh, residual=False, wish=None, want=None):
    b = ProgramBuilder(mesh)
    x = b.arg((64, 128), sharding=wish)
    h = b.op("stablehlo.tanh", [b.matmul(x, b.arg((128, 256)))])
    y = b.matmul(h, b.arg((256, 128)))
    rets(b, b.op("stablehlo.add", [y, x]) if residual else y, want)
    return b.build()


def reshape_program(mesh, wish=None, want=None):
    b = ProgramBuilder(mesh)
    x = b.arg((16, 64), sharding=wish)
    y = b.reshape(b.op("stablehlo.tanh", [x]), (16, 8, 8))
    rets(b, b.op("stablehlo.negate", [y]), want)
    return b.build()


def reduce_program(mesh, dim=1, wish=None, want=None):
    b = ProgramBuilder(mesh)
    x = b.arg((64, 128), sharding=wish)
    rets(b, b.reduce(b.op("stablehlo.tanh", [x]), [dim]), want)
    return b.build()


def matmul_reduce(mesh):
    b = ProgramBuilder(mesh)
    x = b.arg((64, 128))
    y = b.matmul(x, b.arg((128, 64)))
    b.ret(b.reduce(y, [0]))
    return b.build()


def transpose_add(mesh):
    """x is read twice by one op (add(x, transpose(x)) reads it via two ops: a shared read)."""
    b = ProgramBuilder(mesh)
    x = b.arg((64, 64))
    b.ret(b.op("stablehlo.add", [x, b.transpose(x, [1, 0])]))
    return b.build()


def square(mesh, wish=None, want=None):
    """One op reads the same value through both operands: a pairwise edge, targets paid once."""
    b = ProgramBuilder(mesh)
    x = b.arg((64, 128), sharding=wish)
    rets(b, b.op("stablehlo.multiply", [x, x]), want)
    return b.build()


def fan_out3(mesh, wish=None):
    """Three ops read x: the chain of two auxiliary nodes."""
    b = ProgramBuilder(mesh)
    x = b.arg((32, 64), sharding=wish)
    a = b.op("stablehlo.tanh", [x])
    c = b.op("stablehlo.negate", [x])
    d = b.transpose(x, [1, 0])
    b.ret(b.op("stablehlo.add", [a, c]), d)
    return b.build()


CASES = [  # name, program, mesh, topology, objective, optimum (ns for time, bytes for comm)
    ("ew1-2", lambda: elementwise_chain(M2, 1), M2, "h100x8", "time", 10),
    ("ew3-2", lambda: elementwise_chain(M2, 3, wish=ROWS, want=COLS), M2, "cpu", "comm", 8192),
    ("ew3-22", lambda: elementwise_chain(M22, 3), M22, "h100x8", "time", 15),
    ("ew2-24", lambda: elementwise_chain(M24, 2, (256, 512)), M24, "h100x8", "time", 78),
    ("mm2-2", lambda: matmul_chain(M2, 2), M2, "h100x8", "time", 46),
    ("mm3-2", lambda: matmul_chain(M2, 3, wish=ROWS, want=COLS), M2, "cpu", "comm", 16384),
    ("mm2-22", lambda: matmul_chain(M22, 2), M22, "h100x8", "time", 37),
    ("mm2-22c", lambda: matmul_chain(M22, 2, COLS, ROWS), M22, "h100x8", "comm", 8192),
    ("mm1-24", lambda: matmul_chain(M24, 1), M24, "h100x8", "time", 8),
    ("mlp-2", lambda: mlp(M2), M2, "h100x8", "time", 128),
    ("mlp-22", lambda: mlp(M22), M22, "h100x8", "time", 102),
    ("mlp-22c", lambda: mlp(M22, wish=COLS, want=COLS), M22, "cpu", "comm", 16384),
    ("mlpres-22", lambda: mlp(M22, residual=True), M22, "h100x8", "time", 109),
    ("mlpres-2", lambda: mlp(M2, True, ROWS, COLS), M2, "cpu", "comm", 16384),
    ("reshape-2", lambda: reshape_program(M2), M2, "h100x8", "time", 3),
    ("reshape-22", lambda: reshape_program(M22, COLS, ROWS3), M22, "h100x8", "comm", 1024),
    ("reduce1-22", lambda: reduce_program(M22, 1), M22, "h100x8", "time", 7),
    ("reduce0-2", lambda: reduce_program(M2, 0, wish=ROWS), M2, "cpu", "comm", 512),
    ("reduce1-24", lambda: reduce_program(M24, 1), M24, "h100x8", "time", 3),
    ("mmreduce-22", lambda: matmul_reduce(M22), M22, "h100x8", "time", 14),
    ("transpose-22", lambda: transpose_add(M22), M22, "h100x8", "time", 6),
    ("square-22", lambda: square(M22, wish=ROWS, want=COLS), M22, "cpu", "comm", 8192),
    ("fanout3-2", lambda: fan_out3(M2, wish=COLS), M2, "cpu", "time", 3686),
    ("fanout3-22", lambda: fan_out3(M22), M22, "h100x8", "time", 5),
]


def both_optima(program, mesh, topology, objective, budget=None):
    """(cpsat solution, strategy result, decoded solution, lowered problem, decoder)."""
    lowered, decode = lower_to_strategy_problem(
        program, mesh, topology, objective, memory_budget=budget
    )
    factor = solve(
        program, mesh, topology, objective=objective, memory_budget=budget, time_limit=20,
        workers=1, tuning=Tuning(warm_start=False, tie_layers=False, merge=False),
    )  # fmt: skip
    result = solve_strategy_problem(lowered, time_limit=10, workers=1)
    plan = decode(result.choice, result) if result.choice else None
    return factor, result, plan, lowered, decode


def measured(report, objective: str) -> int:
    return report.total_ns if objective == "time" else report.communication_bytes


@pytest.mark.parametrize(
    ("name", "make", "mesh", "topo", "objective", "optimum"), CASES, ids=[c[0] for c in CASES]
)
def test_both_encodings_find_the_same_optimum(name, make, mesh, topo, objective, optimum) -> None:
    program = make()
    topology = load_topology(topo, mesh)
    factor, result, plan, lowered, decode = both_optima(program, mesh, topology, objective)
    assert factor.status is SolveStatus.OPTIMAL
    assert result.status is SolveStatus.OPTIMAL
    assert result.cost == factor.objective == optimum
    assert result.bound == result.cost
    assert plan is not None and plan.objective == result.cost
    assert measured(evaluate(program, plan, mesh, topology), objective) == result.cost
    # the factor-level optimum, read back as strategies, costs the same in the lowered problem
    assert decode.objective(result.choice) == result.cost


@pytest.mark.parametrize("seed", range(3))
def test_lowered_cost_equals_factor_price_for_any_choice(seed: int) -> None:
    """Without shared reads the lowering has no aux node: every strategy list is a plan and the
    lowered evaluator equals the factor-level price table for it, choice by choice."""
    program, mesh = mlp(M22), M22
    topology = load_topology("h100x8", mesh)
    lowered, decode = lower_to_strategy_problem(program, mesh, topology)
    assert lowered.num_nodes == decode.num_factor_nodes == 6  # 3 args + 3 ops
    rng = random.Random(seed)
    for _ in range(20):
        choice = [rng.randrange(len(c)) for c in lowered.node_costs]
        assert strategy_evaluate(lowered, choice).cost == decode.objective(choice)
        assert measured(evaluate(program, decode(choice), mesh, topology), "time") == (
            decode.objective(choice)
        )


@pytest.mark.parametrize(
    ("objective", "free_cost", "free_peak", "budget", "cost"),
    [("time", 102, 327_680, 163_840, 2099), ("comm", 0, 425_984, 106_496, 49_152)],
)
def test_memory_budget_binds_and_both_agree(objective, free_cost, free_peak, budget, cost) -> None:
    """Half (a quarter) of the unconstrained plan's peak forces dearer plans; both agree."""
    program, mesh = mlp(M22), M22
    topology = load_topology("h100x8", mesh)
    _, free_result, free_plan, _, _ = both_optima(program, mesh, topology, objective)
    assert free_result.cost == free_cost
    assert peak_memory(program, free_plan.shardings, mesh).peak_bytes == free_peak
    factor, result, plan, lowered, _ = both_optima(program, mesh, topology, objective, budget)
    assert lowered.usage_limit == budget
    assert factor.status is SolveStatus.OPTIMAL and result.status is SolveStatus.OPTIMAL
    assert result.cost == factor.objective == cost
    assert peak_memory(program, plan.shardings, mesh).peak_bytes <= budget
    assert peak_memory(program, factor.shardings, mesh).peak_bytes <= budget
    assert measured(evaluate(program, plan, mesh, topology), objective) == cost


def sort_pair(mesh):
    """A two-result op whose results die at different points (memory aux nodes), and a
    replicated closed result sharding so that a budget costs bytes."""
    b = ProgramBuilder(mesh)
    x, y = b.arg((64, 128)), b.arg((64, 128))
    rule = "#sdy.op_sharding_rule<([i, j], [i, j])->([i, j], [i, j]) {i=64, j=128}>"
    r0, r1 = b.op("stablehlo.sort", [x, y], dimension=1, rule=rule)
    c = b.op("stablehlo.negate", [b.op("stablehlo.tanh", [r0])])
    b.ret(b.op("stablehlo.exponential", [b.op("stablehlo.add", [c, r1])]), shardings=[REPL])
    return b.build()


@pytest.mark.parametrize(
    ("make", "objective", "budget", "cost"),
    [
        (lambda: mlp(M22, residual=True), "time", 200_000, 1093),
        (lambda: sort_pair(M22), "comm", 81_920, 16_384),
    ],
    ids=["shared-read", "two-results"],
)
def test_memory_profiles_of_both_encodings_agree(make, objective, budget, cost) -> None:
    """Shared reads (aux chain) and results with different lifetimes (memory aux nodes) under
    a budget: same optimum, and the lowered memory profile's peak is `cost.memory`'s."""
    program, mesh = make(), M22
    topology = load_topology("h100x8", mesh)
    factor, result, plan, lowered, _ = both_optima(program, mesh, topology, objective, budget)
    assert result.status is SolveStatus.OPTIMAL and factor.status is SolveStatus.OPTIMAL
    assert result.cost == factor.objective == cost
    peak = peak_memory(program, plan.shardings, mesh).peak_bytes
    assert peak <= budget
    assert max(memory_profile(lowered, result.choice)[1]) == peak


def test_impossible_memory_budget_is_infeasible_in_both() -> None:
    program, mesh = mlp(M2), M2
    topology = load_topology("h100x8", mesh)
    factor, result, plan, _, _ = both_optima(program, mesh, topology, "comm", budget=1000)
    assert factor.status is SolveStatus.INFEASIBLE
    assert result.status is SolveStatus.INFEASIBLE and plan is None


def test_too_many_choices_is_refused() -> None:
    with pytest.raises(
        RuleError, match=r"^main/dot_general\.\d+: 30 strategies exceed max_choices=20$"
    ):
        lower_to_strategy_problem(matmul_chain(M22, 1), M22, "h100x8", max_choices=20)
    with pytest.raises(
        RuleError,
        match=r"^shared read 2 of 3 of main/arg0: 729 strategies exceed max_choices=9\*\*2$",
    ):
        lower_to_strategy_problem(fan_out3(M22), M22, "h100x8", max_choices=9)


def test_several_priority_tiers_are_refused() -> None:
    b = ProgramBuilder(M2)
    x = b.arg((64, 128), sharding='<@mesh, [{"x"}p0, {}]>')
    y = b.op("stablehlo.tanh", [x])
    b.ret(y, shardings=['<@mesh, [{}, {"x"}p1]>'])
    with pytest.raises(RuleError, match="user priorities p0, p1: lexicographic tiers"):
        lower_to_strategy_problem(b.build(), M2, "h100x8")


def test_solve_lowered_returns_the_factor_plan_and_decode_checks_lengths() -> None:
    program, mesh = mlp(M2), M2
    plan = solve_lowered(program, mesh, "h100x8", time_limit=10, workers=1)
    assert plan.status is SolveStatus.OPTIMAL and plan.solver == "strategy"
    assert plan.objective == plan.bound == 128
    assert set(plan.op_factor_axes) == {op.id for op in program.main.ops}
    assert evaluate(program, plan, mesh, load_topology("h100x8", mesh)).total_ns == 128
    _, decode = lower_to_strategy_problem(program, mesh, "h100x8")
    with pytest.raises(RuleError, match="^strategy list has 2 entries for 6 nodes$"):
        decode([0, 0])
    with pytest.raises(
        RuleError, match=r"^arg 0 of @main: strategy 7 out of range \(3 strategies\)$"
    ):
        decode([7, 0, 0, 0, 0, 0])
