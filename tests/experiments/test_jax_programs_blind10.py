"""The tenth blind corpus (experiments/jax_programs_blind10.py): every case traces on its mesh,
declares the argument shapes, dtypes and shardings it says, contains the op family it was
written for, and the hand-written pieces (grouped-query attention with rotary embeddings under
remat, Lion, grouped and depthwise convs, max pooling, noise-free DP-SGD clipping, gradient
reversal, block-local attention over packed segments, the CLIP loss and LAMB, batched GP
regression, the associative-scan minGRU, 3-D convs, loss scaling, two-batch-dim einsums,
mixture-of-depths routing and Adafactor, hashed features with searchsorted, bincount and a
straight-through int4 quantiser, remat stages, the transposed conv, variable-length attention)
compute what they claim, against numpy references."""

from __future__ import annotations

import math

import jax
import jax.numpy as jnp
import numpy as np
import pytest
from jax.sharding import PartitionSpec as P
from numpy.lib.stride_tricks import sliding_window_view
from shardsat.experiments import jax_programs_blind10 as b10

from shardsat.api import parse_mesh_axes
from tests.corpus_checks import (
    DEFAULT_MESH,
    case_jax_mesh,
    case_jaxpr,
    cases_on_zeros,
    check_corpus_shardings,
    check_primitives,
    equations,
    float64s,
    mesh_context,
    normal_array,
    primitives,
    sharding_constraints,
    tree_float64,
)

NO_SHARDINGS = {
    "video-conv3d-strided-maxpool3d-classifier-unsharded",
    "varlen-cu-seqlens-searchsorted-rope-segment-causal-unsharded",
}
MESHES = ("data=4,model=2", "data=8", "fsdp=4,tp=2", "pipe=2,data=2,model=2")
"""The corpus's meshes, four cases each, all of 8 devices."""


@pytest.fixture(scope="module")
def cases():
    return cases_on_zeros(b10, b10.blind10)


@pytest.fixture(scope="module")
def jaxprs(cases):
    return {name: case_jaxpr(case) for name, case in cases.items()}


# --- numpy references -----------------------------------------------------------------------


def _np_ln(h):
    mu = h.mean(-1, keepdims=True)
    return (h - mu) / np.sqrt(((h - mu) ** 2).mean(-1, keepdims=True) + 1e-5)


def _np_softmax(s):
    e = np.exp(s - s.max(-1, keepdims=True))
    return e / e.sum(-1, keepdims=True)


def _np_gelu(h):
    return 0.5 * h * (1 + np.tanh(np.sqrt(2 / np.pi) * (h + 0.044715 * h**3)))


def _np_rope(x, pos):
    half = x.shape[-1] // 2
    ang = np.asarray(pos, np.float64)[..., None, None] / 10000.0 ** (np.arange(half) / half)
    x1, x2 = x[..., :half], x[..., half:]
    return np.concatenate(
        [x1 * np.cos(ang) - x2 * np.sin(ang), x1 * np.sin(ang) + x2 * np.cos(ang)], -1
    )


