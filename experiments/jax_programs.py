"""JAX programs in plain jax.numpy for checking plans end to end (experiments/fidelity.py).

Two corpora, each a dict name -> `JaxCase(fn, args, in_shardings)`:
- `DEVELOPMENT`: the programs the JAX route (auto_shard, flattening, export) was built against;
- `HELD_OUT`: written after the cost model and the export were fixed, one per op family the
  development corpus does not cover (MoE routing, conv/pool, concat/slice/pad, dynamic slices,
  mid-program constraints, conflicting inputs, reshapes that need sub-axes), reported apart.
Shapes are small so XLA on 8 fake CPU devices compiles each in about a second.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

DEFAULT_CHECKS = frozenset(
    {
        "sort-cumsum-topk",
        "moe-gather",
        "concat-slice-pad",
        "dynamic-update-slice",
        "mid-program-constraint",
        "conflicting-inputs",
    }
)
"""The cases quick enough for the default test run (all of them run under `-m slow`)."""


@dataclass(frozen=True)
class JaxCase:
    """A function, example arguments (a tuple), optional PartitionSpec in_shardings, donated
    argument positions, and a mesh spec like "data=2,model=4" (None: the caller's default)."""

    fn: Callable[..., Any]
    args: tuple[Any, ...]
    in_shardings: Any = None
    donate_argnums: tuple[int, ...] = field(default=())
    mesh: str | None = None


def _key(i: int):
    import jax

    return jax.random.fold_in(jax.random.PRNGKey(0), i)


MESH_4X2 = "data=4,model=2"
MESH_8 = "data=8"
MESH_3D = "data=2,fsdp=2,model=2"
"""The corpora's meshes besides the fidelity script's default data=2,model=4."""


def seeded_ints(offset: int) -> Callable[..., Any]:
    """`ints(i, shape, high)`: int32 draws in [0, high) from key `offset + i`, a corpus's example
    indices (each corpus a module-level `_ints`, which its tests replace by zeros)."""

    def ints(i: int, shape: tuple[int, ...], high: int):
        import jax

        return jax.random.randint(_key(offset + i), shape, 0, high)

    return ints


def _normal(i: int, shape: tuple[int, ...], scale: float = 1.0):
    import jax

    return jax.random.normal(_key(i), shape) * scale


def layer_norm(h):
    """LayerNorm over the last dim without scale or bias (the blind corpora's shared block)."""
    import jax
    import jax.numpy as jnp

    mu = jnp.mean(h, axis=-1, keepdims=True)
    return (h - mu) * jax.lax.rsqrt(jnp.mean((h - mu) ** 2, axis=-1, keepdims=True) + 1e-5)


def cross_entropy(logits, labels):
    """Mean softmax cross-entropy of integer `labels` under `logits` [..., classes]."""
    import jax
    import jax.numpy as jnp

    picked = jnp.take_along_axis(logits, labels[..., None], axis=-1)[..., 0]
    return jnp.mean(jax.nn.logsumexp(logits, axis=-1) - picked)


def _sgd(loss: Callable[..., Any]) -> Callable[..., Any]:
    """A training step `(params, *batch) -> (params, loss)` of plain SGD on `loss`."""
    import jax

    def step(params, *batch):
        value, grads = jax.value_and_grad(loss)(params, *batch)
        return jax.tree.map(lambda p, g: p - 0.05 * g, params, grads), value

    return step


def _mlp_loss(p, x, y):
    import jax.numpy as jnp

    h = jnp.maximum(x @ p["w1"], 0)
    return jnp.mean((h @ p["w2"] - y) ** 2)


def _causal(p, x):
    import jax
    import jax.numpy as jnp

    b, s, d = x.shape
    q, k, v = ((x @ p[w]).reshape(b, s, 4, d // 4) for w in ("wq", "wk", "wv"))
    scores = jnp.einsum("bqhd,bkhd->bhqk", q, k) / 8.0
    mask = jnp.tril(jnp.ones((s, s), bool))
    a = jax.nn.softmax(jnp.where(mask, scores, -1e9), axis=-1)
    return jnp.einsum("bhqk,bkhd->bqhd", a, v).reshape(b, s, d) @ p["wo"]


def _causal_loss(p, x):
    import jax.numpy as jnp

    return jnp.mean(_causal(p, x) ** 2)


def _scan_loss(ws, x):
    import jax
    import jax.numpy as jnp

    def layer(h, w):
        return jnp.tanh(h @ w["a"]) @ w["b"], None

    h, _ = jax.lax.scan(layer, x, ws)
    return jnp.mean(h**2)


def _sort_cumsum_topk(x):
    import jax
    import jax.numpy as jnp

    values, _ = jax.lax.top_k(x, 4)
    return jnp.sort(x, axis=-1).sum(0) + jnp.cumsum(x, axis=0).sum(0), values


def merged_cases(*groups: Callable[[], dict[str, JaxCase]]) -> dict[str, JaxCase]:
    """The cases of every group, in order: how a corpus assembles its per-family groups."""
    return {name: case for group in groups for name, case in group().items()}


def development() -> dict[str, JaxCase]:
    d = 256
    return {
        "mlp-step": JaxCase(
            _sgd(_mlp_loss),
            (
                {"w1": _normal(1, (512, 1024), 0.03), "w2": _normal(2, (1024, 512), 0.03)},
                _normal(3, (256, 512)),
                _normal(4, (256, 512)),
            ),
        ),  # fmt: skip
        "causal-attention-step": JaxCase(
            _sgd(_causal_loss),
            (
                {w: _normal(i, (d, d), 0.05) for i, w in enumerate(("wq", "wk", "wv", "wo"))},
                _normal(9, (8, 128, d)),
            ),
        ),  # fmt: skip
        "scan-4-layers-step": JaxCase(
            _sgd(_scan_loss),
            (
                {"a": _normal(5, (4, 512, 1024), 0.03), "b": _normal(6, (4, 1024, 512), 0.03)},
                _normal(7, (256, 512)),
            ),
        ),  # fmt: skip
        "sort-cumsum-topk": JaxCase(_sort_cumsum_topk, (_normal(8, (512, 256)),)),
    }


def _moe_onehot(p, x):
    import jax
    import jax.numpy as jnp

    gate = jax.nn.one_hot(jnp.argmax(x @ p["router"], -1), 4)  # [tokens, experts]
    dispatched = jnp.einsum("te,td->etd", gate, x)
    hidden = jax.nn.relu(jnp.einsum("etd,edf->etf", dispatched, p["w_in"]))
    out = jnp.einsum("etf,efd->etd", hidden, p["w_out"])
    return jnp.mean(jnp.einsum("etd,te->td", out, gate) ** 2)


def _moe_gather(p, x):
    import jax.numpy as jnp

    expert = jnp.argmax(x @ p["router"], -1)  # [tokens]
    w = p["w"][expert]  # gather: [tokens, d, d]
    return jnp.mean(jnp.einsum("td,tde->te", x, w) ** 2)


def _conv_pool(p, x):
    import jax
    import jax.numpy as jnp

    y = jax.lax.conv_general_dilated(x, p["k"], (1, 1), "SAME",
                                     dimension_numbers=("NHWC", "HWIO", "NHWC"))  # fmt: skip
    y = jax.lax.reduce_window(jax.nn.relu(y), -jnp.inf, jax.lax.max, (1, 2, 2, 1), (1, 2, 2, 1),
                              "VALID")  # fmt: skip
    return jnp.mean((y.reshape(y.shape[0], -1) @ p["head"]) ** 2)


def _concat_slice_pad(x, y):
    import jax.numpy as jnp

    z = jnp.concatenate([x, y], axis=1)[:, 8:-8]
    return jnp.pad(z, ((0, 0), (4, 4))) * 2.0


def _dynamic_update(cache, update, i):
    import jax

    return jax.lax.dynamic_update_slice(cache, update, (0, i, 0)) * 1.5


def _mid_constraint(x, w):
    import jax
    from jax.sharding import PartitionSpec as P

    h = x @ w
    h = jax.lax.with_sharding_constraint(h, P(None, "model"))
    return (h * h) @ w.T


def _conflicting(x, w):
    return (x @ w).sum(0)


def _reshape_heads(x, w):
    import jax.numpy as jnp

    y = (x @ w).reshape(x.shape[0], 2, 3, -1)  # split 6 heads of the hidden dim as 2 x 3
    return jnp.tanh(y).sum(axis=(1, 2))


def held_out() -> dict[str, JaxCase]:
    import jax.numpy as jnp
    from jax.sharding import PartitionSpec as P

    return {
        "moe-onehot-step": JaxCase(
            _sgd(_moe_onehot),
            (
                {
                    "router": _normal(11, (128, 4)),
                    "w_in": _normal(12, (4, 128, 256), 0.05),
                    "w_out": _normal(13, (4, 256, 128), 0.05),
                },
                _normal(14, (256, 128)),
            ),
        ),  # fmt: skip
        "moe-gather": JaxCase(
            _moe_gather,
            (
                {"router": _normal(15, (64, 4)), "w": _normal(16, (4, 64, 64), 0.1)},
                _normal(17, (128, 64)),
            ),
        ),  # fmt: skip
        "conv-pool-step": JaxCase(
            _sgd(_conv_pool),
            (
                {"k": _normal(18, (3, 3, 8, 16), 0.1), "head": _normal(19, (8 * 8 * 16, 10), 0.02)},
                _normal(20, (16, 16, 16, 8)),
            ),
        ),  # fmt: skip
        "concat-slice-pad": JaxCase(
            _concat_slice_pad, (_normal(21, (64, 64)), _normal(22, (64, 64)))
        ),
        "dynamic-update-slice": JaxCase(
            _dynamic_update, (_normal(23, (8, 64, 128)), _normal(24, (8, 1, 128)), jnp.int32(5))
        ),
        "mid-program-constraint": JaxCase(
            _mid_constraint, (_normal(25, (128, 256)), _normal(26, (256, 512)))
        ),
        "conflicting-inputs": JaxCase(
            _conflicting,
            (_normal(27, (128, 256)), _normal(28, (256, 512))),
            in_shardings=(P("data", "model"), P("data", None)),
        ),  # fmt: skip
        "reshape-sub-axes": JaxCase(
            _reshape_heads, (_normal(29, (64, 128)), _normal(30, (128, 384)))
        ),
    }
