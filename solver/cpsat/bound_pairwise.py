"""A lower bound for the descent-only solve: the pairwise relaxation of the problem, solved by
min-sum diffusion on lazily priced reshard tables.

Each use pays every distinct target its consumers want once, all prices >= 0, so its price is
at least the price any one consumer node's targets alone cost, hence at least the mean of those
over its k consumer nodes. Each (use, consumer node) pair thus gets the pairwise term
`floor(f / k)` between the producer's and the consumer's candidates (f: the consumer node's
distinct targets priced from the producer's value sharding), and the sum of the op prices and
these terms is below every plan's price. Any re-parametrisation (messages moved between a
node and its terms) keeps every plan's total, so `sum_n min node + sum_e min term` is a lower
bound at every step (Werner 2007, "A linear programming approach to max-sum problem"); min-sum
diffusion moves the messages. An unpriced cell counts 0 (a valid lower value); the cells that
the terms' minima land on are priced between sweeps, which can only raise the terms. Messages
are integers, so the bound is exact integer arithmetic (no rounding margin). A value read by
2-4 consumer nodes is one exact term over all of them instead (`bound_shared.SharedRead`): the
k means lose what consumers wanting different targets pay; one read by more is one such term
per group of at most 4, each at its group's share (`bound_shared.reader_groups`).

It is valid for every plan of the unreduced problem (ties, merged uses, aliases and the memory
budget only remove plans). docs/cpsat.md#large-meshes has the measurements.
"""

from __future__ import annotations

import threading
from collections import deque
from collections.abc import Callable
from contextlib import nullcontext
from dataclasses import dataclass, field

import numpy as np
from shardsat.solver.cpsat.bound_shared import SharedRead, reader_groups
from shardsat.solver.cpsat.deadline import Deadline, now
from shardsat.solver.cpsat.pricing_job import PricingJob
from shardsat.solver.cpsat.problem import Problem
from shardsat.solver.cpsat.segments import Segments
from shardsat.solver.cpsat.tables import UNPRICED, LazyTable, lazy_tables

MAX_SWEEPS = 100_000
"""Sweeps at most (deterministic mode runs `DETERMINISTIC_SWEEPS`); the deadline or a stalled
sweep ends the run first."""

DETERMINISTIC_SWEEPS = 8
DETERMINISTIC_CELLS = 20_000
"""Deterministic mode's work: sweeps, and cells priced after each (counts, so the bound is the
same on any machine load)."""

MIN_INFLIGHT = 256
BACKLOG_S = 0.5
EXCHANGE_S = 0.2
"""The pricing child is sent work every `EXCHANGE_S` of a sweep, enough for `BACKLOG_S` at
its rate so far and at least `MIN_INFLIGHT` reshards (`PairwiseBound._exchange`)."""


FLOOR_SHARE = 0.25
"""`PairwiseBound.tighten` gets at most this share of the run's time so far, between sweeps
(on the 4-axis MoE row one table's floor takes about a sweep's time, ~1 s)."""


class _Table:
    """One distinct price table: its cells as int64 (unpriced cells read a lower value of their
    price, `LazyTable.lower`, raised by `LazyTable.floor` once `floored`) and a version that
    changes when cells are priced or raised."""

    __slots__ = ("source", "values", "lazy", "version", "views", "open", "queued", "floored")

    def __init__(self, matrix) -> None:
        self.source = matrix
        self.lazy = isinstance(matrix, LazyTable)
        self.values = matrix.lower() if self.lazy else np.asarray(matrix, dtype=np.int64)
        self.version = 0
        self.views: dict[tuple, tuple[int, np.ndarray, np.ndarray | None]] = {}
        self.open = matrix.unpriced() if self.lazy else 0
        """Unpriced cells (at most; others' reads may price some): 0 means none to queue."""
        self.queued = np.zeros(self.values.shape, dtype=bool) if self.lazy else None
        """Cells queued once (a sweep's minima land on the same cells again and again)."""
        self.floored = not self.lazy

    def floor(self) -> None:
        """Raise the cells to the planner's certain gathers (priced cells are above them)."""
        self.values = np.maximum(self.values, self.source.floor())
        self.version += 1
        self.floored = True

    def to_queue(self, s: np.ndarray, t: np.ndarray) -> np.ndarray:
        """Which of the cells (s[i], t[i]) are unpriced and not queued yet."""
        return (self.source.cells[s, t] == UNPRICED) & ~self.queued[s, t]

    def price(self, s: int, t: int) -> None:
        was_open = self.source.cells[s, t] == UNPRICED  # the descent may have priced it since
        self.values[s, t] = self.source.cell(s, t, bounded=False)
        self.open -= int(was_open)

    def catch_up(self) -> bool:
        """Read the cells priced by others since (the descent's rounds price the same lazy
        tables); whether any value changed."""
        if not self.lazy:
            return False
        priced = self.source.cells != UNPRICED
        self.open = int(priced.size - priced.sum())
        changed = priced & (self.source.cells != self.values)  # a price is >= its lower values
        if not changed.any():
            return False
        self.values = np.where(changed, self.source.cells, self.values)
        self.version += 1
        return True


