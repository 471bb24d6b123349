"""Rules for pointwise ops: the elementwise family, clamp/select, bitcast_convert, reverse,
collectives, batch_norm_inference, rng_bit_generator (SHARDY.md §3). Alphabetical after the family."""

from __future__ import annotations

from collections.abc import Sequence

from shardsat.ir.program import Op, Program
from shardsat.ir.rules_builder import NEED_REPLICATION, NULL, PERMUTATION
from shardsat.ir.rules_common import builder, operand_shapes, result_shapes
from shardsat.model.rule import OpShardingRule

ELEMENTWISE_OPS = (
    "sdy.sharding_constraint",
    "stablehlo.abs", "stablehlo.add", "stablehlo.all_reduce", "stablehlo.and", "stablehlo.atan2",
    "stablehlo.cbrt", "stablehlo.ceil", "stablehlo.collective_broadcast",
    "stablehlo.collective_permute", "stablehlo.compare", "stablehlo.complex",
    "stablehlo.convert", "stablehlo.cosine", "stablehlo.count_leading_zeros",
    "stablehlo.cross-replica-sum", "stablehlo.divide", "stablehlo.exponential",
    "stablehlo.exponential_minus_one", "stablehlo.floor", "stablehlo.imag",
    "stablehlo.is_finite", "stablehlo.log", "stablehlo.log_plus_one", "stablehlo.logistic",
    "stablehlo.maximum", "stablehlo.minimum", "stablehlo.multiply", "stablehlo.negate",
    "stablehlo.not", "stablehlo.or", "stablehlo.popcnt", "stablehlo.power", "stablehlo.real",
    "stablehlo.reduce_precision", "stablehlo.remainder", "stablehlo.round_nearest_afz",
    "stablehlo.round_nearest_even", "stablehlo.rsqrt", "stablehlo.shift_left",
    "stablehlo.shift_right_arithmetic", "stablehlo.shift_right_logical", "stablehlo.sign",
    "stablehlo.sine", "stablehlo.sqrt", "stablehlo.subtract", "stablehlo.tan", "stablehlo.tanh",
    "stablehlo.xor",
    # chlo ops jax emits (erf-GELU, special functions): XLA expands them into elementwise
    # StableHLO before partitioning, so they shard as the elementwise family does
    "chlo.acos", "chlo.acosh", "chlo.asin", "chlo.asinh", "chlo.atan", "chlo.atanh",
    "chlo.bessel_i1e", "chlo.conj", "chlo.cosh", "chlo.digamma", "chlo.erf", "chlo.erf_inv",
    "chlo.erfc", "chlo.is_inf", "chlo.is_neg_inf", "chlo.is_pos_inf", "chlo.lgamma",
    "chlo.next_after", "chlo.polygamma", "chlo.sinh", "chlo.square", "chlo.tan", "chlo.zeta",
)  # fmt: skip


def pointwise(op: Op, program: Program) -> OpShardingRule:
    """Factor d on dim d of every tensor (Shardy's `buildPointwise`: first result's shape)."""
    shape = result_shapes(op, program)[0]
    return builder(op, program).add_pointwise(shape).build()


def _split_dim_collective(op: Op, program: Program, dims: Sequence[int]) -> OpShardingRule:
    """Pass-through dims first, then each of `dims` (in that order) whose operand and result
    sizes differ: one need-replication factor on the operands, one on the results."""
    (in_shape,), (out_shape, *_) = operand_shapes(op, program)[:1], result_shapes(op, program)
    b = builder(op, program)
    n_in, n_out = len(op.operands), len(op.results)
    for dim, size in enumerate(in_shape):
        if dim not in dims:
            b.add_factor_all(dim, size)
    for dim in dict.fromkeys(dims):
        b.add_factor([dim] * n_in, [NULL] * n_out, in_shape[dim], NEED_REPLICATION)
        b.add_factor([NULL] * n_in, [dim] * n_out, out_shape[dim], NEED_REPLICATION)
    return b.build()


def all_gather(op: Op, program: Program) -> OpShardingRule:
    return _split_dim_collective(op, program, [int(op.attributes.get("all_gather_dim", 0))])


def all_to_all(op: Op, program: Program) -> OpShardingRule:
    dims = [
        int(op.attributes.get("split_dimension", 0)),
        int(op.attributes.get("concat_dimension", 0)),
    ]
    return _split_dim_collective(op, program, dims)


def batch_norm_inference(op: Op, program: Program) -> OpShardingRule:
    """Pointwise on the operand; the feature dim is shared with the 1-D scale/offset/mean/var."""
    shape = operand_shapes(op, program)[0]
    feature = int(op.attributes.get("feature_index", 0))
    b = builder(op, program)
    for dim, size in enumerate(shape):
        extra = 0 if dim == feature else NULL
        b.add_factor([dim] + [extra] * (len(op.operands) - 1), [dim], size)
    return b.build()


def bitcast_convert(op: Op, program: Program) -> OpShardingRule:
    """Pointwise over the smaller-rank shape; the extra innermost dim needs replication."""
    (in_shape, *_), (out_shape,) = operand_shapes(op, program), result_shapes(op, program)
    b = builder(op, program).add_pointwise(min(in_shape, out_shape, key=len))
    if len(in_shape) < len(out_shape):
        b.add_factor([NULL], [len(out_shape) - 1], out_shape[-1], NEED_REPLICATION)
    elif len(in_shape) > len(out_shape):
        b.add_factor([len(in_shape) - 1], [NULL], in_shape[-1], NEED_REPLICATION)
    return b.build()


def clamp(op: Op, program: Program) -> OpShardingRule:
    """Pointwise over the operand; scalar min/max map to `[]`."""
    return builder(op, program).add_pointwise(operand_shapes(op, program)[1]).build()


def reduce_scatter(op: Op, program: Program) -> OpShardingRule:
    return _split_dim_collective(op, program, [int(op.attributes.get("scatter_dimension", 0))])


def reverse(op: Op, program: Program) -> OpShardingRule:
    """Pointwise; reversed dims are permutation factors (data moves between shards)."""
    dims = set(op.attributes.get("dimensions", ()))
    shape = result_shapes(op, program)[0]
    return (
        builder(op, program)
        .add_pointwise(shape, lambda d: PERMUTATION if d in dims else "pass_through")
        .build()
    )


def rng_bit_generator(op: Op, program: Program) -> OpShardingRule:
    """The state vector needs replication and is blocked; the random output has its own factors."""
    state_shape = operand_shapes(op, program)[0]
    out_shape = result_shapes(op, program)[1]
    b = builder(op, program)
    for dim, size in enumerate(state_shape):
        b.add_factor([dim], [dim, NULL], size, NEED_REPLICATION, blocked=True)
    for dim, size in enumerate(out_shape):
        b.add_factor([NULL], [NULL, dim], size)
    return b.build()


def select(op: Op, program: Program) -> OpShardingRule:
    """Pointwise over the result; a scalar predicate maps to `[]`."""
    return builder(op, program).add_pointwise(result_shapes(op, program)[0]).build()


RULES = {name: pointwise for name in ELEMENTWISE_OPS} | {
    "stablehlo.all_gather": all_gather,
    "stablehlo.all_to_all": all_to_all,
    "stablehlo.batch_norm_inference": batch_norm_inference,
    "stablehlo.bitcast_convert": bitcast_convert,
    "stablehlo.clamp": clamp,
    "stablehlo.reduce_scatter": reduce_scatter,
    "stablehlo.reverse": reverse,
    "stablehlo.rng_bit_generator": rng_bit_generator,
    "stablehlo.select": select,
}
