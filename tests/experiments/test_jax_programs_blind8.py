"""The eighth blind corpus (experiments/jax_programs_blind8.py): every case traces, declares the
meshes, argument shapes and dtypes it says, contains the op family it was written for, and the
hand-written pieces (grouped-query attention, expert-choice routing, the Tucker logits and the
orthogonality penalty, 1.5-entmax, a dilated conv, the Glow log-determinant, the GAT layer, the
Cox partial likelihood and concordance, the HMM forward variables, RK4, batch-hard triplets,
the murmur3 finaliser, the QR retraction, ZCA whitening, straight-through Gumbel-softmax, strided
max pooling and the edge/symmetric pads) compute what they claim."""

from __future__ import annotations

import math

import jax
import jax.numpy as jnp
import numpy as np
import pytest
from jax.sharding import PartitionSpec as P
from shardsat.experiments import jax_programs_blind8 as b8

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

NO_SHARDINGS = {"neural-ode-rk4-fori-unroll2-unsharded", "decorrelated-bn-zca-eigh-unsharded"}
NAME_QR = "orthogonal-rnn-qr-retraction-momentum-donated"


@pytest.fixture(scope="module")
def cases():
    return cases_on_zeros(b8, b8.blind8)


@pytest.fixture(scope="module")
def jaxprs(cases):
    return {name: case_jaxpr(case) for name, case in cases.items()}


def _softmax(z, axis=-1):
    z = z - z.max(axis=axis, keepdims=True)
    return np.exp(z) / np.exp(z).sum(axis=axis, keepdims=True)


def test_corpus_names_and_meshes(cases):
    meshes = corpus_meshes(cases)
    per_mesh = {m: sum(v == m for v in meshes.values()) for m in set(meshes.values())}
    assert set(per_mesh.values()) == {4}
    assert meshes["sdpa-gqa-8q2kv-causal-kvlen-step"] == DEFAULT_MESH
    assert meshes["entmax15-bisection-while-vocab-split-step"] == DEFAULT_MESH
    assert meshes["deeplab-aspp-atrous-uint8-h-split-step"] == "data=4,model=2"
    assert meshes["cox-survival-sort-reverse-cumlogsumexp-dict-step"] == "data=4,model=2"
    assert meshes["hmm-logsemiring-associative-scan-time8-donated"] == "data=8"
    assert meshes["neural-ode-rk4-fori-unroll2-unsharded"] == "data=8"
    assert meshes["decorrelated-bn-zca-eigh-unsharded"] == "data=2,fsdp=2,model=2"
    assert meshes["textcnn-edge-symmetric-pad-maxpool-seq-fsdp-step"] == "data=2,fsdp=2,model=2"


