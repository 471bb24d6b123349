"""The eleventh blind corpus (experiments/jax_programs_blind11.py): every case traces on its
mesh, declares the argument shapes, dtypes, shardings and donations it says, contains the op
family it was written for, and the hand-written pieces (the Perceiver's length mask,
Transformer-XL's memory and causal offset, ALBERT's shared layers and Adam, the DFT spectral
convolution, the Kalman filter, Lloyd's k-means, Hopfield retrieval, retention, NT-Xent, the
sorted quantiles and pinball loss, the LSTM policy's episode resets, Kabsch alignment, the
normalised adjacency power, NeuralSort and soft NDCG, SAM, capsule routing) compute what they
claim, against numpy references."""

from __future__ import annotations

import jax
import jax.numpy as jnp
import numpy as np
import pytest
from jax.sharding import NamedSharding
from jax.sharding import PartitionSpec as P
from scipy.special import logsumexp as np_logsumexp
from scipy.special import softmax as np_softmax
from shardsat.experiments import jax_programs_blind11 as b11

from shardsat.auto import resolve_mesh
from tests.corpus_checks import (
    case_jax_mesh,
    case_jaxpr,
    cases_on_zeros,
    check_corpus_shardings,
    check_primitives,
    equations,
    float64s,
    mesh_context,
    normal_array,
    sharding_constraints,
    tree_float64,
)

NO_SHARDINGS = {
    "fno-dft-einsum-low-modes-slice-zero-pad-spectral-step-unsharded",
    "kabsch-batched-svd-det-sign-rotation-rmsd-unsharded",
}
MESHES = ("data=2,model=4", "x=4,y=2", "batch=8", "dp=2,fsdp=2,tp=2")
"""The corpus's meshes, four cases each, all of 8 devices."""
DONATED = {
    "transformer-xl-memory-concat-seq-split-rel-bias-take-donated",
    "albert-shared-layer-fori-loop-factorised-embed-adam-donated",
    "simclr-ntxent-2n-similarity-masked-diagonal-nesterov-donated",
    "sam-two-gradients-global-norm-momentum-fsdp-tp-donated",
}


@pytest.fixture(scope="module")
def cases():
    return cases_on_zeros(b11, b11.blind11)


@pytest.fixture(scope="module")
def jaxprs(cases):
    return {name: case_jaxpr(case) for name, case in cases.items()}


def _np_norm(h):
    """LayerNorm over the last dim without affine parameters (float64)."""
    centred = h - h.mean(-1, keepdims=True)
    return centred / np.sqrt(np.square(centred).mean(-1, keepdims=True) + 1e-5)


def _np_gelu(h):
    return 0.5 * h * (1 + np.tanh(np.sqrt(2 / np.pi) * (h + 0.044715 * h**3)))


def _np_ce(logits, labels):
    """Per-row softmax cross-entropy of integer labels."""
    return np_logsumexp(logits, -1) - np.take_along_axis(logits, labels[..., None], -1)[..., 0]


# --- the corpus as declared -----------------------------------------------------------------


def test_corpus_names_meshes_and_donations(cases):
    assert len(cases) == 16
    meshes = [case.mesh for case in cases.values()]
    assert None not in meshes
    assert {m: meshes.count(m) for m in MESHES} == dict.fromkeys(MESHES, 4)
    for mesh in MESHES:
        assert resolve_mesh(mesh)[1].size == 8
    assert cases["kalman-filter-scan-time-split-batched-solve-loglik-step"].mesh == "x=4,y=2"
    assert cases["kabsch-batched-svd-det-sign-rotation-rmsd-unsharded"].mesh == "batch=8"
    capsule = cases["capsule-routing-fori-squash-margin-loss-digits10-uneven-step"]
    assert capsule.mesh == "dp=2,fsdp=2,tp=2"
    donated = {name for name, case in cases.items() if case.donate_argnums}
    assert donated == DONATED
    assert all(cases[n].donate_argnums == (0, 1) for n in donated)


