"""The propagation graph: Shardy's view of a program after its import passes (SHARDY.md §4.7-4.8),
built here so the driver never touches the Program.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from shardsat.ir.program import Function, Op, Program, TensorType
from shardsat.model.errors import RuleError
from shardsat.model.mesh import Mesh
from shardsat.model.rule import OpShardingRule
from shardsat.model.sharding import DimSharding, TensorSharding
from shardsat.solver.propagation.basic import PropagationDirection
from shardsat.solver.propagation.meshes import MeshLifter
from shardsat.solver.propagation.ops import is_constant_foldable, is_constant_like

DATA_FLOW_OPS = {"stablehlo.while", "stablehlo.case", "stablehlo.optimization_barrier"}
CALL_OPS = {"func.call", "call"}


ResultKey = int | tuple[str, int]
"""A function result: its index in the entry function, (function, index) in another root."""


@dataclass
class Node:
    """One propagation step: an op with a rule, a data-flow edge or a propagation barrier."""

    name: str
    operands: list[str]
    results: list[str]
    rule: OpShardingRule | None
    op_id: str | None = None
    kind: str = "op"
    """"op", "edge" (data-flow edge: sources -> owner) or "barrier"."""
    barrier_direction: PropagationDirection = PropagationDirection.BOTH
    block: int = 0
    custom_call_target: str | None = None
    manual_axes: tuple[str, ...] = ()
    """Manual-computation edges: the op's manual axes (see manual.py)."""
    manual_view: str = ""
    """"global" (block-argument edge) or "local" (result edge) for manual-computation edges."""
    outer: TensorSharding | None = None
    """Manual-computation edges: the in/out sharding whose manual axes frame the owner's."""


@dataclass
class Graph:
    """Nodes in pre-order, values' types, initial shardings and aliasing of edge targets."""

    nodes: list[Node] = field(default_factory=list)
    types: dict[str, TensorType] = field(default_factory=dict)
    shardings: dict[str, TensorSharding | None] = field(default_factory=dict)
    alias: dict[str, str] = field(default_factory=dict)
    """Non-owner edge target -> owner value (they share one sharding)."""
    origin: dict[str, str] = field(default_factory=dict)
    """Copied value (constant split, inlined call) -> the program value it copies."""
    returns: list[tuple[str, int, str]] = field(default_factory=list)
    """(function, result index, returned value) of the entry function (and the other roots)."""
    result_shardings: dict[ResultKey, TensorSharding | None] = field(default_factory=dict)
    """Result sharding by index for the entry, by (function, index) for the other roots."""
    entry: str = "main"
    meshes: dict[str, Mesh] = field(default_factory=dict)
    """Mesh symbols the import declared for lifted inline meshes (not in `program.meshes`)."""
    roots: list[str] = field(default_factory=list)
    """The functions built as roots: the entry, with `all_functions` every root of the module."""
    groups: dict[str, list[str]] = field(default_factory=dict)
    """Value -> all members of its sharding group (sdy.sharding_group, JAX shard_alike)."""
    group_ids: list[tuple[str, int]] = field(default_factory=list)
    constant_copies: set[str] = field(default_factory=set)
    """Values created by constant splitting (not the first use's value)."""
    calls: dict[str, tuple[list[str], list[str], list[str]]] = field(default_factory=dict)
    """Inlined call op id -> (the callee's argument copies, the call's results, the callee's
    returned values' copies), first site."""
    call_results: dict[str, str] = field(default_factory=dict)
    """Inlined call result -> the returned value's copy whose sharding Shardy's export gives it."""

    def slot(self, value: str) -> str:
        return self.alias.get(value, value)


def identity_rule(rank: int, num_operands: int = 1, num_results: int = 1) -> OpShardingRule:
    """One pass-through factor per dim shared by every tensor (edges, barriers, func results)."""
    mapping = tuple((d,) for d in range(rank))
    return OpShardingRule(tuple([1] * rank), (mapping,) * num_operands, (mapping,) * num_results)


def _identity_rule_for(types: list[TensorType], n_ops: int, n_res: int) -> OpShardingRule:
    shape = types[0].shape
    mapping = tuple((d,) for d in range(len(shape)))
    return OpShardingRule(tuple(shape), (mapping,) * n_ops, (mapping,) * n_res)


