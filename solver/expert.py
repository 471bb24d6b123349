"""Expert plans: the standard parallelism recipes as seed shardings, completed by propagation.

Data parallelism (DP), FSDP / ZeRO-3, Megatron tensor parallelism (TP), their products and
expert parallelism (EP) for MoE, built for any program from its structure, never from model
names (docs/expert_plans.md):

1. `derive_roles` reads the roles of `main`'s arguments: *parameters* (carried to a returned
   value through elementwise ops, or aliased, and used by a non-elementwise op; or, when nothing
   is carried, the weight operand of a dot/convolution/gather), *optimizer state* (carried,
   elementwise-only, with a parameter's shape), *data inputs* (the rest whose leading dim is the
   batch). A forward scan gives each 2-D+ parameter its Megatron dim: column-parallel (the free
   output dim) unless its activation arrives split on the contracted dim, then row-parallel;
   embedding tables split on the gathered (vocabulary) dim; dot batching dims of a weight are its
   expert dim.
2. A `PlanFamily` names the roles it uses (data, fsdp, model, expert); every assignment of
   the mesh's axes onto those roles is tried (`role_assignments`, all axes used, assignments
   that differ only by interchangeable axes — same size, same link — tried once).
3. `plan_seeds` writes open argument shardings ({"x", ?}); greedy propagation fills the rest;
   `cost.evaluate` prices the plan with the caller's topology; `verify_solution` checks it.

`expert_plans(program, mesh, topology)` returns the built plans cheapest first; a plan that
cannot be built is skipped and its reason kept (`build_expert_plans(...).skipped`).
Deliberately not done: pipeline parallelism, sequence parallelism, ops inside regions (a scanned
layer's weights get no Megatron dim and are left to propagation).
"""

from __future__ import annotations

import functools
import itertools
import math
import time
from collections.abc import Callable, Iterator, Mapping, Sequence
from dataclasses import dataclass, field, replace
from typing import Any

from shardsat.ir.program import Op, Program
from shardsat.ir.registry import rule_for
from shardsat.ir.traits import ELEMENTWISE, has_trait
from shardsat.model.axis import AxisRef
from shardsat.model.errors import ShardsatError
from shardsat.model.mesh import Mesh
from shardsat.model.rule import OpShardingRule
from shardsat.model.sharding import DimSharding, TensorSharding
from shardsat.solver.solution import Solution, tie_aliases, verify_solution

DATA, FSDP, MODEL, EXPERT = "data", "fsdp", "model", "expert"
ROLES = (DATA, FSDP, MODEL, EXPERT)
"""Plan roles, in the order names print them; MODEL is Megatron's tensor-parallel axis."""

WEIGHT_OPS = ("stablehlo.dot_general", "stablehlo.dot", "stablehlo.convolution")
GATHER_OPS = ("stablehlo.gather",)
VIEW_OPS = ("stablehlo.transpose", "stablehlo.convert", "stablehlo.copy")
"""Ops a weight may pass through before its dot (its dims are followed through them)."""


# ---------------------------------------------------------------------------------------------
# argument roles


@dataclass(frozen=True)
class ArgumentRoles:
    """What each argument of `main` is, read from the program's structure.

    `tensor_dims[p]` is the dim Megatron TP splits for parameter p; `expert_dims[p]` the expert
    dim of an MoE expert weight; `state[s]` the parameter whose sharding optimizer-state
    argument s copies. Indices are argument positions. Invariants: the four sets are disjoint.
    """

    parameters: tuple[int, ...] = ()
    state: Mapping[int, int] = field(default_factory=dict)
    data: tuple[int, ...] = ()
    tensor_dims: Mapping[int, int] = field(default_factory=dict)
    expert_dims: Mapping[int, int] = field(default_factory=dict)

    @property
    def has_weights(self) -> bool:
        return bool(self.tensor_dims)

    @property
    def has_experts(self) -> bool:
        return bool(self.expert_dims)


