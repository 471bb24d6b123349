"""Per-device value bytes and peak memory over the program order."""

import pytest
from shardsat.cost.memory import peak_memory, value_bytes
from shardsat.ir.program import Function, Op, Program, TensorType, Value
from shardsat.model.errors import VerificationError
from shardsat.model.mesh import Mesh
from shardsat.model.parse import parse_tensor_sharding as P

MESH = Mesh.of("mesh", x=2, y=4)


def test_value_bytes_pads_non_divisible_dims():
    # f32[8, 6] on [{"x"}, {"y"}]: 4 rows, ceil(6/4) = 2 columns
    assert value_bytes(TensorType((8, 6)), P('<@mesh, [{"x"}, {"y"}]>'), MESH) == 32


def test_value_bytes_of_sub_axes_and_unreduced():
    s = P('<@mesh, [{"y":(1)2}, {}], unreduced={"x"}>')
    assert value_bytes(TensorType((8, 8), "bf16"), s, MESH) == 4 * 8 * 2


def test_unsharded_value_is_whole():
    assert value_bytes(TensorType((8, 8)), None, MESH) == 256


def test_rank_mismatch_is_an_error():
    with pytest.raises(VerificationError, match="rank 1 != tensor rank 2"):
        value_bytes(TensorType((8, 8)), P('<@mesh, [{"x"}]>'), MESH)


def _chain() -> Program:
    t = TensorType((8, 8))
    values = {
        "a": Value("a", t),
        "b": Value("b", t, "exp", 0),
        "c": Value("c", t, "add", 0),
        "d": Value("d", t, "neg", 0),
    }
    ops = [
        Op("exp", "stablehlo.exponential", ("a",), ("b",)),
        Op("add", "stablehlo.add", ("b", "b"), ("c",)),
        Op("neg", "stablehlo.negate", ("c",), ("d",)),
    ]
    return Program({"main": Function("main", ("a",), ops, ("d",))}, values)


def test_peak_memory_follows_liveness():
    shardings = {"a": P('<@mesh, [{"y"}, {}]>'), "b": P('<@mesh, [{"y"}, {}]>')}
    m = peak_memory(_chain(), shardings, MESH)
    # a 64 B (live throughout), b 64 B, c 256 B, d 256 B (replicated)
    # entry 64; exp 64+64; add 128+256 (b dies after); neg 64+256+256 (c dies after)
    assert m.live_bytes == (64, 128, 384, 576)
    assert (m.peak_bytes, m.peak_at) == (576, "neg")
    assert m.value_bytes["c"] == 256
