"""The CP-SAT auto-sharder: candidates, priorities, explanations, memory, ties, exactness."""

from __future__ import annotations

import numpy as np
import pytest
from shardsat.cost.evaluate import evaluate
from shardsat.cost.topology import load_topology
from shardsat.ir.builder import ProgramBuilder
from shardsat.model.mesh import Mesh
from shardsat.model.rule import OpShardingRule
from shardsat.model.verify import verify_tensor_sharding
from shardsat.solver.cpsat.candidates import factor_assignments
from shardsat.solver.cpsat.driver import solve
from shardsat.solver.cpsat.options import SolveOptions
from shardsat.solver.cpsat.tuning import Tuning
from shardsat.solver.cpsat.tying import repeated_blocks
from shardsat.solver.propagation.driver import propagate
from shardsat.solver.solution import SolveStatus

from tests.solver.cpsat.cpsat_programs import program_10, random_3sat, random_program

MESH_XY = Mesh.of("mesh", x=2, y=2)


def axes_text(cand) -> list[list[str]]:
    return [[str(a) for a in refs] for refs in cand]


def test_dot_candidates_give_each_axis_to_at_most_one_factor() -> None:
    rule = OpShardingRule((8, 8, 8), (((0,), (2,)), ((2,), (1,))), (((0,), (1,)),), reduction={2})
    cands = factor_assignments(rule, Mesh.of("mesh", x=2))
    assert [axes_text(c) for c in cands] == [
        [[], [], []], [['"x"'], [], []], [[], ['"x"'], []], [[], [], ['"x"']],
    ]  # fmt: skip


def test_reshape_candidates_split_the_axis_into_sub_axes() -> None:
    rule = OpShardingRule((2, 4), (((0, 1),),), (((0,), (1,)),))
    cands = factor_assignments(rule, Mesh.of("mesh", a=4))
    assert [axes_text(c) for c in cands] == [
        [[], []], [['"a":(2)2'], []], [['"a":(1)2'], []],
        [['"a":(1)2'], ['"a":(2)2']], [['"a":(2)2'], ['"a":(1)2']],
    ]  # fmt: skip


def test_user_axis_orders_add_reordered_candidates() -> None:
    """`CandidateOptions.orders`: a factor holding exactly a user's out-of-mesh-order axes also
    takes them in that order (after the mesh-order candidates); other factors are untouched."""
    from shardsat.model.axis import AxisRef
    from shardsat.solver.cpsat.candidates import CandidateOptions

    rule = OpShardingRule((8, 8), (((0,), (1,)),), (((0,), (1,)),))
    mesh = Mesh.of("mesh", x=2, y=4)
    plain = factor_assignments(rule, mesh)
    order = (AxisRef("y"), AxisRef("x"))
    cands = factor_assignments(rule, mesh, CandidateOptions(orders=(order,)))
    assert cands[: len(plain)] == plain
    assert [axes_text(c) for c in cands[len(plain) :]] == [
        [['"y"', '"x"'], []], [[], ['"y"', '"x"']],
    ]  # fmt: skip


def test_user_orders_are_the_dims_written_out_of_mesh_order() -> None:
    """Only dims whose axes (sub-axes by offset) are out of mesh order count, each order once;
    axes of another mesh are skipped (the verifier names them)."""
    from shardsat.model.axis import AxisRef
    from shardsat.model.parse import parse_tensor_sharding
    from shardsat.solver.cpsat.problem import _add_sharding, user_orders

    mesh = Mesh.of("mesh", x=2, y=4)
    constraints: dict = {}
    for value, text in [
        ("a", '<@mesh, [{"y", "x"}, {}]>'),
        ("b", '<@mesh, [{"x", "y"}, {}]>'),
        ("c", '<@mesh, [{}, {"y", "x"}]>'),
        ("d", '<@mesh, [{"y":(2)2, "y":(1)2}, {}]>'),
        ("e", '<@mesh, [{"z", "x"}, {}]>'),
    ]:
        _add_sharding(constraints, value, parse_tensor_sharding(text), value, None)
    assert user_orders(constraints, mesh) == (
        (AxisRef("y"), AxisRef("x")),
        (AxisRef("y", (2, 2)), AxisRef("y", (1, 2))),
    )


def test_a_user_sharding_out_of_mesh_order_is_a_plan_of_the_model() -> None:
    """`[{}, {"y", "x"}]` on mesh `["x", "y"]` (another device order than `{"x", "y"}`): the
    model has it (`problem.user_orders`), so the solve keeps it and needs no greedy fallback."""
    mesh = Mesh.of("mesh", x=2, y=4)
    b = ProgramBuilder(mesh)
    x = b.arg((8, 8), sharding='<@mesh, [{"x"}, {}]>')
    y = b.op("stablehlo.negate", [x])
    b.ret(y, shardings=['<@mesh, [{}, {"y", "x"}]>'])
    sol = solve(b.build(), mesh, "cpu", time_limit=10)
    assert sol.status is SolveStatus.OPTIMAL and "fallback" not in sol.stats
    assert str(sol.shardings[y]) == '<@mesh, [{}, {"y", "x"}]>'


