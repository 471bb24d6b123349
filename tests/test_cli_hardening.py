"""Every bad input a new user tried gets one line on stderr and exit 2, checked early."""

from __future__ import annotations

import io
import json
import subprocess
import sys

import pytest

from shardsat.cli import main

DATA_MODULE = """
sdy.mesh @mesh = <["data"=2]>
func.func @main(%arg0: tensor<8x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}) -> tensor<8x16xf32> {
  %0 = stablehlo.tanh %arg0 : tensor<8x16xf32>
  return %0 : tensor<8x16xf32>
}
"""

MESH_ONLY = """module {
  sdy.mesh @mesh = <["x"=2]>
}
"""

DYNAMIC = """
func.func @main(%arg0: tensor<?x4xf32>) -> tensor<?x4xf32> {
  return %arg0 : tensor<?x4xf32>
}
"""


def run(capsys, *argv: str) -> tuple[int, str, str]:
    code = main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


@pytest.fixture
def data_module(tmp_path):
    path = tmp_path / "data.mlir"
    path.write_text(DATA_MODULE)
    return path


@pytest.mark.parametrize("command", ["rules", "solve", "propagate"])
def test_binary_file_is_one_line_not_a_traceback(command, tmp_path, capsys, monkeypatch):
    monkeypatch.chdir(tmp_path)
    (tmp_path / "garbage.bin").write_bytes(b"\x92\x00\xff\x13random bytes")
    extra = ["-o", "out.mlir"] if command == "propagate" else []
    code, out, err = run(capsys, command, "garbage.bin", *extra)
    assert (code, out) == (2, "")
    assert err == f"shardsat {command}: garbage.bin: not UTF-8 text (byte 0x92 at offset 0)\n"
    assert sorted(p.name for p in tmp_path.iterdir()) == ["garbage.bin"]


def test_text_that_is_not_mlir_names_line_and_column(tmp_path, capsys):
    path = tmp_path / "g.txt"
    path.write_text("garbage here\n")
    code, _, err = run(capsys, "rules", str(path))
    assert code == 2
    assert err == (
        "shardsat rules: mlir: line 1:1: custom op 'garbage' is unknown "
        "(tried 'builtin.garbage' as well) at 0: 'garbage here'\n"
    )


def test_sharding_naming_another_mesh_than_the_given_one(capsys):
    code, out, err = run(capsys, "sharding", '<@m, [{"x"}]>', "--mesh", '@other = <["x"=2]>')
    assert (code, out) == (2, "")
    assert err == (
        'shardsat sharding: sharding <@m, [{"x"}]> refers to @m, but --mesh declares @other\n'
    )


def test_sharding_with_an_anonymous_mesh_binds_it(capsys):
    code, out, _ = run(capsys, "sharding", '<@m, [{"x"}]>', "--mesh", '<["x"=2]>')
    assert code == 0 and out.splitlines()[1] == 'mesh: <["x"=2]>'


def test_priority_beyond_int64_is_rejected(capsys):
    text = '<@m, [{"x"}p9999999999999999999]>'
    code, _, err = run(capsys, "sharding", text, "--mesh", '@m = <["x"=2]>')
    assert code == 2
    assert err == (
        "shardsat sharding: priority p9999999999999999999 is too large "
        f"(at most p9223372036854775807) at 11: '{text}'\n"
    )


def test_largest_int64_priority_is_accepted(capsys):
    text = '<@m, [{"x"}p9223372036854775807]>'
    code, out, _ = run(capsys, "sharding", text, "--mesh", '@m = <["x"=2]>')
    assert code == 0 and out.splitlines()[0] == f"sharding: {text}"


@pytest.mark.parametrize(
    ("argv", "message"),
    [
        (["--time-limit", "-1"], "argument --time-limit: must be a positive number of seconds, got -1"),
        (["--time-limit", "0"], "argument --time-limit: must be a positive number of seconds, got 0"),
        (["--time-limit", "nan"], "argument --time-limit: must be a positive number of seconds, got nan"),
        (["--workers", "0"], "argument --workers: must be at least 1, got 0"),
        (["--seed", "-3"], "argument --seed: must be in 0..2147483647, got -3"),
    ],
)  # fmt: skip
def test_limits_no_solve_can_honour_are_usage_errors(argv, message, data_module, capsys):
    code, out, err = run(capsys, "solve", str(data_module), *argv)
    assert (code, out) == (2, "")
    assert err == f"shardsat: {message}\n"


