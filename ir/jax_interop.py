"""JAX in and out: programs from JAX functions, solved shardings as PartitionSpec/NamedSharding,
and a compile-and-run helper on fake CPU devices. jax is imported inside the functions.

JAX's `PartitionSpec` names whole mesh axes per dim, so a sharding that uses a sub-axis
(`"x":(1)2`) cannot be expressed (SPEC.md §1). `to_partition_spec` then raises
`SubAxisError` naming the value and dim; with `gather_sub_axes=True` it instead drops the first
sub-axis of that dim and everything after it (like Shardy's `remove-sub-axes-in-input-output-
shardings`), i.e. the dim is all-gathered along those axes at the boundary.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from shardsat.ir.mlir_import import import_mlir
from shardsat.ir.program import Program
from shardsat.model.errors import VerificationError
from shardsat.model.mesh import Mesh
from shardsat.model.sharding import DimSharding, TensorSharding


@dataclass(eq=False)
class SubAxisError(VerificationError):
    """A sharding uses a sub-axis, which a JAX PartitionSpec cannot express."""


def jax_mesh(mesh: Mesh | Any):
    """A jax Mesh for our Mesh (row-major over the first devices), or a jax Mesh unchanged."""
    import jax
    import numpy as np
    from jax.sharding import AxisType

    if not isinstance(mesh, Mesh):
        return mesh
    n = mesh.num_devices
    devices = jax.devices()
    if len(devices) < n:
        raise VerificationError(f"mesh {mesh} needs {n} devices, jax has {len(devices)}")
    order = np.asarray(mesh.device_list())
    grid = np.asarray(devices[:n], dtype=object)[order].reshape(tuple(a.size for a in mesh.axes))
    return jax.sharding.Mesh(grid, mesh.axis_names, axis_types=(AxisType.Auto,) * len(mesh.axes))


def from_jax(
    fn: Any, *example_args: Any, mesh: Mesh | Any = None, in_shardings: Any = None
) -> Program:
    """Trace and lower `fn` with `jax.jit(fn, in_shardings=...)` and import the StableHLO.

    `in_shardings` may hold PartitionSpecs (bound to `mesh`), NamedShardings or None (open),
    in the pytree structure of the arguments.
    """
    import jax
    from jax.sharding import NamedSharding, PartitionSpec

    kwargs = {}
    if in_shardings is not None:
        if mesh is None and _has_spec(in_shardings):
            raise VerificationError("from_jax: PartitionSpec in_shardings need mesh=")
        m = jax_mesh(mesh) if mesh is not None else None

        def bind(s: Any) -> Any:
            return NamedSharding(m, s) if isinstance(s, PartitionSpec) else s

        kwargs["in_shardings"] = jax.tree_util.tree_map(
            bind, in_shardings, is_leaf=lambda s: isinstance(s, PartitionSpec) or s is None
        )
    text = jax.jit(fn, **kwargs).lower(*example_args).as_text()
    return import_mlir(text)


def _has_spec(tree: Any) -> bool:
    import jax
    from jax.sharding import PartitionSpec

    leaves = jax.tree_util.tree_leaves(tree, is_leaf=lambda s: isinstance(s, PartitionSpec))
    return any(isinstance(s, PartitionSpec) for s in leaves)


def to_partition_spec(
    sharding: TensorSharding, where: str = "value", gather_sub_axes: bool = False
):
    """The PartitionSpec of a sharding; sub-axes raise SubAxisError unless `gather_sub_axes`."""
    from jax.sharding import PartitionSpec

    entries: list[Any] = []
    for d, dim in enumerate(sharding.dims):
        names = []
        for ref in dim.axes:
            if ref.is_sub_axis:
                if not gather_sub_axes:
                    raise SubAxisError(
                        f"{where} dim {d}: sharding {sharding} uses sub-axis {ref}, which a jax "
                        "PartitionSpec cannot express; pass gather_sub_axes=True to all-gather it away"
                    )
                break
            names.append(ref.name)
        entries.append(None if not names else names[0] if len(names) == 1 else tuple(names))
    while entries and entries[-1] is None:
        entries.pop()
    return PartitionSpec(*entries)


def without_sub_axes(sharding: TensorSharding) -> TensorSharding:
    """Drop the first sub-axis of each dim and everything after it (what gathering costs)."""
    dims = []
    for dim in sharding.dims:
        kept = []
        for ref in dim.axes:
            if ref.is_sub_axis:
                break
            kept.append(ref)
        dims.append(DimSharding(tuple(kept), dim.is_open, dim.priority if kept else None))
    return sharding.with_dims(tuple(dims))


def to_named_sharding(
    sharding: TensorSharding, mesh: Mesh | Any, where: str = "value", gather_sub_axes: bool = False
):
    from jax.sharding import NamedSharding

    return NamedSharding(jax_mesh(mesh), to_partition_spec(sharding, where, gather_sub_axes))


def entry_partition_specs(
    program: Program, shardings: Mapping[str, TensorSharding], gather_sub_axes: bool = False
) -> tuple[list[Any], list[Any]]:
    """PartitionSpecs for the entry function's arguments and results (None where unsharded)."""
    fn = program.main

    def spec(value: str, fallback: TensorSharding | None, where: str) -> Any:
        s = shardings.get(value, fallback)
        return None if s is None else to_partition_spec(s, where, gather_sub_axes)

    ins = [spec(a, fn.arg_shardings.get(i), f"argument {i}") for i, a in enumerate(fn.args)]
    outs = [spec(v, fn.result_shardings.get(i), f"result {i}") for i, v in enumerate(fn.returns)]
    return ins, outs


