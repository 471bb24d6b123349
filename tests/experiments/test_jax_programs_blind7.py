"""The seventh blind corpus (experiments/jax_programs_blind7.py): every case traces, declares the
meshes, argument shapes and dtypes it says, contains the op family it was written for, and the
hand-written pieces (Swin window partition and shift mask, a beam search step, the selective
scan, bilinear grid sampling, the CRF forward algorithm and gold score, ROC-AUC from a sort,
the GP marginal likelihood, drawdown features, batch-norm running statistics, ArcFace logits,
speculative verification, fp8 delayed scaling) compute what they claim."""

from __future__ import annotations

import itertools
import math

import jax
import jax.numpy as jnp
import numpy as np
import pytest
from jax.sharding import PartitionSpec as P
from shardsat.experiments import jax_programs_blind7 as b7

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

NO_SHARDINGS = {
    "fpn-topdown-image-resize-unsharded",
    "gp-cholesky-marginal-likelihood-unsharded",
}


@pytest.fixture(scope="module")
def cases():
    return cases_on_zeros(b7, b7.blind7)


@pytest.fixture(scope="module")
def jaxprs(cases):
    return {name: case_jaxpr(case) for name, case in cases.items()}


def test_corpus_names_and_meshes(cases):
    meshes = corpus_meshes(cases)
    per_mesh = {m: sum(v == m for v in meshes.values()) for m in set(meshes.values())}
    assert set(per_mesh.values()) == {4}
    assert meshes["swin-shifted-window-roll-h-split-step"] == DEFAULT_MESH
    assert meshes["dino-ema-teacher-center-donated"] == DEFAULT_MESH
    assert meshes["crf-forward-scan-uneven-tags9-step"] == "data=4,model=2"
    assert meshes["fpn-topdown-image-resize-unsharded"] == "data=4,model=2"
    assert meshes["gp-cholesky-marginal-likelihood-unsharded"] == "data=8"
    assert meshes["drawdown-cummax-cumlogsumexp-time8-step"] == "data=8"
    assert meshes["arcface-margin-uneven-classes90-3axis-step"] == "data=2,fsdp=2,model=2"
    assert meshes["speculative-decode-verify-cumprod-vocab-split"] == "data=2,fsdp=2,model=2"


def test_declared_shapes_and_dtypes(cases):
    swin = cases["swin-shifted-window-roll-h-split-step"]
    assert swin.args[1].shape == (4, 16, 16, 32)
    assert swin.args[0]["blocks"][1]["bias"].shape == (4, 16, 16)
    assert swin.in_shardings[1] == P("data", "model", None, None)
    beam = cases["beam-search-topk-beams-x-vocab-dus-donated"]
    assert beam.donate_argnums == (1, 2)
    assert beam.args[1].shape == (4, 4, 16) and beam.args[1].dtype == np.int32
    assert beam.args[4].shape == () and int(beam.args[4]) == 5
    assert beam.in_shardings[0]["out"] == P(None, "model")
    mamba = cases["mamba-selective-scan-seq-data-channels-model-step"]
    assert mamba.args[0]["a_log"].shape == (64, 8)
    np.testing.assert_allclose(np.exp(mamba.args[0]["a_log"][0]), np.arange(1.0, 9.0), rtol=1e-6)
    assert mamba.in_shardings[1] == P(None, "data", None)
    assert mamba.in_shardings[0]["a_log"] == P("model", None)
    dino = cases["dino-ema-teacher-center-donated"]
    assert dino.donate_argnums == (1, 2) and dino.args[2].shape == (48,)
    assert dino.in_shardings[1] == {"w1": P(None, "model"), "w2": P("model", None), "protos": None}
    crf = cases["crf-forward-scan-uneven-tags9-step"]
    assert crf.args[0]["trans"].shape == (9, 9) and crf.args[1].shape == (8, 24)
    assert crf.args[3].tolist() == [12] * 8  # lengths 12 + randint(13): 12 on zeros
    bn = cases["batchnorm-running-stats-donated"]
    assert bn.donate_argnums == (0, 1)
    assert bn.args[1]["bn2"]["var"].tolist() == [1.0] * 32
    assert bn.in_shardings[1]["bn2"] == {"mean": P("model"), "var": P("model")}
    auc = cases["roc-auc-three-operand-sort-batch8-eval"]
    assert auc.args[1].shape == (512, 16) and auc.args[2].dtype == np.int32
    gp = cases["gp-cholesky-marginal-likelihood-unsharded"]
    assert gp.args[0]["log_sn"].shape == () and float(gp.args[0]["log_sn"]) == -1.0
    assert gp.args[1].shape == (64, 4) and gp.args[3].shape == (32, 4)
    vae = cases["vae-reparam-dropout-key-arg-step"]
    assert vae.args[2].shape == (2,) and vae.args[2].dtype == np.uint32
    assert vae.args[2].tolist() == [0, 7126]
    assert vae.in_shardings[0]["w4"] == P(None, "data") and vae.in_shardings[2] is None
    fp8 = cases["fp8-delayed-scaling-amax-history-donated"]
    assert fp8.args[1].shape == (4, 16) and fp8.donate_argnums == (0, 1)
    assert fp8.in_shardings[0] == {"w1": P("fsdp", "model"), "w2": P("model", "fsdp")}
    arc = cases["arcface-margin-uneven-classes90-3axis-step"]
    assert arc.args[0]["classes"].shape == (64, 90)
    assert arc.in_shardings[1] == P(("data", "fsdp"), None)
    cut = cases["cutmix-iota-box-take-clip-h-split-step"]
    assert cut.args[3].tolist() == [5, 6, 7, 0, 1, 2, 3, 4]
    assert cut.args[4].tolist() == [3, 11, 5, 13]
    assert cut.in_shardings[1] == P("data", "fsdp", None, None)
    spec = cases["speculative-decode-verify-cumprod-vocab-split"]
    assert spec.args[3].shape == (8, 4, 128)
    np.testing.assert_allclose(np.asarray(spec.args[3]).sum(-1), np.ones((8, 4)), rtol=1e-5)
    assert spec.in_shardings[0]["out"] == P(None, ("fsdp", "model"))


