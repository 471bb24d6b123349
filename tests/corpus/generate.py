"""Regenerate the JAX test corpus: `python tests/corpus/generate.py` (about 20 s on 2 cores).

Each program is lowered with `jax.jit(f, in_shardings=...).lower(*args).as_text()` on a 2x4 mesh
of 8 fake CPU devices (axes "data", "model") and written to `tests/corpus/<name>.mlir`, so tests
never need tracing. Shapes are small on purpose. Some programs pass in_shardings (so the text has
`sdy.sharding` on arguments) or use `with_sharding_constraint` (`sdy.sharding_constraint`).
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

os.environ.setdefault("XLA_FLAGS", "--xla_force_host_platform_device_count=8")
os.environ.setdefault("JAX_PLATFORMS", "cpu")

import jax  # noqa: E402
import jax.numpy as jnp  # noqa: E402
from jax.sharding import AxisType, NamedSharding  # noqa: E402
from jax.sharding import PartitionSpec as P  # noqa: E402

HERE = Path(__file__).parent
MESH = jax.make_mesh((2, 4), ("data", "model"), axis_types=(AxisType.Auto,) * 2)


def spec(*axes):
    return NamedSharding(MESH, P(*axes))


def f32(*shape):
    return jax.ShapeDtypeStruct(shape, jnp.float32)


def i32(*shape):
    return jax.ShapeDtypeStruct(shape, jnp.int32)


def mlp(x, w1, b1, w2):
    h = jax.nn.relu(x @ w1 + b1)
    return h @ w2


def attention(x, wq, wk, wv, wo):
    b, s, d = x.shape
    heads = 4
    q = (x @ wq).reshape(b, s, heads, d // heads)
    k = (x @ wk).reshape(b, s, heads, d // heads)
    v = (x @ wv).reshape(b, s, heads, d // heads)
    scores = jnp.einsum("bshd,bthd->bhst", q, k) / jnp.sqrt(d // heads)
    mask = jnp.tril(jnp.ones((s, s), bool))
    scores = jnp.where(mask, scores, -1e9)
    p = jax.nn.softmax(scores, axis=-1)
    o = jnp.einsum("bhst,bthd->bshd", p, v).reshape(b, s, d)
    return o @ wo


def layernorm_softmax(x, gamma, beta):
    mean = x.mean(-1, keepdims=True)
    var = ((x - mean) ** 2).mean(-1, keepdims=True)
    y = (x - mean) / jnp.sqrt(var + 1e-5) * gamma + beta
    return jax.nn.softmax(y, axis=-1)


def conv(x, w1, w2):
    dn = ("NHWC", "HWIO", "NHWC")
    y = jax.lax.conv_general_dilated(x, w1, (1, 1), "SAME", dimension_numbers=dn)
    y = jax.nn.relu(y)
    y = jax.lax.conv_general_dilated(y, w2, (2, 2), "SAME", dimension_numbers=dn)
    return jax.lax.reduce_window(y, -jnp.inf, jax.lax.max, (1, 2, 2, 1), (1, 2, 2, 1), "VALID")


def moe(x, router, experts):
    logits = x @ router  # tokens x experts
    expert = jnp.argmax(logits, axis=-1)
    gate = jax.nn.softmax(logits, axis=-1)
    w = experts[expert]  # gather: tokens x d x d
    y = jnp.einsum("td,tde->te", x, w) * jnp.take_along_axis(gate, expert[:, None], axis=1)
    counts = jnp.zeros((experts.shape[0],), jnp.float32).at[expert].add(1.0)  # scatter-add
    return y, counts


def cumsum_sort_topk(x):
    c = jnp.cumsum(x, axis=1)
    s = jnp.sort(x, axis=1)
    vals, idx = jax.lax.top_k(x, 3)
    order = jnp.argsort(x[:, 0])
    return c + s, vals, idx, order


def while_loop(x, w):
    def body(i, carry):
        return jnp.tanh(carry @ w) + i

    return jax.lax.fori_loop(0, 3, body, x)


def reshape_heavy(x):
    y = x.reshape(2, 4, 8, 4)
    y = jnp.transpose(y, (1, 0, 3, 2)).reshape(8, 32)
    z = y.reshape(4, 2, 32).sum(1)
    return jnp.concatenate([z, z[:, :16].reshape(4, 16)], axis=1).reshape(-1)


def train_step(params, x, y):
    def loss_fn(p):
        h = jnp.tanh(x @ p["w1"])
        pred = h @ p["w2"]
        return jnp.mean((pred - y) ** 2)

    loss, grads = jax.value_and_grad(loss_fn)(params)
    new = jax.tree_util.tree_map(lambda p, g: p - 0.1 * g, params, grads)
    return new, loss


def constraints(x, w):
    h = jax.lax.with_sharding_constraint(x @ w, spec("data", "model"))
    h = jnp.exp(h)
    return jax.lax.with_sharding_constraint(h.sum(0), spec(None))


def slicing(x, i):
    a = jax.lax.dynamic_slice(x, (i, 0), (4, 16))
    b = jax.lax.dynamic_update_slice(x, a * 2, (0, 0))
    c = jnp.pad(x[2:6], ((1, 1), (0, 0)))
    return b, c, jnp.flip(x, 0)


def linalg(a, b):
    spd = a @ a.T + 8 * jnp.eye(8)
    chol = jnp.linalg.cholesky(spd)
    sol = jax.scipy.linalg.solve_triangular(chol, b, lower=True)
    f = jnp.fft.rfft(b, axis=-1)
    return sol, jnp.abs(f), jnp.clip(b, -1.0, 1.0)


def embed_gather(table, ids, x):
    e = jnp.take(table, ids, axis=0)
    return jnp.where(x > 0, e, 0.0).astype(jnp.bfloat16)


def cond_barrier(x, p):
    y = jax.lax.cond(p > 0, lambda v: jnp.sin(v) @ v.T, lambda v: v @ v.T, x)
    y = jax.lax.optimization_barrier(y)
    z = jax.lax.switch(jnp.int32(p) % 3, [jnp.cos, jnp.tanh, jnp.exp], y)
    return jax.lax.rsqrt(jnp.abs(z) + 1.0)


PROGRAMS = {
    "mlp": (mlp, (f32(8, 16), f32(16, 32), f32(32), f32(32, 16)), (spec("data"), spec(None, "model"), None, None)),
    "attention": (attention, (f32(2, 8, 16), f32(16, 16), f32(16, 16), f32(16, 16), f32(16, 16)), (spec("data"), None, None, None, None)),
    "layernorm_softmax": (layernorm_softmax, (f32(8, 32), f32(32), f32(32)), None),
    "conv": (conv, (f32(2, 8, 8, 4), f32(3, 3, 4, 8), f32(3, 3, 8, 8)), (spec("data"), None, None)),
    "moe": (moe, (f32(16, 8), f32(8, 4), f32(4, 8, 8)), (spec("data"), None, spec("model"))),
    "cumsum_sort_topk": (cumsum_sort_topk, (f32(4, 16),), None),
    "while_loop": (while_loop, (f32(8, 16), f32(16, 16)), (spec("data"), None)),
    "reshape_heavy": (reshape_heavy, (f32(8, 32),), (spec("data"),)),
    "train_step": (train_step, ({"w1": f32(16, 32), "w2": f32(32, 4)}, f32(8, 16), f32(8, 4)), ({"w1": spec(None, "model"), "w2": spec("model")}, spec("data"), spec("data"))),
    "constraints": (constraints, (f32(8, 16), f32(16, 32)), None),
    "slicing": (slicing, (f32(8, 16), i32()), None),
    "linalg": (linalg, (f32(8, 8), f32(8, 16)), None),
    "cond_barrier": (cond_barrier, (f32(8, 16), f32()), (spec("data"), None)),
    "embed_gather": (embed_gather, (f32(32, 16), jax.ShapeDtypeStruct((8,), jnp.int32), f32(8, 16)), (None, spec("data"), spec("data"))),
}  # fmt: skip


def lower(name: str) -> str:
    fn, args, shardings = PROGRAMS[name]
    jitted = jax.jit(fn, in_shardings=shardings) if shardings is not None else jax.jit(fn)
    return jitted.lower(*args).as_text()


def main(names: list[str]) -> None:
    for name in names or list(PROGRAMS):
        text = lower(name)
        (HERE / f"{name}.mlir").write_text(text)
        print(f"{name}: {text.count(chr(10))} lines")


if __name__ == "__main__":
    main(sys.argv[1:])
