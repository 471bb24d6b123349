"""`experiments/region_probe.py --tiny`: the whole factor round and region rounds from one plan."""

from __future__ import annotations

import json

import pytest
from shardsat.experiments import region_probe


@pytest.mark.slow  # ~16 s (a solve, then 4 s each way); region rounds keep their unit tests
def test_tiny_run_compares_both_from_the_same_plan(capsys) -> None:
    """gpt-tiny on 2x2x2: both variants start from the solve's plan and neither returns a
    dearer one; the region pass covers the graph in regions and says how many ran."""
    assert region_probe.main(["--tiny"]) == 0
    out = capsys.readouterr().out
    assert out.splitlines()[0] == "gpt-tiny-train data=2,fsdp=2,model=2 h100x8"
    row = json.loads(out.split("\n", 1)[1])
    assert row["whole"]["plan_ns"] <= row["plan_ns"]
    assert row["regions"]["plan_ns"] <= row["plan_ns"]
    assert row["regions"]["status"] == "REGIONS"
    assert 1 <= row["regions"]["regions_run"] <= row["regions"]["regions"]
