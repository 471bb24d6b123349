"""What the subcommands share at the CLI's input boundary: the default topology and the check
that a module's own shardings fit the mesh the user asked to solve on, so that a mismatch is
named as such instead of surfacing later as an infeasible or failed solve. (Numeric limits and
output paths are checked for every subcommand in `shardsat/cli.py`.)
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

DEFAULT_TOPOLOGY = "h100x8"
"""The one default topology of `solve` and `compare` (printed in every output)."""


def check_user_shardings(program: Any, mesh: Any) -> None:
    """Every sharding the module gives on `mesh` names only its axes and divides its dims.

    Raises VerificationError with the value first, e.g. `main/arg0: axis "data" is not in the
    mesh <["x"=8]>` or `main/arg0: dim 0 of size 8 is not divisible by {"data"} (3 shards)`.
    The solver only builds plans whose user shardings divide their dims, so a sharding that
    does not would otherwise read as an infeasible constraint. Shardings bound to another mesh
    of the module (or to an inline mesh) are not checked here.
    """
    from shardsat.model.errors import VerificationError
    from shardsat.model.sharding import DimSharding
    from shardsat.model.verify import sharded_size

    for where, sharding, shape in user_shardings(program):
        if sharding.inline_mesh is not None or sharding.mesh_name != mesh.name:
            continue
        for ref in sharding.all_axis_refs():
            if not mesh.has_axis(ref.name):
                raise VerificationError(f'{where}: axis "{ref.name}" is not in the mesh {mesh}')
        if len(shape) != sharding.rank:
            continue  # rank mismatches are the importer's and the verifier's to report
        for index, (dim, size) in enumerate(zip(sharding.dims, shape, strict=True)):
            shards = sharded_size(dim, mesh)
            if size % shards:
                axes = DimSharding(dim.axes)
                raise VerificationError(
                    f"{where}: dim {index} of size {size} is not divisible by {axes} "
                    f"({shards} shards)"
                )


def user_shardings(program: Any) -> Iterator[tuple[str, Any, tuple[int, ...]]]:
    """(value id, sharding, shape) of every sharding written in the module: the entry's
    arguments and results, ops' `sdy.sharding`, and sharding constraints."""
    from shardsat.model.sharding import TensorSharding

    fn = program.main
    for i, sharding in sorted(fn.arg_shardings.items()):
        if i < len(fn.args):
            yield fn.args[i], sharding, program.values[fn.args[i]].type.shape
    for i, sharding in sorted(fn.result_shardings.items()):
        if i < len(fn.returns):
            yield f"{fn.name} result {i}", sharding, program.values[fn.returns[i]].type.shape
    for op in program.walk_ops():
        for value, sharding in zip(op.results, op.sharding or (), strict=False):
            yield value, sharding, program.values[value].type.shape
        constraint = op.attributes.get("sharding")
        if isinstance(constraint, TensorSharding) and op.results:
            yield op.results[0], constraint, program.values[op.results[0]].type.shape
