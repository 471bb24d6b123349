"""Reshard planner: Shardy's reshard_to_collectives sequences (SHARDY.md §5.1 T6/T7), exact bytes."""

import pytest
from hypothesis import assume, given
from hypothesis import strategies as st
from shardsat.cost.reshard import plan_reshard
from shardsat.cost.topology import load_topology
from shardsat.ir.program import TensorType
from shardsat.model.errors import VerificationError
from shardsat.model.mesh import Mesh
from shardsat.model.parse import parse_tensor_sharding

from tests.strategies import meshes, tensor_shardings

XYZ = Mesh.of("mesh", x=2, y=2, z=2)


def plan(src: str, dst: str, shape, mesh=XYZ, preset="tpu_v5p_2x2x2"):
    topo = load_topology(preset, mesh)
    return plan_reshard(
        parse_tensor_sharding(f"<@mesh, {src}>"),
        parse_tensor_sharding(f"<@mesh, {dst}>"),
        TensorType(tuple(shape), "f32"),
        mesh,
        topo,
    )


def test_t7_drop_suffix_axes_is_one_all_gather():
    p = plan('[{"x", "y", "z"}, {}]', '[{"x"}, {}]', (16, 8))
    assert str(p) == 'all_gather [{"y", "z"}, {}]'
    # local 2x8 f32 = 64 B gathered 4-way to 256 B: each device sends 3·64 B
    assert (p.bytes, p.steps[0].buffer_bytes) == (192, 256)


def test_t7_add_axes_is_a_free_all_slice():
    p = plan("[{}, {}]", '[{"x"}, {"y", "z"}]', (16, 8))
    assert str(p) == 'all_slice [{"x"}, {"y", "z"}]'
    assert (p.bytes, p.time_ns) == (0, 0)


def test_an_axis_that_leaves_for_a_larger_axis_is_gathered_then_sliced():
    # XLA's partitioner (tile counts [2,1] -> [1,4], neither refines nor all-to-alls): it
    # replicates and slices; the gather moves the full-width rows
    mesh = Mesh.of("mesh", x=2, y=4)
    p = plan('[{"x"}, {}]', '[{}, {"y"}]', (16, 8), mesh=mesh, preset="cpu")
    assert str(p) == 'all_gather [{"x"}, {}]; all_slice [{}, {"y"}]'
    assert p.bytes == 256  # gathered buffer 16x8 f32 = 512 B, half of it received


def test_an_axis_swapped_for_one_of_equal_size_is_all_to_all_then_permute():
    # equal tile counts [2,1] -> [1,2]: XLA all-to-alls over "x" then permutes the devices
    # into "y"'s order (measured: all-to-all 128 B + collective-permute 256 B)
    p = plan('[{"x"}, {}]', '[{}, {"y"}]', (16, 8))
    assert p.kinds == ("all-to-all", "collective-permute")
    assert [s.bytes for s in p.steps] == [128, 256]


def test_xla_patterns_on_a_2x4_mesh():
    # measured with XLA on 8 CPU devices, f32[16,32] (every pair of whole-axis shardings of
    # a rank-2 tensor on data=2 x model=4 agrees; a few representative ones here)
    mesh = Mesh.of("mesh", data=2, model=4)

    def bytes_kinds(src, dst):
        p = plan(src, dst, (16, 32), mesh=mesh, preset="cpu")
        return p.bytes, p.kinds

    # conflicting inputs: tile counts [2,4] -> [4,2], one all-to-all of 2 + a permute
    assert bytes_kinds('[{"data"}, {"model"}]', '[{"model"}, {"data"}]') == (
        384, ("all-to-all", "collective-permute"))  # fmt: skip
    # refining a partially replicated source slices locally, then permutes
    assert bytes_kinds('[{}, {"data"}]', '[{}, {"model"}]') == (
        512,
        ("all-slice", "collective-permute"),
    )
    # coarsening to another axis: permute the shard, then gather a group of 2
    assert bytes_kinds('[{}, {"model"}]', '[{}, {"data"}]') == (
        1024, ("collective-permute", "all-gather"))  # fmt: skip
    # no pattern: XLA replicates everything and slices ("involuntary full rematerialization")
    assert bytes_kinds('[{}, {"data", "model"}]', '[{"data"}, {}]') == (
        1792, ("all-gather", "all-slice"))  # fmt: skip


