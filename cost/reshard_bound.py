"""Lower values of `plan_reshard`'s time that need no plan: the data a reshard must deliver.

A device that holds its source tile and must end with its target tile receives at least the
target tile's elements it does not hold. More generally, take a link class of bandwidth B and
the *group* G of a device: the devices sharing its coordinates on every axis whose link is at
most B fast (they differ only on faster axes). Every element some member of G needs and no
member holds must enter G, and in the cost model any transfer between devices that differ on
such an axis is priced at a bandwidth of at most B: an all-to-all sends each piece over the
slowest link on which the peer differs, hierarchical gathers / scatters / all-reduces exchange
along one link class per step, a collective-permute is priced on the slowest of its axes. Every
collective is priced alike on every device, so each device receives at least D_G / |G| bytes
over such links. G leaves out the axes neither sharding names (`group_sizes`): the planner's
states stay replicated along them, so peers there hold the same data and add none to G. With need_1 <= need_2 <= ... these per-device amounts from the slowest link
class to the fastest (the last group is the device alone), any plan's time is at least

    sum_i (need_i - need_(i-1)) / B_i  +  latency

when something must move: a step that carries data into the group of level i runs on a link
of at most B_i and pays at least one latency of such a link, so `latency` is the largest of
those latencies over the levels whose need is not 0 (latency and bandwidth parts are separate
summands of a collective's time). Collectives round their time to the nanosecond once each, at most half a
nanosecond down, which one latency of at least 1 ns covers; one more nanosecond is kept for
float error. Tiles are exact, padding included (a padded shard holds fewer real elements;
the model moves the padded buffer, which is more). Target volumes are exact; where a dim's
tiles do not share a unit of at most `MAX_UNITS` pieces the overlap is taken as the smaller
side (more than the true overlap, so less need: still a lower value).

A second lower value knows the planner: where XLA's dispatch, read from tile counts alone,
certainly begins by gathering the source (`cost.reshard_dispatch`), that gather's price,
usually the whole price; the larger of the two is returned.

Only the time objective has lower values here (bytes round down once per step, and the number
of steps is the plan's); `comm` prices keep the trivial lower value 0.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from functools import reduce

import numpy as np
from shardsat.cost.reshard_dispatch import gather_floor
from shardsat.cost.topology import Topology
from shardsat.ir.program import TensorType
from shardsat.model.mesh import Mesh
from shardsat.model.sharding import TensorSharding

MAX_UNITS = 4096
"""Most pieces a dim is cut into to intersect tiles exactly (larger: the overlap is bounded)."""


def sample_devices(mesh: Mesh) -> list[dict[str, int]]:
    """A few device coordinates (each gives a valid bound; the largest is kept): the first
    device, coordinate 1 and the last coordinate on every axis, and alternating patterns,
    so that a reshard moving data only between devices of other coordinates is still seen."""
    axes = [a for a in mesh.axes if a.size > 1]
    patterns = [
        {a.name: 0 for a in axes},
        {a.name: 1 for a in axes},
        {a.name: a.size - 1 for a in axes},
        {a.name: (i % 2) * (a.size - 1) for i, a in enumerate(axes)},
        {a.name: ((i + 1) % 2) * (a.size - 1) for i, a in enumerate(axes)},
        {a.name: i % a.size for i, a in enumerate(axes)},
    ]
    out: list[dict[str, int]] = []
    for p in patterns:
        if p not in out:
            out.append(p)
    return out


def link_levels(mesh: Mesh, topology: Topology) -> list[tuple[float, float, frozenset[str]]]:
    """(bandwidth, latency, axes faster than it) per distinct link bandwidth of the mesh's
    axes, slowest first; the last level's faster set is empty (the device alone)."""
    axes = [a for a in mesh.axes if a.size > 1]
    links = {a.name: topology.link(a.name) for a in axes}
    out = []
    for bandwidth in sorted({lk.bandwidth_Bps for lk in links.values()}):
        slow = [lk for lk in links.values() if lk.bandwidth_Bps <= bandwidth]
        fast = frozenset(n for n, lk in links.items() if lk.bandwidth_Bps > bandwidth)
        out.append((bandwidth, min(lk.latency_s for lk in slow), fast))
    return out


def _ref_size(ref, mesh: Mesh) -> int:
    return ref.sub[1] if ref.sub is not None else mesh.axis_size(ref.name)