def test_declared_shapes_and_dtypes(cases):
    sdpa = cases["sdpa-gqa-8q2kv-causal-kvlen-step"]
    assert sdpa.args[0]["wk"].shape == (64, 16) and sdpa.args[1].shape == (4, 32, 64)
    assert sdpa.args[3].tolist() == [16] * 4  # lengths 16 + randint(17): 16 on zeros
    assert sdpa.in_shardings[0]["wq"] == P(None, "model") and sdpa.in_shardings[3] == P("data")
    moe = cases["expert-choice-moe-topk-tokens-capacity2-step"]
    assert moe.args[0]["w1"].shape == (4, 32, 64)
    assert moe.in_shardings[0]["w2"] == P("model", None, None)
    tucker = cases["tucker-einsum-4operand-trace-ortho-step"]
    assert tucker.args[0]["core"].shape == (8, 8, 10) and tucker.args[1].shape == (32, 16, 16)
    aspp = cases["deeplab-aspp-atrous-uint8-h-split-step"]
    assert aspp.args[1].dtype == np.uint8 and aspp.args[1].shape == (8, 16, 16, 3)
    assert aspp.in_shardings[1] == P("data", "model", None, None)
    glow = cases["glow-actnorm-invconv-slogdet-coupling-step"]
    np.testing.assert_array_equal(glow.args[0]["w"], np.eye(12))  # I + 0.1 * zeros
    gat = cases["gat-segment-max-edge-softmax-edges-split-step"]
    src, dst, mask = gat.args[2], gat.args[3], gat.args[5]
    assert src.shape == dst.shape == (256,) and src.dtype == np.int32
    assert src[:64].tolist() == dst[:64].tolist() == list(range(64))  # self loops first
    assert float(mask.sum()) == 48.0 and float(mask[3]) == 0.0
    cox = cases["cox-survival-sort-reverse-cumlogsumexp-dict-step"]
    assert cox.args[2].tolist() == [1.0] * 64  # exp(0) survival times on zeros
    hmm = cases["hmm-logsemiring-associative-scan-time8-donated"]
    assert hmm.donate_argnums == (0,) and hmm.args[1].shape == (32, 4, 4)
    hashed = cases["hash-embedding-murmur-uint32-rows-split-step"]
    assert hashed.args[1].dtype == np.uint32 and hashed.args[1].shape == (64, 4)
    assert hashed.in_shardings[0]["table"] == P("data", None)
    ornn = cases["orthogonal-rnn-qr-retraction-momentum-donated"]
    assert ornn.donate_argnums == (0, 1)
    np.testing.assert_allclose(ornn.args[0]["rec"], np.eye(32), atol=1e-6)
    assert ornn.args[1]["rec"].tolist() == np.zeros((32, 32)).tolist()
    assert ornn.in_shardings[2] == P(("data", "fsdp"), None, None)
    gumbel = cases["gumbel-st-groups6-uneven-key-arg-step"]
    assert gumbel.args[2].dtype == np.uint32 and gumbel.args[2].tolist() == [0, 8144]
    assert gumbel.in_shardings[2] is None
    text = cases["textcnn-edge-symmetric-pad-maxpool-seq-fsdp-step"]
    assert text.args[1].shape == (16, 64) and text.in_shardings[1] == P("data", "fsdp")


def test_in_shardings_name_axes_of_their_mesh(cases):
    check_corpus_shardings(cases, NO_SHARDINGS)


def test_each_case_traces_with_its_op_family(jaxprs):
    expected = {
        "sdpa-gqa-8q2kv-causal-kvlen-step": {"dot_general", "iota", "ge", "and", "reduce_max"},
        "expert-choice-moe-topk-tokens-capacity2-step": {
            "top_k",
            "gather",
            "scatter-add",
            "sharding_constraint",
        },
        "tucker-einsum-4operand-trace-ortho-step": {"dot_general", "eq", "iota", "reduce_sum"},
        "entmax15-bisection-while-vocab-split-step": {"while", "sqrt", "pow", "square"},
        "deeplab-aspp-atrous-uint8-h-split-step": {
            "conv_general_dilated",
            "concatenate",
            "sharding_constraint",
            "convert_element_type",
        },
        "glow-actnorm-invconv-slogdet-coupling-step": {"lu", "conv_general_dilated", "tanh"},
        "gat-segment-max-edge-softmax-edges-split-step": {
            "scatter-max",
            "scatter-add",
            "gather",
            "expm1",
        },
        "cox-survival-sort-reverse-cumlogsumexp-dict-step": {"sort", "cumsum", "rev", "log1p"},
        "hmm-logsemiring-associative-scan-time8-donated": {"slice", "pad", "concatenate", "log"},
        "neural-ode-rk4-fori-unroll2-unsharded": {"scan", "tanh", "dot_general"},
        "batch-hard-triplet-pairwise-batch8-dict-step": {"reduce_max", "reduce_min", "sqrt"},
        "hash-embedding-murmur-uint32-rows-split-step": {
            "shift_right_logical",
            "xor",
            "rem",
            "gather",
        },
        "orthogonal-rnn-qr-retraction-momentum-donated": {"qr", "scan", "tanh"},
        "decorrelated-bn-zca-eigh-unsharded": {"eigh", "pow", "dot_general"},
        "gumbel-st-groups6-uneven-key-arg-step": {
            "random_bits",
            "argmax",
            "log",
            "sharding_constraint",
        },
        "textcnn-edge-symmetric-pad-maxpool-seq-fsdp-step": {
            "reduce_window_max",
            "select_and_scatter_add",
            "conv_general_dilated",
            "rev",
        },
    }
    check_primitives(expected, jaxprs)


