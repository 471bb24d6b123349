"""Sweeps: models × meshes × topologies × strategies × options, one CSV row per run, resumable.

A spec is TOML:

    output = "results.csv"          # relative to the spec file
    models = ["gpt-tiny", "mlp", {name = "gpt", layers = 4}]
    meshes = ["data=2,model=4", "data=8"]
    topologies = ["h100x8"]
    strategies = ["greedy-aggressive", "cpsat-time"]
    xla = false                     # also compile each plan with XLA and count its collectives
    [options]                       # a list is swept, a scalar is fixed
    time_limit = 10
    memory_budget = [0, 2e9]        # 0 = none

Every task has a key (a hash of its settings). Rows are appended to the CSV one by one as tasks
finish (flushed and fsynced), so an interrupted sweep loses at most the runs in flight: rerunning
the same spec skips every key already in the file. Each row records the settings (JSON), the
versions of shardsat, jax, ortools and Python, the host and the time. A failed run is a row with
status ERROR and the message; `retry_errors=True` reruns those.

Tasks run in worker processes (concurrent.futures, the default) or on a Dask cluster
(`scheduler="tcp://host:8786"` or a `distributed.Client`); results come back to this process, the
only writer of the file.
"""

from __future__ import annotations

import csv
import hashlib
import itertools
import json
import multiprocessing
import os
import platform
import socket
import time
import tomllib
from collections.abc import Callable, Iterable
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
"""The CSV header, fixed so rows from different runs append to one table."""


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


def expand(spec: dict[str, Any], base: Path = Path(".")) -> Sweep:
    """The tasks of a spec dict (parsed TOML), in a stable order."""
    known = {"output", "models", "meshes", "topologies", "strategies", "options", "xla", "workers"}
    unknown = sorted(set(spec) - known)
    if unknown:
        raise BatchError(f"spec: unknown key {unknown[0]!r}; known: {', '.join(sorted(known))}")
    for required in ("models", "meshes", "strategies"):
        if required not in spec:
            raise BatchError(f"spec: missing {required!r}")
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
        opts = json.dumps(dict(zip(option_keys, values, strict=True)), sort_keys=True)
        tasks.append(
            Task(model, str(mesh), str(topology), strategy, opts, bool(spec.get("xla", False)))
        )
    output = base / spec.get("output", "results.csv")
    return Sweep(tasks, output, spec.get("workers"), spec)


def load_spec(path: str | Path) -> Sweep:
    """Parse a TOML sweep spec; the output path is relative to the spec's folder."""
    path = Path(path)
    try:
        spec = tomllib.loads(path.read_text())
    except OSError as err:
        raise BatchError(f"{path}: {err.strerror}") from None
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
    """Run one task and return its row (never raises: failures become ERROR rows)."""
    start = time.perf_counter()
    row: dict[str, Any] = {
        "key": task.key, "model": task.model, "mesh": task.mesh, "topology": task.topology,
        "strategy": task.strategy, "options": task.options,
    }  # fmt: skip
    try:
        row |= _run(task)
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
    return row


def _run(task: Task) -> dict[str, Any]:
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
    row = compare.strategy_row(case, task.strategy, options, xla=task.xla)
    row.pop("strategy", None)
    row["ops"] = entry.ops
    row["parameters"] = entry.parameters
    row["devices"] = compare.num_devices(mesh)
    row["settings"] = json.dumps(
        {**case.settings, "options": options, "xla": task.xla}, sort_keys=True, default=str
    )
    return row


# ---------------------------------------------------------------------------------------------
# the results table


def finished_keys(path: Path, retry_errors: bool = False) -> set[str]:
    """Keys of rows already in the CSV (ERROR rows excluded when retrying them)."""
    if not path.exists() or path.stat().st_size == 0:
        return set()
    with path.open(newline="") as f:
        reader = csv.DictReader(f)
        if tuple(reader.fieldnames or ()) != COLUMNS:
            raise BatchError(
                f"{path}: header differs from this version's columns; use a new output"
            )
        return {r["key"] for r in reader if not (retry_errors and r["status"] == "ERROR")}


def append_row(path: Path, row: dict[str, Any]) -> None:
    """Append one row (header first when the file is new), flushed to disk."""
    new = not path.exists() or path.stat().st_size == 0
    path.parent.mkdir(parents=True, exist_ok=True)
    with path.open("a", newline="") as f:
        writer = csv.DictWriter(f, fieldnames=COLUMNS, extrasaction="ignore")
        if new:
            writer.writeheader()
        writer.writerow({k: ("" if row.get(k) is None else row.get(k)) for k in COLUMNS})
        f.flush()
        os.fsync(f.fileno())


def read_results(path: str | Path) -> Any:
    """The CSV as a DataFrame, the last row per key (a retried ERROR is superseded)."""
    import pandas as pd

    frame = pd.read_csv(path)
    return frame.drop_duplicates("key", keep="last").reset_index(drop=True)


def _results_local(tasks: list[Task], workers: int) -> Iterable[dict[str, Any]]:
    if workers <= 1:
        yield from map(run_task, tasks)
        return
    # spawn, not fork: jax starts threads, and forking a process with threads can deadlock
    os.environ.setdefault("XLA_FLAGS", "--xla_force_host_platform_device_count=8")
    context = multiprocessing.get_context("spawn")
    with ProcessPoolExecutor(max_workers=workers, mp_context=context) as pool:
        futures = [pool.submit(run_task, t) for t in tasks]
        for future in as_completed(futures):
            yield future.result()


def _results_dask(tasks: list[Task], scheduler: Any) -> Iterable[dict[str, Any]]:
    try:
        from distributed import Client
        from distributed import as_completed as dask_completed
    except ImportError:
        raise BatchError("--scheduler needs dask: pip install 'shardsat[dask]'") from None
    client = scheduler if isinstance(scheduler, Client) else Client(scheduler)
    try:
        futures = client.map(run_task, tasks, pure=False)
        for future in dask_completed(futures):
            yield future.result()
    finally:
        if client is not scheduler:
            client.close()


def run_sweep(
    sweep: Sweep,
    workers: int | None = None,
    scheduler: Any = None,
    retry_errors: bool = False,
    progress: bool = True,
    limit: int | None = None,
    on_row: Callable[[dict[str, Any]], None] | None = None,
) -> dict[str, int]:
    """Run the pending tasks of a sweep, appending rows as they finish.

    `limit` stops after that many new rows (the rest stays pending: how the resume test
    interrupts a sweep). Returns counts: total, skipped (already done), ran, errors.
    """
    done = finished_keys(sweep.output, retry_errors)
    pending = [t for t in sweep.tasks if t.key not in done]
    if limit is not None:
        pending = pending[:limit]
    workers = workers or sweep.workers or min(len(pending), os.cpu_count() or 1) or 1
    results = _results_dask(pending, scheduler) if scheduler else _results_local(pending, workers)
    skipped = sum(t.key in done for t in sweep.tasks)
    counts = {"total": len(sweep.tasks), "skipped": skipped, "ran": 0, "errors": 0}
    bar = _progress(len(pending), progress)
    for row in results:
        append_row(sweep.output, row)
        counts["ran"] += 1
        counts["errors"] += row.get("status") == "ERROR"
        bar.update(1)
        if on_row is not None:
            on_row(row)
    bar.close()
    return counts


def _progress(total: int, enabled: bool) -> Any:
    from tqdm import tqdm

    return tqdm(total=total, disable=not enabled, unit="run", desc="shardsat batch")
