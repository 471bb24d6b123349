"""Seeds and progress: a cheaper given plan is where the search starts; progress is reported."""

from dataclasses import replace
from types import SimpleNamespace

from shardsat.ir.builder import ProgramBuilder
from shardsat.model.mesh import Mesh
from shardsat.model.parse import parse_tensor_sharding
from shardsat.solver.cpsat.driver import solve
from shardsat.solver.cpsat.tuning import Tuning
from shardsat.solver.propagation.driver import propagate
from shardsat.solver.solution import Solution, SolveStatus

MESH = Mesh.of("mesh", x=4)


ONE_ORDER = Tuning(axis_orders=1)
"""The races with fake descents below are about starts: one axis order."""

SHELL = SimpleNamespace(problem=SimpleNamespace(mesh=Mesh.of("m", x=2)))
"""What the races with fake descents read of the descent's encoding: the mesh's axes."""


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


def reshape_program():
    """f32[8, 96] reshaped to [8, 3, 32]: sharding the minor output dim (32) alone on `x` is no
    candidate of the reshape's rule (its major factor, 3, would have to be sharded first)."""
    b = ProgramBuilder(MESH)
    x = b.arg((8, 96))
    r = b.reshape(x, (8, 3, 32))
    b.ret(r)
    return b.build(), x, r


def test_a_seed_no_candidate_expresses_starts_from_its_nearest_plan() -> None:
    """Expert plans shard some reshapes as no rule candidate can: exact matching rejects the
    whole seed, `nearest` takes the closest candidate at that node (the replicated output
    here: two of its three dims agree) and reports the node."""
    from shardsat.cost.topology import load_topology
    from shardsat.solver.cpsat.plan import match_solution
    from shardsat.solver.cpsat.problem import Pricer, build_problem

    program, x, r = reshape_program()
    problem = build_problem(program, MESH, Pricer(MESH, load_topology("h100x8", MESH), "time"))
    shardings = {
        x: parse_tensor_sharding('<@mesh, [{}, {"x"}]>'),
        r: parse_tensor_sharding('<@mesh, [{}, {}, {"x"}]>'),
    }
    assert match_solution(problem, shardings, {}) is None
    near: list[int] = []
    choice = match_solution(problem, shardings, {}, near)
    assert near == [1] and choice is not None
    assert str(problem.nodes[1].result_shardings[choice[1]][0]) == "<@mesh, [{}, {}, {}]>"
    assert str(problem.nodes[0].result_shardings[choice[0]][0]) == '<@mesh, [{}, {"x"}]>'
    sol = solve(program, MESH, "h100x8", time_limit=10, workers=1,
                seeds=[Solution(SolveStatus.FEASIBLE, shardings, "seed")])  # fmt: skip
    assert sol.objective is not None and sol.status is SolveStatus.OPTIMAL


def test_a_seed_returned_over_the_models_plan_keeps_the_models_bound() -> None:
    """A plan priced outside the model that beats CP-SAT's is returned with the model's bound
    (capped at its price) and `bound_scope` "model": the bound is over the model's plans."""
    from shardsat.solver.cpsat.deadline import Deadline
    from shardsat.solver.cpsat.driver import NOTES, cheaper_of

    program, x, _ = matmul()
    ctx = SimpleNamespace(deadline=Deadline.after(10))
    mine = Solution(SolveStatus.FEASIBLE, plan("<@mesh, [{}, {}]>").shardings, "cpsat",
                    objective=100.0, bound=60.0)  # fmt: skip
    seed = plan('<@mesh, [{"x"}, {}]>')
    out = cheaper_of(ctx, mine, (seed, 80), "seed")
    assert out.objective == 80.0 and out.bound == 60.0 and out.stats["bound_scope"] == "model"
    assert out.stats["note"].endswith(NOTES["model_bound"])
    low = cheaper_of(ctx, mine, (seed, 50), "seed")
    assert low.bound == 50.0  # never above the returned plan's price
    assert cheaper_of(ctx, mine, (seed, 120), "seed") is mine
    # the model says 100 but cost.evaluate says 130: greedy's 120 is the cheaper plan
    priced = replace(mine, stats={"evaluated_objective": 130})
    assert cheaper_of(ctx, priced, (seed, 120)).objective == 120.0
    assert cheaper_of(ctx, priced, (seed, 140)) is priced


