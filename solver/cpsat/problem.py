"""The CP-SAT auto-sharder's problem: nodes with candidate factor assignments, priced uses.

A *node* is a function argument (it chooses its own sharding among candidates) or an op of the
entry function (it chooses a factor assignment of its rule). Every value gets the sharding its
producer's choice implies; every use of a value sees the sharding its consumer's choice implies
and pays `plan_reshard(value sharding -> implied)`; every op pays `op_cost` for its choice (compute
time and the collectives of sharded reduction / need-replication / permutation factors). All
prices are integers from `cost/` (ns for `time`, bytes for `comm`), tabulated once per distinct
(sharding, sharding) pair, so the encoding is exact.

User shardings (argument and result shardings of the entry function, `sdy.sharding` on ops,
`sdy.sharding_constraint` ops) constrain *values*: closed dims are exact, open dims keep their
axes as a prefix, explicitly replicated axes are unused. A consumer may still reshard such a value
at the price of the reshard: this is what makes conflicting user shardings on different values
feasible, and a priced choice rather than an error.
"""

from __future__ import annotations

import itertools
import math
import threading
from collections.abc import Callable, Sequence
from contextlib import contextmanager
from dataclasses import dataclass, field, replace

from shardsat.cost.conv_cases import xla_case
from shardsat.cost.evaluate import (
    gathers_partials,
    partial_gather,
    reduction_steps,
    shared_factor_axes,
)
from shardsat.ir.dataflow import DataFlowEdge, data_flow_edges, is_data_flow_op
from shardsat.ir.graph import dead_ops, op_regions
from shardsat.ir.program import Op, Program, TensorType
from shardsat.model.axis import overlaps
from shardsat.model.errors import RuleError
from shardsat.model.mesh import Mesh
from shardsat.model.projection import (
    add_axis_or_merge,
    axis_list_prefix_status,
    sharding_from_factors,
)
from shardsat.model.rule import OpShardingRule
from shardsat.model.sharding import DimSharding, TensorSharding
from shardsat.solver.cpsat.candidates import (
    DEFAULT_OPTIONS,
    CandidateOptions,
    FactorAxes,
    factor_assignments,
    identity_rule,
)
from shardsat.solver.cpsat.deadline import Deadline, now
from shardsat.solver.cpsat.tables import LazyTable

SHARDING_CONSTRAINT = "sdy.sharding_constraint"


@dataclass(frozen=True, slots=True)
class UserConstraint:
    """One user wish on one value: a dim sharding (closed or open) or one replicated axis.

    `source` says where the user wrote it (`arg 0 of @main`, `result 1 of @main`, `op main/add.2
    result 0`); `priority` is the dim's priority (0 when none is written).
    """

    value: str
    source: str
    priority: int
    dim: int | None = None
    dim_sharding: DimSharding | None = None
    replicated_axis: object | None = None
    location: str | None = None

    def allows(self, sharding: TensorSharding, mesh: Mesh) -> bool:
        """The value's sharding honours this wish."""
        if self.dim is not None:
            assert self.dim_sharding is not None
            have = sharding.dims[self.dim].axes
            want = self.dim_sharding.axes
            if self.dim_sharding.is_closed:
                return have == want
            return axis_list_prefix_status(want, have, mesh) in ("equal", "strict")
        ref = self.replicated_axis
        size = mesh.axis_size(ref.name)  # type: ignore[union-attr]
        return not any(overlaps(a, ref, size) for a in sharding.axes_in_dims())  # type: ignore[arg-type]

    def describe(self) -> str:
        """One line in the user's terms: value, where it was written, dim or axis, priority."""
        where = f"{self.value} ({self.source}" + (f", {self.location})" if self.location else ")")
        if self.dim is not None:
            kind = "closed" if self.dim_sharding.is_closed else "open"  # type: ignore[union-attr]
            axes = ", ".join(str(a) for a in self.dim_sharding.axes)  # type: ignore[union-attr]
            return f"{where} dim {self.dim}: {{{axes}}} {kind}, p{self.priority}"
        return f"{where}: axis {self.replicated_axis} explicitly replicated, p{self.priority}"


@dataclass
class Node:
    """A function argument or an op: its candidates and what each implies."""

    key: str
    label: str
    op: Op | None
    rule: OpShardingRule | None
    candidates: list[FactorAxes]
    results: tuple[str, ...]
    operands: tuple[str, ...]
    result_shardings: list[tuple[TensorSharding, ...]]
    operand_shardings: list[tuple[TensorSharding, ...]]
    costs: list[int] = field(default_factory=list)
    tier: int = 0
    own_reshards: bool = False
    """Its operand reshards are never shared with other consumers' (a data-flow op's: XLA does
    not merge the all-gather into an `optimization_barrier` with an equal one elsewhere)."""


