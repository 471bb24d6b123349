"""bench_mesh's bookkeeping: which rows run, which results count, the table and the exponent."""

import json
import math

import pytest
from shardsat.experiments import bench_mesh as bm


def test_rows_are_picked_by_number_or_model() -> None:
    assert bm.select_rows("1", bm.ROWS) == [bm.ROWS[0]]
    moe = bm.select_rows("moe-1.3b-train", bm.ROWS)
    assert [r.mesh for r in moe] == [
        "data=2,fsdp=2,model=2", "data=4,fsdp=4,model=4", "data=8,fsdp=8,model=8",
        "data=2,fsdp=2,model=2,expert=2",
    ]  # fmt: skip
    with pytest.raises(SystemExit, match="row 99 not in 1..13"):
        bm.select_rows("99", bm.ROWS)


def test_a_rerun_of_a_row_replaces_its_earlier_result(tmp_path) -> None:
    path = tmp_path / "rows.jsonl"
    bm.append_row(path, {"key": "a", "limit_s": 120.0, "status": "ERROR"})
    bm.append_row(path, {"key": "a", "limit_s": 120.0, "status": "FEASIBLE"})
    bm.append_row(path, {"key": "a", "limit_s": 20.0, "status": "OPTIMAL"})
    rows = bm.read_rows(path)
    assert [(r["limit_s"], r["status"]) for r in rows] == [(120.0, "FEASIBLE"), (20.0, "OPTIMAL")]
    assert json.loads(path.read_text().splitlines()[0])["status"] == "ERROR"


def test_table_cells_and_the_variables_exponent() -> None:
    rows = [
        {"model": "m", "axes": 3, "ops": 100, "variables": 300, "cpsat_ns": 65_540_000,
         "gap": 0.06, "ratio_expert": 0.889},
        {"model": "m", "axes": 3, "ops": 1000, "variables": 3000},
    ]  # fmt: skip
    assert math.isclose(bm.variables_exponent(rows), 1.0)
    text = bm.table(rows)
    assert "| m | — | — | — | — | — | — | — | 65.54 | 0.889 |" in text
    assert "| 6.0% |" in text
    assert text.endswith("variables ∝ (mesh axes × ops)^1.00 over 2 rows")
    assert bm.ratios({"cpsat_ns": 50, "expert_ns": 100, "greedy_ns": 200}) == {
        "ratio_expert": 0.5, "ratio_greedy": 0.25,
    }  # fmt: skip


def test_routes_and_tunings_are_runs_of_their_own(tmp_path) -> None:
    path = tmp_path / "rows.jsonl"
    bm.append_row(path, {"key": "a", "limit_s": 120.0, "status": "FEASIBLE"})  # before routes
    bm.append_row(path, {"key": "a", "limit_s": 120.0, "route": "user", "tuning": {}})
    bm.append_row(path, {"key": "a", "limit_s": 120.0, "route": "user",
                         "tuning": {"bound_share": 0.5}})  # fmt: skip
    rows = bm.read_rows(path)
    assert [(r["route"], r.get("tuning")) for r in rows] == [
        ("seeded", None), ("user", {}), ("user", {"bound_share": 0.5}),
    ]  # fmt: skip
    assert "| — | — | — | user | bound_share=0.5 |" in bm.table(rows)


def test_tuning_overrides_are_typed_and_checked() -> None:
    assert bm.parse_tuning(["bound_share=0.5", "bound_beside_descent=False"]) == {
        "bound_share": 0.5, "bound_beside_descent": False,
    }  # fmt: skip
    assert bm.parse_tuning(["bound_thread=max_lp"]) == {"bound_thread": "max_lp"}
    with pytest.raises(SystemExit, match="'no_such_field=1': expected FIELD=VALUE"):
        bm.parse_tuning(["no_such_field=1"])


def test_medians_over_repeats_per_run(tmp_path) -> None:
    path = tmp_path / "rows.jsonl"
    row = {"key": "a", "model": "m", "limit_s": 120.0, "route": "user", "tuning": {}}
    for plan, bound, wall in ((30e6, 20e6, 110.0), (25e6, 21e6, 118.5), (40e6, 22e6, 101.0)):
        bm.append_row(path, row | {"cpsat_ns": plan, "bound_ns": bound, "gap": 1 - bound / plan,
                                   "wall_s": wall})  # fmt: skip
    bm.append_row(path, row | {"status": "ERROR"})  # no plan: not a repeat
    bm.append_row(path, row | {"tuning": {"bound_share": 0.2}, "cpsat_ns": 24e6, "gap": 0.1})
    (a, b) = bm.medians(bm.read_runs(path))
    assert (a["n"], a["cpsat_ns"], a["min_ns"], a["max_ns"]) == (3, 30e6, 25e6, 40e6)
    assert (a["bound_ns"], a["wall_s"]) == (21e6, 118.5)
    assert math.isclose(a["gap"], 1 / 3)
    assert (b["n"], b["cpsat_ns"], b["gap"], b["bound_ns"]) == (1, 24e6, 0.1, None)
    assert bm._median([4, None, 1, 3, 2]) == 2.5
    assert "| m | — | — | user | default | 3 | 30 | 25 | 40 | 21 | 33.3% | 118 |" in (
        bm.median_table(bm.read_runs(path))
    )


