"""CP-SAT on the meshes people run: 3–4 axes, 8–512 devices, against greedy and expert plans.

    python -m shardsat.experiments.bench_mesh                  # every row, 120 s each (slow)
    python -m shardsat.experiments.bench_mesh --rows 1,4 --limit 60
    python -m shardsat.experiments.bench_mesh --quick          # 20 s, fewer expert plans
    python -m shardsat.experiments.bench_mesh --tiny           # a smoke run on tiny models
    python -m shardsat.experiments.bench_mesh --table          # print the table of finished rows
    python -m shardsat.experiments.bench_mesh --rows 8 --user-route          # as users run it
    python -m shardsat.experiments.bench_mesh --rows 8 --tuning bound_share=0.5   # a variant
    python -m shardsat.experiments.bench_mesh --rows 3,5 --repeats 3 --out f.jsonl  # medians

Rows (ROWS): GPT training steps (350M, 1.3B, 6.7B) and MoE-1.3B on `data=2,fsdp=2,model=2`
(h100x8), `data=4,fsdp=4,model=4` (h100x64), `data=8,fsdp=8,model=8` (h100x512), plus MoE on
`data=2,fsdp=2,model=2,expert=2` (16 GPUs, h100x64). Per row: greedy propagation's step time,
the best expert plan (solver/expert.py: name and step time), CP-SAT's step time with the expert
plans as seeds (when `solve` takes `seeds`), its ratio to the best expert plan and to greedy,
the gap to its proven bound, wall time of the solve (building included), model-building
seconds and CP-SAT variables. Every step time is `cost.evaluate` of the plan on the row's
topology. `--user-route`: CP-SAT gets no seeds and builds its own starts inside its limit
(`shardsat solve` does the same); the expert plans, built outside, are only the comparison.
`--tuning FIELD=VALUE`: a `Tuning` variant; route and tuning are part of a run's identity.

Resumable: each finished row is appended to a JSON-lines file (default
experiments/results/bench_mesh.jsonl; `--quick` and `--tiny` write their own) and a rerun skips
rows already there with the same time limit, except rows whose solve failed (status ERROR, the
exception kept in `error`), which are run again (`--rerun`: every chosen row again; the table
shows each row's last run); the markdown table (same name, .md) is
rewritten after every row. The exponent of variables against mesh axes × ops is a least-squares slope
over the finished rows. `--repeats N`: each row N times, interleaved (runs already in the file
count, unless `--rerun`); `--medians` prints each run's median plan, spread, bound and gap over
its repeats. Each row keeps its descent rounds' timings (`descent_summary`).
"""

from __future__ import annotations

import argparse
import dataclasses
import inspect
import json
import math
import os
import time
import traceback
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from shardsat.experiments.tables import markdown_table

RESULTS = Path(__file__).parent / "results"


@dataclass(frozen=True)
class Row:
    """One benchmark row: a zoo model on a mesh and a topology preset."""

    model: str
    mesh: str
    topology: str

    @property
    def key(self) -> str:
        return f"{self.model} {self.mesh} {self.topology}"


MESHES = (
    ("data=2,fsdp=2,model=2", "h100x8"),
    ("data=4,fsdp=4,model=4", "h100x64"),
    ("data=8,fsdp=8,model=8", "h100x512"),
)
MODELS = ("gpt-350m-train", "gpt-1.3b-train", "gpt-6.7b-train", "moe-1.3b-train")
ROWS = tuple(Row(m, mesh, topo) for m in MODELS for mesh, topo in MESHES) + (
    Row("moe-1.3b-train", "data=2,fsdp=2,model=2,expert=2", "h100x64"),
)
TINY_ROWS = (
    Row("gpt-tiny-train", "data=2,fsdp=2,model=2", "h100x8"),
    Row("moe-tiny-train", "data=2,fsdp=2,model=2,expert=2", "h100x64"),
)
QUICK_FAMILIES = ("dp", "dp×fsdp", "dp×tp", "dp×fsdp×tp", "dp×ep", "dp×fsdp×tp×ep")
"""--quick builds these families only (the products that use every axis for the batch)."""


