"""Sweeps: models × meshes × topologies × strategies × options, one row per run, resumable.

A spec is TOML:

    output = "results.parquet"      # relative to the spec file; "results.csv" for CSV
    models = ["gpt-tiny", "mlp", {name = "gpt", layers = 4}]
    meshes = ["data=2,model=4", "data=8"]
    topologies = ["h100x8"]
    strategies = ["greedy-aggressive", "cpsat-time"]
    xla = false                     # also compile each plan with XLA and count its collectives
    [options]                       # a list is swept, a scalar is fixed
    time_limit = 10
    memory_budget = [0, 2e9]        # 0 = none

Every task has a key (a hash of its settings). Each finished run is kept at once beside the
table, in `results.runs/`: `<key>.mlir` (its plan: the executable export for our solvers,
Shardy's module for `shardy`) and `<key>.json` (its report: the row, every value's sharding,
each op's factor axes, conflicts, solver statistics). The table (Parquet, or CSV on request) is
rewritten from those after every run, through a temp file, so an interrupted sweep loses nothing
that finished: Ctrl-C starts no new run, waits for the runs in flight and keeps them too.
Rerunning the same spec skips every finished key. Each row records the settings (JSON), the
versions of shardsat, jax, ortools and Python, the host and the time. A failed run is a row with
status ERROR and the message; `retry_errors=True` reruns those. `gap` is a fraction,
(objective - bound) / objective, as everywhere in shardsat.

Tasks run in worker processes (concurrent.futures, the default) or on a Dask cluster
(`scheduler="tcp://host:8786"` or a `distributed.Client`); results come back to this process, the
only writer of the files.
"""

from __future__ import annotations

import hashlib
import io
import itertools
import json
import multiprocessing
import os
import platform
import signal
import socket
import time
import tomllib
from collections.abc import Callable, Iterable, Iterator
from concurrent.futures import ProcessPoolExecutor, as_completed
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import Any

from shardsat.model.errors import ShardsatError

COLUMNS = (
    "key", "model", "mesh", "topology", "strategy", "options", "status", "error",
    "objective", "bound", "gap", "solve_seconds", "wall_seconds",
    "total_ns", "compute_ns", "communication_ns", "communication_bytes", "peak_memory_bytes",
    "xla_bytes", "xla_count", "ops", "parameters", "devices",
    "settings", "versions", "host", "finished_at",
)  # fmt: skip
"""The table's columns, fixed so rows from different runs make one table."""


class BatchError(ShardsatError):
    """A bad sweep spec or an output file this sweep cannot append to."""


@dataclass(frozen=True)
class Task:
    """One run of the sweep. `model` is a name or a JSON object {name, overrides...}."""

    model: str
    mesh: str
    topology: str
    strategy: str
    options: str = "{}"
    xla: bool = False

    @property
    def key(self) -> str:
        text = json.dumps(asdict(self), sort_keys=True)
        return hashlib.sha1(text.encode()).hexdigest()[:16]


@dataclass
class Sweep:
    """A parsed spec: the tasks and where their rows go."""

    tasks: list[Task]
    output: Path
    workers: int | None = None
    raw: dict[str, Any] = field(default_factory=dict)


def _as_list(value: Any, what: str) -> list[Any]:
    values = value if isinstance(value, list) else [value]
    if not values:
        raise BatchError(f"spec: {what} is empty")
    return values


def _model_text(model: Any) -> str:
    if isinstance(model, str):
        return model
    if isinstance(model, dict) and isinstance(model.get("name"), str):
        return json.dumps(model, sort_keys=True)
    raise BatchError(f"spec: model {model!r} is neither a name nor a table with a name")


