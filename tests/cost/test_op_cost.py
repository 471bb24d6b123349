"""Op costs by kind, hand-computed on the ROUND machine (1 GFLOP/s f32, HBM 1 TB/s;
data=2 on 10 GB/s 10 µs, model=4 on 100 GB/s 1 µs)."""

import pytest
from hypothesis import given
from hypothesis import strategies as st
from shardsat.cost.op_cost import op_cost
from shardsat.ir.program import Op, TensorType
from shardsat.model.axis import AxisRef
from shardsat.model.errors import RuleError
from shardsat.model.parse import parse_op_sharding_rule

from tests.strategies import rules_with_shapes

MODEL, DATA = (AxisRef("model"),), (AxisRef("data"),)
T = TensorType


def test_dot_with_sharded_contracting_factor_pays_an_all_reduce(mesh, topo):
    rule = parse_op_sharding_rule("([i, k], [k, j])->([i, j]) {i=64, j=128, k=256} reduction={k}")
    c = op_cost(
        "stablehlo.dot_general", rule, [(), (), MODEL],
        [T((64, 256)), T((256, 128))], [T((64, 128))], mesh, topo,
    )  # fmt: skip
    assert c.flops == 2 * 64 * 128 * 64
    assert c.compute_ns == 1_048_576  # compute-bound: 1,048,576 FLOP at 1 GFLOP/s
    assert c.hbm_bytes == 16384 + 32768 + 32768
    (ar,) = c.collectives
    # result 32 KiB over model=4: 2·(3 µs + 3/4·32768 B / 100 GB/s) = 6.49152 µs
    assert (ar.kind, ar.bytes, ar.time_ns) == ("all-reduce", 49152, 6492)
    assert c.time_ns == 1_048_576 + 6492


def test_elementwise_pads_non_divisible_dims(mesh, topo):
    rule = parse_op_sharding_rule("([i, j], [i, j])->([i, j]) {i=8, j=6}")
    c = op_cost("stablehlo.add", rule, {1: MODEL}, [T((8, 6))] * 2, [T((8, 6))], mesh, topo)
    # 6 over 4 devices pads to 2 per device: 8·2 = 16 element ops, 12 of them useful
    assert (c.flops, c.padded_flops, c.compute_ns, c.collectives) == (16, 4, 16, ())


def test_reduce_with_sharded_reduced_dim_all_reduces_its_result(mesh, topo):
    rule = parse_op_sharding_rule("([i, j], [])->([i]) {i=8, j=16} reduction={j}")
    c = op_cost("stablehlo.reduce", rule, [(), DATA], [T((8, 16)), T(())], [T((8,))], mesh, topo)
    assert (c.flops, c.compute_ns) == (64, 64)
    (ar,) = c.collectives
    # 32 B over data=2 on the slow link: 2·(10 µs + 1/2·32 B / 10 GB/s) = 20.0032 µs
    assert (ar.kind, ar.bytes, ar.time_ns) == ("all-reduce", 32, 20003)


def test_sharded_need_replication_factor_gathers_the_operand(mesh, topo):
    rule = parse_op_sharding_rule("([i, j])->([i, j]) {i=8, j=16} need_replication={j}")
    c = op_cost("stablehlo.sort", rule, [(), MODEL], [T((8, 16))], [T((8, 16))], mesh, topo)
    (ag,) = c.collectives
    # the whole 8x16 f32 (512 B) is gathered over model: 3 µs + 3/4·512 B / 100 GB/s
    assert (ag.kind, ag.bytes, ag.buffer_bytes, ag.time_ns) == ("all-gather", 384, 512, 3004)
    assert c.flops == 128 * 4  # n·log2(16) on the full, gathered sort dim


def test_sharded_permutation_factor_permutes_the_shard(mesh, topo):
    rule = parse_op_sharding_rule("([i])->([i]) {i=16} permutation={i}")
    c = op_cost("stablehlo.reverse", rule, [MODEL], [T((16,))], [T((16,))], mesh, topo)
    (cp,) = c.collectives
    assert (cp.kind, cp.bytes, cp.time_ns) == ("collective-permute", 16, 1000)
    assert c.flops == 0  # data movement


