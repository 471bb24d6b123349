"""`sdy.manual_computation` (JAX shard_map) across its boundary: block-argument edges in the
global view, result edges in the local view (SHARDY.md §4.7; `ManualComputationOp` in `ops.cc`).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace

from shardsat.model.axis import mesh_order_key
from shardsat.model.mesh import Mesh
from shardsat.model.sharding import DimSharding, TensorSharding


def cleanup_manual_axes(
    sharding: TensorSharding, manual: Sequence[str], mesh: Mesh | None
) -> TensorSharding:
    """Manual axes not used in any dim join the replicated axes (sorted in mesh order)."""
    used = {a.name for d in sharding.dims for a in d.axes}
    used |= {a.name for a in sharding.replicated + sharding.unreduced}
    missing = [m for m in manual if m not in used]
    if not missing:
        return sharding
    from shardsat.model.axis import AxisRef

    replicated = list(sharding.replicated) + [AxisRef(m) for m in missing]
    if mesh is not None:
        order = {a.name: i for i, a in enumerate(mesh.axes)}
        replicated.sort(key=lambda r: mesh_order_key(r, order.get(r.name, len(order))))
    return replace(sharding, replicated=tuple(replicated))


def erase_manual_axes(sharding: TensorSharding, manual: Sequence[str]) -> TensorSharding:
    """The local (body) view: manual axes removed from dims, replicated and unreduced axes."""
    names = set(manual)
    dims = tuple(
        replace(d, axes=tuple(a for a in d.axes if a.name not in names)) for d in sharding.dims
    )
    dims = tuple(replace(d, priority=None) if not d.axes and not d.is_open else d for d in dims)
    return replace(
        sharding,
        dims=dims,
        replicated=tuple(a for a in sharding.replicated if a.name not in names),
        unreduced=tuple(a for a in sharding.unreduced if a.name not in names),
    )


def add_free_axes(
    outer: TensorSharding, new: TensorSharding, manual: Sequence[str]
) -> TensorSharding:
    """The global view: per dim, the outer sharding's manual axes then `new`'s axes; open/closed
    and priority from `new`, replicated/unreduced from `outer`."""
    names = set(manual)
    dims = []
    for outer_dim, new_dim in zip(outer.dims, new.dims, strict=False):
        kept = tuple(a for a in outer_dim.axes if a.name in names)
        dims.append(DimSharding(kept + new_dim.axes, new_dim.is_open, new_dim.priority))
    return replace(new, dims=tuple(dims), replicated=outer.replicated, unreduced=outer.unreduced)
