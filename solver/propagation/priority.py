"""User-priority propagation bookkeeping, Shardy's `user_priority_propagation.cc` (SHARDY.md §4.6):
higher-priority dims start empty with their axes replicated and come back round by round.
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from shardsat.model.axis import mesh_order_key
from shardsat.model.mesh import Mesh
from shardsat.model.sharding import DimSharding, TensorSharding
from shardsat.solver.propagation.graph import Graph


@dataclass(frozen=True)
class PriorityRefs:
    """The tensors (graph value slots, or entry results as ("result", i)) holding dims of one
    priority, with their original shardings."""

    priority: int
    refs: tuple[tuple[object, TensorSharding], ...]


def initialized_sharding(sharding: TensorSharding, mesh: Mesh | None) -> TensorSharding:
    """Priority-0 dims lose the priority; higher-priority dims become `{}` with axes replicated."""
    dims = []
    replicated = list(sharding.replicated)
    for d in sharding.dims:
        if (d.priority or 0) == 0:
            dims.append(replace(d, priority=None))
        else:
            replicated.extend(d.axes)
            dims.append(DimSharding((), False))
    if mesh is not None:
        order = {a.name: i for i, a in enumerate(mesh.axes)}
        replicated.sort(key=lambda r: mesh_order_key(r, order.get(r.name, len(order))))
    return replace(sharding, dims=tuple(dims), replicated=tuple(replicated))


def _mesh_of(sharding: TensorSharding, meshes: dict[str, Mesh]) -> Mesh | None:
    return sharding.inline_mesh if sharding.mesh_name is None else meshes.get(sharding.mesh_name)


def initial_shardings(
    graph: Graph, result_shardings: dict[int, TensorSharding | None], meshes: dict[str, Mesh]
) -> list[PriorityRefs]:
    """Initialise every sharding in place; return the references per priority > 0, ascending."""
    per_priority: dict[int, list[tuple[object, TensorSharding]]] = {}

    def visit(key: object, sharding: TensorSharding) -> TensorSharding:
        for p in sorted({d.priority for d in sharding.dims if (d.priority or 0) > 0}):
            per_priority.setdefault(p, []).append((key, sharding))
        return initialized_sharding(sharding, _mesh_of(sharding, meshes))

    for value, sharding in list(graph.shardings.items()):
        if sharding is not None and value not in graph.alias:
            graph.shardings[value] = visit(value, sharding)
    for i, sharding in list(result_shardings.items()):
        if sharding is not None:
            result_shardings[i] = visit(("result", i), sharding)
    return [PriorityRefs(p, tuple(per_priority[p])) for p in sorted(per_priority)]


def updated_for_priority(
    current: TensorSharding, original: TensorSharding, priority: int
) -> TensorSharding:
    """Restore the dims of `original` with this priority (without it); unreplicate their axes."""
    dims = list(current.dims)
    seen = set()
    for k, d in enumerate(original.dims):
        if (d.priority or 0) == priority:
            dims[k] = replace(d, priority=None)
            seen.update(d.axes)
    replicated = tuple(a for a in current.replicated if a not in seen)
    return replace(current, dims=tuple(dims), replicated=replicated)


def restore_priority(
    graph: Graph, result_shardings: dict[int, TensorSharding | None], refs: PriorityRefs
) -> None:
    """Apply `updated_for_priority` to every tensor referenced at this priority."""
    for key, original in refs.refs:
        if isinstance(key, tuple):
            current = result_shardings[key[1]]
            assert current is not None
            result_shardings[key[1]] = updated_for_priority(current, original, refs.priority)
        else:
            current = graph.shardings[key]
            assert current is not None
            graph.shardings[key] = updated_for_priority(current, original, refs.priority)
