"""Reduced-cost fixing (`cpsat_fixing`): the LP read from the proto, and fixings that never
remove a plan cheaper than the known one (hand-made model and brute-force oracle cases)."""

from __future__ import annotations

import numpy as np
import pytest
from ortools.sat.python import cp_model
from shardsat.cost.topology import load_topology
from shardsat.experiments import cpsat_fixing as fx
from shardsat.solver.cpsat.encoding import encode
from shardsat.solver.cpsat.problem import Pricer, build_problem
from shardsat.solver.cpsat.tuning import Tuning

from tests.oracle import brute_force
from tests.solver.cpsat.test_cpsat_oracle import tiny_case


def _toy() -> cp_model.CpModel:
    """min 3 x0 + 2 x1 + 5 x2 + 1, one of x0..x2, b = x0 + x1, x2 => not b, x0 or not x1 or b."""
    m = cp_model.CpModel()
    x = [m.NewBoolVar(f"x{i}") for i in range(3)]
    m.AddExactlyOne(x)
    b = m.NewBoolVar("b")
    m.Add(x[0] + x[1] == b)
    m.AddImplication(x[2], b.Not())
    m.AddBoolOr([x[0], x[1].Not(), b])
    m.Minimize(3 * x[0] + 2 * x[1] + 5 * x[2] + 1)
    return m


def test_relaxation_reads_every_row_of_the_proto() -> None:
    rel = fx.relaxation(_toy().Proto())
    assert rel.matrix.toarray().tolist() == [
        [1, 1, 1, 0],  # exactly one
        [1, 1, 0, -1],  # x0 + x1 - b == 0
        [0, 0, -1, -1],  # x2 => not b:  (not b) + (not x2) >= 1
        [1, -1, 0, 1],  # x0 + (1 - x1) + b >= 1
    ]
    assert rel.row_low.tolist() == [1, 0, -1, 0]
    assert rel.row_high.tolist() == [1, 0, np.inf, np.inf]
    assert rel.objective.tolist() == [3, 2, 5, 0] and rel.offset == 1
    assert rel.var_low.tolist() == [0] * 4 and rel.var_high.tolist() == [1] * 4
    assert rel.dropped == 0


def test_lp_bound_and_fixings_of_the_toy() -> None:
    """LP optimum 3 (x1 = 1). GLOP's duals: 3 on the exactly-one row, reduced costs 0, -1, 2
    for x0..x2. With a plan of cost 4 known: a plan with x2 costs >= 3 + 2, one without x1
    >= 3 + 1, so x2 is fixed at 0 and x1 at 1; with 6 known nothing is (x2's plan costs 6)."""
    rel = fx.relaxation(_toy().Proto())
    lp = fx.solve_relaxation(rel)
    assert lp.status == "OPTIMAL" and lp.value == pytest.approx(3.0)
    fixing = fx.fixings(rel, lp.duals, 4)
    assert fixing.bound == pytest.approx(3.0)
    assert fixing.zero.tolist() == [2] and fixing.one.tolist() == [1]
    loose = fx.fixings(rel, lp.duals, 6)
    assert loose.zero.tolist() == [] and loose.one.tolist() == []
    model = _toy()
    fx.apply_fixing(model, fixing)
    solver = cp_model.CpSolver()
    assert solver.Solve(model) == cp_model.OPTIMAL and solver.ObjectiveValue() == 3


def test_lagrangian_bound_is_valid_for_any_multipliers() -> None:
    """L(y) is a lower bound whatever y (zero: the sum of the objective's negative parts)."""
    rel = fx.relaxation(_toy().Proto())
    assert fx.lagrangian(rel, np.zeros(4))[0] == 1.0
    for y in ([2.0, 0, 0, 0], [5.0, -1.0, 3.0, 0.5], [-7.0, 2.0, -1.0, 4.0]):
        assert fx.lagrangian(rel, np.array(y))[0] <= 3.0 + 1e-9


@pytest.mark.parametrize("seed", range(12))
def test_fixing_never_removes_the_brute_force_optimum(seed: int) -> None:
    """Fixed at upper = optimum + 1 (the optimum is cheaper), CP-SAT on the fixed model still
    reaches the brute-force optimum; fixed at upper = optimum, the fixed model's bound (or its
    infeasibility) still proves nothing below the optimum."""
    program, mesh, wishes = tiny_case(seed)
    topology = load_topology("cpu" if seed % 3 else "h100x8", mesh)
    objective = "comm" if seed % 3 == 2 else "time"
    best = brute_force(program, mesh, topology, objective, wishes)
    problem = build_problem(program, mesh, Pricer(mesh, topology, objective))
    if best is None or len(problem.tiers) != 1:
        pytest.skip("infeasible or several priority tiers")
    for upper in (best + 1, best):
        enc = encode(problem, tuning=Tuning(marginal_limit=400, shared_pairs=0))
        enc.model.Minimize(enc.expr(problem.tiers[0]))
        rel = fx.relaxation(enc.model.Proto())
        fixing = fx.fixings(rel, fx.solve_relaxation(rel).duals, upper)
        assert fixing.bound <= best + 1e-6
        fx.apply_fixing(enc.model, fixing)
        solver = cp_model.CpSolver()
        solver.parameters.num_workers = 1
        code = solver.Solve(enc.model)
        if upper > best:
            assert code == cp_model.OPTIMAL and round(solver.ObjectiveValue()) == best
        elif code == cp_model.INFEASIBLE:
            assert fx.fixed_bound(float("inf"), upper) == best
        else:
            assert fx.fixed_bound(solver.BestObjectiveBound(), upper) == best


def test_exact_fixings_on_one_oracle_case() -> None:
    """Seed 0 (time, h100x8): 39 rows, 189 variables; with the optimum + 1 known the LP
    (tight on this tree-like case) rules out 130 literals at 0, none at 1."""
    program, mesh, wishes = tiny_case(0)
    topology = load_topology("h100x8", mesh)
    best = brute_force(program, mesh, topology, "time", wishes)
    problem = build_problem(program, mesh, Pricer(mesh, topology, "time"))
    enc = encode(problem, tuning=Tuning(marginal_limit=400, shared_pairs=0))
    enc.model.Minimize(enc.expr(0))
    rel = fx.relaxation(enc.model.Proto())
    fixing = fx.fixings(rel, fx.solve_relaxation(rel).duals, best + 1)
    assert (rel.matrix.shape, len(fixing.zero), len(fixing.one)) == ((39, 189), 130, 0)
