"""A fifth blind corpus of plain JAX programs for experiments/fidelity.py (corpus "blind5").

Written without reading the cost model or the solvers, so the predicted collective bytes are
checked on programs they were not written against. Each program is unlike those of
experiments/jax_programs.py and experiments/jax_programs_blind{,2,3,4}.py, and is something
users write: a ResNeXt bottleneck with a grouped 3x3 conv (8 groups of 4 channels, not
depthwise), a strided NCHW conv stem with in-batch batch norm on a height-split image, a
WaveNet stack of causal dilated conv1d layers (dilations 1-8, gated tanh x sigmoid, skip sums)
on a time dim split 8 ways, LayerNorm with a hand-written backward pass through
`jax.custom_vjp`, grouped-query attention with 6 query heads over 2 key/value heads (a head
count that does not divide the model axis) and interleaved (GPT-J) rotary embeddings, a
top-1 MoE with capacity that dispatches tokens by scatter (`.at[].set(mode="drop")`) into an
expert buffer, combines them by gather and logs the expert load into a history buffer with
`lax.dynamic_update_slice`, top-k + nucleus (top-p) sampling from `lax.top_k` over a vocab
split on an axis, a linear recurrence (LRU-style) by `lax.associative_scan` over a sequence
split 8 ways, the Muon optimizer (Newton-Schulz orthogonalisation in a `lax.while_loop`),
a multitask step whose head is picked by `lax.switch` on a traced task id, a video tubelet
embedding as an einsum contracting four dims, MLP-Mixer blocks under `jax.checkpoint` with a
save-only-these-names policy between a patchify and an unpatchify that split and merge a
sharded height, a CLS token `jnp.concatenate`-d onto a split sequence (33 positions) with a
circular conv by `jnp.pad(mode="wrap")` and a `jnp.roll` by 3, bf16 matmuls accumulating in
float32 (`preferred_element_type`) from float32 master weights, a CLIP contrastive loss over a
batch split 8 ways, and a VQ-VAE codebook lookup by argmin with a straight-through gradient.

The meshes differ (data=2 x model=4, data=4 x model=2, data=8, data=2 x fsdp=2 x model=2), four
cases each. Most cases give input shardings as a user would; two give none, so the plan chooses
every layout.

`blind5()` returns name -> `JaxCase` (the interface of `jax_programs.held_out()`);
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

_ints = seeded_ints(5000)


# --- convolutions ---------------------------------------------------------------------------


def _resnext_loss(p, x, y):
    """A ResNeXt bottleneck on NHWC: 1x1 conv 16 -> 32, a grouped 3x3 SAME conv with 8 groups
    of 4 channels (feature_group_count=8), 1x1 conv 32 -> 16, residual, global mean pool,
    linear head; squared error."""
    import jax
    import jax.numpy as jnp

    dn = ("NHWC", "HWIO", "NHWC")

    def conv(h, k, groups=1):
        return jax.lax.conv_general_dilated(
            h, k, (1, 1), "SAME", dimension_numbers=dn, feature_group_count=groups
        )

    h = jax.nn.relu(conv(x, p["reduce"]))
    h = jax.nn.relu(conv(h, p["grouped"], groups=8))
    h = jax.nn.relu(x + conv(h, p["expand"]))
    return jnp.mean((jnp.mean(h, axis=(1, 2)) @ p["head"] - y) ** 2)


def _batch_norm_nchw(h, g, b):
    import jax

    mu = h.mean(axis=(0, 2, 3), keepdims=True)
    var = ((h - mu) ** 2).mean(axis=(0, 2, 3), keepdims=True)
    return (h - mu) * jax.lax.rsqrt(var + 1e-5) * g[None, :, None, None] + b[None, :, None, None]


def _strided_stem_loss(p, x, y):
    """An NCHW stem: a stride-2 3x3 conv (OIHW kernel, padding 1), batch norm with batch
    statistics, ReLU, a second stride-2 conv and batch norm, global mean pool, linear head;
    cross-entropy against integer labels."""
    import jax
    import jax.numpy as jnp

    dn = ("NCHW", "OIHW", "NCHW")
    pad = ((1, 1), (1, 1))
    h = jax.lax.conv_general_dilated(x, p["k1"], (2, 2), pad, dimension_numbers=dn)
    h = jax.nn.relu(_batch_norm_nchw(h, p["g1"], p["b1"]))
    h = jax.lax.conv_general_dilated(h, p["k2"], (2, 2), pad, dimension_numbers=dn)
    h = jax.nn.relu(_batch_norm_nchw(h, p["g2"], p["b2"]))
    logits = h.mean(axis=(2, 3)) @ p["head"]
    picked = jnp.take_along_axis(logits, y[:, None], axis=1)[:, 0]
    return jnp.mean(jax.nn.logsumexp(logits, axis=-1) - picked)


def _wavenet_loss(p, x, y):
    """A WaveNet stack on [batch, time, channels]: per layer a causal conv1d (kernel 2, left
    padding = dilation, dilations 1, 2, 4, 8) to 2C channels, a tanh x sigmoid gate, a 1x1
    residual conv and a 1x1 skip conv; the skips summed into a ReLU output conv."""
    import jax
    import jax.numpy as jnp

    dn = ("NWC", "WIO", "NWC")
    h, skips = x @ p["in"], 0.0
    for layer, dilation in zip(p["layers"], (1, 2, 4, 8), strict=True):
        z = jax.lax.conv_general_dilated(
            h, layer["dil"], (1,), [(dilation, 0)], rhs_dilation=(dilation,), dimension_numbers=dn
        )
        filt, gate = jnp.split(z, 2, axis=-1)
        g = jnp.tanh(filt) * jax.nn.sigmoid(gate)
        h = h + g @ layer["res"]
        skips = skips + g @ layer["skip"]
    out = jax.nn.relu(skips) @ p["out"]
    return jnp.mean((out - y) ** 2)


# --- normalisation, attention, routing ------------------------------------------------------


def _ln_custom_vjp():
    """LayerNorm over the last dim whose backward is written by hand (as a fused kernel's
    reference would be): dx = rstd * (dy*g - mean(dy*g) - xhat * mean(dy*g*xhat))."""
    import jax
    import jax.numpy as jnp

    @jax.custom_vjp
    def ln(x, g, b):
        return _ln_fwd(x, g, b)[0]

    def _ln_fwd(x, g, b):
        mu = jnp.mean(x, axis=-1, keepdims=True)
        rstd = jax.lax.rsqrt(jnp.mean((x - mu) ** 2, axis=-1, keepdims=True) + 1e-5)
        xhat = (x - mu) * rstd
        return xhat * g + b, (xhat, rstd, g)

    def _ln_bwd(res, dy):
        xhat, rstd, g = res
        dyg = dy * g
        dx = rstd * (
            dyg
            - jnp.mean(dyg, axis=-1, keepdims=True)
            - xhat * jnp.mean(dyg * xhat, axis=-1, keepdims=True)
        )
        lead = tuple(range(dy.ndim - 1))
        return dx, jnp.sum(dy * xhat, axis=lead), jnp.sum(dy, axis=lead)

    ln.defvjp(_ln_fwd, _ln_bwd)
    return ln


def _ln_vjp_mlp_loss(p, x, y):
    """Two residual GELU MLP blocks, each after a custom-vjp LayerNorm; squared error."""
    import jax
    import jax.numpy as jnp

    ln = _ln_custom_vjp()
    h = x
    for blk in p["blocks"]:
        h = h + jax.nn.gelu(ln(h, blk["g"], blk["b"]) @ blk["w1"]) @ blk["w2"]
    return jnp.mean((h - y) ** 2)


def _rope_interleaved(x, pos):
    """GPT-J rotary: consecutive pairs (x0, x1) of the head dim rotated by pos * freq."""
    import jax.numpy as jnp

    hd = x.shape[-1]
    freq = 1.0 / (10000.0 ** (jnp.arange(0, hd, 2) / hd))
    ang = pos[:, None] * freq[None, :]  # [s, hd/2]
    cos, sin = jnp.cos(ang)[None, :, None, :], jnp.sin(ang)[None, :, None, :]
    pairs = x.reshape(*x.shape[:-1], hd // 2, 2)
    x0, x1 = pairs[..., 0], pairs[..., 1]
    return jnp.stack([x0 * cos - x1 * sin, x0 * sin + x1 * cos], axis=-1).reshape(x.shape)


def _gqa_6q2kv_loss(p, x, y):
    """Grouped-query attention: 6 query heads share 2 key/value heads (3 per group) without
    repeating k/v (the query heads reshaped into [groups, 3]), interleaved rotary on q and k,
    causal mask, output projection, residual; squared error."""
    import jax
    import jax.numpy as jnp

    b, s, _ = x.shape
    hd, kv, rep = 8, 2, 3
    pos = jnp.arange(s, dtype=jnp.float32)
    q = _rope_interleaved((x @ p["wq"]).reshape(b, s, kv * rep, hd), pos)
    k = _rope_interleaved((x @ p["wk"]).reshape(b, s, kv, hd), pos)
    v = (x @ p["wv"]).reshape(b, s, kv, hd)
    q = q.reshape(b, s, kv, rep, hd)
    scores = jnp.einsum("bsgrd,btgd->bgrst", q, k) * hd**-0.5
    causal = jnp.tril(jnp.ones((s, s), bool))
    a = jax.nn.softmax(jnp.where(causal, scores, -1e9), axis=-1)
    o = jnp.einsum("bgrst,btgd->bsgrd", a, v).reshape(b, s, kv * rep * hd)
    return jnp.mean((x + o @ p["wo"] - y) ** 2)


def _moe_scatter_loss(p, x, y):
    """Top-1 MoE with capacity: expert by argmax of the router softmax, slot by a cumsum of
    the one-hot choices, tokens past capacity dropped; dispatch by scatter into an
    [experts, capacity, d] buffer (mode="drop"), expert MLPs by einsum, combine by gathering
    each token's slot back; returns the loss and the per-expert token counts."""
    import jax
    import jax.numpy as jnp

    t, _ = x.shape
    e = p["router"].shape[1]
    cap = t // e
    gates = jax.nn.softmax(x @ p["router"], axis=-1)
    expert = jnp.argmax(gates, axis=-1)
    onehot = jax.nn.one_hot(expert, e, dtype=jnp.int32)
    slot = jnp.sum((jnp.cumsum(onehot, axis=0) - 1) * onehot, axis=-1)
    keep = slot < cap
    buf = jnp.zeros((e, cap, x.shape[1]), x.dtype).at[expert, slot].set(x, mode="drop")
    h = jax.nn.gelu(jnp.einsum("ecd,edf->ecf", buf, p["w_in"]))
    out_buf = jnp.einsum("ecf,efd->ecd", h, p["w_out"])
    gate = jnp.take_along_axis(gates, expert[:, None], axis=1)[:, 0]
    out = out_buf[expert, jnp.minimum(slot, cap - 1)] * (gate * keep)[:, None]
    return jnp.mean((x + out - y) ** 2), jnp.sum(onehot, axis=0)