def test_declared_shapes_and_dtypes(cases):
    perceiver = cases["perceiver-latent-cross-attention-length-mask-latent-self-attn-step"]
    assert perceiver.args[0]["latents"].shape == (16, 64) and perceiver.args[1].shape == (8, 48, 64)
    assert perceiver.args[2].dtype == np.int32 and perceiver.args[2].tolist() == [1] * 8
    txl = cases["transformer-xl-memory-concat-seq-split-rel-bias-take-donated"]
    assert txl.args[1].shape == (8, 24, 64) and txl.args[2].shape == (8, 16, 64)
    assert txl.args[0]["rel"].shape == (4, 40)  # every distance of 24 + 16 keys
    albert = cases["albert-shared-layer-fori-loop-factorised-embed-adam-donated"]
    assert albert.args[0]["embed"].shape == (256, 16) and albert.args[2].shape == (8, 24)
    assert albert.args[1]["m"]["layer"]["w1"].shape == (64, 128) and albert.args[1]["t"].ndim == 0
    fno = cases["fno-dft-einsum-low-modes-slice-zero-pad-spectral-step-unsharded"]
    assert fno.args[0]["wr1"].shape == (5, 5, 16, 16) and fno.args[1].shape == (4, 16, 16, 3)
    kalman = cases["kalman-filter-scan-time-split-batched-solve-loglik-step"]
    assert kalman.args[1].shape == (16, 20, 2) and kalman.args[0]["F"].shape == (4, 4)
    hop = cases["hopfield-while-loop-until-converged-energy-argmax-retrieval"]
    assert hop.args[0].shape == (128, 32) and hop.args[1].shape == (16, 32)
    ppo = cases["ppo-lstm-scan-cond-episode-reset-clipped-surrogate-step"]
    done = np.asarray(ppo.args[2])
    assert done.dtype == bool and done.shape == (16, 8) and done.sum() == 25 and done.any(1).all()
    assert ppo.args[3].dtype == np.int32 and ppo.args[0]["wx"].shape == (10, 128)
    sgc = cases["sgc-normalised-adjacency-matrix-power-masked-xent-laplacian-step"]
    adj = np.asarray(sgc.args[1])
    assert adj.shape == (64, 64) and np.array_equal(adj, adj.T) and not np.diag(adj).any()
    assert sgc.args[4].dtype == bool and int(np.sum(sgc.args[4])) == 16
    rank = cases["neuralsort-abs-pairwise-relaxed-permutation-soft-ndcg-rev-sort-step"]
    assert rank.args[2].dtype == np.float32 and rank.args[1].shape == (16, 10, 24)
    capsule = cases["capsule-routing-fori-squash-margin-loss-digits10-uneven-step"]
    assert capsule.args[0]["w"].shape == (32, 10, 8, 16)
    assert capsule.args[0]["w0"].shape == (64, 256)  # 32 primary capsules of 8


def test_random_graph_and_episode_ends():
    adj = b11._random_graph(11301, 64)
    assert np.array_equal(adj, adj.T) and set(np.unique(adj)) == {0.0, 1.0}
    assert 0.05 < adj.mean() < 0.2 and not np.diag(adj).any()
    done = b11._episode_ends(3, 8)
    assert done.tolist()[0] == [False, False, False, False, True, False, False, False]
    assert done[2, 2] and done[2, 7] and done.sum() == 4


def test_in_shardings_name_axes_of_their_mesh_and_divide_their_dims(cases):
    check_corpus_shardings(cases, NO_SHARDINGS)
    txl = cases["transformer-xl-memory-concat-seq-split-rel-bias-take-donated"]
    assert txl.in_shardings[1] == P("data", "model", None)  # the memory's sequence split
    kalman = cases["kalman-filter-scan-time-split-batched-solve-loglik-step"]
    assert kalman.in_shardings[1] == P("x", "y", None)  # time split too
    sgc = cases["sgc-normalised-adjacency-matrix-power-masked-xent-laplacian-step"]
    assert sgc.in_shardings[1] == P(("dp", "fsdp"), None)
    sam = cases["sam-two-gradients-global-norm-momentum-fsdp-tp-donated"]
    assert sam.in_shardings[0]["w2"] == P("tp", "fsdp") == sam.in_shardings[1]["w2"]
    is_spec = lambda s: s is None or isinstance(s, P)  # noqa: E731
    for name, case in cases.items():  # jax takes each as a NamedSharding of the argument
        if case.in_shardings is None:
            continue
        mesh = case_jax_mesh(case)
        specs = jax.tree.leaves(case.in_shardings, is_leaf=is_spec)
        for spec, arg in zip(specs, jax.tree.leaves(case.args), strict=True):
            shard = NamedSharding(mesh, spec or P()).shard_shape(arg.shape)
            assert len(shard) == arg.ndim, name


def test_each_case_traces_with_its_op_family(jaxprs):
    expected = {
        "perceiver-latent-cross-attention-length-mask-latent-self-attn-step": {
            "broadcast_in_dim", "lt", "select_n", "dot_general", "tanh"},
        "transformer-xl-memory-concat-seq-split-rel-bias-take-donated": {
            "concatenate", "slice", "gather", "stop_gradient", "ge", "select_n"},
        "albert-shared-layer-fori-loop-factorised-embed-adam-donated": {
            "scan", "gather", "scatter-add", "sqrt", "pow"},
        "fno-dft-einsum-low-modes-slice-zero-pad-spectral-step-unsharded": {
            "cos", "sin", "iota", "slice", "pad", "dot_general"},
        "kalman-filter-scan-time-split-batched-solve-loglik-step": {
            "scan", "lu", "custom_linear_solve", "triangular_solve", "concatenate", "log"},
        "kmeans-fori-lloyd-argmin-segment-sum-clusters10-uneven": {
            "scan", "argmin", "scatter-add", "sharding_constraint", "reduce_min", "select_n"},
        "hopfield-while-loop-until-converged-energy-argmax-retrieval": {
            "while", "argmax", "abs", "reduce_max", "and", "exp"},
        "retnet-decay-mask-power-where-head-norm-silu-gate-step": {
            "pow", "select_n", "logistic", "rsqrt", "iota"},
        "simclr-ntxent-2n-similarity-masked-diagonal-nesterov-donated": {
            "concatenate", "eq", "select_n", "rem", "sqrt", "gather"},
        "quantile-regression-sorted-noncrossing-pinball-coverage-step": {
            "sort", "max", "le", "scatter-add"},
        "ppo-lstm-scan-cond-episode-reset-clipped-surrogate-step": {
            "scan", "cond", "reduce_or", "logistic", "min", "max", "exp", "gather"},
        "kabsch-batched-svd-det-sign-rotation-rmsd-unsharded": {
            "svd", "sign", "sqrt", "dot_general"},
        "sgc-normalised-adjacency-matrix-power-masked-xent-laplacian-step": {
            "rsqrt", "dot_general", "select_n", "gather", "iota"},
        "neuralsort-abs-pairwise-relaxed-permutation-soft-ndcg-rev-sort-step": {
            "abs", "sort", "rev", "exp2", "log"},
        "sam-two-gradients-global-norm-momentum-fsdp-tp-donated": {
            "sqrt", "rsqrt", "tanh", "dot_general"},
        "capsule-routing-fori-squash-margin-loss-digits10-uneven-step": {
            "scan", "sharding_constraint", "sqrt", "eq", "max"},
    }  # fmt: skip
    check_primitives(expected, jaxprs)


