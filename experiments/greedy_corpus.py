"""JAX-lowered programs for the greedy-vs-Shardy differential test (docs/greedy.md).

Writes 24 small modules (MLP, attention, loops, reshapes, sharding constraints, a transformer block
under data/tensor/mixed parallelism, gather, scan, conv, sort, concat, pad/slice, cond, output
shardings, shard_map) lowered by jax with Shardy annotations. Run:
`XLA_FLAGS=--xla_force_host_platform_device_count=8 python -m shardsat.experiments.greedy_corpus OUT_DIR`
then `python -m shardsat.experiments.diff_greedy OUT_DIR/*.mlir`. With `--zoo`, writes the 10 zoo
models (20 files: data-parallel seeds, plus a tensor-parallel seed variant) instead.
"""

from __future__ import annotations

import sys
from pathlib import Path


def write_2d(out: Path) -> None:  # noqa: C901 - one small program per nested function
    """Programs on a 2x4 ("x", "y") mesh."""
    from functools import partial

    import jax
    import jax.numpy as jnp
    import numpy as np
    from jax.sharding import Mesh, NamedSharding
    from jax.sharding import PartitionSpec as P

    mesh = Mesh(np.array(jax.devices()[:8]).reshape(2, 4), ("x", "y"))

    def save(name, f, args, in_specs, out_specs=None):
        shard = tuple(NamedSharding(mesh, s) if s is not None else None for s in in_specs)
        kw = {}
        if out_specs is not None:
            kw["out_shardings"] = NamedSharding(mesh, out_specs)
        txt = jax.jit(f, in_shardings=shard, **kw).lower(*args).as_text()
        (out / f"{name}.mlir").write_text(txt)

    f32 = jnp.float32

    def mlp(x, w1, w2):
        h = jax.nn.relu(x @ w1)
        return h @ w2

    save(
        "mlp",
        mlp,
        [jnp.zeros((16, 32), f32), jnp.zeros((32, 64), f32), jnp.zeros((64, 32), f32)],
        [P("x", None), P(None, "y"), None],
    )

    def attn(q, k, v):
        s = jnp.einsum("bqd,bkd->bqk", q, k) / 8.0
        p = jnp.exp(s - s.max(-1, keepdims=True))
        p = p / p.sum(-1, keepdims=True)
        return jnp.einsum("bqk,bkd->bqd", p, v)

    save("attn", attn, [jnp.zeros((8, 16, 32), f32)] * 3, [P("x", None, "y"), None, None])

    def loop(x, w):
        def body(i, c):
            return jnp.tanh(c @ w)

        return jax.lax.fori_loop(0, 3, body, x)

    save("loop", loop, [jnp.zeros((16, 16), f32), jnp.zeros((16, 16), f32)], [P("x", "y"), None])

    def resh(x):
        y = x.reshape(4, 8, 16)
        z = y.transpose(1, 0, 2) * 2.0
        return z.reshape(8, 64).sum(0)

    save("reshape", resh, [jnp.zeros((32, 16), f32)], [P(("x", "y"), None)])

    def cons(x, w):
        y = x @ w
        y = jax.lax.with_sharding_constraint(y, NamedSharding(mesh, P(None, "x")))
        return jnp.sin(y) + 1.0

    save(
        "constraint",
        cons,
        [jnp.zeros((16, 32), f32), jnp.zeros((32, 32), f32)],
        [P("y", None), None],
    )

    def bcast(x, b):
        return x + b[None, :] + jnp.ones((16, 32), f32)

    save("bcast", bcast, [jnp.zeros((16, 32), f32), jnp.zeros((32,), f32)], [None, P("y")])

    def conflict(a, b):
        return a @ b + a

    save(
        "conflict",
        conflict,
        [jnp.zeros((16, 16), f32), jnp.zeros((16, 16), f32)],
        [P("x", "y"), P("y", "x")],
    )

    def outs(x):
        return jnp.cos(x) * 3.0

    save("outsh", outs, [jnp.zeros((16, 32), f32)], [None], P("y", "x"))

    def smap(in_specs, out_specs, axis_names):
        return partial(
            jax.shard_map,
            mesh=mesh,
            in_specs=in_specs,
            out_specs=out_specs,
            axis_names=axis_names,
            check_vma=False,
        )

    @smap((P("x", None), P(None, None)), P("x", None), {"x"})
    def sm_inner(a, w):
        return jnp.tanh(a @ w)

    def sm_partial(a, w, b):
        return sm_inner(a * 2.0, w) + b

    x32 = jnp.zeros((16, 32), f32)
    w32 = jnp.zeros((32, 32), f32)
    save("shard_map_partial", sm_partial, [x32, w32, x32], [None, P(None, "y"), None])

    @smap((P("x", "y"), P("y", None)), P("x", None), {"x", "y"})
    def sm_psum(a, w):
        return jax.lax.psum(a @ w, "y")

    def sm_full(a, w):
        return jnp.exp(sm_psum(a, w))

    save("shard_map_psum", sm_full, [x32, w32], [None, None])

    @smap((P(None, "x"),), P(None, None), {"x"})
    def sm_gather(a):
        return jax.lax.all_gather(a, "x", axis=1, tiled=True)

    def sm_replicated_out(a, b):
        return sm_gather(jnp.sin(a)) * b

    save("shard_map_gather", sm_replicated_out, [x32, x32], [P("y", None), None])


