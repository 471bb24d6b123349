"""Rules for data-movement ops: broadcast_in_dim, concatenate, dynamic_slice,
dynamic_update_slice, pad, reshape (SHARDY.md §3.1 compound factors), slice, transpose."""

from __future__ import annotations

from math import gcd, prod

from shardsat.ir.program import Op, Program
from shardsat.ir.rules_builder import NEED_REPLICATION, NULL, PASS, PERMUTATION, RuleBuilder
from shardsat.ir.rules_common import builder, operand_shapes, producer_name, result_shapes
from shardsat.model.rule import OpShardingRule


def broadcast_in_dim(op: Op, program: Program) -> OpShardingRule:
    """Mapped dims share a factor; an expanded size-1 operand dim gets its own size-1 factor."""
    (in_shape,), (out_shape,) = operand_shapes(op, program), result_shapes(op, program)
    out_to_in = {o: i for i, o in enumerate(op.attributes["broadcast_dimensions"])}
    b = builder(op, program)
    for out_dim, out_size in enumerate(out_shape):
        in_dim = out_to_in.get(out_dim, NULL)
        if in_dim != NULL and in_shape[in_dim] == 1 and out_size != 1:
            b.add_factor([in_dim], [NULL], 1)
            in_dim = NULL
        b.add_factor([in_dim], [out_dim], out_size)
    return b.build()


def _is_slice_of(program: Program, value: str) -> str | None:
    """The sliced tensor when `value` is a `stablehlo.slice` result, else None."""
    producer = program.producer(value)
    if producer is not None and producer.name == "stablehlo.slice":
        return producer.operands[0]
    return None


def _concat_is_permutation(op: Op, program: Program) -> bool:
    """All operands are slices, or slices of / the same tensor with at least one slice."""
    sources = [_is_slice_of(program, v) for v in op.operands]
    if all(s is not None for s in sources):
        return True
    if not any(s is not None for s in sources):
        return False
    bases = {s if s is not None else v for s, v in zip(sources, op.operands, strict=True)}
    return len(bases) == 1


def concatenate(op: Op, program: Program, conservative: bool = False) -> OpShardingRule:
    """Non-concat dims pass through; the concat dim is a permutation factor when the operands
    are slices of one tensor (a halo exchange rebuilds it), else it needs replication.
    Conservative: no factor for the concat dim."""
    dim = int(op.attributes["dimension"])
    kind = PERMUTATION if _concat_is_permutation(op, program) else NEED_REPLICATION
    shape = result_shapes(op, program)[0]
    return (
        builder(op, program)
        .add_pointwise_if(
            shape, lambda d: not conservative or d != dim, lambda d: kind if d == dim else PASS
        )
        .build()
    )


def dynamic_slice(op: Op, program: Program) -> OpShardingRule:
    """Sliced dims need replication and block propagation (the offset is only known at run time)."""
    in_shape, out_shape = operand_shapes(op, program)[0], result_shapes(op, program)[0]

    def sliced(dim: int, b: RuleBuilder) -> None:
        b.add_factor_all(dim, in_shape[dim], NEED_REPLICATION, blocked=True)

    return builder(op, program).add_pointwise_with_mismatch(in_shape, out_shape, sliced).build()


def dynamic_update_slice(op: Op, program: Program) -> OpShardingRule:
    """Updated dims: operand and result share a factor, the update has its own, which needs
    replication unless every start index is a constant."""
    operand_shape, update_shape = operand_shapes(op, program)[:2]
    n = len(op.operands)
    const = all(
        producer_name(program, v) in ("stablehlo.constant", "sdy.constant") for v in op.operands[2:]
    )

    def updated(dim: int, b: RuleBuilder) -> None:
        b.add_factor([dim] + [NULL] * (n - 1), [dim], operand_shape[dim])
        kind = PASS if const else NEED_REPLICATION
        b.add_factor([NULL, dim] + [NULL] * (n - 2), [NULL], update_shape[dim], kind)

    b = builder(op, program)
    return b.add_pointwise_with_mismatch(operand_shape, update_shape, updated).build()


def pad(op: Op, program: Program, conservative: bool = False) -> OpShardingRule:
    """Padded dims are permutation factors of the operand size (blocked when conservative);
    the padding value is a scalar."""
    in_shape = operand_shapes(op, program)[0]
    low = op.attributes.get("edge_padding_low", [0] * len(in_shape))
    high = op.attributes.get("edge_padding_high", [0] * len(in_shape))
    interior = op.attributes.get("interior_padding", [0] * len(in_shape))

    def kind(d: int) -> str:
        return PERMUTATION if (low[d], high[d], interior[d]) != (0, 0, 0) else PASS

    def blocked(d: int) -> bool:
        return conservative and kind(d) == PERMUTATION

    return builder(op, program).add_pointwise(in_shape, kind, blocked).build()


