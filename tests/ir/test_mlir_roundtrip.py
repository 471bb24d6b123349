"""Import -> export -> re-import keeps the program and shardings; exported modules compile and
run with XLA on 8 fake CPU devices with the numbers of the unsharded program."""

import sys
from pathlib import Path

import numpy as np
import pytest
from shardsat.ir.mlir_export import export_mlir
from shardsat.ir.mlir_import import import_mlir
from shardsat.model.errors import ParseError, VerificationError
from shardsat.model.parse import parse_tensor_sharding

CORPUS = Path(__file__).parents[1] / "corpus"
sys.path.insert(0, str(CORPUS))


def S(text):
    return parse_tensor_sharding(text)


def structure(program):
    return [(op.id, op.name, op.operands, op.results) for op in program.walk_ops()]


def test_import_mlp_meshes_shardings_calls():
    p = import_mlir((CORPUS / "mlp.mlir").read_text())
    assert str(p.meshes["mesh"]) == '<["data"=2, "model"=4]>'
    assert list(p.functions) == ["main", "relu"]
    assert p.entry == "main" and not p.functions["relu"].is_public
    assert {i: str(s) for i, s in p.main.arg_shardings.items()} == {
        0: '<@mesh, [{"data"}, {}]>',
        1: '<@mesh, [{}, {"model"}]>',
    }
    dot = p.main.ops[0]
    assert dot.name == "stablehlo.dot_general"
    assert dot.attributes["dot_dimension_numbers"] == {
        "lhs_batching_dimensions": [],
        "rhs_batching_dimensions": [],
        "lhs_contracting_dimensions": [1],
        "rhs_contracting_dimensions": [0],
    }
    call = p.main.ops[4]
    assert (call.name, call.attributes["callee"]) == ("func.call", "relu")
    assert p.value(call.results[0]).type.shape == (8, 32)


def test_import_sharding_constraint_and_rule_attributes():
    text = """
    sdy.mesh @m = <["x"=2]>
    func.func @main(%a: tensor<8xf32>) -> tensor<8xf32> {
      %0 = sdy.sharding_constraint %a <@m, [{"x"}]> : tensor<8xf32>
      %1 = stablehlo.abs %0 {sdy.sharding = #sdy.sharding_per_value<[<@m, [{"x", ?}]>]>,
             sdy.sharding_rule = #sdy.op_sharding_rule<([i])->([i]) {i=8} need_replication={i}, custom>} : tensor<8xf32>
      return %1 : tensor<8xf32>
    }"""
    p = import_mlir(text)
    c, a = p.main.ops
    assert str(c.attributes["sharding"]) == '<@m, [{"x"}]>'
    assert [str(s) for s in a.sharding] == ['<@m, [{"x", ?}]>']
    assert str(a.rule) == "([i])->([i]) {i=8} need_replication={i}, custom"


def test_bad_mlir_is_one_line_parse_error_with_location():
    text = "func.func @main(%a: tensor<8xf32>) -> tensor<8xf32> {\n  %0 = stablehlo.abs %b : tensor<8xf32>\n  return %0 : tensor<8xf32>\n}"
    with pytest.raises(ParseError) as info:
        import_mlir(text)
    assert info.value.message == "mlir: line 2:22: use of undeclared SSA value name"
    assert "\n" not in str(info.value)


def test_export_reimport_same_program_and_shardings():
    src = (CORPUS / "attention.mlir").read_text()
    p = import_mlir(src)
    shardings = {
        "main/arg1": S('<@mesh, [{}, {"model"}]>'),
        p.main.ops[0].results[0]: S('<@mesh, [{"data"}, {}, {"model"}]>'),
        p.main.returns[0]: S('<@mesh, [{"data"}, {}, {}]>'),
    }
    text = export_mlir(p, shardings)
    q = import_mlir(text)
    assert structure(q) == structure(p)
    assert str(q.main.arg_shardings[1]) == '<@mesh, [{}, {"model"}]>'
    assert str(q.main.arg_shardings[0]) == str(p.main.arg_shardings[0])  # kept from the input
    assert [str(s) for s in q.main.ops[0].sharding] == ['<@mesh, [{"data"}, {}, {"model"}]>']
    assert str(q.main.result_shardings[0]) == '<@mesh, [{"data"}, {}, {}]>'
    assert export_mlir(q, shardings) == text  # idempotent


