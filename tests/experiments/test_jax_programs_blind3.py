"""The third blind corpus (experiments/jax_programs_blind3.py): every case traces, declares the
meshes, argument shapes and dtypes it says, and contains the op family it was written for."""

from __future__ import annotations

import jax
import numpy as np
import pytest
from jax.sharding import PartitionSpec as P
from shardsat.experiments import jax_programs_blind3 as b3

from tests.corpus_checks import (
    cases_on_zeros,
    check_in_shardings,
    corpus_meshes,
    primitives,
)


@pytest.fixture(scope="module")
def cases():
    return cases_on_zeros(b3, b3.blind3)


def _scan_depth(jaxpr) -> int:
    """How deeply `scan` equations nest in a jaxpr."""
    depth = 0
    for eqn in jaxpr.eqns:
        for value in eqn.params.values():
            for sub in value if isinstance(value, tuple | list) else (value,):
                inner = getattr(sub, "jaxpr", sub)
                if hasattr(inner, "eqns"):
                    depth = max(depth, (eqn.primitive.name == "scan") + _scan_depth(inner))
    return depth


def test_corpus_names_and_meshes(cases):
    meshes = corpus_meshes(cases)
    assert "adamw-clip-global-norm-donated" in cases
    assert meshes["token-shift-roll-flip-seq8-step"] == "data=8"
    assert meshes["einsum-batch-two-contract-3axis"] == "data=2,fsdp=2,model=2"


def test_declared_shapes_and_dtypes(cases):
    adam = cases["adamw-clip-global-norm-donated"]
    assert adam.donate_argnums == (0, 1)
    assert jax.tree.structure(adam.args[1]["m"]) == jax.tree.structure(adam.args[0])
    assert adam.in_shardings[1]["v"]["w1"] == P(None, "model")
    bf16 = cases["bf16-params-f32-logsumexp-zero3-step"]
    assert {str(a.dtype) for a in jax.tree.leaves(bf16.args[0])} == {"bfloat16"}
    assert str(bf16.args[1].dtype) == "float32"
    concat = cases["concat-differently-sharded"]
    assert [a.shape for a in concat.args] == [(64, 32), (64, 32), (64, 12), (76, 48)]
    assert concat.in_shardings[:2] == (P("data", None), P(None, "model"))
    assert cases["token-shift-roll-flip-seq8-step"].args[1].shape == (2, 40, 32)
    crop = cases["dynamic-slice-data-offsets-crop-step"]
    assert [a.shape for a in crop.args[1:]] == [(8, 32, 32, 4), (8, 20, 20, 4)]
    two = cases["einsum-batch-two-contract-3axis"]
    assert two.in_shardings[0] == P("data", None, "fsdp", "model")


def test_in_shardings_name_axes_of_their_mesh(cases):
    for name, case in cases.items():
        assert case.in_shardings is not None, name
        check_in_shardings(name, case)


def test_each_case_traces_with_its_op_family(cases):
    expected = {
        "gqa-rope-repeat-kv-causal-step": {"sin", "cos", "concatenate"},
        "remat-scan-rmsnorm-swiglu-fsdp-step": {"remat2", "scan"},
        "heads-transpose-merge-split-3axis": {"transpose"},
        "linear-attention-cumsum-seq-split": {"cumsum", "cumprod"},
        "token-shift-roll-flip-seq8-step": {"rev", "concatenate"},
        "skip-nonfinite-cond-step": {"cond", "is_finite"},
        "grad-accum-nested-scan": {"scan"},
        "dpsgd-vmap-clip-noise-step": {"random_bits", "gather"},
        "adamw-clip-global-norm-donated": {"pow", "sqrt"},
        "bf16-params-f32-logsumexp-zero3-step": {"convert_element_type", "gather"},
        "conv-stem-maxpool-convT-nhwc-step": {"conv_general_dilated", "reduce_window_max"},
        "einsum-batch-two-contract-3axis": {"dot_general"},
        "sparse-embedding-at-add-step": {"gather", "scatter-add"},
        "argmax-onehot-eval-vocab-split": {"argmax"},
        "concat-differently-sharded": {"concatenate"},
        "dynamic-slice-data-offsets-crop-step": {"dynamic_slice", "argmax"},
    }
    assert set(expected) == set(cases)
    for name, case in cases.items():
        jaxpr = jax.make_jaxpr(case.fn)(*case.args).jaxpr
        assert expected[name] <= primitives(jaxpr), name
        if name == "grad-accum-nested-scan":
            assert _scan_depth(jaxpr) == 2


def test_cases_lower_with_their_shapes(cases):
    """Each case's outputs have the shapes and dtypes a user expects of it."""
    shapes = {name: jax.eval_shape(case.fn, *case.args) for name, case in cases.items()}
    adam_params, adam_opt, _ = shapes["adamw-clip-global-norm-donated"]
    assert adam_params["w1"].shape == (64, 128) and adam_opt["count"].dtype == np.int32
    bf16_params, _ = shapes["bf16-params-f32-logsumexp-zero3-step"]
    assert str(bf16_params["out"].dtype) == "bfloat16"
    wide, tall = shapes["concat-differently-sharded"]
    assert (wide.shape, tall.shape) == ((64, 48), (128, 48))
    assert shapes["heads-transpose-merge-split-3axis"].shape == (4, 16, 32)
    assert shapes["linear-attention-cumsum-seq-split"].shape == (4, 32, 16)
    assert shapes["einsum-batch-two-contract-3axis"].shape == (4, 6, 16)
    _, accuracy, pred = shapes["argmax-onehot-eval-vocab-split"]
    assert pred.shape == (32,) and accuracy.shape == ()
    lowered = jax.jit(cases["skip-nonfinite-cond-step"].fn).lower(
        *cases["skip-nonfinite-cond-step"].args
    )
    assert "stablehlo.case" in lowered.as_text() or "stablehlo.if" in lowered.as_text()
