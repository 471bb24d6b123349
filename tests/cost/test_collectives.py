"""Collective prices, hand-computed on the ROUND machine (fast 100 GB/s 1 µs, slow 10 GB/s 10 µs).

Mesh data=2 (slow) × model=4 (fast).
"""

import pytest
from shardsat.cost.collectives import (
    Collective,
    all_gather_cost,
    all_reduce_cost,
    all_slice,
    all_to_all_cost,
    collective_cost,
    collective_permute_cost,
    reduce_scatter_cost,
)
from shardsat.model.axis import AxisRef
from shardsat.model.errors import VerificationError

MODEL = (AxisRef("model"),)
BOTH = (AxisRef("data"), AxisRef("model"))
MB = 10**6


def test_all_gather_one_axis_is_the_ring_formula(topo):
    # (n-1)α + (n-1)/n·S/B = 3·1µs + 3/4·4MB/100GB/s = 33 µs
    c = all_gather_cost(MODEL, 4 * MB, topo)
    assert (c.kind, c.bytes, c.time_ns, c.buffer_bytes) == ("all-gather", 3 * MB, 33_000, 4 * MB)


def test_all_gather_two_axes_slow_link_first(topo):
    # data (slow) on 1 MB pieces: 10 µs + 1MB/10GB/s = 110 µs; then model: 3 µs + 3·2MB/100GB/s = 63
    c = all_gather_cost(BOTH, 8 * MB, topo)
    assert (c.bytes, c.time_ns) == (7 * MB, 173_000)


def test_reduce_scatter_two_axes_fast_link_first(topo):
    # model: 3 µs + 3/4·8MB/100GB/s = 63 µs; data on 2 MB: 10 µs + 1/2·2MB/10GB/s = 110 µs
    c = reduce_scatter_cost(BOTH, 8 * MB, topo)
    assert (c.kind, c.bytes, c.time_ns) == ("reduce-scatter", 7 * MB, 173_000)


def test_all_reduce_is_reduce_scatter_plus_all_gather(topo):
    one = all_reduce_cost(MODEL, 4 * MB, topo)
    assert (one.bytes, one.time_ns) == (6 * MB, 66_000)
    two = all_reduce_cost(BOTH, 8 * MB, topo)
    assert (two.bytes, two.time_ns) == (14 * MB, 346_000)


def test_all_to_all_one_axis(topo):
    c = all_to_all_cost(MODEL, 4 * MB, topo)
    assert (c.kind, c.bytes, c.time_ns) == ("all-to-all", 3 * MB, 33_000)


def test_all_to_all_two_axes_prices_each_peer_on_its_slowest_link(topo):
    # 7 peers · 10 µs; 3 fast peers · 1 MB / 100 GB/s = 30 µs; 4 slow peers · 1 MB / 10 GB/s = 400 µs
    c = all_to_all_cost(BOTH, 8 * MB, topo)
    assert (c.bytes, c.time_ns) == (7 * MB, 500_000)


def test_collective_permute_on_its_axes_or_the_slowest_link(topo):
    assert collective_permute_cost(MODEL, 4 * MB, topo).time_ns == 41_000  # 1 µs + 40 µs
    unknown = collective_permute_cost((), 4 * MB, topo)
    assert (unknown.bytes, unknown.time_ns) == (4 * MB, 410_000)  # 10 µs + 400 µs


def test_sub_axis_group_uses_its_own_size(topo):
    c = all_gather_cost((AxisRef("model", (1, 2)),), 2 * MB, topo)
    assert (c.bytes, c.time_ns) == (1 * MB, 11_000)  # 1 µs + 1MB/100GB/s


def test_refs_on_one_link_form_one_ring(topo):
    # "model":(1)2 and "model":(2)2 are one ring of 4 on the fast link: same as the full axis
    split = (AxisRef("model", (1, 2)), AxisRef("model", (2, 2)))
    assert all_gather_cost(split, 4 * MB, topo) == all_gather_cost(MODEL, 4 * MB, topo).__class__(
        "all-gather", split, 3 * MB, 33_000, 4 * MB
    )


def test_empty_group_costs_nothing(topo):
    for kind in ("all-gather", "reduce-scatter", "all-reduce", "all-to-all"):
        c = collective_cost(kind, (), 4 * MB, topo)
        assert (c.bytes, c.time_ns) == (0, 0)


def test_all_slice_is_free():
    assert all_slice(MODEL, 100) == Collective("all-slice", MODEL, 0, 0, 100)


def test_time_is_rounded_once_to_int_nanoseconds(topo):
    c = all_gather_cost(MODEL, 3, topo)  # 3 µs + 3/4·(3 B)/100 GB/s = 3000.0225 ns
    assert c.time_ns == 3000 and isinstance(c.time_ns, int) and c.bytes == 2


def test_unknown_kind_is_an_error(topo):
    with pytest.raises(VerificationError, match="collective kind 'broadcast' is not one of"):
        collective_cost("broadcast", MODEL, 1, topo)


def test_negative_buffer_is_an_error(topo):
    with pytest.raises(VerificationError, match="all-gather: negative buffer size -1"):
        all_gather_cost(MODEL, -1, topo)
