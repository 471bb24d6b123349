"""A second blind corpus of plain JAX programs for experiments/fidelity.py (corpus "blind2").

Written without reading the cost model or the solvers, so the predicted collective bytes are
checked on programs they were not written against. Each program is unlike those of
experiments/jax_programs.py and experiments/jax_programs_blind.py, and is something users write:
LayerNorm with bias and an erf-GELU MLP, a multi-query attention decoding step that writes a KV
cache with `lax.dynamic_update_slice`, blocked local attention built from `jnp.pad` and slices,
sort-based top-2 MoE routing with a capacity limit, a GRU under `lax.scan`, token selection by
`jnp.take_along_axis`, graph message passing with `jax.ops.segment_sum`, an int8-quantised
matmul with per-channel scales, a NCHW residual block with average pooling, space-to-depth and
depth-to-space reshapes, power iteration in a `while_loop` with a data-dependent stop, outer
products reduced to scalars, a vocab-sharded softmax with label smoothing, a depthwise 1-D
convolution of odd sizes, cross-attention of odd sequence lengths, and dropout drawn with
threefry on a constant key inside a training step.

The meshes differ from the 2x4 default (data=4 x model=2, data=8, data=2 x fsdp=2 x model=2),
and most cases give input shardings as a user would (a parameter laid out for tensor
parallelism, a batch on the data axis, a sequence or spatial dim split), so the plans have to
reshard between given layouts instead of replicating everything.

`blind2()` returns name -> `JaxCase` (the interface of `jax_programs.held_out()`);
a case's `mesh` is None for the default 2x4 mesh of the fidelity script.
"""

from __future__ import annotations

from shardsat.experiments.jax_programs import (
    MESH_3D,
    MESH_4X2,
    MESH_8,
    JaxCase,
    _normal,
    _sgd,
    merged_cases,
    seeded_ints,
)

_ints = seeded_ints(1000)


# --- dense layers and attention --------------------------------------------------------------


def _ln_gelu_loss(p, x, y):
    """LayerNorm (scale and bias), erf-GELU MLP with biases, residual, squared error."""
    import jax
    import jax.numpy as jnp

    mu = jnp.mean(x, axis=-1, keepdims=True)
    var = jnp.mean((x - mu) ** 2, axis=-1, keepdims=True)
    h = (x - mu) * jax.lax.rsqrt(var + 1e-5) * p["ln_g"] + p["ln_b"]
    h = jax.nn.gelu(h @ p["w1"] + p["b1"], approximate=False)
    return jnp.mean((x + h @ p["w2"] + p["b2"] - y) ** 2)


def _mqa_decode(p, x, k_cache, v_cache, pos):
    """One decoding step of multi-query attention: 8 query heads, one shared key/value head;
    the new key and value are written into the caches at `pos`, positions after it masked."""
    import jax
    import jax.numpy as jnp

    b, _, d = x.shape
    heads, hd = 8, k_cache.shape[-1]
    q = (x @ p["wq"]).reshape(b, heads, hd)
    k_cache = jax.lax.dynamic_update_slice(k_cache, x @ p["wk"], (0, pos, 0))
    v_cache = jax.lax.dynamic_update_slice(v_cache, x @ p["wv"], (0, pos, 0))
    scores = jnp.einsum("bhd,bsd->bhs", q, k_cache) / jnp.sqrt(float(hd))
    valid = jnp.arange(k_cache.shape[1]) <= pos
    a = jax.nn.softmax(jnp.where(valid[None, None, :], scores, -1e30), axis=-1)
    o = jnp.einsum("bhs,bsd->bhd", a, v_cache).reshape(b, 1, heads * hd)
    return o @ p["wo"], k_cache, v_cache


