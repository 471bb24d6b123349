"""A fourth blind corpus of plain JAX programs for experiments/fidelity.py (corpus "blind4").

Written without reading the cost model or the solvers, so the predicted collective bytes are
checked on programs they were not written against. Each program is unlike those of
experiments/jax_programs.py and experiments/jax_programs_blind{,2,3}.py, and is something users
write: a T5-style encoder-decoder (relative position bias gathered from a bucket table with
`jnp.take`, a causal decoder mask from `jnp.tril`, cross-attention between sequences of 24 and
16 positions), multi-query attention `vmap`-ed over the query heads with a sliding-window band
mask, GShard top-2 routing whose capacity slots come from `jnp.cumsum` and whose dispatch and
combine are einsums, pre-LayerNorm blocks under `jax.checkpoint` with the affine parameters
FSDP-sharded, a `jnp.take` embedding tied to the output projection with a label-smoothed
cross-entropy over a vocab split on a 3-axis mesh, a Conformer convolution module (GLU, a
dilated depthwise conv1d with `feature_group_count`, batch norm) on a time-split audio batch,
`jnp.pad(mode="reflect")` before a conv and a count-excluding 3x3 average pool by
`lax.reduce_window`, a bidirectional LSTM (a forward and a `reverse=True` `lax.scan`) with the
batch split, greedy decoding in a `lax.fori_loop` writing a donated KV cache by
`lax.dynamic_update_slice`, a Spearman correlation from `jnp.argsort` of `jnp.argsort` and a
trimmed mean by `jnp.sort` along a split dim, bf16 attention pooling trained through a bf16
`jax.nn.softmax`, three-operand `jnp.einsum`s, per-document mean pooling of packed sequences by
`jax.ops.segment_sum`, token reshapes that merge a sharded dim with an unsharded one, a hidden
dim of 30 constrained onto 4 devices (uneven), and length masks by `jnp.where` with prefix
means by a `jnp.tril` matmul.

The meshes differ (data=2 x model=4, data=4 x model=2, data=8, data=2 x fsdp=2 x model=2). Most
cases give input shardings as a user would (parameters laid out for tensor parallelism or FSDP,
the batch on the data axis, a sequence or spatial dim split); two give none, so the plan chooses
every layout.

`blind4()` returns name -> `JaxCase` (the interface of `jax_programs.held_out()`);
a case's `mesh` is None for the default 2x4 mesh of the fidelity script.
"""

from __future__ import annotations

import functools

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

_ints = seeded_ints(3000)


# --- attention ------------------------------------------------------------------------------


def _t5_bucket(rel, num_buckets: int, max_distance: int, bidirectional: bool):
    """T5's relative position bucket: exact buckets for small distances, log-spaced up to
    `max_distance`, one half of the buckets per direction when bidirectional."""
    import jax.numpy as jnp

    n = num_buckets
    ret = jnp.zeros_like(rel)
    if bidirectional:
        n //= 2
        ret = (rel > 0).astype(jnp.int32) * n
        rel = jnp.abs(rel)
    else:
        rel = -jnp.minimum(rel, 0)
    exact = n // 2
    log_ratio = jnp.log(jnp.maximum(rel, 1).astype(jnp.float32) / exact) / jnp.log(
        max_distance / exact
    )
    large = jnp.minimum(exact + (log_ratio * (n - exact)).astype(jnp.int32), n - 1)
    return ret + jnp.where(rel < exact, rel, large)


def _rel_bias(table, q_len: int, k_len: int, bidirectional: bool):
    """[heads, q, k] bias gathered from a [buckets, heads] table with jnp.take."""
    import jax.numpy as jnp

    rel = jnp.arange(k_len)[None, :] - jnp.arange(q_len)[:, None]
    buckets = _t5_bucket(rel, table.shape[0], 32, bidirectional)
    return jnp.take(table, buckets, axis=0).transpose(2, 0, 1)


