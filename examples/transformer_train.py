"""Auto-shard a small transformer training step written in plain jax.numpy, then train with it.

    python examples/transformer_train.py            # 8 fake CPU devices, mesh data=2 x model=4

What it shows: `shardsat.auto_shard` solves the step's sharding, `plan.jit()` runs the solved
plan with donated parameters, three steps match the unsharded step, and the collectives XLA
inserted match what the cost model predicted (a table per collective kind). The topology is
`cpu` because XLA:CPU is what runs here; on a GPU machine pass `topology="h100x8"`.
"""

from __future__ import annotations

import os
import sys

os.environ.setdefault("XLA_FLAGS", "--xla_force_host_platform_device_count=8")

import jax  # noqa: E402
import jax.numpy as jnp  # noqa: E402
import numpy as np  # noqa: E402

import shardsat  # noqa: E402

LAYERS, HIDDEN, HEADS, SEQ, BATCH = 2, 256, 4, 64, 16


def init_params(key: jax.Array) -> dict:
    def dense(k, shape):
        return jax.random.normal(k, shape) * (1.0 / np.sqrt(shape[0]))

    keys = iter(jax.random.split(key, 6 * LAYERS))
    return {
        f"layer{i}": {
            "wq": dense(next(keys), (HIDDEN, HIDDEN)),
            "wk": dense(next(keys), (HIDDEN, HIDDEN)),
            "wv": dense(next(keys), (HIDDEN, HIDDEN)),
            "wo": dense(next(keys), (HIDDEN, HIDDEN)),
            "w_in": dense(next(keys), (HIDDEN, 4 * HIDDEN)),
            "w_out": dense(next(keys), (4 * HIDDEN, HIDDEN)),
        }
        for i in range(LAYERS)
    }


def layer_norm(x: jax.Array) -> jax.Array:
    mean = x.mean(-1, keepdims=True)
    return (x - mean) / jnp.sqrt(((x - mean) ** 2).mean(-1, keepdims=True) + 1e-5)


def attention(p: dict, x: jax.Array) -> jax.Array:
    b, s, d = x.shape
    heads = [(x @ p[w]).reshape(b, s, HEADS, d // HEADS) for w in ("wq", "wk", "wv")]
    q, k, v = heads
    scores = jnp.einsum("bqhd,bkhd->bhqk", q, k) / np.sqrt(d // HEADS)
    causal = jnp.tril(jnp.ones((s, s), dtype=bool))
    weights = jax.nn.softmax(jnp.where(causal, scores, -1e9), axis=-1)
    return jnp.einsum("bhqk,bkhd->bqhd", weights, v).reshape(b, s, d) @ p["wo"]


def forward(params: dict, x: jax.Array) -> jax.Array:
    for i in range(LAYERS):
        p = params[f"layer{i}"]
        x = x + attention(p, layer_norm(x))
        x = x + jax.nn.gelu(layer_norm(x) @ p["w_in"]) @ p["w_out"]
    return x


def loss_fn(params: dict, x: jax.Array, y: jax.Array) -> jax.Array:
    return jnp.mean((forward(params, x) - y) ** 2)


def train_step(params: dict, x: jax.Array, y: jax.Array) -> tuple[dict, jax.Array]:
    loss, grads = jax.value_and_grad(loss_fn)(params, x, y)
    return jax.tree.map(lambda p, g: p - 0.05 * g, params, grads), loss


def collectives_table(plan: shardsat.Plan, hlo_collectives: list) -> str:
    """Predicted vs XLA-inserted bytes per device, per collective kind."""
    rows = plan.report.rows
    kinds = sorted(set(rows.kind[rows.bytes > 0]) | {c.kind for c in hlo_collectives})
    lines = ["| collective | predicted bytes | XLA bytes |", "|---|---:|---:|"]
    for kind in kinds:
        predicted = int(rows.bytes[rows.kind == kind].sum())
        seen = sum(c.bytes for c in hlo_collectives if c.kind == kind)
        lines.append(f"| {kind} | {predicted:,} | {seen:,} |")
    seen_total = sum(c.bytes for c in hlo_collectives)
    lines.append(f"| total | {plan.report.communication_bytes:,} | {seen_total:,} |")
    return "\n".join(lines)


def main(time_limit: float = 30.0, steps: int = 3) -> dict:
    from shardsat.experiments.xla_check import jitted_collectives

    key = jax.random.PRNGKey(0)
    params = init_params(key)
    x = jax.random.normal(jax.random.fold_in(key, 1), (BATCH, SEQ, HIDDEN))
    y = jax.random.normal(jax.random.fold_in(key, 2), (BATCH, SEQ, HIDDEN))

    plan = shardsat.auto_shard(
        train_step, params, x, y, mesh="data=2,model=4", topology="cpu",
        time_limit=time_limit, donate_argnums=0,
    )  # fmt: skip
    print(f"plan: {plan.status.value}, estimated step {plan.report.total_ns / 1e6:.3f} ms, "
          f"{plan.reshards} pinned reshards, {len(plan.aliases)} carried values tied")  # fmt: skip
    step = plan.jit()
    seen = jitted_collectives(step, (params, x, y), plan.mesh)
    print(collectives_table(plan, seen))

    reference, sharded = params, jax.device_put(params, plan.in_shardings[0])
    for i in range(steps):
        reference, ref_loss = jax.jit(train_step)(reference, x, y)
        sharded, loss = step(sharded, x, y)
        print(f"step {i}: loss {float(loss):.6f} (unsharded {float(ref_loss):.6f})")
    same = all(
        np.allclose(a, b, rtol=1e-4, atol=1e-5)
        for a, b in zip(jax.tree.leaves(sharded), jax.tree.leaves(reference), strict=True)
    )
    print(f"parameters after {steps} steps match the unsharded run: {same}")
    return {"plan": plan, "xla": seen, "same": same, "loss": float(loss), "ref": float(ref_loss)}


if __name__ == "__main__":
    result = main()
    sys.exit(0 if result["same"] else 1)
