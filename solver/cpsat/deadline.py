"""The one clock of a solve: every phase asks the same `Deadline` how much time is left."""

from __future__ import annotations

import threading
import time
from dataclasses import dataclass, replace


def now() -> float:
    """Seconds on the solver's clock (monotonic)."""
    return time.perf_counter()


@dataclass(frozen=True)
class Deadline:
    """The end of a time budget; in deterministic mode the wall clock is never consulted.

    `left()` is the wall-clock time until `end` (never negative); deterministic: the whole
    `limit`, and `expired()` is always False, so the same work is done on any machine load.
    """

    limit: float
    """The nominal budget in seconds (what deterministic mode spends, in CP-SAT's units)."""
    start: float
    end: float
    deterministic: bool = False

    @classmethod
    def after(
        cls,
        seconds: float,
        deterministic: bool = False,
        keep: float = 0.0,
        start: float | None = None,
    ) -> Deadline:
        """A budget of `seconds` from `start` (default now; a caller's earlier `now()` makes
        its own work count), of which the last `keep` share is held back."""
        start = now() if start is None else start
        return cls(seconds, start, start + seconds * (1 - keep), deterministic)

    def left(self) -> float:
        if self.deterministic:
            return self.limit
        return max(0.0, self.end - now())

    def share(self, fraction: float) -> float:
        """`fraction` of the time left."""
        return fraction * self.left()

    def expired(self) -> bool:
        return not self.deterministic and now() >= self.end

    def elapsed(self) -> float:
        """Seconds since the budget began."""
        return now() - self.start

    def earlier(self, seconds: float) -> Deadline:
        """This deadline brought forward by `seconds` (time kept for what follows)."""
        return replace(self, end=self.end - seconds)

    def at_least(self, seconds: float) -> Deadline:
        """This deadline, pushed back so that at least `seconds` are left."""
        return replace(self, end=max(self.end, now() + seconds))


class BestAndBound:
    """The lowest plan value and the highest bound seen so far, kept under a lock (the descent,
    the bound thread and a progress display's ticker all touch them)."""

    def __init__(self) -> None:
        self.best: float | None = None
        self.bound: float | None = None
        self._lock = threading.Lock()

    def record(self, best: float | None = None, bound: float | None = None) -> bool:
        """Keep `best` if lower and `bound` if higher; whether either was."""
        with self._lock:
            better = best is not None and (self.best is None or best < self.best)
            higher = bound is not None and (self.bound is None or bound > self.bound)
            if better:
                self.best = best
            if higher:
                self.bound = bound
            return better or higher


class Reporter:
    """Passes a solve's better plans and bounds to the caller's `progress(elapsed_s, best,
    bound)` (values in the objective's unit), each once; without a callback it does nothing."""

    def __init__(self, deadline: Deadline, progress=None) -> None:
        self.deadline, self.progress = deadline, progress
        self.seen = BestAndBound()

    def __call__(self, best: float | None = None, bound: float | None = None) -> None:
        if self.progress is not None and self.seen.record(best, bound):
            self.progress(self.deadline.elapsed(), self.seen.best, self.seen.bound)