def test_a_reduce_scatter_result_is_matched_to_its_own_variant() -> None:
    """A dot with its contracted factor on `x` has several candidates with those factor
    axes: the all-reduced result and its reduce-scatter variants. Matching a plan by factor
    axes takes the one giving the plan's result sharding, not the first (which priced an
    FSDP gradient's reduce-scatter as an all-reduce and a reshard)."""
    from shardsat.cost.topology import load_topology
    from shardsat.solver.cpsat.plan import match_solution, objective_value, value_shardings
    from shardsat.solver.cpsat.problem import Pricer, build_problem

    program, _, _ = matmul()
    problem = build_problem(program, MESH, Pricer(MESH, load_topology("h100x8", MESH), "time"))
    n, node = next((n, d) for n, d in enumerate(problem.nodes) if d.rule is not None)
    same = [c for c, cand in enumerate(node.candidates) if cand == node.candidates[-1]]
    assert len(same) > 1 and same[0] != same[-1]  # the all-reduce and a reduce-scatter
    choice = [0] * len(problem.nodes)
    choice[n] = same[-1]
    plan = Solution(
        SolveStatus.FEASIBLE, value_shardings(problem, choice), "seed",
        {node.op.id: node.candidates[same[-1]]},
    )  # fmt: skip
    matched = match_solution(problem, plan.shardings, plan.op_factor_axes)
    assert matched[n] == same[-1]
    assert objective_value(problem, matched) == objective_value(problem, choice)


def mlp_step(mesh: Mesh):
    """A two-layer MLP's forward and SGD update, large enough that sharding it pays on `cpu`."""
    b = ProgramBuilder(mesh)
    w1, w2, x = b.arg((512, 2048)), b.arg((2048, 512)), b.arg((1024, 512))
    h = b.matmul(x, w1)
    y = b.matmul(h, w2)
    w1n = b.op("stablehlo.subtract", [w1, b.dot_general(x, h, ((0,), (0,)))])
    w2n = b.op("stablehlo.subtract", [w2, b.dot_general(h, y, ((0,), (0,)))])
    b.ret(w1n, w2n, y)
    return b.build()


def test_a_descent_only_solve_starts_from_the_standard_plans():
    """No seeds given, the descent alone (`full_model_share=0`): the standard plans are built
    as starts, the cheapest in the model (cheaper than greedy's replicated plan) is named, and
    the plan is no dearer than it by `cost.evaluate`; `expert_seed_share=0` builds none."""
    from shardsat.cost.evaluate import evaluate
    from shardsat.cost.topology import load_topology
    from shardsat.solver.cpsat.tuning import Tuning
    from shardsat.solver.expert import expert_plans

    mesh = Mesh.of("mesh", x=2, y=2, z=2)
    program, topology = mlp_step(mesh), load_topology("cpu", mesh)
    sol = solve(program, mesh, topology, time_limit=10, workers=1,
                tuning=Tuning(full_model_share=0.0))  # fmt: skip
    assert sol.stats["full_model"] is False and sol.stats["expert_seeds"] == 10
    assert sol.stats["seed_plan"] == "expert:tp[model→x+y+z]"
    assert sol.stats["seed_objective"] == 22_170_410 < sol.stats["greedy_objective"]
    plans = {f"expert:{p.name}": p.cost_ns for p in expert_plans(program, mesh, topology)}
    assert plans["expert:tp[model→x+y+z]"] == 22_170_410 == min(plans.values())
    assert evaluate(program, sol, mesh, topology).total_ns <= 22_170_410
    off = solve(program, mesh, topology, time_limit=10, workers=1,
                tuning=Tuning(full_model_share=0.0, expert_seed_share=0.0))  # fmt: skip
    assert "expert_seeds" not in off.stats and "seed_plan" not in off.stats


