"""A tenth blind corpus of plain JAX programs for experiments/fidelity.py (corpus "blind10").

Written without reading the cost model or the solvers, so the predicted collective bytes are
checked on programs they were not written against. Each program is unlike those of
experiments/jax_programs.py and experiments/jax_programs_blind{,2,...,9}.py, and mixes a few
op families: grouped-query attention with rotary embeddings in a `lax.scan` over four stacked
layers, each layer under `jax.checkpoint` with a dots-saveable policy, trained by Lion (sign
updates) with donated state; DP-SGD on a grouped-conv network (`feature_group_count`) with
overlapping strided max pooling, per-example gradients by `jax.vmap(jax.value_and_grad(...))`
clipped to a global norm and averaged without noise; domain-adversarial training through a
gradient-reversal `jax.custom_vjp` with 5 class logits constrained onto 2 devices (uneven);
inference of block-local attention over packed sequences (segment-id masks, positions within a
segment by `lax.cummax` of segment starts, each query block attending to its own and the
previous key block gathered by `jnp.take`); a CLIP-style contrastive step (a strided conv and a
depthwise conv for the image tower, a masked bag of vocab-sharded token embeddings for the text
tower, a learned clamped temperature) trained by LAMB (per-leaf trust ratios) with donated state;
Gaussian process regression of 16 tasks at once (batched `jnp.linalg.cholesky` and
`jax.scipy.linalg.solve_triangular`: a gradient step of the negative log marginal likelihood in
the log hyperparameters, then the posterior mean and variance); a minGRU layer whose linear
recurrence runs as a `lax.associative_scan` over a time axis split 8 ways, with a running
`lax.cummax`; a 3-D conv classifier of small videos with strided 3-D max pooling; bf16 compute
from f32 master weights with dynamic loss scaling (an update skipped on non-finite gradients);
einsums with two batch dims, contracting a dim split over two mesh axes at once, and reshapes
that merge and split sharded dims; mixture-of-depths routing by `jnp.argsort` and
`jnp.take_along_axis` with the routed tokens added back by a scatter, the 6 routed slots
constrained onto 4 devices (uneven), trained by Adafactor (factored row and column second
moments) with donated state; hashed bigram features from uint32 multiply, xor and shifts, a
`jnp.searchsorted` bucketised numeric column, class weights from `jnp.bincount(length=...)`, a
dense layer quantised to int4 levels with a clipped straight-through `jax.custom_vjp`; four
residual stages stacked on a `pipe` axis, scanned under `jax.checkpoint` with the
nothing-saveable policy, with the batch split over data and model at once; a conv autoencoder
(strided max pooling down, `lax.conv_transpose` up) whose 3 output channels are constrained
onto 2 devices (uneven); variable-length attention over one packed row (segment ids from
`jnp.searchsorted` of cumulative lengths, rotary positions within each sequence); and DP-SGD on
an embedding-bag classifier (per-example gradients of a vocab-sharded table) with heavy-ball
momentum and donated state.

The meshes differ from the other corpora's: data=4 x model=2, data=8, fsdp=4 x tp=2 (axis names
other than data and model) and pipe=2 x data=2 x model=2, four cases each. Most cases give
input shardings as a user would; two give none, so the plan chooses every layout. jax rejects
input shardings that do not divide a dim, so the uneven splits are mid-program constraints.

`blind10()` returns name -> `JaxCase` (the interface of `jax_programs.held_out()`).
"""

from __future__ import annotations

import functools

from shardsat.experiments.jax_programs import (
    MESH_4X2,
    MESH_8,
    JaxCase,
    _normal,
    _sgd,
    merged_cases,
    seeded_ints,
)
from shardsat.experiments.jax_programs import (
    cross_entropy as _xent,
)
from shardsat.experiments.jax_programs import (
    layer_norm as _layer_norm,
)

_ints = seeded_ints(10000)

MESH_FSDP_TP = "fsdp=4,tp=2"
MESH_PIPE = "pipe=2,data=2,model=2"
"""The corpus's meshes besides data=4,model=2 and data=8: axes named other than data and model,
and three axes one of which is a pipeline-stage axis."""


# --- shared pieces --------------------------------------------------------------------------


def _rope(x, pos):
    """Rotary embedding (rotate-half form) of x [..., s, heads, hd] at integer positions
    `pos` [..., s] (any leading dims that broadcast against x's)."""
    import jax.numpy as jnp

    half = x.shape[-1] // 2
    freq = 1.0 / 10000.0 ** (jnp.arange(half) / half)
    ang = pos[..., None, None].astype(jnp.float32) * freq
    cos, sin = jnp.cos(ang), jnp.sin(ang)
    x1, x2 = x[..., :half], x[..., half:]
    return jnp.concatenate([x1 * cos - x2 * sin, x1 * sin + x2 * cos], axis=-1)


def _masked_softmax(scores, mask):
    import jax
    import jax.numpy as jnp

    return jax.nn.softmax(jnp.where(mask, scores, -1e30), axis=-1)


def _conv(x, k, strides=(1, 1), groups: int = 1):
    """A SAME NHWC / HWIO convolution, `groups` its feature_group_count."""
    import jax

    return jax.lax.conv_general_dilated(
        x, k, strides, "SAME", dimension_numbers=("NHWC", "HWIO", "NHWC"),
        feature_group_count=groups,
    )  # fmt: skip


def _max_pool(x, window, strides):
    """Max pooling (lax.reduce_window, SAME padding with -inf) of a channels-last tensor over
    its middle dims: `window` and `strides` give the spatial dims only."""
    import jax
    import jax.numpy as jnp

    dims = (1, *window, 1)
    return jax.lax.reduce_window(x, -jnp.inf, jax.lax.max, dims, (1, *strides, 1), "SAME")


def _clipped_mean_grads(loss_one, params, *batch, clip: float):
    """DP-SGD's gradient without noise: per-example losses and gradients by
    jax.vmap(jax.value_and_grad(loss_one)) over the batch's leading dim, each example's gradient
    scaled to global norm at most `clip`, then averaged. Returns (mean gradients, per-example
    losses, per-example gradient norms before clipping)."""
    import jax
    import jax.numpy as jnp

    in_axes = (None,) + (0,) * len(batch)
    losses, grads = jax.vmap(jax.value_and_grad(loss_one), in_axes=in_axes)(params, *batch)
    leaves = jax.tree.leaves(grads)
    norms = jnp.sqrt(sum(jnp.sum(g.reshape(g.shape[0], -1) ** 2, axis=1) for g in leaves))
    factor = jnp.minimum(1.0, clip / (norms + 1e-12))
    mean = jax.tree.map(lambda g: jnp.tensordot(factor, g, axes=1) / factor.shape[0], grads)
    return mean, losses, norms


