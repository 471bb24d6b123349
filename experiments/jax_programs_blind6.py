"""A sixth blind corpus of plain JAX programs for experiments/fidelity.py (corpus "blind6").

Written without reading the cost model or the solvers, so the predicted collective bytes are
checked on programs they were not written against. Each program is unlike those of
experiments/jax_programs.py and experiments/jax_programs_blind{,2,3,4,5}.py, and is something
users write: causal attention with ALiBi (a per-head linear distance penalty, no position
embedding) whose 64-wide projections split 4 ways are reshaped into 2 heads (fewer heads than
devices), blockwise attention with an online softmax (running max and denominator) in a
`lax.fori_loop` over key chunks cut by `lax.dynamic_slice_in_dim`, a WGAN-GP critic step whose
gradient penalty differentiates a `jax.grad` of the critic (double backward), LAMB (Adam moments,
a per-parameter trust ratio ||w|| / ||update||) with a hidden dim of 90 constrained onto 4
devices (uneven) and donated state, mixture-of-depths (a per-sequence `lax.top_k` over router
scores picks a quarter of the tokens, gathered by `take_along_axis`, processed and
scatter-added back), Adafactor (factored row/column second moments, update clipping, relative
step size) with donated factored state, a diffusion U-Net ResBlock with GroupNorm (8 groups),
SiLU and a sinusoidal timestep embedding added per channel, Megatron sequence parallelism
(LayerNorm on a sequence-split activation, `with_sharding_constraint` to gather the sequence
before a column/row-parallel MLP and to scatter it back after), NeRF volume rendering
(sin/cos positional encoding, transmittance by an exclusive `jnp.cumsum` of densities along each
ray) over rays split 8 ways, PPO with generalised advantage estimation by a reversed `lax.scan`
over time and a clipped surrogate, SwAV with log-domain Sinkhorn-Knopp in a `lax.fori_loop`
(`logsumexp` over the batch and the prototypes) on a batch of 60 (uneven over 8), a 3-D conv net
on a depth-split volume with 2x2x2 average pooling by `lax.reduce_window`, a DLRM (embedding
bags by `jnp.take` + `jax.ops.segment_sum`, pairwise dot interactions gathered by
`jnp.triu_indices`, sigmoid cross-entropy), feature bucketisation by `jnp.searchsorted` against
per-feature boundaries (`vmap`-ed), bucket embeddings and a scatter-add histogram of the
buckets, FNet token mixing by the real part of `jnp.fft.fft` along the hidden dim (unsplit)
and the sequence (split), and a MobileNetV2 inverted residual (1x1 expand, depthwise 3x3 with
`feature_group_count` = channels, ReLU6, linear 1x1 projection) on a height-split image.

The meshes differ (data=2 x model=4, data=4 x model=2, data=8, data=2 x fsdp=2 x model=2), four
cases each. Most cases give input shardings as a user would; two give none, so the plan chooses
every layout.

`blind6()` returns name -> `JaxCase` (the interface of `jax_programs.held_out()`);
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

_ints = seeded_ints(7000)


def _layer_norm(h, g=None, b=None):
    import jax
    import jax.numpy as jnp

    mu = jnp.mean(h, axis=-1, keepdims=True)
    z = (h - mu) * jax.lax.rsqrt(jnp.mean((h - mu) ** 2, axis=-1, keepdims=True) + 1e-5)
    return z if g is None else z * g + b


# --- attention ------------------------------------------------------------------------------


def _alibi_slopes(heads: int):
    """ALiBi's geometric head slopes 2^(-8 (h + 1) / heads)."""
    import jax.numpy as jnp

    return 2.0 ** (-8.0 * (jnp.arange(heads, dtype=jnp.float32) + 1.0) / heads)


def _alibi_loss(p, x, y):
    """Causal self-attention with ALiBi: no position embedding, slope_h * (j - i) added to the
    scores of head h; 2 heads of 32 cut from 64-wide projections; output projection, residual,
    a ReLU MLP, residual; squared error."""
    import jax
    import jax.numpy as jnp

    b, s, _ = x.shape
    heads, hd = 2, 32
    q, k, v = ((x @ p[w]).reshape(b, s, heads, hd) for w in ("wq", "wk", "wv"))
    pos = jnp.arange(s, dtype=jnp.float32)
    bias = _alibi_slopes(heads)[:, None, None] * (pos[None, :] - pos[:, None])[None]
    scores = jnp.einsum("bqhd,bkhd->bhqk", q, k) * hd**-0.5 + bias[None]
    causal = jnp.tril(jnp.ones((s, s), bool))
    a = jax.nn.softmax(jnp.where(causal, scores, -1e9), axis=-1)
    h = x + jnp.einsum("bhqk,bkhd->bqhd", a, v).reshape(b, s, heads * hd) @ p["wo"]
    h = h + jax.nn.relu(h @ p["w1"]) @ p["w2"]
    return jnp.mean((h - y) ** 2)