@pytest.mark.xla
@pytest.mark.parametrize("name", ["mlp", "while_loop", "constraints", "cond_barrier"])
def test_exported_module_compiles_and_matches_unsharded(name):
    import generate
    import jax
    from shardsat.ir.jax_interop import run_mlir

    fn, args, _ = generate.PROGRAMS[name]
    p = import_mlir((CORPUS / f"{name}.mlir").read_text())
    first_arg_rank = p.value("main/arg0").type.rank
    shardings = {
        "main/arg0": S("<@mesh, [" + ", ".join(['{"data"}'] + ["{}"] * (first_arg_rank - 1)) + "]>")
    }
    for op in p.main.ops:  # shard every rank-2 op result on data x model where divisible
        for r in op.results:
            shape = p.value(r).type.shape
            if len(shape) == 2 and shape[0] % 2 == 0 and shape[1] % 4 == 0:
                shardings[r] = S('<@mesh, [{"data"}, {"model"}]>')
    text = export_mlir(p, shardings)
    rng = np.random.default_rng(0)
    xs = [rng.standard_normal(a.shape).astype(a.dtype) for a in jax.tree_util.tree_leaves(args)]
    expected = jax.tree_util.tree_leaves(
        jax.jit(fn)(*jax.tree_util.tree_unflatten(jax.tree_util.tree_structure(args), xs))
    )
    got = run_mlir(text, xs)
    assert len(got) == len(expected)
    for g, e in zip(got, expected, strict=True):
        np.testing.assert_allclose(g, np.asarray(e), rtol=1e-5, atol=1e-5)


SHARDY_STYLE = """
sdy.mesh @mesh = <["a"=2, "b"=2]>

func.func @main(%arg0: tensor<16x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"a", ?}, {?}]>}) -> (tensor<16x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"a"}, {}]>}) {
  %0 = sdy.manual_computation(%arg0) in_shardings=[<@mesh, [{"a"}, {}]>] out_shardings=[<@mesh, [{"a"}, {}]>] manual_axes={"a"} (%arg1: tensor<8x32xf32>) {
    %1 = stablehlo.add %arg1, %arg1 : tensor<8x32xf32>
    sdy.return %1 : tensor<8x32xf32>
  } : (tensor<16x32xf32>) -> tensor<16x32xf32>
  %2 = sdy.named_computation<"foo">(%0) (%arg2: tensor<16x32xf32>) {
    %3 = stablehlo.multiply %arg2, %arg2 : tensor<16x32xf32>
    sdy.return %3 : tensor<16x32xf32>
  } : (tensor<16x32xf32>) -> tensor<16x32xf32>
  %4 = stablehlo.abs %2 {sdy.sharding = #sdy.sharding_per_value<[<mesh<["c"=4]>, [{"c"}, {}]>]>} : tensor<16x32xf32>
  return %4 : tensor<16x32xf32>
}
"""


def test_shardy_test_file_style_manual_and_named_computations():
    from shardsat.ir.dataflow import program_data_flow_edges

    p = import_mlir(SHARDY_STYLE)
    manual, add, named, mul, abs_ = p.walk_ops()
    assert manual.attributes["manual_axes"] == ["a"]
    assert [str(s) for s in manual.attributes["in_shardings"]] == ['<@mesh, [{"a"}, {}]>']
    assert p.value(manual.regions[0].args[0]).type.shape == (8, 32)
    assert named.attributes["name"] == "foo"
    assert [str(s) for s in abs_.sharding] == ['<mesh<["c"=4]>, [{"c"}, {}]>']
    edges = [(e.op_id, e.owner, e.sources, e.manual_axes) for e in program_data_flow_edges(p)]
    assert edges == [
        ("main/manual_computation.0", "main/%1", ("main/arg0",), ("a",)),
        ("main/manual_computation.0", "main/%0", ("main/%2",), ("a",)),
        ("main/named_computation.3", "main/%4", ("main/%0",), ()),
        ("main/named_computation.3", "main/%3", ("main/%5",), ()),
    ]


def test_export_declares_meshes_missing_from_the_module():
    from shardsat.model.mesh import Mesh

    p = import_mlir(
        "func.func @main(%a: tensor<8x16xf32>) -> tensor<8x16xf32> {\n"
        "  %0 = stablehlo.abs %a : tensor<8x16xf32>\n  return %0 : tensor<8x16xf32>\n}"
    )
    p.meshes["mesh"] = Mesh.of("mesh", x=2, y=4)
    text = export_mlir(p, {"main/%0": S('<@mesh, [{"x"}, {"y"}]>')})
    assert 'sdy.mesh @mesh = <["x"=2, "y"=4]>' in text
    assert '{sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"x"}, {"y"}]>]>}' in text
    q = import_mlir(text)
    assert str(q.main.result_shardings[0]) == '<@mesh, [{"x"}, {"y"}]>'
    with pytest.raises(VerificationError, match='sharding uses undeclared mesh "@other"'):
        export_mlir(p, {"main/%0": S("<@other, [{}, {}]>")})