def test_need_replication_factor_stays_unsharded() -> None:
    rule = OpShardingRule((8, 8), (((0,), (1,)),), (((0,), (1,)),), need_replication={1})
    cands = factor_assignments(rule, Mesh.of("mesh", x=2))
    assert [axes_text(c) for c in cands] == [[[], []], [['"x"'], []]]


def test_reshape_keeps_sharding_with_sub_axes_and_no_communication() -> None:
    mesh = Mesh.of("mesh", a=4)
    b = ProgramBuilder(mesh)
    x = b.arg((8,), sharding='<@mesh, [{"a"}]>')
    y = b.reshape(x, (2, 4))
    b.ret(y)
    sol = solve(b.build(), mesh, "h100x8", objective="comm")
    assert sol.status is SolveStatus.OPTIMAL
    assert sol.objective == 0
    assert str(sol.shardings[y]) == '<@mesh, [{"a":(1)2}, {"a":(2)2}]>'


def test_user_priorities_match_shardy_t5() -> None:
    """SHARDY.md §5.1 T5: the p0 wish spreads c on dim 0, the p1 wish keeps its own value.
    (Shardy leaves dim 1 at {"b"}; with XLA's reshard patterns priced, moving "a" to dim 1 of
    the p0 values costs no more bytes, so CP-SAT may shard dim 1 further: only "b" is asked.)"""
    mesh = Mesh.of("mesh", a=2, b=2, c=2)
    b = ProgramBuilder(mesh)
    arg0 = b.arg((8, 8), sharding='<@mesh, [{"a", ?}p1, {"b"}p1]>')
    arg1, arg2, arg3 = b.arg((8, 8)), b.arg((8, 8)), b.arg((8, 8))
    add0 = b.op("stablehlo.add", [arg0, arg1])
    add1 = b.op("stablehlo.add", [add0, arg2])
    div = b.op("stablehlo.divide", [add1, arg3], sharding=['<@mesh, [{"c"}p0, {?}]>'])
    b.ret(div)
    sol = solve(b.build(), mesh, "h100x8", objective="comm")
    assert sol.status is SolveStatus.OPTIMAL
    assert sol.stats["tiers"] == [0, 1]
    assert str(sol.shardings[arg0]) == '<@mesh, [{"a"}, {"b"}]>'
    for v in (arg1, arg2, arg3, add0, add1, div):
        dims = sol.shardings[v].dims
        assert [a.name for a in dims[0].axes] == ["c"] and "b" in [a.name for a in dims[1].axes]


def test_conflicting_closed_shardings_are_explained() -> None:
    b = ProgramBuilder(MESH_XY)
    x = b.arg((8, 8), sharding='<@mesh, [{"x"}, {}]>')
    y = b.op("stablehlo.add", [x, x], sharding=['<@mesh, [{"x"}, {?}]>'])
    b.ret(y, shardings=['<@mesh, [{?}, {"x"}]>'])
    sol = solve(b.build(), MESH_XY, "h100x8")
    assert sol.status is SolveStatus.INFEASIBLE
    assert sol.conflicts == (
        'main/%0 (main/add.0 result 0) dim 0: {"x"} closed, p0',
        'main/%0 (result 0 of @main) dim 1: {"x"} closed, p0',
        # greedy's plan is no fallback: it breaks one of them (issue #20)
        "greedy propagation's plan breaks it too: "
        'main/%0 (result 0 of @main) dim 1: {"x"} closed, p0: it gives [{"x"}, {}]',
    )


def _tanh_program(arg_sharding: str):
    b = ProgramBuilder(MESH_XY)
    x = b.arg((64, 64), sharding=arg_sharding)
    b.ret(b.op("stablehlo.tanh", [x]))
    return b.build()


def test_memory_budget_below_what_user_shardings_allow_is_explained() -> None:
    sol = solve(_tanh_program("<@mesh, [{}, {}]>"), MESH_XY, "h100x8", memory_budget=10_000)
    assert sol.status is SolveStatus.INFEASIBLE
    assert sol.conflicts == (
        "main/arg0 (arg 0 of @main) dim 0: {} closed, p0",
        "main/arg0 (arg 0 of @main) dim 1: {} closed, p0",
        "memory budget: 10000 bytes per device",
        "greedy propagation's plan breaks it too: memory budget: 10000 bytes per device, "
        "it needs 32768",
    )


def test_memory_budget_forces_sharding_of_open_values() -> None:
    program = _tanh_program("<@mesh, [{}, {?}]>")
    topology = load_topology("h100x8", MESH_XY)
    sol = solve(program, MESH_XY, topology, objective="comm", memory_budget=10_000)
    assert sol.status is SolveStatus.OPTIMAL
    assert evaluate(program, sol, MESH_XY, topology).peak_memory_bytes == 4096 + 4096
    assert str(sol.shardings["main/arg0"]) == '<@mesh, [{}, {"x", "y"}]>'