@dataclass
class Use:
    """Every read of one value: a priced (value sharding, target sharding) table.

    A consumer reads the value resharded to the sharding its candidate implies (a *target*);
    each distinct target is paid once however many consumers need it (`cost.evaluate` prices
    identical reshards of a value once, as XLA CSEs them).
    """

    value: str
    producer: int
    rows: list[int]
    """Producer candidate -> row (distinct value sharding)."""
    consumers: list[tuple[int, int, list[int]]]
    """(node, operand index, consumer candidate -> column = distinct target)."""
    matrix: list[list[int]] | LazyTable
    """Row x target prices; a `LazyTable` until `tables.materialize` (read `[s][t]` alike)."""
    tier: int = 0
    row_shardings: list[TensorSharding] = field(default_factory=list)
    target_shardings: list[TensorSharding] = field(default_factory=list)

    def targets(self, choice: Sequence[int]) -> set[int]:
        return {cols[choice[n]] for n, _, cols in self.consumers}

    def price(self, choice: Sequence[int]) -> int:
        """One plan's price of this use. It reads a cell or two, so it is priced even past
        the pricing deadline: the fallback plans (greedy's, seeds) must always be priceable."""
        s = self.rows[choice[self.producer]]
        if isinstance(self.matrix, LazyTable):
            return sum(self.matrix.cell(s, t, bounded=False) for t in self.targets(choice))
        row = self.matrix[s]
        return sum(row[t] for t in self.targets(choice))


@dataclass
class Problem:
    """Everything the encoding needs, with prices already in integer units."""

    program: Program
    mesh: Mesh
    mesh_name: str
    objective: str
    nodes: list[Node]
    uses: list[Use]
    producer: dict[str, tuple[int, int]]
    """Value id -> (node index, result index)."""
    constraints: dict[str, list[UserConstraint]]
    tiers: tuple[int, ...] = (0,)
    removed: dict[int, list[int]] = field(default_factory=dict)
    """Node index -> candidates dropped by user constraints (kept for explanations)."""
    aliases: list[Alias] = field(default_factory=list)
    """Values whose shardings must be equal (`Function.aliases`: carried from step to step)."""


@dataclass(frozen=True, slots=True)
class Alias:
    """Two values that must get the same sharding (a hard constraint): result `argument_r` of
    node `argument` and result `r` of node `producer`. An entry argument and the returned value
    aliased to it (`entry_aliases`), or a branch op's result and one branch's yield
    (`branch_ties`)."""

    argument: int
    producer: int
    r: int
    label: str
    argument_r: int = 0
    what: str = "same sharding in and out"

    def holds(self, problem: Problem, choice: Sequence[int]) -> bool:
        return self.key(problem, self.argument, self.argument_r, choice[self.argument]) == (
            self.key(problem, self.producer, self.r, choice[self.producer])
        )

    def sides(self) -> tuple[tuple[int, int], tuple[int, int]]:
        """((node, result index) of the first value, of the second)."""
        return (self.argument, self.argument_r), (self.producer, self.r)

    def describe(self) -> str:
        """One line for explanations: which values and why."""
        return f"{self.label}: {self.what}"

    @staticmethod
    def key(problem: Problem, n: int, r: int, c: int) -> tuple:
        """Where the data lives: the axes of each dim (what a `NamedSharding` says)."""
        return tuple(d.axes for d in problem.nodes[n].result_shardings[c][r].dims)


def entry_mesh_name(program: Program, mesh: Mesh) -> str:
    """The symbol shardings are written against: the mesh's own name, else `mesh` (as
    `cost.evaluate` does)."""
    return mesh.name or "mesh"


def rule_of(op: Op, program: Program) -> OpShardingRule | None:
    """The op's own rule, else the registry's (None: the op has no rule)."""
    if op.rule is not None:
        return op.rule
    from shardsat.ir.registry import rule_for

    try:
        return rule_for(op, program)
    except RuleError:
        return None


def collect_user_constraints(program: Program) -> dict[str, list[UserConstraint]]:
    """Value id -> the user's wishes on it, from every place a user can write a sharding."""
    fn = program.main
    out: dict[str, list[UserConstraint]] = {}
    for i, sharding in sorted(fn.arg_shardings.items()):
        _add_sharding(out, fn.args[i], sharding, f"arg {i} of @{fn.name}", None)
    for i, sharding in sorted(fn.result_shardings.items()):
        _add_sharding(out, fn.returns[i], sharding, f"result {i} of @{fn.name}", None)
    for op in fn.ops:
        if op.name == SHARDING_CONSTRAINT and "sharding" in op.attributes:
            _add_sharding(out, op.results[0], op.attributes["sharding"], f"{op.id}", op.location)
        elif op.sharding:
            for r, sharding in enumerate(op.sharding):
                _add_sharding(out, op.results[r], sharding, f"{op.id} result {r}", op.location)
    return out


