"""An eighth blind corpus of plain JAX programs for experiments/fidelity.py (corpus "blind8").

Written without reading the cost model or the solvers, so the predicted collective bytes are
checked on programs they were not written against. Each program is unlike those of
experiments/jax_programs.py and experiments/jax_programs_blind{,2,3,4,5,6,7}.py, and is
something users write: grouped-query attention through `jax.nn.dot_product_attention` (8 query
heads over 2 key/value heads, causal, padded keys masked by `key_value_seq_lengths`),
expert-choice MoE routing (each expert picks its tokens by `lax.top_k` over the token dim, a
capacity factor of 2, the picked tokens constrained onto the expert axis, outputs scatter-added
back), a Tucker-factorised classifier of matrix inputs (a four-operand `jnp.einsum`, the input's
trace and an orthogonality penalty by einsums with a repeated letter), 1.5-entmax outputs over a
vocab split 4 ways (the threshold by bisection in a `lax.while_loop` that stops on the data, then
the exact threshold on the found support) trained with the Fenchel-Young loss, DeepLab's atrous
spatial pyramid pooling (3x3 convs with `rhs_dilation` 2 and 4, an image-level branch, a
mid-program constraint on the concatenation) on a uint8 image split on its height, a Glow step
(actnorm, an invertible 1x1 conv whose log-determinant comes from `jnp.linalg.slogdet`, an
affine coupling by convs), a graph attention network (edge softmax by `jax.ops.segment_max` and
`segment_sum` over destinations, edges and nodes split), Cox proportional-hazards survival
training (risk sets by a reversed `lax.cumlogsumexp` over the batch sorted by time, the Breslow
baseline hazard by `jnp.cumsum`, Harrell's concordance from all pairs, a dict of metrics), an HMM
whose likelihood is a log-semiring `lax.associative_scan` of transition matrices over a time dim
split 8 ways (donated parameters), a neural ODE integrated by RK4 in a `lax.fori_loop` with
`unroll=2`, batch-hard triplet mining over all pairwise distances of a batch split 8 ways,
hash embeddings of raw uint32 ids (the murmur3 finaliser by shifts, xors and wrapping multiplies,
two hashes mod 512) into a table whose rows are split 8 ways, an orthogonal RNN kept on the
Stiefel manifold by a `jnp.linalg.qr` retraction after a momentum step (donated state),
decorrelated batch norm (ZCA whitening by `jnp.linalg.eigh` of the batch covariance, trained
through it), a straight-through Gumbel-softmax bottleneck (`jax.random.gumbel` on a key passed
in, 6 groups constrained onto 4 devices, uneven), and a Kim text CNN on a sequence split on the
fsdp axis (`jnp.pad` with modes edge and symmetric, max pooling by `lax.reduce_window` with
stride 2, VALID and SAME).

The meshes differ (data=2 x model=4, data=4 x model=2, data=8, data=2 x fsdp=2 x model=2), four
cases each. Most cases give input shardings as a user would; two give none, so the plan chooses
every layout.

`blind8()` returns name -> `JaxCase` (the interface of `jax_programs.held_out()`);
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

_ints = seeded_ints(8000)


def _sgd_aux(loss):
    """A training step `(params, *batch) -> (params, aux)` of plain SGD on a loss that returns
    (value, aux)."""
    import jax

    def step(params, *batch):
        (_, aux), grads = jax.value_and_grad(loss, has_aux=True)(params, *batch)
        return jax.tree.map(lambda p, g: p - 0.05 * g, params, grads), aux

    return step


# --- attention, routing, factorised layers, sparse outputs ----------------------------------


def _gqa_attention(q, k, v, kv_len):
    """`jax.nn.dot_product_attention` (XLA implementation) of q [b, s, 8, h] over k, v
    [b, s, 2, h]: causal, keys at positions >= kv_len masked."""
    import jax

    return jax.nn.dot_product_attention(
        q, k, v, is_causal=True, key_value_seq_lengths=kv_len, implementation="xla"
    )


def _sdpa_loss(p, x, y, kv_len):
    """A pre-LayerNorm block: grouped-query attention (`_gqa_attention`, 8 query heads of 8 over
    2 key/value heads), then a GELU MLP; squared error over the valid positions only."""
    import jax
    import jax.numpy as jnp

    b, s, d = x.shape
    h = _layer_norm(x)
    q = (h @ p["wq"]).reshape(b, s, 8, d // 8)
    k = (h @ p["wk"]).reshape(b, s, 2, d // 8)
    v = (h @ p["wv"]).reshape(b, s, 2, d // 8)
    x = x + _gqa_attention(q, k, v, kv_len).reshape(b, s, d) @ p["wo"]
    x = x + jax.nn.gelu(_layer_norm(x) @ p["w1"]) @ p["w2"]
    valid = (jnp.arange(s)[None, :] < kv_len[:, None]).astype(x.dtype)
    err = jnp.sum((x - y) ** 2, axis=-1)
    return jnp.sum(err * valid) / jnp.sum(valid)


def _expert_choice(p, tokens, capacity_factor: float = 2.0):
    """Expert-choice MoE over tokens [n, d]: router softmax over experts, each expert takes the
    n * capacity_factor / experts tokens it scores highest (`lax.top_k` over the token dim), a
    per-expert GELU FFN on the gathered tokens (constrained onto the expert axis), gate-weighted
    outputs scatter-added back onto their tokens (a token may be picked by several experts or
    by none)."""
    import jax
    import jax.numpy as jnp
    from jax.sharding import PartitionSpec as P

    n, d = tokens.shape
    experts = p["router"].shape[1]
    probs = jax.nn.softmax(tokens @ p["router"], axis=-1)  # [n, e]
    gates, idx = jax.lax.top_k(probs.T, int(n * capacity_factor) // experts)  # [e, cap]
    xin = jax.lax.with_sharding_constraint(jnp.take(tokens, idx, axis=0), P("model", None, None))
    h = jax.nn.gelu(jnp.einsum("ecd,edf->ecf", xin, p["w1"]))
    out = jnp.einsum("ecf,efd->ecd", h, p["w2"]) * gates[..., None]
    return jnp.zeros_like(tokens).at[idx.reshape(-1)].add(out.reshape(-1, d))


def _expert_choice_loss(p, x, y):
    """A residual expert-choice MoE layer after a LayerNorm; squared error."""
    import jax.numpy as jnp

    b, s, d = x.shape
    h = x + _expert_choice(p, _layer_norm(x).reshape(b * s, d)).reshape(b, s, d)
    return jnp.mean((h - y) ** 2)


def _tucker_logits(p, x):
    """Logits of matrix inputs x [b, i, j]: the Tucker projection x x1 U1 x2 U2 contracted with a
    core [p, q, classes] (one four-operand einsum), plus the input's trace (einsum "bii->b")
    times a per-class weight."""
    import jax.numpy as jnp

    z = jnp.einsum("bij,ip,jq,pqr->br", x, p["u1"], p["u2"], p["core"])
    return z + jnp.einsum("bii->b", x)[:, None] * p["trace_w"][None, :]


def _ortho_penalty(u):
    """||U^T U - I||_F^2 + 0.1 trace(U^T U): an einsum gram, then a trace by a repeated letter."""
    import jax.numpy as jnp

    gram = jnp.einsum("ip,iq->pq", u, u)
    off = gram - jnp.eye(gram.shape[0], dtype=gram.dtype)
    return jnp.einsum("pq,pq->", off, off) + 0.1 * jnp.einsum("pp->", gram)


def _tucker_loss(p, x, labels):
    return _xent(_tucker_logits(p, x), labels) + 0.01 * (
        _ortho_penalty(p["u1"]) + _ortho_penalty(p["u2"])
    )


def _entmax15_bisect(zz, tol: float = 1e-5, max_iter: int = 60):
    """The 1.5-entmax threshold tau with sum(relu(zz - tau)^2) = 1 along the last dim, by
    bisection on [max - 1, max] in a `lax.while_loop` that stops once every row's mass is within
    `tol` of 1 (or after `max_iter` halvings). Returns [..., 1]."""
    import jax
    import jax.numpy as jnp

    def mass(tau):
        return jnp.sum(jnp.square(jax.nn.relu(zz - tau)), axis=-1, keepdims=True)

    def unconverged(carry):
        lo, hi, i = carry
        return (i < max_iter) & (jnp.max(jnp.abs(mass((lo + hi) / 2) - 1.0)) > tol)

    def halve(carry):
        lo, hi, i = carry
        mid = (lo + hi) / 2
        too_low = mass(mid) > 1.0  # the mass falls as tau rises
        return jnp.where(too_low, mid, lo), jnp.where(too_low, hi, mid), i + 1

    hi = jnp.max(zz, axis=-1, keepdims=True)
    lo, hi, _ = jax.lax.while_loop(unconverged, halve, (hi - 1.0, hi, 0))
    return (lo + hi) / 2


def _entmax15(z):
    """1.5-entmax of logits z along the last dim: the support from `_entmax15_bisect` (outside
    the gradient), then the exact threshold on it (the smaller root of
    sum_S (z/2 - tau)^2 = 1), so the output is differentiable in z."""
    import jax
    import jax.numpy as jnp

    zz = z / 2
    support = zz > _entmax15_bisect(jax.lax.stop_gradient(zz))
    k = jnp.sum(support, axis=-1, keepdims=True).astype(z.dtype)
    mean = jnp.sum(jnp.where(support, zz, 0.0), axis=-1, keepdims=True) / k
    ss = jnp.sum(jnp.where(support, zz * zz, 0.0), axis=-1, keepdims=True)
    tau = mean - jnp.sqrt(jnp.maximum((1.0 - ss + k * mean * mean) / k, 0.0))
    return jnp.square(jax.nn.relu(zz - tau))


def _entmax_loss(p, x, labels):
    """A tanh MLP to logits over 256 classes, `_entmax15` probabilities and the 1.5-entmax
    Fenchel-Young loss (p - y).z + (1 - sum p^1.5) / 0.75 against one-hot labels."""
    import jax
    import jax.numpy as jnp

    z = jnp.tanh(x @ p["w1"] + p["b1"]) @ p["out"]
    probs = _entmax15(z)
    onehot = jax.nn.one_hot(labels, z.shape[-1], dtype=z.dtype)
    fy = jnp.sum((probs - onehot) * z, axis=-1) + (1.0 - jnp.sum(probs**1.5, axis=-1)) / 0.75
    return jnp.mean(fy)


# --- vision and density models --------------------------------------------------------------


def _conv(h, k, dilation: int = 1, padding: str = "SAME"):
    import jax

    return jax.lax.conv_general_dilated(
        h,
        k,
        (1, 1),
        padding,
        rhs_dilation=(dilation, dilation),
        dimension_numbers=("NHWC", "HWIO", "NHWC"),
    )


def _aspp_loss(p, image, labels):
    """DeepLab-style segmentation of a uint8 image (scaled to [-1, 1]): a 3x3 conv stem, ASPP
    (a 1x1 conv, 3x3 convs at rates 2 and 4, global mean pool -> 1x1 -> broadcast) whose
    concatenation is constrained to keep the batch and height split, a 1x1 conv to 5 classes;
    per-pixel cross-entropy."""
    import jax
    import jax.numpy as jnp
    from jax.sharding import PartitionSpec as P

    x = image.astype(jnp.float32) / 127.5 - 1.0
    h = jax.nn.relu(_conv(x, p["stem"]))
    pooled = jax.nn.relu(jnp.mean(h, axis=(1, 2)) @ p["pool"])  # [b, c]
    branches = [
        _conv(h, p["b1"]),
        _conv(h, p["b2"], dilation=2),
        _conv(h, p["b4"], dilation=4),
        jnp.broadcast_to(pooled[:, None, None, :], h.shape[:3] + pooled.shape[-1:]),
    ]
    cat = jax.lax.with_sharding_constraint(
        jnp.concatenate(branches, axis=-1), P("data", "model", None, None)
    )
    return _xent(_conv(jax.nn.relu(cat), p["head"]), labels)


def _glow_step(p, x):
    """One Glow flow step on x [b, h, w, c]: actnorm, an invertible 1x1 conv by W [c, c] (its
    log|det| from `jnp.linalg.slogdet`), an affine coupling whose shift and tanh log-scale for the
    second half of the channels come from two 3x3 convs of the first half. Returns (z, log|det J|
    per example)."""
    import jax
    import jax.numpy as jnp

    b, hh, ww, c = x.shape
    y = (x + p["an_bias"]) * jnp.exp(p["an_logs"])
    y = jnp.einsum("bhwc,cd->bhwd", y, p["w"])
    logdet = hh * ww * (jnp.sum(p["an_logs"]) + jnp.linalg.slogdet(p["w"])[1])
    xa, xb = jnp.split(y, 2, axis=-1)
    shift, raw = jnp.split(_conv(jax.nn.relu(_conv(xa, p["nn1"])), p["nn2"]), 2, axis=-1)
    log_s = jnp.tanh(raw)
    z = jnp.concatenate([xa, (xb + shift) * jnp.exp(log_s)], axis=-1)
    return z, logdet + jnp.sum(log_s, axis=(1, 2, 3))


def _glow_loss(p, x):
    """Negative log-likelihood in bits per dim under a standard normal prior after `_glow_step`."""
    import math

    import jax.numpy as jnp

    z, logdet = _glow_step(p, x)
    log_pz = -0.5 * jnp.sum(z * z + math.log(2 * math.pi), axis=(1, 2, 3))
    dims = math.prod(x.shape[1:])
    return -jnp.mean(log_pz + logdet) / (dims * math.log(2.0))


def _gat_layer(w, a_src, a_dst, h, src, dst, heads: int):
    """A graph attention layer: per-head scores leaky_relu(a_src.z_src + a_dst.z_dst) on each
    edge, an edge softmax over each destination's incoming edges (max by `segment_max` outside
    the gradient, sum by `segment_sum`), attention-weighted messages summed per destination.
    Returns [nodes, heads, f]."""
    import jax
    import jax.numpy as jnp

    n = h.shape[0]
    z = (h @ w).reshape(n, heads, -1)
    s_src, s_dst = jnp.sum(z * a_src, axis=-1), jnp.sum(z * a_dst, axis=-1)  # [n, heads]
    e = jax.nn.leaky_relu(s_src[src] + s_dst[dst], 0.2)  # [edges, heads]
    top = jax.ops.segment_max(e, dst, num_segments=n)
    wgt = jnp.exp(e - jax.lax.stop_gradient(top)[dst])
    alpha = wgt / jax.ops.segment_sum(wgt, dst, num_segments=n)[dst]
    return jax.ops.segment_sum(alpha[..., None] * z[src], dst, num_segments=n)


def _gat_loss(p, x, src, dst, labels, train_mask):
    """A two-layer GAT node classifier (4 heads of 8, ELU, then one head to 7 classes);
    cross-entropy over the masked training nodes."""
    import jax
    import jax.numpy as jnp

    h = _gat_layer(p["w1"], p["a1_src"], p["a1_dst"], x, src, dst, heads=4)
    h = jax.nn.elu(h.reshape(x.shape[0], -1))
    logits = _gat_layer(p["w2"], p["a2_src"], p["a2_dst"], h, src, dst, heads=1)[:, 0]
    picked = jnp.take_along_axis(logits, labels[:, None], axis=1)[:, 0]
    nll = jax.nn.logsumexp(logits, axis=-1) - picked
    return jnp.sum(nll * train_mask) / jnp.sum(train_mask)


def _cox_terms(eta, times, events):
    """The Cox partial likelihood (Breslow, no ties) of risk scores eta: the batch sorted by time
    (argsort), each risk set's log-sum-exp by a reversed `lax.cumlogsumexp`; also the Breslow
    baseline cumulative hazard at the sorted times (`jnp.cumsum`). Returns (mean negative log
    partial likelihood per event, baseline hazard)."""
    import jax
    import jax.numpy as jnp

    order = jnp.argsort(times)
    eta_s, ev_s = eta[order], events[order]
    log_risk = jax.lax.cumlogsumexp(eta_s, axis=0, reverse=True)
    nll = -jnp.sum(ev_s * (eta_s - log_risk)) / jnp.maximum(jnp.sum(ev_s), 1.0)
    return nll, jnp.cumsum(ev_s * jnp.exp(-log_risk))


def _c_index(eta, times, events):
    """Harrell's concordance from all pairs: among (i, j) with t_i < t_j and an event at i, the
    share with eta_i > eta_j (ties count a half)."""
    import jax.numpy as jnp

    comparable = (times[:, None] < times[None, :]) & (events[:, None] > 0)
    score = jnp.where(
        eta[:, None] > eta[None, :], 1.0, jnp.where(eta[:, None] == eta[None], 0.5, 0)
    )
    return jnp.sum(jnp.where(comparable, score, 0.0)) / jnp.maximum(jnp.sum(comparable), 1)


def _cox_loss(p, x, times, events):
    """A ReLU MLP to a risk score; `_cox_terms` plus weight decay. Returns (loss, metrics)."""
    import jax
    import jax.numpy as jnp

    eta = jax.nn.relu(x @ p["w1"] + p["b1"]) @ p["w2"]
    nll, hazard = _cox_terms(eta, times, events)
    loss = nll + 1e-3 * (jnp.sum(p["w1"] ** 2) + jnp.sum(p["w2"] ** 2))
    return loss, {"nll": nll, "c_index": _c_index(eta, times, events), "baseline_hazard": hazard}


# --- sequences, dynamics, metric learning, hashing ------------------------------------------


def _log_matmul(a, b):
    """The log-semiring matrix product logsumexp_j a[..., i, j] + b[..., j, k]."""
    import jax

    return jax.nn.logsumexp(a[..., :, :, None] + b[..., None, :, :], axis=-2)


def _hmm_log_alpha(log_pi, log_a, log_e):
    """Log forward variables [t, b, k] of an HMM with emission log-probabilities log_e [t, b, k]:
    element 0 has every row log pi + e_0 and element t > 0 is log A + e_t (broadcast over rows),
    so row 0 of the prefix log-semiring products (`lax.associative_scan`) is log alpha_t."""
    import jax
    import jax.numpy as jnp

    t, b, k = log_e.shape
    first = jnp.broadcast_to((log_pi + log_e[0])[:, None, :], (b, k, k))
    rest = log_a[None, None] + log_e[1:, :, None, :]  # [t - 1, b, k, k]
    elems = jnp.concatenate([first[None], rest], axis=0)
    return jax.lax.associative_scan(_log_matmul, elems, axis=0)[:, :, 0, :]


def _hmm_emissions(p, obs):
    """Diagonal Gaussian log-densities [t, b, k] of observations obs [t, b, d] per state."""
    import math

    import jax.numpy as jnp

    diff = (obs[:, :, None, :] - p["mu"][None, None]) * jnp.exp(-p["log_sd"])[None, None]
    return -0.5 * jnp.sum(diff**2 + 2 * p["log_sd"] + math.log(2 * math.pi), axis=-1)


def _hmm_loss(p, obs):
    """The mean negative log-likelihood per sequence of an 8-state Gaussian HMM; also the
    filtered state posteriors [t, b, k]."""
    import jax
    import jax.numpy as jnp

    log_a = jax.nn.log_softmax(p["trans"], axis=-1)
    log_pi = jax.nn.log_softmax(p["init"])
    log_alpha = _hmm_log_alpha(log_pi, log_a, _hmm_emissions(p, obs))
    ll = jax.nn.logsumexp(log_alpha[-1], axis=-1)
    return -jnp.mean(ll), jax.nn.softmax(jax.lax.stop_gradient(log_alpha), axis=-1)


def _hmm_step(p, obs):
    """An SGD step of the HMM; returns (params, loss, filtered posteriors)."""
    import jax

    (loss, post), grads = jax.value_and_grad(_hmm_loss, has_aux=True)(p, obs)
    return jax.tree.map(lambda w, g: w - 0.05 * g, p, grads), loss, post


def _rk4(f, h, t0: float, t1: float, steps: int, unroll: int = 2):
    """Classic RK4 for dh/dt = f(t, h) from t0 to t1 in `steps` steps, a `lax.fori_loop` with
    `unroll`."""
    import jax

    dt = (t1 - t0) / steps

    def step(i, h):
        t = t0 + i * dt
        k1 = f(t, h)
        k2 = f(t + dt / 2, h + dt / 2 * k1)
        k3 = f(t + dt / 2, h + dt / 2 * k2)
        k4 = f(t + dt, h + dt * k3)
        return h + dt / 6 * (k1 + 2 * k2 + 2 * k3 + k4)

    return jax.lax.fori_loop(0, steps, step, h, unroll=unroll)


def _ode_loss(p, x, labels):
    """A neural ODE classifier: a linear encoder, time-dependent tanh dynamics integrated over
    [0, 1] by `_rk4` (8 steps), a linear head; cross-entropy."""
    import jax.numpy as jnp

    def dynamics(t, h):
        return jnp.tanh(h @ p["f1"] + p["fb"] + t * p["ft"]) @ p["f2"]

    h = _rk4(dynamics, x @ p["enc"], 0.0, 1.0, 8)
    return _xent(h @ p["head"], labels)


def _pairwise_distances(e):
    import jax.numpy as jnp

    sq = jnp.sum(e * e, axis=-1)
    return jnp.sqrt(jnp.maximum(sq[:, None] + sq[None, :] - 2.0 * e @ e.T, 1e-12))


def _batch_hard_triplet(e, labels, margin: float = 0.2):
    """Batch-hard triplet loss: for each anchor the farthest same-label sample and the nearest
    other-label sample over all pairwise distances; the mean hinge, and the share of active
    anchors and the mean hardest-positive distance (dict)."""
    import jax
    import jax.numpy as jnp

    dist = _pairwise_distances(e)
    same = labels[:, None] == labels[None, :]
    pos = same & ~jnp.eye(labels.shape[0], dtype=bool)
    hardest_pos = jnp.max(jnp.where(pos, dist, 0.0), axis=1)
    hardest_neg = jnp.min(jnp.where(same, jnp.inf, dist), axis=1)
    hinge = jax.nn.relu(hardest_pos - hardest_neg + margin)
    metrics = {"active": jnp.mean((hinge > 0).astype(e.dtype)), "pos_dist": jnp.mean(hardest_pos)}
    return jnp.mean(hinge), metrics


def _triplet_loss(p, x, labels):
    """A ReLU MLP to unit-norm 32-d embeddings and `_batch_hard_triplet`."""
    import jax
    import jax.numpy as jnp

    e = jax.nn.relu(x @ p["w1"]) @ p["w2"]
    e = e / jnp.linalg.norm(e, axis=-1, keepdims=True)
    loss, metrics = _batch_hard_triplet(e, labels)
    return loss, {"loss": loss, **metrics}


def _fmix32(h):
    """MurmurHash3's 32-bit finaliser (uint32 in, uint32 out; the multiplies wrap)."""
    import jax.numpy as jnp

    h = h ^ (h >> 16)
    h = h * jnp.uint32(0x85EBCA6B)
    h = h ^ (h >> 13)
    h = h * jnp.uint32(0xC2B2AE35)
    return h ^ (h >> 16)