def _shapes(eqns, side: str = "out") -> set:
    return {tuple((e.outvars if side == "out" else e.invars)[0].aval.shape) for e in eqns}


def test_op_parameters(jaxprs):
    """Loop lengths, the (uneven) constraints' specs and shapes, concatenations, pads and
    slices, the linear-algebra operands, sort dims."""
    scan_lengths = {
        "albert-shared-layer-fori-loop-factorised-embed-adam-donated": {4},
        "kalman-filter-scan-time-split-batched-solve-loglik-step": {20},
        "kmeans-fori-lloyd-argmin-segment-sum-clusters10-uneven": {3},
        "ppo-lstm-scan-cond-episode-reset-clipped-surrogate-step": {8},
        "capsule-routing-fori-squash-margin-loss-digits10-uneven-step": {2},
    }
    for name, lengths in scan_lengths.items():
        assert {e.params["length"] for e in equations(jaxprs[name], "scan")} == lengths, name
    kmeans = jaxprs["kmeans-fori-lloyd-argmin-segment-sum-clusters10-uneven"]
    assert sharding_constraints(kmeans) == {(("y", "x"), (512, 10))}
    capsule = jaxprs["capsule-routing-fori-squash-margin-loss-digits10-uneven-step"]
    assert sharding_constraints(capsule) == {(("dp", None, ("fsdp", "tp"), None), (16, 32, 10, 16))}
    txl = jaxprs["transformer-xl-memory-concat-seq-split-rel-bias-take-donated"]
    assert (8, 40, 64) in _shapes(equations(txl, "concatenate"))  # [memory; segment] twice
    assert (8, 24, 64) in _shapes(equations(txl, "slice"))
    fno = jaxprs["fno-dft-einsum-low-modes-slice-zero-pad-spectral-step-unsharded"]
    pads = {tuple(cfg[:2] for cfg in e.params["padding_config"]) for e in equations(fno, "pad")}
    assert ((0, 0), (0, 11), (0, 11), (0, 0)) in pads
    assert (4, 5, 5, 16) in _shapes(equations(fno, "slice"))
    kalman = jaxprs["kalman-filter-scan-time-split-batched-solve-loglik-step"]
    assert (16, 2, 2) in _shapes(equations(kalman, "lu"), "in")
    kabsch = jaxprs["kabsch-batched-svd-det-sign-rotation-rmsd-unsharded"]
    assert _shapes(equations(kabsch, "svd"), "in") == {(32, 3, 3)}
    quantile = jaxprs["quantile-regression-sorted-noncrossing-pinball-coverage-step"]
    assert {e.params["dimension"] for e in equations(quantile, "sort")} == {1}
    assert (64, 7) in _shapes(equations(quantile, "sort"))
    rank = jaxprs["neuralsort-abs-pairwise-relaxed-permutation-soft-ndcg-rev-sort-step"]
    assert {e.params["dimensions"] for e in equations(rank, "rev")} == {(1,)}
    assert (16, 10, 10) in _shapes(equations(rank, "abs"))
    ppo = jaxprs["ppo-lstm-scan-cond-episode-reset-clipped-surrogate-step"]
    assert all(len(e.params["branches"]) == 2 for e in equations(ppo, "cond"))
    hop = jaxprs["hopfield-while-loop-until-converged-energy-argmax-retrieval"]
    assert len(equations(hop, "while")) == 1
    sam = jaxprs["sam-two-gradients-global-norm-momentum-fsdp-tp-donated"]
    assert len(equations(sam, "dot_general")) >= 2 * (3 + 5)  # two forward + backward passes


