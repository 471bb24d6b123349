"""The pairwise bound in a child process, from the wait for the standard plans to the deadline.

On two cores the descent's one-worker axis rounds keep one core busy and leave the other idle
(64 s of a 120 s solve on 64 devices), while the bound swept only during the wait for the
standard plans and after the descent, and was still rising at the deadline. A thread beside
the descent shares the GIL with the rounds' Python encoding (it cost the bound 21% on
gpt-350m 4x4x4); a process does not. The child builds the same problem from the program (the
build is deterministic), ties its layers as the parent does, and sweeps
`bound_pairwise.PairwiseBound` meanwhile, at a lower priority (`NICE`: where the parent's
rounds use both cores, as factor rounds do, they go first). When the parent's descent is over
(`help`) the child goes on with a pricing child of its own (`pricing_job`), as the bound after
the descent does in process. A `solver.child_job.ChildJob`, as the seed and pricing children.

Protocol: the child reads one pickle of (program, mesh, topology, objective, candidate
options, jax_expressible, tuning, seconds) on stdin, then waits for one frame (`solver.frames`,
any object: the descent is over) or the end of stdin; it writes frames ("bound", value, stats)
for each better bound and ("end", value, stats) when its sweeps end (stats: sweeps, cells
priced, terms).
"""

from __future__ import annotations

import os
import pickle
import sys
import threading
from collections.abc import Callable
from contextlib import nullcontext
from typing import Any

from shardsat.solver.child_job import ChildJob
from shardsat.solver.cpsat.bound_pairwise import start_pricing_job
from shardsat.solver.cpsat.deadline import Deadline
from shardsat.solver.frames import read_frame, write_frame

NICE = 10
"""The child's niceness: below the parent's search, which it must not slow where both cores
are the search's."""

WAIT_S = 0.1
"""How often `finish` looks whether the child has proven the plan, plateaued or ended."""


class BoundJob(ChildJob):
    """A child process sweeping the pairwise bound for at most `seconds`; `best` is the best
    bound it has sent, `help` tells it the parent's search is over, `finish` waits for more,
    `stop` ends it. A child that fails (e.g. cannot import shardsat) sends nothing: `failed`
    says so, and the parent then bounds in process."""

    def __init__(
        self, program, mesh, topology, objective: str, candidates, jax_expressible, tuning,
        seconds: float, clock: Callable[[], float] | None = None, report=None,
    ) -> None:  # fmt: skip
        """`clock()`: the parent's clock for the trace (default: seconds since the start);
        `report(bound=...)`: called with each better bound, from the reading thread."""
        self.clock = clock or self.elapsed
        self.report = report
        self.best = 0
        self.trace: list[tuple[float, int]] = []
        """(`clock()`, bound) for each better bound the child sent."""
        self.stats: dict[str, Any] | None = None
        self._helped = threading.Event()
        self._rise: float | None = None
        self.plateaued = False
        """The child's bound plateaued after `help` (`help`'s `rise`; it goes on)."""
        self._payload = pickle.dumps(
            (program, mesh, topology, objective, candidates, jax_expressible, tuning, seconds),
            protocol=pickle.HIGHEST_PROTOCOL,
        )
        super().__init__("shardsat.solver.cpsat.bound_job")

    def _send(self) -> None:
        try:
            self._proc.stdin.write(self._payload)
            self._proc.stdin.flush()
            self._helped.wait()
            write_frame(self._proc.stdin, ("help", self._rise))
            self._proc.stdin.close()
        except (BrokenPipeError, OSError, ValueError):
            pass  # stopped before it read the program or the signal

    def help(self, rise: float | None = None) -> None:
        """The parent's search is over: the child prices with a helper process from now, and
        (`rise`) says once its bound rises less than that over its last window
        (`bound_pairwise.plateaued`, counted from now), then goes on."""
        self._rise = rise
        self._helped.set()

    def _receive(self) -> None:
        try:
            while (frame := read_frame(self._proc.stdout)) is not None:
                kind, value, stats = frame
                self.stats = stats
                self.plateaued = self.plateaued or kind == "plateaued"
                if value > self.best:
                    self.best = value
                    self.trace.append((round(self.clock(), 2), value))
                    if self.report is not None:
                        self.report(bound=value)
        except Exception:  # noqa: BLE001 - a child killed mid-frame: the frames before it stand
            return

    def finish(self, deadline: Deadline, plan: int | None = None) -> tuple[int, dict]:
        """Wait until `deadline`, the child's end, a bound at `plan`'s price (the plan is then
        proven) or the child's plateau (`help`'s `rise`); (its best bound, what it did). The
        child is not stopped: `stop` does. The plateau is reported once and stays: a second
        call after a resumed descent returns at once with the bound so far (the child's later
        rises were under the plateau's rise, and the time left is the user's)."""
        while not deadline.expired() and not self.done and not self.plateaued:
            if plan is not None and self.best >= plan:
                break
            self._reader.join(timeout=min(WAIT_S, max(0.0, deadline.left())))
        stats = dict(self.stats or {})
        stats.update(trace=list(self.trace), in_child=True, failed=self.failed)
        stats.setdefault("sweeps", 0)  # a child stopped before its first frame
        stats.setdefault("cells_priced", 0)
        stats["plateaued"] = self.plateaued
        return self.best, stats


