"""IOPDDL benchmark: solve contest instances with the contest's time limit, write a table.

    python -m shardsat.experiments.iopddl_bench /work/shared/iopddl/*.json.gz \\
        --out experiments/results/iopddl            # writes iopddl.csv and iopddl.md
    python -m shardsat.experiments.iopddl_bench --tiny   # example.json only, a few seconds

The time limit comes from the instance letter (asplos-2025-iopddl-<L>.json.gz): 60 s A-E,
120 s F-J, 180 s K-O, 240 s P-T, 300 s U-Y; `--time-scale` multiplies it. Every cost in the table
is recomputed by the exact evaluator; ratios are to the best known result and to XLA's own.
"""

from __future__ import annotations

import argparse
import os
import re
import sys
import time
from dataclasses import replace
from pathlib import Path

import numpy as np
import pandas as pd
from shardsat.experiments.tables import markdown_table
from shardsat.model.files import write_atomic
from shardsat.solver.strategy.driver import solve_strategy_problem
from shardsat.solver.strategy.io import read_problem
from shardsat.solver.strategy.problem import FORBIDDEN, evaluate
from shardsat.solver.strategy.tuning import DEFAULT, StrategyTuning

DATA = Path(os.environ.get("IOPDDL_DATA", "/work/shared/iopddl"))

BEST_KNOWN = {
    "B": 532_843,
    "G": 217_039,
    "V": 1_632_051,
    "L": 1_970_993_742,
    "D": 313_613_524_736,
    "K": 2_274_276_676,
    "M": 49_928_460_991,
    "S": 1_534_613_444,
    "example": 445,
}
"""Lowest submitted cost per instance (B proved optimal; V's optimum is 1,617,084)."""
XLA = {"B": 990_205, "G": 1_264_777}
"""XLA auto-sharding's own cost, where published."""


MIN_SPAN = 10.0
"""The largest instance must be this many times the smallest for a scaling exponent."""
READ_MARGIN = 0.5
"""Seconds of the limit left for printing the answer (as the CLI keeps)."""


def instance_letter(path: str | Path) -> str:
    m = re.search(r"iopddl-([A-Y])\.json", Path(path).name)
    return m.group(1) if m else Path(path).name.split(".")[0]


