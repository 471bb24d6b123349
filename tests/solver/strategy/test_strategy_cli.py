"""`shardsat iopddl` and the benchmark script's tiny mode."""

from __future__ import annotations

import gzip
import json

from shardsat.experiments import iopddl_bench

from shardsat.cli import main

from .test_strategy import EXAMPLE_JSON


def test_cli_prints_cost_bound_and_contest_list_last(tmp_path, capsys):
    path = tmp_path / "example.json.gz"
    path.write_bytes(gzip.compress(json.dumps(EXAMPLE_JSON).encode()))
    out_file = tmp_path / "sol.txt"
    rc = main(
        ["iopddl", str(path), "--time-limit", "5", "--workers", "1", "--output", str(out_file)]
    )
    lines = capsys.readouterr().out.strip().splitlines()
    assert rc == 0
    assert "cost: 445" in lines and "bound: 445" in lines and "status: OPTIMAL" in lines
    assert lines[-1] == "[0, 0, 2, 1, 0]"
    assert out_file.read_text() == "[0, 0, 2, 1, 0]\n"


def test_cli_bad_file_exits_2_with_one_line(tmp_path, capsys):
    bad = tmp_path / "bad.json"
    bad.write_text("[1, 2")
    assert main(["iopddl", str(bad), "--time-limit", "1"]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1
    assert err.startswith(f"shardsat iopddl: {bad}: not gzip/JSON")


def test_cli_rejects_non_positive_time_limit(tmp_path, capsys):
    path = tmp_path / "e.json"
    path.write_text(json.dumps(EXAMPLE_JSON))
    assert main(["iopddl", str(path), "--time-limit", "0"]) == 2
    err = capsys.readouterr().err
    assert err == "shardsat: argument --time-limit: must be a positive number of seconds, got 0\n"


def test_cli_infeasible_instance_exits_2(tmp_path, capsys):
    data = json.loads(json.dumps(EXAMPLE_JSON))
    data["problem"]["usage_limit"] = 40
    path = tmp_path / "tight.json"
    path.write_text(json.dumps(data))
    assert main(["iopddl", str(path), "--time-limit", "2"]) == 2
    assert capsys.readouterr().err == (
        "shardsat iopddl: example: memory limit cannot hold at time 50: least usage 50 > limit 40\n"
    )


def test_bench_time_limits_by_letter():
    limits = {x: iopddl_bench.contest_time_limit(x) for x in "AEFJKOPTUY"}
    assert limits == {
        "A": 60,
        "E": 60,
        "F": 120,
        "J": 120,
        "K": 180,
        "O": 180,
        "P": 240,
        "T": 240,
        "U": 300,
        "Y": 300,
    }
    assert iopddl_bench.instance_letter("/x/asplos-2025-iopddl-G.json.gz") == "G"


def test_bench_tiny_writes_table(tmp_path, monkeypatch):
    (tmp_path / "example.json").write_text(json.dumps(EXAMPLE_JSON))
    monkeypatch.setattr(iopddl_bench, "DATA", tmp_path)
    assert iopddl_bench.main(["--tiny", "--out", str(tmp_path / "res")]) == 0
    csv = (tmp_path / "res.csv").read_text().splitlines()
    assert csv[1].startswith("example,5,5,")
    assert ",445,445,1.0," in csv[1]
    assert "| example | 5 | 5 |" in (tmp_path / "res.md").read_text()


def test_cli_out_is_written_on_the_way(tmp_path, capsys):
    path = tmp_path / "e.json"
    path.write_text(json.dumps(EXAMPLE_JSON))
    out_file = tmp_path / "best.txt"
    assert main(["iopddl", str(path), "--time-limit", "5", "--out", str(out_file)]) == 0
    assert out_file.read_text() == "[0, 0, 2, 1, 0]\n"


def test_solve_emits_each_improvement_and_ends_with_the_answer():
    from shardsat.solver.strategy.driver import solve
    from shardsat.solver.strategy.io import problem_from_json

    seen: list[tuple[list[int], int]] = []
    result = solve(
        problem_from_json(EXAMPLE_JSON), 5.0, 1, 0, emit=lambda c, cost: seen.append((c, cost))
    )
    assert seen and seen[-1] == ([0, 0, 2, 1, 0], 445)
    assert [cost for _, cost in seen] == sorted({cost for _, cost in seen}, reverse=True)
    assert result.cost == 445


def test_deadline_shares_and_caps_never_extend_it():
    from shardsat.solver.strategy.deadline import Deadline

    never, past = Deadline(float("inf")), Deadline(0.0)
    assert never.cap(2.0) == 2.0 and past.cap(2.0) == 0.0
    assert past.expired() and not never.expired()
    assert past.sub(10.0).at == 0.0 and past.share(0.5).expired()
    assert past.earliest(never) is past and never.left() == float("inf")