def _chunked_attention(q, k, v, chunk: int):
    """Attention over [b, h, s, d] computed chunk by chunk of the keys, as flash attention does:
    a lax.fori_loop slices each key/value chunk by lax.dynamic_slice_in_dim and keeps a running
    max m, denominator l and unnormalised output acc (the online softmax)."""
    import jax
    import jax.numpy as jnp

    b, h, s, d = q.shape
    q = q * d**-0.5

    def body(i, carry):
        m, denom, acc = carry
        kc = jax.lax.dynamic_slice_in_dim(k, i * chunk, chunk, axis=2)
        vc = jax.lax.dynamic_slice_in_dim(v, i * chunk, chunk, axis=2)
        sc = jnp.einsum("bhqd,bhkd->bhqk", q, kc)
        m_new = jnp.maximum(m, sc.max(axis=-1))
        corr = jnp.exp(m - m_new)
        e = jnp.exp(sc - m_new[..., None])
        denom = denom * corr + e.sum(axis=-1)
        acc = acc * corr[..., None] + jnp.einsum("bhqk,bhkd->bhqd", e, vc)
        return m_new, denom, acc

    init = (jnp.full((b, h, s), -1e30), jnp.zeros((b, h, s)), jnp.zeros_like(q))
    _, denom, acc = jax.lax.fori_loop(0, k.shape[2] // chunk, body, init)
    return acc / denom[..., None]


def _chunked_attn_loss(p, x, y):
    """A bidirectional encoder layer whose attention (4 heads of 8) is `_chunked_attention`
    over 4 key chunks of 16; output projection, residual, LayerNorm; squared error."""
    import jax.numpy as jnp

    b, s, d = x.shape
    heads = 4
    q, k, v = (
        (x @ p[w]).reshape(b, s, heads, d // heads).transpose(0, 2, 1, 3)
        for w in ("wq", "wk", "wv")
    )
    o = _chunked_attention(q, k, v, 16).transpose(0, 2, 1, 3).reshape(b, s, d)
    return jnp.mean((_layer_norm(x + o @ p["wo"]) - y) ** 2)


# --- losses and optimizers ------------------------------------------------------------------


def _critic(p, x):
    import jax

    h = jax.nn.leaky_relu(x @ p["w1"] + p["b1"], 0.2)
    h = jax.nn.leaky_relu(h @ p["w2"] + p["b2"], 0.2)
    return (h @ p["w3"])[:, 0]


def _wgan_gp_loss(p, real, fake, eps):
    """The WGAN-GP critic loss: E[D(fake)] - E[D(real)] + 10 E[(||grad_x D(x_hat)|| - 1)^2] at
    random interpolates x_hat; the gradient w.r.t. x_hat is a jax.grad inside the loss, so the
    training step differentiates through a backward pass."""
    import jax
    import jax.numpy as jnp

    x_hat = eps[:, None] * real + (1.0 - eps[:, None]) * fake
    gx = jax.grad(lambda z: jnp.sum(_critic(p, z)))(x_hat)
    gnorm = jnp.sqrt(jnp.sum(gx * gx, axis=-1) + 1e-12)
    gp = jnp.mean((gnorm - 1.0) ** 2)
    return jnp.mean(_critic(p, fake)) - jnp.mean(_critic(p, real)) + 10.0 * gp


def _lamb_mlp_loss(p, x, y):
    """A tanh MLP whose [batch, 90] hidden activation is constrained to be split over the model
    axis (4 devices, not a divisor of 90)."""
    import jax
    import jax.numpy as jnp
    from jax.sharding import PartitionSpec as P

    h = jnp.tanh(x @ p["w1"] + p["b1"])
    h = jax.lax.with_sharding_constraint(h, P("data", "model"))
    return jnp.mean((h @ p["w2"] - y) ** 2)


def _lamb_step(params, m, v, step, x, y):
    """A LAMB step: Adam moments with bias correction, weight decay 0.01 in the update, each
    parameter's update scaled by the trust ratio ||w|| / ||update|| (1 where either is 0);
    returns params, moments, step + 1 and the loss."""
    import jax
    import jax.numpy as jnp

    b1, b2 = 0.9, 0.999
    loss, grads = jax.value_and_grad(_lamb_mlp_loss)(params, x, y)
    m = jax.tree.map(lambda m, g: b1 * m + (1 - b1) * g, m, grads)
    v = jax.tree.map(lambda v, g: b2 * v + (1 - b2) * g * g, v, grads)
    t = (step + 1).astype(jnp.float32)

    def update(w, m, v):
        r = (m / (1 - b1**t)) / (jnp.sqrt(v / (1 - b2**t)) + 1e-6) + 0.01 * w
        wn, rn = jnp.linalg.norm(w), jnp.linalg.norm(r)
        trust = jnp.where((wn > 0) & (rn > 0), wn / rn, 1.0)
        return w - 1e-2 * trust * r

    return jax.tree.map(update, params, m, v), m, v, step + 1, loss


def _mlp_gelu_loss(p, x, y):
    import jax
    import jax.numpy as jnp

    return jnp.mean((jax.nn.gelu(x @ p["w1"] + p["b1"]) @ p["w2"] - y) ** 2)


def _rms(z):
    import jax.numpy as jnp

    return jnp.sqrt(jnp.mean(z * z))


def _adafactor_moments(g, s, beta2):
    """Adafactor's second moment of one parameter: for a matrix the row and column means of
    g^2 + 1e-30 (decayed by beta2) and their outer product over the mean row; for a vector the
    full moment. Returns (new state, v_hat)."""
    import jax.numpy as jnp

    g2 = g * g + 1e-30
    if g.ndim == 2:
        row = beta2 * s["row"] + (1 - beta2) * jnp.mean(g2, axis=1)
        col = beta2 * s["col"] + (1 - beta2) * jnp.mean(g2, axis=0)
        return {"row": row, "col": col}, row[:, None] * col[None, :] / jnp.mean(row)
    vec = beta2 * s["v"] + (1 - beta2) * g2
    return {"v": vec}, vec


def _adafactor_step(params, state, step, x, y):
    """An Adafactor step (no momentum): beta2 = 1 - t^-0.8, update g / sqrt(v_hat) clipped to
    RMS 1, relative step size min(1e-2, 1/sqrt(t)) * max(1e-3, RMS(w)); returns params, state,
    step + 1 and the loss."""
    import jax
    import jax.numpy as jnp

    loss, grads = jax.value_and_grad(_mlp_gelu_loss)(params, x, y)
    t = (step + 1).astype(jnp.float32)
    beta2 = 1.0 - t**-0.8
    new_params, new_state = {}, {}
    for name, w in params.items():
        new_state[name], v_hat = _adafactor_moments(grads[name], state[name], beta2)
        u = grads[name] * jax.lax.rsqrt(v_hat)
        u = u / jnp.maximum(1.0, _rms(u))
        lr = jnp.minimum(1e-2, jax.lax.rsqrt(t)) * jnp.maximum(1e-3, _rms(w))
        new_params[name] = w - lr * u
    return new_params, new_state, step + 1, loss


# --- routing, normalisation, layouts --------------------------------------------------------


def _mod_loss(p, x, y):
    """Mixture-of-depths: a router score per token, the top quarter of each sequence picked by
    lax.top_k (kept in sequence order by a sort of the indices), gathered by take_along_axis,
    sent through a LayerNorm + GELU MLP block, scaled by sigmoid(score) and scatter-added back
    at their positions (the other tokens skip the block); a linear head; squared error."""
    import jax
    import jax.numpy as jnp

    b, s, _ = x.shape
    score = x @ p["router"]  # [b, s]
    _, idx = jax.lax.top_k(score, s // 4)
    idx = jnp.sort(idx, axis=-1)
    picked = jnp.take_along_axis(x, idx[..., None], axis=1)
    w = jax.nn.sigmoid(jnp.take_along_axis(score, idx, axis=1))
    upd = jax.nn.gelu(_layer_norm(picked) @ p["w1"]) @ p["w2"] * w[..., None]
    h = x.at[jnp.arange(b)[:, None], idx].add(upd)
    return jnp.mean((h @ p["head"] - y) ** 2)


def _group_norm(h, g, b, groups: int):
    """GroupNorm on NHWC: mean and variance over H, W and the channels of each group."""
    import jax
    import jax.numpy as jnp

    n, hh, ww, c = h.shape
    z = h.reshape(n, hh, ww, groups, c // groups)
    mu = jnp.mean(z, axis=(1, 2, 4), keepdims=True)
    var = jnp.mean((z - mu) ** 2, axis=(1, 2, 4), keepdims=True)
    return ((z - mu) * jax.lax.rsqrt(var + 1e-5)).reshape(h.shape) * g + b


def _timestep_embedding(t, dim: int):
    """The sinusoidal embedding [cos(t f), sin(t f)] of diffusion timesteps."""
    import jax.numpy as jnp

    half = dim // 2
    freqs = jnp.exp(-jnp.log(10000.0) * jnp.arange(half, dtype=jnp.float32) / half)
    args = t.astype(jnp.float32)[:, None] * freqs[None, :]
    return jnp.concatenate([jnp.cos(args), jnp.sin(args)], axis=-1)


def _diffusion_loss(p, x0, noise, t):
    """Noise prediction of a DDPM: x_t from a cosine schedule, a conv in, a ResBlock (GroupNorm
    with 8 groups, SiLU, 3x3 conv, plus an MLP of the timestep embedding per channel, GroupNorm,
    SiLU, 3x3 conv, residual), GroupNorm, SiLU, a conv out; squared error against the noise."""
    import jax
    import jax.numpy as jnp

    def conv(h, k):
        return jax.lax.conv_general_dilated(
            h, k, (1, 1), "SAME", dimension_numbers=("NHWC", "HWIO", "NHWC")
        )

    ab = jnp.cos((t.astype(jnp.float32) / 1000.0 + 0.008) / 1.008 * jnp.pi / 2) ** 2
    xt = jnp.sqrt(ab)[:, None, None, None] * x0 + jnp.sqrt(1 - ab)[:, None, None, None] * noise
    h = conv(xt, p["conv_in"])
    temb = jax.nn.silu(_timestep_embedding(t, 32) @ p["t1"]) @ p["t2"]
    r = conv(jax.nn.silu(_group_norm(h, p["g1"], p["b1"], 8)), p["conv1"])
    r = r + temb[:, None, None, :]
    r = conv(jax.nn.silu(_group_norm(r, p["g2"], p["b2"], 8)), p["conv2"])
    h = h + r
    eps = conv(jax.nn.silu(_group_norm(h, p["g3"], p["b3"], 8)), p["conv_out"])
    return jnp.mean((eps - noise) ** 2)


def _seq_parallel_loss(p, x, y):
    """Megatron sequence parallelism: per block a LayerNorm on the sequence-split activation,
    with_sharding_constraint to gather the sequence, a column-parallel then row-parallel GELU
    MLP, with_sharding_constraint back onto the sequence split, residual; squared error."""
    import jax
    import jax.numpy as jnp
    from jax.sharding import PartitionSpec as P

    h = x
    for blk in p["blocks"]:
        z = jax.lax.with_sharding_constraint(_layer_norm(h, blk["g"], blk["b"]), P("data"))
        z = jax.nn.gelu(z @ blk["w1"]) @ blk["w2"]
        h = h + jax.lax.with_sharding_constraint(z, P("data", "model", None))
    return jnp.mean((h - y) ** 2)


# --- rendering, RL, self-supervision, volumes -----------------------------------------------


def _positional_encoding(x, n: int):
    """NeRF's encoding [x, sin(2^k pi x), cos(2^k pi x)] for k < n."""
    import jax.numpy as jnp

    xb = x[..., None] * (2.0 ** jnp.arange(n, dtype=jnp.float32) * jnp.pi)
    xb = xb.reshape(*x.shape[:-1], -1)
    return jnp.concatenate([x, jnp.sin(xb), jnp.cos(xb)], axis=-1)


def _nerf_weights(sigma, t_vals):
    """Volume-rendering weights alpha_i * T_i along each ray: alpha_i = 1 - exp(-sigma_i d_i),
    T_i = exp(-sum_{j<i} sigma_j d_j) by an exclusive cumsum."""
    import jax.numpy as jnp

    delta = jnp.concatenate([jnp.diff(t_vals), jnp.full((1,), 1e3)])
    sd = sigma * delta
    trans = jnp.exp(-(jnp.cumsum(sd, axis=-1) - sd))
    return (1.0 - jnp.exp(-sd)) * trans


def _nerf_loss(p, origins, dirs, target):
    """NeRF: 16 samples between depths 2 and 6 on each ray, positional encoding (6 octaves), a
    ReLU MLP to a density and a sigmoid colour, alpha compositing by `_nerf_weights`; squared
    error against the pixel colour."""
    import jax
    import jax.numpy as jnp

    t_vals = jnp.linspace(2.0, 6.0, 16)
    pts = origins[:, None, :] + dirs[:, None, :] * t_vals[None, :, None]
    h = jax.nn.relu(_positional_encoding(pts, 6) @ p["w1"] + p["b1"])
    h = jax.nn.relu(h @ p["w2"] + p["b2"])
    sigma = jax.nn.relu(h @ p["w_sigma"])[..., 0]
    rgb = jax.nn.sigmoid(h @ p["w_rgb"])
    color = jnp.sum(_nerf_weights(sigma, t_vals)[..., None] * rgb, axis=1)
    return jnp.mean((color - target) ** 2)


def _gae(rewards, values, dones, gamma: float = 0.99, lam: float = 0.95):
    """Generalised advantage estimates [T, E] by a reversed lax.scan over time; `values` has
    T + 1 rows (the last one bootstraps)."""
    import jax
    import jax.numpy as jnp

    def step(adv, xs):
        r, v, v_next, done = xs
        delta = r + gamma * v_next * (1.0 - done) - v
        adv = delta + gamma * lam * (1.0 - done) * adv
        return adv, adv

    xs = (rewards, values[:-1], values[1:], dones)
    _, advs = jax.lax.scan(step, jnp.zeros_like(rewards[0]), xs, reverse=True)
    return advs


def _ppo_loss(p, obs, actions, old_logp, rewards, dones):
    """PPO on a rollout [T, envs]: a tanh trunk, policy logits and a value head, advantages by
    `_gae` (stop_gradient, normalised), the clipped (0.8-1.2) surrogate, a value loss against
    the GAE returns and an entropy bonus."""
    import jax
    import jax.numpy as jnp

    h = jnp.tanh(obs @ p["w1"] + p["b1"])
    values = (h @ p["w_v"])[..., 0]  # [T + 1, E]
    logp_all = jax.nn.log_softmax(h[:-1] @ p["w_pi"], axis=-1)
    adv = jax.lax.stop_gradient(_gae(rewards, values, dones))
    returns = adv + jax.lax.stop_gradient(values[:-1])
    adv = (adv - adv.mean()) / (adv.std() + 1e-8)
    logp = jnp.take_along_axis(logp_all, actions[..., None], axis=-1)[..., 0]
    ratio = jnp.exp(logp - old_logp)
    pg = -jnp.mean(jnp.minimum(ratio * adv, jnp.clip(ratio, 0.8, 1.2) * adv))
    vf = jnp.mean((values[:-1] - returns) ** 2)
    entropy = -jnp.mean(jnp.sum(jnp.exp(logp_all) * logp_all, axis=-1))
    return pg + 0.5 * vf - 0.01 * entropy


def _sinkhorn(scores, eps: float = 0.05, iters: int = 3):
    """SwAV's Sinkhorn-Knopp in log space as a lax.fori_loop: exp(scores / eps) alternately
    normalised so every prototype gets 1/K of the mass and every sample 1/B; returned scaled so
    each sample's codes sum to 1."""
    import jax
    import jax.numpy as jnp

    n, k = scores.shape

    def body(_, logq):
        logq = logq - jax.nn.logsumexp(logq, axis=0, keepdims=True) - jnp.log(k)
        return logq - jax.nn.logsumexp(logq, axis=1, keepdims=True) - jnp.log(n)

    return jnp.exp(jax.lax.fori_loop(0, iters, body, scores / eps)) * n


def _swav_loss(p, x1, x2):
    """SwAV: two views through a projection MLP, L2-normalised, scored against normalised
    prototypes; codes of each view by `_sinkhorn` (stop_gradient) predicted from the other
    view's softmax (temperature 0.1)."""
    import jax
    import jax.numpy as jnp

    def unit(z):
        return z / jnp.linalg.norm(z, axis=-1, keepdims=True)

    protos = unit(p["protos"])
    s1, s2 = (unit(jax.nn.relu(x @ p["w1"]) @ p["w2"]) @ protos.T for x in (x1, x2))
    q1, q2 = jax.lax.stop_gradient(_sinkhorn(s1)), jax.lax.stop_gradient(_sinkhorn(s2))
    l12 = -jnp.mean(jnp.sum(q1 * jax.nn.log_softmax(s2 / 0.1, axis=-1), axis=-1))
    l21 = -jnp.mean(jnp.sum(q2 * jax.nn.log_softmax(s1 / 0.1, axis=-1), axis=-1))
    return (l12 + l21) / 2


def _avg_pool3d(h):
    import jax

    window = (1, 2, 2, 2, 1)
    return jax.lax.reduce_window(h, 0.0, jax.lax.add, window, window, "VALID") / 8.0


def _conv3d_loss(p, vol, labels):
    """A 3-D conv net on NDHWC volumes: 3x3x3 SAME conv 1 -> 8, ReLU, 2x2x2 average pool by
    lax.reduce_window, 3x3x3 conv 8 -> 16, ReLU, global mean, linear head; cross-entropy."""
    import jax
    import jax.numpy as jnp

    def conv(h, k):
        return jax.lax.conv_general_dilated(
            h, k, (1, 1, 1), "SAME", dimension_numbers=("NDHWC", "DHWIO", "NDHWC")
        )

    h = _avg_pool3d(jax.nn.relu(conv(vol, p["k1"])))
    h = jax.nn.relu(conv(h, p["k2"]))
    logits = jnp.mean(h, axis=(1, 2, 3)) @ p["head"]
    picked = jnp.take_along_axis(logits, labels[:, None], axis=1)[:, 0]
    return jnp.mean(jax.nn.logsumexp(logits, axis=-1) - picked)


# --- recommendation, features, spectral mixing, mobile conv ---------------------------------


def _embedding_bag(table, ids, bags, n: int):
    """Sum-pooled embedding bags: rows gathered by jnp.take, summed per bag by segment_sum."""
    import jax
    import jax.numpy as jnp

    return jax.ops.segment_sum(jnp.take(table, ids, axis=0), bags, num_segments=n)


def _dlrm_loss(p, dense, ids_a, bags_a, ids_b, bags_b, labels):
    """DLRM: a bottom MLP on the dense features, two sparse features as embedding bags, the
    pairwise dot products of the three vectors (upper triangle by jnp.triu_indices) concatenated
    to the bottom output, a top MLP to a logit; sigmoid cross-entropy."""
    import jax
    import jax.numpy as jnp

    n = dense.shape[0]
    bot = jax.nn.relu(jax.nn.relu(dense @ p["bot1"]) @ p["bot2"])
    ea = _embedding_bag(p["table_a"], ids_a, bags_a, n)
    eb = _embedding_bag(p["table_b"], ids_b, bags_b, n)
    feats = jnp.stack([bot, ea, eb], axis=1)  # [n, 3, d]
    inter = jnp.einsum("nfd,ngd->nfg", feats, feats)
    iu, ju = jnp.triu_indices(3, k=1)
    z = jnp.concatenate([bot, inter[:, iu, ju]], axis=1)
    logit = (jax.nn.relu(z @ p["top1"]) @ p["top2"])[:, 0]
    return jnp.mean(jax.nn.softplus(logit) - labels * logit)


def _bucket_ids(bounds, x):
    """Bucket of x[:, f] among the sorted bounds[f] for every feature f (searchsorted, vmap)."""
    import jax
    import jax.numpy as jnp

    return jax.vmap(jnp.searchsorted, in_axes=(0, 1), out_axes=1)(bounds, x)


def _bucketize_loss(p, bounds, x, y):
    """Each feature bucketised by `_bucket_ids`, its bucket embedding gathered from a
    [features, buckets, d] table, concatenated into a ReLU MLP; squared error; also returns the
    [features, buckets] histogram of the bucket ids by scatter-add."""
    import jax
    import jax.numpy as jnp

    n, f = x.shape
    ids = _bucket_ids(bounds, x)  # [n, f]
    feat = jnp.arange(f)[None, :]
    emb = p["table"][feat, ids]  # [n, f, d]
    h = jax.nn.relu(emb.reshape(n, -1) @ p["w1"]) @ p["w2"]
    hist = jnp.zeros(p["table"].shape[:2], jnp.int32).at[feat, ids].add(1)
    return jnp.mean((h - y) ** 2), hist


def _bucketize_step(p, bounds, x, y):
    """An SGD step of `_bucketize_loss`; returns params, the bucket histogram and the loss."""
    import jax

    (loss, hist), grads = jax.value_and_grad(_bucketize_loss, has_aux=True)(p, bounds, x, y)
    return jax.tree.map(lambda w, g: w - 0.05 * g, p, grads), hist, loss


def _fnet_loss(p, x, y):
    """FNet: an input projection, then blocks of Fourier token mixing (the real part of
    jnp.fft.fft along the hidden dim, then along the sequence), residual + LayerNorm, a GELU
    MLP, residual + LayerNorm; a linear head; squared error."""
    import jax
    import jax.numpy as jnp

    h = x @ p["embed"]
    for blk in p["blocks"]:
        mixed = jnp.real(jnp.fft.fft(jnp.fft.fft(h, axis=-1), axis=1))
        h = _layer_norm(h + mixed)
        h = _layer_norm(h + jax.nn.gelu(h @ blk["w1"]) @ blk["w2"])
    return jnp.mean((h @ p["head"] - y) ** 2)


def _mobilenet_loss(p, x, labels):
    """MobileNetV2: a stride-2 3x3 stem conv, ReLU6, an inverted residual (1x1 expand 16 -> 64,
    ReLU6, depthwise 3x3 with feature_group_count 64, ReLU6, linear 1x1 projection 64 -> 16,
    residual), global mean pool, linear head; cross-entropy."""
    import jax
    import jax.numpy as jnp

    def conv(h, k, stride=1, groups=1):
        return jax.lax.conv_general_dilated(
            h,
            k,
            (stride, stride),
            "SAME",
            dimension_numbers=("NHWC", "HWIO", "NHWC"),
            feature_group_count=groups,
        )

    h = jax.nn.relu6(conv(x, p["stem"], stride=2))
    e = jax.nn.relu6(conv(h, p["expand"]))
    e = jax.nn.relu6(conv(e, p["dw"], groups=e.shape[-1]))
    h = h + conv(e, p["project"])
    logits = jnp.mean(h, axis=(1, 2)) @ p["head"]
    picked = jnp.take_along_axis(logits, labels[:, None], axis=1)[:, 0]
    return jnp.mean(jax.nn.logsumexp(logits, axis=-1) - picked)


# --- the cases ------------------------------------------------------------------------------


def _cases_default_mesh() -> dict[str, JaxCase]:
    import jax.numpy as jnp
    from jax.sharding import PartitionSpec as P

    lamb = {
        "w1": _normal(6013, (48, 90), 0.1),
        "b1": _normal(6014, (90,), 0.1),
        "w2": _normal(6015, (90, 48), 0.1),
    }
    lamb_specs = {"w1": P("model", None), "b1": None, "w2": None}
    return {
        "alibi-causal-2heads-of-model4-step": JaxCase(
            _sgd(_alibi_loss),
            (
                {
                    "wq": _normal(6001, (64, 64), 0.1),
                    "wk": _normal(6002, (64, 64), 0.1),
                    "wv": _normal(6003, (64, 64), 0.1),
                    "wo": _normal(6004, (64, 64), 0.1),
                    "w1": _normal(6005, (64, 128), 0.1),
                    "w2": _normal(6006, (128, 64), 0.1),
                },
                _normal(6007, (4, 32, 64)),
                _normal(6008, (4, 32, 64)),
            ),
            in_shardings=(
                {
                    "wq": P(None, "model"),
                    "wk": P(None, "model"),
                    "wv": P(None, "model"),
                    "wo": P("model", None),
                    "w1": P(None, "model"),
                    "w2": P("model", None),
                },
                P("data", None, None),
                P("data", None, None),
            ),
        ),
        "flash-chunked-online-softmax-fori-step": JaxCase(
            _sgd(_chunked_attn_loss),
            (
                {
                    w: _normal(6009 + i, (32, 32), 0.2)
                    for i, w in enumerate(("wq", "wk", "wv", "wo"))
                },
                _normal(6020, (4, 64, 32)),
                _normal(6021, (4, 64, 32)),
            ),
            in_shardings=(
                {
                    "wq": P(None, "model"),
                    "wk": P(None, "model"),
                    "wv": P(None, "model"),
                    "wo": P("model", None),
                },
                P("data", None, None),
                P("data", None, None),
            ),
        ),
        "wgan-gp-double-backward-step": JaxCase(
            _sgd(_wgan_gp_loss),
            (
                {
                    "w1": _normal(6022, (32, 128), 0.1),
                    "b1": _normal(6023, (128,), 0.1),
                    "w2": _normal(6024, (128, 128), 0.1),
                    "b2": _normal(6025, (128,), 0.1),
                    "w3": _normal(6026, (128, 1), 0.1),
                },
                _normal(6027, (64, 32)),
                _normal(6028, (64, 32)),
                jnp.clip(_normal(6029, (64,), 0.3) + 0.5, 0.0, 1.0),
            ),
        ),
        "lamb-trust-ratio-uneven-hidden90-donated": JaxCase(
            _lamb_step,
            (
                lamb,
                {k: v * 0.0 for k, v in lamb.items()},
                {k: v * 0.0 for k, v in lamb.items()},
                jnp.int32(0),
                _normal(6016, (32, 48)),
                _normal(6017, (32, 48)),
            ),
            in_shardings=(lamb_specs, lamb_specs, lamb_specs, None, P("data", None), None),
            donate_argnums=(0, 1, 2),
        ),
    }


def _cases_4x2() -> dict[str, JaxCase]:
    import jax.numpy as jnp
    from jax.sharding import PartitionSpec as P

    ada = {
        "w1": _normal(6036, (64, 128), 0.1),
        "b1": _normal(6037, (128,), 0.1),
        "w2": _normal(6038, (128, 64), 0.1),
    }
    ada_state = {
        "w1": {"row": _normal(6039, (64,)) * 0.0, "col": _normal(6040, (128,)) * 0.0},
        "b1": {"v": _normal(6041, (128,)) * 0.0},
        "w2": {"row": _normal(6042, (128,)) * 0.0, "col": _normal(6043, (64,)) * 0.0},
    }
    ada_state_specs = {
        "w1": {"row": None, "col": P("model")},
        "b1": {"v": P("model")},
        "w2": {"row": P("model"), "col": None},
    }
    seq_blocks = [
        {
            "g": _normal(6050 + 4 * i, (64,), 0.1) + 1.0,
            "b": _normal(6051 + 4 * i, (64,), 0.1),
            "w1": _normal(6052 + 4 * i, (64, 128), 0.1),
            "w2": _normal(6053 + 4 * i, (128, 64), 0.1),
        }
        for i in range(2)
    ]
    seq_spec = {"g": None, "b": None, "w1": P(None, "model"), "w2": P("model", None)}
    return {
        "mixture-of-depths-topk-gather-scatter-step": JaxCase(
            _sgd(_mod_loss),
            (
                {
                    "router": _normal(6030, (32,), 0.3),
                    "w1": _normal(6031, (32, 64), 0.1),
                    "w2": _normal(6032, (64, 32), 0.1),
                    "head": _normal(6033, (32, 8), 0.2),
                },
                _normal(6034, (8, 32, 32)),
                _normal(6035, (8, 32, 8)),
            ),
            in_shardings=(
                {"router": None, "w1": P(None, "model"), "w2": P("model", None), "head": None},
                P("data", None, None),
                P("data", None, None),
            ),
            mesh=MESH_4X2,
        ),
        "adafactor-factored-moments-donated": JaxCase(
            _adafactor_step,
            (ada, ada_state, jnp.int32(0), _normal(6044, (32, 64)), _normal(6045, (32, 64))),
            in_shardings=(
                {"w1": P(None, "model"), "b1": P("model"), "w2": P("model", None)},
                ada_state_specs,
                None,
                P("data", None),
                P("data", None),
            ),
            donate_argnums=(0, 1),
            mesh=MESH_4X2,
        ),
        "diffusion-resblock-groupnorm8-timestep-step": JaxCase(
            _sgd(_diffusion_loss),
            (
                {
                    "conv_in": _normal(6060, (3, 3, 3, 32), 0.2),
                    "t1": _normal(6061, (32, 64), 0.1),
                    "t2": _normal(6062, (64, 32), 0.1),
                    "g1": _normal(6063, (32,), 0.1) + 1.0,
                    "b1": _normal(6064, (32,), 0.1),
                    "conv1": _normal(6065, (3, 3, 32, 32), 0.05),
                    "g2": _normal(6066, (32,), 0.1) + 1.0,
                    "b2": _normal(6067, (32,), 0.1),
                    "conv2": _normal(6068, (3, 3, 32, 32), 0.05),
                    "g3": _normal(6069, (32,), 0.1) + 1.0,
                    "b3": _normal(6070, (32,), 0.1),
                    "conv_out": _normal(6071, (3, 3, 32, 3), 0.05),
                },
                _normal(6072, (8, 16, 16, 3)),
                _normal(6073, (8, 16, 16, 3)),
                _ints(6074, (8,), 1000),
            ),
            in_shardings=(
                {
                    "conv_in": None,
                    "t1": None,
                    "t2": None,
                    "g1": None,
                    "b1": None,
                    "conv1": P(None, None, None, "model"),
                    "g2": None,
                    "b2": None,
                    "conv2": P(None, None, "model", None),
                    "g3": None,
                    "b3": None,
                    "conv_out": None,
                },
                P("data", None, None, None),
                P("data", None, None, None),
                P("data"),
            ),
            mesh=MESH_4X2,
        ),
        "megatron-seq-parallel-constraint-step": JaxCase(
            _sgd(_seq_parallel_loss),
            ({"blocks": seq_blocks}, _normal(6058, (4, 32, 64)), _normal(6059, (4, 32, 64))),
            in_shardings=(
                {"blocks": [seq_spec, seq_spec]},
                P("data", "model", None),
                P("data", "model", None),
            ),
            mesh=MESH_4X2,
        ),
    }


def _cases_data8() -> dict[str, JaxCase]:
    import jax.numpy as jnp
    from jax.sharding import PartitionSpec as P

    return {
        "nerf-volume-render-cumsum-rays8-step": JaxCase(
            _sgd(_nerf_loss),
            (
                {
                    "w1": _normal(6080, (39, 64), 0.2),
                    "b1": _normal(6081, (64,), 0.1),
                    "w2": _normal(6082, (64, 64), 0.1),
                    "b2": _normal(6083, (64,), 0.1),
                    "w_sigma": _normal(6084, (64, 1), 0.1),
                    "w_rgb": _normal(6085, (64, 3), 0.1),
                },
                _normal(6086, (256, 3), 0.1),
                _normal(6087, (256, 3)),
                jnp.abs(_normal(6088, (256, 3))),
            ),
            in_shardings=(None, P("data", None), P("data", None), P("data", None)),
            mesh=MESH_8,
        ),
        "ppo-gae-reverse-scan-envs8-step": JaxCase(
            _sgd(_ppo_loss),
            (
                {
                    "w1": _normal(6090, (8, 32), 0.3),
                    "b1": _normal(6091, (32,), 0.1),
                    "w_pi": _normal(6092, (32, 4), 0.1),
                    "w_v": _normal(6093, (32, 1), 0.1),
                },
                _normal(6094, (17, 32, 8)),
                _ints(6095, (16, 32), 4),
                _normal(6096, (16, 32), 0.1) - 1.4,
                _normal(6097, (16, 32)),
                (_ints(6098, (16, 32), 10) == 9).astype(jnp.float32),
            ),
            in_shardings=(
                None,
                P(None, "data", None),
                P(None, "data"),
                P(None, "data"),
                P(None, "data"),
                P(None, "data"),
            ),
            mesh=MESH_8,
        ),
        "swav-sinkhorn-fori-batch60-unsharded": JaxCase(
            _sgd(_swav_loss),
            (
                {
                    "w1": _normal(6100, (32, 64), 0.2),
                    "w2": _normal(6101, (64, 16), 0.2),
                    "protos": _normal(6102, (24, 16)),
                },
                _normal(6103, (60, 32)),
                _normal(6104, (60, 32)),
            ),
            mesh=MESH_8,
        ),
        "conv3d-avgpool3d-depth-split-step": JaxCase(
            _sgd(_conv3d_loss),
            (
                {
                    "k1": _normal(6110, (3, 3, 3, 1, 8), 0.3),
                    "k2": _normal(6111, (3, 3, 3, 8, 16), 0.1),
                    "head": _normal(6112, (16, 5), 0.2),
                },
                _normal(6113, (4, 16, 16, 16, 1)),
                _ints(6114, (4,), 5),
            ),
            in_shardings=(None, P(None, "data", None, None, None), None),
            mesh=MESH_8,
        ),
    }


def _cases_3d() -> dict[str, JaxCase]:
    import jax.numpy as jnp
    import numpy as np
    from jax.sharding import PartitionSpec as P

    n = 32
    fnet_blocks = [
        {"w1": _normal(6140 + 2 * i, (32, 64), 0.1), "w2": _normal(6141 + 2 * i, (64, 32), 0.1)}
        for i in range(2)
    ]
    return {
        "dlrm-embedding-bag-segment-sum-3axis-step": JaxCase(
            _sgd(_dlrm_loss),
            (
                {
                    "bot1": _normal(6120, (13, 32), 0.2),
                    "bot2": _normal(6121, (32, 16), 0.2),
                    "table_a": _normal(6122, (512, 16), 0.1),
                    "table_b": _normal(6123, (200, 16), 0.1),
                    "top1": _normal(6124, (19, 32), 0.2),
                    "top2": _normal(6125, (32, 1), 0.2),
                },
                _normal(6126, (n, 13)),
                _ints(6127, (4 * n,), 512),
                jnp.asarray(np.repeat(np.arange(n, dtype=np.int32), 4)),
                _ints(6128, (2 * n,), 200),
                jnp.asarray(np.repeat(np.arange(n, dtype=np.int32), 2)),
                _ints(6129, (n,), 2).astype(jnp.float32),
            ),
            in_shardings=(
                {
                    "bot1": None,
                    "bot2": None,
                    "table_a": P(("fsdp", "model"), None),
                    "table_b": P("model", None),
                    "top1": None,
                    "top2": None,
                },
                P(("data", "fsdp"), None),
                P("data"),
                P("data"),
                P("data"),
                P("data"),
                P(("data", "fsdp")),
            ),
            mesh=MESH_3D,
        ),
        "searchsorted-bucketize-histogram-3axis": JaxCase(
            _bucketize_step,
            (
                {
                    "table": _normal(6130, (8, 32, 16), 0.1),
                    "w1": _normal(6131, (128, 64), 0.1),
                    "w2": _normal(6132, (64, 8), 0.1),
                },
                jnp.sort(_normal(6133, (8, 31)), axis=1),
                _normal(6134, (64, 8)),
                _normal(6135, (64, 8)),
            ),
            in_shardings=(
                {"table": P(None, None, "model"), "w1": P("fsdp", "model"), "w2": P("model", None)},
                None,
                P("data", None),
                P("data", None),
            ),
            mesh=MESH_3D,
        ),
        "fnet-fft-hidden-and-split-seq-3axis-step": JaxCase(
            _sgd(_fnet_loss),
            (
                {
                    "embed": _normal(6136, (16, 32), 0.2),
                    "blocks": fnet_blocks,
                    "head": _normal(6137, (32, 4), 0.2),
                },
                _normal(6138, (4, 32, 16)),
                _normal(6139, (4, 32, 4)),
            ),
            in_shardings=(
                {
                    "embed": None,
                    "blocks": [{"w1": P(None, "model"), "w2": P("model", None)}] * 2,
                    "head": None,
                },
                P("data", "fsdp", None),
                P("data", "fsdp", None),
            ),
            mesh=MESH_3D,
        ),
        "mobilenetv2-inverted-residual-dw3x3-h-split-step": JaxCase(
            _sgd(_mobilenet_loss),
            (
                {
                    "stem": _normal(6150, (3, 3, 3, 16), 0.2),
                    "expand": _normal(6151, (1, 1, 16, 64), 0.2),
                    "dw": _normal(6152, (3, 3, 1, 64), 0.2),
                    "project": _normal(6153, (1, 1, 64, 16), 0.1),
                    "head": _normal(6154, (16, 10), 0.2),
                },
                _normal(6155, (8, 32, 32, 3)),
                _ints(6156, (8,), 10),
            ),
            in_shardings=(
                {
                    "stem": None,
                    "expand": P(None, None, None, "model"),
                    "dw": P(None, None, None, "model"),
                    "project": P(None, None, "model", None),
                    "head": None,
                },
                P("data", "fsdp", None, None),
                P("data"),
            ),
            mesh=MESH_3D,
        ),
    }


def blind6() -> dict[str, JaxCase]:
    """The sixth blind corpus, name -> JaxCase (see the module docstring)."""
    return merged_cases(_cases_default_mesh, _cases_4x2, _cases_data8, _cases_3d)