def test_cases_output_shapes(cases):
    shapes = {}
    for name, case in cases.items():
        with jax.set_mesh(case_jax_mesh(case)):
            shapes[name] = jax.eval_shape(case.fn, *case.args)
    _, mem, loss = shapes["transformer-xl-memory-concat-seq-split-rel-bias-take-donated"]
    assert mem.shape == (8, 24, 64) and loss.shape == ()
    _, opt, _ = shapes["albert-shared-layer-fori-loop-factorised-embed-adam-donated"]
    assert opt["v"]["embed"].shape == (256, 16) and opt["t"].shape == ()
    c, assign, inertia = shapes["kmeans-fori-lloyd-argmin-segment-sum-clusters10-uneven"]
    assert c.shape == (10, 16) and assign.shape == (512,) and assign.dtype == np.int32
    xi, e0, e1, it, nearest = shapes["hopfield-while-loop-until-converged-energy-argmax-retrieval"]
    assert xi.shape == (16, 32) and e0.shape == e1.shape == nearest.shape == (16,)
    assert it.dtype == np.int32
    _, velocity, _ = shapes["simclr-ntxent-2n-similarity-masked-diagonal-nesterov-donated"]
    assert velocity["w3"].shape == (64, 32)
    _, _, coverage = shapes["quantile-regression-sorted-noncrossing-pinball-coverage-step"]
    assert coverage.shape == (7,)
    r, rmsd, s = shapes["kabsch-batched-svd-det-sign-rotation-rmsd-unsharded"]
    assert r.shape == (32, 3, 3) and rmsd.shape == (32,) and s.shape == (32, 3)
    _, momentum, _, norm = shapes["sam-two-gradients-global-norm-momentum-fsdp-tp-donated"]
    assert momentum["w1"].shape == (32, 64) and norm.shape == ()


# --- the hand-written pieces ----------------------------------------------------------------


def _attn(seed: int, d: int = 16, hidden: int = 32) -> dict:
    shapes = dict.fromkeys("qkvo", (d, d)) | {"w1": (d, hidden), "w2": (hidden, d)}
    return {n: normal_array(seed + i, *s) * 0.3 for i, (n, s) in enumerate(shapes.items())}


def _np_mha(w, xq, xkv, heads=4, bias=None, mask=None):
    b, sq, d = xq.shape
    hd = d // heads
    q = (xq @ w["q"]).reshape(b, sq, heads, hd)
    k = (xkv @ w["k"]).reshape(b, -1, heads, hd)
    v = (xkv @ w["v"]).reshape(b, -1, heads, hd)
    s = np.einsum("bqhd,bkhd->bhqk", q, k) + (0 if bias is None else bias[None])
    s = s if mask is None else np.where(mask, s, -np.inf)
    return np.einsum("bhqk,bkhd->bqhd", np_softmax(s, -1), v).reshape(b, sq, d) @ w["o"]


def _np_block(w, h):
    z = _np_norm(h)
    h = h + _np_mha(w, z, z)
    return h + _np_gelu(_np_norm(h) @ w["w1"]) @ w["w2"]


def test_perceiver_ignores_inputs_past_each_length():
    p = {"latents": normal_array(1, 6, 16), "cross": _attn(2), "latent": _attn(9),
         "head": normal_array(16, 16, 5) * 0.3}  # fmt: skip
    x, lengths, labels = (
        normal_array(17, 3, 10, 16),
        jnp.asarray([4, 10, 1]),
        jnp.asarray([0, 3, 4]),
    )
    loss = jax.jit(b11._perceiver_loss)
    base = loss(p, x, lengths, labels)
    padded = x.at[0, 4:].set(100.0).at[2, 1:].set(-50.0)
    np.testing.assert_allclose(loss(p, padded, lengths, labels), base, rtol=1e-6)
    assert abs(float(loss(p, x.at[1, 9, 0].add(1.0), lengths, labels)) - float(base)) > 1e-6
    pn, xn = tree_float64(p), float64s(x)[0]
    lat = np.broadcast_to(pn["latents"], (3, 6, 16))
    valid = (np.arange(10)[None, :] < np.asarray(lengths)[:, None])[:, None, None, :]
    h = lat + _np_mha(pn["cross"], _np_norm(lat), _np_norm(xn), mask=valid)
    h = _np_block(pn["latent"], h + _np_gelu(_np_norm(h) @ pn["cross"]["w1"]) @ pn["cross"]["w2"])
    logits = _np_norm(h.mean(1)) @ pn["head"]
    np.testing.assert_allclose(base, _np_ce(logits, np.asarray(labels)).mean(), rtol=1e-5)


def test_transformer_xl_memory_offset_mask_and_new_memory():
    p = _attn(20) | {"rel": normal_array(27, 4, 9) * 0.3}
    mem, x, y = normal_array(28, 2, 5, 16), normal_array(29, 2, 4, 16), normal_array(30, 2, 4, 16)
    _, h = jax.jit(b11._txl_loss)(p, mem, x, y)
    pn, memn, xn = tree_float64(p), *float64s(mem, x)
    dist = np.arange(4)[:, None] + 5 - np.arange(9)[None, :]
    kv = np.concatenate([memn, xn], 1)
    bias = pn["rel"][:, np.clip(dist, 0, 8)]
    ref = xn + _np_mha(pn, _np_norm(xn), _np_norm(kv), bias=bias, mask=dist >= 0)
    ref = ref + _np_gelu(_np_norm(ref) @ pn["w1"]) @ pn["w2"]
    np.testing.assert_allclose(h, ref, rtol=1e-4, atol=1e-5)
    _, h2 = jax.jit(b11._txl_loss)(p, mem, x.at[:, 3].add(5.0), y)  # the last query only
    np.testing.assert_allclose(h2[:, :3], h[:, :3], rtol=1e-5, atol=1e-6)
    new, new_mem, _ = jax.jit(b11._txl_step)(p, mem, x, y)
    np.testing.assert_array_equal(new_mem[:, :1], mem[:, 4:])
    np.testing.assert_allclose(new_mem[:, 1:], h, rtol=1e-6)
    grads = jax.jit(jax.grad(lambda p: b11._txl_loss(p, mem, x, y)[0]))(p)
    np.testing.assert_allclose(new["rel"], p["rel"] - 0.05 * grads["rel"], rtol=1e-5, atol=1e-7)


