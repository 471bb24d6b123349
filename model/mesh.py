"""Logical device meshes (SHARDY.md §1.1): named, ordered axes over a row-major device list."""

from __future__ import annotations

import math
from dataclasses import dataclass

from shardsat.model.errors import VerificationError


@dataclass(frozen=True, slots=True)
class MeshAxis:
    """One named mesh axis. Text: `"x"=4`. Invariant: size >= 1."""

    name: str
    size: int

    def __post_init__(self) -> None:
        if self.size < 1:
            raise VerificationError(
                f'mesh axis "{self.name}": axis size must be at least 1, got {self.size}'
            )

    def __str__(self) -> str:
        return f'"{self.name}"={self.size}'


@dataclass(frozen=True, slots=True)
class Mesh:
    """Ordered axes reshaping the device list row-major; optional explicit device order.

    Text: `<["x"=2, "y"=4]>`, `<["a"=3, "b"=2], device_ids=[0, 2, 4, 1, 3, 5]>`, the empty mesh
    `<[]>` and the maximal mesh `<[], device_ids=[3]>`.
    Invariants: unique axis names; device ids non-negative; with axes, device_ids (when given) is a
    permutation of range(#devices) that is not the identity (the identity is normalized away on
    construction, like Shardy's builder); without axes at most one device id.
    `name` is the symbol the mesh is declared under (`@name`), None for inline meshes; it does not
    take part in `same_devices` comparisons.
    """

    axes: tuple[MeshAxis, ...] = ()
    device_ids: tuple[int, ...] = ()
    name: str | None = None

    def __post_init__(self) -> None:
        names = [a.name for a in self.axes]
        for i, n in enumerate(names):
            if n in names[:i]:
                raise VerificationError(f'mesh: duplicate axis name "{n}"')
        if any(d < 0 for d in self.device_ids):
            raise VerificationError(
                f"mesh: device ids must be non-negative, got {list(self.device_ids)}"
            )
        if not self.axes:
            if len(self.device_ids) > 1:
                raise VerificationError(
                    "mesh: axes is empty and device_ids has more than one element"
                )
            return
        if self.device_ids:
            total = math.prod(a.size for a in self.axes)
            if len(self.device_ids) != total:
                raise VerificationError(
                    f"mesh: number of device ids {len(self.device_ids)} != product of axis sizes {total}"
                )
            if sorted(self.device_ids) != list(range(total)):
                raise VerificationError(
                    f"mesh: device ids {list(self.device_ids)} are not a permutation of 0..{total - 1}"
                )
            if list(self.device_ids) == list(range(total)):
                object.__setattr__(
                    self, "device_ids", ()
                )  # iota is the default: one representation

    @staticmethod
    def of(name: str | None = None, **axes: int) -> Mesh:
        """Mesh.of("mesh", x=2, y=4): a quick constructor for code and tests."""
        return Mesh(tuple(MeshAxis(n, s) for n, s in axes.items()), (), name)

    @property
    def is_empty(self) -> bool:
        return not self.axes and not self.device_ids

    @property
    def is_maximal(self) -> bool:
        return not self.axes and len(self.device_ids) == 1

    @property
    def axis_names(self) -> tuple[str, ...]:
        return tuple(a.name for a in self.axes)

    @property
    def num_devices(self) -> int:
        if self.is_maximal:
            return 1
        return math.prod(a.size for a in self.axes)

    def has_axis(self, name: str) -> bool:
        return any(a.name == name for a in self.axes)

    def axis_size(self, name: str) -> int:
        for a in self.axes:
            if a.name == name:
                return a.size
        raise VerificationError(f'unknown axis name "{name}" in mesh {self}')

    def axis_index(self, name: str) -> int:
        for i, a in enumerate(self.axes):
            if a.name == name:
                return i
        raise VerificationError(f'unknown axis name "{name}" in mesh {self}')

    def device_list(self) -> tuple[int, ...]:
        """Flat device ids in row-major mesh order."""
        if self.device_ids:
            return self.device_ids
        return tuple(range(self.num_devices))

    def device_array(self):  # -> numpy.ndarray
        """The devices as an array of shape (axis sizes...); numpy is imported lazily."""
        import numpy as np

        shape = tuple(a.size for a in self.axes) or ((1,) if self.is_maximal else (0,))
        return np.asarray(self.device_list(), dtype=np.int64).reshape(shape)

    def same_devices(self, other: Mesh) -> bool:
        """Same axes and device order, ignoring the symbol name (these meshes propagate to each other)."""
        return self.axes == other.axes and self.device_ids == other.device_ids

    def with_name(self, name: str | None) -> Mesh:
        return Mesh(self.axes, self.device_ids, name)

    def __str__(self) -> str:
        axes = ", ".join(str(a) for a in self.axes)
        ids = f", device_ids=[{', '.join(map(str, self.device_ids))}]" if self.device_ids else ""
        return f"<[{axes}]{ids}>"

    def declaration(self) -> str:
        """`sdy.mesh @name = <...>` (requires a name)."""
        if not self.name:
            raise VerificationError(f"mesh {self} has no name to declare")
        return f"sdy.mesh @{self.name} = {self}"