@pytest.mark.parametrize("command", ["compare", "iopddl"])
def test_limits_are_checked_for_every_subcommand(command, data_module, capsys):
    code, _, err = run(capsys, command, str(data_module), "--workers", "0")
    assert code == 2
    assert err == "shardsat: argument --workers: must be at least 1, got 0\n"


def test_unwritable_output_is_refused_before_the_solve_starts(data_module, capsys, monkeypatch):
    import shardsat.solver.cpsat.driver as driver
    import shardsat.solver.propagation.driver as greedy

    def must_not_run(*args, **kwargs):
        raise AssertionError("the solve started")

    monkeypatch.setattr(driver, "solve", must_not_run)
    monkeypatch.setattr(greedy, "propagate", must_not_run)
    code, out, err = run(capsys, "solve", str(data_module), "-o", "/nonexistent_dir/o.mlir")
    assert (code, out) == (2, "")
    assert (
        err
        == "shardsat solve: /nonexistent_dir/o.mlir: cannot write (no directory /nonexistent_dir)\n"
    )
    code, _, err = run(capsys, "solve", str(data_module), "--report", str(data_module.parent))
    assert code == 2
    assert err == f"shardsat solve: {data_module.parent}: cannot write (is a directory)\n"


def test_mesh_without_the_module_axis_names_the_axis(data_module, capsys):
    code, _, err = run(capsys, "solve", str(data_module), "--mesh", "x=8", "-q")
    assert code == 2
    assert err == 'shardsat solve: main/arg0: axis "data" is not in the mesh <["x"=8]>\n'


def test_mesh_axis_that_does_not_divide_the_dim(data_module, capsys):
    code, _, err = run(capsys, "solve", str(data_module), "--mesh", "data=3", "-q")
    assert code == 2
    assert err == (
        'shardsat solve: main/arg0: dim 0 of size 8 is not divisible by {"data"} (3 shards)\n'
    )


def test_compare_checks_the_module_shardings_against_the_mesh(data_module, capsys):
    code, out, err = run(capsys, "compare", str(data_module), "--mesh", "x=8", "--no-xla")
    assert (code, out) == (2, "")
    assert err == 'shardsat compare: main/arg0: axis "data" is not in the mesh <["x"=8]>\n'


def test_module_with_only_a_mesh_is_valid(tmp_path, capsys):
    src, out_path, report = tmp_path / "m.mlir", tmp_path / "o.mlir", tmp_path / "r.json"
    src.write_text(MESH_ONLY)
    code, out, err = run(capsys, "rules", str(src))
    assert (code, out, err) == (0, "op  name  rule\n", "")
    argv = ["solve", str(src), "-o", str(out_path), "--report", str(report), "-q"]
    code, out, err = run(capsys, *argv)
    assert (code, err) == (0, "")
    assert out.splitlines()[0] == f'{src}: 0 ops on mesh <["x"=2]>, topology h100x8, objective time'
    assert out_path.read_text().strip() == MESH_ONLY.strip()
    assert json.loads(report.read_text())["shardings"] == {}


def test_dynamic_shapes_keep_their_one_line(tmp_path, capsys):
    path = tmp_path / "dyn.mlir"
    path.write_text(DYNAMIC)
    code, _, err = run(capsys, "solve", str(path), "--mesh", "x=2")
    assert code == 2
    assert err == "shardsat solve: main/arg0: dynamic shape tensor<?x4xf32> is not supported\n"


class _ClosedPipe(io.StringIO):
    def write(self, text: str) -> int:
        raise BrokenPipeError(32, "Broken pipe")


def test_closed_stdout_is_a_quiet_exit(tmp_path, capsys, monkeypatch):
    path = tmp_path / "data.mlir"
    path.write_text(DATA_MODULE)
    monkeypatch.setattr(sys, "stdout", _ClosedPipe())
    assert main(["rules", str(path)]) == 0
    assert capsys.readouterr().err == ""


def test_rules_piped_into_head_prints_no_traceback():
    # zoo output is megabytes: far more than a pipe buffer, so the writer meets the closed pipe
    proc = subprocess.Popen(
        [sys.executable, "-m", "shardsat", "zoo", "gpt-350m"],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
    )
    first = proc.stdout.readline()
    proc.stdout.close()
    _, err = proc.communicate(timeout=120)
    assert first.startswith(b"module @jit_forward")
    assert (proc.returncode, err) == (0, b"")