def expert_summary(program, mesh, topology, families, time_limit) -> tuple[dict, list]:
    """(columns for the best expert plan and the build, the plans' solutions as seeds)."""
    from shardsat.solver.expert import build_expert_plans

    start = time.perf_counter()
    found = build_expert_plans(program, mesh, topology, families, time_limit)
    columns: dict[str, Any] = {
        "expert_s": round(time.perf_counter() - start, 1),
        "expert_plans": {p.name: p.cost_ns for p in found.plans},
        "expert_skipped": [f"{name}: {why}" for name, why in found.skipped],
    }
    if found.plans:
        columns |= {"best_expert": found.plans[0].name, "expert_ns": found.plans[0].cost_ns}
    return columns, [p.solution for p in found.plans]


def run_cpsat(
    program, mesh, topology, seeds: list, limit: float, workers: int, tuning: dict | None = None
) -> dict:
    """CP-SAT on the row, seeded with the expert plans when `solve` accepts `seeds` and
    `seeds` is not None (None: the user route, the solve builds its own starts within its
    limit); `tuning`: `Tuning` fields to override."""
    from shardsat.cost.evaluate import evaluate
    from shardsat.experiments.bench_cpsat import split_options
    from shardsat.solver.cpsat.driver import solve

    kwargs: dict[str, Any] = {"time_limit": limit, "workers": workers}
    if seeds is not None and "seeds" in inspect.signature(solve).parameters:
        kwargs["seeds"] = seeds
    if tuning:
        kwargs["tuning"] = split_options(tuning)[1]
    start = time.perf_counter()
    try:
        sol = solve(program, mesh, topology, **kwargs)
    except Exception as err:  # a failing solve is this row's result; rerun retries the row
        traceback.print_exc()
        wall = round(time.perf_counter() - start, 1)
        return {"status": "ERROR", "error": f"{type(err).__name__}: {err}", "wall_s": wall}
    wall = time.perf_counter() - start
    stats = sol.stats or {}
    out: dict[str, Any] = {
        "status": sol.status.value,
        "wall_s": round(wall, 1),
        "build_s": _round(stats.get("build_seconds")),
        "variables": (stats.get("model_size") or {}).get("variables"),
        "gap": sol.gap,
        "bound_ns": sol.bound,
        "seeded": "seeds" in kwargs,
        "expert_seeds_built": stats.get("expert_seeds"),
        "seed_plan": stats.get("seed_plan"),
        "full_model": stats.get("full_model"),
        "setup_estimate_s": stats.get("setup_estimate_s"),
        "predicted_variables": stats.get("predicted_variables"),
    }
    pairwise = stats.get("pairwise_bound")
    if pairwise:  # the descent-only path's bound: sweeps and cells it priced
        out["bound_sweeps"] = pairwise.get("sweeps")
        out["bound_cells_priced"] = pairwise.get("cells_priced")
    out |= descent_summary(stats)
    if sol.shardings:
        out["cpsat_ns"] = int(evaluate(program, sol, mesh, topology).total_ns)
    return out


ROUND_KEYS = (
    "round", "value", "end_s", "encode_s", "solve_s", "limit_s", "det", "status", "variables",
    "last_s", "stalled", "predicted_variables", "predicted_pricing_s", "workers", "moves",
)  # fmt: skip
"""What a row keeps of each descent round's timing (`descent.solve_round`), so where a row's
time went is in its results without a trace."""


