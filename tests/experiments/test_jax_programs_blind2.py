"""The second blind corpus (experiments/jax_programs_blind2.py): every case traces, declares the
meshes and argument shapes it says, and contains the op family it was written for."""

from __future__ import annotations

import math

import jax
import numpy as np
import pytest
from jax.sharding import PartitionSpec as P
from shardsat.experiments import jax_programs_blind2 as b2

from shardsat.api import parse_mesh_axes

DEFAULT_MESH = "data=2,model=4"


@pytest.fixture(scope="module")
def cases():
    """The corpus built on zero numpy arrays: tracing needs only shapes and dtypes, and drawing
    the random example values would compile one XLA program per shape."""
    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(b2, "_normal", lambda i, shape, scale=1.0: np.zeros(shape, np.float32))
        patch.setattr(b2, "_ints", lambda i, shape, high: np.zeros(shape, np.int32))
        return b2.blind2()


def _primitives(jaxpr) -> set[str]:
    """Primitive names of a jaxpr and of every jaxpr nested in its equations' parameters."""
    names = set()
    for eqn in jaxpr.eqns:
        names.add(eqn.primitive.name)
        for value in eqn.params.values():
            for sub in value if isinstance(value, tuple | list) else (value,):
                inner = getattr(sub, "jaxpr", sub)
                if hasattr(inner, "eqns"):
                    names |= _primitives(inner)
    return names


def test_corpus_names_and_meshes(cases):
    assert len(cases) == 16
    assert "dropout-threefry-step" in cases
    meshes = {name: case.mesh or DEFAULT_MESH for name, case in cases.items()}
    assert sorted(set(meshes.values())) == [
        "data=2,fsdp=2,model=2",
        "data=2,model=4",
        "data=4,model=2",
        "data=8",
    ]
    assert meshes["gnn-segment-sum-step"] == "data=8"
    assert meshes["cross-attention-odd-3axis-step"] == "data=2,fsdp=2,model=2"
    for mesh in meshes.values():
        assert math.prod(a.size for a in parse_mesh_axes(mesh).axes) == 8


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
        axes = {a.name for a in parse_mesh_axes(case.mesh or DEFAULT_MESH).axes}
        assert len(case.in_shardings) == len(case.args), name
        specs = jax.tree.leaves(case.in_shardings, is_leaf=lambda s: isinstance(s, P))
        used = {ax for spec in specs for dim in spec if dim for ax in jax.tree.leaves(dim)}
        assert used and used <= axes, name


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
        prims = _primitives(jax.make_jaxpr(case.fn)(*case.args).jaxpr)
        assert expected.get(name, "dot_general") in prims, name
