"""The sixth blind corpus (experiments/jax_programs_blind6.py): every case traces, declares the
meshes, argument shapes and dtypes it says, contains the op family it was written for, and the
hand-written pieces (an online-softmax chunked attention, embedding bags, Adafactor's factored
moments, GAE, Sinkhorn, GroupNorm, searchsorted buckets, volume-rendering weights, ALiBi slopes,
the LAMB trust ratio) compute what they claim."""

from __future__ import annotations

import jax
import jax.numpy as jnp
import numpy as np
import pytest
from jax.sharding import PartitionSpec as P
from shardsat.experiments import jax_programs_blind6 as b6

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

NO_SHARDINGS = {"wgan-gp-double-backward-step", "swav-sinkhorn-fori-batch60-unsharded"}


@pytest.fixture(scope="module")
def cases():
    return cases_on_zeros(b6, b6.blind6)


def test_corpus_names_and_meshes(cases):
    meshes = corpus_meshes(cases)
    per_mesh = {m: sum(v == m for v in meshes.values()) for m in set(meshes.values())}
    assert set(per_mesh.values()) == {4}
    assert meshes["alibi-causal-2heads-of-model4-step"] == DEFAULT_MESH
    assert meshes["lamb-trust-ratio-uneven-hidden90-donated"] == DEFAULT_MESH
    assert meshes["megatron-seq-parallel-constraint-step"] == "data=4,model=2"
    assert meshes["swav-sinkhorn-fori-batch60-unsharded"] == "data=8"
    assert meshes["conv3d-avgpool3d-depth-split-step"] == "data=8"
    assert meshes["fnet-fft-hidden-and-split-seq-3axis-step"] == "data=2,fsdp=2,model=2"


def test_declared_shapes_and_dtypes(cases):
    alibi = cases["alibi-causal-2heads-of-model4-step"]
    assert alibi.args[0]["wq"].shape == (64, 64) and alibi.args[1].shape == (4, 32, 64)
    assert alibi.in_shardings[0]["wq"] == P(None, "model")
    lamb = cases["lamb-trust-ratio-uneven-hidden90-donated"]
    assert lamb.donate_argnums == (0, 1, 2)
    assert lamb.args[0]["w1"].shape == (48, 90) and lamb.args[0]["b1"].shape == (90,)
    assert lamb.in_shardings[0] == {"w1": P("model", None), "b1": None, "w2": None}
    assert lamb.args[3].shape == () and lamb.args[3].dtype == np.int32
    ada = cases["adafactor-factored-moments-donated"]
    assert ada.donate_argnums == (0, 1)
    assert ada.args[1]["w1"]["row"].shape == (64,) and ada.args[1]["w1"]["col"].shape == (128,)
    assert ada.in_shardings[1]["w2"] == {"row": P("model"), "col": None}
    diff = cases["diffusion-resblock-groupnorm8-timestep-step"]
    assert diff.args[3].shape == (8,) and diff.args[3].dtype == np.int32
    assert diff.in_shardings[0]["conv1"] == P(None, None, None, "model")
    ppo = cases["ppo-gae-reverse-scan-envs8-step"]
    assert ppo.args[1].shape == (17, 32, 8) and ppo.args[2].dtype == np.int32
    assert ppo.in_shardings[1] == P(None, "data", None)
    assert cases["swav-sinkhorn-fori-batch60-unsharded"].args[1].shape == (60, 32)
    vol = cases["conv3d-avgpool3d-depth-split-step"]
    assert vol.args[1].shape == (4, 16, 16, 16, 1)
    assert vol.in_shardings[1] == P(None, "data", None, None, None)
    dlrm = cases["dlrm-embedding-bag-segment-sum-3axis-step"]
    assert dlrm.args[2].shape == (128,) and dlrm.args[4].shape == (64,)
    assert dlrm.args[3].tolist()[:6] == [0, 0, 0, 0, 1, 1] and dlrm.args[5].tolist()[-2:] == [
        31,
        31,
    ]
    assert dlrm.in_shardings[0]["table_a"] == P(("fsdp", "model"), None)
    assert dlrm.in_shardings[1] == P(("data", "fsdp"), None)
    buckets = cases["searchsorted-bucketize-histogram-3axis"]
    assert buckets.args[1].shape == (8, 31) and buckets.args[0]["table"].shape == (8, 32, 16)
    assert cases["fnet-fft-hidden-and-split-seq-3axis-step"].in_shardings[1] == P(
        "data", "fsdp", None
    )
    mob = cases["mobilenetv2-inverted-residual-dw3x3-h-split-step"]
    assert mob.args[0]["dw"].shape == (3, 3, 1, 64)
    assert mob.in_shardings[1] == P("data", "fsdp", None, None)