def _moe_scatter_step(p, history, step, x, y):
    """An SGD step of the scatter MoE that also writes this step's expert load into row
    `step` of a [steps, experts] history buffer by lax.dynamic_update_slice."""
    import jax

    (loss, load), grads = jax.value_and_grad(_moe_scatter_loss, has_aux=True)(p, x, y)
    history = jax.lax.dynamic_update_slice(history, load[None, :], (step, 0))
    return jax.tree.map(lambda w, g: w - 0.05 * g, p, grads), history, loss


def _topk_topp_sample(p, h, gumbel):
    """Sampling head: logits over a 512 vocab, lax.top_k (k = 32) along the vocab, a nucleus
    (top-p = 0.9) mask from the cumsum of the sorted top-k probabilities, a Gumbel-max choice
    among the kept candidates; returns the token ids and their log-probabilities."""
    import jax
    import jax.numpy as jnp

    logits = (h @ p["w_out"]) / 0.8
    top, idx = jax.lax.top_k(logits, 32)  # descending
    probs = jax.nn.softmax(top, axis=-1)
    before = jnp.cumsum(probs, axis=-1) - probs
    top = jnp.where(before < 0.9, top, -jnp.inf)
    choice = jnp.argmax(top + gumbel, axis=-1)
    token = jnp.take_along_axis(idx, choice[:, None], axis=1)[:, 0]
    logp = jax.nn.log_softmax(logits, axis=-1)
    return token, jnp.take_along_axis(logp, token[:, None], axis=1)[:, 0]