def write_3d(out: Path) -> None:  # noqa: C901 - one small program per nested function
    """Programs on a 2x2x2 ("data", "model", "pipe") mesh."""
    import jax
    import jax.numpy as jnp
    import numpy as np
    from jax.sharding import Mesh, NamedSharding
    from jax.sharding import PartitionSpec as P

    mesh = Mesh(np.array(jax.devices()[:8]).reshape(2, 2, 2), ("data", "model", "pipe"))
    f32 = jnp.float32

    def save(name, f, args, in_specs, out_specs=None):
        shard = tuple(NamedSharding(mesh, s) if s is not None else None for s in in_specs)
        kw = {}
        if out_specs is not None:
            kw["out_shardings"] = NamedSharding(mesh, out_specs)
        txt = jax.jit(f, in_shardings=shard, **kw).lower(*args).as_text()
        (out / f"{name}.mlir").write_text(txt)

    def layernorm(x):
        m = x.mean(-1, keepdims=True)
        v = ((x - m) ** 2).mean(-1, keepdims=True)
        return (x - m) * jax.lax.rsqrt(v + 1e-5)

    def block(x, wq, wk, wv, wo, w1, w2):
        h = layernorm(x)
        q = jnp.einsum("bsd,dhk->bshk", h, wq)
        k = jnp.einsum("bsd,dhk->bshk", h, wk)
        v = jnp.einsum("bsd,dhk->bshk", h, wv)
        s = jnp.einsum("bshk,bthk->bhst", q, k)
        p = jax.nn.softmax(s, -1)
        o = jnp.einsum("bhst,bthk->bshk", p, v)
        x = x + jnp.einsum("bshk,hkd->bsd", o, wo)
        h = layernorm(x)
        return x + jax.nn.gelu(h @ w1) @ w2

    B, S, D, H, K, F = 8, 16, 32, 4, 8, 64
    args = [
        jnp.zeros((B, S, D), f32),
        jnp.zeros((D, H, K), f32),
        jnp.zeros((D, H, K), f32),
        jnp.zeros((D, H, K), f32),
        jnp.zeros((H, K, D), f32),
        jnp.zeros((D, F), f32),
        jnp.zeros((F, D), f32),
    ]
    save("block_dp", block, args, [P("data"), None, None, None, None, None, None])
    save(
        "block_tp",
        block,
        args,
        [
            P("data"),
            P(None, "model"),
            P(None, "model"),
            P(None, "model"),
            P("model"),
            P(None, "model"),
            P("model"),
        ],
    )
    save(
        "block_mixed",
        block,
        args,
        [
            P("data", None, "pipe"),
            P(None, "model"),
            None,
            None,
            None,
            P(None, ("model", "pipe")),
            None,
        ],
    )

    def emb(tokens, table, w):
        x = table[tokens]
        return (x @ w).sum()

    save(
        "embedding",
        emb,
        [jnp.zeros((8, 16), jnp.int32), jnp.zeros((100, 32), f32), jnp.zeros((32, 32), f32)],
        [P("data"), P(None, "model"), None],
    )

    def scan_layers(x, ws):
        def step(c, w):
            return jnp.tanh(c @ w), None

        return jax.lax.scan(step, x, ws)[0]

    save(
        "scan",
        scan_layers,
        [jnp.zeros((16, 32), f32), jnp.zeros((4, 32, 32), f32)],
        [P("data"), P(None, None, "model")],
    )

    def conv(x, k):
        return jax.lax.conv_general_dilated(
            x, k, (1, 1), "SAME", dimension_numbers=("NHWC", "HWIO", "NHWC")
        )

    save(
        "conv",
        conv,
        [jnp.zeros((8, 16, 16, 4), f32), jnp.zeros((3, 3, 4, 8), f32)],
        [P("data"), P(None, None, None, "model")],
    )

    def cum(x):
        return jnp.cumsum(x, axis=1) + jnp.sort(x, axis=0)

    save("cumsort", cum, [jnp.zeros((16, 32), f32)], [P("data", "model")])

    def concat(a, b):
        return jnp.concatenate([a, b], axis=0) * 2.0

    save(
        "concat",
        concat,
        [jnp.zeros((8, 32), f32), jnp.zeros((8, 32), f32)],
        [P(None, "model"), P("data")],
    )

    def padslice(x):
        y = jnp.pad(x, ((1, 1), (0, 0)))
        return y[2:10] + x[:8]

    save("padslice", padslice, [jnp.zeros((16, 32), f32)], [P("data", "model")])

    def cond(p, x, y):
        return jax.lax.cond(p, lambda a, b: a + b, lambda a, b: a * b, x, y)

    save(
        "cond",
        cond,
        [jnp.zeros((), jnp.bool_), jnp.zeros((16, 32), f32), jnp.zeros((16, 32), f32)],
        [None, P("data"), P(None, "model")],
    )

    def reshapes(x):
        y = x.reshape(2, 8, 4, 8)
        z = y.transpose(0, 2, 1, 3).reshape(8, 64)
        return jnp.exp(z)

    save("reshapes", reshapes, [jnp.zeros((16, 32), f32)], [P(("data", "model"), "pipe")])

    def mlp_out(x, w):
        return jnp.maximum(x @ w, 0.0)

    save(
        "mlp_out",
        mlp_out,
        [jnp.zeros((16, 32), f32), jnp.zeros((32, 64), f32)],
        [None, None],
        P("data", "model"),
    )

    def wsc(x, w):
        y = jax.lax.with_sharding_constraint(x @ w, NamedSharding(mesh, P("data", "model")))
        z = jax.lax.with_sharding_constraint(jnp.sin(y), NamedSharding(mesh, P(None, "pipe")))
        return z.sum(0)

    save("wsc", wsc, [jnp.zeros((16, 32), f32), jnp.zeros((32, 64), f32)], [None, None])


