"""The XLA check: HLO collective parsing (no XLA needed) and a small compiled sample."""

import pytest
from shardsat.experiments.validate_cost import SeenCollective, parse_hlo_collectives

HLO = """
%all-reduce.4 = (f32[3,3,32,64]{3,2,1,0}, f32[3,3,64,32]{3,2,1,0}) all-reduce(%a, %b), channel_id=9, replica_groups=mesh['axis_0'=2,'axis_1'=4,'axis_2'=1,'axis_3'=1] {'axis_0'}, to_apply=%add
ROOT %all-reduce = f32[32,128]{1,0} all-reduce(%f), channel_id=1, replica_groups={{0,1,2,3},{4,5,6,7}}, to_apply=%add
%all-gather = f32[512,2048]{1,0} all-gather(%p), channel_id=1, replica_groups=[1,8]<=[8], dimensions={0}
%all-to-all.3 = (f32[32,1,64]{2,1,0}, f32[32,1,64]{2,1,0}, f32[32,1,64]{2,1,0}, f32[32,1,64]{2,1,0}, f32[32,1,64]{2,1,0}, /*index=5*/f32[32,1,64]{2,1,0}, f32[32,1,64]{2,1,0}, f32[32,1,64]{2,1,0}) all-to-all(%s0, %s1), channel_id=4, replica_groups=mesh['axis_0'=8,'axis_1'=1] {'axis_0'}
%collective-permute = f32[8,1,32,32]{3,2,1,0} collective-permute(%w), channel_id=1, source_target_pairs={{0,1},{1,2},{2,3},{4,5},{5,6},{6,7}}
%get-tuple-element.6 = f32[8,32,256]{2,1,0} get-tuple-element(%all-reduce.6), index=0
"""