def descent_summary(stats: dict) -> dict:
    """The descent's rounds (`ROUND_KEYS` of each), the bound's early sweeps, whether the bound
    after the descent plateaued and how long the resumed descent had, from `solve`'s stats."""
    out: dict[str, Any] = {}
    rounds = stats.get("descent_rounds")
    if rounds:
        out["rounds"] = [{k: r[k] for k in ROUND_KEYS if k in r} for r in rounds]
    pairwise = stats.get("pairwise_bound") or {}
    if "plateaued" in pairwise:
        out["bound_plateaued"] = pairwise["plateaued"]
    if pairwise.get("trace"):
        out["bound_trace"] = thinned(pairwise["trace"], TRACE_POINTS)
    early = stats.get("early_bound")
    if early:
        out["early_bound"] = {k: early[k] for k in ("seconds", "sweeps", "bound") if k in early}
    for key in ("resumed_descent_s", "expert_seed_s"):
        if key in stats:
            out[key] = stats[key]
    return out


TRACE_POINTS = 24
"""Points a row keeps of the bound's trace (one per sweep, hundreds): enough to see when it
stopped rising."""


def thinned(trace: list, points: int) -> list:
    """At most `points` of `trace`, evenly spaced, the first and the last always kept."""
    if len(trace) <= points:
        return [list(p) for p in trace]
    step = (len(trace) - 1) / (points - 1)
    return [list(trace[round(i * step)]) for i in range(points)]


def run_row(
    row: Row,
    limit: float,
    workers: int,
    families,
    expert_limit,
    user_route: bool = False,
    tuning: dict | None = None,
) -> dict:
    """Load, greedy, expert plans, CP-SAT: one finished row of the table (`user_route`: the
    expert plans are a column only, CP-SAT builds its own starts inside its limit)."""
    from shardsat.cost.evaluate import evaluate
    from shardsat.cost.topology import load_topology
    from shardsat.experiments.compare import parse_mesh_spec
    from shardsat.experiments.zoo import load_model
    from shardsat.solver.propagation.driver import propagate

    mesh = parse_mesh_spec(row.mesh)
    program = load_model(row.model, mesh=mesh)
    topology = load_topology(row.topology, mesh)
    out: dict[str, Any] = {"key": row.key, "model": row.model, "mesh": row.mesh}
    out |= {"topology": row.topology, "limit_s": limit, "links": topology.describe()}
    out |= {"route": "user" if user_route else "seeded", "tuning": tuning or {}}
    out["ops"] = sum(1 for _ in program.walk_ops())
    out["axes"] = len(mesh.axes)
    out["greedy_ns"] = int(evaluate(program, propagate(program), mesh, topology).total_ns)
    seeds: list = []
    if expert_limit != 0:  # 0: no expert column (variants of the user route compared alone)
        columns, seeds = expert_summary(program, mesh, topology, families, expert_limit)
        out |= columns
    out |= run_cpsat(program, mesh, topology, None if user_route else seeds, limit, workers, tuning)
    out |= ratios(out)
    out["load_avg_1m"] = round(os.getloadavg()[0], 2)  # the machine is shared: context for times
    return out


def ratios(row: dict) -> dict:
    """CP-SAT / best expert plan and CP-SAT / greedy (below 1: CP-SAT is faster)."""
    cpsat = row.get("cpsat_ns")
    out = {}
    if cpsat and row.get("expert_ns"):
        out["ratio_expert"] = round(cpsat / row["expert_ns"], 4)
    if cpsat and row.get("greedy_ns"):
        out["ratio_greedy"] = round(cpsat / row["greedy_ns"], 4)
    return out


def _round(value: Any, digits: int = 2) -> Any:
    return round(value, digits) if isinstance(value, float) else value


# ---------------------------------------------------------------------------------------------
# results file and table


def read_runs(path: Path) -> list[dict]:
    """Every run in a results file, in the order they ran."""
    if not path.exists():
        return []
    rows = [json.loads(line) for line in path.read_text().splitlines() if line.strip()]
    for r in rows:  # rows from before the user route were all seeded
        r.setdefault("route", "seeded")
    return rows


def read_rows(path: Path) -> list[dict]:
    """The rows of a results file, the last run of each (row, time limit) only."""
    latest = {run_key(r): r for r in read_runs(path)}
    return list(latest.values())


