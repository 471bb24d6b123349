"""Shardy's import pass lift-inlined-meshes: every sharding names its mesh by symbol.

Identical mesh symbols are merged into the first one, and an inline mesh takes the symbol of an
identical declared mesh or a new one (`@mesh`, `@maximal_mesh_<id>`, `@empty_mesh`, made unique
with `_0`, `_1`, ... like MLIR's symbol table), in the order the module's shardings are walked.
The program is left as it is: the new symbols are returned (`MeshLifter.new`) for the Solution.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import replace

from shardsat.ir.program import Program
from shardsat.model.mesh import Mesh
from shardsat.model.sharding import TensorSharding


def _key(mesh: Mesh) -> Mesh:
    """A mesh without its symbol name: meshes compare by axes and device order."""
    return replace(mesh, name=None)


def _base_name(mesh: Mesh) -> str:
    if mesh.is_maximal:
        return f"maximal_mesh_{mesh.device_ids[0]}"
    if mesh.is_empty:
        return "empty_mesh"
    return "mesh"


def _attribute_shardings(value: object) -> Iterator[TensorSharding]:
    if isinstance(value, TensorSharding):
        yield value
    elif isinstance(value, list | tuple):
        for item in value:
            if isinstance(item, TensorSharding):
                yield item


def program_shardings(program: Program) -> Iterator[TensorSharding]:
    """Every sharding the module carries: per function its arguments', results', then its ops'
    (`sdy.sharding` and sharding attributes such as in/out_shardings), in program order."""
    for fn in program.functions.values():
        yield from fn.arg_shardings.values()
        yield from fn.result_shardings.values()
    for op in program.walk_ops():
        yield from (s for s in op.sharding or () if s is not None)
        for attr in op.attributes.values():
            yield from _attribute_shardings(attr)


class MeshLifter:
    """Rewrites shardings onto mesh symbols; the symbols it declares are in `new`."""

    def __init__(self, program: Program) -> None:
        self.program = program
        self.names: dict[Mesh, str] = {}
        """Mesh (without name) -> the symbol that now stands for it."""
        self.renamed: dict[str, str] = {}
        """Duplicate symbol -> the first identical one."""
        self.new: dict[str, Mesh] = {}
        """Symbols for lifted inline meshes, in creation order (not in `program.meshes`)."""
        self.counter = 0
        for name, mesh in program.meshes.items():
            first = self.names.setdefault(_key(mesh), name)
            if first != name:
                self.renamed[name] = first
        for sharding in program_shardings(program):
            if sharding.inline_mesh is not None:
                self._symbol(sharding.inline_mesh)

    def _symbol(self, mesh: Mesh) -> str:
        key = _key(mesh)
        if key not in self.names:
            name = self._unique(_base_name(mesh))
            self.names[key] = name
            self.new[name] = replace(mesh, name=name)
        return self.names[key]

    def _unique(self, name: str) -> str:
        taken = set(self.program.meshes) | set(self.new) | set(self.program.functions)
        candidate = name
        while candidate in taken:
            candidate = f"{name}_{self.counter}"
            self.counter += 1
        return candidate

    def lift(self, sharding: TensorSharding) -> TensorSharding:
        """`sharding` on its mesh's symbol (inline meshes lifted, duplicate symbols merged)."""
        if sharding.inline_mesh is not None:
            return replace(sharding, mesh_name=self._symbol(sharding.inline_mesh), inline_mesh=None)
        if sharding.mesh_name in self.renamed:
            return replace(sharding, mesh_name=self.renamed[sharding.mesh_name])
        return sharding
