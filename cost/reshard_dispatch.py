"""Which reshards `plan_reshard` begins by gathering the source, read from tile counts alone.

XLA's `ReshardNoCache` (replayed by `cost.reshard._Xla`) picks the first pattern that matches
the two tile assignments, and most of its tests read only the per-dim tile counts and the
replication: the all-to-all dims, `_compatible`'s divisibility, `PartialReplicateWithAllToAll`'s
shifted counts, `PatternMatchMergeOrSplitSharding`, the complex handling's replicate-a-dim
cases, the dims of equal counts it groups on. When every pattern that could come first already
fails on counts, the plan's first steps are `ReplicatePartial` of the source over all its dims
(XLA's "involuntary full rematerialization"), or, when some dims have equal counts, over the
other dims inside each group; the steps after it cost >= 0, so that gather's price
(`cost.reshard.gather_price`) is a lower value of the reshard's price, and usually the price.
Where a test on device order could decide, nothing is claimed.

Why: these are the dearest reshards of a 3-axis mesh, and the data-need lower values of
`cost.reshard_bound` read a tenth of their price (docs/cpsat.md, "Lower values that know the
planner"), so the bound of the descent-only solve kept pricing them one by one.
"""

from __future__ import annotations

import math
from collections.abc import Sequence

import numpy as np
from shardsat.cost.reshard import _a2a_dims, _a2a_valid, _merge_or_split, _Sh, gather_price
from shardsat.cost.topology import Topology
from shardsat.ir.program import TensorType
from shardsat.model.mesh import Mesh
from shardsat.model.sharding import TensorSharding

Counts = tuple[int, ...]
"""Tile counts per tensor dim, then the replication (the devices holding one tile)."""


def tile_counts(s: TensorSharding, mesh: Mesh) -> Counts:
    """The shape of the tile assignment XLA builds from `s` (unreduced axes replicate)."""
    dims = tuple(
        math.prod(r.sub[1] if r.sub is not None else mesh.axis_size(r.name) for r in d.axes)
        for d in s.dims
    )
    return dims + (math.prod(a.size for a in mesh.axes) // math.prod(dims),)


def _shape_only(counts: Counts) -> _Sh:
    """A tile assignment of these counts whose device ids are never read."""
    return _Sh(np.zeros(counts, dtype=np.int8))


def _partial_a2a_may_match(s: _Sh, t: _Sh) -> bool:
    """The count tests of `_Xla.partial_all_to_all` pass (its device test may still fail)."""
    partial, tiled = (s, t) if s.rep > 1 else (t, s)
    if partial.rep == 1 or tiled.rep > 1 or partial.dims[0] != 1:
        return False
    if list(tiled.dims) != list(partial.dims[1:]) + [partial.rep]:
        return False
    last = max((i for i, n in enumerate(tiled.dims) if n > 1), default=None)
    return last is not None and tiled.dims[last] == partial.rep


def _complex_may_match(s: _Sh, t: _Sh, base) -> bool:
    """The count tests of one of `_Xla.complex`'s patterns pass."""
    if _merge_or_split(base, s, t) is not None:
        return True
    if t.rep > 1 and any(n != 1 and n * s.rep == t.rep for n in s.dims):
        return True
    return (
        s.rep > 1
        and t.rep == 1
        and any(a != b and a == 1 and b % s.rep == 0 for a, b in zip(s.dims, t.dims, strict=True))
    )


def gathered_dims(src: Counts, dst: Counts, shape: Sequence[int]) -> tuple[int, ...] | None:
    """The dims `plan_reshard` certainly gathers the source over before anything else (all
    its dims; or, grouped on the dims of equal counts, the others), or None when a test on
    device order could pick another pattern. Mirrors `_Xla.reshard` branch by branch."""
    s, t = _shape_only(src), _shape_only(dst)
    tiled_s, tiled_t = math.prod(s.dims), math.prod(t.dims)
    if src == dst or tiled_s == 1:  # a permute, or a local slice
        return None
    pairs = _a2a_dims(s, t)
    if pairs is not None and _a2a_valid(src, pairs):
        return None
    if tiled_t > 1 and s.rep > 1:
        if all(q % p == 0 for p, q in zip(s.dims, t.dims, strict=True)):
            return None  # `_compatible` may slice
        if _partial_a2a_may_match(s, t):
            return None
    if tiled_t > 1 and t.rep > 1:
        if all(p % q == 0 for p, q in zip(s.dims, t.dims, strict=True)):
            return None  # `_compatible` may gather to the partial target
        if _partial_a2a_may_match(s, t):
            return None
    if tiled_t == 1:
        return tuple(range(len(s.dims)))
    if _complex_may_match(s, t, list(shape)):
        return None
    equal = [d for d, (a, b) in enumerate(zip(s.dims, t.dims, strict=True)) if a > 1 and a == b]
    if not equal:
        return tuple(range(len(s.dims)))
    inner_shape = [-(-n // src[d]) if d in equal else n for d, n in enumerate(shape)]
    inner = gathered_dims(_ungrouped(src, equal), _ungrouped(dst, equal), inner_shape)
    # the groups hold no equal dims: the inner reshard gathers all of its own or is unknown
    return None if inner is None else tuple(d for d in inner if d not in equal)


def _ungrouped(counts: Counts, dims: list[int]) -> Counts:
    return tuple(1 if d in dims else n for d, n in enumerate(counts[:-1])) + counts[-1:]


def gather_floor(
    rows: Sequence[TensorSharding],
    targets: Sequence[TensorSharding],
    ttype: TensorType,
    mesh: Mesh,
    topology: Topology,
) -> np.ndarray:
    """int64 rows x targets: the price of the gather `plan_reshard(row, target)` begins with
    (`gathered_dims`), 0 where that is not certain. One gather is priced per row and set of
    dims; the count tests run once per distinct pair of counts."""
    out = np.zeros((len(rows), len(targets)), dtype=np.int64)
    row_counts = [tile_counts(r, mesh) for r in rows]
    target_counts = [tile_counts(t, mesh) for t in targets]
    distinct_targets: dict[Counts, list[int]] = {}
    for j, c in enumerate(target_counts):
        distinct_targets.setdefault(c, []).append(j)
    dims_of: dict[tuple[Counts, Counts], tuple[int, ...] | None] = {}
    prices: dict[tuple[int, tuple[int, ...]], int] = {}
    for i, rc in enumerate(row_counts):
        for tc, cols in distinct_targets.items():
            key = (rc, tc)
            if key not in dims_of:
                dims_of[key] = gathered_dims(rc, tc, ttype.shape)
            dims = dims_of[key]
            if not dims:
                continue
            if (i, dims) not in prices:
                prices[i, dims] = gather_price(rows[i], dims, ttype, mesh, topology)
            out[i, cols] = prices[i, dims]
    return out
