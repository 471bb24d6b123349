"""The second blind corpus (experiments/jax_programs_blind2.py): every case traces, declares the
meshes and argument shapes it says, and contains the op family it was written for."""

from __future__ import annotations

import jax
import pytest
from jax.sharding import PartitionSpec as P
from shardsat.experiments import jax_programs_blind2 as b2

from tests.corpus_checks import (
    cases_on_zeros,
    check_in_shardings,
    corpus_meshes,
    primitives,
)


@pytest.fixture(scope="module")
def cases():
    return cases_on_zeros(b2, b2.blind2)


def test_corpus_names_and_meshes(cases):
    meshes = corpus_meshes(cases)
    assert "dropout-threefry-step" in cases
    assert meshes["gnn-segment-sum-step"] == "data=8"
    assert meshes["cross-attention-odd-3axis-step"] == "data=2,fsdp=2,model=2"


def test_declared_shapes(cases):
    mqa = cases["mqa-decode-kv-cache"]
    assert [a.shape for a in mqa.args[1:]] == [(8, 1, 128), (8, 64, 16), (8, 64, 16), ()]
    assert mqa.donate_argnums == (2, 3)
    assert mqa.in_shardings[0]["wq"] == P(None, "model")
    cross = cases["cross-attention-odd-3axis-step"]
    assert [a.shape for a in cross.args[1:]] == [(8, 21, 64), (8, 35, 64)]
    int8 = cases["int8-per-channel-matmul"]
    assert [str(a.dtype) for a in int8.args] == ["float32", "int8", "float32", "int8", "float32"]
    assert cases["depthwise-conv1d-odd"].args[0].shape == (6, 30, 20)
    assert cases["outer-products-to-scalars"].in_shardings[2] == P(("data", "fsdp"), "model")


def test_in_shardings_name_axes_of_their_mesh(cases):
    for name, case in cases.items():
        if case.in_shardings is None:
            continue
        check_in_shardings(name, case)


def test_each_case_traces_with_its_op_family(cases):
    expected = {
        "mqa-decode-kv-cache": "dynamic_update_slice",
        "local-attention-pad-slice": "pad",
        "moe-top2-capacity-sort": "sort",
        "take-along-axis-topk-tokens": "top_k",
        "gnn-segment-sum-step": "scatter-add",
        "int8-per-channel-matmul": "round",
        "power-iteration-while": "while",
        "gru-scan-step": "scan",
        "resblock-avgpool-nchw-step": "reduce_window_sum",
        "depthwise-conv1d-odd": "conv_general_dilated",
        "layernorm-gelu-mlp-step": "erfc",
    }
    for name, case in cases.items():
        prims = primitives(jax.make_jaxpr(case.fn)(*case.args).jaxpr)
        assert expected.get(name, "dot_general") in prims, name
