"""A blind corpus of plain jax.numpy programs for experiments/fidelity.py.

Written before the cost model was looked at or changed for it, to measure how the predicted
collective bytes hold up on programs the model was not written against. Each program is unlike
the development and held-out corpora of experiments/jax_programs.py: grouped-query attention
with rotary embeddings, RMSNorm + SwiGLU, cross-entropy over integer labels, a vocab-sharded
embedding table, batch-norm reductions over several axes, transposed and strided convolutions,
an einsum with two contracting dimensions, scatter-add, argmax/argsort, cumprod/reverse,
dynamic slices in a fori_loop, lax.cond, vmap'd per-example gradients, remat, two Adam steps
with weight decay, mixed bf16/f32, sizes that are not powers of two, and a 3-axis mesh.

`blind()` returns name -> `JaxCase` (the interface of `jax_programs.held_out()`); a case's
`mesh` is None for the default 2x4 mesh of the fidelity script.
"""

from __future__ import annotations

from typing import Any

from shardsat.experiments.jax_programs import (
    MESH_3D,
    JaxCase,
    _normal,
    _sgd,
    merged_cases,
    seeded_ints,
)


def _rms_norm(x, g):
    import jax.numpy as jnp

    return x * g / jnp.sqrt(jnp.mean(x * x, axis=-1, keepdims=True) + 1e-6)


def _rotary(x):
    """Rotate pairs of the last dim of `x` [b, s, h, d] by position-dependent angles."""
    import jax.numpy as jnp

    s, d = x.shape[1], x.shape[-1]
    freq = 1.0 / (10000.0 ** (jnp.arange(0, d, 2) / d))
    ang = jnp.arange(s)[:, None] * freq[None, :]  # [s, d/2]
    cos, sin = jnp.cos(ang)[None, :, None, :], jnp.sin(ang)[None, :, None, :]
    x1, x2 = x[..., 0::2], x[..., 1::2]
    return jnp.concatenate([x1 * cos - x2 * sin, x1 * sin + x2 * cos], axis=-1)