ZOO_MODELS = (
    "mlp", "mlp-train", "gpt-tiny", "gpt-tiny-train", "moe-tiny", "moe-tiny-train", "unet",
    "wresnet", "wresnet-train", "gpt-125m",
)  # fmt: skip


def write_zoo(out: Path) -> None:
    """Zoo models on data=2 x model=4, seeded data-parallel (`NAME.mlir`) and additionally with
    the first 2-D weight's columns on "model" (`NAME-tp.mlir`)."""
    from shardsat.experiments.zoo import load_model
    from shardsat.ir.mlir_export import export_mlir
    from shardsat.model.mesh import Mesh
    from shardsat.model.parse import parse_tensor_sharding

    for name in ZOO_MODELS:
        program = load_model(name, mesh=Mesh.of("mesh", data=2, model=4))
        main = program.main
        seeds = {
            a: main.arg_shardings[i] for i, a in enumerate(main.args) if i in main.arg_shardings
        }
        (out / f"{name}.mlir").write_text(export_mlir(program, seeds))
        for a in main.args:
            t = program.value(a).type
            if a not in seeds and t.rank == 2 and t.shape[1] % 4 == 0:
                seeds[a] = parse_tensor_sharding('<@mesh, [{?}, {"model", ?}]>')
                break
        (out / f"{name}-tp.mlir").write_text(export_mlir(program, seeds))


def main(argv: list[str] | None = None) -> int:
    args = sys.argv[1:] if argv is None else argv
    zoo = "--zoo" in args
    args = [a for a in args if a != "--zoo"]
    out = Path(args[0] if args else "greedy_corpus")
    out.mkdir(parents=True, exist_ok=True)
    if zoo:
        write_zoo(out)
        return 0
    write_2d(out)
    write_3d(out)
    return 0


if __name__ == "__main__":
    sys.exit(main())
