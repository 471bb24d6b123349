"""Op traits a dialect declares for constant splitting, and the op priority order.

SPEC.md §2: a dialect says which of its ops are constants (`ConstantLike`, e.g. iota),
`Elementwise` (add, multiply) and `ConstantFoldable` (broadcast, slice, reshape, convert): an op
of the last two kinds whose operands are all constant is itself a constant sub-computation, which
`split_constants` copies per use. StableHLO's traits are declared here; other dialects call
`declare_traits("mydialect.op", ELEMENTWISE)`.

Op priorities (SPEC.md §2, GSPMD): the order in which propagation should visit op kinds.
`op_priority(name)` gives the level of an op under the default or a user-given order.
"""

from __future__ import annotations

from collections.abc import Sequence

from shardsat.ir.rules_elementwise import ELEMENTWISE_OPS

CONSTANT_LIKE = "ConstantLike"
ELEMENTWISE = "Elementwise"
CONSTANT_FOLDABLE = "ConstantFoldable"

_traits: dict[str, set[str]] = {}


def declare_traits(op_name: str, *traits: str) -> None:
    """Add traits to an op name (any dialect)."""
    for t in traits:
        if t not in (CONSTANT_LIKE, ELEMENTWISE, CONSTANT_FOLDABLE):
            from shardsat.model.errors import VerificationError

            raise VerificationError(f'declare_traits: unknown trait "{t}" for {op_name}')
    _traits.setdefault(op_name, set()).update(traits)


def has_trait(op_name: str, trait: str) -> bool:
    return trait in _traits.get(op_name, ())


for _name in ("stablehlo.constant", "stablehlo.iota", "sdy.constant"):
    declare_traits(_name, CONSTANT_LIKE)
for _name in ELEMENTWISE_OPS:
    if _name.startswith("stablehlo.") and _name not in (
        "stablehlo.all_reduce", "stablehlo.collective_broadcast", "stablehlo.collective_permute",
        "stablehlo.cross-replica-sum",
    ):  # fmt: skip
        declare_traits(_name, ELEMENTWISE)
for _name in ("stablehlo.select", "stablehlo.clamp"):
    declare_traits(_name, ELEMENTWISE)
for _name in (
    "stablehlo.broadcast_in_dim", "stablehlo.reshape", "stablehlo.slice", "stablehlo.transpose",
    "stablehlo.convert", "stablehlo.concatenate", "stablehlo.pad", "stablehlo.reverse",
):  # fmt: skip
    declare_traits(_name, CONSTANT_FOLDABLE)

PASS_THROUGH_OPS = frozenset(ELEMENTWISE_OPS) | {
    "stablehlo.select", "stablehlo.clamp", "stablehlo.reshape", "stablehlo.transpose",
    "sdy.reshard", "sdy.propagation_barrier", "stablehlo.optimization_barrier",
    "stablehlo.while", "stablehlo.case", "stablehlo.if", "func.call", "sdy.named_computation",
    "sdy.manual_computation",
}  # fmt: skip

DEFAULT_OP_PRIORITIES: tuple[frozenset[str] | str, ...] = (
    PASS_THROUGH_OPS,
    frozenset({"stablehlo.dynamic_slice", "stablehlo.dynamic_update_slice"}),
    frozenset({"stablehlo.broadcast_in_dim"}),
    frozenset({"stablehlo.dot_general", "stablehlo.dot", "stablehlo.convolution"}),
    "*",
)
"""GSPMD/Shardy-like: pass-through (elementwise, reshape, transpose, data-flow) ops first, then
dynamic slices, broadcasts, contractions, everything else (SHARDY.md §4.5)."""


def op_priority(
    op_name: str, priorities: Sequence[frozenset[str] | set[str] | str] | None = None
) -> int:
    """The level (0 = first) of `op_name`; an entry is a set of names, one name, or "*" (rest)."""
    levels = DEFAULT_OP_PRIORITIES if priorities is None else priorities
    wildcard = len(levels)
    for level, entry in enumerate(levels):
        if entry == "*":
            wildcard = level
        elif op_name == entry or (not isinstance(entry, str) and op_name in entry):
            return level
    return wildcard