def _mha(w, xq, xkv, heads: int, bias=None, mask=None):
    """Multi-head attention of `xq` [b, q, d] over `xkv` [b, k, d], optional bias and mask."""
    import jax
    import jax.numpy as jnp

    b, sq, d = xq.shape
    sk, hd = xkv.shape[1], d // heads
    q = (xq @ w["q"]).reshape(b, sq, heads, hd)
    k = (xkv @ w["k"]).reshape(b, sk, heads, hd)
    v = (xkv @ w["v"]).reshape(b, sk, heads, hd)
    scores = jnp.einsum("bqhd,bkhd->bhqk", q, k)
    if bias is not None:
        scores = scores + bias[None]
    if mask is not None:
        scores = jnp.where(mask, scores, -1e9)
    a = jax.nn.softmax(scores, axis=-1)
    return jnp.einsum("bhqk,bkhd->bqhd", a, v).reshape(b, sq, d) @ w["o"]


def _t5_loss(p, src, tgt_in, tgt_out):
    """A one-layer T5: encoder self-attention with a bidirectional relative bias; decoder
    causal self-attention (jnp.tril mask) with a unidirectional bias, then cross-attention
    over the 24 encoder positions from the 16 decoder positions; squared error."""
    import jax.numpy as jnp

    h = 4
    se, sd = src.shape[1], tgt_in.shape[1]
    enc = src + _mha(p["enc"], src, src, h, bias=_rel_bias(p["enc_rel"], se, se, True))
    causal = jnp.tril(jnp.ones((sd, sd), bool))
    dec_bias = _rel_bias(p["dec_rel"], sd, sd, False)
    dec = tgt_in + _mha(p["self"], tgt_in, tgt_in, h, bias=dec_bias, mask=causal)
    dec = dec + _mha(p["cross"], dec, enc, h)
    return jnp.mean((dec @ p["out"] - tgt_out) ** 2)


def _mqa_window(p, x):
    """Multi-query attention with one key/value head shared by 8 query heads: the per-head
    attention is written for one head and jax.vmap-ed over the head axis; a sliding-window
    band mask (|i - j| <= 4) by jnp.where."""
    import jax
    import jax.numpy as jnp

    b, s, d = x.shape
    heads, window = 8, 4
    hd = d // heads
    q = (x @ p["wq"]).reshape(b, s, heads, hd)
    k, v = x @ p["wk"], x @ p["wv"]  # [b, s, hd]
    pos = jnp.arange(s)
    band = jnp.abs(pos[:, None] - pos[None, :]) <= window

    def one_head(qh):
        scores = jnp.einsum("bqd,bkd->bqk", qh, k) * hd**-0.5
        a = jax.nn.softmax(jnp.where(band, scores, -jnp.inf), axis=-1)
        return jnp.einsum("bqk,bkd->bqd", a, v)

    o = jax.vmap(one_head, in_axes=2, out_axes=2)(q)  # [b, s, heads, hd]
    return x + o.reshape(b, s, d) @ p["wo"]


def _attn_pool_loss(p, x, y):
    """Attention pooling in bf16: 4 learned queries attend over the sequence, the softmax in
    bf16, the pooled vectors flattened into a head; the loss in float32."""
    import jax
    import jax.numpy as jnp

    b, _, d = x.shape
    k, v = x @ p["wk"], x @ p["wv"]
    scores = jnp.einsum("bsd,qd->bqs", k, p["query"]) / jnp.sqrt(jnp.bfloat16(d))
    a = jax.nn.softmax(scores, axis=-1)
    pooled = jnp.einsum("bqs,bsd->bqd", a, v).reshape(b, -1)
    return jnp.mean(((pooled @ p["head"]).astype(jnp.float32) - y) ** 2)


def _bilinear_three(x, w, y, w2):
    """Three-operand einsums: bilinear scores x W y^T, then softmax(scores) . y . W2."""
    import jax
    import jax.numpy as jnp

    scores = jnp.einsum("bsd,de,bte->bst", x, w, y)
    a = jax.nn.softmax(scores / jnp.sqrt(x.shape[-1]), axis=-1)
    return jnp.einsum("bst,bte,ef->bsf", a, y, w2)


