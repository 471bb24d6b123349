"""Whole-program cost: step time (compute + communication), bytes moved, peak memory, per-item rows.

Execution model (docs/ARCHITECTURE.md), per op of the entry function in program order (ops inside
regions are priced once, like a loop body run once):
1. the op runs under a factor assignment: `op_factor_axes[op.id]` when given, else the cheapest
   of the assignments its operand/result shardings imply by projection (`candidate_factor_axes`:
   each tensor in turn is trusted first; see `price_op`);
2. `op_cost` prices its compute (roofline) and the all-gathers / permutes its need-replication /
   permutation factors need;
3. each operand whose value sharding differs from the sharding the assignment implies pays
   `plan_reshard(value → implied)`, once per (value, implied sharding): later ops that need the
   same value resharded the same way reuse it (XLA CSEs identical reshards, e.g. an FSDP weight
   gathered for the forward dot is reused by the backward one);
4. each result: `plan_reshard(implied + unreduced reduction axes → value sharding)`. With sharded
   reduction factors that plan starts with the all-reduce (or a reduce-scatter when the value is
   sliced along the reduced axes — XLA's and Shardy's fusion), so op_cost's own all-reduce rows are
   replaced by it;
5. a returned value whose function result sharding differs pays a reshard to it.
Times are int ns per item and totals are plain sums (no overlap of compute and communication):
`total_ns = compute_ns + communication_ns`. Every piece is a public function so the CP-SAT encoding
can tabulate the same integers: `candidate_factor_axes`, `implied_sharding`,
`price_assignment`, `price_op`.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

import pandas as pd
from shardsat.cost.collectives import ALL_REDUCE, Collective
from shardsat.cost.memory import peak_memory
from shardsat.cost.op_cost import FactorAxes, OpCost, normalize_factor_axes, op_cost
from shardsat.cost.reshard import ReshardPlan, plan_reshard
from shardsat.cost.topology import Topology
from shardsat.ir.program import Op, Program, TensorType
from shardsat.ir.registry import rule_for
from shardsat.model.axis import AxisRef, overlaps
from shardsat.model.mesh import Mesh
from shardsat.model.projection import project_tensor, sharding_from_factors
from shardsat.model.rule import OpShardingRule, TensorMapping
from shardsat.model.sharding import DimSharding, TensorSharding

COLUMNS = [
    "op",
    "op_name",
    "item",
    "kind",
    "axes",
    "bytes",
    "buffer_bytes",
    "time_ns",
    "flops",
    "detail",
]


@dataclass(frozen=True)
class CostReport:
    """Estimated step time on the mesh, split into compute and communication; peak memory.

    `rows` has one row per priced item (an op's compute, each collective) with COLUMNS.
    """

    total_ns: int
    compute_ns: int
    communication_ns: int
    communication_bytes: int
    peak_memory_bytes: int
    rows: pd.DataFrame = field(repr=False)

    def collectives(self) -> pd.DataFrame:
        """Rows that are communication (compute and free all-slices left out)."""
        return self.rows[(self.rows["kind"] != "compute") & (self.rows["bytes"] > 0)]

    def summary(self) -> dict[str, int]:
        return {
            "total_ns": self.total_ns,
            "compute_ns": self.compute_ns,
            "communication_ns": self.communication_ns,
            "communication_bytes": self.communication_bytes,
            "peak_memory_bytes": self.peak_memory_bytes,
        }


@dataclass(frozen=True)
class OpPricing:
    """Everything one op costs under one assignment (the rows of evaluate for that op)."""

    factor_axes: FactorAxes
    cost: OpCost
    operand_plans: tuple[ReshardPlan, ...]
    result_plans: tuple[ReshardPlan, ...]
    operand_targets: tuple[TensorSharding, ...] = ()
    """The sharding each operand is resharded to (the one the assignment implies)."""

    @property
    def collectives(self) -> tuple[Collective, ...]:
        """op_cost's collectives without its all-reduces (the result plans carry them)."""
        own = tuple(c for c in self.cost.collectives if c.kind != ALL_REDUCE)
        steps = [s for p in self.operand_plans + self.result_plans for s in p.steps]
        return own + tuple(steps)

    @property
    def communication_ns(self) -> int:
        return sum(c.time_ns for c in self.collectives)

    @property
    def communication_bytes(self) -> int:
        return sum(c.bytes for c in self.collectives)

    @property
    def time_ns(self) -> int:
        return self.cost.compute_ns + self.communication_ns


def _replicated(mesh_name: str, rank: int) -> TensorSharding:
    return TensorSharding(mesh_name, tuple(DimSharding() for _ in range(rank)))


def _tensor_elements(t: TensorType) -> int:
    return t.num_elements


def _tensor_order(
    rule: OpShardingRule, types: Sequence[TensorType], first: int | None
) -> list[int]:
    """Results first, then operands largest first (ties: lower index); `first` moved to the front."""
    n_operands = len(rule.operands)
    order = sorted(
        range(len(types)), key=lambda t: (t < n_operands, -_tensor_elements(types[t]), t)
    )
    if first is not None:
        order.remove(first)
        order.insert(0, first)
    return order


def derive_factor_axes(
    rule: OpShardingRule,
    shardings: Sequence[TensorSharding | None],
    types: Sequence[TensorType],
    mesh: Mesh,
    first: int | None = None,
) -> FactorAxes:
    """The assignment implied by operand/result shardings, trusting tensors in a fixed order.

    Tensors are ranked results first (XLA's SPMD partitioner keeps an op's output sharding and
    reshards operands to it), then operands largest first; `first` (a tensor index, operands then
    results) moves one tensor to the front. Each factor takes the axes of the first-ranked tensor
    that shards it; factors are settled in that order, each keeping the longest prefix of its
    axes that overlaps no axis an earlier factor kept.
    Example: dot `[{"x"}, {"y"}] x [{"y"}, {}] -> [{"x"}, {}]` gives i: x, j: -, k: y; FSDP's
    `[{"d"}, {}] x [{"d"}, {}] -> [{"d"}, {}]` gives i: d and the weight is all-gathered.
    """
    mappings = rule.tensors()
    projected = [
        project_tensor(s, m, rule.factor_sizes, mesh)
        for s, m in zip(shardings, mappings, strict=True)
    ]
    order = _tensor_order(rule, types, first)
    choice: dict[int, tuple[int, tuple[AxisRef, ...]]] = {}
    for t in order:
        for f, fs in projected[t].factors.items():
            if f not in choice and fs.axes:
                choice[f] = (t, fs.axes)
    taken: list[AxisRef] = []
    axes: dict[int, tuple[AxisRef, ...]] = {}
    rank = {t: i for i, t in enumerate(order)}
    for f in sorted(choice, key=lambda f: (rank[choice[f][0]], f)):
        kept: list[AxisRef] = []
        for ref in choice[f][1]:
            n = mesh.axis_size(ref.name)
            if any(overlaps(ref, other, n) for other in taken):
                break
            kept.append(ref)
        taken.extend(kept)
        axes[f] = tuple(kept)
    return normalize_factor_axes(axes, rule.num_factors)


def candidate_factor_axes(
    rule: OpShardingRule,
    shardings: Sequence[TensorSharding | None],
    types: Sequence[TensorType],
    mesh: Mesh,
) -> list[FactorAxes]:
    """Distinct assignments derived with each tensor trusted first (the default order first)."""
    out: list[FactorAxes] = []
    for first in [None, *range(len(types))]:
        axes = derive_factor_axes(rule, shardings, types, mesh, first)
        if axes not in out:
            out.append(axes)
    return out


def implied_sharding(
    rule: OpShardingRule,
    mapping: TensorMapping,
    factor_axes: FactorAxes,
    mesh: Mesh,
    mesh_name: str,
    unreduced: tuple[AxisRef, ...] = (),
) -> TensorSharding:
    """The sharding of one tensor of the op when its factors are sharded by `factor_axes`."""
    present = {f for dim in mapping for f in dim}
    per_factor = {f: a for f, a in enumerate(factor_axes) if f in present}
    return sharding_from_factors(
        mapping,
        per_factor,
        mesh,
        mesh_name,
        factor_sizes=rule.factor_sizes,
        unreduced=unreduced,
    )


def _reduction_axes(rule: OpShardingRule, factor_axes: FactorAxes) -> tuple[AxisRef, ...]:
    return tuple(a for f in sorted(rule.reduction) for a in factor_axes[f])


def price_op(
    program: Program,
    op: Op,
    shardings: Mapping[str, TensorSharding],
    mesh: Mesh,
    topology: Topology,
    factor_axes: FactorAxes | None = None,
    rule: OpShardingRule | None = None,
    mesh_name: str = "mesh",
) -> OpPricing | None:
    """Compute, factor collectives and operand/result reshards of one op (None: no rule).

    Without `factor_axes` the op runs under the cheapest of `candidate_factor_axes` (least
    communication time, then compute time, then candidate order): like XLA's partitioner, the
    op is split the way its operands and results are already sharded, whichever way costs least.
    """
    rule = rule or rule_for(op, program)
    if rule is None:
        return None
    types = [program.value(v).type for v in op.operands + op.results]
    given = [shardings.get(v) for v in op.operands + op.results]
    name = next((s.mesh_name for s in given if s is not None and s.mesh_name), mesh_name)
    if factor_axes is not None:
        axes = normalize_factor_axes(factor_axes, rule.num_factors)
        return price_assignment(op, rule, axes, shardings, types, mesh, topology, name)
    options = [
        price_assignment(op, rule, axes, shardings, types, mesh, topology, name)
        for axes in candidate_factor_axes(rule, given, types, mesh)
    ]
    return min(options, key=lambda p: (p.communication_ns, p.cost.compute_ns))


def price_assignment(
    op: Op,
    rule: OpShardingRule,
    factor_axes: FactorAxes,
    shardings: Mapping[str, TensorSharding],
    types: Sequence[TensorType],
    mesh: Mesh,
    topology: Topology,
    mesh_name: str = "mesh",
) -> OpPricing:
    """The pricing of one op under one given assignment (types: operands then results)."""
    n = len(op.operands)
    operand_types, result_types = list(types[:n]), list(types[n:])
    cost = op_cost(op, rule, factor_axes, operand_types, result_types, mesh, topology)
    operand_plans, targets = [], []
    for v, m, t in zip(op.operands, rule.operands, operand_types, strict=True):
        have = shardings.get(v) or _replicated(mesh_name, t.rank)
        need = implied_sharding(rule, m, factor_axes, mesh, mesh_name)
        targets.append(need)
        operand_plans.append(plan_reshard(have, need, t, mesh, topology))
    reduced = _reduction_axes(rule, factor_axes)
    result_plans = []
    for v, m, t in zip(op.results, rule.results, result_types, strict=True):
        made = implied_sharding(rule, m, factor_axes, mesh, mesh_name, unreduced=reduced)
        want = shardings.get(v) or _replicated(mesh_name, t.rank)
        result_plans.append(plan_reshard(made, want, t, mesh, topology))
    return OpPricing(factor_axes, cost, tuple(operand_plans), tuple(result_plans), tuple(targets))


def _plan_rows(op: Op, item: str, plan: ReshardPlan) -> list[dict[str, Any]]:
    return [_collective_row(op, item, c) for c in plan.steps]


def _collective_row(op: Op | None, item: str, c: Collective) -> dict[str, Any]:
    return {
        "op": op.id if op else "",
        "op_name": op.name if op else "func.return",
        "item": item,
        "kind": c.kind,
        "axes": ",".join(str(a) for a in c.axes),
        "bytes": c.bytes,
        "buffer_bytes": c.buffer_bytes,
        "time_ns": c.time_ns,
        "flops": 0,
        "detail": c.detail,
    }


def reshard_key(value_id: str, target: TensorSharding) -> tuple[str, str]:
    """Operand reshards with the same key are one collective sequence, paid once (XLA CSEs them)."""
    return value_id, str(target.closed())


def _op_rows(op: Op, pricing: OpPricing, paid: set[tuple[str, str]]) -> list[dict[str, Any]]:
    rows = [
        {
            "op": op.id,
            "op_name": op.name,
            "item": "compute",
            "kind": "compute",
            "axes": "",
            "bytes": 0,
            "buffer_bytes": pricing.cost.hbm_bytes,
            "time_ns": pricing.cost.compute_ns,
            "flops": pricing.cost.flops,
            "detail": f"padded_flops={pricing.cost.padded_flops}",
        }
    ]
    rows += [
        _collective_row(op, "factor", c) for c in pricing.cost.collectives if c.kind != ALL_REDUCE
    ]
    for i, plan in enumerate(pricing.operand_plans):
        key = reshard_key(op.operands[i], pricing.operand_targets[i])
        if plan.steps and key not in paid:
            rows += _plan_rows(op, f"operand {i}", plan)
            paid.add(key)
    for i, plan in enumerate(pricing.result_plans):
        rows += _plan_rows(op, f"result {i}", plan)
    return rows


def _reshard_op_rows(program, op, shardings, mesh, topology, mesh_name) -> list[dict[str, Any]]:
    """An explicit `sdy.reshard` (no rule): the plan from its operand's sharding to its own."""
    t = program.value(op.operands[0]).type
    have = shardings.get(op.operands[0]) or _replicated(mesh_name, t.rank)
    want = shardings.get(op.results[0]) or (
        op.attributes.get("sharding") if op.attributes else None
    )
    if want is None:
        return []
    return _plan_rows(op, "reshard", plan_reshard(have, want, t, mesh, topology))


def _walk(ops: list[Op]):
    for op in ops:
        yield op
        for region in op.regions:
            yield from _walk(region.ops)


def _solution_parts(solution_or_shardings: Any) -> tuple[Mapping[str, TensorSharding], Mapping]:
    if isinstance(solution_or_shardings, Mapping):
        return solution_or_shardings, {}
    return solution_or_shardings.shardings, getattr(solution_or_shardings, "op_factor_axes", {})


def _return_rows(program, shardings, mesh, topology, mesh_name) -> list[dict[str, Any]]:
    fn = program.main
    rows = []
    for i, v in enumerate(fn.returns):
        want = fn.result_shardings.get(i)
        if want is None:
            continue
        t = program.value(v).type
        have = shardings.get(v) or _replicated(want.mesh_name or mesh_name, t.rank)
        plan = plan_reshard(have, want, t, mesh, topology)
        rows += [_collective_row(None, f"return {i}", c) for c in plan.steps]
    return rows


def evaluate(
    program: Program,
    solution_or_shardings: Any,
    mesh: Mesh,
    topology: Topology,
    op_factor_axes: Mapping[str, FactorAxes] | None = None,
) -> CostReport:
    """The cost of running `program` with a sharding for every value (see module doc).

    `solution_or_shardings` is a `Solution` (its `op_factor_axes` are used) or a mapping value id →
    TensorSharding; values without one are replicated. `op_factor_axes` overrides per op.
    """
    shardings, given_axes = _solution_parts(solution_or_shardings)
    assignment = {**given_axes, **(op_factor_axes or {})}
    mesh_name = mesh.name or "mesh"
    rows: list[dict[str, Any]] = []
    paid: set[tuple[str, str]] = set()
    for op in _walk(program.main.ops):
        pricing = price_op(
            program, op, shardings, mesh, topology, assignment.get(op.id), mesh_name=mesh_name
        )
        if pricing is not None:
            rows += _op_rows(op, pricing, paid)
        elif op.name == "sdy.reshard":
            rows += _reshard_op_rows(program, op, shardings, mesh, topology, mesh_name)
    rows += _return_rows(program, shardings, mesh, topology, mesh_name)
    frame = pd.DataFrame(rows, columns=COLUMNS)
    compute = int(frame.loc[frame["kind"] == "compute", "time_ns"].sum())
    comm_rows = frame[frame["kind"] != "compute"]
    communication = int(comm_rows["time_ns"].sum())
    memory = peak_memory(program, shardings, mesh)
    return CostReport(
        total_ns=compute + communication,
        compute_ns=compute,
        communication_ns=communication,
        communication_bytes=int(comm_rows["bytes"].sum()),
        peak_memory_bytes=memory.peak_bytes,
        rows=frame,
    )
