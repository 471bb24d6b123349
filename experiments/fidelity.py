"""Does XLA run the plan that was priced? Predicted vs XLA-inserted collective bytes per device.

    python -m shardsat.experiments.fidelity [--tiny] [--corpus zoo,development,held-out,blind]

For every program (zoo models at their small sizes; the JAX programs of
experiments/jax_programs.py; the blind corpus of experiments/jax_programs_blind.py, written
before the cost model was tuned to it) and every plan (greedy, CP-SAT `time`, CP-SAT `comm`), the cost
model's predicted communication bytes per device against what XLA's partitioner inserts (8 fake
CPU devices), through each route a user has: `jit` (`shardsat.auto_shard(...).jit()`, JAX
programs only) and `export` (the module `shardsat solve -o` writes, compiled as it is).
Predictions are priced with the `cpu` topology's collectives, i.e. for the XLA:CPU that runs
here (it keeps an all-reduce + slice where GPU presets fuse a reduce-scatter; docs/cost.md).
A row is within tolerance when |XLA / predicted - 1| <= 10% (both zero counts as exact).
Writes experiments/results/fidelity.{csv,md}; rows are appended as they finish and a rerun
skips finished rows (interrupt and resume).
"""

from __future__ import annotations

import argparse
import dataclasses
import os
import sys
import time
from pathlib import Path
from typing import Any

from shardsat.experiments.tables import markdown_table, plain_cell

ZOO = ("mlp-train", "gpt-tiny-train", "moe-tiny-train", "wresnet-train", "unet-train")
ZOO_TINY = ("mlp-train",)
PLANS = ("greedy", "cpsat-time", "cpsat-comm")
TOLERANCE = 0.10
MESH = "data=2,model=4"
OUT = Path("experiments/results/fidelity")


def within(predicted: int, seen: int, tolerance: float = TOLERANCE) -> bool:
    """|seen / predicted - 1| <= tolerance; zero against zero is exact."""
    if predicted == 0:
        return seen == 0
    return abs(seen / predicted - 1) <= tolerance


def jax_rows(
    corpus: str, name: str, case: Any, time_limit: float, out_of_tolerance: Path | None = None
) -> list[dict[str, Any]]:
    """Rows of one JAX program: every plan through both routes (the plans of rows off by more
    than the tolerance are written to `out_of_tolerance`, when given)."""
    from shardsat.experiments.xla_check import jitted_collectives, xla_collectives

    import shardsat

    rows = []
    for plan_name in PLANS:
        solver, _, objective = plan_name.partition("-")
        start = time.monotonic()
        plan = shardsat.auto_shard(
            case.fn, *case.args, mesh=case.mesh or MESH, topology="cpu",
            objective=objective or "time", time_limit=time_limit, solver=solver,
            in_shardings=case.in_shardings, donate_argnums=case.donate_argnums,
        )  # fmt: skip
        seconds = time.monotonic() - start
        base = {"corpus": corpus, "program": name, "plan": plan_name,
                "status": plan.status.value, "predicted_bytes": plan.report.communication_bytes,
                "solve_s": round(seconds, 1)}  # fmt: skip
        seen_jit = jitted_collectives(plan.jit(), case.args, plan.mesh)
        seen_export = xla_collectives(plan.module_text, plan.mesh)
        for route, seen in (("jit", seen_jit), ("export", seen_export)):
            rows.append(_row(base, route, seen))
        if out_of_tolerance is not None and not all(r["within_10pct"] for r in rows[-2:]):
            _keep_plan(out_of_tolerance, f"{corpus}-{name}-{plan_name}", plan)
    return rows


def _keep_plan(folder: Path, stem: str, plan: Any) -> None:
    """An off row's plan (module and cost rows), so it can be diagnosed: CP-SAT's plan at a
    time limit depends on how busy the machine is, so a rerun may not give it again."""
    from shardsat.model.files import write_atomic

    folder.mkdir(parents=True, exist_ok=True)
    safe = stem.replace("/", "_").replace("@", "_")
    write_atomic(folder / f"{safe}.mlir", plan.module_text)
    rows = plan.report.rows
    write_atomic(folder / f"{safe}.rows.csv", rows[rows.bytes > 0].to_csv(index=False))


def zoo_rows(name: str, time_limit: float) -> list[dict[str, Any]]:
    """Rows of one zoo model (an MLIR program: the export route only)."""
    from shardsat.cost.evaluate import evaluate
    from shardsat.cost.plan import export_plan
    from shardsat.experiments import compare
    from shardsat.experiments.xla_check import xla_collectives
    from shardsat.ir.flatten import flatten_program

    case = compare.case_from_model(name, compare.parse_mesh_spec(MESH), "cpu")
    case = dataclasses.replace(case, program=flatten_program(case.program))
    rows = []
    for plan_name in PLANS:
        strategy = "greedy-aggressive" if plan_name == "greedy" else plan_name
        start = time.monotonic()
        solution, prog, _ = compare.run_strategy(case, strategy, {"time_limit": time_limit})
        seconds = time.monotonic() - start
        predicted = evaluate(prog, solution, case.mesh, case.topology).communication_bytes
        text, _ = export_plan(prog, solution, case.mesh)
        base = {"corpus": "zoo", "program": name, "plan": plan_name,
                "status": solution.status.value, "predicted_bytes": predicted,
                "solve_s": round(seconds, 1)}  # fmt: skip
        rows.append(_row(base, "export", xla_collectives(text, case.mesh)))
    return rows


