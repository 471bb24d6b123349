"""Greedy sharding propagation faithful to Shardy's `sdy-propagation-pipeline` (SHARDY.md §4): the
baseline CP-SAT plans are compared to; the steps are listed in docs/greedy.md "Semantics".
"""

from __future__ import annotations

import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field, replace

from shardsat.ir.program import Program
from shardsat.model.errors import VerificationError
from shardsat.model.mesh import Mesh
from shardsat.model.projection import (
    TensorFactorShardings,
    project_tensor,
    sharding_from_projection,
)
from shardsat.model.sharding import DimSharding, TensorSharding
from shardsat.solver.propagation.aggressive import propagate_aggressive
from shardsat.solver.propagation.basic import OpFactors, PropagationDirection, propagate_basic
from shardsat.solver.propagation.export import export_sharding
from shardsat.solver.propagation.graph import (
    Graph,
    ImportOptions,
    Node,
    ResultKey,
    build_graph,
    identity_rule,
)
from shardsat.solver.propagation.manual import add_free_axes, erase_manual_axes
from shardsat.solver.propagation.ops import (
    SHARDY_SCHEDULE,
    OpView,
    ScheduleRule,
    is_elementwise,
    round_direction,
    user_schedule,
)
from shardsat.solver.propagation.priority import initial_shardings, restore_priority
from shardsat.solver.propagation.reshards import explicit_reshard_assignment
from shardsat.solver.solution import Solution, SolveStatus

STRATEGIES = {"aggressive": propagate_aggressive, "basic": propagate_basic}
MAX_ITERATIONS = 10
"""MLIR's default GreedyRewriteConfig.maxIterations."""

NodeDirection = Callable[[Node, int], PropagationDirection]


@dataclass
class _Run:
    """Mutable propagation state over a Graph."""

    graph: Graph
    meshes: dict[str, Mesh]
    strategy: Callable
    conservative: bool
    result_shardings: dict[ResultKey, TensorSharding | None]
    users: dict[str, list[int]] = field(default_factory=dict)
    producers: dict[str, list[int]] = field(default_factory=dict)
    single_use: list[bool] = field(default_factory=list)
    steps: int = 0
    versions: dict[str, int] = field(default_factory=dict)
    """Per value slot, how many times its sharding changed (to skip nodes whose inputs did not)."""
    seen: dict[int, tuple] = field(default_factory=dict)
    """Per node, (round, versions of its values) at its last visit that changed nothing."""
    round_id: int = 0
    private: set[str] = field(default_factory=set)
    """Private functions: they keep their result shardings (see `_propagate_func_results`)."""

    def sharding(self, value: str) -> TensorSharding | None:
        return self.graph.shardings.get(self.graph.slot(value))

    def set_sharding(self, value: str, sharding: TensorSharding) -> None:
        slot = self.graph.slot(value)
        self.graph.shardings[slot] = sharding
        self.versions[slot] = self.versions.get(slot, 0) + 1

    def bump(self) -> None:
        """A new direction schedule (or restored priorities): every node must be revisited."""
        self.round_id += 1