def _local_attention(x, w_qkv, w_o):
    """Blocked sliding-window attention: each query sees the `blk` keys before it (its own
    block and the previous one), built with jnp.pad + slices and a banded mask."""
    import jax
    import jax.numpy as jnp

    b, s, d = x.shape
    blk = 16
    nb = s // blk
    q, k, v = jnp.split(x @ w_qkv, 3, axis=-1)
    q = q.reshape(b, nb, blk, d)

    def windows(t):
        padded = jnp.pad(t, ((0, 0), (blk, 0), (0, 0)))
        prev = padded[:, :s].reshape(b, nb, blk, d)
        cur = padded[:, blk:].reshape(b, nb, blk, d)
        return jnp.concatenate([prev, cur], axis=2)  # [b, nb, 2 blk, d]

    scores = jnp.einsum("bnqd,bnkd->bnqk", q, windows(k)) / jnp.sqrt(float(d))
    qi = jnp.arange(blk)[:, None]
    kj = jnp.arange(2 * blk)[None, :]
    band = (kj > qi) & (kj <= qi + blk)
    a = jax.nn.softmax(jnp.where(band, scores, -1e9), axis=-1)
    o = jnp.einsum("bnqk,bnkd->bnqd", a, windows(v)).reshape(b, s, d)
    return o @ w_o


