"""cost.rolled_plan: a loop whose iterations run one plan is exported rolled, and XLA runs that
plan once per iteration (the collectives that were priced on the unrolled program)."""

from __future__ import annotations

import dataclasses

import jax
import jax.numpy as jnp
import numpy as np
import pytest
from jax.sharding import PartitionSpec as P
from shardsat.cost import rolled_plan as rp
from shardsat.cost.plan import plan_reshards
from shardsat.experiments.xla_check import jitted_collectives, xla_collectives
from shardsat.model.sharding import DimSharding

import shardsat

pytestmark = pytest.mark.xla

MESH = "data=2,model=4"
WS = jax.random.normal(jax.random.key(0), (6, 64, 64)) * 0.1
X = jax.random.normal(jax.random.key(1), (16, 64))
STEP_BYTES = 2 * 3 * (8 * 64 * 4) // 4
"""One step's all-reduce over "model" of the [8, 64] f32 partial product each device holds."""


def tensor_parallel_scan(ws, x):
    """Row-parallel layers: each step's partial product is all-reduced, the carried activation
    constrained to the batch split, so every step runs the same plan."""
    mesh = jax.sharding.get_abstract_mesh()

    def layer(h, w):
        y = jnp.tanh(h @ w)
        if not mesh.empty:  # traced under the plan's mesh; plain calls run unsharded
            y = jax.lax.with_sharding_constraint(y, P("data", None))
        return y, None

    return jax.lax.scan(layer, x, ws)[0]


def plan_of(monkeypatch, above: int):
    monkeypatch.setattr(rp, "ROLL_BACK_ABOVE_OPS", above)
    return shardsat.auto_shard(
        tensor_parallel_scan, WS, X, mesh=MESH, topology="cpu", solver="greedy",
        in_shardings=(P(None, "model", None), P("data", None)),
    )  # fmt: skip


def test_uniform_loop_is_exported_rolled_and_xla_runs_the_priced_collectives(monkeypatch):
    plan = plan_of(monkeypatch, 0)
    assert plan.module_text.count("stablehlo.while") == 1
    assert plan.report.communication_bytes == 6 * STEP_BYTES
    assert sum(c.bytes for c in xla_collectives(plan.module_text, plan.mesh)) == 6 * STEP_BYTES
    jitted = plan.jit()
    assert sum(c.bytes for c in jitted_collectives(jitted, (WS, X), plan.mesh)) == 6 * STEP_BYTES
    np.testing.assert_allclose(jitted(WS, X), tensor_parallel_scan(WS, X), rtol=1e-5, atol=1e-6)


def test_small_programs_are_exported_unrolled(monkeypatch):
    plan = plan_of(monkeypatch, rp.ROLL_BACK_ABOVE_OPS)
    assert plan.module_text.count("stablehlo.while") == 0
    assert sum(c.bytes for c in xla_collectives(plan.module_text, plan.mesh)) == 6 * STEP_BYTES


def test_a_loop_whose_steps_differ_stays_unrolled(monkeypatch):
    plan = plan_of(monkeypatch, 0)
    program, shardings = plan.program, dict(plan.solution.shardings)
    reshards = plan_reshards(program, plan.solution, plan.mesh)
    assert rp.rolled_plan(program, shardings, reshards) is not None
    (loop,) = program.unrolling.loops
    step2 = next(v for v in shardings if v.startswith(f"{loop}/2/") and len(shardings[v].dims) == 2)
    replicated = dataclasses.replace(shardings[step2], dims=(DimSharding(), DimSharding()))
    assert replicated != shardings[step2]
    assert rp.rolled_plan(program, {**shardings, step2: replicated}, reshards) is None


def test_forward_loop_rolls_back_beside_a_backward_loop_that_differs_in_its_last_step(
    monkeypatch,
):
    """The gradient of the weights only: greedy's backward loop makes the gradient of the
    scan's input in its last step in another sharding (nothing reads it), so that loop stays
    unrolled while the forward loop rolls back, and XLA still inserts the priced bytes."""
    monkeypatch.setattr(rp, "ROLL_BACK_ABOVE_OPS", 0)

    def weight_grad(ws, x):
        return jax.grad(lambda w: jnp.sum(tensor_parallel_scan(w, x) ** 2))(ws)

    plan = shardsat.auto_shard(
        weight_grad, WS, X, mesh=MESH, topology="cpu", solver="greedy",
        in_shardings=(P(None, "model", None), P("data", None)),
    )  # fmt: skip
    assert len(plan.program.unrolling.loops) == 2
    assert plan.module_text.count("stablehlo.while") == 1
    seen = sum(c.bytes for c in xla_collectives(plan.module_text, plan.mesh))
    assert seen == plan.report.communication_bytes


def test_an_op_dead_in_one_copy_keeps_the_loop_unrolled_if_it_moves_data(monkeypatch):
    """A copy XLA deletes (nothing reads it) was not priced; rolled, the body would run it in
    every step. Only ops that read or make sharded values count: a dead loop-counter increment
    in the last copy moves nothing."""
    plan = plan_of(monkeypatch, 0)
    program, shardings = plan.program, plan.solution.shardings
    reshards = plan_reshards(program, plan.solution, plan.mesh)
    (loop,) = program.unrolling.loops
    last = [op for op in program.walk_ops() if op.id.startswith(f"{loop}/5/")]
    dot = next(op.id for op in last if op.name == "stablehlo.dot_general")
    counter = next(op.id for op in last if op.name == "stablehlo.add"
                   and shardings[op.results[0]].is_fully_replicated())  # fmt: skip
    monkeypatch.setattr(rp, "dead_ops", lambda _: frozenset([counter]))
    assert rp.rolled_plan(program, shardings, reshards) is not None
    monkeypatch.setattr(rp, "dead_ops", lambda _: frozenset([counter, dot]))
    assert rp.rolled_plan(program, shardings, reshards) is None


def test_a_one_step_loop_is_not_rolled_back(monkeypatch):
    monkeypatch.setattr(rp, "ROLL_BACK_ABOVE_OPS", 0)
    plan = shardsat.auto_shard(
        tensor_parallel_scan, WS[:1], X, mesh=MESH, topology="cpu", solver="greedy",
        in_shardings=(P(None, "model", None), P("data", None)),
    )  # fmt: skip
    assert [t for t, _ in plan.program.unrolling.loops.values()] == [1]
    assert plan.module_text.count("stablehlo.while") == 0
    assert sum(c.bytes for c in xla_collectives(plan.module_text, plan.mesh)) == STEP_BYTES