def test_albert_shares_one_layer_and_adam_first_step():
    p = {"embed": normal_array(31, 20, 4), "proj": normal_array(32, 4, 16) * 0.5,
         "pos": normal_array(33, 6, 16) * 0.1, "layer": _attn(34),
         "sop": normal_array(40, 16, 2) * 0.3}  # fmt: skip
    tokens = jnp.asarray(np.random.default_rng(41).integers(0, 20, (3, 6)), jnp.int32)
    labels = jnp.asarray([0, 1, 1])
    pn = tree_float64(p)
    h = pn["embed"][np.asarray(tokens)] @ pn["proj"] + pn["pos"]
    for _ in range(4):
        h = _np_block(pn["layer"], h)
    expected = _np_ce(_np_norm(h[:, 0]) @ pn["sop"], np.asarray(labels)).mean()
    zeros = jax.tree.map(jnp.zeros_like, p)
    new, opt, loss = jax.jit(b11._albert_adam_step)(
        p, {"m": zeros, "v": zeros, "t": jnp.float32(0.0)}, tokens, labels
    )
    np.testing.assert_allclose(loss, expected, rtol=1e-5)
    grads = jax.jit(jax.grad(b11._albert_loss))(p, tokens, labels)
    assert float(opt["t"]) == 1.0
    for path, g in jax.tree_util.tree_leaves_with_path(grads):
        w = np.asarray(dict(jax.tree_util.tree_leaves_with_path(p))[path])
        moved = dict(jax.tree_util.tree_leaves_with_path(new))[path]  # first step: lr g / |g|
        g = np.asarray(g, np.float64)
        np.testing.assert_allclose(moved, w - 1e-3 * g / (np.abs(g) + 1e-8), rtol=1e-5, atol=1e-6)


def test_spectral_conv_equals_numpy_fft():
    u, wr, wi = (
        normal_array(42, 2, 8, 8, 3),
        normal_array(43, 3, 3, 3, 4),
        normal_array(44, 3, 3, 3, 4),
    )
    got = jax.jit(b11._spectral_conv)(u, wr, wi)
    spectrum = np.fft.fft2(float64s(u)[0], axes=(1, 2))[:, :3, :3]
    mixed = np.einsum("bkli,klio->bklo", spectrum, float64s(wr)[0] + 1j * float64s(wi)[0])
    full = np.zeros((2, 8, 8, 4), complex)
    full[:, :3, :3] = mixed
    np.testing.assert_allclose(got, np.fft.ifft2(full, axes=(1, 2)).real, rtol=1e-4, atol=1e-5)


def _np_kalman_nll(p, obs):
    f, q, r = p["F"], np.diag(np.exp(p["log_q"])), np.diag(np.exp(p["log_r"]))
    h = np.asarray(b11._H)
    total = 0.0
    for track in obs:
        m, cov = np.zeros(4), 10.0 * np.eye(4)
        for y in track:
            m, cov = f @ m, f @ cov @ f.T + q
            s = h @ cov @ h.T + r
            v = y - h @ m
            gain = cov @ h.T @ np.linalg.inv(s)
            m, cov = m + gain @ v, (np.eye(4) - gain @ h) @ cov
            total += 0.5 * (
                v @ np.linalg.solve(s, v) + np.log(np.linalg.det(s)) + 2 * np.log(2 * np.pi)
            )
    return total / (obs.shape[0] * obs.shape[1])


def test_kalman_filter_likelihood_equals_numpy():
    p = {"F": jnp.eye(4) + normal_array(45, 4, 4) * 0.05, "log_q": normal_array(46, 4) * 0.3 - 2,
         "log_r": normal_array(47, 2) * 0.3 - 1}  # fmt: skip
    obs = jnp.cumsum(normal_array(48, 3, 6, 2) * 0.3, axis=1)
    got = jax.jit(b11._kalman_nll)(p, obs)
    np.testing.assert_allclose(got, _np_kalman_nll(tree_float64(p), float64s(obs)[0]), rtol=1e-4)
    assert all(
        np.isfinite(np.asarray(g)).all()
        for g in jax.tree.leaves(jax.jit(jax.grad(b11._kalman_nll))(p, obs))
    )