HASH_SEEDS = (0x9E3779B9, 0x7F4A7C15)
"""The two hash functions' seeds, xored into the ids before `_fmix32`."""


def _hash_buckets(ids, buckets: int):
    """The two bucket indices [..., 2] (int32) of raw uint32 ids."""
    import jax.numpy as jnp

    seeds = jnp.asarray(HASH_SEEDS, jnp.uint32)
    return (_fmix32(ids[..., None] ^ seeds) % jnp.uint32(buckets)).astype(jnp.int32)


def _hash_embed_loss(p, ids, clicks):
    """Hash embeddings of 4 raw id features per example: two hashed rows of a shared table,
    weighted by per-feature importance weights, concatenated, a ReLU MLP to a logit; sigmoid
    cross-entropy against clicks."""
    import jax
    import jax.numpy as jnp

    rows = jnp.take(p["table"], _hash_buckets(ids, p["table"].shape[0]), axis=0)  # [b, f, 2, d]
    emb = jnp.einsum("bfkd,fk->bfd", rows, p["importance"])
    logit = (jax.nn.relu(emb.reshape(ids.shape[0], -1) @ p["w1"]) @ p["w2"])[:, 0]
    return jnp.mean(jax.nn.softplus(logit) - clicks * logit)


def _qr_retract(w):
    """The QR retraction onto orthogonal matrices: Q of `jnp.linalg.qr(w)` with its columns'
    signs fixed so that R has a positive diagonal."""
    import jax.numpy as jnp

    q, r = jnp.linalg.qr(w)
    return q * jnp.where(jnp.diagonal(r) < 0, -1.0, 1.0)[None, :]


