"""`shardsat solve`: outputs, report keys, comparison table, exit status 2 on conflicts."""

from __future__ import annotations

import json

from shardsat.cli import main

MODULE = """
sdy.mesh @mesh = <["x"=2, "y"=2]>
func.func @main(%arg0: tensor<8x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x"}, {}]>},
                %arg1: tensor<16x8xf32>) -> tensor<8x8xf32> {
  %0 = stablehlo.dot_general %arg0, %arg1, contracting_dims = [1] x [0] : (tensor<8x16xf32>, tensor<16x8xf32>) -> tensor<8x8xf32>
  %1 = stablehlo.tanh %0 : tensor<8x8xf32>
  return %1 : tensor<8x8xf32>
}
"""

CONFLICT = """
sdy.mesh @mesh = <["x"=2, "y"=2]>
func.func @main(%arg0: tensor<8x8xf32>) -> (tensor<8x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{?}, {"x"}]>}) {
  %0 = stablehlo.add %arg0, %arg0 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"x"}, {?}]>]>} : tensor<8x8xf32>
  return %0 : tensor<8x8xf32>
}
"""


def test_solve_writes_module_report_and_table(tmp_path, capsys) -> None:
    src, out, rep = tmp_path / "in.mlir", tmp_path / "out.mlir", tmp_path / "r.json"
    src.write_text(MODULE)
    args = ["solve", str(src), "-o", str(out), "--report", str(rep), "--topology", "h100x8"]
    assert main(args + ["--time-limit", "10", "--workers", "1"]) == 0
    report = json.loads(rep.read_text())
    assert report["status"] == "OPTIMAL"
    assert set(report["cost"]) >= {
        "total_s", "communication_s", "compute_s", "communication_bytes", "peak_memory_bytes",
    }  # fmt: skip
    assert report["gap"] == 0.0
    assert report["bound_s"] == report["cost"]["total_s"]
    assert report["greedy_cost_s"] >= report["cost"]["total_s"]
    assert set(report["model_size"]) == {"variables", "constraints"}
    assert report["shardings"]["main/arg0"] == '<@mesh, [{"x"}, {}]>'
    assert isinstance(report["collectives"], list)
    assert "sdy.sharding" in out.read_text()
    table = capsys.readouterr().out
    assert "step time (ms)" in table and "greedy" in table and "cpsat" in table


def test_solve_exits_2_with_the_conflicting_constraints(tmp_path, capsys) -> None:
    src, out = tmp_path / "in.mlir", tmp_path / "out.mlir"
    src.write_text(CONFLICT)
    assert main(["solve", str(src), "-o", str(out), "--time-limit", "5"]) == 2
    err = capsys.readouterr().err.splitlines()
    assert err == [
        "shardsat solve: infeasible: 2 user constraints conflict:",
        '  main/%0 (main/add.0 result 0) dim 0: {"x"} closed, p0',
        '  main/%0 (result 0 of @main) dim 1: {"x"} closed, p0',
        "  greedy propagation's plan breaks it too: main/%0 (result 0 of @main) dim 1: "
        '{"x"} closed, p0: it gives [{"x"}, {}]',
    ]
    assert not out.exists()


def test_solve_rejects_a_bad_memory_budget(tmp_path, capsys) -> None:
    src = tmp_path / "in.mlir"
    src.write_text(MODULE)
    assert main(["solve", str(src), "--memory-budget", "lots"]) == 2
    assert "memory budget 'lots'" in capsys.readouterr().err