def _tiles(dim_axes, size: int, coords, fast, mesh: Mesh) -> list[tuple[int, int]]:
    """The [lo, hi) element ranges of the dim the group's tiles cover (disjoint): the
    device's own digits on slow axes, every digit on the `fast` ones (major to minor)."""
    index = [0]
    for ref in dim_axes:
        n = _ref_size(ref, mesh)
        pre = ref.sub[0] if ref.sub is not None else 1  # Shardy's pre-size: the major part
        stride = mesh.axis_size(ref.name) // (pre * n)
        digits = range(n) if ref.name in fast else [(coords[ref.name] // stride) % n]
        index = [i * n + d for i in index for d in digits]
    length = -(-size // math.prod(_ref_size(r, mesh) for r in dim_axes))
    spans = [(i * length, min((i + 1) * length, size)) for i in index]
    return [(lo, hi) for lo, hi in spans if lo < hi]


def _tile_units(tiles: list[tuple[int, int]], size: int, unit: int) -> np.ndarray:
    """Mask over the dim's units (`unit` elements each, every tile edge on a unit edge)."""
    mask = np.zeros(size // unit, dtype=np.float32)
    for lo, hi in tiles:
        mask[lo // unit : hi // unit] = 1.0
    return mask


class _Dim:
    """One dim of a table's shardings: its distinct axis lists and, per row and per target,
    which one it has; the unit every tile edge falls on (None: finer than `MAX_UNITS`)."""

    def __init__(self, rows, targets, d: int, size: int, mesh: Mesh) -> None:
        keys_r = [s.dims[d].axes for s in rows]
        keys_t = [s.dims[d].axes for s in targets]
        self.keys = list(dict.fromkeys(keys_r + keys_t))
        pos = {k: i for i, k in enumerate(self.keys)}
        self.ir = np.array([pos[k] for k in keys_r], dtype=np.int64)
        self.it = np.array([pos[k] for k in keys_t], dtype=np.int64)
        self.size = size
        self.count = np.array([math.prod(_ref_size(r, mesh) for r in k) for k in self.keys])
        # an empty dim (an associative_scan's slice of no rows) has unit 1, not 0
        unit = reduce(math.gcd, [size] + [-(-size // int(c)) for c in self.count]) or 1
        self.unit = unit if size // max(unit, 1) <= MAX_UNITS else None
        self.padded = size % self.count != 0
        self.whole = np.array([all(r.sub is None for r in k) for k in self.keys], dtype=bool)
        self.prefix = np.array([[a[: len(b)] == b for b in self.keys] for a in self.keys])

    def pairs(self, matrix: np.ndarray) -> np.ndarray:
        """A distinct-key x distinct-key matrix as rows x targets."""
        return matrix[np.ix_(self.ir, self.it)]

    def overlaps(self, coords, fast, mesh: Mesh) -> tuple[np.ndarray, np.ndarray]:
        """(per target, the elements the group's target tiles cover; rows x targets, those
        also covered by its source tiles, or more)."""
        tiles = [_tiles(k, self.size, coords, fast, mesh) for k in self.keys]
        cover = np.array([sum(hi - lo for lo, hi in t) for t in tiles], dtype=np.int64)
        if self.unit is None:  # exact tiles too fine: the overlap is at most the smaller side
            both = np.minimum(cover[:, None], cover[None, :])
        else:
            masks = np.stack([_tile_units(t, self.size, self.unit) for t in tiles])
            both = (masks @ masks.T).round().astype(np.int64) * self.unit
        return cover[self.it], self.pairs(both)


def reshard_lower_bounds(
    rows: Sequence[TensorSharding],
    targets: Sequence[TensorSharding],
    ttype: TensorType,
    mesh: Mesh,
    topology: Topology,
) -> np.ndarray:
    """int64 rows x targets: a lower value of `plan_reshard(row, target).time_ns` for every
    pair (module docstring), at most the price and 0 where the target only slices the row.

    Example, h100x64 on data=4,fsdp=4,model=4 (model on NVLink, data and fsdp on IB), an
    f32[4096, 1024] weight from 64-way `[{"data","fsdp"}, {"model"}]` to `[{}, {"model"}]`:
    the 4 devices of a node along `model` need 15 of 16 MiB from other nodes, 3.75 MiB each
    over 50 GB/s IB: 78.6 us plus one IB latency (5 us), against the planner's all-gather over
    IB, 154 us. Not claimed (0): padded shardings, and a coarsening reshard gets only the
    device's own need (`coarsening_pairs`). Unreduced axes are not looked at (their
    all-reduce only adds). Where the planner certainly begins by gathering the source
    (`cost.reshard_dispatch`), that gather's price is the lower value when it is more."""
    need = need_lower_bounds(rows, targets, ttype, mesh, topology)
    return np.maximum(need, gather_floor(rows, targets, ttype, mesh, topology))


def need_lower_bounds(
    rows: Sequence[TensorSharding],
    targets: Sequence[TensorSharding],
    ttype: TensorType,
    mesh: Mesh,
    topology: Topology,
) -> np.ndarray:
    """The data-need part of `reshard_lower_bounds` (the module docstring)."""
    ttype = topology.wire_type(ttype)
    out = np.zeros((len(rows), len(targets)), dtype=np.int64)
    levels = link_levels(mesh, topology)
    if not levels or not rows or not targets:
        return out
    latency = min(lat for _, lat, _ in levels)
    if latency < 1e-9:  # rounding is not covered by a latency: no lower value
        return out
    dims = [_Dim(rows, targets, d, size, mesh) for d, size in enumerate(ttype.shape)]
    coarse = coarsening_pairs(dims, len(rows), len(targets))
    exact = np.ones(out.shape, dtype=bool)
    for dim in dims:
        exact &= ~(dim.padded[dim.ir][:, None] | dim.padded[dim.it][None, :])
    groups = [group_sizes(rows, targets, fast, mesh) for _, _, fast in levels]
    for coords in sample_devices(mesh):
        seconds = np.zeros(out.shape)
        done = np.zeros(out.shape)
        crossing = np.full(out.shape, latency)
        for (bandwidth, level_latency, fast), group in zip(levels, groups, strict=True):
            target_volume = np.ones(len(targets), dtype=np.int64)
            overlap = np.ones(out.shape, dtype=np.int64)
            for dim in dims:
                cover, both = dim.overlaps(coords, fast, mesh)
                target_volume = target_volume * cover
                overlap = overlap * both
            need = (target_volume[None, :] - overlap) * ttype.element_bytes / group
            crossing = np.where(need > 0, np.maximum(crossing, level_latency), crossing)
            need = np.maximum(need, done)
            seconds += (need - done) / bandwidth
            done = need
        # the device-order permute of a coarsening reshard is priced on the dropped axes'
        # link only: there, only the device's own need (the last level) bounds the price
        seconds = np.where(coarse, done / levels[-1][0] + latency, seconds + crossing)
        moved = (done > 0) & exact
        ns = np.floor(seconds * 1e9) - 1
        out = np.maximum(out, np.where(moved, ns, 0).astype(np.int64))
    return out


def group_sizes(
    rows: Sequence[TensorSharding], targets: Sequence[TensorSharding], fast, mesh: Mesh
) -> np.ndarray:
    """rows x targets: the devices of a group at a level whose faster axes are `fast`, less
    the axes neither sharding names (not in a dim, not even as a sub-axis, nor unreduced).
    Along such an axis every state of `plan_reshard`'s plan is replicated (its patterns
    build each step's tiles from the two shardings' own axes), so a device there holds at
    every step what its group peer holds: data from it adds nothing the group lacks, and the
    group's need is shared by fewer devices."""
    fast = sorted(fast)
    if not fast:
        return np.ones((len(rows), len(targets)))

    def free(s: TensorSharding) -> int:
        named = {r.name for d in s.dims for r in d.axes} | {r.name for r in s.unreduced}
        return sum(1 << i for i, name in enumerate(fast) if name not in named)

    masks = np.arange(1 << len(fast))
    size = np.ones(len(masks))
    for i, name in enumerate(fast):
        size = np.where(masks >> i & 1, size * mesh.axis_size(name), size)
    both = np.array([free(r) for r in rows])[:, None] & np.array([free(t) for t in targets])
    return size[-1] / size[both]


def coarsening_pairs(dims: list[_Dim], n_rows: int, n_targets: int) -> np.ndarray:
    """rows x targets: the pairs `plan_reshard` gathers through a collective-permute priced
    on the dropped axes alone (XLA's `ReshardToPartialReplicateWithAllGather`): whole axes
    only, every dim's target tile count divides the source's, some count differs, and some
    target dim is not a prefix of the source dim's axes."""
    out = np.ones((n_rows, n_targets), dtype=bool)
    differs = np.zeros_like(out)
    prefix = np.ones_like(out)
    for dim in dims:
        out &= dim.whole[dim.ir][:, None] & dim.whole[dim.it][None, :]
        out &= dim.pairs(dim.count[:, None] % dim.count[None, :] == 0)
        differs |= dim.pairs(dim.count[:, None] != dim.count[None, :])
        prefix &= dim.pairs(dim.prefix)
    return out & differs & ~prefix
