"""Verifiers that need context: a mesh, a tensor shape, an op's types (SHARDY.md §1.4).

Context-free invariants live in the value constructors (`__post_init__`), so an invalid Mesh,
AxisRef, DimSharding, TensorSharding or OpShardingRule never exists. The functions here check the
rest, following Shardy's `ir/verifiers.cc` condition by condition, and raise `VerificationError`
with a one-line message naming the culprit (the messages keep Shardy's wording where it has one,
so a user who knows `sdy_opt` recognises them).

Checklist coverage: 1–5 (`verify_mesh`, constructors, `parse_mesh`), 6–7 (`resolve_mesh`),
8 (maximal mesh), 9 (`verify_token_sharding`), 10 (rank), 11 (constructors; re-checked here),
12–16 (`verify_tensor_sharding`), 17 (`check_divisibility=True`), 18 (`manual_axes`),
19 (`verify_sharding_per_value`), 20–25 (`verify_rule` + constructor), 26 (`parse_op_sharding_rule`).
"""

from __future__ import annotations

import math
from collections.abc import Collection, Mapping, Sequence

from shardsat.model.axis import AxisRef, can_coexist, can_merge, mesh_order_key
from shardsat.model.errors import VerificationError
from shardsat.model.mesh import Mesh
from shardsat.model.rule import OpShardingRule, check_rule_invariants
from shardsat.model.sharding import DimSharding, TensorSharding, TensorShardingPerValue

MeshLike = Mesh | Mapping[str, Mesh] | None
"""A mesh, a symbol table of meshes by name, or None when the sharding carries an inline mesh."""


def verify_mesh(mesh: Mesh) -> None:
    """Re-check a mesh's invariants (items 1–5); raises VerificationError naming the culprit.

    The Mesh constructor already enforces these, so this only fails for a mesh that was built
    around the constructor (e.g. unpickled from an older version); it is cheap and keeps the
    verifier API uniform.
    """
    Mesh(mesh.axes, mesh.device_ids, mesh.name)
    for axis in mesh.axes:
        if axis.size < 1:
            raise VerificationError(
                f'mesh {mesh}: axis "{axis.name}" size must be at least 1, got: {axis.size}'
            )


def resolve_mesh(sharding: TensorSharding, mesh: MeshLike) -> Mesh:
    """The mesh a sharding is bound to (items 6–7): its inline mesh, `mesh`, or `mesh[name]`."""
    if sharding.inline_mesh is not None:
        return sharding.inline_mesh
    if isinstance(mesh, Mesh):
        return mesh
    if mesh is not None and sharding.mesh_name in mesh:
        return mesh[sharding.mesh_name]
    raise VerificationError(f"sharding {sharding}: unknown mesh: @{sharding.mesh_name}")


def verify_axis_ref(ref: AxisRef, mesh: Mesh) -> None:
    """The ref names an axis of `mesh`, and a sub-axis fits in it (items 12 and 16).

    Example on `<["x"=4]>`: `"x":(2)2` is fine; `"x":(2)4` fails (next pre-size 8 does not divide
    4); `"x":(1)4` fails (use the full axis `"x"`).
    """
    if not mesh.has_axis(ref.name):
        raise VerificationError(f'unknown axis name: "{ref.name}" (mesh {mesh})')
    if ref.sub is None:
        return
    pre, size = ref.sub
    axis_size = mesh.axis_size(ref.name)
    if pre < 1:
        raise VerificationError(f"sub-axis pre-size must be at least 1: {ref}")
    if size <= 1:
        raise VerificationError(f"sub-axis sizes must be greater than 1: {ref}")
    if axis_size % (pre * size) != 0:
        raise VerificationError(
            f"sub-axis next pre-size {pre * size} doesn't divide the size of the full axis "
            f"{axis_size}: {ref}"
        )
    if size == axis_size:
        raise VerificationError(f"sub-axis size is equal to the full axis size: {ref}")