CONV_RULE = (
    "([i, j, k], [l, k, m])->([i, j, m]) {i=2, j=32, k=4, l=1, m=8} reduction={k} permutation={j}"
)
CONV_ATTRS = {
    "dimension_numbers": {
        "input_batch_dimension": 0, "input_feature_dimension": 2, "input_spatial_dimensions": [1],
        "kernel_input_feature_dimension": 1, "kernel_output_feature_dimension": 2,
        "kernel_spatial_dimensions": [0], "output_batch_dimension": 0,
        "output_feature_dimension": 2, "output_spatial_dimensions": [1],
    },
    "padding": [[1, 1]],
}  # fmt: skip


def test_spatially_sharded_conv_exchanges_one_halo_row_each_way(mesh, topo):
    op = Op("c", "stablehlo.convolution", ("x", "w"), ("y",), attributes=CONV_ATTRS)
    rule = parse_op_sharding_rule(CONV_RULE)
    types = [T((2, 32, 4)), T((3, 4, 8))]
    c = op_cost(op, rule, {1: MODEL}, types, [T((2, 32, 8))], mesh, topo)
    # local lhs 2x8x4 f32 = 256 B over 8 rows; 3-wide window, padding 1: 1 row left, 1 right
    assert [(x.kind, x.bytes, x.time_ns) for x in c.collectives] == [
        ("collective-permute", 32, 1000),
        ("collective-permute", 32, 1000),
    ]
    # 2 · 128 local outputs · (3·4·8 kernel elements / 8 output features)
    assert c.flops == 2 * 128 * 12


def test_wrong_number_of_factor_entries_is_an_error(mesh, topo):
    rule = parse_op_sharding_rule("([i])->([i]) {i=16}")
    with pytest.raises(
        RuleError, match="factor assignment has 2 entries for a rule with 1 factors"
    ):
        op_cost("stablehlo.abs", rule, [(), ()], [T((16,))], [T((16,))], mesh, topo)


def test_rule_not_fitting_the_op_is_an_error(mesh, topo):
    rule = parse_op_sharding_rule("([i])->([i]) {i=16}")
    with pytest.raises(RuleError, match="stablehlo.abs: rule .* does not fit 2 operands"):
        op_cost("stablehlo.abs", rule, None, [T((16,))] * 2, [T((16,))], mesh, topo)


def test_data_movement_is_bandwidth_bound(mesh, topo):
    rule = parse_op_sharding_rule("([i, j])->([j, i]) {i=1000, j=1000}")
    c = op_cost("stablehlo.transpose", rule, None, [T((1000, 1000))], [T((1000, 1000))], mesh, topo)
    # no FLOPs; 4 MB read + 4 MB written at 1 TB/s
    assert (c.flops, c.hbm_bytes, c.compute_ns) == (0, 8_000_000, 8000)


@given(st.data())
def test_any_rule_under_any_assignment_costs_non_negative_ints(data):
    from shardsat.cost.topology import load_topology
    from shardsat.model.mesh import Mesh

    mesh = Mesh.of("mesh", x=2, y=2, z=2)
    topo = load_topology("tpu_v5p_2x2x2", mesh)
    rule, operand_shapes, result_shapes = data.draw(rules_with_shapes(max_factors=4))
    names = data.draw(st.permutations(["x", "y", "z"]))
    owner = [data.draw(st.integers(-1, rule.num_factors - 1)) for _ in names]
    axes = [
        tuple(AxisRef(n) for n, o in zip(names, owner, strict=True) if o == f)
        for f in range(rule.num_factors)
    ]
    name = data.draw(
        st.sampled_from(
            ["stablehlo.dot_general", "stablehlo.add", "stablehlo.reduce", "stablehlo.sort"]
        )
    )
    c = op_cost(
        name, rule, axes, [T(s) for s in operand_shapes], [T(s) for s in result_shapes], mesh, topo
    )
    assert isinstance(c.compute_ns, int) and c.compute_ns >= 0 and c.flops >= c.padded_flops >= 0
    assert all(
        isinstance(k.time_ns, int) and k.time_ns >= 0 and k.bytes >= 0 for k in c.collectives
    )
    if not any(axes):
        assert c.collectives == ()
