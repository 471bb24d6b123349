"""The data-flow graph (networkx) and constant splitting.

`dataflow_graph(program, split_constants=True)` is a `networkx.MultiDiGraph`:

- nodes: every op (id = op id, also ops nested in regions), every function argument and block
  argument (id = value id), and one `<function>/return` node per function. Node attributes:
  `kind` ("op", "arg", "block_arg", "return"), `name` (op name), `op` (the Op), `function`,
  and for argument nodes `value` and `index`.
- edges: one per use of a value: producer node -> consumer node, attributes `value`,
  `result_index` (the value's index among its producer's results; 0 for arguments) and
  `operand_index` (position among the consumer's operands); values a region yields get an edge to
  the region's op with `operand_index=None`, `yield_index`, `region`; values a function returns
  go to its return node (`operand_index` = result position). Data-flow edges (while, case,
  calls, ...) are in `graph.graph["data_flow_edges"]` (see `ir/dataflow.py`).

Constant splitting (SPEC.md §2, Shardy's `sdy-constant-or-scalar-splitter`): every use of a
constant sub-computation (a `ConstantLike` op, or an `Elementwise`/`ConstantFoldable` op whose
operands are all constant sub-computations) and of every scalar broadcast gets its own copy, so
unrelated consumers are not tied together by a false dependency. The first use keeps the original
ids; later uses get `~1`, `~2`, ... appended to op and value ids (`main/constant.3~1`).
"""

from __future__ import annotations

from collections import ChainMap
from dataclasses import replace
from typing import Any

import networkx as nx
from shardsat.ir.dataflow import program_data_flow_edges
from shardsat.ir.program import Function, Op, Program, Region, Value
from shardsat.ir.traits import CONSTANT_FOLDABLE, CONSTANT_LIKE, ELEMENTWISE, has_trait


def is_constant_sub_computation(op: Op, constant_values: set[str]) -> bool:
    if has_trait(op.name, CONSTANT_LIKE):
        return not op.operands
    if has_trait(op.name, ELEMENTWISE) or has_trait(op.name, CONSTANT_FOLDABLE):
        return all(v in constant_values for v in op.operands)
    return False


FOLDED_LEAVES = ("stablehlo.constant", "sdy.constant")
"""Literal constants: the leaves of what a compiler folds (not iotas: ops of iotas stay ops)."""


def folded_values(program: Program) -> frozenset[str]:
    """Values computed from literal constants alone (elementwise and constant-foldable ops of
    `FOLDED_LEAVES`), in one pass over the program, cached with its look-up tables."""
    tables = program._tables()
    found = tables.get("folded")
    if found is None:
        values: set[str] = set()
        for op in program.walk_ops():
            foldable = has_trait(op.name, ELEMENTWISE) or has_trait(op.name, CONSTANT_FOLDABLE)
            if (op.name in FOLDED_LEAVES and not op.operands) or (
                foldable and op.operands and all(v in values for v in op.operands)
            ):
                values.update(op.results)
        found = tables["folded"] = frozenset(values)
    return found


EFFECTFUL_OPS = frozenset({
    "stablehlo.outfeed", "stablehlo.infeed", "stablehlo.send", "stablehlo.recv",
    "stablehlo.after_all", "stablehlo.all_reduce", "stablehlo.all_gather",
    "stablehlo.all_to_all", "stablehlo.reduce_scatter", "stablehlo.collective_permute",
    "stablehlo.collective_broadcast", "func.call",
})  # fmt: skip
"""Ops kept although nothing reads their results: I/O and tokens, user-written collectives,
and calls (their callee may have effects)."""


def dead_ops(program: Program) -> frozenset[str]:
    """Ops of the entry function whose results reach neither its returns nor an effectful op
    (with everything nested in them), in one backward pass, cached with the look-up tables.
    XLA's dead-code elimination (and its while-loop simplifier, for loop outputs nothing
    reads) deletes them before partitioning, so they cost nothing: a scanned backward pass
    makes the gradient of every micro-batch's input, which nothing uses."""
    tables = program._tables()
    found = tables.get("dead")
    if found is None:
        live = set(program.main.returns)
        dead: set[str] = set()
        for op in reversed(program.main.ops):
            if op.results and not _is_effectful(op) and not any(r in live for r in op.results):
                dead.update(o.id for o in _nested(op))
                continue
            for inner in _nested(op):
                live.update(inner.operands)
                for region in inner.regions:
                    live.update(region.yields)
        found = tables["dead"] = frozenset(dead)
    return found


