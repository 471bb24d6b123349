"""The fifth blind corpus (experiments/jax_programs_blind5.py): every case traces, declares the
meshes, argument shapes and dtypes it says, contains the op family it was written for, and the
hand-written pieces (a LayerNorm backward, an associative-scan recurrence, a scatter MoE, a
Newton-Schulz loop) compute what they claim."""

from __future__ import annotations

import jax
import jax.numpy as jnp
import numpy as np
import pytest
from jax.sharding import PartitionSpec as P
from shardsat.experiments import jax_programs_blind5 as b5

from tests.corpus_checks import (
    DEFAULT_MESH,
    case_jax_mesh,
    case_jaxpr,
    cases_on_zeros,
    check_corpus_shardings,
    check_primitives,
    corpus_meshes,
    equations,
    normal_array,
)

NO_SHARDINGS = {"multitask-lax-switch-heads-step", "vq-codebook-argmin-straight-through-step"}


@pytest.fixture(scope="module")
def cases():
    return cases_on_zeros(b5, b5.blind5)


def test_corpus_names_and_meshes(cases):
    meshes = corpus_meshes(cases)
    per_mesh = {m: sum(v == m for v in meshes.values()) for m in set(meshes.values())}
    assert set(per_mesh.values()) == {4}
    assert meshes["wavenet-causal-dilated-conv1d-time8-step"] == "data=8"
    assert meshes["layernorm-custom-vjp-manual-bwd-3axis-step"] == "data=2,fsdp=2,model=2"
    assert meshes["muon-newton-schulz-while-step"] == "data=4,model=2"
    assert meshes["gqa-6q2kv-interleaved-rope-step"] == DEFAULT_MESH


