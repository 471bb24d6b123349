"""`shardsat rules`: table, -o output equal to Shardy's pass op by op, bad input exits 2."""

from pathlib import Path

from shardsat.ir.mlir_import import import_mlir
from shardsat.ir.shardy_oracle import shardy_annotated_text

from shardsat.cli import main

CORPUS = Path(__file__).parents[1] / "corpus"


def test_rules_table(capsys):
    assert main(["rules", str(CORPUS / "mlp.mlir")]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert lines[0].split() == ["op", "name", "rule"]
    assert lines[1].split(None, 2) == [
        "main/dot_general.0",
        "stablehlo.dot_general",
        "([i, k], [k, j])->([i, j]) {i=8, j=32, k=16} reduction={k}",
    ]
    assert lines[5].split() == ["main/call.4", "func.call", "-"]
    assert len(lines) == 10


def test_rules_output_module_matches_shardy_pass(tmp_path):
    out = tmp_path / "moe_rules.mlir"
    assert main(["rules", str(CORPUS / "moe.mlir"), "-o", str(out)]) == 0
    ours = [op.rule for op in import_mlir(out.read_text()).walk_ops()]
    shardy = import_mlir(shardy_annotated_text((CORPUS / "moe.mlir").read_text()))
    theirs = [op.rule for op in shardy.walk_ops()]
    assert ours == theirs
    assert sum(r is not None for r in ours) == 59


def test_bad_mlir_exits_2_with_location(tmp_path, capsys):
    bad = tmp_path / "bad.mlir"
    bad.write_text("func.func @f() {\n  %0 = stablehlo.bogus\n}\n")
    assert main(["rules", str(bad), "-o", str(tmp_path / "out.mlir")]) == 2
    err = capsys.readouterr().err
    assert err.startswith("shardsat rules: mlir: line 2:8: custom op 'stablehlo.bogus' is unknown")
    assert err.count("\n") == 1
    assert not (tmp_path / "out.mlir").exists()
    assert main(["rules", str(tmp_path / "missing.mlir")]) == 2


def test_rules_table_golden(capsys):
    golden = Path(__file__).parents[1] / "golden" / "rules"
    assert main(["rules", str(golden / "ops.mlir"), "--all"]) == 0
    assert capsys.readouterr().out == (golden / "ops.rules.txt").read_text()
