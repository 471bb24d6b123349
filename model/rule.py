"""Op sharding rules (SHARDY.md §2): how an op's tensor dims correspond, expressed as factors."""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum

from shardsat.model.errors import VerificationError

TensorMapping = tuple[tuple[int, ...], ...]
"""One tensor's dims, each a major-to-minor tuple of factor indices (several = compound factor)."""


class FactorKind(Enum):
    """What sharding a factor costs. Blocked propagation is orthogonal (a separate flag)."""

    PASS_THROUGH = "pass_through"
    REDUCTION = "reduction"
    NEED_REPLICATION = "need_replication"
    PERMUTATION = "permutation"


def factor_symbol(index: int) -> str:
    """i..z for 0..17, then z_1, z_2, ... (Shardy's printer)."""
    if index < 18:
        return chr(ord("i") + index)
    return f"z_{index - 17}"


@dataclass(frozen=True, slots=True)
class OpShardingRule:
    """Factors of an op with sizes, each operand/result dim as a list of factors, factor kinds.

    Text: `([i, k], [k, j])->([i, j]) {i=8, j=16, k=4} reduction={k}`; `#sdy.op_sharding_rule<...>`.
    Invariants (context-free part of SHARDY.md §1.4 items 20–26): at least one mapping; factor
    indices in range; no factor twice in one tensor; a dim with several factors has none of size 1;
    every factor used; kind sets disjoint; reduction factors absent from results.
    """

    factor_sizes: tuple[int, ...]
    operands: tuple[TensorMapping, ...]
    results: tuple[TensorMapping, ...]
    reduction: frozenset[int] = frozenset()
    need_replication: frozenset[int] = frozenset()
    permutation: frozenset[int] = frozenset()
    blocked_propagation: frozenset[int] = frozenset()
    is_custom: bool = False

    def __post_init__(self) -> None:
        # Accept any iterable for the kind sets and nested lists for mappings; store the one
        # hashable representation (tuples / frozensets) so equal rules compare and hash equal.
        object.__setattr__(self, "factor_sizes", tuple(self.factor_sizes))
        object.__setattr__(self, "operands", _as_mappings(self.operands))
        object.__setattr__(self, "results", _as_mappings(self.results))
        for label in ("reduction", "need_replication", "permutation", "blocked_propagation"):
            object.__setattr__(self, label, frozenset(getattr(self, label)))
        check_rule_invariants(self)

    @property
    def num_factors(self) -> int:
        return len(self.factor_sizes)

    def kind(self, factor: int) -> FactorKind:
        if factor in self.reduction:
            return FactorKind.REDUCTION
        if factor in self.need_replication:
            return FactorKind.NEED_REPLICATION
        if factor in self.permutation:
            return FactorKind.PERMUTATION
        return FactorKind.PASS_THROUGH

    def tensors(self) -> tuple[TensorMapping, ...]:
        """Operands then results (Shardy's tensor index order)."""
        return self.operands + self.results

    def factors_of(self, tensor: TensorMapping) -> tuple[int, ...]:
        return tuple(f for dim in tensor for f in dim)

    def tensors_with_factor(self, factor: int) -> tuple[int, ...]:
        return tuple(i for i, t in enumerate(self.tensors()) if factor in self.factors_of(t))

    def __str__(self) -> str:
        def tensor_text(t: TensorMapping) -> str:
            return "[" + ", ".join("".join(factor_symbol(f) for f in dim) for dim in t) + "]"

        ops = ", ".join(tensor_text(t) for t in self.operands)
        res = ", ".join(tensor_text(t) for t in self.results)
        sizes = ", ".join(f"{factor_symbol(i)}={s}" for i, s in enumerate(self.factor_sizes))
        text = f"({ops})->({res})" + (f" {{{sizes}}}" if sizes else "")
        for label, fs in (
            ("reduction", self.reduction),
            ("need_replication", self.need_replication),
            ("permutation", self.permutation),
            ("blocked_propagation", self.blocked_propagation),
        ):
            if fs:
                text += f" {label}={{" + ", ".join(factor_symbol(f) for f in sorted(fs)) + "}"
        if self.is_custom:
            text += ", custom"
        return text

    def attr_text(self) -> str:
        return f"#sdy.op_sharding_rule<{self}>"


