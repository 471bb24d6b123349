"""Whole-program cost: step time (compute + communication), bytes moved, peak memory, per-item rows.

Execution model (docs/ARCHITECTURE.md), per op of the entry function in program order (ops inside
regions are priced once, like a loop body run once):
1. the op runs under a factor assignment: `op_factor_axes[op.id]` when given, else the one its
   operand/result shardings imply under the policy (`price_op`): "xla" (default) predicts XLA's
   SPMD partitioner (`xla_factor_axes`), "cheapest" takes the cheapest of
   `candidate_factor_axes` (each tensor in turn trusted first);
2. `op_cost` prices its compute (roofline) and the all-gathers / permutes its need-replication /
   permutation factors need;
3. each operand whose value sharding differs from the sharding the assignment implies pays
   `plan_reshard(value → implied)`, once per (value, implied sharding): later ops that need the
   same value resharded the same way reuse it (XLA CSEs identical reshards, e.g. an FSDP weight
   gathered for the forward dot is reused by the backward one);
4. each result: `plan_reshard(implied + unreduced reduction axes → value sharding)`. With sharded
   reduction factors that plan starts with the all-reduce (or a reduce-scatter when the value is
   sliced along the reduced axes — XLA's and Shardy's fusion), so op_cost's own all-reduce rows are
   replaced by it;
5. a returned value whose function result sharding differs pays a reshard to it.
Times are int ns per item and totals are plain sums (no overlap of compute and communication):
`total_ns = compute_ns + communication_ns`. Every piece is a public function so the CP-SAT encoding
can tabulate the same integers: `candidate_factor_axes`, `implied_sharding`,
`price_assignment`, `price_op`.
"""

from __future__ import annotations

import math
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field, replace
from typing import Any

import pandas as pd
from shardsat.cost.collectives import XLA_CRASH, Collective, all_gather_cost, all_reduce_cost
from shardsat.cost.conv_cases import (
    GATHERED_INPUT,
    REPLICATED,
    WINDOW_SHARDED,
    ConvDims,
    batch_axes,
    conv_view,
    kernel_in_input_layout,
    other_devices,
    output_before_slice,
)
from shardsat.cost.memory import peak_memory, value_bytes
from shardsat.cost.op_cost import (
    CommunicationTotals,
    FactorAxes,
    OpCost,
    concat_join_dim,
    conv_halo_permutes,
    normalize_factor_axes,
    op_cost,
)
from shardsat.cost.reshard import ReshardPlan, plan_reshard
from shardsat.cost.rotation import find_rotations, rotation_collectives
from shardsat.cost.topology import Topology
from shardsat.cost.wrap_pad import find_wrap_pads, wrap_pad_collectives
from shardsat.ir.dataflow import data_flow_edges
from shardsat.ir.flatten import loop_repeats
from shardsat.ir.graph import dead_ops, folded_values, op_regions
from shardsat.ir.program import Op, Program, TensorType
from shardsat.ir.registry import rule_for
from shardsat.model.axis import AxisRef, overlaps
from shardsat.model.errors import RuleError
from shardsat.model.mesh import Mesh
from shardsat.model.projection import (
    axes_size,
    common_axis_prefix,
    project_tensor,
    sharding_from_factors,
)
from shardsat.model.rule import OpShardingRule, TensorMapping
from shardsat.model.semantics import num_shards
from shardsat.model.sharding import DimSharding, TensorSharding

COLUMNS = [
    "op",
    "op_name",
    "item",
    "kind",
    "axes",
    "bytes",
    "buffer_bytes",
    "time_ns",
    "flops",
    "detail",
]


@dataclass(frozen=True)
class CostReport:
    """Estimated step time on the mesh, split into compute and communication; peak memory.

    `rows` has one row per priced item (an op's compute, each collective) with COLUMNS.
    """

    total_ns: int
    compute_ns: int
    communication_ns: int
    communication_bytes: int
    peak_memory_bytes: int
    rows: pd.DataFrame = field(repr=False)

    def collectives(self) -> pd.DataFrame:
        """Rows that are communication, and reshards XLA cannot compile (compute and free
        all-slices left out)."""
        moves = (self.rows["kind"] != "compute") & (self.rows["bytes"] > 0)
        return self.rows[moves | (self.rows["kind"] == XLA_CRASH)]

    def summary(self) -> dict[str, int]:
        return {
            "total_ns": self.total_ns,
            "compute_ns": self.compute_ns,
            "communication_ns": self.communication_ns,
            "communication_bytes": self.communication_bytes,
            "peak_memory_bytes": self.peak_memory_bytes,
        }


@dataclass(frozen=True)
class OpPricing(CommunicationTotals):
    """Everything one op costs under one assignment (the rows of evaluate for that op)."""

    factor_axes: FactorAxes
    cost: OpCost
    operand_plans: tuple[ReshardPlan, ...]
    result_plans: tuple[ReshardPlan, ...]
    operand_targets: tuple[TensorSharding, ...] = ()
    """The sharding each operand is resharded to (the one the assignment implies)."""
    reuse_scope: str = ""
    """Operand reshards are shared between ops with the same scope only (`_reuse_scope`); an
    explicit assignment always has the empty scope, so its reshards are shared by value and
    target alone, as the CP-SAT encoding counts them."""

    @property
    def collectives(self) -> tuple[Collective, ...]:
        """op_cost's collectives without its partial-sum all-reduces (the result plans carry
        them)."""
        own = self.cost.own_collectives
        steps = [s for p in self.operand_plans + self.result_plans for s in p.steps]
        return own + tuple(steps)

    @property
    def compute_ns(self) -> int:
        return self.cost.compute_ns


def _replicated(mesh_name: str, rank: int) -> TensorSharding:
    return TensorSharding(mesh_name, tuple(DimSharding() for _ in range(rank)))


def _tensor_elements(t: TensorType) -> int:
    return t.num_elements


def _free_prefix(
    refs: Sequence[AxisRef], taken: Sequence[AxisRef], mesh: Mesh
) -> tuple[AxisRef, ...]:
    """The longest prefix of `refs` that overlaps none of the axes already `taken`."""
    kept: list[AxisRef] = []
    for ref in refs:
        if any(overlaps(ref, other, mesh.axis_size(ref.name)) for other in taken):
            break
        kept.append(ref)
    return tuple(kept)


def _tensor_order(
    rule: OpShardingRule, types: Sequence[TensorType], first: int | None
) -> list[int]:
    """Results first, then operands largest first (ties: lower index); `first` moved to the front."""
    n_operands = len(rule.operands)
    order = sorted(
        range(len(types)), key=lambda t: (t < n_operands, -_tensor_elements(types[t]), t)
    )
    if first is not None:
        order.remove(first)
        order.insert(0, first)
    return order