# --- recurrences, loops, control flow -------------------------------------------------------


def _lru_loss(p, x, y):
    """A linear recurrence h_t = a_t * h_{t-1} + b_t over the sequence (input-dependent decay
    a_t = sigmoid(x W_a), b_t = x W_b) by lax.associative_scan, a gated output projection;
    squared error."""
    import jax
    import jax.numpy as jnp

    a = jax.nn.sigmoid(x @ p["wa"] + 2.0)
    b = x @ p["wb"]

    def combine(left, right):
        a1, b1 = left
        a2, b2 = right
        return a1 * a2, a2 * b1 + b2

    _, h = jax.lax.associative_scan(combine, (a, b), axis=1)
    out = (h * jax.nn.silu(x @ p["wg"])) @ p["wo"]
    return jnp.mean((x + out - y) ** 2)


def _mlp2_loss(p, x, y):
    import jax
    import jax.numpy as jnp

    return jnp.mean((jax.nn.relu(x @ p["w1"]) @ p["w2"] - y) ** 2)


def _newton_schulz(g, steps: int = 5):
    """Muon's quintic Newton-Schulz iteration towards the nearest semi-orthogonal matrix, as a
    lax.while_loop over (iteration, X); the wide orientation is iterated."""
    import jax
    import jax.numpy as jnp

    a, b, c = 3.4445, -4.7750, 2.0315
    tall = g.shape[0] > g.shape[1]
    x = g.T if tall else g
    x = x / (jnp.linalg.norm(x) + 1e-7)

    def body(state):
        i, x = state
        m = x @ x.T
        return i + 1, a * x + (b * m + c * m @ m) @ x

    _, x = jax.lax.while_loop(lambda s: s[0] < steps, body, (jnp.int32(0), x))
    return x.T if tall else x