def _as_mappings(tensors) -> tuple[TensorMapping, ...]:
    return tuple(tuple(tuple(dim) for dim in tensor) for tensor in tensors)


def tensor_label(rule: OpShardingRule, index: int) -> str:
    """`operand 1` / `result 0` for tensor `index` in operands-then-results order."""
    n = len(rule.operands)
    return f"operand {index}" if index < n else f"result {index - n}"


def check_rule_invariants(rule: OpShardingRule) -> None:
    """Raise VerificationError for the first broken context-free invariant (see class docstring).

    Mirrors `verifyOpShardingRuleAttr` in Shardy's ir/verifiers.cc minus the checks that need
    the op's types (counts and ranks: see `verify_rule`).
    """
    if not rule.operands and not rule.results:
        raise VerificationError(
            f"sharding rule {rule}: needs at least one operand or result mapping"
        )
    _check_factor_sizes(rule)
    _check_special_sets(rule)
    used: set[int] = set()
    for t_index, tensor in enumerate(rule.tensors()):
        used.update(_check_tensor_mapping(rule, t_index, tensor))
    for f in range(rule.num_factors):
        if f not in used:
            raise VerificationError(
                f"sharding rule {rule}: has factor {factor_symbol(f)}={rule.factor_sizes[f]} "
                "that isn't used in operand and result mappings"
            )
    result_factors = {f for t in rule.results for d in t for f in d}
    bad = rule.reduction & result_factors
    if bad:
        raise VerificationError(
            f"sharding rule {rule}: reduction factor {factor_symbol(min(bad))} appears in a result"
        )


def _check_factor_sizes(rule: OpShardingRule) -> None:
    for f, size in enumerate(rule.factor_sizes):
        if size < 0:
            raise VerificationError(
                f"sharding rule {rule}: factor {factor_symbol(f)} has negative size {size}"
            )


def _check_special_sets(rule: OpShardingRule) -> None:
    """Each special index in range; a factor in at most one of the three kind sets."""
    n = rule.num_factors
    for label in ("reduction", "need_replication", "permutation", "blocked_propagation"):
        for f in sorted(getattr(rule, label)):
            if not 0 <= f < n:
                raise VerificationError(
                    f"sharding rule {rule}: {label} index must be less than {n}, got: {f}"
                )
    kinds = (rule.reduction, rule.need_replication, rule.permutation)
    for a in range(3):
        for b in range(a + 1, 3):
            both = kinds[a] & kinds[b]
            if both:
                raise VerificationError(
                    f"sharding rule {rule}: factor {factor_symbol(min(both))} is in two special "
                    "factor sets (a factor can only be in one)"
                )


def _check_tensor_mapping(rule: OpShardingRule, t_index: int, tensor: TensorMapping) -> list[int]:
    """The factors of one tensor, after checking its dims; raises on the first bad dim."""

    def fail(what: str) -> VerificationError:  # built lazily: printing the rule is not free
        return VerificationError(f"sharding rule {rule}: {tensor_label(rule, t_index)} - {what}")

    in_tensor: list[int] = []
    for dim in tensor:
        if not dim:
            raise fail("dim mapping must have at least one factor")
        for f in dim:
            if not 0 <= f < rule.num_factors:
                raise fail(
                    f"factor index {f} ({factor_symbol(f)}) out of range 0<=...<{rule.num_factors}"
                )
        if len(dim) > 1 and any(rule.factor_sizes[f] == 1 for f in dim):
            raise fail("dim mapping can't have a factor of size 1 if there are multiple factors")
        in_tensor.extend(dim)
    if len(set(in_tensor)) != len(in_tensor):
        raise fail("cannot reuse factors for the same tensor value")
    return in_tensor