def derive_factor_axes(
    rule: OpShardingRule,
    shardings: Sequence[TensorSharding | None],
    types: Sequence[TensorType],
    mesh: Mesh,
    first: int | None = None,
    preset: Mapping[int, tuple[AxisRef, ...]] | None = None,
    results_decide: bool = False,
    skip: frozenset[int] = frozenset(),
) -> FactorAxes:
    """The assignment implied by operand/result shardings, trusting tensors in a fixed order.

    Tensors are ranked results first (XLA's SPMD partitioner keeps an op's output sharding and
    reshards operands to it), then operands largest first; `first` (a tensor index, operands then
    results) moves one tensor to the front. Each factor takes the axes of the first-ranked tensor
    that shards it; factors are settled in that order, each keeping the longest prefix of its
    axes that overlaps no axis an earlier factor kept.
    Example: dot `[{"x"}, {"y"}] x [{"y"}, {}] -> [{"x"}, {}]` gives i: x, j: -, k: y; FSDP's
    `[{"d"}, {}] x [{"d"}, {}] -> [{"d"}, {}]` gives i: d and the weight is all-gathered.
    `preset` factors are settled first with the given axes (`xla_factor_axes`). With
    `results_decide` a factor that some result has takes its axes from the results only (an
    operand sharded along it where the result is not is resharded, as XLA's elementwise
    handler does, rather than computing sharded and gathering the result).
    """
    mappings = rule.tensors()
    projected = [
        project_tensor(s, m, rule.factor_sizes, mesh)
        for s, m in zip(shardings, mappings, strict=True)
    ]
    order = _tensor_order(rule, types, first)
    choice: dict[int, tuple[int, tuple[AxisRef, ...]]] = {}
    n_operands = len(rule.operands)
    in_results = {f for m in rule.results for dim in m for f in dim} if results_decide else set()
    for t in order:
        for f, fs in projected[t].factors.items():
            if (t < n_operands and f in in_results) or f in skip:
                continue
            if f not in choice and fs.axes:
                choice[f] = (t, fs.axes)
    taken: list[AxisRef] = [a for refs in (preset or {}).values() for a in refs]
    axes: dict[int, tuple[AxisRef, ...]] = dict(preset or {})
    rank = {t: i for i, t in enumerate(order)}
    for f in sorted(choice, key=lambda f: (rank[choice[f][0]], f)):
        if f in axes:
            continue
        kept = _free_prefix(choice[f][1], taken, mesh)
        taken.extend(kept)
        axes[f] = kept
    axes = drop_strided_factors(rule, normalize_factor_axes(axes, rule.num_factors), mesh)
    return drop_vanishing_unit_factors(rule, axes, types)


def drop_vanishing_unit_factors(
    rule: OpShardingRule, factor_axes: FactorAxes, types: Sequence[TensorType]
) -> FactorAxes:
    """Unshard the factors of unit dims that no result has and that are not reduced (a reshape
    dropping a unit dim): the one row lives on one shard, so XLA masks it and all-reduces it
    over those axes to replicate it first (`[128, 1]` on `[{"data"}, {"model"}]` reshaped to
    `[128]` all-reduces 256 bytes over "model"), which the operand's reshard then prices."""
    in_results = {f for m in rule.results for dim in m for f in dim}
    unit = {
        f
        for m, t in zip(rule.operands, types[: len(rule.operands)], strict=True)
        for dim, size in zip(m, t.shape, strict=True)
        if size == 1
        for f in dim
    }
    return tuple(
        () if f in unit and f not in in_results and f not in rule.reduction else axes
        for f, axes in enumerate(factor_axes)
    )


def drop_strided_factors(rule: OpShardingRule, factor_axes: FactorAxes, mesh: Mesh) -> FactorAxes:
    """Unshard factors that follow, in some dim, a factor not sharded over exactly its size.

    A dim made of factors (major → minor) is split into contiguous shards only if every factor
    before a sharded one is fully sharded; otherwise the device's piece would be strided, which
    no dim sharding describes (Shardy's projection stops there too). Example: a reshape
    `[16, 768] -> [16, 3, 8, 32]` whose heads factor 8 is sharded on "model" while the factor 3
    is not: the 768 dim cannot be sharded by the heads, so XLA gathers the heads first (gpt
    megatron's backward qkv reshape). Repeated until stable (unsharding one factor can block
    another).
    """
    axes = list(factor_axes)
    changed = True
    while changed:
        changed = False
        for mapping in rule.tensors():
            for dim in mapping:
                blocked = False
                for f in dim:
                    if blocked and axes[f]:
                        axes[f], changed = (), True
                    elif axes_size(axes[f], mesh) != rule.factor_sizes[f]:
                        blocked = True
    return tuple(axes)


SINGLE_OPERAND_REDUCTIONS = ("stablehlo.reduce",)


def agreed_factor_axes(
    rule: OpShardingRule,
    shardings: Sequence[TensorSharding | None],
    mesh: Mesh,
    op_name: str = "",
) -> dict[int, tuple[AxisRef, ...]]:
    """Factors XLA keeps where the operands have them: factor -> axes (common prefix).

    - a reduction factor that the operands carrying it (at least two) shard alike: they stay
      put, the op computes a partial result and all-reduces it (a dot or convolution sharded
      along its contracting dims, a scatter-add whose indices and updates are batch-sharded);
    - for a dot-like op (`is_dot_like`), a factor also in the result that the operands
      carrying it (at least two) shard alike: batch-partitioned operands are multiplied in
      place.
    A reduction factor of one operand only is kept for a `stablehlo.reduce` (XLA reduces the
    input where it is and all-reduces: gpt/fsdp's position-embedding gradient), not for other
    ops (XLA all-gathers a vocab-sharded embedding table for a gather rather than masking the
    lookups and all-reducing them).
    Batch-like factors are settled first, then reduction factors; an axis is kept once. This is
    the order of XLA's dot handler (`PartitionBaseCase`: batch, then contracting, then the
    output's non-contracting dims; `PartitionDotGroupOn{Batch,Contracting}` for a subset of the
    axes), which compares no costs.
    """
    projected = [
        project_tensor(s, m, rule.factor_sizes, mesh)
        for s, m in zip(shardings[: len(rule.operands)], rule.operands, strict=True)
    ]
    carriers: dict[int, list[tuple[AxisRef, ...]]] = {}
    for p, mapping in zip(projected, rule.operands, strict=True):
        for f in {f for dim in mapping for f in dim}:
            fs = p.factors.get(f)
            carriers.setdefault(f, []).append(fs.axes if fs is not None else ())
    in_results = {f for m in rule.results for dim in m for f in dim}
    dot_like = is_dot_like(rule)
    out: dict[int, tuple[AxisRef, ...]] = {}
    taken: list[AxisRef] = []
    for f in sorted(carriers, key=lambda f: (f in rule.reduction, f)):
        least = 1 if f in rule.reduction and op_name in SINGLE_OPERAND_REDUCTIONS else 2
        if len(carriers[f]) < least or (
            f not in rule.reduction and not (dot_like and f in in_results)
        ):
            continue
        common = carriers[f][0]
        for other in carriers[f][1:]:
            common = common_axis_prefix(common, other)
        kept = _free_prefix(common, taken, mesh)
        if kept:
            out[f] = kept
            taken.extend(kept)
    return out


