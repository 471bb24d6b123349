"""A max pool's gradient (`select_and_scatter`) split along its window (cost/select_scatter.py).

f32[4, N, 8] pooled along dim 1 with every value split on that dim; XLA exchanges the source's
and the operand's halos instead of gathering the source. Expected lists are what XLA inserts on
8 fake CPU devices (the xla-marked twin compiles the same module): sorted (kind, bytes); a row
of a shard is 128 B.
"""

import pytest
from shardsat.cost.evaluate import evaluate
from shardsat.cost.select_scatter import ScatterHalo, select_scatter_halo
from shardsat.cost.topology import load_topology
from shardsat.ir.flatten import flatten_program
from shardsat.ir.mlir_import import import_mlir
from shardsat.model.mesh import Mesh
from shardsat.model.parse import parse_tensor_sharding as ts

MESH = Mesh.of("mesh", a=2, b=4)
CP = "collective-permute"


def _pool_gradient(rows: int, window: int, stride: int, padding: str, axis: str):
    import jax
    import jax.numpy as jnp
    from jax import lax

    def pool(x):
        return lax.reduce_window(x, -jnp.inf, lax.max, (1, window, 1), (1, stride, 1), padding)

    def fn(x, g):
        return jax.vjp(pool, x)[1](g)[0]

    pooled = jax.eval_shape(pool, jnp.ones((4, rows, 8)))
    text = jax.jit(fn).lower(jnp.ones((4, rows, 8)), jnp.ones(pooled.shape)).as_text()
    program = flatten_program(import_mlir(text))
    program.meshes["mesh"] = MESH
    spec = ts(f'<@mesh, [{{}}, {{"{axis}"}}, {{}}]>')
    values = [*program.main.args, *(v for op in program.main.ops for v in op.results)]
    return program, {v: spec for v in values if program.value(v).type.rank == 3}


# (rows, window, stride, padding, axis) -> XLA's collectives
POOL_GRADIENTS = {
    (16, 2, 2, "VALID", "b"): [],  # windows tile the shards: nothing to exchange
    (32, 3, 1, "VALID", "a"): [(CP, 128), (CP, 128), (CP, 256), (CP, 256)],
    (32, 3, 3, "VALID", "a"): [(CP, 128), (CP, 128), (CP, 256)],
    (32, 3, 2, "SAME", "b"): [(CP, 256), (CP, 256), (CP, 256), (CP, 384), (CP, 384)],
    (32, 4, 1, "SAME", "a"): [(CP, 128), (CP, 128), (CP, 128), (CP, 256), (CP, 384), (CP, 384)],
}


def _predicted(program, shardings):
    rows = evaluate(program, shardings, MESH, load_topology("cpu", MESH)).collectives()
    return sorted(zip(rows["kind"], rows["bytes"], strict=True))


@pytest.mark.parametrize("key", list(POOL_GRADIENTS))
def test_pool_gradient_halos_are_xlas(key):
    assert _predicted(*_pool_gradient(*key)) == sorted(POOL_GRADIENTS[key])


@pytest.mark.xla
@pytest.mark.parametrize("key", list(POOL_GRADIENTS))
def test_pool_gradient_twin(key):
    from shardsat.experiments.xla_check import xla_collectives
    from shardsat.ir.mlir_export import export_mlir

    program, shardings = _pool_gradient(*key)
    seen = xla_collectives(export_mlir(program, shardings, pin_values=True), MESH)
    assert sorted((c.kind, c.bytes) for c in seen) == sorted(POOL_GRADIENTS[key])


def test_halo_rows_of_a_3_wide_stride_1_window_on_2_shards():
    """32 rows, 30 windows: each shard needs one source row and two operand rows from across."""
    assert select_scatter_halo(32, 30, 2, 3, 1, 0) == ScatterHalo((1, 1), (2, 2))