def test_op_parameters(jaxprs):
    """Expert choice picks 64 of 128 tokens per expert, the ASPP convs dilate by 2 and 4, the
    RK4 loop is a scan of 8 steps unrolled by 2, the text CNN pools with stride 2 (VALID and
    SAME), the constraints name their (uneven) shapes, and the attention is grouped."""
    moe = jaxprs["expert-choice-moe-topk-tokens-capacity2-step"]
    assert [(e.invars[0].aval.shape, e.params["k"]) for e in equations(moe, "top_k")] == [
        ((4, 128), 64)
    ]
    moe_specs = {
        (tuple(e.params["sharding"].spec), e.outvars[0].aval.shape)
        for e in equations(moe, "sharding_constraint")
    }
    assert moe_specs == {(("model", None, None), (4, 64, 32))}
    aspp = equations(jaxprs["deeplab-aspp-atrous-uint8-h-split-step"], "conv_general_dilated")
    assert {e.params["rhs_dilation"] for e in aspp} == {(1, 1), (2, 2), (4, 4)}
    ode = equations(jaxprs["neural-ode-rk4-fori-unroll2-unsharded"], "scan")
    assert sorted((e.params["length"], e.params["unroll"], e.params["reverse"]) for e in ode) == [
        (8, 2, False),
        (8, 2, True),
    ]
    pools = equations(
        jaxprs["textcnn-edge-symmetric-pad-maxpool-seq-fsdp-step"], "reduce_window_max"
    )
    assert sorted(e.params["padding"][1] for e in pools) == [(0, 0), (0, 1)]
    assert {e.params["window_strides"] for e in pools} == {(1, 2, 1)}
    gumbel = equations(jaxprs["gumbel-st-groups6-uneven-key-arg-step"], "sharding_constraint")
    assert {(tuple(e.params["sharding"].spec), e.outvars[0].aval.shape) for e in gumbel} == {
        (("data", ("fsdp", "model"), None), (32, 6, 10))
    }
    sdpa = jaxprs["sdpa-gqa-8q2kv-causal-kvlen-step"]
    shapes = {tuple(v.aval.shape for v in e.invars) for e in equations(sdpa, "dot_general")}
    assert ((4, 32, 2, 4, 8), (4, 32, 2, 8)) in shapes  # 2 kv heads x 4 query heads each
    entmax = equations(jaxprs["entmax15-bisection-while-vocab-split-step"], "while")
    assert [[v.aval.shape for v in e.outvars] for e in entmax] == [[(32, 1), (32, 1), ()]]
    assert {e.invars[0].aval.shape for e in equations(jaxprs[NAME_QR], "qr")} == {(32, 32)}
    eigh = equations(jaxprs["decorrelated-bn-zca-eigh-unsharded"], "eigh")
    assert {e.invars[0].aval.shape for e in eigh} == {(32, 32)}
    lu = equations(jaxprs["glow-actnorm-invconv-slogdet-coupling-step"], "lu")
    assert {e.invars[0].aval.shape for e in lu} == {(12, 12)}
    seg = equations(jaxprs["gat-segment-max-edge-softmax-edges-split-step"], "scatter-max")
    assert sorted(e.invars[0].aval.shape for e in seg) == [(64, 1), (64, 4)]  # nodes x heads


def test_cases_output_shapes(cases):
    shapes = {}
    for name, case in cases.items():
        with jax.set_mesh(case_jax_mesh(case)):
            shapes[name] = jax.eval_shape(case.fn, *case.args)
    _, cox = shapes["cox-survival-sort-reverse-cumlogsumexp-dict-step"]
    assert set(cox) == {"nll", "c_index", "baseline_hazard"}
    assert cox["nll"].shape == cox["c_index"].shape == () and cox["baseline_hazard"].shape == (64,)
    _, trip = shapes["batch-hard-triplet-pairwise-batch8-dict-step"]
    assert set(trip) == {"loss", "active", "pos_dist"} and trip["loss"].shape == ()
    params, loss, post = shapes["hmm-logsemiring-associative-scan-time8-donated"]
    assert post.shape == (32, 4, 8) and loss.shape == () and params["trans"].shape == (8, 8)
    params, momentum, loss = shapes[NAME_QR]
    assert params["rec"].shape == momentum["rec"].shape == (32, 32) and loss.shape == ()
    params, loss = shapes["hash-embedding-murmur-uint32-rows-split-step"]
    assert params["table"].shape == (512, 16) and str(params["table"].dtype) == "float32"
    params, loss = shapes["deeplab-aspp-atrous-uint8-h-split-step"]
    assert params["head"].shape == (1, 1, 64, 5) and loss.shape == ()


