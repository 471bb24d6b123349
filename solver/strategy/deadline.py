"""One deadline on one clock (`time.monotonic`), from which every phase takes its budget."""

from __future__ import annotations

import time


class Deadline:
    """An instant on the monotonic clock; phases derive shorter deadlines from it, never longer.

    Example: `Deadline.after(60).share(0.25)` ends a quarter of the way into the remaining
    minute; `d.sub(2.0)` ends in 2 s or at `d`, whichever comes first.
    """

    __slots__ = ("at",)

    def __init__(self, at: float) -> None:
        self.at = float(at)

    @staticmethod
    def now() -> float:
        """The clock every budget is read from."""
        return time.monotonic()

    @classmethod
    def after(cls, seconds: float) -> Deadline:
        """The deadline `seconds` from now."""
        return cls(time.monotonic() + seconds)

    def left(self) -> float:
        """Seconds until the deadline (0 once it passed)."""
        return max(0.0, self.at - time.monotonic())

    def expired(self, margin: float = 0.0) -> bool:
        """Whether less than `margin` seconds are left."""
        return time.monotonic() >= self.at - margin

    def share(self, fraction: float) -> Deadline:
        """The deadline after `fraction` of the time left."""
        now = time.monotonic()
        return Deadline(now + fraction * max(0.0, self.at - now))

    def sub(self, seconds: float) -> Deadline:
        """The deadline in `seconds`, capped at this one."""
        return Deadline(min(self.at, time.monotonic() + seconds))

    def cap(self, seconds: float) -> float:
        """`seconds`, or the time left when that is less (a solver's time limit)."""
        return min(seconds, self.left())

    def earliest(self, other: Deadline) -> Deadline:
        """The earlier of the two."""
        return self if self.at <= other.at else other

    def __repr__(self) -> str:
        return f"Deadline(left={self.left():.2f}s)"