def test_in_shardings_name_axes_of_their_mesh(cases):
    check_corpus_shardings(cases, NO_SHARDINGS)


def test_each_case_traces_with_its_op_family(cases):
    expected = {
        "alibi-causal-2heads-of-model4-step": {"pow", "select_n", "dot_general", "reshape"},
        "flash-chunked-online-softmax-fori-step": {"scan", "dynamic_slice", "reduce_max", "exp"},
        "wgan-gp-double-backward-step": {"sqrt", "dot_general", "select_n"},
        "lamb-trust-ratio-uneven-hidden90-donated": {"sharding_constraint", "sqrt", "and", "pow"},
        "mixture-of-depths-topk-gather-scatter-step": {"top_k", "sort", "gather", "scatter-add"},
        "adafactor-factored-moments-donated": {"rsqrt", "pow", "min", "max"},
        "diffusion-resblock-groupnorm8-timestep-step": {"conv_general_dilated", "sin", "cos"},
        "megatron-seq-parallel-constraint-step": {"sharding_constraint", "rsqrt", "dot_general"},
        "nerf-volume-render-cumsum-rays8-step": {"cumsum", "sin", "cos", "exp", "logistic"},
        "ppo-gae-reverse-scan-envs8-step": {"scan", "gather", "stop_gradient", "exp", "tanh"},
        "swav-sinkhorn-fori-batch60-unsharded": {"scan", "reduce_max", "log", "stop_gradient"},
        "conv3d-avgpool3d-depth-split-step": {"conv_general_dilated", "reduce_window_sum"},
        "dlrm-embedding-bag-segment-sum-3axis-step": {"gather", "scatter-add", "log1p"},
        "searchsorted-bucketize-histogram-3axis": {"scan", "gather", "scatter-add", "lt"},
        "fnet-fft-hidden-and-split-seq-3axis-step": {"fft", "real", "complex", "rsqrt"},
        "mobilenetv2-inverted-residual-dw3x3-h-split-step": {"conv_general_dilated", "min"},
    }
    check_primitives(expected, {name: case_jaxpr(case) for name, case in cases.items()})


def test_op_parameters(cases):
    """The chunked attention loops 4 times over 16-key slices, GAE scans in reverse, the MoD
    top-k keeps 8 of 32 tokens, the 3-D pool has a 2x2x2 window, the MobileNet depthwise conv 64
    groups, FNet's FFTs are length 32 complex transforms, the constraints name their specs."""
    flash = case_jaxpr(cases["flash-chunked-online-softmax-fori-step"])
    assert 4 in {e.params["length"] for e in equations(flash, "scan")}
    assert {e.params["slice_sizes"] for e in equations(flash, "dynamic_slice")} == {(4, 4, 16, 8)}
    ppo = equations(case_jaxpr(cases["ppo-gae-reverse-scan-envs8-step"]), "scan")
    assert [(e.params["length"], e.params["reverse"]) for e in ppo] == [(16, True)]
    mod = equations(case_jaxpr(cases["mixture-of-depths-topk-gather-scatter-step"]), "top_k")
    assert [e.outvars[0].aval.shape for e in mod] == [(8, 8)]
    pool = equations(case_jaxpr(cases["conv3d-avgpool3d-depth-split-step"]), "reduce_window_sum")
    assert {e.params["window_dimensions"] for e in pool} == {(1, 2, 2, 2, 1)}
    mob = equations(
        case_jaxpr(cases["mobilenetv2-inverted-residual-dw3x3-h-split-step"]),
        "conv_general_dilated",
    )
    assert 64 in {e.params["feature_group_count"] for e in mob}
    assert (2, 2) in {e.params["window_strides"] for e in mob}
    fft = equations(case_jaxpr(cases["fnet-fft-hidden-and-split-seq-3axis-step"]), "fft")
    assert {e.params["fft_lengths"] for e in fft} == {(32,)}
    assert {str(e.invars[0].aval.dtype) for e in fft} == {"complex64"}
    megatron = case_jaxpr(cases["megatron-seq-parallel-constraint-step"])
    specs = {tuple(e.params["sharding"].spec) for e in equations(megatron, "sharding_constraint")}
    assert {("data",), ("data", "model", None)} <= specs
    lamb = case_jaxpr(cases["lamb-trust-ratio-uneven-hidden90-donated"])
    shapes = {e.outvars[0].aval.shape for e in equations(lamb, "sharding_constraint")}
    assert (32, 90) in shapes


