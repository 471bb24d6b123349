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

    def past(self) -> float:
        """Seconds since the deadline (negative before it)."""
        return time.monotonic() - self.at

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


class Overheads:
    """What the budgets are predicted from, measured in this solve: seconds per unit of named
    kinds of work (a weighted running mean, so it follows the machine's load) and the worst
    lateness seen (how far past its deadline a phase returned).

    Why: a phase whose cost is fixed when it starts (a CP-SAT model build, a postsolve) cannot
    be cut by a deadline check alone; its cost per unit, measured on the earlier builds of the
    same run at the same load, says before it starts whether it fits (docs/iopddl.md,
    "Seventeenth round")."""

    def __init__(self, rise: float = 0.5, fall: float = 0.2) -> None:
        self.rise, self.fall = rise, fall
        self.rates: dict[str, float] = {}
        self.late = 0.0

    def reset(self) -> None:
        self.rates.clear()
        self.late = 0.0

    def record(self, kind: str, units: float, seconds: float) -> None:
        """One measured piece of work: `units` of `kind` took `seconds`. The rate moves by
        `rise` of the gap towards a slower measurement (the load rose), by `fall` towards a
        faster one."""
        if units <= 0:
            return
        rate = max(0.0, seconds) / units
        old = self.rates.get(kind)
        if old is None:
            self.rates[kind] = rate
        else:
            self.rates[kind] = old + (self.rise if rate > old else self.fall) * (rate - old)

    def predict(self, kind: str, units: float, default: float | None = None) -> float:
        """Seconds `units` of `kind` are expected to take (`default` per unit before any
        measurement; 0 without one)."""
        rate = self.rates.get(kind, default)
        return 0.0 if rate is None else rate * units

    def returned(self, deadline: Deadline) -> float:
        """Records how late a phase with `deadline` returned (now); returns the lateness."""
        late = time.monotonic() - deadline.at
        if late > self.late:
            self.late = late
        return max(0.0, late)


OVERHEADS = Overheads()
"""The process's measurements (`driver.solve` resets them at its start)."""
