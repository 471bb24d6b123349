"""Progress lines on stderr for `solve` and `compare`: one line per improvement off a
terminal, a redrawn status line on one, nothing with --quiet."""

from __future__ import annotations

import io
import re

from shardsat.cli import main
from shardsat.commands.progress import Progress, format_objective, solver_hook

MODULE = """
sdy.mesh @mesh = <["x"=2, "y"=2]>
func.func @main(%arg0: tensor<8x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x"}, {}]>},
                %arg1: tensor<16x8xf32>) -> tensor<8x8xf32> {
  %0 = stablehlo.dot_general %arg0, %arg1, contracting_dims = [1] x [0] : (tensor<8x16xf32>, tensor<16x8xf32>) -> tensor<8x8xf32>
  return %0 : tensor<8x8xf32>
}
"""


class _Terminal(io.StringIO):
    def isatty(self) -> bool:
        return True


def test_one_line_per_improvement_off_a_terminal():
    stream = io.StringIO()
    progress = Progress("solve", "time", stream=stream)
    progress.update(1.0, 2_500_000, 1_000_000)
    progress.update(1.5, 2_500_000, 1_000_000)  # nothing new: no line
    progress.update(2.0, 2_600_000, None)  # worse: no line
    progress.update(2.5, None, 1_200_000)
    assert stream.getvalue().splitlines() == [
        "shardsat solve: 1.0 s, best 2.5 ms, bound 1 ms",
        "shardsat solve: 2.5 s, best 2.5 ms, bound 1.2 ms",
    ]


def test_final_line_has_status_plan_and_bound():
    stream = io.StringIO()
    progress = Progress("solve", "comm", stream=stream)
    progress.done("OPTIMAL", 16384, 16384)
    assert re.fullmatch(
        r"shardsat solve: OPTIMAL after \d+\.\d s, best 16,384 bytes, bound 16,384 bytes\n",
        stream.getvalue(),
    )


def test_quiet_writes_nothing():
    stream = io.StringIO()
    progress = Progress("solve", quiet=True, stream=stream)
    progress.update(1.0, 5, 4)
    progress.done("FEASIBLE", 5, 4)
    assert stream.getvalue() == ""


def test_a_terminal_gets_a_redrawn_line_not_a_line_per_improvement():
    stream = _Terminal()
    progress = Progress("solve", stream=stream)
    progress.update(1.0, 2_000_000, 1_000_000)
    assert stream.getvalue() == ""  # the ticker redraws the status line each second
    assert progress.status(3.0) == "3.0 s, best 2 ms, bound 1 ms"
    progress.line("done")
    assert stream.getvalue() == "\r\x1b[Kshardsat solve: done\n"


def test_objectives_print_in_their_unit():
    assert format_objective(19_317_300, "time") == "19.3173 ms"
    assert format_objective(3_670_016, "comm") == "3,670,016 bytes"
    assert format_objective(None, "time") == "-"


def test_solver_hook_only_when_the_solver_takes_one():
    progress = Progress("solve", stream=io.StringIO())

    def with_hook(program, progress=None):
        return program

    def without_hook(program, **options):
        return program

    assert solver_hook(with_hook, progress) == {"progress": progress.update}
    assert solver_hook(without_hook, progress) == {}


def test_solve_prints_each_improvement_the_solver_reports(tmp_path, capsys, monkeypatch):
    import shardsat.solver.cpsat.driver as driver

    real = driver.solve

    def reporting(*args, progress=None, **kwargs):
        progress(0.5, 9_000_000, 1_000_000)
        progress(0.7, 8_000_000, 1_000_000)
        return real(*args, **kwargs)

    monkeypatch.setattr(driver, "solve", reporting)
    src = tmp_path / "in.mlir"
    src.write_text(MODULE)
    assert main(["solve", str(src), "--time-limit", "5", "--workers", "1"]) == 0
    err = capsys.readouterr().err.splitlines()
    assert err[:2] == [
        "shardsat solve: 0.5 s, best 9 ms, bound 1 ms",
        "shardsat solve: 0.7 s, best 8 ms, bound 1 ms",
    ]
    assert len(err) == 3 and err[2].startswith("shardsat solve: OPTIMAL after ")
    assert main(["solve", str(src), "--time-limit", "5", "--workers", "1", "--quiet"]) == 0
    assert capsys.readouterr().err == ""


def test_compare_prints_a_line_per_finished_strategy(tmp_path, capsys):
    src = tmp_path / "in.mlir"
    src.write_text(MODULE)
    argv = ["compare", str(src), "--no-xla", "--strategies", "greedy-aggressive,cpsat-comm"]
    assert main(argv + ["--time-limit", "5", "--workers", "1"]) == 0
    err = capsys.readouterr().err.splitlines()
    assert len(err) == 2
    assert re.fullmatch(
        r"shardsat compare: in\.mlir greedy-aggressive: FEASIBLE in \d+\.\d s, step [\d.]+ ms",
        err[0],
    )
    assert re.fullmatch(
        r"shardsat compare: in\.mlir cpsat-comm: OPTIMAL in \d+\.\d s, step [\d.e-]+ ms, bound \d[\d,]* bytes",
        err[1],
    )
    assert main(argv + ["--time-limit", "5", "--workers", "1", "-q"]) == 0
    assert capsys.readouterr().err == ""
