"""CP-SAT solver parameters of every solve the driver runs, from the options and the tuning."""

from __future__ import annotations

from ortools.sat.python import cp_model
from shardsat.solver.cpsat.deadline import now
from shardsat.solver.cpsat.options import SolveOptions
from shardsat.solver.cpsat.tuning import Tuning
from shardsat.solver.solution import SolveStatus

STATUS = {
    cp_model.OPTIMAL: SolveStatus.OPTIMAL,
    cp_model.FEASIBLE: SolveStatus.FEASIBLE,
    cp_model.INFEASIBLE: SolveStatus.INFEASIBLE,
    cp_model.MODEL_INVALID: SolveStatus.UNKNOWN,
    cp_model.UNKNOWN: SolveStatus.UNKNOWN,
}

FOUND = (cp_model.OPTIMAL, cp_model.FEASIBLE)


def set_parameters(params, opts: SolveOptions, tuning: Tuning, time_limit: float) -> None:
    """Time limit, workers, seed; deterministic mode bounds CP-SAT's deterministic time instead
    of the wall clock (with a generous wall-clock safety net) and interleaves the workers, so a
    rerun on any machine load gives the same plan."""
    params.num_workers = max(1, opts.workers)
    params.random_seed = opts.seed
    params.linearization_level = tuning.linearization
    params.max_time_in_seconds = max(0.05, time_limit)
    if opts.deterministic:
        params.max_deterministic_time = max(0.05, time_limit)
        params.max_time_in_seconds = max(1.0, 20 * time_limit)
        if opts.workers > 1:
            params.interleave_search = True


def set_round_parameters(params, opts: SolveOptions, tuning: Tuning, time_limit: float) -> None:
    """`set_parameters` for a descent round, with its own probing level
    (`Tuning.round_probing`): probing took most of a factor round's time."""
    set_parameters(params, opts, tuning, time_limit)
    if tuning.round_probing is not None:
        params.cp_model_probing_level = tuning.round_probing


def configure(
    opts: SolveOptions, tuning: Tuning, time_limit: float, subsolver: str = ""
) -> cp_model.CpSolver:
    """A solver with `set_parameters`, plus `subsolver` as its full-problem worker if given."""
    solver = cp_model.CpSolver()
    set_parameters(solver.parameters, opts, tuning, time_limit)
    if subsolver:
        solver.parameters.subsolvers.append(subsolver)
    return solver


def trace_bound(solver: cp_model.CpSolver, report=None) -> list:
    """A list CP-SAT fills with (seconds since now, bound) on every bound improvement;
    `report(bound=...)` is told each one too."""
    trace: list = []
    began = now()

    def record(bound: float) -> None:
        trace.append((round(now() - began, 2), int(round(bound))))
        if report is not None:
            report(bound=int(round(bound)))

    solver.best_bound_callback = record
    return trace