def test_gqa_attention_equals_numpy():
    q, k, v = normal_array(1, 2, 5, 8, 3), normal_array(2, 2, 5, 2, 3), normal_array(3, 2, 5, 2, 3)
    kv_len = jnp.array([5, 3], jnp.int32)
    got = np.asarray(b8._gqa_attention(q, k, v, kv_len))
    q, k, v = (np.asarray(z, np.float64) for z in (q, k, v))
    for b, n in ((0, 0), (0, 5), (1, 3), (1, 7)):
        kv = n // 4  # query heads 0-3 share kv head 0, 4-7 kv head 1
        scores = q[b, :, n] @ k[b, :, kv].T / math.sqrt(3)
        ok = np.tril(np.ones((5, 5), bool)) & (np.arange(5)[None, :] < int(kv_len[b]))
        want = _softmax(np.where(ok, scores, -np.inf)) @ v[b, :, kv]
        np.testing.assert_allclose(got[b, :, n], want, rtol=1e-5, atol=1e-6)


def test_expert_choice_equals_a_loop():
    p = {
        "router": normal_array(4, 4, 4),
        "w1": normal_array(5, 4, 4, 6) * 0.5,
        "w2": normal_array(6, 4, 6, 4) * 0.5,
    }
    tokens = normal_array(7, 8, 4)
    with jax.set_mesh(case_jax_mesh(b8.JaxCase(None, ()))):
        got = np.asarray(jax.jit(b8._expert_choice)(p, tokens))
    t = np.asarray(tokens, np.float64)
    probs = _softmax(t @ np.asarray(p["router"], np.float64))
    want = np.zeros_like(t)
    for e in range(4):
        picked = np.argsort(-probs[:, e], kind="stable")[:4]  # capacity 8 * 2 / 4
        h = np.asarray(jax.nn.gelu(t[picked] @ np.asarray(p["w1"][e], np.float64)))
        want[picked] += probs[picked, e, None] * (h @ np.asarray(p["w2"][e], np.float64))
    np.testing.assert_allclose(got, want, rtol=1e-4, atol=1e-5)
    assert np.count_nonzero(np.abs(got).sum(-1)) <= 8


def test_tucker_logits_and_ortho_penalty():
    p = {
        "u1": normal_array(8, 5, 3),
        "u2": normal_array(9, 5, 2),
        "core": normal_array(10, 3, 2, 4),
        "trace_w": normal_array(11, 4),
    }
    x = normal_array(12, 2, 5, 5)
    got = np.asarray(b8._tucker_logits(p, x))
    xn = np.asarray(x, np.float64)
    want = np.einsum("bij,ip,jq,pqr->br", xn, p["u1"], p["u2"], p["core"])
    want += np.trace(xn, axis1=1, axis2=2)[:, None] * np.asarray(p["trace_w"])
    np.testing.assert_allclose(got, want, rtol=1e-4, atol=1e-5)
    q, _ = np.linalg.qr(np.random.default_rng(13).normal(size=(16, 8)))
    np.testing.assert_allclose(b8._ortho_penalty(jnp.asarray(q, jnp.float32)), 0.8, rtol=1e-5)
    u = np.asarray(p["u1"], np.float64)
    g = u.T @ u
    np.testing.assert_allclose(
        b8._ortho_penalty(p["u1"]), ((g - np.eye(3)) ** 2).sum() + 0.1 * np.trace(g), rtol=1e-5
    )


def _entmax15_reference(z):
    """The sort-based exact 1.5-entmax of a vector (Peters et al., the entmax package)."""
    zz = np.sort(z / 2)[::-1]
    k = np.arange(1, len(z) + 1)
    mean = np.cumsum(zz) / k
    ss = np.cumsum(zz**2)
    tau = mean - np.sqrt(np.maximum((1 - ss + k * mean**2) / k, 0))
    size = np.max(k[tau <= zz])
    return np.maximum(z / 2 - tau[size - 1], 0) ** 2


