"""A ninth blind corpus of plain JAX programs for experiments/fidelity.py (corpus "blind9").

Written without reading the cost model or the solvers, so the predicted collective bytes are
checked on programs they were not written against. Each program is unlike those of
experiments/jax_programs.py and experiments/jax_programs_blind{,2,...,8}.py, and leans to
inference, scientific computing, preprocessing and recommendation: a decode step over a paged
KV cache (the new key and value scattered into a page pool at the slot a block table names,
each sequence's pages gathered back by its block table, donated pools), a 2-D heat equation by
`jnp.pad` and four shifted slices in a `lax.fori_loop` followed by Jacobi sweeps of the Poisson
equation on a grid split on both its rows and columns, inference of a SwiGLU block whose uint8
weights carry group-wise scales and zero points and whose int8 vocab head carries per-channel
scales (dequantised, then matmul), two-tower retrieval trained with in-batch negatives and the
logQ correction (the user tower a masked mean of gathered history embeddings), multi-head latent
attention (keys and values expanded from a shared low-rank latent constrained replicated, a
decoupled RoPE key shared by the 8 heads of an 8-way model axis), N-body gravity (softened
pairwise forces of all pairs, leapfrog in a `lax.fori_loop`, the bodies split 8 ways), sampling
logits processing (repetition and frequency penalties from scatters of the history, per-row
temperatures, a top-p nucleus from a sort, `jax.random.categorical` on a key argument) over a
vocab split 8 ways, a Jacobi-preconditioned conjugate gradient solve of several right-hand
sides in a `lax.while_loop` that stops on the residuals, a ViT (patch embedding by reshape,
transpose and matmul, a CLS token concatenated in front) whose 6 class logits are constrained
onto 4 devices (uneven), a two-level U-Net (average pooling down, `jax.image.resize` up, skip
concatenations), a factorization machine on preprocessed raw columns (standardised by batch
statistics with NaNs masked, three categorical columns one-hot encoded and concatenated, a
numeric column bucketised by `jnp.digitize`) trained by Adam with donated state and its 10
factors constrained onto 4 devices (uneven), a 1-D wave equation by leapfrog in a
`lax.fori_loop` that records a seismogram by `lax.dynamic_update_slice`, a decoder block with
sliding-window self-attention (a banded causal mask) and cross-attention to encoder outputs of
another length trained by momentum with donated state and a mid-program constraint, rates of
Lotka-Volterra systems fitted through an RK4 integrator in a `lax.scan`, a message-passing
network on a batch of graphs (an edge MLP over both ends taken by `jnp.take`, a mean by
`jax.ops.segment_sum`, a GRU update, graph readouts constrained onto 4 devices, uneven), and
batched greedy decoding in a `lax.while_loop` that stops when every sequence has emitted EOS
(keys and values written into donated caches by `lax.dynamic_update_slice`).

The meshes differ from the other corpora's: data=2 x model=2 (4 of the 8 devices), model=8,
x=2 x y=4 (axis names other than data and model) and data=2 x fsdp=2 x model=2, four cases
each. Most cases give input shardings as a user would; two give none, so the plan chooses every
layout. jax rejects input shardings that do not divide a dim, so the uneven splits are
mid-program constraints.

`blind9()` returns name -> `JaxCase` (the interface of `jax_programs.held_out()`).
"""

from __future__ import annotations

