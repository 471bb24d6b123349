"""The fourth blind corpus (experiments/jax_programs_blind4.py): every case traces, declares the
meshes, argument shapes and dtypes it says, and contains the op family it was written for."""

from __future__ import annotations

import jax
import numpy as np
import pytest
from jax.sharding import PartitionSpec as P
from shardsat.experiments import jax_programs_blind4 as b4

from tests.corpus_checks import (
    case_jax_mesh,
    case_jaxpr,
    cases_on_zeros,
    check_corpus_shardings,
    corpus_meshes,
    primitives,
)

NO_SHARDINGS = {"einsum-three-operand-bilinear", "reflect-pad-avgpool-count-exclude"}


@pytest.fixture(scope="module")
def cases():
    return cases_on_zeros(b4, b4.blind4)


def test_corpus_names_and_meshes(cases):
    meshes = corpus_meshes(cases)
    assert meshes["bidir-lstm-scan-batch8-step"] == "data=8"
    assert meshes["tied-take-embed-label-smooth-3axis-step"] == "data=2,fsdp=2,model=2"
    assert meshes["uneven-hidden30-constraint-3axis-step"] == "data=2,fsdp=2,model=2"


def test_declared_shapes_and_dtypes(cases):
    t5 = cases["t5-encdec-relbias-cross-step"]
    assert [a.shape for a in t5.args[1:]] == [(4, 24, 32), (4, 16, 32), (4, 16, 32)]
    assert t5.in_shardings[0]["enc_rel"] == P(None, "model")
    decode = cases["greedy-decode-fori-kv-cache-donated"]
    assert decode.donate_argnums == (1, 2)
    assert decode.args[1].shape == (8, 16, 4, 8)
    assert decode.in_shardings[1] == P("data", None, "model", None)
    bf16 = cases["bf16-attn-pool-softmax-grad-step"]
    assert {str(a.dtype) for a in jax.tree.leaves(bf16.args[:2])} == {"bfloat16"}
    prenorm = cases["prenorm-ln-fsdp-affine-checkpoint-step"]
    assert prenorm.in_shardings[0]["blocks"][1]["g"] == P("fsdp")
    assert prenorm.in_shardings[1] == P(("data", "fsdp"), None)
    uneven = cases["uneven-hidden30-constraint-3axis-step"]
    assert uneven.args[0]["w1"].shape[1] % 4 != 0
    assert cases["spearman-argsort-trimmed-sort-split"].in_shardings[0] == P(None, "data")
    assert cases["tied-take-embed-label-smooth-3axis-step"].in_shardings[0]["embed"] == P(
        "model", "fsdp"
    )


def test_in_shardings_name_axes_of_their_mesh(cases):
    check_corpus_shardings(cases, NO_SHARDINGS)


def test_each_case_traces_with_its_op_family(cases):
    expected = {
        "t5-encdec-relbias-cross-step": {"gather", "log", "select_n"},
        "mqa-vmap-heads-sliding-window": {"dot_general", "select_n", "abs"},
        "bf16-attn-pool-softmax-grad-step": {"exp", "reduce_max"},
        "einsum-three-operand-bilinear": {"dot_general"},
        "where-length-mask-tril-prefix-mean": {"cumsum", "select_n"},
        "gshard-top2-capacity-einsum-step": {"argmax", "cumsum"},
        "prenorm-ln-fsdp-affine-checkpoint-step": {"remat2", "rsqrt"},
        "tied-take-embed-label-smooth-3axis-step": {"gather", "scatter-add"},
        "packed-docs-segment-mean-step": {"scatter-add"},
        "uneven-hidden30-constraint-3axis-step": {"sharding_constraint"},
        "conformer-dwconv1d-glu-time-split-step": {"conv_general_dilated", "logistic"},
        "reflect-pad-avgpool-count-exclude": {"reduce_window_sum", "conv_general_dilated"},
        "bidir-lstm-scan-batch8-step": {"scan", "concatenate"},
        "greedy-decode-fori-kv-cache-donated": {"dynamic_update_slice", "argmax"},
        "spearman-argsort-trimmed-sort-split": {"sort"},
        "token-reshape-merge-sharded": {"reshape"},
    }
    assert set(expected) == set(cases)
    for name, case in cases.items():
        jaxpr = case_jaxpr(case)
        found = primitives(jaxpr)
        assert expected[name] <= found, (name, expected[name] - found)
        if name == "greedy-decode-fori-kv-cache-donated":
            assert {"scan", "while"} & found
        if name == "bidir-lstm-scan-batch8-step":
            scans = [e for e in jaxpr.eqns if e.primitive.name == "scan"]
            assert any(e.params["reverse"] for e in scans)
        if name == "conformer-dwconv1d-glu-time-split-step":
            convs = [e for e in jaxpr.eqns if e.primitive.name == "conv_general_dilated"]
            conv = convs[0]  # the forward conv; the backward pass adds two more
            assert conv.params["feature_group_count"] == 16
            assert conv.params["rhs_dilation"] == (2,)


def test_cases_lower_with_their_shapes(cases):
    """Each case's outputs have the shapes and dtypes a user expects of it."""
    shapes = {}
    for name, case in cases.items():
        with jax.set_mesh(case_jax_mesh(case)):
            shapes[name] = jax.eval_shape(case.fn, *case.args)
    ck, cv, tokens = shapes["greedy-decode-fori-kv-cache-donated"]
    assert ck.shape == cv.shape == (8, 16, 4, 8) and tokens.shape == (8, 4)
    assert tokens.dtype == np.int32
    bf16_params, loss = shapes["bf16-attn-pool-softmax-grad-step"]
    assert str(bf16_params["head"].dtype) == "bfloat16" and str(loss.dtype) == "float32"
    rho, trimmed = shapes["spearman-argsort-trimmed-sort-split"]
    assert rho.shape == trimmed.shape == (16,)
    merged, head = shapes["token-reshape-merge-sharded"]
    assert (merged.shape, head.shape) == ((4, 4, 32), (4, 8))
    assert shapes["mqa-vmap-heads-sliding-window"].shape == (8, 32, 64)
    assert shapes["einsum-three-operand-bilinear"].shape == (8, 16, 16)
    assert shapes["reflect-pad-avgpool-count-exclude"].shape == (8, 10)
    assert shapes["where-length-mask-tril-prefix-mean"].shape == (8, 8)
    lowered = jax.jit(cases["reflect-pad-avgpool-count-exclude"].fn).lower(
        *cases["reflect-pad-avgpool-count-exclude"].args
    )
    assert "stablehlo.reduce_window" in lowered.as_text()