def propagate(
    program: Program,
    strategy: str = "aggressive",
    op_priority: bool = True,
    op_order: Sequence[Sequence[str] | str] | None = None,
    user_priority: bool = True,
    conservative: bool = False,
    split_constants: bool = True,
    apply_constraints: bool = True,
    divisible_io: bool = True,
    remove_io_sub_axes: bool = True,
    close: bool = True,
    assign_factors: bool = True,
    flatten_calls: bool = True,
    remove_size_one_axes: bool = True,
    data_flow_edges: bool = True,
    lift_inlined_meshes: bool = False,
    dedup_functions: bool = False,
    all_functions: bool = False,
) -> Solution:
    """Shardy-style greedy propagation; a sharding for every value of `program`.

    `strategy`: "aggressive" (Shardy's default) or "basic". `op_priority`: the five op-priority
    rounds (else one BOTH round); `op_order`: user op order replacing the first two rounds.
    `conservative`: Shardy's conservative propagation (no sub-axes, the registry's conservative
    rules).
    `divisible_io` / `remove_io_sub_axes`: Shardy's optional export steps on main's arguments
    and results. `close=False` returns the shardings as propagation left them (open dims, explicit
    replicated axes), which is what Shardy's propagation tests check. `assign_factors`: fill
    `Solution.op_factor_axes` with the factor assignment Shardy's explicit-reshards logic picks
    for each op (`reshards.explicit_reshard_assignment`). `flatten_calls=False` treats `func.call`
    as an opaque op and `remove_size_one_axes=False` keeps size-1 mesh axes in the shardings (a
    single Shardy pass without the import pipeline); so does `data_flow_edges=False`: a region
    op's values are tied only where the module holds an explicit `sdy.data_flow_edge` for them,
    and `lift_inlined_meshes=False` (the default): inline meshes stay inline; with True, like
    Shardy's import, they get mesh symbols, listed in `stats["meshes"]` for the caller to declare
    (the program is not changed). `dedup_functions=True` is Shardy's
    `dedup-functions-fully`: one copy of each callee for all its call sites instead of one per site.
    `all_functions=True` propagates every root function of the module together, as a Shardy pass
    does (their results in `stats["function_result_shardings"]`); by default only the entry.
    Deliberately not done: tokens and tuples (see docs/greedy.md).
    """
    if strategy not in STRATEGIES:
        raise VerificationError(f"propagate: unknown strategy {strategy!r} (basic, aggressive)")
    start = time.perf_counter()
    options = ImportOptions(
        flatten_calls=flatten_calls, remove_size_one_axes=remove_size_one_axes,
        data_flow_edges=data_flow_edges, conservative=conservative,
        lift_inlined_meshes=lift_inlined_meshes, all_functions=all_functions,
        dedup_functions=dedup_functions,
    )  # fmt: skip
    graph = build_graph(program, split_constants, apply_constraints, options)
    run = _Run(graph, {**program.meshes, **graph.meshes}, STRATEGIES[strategy], conservative,
               dict(graph.result_shardings))  # fmt: skip
    run.private = {name for name, f in program.functions.items() if not f.is_public}
    _index(run)
    schedule: tuple[ScheduleRule, ...] | None = None
    if op_priority:
        schedule = user_schedule(op_order) if op_order else SHARDY_SCHEDULE
    refs = initial_shardings(run.graph, run.result_shardings, run.meshes) if user_priority else []
    _op_priority_propagation(run, schedule)
    for priority_refs in refs:
        restore_priority(run.graph, run.result_shardings, priority_refs)
        _op_priority_propagation(run, schedule)
    op_factor_axes = _op_factor_axes(run) if assign_factors else {}
    shardings, unsharded = _solution_shardings(
        program, run, divisible_io and close, remove_io_sub_axes and close, close
    )
    return Solution(
        status=SolveStatus.FEASIBLE,
        shardings=shardings,
        solver=f"greedy-{strategy}",
        op_factor_axes=op_factor_axes,
        solve_seconds=time.perf_counter() - start,
        stats={
            "unsharded": unsharded,
            "steps": run.steps,
            "result_shardings": _result_shardings(run, close, None),
            "function_result_shardings": {
                name: _result_shardings(run, close, name)
                for name in graph.roots
                if name != graph.entry
            },
            "constant_copies": {v: graph.origin[v] for v in sorted(graph.constant_copies)},
            "call_shardings": _call_shardings(run, close),
            "meshes": dict(graph.meshes),
        },
    )


def _result_shardings(run: _Run, close: bool, function: str | None) -> dict:
    """Result index -> sharding of the entry (`function` None) or of another root function."""
    out = {}
    for key, s in run.result_shardings.items():
        name, i = key if isinstance(key, tuple) else (None, key)
        if name == function:
            out[i] = close_sharding(s) if s is not None and close else s
    return out


def _index(run: _Run) -> None:
    graph = run.graph
    uses_count: dict[str, int] = {}
    for n, node in enumerate(graph.nodes):
        for v in node.operands:
            run.users.setdefault(graph.slot(v), []).append(n)
            uses_count[v] = uses_count.get(v, 0) + 1
        for v in node.results:
            run.producers.setdefault(graph.slot(v), []).append(n)
    for _, _, v in graph.returns:
        uses_count[v] = uses_count.get(v, 0) + 1
    for node in graph.nodes:
        single = node.kind == "edge" or all(
            uses_count.get(v, 0) <= 1 or graph.types[v].rank == 0 for v in node.operands
        )
        run.single_use.append(single)


