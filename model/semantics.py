"""What a sharding means for the data: local shapes, which shard each device holds, equivalence.

A mesh reshapes its device list row-major into the axis sizes; a sub-axis `"x":(m)k` of an axis of
size n reshapes that axis into [m, k, n/(m*k)] and takes the middle coordinate; a dim sharded by
axes a1..ak (major to minor) is cut into prod(sizes) blocks, block index = mixed radix of the axes'
coordinates (SHARDY.md §1.2). Everything here is derived from those three rules.

Example: `<["x"=2, "y"=2]>`, `[{"x"}, {"y"}]`: device d sits at mesh coordinate (d//2, d%2) and
holds block (d//2, d%2) of the tensor, the 2x2 example of the design doc.
"""

from __future__ import annotations

import math
from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from shardsat.model.axis import AxisRef, make_axis_ref
from shardsat.model.errors import VerificationError
from shardsat.model.mesh import Mesh
from shardsat.model.sharding import DimSharding, TensorSharding
from shardsat.model.verify import (
    MeshLike,
    resolve_mesh,
    sharded_size,
    verify_tensor_sharding,
)


def mesh_coordinates(mesh: Mesh) -> dict[int, tuple[int, ...]]:
    """Device id -> its coordinate along each mesh axis (row-major over `device_list`)."""
    sizes = tuple(a.size for a in mesh.axes)
    out: dict[int, tuple[int, ...]] = {}
    for position, device in enumerate(mesh.device_list()):
        coord: list[int] = []
        rest = position
        for size in reversed(sizes):
            coord.append(rest % size)
            rest //= size
        out[device] = tuple(reversed(coord))
    return out


