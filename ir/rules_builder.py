"""A Python twin of Shardy's `OpShardingRuleBuilder`, so rules come out with Shardy's factor order.

Factors are numbered in the order they are added; `build()` then gives every dim that got no factor
its own size-1 factor, operands first then results, exactly like Shardy's
`buildTensorMappingAttrList`. Matching that order matters: the differential test compares our rule
text with the text Shardy attaches.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from shardsat.model.rule import OpShardingRule

NULL = -1
"""`kNullDim`: this tensor does not take part in the factor."""

PASS, REDUCTION, NEED_REPLICATION, PERMUTATION = (
    "pass_through",
    "reduction",
    "need_replication",
    "permutation",
)


class RuleBuilder:
    """Mutable scratch state for one rule; use `add_factor`/`add_pointwise*` then `build()`."""

    def __init__(self, operand_ranks: Sequence[int], result_ranks: Sequence[int]) -> None:
        self.operands: list[list[list[int]]] = [[[] for _ in range(r)] for r in operand_ranks]
        self.results: list[list[list[int]]] = [[[] for _ in range(r)] for r in result_ranks]
        self.sizes: list[int] = []
        self.kinds: dict[str, list[int]] = {REDUCTION: [], NEED_REPLICATION: [], PERMUTATION: []}
        self.blocked: list[int] = []

    def add_factor(
        self,
        operand_dims: Sequence[int],
        result_dims: Sequence[int],
        size: int,
        kind: str = PASS,
        blocked: bool = False,
    ) -> RuleBuilder:
        """A factor mapped to dim `operand_dims[t]` of operand t (NULL: absent), same for results."""
        index = len(self.sizes)
        for mapping, dims in ((self.operands, operand_dims), (self.results, result_dims)):
            for tensor, dim in zip(mapping, dims, strict=True):
                if dim != NULL:
                    tensor[dim].append(index)
        self.sizes.append(size)
        self._mark(index, kind, blocked)
        return self

    def add_factor_all(
        self, dim: int, size: int, kind: str = PASS, blocked: bool = False
    ) -> RuleBuilder:
        """A factor on dim `dim` of every non-scalar tensor (Shardy's `addFactor(dim, ...)`)."""
        index = len(self.sizes)
        for tensor in self.operands + self.results:
            if tensor:
                tensor[dim].append(index)
        self.sizes.append(size)
        self._mark(index, kind, blocked)
        return self

    def add_pointwise(
        self,
        shape: Sequence[int],
        kind_of: Callable[[int], str] = lambda _: PASS,
        blocked_of: Callable[[int], bool] = lambda _: False,
    ) -> RuleBuilder:
        for dim, size in enumerate(shape):
            self.add_factor_all(dim, size, kind_of(dim), blocked_of(dim))
        return self

    def add_pointwise_if(
        self,
        shape: Sequence[int],
        pred: Callable[[int], bool],
        kind_of: Callable[[int], str] = lambda _: PASS,
        blocked_of: Callable[[int], bool] = lambda _: False,
    ) -> RuleBuilder:
        for dim, size in enumerate(shape):
            if pred(dim):
                self.add_factor_all(dim, size, kind_of(dim), blocked_of(dim))
        return self

    def add_pointwise_with_mismatch(
        self,
        in_shape: Sequence[int],
        out_shape: Sequence[int],
        on_mismatch: Callable[[int, RuleBuilder], None],
    ) -> RuleBuilder:
        """Equal-size dims get a shared factor; `on_mismatch(dim, self)` handles the others."""
        for dim, (a, b) in enumerate(zip(in_shape, out_shape, strict=True)):
            if a == b:
                self.add_factor_all(dim, a)
            else:
                on_mismatch(dim, self)
        return self

    def add_pointwise_with_diff_kind(
        self, in_shape: Sequence[int], out_shape: Sequence[int], mismatch_kind: str
    ) -> RuleBuilder:
        """Every dim a shared factor of the input size; size-changing dims get `mismatch_kind`."""
        for dim, (a, b) in enumerate(zip(in_shape, out_shape, strict=True)):
            self.add_factor_all(dim, a, PASS if a == b else mismatch_kind)
        return self

    def _mark(self, index: int, kind: str, blocked: bool) -> None:
        if kind != PASS:
            self.kinds[kind].append(index)
        if blocked:
            self.blocked.append(index)

    def _drop_size_one_factors(self) -> None:
        """Size-1 factors leave dims that hold other factors; factors no tensor uses any more are
        dropped and the rest renumbered (Shardy's builder; a compound dim never has a size-1 part).
        Example: conv with batch_group_count = batch: lhs [ij] with j=1 -> [i]."""
        for tensor in self.operands + self.results:
            for dim in tensor:
                kept = [f for f in dim if self.sizes[f] != 1]
                if len(dim) > 1 and len(kept) != len(dim):
                    dim[:] = kept or dim[:1]
        used = sorted({f for t in self.operands + self.results for dim in t for f in dim})
        if len(used) == len(self.sizes):
            return
        new = {f: i for i, f in enumerate(used)}
        for tensor in self.operands + self.results:
            for dim in tensor:
                dim[:] = [new[f] for f in dim]
        self.sizes = [self.sizes[f] for f in used]
        self.kinds = {k: [new[f] for f in fs if f in new] for k, fs in self.kinds.items()}
        self.blocked = [new[f] for f in self.blocked if f in new]

    def build(self, is_custom: bool = False) -> OpShardingRule:
        self._drop_size_one_factors()
        sizes = list(self.sizes)

        def finish(mapping: list[list[list[int]]]) -> tuple[tuple[tuple[int, ...], ...], ...]:
            tensors = []
            for tensor in mapping:
                dims = []
                for dim in tensor:
                    if not dim:
                        dims.append((len(sizes),))
                        sizes.append(1)
                    else:
                        dims.append(tuple(dim))
                tensors.append(tuple(dims))
            return tuple(tensors)

        operands = finish(self.operands)
        results = finish(self.results)
        return OpShardingRule(
            factor_sizes=tuple(sizes),
            operands=operands,
            results=results,
            reduction=frozenset(self.kinds[REDUCTION]),
            need_replication=frozenset(self.kinds[NEED_REPLICATION]),
            permutation=frozenset(self.kinds[PERMUTATION]),
            blocked_propagation=frozenset(self.blocked),
            is_custom=is_custom,
        )
