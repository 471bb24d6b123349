"""Cost of one op under a factor assignment: roofline compute plus the collectives its factors need.

The assignment gives, per factor of the op's rule, the axis refs sharding it (major to minor). A
device then computes on local factor sizes ⌈size / Π axis sizes⌉ (padding of non-divisible
shardings is paid as wasted work, reported in `padded_flops`). What the factor kinds cost
(SHARDY.md §2, §6):
- reduction factor sharded → every result is a partial sum: one all-reduce per result over the
  reduction axes (evaluate.py turns it into a reduce-scatter when the consumer slices it);
- need-replication factor sharded → every operand with it is all-gathered along those axes first,
  and the op computes on the full factor (those axes do not split its work);
- permutation factor sharded → a collective-permute per operand with it: the whole local shard
  (pad, reverse, concat of slices); a slice runs XLA's windowed exchange (`halo.py`: the
  halo pieces each shard needs); a halo exchange for other windows: a convolution's lhs
  spatial dim (sharded on a permutation or a reduction factor) sends min(w, o) − 1 rows split by
  the low padding into two permutes, as XLA does (w kernel, o output extent); a compound
  (windows, window size) dim of other ops sends w − 1 rows.
FLOPs: dot_general / dot 2·Π(local factor sizes); convolution 2 · output elements · kernel
elements per output feature (the window comes from the kernel shape); reduce and reduce_window one per
local input element; sort n·log2(sort dim); data movement (reshape, transpose, broadcast, slice,
gather, ...) none; every other op (elementwise) one per local result element.
Compute time = max(FLOPs / peak(dtype), bytes / HBM bandwidth), rounded to int ns once.
"""

from __future__ import annotations

import math
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from shardsat.cost.collectives import (
    Collective,
    all_gather_cost,
    all_reduce_cost,
    all_to_all_cost,
    collective_permute_cost,
    replicate_kind,
    to_ns,
)
from shardsat.cost.halo import window_exchange
from shardsat.cost.select_scatter import neighbour_pieces, select_scatter_halo
from shardsat.cost.topology import Topology
from shardsat.ir.program import Op, TensorType
from shardsat.model.axis import AxisRef
from shardsat.model.errors import RuleError
from shardsat.model.mesh import Mesh
from shardsat.model.rule import OpShardingRule, TensorMapping

FactorAxes = tuple[tuple[AxisRef, ...], ...]

CONTRACTION_OPS = frozenset({"stablehlo.dot_general", "stablehlo.dot", "stablehlo.convolution"})
REDUCE_OPS = frozenset({"stablehlo.reduce", "stablehlo.reduce_window"})
MOVEMENT_OPS = frozenset(
    "stablehlo." + n
    for n in (
        "reshape transpose broadcast_in_dim broadcast slice dynamic_slice dynamic_update_slice pad "
        "concatenate gather scatter reverse copy iota constant bitcast_convert get_tuple_element "
        "tuple optimization_barrier all_gather all_to_all collective_permute"
    ).split()
) | frozenset({"sdy.sharding_constraint", "sdy.reshard", "func.return", "stablehlo.return"})


class CommunicationTotals:
    """`communication_ns`, `communication_bytes` and `time_ns` of a priced item.

    Mixed into anything with `collectives` and `compute_ns` (OpCost, evaluate's OpPricing) so
    the totals are summed in one place, from the collectives' ints.
    """

    __slots__ = ()
    collectives: tuple[Collective, ...]
    compute_ns: int

    @property
    def communication_ns(self) -> int:
        return sum(c.time_ns for c in self.collectives)

    @property
    def communication_bytes(self) -> int:
        return sum(c.bytes for c in self.collectives)

    @property
    def time_ns(self) -> int:
        return self.compute_ns + self.communication_ns


@dataclass(frozen=True, slots=True)
class OpCost(CommunicationTotals):
    """Compute time and collectives of one op under one factor assignment.

    `flops` is per device (padding included), `padded_flops` the part of it that is padding,
    `hbm_bytes` the local operand + result bytes the roofline reads and writes.
    """

    compute_ns: int
    collectives: tuple[Collective, ...] = ()
    flops: int = 0
    padded_flops: int = 0
    hbm_bytes: int = 0
    partial_sums: tuple[Collective, ...] = ()
    """The results' partial-sum all-reduces among `collectives` (a sharded reduction factor);
    evaluate and CP-SAT price those on the result reshards instead."""

    @property
    def own_collectives(self) -> tuple[Collective, ...]:
        """The collectives the op runs itself: all but the results' partial-sum all-reduces
        (an all-reduce that replicates a small operand dim stays)."""
        return tuple(c for c in self.collectives if c not in self.partial_sums)


