"""The factor assignment an op executes under when its propagated shardings disagree, as Shardy's
`insert-explicit-reshards` picks it (SHARDY.md §6.1), so the cost model prices the greedy plan.
"""

from __future__ import annotations

import math
from collections.abc import Sequence

from shardsat.model.axis import AxisRef, overlaps
from shardsat.model.mesh import Mesh
from shardsat.model.projection import (
    TensorFactorShardings,
    axes_size,
    axis_sizes,
    project_tensor,
)
from shardsat.model.rule import FactorKind, OpShardingRule
from shardsat.model.sharding import TensorSharding
from shardsat.solver.propagation.basic import prefix_without_overlap_all

FactorAxes = tuple[tuple[AxisRef, ...], ...]
_KIND_PRECEDENCE = {
    FactorKind.PASS_THROUGH: 3,
    FactorKind.REDUCTION: 2,
    FactorKind.PERMUTATION: 1,
    FactorKind.NEED_REPLICATION: 0,
}


def explicit_reshard_assignment(
    op: object,
    rule: OpShardingRule,
    operand_shardings: Sequence[TensorSharding | None],
    result_shardings: Sequence[TensorSharding | None],
    mesh: Mesh,
) -> FactorAxes:
    """Per factor of `rule`, the axes the op runs with (see module docstring).

    Example: dot ([i, k], [k, j])->([i, j]) on x=4, y=2 with lhs [{x}, {y}], rhs [{y}, {}],
    result [{x}, {}] -> i: (x,), j: (), k: (y,) (compatible: kept, k becomes an all-reduce).
    `op` is unused (kept for the contract: callers pass the ir Op).
    """
    del op
    sizes = rule.factor_sizes
    tensors = [
        project_tensor(s, m, sizes, mesh, closed_if_missing=True)
        for s, m in zip(
            list(operand_shardings) + list(result_shardings), rule.operands + rule.results,
            strict=True,
        )
    ]  # fmt: skip
    common = _compatible_axes(rule, tensors, mesh)
    if common is not None:
        return common
    unary = _unary_axes(rule, tensors, mesh)
    if unary is not None:
        return unary
    return _move_need_replication(rule, _greedy_axes(rule, tensors, mesh), mesh)


def _compatible_axes(
    rule: OpShardingRule, tensors: list[TensorFactorShardings], mesh: Mesh
) -> FactorAxes | None:
    axes: list[tuple[AxisRef, ...] | None] = [None] * rule.num_factors
    for t in tensors:
        for f, fs in t.factors.items():
            if fs.overflow_axes:
                return None
            if axes[f] is None:
                axes[f] = fs.axes
            elif axes[f] != fs.axes:
                return None
    if any(a for f, a in enumerate(axes) if a and f in rule.need_replication):
        return None
    if not _disjoint([a or () for a in axes], axis_sizes(mesh)):
        return None
    return tuple(a or () for a in axes)


def _disjoint(per_factor: Sequence[Sequence[AxisRef]], sizes: dict[str, int]) -> bool:
    seen: list[AxisRef] = []
    for axes in per_factor:
        for a in axes:
            if any(a.name == b.name and overlaps(a, b, sizes[a.name]) for b in seen):
                return False
            seen.append(a)
    return True


def _tensor_size(rule: OpShardingRule, t: TensorFactorShardings) -> int:
    return math.prod(rule.factor_sizes[f] for f in t.factors)


def _unary_axes(
    rule: OpShardingRule, tensors: list[TensorFactorShardings], mesh: Mesh
) -> FactorAxes | None:
    mappings = rule.operands + rule.results
    non_scalar = [k for k, m in enumerate(mappings) if len(m) > 0]
    if len(non_scalar) != 2 or rule.need_replication:
        return None
    if any(len(dim) > 1 for m in mappings for dim in m):
        return None

    def preference(k: int) -> tuple[int, int, int]:
        t = tensors[k]
        permuted = any(fs.axes for f, fs in t.factors.items() if f in rule.permutation)
        return (0 if permuted else 1, _tensor_size(rule, t), t.sharding_size(mesh))

    best = max(non_scalar, key=lambda k: (preference(k), -k))
    out = [()] * rule.num_factors
    for f, fs in tensors[best].factors.items():
        out[f] = fs.axes
    return tuple(out)


