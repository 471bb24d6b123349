"""Pads along a split dim, as XLA partitions them (cost/halo.py, `op_cost.replicate_collectives`):
- edge pads of small dims padded far (blind5's CLS, wrap-pad and roll gradients): one hop at most;
- a dim of at most half its shards that XLA replicates is put in zeros and all-reduced
  (`ReplicatePartial`), not all-gathered with its padding;
- interior pads (`associative_scan`'s interleave) exchange the halos of a size-1 window over the
  input dilated by interior + 1 (`ReshardDataForPad`), not the whole shard.

Every expected list is what XLA inserts on 8 fake CPU devices for the same module, pinned (the
xla-marked twins compile it): sorted (kind, bytes). One row of f32[4, rows, 16] is 256 B.
"""

import pytest
from shardsat.cost.evaluate import evaluate
from shardsat.cost.topology import load_topology
from shardsat.ir.flatten import flatten_program
from shardsat.ir.mlir_import import import_mlir
from shardsat.model.mesh import Mesh
from shardsat.model.parse import parse_tensor_sharding as ts

MESH = Mesh.of("mesh", a=2, b=4)
AXES = {2: '"a"', 4: '"b"', 8: '"a", "b"'}
AR = "all-reduce"
CP = "collective-permute"

# (rows kept by x[:, :rows] (x[:, -rows:] when low < high), low, high, interior, shards) of
# f32[4, 32, 16] split on dim 1, the slice pinned like x, then padded on dim 1 -> XLA's
# collectives for slice and pad
PADS = {
    # the rows beyond the last shard are padding, not one permute per shard-width
    (1, 31, 2, 0, 2): [(CP, 256)],
    (1, 2, 31, 0, 2): [(CP, 256), (CP, 256)],  # the slice x[:, -1:] sends one of them
    (2, 63, 1, 0, 2): [(CP, 256), (CP, 256)],
    (3, 29, 2, 0, 2): [(CP, 512), (CP, 512)],
    (5, 2, 63, 0, 2): [(CP, 768), (CP, 768)],
    (2, 15, 7, 0, 8): [(CP, 256)] * 3,
    # one row replicated over 8 shards: one device's copy all-reduced, 2 * 7/8 * 256 B
    (1, 0, 31, 0, 8): [(AR, 448), (CP, 256)],
    # two rows over 8 shards: each shard placed in zeros of both rows and all-reduced
    (2, 63, 31, 0, 8): [(AR, 896), (CP, 256)],
    # interior pads: the scan's interleave of 32 rows sends nothing, of 31 rows one row
    (32, 0, 1, 1, 8): [],
    (31, 2, 1, 1, 8): [(CP, 256)],
    (4, 0, 1, 1, 8): [(CP, 256)] * 5,  # fewer rows than shards (the slice sends 3 of them)
    (7, 3, 0, 2, 2): [(CP, 256), (CP, 1024)],
}


def _pad(rows: int, low: int, high: int, interior: int, shards: int):
    import jax
    import jax.numpy as jnp
    from jax import lax

    def fn(x):
        y = x if rows == 32 else x[:, :rows] if low >= high else x[:, 32 - rows :]
        return lax.pad(y, 0.0, ((0, 0, 0), (low, high, interior), (0, 0, 0)))

    program = flatten_program(import_mlir(jax.jit(fn).lower(jnp.ones((4, 32, 16))).as_text()))
    program.meshes["mesh"] = MESH
    spec = ts(f"<@mesh, [{{}}, {{{AXES[shards]}}}, {{}}]>")
    shardings = {program.main.args[0]: spec, program.main.returns[0]: spec}
    for op in program.main.ops:
        if op.name == "stablehlo.slice":
            shardings[op.results[0]] = spec
    return program, shardings


@pytest.mark.parametrize("key", list(PADS))
def test_pads_send_what_xla_sends(key):
    program, shardings = _pad(*key)
    rows = evaluate(program, shardings, MESH, load_topology("cpu", MESH)).collectives()
    assert sorted(zip(rows["kind"], rows["bytes"], strict=True)) == sorted(PADS[key])


@pytest.mark.xla
@pytest.mark.parametrize("key", list(PADS))
def test_pad_twin(key):
    from shardsat.experiments.xla_check import xla_collectives
    from shardsat.ir.mlir_export import export_mlir

    program, shardings = _pad(*key)
    seen = xla_collectives(export_mlir(program, shardings, pin_values=True), MESH)
    assert sorted((c.kind, c.bytes) for c in seen) == sorted(PADS[key])
