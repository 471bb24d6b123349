"""An eleventh blind corpus of plain JAX programs for experiments/fidelity.py (corpus "blind11").

Written without reading the cost model or the solvers, so the predicted collective bytes are
checked on programs they were not written against. Each program is unlike those of
experiments/jax_programs.py and experiments/jax_programs_blind{,2,...,10}.py, and mixes a few
op families: a Perceiver classifier (a learned latent array broadcast over the batch
cross-attends to inputs whose padded keys are masked by their lengths, then latent
self-attention); Transformer-XL segment recurrence (keys and values over the concatenation of a
cached memory, split on its sequence dim, and the current segment, a relative-distance bias
gathered by `jnp.take`, the new memory the last 24 positions of memory and hidden states, the
parameters and memory donated); ALBERT (a factorised vocab-sharded embedding, one attention
block shared by four layers in a `lax.fori_loop`) trained by Adam with donated state; a
two-layer Fourier neural operator whose spectral convolution is a DFT by einsums with cos/sin
matrices built from iotas, the low 5x5 modes sliced out, mixed per mode by complex weights and
zero-padded back by `jnp.pad`; Kalman filtering of 16 tracks in a `lax.scan` over a time dim
split on an axis (innovations by a batched `jnp.linalg.solve`), the transition and noise
parameters fitted to the likelihood; three Lloyd iterations of k-means in a `lax.fori_loop`
(argmin of the distances, whose 10 clusters are constrained onto 4 devices, uneven, and
`jax.ops.segment_sum` of the assigned points); modern Hopfield retrieval iterated in a
`lax.while_loop` until the states stop moving, with energies before and after; RetNet's
parallel multi-scale retention (a per-head decay mask gamma^(n-m) by `jnp.power` under a causal
`jnp.where`, a per-head norm and a SiLU gate); SimCLR's NT-Xent over a 2N x 2N similarity with
the diagonal masked and the positives N apart, trained by Nesterov momentum with donated state;
non-crossing quantile regression (7 quantiles kept ordered by `jnp.sort`, the pinball loss,
coverage as an auxiliary output); a recurrent PPO step (an LSTM over a `lax.scan` whose body
resets finished episodes' state under a `lax.cond`, the clipped surrogate, a value loss and an
entropy bonus); Kabsch alignment of 32 point-cloud pairs (batched `jnp.linalg.svd` of the 3x3
covariances, a reflection fixed by the sign of `jnp.linalg.det`); simplified graph convolution
(a symmetric-normalised dense adjacency raised to a power by `jnp.linalg.matrix_power`, a
masked cross-entropy on labelled nodes and a Laplacian smoothness penalty); NeuralSort (a
relaxed permutation matrix from pairwise `abs` differences) trained on a soft NDCG whose ideal
order comes from a reversed `jnp.sort`; sharpness-aware minimisation (a second gradient at the
weights moved along the normalised first gradient) with heavy-ball momentum and donated state
on FSDP x TP weights; and capsule networks with three iterations of routing by agreement in a
`lax.fori_loop` (squash, softmax over the 10 digit capsules, constrained onto 4 devices,
uneven) and the margin loss.

The meshes differ from the other corpora's as a set: data=2 x model=4, x=4 x y=2, batch=8 and
dp=2 x fsdp=2 x tp=2 (three of them with axes named other than data and model), four cases
each. Most cases give input shardings as a user would; two give none, so the plan chooses
every layout. jax rejects input shardings that do not divide a dim, so the uneven splits are
mid-program constraints.

`blind11()` returns name -> `JaxCase` (the interface of `jax_programs.held_out()`).
"""

from __future__ import annotations