def test_entmax15_equals_the_sort_reference():
    z = np.asarray(normal_array(14, 4, 12)) * 3.0
    z[3] = [8.0] + [0.0] * 11  # one dominant logit: all mass on it
    probs = np.asarray(jax.jit(b8._entmax15)(jnp.asarray(z)))
    np.testing.assert_allclose(probs.sum(-1), np.ones(4), rtol=1e-5)
    for row, want in zip(
        probs, (_entmax15_reference(r.astype(np.float64)) for r in z), strict=True
    ):
        np.testing.assert_allclose(row, want, rtol=1e-4, atol=1e-6)
    assert probs[3].tolist() == [1.0] + [0.0] * 11
    assert (probs[:3] == 0.0).sum() >= 3  # sparse: some classes get exactly zero
    tau = np.asarray(jax.jit(b8._entmax15_bisect)(jnp.asarray(z / 2)))
    mass = (np.maximum(z / 2 - tau, 0) ** 2).sum(-1)
    np.testing.assert_allclose(mass, np.ones(4), atol=2e-5)


def test_atrous_conv_spreads_a_delta_by_its_rate():
    img = jnp.zeros((1, 9, 9, 1)).at[0, 4, 4, 0].set(1.0)
    k = jnp.arange(1.0, 10.0).reshape(3, 3, 1, 1)
    out = np.asarray(b8._conv(img, k, dilation=2))[0, :, :, 0]
    nz = np.argwhere(out != 0.0)
    assert sorted(map(tuple, nz.tolist())) == [(r, c) for r in (2, 4, 6) for c in (2, 4, 6)]
    # cross-correlation: out[4 - 2 (i - 1), 4 - 2 (j - 1)] = k[i, j]
    assert out[2, 2] == 9.0 and out[6, 6] == 1.0 and out[2, 6] == 7.0


def test_glow_logdet_equals_the_jacobian():
    p = {
        "an_bias": normal_array(15, 4) * 0.1,
        "an_logs": normal_array(16, 4) * 0.1,
        "w": jnp.eye(4) + normal_array(17, 4, 4) * 0.3,
        "nn1": normal_array(18, 3, 3, 2, 5) * 0.3,
        "nn2": normal_array(19, 3, 3, 5, 4) * 0.3,
    }
    x = normal_array(20, 1, 2, 2, 4)
    _, logdet = jax.jit(b8._glow_step)(p, x)
    jac = jax.jit(jax.jacfwd(lambda v: b8._glow_step(p, v.reshape(x.shape))[0].ravel()))(x.ravel())
    sign, want = np.linalg.slogdet(np.asarray(jac, np.float64))
    assert sign != 0
    np.testing.assert_allclose(logdet[0], want, rtol=1e-4, atol=1e-4)


def test_gat_layer_equals_a_dense_loop():
    n, heads, f = 5, 2, 3
    w, a_src, a_dst = normal_array(21, 4, 6), normal_array(22, 2, 3), normal_array(23, 2, 3)
    h = normal_array(24, n, 4)
    src = jnp.array([0, 1, 2, 3, 4, 0, 3, 3, 1], jnp.int32)
    dst = jnp.array([0, 1, 2, 3, 4, 2, 2, 0, 4], jnp.int32)
    got = np.asarray(jax.jit(b8._gat_layer, static_argnums=6)(w, a_src, a_dst, h, src, dst, heads))
    z = (np.asarray(h, np.float64) @ np.asarray(w, np.float64)).reshape(n, heads, f)
    s_src, s_dst = (z * np.asarray(a_src)).sum(-1), (z * np.asarray(a_dst)).sum(-1)
    for node in range(n):
        edges = [i for i in range(len(src)) if int(dst[i]) == node]
        e = np.stack([s_src[int(src[i])] + s_dst[node] for i in edges])  # [in-edges, heads]
        e = np.where(e > 0, e, 0.2 * e)
        alpha = _softmax(e, axis=0)
        want = sum(alpha[j, :, None] * z[int(src[i])] for j, i in enumerate(edges))
        np.testing.assert_allclose(got[node], want, rtol=1e-4, atol=1e-5)