def remove_size_one_axes(sharding: TensorSharding, names: set[str]) -> TensorSharding:
    """`sharding` without the axes named in `names` (size-1 mesh axes)."""
    dims = []
    for d in sharding.dims:
        axes = tuple(a for a in d.axes if a.name not in names)
        priority = d.priority if axes or d.is_open else None
        dims.append(DimSharding(axes, d.is_open, priority))
    return TensorSharding(
        sharding.mesh_name,
        tuple(dims),
        tuple(a for a in sharding.replicated if a.name not in names),
        tuple(a for a in sharding.unreduced if a.name not in names),
        sharding.inline_mesh,
        sharding.unreduced_kind,
    )


def _registered_data_flow(op: Op) -> bool:
    try:
        from shardsat.ir.dataflow import is_data_flow_op
    except ImportError:
        return False
    return is_data_flow_op(op) and op.name not in ("sdy.manual_computation",)


def _barrier_direction(attr: object) -> PropagationDirection:
    """`allowed_direction` as an enum value (int) or text (`FORWARD`, `#sdy<... FORWARD>`)."""
    if isinstance(attr, int):
        return PropagationDirection(attr)
    text = str(attr).upper()
    for d in PropagationDirection:
        if d.name in text:
            return d
    raise RuleError(f"sdy.propagation_barrier: unknown allowed_direction {attr}")


def _lookup_rule(op: Op, program: Program, conservative: bool = False) -> OpShardingRule | None:
    if op.rule is not None:
        return op.rule
    try:
        from shardsat.ir.registry import rule_for
    except ImportError:  # registry not built: only ops carrying a rule propagate
        rule_for = None
    if rule_for is not None:
        try:
            rule = rule_for(op, program, conservative)
        except RuleError:
            rule = None
        if rule is not None:
            return rule
    if op.name in ("sdy.sharding_constraint", "sdy.reshard") and op.results:
        t = program.value(op.results[0]).type
        return _identity_rule_for([t], 1, 1)
    return None


@dataclass(frozen=True)
class ImportOptions:
    """Which of Shardy's import-pipeline steps the graph mirrors. The defaults are the pipeline,
    except that inline meshes stay inline (`lift_inlined_meshes`); a single Shardy pass runs none
    of the steps (`flatten_calls`, `remove_size_one_axes`, `data_flow_edges` off) and sees every
    function of the module (`all_functions`)."""

    flatten_calls: bool = True
    """Inline each call site (flatten-call-graph + import-func-calls); off: calls are opaque."""
    remove_size_one_axes: bool = True
    data_flow_edges: bool = True
    """add-data-flow-edges: region ops tie their values; off, only values carrying an explicit
    `sdy.data_flow_edge` op do (a single pass sees no others)."""
    conservative: bool = False
    """The registry's conservative rules."""
    lift_inlined_meshes: bool = False
    """Shardings name their mesh by symbol (meshes.py); the new symbols are `Graph.meshes`. Off
    by default: a caller writing or verifying the plan must declare them (`stats["meshes"]`)."""
    all_functions: bool = False
    """Every root function of the module (all of them when calls stay opaque, else those no other
    function calls) in one graph, in module order, as a Shardy pass runs on the whole module;
    off: the entry only."""
    dedup_functions: bool = False
    """With `flatten_calls`: one copy of each callee shared by all its call sites, tied by
    func-data-flow edges, bodies after the entry in Shardy's pre-order (`dedup-functions-fully`);
    off: one inlined copy per call site."""