def derive_roles(program: Program, split_size: int = 2) -> ArgumentRoles:
    """The argument roles of `program`'s entry (see the module doc).

    `split_size` is the tensor-parallel degree the Megatron scan assumes when a split dim is a
    compound of factors (a fused [3·heads·hd] dim splits on the first factor it divides: heads).
    Example (an MLP training step): W1 [128,256] column (dim 1), W2 [256,128] row (dim 0), their
    Adam moments state of W1 / W2, x and y data.
    """
    fn = program.main
    carried = _carried_groups(program)
    params, state = _split_carried(program, carried)
    if not params:
        params = _weight_args(program)
    tensor_dims, expert_dims = _megatron_dims(program, params, split_size)
    taken = set(params) | set(state)
    data = _data_args(program, [i for i in range(len(fn.args)) if i not in taken])
    return ArgumentRoles(tuple(params), state, tuple(data), tensor_dims, expert_dims)


def _carried_groups(program: Program) -> dict[int, int]:
    """Argument -> returned value it reaches through same-shape elementwise ops (or aliases).

    A training step's parameter, its Adam moments and the new values share one returned value;
    data inputs reach returns only through dots and reductions, so they are never carried.
    """
    fn = program.main
    reach: dict[str, frozenset[int]] = {a: frozenset((i,)) for i, a in enumerate(fn.args)}
    for op in fn.ops:
        if not has_trait(op.name, ELEMENTWISE) or len(op.results) != 1:
            continue
        shape = program.value(op.results[0]).type.shape
        same = [
            reach[v] for v in op.operands if v in reach and program.value(v).type.shape == shape
        ]
        if same:
            reach[op.results[0]] = frozenset().union(*same)
    groups: dict[int, int] = {}
    for j, ret in enumerate(fn.returns):
        for i in sorted(reach.get(ret, ())):
            groups.setdefault(i, j)
    for i, j in fn.aliases:
        groups.setdefault(i, j)
    return groups


def _split_carried(program: Program, groups: dict[int, int]) -> tuple[list[int], dict[int, int]]:
    """(parameters, optimizer state -> parameter) among carried arguments.

    A parameter has a use that is not elementwise (a dot, a broadcast, a gather); state is
    only updated elementwise and copies the sharding of a same-shape parameter of its group.
    """
    fn = program.main
    params = [i for i in sorted(groups) if not _elementwise_only(program, fn.args[i])]
    by_group: dict[tuple[int, tuple[int, ...]], int] = {}
    for p in params:
        by_group.setdefault((groups[p], program.value(fn.args[p]).type.shape), p)
    state = {}
    for i in sorted(groups):
        key = (groups[i], program.value(fn.args[i]).type.shape)
        if i not in params and key in by_group:
            state[i] = by_group[key]
    return params, state


def _elementwise_only(program: Program, value: str) -> bool:
    uses = program.uses(value)
    return bool(uses) and all(has_trait(op.name, ELEMENTWISE) for op, _ in uses)


def _weight_args(program: Program) -> list[int]:
    """Arguments used as the weight of a dot/convolution (operand 1) or a gather's table, and
    never as a dot's left operand (where a data input sits in `x @ W`)."""
    fn = program.main
    weights = []
    for i, arg in enumerate(fn.args):
        slots = {(op.name, k) for op, k in _view_uses(program, arg)}
        is_weight = any(
            (name in WEIGHT_OPS and k == 1) or (name in GATHER_OPS and k == 0) for name, k in slots
        )
        if is_weight and not any(name in WEIGHT_OPS and k == 0 for name, k in slots):
            weights.append(i)
    return weights


def _view_uses(program: Program, value: str) -> list[tuple[Op, int]]:
    """Uses of `value` and of its views (VIEW_OPS chains)."""
    out, todo = [], [value]
    while todo:
        for op, k in program.uses(todo.pop()):
            if op.name in VIEW_OPS:
                todo.extend(op.results)
            else:
                out.append((op, k))
    return out


def _data_args(program: Program, candidates: list[int]) -> list[int]:
    """Candidates whose leading dim is the batch: the leading dim of integer inputs and of dot
    left operands, else of the first ranked candidate."""
    fn = program.main
    ranked = [i for i in candidates if program.value(fn.args[i]).type.rank >= 1]
    clear = [
        i
        for i in ranked
        if not program.value(fn.args[i]).type.element_type.startswith("f")
        or any(op.name in WEIGHT_OPS and k == 0 for op, k in _view_uses(program, fn.args[i]))
    ]
    if not ranked:
        return []
    batch = program.value(fn.args[(clear or ranked)[0]]).type.shape[0]
    return [i for i in ranked if program.value(fn.args[i]).type.shape[0] == batch]


# ---------------------------------------------------------------------------------------------
# the Megatron scan


