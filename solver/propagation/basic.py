"""Basic factor propagation, Shardy's `basic_factor_propagation.cc` (SHARDY.md §4.3): each factor
independently takes the compatible major axes of its tensors, cut at the first conflict.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from enum import Enum

from shardsat.model.axis import AxisRef, can_coexist, contains, overlaps, prefix_without_overlap
from shardsat.model.mesh import Mesh
from shardsat.model.projection import (
    FactorSharding,
    TensorFactorShardings,
    axis_sizes,
    is_ref_prefix,
    is_strict_prefix,
    ref_size,
)


class PropagationDirection(Enum):
    """Which tensors may extend a factor's candidate axes (Shardy's PropagationDirection)."""

    NONE = 0
    FORWARD = 1
    BACKWARD = 2
    BOTH = 3


DirectionFn = Callable[[int], PropagationDirection]
"""Direction to propagate along a factor (blocked factors get NONE)."""

RemoveConflicts = Callable[[AxisRef, int], AxisRef | None]


@dataclass(frozen=True, slots=True)
class OpFactors:
    """One op's projected tensors and the directions its factors may move: a strategy's input.

    Strategies update the tensors' factor dicts in place and return which operands and results
    changed.
    """

    operands: Sequence[TensorFactorShardings]
    results: Sequence[TensorFactorShardings]
    factor_sizes: Sequence[int]
    direction: DirectionFn
    mesh: Mesh
    conservative: bool = False
    """Refuse sub-axes (Shardy's conservative propagation)."""
    is_elementwise: bool = False
    """Only the aggressive strategy's tie-breaks and result cap look at it."""

    @property
    def tensors(self) -> list[TensorFactorShardings]:
        return list(self.operands) + list(self.results)

    def candidates(self) -> list[list[AxisRef]]:
        """Per factor, the compatible major axes of the tensors containing it."""
        return [
            compatible_major_axes(self.operands, self.results, f, self.direction(f), self.mesh)
            for f in range(len(self.factor_sizes))
        ]


def prefix_without_overlap_all(
    ref: AxisRef | None, others: Sequence[AxisRef], sizes: dict[str, int]
) -> AxisRef | None:
    """Largest prefix of `ref` overlapping none of `others` (None when nothing is left, or when
    `ref` cannot coexist with one of them in a tensor: "a":(1)2 and "a":(3)2 on a=6)."""
    for other in others:
        if ref is None:
            return None
        if other.name != ref.name:
            continue
        n = sizes[ref.name]
        if not can_coexist(ref, other, n):
            return None
        if overlaps(ref, other, n):
            ref = prefix_without_overlap(ref, other, n)
    return ref


def no_conflicts_across_factors(
    ref: AxisRef, factors: dict[int, FactorSharding], factor: int, sizes: dict[str, int]
) -> AxisRef | None:
    """Prefix of `ref` not overlapping the axes or overflow axes of the tensor's other factors."""
    result: AxisRef | None = ref
    for other, fs in factors.items():
        if other == factor:
            continue
        result = prefix_without_overlap_all(result, fs.overflow_axes, sizes)
        result = prefix_without_overlap_all(result, fs.axes, sizes)
        if result is None:
            return None
    return result


def no_conflicts_within_factor(
    ref: AxisRef,
    blocked_axes: Sequence[AxisRef],
    fs: FactorSharding,
    prev_sharded_size: int,
    factor_size: int,
    mesh: Mesh,
) -> AxisRef | None:
    """Prefix of `ref` this tensor's factor can take (Shardy's compatiblePrefixNoConflictsWithinFactor).

    `blocked_axes` are the tensor's replicated and unreduced axes. An axis not yet in the factor
    can be added only if the factor is open, has no overflow axes, and is minor-most or the axis
    (or its gcd-sized major piece) still divides what the factor has left; otherwise only the
    factor's own last axis survives when it is a prefix of `ref`.
    Example: factor of size 4 already sharded by b=2, candidate axis a=4 -> "a":(1)2.
    """
    sizes = axis_sizes(mesh)
    result = prefix_without_overlap_all(ref, blocked_axes, sizes)
    if result is None:
        return None
    n = sizes[result.name]
    if any(contains(axis, result, n) for axis in fs.axes):
        return result
    if not fs.is_closed and not fs.overflow_axes:
        if fs.is_minor_most:
            return result
        if factor_size % prev_sharded_size == 0:
            axis_size = ref_size(result, sizes)
            gcd = math.gcd(factor_size // prev_sharded_size, axis_size)
            if gcd == axis_size:
                return result
            if gcd != 1:
                return AxisRef(result.name, (result.pre_size(), gcd))
    if fs.axes and is_ref_prefix(fs.axes[-1], result, mesh):
        return fs.axes[-1]
    return None


def truncate_axes(
    axes: list[AxisRef], remove_conflicts: RemoveConflicts, mesh: Mesh, conservative: bool = False
) -> list[AxisRef]:
    """Cut `axes` at the first axis that `remove_conflicts` shortens or drops (keep the shortened one)."""
    sizes = axis_sizes(mesh)
    prev = 1
    for i, axis in enumerate(axes):
        new = remove_conflicts(axis, prev)
        if new is None or (conservative and new.sub is not None):
            return axes[:i]
        if new != axis:
            return axes[:i] + [new]
        prev *= ref_size(new, sizes)
    return axes


def compatible_major_axes_internal(
    old: Sequence[AxisRef], new: Sequence[AxisRef], can_expand: bool, mesh: Mesh
) -> tuple[list[AxisRef], bool]:
    """Fold one tensor's axes `new` into the running candidate `old`.

    Examples (can_expand): ["a"] + ["a", "b"] -> ["a", "b"], True; ["a", "b"] + ["a", "c"] ->
    ["a"], False; ["a":(1)2] + ["a":(1)4] -> ["a":(1)4], True. Without can_expand the result is
    at most `old`. Shardy's getCompatibleMajorAxesInternal.
    """
    result: list[AxisRef] = []
    i = 0
    while i < len(old) and i < len(new):
        o, w = old[i], new[i]
        i += 1
        if o.name != w.name:
            return result, False
        if o.sub == w.sub:
            result.append(w)
            continue
        if is_ref_prefix(w, o, mesh):
            if i < len(new):
                result.append(w)
                return result, False
            result.append(o)
        elif is_ref_prefix(o, w, mesh):
            if not can_expand or i < len(old):
                result.append(o)
                return result, False
            result.append(w)
        else:
            return result, False
    result.extend(old[i:])
    if can_expand:
        result.extend(new[i:])
    return result, can_expand


def compatible_major_axes(
    operands: Sequence[TensorFactorShardings],
    results: Sequence[TensorFactorShardings],
    factor: int,
    direction: PropagationDirection,
    mesh: Mesh,
) -> list[AxisRef]:
    """Longest axis prefix the tensors containing `factor` agree on, ignoring conflicts.

    FORWARD: only operands may extend the candidate, results only cut it; BACKWARD the reverse;
    NONE: nothing. Example: ["a"], [], ["a", "b", "c"], ["a", "b", "d"] -> ["a", "b"].
    """
    if direction is PropagationDirection.NONE:
        return []
    first, second = (
        (results, operands)
        if direction is PropagationDirection.BACKWARD
        else (
            operands,
            results,
        )
    )
    axes: list[AxisRef] = []
    can_expand = True
    for tensor in first:
        fs = tensor.factors.get(factor)
        if fs is not None:
            axes, can_expand = compatible_major_axes_internal(axes, fs.axes, can_expand, mesh)
    if direction is not PropagationDirection.BOTH:
        can_expand = False
    for tensor in second:
        fs = tensor.factors.get(factor)
        if fs is not None:
            axes, can_expand = compatible_major_axes_internal(axes, fs.axes, can_expand, mesh)
    return axes


def expand_factor(
    tensor: TensorFactorShardings, factor: int, new_axes: Sequence[AxisRef], mesh: Mesh
) -> bool:
    """Extend the tensor's factor to `new_axes` if its axes are a strict prefix of them."""
    fs = tensor.factors.get(factor)
    if fs is None or not is_strict_prefix(fs.axes, new_axes, mesh):
        return False
    tensor.factors[factor] = FactorSharding(
        tuple(new_axes), fs.is_closed, fs.is_minor_most, fs.overflow_axes
    )
    return True


def _compatible_prefix(
    ref: AxisRef,
    tensors: Sequence[TensorFactorShardings],
    factor: int,
    prev: int,
    factor_size: int,
    mesh: Mesh,
) -> AxisRef | None:
    """Prefix of `ref` that no tensor objects to (across factors everywhere, within the factor
    where the tensor contains it)."""
    sizes = axis_sizes(mesh)
    result: AxisRef | None = ref
    for tensor in tensors:
        assert result is not None
        result = no_conflicts_across_factors(result, tensor.factors, factor, sizes)
        if result is None:
            return None
        fs = tensor.factors.get(factor)
        if fs is not None:
            result = no_conflicts_within_factor(
                result, tensor.replicated + tensor.unreduced, fs, prev, factor_size, mesh
            )
            if result is None:
                return None
    return result


def propagate_basic(op: OpFactors) -> tuple[list[bool], list[bool]]:
    """Propagate every factor separately; return which operands and results changed."""
    tensors = op.tensors
    changed = [False] * len(tensors)
    for factor, (size, axes) in enumerate(zip(op.factor_sizes, op.candidates(), strict=True)):
        if not axes:
            continue
        axes = truncate_axes(
            axes,
            lambda ref, prev, f=factor, s=size: _compatible_prefix(
                ref, tensors, f, prev, s, op.mesh
            ),
            op.mesh,
            op.conservative,
        )
        for t, tensor in enumerate(tensors):
            changed[t] |= expand_factor(tensor, factor, axes, op.mesh)
    return changed[: len(op.operands)], changed[len(op.operands) :]