def test_cox_terms_and_concordance_equal_pairwise_formulas():
    eta = np.array([0.3, -1.0, 2.0, 0.5, 0.0, 0.5], np.float32)
    times = np.array([5.0, 1.0, 3.0, 2.0, 6.0, 4.0], np.float32)
    events = np.array([1.0, 1.0, 0.0, 1.0, 0.0, 1.0], np.float32)
    nll, hazard = b8._cox_terms(jnp.asarray(eta), jnp.asarray(times), jnp.asarray(events))
    e, t = eta.astype(np.float64), times.astype(np.float64)
    risk = np.array([np.exp(e[t >= t[i]]).sum() for i in range(6)])
    want = -sum(e[i] - np.log(risk[i]) for i in range(6) if events[i]) / events.sum()
    np.testing.assert_allclose(nll, want, rtol=1e-5)
    order = np.argsort(t)
    np.testing.assert_allclose(hazard, np.cumsum(events[order] / risk[order]), rtol=1e-5)
    c = b8._c_index(jnp.asarray(eta), jnp.asarray(times), jnp.asarray(events))
    num = den = 0.0
    for i in range(6):
        for j in range(6):
            if t[i] < t[j] and events[i]:
                den += 1
                num += 1.0 if e[i] > e[j] else 0.5 if e[i] == e[j] else 0.0
    assert den == 12 and num == 5.5  # one tie: subject 3 (t = 2) vs subject 5 (t = 4)
    np.testing.assert_allclose(c, num / den, rtol=1e-6)


def test_hmm_forward_variables_equal_the_sequential_recursion():
    t, b, k = 5, 2, 3
    log_pi = np.asarray(jax.nn.log_softmax(normal_array(25, k)))
    log_a = np.asarray(jax.nn.log_softmax(normal_array(26, k, k), axis=-1))
    log_e = np.asarray(normal_array(27, t, b, k))
    got = np.asarray(jax.jit(b8._hmm_log_alpha)(log_pi, log_a, log_e))
    alpha = log_pi[None] + log_e[0]
    np.testing.assert_allclose(got[0], alpha, rtol=1e-5, atol=1e-5)
    for s in range(1, t):
        alpha = np.log(np.exp(alpha[:, :, None] + log_a[None]).sum(1)) + log_e[s]
        np.testing.assert_allclose(got[s], alpha, rtol=1e-5, atol=1e-5)


def test_rk4_solves_linear_and_polynomial_odes():
    h0 = jnp.array([1.0, -2.0, 0.5])
    got = jax.jit(lambda h: b8._rk4(lambda t, h: -h, h, 0.0, 1.0, 8))(h0)
    np.testing.assert_allclose(got, np.exp(-1.0) * np.asarray(h0), rtol=1e-5)
    # RK4 is exact for dh/dt = t^3: h(1) = h(0) + 1/4
    got = jax.jit(lambda h: b8._rk4(lambda t, h: t**3 * jnp.ones_like(h), h, 0.0, 1.0, 8))(h0)
    np.testing.assert_allclose(got, np.asarray(h0) + 0.25, rtol=1e-6)


def test_batch_hard_triplet_equals_brute_force():
    e = np.asarray(normal_array(28, 6, 3))
    labels = np.array([0, 0, 1, 1, 1, 2], np.int32)
    loss, metrics = jax.jit(b8._batch_hard_triplet)(jnp.asarray(e), jnp.asarray(labels))
    d = np.sqrt(((e[:, None] - e[None]) ** 2).sum(-1))
    hinges, hardest = [], []
    for i in range(6):
        pos = [d[i, j] for j in range(6) if labels[j] == labels[i] and j != i]
        neg = [d[i, j] for j in range(6) if labels[j] != labels[i]]
        hardest.append(max(pos, default=0.0))  # anchor 5 has no positive
        hinges.append(max(hardest[-1] - min(neg) + 0.2, 0.0))
    np.testing.assert_allclose(loss, np.mean(hinges), rtol=1e-4)
    np.testing.assert_allclose(metrics["pos_dist"], np.mean(hardest), rtol=1e-4)
    np.testing.assert_allclose(metrics["active"], np.mean(np.array(hinges) > 0), rtol=1e-6)


def _fmix32_reference(h: int) -> int:
    h ^= h >> 16
    h = (h * 0x85EBCA6B) & 0xFFFFFFFF
    h ^= h >> 13
    h = (h * 0xC2B2AE35) & 0xFFFFFFFF
    return h ^ (h >> 16)