def test_a_seed_of_value_shardings_is_priced_in_the_model_as_xla_runs_it():
    """Expert plans are value shardings alone. Matched by results only, the FSDP x TP plan's
    ops took the first candidate giving them and the model priced it 38,851,255 ns;
    with each op under the assignment XLA runs it (`xla_op_factor_axes`) the model's price of
    every standard plan is `cost.evaluate`'s."""
    from shardsat.cost.evaluate import xla_op_factor_axes
    from shardsat.cost.topology import load_topology
    from shardsat.solver.cpsat.plan import match_solution, objective_value
    from shardsat.solver.cpsat.problem import Pricer, build_problem
    from shardsat.solver.expert import expert_plans

    mesh = Mesh.of("mesh", x=2, y=2, z=2)
    program, topology = mlp_step(mesh), load_topology("cpu", mesh)
    problem = build_problem(program, mesh, Pricer(mesh, topology, "time"))
    plans = {p.name: p for p in expert_plans(program, mesh, topology)}
    assert len(plans) == 10
    for plan in plans.values():
        shardings = plan.solution.shardings
        axes = xla_op_factor_axes(program, shardings, mesh)
        assert objective_value(problem, match_solution(problem, shardings, axes)) == plan.cost_ns
    fsdp_tp = plans["fsdp×tp[fsdp→x,model→y+z]"]
    by_results = match_solution(problem, fsdp_tp.solution.shardings, {})
    assert (objective_value(problem, by_results), fsdp_tp.cost_ns) == (38_851_255, 22_273_268)


def test_a_race_to_the_stall_per_start_until_a_factor_round_fits(monkeypatch):
    """`descend_from` with three starts and 10 s: each start's axis rounds to their stall (no
    factor round: `factor_moves` 0), another start only while a factor round from the best
    end does not fit the time left, then that end's factor round first (`stalled`) with
    everything left; the cheapest plan seen wins, each descent's (start, end) recorded."""
    from shardsat.solver.cpsat import driver

    calls: list[tuple] = []
    ends_of = {((0,), 0): [3], ((1,), 0): [2], ((2,), 2): [1]}

    def fake_descent(
        shell, start, budget, opts, tuning, price, rounds, watch, stalled, seen, axes=None
    ):
        calls.append((tuple(start), round(budget), tuning.factor_moves, stalled))
        found = ends_of[(tuple(start), tuning.factor_moves)]
        return found, [("start", price(start)), ("x", price(found))]

    fits = {(3,): False, (2,): True}  # a factor round from [2] fits, from [3] not
    monkeypatch.setattr(driver, "axis_descent", fake_descent)
    monkeypatch.setattr(driver, "factor_round_fits", lambda shell, c, *_: fits[tuple(c)])
    opts = driver.SolveOptions("time", None, 10, 1, 0)
    ends: list = []
    best, log = driver.descend_from(
        SHELL, [[0], [1], [2]], 10.0, opts, replace(ONE_ORDER, race_min_share=0.0),
        lambda c: 10 * c[0] + 5, [], None, ends,
    )  # fmt: skip
    assert calls == [((0,), 10, 0, False), ((1,), 10, 0, False), ((2,), 10, 2, True)]
    assert best == [1]
    assert log == [("start", 5), ("x", 35), ("start", 15), ("x", 25), ("start", 25), ("x", 15)]
    assert ends == [(5, 35), (15, 25), (25, 15)]