def test_declared_shapes_and_dtypes(cases):
    resnext = cases["resnext-grouped-conv-g8-step"]
    assert resnext.args[0]["grouped"].shape == (3, 3, 4, 32)
    assert resnext.in_shardings[0]["grouped"] == P(None, None, None, "model")
    stem = cases["strided-conv-bn-nchw-h-split-step"]
    assert stem.args[1].shape == (8, 4, 32, 32)
    assert stem.in_shardings[1] == P("data", None, "model", None)
    assert stem.args[2].dtype == np.int32
    gqa = cases["gqa-6q2kv-interleaved-rope-step"]
    assert (gqa.args[0]["wq"].shape[1] // 8, gqa.args[0]["wk"].shape[1] // 8) == (6, 2)
    moe = cases["moe-top1-scatter-capacity-dus-history"]
    assert moe.donate_argnums == (1,)
    assert moe.args[1].shape == (8, 4) and moe.args[2].shape == ()
    assert moe.in_shardings[0]["w_in"] == P("model", None, None)
    muon = cases["muon-newton-schulz-while-step"]
    assert muon.donate_argnums == (0, 1)
    assert muon.in_shardings[1] == {"w1": P(None, "model"), "w2": P("model", None)}
    video = cases["video-tubelet-einsum-4contract-3axis-step"]
    assert video.args[1].shape == (4, 8, 16, 16, 3)
    assert video.in_shardings[1] == P("data", "fsdp", None, None, None)
    bf16 = cases["bf16-dot-f32-accum-master-weights-step"]
    assert str(bf16.args[1].dtype) == "bfloat16"
    assert {str(w.dtype) for w in bf16.args[0].values()} == {"float32"}
    assert cases["lru-associative-scan-seq8-step"].in_shardings[1] == P(None, "data", None)
    assert cases["cls-concat-wrap-pad-roll-seq-split-step"].in_shardings[1] == P(
        "data", "fsdp", None
    )


def test_in_shardings_name_axes_of_their_mesh(cases):
    check_corpus_shardings(cases, NO_SHARDINGS)


def test_each_case_traces_with_its_op_family(cases):
    expected = {
        "resnext-grouped-conv-g8-step": {"conv_general_dilated"},
        "strided-conv-bn-nchw-h-split-step": {"conv_general_dilated", "rsqrt", "gather"},
        "wavenet-causal-dilated-conv1d-time8-step": {"conv_general_dilated", "logistic", "tanh"},
        "layernorm-custom-vjp-manual-bwd-3axis-step": {"rsqrt", "dot_general"},
        "gqa-6q2kv-interleaved-rope-step": {"sin", "cos", "dot_general", "select_n"},
        "moe-top1-scatter-capacity-dus-history": {
            "scatter",
            "gather",
            "cumsum",
            "argmax",
            "dynamic_update_slice",
        },
        "topk-topp-sample-vocab-split": {"top_k", "cumsum", "argmax"},
        "lru-associative-scan-seq8-step": {"logistic", "pad", "concatenate"},
        "muon-newton-schulz-while-step": {"while", "sqrt"},
        "multitask-lax-switch-heads-step": {"cond", "clamp"},
        "video-tubelet-einsum-4contract-3axis-step": {"dot_general", "reshape"},
        "mixer-patchify-remat-names-h-split-step": {"remat2", "name", "transpose"},
        "cls-concat-wrap-pad-roll-seq-split-step": {"concatenate", "slice"},
        "bf16-dot-f32-accum-master-weights-step": {"convert_element_type", "dot_general"},
        "clip-contrastive-batch8-step": {"sqrt", "exp", "log"},
        "vq-codebook-argmin-straight-through-step": {"argmin", "gather", "stop_gradient"},
    }
    check_primitives(expected, {name: case_jaxpr(case) for name, case in cases.items()})


def test_op_parameters(cases):
    """The grouped conv has 8 groups, the WaveNet convs dilations 1-8, the tubelet einsum four
    contracting dims, the switch three branches, the bf16 matmuls a float32 accumulator."""
    resnext = equations(case_jaxpr(cases["resnext-grouped-conv-g8-step"]), "conv_general_dilated")
    assert 8 in {e.params["feature_group_count"] for e in resnext}
    stem = equations(case_jaxpr(cases["strided-conv-bn-nchw-h-split-step"]), "conv_general_dilated")
    assert (2, 2) in {e.params["window_strides"] for e in stem}
    wave = equations(
        case_jaxpr(cases["wavenet-causal-dilated-conv1d-time8-step"]), "conv_general_dilated"
    )
    assert {(1,), (2,), (4,), (8,)} <= {e.params["rhs_dilation"] for e in wave}
    tub = equations(case_jaxpr(cases["video-tubelet-einsum-4contract-3axis-step"]), "dot_general")
    assert max(len(e.params["dimension_numbers"][0][0]) for e in tub) == 4
    switch = equations(case_jaxpr(cases["multitask-lax-switch-heads-step"]), "cond")
    assert {len(e.params["branches"]) for e in switch} == {3}
    bf16 = equations(case_jaxpr(cases["bf16-dot-f32-accum-master-weights-step"]), "dot_general")
    fwd = [e for e in bf16 if e.invars[0].aval.dtype == jnp.bfloat16]
    assert fwd and all(e.params["preferred_element_type"] == jnp.float32 for e in fwd)
    tk = equations(case_jaxpr(cases["topk-topp-sample-vocab-split"]), "top_k")
    assert tk[0].outvars[0].aval.shape == (16, 32)


def test_cases_output_shapes(cases):
    shapes = {}
    for name, case in cases.items():
        with jax.set_mesh(case_jax_mesh(case)):
            shapes[name] = jax.eval_shape(case.fn, *case.args)
    token, logp = shapes["topk-topp-sample-vocab-split"]
    assert token.shape == logp.shape == (16,) and token.dtype == np.int32
    _, history, loss = shapes["moe-top1-scatter-capacity-dus-history"]
    assert history.shape == (8, 4) and history.dtype == np.int32 and loss.shape == ()
    params, momentum, _ = shapes["muon-newton-schulz-while-step"]
    assert params["w1"].shape == momentum["w1"].shape == (32, 64)
    bf16_params, bf16_loss = shapes["bf16-dot-f32-accum-master-weights-step"]
    assert str(bf16_params["w2"].dtype) == "float32" and str(bf16_loss.dtype) == "float32"


def test_custom_vjp_layernorm_backward_matches_autodiff():
    ln = b5._ln_custom_vjp()

    def plain(x, g, b):
        mu = x.mean(-1, keepdims=True)
        return (x - mu) / jnp.sqrt(((x - mu) ** 2).mean(-1, keepdims=True) + 1e-5) * g + b

    x, g, b, dy = (
        normal_array(0, 6, 16),
        normal_array(1, 16),
        normal_array(2, 16),
        normal_array(3, 6, 16),
    )
    ours = jax.vjp(ln, x, g, b)[1](dy)
    ref = jax.vjp(plain, x, g, b)[1](dy)
    for a, r in zip(ours, ref, strict=True):
        np.testing.assert_allclose(a, r, rtol=1e-4, atol=1e-5)


def test_associative_scan_is_the_sequential_recurrence():
    p = {k: normal_array(i, 4, 4) * 0.3 for i, k in enumerate(("wa", "wb", "wg", "wo"))}
    x = normal_array(9, 2, 12, 4)
    a, bb = jax.nn.sigmoid(x @ p["wa"] + 2.0), x @ p["wb"]
    h, hs = jnp.zeros((2, 4)), []
    for t in range(12):
        h = a[:, t] * h + bb[:, t]
        hs.append(h)
    out = (jnp.stack(hs, 1) * jax.nn.silu(x @ p["wg"])) @ p["wo"]
    expected = jnp.mean((x + out - x * 0.5) ** 2)
    np.testing.assert_allclose(b5._lru_loss(p, x, x * 0.5), expected, rtol=1e-5)


def test_scatter_moe_drops_overflow_and_logs_load():
    p = {
        "router": normal_array(0, 8, 2),
        "w_in": normal_array(1, 2, 8, 4) * 0.1,
        "w_out": normal_array(2, 2, 4, 8) * 0.1,
    }
    x = normal_array(3, 16, 8)
    loss, load = b5._moe_scatter_loss(p, x, x)
    expert = np.argmax(np.asarray(x @ p["router"]), axis=-1)
    assert load.tolist() == np.bincount(expert, minlength=2).tolist() and int(load.sum()) == 16
    _, history, _ = b5._moe_scatter_step(p, jnp.zeros((4, 2), jnp.int32), 2, x, x)
    assert history[2].tolist() == load.tolist() and int(history.sum()) == 16
    assert float(loss) > 0


def test_newton_schulz_flattens_the_singular_values():
    s = np.linalg.svd(np.asarray(b5._newton_schulz(normal_array(5, 16, 8))), compute_uv=False)
    assert s.shape == (8,) and 0.6 < s.min() and s.max() < 1.3