def test_kmeans_equals_numpy_lloyd():
    rng = np.random.default_rng(49)
    centres = rng.normal(size=(10, 4)) * 4
    x = (centres[rng.integers(0, 10, 80)] + rng.normal(size=(80, 4))).astype(np.float32)
    c0 = x[:10].copy()
    with mesh_context("x=4,y=2"):
        c, assign, inertia = jax.jit(b11._kmeans)(jnp.asarray(c0), jnp.asarray(x))
    cn = c0.astype(np.float64)
    for it in range(4):
        d = ((x[:, None, :] - cn[None]) ** 2).sum(-1)
        a = d.argmin(1)
        if it < 3:
            cn = np.stack([x[a == j].mean(0) if (a == j).any() else cn[j] for j in range(10)])
    np.testing.assert_allclose(c, cn, rtol=1e-4, atol=1e-4)
    np.testing.assert_array_equal(assign, a)
    np.testing.assert_allclose(inertia, d.min(1).sum(), rtol=1e-4)


def test_hopfield_retrieves_stored_patterns_and_lowers_the_energy():
    patterns = normal_array(50, 24, 32)
    idx = np.asarray([3, 17, 8, 0])
    queries = patterns[idx] + normal_array(51, 4, 32) * 0.3
    xi, e0, e1, it, nearest = jax.jit(b11._hopfield_retrieve)(patterns, queries)
    np.testing.assert_array_equal(nearest, idx)
    assert 1 <= int(it) < 20 and np.all(np.asarray(e1) < np.asarray(e0))
    pn, xin = float64s(patterns, xi)
    again = np_softmax(4.0 * xin @ pn.T, -1) @ pn
    assert np.abs(again - xin).max() <= 1e-4 * 2  # a fixed point up to the tolerance
    np.testing.assert_allclose(xi, pn[idx], atol=1e-2)
    _, _, _, it, _ = jax.jit(b11._hopfield_retrieve)(patterns, queries, tol=-1.0)
    assert int(it) == 20  # the cap


def test_retention_equals_the_recurrent_form():
    p = {
        w: normal_array(52 + i, 16, 16) * 0.3 for i, w in enumerate(("wq", "wk", "wv", "wg", "wo"))
    }
    x = normal_array(57, 2, 7, 16)
    got = jax.jit(b11._retention)(p, x)
    pn, xn = tree_float64(p), float64s(x)[0]
    q, k, v = ((xn @ pn[w]).reshape(2, 7, 4, 4) for w in ("wq", "wk", "wv"))
    gamma = 1 - 2.0 ** (-5 - np.arange(4))
    out = np.zeros((2, 7, 4, 4))
    for h in range(4):
        state = np.zeros((2, 4, 4))
        for n in range(7):
            state = gamma[h] * state + np.einsum("bi,bj->bij", k[:, n, h], v[:, n, h])
            out[:, n, h] = np.einsum("bi,bij->bj", q[:, n, h], state) / 2.0
    gate = xn @ pn["wg"]
    expected = (gate / (1 + np.exp(-gate)) * _np_norm(out).reshape(2, 7, 16)) @ pn["wo"]
    np.testing.assert_allclose(got, expected, rtol=1e-4, atol=1e-5)


def test_ntxent_equals_numpy():
    p = {"w1": normal_array(58, 6, 8) * 0.5, "b1": normal_array(59, 8) * 0.1,
         "w2": normal_array(60, 8, 8) * 0.4, "w3": normal_array(61, 8, 5) * 0.4}  # fmt: skip
    v1, v2 = normal_array(62, 4, 6), normal_array(63, 4, 6)
    pn = tree_float64(p)

    def embed(x):
        z = np.maximum(np.maximum(x @ pn["w1"] + pn["b1"], 0) @ pn["w2"], 0) @ pn["w3"]
        return z / np.linalg.norm(z, axis=-1, keepdims=True)

    z = np.concatenate([embed(float64s(v1)[0]), embed(float64s(v2)[0])])
    total = 0.0
    for i in range(8):
        others = [j for j in range(8) if j != i]
        sims = z[i] @ z[others].T / 0.2
        total += np_logsumexp(sims) - z[i] @ z[(i + 4) % 8] / 0.2
    np.testing.assert_allclose(jax.jit(b11._ntxent_loss)(p, v1, v2), total / 8, rtol=1e-5)
    step = jax.jit(b11._nesterov(b11._ntxent_loss))
    zeros = jax.tree.map(jnp.zeros_like, p)
    new, velocity, _ = step(p, zeros, v1, v2)
    grads = jax.jit(jax.grad(b11._ntxent_loss))(p, v1, v2)
    for n in p:  # from zero velocity: v = g, w - 0.1 (g + 0.9 g)
        np.testing.assert_allclose(velocity[n], grads[n], rtol=1e-5, atol=1e-7)
        np.testing.assert_allclose(new[n], p[n] - 0.19 * grads[n], rtol=1e-5, atol=1e-7)


def test_quantiles_are_sorted_and_the_pinball_loss_is_numpy_s():
    p = {"w1": normal_array(64, 3, 8), "b1": normal_array(65, 8), "w2": normal_array(66, 8, 7),
         "b2": normal_array(67, 7)}  # fmt: skip
    x, y = normal_array(68, 20, 3), normal_array(69, 20)
    loss, coverage = jax.jit(b11._quantile_loss)(p, x, y)
    pn, xn, yn = tree_float64(p), *float64s(x, y)
    raw = _np_gelu(xn @ pn["w1"] + pn["b1"]) @ pn["w2"] + pn["b2"]
    assert not np.all(np.diff(raw, axis=1) >= 0)  # the raw outputs do cross
    q = np.sort(raw, axis=1)
    taus = np.asarray(b11.QUANTILES)
    e = yn[:, None] - q
    np.testing.assert_allclose(loss, np.where(e >= 0, taus * e, (taus - 1) * e).mean(), rtol=1e-5)
    np.testing.assert_allclose(coverage, (yn[:, None] <= q).mean(0), rtol=1e-6)
    assert np.all(np.diff(np.asarray(coverage)) >= 0)


