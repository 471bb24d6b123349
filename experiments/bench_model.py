"""Throughput of the model layer: parse, print, verify and shard layouts of tensor shardings.

Run: `python -m shardsat.experiments.bench_model [--tiny]` (or `python experiments/bench_model.py`).
Numbers feed docs/model.md. Shardings are drawn deterministically (seeded `random`) on meshes of
up to 3 axes, each axis split into random sub-axis pieces, so the mix includes sub-axes,
replicated/unreduced lists, open dims and priorities.
"""

from __future__ import annotations

import argparse
import math
import random
import time

from shardsat.model.axis import make_axis_ref
from shardsat.model.mesh import Mesh, MeshAxis
from shardsat.model.parse import _parse_cached, parse_op_sharding_rule, parse_tensor_sharding
from shardsat.model.semantics import shard_indices
from shardsat.model.sharding import DimSharding, TensorSharding
from shardsat.model.verify import verify_tensor_sharding

RULE = "([i, k], [k, j])->([i, j]) {i=8, j=16, k=4} reduction={k}"


def random_case(rng: random.Random) -> tuple[Mesh, TensorSharding, tuple[int, ...]]:
    """A valid (mesh, sharding, shape): every axis cut at powers of two, pieces dealt to dims."""
    names = rng.sample(["x", "y", "z", "a"], rng.randint(1, 3))
    mesh = Mesh(tuple(MeshAxis(n, rng.choice([2, 4, 8])) for n in names), (), "mesh")
    rank = rng.randint(1, 3)
    dims: list[list] = [[] for _ in range(rank)]
    replicated = []
    for axis in mesh.axes:
        pre = 1
        while pre < axis.size:
            size = rng.choice([s for s in (2, 4, 8) if axis.size % (pre * s) == 0])
            piece = make_axis_ref(axis.name, pre, size, axis.size)
            pre *= size
            target = rng.randint(-1, rank)
            if target == rank and not any(r.name == piece.name for r in replicated):
                replicated.append(piece)
            elif 0 <= target < rank and not any(r.name == piece.name for r in dims[target]):
                dims[target].append(piece)  # one piece per axis per dim: never mergeable
    sharding = TensorSharding(
        "mesh",
        tuple(DimSharding(tuple(d), rng.random() < 0.3) for d in dims),
        tuple(replicated),
    )
    shape = tuple(rng.choice([8, 16, 32]) * 2 for _ in range(rank))
    return mesh, sharding, shape


def bench(n: int, seed: int = 0) -> dict[str, float]:
    rng = random.Random(seed)
    cases = [random_case(rng) for _ in range(n)]
    texts = [str(s) for _, s, _ in cases]
    out: dict[str, float] = {"cases": n, "mean_text_chars": sum(map(len, texts)) / n}
    _parse_cached.cache_clear()
    t = time.perf_counter()
    parsed = [parse_tensor_sharding(text) for text in texts]
    out["parse_us"] = (time.perf_counter() - t) / n * 1e6
    t = time.perf_counter()
    for text in texts:
        parse_tensor_sharding(text)
    out["parse_cached_us"] = (time.perf_counter() - t) / n * 1e6
    assert parsed == [s for _, s, _ in cases], "round trip failed"
    t = time.perf_counter()
    for s in parsed:
        str(s)
    out["print_us"] = (time.perf_counter() - t) / n * 1e6
    t = time.perf_counter()
    for (mesh, _, shape), p in zip(cases, parsed, strict=True):
        verify_tensor_sharding(p, mesh, shape)
    out["verify_us"] = (time.perf_counter() - t) / n * 1e6
    t = time.perf_counter()
    devices = 0
    for mesh, s, _ in cases:
        devices += len(shard_indices(s, mesh))
    out["layout_us_per_device"] = (time.perf_counter() - t) / max(devices, 1) * 1e6
    t = time.perf_counter()
    for _ in range(n):
        _parse_cached.cache_clear()  # cold parses; cached ones cost what parse_cached_us shows
        parse_op_sharding_rule(RULE)
    out["rule_parse_us"] = (time.perf_counter() - t) / n * 1e6
    out["max_devices"] = max(math.prod(a.size for a in m.axes) for m, _, _ in cases)
    return out


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--tiny", action="store_true", help="200 cases instead of 5000")
    parser.add_argument("--seed", type=int, default=0)
    args = parser.parse_args(argv)
    for key, value in bench(200 if args.tiny else 5000, args.seed).items():
        print(f"{key:24s} {value:10.2f}")


if __name__ == "__main__":
    main()