def mlp(layers: int, mesh: Mesh):
    b = ProgramBuilder(mesh)
    h = b.arg((64, 256), sharding='<@mesh, [{"x", ?}, {?}]>')
    for _ in range(layers):
        w1, w2 = b.arg((256, 512)), b.arg((512, 256))
        u = b.op("stablehlo.tanh", [b.matmul(h, w1)])
        h = b.op("stablehlo.add", [b.matmul(u, w2), h])
    b.ret(h)
    return b.build()


def test_repeated_blocks_find_back_to_back_copies() -> None:
    assert repeated_blocks([9, 1, 2, 3, 4, 1, 2, 3, 4, 1, 2, 3, 4, 7], 4) == [(1, 4, 3)]
    assert repeated_blocks([1, 2, 1, 3], 2) == []


@pytest.mark.parametrize("objective", ["time", "comm"])
def test_objective_equals_cost_model_with_ties_and_merges(objective: str) -> None:
    mesh = MESH_XY
    program = mlp(4, mesh)
    topology = load_topology("h100x8", mesh)
    sol = solve(program, mesh, topology, objective=objective, time_limit=20)
    assert sol.status is SolveStatus.OPTIMAL
    # layer 1 reads an argument, layers 2..4 an add: layers 3, 4 are tied to layer 2 (4 ops and
    # 2 weights each)
    assert sol.stats["tied_nodes"] == 12
    assert sol.stats["merged_uses"] > 0
    report = evaluate(program, sol, mesh, topology)
    assert sol.objective == (report.total_ns if objective == "time" else report.communication_bytes)


def test_uses_shared_per_template_list_equal_the_per_candidate_columns() -> None:
    """`_uses` takes each operand's distinct shardings once per template list; every column
    must still be the index of (the candidate's operand sharding, region) in first-seen order,
    and a candidate whose reduction factors are unsharded pays no result reshard."""
    from shardsat.solver.cpsat.problem import Pricer, _op_price, build_problem, reduction_axes

    mesh = Mesh.of("mesh", x=2, y=2, z=2)
    program = mlp(3, mesh)
    topology = load_topology("h100x8", mesh)
    pricer = Pricer(mesh, topology, "time")
    problem = build_problem(program, mesh, pricer)
    shared = 0
    for use in problem.uses:
        order: dict[int, int] = {}
        for n, k, cols in use.consumers:
            node = problem.nodes[n]
            want = [order.setdefault(pricer.sid(s[k]), len(order)) for s in node.operand_shardings]
            assert cols == want
        assert [pricer.sid(t) for t in use.target_shardings] == list(order)
        rows = [
            s[problem.producer[use.value][1]] for s in problem.nodes[use.producer].result_shardings
        ]
        assert [use.row_shardings[r] for r in use.rows] == rows
        shared += len(use.consumers) > 1
    assert shared > 0
    dot = next(
        nd for nd in problem.nodes if nd.op is not None and nd.op.name == "stablehlo.dot_general"
    )
    free = [c for c, cand in enumerate(dot.candidates) if not reduction_axes(dot.rule, cand)]
    summed = [c for c, cand in enumerate(dot.candidates) if reduction_axes(dot.rule, cand)]
    assert free and summed
    for c in free:
        assert dot.costs[c] == pricer.op(dot.op, dot.rule, dot.candidates[c], program)
    c = summed[0]
    price = _op_price(dot.op, dot.rule, dot.candidates[c], dot.result_shardings[c], program, pricer)
    assert dot.costs[c] == price > pricer.op(dot.op, dot.rule, dot.candidates[c], program)


@pytest.mark.parametrize("seed", range(6))
def test_plan_verifies_and_is_not_worse_than_greedy(seed: int) -> None:
    program, mesh, _ = random_program(seed)
    topology = load_topology("cpu", mesh)
    sol = solve(program, mesh, topology, time_limit=10)
    if sol.status is SolveStatus.INFEASIBLE:
        return
    for v, sharding in sol.shardings.items():
        verify_tensor_sharding(sharding, mesh, program.value(v).type.shape, check_divisibility=True)
    greedy = propagate(program)
    assert sol.objective <= evaluate(program, greedy, mesh, topology).total_ns
    assert sol.objective == evaluate(program, sol, mesh, topology).total_ns


def test_sub_axes_never_on_boundaries_when_jax_expressible() -> None:
    mesh = Mesh.of("mesh", a=4)
    b = ProgramBuilder(mesh)
    x = b.arg((8,))
    b.ret(b.reshape(x, (2, 4)))
    sol = solve(b.build(), mesh, "h100x8", jax_expressible=True)
    boundary = [sol.shardings["main/arg0"], sol.shardings[b.build().main.returns[0]]]
    assert not any(a.sub for s in boundary for a in s.axes_in_dims())