def _ornn_loss(p, x, y):
    """An orthogonal-recurrence tanh RNN over x [b, t, d] (a `lax.scan` over time), a linear
    readout of the last state; squared error."""
    import jax
    import jax.numpy as jnp

    def cell(h, x_t):
        return jnp.tanh(h @ p["rec"] + x_t @ p["inp"] + p["bias"]), None

    h0 = jnp.zeros((x.shape[0], p["rec"].shape[0]), x.dtype)
    h, _ = jax.lax.scan(cell, h0, x.transpose(1, 0, 2))
    return jnp.mean((h @ p["out"] - y) ** 2)


def _ornn_step(params, momentum, x, y):
    """A heavy-ball momentum step (0.9) of the orthogonal RNN, the recurrent matrix then put
    back on the orthogonal group by `_qr_retract`. Returns (params, momentum, loss)."""
    import jax

    loss, grads = jax.value_and_grad(_ornn_loss)(params, x, y)
    momentum = jax.tree.map(lambda m, g: 0.9 * m + g, momentum, grads)
    params = jax.tree.map(lambda w, m: w - 0.05 * m, params, momentum)
    return {**params, "rec": _qr_retract(params["rec"])}, momentum, loss


def _zca_whiten(h, eps: float = 1e-3):
    """ZCA whitening of h [n, c] by its batch covariance: U diag((lambda + eps)^-1/2) U^T from
    `jnp.linalg.eigh`, applied to the centred h (differentiable through eigh)."""
    import jax.numpy as jnp

    hc = h - jnp.mean(h, axis=0)
    cov = hc.T @ hc / h.shape[0]
    lam, u = jnp.linalg.eigh(cov)
    return hc @ (u * (lam + eps) ** -0.5) @ u.T