def _muon_step(params, momentum, x, y):
    """A Muon step: momentum 0.95 (Nesterov) on the gradients, the update orthogonalised by
    Newton-Schulz and scaled by sqrt(max(1, rows / cols)); returns params, momentum, loss."""
    import jax

    loss, grads = jax.value_and_grad(_mlp2_loss)(params, x, y)
    momentum = jax.tree.map(lambda m, g: 0.95 * m + g, momentum, grads)

    def update(w, m, g):
        o = _newton_schulz(g + 0.95 * m)
        return w - 0.02 * max(1.0, w.shape[0] / w.shape[1]) ** 0.5 * o

    return jax.tree.map(update, params, momentum, grads), momentum, loss


def _multitask_loss(p, task, x, y):
    """A shared tanh trunk, then one of three task heads chosen by lax.switch on a traced
    task id: a linear regression head, a two-layer head, a head on the trunk's RMS-normalised
    features; squared error."""
    import jax
    import jax.numpy as jnp

    h = jnp.tanh(x @ p["trunk"])
    heads = (
        lambda h: h @ p["lin"],
        lambda h: jax.nn.relu(h @ p["mlp1"]) @ p["mlp2"],
        lambda h: (h * jax.lax.rsqrt(jnp.mean(h * h, axis=-1, keepdims=True) + 1e-6)) @ p["rms"],
    )
    return jnp.mean((jax.lax.switch(task, heads, h) - y) ** 2)


def _multitask_step(p, task, x, y):
    import jax

    loss, grads = jax.value_and_grad(_multitask_loss)(p, task, x, y)
    return jax.tree.map(lambda w, g: w - 0.05 * g, p, grads), loss


# --- layouts, reshapes, mixed precision -----------------------------------------------------