def test_parse_hlo_collectives_maps_groups_to_mesh_axes():
    found = parse_hlo_collectives(HLO)
    assert found == [
        # a tuple all-reduce over 'axis_0' = the major factor 2 of 8 devices = "data"
        SeenCollective("all-reduce", "data", 73728, 73728, "xla"),
        SeenCollective("all-reduce", "data", 73728, 73728, "xla"),
        SeenCollective("all-reduce", "model", 2 * 3 * 16384 // 4, 16384, "xla"),
        SeenCollective("all-gather", "data,model", 7 * 4194304 // 8, 4194304, "xla"),
        SeenCollective("all-to-all", "data,model", 7 * 65536 // 8, 65536, "xla"),
        SeenCollective("collective-permute", "model", 32768, 32768, "xla"),
    ]


@pytest.mark.xla
def test_mlp_plans_match_xla_collectives_exactly():
    from shardsat.experiments.validate_cost import run

    frame = run(["mlp"], tiny=True, plans=["data_parallel", "megatron"])
    got = {
        r.plan: (r.xla_count, r.xla_bytes, r.model_count, r.model_bytes) for r in frame.itertuples()
    }
    # data parallel: the two weight gradients all-reduced over all 8 devices
    assert got["data_parallel"] == (2, 2 * 2 * 7 * 32768 // 8, 2, 2 * 2 * 7 * 32768 // 8)
    # Megatron: gradient all-reduces over data, the activation gradient over model
    assert got["megatron"] == (3, 22528, 3, 22528)
    assert list(frame["xla_rank"]) == list(frame["model_rank"]) == [2, 1]


@pytest.mark.xla
def test_plans_where_xla_does_not_take_the_cheapest_route_match_exactly():
    """FSDP weight gradients (XLA all-reduces the partial gradient), a conv kernel gradient with
    the window sharded (one all-reduce per axis), conv/2d (the activation gathered twice), a
    GPT layer under FSDP (a vocab-sharded embedding table gathered, the scatter-add gradient
    all-reduced): the model predicts XLA's very collectives."""
    from shardsat.experiments.validate_cost import run

    frame = run(["mlp", "conv", "gpt"], tiny=True, plans=["fsdp", "spatial", "2d"])
    assert [f"{r.program}/{r.plan}" for r in frame.itertuples()] == [
        "mlp/fsdp", "mlp/2d", "conv/spatial", "conv/2d", "gpt/fsdp",
    ]  # fmt: skip
    for r in frame.itertuples():
        assert r.model_detail == r.xla_detail, f"{r.program}/{r.plan}"
    fsdp = frame.iloc[0]
    # x @ w1 and h @ w2 gather the weights (7/8 of 32 KiB each), the w2 gradient is all-reduced
    # whole (2·7/8 of 32 KiB); the activations move by all-gather and all-to-all
    assert fsdp.xla_bytes == fsdp.model_bytes == 138880
    assert ("all-reduce", "data,model", 57344) in fsdp.xla_detail
    spatial = frame.iloc[2]
    assert [c for c in spatial.xla_detail if c[0] == "all-reduce"] == [
        ("all-reduce", "data", 2 * 1 * 4608 // 2),
        ("all-reduce", "data", 2 * 1 * 4608 // 2),
        ("all-reduce", "model", 2 * 3 * 4608 // 4),
        ("all-reduce", "model", 2 * 3 * 4608 // 4),
    ]


def test_mesh_replica_groups_with_device_ids_keep_their_group_size():
    # XLA's mesh form with a device order: groups along 'axis_1' are the four "model" devices
    line = (
        "  ROOT %all-reduce = f32[128,256]{1,0} all-reduce(%x), channel_id=1, "
        "replica_groups=mesh['axis_0'=1,'axis_1'=4,'axis_2'=2], device_ids=([2,4]T(1,0)) "
        "{'axis_1'}, use_global_device_ids=true, to_apply=%add"
    )
    (seen,) = parse_hlo_collectives(line, {"data": 2, "model": 4})
    assert (seen.kind, seen.axes, seen.bytes) == ("all-reduce", "model", 196608)


def test_mesh_replica_groups_with_a_sub_axis_use_the_sub_axis_size():
    # held-out conflicting-inputs: XLA's all-to-all over the minor half of 'axis_0' (size 4) is
    # a group of 2 devices: a tuple of two 8 KiB pieces, one device sends half of 16 KiB
    line = (
        "  %all-to-all.1 = (f32[1,32,64]{2,1,0}, f32[1,32,64]{2,1,0}) all-to-all(%a, %b), "
        "channel_id=1, replica_groups=mesh['axis_0'=4,'axis_1'=2], "
        "device_ids=([2,2,2]T(0,2,1)) {'axis_0':(2)2}, metadata={}"
    )
    (seen,) = parse_hlo_collectives(line, {"data": 2, "model": 4})
    assert (seen.kind, seen.bytes, seen.buffer_bytes) == ("all-to-all", 8192, 16384)
    assert seen.axes == "model"


def test_complex_elements_are_eight_bytes_and_unknown_types_fail():
    # blind6's FNet gathers complex64 fft operands: counted as 4-byte elements, its traffic
    # read as half of what XLA moves
    line = (
        "  %all-gather = c64[4,32,32]{2,1,0} all-gather(%x), channel_id=1, "
        "replica_groups=[4,2]<=[8], dimensions={0}"
    )
    (seen,) = parse_hlo_collectives(line, {"data": 4, "model": 2})
    assert (seen.buffer_bytes, seen.bytes) == (32768, 16384)
    with pytest.raises(ValueError, match="q7"):
        parse_hlo_collectives(line.replace("c64", "q7"), {"data": 4, "model": 2})


LOOP_HLO = """
%body.1 (p: (s32[], f32[8,64])) -> (s32[], f32[8,64]) {
  %all-reduce.2 = f32[8,64]{1,0} all-reduce(%f), channel_id=1, replica_groups={{0,1,2,3},{4,5,6,7}}, to_apply=%add
  %w2 = (s32[], f32[8,64]) while(%t2), condition=%cond.2, body=%inner.3, backend_config={"known_trip_count":{"n":"2"}}
}
%inner.3 (p: (s32[], f32[8,64])) -> (s32[], f32[8,64]) {
  %all-gather.1 = f32[16,64]{1,0} all-gather(%g), channel_id=2, replica_groups={{0,4},{1,5},{2,6},{3,7}}, dimensions={0}
}
%free.4 (p: (s32[], f32[8,64])) -> (s32[], f32[8,64]) {
  %all-reduce.5 = f32[8,64]{1,0} all-reduce(%h), channel_id=3, replica_groups={{0,1,2,3},{4,5,6,7}}, to_apply=%add
}
ENTRY %main.9 (x: f32[8,64]) -> f32[8,64] {
  %w1 = (s32[], f32[8,64]) while(%t), condition=%cond.1, body=%body.1, backend_config={"known_induction_variable":{"tuple_index":"0"},"known_trip_count":{"n":"6"}}
  %w3 = (s32[], f32[8,64]) while(%t3), condition=%cond.4, body=%free.4
  %all-reduce.9 = f32[8,64]{1,0} all-reduce(%x), channel_id=4, replica_groups={{0,1,2,3},{4,5,6,7}}, to_apply=%add
}
"""


def test_collectives_in_loop_bodies_count_once_per_iteration_nested_loops_multiply():
    found = parse_hlo_collectives(LOOP_HLO, {"data": 2, "model": 4})
    reduce = SeenCollective("all-reduce", "model", 2 * 3 * 2048 // 4, 2048, "xla")
    gather = SeenCollective("all-gather", "data", 2048, 4096, "xla")
    # the body 6 times, the loop inside it 6 x 2, a loop of unknown length and the entry once
    assert found == [reduce] * 6 + [gather] * 12 + [reduce] * 2