def live_main(program: Program) -> Function:
    """The entry function without its dead ops (`dead_ops`): what XLA schedules and allocates."""
    dead = dead_ops(program)
    return replace(program.main, ops=[op for op in program.main.ops if op.id not in dead])


def op_regions(program: Program) -> dict[str, str]:
    """Op id -> the region it runs in: "" for the entry function's own ops, else "op id/region
    index". XLA's CSE stays inside one region (a `case` branch, a loop body is a computation of
    its own), so equal reshards are shared only within one (cached with the look-up tables)."""
    tables = program._tables()
    found = tables.get("regions")
    if found is None:
        found = tables["regions"] = {}

        def walk(ops, scope: str) -> None:
            for op in ops:
                found[op.id] = scope
                for r, region in enumerate(op.regions):
                    walk(region.ops, f"{op.id}/{r}")

        walk(program.main.ops, "")
    return found


def _is_effectful(op: Op) -> bool:
    if op.name in EFFECTFUL_OPS:
        return True
    effect = str((op.attributes or {}).get("has_side_effect", "")).lower()
    return op.name == "stablehlo.custom_call" and effect in ("true", "1")


def _nested(op: Op) -> list[Op]:
    out = [op]
    for region in op.regions:
        for inner in region.ops:
            out.extend(_nested(inner))
    return out


def is_scalar_broadcast(op: Op, program: Program) -> bool:
    return (
        op.name == "stablehlo.broadcast_in_dim"
        and len(op.operands) == 1
        and program.value(op.operands[0]).type.num_elements == 1
    )


def split_constants(program: Program) -> Program:
    """A copy of `program` where every constant sub-computation and scalar broadcast has one copy
    per use (see the module docstring). Programs without shared constants come back equal."""
    return _Splitter(program).run()


class _Splitter:
    def __init__(self, program: Program) -> None:
        self.src = program
        self.values: dict[str, Value] = {}
        self.copies: dict[str, int] = {}  # op id -> copies made so far

    def run(self) -> Program:
        functions = {}
        for fn in self.src.functions.values():
            for a in fn.args:
                self.values[a] = self.src.value(a)
            ops, returns = self.block(fn.ops, fn.returns)
            functions[fn.name] = Function(
                fn.name, fn.args, ops, returns, dict(fn.arg_shardings),
                dict(fn.result_shardings), fn.is_public,
            )  # fmt: skip
        out = Program(functions, self.values, dict(self.src.meshes), self.src.entry)
        if [op.id for op in out.walk_ops()] == [op.id for op in self.src.walk_ops()]:
            out.source = self.src.source  # nothing split: still the source module's program
        return out

    def block(
        self,
        ops: list[Op],
        yields: tuple[str, ...],
        outer: ChainMap[str, Op] | None = None,
        outer_constants: ChainMap[str, bool] | None = None,
    ) -> tuple[list[Op], tuple[str, ...]]:
        """Rebuild a block: splittable ops are emitted lazily, one clone per use (a use inside a
        nested region gets its clone inside that region)."""
        splittable: ChainMap[str, Op] = (outer or ChainMap()).new_child()
        constant_values: ChainMap[str, bool] = (outer_constants or ChainMap()).new_child()
        out: list[Op] = []
        for op in ops:
            if is_constant_sub_computation(op, constant_values):
                constant_values.update(dict.fromkeys(op.results, True))
            if op.results and (
                is_constant_sub_computation(op, constant_values)
                or is_scalar_broadcast(op, self.src)
            ):
                for r in op.results:
                    splittable[r] = op
                continue
            operands = tuple(self.use(v, splittable, out) for v in op.operands)
            regions = [self.region(r, splittable, constant_values) for r in op.regions]
            for r in op.results:
                self.values[r] = self.src.value(r)
            out.append(_with(op, op.id, operands, op.results, regions))
        new_yields = tuple(self.use(v, splittable, out) for v in yields)
        return out, new_yields

    def region(
        self,
        region: Region,
        splittable: ChainMap[str, Op] | None = None,
        constants: ChainMap[str, bool] | None = None,
    ) -> Region:
        for a in region.args:
            self.values[a] = self.src.value(a)
        ops, yields = self.block(region.ops, region.yields, splittable, constants)
        return Region(region.args, ops, yields)

    def use(self, value: str, splittable: ChainMap[str, Op], out: list[Op]) -> str:
        """The value to read for one use: a fresh clone of its splittable producer chain."""
        op = splittable.get(value)
        if op is None:
            return value
        k = self.copies.get(op.id, 0)
        self.copies[op.id] = k + 1
        suffix = "" if k == 0 else f"~{k}"
        operands = tuple(self.use(v, splittable, out) for v in op.operands)
        results = []
        for r in op.results:
            old = self.src.value(r)
            self.values[r + suffix] = Value(r + suffix, old.type, op.id + suffix, old.index)
            results.append(r + suffix)
        # constant-like, elementwise and foldable ops have no regions
        out.append(_with(op, op.id + suffix, operands, tuple(results), []))
        return results[op.results.index(value)]


