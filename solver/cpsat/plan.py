"""Plans as one candidate per node: their price, hints, reading them from CP-SAT, decoding.

A *choice* is a list with one candidate index per node of the `Problem`; every other form of a
plan (value shardings, op factor axes, a `Solution`) is derived from it here.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field

from ortools.sat.python import cp_model
from shardsat.model.axis import mesh_order_key
from shardsat.model.sharding import TensorSharding
from shardsat.solver.cpsat.encoding import Encoding
from shardsat.solver.cpsat.problem import Alias, Problem
from shardsat.solver.solution import Solution, SolveStatus


@dataclass
class TierResult:
    """What the tiers' solves found: a choice, each tier's value and proven bound."""

    status: SolveStatus
    choice: list[int] | None
    tier_values: list[int]
    tier_bounds: list[int]
    greedy_objective: int | None = None
    descent_log: list = field(default_factory=list)
    final_log: list = field(default_factory=list)
    """Per tier solved: its time limit and the bound over time."""
    descent_rounds: list = field(default_factory=list)
    """Per descent round: where its time went (`descent.solve_round`'s timing)."""


def objective_value(problem: Problem, choice: list[int], tier: int | None = None) -> int:
    """The plan's price from the tables (the number the encoding's objective equals)."""
    total = 0
    for n, node in enumerate(problem.nodes):
        if node.costs and (tier is None or node.tier == tier):
            total += node.costs[choice[n]]
    for use in problem.uses:
        if tier is None or use.tier == tier:
            total += use.price(choice)
    return total


def within_budget(problem: Problem, choice: list[int], budget: int | None) -> bool:
    """The plan's peak per-device memory (`cost.memory`, the number the report shows) fits."""
    if budget is None:
        return True
    from shardsat.cost.memory import peak_memory

    shardings = value_shardings(problem, choice)
    return peak_memory(problem.program, shardings, problem.mesh).peak_bytes <= budget


def in_model(enc: Encoding, choice: list[int], budget: int | None = None) -> bool:
    """The plan satisfies the ties, the aliases, the merged (tight) uses and the budget."""
    if any(choice[n] != choice[r] for n, r in enumerate(enc.rep)):
        return False
    if broken_nodes(enc, choice):
        return False
    return within_budget(enc.problem, choice, budget)


def broken_nodes(enc: Encoding, choice: list[int]) -> set[int]:
    """The nodes at either end of each alias and merged (tight) use that `choice` breaks (the
    two values must be sharded alike)."""
    p, broken = enc.problem, set()
    for alias in p.aliases:
        if not alias.holds(p, choice):
            broken |= {node for node, _ in alias.sides()}
    for i in enc.tight:
        use = p.uses[i]
        n, k, _ = use.consumers[0]
        r = p.nodes[use.producer].results.index(use.value)
        produced = p.nodes[use.producer].result_shardings[choice[use.producer]][r]
        if produced != p.nodes[n].operand_shardings[choice[n]][k]:
            broken |= {use.producer, n}
    return broken


def keep_aliases(problem: Problem, choice: list[int] | None) -> list[int] | None:
    """`choice` with every alias made to hold: per group of values the aliases chain (an
    argument, the returned value aliased to it, a branch's yield of it), every value takes the
    sharding one of them has, each node the first candidate giving it, whichever plan is
    cheapest; a group no sharding can unite stays broken (the plan is then no plan of the
    model, as `in_model` says)."""
    if choice is None:
        return None
    choice = list(choice)
    for group in alias_groups(problem):
        key = lambda n, r, c: Alias.key(problem, n, r, c)  # noqa: E731
        wants = list(dict.fromkeys(key(n, r, choice[n]) for n, r in group))
        if len(wants) == 1:
            continue
        members: dict[int, list[int]] = {}
        for n, r in group:
            members.setdefault(n, []).append(r)
        options = []
        for want in wants:
            plan = list(choice)
            for n, rs in members.items():
                fits = [c for c in range(len(problem.nodes[n].candidates))
                        if all(key(n, r, c) == want for r in rs)]  # fmt: skip
                if not fits:
                    break
                if plan[n] not in fits:
                    plan[n] = fits[0]
            else:
                options.append(plan)
        if options:
            choice = min(options, key=lambda plan: objective_value(problem, plan))
    return choice


def alias_groups(problem: Problem) -> list[list[tuple[int, int]]]:
    """The (node, result index) values the aliases chain into one sharding, in first-seen
    order (union-find over `Problem.aliases`)."""
    parent: dict[tuple[int, int], tuple[int, int]] = {}

    def root(v: tuple[int, int]) -> tuple[int, int]:
        parent.setdefault(v, v)
        while parent[v] != v:
            parent[v] = parent[parent[v]]
            v = parent[v]
        return v

    for alias in problem.aliases:
        a, b = alias.sides()
        ra, rb = root(a), root(b)
        if ra != rb:
            parent[rb] = ra
    groups: dict[tuple[int, int], list[tuple[int, int]]] = {}
    for v in parent:
        groups.setdefault(root(v), []).append(v)
    return list(groups.values())


def hint(enc: Encoding, choice: list[int]) -> None:
    """Hint `choice` on the choice literals of every representative node."""
    for n, c in enumerate(choice):
        if enc.rep[n] != n:
            continue
        for k, lit in enumerate(enc.x[n]):
            enc.model.AddHint(lit, k == c)


def read_choice(enc: Encoding, solver: cp_model.CpSolver) -> list[int]:
    """The choice of CP-SAT's best solution."""
    choice = []
    for lits in enc.x:
        values = [solver.BooleanValue(lit) for lit in lits]
        choice.append(values.index(True))
    return choice


def value_shardings(problem: Problem, choice: list[int]) -> dict[str, TensorSharding]:
    """Every value's sharding: what its producer's choice implies, plus the user's replicated axes."""
    out: dict[str, TensorSharding] = {}
    order = {a.name: i for i, a in enumerate(problem.mesh.axes)}
    for n, node in enumerate(problem.nodes):
        for r, v in enumerate(node.results):
            sharding = node.result_shardings[choice[n]][r]
            replicated = [
                uc.replicated_axis for uc in problem.constraints.get(v, ()) if uc.replicated_axis
            ]
            if replicated:
                replicated.sort(key=lambda a: mesh_order_key(a, order[a.name]))
                sharding = TensorSharding(sharding.mesh_name, sharding.dims, tuple(replicated))
            out[v] = sharding
    return out


def decode(problem: Problem, result: TierResult, seconds: float, stats: dict) -> Solution:
    """The Solution of a solved encoding; objective recomputed from the tables."""
    choice = result.choice
    if choice is None:
        return Solution(SolveStatus.UNKNOWN, {}, "cpsat", solve_seconds=seconds, stats=stats)
    op_axes = {
        node.op.id: node.candidates[choice[n]]
        for n, node in enumerate(problem.nodes)
        if node.op is not None and node.rule is not None
    }
    objective = objective_value(problem, choice)
    bound = min(objective, sum(result.tier_bounds))
    stats["cpsat_objective"] = sum(result.tier_values)
    return Solution(
        result.status, value_shardings(problem, choice), "cpsat", op_axes, float(objective),
        float(bound), seconds, (), stats,
    )  # fmt: skip


def _dims_key(sharding: TensorSharding | None):
    return None if sharding is None else tuple(d.axes for d in sharding.dims)


def match_solution(
    problem: Problem,
    shardings: Mapping[str, TensorSharding],
    op_axes: Mapping[str, tuple],
    nearest: list[int] | None = None,
) -> list[int] | None:
    """Per node, the candidate that reproduces a given plan: its factor axes when known, else
    the one whose implied operand and result shardings equal the plan's values, else one that
    matches the results only (operands then reshard, as the cost model would price them).

    None when a node has no such candidate, unless `nearest` is a list: a node whose results
    the plan shards then takes the candidate closest to it (`_nearest_node`) and its index is
    appended there (a plan of the model near the given one, e.g. an expert plan whose reshape
    shardings no rule candidate expresses; its price is the model's, not the given plan's)."""
    choice = []
    for n, node in enumerate(problem.nodes):
        c = _match_node(node, shardings, op_axes)
        if c is None:
            if nearest is None or any(v not in shardings for v in node.results):
                return None  # no candidate, or a node the plan does not describe
            c = _nearest_node(node, shardings)
            nearest.append(n)
        choice.append(c)
    return choice


def _nearest_node(node, shardings: Mapping[str, TensorSharding]) -> int:
    """The candidate with the most result dims sharded as the plan's values, then the most
    operand dims, then the cheapest op price."""
    results = [_dims_key(shardings.get(v)) for v in node.results]
    operands = [_dims_key(shardings.get(v)) for v in node.operands]

    def same(want, implied) -> int:
        return sum(
            sum(a == b for a, b in zip(w, _dims_key(s), strict=False))
            for w, s in zip(want, implied, strict=True)
            if w is not None
        )

    def score(c: int) -> tuple:
        cost = node.costs[c] if node.costs else 0
        return (
            -same(results, node.result_shardings[c]),
            -same(operands, node.operand_shardings[c]),
            cost,
        )

    return min(range(len(node.candidates)), key=score)


def reproduces(
    problem: Problem, choice: list[int], shardings: Mapping[str, TensorSharding], op_axes
) -> bool:
    """`choice` is exactly the given plan: every value's sharding, every op's factor axes (or,
    where the plan has none, its operands read unresharded), so its table price is what
    `cost.evaluate` gives the plan."""
    for n, node in enumerate(problem.nodes):
        c = choice[n]
        if not _same_dims(shardings, node.results, node.result_shardings[c]):
            return False
        if node.op is None or node.rule is None:
            continue
        if node.op.id not in op_axes:
            if not _same_dims(shardings, node.operands, node.operand_shardings[c]):
                return False
        elif tuple(tuple(a) for a in op_axes[node.op.id]) != node.candidates[c]:
            return False
    return True


def _same_dims(shardings: Mapping[str, TensorSharding], values, implied) -> bool:
    return all(
        _dims_key(shardings.get(v)) == _dims_key(s) for v, s in zip(values, implied, strict=True)
    )


def _match_node(node, shardings, op_axes) -> int | None:
    """The candidate with the plan's factor axes (among several, e.g. an all-reduced result
    and its reduce-scatter variants, the one giving the plan's result shardings), else one
    implying the plan's value shardings (`match_solution`)."""
    results = tuple(_dims_key(shardings.get(v)) for v in node.results)
    if node.op is not None and node.op.id in op_axes:
        want = tuple(tuple(a) for a in op_axes[node.op.id])
        same = [c for c, cand in enumerate(node.candidates) if cand == want]
        for c in same:
            if tuple(_dims_key(s) for s in node.result_shardings[c]) == results:
                return c
        if same:
            return same[0]
    operands = tuple(_dims_key(shardings.get(v)) for v in node.operands)
    fallback = None
    for c in range(len(node.candidates)):
        if tuple(_dims_key(s) for s in node.result_shardings[c]) != results:
            continue
        if tuple(_dims_key(s) for s in node.operand_shardings[c]) == operands:
            return c
        fallback = c if fallback is None else fallback
    return fallback
