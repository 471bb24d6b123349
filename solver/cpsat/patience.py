"""Stopping a descent round once its plans stop improving.

A round's CP-SAT search finds its plans early and then proves nothing: traced on gpt-350m-train
8x8x8 h100x512, the three axis rounds found their last plan 0.7-1.6 s into solves of 11-19 s,
and on gpt-6.7b-train 4x4x4 3.8-4.9 s into 9-19 s (docs/cpsat.md, "Rounds that stop when they
stall"). The time after the last plan is better spent on the next round. CP-SAT has no such
limit, so a thread stops the search.
"""

from __future__ import annotations

import threading

from ortools.sat.python import cp_model
from shardsat.solver.cpsat.bound import Watch, run_watched
from shardsat.solver.cpsat.deadline import now


class Patience(cp_model.CpSolverSolutionCallback):
    """Stops `solver` once no better plan came for max(`floor`, `ratio` x the time to the last
    better one), counted from the solve's start (so presolve counts as waiting). Records when
    the last better plan came and whether it stopped the search; `ratio` None only records
    (a factor round's timing says when its last plan came)."""

    POLL_S = 0.05

    def __init__(self, solver: cp_model.CpSolver, ratio: float | None, floor: float) -> None:
        super().__init__()
        self.solver, self.ratio, self.floor = solver, ratio, floor
        self.started = 0.0  # set when the solve starts (`run`)
        self.last_s: float | None = None
        self.best: float | None = None
        self.stopped = False
        self.done = threading.Event()
        self.thread = threading.Thread(target=self._watch, daemon=True)

    def on_solution_callback(self) -> None:
        value = self.ObjectiveValue()
        if self.best is None or value < self.best:
            self.best, self.last_s = value, now() - self.started

    def waited_too_long(self, elapsed: float) -> bool:
        """True once `elapsed` s into the solve is past the patience after the last plan (no
        stop before a first plan: a round that has found none has nothing to keep)."""
        last = self.last_s
        if last is None or self.ratio is None:
            return False
        return elapsed - last > max(self.floor, self.ratio * last)

    def _watch(self) -> None:
        while not self.done.wait(self.POLL_S):
            if self.waited_too_long(now() - self.started):
                self.stopped = True
                self.solver.StopSearch()
                return

    def run(self, model: cp_model.CpModel, watch: Watch | None) -> int:
        """`run_watched` with this callback and the watching thread alive."""
        self.started = now()
        if self.ratio is None:
            return run_watched(self.solver, model, watch, self)
        self.thread.start()
        try:
            return run_watched(self.solver, model, watch, self)
        finally:
            self.done.set()
            self.thread.join()
