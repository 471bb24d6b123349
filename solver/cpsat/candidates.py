"""Candidate factor assignments of one op: which axes and sub-axes shard which factor.

A candidate gives every mesh *piece* to at most one factor of the op's rule. Pieces are the full
mesh axes, or — where a factor size or a compound (reshape) dim needs them — the prime sub-axes
of an axis (`"a"=4` splits into `"a":(1)2`, `"a":(2)2`). A factor's axes are its pieces in mesh
order with adjacent mergeable sub-axes merged, so giving both pieces of `"a"` to one factor is the
same candidate as giving it the full axis. Hard rules filter the product of choices:

- a factor is sharded by at most its size, and the product of its axes divides its size (padding
  of minor-most factors is allowed only with `allow_padding`);
- a factor that is not the minor-most of some dim is fully sharded before a later factor of that
  dim gets axes (otherwise the dim would need a strided view, SHARDY.md §3.1);
- need-replication factors stay unsharded unless `need_replication="price"`;
- size-1 factors are never sharded.

User shardings are not checked here: they constrain values, see `problem`.
"""

from __future__ import annotations

import math
from collections.abc import Iterator, Sequence
from dataclasses import dataclass, replace

from shardsat.model.axis import AxisRef, can_merge, make_axis_ref, merge
from shardsat.model.mesh import Mesh
from shardsat.model.rule import OpShardingRule

FactorAxes = tuple[tuple[AxisRef, ...], ...]


@dataclass(frozen=True, slots=True)
class Piece:
    """A slice [pre, pre*size) of mesh axis `name` (size `axis_size`) that one factor may take."""

    name: str
    pre: int
    size: int
    axis_size: int
    axis_index: int

    @property
    def ref(self) -> AxisRef:
        return make_axis_ref(self.name, self.pre, self.size, self.axis_size)


@dataclass(frozen=True, slots=True)
class CandidateOptions:
    """Switches of the candidate space (the defaults are Shardy's safe choices)."""

    allow_padding: bool = False
    """Minor-most factors may be sharded by axes whose product does not divide them."""
    need_replication: str = "forbid"
    """`forbid`: need-replication factors stay unsharded; `price`: allowed, op_cost prices them."""
    sub_axes: str = "auto"
    """`auto`: split an axis into sub-axes only where a factor needs it; `never`; `always`."""
    max_per_op: int | None = 4096
    """More candidates than this with sub-axes (an op of rank 4 on an 8x8x8 mesh has ~240k):
    the op takes whole axes only (`sub_axes="never"`), so building stays linear in ops."""
    orders: tuple[tuple[AxisRef, ...], ...] = ()
    """Axis orders other than the mesh's that user shardings write on one dim (`{"y", "x"}` on
    mesh `["x", "y"]`: another device order): a factor holding exactly those axes also takes
    them in that order, so such a sharding is a plan of the model."""


DEFAULT_OPTIONS = CandidateOptions()


def prime_factors(n: int) -> list[int]:
    """Prime factors of n in ascending order, with multiplicity (12 -> [2, 2, 3])."""
    out, p = [], 2
    while p * p <= n:
        while n % p == 0:
            out.append(p)
            n //= p
        p += 1
    if n > 1:
        out.append(n)
    return out


def axis_pieces(mesh: Mesh, name: str, split: bool) -> list[Piece]:
    """The full axis as one piece, or its prime sub-axes major to minor."""
    index = mesh.axis_index(name)
    n = mesh.axis_size(name)
    if n == 1:
        return []
    if not split:
        return [Piece(name, 1, n, n, index)]
    pieces, pre = [], 1
    for p in prime_factors(n):
        pieces.append(Piece(name, pre, p, n, index))
        pre *= p
    return pieces


def needs_split(rule: OpShardingRule, axis_size: int) -> bool:
    """Sub-axes of an axis help this rule: a compound dim, or a factor the axis cannot divide
    whole but a proper piece of it can (factor 2 on axis 4)."""
    if any(len(dim) > 1 for tensor in rule.tensors() for dim in tensor):
        return True
    for size in rule.factor_sizes:
        g = math.gcd(size, axis_size)
        if 1 < g < axis_size:
            return True
    return False


def rule_pieces(rule: OpShardingRule, mesh: Mesh, options: CandidateOptions) -> list[Piece]:
    """The pieces candidates of this rule choose among, in mesh order."""
    pieces: list[Piece] = []
    for axis in mesh.axes:
        split = options.sub_axes == "always" or (
            options.sub_axes == "auto"
            and len(prime_factors(axis.size)) > 1
            and needs_split(rule, axis.size)
        )
        pieces.extend(axis_pieces(mesh, axis.name, split))
    return pieces


def factor_positions(rule: OpShardingRule) -> tuple[frozenset[int], list[tuple[int, ...]]]:
    """(factors minor-most in every dim they occur in, every compound dim as a factor tuple)."""
    non_minor: set[int] = set()
    compound: list[tuple[int, ...]] = []
    for tensor in rule.tensors():
        for dim in tensor:
            non_minor.update(dim[:-1])
            if len(dim) > 1:
                compound.append(tuple(dim))
    minor = frozenset(range(rule.num_factors)) - non_minor
    return minor, compound