def xla_factor_axes(
    rule: OpShardingRule,
    shardings: Sequence[TensorSharding | None],
    types: Sequence[TensorType],
    mesh: Mesh,
    op_name: str = "",
) -> FactorAxes:
    """The assignment XLA's SPMD partitioner picks for an op (no cost compared).

    First the factors XLA keeps where the operands have them (`agreed_factor_axes`: a
    reduction factor the operands shard alike, and for a dot or convolution a batch factor
    both operands shard alike); then every other factor follows the result sharding, then the
    operands largest first (`derive_factor_axes`): XLA's handlers reshard operands to the
    output's sharding, and an operand the output does not shard is all-gathered. The results
    alone decide the factors they have (`results_decide`; not for other two-operand reductions
    such as a reduce with its init value); operands only fill factors no result has (a
    reduce's reduced dims). For a dot or a convolution (`CONTRACT_OPS`) a
    contracting factor is sharded only when `agreed_factor_axes` kept it: one operand sharded
    along it and the other not, XLA moves the sharded operand and never partial-sums
    (measured: tests/cost/test_evaluate_xla_dot.py, test_evaluate_xla_conv_cases.py).
    Example (FSDP weight gradient): `[{"d"}, {}] x [{"d"}, {}] -> [{}, {"d"}]` contracting
    dim 0 gives k: d and the 4 MiB partial gradient is all-reduced, as XLA does, although
    gathering the two activations would send less.
    """
    if op_name in OPERAND_LAYOUT_OPS and _more_shards_in_operand(rule, shardings, mesh):
        n = len(rule.operands)
        return derive_factor_axes(rule, [*shardings[:n], *[None] * len(rule.results)], types, mesh)
    preset = agreed_factor_axes(rule, shardings, mesh, op_name)
    skip = frozenset(rule.reduction) - set(preset) if op_name in CONTRACT_OPS else frozenset()
    axes = derive_factor_axes(
        rule,
        shardings,
        types,
        mesh,
        preset=preset,
        results_decide=not is_dot_like(rule) or op_name in CONTRACT_OPS,
        skip=skip,
    )
    return _source_like_operand(rule, axes) if op_name == "stablehlo.select_and_scatter" else axes


def _source_like_operand(rule: OpShardingRule, factor_axes: FactorAxes) -> FactorAxes:
    """A select_and_scatter's source split along each windowed dim like its operand: XLA
    reshards the source to the op's sharding and exchanges halos (cost/select_scatter.py),
    where the rule would gather it."""
    axes = list(factor_axes)
    for operand_dim, source_dim in zip(rule.operands[0], rule.operands[1], strict=True):
        for f in source_dim:
            if f in rule.need_replication and operand_dim:
                axes[f] = factor_axes[operand_dim[0]]
    return tuple(axes)


def joined_factor_axes(
    op: Op, rule: OpShardingRule, factor_axes: FactorAxes, types: Sequence[TensorType], mesh: Mesh
) -> FactorAxes:
    """XLA's own layout for a concatenate along a sharded dim: the concat dim's axes move to
    the join dim (`concat_join_dim`), so operands are resharded to it, joined locally, and the
    result resharded from it (two [16, 48] operands on `[{}, {"data"}]` concatenated along
    dim 0 into `[{"data"}, {}]`: one all-to-all of the result, 2,304 bytes, as XLA does)."""
    devices = [axes_size(a, mesh) for a in factor_axes]
    join = concat_join_dim(op, rule, devices, types[-1].shape)
    if join is None:
        return factor_axes
    cat = int(op.attributes["dimension"])
    (moved,), (target,) = rule.results[0][cat], rule.results[0][join]
    axes = list(factor_axes)
    axes[target], axes[moved] = axes[target] + axes[moved], ()
    return tuple(axes)


OPERAND_LAYOUT_OPS = ("stablehlo.slice", "stablehlo.concatenate")
"""Ops XLA runs in their operands' layout when the operands are split into more shards than
the result (`_more_shards_in_operand`)."""


def _more_shards_in_operand(
    rule: OpShardingRule, shardings: Sequence[TensorSharding | None], mesh: Mesh
) -> bool:
    """XLA gives a slice or concatenate the sharding of whichever of its operand and result is
    split into more shards (XLA's sharding propagation keeps the more specific sharding) and
    reshards the other: `[{"data", "model"}, {}] -> [{"data"}, {}]` slices in place and gathers
    the smaller result; `[{"data"}, {}] -> [{}, {"model"}]` gathers the operand (XLA's
    bytes: `experiments/probe_slices.py`)."""
    if shardings[0] is None:
        return False

    def tiles(s: TensorSharding | None) -> int:
        return 1 if s is None else math.prod(num_shards(s, mesh))

    return tiles(shardings[0]) > max(tiles(s) for s in shardings[len(rule.operands) :])


DOT_OPS = ("stablehlo.dot_general", "stablehlo.dot")
"""Ops whose contracting dims XLA never partial-sums unless both operands shard them alike: a
dot with one operand sharded along the contracting dim and the other replicated there gathers
(or all-to-alls) the sharded operand (tests/cost/test_evaluate_xla_dot.py)."""

CONTRACT_OPS = (*DOT_OPS, "stablehlo.convolution")
"""Ops whose results alone decide the factors they have and whose contracting factors are split
only where both operands split them alike (`xla_factor_axes`): a convolution whose kernel is
split on its output features while the output is not gathers the kernel, as a dot does
(conv_cases.py's module doc has the evidence)."""


def candidate_factor_axes(
    rule: OpShardingRule,
    shardings: Sequence[TensorSharding | None],
    types: Sequence[TensorType],
    mesh: Mesh,
) -> list[FactorAxes]:
    """Distinct assignments derived with each tensor trusted first (the default order first)."""
    out: list[FactorAxes] = []
    for first in [None, *range(len(types))]:
        axes = derive_factor_axes(rule, shardings, types, mesh, first)
        if axes not in out:
            out.append(axes)
    return out


def implied_sharding(
    rule: OpShardingRule,
    mapping: TensorMapping,
    factor_axes: FactorAxes,
    mesh: Mesh,
    mesh_name: str,
    unreduced: tuple[AxisRef, ...] = (),
) -> TensorSharding:
    """The sharding of one tensor of the op when its factors are sharded by `factor_axes`."""
    present = {f for dim in mapping for f in dim}
    per_factor = {f: a for f, a in enumerate(factor_axes) if f in present}
    return sharding_from_factors(
        mapping,
        per_factor,
        mesh,
        mesh_name,
        factor_sizes=rule.factor_sizes,
        unreduced=unreduced,
    )


