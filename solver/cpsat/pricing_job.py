"""Reshard plans priced in a child process beside the pairwise bound.

The bound (`bound_pairwise`) is one Python thread that spends about half its time planning the
reshards its minima land on; after the descent the second core of a two-core machine is idle.
A child process plans the reshards sent to it and sends back their prices, which the parent
stores in its `Pricer` (a cell is then a cache hit for the bound and anything after it); a
`solver.child_job.ChildJob`.

Protocol (`solver.frames`): the child reads a frame of (mesh, topology, objective), then frames
of lists of (ticket, source, target, tensor type); for each it writes frames of (ticket, price)
pairs, at least every `ANSWER_EVERY` plans so that answers flow while it works.
"""

from __future__ import annotations

import queue
import sys
from collections import deque
from collections.abc import Hashable, Sequence
from typing import Any

from shardsat.solver.child_job import ChildJob
from shardsat.solver.frames import read_frame, write_frame

ANSWER_EVERY = 32
"""Plans the child prices before it sends what it has (each frame costs a pipe write)."""


class PricingJob(ChildJob):
    """A child process pricing reshards; `submit` sends work, `answers` takes the prices that
    arrived (never waits), `stop` ends the child. If the child dies (e.g. it cannot import
    shardsat) its work is simply never answered: `alive` turns False and callers price in
    process. A context manager: leaving it kills the child."""

    def __init__(self, mesh, topology, objective: str) -> None:
        self._outbox: queue.Queue[Any] = queue.Queue()
        self._answers: deque[tuple[Hashable, int]] = deque()
        self.pending = 0
        """Reshards sent and not answered yet."""
        self.answered = 0
        self._outbox.put((mesh, topology, objective))
        super().__init__("shardsat.solver.cpsat.pricing_job")

    def _send(self) -> None:
        try:
            while (item := self._outbox.get()) is not None:
                write_frame(self._proc.stdin, item)
        except (BrokenPipeError, OSError, ValueError):
            pass  # the child ended: its work stays unanswered

    def _receive(self) -> None:
        try:
            while (frame := read_frame(self._proc.stdout)) is not None:
                self._answers.extend(frame)
        except Exception:  # noqa: BLE001 - a child killed mid-frame: the frames before it stand
            return

    def submit(self, work: Sequence[tuple[Hashable, Any, Any, Any]]) -> None:
        """Price each (ticket, source sharding, target sharding, tensor type); the ticket
        comes back with the price."""
        if work:
            self.pending += len(work)
            self._outbox.put(list(work))

    def answers(self) -> list[tuple[Hashable, int]]:
        """The (ticket, price) pairs that arrived since the last call."""
        out = []
        while self._answers:
            out.append(self._answers.popleft())
        self.pending -= len(out)
        self.answered += len(out)
        return out

    def stop(self) -> None:
        self._outbox.put(None)  # the writer waits on the outbox: it ends too
        super().stop()
        self._writer.join(timeout=1.0)


def _main() -> None:
    from shardsat.solver.cpsat.problem import Pricer

    inp, out = sys.stdin.buffer, sys.stdout.buffer
    header = read_frame(inp)
    if header is None:
        return
    pricer = Pricer(*header)
    while (work := read_frame(inp)) is not None:
        done = []
        for ticket, src, dst, ttype in work:
            done.append((ticket, pricer.reshard(src, dst, ttype, bounded=False)))
            if len(done) >= ANSWER_EVERY:
                write_frame(out, done)
                done = []
        if done:
            write_frame(out, done)


if __name__ == "__main__":
    _main()