def medians(runs: list[dict]) -> list[dict]:
    """Per run (`run_key`), over its finished repeats: how many, the median CP-SAT plan and
    its spread (min, max), the median bound and gap, the longest wall time. One run of a
    64- or 512-device row differs from the next by up to 18%, so A/B runs compare these."""
    groups: dict[tuple, list[dict]] = {}
    for r in runs:
        if r.get("cpsat_ns"):
            groups.setdefault(run_key(r), []).append(r)
    out = []
    for same in groups.values():
        first = same[0]
        row = {k: first.get(k) for k in ("model", "mesh", "topology", "route", "tuning")}
        plans = [r["cpsat_ns"] for r in same]
        row |= {"n": len(same), "cpsat_ns": _median(plans), "min_ns": min(plans)}
        row |= {"max_ns": max(plans), "bound_ns": _median([r.get("bound_ns") for r in same])}
        row |= {"gap": _median([r.get("gap") for r in same])}
        row["wall_s"] = max((r.get("wall_s") or 0.0) for r in same)
        out.append(row)
    return out


def _median(values: list) -> float | None:
    known = sorted(v for v in values if v is not None)
    if not known:
        return None
    mid = len(known) // 2
    return known[mid] if len(known) % 2 else (known[mid - 1] + known[mid]) / 2


def run_key(row: dict) -> tuple:
    """What makes two runs of a row the same run: row, limit, route and tuning overrides."""
    tuning = json.dumps(row.get("tuning") or {}, sort_keys=True)
    return row["key"], row["limit_s"], row["route"], tuning


def append_row(path: Path, row: dict) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    with path.open("a") as f:
        f.write(json.dumps(row, default=str, ensure_ascii=False) + "\n")


COLUMNS = (
    ("model", "model"), ("mesh", "mesh"), ("topology", "topology"), ("route", "route"),
    ("tuning", "tuning"),
    ("greedy_ns", "greedy ms"), ("best_expert", "best expert plan"),
    ("expert_ns", "expert ms"), ("cpsat_ns", "CP-SAT ms"), ("ratio_expert", "÷ expert"),
    ("ratio_greedy", "÷ greedy"), ("status", "status"), ("gap", "gap"), ("bound_ns", "bound ms"),
    ("wall_s", "wall s"), ("build_s", "build s"), ("variables", "variables"),
    ("load_avg_1m", "load"),
)  # fmt: skip


def _cell(key: str, value: Any) -> str:
    if value is None:
        return "—"
    if key == "tuning":
        return ", ".join(f"{k}={v}" for k, v in sorted(value.items())) or "default"
    if key.endswith("_ns"):
        return f"{value / 1e6:.4g}"
    if key == "gap":
        return f"{100 * value:.1f}%"
    if isinstance(value, float):
        return f"{value:.3g}"
    if isinstance(value, int):
        return f"{value:,}"
    return str(value)


def variables_exponent(rows: list[dict]) -> float | None:
    """Least-squares slope of log(variables) on log(mesh axes × ops)."""
    pts = [
        (math.log(r["axes"] * r["ops"]), math.log(r["variables"]))
        for r in rows
        if r.get("variables") and r.get("ops")
    ]
    if len({x for x, _ in pts}) < 2:
        return None
    mx = sum(x for x, _ in pts) / len(pts)
    my = sum(y for _, y in pts) / len(pts)
    den = sum((x - mx) ** 2 for x, _ in pts)
    return sum((x - mx) * (y - my) for x, y in pts) / den


def table(rows: list[dict]) -> str:
    """The markdown table of finished rows, with the variables exponent under it."""
    lines = [markdown_table([title for _, title in COLUMNS],
                            ([_cell(k, r.get(k)) for k, _ in COLUMNS] for r in rows))]  # fmt: skip
    slope = variables_exponent(rows)
    if slope is not None:
        lines.append(f"\nvariables ∝ (mesh axes × ops)^{slope:.2f} over {len(rows)} rows")
    return "\n".join(lines)


