"""print_mlir: builder programs become MLIR that jaxlib parses, Shardy agrees with, XLA runs."""

from pathlib import Path

import numpy as np
import pytest
from shardsat.ir.builder import ProgramBuilder
from shardsat.ir.mlir_export import export_mlir
from shardsat.ir.mlir_import import import_mlir
from shardsat.ir.mlir_print import print_mlir
from shardsat.ir.registry import rule_for
from shardsat.model.mesh import Mesh
from shardsat.model.parse import parse_tensor_sharding

CORPUS = Path(__file__).parents[1] / "corpus"
MESH = Mesh.of("mesh", x=2, y=4)


def mlp_program():
    b = ProgramBuilder(MESH)
    x = b.arg((8, 16), sharding='<@mesh, [{"x"}, {?}]>')
    w = b.arg((16, 32))
    h = b.matmul(x, w)
    zero = b.constant((), 0.0)
    relu = b.op("stablehlo.maximum", [h, b.broadcast_in_dim(zero, (8, 32), [])])
    total = b.reduce(relu, [1])
    b.ret(total, b.transpose(relu, [1, 0]))
    return b.build(), (h, relu, total)


@pytest.mark.parametrize("name", ["attention", "conv", "moe", "while_loop", "train_step"])
def test_print_reimport_keeps_ops_attributes_and_rules(name):
    p = import_mlir((CORPUS / f"{name}.mlir").read_text())
    q = import_mlir(print_mlir(p))
    for a, b in zip(p.walk_ops(), q.walk_ops(), strict=True):
        assert (a.id, a.name, a.operands, a.results) == (b.id, b.name, b.operands, b.results)
        same = {k: v for k, v in a.attributes.items() if v == v}  # NaN constants aside
        assert {k: b.attributes[k] for k in same} == same
        assert rule_for(a, p) == rule_for(b, q)


def test_builder_program_exports_with_shardings():
    p, (h, relu, total) = mlp_program()
    text = export_mlir(p, {h: parse_tensor_sharding('<@mesh, [{"x"}, {"y"}]>')})
    q = import_mlir(text)
    assert [op.name for op in q.main.ops] == [
        "stablehlo.dot_general", "stablehlo.constant", "stablehlo.broadcast_in_dim",
        "stablehlo.maximum", "stablehlo.constant", "stablehlo.reduce", "stablehlo.transpose",
    ]  # fmt: skip
    assert [str(s) for s in q.main.ops[0].sharding] == ['<@mesh, [{"x"}, {"y"}]>']
    assert str(q.main.arg_shardings[0]) == '<@mesh, [{"x"}, {?}]>'


@pytest.mark.xla
def test_builder_program_compiles_and_runs_sharded():
    from shardsat.ir.jax_interop import run_mlir

    p, (h, relu, total) = mlp_program()
    s = parse_tensor_sharding
    text = export_mlir(p, {h: s('<@mesh, [{"x"}, {"y"}]>'), total: s('<@mesh, [{"x"}]>')})
    rng = np.random.default_rng(1)
    x = rng.standard_normal((8, 16)).astype(np.float32)
    w = rng.standard_normal((16, 32)).astype(np.float32)
    got_total, got_t = run_mlir(text, [x, w])
    relu_ref = np.maximum(x @ w, 0)
    np.testing.assert_allclose(got_total, relu_ref.sum(1), rtol=1e-5, atol=1e-4)
    np.testing.assert_allclose(got_t, relu_ref.T, rtol=1e-5, atol=1e-5)


def _reprinted(fn, *args):
    import jax

    p = import_mlir(jax.jit(fn).lower(*args).as_text())
    return p, import_mlir(print_mlir(p))


def test_big_constant_payload_survives_printing():
    """A constant too big for a nested list (a closed-over 16x16x16 array, blind7's Swin mask)
    is kept as its MLIR text and printed back unchanged; two payloads of one shape differ."""
    import jax.numpy as jnp

    a = np.arange(16**3, dtype=np.float32).reshape(16, 16, 16)
    p, q = _reprinted(lambda x: x * a + a[::-1], jnp.ones((16, 16, 16)))
    held = [op.attributes["value"] for op in p.walk_ops() if op.name == "stablehlo.constant"]
    again = [op.attributes["value"] for op in q.walk_ops() if op.name == "stablehlo.constant"]
    big = [v for v in held if isinstance(v, str)]
    assert len(big) == 2 and big[0] != big[1] and big[0].startswith("dense<")
    assert again == held


def test_custom_call_layouts_survive_printing():
    """jnp.linalg.cholesky lowers to LAPACK's custom_call with `operand_layouts` (one index
    tensor per operand, a scalar's empty): printed as MLIR parses them (blind7's GP)."""
    import jax.numpy as jnp

    m = np.eye(4, dtype=np.float32) * 2
    p, q = _reprinted(jnp.linalg.cholesky, m)
    calls = [op for op in q.walk_ops() if op.name == "stablehlo.custom_call"]
    assert calls and calls[0].attributes["call_target_name"].startswith("lapack_spotrf")
    before = [op for op in p.walk_ops() if op.name == "stablehlo.custom_call"][0]
    for key in ("operand_layouts", "result_layouts"):
        assert calls[0].attributes[key] == before.attributes[key]
