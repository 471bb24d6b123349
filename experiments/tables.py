"""Markdown tables for the benchmark scripts' result files: one writer, each script its cells."""

from __future__ import annotations

from collections.abc import Iterable, Sequence


def markdown_table(header: Sequence[str], rows: Iterable[Sequence[str]]) -> str:
    """A GitHub markdown table of already formatted cells (no trailing newline)."""
    lines = ["| " + " | ".join(header) + " |", "|" + "---|" * len(header)]
    lines += ["| " + " | ".join(row) + " |" for row in rows]
    return "\n".join(lines)


def plain_cell(value) -> str:
    """Integers with thousands separators (not booleans), everything else as `str` gives it."""
    if isinstance(value, int) and not isinstance(value, bool):
        return f"{value:,}"
    return str(value)