def _gqa_loss(p, x):
    """Grouped-query attention: 8 query heads share 2 key/value heads, rotary q and k."""
    import jax
    import jax.numpy as jnp

    b, s, d = x.shape
    hq, hkv, hd = 8, 2, d // 8
    q = _rotary((x @ p["wq"]).reshape(b, s, hq, hd))
    k = _rotary((x @ p["wk"]).reshape(b, s, hkv, hd))
    v = (x @ p["wv"]).reshape(b, s, hkv, hd)
    q = q.reshape(b, s, hkv, hq // hkv, hd)
    scores = jnp.einsum("bqgrd,bkgd->bgrqk", q, k) / jnp.sqrt(hd)
    a = jax.nn.softmax(scores, axis=-1)
    o = jnp.einsum("bgrqk,bkgd->bqgrd", a, v).reshape(b, s, d)
    return jnp.mean((o @ p["wo"]) ** 2)


def _swiglu_loss(p, x, y):
    """RMSNorm then a SwiGLU MLP, residual, squared error."""
    import jax
    import jax.numpy as jnp

    h = _rms_norm(x, p["g"])
    h = jax.nn.silu(h @ p["w_gate"]) * (h @ p["w_up"])
    return jnp.mean((x + h @ p["w_down"] - y) ** 2)


def _cross_entropy_loss(p, x, labels):
    """Softmax cross-entropy with integer labels: logsumexp minus the picked logit."""
    import jax.numpy as jnp
    from jax.scipy.special import logsumexp

    logits = jnp.tanh(x @ p["w1"]) @ p["w2"]  # [batch, vocab]
    picked = jnp.take_along_axis(logits, labels[:, None], axis=-1)[:, 0]
    return jnp.mean(logsumexp(logits, axis=-1) - picked)


def _embed_loss(p, tokens, y):
    """Embedding lookup in a (vocab-sharded) table, mean-pool, linear head."""
    import jax.numpy as jnp

    e = p["table"][tokens]  # [b, s, d]
    return jnp.mean((e.mean(axis=1) @ p["head"] - y) ** 2)


def _batchnorm_loss(p, x):
    """Batch-norm style statistics over batch, height and width of NHWC activations."""
    import jax.numpy as jnp

    mean = jnp.mean(x, axis=(0, 1, 2), keepdims=True)
    var = jnp.mean((x - mean) ** 2, axis=(0, 1, 2), keepdims=True)
    y = (x - mean) / jnp.sqrt(var + 1e-5) * p["scale"] + p["bias"]
    return jnp.mean(jnp.maximum(y, 0) @ p["proj"])


def _conv_transpose(x, k_down, k_up):
    """A stride-2 convolution followed by a stride-2 transposed convolution back up."""
    import jax

    dn = ("NHWC", "HWIO", "NHWC")
    h = jax.lax.conv_general_dilated(x, k_down, (2, 2), "SAME", dimension_numbers=dn)
    h = jax.nn.relu(h)
    return jax.lax.conv_transpose(h, k_up, (2, 2), "SAME", dimension_numbers=dn)


def _two_contract(x, w, v):
    """An einsum contracting two dimensions at once (heads and head_dim)."""
    import jax.numpy as jnp

    y = jnp.einsum("bshd,hde->bse", x, w)
    return jnp.einsum("bse,ef->bsf", jnp.tanh(y), v)


def _scatter_add(x, w, segments):
    """Segment sums by scatter-add: rows of x @ w are added into 16 buckets."""
    import jax.numpy as jnp

    h = x @ w
    out = jnp.zeros((16, h.shape[1]), h.dtype).at[segments].add(h)
    return out * 2.0


def _argmax_argsort(x, w):
    """Argmax over features and an argsort along the rows; gathers by the sorted order."""
    import jax.numpy as jnp

    h = x @ w
    best = jnp.argmax(h, axis=-1)
    order = jnp.argsort(h[:, 0])
    return h[order], best


def _cumprod_reverse(x):
    """cumprod along one axis, flip along the other, and a reversed cumsum."""
    import jax.numpy as jnp

    c = jnp.cumprod(1.0 + 0.01 * x, axis=1)
    r = jnp.flip(c, axis=0)
    return r + jnp.flip(jnp.cumsum(jnp.flip(x, axis=1), axis=1), axis=1)


def _fori_dynamic(x, w):
    """A fori_loop that reads a dynamic slice of rows each step and accumulates a matmul."""
    import jax
    import jax.numpy as jnp

    def body(i, acc):
        rows = jax.lax.dynamic_slice_in_dim(x, i * 16, 16, axis=0)
        return acc + jnp.tanh(rows @ w)

    return jax.lax.fori_loop(0, x.shape[0] // 16, body, jnp.zeros((16, w.shape[1]), x.dtype))


def _cond(x, w1, w2):
    """lax.cond on a data-dependent predicate choosing between two matmul branches."""
    import jax
    import jax.numpy as jnp

    return jax.lax.cond(jnp.sum(x) > 0, lambda a: a @ w1, lambda a: jnp.tanh(a) @ w2, x)


def _per_example_grads(w, x, y):
    """vmap of a per-example gradient (per-example gradient norms, DP-SGD style)."""
    import jax
    import jax.numpy as jnp

    def loss(w, xi, yi):
        return jnp.sum((jnp.tanh(xi @ w["a"]) @ w["b"] - yi) ** 2)

    grads = jax.vmap(jax.grad(loss), in_axes=(None, 0, 0))(w, x, y)
    return jax.tree.map(lambda g: jnp.sqrt(jnp.sum(g * g, axis=tuple(range(1, g.ndim)))), grads)


def _remat_loss(p, x):
    """Three residual MLP blocks, each under jax.checkpoint (recomputed on the backward pass)."""
    import jax
    import jax.numpy as jnp

    @jax.checkpoint
    def block(h, w1, w2):
        return h + jax.nn.gelu(h @ w1) @ w2

    for i in range(3):
        x = block(x, p["w1"][i], p["w2"][i])
    return jnp.mean(x**2)


def _adam_two_steps(params, m, v, x, y):
    """Two AdamW updates on one batch (carried params and moments), returns the new state."""
    import jax
    import jax.numpy as jnp

    def loss(p):
        return jnp.mean((jax.nn.relu(x @ p["w1"]) @ p["w2"] - y) ** 2)

    lr, b1, b2, wd = 1e-3, 0.9, 0.999, 0.01
    for t in (1, 2):
        g = jax.grad(loss)(params)
        m = jax.tree.map(lambda a, b: b1 * a + (1 - b1) * b, m, g)
        v = jax.tree.map(lambda a, b: b2 * a + (1 - b2) * b * b, v, g)

        def upd(p, mm, vv, t=t):
            mh, vh = mm / (1 - b1**t), vv / (1 - b2**t)
            return p - lr * (mh / (jnp.sqrt(vh) + 1e-8) + wd * p)

        params = jax.tree.map(upd, params, m, v)
    return params, m, v


def _mixed_precision_loss(p, x, y):
    """f32 master weights cast to bf16 for the matmuls, f32 accumulation and loss."""
    import jax.numpy as jnp

    xb = x.astype(jnp.bfloat16)
    h = jnp.dot(xb, p["w1"].astype(jnp.bfloat16), preferred_element_type=jnp.float32)
    h = jnp.maximum(h, 0).astype(jnp.bfloat16)
    out = jnp.dot(h, p["w2"].astype(jnp.bfloat16), preferred_element_type=jnp.float32)
    return jnp.mean((out - y) ** 2)


def _odd_mlp_loss(p, x, y):
    """An MLP whose sizes are 24, 12 and 6: only some dims divide the mesh axes."""
    import jax.numpy as jnp

    h = jnp.tanh(x @ p["w1"])  # [24, 12] -> [24, 48]
    h = jnp.tanh(h @ p["w2"])  # -> [24, 6]
    return jnp.mean((h @ p["w3"] - y) ** 2)  # -> [24, 12]


def _fsdp_tp_loss(p, x, y):
    """A two-layer MLP training loss for a data x fsdp x model mesh."""
    import jax
    import jax.numpy as jnp

    h = jax.nn.gelu(x @ p["w_in"])
    return jnp.mean((h @ p["w_out"] - y) ** 2)


_ints = seeded_ints(0)


def _zeros_like(tree: dict[str, Any]) -> dict[str, Any]:
    import jax
    import jax.numpy as jnp

    return jax.tree.map(jnp.zeros_like, tree)


def _cases_attention_mlp() -> dict[str, JaxCase]:
    d = 128
    return {
        "gqa-rotary-step": JaxCase(
            _sgd(_gqa_loss),
            (
                {
                    "wq": _normal(101, (d, d), 0.05),
                    "wk": _normal(102, (d, d // 4), 0.05),
                    "wv": _normal(103, (d, d // 4), 0.05),
                    "wo": _normal(104, (d, d), 0.05),
                },
                _normal(105, (8, 64, d)),
            ),
        ),
        "rmsnorm-swiglu-step": JaxCase(
            _sgd(_swiglu_loss),
            (
                {
                    "g": _normal(106, (192,), 0.1) + 1.0,
                    "w_gate": _normal(107, (192, 384), 0.05),
                    "w_up": _normal(108, (192, 384), 0.05),
                    "w_down": _normal(109, (384, 192), 0.05),
                },
                _normal(110, (96, 192)),
                _normal(111, (96, 192)),
            ),
        ),
        "cross-entropy-labels-step": JaxCase(
            _sgd(_cross_entropy_loss),
            (
                {"w1": _normal(112, (128, 256), 0.05), "w2": _normal(113, (256, 1000), 0.05)},
                _normal(114, (64, 128)),
                _ints(115, (64,), 1000),
            ),
        ),
    }


def _cases_embedding_norm_conv() -> dict[str, JaxCase]:
    from jax.sharding import PartitionSpec as P

    return {
        "embedding-vocab-sharded-step": JaxCase(
            _sgd(_embed_loss),
            (
                {"table": _normal(116, (512, 64), 0.1), "head": _normal(117, (64, 32), 0.1)},
                _ints(118, (16, 12), 512),
                _normal(119, (16, 32)),
            ),
            in_shardings=({"table": P("model", None), "head": None}, None, None),
        ),
        "batchnorm-axes-step": JaxCase(
            _sgd(_batchnorm_loss),
            (
                {
                    "scale": _normal(120, (32,), 0.1) + 1.0,
                    "bias": _normal(121, (32,), 0.1),
                    "proj": _normal(122, (32, 16), 0.1),
                },
                _normal(123, (16, 12, 12, 32)),
            ),
        ),
        "conv-transpose-strided": JaxCase(
            _conv_transpose,
            (
                _normal(124, (8, 16, 16, 8)),
                _normal(125, (3, 3, 8, 16), 0.1),
                _normal(126, (3, 3, 16, 8), 0.1),
            ),
        ),
        "einsum-two-contracting": JaxCase(
            _two_contract,
            (
                _normal(127, (8, 32, 4, 32)),
                _normal(128, (4, 32, 256), 0.05),
                _normal(129, (256, 128), 0.05),
            ),
        ),
    }


def _cases_index_scan() -> dict[str, JaxCase]:
    return {
        "scatter-add-segments": JaxCase(
            _scatter_add,
            (_normal(130, (256, 64)), _normal(131, (64, 128), 0.1), _ints(132, (256,), 16)),
        ),
        "argmax-argsort": JaxCase(
            _argmax_argsort, (_normal(133, (128, 64)), _normal(134, (64, 96), 0.1))
        ),
        "cumprod-reverse": JaxCase(_cumprod_reverse, (_normal(135, (64, 256)),)),
        "fori-dynamic-slice": JaxCase(
            _fori_dynamic, (_normal(136, (128, 64)), _normal(137, (64, 256), 0.1))
        ),
        "lax-cond": JaxCase(
            _cond,
            (_normal(138, (64, 128)), _normal(139, (128, 256), 0.1), _normal(140, (128, 256), 0.1)),
        ),
    }


def _cases_training() -> dict[str, JaxCase]:
    import jax.numpy as jnp

    adam_params = {"w1": _normal(141, (128, 256), 0.05), "w2": _normal(142, (256, 64), 0.05)}
    return {
        "vmap-per-example-grads": JaxCase(
            _per_example_grads,
            (
                {"a": _normal(143, (32, 64), 0.1), "b": _normal(144, (64, 16), 0.1)},
                _normal(145, (16, 32)),
                _normal(146, (16, 16)),
            ),
        ),
        "remat-blocks-step": JaxCase(
            _sgd(_remat_loss),
            (
                {"w1": _normal(147, (3, 128, 256), 0.05), "w2": _normal(148, (3, 256, 128), 0.05)},
                _normal(149, (64, 128)),
            ),
        ),
        "adamw-two-steps": JaxCase(
            _adam_two_steps,
            (
                adam_params,
                _zeros_like(adam_params),
                _zeros_like(adam_params),
                _normal(150, (64, 128)),
                _normal(151, (64, 64)),
            ),
            donate_argnums=(0, 1, 2),
        ),
        "mixed-bf16-f32-step": JaxCase(
            _sgd(_mixed_precision_loss),
            (
                {"w1": _normal(152, (128, 512), 0.05), "w2": _normal(153, (512, 128), 0.05)},
                _normal(154, (64, 128)),
                _normal(155, (64, 128)).astype(jnp.float32),
            ),
        ),
        "odd-sizes-step": JaxCase(
            _sgd(_odd_mlp_loss),
            (
                {
                    "w1": _normal(156, (12, 48), 0.1),
                    "w2": _normal(157, (48, 6), 0.1),
                    "w3": _normal(158, (6, 12), 0.1),
                },
                _normal(159, (24, 12)),
                _normal(160, (24, 12)),
            ),
        ),
        "fsdp-tp-3axis-step": JaxCase(
            _sgd(_fsdp_tp_loss),
            (
                {"w_in": _normal(161, (128, 512), 0.05), "w_out": _normal(162, (512, 128), 0.05)},
                _normal(163, (64, 128)),
                _normal(164, (64, 128)),
            ),
            mesh=MESH_3D,
        ),
    }


def blind() -> dict[str, JaxCase]:
    """The blind corpus, name -> JaxCase (see the module docstring)."""
    return merged_cases(
        _cases_attention_mlp,
        _cases_embedding_norm_conv,
        _cases_index_scan,
        _cases_training,
    )


def _mechanical_spec(leaf: Any, axes: tuple[tuple[str, int], ...]) -> Any:
    """dim 0 on the first mesh axis and the last dim (rank >= 2) on the last, where they divide."""
    from jax.sharding import PartitionSpec as P

    shape = getattr(leaf, "shape", ())
    if not shape:
        return None
    spec: list[str | None] = [None] * len(shape)
    (first, n_first), (last, n_last) = axes[0], axes[-1]
    if shape[0] % n_first == 0:
        spec[0] = first
    if len(shape) >= 2 and shape[-1] % n_last == 0:
        spec[-1] = last
    return P(*spec)


def blind_sharded(default_mesh: str = "data=2,model=4") -> dict[str, JaxCase]:
    """The blind programs with every input placed by one mechanical rule (`_mechanical_spec`)
    instead of left to the plan: the plans must then reshard between conflicting layouts, which
    the unconstrained plans (mostly replicated at these sizes) never do. Cases that already give
    in_shardings keep them."""
    import dataclasses

    import jax

    from shardsat.api import parse_mesh_axes

    out = {}
    for name, case in blind().items():
        mesh = parse_mesh_axes(case.mesh or default_mesh)
        axes = tuple((a.name, a.size) for a in mesh.axes)
        specs = case.in_shardings or tuple(
            jax.tree.map(lambda leaf, axes=axes: _mechanical_spec(leaf, axes), arg)
            for arg in case.args
        )
        out[name + "@sharded"] = dataclasses.replace(case, in_shardings=specs)
    return out
