"""Every example of seeds/000 (Shardy's *Sharding Representation*) and SHARDY.md §1, with its value."""

from __future__ import annotations

import pytest
from shardsat.model.axis import AxisRef
from shardsat.model.errors import VerificationError
from shardsat.model.mesh import Mesh, MeshAxis
from shardsat.model.parse import (
    parse_mesh,
    parse_sharding_per_value,
    parse_tensor_sharding,
    parse_typed_sharding,
)
from shardsat.model.semantics import (
    equivalent,
    local_shape,
    shard_indices,
    split_for_reshape,
)
from shardsat.model.sharding import DimSharding, TensorSharding
from shardsat.model.verify import verify_tensor_sharding

MESH_XYZ = parse_mesh('@mesh_xyz = <["x"=2, "y"=4, "z"=2]>')


def test_mesh_dm_is_the_2x2_device_array():
    mesh = parse_mesh('@mesh_dm = <["d"=2, "m"=2]>')
    assert mesh == Mesh((MeshAxis("d", 2), MeshAxis("m", 2)), (), "mesh_dm")
    assert mesh.device_array().tolist() == [[0, 1], [2, 3]]


def test_mesh_dm_sharding_puts_element_d_at_device_d():
    # [[a, b], [c, d]] sharded [{"d"}, {"m"}]: device 0 holds a, 1 b, 2 c, 3 d.
    mesh = parse_mesh('@mesh_dm = <["d"=2, "m"=2]>')
    sharding = parse_tensor_sharding('<@mesh_dm, [{"d"}, {"m"}]>')
    assert shard_indices(sharding, mesh) == {0: (0, 0), 1: (0, 1), 2: (1, 0), 3: (1, 1)}
    assert local_shape(sharding, mesh, (2, 2)) == (1, 1)


def test_basic_structure_local_shape_is_2x1():
    sharding, shape = parse_typed_sharding(
        'sharding<@mesh_xyz, [{"x"}, {"z", "y"}]> : tensor<4x8xf32>'
    )
    assert sharding == TensorSharding(
        "mesh_xyz",
        (DimSharding((AxisRef("x"),)), DimSharding((AxisRef("z"), AxisRef("y")))),
    )
    assert shape == (4, 8)
    assert local_shape(sharding, MESH_XYZ, shape) == (2, 1)


def test_open_and_closed_dims():
    sharding, shape = parse_typed_sharding(
        'sharding<@mesh_xyz, [{"x"}, {"z", ?}]> : tensor<4x8xf32>'
    )
    assert sharding.dims[0] == DimSharding((AxisRef("x"),), is_open=False)
    assert sharding.dims[1] == DimSharding((AxisRef("z"),), is_open=True)
    assert str(sharding) == '<@mesh_xyz, [{"x"}, {"z", ?}]>'
    assert local_shape(sharding, MESH_XYZ, shape) == (2, 4)


def test_explicitly_replicated_y_gives_local_shape_2x8():
    sharding, shape = parse_typed_sharding(
        'sharding<@mesh_xyz, [{"x"}, {?}], replicated={"y"}> : tensor<4x8xf32>'
    )
    assert sharding.replicated == (AxisRef("y"),)
    assert sharding.dims[1] == DimSharding((), is_open=True)
    assert local_shape(sharding, MESH_XYZ, shape) == (2, 8)


def test_replicated_axes_follow_mesh_order_c_then_a():
    mesh = parse_mesh('@mesh_cab = <["c"=2, "a"=2, "b"=2]>')
    good = parse_tensor_sharding('<@mesh_cab, [{}], replicated={"c", "a"}>')
    verify_tensor_sharding(good, mesh, (8,))
    bad = parse_tensor_sharding('<@mesh_cab, [{}], replicated={"a", "c"}>')
    with pytest.raises(VerificationError) as err:
        verify_tensor_sharding(bad, mesh, (8,))
    assert err.value.message == (
        'sharding <@mesh_cab, [{}], replicated={"a", "c"}>: replicated axes are not ordered '
        'w.r.t. mesh <["c"=2, "a"=2, "b"=2]>'
    )