def test_in_shardings_name_axes_of_their_mesh(cases):
    check_corpus_shardings(cases, NO_SHARDINGS)


def test_each_case_traces_with_its_op_family(jaxprs):
    expected = {
        "swin-shifted-window-roll-h-split-step": {"concatenate", "slice", "transpose", "reshape"},
        "beam-search-topk-beams-x-vocab-dus-donated": {"top_k", "rem", "dynamic_update_slice"},
        "mamba-selective-scan-seq-data-channels-model-step": {"scan", "log1p", "logistic", "exp"},
        "dino-ema-teacher-center-donated": {"stop_gradient", "sqrt", "concatenate", "exp"},
        "spatial-transformer-affine-grid-bilinear-gather-step": {
            "floor",
            "gather",
            "scatter-add",
            "conv_general_dilated",
        },
        "fpn-topdown-image-resize-unsharded": {"gather", "floor", "conv_general_dilated"},
        "crf-forward-scan-uneven-tags9-step": {"scan", "sharding_constraint", "log", "gather"},
        "batchnorm-running-stats-donated": {"conv_general_dilated", "rsqrt", "stop_gradient"},
        "roc-auc-three-operand-sort-batch8-eval": {"sort", "cumsum", "log1p"},
        "gp-cholesky-marginal-likelihood-unsharded": {"cholesky", "triangular_solve", "log"},
        "vae-reparam-dropout-key-arg-step": {"random_bits", "random_split", "erf_inv"},
        "drawdown-cummax-cumlogsumexp-time8-step": {"cummax", "cumlogsumexp", "cumsum"},
        "fp8-delayed-scaling-amax-history-donated": {"convert_element_type", "scatter", "min"},
        "arcface-margin-uneven-classes90-3axis-step": {
            "acos",
            "cos",
            "iota",
            "sharding_constraint",
        },
        "cutmix-iota-box-take-clip-h-split-step": {"iota", "and", "gather", "conv_general_dilated"},
        "speculative-decode-verify-cumprod-vocab-split": {"cumprod", "argmax", "gather"},
    }
    check_primitives(expected, jaxprs)