def _masked_prefix_mean(p, x, lengths):
    """Padded sequences of given lengths: padding zeroed by jnp.where, the running mean of the
    valid tokens by a jnp.tril matmul over the sequence, a tanh layer, the masked mean pooled
    into an output layer."""
    import jax.numpy as jnp

    s = x.shape[1]
    valid = jnp.arange(s)[None, :] < lengths[:, None]  # [b, s]
    x = jnp.where(valid[..., None], x, 0.0)
    prefix = jnp.einsum("ts,bsd->btd", jnp.tril(jnp.ones((s, s), x.dtype)), x)
    count = jnp.maximum(jnp.cumsum(valid, axis=1), 1)[..., None]
    h = jnp.tanh((prefix / count) @ p["w"])
    pooled = jnp.sum(jnp.where(valid[..., None], h, 0.0), axis=1)
    return (pooled / jnp.maximum(lengths, 1)[:, None]) @ p["out"]


# --- routing, normalisation, embeddings -----------------------------------------------------


def _gshard_top2(p, x):
    """GShard top-2 gating: first and second expert by argmax, slots within each expert's
    capacity by jnp.cumsum (first choices before second), overflow dropped, renormalised
    gates; dispatch and combine tensors [tokens, experts, capacity] applied by einsum; the
    load-balancing auxiliary loss."""
    import jax
    import jax.numpy as jnp

    t = x.shape[0]
    e = p["router"].shape[1]
    cap = 2 * t // e
    gates = jax.nn.softmax(x @ p["router"], axis=-1)
    m1 = jax.nn.one_hot(jnp.argmax(gates, axis=-1), e)
    m2 = jax.nn.one_hot(jnp.argmax(gates * (1.0 - m1), axis=-1), e)
    pos1 = (jnp.cumsum(m1, axis=0) - 1.0) * m1
    m1 = m1 * (pos1 < cap)
    pos2 = (jnp.cumsum(m2, axis=0) - 1.0 + jnp.sum(m1, axis=0, keepdims=True)) * m2
    m2 = m2 * (pos2 < cap)
    g1, g2 = jnp.sum(gates * m1, axis=-1), jnp.sum(gates * m2, axis=-1)
    norm = g1 + g2 + 1e-9
    slot1 = jax.nn.one_hot(jnp.sum(pos1, axis=-1).astype(jnp.int32), cap)
    slot2 = jax.nn.one_hot(jnp.sum(pos2, axis=-1).astype(jnp.int32), cap)
    combine = (g1 / norm)[:, None, None] * m1[:, :, None] * slot1[:, None, :] + (g2 / norm)[
        :, None, None
    ] * m2[:, :, None] * slot2[:, None, :]
    dispatch = (combine > 0).astype(x.dtype)
    xe = jnp.einsum("tec,td->ecd", dispatch, x)
    he = jax.nn.gelu(jnp.einsum("ecd,edf->ecf", xe, p["w_in"]))
    ye = jnp.einsum("ecf,efd->ecd", he, p["w_out"])
    y = jnp.einsum("tec,ecd->td", combine, ye)
    aux = jnp.sum(jnp.mean(gates, axis=0) * jnp.mean(m1, axis=0)) * e
    return y, aux


def _gshard_loss(p, x, y):
    import jax.numpy as jnp

    out, aux = _gshard_top2(p, x)
    return jnp.mean((x + out - y) ** 2) + 0.01 * aux


def _layer_norm(x, g, b):
    import jax
    import jax.numpy as jnp

    mu = jnp.mean(x, axis=-1, keepdims=True)
    var = jnp.mean((x - mu) ** 2, axis=-1, keepdims=True)
    return (x - mu) * jax.lax.rsqrt(var + 1e-5) * g + b


def _prenorm_block(w, h):
    import jax

    n = _layer_norm(h, w["g"], w["b"])
    return h + jax.nn.gelu(n @ w["w1"] + w["b1"]) @ w["w2"]


def _prenorm_ckpt_loss(p, x, y):
    """Two pre-LayerNorm GELU blocks, each under jax.checkpoint (recomputed in the backward
    pass), a final LayerNorm; squared error."""
    import jax
    import jax.numpy as jnp

    h = x
    for block in p["blocks"]:
        h = jax.checkpoint(_prenorm_block)(block, h)
    return jnp.mean((_layer_norm(h, p["g"], p["b"]) - y) ** 2)


