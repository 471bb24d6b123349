"""`shardsat propagate`: annotated module out, JSON report, one-line errors with status 2."""

import json

from shardsat.ir.mlir_import import import_mlir

from shardsat.cli import main

from .greedy_cases import CASES


def test_propagate_writes_module_and_report(tmp_path):
    src = tmp_path / "in.mlir"
    src.write_text(CASES["dot_contracting_factor"])
    out, report = tmp_path / "out.mlir", tmp_path / "r.json"
    assert main(["propagate", str(src), "-o", str(out), "--report", str(report)]) == 0
    program = import_mlir(out.read_text())
    assert str(program.main.arg_shardings[1]) == '<@mesh, [{"b"}, {}]>'
    assert str(program.main.ops[0].sharding[0]) == '<@mesh, [{"a"}, {}]>'
    assert str(program.main.result_shardings[0]) == '<@mesh, [{"a"}, {}]>'
    data = json.loads(report.read_text())
    assert data["solver"] == "greedy-aggressive" and data["status"] == "FEASIBLE"
    assert data["shardings"]["main/arg1"] == '<@mesh, [{"b"}, {}]>'
    assert data["op_factor_axes"]["main/dot_general.0"] == [['"a"'], [], ['"b"']]
    assert data["objective"] > 0
    assert data["cost"]["total_s"] == data["greedy_cost_s"] == data["objective"] / 1e9
    assert data["stats"]["result_shardings"] == {"0": '<@mesh, [{"a"}, {}]>'}


def test_propagate_basic_strategy_flag(tmp_path):
    src = tmp_path / "in.mlir"
    src.write_text(CASES["aggressive_closed_tensor_does_not_block"])
    out = tmp_path / "out.mlir"
    assert main(["propagate", str(src), "-o", str(out), "--strategy", "basic"]) == 0
    assert "sdy.sharding" in out.read_text()


def test_propagate_missing_file_exits_2(tmp_path, capsys):
    code = main(["propagate", str(tmp_path / "nope.mlir"), "-o", str(tmp_path / "o.mlir")])
    assert code == 2
    err = capsys.readouterr().err
    assert err.startswith("shardsat propagate: ") and "cannot read" in err
    assert not (tmp_path / "o.mlir").exists()