def _check_types(spec: dict[str, Any]) -> None:
    """One-line errors for values of the wrong kind (TOML allows any value anywhere)."""
    if not isinstance(spec.get("output", ""), str):
        raise BatchError(f"spec: output must be a file name, got {spec['output']!r}")
    workers = spec.get("workers", 1)
    if isinstance(workers, bool) or not isinstance(workers, int) or workers < 1:
        raise BatchError(f"spec: workers must be an integer >= 1, got {workers!r}")
    if not isinstance(spec.get("xla", False), bool):
        raise BatchError(f"spec: xla must be true or false, got {spec['xla']!r}")
    if not isinstance(spec.get("options", {}), dict):
        raise BatchError(f"spec: options must be a table, got {spec['options']!r}")
    for key in ("meshes", "topologies", "strategies"):
        for value in _as_list(spec.get(key, ["-"]), key):
            if not isinstance(value, str):
                raise BatchError(f"spec: {key} holds {value!r}, not a string")


def expand(spec: dict[str, Any], base: Path = Path(".")) -> Sweep:
    """The tasks of a spec dict (parsed TOML), in a stable order."""
    known = {"output", "models", "meshes", "topologies", "strategies", "options", "xla", "workers"}
    unknown = sorted(set(spec) - known)
    if unknown:
        raise BatchError(f"spec: unknown key {unknown[0]!r}; known: {', '.join(sorted(known))}")
    for required in ("models", "meshes", "strategies"):
        if required not in spec:
            raise BatchError(f"spec: missing {required!r}")
    _check_types(spec)
    from shardsat.experiments.compare import STRATEGIES

    strategies = _as_list(spec["strategies"], "strategies")
    for s in strategies:
        if s not in STRATEGIES:
            raise BatchError(f"spec: unknown strategy {s!r}; known: {', '.join(STRATEGIES)}")
    options = spec.get("options", {})
    option_keys = sorted(options)
    option_values = [_as_list(options[k], f"options.{k}") for k in option_keys]
    tasks = []
    for model, mesh, topology, strategy, *values in itertools.product(
        [_model_text(m) for m in _as_list(spec["models"], "models")],
        _as_list(spec["meshes"], "meshes"),
        _as_list(spec.get("topologies", ["h100x8"]), "topologies"),
        strategies,
        *option_values,
    ):
        opts = json.dumps(dict(zip(option_keys, values, strict=True)), sort_keys=True, default=str)
        tasks.append(
            Task(model, str(mesh), str(topology), strategy, opts, bool(spec.get("xla", False)))
        )
    output = base / spec.get("output", "results.parquet")
    return Sweep(tasks, output, spec.get("workers"), spec)


def load_spec(path: str | Path) -> Sweep:
    """Parse a TOML sweep spec; the output path is relative to the spec's folder."""
    from shardsat.model.files import read_text

    path = Path(path)
    try:
        spec = tomllib.loads(read_text(path))
    except tomllib.TOMLDecodeError as err:
        raise BatchError(f"{path}: {err}") from None
    return expand(spec, path.parent)


def versions() -> dict[str, str]:
    """Versions that decide a row's numbers."""
    from importlib.metadata import PackageNotFoundError, version

    out = {"python": platform.python_version()}
    for package in ("shardsat", "jax", "jaxlib", "ortools", "numpy"):
        try:
            out[package] = version(package)
        except PackageNotFoundError:
            out[package] = "missing"
    return out


def run_task(task: Task) -> dict[str, Any]:
    """Run one task and return its row (never raises: failures become ERROR rows).

    The row carries the run's plan (`_plan`, MLIR text, "" without one) and report (`_report`,
    JSON text); `run_sweep` saves both beside the table and keeps them out of it.
    """
    start = time.perf_counter()
    row: dict[str, Any] = {
        "key": task.key, "model": task.model, "mesh": task.mesh, "topology": task.topology,
        "strategy": task.strategy, "options": task.options,
    }  # fmt: skip
    kept: dict[str, Any] = {}
    try:
        row |= _run(task, kept)
    except Exception as err:  # a sweep must go on; the row keeps the reason
        kind = "" if isinstance(err, ShardsatError) else f"{type(err).__name__}: "
        row |= {
            "status": "ERROR",
            "error": (kind + str(err)).splitlines()[0][:500] if str(err) else kind,
        }
    row["wall_seconds"] = round(time.perf_counter() - start, 3)
    row["versions"] = json.dumps(versions(), sort_keys=True)
    row["host"] = socket.gethostname()
    row["finished_at"] = time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime())
    row["_plan"], row["_report"] = _plan_and_report(row, kept)
    return row


