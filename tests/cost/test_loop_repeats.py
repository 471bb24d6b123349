"""Loops kept rolled (over the unroll budget) are priced once per iteration, as XLA runs them."""

from __future__ import annotations

import jax
import jax.numpy as jnp
import pytest
from jax.sharding import NamedSharding
from jax.sharding import PartitionSpec as P
from shardsat.cost.evaluate import evaluate
from shardsat.cost.topology import load_topology
from shardsat.experiments.xla_check import jitted_collectives
from shardsat.ir.flatten import flatten_program, loop_repeats
from shardsat.ir.mlir_import import import_mlir
from shardsat.solver.propagation.driver import propagate

from shardsat.auto import resolve_mesh
from tests.cost.test_rolled_plan import STEP_BYTES, WS, X, tensor_parallel_scan

pytestmark = pytest.mark.xla


def lowered(fn, args, in_specs, mesh: str = "data=2,model=4"):
    """(shardsat mesh, jitted function, its StableHLO) with the inputs placed as given."""
    smesh, jmesh = resolve_mesh(mesh)
    with jax.set_mesh(jmesh):
        jitted = jax.jit(fn, in_shardings=tuple(NamedSharding(jmesh, s) for s in in_specs))
        return smesh, jitted, jitted.lower(*args).as_text()


def test_nested_loops_multiply_their_trip_counts():
    """A 5-step scan around a 3-step fori_loop: the inner body runs 15 times, its condition
    5 x 4, the outer body's own ops 5."""

    def fn(x):
        def step(c, _):
            return jax.lax.fori_loop(0, 3, lambda i, h: jnp.sin(h), c), None

        return jax.lax.scan(step, x, None, length=5)[0]

    _, _, text = lowered(fn, (jnp.ones(4),), (P(),))
    program = flatten_program(import_mlir(text), max_ops=0)  # nothing unrolled
    repeats = loop_repeats(program)
    sines = [op.id for op in program.walk_ops() if op.name == "stablehlo.sine"]
    assert [repeats[s] for s in sines] == [15]
    compares = sorted(repeats[op.id] for op in program.walk_ops() if op.name == "stablehlo.compare")
    assert compares == [6, 20]
    assert all(op.id not in repeats for op in program.main.ops)


def test_a_rolled_loop_is_priced_once_per_iteration_like_xla():
    """The row-parallel scan kept rolled: its per-step all-reduce is counted 6 times, which is
    what XLA inserts compiling the same function (a while with a known trip count of 6)."""
    mesh, jitted, text = lowered(tensor_parallel_scan, (WS, X), (P(None, "model", None), P("data")))
    program = flatten_program(import_mlir(text), max_ops=0)
    assert sum(op.name == "stablehlo.while" for op in program.walk_ops()) == 1
    report = evaluate(program, propagate(program), mesh, load_topology("cpu", mesh))
    assert report.communication_bytes == 6 * STEP_BYTES == 18_432
    assert sum(c.bytes for c in jitted_collectives(jitted, (WS, X), mesh)) == 6 * STEP_BYTES