def _dbn_loss(p, x, labels):
    """Decorrelated batch norm in an MLP: linear 16 -> 32, `_zca_whiten`, affine, ReLU, a head
    to 10 classes; cross-entropy."""
    import jax

    h = _zca_whiten(x @ p["w1"]) * p["gamma"] + p["beta"]
    return _xent(jax.nn.relu(h) @ p["head"], labels)


def _gumbel_st(logits, key, tau: float = 0.5):
    """Straight-through Gumbel-softmax along the last dim: Gumbel noise from `key`, the forward
    value the one-hot of the argmax, the gradient that of the tempered softmax."""
    import jax
    import jax.numpy as jnp

    soft = jax.nn.softmax((logits + jax.random.gumbel(key, logits.shape)) / tau, axis=-1)
    hard = jax.nn.one_hot(jnp.argmax(soft, axis=-1), logits.shape[-1], dtype=soft.dtype)
    return hard - jax.lax.stop_gradient(soft) + soft


def _gumbel_ae_loss(p, x, key):
    """A discrete autoencoder: a ReLU encoder to 6 groups of 10 categorical logits constrained to
    split the groups over fsdp x model (4 devices, not a divisor of 6), `_gumbel_st` codes, a
    linear decoder; squared error plus the KL of the code distributions to uniform."""
    import math

    import jax
    import jax.numpy as jnp
    from jax.sharding import PartitionSpec as P

    b = x.shape[0]
    logits = (jax.nn.relu(x @ p["enc1"]) @ p["enc2"]).reshape(b, 6, 10)
    logits = jax.lax.with_sharding_constraint(logits, P("data", ("fsdp", "model"), None))
    codes = _gumbel_st(logits, key)
    recon = codes.reshape(b, 60) @ p["dec"]
    q = jax.nn.softmax(logits, axis=-1)
    kl = jnp.sum(q * (jnp.log(q + 1e-9) + math.log(10.0)), axis=(1, 2))
    return jnp.mean(jnp.sum((recon - x) ** 2, axis=-1) + 0.1 * kl)