@dataclass
class _Edge:
    """One (use, consumer node) term between producer `p` and consumer `j`.

    The term's matrix is indexed (producer row, consumer column); a column is one distinct
    tuple of table targets the consumer node's operand positions want."""

    table: _Table
    p: int
    j: int
    k: int
    rows: np.ndarray
    """Producer candidate -> row index into the table's rows."""
    cols: np.ndarray
    """Consumer candidate -> column index (into `columns`)."""
    columns: np.ndarray
    """Column -> the table targets it pays (shape columns x positions)."""
    fresh: np.ndarray
    """Column, position -> the target is not an earlier position's (paid once)."""
    lam_p: np.ndarray
    lam_j: np.ndarray
    mult: int = 1
    """Tied copies of this term it stands for (its prices are multiplied)."""
    low: int = 0
    """A lower value of the term's minimum over (producer, consumer) candidates."""
    by_row: Segments | None = None
    by_col: Segments | None = None
    """Producer (consumer) candidates grouped by row (column), for the min-marginals."""
    span_rows: np.ndarray | None = None
    span_cols: np.ndarray | None = None
    memo: dict = field(default_factory=dict)
    """Side (at producer?) -> (table version, the other end's message, min over it per row or
    column): a dirty node's unchanged edges reuse it (`PairwiseBound.marginal`)."""

    def matrix(self) -> np.ndarray:
        """The term's prices (rows x columns), floor-divided by `k`, cached per table version."""
        key = (id(self.columns), self.k, self.mult)
        hit = self.table.views.get(key)
        if hit is not None and hit[0] == self.table.version:
            return hit[1]
        values = self.table.values
        m = values[:, self.columns[:, 0]]
        for i in range(1, self.columns.shape[1]):
            m = m + values[:, self.columns[:, i]] * self.fresh[:, i]
        if self.k > 1:
            m = m // self.k
        if self.mult > 1:
            m = m * self.mult
        self.table.views[key] = (self.table.version, m, None)
        return m


def _terms(
    problem: Problem, rep: list[int], shared_reads: bool = True
) -> tuple[dict[int, _Table], dict[tuple, list], dict[tuple, list]]:
    """(the distinct tables, the pairwise terms, the shared-read terms): per (use, consumer
    node) one term between the representatives of its producer and consumer, or
    (`shared_reads`, `shared_read_term`) one exact term per use over all of them; equal terms
    of tied copies merged into one with their count."""
    tables: dict[int, _Table] = {}
    columns_cache: dict[tuple, tuple] = {}
    merged: dict[tuple, list] = {}
    shared: dict[tuple, list] = {}
    for use in problem.uses:
        table = tables.get(id(use.matrix))
        if table is None:
            table = tables[id(use.matrix)] = _Table(use.matrix)
        by_node: dict[int, list[list[int]]] = {}
        for n, _, cols in use.consumers:
            by_node.setdefault(n, []).append(cols)
        k = len(by_node)
        rows = np.asarray(use.rows, dtype=np.int64)
        row_key = rows.tobytes()
        if shared_reads and shared_read_term(use.producer, by_node, rep):
            _add_shared(shared, rep[use.producer], by_node, rep, table, rows)
            continue
        for j, positions in by_node.items():
            tuples = np.asarray(positions, dtype=np.int64).T  # candidate x position
            key = (id(table), tuples.tobytes(), tuples.shape)
            hit = columns_cache.get(key)
            if hit is None:
                columns, cols = np.unique(tuples, axis=0, return_inverse=True)
                fresh = np.ones(columns.shape, dtype=np.int64)
                for i in range(1, columns.shape[1]):
                    earlier = (columns[:, :i] == columns[:, i : i + 1]).any(axis=1)
                    fresh[:, i] = ~earlier
                hit = columns_cache[key] = (
                    columns,
                    cols.reshape(-1),
                    fresh,
                    len(columns_cache),
                )
            columns, cols, fresh, cid = hit
            term = (rep[use.producer], rep[j], id(table), row_key, cid, k)
            if term in merged:
                merged[term][-1] += 1  # a tied copy's equal term: one term, counted twice
            else:
                merged[term] = [table, rows, cols, columns, fresh, 1]
    return tables, merged, shared


