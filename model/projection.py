"""Sharding projection: tensor shardings seen per factor of an op's rule, and back (SHARDY.md §4.2).

A rule maps every tensor dim to a major-to-minor list of factors. Projecting a dim sharding walks
its axes major to minor and fills each non-minor-most factor exactly, splitting an axis into
sub-axes by gcd when it is larger than what the factor has left; the minor-most factor takes all
remaining axes (padding allowed). When a non-minor factor is not full and the next axis is coprime
with what is left, that axis and all after it become the factor's *overflow axes* and the later
factors of the dim are closed and empty. Building a dim sharding back concatenates factor axes,
merging adjacent mergeable sub-axes, and stops after a factor that is not fully sharded (a later
factor would need a strided view).

This is a re-implementation of Shardy's `sharding_projection.cc` (`buildTensorFactorShardings`,
`createTensorShardingAttr`); greedy propagation, the cost model and CP-SAT all use it.
"""

from __future__ import annotations

import math
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field

from shardsat.model.axis import AxisRef, can_merge, merge
from shardsat.model.mesh import Mesh
from shardsat.model.rule import TensorMapping
from shardsat.model.sharding import DimSharding, ReductionKind, TensorSharding


@dataclass(frozen=True, slots=True)
class FactorSharding:
    """The axes sharding one factor of one tensor.

    Invariants: `overflow_axes` is empty for a minor-most factor; a factor after one with overflow
    axes in the same dim is closed and empty.
    """

    axes: tuple[AxisRef, ...] = ()
    is_closed: bool = False
    """Propagation may not add axes (the dim was closed)."""
    is_minor_most: bool = False
    """Last factor of its dim: may be sharded by axes whose product does not divide it (padding)."""
    overflow_axes: tuple[AxisRef, ...] = ()
    """Dim axes that did not fit this non-minor factor; kept so the dim can be rebuilt."""


@dataclass(frozen=True, slots=True)
class TensorFactorShardings:
    """Per factor of the rule that this tensor contains, its `FactorSharding`.

    A factor absent from `factors` is not in the tensor (or follows an overflowing factor of the
    same dim, exactly as in Shardy, which then treats it as absent).
    """

    factors: dict[int, FactorSharding]
    replicated: tuple[AxisRef, ...] = ()
    unreduced: tuple[AxisRef, ...] = ()
    unreduced_kind: ReductionKind = field(default=ReductionKind.SUM)

    def sharding_size(self, mesh: Mesh) -> int:
        """Product of the sizes of all axes and overflow axes over all factors."""
        sizes = axis_sizes(mesh)
        return math.prod(
            ref_size(a, sizes) for fs in self.factors.values() for a in fs.axes + fs.overflow_axes
        )


_AXIS_SIZES: dict[int, tuple[Mesh, dict[str, int]]] = {}


def axis_sizes(mesh: Mesh) -> dict[str, int]:
    """Axis name -> size, cached per mesh object (meshes are frozen; hashing one is slow)."""
    hit = _AXIS_SIZES.get(id(mesh))
    if hit is not None and hit[0] is mesh:
        return hit[1]
    if len(_AXIS_SIZES) > 256:
        _AXIS_SIZES.clear()
    sizes = {a.name: a.size for a in mesh.axes}
    _AXIS_SIZES[id(mesh)] = (mesh, sizes)
    return sizes


def ref_size(ref: AxisRef, sizes: Mapping[str, int]) -> int:
    """Number of devices along `ref` (a sub-axis knows its size; a full axis asks the mesh)."""
    return sizes[ref.name] if ref.sub is None else ref.sub[1]


def axes_size(refs: Sequence[AxisRef], mesh: Mesh) -> int:
    """Product of the sizes of `refs` on `mesh`."""
    sizes = axis_sizes(mesh)
    return math.prod(ref_size(a, sizes) for a in refs)


def add_axis_or_merge(axes: list[AxisRef], ref: AxisRef, mesh: Mesh) -> None:
    """Append `ref`, merging it into the last axis when they are consecutive sub-axes.

    Example on a=16: ["a":(1)4] + "a":(4)4 -> ["a"]. Shardy's `addAxisOrMerge`.
    """
    if axes and can_merge(axes[-1], ref):
        axes[-1] = merge(axes[-1], ref, axis_sizes(mesh)[ref.name])
    else:
        axes.append(ref)


def _piece(name: str, pre: int | None, size: int) -> AxisRef:
    return AxisRef(name) if pre is None else AxisRef(name, (pre, size))