def _reduction_axes(rule: OpShardingRule, factor_axes: FactorAxes) -> tuple[AxisRef, ...]:
    return tuple(a for f in sorted(rule.reduction) for a in factor_axes[f])


def price_op(
    program: Program,
    op: Op,
    shardings: Mapping[str, TensorSharding],
    mesh: Mesh,
    topology: Topology,
    factor_axes: FactorAxes | None = None,
    rule: OpShardingRule | None = None,
    mesh_name: str = "mesh",
    policy: str = "xla",
) -> OpPricing | None:
    """Compute, factor collectives and operand/result reshards of one op (None: no rule).

    Without `factor_axes` the op runs under an assignment derived from its operand and result
    shardings. `policy="xla"` (default) predicts XLA's SPMD partitioner: `xla_factor_axes`, a
    fixed order of cases that compares no costs (operands sharded alike along batch or
    contracting dims stay in place, then the result sharding decides, and operands are
    resharded to it). A convolution whose window is sharded besides its contracting dims, or a
    dot with contracting dims sharded on different axes, reduces in steps (`reduction_order`),
    as XLA does, also under a given assignment. `policy="cheapest"` takes the
    cheapest of `candidate_factor_axes` for every op (least communication time, then compute
    time, then candidate order): what a planner could do with the same shardings.
    """
    if policy not in POLICIES:
        raise RuleError(f"policy {policy!r}: expected one of {', '.join(POLICIES)}")
    rule = rule or rule_for(op, program)
    if rule is None:
        return None
    types = [program.value(v).type for v in op.operands + op.results]
    given = [shardings.get(v) for v in op.operands + op.results]
    name = next((s.mesh_name for s in given if s is not None and s.mesh_name), mesh_name)
    if factor_axes is not None:
        axes = drop_vanishing_unit_factors(
            rule, normalize_factor_axes(factor_axes, rule.num_factors), types
        )
        implied = [implied_sharding(rule, m, axes, mesh, name) for m in rule.tensors()]
        case, seen = conv_view(op, implied, [t.shape for t in types], mesh)
        if case == WINDOW_SHARDED:
            return _window_sharded(program, op, rule, seen, shardings, types, mesh, topology)
        if seen != implied:  # XLA moved the lhs and partitions the conv its own way
            axes = xla_factor_axes(rule, seen, types, mesh, op.name)
        axes = case_factor_axes(op, rule, case, axes)
        pricing = price_assignment(op, rule, axes, shardings, types, mesh, topology, name)
        plans = _split_reductions(op, rule, axes, shardings, types, mesh, topology, name)
        return replace(
            pricing,
            operand_plans=_rematerialized(program, op, pricing.operand_plans),
            result_plans=plans or pricing.result_plans,
        )
    if policy == "xla":
        case, seen = conv_view(op, given, [t.shape for t in types], mesh)
        if case == WINDOW_SHARDED:
            return _window_sharded(program, op, rule, seen, shardings, types, mesh, topology)
        axes = _xla_case_axes(op, rule, case, seen, types, mesh)
        pricing = price_assignment(op, rule, axes, shardings, types, mesh, topology, name)
        plans = _split_reductions(op, rule, axes, shardings, types, mesh, topology, name)
        return replace(
            pricing,
            operand_plans=_rematerialized(program, op, pricing.operand_plans),
            result_plans=plans or pricing.result_plans,
            reuse_scope=_reuse_scope(op, rule, axes),
        )
    options = [
        price_assignment(op, rule, axes, shardings, types, mesh, topology, name)
        for axes in candidate_factor_axes(rule, given, types, mesh)
    ]
    return min(options, key=lambda p: (p.communication_ns, p.cost.compute_ns))


POLICIES = ("xla", "cheapest")


def _xla_case_axes(op: Op, rule: OpShardingRule, case, seen, types, mesh: Mesh) -> FactorAxes:
    """The "xla" policy's assignment of an op in its convolution `case` (`conv_view`)."""
    axes = joined_factor_axes(
        op, rule, xla_factor_axes(rule, seen, types, mesh, op.name), types, mesh
    )
    return case_factor_axes(op, rule, case, axes)


def xla_op_factor_axes(
    program: Program, shardings: Mapping[str, TensorSharding], mesh: Mesh
) -> dict[str, FactorAxes]:
    """Per op of the entry function, the assignment `price_op`'s "xla" policy runs it under
    given only the value `shardings` (ops without a rule and window-sharded convolutions, which
    XLA partitions its own way, left out): a plan given as value shardings (an expert plan) as
    a planner's factor assignment, priced as XLA runs it."""
    out: dict[str, FactorAxes] = {}
    for op in _walk(program.main.ops):
        rule = rule_for(op, program)
        if rule is None:
            continue
        types = [program.value(v).type for v in op.operands + op.results]
        given = [shardings.get(v) for v in op.operands + op.results]
        case, seen = conv_view(op, given, [t.shape for t in types], mesh)
        if case != WINDOW_SHARDED:
            out[op.id] = _xla_case_axes(op, rule, case, seen, types, mesh)
    return out


def case_factor_axes(op: Op, rule: OpShardingRule, case: str | None, factor_axes: FactorAxes):
    """The assignment XLA runs an op under in `case` (`conv_cases.xla_case`): what the
    shardings implied, without the factors it gathers (none at all when `REPLICATED`; for a
    custom rule, every factor its operands and results do not share, `shared_factor_axes`)."""
    if case == GATHERED_INPUT:
        return _gathered_input(op, rule, factor_axes)
    if case == REPLICATED:
        return normalize_factor_axes(None, rule.num_factors)
    return shared_factor_axes(rule, factor_axes)


def shared_factor_axes(rule: OpShardingRule, factor_axes: FactorAxes) -> FactorAxes:
    """A custom rule's op (a custom_call such as LAPACK's `lapack_spotrf_ffi`) is partitioned
    only along the factors an operand and a result share (a batched Cholesky's batch dim: no
    collective); a factor of the operands alone is gathered, one of the results alone is made
    whole and sliced (an unbatched Cholesky gathers its matrix). Other rules: unchanged."""
    if not rule.is_custom:
        return factor_axes
    ins = {f for m in rule.operands for dim in m for f in dim}
    outs = {f for m in rule.results for dim in m for f in dim}
    return tuple(a if f in ins & outs else () for f, a in enumerate(factor_axes))