def _op_priority_propagation(run: _Run, schedule: tuple[ScheduleRule, ...] | None) -> None:
    """One user-priority round: the op-priority rounds, or a single BOTH run without them."""
    if schedule is None:
        _propagate_to_fixed_point(run, lambda node, f: PropagationDirection.BOTH)
        return
    views = [
        OpView(
            node.name, node.rule, node.kind == "edge", run.single_use[n], node.custom_call_target
        )
        for n, node in enumerate(run.graph.nodes)
    ]
    index = {id(node): n for n, node in enumerate(run.graph.nodes)}
    for k in range(len(schedule)):
        _propagate_to_fixed_point(
            run,
            lambda node, f, k=k: round_direction(schedule, k, views[index[id(node)]], f),
        )


def _propagate_to_fixed_point(run: _Run, direction: NodeDirection) -> None:
    """Func results -> returned values, the worklist until a full pass changes nothing, and back."""
    run.bump()
    _propagate_func_results(run)
    for _ in range(MAX_ITERATIONS):
        if not _worklist_pass(run, direction):
            break
    _propagate_func_results(run)


def _worklist_pass(run: _Run, direction: NodeDirection) -> bool:
    """One greedy-driver iteration: all nodes top-down, re-queued nodes first (LIFO)."""
    nodes = run.graph.nodes
    stack = list(range(len(nodes) - 1, -1, -1))
    queued = set(stack)
    changed = False
    while stack:
        n = stack.pop()
        queued.discard(n)
        node = nodes[n]
        key = (
            run.round_id,
            tuple(run.versions.get(run.graph.slot(v), 0) for v in node.operands + node.results),
        )
        if run.seen.get(n) == key:
            continue  # same inputs, same directions: propagating again cannot change anything
        touched = _propagate_node(run, node, direction)
        if not touched:
            run.seen[n] = key
            continue
        changed = True
        for value in touched:
            slot = run.graph.slot(value)
            for m in run.producers.get(slot, []) + run.users.get(slot, []):
                if m != n and m not in queued:
                    queued.add(m)
                    stack.append(m)
    return changed


def _common_mesh(run: _Run, shardings: Sequence[TensorSharding | None]) -> tuple[str, Mesh] | None:
    """The one mesh of the op's shardings (empty meshes ignored); None if none or several."""
    found: tuple[str, Mesh] | None = None
    for s in shardings:
        if s is None:
            continue
        mesh = s.inline_mesh if s.mesh_name is None else run.meshes.get(s.mesh_name)
        if mesh is None:
            raise VerificationError(f"unknown mesh: @{s.mesh_name}")
        if mesh.is_maximal:
            return None
        if mesh.is_empty:
            continue
        if found is None:
            found = (s.mesh_name or "", mesh)
        elif not found[1].same_devices(mesh):
            return None
    return found


def _project(values, shardings, mappings, sizes, mesh) -> list[TensorFactorShardings]:
    out = []
    for v, s, m in zip(values, shardings, mappings, strict=True):
        if s is not None and len(s.dims) != len(m):
            raise VerificationError(f"{v}: sharding rank {len(s.dims)} != rule rank {len(m)}")
        out.append(project_tensor(s, m, sizes, mesh))
    return out


def _edge_view(node: Node, sharding: TensorSharding | None) -> TensorSharding | None:
    """A manual-computation edge's owner sharding as the edge propagates it (global view for
    block arguments, local view for results); other nodes see shardings unchanged."""
    if not node.manual_view or sharding is None or node.outer is None:
        return sharding
    if node.manual_view == "global":
        return add_free_axes(node.outer, sharding, node.manual_axes)
    return erase_manual_axes(sharding, node.manual_axes)


def _owner_view(node: Node, sharding: TensorSharding) -> TensorSharding:
    """Back from the edge's view to the owner's (inverse of `_edge_view`)."""
    if not node.manual_view or node.outer is None:
        return sharding
    if node.manual_view == "global":
        return erase_manual_axes(sharding, node.manual_axes)
    return add_free_axes(node.outer, sharding, node.manual_axes)


