"""Semantics: device coordinates, shard indices, local shapes, equivalence, reshape splitting."""

from __future__ import annotations

import math

import pytest
from hypothesis import given
from shardsat.model.axis import AxisRef
from shardsat.model.errors import VerificationError
from shardsat.model.parse import parse_mesh, parse_tensor_sharding
from shardsat.model.semantics import (
    DeviceShard,
    axis_ref_index,
    device_shards,
    equivalent,
    local_shape,
    mesh_coordinates,
    num_shards,
    shard_indices,
    split_for_reshape,
    unreduced_index,
)

from tests.strategies import sharded_tensors

MESH_2X2 = parse_mesh('<["x"=2, "y"=2]>')


def ts(text: str):
    return parse_tensor_sharding(text)


def test_2x2_example_device_d_at_d_div_2_d_mod_2():
    indices = shard_indices(ts('<@m, [{"x"}, {"y"}]>'), MESH_2X2)
    assert indices == {d: (d // 2, d % 2) for d in range(4)}


def test_minor_axis_first_transposes_blocks():
    indices = shard_indices(ts('<@m, [{"y", "x"}]>'), MESH_2X2)
    assert indices == {0: (0,), 1: (2,), 2: (1,), 3: (3,)}


def test_mesh_coordinates_follow_device_ids():
    mesh = parse_mesh('<["a"=2, "b"=2], device_ids=[3, 1, 2, 0]>')
    assert mesh_coordinates(mesh) == {3: (0, 0), 1: (0, 1), 2: (1, 0), 0: (1, 1)}


def test_sub_axis_index_is_the_middle_digit():
    # y=8 as [2, 2, 2]; "y":(2)2 is the middle bit of the coordinate
    assert [axis_ref_index(AxisRef("y", (2, 2)), c, 8) for c in range(8)] == [
        0, 0, 1, 1, 0, 0, 1, 1,
    ]  # fmt: skip
    assert [axis_ref_index(AxisRef("y", (1, 2)), c, 8) for c in range(8)] == [
        0, 0, 0, 0, 1, 1, 1, 1,
    ]  # fmt: skip


def test_local_shape_with_padding_and_sub_axes():
    mesh = parse_mesh('<["x"=2, "y"=8]>')
    assert local_shape(ts('<@m, [{"x"}, {"y":(2)4}]>'), mesh, (5, 8)) == (3, 2)
    assert num_shards(ts('<@m, [{"x"}, {"y":(2)4}]>'), mesh) == (2, 4)


def test_local_shape_checks_rank():
    with pytest.raises(VerificationError, match="sharding doesn't match tensor rank: 1 != 2"):
        local_shape(ts('<@m, [{"x"}]>'), MESH_2X2, (4, 4))


def test_device_shards_with_padding():
    mesh = parse_mesh('<["x"=4]>')
    shards = device_shards(ts('<@m, [{"x"}]>'), mesh, (6,))
    assert shards == (
        DeviceShard(0, (0,), ((0, 2),)),
        DeviceShard(1, (1,), ((2, 4),)),
        DeviceShard(2, (2,), ((4, 6),)),
        DeviceShard(3, (3,), ((6, 6),)),
    )


def test_unreduced_index_groups_partial_sums():
    assert unreduced_index(ts('<@m, [{"y"}], unreduced={"x"}>'), MESH_2X2) == {
        0: 0, 1: 0, 2: 1, 3: 1,
    }  # fmt: skip


def test_equivalent_across_meshes_from_the_design_doc():
    full = parse_mesh('<["devices"=8]>')
    xy = parse_mesh('<["x"=4, "y"=2]>')
    a = ts('<@full, [{"devices":(1)4}, {"devices":(4)2}]>')
    assert equivalent(a, full, ts('<@xy, [{"x"}, {"y"}]>'), xy)
    assert not equivalent(a, full, ts('<@xy, [{"x"}, {}]>'), xy)


def test_equivalent_ignores_open_priority_and_replicated():
    a = ts('<@m, [{"x", ?}p1, {}], replicated={"y"}>')
    assert equivalent(a, MESH_2X2, ts('<@m, [{"x"}, {}]>'), MESH_2X2)


def test_equivalent_respects_device_order():
    permuted = parse_mesh('<["x"=2, "y"=2], device_ids=[1, 0, 3, 2]>')
    s = ts('<@m, [{"x"}, {"y"}]>')
    assert not equivalent(s, MESH_2X2, s, permuted)
    assert equivalent(s, permuted, ts('<@m, [{"x"}, {"y"}]>'), permuted)


def test_equivalent_compares_unreduced_grouping_and_kind():
    a = ts('<@m, [{}], unreduced={"x"}>')
    assert not equivalent(a, MESH_2X2, ts('<@m, [{}], unreduced={"y"}>'), MESH_2X2)
    assert not equivalent(a, MESH_2X2, ts('<@m, [{}], unreduced=max{"x"}>'), MESH_2X2)
    assert not equivalent(a, MESH_2X2, ts("<@m, [{}]>"), MESH_2X2)


def test_split_for_reshape_merge_and_split():
    mesh = parse_mesh('<["a"=4, "b"=2]>')
    assert str(split_for_reshape(ts('<@m, [{"a"}]>'), mesh, (8,), (2, 4))) == (
        '<@m, [{"a":(1)2}, {"a":(2)2}]>'
    )
    assert str(split_for_reshape(ts('<@m, [{"a"}, {"b"}]>'), mesh, (4, 6), (24,))) == (
        '<@m, [{"a", "b"}]>'
    )
    assert str(split_for_reshape(ts('<@m, [{"a"}, {}]>'), mesh, (8, 3), (2, 12))) == (
        '<@m, [{"a":(1)2}, {"a":(2)2}]>'
    )


def test_split_for_reshape_impossible_cases():
    mesh = parse_mesh('<["a"=4]>')
    assert split_for_reshape(ts('<@m, [{}, {"a"}]>'), mesh, (2, 4), (8,)) is None  # strided
    assert split_for_reshape(ts('<@m, [{"a"}]>'), mesh, (12,), (3, 4)) is None  # 4 vs 3
    assert split_for_reshape(ts('<@m, [{"a"}]>'), mesh, (6,), (2, 3)) is None  # padded
    with pytest.raises(VerificationError, match="element counts differ"):
        split_for_reshape(ts('<@m, [{"a"}]>'), mesh, (8,), (3, 3))


@given(sharded_tensors(divisible=True, allow_unreduced=False))
def test_split_for_reshape_to_flat_moves_no_data(case):
    mesh, shape, sharding = case
    flat = split_for_reshape(sharding, mesh, shape, (math.prod(shape),))
    if flat is None:
        return
    before = device_shards(sharding, mesh, shape)
    after = device_shards(flat, mesh, (math.prod(shape),))
    for b, a in zip(before, after, strict=True):
        # the flat slice of every device covers exactly the elements of its block
        elems = 1
        for lo, hi in b.bounds:
            elems *= hi - lo
        assert a.bounds[0][1] - a.bounds[0][0] == elems


@given(sharded_tensors())
def test_every_block_is_held_by_the_same_number_of_devices(case):
    mesh, _, sharding = case
    indices = shard_indices(sharding, mesh)
    counts: dict[tuple[int, ...], int] = {}
    for index in indices.values():
        counts[index] = counts.get(index, 0) + 1
    assert len(counts) == math.prod(num_shards(sharding, mesh))
    assert len(set(counts.values())) == 1


@given(sharded_tensors(inline=None))
def test_a_sharding_is_equivalent_to_itself(case):
    mesh, _, sharding = case
    assert equivalent(sharding, mesh, sharding, mesh)