def test_deterministic_mode_gives_the_same_plan_twice() -> None:
    program = mlp(3, MESH_XY)
    runs = [
        solve(program, MESH_XY, "h100x8", time_limit=5, workers=2, seed=3, deterministic=True)
        for _ in range(2)
    ]
    assert runs[0].objective == runs[1].objective
    assert runs[0].shardings == runs[1].shardings
    assert runs[0].op_factor_axes == runs[1].op_factor_axes


def test_deterministic_mode_keeps_the_full_model_variable_cap() -> None:
    """A model predicted larger than `full_model_max_variables` is the descent alone in
    deterministic mode too (the cap does not read the clock): before, it took the full model,
    whose short solve reported bound 0 (gpt-tiny-train 2x2x2: 63 s for a 30 s limit). The
    descent's pairwise bound is positive, the same twice, and at most the plan."""
    program = mlp(3, MESH_XY)
    capped = Tuning(full_model_max_variables=10)
    runs = [
        solve(
            program, MESH_XY, "h100x8", time_limit=5, workers=2, deterministic=True, tuning=capped
        )
        for _ in range(2)
    ]
    assert [r.stats["full_model"] for r in runs] == [False, False]
    assert runs[0].stats["pairwise_bound"]["sweeps"] > 0
    assert 0 < runs[0].bound <= runs[0].objective
    assert (runs[0].objective, runs[0].bound) == (runs[1].objective, runs[1].bound)
    full = solve(program, MESH_XY, "h100x8", time_limit=5, workers=2, deterministic=True)
    assert full.stats["full_model"] is True


def test_elementwise_followers_and_scalar_broadcast_leaders_are_merged() -> None:
    from shardsat.cost.topology import load_topology as topo_of
    from shardsat.solver.cpsat.merge import tight_uses
    from shardsat.solver.cpsat.problem import Pricer, build_problem

    b = ProgramBuilder(MESH_XY)
    x, w = b.arg((64, 64)), b.arg((64, 64))
    y = b.matmul(x, w)
    z = b.op("stablehlo.tanh", [y])  # follows the dot (its only reader)
    one = b.broadcast_in_dim(b.constant((), 1.0), (64, 64), ())  # a leader
    b.ret(b.op("stablehlo.add", [z, one]))
    program = b.build()
    problem = build_problem(program, MESH_XY, Pricer(MESH_XY, topo_of("cpu", MESH_XY), "time"))
    merged = {problem.uses[i].value for i in tight_uses(problem)}
    assert merged == {"main/arg0", "main/arg1", y, z, one}


def test_axis_descent_moves_a_whole_axis_at_once() -> None:
    """From the all-replicated plan, one round on each axis reaches the 4-way plan."""
    from shardsat.solver.cpsat.descent import axis_descent
    from shardsat.solver.cpsat.encoding import encode
    from shardsat.solver.cpsat.plan import objective_value
    from shardsat.solver.cpsat.problem import Pricer, build_problem

    program = mlp(2, MESH_XY)
    topology = load_topology("cpu", MESH_XY)
    problem = build_problem(program, MESH_XY, Pricer(MESH_XY, topology, "time"))
    enc = encode(problem)
    enc.model.Minimize(enc.expr(0))
    start = [0] * len(problem.nodes)
    price = lambda c: objective_value(problem, c)  # noqa: E731
    best, log = axis_descent(enc, start, 20, SolveOptions(workers=1), Tuning(), price)
    assert [axis for axis, _ in log[:3]] == ["start", "x", "y"]
    assert log[1][1] < log[0][1] and log[2][1] < log[1][1]
    assert price(best) == log[-1][1]


@pytest.mark.parametrize("worker", ["lb_tree_search", "max_lp"])
def test_bound_thread_keeps_the_optimum_and_proves_it(worker: str) -> None:
    """A bound worker in its own thread beside the descent and the final solve: same optimum
    as without it, proven (its bound is merged, never above the plan); never with 1 worker."""
    program = mlp(3, MESH_XY)
    topology = load_topology("cpu", MESH_XY)
    plain = solve(
        program, MESH_XY, topology, workers=2, time_limit=20, tuning=Tuning(bound_thread="")
    )
    helped = solve(
        program, MESH_XY, topology, workers=2, time_limit=20, tuning=Tuning(bound_thread=worker)
    )
    single = solve(
        program, MESH_XY, topology, workers=1, time_limit=20, tuning=Tuning(bound_thread=worker)
    )
    assert plain.status is helped.status is single.status is SolveStatus.OPTIMAL
    assert helped.objective == helped.bound == plain.objective == single.objective
    assert "bound_thread" in helped.stats["final_solve"][-1]
    assert all("bound_thread" not in f for f in plain.stats["final_solve"])
    assert all("bound_thread" not in f for f in single.stats["final_solve"])  # 1 worker: none


