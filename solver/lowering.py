"""Lower a factor-level sharding problem to strategy selection (the IOPDDL form), and back.

The factor-level CP-SAT model (`cpsat.problem.build_problem`) already is a strategy-selection
problem in disguise: every node (function argument or op) picks one candidate factor assignment,
each candidate has an integer price, and every read of a value pays a reshard that depends only on
the producer's and the reader's choices. This module writes it out as a `StrategyProblem`, so the
IOPDDL engine (presolve, local search, CP-SAT) can solve our own programs when each op has few
choices, and a test can check both encodings agree on the optimum.

Exactness rules (the lowered optimum equals the factor-level one, price for price):

- One strategy node per factor-level node, strategy i = candidate i (the same candidates, hard
  filters and user-sharding filtering, since the same `build_problem` makes them); node cost =
  the candidate's op price (compute, need-replication / permutation collectives, result
  all-reduce or reduce-scatter, return reshard), in the same integer units.
- A value read by one op (through one or several operands) is a plain edge producer -> reader:
  cost[a, b] = sum of the reshards from a's value sharding to the *distinct* targets b implies.
- A value read by k >= 2 ops is not pairwise: `cost.evaluate` pays each distinct target once
  (XLA CSEs identical reshards). It is lowered exactly with a chain of k - 1 auxiliary nodes:
  aux i's strategy is (value sharding, targets already paid by readers 1..i-1, the target set of
  reader i), it pays the reshards to the targets reader i adds, and equality edges (other pairs
  FORBIDDEN) tie it to the producer (i = 1) or to aux i-1, and to reader i's candidates that need
  that target set; the last reader's edge from aux k-1 pays the targets it adds. An aux node may
  have up to `max_choices`**2 strategies (value shardings x target sets), else refused.
- Memory (only with a budget): `cost.memory`'s schedule (point 0 = arguments, point i+1 = op i
  running, operands and results live) becomes time points; a value defined at point d and last
  read by op l is live on [d, l + 2). A node whose results share one interval carries their
  bytes; otherwise each value gets a zero-cost aux node copying its producer's sharding.
- Several user-priority tiers are lexicographic, not a single sum: refused.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

import numpy as np
from shardsat.ir.program import Program
from shardsat.model.errors import RuleError
from shardsat.model.mesh import Mesh
from shardsat.solver.cpsat.candidates import CandidateOptions
from shardsat.solver.cpsat.options import SolveOptions, resolve_topology
from shardsat.solver.cpsat.plan import objective_value, value_shardings
from shardsat.solver.cpsat.problem import Pricer, Problem, Use, build_problem
from shardsat.solver.solution import Solution, SolveStatus
from shardsat.solver.strategy.problem import FORBIDDEN, StrategyProblem, StrategyResult

DEFAULT_MAX_CHOICES = 64
"""Largest strategy count per node the lowering accepts (dense edge tables grow as its square)."""


@dataclass
class _Builder:
    """Strategy nodes and edges being collected (plain lists; `StrategyProblem.build` at the end)."""

    costs: list[list[int]]
    usages: list[list[int]]
    intervals: list[tuple[int, int]]
    edges: list[tuple[int, int]]
    edge_costs: list[np.ndarray]
    max_choices: int

    def node(self, costs: Sequence[int], what: str, aux: bool = False) -> int:
        """A new strategy node; an op's own count is capped at max_choices, an auxiliary node's
        (a shared read: value shardings x target sets) at its square."""
        cap = self.max_choices**2 if aux else self.max_choices
        if len(costs) > cap:
            limit = f"max_choices={self.max_choices}" + ("**2" if aux else "")
            raise RuleError(f"{what}: {len(costs)} strategies exceed {limit}")
        self.costs.append([int(c) for c in costs])
        self.usages.append([0] * len(costs))
        self.intervals.append((0, 0))
        return len(self.costs) - 1

    def edge(self, a: int, b: int, matrix: np.ndarray) -> None:
        assert matrix.shape == (len(self.costs[a]), len(self.costs[b]))
        self.edges.append((a, b))
        self.edge_costs.append(np.asarray(matrix, dtype=np.int64).reshape(-1))


def _same(left: Sequence, right: Sequence, key=lambda s: s) -> np.ndarray:
    """0 where left[i] == key(right[j]), FORBIDDEN elsewhere: an edge that ties two choices."""
    right = [key(c) for c in right]
    return np.array([[0 if a == c else FORBIDDEN for c in right] for a in left], dtype=np.int64)


@dataclass(frozen=True)
class Decoder:
    """Turns a strategy list back into the factor-level plan (`decode(choice) -> Solution`).

    Factor-level node n is strategy node n (auxiliary nodes come after them and are dropped):
    strategy i of node n is candidate i, so the plan is read off the first entries.
    """

    problem: Problem
    num_factor_nodes: int

    def factor_choice(self, choice: Sequence[int]) -> list[int]:
        return [int(s) for s in choice[: self.num_factor_nodes]]

    def objective(self, choice: Sequence[int]) -> int:
        """The factor-level price of the plan (what `cost.evaluate` reports)."""
        return objective_value(self.problem, self.factor_choice(choice))

    def __call__(self, choice: Sequence[int], result: StrategyResult | None = None) -> Solution:
        if len(choice) < self.num_factor_nodes:
            raise RuleError(
                f"strategy list has {len(choice)} entries for {self.num_factor_nodes} nodes"
            )
        picked = self.factor_choice(choice)
        for n, c in enumerate(picked):
            k = len(self.problem.nodes[n].candidates)
            if not 0 <= c < k:
                raise RuleError(
                    f"{self.problem.nodes[n].label}: strategy {c} out of range ({k} strategies)"
                )
        op_axes = {
            node.op.id: node.candidates[picked[n]]
            for n, node in enumerate(self.problem.nodes)
            if node.op is not None and node.rule is not None
        }
        objective = float(objective_value(self.problem, picked))
        status = SolveStatus.FEASIBLE
        bound, seconds = None, 0.0
        if result is not None:
            status = result.status
            bound = None if result.bound is None else float(result.bound)
            seconds = result.seconds
        return Solution(
            status, value_shardings(self.problem, picked), "strategy", op_axes, objective,
            bound, seconds, (), {"strategy_choice": list(map(int, choice))},
        )  # fmt: skip


def lower_to_strategy_problem(
    program: Program,
    mesh: Mesh,
    topology=None,
    objective: str = "time",
    max_choices: int = DEFAULT_MAX_CHOICES,
    memory_budget: int | None = None,
    allow_padding: bool | None = None,
    need_replication: str | None = None,
) -> tuple[StrategyProblem, Decoder]:
    """(strategy problem, decode) for `program` on `mesh`; see the module docstring.

    Candidates and prices are `solver.cpsat.solve`'s with the same options (None: its
    defaults, read from `SolveOptions`), so both optima are equal.
    """
    defaults = SolveOptions()
    options = CandidateOptions(
        defaults.allow_padding if allow_padding is None else allow_padding,
        defaults.need_replication if need_replication is None else need_replication,
    )
    topo = resolve_topology(topology, mesh)
    problem = build_problem(program, mesh, Pricer(mesh, topo, objective), options)
    return lower_factor_problem(problem, max_choices, memory_budget)


def lower_factor_problem(
    problem: Problem, max_choices: int = DEFAULT_MAX_CHOICES, memory_budget: int | None = None
) -> tuple[StrategyProblem, Decoder]:
    """Lower an already built factor-level `Problem` (as `cpsat.solve` builds it)."""
    if len(problem.tiers) > 1:
        raise RuleError(
            f"user priorities {', '.join(f'p{t}' for t in problem.tiers)}: lexicographic tiers "
            "do not lower to one strategy-selection sum"
        )
    b = _Builder([], [], [], [], [], max_choices)
    for node in problem.nodes:
        if not node.candidates:
            raise RuleError(f"{node.label}: no candidate honours the user shardings")
        b.node(node.costs, node.label)
    for use in problem.uses:
        _lower_use(b, problem, use)
    limit = None
    if memory_budget is not None:
        _add_memory(b, problem)
        limit = int(memory_budget)
    lowered = StrategyProblem.build(
        b.costs, b.usages, b.intervals, b.edges, b.edge_costs, limit,
        name=f"{problem.program.entry}@{problem.mesh_name}",
    )  # fmt: skip
    return lowered, Decoder(problem, len(problem.nodes))


def _reader_targets(use: Use) -> dict[int, list[list[int]]]:
    """Reader node -> [column (target) ids per operand read] per reader candidate, reader order."""
    out: dict[int, list[list[int]]] = {}
    for n, _, cols in use.consumers:
        out.setdefault(n, []).append(cols)
    return {n: [list(ts) for ts in zip(*per, strict=True)] for n, per in out.items()}


def _lower_use(b: _Builder, problem: Problem, use: Use) -> None:
    table = np.asarray(use.matrix, dtype=np.int64)  # distinct value sharding x distinct target
    readers = _reader_targets(use)
    p = use.producer
    if len(readers) == 1:
        ((n, targets),) = readers.items()
        if n == p:
            raise RuleError(f"{use.value}: read by its own producer {problem.nodes[p].label}")
        cols = np.zeros((len(table), len(targets)), dtype=np.int64)
        for j, ts in enumerate(targets):
            cols[:, j] = table[:, sorted(set(ts))].sum(axis=1)
        b.edge(p, n, cols[use.rows])
        return
    # k >= 2 readers: the chain of aux nodes (module docstring); the last reader needs none
    sets = {n: [frozenset(ts) for ts in targets] for n, targets in readers.items()}
    order = list(readers)
    prev, prev_out = p, None
    for i, n in enumerate(order[:-1]):
        states = (
            [(r, frozenset()) for r in range(len(table))]
            if prev_out is None
            else list(dict.fromkeys(prev_out))
        )
        kinds = list(dict.fromkeys(sets[n]))  # distinct target sets reader i may need
        strategies = [(s, t) for s in states for t in kinds]
        costs = [int(table[r, sorted(t - paid)].sum()) for (r, paid), t in strategies]
        aux = b.node(costs, f"shared read {i + 1} of {len(order)} of {use.value}", aux=True)
        if prev_out is None:
            b.edge(p, aux, _same(use.rows, [s for s, _ in strategies], key=lambda s: s[0]))
        else:
            b.edge(prev, aux, _same(prev_out, [s for s, _ in strategies]))
        b.edge(aux, n, _same([t for _, t in strategies], sets[n]))
        prev_out = [(r, paid | t) for (r, paid), t in strategies]
        prev = aux
    last = order[-1]
    b.edge(
        prev,
        last,
        np.array(
            [[int(table[r, sorted(t - paid)].sum()) for t in sets[last]] for r, paid in prev_out],
            dtype=np.int64,
        ),
    )


def _schedule_intervals(problem: Problem) -> dict[str, tuple[int, int]]:
    """Value -> [first, end) live time points in `cost.memory`'s schedule (entry values only)."""
    fn = problem.program.main
    end = len(fn.ops)
    last: dict[str, int] = {}
    for i, op in enumerate(fn.ops):
        for v in op.operands:
            last[v] = i
    for v in list(fn.returns) + list(fn.args):
        last[v] = end
    out = {v: (0, end + 2) for v in fn.args}
    for i, op in enumerate(fn.ops):
        for v in op.results:
            out.setdefault(v, (i + 1, last.get(v, i) + 2))
    return out


