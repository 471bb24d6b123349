"""A third blind corpus of plain JAX programs for experiments/fidelity.py (corpus "blind3").

Written without reading the cost model or the solvers, so the predicted collective bytes are
checked on programs they were not written against. Each program is unlike those of
experiments/jax_programs.py, experiments/jax_programs_blind.py and
experiments/jax_programs_blind2.py, and is something users write: grouped-query attention with
rotate-half rotary embeddings, `jnp.repeat`-ed key/value heads and a causal mask, RMSNorm +
SwiGLU layers under a `lax.scan` with `jax.checkpoint` and a save-the-dots policy, DP-SGD
(`vmap`-ed per-example gradients clipped per example, Gaussian noise), a training step that
skips the update through `lax.cond` when the loss or gradient norm is bad, gradient
accumulation as a `lax.scan` over micro-batches around a `lax.scan` over layers, a strided NHWC
conv stem with a SAME 3x3 max pool and a transposed conv on a spatially split input, an einsum
with a batch dim and two contracting dims split on two mesh axes, a sparse embedding update by
`.at[tokens].add`, an evaluation step with `jnp.argmax` and a one-hot cross-entropy over a
vocab split on an axis, causal linear attention by `jnp.cumsum`/`jnp.cumprod` along a split
sequence, token shift by `jnp.roll` and a reversed branch by `jnp.flip` along a split sequence,
head transposes with reshapes that merge and split sharded dims, `jnp.concatenate` of
differently sharded inputs, a crop by `lax.dynamic_slice` at offsets computed from the data,
bf16 parameters with a float32 `jax.nn.logsumexp` (z-loss), and AdamW with global-norm clipping
by `jnp.linalg.norm` over a pytree with donated parameters and optimizer state.

The meshes differ from the 2x4 default (data=4 x model=2, data=8, data=2 x fsdp=2 x model=2),
and most cases give input shardings as a user would (a parameter laid out for tensor
parallelism or FSDP, a batch on the data axis, a sequence or spatial dim split), so the plans
have to reshard between given layouts instead of replicating everything.

`blind3()` returns name -> `JaxCase` (the interface of `jax_programs.held_out()`);
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

_ints = seeded_ints(2000)


# --- attention and transformer layers -------------------------------------------------------


def _rope_half(x):
    """Rotary embedding in the rotate-half layout: x * cos + [-x2, x1] * sin on [b, s, h, d]."""
    import jax.numpy as jnp

    s, hd = x.shape[1], x.shape[-1]
    inv = 1.0 / (10000.0 ** (jnp.arange(hd // 2) * 2.0 / hd))
    ang = jnp.arange(s, dtype=jnp.float32)[:, None] * inv[None, :]
    ang = jnp.concatenate([ang, ang], axis=-1)[None, :, None, :]
    x1, x2 = jnp.split(x, 2, axis=-1)
    return x * jnp.cos(ang) + jnp.concatenate([-x2, x1], axis=-1) * jnp.sin(ang)


def _gqa_repeat_loss(p, x, y):
    """Causal grouped-query attention: 8 query heads, 2 key/value heads repeated 4 times with
    jnp.repeat, rotate-half rotary q and k, residual, squared error."""
    import jax
    import jax.numpy as jnp

    b, s, d = x.shape
    hq, hkv = 8, 2
    hd = d // hq
    q = _rope_half((x @ p["wq"]).reshape(b, s, hq, hd))
    k = _rope_half((x @ p["wk"]).reshape(b, s, hkv, hd))
    v = (x @ p["wv"]).reshape(b, s, hkv, hd)
    k = jnp.repeat(k, hq // hkv, axis=2)
    v = jnp.repeat(v, hq // hkv, axis=2)
    scores = jnp.einsum("bqhd,bkhd->bhqk", q, k) * hd**-0.5
    causal = jnp.tril(jnp.ones((s, s), bool))
    a = jax.nn.softmax(jnp.where(causal, scores, jnp.finfo(scores.dtype).min), axis=-1)
    o = jnp.einsum("bhqk,bkhd->bqhd", a, v).reshape(b, s, d)
    return jnp.mean((x + o @ p["wo"] - y) ** 2)


def _remat_scan_loss(p, x, y):
    """Three RMSNorm + SwiGLU residual layers under lax.scan, the layer wrapped in
    jax.checkpoint saving only the matmul outputs (dots_with_no_batch_dims_saveable)."""
    import functools

    import jax
    import jax.numpy as jnp

    policy = jax.checkpoint_policies.dots_with_no_batch_dims_saveable

    @functools.partial(jax.checkpoint, policy=policy)
    def layer(h, w):
        n = h * jax.lax.rsqrt(jnp.mean(h * h, axis=-1, keepdims=True) + 1e-6) * w["g"]
        u = jax.nn.silu(n @ w["gate"]) * (n @ w["up"])
        return h + u @ w["down"], None

    h, _ = jax.lax.scan(layer, x, p)
    return jnp.mean((h - y) ** 2)


def _heads_transpose(p, x):
    """Split the hidden dim into 8 heads, move heads before the sequence, merge batch and heads
    into one dim, a per-head map, then unmerge and merge (head_dim, heads) back in the other
    order (head-minor) before the output projection."""
    import jax.numpy as jnp

    b, s, _ = x.shape
    h, hd = 8, p["w_mid"].shape[0]
    y = (x @ p["w_in"]).reshape(b, s, h, hd).transpose(0, 2, 1, 3).reshape(b * h, s, hd)
    y = jnp.tanh(jnp.einsum("nsd,de->nse", y, p["w_mid"]))
    y = y.reshape(b, h, s, hd).transpose(0, 2, 3, 1).reshape(b, s, hd * h)
    return y @ p["w_out"]


def _linear_attention(p, x):
    """Causal linear attention: elu+1 features, running sums of k v^T and k by jnp.cumsum along
    the sequence, and a per-feature decay gate accumulated by jnp.cumprod."""
    import jax
    import jax.numpy as jnp

    q = jax.nn.elu(x @ p["wq"]) + 1.0
    k = jax.nn.elu(x @ p["wk"]) + 1.0
    v = x @ p["wv"]
    kv = jnp.cumsum(k[..., :, None] * v[..., None, :], axis=1)  # [b, s, f, f]
    z = jnp.cumsum(k, axis=1)
    num = jnp.einsum("bsf,bsfe->bse", q, kv)
    den = jnp.einsum("bsf,bsf->bs", q, z)[..., None]
    decay = jnp.cumprod(jax.nn.sigmoid(x @ p["wg"]), axis=1)
    return (num / den * decay) @ p["wo"]


def _token_shift_loss(p, x):
    """RWKV-style token shift (jnp.roll by one along the sequence, position 0 zeroed) mixed
    with the input, features concatenated with their sequence-reversed copy (jnp.flip), and a
    target that is the input rolled back by 3 (circular)."""
    import jax.numpy as jnp

    prev = jnp.roll(x, 1, axis=1).at[:, 0].set(0.0)
    mix = x * p["mu"] + prev * (1.0 - p["mu"])
    h = jnp.tanh(mix @ p["w"])
    both = jnp.concatenate([h, jnp.flip(h, axis=1)], axis=-1)
    return jnp.mean((both @ p["wo"] - jnp.roll(x, -3, axis=1)) ** 2)


# --- training-step control flow -------------------------------------------------------------


def _mlp2_loss(p, x, y):
    import jax
    import jax.numpy as jnp

    return jnp.mean((jax.nn.gelu(x @ p["w1"]) @ p["w2"] - y) ** 2)


def _guarded_step(p, x, y):
    """SGD that keeps the old parameters (lax.cond) when the loss is not finite or the global
    gradient norm exceeds 100; returns the parameters, the loss and whether it stepped."""
    import jax
    import jax.numpy as jnp

    loss, g = jax.value_and_grad(_mlp2_loss)(p, x, y)
    gnorm = jnp.sqrt(sum(jnp.sum(leaf * leaf) for leaf in jax.tree.leaves(g)))
    ok = jnp.isfinite(loss) & (gnorm < 100.0)

    def step(p, g):
        return jax.tree.map(lambda a, b: a - 0.05 * b, p, g)

    return jax.lax.cond(ok, step, lambda p, g: p, p, g), loss, ok


def _accumulate_step(p, xs, ys):
    """Gradient accumulation: a lax.scan over 4 micro-batches sums the gradients of a loss whose
    3 ReLU layers run in an inner lax.scan over stacked weights; one SGD update of the mean."""
    import jax
    import jax.numpy as jnp

    def loss(p, x, y):
        def layer(h, w):
            return jax.nn.relu(h @ w["w"] + w["b"]), None

        h, _ = jax.lax.scan(layer, x, p["layers"])
        return jnp.mean((h @ p["head"] - y) ** 2)

    def micro(acc, batch):
        value, g = jax.value_and_grad(loss)(p, *batch)
        return (acc[0] + value, jax.tree.map(jnp.add, acc[1], g)), None

    init = (jnp.zeros((), jnp.float32), jax.tree.map(jnp.zeros_like, p))
    (total, g), _ = jax.lax.scan(micro, init, (xs, ys))
    n = xs.shape[0]
    return jax.tree.map(lambda w, gi: w - 0.1 * gi / n, p, g), total / n


def _dpsgd_step(p, x, labels):
    """DP-SGD: per-example gradients by jax.vmap(jax.grad), each clipped to global norm 1
    over its pytree, summed, Gaussian noise from a fixed key, an SGD update."""
    import jax
    import jax.numpy as jnp

    def loss(p, xi, li):
        logits = jnp.tanh(xi @ p["w1"] + p["b1"]) @ p["w2"]
        return jax.nn.logsumexp(logits) - logits[li]

    g = jax.vmap(jax.grad(loss), in_axes=(None, 0, 0))(p, x, labels)
    leaves, tree = jax.tree.flatten(g)
    sq = sum(jnp.sum(leaf.reshape(leaf.shape[0], -1) ** 2, axis=1) for leaf in leaves)
    scale = jnp.minimum(1.0, 1.0 / (jnp.sqrt(sq) + 1e-6))  # [batch]
    keys = jax.random.split(jax.random.PRNGKey(7), len(leaves))
    noisy = [
        jnp.tensordot(scale, leaf, axes=1) + 0.5 * jax.random.normal(k, leaf.shape[1:])
        for leaf, k in zip(leaves, keys, strict=True)
    ]
    summed = jax.tree.unflatten(tree, noisy)
    return jax.tree.map(lambda w, s: w - 0.1 * s / x.shape[0], p, summed)


def _mlp3_loss(p, x, y):
    import jax
    import jax.numpy as jnp

    h = jax.nn.relu(x @ p["w1"] + p["b1"])
    h = jax.nn.relu(h @ p["w2"] + p["b2"])
    return jnp.mean((h @ p["w3"] - y) ** 2)


def _adamw_clip_step(params, opt, x, y):
    """AdamW (decay on matrices only) after clipping the gradients to global norm 1, the norm
    taken by jnp.linalg.norm of the per-leaf norms; the step count lives in the optimizer state
    and drives the bias correction. Parameters and state are donated by the caller."""
    import jax
    import jax.numpy as jnp

    lr, b1, b2, wd = 1e-3, 0.9, 0.95, 0.1
    loss, g = jax.value_and_grad(_mlp3_loss)(params, x, y)
    gnorm = jnp.linalg.norm(jnp.stack([jnp.linalg.norm(leaf) for leaf in jax.tree.leaves(g)]))
    g = jax.tree.map(lambda leaf: leaf * jnp.minimum(1.0, 1.0 / (gnorm + 1e-6)), g)
    count = opt["count"] + 1
    m = jax.tree.map(lambda a, b: b1 * a + (1 - b1) * b, opt["m"], g)
    v = jax.tree.map(lambda a, b: b2 * a + (1 - b2) * b * b, opt["v"], g)
    t = count.astype(jnp.float32)
    c1, c2 = 1 - b1**t, 1 - b2**t

    def update(w, mm, vv):
        decay = wd * w if w.ndim > 1 else 0.0
        return w - lr * ((mm / c1) / (jnp.sqrt(vv / c2) + 1e-8) + decay)

    return jax.tree.map(update, params, m, v), {"count": count, "m": m, "v": v}, loss


# --- convolutions, gathers and layout -------------------------------------------------------


def _stem_loss(p, x, y):
    """A conv stem on NHWC: 3x3 stride-2 conv, SAME 3x3 stride-2 max pool (lax.reduce_window),
    a 3x3 conv, a stride-2 transposed conv back up; squared error against a target."""
    import jax
    import jax.numpy as jnp

    dn = ("NHWC", "HWIO", "NHWC")
    conv = jax.lax.conv_general_dilated
    h = jax.nn.relu(conv(x, p["k1"], (2, 2), ((1, 1), (1, 1)), dimension_numbers=dn))
    h = jax.lax.reduce_window(h, -jnp.inf, jax.lax.max, (1, 3, 3, 1), (1, 2, 2, 1), "SAME")
    h = jax.nn.relu(conv(h, p["k2"], (1, 1), "SAME", dimension_numbers=dn))
    u = jax.lax.conv_transpose(h, p["k3"], (2, 2), "SAME", dimension_numbers=dn)
    return jnp.mean((u - y) ** 2)


def _batched_two_contract(x, w):
    """A per-example weight (hypernetwork style): einsum with batch b and two contracting dims
    (j, k), then a batched gram softmax mixing the rows."""
    import jax
    import jax.numpy as jnp

    y = jnp.einsum("btjk,bjkl->btl", x, w)
    g = jax.nn.softmax(jnp.einsum("btl,bsl->bts", y, y) / jnp.sqrt(y.shape[-1]), axis=-1)
    return jnp.einsum("bts,bsl->btl", g, y)


def _sparse_embed_step(p, tokens, y):
    """A sparse embedding update: the gradient w.r.t. the looked-up rows only, added into the
    (vocab-split) table with .at[tokens].add; the head takes an ordinary SGD step."""
    import jax
    import jax.numpy as jnp

    e = p["table"][tokens]  # [b, s, d]

    def loss(e, head):
        return jnp.mean((jnp.tanh(e.mean(axis=1) @ head) - y) ** 2)

    value, (ge, gh) = jax.value_and_grad(loss, argnums=(0, 1))(e, p["head"])
    table = p["table"].at[tokens.reshape(-1)].add(-0.1 * ge.reshape(-1, e.shape[-1]))
    return {"table": table, "head": p["head"] - 0.1 * gh}, value


def _eval_metrics(p, x, labels):
    """An evaluation step: one-hot cross-entropy over a 512-word vocab, jnp.argmax predictions
    and accuracy."""
    import jax
    import jax.numpy as jnp

    logits = jax.nn.relu(x @ p["w1"]) @ p["w2"]
    onehot = jax.nn.one_hot(labels, logits.shape[-1], dtype=logits.dtype)
    xent = -jnp.sum(onehot * jax.nn.log_softmax(logits, axis=-1), axis=-1)
    pred = jnp.argmax(logits, axis=-1)
    return jnp.mean(xent), jnp.mean(pred == labels), pred


def _concat_mixed(a, b, c, w):
    """Inputs laid out three ways (rows split, columns split, replicated) concatenated along
    the features (76 wide) and along the rows, each through a tanh layer."""
    import jax.numpy as jnp

    wide = jnp.tanh(jnp.concatenate([a, b, c], axis=1) @ w)  # [64, 48]
    tall = jnp.tanh(jnp.concatenate([a, b], axis=0) @ w[: a.shape[1]])  # [128, 48]
    return wide, tall


def _crop_step(p, x, y):
    """A 20x20 crop by lax.dynamic_slice at offsets chosen from the data (argmax of the row and
    column energies among the first 12), a per-pixel MLP trained on the crop."""
    import jax
    import jax.numpy as jnp

    b, _, _, c = x.shape
    size = y.shape[1]
    oy = jnp.argmax(jnp.sum(x * x, axis=(0, 2, 3))[:12])
    ox = jnp.argmax(jnp.sum(x * x, axis=(0, 1, 3))[:12])
    crop = jax.lax.dynamic_slice(x, (0, oy, ox, 0), (b, size, size, c))

    def loss(p):
        return jnp.mean((jnp.tanh(crop @ p["w1"]) @ p["w2"] - y) ** 2)

    value, g = jax.value_and_grad(loss)(p)
    return jax.tree.map(lambda w, gi: w - 0.1 * gi, p, g), value


def _bf16_lm_step(p, x, labels):
    """bf16 parameters and matmuls; logits cast to float32 for jax.nn.logsumexp, a z-loss and
    an entropy bonus; the label logit picked by fancy indexing; the bf16 gradients applied in
    float32 and cast back."""
    import jax
    import jax.numpy as jnp

    def loss(p):
        h = jax.nn.gelu(x.astype(jnp.bfloat16) @ p["w"])
        logits = (h @ p["out"]).astype(jnp.float32)
        lse = jax.nn.logsumexp(logits, axis=-1)
        picked = logits[jnp.arange(x.shape[0]), labels]
        probs = jax.nn.softmax(logits, axis=-1)
        entropy = -jnp.sum(probs * (logits - lse[:, None]), axis=-1)
        return jnp.mean(lse - picked + 1e-4 * lse**2) - 0.01 * jnp.mean(entropy)

    value, g = jax.value_and_grad(loss)(p)

    def update(w, gi):
        return (w.astype(jnp.float32) - 0.05 * gi.astype(jnp.float32)).astype(w.dtype)

    return jax.tree.map(update, p, g), value


# --- the cases ------------------------------------------------------------------------------


def _cases_attention() -> dict[str, JaxCase]:
    from jax.sharding import PartitionSpec as P

    d = 64
    return {
        "gqa-rope-repeat-kv-causal-step": JaxCase(
            _sgd(_gqa_repeat_loss),
            (
                {
                    "wq": _normal(301, (d, d), 0.05),
                    "wk": _normal(302, (d, d // 4), 0.05),
                    "wv": _normal(303, (d, d // 4), 0.05),
                    "wo": _normal(304, (d, d), 0.05),
                },
                _normal(305, (8, 32, d)),
                _normal(306, (8, 32, d)),
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
            mesh=MESH_4X2,
        ),
        "remat-scan-rmsnorm-swiglu-fsdp-step": JaxCase(
            _sgd(_remat_scan_loss),
            (
                {
                    "g": _normal(307, (3, d), 0.1) + 1.0,
                    "gate": _normal(308, (3, d, 128), 0.05),
                    "up": _normal(309, (3, d, 128), 0.05),
                    "down": _normal(310, (3, 128, d), 0.05),
                },
                _normal(311, (32, d)),
                _normal(312, (32, d)),
            ),
            in_shardings=(
                {
                    "g": None,
                    "gate": P(None, "fsdp", "model"),
                    "up": P(None, "fsdp", "model"),
                    "down": P(None, "model", "fsdp"),
                },
                P("data", None),
                P("data", None),
            ),
            mesh=MESH_3D,
        ),
        "heads-transpose-merge-split-3axis": JaxCase(
            _heads_transpose,
            (
                {
                    "w_in": _normal(313, (32, 128), 0.1),
                    "w_mid": _normal(314, (16, 16), 0.1),
                    "w_out": _normal(315, (128, 32), 0.1),
                },
                _normal(316, (4, 16, 32)),
            ),
            in_shardings=(
                {"w_in": P(None, "model"), "w_mid": None, "w_out": P("model", None)},
                P("data", "fsdp", None),
            ),
            mesh=MESH_3D,
        ),
        "linear-attention-cumsum-seq-split": JaxCase(
            _linear_attention,
            (
                {
                    "wq": _normal(317, (16, 8), 0.2),
                    "wk": _normal(318, (16, 8), 0.2),
                    "wv": _normal(319, (16, 8), 0.2),
                    "wg": _normal(320, (16, 8), 0.2),
                    "wo": _normal(321, (8, 16), 0.2),
                },
                _normal(322, (4, 32, 16)),
            ),
            in_shardings=(None, P("data", "model", None)),
            mesh=MESH_4X2,
        ),
        "token-shift-roll-flip-seq8-step": JaxCase(
            _sgd(_token_shift_loss),
            (
                {
                    "mu": _normal(323, (32,), 0.1) + 0.5,
                    "w": _normal(324, (32, 32), 0.1),
                    "wo": _normal(325, (64, 32), 0.1),
                },
                _normal(326, (2, 40, 32)),
            ),
            in_shardings=(None, P(None, "data", None)),
            mesh=MESH_8,
        ),
    }


def _tp_mlp(i: int, d: int, f: int, o: int) -> dict:
    return {"w1": _normal(i, (d, f), 0.05), "w2": _normal(i + 1, (f, o), 0.05)}


def _cases_training() -> dict[str, JaxCase]:
    import jax
    import jax.numpy as jnp
    from jax.sharding import PartitionSpec as P

    adam_params = {
        "w1": _normal(340, (64, 128), 0.05),
        "b1": _normal(341, (128,), 0.01),
        "w2": _normal(342, (128, 128), 0.05),
        "b2": _normal(343, (128,), 0.01),
        "w3": _normal(344, (128, 32), 0.05),
    }
    adam_specs = {
        "w1": P(None, "model"),
        "b1": P("model"),
        "w2": P("model", None),
        "b2": None,
        "w3": None,
    }
    zeros = jax.tree.map(jnp.zeros_like, adam_params)
    return {
        "skip-nonfinite-cond-step": JaxCase(
            _guarded_step,
            (_tp_mlp(327, 64, 256, 64), _normal(329, (32, 64)), _normal(330, (32, 64))),
            in_shardings=(
                {"w1": P(None, "model"), "w2": P("model", None)},
                P("data", None),
                P("data", None),
            ),
        ),
        "grad-accum-nested-scan": JaxCase(
            _accumulate_step,
            (
                {
                    "layers": {"w": _normal(331, (3, 64, 64), 0.1), "b": _normal(332, (3, 64))},
                    "head": _normal(333, (64, 16), 0.1),
                },
                _normal(334, (4, 16, 64)),
                _normal(335, (4, 16, 16)),
            ),
            in_shardings=(
                {"layers": {"w": P(None, None, "model"), "b": P(None, "model")}, "head": None},
                P(None, "data", None),
                P(None, "data", None),
            ),
        ),
        "dpsgd-vmap-clip-noise-step": JaxCase(
            _dpsgd_step,
            (
                {
                    "w1": _normal(336, (24, 48), 0.1),
                    "b1": _normal(337, (48,), 0.1),
                    "w2": _normal(338, (48, 10), 0.1),
                },
                _normal(339, (32, 24)),
                _ints(339, (32,), 10),
            ),
            in_shardings=(None, P("data", None), P("data")),
            mesh=MESH_8,
        ),
        "adamw-clip-global-norm-donated": JaxCase(
            _adamw_clip_step,
            (
                adam_params,
                {"count": jnp.int32(0), "m": zeros, "v": zeros},
                _normal(345, (32, 64)),
                _normal(346, (32, 32)),
            ),
            in_shardings=(
                adam_specs,
                {"count": None, "m": adam_specs, "v": adam_specs},
                P("data", None),
                P("data", None),
            ),
            donate_argnums=(0, 1),
            mesh=MESH_4X2,
        ),
        "bf16-params-f32-logsumexp-zero3-step": JaxCase(
            _bf16_lm_step,
            (
                {
                    "w": _normal(347, (64, 128), 0.05).astype(jnp.bfloat16),
                    "out": _normal(348, (128, 256), 0.05).astype(jnp.bfloat16),
                },
                _normal(349, (32, 64)),
                _ints(350, (32,), 256),
            ),
            in_shardings=(
                {"w": P("data", None), "out": P(None, "data")},
                P("data", None),
                P("data"),
            ),
            mesh=MESH_8,
        ),
    }


def _cases_conv_gather_layout() -> dict[str, JaxCase]:
    from jax.sharding import PartitionSpec as P

    return {
        "conv-stem-maxpool-convT-nhwc-step": JaxCase(
            _sgd(_stem_loss),
            (
                {
                    "k1": _normal(351, (3, 3, 4, 16), 0.1),
                    "k2": _normal(352, (3, 3, 16, 16), 0.1),
                    "k3": _normal(353, (3, 3, 16, 8), 0.1),
                },
                _normal(354, (8, 16, 16, 4)),
                _normal(355, (8, 8, 8, 8)),
            ),
            in_shardings=(None, P("data", "model", None, None), P("data", "model", None, None)),
            mesh=MESH_4X2,
        ),
        "einsum-batch-two-contract-3axis": JaxCase(
            _batched_two_contract,
            (_normal(356, (4, 6, 8, 4)), _normal(357, (4, 8, 4, 16), 0.2)),
            in_shardings=(P("data", None, "fsdp", "model"), P("data", "fsdp", "model", None)),
            mesh=MESH_3D,
        ),
        "sparse-embedding-at-add-step": JaxCase(
            _sparse_embed_step,
            (
                {"table": _normal(358, (256, 32), 0.1), "head": _normal(359, (32, 16), 0.1)},
                _ints(360, (16, 8), 256),
                _normal(361, (16, 16)),
            ),
            in_shardings=(
                {"table": P("model", None), "head": None},
                P("data", None),
                P("data", None),
            ),
        ),
        "argmax-onehot-eval-vocab-split": JaxCase(
            _eval_metrics,
            (
                {"w1": _normal(362, (64, 128), 0.05), "w2": _normal(363, (128, 512), 0.05)},
                _normal(364, (32, 64)),
                _ints(365, (32,), 512),
            ),
            in_shardings=({"w1": None, "w2": P(None, "model")}, P("data", None), P("data")),
        ),
        "concat-differently-sharded": JaxCase(
            _concat_mixed,
            (
                _normal(366, (64, 32)),
                _normal(367, (64, 32)),
                _normal(368, (64, 12)),
                _normal(369, (76, 48), 0.1),
            ),
            in_shardings=(P("data", None), P(None, "model"), None, None),
            mesh=MESH_4X2,
        ),
        "dynamic-slice-data-offsets-crop-step": JaxCase(
            _crop_step,
            (
                {"w1": _normal(370, (4, 16), 0.2), "w2": _normal(371, (16, 4), 0.2)},
                _normal(372, (8, 32, 32, 4)),
                _normal(373, (8, 20, 20, 4)),
            ),
            in_shardings=(None, P("data", "model", None, None), P("data", None, None, None)),
        ),
    }


def blind3() -> dict[str, JaxCase]:
    """The third blind corpus, name -> JaxCase (see the module docstring)."""
    return merged_cases(_cases_attention, _cases_training, _cases_conv_gather_layout)
