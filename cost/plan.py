"""The per-op reshards a plan executes, for exporting it so XLA runs it as priced.

A Solution's value shardings say where tensors live between ops; its `op_factor_axes` say how
each op runs. The cost model prices an op under its assignment by resharding every operand to
the sharding the assignment implies (`evaluate.implied_sharding`) and the result from the implied
sharding to the value's. XLA only sees value shardings unless told the rest, so `plan_reshards`
lists exactly those implied shardings that differ from the values', keyed `(op id, index)`, the
form `ir.mlir_export.export_mlir(..., op_operand_shardings=, op_result_shardings=)` takes. It
lives in cost/ because ir/ cannot import the rules of pricing (layering model <- ir <- cost).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

from shardsat.cost.conv_cases import WINDOW_SHARDED, xla_case
from shardsat.cost.evaluate import case_factor_axes, implied_sharding, reduction_order, sliced_like
from shardsat.cost.op_cost import FactorAxes, normalize_factor_axes
from shardsat.cost.rolled_plan import PlanShardings, rolled_plan
from shardsat.ir.program import Program
from shardsat.ir.registry import rule_for
from shardsat.model.errors import RuleError
from shardsat.model.mesh import Mesh
from shardsat.model.sharding import DimSharding, TensorSharding


@dataclass(frozen=True)
class PlanReshards:
    """Where a plan's ops need their tensors, where that differs from the value shardings."""

    operands: PlanShardings = field(default_factory=dict)
    """(op id, operand index) -> the sharding the op reads the operand in."""
    results: PlanShardings = field(default_factory=dict)
    """(op id, result index) -> the sharding the op makes the result in (reduction axes
    reduced: the partial sums are all-reduced as part of making it)."""

    def export_kwargs(self) -> dict[str, PlanShardings]:
        """Keyword arguments for `ir.mlir_export.export_mlir`."""
        return {"op_operand_shardings": self.operands, "op_result_shardings": self.results}


def plan_reshards(
    program: Program,
    solution_or_shardings: Any,
    mesh: Mesh,
    op_factor_axes: Mapping[str, FactorAxes] | None = None,
) -> PlanReshards:
    """The operand/result shardings implied by each op's factor assignment that differ from the
    value shardings (a Solution's `op_factor_axes`, or `op_factor_axes` given; ops without an
    assignment are left to XLA). Values without a sharding count as replicated, as in evaluate.
    """
    if isinstance(solution_or_shardings, Mapping):
        shardings, assignment = solution_or_shardings, dict(op_factor_axes or {})
    else:
        shardings = solution_or_shardings.shardings
        assignment = {**solution_or_shardings.op_factor_axes, **(op_factor_axes or {})}
    mesh_name = mesh.name or "mesh"
    operands: PlanShardings = {}
    results: PlanShardings = {}
    for op_id, axes in assignment.items():
        op = program.op(op_id)
        rule = rule_for(op, program)
        if rule is None:
            raise RuleError(f"plan_reshards: op {op_id} has a factor assignment but no rule")
        axes = _xla_case_axes(
            program, op, rule, normalize_factor_axes(axes, rule.num_factors), mesh
        )
        tensors = [(operands, op.operands, rule.operands), (results, op.results, rule.results)]
        for out, values, mappings in tensors:
            for i, (value, mapping) in enumerate(zip(values, mappings, strict=True)):
                need = implied_sharding(rule, mapping, axes, mesh, mesh_name)
                have = shardings.get(value) or _replicated(mesh_name, len(mapping))
                if out is results:
                    need = _stepped_result(op, rule, axes, need, have, mesh)
                if need.closed() != have.closed():
                    out[(op_id, i)] = need
    return PlanReshards(operands, results)


def _xla_case_axes(program: Program, op, rule, axes: FactorAxes, mesh: Mesh) -> FactorAxes:
    """The assignment XLA would run instead when the planned one is a case of its own
    (`conv_cases.xla_case`, or a custom rule's unshared factors; evaluate prices that one): an
    fft split along its batch dims is computed whole, so its operand is pinned replicated and
    its result sliced from there, not pinned split and then moved again."""
    case = _planned_case(program, op, rule, axes, mesh)
    return axes if case == WINDOW_SHARDED else case_factor_axes(op, rule, case, axes)


def _planned_case(program: Program, op, rule, axes: FactorAxes | None, mesh: Mesh, shardings=None):
    """`conv_cases.xla_case` of `op` under the shardings its assignment implies (without one:
    its value `shardings`)."""
    if axes is None:
        seen = [shardings.get(v) for v in op.operands + op.results]
    else:
        tensors = [*rule.operands, *rule.results]
        seen = [implied_sharding(rule, m, axes, mesh, mesh.name or "mesh") for m in tensors]
    shapes = [program.value(v).type.shape for v in op.operands + op.results]
    return xla_case(op, seen, shapes, mesh)


def window_sharded_convs(program: Program, solution: Any, mesh: Mesh) -> list[str]:
    """The convolutions a plan runs in XLA's window-sharded case (`conv_cases.WINDOW_SHARDED`,
    from each op's factor assignment, else its value shardings): XLA on CPU with the pinned jax
    computes several such layouts wrong (`experiments/probe_conv_numerics.py`). CP-SAT's plans
    have none; greedy's (Shardy's) can."""
    found = []
    for op in program.walk_ops():
        rule = rule_for(op, program) if op.name == "stablehlo.convolution" else None
        if rule is None:
            continue
        axes = solution.op_factor_axes.get(op.id)
        axes = None if axes is None else normalize_factor_axes(axes, rule.num_factors)
        if _planned_case(program, op, rule, axes, mesh, solution.shardings) == WINDOW_SHARDED:
            found.append(op.id)
    return found


def _stepped_result(
    op, rule, axes: FactorAxes, need: TensorSharding, want: TensorSharding, mesh: Mesh
) -> TensorSharding:
    """The result sharding to pin when XLA reduces in steps (`evaluate.reduction_order`): the
    axes reduced first stay sliced like `want` (the price reduces the rest on the slice, and
    XLA does so only when the op's own result carries that slice), else `need`."""
    head, separate, _ = reduction_order(op, rule, axes, want, mesh)
    if not head and not separate:
        return need
    return sliced_like(need, want, head)


def _replicated(mesh_name: str, rank: int) -> TensorSharding:
    return TensorSharding(mesh_name, tuple(DimSharding() for _ in range(rank)))


def export_plan(program: Program, solution: Any, mesh: Mesh) -> tuple[str, int]:
    """The plan as MLIR that XLA executes as priced, and the number of reshards it pins.

    Value shardings alone let XLA's partitioner run each op its own way (and re-propagate
    between boundaries), so besides them every per-op reshard of `plan_reshards` becomes an
    `sdy.sharding_constraint` and every op result is pinned to its value's sharding
    (`ir.mlir_export.export_mlir(pin_values=True)`); docs/ir.md "Exporting plans". Loops that
    were unrolled and whose iterations run one plan are written rolled (`cost.rolled_plan`).
    """
    from shardsat.ir.mlir_export import export_mlir

    reshards = plan_reshards(program, solution, mesh)
    shardings = solution.shardings
    rolled = rolled_plan(program, shardings, reshards)
    if rolled is not None:
        program, shardings, operands, results = rolled
        reshards = PlanReshards(operands, results)
    text = export_mlir(program, shardings, **reshards.export_kwargs(), pin_values=True)
    return text, len(reshards.operands) + len(reshards.results)