class _Builder:
    def __init__(self, program: Program, options: ImportOptions) -> None:
        self.p = program
        self.conservative = options.conservative
        self.flatten_calls = options.flatten_calls
        self.size_one_axes = options.remove_size_one_axes
        self.implicit_edges = options.data_flow_edges
        self.explicit_edge_inputs = {
            op.operands[0]
            for op in program.walk_ops()
            if op.name in ("sdy.data_flow_edge", "sdy.func_data_flow_edge") and op.operands
        }
        self.lifter = MeshLifter(program) if options.lift_inlined_meshes else None
        self.dedup = options.dedup_functions
        self.all_functions = options.all_functions
        self.shared: dict[str, list[Node]] = {}
        """dedup_functions: callee -> its argument edges (sources: every call site's operand)."""
        self.g = Graph(meshes=self.lifter.new if self.lifter is not None else {})
        self.blocks = 0
        self.inlining: list[str] = []
        """Callees being inlined (a recursive call is left opaque instead of inlined forever)."""

    def value(self, vid: str, type_: TensorType, sharding: TensorSharding | None = None) -> None:
        self.g.types[vid] = type_
        self.g.shardings.setdefault(vid, self.strip(sharding))

    def strip(self, sharding: TensorSharding | None) -> TensorSharding | None:
        """Shardy's import passes lift-inlined-meshes and remove-size-one-axes: meshes by
        symbol, size-1 axes gone from every sharding."""
        if sharding is not None and self.lifter is not None:
            sharding = self.lifter.lift(sharding)
        if sharding is None or not self.size_one_axes:
            return sharding
        mesh = sharding.inline_mesh
        if sharding.mesh_name is not None:
            mesh = self.p.meshes.get(sharding.mesh_name) or self.g.meshes.get(sharding.mesh_name)
        if mesh is None or all(a.size > 1 for a in mesh.axes):
            return sharding
        return remove_size_one_axes(sharding, {a.name for a in mesh.axes if a.size == 1})

    def build(self) -> Graph:
        self.g.entry = self.p.entry
        for f in self._roots():
            self.function(f)
        for name in callee_order(self.p, self.p.entry) if self.dedup else ():
            if name in self.shared:
                self.shared_body(self.p.functions[name])
        return self.g

    def _roots(self) -> list[Function]:
        if not self.all_functions:
            return [self.p.main]
        called = set()
        for name in self.p.functions if self.flatten_calls else ():
            called.update(_direct_callees(self.p, name))
        return [f for name, f in self.p.functions.items() if name not in called]

    def function(self, f: Function) -> None:
        """A root function: its arguments, its body in a block of its own, its results."""
        self.g.roots.append(f.name)
        for i, a in enumerate(f.args):
            self.value(a, self.p.value(a).type, f.arg_shardings.get(i))
        self.ops(f.ops, {}, "", self._new_block())
        for i, r in enumerate(f.returns):
            self.g.returns.append((f.name, i, r))
            key = i if f.name == self.p.entry else (f.name, i)
            self.g.result_shardings[key] = self.strip(f.result_shardings.get(i))

    def _new_block(self) -> int:
        self.blocks += 1
        return self.blocks

    def ops(self, ops: list[Op], rename: dict[str, str], prefix: str, block: int) -> None:
        for op in ops:
            self.op(op, rename, prefix, block)

    def op(self, op: Op, rename: dict[str, str], prefix: str, block: int) -> None:
        operands = [rename.get(v, v) for v in op.operands]
        results = self._op_results(op, rename, prefix)
        if op.name == "sdy.sharding_group":
            self.g.group_ids.append((operands[0], int(op.attributes.get("group_id", 0))))
            return
        if op.name in ("sdy.data_flow_edge", "sdy.func_data_flow_edge"):
            self.explicit_edge(op, operands[0], results[0])
            return
        callee = self._callee(op) if op.name in CALL_OPS and self.flatten_calls else None
        if callee is not None and callee.name not in self.inlining:
            self.call(op, operands, results, prefix, block)
        elif op.name in DATA_FLOW_OPS:
            self.data_flow(op, operands, results, rename, prefix, block)
        elif op.name == "sdy.manual_computation":
            self.manual_computation(op, operands, results, rename, prefix, block)
        elif op.name not in CALL_OPS and _registered_data_flow(op):
            self.registered_data_flow(op, rename, prefix, block)
        elif op.name == "sdy.propagation_barrier":
            direction = _barrier_direction(op.attributes.get("allowed_direction", "BOTH"))
            t = self.g.types[results[0]]
            self.g.nodes.append(
                Node(op.name, operands, results, _identity_rule_for([t], 1, 1), op.id, "barrier",
                     direction, block)
            )  # fmt: skip
        else:
            self.rule_op(op, operands, results, rename, prefix, block)

    def explicit_edge(self, op: Op, source: str, result: str) -> None:
        """An `sdy.data_flow_edge` (or `func_data_flow_edge`) already in the module, as Shardy's
        edge passes leave it: its result is its input's value, its `sharding` the initial one."""
        owner = self.g.slot(source)
        self.g.alias[result] = owner
        given = op.attributes.get("sharding")
        if isinstance(given, TensorSharding) and (
            self.g.shardings.get(owner) is None or _constrains(given)
        ):  # the edge holds the owner's sharding (a region op's own attribute is stale)
            self.g.shardings[owner] = self.strip(given)

    def _op_results(self, op: Op, rename: dict[str, str], prefix: str) -> list[str]:
        """Register the op's results (renamed under `prefix`) with their given shardings."""
        results = []
        for i, v in enumerate(op.results):
            nv = prefix + v
            rename[v] = nv
            if prefix:
                self.g.origin[nv] = v
            given = op.sharding[i] if op.sharding and i < len(op.sharding) else None
            if op.name in ("sdy.sharding_constraint", "sdy.reshard") and given is None:
                given = op.attributes.get("sharding")
            self.value(nv, self.p.value(v).type, given)
            results.append(nv)
        return results

    def rule_op(self, op: Op, operands, results, rename, prefix, block) -> None:
        """A node for an op propagating through its sharding rule (None: no propagation)."""
        rule = _lookup_rule(op, self.p, self.conservative)
        for region in op.regions:  # scalar bodies (reduce, sort, ...): values only
            self._region_values(region, rename, prefix)
        target = op.attributes.get("call_target_name")
        self.g.nodes.append(
            Node(op.name, operands, results, rule, op.id, "op", block=block,
                 custom_call_target=str(target) if target is not None else None)
        )  # fmt: skip

    def _region_values(self, region, rename, prefix) -> None:
        """Values of a scalar body: never propagated, they keep the shardings they were given."""
        self._block_args(region, rename, prefix)
        for op in region.ops:
            self._op_results(op, rename, prefix)
            for sub in op.regions:
                self._region_values(sub, rename, prefix)

    def _has_edge(self, owner: str) -> bool:
        """Whether a region op's value is tied by a data-flow edge: always after Shardy's
        add-data-flow-edges, else only where the module holds an explicit edge op for it."""
        return self.implicit_edges or self.g.origin.get(owner, owner) in self.explicit_edge_inputs

    def _edge(
        self, sources: list[str], owner: str, op_id: str, block: int, by_edge_pass: bool = True
    ) -> None:
        """An identity node sources -> owner; `by_edge_pass`: one of the edges Shardy's edge
        passes add (see `_has_edge`), else one import-func-calls adds with its named computation."""
        if by_edge_pass and not self._has_edge(owner):
            return
        t = self.g.types[owner]
        rule = _identity_rule_for([t], len(sources), 1)
        self.g.nodes.append(Node("sdy.data_flow_edge", sources, [owner], rule, op_id, "edge",
                                 block=block))  # fmt: skip

    def _block_args(self, region, rename: dict[str, str], prefix: str) -> None:
        for a in region.args:
            rename[a] = prefix + a
            self.value(prefix + a, self.p.value(a).type)

    def data_flow(self, op, operands, results, rename, prefix, block) -> None:
        """while: sources = operand + body yield, targets = result + cond/body args (owner result);
        case: sources = each branch's yield; optimization_barrier: operand -> result."""
        if op.name == "stablehlo.optimization_barrier":
            for o, res in zip(operands, results, strict=False):
                self._edge([o], res, op.id, block)
        elif op.name == "stablehlo.while":
            self.while_edges(op, operands, results, rename, prefix, block)
        else:
            self.case_edges(op, results, rename, prefix, block)

    def while_edges(self, op, operands, results, rename, prefix, block) -> None:
        for region in op.regions:
            self._block_args(region, rename, prefix)
            for a, res in zip(region.args, results, strict=False):
                self.g.alias[prefix + a] = res
        for region in op.regions:
            self.ops(region.ops, rename, prefix, self._new_block())
        yields = [rename.get(y, y) for y in op.regions[-1].yields]
        for i, res in enumerate(results):
            self._edge([operands[i]] + yields[i : i + 1], res, op.id, block)

    def case_edges(self, op, results, rename, prefix, block) -> None:
        for region in op.regions:
            self._block_args(region, rename, prefix)
            self.ops(region.ops, rename, prefix, self._new_block())
        for i, res in enumerate(results):
            sources = [rename.get(reg.yields[i], reg.yields[i]) for reg in op.regions
                       if i < len(reg.yields)]  # fmt: skip
            self._edge(sources, res, op.id, block)

    def manual_computation(self, op, operands, results, rename, prefix, block) -> None:
        """Edges operand -> block arg (global view) and yield -> result (local view)."""
        from shardsat.solver.propagation.manual import cleanup_manual_axes, erase_manual_axes

        manual = tuple(str(a).strip('"') for a in op.attributes.get("manual_axes", ()) or ())
        body = op.regions[0]

        def cleaned(s: TensorSharding, value: str) -> TensorSharding:
            stripped = self.strip(s)
            assert stripped is not None
            if self.p.value(value).type.element_type == "token":
                return stripped  # a token's sharding carries no axes
            mesh = self.p.meshes.get(s.mesh_name) if s.mesh_name else s.inline_mesh
            return cleanup_manual_axes(stripped, manual, mesh)

        ins = [
            cleaned(s, v)
            for s, v in zip(op.attributes.get("in_shardings", ()) or (), op.operands, strict=False)
        ]
        outs = [
            cleaned(s, v)
            for s, v in zip(op.attributes.get("out_shardings", ()) or (), op.results, strict=False)
        ]
        for i, a in enumerate(body.args):
            na = prefix + a
            rename[a] = na
            local = erase_manual_axes(ins[i], manual) if i < len(ins) else None
            self.value(na, self.p.value(a).type, local)
            t = self.g.types[na]
            if not self._has_edge(na):
                continue
            self.g.nodes.append(
                Node("sdy.data_flow_edge", [operands[i]], [na], _identity_rule_for([t], 1, 1),
                     op.id, "edge", block=block, manual_axes=manual, manual_view="global",
                     outer=ins[i] if i < len(ins) else None)
            )  # fmt: skip
        self.ops(body.ops, rename, prefix, self._new_block())
        for j, res in enumerate(results):
            if j < len(outs):
                self.g.shardings[res] = outs[j]
            y = rename.get(body.yields[j], body.yields[j])
            t = self.g.types[res]
            if not self._has_edge(res):
                continue
            self.g.nodes.append(
                Node("sdy.data_flow_edge", [y], [res], _identity_rule_for([t], 1, 1), op.id,
                     "edge", block=block, manual_axes=manual, manual_view="local",
                     outer=outs[j] if j < len(outs) else None)
            )  # fmt: skip

    def registered_data_flow(self, op, rename, prefix, block) -> None:
        """Another dialect's data-flow op (ir.dataflow.register_data_flow): one edge per owner,
        non-owner targets alias the owner."""
        from shardsat.ir.dataflow import data_flow_edges

        for region in op.regions:
            self._block_args(region, rename, prefix)
        edges = data_flow_edges(op, self.p)
        for region in op.regions:
            self.ops(region.ops, rename, prefix, self._new_block())
        for edge in edges:
            owner = rename.get(edge.owner, edge.owner)
            for t in edge.targets:
                target = rename.get(t, t)
                if target != owner:
                    self.g.alias[target] = owner
            sources = [rename.get(v, v) for v in edge.sources]
            self._edge(sources, owner, op.id, block)

    def _callee(self, op: Op) -> Function | None:
        name = op.attributes.get("callee")
        if name is None:
            return None
        return self.p.functions.get(str(name).lstrip("@"))

    def call(self, op, operands, results, prefix, block) -> None:
        """Inline the callee (Shardy's flatten-call-graph + named computation edges), or with
        `dedup_functions` use its one shared copy."""
        callee = self._callee(op)
        assert callee is not None
        if self.dedup:
            self.shared_call(op, callee, operands, results, block)
            return
        self.inlining.append(callee.name)
        inner_prefix = f"{prefix}{op.id}::"
        rename: dict[str, str] = {}
        returned: list[str] = []
        args = [inner_prefix + a for a in callee.args]
        self.g.calls.setdefault(op.id, (args, list(results), returned))  # call sites in pre-order
        for i, a in enumerate(callee.args):
            na = inner_prefix + a
            rename[a] = na
            self.g.origin[na] = a
            self.value(na, self.p.value(a).type, callee.arg_shardings.get(i))
            self._edge([operands[i]], na, op.id, block, by_edge_pass=False)
        self.ops(callee.ops, rename, inner_prefix, self._new_block())
        returned.extend(rename.get(r, r) for r in callee.returns)
        for i, res in enumerate(results):
            if self.g.shardings.get(res) is None:
                self.g.shardings[res] = self.strip(callee.result_shardings.get(i))
            self._edge([returned[i]], res, op.id, block, by_edge_pass=False)
            self.g.call_results[res] = returned[i]
        self.inlining.pop()

    def shared_call(self, op: Op, callee: Function, operands, results, block: int) -> None:
        """A call to the one shared copy of `callee`: its operands join the argument edges'
        sources and each result is an edge from the returned value (func-data-flow edges)."""
        edges = self.shared.get(callee.name)
        if edges is None:
            edges = self._shared_arguments(callee, op.id)
        for node, operand in zip(edges, operands, strict=False):
            node.operands.append(operand)
            t = self.g.types[node.results[0]]
            node.rule = _identity_rule_for([t], len(node.operands), 1)
        returned = [f"{callee.name}::{r}" for r in callee.returns]
        for res, ret in zip(results, returned, strict=False):
            self._edge([ret], res, op.id, block)
            self.g.call_results[res] = ret
        args = [n.results[0] for n in edges]
        self.g.calls.setdefault(op.id, (args, list(results), returned))

    def _shared_arguments(self, callee: Function, op_id: str) -> list[Node]:
        """The shared callee's arguments with their (still source-less) edges."""
        edges = []
        for i, a in enumerate(callee.args):
            owner = f"{callee.name}::{a}"
            self.g.origin[owner] = a
            self.value(owner, self.p.value(a).type, callee.arg_shardings.get(i))
            edges.append(Node("sdy.data_flow_edge", [], [owner], None, op_id, "edge"))
        self.shared[callee.name] = edges
        return edges

    def shared_body(self, callee: Function) -> None:
        """The shared callee's body in a block of its own, its argument edges first."""
        block = self._new_block()
        prefix = f"{callee.name}::"
        for node in self.shared[callee.name]:
            node.block = block
            if self._has_edge(node.results[0]):
                self.g.nodes.append(node)
        self.ops(callee.ops, {a: prefix + a for a in callee.args}, prefix, block)


