"""Run several sharding strategies on one program and mesh, cost them alike, check them with XLA.

Strategies (STRATEGIES):
- `greedy-basic`, `greedy-aggressive`: our Shardy-faithful propagation (solver/greedy.py);
- `shardy`: Shardy itself, jaxlib's `sdy-propagation-pipeline` run in-process on the annotated
  StableHLO text; its output module is imported and costed like any other plan;
- `cpsat-comm`, `cpsat-time`: CP-SAT with the bytes-moved and the step-time objective;
- `expert`: the standard plans (DP, FSDP, Megatron TP, their products, expert parallelism;
  solver/expert.py), one row per family (`expert-dp×tp`, its best role assignment in `plan`);
  as a single strategy (`run_strategy`, batch runs) the cheapest of them.

Every plan is priced by `cost.evaluate` with the same topology (the numbers in the table), and,
with `xla=True`, compiled by XLA on fake CPU devices as it is emitted for execution and the
collectives XLA inserted are summed (`xla_bytes`, experiments/xla_check.py), the ground truth for
the prediction: greedy and CP-SAT plans through the planned export (value shardings + each op's
reshards + pinned values, `planned_export`), Shardy's plan as Shardy's module. Our plans are also
compiled from their value shardings alone (`xla_values_bytes`), what XLA does when left to choose.

A `Case` is what the strategies share: the program (mesh attached, batch dims of data inputs
seeded `{"data", ?}` for zoo models), the topology, and the same seeds as MLIR text for Shardy.
"""

from __future__ import annotations

import re
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Any

from shardsat.experiments import zoo
from shardsat.ir.program import Program
from shardsat.model.errors import ShardsatError
from shardsat.model.mesh import Mesh, MeshAxis
from shardsat.model.sharding import DimSharding, TensorSharding

STRATEGIES = ("greedy-basic", "greedy-aggressive", "shardy", "cpsat-comm", "cpsat-time", "expert")
MESH_NAME = zoo.MESH_NAME
COLLECTIVE_KINDS = (
    "all-gather",
    "reduce-scatter",
    "all-reduce",
    "all-to-all",
    "collective-permute",
)


class CompareError(ShardsatError):
    """Bad mesh text, strategy name or input for a comparison."""


@dataclass
class Case:
    """One program on one mesh and topology, ready for every strategy."""

    name: str
    program: Program
    mesh: Mesh
    topology: Any
    annotated_text: str
    """StableHLO with `sdy.mesh @mesh` and the seeds: the input Shardy gets."""
    settings: dict[str, Any] = field(default_factory=dict)
    expert_plans: dict[tuple, Any] = field(default_factory=dict, repr=False)
    """Built expert plan sets by (families, time limit): built once, shared by every row."""


def parse_mesh_spec(text: str) -> Mesh:
    """`data=2,model=4` (or Shardy text `<["data"=2, "model"=4]>`) as a mesh named `mesh`."""
    text = text.strip()
    if text.startswith(("<", "@", "sdy.mesh")):
        from shardsat.model.parse import parse_mesh

        return replace(parse_mesh(text), name=MESH_NAME)
    axes = []
    for part in filter(None, text.split(",")):
        match = re.fullmatch(r"\s*([A-Za-z_][A-Za-z0-9_]*)\s*=\s*(\d+)\s*", part)
        if match is None:
            raise CompareError(f"mesh {text!r}: expected name=size[,name=size...], got {part!r}")
        axes.append(MeshAxis(match.group(1), int(match.group(2))))
    if not axes:
        raise CompareError(f"mesh {text!r}: no axes")
    if len({a.name for a in axes}) != len(axes):
        raise CompareError(f"mesh {text!r}: duplicate axis name")
    return Mesh(tuple(axes), (), MESH_NAME)


def num_devices(mesh: Mesh) -> int:
    size = 1
    for axis in mesh.axes:
        size *= axis.size
    return size


# ---------------------------------------------------------------------------------------------
# MLIR text with a mesh and argument shardings (for Shardy and XLA)


def _context() -> Any:
    from shardsat.ir import jax_compat as jax_mlir

    return jax_mlir.make_ir_context()


def _main_func(module: Any) -> Any:
    from jax.extend.mlir import ir

    for op in module.body.operations:
        if (
            op.operation.name == "func.func"
            and ir.StringAttr(op.attributes["sym_name"]).value == "main"
        ):
            return op
    raise CompareError("module has no func.func @main")


