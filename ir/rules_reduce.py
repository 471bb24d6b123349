"""Rules for reductions and windows: reduce, reduce_window, select_and_scatter, sort."""

from __future__ import annotations

from shardsat.ir.program import Op, Program
from shardsat.ir.rules_builder import NEED_REPLICATION, NULL, PASS, PERMUTATION, REDUCTION
from shardsat.ir.rules_common import builder, operand_shapes, result_shapes
from shardsat.model.rule import OpShardingRule


def reduce(op: Op, program: Program) -> OpShardingRule:
    """Reduced dims are reduction factors on the inputs; other dims pass through to the results;
    the init values are scalars. Several inputs share the factors."""
    shape = operand_shapes(op, program)[0]
    dims = set(op.attributes["dimensions"])
    n_inputs = len(op.results)
    b = builder(op, program)
    out_dim = 0
    for in_dim, size in enumerate(shape):
        operand_dims = [in_dim] * n_inputs + [NULL] * n_inputs
        if in_dim in dims:
            b.add_factor(operand_dims, [NULL] * n_inputs, size, REDUCTION)
        else:
            b.add_factor(operand_dims, [out_dim] * n_inputs, size)
            out_dim += 1
    return b.build()


def _trivial_window(op: Op, dim: int) -> bool:
    """Window 1, stride 1, no padding or dilation on `dim`: the dim is untouched."""
    attrs = op.attributes

    def at(name: str, default: object) -> object:
        values = attrs.get(name)
        return default if values is None else values[dim]

    return (
        at("window_dimensions", 1) == 1
        and at("window_strides", 1) == 1
        and at("base_dilations", 1) == 1
        and at("window_dilations", 1) == 1
        and tuple(at("padding", (0, 0))) == (0, 0)
    )


def reduce_window(op: Op, program: Program, conservative: bool = False) -> OpShardingRule:
    """Per dim one factor of the result size (the number of windows): pass-through when the
    window leaves the dim untouched, else permutation (halo exchange; blocked if conservative)."""
    out_shape = result_shapes(op, program)[0]
    return (
        builder(op, program)
        .add_pointwise(
            out_shape,
            lambda d: PASS if _trivial_window(op, d) else PERMUTATION,
            lambda d: conservative and not _trivial_window(op, d),
        )
        .build()
    )


def select_and_scatter(op: Op, program: Program, conservative: bool = False) -> OpShardingRule:
    """Untouched dims pass through; windowed dims get a need-replication factor on `source` and a
    permutation factor operand<->result (both blocked when conservative)."""
    operand_shape, source_shape = operand_shapes(op, program)[:2]
    b = builder(op, program)
    for dim, size in enumerate(operand_shape):
        if _trivial_window(op, dim):
            b.add_factor_all(dim, size)
        else:
            b.add_factor(
                [NULL, dim, NULL], [NULL], source_shape[dim], NEED_REPLICATION, conservative
            )
            b.add_factor([dim, NULL, NULL], [dim], size, PERMUTATION, conservative)
    return b.build()


def sort(op: Op, program: Program) -> OpShardingRule:
    """The sort dim needs replication; it also blocks propagation when no other dim has size > 1."""
    shape = operand_shapes(op, program)[0]
    sort_dim = int(op.attributes.get("dimension", len(shape) - 1))
    if sort_dim < 0:
        sort_dim += len(shape)
    batch = any(size > 1 for d, size in enumerate(shape) if d != sort_dim)
    return (
        builder(op, program)
        .add_pointwise(
            shape,
            lambda d: NEED_REPLICATION if d == sort_dim else PASS,
            lambda d: d == sort_dim and not batch,
        )
        .build()
    )


RULES = {
    "stablehlo.reduce": reduce,
    "stablehlo.reduce_window": reduce_window,
    "stablehlo.select_and_scatter": select_and_scatter,
    "stablehlo.sort": sort,
}