MEDIAN_COLUMNS = (
    ("model", "model"), ("mesh", "mesh"), ("topology", "topology"), ("route", "route"),
    ("tuning", "tuning"), ("n", "runs"), ("cpsat_ns", "CP-SAT ms (median)"),
    ("min_ns", "min ms"), ("max_ns", "max ms"), ("bound_ns", "bound ms (median)"),
    ("gap", "gap (median)"), ("wall_s", "wall s (max)"),
)  # fmt: skip


def median_table(runs: list[dict]) -> str:
    """The markdown table of `medians`."""
    return markdown_table([title for _, title in MEDIAN_COLUMNS],
                          ([_cell(k, r.get(k)) for k, _ in MEDIAN_COLUMNS]
                           for r in medians(runs)))  # fmt: skip


# ---------------------------------------------------------------------------------------------
# command line


def select_rows(text: str | None, rows: tuple[Row, ...]) -> list[Row]:
    """`--rows 1,3` (1-based) or model names (`gpt-350m-train`); all rows when None."""
    if not text:
        return list(rows)
    chosen: list[Row] = []
    for part in filter(None, (p.strip() for p in text.split(","))):
        if part.isdigit():
            if not 1 <= int(part) <= len(rows):
                raise SystemExit(f"bench_mesh: row {part} not in 1..{len(rows)}")
            chosen.append(rows[int(part) - 1])
        else:
            found = [r for r in rows if r.model == part]
            if not found:
                raise SystemExit(f"bench_mesh: no row for model {part!r}")
            chosen += found
    return chosen


def extra_rows(items: list[str]) -> list[Row]:
    """`--row MODEL:MESH:TOPOLOGY` items as rows outside the table (a held-out check: a mesh,
    model or topology the solver was not tuned on), each checked before anything runs: one
    naming an unknown model, a malformed mesh or an unknown topology exits naming it."""
    from shardsat.cost.topology import load_topology
    from shardsat.experiments.compare import parse_mesh_spec
    from shardsat.experiments.zoo import resolve
    from shardsat.model.errors import ShardsatError

    rows: list[Row] = []
    for item in items:
        parts = item.split(":")
        if len(parts) != 3 or not all(parts):
            raise SystemExit(f"bench_mesh: --row {item!r}: expected MODEL:MESH:TOPOLOGY")
        try:
            resolve(parts[0])
            load_topology(parts[2], parse_mesh_spec(parts[1]))
        except ShardsatError as err:
            raise SystemExit(f"bench_mesh: --row {item!r}: {err}") from None
        rows.append(Row(*parts))
    return rows


def parse_args(argv: list[str] | None) -> argparse.Namespace:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--rows", default=None, help="1-based row numbers or model names")
    parser.add_argument(
        "--row", action="append", default=[], metavar="MODEL:MESH:TOPOLOGY",
        help="a row outside the table, e.g. gpt-350m-train:data=8,model=8:h100x64 "
        "(repeatable; without --rows only these run)",
    )  # fmt: skip
    parser.add_argument("--limit", type=float, default=None, help="CP-SAT seconds (default 120)")
    parser.add_argument("--workers", type=int, default=2)
    parser.add_argument(
        "--expert-time-limit", type=float, default=None,
        help="seconds per row for the expert plans (0: no expert column)",
    )  # fmt: skip
    parser.add_argument("--quick", action="store_true", help="20 s, fewer expert families")
    parser.add_argument("--tiny", action="store_true", help="tiny models, 5 s (a smoke run)")
    parser.add_argument("--out", type=Path, default=None, help="results file (.jsonl)")
    parser.add_argument("--table", action="store_true", help="print the table and exit")
    parser.add_argument("--list", action="store_true", help="print the rows and exit")
    parser.add_argument("--rerun", action="store_true", help="run rows already in the file again")
    parser.add_argument(
        "--repeats", type=int, default=1,
        help="runs of each row (interleaved: every row once, then again); without --rerun, "
        "runs already in the file count",
    )  # fmt: skip
    parser.add_argument(
        "--medians", action="store_true", help="print the medians over repeated runs and exit"
    )  # fmt: skip
    parser.add_argument(
        "--user-route", action="store_true",
        help="pass CP-SAT no seeds: it builds its own starts within its limit, as users run it",
    )  # fmt: skip
    parser.add_argument(
        "--tuning", action="append", default=[], metavar="FIELD=VALUE",
        help="override a solver.cpsat Tuning field (repeatable), e.g. bound_share=0.5",
    )  # fmt: skip
    return parser.parse_args(argv)