@dataclass
class _Scan:
    """Forward scan state: the split dim of each value, the parameter dims behind each view."""

    program: Program
    split_size: int
    split: dict[str, int] = field(default_factory=dict)
    views: dict[str, tuple[int, tuple[int, ...]]] = field(default_factory=dict)
    """value -> (parameter index, parameter dim of each value dim)."""
    tensor_dims: dict[int, int] = field(default_factory=dict)
    expert_dims: dict[int, int] = field(default_factory=dict)
    seen: set[int] = field(default_factory=set)


def _megatron_dims(
    program: Program, params: Sequence[int], split_size: int
) -> tuple[dict[int, int], dict[int, int]]:
    """(tensor dim, expert dim) per parameter from one pass over `main`'s ops in order.

    Megatron-LM (Shoeybi et al. 2019, §3): the first weight of a pair is split on its output
    (column-parallel), the next, whose input arrives split, on its input (row-parallel), so a
    block needs one all-reduce; an embedding table is split on the vocabulary.
    """
    scan = _Scan(program, split_size)
    fn = program.main
    for p in params:
        rank = program.value(fn.args[p]).type.rank
        scan.views[fn.args[p]] = (p, tuple(range(rank)))
    for op in fn.ops:
        _scan_op(scan, op)
    return scan.tensor_dims, scan.expert_dims


def _scan_op(scan: _Scan, op: Op) -> None:
    if op.name in VIEW_OPS and op.operands and op.operands[0] in scan.views:
        _follow_view(scan, op)
    rule = rule_for(op, scan.program)
    if rule is None or not op.results:
        return
    if op.name in WEIGHT_OPS + GATHER_OPS:
        for k, value in enumerate(op.operands):
            view = scan.views.get(value)
            if view is not None and view[0] not in scan.seen:
                _classify_weight(scan, op, rule, k, view)
    _propagate_split(scan, op, rule)


def _follow_view(scan: _Scan, op: Op) -> None:
    p, dims = scan.views[op.operands[0]]
    perm = op.attributes.get("permutation") if op.name == "stablehlo.transpose" else None
    mapped = tuple(dims[d] for d in perm) if perm is not None else dims
    scan.views[op.results[0]] = (p, mapped)


def _factor(rule: OpShardingRule, tensor: int, dim: int, split_size: int) -> int | None:
    """The factor of a split dim: the first of a compound dim whose size the split divides."""
    factors = rule.tensors()[tensor][dim]
    for f in factors:
        if rule.factor_sizes[f] > 1 and rule.factor_sizes[f] % split_size == 0:
            return f
    return factors[0] if len(factors) == 1 else None


def _dim_of(mapping: tuple[tuple[int, ...], ...], factor: int) -> int | None:
    return next((d for d, fs in enumerate(mapping) if factor in fs), None)


def _classify_weight(scan: _Scan, op: Op, rule: OpShardingRule, k: int, view) -> None:
    """Give the parameter behind operand k its tensor (and expert) dim; split its value."""
    p, dims = view
    scan.seen.add(p)
    weight = rule.operands[k]
    result = {f for dim in rule.results[0] for f in dim}
    others = {f for j, t in enumerate(rule.operands) if j != k for dim in t for f in dim}
    own = [fs[0] if len(fs) == 1 else None for fs in weight]
    for d, f in enumerate(own):
        if f is not None and f in others and f in result and len(weight) >= 3:
            scan.expert_dims[p] = dims[d]
    incoming = _incoming_split(scan, op, rule, k)
    if incoming is not None and incoming in own and incoming not in result:
        chosen = own.index(incoming)  # row-parallel: the input arrives split
    elif op.name in GATHER_OPS:
        chosen = next((d for d, f in enumerate(own) if f is not None and f not in result), None)
    else:
        chosen = _column_dim(rule, own, others, result, scan.split_size)
    if chosen is not None:
        scan.tensor_dims[p] = dims[chosen]
        scan.split[op.operands[k]] = chosen


def _incoming_split(scan: _Scan, op: Op, rule: OpShardingRule, k: int) -> int | None:
    for j, value in enumerate(op.operands):
        if j != k and value in scan.split:
            return _factor(rule, j, scan.split[value], scan.split_size)
    return None