def test_factor_round_leaves_the_axis_rounds_local_optimum() -> None:
    """On random program 10 (2x2x2 mesh) the axis rounds stall at 1013 ns from the replicated
    plan (every axis settled after 5 rounds); a factor round (every axis free, at most 2 factors of a node moving) reaches 7 ns,
    the optimum, and keeps every node within 2 factors of where it was."""
    from shardsat.solver.cpsat.descent import axis_descent, factor_candidates

    program, mesh, problem, enc, price = program_10()
    start = [0] * len(problem.nodes)
    opts = SolveOptions(workers=1, deterministic=True)
    stalled, log = axis_descent(enc, start, 5, opts, Tuning(factor_moves=0), price)
    # `z` reaches 1013, then `x` and `y` are proven optimal on that plan: every axis settled,
    # so the rounds stop there (a second `z` round would be the same model again); the
    # replicated start gathers its [{"y"}, {"z"}] inputs one dim at a time as XLA does (two
    # all-gathers, not one over y and z), 2083 ns
    assert log == [("start", 2083), ("x", 2051), ("y", 1025), ("z", 1013), ("x", 1013),
                   ("y", 1013)]  # fmt: skip
    best, log = axis_descent(enc, start, 5, opts, Tuning(factor_moves=2), price)
    assert ("factors", 7) in log and price(best) == 7
    for n, kept in enumerate(factor_candidates(enc, stalled, 2)):
        now = problem.nodes[n].candidates[stalled[n]]
        assert stalled[n] in kept
        cands = problem.nodes[n].candidates
        assert all(sum(a != b for a, b in zip(cands[c], now, strict=True)) <= 2 for c in kept)
    optimum = solve(
        program, mesh, "h100x8", workers=1, tuning=Tuning(tie_layers=False, merge=False)
    )
    assert optimum.status is SolveStatus.OPTIMAL and optimum.objective == 7


def test_axes_inside_a_proven_factor_round_are_settled() -> None:
    """Random program 10 again: the factor round (proven OPTIMAL at 7 ns) searched every axis
    round of its plan, so the descent ends right after it. `covered_axes` is exact: 2-factor
    moves contain every axis round of the final plan, 1-factor moves none (nor of the stalled
    plan)."""
    from shardsat.solver.cpsat.descent import axis_descent, covered_axes, factor_candidates

    program, mesh, problem, enc, price = program_10()
    start = [0] * len(problem.nodes)
    opts = SolveOptions(workers=1, deterministic=True)
    timings: list = []
    best, log = axis_descent(enc, start, 5, opts, Tuning(), price, timings)
    # start 2083 ns: the replicated plan's gathers one dim at a time, as XLA inserts them
    assert log == [("start", 2083), ("x", 2051), ("y", 1025), ("z", 1013), ("x", 1013),
                   ("y", 1013), ("factors", 7)]  # fmt: skip
    assert [t["status"] for t in timings] == ["OPTIMAL"] * 6
    assert [t["value"] for t in timings] == [2051, 1025, 1013, 1013, 1013, 7]
    stalled, _ = axis_descent(enc, start, 5, opts, Tuning(factor_moves=0), price)
    axes = ["x", "y", "z"]
    assert covered_axes(enc, best, axes, factor_candidates(enc, stalled, 2)) == set(axes)
    assert covered_axes(enc, best, axes, factor_candidates(enc, stalled, 1)) == set()
    assert covered_axes(enc, stalled, axes, factor_candidates(enc, stalled, 1)) == set()


def test_a_cycle_that_gains_little_brings_the_factor_round_before_the_stall() -> None:
    """Random program 10: the first cycle (x, y, z) takes the plan from 2083 to 1013 ns, a gain
    of 51.4%. Below a 60% threshold the factor round follows at once, reaches the optimum 7 ns
    and, proven, settles every axis, so the descent ends two rounds earlier than by default;
    at a 50% threshold the cycle gained enough and the axis rounds go on to their stall."""
    from shardsat.solver.cpsat.descent import axis_descent

    program, mesh, problem, enc, price = program_10()
    start = [0] * len(problem.nodes)
    opts = SolveOptions(workers=1, deterministic=True)
    _, log = axis_descent(enc, start, 5, opts, Tuning(factor_below_gain=0.6), price)
    assert log == [("start", 2083), ("x", 2051), ("y", 1025), ("z", 1013), ("factors", 7)]
    _, log = axis_descent(enc, start, 5, opts, Tuning(factor_below_gain=0.5), price)
    assert log == [("start", 2083), ("x", 2051), ("y", 1025), ("z", 1013), ("x", 1013),
                   ("y", 1013), ("factors", 7)]  # fmt: skip