def _max_pool_1d(h, padding: str):
    """Max pooling over the time dim of h [b, t, c], window 3 and stride 2 (`lax.reduce_window`)."""
    import jax
    import jax.numpy as jnp

    return jax.lax.reduce_window(h, -jnp.inf, jax.lax.max, (1, 3, 1), (1, 2, 1), padding)


def _conv1d_valid(h, k):
    import jax

    return jax.lax.conv_general_dilated(
        h, k, (1,), "VALID", dimension_numbers=("NWC", "WIO", "NWC")
    )


def _textcnn_loss(p, tokens, labels):
    """A Kim text CNN: token embeddings, a width-3 conv after `jnp.pad(mode="edge")` and a
    width-5 conv after `jnp.pad(mode="symmetric")` (length kept), ReLU, max pooling with stride 2
    (VALID, then SAME), max over time of each branch, concatenated, a linear head to 4 classes;
    cross-entropy."""
    import jax
    import jax.numpy as jnp

    e = jnp.take(p["embed"], tokens, axis=0)
    c3 = _conv1d_valid(jnp.pad(e, ((0, 0), (1, 1), (0, 0)), mode="edge"), p["k3"])
    c5 = _conv1d_valid(jnp.pad(e, ((0, 0), (2, 2), (0, 0)), mode="symmetric"), p["k5"])
    f3 = jnp.max(_max_pool_1d(jax.nn.relu(c3), "VALID"), axis=1)
    f5 = jnp.max(_max_pool_1d(jax.nn.relu(c5), "SAME"), axis=1)
    return _xent(jnp.concatenate([f3, f5], axis=-1) @ p["head"], labels)