def contest_time_limit(letter: str) -> float:
    """60 s for A-E, 120 s F-J, 180 s K-O, 240 s P-T, 300 s U-Y (60 s for anything else)."""
    if len(letter) == 1 and "A" <= letter <= "Y":
        return 60.0 * (1 + (ord(letter) - ord("A")) // 5)
    return 60.0


def _start(cost: int | None) -> str | int | None:
    """The cost after the start heuristics; forbidden pairs are counted, not summed."""
    if cost is None or cost < FORBIDDEN:
        return cost
    return f"{cost // FORBIDDEN} forbidden pairs"


def parse_tuning(items: list[str]) -> dict:
    """`KEY=VALUE` overrides of StrategyTuning fields, each value parsed as its default's type
    (bools take 0/1/true/false, any field takes none; tuples take a Python literal)."""
    import ast

    out = {}
    for item in items:
        key, sep, text = item.partition("=")
        key = key.strip().replace("-", "_")
        if not sep or not hasattr(DEFAULT, key):
            raise SystemExit(f"--tuning {item!r}: expected FIELD=VALUE with a StrategyTuning field")
        old = getattr(DEFAULT, key)
        if text.strip().lower() == "none":
            val = None
        elif isinstance(old, bool):
            val = text.strip().lower() in ("1", "true", "yes", "on")
        elif isinstance(old, int | float) and old is not None:
            val = type(old)(float(text)) if isinstance(old, int) else float(text)
        else:
            val = ast.literal_eval(text)
        out[key] = val
    return out


def run_one(
    path: Path,
    time_scale: float,
    workers: int,
    seed: int,
    log=None,
    tuning: StrategyTuning = DEFAULT,
) -> dict:
    letter = instance_letter(path)
    limit = contest_time_limit(letter) * time_scale
    load = os.getloadavg()[0]
    t0 = time.monotonic()  # the limit covers reading the instance, as in the contest
    problem = read_problem(path)
    left = limit - (time.monotonic() - t0) - READ_MARGIN
    read_s = time.monotonic() - t0
    result = solve_strategy_problem(problem, max(0.1, left), workers, seed, log, tuning)
    seconds = time.monotonic() - t0
    cost = evaluate(problem, result.choice).cost if result.choice else None
    best, xla = BEST_KNOWN.get(letter), XLA.get(letter)
    return {
        "instance": letter,
        "nodes": problem.num_nodes,
        "edges": len(problem.edges),
        "time_limit_s": limit,
        "cost": cost,
        "best_known": best,
        "ratio_best": None if cost is None or not best else round(cost / best, 4),
        "xla": xla,
        "ratio_xla": None if cost is None or not xla else round(cost / xla, 4),
        "bound": result.bound,
        "ratio_bound": None if cost is None or not result.bound else round(cost / result.bound, 3),
        "status": result.status.value,
        "seconds": round(seconds, 1),
        "reduced_nodes": result.stats.get("nodes"),
        "start_cost": _start(result.stats.get("greedy_cost")),
        "read_s": round(read_s, 2),
        "presolve_s": result.stats.get("presolve_seconds"),
        "load": f"{load:.2f}-{os.getloadavg()[0]:.2f}",
        "tuning": tuning_note(tuning),
    }


def tuning_note(tuning: StrategyTuning) -> str:
    """The fields where `tuning` differs from the default, for the table ("default" if none)."""
    diff = [
        f"{f}={getattr(tuning, f)}"
        for f in StrategyTuning.__dataclass_fields__
        if getattr(tuning, f) != getattr(DEFAULT, f)
    ]
    return ",".join(diff) or "default"


def encoding_study(path: Path, seconds: float, workers: int, seed: int) -> list[dict]:
    """The whole reduced model under each edge encoding, from the same start, same time."""
    import numpy as np
    from shardsat.solver.strategy.deadline import Deadline
    from shardsat.solver.strategy.driver import Search, initial_solution
    from shardsat.solver.strategy.presolve import reduce, run_presolve
    from shardsat.solver.strategy.submodel import edge_literals, solve_sub

    problem = read_problem(path)
    red = reduce(run_presolve(problem))
    rng = np.random.default_rng(seed)
    rows = []
    for start in ("least-usage", "heuristic"):
        if start == "heuristic":
            state = initial_solution(Search(red, rng=rng), Deadline.after(seconds / 2))
        else:
            from shardsat.solver.strategy.heuristics import State, least_usage_start

            state = State(red, least_usage_start(red))
        for link in (False, True):
            t0 = time.monotonic()
            res = solve_sub(
                red, np.arange(red.m), state.choice, state.loads, seconds, workers, seed, link=link
            )
            rows.append(
                {
                    "instance": instance_letter(path),
                    "start": start,
                    "start_cost": state.cost(),
                    "encoding": "linked rows/cols" if link else "plain y clauses",
                    "y_literals": edge_literals(red, np.arange(red.m)),
                    "status": res.status,
                    "cost": None
                    if res.objective is None
                    else state.cost() + res.objective - res.current,
                    "bound": None if res.bound is None else red.const + res.bound,
                    "seconds": round(time.monotonic() - t0, 1),
                }
            )
            print(rows[-1], flush=True)
    return rows


def scaling_exponent(df: pd.DataFrame, column: str) -> float | None:
    """The least-squares slope of log(`column`) against log(nodes + edges) over the rows
    (1.0: the phase grows linearly with the instance); None unless the sizes span at least
    `MIN_SPAN` (two instances of similar size give a slope that is only noise)."""
    ok = df[column].notna() & (df[column] > 0) if column in df else None
    if ok is None:
        return None
    size = (df.loc[ok, "nodes"] + df.loc[ok, "edges"]).astype(float)
    if len(size) < 2 or size.max() < MIN_SPAN * size.min():
        return None
    x = np.log(size)
    y = np.log((df.loc[ok, column]).astype(float))
    return round(float(np.polyfit(x, y, 1)[0]), 2)


def _exponents(df: pd.DataFrame) -> str:
    parts = []
    for col in ("read_s", "presolve_s"):
        k = scaling_exponent(df, col)
        if k is not None:
            parts.append(f"{col} ~ (nodes + edges)^{k}")
    return ("\nScaling: " + ", ".join(parts) + "\n") if parts else ""


def to_markdown(df: pd.DataFrame) -> str:
    cols = list(df.columns)
    rows = ([_iopddl_cell(row[c]) for c in cols] for _, row in df.iterrows())
    return markdown_table(cols, rows) + "\n" + _exponents(df)


def _iopddl_cell(v) -> str:
    """A dash for a missing value, 3 decimals for a fraction, whole numbers with separators."""
    if v is None or (isinstance(v, float) and pd.isna(v)):
        return "—"
    if isinstance(v, float) and not v.is_integer():
        return f"{v:.3f}"
    if isinstance(v, int | float):
        return f"{int(v):,}"
    return str(v)


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("files", nargs="*", help="instances (default: the eight in the data dir)")
    ap.add_argument("--tiny", action="store_true", help="example.json only, 5 s")
    ap.add_argument("--time-scale", type=float, default=1.0)
    ap.add_argument("--workers", type=int, default=2)
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--out", default="experiments/results/iopddl", help="output path stem")
    ap.add_argument(
        "--merge",
        action="store_true",
        help="keep the rows of other instances already in OUT.csv (runs split over processes)",
    )
    ap.add_argument(
        "--encodings", type=float, metavar="S", help="encoding study: S seconds per variant"
    )
    ap.add_argument(
        "--ball-retries",
        type=int,
        default=DEFAULT.ball_retries,
        help="StrategyTuning.ball_retries (timed-out balls re-solved)",
    )
    ap.add_argument(
        "--hub-balls",
        type=int,
        choices=(0, 1),
        default=int(DEFAULT.hub_balls),
        help="StrategyTuning.hub_balls (whole hub balls before the walk)",
    )
    ap.add_argument(
        "--priced-global",
        type=int,
        choices=(0, 1),
        default=int(DEFAULT.priced_global),
        help="StrategyTuning.priced_global (whole priced model by CP-SAT)",
    )
    ap.add_argument(
        "--tuning",
        action="append",
        default=[],
        metavar="KEY=VALUE",
        help="any StrategyTuning field, e.g. lagrange=1 (repeatable; applied last)",
    )
    ap.add_argument("-v", "--verbose", action="store_true", help="the solver's phase log")
    args = ap.parse_args(argv)
    tuning = replace(
        DEFAULT,
        ball_retries=args.ball_retries,
        hub_balls=bool(args.hub_balls),
        priced_global=bool(args.priced_global),
    )
    tuning = replace(tuning, **parse_tuning(args.tuning))
    t_start = time.monotonic()

    def log(msg: str) -> None:
        print(
            f"[{time.monotonic() - t_start:6.1f}s load {os.getloadavg()[0]:.2f}] {msg}", flush=True
        )

    if args.encodings:
        files = [Path(f) for f in args.files] or [DATA / "asplos-2025-iopddl-B.json.gz"]
        rows = [
            r for f in files for r in encoding_study(f, args.encodings, args.workers, args.seed)
        ]
        out = Path(args.out + "_encodings")
        out.parent.mkdir(parents=True, exist_ok=True)
        df = pd.DataFrame(rows)
        write_atomic(out.with_suffix(".md"), to_markdown(df))
        print(to_markdown(df))
        return 0
    if args.tiny:
        files = [DATA / "example.json"]
        args.time_scale = min(args.time_scale, 5 / 60)
    else:
        files = [Path(f) for f in args.files] or [
            DATA / f"asplos-2025-iopddl-{x}.json.gz" for x in "BGVLDKMS"
        ]
    rows = []
    for f in files:
        row = run_one(
            f, args.time_scale, args.workers, args.seed, log if args.verbose else None, tuning
        )
        rows.append(row)
        print(
            f"{row['instance']}: cost {row['cost']} ratio {row['ratio_best']} bound "
            f"{row['bound']} {row['status']} {row['seconds']} s",
            flush=True,
        )
    df = pd.DataFrame(rows)
    out = Path(args.out)
    out.parent.mkdir(parents=True, exist_ok=True)
    if args.merge and out.with_suffix(".csv").exists():
        old = pd.read_csv(out.with_suffix(".csv"))
        old = old[~old["instance"].astype(str).isin(set(df["instance"].astype(str)))]
        df = pd.concat([old, df], ignore_index=True)
    write_tables(df, out)
    print(to_markdown(df))
    return 0


def write_tables(df: pd.DataFrame, out: Path) -> None:
    """`out`.csv (raw rows) and `out`.md (the table), each written atomically."""
    out.parent.mkdir(parents=True, exist_ok=True)
    write_atomic(out.with_suffix(".csv"), df.to_csv(index=False))
    write_atomic(out.with_suffix(".md"), to_markdown(df))


if __name__ == "__main__":
    sys.exit(main())