def test_cases_output_shapes(cases):
    shapes = {}
    for name, case in cases.items():
        with jax.set_mesh(case_jax_mesh(case)):
            shapes[name] = jax.eval_shape(case.fn, *case.args)
    params, m, v, step, loss = shapes["lamb-trust-ratio-uneven-hidden90-donated"]
    assert params["w1"].shape == m["w1"].shape == (48, 90) and v["b1"].shape == (90,)
    assert step.shape == () and step.dtype == np.int32 and loss.shape == ()
    ada_params, ada_state, _, _ = shapes["adafactor-factored-moments-donated"]
    assert ada_state["w2"]["row"].shape == (128,) and ada_state["b1"]["v"].shape == (128,)
    assert ada_params["w2"].shape == (128, 64)
    _, hist, _ = shapes["searchsorted-bucketize-histogram-3axis"]
    assert hist.shape == (8, 32) and hist.dtype == np.int32
    fnet_params, fnet_loss = shapes["fnet-fft-hidden-and-split-seq-3axis-step"]
    assert str(fnet_params["embed"].dtype) == "float32" and str(fnet_loss.dtype) == "float32"


def test_chunked_online_softmax_equals_plain_attention():
    q, k, v = (
        normal_array(0, 2, 3, 32, 8),
        normal_array(1, 2, 3, 32, 8),
        normal_array(2, 2, 3, 32, 8),
    )
    scores = jnp.einsum("bhqd,bhkd->bhqk", q, k) / np.sqrt(8.0)
    plain = jnp.einsum("bhqk,bhkd->bhqd", jax.nn.softmax(scores, axis=-1), v)
    for chunk in (4, 8, 32):
        np.testing.assert_allclose(
            b6._chunked_attention(q, k, v, chunk), plain, rtol=1e-5, atol=1e-6
        )


def test_embedding_bag_equals_a_loop():
    table = normal_array(3, 10, 4)
    ids = np.array([1, 7, 7, 0, 3, 9, 2], np.int32)
    bags = np.array([0, 0, 0, 1, 3, 3, 3], np.int32)  # bag 2 is empty
    expected = np.zeros((4, 4), np.float32)
    for i, b in zip(ids, bags, strict=True):
        expected[b] += np.asarray(table[i])
    got = b6._embedding_bag(table, ids, bags, 4)
    np.testing.assert_allclose(got, expected, rtol=1e-5)
    assert np.all(np.asarray(got[2]) == 0)


def test_adafactor_first_step_moments_are_row_and_col_means():
    g = normal_array(4, 6, 5)
    zero = {"row": jnp.zeros(6), "col": jnp.zeros(5)}
    state, v_hat = b6._adafactor_moments(g, zero, 0.0)  # beta2 = 1 - 1^-0.8 = 0 at step 1
    g2 = np.asarray(g) ** 2 + 1e-30
    np.testing.assert_allclose(state["row"], g2.mean(axis=1), rtol=1e-5)
    np.testing.assert_allclose(state["col"], g2.mean(axis=0), rtol=1e-5)
    factored = np.outer(g2.mean(axis=1), g2.mean(axis=0)) / g2.mean()
    np.testing.assert_allclose(v_hat, factored, rtol=1e-5)
    np.testing.assert_allclose(np.asarray(v_hat).sum(), g2.sum(), rtol=1e-5)
    vec, v_vec = b6._adafactor_moments(g[0], {"v": jnp.ones(5)}, 0.5)
    np.testing.assert_allclose(vec["v"], 0.5 + 0.5 * g2[0], rtol=1e-5)
    np.testing.assert_allclose(v_vec, vec["v"], rtol=1e-6)


def test_gae_reverse_scan_equals_a_backward_loop():
    rewards, values = normal_array(5, 7, 3), normal_array(6, 8, 3)
    dones = jnp.asarray(np.random.default_rng(7).random((7, 3)) < 0.3, jnp.float32)
    expected, adv = np.zeros((7, 3), np.float32), np.zeros(3, np.float32)
    r, v, d = (np.asarray(a) for a in (rewards, values, dones))
    for t in reversed(range(7)):
        delta = r[t] + 0.99 * v[t + 1] * (1 - d[t]) - v[t]
        adv = delta + 0.99 * 0.95 * (1 - d[t]) * adv
        expected[t] = adv
    np.testing.assert_allclose(b6._gae(rewards, values, dones), expected, rtol=1e-5, atol=1e-6)