# --- the cases ------------------------------------------------------------------------------


def _cases_default_mesh() -> dict[str, JaxCase]:
    from jax.sharding import PartitionSpec as P

    return {
        "sdpa-gqa-8q2kv-causal-kvlen-step": JaxCase(
            _sgd(_sdpa_loss),
            (
                {
                    "wq": _normal(8001, (64, 64), 0.1),
                    "wk": _normal(8002, (64, 16), 0.1),
                    "wv": _normal(8003, (64, 16), 0.1),
                    "wo": _normal(8004, (64, 64), 0.1),
                    "w1": _normal(8005, (64, 128), 0.1),
                    "w2": _normal(8006, (128, 64), 0.1),
                },
                _normal(8007, (4, 32, 64)),
                _normal(8008, (4, 32, 64)),
                _ints(8009, (4,), 17) + 16,
            ),
            in_shardings=(
                {
                    "wq": P(None, "model"),
                    "wk": None,
                    "wv": None,
                    "wo": P("model", None),
                    "w1": P(None, "model"),
                    "w2": P("model", None),
                },
                P("data", None, None),
                P("data", None, None),
                P("data"),
            ),
        ),
        "expert-choice-moe-topk-tokens-capacity2-step": JaxCase(
            _sgd(_expert_choice_loss),
            (
                {
                    "router": _normal(8010, (32, 4), 0.3),
                    "w1": _normal(8011, (4, 32, 64), 0.1),
                    "w2": _normal(8012, (4, 64, 32), 0.1),
                },
                _normal(8013, (4, 32, 32)),
                _normal(8014, (4, 32, 32)),
            ),
            in_shardings=(
                {"router": None, "w1": P("model", None, None), "w2": P("model", None, None)},
                P("data", None, None),
                P("data", None, None),
            ),
        ),
        "tucker-einsum-4operand-trace-ortho-step": JaxCase(
            _sgd(_tucker_loss),
            (
                {
                    "u1": _normal(8020, (16, 8), 0.25),
                    "u2": _normal(8021, (16, 8), 0.25),
                    "core": _normal(8022, (8, 8, 10), 0.2),
                    "trace_w": _normal(8023, (10,), 0.1),
                },
                _normal(8024, (32, 16, 16)),
                _ints(8025, (32,), 10),
            ),
            in_shardings=(
                {
                    "u1": P(None, "model"),
                    "u2": None,
                    "core": P("model", None, None),
                    "trace_w": None,
                },
                P("data", None, None),
                P("data"),
            ),
        ),
        "entmax15-bisection-while-vocab-split-step": JaxCase(
            _sgd(_entmax_loss),
            (
                {
                    "w1": _normal(8030, (64, 64), 0.2),
                    "b1": _normal(8031, (64,), 0.1),
                    "out": _normal(8032, (64, 256), 0.5),
                },
                _normal(8033, (32, 64)),
                _ints(8034, (32,), 256),
            ),
            in_shardings=(
                {"w1": None, "b1": None, "out": P(None, "model")},
                P("data", None),
                P("data"),
            ),
        ),
    }


