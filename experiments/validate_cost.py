"""Check the cost model's collectives against the ones XLA's SPMD partitioner really inserts.

For each JAX program (MLP, attention block, transformer layer, conv, a GPT layer from the zoo;
each a training step: loss, then gradients of every parameter) and each sharding plan (data-parallel, Megatron, FSDP-like,
2-D, deliberately bad):
1. `jax.jit(step, in_shardings, out_shardings)` is lowered (StableHLO + sdy) and compiled by XLA on
   8 fake CPU devices; the partitioned HLO (`compiled.as_text()`) lists the collectives XLA
   inserted: kind, replica groups (mapped back to mesh axes), result shape (→ bytes);
2. XLA's own Shardy propagation output (dumped during that compile, `compile_with_shardy_dump`;
   the in-process Shardy pipeline on the lowered module is the fallback) gives every value the
   sharding XLA partitions it with; `ir.import_mlir` reads it and `cost.evaluate` (policy "xla")
   predicts the collectives for exactly those shardings;
3. per program and plan: count and bytes per kind, predicted vs XLA, and the ranking of the plans
   by predicted time vs by XLA bytes.
Bytes are what one device sends (cost/collectives.py convention), computed for XLA's collectives
from their HLO shapes with the same formulas.

Run: `XLA_FLAGS=--xla_force_host_platform_device_count=8 python -m shardsat.experiments.validate_cost`
(`--tiny` for a two-case smoke run, `--markdown` to print the table for docs/cost.md).
"""

from __future__ import annotations

import argparse
import math
import os
import re
from collections import Counter
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

from shardsat.experiments.tables import markdown_table

KINDS = ("all-gather", "reduce-scatter", "all-reduce", "all-to-all", "collective-permute")
MESH_SHAPE = {"data": 2, "model": 4}

# ------------------------------------------------------------------------------- XLA's collectives

_OP = re.compile(
    r"^\s*(?:ROOT\s+)?%?[\w.\-]+\s*=\s*(?P<shape>\([^=]*?\)|[\w]+\[[\d,]*\](?:\{[^}]*\})?)\s+"
    r"(?P<kind>all-gather|reduce-scatter|all-reduce|all-to-all|collective-permute)"
    r"(?P<start>-start)?\("
)
_ARRAY = re.compile(r"(\w+)\[([\d,]*)\]")
_XLA_BYTES = {"pred": 1, "s8": 1, "u8": 1, "s16": 2, "u16": 2, "s32": 4, "u32": 4, "s64": 8,
              "u64": 8, "f16": 2, "bf16": 2, "f32": 4, "f64": 8, "c64": 8, "c128": 16,
              "s4": 1, "u4": 1, "s2": 1, "u2": 1, "token": 0}  # fmt: skip
"""Bytes per element of XLA's HLO types (sub-byte types counted as one byte; the f8 types, one
byte, are matched by prefix)."""


def _element_bytes(hlo_type: str) -> int:
    """Bytes of one element of an HLO array type; an unknown type fails loudly rather than
    being counted as 4 bytes (complex64 once was, halving FFT traffic)."""
    if hlo_type in _XLA_BYTES:
        return _XLA_BYTES[hlo_type]
    if hlo_type.startswith("f8"):
        return 1
    raise ValueError(f"HLO element type {hlo_type!r}: size unknown")


@dataclass(frozen=True)
class SeenCollective:
    """One collective, from XLA's HLO or from the cost model: kind, mesh axes, bytes sent."""

    kind: str
    axes: str
    bytes: int
    buffer_bytes: int
    source: str = ""


def _expand_iota_groups(text: str) -> list[list[int]]:
    """`[G,N]<=[d0,d1]T(1,0)` → explicit groups (XLA's iota replica-group list)."""
    import numpy as np

    m = re.match(r"\[([\d,]+)\]<=\[([\d,]+)\](?:T\(([\d,]+)\))?", text)
    if not m:
        return []
    out_shape = [int(x) for x in m.group(1).split(",")]
    dims = [int(x) for x in m.group(2).split(",")]
    ids = np.arange(math.prod(dims)).reshape(dims)
    if m.group(3):
        ids = ids.transpose([int(x) for x in m.group(3).split(",")])
    return ids.reshape(out_shape[0], -1).tolist()