def _gathered_input(op: Op, rule: OpShardingRule, factor_axes: FactorAxes) -> FactorAxes:
    """`GATHERED_INPUT`: no factor of the lhs's spatial dims or of the output's feature dim is
    split (the operands are gathered along them, the output computed whole there and sliced)."""
    dims = ConvDims.of(op)
    assert dims is not None
    whole = {f for d in dims.lhs_spatial for f in rule.operands[0][d]}
    whole |= set(rule.results[0][dims.out_feature])
    return tuple(() if f in whole else a for f, a in enumerate(factor_axes))


def _window_sharded(
    program: Program, op: Op, rule: OpShardingRule, seen: Sequence[TensorSharding | None],
    shardings: Mapping[str, TensorSharding], types: Sequence[TensorType], mesh: Mesh,
    topology: Topology,
) -> OpPricing:  # fmt: skip
    """A convolution XLA runs in its `WINDOW_SHARDED` case, from the operand and result
    shardings it sees (`seen`: the values', or those an assignment pins). Operands are
    resharded to them first; the kernel then to the lhs's layout; the lhs exchanges
    window-sharded halos; the output of each batch group is computed whole and all-reduced
    over every other device, then sliced to the result's sharding (conv_cases.py)."""
    lhs_s, kernel_s, out_s = seen[0], seen[1], seen[2]
    lhs_t, kernel_t, out_t = types[0], types[1], types[2]
    name = lhs_s.mesh_name or mesh.name or "mesh"
    kernel_s = kernel_s or _replicated(name, kernel_t.rank)
    out_s = out_s or _replicated(name, out_t.rank)
    dims = ConvDims.of(op)
    grouped = batch_axes(op, lhs_s, out_s)
    kernel_factors = {f for dim in rule.operands[1] for f in dim}
    axes: list[tuple[AxisRef, ...]] = [() for _ in rule.factor_sizes]
    for f in rule.operands[0][dims.lhs_batch]:
        axes[f] = grouped if f in rule.results[0][dims.out_batch] else ()
    halos = []
    shard = value_bytes(topology.wire_type(lhs_t), lhs_s, mesh)
    wire = ([topology.wire_type(t) for t in types[:2]], [topology.wire_type(out_t)])
    for d in dims.lhs_spatial:
        refs = lhs_s.dims[d].axes
        if not refs:
            continue
        for f in rule.operands[0][d]:
            axes[f] = refs if f in kernel_factors else axes[f]
        halos += conv_halo_permutes(op, d, refs, axes_size(refs, mesh), shard, wire, True, topology)
    cost = op_cost(op, rule, tuple(axes), types[:2], types[2:], mesh, topology)
    cost = replace(cost, collectives=tuple(halos))
    target = kernel_in_input_layout(op, lhs_s, kernel_t.rank)
    have = [
        shardings.get(v) or _replicated(name, t.rank)
        for v, t in zip(op.operands, types[:2], strict=True)
    ]
    operand_plans = (
        plan_reshard(have[0], lhs_s, lhs_t, mesh, topology),
        ReshardPlan(
            plan_reshard(have[1], kernel_s, kernel_t, mesh, topology).steps
            + plan_reshard(kernel_s, target, kernel_t, mesh, topology).steps
        ),
    )
    made = output_before_slice(op, out_s, out_t.rank)
    group = other_devices(grouped, mesh)
    want = shardings.get(op.results[0]) or _replicated(name, out_t.rank)
    steps = (_one_reduction(group, value_bytes(topology.wire_type(out_t), made, mesh), topology),)
    result = ReshardPlan(steps + plan_reshard(made, want, out_t, mesh, topology).steps)
    return OpPricing(
        tuple(axes),
        cost,
        _rematerialized(program, op, operand_plans),
        (result,),
        (lhs_s, target),
    )


def is_dot_like(rule: OpShardingRule) -> bool:
    """Two operands and a reduction factor: dot_general, dot, convolution (XLA's dot handler)."""
    return len(rule.operands) == 2 and bool(rule.reduction)


def conv_spatial_reduction_factors(op: Op, rule: OpShardingRule) -> tuple[int, ...]:
    """Reduction factors of a convolution on spatial dims of its lhs (a kernel gradient's window)."""
    if "convolution" not in op.name or not rule.operands:
        return ()
    numbers = (op.attributes or {}).get("dimension_numbers") or {}
    spatial = set(numbers.get("input_spatial_dimensions", ()))
    lhs = rule.operands[0]
    return tuple(
        sorted({f for d, dim in enumerate(lhs) if d in spatial for f in dim if f in rule.reduction})
    )


def batch_grouped(op: Op) -> bool:
    """A convolution with `batch_group_count` > 1 (the kernel gradient of a depthwise conv)."""
    return "convolution" in op.name and int((op.attributes or {}).get("batch_group_count", 1)) > 1


def batch_group_reduction_axes(
    rule: OpShardingRule, factor_axes: FactorAxes, mesh: Mesh | None
) -> tuple[AxisRef, ...]:
    """The axes XLA all-reduces a batch-grouped convolution over: every mesh axis no
    non-reduction factor is sharded on (XLA's conv handler all-reduces over all the devices of
    its partition group, sharded reduction factors or not), plus reduction axes that are parts of
    an axis some other factor uses. Without a mesh: the reduction axes."""
    reduced = _reduction_axes(rule, factor_axes)
    if mesh is None:
        return reduced
    used = {a.name for f, refs in enumerate(factor_axes) if f not in rule.reduction for a in refs}
    whole = tuple(AxisRef(ax.name) for ax in mesh.axes if ax.name not in used)
    return whole + tuple(a for a in reduced if a.name in used)


def reduce_factors_last_dim_first(rule: OpShardingRule, factor_axes: FactorAxes) -> list[int]:
    """The sharded reduction factors of a `stablehlo.reduce`, by input dim, the last dim first."""
    dims = [f for dim in rule.operands[0] for f in dim if f in rule.reduction and factor_axes[f]]
    return list(reversed(dict.fromkeys(dims)))