def user_orders(constraints: dict[str, list[UserConstraint]], mesh: Mesh) -> tuple:
    """The axis orders user shardings write on a dim other than the mesh's (major axis first,
    a sub-axis by its offset), each once, for `CandidateOptions.orders`."""
    names = {a.name for a in mesh.axes}
    found: dict[tuple, None] = {}
    for items in constraints.values():
        for c in items:
            axes = tuple(c.dim_sharding.axes) if c.dim_sharding is not None else ()
            if len(axes) < 2 or any(a.name not in names for a in axes):
                continue  # another mesh's axes are the verifier's to name
            key = [(mesh.axis_index(a.name), a.sub[0] if a.sub else 1) for a in axes]
            if key != sorted(key):
                found[axes] = None
    return tuple(found)


def _add_sharding(out, value, sharding, source, location) -> None:
    items = out.setdefault(value, [])
    for d, dim in enumerate(sharding.dims):
        if dim.is_closed or dim.axes:
            items.append(UserConstraint(value, source, dim.priority or 0, d, dim, None, location))
    for ref in sharding.replicated:
        items.append(UserConstraint(value, source, 0, None, None, ref, location))


class OutOfTime(Exception):
    """Pricing passed the solve's deadline (internal: `solve` falls back to greedy's plan)."""


class Pricer:
    """Integer prices from `cost/` (the same pieces `cost.evaluate` sums), cached."""

    def __init__(
        self, mesh: Mesh, topology, objective: str, deadline: Deadline | None = None
    ) -> None:
        if objective not in ("time", "comm"):
            raise RuleError(f"objective {objective!r}: expected time or comm")
        self.mesh, self.topology, self.objective = mesh, topology, objective
        self.deadline = deadline
        """Pricing past it raises `OutOfTime` (None: no limit). Reshard tables are most of the
        build, so each uncached plan checks it."""
        self._lock = threading.Lock()
        """New sharding and placement ids (the bound thread prices beside the descent)."""
        self._reshard: dict[tuple, int] = {}
        self._plans: dict[tuple, int] = {}
        self._placements: dict[tuple, int] = {}
        self._placement_of: dict[int, int] = {}
        self._ids: dict[TensorSharding, int] = {}
        self._by_object: dict[int, tuple[int, TensorSharding]] = {}
        self.templates: dict[tuple, tuple] = {}
        """Node template cache: repeated layers build and price each distinct op once."""
        self.plans_priced = 0
        self.plan_seconds = 0.0
        """How many reshard plans were priced and the seconds they took (`seconds_per_plan`)."""

    def sid(self, sharding: TensorSharding) -> int:
        """A small int per distinct sharding (frozen dataclasses re-hash deeply on every use)."""
        hit = self._by_object.get(id(sharding))
        if hit is not None and hit[1] is sharding:
            return hit[0]
        with self._lock:  # the bound thread prices beside the descent: ids must stay unique
            i = self._ids.setdefault(sharding, len(self._ids))
        self._by_object[id(sharding)] = (i, sharding)
        return i

    def reshard(
        self, src: TensorSharding, dst: TensorSharding, ttype: TensorType, bounded: bool = True
    ) -> int:
        """The price of src -> dst; `bounded`: raise `OutOfTime` past the deadline."""
        key = (self.sid(src), self.sid(dst), ttype)
        price = self._reshard.get(key)
        if price is None:
            price = self._reshard[key] = self._canonical_reshard(src, dst, ttype, bounded)
        return price

    def plan_key(self, src: TensorSharding, dst: TensorSharding, ttype) -> tuple:
        """Shardings equal in where data lives (axes per dim, unreduced) share one plan:
        `plan_reshard` on one mesh reads only that and the shape and element size (open/closed,
        priorities, mesh name and element type do not change the plan)."""
        return (self._placement(src), self._placement(dst), ttype.shape, ttype.element_bytes)

    def _canonical_reshard(
        self, src: TensorSharding, dst: TensorSharding, ttype, bounded: bool = True
    ) -> int:
        key = self.plan_key(src, dst, ttype)
        price = self._plans.get(key)
        if price is None:
            from shardsat.cost.reshard import plan_reshard

            if bounded:
                self.check()
            began = now()
            plan = plan_reshard(src, dst, ttype, self.mesh, self.topology, describe=False)
            price = self._plans[key] = plan.time_ns if self.objective == "time" else plan.bytes
            self.plans_priced += 1
            self.plan_seconds += now() - began
        return price

    @contextmanager
    def limited(self, seconds: float):
        """Pricing also stops (`OutOfTime`) `seconds` from now, if that comes before the
        deadline; the deadline is restored afterwards (a descent round's own limit)."""
        saved, mine = self.deadline, Deadline.after(seconds)
        if saved is None or mine.end < saved.end:
            self.deadline = mine
        try:
            yield
        finally:
            self.deadline = saved

    def check(self) -> None:
        """Raise `OutOfTime` once the pricing deadline has passed."""
        if self.deadline is not None and self.deadline.expired():
            raise OutOfTime("pricing reshards")

    def is_cached(self, src: TensorSharding, dst: TensorSharding, ttype) -> bool:
        """Pricing src -> dst costs no new reshard plan."""
        return self.has_plan(self.plan_key(src, dst, ttype))

    def has_plan(self, key: tuple) -> bool:
        """The plan `plan_key` names is priced already."""
        return key in self._plans

    def learn(self, key: tuple, price: int) -> None:
        """Store the price of the plan `plan_key` names, priced elsewhere (`pricing_job`)."""
        self._plans.setdefault(key, price)

    def seconds_per_plan(self) -> float:
        """Mean seconds of one reshard plan so far (a prior of 1 ms before any)."""
        return (self.plan_seconds + 1e-3) / (self.plans_priced + 1)

    def _placement(self, sharding: TensorSharding) -> int:
        """A small int per distinct (axes of each dim, unreduced axes) of a sharding."""
        i = self.sid(sharding)
        p = self._placement_of.get(i)
        if p is None:
            where = (tuple(d.axes for d in sharding.dims), sharding.unreduced)
            with self._lock:
                p = self._placements.setdefault(where, len(self._placements))
            self._placement_of[i] = p
        return p

    def op(self, op: Op, rule: OpShardingRule, factor_axes: FactorAxes, program: Program) -> int:
        """Compute and the factor collectives except the partial-sum all-reduces (result
        reshards carry those)."""
        from shardsat.cost.op_cost import op_cost

        operand_types = [program.value(v).type for v in op.operands]
        result_types = [program.value(v).type for v in op.results]
        if self.deadline is not None and self.deadline.expired():
            raise OutOfTime("pricing ops")
        cost = op_cost(op, rule, factor_axes, operand_types, result_types, self.mesh, self.topology)
        own = cost.own_collectives
        if self.objective == "time":
            return int(cost.compute_ns) + sum(c.time_ns for c in own)
        return sum(c.bytes for c in own)


