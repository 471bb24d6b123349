"""Sweeps: spec expansion, resumable CSV rows, errors as rows, Dask on a LocalCluster."""

from __future__ import annotations

import csv
import json

import pytest
from shardsat.experiments import batch

SPEC = """
output = "out/results.csv"
models = ["mlp", {name = "gpt", layers = 1}]
meshes = ["data=2,model=4", "data=8"]
topologies = ["h100x8"]
strategies = ["greedy-basic", "greedy-aggressive"]
[options]
time_limit = 5
memory_budget = [0, 1000]
"""


def _fake_run(task: batch.Task) -> dict:
    """A cheap stand-in for run_task: deterministic numbers, one failing model."""
    row = {"key": task.key, "model": task.model, "mesh": task.mesh, "topology": task.topology,
           "strategy": task.strategy, "options": task.options}  # fmt: skip
    if "gpt" in task.model and task.strategy == "greedy-basic":
        return row | {"status": "ERROR", "error": "boom"}
    return row | {"status": "FEASIBLE", "total_ns": len(task.mesh), "versions": "{}"}


def _spec(tmp_path):
    path = tmp_path / "sweep.toml"
    path.write_text(SPEC)
    return batch.load_spec(path)


def test_expand_is_the_cartesian_product(tmp_path):
    sweep = _spec(tmp_path)
    assert len(sweep.tasks) == 2 * 2 * 1 * 2 * 2
    assert sweep.output == tmp_path / "out" / "results.csv"
    first = sweep.tasks[0]
    assert (first.model, first.mesh, first.topology, first.strategy) == (
        "mlp", "data=2,model=4", "h100x8", "greedy-basic",
    )  # fmt: skip
    assert json.loads(first.options) == {"memory_budget": 0, "time_limit": 5}
    assert sweep.tasks[-1].model == '{"layers": 1, "name": "gpt"}'
    assert len({t.key for t in sweep.tasks}) == 16


def test_spec_errors_name_the_culprit(tmp_path):
    with pytest.raises(batch.BatchError, match="spec: unknown strategy 'magic'"):
        batch.expand({"models": ["mlp"], "meshes": ["x=2"], "strategies": ["magic"]})
    with pytest.raises(batch.BatchError, match="spec: missing 'meshes'"):
        batch.expand({"models": ["mlp"], "strategies": ["shardy"]})
    with pytest.raises(batch.BatchError, match="spec: unknown key 'model'"):
        batch.expand({"model": "mlp"})
    bad = tmp_path / "bad.toml"
    bad.write_text("models = [")
    with pytest.raises(batch.BatchError, match="bad.toml: "):
        batch.load_spec(bad)


def test_interrupted_sweep_resumes_without_redoing_rows(tmp_path, monkeypatch):
    monkeypatch.setattr(batch, "run_task", _fake_run)
    sweep = _spec(tmp_path)
    ran = []
    first = batch.run_sweep(sweep, workers=1, progress=False, limit=5, on_row=ran.append)
    assert first == {"total": 16, "skipped": 0, "ran": 5, "errors": 0}
    second = batch.run_sweep(sweep, workers=1, progress=False, on_row=ran.append)
    assert second == {"total": 16, "skipped": 5, "ran": 11, "errors": 4}
    assert sorted(r["key"] for r in ran) == sorted(t.key for t in sweep.tasks)  # each once
    with sweep.output.open() as f:
        rows = list(csv.DictReader(f))
    assert len(rows) == 16 and tuple(rows[0]) == batch.COLUMNS
    assert batch.run_sweep(sweep, workers=1, progress=False) == {
        "total": 16, "skipped": 16, "ran": 0, "errors": 0,
    }  # fmt: skip
    retried = batch.run_sweep(sweep, workers=1, progress=False, retry_errors=True)
    assert retried == {"total": 16, "skipped": 12, "ran": 4, "errors": 4}
    assert len(batch.read_results(sweep.output)) == 16  # retried rows supersede old ones


def test_foreign_csv_header_is_refused(tmp_path):
    path = tmp_path / "r.csv"
    path.write_text("a,b\n1,2\n")
    with pytest.raises(batch.BatchError, match="header differs"):
        batch.finished_keys(path)


def test_run_task_turns_failures_into_error_rows():
    task = batch.Task("no-such-model", "data=2", "h100x8", "greedy-basic")
    row = batch.run_task(task)
    assert row["status"] == "ERROR"
    assert row["error"].startswith("unknown model 'no-such-model'")
    assert json.loads(row["versions"])["jax"] == "0.10.2"


def test_dask_local_cluster_runs_the_sweep(tmp_path, monkeypatch):
    distributed = pytest.importorskip("distributed")
    monkeypatch.setattr(batch, "run_task", _fake_run)
    sweep = _spec(tmp_path)
    with distributed.LocalCluster(
        n_workers=1, threads_per_worker=2, processes=False, dashboard_address=None
    ) as cluster:
        # an address string, as `shardsat batch --scheduler ADDRESS` passes it
        counts = batch.run_sweep(sweep, scheduler=cluster.scheduler_address, progress=False)
    assert counts == {"total": 16, "skipped": 0, "ran": 16, "errors": 4}
    assert set(batch.read_results(sweep.output)["key"]) == {t.key for t in sweep.tasks}


def test_run_task_real_greedy_row():
    task = batch.Task("mlp", "data=2,model=2", "h100x8", "greedy-aggressive")
    row = batch.run_task(task)
    assert row["status"] == "FEASIBLE", row.get("error")
    assert (row["ops"], row["parameters"], row["devices"]) == (46, 131_712, 4)
    assert row["communication_bytes"] == 0
    assert json.loads(row["settings"])["model"] == "mlp"


def test_example_spec_expands():
    from pathlib import Path

    import shardsat.experiments

    sweep = batch.load_spec(Path(shardsat.experiments.__file__).parent / "sweep_example.toml")
    assert len(sweep.tasks) == 3 * 2 * 2 * 3
    assert {t.xla for t in sweep.tasks} == {True}
    assert sweep.output.name == "sweep_example.csv"


def test_cli_batch_runs_then_resumes(tmp_path, capsys):
    from shardsat.cli import main

    spec = tmp_path / "s.toml"
    spec.write_text(
        'output = "r.csv"\nmodels = ["mlp"]\nmeshes = ["data=2"]\n'
        'strategies = ["greedy-aggressive", "shardy"]\n'
    )
    argv = ["batch", str(spec), "--workers", "1", "--no-progress"]
    assert main(argv + ["--limit", "1"]) == 0
    assert main(argv) == 0
    out = capsys.readouterr().out.splitlines()
    assert out[0] == f"2 runs: 0 already done, 1 ran (0 errors) -> {tmp_path / 'r.csv'}"
    assert out[1] == f"2 runs: 1 already done, 1 ran (0 errors) -> {tmp_path / 'r.csv'}"
    frame = batch.read_results(tmp_path / "r.csv")
    assert list(frame["strategy"]) == ["greedy-aggressive", "shardy"]
    assert list(frame["status"]) == ["FEASIBLE", "FEASIBLE"]