def verify_tensor_sharding(
    sharding: TensorSharding,
    mesh: MeshLike = None,
    shape: Sequence[int] | None = None,
    check_divisibility: bool = False,
    manual_axes: Collection[str] = (),
) -> None:
    """Check `sharding` against its mesh and, when given, the tensor shape (items 7–8, 10–18).

    `mesh` is the Mesh the sharding's `@name` refers to, or a {name: Mesh} symbol table; an inline
    mesh wins. `shape` None skips the rank and divisibility checks (an untyped sharding); a dim
    of size -1 (dynamic) skips divisibility. `manual_axes` are axes already manual in an
    enclosing manual_computation (item 18).
    Example: `<@m, [{"x"}, {"y"}]>` on `<["x"=2, "y"=4]>` with shape (4,) fails with
    "sharding doesn't match tensor rank: 2 != 1".
    Not checked: that the sharding's mesh name equals `mesh.name` (identical meshes under other
    names are interchangeable, SHARDY.md §1.1).
    """
    resolved = resolve_mesh(sharding, mesh)
    if resolved.is_maximal:
        _check_maximal(sharding)
        return
    if shape is not None and len(shape) != sharding.rank:
        raise VerificationError(
            f"sharding {sharding}: sharding doesn't match tensor rank: "
            f"{sharding.rank} != {len(shape)}"
        )
    for index, dim in enumerate(sharding.dims):
        _check_dim(sharding, index, dim, resolved)
    for label, refs in (("replicated", sharding.replicated), ("unreduced", sharding.unreduced)):
        _check_sorted(sharding, label, refs, resolved)
        _check_axis_list(sharding, label, refs, resolved)
    _check_sub_axes(sharding, resolved)
    _check_manual_axes(sharding, manual_axes)
    if check_divisibility and shape is not None:
        _check_divisibility(sharding, resolved, shape)


def _check_maximal(sharding: TensorSharding) -> None:
    """Item 8: a sharding on a maximal mesh only says "run on that device"."""
    if sharding.rank != 0 or sharding.replicated or sharding.unreduced:
        raise VerificationError(
            f"sharding {sharding}: a maximal sharding can only have a sharding with rank 0 and "
            "no replicated or unreduced axes"
        )


def _check_dim(sharding: TensorSharding, index: int, dim: DimSharding, mesh: Mesh) -> None:
    """Item 11 (priority) and the per-list checks of item 12–14 for one dim."""
    if dim.priority is not None and dim.priority < 0:
        raise VerificationError(f"sharding {sharding}: dim {index} has a negative priority")
    if dim.priority is not None and dim.is_closed and not dim.axes:
        raise VerificationError(
            f"sharding {sharding}: dim {index} is empty and closed but has a priority"
        )
    _check_axis_list(sharding, f"dim {index}", dim.axes, mesh)


def _check_axis_list(
    sharding: TensorSharding, where: str, refs: Sequence[AxisRef], mesh: Mesh
) -> None:
    """Items 12 and 14: known axis names; no two adjacent sub-axes that could merge."""
    for ref in refs:
        if not mesh.has_axis(ref.name):
            raise VerificationError(
                f'sharding {sharding}: {where}: unknown axis name: "{ref.name}"'
            )
    for prev, ref in zip(refs, refs[1:], strict=False):
        if can_merge(prev, ref):
            raise VerificationError(
                f"sharding {sharding}: {where}: two consecutive sub-axes can be merged: "
                f"{prev}, {ref}"
            )


def _check_sorted(
    sharding: TensorSharding, label: str, refs: Sequence[AxisRef], mesh: Mesh
) -> None:
    """Item 15: replicated / unreduced lists sorted by Shardy's mesh comparator."""
    known = [r for r in refs if mesh.has_axis(r.name)]
    if len(known) != len(refs):
        return  # unknown names are reported by _check_axis_list with a better message
    keys = [mesh_order_key(r, mesh.axis_index(r.name)) for r in refs]
    if keys != sorted(keys):
        raise VerificationError(
            f"sharding {sharding}: {label} axes are not ordered w.r.t. mesh {mesh}"
        )


def _check_sub_axes(sharding: TensorSharding, mesh: Mesh) -> None:
    """Item 16 across all lists: valid sub-axes, no full+sub of one axis, no overlap."""
    refs = sharding.all_axis_refs()
    by_name: dict[str, list[AxisRef]] = {}
    for ref in refs:
        if ref.sub is not None:
            by_name.setdefault(ref.name, []).append(ref)
    for name, subs in by_name.items():
        if AxisRef(name) in refs:
            raise VerificationError(
                f'sharding {sharding}: both sub-axis and full-axis are used for axis name: "{name}"'
            )
        for ref in subs:
            verify_axis_ref(ref, mesh)
        _check_no_overlap(sharding, sorted(subs, key=lambda r: r.sub), mesh.axis_size(name))


def _check_no_overlap(sharding: TensorSharding, subs: list[AxisRef], axis_size: int) -> None:
    """Sub-axes of one axis, sorted by (pre, size): disjoint, and in one refinement of the axis."""
    for prev, ref in zip(subs, subs[1:], strict=False):
        if prev.next_pre_size(axis_size) > ref.pre_size():
            raise VerificationError(f"sharding {sharding}: overlapping sub-axes: {prev}, {ref}")
    for i, a in enumerate(subs):
        for b in subs[i + 1 :]:
            if not can_coexist(a, b, axis_size):
                raise VerificationError(
                    f"sharding {sharding}: sub-axes cannot coexist in one split of the axis: "
                    f"{a}, {b}"
                )