def _mesh_groups(text: str, axes: str) -> list[list[int]]:
    """`mesh['axis_0'=2,'axis_1'=4] {'axis_1'}`: devices reshaped row-major, grouped along axes.

    An axis may be named by a sub-axis, `'axis_0':(2)2` (pre-size 2, size 2: the minor half of
    an axis of size 4, Shardy's notation), so every axis is first cut at the sub-axis bounds.
    """
    import numpy as np

    names = re.findall(r"'([^']+)'=(\d+)", text)
    refs = re.findall(r"'([^']+)'(?::\((\d+)\)(\d+))?", axes)
    pieces: list[tuple[str, int, int]] = []  # (axis, lo, hi) in multiplicative space
    for name, size in names:
        cuts = {1, int(size)}
        for ref, pre, sub in refs:
            if ref == name and pre:
                cuts |= {int(pre), int(pre) * int(sub)}
        bounds = sorted(cuts)
        pieces += [(name, lo, hi) for lo, hi in zip(bounds, bounds[1:], strict=False)]
    chosen = [
        i
        for i, (name, lo, hi) in enumerate(pieces)
        for ref, pre, sub in refs
        if ref == name and (not pre or int(pre) <= lo and hi <= int(pre) * int(sub))
    ]
    sizes = [hi // lo for _, lo, hi in pieces]
    rest = [i for i in range(len(pieces)) if i not in chosen]
    ids = np.arange(math.prod(sizes)).reshape(sizes).transpose(rest + chosen)
    return ids.reshape(-1, math.prod(sizes[i] for i in chosen)).tolist()


def _device_order(text: str) -> list[int]:
    """`[2,4]T(1,0)` (or an explicit `0,4,1,...`) -> device id of each mesh position."""
    import numpy as np

    m = re.match(r"\[([\d,]+)\](?:T\(([\d,]+)\))?", text.strip())
    if not m:
        return [int(d) for d in re.findall(r"\d+", text)]
    dims = [int(x) for x in m.group(1).split(",")]
    ids = np.arange(math.prod(dims)).reshape(dims)
    if m.group(2):
        ids = ids.transpose([int(x) for x in m.group(2).split(",")])
    return ids.reshape(-1).tolist()


def _groups(line: str, mesh_shape: Mapping[str, int]) -> list[list[int]]:
    mesh = re.search(
        r"replica_groups=mesh\[([^\]]*)\](?:,\s*device_ids=\(([^)]*\)?)\))?\s*\{([^}]*)\}", line
    )
    if mesh:
        groups = _mesh_groups(mesh.group(1), mesh.group(3))
        if mesh.group(2):  # mesh positions -> device ids, e.g. `([2,4]T(1,0))`
            order = _device_order(mesh.group(2))
            groups = [[order[p] for p in g] for g in groups]
        return groups
    if "replica_groups={}" in line:
        return [list(range(math.prod(mesh_shape.values())))]
    iota = re.search(r"replica_groups=(\[[\d,]+\]<=\[[\d,]+\](?:T\([\d,]+\))?)", line)
    if iota:
        return _expand_iota_groups(iota.group(1))
    explicit = re.search(r"replica_groups=\{((?:\{[\d,]*\},?)*)\}", line)
    if explicit:
        return [
            [int(d) for d in g.split(",") if d]
            for g in re.findall(r"\{([\d,]*)\}", explicit.group(1))
        ]
    pairs = re.search(r"source_target_pairs=\{((?:\{\d+,\d+\},?)*)\}", line)
    if pairs:
        return [[int(a), int(b)] for a, b in re.findall(r"\{(\d+),(\d+)\}", pairs.group(1))]
    return []


def _coords(device: int, mesh_shape: Mapping[str, int]) -> dict[str, int]:
    out, rest = {}, device
    for name in reversed(list(mesh_shape)):
        out[name] = rest % mesh_shape[name]
        rest //= mesh_shape[name]
    return out


def _axes_of_groups(groups: list[list[int]], mesh_shape: Mapping[str, int]) -> str:
    """Mesh axes along which the devices of a group differ (row-major device order)."""
    varying: set[str] = set()
    for g in groups:
        coords = [_coords(d, mesh_shape) for d in g]
        varying |= {a for a in mesh_shape if len({c[a] for c in coords}) > 1}
    return ",".join(a for a in mesh_shape if a in varying)


def _group_size(kind: str, groups: list[list[int]], mesh_shape: Mapping[str, int]) -> int:
    if kind == "collective-permute" or not groups:
        return math.prod(mesh_shape.values()) if not groups else 2
    return len(groups[0])


def _shape_bytes(shape: str) -> list[int]:
    return [
        _element_bytes(t) * math.prod(int(d) for d in dims.split(",") if d)
        for t, dims in _ARRAY.findall(shape)
    ]


def _sent(kind: str, result_bytes: int, n: int) -> tuple[int, int]:
    """(bytes one device sends, buffer S) from the HLO result size, cost-model convention."""
    if n <= 1:
        return 0, result_bytes
    if kind == "reduce-scatter":
        buffer = result_bytes * n
        return (n - 1) * buffer // n, buffer
    if kind == "collective-permute":
        return result_bytes, result_bytes
    moved = (n - 1) * result_bytes // n
    return (2 * moved if kind == "all-reduce" else moved), result_bytes


def parse_hlo_collectives(
    hlo: str, mesh_shape: Mapping[str, int] = MESH_SHAPE
) -> list[SeenCollective]:
    """Every collective in partitioned HLO text (async `-start` counted once, `-done` skipped).

    `mesh_shape` (axis name -> size, major to minor) maps replica groups back to mesh axes.

    A tuple-shaped all-reduce / all-gather (XLA combines several) counts once per element; a
    tuple all-to-all (one piece per peer) counts once. A collective in the body of a `while`
    with a known trip count counts once per iteration (nested loops multiply).
    """
    out = []
    runs = _runs_per_computation(hlo)
    computation = ""
    for line in hlo.splitlines():
        line = re.sub(r"/\*.*?\*/", "", line)
        if (header := _COMPUTATION.match(line)) is not None:
            computation = header.group(1)
        m = _OP.search(line)
        if m is None:
            continue
        kind, shape = m.group("kind"), m.group("shape")
        sizes = _shape_bytes(shape)
        if m.group("start"):
            sizes = sizes[len(sizes) // 2 :] if kind != "collective-permute" else sizes[1:2]
        if kind == "all-to-all":  # a tuple all-to-all holds one piece per peer: one collective
            sizes = [sum(sizes)]
        groups = _groups(line, mesh_shape)
        n = _group_size(kind, groups, mesh_shape)
        axes = _axes_of_groups(groups, mesh_shape)
        for size in sizes:
            sent, buffer = _sent(kind, size, n)
            if sent:
                out.extend(
                    [SeenCollective(kind, axes, sent, buffer, "xla")] * runs.get(computation, 1)
                )
    return out


_COMPUTATION = re.compile(r"^(?:ENTRY )?%?([\w.\-]+) \(.*\{\s*$")
_WHILE = re.compile(r"\swhile\(.*?body=%?([\w.\-]+).*?\"known_trip_count\":\{\"n\":\"(\d+)\"")


def _runs_per_computation(hlo: str) -> dict[str, int]:
    """Computation name -> how many times one execution runs it, for the bodies of `while`s
    whose trip count XLA knows (and the loops inside them); others are absent (once)."""
    loops: list[tuple[str, str, int]] = []  # (parent, body, trips)
    computation = ""
    for line in hlo.splitlines():
        if (header := _COMPUTATION.match(line)) is not None:
            computation = header.group(1)
        elif (loop := _WHILE.search(line)) is not None:
            loops.append((computation, loop.group(1), int(loop.group(2))))
    runs: dict[str, int] = {}
    for _ in loops:  # a fixpoint: nesting is at most as deep as there are loops
        for parent, body, trips in loops:
            runs[body] = runs.get(parent, 1) * trips
    return runs


# ------------------------------------------------------------------------------- programs


@dataclass
class Case:
    """One JAX training step and the sharding plans to try on it (PartitionSpecs per argument)."""

    name: str
    step: Any
    args: list[Any]
    plans: dict[str, list[Any]] = field(default_factory=dict)
    inputs: int = 1
    """Leading arguments that are data (not differentiated, not returned); the rest are parameters
    whose gradients the step returns with the parameters' own shardings."""


def _mlp_case(tiny: bool) -> Case:
    import jax
    import jax.numpy as jnp
    from jax.sharding import PartitionSpec as P

    b, d, h = (32, 64, 128) if tiny else (256, 512, 2048)

    def step(x, w1, w2):
        def loss(w1, w2):
            y = jnp.maximum(x @ w1, 0.0) @ w2
            return jnp.sum(y * y)

        return jax.grad(loss, argnums=(0, 1))(w1, w2)

    args = [jax.ShapeDtypeStruct(s, jnp.float32) for s in ((b, d), (d, h), (h, d))]
    both = ("data", "model")
    return Case(
        "mlp",
        step,
        args,
        {
            "data_parallel": [P(both, None), P(), P()],
            "megatron": [P("data", None), P(None, "model"), P("model", None)],
            "fsdp": [P(both, None), P(both, None), P(both, None)],
            "2d": [P("data", "model"), P("model", None), P(None, "model")],
            "bad": [P(None, both), P(both, None), P(None, both)],
        },
    )


def _attention(x, wq, wk, wv, wo):
    import jax.numpy as jnp

    q = jnp.einsum("bsd,dhk->bhsk", x, wq)
    k = jnp.einsum("bsd,dhk->bhsk", x, wk)
    v = jnp.einsum("bsd,dhk->bhsk", x, wv)
    s = jnp.einsum("bhsk,bhtk->bhst", q, k)
    s = s - jnp.max(s, axis=-1, keepdims=True)
    p = jnp.exp(s)
    p = p / jnp.sum(p, axis=-1, keepdims=True)
    o = jnp.einsum("bhst,bhtk->bhsk", p, v)
    return jnp.einsum("bhsk,hkd->bsd", o, wo)


def _attention_case(tiny: bool) -> Case:
    import jax
    import jax.numpy as jnp
    from jax.sharding import PartitionSpec as P

    b, s, d, nh, dh = (8, 16, 32, 4, 8) if tiny else (16, 128, 256, 8, 32)

    def step(x, wq, wk, wv, wo):
        def loss(wq, wk, wv, wo):
            y = _attention(x, wq, wk, wv, wo)
            return jnp.sum(y * y)

        return jax.grad(loss, argnums=(0, 1, 2, 3))(wq, wk, wv, wo)

    f32 = jnp.float32
    args = [jax.ShapeDtypeStruct((b, s, d), f32)] + [
        jax.ShapeDtypeStruct((d, nh, dh), f32) for _ in range(3)
    ]
    args.append(jax.ShapeDtypeStruct((nh, dh, d), f32))
    both = ("data", "model")
    heads = P(None, "model", None)
    return Case(
        "attention",
        step,
        args,
        {
            "data_parallel": [P(both, None, None), P(), P(), P(), P()],
            "megatron": [P("data", None, None), heads, heads, heads, P("model", None, None)],
            "fsdp": [P(both, None, None)] + [P(both, None, None)] * 3 + [P(None, None, both)],
            "2d": [
                P("data", None, "model"),
                P("model", None, None),
                P("model", None, None),
                P("model", None, None),
                P(None, None, "model"),
            ],  # fmt: skip
            "bad": [
                P(None, both, None),
                P(None, None, both),
                P(None, None, both),
                P(None, None, both),
                P(None, both, None),
            ],  # fmt: skip
        },
    )


def _layer_norm(x):
    import jax.numpy as jnp

    mu = jnp.mean(x, axis=-1, keepdims=True)
    var = jnp.mean((x - mu) * (x - mu), axis=-1, keepdims=True)
    return (x - mu) / jnp.sqrt(var + 1e-5)


def _transformer_case(tiny: bool) -> Case:
    import jax
    import jax.numpy as jnp
    from jax.sharding import PartitionSpec as P

    b, s, d, nh, dh, f = (8, 16, 32, 4, 8, 64) if tiny else (16, 128, 256, 8, 32, 1024)

    def step(x, wq, wk, wv, wo, w1, w2):
        def loss(wq, wk, wv, wo, w1, w2):
            h = x + _attention(_layer_norm(x), wq, wk, wv, wo)
            y = h + jnp.maximum(_layer_norm(h) @ w1, 0.0) @ w2
            return jnp.sum(y * y)

        return jax.grad(loss, argnums=(0, 1, 2, 3, 4, 5))(wq, wk, wv, wo, w1, w2)

    f32 = jnp.float32
    args = [jax.ShapeDtypeStruct((b, s, d), f32)]
    args += [jax.ShapeDtypeStruct((d, nh, dh), f32) for _ in range(3)]
    args += [jax.ShapeDtypeStruct((nh, dh, d), f32)]
    args += [jax.ShapeDtypeStruct((d, f), f32), jax.ShapeDtypeStruct((f, d), f32)]
    both = ("data", "model")
    heads = P(None, "model", None)
    return Case(
        "transformer",
        step,
        args,
        {
            "data_parallel": [P(both, None, None)] + [P()] * 6,
            "megatron": [
                P("data", None, None),
                heads,
                heads,
                heads,
                P("model", None, None),
                P(None, "model"),
                P("model", None),
            ],  # fmt: skip
            "fsdp": [P(both, None, None)]
            + [P(both, None, None)] * 3
            + [P(None, None, both), P(both, None), P(both, None)],
            "2d": [
                P("data", None, None),
                P("data", "model", None),
                P("data", "model", None),
                P("data", "model", None),
                P("model", None, "data"),
                P("data", "model"),
                P("model", "data"),
            ],  # fmt: skip
            "bad": [
                P(None, None, both),
                P(None, None, both),
                P(None, None, both),
                P(None, None, both),
                P(None, both, None),
                P(both, None),
                P(None, both),
            ],  # fmt: skip
        },
    )


def _conv_case(tiny: bool) -> Case:
    import jax
    import jax.numpy as jnp
    from jax.sharding import PartitionSpec as P

    b, hw, c, k = (8, 16, 8, 16) if tiny else (16, 32, 32, 64)

    def step(x, w1, w2):
        def loss(w1, w2):
            dn = ("NHWC", "HWIO", "NHWC")
            y = jax.lax.conv_general_dilated(x, w1, (1, 1), "SAME", dimension_numbers=dn)
            y = jnp.maximum(y, 0.0)
            y = jax.lax.conv_general_dilated(y, w2, (1, 1), "SAME", dimension_numbers=dn)
            return jnp.sum(y * y)

        return jax.grad(loss, argnums=(0, 1))(w1, w2)

    f32 = jnp.float32
    args = [
        jax.ShapeDtypeStruct((b, hw, hw, c), f32),
        jax.ShapeDtypeStruct((3, 3, c, k), f32),
        jax.ShapeDtypeStruct((3, 3, k, c), f32),
    ]
    both = ("data", "model")
    return Case(
        "conv",
        step,
        args,
        {
            "data_parallel": [P(both, None, None, None), P(), P()],
            "channel": [
                P("data", None, None, None),
                P(None, None, None, "model"),
                P(None, None, "model", None),
            ],  # fmt: skip
            "spatial": [P("data", "model", None, None), P(), P()],
            "2d": [
                P("data", None, None, None),
                P(None, None, None, "model"),
                P(None, None, None, "model"),
            ],  # fmt: skip
            "bad": [
                P(None, None, None, both),
                P(None, None, both, None),
                P(None, None, None, both),
            ],
        },
    )


def _gpt_case(tiny: bool) -> Case:
    """One GPT-2 style decoder layer from the zoo (`experiments/zoo_models.py`): token and
    position embeddings (a gather; its gradient a scatter-add), pre-LN causal attention with a
    fused qkv projection, GELU FFN, tied output embedding, one-hot cross-entropy."""
    import jax
    from jax.sharding import PartitionSpec as P
    from shardsat.experiments.zoo_models import transformer

    b, s, d, heads, vocab = (8, 16, 32, 4, 64) if tiny else (16, 128, 256, 8, 1024)
    model = transformer(b, s, d, 1, heads, vocab, "float32")
    names = sorted(model.params)

    def step(tokens, labels, *params):
        def loss(params):
            return model.loss(
                dict(zip(names, params, strict=True)), {"tokens": tokens, "labels": labels}
            )

        return jax.grad(loss)(params)

    args = [model.batch["tokens"], model.batch["labels"]] + [model.params[n] for n in names]
    both = ("data", "model")

    def plan(batch, rules):
        return [batch, batch] + [rules.get(n.split(".", 1)[-1], P()) for n in names]

    megatron = {"attn.qkv": P(None, "model"), "attn.out": P("model", None),
                "mlp.w1": P(None, "model"), "mlp.w2": P("model", None)}  # fmt: skip
    fsdp = {n.split(".", 1)[-1]: P(both) for n in names if model.params[n].ndim == 2}
    return Case(
        "gpt",
        step,
        args,
        {
            "data_parallel": plan(P(both), {}),
            "megatron": plan(P("data"), megatron),
            "fsdp": plan(P(both), fsdp),
            "vocab": plan(P("data"), {**megatron, "wte": P("model", None)}),
        },
        inputs=2,
    )


CASES = {"mlp": _mlp_case, "attention": _attention_case, "transformer": _transformer_case,
         "conv": _conv_case, "gpt": _gpt_case}  # fmt: skip


# ------------------------------------------------------------------------------- comparison


def _jax_mesh():
    import jax
    import numpy as np
    from jax.sharding import Mesh

    devices = jax.devices("cpu")
    if len(devices) < 8:
        raise SystemExit("validate_cost needs XLA_FLAGS=--xla_force_host_platform_device_count=8")
    return Mesh(np.array(devices[:8]).reshape(2, 4), tuple(MESH_SHAPE))


def _propagate_with_shardy(text: str) -> str:
    """The lowered module after Shardy's propagation: every value annotated as XLA will see it."""
    from jax.extend.mlir import passmanager
    from shardsat.ir.mlir_import import parse_module

    ctx, module = parse_module(text)
    with ctx:
        passmanager.PassManager.parse("builtin.module(sdy-propagation-pipeline)").run(
            module.operation
        )
        return str(module)


def value_shardings(program) -> dict[str, Any]:
    """Every value's sharding in a propagated, imported program (args, op results)."""
    out = {}
    fn = program.main
    for i, v in enumerate(fn.args):
        if i in fn.arg_shardings:
            out[v] = fn.arg_shardings[i]
    for op in program.walk_ops():
        if op.sharding:
            out.update(zip(op.results, op.sharding, strict=False))
    return out


def compile_with_shardy_dump(lowered) -> tuple[str, str | None]:
    """(partitioned HLO text, XLA's own module after Shardy propagation or None).

    XLA dumps the module its Shardy pipeline propagated (`shardy/<module>/
    02.after_propagation.mlir` under `xla_dump_to`): the shardings the SPMD partitioner really
    partitions with, including XLA's own sharding rules (`sdy.sharding_rule` on each op; e.g. a
    gather's indexed operand dim is a reduction factor there). Re-running the pipeline
    in-process from the lowered module can propagate differently (gpt/fsdp: the embedding
    gather came out hidden-sharded instead of batch-sharded), so the dump is preferred.
    """
    import glob
    import tempfile

    with tempfile.TemporaryDirectory(prefix="shardsat-xla-") as tmp:
        options = {"xla_dump_to": tmp, "xla_dump_hlo_pass_re": "shardy-xla"}
        compiled = lowered.compile(compiler_options=options)
        found = sorted(glob.glob(f"{tmp}/shardy/*/02.after_propagation.mlir"))
        propagated = open(found[-1]).read() if found else None
    return compiled.as_text(), propagated


def predicted_collectives(
    lowered_text: str,
    topology_name: str = "cpu",
    propagated: str | None = None,
    policy: str = "xla",
):
    """(CostReport, collectives, topology): the cost model's prediction for a lowered module
    (propagated in-process with Shardy unless XLA's `propagated` module is given)."""
    from shardsat.cost.evaluate import evaluate
    from shardsat.cost.topology import load_topology
    from shardsat.ir.mlir_import import import_mlir

    program = import_mlir(propagated or _propagate_with_shardy(lowered_text))
    mesh = next(iter(program.meshes.values()))
    topology = load_topology(topology_name, mesh)
    report = evaluate(program, value_shardings(program), mesh, topology, policy=policy)
    seen = [
        SeenCollective(r.kind, r.axes.replace('"', ""), int(r.bytes), int(r.buffer_bytes), r.op)
        for r in report.collectives().itertuples()
    ]
    return report, seen, topology


def run_plan(
    case: Case, plan: str, mesh, topology_name: str = "cpu", policy: str = "xla"
) -> dict[str, Any]:
    """Compile one plan with XLA, predict it with the cost model, return a table row."""
    import jax
    from jax.sharding import NamedSharding

    specs = case.plans[plan]
    in_shardings = tuple(NamedSharding(mesh, s) for s in specs)
    out_shardings = tuple(NamedSharding(mesh, s) for s in specs[len(specs) - _num_params(case) :])
    lowered = jax.jit(case.step, in_shardings=in_shardings, out_shardings=out_shardings).lower(
        *case.args
    )
    hlo, propagated = compile_with_shardy_dump(lowered)
    xla = parse_hlo_collectives(hlo)
    report, model, topology = predicted_collectives(
        lowered.as_text(), topology_name, propagated, policy
    )
    return _row(case.name, plan, xla, model, report, topology)


def _num_params(case: Case) -> int:
    return len(case.args) - case.inputs


def priced_time_ns(collectives: list[SeenCollective], topology) -> int:
    """XLA's collectives priced with the cost model's formulas on its topology (int ns)."""
    from shardsat.cost.collectives import collective_cost
    from shardsat.model.axis import AxisRef

    total = 0
    for c in collectives:
        axes = tuple(AxisRef(a) for a in c.axes.split(",") if a)
        total += collective_cost(c.kind, axes, c.buffer_bytes, topology).time_ns
    return total


def _row(program, plan, xla, model, report, topology) -> dict[str, Any]:
    row: dict[str, Any] = {"program": program, "plan": plan}
    for label, items in (("xla", xla), ("model", model)):
        counts = Counter(c.kind for c in items)
        row[f"{label}_count"] = len(items)
        row[f"{label}_bytes"] = sum(c.bytes for c in items)
        for kind in KINDS:
            row[f"{label}_{kind}"] = (
                f"{counts[kind]}/{sum(c.bytes for c in items if c.kind == kind)}"
            )
    row["model_time_ns"] = report.total_ns
    row["model_comm_ns"] = report.communication_ns
    row["xla_comm_ns"] = priced_time_ns(xla, topology)
    xb, mb = row["xla_bytes"], row["model_bytes"]
    row["bytes_ratio"] = (mb / xb) if xb else (1.0 if mb == 0 else math.inf)
    row["xla_detail"] = sorted((c.kind, c.axes, c.bytes) for c in xla)
    row["model_detail"] = sorted((c.kind, c.axes, c.bytes) for c in model)
    return row


def run(
    cases: list[str],
    tiny: bool,
    plans: list[str] | None = None,
    topology_name: str = "cpu",
    policy: str = "xla",
):
    import pandas as pd

    mesh = _jax_mesh()
    rows = []
    for name in cases:
        case = CASES[name](tiny)
        for plan in [p for p in plans or case.plans if p in case.plans]:
            rows.append(run_plan(case, plan, mesh, topology_name, policy))
    frame = pd.DataFrame(rows)
    frame["xla_rank"] = frame.groupby("program")["xla_bytes"].rank(method="min").astype(int)
    frame["model_rank"] = frame.groupby("program")["model_comm_ns"].rank(method="min").astype(int)
    return frame


def ranking_agreement(frame, xla: str = "xla_bytes", model: str = "model_comm_ns"):
    """(pairs ordered alike, pairs compared): plan pairs of one program whose `xla` column
    differs, ordered by the `model` column (predicted communication time) as by `xla`."""
    same = total = 0
    for _, group in frame.groupby("program"):
        rows = list(group.to_dict("records"))
        for i, a in enumerate(rows):
            for b in rows[i + 1 :]:
                if a[xla] == b[xla]:
                    continue
                total += 1
                same += (a[xla] < b[xla]) == (a[model] < b[model])
    return same, total


_SHORT = {"all-gather": "AG", "reduce-scatter": "RS", "all-reduce": "AR", "all-to-all": "A2A",
          "collective-permute": "CP"}  # fmt: skip


def _kinds_cell(row: dict[str, Any]) -> str:
    """`AR 2/2 · AG 4/3`: count per kind, XLA / model, for the kinds either side has."""
    parts = []
    for kind in KINDS:
        x, m = row[f"xla_{kind}"].split("/")[0], row[f"model_{kind}"].split("/")[0]
        if x != "0" or m != "0":
            parts.append(f"{_SHORT[kind]} {x}/{m}")
    return " · ".join(parts) or "-"


def markdown(frame) -> str:
    """The comparison as a markdown table (bytes = what one device sends, summed)."""
    head = ["program", "plan", "XLA bytes", "model bytes", "ratio", "collectives XLA/model",
            "rank XLA", "rank model"]  # fmt: skip
    rows = ([row["program"], row["plan"], f"{row['xla_bytes']:,}", f"{row['model_bytes']:,}",
             f"{row['bytes_ratio']:.3f}", _kinds_cell(row), str(row["xla_rank"]),
             str(row["model_rank"])] for row in frame.to_dict("records"))  # fmt: skip
    return markdown_table(head, rows)


def main(argv: list[str] | None = None) -> int:
    os.environ.setdefault("XLA_FLAGS", "--xla_force_host_platform_device_count=8")
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--tiny", action="store_true", help="small shapes, mlp only, two plans")
    parser.add_argument("--programs", nargs="*", default=list(CASES))
    parser.add_argument("--plans", nargs="*", default=None)
    parser.add_argument("--markdown", action="store_true")
    parser.add_argument("--details", action="store_true")
    parser.add_argument(
        "--topology",
        default="cpu",
        help="preset for the model's times (bytes do not depend on it"
        " except through reduce-scatter fusion, which XLA's CPU pipeline does not do)",
    )
    parser.add_argument(
        "--policy",
        default="xla",
        choices=["xla", "cheapest"],
        help="how the model runs each op (cost.evaluate): predict XLA, or the cheapest reading",
    )
    args = parser.parse_args(argv)
    cases = ["mlp"] if args.tiny else args.programs
    plans = ["data_parallel", "megatron"] if args.tiny and not args.plans else args.plans
    frame = run(cases, args.tiny, plans, args.topology, args.policy)
    if args.markdown:
        print(markdown(frame))
    else:
        cols = ["program", "plan", "xla_count", "model_count", "xla_bytes", "model_bytes",
                "bytes_ratio", "xla_rank", "model_rank"]  # fmt: skip
        print(frame[cols].to_string(index=False))
    if args.details:
        for r in frame.itertuples():
            print(f"\n{r.program}/{r.plan}\n  xla:   {r.xla_detail}\n  model: {r.model_detail}")
    within = ((frame["bytes_ratio"] - 1).abs() <= 0.10).sum()
    same, total = ranking_agreement(frame)
    same_t, total_t = ranking_agreement(frame, "xla_comm_ns")
    same_b, total_b = ranking_agreement(frame, "xla_bytes", "model_bytes")
    identical = sum(r.xla_detail == r.model_detail for r in frame.itertuples())
    print(
        f"\nwithin ±10% of XLA's bytes: {within}/{len(frame)} (identical collectives, kind, "
        f"axes and bytes: {identical}/{len(frame)}); plan pairs ranked alike by "
        f"predicted communication time as by XLA's bytes: {same}/{total}, as by XLA's "
        f"collectives priced on the same topology: {same_t}/{total_t}"
        f"; by predicted bytes as by XLA's bytes: {same_b}/{total_b}"
    )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
