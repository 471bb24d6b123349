"""Progress lines on stderr for the long-running subcommands (`solve`, `compare`).

On a terminal one status line is redrawn in place every second (elapsed time, best plan, bound);
otherwise (a log file, a pipe) one line is written per improvement and one at the end, so a log
shows how the plan improved without a line per second. `--quiet` writes nothing.

The CP-SAT driver reports improvements through a `progress(elapsed_s, objective, bound)`
callback when its `solve()` takes one; without it only the elapsed time and the final result
are shown (`solver_hook`).
"""

from __future__ import annotations

import inspect
import sys
import threading
import time
from collections.abc import Callable
from typing import Any, TextIO

from shardsat.solver.cpsat.deadline import BestAndBound


def format_objective(value: float | None, objective: str) -> str:
    """An objective or bound in its unit: ns shown as ms (`time`), bytes (`comm`)."""
    if value is None:
        return "-"
    if objective == "time":
        return f"{value / 1e6:.6g} ms"
    return f"{int(value):,} bytes"


def solver_hook(solve: Callable[..., Any], progress: Progress) -> dict[str, Any]:
    """`{"progress": progress.update}` when `solve` takes a progress callback, else `{}`."""
    try:
        parameters = inspect.signature(solve).parameters
    except (TypeError, ValueError):
        return {}
    return {"progress": progress.update} if "progress" in parameters else {}


class Progress:
    """A context manager that shows a solve's progress; `update` is the solver's callback.

    Lines start with `shardsat <label>: `, e.g. `shardsat solve: 12.3 s, best 19.3173 ms,
    bound 19.3000 ms`.
    """

    def __init__(
        self, label: str, objective: str = "time", quiet: bool = False, stream: TextIO | None = None
    ) -> None:
        self.label = label
        self.objective = objective
        self.quiet = quiet
        self.stream = stream if stream is not None else sys.stderr
        self.tty = bool(getattr(self.stream, "isatty", lambda: False)())
        self.started = time.monotonic()
        self.seen = BestAndBound()
        self.note = ""
        self._lock = threading.Lock()
        self._stop = threading.Event()
        self._ticker: threading.Thread | None = None

    def __enter__(self) -> Progress:
        self.started = time.monotonic()
        if self.tty and not self.quiet:
            self._ticker = threading.Thread(target=self._tick, daemon=True)
            self._ticker.start()
        return self

    def __exit__(self, *exc: object) -> None:
        self._stop.set()
        if self._ticker is not None:
            self._ticker.join()
            self._write("\r\x1b[K")

    def elapsed(self) -> float:
        return time.monotonic() - self.started

    def update(
        self, elapsed: float | None = None, best: float | None = None, bound: float | None = None
    ) -> None:
        """Record a new best plan or bound; off a terminal, one line per improvement."""
        if self.seen.record(best, bound) and not self.tty:
            self.line(self.status(elapsed))

    def status(self, elapsed: float | None = None) -> str:
        seconds = self.elapsed() if elapsed is None else elapsed
        text = f"{seconds:.1f} s"
        best, bound = self.seen.best, self.seen.bound
        if best is not None or bound is not None:
            text += (f", best {format_objective(best, self.objective)}, "
                     f"bound {format_objective(bound, self.objective)}")  # fmt: skip
        return text + (f", {self.note}" if self.note else "")

    def line(self, text: str) -> None:
        """One finished line (on a terminal it replaces the status line)."""
        if not self.quiet:
            self._write(("\r\x1b[K" if self.tty else "") + f"shardsat {self.label}: {text}\n")

    def done(self, status: str, best: float | None, bound: float | None) -> None:
        """The final line: status, time, best plan and bound."""
        self.seen.best, self.seen.bound, self.note = best, bound, ""
        self.line(f"{status} after {self.status()}")

    def _tick(self) -> None:
        while not self._stop.wait(1.0):
            self._write(f"\r\x1b[Kshardsat {self.label}: {self.status()}")

    def _write(self, text: str) -> None:
        with self._lock:
            try:
                self.stream.write(text)
                self.stream.flush()
            except (OSError, ValueError):  # stderr closed: progress is a courtesy
                pass