def _check_manual_axes(sharding: TensorSharding, manual_axes: Collection[str]) -> None:
    """Item 18: inside a manual_computation, its manual axes are no longer available."""
    for ref in sharding.all_axis_refs():
        if ref.name in manual_axes:
            raise VerificationError(
                f'sharding {sharding}: operates on axis "{ref.name}" which is already bound by '
                "a parent sdy.manual_computation op"
            )


def _check_divisibility(sharding: TensorSharding, mesh: Mesh, shape: Sequence[int]) -> None:
    """Item 17 (optional): each static dim size is a multiple of its sharded size."""
    for index, (dim, size) in enumerate(zip(sharding.dims, shape, strict=True)):
        sharded = sharded_size(dim, mesh)
        if size >= 0 and size % sharded != 0:
            raise VerificationError(
                f"sharding {sharding}: dim {index} with size {size} is not divisible by its "
                f"sharded size {sharded}"
            )


def sharded_size(dim: DimSharding, mesh: Mesh) -> int:
    """Product of the sizes of the dim's axes (number of shards along the dim)."""
    return math.prod(ref.size(mesh.axis_size(ref.name)) for ref in dim.axes)


def verify_token_sharding(sharding: TensorSharding, mesh: MeshLike = None) -> None:
    """Item 9: a non-shaped value (token) carries only a rank-0 sharding without axes lists."""
    resolve_mesh(sharding, mesh)
    if sharding.rank != 0 or sharding.replicated or sharding.unreduced:
        raise VerificationError(
            f"sharding {sharding}: non-shaped tensors can only have a sharding with rank 0 and "
            "no replicated or unreduced axes"
        )


def verify_sharding_per_value(
    per_value: TensorShardingPerValue,
    mesh: MeshLike,
    shapes: Sequence[Sequence[int]],
    check_divisibility: bool = False,
) -> None:
    """Item 19: one sharding per result, each valid for its shape.

    Special case (Shardy): an op with no results may carry one maximal or fully replicated
    sharding, e.g. a side-effecting custom_call pinned to a device.
    """
    shardings = per_value.shardings
    if not shapes and len(shardings) == 1:
        only = shardings[0]
        if resolve_mesh(only, mesh).is_maximal or only.is_fully_replicated():
            verify_tensor_sharding(only, mesh, None)
            return
    if len(shardings) != len(shapes):
        raise VerificationError(
            f"{per_value}: shardings don't match number of values: {len(shardings)} shardings "
            f"vs {len(shapes)} values"
        )
    for index, (sharding, shape) in enumerate(zip(shardings, shapes, strict=True)):
        try:
            verify_tensor_sharding(sharding, mesh, shape, check_divisibility)
        except VerificationError as err:
            prefix = "" if len(shapes) == 1 else f"result {index}: "
            raise VerificationError(f"{prefix}{err.message}") from None


def verify_rule(
    rule: OpShardingRule,
    operand_shapes: Sequence[Sequence[int]],
    result_shapes: Sequence[Sequence[int]],
) -> None:
    """Check `rule` fits an op with these operand/result shapes (items 20–25).

    Counts must match and be non-zero for operands and for results (Shardy only defines rules on
    ops with at least one operand and one result), each mapping's rank equals its tensor's rank,
    and every shape is static (no negative dims).
    Not checked, like Shardy: that a dim size equals the product of its factor sizes (pad, slice
    and concatenate rules map different-sized dims to one factor).
    """
    check_rule_invariants(rule)
    _check_mappings(rule, rule.operands, operand_shapes, "operand")
    _check_mappings(rule, rule.results, result_shapes, "result")


def _check_mappings(
    rule: OpShardingRule,
    mappings: Sequence[tuple[tuple[int, ...], ...]],
    shapes: Sequence[Sequence[int]],
    kind: str,
) -> None:
    if len(shapes) != len(mappings):
        raise VerificationError(
            f"sharding rule {rule}: number of {kind}s and mappings must match: "
            f"{len(shapes)} != {len(mappings)}"
        )
    if not mappings:
        raise VerificationError(
            f"sharding rule {rule}: number of {kind}s mappings cannot be 0 (rules are defined "
            "on ops with at least one operand and result)"
        )
    for index, (mapping, shape) in enumerate(zip(mappings, shapes, strict=True)):
        where = f"{kind}" if len(shapes) == 1 else f"{kind} {index}"
        if any(d < 0 for d in shape):
            raise VerificationError(
                f"sharding rule {rule}: {where} - expected a ranked tensor with a static shape, "
                f"got {'x'.join(map(str, shape))}"
            )
        if len(mapping) != len(shape):
            raise VerificationError(
                f"sharding rule {rule}: {where} - mapping rank must match: "
                f"{len(mapping)} != {len(shape)}"
            )