def test_a_fitting_factor_round_waits_for_the_race_s_share_of_the_budget(monkeypatch):
    """Each descent takes 3 s of a 10 s budget and a factor round fits from every end: with
    `race_min_share` 0.5 the race runs a second start (3 s < 5 s), then gives way (6 s); with
    0 it gives way after the first. The best end's factor round follows (`stalled`)."""
    from shardsat.solver.cpsat import deadline, driver

    clock = [0.0]
    calls: list[tuple] = []

    def descent(shell, start, budget, opts, tuning, price, rounds, watch, stalled, seen, axes=None):
        calls.append((start[0], stalled))
        clock[0] += 3.0
        return start, [("start", price(start))]

    monkeypatch.setattr(deadline, "now", lambda: clock[0])
    monkeypatch.setattr(driver, "axis_descent", descent)
    monkeypatch.setattr(driver, "factor_round_fits", lambda *_: True)
    opts = driver.SolveOptions("time", None, 10, 1, 0)
    for share, raced in ((0.5, [0, 1]), (0.0, [0])):
        calls.clear()
        tuning = replace(ONE_ORDER, race_min_share=share)
        driver.descend_from(SHELL, [[0], [1], [2]], 10.0, opts, tuning, lambda c: c[0], [], None)
        assert calls == [(s, False) for s in raced] + [(0, True)]


def test_the_race_gives_way_to_a_full_width_factor_round_only(monkeypatch):
    """With `factor_moves_min` 1 a narrow factor round may follow the race, but the race asks
    whether a full-width one (`factor_moves` 2 factors per node) fits before each start."""
    from shardsat.solver.cpsat import driver

    asked: list[tuple] = []

    def descent(shell, start, budget, opts, tuning, price, rounds, watch, stalled, seen, axes=None):
        return start, [("start", price(start))]

    def fits(shell, choice, limit, tuning, deterministic):
        asked.append((tuning.factor_moves, tuning.factor_moves_min))
        return False

    monkeypatch.setattr(driver, "axis_descent", descent)
    monkeypatch.setattr(driver, "factor_round_fits", fits)
    opts = driver.SolveOptions("time", None, 10, 1, 0)
    tuning = replace(ONE_ORDER, factor_moves_min=1, race_min_share=0.0)
    driver.descend_from(SHELL, [[0], [1], [2]], 10.0, opts, tuning, lambda c: c[0], [], None)
    assert asked == [(2, 2), (2, 2)]  # before the second and third starts


def test_the_race_kicks_its_best_end_once_its_starts_are_done(monkeypatch):
    """Two starts end at 30 and 20; then `kicks` 3 starts near the best end ([20]'s kicks
    [21], [22]); [22]'s descent ends at 10, a better end, whose one kick left ([11]) runs
    too. With `kicks` 0, or in deterministic mode, only the two starts run."""
    from shardsat.solver.cpsat import driver

    ends_of = {0: 30, 1: 20, 21: 25, 22: 10, 11: 15}
    kicked = {20: [[21], [22]], 10: [[11], [12]]}

    def descent(shell, start, budget, opts, tuning, price, rounds, watch, stalled, seen, axes=None):
        calls.append(start[0])
        end = [ends_of.get(start[0], start[0])]
        return end, [("start", price(start)), ("x", price(end))]

    monkeypatch.setattr(driver, "axis_descent", descent)
    monkeypatch.setattr(driver, "factor_round_fits", lambda *_: False)
    monkeypatch.setattr(driver, "kick_starts", lambda shell, plan: kicked[plan[0]])
    for tuning, deterministic, expected in [
        (replace(ONE_ORDER, kicks=3), False, [0, 1, 21, 22, 11, 10]),
        (replace(ONE_ORDER, kicks=0), False, [0, 1, 20]),
        (replace(ONE_ORDER, kicks=3), True, [0, 1, 20]),
    ]:
        calls: list[int] = []
        opts = driver.SolveOptions("time", None, 10, 1, 0, deterministic=deterministic)
        best, _ = driver.descend_from(
            SHELL, [[0], [1]], 10.0, opts, tuning, lambda c: c[0], [], None
        )  # fmt: skip
        assert calls == expected  # the race, then the best end's own descent (`stalled`)
        assert best == ([10] if expected[-1] == 10 else [20])


