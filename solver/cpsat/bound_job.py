"""The pairwise bound in a child process for the whole of a descent-only solve.

On two cores the descent's one-worker axis rounds keep one core busy and leave the other idle,
while the bound ran only in the time the descent left it (a third of the solve) and was still
rising at the deadline on 64 devices. A thread beside the descent shares the GIL with the
rounds' Python encoding (it cost the bound 21% on gpt-350m 4x4x4); a process does not. The
child builds the same problem from the program (the build is deterministic), ties its layers
as the parent does, and sweeps `bound_pairwise.PairwiseBound` until its deadline, sending each
better bound as it comes. It runs at a lower priority (`NICE`): where the parent's rounds use
both cores (factor rounds, four-axis rounds) they go first. As `solver.seed_job`, a plain
`python -m` subprocess: forking a process that runs CP-SAT's and jaxlib's threads can deadlock.

Protocol (`solver.frames`): the child reads one pickle of (program, mesh, topology,
objective, candidate options, jax_expressible, tuning, seconds) on stdin, then writes frames
("bound", value, stats) for each better bound and ("end", value, stats) when its sweeps end
(stats: sweeps, cells priced, terms).
"""

from __future__ import annotations

import os
import pickle
import subprocess
import sys
import threading
from collections.abc import Callable
from typing import Any

from shardsat.solver.cpsat.deadline import Deadline, now
from shardsat.solver.frames import read_frame, write_frame

NICE = 10
"""The child's niceness: below the parent's search, which it must not slow where both cores
are the search's."""

COMMAND = [sys.executable, "-m", "shardsat.solver.cpsat.bound_job"]
"""How the child is started."""

WAIT_S = 0.1
"""How often `finish` looks whether the child has proven the plan or ended."""


class BoundJob:
    """A child process sweeping the pairwise bound for at most `seconds`; `bound` is the best
    it has sent, `finish` waits for more until a deadline, `stop` ends it (idempotent). A child
    that fails (e.g. cannot import shardsat) sends nothing: `failed` says so, and the parent
    then bounds in process. A context manager: leaving it stops the child."""

    def __init__(
        self, program, mesh, topology, objective: str, candidates, jax_expressible, tuning,
        seconds: float, elapsed: Callable[[], float] | None = None, report=None,
    ) -> None:  # fmt: skip
        """`elapsed()`: the parent's clock for the trace (default: seconds since the start);
        `report(bound=...)`: called with each better bound, from the reading thread."""
        self.started = now()
        self.elapsed = elapsed or (lambda: now() - self.started)
        self.report = report
        self._killed = False
        self.best = 0
        self.trace: list[tuple[float, int]] = []
        """(`elapsed()`, bound) for each better bound the child sent."""
        self.stats: dict[str, Any] | None = None
        self._proc = subprocess.Popen(
            COMMAND, stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL,
        )  # fmt: skip
        payload = pickle.dumps(
            (program, mesh, topology, objective, candidates, jax_expressible, tuning, seconds),
            protocol=pickle.HIGHEST_PROTOCOL,
        )
        # a pipe holds 64 KiB: writing the program waits for the child to start reading it
        self._writer = threading.Thread(target=self._send, args=(payload,), daemon=True)
        self._reader = threading.Thread(target=self._receive, daemon=True)
        self._writer.start()
        self._reader.start()

    def __enter__(self) -> BoundJob:
        return self

    def __exit__(self, *exc: object) -> None:
        self.stop()

    def _send(self, payload: bytes) -> None:
        try:
            self._proc.stdin.write(payload)
            self._proc.stdin.close()
        except (BrokenPipeError, OSError, ValueError):
            pass  # stopped before it read the program

    def _receive(self) -> None:
        try:
            while (frame := read_frame(self._proc.stdout)) is not None:
                _kind, value, stats = frame
                self.stats = stats
                if value > self.best:
                    self.best = value
                    self.trace.append((round(self.elapsed(), 2), value))
                    if self.report is not None:
                        self.report(bound=value)
        except Exception:  # noqa: BLE001 - a child killed mid-frame: the frames before it stand
            return

    @property
    def done(self) -> bool:
        """The child has ended (or was stopped) and every frame it wrote has been read."""
        return not self._reader.is_alive()

    @property
    def failed(self) -> bool:
        """The child ended by itself with an error; False while it runs or once stopped."""
        code = self._proc.poll()
        return code not in (None, 0) and not self._killed

    def finish(self, deadline: Deadline, plan: int | None = None) -> tuple[int, dict]:
        """Wait until `deadline`, the child's end, or a bound at `plan`'s price (the plan is
        then proven); stop the child; (its best bound, what it did)."""
        while not deadline.expired() and not self.done:
            if plan is not None and self.best >= plan:
                break
            self._reader.join(timeout=min(WAIT_S, max(0.0, deadline.left())))
        self.stop()
        stats = dict(self.stats or {})
        stats.update(trace=self.trace, in_child=True, failed=self.failed)
        stats.setdefault("sweeps", 0)  # a child stopped before its first frame
        stats.setdefault("cells_priced", 0)
        stats.setdefault("plateaued", False)
        return self.best, stats

    def stop(self) -> None:
        if self._proc.poll() is None:
            self._killed = True
            self._proc.kill()
        self._proc.wait()
        self._reader.join(timeout=1.0)


def _main() -> None:
    from shardsat.solver.cpsat.bound_pairwise import PairwiseBound
    from shardsat.solver.cpsat.heap import collector_paused
    from shardsat.solver.cpsat.problem import OutOfTime, Pricer, build_problem
    from shardsat.solver.cpsat.tying import tie_nodes

    program, mesh, topology, objective, candidates, expressible, tuning, seconds = pickle.load(
        sys.stdin.buffer
    )
    os.nice(NICE)
    out = sys.stdout.buffer
    deadline = Deadline.after(seconds)
    try:
        with collector_paused():  # as the parent's build: millions of long-lived objects
            problem = build_problem(
                program, mesh, Pricer(mesh, topology, objective, deadline), candidates,
                jax_expressible=expressible,
            )  # fmt: skip
    except OutOfTime:
        return
    rep = tie_nodes(problem) if tuning.tie_layers else None
    state = PairwiseBound(problem, rep, tuning.shared_reads, None, tuning.planner_floors)

    def stats() -> dict[str, Any]:
        return {"sweeps": state.sweeps, "cells_priced": state.cells_priced,
                "edges": len(state.edges), "shared_reads": len(state.shared)}  # fmt: skip

    def report(bound: int | None = None, best: int | None = None) -> None:
        if bound is not None:
            write_frame(out, ("bound", bound, stats()))

    report(bound=state.bound())
    final = state.run(deadline, report)
    write_frame(out, ("end", final, stats()))


if __name__ == "__main__":
    _main()