from shardsat.experiments.jax_programs import (
    MESH_3D,
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

_ints = seeded_ints(9000)

MESH_2X2 = "data=2,model=2"
MESH_MODEL8 = "model=8"
MESH_XY = "x=2,y=4"
"""The corpus's meshes besides MESH_3D: four devices of eight, one 8-way axis, and axes named
other than data and model."""


def _rms(h):
    import jax
    import jax.numpy as jnp

    return h * jax.lax.rsqrt(jnp.mean(h * h, axis=-1, keepdims=True) + 1e-6)


def _conv(h, k):
    import jax

    return jax.lax.conv_general_dilated(
        h, k, (1, 1), "SAME", dimension_numbers=("NHWC", "HWIO", "NHWC")
    )


# --- inference and serving ------------------------------------------------------------------


def _paged_decode(p, k_pool, v_pool, block_table, lengths, x):
    """One decode step over a paged KV cache: pools [pages, page, heads, hd], block_table
    [b, blocks] the page ids of each sequence, lengths [b] the tokens cached so far. The new
    token's key and value are scattered into page block_table[b, len // page] at slot
    len % page, each sequence's pages are gathered by its block table into [b, blocks * page,
    heads, hd], and the query attends to the first len + 1 positions. Returns (output, pools,
    lengths + 1)."""
    import jax
    import jax.numpy as jnp

    b, _ = x.shape
    _, page, heads, hd = k_pool.shape
    q, k, v = ((x @ p[w]).reshape(b, heads, hd) for w in ("wq", "wk", "wv"))
    page_id = jnp.take_along_axis(block_table, (lengths // page)[:, None], axis=1)[:, 0]
    slot = lengths % page
    k_pool = k_pool.at[page_id, slot].set(k)
    v_pool = v_pool.at[page_id, slot].set(v)
    keys = k_pool[block_table].reshape(b, -1, heads, hd)
    values = v_pool[block_table].reshape(b, -1, heads, hd)
    scores = jnp.einsum("bhd,bthd->bht", q, keys) * hd**-0.5
    valid = jnp.arange(keys.shape[1])[None, :] <= lengths[:, None]
    a = jax.nn.softmax(jnp.where(valid[:, None, :], scores, -1e30), axis=-1)
    o = jnp.einsum("bht,bthd->bhd", a, values).reshape(b, heads * hd)
    return x + o @ p["wo"], k_pool, v_pool, lengths + 1


def _dequant_groups(codes, scale, zero, group: int = 16):
    """Float weights [in, out] from uint8 codes with group-wise scales and zero points
    [in / group, out]: (code - zero) * scale, each run of `group` input rows sharing one."""
    import jax.numpy as jnp

    rows, cols = codes.shape
    w = codes.astype(jnp.float32).reshape(rows // group, group, cols) - zero[:, None, :]
    return (w * scale[:, None, :]).reshape(rows, cols)


def _quant_block_infer(p, x):
    """Quantised inference of an RMSNorm + SwiGLU block and a vocab head: the gate, up and
    down weights `_dequant_groups` of uint8 codes, the head int8 codes times per-output-channel
    scales, each dequantised and then multiplied. Returns (hidden, greedy tokens, their
    log-probabilities)."""
    import jax
    import jax.numpy as jnp

    gate, up, down = (_dequant_groups(*p[w]) for w in ("gate", "up", "down"))
    h = _rms(x)
    y = x + (jax.nn.silu(h @ gate) * (h @ up)) @ down
    head = p["head_codes"].astype(jnp.float32) * p["head_scale"][None, :]
    logp = jax.nn.log_softmax(_rms(y) @ head, axis=-1)
    tokens = jnp.argmax(logp, axis=-1)
    return y, tokens, jnp.take_along_axis(logp, tokens[:, None], axis=1)[:, 0]


def _mla_scores(p, x, heads: int = 8, rope_dim: int = 4):
    """Multi-head latent attention's scores [b, h, s, s] (unmasked) and values [b, s, h, dv]:
    keys and values expanded per head from a latent c = RMSNorm(x W_dkv) of rank 16 that is
    constrained replicated (the latent is what a server caches), queries from their own latent
    of rank 24, and a decoupled RoPE part (rope_dim per head for queries, one rope key shared by
    all heads) concatenated to the rest."""
    import jax
    import jax.numpy as jnp
    from jax.sharding import PartitionSpec as P

    b, s, _ = x.shape
    c_kv = jax.lax.with_sharding_constraint(_rms(x @ p["w_dkv"]), P(None, None, None))
    c_q = _rms(x @ p["w_dq"])
    k_nope = jnp.einsum("bsr,rhd->bshd", c_kv, p["w_uk"])
    v = jnp.einsum("bsr,rhd->bshd", c_kv, p["w_uv"])
    q_nope = jnp.einsum("bsr,rhd->bshd", c_q, p["w_uq"])
    q_rope = _rope(jnp.einsum("bsr,rhd->bshd", c_q, p["w_qr"]))
    k_rope = _rope(x @ p["w_kr"])  # [b, s, rope_dim]
    q = jnp.concatenate([q_nope, q_rope], axis=-1)
    k = jnp.concatenate([k_nope, jnp.broadcast_to(k_rope[:, :, None], (b, s, heads, rope_dim))], -1)
    return jnp.einsum("bqhd,bkhd->bhqk", q, k) * q.shape[-1] ** -0.5, v


def _rope(x):
    """Rotary position embedding (rotate-half form) of the last dim, positions along axis 1."""
    import jax.numpy as jnp

    s, half = x.shape[1], x.shape[-1] // 2
    ang = jnp.arange(s)[:, None] * (1.0 / 10000.0 ** (jnp.arange(half) / half))[None, :]
    ang = ang.reshape((1, s) + (1,) * (x.ndim - 3) + (half,))
    cos, sin = jnp.cos(ang), jnp.sin(ang)
    x1, x2 = x[..., :half], x[..., half:]
    return jnp.concatenate([x1 * cos - x2 * sin, x1 * sin + x2 * cos], axis=-1)


def _mla_loss(p, x, y):
    """A pre-norm block of causal `_mla_scores` attention and a GELU MLP; squared error."""
    import jax
    import jax.numpy as jnp

    b, s, _ = x.shape
    scores, v = _mla_scores(p, _rms(x))
    a = jax.nn.softmax(jnp.where(jnp.tril(jnp.ones((s, s), bool)), scores, -1e30), axis=-1)
    h = x + jnp.einsum("bhqk,bkhd->bqhd", a, v).reshape(b, s, -1) @ p["wo"]
    h = h + jax.nn.gelu(_rms(h) @ p["w1"]) @ p["w2"]
    return jnp.mean((h - y) ** 2)


def _process_logits(logits, history, temperature, top_p=0.9, penalty=1.3, freq=0.2):
    """Sampling logits [b, vocab] after processing: a CTRL repetition penalty on tokens in the
    history (positive logits divided by 1.3, negative ones multiplied), a frequency penalty of
    0.2 per occurrence (counts by a scatter-add), division by each row's temperature, and the
    tokens outside the top-p nucleus (the smallest set of largest probabilities whose sum
    reaches 0.9, from a sort) set to -inf."""
    import jax
    import jax.numpy as jnp

    rows = jnp.arange(logits.shape[0])[:, None]
    counts = jnp.zeros(logits.shape).at[rows, history].add(1.0)
    penalised = jnp.where(logits > 0, logits / penalty, logits * penalty)
    z = (jnp.where(counts > 0, penalised, logits) - freq * counts) / temperature[:, None]
    desc = -jnp.sort(-z, axis=-1)
    probs = jax.nn.softmax(desc, axis=-1)
    kept = jnp.sum(jnp.cumsum(probs, axis=-1) - probs < top_p, axis=-1)
    threshold = jnp.take_along_axis(desc, (kept - 1)[:, None], axis=1)
    return jnp.where(z >= threshold, z, -jnp.inf)


def _sample_step(p, h, history, temperature, key):
    """A sampling step: the vocab projection, `_process_logits`, a draw by
    jax.random.categorical; returns (tokens, their log-probabilities after processing)."""
    import jax
    import jax.numpy as jnp

    z = _process_logits(h @ p["out"], history, temperature)
    tokens = jax.random.categorical(key, z, axis=-1)
    logp = jax.nn.log_softmax(z, axis=-1)
    return tokens, jnp.take_along_axis(logp, tokens[:, None], axis=1)[:, 0]


def _decoder_token_step(p, x, ck, cv, pos):
    """One token through a tied-embedding decoder layer with KV caches [b, t, heads, hd]: its key
    and value written at `pos` by lax.dynamic_update_slice, attention over positions <= pos,
    a GELU MLP. Returns (logits, caches)."""
    import jax
    import jax.numpy as jnp

    b, t, heads, hd = ck.shape
    h = _rms(x)
    q, k, v = ((h @ p[w]).reshape(b, heads, hd) for w in ("wq", "wk", "wv"))
    ck = jax.lax.dynamic_update_slice(ck, k[:, None], (0, pos, 0, 0))
    cv = jax.lax.dynamic_update_slice(cv, v[:, None], (0, pos, 0, 0))
    scores = jnp.einsum("bhd,bthd->bht", q, ck) * hd**-0.5
    scores = jnp.where(jnp.arange(t)[None, None, :] <= pos, scores, -1e30)
    o = jnp.einsum("bht,bthd->bhd", jax.nn.softmax(scores, axis=-1), cv).reshape(b, heads * hd)
    x = x + o @ p["wo"]
    x = x + jax.nn.gelu(_rms(x) @ p["w1"]) @ p["w2"]
    return _rms(x) @ p["embed"].T, ck, cv


def _greedy_until_eos(p, cache_k, cache_v, last, start, eos: int = 1, max_new: int = 6):
    """Batched greedy decoding in a lax.while_loop from position `start` that stops once every
    sequence has emitted `eos` or after max_new tokens: `_decoder_token_step` on the embedded
    current token, argmax, finished sequences emit padding (0). Returns (caches, the [b,
    max_new] tokens, the steps run, the done flags)."""
    import jax
    import jax.numpy as jnp

    b = last.shape[0]

    def cond(state):
        step, *_, done = state
        return (step < max_new) & ~jnp.all(done)

    def body(state):
        step, ck, cv, cur, out, done = state
        logits, ck, cv = _decoder_token_step(
            p, jnp.take(p["embed"], cur, axis=0), ck, cv, start + step
        )
        nxt = jnp.where(done, 0, jnp.argmax(logits, axis=-1).astype(jnp.int32))
        out = jax.lax.dynamic_update_slice(out, nxt[:, None], (0, step))
        return step + 1, ck, cv, nxt, out, done | (nxt == eos)

    init = (
        jnp.int32(0),
        cache_k,
        cache_v,
        last,
        jnp.zeros((b, max_new), jnp.int32),
        jnp.zeros((b,), bool),
    )
    steps, ck, cv, _, out, done = jax.lax.while_loop(cond, body, init)
    return ck, cv, out, steps, done


# --- scientific computing -------------------------------------------------------------------


def _laplacian(u):
    """Five-point Laplacian of fields [b, h, w] with zero (Dirichlet) boundaries: jnp.pad by
    one cell, then four shifted slices."""
    import jax.numpy as jnp

    z = jnp.pad(u, ((0, 0), (1, 1), (1, 1)))
    return z[:, :-2, 1:-1] + z[:, 2:, 1:-1] + z[:, 1:-1, :-2] + z[:, 1:-1, 2:] - 4.0 * u


def _heat_then_jacobi(u0, source, heat_steps: int = 20, sweeps: int = 12, alpha: float = 0.2):
    """The 2-D heat equation u += alpha * (lap u + source) for heat_steps explicit steps in a
    lax.fori_loop (stable for alpha < 1/4), then `sweeps` Jacobi sweeps of the Poisson equation
    lap v = -source from the heated field, v = (sum of the four neighbours + source) / 4.
    Returns (u, v, the residual norm |lap v + source| of each field)."""
    import jax
    import jax.numpy as jnp

    u = jax.lax.fori_loop(0, heat_steps, lambda _, u: u + alpha * (_laplacian(u) + source), u0)
    v = jax.lax.fori_loop(0, sweeps, lambda _, v: (_laplacian(v) + 4.0 * v + source) / 4.0, u)
    return u, v, jnp.sqrt(jnp.sum((_laplacian(v) + source) ** 2, axis=(1, 2)))


def _nbody_accel(x, mass, eps: float = 0.1):
    """Gravitational accelerations [n, 3] (G = 1) of all pairs, softened by eps."""
    import jax.numpy as jnp

    diff = x[None, :, :] - x[:, None, :]  # r_j - r_i
    inv = (jnp.sum(diff**2, axis=-1) + eps**2) ** -1.5
    return jnp.einsum("ij,ijc->ic", inv * mass[None, :], diff)


def _nbody(pos, vel, mass, steps: int = 8, dt: float = 0.01, eps: float = 0.1):
    """N-body gravity by leapfrog (kick, drift, kick) in a lax.fori_loop of `_nbody_accel`.
    Returns (positions, velocities, total energy: kinetic plus softened potential)."""
    import jax
    import jax.numpy as jnp

    def body(_, state):
        x, v, a = state
        v = v + 0.5 * dt * a
        x = x + dt * v
        a = _nbody_accel(x, mass, eps)
        return x, v + 0.5 * dt * a, a

    x, v, _ = jax.lax.fori_loop(0, steps, body, (pos, vel, _nbody_accel(pos, mass, eps)))
    r = jnp.sqrt(jnp.sum((x[None] - x[:, None]) ** 2, axis=-1) + eps**2)
    pair = jnp.where(jnp.eye(x.shape[0], dtype=bool), 0.0, mass[:, None] * mass[None, :] / r)
    kinetic = 0.5 * jnp.sum(mass * jnp.sum(v * v, axis=-1))
    return x, v, kinetic - 0.5 * jnp.sum(pair)


def _pcg(a, b, tol: float = 1e-5, max_iter: int = 100):
    """Jacobi-preconditioned conjugate gradients for A X = B, every column of B its own
    system (own step sizes), in a lax.while_loop that stops when every column's residual norm
    is at most tol * |b| or after max_iter iterations. Returns (X, iterations, residual
    norms)."""
    import jax
    import jax.numpy as jnp

    minv = 1.0 / jnp.diagonal(a)
    limit = tol * jnp.linalg.norm(b, axis=0)

    def cond(state):
        it, _, r, _, _ = state
        return (it < max_iter) & jnp.any(jnp.linalg.norm(r, axis=0) > limit)

    def body(state):
        it, x, r, d, rz = state
        ad = a @ d
        alpha = rz / jnp.sum(d * ad, axis=0)
        x, r = x + alpha * d, r - alpha * ad
        z = minv[:, None] * r
        rz_new = jnp.sum(r * z, axis=0)
        return it + 1, x, r, z + (rz_new / rz) * d, rz_new

    z0 = minv[:, None] * b
    init = (jnp.int32(0), jnp.zeros_like(b), b, z0, jnp.sum(b * z0, axis=0))
    it, x, r, _, _ = jax.lax.while_loop(cond, body, init)
    return x, it, jnp.linalg.norm(r, axis=0)


def _pcg_case(m, shift, b):
    """`_pcg` on the SPD matrix M^T M / rows + diag(shift) (shift > 0)."""
    import jax.numpy as jnp

    return _pcg(m.T @ m / m.shape[0] + jnp.diag(shift), b)


def _wave1d(u0, c, wavelet, src: int = 40, rec: int = 200):
    """The 1-D wave equation u_tt = c^2 u_xx on strings [s, n] (each its own speed c, dx = 1,
    dt = 0.5) with fixed ends (jnp.pad of zeros), leapfrog in a lax.fori_loop from rest:
    u_next = 2u - u_prev + (c dt)^2 (u[i-1] - 2u + u[i+1]), wavelet[t] added at point `src`,
    the displacement at `rec` written into a [steps, s] seismogram by lax.dynamic_update_slice
    at step t. Returns (the last field, the seismogram)."""
    import jax
    import jax.numpy as jnp

    steps = wavelet.shape[0]
    courant2 = ((c * 0.5) ** 2)[:, None]

    def body(t, state):
        prev, cur, seis = state
        z = jnp.pad(cur, ((0, 0), (1, 1)))
        nxt = 2.0 * cur - prev + courant2 * (z[:, :-2] - 2.0 * cur + z[:, 2:])
        nxt = nxt.at[:, src].add(wavelet[t])
        return cur, nxt, jax.lax.dynamic_update_slice(seis, nxt[None, :, rec], (t, 0))

    init = (u0, u0, jnp.zeros((steps, u0.shape[0]), u0.dtype))
    _, u, seis = jax.lax.fori_loop(0, steps, body, init)
    return u, seis


def _rk4_trajectory(f, y0, dt: float, steps: int):
    """States [steps, ...] of y' = f(y) from y0 by classic RK4 in a lax.scan."""
    import jax

    def step(y, _):
        k1 = f(y)
        k2 = f(y + 0.5 * dt * k1)
        k3 = f(y + 0.5 * dt * k2)
        k4 = f(y + dt * k3)
        y = y + dt / 6.0 * (k1 + 2.0 * k2 + 2.0 * k3 + k4)
        return y, y

    return jax.lax.scan(step, y0, None, length=steps)[1]


def _lotka_volterra(y, rates):
    """d(prey, predator)/dt = (a x - b x y, d x y - c y) for states [n, 2], rates [n, 4]."""
    import jax.numpy as jnp

    x, z = y[:, 0], y[:, 1]
    a, b, c, d = (rates[:, i] for i in range(4))
    return jnp.stack([a * x - b * x * z, d * x * z - c * z], axis=-1)


def _ode_fit_loss(p, covariates, y0, observed):
    """Each system's rates from its covariates by a tanh MLP and softplus (positive), its
    predator-prey trajectory by `_rk4_trajectory` (steps of 0.1), squared error against the
    observed populations [steps, n, 2]."""
    import jax
    import jax.numpy as jnp

    rates = jax.nn.softplus(jnp.tanh(covariates @ p["w1"]) @ p["w2"] + p["b2"])
    ys = _rk4_trajectory(lambda y: _lotka_volterra(y, rates), y0, 0.1, observed.shape[0])
    return jnp.mean((ys - observed) ** 2)


# --- recommendation and preprocessing -------------------------------------------------------


def _normalised_mlp(h, w1, w2):
    import jax
    import jax.numpy as jnp

    out = jax.nn.relu(h @ w1) @ w2
    return out / jnp.maximum(jnp.linalg.norm(out, axis=-1, keepdims=True), 1e-6)


def _two_tower_loss(p, history, hist_len, user_feat, item_ids, item_feat, log_q):
    """Two-tower retrieval with in-batch negatives: the user tower on the masked mean of the
    embeddings of the user's history (a gather; positions past hist_len are padding) and the
    user features, the item tower on the item's embedding and features, both L2-normalised; each
    user's positive is its own item and the other items of the batch are its negatives, logits
    divided by the temperature 0.05 minus log q, the items' sampling log-probabilities."""
    import jax.numpy as jnp

    emb = p["items"][history]  # [b, l, d]
    mask = (jnp.arange(history.shape[1])[None, :] < hist_len[:, None]).astype(emb.dtype)
    bag = jnp.sum(emb * mask[..., None], axis=1) / jnp.maximum(hist_len, 1)[:, None]
    u = _normalised_mlp(jnp.concatenate([bag, user_feat], -1), p["u1"], p["u2"])
    v = _normalised_mlp(jnp.concatenate([p["items"][item_ids], item_feat], -1), p["i1"], p["i2"])
    logits = u @ v.T / 0.05 - log_q[None, :]
    return _xent(logits, jnp.arange(logits.shape[0]))


CARDINALITIES = (5, 7, 3)
"""The categories of the factorization machine's three categorical columns."""


def _preprocess(num, cat, bounds):
    """Model inputs [n, f] from raw columns: the numeric columns standardised by their batch
    mean and standard deviation over the values present (NaN is missing, and becomes 0, the
    mean), each categorical column one-hot encoded (`CARDINALITIES`) and concatenated, and
    numeric column 0 bucketised by jnp.digitize over `bounds` into a one-hot of len(bounds) + 1
    buckets (missing: the mean's bucket)."""
    import jax
    import jax.numpy as jnp

    ok = ~jnp.isnan(num)
    count = jnp.sum(ok, axis=0)
    mean = jnp.sum(jnp.where(ok, num, 0.0), axis=0) / count
    var = jnp.sum(jnp.where(ok, (num - mean) ** 2, 0.0), axis=0) / count
    z = jnp.where(ok, (num - mean) * jax.lax.rsqrt(var + 1e-6), 0.0)
    onehots = [jax.nn.one_hot(cat[:, i], n) for i, n in enumerate(CARDINALITIES)]
    bucket = jnp.digitize(jnp.where(ok[:, 0], num[:, 0], mean[0]), bounds)
    return jnp.concatenate([z, *onehots, jax.nn.one_hot(bucket, bounds.shape[0] + 1)], axis=-1)


def _fm_logits(p, feats):
    """Factorization machine: bias + <w, x> + sum over pairs i < j of <v_i, v_j> x_i x_j, the
    pairs by the square-of-sums trick, the [n, factors] products constrained onto y (4 devices;
    10 factors, uneven) with the rows on x."""
    import jax
    import jax.numpy as jnp
    from jax.sharding import PartitionSpec as P

    xv = jax.lax.with_sharding_constraint(feats @ p["v"], P("x", "y"))
    pairs = 0.5 * jnp.sum(xv**2 - (feats**2) @ (p["v"] ** 2), axis=-1)
    return p["b"] + feats @ p["w"] + pairs


def _fm_loss(p, num, cat, bounds, clicks):
    import jax
    import jax.numpy as jnp

    z = _fm_logits(p, _preprocess(num, cat, bounds))
    return -jnp.mean(clicks * jax.nn.log_sigmoid(z) + (1.0 - clicks) * jax.nn.log_sigmoid(-z))


def _fm_adam_step(params, opt, num, cat, bounds, clicks, lr: float = 0.01):
    """An Adam step (betas 0.9, 0.999, bias-corrected) of the FM's logistic loss on
    preprocessed raw columns; returns (params, the optimizer state {m, v, t}, loss)."""
    import jax
    import jax.numpy as jnp

    loss, grads = jax.value_and_grad(_fm_loss)(params, num, cat, bounds, clicks)
    t = opt["t"] + 1.0
    m = jax.tree.map(lambda m, g: 0.9 * m + 0.1 * g, opt["m"], grads)
    v = jax.tree.map(lambda v, g: 0.999 * v + 0.001 * g * g, opt["v"], grads)
    c1, c2 = 1.0 - 0.9**t, 1.0 - 0.999**t
    params = jax.tree.map(
        lambda w, m, v: w - lr * (m / c1) / (jnp.sqrt(v / c2) + 1e-8), params, m, v
    )
    return params, {"m": m, "v": v, "t": t}, loss


# --- vision ---------------------------------------------------------------------------------


def _patchify(x, patch: int):
    """[b, h, w, c] -> [b, (h / patch) * (w / patch), patch * patch * c], row-major patches."""
    b, h, w, c = x.shape
    x = x.reshape(b, h // patch, patch, w // patch, patch, c).transpose(0, 1, 3, 2, 4, 5)
    return x.reshape(b, (h // patch) * (w // patch), patch * patch * c)


def _vit_loss(p, x, labels, heads: int = 4):
    """ViT: `_patchify` (4 x 4 patches) and a linear patch embedding, a learned CLS token
    concatenated in front, learned position embeddings, one pre-LN block (multi-head attention,
    GELU MLP), the CLS token's LayerNorm through the head; the 6 class logits constrained onto
    y (4 devices, uneven) with the batch on x; cross-entropy."""
    import jax
    import jax.numpy as jnp
    from jax.sharding import PartitionSpec as P

    tokens = _patchify(x, 4) @ p["patch"]
    b, _, d = tokens.shape
    h = jnp.concatenate([jnp.broadcast_to(p["cls"], (b, 1, d)), tokens], axis=1) + p["pos"]
    s = h.shape[1]
    z = _layer_norm(h)
    q, k, v = ((z @ p[w]).reshape(b, s, heads, d // heads) for w in ("wq", "wk", "wv"))
    a = jax.nn.softmax(jnp.einsum("bqhd,bkhd->bhqk", q, k) * (d // heads) ** -0.5, axis=-1)
    h = h + jnp.einsum("bhqk,bkhd->bqhd", a, v).reshape(b, s, d) @ p["wo"]
    h = h + jax.nn.gelu(_layer_norm(h) @ p["w1"]) @ p["w2"]
    logits = jax.lax.with_sharding_constraint(_layer_norm(h[:, 0]) @ p["head"], P("x", "y"))
    return _xent(logits, labels)


def _avg_pool2(h):
    """2 x 2 average pooling with stride 2 of NHWC features (lax.reduce_window)."""
    import jax

    return jax.lax.reduce_window(h, 0.0, jax.lax.add, (1, 2, 2, 1), (1, 2, 2, 1), "VALID") / 4.0


def _unet_loss(p, noisy, clean):
    """A two-level U-Net denoiser: 3x3 convs, `_avg_pool2` down, jax.image.resize up (bilinear
    to the middle level, nearest to the top), each level's encoder features concatenated as a
    skip, a 1x1 conv predicting the residual; squared error against the clean image."""
    import jax
    import jax.numpy as jnp

    b, h, w, _ = noisy.shape
    e1 = jax.nn.relu(_conv(noisy, p["k1"]))
    e2 = jax.nn.relu(_conv(_avg_pool2(e1), p["k2"]))
    mid = jax.nn.relu(_conv(_avg_pool2(e2), p["k3"]))
    u2 = jax.image.resize(mid, (b, h // 2, w // 2, mid.shape[-1]), "bilinear")
    d2 = jax.nn.relu(_conv(jnp.concatenate([u2, e2], axis=-1), p["k4"]))
    u1 = jax.image.resize(d2, (b, h, w, d2.shape[-1]), "nearest")
    d1 = jax.nn.relu(_conv(jnp.concatenate([u1, e1], axis=-1), p["k5"]))
    return jnp.mean((noisy + _conv(d1, p["k6"]) - clean) ** 2)


# --- attention, graphs ----------------------------------------------------------------------


def _band_mask(s: int, window: int):
    """Sliding-window causal mask [s, s]: query i sees keys i - window + 1 .. i."""
    import jax.numpy as jnp

    i, j = jnp.arange(s)[:, None], jnp.arange(s)[None, :]
    return (j <= i) & (i - j < window)


def _mha(p, prefix: str, q_in, kv_in, mask, heads: int = 4):
    """Multi-head attention of q_in [b, s, d] over kv_in [b, t, d] (weights prefix + q/k/v/o),
    keys outside `mask` [s, t] (None: all) excluded."""
    import jax
    import jax.numpy as jnp

    b, s, d = q_in.shape
    t = kv_in.shape[1]
    q = (q_in @ p[prefix + "q"]).reshape(b, s, heads, d // heads)
    k = (kv_in @ p[prefix + "k"]).reshape(b, t, heads, d // heads)
    v = (kv_in @ p[prefix + "v"]).reshape(b, t, heads, d // heads)
    scores = jnp.einsum("bshd,bthd->bhst", q, k) * (d // heads) ** -0.5
    if mask is not None:
        scores = jnp.where(mask, scores, -1e30)
    o = jnp.einsum("bhst,bthd->bshd", jax.nn.softmax(scores, axis=-1), v)
    return o.reshape(b, s, d) @ p[prefix + "o"]


def _decoder_loss(p, enc, dec, target):
    """A decoder block: sliding-window causal self-attention (`_band_mask`, window 4), then
    cross-attention from the decoder positions to the encoder outputs (another length), its
    output constrained to split the batch over data and fsdp and the hidden dim over model,
    then a GELU MLP; squared error against the target."""
    import jax
    import jax.numpy as jnp
    from jax.sharding import PartitionSpec as P

    h = dec + _mha(p, "s", _layer_norm(dec), _layer_norm(dec), _band_mask(dec.shape[1], 4))
    c = _mha(p, "c", _layer_norm(h), enc, None)
    h = h + jax.lax.with_sharding_constraint(c, P(("data", "fsdp"), None, "model"))
    h = h + jax.nn.gelu(_layer_norm(h) @ p["w1"]) @ p["w2"]
    return jnp.mean((h - target) ** 2)


def _momentum_step(params, velocity, enc, dec, target):
    """A heavy-ball momentum step (0.9, lr 0.05) of `_decoder_loss`; returns (params,
    velocity, loss)."""
    import jax

    loss, grads = jax.value_and_grad(_decoder_loss)(params, enc, dec, target)
    velocity = jax.tree.map(lambda v, g: 0.9 * v + g, velocity, grads)
    return jax.tree.map(lambda w, v: w - 0.05 * v, params, velocity), velocity, loss


def _segment_mean(values, segments, n: int):
    """The mean of `values` rows per segment id in [0, n), zero for empty segments: two
    jax.ops.segment_sum, of the values and of ones."""
    import jax
    import jax.numpy as jnp

    total = jax.ops.segment_sum(values, segments, num_segments=n)
    count = jax.ops.segment_sum(jnp.ones(segments.shape, values.dtype), segments, num_segments=n)
    return total / jnp.maximum(count, 1.0)[:, None]


def _mpnn_loss(p, node_x, edge_x, src, dst, graph_id, target, graphs: int = 6, steps: int = 2):
    """A message-passing network on a batch of graphs given as an edge list: node features
    embedded, messages from an MLP on [h_src, h_dst, edge features] (both ends by jnp.take),
    their `_segment_mean` per destination, a GRU update, the node states constrained to split
    nodes on data and features on model; per-graph sum readouts by segment_sum over graph ids
    constrained onto fsdp x model (6 graphs over 4 devices, uneven), a linear head; squared
    error."""
    import jax
    import jax.numpy as jnp
    from jax.sharding import PartitionSpec as P

    n = node_x.shape[0]
    h = jnp.tanh(node_x @ p["embed"])
    for _ in range(steps):
        pair = jnp.concatenate([jnp.take(h, src, axis=0), jnp.take(h, dst, axis=0), edge_x], -1)
        m = _segment_mean(jax.nn.relu(pair @ p["w_msg"]), dst, n)
        zr = jax.nn.sigmoid(m @ p["w_zr"] + h @ p["u_zr"])
        z, r = jnp.split(zr, 2, axis=-1)
        h = (1.0 - z) * jnp.tanh(m @ p["w_n"] + (r * h) @ p["u_n"]) + z * h
        h = jax.lax.with_sharding_constraint(h, P("data", "model"))
    g = jax.ops.segment_sum(h, graph_id, num_segments=graphs)
    g = jax.lax.with_sharding_constraint(g, P(("fsdp", "model"), None))
    return jnp.mean((g @ p["head"] - target) ** 2)


# --- the cases ------------------------------------------------------------------------------


def _cases_2x2() -> dict[str, JaxCase]:
    import jax.numpy as jnp
    import numpy as np
    from jax.sharding import PartitionSpec as P

    pool_spec = P(None, None, "model", None)
    dequant_col = P(None, "model")
    return {
        "paged-kv-block-table-scatter-gather-decode-donated": JaxCase(
            _paged_decode,
            (
                {
                    w: _normal(9001 + i, (64, 64), 0.1)
                    for i, w in enumerate(("wq", "wk", "wv", "wo"))
                },
                _normal(9005, (32, 4, 4, 16), 0.5),
                _normal(9006, (32, 4, 4, 16), 0.5),
                jnp.asarray(np.random.default_rng(9007).permutation(32).reshape(4, 8), jnp.int32),
                jnp.asarray([3, 17, 30, 8], jnp.int32),
                _normal(9008, (4, 64)),
            ),
            in_shardings=(
                {
                    "wq": P(None, "model"),
                    "wk": P(None, "model"),
                    "wv": P(None, "model"),
                    "wo": P("model", None),
                },
                pool_spec,
                pool_spec,
                P("data", None),
                P("data"),
                P("data", None),
            ),
            donate_argnums=(1, 2),
            mesh=MESH_2X2,
        ),
        "heat2d-pad-stencil-fori-jacobi-rows-cols-split": JaxCase(
            _heat_then_jacobi,
            (_normal(9010, (4, 48, 64)), _normal(9011, (4, 48, 64), 0.1)),
            in_shardings=(P(None, "data", "model"), P(None, "data", "model")),
            mesh=MESH_2X2,
        ),
        "uint8-groupwise-zero-point-dequant-swiglu-int8-head": JaxCase(
            _quant_block_infer,
            (
                {
                    "gate": _quant_weight(9020, 64, 128),
                    "up": _quant_weight(9023, 64, 128),
                    "down": _quant_weight(9026, 128, 64),
                    "head_codes": (_ints(9029, (64, 256), 255) - 127).astype(jnp.int8),
                    "head_scale": jnp.abs(_normal(9030, (256,), 0.01)) + 0.005,
                },
                _normal(9031, (32, 64)),
            ),
            in_shardings=(
                {
                    "gate": (dequant_col, dequant_col, dequant_col),
                    "up": (dequant_col, dequant_col, dequant_col),
                    "down": (P("model", None), P("model", None), P("model", None)),
                    "head_codes": P(None, "model"),
                    "head_scale": P("model"),
                },
                P("data", None),
            ),
            mesh=MESH_2X2,
        ),
        "two-tower-in-batch-softmax-logq-step": JaxCase(
            _sgd(_two_tower_loss),
            (
                {
                    "items": _normal(9040, (512, 32), 0.3),
                    "u1": _normal(9041, (40, 64), 0.15),
                    "u2": _normal(9042, (64, 32), 0.15),
                    "i1": _normal(9043, (38, 64), 0.15),
                    "i2": _normal(9044, (64, 32), 0.15),
                },
                _ints(9045, (32, 8), 512),
                _ints(9046, (32,), 8) + 1,
                _normal(9047, (32, 8)),
                _ints(9048, (32,), 512),
                _normal(9049, (32, 6)),
                jnp.log(jnp.abs(_normal(9050, (32,), 0.001)) + 1.0 / 512),
            ),
            in_shardings=(
                {
                    "items": P("model", None),
                    "u1": P(None, "model"),
                    "u2": P("model", None),
                    "i1": P(None, "model"),
                    "i2": P("model", None),
                },
                P("data", None),
                P("data"),
                P("data", None),
                P("data"),
                P("data", None),
                P("data"),
            ),
            mesh=MESH_2X2,
        ),
    }


def _quant_weight(i: int, rows: int, cols: int, group: int = 16):
    """(uint8 codes [rows, cols], scales and zero points [rows / group, cols]) of example
    weights for `_dequant_groups`."""
    import jax.numpy as jnp

    codes = _ints(i, (rows, cols), 256).astype(jnp.uint8)
    scale = jnp.abs(_normal(i + 1, (rows // group, cols), 0.002)) + 0.001
    zero = jnp.round(_normal(i + 2, (rows // group, cols), 4.0)) + 128.0
    return codes, scale, zero


def _cases_model8() -> dict[str, JaxCase]:
    import jax
    import jax.numpy as jnp
    from jax.sharding import PartitionSpec as P

    heads_split = P(None, "model", None)
    return {
        "mla-lowrank-kv-latent-decoupled-rope-heads8-step": JaxCase(
            _sgd(_mla_loss),
            (
                {
                    "w_dkv": _normal(9060, (32, 16), 0.2),
                    "w_dq": _normal(9061, (32, 24), 0.2),
                    "w_uk": _normal(9062, (16, 8, 8), 0.25),
                    "w_uv": _normal(9063, (16, 8, 8), 0.25),
                    "w_uq": _normal(9064, (24, 8, 8), 0.2),
                    "w_qr": _normal(9065, (24, 8, 4), 0.2),
                    "w_kr": _normal(9066, (32, 4), 0.2),
                    "wo": _normal(9067, (64, 32), 0.1),
                    "w1": _normal(9068, (32, 64), 0.15),
                    "w2": _normal(9069, (64, 32), 0.15),
                },
                _normal(9070, (4, 16, 32)),
                _normal(9071, (4, 16, 32)),
            ),
            in_shardings=(
                {
                    "w_dkv": None,
                    "w_dq": None,
                    "w_uk": heads_split,
                    "w_uv": heads_split,
                    "w_uq": heads_split,
                    "w_qr": heads_split,
                    "w_kr": None,
                    "wo": P("model", None),
                    "w1": P(None, "model"),
                    "w2": P("model", None),
                },
                None,
                None,
            ),
            mesh=MESH_MODEL8,
        ),
        "nbody-softened-pairwise-leapfrog-fori-bodies8": JaxCase(
            _nbody,
            (
                _normal(9080, (64, 3)),
                _normal(9081, (64, 3), 0.1),
                jnp.abs(_normal(9082, (64,), 0.5)) / 64.0 + 1.0 / 64.0,
            ),
            in_shardings=(P("model", None), P("model", None), P("model")),
            mesh=MESH_MODEL8,
        ),
        "repetition-penalty-temperature-top-p-categorical-vocab8": JaxCase(
            _sample_step,
            (
                {"out": _normal(9090, (32, 256), 0.3)},
                _normal(9091, (8, 32)),
                _ints(9092, (8, 12), 256),
                jnp.abs(_normal(9093, (8,), 0.2)) + 0.7,
                jax.random.PRNGKey(9094),
            ),
            in_shardings=({"out": P(None, "model")}, None, None, None, None),
            mesh=MESH_MODEL8,
        ),
        "jacobi-pcg-while-multi-rhs-unsharded": JaxCase(
            _pcg_case,
            (
                _normal(9100, (96, 64)),
                jnp.abs(_normal(9101, (64,))) + 0.5,
                _normal(9102, (64, 4)),
            ),
            mesh=MESH_MODEL8,
        ),
    }


def _cases_xy() -> dict[str, JaxCase]:
    import jax.numpy as jnp
    from jax.sharding import PartitionSpec as P

    fm = {
        "b": jnp.float32(0.0),
        "w": _normal(9140, (29,), 0.1),
        "v": _normal(9141, (29, 10), 0.1),
    }
    fm_spec = {"b": None, "w": None, "v": None}
    zeros = {k: v * 0.0 for k, v in fm.items()}
    raw = jnp.asarray(_normal(9142, (64, 4))).at[::7, 1].set(jnp.nan).at[3::11, 0].set(jnp.nan)
    return {
        "vit-patch-reshape-cls-concat-classes6-uneven-step": JaxCase(
            _sgd(_vit_loss),
            (
                {
                    "patch": _normal(9110, (48, 32), 0.15),
                    "cls": _normal(9111, (1, 1, 32), 0.1),
                    "pos": _normal(9112, (1, 17, 32), 0.1),
                    "wq": _normal(9113, (32, 32), 0.15),
                    "wk": _normal(9114, (32, 32), 0.15),
                    "wv": _normal(9115, (32, 32), 0.15),
                    "wo": _normal(9116, (32, 32), 0.15),
                    "w1": _normal(9117, (32, 64), 0.15),
                    "w2": _normal(9118, (64, 32), 0.15),
                    "head": _normal(9119, (32, 6), 0.2),
                },
                _normal(9120, (8, 16, 16, 3)),
                _ints(9121, (8,), 6),
            ),
            in_shardings=(
                {
                    "patch": None,
                    "cls": None,
                    "pos": None,
                    "wq": P(None, "y"),
                    "wk": P(None, "y"),
                    "wv": P(None, "y"),
                    "wo": P("y", None),
                    "w1": P(None, "y"),
                    "w2": P("y", None),
                    "head": None,
                },
                P("x", None, None, None),
                P("x"),
            ),
            mesh=MESH_XY,
        ),
        "unet-avgpool-resize-skip-concat-unsharded": JaxCase(
            _sgd(_unet_loss),
            (
                {
                    "k1": _normal(9130, (3, 3, 3, 8), 0.2),
                    "k2": _normal(9131, (3, 3, 8, 16), 0.15),
                    "k3": _normal(9132, (3, 3, 16, 16), 0.1),
                    "k4": _normal(9133, (3, 3, 32, 16), 0.1),
                    "k5": _normal(9134, (3, 3, 24, 8), 0.1),
                    "k6": _normal(9135, (1, 1, 8, 3), 0.1),
                },
                _normal(9136, (4, 16, 16, 3)),
                _normal(9137, (4, 16, 16, 3)),
            ),
            mesh=MESH_XY,
        ),
        "fm-standardize-onehot-digitize-adam-donated-factors10-uneven": JaxCase(
            _fm_adam_step,
            (
                fm,
                {"m": zeros, "v": zeros, "t": jnp.float32(0.0)},
                raw,
                jnp.stack([_ints(9143 + i, (64,), n) for i, n in enumerate(CARDINALITIES)], 1),
                jnp.linspace(-1.6, 1.6, 9),
                (_ints(9146, (64,), 2)).astype(jnp.float32),
            ),
            in_shardings=(
                fm_spec,
                {"m": fm_spec, "v": fm_spec, "t": None},
                P("x", None),
                P("x", None),
                None,
                P("x"),
            ),
            donate_argnums=(0, 1),
            mesh=MESH_XY,
        ),
        "wave1d-leapfrog-fori-seismogram-dus-space-split": JaxCase(
            _wave1d,
            (
                _normal(9150, (6, 1), 0.5) * jnp.exp(-(((jnp.arange(256) - 128.0) / 6.0) ** 2)),
                jnp.linspace(0.6, 1.6, 6),
                _ricker(48),
            ),
            in_shardings=(P("x", "y"), P("x"), None),
            mesh=MESH_XY,
        ),
    }


def _ricker(steps: int, peak: float = 8.0, width: float = 3.0):
    """A Ricker wavelet [steps] (the second derivative of a Gaussian) peaking at step `peak`."""
    import jax.numpy as jnp

    a = ((jnp.arange(steps) - peak) / width) ** 2
    return (1.0 - 2.0 * a) * jnp.exp(-a)


def _cases_3d() -> dict[str, JaxCase]:
    import jax
    import jax.numpy as jnp
    from jax.sharding import PartitionSpec as P

    dec = {
        n: _normal(9160 + i, (32, 32), 0.15)
        for i, n in enumerate(("sq", "sk", "sv", "so", "cq", "ck", "cv", "co"))
    }
    dec["w1"], dec["w2"] = _normal(9168, (32, 64), 0.15), _normal(9169, (64, 32), 0.15)
    dec_spec = {n: P("fsdp", "model") for n in ("sq", "sk", "sv", "cq", "ck", "cv", "w1")}
    dec_spec |= {n: P("model", "fsdp") for n in ("so", "co", "w2")}
    batch3 = P(("data", "fsdp"), None, None)
    local = _ints(9190, (2, 256), 16)
    src = (jnp.arange(256) % 6) * 16 + local[0]
    dst = (jnp.arange(256) % 6) * 16 + local[1]
    gen = {n: _normal(9210 + i, (32, 32), 0.15) for i, n in enumerate(("wq", "wk", "wv", "wo"))}
    gen |= {
        "embed": _normal(9214, (128, 32), 0.5),
        "w1": _normal(9215, (32, 64), 0.15),
        "w2": _normal(9216, (64, 32), 0.15),
    }
    return {
        "decoder-band-window-cross-enc20-momentum-donated-3axis": JaxCase(
            _momentum_step,
            (
                dec,
                jax.tree.map(lambda w: w * 0.0, dec),
                _normal(9170, (8, 20, 32)),
                _normal(9171, (8, 12, 32)),
                _normal(9172, (8, 12, 32)),
            ),
            in_shardings=(dec_spec, dec_spec, batch3, batch3, batch3),
            donate_argnums=(0, 1),
            mesh=MESH_3D,
        ),
        "lotka-volterra-rk4-scan-rate-mlp-3axis-step": JaxCase(
            _sgd(_ode_fit_loss),
            (
                {
                    "w1": _normal(9180, (6, 32), 0.3),
                    "w2": _normal(9181, (32, 4), 0.1),
                    "b2": jnp.asarray([0.5, -0.5, 0.5, -0.5]),
                },
                _normal(9182, (32, 6)),
                jnp.abs(_normal(9183, (32, 2), 0.3)) + 0.8,
                jnp.abs(_normal(9184, (40, 32, 2), 0.3)) + 0.8,
            ),
            in_shardings=(
                {"w1": P(None, "model"), "w2": P("model", None), "b2": None},
                P(("data", "fsdp"), None),
                P(("data", "fsdp"), None),
                P(None, ("data", "fsdp"), None),
            ),
            mesh=MESH_3D,
        ),
        "mpnn-edge-mlp-segment-mean-gru-readout6-uneven-3axis-step": JaxCase(
            _sgd(_mpnn_loss),
            (
                {
                    "embed": _normal(9191, (8, 32), 0.3),
                    "w_msg": _normal(9192, (68, 32), 0.15),
                    "w_zr": _normal(9193, (32, 64), 0.15),
                    "u_zr": _normal(9194, (32, 64), 0.15),
                    "w_n": _normal(9195, (32, 32), 0.15),
                    "u_n": _normal(9196, (32, 32), 0.15),
                    "head": _normal(9197, (32, 1), 0.2),
                },
                _normal(9198, (96, 8)),
                _normal(9199, (256, 4)),
                src,
                dst,
                jnp.arange(96, dtype=jnp.int32) // 16,
                _normal(9200, (6, 1)),
            ),
            in_shardings=(
                {
                    "embed": None,
                    "w_msg": P(None, "model"),
                    "w_zr": P(None, "model"),
                    "u_zr": P(None, "model"),
                    "w_n": P("model", None),
                    "u_n": P("model", None),
                    "head": None,
                },
                P("data", None),
                P(("data", "fsdp"), None),
                P(("data", "fsdp")),
                P(("data", "fsdp")),
                P("data"),
                None,
            ),
            mesh=MESH_3D,
        ),
        "greedy-while-eos-kv-cache-dus-donated-3axis": JaxCase(
            _greedy_until_eos,
            (
                gen,
                _normal(9220, (8, 24, 4, 8), 0.5),
                _normal(9221, (8, 24, 4, 8), 0.5),
                _ints(9222, (8,), 128),
                jnp.int32(10),
            ),
            in_shardings=(
                {
                    "embed": P("fsdp", None),
                    "wq": P(None, "model"),
                    "wk": P(None, "model"),
                    "wv": P(None, "model"),
                    "wo": P("model", None),
                    "w1": P(None, "model"),
                    "w2": P("model", None),
                },
                P("data", None, "model", None),
                P("data", None, "model", None),
                P("data"),
                None,
            ),
            donate_argnums=(1, 2),
            mesh=MESH_3D,
        ),
    }


def blind9() -> dict[str, JaxCase]:
    """The ninth blind corpus, name -> JaxCase (see the module docstring)."""
    return merged_cases(_cases_2x2, _cases_model8, _cases_xy, _cases_3d)
