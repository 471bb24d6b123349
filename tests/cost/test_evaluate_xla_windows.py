"""Halo exchanges of windowed ops split along the window (cost/op_cost.py `windowed_input_halo`,
`halo_exchange`): reduce_window windows, lhs-dilated and wide-halo convolutions.

Every expected list is what XLA inserts on 8 fake CPU devices for the same module, pinned (the
xla-marked twins compile it): sorted (kind, bytes).
"""

import pytest
from shardsat.cost.evaluate import evaluate
from shardsat.cost.op_cost import Window, windowed_input_halo
from shardsat.cost.topology import load_topology
from shardsat.ir.flatten import flatten_program
from shardsat.ir.mlir_import import import_mlir
from shardsat.model.mesh import Mesh
from shardsat.model.parse import parse_tensor_sharding as ts

MESH = Mesh.of("mesh", a=2, b=4)
CP, AG = "collective-permute", "all-gather"


def _reduce_window(window: int, stride: int, pad: tuple[int, int], dilation: int, axes: str):
    """f32[4,16,8] summed (or maxed) over windows along dim 1, which is split on `axes`."""
    import jax
    import jax.numpy as jnp
    from jax import lax

    def fn(x):
        return lax.reduce_window(
            x, 0.0, lax.add, (1, window, 1), (1, stride, 1), ((0, 0), pad, (0, 0)),
            window_dilation=(1, dilation, 1),
        )  # fmt: skip

    program = flatten_program(import_mlir(jax.jit(fn).lower(jnp.ones((4, 16, 8))).as_text()))
    program.meshes["mesh"] = MESH
    spec = ts(f"<@mesh, [{{}}, {{{axes}}}, {{}}]>")
    return program, {program.main.args[0]: spec, program.main.returns[0]: spec}


A, B, AB = '"a"', '"b"', '"a", "b"'

# (window, stride, (low, high) padding, window dilation, axes) -> XLA's collectives; a shard is
# 512 B on 4 devices ("b", 4 rows), 1,024 B on 2 ("a"), 256 B on 8
REDUCE_WINDOWS = {
    (3, 2, (0, 1), 1, B): [(CP, 128)],  # a 3x3 stride-2 SAME max pool: one row, not the shard
    (5, 3, (0, 2), 2, B): [(CP, 128), (CP, 384), (CP, 512)],  # 5 right rows: two neighbours
    (12, 1, (11, 0), 1, B): [(CP, 384), (CP, 512), (CP, 512)],  # 11 rows: still permutes
    (13, 1, (12, 0), 1, B): [(AG, 1536)],  # 12 rows: with the shard, the whole dim
    (13, 1, (6, 6), 1, B): [(AG, 1536)],  # 6 + 6 rows and the shard span the dim too
    (10, 1, (4, 5), 1, A): [(CP, 512), (CP, 640)],  # 2 shards: each halo from the other one
    (10, 1, (9, 0), 1, A): [(AG, 1024)],  # longer than the other shard
    (15, 1, (0, 14), 1, AB): [(AG, 1792)],
}


def _predicted(program, shardings):
    rows = evaluate(program, shardings, MESH, load_topology("cpu", MESH)).collectives()
    return sorted(zip(rows["kind"], rows["bytes"], strict=True))


@pytest.mark.parametrize("key", list(REDUCE_WINDOWS))
def test_reduce_window_halos_are_xlas(key):
    assert _predicted(*_reduce_window(*key)) == sorted(REDUCE_WINDOWS[key])


@pytest.mark.xla
@pytest.mark.parametrize("key", list(REDUCE_WINDOWS))
def test_reduce_window_twin(key):
    from shardsat.experiments.xla_check import xla_collectives
    from shardsat.ir.mlir_export import export_mlir

    program, shardings = _reduce_window(*key)
    seen = xla_collectives(export_mlir(program, shardings, pin_values=True), MESH)
    assert sorted((c.kind, c.bytes) for c in seen) == sorted(REDUCE_WINDOWS[key])


def test_windowed_input_halo_counts_input_dilation():
    """An input-gradient conv (lhs dilated by 2, 3-row kernel, padding (2, 1), 16 -> 32 rows)
    on 2 shards needs one row from the left; the old estimate said two."""
    assert windowed_input_halo(8, 32, 2, Window(3, 1, 1, 2, 2)) == (1, 0)
    # without dilation it is the forward conv's formula: a 3x3 stride-2 conv, padding (0, 1)
    assert windowed_input_halo(16, 16, 2, Window(3, 1, 2, 0)) == (0, 1)
