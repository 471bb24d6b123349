"""Which all-to-all reshards XLA cannot compile: the planner's pairs taken together against XLA.

    python -m shardsat.experiments.xla_crash_probe                 # 2x2x2x2, three shapes
    python -m shardsat.experiments.xla_crash_probe --controls 10 --shapes 8x16x4x4

XLA's `ReshardWithAllToAll` moves several dim pairs in one all-to-all when it can; `cost.reshard`
replays it (`_Planner.all_to_all`) and checks, with `_a2a_valid`, that each pair applied in turn
splits a tile count that is a multiple of its target's; where not, the plan gets an `xla-crash`
step. Among random pairs of whole-axis shardings of each shape on the mesh, this finds those
reshards and, as controls, some whose pairs go together, and compiles each alone with XLA (jax
on fake CPU devices, one subprocess per reshard, since a crash kills the process): the exit
status, and for a signal its name.
"""

from __future__ import annotations

import argparse
import itertools
import json
import math
import os
import random
import signal
import subprocess
import sys

COMPILE = """
import jax, jax.numpy as jnp
from jax.sharding import AxisType, NamedSharding, PartitionSpec as P
axes, shape, src, dst = {args}
mesh = jax.make_mesh(tuple(axes.values()), tuple(axes), axis_types=(AxisType.Auto,) * len(axes))
spec = lambda layout: P(*[None if not d else (d[0] if len(d) == 1 else tuple(d)) for d in layout])
s_src, s_dst = NamedSharding(mesh, spec(src)), NamedSharding(mesh, spec(dst))
f = jax.jit(lambda x: x * 2, in_shardings=s_src, out_shardings=s_dst)
f.lower(jax.ShapeDtypeStruct(shape, jnp.float32)).compile()
"""


def layouts_of(shape, axes: dict[str, int]) -> list[tuple[tuple[str, ...], ...]]:
    """Every whole-axis sharding of `shape` (each axis on one dim or none, in every order
    within a dim, each dim divisible by its devices); `xla_check.whole_axis_layouts` tries
    every dim's tuple against every other's, too many on 4 axes and 5 dims."""
    names, out = list(axes), set()
    for places in itertools.product(range(len(shape) + 1), repeat=len(names)):
        per_dim = [
            [a for a, d in zip(names, places, strict=True) if d == i] for i in range(len(shape))
        ]
        if any(n % math.prod(axes[a] for a in dim) for n, dim in zip(shape, per_dim, strict=True)):
            continue
        for orders in itertools.product(*(itertools.permutations(dim) for dim in per_dim)):
            out.add(tuple(orders))
    return sorted(out)


def joint_all_to_alls(shape, axes: dict[str, int], sample: int, rng) -> tuple[list, list]:
    """(reshards whose all-to-all pairs cannot go together, reshards whose pairs go together):
    `sample` random pairs of whole-axis shardings of `shape` (all when fewer), as
    `cost.reshard` plans them: an `xla-crash` step, or one all-to-all moving several pairs."""
    from shardsat.cost.collectives import ALL_TO_ALL, XLA_CRASH
    from shardsat.cost.reshard import plan_reshard
    from shardsat.cost.topology import load_topology
    from shardsat.experiments.xla_check import _ours
    from shardsat.ir.program import TensorType
    from shardsat.model.mesh import Mesh, MeshAxis

    mesh = Mesh(tuple(MeshAxis(a, n) for a, n in axes.items()), (), "mesh")
    topology, ttype = load_topology("cpu", mesh), TensorType(tuple(shape), "f32")
    layouts = layouts_of(shape, axes)
    pairs = [(s, d) for s, d in itertools.product(layouts, layouts) if s != d]
    broken, joint = [], []
    for src, dst in rng.sample(pairs, min(sample, len(pairs))):
        steps = plan_reshard(_ours(src), _ours(dst), ttype, mesh, topology).steps
        if any(step.kind == XLA_CRASH for step in steps):
            broken.append((src, dst))
        elif any(step.kind == ALL_TO_ALL and step.detail.count("->") > 1 for step in steps):
            joint.append((src, dst))
    return broken, joint


def compiles(axes: dict[str, int], shape, src, dst, devices: int) -> str:
    """'ok', or how XLA's compile of the reshard ended (a signal name or an exit status)."""
    env = dict(os.environ, XLA_FLAGS=f"--xla_force_host_platform_device_count={devices}")
    code = COMPILE.format(args=repr((axes, tuple(shape), src, dst)))
    done = subprocess.run([sys.executable, "-c", code], env=env, capture_output=True, timeout=600)
    if done.returncode == 0:
        return "ok"
    if done.returncode < 0:
        return signal.Signals(-done.returncode).name
    return f"exit {done.returncode}: {done.stderr.decode().strip().splitlines()[-1][:120]}"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--mesh", default="data=2,fsdp=2,model=2,expert=2")
    parser.add_argument("--shapes", default="8x1024x3x16x48,8x8x4,4x4x4x4")
    parser.add_argument("--broken", type=int, default=12, help="broken reshards compiled at most")
    parser.add_argument("--controls", type=int, default=6, help="joint reshards compiled")
    parser.add_argument("--sample", type=int, default=20_000, help="sharding pairs planned")
    parser.add_argument("--seed", type=int, default=0)
    args = parser.parse_args(argv)
    axes = {k: int(v) for k, v in (kv.split("=") for kv in args.mesh.split(","))}
    devices = 1
    for n in axes.values():
        devices *= n
    rng = random.Random(args.seed)
    tally: dict[str, dict[str, int]] = {"broken": {}, "joint": {}}
    for text in args.shapes.split(","):
        shape = [int(n) for n in text.split("x")]
        broken, joint = joint_all_to_alls(shape, axes, args.sample, rng)
        print(f"{text}: {len(broken)} broken, {len(joint)} joint", flush=True)
        for kind, cases, k in (("broken", broken, args.broken), ("joint", joint, args.controls)):
            for src, dst in rng.sample(cases, min(k, len(cases))):
                end = compiles(axes, shape, src, dst, devices)
                tally[kind][end] = tally[kind].get(end, 0) + 1
                print(json.dumps({"shape": text, "kind": kind, "src": src, "dst": dst,
                                  "xla": end}), flush=True)  # fmt: skip
    print("tally", json.dumps(tally))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
