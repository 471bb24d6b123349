"""Exact rule texts from the registry for ops built with ProgramBuilder (no MLIR involved).

Expected strings are Shardy's own outputs (tests/golden/rules/ops.mlir holds the MLIR twins that
the differential test checks against Shardy itself).
"""

import warnings

import pytest
from shardsat.ir.builder import ProgramBuilder
from shardsat.ir.registry import register_rule, rule_for, unregister_rule
from shardsat.ir.rules_builder import NEED_REPLICATION, NULL, REDUCTION, RuleBuilder
from shardsat.ir.shardy_oracle import rule_text
from shardsat.model.errors import RuleError
from shardsat.model.mesh import Mesh

MESH = Mesh.of("mesh", x=2, y=4)


def rule_of(b: ProgramBuilder, value: str) -> str | None:
    program = b.build()
    op = program.producer(value)
    return rule_text(rule_for(op, program))


def test_dot_general_factor_order_batch_lhs_rhs_contracting():
    b = ProgramBuilder(MESH)
    x, y = b.arg((4, 8, 8)), b.arg((4, 8, 16))
    z = b.dot_general(x, y, contracting=([2], [1]), batching=([0], [0]))
    assert (
        rule_of(b, z) == "([i, j, l], [i, l, k])->([i, j, k]) {i=4, j=8, k=16, l=8} reduction={l}"
    )


@pytest.mark.parametrize(
    ("src", "dst", "expected"),
    [
        ((8, 16), (128,), "([i, j])->([ij]) {i=8, j=16}"),
        ((128,), (2, 4, 16), "([ijk])->([i, j, k]) {i=2, j=4, k=16}"),
        ((8, 16), (16, 8), "([i, jk])->([ij, k]) {i=8, j=2, k=8}"),
        ((2, 13, 1), (26,), "([i, j, k])->([ij]) {i=2, j=13, k=1}"),
        ((3, 2), (2, 3), "([i, l])->([j, k]) {i=3, j=2, k=3, l=2}"),
        ((6, 4), (4, 6), "([ij, mn])->([ik, ln]) {i=2, j=3, k=2, l=3, m=2, n=2}"),
        ((8, 4, 5), (2, 16, 5), "([ij, k, l])->([i, jk, l]) {i=2, j=4, k=4, l=5}"),
    ],
)
def test_reshape_compound_factors(src, dst, expected):
    b = ProgramBuilder(MESH)
    y = b.reshape(b.arg(src), dst)
    assert rule_of(b, y) == expected


def test_broadcast_in_dim_expanded_size_one_dim_gets_own_factor():
    b = ProgramBuilder(MESH)
    y = b.broadcast_in_dim(b.arg((2, 13, 1)), (2, 64, 13, 4), [0, 2, 3])
    assert rule_of(b, y) == "([i, k, l])->([i, j, k, m]) {i=2, j=64, k=13, l=1, m=4}"


def test_reduce_and_scalar_init():
    b = ProgramBuilder(MESH)
    y = b.reduce(b.arg((8, 16)), [1])
    assert rule_of(b, y) == "([i, j], [])->([i]) {i=8, j=16} reduction={j}"


def test_transpose_and_elementwise():
    b = ProgramBuilder(MESH)
    x = b.arg((8, 16))
    t = b.transpose(x, [1, 0])
    c = b.op("stablehlo.compare", [x, x], comparison_direction="GT")
    assert rule_of(b, t) == "([j, i])->([i, j]) {i=16, j=8}"
    assert rule_of(b, c) == "([i, j], [i, j])->([i, j]) {i=8, j=16}"
    assert b.type_of(c).element_type == "i1"


def test_concatenate_of_slices_is_permutation_else_need_replication():
    b = ProgramBuilder(MESH)
    x = b.arg((8, 16))
    s1 = b.op(
        "stablehlo.slice", [x], (8, 8), start_indices=[0, 2], limit_indices=[8, 10], strides=[1, 1]
    )
    s2 = b.op(
        "stablehlo.slice", [x], (8, 6), start_indices=[0, 10], limit_indices=[8, 16], strides=[1, 1]
    )
    c1 = b.op("stablehlo.concatenate", [s1, s2], (8, 14), dimension=1)
    c2 = b.op("stablehlo.concatenate", [x, x], (16, 16), dimension=0)
    assert rule_of(b, s1) == "([i, j])->([i, j]) {i=8, j=16} permutation={j}"
    assert rule_of(b, c1) == "([i, j], [i, j])->([i, j]) {i=8, j=14} permutation={j}"
    assert rule_of(b, c2) == "([i, j], [i, j])->([i, j]) {i=16, j=16} need_replication={i}"


def test_dynamic_slice_blocks_sliced_dims():
    b = ProgramBuilder(MESH)
    x, i = b.arg((8, 16)), b.arg((), "i32")
    y = b.op("stablehlo.dynamic_slice", [x, i, i], (8, 4), slice_sizes=[8, 4])
    assert rule_of(b, y) == (
        "([i, j], [], [])->([i, j]) {i=8, j=16} need_replication={j} blocked_propagation={j}"
    )


def test_dynamic_update_slice_constant_indices_do_not_need_replication():
    b = ProgramBuilder(MESH)
    x, u, i = b.arg((8, 16)), b.arg((8, 4)), b.arg((), "i32")
    c = b.constant((), 1, "i32")
    y1 = b.op("stablehlo.dynamic_update_slice", [x, u, i, i], (8, 16))
    y2 = b.op("stablehlo.dynamic_update_slice", [x, u, c, c], (8, 16))
    assert (
        rule_of(b, y1) == "([i, j], [i, k], [], [])->([i, j]) {i=8, j=16, k=4} need_replication={k}"
    )
    assert rule_of(b, y2) == "([i, j], [i, k], [], [])->([i, j]) {i=8, j=16, k=4}"