# --- data=4 x model=2 -----------------------------------------------------------------------


def _gqa_rope_layer(h, w, heads: int = 4, kv_heads: int = 2):
    """A pre-LN causal block: grouped-query attention (`heads` query heads sharing `kv_heads`
    key/value heads, rotary embeddings at positions 0..s-1) and a GELU MLP."""
    import jax
    import jax.numpy as jnp

    b, s, d = h.shape
    hd = d // heads
    z = _layer_norm(h)
    pos = jnp.arange(s)
    q = _rope((z @ w["wq"]).reshape(b, s, heads, hd), pos)
    k = _rope((z @ w["wk"]).reshape(b, s, kv_heads, hd), pos)
    v = (z @ w["wv"]).reshape(b, s, kv_heads, hd)
    q = q.reshape(b, s, kv_heads, heads // kv_heads, hd)
    scores = jnp.einsum("bqkgd,btkd->bkgqt", q, k) * hd**-0.5
    a = _masked_softmax(scores, jnp.tril(jnp.ones((s, s), bool)))
    o = jnp.einsum("bkgqt,btkd->bqkgd", a, v).reshape(b, s, d)
    h = h + o @ w["wo"]
    return h + jax.nn.gelu(_layer_norm(h) @ w["w1"]) @ w["w2"]


def _remat_scan_loss(stacked, x, y):
    """`_gqa_rope_layer` over layer params stacked on a leading dim, in a lax.scan whose body
    is jax.checkpoint with the dots_with_no_batch_dims_saveable policy; squared error."""
    import jax
    import jax.numpy as jnp

    layer = jax.checkpoint(
        _gqa_rope_layer, policy=jax.checkpoint_policies.dots_with_no_batch_dims_saveable
    )
    h, _ = jax.lax.scan(lambda h, w: (layer(h, w), None), x, stacked)
    return jnp.mean((h - y) ** 2)


def _lion_step(params, momentum, x, y, lr: float = 1e-3, wd: float = 0.01):
    """A Lion step (betas 0.9, 0.99; decoupled weight decay) of `_remat_scan_loss`: the update
    is the sign of 0.9 m + 0.1 g, the momentum then 0.99 m + 0.01 g. Returns (params, momentum,
    loss)."""
    import jax
    import jax.numpy as jnp

    loss, grads = jax.value_and_grad(_remat_scan_loss)(params, x, y)
    params = jax.tree.map(
        lambda w, m, g: w - lr * (jnp.sign(0.9 * m + 0.1 * g) + wd * w), params, momentum, grads
    )
    momentum = jax.tree.map(lambda m, g: 0.99 * m + 0.01 * g, momentum, grads)
    return params, momentum, loss


def _grouped_conv_logits(p, x):
    """One example's logits: a 3x3 conv, a 3x3 grouped conv (4 groups), overlapping 3x3 max
    pooling with stride 2, a linear head on the flattened map. x [h, w, c]."""
    import jax

    h = jax.nn.relu(_conv(x[None], p["k1"]))
    h = jax.nn.relu(_conv(h, p["k2"], groups=4))
    h = _max_pool(h, (3, 3), (2, 2))
    return h.reshape(-1) @ p["head"]


def _grouped_conv_loss_one(p, x, label):
    import jax

    logits = _grouped_conv_logits(p, x)
    return jax.nn.logsumexp(logits) - logits[label]


def _dp_conv_step(params, x, labels, clip: float = 1.0, lr: float = 0.1):
    """A DP-SGD step (noise-free) of `_grouped_conv_loss_one`: `_clipped_mean_grads`, then
    SGD. Returns (params, mean loss, the fraction of examples clipped)."""
    import jax
    import jax.numpy as jnp

    grads, losses, norms = _clipped_mean_grads(_grouped_conv_loss_one, params, x, labels, clip=clip)
    params = jax.tree.map(lambda w, g: w - lr * g, params, grads)
    return params, jnp.mean(losses), jnp.mean((norms > clip).astype(jnp.float32))


@functools.cache
def _grad_reverse():
    """Gradient reversal as a jax.custom_vjp: identity forward, the cotangent times -lam
    backward (lam a static float)."""
    import jax

    @functools.partial(jax.custom_vjp, nondiff_argnums=(1,))
    def reverse(x, lam):
        return x

    reverse.defvjp(lambda x, lam: (x, None), lambda lam, _, g: (-lam * g,))
    return reverse


def _dann_loss(p, x_src, y_src, x_tgt, lam: float = 0.5):
    """Domain-adversarial training: a shared ReLU feature extractor on source and target
    rows, a 5-class head on the source rows (its logits constrained to the batch on data and
    the classes on model, uneven), and a domain classifier on the features through
    `_grad_reverse`, source 0 and target 1; cross-entropy plus logistic loss."""
    import jax
    import jax.numpy as jnp
    from jax.sharding import PartitionSpec as P

    n = x_src.shape[0]
    f = jax.nn.relu(jax.nn.relu(jnp.concatenate([x_src, x_tgt]) @ p["f1"]) @ p["f2"])
    logits = jax.lax.with_sharding_constraint(f[:n] @ p["cls"], P("data", "model"))
    d = (jnp.tanh(_grad_reverse()(f, lam) @ p["d1"]) @ p["d2"])[:, 0]
    domain = jnp.concatenate([jnp.zeros(n), jnp.ones(x_tgt.shape[0])])
    return _xent(logits, y_src) + jnp.mean(jax.nn.softplus(d) - domain * d)


def _segment_positions(seg):
    """Each token's position within its segment, for segment ids [b, s] whose segments are
    contiguous runs: its index minus lax.cummax of the indices where a segment starts."""
    import jax
    import jax.numpy as jnp

    idx = jnp.broadcast_to(jnp.arange(seg.shape[1]), seg.shape)
    start = jnp.concatenate([jnp.ones_like(seg[:, :1], bool), seg[:, 1:] != seg[:, :-1]], 1)
    return idx - jax.lax.cummax(jnp.where(start, idx, 0), axis=1)


def _with_previous_block(t, block: int):
    """[b, s, ...] -> [b, s / block, 2 * block, ...]: each block of `block` positions after the
    previous block (block 0 after itself), the previous ones gathered by jnp.take."""
    import jax.numpy as jnp

    b, s = t.shape[:2]
    nb = s // block
    tb = t.reshape(b, nb, block, *t.shape[2:])
    prev = jnp.maximum(jnp.arange(nb) - 1, 0)
    return jnp.concatenate([jnp.take(tb, prev, axis=1), tb], axis=2)


def _block_local_attention(p, x, seg, block: int = 8, heads: int = 4):
    """Block-local attention over packed sequences x [b, s, d] with segment ids seg [b, s]
    (0 is padding): rotary embeddings at `_segment_positions`, each query block attending to
    the keys of its own and the previous block (`_with_previous_block`) that are causal, in
    the same segment and not padding. Returns (x + attention output, zero at padding; the
    positions)."""
    import jax.numpy as jnp

    b, s, d = x.shape
    hd, nb = d // heads, s // block
    pos = _segment_positions(seg)
    z = _layer_norm(x)
    q, k, v = ((z @ p[w]).reshape(b, s, heads, hd) for w in ("wq", "wk", "wv"))
    q, k = _rope(q, pos), _rope(k, pos)
    scores = jnp.einsum(
        "bnqhd,bnkhd->bnhqk", q.reshape(b, nb, block, heads, hd), _with_previous_block(k, block)
    )
    idx = jnp.arange(s)[None]
    q_idx, q_seg = idx.reshape(1, nb, block), seg.reshape(b, nb, block)
    k_idx, k_seg = _with_previous_block(idx, block), _with_previous_block(seg, block)
    real = (jnp.arange(2 * block) >= block)[None, :] | (jnp.arange(nb) > 0)[:, None]
    mask = (k_idx[:, :, None, :] <= q_idx[..., None]) & real[None, :, None, :]
    mask = mask & (k_seg[:, :, None, :] == q_seg[..., None]) & (q_seg != 0)[..., None]
    a = _masked_softmax(scores * hd**-0.5, mask[:, :, None])
    o = jnp.einsum("bnhqk,bnkhd->bnqhd", a, _with_previous_block(v, block)).reshape(b, s, d)
    return (x + o @ p["wo"]) * (seg != 0)[..., None], pos


# --- data=8 ---------------------------------------------------------------------------------


def _clip_embeddings(p, images, tokens, lengths):
    """The two towers, L2-normalised: images by a stride-2 3x3 conv, a depthwise 3x3 conv
    (feature_group_count = channels), a spatial mean and a projection; texts by the mean of
    their first `lengths` token embeddings (a gather of the vocab-sharded table), tanh MLP."""
    import jax
    import jax.numpy as jnp

    h = jax.nn.relu(_conv(images, p["k1"], strides=(2, 2)))
    h = jax.nn.relu(_conv(h, p["dw"], groups=h.shape[-1]))
    u = jnp.mean(h, axis=(1, 2)) @ p["img_proj"]
    mask = (jnp.arange(tokens.shape[1])[None, :] < lengths[:, None]).astype(jnp.float32)
    bag = jnp.sum(p["embed"][tokens] * mask[..., None], 1) / jnp.maximum(lengths, 1)[:, None]
    v = jnp.tanh(bag @ p["txt1"]) @ p["txt2"]
    return (t / jnp.linalg.norm(t, axis=-1, keepdims=True) for t in (u, v))


def _clip_loss(p, images, tokens, lengths):
    """Symmetric InfoNCE between the two towers of `_clip_embeddings`, logits scaled by
    exp(logit_scale) with the learned logit_scale clamped to [0, log 100]."""
    import jax.numpy as jnp

    u, v = _clip_embeddings(p, images, tokens, lengths)
    logits = jnp.exp(jnp.clip(p["logit_scale"], 0.0, jnp.log(100.0))) * u @ v.T
    labels = jnp.arange(u.shape[0])
    return 0.5 * (_xent(logits, labels) + _xent(logits.T, labels))


def _lamb_update(params, opt, grads, lr: float = 0.01, wd: float = 0.01):
    """LAMB: Adam moments (betas 0.9, 0.999, bias-corrected) plus decoupled weight decay give
    each leaf's step r, scaled by the trust ratio |w| / |r| (1 when either is zero)."""
    import jax
    import jax.numpy as jnp

    t = opt["t"] + 1.0
    m = jax.tree.map(lambda m, g: 0.9 * m + 0.1 * g, opt["m"], grads)
    v = jax.tree.map(lambda v, g: 0.999 * v + 0.001 * g * g, opt["v"], grads)
    c1, c2 = 1.0 - 0.9**t, 1.0 - 0.999**t

    def leaf(w, m, v):
        r = (m / c1) / (jnp.sqrt(v / c2) + 1e-6) + wd * w
        wn, rn = jnp.linalg.norm(w), jnp.linalg.norm(r)
        return w - lr * jnp.where((wn > 0) & (rn > 0), wn / rn, 1.0) * r

    return jax.tree.map(leaf, params, m, v), {"m": m, "v": v, "t": t}


def _clip_lamb_step(params, opt, images, tokens, lengths):
    """A LAMB step of `_clip_loss`; returns (params, optimizer state, loss)."""
    import jax

    loss, grads = jax.value_and_grad(_clip_loss)(params, images, tokens, lengths)
    params, opt = _lamb_update(params, opt, grads)
    return params, opt, loss


def _rbf(a, b, log_hyper):
    """RBF kernels [t, n, m] of point sets a [t, n, f], b [t, m, f], each task its own log
    lengthscale and log signal standard deviation (log_hyper[:, 0] and [:, 1])."""
    import jax.numpy as jnp

    ell, sig = jnp.exp(log_hyper[:, 0]), jnp.exp(log_hyper[:, 1])
    sq = jnp.sum((a[:, :, None, :] - b[:, None, :, :]) ** 2, axis=-1)
    return sig[:, None, None] ** 2 * jnp.exp(-0.5 * sq / ell[:, None, None] ** 2)


def _gp_factor(x, y, log_hyper):
    """The Cholesky factor L of K + noise^2 I (+ jitter) per task and alpha = K^-1 y by two
    batched triangular solves."""
    import jax.numpy as jnp
    from jax.scipy.linalg import solve_triangular

    n = x.shape[1]
    noise = jnp.exp(log_hyper[:, 2])
    k = _rbf(x, x, log_hyper) + (noise[:, None, None] ** 2 + 1e-4) * jnp.eye(n)
    chol = jnp.linalg.cholesky(k)
    z = solve_triangular(chol, y[..., None], lower=True)
    alpha = solve_triangular(chol, z, lower=True, trans=1)
    return chol, alpha


def _gp_nll(log_hyper, x, y):
    """Each task's negative log marginal likelihood: y^T alpha / 2 + sum log diag L +
    n log(2 pi) / 2."""
    import jax.numpy as jnp

    chol, alpha = _gp_factor(x, y, log_hyper)
    fit = 0.5 * jnp.sum(y * alpha[..., 0], axis=-1)
    logdet = jnp.sum(jnp.log(jnp.diagonal(chol, axis1=-2, axis2=-1)), axis=-1)
    return fit + logdet + 0.5 * x.shape[1] * jnp.log(2 * jnp.pi)


def _gp_step_predict(log_hyper, x, y, x_test, lr: float = 0.01):
    """A gradient step of the summed `_gp_nll` in the log hyperparameters, then the posterior
    mean K_*^T alpha and variance diag(K_**) - |L^-1 K_*|^2 at the test points under the new
    hyperparameters. Returns (log hyperparameters, NLL per task before the step, mean, var)."""
    import jax
    import jax.numpy as jnp
    from jax.scipy.linalg import solve_triangular

    def total(h):
        per_task = _gp_nll(h, x, y)
        return jnp.sum(per_task), per_task

    (_, nll), grad = jax.value_and_grad(total, has_aux=True)(log_hyper)
    log_hyper = log_hyper - lr * grad
    chol, alpha = _gp_factor(x, y, log_hyper)
    k_star = _rbf(x, x_test, log_hyper)  # [t, n, m]
    mean = jnp.einsum("tnm,tn->tm", k_star, alpha[..., 0])
    w = solve_triangular(chol, k_star, lower=True)
    var = jnp.exp(log_hyper[:, 1:2]) ** 2 - jnp.sum(w**2, axis=1)
    return log_hyper, nll, mean, var


def _linear_recurrence(a, b):
    """h_t = a_t h_{t-1} + b_t along axis 1 from h_0 = 0, by lax.associative_scan of the
    affine maps (a, b) under composition."""
    import jax

    def combine(left, right):
        return left[0] * right[0], right[0] * left[1] + right[1]

    return jax.lax.associative_scan(combine, (a, b), axis=1)[1]


def _mingru(x, wz, wh):
    """minGRU: z = sigmoid(x Wz), h_t = (1 - z_t) h_{t-1} + z_t (x_t Wh)."""
    import jax

    z = jax.nn.sigmoid(x @ wz)
    return _linear_recurrence(1.0 - z, z * (x @ wh))


def _mingru_loss(p, x, y):
    """A minGRU layer, its states and their running maximum over time (lax.cummax)
    concatenated, mixed and normalised; squared error of the projected output."""
    import jax
    import jax.numpy as jnp

    h = _mingru(x, p["wz"], p["wh"])
    h = _layer_norm(jnp.concatenate([h, jax.lax.cummax(h, axis=1)], axis=-1) @ p["mix"])
    return jnp.mean((h @ p["out"] - y) ** 2)


def _conv3d(x, k, strides):
    import jax

    return jax.lax.conv_general_dilated(
        x, k, strides, "SAME", dimension_numbers=("NDHWC", "DHWIO", "NDHWC")
    )


def _video_loss(p, video, labels):
    """A video classifier on [b, t, h, w, c]: a 3x3x3 conv, 2x3x3 max pooling with stride 2 in
    time and space, a 3x3x3 conv of stride (1, 2, 2), the mean over time and space, a linear
    head; cross-entropy."""
    import jax
    import jax.numpy as jnp

    h = jax.nn.relu(_conv3d(video, p["k1"], (1, 1, 1)))
    h = _max_pool(h, (2, 3, 3), (2, 2, 2))
    h = jax.nn.relu(_conv3d(h, p["k2"], (1, 2, 2)))
    return _xent(jnp.mean(h, axis=(1, 2, 3)) @ p["head"], labels)


# --- fsdp=4 x tp=2 --------------------------------------------------------------------------


def _bf16_loss(master, x, labels):
    """Cross-entropy in f32 of a GELU MLP computed in bf16 (the f32 master weights and the
    inputs cast to bfloat16; the LayerNorm and the logits in f32)."""
    import jax
    import jax.numpy as jnp

    w = jax.tree.map(lambda m: m.astype(jnp.bfloat16), master)
    h = jax.nn.gelu(x.astype(jnp.bfloat16) @ w["w1"])
    h = _layer_norm(h.astype(jnp.float32)).astype(jnp.bfloat16)
    h = jax.nn.gelu(h @ w["w2"])
    return _xent((h @ w["w3"]).astype(jnp.float32), labels)


def _bf16_loss_scale_step(master, scaler, x, labels, lr: float = 0.05, grow_every: int = 4):
    """A mixed-precision SGD step with dynamic loss scaling: gradients of the loss times
    scaler["scale"], unscaled in f32; when every gradient is finite the master weights move
    and the count of good steps grows (the scale doubles after `grow_every` of them), else the
    weights stay and the scale halves. Returns (master, scaler, loss)."""
    import jax
    import jax.numpy as jnp

    scale = scaler["scale"]
    loss, grads = jax.value_and_grad(lambda m: _bf16_loss(m, x, labels) * scale)(master)
    grads = jax.tree.map(lambda g: g / scale, grads)
    finite = jnp.all(jnp.stack([jnp.all(jnp.isfinite(g)) for g in jax.tree.leaves(grads)]))
    master = jax.tree.map(lambda w, g: jnp.where(finite, w - lr * g, w), master, grads)
    good = jnp.where(finite, scaler["good"] + 1, 0)
    grow = good >= grow_every
    scale = jnp.where(finite, jnp.where(grow, 2.0 * scale, scale), 0.5 * scale)
    return master, {"scale": scale, "good": jnp.where(grow, 0, good)}, loss / scaler["scale"]


def _two_batch_einsum_loss(p, x, y, heads: int = 8):
    """Grouped bilinear attention on x [g, b, s, d] whose d is split over fsdp and tp at once:
    per-group projections contracting d, scores and mixing by einsums with the two batch dims
    g and b, then the g and b dims merged (constrained onto fsdp x tp), d split into heads
    (constrained heads on fsdp, head dim on tp) and both contracted by the output einsum;
    squared error."""
    import jax
    import jax.numpy as jnp
    from jax.sharding import PartitionSpec as P

    g, b, s, d = x.shape
    q = jnp.einsum("gbsd,gde->gbse", x, p["wq"])
    k = jnp.einsum("gbsd,gde->gbse", x, p["wk"])
    a = jax.nn.softmax(jnp.einsum("gbse,gbte->gbst", q, k) * q.shape[-1] ** -0.5, axis=-1)
    mixed = jnp.einsum("gbst,gbtd->gbsd", a, x)
    merged = jax.lax.with_sharding_constraint(mixed.reshape(g * b, s, d), P(("fsdp", "tp")))
    split = merged.reshape(g * b, s, heads, d // heads)
    split = jax.lax.with_sharding_constraint(split, P(None, None, "fsdp", "tp"))
    return jnp.mean((jnp.einsum("nshk,hkf->nsf", split, p["wo"]) - y) ** 2)


def _mod_block(h, router, w1, w2, capacity: int):
    """Mixture-of-depths: the `capacity` tokens of each sequence with the largest router
    scores (jnp.argsort, then kept in sequence order) are taken by jnp.take_along_axis
    (constrained with the slots on fsdp: 6 over 4 devices, uneven), pass a GELU MLP gated by
    sigmoid(score) and are added back by a scatter; the other tokens skip the block."""
    import jax
    import jax.numpy as jnp
    from jax.sharding import PartitionSpec as P

    scores = h @ router  # [b, s]
    idx = jnp.sort(jnp.argsort(-scores, axis=1)[:, :capacity], axis=1)
    chosen = jnp.take_along_axis(h, idx[..., None], axis=1)
    chosen = jax.lax.with_sharding_constraint(chosen, P(None, "fsdp", None))
    gate = jax.nn.sigmoid(jnp.take_along_axis(scores, idx, axis=1))[..., None]
    out = jax.nn.gelu(_layer_norm(chosen) @ w1) @ w2 * gate
    return h.at[jnp.arange(h.shape[0])[:, None], idx].add(out)


def _mod_loss(p, x, y, layers: int = 2, capacity: int = 6):
    import jax.numpy as jnp

    h = x
    for i in range(layers):
        h = _mod_block(h, p[f"router{i}"], p[f"w1_{i}"], p[f"w2_{i}"], capacity)
    return jnp.mean((h - y) ** 2)


def _rms(t):
    import jax.numpy as jnp

    return jnp.sqrt(jnp.mean(t * t))


def _adafactor_leaf(w, g, state, beta2, lr: float = 0.01):
    """Adafactor for one leaf: a matrix's second moment factored as its row and column means
    of g^2 (v = vr vc^T / mean(vr)), a vector's kept whole; the update g / sqrt(v) clipped to
    RMS 1, the step lr times max(1e-3, RMS(w)). Returns (w, state)."""
    import jax
    import jax.numpy as jnp

    g2 = g * g + 1e-30
    if w.ndim == 2:
        vr = beta2 * state["vr"] + (1.0 - beta2) * jnp.mean(g2, axis=1)
        vc = beta2 * state["vc"] + (1.0 - beta2) * jnp.mean(g2, axis=0)
        v, state = jnp.outer(vr, vc) / jnp.mean(vr), {"vr": vr, "vc": vc}
    else:
        v = beta2 * state["v"] + (1.0 - beta2) * g2
        state = {"v": v}
    u = g * jax.lax.rsqrt(v)
    u = u / jnp.maximum(1.0, _rms(u))
    return w - lr * jnp.maximum(1e-3, _rms(w)) * u, state


def _mod_adafactor_step(params, opt, x, y):
    """An Adafactor step (beta2 = 1 - t^-0.8) of `_mod_loss`; returns (params, optimizer
    state, loss)."""
    import jax

    loss, grads = jax.value_and_grad(_mod_loss)(params, x, y)
    t = opt["t"] + 1.0
    beta2 = 1.0 - t**-0.8
    new, state = {}, {"t": t}
    for name in params:
        new[name], state[name] = _adafactor_leaf(params[name], grads[name], opt[name], beta2)
    return new, state, loss


def _bigram_hash(tokens, buckets: int = 256):
    """Bucket ids [b, s] of (previous, current) token pairs (the previous of the first is 0):
    uint32 h = prev * 2654435761 ^ (cur << 5) ^ (cur >> 2), then h ^ (h >> 15), masked to
    `buckets` (a power of two)."""
    import jax.numpy as jnp

    cur = tokens.astype(jnp.uint32)
    prev = jnp.concatenate([jnp.zeros_like(cur[:, :1]), cur[:, :-1]], axis=1)
    h = (prev * jnp.uint32(2654435761)) ^ (cur << 5) ^ (cur >> 2)
    h = h ^ (h >> 15)
    return (h & jnp.uint32(buckets - 1)).astype(jnp.int32)


@functools.cache
def _ste_int4():
    """Fake int4 quantisation of weights with a clipped straight-through gradient, as a
    jax.custom_vjp: forward clip(round(w / scale), -8, 7) * scale, backward the cotangent
    where w / scale lies in [-8, 7] and 0 elsewhere (none for the scale)."""
    import jax
    import jax.numpy as jnp

    @jax.custom_vjp
    def quant(w, scale):
        return jnp.clip(jnp.round(w / scale), -8.0, 7.0) * scale

    def fwd(w, scale):
        return quant(w, scale), (w, scale)

    def bwd(res, g):
        w, scale = res
        inside = (w / scale >= -8.0) & (w / scale <= 7.0)
        return jnp.where(inside, g, 0.0), jnp.zeros_like(scale)

    quant.defvjp(fwd, bwd)
    return quant


def _class_weights(labels, classes: int):
    """Inverse-frequency class weights n / (classes * count), counts by
    jnp.bincount(length=classes) (an absent class's weight as if it had one example)."""
    import jax.numpy as jnp

    counts = jnp.bincount(labels, length=classes)
    return labels.shape[0] / (classes * jnp.maximum(counts, 1).astype(jnp.float32))


def _hashed_ste_loss(p, tokens, price, bounds, labels):
    """A text-and-price classifier: the mean of `_bigram_hash` bucket embeddings plus the
    embedding of the price's bucket (jnp.searchsorted over `bounds`), a ReLU layer whose
    weights pass `_ste_int4` (scale max|w| / 7), a head; cross-entropy weighted by
    `_class_weights` of the batch's labels."""
    import jax
    import jax.numpy as jnp

    bag = jnp.mean(jnp.take(p["table"], _bigram_hash(tokens), axis=0), axis=1)
    feat = bag + p["price_emb"][jnp.searchsorted(bounds, price)]
    scale = jax.lax.stop_gradient(jnp.max(jnp.abs(p["dense"]))) / 7.0 + 1e-8
    logits = jax.nn.relu(feat @ _ste_int4()(p["dense"], scale)) @ p["head"]
    per = jax.nn.logsumexp(logits, -1) - jnp.take_along_axis(logits, labels[:, None], 1)[:, 0]
    weight = _class_weights(labels, logits.shape[-1])[labels]
    return jnp.sum(weight * per) / jnp.sum(weight)


# --- pipe=2 x data=2 x model=2 --------------------------------------------------------------


def _residual_stage(h, w):
    """A pre-LN residual ReLU MLP stage."""
    import jax

    return h + jax.nn.relu(_layer_norm(h) @ w["w1"] + w["b1"]) @ w["w2"]


def _pipe_stages_loss(p, x, labels):
    """An embedding, `_residual_stage` over stage params stacked on a leading dim (split on
    the pipe axis) in a lax.scan, each stage under jax.checkpoint with the nothing_saveable
    policy (everything recomputed backward), a head; cross-entropy."""
    import jax

    stage = jax.checkpoint(_residual_stage, policy=jax.checkpoint_policies.nothing_saveable)
    h, _ = jax.lax.scan(lambda h, w: (stage(h, w), None), x @ p["embed"], p["stages"])
    return _xent(_layer_norm(h) @ p["head"], labels)


def _deconv(h, k):
    """A stride-2 SAME lax.conv_transpose with transpose_kernel (k is the kernel of the conv it
    transposes: [kh, kw, out, in])."""
    import jax

    return jax.lax.conv_transpose(
        h, k, (2, 2), "SAME", dimension_numbers=("NHWC", "HWIO", "NHWC"), transpose_kernel=True
    )


def _autoencoder_loss(p, x):
    """A conv autoencoder: 3x3 convs each followed by strided max pooling (2x2 then an
    overlapping 3x3, both stride 2) down to a quarter of the size, two `_deconv` back up, the
    3-channel reconstruction constrained with the batch on pipe x data and the channels on
    model (uneven); squared error."""
    import jax
    import jax.numpy as jnp
    from jax.sharding import PartitionSpec as P

    h = _max_pool(jax.nn.relu(_conv(x, p["k1"])), (2, 2), (2, 2))
    h = _max_pool(jax.nn.relu(_conv(h, p["k2"])), (3, 3), (2, 2))
    h = jax.nn.relu(_deconv(h, p["t1"]))
    out = jax.lax.with_sharding_constraint(
        _deconv(h, p["t2"]), P(("pipe", "data"), None, None, "model")
    )
    return jnp.mean((out - x) ** 2)


def _varlen_block(p, x, cu_seqlens, heads: int = 4):
    """A pre-LN block over one packed row x [n, d] of sequences with cumulative lengths
    cu_seqlens (0, ..., n): segment ids by jnp.searchsorted, positions within each sequence by a
    gather of its start, causal attention within each sequence with rotary embeddings, a GELU
    MLP; the 10 logits of each sequence's last token. Returns (hidden, logits)."""
    import jax
    import jax.numpy as jnp

    n, d = x.shape
    hd = d // heads
    idx = jnp.arange(n)
    seg = jnp.searchsorted(cu_seqlens, idx, side="right") - 1
    pos = idx - cu_seqlens[seg]
    z = _layer_norm(x)
    q, k, v = ((z @ p[w]).reshape(n, heads, hd) for w in ("wq", "wk", "wv"))
    q, k = _rope(q, pos), _rope(k, pos)
    mask = (seg[:, None] == seg[None, :]) & (idx[None, :] <= idx[:, None])
    a = _masked_softmax(jnp.einsum("qhd,khd->hqk", q, k) * hd**-0.5, mask)
    h = x + jnp.einsum("hqk,khd->qhd", a, v).reshape(n, d) @ p["wo"]
    h = h + jax.nn.gelu(_layer_norm(h) @ p["w1"]) @ p["w2"]
    return h, _layer_norm(h[cu_seqlens[1:] - 1]) @ p["head"]


def _bag_loss_one(p, tokens, label):
    """One example's cross-entropy: the mean embedding of its tokens, a tanh layer, a head."""
    import jax
    import jax.numpy as jnp

    logits = jnp.tanh(jnp.mean(jnp.take(p["embed"], tokens, axis=0), axis=0) @ p["w1"]) @ p["w2"]
    return jax.nn.logsumexp(logits) - logits[label]


def _dp_bag_momentum_step(params, velocity, tokens, labels, clip: float = 0.5, lr: float = 0.2):
    """DP-SGD (noise-free `_clipped_mean_grads`) of `_bag_loss_one` with heavy-ball momentum
    0.9; returns (params, velocity, mean loss, per-example gradient norms)."""
    import jax
    import jax.numpy as jnp

    grads, losses, norms = _clipped_mean_grads(_bag_loss_one, params, tokens, labels, clip=clip)
    velocity = jax.tree.map(lambda v, g: 0.9 * v + g, velocity, grads)
    params = jax.tree.map(lambda w, v: w - lr * v, params, velocity)
    return params, velocity, jnp.mean(losses), norms


# --- the cases ------------------------------------------------------------------------------


def _packed_segment_ids(seed: int, rows: int, s: int):
    """Segment ids [rows, s] of packed sequences: runs of 1..11 tokens numbered from 1, each
    row's tail of 0..5 positions padding (0)."""
    import numpy as np

    rng = np.random.default_rng(seed)
    out = np.zeros((rows, s), np.int32)
    for r in range(rows):
        used = s - int(rng.integers(0, 6))
        start, seg = 0, 1
        while start < used:
            length = min(int(rng.integers(1, 12)), used - start)
            out[r, start : start + length] = seg
            start, seg = start + length, seg + 1
    return out


def _cases_4x2() -> dict[str, JaxCase]:
    import jax
    import jax.numpy as jnp
    from jax.sharding import PartitionSpec as P

    layers, d = 4, 32
    stacked = {
        "wq": _normal(10001, (layers, d, d), 0.15),
        "wk": _normal(10002, (layers, d, d // 2), 0.15),
        "wv": _normal(10003, (layers, d, d // 2), 0.15),
        "wo": _normal(10004, (layers, d, d), 0.1),
        "w1": _normal(10005, (layers, d, 2 * d), 0.15),
        "w2": _normal(10006, (layers, 2 * d, d), 0.1),
    }
    col, row = P(None, None, "model"), P(None, "model", None)
    stacked_spec = {"wq": col, "wk": col, "wv": col, "wo": row, "w1": col, "w2": row}
    seq3 = P("data", None, None)
    attn = {w: _normal(10040 + i, (32, 32), 0.15) for i, w in enumerate(("wq", "wk", "wv", "wo"))}
    return {
        "gqa-rope-remat-dots-policy-scan-4-layers-lion-donated": JaxCase(
            _lion_step,
            (
                stacked,
                jax.tree.map(lambda w: w * 0.0, stacked),
                _normal(10007, (8, 16, d)),
                _normal(10008, (8, 16, d)),
            ),
            in_shardings=(stacked_spec, stacked_spec, seq3, seq3),
            donate_argnums=(0, 1),
            mesh=MESH_4X2,
        ),
        "dpsgd-grouped-conv-overlap-maxpool-vmap-clip-mean-step": JaxCase(
            _dp_conv_step,
            (
                {
                    "k1": _normal(10010, (3, 3, 4, 16), 0.2),
                    "k2": _normal(10011, (3, 3, 4, 16), 0.2),
                    "head": _normal(10012, (6 * 6 * 16, 10), 0.03),
                },
                _normal(10013, (16, 12, 12, 4)),
                _ints(10014, (16,), 10),
            ),
            in_shardings=(
                {"k1": None, "k2": P(None, None, None, "model"), "head": P(None, "model")},
                P("data", None, None, None),
                P("data"),
            ),
            mesh=MESH_4X2,
        ),
        "gradient-reversal-custom-vjp-dann-classes5-uneven-step": JaxCase(
            _sgd(_dann_loss),
            (
                {
                    "f1": _normal(10020, (24, 64), 0.2),
                    "f2": _normal(10021, (64, 32), 0.15),
                    "cls": _normal(10022, (32, 5), 0.2),
                    "d1": _normal(10023, (32, 16), 0.2),
                    "d2": _normal(10024, (16, 1), 0.2),
                },
                _normal(10025, (32, 24)),
                _ints(10026, (32,), 5),
                _normal(10027, (32, 24)) + 0.5,
            ),
            in_shardings=(
                {
                    "f1": P(None, "model"),
                    "f2": P("model", None),
                    "cls": None,
                    "d1": None,
                    "d2": None,
                },
                P("data", None),
                P("data"),
                P("data", None),
            ),  # fmt: skip
            mesh=MESH_4X2,
        ),
        "packed-segments-cummax-positions-block-local-attention-eval": JaxCase(
            _block_local_attention,
            (attn, _normal(10045, (8, 32, 32)), jnp.asarray(_packed_segment_ids(10046, 8, 32))),
            in_shardings=(
                {
                    "wq": P(None, "model"),
                    "wk": P(None, "model"),
                    "wv": P(None, "model"),
                    "wo": P("model", None),
                },
                seq3,
                P("data", None),
            ),  # fmt: skip
            mesh=MESH_4X2,
        ),
    }


def _cases_8() -> dict[str, JaxCase]:
    import jax
    import jax.numpy as jnp
    from jax.sharding import PartitionSpec as P

    clip = {
        "k1": _normal(10050, (3, 3, 3, 16), 0.2),
        "dw": _normal(10051, (3, 3, 1, 16), 0.3),
        "img_proj": _normal(10052, (16, 32), 0.2),
        "embed": _normal(10053, (128, 32), 0.3),
        "txt1": _normal(10054, (32, 32), 0.2),
        "txt2": _normal(10055, (32, 32), 0.2),
        "logit_scale": jnp.float32(2.659),  # log(1 / 0.07)
    }
    clip_spec = dict.fromkeys(clip) | {"embed": P("data", None)}
    zeros = jax.tree.map(lambda w: w * 0.0, clip)
    gp_spec = P("data", None, None)
    return {
        "clip-strided-dwconv-image-bag-text-temperature-lamb-donated": JaxCase(
            _clip_lamb_step,
            (
                clip,
                {"m": zeros, "v": zeros, "t": jnp.float32(0.0)},
                _normal(10056, (16, 16, 16, 3)),
                _ints(10057, (16, 12), 128),
                _ints(10058, (16,), 12) + 1,
            ),
            in_shardings=(
                clip_spec,
                {"m": clip_spec, "v": clip_spec, "t": None},
                P("data", None, None, None),
                P("data", None),
                P("data"),
            ),
            donate_argnums=(0, 1),
            mesh=MESH_8,
        ),
        "gp-tasks16-batched-cholesky-trisolve-hyper-step-posterior": JaxCase(
            _gp_step_predict,
            (
                _normal(10060, (16, 3), 0.1),
                _normal(10061, (16, 24, 3)),
                _normal(10062, (16, 24)),
                _normal(10063, (16, 8, 3)),
            ),
            in_shardings=(P("data", None), gp_spec, P("data", None), gp_spec),
            mesh=MESH_8,
        ),
        "mingru-associative-scan-cummax-time8-step": JaxCase(
            _sgd(_mingru_loss),
            (
                {
                    "wz": _normal(10070, (16, 32), 0.2),
                    "wh": _normal(10071, (16, 32), 0.2),
                    "mix": _normal(10072, (64, 32), 0.15),
                    "out": _normal(10075, (32, 16), 0.15),
                },
                _normal(10076, (4, 64, 16)),
                _normal(10077, (4, 64, 16)),
            ),
            in_shardings=(
                dict.fromkeys(("wz", "wh", "mix", "out")),
                P(None, "data", None),
                P(None, "data", None),
            ),
            mesh=MESH_8,
        ),
        "video-conv3d-strided-maxpool3d-classifier-unsharded": JaxCase(
            _sgd(_video_loss),
            (
                {
                    "k1": _normal(10080, (3, 3, 3, 3, 8), 0.15),
                    "k2": _normal(10081, (3, 3, 3, 8, 16), 0.1),
                    "head": _normal(10082, (16, 5), 0.2),
                },
                _normal(10083, (4, 8, 16, 16, 3)),
                _ints(10084, (4,), 5),
            ),
            mesh=MESH_8,
        ),
    }


def _cases_fsdp_tp() -> dict[str, JaxCase]:
    import jax.numpy as jnp
    from jax.sharding import PartitionSpec as P

    mod = {}
    for i in range(2):
        mod[f"router{i}"] = _normal(10110 + 3 * i, (32,), 0.2)
        mod[f"w1_{i}"] = _normal(10111 + 3 * i, (32, 64), 0.15)
        mod[f"w2_{i}"] = _normal(10112 + 3 * i, (64, 32), 0.1)
    mod_spec = {n: None if n.startswith("router") else P(None, "tp") for n in mod}
    mod_spec |= {n: P("tp", None) for n in mod if n.startswith("w2")}
    opt = {"t": jnp.float32(0.0)} | {n: _adafactor_zeros(w) for n, w in mod.items()}
    opt_spec = {"t": None} | {n: {"v": None} for n in mod if n.startswith("router")}
    opt_spec |= {n: {"vr": None, "vc": P("tp")} for n in mod if n.startswith("w1")}
    opt_spec |= {n: {"vr": P("tp"), "vc": None} for n in mod if n.startswith("w2")}
    batch3 = P("fsdp", None, None)
    return {
        "bf16-compute-f32-master-dynamic-loss-scale-donated": JaxCase(
            _bf16_loss_scale_step,
            (
                {
                    "w1": _normal(10090, (64, 128), 0.1),
                    "w2": _normal(10091, (128, 64), 0.1),
                    "w3": _normal(10092, (64, 16), 0.1),
                },
                {"scale": jnp.float32(2.0**15), "good": jnp.int32(0)},
                _normal(10093, (64, 64)),
                _ints(10094, (64,), 16),
            ),
            in_shardings=(
                {"w1": P("fsdp", "tp"), "w2": P("tp", "fsdp"), "w3": P("fsdp", None)},
                {"scale": None, "good": None},
                P("fsdp", None),
                P("fsdp"),
            ),
            donate_argnums=(0, 1),
            mesh=MESH_FSDP_TP,
        ),
        "einsum-two-batch-dims-contract-fsdp-tp-merge-split-step": JaxCase(
            _sgd(_two_batch_einsum_loss),
            (
                {
                    "wq": _normal(10100, (4, 64, 16), 0.15),
                    "wk": _normal(10101, (4, 64, 16), 0.15),
                    "wo": _normal(10102, (8, 8, 16), 0.15),
                },
                _normal(10103, (4, 8, 8, 64)),
                _normal(10104, (32, 8, 16)),
            ),
            in_shardings=(
                {
                    "wq": P(None, ("fsdp", "tp"), None),
                    "wk": P(None, ("fsdp", "tp"), None),
                    "wo": P("fsdp", "tp", None),
                },
                P(None, None, None, ("fsdp", "tp")),
                P("fsdp", None, None),
            ),
            mesh=MESH_FSDP_TP,
        ),
        "mod-argsort-take-along-scatter-back-adafactor-capacity6-uneven-donated": JaxCase(
            _mod_adafactor_step,
            (mod, opt, _normal(10120, (8, 16, 32)), _normal(10121, (8, 16, 32))),
            in_shardings=(mod_spec, opt_spec, batch3, batch3),
            donate_argnums=(0, 1),
            mesh=MESH_FSDP_TP,
        ),
        "hashed-bigram-uint32-searchsorted-bincount-ste-int4-step": JaxCase(
            _sgd(_hashed_ste_loss),
            (
                {
                    "table": _normal(10130, (256, 16), 0.3),
                    "price_emb": _normal(10131, (8, 16), 0.3),
                    "dense": _normal(10132, (16, 32), 0.2),
                    "head": _normal(10133, (32, 4), 0.2),
                },
                _ints(10134, (32, 16), 1000),
                jnp.abs(_normal(10135, (32,), 50.0)),
                jnp.asarray([1.0, 5.0, 10.0, 20.0, 40.0, 80.0, 160.0]),
                _ints(10136, (32,), 4),
            ),
            in_shardings=(
                {
                    "table": P(None, "tp"),
                    "price_emb": P(None, "tp"),
                    "dense": P("tp", None),
                    "head": None,
                },
                P("fsdp", None),
                P("fsdp"),
                None,
                P("fsdp"),
            ),  # fmt: skip
            mesh=MESH_FSDP_TP,
        ),
    }


def _adafactor_zeros(w):
    """Adafactor's initial state of a leaf: zero row and column moments of a matrix, a zero
    moment of a vector."""
    import jax.numpy as jnp

    if w.ndim == 2:
        return {"vr": jnp.zeros(w.shape[0]), "vc": jnp.zeros(w.shape[1])}
    return {"v": jnp.zeros(w.shape)}


def _cases_pipe() -> dict[str, JaxCase]:
    import jax
    import jax.numpy as jnp
    from jax.sharding import PartitionSpec as P

    stages = {
        "w1": _normal(10140, (4, 32, 64), 0.15),
        "b1": _normal(10141, (4, 64), 0.05),
        "w2": _normal(10142, (4, 64, 32), 0.1),
    }
    varlen = {w: _normal(10170 + i, (32, 32), 0.15) for i, w in enumerate(("wq", "wk", "wv", "wo"))}
    varlen |= {
        "w1": _normal(10174, (32, 64), 0.15),
        "w2": _normal(10175, (64, 32), 0.1),
        "head": _normal(10176, (32, 10), 0.2),
    }
    bag = {
        "embed": _normal(10180, (64, 16), 0.3),
        "w1": _normal(10181, (16, 32), 0.2),
        "w2": _normal(10182, (32, 4), 0.2),
    }
    bag_spec = {"embed": P("model", None), "w1": P(None, "model"), "w2": P("model", None)}
    rows = P(("pipe", "data"), None)
    return {
        "pipe-stacked-stages-remat-nothing-saveable-batch-data-model-step": JaxCase(
            _sgd(_pipe_stages_loss),
            (
                {
                    "embed": _normal(10143, (16, 32), 0.25),
                    "stages": stages,
                    "head": _normal(10144, (32, 8), 0.2),
                },
                _normal(10145, (32, 16)),
                _ints(10146, (32,), 8),
            ),
            in_shardings=(
                {
                    "embed": None,
                    "stages": {
                        "w1": P("pipe", None, "model"),
                        "b1": P("pipe", "model"),
                        "w2": P("pipe", "model", None),
                    },
                    "head": None,
                },
                P(("data", "model"), None),
                P(("data", "model")),
            ),
            mesh=MESH_PIPE,
        ),
        "conv-autoencoder-strided-maxpool-conv-transpose-rgb3-uneven-step": JaxCase(
            _sgd(_autoencoder_loss),
            (
                {
                    "k1": _normal(10150, (3, 3, 3, 16), 0.2),
                    "k2": _normal(10151, (3, 3, 16, 32), 0.1),
                    "t1": _normal(10152, (4, 4, 16, 32), 0.08),
                    "t2": _normal(10153, (4, 4, 3, 16), 0.08),
                },
                _normal(10154, (8, 16, 16, 3)),
            ),
            in_shardings=(
                {
                    "k1": P(None, None, None, "model"),
                    "k2": P(None, None, None, "model"),
                    "t1": P(None, None, None, "model"),
                    "t2": None,
                },
                P(("pipe", "data"), None, None, None),
            ),
            mesh=MESH_PIPE,
        ),
        "varlen-cu-seqlens-searchsorted-rope-segment-causal-unsharded": JaxCase(
            _varlen_block,
            (varlen, _normal(10177, (64, 32)), jnp.asarray([0, 10, 27, 40, 64], jnp.int32)),
            mesh=MESH_PIPE,
        ),
        "dpsgd-embedding-bag-vmap-clip-momentum-donated-3axis": JaxCase(
            _dp_bag_momentum_step,
            (
                bag,
                jax.tree.map(lambda w: w * 0.0, bag),
                _ints(10183, (16, 8), 64),
                _ints(10184, (16,), 4),
            ),
            in_shardings=(bag_spec, bag_spec, rows, P(("pipe", "data"))),
            donate_argnums=(0, 1),
            mesh=MESH_PIPE,
        ),
    }


def blind10() -> dict[str, JaxCase]:
    """The tenth blind corpus, name -> JaxCase (see the module docstring)."""
    return merged_cases(_cases_4x2, _cases_8, _cases_fsdp_tp, _cases_pipe)
