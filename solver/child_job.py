"""A child process the solver talks to over pipes (`solver.frames`): how `seed_job`,
`cpsat.pricing_job` and `cpsat.bound_job` start, watch and stop theirs.

A plain `python -m` subprocess, not `multiprocessing`: forking a process that already runs
threads (jaxlib's, CP-SAT's) can deadlock, and spawning re-imports the caller's main module.
"""

from __future__ import annotations

import subprocess
import sys
import threading
import time


class ChildJob:
    """`python -m module` with its stdin and stdout piped, one thread writing to it (the
    subclass's `_send`: a pipe holds 64 KiB, so writes wait for the child and must leave the
    caller's thread) and one reading from it (`_receive`). `stop` kills it (idempotent); a
    context manager: leaving it stops the child. Subclasses set their own state first, then
    call `ChildJob.__init__`, which starts the child and both threads."""

    def __init__(self, module: str) -> None:
        self.started = time.perf_counter()
        self._killed = False
        self._proc = subprocess.Popen(
            [sys.executable, "-m", module],
            stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL,
        )  # fmt: skip
        self._writer = threading.Thread(target=self._send, daemon=True)
        self._reader = threading.Thread(target=self._receive, daemon=True)
        self._writer.start()
        self._reader.start()

    def _send(self) -> None:
        raise NotImplementedError

    def _receive(self) -> None:
        raise NotImplementedError

    def __enter__(self):
        return self

    def __exit__(self, *exc: object) -> None:
        self.stop()

    def elapsed(self) -> float:
        """Seconds since the child was started."""
        return time.perf_counter() - self.started

    @property
    def alive(self) -> bool:
        return self._proc.poll() is None

    @property
    def done(self) -> bool:
        """The child has ended (or was stopped) and every frame it wrote has been read."""
        return not self._reader.is_alive()

    @property
    def failed(self) -> bool:
        """The child ended by itself with an error (e.g. it could not import shardsat), so
        its work must be done in process; False while it runs or when `stop` killed it."""
        code = self._proc.poll()
        return code not in (None, 0) and not self._killed

    def stop(self) -> None:
        if self._proc.poll() is None:
            self._killed = True
            self._proc.kill()
        self._proc.wait()
        self._reader.join(timeout=1.0)