def test_op_parameters(jaxprs):
    """The CRF scans 23 steps (forward and backward), Mamba 32, the beam top-k keeps 4 of 4 x 256 candidates, the AUC
    sorts 3 operands on 1 key, fp8 casts to e4m3, the constraints name their (uneven) shapes."""
    crf = jaxprs["crf-forward-scan-uneven-tags9-step"]
    assert [e.params["length"] for e in equations(crf, "scan")] == [23, 23]  # and its transpose
    specs = {
        (tuple(e.params["sharding"].spec), e.outvars[0].aval.shape)
        for e in equations(crf, "sharding_constraint")
    }
    assert (("data", None, "model"), (8, 24, 9)) in specs
    mamba = equations(jaxprs["mamba-selective-scan-seq-data-channels-model-step"], "scan")
    assert {e.params["length"] for e in mamba} == {32}
    beam = jaxprs["beam-search-topk-beams-x-vocab-dus-donated"]
    assert [(e.invars[0].aval.shape, e.params["k"]) for e in equations(beam, "top_k")] == [
        ((4, 1024), 4)
    ]
    assert [e.invars[1].aval.shape for e in equations(beam, "dynamic_update_slice")] == [(4, 4, 1)]
    sort = equations(jaxprs["roc-auc-three-operand-sort-batch8-eval"], "sort")
    assert [(len(e.invars), e.params["num_keys"], e.params["dimension"]) for e in sort] == [
        (3, 1, 0)
    ]
    fp8 = jaxprs["fp8-delayed-scaling-amax-history-donated"]
    casts = {str(e.params["new_dtype"]) for e in equations(fp8, "convert_element_type")}
    assert "float8_e4m3fn" in casts
    dots = {str(e.invars[0].aval.dtype) for e in equations(fp8, "dot_general")}
    assert "float8_e4m3fn" in dots
    arc = equations(jaxprs["arcface-margin-uneven-classes90-3axis-step"], "sharding_constraint")
    assert {(tuple(e.params["sharding"].spec), e.outvars[0].aval.shape) for e in arc} == {
        (("data", ("fsdp", "model")), (32, 90))
    }
    cum = equations(jaxprs["drawdown-cummax-cumlogsumexp-time8-step"], "cummax")
    assert [(e.params["axis"], e.outvars[0].aval.shape) for e in cum] == [(0, (256, 16))]
    fpn = equations(jaxprs["fpn-topdown-image-resize-unsharded"], "conv_general_dilated")
    assert (2, 2) in {e.params["window_strides"] for e in fpn}
    chol = equations(jaxprs["gp-cholesky-marginal-likelihood-unsharded"], "cholesky")
    assert {e.invars[0].aval.shape for e in chol} == {(64, 64)}


def test_cases_output_shapes(cases):
    shapes = {}
    for name, case in cases.items():
        with jax.set_mesh(case_jax_mesh(case)):
            shapes[name] = jax.eval_shape(case.fn, *case.args)
    history, scores, tok, src = shapes["beam-search-topk-beams-x-vocab-dus-donated"]
    assert history.shape == (4, 4, 16) and history.dtype == np.int32
    assert scores.shape == tok.shape == src.shape == (4, 4)
    student, teacher, center, loss = shapes["dino-ema-teacher-center-donated"]
    assert teacher["protos"].shape == (32, 48) and center.shape == (48,) and loss.shape == ()
    params, stats, _ = shapes["batchnorm-running-stats-donated"]
    assert stats["bn1"]["mean"].shape == (16,) and params["k2"].shape == (3, 3, 16, 32)
    bce, auc, prec, top = shapes["roc-auc-three-operand-sort-batch8-eval"]
    assert auc.shape == prec.shape == () and top.shape == (16,) and top.dtype == np.int32
    _, nll, mean = shapes["gp-cholesky-marginal-likelihood-unsharded"]
    assert nll.shape == () and mean.shape == (32,)
    _, _, mdd = shapes["drawdown-cummax-cumlogsumexp-time8-step"]
    assert mdd.shape == (16,)
    fp8_params, history, _ = shapes["fp8-delayed-scaling-amax-history-donated"]
    assert history.shape == (4, 16) and str(fp8_params["w1"].dtype) == "float32"
    count, correction, kept = shapes["speculative-decode-verify-cumprod-vocab-split"]
    assert count.shape == correction.shape == (8,) and kept.shape == (8, 4)
    assert count.dtype == correction.dtype == kept.dtype == np.int32