def _cases_4x2() -> dict[str, JaxCase]:
    import jax.numpy as jnp
    import numpy as np
    from jax.sharding import PartitionSpec as P

    n_nodes = 64
    src = jnp.concatenate([jnp.arange(n_nodes, dtype=jnp.int32), _ints(8060, (192,), n_nodes)])
    dst = jnp.concatenate([jnp.arange(n_nodes, dtype=jnp.int32), _ints(8061, (192,), n_nodes)])
    return {
        "deeplab-aspp-atrous-uint8-h-split-step": JaxCase(
            _sgd(_aspp_loss),
            (
                {
                    "stem": _normal(8040, (3, 3, 3, 16), 0.2),
                    "b1": _normal(8041, (1, 1, 16, 16), 0.2),
                    "b2": _normal(8042, (3, 3, 16, 16), 0.1),
                    "b4": _normal(8043, (3, 3, 16, 16), 0.1),
                    "pool": _normal(8044, (16, 16), 0.2),
                    "head": _normal(8045, (1, 1, 64, 5), 0.1),
                },
                _ints(8046, (8, 16, 16, 3), 256).astype(jnp.uint8),
                _ints(8047, (8, 16, 16), 5),
            ),
            in_shardings=(
                {
                    "stem": None,
                    "b1": None,
                    "b2": P(None, None, None, "model"),
                    "b4": P(None, None, None, "model"),
                    "pool": None,
                    "head": None,
                },
                P("data", "model", None, None),
                P("data", "model", None),
            ),
            mesh=MESH_4X2,
        ),
        "glow-actnorm-invconv-slogdet-coupling-step": JaxCase(
            _sgd(_glow_loss),
            (
                {
                    "an_bias": _normal(8050, (12,), 0.1),
                    "an_logs": _normal(8051, (12,), 0.05),
                    "w": jnp.eye(12) + _normal(8052, (12, 12), 0.1),
                    "nn1": _normal(8053, (3, 3, 6, 32), 0.1),
                    "nn2": _normal(8054, (3, 3, 32, 12), 0.02),
                },
                _normal(8055, (8, 8, 8, 12)),
            ),
            in_shardings=(
                {
                    "an_bias": None,
                    "an_logs": None,
                    "w": None,
                    "nn1": P(None, None, None, "model"),
                    "nn2": P(None, None, "model", None),
                },
                P("data", None, None, None),
            ),
            mesh=MESH_4X2,
        ),
        "gat-segment-max-edge-softmax-edges-split-step": JaxCase(
            _sgd(_gat_loss),
            (
                {
                    "w1": _normal(8062, (16, 32), 0.3),
                    "a1_src": _normal(8063, (4, 8), 0.3),
                    "a1_dst": _normal(8064, (4, 8), 0.3),
                    "w2": _normal(8065, (32, 7), 0.3),
                    "a2_src": _normal(8066, (1, 7), 0.3),
                    "a2_dst": _normal(8067, (1, 7), 0.3),
                },
                _normal(8068, (n_nodes, 16)),
                src,
                dst,
                _ints(8069, (n_nodes,), 7),
                jnp.asarray(np.arange(n_nodes) % 4 != 3, jnp.float32),
            ),
            in_shardings=(
                {
                    "w1": P(None, "model"),
                    "a1_src": None,
                    "a1_dst": None,
                    "w2": None,
                    "a2_src": None,
                    "a2_dst": None,
                },
                P("data", None),
                P("data"),
                P("data"),
                P("data"),
                P("data"),
            ),
            mesh=MESH_4X2,
        ),
        "cox-survival-sort-reverse-cumlogsumexp-dict-step": JaxCase(
            _sgd_aux(_cox_loss),
            (
                {
                    "w1": _normal(8070, (16, 32), 0.2),
                    "b1": _normal(8071, (32,), 0.1),
                    "w2": _normal(8072, (32,), 0.2),
                },
                _normal(8073, (64, 16)),
                jnp.exp(_normal(8074, (64,))),
                (_ints(8075, (64,), 3) > 0).astype(jnp.float32),
            ),
            in_shardings=(
                {"w1": P(None, "model"), "b1": P("model"), "w2": P("model")},
                P("data", None),
                P("data"),
                P("data"),
            ),
            mesh=MESH_4X2,
        ),
    }