def _info(axes: Sequence[AxisRef], index: int, sizes: Mapping[str, int]):
    """(pre-size or None for a full axis, size) of `axes[index]`, or None past the end."""
    if index >= len(axes):
        return None
    ref = axes[index]
    return (None if ref.sub is None else ref.sub[0], ref_size(ref, sizes))


def _remaining(axes: Sequence[AxisRef], index: int, cur, mesh: Mesh) -> tuple[AxisRef, ...]:
    """The current (possibly already split) axis and every axis after it, merged where possible."""
    out: list[AxisRef] = []
    sizes = axis_sizes(mesh)
    while cur is not None:
        add_axis_or_merge(out, _piece(axes[index].name, cur[0], cur[1]), mesh)
        index += 1
        cur = _info(axes, index, sizes)
    return tuple(out)


def _project_dim(
    axes: Sequence[AxisRef],
    dim: Sequence[int],
    factor_sizes: Sequence[int],
    is_closed: bool,
    mesh: Mesh,
    out: dict[int, FactorSharding],
) -> None:
    """Fill `out` with the factor shardings of one dim (see module docstring)."""
    sizes = axis_sizes(mesh)
    index = 0
    cur = _info(axes, index, sizes)
    overflowed = False
    for k, factor in enumerate(dim):
        minor_most = k == len(dim) - 1
        if overflowed:
            # Shardy creates only the first factor after an overflow (closed, empty) and stops.
            out[factor] = FactorSharding((), True, minor_most, ())
            return
        if minor_most:
            out[factor] = FactorSharding(_remaining(axes, index, cur, mesh), is_closed, True, ())
            return
        remaining = factor_sizes[factor]
        taken: list[AxisRef] = []
        gcd = 1
        while cur is not None and (cur[1] == 1 or (gcd := math.gcd(remaining, cur[1])) > 1):
            name = axes[index].name
            if cur[1] > gcd:  # split the axis: this factor takes its major gcd-sized piece
                pre = cur[0] or 1
                taken.append(AxisRef(name, (pre, gcd)))
                cur = (pre * gcd, cur[1] // gcd)
                remaining //= gcd
            else:
                taken.append(_piece(name, cur[0], cur[1]))
                remaining //= cur[1]
                index += 1
                cur = _info(axes, index, sizes)
        overflow: tuple[AxisRef, ...] = ()
        if remaining > 1 and cur is not None:
            overflowed = True
            overflow = _remaining(axes, index, cur, mesh)
        out[factor] = FactorSharding(tuple(taken), is_closed, False, overflow)


def project_tensor(
    sharding: TensorSharding | None,
    mapping: TensorMapping,
    factor_sizes: Sequence[int],
    mesh: Mesh,
    closed_if_missing: bool = False,
) -> TensorFactorShardings:
    """The factor shardings of one tensor under its rule mapping.

    A missing sharding projects to empty factors, open (or closed with `closed_if_missing`).
    Example: mesh a=4, `[{"a"}]` on `([ij])` {i=2, j=4} -> i: ["a":(1)2], j: ["a":(2)2].
    Does not check the sharding against the mesh (see model.verify).
    """
    factors: dict[int, FactorSharding] = {}
    for d, dim in enumerate(mapping):
        if sharding is None:
            axes: tuple[AxisRef, ...] = ()
            closed = closed_if_missing
        else:
            axes = sharding.dims[d].axes
            closed = sharding.dims[d].is_closed
        _project_dim(axes, dim, factor_sizes, closed, mesh, factors)
    if sharding is None:
        return TensorFactorShardings(factors)
    return TensorFactorShardings(
        factors, sharding.replicated, sharding.unreduced, sharding.unreduced_kind
    )


def _add_axes(dim_axes: list[AxisRef], axes: Sequence[AxisRef], mesh: Mesh) -> int:
    """Append `axes`, merging only at the boundary; return the product of their sizes."""
    sizes = axis_sizes(mesh)
    total = 1
    for i, ref in enumerate(axes):
        total *= ref_size(ref, sizes)
        if i == 0:
            add_axis_or_merge(dim_axes, ref, mesh)
        else:
            dim_axes.append(ref)
    return total


def dim_axes_from_factors(
    dim: Sequence[int],
    factors: Mapping[int, FactorSharding],
    factor_sizes: Sequence[int],
    mesh: Mesh,
) -> tuple[tuple[AxisRef, ...], bool]:
    """(axes, is_closed) of one dim rebuilt from its factors (Shardy's createTensorShardingAttr).

    Stops after a factor with overflow axes (those are appended) or one that is not fully sharded.
    """
    axes: list[AxisRef] = []
    closed = False
    for factor in dim:
        fs = factors[factor]
        closed |= fs.is_closed
        sharded = _add_axes(axes, fs.axes, mesh)
        if fs.overflow_axes:
            _add_axes(axes, fs.overflow_axes, mesh)
            break
        if sharded < factor_sizes[factor]:
            break
    return tuple(axes), closed


def sharding_from_projection(
    tensor: TensorFactorShardings,
    mapping: TensorMapping,
    factor_sizes: Sequence[int],
    mesh: Mesh,
    mesh_name: str,
) -> TensorSharding:
    """The tensor sharding of projected factor shardings; a dim is open unless a factor is closed.

    Priorities are not kept (Shardy drops them too when it writes a propagated sharding).
    """
    dims = []
    for dim in mapping:
        axes, closed = dim_axes_from_factors(dim, tensor.factors, factor_sizes, mesh)
        dims.append(DimSharding(axes, not closed))
    return TensorSharding(
        mesh_name, tuple(dims), tensor.replicated, tensor.unreduced, None, tensor.unreduced_kind
    )


def sharding_from_factors(
    mapping: TensorMapping,
    factor_axes: Mapping[int, tuple[AxisRef, ...]] | Sequence[tuple[AxisRef, ...]],
    mesh: Mesh,
    mesh_name: str,
    is_open: bool = False,
    factor_sizes: Sequence[int] | None = None,
    replicated: tuple[AxisRef, ...] = (),
    unreduced: tuple[AxisRef, ...] = (),
) -> TensorSharding:
    """The sharding a tensor has when each of its factors is sharded by `factor_axes[factor]`.

    Concatenates factor axes per dim major to minor, merging adjacent mergeable sub-axes; with
    `factor_sizes` given, a dim stops after a factor that is not fully sharded (Shardy ignores
    later factors: they would need a strided view). Dims are closed unless `is_open`.
    Example: mesh a=4, `([i, j])` with i: ["a":(1)2], j: ["a":(2)2] -> `[{"a":(1)2}, {"a":(2)2}]`;
    `([ij])` with the same axes -> `[{"a"}]`.
    """
    dims = []
    for dim in mapping:
        axes: list[AxisRef] = []
        for factor in dim:
            refs = _factor_axes(factor_axes, factor)
            sharded = _add_axes(axes, refs, mesh)
            if factor_sizes is not None and sharded < factor_sizes[factor]:
                break
        dims.append(DimSharding(tuple(axes), is_open))
    return TensorSharding(mesh_name, tuple(dims), tuple(replicated), tuple(unreduced))


def _factor_axes(factor_axes, factor: int) -> tuple[AxisRef, ...]:
    if isinstance(factor_axes, Mapping):
        return tuple(factor_axes.get(factor, ()))
    return tuple(factor_axes[factor]) if factor < len(factor_axes) else ()


def common_axis_prefix(a: Sequence[AxisRef], b: Sequence[AxisRef]) -> tuple[AxisRef, ...]:
    """The longest run of refs both axis lists start with (`["x", "y"]`, `["x", "z"]` -> `["x"]`)."""
    n = 0
    while n < min(len(a), len(b)) and a[n] == b[n]:
        n += 1
    return tuple(a[:n])


def is_strict_prefix(first: Sequence[AxisRef], second: Sequence[AxisRef], mesh: Mesh) -> bool:
    """`first` is a strict prefix of `second` (the last axis may be a sub-axis prefix)."""
    return axis_list_prefix_status(first, second, mesh) == "strict"


def axis_list_prefix_status(first: Sequence[AxisRef], second: Sequence[AxisRef], mesh: Mesh) -> str:
    """ "equal", "strict" or "none": Shardy's `isAxisListPrefixOf`.

    Example on a=4: ["a":(1)2] vs ["a"] -> "strict"; ["a"] vs ["a", "b"] -> "strict".
    """
    if not first and not second:
        return "equal"
    if not first:
        return "strict"
    if len(first) > len(second):
        return "none"
    n = len(first)
    for i in range(n - 1):
        if first[i] != second[i]:
            return "none"
    if len(first) == len(second) and first[-1] == second[-1]:
        return "equal"
    a, b = first[n - 1], second[n - 1]
    if is_ref_prefix(a, b, mesh):
        return "strict"
    return "none"


def is_ref_prefix(a: AxisRef, b: AxisRef, mesh: Mesh) -> bool:
    """a is a prefix of b (same axis, same pre-size, b at least as large). Shardy's `prefixOf`."""
    if a.name != b.name:
        return False
    if a.pre_size() != b.pre_size():
        return False
    n = axis_sizes(mesh)[a.name]
    return a.next_pre_size(n) <= b.next_pre_size(n)