def reduction_order(
    op: Op, rule: OpShardingRule, factor_axes: FactorAxes, want: TensorSharding,
    mesh: Mesh | None = None,
) -> tuple[tuple[AxisRef, ...], tuple[int, ...], tuple[AxisRef, ...]]:  # fmt: skip
    """How XLA reduces an op's sharded reduction factors into a result wanted in `want`:
    (axes all-reduced together first, over the whole partial result, which is then sliced to
    `want` on them; factors then all-reduced one at a time, in order; axes left unreduced for
    the final reshard). `((), (), all)`: all at once, in the final reshard.

    A convolution with `batch_group_count` > 1 and a sharded reduction factor: one all-reduce of
    the whole result over `batch_group_reduction_axes` (with `mesh`: every mesh axis the
    batch-group factor is not sharded on, even axes nothing is sharded on), then a slice.
    Another convolution whose window (spatial) dims are sharded besides other reduction dims:
    each spatial factor is all-reduced on its own before the contracting axes (conv/spatial's
    kernel gradient: over "data", then over "model", each of the whole 72 KiB). A
    `stablehlo.reduce` over several dims sharded on different axes: one all-reduce per reduced
    dim (a dim on several axes: one over them together), the last dim first, each of the whole
    result; so does a scatter whose indices are split along several scatter dims (blind6's
    histogram: its index dims on "data" and "fsdp" all-reduce twice, not once over both). A dot with several contracting dims sharded on different axes (XLA's dot handler
    partitions one contracting dim per recursion): those whose axes the result keeps sharded go
    first, together, then the others one at a time, the last first, on the sliced result (XLA's
    bytes: docs/cost.md, tests/cost/test_evaluate_xla_dot.py, test_evaluate_xla_reduce.py)."""
    every = _reduction_axes(rule, factor_axes)
    if batch_grouped(op) and every:
        return batch_group_reduction_axes(rule, factor_axes, mesh), (), ()
    spatial = [f for f in conv_spatial_reduction_factors(op, rule) if factor_axes[f]]
    if spatial:
        rest = tuple(a for f in sorted(rule.reduction) if f not in spatial for a in factor_axes[f])
        if len(spatial) > 1 or rest:
            return (), tuple(spatial), rest
    if op.name == "stablehlo.reduce" and not gathers_partials(op) and rule.operands:
        order = reduce_factors_last_dim_first(rule, factor_axes)
        if len(order) > 1:
            return (), tuple(order), ()
        return (), (), every
    if op.name == "stablehlo.scatter":
        order = [f for f in sorted(rule.reduction) if factor_axes[f]]
        return ((), tuple(order), ()) if len(order) > 1 else ((), (), every)
    sharded = [f for f in sorted(rule.reduction) if factor_axes[f]]
    if op.name not in DOT_OPS or len(sharded) < 2:
        return (), (), every
    kept = {a for dim in want.dims for a in dim.axes}
    first = [f for f in sharded if set(factor_axes[f]) <= kept]
    later = [f for f in sharded if f not in first]
    if not later:
        return (), (), every
    head = tuple(a for f in first for a in factor_axes[f])
    return head, tuple(reversed(later[1:])), factor_axes[later[0]]


def reduction_steps(
    op: Op, rule: OpShardingRule, mapping: TensorMapping, factor_axes: FactorAxes,
    want: TensorSharding, ttype: TensorType, mesh: Mesh, topology: Topology, mesh_name: str,
) -> tuple[tuple[Collective, ...], TensorSharding] | None:  # fmt: skip
    """(the all-reduces XLA makes in steps, the sharding left for the final reshard to `want`)
    for one result (`reduction_order`); None when all reductions happen in the final reshard."""
    head, separate, rest = reduction_order(op, rule, factor_axes, want, mesh)
    if not head and not separate:
        return None
    made = implied_sharding(rule, mapping, factor_axes, mesh, mesh_name, unreduced=rest)
    wire = topology.wire_type(ttype)
    steps = []
    if head:
        steps.append(_one_reduction(head, value_bytes(wire, made, mesh), topology))
        made = sliced_like(made, want, head)
    buffer = value_bytes(wire, made, mesh)
    steps += [_one_reduction(factor_axes[f], buffer, topology) for f in separate]
    return tuple(steps), made


def _split_reductions(
    op, rule, factor_axes, shardings, types, mesh, topology, mesh_name
) -> tuple[ReshardPlan, ...] | None:
    """The result plans when XLA reduces factors in steps (`reduction_steps`); None when it
    reduces them together (the plans of `price_assignment` hold)."""
    n = len(op.operands)
    plans = []
    for v, m, t in zip(op.results, rule.results, types[n:], strict=True):
        want = shardings.get(v) or _replicated(mesh_name, t.rank)
        split = reduction_steps(op, rule, m, factor_axes, want, t, mesh, topology, mesh_name)
        if split is None:
            return None
        steps, made = split
        plans.append(ReshardPlan(steps + plan_reshard(made, want, t, mesh, topology).steps))
    return tuple(plans)


def _one_reduction(axes: tuple[AxisRef, ...], buffer: int, topology: Topology) -> Collective:
    text = ", ".join(map(str, axes))
    return all_reduce_cost(axes, buffer, topology).with_detail(f"all_reduce {{{text}}} (in steps)")


def sliced_like(made: TensorSharding, want: TensorSharding, axes: tuple[AxisRef, ...]):
    """`made` with each of `axes` added to the dim `want` shards along it (a local slice)."""
    dims = list(made.dims)
    for d, dim in enumerate(want.dims):
        extra = tuple(a for a in dim.axes if a in axes)
        if extra:
            dims[d] = DimSharding(dims[d].axes + extra, dims[d].is_open)
    return made.with_dims(tuple(dims))


def is_rematerialized(program: Program, value_id: str) -> bool:
    """A value every device can make locally in any sharding, so XLA never moves it: an iota,
    or a value computed from constants alone (`ir.graph.folded_values`: XLA folds them, and an
    all-gather of a broadcast constant becomes a wider broadcast), e.g. the zeros a scatter-add
    gradient starts from, or the `1/N` cotangent of a mean. A broadcast of a scalar *argument*,
    or a mask compared from iotas, is moved like any value (docs/cost.md)."""
    op = program.producer(value_id)
    return op is not None and (op.name == "stablehlo.iota" or value_id in folded_values(program))


def _rematerialized(program, op, plans: tuple[ReshardPlan, ...]) -> tuple[ReshardPlan, ...]:
    return tuple(
        ReshardPlan() if plan.steps and is_rematerialized(program, v) else plan
        for v, plan in zip(op.operands, plans, strict=True)
    )


def _reuse_scope(op: Op, rule: OpShardingRule, factor_axes: FactorAxes) -> str:
    """Where XLA's CSE fails to merge a reshard with an identical earlier one: a convolution
    whose contracting dims are sharded is partitioned inside groups of devices, and the operand
    reshards it makes there print their replica groups in XLA's other form (`mesh[...] {axes}`
    instead of `[2,4]<=[8]`), so CSE keeps both (conv/2d: one activation all-gathered over
    "model" for the forward conv and again for the kernel gradient). Dots do not show this
    (transformer/2d: each weight is gathered once for its forward and backward dots), so their
    scope is empty. Empirical, from the validation corpus (docs/cost.md)."""
    if "convolution" not in op.name:
        return ""
    return ",".join(str(a) for a in _reduction_axes(rule, factor_axes))