def _add_shared(
    shared: dict[tuple, list], producer: int, by_node: dict[int, list], rep: list[int],
    table: _Table, rows: np.ndarray,
) -> None:  # fmt: skip
    """The shared-read terms of one use (`reader_groups`: one for 2-4 consumer nodes), an
    equal term of a tied copy counted on the one before."""
    readers, k, row_key = list(by_node), len(by_node), rows.tobytes()
    for group in reader_groups(k):
        reads = [np.asarray(by_node[readers[i]][0], dtype=np.int64) for i in group]
        key = (producer, tuple(rep[readers[i]] for i in group), id(table), row_key,
               tuple(r.tobytes() for r in reads), (len(group), k))  # fmt: skip
        if key in shared:
            shared[key][-1] += 1
        else:
            shared[key] = [table, rows, reads, 1]


def shared_read_term(producer: int, by_node: dict[int, list], rep: list[int]) -> bool:
    """A use gets exact terms (`bound_shared.SharedRead`; one per group of at most
    `MAX_READERS` consumers, `reader_groups`) when two or more consumer nodes read it, each
    at one operand position, and producer and consumers are distinct representatives (a node
    on two roles would make the term a different function)."""
    if len(by_node) < 2 or any(len(p) > 1 for p in by_node.values()):
        return False
    return len({rep[producer], *(rep[j] for j in by_node)}) == len(by_node) + 1


def _indexed(flags: list[bool]) -> list[int | None]:
    """Each set flag's index among the set ones, None for the others."""
    count = iter(range(len(flags)))
    return [next(count) if f else None for f in flags]


