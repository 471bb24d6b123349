"""The zoo's models as plain jax.numpy functions, and the generic inference / training wrappers.

Each family builds a `Model`: abstract parameters, abstract batch inputs (with the dim that
carries the global batch), a `forward(params, batch)` and a scalar `loss(params, batch)`. The
wrappers turn that into the two traced programs every entry comes in:

- inference: `forward(params, batch) -> output`;
- training step: `step(params, m, v, count, batch) -> (params, m, v, loss)`: `jax.grad` of the loss
  and an Adam update written by hand (no optax, so the lowered program has no library calls).

Everything is written with jax.numpy/lax primitives that lower to plain StableHLO ops: softmax,
GELU, layer norm, one-hot and the causal mask are spelled out because `jax.nn`, `jnp.where` and
`jnp.take` emit private `func.call`s (see DESIGN.md pitfalls). jax is imported lazily, inside the
functions, like everywhere outside tests (the layer contract).
"""

from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

ADAM = {"lr": 1e-3, "b1": 0.9, "b2": 0.999, "eps": 1e-8}


@dataclass(frozen=True)
class Model:
    """One family instance, ready to trace.

    `params` and `batch` are dicts name -> jax.ShapeDtypeStruct; `batch_dims[name]` is the dim of
    that input holding the global batch (what data parallelism splits).
    """

    params: dict[str, Any]
    batch: dict[str, Any]
    batch_dims: dict[str, int]
    forward: Callable
    loss: Callable


def _sds(shape: tuple[int, ...], dtype: str) -> Any:
    import jax
    import jax.numpy as jnp

    return jax.ShapeDtypeStruct(tuple(shape), jnp.dtype(dtype))


# ---------------------------------------------------------------------------------------------
# building blocks (explicit primitives, no library helpers that lower to calls)


def _softmax(x: Any, axis: int = -1) -> Any:
    import jax.numpy as jnp

    e = jnp.exp(x - jnp.max(x, axis=axis, keepdims=True))
    return e / jnp.sum(e, axis=axis, keepdims=True)


def _gelu(x: Any) -> Any:
    import jax.numpy as jnp

    return 0.5 * x * (1.0 + jnp.tanh(0.7978845608 * (x + 0.044715 * x * x * x)))


def _layer_norm(x: Any, scale: Any, bias: Any) -> Any:
    import jax.numpy as jnp
    from jax import lax

    mean = jnp.mean(x, axis=-1, keepdims=True)
    centered = x - mean
    var = jnp.mean(centered * centered, axis=-1, keepdims=True)
    return centered * lax.rsqrt(var + 1e-5) * scale + bias


def _one_hot(labels: Any, n: int, dtype: Any) -> Any:
    import jax.numpy as jnp
    from jax import lax

    iota = lax.broadcasted_iota(jnp.int32, (*labels.shape, n), labels.ndim)
    return (labels[..., None] == iota).astype(dtype)


def _cross_entropy(logits: Any, labels: Any) -> Any:
    import jax.numpy as jnp

    shifted = logits - jnp.max(logits, axis=-1, keepdims=True)
    log_probs = shifted - jnp.log(jnp.sum(jnp.exp(shifted), axis=-1, keepdims=True))
    return -jnp.mean(jnp.sum(log_probs * _one_hot(labels, logits.shape[-1], logits.dtype), -1))


def _embed(table: Any, tokens: Any) -> Any:
    """Row gather `table[tokens]` as one stablehlo.gather (its gradient is a scatter-add)."""
    from jax import lax

    dims = lax.GatherDimensionNumbers(
        offset_dims=(tokens.ndim,), collapsed_slice_dims=(0,), start_index_map=(0,)
    )
    return lax.gather(
        table,
        tokens[..., None],
        dims,
        slice_sizes=(1, table.shape[1]),
        mode=lax.GatherScatterMode.PROMISE_IN_BOUNDS,
    )