def test_fmix32_and_hash_buckets_equal_python_integers():
    ids = [0, 1, 42, 2**31 - 1, 0xDEADBEEF, 0xFFFFFFFF]
    got = np.asarray(b8._fmix32(jnp.asarray(ids, jnp.uint32)))
    assert got.tolist() == [_fmix32_reference(i) for i in ids]
    assert got[0] == 0 and got[1] == 0x514E28B7
    buckets = np.asarray(b8._hash_buckets(jnp.asarray(ids, jnp.uint32), 512))
    assert buckets.shape == (6, 2) and buckets.dtype == np.int32
    want = [[_fmix32_reference(i ^ s) % 512 for s in b8.HASH_SEEDS] for i in ids]
    assert buckets.tolist() == want


def test_qr_retraction_is_orthogonal_with_positive_r_diagonal():
    w = normal_array(29, 6, 6)
    q = np.asarray(b8._qr_retract(w), np.float64)
    np.testing.assert_allclose(q.T @ q, np.eye(6), atol=1e-5)
    r = q.T @ np.asarray(w, np.float64)
    np.testing.assert_allclose(np.tril(r, -1), 0.0, atol=1e-5)
    assert (np.diag(r) > 0).all()
    np.testing.assert_allclose(b8._qr_retract(jnp.asarray(q, jnp.float32)), q, atol=1e-5)


def test_zca_whitening_gives_the_shrunk_identity_covariance():
    h = normal_array(30, 50, 4) @ normal_array(31, 4, 4)
    hw = np.asarray(b8._zca_whiten(h, eps=1e-3), np.float64)
    np.testing.assert_allclose(hw.mean(0), 0.0, atol=1e-5)
    hc = np.asarray(h, np.float64) - np.asarray(h, np.float64).mean(0)
    lam, u = np.linalg.eigh(hc.T @ hc / 50)
    np.testing.assert_allclose(hw.T @ hw / 50, (u * (lam / (lam + 1e-3))) @ u.T, atol=1e-4)
    exact = np.asarray(b8._zca_whiten(h, eps=1e-7), np.float64)  # eps -> 0: identity
    np.testing.assert_allclose(exact.T @ exact / 50, np.eye(4), atol=1e-3)
    assert abs(hw[:, 0] @ hw[:, 0] / 50 - 1.0) > 1e-3  # eps 1e-3 shrinks the small directions


def test_gumbel_straight_through_forward_is_one_hot_gradient_is_soft():
    logits, key = normal_array(32, 3, 2, 5), jax.random.PRNGKey(33)
    codes = np.asarray(b8._gumbel_st(logits, key))
    assert sorted(set(codes.ravel().tolist())) == [0.0, 1.0]
    np.testing.assert_array_equal(codes.sum(-1), np.ones((3, 2)))
    noisy = np.asarray(logits) + np.asarray(jax.random.gumbel(key, logits.shape))
    np.testing.assert_array_equal(codes.argmax(-1), noisy.argmax(-1))
    c = normal_array(34, 3, 2, 5)
    st = jax.grad(lambda z: jnp.sum(b8._gumbel_st(z, key) * c))(logits)
    soft = jax.grad(
        lambda z: jnp.sum(jax.nn.softmax((z + jax.random.gumbel(key, z.shape)) / 0.5) * c)
    )(logits)
    np.testing.assert_allclose(st, soft, rtol=1e-5, atol=1e-6)


def test_strided_max_pool_and_edge_symmetric_pads():
    h = np.asarray(normal_array(35, 2, 9, 3))
    valid = np.asarray(b8._max_pool_1d(jnp.asarray(h), "VALID"))
    assert valid.shape == (2, 4, 3)
    np.testing.assert_array_equal(
        valid, np.stack([h[:, s : s + 3].max(1) for s in (0, 2, 4, 6)], 1)
    )
    same = np.asarray(b8._max_pool_1d(jnp.asarray(h), "SAME"))
    padded = np.pad(h, ((0, 0), (1, 1), (0, 0)), constant_values=-np.inf)  # 9 -> 5: one each side
    np.testing.assert_array_equal(
        same, np.stack([padded[:, s : s + 3].max(1) for s in range(0, 9, 2)], 1)
    )
    x = jnp.array([[[1.0], [2.0], [3.0]]])
    assert jnp.pad(x, ((0, 0), (1, 1), (0, 0)), mode="edge")[0, :, 0].tolist() == [1, 1, 2, 3, 3]
    sym = jnp.pad(x, ((0, 0), (2, 2), (0, 0)), mode="symmetric")[0, :, 0].tolist()
    assert sym == [2, 1, 1, 2, 3, 3, 2]