def _tied_lm_loss(p, tokens, labels):
    """jnp.take embedding, a residual tanh layer and RMS scaling, logits by the transposed
    embedding table (tied), cross-entropy against label-smoothed (0.1) targets."""
    import jax
    import jax.numpy as jnp

    e = jnp.take(p["embed"], tokens, axis=0)  # [b, s, d]
    h = e + jnp.tanh(e @ p["w"])
    h = h * jax.lax.rsqrt(jnp.mean(h * h, axis=-1, keepdims=True) + 1e-6)
    logits = jnp.einsum("bsd,vd->bsv", h, p["embed"])
    vocab, eps = logits.shape[-1], 0.1
    target = jax.nn.one_hot(labels, vocab) * (1.0 - eps) + eps / vocab
    return -jnp.mean(jnp.sum(target * jax.nn.log_softmax(logits, axis=-1), axis=-1))


def _packed_docs_loss(p, x, seg, labels):
    """Packed sequences: each row holds 4 documents given by per-token segment ids; token
    features mean-pooled per document with jax.ops.segment_sum (sums and counts), then a
    classifier with integer labels per document."""
    import jax
    import jax.numpy as jnp

    b, s, _ = x.shape
    docs = labels.shape[0] // b
    h = jnp.tanh(x @ p["w"])
    ids = (seg + jnp.arange(b)[:, None] * docs).reshape(-1)
    sums = jax.ops.segment_sum(h.reshape(b * s, -1), ids, num_segments=b * docs)
    counts = jax.ops.segment_sum(jnp.ones(b * s), ids, num_segments=b * docs)
    logits = (sums / jnp.maximum(counts, 1.0)[:, None]) @ p["cls"]
    picked = jnp.take_along_axis(logits, labels[:, None], axis=1)[:, 0]
    return jnp.mean(jax.nn.logsumexp(logits, axis=-1) - picked)


# --- convolutions, recurrences, loops -------------------------------------------------------


def _conformer_conv_loss(p, x, y):
    """A Conformer convolution module on [batch, time, channels]: pointwise conv to 2C, GLU, a
    depthwise conv1d (kernel 5, dilation 2, SAME) with feature_group_count = C, batch norm over
    batch and time, SiLU, pointwise conv, residual; squared error."""
    import jax
    import jax.numpy as jnp

    c = x.shape[-1]
    a, gate = jnp.split(x @ p["pw1"], 2, axis=-1)
    h = a * jax.nn.sigmoid(gate)
    h = jax.lax.conv_general_dilated(
        h, p["dw"], (1,), [(4, 4)], rhs_dilation=(2,),
        dimension_numbers=("NWC", "WIO", "NWC"), feature_group_count=c,
    )  # fmt: skip
    mu = jnp.mean(h, axis=(0, 1))
    var = jnp.mean((h - mu) ** 2, axis=(0, 1))
    h = (h - mu) * jax.lax.rsqrt(var + 1e-5) * p["bn_g"] + p["bn_b"]
    return jnp.mean((x + jax.nn.silu(h) @ p["pw2"] - y) ** 2)


def _reflect_pool(p, x):
    """NHWC: reflect-pad by 1 (jnp.pad mode="reflect"), a VALID 3x3 conv, a SAME 3x3 stride-1
    average pool that divides by the count of real pixels (lax.reduce_window sums of the
    values and of ones), a 2x2 stride-2 average pool, global mean, linear head."""
    import jax
    import jax.numpy as jnp

    h = jnp.pad(x, ((0, 0), (1, 1), (1, 1), (0, 0)), mode="reflect")
    dn = ("NHWC", "HWIO", "NHWC")
    h = jax.nn.relu(jax.lax.conv_general_dilated(h, p["k"], (1, 1), "VALID", dimension_numbers=dn))
    add = jax.lax.add
    sums = jax.lax.reduce_window(h, 0.0, add, (1, 3, 3, 1), (1, 1, 1, 1), "SAME")
    counts = jax.lax.reduce_window(jnp.ones(h.shape[1:3]), 0.0, add, (3, 3), (1, 1), "SAME")
    h = sums / counts[None, :, :, None]
    h = jax.lax.reduce_window(h, 0.0, add, (1, 2, 2, 1), (1, 2, 2, 1), "VALID") / 4.0
    return jnp.mean(h, axis=(1, 2)) @ p["head"]


