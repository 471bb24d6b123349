"""Wrap pads (`concat(x[a:a+lo], x, x[b:b+hi])`) of sharded tensors: XLA's bytes against the model.

    python -m shardsat.experiments.probe_wrap_pad [--cases 60] [--seed 0] [--op-by-op]

Random cases drawn from a seeded generator on data=2 × model=4: rank-3 f32 or bf16 operands,
the wrap dim one of the three, its size 8–64 (also sizes the shards do not divide), low and
high padding of 1 row up to the dim (`jnp.pad(mode="wrap")`'s slices, or slices at random
starts), the wrap dim split on one axis, two axes, or a sub-axis, another dim maybe split on the
axis left, unary elementwise ops (negate, tanh, exponential, a convert round trip) on the slices.
Most cases shard every value alike (XLA's pattern); the rest are cases the pattern must not
take: the slices sharded otherwise, a strided slice, a slice of another tensor. Each case is
exported as plans are (`export_mlir(..., pin_values=True)`), compiled by XLA on 8 fake CPU
devices, and its collectives, as (kind, bytes) lists, compared with `cost.evaluate` on the same
shardings. When the shards do not divide the dim, `x` is broadcast in the program from
an argument of one row (XLA changes the sharding of an uneven entry argument), and the
collectives XLA adds for the uneven entry result (no op metadata; the model prices no boundary
there) are left out. `--op-by-op` prices wrap pads as the model did
before `cost/wrap_pad.py` (the slices and the concatenate each on their own).
"""

from __future__ import annotations

import argparse
import os
import random
import re
from dataclasses import dataclass

MESH = {"data": 2, "model": 4}
DIM_AXES = (
    ("data",), ("model",), ("data", "model"), ("model", "data"), ("model:(1)2",),
    ("model:(2)2",), ("data", "model:(1)2"),
)  # fmt: skip
SIZES = (8, 12, 16, 24, 30, 32, 40, 48, 64)
MODIFIERS = ((), ("negate",), ("tanh",), ("exponential", "negate"), ("convert",))
NEGATIVES = ("other-sharding", "strided", "other-tensor")
_COLLECTIVE = re.compile(r"\b(collective-permute|all-gather|all-to-all|all-reduce|reduce-scatter)")


@dataclass(frozen=True)
class WrapCase:
    """One wrap pad: operand `shape`, the concat `dim`, `low` / `high` rows taken from `x` at
    `lhs_start` / `rhs_start`, the per-dim axes of every value (`dims`), the unary ops on each
    slice, the element type, and `variant` ("wrap", or one of NEGATIVES)."""

    shape: tuple[int, int, int]
    dim: int
    low: int
    high: int
    lhs_start: int
    rhs_start: int
    dims: tuple[tuple[str, ...], ...]
    lhs_ops: tuple[str, ...] = ()
    rhs_ops: tuple[str, ...] = ()
    dtype: str = "f32"
    variant: str = "wrap"
    slice_dims: tuple[tuple[str, ...], ...] = ()

    def result_shape(self) -> tuple[int, ...]:
        n = self.shape[self.dim] + self.low + self.high
        return tuple(n if d == self.dim else s for d, s in enumerate(self.shape))

    @property
    def uneven(self) -> bool:
        """Whether the shards do not divide the wrap dim (x is then made in the program)."""
        return self.shape[self.dim] % _devices(self.dims[self.dim]) != 0

    def resized(self, rows: int) -> tuple[int, ...]:
        return tuple(rows if d == self.dim else s for d, s in enumerate(self.shape))

    def label(self) -> str:
        mods = "/".join(("+".join(self.lhs_ops) or "-", "+".join(self.rhs_ops) or "-"))
        return (
            f"{self.variant} {self.dtype}{list(self.shape)} dim {self.dim} "
            f"[{self.lhs_start}:+{self.low}] [{self.rhs_start}:+{self.high}] {mods}"
        )


def _type(shape, dtype: str) -> str:
    return "tensor<" + "x".join(map(str, shape)) + f"x{dtype}>"


def _slice(case: WrapCase, name: str, src: str, start: int, rows: int, stride: int = 1) -> str:
    spec = []
    for d, n in enumerate(case.shape):
        if d != case.dim:
            spec.append(f"0:{n}")
        else:
            spec.append(
                f"{start}:{start + (rows - 1) * stride + 1}" + (f":{stride}" * (stride > 1))
            )
    src_t, dst_t = _type(case.shape, case.dtype), _type(case.resized(rows), case.dtype)
    return f"%{name} = stablehlo.slice {src} [{', '.join(spec)}] : ({src_t}) -> {dst_t}"