def test_a_round_is_predicted_without_building_it() -> None:
    """`predicted_variables(kept=...)` counts the round `presolve.restrict` would build, on
    random program 10's neighbourhoods of the replicated plan: 2-factor moves are the whole
    problem there (109), 1-factor moves 61, the `x` round 13."""
    from shardsat.solver.cpsat.descent import factor_candidates, round_candidates
    from shardsat.solver.cpsat.encoding import predicted_variables
    from shardsat.solver.cpsat.presolve import restrict

    program, mesh, problem, enc, price = program_10()
    start = [0] * len(problem.nodes)
    rounds = [factor_candidates(enc, start, 2), factor_candidates(enc, start, 1)]
    rounds.append(round_candidates(enc, start, "x"))
    predicted = [predicted_variables(problem, enc.rep, kept=kept) for kept in rounds]
    assert predicted == [109, 61, 13] and predicted_variables(problem, enc.rep) == 109
    assert predicted == [predicted_variables(restrict(problem, kept), enc.rep) for kept in rounds]


def test_a_descent_from_a_stall_begins_with_its_factor_round() -> None:
    """Random program 10: the axis rounds alone stall at 1013 ns; a descent told its start is
    that stall runs the factor round first (7 ns, the optimum), no axis round before it, and
    `factor_round_fits` says whether one fits a limit."""
    from dataclasses import replace

    from shardsat.solver.cpsat.descent import axis_descent, factor_round_fits

    program, mesh, problem, enc, price = program_10()
    start = [0] * len(problem.nodes)
    opts = SolveOptions(workers=1, deterministic=True)
    no_factor = replace(Tuning(), factor_moves=0)
    stall, log = axis_descent(enc, start, 5, opts, no_factor, price)
    assert log[-1][1] == 1013 and not factor_round_fits(enc, stall, 5, no_factor, True)
    assert factor_round_fits(enc, stall, 5, Tuning(), True)
    assert not factor_round_fits(enc, stall, 5, Tuning(encode_per_variable=1.0), True)
    timings: list = []
    _, log = axis_descent(enc, stall, 5, opts, Tuning(), price, timings, stalled=True)
    assert timings[0]["round"] == "factors" and log[1] == ("factors", 7)


def test_a_descent_that_reaches_an_earlier_descents_plan_ends_there() -> None:
    """Random program 10, axis rounds only: a second descent from the first one's start ends
    at once (its rounds, proven optimal, would retrace the first), and the plans seen are the
    first descent's."""
    from dataclasses import replace

    from shardsat.solver.cpsat.descent import axis_descent, joined

    program, mesh, problem, enc, price = program_10()
    start = [0] * len(problem.nodes)
    opts = SolveOptions(workers=1, deterministic=True)
    no_factor = replace(Tuning(), factor_moves=0)
    seen: set = set()
    _, first = axis_descent(enc, start, 5, opts, no_factor, price, seen=seen)
    assert first[-1][1] == 1013 and tuple(start) in seen
    assert len(seen) == len({value for _, value in first}) >= 2  # the start and each better plan
    again, second = axis_descent(enc, start, 5, opts, no_factor, price, seen=seen)
    assert (again, second) == (start, [("start", price(start))])
    mine: set = set()
    assert joined({(1,)}, mine, [1]) and not joined({(1,)}, mine, [1])  # its own: no
    assert not joined({(1,)}, mine, [2]) and mine == {(1,), (2,)}


def test_a_factor_round_too_large_for_its_limit_is_not_run() -> None:
    """At 1 s of encoding per variable no factor round fits its limit: the descent of random
    program 10 ends at the axis rounds' stall (1013 ns, not the factor round's 7 ns) and its
    timing names the reason and the predicted size."""
    from shardsat.solver.cpsat.descent import axis_descent

    program, mesh, problem, enc, price = program_10()
    start = [0] * len(problem.nodes)
    opts = SolveOptions(workers=1, deterministic=True)
    timings: list = []
    _, log = axis_descent(enc, start, 5, opts, Tuning(encode_per_variable=1.0), price, timings)
    assert log[-1] == ("factors", 1013)
    assert timings[-1]["status"] == "TOO_LARGE" and timings[-1]["predicted_variables"] > 0
    assert [t["status"] for t in timings[:-1]] == ["OPTIMAL"] * 5