def _greedy_axes(
    rule: OpShardingRule, tensors: list[TensorFactorShardings], mesh: Mesh
) -> list[tuple[AxisRef, ...]]:
    """Step c: pick (factor, axes) candidates by score until none is valid."""
    candidates: list[tuple[int, tuple[AxisRef, ...]]] = []
    for t in tensors:
        for f, fs in t.factors.items():
            if fs.axes and (f, fs.axes) not in candidates:
                candidates.append((f, fs.axes))
    chosen: list[tuple[AxisRef, ...]] = [()] * rule.num_factors
    done: set[int] = set()
    while candidates:
        scored = [
            (_score(rule, tensors, f, axes, mesh), -i, f, axes)
            for i, (f, axes) in enumerate(candidates)
            if f not in done and _valid(rule, chosen, f, axes, mesh)
        ]
        if not scored:
            break
        _, _, f, axes = max(scored)
        chosen[f] = axes
        done.add(f)
        candidates = _trim(candidates, axes, done, mesh)
    return chosen


def _score(rule, tensors, factor, axes, mesh) -> tuple[int, int, int]:
    support = sum(
        _tensor_size(rule, t)
        for t in tensors
        if factor in t.factors and tuple(t.factors[factor].axes[: len(axes)]) == axes
    )
    return (support, _KIND_PRECEDENCE[rule.kind(factor)], axes_size(axes, mesh))


def _valid(rule: OpShardingRule, chosen, factor: int, axes, mesh: Mesh) -> bool:
    used = [a for c in chosen for a in c]
    sizes = axis_sizes(mesh)
    if any(overlaps(a, b, sizes[a.name]) for a in axes for b in used if a.name == b.name):
        return False
    for mapping in rule.operands + rule.results:
        for dim in mapping:
            if factor not in dim:
                continue
            k = dim.index(factor)
            for prev in dim[:k]:
                if axes_size(chosen[prev], mesh) != rule.factor_sizes[prev]:
                    return False
            if k < len(dim) - 1 and rule.factor_sizes[factor] % axes_size(axes, mesh) != 0:
                return False
    return True


def _trim(candidates, axes, done, mesh) -> list[tuple[int, tuple[AxisRef, ...]]]:
    """Drop candidates of assigned factors; cut the others before their first overlapping axis."""
    sizes = axis_sizes(mesh)
    out = []
    for f, cand in candidates:
        if f in done:
            continue
        kept: list[AxisRef] = []
        for a in cand:
            piece = prefix_without_overlap_all(a, axes, sizes)
            if piece is None:
                break
            kept.append(piece)
            if piece != a:
                break
        if kept and (f, tuple(kept)) not in out:
            out.append((f, tuple(kept)))
    return out


def _move_need_replication(rule: OpShardingRule, chosen: list, mesh: Mesh) -> FactorAxes:
    """Step d: need-replication axes go to a batching factor they divide, else are dropped."""
    tensors = [m for m in rule.operands + rule.results if m]
    batching = [
        f
        for f in range(rule.num_factors)
        if rule.kind(f) is FactorKind.PASS_THROUGH
        and all(any(f in dim for dim in m) for m in tensors)
    ]
    for f in sorted(rule.need_replication):
        axes = chosen[f]
        chosen[f] = ()
        for b in batching:
            new = tuple(chosen[b]) + tuple(axes)
            if axes and rule.factor_sizes[b] % axes_size(new, mesh) == 0:
                chosen[b] = new
                break
    return tuple(tuple(a) for a in chosen)