def reshape(op: Op, program: Program) -> OpShardingRule | None:
    """Shardy's reshape walk (SHARDY.md §3.1): common gcd factors where the dims agree."""
    (in_shape,), (out_shape,) = operand_shapes(op, program), result_shapes(op, program)
    if prod(in_shape) == 0:
        return None
    b = builder(op, program)
    _reshape_factors(b, in_shape, out_shape)
    return b.build()


def _next_if_diverged(next_factor: int, common: int, smaller: int, larger: int) -> int:
    if larger % smaller == 0 and next_factor % (larger // smaller) == 0:
        return larger // smaller  # closes the gap
    if next_factor > common:
        return next_factor // common  # keeps the gcd for the next step
    return next_factor


def _add_next_factor(
    b: RuleBuilder, in_dim: int, out_dim: int, next_in: int, next_out: int, f_in: int, f_out: int
) -> tuple[int, int]:
    """One step of Shardy's reshape walk: a shared factor where input and output agree so far,
    else a factor on the side that lags; returns the new factor products (input, output)."""
    common = gcd(next_in, next_out)
    if f_in == f_out:
        if common > 1:
            b.add_factor([in_dim], [out_dim], common)
            return f_in * common, f_out * common
        b.add_factor([in_dim], [NULL], next_in)
        b.add_factor([NULL], [out_dim], next_out)
        return f_in * next_in, f_out * next_out
    if f_in < f_out:
        next_in = _next_if_diverged(next_in, common, f_in, f_out)
        b.add_factor([in_dim], [NULL], next_in)
        return f_in * next_in, f_out
    next_out = _next_if_diverged(next_out, common, f_out, f_in)
    b.add_factor([NULL], [out_dim], next_out)
    return f_in, f_out * next_out


def _reshape_factors(b: RuleBuilder, in_shape: tuple[int, ...], out_shape: tuple[int, ...]) -> None:
    in_dim = out_dim = 0
    dims_in = dims_out = factors_in = factors_out = 1
    while in_dim < len(in_shape) or out_dim < len(out_shape):
        if in_dim < len(in_shape) and in_shape[in_dim] == 1:
            b.add_factor([in_dim], [NULL], 1)
            in_dim += 1
            continue
        if out_dim < len(out_shape) and out_shape[out_dim] == 1:
            b.add_factor([NULL], [out_dim], 1)
            out_dim += 1
            continue
        if in_dim < len(in_shape) and dims_in == factors_in:
            dims_in *= in_shape[in_dim]
        if out_dim < len(out_shape) and dims_out == factors_out:
            dims_out *= out_shape[out_dim]
        factors_in, factors_out = _add_next_factor(
            b, in_dim, out_dim, dims_in // factors_in, dims_out // factors_out,
            factors_in, factors_out,
        )  # fmt: skip
        if in_dim < len(in_shape) and dims_in == factors_in:
            in_dim += 1
        if out_dim < len(out_shape) and dims_out == factors_out:
            out_dim += 1


def slice_(op: Op, program: Program, conservative: bool = False) -> OpShardingRule:
    """Sliced dims share a permutation factor of the operand size (static offsets: data shifts),
    blocked when conservative."""
    in_shape, out_shape = operand_shapes(op, program)[0], result_shapes(op, program)[0]
    return (
        builder(op, program)
        .add_pointwise(
            in_shape,
            lambda d: PASS if in_shape[d] == out_shape[d] else PERMUTATION,
            lambda d: conservative and in_shape[d] != out_shape[d],
        )
        .build()
    )


def transpose(op: Op, program: Program) -> OpShardingRule:
    """Factor per result dim, on the operand dim it comes from."""
    in_shape = operand_shapes(op, program)[0]
    b = builder(op, program)
    for out_dim, in_dim in enumerate(op.attributes["permutation"]):
        b.add_factor([in_dim], [out_dim], in_shape[in_dim])
    return b.build()


RULES = {
    "stablehlo.broadcast_in_dim": broadcast_in_dim,
    "stablehlo.concatenate": concatenate,
    "stablehlo.dynamic_slice": dynamic_slice,
    "stablehlo.dynamic_update_slice": dynamic_update_slice,
    "stablehlo.pad": pad,
    "stablehlo.reshape": reshape,
    "stablehlo.slice": slice_,
    "stablehlo.transpose": transpose,
}
