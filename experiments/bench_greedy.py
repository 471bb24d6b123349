"""Greedy propagation time against program size, up to 50k ops; fitted scaling exponent.

Programs are MLP stacks built with ProgramBuilder: per layer a matmul, a bias broadcast + add,
a tanh and a residual add (5 ops), the input sharded on the batch dim and the first weight on its
output dim, so shardings flow through every op. Times are CPU seconds of the process (the machine is shared;
wall time is reported too). The exponent is the slope of log(time) against
log(ops) by least squares; linear scaling gives ~1.

Run: `python -m shardsat.experiments.bench_greedy [--tiny] [--json OUT]`.
"""

from __future__ import annotations

import argparse
import json
import math
import sys
import time
from pathlib import Path

from shardsat.ir.builder import ProgramBuilder
from shardsat.model.mesh import Mesh

SIZES = (1_000, 2_000, 5_000, 10_000, 20_000, 50_000)
TINY_SIZES = (100, 200, 400)


def mlp_stack(num_ops: int, hidden: int = 64, batch: int = 32):
    """A residual MLP stack with about `num_ops` ops (5 per layer)."""
    b = ProgramBuilder(Mesh.of("mesh", data=2, model=4))
    x = b.arg((batch, hidden), sharding='<@mesh, [{"data"}, {?}]>')
    for layer in range(max(1, num_ops // 5)):
        w = b.arg((hidden, hidden), sharding='<@mesh, [{?}, {"model"}]>' if layer == 0 else None)
        bias = b.arg((hidden,))
        h = b.matmul(x, w)
        hb = b.broadcast_in_dim(bias, (batch, hidden), (1,))
        h = b.op("stablehlo.add", [h, hb])
        h = b.op("stablehlo.tanh", [h])
        x = b.op("stablehlo.add", [x, h])
    b.ret(x)
    return b.build()


def fitted_exponent(points: list[tuple[int, float]]) -> float:
    """Least-squares slope of log(seconds) over log(ops)."""
    xs = [math.log(n) for n, _ in points]
    ys = [math.log(max(t, 1e-9)) for _, t in points]
    mx, my = sum(xs) / len(xs), sum(ys) / len(ys)
    num = sum((x - mx) * (y - my) for x, y in zip(xs, ys, strict=True))
    den = sum((x - mx) ** 2 for x in xs)
    return num / den


def measure(sizes, strategy: str = "aggressive") -> list[dict]:
    from shardsat.solver.propagation.driver import propagate

    rows = []
    for n in sizes:
        program = mlp_stack(n)
        ops = sum(1 for _ in program.walk_ops())
        start, cpu_start = time.perf_counter(), time.process_time()
        solution = propagate(program, strategy=strategy)
        seconds = time.process_time() - cpu_start
        rows.append(
            {
                "ops": ops,
                "seconds": round(seconds, 4),
                "wall_seconds": round(time.perf_counter() - start, 4),
                "steps": solution.stats["steps"],
                "us_per_op": round(1e6 * seconds / ops, 1),
            }
        )
        print(f"{ops:>7} ops  {seconds:8.3f} s cpu  {rows[-1]['us_per_op']:7.1f} us/op", flush=True)
    return rows


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--tiny", action="store_true", help="three small sizes (smoke test)")
    parser.add_argument("--strategy", default="aggressive")
    parser.add_argument("--json", type=Path)
    args = parser.parse_args(argv)
    rows = measure(TINY_SIZES if args.tiny else SIZES, args.strategy)
    exponent = fitted_exponent([(r["ops"], r["seconds"]) for r in rows])
    print(f"fitted exponent: {exponent:.2f}")
    if args.json:
        args.json.write_text(json.dumps({"rows": rows, "exponent": exponent}, indent=1))
    return 0


if __name__ == "__main__":
    sys.exit(main())