def test_lstm_policy_resets_finished_episodes():
    p = {"wx": normal_array(70, 3, 16) * 0.5, "wh": normal_array(71, 4, 16) * 0.5,
         "b": normal_array(72, 16) * 0.1}  # fmt: skip
    obs = normal_array(73, 3, 8, 3)
    done = jnp.asarray(b11._episode_ends(3, 8))
    hs = jax.jit(b11._lstm_policy)(p, obs, done)
    never = jax.jit(b11._lstm_policy)(p, obs, jnp.zeros_like(done))
    for env in range(3):  # each episode alone, from a zero state
        starts = [0, *np.flatnonzero(np.asarray(done[env]))]
        for lo, hi in zip(starts, [*starts[1:], 8], strict=True):
            carry = (jnp.zeros((1, 4)), jnp.zeros((1, 4)))
            for t in range(lo, hi):
                carry, h = b11._lstm_cell(p, carry, obs[env : env + 1, t])
                np.testing.assert_allclose(hs[env, t], h[0], rtol=1e-5, atol=1e-6)
    assert not np.allclose(hs[0, 4:], never[0, 4:])
    np.testing.assert_allclose(hs[0, :4], never[0, :4], rtol=1e-6)


def test_ppo_loss_at_the_old_policy_is_minus_the_mean_advantage():
    p = {"wx": normal_array(74, 3, 16) * 0.5, "wh": normal_array(75, 4, 16) * 0.5,
         "b": jnp.zeros(16), "pi": normal_array(76, 4, 5), "vf": normal_array(77, 4, 1)}  # fmt: skip
    obs, done = normal_array(78, 2, 8, 3), jnp.asarray(b11._episode_ends(2, 8))
    actions = jnp.asarray(np.random.default_rng(79).integers(0, 5, (2, 8)), jnp.int32)
    hs = b11._lstm_policy(p, obs, done)
    logp_all = jax.nn.log_softmax(hs @ p["pi"])
    old = jnp.take_along_axis(logp_all, actions[..., None], -1)[..., 0]
    adv, returns = normal_array(80, 2, 8), (hs @ p["vf"])[..., 0]
    loss = jax.jit(b11._ppo_lstm_loss)(p, obs, done, actions, old, adv, returns)
    entropy = -np.sum(np.exp(float64s(logp_all)[0]) * float64s(logp_all)[0], -1).mean()
    np.testing.assert_allclose(
        loss, -np.mean(float64s(adv)[0]) - 0.01 * entropy, rtol=1e-4, atol=1e-6
    )


def _rotation(seed: int):
    q, r = np.linalg.qr(np.random.default_rng(seed).normal(size=(3, 3)))
    q = q * np.sign(np.diag(r))
    return q if np.linalg.det(q) > 0 else -q


def test_kabsch_recovers_rotations_and_never_reflects():
    a = normal_array(81, 4, 12, 3)
    rots = np.stack([_rotation(82 + i) for i in range(4)])
    b = np.einsum("bij,bnj->bni", rots, float64s(a)[0]) + np.asarray([1.0, -2.0, 0.5])
    r, rmsd, s = jax.jit(b11._kabsch)(a, jnp.asarray(b, jnp.float32))
    np.testing.assert_allclose(r, rots, atol=1e-4)
    np.testing.assert_allclose(rmsd, 0.0, atol=1e-4)
    assert np.all(np.diff(np.asarray(s), axis=1) <= 0)
    mirrored = jnp.asarray(b * np.asarray([1.0, 1.0, -1.0]), jnp.float32)
    r, rmsd, _ = jax.jit(b11._kabsch)(a, mirrored)
    np.testing.assert_allclose(np.linalg.det(np.asarray(r, np.float64)), 1.0, atol=1e-4)
    assert np.all(np.asarray(rmsd) > 0.1)


def test_sgc_equals_numpy():
    adj = b11._random_graph(83, 12)
    feats, w = normal_array(84, 12, 5), normal_array(85, 5, 3)
    bias, labels = normal_array(86, 3), jnp.asarray(np.arange(12) % 3)
    labelled = jnp.asarray(np.arange(12) % 2 == 0)
    a = adj + np.eye(12)
    s = a / np.sqrt(np.outer(a.sum(1), a.sum(1)))
    np.testing.assert_allclose(b11._normalised_adjacency(jnp.asarray(adj)), s, rtol=1e-5)
    fn, wn, bn = float64s(feats, w, bias)
    h = s @ s @ s @ fn @ wn + bn
    ce = _np_ce(h, np.asarray(labels))[np.asarray(labelled)].mean()
    smooth = np.trace(h.T @ (np.eye(12) - s) @ h) / 12
    got = jax.jit(b11._sgc_loss)({"w": w, "b": bias}, jnp.asarray(adj), feats, labels, labelled)
    np.testing.assert_allclose(got, ce + 0.01 * smooth, rtol=1e-5)