def test_a_sub_axis_moves_between_dims_as_xla_moves_it():
    # XLA sees tile counts and device order only, so a sub-axis is planned like a mesh axis of
    # its own (XLA on 8 CPU devices with these sdy annotations: an all-to-all of 128 bytes; with
    # the other half of "x" as target, the all-to-all and a permute of the 256-byte shard)
    mesh = Mesh.of("mesh", x=4, y=2)
    p = plan('[{"x":(1)2}, {}]', '[{}, {"x":(1)2}]', (16, 8), mesh=mesh, preset="cpu")
    assert str(p) == 'all_to_all [{"x":(1)2}: 0->1]'
    assert p.bytes == 128
    other = plan('[{"x":(1)2}, {}]', '[{}, {"x":(2)2}]', (16, 8), mesh=mesh, preset="cpu")
    assert other.kinds == ("all-to-all", "collective-permute")
    assert other.bytes == 128 + 256
    whole = plan('[{"x"}, {}]', '[{}, {"x"}]', (16, 8), mesh=mesh, preset="h100x8")
    assert str(whole) == 'all_to_all [{"x"}: 0->1]'


def test_t7_move_axis_between_dims_is_all_to_all():
    p = plan('[{"x"}, {"y"}, {}]', '[{}, {"y"}, {"x"}]', (16, 8, 8))
    assert str(p) == 'all_to_all [{"x"}: 0->2]'
    assert p.bytes == 512  # local 8x4x8 f32 = 1024 B, half of it leaves


def test_counts_without_an_all_to_all_pattern_are_gathered_dim_by_dim():
    # Shardy's T7 sequence is permute, a2a {"x"}, a2a {"y","z"}; XLA's partitioner finds no
    # all-to-all pattern for counts [2, 4, 1] -> [1, 1, 8] and replicates: it all-gathers one dim
    # at a time, the last first (HLO: all-gather f32[8,8,8] over 4 devices, 1,536 B, then
    # f32[16,8,8] over 2, 2,048 B), then slices
    p = plan('[{"y"}, {"x", "z"}, {}]', '[{}, {}, {"x", "y", "z"}]', (16, 8, 8))
    assert str(p) == (
        'all_gather [{}, {"x", "z"}, {}]; all_gather [{"y"}, {}, {}]; '
        'all_slice [{}, {}, {"x", "y", "z"}]'
    )
    assert [s.bytes for s in p.steps] == [1536, 2048, 0]


def test_same_sizes_other_axes_is_one_collective_permute():
    p = plan('[{"x"}, {"y"}]', '[{"y"}, {"x"}]', (16, 8))
    assert str(p) == 'collective_permute [{"y"}, {"x"}]'
    assert [a.name for a in p.steps[0].axes] == ["x", "y"]


def test_unreduced_to_sliced_fuses_into_reduce_scatter():
    # T6(b): the dot result [{x}, {}] partial over y, wanted [{x}, {y}]
    p = plan('[{"x"}, {}], unreduced={"y"}', '[{"x"}, {"y"}]', (16, 8))
    assert str(p) == 'reduce_scatter {"y"}'
    assert p.bytes == 128  # local 8x8 f32 = 256 B, half is sent


def test_unreduced_to_replicated_is_all_reduce():
    p = plan('[{"x"}, {}], unreduced={"y"}', '[{"x"}, {}]', (16, 8))
    assert str(p) == 'all_reduce {"y"}'
    assert p.bytes == 256