def _run(task: Task, kept: dict[str, Any]) -> dict[str, Any]:
    os.environ.setdefault("XLA_FLAGS", "--xla_force_host_platform_device_count=8")
    from shardsat.experiments import compare, zoo

    mesh = compare.parse_mesh_spec(task.mesh)
    options = json.loads(task.options)
    if task.model.startswith("{"):
        model = json.loads(task.model)
        name, overrides = model.pop("name"), model
    else:
        name, overrides = task.model, {}
    case = compare.case_from_model(name, mesh, task.topology, **overrides)
    entry = zoo.lower_entry(name, **overrides)
    row = compare.strategy_row(case, task.strategy, options, xla=task.xla, keep=kept)
    kept["mesh"] = case.mesh
    row.pop("strategy", None)
    row["ops"] = entry.ops
    row["parameters"] = entry.parameters
    row["devices"] = compare.num_devices(mesh)
    row["settings"] = json.dumps(
        {**case.settings, "options": options, "xla": task.xla}, sort_keys=True, default=str
    )
    return row


def _plan_and_report(row: dict[str, Any], kept: dict[str, Any]) -> tuple[str, str]:
    """The plan as MLIR (the executable export for our solvers, Shardy's own module for
    `shardy`; "" when the run has none) and the JSON report: the row, every value's sharding,
    each op's factor axes, the conflicts and the solver's statistics."""
    solution = kept.get("solution")
    report: dict[str, Any] = {"row": {k: v for k, v in row.items() if not k.startswith("_")}}
    plan = ""
    if solution is not None and solution.shardings:
        plan, report["plan_error"] = _plan_text(kept)
        report["shardings"] = {v: str(s) for v, s in sorted(solution.shardings.items())}
        report["op_factor_axes"] = {
            op: [[str(a) for a in axes] for axes in factors]
            for op, factors in sorted(solution.op_factor_axes.items())
        }
    if solution is not None:
        report["conflicts"] = list(solution.conflicts)
        report["stats"] = solution.stats
    return plan, json.dumps(report, indent=1, sort_keys=True, default=str)


def _plan_text(kept: dict[str, Any]) -> tuple[str, str | None]:
    """(MLIR, None) or, when the plan cannot be exported, ("", the reason)."""
    from shardsat.experiments import compare

    if kept.get("text"):
        return kept["text"], None
    try:
        return compare.planned_export(kept["program"], kept["solution"], kept["mesh"])[0], None
    except ShardsatError as err:
        reason = str(err)
    try:
        return compare.exported_text(kept["program"], kept["solution"]), reason
    except ShardsatError as err:
        return "", f"{reason}; values only: {err}"


# ---------------------------------------------------------------------------------------------
# the results: one folder of finished runs, and the table made from it


def runs_folder(output: Path) -> Path:
    """Where each finished run's row, plan and report are kept: `results.parquet` ->
    `results.runs/` with `<key>.json` (report, row included) and `<key>.mlir` (plan)."""
    return output.with_name(output.stem + ".runs")


def table_format(output: Path) -> str:
    """`parquet` (`.parquet`, `.pq`) or `csv` (`.csv`, on request); other suffixes are refused."""
    suffix = output.suffix.lower()
    if suffix in (".parquet", ".pq"):
        return "parquet"
    if suffix == ".csv":
        return "csv"
    raise BatchError(f"{output}: the results table must end in .parquet or .csv")


def save_run(output: Path, row: dict[str, Any]) -> None:
    """Keep one finished run beside the table: plan first, then the report (the report is what
    marks the run finished, so a run is never marked finished without its plan)."""
    from shardsat.model.files import write_atomic

    folder = runs_folder(output)
    folder.mkdir(parents=True, exist_ok=True)
    if row.get("_plan"):
        write_atomic(folder / f"{row['key']}.mlir", row["_plan"])
    report = row.get("_report") or json.dumps({"row": _table_row(row)}, default=str)
    write_atomic(folder / f"{row['key']}.json", report)