def _main() -> None:
    from shardsat.solver.cpsat.bound_pairwise import PairwiseBound
    from shardsat.solver.cpsat.heap import collector_paused
    from shardsat.solver.cpsat.problem import OutOfTime, Pricer, build_problem
    from shardsat.solver.cpsat.tying import tie_nodes

    inp, out = sys.stdin.buffer, sys.stdout.buffer
    program, mesh, topology, objective, candidates, expressible, tuning, seconds = pickle.load(inp)
    os.nice(NICE)
    deadline = Deadline.after(seconds)
    helped = threading.Event()  # the parent's search is over (or the parent is gone)
    asked: dict[str, float | None] = {"rise": None}

    def listen() -> None:
        try:
            message = read_frame(inp)
            asked["rise"] = message[1] if message else None
        finally:
            helped.set()

    threading.Thread(target=listen, daemon=True).start()
    try:
        with collector_paused():  # as the parent's build: millions of long-lived objects
            problem = build_problem(
                program, mesh, Pricer(mesh, topology, objective, deadline), candidates,
                jax_expressible=expressible,
            )  # fmt: skip
    except OutOfTime:
        return
    rep = tie_nodes(problem) if tuning.tie_layers else None
    state = PairwiseBound(
        problem, rep, tuning.shared_reads, None, tuning.planner_floors, tuning.bound_sequential
    )

    def stats() -> dict[str, Any]:
        return {"sweeps": state.sweeps, "cells_priced": state.cells_priced,
                "edges": len(state.edges), "shared_reads": len(state.shared),
                "helped": helped.is_set()}  # fmt: skip

    def report(bound: int | None = None, best: int | None = None) -> None:
        if bound is not None:
            write_frame(out, ("bound", bound, stats()))

    def plateau_reached(value: int) -> None:
        write_frame(out, ("plateaued", value, stats()))

    report(bound=state.bound())
    final = sweep(state, deadline, report, helped, tuning.pricing_child, asked, plateau_reached)
    write_frame(out, ("end", final, stats()))


def sweep(
    state, deadline: Deadline, report, helped: threading.Event, pricing: bool,
    asked: dict | None = None, plateau_reached=None,
) -> int:  # fmt: skip
    """`state.run` until `helped` is set (the parent's search is over: the core it searched
    on is free), then on with a pricing child (`pricing`) for the rest; the best bound. With
    a `rise` in `asked` (set with `helped`), `plateau_reached(bound)` is called once the bound
    rose less than that over its last window (as `pairwise_bound`'s `plateau`), and the
    sweeps go on."""
    final = state.run(deadline, report, stop=helped.is_set)
    if helped.is_set() and not deadline.expired():
        rise = (asked or {}).get("rise")
        with start_pricing_job(state.problem) if pricing else nullcontext() as job:
            state.resume(job)
            final = max(final, state.run(deadline, report, plateau=rise))
            if state.plateaued:
                if plateau_reached is not None:
                    plateau_reached(final)
                final = max(final, state.run(deadline, report))
    return final


if __name__ == "__main__":
    _main()
    sys.stdout.flush()
    # the listening thread may still be blocked reading stdin, whose lock an orderly shutdown
    # would wait for (a fatal error at exit): nothing is left to clean up
    os._exit(0)