def test_sub_axes_equal_to_the_full_axis_need_nothing():
    mesh = Mesh.of("mesh", x=4)
    p = plan('[{"x":(1)2, "x":(2)2}]', '[{"x"}]', (8,), mesh=mesh)
    assert p.steps == ()


def test_gather_part_of_an_axis_is_a_sub_axis_all_gather():
    mesh = Mesh.of("mesh", x=4)
    p = plan('[{"x"}]', '[{"x":(1)2}]', (8,), mesh=mesh)
    assert str(p) == 'all_gather [{"x":(2)2}]'


def test_stuck_layout_reorders_within_the_dim_before_gathering():
    p = plan('[{"y", "x"}, {}]', '[{"x"}, {}]', (16, 8))
    assert p.kinds == ("collective-permute", "all-gather")
    # permute the 4x8 f32 shard (128 B), then gather a group of 2 into the 8x8 target (256 B)
    assert [s.bytes for s in p.steps] == [128, 128]


def test_different_device_order_adds_a_collective_permute():
    src_mesh = Mesh.of("mesh", x=2, y=2)
    dst_mesh = Mesh(src_mesh.axes, (0, 2, 1, 3), "other")
    topo = load_topology("cpu", src_mesh)
    s = parse_tensor_sharding('<@mesh, [{"x"}, {}]>')
    d = parse_tensor_sharding('<@other, [{"x"}, {}]>')
    p = plan_reshard(s, d, TensorType((8, 8)), src_mesh, topo, dst_mesh=dst_mesh)
    assert p.kinds == ("collective-permute",)
    assert p.bytes == 128


def test_rank_mismatch_names_the_sharding():
    with pytest.raises(VerificationError, match="rank 2 != tensor rank 1"):
        plan('[{"x"}, {}]', '[{"x"}, {}]', (8,))


@given(st.data())
def test_reshard_to_itself_is_free(data):
    mesh = data.draw(meshes(max_axes=3, max_size=4, device_ids=False))
    rank = data.draw(st.integers(0, 3))
    s = data.draw(tensor_shardings(mesh, rank))
    shape = tuple(data.draw(st.integers(1, 12)) for _ in range(rank))
    p = plan_reshard(s, s, TensorType(shape), mesh, load_topology("cpu", mesh))
    assert (p.steps, p.time_ns, p.bytes) == ((), 0, 0)


@given(st.data())
def test_any_reshard_has_a_plan_with_non_negative_cost(data):
    mesh = data.draw(meshes(max_axes=3, max_size=4, device_ids=False))
    rank = data.draw(st.integers(0, 3))
    src = data.draw(tensor_shardings(mesh, rank))
    dst = data.draw(tensor_shardings(mesh, rank))
    shape = tuple(data.draw(st.integers(1, 12)) for _ in range(rank))
    try:
        p = plan_reshard(src, dst, TensorType(shape), mesh, load_topology("cpu", mesh))
    except VerificationError as err:
        assume("cannot coexist" not in str(err))
        raise
    assert p.time_ns >= 0 and p.bytes >= 0
    assert p.time_ns == sum(s.time_ns for s in p.steps)
    back = plan_reshard(dst, dst, TensorType(shape), mesh, load_topology("cpu", mesh))
    assert back.steps == ()


def test_mesh_with_other_axes_goes_through_replication():
    src_mesh = Mesh.of("mesh", x=2, y=2)
    dst_mesh = Mesh.of("flat", d=4)
    topo = load_topology("cpu", src_mesh)
    s = parse_tensor_sharding('<@mesh, [{"x"}, {"y"}]>')
    d = parse_tensor_sharding('<@flat, [{"d"}, {}]>')
    p = plan_reshard(s, d, TensorType((8, 8)), src_mesh, topo, dst_mesh=dst_mesh)
    # XLA gathers one dim at a time, the last first
    assert str(p) == 'all_gather [{}, {"y"}]; all_gather [{"x"}, {}]; all_slice [{"d"}, {}]'
    assert p.bytes == 3 * 64  # 4x4 f32 shards gathered 4-way