def test_window_partition_and_swin_shift_mask():
    x = normal_array(0, 2, 8, 8, 3)
    win = np.asarray(b7._window_partition(x, 4))
    assert win.shape == (8, 16, 3)
    # window 3 is batch 0, window row 1, window column 1
    np.testing.assert_array_equal(win[3], np.asarray(x)[0, 4:8, 4:8].reshape(16, 3))
    np.testing.assert_array_equal(b7._window_reverse(win, 4, 2, 8, 8), x)
    mask = b7._shift_mask(8, 8, 4, 2)
    assert mask.shape == (4, 16, 16)
    assert [int((m == -100.0).sum()) for m in mask] == [0, 128, 128, 192]
    # the bottom-right window holds four 2x2 regions: token 0 (region 4) vs token 2 (region 5)
    assert mask[3, 0, 1] == 0.0 and mask[3, 0, 2] == -100.0 and mask[3, 0, 8] == -100.0


def test_beam_step_equals_brute_force():
    p = {"embed": normal_array(1, 10, 6), "w": normal_array(2, 6, 6), "out": normal_array(3, 6, 10)}
    history = jnp.asarray(np.random.default_rng(4).integers(0, 10, (2, 3, 5)), jnp.int32)
    scores, last = normal_array(5, 2, 3), history[:, :, 1]
    new_hist, new_scores, tok, src = b7._beam_step(p, history, scores, last, 2)
    logp = np.asarray(jax.nn.log_softmax(jnp.tanh(p["embed"][last] @ p["w"]) @ p["out"], -1))
    for b in range(2):
        cand = sorted(
            ((float(scores[b, k]) + logp[b, k, v], k, v) for k in range(3) for v in range(10)),
            reverse=True,
        )[:3]
        np.testing.assert_allclose(new_scores[b], [c[0] for c in cand], rtol=1e-5)
        assert src[b].tolist() == [c[1] for c in cand] and tok[b].tolist() == [c[2] for c in cand]
        for j, (_, k, v) in enumerate(cand):
            row = np.asarray(history[b, k]).copy()
            row[2] = v
            assert new_hist[b, j].tolist() == row.tolist()


def test_selective_scan_equals_a_loop():
    b, steps, c, n = 2, 5, 3, 4
    u, delta = normal_array(6, b, steps, c), jax.nn.softplus(normal_array(7, b, steps, c))
    a, bm, cm, d = (
        -jnp.exp(normal_array(8, c, n)),
        normal_array(9, b, steps, n),
        normal_array(10, b, steps, n),
        normal_array(11, c),
    )
    got = np.asarray(b7._selective_scan(u, delta, a, bm, cm, d))
    u, delta, a, bm, cm, d = (np.asarray(z, np.float64) for z in (u, delta, a, bm, cm, d))
    h = np.zeros((b, c, n))
    for t in range(steps):
        h = (
            np.exp(delta[:, t, :, None] * a) * h
            + (delta[:, t] * u[:, t])[..., None] * bm[:, t, None, :]
        )
        np.testing.assert_allclose(
            got[:, t], (h * cm[:, t, None, :]).sum(-1) + d * u[:, t], rtol=1e-5, atol=1e-6
        )


def test_bilinear_sample_identity_shift_and_midpoint():
    img = normal_array(12, 2, 4, 5, 3)
    ident = jnp.tile(jnp.array([[1.0, 0.0, 0.0], [0.0, 1.0, 0.0]]), (2, 1, 1))
    out = b7._bilinear_sample(img, b7._affine_grid(ident, 4, 5)).reshape(img.shape)
    np.testing.assert_allclose(out, img, rtol=1e-5, atol=1e-6)
    # x shifted by one pixel (2 / (w - 1) in normalised units): the last column falls outside
    shift = ident.at[:, 0, 2].set(2.0 / 4.0)
    out = np.asarray(b7._bilinear_sample(img, b7._affine_grid(shift, 4, 5)).reshape(img.shape))
    np.testing.assert_allclose(out[:, :, :4], np.asarray(img)[:, :, 1:], rtol=1e-5, atol=1e-6)
    np.testing.assert_allclose(out[:, :, 4], 0.0, atol=1e-6)
    # half a pixel: the mean of neighbouring columns
    half = ident.at[:, 0, 2].set(1.0 / 4.0)
    out = np.asarray(b7._bilinear_sample(img, b7._affine_grid(half, 4, 5)).reshape(img.shape))
    mid = (np.asarray(img)[:, :, :4] + np.asarray(img)[:, :, 1:]) / 2
    np.testing.assert_allclose(out[:, :, :4], mid, rtol=1e-5, atol=1e-6)