def _modifiers(case: WrapCase, name: str, ops: tuple[str, ...], rows: int) -> tuple[list[str], str]:
    lines, cur = [], f"%{name}"
    t = _type(case.resized(rows), case.dtype)
    for i, op in enumerate(ops):
        nxt = f"%{name}{i}"
        if op == "convert":
            other = "bf16" if case.dtype == "f32" else "f32"
            mid_t = _type(case.resized(rows), other)
            lines.append(f"{nxt}c = stablehlo.convert {cur} : ({t}) -> {mid_t}")
            lines.append(f"{nxt} = stablehlo.convert {nxt}c : ({mid_t}) -> {t}")
        else:
            lines.append(f"{nxt} = stablehlo.{op} {cur} : {t}")
        cur = nxt
    return lines, cur


def module(case: WrapCase) -> str:
    """The case as a bare StableHLO function (the cost model's input; shardings come apart)."""
    t, out = _type(case.shape, case.dtype), _type(case.result_shape(), case.dtype)
    names = ["%arg0", "%arg1"][: 1 + (case.variant == "other-tensor")]
    lines = []
    if case.uneven:  # x broadcast from an argument of one row: no uneven entry argument
        seed = _type(case.resized(1), case.dtype)
        args = ", ".join(f"{a}: {seed}" for a in names)
        for i, a in enumerate(names):
            lines.append(f"%x{i} = stablehlo.broadcast_in_dim {a}, dims = [0, 1, 2] : "
                         f"({seed}) -> {t}")  # fmt: skip
        names = [f"%x{i}" for i in range(len(names))]
    else:
        args = ", ".join(f"{a}: {t}" for a in names)
    x, lhs_src = names[0], names[-1]
    stride = 2 if case.variant == "strided" else 1
    lines += [_slice(case, "a", lhs_src, case.lhs_start, case.low, stride),
              _slice(case, "b", x, case.rhs_start, case.high)]  # fmt: skip
    lhs_lines, lhs = _modifiers(case, "a", case.lhs_ops, case.low)
    rhs_lines, rhs = _modifiers(case, "b", case.rhs_ops, case.high)
    lines += lhs_lines + rhs_lines
    types = ", ".join(_type(case.resized(r), case.dtype) for r in (case.low, case.shape[case.dim]))
    types += ", " + _type(case.resized(case.high), case.dtype)
    lines.append(
        f"%0 = stablehlo.concatenate {lhs}, {x}, {rhs}, dim = {case.dim} : ({types}) -> {out}"
    )
    body = "\n    ".join(lines)
    return f"func.func @main({args}) -> {out} {{\n    {body}\n    return %0 : {out}\n}}\n"


def sharding_text(dims: tuple[tuple[str, ...], ...]) -> str:
    """`<@mesh, [...]>` of per-dim axes (`"model:(1)2"` is a sub-axis)."""

    def ref(a: str) -> str:
        name, _, sub = a.partition(":")
        return f'"{name}"' + (f":{sub}" if sub else "")

    return "<@mesh, [" + ", ".join("{" + ", ".join(ref(a) for a in d) + "}" for d in dims) + "]>"


def _devices(axes: tuple[str, ...]) -> int:
    size = 1
    for a in axes:
        _, _, sub = a.partition(":")
        size *= int(sub.split(")")[1]) if sub else MESH[a]
    return size


