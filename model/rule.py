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
        text = f"({ops})->({res}) {{{sizes}}}"
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


def check_rule_invariants(rule: OpShardingRule) -> None:
    """Raise VerificationError for the first broken context-free invariant (see class docstring)."""
    n = rule.num_factors
    if not rule.operands and not rule.results:
        raise VerificationError(
            f"sharding rule {rule}: needs at least one operand or result mapping"
        )
    used: set[int] = set()
    for t_index, tensor in enumerate(rule.tensors()):
        in_tensor: list[int] = []
        for dim in tensor:
            if not dim:
                raise VerificationError(
                    f"sharding rule {rule}: tensor {t_index} has a dim with no factor"
                )
            for f in dim:
                if not 0 <= f < n:
                    raise VerificationError(f"sharding rule {rule}: factor index {f} out of range")
            if len(dim) > 1 and any(rule.factor_sizes[f] == 1 for f in dim):
                raise VerificationError(f"sharding rule {rule}: compound dim with a size-1 factor")
            in_tensor.extend(dim)
        if len(set(in_tensor)) != len(in_tensor):
            raise VerificationError(f"sharding rule {rule}: tensor {t_index} uses a factor twice")
        used.update(in_tensor)
    for f in range(n):
        if f not in used:
            raise VerificationError(
                f"sharding rule {rule}: has factor {factor_symbol(f)}={rule.factor_sizes[f]} that isn't used"
            )
    kinds = (rule.reduction, rule.need_replication, rule.permutation)
    for a in range(3):
        for b in range(a + 1, 3):
            both = kinds[a] & kinds[b]
            if both:
                raise VerificationError(
                    f"sharding rule {rule}: factor {factor_symbol(min(both))} has two kinds"
                )
    result_factors = {f for t in rule.results for d in t for f in d}
    bad = rule.reduction & result_factors
    if bad:
        raise VerificationError(
            f"sharding rule {rule}: reduction factor {factor_symbol(min(bad))} appears in a result"
        )