def build_problem(
    program: Program,
    mesh: Mesh,
    pricer: Pricer,
    options: CandidateOptions = DEFAULT_OPTIONS,
    keep_infeasible: bool = False,
    jax_expressible: bool = False,
) -> Problem:
    """Nodes, uses and price tables of the entry function (see module docstring).

    With `keep_infeasible` candidates that break user constraints stay in (the explanation
    encoding forbids them under assumption literals); otherwise they are dropped here.
    """
    mesh_name = entry_mesh_name(program, mesh)
    constraints = collect_user_constraints(program)
    options = replace(options, orders=options.orders + user_orders(constraints, mesh))
    padded = replace(options, allow_padding=True)
    uneven = uneven_values(program, constraints, mesh)
    nodes = _argument_nodes(program, mesh, mesh_name, options, jax_expressible, pricer, uneven)
    dead = dead_ops(program)
    for op, nested in _walk(program.main.ops):
        if op.id not in dead:  # XLA deletes them before partitioning; `cost.evaluate` skips them
            opts = padded if uneven.intersection(op.results) else options
            nodes.extend(_op_nodes(op, program, mesh, mesh_name, opts, nested, pricer))
    producer = {v: (n, r) for n, node in enumerate(nodes) for r, v in enumerate(node.results)}
    problem = Problem(program, mesh, mesh_name, pricer.objective, nodes, [], producer, constraints)
    _filter_by_constraints(problem, drop=not keep_infeasible)
    if jax_expressible:
        _filter_boundary_sub_axes(problem)
    _add_return_costs(problem, pricer)
    problem.uses = _uses(problem, pricer)
    problem.aliases = entry_aliases(problem) + branch_ties(problem)
    assign_tiers(problem)
    return problem


def entry_aliases(problem: Problem) -> list[Alias]:
    """The entry function's (argument, result) aliases as node pairs; a returned value out of
    the entry function's reach, or the argument itself, constrains nothing."""
    fn = problem.program.main
    out = []
    for i, j in fn.aliases:
        arg, ret = fn.args[i], fn.returns[j]
        if ret == arg or ret not in problem.producer or arg not in problem.producer:
            continue
        n, r = problem.producer[ret]
        label = f"arg {i} of @{fn.name} aliased to result {j}"
        out.append(Alias(problem.producer[arg][0], n, r, label))
    return out


def branch_ties(problem: Problem) -> list[Alias]:
    """Each result of a branch op (`BRANCH_OPS`) and each branch's yield of it get the same
    sharding: XLA reshards a yield to the result's sharding inside its branch (as
    `cost.evaluate` prices it); the model has no use for that reshard, so it only takes plans
    where none is needed (a yield out of the entry function's reach constrains nothing)."""
    out = []
    for op, nested in _walk(problem.program.main.ops):
        if nested or op.name not in BRANCH_OPS or not op.results:
            continue
        if problem.producer.get(op.results[0], (None,))[0] is None:
            continue
        n0 = problem.producer[op.results[0]][0]
        if problem.nodes[n0].op is not op or problem.nodes[n0].rule is not None:
            continue  # not solved as a data-flow op (e.g. an op with a rule of its own)
        for i, v in enumerate(op.results):
            n, r = problem.producer[v]
            for b, region in enumerate(op.regions):
                y = region.yields[i] if i < len(region.yields) else None
                if y is None or y not in problem.producer or y == v:
                    continue
                m, k = problem.producer[y]
                label = f"{op.id} result {i}"
                what = f"same sharding as branch {b}'s yield {y}"
                out.append(Alias(n, m, k, label, r, what))
    return out


