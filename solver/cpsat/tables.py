"""Reshard price tables priced cell by cell, on first read.

A use's table has one row per distinct value sharding its producer can make and one column per
distinct sharding its consumers can want. On a 3-axis mesh a training step's tables hold tens
of millions of cells, most of which no plan near a good one ever reads: the descent's rounds
read a few per table. A `LazyTable` prices a cell when it is first read and keeps it, so a
round costs what it reads; `materialize` prices the rest when the full model is encoded.
"""

from __future__ import annotations

import random
from collections.abc import Iterator, Sequence

import numpy as np

UNPRICED = -1


class LazyTable:
    """`table[s][t]` = the price of resharding row sharding s to target sharding t."""

    __slots__ = ("rows", "targets", "ttype", "pricer", "cells")

    def __init__(self, rows: Sequence, targets: Sequence, ttype, pricer) -> None:
        self.rows, self.targets, self.ttype, self.pricer = rows, targets, ttype, pricer
        self.cells = np.full((len(rows), len(targets)), UNPRICED, dtype=np.int64)

    def cell(self, s: int, t: int, bounded: bool = True) -> int:
        """The price of s -> t; `bounded=False` prices it past the pricer's deadline too."""
        value = int(self.cells[s, t])
        if value == UNPRICED:
            value = self.pricer.reshard(self.rows[s], self.targets[t], self.ttype, bounded)
            self.cells[s, t] = value
        return value

    def __len__(self) -> int:
        return len(self.rows)

    def __getitem__(self, s: int) -> LazyRow:
        return LazyRow(self, s)

    def __iter__(self) -> Iterator[list[int]]:
        for s in range(len(self.rows)):
            yield [self.cell(s, t) for t in range(len(self.targets))]

    def __array__(self, dtype=None, copy=None) -> np.ndarray:
        self.fill()
        return self.cells if dtype is None else self.cells.astype(dtype)

    def __eq__(self, other) -> bool:
        """Equal to a list of lists (or table) of the same prices."""
        if isinstance(other, LazyTable):
            other = other.tolist()
        return isinstance(other, list) and self.tolist() == other

    __hash__ = None  # type: ignore[assignment]  # mutable; callers key tables by id()

    def lower(self) -> np.ndarray:
        """rows x targets: a lower value of every cell's price (priced cells: the price)
        without planning a reshard: the data each must move (`cost.reshard_bound`'s
        `need_lower_bounds`, milliseconds a table; 0 for the `comm` objective)."""
        if self.pricer.objective != "time":
            low = np.zeros(self.cells.shape, dtype=np.int64)
        else:
            from shardsat.cost.reshard_bound import need_lower_bounds

            p = self.pricer
            low = need_lower_bounds(self.rows, self.targets, self.ttype, p.mesh, p.topology)
        return np.where(self.cells == UNPRICED, low, self.cells)

    def floor(self) -> np.ndarray:
        """rows x targets: the gathers the planner certainly begins each reshard with
        (`cost.reshard_dispatch.gather_floor`, 0 where none is certain and for the `comm`
        objective); at most every price. Dearer than `lower` (seconds on a large table of a
        4-axis mesh), so the bound applies it table by table."""
        if self.pricer.objective != "time":
            return np.zeros(self.cells.shape, dtype=np.int64)
        from shardsat.cost.reshard_dispatch import gather_floor

        p = self.pricer
        return gather_floor(self.rows, self.targets, self.ttype, p.mesh, p.topology)

    def unpriced(self) -> int:
        return int((self.cells == UNPRICED).sum())

    def fill(self, check=None) -> None:
        """Price every cell; `check()` is called between rows (it raises to stop)."""
        for s in range(len(self.rows)):
            for t in np.flatnonzero(self.cells[s] == UNPRICED):
                self.cell(s, int(t))
            if check is not None:
                check()

    def tolist(self) -> list[list[int]]:
        self.fill()
        return self.cells.tolist()


class LazyRow:
    """One row of a `LazyTable`, read like a list."""

    __slots__ = ("table", "s")

    def __init__(self, table: LazyTable, s: int) -> None:
        self.table, self.s = table, s

    def __getitem__(self, t: int) -> int:
        return self.table.cell(self.s, t)

    def __len__(self) -> int:
        return len(self.table.targets)

    def __iter__(self) -> Iterator[int]:
        return (self.table.cell(self.s, t) for t in range(len(self.table.targets)))


def lazy_tables(uses) -> list[LazyTable]:
    """The distinct lazy tables of `uses` (tied layers share one)."""
    seen: dict[int, LazyTable] = {}
    for use in uses:
        if isinstance(use.matrix, LazyTable):
            seen.setdefault(id(use.matrix), use.matrix)
    return list(seen.values())


def pricing_estimate(uses, pricer, samples: int = 400, seed: int = 0) -> float:
    """Seconds that pricing every unpriced cell would take (`cells_estimate` of every lazy
    table whole)."""
    blocks = [(t, range(len(t.rows)), range(len(t.targets))) for t in lazy_tables(uses)]
    return cells_estimate(blocks, pricer, samples, seed)


def cells_estimate(blocks, pricer, samples: int = 400, seed: int = 0) -> float:
    """Seconds that pricing the unpriced cells of `blocks` ((table, row indices, target
    indices): the cells a descent round reads) would take: those cells times the share of a
    random sample of them whose reshard plan is not cached yet times the pricer's mean seconds
    per plan, plus the per-cell bookkeeping."""
    blocks = [(t, np.asarray(rows), np.asarray(cols)) for t, rows, cols in blocks]
    sizes = [_unpriced_in(t, rows, cols) for t, rows, cols in blocks]
    total = sum(sizes)
    if total == 0:
        return 0.0
    rng = random.Random(seed)
    picks = rng.choices(range(len(blocks)), weights=sizes, k=samples)
    misses = 0
    for i in picks:
        table, rows, cols = blocks[i]
        for _ in range(SAMPLE_TRIES):  # an unpriced cell of the block (priced ones cost nothing)
            s, t = int(rows[rng.randrange(len(rows))]), int(cols[rng.randrange(len(cols))])
            if table.cells[s, t] == UNPRICED:
                misses += not pricer.is_cached(table.rows[s], table.targets[t], table.ttype)
                break
    return total * (misses / samples * pricer.seconds_per_plan() + CELL_SECONDS)


def _unpriced_in(table: LazyTable, rows: np.ndarray, cols: np.ndarray) -> int:
    if len(rows) == len(table.rows) and len(cols) == len(table.targets):
        return table.unpriced()  # a whole table: no copy of its cells
    return int((table.cells[np.ix_(rows, cols)] == UNPRICED).sum())


SAMPLE_TRIES = 50
"""Draws per sample to find an unpriced cell of a block (one mostly priced counts as cached)."""


CELL_SECONDS = 2e-6
"""Python bookkeeping per cell filled from the pricer's cache (measured: 1.5-2.5 us)."""


def materialize(uses, check=None) -> None:
    """Replace every lazy table by its full list of lists (shared tables stay shared)."""
    done: dict[int, tuple[LazyTable, list[list[int]]]] = {}
    for use in uses:
        table = use.matrix
        if not isinstance(table, LazyTable):
            continue
        if id(table) not in done:
            table.fill(check)
            done[id(table)] = (table, table.cells.tolist())
        use.matrix = done[id(table)][1]