def annotate_text(mlir_text: str, mesh: Mesh, arg_shardings: dict[int, TensorSharding]) -> str:
    """`mlir_text` with `sdy.mesh @mesh = <...>` added (unless present) and `sdy.sharding` set on
    the given arguments of @main. Uses jaxlib's MLIR bindings, so the result is valid MLIR."""
    from jax.extend.mlir import ir

    with _context(), ir.Location.unknown():
        module = ir.Module.parse(mlir_text)
        if f"sdy.mesh @{MESH_NAME} " not in mlir_text:
            mesh_text = "<[" + ", ".join(str(a) for a in mesh.axes) + "]>"
            mesh_op = ir.Operation.parse(f"sdy.mesh @{MESH_NAME} = {mesh_text}")
            ir.InsertionPoint.at_block_begin(module.body).insert(mesh_op)
        main = _main_func(module)
        count = len(main.regions[0].blocks[0].arguments)
        old = ir.ArrayAttr(main.attributes["arg_attrs"]) if "arg_attrs" in main.attributes else None
        new = []
        for i in range(count):
            entries = {}
            if old is not None:
                attrs = ir.DictAttr(old[i])
                entries = {attrs[j].name: attrs[j].attr for j in range(len(attrs))}
            if i in arg_shardings:
                entries["sdy.sharding"] = ir.Attribute.parse(arg_shardings[i].attr_text())
            new.append(ir.DictAttr.get(entries))
        main.attributes["arg_attrs"] = ir.ArrayAttr.get(new)
        return module.operation.get_asm(enable_debug_info=False)


def run_shardy(annotated_text: str) -> str:
    """Shardy's `sdy-propagation-pipeline` (jaxlib, in-process) on annotated StableHLO."""
    from jax.extend.mlir import ir, passmanager

    with _context(), ir.Location.unknown():
        module = ir.Module.parse(annotated_text)
        try:
            passmanager.PassManager.parse("builtin.module(sdy-propagation-pipeline)").run(
                module.operation
            )
        except Exception as err:  # MLIR raises its own error type with diagnostics
            raise CompareError(f"shardy propagation failed: {str(err).splitlines()[0]}") from None
        return module.operation.get_asm(enable_debug_info=False)


# ---------------------------------------------------------------------------------------------
# cases


def case_from_model(
    name: str, mesh: Mesh, topology: str, seed: bool = True, **overrides: Any
) -> Case:
    """A zoo model with `mesh` attached and its batch dims seeded on the data axis."""
    from shardsat.cost.topology import load_topology
    from shardsat.ir.mlir_import import import_mlir

    entry = zoo.lower_entry(name, **overrides)
    program = zoo.attach_mesh(import_mlir(entry.mlir), mesh, entry.batch_dims, seed)
    text = annotate_text(entry.mlir, mesh, dict(program.main.arg_shardings))
    program.source = text  # the exporter writes plans into this text, which declares @mesh
    settings = {"model": entry.spec.name, "config": entry.spec.config, "seed": seed}
    return Case(entry.spec.name, program, mesh, load_topology(topology, mesh), text, settings)


def case_from_file(path: str | Path, mesh: Mesh | None, topology: str) -> Case:
    """An MLIR file; its own mesh is used unless `mesh` is given (then attached as @mesh)."""
    from shardsat.cost.topology import load_topology
    from shardsat.ir.mlir_import import import_mlir
    from shardsat.model.files import read_text

    text = read_text(path)  # unreadable or binary input: a one-line error naming the file
    program = import_mlir(text)
    if mesh is None:
        if len(program.meshes) != 1:
            raise CompareError(f"{path}: has {len(program.meshes)} meshes; pass --mesh")
        mesh_name, mesh = next(iter(program.meshes.items()))
        mesh = replace(mesh, name=mesh_name)
        annotated = text
    else:
        program.meshes[MESH_NAME] = mesh
        annotated = annotate_text(text, mesh, dict(program.main.arg_shardings))
        program.source = annotated
    settings = {"model": Path(path).name}
    return Case(Path(path).name, program, mesh, load_topology(topology, mesh), annotated, settings)


# ---------------------------------------------------------------------------------------------
# strategies