def _row(base: dict[str, Any], route: str, seen: list[Any]) -> dict[str, Any]:
    xla = sum(c.bytes for c in seen)
    ratio = xla / base["predicted_bytes"] if base["predicted_bytes"] else (1.0 if not xla else None)
    return {**base, "route": route, "xla_bytes": xla,
            "ratio": None if ratio is None else round(ratio, 4),
            "within_10pct": within(base["predicted_bytes"], xla)}  # fmt: skip


def to_markdown(df: Any) -> str:
    cols = ["corpus", "program", "plan", "route", "status", "predicted_bytes", "xla_bytes",
            "ratio", "within_10pct", "solve_s"]  # fmt: skip
    lines = [
        markdown_table(cols, ([plain_cell(v) for v in r.tolist()] for _, r in df[cols].iterrows()))
    ]
    for corpus, group in df.groupby("corpus", sort=False):
        lines.append(f"\n{corpus}: {int(group.within_10pct.sum())}/{len(group)} rows within ±10%")
    return "\n".join(lines) + "\n"


def main(argv: list[str] | None = None) -> int:
    os.environ.setdefault("XLA_FLAGS", "--xla_force_host_platform_device_count=8")
    import pandas as pd
    from shardsat.experiments import jax_programs
    from shardsat.model.files import write_atomic

    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--tiny", action="store_true", help="mlp-train and two JAX programs")
    parser.add_argument("--corpus", default="zoo,development,held-out")
    parser.add_argument("--time-limit", type=float, default=20.0)
    parser.add_argument("--out", type=Path, default=OUT, help="output path stem")
    args = parser.parse_args(argv)
    corpora = args.corpus.split(",")
    csv = args.out.with_suffix(".csv")
    done = pd.read_csv(csv) if csv.exists() and not args.tiny else pd.DataFrame()
    rows = [r for r in done.to_dict("records") if r["status"] != ERROR] if len(done) else []
    finished = {r["program"] for r in rows}  # a program that raised is tried again
    off = args.out.parent / f"{args.out.name}-off"
    failed = 0
    for label, name, job in _jobs(corpora, args.tiny, jax_programs, off):
        if name in finished:
            continue
        print(f"{label} {name} ...", flush=True)
        try:
            new = job(args.time_limit)
        except Exception as err:  # noqa: BLE001 - one failing program must not stop the batch
            failed += 1
            new = [_error_row(label, name, err)]
            print(f"  ERROR {new[0]['error']}", file=sys.stderr, flush=True)
        rows.extend(new)
        df = pd.DataFrame(rows)
        args.out.parent.mkdir(parents=True, exist_ok=True)
        write_atomic(csv, df.to_csv(index=False))
        write_atomic(args.out.with_suffix(".md"), to_markdown(df))
        for r in new if new[0]["status"] != ERROR else ():
            print(f"  {r['plan']:10} {r['route']:6} predicted {r['predicted_bytes']:>10,} "
                  f"xla {r['xla_bytes']:>10,} {'ok' if r['within_10pct'] else 'OFF'}", flush=True)  # fmt: skip
    print(to_markdown(pd.DataFrame(rows)))
    return 1 if failed else 0


ERROR = "ERROR"
"""The status of a program that raised: one row, counted as off, tried again on a rerun."""


def _error_row(corpus: str, program: str, err: Exception) -> dict[str, Any]:
    message = " ".join(f"{type(err).__name__}: {err}".split())[:300]
    return {"corpus": corpus, "program": program, "plan": "-", "status": ERROR,
            "predicted_bytes": 0, "solve_s": 0.0, "route": "-", "xla_bytes": 0,
            "ratio": None, "within_10pct": False, "error": f"{program}: {message}"}  # fmt: skip


def _jobs(corpora: list[str], tiny: bool, jax_programs: Any, off: Path | None = None):
    """(corpus, program, callable(time_limit) -> rows) in the order they run."""
    if "zoo" in corpora:
        for name in ZOO_TINY if tiny else ZOO:
            yield "zoo", name, lambda t, n=name: zoo_rows(n, t)
    from shardsat.experiments import (
        jax_programs_blind,
        jax_programs_blind2,
        jax_programs_blind3,
        jax_programs_blind4,
        jax_programs_blind5,
        jax_programs_blind6,
        jax_programs_blind7,
        jax_programs_blind8,
        jax_programs_blind9,
        jax_programs_blind10,
        jax_programs_blind11,
    )

    sets = {"development": jax_programs.development, "held-out": jax_programs.held_out,
            "blind": jax_programs_blind.blind,
            "blind-sharded": jax_programs_blind.blind_sharded,
            "blind2": jax_programs_blind2.blind2,
            "blind3": jax_programs_blind3.blind3,
            "blind4": jax_programs_blind4.blind4,
            "blind5": jax_programs_blind5.blind5,
            "blind6": jax_programs_blind6.blind6,
            "blind7": jax_programs_blind7.blind7,
            "blind8": jax_programs_blind8.blind8,
            "blind9": jax_programs_blind9.blind9,
            "blind10": jax_programs_blind10.blind10,
            "blind11": jax_programs_blind11.blind11}  # fmt: skip
    for corpus in sets:  # in the order above
        if corpus not in corpora:
            continue
        cases = sets[corpus]()
        names = list(cases)[:1] if tiny else list(cases)
        for name in names:
            yield corpus, name, lambda t, c=corpus, n=name, k=cases[name]: jax_rows(c, n, k, t, off)


if __name__ == "__main__":
    raise SystemExit(main())
