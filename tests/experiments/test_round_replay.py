"""round_replay's parts: variants parsed to typed parameters, models written and read back,
one replay's record."""

import pytest
from ortools.sat.python import cp_model
from shardsat.experiments import round_replay as rr


def test_variants_are_typed_parameter_assignments() -> None:
    assert rr.parse_variant("num_workers=1;linearization_level=0") == {
        "num_workers": 1, "linearization_level": 0,
    }  # fmt: skip
    assert rr.parse_variant("interleave_search=True; relative_gap_limit=0.01") == {
        "interleave_search": True, "relative_gap_limit": 0.01,
    }  # fmt: skip
    assert rr.parse_variant("") == {}
    with pytest.raises(SystemExit, match="'num_workers': expected NAME=VALUE"):
        rr.parse_variant("num_workers")


def test_a_written_model_replays_to_its_optimum(tmp_path) -> None:
    model = cp_model.CpModel()
    x = [model.NewBoolVar(f"x{i}") for i in range(6)]
    for a, b in zip(x, x[1:], strict=False):
        model.AddBoolOr([a, b])  # no two neighbours both off
    model.Minimize(sum((i + 1) * v for i, v in enumerate(x)))
    model.AddHint(x[0], True)
    path = tmp_path / "00.pb"
    model.export_to_file(str(path))
    again = rr.load_model_file(path)
    assert len(again.Proto().variables) == 6 and again.Proto().has_solution_hint()
    row = rr.replay(again, rr.parse_variant("num_workers=1"), 5.0)
    assert (row["status"], row["objective"]) == ("OPTIMAL", 1 + 3 + 5)  # x0, x2, x4
    assert row["plans"] >= 1 and 0 <= row["last_s"] <= row["wall_s"] + 0.1
    table = rr.rows_table([{"index": 0, "round": "data", "variables": 6, "variant": "",
                            **row}])  # fmt: skip
    assert "| 0 | data | 6 | base | OPTIMAL | 9 |" in table


def test_axis_only_and_factor_only_pick_the_rounds_replayed() -> None:
    kinds = ["data", "fsdp", "factors"]
    assert [k for k in kinds if rr.selected(k, False, False)] == kinds
    assert [k for k in kinds if rr.selected(k, True, False)] == ["data", "fsdp"]
    assert [k for k in kinds if rr.selected(k, False, True)] == ["factors"]
