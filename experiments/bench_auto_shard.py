"""Does `auto_shard` return within its time limit, tracing, flattening and exporting included?

    python -m shardsat.experiments.bench_auto_shard [--layers 24] [--limit 60] [--solver cpsat]

Traces an SGD step of a `lax.scan` over `--layers` blocks (tanh(h @ a) @ b, hidden 256, batch
16 x 64) on `data=2,model=4` with the `h100x8` topology, and prints the wall time of the whole
call against the limit, the plan's and greedy's estimated step time, and the status. One line
of JSON per run (append with `--out FILE`).
"""

from __future__ import annotations

import argparse
import json
import os
import time


def scanned_step(layers: int, hidden: int = 256):
    """(SGD step of a scanned block stack, example args)."""
    import jax
    import jax.numpy as jnp

    def loss(ws, x):
        def layer(h, w):
            return jnp.tanh(h @ w["a"]) @ w["b"], None

        h, _ = jax.lax.scan(layer, x, ws)
        return jnp.mean(h**2)

    def step(ws, x):
        grads = jax.grad(loss)(ws, x)
        return jax.tree_util.tree_map(lambda w, g: w - 0.1 * g, ws, grads)

    ws = {
        "a": jax.ShapeDtypeStruct((layers, hidden, 2 * hidden), jnp.float32),
        "b": jax.ShapeDtypeStruct((layers, 2 * hidden, hidden), jnp.float32),
    }
    return step, (ws, jax.ShapeDtypeStruct((16, 64, hidden), jnp.float32))


def run(layers: int, limit: float, solver: str) -> dict:
    import shardsat

    step, args = scanned_step(layers)
    began = time.perf_counter()
    plan = shardsat.auto_shard(
        step, *args, mesh="data=2,model=4", topology="h100x8", time_limit=limit, solver=solver
    )
    wall = time.perf_counter() - began
    stats = plan.solution.stats
    return {
        "layers": layers,
        "limit_s": limit,
        "solver": solver,
        "wall_s": round(wall, 2),
        "over_limit_s": round(wall - limit, 2),
        "status": plan.solution.status.value,
        "step_ms": round(plan.report.total_ns / 1e6, 4),
        "greedy_ms": (
            None if stats.get("greedy_objective") is None else stats["greedy_objective"] / 1e6
        ),
        "full_model": stats.get("full_model"),
        "ops": sum(1 for _ in plan.program.walk_ops()),
    }


def main(argv: list[str] | None = None) -> int:
    # 8 fake CPU devices for the mesh, unless the caller chose otherwise (before jax starts)
    os.environ.setdefault("XLA_FLAGS", "--xla_force_host_platform_device_count=8")
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--layers", type=int, default=24)
    parser.add_argument("--limit", type=float, default=60.0)
    parser.add_argument("--solver", default="cpsat", choices=("cpsat", "greedy"))
    parser.add_argument("--out", default=None, help="append the JSON line to this file")
    args = parser.parse_args(argv)
    line = json.dumps(run(args.layers, args.limit, args.solver))
    print(line)
    if args.out:
        with open(args.out, "a") as f:
            f.write(line + "\n")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