def test_two_axis_all_to_all_on_a_gpu_cluster_prices_the_infiniband_peers():
    mesh = Mesh.of("mesh", data=2, model=8)
    p = plan('[{"data", "model"}, {}]', '[{}, {"data", "model"}]', (16, 16 * 1024), mesh, "h100x64")
    (a2a,) = p.steps
    # 16 KiB f32 rows → local 1x16384 f32 = 64 KiB; 1/16 to each of 15 peers;
    # 7 NVLink peers, 8 InfiniBand peers; α of IB (5 µs) per peer
    piece = 65536 / 16
    expected = 15 * 5e-6 + 7 * piece / 450e9 + 8 * piece / 50e9
    assert (a2a.kind, a2a.bytes, a2a.time_ns) == ("all-to-all", 15 * 4096, round(expected * 1e9))


X1X2Y = Mesh.of("mesh", x1=2, x2=2, y=2)
XY = Mesh.of("mesh", x=4, y=2)


def kinds_bytes(p):
    return [(s.kind, s.bytes) for s in p.steps if s.kind != "all-slice"]


def test_one_source_dim_into_two_target_dims_is_one_gather_as_xla():
    # [1,1,4] (y replicated) -> [2,2,1]: no all-to-all pattern (counts {4} vs {2, 2}); XLA
    # all-gathers dim 2 (f32[8,8,4] over x1, x2: 768 B) and slices
    p = plan('[{}, {}, {"x1", "x2"}]', '[{"x1"}, {"x2"}, {}]', (8, 8, 4), X1X2Y, "cpu")
    assert kinds_bytes(p) == [("all-gather", 768)]


def test_equal_counts_are_grouped_then_permuted_as_xla():
    # dim 0 keeps 2 tiles (y -> x2): XLA reshards within the groups of the source (all-gather
    # f32[4,8,4] over x1, x2: 384 B), then permutes the f32[4,8,2] shard (256 B); the name-based
    # plan gathered both dims (896 B)
    p = plan('[{"y"}, {"x1", "x2"}, {}]', '[{"x2"}, {}, {"y"}]', (8, 8, 4), X1X2Y, "cpu")
    assert kinds_bytes(p) == [("all-gather", 384), ("collective-permute", 256)]
    assert p.bytes == 640


@pytest.mark.parametrize(
    ("mesh", "src", "dst"),
    [
        (X1X2Y, '[{}, {"x1"}, {"x2", "y"}]', '[{"x2"}, {"x1", "y"}, {}]'),
        (XY, '[{}, {"x":(1)2}, {"x":(2)2, "y"}]', '[{"x":(2)2}, {"x":(1)2, "y"}, {}]'),
    ],
)
def test_count_swaps_are_all_to_alls_then_a_permute_as_xla(mesh, src, dst):
    # counts [1,2,4] -> [2,4,1]: XLA swaps the counts of dims 1 and 0 (an all-to-all over 2
    # devices of the 128 B shard: 64 B), then of dims 2 and 1 (over 4: 96 B), and permutes the
    # f32[4,2,4] shard to the target's device order (128 B); the name-based plan moved whole
    # axes (128 B in all). The sub-axis form is the same devices.
    p = plan(src, dst, (8, 8, 4), mesh, "cpu")
    assert kinds_bytes(p) == [("all-to-all", 64), ("all-to-all", 96), ("collective-permute", 128)]


