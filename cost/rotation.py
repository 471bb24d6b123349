"""Rotations along a sharded dim: `jnp.roll` as XLA's partitioner runs it.

JAX lowers `jnp.roll(x, s, axis=d)` to `concatenate(slice(x, [a:n]), slice(x, [0:a]), dim=d)`.
Priced op by op, the two slices exchange halos and the concatenate all-to-alls its operands
away from `d` and back (4,256 B for a roll by 1 of f32[2,40,32] on data=8); XLA recognises the
rotation and moves only what crosses shard boundaries, with collective-permutes of the source's
shards (measured, `tests/cost/test_rotation.py`): with `L` rows per shard and the rotation
`r = min(a, n - a)` rows the short way round, `r < L` sends `r` rows; `r = L` one whole shard;
otherwise the shard in two pieces of `r mod L` and `L - r mod L` rows (one piece when `r` is a
multiple of `L`).
"""

from __future__ import annotations

from dataclasses import dataclass

from shardsat.cost.collectives import Collective, collective_permute_cost
from shardsat.cost.memory import value_bytes
from shardsat.cost.topology import Topology
from shardsat.ir.program import Op, Program
from shardsat.model.mesh import Mesh
from shardsat.model.semantics import num_shards
from shardsat.model.sharding import TensorSharding


@dataclass(frozen=True)
class Rotation:
    """A concatenate of two slices of one value that rotates it along `dim` by `start` rows."""

    concat: str
    slices: tuple[str, str]
    source: str
    dim: int
    start: int


def find_rotations(program: Program) -> dict[str, Rotation]:
    """Concatenate op id -> its Rotation, for every concatenate of `slice(x, [a:n])` then
    `slice(x, [0:a])` along the concat dim (unit strides, other dims whole) whose slices feed
    nothing else."""
    found = {}
    for op in program.walk_ops():
        rotation = _rotation(op, program)
        if rotation is not None:
            found[op.id] = rotation
    return found


def _rotation(op: Op, program: Program) -> Rotation | None:
    if op.name != "stablehlo.concatenate" or len(op.operands) != 2:
        return None
    dim = int((op.attributes or {}).get("dimension", -1))
    slices = [program.producer(v) for v in op.operands]
    if any(s is None or s.name != "stablehlo.slice" for s in slices):
        return None
    if slices[0].operands[0] != slices[1].operands[0]:
        return None
    source = slices[0].operands[0]
    shape = program.value(source).type.shape
    ranges = [_ranges(s, shape) for s in slices]
    if None in ranges or not 0 <= dim < len(shape):
        return None
    n = shape[dim]
    (head, tail) = ranges
    for d, size in enumerate(shape):
        if d != dim and (head[d] != (0, size) or tail[d] != (0, size)):
            return None
    start = head[dim][0]
    if not 0 < start < n or head[dim] != (start, n) or tail[dim] != (0, start):
        return None
    for v in op.operands:
        if len(program.uses(v)) != 1:
            return None
    return Rotation(op.id, (slices[0].id, slices[1].id), source, dim, start)


def _ranges(op: Op, shape: tuple[int, ...]) -> list[tuple[int, int]] | None:
    attrs = op.attributes or {}
    starts, limits = attrs.get("start_indices"), attrs.get("limit_indices")
    strides = attrs.get("strides") or [1] * len(shape)
    if starts is None or limits is None or any(int(s) != 1 for s in strides):
        return None
    return [(int(a), int(b)) for a, b in zip(starts, limits, strict=True)]


def rotation_collectives(
    rotation: Rotation,
    source: TensorSharding | None,
    result: TensorSharding | None,
    program: Program,
    mesh: Mesh,
    topology: Topology,
) -> tuple[Collective, ...] | None:
    """The collective-permutes XLA runs for `rotation` when the source and the result have the
    same sharding and the rotated dim is split evenly; None otherwise (priced op by op)."""
    if source is None or result is None or source.closed() != result.closed():
        return None
    ttype = program.value(rotation.source).type
    n = ttype.shape[rotation.dim]
    shards = num_shards(source, mesh)[rotation.dim]
    if shards == 1 or n % shards:
        return None
    rows = n // shards
    turn = min(rotation.start, n - rotation.start)
    part = turn % rows
    pieces = [part, rows - part] if part and turn > rows else [part or rows]
    row_bytes = value_bytes(topology.wire_type(ttype), source, mesh) // rows
    axes = source.dims[rotation.dim].axes
    return tuple(
        collective_permute_cost(axes, row_bytes * p, topology).with_detail(
            f"collective_permute {{{', '.join(map(str, axes))}}} rotation by {turn} rows"
        )
        for p in pieces
    )