class PairwiseBound:
    """The relaxation's state: node potentials, edge messages, the cells to price next."""

    def __init__(
        self,
        problem: Problem,
        rep: list[int] | None = None,
        shared_reads: bool = True,
        job: PricingJob | None = None,
        floors: bool = True,
        sequential: bool = True,
    ) -> None:
        """`rep`: tied layers (`tying.tie_nodes`): the bound is then over the plans in which
        every tied copy takes its representative's candidate (the model's plans), computed on
        the representatives, copies' prices and equal terms summed; None: every plan.
        `shared_reads`: a value read by a few consumer nodes is one exact term
        (`bound_shared`) rather than k pairwise means. `job`: a child process that plans
        the queued reshards while this thread sweeps (`pricing_job`). `floors`: raise tables
        to the planner's certain gathers as the sweeps reach them (`tighten`).
        `sequential`: TRW-S's schedule rather than min-sum diffusion's (`diffuse`)."""
        self.problem = problem
        self.job = job
        self.inflight: dict[tuple, list[tuple[int, int, int]]] = {}
        """Plan key sent to `job` -> the queued cells waiting for its price."""
        self.job_started = self.exchanged = now()
        self.price_here = False
        """With a `job`: this thread also prices the queued cells the child was not sent
        (off: it sweeps meanwhile, which raised the bound more in docs/cpsat.md, "A child
        process prices for the bound")."""
        nodes = problem.nodes
        rep = rep if rep is not None else list(range(len(nodes)))
        self.rep = rep
        self.theta = [np.zeros(len(node.candidates), dtype=np.int64) for node in nodes]
        for n, node in enumerate(nodes):
            if node.costs:
                self.theta[rep[n]] = self.theta[rep[n]] + np.asarray(node.costs, dtype=np.int64)
        tables, merged, shared = _terms(problem, rep, shared_reads)
        self.edges: list[_Edge] = []
        self.unary: list[_Edge] = []
        """Terms whose two ends are tied to one node (both take the same candidate)."""
        self.incident: list[list[tuple[int, bool]]] = [[] for _ in nodes]
        for (p, j, _, _, _, k), (table, rows, cols, columns, fresh, mult) in merged.items():
            edge = _Edge(
                table, p, j, k, rows, cols, columns, fresh,
                np.zeros(len(rows), dtype=np.int64), np.zeros(len(cols), dtype=np.int64), mult,
            )  # fmt: skip
            if p == j:
                edge.low = 0
                self.unary.append(edge)
                continue
            shape = (table.values.shape[0], len(columns))
            edge.by_row, edge.by_col = Segments(rows, shape[0]), Segments(cols, shape[1])
            edge.span_rows, edge.span_cols = np.arange(shape[0]), np.arange(shape[1])
            self.incident[p].append((len(self.edges), True))
            self.incident[j].append((len(self.edges), False))
            self.edges.append(edge)
        self.shared: list[SharedRead] = []
        self.shared_incident: list[list[tuple[int, int]]] = [[] for _ in nodes]
        """Node -> (shared-read term, the node's role in it: 0 producer, i consumer i)."""
        for (p, js, *_, share), (table, rows, reads, mult) in shared.items():
            targets = np.unique(np.concatenate(reads))
            cols = [np.searchsorted(targets, r) for r in reads]
            term = SharedRead(table, p, list(js), rows, cols, targets, mult, share)
            for role, n in enumerate(term.nodes):
                self.shared_incident[n].append((len(self.shared), role))
            self.shared.append(term)
        self.tables = list(tables.values())
        if not floors:
            for table in self.tables:
                table.floored = True
        self.readers: dict[int, int] = {}
        """Table id -> how many terms read it (tied copies counted)."""
        for term in [*self.edges, *self.shared]:
            self.readers[id(term.table)] = self.readers.get(id(term.table), 0) + term.mult
        self.hat = [t.copy() for t in self.theta]
        """Re-parametrised node prices: theta plus the messages of its edges."""
        self.unary_paid = [np.zeros(len(e.rows), dtype=np.int64) for e in self.unary]
        self.node_min = [0] * len(nodes)
        self.order = [n for n in range(len(nodes)) if rep[n] == n]
        self.sequential = sequential
        self.slots = self._out_slots()
        self.queue: dict[tuple[int, int, int], _Table] = {}
        """Cells to price: (table id, row, target) -> table."""
        self.ready: deque[tuple[int, int, int]] = deque()
        """Queued cells whose reshard plan the pricer had cached when they were queued."""
        self.fresh: dict[int, deque[tuple[int, int, int]]] = {}
        """The other queued cells, by how many edges read their table."""
        self.dirty = np.ones(len(nodes), dtype=bool)
        """Nodes whose update may move a message: a node's last update moved none, and since
        then no neighbour's update moved one on a shared term, its price did not change and
        its tables' versions (`seen`) are the same, so updating it again changes nothing
        (read by diffusion's schedule only: the sequential one moves messages every sweep)."""
        self.seen: list[tuple[int, ...] | None] = [None] * len(nodes)
        self.skipped = 0
        """Node updates skipped as unchanged (most of them once a region has converged)."""
        self.refresh_unary()
        self.sweeps = 0
        self.floor_seconds = 0.0
        """Time spent in `tighten` (held to `FLOOR_SHARE` of the run)."""
        self.cells_priced = 0
        self.trace: list[tuple[float, int]] = []
        self.plateaued = False
        self.runs = 0
        """Calls of `run`: a state set up early (`driver.early_bound`) runs again later."""

    def _out_slots(self) -> list[tuple[int, dict[bool, list[int | None]]]]:
        """Per node, for the sequential schedule (`_shares`): `ways`, max(terms holding a node
        after it in program order, terms holding one before), and per sweep direction
        (forward: program order) each incident term's (edges, then shared reads) index among
        the terms towards nodes not updated yet, None for the others."""
        rank = np.full(len(self.problem.nodes), -1, dtype=np.int64)
        rank[self.order] = np.arange(len(self.order))
        out = []
        for n in range(len(rank)):
            others = [[self.edges[e].j if side else self.edges[e].p]
                      for e, side in self.incident[n]]  # fmt: skip
            others += [[v for r, v in enumerate(self.shared[t].nodes) if r != role]
                       for t, role in self.shared_incident[n]]  # fmt: skip
            after = [any(rank[v] > rank[n] for v in o) for o in others]
            before = [any(rank[v] < rank[n] for v in o) for o in others]
            ways = max(sum(after), sum(before), 1)
            out.append((ways, {True: _indexed(after), False: _indexed(before)}))
        return out

    def resume(self, job: PricingJob | None) -> None:
        """Continue a state run before: take the prices written since by others and hand the
        queued reshards to `job` (a pricing child started for this run) from now on."""
        for table in self.tables:
            table.catch_up()
        self.refresh_unary()
        if job is not None:
            self.job, self.job_started, self.exchanged = job, now(), now()

    def refresh_unary(self) -> None:
        """Add what the one-node terms' newly priced cells cost to their node; queue the cell
        of each such node's cheapest candidate when it is unpriced."""
        for i, e in enumerate(self.unary):
            m = e.matrix()
            paid = m[e.rows, e.cols]
            if (paid != self.unary_paid[i]).any():
                self.hat[e.p] += paid - self.unary_paid[i]
                self.dirty[e.p] = True
            self.unary_paid[i] = paid
        for n in self.order:
            self.node_min[n] = int(self.hat[n].min()) if len(self.hat[n]) else 0
        for e in self.unary:
            if e.table.lazy:
                c = int(self.hat[e.p].argmin())
                self._queue(e, e.rows[c : c + 1], e.cols[c : c + 1])

    def bound(self) -> int:
        """The current lower bound (exact integers; valid at every step)."""
        return sum(self.node_min) + sum(e.low for e in self.edges) + sum(t.low for t in self.shared)

    def marginal(self, e: _Edge, at_producer: bool) -> np.ndarray:
        """The edge's min-marginal at one end (its re-parametrised term minimised over the
        other end); queues the unpriced cells the minima land on."""
        other = e.lam_j if at_producer else e.lam_p
        hit = e.memo.get(at_producer)
        if hit is not None and hit[0] == e.table.version and hit[1] is other:
            h = hit[2]  # neither the term nor the other end moved: its minima were queued then
        else:
            h = self._min_over(e, at_producer)
            e.memo[at_producer] = (e.table.version, other, h)
        return h[e.rows] - e.lam_p if at_producer else h[e.cols] - e.lam_j

    def _min_over(self, e: _Edge, at_producer: bool) -> np.ndarray:
        """Per row (`at_producer`) or column, the term plus the other end's re-parametrised
        price minimised over the other end; queues the unpriced cells the minima land on."""
        m = e.matrix()
        lazy = e.table.open > 0  # a fully priced table has no cell to queue
        if at_producer:
            full = m + e.by_col.min(-e.lam_j)[None, :]
            if not lazy:
                return full.min(axis=1)
            best = full.argmin(axis=1)
            self._queue(e, e.span_rows, best)
            return full[e.span_rows, best]
        full = m + e.by_row.min(-e.lam_p)[:, None]
        if not lazy:
            return full.min(axis=0)
        best = full.argmin(axis=0)
        self._queue(e, best, e.span_cols)
        return full[best, e.span_cols]

    def _queue(self, e: _Edge, rows: np.ndarray, columns: np.ndarray) -> None:
        for i in range(e.columns.shape[1]):
            self._queue_cells(e.table, rows, e.columns[columns, i])

    def _queue_cells(self, table: _Table, rows: np.ndarray, targets: np.ndarray) -> None:
        open_ = table.to_queue(rows, targets)
        if open_.any():
            for s, t in zip(rows[open_].tolist(), targets[open_].tolist(), strict=True):
                self._add(table, (id(table), s, t))

    def _add(self, table: _Table, key: tuple[int, int, int]) -> None:
        """Queue one cell, asking the pricer once whether its plan is cached (a plan priced
        since only costs priority)."""
        if key in self.queue:
            return
        self.queue[key] = table
        table.queued[key[1], key[2]] = True
        plan_key = self._plan_key(key)
        waiting = self.inflight.get(plan_key)
        if waiting is not None:  # the pricing child is planning it
            waiting.append(key)
        elif table.source.pricer.has_plan(plan_key):
            self.ready.append(key)
        else:
            self.fresh.setdefault(self.readers.get(id(table), 0), deque()).append(key)

    def _take(self) -> tuple[int, int, int] | None:
        """The next cell this thread prices: with a pricing child, a cell whose price is
        known (`price_here`: or one the child was not sent; a cell whose reshard the child
        is planning waits for it)."""
        if self.job is None:
            return self._next()
        if self.ready:
            return self.ready.popleft()
        while self.price_here and (key := self._next_fresh()) is not None:
            waiting = self.inflight.get(self._plan_key(key))
            if waiting is None:
                return key
            waiting.append(key)
        return None

    def _plan_key(self, key: tuple[int, int, int]) -> tuple:
        src = self.queue[key].source
        return src.pricer.plan_key(src.rows[key[1]], src.targets[key[2]], src.ttype)

    def _next(self) -> tuple[int, int, int] | None:
        if self.ready:
            return self.ready.popleft()
        return self._next_fresh()

    def _next_fresh(self) -> tuple[int, int, int] | None:
        for readers in sorted(self.fresh, reverse=True):
            bucket = self.fresh[readers]
            if bucket:
                return bucket.popleft()
            del self.fresh[readers]
        return None

    def diffuse(self, n: int, forward: bool = True) -> None:
        """Give node n and each of its edges the (integer) mean of n's price and the edges'
        min-marginals at n; every plan's total stays the same. `sequential`: the terms
        towards nodes not updated yet this sweep (`forward`: program order) get the share
        `1 / max(out, in)` of n's min-marginal and the others none (TRW-S's schedule,
        Kolmogorov 2006), so one sweep carries a message along a whole chain."""
        inc, shared = self.incident[n], self.shared_incident[n]
        if not inc and not shared:
            return
        if not self.sequential:  # its updates alternate between two states: no fixed point
            versions = tuple(self.edges[e].table.version for e, _ in inc) + tuple(
                self.shared[t].table.version for t, _ in shared
            )
            if not self.dirty[n] and versions == self.seen[n]:
                self.skipped += 1
                return
            self.seen[n] = versions
        margins = [self.marginal(self.edges[e], side) for e, side in inc]
        for t, role in shared:
            margins.append(self.shared[t].marginal(role, self._queue_cells))
        total = self.hat[n] + sum(margins)
        given = self._shares(n, total, forward)
        lows = [int(g.min()) for g in given]
        moved = False
        for (e, side), m, avg, low in zip(inc, margins[: len(inc)], given, lows, strict=False):
            edge = self.edges[e]
            delta = m - avg
            if delta.any():  # the other end's marginal changes (a kept message keeps its memo)
                moved = True
                self.dirty[edge.j if side else edge.p] = True
                if side:
                    edge.lam_p = edge.lam_p + delta
                else:
                    edge.lam_j = edge.lam_j + delta
            edge.low = low
        rest = zip(shared, margins[len(inc) :], given[len(inc) :], lows[len(inc) :], strict=True)
        for (t, role), m, avg, low in rest:
            term = self.shared[t]
            delta = m - avg
            if delta.any():
                moved = True
                self.dirty[[v for r, v in enumerate(term.nodes) if r != role]] = True
                term.lams[role] = term.lams[role] + delta
            term.low = low
        self.hat[n] = total - sum(given)
        self.node_min[n] = int(self.hat[n].min())
        self.dirty[n] = moved  # an update that moved nothing is a fixed point

    def _shares(self, n: int, total: np.ndarray, forward: bool) -> list[np.ndarray]:
        """What each incident term of node n (edges, then shared reads) gets of its
        min-marginal `total` (n keeps the rest). Diffusion: the integer mean, `total //
        (degree + 1)`, to every term. Sequential: the i-th term towards a node not updated
        yet this sweep gets `(total + i) // max(out, in)` (`ways` such shares sum to total
        exactly, so no unit is lost to rounding), the others none."""
        ways, slots = self.slots[n]
        if not self.sequential:
            return [total // (len(slots[True]) + 1)] * len(slots[True])
        zero = np.zeros_like(total)
        return [zero if i is None else (total + i) // ways for i in slots[forward]]

    def price_queue(
        self, deadline: Deadline, limit: int | None = None, seconds: float | None = None
    ) -> int:
        """Price the queued cells until the deadline (or `limit` cells): first those whose
        reshard plan the pricer has cached (microseconds each), then the rest, tables read by
        the most edges first (a cell of a table shared by tied layers lifts every copy);
        how many were priced."""
        done = 0
        touched: set[int] = set()
        stop = deadline if seconds is None else Deadline.after(min(seconds, deadline.left()))
        if self.job is not None:
            self._exchange()
        while self.queue:
            if (done % 32 == 0 and stop.expired()) or (limit is not None and done >= limit):
                break
            key = self._take()
            if key is None:  # the rest waits for the child's prices
                break
            table = self.queue.pop(key)
            table.price(key[1], key[2])
            touched.add(id(table))
            done += 1
        for table in self.tables:
            if id(table) in touched:
                table.version += 1
        self.cells_priced += done
        return done

    def _floor_share(self, deadline: Deadline, started: float, spent: float) -> None:
        """`tighten` for what is left of `FLOOR_SHARE` of the run since `started` (`spent`:
        `floor_seconds` then)."""
        budget = FLOOR_SHARE * (deadline.elapsed() - started) - (self.floor_seconds - spent)
        if budget > 0:
            self.tighten(min(budget, deadline.left()))

    def _floors_left(self) -> bool:
        """Some table whose minima landed on unpriced cells still lacks its floor."""
        return any(not t.floored and t.queued.any() for t in self.tables)

    def tighten(self, seconds: float | None = None) -> int:
        """Raise tables to the planner's floors (`_Table.floor`) for `seconds` (None: every
        table, at once), those with the most queued cells first (times the terms reading
        them), and only those with queued cells: where the sweeps' minima land on unpriced
        cells. On a 4-axis mesh a table's floor takes a second, the time of a few thousand
        prices, so a table whose minima are priced is left as it is. At least one table per
        call, so a slice shorter than a table still progresses; the pricing child is sent
        work for the slice first."""
        todo = [t for t in self.tables if not t.floored]
        if seconds is not None:
            todo = [t for t in todo if t.queued.any()]
        todo.sort(key=lambda t: -int(t.queued.sum()) * self.readers.get(id(t), 1))
        if not todo:
            return 0
        began = now()
        if self.job is not None and seconds is not None:
            self._exchange(BACKLOG_S + seconds)
        done = 0
        for table in todo:
            if self.job is not None and now() - self.exchanged > EXCHANGE_S:
                self._exchange()
            table.floor()
            done += 1
            if seconds is not None and now() - began >= seconds:
                break
        self.floor_seconds += now() - began
        return done

    def _exchange(self, backlog: float = BACKLOG_S) -> None:
        """Take the child's prices (their cells become ready), then send it the next queued
        reshards, most-read tables first, so that it has `backlog` seconds of work at its rate so
        far (at least `MIN_INFLIGHT` reshards)."""
        job = self.job
        answers = job.answers()
        for plan_key, price in answers:
            keys = self.inflight.pop(plan_key)
            self.queue[keys[0]].source.pricer.learn(plan_key, price)
            self.ready.extend(keys)
        if not job.alive:  # its work comes back to this thread
            for keys in self.inflight.values():
                for key in keys:
                    self.fresh.setdefault(0, deque()).append(key)
            self.inflight.clear()
            self.job = None
            return
        self.exchanged = now()
        rate = job.answered / max(self.exchanged - self.job_started, 1e-3)
        want = max(MIN_INFLIGHT, int(rate * backlog)) - job.pending
        work = []
        while len(work) < want:
            key = self._next_fresh()
            if key is None:
                break
            plan_key = self._plan_key(key)
            waiting = self.inflight.get(plan_key)
            if waiting is not None:
                waiting.append(key)
                continue
            self.inflight[plan_key] = [key]
            src = self.queue[key].source
            work.append((plan_key, src.rows[key[1]], src.targets[key[2]], src.ttype))
        job.submit(work)

    def run(
        self,
        deadline: Deadline,
        report=None,
        stop: Callable[[], bool] | None = None,
        plateau: float | None = None,
    ) -> int:
        """Sweeps (program order, then reversed) with the queued cells priced between them,
        until the deadline, `MAX_SWEEPS`, a sweep that neither raises the bound nor queues
        a cell, `stop()`, or (`plateau`) a bound that rose less than that over its last
        window (`plateaued`; then `self.plateaued`); the best bound seen (all are valid)."""
        if deadline.deterministic:
            self.tighten()
        started, spent, first = deadline.elapsed(), self.floor_seconds, len(self.trace)
        self.runs += 1
        self.plateaued = False  # each run judges its own window (`first` on)
        best = self.bound()
        order = self.order
        sweeps = DETERMINISTIC_SWEEPS if deadline.deterministic else MAX_SWEEPS
        done = deadline.expired if stop is None else (lambda: stop() or deadline.expired())
        for k in range(sweeps):
            began = deadline.elapsed()
            forward = k % 2 == 0
            for i, n in enumerate(order if forward else reversed(order)):
                if i % 64 == 0:
                    if done():
                        break
                    if self.job is not None and now() - self.exchanged > EXCHANGE_S:
                        self._exchange()
                self.diffuse(n, forward)
            self.sweeps += 1
            value = self.bound()
            self.trace.append((round(deadline.elapsed(), 2), value))
            if report is not None and value > best:
                report(bound=value)
            stalled = value <= best and not self.queue and not self._floors_left()
            best = max(best, value)
            if plateau is not None and plateaued(self.trace[first:], plateau):
                self.plateaued = True
            if done() or stalled or self.plateaued:
                break
            # as long as the sweep took; deterministic mode: a count, not wall-clock time
            det = deadline.deterministic
            swept = None if det else deadline.elapsed() - began
            self.price_queue(deadline, DETERMINISTIC_CELLS if det else None, swept)
            self._floor_share(deadline, started, spent)
            self.refresh_unary()
        return max(best, self.bound())


PLATEAU_WINDOW_S = 3.0
PLATEAU_SHARE = 0.25
"""A bound's window for `plateaued`: its last quarter, at least 3 s (one sweep of a 64-device
GPT step takes ~0.2 s; a window of sweeps smooths their alternating directions)."""


def plateaued(trace: list[tuple[float, int]], rise: float) -> bool:
    """The bound of `trace` ((elapsed s, bound) per sweep) rose by less than `rise` over its
    last window (`PLATEAU_SHARE` of its time, at least `PLATEAU_WINDOW_S`)."""
    if len(trace) < 2:
        return False
    first, (now, value) = trace[0][0], trace[-1]
    window = max(PLATEAU_WINDOW_S, PLATEAU_SHARE * (now - first))
    if now - first < window:
        return False
    before = max(v for t, v in trace if t <= now - window)
    return value - before < rise


def pairwise_bound(
    problem: Problem,
    deadline: Deadline,
    rep: list[int] | None = None,
    report=None,
    stop: Callable[[], bool] | None = None,
    plateau: float | None = None,
    shared_reads: bool = True,
    pricing_job: bool = False,
    floors: bool = True,
    state: PairwiseBound | None = None,
    sequential: bool = True,
) -> tuple[int, dict]:
    """(the relaxation's lower bound within `deadline`, what it did: sweeps, cells priced);
    `rep`: the tied layers the plans keep (`PairwiseBound`); `stop()`: end early;
    `plateau`: end once the bound rises less than that over a window (`plateaued`);
    `shared_reads`: exact terms for values read by a few consumer nodes; `pricing_job`: a
    child process plans reshards beside it (`pricing_job`; needs a second core); `floors`:
    the planner's certain gathers raise unpriced cells (`PairwiseBound.tighten`); `state`:
    a bound run before on this problem, continued (`rep`, `shared_reads`, `floors` are its);
    `sequential`: TRW-S's schedule rather than diffusion's (`PairwiseBound.diffuse`)."""
    with start_pricing_job(problem) if pricing_job else nullcontext() as job:
        if state is None:
            state = PairwiseBound(problem, rep, shared_reads, job, floors, sequential)
        else:
            state.resume(job)
        before = state.sweeps
        value = state.run(deadline, report, stop, plateau)
    stats = {
        "sweeps": state.sweeps,
        "earlier_sweeps": before,
        "cells_priced": state.cells_priced,
        "child_priced": job.answered if job is not None else 0,
        "tables_floored": sum(t.floored and t.lazy for t in state.tables),
        "edges": len(state.edges),
        "shared_reads": len(state.shared),
        "trace": state.trace,
        "plateaued": state.plateaued,
    }
    return value, stats


def start_pricing_job(problem: Problem) -> PricingJob | nullcontext:
    """A pricing child for the problem's lazy tables (none when every table is priced, or
    when no process can be started: the bound then prices in its own thread)."""
    tables = lazy_tables(problem.uses)
    if not tables:
        return nullcontext()
    pricer = tables[0].pricer
    try:
        return PricingJob(pricer.mesh, pricer.topology, pricer.objective)
    except OSError:
        return nullcontext()


class PairwiseThread:
    """`pairwise_bound` in a thread of its own beside the descent, so the bound has the whole
    solve rather than the time the descent leaves: the descent's rounds spend most of their
    time inside CP-SAT, which releases the GIL, and the bound is Python and numpy. Prices are
    shared through the problem's lazy tables (a cell either one prices serves both). A context
    manager: it starts on entry, and leaving stops it (`finish` waits for its bound)."""

    def __init__(
        self, problem: Problem, deadline: Deadline, rep, report=None, watch=None, shared=True,
        sequential=True,
    ) -> None:  # fmt: skip
        self.value, self.stats = 0, {}
        self.error: BaseException | None = None
        self._stop = threading.Event()
        self._args = (problem, deadline, rep)
        self._shared, self._sequential = shared, sequential
        self._report, self._watch = report, watch
        self.thread = threading.Thread(target=self._run, daemon=True)

    def __enter__(self) -> PairwiseThread:
        self.thread.start()
        return self

    def __exit__(self, *exc: object) -> None:
        self._stop.set()
        self.thread.join()

    def _on_bound(self, bound: int) -> None:
        if self._report is not None:
            self._report(bound=bound)
        if self._watch is not None:  # a bound reaching the plan ends the descent's round
            self._watch.on_bound(bound)

    def _stopped(self) -> bool:
        return self._stop.is_set() or (self._watch is not None and self._watch.proven())

    def _run(self) -> None:
        try:
            self.value, self.stats = pairwise_bound(
                *self._args,
                self._on_bound,
                self._stopped,
                shared_reads=self._shared,
                sequential=self._sequential,
            )
        except BaseException as err:  # noqa: BLE001 - raised again in the caller's thread
            self.error = err

    def finish(self) -> tuple[int, dict]:
        """(bound, stats) once the thread ends, at the deadline or a stall."""
        self.thread.join()
        if self.error is not None:
            raise self.error
        return self.value, self.stats
