"""A custom_call with a custom rule (LAPACK's Cholesky, as jax lowers it on CPU) is partitioned
only along the factors its operand and results share (`evaluate.shared_factor_axes`): a batched
Cholesky split on its batch moves nothing, an unbatched one split on a matrix dim is computed
whole (blind7's Gaussian process). Plans through `auto_shard`, predicted bytes against what XLA
inserts for the exported module on 8 fake CPU devices."""

import numpy as np
import pytest
from jax.sharding import PartitionSpec as P

import shardsat

CASES = {  # name -> (matrix shape, its input sharding, solver, predicted = XLA's bytes)
    "batched, split on the batch": ((8, 4, 4), P("data"), "greedy", 0),
    "one matrix split on its rows, greedy": ((64, 64), P("data"), "greedy", 1792 + 14336),
    "one matrix split on its rows, cp-sat": ((64, 64), P("data"), "cpsat", 14336),
}


def _plan(name):
    import jax.numpy as jnp

    shape, spec, solver, _ = CASES[name]
    a = np.broadcast_to(np.eye(shape[-1], dtype=np.float32) * 2, shape).copy()
    plan = shardsat.auto_shard(
        jnp.linalg.cholesky, a, mesh="data=8", topology="cpu", time_limit=5,
        in_shardings=(spec,), solver=solver, objective="comm",
    )  # fmt: skip
    return plan


@pytest.mark.xla
@pytest.mark.parametrize("name", list(CASES))
def test_cholesky_plan_moves_what_xla_moves(name):
    from shardsat.experiments.xla_check import xla_collectives

    plan = _plan(name)
    seen = sum(c.bytes for c in xla_collectives(plan.module_text, plan.mesh))
    assert plan.report.communication_bytes == seen == CASES[name][-1]
