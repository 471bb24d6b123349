"""A reduce_window whose window spans more than the local shard (jnp.cumsum) is all-gathered."""

import jax.numpy as jnp
import pytest
from jax.sharding import PartitionSpec as P

import shardsat


def test_cumsum_over_a_sharded_dim_gathers_the_dim():
    # f32[64,256] on data=2 x model=4, cumsum along the model-sharded dim: the window (256)
    # is longer than the 64-column shard, so XLA gathers the dim instead of a halo exchange:
    # all-gather of the 32x256 f32 rows (32 KiB), each device receiving 3/4 of it
    pytest.importorskip("jax")
    x = jnp.ones((64, 256), jnp.float32)
    plan = shardsat.auto_shard(
        lambda x: jnp.cumsum(x, axis=1), x, mesh="data=2,model=4", topology="cpu",
        solver="greedy", in_shardings=(P("data", "model"),),
    )  # fmt: skip
    rows = plan.report.rows
    gathers = rows[(rows.kind == "all-gather") & (rows.op_name == "stablehlo.reduce_window")]
    assert gathers.bytes.tolist() == [24576]
    assert gathers.buffer_bytes.tolist() == [32768]