def saved_rows(output: Path) -> dict[str, dict[str, Any]]:
    """Key -> row of every run kept beside the table (unreadable reports are skipped: they
    are rerun)."""
    folder = runs_folder(output)
    rows: dict[str, dict[str, Any]] = {}
    for path in sorted(folder.glob("*.json")) if folder.is_dir() else ():
        try:
            row = json.loads(path.read_text())["row"]
        except (OSError, ValueError, KeyError, TypeError):
            continue
        if isinstance(row, dict) and row.get("key") == path.stem:
            rows[path.stem] = row
    return rows


def _table_row(row: dict[str, Any]) -> dict[str, Any]:
    return {k: row.get(k) for k in COLUMNS}


def read_table(path: Path) -> list[dict[str, Any]]:
    """The rows of an existing results table (CSV or Parquet); refuses foreign columns."""
    import pandas as pd

    if not path.exists() or path.stat().st_size == 0:
        return []
    try:
        frame = pd.read_parquet(path) if table_format(path) == "parquet" else pd.read_csv(path)
    except (OSError, ValueError, ImportError) as err:
        raise BatchError(f"{path}: cannot read the results table ({err})") from None
    if tuple(frame.columns) != COLUMNS:
        raise BatchError(f"{path}: header differs from this version's columns; use a new output")
    frame = frame.astype(object).where(frame.notna(), None)
    return frame.to_dict("records")


def finished_rows(output: Path) -> dict[str, dict[str, Any]]:
    """Key -> row of every finished run: the table's rows, superseded by the saved runs."""
    rows = {str(r["key"]): r for r in read_table(output)}
    rows.update(saved_rows(output))
    return rows


def finished_keys(path: Path, retry_errors: bool = False) -> set[str]:
    """Keys of finished runs (ERROR rows excluded when retrying them)."""
    rows = finished_rows(path)
    return {k for k, r in rows.items() if not (retry_errors and r.get("status") == "ERROR")}


def write_table(output: Path, rows: Iterable[dict[str, Any]]) -> None:
    """Rewrite the table from `rows` (in COLUMNS order) through a temp file and a rename."""
    import pandas as pd
    from shardsat.model.files import write_atomic

    frame = pd.DataFrame([_table_row(r) for r in rows], columns=list(COLUMNS))
    output.parent.mkdir(parents=True, exist_ok=True)
    if table_format(output) == "csv":
        write_atomic(output, frame.to_csv(index=False))
        return
    frame = frame.astype({c: "string" for c in STRING_COLUMNS})
    buffer = io.BytesIO()
    frame.to_parquet(buffer, index=False)
    write_atomic(output, buffer.getvalue())


STRING_COLUMNS = (
    "key", "model", "mesh", "topology", "strategy", "options", "status", "error",
    "settings", "versions", "host", "finished_at",
)  # fmt: skip
"""Text columns, typed as strings in Parquet even when every row has None there."""


def read_results(path: str | Path) -> Any:
    """The table as a DataFrame, one row per key (the last: a retried ERROR is superseded)."""
    import pandas as pd

    path = Path(path)
    frame = pd.read_parquet(path) if table_format(path) == "parquet" else pd.read_csv(path)
    return frame.drop_duplicates("key", keep="last").reset_index(drop=True)


# ---------------------------------------------------------------------------------------------
# running


def _ignore_sigint() -> None:
    """Worker initializer: Ctrl-C goes to the parent, which lets in-flight runs finish."""
    signal.signal(signal.SIGINT, signal.SIG_IGN)


