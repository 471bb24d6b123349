"""The bound thread: CP-SAT's bound worker alone on a clone of the full model for the whole solve.

Started before the descent, it has the whole time limit to load the full LP and prove a lower
bound, where the final solve's own LP worker only gets the end (docs/cpsat.md#the-bound-thread).
Its bound is valid for the main model (same variables and constraints), and a plan it finds is
a plan of the model too. CP-SAT releases the GIL while solving.
"""

from __future__ import annotations

import threading
from dataclasses import replace

from ortools.sat.python import cp_model
from shardsat.solver.cpsat.deadline import Deadline
from shardsat.solver.cpsat.encoding import Encoding
from shardsat.solver.cpsat.options import SolveOptions
from shardsat.solver.cpsat.params import FOUND, configure, trace_bound
from shardsat.solver.cpsat.plan import TierResult, read_choice
from shardsat.solver.cpsat.tuning import Tuning
from shardsat.solver.solution import SolveStatus


class Watch:
    """A proof arriving from another thread: the bound thread's lower bound, the best plan
    value the search knows, and the CP-SAT solve running now. Once the bound reaches the plan,
    the plan is optimal: the running solve is stopped and no round or final solve follows."""

    def __init__(self) -> None:
        self.bound: int | None = None
        self.best: int | None = None
        self.solver: cp_model.CpSolver | None = None
        self.lock = threading.Lock()

    def proven(self) -> bool:
        return self.bound is not None and self.best is not None and self.bound >= self.best

    def on_bound(self, bound: int) -> None:
        """A new bound (called from the bound thread)."""
        with self.lock:
            self.bound = bound if self.bound is None else max(self.bound, bound)
            self._stop_if_proven()

    def set_best(self, value: int) -> None:
        with self.lock:
            self.best = value if self.best is None else min(self.best, value)
            self._stop_if_proven()

    def run(
        self,
        solver: cp_model.CpSolver,
        model: cp_model.CpModel,
        callback: cp_model.CpSolverSolutionCallback | None = None,
    ) -> int:
        """`solver.Solve(model, callback)`, stopped as soon as the plan is proven optimal."""
        with self.lock:
            self.solver = solver
        try:
            return solver.Solve(model, callback)
        finally:
            with self.lock:
                self.solver = None

    def _stop_if_proven(self) -> None:
        if self.solver is not None and self.proven():
            self.solver.StopSearch()


def run_watched(
    solver: cp_model.CpSolver,
    model: cp_model.CpModel,
    watch: Watch | None,
    callback: cp_model.CpSolverSolutionCallback | None = None,
) -> int:
    """`solver.Solve(model, callback)`, stopped early by `watch` when it proves the plan."""
    return solver.Solve(model, callback) if watch is None else watch.run(solver, model, callback)


def uses_bound_thread(enc: Encoding, opts: SolveOptions, tuning: Tuning) -> bool:
    """A bound thread runs beside the search: asked for, 2+ workers, one tier, wall clock."""
    return bool(tuning.bound_thread) and opts.spare_core and len(enc.problem.tiers) == 1


class BoundHelper:
    """`tuning.bound_thread` (`lb_tree_search` or `max_lp`, one thread) until the deadline."""

    def __init__(self, model: cp_model.CpModel, solver: cp_model.CpSolver, report=None) -> None:
        self.model, self.solver, self.code = model, solver, cp_model.UNKNOWN
        self.trace = trace_bound(solver, report)
        self.thread = threading.Thread(target=self._run, daemon=True)

    def _run(self) -> None:
        self.code = self.solver.Solve(self.model)

    @classmethod
    def start(
        cls,
        enc: Encoding,
        opts: SolveOptions,
        tuning: Tuning,
        deadline: Deadline,
        watch: Watch | None = None,
    ) -> BoundHelper:
        enc.model.ClearObjective()
        enc.model.Minimize(enc.expr(enc.problem.tiers[0]))
        solver = configure(replace(opts, workers=1), tuning, deadline.left(), tuning.bound_thread)
        helper = cls(enc.model.Clone(), solver, enc.report)
        if watch is not None:  # every bound also goes to the search it may end
            record = solver.best_bound_callback
            solver.best_bound_callback = lambda b: (record(b), watch.on_bound(int(round(b))))
        helper.thread.start()
        return helper

    def finish(self) -> None:
        """Stop the search and wait for it; CP-SAT ignores a stop asked before its solve
        began, so ask again until the thread is done."""
        while self.thread.is_alive():
            self.solver.StopSearch()
            self.thread.join(0.05)

    def merge_into(self, enc: Encoding, result: TierResult) -> None:
        """The higher bound; the helper's plan if cheaper; OPTIMAL when they meet."""
        result.final_log.append({"bound_thread": self.trace})
        if self.code not in (*FOUND, cp_model.UNKNOWN):
            return
        bound = int(round(self.solver.BestObjectiveBound()))
        if self.code != cp_model.UNKNOWN:
            value = int(round(self.solver.ObjectiveValue()))
            if result.choice is None or value < result.tier_values[0]:
                result.choice = read_choice(enc, self.solver)
                result.tier_values = [value]
        result.tier_bounds = [max([bound, *result.tier_bounds[:1]])]
        if result.choice is None:
            return
        result.status = SolveStatus.FEASIBLE
        if result.tier_bounds[0] >= result.tier_values[0]:
            result.status = SolveStatus.OPTIMAL
            result.tier_bounds = list(result.tier_values)