def _add_memory(b: _Builder, problem: Problem) -> None:
    """Per-device bytes of every scheduled value, live over its interval (module docstring)."""
    from shardsat.cost.memory import value_bytes

    live = _schedule_intervals(problem)
    for n, node in enumerate(problem.nodes):
        values = [(r, v) for r, v in enumerate(node.results) if v in live]
        if not values:
            continue
        ttypes = {v: problem.program.value(v).type for _, v in values}
        sizes = {
            v: [value_bytes(ttypes[v], s[r], problem.mesh) for s in node.result_shardings]
            for r, v in values
        }
        spans = {live[v] for _, v in values}
        if len(spans) == 1:
            b.usages[n] = [sum(sizes[v][c] for _, v in values) for c in range(len(b.costs[n]))]
            b.intervals[n] = spans.pop()
            continue
        for _, v in values:
            rows = list(dict.fromkeys(sizes[v]))
            aux = b.node([0] * len(rows), f"memory of {v}", aux=True)
            b.usages[aux] = rows
            b.intervals[aux] = live[v]
            b.edge(n, aux, _same(sizes[v], rows))


def solve_lowered(
    program: Program,
    mesh: Mesh,
    topology=None,
    objective: str = "time",
    max_choices: int = DEFAULT_MAX_CHOICES,
    memory_budget: int | None = None,
    time_limit: float = 60.0,
    workers: int = 2,
    seed: int = 0,
) -> Solution:
    """Lower, solve with the strategy engine, decode: a factor-level `Solution`."""
    from shardsat.solver.strategy.driver import solve_strategy_problem

    lowered, decode = lower_to_strategy_problem(
        program, mesh, topology, objective, max_choices, memory_budget
    )
    result = solve_strategy_problem(lowered, time_limit=time_limit, workers=workers, seed=seed)
    if not result.choice:
        return Solution(
            result.status, {}, "strategy", solve_seconds=result.seconds, stats=result.stats
        )
    return decode(result.choice, result)