def _lstm_cell(w, carry, x_t):
    import jax
    import jax.numpy as jnp

    h, c = carry
    i, f, g, o = jnp.split(x_t @ w["wx"] + h @ w["wh"] + w["b"], 4, axis=-1)
    c = jax.nn.sigmoid(f) * c + jax.nn.sigmoid(i) * jnp.tanh(g)
    h = jax.nn.sigmoid(o) * jnp.tanh(c)
    return (h, c), h


def _bilstm_loss(p, x, y):
    """A bidirectional LSTM over [batch, time, features]: time-major by jnp.swapaxes, one
    lax.scan forward and one with reverse=True, the hidden states concatenated, a per-step
    linear head; squared error."""
    import jax
    import jax.numpy as jnp

    b = x.shape[0]
    hidden = p["fwd"]["wh"].shape[0]
    xs = jnp.swapaxes(x, 0, 1)
    init = (jnp.zeros((b, hidden)), jnp.zeros((b, hidden)))
    _, hf = jax.lax.scan(functools.partial(_lstm_cell, p["fwd"]), init, xs)
    _, hb = jax.lax.scan(functools.partial(_lstm_cell, p["bwd"]), init, xs, reverse=True)
    out = jnp.swapaxes(jnp.concatenate([hf, hb], axis=-1), 0, 1) @ p["head"]
    return jnp.mean((out - y) ** 2)


def _greedy_decode(p, cache_k, cache_v, tok, start):
    """Greedy decoding of 4 tokens in a lax.fori_loop from position `start`: embed the token,
    project q/k/v, write k and v into the [batch, time, heads, head_dim] caches with
    lax.dynamic_update_slice, attend over the positions written so far, tied logits, argmax;
    returns the caches and the decoded tokens."""
    import jax
    import jax.numpy as jnp

    b, t, heads, hd = cache_k.shape
    steps = 4

    def body(i, state):
        ck, cv, cur, out = state
        pos = start + i
        x = p["embed"][cur]  # [b, d]
        q = (x @ p["wq"]).reshape(b, heads, hd)
        k = (x @ p["wk"]).reshape(b, 1, heads, hd)
        v = (x @ p["wv"]).reshape(b, 1, heads, hd)
        ck = jax.lax.dynamic_update_slice(ck, k, (0, pos, 0, 0))
        cv = jax.lax.dynamic_update_slice(cv, v, (0, pos, 0, 0))
        scores = jnp.einsum("bhd,bthd->bht", q, ck) * hd**-0.5
        scores = jnp.where(jnp.arange(t)[None, None, :] <= pos, scores, -1e9)
        o = jnp.einsum("bht,bthd->bhd", jax.nn.softmax(scores, axis=-1), cv)
        logits = (x + o.reshape(b, heads * hd) @ p["wo"]) @ p["embed"].T
        nxt = jnp.argmax(logits, axis=-1).astype(jnp.int32)
        out = jax.lax.dynamic_update_slice(out, nxt[:, None], (0, i))
        return ck, cv, nxt, out

    init = (cache_k, cache_v, tok, jnp.zeros((b, steps), jnp.int32))
    ck, cv, _, out = jax.lax.fori_loop(0, steps, body, init)
    return ck, cv, out


# --- sorting and layout ---------------------------------------------------------------------


def _spearman_trimmed(x, y):
    """Per-row Spearman rank correlation (ranks by argsort of argsort along the split dim)
    and a 10%-trimmed mean of x by jnp.sort."""
    import jax.numpy as jnp

    def ranks(a):
        r = jnp.argsort(jnp.argsort(a, axis=1), axis=1).astype(jnp.float32)
        return r - jnp.mean(r, axis=1, keepdims=True)

    rx, ry = ranks(x), ranks(y)
    rho = jnp.sum(rx * ry, axis=1) / jnp.sqrt(jnp.sum(rx * rx, axis=1) * jnp.sum(ry * ry, axis=1))
    n = x.shape[1]
    k = n // 10
    return rho, jnp.mean(jnp.sort(x, axis=1)[:, k : n - k], axis=1)


