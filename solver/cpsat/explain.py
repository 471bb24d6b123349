"""Why a sharding problem is infeasible: the smallest set of user constraints that conflict.

Every user wish (a dim sharding of one value, one explicitly replicated axis, the memory budget)
becomes an assumption literal; a candidate breaking a wish is forbidden while its literal holds.
CP-SAT's `SufficientAssumptionsForInfeasibility` gives a conflicting subset; deletion then makes
it minimal (dropping any one line makes the rest satisfiable). Each line names the value, where
the user wrote the sharding, the dim (or axis) and the priority.
"""

from __future__ import annotations

from ortools.sat.python import cp_model
from shardsat.ir.program import Program
from shardsat.model.mesh import Mesh
from shardsat.solver.cpsat.deadline import Deadline
from shardsat.solver.cpsat.encoding import (
    Encoding,
    add_aliases,
    add_choice_vars,
    add_memory_budget,
)
from shardsat.solver.cpsat.options import SolveOptions, candidate_options
from shardsat.solver.cpsat.problem import Pricer, Problem, build_problem, candidate_violations
from shardsat.solver.solution import Solution, SolveStatus


def explain(
    program: Program, mesh: Mesh, topology, opts: SolveOptions, deadline: Deadline
) -> Solution:
    """INFEASIBLE with the smallest conflicting set of user constraints, one line each."""
    lines = conflicting_constraints(program, mesh, topology, opts)
    return Solution(
        SolveStatus.INFEASIBLE, {}, "cpsat", solve_seconds=deadline.elapsed(),
        conflicts=tuple(lines),
    )  # fmt: skip


def conflicting_constraints(
    program: Program, mesh: Mesh, topology, opts: SolveOptions
) -> list[str]:
    """One line per user constraint in a minimal conflicting set (see module docstring)."""
    pricer = _FreePricer(mesh, topology, opts.objective)
    problem = build_problem(
        program, mesh, pricer, candidate_options(opts), keep_infeasible=True,
        jax_expressible=opts.jax_expressible,
    )  # fmt: skip
    enc, labels, lits = assumption_model(problem, opts.memory_budget)
    literals = [lits[i] for i in labels]
    if _feasible(enc.model, literals, opts):
        return ["no user constraint explains it: the op rules alone leave no valid assignment"]
    core = _minimal_core(enc.model, literals, opts)
    return [labels[i] for i in labels if i in core]


class _FreePricer(Pricer):
    """Feasibility needs no prices: skip the reshard and op tables."""

    def reshard(self, src, dst, ttype) -> int:
        return 0

    def op(self, op, rule, factor_axes, program) -> int:
        return 0


def assumption_model(problem: Problem, memory_budget: int | None):
    """(encoding with choices only, {literal index: line}, {literal index: literal})."""
    model = cp_model.CpModel()
    enc = Encoding(problem, model, list(range(len(problem.nodes))))
    add_choice_vars(enc)
    labels: dict[int, str] = {}
    lits: dict[int, cp_model.IntVar] = {}
    by_constraint: dict[object, cp_model.IntVar] = {}
    for n, node in enumerate(problem.nodes):
        for c in range(len(node.candidates)):
            for uc in candidate_violations(problem, n, c):
                if uc not in by_constraint:
                    lit = model.NewBoolVar("assume")
                    by_constraint[uc] = lit
                    labels[lit.Index()] = uc.describe()
                    lits[lit.Index()] = lit
                model.AddImplication(by_constraint[uc], enc.x[n][c].Not())
    for alias in problem.aliases:
        lit = model.NewBoolVar("alias")
        labels[lit.Index()] = alias.describe()
        lits[lit.Index()] = lit
        add_aliases(enc, [alias], enforce=lit)
    if memory_budget is not None:
        lit = model.NewBoolVar("budget")
        labels[lit.Index()] = f"memory budget: {memory_budget} bytes per device"
        lits[lit.Index()] = lit
        add_memory_budget(enc, memory_budget, enforce=lit)
    ordered = dict(sorted(labels.items(), key=lambda kv: kv[1]))
    return enc, ordered, lits


def _solver(opts: SolveOptions) -> cp_model.CpSolver:
    solver = cp_model.CpSolver()
    solver.parameters.num_workers = 1
    solver.parameters.random_seed = opts.seed
    solver.parameters.max_time_in_seconds = max(1.0, opts.time_limit / 4)
    return solver


def _feasible(model: cp_model.CpModel, assumed: list, opts: SolveOptions) -> bool:
    model.ClearAssumptions()
    model.AddAssumptions(assumed)
    status = _solver(opts).Solve(model)
    return status in (cp_model.OPTIMAL, cp_model.FEASIBLE)


def _minimal_core(model: cp_model.CpModel, literals: list, opts: SolveOptions) -> set[int]:
    """Indices of a conflicting subset from CP-SAT, shrunk by deletion until minimal."""
    model.ClearAssumptions()
    model.AddAssumptions(literals)
    solver = _solver(opts)
    solver.Solve(model)
    indices = set(solver.SufficientAssumptionsForInfeasibility())
    core = [lit for lit in literals if lit.Index() in indices] or list(literals)
    for lit in list(core):
        trial = [x for x in core if x is not lit]
        if not _feasible(model, trial, opts):
            core = trial
    model.ClearAssumptions()
    return {lit.Index() for lit in core}