def _same_pads(sizes, window, strides):
    """SAME padding (lo, hi) per spatial dim."""
    pads = []
    for n, k, s in zip(sizes, window, strides, strict=True):
        total = max((math.ceil(n / s) - 1) * s + k - n, 0)
        pads.append((total // 2, total - total // 2))
    return pads


def _np_windows(x, window, strides, fill):
    """[b, *out, c, *window] SAME windows of a channels-last x."""
    spatial = tuple(range(1, x.ndim - 1))
    pads = _same_pads(x.shape[1:-1], window, strides)
    xp = np.pad(x, [(0, 0), *pads, (0, 0)], constant_values=fill)
    w = sliding_window_view(xp, window, axis=spatial)
    return w[(slice(None), *(slice(None, None, s) for s in strides))]


def _np_conv(x, k, strides=None, groups=1):
    """SAME channels-last convolution (kernel [*window, in / groups, out])."""
    window, nd = k.shape[:-2], k.ndim - 2
    strides = strides or (1,) * nd
    w = _np_windows(x, window, strides, 0.0)
    letters = "ijk"[:nd]
    spec = f"b{'xyz'[:nd]}c{letters},{letters}co->b{'xyz'[:nd]}o"
    cin, cout = k.shape[-2], k.shape[-1] // groups
    outs = [
        np.einsum(spec, w[..., g * cin : (g + 1) * cin, *([slice(None)] * nd)],
                  k[..., g * cout : (g + 1) * cout])
        for g in range(groups)
    ]  # fmt: skip
    return np.concatenate(outs, -1)


def _np_max_pool(x, window, strides):
    w = _np_windows(x, window, strides, -np.inf)
    return w.max(axis=tuple(range(x.ndim, w.ndim)))


def _np_xent(logits, labels):
    lse = np.log(np.exp(logits - logits.max(-1, keepdims=True)).sum(-1)) + logits.max(-1)
    return lse - logits[np.arange(len(labels)), labels]


# --- the corpus as declared -----------------------------------------------------------------


def test_corpus_names_and_meshes(cases):
    assert len(cases) == 16
    meshes = [case.mesh for case in cases.values()]
    assert DEFAULT_MESH not in meshes and None not in meshes
    assert {m: meshes.count(m) for m in MESHES} == dict.fromkeys(MESHES, 4)
    for mesh in MESHES:
        assert math.prod(a.size for a in parse_mesh_axes(mesh).axes) == 8
    assert cases["gqa-rope-remat-dots-policy-scan-4-layers-lion-donated"].mesh == "data=4,model=2"
    assert cases["mingru-associative-scan-cummax-time8-step"].mesh == "data=8"
    assert cases["einsum-two-batch-dims-contract-fsdp-tp-merge-split-step"].mesh == "fsdp=4,tp=2"
    assert (
        cases["pipe-stacked-stages-remat-nothing-saveable-batch-data-model-step"].mesh
        == "pipe=2,data=2,model=2"
    )
    donated = {name for name, case in cases.items() if case.donate_argnums}
    assert donated == {
        "gqa-rope-remat-dots-policy-scan-4-layers-lion-donated",
        "clip-strided-dwconv-image-bag-text-temperature-lamb-donated",
        "bf16-compute-f32-master-dynamic-loss-scale-donated",
        "mod-argsort-take-along-scatter-back-adafactor-capacity6-uneven-donated",
        "dpsgd-embedding-bag-vmap-clip-momentum-donated-3axis",
    }
    assert all(cases[n].donate_argnums == (0, 1) for n in donated)


def test_declared_shapes_and_dtypes(cases):
    lion = cases["gqa-rope-remat-dots-policy-scan-4-layers-lion-donated"]
    assert lion.args[0]["wk"].shape == (4, 32, 16) and lion.args[2].shape == (8, 16, 32)
    packed = cases["packed-segments-cummax-positions-block-local-attention-eval"]
    seg = np.asarray(packed.args[2])
    assert seg.shape == (8, 32) and seg.dtype == np.int32 and seg.max() >= 4
    assert all(np.all(np.diff(row[row > 0]) >= 0) and row[0] == 1 for row in seg)
    assert (seg == 0).any() and np.all(np.diff((seg == 0).astype(int), axis=1) >= 0)  # tails
    clip = cases["clip-strided-dwconv-image-bag-text-temperature-lamb-donated"]
    assert clip.args[0]["dw"].shape == (3, 3, 1, 16) and clip.args[0]["embed"].shape == (128, 32)
    assert clip.args[4].tolist() == [1] * 16 and float(
        clip.args[0]["logit_scale"]
    ) == pytest.approx(2.659)
    assert clip.args[1]["t"].shape == () and clip.args[1]["m"]["embed"].shape == (128, 32)
    gp = cases["gp-tasks16-batched-cholesky-trisolve-hyper-step-posterior"]
    assert [a.shape for a in gp.args] == [(16, 3), (16, 24, 3), (16, 24), (16, 8, 3)]
    video = cases["video-conv3d-strided-maxpool3d-classifier-unsharded"]
    assert video.args[1].shape == (4, 8, 16, 16, 3) and video.args[0]["k1"].ndim == 5
    bf16 = cases["bf16-compute-f32-master-dynamic-loss-scale-donated"]
    assert {str(a.dtype) for a in jax.tree.leaves(bf16.args[0])} == {"float32"}
    assert float(bf16.args[1]["scale"]) == 2.0**15 and bf16.args[1]["good"].dtype == np.int32
    mod = cases["mod-argsort-take-along-scatter-back-adafactor-capacity6-uneven-donated"]
    assert mod.args[1]["w1_0"]["vr"].shape == (32,) and mod.args[1]["w1_0"]["vc"].shape == (64,)
    assert mod.args[1]["router1"]["v"].shape == (32,) and mod.args[1]["t"].shape == ()
    hashed = cases["hashed-bigram-uint32-searchsorted-bincount-ste-int4-step"]
    assert hashed.args[1].dtype == np.int32 and hashed.args[1].shape == (32, 16)
    assert np.all(np.diff(np.asarray(hashed.args[3])) > 0) and hashed.args[3].shape == (7,)
    assert hashed.args[0]["price_emb"].shape == (8, 16)  # len(bounds) + 1 buckets
    varlen = cases["varlen-cu-seqlens-searchsorted-rope-segment-causal-unsharded"]
    assert varlen.args[2].tolist() == [0, 10, 27, 40, 64] and varlen.args[1].shape == (64, 32)
    bag = cases["dpsgd-embedding-bag-vmap-clip-momentum-donated-3axis"]
    assert bag.args[2].shape == (16, 8) and bag.args[1]["embed"].shape == (64, 16)


def test_in_shardings_name_axes_of_their_mesh(cases):
    check_corpus_shardings(cases, NO_SHARDINGS)
    pipe = cases["pipe-stacked-stages-remat-nothing-saveable-batch-data-model-step"]
    assert pipe.in_shardings[1] == P(("data", "model"), None)
    assert pipe.in_shardings[0]["stages"]["w1"] == P("pipe", None, "model")
    einsum = cases["einsum-two-batch-dims-contract-fsdp-tp-merge-split-step"]
    assert einsum.in_shardings[1] == P(None, None, None, ("fsdp", "tp"))
    clip = cases["clip-strided-dwconv-image-bag-text-temperature-lamb-donated"]
    assert clip.in_shardings[0]["embed"] == P("data", None)
    assert clip.in_shardings[1]["m"]["embed"] == P("data", None)
    mod = cases["mod-argsort-take-along-scatter-back-adafactor-capacity6-uneven-donated"]
    assert mod.in_shardings[1]["w2_1"] == {"vr": P("tp"), "vc": None}
    for name, case in cases.items():  # every spec divides the dim it splits
        if case.in_shardings is None:
            continue
        mesh = dict((a.name, a.size) for a in parse_mesh_axes(case.mesh).axes)
        specs = jax.tree.leaves(case.in_shardings, is_leaf=lambda s: isinstance(s, P) or s is None)
        for spec, arg in zip(specs, jax.tree.leaves(case.args), strict=True):
            for dim, axes in zip(arg.shape, spec or (), strict=False):
                ways = math.prod(mesh[a] for a in jax.tree.leaves(axes)) if axes else 1
                assert dim % ways == 0, (name, arg.shape, spec)


def test_each_case_traces_with_its_op_family(jaxprs):
    expected = {
        "gqa-rope-remat-dots-policy-scan-4-layers-lion-donated": {"remat2", "scan", "sign", "cos"},
        "dpsgd-grouped-conv-overlap-maxpool-vmap-clip-mean-step": {
            "conv_general_dilated",
            "reduce_window_max",
            "select_and_scatter_add",
            "sqrt",
        },
        "gradient-reversal-custom-vjp-dann-classes5-uneven-step": {
            "sharding_constraint",
            "concatenate",
            "log1p",
        },
        "packed-segments-cummax-positions-block-local-attention-eval": {"cummax", "gather", "sin"},
        "clip-strided-dwconv-image-bag-text-temperature-lamb-donated": {
            "conv_general_dilated",
            "gather",
            "scatter-add",
            "sqrt",
        },
        "gp-tasks16-batched-cholesky-trisolve-hyper-step-posterior": {
            "cholesky",
            "triangular_solve",
            "log",
        },
        "mingru-associative-scan-cummax-time8-step": {"logistic", "pad", "slice", "concatenate"},
        "video-conv3d-strided-maxpool3d-classifier-unsharded": {
            "conv_general_dilated",
            "reduce_window_max",
            "select_and_scatter_add",
        },
        "bf16-compute-f32-master-dynamic-loss-scale-donated": {
            "convert_element_type",
            "is_finite",
            "reduce_and",
        },
        "einsum-two-batch-dims-contract-fsdp-tp-merge-split-step": {
            "dot_general",
            "reshape",
            "sharding_constraint",
        },
        "mod-argsort-take-along-scatter-back-adafactor-capacity6-uneven-donated": {
            "sort",
            "gather",
            "scatter-add",
            "rsqrt",
            "sharding_constraint",
        },
        "hashed-bigram-uint32-searchsorted-bincount-ste-int4-step": {
            "xor",
            "shift_left",
            "shift_right_logical",
            "custom_vjp_call",
            "round",
            "scatter-add",
        },
        "pipe-stacked-stages-remat-nothing-saveable-batch-data-model-step": {"remat2", "scan"},
        "conv-autoencoder-strided-maxpool-conv-transpose-rgb3-uneven-step": {
            "conv_general_dilated",
            "reduce_window_max",
            "select_and_scatter_add",
            "sharding_constraint",
        },
        "varlen-cu-seqlens-searchsorted-rope-segment-causal-unsharded": {"gather", "cos", "le"},
        "dpsgd-embedding-bag-vmap-clip-momentum-donated-3axis": {"gather", "scatter-add", "sqrt"},
    }
    check_primitives(expected, jaxprs)


def test_op_parameters(jaxprs):
    """Remat policies, scan lengths, conv groups, strides and dilations, einsum batch dims,
    dtypes, and the (uneven) constraints' specs and shapes."""
    lion = jaxprs["gqa-rope-remat-dots-policy-scan-4-layers-lion-donated"]
    assert {e.params["length"] for e in equations(lion, "scan")} == {4}
    assert {type(e.params["policy"]).__name__ for e in equations(lion, "remat2")} == {
        "DotsSaveable"
    }
    pipe = jaxprs["pipe-stacked-stages-remat-nothing-saveable-batch-data-model-step"]
    assert {e.params["policy"].__name__ for e in equations(pipe, "remat2")} == {"nothing_saveable"}
    assert {e.params["length"] for e in equations(pipe, "scan")} == {4}
    dp = jaxprs["dpsgd-grouped-conv-overlap-maxpool-vmap-clip-mean-step"]
    assert 4 in {e.params["feature_group_count"] for e in equations(dp, "conv_general_dilated")}
    assert {e.params["window_dimensions"] for e in equations(dp, "reduce_window_max")} == {
        (1, 1, 3, 3, 1)  # vmapped: the example dim in front
    }
    clip = jaxprs["clip-strided-dwconv-image-bag-text-temperature-lamb-donated"]
    convs = equations(clip, "conv_general_dilated")
    assert 16 in {e.params["feature_group_count"] for e in convs}
    assert (2, 2) in {e.params["window_strides"] for e in convs}
    video = jaxprs["video-conv3d-strided-maxpool3d-classifier-unsharded"]
    assert {e.invars[0].aval.ndim for e in equations(video, "conv_general_dilated")} == {5}
    assert [e.params["window_strides"] for e in equations(video, "reduce_window_max")] == [
        (1, 2, 2, 2, 1)
    ]
    auto = jaxprs["conv-autoencoder-strided-maxpool-conv-transpose-rgb3-uneven-step"]
    assert (2, 2) in {e.params["lhs_dilation"] for e in equations(auto, "conv_general_dilated")}
    assert sharding_constraints(auto) == {((("pipe", "data"), None, None, "model"), (8, 16, 16, 3))}
    assert sharding_constraints(
        jaxprs["gradient-reversal-custom-vjp-dann-classes5-uneven-step"]
    ) == {(("data", "model"), (32, 5))}
    mod = jaxprs["mod-argsort-take-along-scatter-back-adafactor-capacity6-uneven-donated"]
    assert sharding_constraints(mod) == {((None, "fsdp", None), (8, 6, 32))}
    assert {e.params["num_keys"] for e in equations(mod, "sort")} == {1}
    einsum = jaxprs["einsum-two-batch-dims-contract-fsdp-tp-merge-split-step"]
    batch_dims = {
        len(e.params["dimension_numbers"][1][0]) for e in equations(einsum, "dot_general")
    }
    assert 2 in batch_dims
    assert sharding_constraints(einsum) == {
        ((("fsdp", "tp"),), (32, 8, 64)),
        ((None, None, "fsdp", "tp"), (32, 8, 8, 8)),
    }
    bf16 = jaxprs["bf16-compute-f32-master-dynamic-loss-scale-donated"]
    assert "bfloat16" in {str(e.invars[0].aval.dtype) for e in equations(bf16, "dot_general")}
    gp = jaxprs["gp-tasks16-batched-cholesky-trisolve-hyper-step-posterior"]
    assert {e.outvars[0].aval.shape for e in equations(gp, "cholesky")} == {(16, 24, 24)}
    hashed = jaxprs["hashed-bigram-uint32-searchsorted-bincount-ste-int4-step"]
    assert "uint32" in {str(e.outvars[0].aval.dtype) for e in equations(hashed, "xor")}


def test_loss_jaxprs_hold_the_custom_vjps_and_cummax(cases):
    """The step's gradient inlines some rules, so these are checked on the losses."""
    with mesh_context("data=4,model=2"):
        case = cases["gradient-reversal-custom-vjp-dann-classes5-uneven-step"]
        dann = jax.make_jaxpr(b10._dann_loss)(*case.args).jaxpr
    assert "custom_vjp_call" in primitives(dann)
    case = cases["mingru-associative-scan-cummax-time8-step"]
    assert "cummax" in primitives(jax.make_jaxpr(b10._mingru_loss)(*case.args).jaxpr)


def test_cases_output_shapes(cases):
    shapes = {}
    for name, case in cases.items():
        with jax.set_mesh(case_jax_mesh(case)):
            shapes[name] = jax.eval_shape(case.fn, *case.args)
    _, momentum, loss = shapes["gqa-rope-remat-dots-policy-scan-4-layers-lion-donated"]
    assert momentum["w2"].shape == (4, 64, 32) and loss.shape == ()
    out, pos = shapes["packed-segments-cummax-positions-block-local-attention-eval"]
    assert out.shape == (8, 32, 32) and pos.shape == (8, 32) and pos.dtype == np.int32
    hyper, nll, mean, var = shapes["gp-tasks16-batched-cholesky-trisolve-hyper-step-posterior"]
    assert hyper.shape == (16, 3) and nll.shape == (16,) and mean.shape == var.shape == (16, 8)
    master, scaler, _ = shapes["bf16-compute-f32-master-dynamic-loss-scale-donated"]
    assert master["w1"].dtype == np.float32 and scaler["good"].dtype == np.int32
    _, opt, _ = shapes["mod-argsort-take-along-scatter-back-adafactor-capacity6-uneven-donated"]
    assert opt["w2_0"]["vr"].shape == (64,) and opt["router0"]["v"].shape == (32,)
    hidden, logits = shapes["varlen-cu-seqlens-searchsorted-rope-segment-causal-unsharded"]
    assert hidden.shape == (64, 32) and logits.shape == (4, 10)
    _, velocity, _, norms = shapes["dpsgd-embedding-bag-vmap-clip-momentum-donated-3axis"]
    assert velocity["embed"].shape == (64, 16) and norms.shape == (16,)
    _, dp_loss, frac = shapes["dpsgd-grouped-conv-overlap-maxpool-vmap-clip-mean-step"]
    assert dp_loss.shape == frac.shape == ()


# --- the hand-written pieces ----------------------------------------------------------------


def _np_gqa_layer(h, w, heads=4, kv=2):
    b, s, d = h.shape
    hd, group = d // heads, heads // kv
    z = _np_ln(h)
    q = _np_rope((z @ w["wq"]).reshape(b, s, heads, hd), np.arange(s))
    k = _np_rope((z @ w["wk"]).reshape(b, s, kv, hd), np.arange(s))
    v = (z @ w["wv"]).reshape(b, s, kv, hd)
    out = np.zeros((b, s, heads, hd))
    causal = np.tril(np.ones((s, s), bool))
    for hh in range(heads):
        sc = np.einsum("bqd,btd->bqt", q[:, :, hh], k[:, :, hh // group]) / np.sqrt(hd)
        a = _np_softmax(np.where(causal, sc, -np.inf))
        out[:, :, hh] = np.einsum("bqt,btd->bqd", a, v[:, :, hh // group])
    h = h + out.reshape(b, s, d) @ w["wo"]
    return h + _np_gelu(_np_ln(h) @ w["w1"]) @ w["w2"]


def _stacked(seed, layers=2, d=16):
    shapes = {"wq": (d, d), "wk": (d, d // 2), "wv": (d, d // 2), "wo": (d, d),
              "w1": (d, 2 * d), "w2": (2 * d, d)}  # fmt: skip
    return {n: normal_array(seed + i, layers, *s) * 0.3 for i, (n, s) in enumerate(shapes.items())}


def test_gqa_rope_layer_and_remat_scan_and_lion():
    stacked, x, y = _stacked(1), normal_array(10, 2, 5, 16), normal_array(11, 2, 5, 16)
    sn, xn = tree_float64(stacked), float64s(x)[0]
    h = xn
    for i in range(2):
        h = _np_gqa_layer(h, {n: a[i] for n, a in sn.items()})

    def plain(st, x, y):  # the same layers without remat or scan
        for i in range(2):
            x = b10._gqa_rope_layer(x, {n: a[i] for n, a in st.items()})
        return jnp.mean((x - y) ** 2)

    zeros = jax.tree.map(jnp.zeros_like, stacked)
    new, momentum, lion_loss = jax.jit(b10._lion_step)(stacked, zeros, x, y)
    np.testing.assert_allclose(lion_loss, np.mean((h - float64s(y)[0]) ** 2), rtol=1e-5)
    grads = jax.jit(jax.grad(plain))(stacked, x, y)  # the remat scan's are momentum / 0.01
    for n in stacked:  # first step: sign(0.1 g) = sign(g)
        w, g = np.asarray(stacked[n]), np.asarray(grads[n])
        # atol: float32 rounding of near-zero gradients (1.2e-9 on AMD EPYC), values ~1e-2
        np.testing.assert_allclose(momentum[n], 0.01 * g, rtol=1e-4, atol=1e-8)
        np.testing.assert_allclose(new[n], w - 1e-3 * (np.sign(g) + 0.01 * w), rtol=1e-5, atol=1e-6)


def test_rope_scores_depend_on_offsets_only():
    q, k = normal_array(12, 1, 1, 1, 8), normal_array(13, 1, 1, 1, 8)

    def score(i, j):
        return float(jnp.sum(b10._rope(q, jnp.asarray([i])) * b10._rope(k, jnp.asarray([j]))))

    assert score(5, 2) == pytest.approx(score(13, 10), rel=1e-4)
    assert score(0, 0) == pytest.approx(float(jnp.sum(q * k)), rel=1e-5)
    np.testing.assert_allclose(
        b10._rope(q, jnp.asarray([3])), _np_rope(float64s(q)[0], [3]), rtol=1e-5
    )


def test_grouped_conv_max_pool_and_dp_clipping():
    p = {
        "k1": normal_array(14, 3, 3, 4, 16) * 0.3,
        "k2": normal_array(15, 3, 3, 4, 16) * 0.3,
        "head": normal_array(16, 3 * 3 * 16, 10) * 0.1,
    }
    x, labels = normal_array(17, 3, 6, 6, 4), jnp.asarray([1, 7, 3])
    pn, xn = tree_float64(p), float64s(x)[0]
    h = np.maximum(_np_conv(xn, pn["k1"]), 0)
    h = np.maximum(_np_conv(h, pn["k2"], groups=4), 0)
    pooled = _np_max_pool(h, (3, 3), (2, 2))
    assert pooled.shape == (3, 3, 3, 16)
    logits = pooled.reshape(3, -1) @ pn["head"]
    got = jax.jit(jax.vmap(b10._grouped_conv_logits, (None, 0)))(p, x)
    np.testing.assert_allclose(got, logits, rtol=1e-4, atol=1e-5)
    # an unbounded clip is plain SGD on the mean loss; a tiny one clips every example
    step = jax.jit(b10._dp_conv_step, static_argnames="clip")
    new, loss, frac = step(p, x, labels, clip=1e9)
    np.testing.assert_allclose(loss, _np_xent(logits, np.asarray(labels)).mean(), rtol=1e-5)

    def mean_loss(p):
        return jnp.mean(jax.vmap(b10._grouped_conv_loss_one, (None, 0, 0))(p, x, labels))

    grads = jax.jit(jax.grad(mean_loss))(p)
    assert float(frac) == 0.0
    for n in p:
        np.testing.assert_allclose(new[n], p[n] - 0.1 * grads[n], rtol=1e-4, atol=1e-6)
    new, _, frac = step(p, x, labels, clip=1e-3)
    moved = math.sqrt(sum(float(jnp.sum((new[n] - p[n]) ** 2)) for n in p)) / 0.1
    assert float(frac) == 1.0 and moved <= 1e-3 * (1 + 1e-4)
    assert moved > 0.5e-3  # the clipped gradients point roughly the same way


def test_gradient_reversal_flips_only_the_domain_gradient_of_the_features():
    p = {
        "f1": normal_array(18, 6, 8) * 0.4,
        "f2": normal_array(19, 8, 8) * 0.4,
        "cls": normal_array(20, 8, 5) * 0.4,
        "d1": normal_array(21, 8, 4) * 0.4,
        "d2": normal_array(22, 4, 1) * 0.4,
    }
    xs, ys, xt = normal_array(23, 4, 6), jnp.asarray([0, 4, 2, 1]), normal_array(24, 4, 6) + 0.5
    rev = b10._grad_reverse()
    x = normal_array(25, 3)
    np.testing.assert_array_equal(rev(x, 0.5), x)
    np.testing.assert_allclose(jax.grad(lambda x: jnp.sum(rev(x, 0.5) * x))(x), 0.5 * x)

    def parts(p):
        f = jax.nn.relu(jax.nn.relu(jnp.concatenate([xs, xt]) @ p["f1"]) @ p["f2"])
        task = b10._xent(f[:4] @ p["cls"], ys)
        d = (jnp.tanh(f @ p["d1"]) @ p["d2"])[:, 0]
        dom = jnp.concatenate([jnp.zeros(4), jnp.ones(4)])
        return task, jnp.mean(jax.nn.softplus(d) - dom * d)

    with mesh_context("data=4,model=2"):
        loss, grads = jax.jit(jax.value_and_grad(b10._dann_loss))(p, xs, ys, xt)
    task, domain = jax.jit(parts)(p)
    g_task, g_dom = jax.jit(jax.jacrev(parts))(p)
    np.testing.assert_allclose(loss, task + domain, rtol=1e-6)
    for n in ("f1", "f2"):
        np.testing.assert_allclose(grads[n], g_task[n] - 0.5 * g_dom[n], rtol=1e-4, atol=1e-6)
    for n in ("d1", "d2"):
        np.testing.assert_allclose(grads[n], g_dom[n], rtol=1e-5, atol=1e-7)


def test_segment_positions_and_block_local_attention():
    seg = jnp.asarray(b10._packed_segment_ids(26, 3, 16))
    pos = np.asarray(b10._segment_positions(seg))
    sn = np.asarray(seg)
    for r in range(3):
        for i in range(16):
            start = i
            while start > 0 and sn[r, start - 1] == sn[r, i]:
                start -= 1
            assert pos[r, i] == i - start
    p = {w: normal_array(27 + i, 16, 16) * 0.3 for i, w in enumerate(("wq", "wk", "wv", "wo"))}
    x = normal_array(31, 3, 16, 16)
    out, got_pos = jax.jit(lambda p, x, s: b10._block_local_attention(p, x, s, block=4))(p, x, seg)
    np.testing.assert_array_equal(got_pos, pos)
    pn, xn = tree_float64(p), float64s(x)[0]
    z = _np_ln(xn)
    q, k, v = ((z @ pn[w]).reshape(3, 16, 4, 4) for w in ("wq", "wk", "wv"))
    q, k = _np_rope(q, pos), _np_rope(k, pos)
    i, j = np.arange(16)[:, None], np.arange(16)[None, :]
    window = (j <= i) & (j // 4 >= i // 4 - 1)
    expected = np.zeros_like(xn)
    for r in range(3):
        mask = window & (sn[r][:, None] == sn[r][None, :])
        s = np.einsum("qhd,khd->hqk", q[r], k[r]) / 2.0
        o = np.einsum("hqk,khd->qhd", _np_softmax(np.where(mask, s, -np.inf)), v[r])
        expected[r] = (xn[r] + o.reshape(16, 16) @ pn["wo"]) * (sn[r] != 0)[:, None]
    np.testing.assert_allclose(out, expected, rtol=1e-4, atol=1e-5)


def _clip_params(seed):
    return {
        "k1": normal_array(seed, 3, 3, 3, 8) * 0.3,
        "dw": normal_array(seed + 1, 3, 3, 1, 8) * 0.3,
        "img_proj": normal_array(seed + 2, 8, 6) * 0.3,
        "embed": normal_array(seed + 3, 20, 6) * 0.3,
        "txt1": normal_array(seed + 4, 6, 6) * 0.3,
        "txt2": normal_array(seed + 5, 6, 6) * 0.3,
        "logit_scale": jnp.float32(2.659),
    }


def test_clip_loss_and_lamb_first_step():
    p = _clip_params(32)
    images, tokens = normal_array(38, 4, 8, 8, 3), jnp.asarray(np.arange(20).reshape(4, 5))
    lengths = jnp.asarray([1, 5, 3, 2])
    pn = tree_float64(p)
    h = np.maximum(_np_conv(float64s(images)[0], pn["k1"], strides=(2, 2)), 0)
    h = np.maximum(_np_conv(h, pn["dw"], groups=8), 0)
    u = h.mean((1, 2)) @ pn["img_proj"]
    bag = np.stack(
        [pn["embed"][np.asarray(tokens)[r, : int(lengths[r])]].mean(0) for r in range(4)]
    )
    v = np.tanh(bag @ pn["txt1"]) @ pn["txt2"]
    u, v = (t / np.linalg.norm(t, axis=-1, keepdims=True) for t in (u, v))
    logits = math.exp(2.659) * u @ v.T
    expected = 0.5 * (
        _np_xent(logits, np.arange(4)).mean() + _np_xent(logits.T, np.arange(4)).mean()
    )
    loss, grads = jax.jit(jax.value_and_grad(b10._clip_loss))(p, images, tokens, lengths)
    np.testing.assert_allclose(loss, expected, rtol=1e-4)
    zeros = jax.tree.map(jnp.zeros_like, p)
    new, opt, loss2 = jax.jit(b10._clip_lamb_step)(
        p, {"m": zeros, "v": zeros, "t": jnp.float32(0.0)}, images, tokens, lengths
    )
    assert float(opt["t"]) == 1.0 and float(loss2) == pytest.approx(float(loss), rel=1e-6)
    for n in p:  # first step: m / c1 = g, v / c2 = g^2
        w, g = float64s(p[n], grads[n])
        r = g / (np.abs(g) + 1e-6) + 0.01 * w
        trust = np.linalg.norm(w) / np.linalg.norm(r)
        np.testing.assert_allclose(new[n], w - 0.01 * trust * r, rtol=1e-4, atol=1e-6)


def _np_gp(hyper, x, y, xs):
    ell, sig, noise = np.exp(hyper)
    sq = ((x[:, None] - x[None]) ** 2).sum(-1)
    k = sig**2 * np.exp(-0.5 * sq / ell**2) + (noise**2 + 1e-4) * np.eye(len(x))
    chol = np.linalg.cholesky(k)
    alpha = np.linalg.solve(k, y)
    nll = 0.5 * y @ alpha + np.log(np.diag(chol)).sum() + 0.5 * len(x) * np.log(2 * np.pi)
    ks = sig**2 * np.exp(-0.5 * ((x[:, None] - xs[None]) ** 2).sum(-1) / ell**2)
    return nll, ks.T @ alpha, sig**2 - np.einsum("nm,nm->m", ks, np.linalg.solve(k, ks))


def test_gp_step_and_posterior_equal_numpy():
    hyper = normal_array(40, 3, 3) * 0.2
    x, y, xs = normal_array(41, 3, 7, 2), normal_array(42, 3, 7), normal_array(43, 3, 4, 2)
    new, nll, mean, var = jax.jit(b10._gp_step_predict)(hyper, x, y, xs)
    hn, xn, yn, xsn = float64s(hyper, x, y, xs)
    for t in range(3):
        expected_nll, _, _ = _np_gp(hn[t], xn[t], yn[t], xsn[t])
        np.testing.assert_allclose(nll[t], expected_nll, rtol=1e-4)
        grad = np.zeros(3)
        for i in range(3):  # central differences of the numpy NLL
            e = np.eye(3)[i] * 1e-4
            grad[i] = (_np_gp(hn[t] + e, xn[t], yn[t], xsn[t])[0]
                       - _np_gp(hn[t] - e, xn[t], yn[t], xsn[t])[0]) / 2e-4  # fmt: skip
        np.testing.assert_allclose(new[t], hn[t] - 0.01 * grad, rtol=1e-4, atol=1e-6)
        _, expected_mean, expected_var = _np_gp(
            np.asarray(new[t], np.float64), xn[t], yn[t], xsn[t]
        )
        np.testing.assert_allclose(mean[t], expected_mean, rtol=1e-3, atol=1e-4)
        np.testing.assert_allclose(var[t], expected_var, rtol=1e-3, atol=1e-4)
    assert np.all(np.asarray(var) > 0)


def test_mingru_associative_scan_equals_a_loop():
    x, y = normal_array(44, 2, 11, 3), normal_array(45, 2, 11, 4)
    p = {
        "wz": normal_array(46, 3, 4),
        "wh": normal_array(47, 3, 4),
        "mix": normal_array(48, 8, 5) * 0.4,
        "out": normal_array(49, 5, 4) * 0.4,
    }
    pn, xn = tree_float64(p), float64s(x)[0]
    z = 1 / (1 + np.exp(-(xn @ pn["wz"])))
    cand, h, states = xn @ pn["wh"], np.zeros((2, 4)), []
    for t in range(11):
        h = (1 - z[:, t]) * h + z[:, t] * cand[:, t]
        states.append(h)
    hs = np.stack(states, 1)
    np.testing.assert_allclose(b10._mingru(x, p["wz"], p["wh"]), hs, rtol=1e-5, atol=1e-6)
    feats = _np_ln(np.concatenate([hs, np.maximum.accumulate(hs, axis=1)], -1) @ pn["mix"])
    expected = np.mean((feats @ pn["out"] - float64s(y)[0]) ** 2)
    np.testing.assert_allclose(jax.jit(b10._mingru_loss)(p, x, y), expected, rtol=1e-5)


def test_video_conv3d_and_pool3d_equal_numpy():
    p = {
        "k1": normal_array(50, 3, 3, 3, 3, 4) * 0.3,
        "k2": normal_array(51, 3, 3, 3, 4, 6) * 0.3,
        "head": normal_array(52, 6, 5),
    }
    video, labels = normal_array(53, 2, 4, 6, 6, 3), jnp.asarray([4, 0])
    pn = tree_float64(p)
    h = np.maximum(_np_conv(float64s(video)[0], pn["k1"]), 0)
    h = _np_max_pool(h, (2, 3, 3), (2, 2, 2))
    assert h.shape == (2, 2, 3, 3, 4)
    h = np.maximum(_np_conv(h, pn["k2"], strides=(1, 2, 2)), 0)
    assert h.shape == (2, 2, 2, 2, 6)
    expected = _np_xent(h.mean((1, 2, 3)) @ pn["head"], np.asarray(labels)).mean()
    np.testing.assert_allclose(jax.jit(b10._video_loss)(p, video, labels), expected, rtol=1e-4)


def test_loss_scaling_steps_skips_and_grows():
    master = {
        "w1": normal_array(54, 8, 16) * 0.3,
        "w2": normal_array(55, 16, 8) * 0.3,
        "w3": normal_array(56, 8, 4) * 0.3,
    }
    x, labels = normal_array(57, 6, 8), jnp.asarray([0, 1, 2, 3, 0, 1])
    step = jax.jit(b10._bf16_loss_scale_step)
    scaler = {"scale": jnp.float32(2.0**15), "good": jnp.int32(3)}
    new, out, loss = step(master, scaler, x, labels)
    grads = jax.jit(jax.grad(b10._bf16_loss))(master, x, labels)
    for n in master:  # scaling by a power of two is exact
        np.testing.assert_allclose(new[n], master[n] - 0.05 * grads[n], rtol=1e-6, atol=1e-8)
    assert float(out["scale"]) == 2.0**16 and int(out["good"]) == 0
    np.testing.assert_allclose(loss, jax.jit(b10._bf16_loss)(master, x, labels), rtol=4e-3)
    _, out, _ = step(master, {"scale": jnp.float32(8.0), "good": jnp.int32(1)}, x, labels)
    assert float(out["scale"]) == 8.0 and int(out["good"]) == 2
    bad = x.at[2, 3].set(jnp.nan)
    new, out, _ = step(master, scaler, bad, labels)
    for n in master:
        np.testing.assert_array_equal(new[n], master[n])
    assert float(out["scale"]) == 2.0**14 and int(out["good"]) == 0


def test_two_batch_dim_einsums_equal_numpy():
    p = {
        "wq": normal_array(58, 2, 16, 4) * 0.4,
        "wk": normal_array(59, 2, 16, 4) * 0.4,
        "wo": normal_array(60, 8, 2, 5) * 0.4,
    }
    x, y = normal_array(61, 2, 3, 5, 16), normal_array(62, 6, 5, 5)
    with mesh_context("fsdp=4,tp=2"):
        loss = jax.jit(b10._two_batch_einsum_loss)(p, x, y)
    pn, xn = tree_float64(p), float64s(x)[0]
    expected = []
    for g in range(2):
        for b in range(3):
            q, k = xn[g, b] @ pn["wq"][g], xn[g, b] @ pn["wk"][g]
            mixed = _np_softmax(q @ k.T / 2.0) @ xn[g, b]  # [s, d]
            expected.append(np.einsum("shk,hkf->sf", mixed.reshape(5, 8, 2), pn["wo"]))
    np.testing.assert_allclose(loss, np.mean((np.stack(expected) - float64s(y)[0]) ** 2), rtol=1e-5)


def test_mixture_of_depths_block_equals_numpy():
    """On fsdp=2 (six slots split evenly): with the slots split unevenly over 4 devices,
    XLA:CPU here adds the padded slots' updates of the scatter into token [0, 0]."""
    h = normal_array(63, 8, 10, 6)
    router, w1, w2 = normal_array(64, 6), normal_array(65, 6, 8) * 0.4, normal_array(66, 8, 6)
    with mesh_context("fsdp=2,tp=4"):
        got = jax.jit(lambda *a: b10._mod_block(*a, capacity=6))(h, router, w1, w2)
    hn, rn, w1n, w2n = float64s(h, router, w1, w2)
    expected = hn.copy()
    for r in range(8):
        scores = hn[r] @ rn
        idx = np.sort(np.argsort(-scores)[:6])
        gate = 1 / (1 + np.exp(-scores[idx]))
        expected[r, idx] += _np_gelu(_np_ln(hn[r, idx]) @ w1n) @ w2n * gate[:, None]
        untouched = np.setdiff1d(np.arange(10), idx)
        np.testing.assert_array_equal(np.asarray(got)[r, untouched], np.asarray(h)[r, untouched])
    np.testing.assert_allclose(got, expected, rtol=1e-4, atol=1e-5)


def test_adafactor_first_step_on_the_mod_loss():
    params = {}
    for i in range(2):
        params[f"router{i}"] = normal_array(68 + 3 * i, 6)
        params[f"w1_{i}"] = normal_array(69 + 3 * i, 6, 8) * 0.4
        params[f"w2_{i}"] = normal_array(70 + 3 * i, 8, 6) * 0.4
    opt = {"t": jnp.float32(0.0)} | {n: b10._adafactor_zeros(w) for n, w in params.items()}
    h, y = normal_array(74, 2, 8, 6), normal_array(75, 2, 8, 6)
    with mesh_context("fsdp=2,tp=4"):
        new, state, loss = jax.jit(b10._mod_adafactor_step)(params, opt, h, y)
        grads = jax.jit(jax.grad(b10._mod_loss))(params, h, y)
    assert float(state["t"]) == 1.0 and np.isfinite(float(loss))
    for n, w in params.items():  # beta2 = 1 - 1^-0.8 = 0: the moments are this step's
        wn, g = float64s(w, grads[n])
        g2 = g * g + 1e-30
        if wn.ndim == 2:
            vr, vc = g2.mean(1), g2.mean(0)
            v = np.outer(vr, vc) / vr.mean()
            np.testing.assert_allclose(state[n]["vr"], vr, rtol=1e-5)
            np.testing.assert_allclose(state[n]["vc"], vc, rtol=1e-5)
        else:
            v = g2
            np.testing.assert_allclose(state[n]["v"], v, rtol=1e-5)
        u = g / np.sqrt(v)
        u /= max(1.0, np.sqrt(np.mean(u * u)))
        expected = wn - 0.01 * max(1e-3, np.sqrt(np.mean(wn * wn))) * u
        np.testing.assert_allclose(new[n], expected, rtol=1e-4, atol=1e-7)


def test_hashed_features_searchsorted_bincount_and_ste():
    tokens = jnp.asarray(np.random.default_rng(76).integers(0, 1000, (5, 6)), jnp.int32)
    t = np.asarray(tokens).astype(np.uint32)
    prev = np.concatenate([np.zeros((5, 1), np.uint32), t[:, :-1]], 1)
    h = (prev * np.uint32(2654435761)) ^ (t << np.uint32(5)) ^ (t >> np.uint32(2))
    ids = ((h ^ (h >> np.uint32(15))) & np.uint32(255)).astype(np.int64)
    np.testing.assert_array_equal(b10._bigram_hash(tokens), ids)
    assert len(np.unique(ids)) > 20  # it does spread the pairs
    labels = jnp.asarray([0, 0, 1, 3, 3, 3])
    np.testing.assert_allclose(b10._class_weights(labels, 4), 6 / (4 * np.array([2, 1, 1, 3])))
    quant = b10._ste_int4()
    w = jnp.asarray([-1.0, -0.55, -0.12, 0.0, 0.26, 0.49, 0.9])
    np.testing.assert_allclose(quant(w, 0.1), [-0.8, -0.6, -0.1, 0.0, 0.3, 0.5, 0.7], atol=1e-6)
    c = normal_array(77, 7)
    np.testing.assert_allclose(
        jax.grad(lambda w: jnp.sum(quant(w, 0.1) * c))(w), np.asarray(c) * [0, 1, 1, 1, 1, 1, 0]
    )
    p = {
        "table": normal_array(78, 256, 4),
        "price_emb": normal_array(79, 4, 4),
        "dense": normal_array(80, 4, 6) * 0.5,
        "head": normal_array(81, 6, 3) * 0.5,
    }
    price, bounds = jnp.asarray([0.5, 3.0, 7.0, 100.0, 7.0]), jnp.asarray([1.0, 5.0, 10.0])
    labels = jnp.asarray([0, 2, 2, 1, 2])
    loss = jax.jit(b10._hashed_ste_loss)(p, tokens, price, bounds, labels)
    pn = tree_float64(p)
    dense = np.asarray(quant(p["dense"], jnp.max(jnp.abs(p["dense"])) / 7.0 + 1e-8), np.float64)
    assert len(np.unique(np.round(dense / (np.abs(pn["dense"]).max() / 7), 4))) <= 16
    feat = pn["table"][ids].mean(1) + pn["price_emb"][np.searchsorted(bounds, price)]
    per = _np_xent(np.maximum(feat @ dense, 0) @ pn["head"], np.asarray(labels))
    weight = (5 / (3 * np.array([1, 1, 3])))[np.asarray(labels)]
    np.testing.assert_allclose(loss, (weight * per).sum() / weight.sum(), rtol=1e-5)


def test_pipe_stages_remat_scan_equals_numpy_and_plain_grads():
    stages = {
        "w1": normal_array(82, 4, 6, 8) * 0.4,
        "b1": normal_array(83, 4, 8) * 0.1,
        "w2": normal_array(84, 4, 8, 6) * 0.4,
    }
    p = {"embed": normal_array(85, 5, 6) * 0.5, "stages": stages, "head": normal_array(86, 6, 3)}
    x, labels = normal_array(87, 4, 5), jnp.asarray([2, 0, 1, 2])
    pn = tree_float64(p)
    h = float64s(x)[0] @ pn["embed"]
    for i in range(4):
        s = {n: a[i] for n, a in pn["stages"].items()}
        h = h + np.maximum(_np_ln(h) @ s["w1"] + s["b1"], 0) @ s["w2"]
    expected = _np_xent(_np_ln(h) @ pn["head"], np.asarray(labels)).mean()
    loss, grads = jax.jit(jax.value_and_grad(b10._pipe_stages_loss))(p, x, labels)
    np.testing.assert_allclose(loss, expected, rtol=1e-5)

    def plain(p):
        h = x @ p["embed"]
        for i in range(4):
            h = b10._residual_stage(h, {n: a[i] for n, a in p["stages"].items()})
        return b10._xent(b10._layer_norm(h) @ p["head"], labels)

    for a, e in zip(
        jax.tree.leaves(grads), jax.tree.leaves(jax.jit(jax.grad(plain))(p)), strict=True
    ):
        np.testing.assert_allclose(a, e, rtol=1e-4, atol=1e-6)


def test_deconv_is_the_adjoint_of_the_strided_conv_and_the_autoencoder_shapes():
    k = normal_array(88, 4, 4, 3, 5)  # the conv it transposes: 3 channels -> 5
    x, z = normal_array(89, 2, 4, 4, 5), normal_array(90, 2, 8, 8, 3)
    up = np.asarray(b10._deconv(x, k), np.float64)
    assert up.shape == (2, 8, 8, 3)
    down = _np_conv(float64s(z)[0], float64s(k)[0], strides=(2, 2))
    np.testing.assert_allclose(
        (up * float64s(z)[0]).sum(), (down * float64s(x)[0]).sum(), rtol=1e-4
    )
    p = {
        "k1": normal_array(91, 3, 3, 3, 4) * 0.3,
        "k2": normal_array(92, 3, 3, 4, 6) * 0.3,
        "t1": normal_array(93, 4, 4, 4, 6) * 0.3,
        "t2": normal_array(94, 4, 4, 3, 4) * 0.3,
    }
    img = normal_array(95, 2, 8, 8, 3)
    pn = tree_float64(p)
    h = _np_max_pool(np.maximum(_np_conv(float64s(img)[0], pn["k1"]), 0), (2, 2), (2, 2))
    h = _np_max_pool(np.maximum(_np_conv(h, pn["k2"]), 0), (3, 3), (2, 2))
    assert h.shape == (2, 2, 2, 6)
    with mesh_context("pipe=2,data=2,model=2"):
        loss = jax.jit(b10._autoencoder_loss)(p, img)
        pooled = jax.jit(lambda x: b10._max_pool(x, (3, 3), (2, 2)))(normal_array(96, 1, 5, 5, 2))
    np.testing.assert_array_equal(
        pooled, _np_max_pool(np.asarray(normal_array(96, 1, 5, 5, 2)), (3, 3), (2, 2))
    )
    h = np.maximum(np.asarray(b10._deconv(jnp.asarray(h, jnp.float32), p["t1"]), np.float64), 0)
    out = np.asarray(b10._deconv(jnp.asarray(h, jnp.float32), p["t2"]), np.float64)
    np.testing.assert_allclose(loss, np.mean((out - float64s(img)[0]) ** 2), rtol=1e-4)


def test_varlen_block_equals_each_sequence_alone():
    p = {w: normal_array(97 + i, 8, 8) * 0.4 for i, w in enumerate(("wq", "wk", "wv", "wo"))}
    p |= {
        "w1": normal_array(101, 8, 16) * 0.3,
        "w2": normal_array(102, 16, 8) * 0.3,
        "head": normal_array(103, 8, 10),
    }
    x, cu = normal_array(104, 12, 8), jnp.asarray([0, 3, 4, 9, 12], jnp.int32)
    hidden, logits = jax.jit(b10._varlen_block)(p, x, cu)
    pn, xn = tree_float64(p), float64s(x)[0]
    for i in range(4):
        seq = xn[int(cu[i]) : int(cu[i + 1])]
        n = len(seq)
        z = _np_ln(seq)
        q, k, v = ((z @ pn[w]).reshape(n, 4, 2) for w in ("wq", "wk", "wv"))
        q, k = _np_rope(q, np.arange(n)), _np_rope(k, np.arange(n))
        s = np.einsum("qhd,khd->hqk", q, k) / np.sqrt(2)
        a = _np_softmax(np.where(np.tril(np.ones((n, n), bool)), s, -np.inf))
        h = seq + np.einsum("hqk,khd->qhd", a, v).reshape(n, 8) @ pn["wo"]
        h = h + _np_gelu(_np_ln(h) @ pn["w1"]) @ pn["w2"]
        np.testing.assert_allclose(hidden[int(cu[i]) : int(cu[i + 1])], h, rtol=1e-4, atol=1e-5)
        np.testing.assert_allclose(logits[i], _np_ln(h[-1]) @ pn["head"], rtol=1e-4, atol=1e-5)


def test_dp_embedding_bag_momentum_clips_each_example():
    p = {
        "embed": normal_array(105, 12, 4),
        "w1": normal_array(106, 4, 6) * 0.5,
        "w2": normal_array(107, 6, 3) * 0.5,
    }
    tokens = jnp.asarray(np.random.default_rng(108).integers(0, 12, (5, 3)), jnp.int32)
    labels = jnp.asarray([0, 1, 2, 1, 0])
    zeros = jax.tree.map(jnp.zeros_like, p)
    step = jax.jit(b10._dp_bag_momentum_step, static_argnames="clip")
    one = jax.jit(jax.grad(b10._bag_loss_one))
    per = [one(p, tokens[i], labels[i]) for i in range(5)]
    norms = np.sqrt([sum(float(jnp.sum(g**2)) for g in jax.tree.leaves(t)) for t in per])
    new, velocity, loss, got_norms = step(p, zeros, tokens, labels, clip=1e9)
    np.testing.assert_allclose(got_norms, norms, rtol=1e-5)
    clip = float(np.median(norms))
    _, velocity, _, _ = step(p, zeros, tokens, labels, clip=clip)
    factor = np.minimum(1.0, clip / norms)
    for n in p:
        expected = (
            sum(f * np.asarray(g[n], np.float64) for f, g in zip(factor, per, strict=True)) / 5
        )
        np.testing.assert_allclose(velocity[n], expected, rtol=1e-4, atol=1e-7)
    assert (factor < 1).sum() == 2 and (factor == 1).sum() == 3
    new2, velocity2, _, _ = step(
        new, jax.tree.map(jnp.asarray, velocity), tokens, labels, clip=clip
    )
    for n in p:  # heavy ball: v2 = 0.9 v1 + g2, w2 = w1 - 0.2 v2
        np.testing.assert_allclose(new2[n], new[n] - 0.2 * velocity2[n], rtol=1e-5, atol=1e-7)
    np.testing.assert_allclose(
        loss,
        np.mean([float(b10._bag_loss_one(p, tokens[i], labels[i])) for i in range(5)]),
        rtol=1e-5,
    )