from shardsat.experiments.jax_programs import (
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
from shardsat.experiments.jax_programs_blind4 import _lstm_cell, _mha

_ints = seeded_ints(11000)

MESH_2X4 = "data=2,model=4"
MESH_XY = "x=4,y=2"
MESH_BATCH = "batch=8"
MESH_DP_FSDP_TP = "dp=2,fsdp=2,tp=2"
"""The corpus's meshes: the fidelity script's default 2x4 named explicitly, a 4x2 and an 8-way
axis named other than data and model, and three axes named for data, FSDP and tensor
parallelism."""


# --- shared pieces --------------------------------------------------------------------------


def _attn_block(w, h, heads: int = 4):
    """A pre-LN self-attention block (`_mha` of weights q/k/v/o) and a GELU MLP (w1, w2)."""
    import jax

    z = _layer_norm(h)
    h = h + _mha(w, z, z, heads)
    return h + jax.nn.gelu(_layer_norm(h) @ w["w1"]) @ w["w2"]


def _adam(params, opt, grads, lr: float = 1e-3):
    """Adam (betas 0.9, 0.999, bias-corrected) of a pytree; opt is {"m", "v", "t"}. Returns
    (params, opt)."""
    import jax
    import jax.numpy as jnp

    t = opt["t"] + 1.0
    m = jax.tree.map(lambda m, g: 0.9 * m + 0.1 * g, opt["m"], grads)
    v = jax.tree.map(lambda v, g: 0.999 * v + 0.001 * g * g, opt["v"], grads)

    def update(w, m, v):
        return w - lr * (m / (1 - 0.9**t)) / (jnp.sqrt(v / (1 - 0.999**t)) + 1e-8)

    return jax.tree.map(update, params, m, v), {"m": m, "v": v, "t": t}


def _nesterov(loss, lr: float = 0.1, mu: float = 0.9):
    """A training step `(params, velocity, *batch) -> (params, velocity, loss)` of Nesterov
    momentum on `loss`: v = mu v + g, w = w - lr (g + mu v)."""
    import jax

    def step(params, velocity, *batch):
        value, grads = jax.value_and_grad(loss)(params, *batch)
        velocity = jax.tree.map(lambda v, g: mu * v + g, velocity, grads)
        params = jax.tree.map(lambda w, v, g: w - lr * (g + mu * v), params, velocity, grads)
        return params, velocity, value

    return step


def _zeros_like(tree):
    import jax

    return jax.tree.map(lambda w: w * 0.0, tree)


def _attn_weights(seed: int, d: int, hidden: int) -> dict:
    """Weights of `_attn_block`: q/k/v/o [d, d], w1 [d, hidden], w2 [hidden, d]."""
    w = {n: _normal(seed + i, (d, d), d**-0.5) for i, n in enumerate("qkvo")}
    return w | {"w1": _normal(seed + 4, (d, hidden), d**-0.5),
                "w2": _normal(seed + 5, (hidden, d), hidden**-0.5)}  # fmt: skip


def _tp_spec(axis: str) -> dict:
    """Tensor-parallel specs of `_attn_weights`: q/k/v/w1 column-split, o/w2 row-split."""
    from jax.sharding import PartitionSpec as P

    col, row = P(None, axis), P(axis, None)
    return {"q": col, "k": col, "v": col, "o": row, "w1": col, "w2": row}


# --- data=2 x model=4 -----------------------------------------------------------------------


def _perceiver_loss(p, x, lengths, labels):
    """A Perceiver: the learned latents [n, d] broadcast over the batch cross-attend to x
    [b, s, d] (keys past each row's length masked), one latent self-attention block, the mean
    latent to class logits; cross-entropy."""
    import jax
    import jax.numpy as jnp

    b, s, _ = x.shape
    lat = jnp.broadcast_to(p["latents"][None], (b, *p["latents"].shape))
    valid = (jnp.arange(s)[None, :] < lengths[:, None])[:, None, None, :]
    h = lat + _mha(p["cross"], _layer_norm(lat), _layer_norm(x), 4, mask=valid)
    h = h + jax.nn.gelu(_layer_norm(h) @ p["cross"]["w1"]) @ p["cross"]["w2"]
    h = _attn_block(p["latent"], h)
    return _xent(_layer_norm(jnp.mean(h, axis=1)) @ p["head"], labels)


def _txl_loss(p, mem, x, y, heads: int = 4):
    """Transformer-XL attention over [memory; segment]: memory [b, m, d] (no gradient) is
    concatenated before x [b, s, d] as keys and values, query i sees key j when j <= i + m, a
    per-head bias of the distance i + m - j gathered from p["rel"] [heads, r] (clipped), then a
    GELU MLP; squared error against y. Returns (loss, hidden states)."""
    import jax
    import jax.numpy as jnp

    m, s = mem.shape[1], x.shape[1]
    kv = jnp.concatenate([jax.lax.stop_gradient(mem), x], axis=1)
    dist = jnp.arange(s)[:, None] + m - jnp.arange(m + s)[None, :]
    bias = jnp.take(p["rel"], jnp.clip(dist, 0, p["rel"].shape[1] - 1), axis=1)
    h = x + _mha(p, _layer_norm(x), _layer_norm(kv), heads, bias=bias, mask=dist >= 0)
    h = h + jax.nn.gelu(_layer_norm(h) @ p["w1"]) @ p["w2"]
    return jnp.mean((h - y) ** 2), h


def _txl_step(params, mem, x, y, lr: float = 0.05):
    """An SGD step of `_txl_loss`; the new memory is the last m positions of [memory; hidden
    states]. Returns (params, memory, loss)."""
    import jax
    import jax.numpy as jnp

    (loss, h), grads = jax.value_and_grad(_txl_loss, has_aux=True)(params, mem, x, y)
    new_mem = jnp.concatenate([mem, jax.lax.stop_gradient(h)], axis=1)[:, -mem.shape[1] :]
    return jax.tree.map(lambda w, g: w - lr * g, params, grads), new_mem, loss


def _albert_loss(p, tokens, labels, layers: int = 4):
    """ALBERT: a factorised embedding (a [vocab, 16] table by jnp.take, projected to d) plus
    positions, one `_attn_block` applied `layers` times in a lax.fori_loop (shared weights), a
    sentence-order head on the first token; cross-entropy."""
    import jax
    import jax.numpy as jnp

    h = jnp.take(p["embed"], tokens, axis=0) @ p["proj"] + p["pos"][None]
    h = jax.lax.fori_loop(0, layers, lambda _, h: _attn_block(p["layer"], h), h)
    return _xent(_layer_norm(h[:, 0]) @ p["sop"], labels)


def _albert_adam_step(params, opt, tokens, labels):
    import jax

    loss, grads = jax.value_and_grad(_albert_loss)(params, tokens, labels)
    params, opt = _adam(params, opt, grads)
    return params, opt, loss


def _dft(n: int):
    """cos and sin of 2 pi k x / n, [k, x], from iotas."""
    import jax.numpy as jnp

    k = jnp.arange(n, dtype=jnp.float32)
    ang = 2 * jnp.pi * k[:, None] * k[None, :] / n
    return jnp.cos(ang), jnp.sin(ang)


def _spectral_conv(u, wr, wi):
    """FNO's spectral convolution of u [b, n, n, c] without an FFT: the 2-D DFT by einsums
    with cos/sin matrices, the low [m, m] modes sliced out and mixed per mode by the complex
    weights wr + i wi [m, m, c, o], zero-padded back to [n, n] by jnp.pad, and the real part
    of the inverse DFT."""
    import jax.numpy as jnp

    n, m = u.shape[1], wr.shape[0]
    c, s = _dft(n)

    def two(a, b, t):  # sum over x, y of a[k, x] b[l, y] t[., x, y, .]
        return jnp.einsum("kx,ly,bxyi->bkli", a, b, t)

    re = (two(c, c, u) - two(s, s, u))[:, :m, :m]
    im = -(two(s, c, u) + two(c, s, u))[:, :m, :m]
    out_re = jnp.einsum("bkli,klio->bklo", re, wr) - jnp.einsum("bkli,klio->bklo", im, wi)
    out_im = jnp.einsum("bkli,klio->bklo", re, wi) + jnp.einsum("bkli,klio->bklo", im, wr)
    pad = ((0, 0), (0, n - m), (0, n - m), (0, 0))
    yr, yi = jnp.pad(out_re, pad), jnp.pad(out_im, pad)

    def back(a, b, t):  # sum over k, l of a[k, x] b[l, y] t[., k, l, .]
        return jnp.einsum("kx,ly,bkli->bxyi", a, b, t)

    return (back(c, c, yr) - back(s, s, yr) - back(s, c, yi) - back(c, s, yi)) / (n * n)


def _fno_loss(p, u, target):
    """A two-layer FNO: lift, gelu(spectral conv + pointwise linear) twice, project; squared
    error."""
    import jax
    import jax.numpy as jnp

    h = u @ p["lift"]
    for i in range(2):
        h = jax.nn.gelu(_spectral_conv(h, p[f"wr{i}"], p[f"wi{i}"]) + h @ p[f"local{i}"])
    return jnp.mean((h @ p["proj"] - target) ** 2)


# --- x=4 x y=2 ------------------------------------------------------------------------------

_H = ((1.0, 0.0, 0.0, 0.0), (0.0, 1.0, 0.0, 0.0))
"""The Kalman filter's observation matrix: the 2-D position of a [x, y, vx, vy] state."""


def _kalman_update(m, cov, y, r):
    """A Kalman measurement update of means m [b, 4] and covariances cov [b, 4, 4] by the
    observation y [b, 2] with noise covariance r [2, 2]: the gain and S^-1 v by one batched
    jnp.linalg.solve. Returns (mean, covariance, log-likelihood of y [b])."""
    import jax.numpy as jnp

    h = jnp.asarray(_H)
    v = y - m @ h.T
    ph = cov @ h.T  # [b, 4, 2]
    s = h @ ph + r
    sol = jnp.linalg.solve(s, jnp.concatenate([v[..., None], jnp.swapaxes(ph, 1, 2)], axis=-1))
    gain = jnp.swapaxes(sol[..., 1:], 1, 2)  # [b, 4, 2]
    det = s[:, 0, 0] * s[:, 1, 1] - s[:, 0, 1] * s[:, 1, 0]
    ll = -0.5 * (jnp.sum(v * sol[..., 0], -1) + jnp.log(det) + 2 * jnp.log(2 * jnp.pi))
    return m + jnp.einsum("bij,bj->bi", gain, v), cov - gain @ s @ jnp.swapaxes(gain, 1, 2), ll


def _kalman_nll(p, obs):
    """Mean negative log-likelihood per step of observations obs [b, t, 2] under a linear
    Gaussian model (transition p["F"], diagonal noises exp(p["log_q"]), exp(p["log_r"])),
    filtered by a lax.scan over time."""
    import jax
    import jax.numpy as jnp

    f, q, r = p["F"], jnp.diag(jnp.exp(p["log_q"])), jnp.diag(jnp.exp(p["log_r"]))
    b, t, _ = obs.shape

    def step(carry, y):
        m, cov, ll = carry
        m, cov = m @ f.T, jnp.einsum("ij,bjk,lk->bil", f, cov, f) + q
        m, cov, step_ll = _kalman_update(m, cov, y, r)
        return (m, cov, ll + step_ll), m

    init = (jnp.zeros((b, 4)), jnp.broadcast_to(10.0 * jnp.eye(4), (b, 4, 4)), jnp.zeros(b))
    (_, _, ll), _ = jax.lax.scan(step, init, jnp.swapaxes(obs, 0, 1))
    return -jnp.mean(ll) / t


def _lloyd(c, x):
    """One Lloyd iteration of centroids c [k, d] on points x [n, d]: squared distances [n, k]
    constrained to the points on y and the clusters on x (10 over 4, uneven), argmin, the
    assigned points' mean by jax.ops.segment_sum (empty clusters keep their centroid). Returns
    (centroids, assignment, each point's distance to its centroid)."""
    import jax
    import jax.numpy as jnp
    from jax.sharding import PartitionSpec as P

    k = c.shape[0]
    d = jnp.sum(x * x, 1)[:, None] - 2 * x @ c.T + jnp.sum(c * c, 1)[None, :]
    d = jax.lax.with_sharding_constraint(d, P("y", "x"))
    assign = jnp.argmin(d, axis=1)
    sums = jax.ops.segment_sum(x, assign, num_segments=k)
    counts = jax.ops.segment_sum(jnp.ones(x.shape[0]), assign, num_segments=k)
    new = jnp.where(counts[:, None] > 0, sums / jnp.maximum(counts, 1.0)[:, None], c)
    return new, assign, jnp.min(d, axis=1)


def _kmeans(centroids, x, iters: int = 3):
    """`iters` Lloyd iterations in a lax.fori_loop, then the final assignment. Returns
    (centroids, assignment, inertia)."""
    import jax
    import jax.numpy as jnp

    c = jax.lax.fori_loop(0, iters, lambda _, c: _lloyd(c, x)[0], centroids)
    _, assign, dist = _lloyd(c, x)
    return c, assign, jnp.sum(dist)


def _hopfield_retrieve(patterns, queries, beta: float = 4.0, tol: float = 1e-4):
    """Modern Hopfield retrieval: states xi <- softmax(beta xi X^T) X in a lax.while_loop until
    no state moves by more than `tol` (at most 20 updates). Returns (states, energy of the
    queries, energy of the states, updates made, index of the nearest stored pattern)."""
    import jax
    import jax.numpy as jnp

    def energy(xi):
        lse = jax.nn.logsumexp(beta * xi @ patterns.T, axis=-1)
        return -lse / beta + 0.5 * jnp.sum(xi * xi, -1)

    def body(state):
        xi, _, it = state
        new = jax.nn.softmax(beta * xi @ patterns.T, axis=-1) @ patterns
        return new, jnp.max(jnp.abs(new - xi)), it + 1

    def moving(state):
        _, delta, it = state
        return (delta > tol) & (it < 20)

    xi, _, it = jax.lax.while_loop(moving, body, (queries, jnp.float32(jnp.inf), jnp.int32(0)))
    nearest = jnp.argmax(xi @ patterns.T, axis=-1)
    return xi, energy(queries), energy(xi), it, nearest


def _retention(p, x, heads: int = 4):
    """RetNet's parallel multi-scale retention of x [b, s, d]: ((q k^T) * D) v per head with
    the decay mask D[n, m] = gamma_h^(n - m) for n >= m (gamma_h = 1 - 2^(-5 - h)), a norm per
    head, a SiLU gate, the output projection."""
    import jax
    import jax.numpy as jnp

    b, s, d = x.shape
    hd = d // heads
    q, k, v = ((x @ p[w]).reshape(b, s, heads, hd) for w in ("wq", "wk", "wv"))
    gamma = 1.0 - 2.0 ** (-5.0 - jnp.arange(heads))
    diff = jnp.arange(s)[:, None] - jnp.arange(s)[None, :]
    decay = jnp.where(diff >= 0, jnp.power(gamma[:, None, None], jnp.maximum(diff, 0)), 0.0)
    scores = jnp.einsum("bqhd,bkhd->bhqk", q, k) * hd**-0.5 * decay[None]
    o = _layer_norm(jnp.einsum("bhqk,bkhd->bqhd", scores, v)).reshape(b, s, d)
    return (jax.nn.silu(x @ p["wg"]) * o) @ p["wo"]


def _retnet_loss(p, x, y):
    """A RetNet block: pre-LN retention and a GELU MLP, residual; squared error."""
    import jax
    import jax.numpy as jnp

    h = x + _retention(p, _layer_norm(x))
    h = h + jax.nn.gelu(_layer_norm(h) @ p["w1"]) @ p["w2"]
    return jnp.mean((h - y) ** 2)


# --- batch=8 --------------------------------------------------------------------------------


def _simclr_embed(p, x):
    import jax
    import jax.numpy as jnp

    h = jax.nn.relu(x @ p["w1"] + p["b1"])
    z = jax.nn.relu(h @ p["w2"]) @ p["w3"]
    return z / jnp.linalg.norm(z, axis=-1, keepdims=True)


def _ntxent_loss(p, view1, view2, tau: float = 0.2):
    """SimCLR's NT-Xent: both views' normalised projections concatenated [2n, e], their
    similarities / tau with the diagonal masked out, each row's positive the other view of
    its example (n rows away); cross-entropy."""
    import jax.numpy as jnp

    z = jnp.concatenate([_simclr_embed(p, view1), _simclr_embed(p, view2)])
    n2 = z.shape[0]
    sim = jnp.where(jnp.eye(n2, dtype=bool), -1e9, z @ z.T / tau)
    return _xent(sim, (jnp.arange(n2) + n2 // 2) % n2)


QUANTILES = (0.05, 0.1, 0.25, 0.5, 0.75, 0.9, 0.95)


def _quantile_loss(p, x, y):
    """Non-crossing quantile regression: a GELU MLP to one output per level of QUANTILES,
    sorted (jnp.sort) so the quantiles cannot cross, the mean pinball loss. Returns (loss,
    the fraction of targets at or below each predicted quantile)."""
    import jax
    import jax.numpy as jnp

    q = jnp.sort(jax.nn.gelu(x @ p["w1"] + p["b1"]) @ p["w2"] + p["b2"], axis=-1)
    taus = jnp.asarray(QUANTILES)
    e = y[:, None] - q
    loss = jnp.mean(jnp.maximum(taus * e, (taus - 1.0) * e))
    return loss, jnp.mean((y[:, None] <= q).astype(jnp.float32), axis=0)


def _quantile_step(params, x, y, lr: float = 0.05):
    import jax

    (loss, coverage), grads = jax.value_and_grad(_quantile_loss, has_aux=True)(params, x, y)
    return jax.tree.map(lambda w, g: w - lr * g, params, grads), loss, coverage


def _lstm_policy(p, obs, done):
    """The recurrent policy's hidden states [b, t, h]: `_lstm_cell` over a lax.scan of time
    in which, under a lax.cond taken only when some episode ended at that step, the state of
    the finished episodes is reset to zero before the cell."""
    import jax
    import jax.numpy as jnp

    b, hidden = obs.shape[0], p["wh"].shape[0]

    def reset(carry, d):
        return tuple(jnp.where(d[:, None], 0.0, s) for s in carry)

    def step(carry, inputs):
        x_t, d_t = inputs
        carry = jax.lax.cond(jnp.any(d_t), reset, lambda c, _: c, carry, d_t)
        return _lstm_cell(p, carry, x_t)

    init = (jnp.zeros((b, hidden)), jnp.zeros((b, hidden)))
    _, hs = jax.lax.scan(step, init, (jnp.swapaxes(obs, 0, 1), jnp.swapaxes(done, 0, 1)))
    return jnp.swapaxes(hs, 0, 1)


def _ppo_lstm_loss(p, obs, done, actions, old_logp, adv, returns, clip: float = 0.2):
    """PPO on `_lstm_policy`: the clipped surrogate of the action log-probability ratios,
    half the value error, minus 0.01 of the entropy."""
    import jax
    import jax.numpy as jnp

    hs = _lstm_policy(p, obs, done)
    logp_all = jax.nn.log_softmax(hs @ p["pi"], axis=-1)
    logp = jnp.take_along_axis(logp_all, actions[..., None], axis=-1)[..., 0]
    ratio = jnp.exp(logp - old_logp)
    surrogate = jnp.minimum(ratio * adv, jnp.clip(ratio, 1 - clip, 1 + clip) * adv)
    value = (hs @ p["vf"])[..., 0]
    entropy = -jnp.sum(jnp.exp(logp_all) * logp_all, axis=-1)
    return -jnp.mean(surrogate) + 0.5 * jnp.mean((value - returns) ** 2) - 0.01 * jnp.mean(entropy)


def _kabsch(a, b):
    """Kabsch alignment of point clouds a, b [batch, n, 3]: the rotation r minimising
    |r a_c - b_c| of the centred clouds, from jnp.linalg.svd of the covariance a_c^T b_c with
    the reflection fixed by the sign of det(V U^T). Returns (rotations, RMSD after alignment,
    singular values)."""
    import jax.numpy as jnp

    ac = a - jnp.mean(a, axis=1, keepdims=True)
    bc = b - jnp.mean(b, axis=1, keepdims=True)
    u, s, vt = jnp.linalg.svd(jnp.einsum("bni,bnj->bij", ac, bc))
    sign = jnp.sign(jnp.linalg.det(jnp.einsum("bji,bkj->bik", vt, u)))
    diag = jnp.stack([jnp.ones_like(sign), jnp.ones_like(sign), sign], axis=-1)
    r = jnp.einsum("bji,bj,bkj->bik", vt, diag, u)
    aligned = jnp.einsum("bij,bnj->bni", r, ac)
    return r, jnp.sqrt(jnp.mean(jnp.sum((aligned - bc) ** 2, -1), axis=1)), s


# --- dp=2 x fsdp=2 x tp=2 -------------------------------------------------------------------


def _normalised_adjacency(adj):
    """D^-1/2 (A + I) D^-1/2 of a dense adjacency."""
    import jax
    import jax.numpy as jnp

    a = adj + jnp.eye(adj.shape[0])
    dinv = jax.lax.rsqrt(jnp.sum(a, axis=1))
    return dinv[:, None] * a * dinv[None, :]


def _sgc_loss(p, adj, feats, labels, labelled, hops: int = 3):
    """Simplified graph convolution: logits S^hops X W + b with S `_normalised_adjacency` (the
    power by jnp.linalg.matrix_power), cross-entropy over the labelled nodes only (jnp.where),
    plus 0.01 of the Laplacian smoothness tr(H^T (I - S) H) / n."""
    import jax
    import jax.numpy as jnp

    s = _normalised_adjacency(adj)
    h = jnp.linalg.matrix_power(s, hops) @ feats @ p["w"] + p["b"]
    per = jax.nn.logsumexp(h, -1) - jnp.take_along_axis(h, labels[:, None], -1)[:, 0]
    ce = jnp.sum(jnp.where(labelled, per, 0.0)) / jnp.maximum(jnp.sum(labelled), 1)
    return ce + 0.01 * jnp.sum(h * (h - s @ h)) / h.shape[0]


def _neuralsort(s, tau: float):
    """NeuralSort's relaxed permutation [.., rank, item] of scores s [.., n]: softmax over
    items of ((n + 1 - 2 r) s - sum_j |s - s_j|) / tau, rank r from 1 (the largest first)."""
    import jax
    import jax.numpy as jnp

    n = s.shape[-1]
    row_sums = jnp.sum(jnp.abs(s[..., :, None] - s[..., None, :]), axis=-1)
    scale = (n - 1 - 2 * jnp.arange(n)).astype(s.dtype)
    return jax.nn.softmax((s[..., None, :] * scale[:, None] - row_sums[..., None, :]) / tau, -1)


def _soft_ndcg_loss(p, feats, relevance, tau: float = 0.5):
    """1 - mean soft NDCG of each query's documents: GELU MLP scores, gains 2^rel - 1 sorted
    by the `_neuralsort` permutation, the ideal DCG from a reversed jnp.sort of the gains."""
    import jax
    import jax.numpy as jnp

    scores = (jax.nn.gelu(feats @ p["w1"] + p["b1"]) @ p["w2"])[..., 0]
    gains = jnp.exp2(relevance) - 1.0
    discount = 1.0 / jnp.log2(jnp.arange(gains.shape[-1]) + 2.0)
    dcg = jnp.sum(jnp.einsum("qri,qi->qr", _neuralsort(scores, tau), gains) * discount, -1)
    ideal = jnp.sum(jnp.sort(gains, axis=-1)[..., ::-1] * discount, -1)
    return 1.0 - jnp.mean(dcg / jnp.maximum(ideal, 1e-6))


def _sam_loss(p, x, labels):
    import jax

    h = jax.nn.gelu(_layer_norm(x @ p["w1"]))
    return _xent(jax.nn.gelu(h @ p["w2"]) @ p["head"], labels)


def _sam_step(params, momentum, x, labels, rho: float = 0.05, lr: float = 0.1):
    """Sharpness-aware minimisation: the gradient g at the weights, the gradient again at
    w + rho g / |g| (global norm), applied by heavy-ball momentum (0.9). Returns (params,
    momentum, the loss at the moved weights, |g|)."""
    import jax
    import jax.numpy as jnp

    grads = jax.grad(_sam_loss)(params, x, labels)
    norm = jnp.sqrt(sum(jnp.sum(g * g) for g in jax.tree.leaves(grads)))
    moved = jax.tree.map(lambda w, g: w + rho * g / (norm + 1e-12), params, grads)
    loss, grads = jax.value_and_grad(_sam_loss)(moved, x, labels)
    momentum = jax.tree.map(lambda m, g: 0.9 * m + g, momentum, grads)
    return jax.tree.map(lambda w, m: w - lr * m, params, momentum), momentum, loss, norm


def _squash(s):
    import jax.numpy as jnp

    n2 = jnp.sum(s * s, axis=-1, keepdims=True)
    return n2 / (1.0 + n2) * s / jnp.sqrt(n2 + 1e-9)


def _capsule_lengths(p, x, iters: int = 3):
    """Capsule lengths [b, 10]: 32 primary capsules of 8 (tanh, squash), predictions u_hat
    [b, 32, 10, 16] by an einsum (constrained to the batch on dp and the 10 digit capsules on
    fsdp x tp, uneven), routing by agreement with `iters` - 1 logit updates in a
    lax.fori_loop."""
    import jax
    import jax.numpy as jnp
    from jax.sharding import PartitionSpec as P

    u = _squash(jnp.tanh(x @ p["w0"]).reshape(x.shape[0], 32, 8))
    u_hat = jnp.einsum("bic,ijcd->bijd", u, p["w"])
    u_hat = jax.lax.with_sharding_constraint(u_hat, P("dp", None, ("fsdp", "tp"), None))

    def outputs(logits):
        c = jax.nn.softmax(logits, axis=2)
        return _squash(jnp.einsum("bij,bijd->bjd", c, u_hat))

    def agree(_, logits):
        return logits + jnp.einsum("bijd,bjd->bij", u_hat, outputs(logits))

    logits = jax.lax.fori_loop(0, iters - 1, agree, jnp.zeros(u_hat.shape[:3]))
    return jnp.sqrt(jnp.sum(outputs(logits) ** 2, axis=-1) + 1e-9)


def _margin_loss(p, x, labels):
    """The capsule margin loss: present digits pushed past 0.9, absent ones (weight 0.5) below
    0.1."""
    import jax
    import jax.numpy as jnp

    lengths = _capsule_lengths(p, x)
    t = jax.nn.one_hot(labels, lengths.shape[-1])
    per = t * jax.nn.relu(0.9 - lengths) ** 2 + 0.5 * (1 - t) * jax.nn.relu(lengths - 0.1) ** 2
    return jnp.mean(jnp.sum(per, axis=-1))


# --- the cases ------------------------------------------------------------------------------


def _cases_2x4() -> dict[str, JaxCase]:
    import jax.numpy as jnp
    from jax.sharding import PartitionSpec as P

    d = 64
    perceiver = {
        "latents": _normal(11001, (16, d)),
        "cross": _attn_weights(11002, d, 2 * d),
        "latent": _attn_weights(11010, d, 2 * d),
        "head": _normal(11018, (d, 10), 0.1),
    }
    tp = _tp_spec("model")
    txl = _attn_weights(11020, d, 2 * d) | {"rel": _normal(11026, (4, 40), 0.1)}
    albert = {
        "embed": _normal(11040, (256, 16)),
        "proj": _normal(11041, (16, d), 0.25),
        "pos": _normal(11042, (24, d), 0.1),
        "layer": _attn_weights(11043, d, 2 * d),
        "sop": _normal(11050, (d, 2), 0.1),
    }
    albert_spec = {"embed": P("model", None), "proj": None, "pos": None, "layer": tp, "sop": None}
    zeros = _zeros_like(albert)
    fno = {"lift": _normal(11060, (3, 16), 0.5), "proj": _normal(11061, (16, 1), 0.25)}
    for i in range(2):
        fno[f"wr{i}"] = _normal(11062 + 3 * i, (5, 5, 16, 16), 0.05)
        fno[f"wi{i}"] = _normal(11063 + 3 * i, (5, 5, 16, 16), 0.05)
        fno[f"local{i}"] = _normal(11064 + 3 * i, (16, 16), 0.25)
    seq3 = P("data", None, None)
    return {
        "perceiver-latent-cross-attention-length-mask-latent-self-attn-step": JaxCase(
            _sgd(_perceiver_loss),
            (
                perceiver,
                _normal(11019, (8, 48, d)),
                _ints(11001, (8,), 48) + 1,
                _ints(11002, (8,), 10),
            ),
            in_shardings=(
                {"latents": None, "cross": tp, "latent": tp, "head": None},
                seq3,
                P("data"),
                P("data"),
            ),
            mesh=MESH_2X4,
        ),  # fmt: skip
        "transformer-xl-memory-concat-seq-split-rel-bias-take-donated": JaxCase(
            _txl_step,
            (
                txl,
                _normal(11027, (8, 24, d)),
                _normal(11028, (8, 16, d)),
                _normal(11029, (8, 16, d)),
            ),
            in_shardings=(tp | {"rel": P("model", None)}, P("data", "model", None), seq3, seq3),
            donate_argnums=(0, 1),
            mesh=MESH_2X4,
        ),  # fmt: skip
        "albert-shared-layer-fori-loop-factorised-embed-adam-donated": JaxCase(
            _albert_adam_step,
            (
                albert,
                {"m": zeros, "v": zeros, "t": jnp.float32(0.0)},
                _ints(11003, (8, 24), 256),
                _ints(11004, (8,), 2),
            ),
            in_shardings=(
                albert_spec,
                {"m": albert_spec, "v": albert_spec, "t": None},
                P("data", None),
                P("data"),
            ),
            donate_argnums=(0, 1),
            mesh=MESH_2X4,
        ),  # fmt: skip
        "fno-dft-einsum-low-modes-slice-zero-pad-spectral-step-unsharded": JaxCase(
            _sgd(_fno_loss),
            (fno, _normal(11070, (4, 16, 16, 3)), _normal(11071, (4, 16, 16, 1))),
            mesh=MESH_2X4,
        ),
    }


def _cases_xy() -> dict[str, JaxCase]:
    import jax.numpy as jnp
    import numpy as np
    from jax.sharding import PartitionSpec as P

    cv = np.eye(4, dtype=np.float32)
    cv[0, 2] = cv[1, 3] = 0.1  # constant velocity, dt = 0.1
    kalman = {
        "F": jnp.asarray(cv) + _normal(11100, (4, 4), 0.01),
        "log_q": jnp.full((4,), -3.0),
        "log_r": jnp.full((2,), -1.0),
    }
    patterns = _normal(11110, (128, 32))
    idx = np.random.default_rng(11111).permutation(128)[:16]
    retnet = {w: _normal(11120 + i, (64, 64), 0.125) for i, w in enumerate(("wq", "wk", "wv"))}
    retnet |= {
        "wg": _normal(11123, (64, 64), 0.125),
        "wo": _normal(11124, (64, 64), 0.125),
        "w1": _normal(11125, (64, 128), 0.125),
        "w2": _normal(11126, (128, 64), 0.09),
    }
    col, row = P(None, "y"), P("y", None)
    return {
        "kalman-filter-scan-time-split-batched-solve-loglik-step": JaxCase(
            _sgd(_kalman_nll),
            (kalman, jnp.cumsum(_normal(11101, (16, 20, 2), 0.3), axis=1)),
            in_shardings=({"F": None, "log_q": None, "log_r": None}, P("x", "y", None)),
            mesh=MESH_XY,
        ),
        "kmeans-fori-lloyd-argmin-segment-sum-clusters10-uneven": JaxCase(
            _kmeans,
            (_normal(11105, (10, 16)), _normal(11106, (512, 16))),
            in_shardings=(None, P("x", None)),
            mesh=MESH_XY,
        ),
        "hopfield-while-loop-until-converged-energy-argmax-retrieval": JaxCase(
            _hopfield_retrieve,
            (patterns, patterns[idx] + _normal(11112, (16, 32), 0.5)),
            in_shardings=(P("x", None), P("y", None)),
            mesh=MESH_XY,
        ),
        "retnet-decay-mask-power-where-head-norm-silu-gate-step": JaxCase(
            _sgd(_retnet_loss),
            (retnet, _normal(11127, (8, 32, 64)), _normal(11128, (8, 32, 64))),
            in_shardings=(
                {"wq": col, "wk": col, "wv": col, "wg": col, "wo": row, "w1": col, "w2": row},
                P("x", None, None),
                P("x", None, None),
            ),
            mesh=MESH_XY,
        ),
    }


def _episode_ends(envs: int, steps: int):
    """done [envs, steps]: env e's episodes end every 5 steps, offset by e."""
    import numpy as np

    t = np.arange(steps)[None, :] + np.arange(envs)[:, None]
    return t % 5 == 4


def _cases_batch() -> dict[str, JaxCase]:
    import jax.numpy as jnp
    from jax.sharding import PartitionSpec as P

    simclr = {
        "w1": _normal(11200, (48, 64), 0.15),
        "b1": jnp.zeros(64),
        "w2": _normal(11201, (64, 64), 0.125),
        "w3": _normal(11202, (64, 32), 0.125),
    }
    quantile = {
        "w1": _normal(11210, (12, 32), 0.3),
        "b1": jnp.zeros(32),
        "w2": _normal(11211, (32, 7), 0.2),
        "b2": jnp.zeros(7),
    }
    policy = {
        "wx": _normal(11220, (10, 128), 0.3),
        "wh": _normal(11221, (32, 128), 0.18),
        "b": jnp.zeros(128),
        "pi": _normal(11222, (32, 4), 0.2),
        "vf": _normal(11223, (32, 1), 0.2),
    }
    views = _normal(11203, (32, 48))
    rows2 = P("batch", None)
    return {
        "simclr-ntxent-2n-similarity-masked-diagonal-nesterov-donated": JaxCase(
            _nesterov(_ntxent_loss),
            (
                simclr,
                _zeros_like(simclr),
                views + _normal(11204, (32, 48), 0.3),
                views + _normal(11205, (32, 48), 0.3),
            ),
            in_shardings=(dict.fromkeys(simclr), dict.fromkeys(simclr), rows2, rows2),
            donate_argnums=(0, 1),
            mesh=MESH_BATCH,
        ),  # fmt: skip
        "quantile-regression-sorted-noncrossing-pinball-coverage-step": JaxCase(
            _quantile_step,
            (quantile, _normal(11212, (64, 12)), _normal(11213, (64,))),
            in_shardings=(dict.fromkeys(quantile), rows2, P("batch")),
            mesh=MESH_BATCH,
        ),
        "ppo-lstm-scan-cond-episode-reset-clipped-surrogate-step": JaxCase(
            _sgd(_ppo_lstm_loss),
            (
                policy,
                _normal(11224, (16, 8, 10)),
                jnp.asarray(_episode_ends(16, 8)),
                _ints(11225, (16, 8), 4),
                _normal(11226, (16, 8), 0.1) - 1.4,
                _normal(11227, (16, 8)),
                _normal(11228, (16, 8)),
            ),
            in_shardings=(
                dict.fromkeys(policy),
                P("batch", None, None),
                rows2,
                rows2,
                rows2,
                rows2,
                rows2,
            ),
            mesh=MESH_BATCH,
        ),  # fmt: skip
        "kabsch-batched-svd-det-sign-rotation-rmsd-unsharded": JaxCase(
            _kabsch,
            (_normal(11230, (32, 20, 3)), _normal(11231, (32, 20, 3))),
            mesh=MESH_BATCH,
        ),
    }


def _random_graph(seed: int, n: int):
    """A symmetric 0/1 adjacency [n, n] without self loops, about 10% dense."""
    import numpy as np

    u = np.random.default_rng(seed).random((n, n))
    a = ((u + u.T) > 1.55).astype(np.float32)
    np.fill_diagonal(a, 0.0)
    return a


def _cases_dp_fsdp_tp() -> dict[str, JaxCase]:
    import jax.numpy as jnp
    from jax.sharding import PartitionSpec as P

    nodes = P(("dp", "fsdp"))
    sam = {
        "w1": _normal(11310, (32, 64), 0.18),
        "w2": _normal(11311, (64, 64), 0.125),
        "head": _normal(11312, (64, 10), 0.125),
    }
    sam_spec = {"w1": P("fsdp", "tp"), "w2": P("tp", "fsdp"), "head": P("fsdp", None)}
    ranker = {
        "w1": _normal(11320, (24, 32), 0.2),
        "b1": jnp.zeros(32),
        "w2": _normal(11321, (32, 1), 0.18),
    }
    capsule = {"w0": _normal(11330, (64, 256), 0.125), "w": _normal(11331, (32, 10, 8, 16), 0.1)}
    return {
        "sgc-normalised-adjacency-matrix-power-masked-xent-laplacian-step": JaxCase(
            _sgd(_sgc_loss),
            (
                {"w": _normal(11300, (32, 7), 0.18), "b": jnp.zeros(7)},
                jnp.asarray(_random_graph(11301, 64)),
                _normal(11302, (64, 32)),
                _ints(11303, (64,), 7),
                jnp.arange(64) % 4 == 0,
            ),
            in_shardings=(
                {"w": P("tp", None), "b": None},
                P(("dp", "fsdp"), None),
                P(None, "tp"),
                nodes,
                nodes,
            ),
            mesh=MESH_DP_FSDP_TP,
        ),  # fmt: skip
        "neuralsort-abs-pairwise-relaxed-permutation-soft-ndcg-rev-sort-step": JaxCase(
            _sgd(_soft_ndcg_loss),
            (ranker, _normal(11322, (16, 10, 24)), _ints(11323, (16, 10), 4).astype(jnp.float32)),
            in_shardings=(
                {"w1": P(None, "tp"), "b1": P("tp"), "w2": P("tp", None)},
                P(("dp", "fsdp"), None, None),
                P(("dp", "fsdp"), None),
            ),
            mesh=MESH_DP_FSDP_TP,
        ),  # fmt: skip
        "sam-two-gradients-global-norm-momentum-fsdp-tp-donated": JaxCase(
            _sam_step,
            (sam, _zeros_like(sam), _normal(11313, (64, 32)), _ints(11314, (64,), 10)),
            in_shardings=(sam_spec, sam_spec, P("dp", None), P("dp")),
            donate_argnums=(0, 1),
            mesh=MESH_DP_FSDP_TP,
        ),
        "capsule-routing-fori-squash-margin-loss-digits10-uneven-step": JaxCase(
            _sgd(_margin_loss),
            (capsule, _normal(11332, (16, 64)), _ints(11333, (16,), 10)),
            in_shardings=(
                {"w0": P(None, "tp"), "w": P(None, None, None, "tp")},
                P("dp", None),
                P("dp"),
            ),
            mesh=MESH_DP_FSDP_TP,
        ),
    }


def blind11() -> dict[str, JaxCase]:
    """The eleventh blind corpus, name -> JaxCase (see the module docstring)."""
    return merged_cases(_cases_2x4, _cases_xy, _cases_batch, _cases_dp_fsdp_tp)