def given_shardings(program: Program) -> dict[str, TensorSharding]:
    """Value id -> sharding as written in the program (args, op results); the rest replicated.

    Used to read Shardy's output, where values it never sharded stay unannotated (= replicated
    when executed).
    """
    shardings: dict[str, TensorSharding] = {}
    fn = program.main
    for i, arg in enumerate(fn.args):
        if i in fn.arg_shardings:
            shardings[arg] = fn.arg_shardings[i].closed()
    for op in program.walk_ops():
        if op.sharding is None:
            continue
        for value, sharding in zip(op.results, op.sharding, strict=False):
            shardings[value] = sharding.closed()
    mesh_name = next(iter(program.meshes), MESH_NAME)
    for value_id, value in program.values.items():
        if value_id not in shardings:
            dims = tuple(DimSharding((), False) for _ in range(value.type.rank))
            shardings[value_id] = TensorSharding(mesh_name, dims)
    return shardings


def run_strategy(case: Case, strategy: str, options: dict[str, Any]) -> tuple[Any, Program, str]:
    """`(solution, program it refers to, MLIR text to compile)` of one strategy on a case."""
    from shardsat.solver.solution import Solution, SolveStatus

    if strategy.startswith("greedy-"):
        from shardsat.solver.propagation.driver import propagate

        solution = propagate(case.program, strategy=strategy.removeprefix("greedy-"))
        return solution, case.program, ""
    if strategy.startswith("cpsat-"):
        from shardsat.solver.cpsat.driver import solve

        objective = strategy.removeprefix("cpsat-")
        kwargs = {
            k: options[k]
            for k in ("time_limit", "workers", "seed", "memory_budget")
            if k in options
        }
        solution = solve(case.program, case.mesh, case.topology, objective=objective, **kwargs)
        return solution, case.program, ""
    if strategy == "expert":
        plans = expert_plan_set(case, options).plans
        if not plans:
            raise CompareError("expert: no standard plan applies to this program and mesh")
        return plans[0].solution, case.program, ""
    if strategy == "shardy":
        from shardsat.ir.mlir_import import import_mlir

        start = time.perf_counter()
        text = run_shardy(case.annotated_text)
        seconds = time.perf_counter() - start
        program = import_mlir(text)
        solution = Solution(
            SolveStatus.FEASIBLE, given_shardings(program), "shardy", solve_seconds=seconds
        )
        return solution, program, text
    raise CompareError(f"unknown strategy {strategy!r}; known: {', '.join(STRATEGIES)}")


def exported_text(program: Program, solution: Any) -> str:
    """The plan's value shardings alone as MLIR (ir.mlir_export): XLA picks how each op runs."""
    from shardsat.ir.mlir_export import export_mlir

    return export_mlir(program, solution.shardings)


def planned_export(program: Program, solution: Any, mesh: Mesh) -> tuple[str, int]:
    """The plan as shardsat emits it for execution: value shardings, each op's reshards and
    pinned values (`cost.plan.export_plan`), and how many reshards that takes."""
    from shardsat.cost.plan import export_plan

    return export_plan(program, solution, mesh)


def evaluate_row(case: Case, solution: Any, program: Program) -> dict[str, Any]:
    """The cost model's numbers for a plan (cost.evaluate), flat for a table."""
    from shardsat.cost.evaluate import evaluate

    report = evaluate(program, solution, case.mesh, case.topology)
    row = {
        "total_ns": int(report.total_ns),
        "compute_ns": int(report.compute_ns),
        "communication_ns": int(report.communication_ns),
        "communication_bytes": int(report.communication_bytes),
        "peak_memory_bytes": int(report.peak_memory_bytes),
    }
    rows = getattr(report, "rows", None)
    if rows is not None and "kind" in getattr(rows, "columns", ()) and "bytes" in rows.columns:
        for kind, total in rows.groupby("kind")["bytes"].sum().items():
            if kind in COLLECTIVE_KINDS:
                row[f"{str(kind).replace('-', '_')}_bytes"] = int(total)
    return row


def strategy_row(
    case: Case,
    strategy: str,
    options: dict[str, Any],
    xla: bool,
    evaluate: bool = True,
    keep: dict[str, Any] | None = None,
) -> dict[str, Any]:
    """One table row: status, objective, bound, gap, solve time, costs, XLA-measured bytes.

    `xla_bytes` is what XLA inserts when running the plan as it is emitted: Shardy's output
    module for `shardy`, the planned export (reshards + pinned values, `reshards` of them) for
    our solvers. `xla_values_bytes` is the values-only export of our plans, where XLA's own
    propagation and partitioner choose how each op runs (shows what the pins buy). `keep`, when
    given, receives the run's `solution`, `program` and Shardy's `text` (batch saves the plan).
    """
    solution, program, text = run_strategy(case, strategy, options)
    if keep is not None:
        keep.update(solution=solution, program=program, text=text)
    row: dict[str, Any] = {
        "strategy": strategy,
        "status": solution.status.value,
        "objective": solution.objective,
        "bound": solution.bound,
        "gap": solution.gap,
        "solve_seconds": round(solution.solve_seconds, 4),
    }
    if not solution.shardings:  # no plan (UNKNOWN within the time limit, or INFEASIBLE)
        return row
    if evaluate:
        row |= evaluate_row(case, solution, program)
    if xla:
        row |= _xla_row(case, program, solution, text)
    return row