def test_solve_and_compare_default_to_one_topology_and_print_it(data_module, capsys):
    code, out, _ = run(capsys, "solve", str(data_module), "--time-limit", "5", "-q")
    assert code == 0
    assert (
        out.splitlines()[0]
        == f'{data_module}: 1 ops on mesh <["data"=2]>, topology h100x8, objective time'
    )
    table = data_module.parent / "t.csv"
    argv = ["compare", str(data_module), "--no-xla", "--strategies", "greedy-aggressive", "-q"]
    code, out, _ = run(capsys, *argv, "--csv", str(table))
    assert code == 0
    assert out.splitlines()[0] == "topology h100x8, CP-SAT time limit 30 s"
    assert table.read_text().splitlines()[0].startswith("model,topology,strategy,status")
    assert table.read_text().splitlines()[1].startswith("data.mlir,h100x8,greedy-aggressive,")


def test_function_declarations_are_refused_in_one_line(tmp_path, capsys):
    path = tmp_path / "decl.mlir"
    path.write_text("func.func private @f(tensor<4xf32>) -> tensor<4xf32>\n")
    code, _, err = run(capsys, "rules", str(path))
    assert code == 2
    assert err == "shardsat rules: mlir: @f: function declarations are not supported\n"


def test_binding_errors_while_importing_are_parse_errors_at_the_op(monkeypatch):
    from shardsat.ir import mlir_import
    from shardsat.model.errors import ParseError

    def broken(op):
        raise IndexError("attempt to access out of bounds block")

    monkeypatch.setattr(mlir_import, "_aliases", broken)
    with pytest.raises(ParseError) as err:
        mlir_import.import_mlir(DATA_MODULE)
    assert err.value.message == (
        "mlir: line 3:1: cannot import func.func: attempt to access out of bounds block"
    )
    assert DATA_MODULE[err.value.pos :].startswith("func.func @main")


def test_control_characters_in_a_culprit_are_escaped_on_the_one_line(capsys):
    # found by tests/test_fuzz_cli.py: a vertical tab split the message into three lines
    code, _, err = run(capsys, "sharding", '<@mesh, [{"\x0b"}]>', "--mesh", '@mesh = <["x"=2]>')
    assert code == 2
    assert err == (
        'shardsat sharding: sharding <@mesh, [{"\\x0b"}]>: dim 0: unknown axis name: "\\x0b"\n'
    )


def test_iopddl_times_beyond_int64_are_one_line(tmp_path, capsys):
    # found by tests/test_fuzz_cli.py: an interval end of 10**20 overflowed in the presolve
    instance = {
        "problem": {
            "name": "big",
            "nodes": {"intervals": [[0, 10**20]], "costs": [[1]], "usages": [[1]]},
            "usage_limit": 4,
        }
    }
    path = tmp_path / "big.json"
    path.write_text(json.dumps(instance))
    code, out, err = run(capsys, "iopddl", str(path), "--time-limit", "2")
    assert (code, out) == (2, "")
    assert err == (
        f"shardsat iopddl: {path}: not an iopddl problem "
        "(OverflowError: Python int too large to convert to C long)\n"
    )


CRASHING_RESHARD = """
sdy.mesh @mesh = <["data"=2, "fsdp"=2, "model"=2, "expert"=2]>
func.func @main(%arg0: tensor<4x4x4x4xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {}, {"expert", "fsdp"}, {"data"}]>}) -> (tensor<4x4x4x4xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"expert"}, {"fsdp"}, {"model", "data"}]>}) {
  %0 = stablehlo.negate %arg0 : tensor<4x4x4x4xf32>
  return %0 : tensor<4x4x4x4xf32>
}
"""


def test_a_plan_that_crashes_xla_is_named_on_stderr(tmp_path, capsys):
    """Closed argument and result shardings force a reshard XLA dies on (SIGFPE, jax 0.10.2;
    `tests/experiments/test_xla_crash_probe.py`): the plan is still written and reported, with
    one warning line naming the op and the all-to-all pairs; the step time shows its price."""
    path = tmp_path / "crash.mlir"
    path.write_text(CRASHING_RESHARD)
    code, out, err = run(
        capsys, "solve", str(path), "--topology", "cpu", "--time-limit", "10", "-q"
    )
    assert code == 0
    warning = [line for line in err.splitlines() if "crash XLA" in line]
    assert warning == [
        "shardsat solve: warning: 1 reshard(s) of this plan crash XLA's partitioner (jax 0.10.2: "
        "SIGFPE), the first at main/negate.0: xla_crash all_to_all pairs 3->1, 0->2 together"
    ]
    assert "100000.0060" in out  # the crash's 100 s in the step time (ms)
