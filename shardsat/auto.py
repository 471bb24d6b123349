"""`auto_shard`: from a JAX function to a jitted function that runs the solved plan.

    plan = shardsat.auto_shard(train_step, params, batch, mesh="data=2,model=4", topology="h100x8")
    step = plan.jit()                      # runs the plan XLA was given, not XLA's own choice
    params, loss = step(params, batch)     # outputs come back in the plan's shardings

The function is exported with `jax.export` (StableHLO with `sdy` shardings), solved with CP-SAT
(or greedy propagation), and the plan is written back into the exported module with every
per-op reshard pinned (`cost.plan.export_plan`); `Plan.jit()` wraps that module's `call` in
`jax.jit` with the plan's boundary shardings. So the collectives XLA inserts are the ones the
cost model priced, which values-only shardings do not give (XLA re-partitions between them).

Carried values: an output with the same pytree path, shape and dtype as an input (a training
step's parameters and optimizer state) and every donated argument get the same sharding in and
out, a hard constraint (`Function.aliases`), so the next step takes the outputs as they are.
Input shardings the user gives are constraints; the others are the plan's choice and their
placement (a one-time `device_put` before the loop) is not priced.
"""

from __future__ import annotations

import dataclasses
import sys
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from shardsat.model.errors import ShardsatError
from shardsat.model.mesh import Mesh, MeshAxis

__all__ = ["Plan", "auto_shard"]


@dataclass(frozen=True)
class Plan:
    """A solved plan for one JAX function and its example arguments' shapes.

    `in_shardings` / `out_shardings` are pytrees of NamedSharding shaped like the (non-static)
    arguments and the outputs; `report` is the cost model's `CostReport` of the plan;
    `module_text` the StableHLO module XLA compiles (plan pinned).
    """

    solution: Any
    program: Any
    mesh: Mesh
    jax_mesh: Any
    in_shardings: Any
    out_shardings: Any
    report: Any
    module_text: str
    reshards: int
    """Per-op reshards pinned as sharding constraints in `module_text`."""
    exported: Any
    """The `jax.export.Exported` of the function with `module_text` as its module."""
    static_argnums: tuple[int, ...] = ()
    donate_argnums: tuple[int, ...] = ()
    aliases: tuple[tuple[int, int], ...] = ()
    """(flat input, flat output) pairs that were tied to one sharding."""

    @property
    def status(self) -> Any:
        return self.solution.status

    def jit(self) -> Callable[..., Any]:
        """A `jax.jit` function that runs the plan: same arguments as the original function
        (static ones included, and ignored: they were fixed when the plan was made)."""
        import jax

        dynamic_donate = _dynamic_positions(self.donate_argnums, self.static_argnums)
        jitted = jax.jit(
            self.exported.call,
            in_shardings=self.in_shardings,
            out_shardings=self.out_shardings,
            donate_argnums=dynamic_donate,
        )
        if not self.static_argnums:
            return jitted
        static = set(self.static_argnums)

        def run(*args: Any) -> Any:
            return jitted(*(a for i, a in enumerate(args) if i not in static))

        run.lower = lambda *args: jitted.lower(*(a for i, a in enumerate(args) if i not in static))
        return run


def _warn_window_sharded(program: Any, solution: Any, mesh: Mesh) -> None:
    """Say so when the plan runs a convolution in XLA's window-sharded case, which XLA on CPU
    (jax 0.10.2) computes wrong on several layouts (docs/cost.md)."""
    import warnings

    from shardsat.cost.plan import window_sharded_convs

    convs = window_sharded_convs(program, solution, mesh)
    if convs:
        warnings.warn(
            f"auto_shard: the plan runs {len(convs)} convolution(s) ({convs[0]}, ...) in XLA's "
            "window-sharded case, which XLA on CPU computes wrong on several layouts "
            "(python -m shardsat.experiments.probe_conv_numerics); a cp-sat plan avoids it",
            stacklevel=3,
        )


