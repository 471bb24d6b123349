"""Does XLA compute a spatially split convolution right? A 3x3 SAME NHWC conv under input
(`in_shardings`) layouts that put the height on one mesh axis and the kernel's output features
on another, compiled with plain `jax.jit` on 8 fake CPU devices, compared with the unsharded
result. These are the layouts XLA partitions by its window-sharded case (`cost/conv_cases.py`);
with the pinned jax, several of them return wrong values (docs/cost.md, "XLA's window-sharded
convolutions"). CP-SAT's plans never use that case; greedy's (Shardy's) can.

    python -m shardsat.experiments.probe_conv_numerics
"""

from __future__ import annotations

import os

LAYOUTS = (  # (mesh axes, x's spec, kernel's spec)
    ({"data": 2, "fsdp": 2, "model": 2}, (None, "fsdp"), (None, None, None, "model")),
    ({"data": 2, "fsdp": 2, "model": 2}, (None, "data"), (None, None, None, "model")),
    ({"data": 2, "fsdp": 2, "model": 2}, ("data", "fsdp"), (None, None, None, "model")),
    ({"data": 4, "model": 2}, (None, "model"), (None, None, None, "data")),
    ({"data": 4, "model": 2}, (None, "data"), (None, None, None, "model")),
    ({"data": 4, "model": 2}, (None, "data"), ()),
)


def conv_errors() -> list[tuple[str, str, str, float]]:
    """(mesh, x spec, kernel spec, max |sharded - unsharded|) per layout of `LAYOUTS`."""
    import jax
    import numpy as np
    from jax.sharding import NamedSharding
    from jax.sharding import PartitionSpec as P

    def conv(x, k):
        dn = ("NHWC", "HWIO", "NHWC")
        return jax.lax.conv_general_dilated(x, k, (1, 1), "SAME", dimension_numbers=dn)

    rng = np.random.default_rng(0)
    x = rng.normal(size=(8, 16, 16, 4)).astype(np.float32)
    k = rng.normal(size=(3, 3, 4, 8)).astype(np.float32)
    ref = np.asarray(jax.jit(conv)(x, k))
    out = []
    for axes, xs, ks in LAYOUTS:
        kinds = (jax.sharding.AxisType.Auto,) * len(axes)
        mesh = jax.make_mesh(tuple(axes.values()), tuple(axes), axis_types=kinds)
        shard = (NamedSharding(mesh, P(*xs)), NamedSharding(mesh, P(*ks)))
        got = np.asarray(jax.jit(conv, in_shardings=shard)(x, k))
        name = ",".join(f"{a}={n}" for a, n in axes.items())
        out.append((name, str(P(*xs)), str(P(*ks)), float(np.max(np.abs(got - ref)))))
    return out


def main() -> int:
    os.environ.setdefault("XLA_FLAGS", "--xla_force_host_platform_device_count=8")
    import jax

    print(f"jax {jax.__version__}: 3x3 SAME conv, x f32[8,16,16,4], kernel f32[3,3,4,8]")
    for mesh, xs, ks, err in conv_errors():
        verdict = "ok" if err < 1e-3 else "WRONG"
        print(f"  {mesh:22} x {xs:28} kernel {ks:32} max abs error {err:10.4g} {verdict}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
