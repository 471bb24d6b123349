"""Random single-op programs through the plan route: predicted bytes against what XLA inserts.

    python -m shardsat.experiments.probe_ops [--cases 100] [--seed 0] [--ops dot,add,...]

Each case is one op (a dot, a batched dot, an add, a reduce, a broadcast, a reshape that splits
or merges a dim, a transpose, a slice, an edge pad or a concatenate) on rank-2/3 f32 operands
with random shardings on data=2 × model=4, its result given a random sharding. The cost model
prices it under XLA's own choice (`cost.evaluate`, the greedy plans' policy), the plan is
exported as `shardsat solve -o` writes it (`cost.plan`: every per-op reshard pinned) and XLA
compiles it on 8 fake CPU devices. `probe_slices` checks the values-only route (XLA choosing
each op's layout itself); this checks the route plans take. The generator knows nothing of the
cost model's rules.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from shardsat.experiments.probe_slices import (
    DIM_SHARDINGS,
    _text,
    _type,
    _valid,
    compare,
    draw_cases,
    parse_probe_args,
    probe_mesh,
)

OPS = (
    "dot", "bdot", "add", "reduce", "broadcast", "split", "merge", "transpose",
    "slice", "pad", "concatenate",
)  # fmt: skip
WINDOW_OPS = ("slice", "pad", "concatenate")


@dataclass(frozen=True)
class OpCase:
    """One op: its kind, operand shapes and result shape, its StableHLO line(s), the dim axes
    of each operand and of the result."""

    kind: str
    shapes: tuple[tuple[int, ...], ...]
    result_shape: tuple[int, ...]
    body: str
    operands: tuple[tuple[tuple[str, ...], ...], ...]
    result: tuple[tuple[str, ...], ...]

    def program_text(self) -> str:
        args = ", ".join(f"%arg{i}: {_type(s)}" for i, s in enumerate(self.shapes))
        dst = _type(self.result_shape)
        return (
            'sdy.mesh @mesh = <["data"=2, "model"=4]>\n'
            f"func.func @main({args}) -> {dst} {{\n    {self.body}\n  return %0 : {dst}\n}}\n"
        )


def _shapes_and_body(rng: random.Random, kind: str):
    a, b, c = (rng.choice((8, 16, 32, 64)) for _ in range(3))
    t = _type
    if kind == "dot":
        body = "stablehlo.dot_general %arg0, %arg1, contracting_dims = [1] x [0]"
        return [(a, b), (b, c)], (a, c), f"%0 = {body} : ({t((a, b))}, {t((b, c))}) -> {t((a, c))}"
    if kind == "bdot":
        body = "stablehlo.dot_general %arg0, %arg1, batching_dims = [0] x [0], contracting_dims = [2] x [1]"
        sig = f"({t((a, b, c))}, {t((a, c, b))}) -> {t((a, b, b))}"
        return [(a, b, c), (a, c, b)], (a, b, b), f"%0 = {body} : {sig}"
    if kind == "add":
        return [(a, b), (a, b)], (a, b), f"%0 = stablehlo.add %arg0, %arg1 : {t((a, b))}"
    if kind == "reduce":
        return (
            [(a, b, c)],
            (a, c),
            (
                "%c = stablehlo.constant dense<0.0> : tensor<f32>\n    "
                "%0 = stablehlo.reduce(%arg0 init: %c) applies stablehlo.add across dimensions = [1]"
                f" : ({t((a, b, c))}, tensor<f32>) -> {t((a, c))}"
            ),
        )
    if kind == "broadcast":
        body = f"stablehlo.broadcast_in_dim %arg0, dims = [0, 2] : ({t((a, c))}) -> {t((a, b, c))}"
        return [(a, c)], (a, b, c), f"%0 = {body}"
    k = rng.choice((2, 4, 8))
    if kind == "split":
        return (
            [(a, k * c)],
            (a, k, c),
            f"%0 = stablehlo.reshape %arg0 : ({t((a, k * c))}) -> {t((a, k, c))}",
        )
    if kind == "merge":
        return (
            [(a, k, c)],
            (a, k * c),
            f"%0 = stablehlo.reshape %arg0 : ({t((a, k, c))}) -> {t((a, k * c))}",
        )
    body = f"stablehlo.transpose %arg0, dims = [1, 0, 2] : ({t((a, b, c))}) -> {t((b, a, c))}"
    return [(a, b, c)], (b, a, c), f"%0 = {body}"


def draw_op_cases(count: int, seed: int, ops: tuple[str, ...] = OPS) -> list[OpCase]:
    """`count` random cases of `ops` in turn; every sharded dim divides its devices."""
    rng = random.Random(seed)
    out: list[OpCase] = []
    while len(out) < count:
        kind = ops[len(out) % len(ops)]
        if kind in WINDOW_OPS:
            w = draw_cases(1, rng.randrange(10**9), (kind,))[0]
            operands = tuple(w.operand for _ in w.shapes)
            out.append(OpCase(kind, w.shapes, w.result_shape, w.op_text(), operands, w.result))
            continue
        shapes, dst, body = _shapes_and_body(rng, kind)
        operands = tuple(tuple(rng.choice(DIM_SHARDINGS) for _ in s) for s in shapes)
        result = tuple(rng.choice(DIM_SHARDINGS) for _ in dst)
        if all(_valid(o, s) for o, s in zip(operands, shapes, strict=True)) and _valid(result, dst):
            out.append(OpCase(kind, tuple(shapes), dst, body, operands, result))
    return out


def plan_route(case: OpCase, mesh, topology) -> tuple[int, str]:
    """(predicted bytes, the pinned module text) of the case under XLA's own choice."""
    from shardsat.cost.evaluate import evaluate, price_op
    from shardsat.cost.plan import plan_reshards
    from shardsat.ir.mlir_export import export_mlir
    from shardsat.ir.mlir_import import import_mlir
    from shardsat.model.parse import parse_tensor_sharding

    program = import_mlir(case.program_text())
    shardings = {
        a: parse_tensor_sharding(_text(o))
        for a, o in zip(program.main.args, case.operands, strict=True)
    }
    shardings[program.main.ops[-1].results[0]] = parse_tensor_sharding(_text(case.result))
    predicted = evaluate(program, shardings, mesh, topology).communication_bytes
    assignment = {}
    for op in program.main.ops:
        pricing = price_op(program, op, shardings, mesh, topology)
        if pricing is not None:
            assignment[op.id] = pricing.factor_axes
    reshards = plan_reshards(program, shardings, mesh, assignment)
    text = export_mlir(program, shardings, **reshards.export_kwargs(), pin_values=True)
    return predicted, text


