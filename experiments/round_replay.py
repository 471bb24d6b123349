"""Descent rounds replayed alone under CP-SAT parameter variants: which settings solve them.

    python -m shardsat.experiments.round_replay                    # gpt-6.7b-train, 4x4x4, h100x64
    python -m shardsat.experiments.round_replay --model gpt-350m-train --mesh data=8,fsdp=8,model=8 \\
        --topology h100x512 --variants num_workers=1 num_workers=2 --seconds 8
    python -m shardsat.experiments.round_replay --tiny             # a smoke run

A user-route solve of the row (`solve`, no seeds, `--limit` s) runs with every CP-SAT model it
solves written out as it is solved (its hint included): the descent's rounds, axis and factor.
Then each model (`--rounds`: the first N, default every one; `--axis-only`, `--factor-only`) is solved again
alone, for `--seconds` s per variant, the variants interleaved per model: `--variants` items
are `;`-separated CP-SAT parameter assignments over a two-worker descent round's own
(`params.set_round_parameters`), e.g. `num_workers=1;linearization_level=0`. Per model and variant:
status, objective, wall and deterministic time, when the last better plan came; written to
`--out` (JSON lines; default experiments/results/round_replay.jsonl) and printed as a table.
The machine does only this while it runs: a replay's times are wall-clock.
"""

from __future__ import annotations

import argparse
import json
import os
import tempfile
import time
from pathlib import Path
from typing import Any

from shardsat.experiments.tables import markdown_table

RESULTS = Path(__file__).parent / "results"


def parse_variant(text: str) -> dict[str, Any]:
    """`"num_workers=1;linearization_level=0"` as typed parameter values (ints, floats, bools)."""
    out: dict[str, Any] = {}
    for item in filter(None, (part.strip() for part in text.split(";"))):
        key, sep, value = item.partition("=")
        if not sep:
            raise SystemExit(f"round_replay: variant item {item!r}: expected NAME=VALUE")
        out[key] = _typed(value)
    return out


def _typed(value: str) -> Any:
    if value in ("True", "False", "true", "false"):
        return value.lower() == "true"
    for kind in (int, float):
        try:
            return kind(value)
        except ValueError:
            pass
    return value


def capture_rounds(model: str, mesh_spec: str, topology_name: str, limit: float, folder: Path):
    """Solve the row as `bench_mesh --user-route` does, writing each CP-SAT model solved to
    `folder` (`NN.pb`); (the solve's round timings, its plan's objective)."""
    from ortools.sat.python import cp_model
    from shardsat.cost.topology import load_topology
    from shardsat.experiments.compare import parse_mesh_spec
    from shardsat.experiments.zoo import load_model
    from shardsat.solver.cpsat.driver import solve

    original = cp_model.CpSolver.Solve
    count = [0]

    def writing(self, cp, callback=None):
        began = time.perf_counter()
        cp.export_to_file(str(folder / f"{count[0]:02d}.pb"))
        count[0] += 1
        spent = time.perf_counter() - began  # the round's own limit loses the write
        self.parameters.max_time_in_seconds = max(0.05, self.parameters.max_time_in_seconds - spent)
        return original(self, cp, callback)

    mesh = parse_mesh_spec(mesh_spec)
    program = load_model(model, mesh=mesh)
    topology = load_topology(topology_name, mesh)
    cp_model.CpSolver.Solve = writing
    try:
        sol = solve(program, mesh, topology, time_limit=limit, workers=2)
    finally:
        cp_model.CpSolver.Solve = original
    return sol.stats.get("descent_rounds") or [], sol.objective


def load_model_file(path: Path):
    """A CP-SAT model written by `export_to_file` (binary), as a `CpModel`."""
    from google.protobuf import text_format
    from ortools.sat import cp_model_pb2
    from ortools.sat.python import cp_model

    proto = cp_model_pb2.CpModelProto()
    proto.ParseFromString(path.read_bytes())
    model = cp_model.CpModel()
    model.Proto().parse_text_format(text_format.MessageToString(proto))
    return model