class _LocalRunner:
    """Worker processes (spawn: jax starts threads, and forking a process with threads can
    deadlock), or this process when `workers` is 1."""

    def __init__(self, workers: int) -> None:
        self.pool = None
        self.futures: list[Any] = []
        self.seen: set[Any] = set()
        if workers > 1:
            os.environ.setdefault("XLA_FLAGS", "--xla_force_host_platform_device_count=8")
            context = multiprocessing.get_context("spawn")
            self.pool = ProcessPoolExecutor(workers, context, initializer=_ignore_sigint)

    def results(self, tasks: list[Task]) -> Iterator[dict[str, Any]]:
        if self.pool is None:
            yield from map(run_task, tasks)
            return
        self.futures = [self.pool.submit(run_task, t) for t in tasks]
        for future in as_completed(self.futures):
            self.seen.add(future)
            yield future.result()

    def in_flight(self) -> Iterator[dict[str, Any]]:
        """After an interrupt: cancel what has not started, then wait for what has."""
        if self.pool is None:
            return
        running = [f for f in self.futures if f not in self.seen and not f.cancel()]
        for future in as_completed(running):
            if future.exception() is None:
                yield future.result()

    def close(self) -> None:
        if self.pool is not None:
            self.pool.shutdown(wait=True, cancel_futures=True)


class _DaskRunner:
    def __init__(self, scheduler: Any) -> None:
        try:
            from distributed import Client
        except ImportError:
            raise BatchError("--scheduler needs dask: pip install 'shardsat[dask]'") from None
        self.client = scheduler if isinstance(scheduler, Client) else Client(scheduler)
        self.owned = self.client is not scheduler
        self.futures: list[Any] = []
        self.seen: set[str] = set()

    def results(self, tasks: list[Task]) -> Iterator[dict[str, Any]]:
        from distributed import as_completed as dask_completed

        self.futures = self.client.map(run_task, tasks, pure=False)
        for future in dask_completed(self.futures):
            self.seen.add(future.key)
            yield future.result()

    def in_flight(self) -> Iterator[dict[str, Any]]:
        """After an interrupt: the runs that finished meanwhile; the rest are cancelled."""
        fresh = [f for f in self.futures if f.key not in self.seen]
        done = [f for f in fresh if f.status == "finished"]
        self.client.cancel([f for f in fresh if f.status != "finished"])
        for future in done:
            yield future.result()

    def close(self) -> None:
        if self.owned:
            self.client.close()


def run_sweep(
    sweep: Sweep,
    workers: int | None = None,
    scheduler: Any = None,
    retry_errors: bool = False,
    progress: bool = True,
    limit: int | None = None,
    on_row: Callable[[dict[str, Any]], None] | None = None,
) -> dict[str, int]:
    """Run the pending tasks of a sweep, keeping each run and rewriting the table as it ends.

    `limit` stops after that many new rows (the rest stays pending: how the resume test
    interrupts a sweep). Ctrl-C (KeyboardInterrupt) starts no new run, waits for the runs in
    flight (worker processes ignore SIGINT) and keeps them, then re-raises; a second Ctrl-C
    abandons them. Returns counts: total, skipped (already done), ran, errors.
    """
    table_format(sweep.output)
    rows = finished_rows(sweep.output)
    done = {k for k, r in rows.items() if not (retry_errors and r.get("status") == "ERROR")}
    pending = [t for t in sweep.tasks if t.key not in done]
    if limit is not None:
        pending = pending[:limit]
    workers = workers or sweep.workers or min(len(pending), os.cpu_count() or 1) or 1
    skipped = sum(t.key in done for t in sweep.tasks)
    counts = {"total": len(sweep.tasks), "skipped": skipped, "ran": 0, "errors": 0}
    bar = _progress(len(pending), progress)

    def record(row: dict[str, Any]) -> None:
        save_run(sweep.output, row)
        rows[row["key"]] = _table_row(row)
        write_table(sweep.output, rows.values())
        counts["ran"] += 1
        counts["errors"] += row.get("status") == "ERROR"
        bar.update(1)
        if on_row is not None:
            on_row(row)

    runner = _DaskRunner(scheduler) if scheduler else _LocalRunner(workers)
    try:
        for row in runner.results(pending):
            record(row)
    except KeyboardInterrupt:
        for row in runner.in_flight():
            record(row)
        raise
    finally:
        runner.close()
        bar.close()
    if not pending:
        write_table(sweep.output, rows.values())  # a table in the requested format, even empty
    return counts


def _progress(total: int, enabled: bool) -> Any:
    from tqdm import tqdm

    return tqdm(total=total, disable=not enabled, unit="run", desc="shardsat batch")
