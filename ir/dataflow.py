"""Data-flow ops (Shardy's `ShardableDataFlowOpInterface`): how shardings cross region boundaries.

A `DataFlowEdge` names an *owner* value that holds the sharding, its *sources* (values whose
sharding flows into the owner) and its *targets* (values that must carry the owner's sharding).
Propagation treats each edge like an op with the identity rule: sources as operands, targets as
results (SHARDY.md §4.7). Built in:

- `stablehlo.while`: per loop value i, owner = result i; sources = operand i and the body's
  yield i; targets = result i, the cond block arg i and the body block arg i.
- `stablehlo.case` / `stablehlo.if`: owner = result i; sources = every branch's yield i.
- `stablehlo.optimization_barrier`: owner = result i; source = operand i.
- `sdy.named_computation` / `sdy.manual_computation`: operand i -> block arg i (owner), and
  yield i -> result i (owner); manual axes are recorded on manual-computation edges.
- `func.call`: call operand i -> callee arg i (owner, one source per call site), and callee
  return i -> call result i (owner).

Other dialects call `register_data_flow("mydialect.loop", fn)`; an op object may also provide a
`data_flow_edges(program)` method. `inline_calls(program)` flattens `func.call`s instead.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field

from shardsat.ir.program import Op, Program
from shardsat.model.errors import VerificationError


@dataclass(frozen=True, slots=True)
class DataFlowEdge:
    """Owner value, its sources and targets (the owner is always among the targets)."""

    op_id: str
    owner: str
    sources: tuple[str, ...]
    targets: tuple[str, ...]
    manual_axes: tuple[str, ...] = field(default=())


EdgesFn = Callable[[Op, Program], list[DataFlowEdge]]


def _while(op: Op, program: Program) -> list[DataFlowEdge]:
    cond, body = op.regions[0], op.regions[1]
    return [
        DataFlowEdge(op.id, r, (op.operands[i], body.yields[i]), (r, cond.args[i], body.args[i]))
        for i, r in enumerate(op.results)
    ]


def _case(op: Op, program: Program) -> list[DataFlowEdge]:
    return [
        DataFlowEdge(op.id, r, tuple(region.yields[i] for region in op.regions), (r,))
        for i, r in enumerate(op.results)
    ]


def _barrier(op: Op, program: Program) -> list[DataFlowEdge]:
    return [DataFlowEdge(op.id, r, (op.operands[i],), (r,)) for i, r in enumerate(op.results)]


def _region_computation(op: Op, program: Program) -> list[DataFlowEdge]:
    manual = tuple(op.attributes.get("manual_axes", ()) or ())
    body = op.regions[0]
    into = [
        DataFlowEdge(op.id, arg, (op.operands[i],), (arg,), manual)
        for i, arg in enumerate(body.args)
    ]
    out = [
        DataFlowEdge(op.id, r, (body.yields[i],), (r,), manual) for i, r in enumerate(op.results)
    ]
    return into + out


def _call(op: Op, program: Program) -> list[DataFlowEdge]:
    callee = program.functions.get(str(op.attributes.get("callee", "")))
    if callee is None:
        raise VerificationError(f"{op.id}: call to unknown function {op.attributes.get('callee')}")
    into = [
        DataFlowEdge(op.id, arg, (op.operands[i],), (arg,)) for i, arg in enumerate(callee.args)
    ]
    out = [DataFlowEdge(op.id, r, (callee.returns[i],), (r,)) for i, r in enumerate(op.results)]
    return into + out


_registry: dict[str, EdgesFn] = {
    "func.call": _call,
    "sdy.manual_computation": _region_computation,
    "sdy.named_computation": _region_computation,
    "stablehlo.case": _case,
    "stablehlo.if": _case,
    "stablehlo.optimization_barrier": _barrier,
    "stablehlo.while": _while,
}


def register_data_flow(op_name: str, fn: EdgesFn) -> None:
    """Declare `op_name` a data-flow op whose edges `fn(op, program)` returns."""
    _registry[op_name] = fn


def is_data_flow_op(op: Op) -> bool:
    return op.name in _registry or callable(getattr(op, "data_flow_edges", None))


def data_flow_edges(op: Op, program: Program) -> list[DataFlowEdge]:
    """The op's edges; [] for ops that are not data-flow ops."""
    method = getattr(op, "data_flow_edges", None)
    if callable(method):
        return list(method(program))
    fn = _registry.get(op.name)
    return fn(op, program) if fn is not None else []


@dataclass(frozen=True, slots=True)
class OperandEdge:
    """A result of a data-flow op that takes its sharding from some of the op's own operands:
    XLA reshards each such operand to the result's sharding at the op (e.g. all-gathers a
    sharded value into a replicated `optimization_barrier` result). `local`: the result's
    sharding reaches no region value (a barrier), so it may be chosen freely."""

    owner: str
    operands: tuple[str, ...]
    local: bool


def operand_edges(op: Op, program: Program) -> list[OperandEdge]:
    """The op's results that are fed by its operands (the edges the cost model prices)."""
    if not is_data_flow_op(op):
        return []
    results, operands = set(op.results), set(op.operands)
    out = []
    for edge in data_flow_edges(op, program):
        fed = tuple(v for v in edge.sources if v in operands)
        if edge.owner in results and fed:
            out.append(OperandEdge(edge.owner, fed, edge.targets == (edge.owner,)))
    return out


def program_data_flow_edges(program: Program) -> list[DataFlowEdge]:
    """Every edge of every data-flow op; call edges into one callee are merged per callee arg
    (each call site adds a source)."""
    edges: list[DataFlowEdge] = []
    merged: dict[str, DataFlowEdge] = {}
    for op in program.walk_ops():
        for edge in data_flow_edges(op, program):
            if op.name == "func.call" and edge.owner in merged:
                old = merged[edge.owner]
                merged[edge.owner] = DataFlowEdge(
                    old.op_id, old.owner, old.sources + edge.sources, old.targets
                )
            elif op.name == "func.call" and program.value(edge.owner).producer is None:
                merged[edge.owner] = edge
            else:
                edges.append(edge)
    return edges + list(merged.values())


def inline_calls(program: Program) -> Program:
    """The program with every `func.call` of the entry replaced by the callee's body
    (recursively, also inside regions); inlined ids are prefixed by the call op id
    (`main/call.4/relu/maximum.1`). Loops are kept (`ir.flatten.flatten_program` unrolls too)."""
    from shardsat.ir.flatten import flatten_program

    return flatten_program(program, unroll=False)