def test_no_second_start_without_the_time_of_the_first(monkeypatch):
    """The first descent took 0.4 s of 0.5: the race's share of the budget (`race_share` 1.4,
    0.7 s) cannot hold another as long (0.8 s), so its end goes on to the factor round."""
    import time

    from shardsat.solver.cpsat import driver

    calls: list[tuple] = []

    def slow_descent(
        shell, start, budget, opts, tuning, price, rounds, watch, stalled, seen, axes=None
    ):
        calls.append((tuple(start), tuning.factor_moves, stalled))
        time.sleep(0.4 if start == [0] else 0.0)
        return [start[0] + 5], [("start", price(start)), ("x", price([start[0] + 5]))]

    monkeypatch.setattr(driver, "axis_descent", slow_descent)
    monkeypatch.setattr(driver, "factor_round_fits", lambda *_: False)
    opts = driver.SolveOptions("time", None, 10, 1, 0)
    best, _ = driver.descend_from(
        SHELL, [[0], [1]], 0.5, opts, ONE_ORDER, lambda c: c[0], [], None
    )  # fmt: skip
    assert calls == [((0,), 0, False), ((5,), 2, True)]
    assert best == [5]


def test_the_other_starts_are_greedy_then_the_seeds_cheapest_first():
    from shardsat.solver.cpsat.driver import other_starts

    ranked = [(10, [1], "a", 0), (20, [2], "b", 0), (30, [3], "c", 0)]
    seed = ranked[0][1]
    assert other_starts([9], ranked, seed) == [[9], [2], [3]]
    assert other_starts([9], ranked, None) == [[1], [2], [3]]  # greedy's plan is the first
    assert other_starts(None, ranked, seed) == [[2], [3]]


def test_a_descent_only_solve_descends_from_greedy_and_the_best_seed():
    """No seeds given on a 3-axis mesh, the descent alone, asked for two starts (no factor
    rounds): a descent from the cheapest standard plan, one from greedy's (dearer) plan, then
    the better end goes on;
    asked to, the pairwise bound runs beside them with 2 workers, and after them with 1. By
    default the race runs on although a factor round fits, its descents (each well under a
    second) being within the first quarter of the budget (`race_min_share`): the four starts
    first, the best end's factor round last; with `race_min_share` 0 the factor round ends the
    race after the first descent. The bound after them."""
    from shardsat.cost.topology import load_topology
    from shardsat.solver.cpsat.tuning import Tuning

    mesh = Mesh.of("mesh", x=2, y=2, z=2)
    program, topology = mlp_step(mesh), load_topology("cpu", mesh)
    for workers in (2, 1):
        tuning = Tuning(
            full_model_share=0.0,
            bound_beside_descent=True,
            descent_starts=2,
            factor_moves=0,
            axis_orders=1,
        )  # no factor round to fit: the race runs its second start (in one axis order)
        sol = solve(program, mesh, topology, time_limit=10, workers=workers, tuning=tuning)
        starts = sol.stats["descent_starts"]  # two racers, then the better one's end
        race = [start for start, _ in starts[:2]]
        assert race == [22_170_410, sol.stats["greedy_objective"]]
        assert starts[2][0] == min(end for _, end in starts[:2])
        assert sol.objective <= min(end for _, end in starts)
        assert sol.stats["pairwise_bound"]["beside_descent"] is (workers == 2)
        assert sol.bound <= sol.objective
    for share in (0.25, 0.0):
        tuning = Tuning(full_model_share=0.0, race_min_share=share)
        one = solve(program, mesh, topology, time_limit=10, workers=2, tuning=tuning)
        starts = [s for s, _ in one.stats["descent_starts"]]
        best_end = min(end for _, end in one.stats["descent_starts"])
        raced = [22_170_410, one.stats["greedy_objective"], 22_273_268, 22_480_984]
        assert starts[-1] == best_end  # the best end goes on (its factor round)
        assert starts[:-1][:4] == (raced if share else raced[:1])
        assert one.stats["pairwise_bound"]["beside_descent"] is False