def test_partial_replication_becomes_a_tiled_dim_by_one_all_to_all_as_xla():
    # [1,4,1] (data replicated) -> [4,1,2]: XLA's ReshardPartialReplicateWithAllToAll, one
    # all-to-all over model of the f32[8,2,4] shard (192 B), then a local slice on data
    mesh = Mesh.of("mesh", data=2, model=4)
    p = plan('[{}, {"model"}, {}]', '[{"model"}, {}, {"data"}]', (8, 8, 4), mesh, "cpu")
    assert kinds_bytes(p) == [("all-to-all", 192)]
    assert [a.name for a in p.steps[0].axes] == ["model"]


def test_all_to_alls_that_cannot_go_together_crash_xla() -> None:
    """moe-1.3b-train on data=2,fsdp=2,model=2,expert=2: taken together, these all-to-all
    pairs split a tile dim of count 2 by 4. XLA (jax 0.10.2, 16 fake CPU devices) takes them
    together anyway and dies of SIGFPE (`experiments/xla_crash_probe.py`: 24 of 24 such
    reshards crash, 12 of 12 whose pairs can go together compile), so the plan carries an
    `xla-crash` step priced `UNEXECUTABLE_NS`, then the pairs one at a time (what would move)."""
    from shardsat.cost.collectives import UNEXECUTABLE_NS
    from shardsat.cost.reshard import _a2a_valid

    mesh = Mesh.of("mesh", data=2, fsdp=2, model=2, expert=2)
    src = parse_tensor_sharding('<@mesh, [{"fsdp", "model"}, {"expert"}, {}, {}, {}]>')
    dst = parse_tensor_sharding('<@mesh, [{"data"}, {}, {}, {"fsdp", "model"}, {"expert"}]>')
    plan = plan_reshard(src, dst, TensorType((8, 1024, 3, 16, 48), "f32"), mesh,
                        load_topology("cpu", mesh))  # fmt: skip
    assert [step.kind for step in plan.steps] == [
        "all-slice", "xla-crash", "all-to-all", "all-to-all", "all-to-all", "collective-permute",
    ]  # fmt: skip
    assert plan.steps[1].detail == "xla_crash all_to_all pairs 1->0, 3->4 together"
    assert UNEXECUTABLE_NS < plan.time_ns < UNEXECUTABLE_NS + 10**7
    assert _a2a_valid((4, 2, 1, 1), [(0, 2), (1, 3)])
    assert not _a2a_valid((2, 4, 1), [(0, 1)])
    assert not _a2a_valid((4, 2, 1, 1), [(0, 2), (1, 2)])  # the first swap leaves 4 on dim 2


@pytest.mark.parametrize(
    ("src", "dst", "crash"),
    [
        ('[{"model"}, {}, {"expert", "fsdp"}, {"data"}]',
         '[{}, {"expert"}, {"fsdp"}, {"model", "data"}]', True),
        ('[{"data"}, {"fsdp", "model"}, {}, {"expert"}]',
         '[{}, {"fsdp"}, {"model"}, {"expert", "data"}]', True),
        ('[{"expert", "data"}, {}, {"fsdp"}, {"model"}]',
         '[{}, {"fsdp", "model"}, {"data"}, {}]', False),
        ('[{"data"}, {"model"}, {"expert"}, {}]',
         '[{"expert", "data"}, {}, {}, {"model", "fsdp"}]', False),
    ],
)  # fmt: skip
def test_xla_crash_steps_match_what_xla_compiles(src: str, dst: str, crash: bool) -> None:
    """Reshards of f32[4,4,4,4] on 2x2x2x2 from `xla_crash_probe`'s run: the first two
    crashed XLA (SIGFPE), the last two compiled; only the first two carry the crash step."""
    mesh = Mesh.of("mesh", data=2, fsdp=2, model=2, expert=2)
    plan = plan_reshard(parse_tensor_sharding(f"<@mesh, {src}>"),
                        parse_tensor_sharding(f"<@mesh, {dst}>"), TensorType((4, 4, 4, 4), "f32"),
                        mesh, load_topology("cpu", mesh))  # fmt: skip
    assert ("xla-crash" in plan.kinds) is crash