def auto_shard(
    fn: Callable[..., Any],
    *example_args: Any,
    mesh: Any,
    topology: Any = None,
    objective: str = "time",
    memory_budget: int | str | None = None,
    time_limit: float = 60.0,
    workers: int = 2,
    seed: int = 0,
    donate_argnums: int | Sequence[int] = (),
    static_argnums: int | Sequence[int] = (),
    in_shardings: Any = None,
    solver: str = "cpsat",
    tie_carried: bool = True,
) -> Plan:
    """Solve the sharding of `fn(*example_args)` on `mesh` and return the Plan.

    `mesh`: a `jax.sharding.Mesh`, a shardsat `Mesh`, or text like `"data=2,model=4"`.
    `example_args`: arrays or `jax.ShapeDtypeStruct`s (only shapes and dtypes are used).
    `in_shardings`: None, or a pytree like the non-static args of NamedSharding/PartitionSpec/None
    (None leaves an argument to the plan). `solver`: "cpsat" or "greedy" (Shardy-style).
    `tie_carried=False` drops the carried-value ties (donated arguments stay tied).
    Raises ShardsatError with a one-line message on bad input.
    """

    started = time.perf_counter()  # tracing, lowering and flattening count against the limit
    if solver not in ("cpsat", "greedy"):
        raise ShardsatError(f"auto_shard: solver must be 'cpsat' or 'greedy', not {solver!r}")
    static = _argnums(static_argnums, len(example_args), "static_argnums")
    donate = _argnums(donate_argnums, len(example_args), "donate_argnums")
    if set(static) & set(donate):
        raise ShardsatError(f"auto_shard: arguments {sorted(set(static) & set(donate))} are "
                            "both static and donated")  # fmt: skip
    our_mesh, jmesh = resolve_mesh(mesh)
    dynamic = [a for i, a in enumerate(example_args) if i not in static]
    exported, lowered_text = _export(fn, example_args, static, jmesh, in_shardings)
    program = _program(lowered_text, our_mesh)
    aliases = carried_pairs(exported, dynamic, _dynamic_positions(donate, static), tie_carried)
    program.main.aliases = tuple(aliases)
    solution, report = _solve(program, our_mesh, topology, objective, memory_budget,
                              (time_limit, started), workers, seed, solver)  # fmt: skip
    from shardsat.cost.plan import export_plan
    from shardsat.solver.solution import verify_solution

    verify_solution(solution, program)
    _warn_window_sharded(program, solution, our_mesh)
    text, reshards = export_plan(program, solution, our_mesh)
    planned = dataclasses.replace(exported, mlir_module_serialized=_serialize(text))
    ins, outs = _boundary_shardings(program, solution, exported, jmesh)
    return Plan(solution, program, our_mesh, jmesh, ins, outs, report, text, reshards,
                planned, static, donate, tuple(aliases))  # fmt: skip


def resolve_mesh(mesh: Any) -> tuple[Mesh, Any]:
    """(shardsat Mesh named "mesh", jax Mesh) for a jax Mesh, a shardsat Mesh or "x=2,y=4"."""
    from shardsat.ir.jax_interop import jax_mesh

    if isinstance(mesh, str):
        from shardsat.api import parse_mesh_axes

        mesh = parse_mesh_axes(mesh)
    if isinstance(mesh, Mesh):
        ours = mesh.with_name("mesh")
        return ours, jax_mesh(ours)
    shape = getattr(mesh, "shape", None)
    if shape is None or not hasattr(mesh, "axis_names"):
        raise ShardsatError(
            f"auto_shard: mesh must be a jax Mesh, a shardsat Mesh or text like 'data=2,model=4',"
            f" not {type(mesh).__name__}"
        )
    axes = tuple(MeshAxis(str(name), int(shape[name])) for name in mesh.axis_names)
    return Mesh(axes, (), "mesh"), mesh


