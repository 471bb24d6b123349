"""Op properties the greedy driver needs (elementwise, constant-like) and the op-priority
directions of Shardy's `op_priority_propagation.cc` (SHARDY.md §4.5).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

from shardsat.model.rule import OpShardingRule
from shardsat.solver.propagation.basic import PropagationDirection

BOTH = PropagationDirection.BOTH
NONE = PropagationDirection.NONE
FORWARD = PropagationDirection.FORWARD
BACKWARD = PropagationDirection.BACKWARD

ELEMENTWISE_OPS: set[str] = {
    f"stablehlo.{n}"
    for n in (
        "abs add and atan2 cbrt ceil clamp count_leading_zeros compare complex convert cosine "
        "divide exponential exponential_minus_one floor imag is_finite log log_plus_one logistic "
        "maximum minimum multiply negate not or popcnt power real reduce_precision remainder "
        "round_nearest_afz round_nearest_even rsqrt select shift_left shift_right_arithmetic "
        "shift_right_logical sign sine sqrt subtract tan tanh xor"
    ).split()
} | {"sdy.sharding_constraint", "sdy.reshard"}
"""Ops with MLIR's Elementwise/BroadcastingElementwise trait (what Shardy's isElementwise sees)."""

CONSTANT_OPS = {"stablehlo.constant", "stablehlo.iota", "sdy.constant"}
CONSTANT_FOLDABLE_OPS = {"stablehlo.broadcast_in_dim", "stablehlo.reshape", "stablehlo.slice"}


def register_elementwise(name: str) -> None:
    """Declare a dialect's op elementwise (op priorities and aggressive sideways rule use it)."""
    ELEMENTWISE_OPS.add(name)


def union(a: PropagationDirection, b: PropagationDirection) -> PropagationDirection:
    return PropagationDirection(a.value | b.value)


def intersection(a: PropagationDirection, b: PropagationDirection) -> PropagationDirection:
    return PropagationDirection(a.value & b.value)


@dataclass(frozen=True)
class OpView:
    """What the schedule needs to know about one propagation node."""

    name: str
    rule: OpShardingRule | None
    is_edge: bool
    operands_single_use: bool
    custom_call_target: str | None = None


def is_elementwise(name: str) -> bool:
    """Shardy's isElementwise; other dialects declare it with ir.traits (Elementwise)."""
    if name in ELEMENTWISE_OPS:
        return True
    if name.startswith(("stablehlo.", "sdy.")):
        return False
    from shardsat.ir.traits import ELEMENTWISE, has_trait

    return has_trait(name, ELEMENTWISE)


def is_constant_like(name: str) -> bool:
    if name in CONSTANT_OPS:
        return True
    from shardsat.ir.traits import CONSTANT_LIKE, has_trait

    return not name.startswith("stablehlo.") and has_trait(name, CONSTANT_LIKE)


def is_constant_foldable(name: str) -> bool:
    """Shardy's splitter copies broadcast/reshape/slice (and elementwise) of constants; other
    dialects declare ConstantFoldable ops with ir.traits."""
    if name in CONSTANT_FOLDABLE_OPS or is_elementwise(name):
        return True
    from shardsat.ir.traits import CONSTANT_FOLDABLE, has_trait

    return not name.startswith("stablehlo.") and has_trait(name, CONSTANT_FOLDABLE)


def _pass_through_op(op: OpView, allow_multi_use: bool) -> PropagationDirection:
    uses = BOTH if allow_multi_use or op.operands_single_use else NONE
    if (
        op.is_edge
        or is_elementwise(op.name)
        or op.custom_call_target in ("MoveToDevice", "MoveToHost")
        or op.name in ("stablehlo.reshape", "stablehlo.transpose")
    ):
        return uses
    if op.name in ("stablehlo.dynamic_slice", "stablehlo.dynamic_update_slice"):
        return intersection(uses, FORWARD)
    return NONE


def _pass_through_factors_broadcast_backward(op: OpView, factor: int) -> PropagationDirection:
    if op.rule is not None and factor in (
        op.rule.reduction | op.rule.need_replication | op.rule.permutation
    ):
        return NONE
    return BACKWARD if op.name == "stablehlo.broadcast_in_dim" else BOTH


def _any_but_broadcast_forward(op: OpView, factor: int) -> PropagationDirection:
    return BACKWARD if op.name == "stablehlo.broadcast_in_dim" else BOTH


ScheduleRule = Callable[[OpView, int], PropagationDirection]

SHARDY_SCHEDULE: tuple[ScheduleRule, ...] = (
    lambda op, f: _pass_through_op(op, False),
    lambda op, f: _pass_through_op(op, True),
    _pass_through_factors_broadcast_backward,
    _any_but_broadcast_forward,
    lambda op, f: BOTH,
)


def user_schedule(op_order: Sequence[Sequence[str] | str]) -> tuple[ScheduleRule, ...]:
    """Schedule for a user op order: one round per group of op names, then Shardy's rounds 2-4."""
    groups = [{g} if isinstance(g, str) else set(g) for g in op_order]
    rounds: list[ScheduleRule] = [
        (lambda op, f, names=names: BOTH if op.name in names else NONE) for names in groups
    ]
    return tuple(rounds) + SHARDY_SCHEDULE[2:]


def round_direction(
    schedule: Sequence[ScheduleRule], round_index: int, op: OpView, factor: int
) -> PropagationDirection:
    """Union of the directions of rules 0..round_index (Shardy's cumulative schedule)."""
    direction = NONE
    for rule in schedule[: round_index + 1]:
        direction = union(direction, rule(op, factor))
        if direction is BOTH:
            break
    return direction