def test_sinkhorn_codes_are_balanced():
    scores = normal_array(8, 12, 4) * 0.1
    q = np.asarray(b6._sinkhorn(scores, iters=50))
    np.testing.assert_allclose(q.sum(axis=1), np.ones(12), rtol=1e-5)
    np.testing.assert_allclose(q.sum(axis=0), np.full(4, 3.0), rtol=1e-4)


def test_group_norm_normalises_each_group():
    h = normal_array(9, 2, 4, 4, 8) * 3.0 + 1.0
    out = np.asarray(b6._group_norm(h, jnp.ones(8), jnp.zeros(8), 4))
    groups = out.reshape(2, 16, 4, 2).transpose(0, 2, 1, 3).reshape(2, 4, 32)
    np.testing.assert_allclose(groups.mean(axis=-1), np.zeros((2, 4)), atol=1e-5)
    np.testing.assert_allclose(groups.var(axis=-1), np.ones((2, 4)), rtol=1e-3)
    h0 = np.asarray(h)[0, :, :, 2:4]  # group 1 of sample 0, by hand
    by_hand = (h0 - h0.mean()) / np.sqrt(h0.var() + 1e-5)
    np.testing.assert_allclose(out[0, :, :, 2:4], by_hand, rtol=1e-4, atol=1e-5)


def test_searchsorted_buckets_and_histogram():
    bounds = jnp.sort(normal_array(10, 3, 7), axis=1)
    x = normal_array(11, 20, 3)
    ids = np.asarray(b6._bucket_ids(bounds, x))
    for f in range(3):
        assert ids[:, f].tolist() == np.searchsorted(np.asarray(bounds[f]), x[:, f]).tolist()
    p = {
        "table": normal_array(12, 3, 8, 2),
        "w1": normal_array(13, 6, 4),
        "w2": normal_array(14, 4, 3),
    }
    _, hist = b6._bucketize_loss(p, bounds, x, x)
    for f in range(3):
        assert hist[f].tolist() == np.bincount(ids[:, f], minlength=8).tolist()
    assert int(hist.sum()) == 60


def test_volume_rendering_weights_composite_to_at_most_one():
    t_vals = jnp.linspace(2.0, 6.0, 5)
    sigma = jnp.array([[0.0, 0.5, 2.0, 0.0, 1.0]])
    w = np.asarray(b6._nerf_weights(sigma, t_vals))[0]
    d = 1.0
    trans, expected = 1.0, []
    for s in (0.0, 0.5, 2.0, 0.0):
        expected.append((1 - np.exp(-s * d)) * trans)
        trans *= np.exp(-s * d)
    expected.append(trans * (1 - np.exp(-1e3)))
    np.testing.assert_allclose(w, expected, rtol=1e-5, atol=1e-7)
    np.testing.assert_allclose(w.sum(), 1.0, rtol=1e-5)


def test_alibi_slopes_and_lamb_trust_ratio(cases):
    np.testing.assert_allclose(b6._alibi_slopes(2), [1 / 16, 1 / 256], rtol=1e-6)
    np.testing.assert_allclose(b6._alibi_slopes(8)[:3], [0.5, 0.25, 0.125], rtol=1e-6)
    mesh = case_jax_mesh(cases["lamb-trust-ratio-uneven-hidden90-donated"])
    p = {
        "w1": normal_array(15, 48, 90) * 0.1,
        "b1": jnp.zeros(90),
        "w2": normal_array(16, 90, 48) * 0.1,
    }
    zeros = jax.tree.map(jnp.zeros_like, p)
    x = normal_array(17, 32, 48)
    with jax.set_mesh(mesh):
        new, m, _, step, _ = jax.jit(b6._lamb_step)(p, zeros, zeros, jnp.int32(0), x, 0.0)
        g = jax.jit(jax.grad(b6._lamb_mlp_loss))(p, x, 0.0)
    assert int(step) == 1
    # the all-zero bias has no norm, so trust ratio 1: at step 1 m_hat = g and v_hat = g^2
    g_b1 = np.asarray(g["b1"])
    np.testing.assert_allclose(new["b1"], -1e-2 * g_b1 / (np.abs(g_b1) + 1e-6), rtol=1e-4)
    # a non-zero matrix moves by lr * ||w|| in norm
    moved = np.linalg.norm(np.asarray(new["w1"] - p["w1"]))
    np.testing.assert_allclose(moved, 1e-2 * np.linalg.norm(np.asarray(p["w1"])), rtol=1e-5)
    assert m["w1"].shape == (48, 90)
