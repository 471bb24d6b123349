"""The one exception hierarchy of shardsat.

Every error a user can cause derives from `ShardsatError`; the CLI catches exactly that root, prints
its one-line message and exits with status 2. Anything else is a bug and keeps its traceback.
Messages are one line, lowercase, location first, culprit in canonical text.
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(eq=False)  # not frozen: Python sets __traceback__ on raise
class ShardsatError(Exception):
    """Root of every error caused by bad input."""

    message: str

    def __str__(self) -> str:
        return self.message


@dataclass(eq=False)  # not frozen: Python sets __traceback__ on raise
class ParseError(ShardsatError):
    """Text that is not in the expected syntax; prints the line with a caret under `pos`."""

    text: str = ""
    pos: int = 0

    def __str__(self) -> str:
        if not self.text:
            return self.message
        line_start = self.text.rfind("\n", 0, self.pos) + 1
        line_end = self.text.find("\n", self.pos)
        line = self.text[line_start : line_end if line_end >= 0 else len(self.text)]
        return f"{self.message} at {self.pos}: {line.strip()!r}"

    def caret_view(self) -> str:
        """Two lines: the offending line and a caret under the position (for humans)."""
        line_start = self.text.rfind("\n", 0, self.pos) + 1
        line_end = self.text.find("\n", self.pos)
        line = self.text[line_start : line_end if line_end >= 0 else len(self.text)]
        return f"{line}\n{' ' * (self.pos - line_start)}^ {self.message}"


@dataclass(eq=False)  # not frozen: Python sets __traceback__ on raise
class VerificationError(ShardsatError):
    """An invalid value, or a value that does not fit its mesh or shape."""


@dataclass(eq=False)  # not frozen: Python sets __traceback__ on raise
class RuleError(ShardsatError):
    """An op has no sharding rule, or the rule does not fit the op."""


@dataclass(eq=False)  # not frozen: Python sets __traceback__ on raise
class EncodingError(ShardsatError):
    """Internal inconsistency inside the solver's encoding."""