def price_assignment(
    op: Op,
    rule: OpShardingRule,
    factor_axes: FactorAxes,
    shardings: Mapping[str, TensorSharding],
    types: Sequence[TensorType],
    mesh: Mesh,
    topology: Topology,
    mesh_name: str = "mesh",
) -> OpPricing:
    """The pricing of one op under one given assignment (types: operands then results)."""
    n = len(op.operands)
    operand_types, result_types = list(types[:n]), list(types[n:])
    cost = op_cost(op, rule, factor_axes, operand_types, result_types, mesh, topology)
    operand_plans, targets = [], []
    for v, m, t in zip(op.operands, rule.operands, operand_types, strict=True):
        have = shardings.get(v) or _replicated(mesh_name, t.rank)
        need = implied_sharding(rule, m, factor_axes, mesh, mesh_name)
        targets.append(need)
        operand_plans.append(plan_reshard(have, need, t, mesh, topology))
    reduced = _reduction_axes(rule, factor_axes)
    result_plans = []
    for v, m, t in zip(op.results, rule.results, result_types, strict=True):
        made = implied_sharding(rule, m, factor_axes, mesh, mesh_name, unreduced=reduced)
        want = shardings.get(v) or _replicated(mesh_name, t.rank)
        result_plans.append(result_reshard(op, made, want, t, mesh, topology))
    return OpPricing(factor_axes, cost, tuple(operand_plans), tuple(result_plans), tuple(targets))


def gathers_partials(op: Op) -> bool:
    """A variadic reduce (argmax: a value and its index reduced together) cannot be all-reduced,
    so XLA all-gathers each partial result over the reduction axes and reduces locally
    (docs/cost.md: argmax over a dim sharded 4 ways moves 3x each partial)."""
    return op.name == "stablehlo.reduce" and len(op.results) > 1


def partial_gather(
    made: TensorSharding, ttype: TensorType, mesh: Mesh, topology: Topology
) -> tuple[TensorSharding, Collective]:
    """The all-gather of a variadic reduce's partials (`made` unreduced on the reduction axes)
    and the sharding the result has after the local reduce."""
    reduced = replace(made, unreduced=())
    group = topology.group_size(made.unreduced)
    buffer = value_bytes(topology.wire_type(ttype), reduced, mesh) * group
    text = ", ".join(map(str, made.unreduced))
    return reduced, all_gather_cost(made.unreduced, buffer, topology).with_detail(
        f"all_gather {{{text}}} of the partials (variadic reduce)"
    )


def result_reshard(
    op: Op, made: TensorSharding, want: TensorSharding, ttype: TensorType, mesh: Mesh,
    topology: Topology,
) -> ReshardPlan:  # fmt: skip
    """The reshard of a result as the op makes it (`made`, partial sums unreduced) to `want`."""
    if not made.unreduced or not gathers_partials(op):
        return plan_reshard(made, want, ttype, mesh, topology)
    reduced, gather = partial_gather(made, ttype, mesh, topology)
    return ReshardPlan((gather, *plan_reshard(reduced, want, ttype, mesh, topology).steps))


def _plan_rows(op: Op, item: str, plan: ReshardPlan) -> list[dict[str, Any]]:
    return [_collective_row(op, item, c) for c in plan.steps]


def _collective_row(op: Op | None, item: str, c: Collective) -> dict[str, Any]:
    return {
        "op": op.id if op else "",
        "op_name": op.name if op else "func.return",
        "item": item,
        "kind": c.kind,
        "axes": ",".join(str(a) for a in c.axes),
        "bytes": c.bytes,
        "buffer_bytes": c.buffer_bytes,
        "time_ns": c.time_ns,
        "flops": 0,
        "detail": c.detail,
    }


def reshard_key(value_id: str, target: TensorSharding, scope: str = "") -> tuple[str, ...]:
    """Operand reshards with the same key are one collective sequence, paid once (XLA CSEs them)."""
    return (
        (value_id, str(target.closed())) if not scope else (value_id, str(target.closed()), scope)
    )


def _repeated(row: dict[str, Any], times: int) -> dict[str, Any]:
    """A row of an op that runs `times` times: its bytes, time and flops summed over the runs."""
    extra = f"×{times} (rolled loop)"
    return {**row, "bytes": row["bytes"] * times, "time_ns": row["time_ns"] * times,
            "flops": row["flops"] * times,
            "detail": f"{row['detail']} {extra}" if row.get("detail") else extra}  # fmt: skip


def _compute_row(op: Op, pricing: OpPricing) -> dict[str, Any]:
    return {
        "op": op.id,
        "op_name": op.name,
        "item": "compute",
        "kind": "compute",
        "axes": "",
        "bytes": 0,
        "buffer_bytes": pricing.cost.hbm_bytes,
        "time_ns": pricing.cost.compute_ns,
        "flops": pricing.cost.flops,
        "detail": f"padded_flops={pricing.cost.padded_flops}",
    }


def _op_rows(
    op: Op, pricing: OpPricing, paid: set[tuple[str, ...]], region: str = ""
) -> list[dict[str, Any]]:
    """The op's compute and collectives; an operand reshard equal to one already paid in the
    same region is not paid again (XLA's CSE does not cross into or out of a `case` branch or
    a loop body: blind lax-cond's input, resharded for the predicate and in both branches, is
    moved three times)."""
    rows = [_compute_row(op, pricing)]
    rows += [_collective_row(op, "factor", c) for c in pricing.cost.own_collectives]
    scope = "|".join(s for s in (region, pricing.reuse_scope) if s)
    for i, plan in enumerate(pricing.operand_plans):
        key = reshard_key(op.operands[i], pricing.operand_targets[i], scope)
        if plan.steps and key not in paid:
            rows += _plan_rows(op, f"operand {i}", plan)
            paid.add(key)
    for i, plan in enumerate(pricing.result_plans):
        rows += _plan_rows(op, f"result {i}", plan)
    return rows


def _reshard_op_rows(program, op, shardings, mesh, topology, mesh_name) -> list[dict[str, Any]]:
    """An explicit `sdy.reshard` (no rule): the plan from its operand's sharding to its own."""
    t = program.value(op.operands[0]).type
    have = shardings.get(op.operands[0]) or _replicated(mesh_name, t.rank)
    want = shardings.get(op.results[0]) or (
        op.attributes.get("sharding") if op.attributes else None
    )
    if want is None:
        return []
    return _plan_rows(op, "reshard", plan_reshard(have, want, t, mesh, topology))


def _data_flow_rows(
    program, op, shardings, mesh, topology, mesh_name, paid: set[tuple[str, ...]]
) -> list[dict[str, Any]]:
    """A data-flow op (no rule): each operand that feeds a result is resharded to that
    result's sharding, and so is each region yield that does (a `case` branch's or a `while`
    body's, inside the region). XLA never merges these with equal reshards of the same value
    elsewhere (remat: a weight all-gathered for the forward dot is all-gathered again into the
    `optimization_barrier`), so the op is their own scope."""
    items: dict[str, str] = {}  # value -> its first place as an operand, else as a yield
    for i, v in enumerate(op.operands):
        items.setdefault(v, f"operand {i}")
    for r, region in enumerate(op.regions):
        for i, v in enumerate(region.yields):
            items.setdefault(v, f"region {r} yield {i}")
    rows = []
    for edge in data_flow_edges(op, program):
        if edge.owner not in op.results:
            continue
        t = program.value(edge.owner).type
        want = shardings.get(edge.owner) or _replicated(mesh_name, t.rank)
        for v in (v for v in edge.sources if v in items):
            key = reshard_key(v, want, op.id)
            if key in paid or is_rematerialized(program, v):
                continue
            have = shardings.get(v) or _replicated(mesh_name, t.rank)
            plan = plan_reshard(have, want, t, mesh, topology)
            if plan.steps:
                rows += _plan_rows(op, items[v], plan)
                paid.add(key)
    return rows