def test_a_rounds_blocks_are_the_cells_its_restriction_prices() -> None:
    """`kept_blocks` names exactly the lazy cells `restrict` reads for a factor round, and
    `cells_estimate` prices the unpriced ones at the pricer's seconds per plan when no plan
    is cached (0 once they are priced)."""
    from shardsat.cost.topology import load_topology
    from shardsat.solver.cpsat.descent import factor_candidates
    from shardsat.solver.cpsat.presolve import kept_blocks, restrict
    from shardsat.solver.cpsat.problem import Pricer, build_problem
    from shardsat.solver.cpsat.tables import UNPRICED, cells_estimate, lazy_tables

    program, mesh, _, enc, _ = program_10()
    fresh = build_problem(program, mesh, Pricer(mesh, load_topology("h100x8", mesh), "time"))
    kept = factor_candidates(enc, [0] * len(enc.problem.nodes), 1)
    blocks = kept_blocks(fresh, kept)
    cells = {(id(t), int(r), int(c)) for t, rows, cols in blocks for r in rows for c in cols}
    tables = lazy_tables(fresh.uses)
    assert len(cells) == 15 and all(t.unpriced() == t.cells.size for t in tables)

    class NothingCached:
        def is_cached(self, *_) -> bool:
            return False

        def seconds_per_plan(self) -> float:
            return 0.01

    assert cells_estimate(blocks, NothingCached()) == pytest.approx(15 * (0.01 + 2e-6))
    restrict(fresh, kept)
    priced = {(id(t), int(r), int(c)) for t in tables for r, c in np.argwhere(t.cells != UNPRICED)}
    assert priced == cells
    assert cells_estimate(blocks, NothingCached()) == 0.0


def test_a_factor_round_whose_pricing_outlasts_its_limit_is_not_run() -> None:
    """On unpriced tables a factor round's pricing counts: free encoding, 1 ms of limit and
    15 cells at the pricer's prior of 1 ms a plan is too large, on the wall clock only."""
    from shardsat.cost.topology import load_topology
    from shardsat.solver.cpsat.descent import factor_candidates, too_large
    from shardsat.solver.cpsat.driver import descent_shell
    from shardsat.solver.cpsat.problem import Pricer, build_problem

    program, mesh, _, enc, _ = program_10()
    fresh = build_problem(program, mesh, Pricer(mesh, load_topology("h100x8", mesh), "time"))
    shell = descent_shell(fresh, enc.rep, [], Tuning())
    kept = factor_candidates(enc, [0] * len(enc.problem.nodes), 1)
    free = Tuning(encode_per_variable=0.0)
    timing: dict = {}
    assert too_large(shell, kept, 1e-3, free, timing)
    assert timing["status"] == "TOO_LARGE" and timing["predicted_pricing_s"] > 0
    assert not too_large(shell, kept, 10.0, free, {})
    assert not too_large(shell, kept, 1e-3, free, {}, deterministic=True)


def test_a_round_whose_encoding_outlasts_its_limit_is_not_solved() -> None:
    """Encoding counts against a round's limit: with no time left after it, no search."""
    from shardsat.solver.cpsat.descent import solve_round

    program, mesh, problem, enc, price = program_10()
    timing: dict = {}
    start = [0] * len(problem.nodes)
    assert (
        solve_round(enc, start, "x", 1e-9, SolveOptions(workers=1), Tuning(), None, None, timing)
        is None
    )
    assert timing["status"] == "OUT_OF_TIME_ENCODING" and timing["limit_s"] == 0.0


def test_watch_stops_the_running_solve_once_the_plan_is_proven() -> None:
    """A bound reaching the best known plan (from another thread, as the bound thread's
    callback) stops the solve at once: here a random 3-SAT instance (300 variables at the
    4.26 threshold, minimise the true ones) that one worker does not finish in 10 s."""
    import threading
    import time

    from ortools.sat.python import cp_model
    from shardsat.solver.cpsat.bound import Watch

    model = random_3sat(1278)
    watch = Watch()
    watch.set_best(150)
    watch.on_bound(149)
    assert not watch.proven()
    solver = cp_model.CpSolver()
    solver.parameters.num_workers = 1
    solver.parameters.max_time_in_seconds = 20
    threading.Timer(0.5, watch.on_bound, args=(150,)).start()
    began = time.perf_counter()
    watch.run(solver, model)
    assert time.perf_counter() - began < 5 and watch.proven() and watch.solver is None
    watch.on_bound(10)  # a lower bound never lowers the proof
    watch.set_best(170)  # nor a worse plan the best known
    assert (watch.bound, watch.best) == (150, 150)


