"""Aggressive factor propagation, Shardy's `aggressive_factor_propagation.cc` (SHARDY.md §4.4):
the basic candidates, but each tensor resolves its own conflicts, factors ordered by source size.
"""

from __future__ import annotations

from collections.abc import Sequence

from shardsat.model.axis import AxisRef
from shardsat.model.mesh import Mesh
from shardsat.model.projection import (
    TensorFactorShardings,
    axes_size,
    axis_list_prefix_status,
    axis_sizes,
    is_strict_prefix,
)
from shardsat.solver.propagation.basic import (
    OpFactors,
    expand_factor,
    no_conflicts_across_factors,
    no_conflicts_within_factor,
    truncate_axes,
)


def factor_source_tensors(
    tensors: Sequence[TensorFactorShardings],
    factor_sizes: Sequence[int],
    axes_per_factor: Sequence[list[AxisRef]],
    mesh: Mesh,
) -> list[tuple[int, int]]:
    """Per factor, (size, index) of the largest tensor whose factor axes are a prefix of the
    candidate; (-1, -1) when the candidate is empty."""
    sources = [(-1, -1)] * len(factor_sizes)
    for t, tensor in enumerate(tensors):
        size = 1
        for f in tensor.factors:
            size *= factor_sizes[f]
        for f, fs in tensor.factors.items():
            axes = axes_per_factor[f]
            if not axes or axis_list_prefix_status(axes, fs.axes, mesh) == "none":
                continue
            if size > sources[f][0]:
                sources[f] = (size, t)
    return sources


def propagated_factor_axes(
    factor: int,
    tensor: TensorFactorShardings,
    axes_per_factor: Sequence[list[AxisRef]],
    factor_sizes: Sequence[int],
    mesh: Mesh,
    conservative: bool,
) -> list[AxisRef]:
    """The axes this tensor's factor should grow to: the candidate truncated by the tensor's
    within-factor conflicts, then by its (current) other factors; [] when it cannot grow."""
    fs = tensor.factors.get(factor)
    if fs is None:
        return []
    blocked = tensor.replicated + tensor.unreduced
    size = factor_sizes[factor]
    axes = truncate_axes(
        list(axes_per_factor[factor]),
        lambda ref, prev: no_conflicts_within_factor(ref, blocked, fs, prev, size, mesh),
        mesh,
        conservative,
    )
    if not is_strict_prefix(fs.axes, axes, mesh):
        return []
    sizes = axis_sizes(mesh)
    return truncate_axes(
        axes,
        lambda ref, prev: no_conflicts_across_factors(ref, tensor.factors, factor, sizes),
        mesh,
        conservative,
    )


def _factor_order(
    tensors: Sequence[TensorFactorShardings],
    factor_sizes: Sequence[int],
    axes_per_factor: Sequence[list[AxisRef]],
    mesh: Mesh,
    is_elementwise: bool,
) -> list[int]:
    sources = factor_source_tensors(tensors, factor_sizes, axes_per_factor, mesh)

    def key(f: int) -> tuple[int, int, int, int]:
        sharded = axes_size(axes_per_factor[f], mesh) if is_elementwise else 0
        return (-sources[f][0], -sharded, sources[f][1], f)

    return sorted(range(len(factor_sizes)), key=key)


def propagate_aggressive(op: OpFactors) -> tuple[list[bool], list[bool]]:
    """Propagate all factors, tensor by tensor; return which operands and results changed."""
    axes_per_factor = op.candidates()
    if not any(axes_per_factor):
        return [False] * len(op.operands), [False] * len(op.results)
    order = _factor_order(op.tensors, op.factor_sizes, axes_per_factor, op.mesh, op.is_elementwise)
    cap = op.results if op.is_elementwise else ()
    changed_results = [_grow(op, t, order, axes_per_factor, ()) for t in op.results]
    changed_operands = [_grow(op, t, order, axes_per_factor, cap) for t in op.operands]
    return changed_operands, changed_results


def _grow(
    op: OpFactors,
    tensor: TensorFactorShardings,
    order: Sequence[int],
    axes_per_factor: Sequence[list[AxisRef]],
    cap: Sequence[TensorFactorShardings],
) -> bool:
    """Grow one tensor's factors in `order`, each no further than the `cap` tensors; changed?"""
    changed = False
    for f in order:
        axes = propagated_factor_axes(
            f, tensor, axes_per_factor, op.factor_sizes, op.mesh, op.conservative
        )
        if not axes:
            continue
        axes = _cap_by_results(cap, f, axes, op.mesh)
        changed |= expand_factor(tensor, f, axes, op.mesh)
    return changed


def _cap_by_results(
    results: Sequence[TensorFactorShardings], factor: int, axes: list[AxisRef], mesh: Mesh
) -> list[AxisRef]:
    """For elementwise ops: an operand grows no further than a result that is a strict prefix."""
    for result in results:
        fs = result.factors.get(factor)
        if fs is not None and is_strict_prefix(fs.axes, axes, mesh):
            axes = list(fs.axes)
    return axes
