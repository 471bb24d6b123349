"""The few jax internals shardsat needs, in one place, behind a version check.

Everything else uses jax's public API (`jax.extend.mlir` for the MLIR bindings). What is left
here has no public equivalent in jax 0.10: an MLIR context with every dialect jax uses
registered, the XLA client's compile options and device lists (to compile a module we wrote
rather than one jax traced), and placing a buffer with the HLO sharding an executable reports.
Imported lazily by ir/ so `import shardsat` does not load jax.
"""

from __future__ import annotations

from typing import Any

from shardsat.model.errors import ShardsatError

SUPPORTED = ((0, 10), (0, 11))
"""jax versions (major, minor) these internals were checked against: [first, last)."""


class JaxVersionError(ShardsatError):
    """The installed jax is outside the range whose internals shardsat was checked against."""


def check_version() -> None:
    """Raise JaxVersionError unless jax is in SUPPORTED."""
    import jax

    version = tuple(int(p) for p in jax.__version__.split(".")[:2])
    first, last = SUPPORTED
    if not first <= version < last:
        raise JaxVersionError(
            f"jax {jax.__version__} is not supported: shardsat needs jax>={first[0]}.{first[1]},"
            f"<{last[0]}.{last[1]}"
        )


def make_ir_context() -> Any:
    """An MLIR context with the StableHLO, sdy, func, chlo, ... dialects jax registers."""
    check_version()
    from jax._src.interpreters import mlir as jax_mlir

    return jax_mlir.make_ir_context()


def xla_client() -> Any:
    """jaxlib's XLA client module (CompileOptions, DeviceList, DeviceAssignment)."""
    check_version()
    from jax._src.lib import xla_client as xc

    return xc


def hlo_sharding(devices: tuple[Any, ...], op_sharding: Any) -> Any:
    """A jax Sharding over `devices` for an HLO sharding an executable reports."""
    check_version()
    from jax._src.sharding_impls import GSPMDSharding

    return GSPMDSharding(devices, op_sharding)
