"""`shardsat batch SPEC.toml`: run a sweep, resumably, locally or on a Dask cluster.

    shardsat batch sweep.toml                       # worker processes on this machine
    shardsat batch sweep.toml --scheduler tcp://host:8786
    shardsat batch sweep.toml --workers 1 --retry-errors

Each finished run's plan (MLIR) and report (JSON) are kept in `<table>.runs/` beside the results
table (Parquet; CSV when the output ends in .csv), which is rewritten as each run finishes.
Rerunning skips finished runs; Ctrl-C waits for the runs in flight and keeps them. The spec
format is documented in experiments/batch.py and docs/experiments.md.
"""

from __future__ import annotations

import argparse


def register(subparsers: argparse._SubParsersAction) -> None:
    parser = subparsers.add_parser("batch", help="run a sweep spec (TOML), resumable")
    parser.add_argument("spec", help="sweep spec (.toml)")
    parser.add_argument("--workers", type=int, default=None, help="worker processes")
    parser.add_argument("--scheduler", default=None, help="Dask scheduler address")
    parser.add_argument(
        "-o", "--output", default=None, help="results table, .parquet or .csv (overrides the spec)"
    )
    parser.add_argument("--retry-errors", action="store_true", help="rerun rows that failed")
    parser.add_argument("--limit", type=int, default=None, help="run at most N pending rows")
    parser.add_argument("--no-progress", action="store_true", help="no progress bar")
    parser.set_defaults(func=run)


def run(args: argparse.Namespace) -> int:
    from pathlib import Path

    from shardsat.experiments import batch

    sweep = batch.load_spec(args.spec)
    if args.output:
        sweep.output = Path(args.output)
    counts = batch.run_sweep(
        sweep,
        workers=args.workers,
        scheduler=args.scheduler,
        retry_errors=args.retry_errors,
        progress=not args.no_progress,
        limit=args.limit,
    )
    print(
        f"{counts['total']} runs: {counts['skipped']} already done, {counts['ran']} ran "
        f"({counts['errors']} errors) -> {sweep.output}, plans in {batch.runs_folder(sweep.output)}"
    )
    return 0