def _xla_row(case: Case, program: Program, solution: Any, text: str) -> dict[str, Any]:
    """XLA's collectives for the emitted plan and, for our plans, for the values-only export."""
    from shardsat.experiments.xla_check import summarize, xla_collectives

    row: dict[str, Any] = {}
    ours = not text  # Shardy's rows come with the module Shardy emitted
    try:
        if ours:
            text, row["reshards"] = planned_export(program, solution, case.mesh)
        row |= summarize(xla_collectives(text, case.mesh))
    except ShardsatError as err:  # export or XLA compile refused the plan
        row["xla_error"] = str(err)
    if ours:
        try:
            values = xla_collectives(exported_text(program, solution), case.mesh)
            row["xla_values_bytes"] = sum(c.bytes for c in values)
        except ShardsatError as err:
            row["xla_values_error"] = str(err)
    return row


def expert_plan_set(case: Case, options: dict[str, Any]) -> Any:
    """Every standard plan on the case (solver.expert), built once per case and kept on it.

    `options["expert_families"]` restricts the families, `options["expert_time_limit"]` (s)
    stops starting new plans."""
    from shardsat.solver.expert import build_expert_plans

    key = (tuple(options.get("expert_families") or ()), options.get("expert_time_limit"))
    cache = case.expert_plans
    if key not in cache:
        cache[key] = build_expert_plans(
            case.program, case.mesh, case.topology, key[0] or None, key[1]
        )
    return cache[key]


def expert_rows(case: Case, options: dict[str, Any], xla: bool) -> list[dict[str, Any]]:
    """One row per expert plan family, its cheapest role assignment, priced and XLA-checked
    like every other row; a row with status ERROR when no plan applies."""
    found = expert_plan_set(case, options)
    best = found.best_per_family()
    if not best:
        reasons = "; ".join(f"{name}: {why}" for name, why in found.skipped)
        return [{"strategy": "expert", "status": "ERROR", "error": reasons or "no plan"}]
    rows = []
    for plan in best:
        row: dict[str, Any] = {
            "strategy": f"expert-{plan.family}",
            "plan": plan.name,
            "status": plan.solution.status.value,
            "objective": float(plan.cost_ns),
            "bound": None,
            "gap": None,
            "solve_seconds": round(plan.solution.solve_seconds, 4),
        }
        row |= evaluate_row(case, plan.solution, case.program)
        if xla:
            row |= _xla_row(case, case.program, plan.solution, "")
        rows.append(row)
    return rows


def _strategy_rows(case: Case, strategy: str, options: dict[str, Any], xla: bool) -> list[dict]:
    if strategy not in STRATEGIES:
        raise CompareError(f"unknown strategy {strategy!r}; known: {', '.join(STRATEGIES)}")
    try:
        if strategy == "expert":
            return expert_rows(case, options, xla)
        return [strategy_row(case, strategy, options, xla)]
    except ShardsatError as err:
        return [{"strategy": strategy, "status": "ERROR", "error": str(err)}]


def compare_case(
    case: Case,
    strategies: Sequence[str] = STRATEGIES,
    options: dict[str, Any] | None = None,
    xla: bool = True,
    on_row: Callable[[dict[str, Any]], None] | None = None,
) -> Any:
    """A pandas DataFrame, one row per strategy and per expert plan family (failures recorded
    as status ERROR)."""
    import pandas as pd

    for strategy in strategies:  # refuse before any work is done
        if strategy not in STRATEGIES:
            raise CompareError(f"unknown strategy {strategy!r}; known: {', '.join(STRATEGIES)}")
    rows = []
    for strategy in strategies:
        for found in _strategy_rows(case, strategy, options or {}, xla):
            row = {"model": case.name, **found}
            rows.append(row)
            if on_row is not None:
                on_row(row)
    return pd.DataFrame(rows)
