"""Strategy selection (the IOPDDL problem): the instance, the result and the exact evaluator.

Each node picks one strategy; a strategy has a cost and a memory usage that is live on the node's
half-open interval [lo, hi); each edge (u, v) pays `edge_costs[e][s_u * |S_v| + s_v]`; at every
time point the usages of the live nodes must sum to at most `usage_limit`. Minimise the total.
This is XLA's auto-sharding ILP and the ASPLOS 2025 IOPDDL contest format; our factor-level
sharding encoding can lower to it (`StrategyProblem` is that lowering target).

Costs at or above `FORBIDDEN` (the contest uses 1e18) mark choices that are not allowed: the
solver removes them instead of costing them, and the evaluator rejects a solution that uses one.
Arrays (not tuples) hold the numbers because contest instances have millions of edge-cost entries.
"""

from __future__ import annotations

import itertools
from dataclasses import dataclass, field
from typing import Any

import numpy as np
from shardsat.model.errors import VerificationError
from shardsat.solver.solution import SolveStatus

FORBIDDEN = 10**15
"""Costs >= this are forbidden choices (the contest writes 1e18)."""


@dataclass(frozen=True, eq=False)
class StrategyProblem:
    """One strategy-selection instance.

    Invariants: one cost and one usage per strategy and at least one strategy per node; edge cost
    arrays have |S_u|*|S_v| entries (row-major over (s_u, s_v)); intervals are [lo, hi) pairs;
    edge endpoints name existing nodes. `usage_limit` None means no memory limit.
    """

    node_costs: tuple[np.ndarray, ...]
    node_usages: tuple[np.ndarray, ...]
    intervals: tuple[tuple[int, int], ...]
    edges: tuple[tuple[int, int], ...] = ()
    edge_costs: tuple[np.ndarray, ...] = ()
    usage_limit: int | None = None
    name: str = "problem"

    def __post_init__(self) -> None:
        n = len(self.node_costs)
        if len(self.node_usages) != n or len(self.intervals) != n:
            raise VerificationError(
                f"{self.name}: {n} node cost lists but {len(self.node_usages)} usage lists "
                f"and {len(self.intervals)} intervals"
            )
        for v, (c, u) in enumerate(zip(self.node_costs, self.node_usages, strict=True)):
            if len(c) == 0:
                raise VerificationError(f"{self.name}: node {v} has no strategy")
            if len(c) != len(u):
                raise VerificationError(
                    f"{self.name}: node {v} has {len(c)} costs but {len(u)} usages"
                )
        if len(self.edges) != len(self.edge_costs):
            raise VerificationError(
                f"{self.name}: {len(self.edges)} edges but {len(self.edge_costs)} cost lists"
            )
        for e, ((a, b), c) in enumerate(zip(self.edges, self.edge_costs, strict=True)):
            if not (0 <= a < n and 0 <= b < n):
                raise VerificationError(f"{self.name}: edge {e} ({a}, {b}) names a missing node")
            if len(c) != len(self.node_costs[a]) * len(self.node_costs[b]):
                raise VerificationError(
                    f"{self.name}: edge {e} ({a}, {b}) has {len(c)} costs, expected "
                    f"{len(self.node_costs[a])}*{len(self.node_costs[b])}"
                )

    @property
    def num_nodes(self) -> int:
        return len(self.node_costs)

    def edge_matrix(self, e: int) -> np.ndarray:
        """Edge e's costs as a |S_u| x |S_v| matrix."""
        a, b = self.edges[e]
        return self.edge_costs[e].reshape(len(self.node_costs[a]), len(self.node_costs[b]))

    @staticmethod
    def build(
        node_costs: Any,
        node_usages: Any,
        intervals: Any,
        edges: Any = (),
        edge_costs: Any = (),
        usage_limit: int | None = None,
        name: str = "problem",
    ) -> StrategyProblem:
        """Build from plain nested lists (the lowering entry point for other encodings)."""
        return StrategyProblem(
            node_costs=int_arrays(node_costs),
            node_usages=int_arrays(node_usages),
            intervals=tuple((int(lo), int(hi)) for lo, hi in intervals),
            edges=tuple((int(a), int(b)) for a, b in edges),
            edge_costs=int_arrays(edge_costs),
            usage_limit=None if usage_limit is None else int(usage_limit),
            name=name,
        )


