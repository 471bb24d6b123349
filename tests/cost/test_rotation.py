"""`jnp.roll` along a sharded dim is priced as XLA's rotation (cost/rotation.py), not as two
slices and a concatenate. The expected permutes are what XLA inserts on data=8 (xla test)."""

import pytest
from shardsat.cost.evaluate import evaluate
from shardsat.cost.rotation import find_rotations
from shardsat.cost.topology import load_topology
from shardsat.ir.flatten import flatten_program
from shardsat.ir.mlir_import import import_mlir
from shardsat.model.mesh import Mesh
from shardsat.model.parse import parse_tensor_sharding as ts

MESH = Mesh.of("mesh", data=8)
SEQ = ts('<@mesh, [{}, {"data"}, {}]>')
# (sequence length, shift) -> collective-permute bytes of f32[2, n, 32] rolled along dim 1
CASES = {
    (40, 1): [256],  # 1 of the 5 rows per shard crosses over
    (40, -3): [768],  # left by 3: 3 rows
    (40, 5): [1280],  # a whole shard
    (40, 7): [512, 768],  # more than a shard: the shard in two pieces, 2 and 3 rows
    (40, -12): [512, 768],
    (64, 2): [512],
    (64, 20): [1024, 1024],
}


def rolled(n: int, shift: int):
    import jax
    import jax.numpy as jnp

    text = jax.jit(lambda x: jnp.roll(x, shift, axis=1)).lower(jnp.ones((2, n, 32))).as_text()
    program = flatten_program(import_mlir(text))
    program.meshes["mesh"] = MESH
    return program, {v.id: SEQ for v in program.values.values() if v.type.rank == 3}


@pytest.mark.parametrize(("n", "shift"), list(CASES))
def test_a_roll_is_priced_as_the_permutes_of_a_rotation(n, shift):
    program, shardings = rolled(n, shift)
    (rotation,) = find_rotations(program).values()
    assert (rotation.dim, rotation.start) == (1, (-shift) % n)
    rows = evaluate(program, shardings, MESH, load_topology("cpu", MESH)).collectives()
    assert set(rows["kind"]) == {"collective-permute"}
    assert sorted(rows["bytes"]) == CASES[(n, shift)]


def test_a_roll_between_different_shardings_is_priced_op_by_op():
    program, shardings = rolled(40, 1)
    ret = program.main.returns[0]
    shardings[ret] = ts('<@mesh, [{}, {}, {"data"}]>')
    rows = evaluate(program, shardings, MESH, load_topology("cpu", MESH)).collectives()
    assert "rotation" not in set(rows["item"])
    assert {"all-to-all"} <= set(rows["kind"])


@pytest.mark.xla
@pytest.mark.parametrize(("n", "shift"), list(CASES))
def test_xla_rotates_as_predicted(n, shift):
    from shardsat.experiments.xla_check import xla_collectives
    from shardsat.ir.mlir_export import export_mlir

    program, shardings = rolled(n, shift)
    seen = xla_collectives(export_mlir(program, shardings, pin_values=True), MESH)
    assert sorted(c.bytes for c in seen) == CASES[(n, shift)]
    assert {c.kind for c in seen} == {"collective-permute"}