BRANCH_OPS = ("stablehlo.case", "stablehlo.if")
"""Data-flow ops whose regions run at most once, in the function's own scope (no block
arguments): their ops are solved like the function's (`_walk`), their yields feed the results."""


REGION_COMPUTATIONS = ("sdy.named_computation", "sdy.manual_computation")


def _walk(ops, nested: bool = False):
    """(op, is nested in a region) in program order, region ops after their parent. The
    branches of a `BRANCH_OPS` op that is not nested are not nested either: they run once, and
    `cost.evaluate` prices their ops with the plan's shardings like any other op."""
    for op in ops:
        yield op, nested
        inner = nested or op.name not in BRANCH_OPS
        for region in op.regions:
            yield from _walk(region.ops, inner)


def _free_node(
    key, label, op, shape, mesh, mesh_name, options, results, pricer, fixed=False
) -> Node:
    """A value whose sharding is a free choice (argument, constant, rule-less op result)."""
    tkey = ("free", tuple(shape), fixed, options, mesh_name)
    if tkey not in pricer.templates:
        rule = identity_rule(shape)
        cands = [tuple(() for _ in shape)] if fixed else factor_assignments(rule, mesh, options)
        implied = [(sharding_from_factors(rule.results[0], c, mesh, mesh_name),) for c in cands]
        pricer.templates[tkey] = (cands, implied, [()] * len(cands), [0] * len(cands))
    cands, implied, operands, costs = pricer.templates[tkey]
    return Node(key, label, op, None, cands, results, (), implied, operands, costs)


def _data_flow_node(op, edge, label, program, mesh, mesh_name, options, pricer) -> Node:
    """One result of a data-flow op (`ir.dataflow.data_flow_edges`): a free choice that reads
    the operands among its sources resharded to its own sharding, as XLA does (and
    `cost.evaluate` prices). A branch op's result reads no operand: it is tied to each branch's
    yield (`branch_ties`). A result whose sharding reaches region block arguments (a `while`'s
    carried value) stays replicated: the loop's regions are solved replicated."""
    shape = program.value(edge.owner).type.shape
    local = edge.targets == (edge.owner,)
    free = _free_node(edge.owner, f"{label} result {op.results.index(edge.owner)}", op, shape,
                      mesh, mesh_name, options, (edge.owner,), pricer, not local)  # fmt: skip
    fed = tuple(v for v in edge.sources if v in op.operands)
    reads = [res * len(fed) for res in free.result_shardings]
    return replace(free, operands=fed, operand_shardings=reads, own_reshards=True)


def _result_edges(op: Op, program: Program) -> list[DataFlowEdge] | None:
    """One data-flow edge per result of `op` (its owner), in result order; None when `op` is
    no data-flow op or some result has no edge of its own. Shardy's named and manual
    computations keep the rule-less treatment (`_op_nodes`)."""
    if not is_data_flow_op(op) or op.name in REGION_COMPUTATIONS:
        return None
    by_owner = {e.owner: e for e in data_flow_edges(op, program) if e.owner in op.results}
    if set(by_owner) != set(op.results):
        return None
    return [by_owner[r] for r in op.results]


def uneven_values(program: Program, constraints, mesh: Mesh) -> set[str]:
    """Values a user constraint splits unevenly (a dim's axes do not divide its size): their
    producers' candidates allow padding, else no candidate could honour the constraint."""
    out = set()
    for v, wishes in constraints.items():
        shape = program.value(v).type.shape
        for uc in wishes:
            if uc.dim is None or uc.dim_sharding is None or not uc.dim_sharding.axes:
                continue
            split = math.prod(
                mesh.axis_size(a.name) if a.sub is None else a.sub[1] for a in uc.dim_sharding.axes
            )
            if shape[uc.dim] % split:
                out.add(v)
    return out


def _argument_nodes(
    program, mesh, mesh_name, options, jax_expressible, pricer, uneven=frozenset()
) -> list[Node]:
    """One free node per argument (padding allowed for the `uneven` ones)."""
    fn = program.main
    if jax_expressible:
        options = replace(options, sub_axes="never")
    padded = replace(options, allow_padding=True)
    return [
        _free_node(
            v,
            f"arg {i} of @{fn.name}",
            None,
            program.value(v).type.shape,
            mesh,
            mesh_name,
            padded if v in uneven else options,
            (v,),
            pricer,
        )
        for i, v in enumerate(fn.args)
    ]