def test_crf_log_partition_and_gold_score_equal_enumeration():
    t, k = 4, 3
    em, trans, start, end = (
        normal_array(13, 2, t, k),
        normal_array(14, k, k),
        normal_array(15, k),
        normal_array(16, k),
    )
    lengths = jnp.array([4, 2], jnp.int32)
    mask = jnp.arange(t)[None, :] < lengths[:, None]
    tags = jnp.array([[0, 2, 1, 1], [2, 0, 1, 1]], jnp.int32)
    log_z = np.asarray(b7._crf_log_partition(em, trans, start, end, mask))
    gold = np.asarray(b7._crf_gold_score(em, trans, start, end, tags, mask, lengths))
    e, tr, s0, s1 = (np.asarray(z, np.float64) for z in (em, trans, start, end))

    def score(b, path):
        v = s0[path[0]] + e[b, 0, path[0]] + s1[path[-1]]
        return v + sum(tr[path[i - 1], path[i]] + e[b, i, path[i]] for i in range(1, len(path)))

    for b, n in enumerate((4, 2)):
        paths = [score(b, path) for path in itertools.product(range(k), repeat=n)]
        np.testing.assert_allclose(log_z[b], np.log(np.sum(np.exp(paths))), rtol=1e-5)
        np.testing.assert_allclose(gold[b], score(b, tags[b, :n].tolist()), rtol=1e-5)


def test_roc_auc_equals_mann_whitney():
    rng = np.random.default_rng(17)
    labels = rng.integers(0, 2, 200).astype(np.int32)
    scores = rng.normal(size=200).astype(np.float32) + labels
    auc, prec, top = b7._ranking_metrics(jnp.asarray(scores), jnp.asarray(labels))
    pos, neg = scores[labels == 1], scores[labels == 0]
    mann_whitney = (pos[:, None] > neg[None, :]).mean()
    np.testing.assert_allclose(auc, mann_whitney, rtol=1e-5)
    order = np.argsort(-scores)
    np.testing.assert_allclose(prec, labels[order[:64]].mean(), rtol=1e-6)
    assert top.tolist() == order[:16].tolist()


def test_gp_nll_equals_the_dense_formula():
    x, y = normal_array(18, 10, 2), normal_array(19, 10)
    p = {"log_ls": jnp.array([0.2, -0.3]), "log_sf": jnp.float32(0.1), "log_sn": jnp.float32(-1)}
    nll, alpha = b7._gp_nll(p, x, y)
    xn, yn = np.asarray(x, np.float64), np.asarray(y, np.float64)
    d2 = (((xn[:, None] - xn[None]) / np.exp([0.2, -0.3])) ** 2).sum(-1)
    k = np.exp(0.2) * np.exp(-0.5 * d2) + (np.exp(-2.0) + 1e-4) * np.eye(10)
    expected = 0.5 * yn @ np.linalg.solve(k, yn) + 0.5 * np.linalg.slogdet(k)[1]
    np.testing.assert_allclose(nll, expected + 5 * math.log(2 * math.pi), rtol=1e-5)
    np.testing.assert_allclose(alpha, np.linalg.solve(k, yn), rtol=1e-4, atol=1e-5)


def test_drawdown_features_equal_numpy_accumulates():
    r = normal_array(20, 30, 3) * 0.05
    f = np.asarray(b7._drawdown_features(r))
    log_price = np.cumsum(np.asarray(r, np.float64), axis=0)
    price = np.exp(log_price)
    np.testing.assert_allclose(f[..., 0], 1 - price / np.maximum.accumulate(price), atol=1e-6)
    soft = np.logaddexp.accumulate(10 * log_price, axis=0) / 10
    np.testing.assert_allclose(f[..., 1], log_price - soft, rtol=1e-4, atol=1e-6)
    assert f[0, :, 0].tolist() == [0.0, 0.0, 0.0]
    np.testing.assert_allclose(f[0, :, 1], np.zeros(3), atol=1e-6)  # a one-term logsumexp