def _propagate_node(run: _Run, node: Node, direction: NodeDirection) -> list[str]:
    """Propagate through one node; return the values whose sharding changed."""
    rule = node.rule
    if rule is None or len(rule.operands) != len(node.operands):
        return []
    op_shardings = [run.sharding(v) for v in node.operands]
    res_shardings = [_edge_view(node, run.sharding(v)) for v in node.results]
    common = _common_mesh(run, op_shardings + res_shardings)
    if common is None:
        return []
    mesh_name, mesh = common
    sizes = rule.factor_sizes
    factor_direction = _factor_direction(node, direction)
    directions = [factor_direction(f) for f in range(len(sizes))]
    if all(d is PropagationDirection.NONE for d in directions):
        return []  # nothing may move along any factor in this round
    run.steps += 1
    operands = _project(node.operands, op_shardings, rule.operands, sizes, mesh)
    results = _project(node.results, res_shardings, rule.results, sizes, mesh)
    changed_ops, changed_res = run.strategy(
        OpFactors(operands, results, sizes, directions.__getitem__, mesh, run.conservative,
                  is_elementwise(node.name))
    )  # fmt: skip
    touched = []
    for values_, tensors, mappings, changed, is_result in (
        (node.operands, operands, rule.operands, changed_ops, False),
        (node.results, results, rule.results, changed_res, True),
    ):
        for v, t, m, c in zip(values_, tensors, mappings, changed, strict=True):
            if not c:
                continue
            new = _from_projection(t, m, sizes, mesh, mesh_name)
            if _store(run, v, _owner_view(node, new) if is_result else new):
                touched.append(v)
                touched.extend(_sync_group(run, v))
    return touched


def _sync_group(run: _Run, value: str) -> list[str]:
    """Copy a changed sharding to the other members of the value's sharding group."""
    slot = run.graph.slot(value)
    group = run.graph.groups.get(slot)
    if not group:
        return []
    sharding = run.graph.shardings[slot]
    assert sharding is not None
    others = [m for m in group if m != slot and run.graph.shardings.get(m) != sharding]
    for m in others:
        run.set_sharding(m, sharding)
    return others


def _factor_direction(
    node: Node, direction: NodeDirection
) -> Callable[[int], PropagationDirection]:
    rule = node.rule
    assert rule is not None
    if node.kind == "barrier":
        return lambda f: node.barrier_direction
    blocked = rule.blocked_propagation

    def factor_direction(f: int) -> PropagationDirection:
        if f in blocked:
            return PropagationDirection.NONE
        return direction(node, f)

    return factor_direction


def _from_projection(tensor, mapping, sizes, mesh: Mesh, mesh_name: str) -> TensorSharding:
    new = sharding_from_projection(tensor, mapping, sizes, mesh, mesh_name or "_")
    return new if mesh_name else replace(new, mesh_name=None, inline_mesh=mesh)


def _store(run: _Run, value: str, new: TensorSharding) -> bool:
    """Store; False when nothing new would be written (Shardy: "strided view is needed")."""
    old = run.sharding(value)
    if new == old or (old is None and not new.all_axis_refs()):
        return False
    run.set_sharding(value, new)
    return True


def _write(run: _Run, value, tensor, mapping, sizes, mesh: Mesh, mesh_name: str) -> bool:
    """Project back and store (see `_store`)."""
    return _store(run, value, _from_projection(tensor, mapping, sizes, mesh, mesh_name))


def _propagate_func_results(run: _Run) -> None:
    """Identity propagation between each returned value and its function's result sharding
    (a private function, e.g. a callee propagated on its own, keeps its result shardings)."""
    for function, i, value in run.graph.returns:
        t = run.graph.types.get(value)
        if t is None or function in run.private:
            continue
        key: ResultKey = i if function == run.graph.entry else (function, i)
        result = run.result_shardings.get(key)
        common = _common_mesh(run, [run.sharding(value), result])
        if common is None:
            continue
        mesh_name, mesh = common
        rule = identity_rule(t.rank)
        rule = replace(rule, factor_sizes=t.shape)
        ops = [project_tensor(run.sharding(value), rule.operands[0], t.shape, mesh)]
        res = [project_tensor(result, rule.results[0], t.shape, mesh)]
        c_ops, c_res = run.strategy(
            OpFactors(ops, res, t.shape, lambda f: PropagationDirection.BOTH, mesh)
        )
        if c_ops[0]:
            _write(run, value, ops[0], rule.operands[0], t.shape, mesh, mesh_name)
        if c_res[0]:
            new = _from_projection(res[0], rule.results[0], t.shape, mesh, mesh_name)
            if new != result and not (result is None and not new.all_axis_refs()):
                run.result_shardings[key] = new


def _call_result_sharding(run: _Run, value: str) -> TensorSharding | None:
    """An inlined call result's sharding as Shardy exports it: the callee's returned value's
    (propagate-to-func-results, then the call takes its callee's result sharding), or the
    call site's own when the returned value has none."""
    returned = run.graph.call_results.get(value)
    found = run.sharding(returned) if returned is not None else None
    return found if found is not None else run.sharding(value)


