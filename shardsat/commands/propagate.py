"""`shardsat propagate`: Shardy-style greedy propagation of an MLIR module's shardings.

    shardsat propagate prog.mlir -o out.mlir [--strategy basic|aggressive] [--report r.json]
        [--conservative] [--mesh data=2,model=4]

Writes the module with a sharding on every value Shardy would annotate (`sdy.sharding` on
function arguments and results, `sdy.sharding_per_value` on ops), closed like Shardy's export;
values propagation never reaches stay unannotated. The report has the fields of `shardsat solve`'s
report (cost model on `--topology`, solver fields, every value's sharding) plus each op's factor
assignment (`op_factor_axes`).
"""

from __future__ import annotations

import argparse
import json
from pathlib import Path
from typing import Any

from shardsat.model.errors import ShardsatError
from shardsat.model.files import read_text, write_atomic


def register(subparsers: argparse._SubParsersAction) -> None:
    parser = subparsers.add_parser("propagate", help="greedy (Shardy-style) sharding propagation")
    parser.add_argument("file", type=Path, help="MLIR module (StableHLO + sdy)")
    parser.add_argument("-o", "--output", type=Path, required=True, help="annotated MLIR out")
    parser.add_argument("--strategy", choices=("aggressive", "basic"), default="aggressive")
    parser.add_argument("--report", type=Path, help="JSON report (cost, stats, shardings)")
    parser.add_argument("--topology", default="cpu", help="topology preset or file for the cost")
    parser.add_argument("--no-op-priority", action="store_true", help="one BOTH round only")
    parser.add_argument(
        "--op-order", default="", help="comma-separated op names to propagate first (SPEC §2)"
    )
    parser.add_argument(
        "--conservative",
        action="store_true",
        help="Shardy's conservative propagation: no sub-axes, conservative rules",
    )
    parser.add_argument(
        "--mesh", help="mesh for the report's cost, e.g. data=2,model=4 (default: the module's)"
    )
    parser.add_argument(
        "--keep-io-sub-axes",
        action="store_true",
        help="skip the divisible-prefix / sub-axis removal on main's arguments and results",
    )
    parser.set_defaults(func=run)


def run(args: argparse.Namespace) -> int:
    from shardsat.ir.mlir_import import import_mlir
    from shardsat.solver.propagation.driver import propagate
    from shardsat.solver.solution import verify_solution

    program = import_mlir(read_text(args.file))
    order = [n.strip() for n in args.op_order.split(",") if n.strip()]
    solution = propagate(
        program,
        strategy=args.strategy,
        op_priority=not args.no_op_priority,
        op_order=order or None,
        divisible_io=not args.keep_io_sub_axes,
        remove_io_sub_axes=not args.keep_io_sub_axes,
        conservative=args.conservative,
    )
    verify_solution(solution, program, exclude=set(solution.stats["unsharded"]))
    write_atomic(args.output, annotated_mlir(program, solution))
    if args.report:
        report = build_report(program, solution, args.topology, args.mesh)
        report["file"] = str(args.file)
        write_atomic(args.report, json.dumps(report, indent=1, sort_keys=True))
    return 0


def annotated_mlir(program, solution) -> str:
    """The module with the propagated shardings written where Shardy writes them; values
    propagation never reached stay unannotated."""
    from shardsat.ir.mlir_export import export_mlir
    from shardsat.solver.propagation.output import output_form

    unsharded = set(solution.stats["unsharded"])
    annotated = {v: s for v, s in solution.shardings.items() if v not in unsharded}
    form = output_form(program, solution)
    return export_mlir(
        program,
        annotated,
        result_shardings=solution.stats["result_shardings"],
        op_attributes=form.op_attributes,
        boundaries=form.boundaries,
        clones=form.clones,
    )


def build_report(program, solution, topology: str, mesh: str | None = None) -> dict[str, Any]:
    """The JSON report, with the fields of `shardsat solve`'s report (solver, status, objective,
    bound, gap, solve_seconds, conflicts, model_size, stats, mesh, topology, shardings, cost,
    collectives, greedy, greedy_cost_s) so plans compare directly; plus `op_factor_axes`."""
    stats = {
        "values": len(solution.shardings),
        "unsharded": len(solution.stats["unsharded"]),
        "steps": solution.stats["steps"],
        "constant_copies": len(solution.stats["constant_copies"]),
        "result_shardings": {
            str(i): (str(s) if s is not None else None)
            for i, s in solution.stats["result_shardings"].items()
        },
    }
    report: dict[str, Any] = {
        "solver": solution.solver,
        "status": solution.status.value,
        "objective_name": "time",
        "objective": None,
        "bound": None,
        "bound_s": None,
        "gap": None,
        "solve_seconds": round(solution.solve_seconds, 6),
        "conflicts": list(solution.conflicts),
        "model_size": {"variables": 0, "constraints": 0},
        "stats": stats,
        "mesh": None,
        "topology": topology,
        "shardings": {v: str(s) for v, s in sorted(solution.shardings.items())},
        "cost": None,
        "collectives": [],
        "greedy": None,
        "greedy_cost_s": None,
        "op_factor_axes": {
            op: [[str(a) for a in axes] for axes in factors]
            for op, factors in sorted(solution.op_factor_axes.items())
        },
    }
    report.update(_cost_fields(program, solution, topology, mesh))
    return report


def _report_mesh(program, solution, mesh_text: str | None):
    """The mesh the cost is priced on (`--mesh`, else the module's first non-maximal mesh), or
    the reason there is none: the cost model prices plans on one mesh."""
    from shardsat.api import parse_mesh_axes, program_mesh

    if mesh_text:
        mesh = program_mesh(program, parse_mesh_axes(mesh_text))
        program.meshes.setdefault(mesh.name, mesh)
    else:
        found = [(n, m) for n, m in program.meshes.items() if not m.is_maximal]
        if not found:
            return None, "program declares no mesh (pass --mesh, e.g. --mesh data=2,model=4)"
        mesh = found[0][1].with_name(found[0][0])
    unsharded = set(solution.stats["unsharded"])
    others = sorted({
        s.mesh_name or str(s.inline_mesh) for v, s in solution.shardings.items()
        if v not in unsharded and (s.mesh_name != mesh.name or s.inline_mesh is not None)
    })  # fmt: skip
    if others:
        return mesh, f"cost model prices one mesh (@{mesh.name}); shardings also use {others}"
    return mesh, None


def _cost_fields(program, solution, topology: str, mesh_text: str | None = None) -> dict[str, Any]:
    """The cost model's view on one mesh (`cost_error` when the plan is not priceable)."""
    from shardsat.commands.solve import cost_fields
    from shardsat.cost.evaluate import evaluate
    from shardsat.cost.topology import load_topology

    mesh, error = _report_mesh(program, solution, mesh_text)
    if error is not None:
        return {"cost_error": error} | ({"mesh": str(mesh)} if mesh is not None else {})
    try:
        topo = load_topology(topology, mesh)
        cost = cost_fields(program, mesh, topo, solution)
        total_ns = evaluate(program, solution, mesh, topo).total_ns
    except ShardsatError as err:
        return {"cost_error": str(err), "mesh": str(mesh)}
    collectives = cost.pop("collectives")
    return {
        "mesh": str(mesh),
        "topology": getattr(topo, "name", topology),
        "objective": total_ns,
        "cost": cost,
        "collectives": collectives,
        "greedy": dict(cost, solve_seconds=round(solution.solve_seconds, 6)),
        "greedy_cost_s": cost["total_s"],
    }