def parse_tuning(items: list[str]) -> dict:
    """`--tuning FIELD=VALUE` items as typed `Tuning` overrides (`bench_cpsat.parse_options`);
    one that is no `Tuning` field exits naming it."""
    from shardsat.experiments.bench_cpsat import parse_options
    from shardsat.solver.cpsat.driver import Tuning

    fields = {f.name for f in dataclasses.fields(Tuning)}
    for item in items:
        if item.partition("=")[0] not in fields:
            raise SystemExit(f"bench_mesh: --tuning {item!r}: expected FIELD=VALUE, a Tuning field")
    return parse_options(items)


def settings(args: argparse.Namespace) -> tuple[tuple[Row, ...], float, Path, Any]:
    """(rows, time limit, results file, expert families) for the chosen mode."""
    if args.tiny:
        rows, limit, name = TINY_ROWS, 5.0, "bench_mesh_tiny.jsonl"
    elif args.quick:
        rows, limit, name = ROWS, 20.0, "bench_mesh_quick.jsonl"
    else:
        rows, limit, name = ROWS, 120.0, "bench_mesh.jsonl"
    families = QUICK_FAMILIES if args.quick else None
    return rows, args.limit or limit, args.out or RESULTS / name, families


def finished_runs(path: Path) -> dict[tuple, int]:
    """How many finished (not ERROR) runs of each `run_key` the results file holds."""
    done: dict[tuple, int] = {}
    for r in read_runs(path):
        if r.get("status") != "ERROR":
            done[run_key(r)] = done.get(run_key(r), 0) + 1
    return done


def run_rows(args: argparse.Namespace, chosen: list[Row], limit: float, path: Path, families):
    """Every chosen row `--repeats` times, interleaved (each row once, then again), each run
    appended as it ends; runs already in the file count unless `--rerun`."""
    tuning = parse_tuning(args.tuning)
    route = "user" if args.user_route else "seeded"
    done = {} if args.rerun else finished_runs(path)
    for repeat in range(max(1, args.repeats)):
        for row in chosen:
            this = run_key({"key": row.key, "limit_s": limit, "route": route, "tuning": tuning})
            if done.get(this, 0) > repeat:
                print(f"skip {row.key} (run {repeat + 1} done)", flush=True)
                continue
            print(f"run {row.key}, limit {limit:g} s, {route} route, tuning {tuning}, "
                  f"repeat {repeat + 1}/{args.repeats}", flush=True)  # fmt: skip
            result = run_row(
                row, limit, args.workers, families, args.expert_time_limit, args.user_route,
                tuning,
            )  # fmt: skip
            append_row(path, result)
            path.with_suffix(".md").write_text(table(read_rows(path)) + "\n")
            print(table([result]).splitlines()[-1], flush=True)


def main(argv: list[str] | None = None) -> int:
    args = parse_args(argv)
    rows, limit, path, families = settings(args)
    if args.list:
        print("\n".join(f"{i + 1:2d} {r.key}" for i, r in enumerate(rows)))
        return 0
    if args.table:
        print(table(read_rows(path)))
        return 0
    if args.medians:
        print(median_table(read_runs(path)))
        return 0
    extra = extra_rows(args.row)
    chosen = select_rows(args.rows, rows) if args.rows or not extra else []
    run_rows(args, chosen + extra, limit, path, families)
    print(table(read_rows(path)))
    if args.repeats > 1:
        print(median_table(read_runs(path)))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