def test_a_factor_round_too_large_for_two_factors_moves_one() -> None:
    """Random program 10 at its axis rounds' stall (1013 ns), 0.01 s of encoding per
    predicted variable (deterministic mode: encoding only): with 3 s the two-factor round
    (109 variables) fits half the limit; with 1.5 s only the one-factor round (31) does, and
    a descent from the stall runs it (proven OPTIMAL at 1013 ns: here the cheaper plan needs
    two factors to move; deterministic mode gives each of 9 rounds a ninth of 13.5 s); with
    0.5 s, or 1.5 s and `factor_moves_min` 2, none fits."""
    from dataclasses import replace

    from shardsat.solver.cpsat.descent import (
        axis_descent,
        factor_candidates,
        factor_round_fits,
        fitting_factor_round,
    )

    program, mesh, problem, enc, price = program_10()
    opts = SolveOptions(workers=1, deterministic=True)
    no_factor = replace(Tuning(), factor_moves=0)
    stall, _ = axis_descent(enc, [0] * len(problem.nodes), 5, opts, no_factor, price)
    slow = Tuning(encode_per_variable=0.01, factor_moves_min=1)
    widths = {}
    for limit in (3.0, 1.5, 0.5):
        timing: dict = {}
        kept = fitting_factor_round(enc, stall, limit, slow, timing, True)
        widths[limit] = (timing["moves"], timing["predicted_variables"], timing.get("status"))
        if kept is not None:
            assert kept == factor_candidates(enc, stall, timing["moves"])
    assert widths == {3.0: (2, 109, None), 1.5: (1, 31, None), 0.5: (1, 31, "TOO_LARGE")}
    assert factor_round_fits(enc, stall, 1.5, slow, True)
    assert not factor_round_fits(enc, stall, 0.5, slow, True)
    assert not factor_round_fits(enc, stall, 1.5, replace(slow, factor_moves_min=2), True)
    timings: list = []
    _, log = axis_descent(enc, stall, 13.5, opts, slow, price, timings, stalled=True)
    assert log == [("start", 1013), ("factors", 1013)]
    assert (timings[0]["moves"], timings[0]["status"]) == (1, "OPTIMAL")


def test_kick_starts_take_a_pair_of_axes_off_the_plan() -> None:
    """Random program 10 stalls at [0, 0, 16] (1013 ns; node 2 runs x and z on its first
    factor, y on its second). Taking (x, y), (x, z) and (y, z) off leaves z, y and x alone:
    candidates 1, 6 and 9, each a plan of the model at 2051 ns; here each descends back to
    1013 ns."""
    from dataclasses import replace

    from shardsat.solver.cpsat.descent import axis_descent, kick_starts

    program, mesh, problem, enc, price = program_10()
    opts = SolveOptions(workers=1, deterministic=True)
    no_factor = replace(Tuning(), factor_moves=0)
    stall, _ = axis_descent(enc, [0] * len(problem.nodes), 5, opts, no_factor, price)
    assert stall == [0, 0, 16]
    kicks = kick_starts(enc, stall)
    assert kicks == [[0, 0, 1], [0, 0, 6], [0, 0, 9]]
    assert [price(k) for k in kicks] == [2051] * 3
    ends = [axis_descent(enc, k, 5, opts, no_factor, price)[1][-1][1] for k in kicks]
    assert ends == [1013] * 3


def test_kick_starts_keep_the_merged_uses_and_ties() -> None:
    """The tied 4-layer MLP over x, y, z with its merged (tight) uses, descended to its axis
    rounds' stall (1380 ns, x, y and z on the dots): its three kicks are plans of the model
    (ties, merged uses, aliases) 16 nodes away, priced 2833, 2833 and 1760 ns. A choice that
    breaks a merged use gets the plan's candidates back on both ends and their tied copies."""
    from dataclasses import replace

    from shardsat.cost.topology import load_topology
    from shardsat.solver.cpsat.descent import _held_where_broken, axis_descent, kick_starts
    from shardsat.solver.cpsat.encoding import encode
    from shardsat.solver.cpsat.merge import tight_uses
    from shardsat.solver.cpsat.plan import in_model, objective_value
    from shardsat.solver.cpsat.problem import Pricer, build_problem
    from shardsat.solver.cpsat.tables import materialize
    from shardsat.solver.cpsat.tying import tie_nodes

    mesh = Mesh.of("mesh", x=2, y=2, z=2)
    program = mlp(4, mesh)
    problem = build_problem(program, mesh, Pricer(mesh, load_topology("h100x8", mesh), "time"))
    materialize(problem.uses)
    enc = encode(problem, tie_nodes(problem), tight_uses(problem))
    price = lambda c: objective_value(problem, c)  # noqa: E731
    opts = SolveOptions(workers=1, deterministic=True)
    no_factor = replace(Tuning(), factor_moves=0)
    stall, log = axis_descent(enc, [0] * len(problem.nodes), 10, opts, no_factor, price)
    assert log[-1][1] == 1380 and enc.tight
    kicks = kick_starts(enc, stall)
    assert [price(k) for k in kicks] == [2833, 2833, 1760]
    assert all(in_model(enc, k) for k in kicks)
    assert [sum(a != b for a, b in zip(k, stall, strict=True)) for k in kicks] == [16] * 3
    i = sorted(enc.tight)[0]
    use = problem.uses[i]
    producer, (reader, k, _) = use.producer, use.consumers[0]
    r = problem.nodes[producer].results.index(use.value)
    wanted = problem.nodes[reader].operand_shardings[stall[reader]][k]
    other = next(
        c for c, shardings in enumerate(problem.nodes[producer].result_shardings)
        if shardings[r] != wanted
    )  # fmt: skip
    broken = [other if enc.rep[n] == enc.rep[producer] else c for n, c in enumerate(stall)]
    assert not in_model(enc, broken)
    assert _held_where_broken(enc, stall, broken) == stall
