"""Tensor shardings (SHARDY.md §1.2): one dimension sharding per dim, plus replicated/unreduced axes."""

from __future__ import annotations

from dataclasses import dataclass, replace
from enum import Enum

from shardsat.model.axis import AxisRef
from shardsat.model.errors import VerificationError
from shardsat.model.mesh import Mesh


@dataclass(frozen=True, slots=True)
class DimSharding:
    """Axes that split one tensor dimension, major to minor.

    Text: `{"x", "y"}` closed, `{"x", ?}` open, `{?}` open and empty, `{}` replicated; `p1` suffix
    for a priority.
    Invariants: no axis ref twice; priority >= 0; an empty closed dim carries no priority.
    """

    axes: tuple[AxisRef, ...] = ()
    is_open: bool = False
    priority: int | None = None

    def __post_init__(self) -> None:
        for i, ref in enumerate(self.axes):
            if ref in self.axes[:i]:
                raise VerificationError(f"dim sharding {self}: duplicate axis ref: {ref}")
        if self.priority is not None and self.priority < 0:
            raise VerificationError(f"dim sharding {self}: has a negative priority")
        if self.priority is not None and not self.axes and not self.is_open:
            raise VerificationError(f"dim sharding {self}: is empty and closed but has a priority")

    @staticmethod
    def open(*axes: AxisRef) -> DimSharding:
        return DimSharding(tuple(axes), True)

    @staticmethod
    def closed(*axes: AxisRef) -> DimSharding:
        return DimSharding(tuple(axes), False)

    @property
    def is_closed(self) -> bool:
        return not self.is_open

    def with_axes(self, axes: tuple[AxisRef, ...]) -> DimSharding:
        return replace(self, axes=tuple(axes))

    def __str__(self) -> str:
        body = ", ".join(str(a) for a in self.axes)
        if self.is_open:
            body = f"{body}, ?" if body else "?"
        prio = f"p{self.priority}" if self.priority is not None else ""
        return f"{{{body}}}{prio}"


class ReductionKind(Enum):
    """How unreduced (partial) values combine; `sum` is the default and not printed."""

    SUM = "sum"
    MAX = "max"
    MIN = "min"


@dataclass(frozen=True, slots=True)
class TensorSharding:
    """A tensor's sharding bound to a mesh: by symbol name (`mesh_name`) or inline (`inline_mesh`).

    Text: `<@mesh, [{"x"}, {"y", ?}], replicated={"z"}, unreduced={"w"}>`; accepted as
    `#sdy.sharding<...>` and `sharding<...>` too (see `parse_tensor_sharding`).
    Invariants: exactly one of mesh_name / inline_mesh; no axis ref twice across dims, replicated
    and unreduced. Checks that need the mesh or a shape live in `verify_tensor_sharding`.
    """

    mesh_name: str | None
    dims: tuple[DimSharding, ...]
    replicated: tuple[AxisRef, ...] = ()
    unreduced: tuple[AxisRef, ...] = ()
    inline_mesh: Mesh | None = None
    unreduced_kind: ReductionKind = ReductionKind.SUM

    def __post_init__(self) -> None:
        if (self.mesh_name is None) == (self.inline_mesh is None):
            raise VerificationError(
                "tensor sharding needs exactly one of a mesh name or an inline mesh"
            )
        refs = [a for d in self.dims for a in d.axes] + list(self.replicated) + list(self.unreduced)
        seen: set[AxisRef] = set()
        for ref in refs:
            if ref in seen:
                raise VerificationError(f"sharding {self}: duplicate axis ref: {ref}")
            seen.add(ref)

    @staticmethod
    def replicated_of(mesh_name: str, rank: int, is_open: bool = False) -> TensorSharding:
        """All dims empty: closed (fully replicated) or open (`{?}`, no decision yet)."""
        return TensorSharding(mesh_name, tuple(DimSharding((), is_open) for _ in range(rank)))

    @property
    def rank(self) -> int:
        return len(self.dims)

    @property
    def mesh_ref(self) -> str:
        """`@name` or the inline mesh text, as printed inside the sharding."""
        return f"@{self.mesh_name}" if self.mesh_name is not None else f"mesh{self.inline_mesh}"

    def axes_in_dims(self) -> tuple[AxisRef, ...]:
        return tuple(a for d in self.dims for a in d.axes)

    def all_axis_refs(self) -> tuple[AxisRef, ...]:
        return self.axes_in_dims() + self.replicated + self.unreduced

    def with_dims(self, dims: tuple[DimSharding, ...]) -> TensorSharding:
        return replace(self, dims=tuple(dims))

    def closed(self) -> TensorSharding:
        """Every dim closed (what Shardy writes on export)."""
        return self.with_dims(
            tuple(
                replace(d, is_open=False, priority=d.priority if d.axes else None)
                for d in self.dims
            )
        )

    def is_fully_replicated(self) -> bool:
        return not self.axes_in_dims() and not self.unreduced

    def __str__(self) -> str:
        parts = [self.mesh_ref, "[" + ", ".join(str(d) for d in self.dims) + "]"]
        if self.replicated:
            parts.append("replicated={" + ", ".join(str(a) for a in self.replicated) + "}")
        if self.unreduced:
            kind = "" if self.unreduced_kind is ReductionKind.SUM else self.unreduced_kind.value
            parts.append(f"unreduced={kind}{{" + ", ".join(str(a) for a in self.unreduced) + "}")
        return "<" + ", ".join(parts) + ">"

    def attr_text(self) -> str:
        """`#sdy.sharding<...>` as written on function arguments and results."""
        return f"#sdy.sharding{self}"


@dataclass(frozen=True, slots=True)
class TensorShardingPerValue:
    """Shardings of all results of an op. Text: `#sdy.sharding_per_value<[<@m, [...]>, ...]>`."""

    shardings: tuple[TensorSharding, ...]

    def __str__(self) -> str:
        return "#sdy.sharding_per_value<[" + ", ".join(str(s) for s in self.shardings) + "]>"