def _direct_callees(program: Program, name: str) -> list[str]:
    """The functions `name` calls, in the order of their first call (nested regions included)."""
    out: list[str] = []

    def walk(ops: list[Op]) -> None:
        for op in ops:
            callee = str(op.attributes.get("callee", "")).lstrip("@")
            if op.name in CALL_OPS and callee in program.functions and callee not in out:
                out.append(callee)
            for region in op.regions:
                walk(region.ops)

    walk(program.functions[name].ops)
    return out


def callee_order(program: Program, entry: str) -> list[str]:
    """Functions reachable from `entry` in Shardy's pre-order-funcs order: reverse post-order of
    the call graph (callees in call order), every caller before its callees; entry left out."""
    post: list[str] = []
    seen = {entry}

    def visit(name: str) -> None:
        for callee in _direct_callees(program, name):
            if callee not in seen:
                seen.add(callee)
                visit(callee)
        post.append(name)

    visit(entry)
    return post[::-1][1:]


def build_graph(
    program: Program,
    split_constants: bool = True,
    apply_constraints: bool = True,
    options: ImportOptions | None = None,
) -> Graph:
    """The propagation graph of the program's entry function (see module docstring) after the
    import steps `options` selects (default: all, as Shardy's pipeline runs them)."""
    graph = _Builder(program, options or ImportOptions()).build()
    if split_constants:
        _split_constants(graph)
    if apply_constraints:
        _apply_sharding_constraints(graph)
    _sync_sharding_groups(graph)
    return graph