def test_convolution_spatial_factors():
    b = ProgramBuilder(MESH)
    x, w = b.arg((4, 8, 8, 3)), b.arg((3, 3, 3, 16))
    dn = {
        "input_batch_dimension": 0, "input_feature_dimension": 3,
        "input_spatial_dimensions": [1, 2], "kernel_input_feature_dimension": 2,
        "kernel_output_feature_dimension": 3, "kernel_spatial_dimensions": [0, 1],
        "output_batch_dimension": 0, "output_feature_dimension": 3,
        "output_spatial_dimensions": [1, 2],
    }  # fmt: skip
    y = b.op("stablehlo.convolution", [x, w], (4, 4, 4, 16), dimension_numbers=dn)
    assert rule_of(b, y) == (
        "([i, jk, lm, n], [k, m, n, o])->([i, j, l, o]) {i=4, j=4, k=2, l=4, m=2, n=3, o=16} "
        "reduction={k, m, n} permutation={j, l}"
    )


def test_gather_operand_collapsed_dim_is_reduction():
    b = ProgramBuilder(MESH)
    x, idx = b.arg((16, 8)), b.arg((4, 1), "i32")
    dn = {
        "offset_dims": [1],
        "collapsed_slice_dims": [0],
        "start_index_map": [0],
        "index_vector_dim": 1,
    }
    y = b.op("stablehlo.gather", [x, idx], (4, 8), dimension_numbers=dn, slice_sizes=[1, 8])
    assert rule_of(b, y) == (
        "([k, j], [i, l])->([i, j]) {i=4, j=8, k=16, l=1} reduction={k} need_replication={l}"
    )


def test_sort_rank_one_blocks_sort_dim():
    b = ProgramBuilder(MESH)
    y = b.op("stablehlo.sort", [b.arg((128,))], dimension=0)
    assert rule_of(b, y) == "([i])->([i]) {i=128} need_replication={i} blocked_propagation={i}"


def test_no_rule_by_design_is_silent_and_unknown_op_warns_once():
    b = ProgramBuilder(MESH)
    x = b.arg((4,))
    c = b.constant((4,))
    u1 = b.op("weird.thing", [x], (4,))
    u2 = b.op("weird.thing", [x], (4,))
    program = b.build()
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        assert rule_for(program.producer(c), program) is None
        assert rule_for(program.producer(u1), program) is None
        assert rule_for(program.producer(u2), program) is None
    messages = [str(w.message) for w in caught]
    assert messages == ["op 'weird.thing' is unknown to the sharding rule registry"]


def test_op_rule_overrides_registry():
    b = ProgramBuilder(MESH)
    x = b.arg((4, 8))
    y = b.op(
        "stablehlo.add", [x, x], rule="([i, j], [i, j])->([i, j]) {i=4, j=8} need_replication={j}"
    )
    assert rule_of(b, y) == "([i, j], [i, j])->([i, j]) {i=4, j=8} need_replication={j}"


def test_register_rule_for_custom_dialect_and_unregister():
    def matmul_rule(op, program):
        (m, k), (_, n) = (program.value(v).type.shape for v in op.operands)
        return (
            RuleBuilder([2, 2], [2])
            .add_factor([0, NULL], [0], m)
            .add_factor([NULL, 1], [1], n)
            .add_factor([1, 0], [NULL], k, REDUCTION)
            .build()
        )

    register_rule("mydialect.matmul", matmul_rule)
    try:
        b = ProgramBuilder(MESH)
        x, w = b.arg((8, 16)), b.arg((16, 32))
        y = b.op("mydialect.matmul", [x, w], (8, 32))
        assert rule_of(b, y) == "([i, k], [k, j])->([i, j]) {i=8, j=32, k=16} reduction={k}"
    finally:
        unregister_rule("mydialect.matmul")
    with pytest.raises(RuleError, match='op name "matmul" must be dialect-qualified'):
        register_rule("matmul", matmul_rule)


def test_conservative_mode_drops_concat_factor_and_blocks_slices():
    b = ProgramBuilder(MESH)
    x = b.arg((8, 16))
    s = b.op(
        "stablehlo.slice", [x], (8, 8), start_indices=[0, 2], limit_indices=[8, 10], strides=[1, 1]
    )
    c = b.op("stablehlo.concatenate", [x, x], (16, 16), dimension=0)
    program = b.build()
    rule = lambda v: rule_text(rule_for(program.producer(v), program, conservative=True))  # noqa: E731
    assert rule(s) == "([i, j])->([i, j]) {i=8, j=16} permutation={j} blocked_propagation={j}"
    assert rule(c) == "([j, i], [k, i])->([l, i]) {i=16, j=1, k=1, l=1}"


def test_op_object_with_sharding_rule_method_is_asked_first():
    from shardsat.ir.program import Op

    class MyOp(Op):
        __slots__ = ()

        def sharding_rule(self, program):
            (n,) = program.value(self.operands[0]).type.shape
            return RuleBuilder([1], [1]).add_factor([0], [0], n, NEED_REPLICATION).build()

    b = ProgramBuilder(MESH)
    x = b.arg((8,))
    y = b.op("stablehlo.abs", [x])
    program = b.build()
    plain = program.main.ops[0]
    mine = MyOp(plain.id, "mydialect.norm", plain.operands, plain.results)
    assert rule_text(rule_for(mine, program)) == "([i])->([i]) {i=8} need_replication={i}"
    assert y == plain.results[0]
