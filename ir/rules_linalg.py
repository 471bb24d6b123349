"""Rules for contractions and linear algebra: cholesky, convolution, dot, dot_general, fft,
triangular_solve (SHARDY.md §3)."""

from __future__ import annotations

from shardsat.ir.program import Op, Program
from shardsat.ir.rules_builder import NEED_REPLICATION, NULL, PASS, PERMUTATION, REDUCTION
from shardsat.ir.rules_common import builder, operand_shapes, result_shapes
from shardsat.model.rule import OpShardingRule


def cholesky(op: Op, program: Program) -> OpShardingRule:
    """Leading dims are batch; the two matrix dims need replication."""
    shape = operand_shapes(op, program)[0]
    batch = len(shape) - 2
    return (
        builder(op, program)
        .add_pointwise(shape, lambda d: PASS if d < batch else NEED_REPLICATION)
        .build()
    )


def convolution(op: Op, program: Program, conservative: bool = False) -> OpShardingRule:
    """Batch, per spatial dim a windows factor (lhs<->out, permutation) and a window-size factor
    (lhs<->kernel, reduction) with the larger one major, input features (reduction), output
    features; group counts add their own factors. Conservative: no spatial factors."""
    dn = op.attributes["dimension_numbers"]
    lhs, rhs = operand_shapes(op, program)[:2]
    out = result_shapes(op, program)[0]
    batch_groups = int(op.attributes.get("batch_group_count", 1))
    feature_groups = int(op.attributes.get("feature_group_count", 1))
    b = builder(op, program)
    if batch_groups > 1:
        b.add_factor(
            [dn["input_batch_dimension"], dn["kernel_output_feature_dimension"]],
            [dn["output_feature_dimension"]],
            batch_groups,
        )
    b.add_factor(
        [dn["input_batch_dimension"], NULL],
        [dn["output_batch_dimension"]],
        out[dn["output_batch_dimension"]],
    )
    spatial = () if conservative else dn["input_spatial_dimensions"]
    for lhs_dim, rhs_dim, out_dim in zip(
        spatial,
        dn["kernel_spatial_dimensions"],
        dn["output_spatial_dimensions"],
        strict=not conservative,
    ):
        remaining = lhs[lhs_dim]
        windows, window_size = out[out_dim], rhs[rhs_dim]
        order = [(windows, False), (window_size, True)]
        if windows < window_size:
            order.reverse()
        for size, contracting in order:
            size = min(remaining, size)
            if size > 1:
                b.add_factor(
                    [lhs_dim, rhs_dim if contracting else NULL],
                    [NULL if contracting else out_dim],
                    size,
                    REDUCTION if contracting else PERMUTATION,
                )
                remaining //= size
    if feature_groups > 1:
        b.add_factor(
            [dn["input_feature_dimension"], dn["kernel_output_feature_dimension"]],
            [dn["output_feature_dimension"]],
            feature_groups,
        )
    b.add_factor(
        [dn["input_feature_dimension"], dn["kernel_input_feature_dimension"]],
        [NULL],
        rhs[dn["kernel_input_feature_dimension"]],
        REDUCTION,
    )
    b.add_factor(
        [NULL, dn["kernel_output_feature_dimension"]],
        [dn["output_feature_dimension"]],
        out[dn["output_feature_dimension"]] // (batch_groups * feature_groups),
    )
    return b.build()


def dot(op: Op, program: Program) -> OpShardingRule:
    """Matrix/vector `dot`: lhs rows, rhs columns, then the contracting factor."""
    lhs, rhs = operand_shapes(op, program)
    lhs_matrix, rhs_matrix = len(lhs) == 2, len(rhs) == 2
    b = builder(op, program)
    if lhs_matrix:
        b.add_factor([0, NULL], [0], lhs[0])
    if rhs_matrix:
        b.add_factor([NULL, 1], [1 if lhs_matrix else 0], rhs[1])
    b.add_factor([1 if lhs_matrix else 0, 0], [NULL], rhs[0], REDUCTION)
    return b.build()


def dot_general(op: Op, program: Program) -> OpShardingRule:
    """Factors in Shardy's order: batch, lhs free, rhs free, contracting (reduction)."""
    dn = op.attributes["dot_dimension_numbers"]
    lhs_batch = list(dn.get("lhs_batching_dimensions", ()))
    rhs_batch = list(dn.get("rhs_batching_dimensions", ()))
    lhs_contract = list(dn.get("lhs_contracting_dimensions", ()))
    rhs_contract = list(dn.get("rhs_contracting_dimensions", ()))
    lhs, rhs = operand_shapes(op, program)
    b = builder(op, program)
    out_dim = 0
    for ld, rd in zip(lhs_batch, rhs_batch, strict=True):
        b.add_factor([ld, rd], [out_dim], lhs[ld])
        out_dim += 1
    for d, size in enumerate(lhs):
        if d not in lhs_contract and d not in lhs_batch:
            b.add_factor([d, NULL], [out_dim], size)
            out_dim += 1
    for d, size in enumerate(rhs):
        if d not in rhs_contract and d not in rhs_batch:
            b.add_factor([NULL, d], [out_dim], size)
            out_dim += 1
    for ld, rd in zip(lhs_contract, rhs_contract, strict=True):
        b.add_factor([ld, rd], [NULL], lhs[ld], REDUCTION)
    return b.build()


def fft(op: Op, program: Program) -> OpShardingRule:
    """Leading dims are batch; the transformed dims need replication; a last dim that changes
    size (RFFT/IRFFT) also blocks propagation."""
    in_shape = operand_shapes(op, program)[0]
    out_shape = result_shapes(op, program)[0]
    n_fft = len(op.attributes.get("fft_length", (1,)))
    first_fft = len(in_shape) - n_fft
    truncated = in_shape[-1] != out_shape[-1]
    return (
        builder(op, program)
        .add_pointwise(
            in_shape,
            lambda d: PASS if d < first_fft else NEED_REPLICATION,
            lambda d: truncated and d == len(in_shape) - 1,
        )
        .build()
    )


def triangular_solve(op: Op, program: Program) -> OpShardingRule:
    """Batch dims pass through; the matrix factors (wired by left_side/transpose_a) need
    replication."""
    a, b_shape = operand_shapes(op, program)
    d1, d2 = len(a) - 2, len(a) - 1
    transposed = str(op.attributes.get("transpose_a", "NO_TRANSPOSE")) in ("TRANSPOSE", "ADJOINT")
    b = builder(op, program).add_pointwise(a[:-2])
    if op.attributes.get("left_side", False):
        non_contracting, contracting = (d2, d1) if transposed else (d1, d2)
        b.add_factor([non_contracting, d1], [NULL], a[non_contracting], NEED_REPLICATION)
        b.add_factor([NULL, d2], [d2], b_shape[d2], NEED_REPLICATION)
        b.add_factor([contracting, NULL], [d1], a[contracting], NEED_REPLICATION)
    else:
        non_contracting, contracting = (d1, d2) if transposed else (d2, d1)
        b.add_factor([NULL, d1], [d1], b_shape[d1], NEED_REPLICATION)
        b.add_factor([non_contracting, d2], [NULL], a[non_contracting], NEED_REPLICATION)
        b.add_factor([contracting, NULL], [d2], a[contracting], NEED_REPLICATION)
    return b.build()


RULES = {
    "stablehlo.cholesky": cholesky,
    "stablehlo.convolution": convolution,
    "stablehlo.dot": dot,
    "stablehlo.dot_general": dot_general,
    "stablehlo.fft": fft,
    "stablehlo.triangular_solve": triangular_solve,
}