def _sync_sharding_groups(graph: Graph) -> None:
    """Unite groups transitively; members whose initial shardings agree (ignoring unsharded and
    fully open ones) all start with that sharding and stay tied during propagation.
    When they disagree, an open sharding constraint is put after each member (its uses read the
    constraint) and the constraints' results form the group instead, as Shardy does."""
    for group in _group_members(graph):
        given = {graph.shardings[v] for v in group if _constrains(graph.shardings.get(v))}
        if len(given) > 1:
            group[:] = _constrain_members(graph, group)
            given = set()
        for v in group:
            if given:
                graph.shardings[v] = next(iter(given))
            graph.groups[v] = group


def _constrains(sharding: TensorSharding | None) -> bool:
    """A sharding that says something: some axis, or a closed dim (closed replicated counts)."""
    if sharding is None:
        return False
    return bool(sharding.all_axis_refs()) or any(not d.is_open for d in sharding.dims)


def _group_members(graph: Graph) -> list[list[str]]:
    """The value slots of each sharding group, groups sharing a value united (union-find)."""
    parent: dict[object, object] = {}

    def find(x):
        while parent.setdefault(x, x) != x:
            x = parent[x]
        return x

    for value, gid in graph.group_ids:
        parent[find(("v", graph.slot(value)))] = find(("g", gid))
    members: dict[object, list[str]] = {}
    for value, _ in graph.group_ids:
        slot = graph.slot(value)
        group = members.setdefault(find(("v", slot)), [])
        if slot not in group:
            group.append(slot)
    return list(members.values())


