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


def reshard_probe(shape: tuple[int, ...], axes: dict[str, int]) -> list[dict[str, Any]]:
    """For every pair of whole-axis shardings of an f32 tensor of `shape` on a mesh of `axes`:
    the bytes `plan_reshard` predicts (cpu topology) and the bytes XLA moves resharding
    `with_sharding_constraint(x, src)` to `dst`. The check behind cost/reshard.py's XLA patterns."""
    import itertools

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
    rows = []
    layouts = whole_axis_layouts(shape, axes)
    for src, dst in itertools.product(layouts, layouts):
        if src == dst:
            continue
        s_src, s_dst = NamedSharding(jmesh, _spec(src)), NamedSharding(jmesh, _spec(dst))

        def f(x, s_src=s_src, s_dst=s_dst):
            y = jax.lax.with_sharding_constraint(x * 2, s_src)
            return jax.lax.with_sharding_constraint(y, s_dst) * 3

        hlo = jax.jit(f, in_shardings=s_src, out_shardings=s_dst).lower(x).compile().as_text()
        seen = validate_cost.parse_hlo_collectives(hlo, axes)
        plan = plan_reshard(_ours(src), _ours(dst), ttype, mesh, topology)
        rows.append({"src": src, "dst": dst, "model_bytes": plan.bytes, "plan": str(plan),
                     "xla_bytes": sum(c.bytes for c in seen)})  # fmt: skip
    return rows


def _spec(layout: tuple[tuple[str, ...], ...]) -> Any:
    from jax.sharding import PartitionSpec as P

    return P(*[None if not d else (d[0] if len(d) == 1 else d) for d in layout])


def _ours(layout: tuple[tuple[str, ...], ...]) -> Any:
    from shardsat.model.axis import AxisRef
    from shardsat.model.sharding import DimSharding, TensorSharding

    return TensorSharding("mesh", tuple(DimSharding(tuple(AxisRef(a) for a in d)) for d in layout))


if __name__ == "__main__":
    # python -m shardsat.experiments.xla_check 16x32 data=2,model=4: reshards that disagree
    import os
    import sys

    os.environ.setdefault("XLA_FLAGS", "--xla_force_host_platform_device_count=8")
    probe_shape = tuple(int(n) for n in sys.argv[1].split("x"))
    probe_axes = {k: int(v) for k, v in (kv.split("=") for kv in sys.argv[2].split(","))}
    found = reshard_probe(probe_shape, probe_axes)
    for r in found:
        if r["model_bytes"] != r["xla_bytes"]:
            print(f"{r['src']} -> {r['dst']}: model {r['model_bytes']} [{r['plan']}] "
                  f"xla {r['xla_bytes']}")  # fmt: skip
    agree = sum(r["model_bytes"] == r["xla_bytes"] for r in found)
    print(f"{agree}/{len(found)} reshards with XLA's bytes")
