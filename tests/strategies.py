"""Hypothesis strategies for shardsat's values: meshes, shapes, valid shardings, rules.

Import from any test: `from tests.strategies import meshes, tensor_shardings, sharded_tensors`.
Every strategy draws only *valid* values (the model verifiers accept them); shardings are built by
splitting each mesh axis into a chain of sub-axis pieces and dealing the pieces out to dims,
replicated and unreduced, then canonicalising (mesh-ordered lists, adjacent pieces merged).

- `meshes(max_axes=3, min_size=1, max_size=8, device_ids=True, name="mesh")`
- `shapes(min_rank=0, max_rank=4, min_dim=1, max_dim=16)`
- `axis_refs(mesh)` — a valid full axis or sub-axis of the mesh
- `tensor_shardings(mesh, rank)` — valid for the mesh (any shape of that rank)
- `sharded_tensors()` — (mesh, shape, sharding); `divisible=True` makes every dim divide evenly
- `op_sharding_rules()` / `rules_with_shapes()` — valid rules, the latter with matching shapes
"""

from __future__ import annotations

import math

from hypothesis import strategies as st
from shardsat.model.axis import AxisRef, make_axis_ref, mesh_order_key
from shardsat.model.mesh import Mesh, MeshAxis
from shardsat.model.rule import OpShardingRule
from shardsat.model.sharding import DimSharding, ReductionKind, TensorSharding

AXIS_NAMES = ("x", "y", "z", "a", "b", "data", "model")


def _divisors(n: int) -> list[int]:
    return [d for d in range(1, n + 1) if n % d == 0]


@st.composite
def meshes(
    draw,
    max_axes: int = 3,
    min_size: int = 1,
    max_size: int = 8,
    device_ids: bool = True,
    name: str | None = "mesh",
    min_axes: int = 1,
) -> Mesh:
    """A mesh of 1..max_axes distinct axes with sizes in [min_size, max_size].

    With `device_ids`, sometimes a shuffled (non-iota) device order.
    """
    names = draw(
        st.lists(st.sampled_from(AXIS_NAMES), min_size=min_axes, max_size=max_axes, unique=True)
    )
    sizes = [draw(st.integers(min_size, max_size)) for _ in names]
    axes = tuple(MeshAxis(n, s) for n, s in zip(names, sizes, strict=True))
    ids: tuple[int, ...] = ()
    total = math.prod(sizes)
    if device_ids and total > 1 and draw(st.booleans()):
        ids = tuple(draw(st.permutations(range(total))))
    return Mesh(axes, ids, name)


def shapes(min_rank: int = 0, max_rank: int = 4, min_dim: int = 1, max_dim: int = 16):
    """Static tensor shapes as tuples of ints."""
    return st.lists(st.integers(min_dim, max_dim), min_size=min_rank, max_size=max_rank).map(tuple)