def compile_mlir(mlir_text: str, num_devices: int = 8):
    """Compile SPMD with the Shardy partitioner over the first `num_devices` CPU devices."""
    import re

    import jax
    import numpy as np
    from shardsat.ir.jax_compat import xla_client

    xc = xla_client()

    devices = jax.devices("cpu")
    if len(devices) < num_devices:
        raise VerificationError(
            f"compile_mlir needs {num_devices} devices, have {len(devices)} (set XLA_FLAGS="
            "--xla_force_host_platform_device_count before jax loads)"
        )
    text = re.sub(r"mhlo\.num_partitions = \d+", f"mhlo.num_partitions = {num_devices}", mlir_text)
    options = xc.CompileOptions()
    build = options.executable_build_options
    build.num_replicas = 1
    build.num_partitions = num_devices
    build.use_spmd_partitioning = True
    build.use_shardy_partitioner = True
    build.device_assignment = xc.DeviceAssignment.create(np.arange(num_devices).reshape(1, -1))
    return devices[0].client.compile_and_load(
        text, xc.DeviceList(tuple(devices[:num_devices])), options
    )


def run_mlir(mlir_text: str, args: Sequence[Any], num_devices: int = 8) -> list[Any]:
    """Compile and run; inputs are placed with the executable's own parameter shardings (other
    placements crash the process, DESIGN.md §3). Returns the outputs as numpy arrays."""
    import jax
    import numpy as np
    from shardsat.ir.jax_compat import hlo_sharding

    program = import_mlir(mlir_text)
    shapes = [program.value(v).type.shape for v in program.main.returns]
    exe = compile_mlir(mlir_text, num_devices)
    devices = tuple(jax.devices("cpu")[:num_devices])
    placed = [
        jax.device_put(np.asarray(x), hlo_sharding(devices, s))
        for x, s in zip(args, exe.get_parameter_shardings(), strict=True)
    ]
    shards = exe.execute_sharded(placed).disassemble_into_single_device_arrays()
    return [
        np.asarray(
            jax.make_array_from_single_device_arrays(shape, hlo_sharding(devices, s), pieces)
        )
        for pieces, s, shape in zip(shards, exe.get_output_shardings(), shapes, strict=True)
    ]