def _call_shardings(run: _Run, close: bool) -> dict[str, tuple[list, list]]:
    """Per inlined call op, the callee's argument and result shardings at its first call site
    (what Shardy writes on the callee, or on its clone, after propagation)."""
    out = {}
    for op_id, (args, results, _) in run.graph.calls.items():
        found = [
            [run.sharding(v) for v in args],
            [_call_result_sharding(run, v) for v in results],
        ]
        if close:
            found = [[s and close_sharding(s) for s in side] for side in found]
        out[op_id] = (found[0], found[1])
    return out


def _op_factor_axes(run: _Run) -> dict[str, tuple]:
    """Per original op with a rule, the factor assignment its final shardings execute under."""
    out: dict[str, tuple] = {}
    for node in run.graph.nodes:
        if node.kind != "op" or node.rule is None or node.op_id is None or node.op_id in out:
            continue
        if any(v in run.graph.constant_copies for v in node.results):
            continue
        if len(node.rule.operands) != len(node.operands):
            continue
        ops = [run.sharding(v) for v in node.operands]
        res = [run.sharding(v) for v in node.results]
        common = _common_mesh(run, ops + res)
        if common is None:
            continue
        out[node.op_id] = explicit_reshard_assignment(None, node.rule, ops, res, common[1])
    return out


def _solution_shardings(
    program: Program, run: _Run, divisible_io: bool, remove_io_sub_axes: bool, close: bool = True
) -> tuple[dict[str, TensorSharding], list[str]]:
    """Closed shardings for every program value (Shardy's close-shardings), open-empty if none.

    A value copied by constant splitting or call inlining reports its first copy's sharding. The
    export steps at function boundaries apply to main's arguments and to its result shardings
    (`stats["result_shardings"]`), not to the values returned.
    """
    graph = run.graph
    first_copy: dict[str, str] = {}
    for copy, origin in graph.origin.items():
        if copy not in graph.constant_copies:
            first_copy.setdefault(origin, copy)
    args = set(program.main.args)
    found: dict[str, TensorSharding] = {}
    for vid, value in program.values.items():
        key = vid if vid in graph.types else first_copy.get(vid)
        s = _call_result_sharding(run, key) if key is not None else None
        if s is None:
            continue
        if vid in args:
            s = _export_io(run.meshes, s, value.type.shape, divisible_io, remove_io_sub_axes)
        found[vid] = close_sharding(s) if close else s
    for i, s in list(run.result_shardings.items()):
        if s is not None and isinstance(i, int) and i < len(program.main.returns):
            shape = program.value(program.main.returns[i]).type.shape
            run.result_shardings[i] = _export_io(
                run.meshes, s, shape, divisible_io, remove_io_sub_axes
            )
    _fill_sibling_results(program, found, close)
    default_mesh = next(iter(program.meshes), "_")
    shardings: dict[str, TensorSharding] = {}
    unsharded: list[str] = []
    for vid, value in program.values.items():
        if vid in found:
            shardings[vid] = found[vid]
            continue
        open_dims = tuple(DimSharding((), True) for _ in range(value.type.rank))
        shardings[vid] = TensorSharding(default_mesh, open_dims)
        unsharded.append(vid)
    return shardings, unsharded


def _export_io(meshes: dict[str, Mesh], s: TensorSharding, shape, divisible: bool, remove: bool):
    mesh = s.inline_mesh if s.mesh_name is None else meshes.get(s.mesh_name)
    if mesh is None or not (divisible or remove):
        return s
    return export_sharding(s, shape, mesh, divisible, remove)


def _fill_sibling_results(program: Program, found: dict[str, TensorSharding], close: bool) -> None:
    """An op with several results stores one sharding per result (`sharding_per_value`): once one
    result is sharded, Shardy gives its siblings a fully open sharding on the same mesh."""
    for op in program.walk_ops():
        if len(op.results) < 2:
            continue
        sharded = [found[v] for v in op.results if v in found]
        if not sharded:
            continue
        for v in op.results:
            if v not in found:
                rank = program.value(v).type.rank
                dims = tuple(DimSharding((), not close) for _ in range(rank))
                found[v] = replace(sharded[0], dims=dims, replicated=(), unreduced=())


def close_sharding(sharding: TensorSharding) -> TensorSharding:
    """Shardy's close-shardings: every dim closed, no priorities, no explicit replicated axes."""
    dims = tuple(DimSharding(d.axes, False) for d in sharding.dims)
    return replace(sharding, dims=dims, replicated=())