def replay(model, variant: dict[str, Any], seconds: float) -> dict[str, Any]:
    """One solve of `model` for `seconds` with the parameters of a two-worker descent round
    (`params.set_round_parameters`), then `variant`'s: what it found, when."""
    from ortools.sat.python import cp_model
    from shardsat.solver.cpsat.options import SolveOptions
    from shardsat.solver.cpsat.params import set_round_parameters
    from shardsat.solver.cpsat.tuning import Tuning

    class Trace(cp_model.CpSolverSolutionCallback):
        def __init__(self) -> None:
            super().__init__()
            self.began, self.last_s, self.plans = time.perf_counter(), None, 0

        def on_solution_callback(self) -> None:
            self.plans += 1
            self.last_s = round(time.perf_counter() - self.began, 2)

    solver = cp_model.CpSolver()
    set_round_parameters(solver.parameters, SolveOptions(workers=2), Tuning(), seconds)
    for key, value in variant.items():
        setattr(solver.parameters, key, value)
    trace = Trace()
    status = solver.Solve(model, trace)
    found = status in (cp_model.OPTIMAL, cp_model.FEASIBLE)
    return {
        "status": solver.StatusName(status),
        "objective": int(solver.ObjectiveValue()) if found else None,
        "wall_s": round(solver.WallTime(), 2),
        "det": round(solver.ResponseProto().deterministic_time, 2),
        "last_s": trace.last_s,
        "plans": trace.plans,
    }


def selected(kind: str, axis_only: bool, factor_only: bool) -> bool:
    """Whether a captured round of `kind` ("factors" or an axis name) is replayed."""
    return not (axis_only and kind == "factors") and not (factor_only and kind != "factors")


def rows_table(rows: list[dict]) -> str:
    head = ["round", "kind", "variables", "variant", "status", "objective", "last plan s", "wall s"]
    body = (
        [str(r["index"]), r["round"], f"{r['variables']:,}", r["variant"] or "base", r["status"],
         "—" if r["objective"] is None else f"{r['objective']:,}", str(r["last_s"]),
         str(r["wall_s"])]
        for r in rows
    )  # fmt: skip
    return markdown_table(head, body)


def parse_args(argv: list[str] | None) -> argparse.Namespace:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--model", default="gpt-6.7b-train")
    parser.add_argument("--mesh", default="data=4,fsdp=4,model=4")
    parser.add_argument("--topology", default="h100x64")
    parser.add_argument("--limit", type=float, default=120.0, help="the captured solve's limit")
    parser.add_argument("--seconds", type=float, default=8.0, help="per replay")
    parser.add_argument("--variants", nargs="+", default=["num_workers=2", "num_workers=1"])
    parser.add_argument("--rounds", type=int, default=None, help="replay the first N models")
    parser.add_argument("--axis-only", action="store_true", help="skip factor rounds")
    parser.add_argument("--factor-only", action="store_true", help="skip axis rounds")
    parser.add_argument("--tiny", action="store_true", help="gpt-tiny-train on 2x2x2, 10 s, 1 s")
    parser.add_argument("--out", type=Path, default=RESULTS / "round_replay.jsonl")
    return parser.parse_args(argv)


def main(argv: list[str] | None = None) -> int:
    args = parse_args(argv)
    if args.tiny:
        args.model, args.mesh, args.topology = "gpt-tiny-train", "data=2,fsdp=2,model=2", "h100x8"
        args.limit, args.seconds = 10.0, 1.0
    variants = [(text, parse_variant(text)) for text in args.variants]
    with tempfile.TemporaryDirectory() as tmp:
        folder = Path(tmp)
        rounds, objective = capture_rounds(args.model, args.mesh, args.topology, args.limit, folder)
        print(f"captured {len(rounds)} rounds, plan {objective}", flush=True)
        files = sorted(folder.glob("*.pb"))[: args.rounds]
        solved = [r for r in rounds if "variables" in r]  # rounds skipped before a search: none
        out: list[dict] = []
        for index, path in enumerate(files):
            kind = solved[index]["round"] if index < len(solved) else "?"
            if not selected(kind, args.axis_only, args.factor_only):
                continue
            model = load_model_file(path)
            for text, variant in variants:
                row = {"model": args.model, "mesh": args.mesh, "topology": args.topology,
                       "index": index, "round": kind, "variant": text,
                       "variables": len(model.Proto().variables)}  # fmt: skip
                row |= replay(model, variant, args.seconds)
                row["load_avg_1m"] = round(os.getloadavg()[0], 2)
                out.append(row)
                print(rows_table([row]).splitlines()[-1], flush=True)
    args.out.parent.mkdir(parents=True, exist_ok=True)
    with args.out.open("a") as f:
        for row in out:
            f.write(json.dumps(row) + "\n")
    print(rows_table(out))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
