"""Sweeps: spec expansion, resumable tables (Parquet, CSV on request), every finished run's plan
and report kept, Ctrl-C keeps finished and in-flight runs, errors as rows, Dask on a LocalCluster."""

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
    assert sweep.output.name == "sweep_example.parquet"


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
    tail = f"-> {tmp_path / 'r.csv'}, plans in {tmp_path / 'r.runs'}"
    assert out[0] == f"2 runs: 0 already done, 1 ran (0 errors) {tail}"
    assert out[1] == f"2 runs: 1 already done, 1 ran (0 errors) {tail}"
    frame = batch.read_results(tmp_path / "r.csv")
    assert list(frame["strategy"]) == ["greedy-aggressive", "shardy"]
    assert list(frame["status"]) == ["FEASIBLE", "FEASIBLE"]


def test_default_table_is_parquet_with_each_plan_and_report_beside_it(tmp_path):
    from shardsat.ir.mlir_import import import_mlir

    path = tmp_path / "s.toml"
    path.write_text(
        'models = ["mlp"]\nmeshes = ["data=2,model=2"]\nstrategies = ["greedy-aggressive"]\n'
    )
    sweep = batch.load_spec(path)
    assert sweep.output == tmp_path / "results.parquet"
    assert batch.run_sweep(sweep, workers=1, progress=False)["ran"] == 1
    frame = batch.read_results(sweep.output)
    assert sweep.output.read_bytes()[:4] == b"PAR1"
    assert tuple(frame.columns) == batch.COLUMNS
    assert (frame["status"][0], frame["communication_bytes"][0]) == ("FEASIBLE", 0)
    key = sweep.tasks[0].key
    runs = tmp_path / "results.runs"
    assert sorted(p.name for p in runs.iterdir()) == [f"{key}.json", f"{key}.mlir"]
    report = json.loads((runs / f"{key}.json").read_text())
    assert report["row"]["status"] == "FEASIBLE" and report["plan_error"] is None
    assert report["shardings"]["main/arg6"] == '<@mesh, [{"data"}, {}]>'  # the seeded batch
    plan = import_mlir((runs / f"{key}.mlir").read_text())
    assert plan.main.arg_shardings[6] == batch_sharding('<@mesh, [{"data"}, {}]>')


def batch_sharding(text):
    from shardsat.model.parse import parse_tensor_sharding

    return parse_tensor_sharding(text)


def test_saved_runs_resume_even_without_the_table(tmp_path, monkeypatch):
    monkeypatch.setattr(batch, "run_task", _fake_run)
    sweep = _spec(tmp_path)
    batch.run_sweep(sweep, workers=1, progress=False, limit=3)
    sweep.output.unlink()  # e.g. killed between keeping a run and rewriting the table
    counts = batch.run_sweep(sweep, workers=1, progress=False)
    assert counts == {"total": 16, "skipped": 3, "ran": 13, "errors": 4}
    assert len(batch.read_results(sweep.output)) == 16


class _InterruptedRunner:
    """Two runs finish, Ctrl-C arrives, one run in flight finishes after it."""

    def __init__(self, workers):
        pass

    def results(self, tasks):
        yield _fake_run(tasks[0])
        yield _fake_run(tasks[1])
        raise KeyboardInterrupt

    def in_flight(self):
        yield _fake_run(batch.Task("mlp", "data=8", "h100x8", "greedy-basic", '{"late": 1}'))

    def close(self):
        pass


def test_ctrl_c_keeps_finished_and_in_flight_runs(tmp_path, monkeypatch):
    monkeypatch.setattr(batch, "_LocalRunner", _InterruptedRunner)
    sweep = _spec(tmp_path)
    ran = []
    with pytest.raises(KeyboardInterrupt):
        batch.run_sweep(sweep, workers=2, progress=False, on_row=ran.append)
    assert len(ran) == 3
    kept = batch.read_results(sweep.output)
    assert list(kept["key"]) == [r["key"] for r in ran]
    assert sorted(p.stem for p in (tmp_path / "out" / "results.runs").glob("*.json")) == sorted(
        r["key"] for r in ran
    )


def test_table_suffix_picks_the_format(tmp_path):
    assert batch.table_format(tmp_path / "r.parquet") == "parquet"
    assert batch.table_format(tmp_path / "r.CSV") == "csv"
    with pytest.raises(
        batch.BatchError, match=r"r.xlsx: the results table must end in .parquet or .csv"
    ):
        batch.table_format(tmp_path / "r.xlsx")


@pytest.mark.parametrize(
    ("spec", "message"),
    [
        ({"output": 5}, "spec: output must be a file name, got 5"),
        ({"workers": 0}, "spec: workers must be an integer >= 1, got 0"),
        ({"workers": True}, "spec: workers must be an integer >= 1, got True"),
        ({"xla": "yes"}, "spec: xla must be true or false, got 'yes'"),
        ({"options": 3}, "spec: options must be a table, got 3"),
        ({"meshes": [8]}, "spec: meshes holds 8, not a string"),
    ],
)
def test_spec_values_of_the_wrong_kind(spec, message):
    base = {"models": ["mlp"], "meshes": ["data=2"], "strategies": ["shardy"]}
    with pytest.raises(batch.BatchError) as err:
        batch.expand(base | spec)
    assert err.value.message == message


def test_gap_is_a_fraction_in_rows():
    task = batch.Task(
        "mlp", "data=2,model=2", "h100x8", "cpsat-comm", '{"time_limit": 5, "workers": 1}'
    )
    row = batch.run_task(task)
    assert row["status"] == "OPTIMAL", row.get("error")
    assert row["gap"] == 0.0 and row["objective"] == row["bound"] == row["communication_bytes"]
    report = json.loads(row["_report"])
    assert report["row"]["gap"] == row["gap"]