def main(argv: list[str] | None = None) -> int:
    args, ops = parse_probe_args(argv, __doc__, 100, OPS, ",".join(OPS))
    mesh, topology = probe_mesh()
    from shardsat.experiments.xla_check import XlaCheckError, xla_collectives

    within = {op: 0 for op in ops}
    total = {op: 0 for op in ops}
    print("| op | shapes | operands | result | XLA bytes | predicted | XLA ÷ predicted |")
    print("|---|---|---|---|---:|---:|---:|")
    for case in draw_op_cases(args.cases, args.seed, ops):
        predicted, text = plan_route(case, mesh, topology)
        try:
            seen = sum(c.bytes for c in xla_collectives(text, mesh))
        except XlaCheckError as err:  # XLA's own verifier rejects some strided slices
            print(f"| {case.kind} | {case.shapes} | XLA failed: {str(err)[:60]} ||||")
            continue
        total[case.kind] += 1
        same, ratio = compare(seen, predicted)
        within[case.kind] += same
        operands = ", ".join(f"`{_text(o)[8:-1]}`" for o in case.operands)
        print(
            f"| {case.kind} | {case.shapes} | {operands} | `{_text(case.result)[8:-1]}` | "
            f"{seen:,} | {predicted:,} | {ratio} |",
            flush=True,
        )
    print()
    for op in ops:
        print(f"{op}: {within[op]}/{total[op]} within ±10%")
    print(f"all: {sum(within.values())}/{sum(total.values())} within ±10%")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