def draw_cases(count: int, seed: int, negatives: float = 0.2) -> list[WrapCase]:
    """`count` random cases, about `negatives` of them cases the pattern must not take."""
    rng = random.Random(seed)
    cases: list[WrapCase] = []
    while len(cases) < count:
        dim = rng.randrange(3)
        n = rng.choice(SIZES)
        shape = tuple(n if d == dim else rng.choice((4, 8, 16)) for d in range(3))
        low, high = rng.randint(1, min(n, 12)), rng.randint(1, min(n, 12))
        if rng.random() < 0.8:  # jnp.pad(mode="wrap")
            lhs_start, rhs_start = n - low, 0
        else:
            lhs_start, rhs_start = rng.randint(0, n - low), rng.randint(0, n - high)
        wrap_axes = rng.choice(DIM_AXES)
        dims = [()] * 3
        dims[dim] = wrap_axes
        left = [a for a in MESH if not any(x.partition(":")[0] == a for x in wrap_axes)]
        if left and rng.random() < 0.5:
            other = rng.choice([d for d in range(3) if d != dim])
            dims[other] = (left[0],)
        if any(s % _devices(a) for s, a in zip(shape, dims, strict=True) if a and s != n):
            continue
        variant = rng.choice(NEGATIVES) if rng.random() < negatives else "wrap"
        if variant == "strided":  # every other row from lhs_start
            low = rng.randint(1, min((n + 1) // 2, 12))
            lhs_start = rng.randint(0, n - 2 * low + 1)
        slice_dims = ()
        if variant == "other-sharding":
            moved = [()] * 3
            moved[(dim + 1) % 3] = (
                wrap_axes if shape[(dim + 1) % 3] % _devices(wrap_axes) == 0 else ()
            )
            slice_dims = tuple(moved)
        mods = rng.choice(MODIFIERS), rng.choice(MODIFIERS), rng.choice(("f32", "bf16"))
        window = (shape, dim, low, high, lhs_start, rhs_start, tuple(dims))
        cases.append(WrapCase(*window, *mods, variant, slice_dims))
    return cases


def program_and_shardings(case: WrapCase, mesh):
    """The imported case and a sharding for every value (the slices' own under other-sharding)."""
    from shardsat.ir.mlir_import import import_mlir
    from shardsat.model.parse import parse_tensor_sharding

    program = import_mlir(module(case))
    program.meshes["mesh"] = mesh
    every = parse_tensor_sharding(sharding_text(case.dims))
    shardings = {v: every for v in program.values}
    if case.uneven:
        seed = tuple(() if d == case.dim else a for d, a in enumerate(case.dims))
        for a in program.main.args:
            shardings[a] = parse_tensor_sharding(sharding_text(seed))
    if case.slice_dims:
        other = parse_tensor_sharding(sharding_text(case.slice_dims))
        concat = program.main.ops[-1]
        for v in (concat.operands[0], concat.operands[2]):
            while (producer := program.producer(v)) is not None:
                shardings[v] = other
                v = producer.operands[0]
                if producer.name == "stablehlo.slice":
                    break
    return program, shardings


def xla_seen(text: str, devices: int) -> list[tuple[str, int]]:
    """(kind, bytes) of the collectives XLA inserts for `text`, boundary ones (no op metadata)
    left out."""
    from shardsat.experiments.validate_cost import parse_hlo_collectives
    from shardsat.experiments.xla_check import compile_partitioned

    hlo = compile_partitioned(text, devices)
    kept = [line for line in hlo.splitlines() if not (_COLLECTIVE.search(line) and "(" in line
            and " = " in line and "op_name=" not in line)]  # fmt: skip
    return sorted((c.kind, c.bytes) for c in parse_hlo_collectives("\n".join(kept), MESH))


def predicted(program, shardings, mesh, topology) -> tuple[list[tuple[str, int]], bool]:
    """(kind, bytes) of the model's collectives, and whether it priced a wrap pad."""
    from shardsat.cost.evaluate import evaluate

    rows = evaluate(program, shardings, mesh, topology).collectives()
    pairs = sorted(zip(rows["kind"], (int(b) for b in rows["bytes"]), strict=True))
    return pairs, bool((rows["item"] == "wrap pad").any())


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--cases", type=int, default=60)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--op-by-op", action="store_true", help="the model without the rule")
    args = parser.parse_args(argv)
    os.environ.setdefault("XLA_FLAGS", "--xla_force_host_platform_device_count=8")
    from shardsat.cost.topology import load_topology
    from shardsat.ir.mlir_export import export_mlir
    from shardsat.model.mesh import Mesh

    if args.op_by_op:
        from shardsat.cost import evaluate as evaluate_module

        evaluate_module.find_wrap_pads = lambda program: {}
    mesh = Mesh.of("mesh", **MESH)
    topology = load_topology("cpu", mesh)
    exact = {v: 0 for v in ("wrap", *NEGATIVES)}
    total, ruled = dict.fromkeys(exact, 0), dict.fromkeys(exact, 0)
    print("| case | dim axes | XLA (kind: bytes) | predicted | wrap pad rule | exact |")
    print("|---|---|---|---|---|---|")
    for case in draw_cases(args.cases, args.seed):
        program, shardings = program_and_shardings(case, mesh)
        seen = xla_seen(export_mlir(program, shardings, pin_values=True), 8)
        guess, rule = predicted(program, shardings, mesh, topology)
        total[case.variant] += 1
        exact[case.variant] += seen == guess
        ruled[case.variant] += rule
        print(f"| {case.label()} | `{sharding_text(case.dims)[8:-1]}` | {_short(seen)} | "
              f"{_short(guess)} | {'yes' if rule else 'no'} | "
              f"{'yes' if seen == guess else 'no'} |", flush=True)  # fmt: skip
    print()
    for variant in exact:
        print(f"{variant}: {exact[variant]}/{total[variant]} exact (kind, bytes) lists, "
              f"{ruled[variant]} priced as wrap pads")  # fmt: skip
    return 0


def _short(pairs: list[tuple[str, int]]) -> str:
    kinds = {"collective-permute": "cp", "all-gather": "ag", "all-to-all": "a2a",
             "all-reduce": "ar", "reduce-scatter": "rs"}  # fmt: skip
    return " ".join(f"{kinds.get(k, k)}:{b}" for k, b in pairs) or "-"


if __name__ == "__main__":
    raise SystemExit(main())
