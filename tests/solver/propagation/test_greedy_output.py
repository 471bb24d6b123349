"""`shardsat propagate`'s output module: shardings written where Shardy's pipeline writes them."""

import json

from shardsat.ir.mlir_import import import_mlir

from shardsat.cli import main


def propagate_text(tmp_path, text: str, *flags: str) -> str:
    src, out = tmp_path / "in.mlir", tmp_path / "out.mlir"
    src.write_text(text)
    assert main(["propagate", str(src), "-o", str(out), *flags]) == 0
    return out.read_text()


def test_closed_declared_result_sharding_is_never_overwritten(tmp_path):
    text = """sdy.mesh @mesh = <["model"=2, "data"=2]>
func.func @main(%arg0: tensor<8x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {"data"}]>})
    -> (tensor<8x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {}]>}) {
  %0 = stablehlo.add %arg0, %arg0 : tensor<8x8xf32>
  return %0 : tensor<8x8xf32>
}"""
    program = import_mlir(propagate_text(tmp_path, text))
    assert str(program.main.result_shardings[0]) == '<@mesh, [{"model"}, {}]>'
    assert str(program.main.ops[0].sharding[0]) == '<@mesh, [{"model"}, {"data"}]>'


def test_result_without_sharding_gets_the_export_cut(tmp_path):
    # tensor<2x4> on a=4: the divisible prefix of {"a"} on a size-2 dim is the sub-axis a:(1)2,
    # and the sub-axis is then removed from the open dim (Shardy: [{}, {}]).
    text = """sdy.mesh @mesh = <["a"=4]>
func.func @main(%arg0: tensor<2x4xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"a", ?}, {?}]>})
    -> tensor<2x4xf32> {
  %0 = stablehlo.abs %arg0 : tensor<2x4xf32>
  return %0 : tensor<2x4xf32>
}"""
    program = import_mlir(propagate_text(tmp_path, text))
    assert str(program.main.result_shardings[0]) == "<@mesh, [{}, {}]>"


def test_sharding_constraint_carries_its_sharding_in_the_sharding_attribute(tmp_path):
    text = """sdy.mesh @mesh = <["a"=2, "b"=2]>
func.func @main(%arg0: tensor<8x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"a"}, {}]>}) -> tensor<8x8xf32> {
  %0 = sdy.sharding_constraint %arg0 <@mesh, [{?}, {"b", ?}]> : tensor<8x8xf32>
  return %0 : tensor<8x8xf32>
}"""
    out = propagate_text(tmp_path, text)
    assert 'sdy.sharding_constraint %arg0 <@mesh, [{"a"}, {"b"}]>' in out
    assert "sdy.sharding_per_value" not in out


def test_call_sites_with_different_shardings_get_a_callee_clone(tmp_path):
    text = """sdy.mesh @mesh = <["a"=2, "b"=2]>
func.func @main(%arg0: tensor<8x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"a"}, {}]>},
                %arg1: tensor<8x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"b"}, {}]>})
    -> (tensor<8x8xf32>, tensor<8x8xf32>) {
  %0 = call @foo(%arg0) : (tensor<8x8xf32>) -> tensor<8x8xf32>
  %1 = call @foo(%arg1) : (tensor<8x8xf32>) -> tensor<8x8xf32>
  return %0, %1 : tensor<8x8xf32>, tensor<8x8xf32>
}
func.func private @foo(%arg0: tensor<8x8xf32>) -> tensor<8x8xf32> {
  %0 = stablehlo.abs %arg0 : tensor<8x8xf32>
  return %0 : tensor<8x8xf32>
}"""
    program = import_mlir(propagate_text(tmp_path, text))
    assert sorted(program.functions) == ["foo", "foo_0", "main"]
    assert [str(op.attributes["callee"]) for op in program.main.ops] == ["foo", "foo_0"]
    assert str(program.functions["foo"].arg_shardings[0]) == '<@mesh, [{"a"}, {}]>'
    assert str(program.functions["foo_0"].result_shardings[0]) == '<@mesh, [{"b"}, {}]>'
    assert str(program.main.ops[1].sharding[0]) == '<@mesh, [{"b"}, {}]>'


SLICE = """sdy.mesh @mesh = <["a"=16, "b"=2]>
func.func @main(%arg0: tensor<32x4x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"a"}, {}, {"b"}]>})
    -> tensor<32x1x2xf32> {
  %0 = stablehlo.slice %arg0 [0:32, 0:1, 0:2] : (tensor<32x4x8xf32>) -> tensor<32x1x2xf32>
  return %0 : tensor<32x1x2xf32>
}"""


def test_conservative_flag_blocks_the_sliced_dim(tmp_path):
    default = import_mlir(propagate_text(tmp_path, SLICE))
    conservative = import_mlir(propagate_text(tmp_path, SLICE, "--conservative"))
    assert str(default.main.ops[0].sharding[0]) == '<@mesh, [{"a"}, {}, {"b"}]>'
    assert str(conservative.main.ops[0].sharding[0]) == '<@mesh, [{"a"}, {}, {}]>'


MAXIMAL = """sdy.mesh @maximal_mesh = <[], device_ids=[0]>
sdy.mesh @mesh = <["a"=2, "b"=2]>
func.func @main(%arg0: tensor<8x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"a"}, {"b"}]>},
    %arg1: tensor<8x8xf32> {sdy.sharding = #sdy.sharding<@maximal_mesh, []>}) -> tensor<8x8xf32> {
  %0 = stablehlo.add %arg0, %arg1 : tensor<8x8xf32>
  return %0 : tensor<8x8xf32>
}"""


def test_report_on_a_maximal_mesh_names_why_it_has_no_cost(tmp_path):
    report = tmp_path / "r.json"
    propagate_text(tmp_path, MAXIMAL, "--report", str(report))
    data = json.loads(report.read_text())
    assert data["mesh"] == '<["a"=2, "b"=2]>'
    assert data["cost_error"] == (
        "cost model prices one mesh (@mesh); shardings also use ['maximal_mesh']"
    )


def test_report_mesh_flag_prices_a_module_without_mesh(tmp_path):
    text = """func.func @main(%arg0: tensor<8x8xf32>) -> tensor<8x8xf32> {
  %0 = stablehlo.add %arg0, %arg0 : tensor<8x8xf32>
  return %0 : tensor<8x8xf32>
}"""
    report = tmp_path / "r.json"
    propagate_text(tmp_path, text, "--report", str(report))
    assert json.loads(report.read_text())["cost_error"].startswith("program declares no mesh")
    propagate_text(tmp_path, text, "--report", str(report), "--mesh", "data=2,model=4")
    data = json.loads(report.read_text())
    assert data["mesh"] == '<["data"=2, "model"=4]>' and "cost_error" not in data
    assert data["objective"] > 0
