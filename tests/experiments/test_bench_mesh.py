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