@st.composite
def _axis_pieces(draw, name: str, size: int) -> list[AxisRef]:
    """A chain 1 = b0 | b1 | ... | bk = size cut into refs (the full axis when k == 1)."""
    bounds = [1]
    while bounds[-1] < size:
        rest = size // bounds[-1]
        step = draw(st.sampled_from([d for d in _divisors(rest) if d > 1]))
        bounds.append(bounds[-1] * step)
    return [
        make_axis_ref(name, lo, hi // lo, size) for lo, hi in zip(bounds, bounds[1:], strict=False)
    ]


@st.composite
def axis_refs(draw, mesh: Mesh) -> AxisRef:
    """One valid ref into `mesh` (full axis or a sub-axis from some split of it)."""
    axis = draw(st.sampled_from(mesh.axes))
    return draw(st.sampled_from(draw(_axis_pieces(axis.name, axis.size))))


def merge_adjacent(refs: list[AxisRef], mesh: Mesh) -> tuple[AxisRef, ...]:
    """Merge neighbours `"a":(m)k, "a":(m*k)l` (Shardy rejects them unmerged)."""
    out: list[AxisRef] = []
    for ref in refs:
        if out and out[-1].sub and ref.sub and out[-1].name == ref.name:
            prev = out[-1]
            if prev.sub[0] * prev.sub[1] == ref.sub[0]:
                out[-1] = make_axis_ref(
                    ref.name, prev.sub[0], prev.sub[1] * ref.sub[1], mesh.axis_size(ref.name)
                )
                continue
        out.append(ref)
    return tuple(out)


def _sorted_merged(refs: list[AxisRef], mesh: Mesh) -> tuple[AxisRef, ...]:
    ordered = sorted(refs, key=lambda r: mesh_order_key(r, mesh.axis_index(r.name)))
    return merge_adjacent(ordered, mesh)


@st.composite
def tensor_shardings(
    draw,
    mesh: Mesh,
    rank: int,
    mesh_name: str | None = None,
    allow_unreduced: bool = True,
    allow_open: bool = True,
    allow_priority: bool = True,
    inline: bool | None = False,
) -> TensorSharding:
    """A sharding of a rank-`rank` tensor on `mesh` that `verify_tensor_sharding` accepts.

    Size-1 axes are used too (legal in Shardy). `inline=None` lets hypothesis choose an inline
    mesh sometimes; otherwise the sharding refers to `mesh_name or mesh.name or "mesh"`.
    """
    dims: list[list[AxisRef]] = [[] for _ in range(rank)]
    replicated: list[AxisRef] = []
    unreduced: list[AxisRef] = []
    targets = ["unused"] + ["dim"] * (2 if rank else 0) + ["replicated"]
    if allow_unreduced:
        targets.append("unreduced")
    for axis in mesh.axes:
        for piece in draw(_axis_pieces(axis.name, axis.size)):
            where = draw(st.sampled_from(targets))
            if where == "dim":
                dims[draw(st.integers(0, rank - 1))].append(piece)
            elif where == "replicated":
                replicated.append(piece)
            elif where == "unreduced":
                unreduced.append(piece)
    dim_values = []
    for axes in dims:
        order = draw(st.permutations(axes)) if axes else []
        is_open = allow_open and draw(st.booleans())
        merged = merge_adjacent(list(order), mesh)
        can_prio = allow_priority and (merged or is_open)
        priority = draw(st.none() | st.integers(0, 3)) if can_prio else None
        dim_values.append(DimSharding(merged, is_open, priority))
    use_inline = draw(st.booleans()) if inline is None else inline
    kind = draw(st.sampled_from(list(ReductionKind))) if unreduced else ReductionKind.SUM
    return TensorSharding(
        None if use_inline else (mesh_name or mesh.name or "mesh"),
        tuple(dim_values),
        _sorted_merged(replicated, mesh),
        _sorted_merged(unreduced, mesh),
        Mesh(mesh.axes, mesh.device_ids) if use_inline else None,
        kind,
    )


@st.composite
def sharded_tensors(
    draw,
    max_axes: int = 3,
    max_size: int = 8,
    max_rank: int = 3,
    divisible: bool = False,
    **sharding_options,
) -> tuple[Mesh, tuple[int, ...], TensorSharding]:
    """(mesh, shape, sharding) with the sharding valid for both.

    `divisible=True` picks each dim size as a multiple of its number of shards.
    """
    mesh = draw(meshes(max_axes=max_axes, max_size=max_size))
    rank = draw(st.integers(0, max_rank))
    sharding = draw(tensor_shardings(mesh, rank, **sharding_options))
    shape = []
    for dim in sharding.dims:
        n = math.prod(r.size(mesh.axis_size(r.name)) for r in dim.axes)
        if divisible:
            shape.append(n * draw(st.integers(1, 3)))
        else:
            shape.append(draw(st.integers(1, 16)))
    return mesh, tuple(shape), sharding


@st.composite
def op_sharding_rules(
    draw, max_factors: int = 6, max_operands: int = 3, max_results: int = 2
) -> OpShardingRule:
    """A valid rule: every factor used, no factor twice per tensor, reduction factors only in
    operands, compound dims without size-1 factors, at least one operand and one result."""
    n = draw(st.integers(1, max_factors))
    sizes = tuple(draw(st.integers(1, 8)) for _ in range(n))
    kinds = [draw(st.sampled_from(["pass", "pass", "reduction", "need", "perm"])) for _ in range(n)]
    n_ops = draw(st.integers(1, max_operands))
    n_res = draw(st.integers(1, max_results))
    tensors = []
    for t in range(n_ops + n_res):
        allowed = [f for f in range(n) if t < n_ops or kinds[f] != "reduction"]
        chosen = draw(st.lists(st.sampled_from(allowed), unique=True)) if allowed else []
        tensors.append(chosen)
    for f in range(n):  # every factor used: add to operand 0 when nobody took it
        if not any(f in t for t in tensors):
            tensors[0].append(f)
    mappings = [draw(_group_into_dims(t, sizes)) for t in tensors]
    blocked = frozenset(f for f in range(n) if draw(st.integers(0, 5)) == 0)
    return OpShardingRule(
        sizes,
        tuple(mappings[:n_ops]),
        tuple(mappings[n_ops:]),
        frozenset(f for f in range(n) if kinds[f] == "reduction"),
        frozenset(f for f in range(n) if kinds[f] == "need"),
        frozenset(f for f in range(n) if kinds[f] == "perm"),
        blocked,
        draw(st.booleans()),
    )


@st.composite
def _group_into_dims(draw, factors: list[int], sizes: tuple[int, ...]):
    """Split an ordered factor list into dims; join neighbours into compound dims sometimes."""
    dims: list[list[int]] = []
    for f in factors:
        join = dims and sizes[f] > 1 and all(sizes[g] > 1 for g in dims[-1]) and draw(st.booleans())
        if join:
            dims[-1].append(f)
        else:
            dims.append([f])
    return tuple(tuple(d) for d in dims)


@st.composite
def rules_with_shapes(draw, **options):
    """(rule, operand_shapes, result_shapes): each dim's size is the product of its factors."""
    rule = draw(op_sharding_rules(**options))

    def shape(mapping):
        return tuple(math.prod(rule.factor_sizes[f] for f in dim) for dim in mapping)

    return rule, [shape(m) for m in rule.operands], [shape(m) for m in rule.results]