def _op_nodes(
    op: Op, program: Program, mesh: Mesh, mesh_name: str, options, nested: bool, pricer
) -> list[Node]:
    """Nodes of one op (and of its regions' block arguments).

    Top-level ops with a rule choose among factor assignments; ops nested in regions run
    replicated (one candidate), as `cost.evaluate` prices them once with their values unsharded
    (the branches of a top-level `case`/`if` are top-level, `_walk`). A data-flow op's results
    are free choices (`_data_flow_node`; a `while`'s stay replicated).
    An op without a rule is not priced (as in `cost.evaluate`): its operands are not resharded
    and a single result is a free choice like an argument.
    """
    label = op.id + (f" ({op.location})" if op.location else "")
    out = []
    for region in op.regions:
        for a in region.args:
            shape = program.value(a).type.shape
            block = _free_node(
                a, f"block arg of {op.id}", None, shape, mesh, mesh_name, options, (a,), pricer, True
            )  # fmt: skip
            out.append(block)
    rule = rule_of(op, program)
    edges = None if rule is not None or nested else _result_edges(op, program)
    if edges:
        out[:0] = [
            _data_flow_node(op, e, label, program, mesh, mesh_name, options, pricer) for e in edges
        ]
        return out
    if rule is None:
        fixed = nested or len(op.results) != 1
        if len(op.results) == 1:
            shape = program.value(op.results[0]).type.shape
            free = _free_node(
                op.id, label, op, shape, mesh, mesh_name, options, op.results, pricer, fixed
            )  # fmt: skip
            out.insert(0, free)
        else:
            res = tuple(
                TensorSharding.replicated_of(mesh_name, program.value(v).type.rank)
                for v in op.results
            )
            out.insert(0, Node(op.id, label, op, None, [()], op.results, (), [res], [()], [0]))
        return out
    cands, res, opnd, costs = _rule_template(
        op, rule, program, mesh, mesh_name, options, nested, pricer
    )
    out.insert(0, Node(op.id, label, op, rule, cands, op.results, op.operands, res, opnd, costs))
    return out


def _template_key(op: Op, rule, program: Program, nested: bool, options, mesh_name: str):
    """What an op's candidates and prices depend on (None: do not share, e.g. huge attributes)."""
    attrs = repr(sorted((k, v) for k, v in op.attributes.items() if k != "sharding"))
    if len(attrs) > 4000:
        return None
    types = tuple(program.value(v).type for v in op.operands + op.results)
    return ("op", op.name, rule, types, attrs, nested, options, mesh_name, len(op.operands))


def _rule_template(op, rule, program, mesh, mesh_name, options, nested, pricer):
    """(candidates, result shardings, operand shardings, costs) of an op with a rule, shared by
    every op with the same name, rule, types and attributes."""
    key = _template_key(op, rule, program, nested, options, mesh_name)
    if key is not None and key in pricer.templates:
        return pricer.templates[key]
    base = (
        [tuple(() for _ in rule.factor_sizes)]
        if nested
        else factor_assignments(rule, mesh, options)
    )
    cands, res_out, opnd_out = [], [], []
    shapes = [program.value(v).type.shape for v in op.operands + op.results]
    for c in base:
        opnd = tuple(_implied(m, c, rule, mesh, mesh_name) for m in rule.operands)
        res = tuple(_implied(m, c, rule, mesh, mesh_name) for m in rule.results)
        if xla_case(op, opnd + res, shapes, mesh) is not None or shared_factor_axes(rule, c) != c:
            continue  # XLA runs it otherwise, as another candidate (or far dearer: conv_cases)
        for variant in result_variants(rule, c, res, program, op, mesh):
            cands.append(c)
            opnd_out.append(opnd)
            res_out.append(variant)
    costs = [_op_price(op, rule, cands[c], res_out[c], program, pricer) for c in range(len(cands))]
    template = (cands, res_out, opnd_out, costs)
    if key is not None:
        pricer.templates[key] = template
    return template


def reduction_axes(rule: OpShardingRule, cand: FactorAxes) -> tuple:
    return tuple(a for f in sorted(rule.reduction) for a in cand[f])


def result_variants(rule, cand, res, program, op, mesh) -> list[tuple[TensorSharding, ...]]:
    """Result value shardings for one assignment: the implied ones, and, when reduction factors
    are sharded, the single result with the reduction axes appended to one of its dims (the
    all-reduce becomes a reduce-scatter, e.g. FSDP's gradient). With several sharded reduction
    factors, also those of each proper subset of them, on a dim not split yet: XLA reduces
    the factors the result keeps sharded first and slices, then the others
    (`cost.evaluate.reduction_order`; onto a dim already split, e.g. the batch, XLA reduces
    them all together and reshards after)."""
    groups = [cand[f] for f in sorted(rule.reduction) if cand[f]]
    out = [res]
    if not groups or len(res) != 1:
        return out
    shape = program.value(op.results[0]).type.shape
    subsets = [
        tuple(a for g in chosen for a in g)
        for k in range(len(groups), 0, -1)
        for chosen in itertools.combinations(groups, k)
    ]
    for reduced in subsets:
        used = math.prod(mesh.axis_size(a.name) if a.sub is None else a.sub[1] for a in reduced)
        proper = len(reduced) < sum(len(g) for g in groups)
        for d, dim in enumerate(res[0].dims):
            have = math.prod(
                mesh.axis_size(a.name) if a.sub is None else a.sub[1] for a in dim.axes
            )
            if shape[d] % (have * used) or (proper and dim.axes):
                continue  # a subset onto a dim already split: XLA reduces otherwise (blind3)
            dims = list(res[0].dims)
            axes = list(dim.axes)
            for (
                ref
            ) in reduced:  # canonical: `"a":(1)2` then `"a":(2)2` is `"a"` (verify rejects both)
                add_axis_or_merge(axes, ref, mesh)
            dims[d] = DimSharding(tuple(axes), dim.is_open)
            out.append((res[0].with_dims(tuple(dims)),))
    return out