def _column_dim(rule, own, others, result, split_size: int) -> int | None:
    """The weight's largest free (output) dim the split divides."""
    free = [
        d
        for d, f in enumerate(own)
        if f is not None
        and f in result
        and f not in others
        and rule.factor_sizes[f] % split_size == 0
    ]
    return max(free, key=lambda d: rule.factor_sizes[own[d]], default=None)


def _propagate_split(scan: _Scan, op: Op, rule: OpShardingRule) -> None:
    """Results inherit a split whose factor passes through the op (weights' splits first)."""
    order = sorted(
        (j for j, v in enumerate(op.operands) if v in scan.split),
        key=lambda j: op.operands[j] not in scan.views,
    )
    blocked = rule.reduction | rule.need_replication | rule.permutation
    for j in order:
        f = _factor(rule, j, scan.split[op.operands[j]], scan.split_size)
        if f is None or f in blocked:
            continue
        for r, value in enumerate(op.results):
            d = _dim_of(rule.results[r], f) if r < len(rule.results) else None
            if d is not None:
                scan.split[value] = d
        return


# ---------------------------------------------------------------------------------------------
# plan families and role assignments


@dataclass(frozen=True)
class PlanFamily:
    """A standard plan: its short name and the roles it puts on mesh axes."""

    name: str
    roles: tuple[str, ...]
    needs: str = ""
    """"weights" (Megatron dims found) or "experts" (expert dims found); "" always applies."""


FAMILIES = (
    PlanFamily("dp", (DATA,)),
    PlanFamily("fsdp", (FSDP,)),
    PlanFamily("tp", (MODEL,), "weights"),
    PlanFamily("dp×fsdp", (DATA, FSDP)),
    PlanFamily("dp×tp", (DATA, MODEL), "weights"),
    PlanFamily("fsdp×tp", (FSDP, MODEL), "weights"),
    PlanFamily("dp×fsdp×tp", (DATA, FSDP, MODEL), "weights"),
    PlanFamily("ep", (EXPERT,), "experts"),
    PlanFamily("dp×ep", (DATA, EXPERT), "experts"),
    PlanFamily("dp×tp×ep", (DATA, MODEL, EXPERT), "experts"),
    PlanFamily("dp×fsdp×tp×ep", (DATA, FSDP, MODEL, EXPERT), "experts"),
)
"""DP; ZeRO-3 (Rajbhandari et al. 2020) as FSDP; Megatron-LM TP; GShard's expert parallelism
(Lepikhin et al. 2020) with the batch split on the expert axis too."""

Assignment = tuple[tuple[str, tuple[str, ...]], ...]
"""(role, mesh axes in mesh order) for each role of a family."""


def role_assignments(mesh: Mesh, roles: Sequence[str], topology: Any) -> list[Assignment]:
    """Every way to hand all of `mesh`'s axes to `roles` (each role at least one axis), once
    per class of interchangeable axes (same size and link), fast links on `model` first.

    Example: on x=2,y=2 (one link) with (data, model): [(data, (x,)), (model, (y,))] only.
    """
    names = [a.name for a in mesh.axes if a.size > 1]
    if len(names) < len(roles):
        return []
    found: dict[tuple, Assignment] = {}
    for owner in itertools.product(range(len(roles)), repeat=len(names)):
        if len(set(owner)) < len(roles):
            continue
        assignment = tuple(
            (role, tuple(n for n, o in zip(names, owner, strict=True) if o == r))
            for r, role in enumerate(roles)
        )
        key = tuple(
            (role, tuple(_axis_class(mesh, topology, a) for a in axes)) for role, axes in assignment
        )
        found.setdefault(key, assignment)
    return sorted(found.values(), key=lambda a: _prior(a, topology))


def _axis_class(mesh: Mesh, topology: Any, axis: str) -> tuple[int, str]:
    link = topology.link(axis)
    return mesh.axis_size(axis), f"{link.bandwidth_Bps:g}/{link.latency_s:g}"


def _prior(assignment: Assignment, topology: Any) -> tuple[float, ...]:
    """Sort key: tensor and expert roles on fast links, data on slow ones (ANCHORS.md)."""
    speed = {
        role: min((topology.link(a).bandwidth_Bps for a in axes), default=0.0)
        for role, axes in assignment
    }
    return (-speed.get(MODEL, 0.0), -speed.get(EXPERT, 0.0), speed.get(DATA, 0.0))