def _causal_attention(x: Any, p: dict[str, Any], prefix: str, heads: int) -> Any:
    import jax.numpy as jnp
    from jax import lax

    b, s, h = x.shape
    qkv = jnp.einsum("bsh,hd->bsd", x, p[f"{prefix}.qkv"]).reshape(b, s, 3, heads, h // heads)
    q, k, v = qkv[:, :, 0], qkv[:, :, 1], qkv[:, :, 2]
    scores = jnp.einsum("bqnd,bknd->bnqk", q, k) * (1.0 / math.sqrt(h // heads))
    row = lax.broadcasted_iota(jnp.int32, scores.shape, 2)
    col = lax.broadcasted_iota(jnp.int32, scores.shape, 3)
    scores = lax.select(row >= col, scores, jnp.full_like(scores, -1e9))
    ctx = jnp.einsum("bnqk,bknd->bqnd", _softmax(scores), v).reshape(b, s, h)
    return jnp.einsum("bsh,hd->bsd", ctx, p[f"{prefix}.out"])


def _dense_ffn(x: Any, p: dict[str, Any], prefix: str) -> Any:
    import jax.numpy as jnp

    return jnp.einsum(
        "bsf,fh->bsh", _gelu(jnp.einsum("bsh,hf->bsf", x, p[f"{prefix}.w1"])), p[f"{prefix}.w2"]
    )


def _moe_ffn(x: Any, p: dict[str, Any], prefix: str, top_k: int, capacity: int) -> Any:
    """GShard's einsum MoE: top-k gating, capacity-limited dispatch, expert FFNs, combine.

    Groups are the batch rows. The position of a token in its expert's buffer is a cumulative
    sum over the group, written as a matmul with a lower-triangular mask (jnp.cumsum lowers to
    a call). Tokens past capacity are dropped, as in GShard/Switch.
    """
    import jax.numpy as jnp
    from jax import lax

    g, s, _ = x.shape
    experts = p[f"{prefix}.gate"].shape[1]
    probs = _softmax(jnp.einsum("gsh,he->gse", x, p[f"{prefix}.gate"]))
    remaining = probs
    tri = (
        lax.broadcasted_iota(jnp.int32, (s, s), 0) <= lax.broadcasted_iota(jnp.int32, (s, s), 1)
    ).astype(x.dtype)
    filled = jnp.zeros((g, 1, experts), x.dtype)
    combine = jnp.zeros((g, s, experts, capacity), x.dtype)
    for _ in range(top_k):
        best = jnp.max(remaining, axis=-1, keepdims=True)
        mask = (remaining >= best).astype(x.dtype)  # one-hot of the k-th choice (ties: rare)
        remaining = lax.select(mask > 0, jnp.full_like(remaining, -1.0), remaining)
        position = jnp.einsum("gse,st->gte", mask, tri) - 1.0 + filled
        mask = mask * (position < capacity).astype(x.dtype)
        filled = filled + jnp.sum(mask, axis=1, keepdims=True)
        slot = _one_hot(position.astype(jnp.int32), capacity, x.dtype)
        combine = combine + (probs * mask)[..., None] * slot
    dispatch = (combine > 0).astype(x.dtype)
    expert_in = jnp.einsum("gsec,gsh->egch", dispatch, x)
    hidden = _gelu(jnp.einsum("egch,ehf->egcf", expert_in, p[f"{prefix}.w1"]))
    expert_out = jnp.einsum("egcf,efh->egch", hidden, p[f"{prefix}.w2"])
    return jnp.einsum("gsec,egch->gsh", combine, expert_out)


# ---------------------------------------------------------------------------------------------
# families


def mlp(batch: int, hidden: int, layers: int, features: int, dtype: str) -> Model:
    """`layers` dense layers with GELU between them; regression loss (MSE)."""
    import jax.numpy as jnp

    sizes = [features] + [hidden] * (layers - 1) + [features]
    params = {f"l{i}.w": _sds((sizes[i], sizes[i + 1]), dtype) for i in range(layers)}
    params |= {f"l{i}.b": _sds((sizes[i + 1],), dtype) for i in range(layers)}
    batch_in = {"x": _sds((batch, features), dtype), "y": _sds((batch, features), dtype)}

    def forward(p: dict, b: dict) -> Any:
        h = b["x"]
        for i in range(layers):
            h = h @ p[f"l{i}.w"] + p[f"l{i}.b"]
            h = _gelu(h) if i < layers - 1 else h
        return h

    def loss(p: dict, b: dict) -> Any:
        d = forward(p, b) - b["y"]
        return jnp.mean(d * d)

    return Model(params, batch_in, {"x": 0, "y": 0}, forward, loss)


def _transformer_params(
    hidden: int, layers: int, vocab: int, seq: int, dtype: str, moe: dict | None
) -> dict[str, Any]:
    ffn = 4 * hidden
    params = {"wte": _sds((vocab, hidden), dtype), "wpe": _sds((seq, hidden), dtype)}
    params |= {"ln_f.scale": _sds((hidden,), dtype), "ln_f.bias": _sds((hidden,), dtype)}
    for i in range(layers):
        for ln in ("ln1", "ln2"):
            params[f"h{i}.{ln}.scale"] = _sds((hidden,), dtype)
            params[f"h{i}.{ln}.bias"] = _sds((hidden,), dtype)
        params[f"h{i}.attn.qkv"] = _sds((hidden, 3 * hidden), dtype)
        params[f"h{i}.attn.out"] = _sds((hidden, hidden), dtype)
        if moe is not None and i % 2 == 1:  # GShard: every other layer is an MoE layer
            e = moe["experts"]
            params[f"h{i}.moe.gate"] = _sds((hidden, e), dtype)
            params[f"h{i}.moe.w1"] = _sds((e, hidden, ffn), dtype)
            params[f"h{i}.moe.w2"] = _sds((e, ffn, hidden), dtype)
        else:
            params[f"h{i}.mlp.w1"] = _sds((hidden, ffn), dtype)
            params[f"h{i}.mlp.w2"] = _sds((ffn, hidden), dtype)
    return params


def transformer(
    batch: int,
    seq: int,
    hidden: int,
    layers: int,
    heads: int,
    vocab: int,
    dtype: str,
    moe: dict | None = None,
) -> Model:
    """GPT-style pre-LN decoder (tied embeddings); `moe` makes every other FFN an MoE layer."""
    if hidden % heads:
        raise ValueError(f"hidden {hidden} is not divisible by heads {heads}")
    params = _transformer_params(hidden, layers, vocab, seq, dtype, moe)
    batch_in = {"tokens": _sds((batch, seq), "int32"), "labels": _sds((batch, seq), "int32")}

    def forward(p: dict, b: dict) -> Any:
        import jax.numpy as jnp

        x = _embed(p["wte"], b["tokens"]) + p["wpe"][None]
        for i in range(layers):
            h = _layer_norm(x, p[f"h{i}.ln1.scale"], p[f"h{i}.ln1.bias"])
            x = x + _causal_attention(h, p, f"h{i}.attn", heads)
            h = _layer_norm(x, p[f"h{i}.ln2.scale"], p[f"h{i}.ln2.bias"])
            if f"h{i}.moe.gate" in p:
                x = x + _moe_ffn(h, p, f"h{i}.moe", moe["top_k"], moe["capacity"])
            else:
                x = x + _dense_ffn(h, p, f"h{i}.mlp")
        x = _layer_norm(x, p["ln_f.scale"], p["ln_f.bias"])
        return jnp.einsum("bsh,vh->bsv", x, p["wte"])

    def loss(p: dict, b: dict) -> Any:
        return _cross_entropy(forward(p, b), b["labels"])

    return Model(params, batch_in, {"tokens": 0, "labels": 0}, forward, loss)


def _conv(x: Any, w: Any, stride: int = 1) -> Any:
    from jax import lax

    return lax.conv_general_dilated(
        x, w, (stride, stride), "SAME", dimension_numbers=("NHWC", "HWIO", "NHWC")
    )


def _conv_block(x: Any, p: dict, prefix: str, stride: int = 1) -> Any:
    import jax.numpy as jnp

    h = _conv(x, p[f"{prefix}.w"], stride)
    return jnp.maximum(_layer_norm(h, p[f"{prefix}.scale"], p[f"{prefix}.bias"]), 0.0)


def _conv_params(name: str, cin: int, cout: int, k: int, dtype: str) -> dict[str, Any]:
    return {
        f"{name}.w": _sds((k, k, cin, cout), dtype),
        f"{name}.scale": _sds((cout,), dtype),
        f"{name}.bias": _sds((cout,), dtype),
    }


def wide_resnet(
    batch: int, image: int, channels: int, width: int, layers: int, classes: int, dtype: str
) -> Model:
    """Wide-ResNet: stem conv, `layers` residual blocks (two 3x3 convs each) at `width`
    channels, the middle one downsampling by 2, global average pool, dense classifier."""
    import jax.numpy as jnp

    params = _conv_params("stem", channels, width, 3, dtype)
    for i in range(layers):
        params |= _conv_params(f"b{i}.c1", width, width, 3, dtype)
        params |= _conv_params(f"b{i}.c2", width, width, 3, dtype)
    params["head.w"] = _sds((width, classes), dtype)
    batch_in = {"images": _sds((batch, image, image, channels), dtype)}
    batch_in["labels"] = _sds((batch,), "int32")
    down = layers // 2

    def forward(p: dict, b: dict) -> Any:
        x = _conv_block(b["images"], p, "stem")
        for i in range(layers):
            stride = 2 if i == down and layers > 1 else 1
            h = _conv_block(x, p, f"b{i}.c1", stride)
            h = _conv_block(h, p, f"b{i}.c2")
            x = h + (x[:, ::2, ::2, :] if stride == 2 else x)
        return jnp.mean(x, axis=(1, 2)) @ p["head.w"]

    def loss(p: dict, b: dict) -> Any:
        return _cross_entropy(forward(p, b), b["labels"])

    return Model(params, batch_in, {"images": 0, "labels": 0}, forward, loss)


def _upsample(x: Any) -> Any:
    """Nearest-neighbour 2x upsampling via broadcast + reshape (no resize library call)."""
    import jax.numpy as jnp

    b, h, w, c = x.shape
    return jnp.broadcast_to(x[:, :, None, :, None, :], (b, h, 2, w, 2, c)).reshape(
        b, 2 * h, 2 * w, c
    )


def unet(batch: int, image: int, channels: int, width: int, layers: int, dtype: str) -> Model:
    """U-Net: `layers` down blocks (conv + stride-2 conv, channels doubling), a bottleneck, and
    `layers` up blocks (upsample, concatenate the skip, conv); denoising MSE loss."""
    import jax.numpy as jnp

    if image % (2**layers):
        raise ValueError(f"image {image} is not divisible by 2**layers = {2**layers}")
    widths = [width * 2**i for i in range(layers + 1)]
    params = _conv_params("stem", channels, widths[0], 3, dtype)
    for i in range(layers):
        params |= _conv_params(f"down{i}.conv", widths[i], widths[i], 3, dtype)
        params |= _conv_params(f"down{i}.pool", widths[i], widths[i + 1], 3, dtype)
        params |= _conv_params(f"up{i}.conv", widths[i + 1] + widths[i], widths[i], 3, dtype)
    params |= _conv_params("mid", widths[-1], widths[-1], 3, dtype)
    params["out.w"] = _sds((1, 1, widths[0], channels), dtype)
    batch_in = {"images": _sds((batch, image, image, channels), dtype)}
    batch_in["targets"] = _sds((batch, image, image, channels), dtype)

    def forward(p: dict, b: dict) -> Any:
        x = _conv_block(b["images"], p, "stem")
        skips = []
        for i in range(layers):
            x = _conv_block(x, p, f"down{i}.conv")
            skips.append(x)
            x = _conv_block(x, p, f"down{i}.pool", stride=2)
        x = _conv_block(x, p, "mid")
        for i in reversed(range(layers)):
            x = jnp.concatenate([_upsample(x), skips[i]], axis=-1)
            x = _conv_block(x, p, f"up{i}.conv")
        return _conv(x, p["out.w"])

    def loss(p: dict, b: dict) -> Any:
        d = forward(p, b) - b["targets"]
        return jnp.mean(d * d)

    return Model(params, batch_in, {"images": 0, "targets": 0}, forward, loss)


# ---------------------------------------------------------------------------------------------
# inference and training-step wrappers


def inference_fn(model: Model) -> tuple[Callable, tuple[Any, ...], list[int | None]]:
    """`(fn, abstract args, batch dim per flattened argument)` of the forward pass."""
    args = (model.params, model.batch)
    batch_dims = [None] * len(model.params) + [model.batch_dims[k] for k in sorted(model.batch)]
    return model.forward, args, batch_dims


def train_fn(model: Model) -> tuple[Callable, tuple[Any, ...], list[int | None]]:
    """`(fn, abstract args, batch dim per flattened argument)` of one Adam training step.

    Arguments: params, Adam first and second moments (same shapes), the step count (f32 scalar,
    for bias correction), the batch. Returns new params, moments and the loss.
    """
    import jax
    import jax.numpy as jnp

    def step(params: dict, m: dict, v: dict, count: Any, batch: dict) -> Any:
        loss, grads = jax.value_and_grad(model.loss)(params, batch)
        b1, b2, lr, eps = ADAM["b1"], ADAM["b2"], ADAM["lr"], ADAM["eps"]
        t = count + 1.0
        new_m = {k: b1 * m[k] + (1 - b1) * grads[k] for k in params}
        new_v = {k: b2 * v[k] + (1 - b2) * grads[k] * grads[k] for k in params}
        scale = lr * jnp.sqrt(1 - b2**t) / (1 - b1**t)
        new_p = {k: params[k] - scale * new_m[k] / (jnp.sqrt(new_v[k]) + eps) for k in params}
        return new_p, new_m, new_v, loss

    n = len(model.params)
    count = _sds((), "float32")
    args = (model.params, model.params, model.params, count, model.batch)
    batch_dims = [None] * (3 * n + 1) + [model.batch_dims[k] for k in sorted(model.batch)]
    return step, args, batch_dims
