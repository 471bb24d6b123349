"""`shardsat solve`: the CP-SAT auto-sharder on an MLIR module or a zoo model.

    shardsat solve prog.mlir [--mesh data=2,model=4] [--topology h100x8] [--objective time|comm]
        [--memory-budget 16GiB] [--time-limit 60] [--workers 2] [--seed 0] -o out.mlir
        --report report.json
    shardsat solve --model gpt-tiny-train --mesh data=2,model=4 -o out.mlir

Writes the module with every value's sharding (as `shardsat propagate` does), a JSON report
(status, cost, bound and gap, solve time, greedy's cost, model size, every sharding, every
collective) and prints a greedy-vs-CP-SAT comparison table. An infeasible problem prints the
conflicting user constraints, one per line, and exits with status 2.
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from pathlib import Path
from typing import Any

from shardsat.commands.inputs import DEFAULT_TOPOLOGY
from shardsat.model.errors import ShardsatError
from shardsat.model.files import read_text, write_atomic


def register(subparsers: argparse._SubParsersAction) -> None:
    parser = subparsers.add_parser("solve", help="CP-SAT auto-sharding (cost-optimal plan)")
    parser.add_argument("file", type=Path, nargs="?", help="MLIR module (StableHLO + sdy)")
    parser.add_argument("--model", help="a zoo model name instead of a file (e.g. gpt-tiny-train)")
    parser.add_argument("--mesh", help="mesh axes, e.g. data=2,model=4 (default: the module's)")
    parser.add_argument(
        "--topology", default=DEFAULT_TOPOLOGY, help=f"preset or file (default {DEFAULT_TOPOLOGY})"
    )
    parser.add_argument("--objective", choices=("time", "comm"), default="time")
    parser.add_argument("--memory-budget", help="per-device budget, e.g. 16GiB")
    parser.add_argument("--time-limit", type=float, default=60.0, help="seconds (default 60)")
    parser.add_argument("--workers", type=int, default=2, help="CP-SAT workers (default 2)")
    parser.add_argument("--seed", type=int, default=0, help="random seed (deterministic mode)")
    parser.add_argument("--jax-expressible", action="store_true", help="no sub-axes on boundaries")
    parser.add_argument("-o", "--output", type=Path, help="annotated MLIR out")
    parser.add_argument(
        "--export",
        choices=("plan", "values"),
        default="plan",
        help="plan (default): value shardings plus each op's reshards as sharding constraints, "
        "so XLA runs the priced plan; values: value shardings only (XLA will re-partition)",
    )
    parser.add_argument("--report", type=Path, help="JSON report")
    parser.add_argument("-q", "--quiet", action="store_true", help="no progress lines on stderr")
    parser.set_defaults(func=run)


def load_program(args: argparse.Namespace):
    """(program, mesh) from the file or the zoo, with `--mesh` applied."""
    from shardsat.api import import_mlir, parse_mesh_axes, program_mesh
    from shardsat.commands.inputs import check_user_shardings

    if (args.file is None) == (args.model is None):
        raise ShardsatError("solve: give exactly one of FILE or --model")
    mesh = parse_mesh_axes(args.mesh) if args.mesh else None
    if args.model is not None:
        from shardsat.experiments.zoo import load_model

        program = load_model(args.model, mesh=mesh.with_name("mesh") if mesh else None)
    else:
        program = import_mlir(read_text(args.file))
    from shardsat.ir.flatten import flatten_program

    program = flatten_program(program)  # calls inlined, static loops unrolled: all ops priced
    mesh = program_mesh(program, mesh)
    check_user_shardings(program, mesh)
    program.meshes[mesh.name] = mesh  # the exported module declares the mesh solved on
    return program, mesh


def run(args: argparse.Namespace) -> int:
    from shardsat.api import parse_bytes, solve
    from shardsat.commands.progress import Progress, solver_hook
    from shardsat.solver.cpsat.driver import resolve_topology
    from shardsat.solver.cpsat.driver import solve as cpsat_solve
    from shardsat.solver.solution import verify_solution

    program, mesh = load_program(args)
    topology = resolve_topology(args.topology, mesh)
    budget = parse_bytes(args.memory_budget)
    greedy = run_greedy(program)  # once: the table's baseline and the solver's warm start
    with Progress("solve", args.objective, args.quiet) as progress:
        solution = solve(
            program, mesh, topology, args.objective, budget,
            solve_budget(args.time_limit, program, bool(args.output)), args.workers, args.seed,
            jax_expressible=args.jax_expressible, greedy_plan=greedy, started=getattr(args, "started", None),
            **solver_hook(cpsat_solve, progress),
        )  # fmt: skip
    if solution.shardings or not program.values:  # a failed solve's one line is its error
        progress.done(solution.status.value, solution.objective, solution.bound)
    if solution.stats.get("note"):  # e.g. greedy's plan returned (stats["fallback"])
        sys.stderr.write(f"shardsat solve: {solution.stats['note']}\n")
    report = build_report(program, mesh, topology, solution, greedy, args.objective)
    warning = xla_crash_warning(report)
    if warning:
        sys.stderr.write(f"shardsat solve: {warning}\n")
    if args.report:
        write_atomic(args.report, json.dumps(report, indent=1, sort_keys=True))
    if solution.status.value == "INFEASIBLE":
        named = [c for c in solution.conflicts if not c.startswith("greedy propagation")]
        sys.stderr.write(f"shardsat solve: infeasible: {len(named)} user constraints conflict:\n")
        for line in solution.conflicts:
            sys.stderr.write(f"  {line}\n")
        return 2
    if not solution.shardings and program.values:  # (a module of meshes alone has no values)
        raise ShardsatError(f"solve: no plan found within {args.time_limit:g} s (status UNKNOWN)")
    verify_solution(solution, program)
    if args.output:
        write_atomic(args.output, exported_module(program, solution, mesh, args.export))
    source = args.model or str(args.file)
    print(
        f"{source}: {sum(1 for _ in program.walk_ops())} ops on mesh {mesh}, "
        f"topology {topology.name}, objective {args.objective}"
    )
    print(comparison_table(report))
    written = [str(p) for p in (args.output, args.report) if p]
    if written:
        print("wrote " + ", ".join(written))
    return 0


REPORT_SECONDS_PER_OP = 8e-4
EXPORT_SECONDS_PER_OP = 3e-4
"""What pricing both plans for the report and writing the planned module take per op (about
10 s and 4 s on a 12.5k-op training step on a loaded 2-core machine; docs/cpsat.md#time-discipline)."""


def solve_budget(time_limit: float, program, writes_output: bool) -> float:
    """The solver's share of `--time-limit`, counted from the command's start (`args.started`):
    the limit less the time the report and the output will take after it."""
    from shardsat.api import solver_share

    after = REPORT_SECONDS_PER_OP + (EXPORT_SECONDS_PER_OP if writes_output else 0.0)
    return solver_share(time_limit, program, after)


def exported_module(program, solution, mesh, mode: str) -> str:
    """The MLIR `-o` writes: the executable plan (`cost.plan.export_plan`) or values only."""
    if mode == "values":
        from shardsat.ir.mlir_export import export_mlir

        return export_mlir(program, solution.shardings)
    from shardsat.cost.plan import export_plan

    return export_plan(program, solution, mesh)[0]


def run_greedy(program):
    """Greedy propagation's plan, or None when it fails on this program (the comparison is a
    courtesy: a baseline failure must not lose the CP-SAT plan)."""
    from shardsat.solver.propagation.driver import propagate

    try:
        return propagate(program)
    except Exception:  # noqa: BLE001
        return None


def cost_fields(program, mesh, topology, solution) -> dict[str, Any]:
    """The cost model's view of a plan, in seconds and bytes, plus its collectives."""
    from shardsat.cost.evaluate import evaluate

    report = evaluate(program, solution, mesh, topology)
    rows = report.collectives()
    by_kind = rows.groupby("kind")["bytes"].sum().to_dict() if len(rows) else {}
    return {
        "total_s": report.total_ns / 1e9,
        "communication_s": report.communication_ns / 1e9,
        "compute_s": report.compute_ns / 1e9,
        "communication_bytes": report.communication_bytes,
        "peak_memory_bytes": report.peak_memory_bytes,
        "bytes_by_collective": {k: int(v) for k, v in sorted(by_kind.items())},
        "collectives": [
            {
                "op": r.op, "item": r.item, "kind": r.kind, "axes": r.axes, "bytes": int(r.bytes),
                "time_s": r.time_ns / 1e9, "detail": r.detail,
            }
            for r in rows.itertuples()
        ],
    }  # fmt: skip


def build_report(program, mesh, topology, solution, greedy, objective: str) -> dict[str, Any]:
    """The JSON report of `shardsat solve` (see the module docstring)."""
    stats = solution.stats
    scale = 1e9 if objective == "time" else 1.0
    report: dict[str, Any] = {
        "solver": solution.solver,
        "status": solution.status.value,
        "objective_name": objective,
        "objective": solution.objective,
        "bound": solution.bound,
        "bound_s": solution.bound / scale if solution.bound is not None and objective == "time" else None,
        "gap": solution.gap,
        "solve_seconds": round(solution.solve_seconds, 6),
        "conflicts": list(solution.conflicts),
        "model_size": stats.get("model_size", {"variables": 0, "constraints": 0}),
        "stats": {k: v for k, v in stats.items() if k != "model_size"},
        "mesh": str(mesh),
        "topology": getattr(topology, "name", str(topology)),
        "shardings": {v: str(s) for v, s in sorted(solution.shardings.items())},
        "cost": None,
        "collectives": [],
        "greedy": None,
        "greedy_cost_s": None,
    }  # fmt: skip
    if solution.shardings or not program.values:
        cost = cost_fields(program, mesh, topology, solution)
        report["collectives"] = cost.pop("collectives")
        report["cost"] = cost
    if greedy is not None:
        start = time.perf_counter()
        g = cost_fields(program, mesh, topology, greedy)
        g.pop("collectives")
        g["solve_seconds"] = round(greedy.solve_seconds or time.perf_counter() - start, 6)
        report["greedy"] = g
        report["greedy_cost_s"] = g["total_s"]
    return report


def xla_crash_warning(report: dict[str, Any]) -> str | None:
    """One line when the plan needs reshards XLA cannot compile (`cost.collectives.XLA_CRASH`:
    only user shardings can force one, every other plan avoids their price), else None."""
    from shardsat.cost.collectives import XLA_CRASH

    crashes = [c for c in report["collectives"] if c["kind"] == XLA_CRASH]
    if not crashes:
        return None
    first = crashes[0]
    return (
        f"warning: {len(crashes)} reshard(s) of this plan crash XLA's partitioner "
        f"(jax 0.10.2: SIGFPE), the first at {first['op']}: {first['detail']}"
    )


def comparison_table(report: dict[str, Any]) -> str:
    """Greedy vs CP-SAT: step time, bytes by collective, peak memory, solve time, gap."""
    rows = [("", "greedy", "cpsat")]
    g, c = report.get("greedy") or {}, report.get("cost") or {}

    def cell(d, key, fmt):
        return fmt(d[key]) if key in d and d[key] is not None else "-"

    rows.append(
        (
            "step time (ms)",
            cell(g, "total_s", lambda v: f"{v * 1e3:.4f}"),
            cell(c, "total_s", lambda v: f"{v * 1e3:.4f}"),
        )
    )
    rows.append(
        (
            "communication (ms)",
            cell(g, "communication_s", lambda v: f"{v * 1e3:.4f}"),
            cell(c, "communication_s", lambda v: f"{v * 1e3:.4f}"),
        )
    )
    kinds = sorted(set(g.get("bytes_by_collective", {})) | set(c.get("bytes_by_collective", {})))
    for kind in kinds:
        rows.append(
            (
                f"{kind} bytes",
                str(g.get("bytes_by_collective", {}).get(kind, 0)),
                str(c.get("bytes_by_collective", {}).get(kind, 0)),
            )
        )
    rows.append(
        (
            "peak memory / device",
            cell(g, "peak_memory_bytes", str),
            cell(c, "peak_memory_bytes", str),
        )
    )
    rows.append(
        (
            "solve time (s)",
            cell(g, "solve_seconds", lambda v: f"{v:.3f}"),
            f"{report['solve_seconds']:.3f}",
        )
    )
    gap = report.get("gap")
    rows.append(("gap", "-", "-" if gap is None else f"{gap:.4g}"))  # a fraction, as everywhere
    rows.append(("status", "-", report["status"]))
    widths = [max(len(r[i]) for r in rows) for i in range(3)]
    return "\n".join(f"{r[0]:<{widths[0]}}  {r[1]:>{widths[1]}}  {r[2]:>{widths[2]}}" for r in rows)
