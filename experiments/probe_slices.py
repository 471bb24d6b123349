"""Slices of sharded tensors: the bytes XLA moves against the cost model's prediction.

    python -m shardsat.experiments.probe_slices [--cases 60] [--seed 0]

Random cases drawn from a seeded generator: a rank-2 f32 operand on data=2 × model=4 with a
random sharding, one `stablehlo.slice` (random start, limit and stride on one or both dims),
the result constrained to a random sharding (sharded dims of the result must divide, as
`jax.jit` requires of outputs). Each case is compiled by XLA on 8 fake CPU devices and its
collective bytes are compared with `cost.evaluate` on the same shardings. The generator knows
nothing of the model's rules (`cost/halo.py`): these are programs it was not written against.
"""

from __future__ import annotations

import argparse
import os
import random
from dataclasses import dataclass

DIM_SHARDINGS = ((), ("data",), ("model",), ("data", "model"), ("model", "data"))
MESH = {"data": 2, "model": 4}


@dataclass(frozen=True)
class SliceCase:
    """One slice: operand shape, per-dim (start, limit, stride), operand and result dim axes."""

    shape: tuple[int, int]
    windows: tuple[tuple[int, int, int], ...]
    operand: tuple[tuple[str, ...], ...]
    result: tuple[tuple[str, ...], ...]

    @property
    def result_shape(self) -> tuple[int, ...]:
        return tuple(-(-(hi - lo) // st) for lo, hi, st in self.windows)


def _text(dims: tuple[tuple[str, ...], ...]) -> str:
    inner = ", ".join("{" + ", ".join(f'"{a}"' for a in d) + "}" for d in dims)
    return f"<@mesh, [{inner}]>"


def _valid(dims: tuple[tuple[str, ...], ...], shape: tuple[int, ...]) -> bool:
    """Each axis used once, every sharded dim divisible by its devices."""
    axes = [a for d in dims for a in d]
    divides = all(n % _devices(d) == 0 for d, n in zip(dims, shape, strict=True))
    return len(axes) == len(set(axes)) and divides


def _devices(dim: tuple[str, ...]) -> int:
    size = 1
    for a in dim:
        size *= MESH[a]
    return size


def draw_cases(count: int, seed: int) -> list[SliceCase]:
    """`count` random cases; the operand's dims divide their shardings, the result's too."""
    rng = random.Random(seed)
    cases: list[SliceCase] = []
    while len(cases) < count:
        shape = (rng.choice((8, 16, 32)), rng.choice((16, 24, 32, 48, 64, 96, 128)))
        windows = []
        for d, n in enumerate(shape):
            if d == 0 and rng.random() < 0.7:
                windows.append((0, n, 1))
                continue
            lo = rng.randrange(0, n - 1)
            hi = rng.randrange(lo + 1, n + 1)
            windows.append((lo, hi, rng.choice((1, 1, 1, 2, 3))))
        operand = tuple(rng.choice(DIM_SHARDINGS) for _ in shape)
        result = tuple(rng.choice(DIM_SHARDINGS) for _ in shape)
        case = SliceCase(shape, tuple(windows), operand, result)
        if case.windows[1] == (0, shape[1], 1) and case.windows[0] == (0, shape[0], 1):
            continue
        if _valid(operand, shape) and _valid(result, case.result_shape):
            cases.append(case)
    return cases


def module(case: SliceCase, annotate: bool) -> str:
    """The case as StableHLO: annotated (for XLA) or bare (for the cost model)."""
    src = f"tensor<{case.shape[0]}x{case.shape[1]}xf32>"
    dst = "tensor<" + "x".join(map(str, case.result_shape)) + "xf32>"
    starts = ", ".join(f"{lo}:{hi}" + (f":{st}" if st != 1 else "") for lo, hi, st in case.windows)
    if not annotate:
        return (
            f"func.func @main(%arg0: {src}) -> {dst} {{\n"
            f"  %0 = stablehlo.slice %arg0 [{starts}] : ({src}) -> {dst}\n"
            f"  return %0 : {dst}\n}}\n"
        )
    arg, out = _text(case.operand), _text(case.result)
    return (
        'module {\n  sdy.mesh @mesh = <["data"=2, "model"=4]>\n'
        f"  func.func @main(%arg0: {src} {{sdy.sharding = #sdy.sharding{arg}}}) -> "
        f"({dst} {{sdy.sharding = #sdy.sharding{out}}}) {{\n"
        f"    %0 = stablehlo.slice %arg0 [{starts}] : ({src}) -> {dst}\n"
        f"    %1 = sdy.sharding_constraint %0 {out} : {dst}\n"
        f"    return %1 : {dst}\n  }}\n}}\n"
    )


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--cases", type=int, default=60)
    parser.add_argument("--seed", type=int, default=0)
    args = parser.parse_args(argv)
    os.environ.setdefault("XLA_FLAGS", "--xla_force_host_platform_device_count=8")
    from shardsat.cost.evaluate import evaluate
    from shardsat.cost.topology import load_topology
    from shardsat.experiments.xla_check import XlaCheckError, xla_collectives
    from shardsat.ir.mlir_import import import_mlir
    from shardsat.model.parse import parse_tensor_sharding

    from shardsat.api import parse_mesh_axes

    mesh = parse_mesh_axes("data=2,model=4")
    topology = load_topology("cpu", mesh)
    within = 0
    cases = draw_cases(args.cases, args.seed)
    print("| shape | slice | operand | result | XLA bytes | predicted | XLA ÷ predicted |")
    print("|---|---|---|---|---:|---:|---:|")
    failed = 0
    for case in cases:
        try:
            seen = sum(c.bytes for c in xla_collectives(module(case, True), mesh))
        except XlaCheckError as err:  # XLA's own verifier rejects some strided slices
            failed += 1
            print(f"| {case.shape} | {case.windows} | XLA failed: {str(err)[:80]} |||||")
            continue
        program = import_mlir(module(case, False))
        shardings = {
            program.main.args[0]: parse_tensor_sharding(_text(case.operand)),
            program.main.ops[0].results[0]: parse_tensor_sharding(_text(case.result)),
        }
        predicted = evaluate(program, shardings, mesh, topology).communication_bytes
        same = seen == predicted or (predicted and abs(seen / predicted - 1) <= 0.10)
        within += bool(same)
        ratio = f"{seen / predicted:.3f}" if predicted else ("1.000" if not seen else "inf")
        window = ", ".join(f"{lo}:{hi}:{st}" for lo, hi, st in case.windows)
        print(
            f"| {case.shape} | [{window}] | `{_text(case.operand)[8:-1]}` | "
            f"`{_text(case.result)[8:-1]}` | {seen:,} | {predicted:,} | {ratio} |",
            flush=True,
        )
    print(f"\n{within}/{len(cases) - failed} within ±10% ({failed} cases XLA fails to compile)")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
