"""Slices, pads and concatenates of sharded tensors: the bytes XLA moves against the cost model.

    python -m shardsat.experiments.probe_slices [--cases 60] [--ops slice,pad,concatenate] [--seed 0]

Random cases drawn from a seeded generator: rank-2 f32 operands on data=2 × model=4 with a
random sharding, one op (a slice with random start, limit and stride on one or both dims; an
edge pad with random low and high padding; a concatenate of two or three operands of random
widths along a random dim), the result constrained to a random sharding (sharded dims of the
result must divide, as `jax.jit` requires of outputs). Each case is compiled by XLA on 8 fake
CPU devices and its collective bytes are compared with `cost.evaluate` on the same
shardings. The generator knows nothing of the model's rules (`cost/halo.py`, the concatenate
all-to-alls in `cost/op_cost.py`): these are programs the rules were not written against.
"""

from __future__ import annotations

import argparse
import os
import random
from dataclasses import dataclass

DIM_SHARDINGS = ((), ("data",), ("model",), ("data", "model"), ("model", "data"))
MESH = {"data": 2, "model": 4}
OPS = ("slice", "pad", "concatenate")


@dataclass(frozen=True)
class SliceCase:
    """One op on rank-2 operands: `kind`, operand shapes, its parameters, and the dim axes of
    the operands (all alike) and of the result.

    `params`: for a slice the per-dim (start, limit, stride); for a pad the per-dim (low,
    high); for a concatenate ((dim,),).
    """

    shape: tuple[int, int]
    windows: tuple[tuple[int, ...], ...]
    operand: tuple[tuple[str, ...], ...]
    result: tuple[tuple[str, ...], ...]
    kind: str = "slice"
    others: tuple[tuple[int, int], ...] = ()

    @property
    def shapes(self) -> tuple[tuple[int, int], ...]:
        return (self.shape, *self.others)

    @property
    def result_shape(self) -> tuple[int, ...]:
        if self.kind == "slice":
            return tuple(-(-(hi - lo) // st) for lo, hi, st in self.windows)
        if self.kind == "pad":
            return tuple(n + lo + hi for n, (lo, hi) in zip(self.shape, self.windows, strict=True))
        (dim,) = self.windows[0]
        return tuple(
            sum(s[d] for s in self.shapes) if d == dim else n for d, n in enumerate(self.shape)
        )

    def op_text(self) -> str:
        """The op line (value %0 from %arg0...)."""
        src = ", ".join(_type(s) for s in self.shapes)
        dst = _type(self.result_shape)
        if self.kind == "slice":
            spec = ", ".join(
                f"{lo}:{hi}" + (f":{st}" if st != 1 else "") for lo, hi, st in self.windows
            )
            return f"%0 = stablehlo.slice %arg0 [{spec}] : ({src}) -> {dst}"
        if self.kind == "pad":
            low = ", ".join(str(lo) for lo, _ in self.windows)
            high = ", ".join(str(hi) for _, hi in self.windows)
            return (
                "%c = stablehlo.constant dense<0.0> : tensor<f32>\n    "
                f"%0 = stablehlo.pad %arg0, %c, low = [{low}], high = [{high}], "
                f"interior = [0, 0] : ({src}, tensor<f32>) -> {dst}"
            )
        args = ", ".join(f"%arg{i}" for i in range(len(self.shapes)))
        return f"%0 = stablehlo.concatenate {args}, dim = {self.windows[0][0]} : ({src}) -> {dst}"


def _type(shape) -> str:
    return "tensor<" + "x".join(map(str, shape)) + "xf32>"


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


def _draw_params(rng: random.Random, kind: str, shape: tuple[int, int]):
    """(params, other operand shapes) of one op; None when the draw changes nothing."""
    if kind == "slice":
        windows = []
        for d, n in enumerate(shape):
            if d == 0 and rng.random() < 0.7:
                windows.append((0, n, 1))
                continue
            lo = rng.randrange(0, n - 1)
            windows.append((lo, rng.randrange(lo + 1, n + 1), rng.choice((1, 1, 1, 2, 3))))
        unchanged = all(w == (0, n, 1) for w, n in zip(windows, shape, strict=True))
        return None if unchanged else (tuple(windows), ())
    if kind == "pad":
        pads = tuple(
            (0, 0) if d == 0 and rng.random() < 0.6 else (rng.randrange(0, 9), rng.randrange(0, 9))
            for d in range(2)
        )
        return None if all(p == (0, 0) for p in pads) else (pads, ())
    dim = rng.randrange(2)
    widths = [rng.choice((8, 16, 24, 32, 48, 64)) for _ in range(rng.choice((1, 1, 2)))]
    others = tuple(tuple(w if d == dim else n for d, n in enumerate(shape)) for w in widths)
    return ((dim,),), others


def draw_cases(count: int, seed: int, ops: tuple[str, ...] = ("slice",)) -> list[SliceCase]:
    """`count` random cases of `ops` in turn; the operands' and the result's sharded dims divide."""
    rng = random.Random(seed)
    cases: list[SliceCase] = []
    while len(cases) < count:
        kind = ops[len(cases) % len(ops)]
        shape = (rng.choice((8, 16, 32)), rng.choice((16, 24, 32, 48, 64, 96, 128)))
        drawn = _draw_params(rng, kind, shape)
        operand = tuple(rng.choice(DIM_SHARDINGS) for _ in shape)
        result = tuple(rng.choice(DIM_SHARDINGS) for _ in shape)
        if drawn is None:
            continue
        case = SliceCase(shape, drawn[0], operand, result, kind, drawn[1])
        if all(_valid(operand, s) for s in case.shapes) and _valid(result, case.result_shape):
            cases.append(case)
    return cases


def module(case: SliceCase, annotate: bool) -> str:
    """The case as StableHLO: annotated (for XLA) or bare (for the cost model)."""
    dst = _type(case.result_shape)
    if not annotate:
        args = ", ".join(f"%arg{i}: {_type(s)}" for i, s in enumerate(case.shapes))
        return (
            f"func.func @main({args}) -> {dst} {{\n    {case.op_text()}\n  return %0 : {dst}\n}}\n"
        )
    arg, out = _text(case.operand), _text(case.result)
    args = ", ".join(
        f"%arg{i}: {_type(s)} {{sdy.sharding = #sdy.sharding{arg}}}"
        for i, s in enumerate(case.shapes)
    )
    return (
        'module {\n  sdy.mesh @mesh = <["data"=2, "model"=4]>\n'
        f"  func.func @main({args}) -> ({dst} {{sdy.sharding = #sdy.sharding{out}}}) {{\n"
        f"    {case.op_text()}\n"
        f"    %1 = sdy.sharding_constraint %0 {out} : {dst}\n"
        f"    return %1 : {dst}\n  }}\n}}\n"
    )


def predicted_bytes(case: SliceCase, mesh, topology) -> int:
    """What `cost.evaluate` predicts for the case's shardings."""
    from shardsat.cost.evaluate import evaluate
    from shardsat.ir.mlir_import import import_mlir
    from shardsat.model.parse import parse_tensor_sharding

    program = import_mlir(module(case, False))
    shardings = {a: parse_tensor_sharding(_text(case.operand)) for a in program.main.args}
    shardings[program.main.ops[-1].results[0]] = parse_tensor_sharding(_text(case.result))
    return evaluate(program, shardings, mesh, topology).communication_bytes


def parse_probe_args(argv, doc: str, cases: int, ops: tuple[str, ...], default_ops: str):
    """(args, ops) of a probe's command line: --cases, --seed and --ops (checked against `ops`)."""
    parser = argparse.ArgumentParser(description=doc.splitlines()[0])
    parser.add_argument("--cases", type=int, default=cases)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--ops", default=default_ops, help=f"comma-separated, of {', '.join(ops)}")
    args = parser.parse_args(argv)
    chosen = tuple(args.ops.split(","))
    if any(op not in ops for op in chosen):
        parser.error(f"--ops {args.ops}: expected some of {', '.join(ops)}")
    return args, chosen


def probe_mesh():
    """The probes' mesh (data=2 × model=4) and its `cpu` topology, XLA on 8 fake devices."""
    os.environ.setdefault("XLA_FLAGS", "--xla_force_host_platform_device_count=8")
    from shardsat.cost.topology import load_topology

    from shardsat.api import parse_mesh_axes

    mesh = parse_mesh_axes("data=2,model=4")
    return mesh, load_topology("cpu", mesh)


def compare(seen: int, predicted: int) -> tuple[bool, str]:
    """(within ±10%, the XLA ÷ predicted ratio as printed)."""
    same = seen == predicted or bool(predicted and abs(seen / predicted - 1) <= 0.10)
    ratio = f"{seen / predicted:.3f}" if predicted else ("1.000" if not seen else "inf")
    return same, ratio


def main(argv: list[str] | None = None) -> int:
    args, ops = parse_probe_args(argv, __doc__, 60, OPS, "slice")
    mesh, topology = probe_mesh()
    from shardsat.experiments.xla_check import XlaCheckError, xla_collectives

    within, failed = {op: 0 for op in ops}, {op: 0 for op in ops}
    cases = draw_cases(args.cases, args.seed, ops)
    print("| op | shapes | params | operands | result | XLA bytes | predicted | XLA ÷ predicted |")
    print("|---|---|---|---|---|---:|---:|---:|")
    for case in cases:
        head = f"| {case.kind} | {case.shapes} | {case.windows} | `{_text(case.operand)[8:-1]}` "
        try:
            seen = sum(c.bytes for c in xla_collectives(module(case, True), mesh))
        except XlaCheckError as err:  # XLA's own verifier rejects some strided slices
            failed[case.kind] += 1
            print(f"{head}| XLA failed: {str(err)[:60]} ||||")
            continue
        predicted = predicted_bytes(case, mesh, topology)
        same, ratio = compare(seen, predicted)
        within[case.kind] += same
        print(
            f"{head}| `{_text(case.result)[8:-1]}` | {seen:,} | {predicted:,} | {ratio} |",
            flush=True,
        )
    print()
    for op in ops:
        total = sum(c.kind == op for c in cases) - failed[op]
        print(f"{op}: {within[op]}/{total} within ±10% ({failed[op]} cases XLA fails to compile)")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