def _tubelet_loss(p, video, y):
    """A video tubelet embedding: [b, T, H, W, C] cut into 2x4x4 tubelets by one reshape, the
    embedding an einsum contracting four dims (t, h, w, c) against a [2, 4, 4, 3, f] kernel,
    a GELU, mean over tubelets, linear head; squared error."""
    import jax
    import jax.numpy as jnp

    b, t, hh, ww, c = video.shape
    tub = video.reshape(b, t // 2, 2, hh // 4, 4, ww // 4, 4, c)
    emb = jax.nn.gelu(jnp.einsum("bTtHhWwc,thwcf->bTHWf", tub, p["kernel"]) + p["bias"])
    return jnp.mean((jnp.mean(emb, axis=(1, 2, 3)) @ p["head"] - y) ** 2)


def _mixer_block(blk, h):
    """MLP-Mixer block: token mixing (an MLP across the patches) and channel mixing, each
    after a LayerNorm without affine; the hidden activations named for the remat policy."""
    import jax
    import jax.numpy as jnp
    from jax.ad_checkpoint import checkpoint_name

    def norm(z):
        mu = jnp.mean(z, axis=-1, keepdims=True)
        return (z - mu) * jax.lax.rsqrt(jnp.mean((z - mu) ** 2, axis=-1, keepdims=True) + 1e-5)

    tok = checkpoint_name(jnp.einsum("bnc,nm->bmc", norm(h), blk["tok1"]), "tok_hidden")
    h = h + jnp.einsum("bmc,mn->bnc", jax.nn.gelu(tok), blk["tok2"])
    ch = checkpoint_name(norm(h) @ blk["ch1"], "ch_hidden")
    return h + jax.nn.gelu(ch) @ blk["ch2"]


def _mixer_mae_loss(p, img):
    """Masked-autoencoder-style reconstruction: an NHWC image patchified into 4x4 patches by
    reshape/transpose (the height split into patch rows and rows within a patch), a patch
    embedding, two Mixer blocks under jax.checkpoint saving only the named token-mixing
    hidden, a projection back to pixels, unpatchify, squared error on the image."""
    import jax
    import jax.numpy as jnp

    b, hh, ww, c = img.shape
    ps = 4
    patches = img.reshape(b, hh // ps, ps, ww // ps, ps, c).transpose(0, 1, 3, 2, 4, 5)
    patches = patches.reshape(b, (hh // ps) * (ww // ps), ps * ps * c)
    h = patches @ p["embed"]
    policy = jax.checkpoint_policies.save_only_these_names("tok_hidden")
    for blk in p["blocks"]:
        h = jax.checkpoint(_mixer_block, policy=policy)(blk, h)
    pix = (h @ p["unembed"]).reshape(b, hh // ps, ww // ps, ps, ps, c)
    recon = pix.transpose(0, 1, 3, 2, 4, 5).reshape(b, hh, ww, c)
    return jnp.mean((recon - img) ** 2)


def _cls_wrap_loss(p, x, y):
    """A CLS token concatenated in front of a split sequence (32 + 1 positions); the patch
    tokens circularly convolved (kernel 3 depthwise taps over jnp.pad(mode="wrap")) and rolled
    by 3; a linear mix; the CLS position read out into a head; squared error."""
    import jax.numpy as jnp

    b, s, d = x.shape
    cls = jnp.broadcast_to(p["cls"], (b, 1, d))
    h = jnp.concatenate([cls, x @ p["w_in"]], axis=1)  # [b, s + 1, d]
    tokens = h[:, 1:]
    padded = jnp.pad(tokens, ((0, 0), (1, 1), (0, 0)), mode="wrap")
    conv = sum(padded[:, i : i + s] * p["taps"][i] for i in range(3))
    tokens = jnp.roll(jnp.tanh(conv), 3, axis=1)
    h = jnp.concatenate([h[:, :1], tokens], axis=1)
    h = h + jnp.tanh(h @ p["mix"])
    return jnp.mean((h[:, 0] @ p["head"] - y) ** 2)


def _bf16_master_loss(p, x, y):
    """bf16 activations and bf16 copies of float32 master weights, each matmul by
    lax.dot_general accumulating in float32 (preferred_element_type), cast back to bf16
    between layers; the loss in float32."""
    import jax
    import jax.numpy as jnp

    def mm(a, w):
        dn = (((a.ndim - 1,), (0,)), ((), ()))
        return jax.lax.dot_general(
            a, w.astype(jnp.bfloat16), dn, preferred_element_type=jnp.float32
        )

    h = jax.nn.gelu(mm(x, p["w1"]) + p["b1"]).astype(jnp.bfloat16)
    h = jax.nn.gelu(mm(h, p["w2"])).astype(jnp.bfloat16)
    return jnp.mean((mm(h, p["w3"]) - y) ** 2)


def _clip_loss(p, img, txt):
    """CLIP: image and text features projected and L2-normalised, a [batch, batch] logit
    matrix scaled by exp(learned temperature), symmetric cross-entropy with the diagonal as
    labels."""
    import jax
    import jax.numpy as jnp

    def unit(z):
        return z / jnp.linalg.norm(z, axis=-1, keepdims=True)

    ie, te = unit(img @ p["wi"]), unit(txt @ p["wt"])
    logits = jnp.exp(p["scale"]) * ie @ te.T
    diag = jnp.diagonal(logits)
    li = jnp.mean(jax.nn.logsumexp(logits, axis=1) - diag)
    lt = jnp.mean(jax.nn.logsumexp(logits, axis=0) - diag)
    return (li + lt) / 2


def _vq_loss(p, x):
    """VQ-VAE bottleneck: encoder, nearest codebook entry by argmin of the squared distances
    (|z|^2 - 2 z.C^T + |C|^2), the code gathered by jnp.take, the straight-through estimator
    z + stop_gradient(zq - z), decoder; reconstruction + codebook + 0.25 commitment losses."""
    import jax
    import jax.numpy as jnp

    z = jnp.tanh(x @ p["enc"])
    book = p["codebook"]
    dist = jnp.sum(z * z, axis=-1, keepdims=True) - 2.0 * z @ book.T + jnp.sum(book * book, axis=-1)
    zq = jnp.take(book, jnp.argmin(dist, axis=-1), axis=0)
    st = z + jax.lax.stop_gradient(zq - z)
    recon = jnp.mean((st @ p["dec"] - x) ** 2)
    codebook = jnp.mean((zq - jax.lax.stop_gradient(z)) ** 2)
    commit = jnp.mean((z - jax.lax.stop_gradient(zq)) ** 2)
    return recon + codebook + 0.25 * commit


# --- the cases ------------------------------------------------------------------------------


def _cases_conv() -> dict[str, JaxCase]:
    from jax.sharding import PartitionSpec as P

    wavenet_layers = [
        {
            "dil": _normal(604 + 3 * i, (2, 16, 32), 0.2),
            "res": _normal(605 + 3 * i, (16, 16), 0.2),
            "skip": _normal(606 + 3 * i, (16, 16), 0.2),
        }
        for i in range(4)
    ]
    return {
        "resnext-grouped-conv-g8-step": JaxCase(
            _sgd(_resnext_loss),
            (
                {
                    "reduce": _normal(601, (1, 1, 16, 32), 0.2),
                    "grouped": _normal(602, (3, 3, 4, 32), 0.2),
                    "expand": _normal(603, (1, 1, 32, 16), 0.2),
                    "head": _normal(600, (16, 10), 0.2),
                },
                _normal(616, (8, 16, 16, 16)),
                _normal(617, (8, 10)),
            ),
            in_shardings=(
                {
                    "reduce": P(None, None, None, "model"),
                    "grouped": P(None, None, None, "model"),
                    "expand": P(None, None, "model", None),
                    "head": None,
                },
                P("data", None, None, None),
                P("data", None),
            ),
        ),
        "strided-conv-bn-nchw-h-split-step": JaxCase(
            _sgd(_strided_stem_loss),
            (
                {
                    "k1": _normal(618, (16, 4, 3, 3), 0.2),
                    "g1": _normal(619, (16,), 0.1) + 1.0,
                    "b1": _normal(620, (16,), 0.1),
                    "k2": _normal(621, (32, 16, 3, 3), 0.1),
                    "g2": _normal(622, (32,), 0.1) + 1.0,
                    "b2": _normal(623, (32,), 0.1),
                    "head": _normal(624, (32, 10), 0.2),
                },
                _normal(625, (8, 4, 32, 32)),
                _ints(626, (8,), 10),
            ),
            in_shardings=(
                {
                    "k1": None,
                    "g1": None,
                    "b1": None,
                    "k2": P("model", None, None, None),
                    "g2": P("model"),
                    "b2": P("model"),
                    "head": None,
                },
                P("data", None, "model", None),
                P("data"),
            ),
            mesh=MESH_4X2,
        ),
        "wavenet-causal-dilated-conv1d-time8-step": JaxCase(
            _sgd(_wavenet_loss),
            (
                {
                    "in": _normal(627, (8, 16), 0.3),
                    "layers": wavenet_layers,
                    "out": _normal(628, (16, 8), 0.2),
                },
                _normal(629, (4, 64, 8)),
                _normal(630, (4, 64, 8)),
            ),
            in_shardings=(None, P(None, "data", None), P(None, "data", None)),
            mesh=MESH_8,
        ),
    }


def _cases_norm_attention_routing() -> dict[str, JaxCase]:
    from jax.sharding import PartitionSpec as P

    d = 64
    blocks = [
        {
            "g": _normal(631 + 4 * i, (d,), 0.1) + 1.0,
            "b": _normal(632 + 4 * i, (d,), 0.1),
            "w1": _normal(633 + 4 * i, (d, 128), 0.05),
            "w2": _normal(634 + 4 * i, (128, d), 0.05),
        }
        for i in range(2)
    ]
    block_specs = {"g": P("fsdp"), "b": P("fsdp"), "w1": P("fsdp", "model"), "w2": P("model", None)}
    return {
        "layernorm-custom-vjp-manual-bwd-3axis-step": JaxCase(
            _sgd(_ln_vjp_mlp_loss),
            ({"blocks": blocks}, _normal(639, (32, d)), _normal(640, (32, d))),
            in_shardings=(
                {"blocks": [block_specs, block_specs]},
                P("data", None),
                P("data", None),
            ),
            mesh=MESH_3D,
        ),
        "gqa-6q2kv-interleaved-rope-step": JaxCase(
            _sgd(_gqa_6q2kv_loss),
            (
                {
                    "wq": _normal(641, (48, 48), 0.1),
                    "wk": _normal(642, (48, 16), 0.1),
                    "wv": _normal(643, (48, 16), 0.1),
                    "wo": _normal(644, (48, 48), 0.1),
                },
                _normal(645, (4, 16, 48)),
                _normal(646, (4, 16, 48)),
            ),
            in_shardings=(
                {"wq": P(None, "model"), "wk": None, "wv": None, "wo": P("model", None)},
                P("data", None, None),
                P("data", None, None),
            ),
        ),
        "moe-top1-scatter-capacity-dus-history": JaxCase(
            _moe_scatter_step,
            (
                {
                    "router": _normal(647, (32, 4), 0.5),
                    "w_in": _normal(648, (4, 32, 64), 0.1),
                    "w_out": _normal(649, (4, 64, 32), 0.1),
                },
                _ints(650, (8, 4), 1),
                _ints(651, (), 8),
                _normal(652, (64, 32)),
                _normal(653, (64, 32)),
            ),
            in_shardings=(
                {
                    "router": None,
                    "w_in": P("model", None, None),
                    "w_out": P("model", None, None),
                },
                None,
                None,
                P("data", None),
                P("data", None),
            ),
            donate_argnums=(1,),
        ),
        "topk-topp-sample-vocab-split": JaxCase(
            _topk_topp_sample,
            (
                {"w_out": _normal(654, (32, 512), 0.2)},
                _normal(655, (16, 32)),
                _normal(656, (16, 32)),
            ),
            in_shardings=({"w_out": P(None, "model")}, P("data", None), P("data", None)),
            mesh=MESH_4X2,
        ),
    }


def _cases_loops_control() -> dict[str, JaxCase]:
    import jax.numpy as jnp
    from jax.sharding import PartitionSpec as P

    muon_params = {"w1": _normal(657, (32, 64), 0.2), "w2": _normal(658, (64, 32), 0.2)}
    muon_specs = {"w1": P(None, "model"), "w2": P("model", None)}
    return {
        "lru-associative-scan-seq8-step": JaxCase(
            _sgd(_lru_loss),
            (
                {
                    "wa": _normal(659, (16, 16), 0.2),
                    "wb": _normal(660, (16, 16), 0.2),
                    "wg": _normal(661, (16, 16), 0.2),
                    "wo": _normal(662, (16, 16), 0.2),
                },
                _normal(663, (4, 64, 16)),
                _normal(664, (4, 64, 16)),
            ),
            in_shardings=(None, P(None, "data", None), P(None, "data", None)),
            mesh=MESH_8,
        ),
        "muon-newton-schulz-while-step": JaxCase(
            _muon_step,
            (
                muon_params,
                {k: v * 0.0 for k, v in muon_params.items()},
                _normal(665, (32, 32)),
                _normal(666, (32, 32)),
            ),
            in_shardings=(muon_specs, muon_specs, P("data", None), P("data", None)),
            donate_argnums=(0, 1),
            mesh=MESH_4X2,
        ),
        "multitask-lax-switch-heads-step": JaxCase(
            _multitask_step,
            (
                {
                    "trunk": _normal(667, (24, 32), 0.2),
                    "lin": _normal(668, (32, 8), 0.2),
                    "mlp1": _normal(669, (32, 64), 0.2),
                    "mlp2": _normal(670, (64, 8), 0.2),
                    "rms": _normal(671, (32, 8), 0.2),
                },
                jnp.int32(1),
                _normal(672, (16, 24)),
                _normal(673, (16, 8)),
            ),
            mesh=MESH_3D,
        ),
    }


def _cases_layout_precision() -> dict[str, JaxCase]:
    import jax.numpy as jnp
    from jax.sharding import PartitionSpec as P

    bf = jnp.bfloat16
    mixer_blocks = [
        {
            "tok1": _normal(674 + 4 * i, (64, 32), 0.1),
            "tok2": _normal(675 + 4 * i, (32, 64), 0.1),
            "ch1": _normal(676 + 4 * i, (32, 64), 0.1),
            "ch2": _normal(677 + 4 * i, (64, 32), 0.1),
        }
        for i in range(2)
    ]
    return {
        "video-tubelet-einsum-4contract-3axis-step": JaxCase(
            _sgd(_tubelet_loss),
            (
                {
                    "kernel": _normal(682, (2, 4, 4, 3, 32), 0.1),
                    "bias": _normal(683, (32,), 0.1),
                    "head": _normal(684, (32, 6), 0.2),
                },
                _normal(685, (4, 8, 16, 16, 3)),
                _normal(686, (4, 6)),
            ),
            in_shardings=(
                {"kernel": P(None, None, None, None, "model"), "bias": P("model"), "head": None},
                P("data", "fsdp", None, None, None),
                P("data", None),
            ),
            mesh=MESH_3D,
        ),
        "mixer-patchify-remat-names-h-split-step": JaxCase(
            _sgd(_mixer_mae_loss),
            (
                {
                    "embed": _normal(687, (48, 32), 0.1),
                    "blocks": mixer_blocks,
                    "unembed": _normal(688, (32, 48), 0.1),
                },
                _normal(689, (8, 32, 32, 3)),
            ),
            in_shardings=(None, P("data", "model", None, None)),
        ),
        "cls-concat-wrap-pad-roll-seq-split-step": JaxCase(
            _sgd(_cls_wrap_loss),
            (
                {
                    "cls": _normal(690, (1, 1, 32), 0.1),
                    "w_in": _normal(691, (32, 32), 0.1),
                    "taps": _normal(692, (3, 32), 0.3),
                    "mix": _normal(693, (32, 32), 0.1),
                    "head": _normal(694, (32, 4), 0.2),
                },
                _normal(695, (8, 32, 32)),
                _normal(696, (8, 4)),
            ),
            in_shardings=(
                {
                    "cls": None,
                    "w_in": P(None, "model"),
                    "taps": None,
                    "mix": None,
                    "head": None,
                },
                P("data", "fsdp", None),
                P("data", None),
            ),
            mesh=MESH_3D,
        ),
        "bf16-dot-f32-accum-master-weights-step": JaxCase(
            _sgd(_bf16_master_loss),
            (
                {
                    "w1": _normal(697, (64, 128), 0.1),
                    "b1": _normal(698, (128,), 0.1),
                    "w2": _normal(699, (128, 128), 0.1),
                    "w3": _normal(700, (128, 16), 0.1),
                },
                _normal(701, (32, 64)).astype(bf),
                _normal(702, (32, 16)),
            ),
            in_shardings=(
                {"w1": P(None, "model"), "b1": P("model"), "w2": P("model", None), "w3": None},
                P("data", None),
                P("data", None),
            ),
            mesh=MESH_4X2,
        ),
        "clip-contrastive-batch8-step": JaxCase(
            _sgd(_clip_loss),
            (
                {
                    "wi": _normal(703, (48, 32), 0.1),
                    "wt": _normal(704, (24, 32), 0.1),
                    "scale": jnp.float32(2.6),
                },
                _normal(705, (32, 48)),
                _normal(706, (32, 24)),
            ),
            in_shardings=(None, P("data", None), P("data", None)),
            mesh=MESH_8,
        ),
        "vq-codebook-argmin-straight-through-step": JaxCase(
            _sgd(_vq_loss),
            (
                {
                    "enc": _normal(707, (32, 16), 0.2),
                    "codebook": _normal(708, (128, 16), 0.5),
                    "dec": _normal(709, (16, 32), 0.2),
                },
                _normal(710, (64, 32)),
            ),
            mesh=MESH_8,
        ),
    }


def blind5() -> dict[str, JaxCase]:
    """The fifth blind corpus, name -> JaxCase (see the module docstring)."""
    return merged_cases(
        _cases_conv, _cases_norm_attention_routing, _cases_loops_control, _cases_layout_precision
    )