def test_reshape_motivation_splits_x_into_two_sub_axes():
    mesh_x = parse_mesh('@mesh_x = <["x"=4]>')
    arg = parse_tensor_sharding('#sdy.sharding<@mesh_x, [{"x"}]>')
    result = split_for_reshape(arg, mesh_x, (8,), (2, 4))
    expected = parse_sharding_per_value(
        '#sdy.sharding_per_value<[<@mesh_x, [{"x":(1)2}, {"x":(2)2}]>]>'
    ).shardings[0]
    assert result == expected
    assert str(result) == '<@mesh_x, [{"x":(1)2}, {"x":(2)2}]>'
    # and no data moved: every device holds the same 2 elements before and after
    before = {d: i[0] for d, i in shard_indices(arg, mesh_x).items()}
    after = {d: i[0] * 2 + i[1] for d, i in shard_indices(result, mesh_x).items()}
    assert before == after == {0: 0, 1: 1, 2: 2, 3: 3}


def test_sub_axis_y_2_2_gives_local_shape_2x4():
    mesh = parse_mesh('@mesh_xyz = <["x"=2, "y"=8, "z"=2]>')
    sharding, shape = parse_typed_sharding(
        'sharding<@mesh_xyz, [{"x"}, {"y":(2)2}]> : tensor<4x8xf32>'
    )
    assert sharding.dims[1].axes == (AxisRef("y", (2, 2)),)
    assert local_shape(sharding, mesh, shape) == (2, 4)


def test_mesh_full_and_mesh_xy_shardings_are_equivalent():
    mesh_full = parse_mesh('@mesh_full = <"devices"=8>')
    mesh_xy = parse_mesh('@mesh_xy = <"x"=4, "y"=2>')
    assert str(mesh_full) == '<["devices"=8]>' and str(mesh_xy) == '<["x"=4, "y"=2]>'
    xy, shape = parse_typed_sharding('sharding<@mesh_xy, [{"x"},{ "y"}]> : tensor<4x4xf32>')
    full, _ = parse_typed_sharding(
        'sharding<@mesh_full, [{"devices":(1)4}, {"devices":(4)2}]> : tensor<4x4xf32>'
    )
    assert equivalent(xy, mesh_xy, full, mesh_full)
    assert local_shape(xy, mesh_xy, shape) == local_shape(full, mesh_full, shape) == (1, 2)
    swapped = parse_tensor_sharding('<@mesh_full, [{"devices":(2)4}, {"devices":(1)2}]>')
    assert not equivalent(xy, mesh_xy, swapped, mesh_full)


def test_explicitly_replicated_sub_axis():
    mesh = parse_mesh('@mesh_xyz = <["x"=2, "y"=8, "z"=2]>')
    sharding = parse_tensor_sharding('<@mesh_xyz, [{"x"}, {}], replicated={"y":(1)2}>')
    verify_tensor_sharding(sharding, mesh, (4, 8))
    assert sharding.replicated == (AxisRef("y", (1, 2)),)


def test_device_ids_mesh_from_shardy_md():
    mesh = parse_mesh('<["a"=3, "b"=2], device_ids=[0, 2, 4, 1, 3, 5]>')
    assert mesh.device_array().tolist() == [[0, 2], [4, 1], [3, 5]]
    sharding = parse_tensor_sharding('<@m, [{"a"}, {"b"}]>')
    assert shard_indices(sharding, mesh) == {
        0: (0, 0),
        2: (0, 1),
        4: (1, 0),
        1: (1, 1),
        3: (2, 0),
        5: (2, 1),
    }


def test_empty_and_maximal_meshes():
    assert parse_mesh("<[]>").is_empty
    maximal = parse_mesh("<[], device_ids=[3]>")
    assert maximal.is_maximal and maximal.num_devices == 1
    sharding = parse_tensor_sharding("<@maximal_mesh, []>")
    assert shard_indices(sharding, maximal) == {3: ()}


def test_priorities_p0_p1_and_open_priority():
    sharding = parse_tensor_sharding('<@mesh_xyz, [{"x"}p1, {"z", ?}p2, {}]>')
    assert [d.priority for d in sharding.dims] == [1, 2, None]
    assert str(sharding) == '<@mesh_xyz, [{"x"}p1, {"z", ?}p2, {}]>'


def test_unreduced_with_kind_round_trips():
    text = '<@mesh, [{"y"}], unreduced=max{"x"}>'
    assert str(parse_tensor_sharding(text)) == text


def test_padding_local_shape_is_ceil():
    mesh = parse_mesh('<["x"=4]>')
    assert local_shape(parse_tensor_sharding('<@m, [{"x"}]>'), mesh, (6,)) == (2,)
    assert local_shape(parse_tensor_sharding('<@m, [{"x"}]>'), mesh, (3,)) == (1,)
