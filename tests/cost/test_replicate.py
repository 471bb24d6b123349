"""XLA's `ReplicatePartial` on sizes (`op_cost.replicate_collectives`, `collectives.replicate_kind`):
a dim whose shard is whole is all-reduced from one device, a dim of at most half its shards is
placed in zeros and all-reduced, others are all-gathered with their padding (the padding is then
sliced off, so a later all-reduce carries the unpadded dim)."""

from shardsat.cost.collectives import replicate_kind
from shardsat.cost.op_cost import replicate_collectives
from shardsat.cost.topology import load_topology
from shardsat.model.axis import AxisRef
from shardsat.model.mesh import Mesh

MESH = Mesh.of("mesh", a=2, b=4)
TOPOLOGY = load_topology("cpu", MESH)
A, B = AxisRef("a"), AxisRef("b")


def _moves(extents, dims):
    out = replicate_collectives(extents, dims, 4, TOPOLOGY, "operand 0")
    return [(c.kind, c.bytes, c.buffer_bytes) for c in out]


def test_kinds():
    assert replicate_kind(1, 1, 8) == "bcast"
    assert replicate_kind(4, 1, 8) == "dus"
    assert replicate_kind(5, 1, 8) == "ag"
    assert replicate_kind(2, 1, 2) == "ag"


def test_one_row_on_four_shards_is_broadcast():
    # f32[4, 1, 16]: the whole row on every shard of "b"; 2 * 3/4 * 256 B
    assert _moves([4, 1, 16], [(1, (B,), 1)]) == [("all-reduce", 384, 256)]


def test_two_rows_on_eight_shards_go_through_zeros():
    # buffer: both rows (512 B), not 8 padded rows; 2 * 7/8 * 512 B
    assert _moves([4, 1, 16], [(1, (A, B), 2)]) == [("all-reduce", 896, 512)]


def test_six_rows_on_eight_shards_are_gathered_with_padding():
    assert _moves([4, 1, 16], [(1, (A, B), 6)]) == [("all-gather", 1792, 2048)]


def test_gather_then_zeros():
    # dim 0: 6 rows as 3 + 3 on "a", all-gathered first (f32[6, 8, 1], 192 B); then dim 2,
    # 2 columns on the 4 shards of "b" (at most half), all-reduced as f32[6, 8, 2] (384 B)
    moves = _moves([3, 8, 1], [(0, (A,), 6), (2, (B,), 2)])
    assert moves == [("all-gather", 96, 192), ("all-reduce", 576, 384)]
