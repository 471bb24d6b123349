"""Compile an annotated module with XLA on fake CPU devices and count the collectives it inserted.

This is the ground truth the cost model is checked against: XLA's SPMD partitioner (with the
Shardy partitioner, as jax 0.10.2 uses) reads the `sdy.sharding` annotations, partitions the
program and inserts collectives. We parse them from the optimized HLO text: kind, element type
and shape of the buffer, and the device-group size from the replica groups.

Bytes follow the cost model's convention (cost/collectives.py) so the two are comparable: what
one device sends, with S the per-device buffer (gathered output of an all-gather, input of a
reduce-scatter, the buffer otherwise) and N the group size: all-gather / reduce-scatter /
all-to-all ⌊(N−1)·S/N⌋, all-reduce 2·⌊(N−1)·S/N⌋, collective-permute S.

Needs `XLA_FLAGS=--xla_force_host_platform_device_count=N` set before jax loads (tests/conftest.py
and the CLI do it); raises XlaCheckError when fewer devices exist than the mesh needs.
"""

from __future__ import annotations

import math
from typing import Any

from shardsat.model.errors import ShardsatError
from shardsat.model.mesh import Mesh

KINDS = ("all-gather", "reduce-scatter", "all-reduce", "all-to-all", "collective-permute")


class XlaCheckError(ShardsatError):
    """XLA could not compile the module, or the process has too few devices."""


def compile_partitioned(mlir_text: str, num_devices: int) -> str:
    """Optimized HLO text of `mlir_text` compiled SPMD over `num_devices` fake CPU devices."""
    import jax
    from shardsat.ir.jax_interop import compile_mlir

    have = len(jax.devices("cpu"))
    if have < num_devices:
        raise XlaCheckError(
            f"xla check needs {num_devices} devices, have {have} "
            "(set XLA_FLAGS=--xla_force_host_platform_device_count before jax loads)"
        )
    try:
        executable = compile_mlir(mlir_text, num_devices)
    except Exception as err:  # XLA raises its own runtime error types
        first = str(err).strip().splitlines()[0] if str(err).strip() else type(err).__name__
        raise XlaCheckError(f"xla compile failed: {first[:300]}") from None
    return "\n".join(m.to_string() for m in executable.hlo_modules())


def xla_collectives(mlir_text: str, mesh: Mesh) -> list[Any]:
    """Compile and parse: the collectives XLA inserted for an annotated module on `mesh`
    (parsed by `validate_cost.parse_hlo_collectives`, the one HLO collective parser)."""
    from shardsat.experiments import validate_cost

    hlo = compile_partitioned(mlir_text, math.prod(a.size for a in mesh.axes))
    return validate_cost.parse_hlo_collectives(hlo, {a.name: a.size for a in mesh.axes})


def jitted_collectives(jitted: Any, args: tuple[Any, ...], mesh: Mesh) -> list[Any]:
    """The collectives XLA inserted compiling a `jax.jit` function (e.g. `Plan.jit()`) on `args`."""
    from shardsat.experiments import validate_cost

    hlo = jitted.lower(*args).compile().as_text()
    return validate_cost.parse_hlo_collectives(hlo, {a.name: a.size for a in mesh.axes})


def summarize(collectives: list[Any]) -> dict[str, int]:
    """`{"xla_bytes": total, "xla_count": n, "xla_<kind>_bytes": ...}` for tables."""
    row = {"xla_bytes": sum(c.bytes for c in collectives), "xla_count": len(collectives)}
    for kind in KINDS:
        row[f"xla_{kind.replace('-', '_')}_bytes"] = sum(
            c.bytes for c in collectives if c.kind == kind
        )
    return row


def whole_axis_layouts(
    shape: tuple[int, ...], axes: dict[str, int]
) -> list[tuple[tuple[str, ...], ...]]:
    """Every sharding of a tensor on whole mesh axes (per dim an ordered tuple of axes, no axis
    twice, each dim divisible by its devices)."""
    import itertools

    names = list(axes)
    per_dim: list[tuple[str, ...]] = [()]
    for k in range(1, len(names) + 1):
        per_dim += list(itertools.permutations(names, k))
    out = []
    for combo in itertools.product(per_dim, repeat=len(shape)):
        used = [a for d in combo for a in d]
        fits = all(
            n % math.prod(axes[a] for a in d) == 0 for d, n in zip(combo, shape, strict=True)
        )
        if len(used) == len(set(used)) and fits:
            out.append(combo)
    return out


