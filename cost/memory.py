"""Per-device memory: bytes of every value under its sharding, peak over a topological schedule.

The schedule is the entry function's op order (program order is topological). A value is live
from the op that defines it to its last use; function arguments are live for the whole function
(the caller owns them) and returned values until the end. At each op the live set includes its
operands and its results (both buffers exist while it runs). The peak of the sum is what a memory
budget is checked against. Not modelled: values inside regions (a while body's temporaries), XLA's
buffer reuse and rematerialization, and scratch space of collectives.
"""

from __future__ import annotations

import math
from collections.abc import Mapping
from dataclasses import dataclass

from shardsat.ir.graph import live_main
from shardsat.ir.program import Function, Program, TensorType
from shardsat.model.errors import VerificationError
from shardsat.model.mesh import Mesh
from shardsat.model.sharding import TensorSharding


def value_bytes(ttype: TensorType, sharding: TensorSharding | None, mesh: Mesh) -> int:
    """Bytes of one device's shard: Π ⌈dim / devices on its axes⌉ × element bytes.

    None (no sharding) means replicated. Unreduced axes do not shrink a value.
    Example: f32[8, 6] on `[{"x"}, {"y"}]` with x=2, y=4 → 4·2·4 = 32 bytes (6/4 pads to 2).
    """
    if sharding is None:
        return ttype.byte_size
    if sharding.rank != ttype.rank:
        raise VerificationError(
            f"sharding {sharding}: rank {sharding.rank} != tensor rank {ttype.rank}"
        )
    elements = 1
    for size, dim in zip(ttype.shape, sharding.dims, strict=True):
        devices = math.prod(ref.size(mesh.axis_size(ref.name)) for ref in dim.axes)
        elements *= -(-size // devices)
    return elements * ttype.element_bytes


@dataclass(frozen=True)
class MemoryProfile:
    """Live bytes per device after each op of the schedule, and the peak.

    `live_bytes[i]` belongs to `schedule[i]` (an op id; "entry" is the state before the first op).
    """

    peak_bytes: int
    peak_at: str
    schedule: tuple[str, ...]
    live_bytes: tuple[int, ...]
    value_bytes: Mapping[str, int]


def _last_uses(function: Function) -> dict[str, int]:
    last: dict[str, int] = {}
    for i, op in enumerate(function.ops):
        for v in op.operands:
            last[v] = i
    end = len(function.ops)
    for v in function.returns:
        last[v] = end
    for v in function.args:
        last[v] = end
    return last


def peak_memory(
    program: Program,
    shardings: Mapping[str, TensorSharding],
    mesh: Mesh,
    function: str | None = None,
) -> MemoryProfile:
    """Peak per-device bytes of `function` (default: the entry) under `shardings` (see module doc)."""
    fn = program.functions[function or program.entry]
    if fn.name == program.entry:  # XLA deletes dead ops before it allocates anything
        fn = live_main(program)
    sizes: dict[str, int] = {}

    def size(v: str) -> int:
        if v not in sizes:
            sizes[v] = value_bytes(program.value(v).type, shardings.get(v), mesh)
        return sizes[v]

    last = _last_uses(fn)
    live = sum(size(a) for a in fn.args)
    schedule, profile = ["entry"], [live]
    for i, op in enumerate(fn.ops):
        new = sum(size(r) for r in op.results)
        profile.append(live + new)
        schedule.append(op.id)
        live += new
        # free what dies here: operands last used by this op, results nobody uses
        dying = {v for v in op.operands if last.get(v) == i} | {
            r for r in op.results if r not in last
        }
        live -= sum(size(v) for v in dying)
    peak = max(profile)
    return MemoryProfile(
        peak_bytes=peak,
        peak_at=schedule[profile.index(peak)],
        schedule=tuple(schedule),
        live_bytes=tuple(profile),
        value_bytes=dict(sizes),
    )