def assignment_name(family: PlanFamily, assignment: Assignment) -> str:
    """`dp×tp[data→x,model→y]`; several axes join with `+` (`data→x+y`)."""
    inner = ",".join(f"{role}→{'+'.join(axes)}" for role, axes in assignment)
    return f"{family.name}[{inner}]"


# ---------------------------------------------------------------------------------------------
# seeds


def plan_seeds(
    program: Program, roles: ArgumentRoles, assignment: Assignment, mesh: Mesh, mesh_name: str
) -> dict[int, TensorSharding]:
    """Open argument shardings for one plan: the batch dim of data inputs on the data, fsdp and
    expert axes; parameters on their Megatron dim (model), expert dim (expert) and largest other
    dim (fsdp); optimizer state as its parameter. Axes that do not divide a dim are left out.

    Batch, model and expert dims are priority p0, fsdp dims p1 (SHARDY.md, user priorities):
    the batch sharding reaches every activation first, so a dot whose weight arrives on the
    fsdp axis keeps its batch there and gathers the weight — ZeRO-3's gather per layer — and
    the gradient is reduce-scattered to the weight's shard when p1 is propagated.
    Example: dp×tp on x=2,y=2 for `x @ W1 @ W2`: x `[{"x", ?}p0, {?}]`,
    W1 `[{?}, {"y", ?}p0]`, W2 `[{"y", ?}p0, {?}]`.
    """
    fn = program.main
    axes = dict(assignment)
    batch = tuple(
        a.name for a in mesh.axes if any(a.name in axes.get(r, ()) for r in (DATA, FSDP, EXPERT))
    )
    seeds: dict[int, TensorSharding] = {}
    for i in roles.data:
        shape = program.value(fn.args[i]).type.shape
        seeds[i] = _open_sharding(mesh, mesh_name, shape, {0: (batch, 0)})
    for p in roles.parameters:
        shape = program.value(fn.args[p]).type.shape
        seeds[p] = _open_sharding(
            mesh, mesh_name, shape, _parameter_dims(roles, p, shape, axes, mesh)
        )
    for s, p in roles.state.items():
        if p in seeds:
            seeds[s] = seeds[p]
    return seeds


WantedDims = dict[int, tuple[tuple[str, ...], int]]
"""dim -> (mesh axes major to minor, priority)."""


def _parameter_dims(roles: ArgumentRoles, p: int, shape, axes, mesh: Mesh) -> WantedDims:
    wanted: WantedDims = {}
    if MODEL in axes and p in roles.tensor_dims:
        wanted[roles.tensor_dims[p]] = (axes[MODEL], 0)
    if EXPERT in axes and p in roles.expert_dims:
        d = roles.expert_dims[p]
        wanted[d] = (axes[EXPERT] + wanted.get(d, ((), 0))[0], 0)
    if FSDP in axes:
        size = math.prod(mesh.axis_size(a) for a in axes[FSDP])
        free = [d for d in range(len(shape)) if d not in wanted and shape[d] % size == 0]
        if free:
            wanted[max(free, key=lambda d: (shape[d], -d))] = (axes[FSDP], 1)
    return wanted


def _open_sharding(mesh: Mesh, mesh_name: str, shape, wanted: WantedDims) -> TensorSharding:
    dims = []
    for d, size in enumerate(shape):
        names, priority = wanted.get(d, ((), None))
        kept: list[str] = []
        for axis in names:
            if size % (math.prod(mesh.axis_size(a) for a in kept) * mesh.axis_size(axis)) == 0:
                kept.append(axis)
        refs = tuple(AxisRef(a) for a in kept)
        dims.append(DimSharding(refs, True, priority if refs else None))
    return TensorSharding(mesh_name, tuple(dims))


# ---------------------------------------------------------------------------------------------
# building and pricing plans


@dataclass(frozen=True)
class ExpertPlan:
    """One standard plan on one role assignment, completed and priced.

    `name` e.g. `dp×tp[data→x,model→y]`; `solution` the full plan (greedy propagation from the
    seeds); `cost_ns` its estimated step time (`cost.evaluate.total_ns`); `report` the rest.
    """

    name: str
    family: str
    assignment: Assignment
    solution: Solution
    cost_ns: int
    report: Any = field(repr=False, compare=False)