def _implied(mapping, cand: FactorAxes, rule: OpShardingRule, mesh: Mesh, mesh_name: str):
    return sharding_from_factors(mapping, cand, mesh, mesh_name, factor_sizes=rule.factor_sizes)


def _op_price(op: Op, rule: OpShardingRule, cand, results, program: Program, pricer) -> int:
    """Op cost of one candidate and its result reshards (the all-reduce, or reduce-scatter, of
    sharded reduction factors), as `cost.evaluate.price_op` sums them."""
    total = pricer.op(op, rule, cand, program)
    reduced = reduction_axes(rule, cand)
    if not reduced:  # each result is made as `results` implies it (`result_variants`)
        return total
    split = _reductions_in_steps(op, rule, cand, results, program, pricer)
    if split is not None:
        return total + split
    for r, v in enumerate(op.results):
        made = sharding_from_factors(
            rule.results[r], cand, pricer.mesh, results[r].mesh_name,
            factor_sizes=rule.factor_sizes, unreduced=reduced,
        )  # fmt: skip
        ttype = program.value(v).type
        if reduced and gathers_partials(op):
            made, gather = partial_gather(made, ttype, pricer.mesh, pricer.topology)
            total += gather.time_ns if pricer.objective == "time" else gather.bytes
        total += pricer.reshard(made, results[r], ttype)
    return total


def _reductions_in_steps(op: Op, rule, cand, results, program: Program, pricer) -> int | None:
    """The result reshards' price when XLA reduces the sharded reduction factors in steps
    (`cost.evaluate.reduction_steps`: conv window dims, dots with several contracting dims
    on different axes), as `cost.evaluate` prices them; None when it reduces them together."""
    total = 0
    for r, v in enumerate(op.results):
        ttype = program.value(v).type
        split = reduction_steps(op, rule, rule.results[r], cand, results[r], ttype, pricer.mesh,
                                pricer.topology, results[r].mesh_name)  # fmt: skip
        if split is None:
            return None
        steps, made = split
        unit = (lambda c: c.time_ns) if pricer.objective == "time" else (lambda c: c.bytes)
        total += sum(unit(c) for c in steps) + pricer.reshard(made, results[r], ttype)
    return total


def _add_return_costs(problem: Problem, pricer: Pricer) -> None:
    """Returned values pay the reshard to their declared result sharding (open dims extended)."""
    fn = problem.program.main
    for i, v in enumerate(fn.returns):
        if i not in fn.result_shardings or v not in problem.producer:
            continue
        n, r = problem.producer[v]
        node, want, ttype = problem.nodes[n], fn.result_shardings[i], problem.program.value(v).type
        node.costs = [
            cost + pricer.reshard(node.result_shardings[c][r], want, ttype)
            for c, cost in enumerate(node.costs)
        ]


def candidate_violations(problem: Problem, n: int, c: int) -> list[UserConstraint]:
    """User constraints that candidate c of node n breaks."""
    node = problem.nodes[n]
    broken = []
    for r, v in enumerate(node.results):
        for uc in problem.constraints.get(v, ()):
            if not uc.allows(node.result_shardings[c][r], problem.mesh):
                broken.append(uc)
    return broken


def _filter_by_constraints(problem: Problem, drop: bool) -> None:
    for n, node in enumerate(problem.nodes):
        bad = {c for c in range(len(node.candidates)) if candidate_violations(problem, n, c)}
        problem.removed[n] = sorted(bad)
        if drop and bad:
            _keep(node, [c for c in range(len(node.candidates)) if c not in bad])


def _filter_boundary_sub_axes(problem: Problem) -> None:
    """JAX-expressible boundaries: no sub-axes on returned values (arguments never get any)."""
    returned = set(problem.program.main.returns)
    for node in problem.nodes:
        idx = [r for r, v in enumerate(node.results) if v in returned]
        if not idx:
            continue
        keep = [
            c
            for c in range(len(node.candidates))
            if not any(a.sub for r in idx for a in node.result_shardings[c][r].axes_in_dims())
        ]
        _keep(node, keep)


def _keep(node: Node, keep: Sequence[int]) -> None:
    node.costs = [node.costs[c] for c in keep]
    node.candidates = [node.candidates[c] for c in keep]
    node.result_shardings = [node.result_shardings[c] for c in keep]
    node.operand_shardings = [node.operand_shardings[c] for c in keep]


