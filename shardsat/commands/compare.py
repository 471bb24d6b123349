"""`shardsat compare`: every strategy on the same program and mesh, side by side.

    shardsat compare --model gpt-tiny --mesh data=2,model=4 --topology h100x8
    shardsat compare prog.mlir other.mlir --mesh x=8 --strategies greedy-aggressive,cpsat-time

Strategies: greedy-basic, greedy-aggressive, shardy (jaxlib's own propagation), cpsat-comm,
cpsat-time, expert (the standard plans: DP, FSDP, Megatron TP, their products and expert
parallelism, one row per family with its best assignment of roles to mesh axes in `plan`,
solver/expert.py; docs/expert_plans.md). Each plan is priced by the cost model and, unless --no-xla, compiled by XLA on fake
CPU devices as it is emitted for execution (our plans with their per-op reshards and pinned
values, Shardy's as Shardy wrote it): `xla_bytes` is what the collectives XLA inserted move per
device; `xla_values_only` is the same for our plans exported with value shardings alone.
"""

from __future__ import annotations

import argparse
import os

from shardsat.commands.inputs import DEFAULT_TOPOLOGY
from shardsat.commands.zoo import OPTIONS
from shardsat.model.files import write_atomic

TABLE_COLUMNS = {
    "model": "model",
    "strategy": "strategy",
    "plan": "plan",
    "status": "status",
    "total_ns": "step_us",
    "communication_bytes": "comm_bytes",
    "all_gather_bytes": "all_gather",
    "all_reduce_bytes": "all_reduce",
    "reduce_scatter_bytes": "reduce_scatter",
    "all_to_all_bytes": "all_to_all",
    "peak_memory_bytes": "peak_mem_MB",
    "solve_seconds": "solve_s",
    "gap": "gap",
    "xla_bytes": "xla_bytes",
    "xla_values_bytes": "xla_values_only",
    "reshards": "reshards",
    "error": "error",
    "xla_error": "xla_error",
}
INTEGER_COLUMNS = {
    "comm_bytes", "all_gather", "all_reduce", "reduce_scatter", "all_to_all",
    "xla_bytes", "xla_values_only", "reshards",
}  # fmt: skip


def register(subparsers: argparse._SubParsersAction) -> None:
    parser = subparsers.add_parser("compare", help="greedy vs Shardy vs CP-SAT on one mesh")
    parser.add_argument("files", nargs="*", help="MLIR files (StableHLO + sdy)")
    parser.add_argument("--model", action="append", default=[], help="zoo model (repeatable)")
    parser.add_argument("--mesh", default=None, help="mesh, e.g. data=2,model=4")
    parser.add_argument(
        "--topology", default=DEFAULT_TOPOLOGY, help=f"preset or file (default {DEFAULT_TOPOLOGY})"
    )
    parser.add_argument("--strategies", default=None, help="comma-separated (default: all)")
    parser.add_argument("--time-limit", type=float, default=30.0, help="CP-SAT seconds")
    parser.add_argument("--workers", type=int, default=2, help="CP-SAT workers")
    parser.add_argument("--memory-budget", type=float, default=None, help="bytes per device")
    parser.add_argument(
        "--expert-families", default=None, help="expert plan families, e.g. dp,dp×tp (default all)"
    )
    parser.add_argument(
        "--expert-time-limit", type=float, default=None, help="seconds for building expert plans"
    )
    parser.add_argument("--no-xla", action="store_true", help="skip the XLA compile check")
    parser.add_argument("--csv", default=None, help="also write the full table here")
    parser.add_argument("-q", "--quiet", action="store_true", help="no progress lines on stderr")
    for key, kind in OPTIONS.items():
        parser.add_argument(f"--{key.replace('_', '-')}", dest=key, type=kind, default=None)
    parser.set_defaults(func=run)


def format_table(frame) -> str:
    """The comparison as fixed-width text: µs, MB, whole bytes, only the columns with values,
    `-` where a row has none (e.g. Shardy has no values-only export)."""
    shown = frame[[c for c in TABLE_COLUMNS if c in frame.columns]].rename(columns=TABLE_COLUMNS)
    shown = shown.dropna(axis=1, how="all").astype(object)
    for column in shown.columns:
        shown[column] = [_cell(column, value) for value in shown[column]]
    return shown.to_string(index=False)