@dataclass(frozen=True)
class ExpertPlanSet:
    """Built plans (cheapest first) and the ones skipped: (name, reason)."""

    plans: tuple[ExpertPlan, ...]
    skipped: tuple[tuple[str, str], ...]
    roles: ArgumentRoles

    def best_per_family(self) -> tuple[ExpertPlan, ...]:
        """The cheapest assignment of each family, cheapest family first."""
        best: dict[str, ExpertPlan] = {}
        for plan in self.plans:
            best.setdefault(plan.family, plan)
        return tuple(best.values())


def expert_plans(
    program: Program,
    mesh: Mesh,
    topology: Any,
    families: Sequence[str] | None = None,
    time_limit: float | None = None,
) -> list[ExpertPlan]:
    """Every applicable standard plan on every role assignment, cheapest first.

    `families` restricts to names of FAMILIES; `time_limit` (s) stops starting new plans (the
    rest are skipped; plans are tried best-prior first). Never raises for a plan that fails.
    """
    return list(build_expert_plans(program, mesh, topology, families, time_limit).plans)


def build_expert_plans(
    program: Program,
    mesh: Mesh,
    topology: Any,
    families: Sequence[str] | None = None,
    time_limit: float | None = None,
) -> ExpertPlanSet:
    """`expert_plans` with the skipped plans and the derived roles kept."""
    start = time.perf_counter()
    mesh_name = _mesh_name(program, mesh)
    roles_for = _roles_by_model_size(program)

    built: list[ExpertPlan] = []
    skipped: list[tuple[str, str]] = []
    for family in [f for f in FAMILIES if families is None or f.name in families]:
        reason = _not_applicable(family, roles_for(2))
        if reason:
            skipped.append((family.name, reason))
            continue
        for assignment in role_assignments(mesh, family.roles, topology):
            name = assignment_name(family, assignment)
            if time_limit is not None and time.perf_counter() - start > time_limit:
                skipped.append((name, f"time limit {time_limit:g} s"))
                continue
            roles = roles_for(_size(mesh, dict(assignment).get(MODEL, ())))
            plan, error = _try_build(program, mesh, topology, roles, family, assignment, mesh_name)
            if plan is not None:
                built.append(plan)
            else:
                skipped.append((name, error))
    built.sort(key=lambda p: (p.cost_ns, p.name))
    return ExpertPlanSet(tuple(built), tuple(skipped), roles_for(2))


def seed_plans(program: Program, mesh: Mesh, topology: Any, seconds: float) -> list[Solution]:
    """Standard plans as starts for a local search, built for at most `seconds` and unpriced
    (`iter_seed_plans`)."""
    return list(iter_seed_plans(program, mesh, topology, seconds))


def iter_seed_plans(
    program: Program, mesh: Mesh, topology: Any, seconds: float
) -> Iterator[Solution]:
    """Standard plans as starts for a local search, each as soon as it is built, for at most
    `seconds`, unpriced.

    Families take turns (each family's best-prior assignment first, then each one's second,
    ...), those with more roles first: the axis descent moves one mesh axis at a time, so from
    a product (dp×fsdp) it reaches its corners (fsdp on every axis) in a round, not the other
    way round; a plan is not started when the slowest one so far would overrun. Skipping the
    `cost.evaluate` of each plan (half its build) leaves the caller to price them, as the CP-SAT
    driver does in its own model. A plan that fails to build is left out; nothing raises."""
    start = time.perf_counter()
    mesh_name = _mesh_name(program, mesh)
    try:
        roles_for = _roles_by_model_size(program)
        applicable = roles_for(2)
    except Exception:  # noqa: BLE001 - seeds are optional: an unreadable program gets none
        return
    queues = [
        [(family, a) for a in role_assignments(mesh, family.roles, topology)]
        for family in sorted(FAMILIES, key=lambda f: -len(f.roles))
        if not _not_applicable(family, applicable)
    ]
    turns = [item for row in itertools.zip_longest(*queues) for item in row if item is not None]
    slowest = 0.0
    for family, assignment in turns:
        begun = time.perf_counter()
        if begun - start + slowest > seconds:
            break
        size = _size(mesh, dict(assignment).get(MODEL, ()))
        try:
            plan = build_plan(program, mesh, topology, roles_for(size), family, assignment,
                              mesh_name, price=False)  # fmt: skip
        except Exception:  # noqa: BLE001 - one plan failing (any op, any program) must not stop the solve
            plan = None
        slowest = max(slowest, time.perf_counter() - begun)
        if plan is not None:
            yield plan.solution


