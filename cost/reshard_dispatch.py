"""Which reshards `plan_reshard` begins by gathering the source, read from tile counts alone.

XLA's `ReshardNoCache` (replayed by `cost.reshard._Xla`) picks the first pattern that matches
the two tile assignments, and most of its tests read only the per-dim tile counts and the
replication: the all-to-all dims, `_compatible`'s divisibility, `PartialReplicateWithAllToAll`'s
shifted counts, `PatternMatchMergeOrSplitSharding`, the complex handling's replicate-a-dim
cases, the dims of equal counts it groups on. When every pattern that could come first already
fails on counts, the plan's first steps are `ReplicatePartial` of the source over all its dims
(XLA's "involuntary full rematerialization"), or, when some dims have equal counts, over the
other dims inside each group; the steps after it cost >= 0, so that gather's price
(`cost.reshard.GatherPrices`) is a lower value of the reshard's price, and usually the price.
Where a test on device order could decide, nothing is claimed.

Why: these are the dearest reshards of a 3-axis mesh, and the data-need lower values of
`cost.reshard_bound` read a tenth of their price (docs/cpsat.md, "Lower values that know the
planner"), so the bound of the descent-only solve kept pricing them one by one.
"""

from __future__ import annotations

import math
from collections.abc import Sequence

import numpy as np
from shardsat.cost.reshard import (
    GatherPrices,
    _a2a_dims,
    _a2a_valid,
    _merge_or_split,
    _Sh,
)
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


MAX_DEPTH = 8
"""Nested reshards followed at most; deeper is unknown (a guard, not a limit XLA has)."""

EARLY, COARSENS, LATE = "early", "coarsens", "late"


def _early_pattern(src: Counts, dst: Counts) -> str:
    """Where `_Xla.reshard` goes before its tiled-to-tiled handling, from counts: `EARLY` when
    a permute, an all-to-all, a slice or a partial pattern may take the reshard, `COARSENS`
    when it certainly gathers to a partially replicated target (`gather_to_partial`), `LATE`
    when none of them can."""
    s, t = _shape_only(src), _shape_only(dst)
    if src == dst or math.prod(s.dims) == 1:  # a permute, or a local slice
        return EARLY
    pairs = _a2a_dims(s, t)
    if pairs is not None and _a2a_valid(src, pairs):
        return EARLY
    tiled_t = math.prod(t.dims)
    if tiled_t > 1 and s.rep > 1:
        if all(q % p == 0 for p, q in zip(s.dims, t.dims, strict=True)):
            return EARLY  # `_compatible` may slice
        if _partial_a2a_may_match(s, t):
            return EARLY
    if tiled_t > 1 and t.rep > 1:
        if all(p % q == 0 for p, q in zip(s.dims, t.dims, strict=True)):
            return COARSENS  # `_compatible(t, s)` always exists then
        if _partial_a2a_may_match(s, t):
            return EARLY
    return LATE


def _with(counts: Counts, dim: int, n: int, rep: int) -> Counts:
    return counts[:dim] + (n,) + counts[dim + 1 : -1] + (rep,)