def _cell(column: str, value) -> str:
    """One table cell: integers for bytes and counts, 4 significant digits for the rest."""
    if value is None or (isinstance(value, float) and value != value):
        return "-"
    if column == "step_us":
        return f"{value / 1000.0:.4g}"
    if column == "peak_mem_MB":
        return f"{value / 1e6:.4g}"
    if column in INTEGER_COLUMNS:
        return f"{int(value):,}"
    if isinstance(value, float):
        return f"{value:.4g}"
    return str(value)


def run(args: argparse.Namespace) -> int:
    os.environ.setdefault("XLA_FLAGS", "--xla_force_host_platform_device_count=8")
    import pandas as pd

    from shardsat.commands.inputs import check_user_shardings
    from shardsat.commands.progress import Progress
    from shardsat.commands.zoo import overrides_from
    from shardsat.experiments import compare

    if not args.files and not args.model:
        raise compare.CompareError("give MLIR files or --model NAME")
    if args.model and args.mesh is None:
        raise compare.CompareError("--model needs --mesh (e.g. data=2,model=4)")
    mesh = compare.parse_mesh_spec(args.mesh) if args.mesh is not None else None
    strategies = args.strategies.split(",") if args.strategies else list(compare.STRATEGIES)
    for strategy in strategies:  # refuse before any work is done
        if strategy not in compare.STRATEGIES:
            known = ", ".join(compare.STRATEGIES)
            raise compare.CompareError(f"unknown strategy {strategy!r}; known: {known}")
    options = {"time_limit": args.time_limit, "workers": args.workers}
    options |= expert_options(args)
    if args.memory_budget is not None:
        if not args.memory_budget >= 0:
            raise compare.CompareError(
                f"--memory-budget must be >= 0 bytes, got {args.memory_budget:g}"
            )
        options["memory_budget"] = int(args.memory_budget)
    cases = [compare.case_from_file(path, mesh, args.topology) for path in args.files]
    cases += [
        compare.case_from_model(name, mesh, args.topology, **overrides_from(args))
        for name in args.model
    ]
    for case in cases:
        check_user_shardings(case.program, case.mesh)
    with Progress("compare", quiet=args.quiet) as progress:
        frames = [
            compare.compare_case(c, strategies, options, not args.no_xla, report_row(progress))
            for c in cases
        ]
    topology = cases[0].topology.name or args.topology
    for f in frames:  # the CSV names it too (one topology for every case of a run)
        f.insert(1, "topology", topology)
    frame = pd.concat(frames, ignore_index=True)
    print(f"topology {topology}, CP-SAT time limit {args.time_limit:g} s")
    print(format_table(frame))
    if args.csv:
        write_atomic(args.csv, frame.to_csv(index=False))
    return 0


def expert_options(args: argparse.Namespace) -> dict:
    """`expert_families` / `expert_time_limit` for compare_case; unknown families refused."""
    from shardsat.experiments.compare import CompareError
    from shardsat.solver.expert import FAMILIES

    options: dict = {}
    if args.expert_families:
        names = [n.strip().replace("x", "×") for n in args.expert_families.split(",") if n]
        known = [f.name for f in FAMILIES]
        bad = [n for n in names if n not in known]
        if bad:
            raise CompareError(f"unknown expert family {bad[0]!r}; known: {', '.join(known)}")
        options["expert_families"] = tuple(names)
    if args.expert_time_limit is not None:
        if not args.expert_time_limit > 0:
            raise CompareError("--expert-time-limit must be > 0 seconds")
        options["expert_time_limit"] = args.expert_time_limit
    return options


def report_row(progress):
    """compare_case's `on_row`: one progress line per finished strategy (status, time, plan
    cost, bound) and a running count on a terminal's status line."""
    from shardsat.commands.progress import format_objective

    done = []

    def on_row(row: dict) -> None:
        done.append(row)
        unit = "comm" if row.get("strategy") == "cpsat-comm" else "time"
        text = f"{row['model']} {row.get('plan') or row['strategy']}: {row.get('status')}"
        if row.get("solve_seconds") is not None:
            text += f" in {row['solve_seconds']:.1f} s"
        if row.get("total_ns") is not None:
            text += f", step {format_objective(row['total_ns'], 'time')}"
        if row.get("bound") is not None:
            text += f", bound {format_objective(row['bound'], unit)}"
        if row.get("error"):
            text += f" ({' '.join(str(row['error']).split())})"
        progress.line(text)
        progress.note = f"{len(done)} runs done"

    return on_row