def _rotation_rows(program, shardings, mesh, topology) -> dict[str, tuple[tuple[str, ...], list]]:
    """Concatenate op id -> (its slices, its rows) for every `jnp.roll` XLA runs as a rotation
    (`cost.rotation`): the slices are folded into it and cost nothing on their own."""
    out = {}
    for op_id, rotation in find_rotations(program).items():
        op = program.op(op_id)
        source, result = shardings.get(rotation.source), shardings.get(op.results[0])
        steps = rotation_collectives(rotation, source, result, program, mesh, topology)
        if steps is not None:
            out[op_id] = (rotation.slices, [_collective_row(op, "rotation", c) for c in steps])
    return out


def _wrap_pad_rows(
    program, shardings, mesh, topology, assignment, mesh_name
) -> dict[str, tuple[tuple[str, ...], list]]:
    """Concatenate op id -> (its folded ops, its rows) for every wrap pad XLA rewrites into a
    pad and two rotations (`cost.wrap_pad`). A plan that reshards around any of its ops puts
    copies between them, and XLA no longer sees the pattern."""
    out = {}
    for op_id, pad in find_wrap_pads(program).items():
        op = program.op(op_id)
        steps = wrap_pad_collectives(pad, shardings, program, mesh, topology)
        if steps is None or _plan_moves(program, (op_id, *pad.folded), shardings, mesh,
                                         topology, assignment, mesh_name):  # fmt: skip
            continue
        out[op_id] = (pad.folded, [_collective_row(op, "wrap pad", c) for c in steps])
    return out


def _plan_moves(program, op_ids, shardings, mesh, topology, assignment, mesh_name) -> bool:
    """Whether an explicit assignment of any of `op_ids` reshards one of its operands or
    results (the exported plan then writes a constraint there)."""
    for op_id in op_ids:
        axes = assignment.get(op_id)
        if axes is None:
            continue
        pricing = price_op(program, program.op(op_id), shardings, mesh, topology, axes,
                           mesh_name=mesh_name)  # fmt: skip
        if pricing is not None and any(
            p.steps for p in pricing.operand_plans + pricing.result_plans
        ):
            return True
    return False


def _walk(ops: list[Op]):
    for op in ops:
        yield op
        for region in op.regions:
            yield from _walk(region.ops)


def _solution_parts(solution_or_shardings: Any) -> tuple[Mapping[str, TensorSharding], Mapping]:
    if isinstance(solution_or_shardings, Mapping):
        return solution_or_shardings, {}
    return solution_or_shardings.shardings, getattr(solution_or_shardings, "op_factor_axes", {})


def _return_rows(program, shardings, mesh, topology, mesh_name) -> list[dict[str, Any]]:
    fn = program.main
    rows = []
    for i, v in enumerate(fn.returns):
        want = fn.result_shardings.get(i)
        if want is None:
            continue
        t = program.value(v).type
        have = shardings.get(v) or _replicated(want.mesh_name or mesh_name, t.rank)
        plan = plan_reshard(have, want, t, mesh, topology)
        rows += [_collective_row(None, f"return {i}", c) for c in plan.steps]
    return rows


def evaluate(
    program: Program,
    solution_or_shardings: Any,
    mesh: Mesh,
    topology: Topology,
    op_factor_axes: Mapping[str, FactorAxes] | None = None,
    policy: str = "xla",
) -> CostReport:
    """The cost of running `program` with a sharding for every value (see module doc).

    `solution_or_shardings` is a `Solution` (its `op_factor_axes` are used) or a mapping value id →
    TensorSharding; values without one are replicated. `op_factor_axes` overrides per op.
    Ops without an assignment are priced under `policy` (`price_op`): "xla" predicts XLA's
    partitioner, "cheapest" the cheapest assignment the shardings imply.
    """
    shardings, given_axes = _solution_parts(solution_or_shardings)
    assignment = {**given_axes, **(op_factor_axes or {})}
    mesh_name = mesh.name or "mesh"
    rows: list[dict[str, Any]] = []
    paid: set[tuple[str, ...]] = set()
    rotated = _rotation_rows(program, shardings, mesh, topology)
    wrapped = _wrap_pad_rows(program, shardings, mesh, topology, assignment, mesh_name)
    rotated.update(wrapped)
    folded = {s for r in rotated.values() for s in r[0]}
    skipped = dead_ops(program) | {s for s in folded if program.op(s).name == "stablehlo.slice"}
    regions = op_regions(program)
    repeats = loop_repeats(program)
    for op in _walk(program.main.ops):
        if op.id in skipped:
            continue
        first = len(rows)
        pricing = price_op(
            program,
            op,
            shardings,
            mesh,
            topology,
            assignment.get(op.id),
            mesh_name=mesh_name,
            policy=policy,
        )
        if op.id in rotated and pricing is not None:  # its compute, the rotation's permutes
            rows += [_compute_row(op, pricing), *rotated[op.id][1]]
        elif op.id in folded and pricing is not None:  # a wrap pad's unary op: its work only
            rows.append(_compute_row(op, pricing))
        elif pricing is not None:
            rows += _op_rows(op, pricing, paid, regions[op.id])
        elif op.name == "sdy.reshard":
            rows += _reshard_op_rows(program, op, shardings, mesh, topology, mesh_name)
        else:
            rows += _data_flow_rows(program, op, shardings, mesh, topology, mesh_name, paid)
        if op.id in repeats:  # inside a rolled loop: XLA runs it once per iteration
            rows[first:] = [_repeated(row, repeats[op.id]) for row in rows[first:]]
    rows += _return_rows(program, shardings, mesh, topology, mesh_name)
    frame = pd.DataFrame(rows, columns=COLUMNS)
    compute = int(frame.loc[frame["kind"] == "compute", "time_ns"].sum())
    comm_rows = frame[frame["kind"] != "compute"]
    communication = int(comm_rows["time_ns"].sum())
    memory = peak_memory(program, shardings, mesh)
    return CostReport(
        total_ns=compute + communication,
        compute_ns=compute,
        communication_ns=communication,
        communication_bytes=int(comm_rows["bytes"].sum()),
        peak_memory_bytes=memory.peak_bytes,
        rows=frame,
    )
