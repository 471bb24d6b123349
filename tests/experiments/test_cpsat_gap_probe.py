"""The gap probe's weighted CSP is the CP-SAT model's problem, price for price (brute-force
oracle on tiny programs; CP-SAT on a tied and merged MLP), and its elimination width."""

from __future__ import annotations

import pytest
from shardsat.cost.topology import load_topology
from shardsat.experiments import cpsat_gap_probe as probe
from shardsat.solver.cpsat.merge import tight_uses
from shardsat.solver.cpsat.presolve import presolve
from shardsat.solver.cpsat.problem import Pricer, build_problem
from shardsat.solver.cpsat.tying import tie_nodes

from tests.oracle import brute_force
from tests.solver.cpsat.test_cpsat import MESH_XY, mlp
from tests.solver.cpsat.test_cpsat_oracle import tiny_case

pytest.importorskip("pytoulbar2")
TOP = 10**12


@pytest.mark.parametrize("seed", [0, 1, 3, 4, 6, 7])
def test_wcsp_optimum_is_the_brute_force_optimum(seed: int) -> None:
    program, mesh, wishes = tiny_case(seed)
    topology = load_topology("cpu" if seed % 3 else "h100x8", mesh)
    best = brute_force(program, mesh, topology, "time", wishes)
    problem = build_problem(program, mesh, Pricer(mesh, topology, "time"))
    if best is None or len(problem.tiers) != 1:
        pytest.skip("infeasible or several priority tiers")
    wcsp = probe.to_wcsp(problem, list(range(len(problem.nodes))), [], TOP)
    out = probe.solve_toulbar2(wcsp, 10, TOP)
    assert out["plan"] == best
    assert out["dual_bound"] == best  # proven


def test_tied_merged_mlp_has_the_cpsat_optimum_and_a_known_width() -> None:
    """mlp(3) on 2x2 as `cpsat.solve` reduces it: 6 tied nodes (layer 3 = layer 2), tight uses
    as equalities; toulbar2's optimum equals CP-SAT's on the same encoding (1,131 ns); the
    interaction graph (13 nodes with a choice, 17 edges) eliminates with width 2."""
    from ortools.sat.python import cp_model
    from shardsat.solver.cpsat.encoding import encode

    mesh = MESH_XY
    problem = build_problem(mlp(3, mesh), mesh, Pricer(mesh, load_topology("h100x8", mesh), "time"))
    rep = tie_nodes(problem)
    tight = tight_uses(problem)
    reduced = presolve(problem, rep, None, tight).problem
    enc = encode(reduced, rep, tight)
    enc.model.Minimize(enc.expr(0))
    solver = cp_model.CpSolver()
    solver.parameters.num_workers = 1
    assert solver.Solve(enc.model) == cp_model.OPTIMAL
    wcsp = probe.to_wcsp(reduced, rep, tight, TOP)
    out = probe.solve_toulbar2(wcsp, 10, TOP)
    assert sum(1 for n, r in enumerate(rep) if r != n) == 6
    assert round(solver.ObjectiveValue()) == 1131
    assert out["plan"] == round(solver.ObjectiveValue()) and out["dual_bound"] == 1131
    assert probe.elimination_width(wcsp) == {
        "graph_nodes": 13, "graph_edges": 17, "width": 2, "largest_bag_log2": 11.2,
    }  # fmt: skip


def test_cluster_rows_keep_the_optimum() -> None:
    """Every short cycle's cluster row holds at every plan: with the rows of mlp(3)'s cycles
    the solver's model keeps its optimum (1,131 ns), and its LP-based bound proves it."""
    from ortools.sat.python import cp_model

    mesh = MESH_XY
    problem = build_problem(mlp(3, mesh), mesh, Pricer(mesh, load_topology("h100x8", mesh), "time"))
    rep = tie_nodes(problem)
    tight = tight_uses(problem)
    reduced = presolve(problem, rep, None, tight).problem
    wcsp = probe.to_wcsp(reduced, rep, tight, TOP)
    enc, use_terms = probe.encode_with_use_terms(reduced, rep, tight)
    rows = probe.cluster_rows(reduced, rep, tight, wcsp, enc, use_terms, 4)
    enc.model.Minimize(enc.expr(0))
    solver = cp_model.CpSolver()
    solver.parameters.num_workers = 1
    assert solver.Solve(enc.model) == cp_model.OPTIMAL
    assert rows == 5  # the cycles of up to 4 nodes through the residual adds
    assert round(solver.ObjectiveValue()) == 1131
