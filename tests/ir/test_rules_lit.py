"""Rules that Shardy's own registry lit file pins down, and `shardsat rules` on that file."""

import warnings
from pathlib import Path

import pytest
from shardsat.ir.builder import ProgramBuilder
from shardsat.ir.mlir_import import import_mlir
from shardsat.ir.registry import register_rule, rule_for, unregister_rule
from shardsat.ir.shardy_oracle import rule_text
from shardsat.model.errors import RuleError
from shardsat.model.mesh import Mesh

from shardsat.cli import main

LIT = Path(__file__).parents[1] / "data" / "shardy_lit"


def rules_of(text: str, conservative: bool = False) -> list[str | None]:
    program = import_mlir(text)
    return [rule_text(rule_for(op, program, conservative)) for op in program.main.ops]


def test_convolution_drops_size_one_factors_from_compound_dims():
    # batch_group_count = batch: lhs dim 0 is [i] (j=1 only on the result), and a size-1
    # output-feature factor disappears from the rule altogether.
    text = """func.func @main(%arg0: tensor<8x224x224x192xf32>, %arg1: tensor<3x3x12x16xf32>)
    -> tensor<8x112x112x16xf32> {
  %0 = stablehlo.convolution(%arg0, %arg1) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f],
    window = {stride = [2, 2], pad = [[0, 1], [0, 1]]}
    {batch_group_count = 1 : i64, feature_group_count = 16 : i64}
    : (tensor<8x224x224x192xf32>, tensor<3x3x12x16xf32>) -> tensor<8x112x112x16xf32>
  return %0 : tensor<8x112x112x16xf32>
}"""
    assert rules_of(text) == [
        "([i, jk, lm, no], [k, m, o, n])->([i, j, l, n]) {i=8, j=112, k=2, l=112, m=2, n=16, o=12}"
        " reduction={k, m, o} permutation={j, l}"
    ]


def test_all_to_all_pass_through_dims_first_then_split_then_concat_dim():
    text = """func.func @main(%arg0: tensor<2x4xi64>) -> tensor<4x2xi64> {
  %0 = "stablehlo.all_to_all"(%arg0) {split_dimension = 1 : i64, concat_dimension = 0 : i64,
    split_count = 2 : i64, replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>}
    : (tensor<2x4xi64>) -> tensor<4x2xi64>
  return %0 : tensor<4x2xi64>
}"""
    assert rules_of(text) == [
        "([k, i])->([l, j]) {i=4, j=2, k=2, l=4} need_replication={i, j, k, l}"
    ]


def test_x64_combine_feeding_rng_state_needs_replication_and_is_blocked():
    text = """func.func @main(%arg0: tensor<2xui32>, %arg1: tensor<2xui32>) -> tensor<4x8xui32> {
  %0 = stablehlo.custom_call @X64Combine(%arg0, %arg1) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui64>
  %s, %out = stablehlo.rng_bit_generator %0, algorithm = DEFAULT : (tensor<2xui64>) -> (tensor<2xui64>, tensor<4x8xui32>)
  return %out : tensor<4x8xui32>
}"""
    assert (
        rules_of(text)[0] == "([i], [i])->([i]) {i=2} need_replication={i} blocked_propagation={i}"
    )


def test_rule_that_cannot_be_built_costs_one_op_with_a_warning():
    def broken(op, program):
        raise RuleError("toy.broken: no rule for this shape")

    register_rule("toy.broken", broken)
    try:
        b = ProgramBuilder(Mesh.of("mesh", x=2))
        x = b.arg((4,))
        y = b.op("toy.broken", [x], (4,))
        z = b.op("stablehlo.abs", [y])
        b.ret(z)
        program = b.build()
        with warnings.catch_warnings(record=True) as caught:
            warnings.simplefilter("always")
            rules = [rule_text(rule_for(op, program)) for op in program.main.ops]
        assert rules == [None, "([i])->([i]) {i=4}"]
        assert any("cannot build the sharding rule of toy.broken" in str(w.message) for w in caught)
    finally:
        unregister_rule("toy.broken")


def test_rules_cli_runs_the_whole_registry_lit_file(tmp_path, capsys):
    out = tmp_path / "r.mlir"
    assert main(["rules", str(LIT / "op_sharding_rule_registry.mlir"), "-o", str(out)]) == 0
    table = capsys.readouterr().out
    assert "conv_per_group_batch_size_one/convolution.0" in table
    assert "sdy.sharding_rule" in out.read_text()


@pytest.mark.parametrize("flag, expected", [([], "permutation={i, j}>"),
                                            (["--conservative"], "blocked_propagation={i, j}>")])  # fmt: skip
def test_rules_cli_conservative_flag(tmp_path, flag, expected):
    text = """func.func @main(%arg0: tensor<28x28x16xf32>, %arg1: tensor<f32>) -> tensor<30x30x16xf32> {
  %0 = stablehlo.pad %arg0, %arg1, low = [1, 1, 0], high = [1, 1, 0], interior = [0, 0, 0]
    : (tensor<28x28x16xf32>, tensor<f32>) -> tensor<30x30x16xf32>
  return %0 : tensor<30x30x16xf32>
}"""
    src, out = tmp_path / "in.mlir", tmp_path / "out.mlir"
    src.write_text(text)
    assert main(["rules", str(src), "-o", str(out), *flag]) == 0
    assert expected in out.read_text()
