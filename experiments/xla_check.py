"""Compile an annotated module with XLA on fake CPU devices and count the collectives it inserted.

This is the ground truth the cost model is checked against: XLA's SPMD partitioner (with the
Shardy partitioner, as jax 0.10.2 uses) reads the `sdy.sharding` annotations, partitions the
program and inserts collectives. We parse them from the optimized HLO text: kind, element type
and shape of the buffer, and the device-group size from the replica groups.

Bytes follow the cost model's convention (cost/collectives.py) so the two are comparable: what
one device sends, with S the per-device buffer (gathered output of an all-gather, input of a
reduce-scatter, the buffer otherwise) and N the group size: all-gather / reduce-scatter /
all-to-all ⌊(N−1)·S/N⌋, all-reduce 2·⌊(N−1)·S/N⌋, collective-permute S.

Needs `XLA_FLAGS=--xla_force_host_platform_device_count=N` set before jax loads (tests/conftest.py
and the CLI do it); raises XlaCheckError when fewer devices exist than the mesh needs.
"""

from __future__ import annotations

import math
from typing import Any

from shardsat.model.errors import ShardsatError
from shardsat.model.mesh import Mesh

KINDS = ("all-gather", "reduce-scatter", "all-reduce", "all-to-all", "collective-permute")


class XlaCheckError(ShardsatError):
    """XLA could not compile the module, or the process has too few devices."""


def compile_partitioned(mlir_text: str, num_devices: int) -> str:
    """Optimized HLO text of `mlir_text` compiled SPMD over `num_devices` fake CPU devices."""
    import jax
    from shardsat.ir.jax_interop import compile_mlir

    have = len(jax.devices("cpu"))
    if have < num_devices:
        raise XlaCheckError(
            f"xla check needs {num_devices} devices, have {have} "
            "(set XLA_FLAGS=--xla_force_host_platform_device_count before jax loads)"
        )
    try:
        executable = compile_mlir(mlir_text, num_devices)
    except Exception as err:  # XLA raises its own runtime error types
        first = str(err).strip().splitlines()[0] if str(err).strip() else type(err).__name__
        raise XlaCheckError(f"xla compile failed: {first[:300]}") from None
    return "\n".join(m.to_string() for m in executable.hlo_modules())


def xla_collectives(mlir_text: str, mesh: Mesh) -> list[Any]:
    """Compile and parse: the collectives XLA inserted for an annotated module on `mesh`
    (parsed by `validate_cost.parse_hlo_collectives`, the one HLO collective parser)."""
    from shardsat.experiments import validate_cost

    hlo = compile_partitioned(mlir_text, math.prod(a.size for a in mesh.axes))
    return validate_cost.parse_hlo_collectives(hlo, {a.name: a.size for a in mesh.axes})


def jitted_collectives(jitted: Any, args: tuple[Any, ...], mesh: Mesh) -> list[Any]:
    """The collectives XLA inserted compiling a `jax.jit` function (e.g. `Plan.jit()`) on `args`."""
    from shardsat.experiments import validate_cost

    hlo = jitted.lower(*args).compile().as_text()
    return validate_cost.parse_hlo_collectives(hlo, {a.name: a.size for a in mesh.axes})


def summarize(collectives: list[Any]) -> dict[str, int]:
    """`{"xla_bytes": total, "xla_count": n, "xla_<kind>_bytes": ...}` for tables."""
    row = {"xla_bytes": sum(c.bytes for c in collectives), "xla_count": len(collectives)}
    for kind in KINDS:
        row[f"xla_{kind.replace('-', '_')}_bytes"] = sum(
            c.bytes for c in collectives if c.kind == kind
        )
    return row