def test_batch_norm_running_statistics():
    h = normal_array(21, 2, 3, 3, 4) * 2.0 + 1.0
    stats = {"mean": jnp.zeros(4), "var": jnp.ones(4)}
    out, new = b7._batch_norm(h, jnp.ones(4), jnp.zeros(4), stats)
    hn = np.asarray(h).reshape(-1, 4)
    np.testing.assert_allclose(new["mean"], 0.1 * hn.mean(0), rtol=1e-5)
    np.testing.assert_allclose(new["var"], 0.9 + 0.1 * hn.var(0, ddof=1), rtol=1e-5)
    np.testing.assert_allclose(np.asarray(out).reshape(-1, 4).mean(0), np.zeros(4), atol=1e-5)


def test_arcface_adds_the_margin_to_the_target_angle():
    emb, w = normal_array(22, 3, 5), normal_array(23, 5, 7)
    labels = jnp.array([0, 6, 3], jnp.int32)
    logits, target = b7._arcface_logits(emb, w, labels)
    e = np.asarray(emb) / np.linalg.norm(emb, axis=-1, keepdims=True)
    cos = e @ (np.asarray(w) / np.linalg.norm(w, axis=0, keepdims=True))
    expected = 16.0 * cos
    for i, c in enumerate((0, 6, 3)):
        expected[i, c] = 16.0 * np.cos(np.arccos(cos[i, c]) + 0.3)
    np.testing.assert_allclose(logits, expected, rtol=1e-5, atol=1e-5)
    assert np.asarray(target).sum() == 3 and bool(target[1, 6])


def test_speculative_verify_hand_case():
    vocab = 4
    p = np.full((2, 3, vocab), 0.25, np.float32)
    p[0, 0] = [0.7, 0.1, 0.1, 0.1]
    p[0, 1] = [0.1, 0.1, 0.1, 0.7]
    q = np.full((2, 2, vocab), 0.25, np.float32)
    q[0, 1] = [0.1, 0.1, 0.7, 0.1]  # the draft preferred token 2 at position 1
    draft = np.array([[0, 2], [1, 3]], np.int32)
    u = np.array([[0.5, 0.5], [0.9, 0.1]], np.float32)
    count, correction, kept = b7._speculative_verify(
        jnp.asarray(p), jnp.asarray(q), jnp.asarray(draft), jnp.asarray(u)
    )
    # row 0: token 0 accepted (0.7 / 0.25 >= 1), token 2 rejected (0.5 > 0.1 / 0.7); the
    # residual max(p - q, 0) at position 1 is largest at token 3
    # row 1: p == q, so both accepted; the correction comes from p at position 2 (a tie: 0)
    assert count.tolist() == [1, 2]
    assert correction.tolist() == [3, 0]
    assert kept.tolist() == [[0, -1], [1, 3]]


def test_fp8_dot_and_delayed_scaling_history():
    a, w = normal_array(24, 8, 16), normal_array(25, 16, 4) * 0.1
    s_a, s_w = 448.0 / float(jnp.max(jnp.abs(a))), 448.0 / float(jnp.max(jnp.abs(w)))
    got = np.asarray(b7._fp8_dot(a, w, s_a, s_w))
    np.testing.assert_allclose(got, np.asarray(a) @ np.asarray(w), rtol=0.1, atol=0.05)
    assert not np.allclose(got, np.asarray(a) @ np.asarray(w), rtol=1e-6, atol=0)  # quantised
    params = {"w1": normal_array(26, 8, 12) * 0.1, "w2": normal_array(27, 12, 8) * 0.1}
    history = jnp.arange(16.0).reshape(4, 4) + 1.0
    x = normal_array(28, 6, 8)
    _, new, _ = jax.jit(b7._fp8_step)(params, history, x, x)
    new = np.asarray(new)
    np.testing.assert_allclose(new[:, 1:], np.asarray(history)[:, :3], rtol=1e-6)
    np.testing.assert_allclose(new[0, 0], float(jnp.max(jnp.abs(x))), rtol=1e-6)
    np.testing.assert_allclose(new[1, 0], float(jnp.max(jnp.abs(params["w1"]))), rtol=1e-6)