def _cross_attention_loss(p, dec, enc):
    """Decoder queries attend to encoder keys/values (sequence lengths 21 and 35), residual."""
    import jax
    import jax.numpy as jnp

    b, t, d = dec.shape
    s, heads = enc.shape[1], 4
    q = (dec @ p["wq"]).reshape(b, t, heads, d // heads)
    k, v = jnp.split(enc @ p["wkv"], 2, axis=-1)
    k = k.reshape(b, s, heads, d // heads)
    v = v.reshape(b, s, heads, d // heads)
    a = jax.nn.softmax(jnp.einsum("bthd,bshd->bhts", q, k) / jnp.sqrt(d / heads), axis=-1)
    o = jnp.einsum("bhts,bshd->bthd", a, v).reshape(b, t, d)
    return jnp.mean((dec + o @ p["wo"]) ** 2)


# --- routing, gathers, segments -------------------------------------------------------------


def _moe_top2(p, x):
    """Top-2 routing with a capacity limit, dispatched by sorting assignments by expert:
    each expert takes at most `cap` tokens, overflow is dropped, outputs are gate-weighted."""
    import jax
    import jax.numpy as jnp

    t, d = x.shape
    e = p["router"].shape[1]
    cap = 2 * t // e
    gate, expert = jax.lax.top_k(jax.nn.softmax(x @ p["router"], axis=-1), 2)  # [t, 2]
    flat_e = expert.reshape(-1)  # [2t], token-major
    order = jnp.argsort(flat_e, stable=True)
    counts = jnp.zeros((e,), jnp.int32).at[flat_e].add(1)
    starts = jnp.cumsum(counts) - counts
    pos_sorted = jnp.arange(2 * t) - starts[flat_e[order]]
    pos = jnp.zeros((2 * t,), jnp.int32).at[order].set(pos_sorted)
    keep = pos < cap
    slot = jnp.where(keep, flat_e * cap + pos, e * cap)  # e * cap: out of range, dropped
    token = jnp.arange(2 * t) // 2
    buf = jnp.zeros((e * cap, d), x.dtype).at[slot].set(x[token], mode="drop")
    h = jax.nn.gelu(jnp.einsum("ecd,edf->ecf", buf.reshape(e, cap, d), p["w_in"]))
    y = jnp.einsum("ecf,efd->ecd", h, p["w_out"]).reshape(e * cap, d)
    back = y.at[slot].get(mode="fill", fill_value=0.0)
    return (back * (gate.reshape(-1) * keep)[:, None]).reshape(t, 2, d).sum(axis=1)


def _select_tokens(x, w, scorer):
    """Score tokens, keep the top 12 of each sequence by jnp.take_along_axis, pool them."""
    import jax
    import jax.numpy as jnp

    h = jnp.tanh(x @ w)  # [b, s, f]
    _, idx = jax.lax.top_k(h @ scorer, 12)  # [b, 12]
    picked = jnp.take_along_axis(h, idx[:, :, None], axis=1)  # [b, 12, f]
    return picked.mean(axis=1), jnp.take_along_axis(x[..., 0], idx, axis=1)


def _gnn_loss(p, h, src, dst, y):
    """Two rounds of message passing on a graph given as edge lists: gather the source node,
    transform, sum into the destination with jax.ops.segment_sum."""
    import jax
    import jax.numpy as jnp

    n = h.shape[0]
    for i in range(2):
        msg = h[src] @ p["w_msg"][i]
        agg = jax.ops.segment_sum(msg, dst, num_segments=n)
        h = jax.nn.relu(agg + h @ p["w_self"][i])
    return jnp.mean((h - y) ** 2)


# --- numerics -------------------------------------------------------------------------------


def _quantize_rows(x):
    import jax.numpy as jnp

    scale = jnp.max(jnp.abs(x), axis=-1, keepdims=True) / 127.0 + 1e-8
    return jnp.clip(jnp.round(x / scale), -127, 127).astype(jnp.int8), scale


def _int8_mlp(x, wq1, s1, wq2, s2):
    """Two int8 weight matrices with per-output-channel scales; activations quantised per row
    on the fly; the matmuls run on float casts of the int8 values."""
    import jax
    import jax.numpy as jnp

    xq, xs = _quantize_rows(x)
    h = jax.nn.relu((xq.astype(jnp.float32) @ wq1.astype(jnp.float32)) * xs * s1[None, :])
    hq, hs = _quantize_rows(h)
    return (hq.astype(jnp.float32) @ wq2.astype(jnp.float32)) * hs * s2[None, :]


def _dropout_loss(p, x, y, step):
    """An MLP with dropout whose mask is drawn with threefry inside the step (key folded with
    the step number)."""
    import jax
    import jax.numpy as jnp

    key = jax.random.fold_in(jax.random.PRNGKey(42), step)
    h = jax.nn.relu(x @ p["w1"])
    keep = jax.random.bernoulli(key, 0.9, h.shape)
    h = jnp.where(keep, h / 0.9, 0.0)
    return jnp.mean((h @ p["w2"] - y) ** 2)


def _outer_scalars(u, v, a):
    """Outer products and reductions to scalars: <u v^T, A>, u . (A v), max|A| * ||u v^T||,
    and a column mean scaled by min(u)."""
    import jax.numpy as jnp

    o = jnp.outer(u, v)
    s1 = jnp.sum(o * a) + jnp.vdot(u, a @ v)
    s2 = jnp.max(jnp.abs(a)) * jnp.sqrt(jnp.sum(o * o))
    return s1, s2, jnp.mean(a, axis=0) * jnp.min(u)


def _label_smoothing_loss(p, x, labels):
    """Cross-entropy against label-smoothed one-hot targets over a 1000-word vocab."""
    import jax
    import jax.numpy as jnp

    eps = 0.1
    logits = jax.nn.gelu(x @ p["w"]) @ p["out"]  # [b, vocab]
    vocab = logits.shape[-1]
    target = jax.nn.one_hot(labels, vocab) * (1 - eps) + eps / vocab
    return -jnp.mean(jnp.sum(target * jax.nn.log_softmax(logits, axis=-1), axis=-1))


def _power_iteration(a, v0):
    """Power iteration until the vector moves less than 1e-4 (at most 50 steps): a while_loop
    whose trip count depends on the data; returns the Rayleigh quotient and the vector."""
    import jax
    import jax.numpy as jnp

    def cond(state):
        i, _, delta = state
        return (i < 50) & (delta > 1e-4)

    def body(state):
        i, v, _ = state
        w = a @ v
        w = w / jnp.sqrt(jnp.sum(w * w))
        return i + 1, w, jnp.max(jnp.abs(w - v))

    _, v, _ = jax.lax.while_loop(cond, body, (jnp.int32(0), v0, jnp.float32(jnp.inf)))
    return v @ (a @ v), v


def _gru_loss(p, xs, y):
    """A GRU cell over 6 time steps under lax.scan; the mean hidden state feeds a linear head."""
    import jax
    import jax.numpy as jnp

    def cell(h, x):
        z, r = jnp.split(jax.nn.sigmoid(x @ p["wx_zr"] + h @ p["wh_zr"] + p["b_zr"]), 2, axis=-1)
        n = jnp.tanh(x @ p["wx_n"] + (r * h) @ p["wh_n"] + p["b_n"])
        h = (1 - z) * n + z * h
        return h, h

    h0 = jnp.zeros((xs.shape[1], p["wh_n"].shape[0]), xs.dtype)
    _, hs = jax.lax.scan(cell, h0, xs)
    return jnp.mean((hs.mean(axis=0) @ p["head"] - y) ** 2)


# --- convolutions and layout ----------------------------------------------------------------


def _resblock_loss(p, x):
    """NCHW residual block: two SAME 3x3 convs, skip connection, 2x2 average pool, head."""
    import jax
    import jax.numpy as jnp

    dn = ("NCHW", "OIHW", "NCHW")
    y = jax.nn.relu(jax.lax.conv_general_dilated(x, p["k1"], (1, 1), "SAME", dimension_numbers=dn))
    y = jax.lax.conv_general_dilated(y, p["k2"], (1, 1), "SAME", dimension_numbers=dn)
    y = jax.nn.relu(x + y)
    y = jax.lax.reduce_window(y, 0.0, jax.lax.add, (1, 1, 2, 2), (1, 1, 2, 2), "VALID") / 4.0
    return jnp.mean((y.mean(axis=(2, 3)) @ p["head"]) ** 2)


def _space_to_depth(x, w):
    """Space-to-depth (2x2 blocks into channels), a per-pixel linear map, depth-to-space back."""
    import jax.numpy as jnp

    b, hh, ww, c = x.shape
    y = x.reshape(b, hh // 2, 2, ww // 2, 2, c).transpose(0, 1, 3, 2, 4, 5)
    y = jnp.tanh(y.reshape(b, hh // 2, ww // 2, 4 * c) @ w)
    c2 = y.shape[-1] // 4
    z = y.reshape(b, hh // 2, ww // 2, 2, 2, c2).transpose(0, 1, 3, 2, 4, 5)
    return z.reshape(b, hh, ww, c2)


def _depthwise_conv1d(x, k, w):
    """A depthwise 1-D convolution (feature_group_count = channels) over 30 steps of 20
    channels, SiLU, a 20 -> 36 projection."""
    import jax

    y = jax.lax.conv_general_dilated(
        x, k, (1,), "SAME", dimension_numbers=("NWC", "WIO", "NWC"), feature_group_count=x.shape[-1]
    )
    return jax.nn.silu(y) @ w


# --- the cases ------------------------------------------------------------------------------


def _cases_dense() -> dict[str, JaxCase]:
    from jax.sharding import PartitionSpec as P

    d = 64
    return {
        "layernorm-gelu-mlp-step": JaxCase(
            _sgd(_ln_gelu_loss),
            (
                {
                    "ln_g": _normal(201, (128,), 0.1) + 1.0,
                    "ln_b": _normal(202, (128,), 0.1),
                    "w1": _normal(203, (128, 512), 0.05),
                    "b1": _normal(204, (512,), 0.1),
                    "w2": _normal(205, (512, 128), 0.05),
                    "b2": _normal(206, (128,), 0.1),
                },
                _normal(207, (64, 128)),
                _normal(208, (64, 128)),
            ),
            mesh=MESH_4X2,
        ),
        "mqa-decode-kv-cache": JaxCase(
            _mqa_decode,
            (
                {
                    "wq": _normal(209, (128, 128), 0.05),
                    "wk": _normal(210, (128, 16), 0.05),
                    "wv": _normal(211, (128, 16), 0.05),
                    "wo": _normal(212, (128, 128), 0.05),
                },
                _normal(213, (8, 1, 128)),
                _normal(214, (8, 64, 16)),
                _normal(215, (8, 64, 16)),
                _ints(216, (), 64).astype("int32"),
            ),
            in_shardings=(
                {"wq": P(None, "model"), "wk": None, "wv": None, "wo": P("model", None)},
                P("data", None, None),
                P("data", None, None),
                P("data", None, None),
                None,
            ),
            donate_argnums=(2, 3),
        ),
        "local-attention-pad-slice": JaxCase(
            _local_attention,
            (_normal(217, (4, 128, d)), _normal(218, (d, 3 * d), 0.05), _normal(219, (d, d), 0.05)),
            in_shardings=(P("data", "model", None), None, None),
        ),
        "cross-attention-odd-3axis-step": JaxCase(
            _sgd(_cross_attention_loss),
            (
                {
                    "wq": _normal(220, (d, d), 0.05),
                    "wkv": _normal(221, (d, 2 * d), 0.05),
                    "wo": _normal(222, (d, d), 0.05),
                },
                _normal(223, (8, 21, d)),
                _normal(224, (8, 35, d)),
            ),
            in_shardings=(
                {"wq": P("fsdp", "model"), "wkv": P("fsdp", "model"), "wo": P("model", "fsdp")},
                P("data", None, None),
                P("data", None, None),
            ),
            mesh=MESH_3D,
        ),
    }


def _cases_routing() -> dict[str, JaxCase]:
    from jax.sharding import PartitionSpec as P

    return {
        "moe-top2-capacity-sort": JaxCase(
            _moe_top2,
            (
                {
                    "router": _normal(225, (64, 4)),
                    "w_in": _normal(226, (4, 64, 128), 0.05),
                    "w_out": _normal(227, (4, 128, 64), 0.05),
                },
                _normal(228, (64, 64)),
            ),
            in_shardings=(
                {"router": None, "w_in": P("model", None, None), "w_out": P("model", None, None)},
                P("data", None),
            ),
        ),
        "take-along-axis-topk-tokens": JaxCase(
            _select_tokens,
            (_normal(229, (8, 48, 32)), _normal(230, (32, 64), 0.1), _normal(231, (64,))),
            in_shardings=(P("data", None, None), None, None),
            mesh=MESH_8,
        ),
        "gnn-segment-sum-step": JaxCase(
            _sgd(_gnn_loss),
            (
                {"w_msg": _normal(232, (2, 32, 32), 0.1), "w_self": _normal(233, (2, 32, 32), 0.1)},
                _normal(234, (64, 32)),
                _ints(235, (256,), 64),
                _ints(236, (256,), 64),
                _normal(237, (64, 32)),
            ),
            in_shardings=(None, None, P("data"), P("data"), None),
            mesh=MESH_8,
        ),
    }


def _cases_numerics() -> dict[str, JaxCase]:
    import jax.numpy as jnp
    from jax.sharding import PartitionSpec as P

    def int8(i, shape):
        return jnp.clip(jnp.round(_normal(i, shape) * 40.0), -127, 127).astype(jnp.int8)

    return {
        "int8-per-channel-matmul": JaxCase(
            _int8_mlp,
            (
                _normal(238, (64, 256)),
                int8(239, (256, 512)),
                jnp.abs(_normal(240, (512,), 0.01)) + 1e-3,
                int8(241, (512, 256)),
                jnp.abs(_normal(242, (256,), 0.01)) + 1e-3,
            ),
            in_shardings=(P("data", None), P(None, "model"), P("model"), P("model", None), None),
        ),
        "outer-products-to-scalars": JaxCase(
            _outer_scalars,
            (_normal(247, (128,)), _normal(248, (96,)), _normal(249, (128, 96))),
            in_shardings=(P("data"), P("model"), P(("data", "fsdp"), "model")),
            mesh=MESH_3D,
        ),
        "label-smoothing-vocab-step": JaxCase(
            _sgd(_label_smoothing_loss),
            (
                {"w": _normal(250, (64, 128), 0.05), "out": _normal(251, (128, 1000), 0.05)},
                _normal(252, (32, 64)),
                _ints(253, (32,), 1000),
            ),
            in_shardings=({"w": None, "out": P(None, "model")}, P("data", None), P("data")),
            mesh=MESH_4X2,
        ),
        "power-iteration-while": JaxCase(
            _power_iteration,
            (_symmetric(254, 256), _normal(255, (256,))),
            in_shardings=(P("data", "model"), None),
        ),
        "gru-scan-step": JaxCase(
            _sgd(_gru_loss),
            (
                {
                    "wx_zr": _normal(256, (32, 128), 0.1),
                    "wh_zr": _normal(257, (64, 128), 0.1),
                    "b_zr": _normal(258, (128,), 0.1),
                    "wx_n": _normal(259, (32, 64), 0.1),
                    "wh_n": _normal(260, (64, 64), 0.1),
                    "b_n": _normal(261, (64,), 0.1),
                    "head": _normal(262, (64, 16), 0.1),
                },
                _normal(263, (6, 32, 32)),
                _normal(264, (32, 16)),
            ),
            in_shardings=(None, P(None, "data", None), P("data", None)),
            mesh=MESH_4X2,
        ),
    }


def _symmetric(i: int, n: int):
    m = _normal(i, (n, n))
    return (m @ m.T) / n


def _cases_conv_layout() -> dict[str, JaxCase]:
    from jax.sharding import PartitionSpec as P

    return {
        "resblock-avgpool-nchw-step": JaxCase(
            _sgd(_resblock_loss),
            (
                {
                    "k1": _normal(265, (16, 16, 3, 3), 0.1),
                    "k2": _normal(266, (16, 16, 3, 3), 0.1),
                    "head": _normal(267, (16, 10), 0.1),
                },
                _normal(268, (8, 16, 12, 12)),
            ),
            in_shardings=(None, P("data", None, "model", None)),
        ),
        "space-to-depth-shuffle": JaxCase(
            _space_to_depth,
            (_normal(269, (4, 16, 16, 8)), _normal(270, (32, 32), 0.1)),
            in_shardings=(P("data", "model", None, None), None),
        ),
        "depthwise-conv1d-odd": JaxCase(
            _depthwise_conv1d,
            (_normal(271, (6, 30, 20)), _normal(272, (5, 1, 20), 0.2), _normal(273, (20, 36), 0.1)),
            in_shardings=(P("data", None, "model"), P(None, None, "model"), None),
        ),
    }


def _cases_random() -> dict[str, JaxCase]:
    """Dropout drawn with threefry inside a training step on data=4 x model=2 (an inlined,
    deep constant DAG for constant splitting)."""
    import jax.numpy as jnp
    from jax.sharding import PartitionSpec as P

    return {
        "dropout-threefry-step": JaxCase(
            _sgd(_dropout_loss),
            (
                {"w1": _normal(243, (128, 256), 0.05), "w2": _normal(244, (256, 64), 0.05)},
                _normal(245, (64, 128)),
                _normal(246, (64, 64)),
                jnp.int32(3),
            ),
            in_shardings=(
                {"w1": P(None, "model"), "w2": P("model", None)},
                P("data", None),
                P("data", None),
                None,
            ),
            mesh=MESH_4X2,
        ),
    }


def blind2() -> dict[str, JaxCase]:
    """The second blind corpus, name -> JaxCase (see the module docstring)."""
    return merged_cases(
        _cases_dense,
        _cases_routing,
        _cases_numerics,
        _cases_conv_layout,
        _cases_random,
    )