def test_an_undescribed_plan_has_the_described_plans_steps_and_prices() -> None:
    """`describe=False` (what the solver's pricer asks for) leaves out the steps' text and
    nothing else: every pair of candidate shardings of a [8, 6, 4] tensor on a 2x2x2 mesh
    with a slow axis, sub-axes and padding included, has the same kinds, axes, bytes and
    times either way; the described plan of one pair keeps its text."""
    import random

    from tests.cost.test_reshard_bound import EVERY, shardings, two_links

    sizes = {"x": 2, "y": 2, "z": 2}
    mesh = Mesh.of("mesh", **sizes)
    topology = two_links(sizes, "x")
    ttype = TensorType((8, 6, 4), "f32")
    rows = shardings((8, 6, 4), mesh, (EVERY,))
    pairs = random.Random(0).sample([(a, b) for a in rows for b in rows], 600)
    moved = 0
    for src, dst in pairs:
        described = plan_reshard(src, dst, ttype, mesh, topology)
        bare = plan_reshard(src, dst, ttype, mesh, topology, describe=False)
        assert [(s.kind, s.axes, s.bytes, s.time_ns) for s in bare.steps] == [
            (s.kind, s.axes, s.bytes, s.time_ns) for s in described.steps
        ]
        assert all(s.detail == "" for s in bare.steps)
        moved += bool(described.steps)
    assert moved > 400
    src = parse_tensor_sharding('<@mesh, [{"y"}, {"x", "z"}, {}]>')
    dst = parse_tensor_sharding('<@mesh, [{}, {}, {"x", "y", "z"}]>')
    wide = TensorType((8, 6, 8), "f32")
    assert str(plan_reshard(src, dst, wide, mesh, topology)) == (
        'all_gather [{}, {"x", "z"}, {}]; all_gather [{"y"}, {}, {}]; '
        'all_slice [{}, {}, {"x", "y", "z"}]'
    )
    assert str(plan_reshard(src, dst, wide, mesh, topology, describe=False)) == "; ; "


def test_remembered_layouts_follow_the_mesh_and_the_cuts():
    """`plan_reshard` remembers each sharding's intervals and each tile assignment: the same
    sharding objects planned on meshes with other axis sizes, in turn, and beside shardings
    that cut an axis into sub-axes, plan as on first sight."""
    src = parse_tensor_sharding('<@mesh, [{"x"}, {}]>')
    dst = parse_tensor_sharding('<@mesh, [{}, {"y"}]>')
    ttype = TensorType((16, 8), "f32")
    wide, tall = Mesh.of("mesh", x=2, y=4), Mesh.of("mesh", x=4, y=2)
    cut = {
        "wide": parse_tensor_sharding('<@mesh, [{"x"}, {"y":(1)2}]>'),
        "tall": parse_tensor_sharding('<@mesh, [{"x":(1)2}, {"y"}]>'),
    }
    expected = {
        "wide": [
            'all_gather [{"x"}, {}]; all_slice [{}, {"y"}]',
            'all_slice [{}, {"y":(1)2}]',
            'all_gather [{}, {"y":(1)2}]',
        ],
        "tall": [
            'all_gather [{"x"}, {}]; all_slice [{}, {"y"}]',
            'all_to_all [{"x":(2)2}: 1->2]; collective_permute [{"x":(1)2}, {}, {"y"}]',
            'all_to_all [{"y"}: 2->1]; collective_permute [{"x":(1)2}, {"x":(2)2}, {}]',
        ],
    }
    for name in ("wide", "tall", "wide", "tall"):
        mesh = wide if name == "wide" else tall
        topo = load_topology("cpu", mesh)
        got = [str(plan_reshard(src, t, ttype, mesh, topo)) for t in (dst, cut[name])]
        got.append(str(plan_reshard(cut[name], src, ttype, mesh, topo)))
        assert got == expected[name], name
