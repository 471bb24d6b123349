"""A seventh blind corpus of plain JAX programs for experiments/fidelity.py (corpus "blind7").

Written without reading the cost model or the solvers, so the predicted collective bytes are
checked on programs they were not written against. Each program is unlike those of
experiments/jax_programs.py and experiments/jax_programs_blind{,2,3,4,5,6}.py, and is something
users write: Swin shifted-window attention (`jnp.roll` by half a window, window partition and
reverse by reshapes and transposes, the shifted-region mask) on an image whose height is split
4 ways, a beam search step (log-softmax over a vocab split 4 ways, `lax.top_k` over beams x
vocab, beam histories reordered by `take_along_axis` and the new token written at a traced
step by `lax.dynamic_update_slice`, donated histories and scores), a Mamba-style selective scan
(input-dependent step size, B and C, a `lax.scan` over a sequence split on the data axis with
the inner channels split on the model axis, SiLU gate), DINO self-distillation (a sharpened,
centred teacher softmax against the student's, the teacher updated as an exponential moving
average of the student and the centre as an EMA of teacher outputs, both donated), a spatial
transformer (a localisation MLP to an affine matrix, an affine grid, bilinear sampling by four
`take_along_axis(mode="clip")` gathers with out-of-bounds masks), a feature pyramid network
(strided conv backbone, 1x1 laterals, a top-down path upsampled by `jax.image.resize` nearest
and bilinear, per-pixel cross-entropy at input resolution), a linear-chain CRF (forward
algorithm by `logsumexp` in a `lax.scan` over time with length masks, gold path scored by
gathers from the transition matrix) whose 9 tag emissions are constrained onto 2 devices
(uneven), batch norm in training mode with running statistics updated by momentum (donated),
ROC-AUC and precision@64 from a three-operand `lax.sort` (scores, labels, ids) along a batch
split 8 ways with `jnp.cumsum` of the sorted labels, a Gaussian-process marginal likelihood
(ARD RBF kernel, `jnp.linalg.cholesky`, `solve_triangular`) trained by SGD, a VAE whose
reparameterisation noise and decoder dropout come from a `jax.random` key passed in as an
argument, drawdown features by `lax.cummax` and a smooth running maximum by `lax.cumlogsumexp`
along a time dim split 8 ways, fp8 (e4m3) matmuls with delayed scaling from a rolled amax
history (donated), ArcFace (an additive angular margin by `arccos`/`cos` on the target class,
picked by an `iota` comparison) whose 90 class logits are constrained onto 4 devices (uneven),
CutMix (a box mask from `iota` comparisons at given corners, partner images and labels by
`jnp.take(mode="clip")` of a permutation), and the verification step of speculative decoding
(a causal target model scores 4 draft tokens, acceptance by `u < p / q`, the accepted prefix by
`jnp.cumprod`, a correction token by `argmax` of the residual max(p - q, 0)).

The meshes differ (data=2 x model=4, data=4 x model=2, data=8, data=2 x fsdp=2 x model=2), four
cases each. Most cases give input shardings as a user would; two give none, so the plan chooses
every layout.

`blind7()` returns name -> `JaxCase` (the interface of `jax_programs.held_out()`);
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
from shardsat.experiments.jax_programs import (
    cross_entropy as _xent,
)
from shardsat.experiments.jax_programs import (
    layer_norm as _layer_norm,
)

_ints = seeded_ints(7000)


def _conv(h, k, stride: int = 1):
    import jax

    return jax.lax.conv_general_dilated(
        h, k, (stride, stride), "SAME", dimension_numbers=("NHWC", "HWIO", "NHWC")
    )


# --- attention, decoding, sequence models ---------------------------------------------------


def _window_partition(x, w: int):
    """[b, h, w', c] -> [b * (h / w) * (w' / w), w * w, c]: non-overlapping w x w windows."""
    b, h, wd, c = x.shape
    x = x.reshape(b, h // w, w, wd // w, w, c).transpose(0, 1, 3, 2, 4, 5)
    return x.reshape(b * (h // w) * (wd // w), w * w, c)


def _window_reverse(win, w: int, b: int, h: int, wd: int):
    """The inverse of `_window_partition`."""
    c = win.shape[-1]
    x = win.reshape(b, h // w, wd // w, w, w, c).transpose(0, 1, 3, 2, 4, 5)
    return x.reshape(b, h, wd, c)


def _shift_mask(h: int, wd: int, w: int, s: int):
    """Swin's mask for shifted windows [windows, w*w, w*w]: the rolled image is cut into 3 x 3
    regions, and tokens of different regions in one window get -100 (a numpy constant)."""
    import numpy as np

    img = np.zeros((h, wd), np.int32)
    cuts = (slice(0, -w), slice(-w, -s), slice(-s, None))
    for i, hs in enumerate(cuts):
        for j, ws in enumerate(cuts):
            img[hs, ws] = 3 * i + j
    win = img.reshape(h // w, w, wd // w, w).transpose(0, 2, 1, 3).reshape(-1, w * w)
    return np.where(win[:, :, None] != win[:, None, :], -100.0, 0.0).astype(np.float32)


def _swin_block(p, x, shift: int, w: int = 4, heads: int = 4):
    """A Swin block: LayerNorm, (cyclic shift by -shift,) window attention with a learned
    per-head bias and the shifted-region mask, window reverse, (shift back,) residual; then
    LayerNorm + GELU MLP, residual."""
    import jax
    import jax.numpy as jnp

    b, h, wd, c = x.shape
    z = _layer_norm(x)
    if shift:
        z = jnp.roll(z, (-shift, -shift), axis=(1, 2))
    win = _window_partition(z, w)  # [b * nw, w*w, c]
    n, t, _ = win.shape
    q, k, v = ((win @ p[n_]).reshape(n, t, heads, c // heads) for n_ in ("wq", "wk", "wv"))
    scores = jnp.einsum("nqhd,nkhd->nhqk", q, k) * (c // heads) ** -0.5 + p["bias"][None]
    if shift:
        mask = jnp.asarray(_shift_mask(h, wd, w, shift))  # [nw, t, t]
        scores = (scores.reshape(b, -1, heads, t, t) + mask[None, :, None]).reshape(scores.shape)
    o = jnp.einsum("nhqk,nkhd->nqhd", jax.nn.softmax(scores, axis=-1), v).reshape(n, t, c)
    o = _window_reverse(o @ p["wo"], w, b, h, wd)
    if shift:
        o = jnp.roll(o, (shift, shift), axis=(1, 2))
    x = x + o
    return x + jax.nn.gelu(_layer_norm(x) @ p["w1"]) @ p["w2"]


def _swin_loss(p, x, y):
    """Two Swin blocks (windows of 4 x 4, then shifted by 2), squared error."""
    import jax.numpy as jnp

    h = _swin_block(p["blocks"][1], _swin_block(p["blocks"][0], x, 0), 2)
    return jnp.mean((h - y) ** 2)


def _beam_step(p, history, scores, last, t):
    """One beam search step on [batch, beams]: the next-token log-softmax of a small decoder
    (embedding of the last token, tanh layer, vocab projection), candidate scores over beams x
    vocab, `lax.top_k` keeps `beams` of them, the source beam (index // vocab) reorders the
    token histories, and the new token is written at step t. Returns (history, scores, tokens,
    source beams)."""
    import jax
    import jax.numpy as jnp

    b, beams = scores.shape
    vocab = p["out"].shape[1]
    h = jnp.tanh(jnp.take(p["embed"], last, axis=0) @ p["w"])  # [b, beams, d]
    logp = jax.nn.log_softmax(h @ p["out"], axis=-1)  # [b, beams, vocab]
    cand = (scores[..., None] + logp).reshape(b, beams * vocab)
    new_scores, idx = jax.lax.top_k(cand, beams)
    src, tok = idx // vocab, idx % vocab
    history = jnp.take_along_axis(history, src[..., None], axis=1)
    history = jax.lax.dynamic_update_slice_in_dim(history, tok[..., None], t, axis=2)
    return history, new_scores, tok, src


def _selective_scan(u, delta, a, bmat, cmat, d):
    """Mamba's selective scan over [b, l, c] inputs (a lax.scan over l, time-major):
    h_t = exp(delta_t A) h_{t-1} + delta_t B_t u_t and y_t = C_t h_t + D u_t, the state
    [b, c, n] with A [c, n], B_t and C_t [b, n] and delta_t [b, c] from the input."""
    import jax
    import jax.numpy as jnp

    def step(hs, xs):
        u_t, dt_t, b_t, c_t = xs
        hs = jnp.exp(dt_t[..., None] * a) * hs + (dt_t * u_t)[..., None] * b_t[:, None, :]
        return hs, jnp.einsum("bcn,bn->bc", hs, c_t) + d * u_t

    b, _, c = u.shape
    xs = tuple(z.transpose(1, 0, 2) for z in (u, delta, bmat, cmat))
    _, ys = jax.lax.scan(step, jnp.zeros((b, c, a.shape[1])), xs)
    return ys.transpose(1, 0, 2)


def _mamba_loss(p, x, y):
    """A Mamba block: input projection to 64 inner channels and a gate, softplus step sizes,
    input-dependent B and C (state 8), `_selective_scan`, SiLU-gated output projection,
    residual; squared error."""
    import jax
    import jax.numpy as jnp

    u, z = jnp.split(x @ p["w_in"], 2, axis=-1)
    u = jax.nn.silu(u)
    delta = jax.nn.softplus(u @ p["w_dt"] + p["b_dt"])
    a = -jnp.exp(p["a_log"])
    ys = _selective_scan(u, delta, a, u @ p["w_b"], u @ p["w_c"], p["d"])
    h = x + (ys * jax.nn.silu(z)) @ p["w_out"]
    return jnp.mean((h - y) ** 2)


def _dino_head(p, x):
    import jax
    import jax.numpy as jnp

    h = jax.nn.gelu(x @ p["w1"]) @ p["w2"]
    return (h / jnp.linalg.norm(h, axis=-1, keepdims=True)) @ p["protos"]


def _dino_step(student, teacher, center, x1, x2):
    """A DINO step: the teacher's centred softmax (temperature 0.04, stop_gradient) of each
    view against the student's log-softmax (temperature 0.1) of the other view, an SGD step of
    the student, the teacher an EMA (0.996) of the new student and the centre an EMA (0.9) of
    the teacher outputs. Returns (student, teacher, center, loss)."""
    import jax
    import jax.numpy as jnp

    t1, t2 = _dino_head(teacher, x1), _dino_head(teacher, x2)
    q1, q2 = (jax.nn.softmax((t - center) / 0.04, axis=-1) for t in (t1, t2))

    def loss_fn(s):
        l1 = jax.nn.log_softmax(_dino_head(s, x1) / 0.1, axis=-1)
        l2 = jax.nn.log_softmax(_dino_head(s, x2) / 0.1, axis=-1)
        return -(jnp.mean(jnp.sum(q1 * l2, axis=-1)) + jnp.mean(jnp.sum(q2 * l1, axis=-1))) / 2

    loss, grads = jax.value_and_grad(loss_fn)(student)
    student = jax.tree.map(lambda w, g: w - 0.05 * g, student, grads)
    teacher = jax.tree.map(lambda t, s: 0.996 * t + 0.004 * s, teacher, student)
    batch_center = jnp.mean(jnp.concatenate([t1, t2], axis=0), axis=0)
    return student, teacher, 0.9 * center + 0.1 * batch_center, loss


# --- vision ---------------------------------------------------------------------------------


def _affine_grid(theta, h: int, w: int):
    """Sampling points [b, h * w, 2] (x, y in [-1, 1]) of the affine maps theta [b, 2, 3] on a
    regular h x w grid (align_corners=True)."""
    import jax.numpy as jnp

    ys, xs = jnp.meshgrid(jnp.linspace(-1.0, 1.0, h), jnp.linspace(-1.0, 1.0, w), indexing="ij")
    base = jnp.stack([xs.ravel(), ys.ravel(), jnp.ones(h * w)], axis=-1)  # [h*w, 3]
    return jnp.einsum("pk,bjk->bpj", base, theta)


def _bilinear_sample(img, grid):
    """grid_sample (bilinear, zero padding, align_corners=True) of img [b, h, w, c] at grid
    points [b, p, 2]: the four neighbours gathered by take_along_axis(mode="clip") from the
    flattened image, out-of-bounds neighbours masked to zero. Returns [b, p, c]."""
    import jax.numpy as jnp

    b, h, w, c = img.shape
    flat = img.reshape(b, h * w, c)
    ix = (grid[..., 0] + 1.0) * (w - 1) / 2.0
    iy = (grid[..., 1] + 1.0) * (h - 1) / 2.0
    x0, y0 = jnp.floor(ix), jnp.floor(iy)
    out = 0.0
    for dx in (0, 1):
        for dy in (0, 1):
            xi, yi = x0 + dx, y0 + dy
            wgt = (1.0 - jnp.abs(ix - xi)) * (1.0 - jnp.abs(iy - yi))
            ok = (xi >= 0) & (xi <= w - 1) & (yi >= 0) & (yi <= h - 1)
            idx = (yi * w + xi).astype(jnp.int32)
            vals = jnp.take_along_axis(flat, idx[..., None], axis=1, mode="clip")
            out = out + jnp.where(ok, wgt, 0.0)[..., None] * vals
    return out


def _stn_loss(p, x, labels):
    """A spatial transformer classifier: a localisation MLP on the flattened image to an
    affine matrix (identity plus a learned offset), `_affine_grid`, `_bilinear_sample`, a 3x3
    conv, ReLU, global mean pool, linear head; cross-entropy."""
    import jax
    import jax.numpy as jnp

    b, h, w, c = x.shape
    loc = jnp.tanh(x.reshape(b, -1) @ p["loc1"]) @ p["loc2"]
    theta = (loc + jnp.array([1.0, 0.0, 0.0, 0.0, 1.0, 0.0])).reshape(b, 2, 3)
    warped = _bilinear_sample(x, _affine_grid(theta, h, w)).reshape(b, h, w, c)
    feats = jnp.mean(jax.nn.relu(_conv(warped, p["conv"])), axis=(1, 2))
    return _xent(feats @ p["head"], labels)


def _fpn_loss(p, x, labels):
    """A feature pyramid network for segmentation: three stride-2 3x3 convs (16, 32, 64
    channels), 1x1 laterals to 32 channels, the top-down path upsampled by jax.image.resize
    (nearest 4 -> 8, bilinear 8 -> 16), a 3x3 conv to 5 classes, bilinear upsampling to the
    input's 32 x 32; per-pixel cross-entropy."""
    import jax
    import jax.numpy as jnp

    b, h, w, _ = x.shape
    c1 = jax.nn.relu(_conv(x, p["k1"], 2))
    c2 = jax.nn.relu(_conv(c1, p["k2"], 2))
    c3 = jax.nn.relu(_conv(c2, p["k3"], 2))
    p3 = _conv(c3, p["l3"])
    p2 = _conv(c2, p["l2"]) + jax.image.resize(p3, (b, h // 4, w // 4, 32), "nearest")
    p1 = _conv(c1, p["l1"]) + jax.image.resize(p2, (b, h // 2, w // 2, 32), "bilinear")
    logits = jax.image.resize(_conv(p1, p["head"]), (b, h, w, 5), "bilinear")
    logp = jax.nn.log_softmax(logits, axis=-1)
    return -jnp.mean(jnp.take_along_axis(logp, labels[..., None], axis=-1))


def _batch_norm(h, gamma, beta, stats, train_momentum: float = 0.9):
    """Training-mode batch norm over N, H, W; returns the output and the running statistics
    updated by momentum (the unbiased batch variance), outside the gradient."""
    import jax
    import jax.numpy as jnp

    mean = jnp.mean(h, axis=(0, 1, 2))
    var = jnp.mean((h - mean) ** 2, axis=(0, 1, 2))
    n = h.shape[0] * h.shape[1] * h.shape[2]
    m = train_momentum
    new = {
        "mean": m * stats["mean"] + (1 - m) * jax.lax.stop_gradient(mean),
        "var": m * stats["var"] + (1 - m) * jax.lax.stop_gradient(var) * n / (n - 1),
    }
    return (h - mean) * jax.lax.rsqrt(var + 1e-5) * gamma + beta, new


def _bn_loss(p, stats, x, labels):
    import jax
    import jax.numpy as jnp

    h, s1 = _batch_norm(_conv(x, p["k1"]), p["g1"], p["b1"], stats["bn1"])
    h, s2 = _batch_norm(_conv(jax.nn.relu(h), p["k2"], 2), p["g2"], p["b2"], stats["bn2"])
    logits = jnp.mean(jax.nn.relu(h), axis=(1, 2)) @ p["head"]
    return _xent(logits, labels), {"bn1": s1, "bn2": s2}


def _bn_step(params, stats, x, labels):
    """An SGD step of a conv net with two training-mode batch norms (3x3 conv 3 -> 16, BN,
    ReLU, stride-2 3x3 conv 16 -> 32, BN, ReLU, mean pool, head); returns (params, the running
    statistics, loss)."""
    import jax

    (loss, stats), grads = jax.value_and_grad(_bn_loss, has_aux=True)(params, stats, x, labels)
    return jax.tree.map(lambda w, g: w - 0.05 * g, params, grads), stats, loss


def _cutmix_loss(p, x, labels, perm, box):
    """CutMix: the box rows box[0]:box[1], columns box[2]:box[3] (a mask by iota comparisons)
    pasted from the partner images x[perm] (jnp.take, mode="clip"), the soft targets mixed by
    the kept area; 3x3 conv 3 -> 16, ReLU, stride-2 3x3 conv 16 -> 32, ReLU, mean pool, head;
    soft-label cross-entropy."""
    import jax
    import jax.numpy as jnp

    b, h, w, _ = x.shape
    classes = p["head"].shape[1]
    rows = jax.lax.broadcasted_iota(jnp.int32, (h, w), 0)
    cols = jax.lax.broadcasted_iota(jnp.int32, (h, w), 1)
    inside = (rows >= box[0]) & (rows < box[1]) & (cols >= box[2]) & (cols < box[3])
    mixed = jnp.where(inside[None, :, :, None], jnp.take(x, perm, axis=0, mode="clip"), x)
    lam = 1.0 - jnp.mean(inside.astype(jnp.float32))
    onehot = (jax.lax.broadcasted_iota(jnp.int32, (b, classes), 1) == labels[:, None]).astype(
        jnp.float32
    )
    target = lam * onehot + (1.0 - lam) * jnp.take(onehot, perm, axis=0, mode="clip")
    h1 = jax.nn.relu(_conv(mixed, p["k1"]))
    h2 = jax.nn.relu(_conv(h1, p["k2"], 2))
    logp = jax.nn.log_softmax(jnp.mean(h2, axis=(1, 2)) @ p["head"], axis=-1)
    return -jnp.mean(jnp.sum(target * logp, axis=-1))


# --- structured prediction, metrics, probabilistic models -----------------------------------


def _crf_log_partition(emissions, trans, start, end, mask):
    """log Z of a linear-chain CRF by the forward algorithm: a lax.scan over time of
    logsumexp(alpha + transitions) + emissions, positions past a sequence's length keep alpha."""
    import jax
    import jax.numpy as jnp

    def step(alpha, xs):
        e_t, m_t = xs
        new = jax.nn.logsumexp(alpha[:, :, None] + trans[None], axis=1) + e_t
        return jnp.where(m_t[:, None], new, alpha), None

    alpha0 = start[None] + emissions[:, 0]
    xs = (emissions[:, 1:].transpose(1, 0, 2), mask[:, 1:].T)
    alpha, _ = jax.lax.scan(step, alpha0, xs)
    return jax.nn.logsumexp(alpha + end[None], axis=-1)


def _crf_gold_score(emissions, trans, start, end, tags, mask, lengths):
    """The score of the gold tag paths: start + emissions + transitions (gathered) + end."""
    import jax.numpy as jnp

    em = jnp.take_along_axis(emissions, tags[..., None], axis=-1)[..., 0]  # [b, t]
    tr = trans[tags[:, :-1], tags[:, 1:]]  # [b, t - 1]
    last = jnp.take_along_axis(tags, (lengths - 1)[:, None], axis=1)[:, 0]
    body = jnp.sum(jnp.where(mask, em, 0.0), axis=1) + jnp.sum(jnp.where(mask[:, 1:], tr, 0.0), 1)
    return start[tags[:, 0]] + body + end[last]


def _crf_loss(p, tokens, tags, lengths):
    """A CRF tagger: token embeddings, a tanh MLP to 9 tag emissions constrained to be split
    over the model axis (2 devices, not a divisor of 9), the mean negative log-likelihood
    log Z - gold score over sequences of the given lengths."""
    import jax
    import jax.numpy as jnp
    from jax.sharding import PartitionSpec as P

    mask = jnp.arange(tokens.shape[1])[None, :] < lengths[:, None]
    em = jnp.tanh(jnp.take(p["embed"], tokens, axis=0) @ p["w1"]) @ p["w2"]
    em = jax.lax.with_sharding_constraint(em, P("data", None, "model"))
    log_z = _crf_log_partition(em, p["trans"], p["start"], p["end"], mask)
    gold = _crf_gold_score(em, p["trans"], p["start"], p["end"], tags, mask, lengths)
    return jnp.mean(log_z - gold)


def _ranking_metrics(scores, labels, k: int = 64):
    """ROC-AUC (trapezoids over the ROC curve), precision@k and the ids of the top 16 scores,
    from one lax.sort of (-scores, labels, ids) keyed on the scores."""
    import jax
    import jax.numpy as jnp

    n = scores.shape[0]
    ids = jnp.arange(n, dtype=jnp.int32)
    _, lab, order = jax.lax.sort((-scores, labels.astype(jnp.float32), ids), num_keys=1)
    tps, fps = jnp.cumsum(lab), jnp.cumsum(1.0 - lab)
    tpr = jnp.concatenate([jnp.zeros(1), tps / tps[-1]])
    fpr = jnp.concatenate([jnp.zeros(1), fps / fps[-1]])
    auc = jnp.sum((fpr[1:] - fpr[:-1]) * (tpr[1:] + tpr[:-1]) / 2.0)
    return auc, jnp.mean(lab[:k]), order[:16]


def _ranking_eval(p, x, labels):
    """An evaluation step of a binary classifier (ReLU MLP to a logit): the mean sigmoid
    cross-entropy and `_ranking_metrics` of the logits."""
    import jax
    import jax.numpy as jnp

    logit = (jax.nn.relu(x @ p["w1"] + p["b1"]) @ p["w2"])[:, 0]
    bce = jnp.mean(jax.nn.softplus(logit) - labels.astype(jnp.float32) * logit)
    auc, prec, top = _ranking_metrics(logit, labels)
    return bce, auc, prec, top


def _rbf_kernel(p, a, b):
    import jax.numpy as jnp

    ls = jnp.exp(p["log_ls"])
    d2 = jnp.sum(((a[:, None, :] - b[None, :, :]) / ls) ** 2, axis=-1)
    return jnp.exp(2.0 * p["log_sf"]) * jnp.exp(-0.5 * d2)


def _gp_nll(p, x, y):
    """The negative log marginal likelihood of GP regression: K = ARD RBF + noise, L =
    cholesky(K), alpha = L^-T L^-1 y by two triangular solves; 0.5 y.alpha + sum log diag L +
    n/2 log 2 pi."""
    import jax.numpy as jnp
    from jax.scipy.linalg import solve_triangular

    n = x.shape[0]
    k = _rbf_kernel(p, x, x) + (jnp.exp(2.0 * p["log_sn"]) + 1e-4) * jnp.eye(n)
    chol = jnp.linalg.cholesky(k)
    alpha = solve_triangular(chol.T, solve_triangular(chol, y, lower=True), lower=False)
    nll = 0.5 * y @ alpha + jnp.sum(jnp.log(jnp.diag(chol))) + 0.5 * n * jnp.log(2 * jnp.pi)
    return nll, alpha


def _gp_step(p, x, y, x_test):
    """An SGD step on the GP hyperparameters (log lengthscales, log signal and noise scales);
    returns (params, nll, the predictive mean at x_test under the old params)."""
    import jax

    (nll, alpha), grads = jax.value_and_grad(_gp_nll, has_aux=True)(p, x, y)
    mean = _rbf_kernel(p, x_test, x) @ alpha
    return jax.tree.map(lambda w, g: w - 0.01 * g, p, grads), nll, mean


def _vae_loss(p, x, key):
    """A VAE: ReLU encoder to mu and log-variance (8 latents), z = mu + exp(logvar / 2) eps with
    eps from jax.random.normal on one half of the key, a ReLU decoder with dropout 0.1 drawn by
    jax.random.bernoulli on the other half, Bernoulli reconstruction by logits plus the KL."""
    import jax
    import jax.numpy as jnp

    k_eps, k_drop = jax.random.split(key)
    h = jax.nn.relu(x @ p["w1"])
    mu, logvar = h @ p["w_mu"], h @ p["w_lv"]
    z = mu + jnp.exp(0.5 * logvar) * jax.random.normal(k_eps, mu.shape)
    d = jax.nn.relu(z @ p["w3"])
    keep = jax.random.bernoulli(k_drop, 0.9, d.shape)
    logits = jnp.where(keep, d / 0.9, 0.0) @ p["w4"]
    recon = jnp.sum(jax.nn.softplus(logits) - x * logits, axis=-1)
    kl = -0.5 * jnp.sum(1.0 + logvar - mu**2 - jnp.exp(logvar), axis=-1)
    return jnp.mean(recon + kl)


def _drawdown_features(r):
    """Per time step and asset of returns r [t, a]: the drawdown 1 - price / running peak
    (lax.cummax), the log price minus a smooth running max of it (lax.cumlogsumexp at
    temperature 10) and the return itself. Returns [t, a, 3]."""
    import jax
    import jax.numpy as jnp

    log_price = jnp.cumsum(r, axis=0)
    price = jnp.exp(log_price)
    dd = 1.0 - price / jax.lax.cummax(price, axis=0)
    soft = jax.lax.cumlogsumexp(10.0 * log_price, axis=0) / 10.0
    return jnp.stack([dd, log_price - soft, r], axis=-1)


def _drawdown_loss(p, r, y):
    import jax.numpy as jnp

    f = _drawdown_features(r)
    pred = jnp.tanh(f @ p["w1"] + p["b1"]) @ p["w2"]
    return jnp.mean((pred - y) ** 2), jnp.max(f[..., 0], axis=0)


def _drawdown_step(p, r, y):
    """An SGD step of a per-asset forecaster on `_drawdown_features`; returns (params, loss,
    the maximum drawdown of each asset)."""
    import jax

    (loss, mdd), grads = jax.value_and_grad(_drawdown_loss, has_aux=True)(p, r, y)
    return jax.tree.map(lambda w, g: w - 0.05 * g, p, grads), loss, mdd


# --- low precision, metric learning, decoding -----------------------------------------------

E4M3_MAX = 448.0


def _fp8_dot(a, w, scale_a, scale_w):
    """a @ w with both operands scaled, clipped to +-448 and cast to float8_e4m3fn, the product
    accumulated in float32 and unscaled."""
    import jax
    import jax.numpy as jnp

    def q(z, s):
        return jnp.clip(z * s, -E4M3_MAX, E4M3_MAX).astype(jnp.float8_e4m3fn)

    out = jax.lax.dot_general(
        q(a, scale_a), q(w, scale_w), (((1,), (0,)), ((), ())), preferred_element_type=jnp.float32
    )
    return out / (scale_a * scale_w)


def _fp8_mlp_loss(p, scales, x, y):
    """A GELU MLP of two `_fp8_dot`s; also returns the amaxes of its four fp8 operands."""
    import jax
    import jax.numpy as jnp

    h = jax.nn.gelu(_fp8_dot(x, p["w1"], scales[0], scales[1]))
    out = _fp8_dot(h, p["w2"], scales[2], scales[3])
    amax = jnp.stack([jnp.max(jnp.abs(z)) for z in (x, p["w1"], h, p["w2"])])
    return jnp.mean((out - y) ** 2), jax.lax.stop_gradient(amax)


def _fp8_step(params, amax_history, x, y):
    """fp8 training with delayed scaling (as Transformer Engine does): each operand's scale is
    448 / max of its amax history [4, 16], the history rolled by one and the current amaxes
    written in front; an SGD step. Returns (params, amax_history, loss)."""
    import jax
    import jax.numpy as jnp

    scales = E4M3_MAX / jnp.maximum(jnp.max(amax_history, axis=1), 1e-6)
    (loss, amax), grads = jax.value_and_grad(_fp8_mlp_loss, has_aux=True)(params, scales, x, y)
    history = jnp.roll(amax_history, 1, axis=1).at[:, 0].set(amax)
    return jax.tree.map(lambda w, g: w - 0.05 * g, params, grads), history, loss


def _arcface_logits(emb, w, labels, s: float = 16.0, m: float = 0.3):
    """ArcFace: cos between unit embeddings and unit class weights, the margin m added to the
    angle of each sample's class (picked by an iota comparison), scaled by s."""
    import jax
    import jax.numpy as jnp

    e = emb / jnp.linalg.norm(emb, axis=-1, keepdims=True)
    wn = w / jnp.linalg.norm(w, axis=0, keepdims=True)
    cos = jnp.clip(e @ wn, -1.0 + 1e-6, 1.0 - 1e-6)
    target = jax.lax.broadcasted_iota(jnp.int32, cos.shape, 1) == labels[:, None]
    return s * jnp.where(target, jnp.cos(jnp.arccos(cos) + m), cos), target


def _arcface_loss(p, x, labels):
    """A ReLU embedding MLP, `_arcface_logits` over 90 classes constrained to be split over
    fsdp x model (4 devices, not a divisor of 90); cross-entropy."""
    import jax
    import jax.numpy as jnp
    from jax.sharding import PartitionSpec as P

    emb = jax.nn.relu(x @ p["w1"]) @ p["w2"]
    logits, target = _arcface_logits(emb, p["classes"], labels)
    logits = jax.lax.with_sharding_constraint(logits, P("data", ("fsdp", "model")))
    logp = jax.nn.log_softmax(logits, axis=-1)
    return -jnp.mean(jnp.sum(jnp.where(target, logp, 0.0), axis=-1))


def _target_logits(p, tokens):
    """A one-layer causal decoder (embedding by jnp.take(mode="clip") + positions, one-head
    causal attention, GELU MLP) to next-token logits [b, s, vocab]."""
    import jax
    import jax.numpy as jnp

    s = tokens.shape[1]
    h = jnp.take(p["embed"], tokens, axis=0, mode="clip") + p["pos"][None, :s]
    q, k, v = (h @ p[w] for w in ("wq", "wk", "wv"))
    scores = jnp.einsum("bqd,bkd->bqk", q, k) * q.shape[-1] ** -0.5
    scores = jnp.where(jnp.tril(jnp.ones((s, s), bool)), scores, -1e9)
    h = h + jnp.einsum("bqk,bkd->bqd", jax.nn.softmax(scores, axis=-1), v)
    h = h + jax.nn.gelu(h @ p["w1"]) @ p["w2"]
    return h @ p["out"]


def _speculative_verify(p_target, q_draft, draft, u):
    """Speculative sampling's verification of k draft tokens [b, k]: token i is accepted when
    u_i < p_i(d_i) / q_i(d_i); the accepted count is the length of the accepted prefix (a
    cumprod); the correction token is the argmax of the residual max(p - q, 0) at the first
    rejected position (of p itself after all k are accepted). Returns (count, correction,
    the accepted tokens with -1 after the prefix)."""
    import jax.numpy as jnp

    b, k = draft.shape
    p_d = jnp.take_along_axis(p_target[:, :k], draft[..., None], axis=-1)[..., 0]
    q_d = jnp.take_along_axis(q_draft, draft[..., None], axis=-1)[..., 0]
    accept = (u < jnp.minimum(1.0, p_d / q_d)).astype(jnp.int32)
    count = jnp.sum(jnp.cumprod(accept, axis=1), axis=1)
    q_pad = jnp.concatenate([q_draft, jnp.zeros_like(q_draft[:, :1])], axis=1)
    resid = jnp.maximum(p_target - q_pad, 0.0)
    at = jnp.take_along_axis(resid, count[:, None, None], axis=1)[:, 0]
    correction = jnp.argmax(at, axis=-1).astype(jnp.int32)
    kept = jnp.where(jnp.arange(k)[None, :] < count[:, None], draft, -1)
    return count, correction, kept


def _spec_decode_step(p, last, draft, q_draft, u):
    """The target model's verification step of speculative decoding: `_target_logits` on the
    last token followed by the k draft tokens, softmax, `_speculative_verify`."""
    import jax
    import jax.numpy as jnp

    tokens = jnp.concatenate([last[:, None], draft], axis=1)
    p_target = jax.nn.softmax(_target_logits(p, tokens), axis=-1)
    return _speculative_verify(p_target, q_draft, draft, u)


# --- the cases ------------------------------------------------------------------------------


def _cases_default_mesh() -> dict[str, JaxCase]:
    import jax
    import jax.numpy as jnp
    from jax.sharding import PartitionSpec as P

    swin_blocks = [
        {
            "wq": _normal(7001 + 8 * i, (32, 32), 0.1),
            "wk": _normal(7002 + 8 * i, (32, 32), 0.1),
            "wv": _normal(7003 + 8 * i, (32, 32), 0.1),
            "wo": _normal(7004 + 8 * i, (32, 32), 0.1),
            "bias": _normal(7005 + 8 * i, (4, 16, 16), 0.02),
            "w1": _normal(7006 + 8 * i, (32, 64), 0.1),
            "w2": _normal(7007 + 8 * i, (64, 32), 0.1),
        }
        for i in range(2)
    ]
    swin_spec = {
        "wq": None,
        "wk": None,
        "wv": None,
        "wo": None,
        "bias": None,
        "w1": P(None, "model"),
        "w2": P("model", None),
    }
    dino = {
        "w1": _normal(7040, (32, 64), 0.1),
        "w2": _normal(7041, (64, 32), 0.1),
        "protos": _normal(7042, (32, 48), 0.2),
    }
    dino_spec = {"w1": P(None, "model"), "w2": P("model", None), "protos": None}
    return {
        "swin-shifted-window-roll-h-split-step": JaxCase(
            _sgd(_swin_loss),
            (
                {"blocks": swin_blocks},
                _normal(7017, (4, 16, 16, 32)),
                _normal(7018, (4, 16, 16, 32)),
            ),
            in_shardings=(
                {"blocks": [swin_spec, swin_spec]},
                P("data", "model", None, None),
                P("data", "model", None, None),
            ),
        ),
        "beam-search-topk-beams-x-vocab-dus-donated": JaxCase(
            _beam_step,
            (
                {
                    "embed": _normal(7020, (256, 64), 0.2),
                    "w": _normal(7021, (64, 64), 0.2),
                    "out": _normal(7022, (64, 256), 0.2),
                },
                _ints(7023, (4, 4, 16), 256),
                _normal(7024, (4, 4)) - 5.0,
                _ints(7025, (4, 4), 256),
                jnp.int32(5),
            ),
            in_shardings=(
                {"embed": None, "w": None, "out": P(None, "model")},
                P("data", None, None),
                P("data", None),
                P("data", None),
                None,
            ),
            donate_argnums=(1, 2),
        ),
        "mamba-selective-scan-seq-data-channels-model-step": JaxCase(
            _sgd(_mamba_loss),
            (
                {
                    "w_in": _normal(7030, (16, 128), 0.2),
                    "w_dt": _normal(7031, (64, 64), 0.05),
                    "b_dt": _normal(7032, (64,), 0.1) - 2.0,
                    "a_log": jnp.log(jnp.tile(jnp.arange(1.0, 9.0), (64, 1))),
                    "w_b": _normal(7033, (64, 8), 0.1),
                    "w_c": _normal(7034, (64, 8), 0.1),
                    "d": _normal(7035, (64,), 0.1) + 1.0,
                    "w_out": _normal(7036, (64, 16), 0.1),
                },
                _normal(7037, (4, 32, 16)),
                _normal(7038, (4, 32, 16)),
            ),
            in_shardings=(
                {
                    "w_in": P(None, "model"),
                    "w_dt": None,
                    "b_dt": P("model"),
                    "a_log": P("model", None),
                    "w_b": None,
                    "w_c": None,
                    "d": P("model"),
                    "w_out": P("model", None),
                },
                P(None, "data", None),
                P(None, "data", None),
            ),
        ),
        "dino-ema-teacher-center-donated": JaxCase(
            _dino_step,
            (
                dino,
                jax.tree.map(lambda w: w * 1.0, dino),
                _normal(7043, (48,)) * 0.0,
                _normal(7044, (32, 32)),
                _normal(7045, (32, 32)),
            ),
            in_shardings=(dino_spec, dino_spec, None, P("data", None), P("data", None)),
            donate_argnums=(1, 2),
        ),
    }


def _cases_4x2() -> dict[str, JaxCase]:
    from jax.sharding import PartitionSpec as P

    bn_params = {
        "k1": _normal(7080, (3, 3, 3, 16), 0.2),
        "g1": _normal(7081, (16,), 0.1) + 1.0,
        "b1": _normal(7082, (16,), 0.1),
        "k2": _normal(7083, (3, 3, 16, 32), 0.1),
        "g2": _normal(7084, (32,), 0.1) + 1.0,
        "b2": _normal(7085, (32,), 0.1),
        "head": _normal(7086, (32, 10), 0.2),
    }
    bn_stats = {
        "bn1": {"mean": _normal(7087, (16,)) * 0.0, "var": _normal(7088, (16,)) * 0.0 + 1.0},
        "bn2": {"mean": _normal(7089, (32,)) * 0.0, "var": _normal(7090, (32,)) * 0.0 + 1.0},
    }
    return {
        "spatial-transformer-affine-grid-bilinear-gather-step": JaxCase(
            _sgd(_stn_loss),
            (
                {
                    "loc1": _normal(7050, (768, 32), 0.02),
                    "loc2": _normal(7051, (32, 6), 0.01),
                    "conv": _normal(7052, (3, 3, 3, 16), 0.2),
                    "head": _normal(7053, (16, 10), 0.2),
                },
                _normal(7054, (8, 16, 16, 3)),
                _ints(7055, (8,), 10),
            ),
            in_shardings=(
                {"loc1": P(None, "model"), "loc2": P("model", None), "conv": None, "head": None},
                P("data", None, None, None),
                P("data"),
            ),
            mesh=MESH_4X2,
        ),
        "fpn-topdown-image-resize-unsharded": JaxCase(
            _sgd(_fpn_loss),
            (
                {
                    "k1": _normal(7060, (3, 3, 3, 16), 0.2),
                    "k2": _normal(7061, (3, 3, 16, 32), 0.1),
                    "k3": _normal(7062, (3, 3, 32, 64), 0.1),
                    "l1": _normal(7063, (1, 1, 16, 32), 0.2),
                    "l2": _normal(7064, (1, 1, 32, 32), 0.2),
                    "l3": _normal(7065, (1, 1, 64, 32), 0.2),
                    "head": _normal(7066, (3, 3, 32, 5), 0.1),
                },
                _normal(7067, (4, 32, 32, 3)),
                _ints(7068, (4, 32, 32), 5),
            ),
            mesh=MESH_4X2,
        ),
        "crf-forward-scan-uneven-tags9-step": JaxCase(
            _sgd(_crf_loss),
            (
                {
                    "embed": _normal(7070, (100, 32), 0.3),
                    "w1": _normal(7071, (32, 64), 0.2),
                    "w2": _normal(7072, (64, 9), 0.2),
                    "trans": _normal(7073, (9, 9), 0.1),
                    "start": _normal(7074, (9,), 0.1),
                    "end": _normal(7075, (9,), 0.1),
                },
                _ints(7076, (8, 24), 100),
                _ints(7077, (8, 24), 9),
                _ints(7078, (8,), 13) + 12,
            ),
            in_shardings=(
                {
                    "embed": None,
                    "w1": P(None, "model"),
                    "w2": P("model", None),
                    "trans": None,
                    "start": None,
                    "end": None,
                },
                P("data", None),
                P("data", None),
                P("data"),
            ),
            mesh=MESH_4X2,
        ),
        "batchnorm-running-stats-donated": JaxCase(
            _bn_step,
            (bn_params, bn_stats, _normal(7091, (8, 16, 16, 3)), _ints(7092, (8,), 10)),
            in_shardings=(
                {
                    "k1": None,
                    "g1": None,
                    "b1": None,
                    "k2": P(None, None, None, "model"),
                    "g2": P("model"),
                    "b2": P("model"),
                    "head": P("model", None),
                },
                {
                    "bn1": {"mean": None, "var": None},
                    "bn2": {"mean": P("model"), "var": P("model")},
                },
                P("data", None, None, None),
                P("data"),
            ),
            donate_argnums=(0, 1),
            mesh=MESH_4X2,
        ),
    }


def _cases_data8() -> dict[str, JaxCase]:
    import jax
    import jax.numpy as jnp
    from jax.sharding import PartitionSpec as P

    return {
        "roc-auc-three-operand-sort-batch8-eval": JaxCase(
            _ranking_eval,
            (
                {
                    "w1": _normal(7100, (16, 32), 0.3),
                    "b1": _normal(7101, (32,), 0.1),
                    "w2": _normal(7102, (32, 1), 0.3),
                },
                _normal(7103, (512, 16)),
                _ints(7104, (512,), 2),
            ),
            in_shardings=(None, P("data", None), P("data")),
            mesh=MESH_8,
        ),
        "gp-cholesky-marginal-likelihood-unsharded": JaxCase(
            _gp_step,
            (
                {
                    "log_ls": _normal(7110, (4,), 0.1),
                    "log_sf": jnp.float32(0.0),
                    "log_sn": jnp.float32(-1.0),
                },
                _normal(7111, (64, 4)),
                _normal(7112, (64,)),
                _normal(7113, (32, 4)),
            ),
            mesh=MESH_8,
        ),
        "vae-reparam-dropout-key-arg-step": JaxCase(
            _sgd(_vae_loss),
            (
                {
                    "w1": _normal(7120, (48, 64), 0.1),
                    "w_mu": _normal(7121, (64, 8), 0.1),
                    "w_lv": _normal(7122, (64, 8), 0.1),
                    "w3": _normal(7123, (8, 64), 0.1),
                    "w4": _normal(7124, (64, 48), 0.1),
                },
                jax.nn.sigmoid(_normal(7125, (64, 48))),
                jax.random.PRNGKey(7126),
            ),
            in_shardings=(
                {
                    "w1": P("data", None),
                    "w_mu": None,
                    "w_lv": None,
                    "w3": None,
                    "w4": P(None, "data"),
                },
                P("data", None),
                None,
            ),
            mesh=MESH_8,
        ),
        "drawdown-cummax-cumlogsumexp-time8-step": JaxCase(
            _drawdown_step,
            (
                {
                    "w1": _normal(7130, (3, 16), 0.3),
                    "b1": _normal(7131, (16,), 0.1),
                    "w2": _normal(7132, (16,), 0.3),
                },
                _normal(7133, (256, 16), 0.02),
                _normal(7134, (256, 16), 0.02),
            ),
            in_shardings=(None, P("data", None), P("data", None)),
            mesh=MESH_8,
        ),
    }


def _cases_3d() -> dict[str, JaxCase]:
    import jax.numpy as jnp
    import numpy as np
    from jax.sharding import PartitionSpec as P

    return {
        "fp8-delayed-scaling-amax-history-donated": JaxCase(
            _fp8_step,
            (
                {"w1": _normal(7140, (64, 128), 0.1), "w2": _normal(7141, (128, 64), 0.1)},
                jnp.abs(_normal(7142, (4, 16))) + 1.0,
                _normal(7143, (32, 64)),
                _normal(7144, (32, 64)),
            ),
            in_shardings=(
                {"w1": P("fsdp", "model"), "w2": P("model", "fsdp")},
                None,
                P("data", None),
                P("data", None),
            ),
            donate_argnums=(0, 1),
            mesh=MESH_3D,
        ),
        "arcface-margin-uneven-classes90-3axis-step": JaxCase(
            _sgd(_arcface_loss),
            (
                {
                    "w1": _normal(7150, (48, 64), 0.2),
                    "w2": _normal(7151, (64, 64), 0.2),
                    "classes": _normal(7152, (64, 90)),
                },
                _normal(7153, (32, 48)),
                _ints(7154, (32,), 90),
            ),
            in_shardings=(
                {"w1": P("fsdp", None), "w2": None, "classes": P(None, "model")},
                P(("data", "fsdp"), None),
                P(("data", "fsdp")),
            ),
            mesh=MESH_3D,
        ),
        "cutmix-iota-box-take-clip-h-split-step": JaxCase(
            _sgd(_cutmix_loss),
            (
                {
                    "k1": _normal(7160, (3, 3, 3, 16), 0.2),
                    "k2": _normal(7161, (3, 3, 16, 32), 0.1),
                    "head": _normal(7162, (32, 10), 0.2),
                },
                _normal(7163, (8, 16, 16, 3)),
                _ints(7164, (8,), 10),
                jnp.asarray(np.roll(np.arange(8, dtype=np.int32), 3)),
                jnp.asarray([3, 11, 5, 13], jnp.int32),
            ),
            in_shardings=(
                {
                    "k1": P(None, None, None, "model"),
                    "k2": P(None, None, "model", None),
                    "head": None,
                },
                P("data", "fsdp", None, None),
                P("data"),
                None,
                None,
            ),
            mesh=MESH_3D,
        ),
        "speculative-decode-verify-cumprod-vocab-split": JaxCase(
            _spec_decode_step,
            (
                {
                    "embed": _normal(7170, (128, 32), 0.3),
                    "pos": _normal(7171, (8, 32), 0.1),
                    "wq": _normal(7172, (32, 32), 0.2),
                    "wk": _normal(7173, (32, 32), 0.2),
                    "wv": _normal(7174, (32, 32), 0.2),
                    "w1": _normal(7175, (32, 64), 0.2),
                    "w2": _normal(7176, (64, 32), 0.2),
                    "out": _normal(7177, (32, 128), 0.3),
                },
                _ints(7178, (8,), 128),
                _ints(7179, (8, 4), 128),
                _softmax(_normal(7180, (8, 4, 128))),
                _sigmoid(_normal(7181, (8, 4))),
            ),
            in_shardings=(
                {
                    "embed": P(None, ("fsdp", "model")),
                    "pos": None,
                    "wq": P(None, "model"),
                    "wk": P(None, "model"),
                    "wv": P(None, "model"),
                    "w1": P("fsdp", "model"),
                    "w2": P("model", "fsdp"),
                    "out": P(None, ("fsdp", "model")),
                },
                P("data"),
                P("data", None),
                P("data", None, "model"),
                P("data", None),
            ),
            mesh=MESH_3D,
        ),
    }


def _softmax(z):
    import jax

    return jax.nn.softmax(z, axis=-1)


def _sigmoid(z):
    import jax

    return jax.nn.sigmoid(z)


def blind7() -> dict[str, JaxCase]:
    """The seventh blind corpus, name -> JaxCase (see the module docstring)."""
    return merged_cases(_cases_default_mesh, _cases_4x2, _cases_data8, _cases_3d)
