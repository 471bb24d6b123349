"""Rules for `stablehlo.custom_call`, chosen by `call_target_name` (SHARDY.md §3)."""

from __future__ import annotations

from collections.abc import Callable

from shardsat.ir.program import Op, Program
from shardsat.ir.rules_builder import NEED_REPLICATION, NULL, PASS, RuleBuilder
from shardsat.ir.rules_common import builder, operand_shapes, result_shapes
from shardsat.ir.rules_elementwise import pointwise
from shardsat.model.rule import OpShardingRule

POINTWISE_TARGETS = frozenset({
    "annotate_device_placement", "Cholesky", "CompactWyHelper", "InspectSharding",
    "InvertDiagBlocksLowerTriangular", "InvertDiagBlocksUpperTriangular", "LayoutConstraint",
    "mhlo.erf", "MoveToDevice", "MoveToHost", "X64SplitHigh", "X64SplitLow",
    "xla.megascale.provide_metadata", "MultiPad", "RotateRight", "MultiRotate", "MultiSlice",
    "Wrap",
})  # fmt: skip

NO_RULE_TARGETS = frozenset({
    "sdy_testonly", "tpu_custom_call", "xla.debug.Log", "Sharding", "SPMDFullToShardShape",
    "SPMDShardToFullShape", "xla_python_cpu_callback", "xla_python_gpu_callback",
    "xla_ffi_python_cpu_callback", "xla_ffi_python_gpu_callback", "xla_ffi_partitioned_python_cpu_callback",
})  # fmt: skip


def _matrix_dims(op: Op, program: Program) -> tuple[RuleBuilder, tuple[int, ...], int, int]:
    """A builder with the leading batch dims added pointwise, the input shape, its last two dims."""
    shape = operand_shapes(op, program)[0]
    b = builder(op, program).add_pointwise(shape[:-2])
    return b, shape, len(shape) - 2, len(shape) - 1


def eigh(op: Op, program: Program) -> OpShardingRule:
    """Batch and both matrix dims reach the eigenvectors; the last dim reaches the eigenvalues."""
    b, shape, d1, d2 = _matrix_dims(op, program)
    b.add_factor([d1], [d1, NULL], shape[d1])
    b.add_factor([d2], [d2, d1], shape[d2])
    return b.build()


def householder_product(op: Op, program: Program) -> OpShardingRule:
    """Batch dims pass through; the matrix dims of `a` reach the result but need replication;
    the taus vector gets its own need-replication factor."""
    b, shape, d1, d2 = _matrix_dims(op, program)
    b.add_factor([d1, NULL], [d1], shape[d1], NEED_REPLICATION)
    b.add_factor([d2, NULL], [d2], shape[d2], NEED_REPLICATION)
    taus = operand_shapes(op, program)[1]
    b.add_factor([NULL, len(taus) - 1], [NULL], taus[-1], NEED_REPLICATION)
    return b.build()


def qr(op: Op, program: Program) -> OpShardingRule:
    """Batch dims pass through; the matrix dims reach the first result but need replication;
    the second result's vector dim has its own need-replication factor."""
    b, shape, d1, d2 = _matrix_dims(op, program)
    b.add_factor([d1], [d1, NULL], shape[d1], NEED_REPLICATION)
    b.add_factor([d2], [d2, NULL], shape[d2], NEED_REPLICATION)
    taus = result_shapes(op, program)[1]
    b.add_factor([NULL], [NULL, len(taus) - 1], taus[-1], NEED_REPLICATION)
    return b.build()


def top_k(op: Op, program: Program) -> OpShardingRule:
    """Equal dims pass through; the k dim needs replication and blocks propagation."""
    in_shape, out_shape = operand_shapes(op, program)[0], result_shapes(op, program)[0]
    b = builder(op, program)
    for dim, (a, c) in enumerate(zip(in_shape, out_shape, strict=True)):
        if a == c:
            b.add_factor_all(dim, a)
        else:
            b.add_factor_all(dim, a, NEED_REPLICATION, blocked=True)
    return b.build()


def approx_top_k(op: Op, program: Program) -> OpShardingRule:
    """Like top_k, but the reduced dim is split: operands (values, iota) keep a pass-through
    factor, the results get a blocked need-replication one."""
    in_shape, out_shape = operand_shapes(op, program)[0], result_shapes(op, program)[0]
    b = builder(op, program)
    n_ops, n_res = len(op.operands), len(op.results)
    for dim, (a, c) in enumerate(zip(in_shape, out_shape, strict=True)):
        if a == c:
            b.add_factor_all(dim, a)
        else:
            b.add_factor([dim, dim] + [NULL] * (n_ops - 2), [NULL] * n_res, a)
            b.add_factor([NULL] * n_ops, [dim] * n_res, c, NEED_REPLICATION, blocked=True)
    return b.build()


def x64_combine(op: Op, program: Program) -> OpShardingRule:
    """Pointwise; when an rng_bit_generator reads the combined state, every factor needs
    replication and is blocked (the generator's state must be replicated)."""
    shape = result_shapes(op, program)[0]
    feeds_rng = any(
        user.name == "stablehlo.rng_bit_generator" for user, _ in program.uses(op.results[0])
    )
    kind = NEED_REPLICATION if feeds_rng else PASS
    return builder(op, program).add_pointwise(shape, lambda _: kind, lambda _: feeds_rng).build()


TARGET_RULES: dict[str, Callable[[Op, Program], OpShardingRule | None]] = {
    "ApproxTopK": approx_top_k,
    "Eigh": eigh,
    "PartialReduce": approx_top_k,
    "ProductOfElementaryHouseholderReflectors": householder_product,
    "Qr": qr,
    "QrDecompositionBlock": qr,
    "mhlo.topk": top_k,
    "X64Combine": x64_combine,
}


def custom_call_rule(op: Op, program: Program) -> OpShardingRule | None:
    """The target's rule; None (and the registry warns) for unknown targets."""
    target = str(op.attributes.get("call_target_name", ""))
    if target in POINTWISE_TARGETS:
        return pointwise(op, program)
    fn = TARGET_RULES.get(target)
    return fn(op, program) if fn is not None else None


def is_known_target(target: str) -> bool:
    return target in POINTWISE_TARGETS or target in TARGET_RULES or target in NO_RULE_TARGETS


RULES = {
    "stablehlo.custom_call": custom_call_rule,
    # jax.lax.top_k lowers to chlo.top_k, which XLA turns into its TopK op (mhlo.topk's rule)
    "chlo.top_k": top_k,
}