def carried_pairs(
    exported: Any, dynamic_args: Sequence[Any], donated: Sequence[int], carried: bool
) -> list[tuple[int, int]]:
    """(flat input, flat output) pairs that must share a sharding.

    Carried: an output leaf whose key path (output position, then the path inside it) equals
    an input leaf's (argument position, then path) with the same shape and dtype. Donated: each
    leaf of a donated argument takes the first untied output of the same shape and dtype (the
    buffer XLA reuses), in order, as jax matches donations.
    """
    import jax

    in_leaves = jax.tree_util.tree_flatten_with_path(tuple(dynamic_args))[0]
    out_avals = exported.out_avals
    out_paths = _output_paths(exported)
    in_avals = exported.in_avals
    pairs: dict[int, int] = {}
    taken: set[int] = set()
    if carried:
        by_path = {_path_key(p): i for i, p in enumerate(out_paths)}
        for i, (path, _) in enumerate(in_leaves):
            j = by_path.get(_path_key(path))
            if j is not None and j not in taken and _same_aval(in_avals[i], out_avals[j]):
                pairs[i] = j
                taken.add(j)
    donated_leaves = _leaf_ranges(dynamic_args, donated)
    for i in donated_leaves:
        if i in pairs:
            continue
        j = next((j for j in range(len(out_avals))
                  if j not in taken and _same_aval(in_avals[i], out_avals[j])), None)  # fmt: skip
        if j is not None:
            pairs[i] = j
            taken.add(j)
    return sorted(pairs.items())


def _output_paths(exported: Any) -> list[Any]:
    import jax

    dummy = jax.tree_util.tree_unflatten(
        exported.out_tree, list(range(exported.out_tree.num_leaves))
    )
    if not isinstance(dummy, tuple):
        dummy = (dummy,)
    return [p for p, _ in jax.tree_util.tree_flatten_with_path(dummy)[0]]


def _path_key(path: Any) -> tuple[str, ...]:
    import jax

    return tuple(jax.tree_util.keystr((k,)) for k in path)


def _same_aval(a: Any, b: Any) -> bool:
    return tuple(a.shape) == tuple(b.shape) and a.dtype == b.dtype


def _leaf_ranges(dynamic_args: Sequence[Any], positions: Sequence[int]) -> list[int]:
    """Flat leaf indices of the arguments at `positions`."""
    import jax

    out, start = [], 0
    for i, arg in enumerate(dynamic_args):
        n = len(jax.tree_util.tree_leaves(arg))
        if i in positions:
            out.extend(range(start, start + n))
        start += n
    return out


def _argnums(value: int | Sequence[int], n: int, name: str) -> tuple[int, ...]:
    nums = (value,) if isinstance(value, int) else tuple(value)
    for i in nums:
        if not isinstance(i, int) or not -n <= i < n:
            raise ShardsatError(
                f"auto_shard: {name} {i!r} is not an argument position (0..{n - 1})"
            )
    return tuple(sorted({i % n for i in nums}))


def _dynamic_positions(positions: Sequence[int], static: Sequence[int]) -> tuple[int, ...]:
    """Positions among the non-static arguments."""
    return tuple(p - sum(1 for s in static if s < p) for p in positions if p not in static)


def _export(fn: Any, args: Sequence[Any], static: Sequence[int], jmesh: Any, in_shardings: Any):
    """(jax.export.Exported, StableHLO text of the same lowering). The text is what is solved:
    the Exported's own module went through a serialization that hoists constants out of sort
    comparators and reducer bodies, which XLA refuses once shardings are written back."""
    import jax
    from jax.sharding import NamedSharding, PartitionSpec

    def dynamic_fn(*dyn: Any) -> Any:
        it = iter(dyn)
        return fn(*(a if i in static else next(it) for i, a in enumerate(args)))

    kwargs = {}
    if in_shardings is not None:

        def bind(s: Any) -> Any:
            return NamedSharding(jmesh, s) if isinstance(s, PartitionSpec) else s

        kwargs["in_shardings"] = jax.tree_util.tree_map(
            bind, in_shardings, is_leaf=lambda s: isinstance(s, PartitionSpec) or s is None
        )
    dynamic = [a for i, a in enumerate(args) if i not in static]
    try:
        with jax.set_mesh(jmesh):  # PartitionSpecs inside the function refer to this mesh
            jitted = jax.jit(dynamic_fn, **kwargs)
            return jax.export.export(jitted)(*dynamic), jitted.lower(*dynamic).as_text()
    except Exception as err:  # noqa: BLE001 - jax raises many types for untraceable functions
        first = str(err).strip().splitlines()[0] if str(err).strip() else type(err).__name__
        raise ShardsatError(f"auto_shard: jax could not trace the function: {first}") from None


