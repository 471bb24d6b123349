"""Shardy's optional export steps on the main function's argument and result shardings:
divisible prefixes and sub-axis removal (SHARDY.md §4.7).
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import replace

from shardsat.model.axis import AxisRef
from shardsat.model.mesh import Mesh
from shardsat.model.projection import axis_sizes, ref_size
from shardsat.model.sharding import TensorSharding


def divisible_prefix(axes: Sequence[AxisRef], dim_size: int, mesh: Mesh) -> tuple[AxisRef, ...]:
    """Longest prefix of `axes` whose sizes' product divides `dim_size` (last axis gcd-split)."""
    sizes = axis_sizes(mesh)
    out: list[AxisRef] = []
    remaining = dim_size
    for ref in axes:
        size = ref_size(ref, sizes)
        if remaining % size == 0:
            out.append(ref)
            remaining //= size
            continue
        g = math.gcd(remaining, size)
        if g > 1:
            out.append(AxisRef(ref.name, (ref.pre_size(), g)))
        break
    return tuple(out)


def export_sharding(
    sharding: TensorSharding,
    shape: Sequence[int],
    mesh: Mesh,
    divisible: bool,
    remove_sub_axes: bool,
) -> TensorSharding:
    """Apply the selected export steps to one argument/result sharding."""
    dims = list(sharding.dims)
    for k, d in enumerate(dims):
        axes = d.axes
        if divisible and k < len(shape):
            axes = divisible_prefix(axes, shape[k], mesh)
        if remove_sub_axes and d.is_open:
            cut = next((i for i, a in enumerate(axes) if a.sub is not None), len(axes))
            axes = axes[:cut]
        if axes != d.axes:
            dims[k] = replace(d, axes=tuple(axes), priority=d.priority if axes else None)
    return replace(sharding, dims=tuple(dims))