def test_a_row_keeps_its_descent_rounds() -> None:
    stats = {
        "descent_rounds": [
            {"round": "data", "value": 90, "end_s": 4.1, "encode_s": 0.5, "solve_s": 3.2,
             "status": "FEASIBLE", "variables": 1200, "last_s": 1.1, "stalled": True,
             "kept": [[1, 2]]},
            {"round": "factor", "status": "TOO_LARGE", "predicted_variables": 9000,
             "limit_s": 10.0},
        ],
        "pairwise_bound": {"plateaued": True, "trace": [(0.1 * i, i) for i in range(100)]},
        "early_bound": {"seconds": 12.0, "sweeps": 40, "cells_priced": 7, "bound": 70},
        "resumed_descent_s": 8.5,
    }  # fmt: skip
    out = bm.descent_summary(stats)
    assert out["rounds"][0] == {
        "round": "data", "value": 90, "end_s": 4.1, "encode_s": 0.5, "solve_s": 3.2,
        "status": "FEASIBLE", "variables": 1200, "last_s": 1.1, "stalled": True,
    }  # fmt: skip
    assert out["rounds"][1] == {
        "round": "factor", "status": "TOO_LARGE", "predicted_variables": 9000, "limit_s": 10.0
    }  # fmt: skip
    assert out["bound_plateaued"] is True
    assert len(out["bound_trace"]) == 24 and out["bound_trace"][0] == [0.0, 0]
    assert out["bound_trace"][-1] == [9.9, 99] and out["bound_trace"][1] == [0.4, 4]
    assert bm.thinned([(1, 2), (3, 4)], 24) == [[1, 2], [3, 4]]
    assert out["early_bound"] == {"seconds": 12.0, "sweeps": 40, "bound": 70}
    assert out["resumed_descent_s"] == 8.5 and "expert_seed_s" not in out
    assert bm.descent_summary({}) == {}


def test_repeats_are_interleaved_and_finished_runs_count(tmp_path, monkeypatch) -> None:
    path = tmp_path / "rows.jsonl"
    a, b = bm.ROWS[0], bm.ROWS[1]
    bm.append_row(path, {"key": a.key, "limit_s": 120.0, "route": "user", "tuning": {}})
    bm.append_row(path, {"key": b.key, "limit_s": 120.0, "route": "user", "tuning": {},
                         "status": "ERROR"})  # fmt: skip
    ran = []

    def fake_run_row(row, limit, *rest):
        ran.append(row.key)
        return {"key": row.key, "limit_s": limit, "route": "user", "tuning": {}}

    monkeypatch.setattr(bm, "run_row", fake_run_row)
    args = bm.parse_args(["--user-route", "--repeats", "2"])
    bm.run_rows(args, [a, b], 120.0, path, None)
    assert ran == [b.key, a.key, b.key]  # a's first run was in the file, b's failed one not
    assert bm.finished_runs(path)[bm.run_key({"key": a.key, "limit_s": 120.0, "route": "user",
                                               "tuning": {}})] == 2  # fmt: skip
    ran.clear()
    bm.run_rows(bm.parse_args(["--user-route", "--rerun"]), [a], 120.0, path, None)
    assert ran == [a.key]


def test_rows_outside_the_table_are_checked_and_run_alone(tmp_path, monkeypatch) -> None:
    """`--row MODEL:MESH:TOPOLOGY` adds a held-out row; with no `--rows` only those run, with
    `--rows` both; a malformed item, an unknown model, a bad mesh or an unknown topology exits
    naming it before anything runs."""
    row = bm.extra_rows(["gpt-350m-train:data=8,model=8:h100x64"])
    assert row == [bm.Row("gpt-350m-train", "data=8,model=8", "h100x64")]
    for item, message in (
        ("gpt-350m-train:data=8", "expected MODEL:MESH:TOPOLOGY"),
        ("gpt-9z-train:data=8:h100x64", "unknown model 'gpt-9z-train'"),
        ("gpt-350m-train:data=x:h100x64", "mesh 'data=x'"),
        ("gpt-350m-train:data=8:h100x9", "topology h100x9"),
    ):
        with pytest.raises(SystemExit, match=f"--row '{item}': .*{message}"):
            bm.extra_rows([item])
    ran = []

    def fake_run_row(row, limit, *rest):
        ran.append(row.key)
        return {"key": row.key, "limit_s": limit, "route": "user", "tuning": {}}

    monkeypatch.setattr(bm, "run_row", fake_run_row)
    out = str(tmp_path / "held.jsonl")
    bm.main(["--row", "gpt-350m-train:data=8,model=8:h100x64", "--out", out, "--user-route"])
    assert ran == ["gpt-350m-train data=8,model=8 h100x64"]
    ran.clear()
    bm.main(["--rows", "1", "--row", "gpt-350m-train:data=8,model=8:h100x64", "--out", out,
             "--user-route", "--rerun"])  # fmt: skip
    assert ran == [bm.ROWS[0].key, "gpt-350m-train data=8,model=8 h100x64"]