def test_neuralsort_at_a_low_temperature_is_the_hard_sort():
    scores = normal_array(87, 3, 6)
    perm = np.asarray(jax.jit(b11._neuralsort, static_argnums=1)(scores, 1e-5))
    order = np.argsort(-np.asarray(scores), axis=-1)
    np.testing.assert_allclose(perm, np.eye(6)[order], atol=1e-5)
    soft = np.asarray(b11._neuralsort(scores, 1.0))
    np.testing.assert_allclose(soft.sum(-1), 1.0, rtol=1e-6)
    assert np.all(soft.max(-1) < 1 - 1e-3)
    rel = jnp.asarray(np.random.default_rng(88).integers(0, 4, (3, 6)), jnp.float32)
    p = {"w1": normal_array(89, 4, 8), "b1": normal_array(90, 8), "w2": normal_array(91, 8, 1)}
    feats = normal_array(92, 3, 6, 4)
    loss = jax.jit(b11._soft_ndcg_loss, static_argnums=3)(p, feats, rel, 1e-5)
    pn, fn, reln = tree_float64(p), *float64s(feats, rel)
    sc = (_np_gelu(fn @ pn["w1"] + pn["b1"]) @ pn["w2"])[..., 0]
    gains, disc = 2.0**reln - 1, 1 / np.log2(np.arange(6) + 2)
    dcg = (np.take_along_axis(gains, np.argsort(-sc, -1), -1) * disc).sum(-1)
    ideal = (-np.sort(-gains, -1) * disc).sum(-1)
    np.testing.assert_allclose(loss, 1 - np.mean(dcg / ideal), rtol=1e-4)


def test_sam_takes_the_gradient_at_the_moved_weights():
    p = {"w1": normal_array(93, 6, 8) * 0.4, "w2": normal_array(94, 8, 8) * 0.4,
         "head": normal_array(95, 8, 4) * 0.4}  # fmt: skip
    x, labels = normal_array(96, 10, 6), jnp.asarray(np.arange(10) % 4)
    zeros = jax.tree.map(jnp.zeros_like, p)
    new, momentum, loss, norm = jax.jit(b11._sam_step)(p, zeros, x, labels)
    grad = jax.jit(jax.grad(b11._sam_loss))
    g = grad(p, x, labels)
    gnorm = np.sqrt(sum(float(jnp.sum(v**2)) for v in jax.tree.leaves(g)))
    np.testing.assert_allclose(norm, gnorm, rtol=1e-5)
    moved = jax.tree.map(lambda w, gi: w + 0.05 * gi / gnorm, p, g)
    g2 = grad(moved, x, labels)
    np.testing.assert_allclose(loss, b11._sam_loss(moved, x, labels), rtol=1e-5)
    for n in p:
        np.testing.assert_allclose(momentum[n], g2[n], rtol=1e-4, atol=1e-7)
        np.testing.assert_allclose(new[n], p[n] - 0.1 * g2[n], rtol=1e-5, atol=1e-7)
        assert not np.allclose(g2[n], g[n], rtol=1e-3)
    plain = jax.jit(lambda *a: b11._sam_step(*a, rho=0.0))(p, zeros, x, labels)[1]
    for n in p:
        np.testing.assert_allclose(plain[n], g[n], rtol=1e-5, atol=1e-7)


def test_capsule_routing_equals_numpy():
    p = {"w0": normal_array(97, 5, 256) * 0.3, "w": normal_array(98, 32, 10, 8, 16) * 0.2}
    x, labels = normal_array(99, 4, 5), jnp.asarray([1, 9, 0, 4])
    with mesh_context("dp=2,fsdp=2,tp=2"):
        lengths = jax.jit(b11._capsule_lengths)(p, x)
        loss = jax.jit(b11._margin_loss)(p, x, labels)

    def squash(s):
        n2 = (s * s).sum(-1, keepdims=True)
        return n2 / (1 + n2) * s / np.sqrt(n2 + 1e-9)

    pn, xn = tree_float64(p), float64s(x)[0]
    u_hat = np.einsum("bic,ijcd->bijd", squash(np.tanh(xn @ pn["w0"]).reshape(4, 32, 8)), pn["w"])
    logits = np.zeros((4, 32, 10))
    for it in range(3):
        v = squash(np.einsum("bij,bijd->bjd", np_softmax(logits, axis=2), u_hat))
        if it < 2:
            logits = logits + np.einsum("bijd,bjd->bij", u_hat, v)
    length = np.sqrt((v**2).sum(-1))
    np.testing.assert_allclose(lengths, length, rtol=1e-4, atol=1e-6)
    assert np.all(np.asarray(lengths) < 1.0)
    t = np.eye(10)[np.asarray(labels)]
    per = t * np.maximum(0.9 - length, 0) ** 2 + 0.5 * (1 - t) * np.maximum(length - 0.1, 0) ** 2
    np.testing.assert_allclose(loss, per.sum(-1).mean(), rtol=1e-4)