def test_one_start_descends_for_the_whole_budget(monkeypatch):
    """`descend_from` with one start: a single descent, factor rounds included, the whole
    budget."""
    from shardsat.solver.cpsat import driver

    calls: list[tuple] = []

    def fake_descent(
        shell, start, budget, opts, tuning, price, rounds, watch, stalled, seen, axes=None
    ):
        calls.append((tuple(start), budget, tuning.factor_moves))
        return [4], [("start", price(start)), ("x", price([4]))]

    monkeypatch.setattr(driver, "axis_descent", fake_descent)
    opts = driver.SolveOptions("time", None, 10, 1, 0)
    ends: list = []
    best, _ = driver.descend_from(
        SHELL, [[0]], 10.0, opts, ONE_ORDER, lambda c: 10 * c[0] + 5, [], None, ends
    )  # fmt: skip
    assert (best, calls, ends) == ([4], [((0,), 10.0, 2)], [(5, 45)])


def test_the_race_runs_every_start_in_each_axis_order_in_latin_square_turns(monkeypatch):
    """`axis_orders` 2 on an x, y, z mesh: turn 0 runs start [0] in the largest-first order
    (x, y, z) and [1] in its reverse, turn 1 the other way round; the best end ([1] reversed,
    10) goes on in its own order. Deterministic mode: one order."""
    from shardsat.solver.cpsat import driver

    xyz, zyx = ("x", "y", "z"), ("z", "y", "x")
    ends_of = {(0, xyz): 30, (1, xyz): 20, (0, zyx): 25, (1, zyx): 10}

    def descent(shell, start, budget, opts, tuning, price, rounds, watch, stalled, seen, axes=None):
        order = tuple(axes)
        calls.append((start[0], order, stalled))
        end = [ends_of.get((start[0], order), start[0])]
        return end, [("start", price(start)), ("x", price(end))]

    monkeypatch.setattr(driver, "axis_descent", descent)
    monkeypatch.setattr(driver, "factor_round_fits", lambda *_: False)
    shell = SimpleNamespace(problem=SimpleNamespace(mesh=Mesh.of("m", x=4, y=2, z=2)))
    for deterministic, expected, best in [
        (False, [(0, xyz, False), (1, zyx, False), (0, zyx, False), (1, xyz, False),
                 (10, zyx, True)], [10]),
        (True, [(0, xyz, False), (1, xyz, False), (20, xyz, True)], [20]),
    ]:  # fmt: skip
        calls: list[tuple] = []
        opts = driver.SolveOptions("time", None, 10, 1, 0, deterministic=deterministic)
        found, _ = driver.descend_from(
            shell, [[0], [1]], 10.0, opts, Tuning(axis_orders=2), lambda c: c[0], [], None
        )  # fmt: skip
        assert (calls, found) == (expected, best)


def test_axis_orders_are_each_the_farthest_from_those_before():
    from shardsat.solver.cpsat.descent import axis_orders, order_distance

    assert axis_orders(["d", "f", "m"], 6) == [
        ["d", "f", "m"], ["m", "f", "d"], ["d", "m", "f"], ["f", "d", "m"], ["f", "m", "d"],
        ["m", "d", "f"],
    ]  # fmt: skip
    assert axis_orders(["a", "b", "c", "d"], 3) == [
        ["a", "b", "c", "d"], ["d", "c", "b", "a"], ["a", "d", "c", "b"],
    ]  # fmt: skip
    assert axis_orders(["a", "b"], 5) == [["a", "b"], ["b", "a"]]
    assert axis_orders(["a", "b", "c"], 1) == [["a", "b", "c"]]
    abc = ["a", "b", "c"]
    assert [order_distance(abc, abc), order_distance(abc, abc[::-1])] == [0, 3]
    many = [f"a{k}" for k in range(8)]  # past ORDERS_MAX_AXES: the reverse, then rotations
    assert axis_orders(many, 3) == [many, many[::-1], many[1:] + many[:1]]
