"""Smoke run of the CP-SAT benchmark script (`--tiny`: gpt-tiny training steps, L = 1, 2)."""

from __future__ import annotations

import json

import pytest
from shardsat.experiments.bench_cpsat import exponent, main


def test_exponent_is_the_log_log_slope() -> None:
    rows = [{"layers": 2, "total_s": 4.0}, {"layers": 8, "total_s": 16.0}]
    assert exponent(rows) == pytest.approx(1.0)


@pytest.mark.slow
def test_bench_tiny_runs_and_matches_the_cost_model(tmp_path) -> None:
    out = tmp_path / "rows.json"
    assert main(["--tiny", "--out", str(out)]) == 0
    rows = json.loads(out.read_text())["rows"]
    assert [r["layers"] for r in rows] == [1, 2]
    assert all(r["objective_equals_evaluate"] for r in rows)
    assert all(r["objective_ms"] <= r["greedy_ms"] for r in rows)


def test_options_are_parsed_as_solve_keywords() -> None:
    from shardsat.experiments.bench_cpsat import parse_options

    assert parse_options(["descent=0.6", "presolve=false", "shared_pairs=0", "bound_worker="]) == {
        "descent": 0.6,
        "presolve": False,
        "shared_pairs": 0,
        "bound_worker": "",
    }
    with pytest.raises(SystemExit, match="expected KEY=VALUE"):
        parse_options(["descent"])


def test_cpsat_parameters_by_name_and_thinned_traces() -> None:
    from ortools.sat.python import cp_model
    from shardsat.experiments.bench_cpsat import set_cpsat_params, thin_trace

    solver = cp_model.CpSolver()
    set_cpsat_params(solver.parameters, {"subsolvers": "max_lp+lb_tree_search", "cut_level": 0})
    assert list(solver.parameters.subsolvers) == ["max_lp", "lb_tree_search"]
    assert solver.parameters.cut_level == 0
    trace = [(float(i), float(i)) for i in range(30)]
    assert thin_trace(trace, 4) == [(0.0, 0.0), (7.0, 7.0), (15.0, 15.0), (29.0, 29.0)]
    assert thin_trace(trace[:3], 4) == trace[:3]


def test_block_bounds_sum_to_at_most_the_tied_optimum() -> None:
    """The layer / rest decomposition bound of issue 6 is a valid bound: each block solved to
    optimality, the sum is at most the optimum of the whole (tied, merged) model."""
    from ortools.sat.python import cp_model
    from shardsat.cost.topology import load_topology
    from shardsat.experiments.bench_cpsat import block_problem
    from shardsat.solver.cpsat.driver import solve
    from shardsat.solver.cpsat.encoding import encode
    from shardsat.solver.cpsat.merge import tight_uses
    from shardsat.solver.cpsat.problem import Pricer, build_problem
    from shardsat.solver.cpsat.tuning import Tuning
    from shardsat.solver.cpsat.tying import tie_nodes

    from tests.solver.cpsat.test_cpsat import MESH_XY, mlp

    program, topology = mlp(3, MESH_XY), load_topology("h100x8", MESH_XY)
    problem = build_problem(program, MESH_XY, Pricer(MESH_XY, topology, "time"))
    rep, tight = tie_nodes(problem), tight_uses(problem)
    block = ["layer" if rep.count(rep[n]) > 1 else "rest" for n in range(len(rep))]
    optima = {}
    for name in ("rest", "layer"):
        sub, sub_tight = block_problem(problem, tight, block, name)
        enc = encode(sub, rep, sub_tight)
        enc.model.Minimize(enc.expr(0))
        solver = cp_model.CpSolver()
        solver.parameters.num_workers = 1
        assert solver.Solve(enc.model) == cp_model.OPTIMAL
        optima[name] = int(solver.ObjectiveValue())
    whole = solve(
        program, MESH_XY, topology, workers=1, time_limit=30, tuning=Tuning(presolve=False)
    )
    assert whole.status.value == "OPTIMAL"
    assert optima == {"rest": 343, "layer": 754} and whole.objective == 1131  # ns
    assert optima["rest"] + optima["layer"] <= whole.objective


def test_window_rounds_move_only_their_neighbourhood() -> None:
    """Neighbourhoods cover every node with a choice; a window round changes only its nodes;
    one window over the whole MLP is the full model, so it reaches the proven optimum."""
    from shardsat.cost.topology import load_topology
    from shardsat.experiments.bench_cpsat import neighbourhoods, window_candidates
    from shardsat.solver.cpsat.descent import solve_round
    from shardsat.solver.cpsat.driver import solve
    from shardsat.solver.cpsat.encoding import encode
    from shardsat.solver.cpsat.options import SolveOptions
    from shardsat.solver.cpsat.plan import objective_value
    from shardsat.solver.cpsat.problem import Pricer, build_problem
    from shardsat.solver.cpsat.tuning import Tuning
    from shardsat.solver.solution import SolveStatus

    from tests.solver.cpsat.test_cpsat import MESH_XY, mlp

    program = mlp(2, MESH_XY)
    topology = load_topology("cpu", MESH_XY)
    problem = build_problem(program, MESH_XY, Pricer(MESH_XY, topology, "time"))
    enc = encode(problem)
    price = lambda c: objective_value(problem, c)  # noqa: E731
    choosing = {n for n, node in enumerate(problem.nodes) if len(node.candidates) > 1}
    hoods = neighbourhoods(enc, 3)
    assert set().union(*hoods) == choosing and max(map(len, hoods)) == 3
    start = [0] * len(problem.nodes)
    opts, tuning = SolveOptions(workers=1), Tuning()
    kept = window_candidates(enc, start, hoods[0])
    moved = solve_round(enc, start, "", 10, opts, tuning, None, kept)
    assert {n for n, c in enumerate(moved) if c != 0} <= hoods[0]
    assert price(moved) < price(start)
    everything = window_candidates(enc, start, set(range(len(problem.nodes))))
    best = solve_round(enc, start, "", 20, opts, tuning, None, everything)
    optimum = solve(program, MESH_XY, topology, workers=1,
                    tuning=Tuning(tie_layers=False, merge=False))  # fmt: skip
    assert optimum.status is SolveStatus.OPTIMAL
    assert price(best) == optimum.objective