def _complex_fails(src: Counts, dst: Counts, shape: Sequence[int], depth: int) -> bool:
    """`_Xla.complex` certainly raises `_Fail`: no pattern of it matches on counts, or the one
    that matches ends in a nested reshard that is certainly stuck (`_stuck`)."""
    s, t = _shape_only(src), _shape_only(dst)
    split = _merge_or_split(list(shape), s, t)
    if split is not None:
        dim, size = split
        s2 = src[:dim] + (size, src[dim] // size) + src[dim + 1 :]
        t2 = dst[:dim] + (size, dst[dim] // size) + dst[dim + 1 :]
        local = -(-shape[dim] // src[dim])
        b2 = list(shape[:dim]) + [size, local * s2[dim + 1]] + list(shape[dim + 1 :])
        return _stuck(s2, t2, b2, depth + 1)
    if t.rep > 1:
        i = next((i for i, n in enumerate(s.dims) if n != 1 and n * s.rep == t.rep), None)
        if i is not None:  # dim i replicated first, then `finish`
            return _stuck(_with(src, i, 1, s.rep * s.dims[i]), dst, shape, depth + 1)
    if s.rep > 1 and t.rep == 1:
        for i, (a, b) in enumerate(zip(s.dims, t.dims, strict=True)):
            if a != b and a == 1 and b % s.rep == 0:  # the replication moved into dim i
                return _stuck(_with(src, i, s.rep, 1), dst, shape, depth + 1)
    return True


def _equal_dims(src: Counts, dst: Counts) -> list[int]:
    return [d for d, (a, b) in enumerate(zip(src[:-1], dst[:-1], strict=True)) if a > 1 and a == b]


def _stuck(src: Counts, dst: Counts, shape: Sequence[int], depth: int) -> bool:
    """`_Xla.reshard(..., full=False)` certainly returns the source unchanged (so the pattern
    that called it fails): no earlier pattern, a tiled target, no complex pattern, no dims to
    group on."""
    if depth > MAX_DEPTH or _early_pattern(src, dst) != LATE or math.prod(dst[:-1]) == 1:
        return False
    return _complex_fails(src, dst, shape, depth) and not _equal_dims(src, dst)


def gathered_dims(
    src: Counts, dst: Counts, shape: Sequence[int], depth: int = 0
) -> tuple[int, ...] | None:
    """The dims `plan_reshard` certainly gathers the source over before anything else (all
    its dims; or, grouped on the dims of equal counts, the others), or None when a test on
    device order could pick another pattern. Mirrors `_Xla.reshard` branch by branch."""
    if depth > MAX_DEPTH or _early_pattern(src, dst) != LATE:
        return None
    return _gathered_late(src, dst, shape, depth)


def _gathered_late(
    src: Counts, dst: Counts, shape: Sequence[int], depth: int
) -> tuple[int, ...] | None:
    """`gathered_dims` once no early pattern can take the reshard."""
    every = tuple(range(len(src) - 1))
    if math.prod(dst[:-1]) == 1:
        return every
    if not _complex_fails(src, dst, shape, depth):
        return None
    equal = _equal_dims(src, dst)
    if not equal:
        return every
    inner_shape = [-(-n // src[d]) if d in equal else n for d, n in enumerate(shape)]
    inner = gathered_dims(_ungrouped(src, equal), _ungrouped(dst, equal), inner_shape, depth + 1)
    # the groups hold no equal dims: the inner reshard gathers all of its own or is unknown
    return None if inner is None else tuple(d for d in inner if d not in equal)


def coarsens(src: Counts, dst: Counts) -> bool:
    """`plan_reshard` certainly gathers the source to a partially replicated target whose
    counts divide its own (`_Xla.gather_to_partial`: a permute when the devices differ, then
    all-gathers of the minor tiles)."""
    return _early_pattern(src, dst) == COARSENS


def dispatch_case(src: Counts, dst: Counts, shape: Sequence[int]) -> tuple[int, ...] | str | None:
    """`COARSENS` (`coarsens`), the dims gathered first (`gathered_dims`), or None: both
    questions with the early patterns tested once."""
    early = _early_pattern(src, dst)
    if early == COARSENS:
        return COARSENS
    return _gathered_late(src, dst, shape, 0) if early == LATE else None


def _ungrouped(counts: Counts, dims: list[int]) -> Counts:
    return tuple(1 if d in dims else n for d, n in enumerate(counts[:-1])) + counts[-1:]


_PRICES: list[GatherPrices] = []
"""The last few meshes' gather prices: every table of a solve asks for the same shardings'."""


def gather_prices(mesh: Mesh, topology: Topology) -> GatherPrices:
    """The `GatherPrices` of this mesh and topology object (topologies hold dicts: matched by
    identity, not hashed)."""
    for prices in _PRICES:
        if prices.topology is topology and prices.mesh == mesh:
            return prices
    _PRICES.insert(0, GatherPrices(mesh, topology))
    del _PRICES[4:]
    return _PRICES[0]


def gather_floor(
    rows: Sequence[TensorSharding],
    targets: Sequence[TensorSharding],
    ttype: TensorType,
    mesh: Mesh,
    topology: Topology,
) -> np.ndarray:
    """int64 rows x targets: the price of the gathers `plan_reshard(row, target)` certainly
    begins with, 0 where none is certain. A full (or grouped) gather of the source
    (`gathered_dims`) is priced once per row and set of dims; a gather to a coarser partial
    target (`coarsens`) is the cheaper of its two forms, priced once per row and target
    counts and once per target and row counts. The count tests run once per distinct pair
    of counts."""
    out = np.zeros((len(rows), len(targets)), dtype=np.int64)
    by_counts: dict[Counts, list[int]] = {}
    for j, t in enumerate(targets):
        by_counts.setdefault(tile_counts(t, mesh), []).append(j)
    cases: dict[tuple[Counts, Counts], tuple[int, ...] | str | None] = {}
    prices = gather_prices(mesh, topology)
    row_ids = [prices.intern(r, ttype) for r in rows]
    target_ids = [prices.intern(t, ttype) for t in targets]
    for i, rc in enumerate(tile_counts(r, mesh) for r in rows):
        for tc, cols in by_counts.items():
            if (rc, tc) not in cases:
                cases[rc, tc] = dispatch_case(rc, tc, ttype.shape)
            case = cases[rc, tc]
            if case == COARSENS:
                nested = prices.nested(row_ids[i], tc)
                out[i, cols] = [min(nested, prices.derived(target_ids[j], rc)) for j in cols]
            elif case:
                out[i, cols] = prices.full(row_ids[i], case)
    return out
