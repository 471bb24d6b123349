"""Aggressive factor propagation: per-tensor conflict resolution, factors ordered by source size.

Same candidates as basic propagation (the compatible major axes of each factor), but each tensor
takes the candidate truncated by its *own* conflicts, so one closed or conflicting tensor no longer
blocks the others. Conflicts across factors are resolved by a factor order: larger source tensor
first (the tensor whose factor sharding the candidate came from; size = product of its factor
sizes), then — for elementwise ops — the larger candidate sharding, then the smaller source tensor
index, then the factor index. Results are updated first, then operands; for elementwise ops an
operand is extended no further than a result already is (no sideways propagation past a result
that stays e.g. replicated). SHARDY.md §4.4; Shardy's `aggressive_factor_propagation.cc`.
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
    DirectionFn,
    compatible_major_axes,
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


def propagate_aggressive(
    operands: Sequence[TensorFactorShardings],
    results: Sequence[TensorFactorShardings],
    factor_sizes: Sequence[int],
    direction: DirectionFn,
    mesh: Mesh,
    conservative: bool = False,
    is_elementwise: bool = False,
) -> tuple[list[bool], list[bool]]:
    """Propagate all factors, tensor by tensor; return which operands and results changed."""
    n_factors = len(factor_sizes)
    axes_per_factor = [
        compatible_major_axes(operands, results, f, direction(f), mesh) for f in range(n_factors)
    ]
    changed_operands = [False] * len(operands)
    changed_results = [False] * len(results)
    if not any(axes_per_factor):
        return changed_operands, changed_results
    order = _factor_order(
        list(operands) + list(results), factor_sizes, axes_per_factor, mesh, is_elementwise
    )
    for r, tensor in enumerate(results):
        for f in order:
            axes = propagated_factor_axes(
                f, tensor, axes_per_factor, factor_sizes, mesh, conservative
            )
            if axes:
                changed_results[r] |= expand_factor(tensor, f, axes, mesh)
    for o, tensor in enumerate(operands):
        for f in order:
            axes = propagated_factor_axes(
                f, tensor, axes_per_factor, factor_sizes, mesh, conservative
            )
            if not axes:
                continue
            if is_elementwise:
                axes = _cap_by_results(results, f, axes, mesh)
            changed_operands[o] |= expand_factor(tensor, f, axes, mesh)
    return changed_operands, changed_results


def _cap_by_results(
    results: Sequence[TensorFactorShardings], factor: int, axes: list[AxisRef], mesh: Mesh
) -> list[AxisRef]:
    """For elementwise ops: an operand grows no further than a result that is a strict prefix."""
    for result in results:
        fs = result.factors.get(factor)
        if fs is not None and is_strict_prefix(fs.axes, axes, mesh):
            axes = list(fs.axes)
    return axes