def _cases_data8() -> dict[str, JaxCase]:
    import jax.numpy as jnp
    from jax.sharding import PartitionSpec as P

    return {
        "hmm-logsemiring-associative-scan-time8-donated": JaxCase(
            _hmm_step,
            (
                {
                    "trans": _normal(8080, (8, 8), 0.5),
                    "init": _normal(8081, (8,), 0.5),
                    "mu": _normal(8082, (8, 4)),
                    "log_sd": _normal(8083, (8, 4), 0.1),
                },
                _normal(8084, (32, 4, 4)),
            ),
            in_shardings=(
                {"trans": None, "init": None, "mu": None, "log_sd": None},
                P("data", None, None),
            ),
            donate_argnums=(0,),
            mesh=MESH_8,
        ),
        "neural-ode-rk4-fori-unroll2-unsharded": JaxCase(
            _sgd(_ode_loss),
            (
                {
                    "enc": _normal(8090, (16, 32), 0.2),
                    "f1": _normal(8091, (32, 64), 0.2),
                    "fb": _normal(8092, (64,), 0.1),
                    "ft": _normal(8093, (64,), 0.1),
                    "f2": _normal(8094, (64, 32), 0.2),
                    "head": _normal(8095, (32, 10), 0.2),
                },
                _normal(8096, (64, 16)),
                _ints(8097, (64,), 10),
            ),
            mesh=MESH_8,
        ),
        "batch-hard-triplet-pairwise-batch8-dict-step": JaxCase(
            _sgd_aux(_triplet_loss),
            (
                {"w1": _normal(8100, (48, 64), 0.2), "w2": _normal(8101, (64, 32), 0.2)},
                _normal(8102, (64, 48)),
                _ints(8103, (64,), 8),
            ),
            in_shardings=({"w1": None, "w2": None}, P("data", None), P("data")),
            mesh=MESH_8,
        ),
        "hash-embedding-murmur-uint32-rows-split-step": JaxCase(
            _sgd(_hash_embed_loss),
            (
                {
                    "table": _normal(8110, (512, 16), 0.1),
                    "importance": _normal(8111, (4, 2), 0.3) + 1.0,
                    "w1": _normal(8112, (64, 32), 0.2),
                    "w2": _normal(8113, (32, 1), 0.2),
                },
                _ints(8114, (64, 4), 2**31 - 1).astype(jnp.uint32),
                (_ints(8115, (64,), 2) > 0).astype(jnp.float32),
            ),
            in_shardings=(
                {"table": P("data", None), "importance": None, "w1": None, "w2": None},
                P("data", None),
                P("data"),
            ),
            mesh=MESH_8,
        ),
    }


def _cases_3d() -> dict[str, JaxCase]:
    import jax
    import jax.numpy as jnp
    from jax.sharding import PartitionSpec as P

    ornn = {
        "inp": _normal(8120, (8, 32), 0.2),
        "rec": _qr_retract(jnp.eye(32) + _normal(8121, (32, 32), 0.1)),
        "bias": _normal(8122, (32,), 0.1),
        "out": _normal(8123, (32, 4), 0.2),
    }
    ornn_spec = {"inp": P(None, "model"), "rec": P(None, "model"), "bias": None, "out": None}
    return {
        "orthogonal-rnn-qr-retraction-momentum-donated": JaxCase(
            _ornn_step,
            (
                ornn,
                jax.tree.map(lambda w: w * 0.0, ornn),
                _normal(8124, (16, 16, 8)),
                _normal(8125, (16, 4)),
            ),
            in_shardings=(
                ornn_spec,
                ornn_spec,
                P(("data", "fsdp"), None, None),
                P(("data", "fsdp"), None),
            ),
            donate_argnums=(0, 1),
            mesh=MESH_3D,
        ),
        "decorrelated-bn-zca-eigh-unsharded": JaxCase(
            _sgd(_dbn_loss),
            (
                {
                    "w1": _normal(8130, (16, 32), 0.3),
                    "gamma": _normal(8131, (32,), 0.1) + 1.0,
                    "beta": _normal(8132, (32,), 0.1),
                    "head": _normal(8133, (32, 10), 0.2),
                },
                _normal(8134, (64, 16)),
                _ints(8135, (64,), 10),
            ),
            mesh=MESH_3D,
        ),
        "gumbel-st-groups6-uneven-key-arg-step": JaxCase(
            _sgd(_gumbel_ae_loss),
            (
                {
                    "enc1": _normal(8140, (48, 64), 0.2),
                    "enc2": _normal(8141, (64, 60), 0.2),
                    "dec": _normal(8142, (60, 48), 0.2),
                },
                _normal(8143, (32, 48)),
                jax.random.PRNGKey(8144),
            ),
            in_shardings=(
                {"enc1": P(None, "model"), "enc2": P("model", None), "dec": P(None, "fsdp")},
                P(("data", "fsdp"), None),
                None,
            ),
            mesh=MESH_3D,
        ),
        "textcnn-edge-symmetric-pad-maxpool-seq-fsdp-step": JaxCase(
            _sgd(_textcnn_loss),
            (
                {
                    "embed": _normal(8150, (200, 32), 0.3),
                    "k3": _normal(8151, (3, 32, 24), 0.1),
                    "k5": _normal(8152, (5, 32, 24), 0.1),
                    "head": _normal(8153, (48, 4), 0.2),
                },
                _ints(8154, (16, 64), 200),
                _ints(8155, (16,), 4),
            ),
            in_shardings=(
                {
                    "embed": P(None, "model"),
                    "k3": P(None, None, "model"),
                    "k5": P(None, None, "model"),
                    "head": None,
                },
                P("data", "fsdp"),
                P("data"),
            ),
            mesh=MESH_3D,
        ),
    }


def blind8() -> dict[str, JaxCase]:
    """The eighth blind corpus, name -> JaxCase (see the module docstring)."""
    return merged_cases(_cases_default_mesh, _cases_4x2, _cases_data8, _cases_3d)