def _constrain_members(graph: Graph, group: list[str]) -> list[str]:
    """Insert `v' = sharding_constraint(v) <open>` after each member; return the new members."""
    mesh_of = next(graph.shardings[v] for v in group if graph.shardings.get(v) is not None)
    producer = {v: n for n, node in enumerate(graph.nodes) for v in node.results}
    inserted: dict[int, list[Node]] = {}
    renamed: dict[str, str] = {}
    for v in group:
        new = f"{v}~group"
        t = graph.types[v]
        graph.types[new] = t
        graph.origin[new] = graph.origin.get(v, v)
        graph.shardings[new] = TensorSharding(
            mesh_of.mesh_name,
            tuple(DimSharding((), True) for _ in range(t.rank)),
            inline_mesh=mesh_of.inline_mesh,
        )
        node = Node("sdy.sharding_constraint", [v], [new], _identity_rule_for([t], 1, 1))
        inserted.setdefault(producer.get(v, -1), []).append(node)
        renamed[v] = new
    for node in graph.nodes:
        node.operands = [renamed.get(v, v) for v in node.operands]
    graph.returns = [(f, i, renamed.get(v, v)) for f, i, v in graph.returns]
    graph.nodes = _with_inserted(graph.nodes, inserted)
    return [renamed[v] for v in group]