def _roles_by_model_size(program: Program) -> Callable[[int], ArgumentRoles]:
    """`derive_roles` per tensor-parallel size (at least 2), each derived once."""
    return functools.cache(lambda size: derive_roles(program, max(size, 2)))


def _size(mesh: Mesh, axes: Sequence[str]) -> int:
    return math.prod(mesh.axis_size(a) for a in axes)


def _not_applicable(family: PlanFamily, roles: ArgumentRoles) -> str:
    if family.needs == "weights" and not roles.has_weights:
        return "no weight with a Megatron dim"
    if family.needs == "experts" and not roles.has_experts:
        return "no expert weights"
    if family.roles != (DATA,) and not roles.parameters:
        return "no parameters"
    return ""


def _try_build(
    program, mesh, topology, roles, family, assignment, mesh_name
) -> tuple[ExpertPlan | None, str]:
    """(plan, "") or (None, why it could not be built): a failing plan never stops the others."""
    try:
        return build_plan(program, mesh, topology, roles, family, assignment, mesh_name), ""
    except (ShardsatError, ValueError, KeyError) as err:
        first = str(err).splitlines()[0] if str(err) else ""
        return None, f"{type(err).__name__}: {first}"


def build_plan(
    program: Program,
    mesh: Mesh,
    topology: Any,
    roles: ArgumentRoles,
    family: PlanFamily,
    assignment: Assignment,
    mesh_name: str | None = None,
    price: bool = True,
) -> ExpertPlan:
    """One plan: seeds, greedy propagation, aliases tied, verified, priced (`price=False`:
    not priced, `cost_ns` 0 and `objective` None, for a caller that prices it its own way).

    Propagation runs one round in both directions per user priority instead of Shardy's five
    op-priority rounds: on the zoo's GPT steps the plans price the same and build about twice
    as fast (the seeds already fix every weight and the batch).
    The plan is its value shardings alone (`op_factor_axes` empty): `cost.evaluate` then prices
    each op as XLA's partitioner runs it (policy "xla"), which for FSDP is the per-layer
    all-gather of the weight that ZeRO-3 prescribes. Greedy's own factor assignment (Shardy's
    explicit reshards) would instead follow the sharded weight and move the activations.
    """
    from shardsat.cost.evaluate import evaluate
    from shardsat.solver.propagation.driver import propagate

    mesh_name = mesh_name or _mesh_name(program, mesh)
    name = assignment_name(family, assignment)
    start = time.perf_counter()
    seeds = plan_seeds(program, roles, assignment, mesh, mesh_name)
    seeded = seeded_program(program, seeds, mesh, mesh_name)
    solution = propagate(seeded, assign_factors=False, op_priority=False)
    if program.main.aliases:
        solution = tie_aliases(seeded, solution, mesh_name)
    verify_solution(solution, program, solution.stats.get("unsharded", ()))
    report = evaluate(program, solution, mesh, topology) if price else None
    cost_ns = int(report.total_ns) if report is not None else 0
    solution = replace(
        solution,
        solver=f"expert:{name}",
        objective=float(cost_ns) if report is not None else None,
        solve_seconds=time.perf_counter() - start,
        stats={**solution.stats, "seeds": {i: str(s) for i, s in seeds.items()}},
    )
    return ExpertPlan(name, family.name, assignment, solution, cost_ns, report)


def seeded_program(
    program: Program, seeds: Mapping[int, TensorSharding], mesh: Mesh, mesh_name: str
) -> Program:
    """A shallow copy of `program` whose entry carries `seeds`; given argument shardings with a
    closed dim or explicit replication (user constraints) are kept, open ones replaced."""
    fn = program.main
    shardings = dict(fn.arg_shardings)
    for i, seed in seeds.items():
        given = shardings.get(i)
        if given is None or _is_open_seed(given):
            shardings[i] = seed
    functions = {**program.functions, program.entry: replace(fn, arg_shardings=shardings)}
    meshes = {**program.meshes, mesh_name: program.meshes.get(mesh_name, mesh)}
    return replace(program, functions=functions, meshes=meshes, _index={})


def _is_open_seed(sharding: TensorSharding) -> bool:
    return all(d.is_open for d in sharding.dims) and not sharding.replicated


def _mesh_name(program: Program, mesh: Mesh) -> str:
    for name, known in program.meshes.items():
        if known.axes == mesh.axes:
            return name
    return mesh.name or "mesh"