def reshard_probe(
    shape: tuple[int, ...],
    axes: dict[str, int],
    merge: dict[str, tuple[str, ...]] | None = None,
    sample: int | None = None,
    seed: int = 0,
) -> list[dict[str, Any]]:
    """For every pair of whole-axis shardings of an f32 tensor of `shape` on a mesh of `axes`
    (or `sample` random pairs): the bytes `plan_reshard` predicts (cpu topology) and the bytes
    XLA moves resharding `with_sharding_constraint(x, src)` to `dst`. The check behind
    cost/reshard.py's XLA patterns.

    `merge` (e.g. `{"x": ("x1", "x2")}`) also prices each pair on the mesh where those
    consecutive axes are one axis and the pair is written with its sub-axes ("x":(1)2,
    "x":(2)2): XLA sees the same devices either way, so its bytes are the truth for both."""
    import itertools
    import random

    import jax
    import jax.numpy as jnp
    from jax.sharding import AxisType, NamedSharding
    from shardsat.cost.reshard import plan_reshard
    from shardsat.cost.topology import load_topology
    from shardsat.experiments import validate_cost
    from shardsat.ir.program import TensorType
    from shardsat.model.mesh import MeshAxis

    jmesh = jax.make_mesh(
        tuple(axes.values()), tuple(axes), axis_types=(AxisType.Auto,) * len(axes)
    )
    mesh = Mesh(tuple(MeshAxis(a, n) for a, n in axes.items()), (), "mesh")
    topology, ttype, x = load_topology("cpu", mesh), TensorType(shape, "f32"), jnp.ones(shape)
    merged = _merged_mesh(axes, merge) if merge else None
    merged_topology = load_topology("cpu", merged[0]) if merged else None
    layouts = whole_axis_layouts(shape, axes)
    pairs = [(s, d) for s, d in itertools.product(layouts, layouts) if s != d]
    if sample is not None and sample < len(pairs):
        pairs = random.Random(seed).sample(pairs, sample)
    rows = []
    for src, dst in pairs:
        s_src, s_dst = NamedSharding(jmesh, _spec(src)), NamedSharding(jmesh, _spec(dst))

        def f(x, s_src=s_src, s_dst=s_dst):
            y = jax.lax.with_sharding_constraint(x * 2, s_src)
            return jax.lax.with_sharding_constraint(y, s_dst) * 3

        hlo = jax.jit(f, in_shardings=s_src, out_shardings=s_dst).lower(x).compile().as_text()
        seen = validate_cost.parse_hlo_collectives(hlo, axes)
        plan = plan_reshard(_ours(src), _ours(dst), ttype, mesh, topology)
        row = {"src": src, "dst": dst, "model_bytes": plan.bytes, "plan": str(plan),
               "xla_bytes": sum(c.bytes for c in seen)}  # fmt: skip
        if merged is not None:
            big, pieces = merged
            on_big = plan_reshard(_sub_axes(src, pieces), _sub_axes(dst, pieces), ttype, big,
                                  merged_topology)  # fmt: skip
            row.update(merged_bytes=on_big.bytes, merged_plan=str(on_big))
        rows.append(row)
    return rows