def normalize_factor_axes(
    factor_axes: Sequence[Sequence[AxisRef]] | Mapping[int, Sequence[AxisRef]] | None,
    num_factors: int,
) -> FactorAxes:
    """Per factor axes as a tuple of tuples (a mapping may leave factors out = unsharded)."""
    if factor_axes is None:
        return tuple(() for _ in range(num_factors))
    if isinstance(factor_axes, Mapping):
        return tuple(tuple(factor_axes.get(f, ())) for f in range(num_factors))
    if len(factor_axes) != num_factors:
        raise RuleError(
            f"factor assignment has {len(factor_axes)} entries for a rule with {num_factors} factors"
        )
    return tuple(tuple(a) for a in factor_axes)


def factor_devices(rule: OpShardingRule, axes: FactorAxes, topology: Topology) -> list[int]:
    """Devices sharding each factor (product of its axes' sizes)."""
    return [topology.group_size(a) for a in axes]


def local_elements(mapping: TensorMapping, devices: Sequence[float], shape: Sequence[int]) -> float:
    """Elements of one device's piece of a tensor: Π over dims ⌈dim / Π devices of its factors⌉.

    `devices[f]` is the number of devices sharding factor f (the dim sharding is the concatenation
    of its factors' axes); a non-divisible dim pads up (padding is paid as work and bytes).
    """
    total = 1
    for dim_size, dim in zip(shape, mapping, strict=True):
        total *= -(-dim_size // math.prod(int(devices[f]) for f in dim))
    return total


def _exact_elements(mapping: TensorMapping, devices: Sequence[int], shape: Sequence[int]) -> float:
    total = 1.0
    for dim_size, dim in zip(shape, mapping, strict=True):
        total *= dim_size / math.prod(devices[f] for f in dim)
    return total


def op_flops(
    name: str,
    rule: OpShardingRule,
    devices: Sequence[int],
    operand_types: Sequence[TensorType],
    result_types: Sequence[TensorType],
    exact: bool = False,
) -> float:
    """FLOPs one device performs with `devices[f]` devices on factor f (see module doc).

    Padded (⌈⌉ local sizes) unless `exact`, which gives the ideal share Π size / devices.
    """
    elements = _exact_elements if exact else local_elements
    if name == "stablehlo.convolution" and len(rule.operands) == 2 and rule.results:
        return _conv_flops(rule, devices, operand_types, result_types, exact)
    if name in CONTRACTION_OPS:
        sizes = [
            (s / n) if exact else -(-s // n)
            for s, n in zip(rule.factor_sizes, devices, strict=True)
        ]
        return 2 * math.prod(sizes)
    if name in MOVEMENT_OPS:
        return 0
    pairs = list(zip(rule.operands, operand_types, strict=True))
    if name in REDUCE_OPS:
        return sum(elements(m, devices, t.shape) for m, t in pairs if t.rank > 0)
    if name == "stablehlo.sort":
        n = max((rule.factor_sizes[f] for f in rule.need_replication), default=2)
        per = max(1, math.ceil(math.log2(max(n, 2))))
        return per * sum(elements(m, devices, t.shape) for m, t in pairs)
    results = zip(rule.results, result_types, strict=True)
    return sum(elements(m, devices, t.shape) for m, t in results)


def _conv_flops(rule, devices, operand_types, result_types, exact: bool) -> float:
    """2 · output elements · kernel elements per output feature (local shares).

    The kernel's spatial dims often carry only size-1 factors in the rule, so the window is read
    from the rhs shape: rhs elements / the factors it shares with the result (output features).
    Holds for forward, input-gradient and kernel-gradient convolutions alike.
    """
    elements = _exact_elements if exact else local_elements
    out = elements(rule.results[0], devices, result_types[0].shape)
    rhs = elements(rule.operands[1], devices, operand_types[1].shape)
    shared = set(rule.factors_of(rule.operands[1])) & set(rule.factors_of(rule.results[0]))
    sizes = [
        (rule.factor_sizes[f] / devices[f]) if exact else -(-rule.factor_sizes[f] // devices[f])
        for f in shared
    ]
    return 2 * out * rhs / max(math.prod(sizes), 1)


def _compute_axes(rule: OpShardingRule, axes: FactorAxes) -> FactorAxes:
    """The assignment the op really computes under: need-replication factors are gathered."""
    return tuple(() if f in rule.need_replication else a for f, a in enumerate(axes))


def _tensor_bytes(
    mappings: Sequence[TensorMapping], types: Sequence[TensorType], devices: Sequence[int]
) -> list[int]:
    return [
        int(local_elements(m, devices, t.shape)) * t.element_bytes
        for m, t in zip(mappings, types, strict=True)
    ]


def _compute_ns(flops: float, hbm_bytes: int, dtype: str, topology: Topology) -> int:
    seconds = max(flops / topology.flops(dtype), hbm_bytes / topology.hbm_bandwidth_Bps)
    return to_ns(seconds)


def _axes_text(axes: tuple[AxisRef, ...]) -> str:
    return "{" + ", ".join(map(str, axes)) + "}"


def _reduction_collectives(
    rule: OpShardingRule, axes: FactorAxes, result_bytes: list[int], topology: Topology
) -> list[Collective]:
    reduce_axes = tuple(a for f in sorted(rule.reduction) for a in axes[f])
    if not reduce_axes or topology.group_size(reduce_axes) == 1:
        return []
    text = _axes_text(reduce_axes)
    return [
        all_reduce_cost(reduce_axes, b, topology).with_detail(f"all_reduce {text} result {i}")
        for i, b in enumerate(result_bytes)
    ]


def replicate_collectives(
    extents: Sequence[int],
    dims: Sequence[tuple[int, tuple[AxisRef, ...], int]],
    element_bytes: int,
    topology: Topology,
    what: str,
) -> list[Collective]:
    """XLA's `ReplicatePartial` of a local shard of `extents` rows per dim along `dims`, each
    (dim, its axes, the rows it has once replicated): dims whose shard is already whole are
    all-reduced from one device, the others all-gathered (padding included), and a dim of at
    most half its shards is put in zeros and all-reduced (`collectives.replicate_kind`): one
    row on 8 shards moves 1.75 rows' worth, not the 7 padded rows an all-gather would."""
    shards = {d: topology.group_size(refs) for d, refs, _ in dims}
    kinds = {d: replicate_kind(whole, extents[d], shards[d]) for d, _, whole in dims}
    shape = list(extents)
    out = []

    def group(kind: str) -> tuple[AxisRef, ...]:
        return tuple(r for d, refs, _ in dims if kinds[d] == kind for r in refs)

    def buffer() -> int:
        return math.prod(shape) * element_bytes

    if refs := group("bcast"):
        c = all_reduce_cost(refs, buffer(), topology)
        out.append(c.with_detail(f"all_reduce {_axes_text(refs)} {what} (broadcast dim)"))
    if refs := group("ag"):
        for d, _, _ in dims:
            shape[d] = extents[d] * shards[d] if kinds[d] == "ag" else shape[d]
        out.append(all_gather_cost(refs, buffer(), topology).with_detail(
            f"all_gather {_axes_text(refs)} {what}"))  # fmt: skip
    for d, _, whole in dims:
        shape[d] = whole  # the gathered padding is sliced off
    if refs := group("dus"):
        c = all_reduce_cost(refs, buffer(), topology)
        out.append(c.with_detail(f"all_reduce {_axes_text(refs)} {what} (small dim)"))
    return out


def concat_join_dim(
    op: Op | str, rule: OpShardingRule, devices: Sequence[int], shape: Sequence[int]
) -> int | None:
    """The dim a concatenate along a sharded dim is joined on: XLA moves the concat dim's axes
    to the first other result dim whose local size they divide (`devices`: per factor). None
    when the concat dim is not sharded or no dim divides (XLA gathers the operands then)."""
    if not isinstance(op, Op) or op.name != "stablehlo.concatenate":
        return None
    (mapping,) = rule.results
    cat = int(op.attributes["dimension"])
    n = math.prod(devices[f] for f in mapping[cat])
    if n == 1 or len(mapping[cat]) != 1:
        return None
    for d, (size, dim) in enumerate(zip(shape, mapping, strict=True)):
        if d != cat and len(dim) == 1 and -(-size // devices[dim[0]]) % n == 0:
            return d
    return None


def _concat_all_to_alls(
    op: Op | str, rule: OpShardingRule, axes: FactorAxes, types: tuple, topology: Topology
) -> list[Collective] | None:
    """A concatenate along a sharded dim, as XLA runs it: each operand is all-to-all'ed so the
    concat dim's axes shard the join dim (`concat_join_dim`), the pieces are joined locally and
    the result is all-to-all'ed back (two [16, 96] halves on "model"=4: 1,152 bytes each, then
    2,304). None when there is no join dim."""
    if not isinstance(op, Op) or op.name != "stablehlo.concatenate":
        return None
    (t,) = types[1]
    devices = factor_devices(rule, axes, topology)
    if concat_join_dim(op, rule, devices, t.shape) is None:
        return None
    cat = int(op.attributes["dimension"])
    refs = next(axes[f] for f in rule.results[0][cat])
    text = _axes_text(refs)
    out = [
        all_to_all_cost(
            refs, int(local_elements(m, devices, u.shape)) * u.element_bytes, topology
        ).with_detail(f"all_to_all {text} operand {i} (concat dim away)")
        for i, (m, u) in enumerate(zip(rule.operands, types[0], strict=True))
    ]
    back = int(local_elements(rule.results[0], devices, t.shape)) * t.element_bytes
    out.append(all_to_all_cost(refs, back, topology).with_detail(f"all_to_all {text} result back"))
    return out


def _gather_collectives(
    rule: OpShardingRule,
    axes: FactorAxes,
    operand_types: Sequence[TensorType],
    topology: Topology,
) -> list[Collective]:
    out = []
    devices = factor_devices(rule, axes, topology)  # as the operand is held, before gathering
    for i, (m, t) in enumerate(zip(rule.operands, operand_types, strict=True)):
        extents, dims = [], []
        for d, (dim, n) in enumerate(zip(m, t.shape, strict=True)):
            held = math.prod(devices[f] for f in dim)
            extents.append(-(-n // held))
            refs = tuple(a for f in dim if f in rule.need_replication for a in axes[f])
            if refs and topology.group_size(refs) > 1:
                dims.append((d, refs, -(-n // (held // topology.group_size(refs)))))
        if dims:
            what = f"operand {i} (need_replication)"
            out += replicate_collectives(extents, dims, t.element_bytes, topology, what)
    return out


@dataclass(frozen=True, slots=True)
class Window:
    """A window along one dim: extent K, dilation D, stride s, low padding p, input dilation b."""

    size: int
    dilation: int = 1
    stride: int = 1
    low: int = 0
    base_dilation: int = 1


def windowed_input_halo(rows: int, out: int, shards: int, w: Window) -> tuple[int, int]:
    """(rows from the left neighbours, rows from the right) the largest over the shards when a
    windowed op's input (`rows` a shard) and output (`out` in all) are split alike `shards`
    ways: XLA's `ReshardAsWindowedInput`. With O = ⌈out / shards⌉, shard i's windows cover
    dilated input rows i·O·s − p to ((i + 1)·O − 1)·s − p + (K − 1)·D, i.e. input rows
    ⌈(i·O·s − p) / b⌉ to ⌊(((i + 1)·O − 1)·s − p + (K − 1)·D) / b⌋, and it owns rows i·rows
    to (i + 1)·rows − 1. Never negative."""
    per_shard = -(-out // shards)
    reach = (w.size - 1) * w.dilation - w.low
    first = [-(-(i * per_shard * w.stride - w.low) // w.base_dilation) for i in range(shards)]
    last = [
        (((i + 1) * per_shard - 1) * w.stride + reach) // w.base_dilation for i in range(shards)
    ]
    left = max(i * rows - first[i] for i in range(1, shards))
    right = max(last[i] - ((i + 1) * rows - 1) for i in range(shards - 1))
    return max(left, 0), max(right, 0)


def conv_halo_rows(
    attributes: Mapping[str, Any],
    dim: int,
    operand_types: Sequence[TensorType],
    result_types: Sequence[TensorType],
    shards: int = 1,
    window_sharded: bool = False,
) -> tuple[int, int] | None:
    """(rows from the left neighbour, rows from the right) a convolution's lhs spatial `dim` needs
    when that dim is split in `shards` pieces: XLA's halo sizes, the largest over the shards.

    With L = ⌈lhs extent / shards⌉, K the kernel extent along the dim, D the kernel dilation,
    s the window stride, W the output extent and p the low padding (all along the dim):
    - kernel not sharded along the dim (a forward or input-gradient conv, the output split like
      the lhs: XLA's windowed input, `windowed_input_halo` with the lhs dilation; without it,
      i·(L − O·s) + p rows from the left, (i + 1)·(O·s − L) + (K − 1)·D + 1 − s − p from the
      right, O = ⌈W / shards⌉);
    - kernel sharded along the dim too (`window_sharded`: a kernel-gradient conv whose "kernel"
      is the output gradient, its spatial factor shared with the lhs; XLA's
      `PartitionConvolutionWithSpatialDimensionHaloExchangeOnLHS`): with R = ⌈K / shards⌉,
      (L − R·D)·i + p from the left and (R·D − L)·(i + 1) + 1 − D + s·(W − 1) − p from the
      right.
    An output not divisible by the shards is padded to O windows a shard, with the same halos (XLA
    has no uneven-output fallback here).
    Never negative. The window stride counts: each of the W outputs moves by s rows (a
    kernel-gradient conv of stride 2 needs rows from both sides where stride 1 needs them from
    one). An lhs-dilated conv with a window-sharded kernel, or an unknown shard count, keeps the
    older estimate min((K − 1)·D + 1, W) − 1 rows, min(p, that) of them from the left. None when
    `dim` is not a spatial dim of the lhs.
    """
    numbers = attributes.get("dimension_numbers") or {}
    spatial = list(numbers.get("input_spatial_dimensions", ()))
    if dim not in spatial or len(operand_types) < 2 or not result_types:
        return None
    s = spatial.index(dim)
    kernel_dim = list(numbers.get("kernel_spatial_dimensions", ()))[s]
    out_dim = list(numbers.get("output_spatial_dimensions", ()))[s]
    dilation = int((attributes.get("rhs_dilation") or [1] * len(spatial))[s])
    base_dilation = int((attributes.get("lhs_dilation") or [1] * len(spatial))[s])
    stride = int((attributes.get("window_strides") or [1] * len(spatial))[s])
    padding = attributes.get("padding") or [[0, 0]] * len(spatial)
    low = int(padding[s][0])
    kernel = operand_types[1].shape[kernel_dim]
    out = result_types[0].shape[out_dim]
    lhs_rows = -(-operand_types[0].shape[dim] // shards)
    if shards > 1 and base_dilation == 1 and window_sharded:
        step = lhs_rows - -(-kernel // shards) * dilation
        reach = 1 - dilation + stride * (out - 1) - low
        left = max(step * i + low for i in range(1, shards))
        right = max(-step * (i + 1) + reach for i in range(shards - 1))
        return max(left, 0), max(right, 0)
    if shards > 1 and not window_sharded:
        window = Window(kernel, dilation, stride, low, base_dilation)
        return windowed_input_halo(lhs_rows, out, shards, window)
    halo = min((kernel - 1) * dilation + 1, out) - 1
    left = min(low, halo)
    return left, halo - left


def _conv_halo_collectives(
    op: Op, rule: OpShardingRule, axes: FactorAxes, types: tuple, topology: Topology
) -> list[Collective]:
    """Halo exchanges of a convolution's lhs along every sharded spatial dim (any factor kind)."""
    operand_types = types[0]
    devices = factor_devices(rule, _compute_axes(rule, axes), topology)
    lhs, t = rule.operands[0], operand_types[0]
    kernel_factors = (
        {f for dim in rule.operands[1] for f in dim} if len(rule.operands) > 1 else set()
    )
    shard = int(local_elements(lhs, devices, t.shape)) * t.element_bytes
    out = []
    for d, dim in enumerate(lhs):
        sharding = tuple(a for f in dim for a in axes[f])
        shards = math.prod(devices[f] for f in dim)
        if shards == 1:
            continue
        window_sharded = any(f in kernel_factors and devices[f] > 1 for f in dim)
        out += conv_halo_permutes(op, d, sharding, shards, shard, types, window_sharded, topology)
    return out


def conv_halo_permutes(
    op: Op, d: int, refs: tuple[AxisRef, ...], shards: int, shard_bytes: int, types: tuple,
    window_sharded: bool, topology: Topology,
) -> list[Collective]:  # fmt: skip
    """The halo collective-permutes of lhs dim `d` split `shards` ways on `refs`
    (`conv_halo_rows`), each a share of the lhs shard of `shard_bytes`: a halo wider than a
    shard comes from several neighbours, one permute each (a whole shard from the nearer)."""
    operand_types, result_types = types
    rows = conv_halo_rows(op.attributes, d, operand_types, result_types, shards, window_sharded)
    size = operand_types[0].shape[d]
    return halo_exchange(refs, rows or (0, 0), size, shards, shard_bytes, d, topology)


def halo_exchange(
    refs: tuple[AxisRef, ...], rows: tuple[int, int], size: int, shards: int, shard_bytes: int,
    d: int, topology: Topology,
) -> list[Collective]:  # fmt: skip
    """XLA's exchange of (left, right) halo rows of a dim of `size` rows split `shards` ways (a
    shard of `shard_bytes`): a permute per neighbour a halo reaches (a whole shard from the
    nearer ones), or the dim replicated when the halos and the shard together would span it
    (on 2 shards: when one halo is longer than the other shard). Read off XLA, 132 of 132
    reduce_window windows on 16 rows over 2, 4 and 8 shards (docs/cost.md): on 4 shards 11
    left rows are three permutes, 12 an all-gather, and so are 6 + 6."""
    extent = -(-size // shards)
    gathers = max(rows) > extent if shards == 2 else sum(rows) >= (shards - 1) * extent
    if gathers:
        what = f"halo dim {d} (spans the dim)"
        return replicate_collectives([extent], [(0, refs, size)], shard_bytes // extent,
                                     topology, what)  # fmt: skip
    return _halo_permutes(refs, rows, extent, shard_bytes, d, topology)


def _halo_permutes(refs, rows: tuple[int, int], extent: int, shard_bytes: int, d: int, topology):
    """One collective-permute per neighbour each of the (left, right) halos reaches."""
    out = []
    for piece in (p for side in rows for p in neighbour_pieces(side, extent)):
        c = collective_permute_cost(refs, shard_bytes * piece // extent, topology)
        out.append(c.with_detail(f"collective_permute {_axes_text(refs)} halo dim {d}"))
    return out


def _permute_collectives(
    op: Op | str,
    rule: OpShardingRule,
    axes: FactorAxes,
    types: tuple,
    topology: Topology,
) -> list[Collective]:
    if isinstance(op, Op) and op.name == "stablehlo.convolution" and op.attributes:
        return _conv_halo_collectives(op, rule, axes, types, topology)
    windows = _windows(op, types[0][0].shape) if isinstance(op, Op) else None
    if windows is not None:
        return _halo_collectives(rule, axes, types[0][0], topology, windows)
    if isinstance(op, Op) and op.name == "stablehlo.reduce_window" and op.attributes:
        halos = _reduce_window_halos(op, rule, axes, types, topology)
        if halos is not None:
            return halos
    operand_types = types[0]
    out = []
    devices = factor_devices(rule, _compute_axes(rule, axes), topology)
    for i, (m, t) in enumerate(zip(rule.operands, operand_types, strict=True)):
        for d, dim in enumerate(m):
            for f in dim:
                if f not in rule.permutation or devices[f] == 1:
                    continue
                shard = int(local_elements(m, devices, t.shape)) * t.element_bytes
                wide = _op_window(op, d)
                out.append(_window_collective(rule, dim, f, devices, (t.shape[d], wide), shard,
                                              axes[f], topology, i))  # fmt: skip
    return out


def _windows(op: Op, shape: Sequence[int]) -> list[tuple[int, int, int, int] | None] | None:
    """Per operand dim, the size-1 window (low padding, high padding, stride, input dilation)
    XLA treats a slice or a pad as (negative padding cuts rows; an interior pad of k rows
    dilates the input by k + 1, `ReshardDataForPad`; None for a dim left alone), or None when
    the op is neither, or a pad cuts rows under interior padding (priced as a permutation)."""
    a, rank = op.attributes, len(shape)
    if op.name == "stablehlo.slice" and "start_indices" in a:
        strides = a.get("strides") or [1] * rank
        windows = zip(a["start_indices"], a["limit_indices"], strides, strict=True)
        return [
            None if (lo, hi, st) == (0, n, 1) else (-lo, hi - n, st, 1)
            for (lo, hi, st), n in zip(windows, shape, strict=True)
        ]
    if op.name == "stablehlo.pad":
        low = a.get("edge_padding_low") or [0] * rank
        high = a.get("edge_padding_high") or [0] * rank
        interior = a.get("interior_padding") or [0] * rank
        if any(k and lo < 0 for lo, k in zip(low, interior, strict=True)):
            return None
        return [
            None if (lo, hi, k) == (0, 0, 0) else (lo, hi, 1, k + 1)
            for lo, hi, k in zip(low, high, interior, strict=True)
        ]
    return None


def _halo_collectives(
    rule: OpShardingRule, axes: FactorAxes, t: TensorType, topology: Topology, windows
) -> list[Collective]:
    """XLA's windowed exchange of each sliced or padded dim sharded along its factor
    (`halo.py`): the halo collective-permutes dim after dim, or one all-gather of every such
    dim when a halo reaches beyond what XLA exchanges (it then restarts from the operand)."""
    devices = factor_devices(rule, _compute_axes(rule, axes), topology)
    mapping = rule.operands[0]
    extents = [
        -(-n // math.prod(devices[f] for f in dim)) for n, dim in zip(t.shape, mapping, strict=True)
    ]
    start = list(extents)
    permutes, gathered = [], []
    for d, (dim, window) in enumerate(zip(mapping, windows, strict=True)):
        shards = math.prod(devices[f] for f in dim)
        if shards == 1 or window is None:
            continue
        refs = tuple(r for f in dim for r in axes[f])
        exchange = window_exchange(t.shape[d], shards, *window)
        gathered += [(d, refs, t.shape[d])] if exchange.gather else []
        row = math.prod(e for k, e in enumerate(extents) if k != d) * t.element_bytes
        for rows in exchange.permutes:
            c = collective_permute_cost(refs, rows * row, topology)
            permutes.append(c.with_detail(f"collective_permute {_axes_text(refs)} halo dim {d}"))
        extents[d] = exchange.rows
    if gathered:
        what = "operand 0 (halo too wide)"
        return replicate_collectives(start, gathered, t.element_bytes, topology, what)
    return permutes


def _reduce_window_halos(
    op: Op, rule: OpShardingRule, axes: FactorAxes, types: tuple, topology: Topology
) -> list[Collective] | None:
    """A reduce_window's halo exchanges, dim by dim (`windowed_input_halo`, from its window
    attributes, then `halo_exchange`), on the first operand's shard; None (priced by its
    factor kinds) for a variadic one."""
    (operand_types, result_types), a = types, op.attributes
    if len(operand_types) != 2 or "window_dimensions" not in a:
        return None
    t, rank = operand_types[0], operand_types[0].rank
    devices = factor_devices(rule, _compute_axes(rule, axes), topology)
    mapping = rule.operands[0]
    shard = int(local_elements(mapping, devices, t.shape)) * t.element_bytes
    padding = a.get("padding") or [[0, 0]] * rank
    out = []
    for d, dim in enumerate(mapping):
        shards = math.prod(devices[f] for f in dim)
        if shards == 1:
            continue
        window = Window(
            int(a["window_dimensions"][d]),
            int((a.get("window_dilations") or [1] * rank)[d]),
            int((a.get("window_strides") or [1] * rank)[d]),
            int(padding[d][0]),
            int((a.get("base_dilations") or [1] * rank)[d]),
        )
        extent = -(-t.shape[d] // shards)
        rows = windowed_input_halo(extent, result_types[0].shape[d], shards, window)
        refs = tuple(r for f in dim for r in axes[f])
        out += halo_exchange(refs, rows, t.shape[d], shards, shard, d, topology)
    return out


def _op_window(op: Op | str, d: int) -> int:
    """A reduce_window's window size on operand dim `d` (1 for other ops)."""
    if not isinstance(op, Op) or op.name != "stablehlo.reduce_window":
        return 1
    sizes = op.attributes.get("window_dimensions")
    return int(sizes[d]) if sizes is not None and d < len(sizes) else 1


def _window_collective(rule, dim, f, devices, size_window, shard, refs, topology, i):
    """The exchange of a sharded permutation factor: the local shard by collective-permute, or
    for a compound (windows, window size) dim its w − 1 halo rows; a halo longer than the local
    extent (a cumsum's reduce_window spans the whole dim) XLA does not exchange: it all-gathers
    the dim (measured: jnp.cumsum / cumprod on a sharded axis, experiments/jax_programs_blind.py).
    """
    size, op_window = size_window
    extent = -(-size // math.prod(devices[g] for g in dim))
    window = [g for g in dim if g != f]
    halo = (math.prod(rule.factor_sizes[g] for g in window) if window else op_window) - 1
    if window or halo > extent:
        if halo > extent and not window:
            return all_gather_cost(refs, shard * devices[f], topology).with_detail(
                f"all_gather {_axes_text(refs)} operand {i} (window longer than the shard)"
            )
        shard = shard * min(halo, extent) // extent
    return collective_permute_cost(refs, shard, topology).with_detail(
        f"collective_permute {_axes_text(refs)} operand {i} (permutation)"
    )


def _select_scatter_collectives(
    op: Op | str, rule: OpShardingRule, axes: FactorAxes, operand_types, topology: Topology
) -> list[Collective] | None:
    """A `select_and_scatter` split along windowed dims: XLA splits its source like the
    operand and exchanges both halos (`select_scatter.py`), dim by dim, instead of gathering
    the source; None for other ops."""
    if not isinstance(op, Op) or op.name != "stablehlo.select_and_scatter" or not op.attributes:
        return None
    a, (data, source) = op.attributes, operand_types[:2]
    rank = data.rank
    devices = factor_devices(rule, _compute_axes(rule, axes), topology)
    split = [math.prod(devices[f] for f in dim) for dim in rule.operands[0]]
    padding = a.get("padding") or [[0, 0]] * rank

    def shard_bytes(t: TensorType) -> int:  # the source is split like the operand
        return math.prod(-(-n // k) for n, k in zip(t.shape, split, strict=True)) * t.element_bytes

    data_bytes, source_bytes = shard_bytes(data), shard_bytes(source)
    out = []
    for d, dim in enumerate(rule.operands[0]):
        if split[d] == 1:
            continue
        refs = tuple(r for f in dim for r in axes[f])
        halo = select_scatter_halo(
            data.shape[d], source.shape[d], split[d],
            int((a.get("window_dimensions") or [1] * rank)[d]),
            int((a.get("window_strides") or [1] * rank)[d]),
            int(padding[d][0]),
        )  # fmt: skip
        for rows, shard, extent in (
            (halo.source, source_bytes, -(-source.shape[d] // split[d])),
            (halo.operand, data_bytes, -(-data.shape[d] // split[d])),
        ):
            out += _halo_permutes(refs, rows, extent, shard, d, topology)
    return out


def op_cost(
    op: Op | str,
    rule: OpShardingRule,
    factor_axes: Sequence[Sequence[AxisRef]] | Mapping[int, Sequence[AxisRef]] | None,
    operand_types: Sequence[TensorType],
    result_types: Sequence[TensorType],
    mesh: Mesh,
    topology: Topology,
) -> OpCost:
    """Roofline compute and factor-kind collectives of `op` under `factor_axes` (see module doc).

    Example: `([i, k], [k, j])->([i, j]) {i=64, j=128, k=256} reduction={k}` with k on "x"=4:
    each device does 2·64·128·64 FLOPs and the f32 result (32 KiB) is all-reduced over "x".
    Operand/result reshards are not included here (evaluate.py adds them).
    """
    name = op if isinstance(op, str) else op.name
    axes = normalize_factor_axes(factor_axes, rule.num_factors)
    if len(operand_types) != len(rule.operands) or len(result_types) != len(rule.results):
        raise RuleError(
            f"{name}: rule {rule} does not fit {len(operand_types)} operands "
            f"and {len(result_types)} results"
        )
    devices = factor_devices(rule, _compute_axes(rule, axes), topology)
    flops = int(op_flops(name, rule, devices, operand_types, result_types))
    ideal = op_flops(name, rule, devices, operand_types, result_types, exact=True)
    operand_bytes = _tensor_bytes(rule.operands, operand_types, devices)
    result_bytes = _tensor_bytes(rule.results, result_types, devices)
    hbm = sum(operand_bytes) + sum(result_bytes)
    types = list(operand_types) + list(result_types)
    dtype = types[0].element_type if types else "f32"
    wire_operands = [topology.wire_type(t) for t in operand_types]  # what collectives move
    wire_results = [topology.wire_type(t) for t in result_types]
    wire_result_bytes = (
        result_bytes
        if wire_results == list(result_types)
        else _tensor_bytes(rule.results, wire_results, devices)
    )
    moves = _concat_all_to_alls(op, rule, axes, (wire_operands, wire_results), topology)
    scatter = _select_scatter_collectives(op, rule, axes, wire_operands, topology)
    partial_sums = (
        []
        if scatter is not None
        else _reduction_collectives(rule, axes, wire_result_bytes, topology)
    )
    collectives = (
        scatter
        if scatter is not None
        else (_gather_collectives(rule, axes, wire_operands, topology) if moves is None else moves)
        + _permute_collectives(op, rule, axes, (wire_operands, wire_results), topology)
    ) + partial_sums
    return OpCost(
        compute_ns=_compute_ns(flops, hbm, dtype, topology),
        collectives=tuple(collectives),
        flops=flops,
        padded_flops=max(0, flops - int(round(ideal))),
        hbm_bytes=hbm,
        partial_sums=tuple(partial_sums),
    )