def _token_reshapes(p, x):
    """Tokens flattened (batch and sequence merged) for an MLP and unflattened; adjacent
    groups of 4 tokens merged into the features (sequence with hidden) for a down-projection;
    the whole sequence merged into the features for a per-example head."""
    import jax
    import jax.numpy as jnp

    b, s, d = x.shape
    t = x.reshape(b * s, d)
    h = (jax.nn.gelu(t @ p["w1"]) @ p["w2"]).reshape(b, s, d) + x
    merged = jnp.tanh(h.reshape(b, s // 4, 4 * d) @ p["w3"])  # [b, s/4, d]
    return merged, h.reshape(b, s * d) @ p["w4"]


def _uneven_loss(p, x, y):
    """An MLP with a hidden dim of 30 constrained to be split over fsdp x model (4 devices,
    not a divisor of 30) by with_sharding_constraint, mid-program."""
    import jax
    import jax.numpy as jnp
    from jax.sharding import PartitionSpec as P

    h = jnp.tanh(x @ p["w1"] + p["b1"])
    h = jax.lax.with_sharding_constraint(h, P("data", ("fsdp", "model")))
    return jnp.mean((h @ p["w2"] - y) ** 2)


# --- the cases ------------------------------------------------------------------------------


def _attn_weights(i: int, d: int) -> dict:
    return {w: _normal(i + j, (d, d), 0.1) for j, w in enumerate(("q", "k", "v", "o"))}


_TP_ATTN = {"q": (None, "model"), "k": (None, "model"), "v": (None, "model"), "o": ("model", None)}


def _cases_attention() -> dict[str, JaxCase]:
    import jax.numpy as jnp
    from jax.sharding import PartitionSpec as P

    d = 32
    tp = {w: P(*spec) for w, spec in _TP_ATTN.items()}
    bf = jnp.bfloat16
    return {
        "t5-encdec-relbias-cross-step": JaxCase(
            _sgd(_t5_loss),
            (
                {
                    "enc": _attn_weights(401, d),
                    "self": _attn_weights(405, d),
                    "cross": _attn_weights(409, d),
                    "enc_rel": _normal(413, (16, 4), 0.1),
                    "dec_rel": _normal(414, (16, 4), 0.1),
                    "out": _normal(415, (d, d), 0.1),
                },
                _normal(416, (4, 24, d)),
                _normal(417, (4, 16, d)),
                _normal(418, (4, 16, d)),
            ),
            in_shardings=(
                {
                    "enc": tp,
                    "self": tp,
                    "cross": tp,
                    "enc_rel": P(None, "model"),
                    "dec_rel": P(None, "model"),
                    "out": None,
                },
                P("data", None, None),
                P("data", None, None),
                P("data", None, None),
            ),
        ),
        "mqa-vmap-heads-sliding-window": JaxCase(
            _mqa_window,
            (
                {
                    "wq": _normal(419, (64, 64), 0.1),
                    "wk": _normal(420, (64, 8), 0.1),
                    "wv": _normal(421, (64, 8), 0.1),
                    "wo": _normal(422, (64, 64), 0.1),
                },
                _normal(423, (8, 32, 64)),
            ),
            in_shardings=(
                {"wq": P(None, "model"), "wk": None, "wv": None, "wo": P("model", None)},
                P("data", None, None),
            ),
            mesh=MESH_4X2,
        ),
        "bf16-attn-pool-softmax-grad-step": JaxCase(
            _sgd(_attn_pool_loss),
            (
                {
                    "wk": _normal(424, (d, d), 0.1).astype(bf),
                    "wv": _normal(425, (d, d), 0.1).astype(bf),
                    "query": _normal(426, (4, d), 0.1).astype(bf),
                    "head": _normal(427, (4 * d, 8), 0.1).astype(bf),
                },
                _normal(428, (8, 32, d)).astype(bf),
                _normal(429, (8, 8)),
            ),
            in_shardings=(
                {"wk": None, "wv": P(None, "model"), "query": None, "head": None},
                P("data", "model", None),
                P("data", None),
            ),
        ),
        "einsum-three-operand-bilinear": JaxCase(
            _bilinear_three,
            (
                _normal(430, (8, 16, d)),
                _normal(431, (d, d), 0.1),
                _normal(432, (8, 24, d)),
                _normal(433, (d, 16), 0.1),
            ),
            mesh=MESH_4X2,
        ),
        "where-length-mask-tril-prefix-mean": JaxCase(
            _masked_prefix_mean,
            (
                {"w": _normal(434, (d, 64), 0.1), "out": _normal(435, (64, 8), 0.1)},
                _normal(436, (8, 32, d)),
                _ints(437, (8,), 32) + 1,
            ),
            in_shardings=(None, P("data", "model", None), P("data")),
            mesh=MESH_4X2,
        ),
    }


def _cases_routing_norm_embed() -> dict[str, JaxCase]:
    from jax.sharding import PartitionSpec as P

    d = 64
    blocks = [
        {
            "g": _normal(440 + 6 * i, (d,), 0.1) + 1.0,
            "b": _normal(441 + 6 * i, (d,), 0.1),
            "w1": _normal(442 + 6 * i, (d, 128), 0.05),
            "b1": _normal(443 + 6 * i, (128,), 0.01),
            "w2": _normal(444 + 6 * i, (128, d), 0.05),
        }
        for i in range(2)
    ]
    fsdp_block = {
        "g": P("fsdp"),
        "b": P("fsdp"),
        "w1": P("fsdp", "model"),
        "b1": P("model"),
        "w2": P("model", "fsdp"),
    }
    return {
        "gshard-top2-capacity-einsum-step": JaxCase(
            _sgd(_gshard_loss),
            (
                {
                    "router": _normal(450, (32, 4), 0.5),
                    "w_in": _normal(451, (4, 32, 64), 0.1),
                    "w_out": _normal(452, (4, 64, 32), 0.1),
                },
                _normal(453, (64, 32)),
                _normal(454, (64, 32)),
            ),
            in_shardings=(
                {
                    "router": None,
                    "w_in": P("model", None, None),
                    "w_out": P("model", None, None),
                },
                P("data", None),
                P("data", None),
            ),
        ),
        "prenorm-ln-fsdp-affine-checkpoint-step": JaxCase(
            _sgd(_prenorm_ckpt_loss),
            (
                {"blocks": blocks, "g": _normal(455, (d,), 0.1) + 1.0, "b": _normal(456, (d,))},
                _normal(457, (32, d)),
                _normal(458, (32, d)),
            ),
            in_shardings=(
                {"blocks": [fsdp_block, fsdp_block], "g": P("fsdp"), "b": P("fsdp")},
                P(("data", "fsdp"), None),
                P(("data", "fsdp"), None),
            ),
            mesh=MESH_3D,
        ),
        "tied-take-embed-label-smooth-3axis-step": JaxCase(
            _sgd(_tied_lm_loss),
            (
                {"embed": _normal(459, (256, 32), 0.1), "w": _normal(460, (32, 32), 0.1)},
                _ints(461, (8, 16), 256),
                _ints(462, (8, 16), 256),
            ),
            in_shardings=(
                {"embed": P("model", "fsdp"), "w": P("fsdp", None)},
                P("data", None),
                P("data", None),
            ),
            mesh=MESH_3D,
        ),
        "packed-docs-segment-mean-step": JaxCase(
            _sgd(_packed_docs_loss),
            (
                {"w": _normal(463, (16, 24), 0.2), "cls": _normal(464, (24, 5), 0.2)},
                _normal(465, (16, 16, 16)),
                _ints(466, (16, 16), 4),
                _ints(467, (64,), 5),
            ),
            in_shardings=(None, P("data", None, None), P("data", None), P("data")),
            mesh=MESH_8,
        ),
        "uneven-hidden30-constraint-3axis-step": JaxCase(
            _sgd(_uneven_loss),
            (
                {
                    "w1": _normal(468, (20, 30), 0.2),
                    "b1": _normal(469, (30,), 0.1),
                    "w2": _normal(470, (30, 10), 0.2),
                },
                _normal(471, (24, 20)),
                _normal(472, (24, 10)),
            ),
            in_shardings=({"w1": None, "b1": None, "w2": None}, P("data", None), P("data", None)),
            mesh=MESH_3D,
        ),
    }


def _cases_conv_loop_layout() -> dict[str, JaxCase]:
    import jax.numpy as jnp
    from jax.sharding import PartitionSpec as P

    lstm = {
        side: {
            "wx": _normal(480 + 3 * i, (16, 64), 0.2),
            "wh": _normal(481 + 3 * i, (16, 64), 0.2),
            "b": _normal(482 + 3 * i, (64,), 0.1),
        }
        for i, side in enumerate(("fwd", "bwd"))
    }
    return {
        "conformer-dwconv1d-glu-time-split-step": JaxCase(
            _sgd(_conformer_conv_loss),
            (
                {
                    "pw1": _normal(473, (16, 32), 0.2),
                    "dw": _normal(474, (5, 1, 16), 0.3),
                    "bn_g": _normal(475, (16,), 0.1) + 1.0,
                    "bn_b": _normal(476, (16,), 0.1),
                    "pw2": _normal(477, (16, 16), 0.2),
                },
                _normal(478, (8, 64, 16)),
                _normal(479, (8, 64, 16)),
            ),
            in_shardings=(None, P("data", "model", None), P("data", "model", None)),
            mesh=MESH_4X2,
        ),
        "reflect-pad-avgpool-count-exclude": JaxCase(
            _reflect_pool,
            (
                {"k": _normal(486, (3, 3, 4, 8), 0.2), "head": _normal(487, (8, 10), 0.2)},
                _normal(488, (8, 16, 16, 4)),
            ),
        ),
        "bidir-lstm-scan-batch8-step": JaxCase(
            _sgd(_bilstm_loss),
            (
                {**lstm, "head": _normal(489, (32, 6), 0.2)},
                _normal(490, (16, 6, 16)),
                _normal(491, (16, 6, 6)),
            ),
            in_shardings=(None, P("data", None, None), P("data", None, None)),
            mesh=MESH_8,
        ),
        "greedy-decode-fori-kv-cache-donated": JaxCase(
            _greedy_decode,
            (
                {
                    "embed": _normal(492, (64, 32), 0.2),
                    "wq": _normal(493, (32, 32), 0.2),
                    "wk": _normal(494, (32, 32), 0.2),
                    "wv": _normal(495, (32, 32), 0.2),
                    "wo": _normal(496, (32, 32), 0.2),
                },
                _normal(497, (8, 16, 4, 8)),
                _normal(498, (8, 16, 4, 8)),
                _ints(499, (8,), 64),
                jnp.int32(5),
            ),
            in_shardings=(
                {
                    "embed": None,
                    "wq": P(None, "model"),
                    "wk": P(None, "model"),
                    "wv": P(None, "model"),
                    "wo": P("model", None),
                },
                P("data", None, "model", None),
                P("data", None, "model", None),
                P("data"),
                None,
            ),
            donate_argnums=(1, 2),
            mesh=MESH_4X2,
        ),
        "spearman-argsort-trimmed-sort-split": JaxCase(
            _spearman_trimmed,
            (_normal(500, (16, 64)), _normal(501, (16, 64))),
            in_shardings=(P(None, "data"), P(None, "data")),
            mesh=MESH_8,
        ),
        "token-reshape-merge-sharded": JaxCase(
            _token_reshapes,
            (
                {
                    "w1": _normal(502, (32, 64), 0.1),
                    "w2": _normal(503, (64, 32), 0.1),
                    "w3": _normal(504, (128, 32), 0.1),
                    "w4": _normal(505, (512, 8), 0.05),
                },
                _normal(506, (4, 16, 32)),
            ),
            in_shardings=(
                {"w1": P(None, "model"), "w2": P("model", None), "w3": None, "w4": None},
                P("data", "model", None),
            ),
        ),
    }


def blind4() -> dict[str, JaxCase]:
    """The fourth blind corpus, name -> JaxCase (see the module docstring)."""
    return merged_cases(_cases_attention, _cases_routing_norm_embed, _cases_conv_loop_layout)