def _merged_mesh(
    axes: dict[str, int], merge: dict[str, tuple[str, ...]]
) -> tuple[Mesh, dict[str, tuple[str, int, int, int]]]:
    """The mesh with each group of `merge` as one axis, and per small axis (big axis, pre-size,
    size, big size): the sub-axis it is of the big one."""
    from shardsat.model.mesh import MeshAxis

    names = list(axes)
    pieces: dict[str, tuple[str, int, int, int]] = {}
    big_axes = []
    for name in names:
        group = next(((b, g) for b, g in merge.items() if g[0] == name), None)
        if group is None and all(name not in g for g in merge.values()):
            big_axes.append(MeshAxis(name, axes[name]))
            pieces[name] = (name, 1, axes[name], axes[name])
        elif group is not None:
            big, parts = group
            if names[names.index(name) : names.index(name) + len(parts)] != list(parts):
                raise ValueError(f"merge {big}={':'.join(parts)}: not consecutive mesh axes")
            size, pre = math.prod(axes[a] for a in parts), 1
            big_axes.append(MeshAxis(big, size))
            for a in parts:
                pieces[a] = (big, pre, axes[a], size)
                pre *= axes[a]
    return Mesh(tuple(big_axes), (), "mesh"), pieces


def _sub_axes(layout: tuple[tuple[str, ...], ...], pieces) -> Any:
    """A whole-axis layout of the small mesh written on the merged mesh (adjacent pieces of one
    axis in order become one ref)."""
    from shardsat.model.axis import make_axis_ref
    from shardsat.model.sharding import DimSharding, TensorSharding

    dims = []
    for d in layout:
        refs: list[list[Any]] = []
        for a in d:
            big, pre, size, n = pieces[a]
            if refs and refs[-1][0] == big and refs[-1][1] * refs[-1][2] == pre:
                refs[-1][2] *= size
            else:
                refs.append([big, pre, size, n])
        dims.append(DimSharding(tuple(make_axis_ref(*r) for r in refs)))
    return TensorSharding("mesh", tuple(dims))


def _spec(layout: tuple[tuple[str, ...], ...]) -> Any:
    from jax.sharding import PartitionSpec as P

    return P(*[None if not d else (d[0] if len(d) == 1 else d) for d in layout])


def _ours(layout: tuple[tuple[str, ...], ...]) -> Any:
    from shardsat.model.axis import AxisRef
    from shardsat.model.sharding import DimSharding, TensorSharding

    return TensorSharding("mesh", tuple(DimSharding(tuple(AxisRef(a) for a in d)) for d in layout))


def main(argv: list[str] | None = None) -> int:
    """python -m shardsat.experiments.xla_check 16x32 data=2,model=4 [--merge x=x1:x2]
    [--sample N]: the reshards whose predicted bytes disagree with XLA's, and the tally."""
    import argparse
    import os

    os.environ.setdefault("XLA_FLAGS", "--xla_force_host_platform_device_count=8")
    parser = argparse.ArgumentParser(description="reshards priced vs XLA")
    parser.add_argument("shape", help="e.g. 16x32")
    parser.add_argument("mesh", help="e.g. data=2,model=4")
    parser.add_argument("--merge", help="also price on sub-axes, e.g. x=x1:x2 (consecutive axes)")
    parser.add_argument("--sample", type=int, help="random pairs instead of all")
    parser.add_argument("--seed", type=int, default=0)
    args = parser.parse_args(argv)
    shape = tuple(int(n) for n in args.shape.split("x"))
    axes = {k: int(v) for k, v in (kv.split("=") for kv in args.mesh.split(","))}
    merge = None
    if args.merge:
        merge = {b: tuple(g.split(":")) for b, g in (kv.split("=") for kv in args.merge.split(","))}
    found = reshard_probe(shape, axes, merge, args.sample, args.seed)
    for r in found:
        for key in ("model", "merged") if merge else ("model",):
            if r[f"{key}_bytes"] != r["xla_bytes"]:
                plan = r["plan"] if key == "model" else r["merged_plan"]
                print(f"{key}: {r['src']} -> {r['dst']}: {r[f'{key}_bytes']} [{plan}] "
                      f"xla {r['xla_bytes']}")  # fmt: skip
    agree = sum(r["model_bytes"] == r["xla_bytes"] for r in found)
    print(f"{agree}/{len(found)} reshards with XLA's bytes")
    if merge:
        on_sub = sum(r["merged_bytes"] == r["xla_bytes"] for r in found)
        print(f"{on_sub}/{len(found)} with XLA's bytes written on sub-axes")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
