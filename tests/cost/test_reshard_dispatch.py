"""`cost.reshard_dispatch`: the reshards the planner begins by gathering the source, from tile
counts alone, and that gather's price as a lower value of the plan's."""

from __future__ import annotations

import pytest
from shardsat.cost.reshard import GatherPrices, plan_reshard
from shardsat.cost.reshard_dispatch import coarsens, gather_floor, gathered_dims, tile_counts
from shardsat.cost.topology import load_topology
from shardsat.ir.program import TensorType
from shardsat.model.mesh import Mesh
from shardsat.model.parse import parse_tensor_sharding

from tests.cost.test_reshard_bound import CASES, shardings, two_links

MESH = Mesh.of("mesh", data=4, fsdp=4, model=4)
H100X64 = load_topology("h100x64", MESH)


def sharding(text: str):
    return parse_tensor_sharding(f"<@mesh, {text}>")


@pytest.mark.parametrize(
    "src, dst, shape, expected",
    [
        ((4, 16, 1), (1, 1, 64), (8, 1024), (0, 1)),  # to replicated: gather everything
        ((4, 16, 1), (16, 4, 1), (8, 1024), None),  # same counts: a permute may do
        ((1, 1, 64), (4, 16, 1), (8, 1024), None),  # replicated source: a local slice
        ((4, 1, 16), (1, 4, 16), (8, 1024), None),  # counts swap: an all-to-all
        ((4, 16, 1), (4, 4, 4), (8, 1024), None),  # coarsens: a gather to the partial target
        ((1, 16, 1, 4, 1), (4, 4, 1, 1, 4), (8, 1024, 16, 64), None),  # complex: dim 3 first
        ((4, 1, 8, 2), (1, 64, 1, 1), (8, 1024, 1024), (0, 1, 2)),  # complex's pattern stuck
        ((4, 1, 4, 4), (4, 2, 1, 8), (8, 1024, 3072), (1, 2)),  # grouped on dim 0
    ],
)
def test_gathered_dims_from_counts(src, dst, shape, expected) -> None:
    """Each of XLA's earlier patterns whose count tests pass leaves the answer unknown; the
    full rematerialization, or grouped on equal dims the gather of the others, is certain.
    `[{"data":(1)2, "fsdp":(2)2}, {}, {"data":(2)2, "model"}] -> [{}, {"data", "fsdp",
    "model"}, {}]` (counts 4,1,8 rep 2 to 1,64,1): the complex handling moves the
    replication into dim 1, but the nested reshard to the target cannot finish without
    replicating (it is stuck), so XLA abandons it and gathers everything."""
    assert gathered_dims(src, dst, shape) == expected


@pytest.mark.parametrize(
    "src, dst, shape, floor, steps",
    [  # the target's tiles hold the source's: the gather alone
        ('[{"fsdp"}, {"model", "data"}]', '[{"fsdp"}, {"model"}]', (8, 1024), 15031, [15031]),
        # other devices: a permute to the derived assignment, then its gather
        ('[{"model"}, {"fsdp"}, {"data"}]', '[{"fsdp"}, {}, {"model"}]', (8, 16, 1024), 15492,
         [5164, 15492]),
    ],
)  # fmt: skip
def test_a_coarsening_reshard_pays_at_least_its_gathers(src, dst, shape, floor, steps) -> None:
    """A partially replicated target whose counts divide the source's (XLA's
    `ReshardToPartialReplicateWithAllGather`): the floor is the cheaper of the two gathers
    it can end with, here the planned gather exactly."""
    src, dst, ttype = sharding(src), sharding(dst), TensorType(shape, "f32")
    assert coarsens(tile_counts(src, MESH), tile_counts(dst, MESH))
    assert [c.time_ns for c in plan_reshard(src, dst, ttype, MESH, H100X64).steps] == steps
    assert gather_floor([src], [dst], ttype, MESH, H100X64).tolist() == [[floor]]


def test_tile_counts_read_sub_axes_and_replication() -> None:
    s = sharding('[{"data":(1)2, "fsdp":(2)2}, {}, {"data":(2)2, "model"}]')
    assert tile_counts(s, MESH) == (4, 1, 8, 2)


def test_a_full_rematerialization_is_priced_exactly() -> None:
    """`[{"fsdp"}, {"model", "data"}] -> [{}, {}]` on h100x64: the floor is the plan's two
    all-gathers (dim 1 on model+data, then dim 0 on fsdp), 33,536 ns, and the price."""
    src, whole = sharding('[{"fsdp"}, {"model", "data"}]'), sharding("[{}, {}]")
    ttype = TensorType((8, 1024), "f32")
    plan = plan_reshard(src, whole, ttype, MESH, H100X64)
    assert plan.kinds == ("all-gather", "all-gather")
    prices = GatherPrices(MESH, H100X64)
    assert prices.full(prices.intern(src, ttype), (0, 1)) == plan.time_ns == 33536
    assert gather_floor([src], [whole], ttype, MESH, H100X64).tolist() == [[33536]]


def test_a_grouped_reshard_pays_at_least_the_gather_of_the_other_dims() -> None:
    """`[{"fsdp"}, {}, {"model"}] -> [{"model"}, {"fsdp":(2)2}, {}]`: dim 0 has 4 tiles in
    both, so XLA groups on it and gathers dim 2 on model inside each group (44,943 ns), then
    slices and permutes (256,658 ns more); the floor is the gather."""
    src = sharding('[{"fsdp"}, {}, {"model"}]')
    dst = sharding('[{"model"}, {"fsdp":(2)2}, {}]')
    ttype = TensorType((8, 1024, 3072), "f32")
    steps = [c.time_ns for c in plan_reshard(src, dst, ttype, MESH, H100X64).steps]
    assert steps == [44943, 0, 256658]
    assert gather_floor([src], [dst], ttype, MESH, H100X64).tolist() == [[44943]]


@pytest.mark.parametrize("sizes, slow, shape, options", CASES)
def test_never_above_the_plan_and_usually_the_plan(sizes, slow, shape, options) -> None:
    """Every pair of the shardings candidates imply (sub-axes and padding included): the
    floor is at most the planned time, and equals it on most pairs gathered whole (a
    coarsening gather's floor leaves out the permute before it)."""
    mesh = Mesh.of("mesh", **sizes)
    topology = two_links(sizes, slow)
    rows = shardings(shape, mesh, options)
    ttype = TensorType(shape, "f32")
    floor = gather_floor(rows, rows, ttype, mesh, topology)
    gathers = exact = 0
    for i, a in enumerate(rows):
        for j, b in enumerate(rows):
            if floor[i, j] == 0:
                continue
            price = plan_reshard(a, b, ttype, mesh, topology, describe=False).time_ns
            assert floor[i, j] <= price, (str(a), str(b), int(floor[i, j]), price)
            if not coarsens(tile_counts(a, mesh), tile_counts(b, mesh)):
                gathers += 1
                exact += floor[i, j] == price
    assert gathers >= len(rows)  # at least every row gathered to the replicated target
    assert exact >= 0.8 * gathers