def distinct(
    items: Sequence[TensorSharding], pricer: Pricer
) -> tuple[list[TensorSharding], list[int]]:
    """(distinct items in first-seen order, item index -> distinct index)."""
    index: dict[int, int] = {}
    firsts: list[TensorSharding] = []
    mapping = []
    for s in items:
        k = pricer.sid(s)
        if k not in index:
            index[k] = len(index)
            firsts.append(s)
        mapping.append(index[k])
    return firsts, mapping


class _DistinctPerList:
    """`distinct` of one operand (or result) over a candidate list, remembered per list: nodes
    of repeated layers share their template's lists (`_rule_template`), and looking up
    millions of shardings again per node was a quarter of a 4-axis mesh's build."""

    def __init__(self, pricer: Pricer) -> None:
        self.pricer = pricer
        self._seen: dict[tuple[int, int], tuple[list[TensorSharding], list[int], list[int]]] = {}

    def __call__(self, per_candidate: list[tuple[TensorSharding, ...]], k: int):
        """(distinct k-th shardings in first-seen order, their sids, candidate -> index).
        Keyed by the list's id: valid while every node is alive, i.e. within one `_uses`."""
        key = (id(per_candidate), k)
        hit = self._seen.get(key)
        if hit is None:
            firsts, mapping = distinct([s[k] for s in per_candidate], self.pricer)
            hit = self._seen[key] = (firsts, [self.pricer.sid(f) for f in firsts], mapping)
        return hit


def _uses(problem: Problem, pricer: Pricer) -> list[Use]:
    reads: dict[str, list[tuple[int, int]]] = {}
    for n, node in enumerate(problem.nodes):
        for k, v in enumerate(node.operands):
            if v in problem.producer:  # else a value out of the entry function's reach
                reads.setdefault(v, []).append((n, k))
    out = []
    tables: dict[tuple, LazyTable] = {}
    region = op_regions(problem.program)
    per_list = _DistinctPerList(pricer)
    for v, consumers in reads.items():
        p, r = problem.producer[v]
        shared_rows, row_sids, row_map = per_list(problem.nodes[p].result_shardings, r)
        rows = list(shared_rows)  # the use's own, as `row_map` below
        targets: dict[tuple[int, object], int] = {}
        target_shardings: list[TensorSharding] = []
        entries = []
        for n, k in consumers:
            node = problem.nodes[n]
            # a reshard is shared by the readers in one region (XLA's CSE stays inside one)
            own = n if node.own_reshards else region.get(node.op.id, "") if node.op else ""
            wanted, sids, mapping = per_list(node.operand_shardings, k)
            column = []
            for sharding, sid in zip(wanted, sids, strict=True):
                i = (sid, own)
                if i not in targets:
                    targets[i] = len(targets)
                    target_shardings.append(sharding)
                column.append(targets[i])
            entries.append((n, k, [column[j] for j in mapping]))
        ttype = problem.program.value(v).type
        key = (tuple(row_sids), tuple(i for i, _ in targets), ttype)
        if key not in tables:  # repeated layers read equal tables; cells priced when read
            tables[key] = LazyTable(rows, target_shardings, ttype, pricer)
        out.append(Use(v, p, list(row_map), entries, tables[key], 0, rows, target_shardings))
    return out


def axis_distance(a: TensorSharding, b: TensorSharding) -> int:
    """How many (dim, axis) memberships differ: 0 for equal shardings, 2 for one axis moved."""
    return sum(len(set(x.axes) ^ set(y.axes)) for x, y in zip(a.dims, b.dims, strict=True))


def value_priority(problem: Problem, value: str, default: int) -> int:
    """The lowest priority (highest number) of the user's wishes on `value`, else `default`."""
    wishes = problem.constraints.get(value, ())
    return max((uc.priority for uc in wishes), default=default)


def assign_tiers(problem: Problem) -> None:
    """Tier of every priced item: the lowest priority among the annotated values it touches.

    Unannotated values count as the highest priority present, so with one priority level (the
    usual case) everything is one tier. With several, a reshard forced by a p0 wish against a p1
    wish is placed next to the p1 value: tier 0 (everything not touching a p1 value) is
    minimised first. This reproduces Shardy's user-priority propagation (SHARDY.md §5.1 T5).
    """
    present = sorted({uc.priority for ucs in problem.constraints.values() for uc in ucs})
    top = present[0] if present else 0
    problem.tiers = tuple(present) if present else (0,)
    for node in problem.nodes:
        node.tier = max((value_priority(problem, v, top) for v in node.results), default=top)
    for use in problem.uses:
        reader = min(problem.nodes[n].tier for n, _, _ in use.consumers)
        use.tier = max(value_priority(problem, use.value, top), reader)


def count(problem: Problem, pick: Callable[[Node], int]) -> int:
    return sum(pick(node) for node in problem.nodes)