def _with(
    op: Op, op_id: str, operands: tuple[str, ...], results: tuple[str, ...], regions: list[Region]
) -> Op:
    return Op(
        op_id, op.name, operands, results, dict(op.attributes), regions, op.rule, op.sharding,
        op.location,
    )  # fmt: skip


def dataflow_graph(program: Program, split_constants: bool = True) -> nx.MultiDiGraph:
    """The networkx view described in the module docstring (of the split program by default).

    `graph.graph["program"]` is the program the graph describes (the split copy when splitting).
    """
    if split_constants:
        program = globals()["split_constants"](program)
    g = nx.MultiDiGraph(program=program)
    for fn in program.functions.values():
        _add_function(g, program, fn)
    g.graph["data_flow_edges"] = program_data_flow_edges(program)
    return g


def _node_of(program: Program, value: str) -> str:
    v = program.value(value)
    return v.producer if v.producer is not None else value


def _add_function(g: nx.MultiDiGraph, program: Program, fn: Function) -> None:
    for i, a in enumerate(fn.args):
        g.add_node(a, kind="arg", value=a, index=i, function=fn.name, name="arg")
    ret = f"{fn.name}/return"
    g.add_node(ret, kind="return", function=fn.name, name="return")
    _add_ops(g, program, fn.ops, fn.name)
    for i, v in enumerate(fn.returns):
        g.add_edge(
            _node_of(program, v), ret, value=v, result_index=program.value(v).index, operand_index=i
        )


def _add_ops(g: nx.MultiDiGraph, program: Program, ops: list[Op], function: str) -> None:
    for op in ops:
        g.add_node(op.id, kind="op", name=op.name, op=op, function=function)
        for i, v in enumerate(op.operands):
            _edge(g, program, v, op.id, operand_index=i)
        for r_index, region in enumerate(op.regions):
            for i, a in enumerate(region.args):
                g.add_node(
                    a,
                    kind="block_arg",
                    value=a,
                    index=i,
                    function=function,
                    name="block_arg",
                    parent=op.id,
                    region=r_index,
                )
            _add_ops(g, program, region.ops, function)
            for i, v in enumerate(region.yields):
                _edge(g, program, v, op.id, operand_index=None, yield_index=i, region=r_index)


def _edge(g: nx.MultiDiGraph, program: Program, value: str, consumer: str, **attrs: Any) -> None:
    g.add_edge(
        _node_of(program, value),
        consumer,
        value=value,
        result_index=program.value(value).index,
        **attrs,
    )


def topological_ops(graph: nx.MultiDiGraph) -> list[Op]:
    """Ops in a topological order of the graph (producers before consumers)."""
    return [
        graph.nodes[n]["op"] for n in nx.topological_sort(graph) if graph.nodes[n]["kind"] == "op"
    ]
