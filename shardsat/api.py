"""The public Python API: `shardsat.solve`, `shardsat.propagate`, `shardsat.import_mlir`.

    import shardsat
    program = shardsat.import_mlir(open("model.mlir").read())
    plan = shardsat.solve(program, topology="h100x8", memory_budget="16GiB")
    print(plan.status, plan.objective, plan.shardings)

`solve` is the CP-SAT auto-sharder (solver/cpsat.py), `propagate` the Shardy-style greedy
baseline (solver/greedy.py); both return a `Solution`.
"""

from __future__ import annotations

import re

from shardsat.model.errors import ShardsatError, VerificationError
from shardsat.model.mesh import Mesh, MeshAxis
from shardsat.solver.solution import Solution, SolveStatus

__all__ = [
    "Solution",
    "from_jax",
    "SolveStatus",
    "import_mlir",
    "parse_bytes",
    "parse_mesh_axes",
    "program_mesh",
    "propagate",
    "solve",
]

_UNITS = {"": 1, "b": 1, "kb": 10**3, "mb": 10**6, "gb": 10**9, "tb": 10**12,
          "kib": 2**10, "mib": 2**20, "gib": 2**30, "tib": 2**40}  # fmt: skip


def solver_share(time_limit: float, program, seconds_per_op: float) -> float:
    """The solver's part of a call's `time_limit`: the limit less what the caller does after
    the solve (pricing, exporting: `seconds_per_op` per op), never under a tenth of it."""
    ops = sum(1 for _ in program.walk_ops())
    return max(0.1 * time_limit, time_limit - ops * seconds_per_op)


def parse_bytes(text: str | int | None) -> int | None:
    """`16GiB` -> 17179869184, `512MB` -> 512000000, `1024` -> 1024, None -> None."""
    if text is None or isinstance(text, int):
        return text
    m = re.fullmatch(r"\s*([0-9]+(?:\.[0-9]+)?)\s*([a-zA-Z]*)\s*", text)
    if not m or m.group(2).lower() not in _UNITS:
        raise ShardsatError(f"memory budget {text!r}: expected a size like 16GiB, 512MB or 1024")
    return int(float(m.group(1)) * _UNITS[m.group(2).lower()])


def parse_mesh_axes(text: str, name: str = "mesh") -> Mesh:
    """`data=2,model=4` -> the mesh `@name = <["data"=2, "model"=4]>`."""
    axes = []
    for part in text.split(","):
        key, sep, size = part.partition("=")
        if not sep or not key.strip() or not size.strip().isdigit():
            raise ShardsatError(f"mesh {text!r}: expected name=size pairs like data=2,model=4")
        axes.append(MeshAxis(key.strip(), int(size)))
    return Mesh(tuple(axes), (), name)


def program_mesh(program, mesh: Mesh | None = None) -> Mesh:
    """The mesh to solve on: the given one (named after the program's mesh symbol, so the
    program's shardings refer to it), else the program's first mesh."""
    if mesh is not None:
        return mesh.with_name(mesh.name or next(iter(program.meshes), "mesh"))
    if not program.meshes:
        raise VerificationError("program declares no mesh: pass one (e.g. --mesh data=2,model=4)")
    name, found = next(iter(program.meshes.items()))
    return found.with_name(name)


def solve(
    program,
    mesh: Mesh | None = None,
    topology=None,
    objective: str = "time",
    memory_budget: int | str | None = None,
    time_limit: float = 60,
    workers: int = 2,
    seed: int = 0,
    **options,
) -> Solution:
    """The CP-SAT plan of `program` on `mesh` (default: the program's mesh); see solver.cpsat.solve."""
    from shardsat.solver.cpsat.driver import solve as cpsat_solve

    return cpsat_solve(
        program, program_mesh(program, mesh), topology, objective, parse_bytes(memory_budget),
        time_limit, workers, seed, **options,
    )  # fmt: skip


def propagate(program, **options) -> Solution:
    """Shardy-style greedy propagation (solver.greedy.propagate)."""
    from shardsat.solver.propagation.driver import propagate as greedy_propagate

    return greedy_propagate(program, **options)


def from_jax(fn, *example_args, mesh=None, in_shardings=None):
    """A Program from a JAX function traced on `example_args` (ir.jax_interop.from_jax); for a
    plan that runs, use `shardsat.auto_shard`."""
    from shardsat.ir.jax_interop import from_jax as trace

    return trace(fn, *example_args, mesh=mesh, in_shardings=in_shardings)


def import_mlir(text: str):
    """A Program from StableHLO + sdy MLIR text (ir.mlir_import.import_mlir)."""
    from shardsat.ir.mlir_import import import_mlir as do_import

    return do_import(text)