def _uses(graph: Graph) -> dict[str, list[tuple[int, int]]]:
    """value -> [(node index, operand index)]; returns use node index -1."""
    uses: dict[str, list[tuple[int, int]]] = {}
    for n, node in enumerate(graph.nodes):
        for i, v in enumerate(node.operands):
            uses.setdefault(v, []).append((n, i))
    for _, i, v in graph.returns:
        uses.setdefault(v, []).append((-1, i))
    return uses


def _constant_values(graph: Graph) -> dict[str, int]:
    """Values of constant sub-computations (and scalar broadcasts) -> their producing node."""
    constant: dict[str, int] = {}
    for n, node in enumerate(graph.nodes):
        if node.kind != "op" or len(node.results) != 1:
            continue
        if graph.shardings.get(node.results[0]) is not None:
            continue
        all_const = all(v in constant for v in node.operands)
        scalar_broadcast = (
            node.name == "stablehlo.broadcast_in_dim"
            and node.operands
            and graph.types[node.operands[0]].rank == 0
        )
        if (
            is_constant_like(node.name)
            or (is_constant_foldable(node.name) and node.operands and all_const)
            or scalar_broadcast
        ):
            constant[node.results[0]] = n
    return constant


def _split_constants(graph: Graph) -> None:
    """Give every use of a constant sub-computation its own copy (latest producers first, so a
    copy's own constant operands are split again).

    Copies of copies grow exponentially in a deep constant DAG (an inlined threefry on a
    constant key reuses every value twice per round), so splitting stops after
    `_copy_budget(graph)` copies: the uses left share their constant, which only ties their
    shardings together."""
    constant = _constant_values(graph)
    if not constant:
        return
    budget = _copy_budget(graph)
    # the using Node itself (None for a return): the copies made below are not in graph.nodes
    uses: dict[str, list[tuple[Node | None, int]]] = {
        v: [(graph.nodes[n] if n >= 0 else None, i) for n, i in found]
        for v, found in _uses(graph).items()
    }
    extra: dict[int, list[Node]] = {}
    for value, n in sorted(constant.items(), key=lambda kv: -kv[1]):
        for k, (user, index) in enumerate(uses.get(value, [])[1:], start=1):
            if budget == 0:
                break
            budget -= 1
            copy = _constant_copy(graph, graph.nodes[n], f"{value}~{k}", value)
            extra.setdefault(n, []).append(copy)
            for i, v in enumerate(copy.operands):
                uses.setdefault(v, []).append((copy, i))
            if user is None:
                f, r, _ = graph.returns[index]
                graph.returns[index] = (f, r, copy.results[0])
            else:
                user.operands[index] = copy.results[0]
    if extra:
        graph.nodes = _with_inserted(graph.nodes, extra)


def _copy_budget(graph: Graph) -> int:
    """At most this many constant copies: linear in the graph (every use of a shallow constant
    DAG fits), so splitting never dominates building the graph."""
    return 4 * len(graph.nodes) + 10_000


def _constant_copy(graph: Graph, node: Node, copy_value: str, value: str) -> Node:
    """A copy of the constant-producing `node` whose result is the new value `copy_value`."""
    graph.constant_copies.add(copy_value)
    graph.types[copy_value] = graph.types[value]
    graph.shardings[copy_value] = None
    graph.origin[copy_value] = graph.origin.get(value, value)
    return Node(node.name, list(node.operands), [copy_value], node.rule, node.op_id,
                block=node.block, custom_call_target=node.custom_call_target)  # fmt: skip


def _with_inserted(nodes: list[Node], extra: dict[int, list[Node]]) -> list[Node]:
    """`nodes` with `extra[n]` inserted right after node n (n = -1: before every node)."""
    out: list[Node] = list(extra.get(-1, ()))
    for n, node in enumerate(nodes):
        out.append(node)
        out.extend(extra.get(n, ()))
    return out