def merged_axes(pieces: Sequence[Piece]) -> tuple[AxisRef, ...]:
    """Refs of pieces in mesh order, adjacent mergeable sub-axes merged ("a":(1)2,"a":(2)2 -> "a")."""
    out: list[AxisRef] = []
    for piece in sorted(pieces, key=lambda p: (p.axis_index, p.pre)):
        ref = (
            AxisRef(piece.name, (piece.pre, piece.size))
            if piece.size != piece.axis_size
            else piece.ref
        )
        if out and can_merge(out[-1], ref):
            out[-1] = merge(out[-1], ref, piece.axis_size)
        else:
            out.append(ref)
    return tuple(out)


def factor_assignments(
    rule: OpShardingRule, mesh: Mesh, options: CandidateOptions | None = None
) -> list[FactorAxes]:
    """Every valid candidate of `rule` on `mesh`; the first one is the fully replicated one.

    Example: `([i, k], [k, j])->([i, j]) {i=8, j=8, k=8} reduction={k}` on `<["x"=2]>` gives
    `((), (), ())`, `(("x",), (), ())`, `((), ("x",), ())`, `((), (), ("x",))`.
    Does not look at user shardings or costs.
    """
    options = options or DEFAULT_OPTIONS
    if options.max_per_op is not None and options.sub_axes != "never":
        try:
            return _reordered(_assignments(rule, mesh, options, options.max_per_op), options.orders)
        except TooMany:
            options = replace(options, sub_axes="never")
    return _reordered(_assignments(rule, mesh, options, None), options.orders)


def _reordered(cands: list[FactorAxes], orders) -> list[FactorAxes]:
    """`cands` and, after them, each with a factor's axes put in one of `orders` (every such
    reordering, repeated, so two factors can both take a user's order)."""
    if not orders:
        return cands
    by_set: dict[frozenset, list[tuple[AxisRef, ...]]] = {}
    for order in orders:
        by_set.setdefault(frozenset(order), []).append(tuple(order))
    out, seen = list(cands), set(cands)
    for cand in out:  # the list grows: reorderings of reorderings are visited too
        for f, axes in enumerate(cand):
            for order in by_set.get(frozenset(axes), ()):  # orders have 2+ axes
                variant = cand[:f] + (order,) + cand[f + 1 :]
                if variant not in seen:
                    seen.add(variant)
                    out.append(variant)
    return out


class TooMany(Exception):
    """More candidates than `CandidateOptions.max_per_op` (internal)."""


def _assignments(
    rule: OpShardingRule, mesh: Mesh, options: CandidateOptions, cap: int | None
) -> list[FactorAxes]:
    pieces = rule_pieces(rule, mesh, options)
    minor, compound = factor_positions(rule)
    allowed = [
        f
        for f in range(rule.num_factors)
        if rule.factor_sizes[f] > 1
        and (options.need_replication == "price" or f not in rule.need_replication)
    ]
    out: list[FactorAxes] = []
    for choice in _choices(pieces, allowed, rule, minor, options.allow_padding):
        groups: list[list[Piece]] = [[] for _ in range(rule.num_factors)]
        for piece, f in zip(pieces, choice, strict=True):
            if f is not None:
                groups[f].append(piece)
        sharded = [math.prod(p.size for p in g) for g in groups]
        if not _compound_ok(compound, sharded, rule.factor_sizes):
            continue
        out.append(tuple(merged_axes(g) for g in groups))
        if cap is not None and len(out) > cap:
            raise TooMany
    return out


def _choices(
    pieces: Sequence[Piece],
    allowed: Sequence[int],
    rule: OpShardingRule,
    minor: frozenset[int],
    allow_padding: bool,
) -> Iterator[tuple[int | None, ...]]:
    """Depth-first product of per-piece choices, pruned by the per-factor size rules."""
    sharded = [1] * rule.num_factors

    def fits(f: int, size: int) -> bool:
        total = sharded[f] * size
        if total > rule.factor_sizes[f]:
            return False
        return rule.factor_sizes[f] % total == 0 or (allow_padding and f in minor)

    def walk(i: int, prefix: tuple[int | None, ...]) -> Iterator[tuple[int | None, ...]]:
        if i == len(pieces):
            yield prefix
            return
        yield from walk(i + 1, prefix + (None,))
        for f in allowed:
            if fits(f, pieces[i].size):
                sharded[f] *= pieces[i].size
                yield from walk(i + 1, prefix + (f,))
                sharded[f] //= pieces[i].size

    yield from walk(0, ())


def _compound_ok(
    compound: Sequence[tuple[int, ...]], sharded: Sequence[int], sizes: Sequence[int]
) -> bool:
    """In every compound dim, a factor before a sharded later factor is fully sharded."""
    for dim in compound:
        for k, f in enumerate(dim[:-1]):
            later = any(sharded[g] > 1 for g in dim[k + 1 :])
            if later and sharded[f] != sizes[f]:
                return False
    return True


def identity_rule(shape: Sequence[int]) -> OpShardingRule:
    """One pass-through factor per dim of a single tensor: the candidates of a free value."""
    mapping = tuple((d,) for d in range(len(shape)))
    return OpShardingRule(tuple(shape), (), (mapping,))
