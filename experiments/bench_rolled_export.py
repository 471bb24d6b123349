"""Compile time of a plan's module with its uniform loops rolled back vs unrolled, same bytes.

For corpus programs whose loops the flattening unrolls, greedy's plan is exported twice
(`cost.plan.export_plan` with `cost.rolled_plan` on and off) and each module is compiled by
XLA on the fake CPU devices: seconds to compile, the loops left in the module, and the
collective bytes XLA inserts (a loop body counted once per iteration) against the prediction.
Run: `python -m shardsat.experiments.bench_rolled_export [corpus:program ...] [--out PATH]`.
"""

from __future__ import annotations

import argparse
import importlib
import time
from pathlib import Path

from shardsat.experiments.tables import markdown_table, plain_cell

DEFAULT = [
    "blind9:lotka-volterra-rk4-scan-rate-mlp-3axis-step",
    "blind7:mamba-selective-scan-seq-data-channels-model-step",
    "blind8:neural-ode-rk4-fori-unroll2-unsharded",
    "blind7:crf-forward-scan-uneven-tags9-step",
    "blind4:bidir-lstm-scan-batch8-step",
    "blind9:wave1d-leapfrog-fori-seismogram-dus-space-split",
]
OUT = Path(__file__).parent / "results" / "rolled_export.md"


def measure(corpus: str, name: str) -> dict:
    """One program: greedy's plan exported rolled and unrolled, each compiled and counted."""
    from shardsat.cost import rolled_plan
    from shardsat.cost.plan import export_plan
    from shardsat.experiments.fidelity import MESH
    from shardsat.experiments.xla_check import xla_collectives

    import shardsat

    module = importlib.import_module(f"shardsat.experiments.jax_programs_{corpus}")
    case = getattr(module, corpus)()[name]
    plan = shardsat.auto_shard(case.fn, *case.args, mesh=case.mesh or MESH, topology="cpu",
                               solver="greedy", in_shardings=case.in_shardings,
                               donate_argnums=case.donate_argnums)  # fmt: skip
    row = {"program": f"{corpus}:{name}", "ops": sum(1 for _ in plan.program.walk_ops()),
           "predicted": plan.report.communication_bytes}  # fmt: skip
    default = rolled_plan.ROLL_BACK_ABOVE_OPS
    for label, above in (("rolled", 0), ("unrolled", 10**9)):
        rolled_plan.ROLL_BACK_ABOVE_OPS = above
        try:
            text = export_plan(plan.program, plan.solution, plan.mesh)[0]
        finally:
            rolled_plan.ROLL_BACK_ABOVE_OPS = default
        started = time.perf_counter()
        seen = xla_collectives(text, plan.mesh)
        row[f"{label} s"] = round(time.perf_counter() - started, 1)
        row[f"{label} loops"] = text.count("stablehlo.while")
        row[f"{label} bytes"] = sum(c.bytes for c in seen)
    return row


def to_markdown(rows: list[dict]) -> str:
    cols = list(rows[0])
    return markdown_table(cols, ([plain_cell(r[c]) for c in cols] for r in rows)) + "\n"


def main(argv: list[str] | None = None) -> None:
    from shardsat.model.files import write_atomic

    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("programs", nargs="*", default=DEFAULT, help="corpus:program")
    parser.add_argument("--out", type=Path, default=OUT)
    args = parser.parse_args(argv)
    rows = []
    for item in args.programs:
        corpus, name = item.split(":", 1)
        rows.append(measure(corpus, name))
        print(rows[-1], flush=True)
        write_atomic(args.out, to_markdown(rows))


if __name__ == "__main__":
    main()