def _program(text: str, mesh: Mesh) -> Any:
    from shardsat.ir.flatten import flatten_program
    from shardsat.ir.mlir_import import import_mlir

    program = flatten_program(import_mlir(text))
    declared = program.meshes.get(mesh.name)
    if declared is not None and declared.axes != mesh.axes:
        raise ShardsatError(f"auto_shard: the function's shardings use mesh {declared}, "
                            f"not the given {mesh}")  # fmt: skip
    program.meshes[mesh.name] = mesh
    return program


AFTER_SOLVE_SECONDS_PER_OP = 6e-4
"""`cost.evaluate`, `export_plan` and serializing after the solve, per op
(docs/cpsat.md#time-discipline)."""


def _solve(program, mesh, topology, objective, memory_budget, clock, workers, seed, solver):
    """(Solution, CostReport) by CP-SAT (greedy's plan as its warm start) or by greedy alone;
    `clock`: (time limit, when the call began)."""
    from shardsat.api import parse_bytes, solver_share
    from shardsat.cost.evaluate import evaluate
    from shardsat.solver.cpsat.driver import resolve_topology

    topo = resolve_topology(topology, mesh)
    if solver == "greedy":
        from shardsat.solver.propagation.driver import propagate
        from shardsat.solver.solution import tie_aliases

        solution = tie_aliases(program, propagate(program), mesh.name)
    else:
        from shardsat.solver.cpsat.driver import solve

        limit = solver_share(clock[0], program, AFTER_SOLVE_SECONDS_PER_OP)
        solution = solve(program, mesh, topo, objective, parse_bytes(memory_budget), limit,
                         workers, seed, jax_expressible=True, started=clock[1])  # fmt: skip
    if not solution.shardings and solution.status.value != "OPTIMAL":
        detail = "; ".join(solution.conflicts) if solution.conflicts else "no plan in time"
        raise ShardsatError(f"auto_shard: {solution.status.value.lower()}: {detail}")
    if solution.stats.get("note"):  # e.g. greedy's plan returned: the user should know
        sys.stderr.write(f"shardsat.auto_shard: {solution.stats['note']}\n")
    return solution, evaluate(program, solution, mesh, topo)


def _serialize(text: str) -> bytes:
    """The module as the StableHLO portable artifact `jax.export` carries."""
    import jax.extend.backend
    from jax.extend.mlir import ir, serialize_portable_artifact
    from jax.extend.mlir.dialects import stablehlo

    from shardsat.ir.jax_compat import make_ir_context

    with make_ir_context():
        module = ir.Module.parse(text)
        version = stablehlo.get_version_from_compatibility_requirement(
            stablehlo.StablehloCompatibilityRequirement.WEEK_4
        )
        return serialize_portable_artifact(
            module, version, jax.extend.backend.get_backend().serialize_with_sdy
        )


def _boundary_shardings(program: Any, solution: Any, exported: Any, jmesh: Any) -> tuple[Any, Any]:
    """NamedSharding pytrees of the entry arguments and results, shaped like jax's trees."""
    import jax
    from jax.sharding import NamedSharding, PartitionSpec

    from shardsat.ir.jax_interop import entry_partition_specs

    ins, outs = entry_partition_specs(program, solution.shardings)

    def named(specs: list[Any]) -> list[Any]:
        return [NamedSharding(jmesh, s if s is not None else PartitionSpec()) for s in specs]

    in_tree = exported.in_tree.children()[0]  # (args, kwargs) -> args
    return (
        jax.tree_util.tree_unflatten(in_tree, named(ins)),
        jax.tree_util.tree_unflatten(exported.out_tree, named(outs)),
    )