def int_arrays(lists: Any) -> tuple[np.ndarray, ...]:
    """One flat int64 array per item of `lists`, as views of one array when every item is a
    flat list of numbers (one conversion instead of one per item: contest instances have
    ~10^5 of them)."""
    lists = list(lists)
    if all(isinstance(x, list) for x in lists):
        try:
            flat = np.fromiter(itertools.chain.from_iterable(lists), dtype=np.int64)
        except (TypeError, ValueError):
            flat = None
        if flat is not None:
            cuts = np.cumsum([len(x) for x in lists])
            if len(flat) == (cuts[-1] if len(cuts) else 0):
                return tuple(np.split(flat, cuts[:-1])) if lists else ()
    return tuple(np.asarray(x, dtype=np.int64).reshape(-1) for x in lists)


@dataclass(frozen=True)
class Evaluation:
    """An exact evaluation: `cost` when feasible, else `violation` names the broken limit."""

    cost: int | None
    violation: str | None = None

    @property
    def feasible(self) -> bool:
        return self.violation is None


@dataclass(frozen=True)
class StrategyResult:
    """What the solver returns: one strategy per node (original indices) and its exact cost.

    `bound` is a proven lower bound on the optimum; `stats` holds the phases' counters.
    """

    choice: tuple[int, ...]
    cost: int | None
    bound: int | None
    status: SolveStatus
    seconds: float = 0.0
    stats: dict[str, Any] = field(default_factory=dict)


# ------------------------------------------------------------------------------------ evaluator


def memory_profile(problem: StrategyProblem, choice: Any) -> tuple[np.ndarray, np.ndarray]:
    """(time points, usage at each): every distinct interval start, where usage can rise."""
    lo = np.array([iv[0] for iv in problem.intervals], dtype=np.int64)
    hi = np.array([iv[1] for iv in problem.intervals], dtype=np.int64)
    use = np.array([problem.node_usages[v][s] for v, s in enumerate(choice)], dtype=np.int64)
    live = lo < hi
    lo, hi, use = lo[live], hi[live], use[live]
    if len(lo) == 0:
        return np.zeros(0, np.int64), np.zeros(0, np.int64)
    times = np.unique(lo)
    starts = np.searchsorted(times, lo, side="left")
    ends = np.searchsorted(times, hi, side="left")  # first time point >= hi is not covered
    diff = np.zeros(len(times) + 1, dtype=np.int64)
    np.add.at(diff, starts, use)
    np.add.at(diff, ends, -use)
    return times, np.cumsum(diff)[:-1]


def evaluate(problem: StrategyProblem, choice: Any) -> Evaluation:
    """Exact total cost of `choice`, or the first limit it breaks (never raises for bad choices)."""
    if len(choice) != problem.num_nodes:
        return Evaluation(None, f"solution has {len(choice)} entries for {problem.num_nodes} nodes")
    total = 0
    for v, s in enumerate(choice):
        k = len(problem.node_costs[v])
        if not (0 <= int(s) < k):
            return Evaluation(None, f"node {v}: strategy {s} out of range ({k} strategies)")
        c = int(problem.node_costs[v][s])
        if c >= FORBIDDEN:
            return Evaluation(None, f"node {v}: strategy {s} is forbidden (cost {c})")
        total += c
    for e, (a, b) in enumerate(problem.edges):
        c = int(problem.edge_costs[e][int(choice[a]) * len(problem.node_costs[b]) + int(choice[b])])
        if c >= FORBIDDEN:
            return Evaluation(
                None, f"edge {e} ({a}, {b}): strategies ({choice[a]}, {choice[b]}) are forbidden"
            )
        total += c
    if problem.usage_limit is not None:
        times, usage = memory_profile(problem, choice)
        over = np.nonzero(usage > problem.usage_limit)[0]
        if len(over):
            t = over[0]
            return Evaluation(
                None,
                f"memory limit broken at time {times[t]}: usage {usage[t]} > limit "
                f"{problem.usage_limit}",
            )
    return Evaluation(total)


def check_solution(problem: StrategyProblem, choice: Any) -> int:
    """The exact cost of `choice`; raises VerificationError naming the broken limit."""
    ev = evaluate(problem, choice)
    if ev.violation is not None:
        raise VerificationError(f"{problem.name}: {ev.violation}")
    assert ev.cost is not None
    return ev.cost