def _is_fully_closed(s: TensorSharding) -> bool:
    return all(not d.is_open for d in s.dims)


def _apply_sharding_constraints(graph: Graph) -> None:
    """Shardy's sdy-apply-sharding-constraints on the propagation graph."""
    constraints = [
        n for n, node in enumerate(graph.nodes) if node.name == "sdy.sharding_constraint"
    ]
    if not constraints:
        return
    producer = {v: n for n, node in enumerate(graph.nodes) for v in node.results}
    edge_values = {v for node in graph.nodes if node.kind == "edge" for v in node.results}
    edge_values |= set(graph.alias)
    for c in constraints:
        node = graph.nodes[c]
        if not node.operands:
            continue
        _rewire_chain_tail(graph, c, _uses(graph), producer)
        uses = _uses(graph)
        if not _constraint_applies(graph, node, uses):
            continue
        value = node.operands[0]
        if value in edge_values:
            _rewire_uses(graph, uses.get(value, []), c, node.results[0])
            _keep_unreduced(graph, value, graph.shardings[node.results[0]])
        else:
            graph.shardings[value] = graph.shardings[node.results[0]]


def _keep_unreduced(graph: Graph, value: str, sharding: TensorSharding | None) -> None:
    """An edge value whose constraint is applied by rewiring still takes the constraint's
    unreduced axes, on a fully open sharding: unreduced axes never propagate, so the edge would
    otherwise lose them (Shardy's applyConstraint does the same)."""
    if sharding is None or not sharding.unreduced:
        return
    open_dims = tuple(DimSharding((), True) for _ in sharding.dims)
    graph.shardings[graph.slot(value)] = TensorSharding(
        sharding.mesh_name, open_dims, (), sharding.unreduced, sharding.inline_mesh,
        sharding.unreduced_kind,
    )  # fmt: skip


def _constraint_applies(graph: Graph, node: Node, uses) -> bool:
    """A fully closed constraint sharding applies to its unsharded input, unless another
    constraint on the same input disagrees (Shardy's shouldApply)."""
    value = node.operands[0]
    sharding = graph.shardings.get(node.results[0])
    if sharding is None or graph.shardings.get(graph.slot(value)) is not None:
        return False
    if value not in graph.types or graph.types[value].rank == 0 and value in graph.alias:
        return False
    if not _is_fully_closed(sharding):
        return False
    return not any(
        u >= 0 and graph.nodes[u].name == "sdy.sharding_constraint"
        and graph.shardings.get(graph.nodes[u].results[0]) != sharding
        for u, _ in uses.get(value, [])
    )  # fmt: skip


def _rewire_uses(graph: Graph, uses, skip: int, new_value: str) -> None:
    """Every use (node index, operand index; -1 = return) but node `skip` reads `new_value`."""
    for u, i in uses:
        if u != skip and u >= 0:
            graph.nodes[u].operands[i] = new_value
        elif u == -1:
            f, k, _ = graph.returns[i]
            graph.returns[i] = (f, k, new_value)


def _rewire_chain_tail(graph: Graph, head: int, uses, producer) -> None:
    """Uses of a constraint chain's input after the chain's tail read the tail instead."""
    node = graph.nodes[head]
    value = node.operands[0]
    p = producer.get(value)
    if p is not None and graph.nodes[p].name == "sdy.sharding_constraint":
        return
    if graph.shardings.get(graph.slot(value)) is not None:
        return
    if any(u >= 0 and u != head and graph.nodes[u].name == "sdy.sharding_constraint"
           for u, _ in uses.get(value, [])):  # fmt: skip
        return
    tail = head
    while True:
        tail_uses = uses.get(graph.nodes[tail].results[0], [])
        if (
            len(tail_uses) == 1
            and tail_uses[0][0] >= 0
            and (graph.nodes[tail_uses[0][0]].name == "sdy.sharding_constraint")
        ):
            tail = tail_uses[0][0]
            continue
        break
    if tail == head:
        return
    if any(u >= 0 and graph.nodes[u].name == "sdy.sharding_constraint"
           for u, _ in uses.get(graph.nodes[tail].results[0], [])):  # fmt: skip
        return
    tail_value = graph.nodes[tail].results[0]
    tail_block = graph.nodes[tail].block
    for u, i in uses.get(value, []):
        if u > tail and u != head and graph.nodes[u].block == tail_block:
            graph.nodes[u].operands[i] = tail_value