def axis_ref_index(ref: AxisRef, axis_coordinate: int, axis_size: int) -> int:
    """The coordinate of a device along `ref`, given its coordinate along the full axis.

    `"x":(m)k` on x of size n: axis coordinate c = a*(k*post) + b*post + r with post = n/(m*k);
    the sub-axis coordinate is b = (c // post) % k. Example: x=8, c=5, `"x":(2)2` -> post 2 -> 0.
    """
    if ref.sub is None:
        return axis_coordinate
    pre, size = ref.sub
    post = axis_size // (pre * size)
    return (axis_coordinate // post) % size


def _refs_index(refs: Sequence[AxisRef], mesh: Mesh, coord: tuple[int, ...]) -> int:
    """Mixed-radix index of a device along a major-to-minor list of axis refs."""
    index = 0
    for ref in refs:
        axis_size = mesh.axis_size(ref.name)
        c = coord[mesh.axis_index(ref.name)]
        index = index * ref.size(axis_size) + axis_ref_index(ref, c, axis_size)
    return index


def shard_indices(sharding: TensorSharding, mesh: MeshLike = None) -> dict[int, tuple[int, ...]]:
    """Device id -> the block index it holds along each tensor dim.

    Example: `<["x"=2, "y"=2]>`, `[{"x"}, {"y"}]` -> {0: (0, 0), 1: (0, 1), 2: (1, 0), 3: (1, 1)}.
    A maximal mesh gives {device: ()}. Unreduced and replicated axes do not change the block a
    device holds (see `unreduced_index` for partial sums).
    """
    resolved = resolve_mesh(sharding, mesh)
    verify_tensor_sharding(sharding, resolved)
    if resolved.is_maximal:
        return {resolved.device_ids[0]: ()}
    coords = mesh_coordinates(resolved)
    return {
        device: tuple(_refs_index(dim.axes, resolved, coord) for dim in sharding.dims)
        for device, coord in coords.items()
    }


def unreduced_index(sharding: TensorSharding, mesh: MeshLike = None) -> dict[int, int]:
    """Device id -> which partial-sum term it holds (index over the unreduced axes, 0 if none)."""
    resolved = resolve_mesh(sharding, mesh)
    coords = mesh_coordinates(resolved)
    return {d: _refs_index(sharding.unreduced, resolved, c) for d, c in coords.items()}


def num_shards(sharding: TensorSharding, mesh: MeshLike = None) -> tuple[int, ...]:
    """Number of blocks along each dim (product of its axis sizes)."""
    resolved = resolve_mesh(sharding, mesh)
    return tuple(sharded_size(dim, resolved) for dim in sharding.dims)


def local_shape(sharding: TensorSharding, mesh: MeshLike, shape: Sequence[int]) -> tuple[int, ...]:
    """Per-device shape: ceil(dim / sharded size) per dim (padding when it does not divide).

    Example: `<@m, [{"x"}, {"z", "y"}]>` on `<["x"=2, "y"=4, "z"=2]>`, shape 4x8 -> (2, 1).
    """
    resolved = resolve_mesh(sharding, mesh)
    verify_tensor_sharding(sharding, resolved, shape)
    return tuple(
        -(-size // n) for size, n in zip(shape, num_shards(sharding, resolved), strict=True)
    )


@dataclass(frozen=True, slots=True)
class DeviceShard:
    """One device's piece of a tensor: block index per dim and the [start, stop) it covers.

    With padding the last blocks may be shorter than the local shape (or empty: start == stop).
    """

    device: int
    index: tuple[int, ...]
    bounds: tuple[tuple[int, int], ...]
    partial: int = 0
    """Partial-sum term held when the sharding has unreduced axes (0 otherwise)."""


def device_shards(
    sharding: TensorSharding, mesh: MeshLike, shape: Sequence[int]
) -> tuple[DeviceShard, ...]:
    """Every device's shard of a tensor of `shape`, in mesh (row-major) order."""
    resolved = resolve_mesh(sharding, mesh)
    local = local_shape(sharding, resolved, shape)
    indices = shard_indices(sharding, resolved)
    partial = unreduced_index(sharding, resolved) if not resolved.is_maximal else {}
    out = []
    for device in resolved.device_list():
        index = indices[device]
        bounds = tuple(
            (min(i * n, size), min((i + 1) * n, size))
            for i, n, size in zip(index, local, shape, strict=True)
        )
        out.append(DeviceShard(device, index, bounds, partial.get(device, 0)))
    return tuple(out)


def equivalent(s1: TensorSharding, mesh1: MeshLike, s2: TensorSharding, mesh2: MeshLike) -> bool:
    """The two shardings place the same data on the same device ids (possibly on other meshes).

    Same device set, same number of blocks per dim, each device holds the same block in both,
    and the partial-sum grouping over unreduced axes (with its reduction kind) agrees.
    Example: `[{"devices":(1)4}, {"devices":(4)2}]` on `<["devices"=8]>` is equivalent to
    `[{"x"}, {"y"}]` on `<["x"=4, "y"=2]>`.
    Ignored on purpose: open/closed dims, priorities and explicitly replicated axes — they steer
    propagation but do not move data.
    """
    m1, m2 = resolve_mesh(s1, mesh1), resolve_mesh(s2, mesh2)
    if s1.rank != s2.rank:
        return False
    i1, i2 = shard_indices(s1, m1), shard_indices(s2, m2)
    if set(i1) != set(i2) or num_shards(s1, m1) != num_shards(s2, m2):
        return False
    if any(i1[d] != i2[d] for d in i1):
        return False
    if bool(s1.unreduced) != bool(s2.unreduced):
        return False
    if s1.unreduced and s1.unreduced_kind != s2.unreduced_kind:
        return False
    return _same_partition(unreduced_index(s1, m1), unreduced_index(s2, m2))


def _same_partition(a: Mapping[int, int], b: Mapping[int, int]) -> bool:
    """a and b group the devices identically (labels may differ)."""
    pairs = {(a[d], b[d]) for d in a}
    return len(pairs) == len({x for x, _ in pairs}) == len({y for _, y in pairs})


# ---------------------------------------------------------------------------------------------
# Reshape: which sub-axes keep every device's data in place


@dataclass(frozen=True, slots=True)
class _Digit:
    """One mixed-radix digit of the flattened tensor: a piece of a mesh axis, or local data."""

    size: int
    axis: str | None = None
    pre: int = 1


def split_for_reshape(
    sharding: TensorSharding,
    mesh: MeshLike,
    in_shape: Sequence[int],
    out_shape: Sequence[int],
) -> TensorSharding | None:
    """The sharding of `reshape(in_shape -> out_shape)` that moves no data, or None if none exists.

    Each input dim is read as digits major->minor: its axes, then the local block. The output dims
    carve that digit string from the major end; an axis piece that straddles two output dims is
    split into sub-axes. Fails (None) when an axis digit cannot be split evenly, when an input dim
    is padded (its sharded size does not divide it), or when an output dim would need an axis
    minor to local data (a strided layout no dim sharding expresses).
    Example: mesh a=4, `[{"a"}]` on tensor<8> reshaped to 2x4 -> `[{"a":(1)2}, {"a":(2)2}]`.
    Replicated and unreduced axes carry over; output dims are closed and carry no priority.
    """
    resolved = resolve_mesh(sharding, mesh)
    verify_tensor_sharding(sharding, resolved, in_shape)
    if math.prod(in_shape) != math.prod(out_shape):
        raise VerificationError(
            f"reshape {'x'.join(map(str, in_shape))} -> {'x'.join(map(str, out_shape))}: "
            "element counts differ"
        )
    digits = _input_digits(sharding, resolved, in_shape)
    if digits is None:
        return None
    dims: list[DimSharding] = []
    for size in out_shape:
        taken = _take(digits, size)
        if taken is None:
            return None
        axes = _dim_axes(taken, resolved)
        if axes is None:
            return None
        dims.append(DimSharding(axes))
    return TensorSharding(
        sharding.mesh_name,
        tuple(dims),
        sharding.replicated,
        sharding.unreduced,
        sharding.inline_mesh,
        sharding.unreduced_kind,
    )


def _input_digits(
    sharding: TensorSharding, mesh: Mesh, shape: Sequence[int]
) -> list[_Digit] | None:
    digits: list[_Digit] = []
    for dim, size in zip(sharding.dims, shape, strict=True):
        n = sharded_size(dim, mesh)
        if size % n != 0:
            return None
        for ref in dim.axes:
            axis_size = mesh.axis_size(ref.name)
            digits.append(_Digit(ref.size(axis_size), ref.name, ref.pre_size()))
        digits.append(_Digit(size // n))
    return [d for d in digits if d.size != 1]


def _take(digits: list[_Digit], size: int) -> list[_Digit] | None:
    """Pop digits from the front of `digits` whose product is `size`, splitting the last one."""
    taken: list[_Digit] = []
    while size > 1:
        if not digits:
            return None
        head = digits.pop(0)
        if size % head.size == 0:
            taken.append(head)
            size //= head.size
            continue
        if head.size % size != 0:
            return None  # e.g. an axis of size 4 across output dims of sizes 3 and ...
        taken.append(_Digit(size, head.axis, head.pre))
        digits.insert(0, _Digit(head.size // size, head.axis, head.pre * size))
        size = 1
    return taken


def _dim_axes(taken: list[_Digit], mesh: Mesh) -> tuple[AxisRef, ...] | None:
    """Axis refs of one output dim: axis digits must all be major to local-data digits."""
    seen_local = False
    pieces: list[_Digit] = []
    for digit in taken:
        if digit.axis is None:
            seen_local = True
            continue
        if seen_local:
            return None
        if (
            pieces
            and pieces[-1].axis == digit.axis
            and pieces[-1].pre * pieces[-1].size == digit.pre
        ):
            last = pieces.pop()
            digit = _Digit(last.size * digit.size, digit.axis, last.pre)
        pieces.append(digit)
    return tuple(
        make_axis_ref(d.axis, d.pre, d.size, mesh.axis_size(d.axis))
        for d in pieces
        if d.axis is not None
    )
