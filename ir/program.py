"""The dialect-agnostic program: functions of ops over SSA values with static tensor types.

Values are identified by string ids unique in the whole program (e.g. `main/%3`, `main/arg0`);
ops by ids such as `main/dot_general.3`. Attributes are plain Python data (ints, lists, strings,
dicts, model values such as TensorSharding), keyed by the attribute name the op's dialect uses
(`dot_dimension_numbers`, `broadcast_dimensions`, ...), so rule builders need no MLIR.
"""

from __future__ import annotations

import math
from collections.abc import Iterator
from dataclasses import dataclass, field
from typing import Any

from shardsat.model.errors import VerificationError
from shardsat.model.mesh import Mesh
from shardsat.model.rule import OpShardingRule
from shardsat.model.sharding import TensorSharding

ELEMENT_BYTES = {
    "f64": 8, "f32": 4, "f16": 2, "bf16": 2, "f8E4M3FN": 1, "f8E5M2": 1, "f8E4M3FNUZ": 1,
    "f8E5M2FNUZ": 1, "f8E4M3B11FNUZ": 1, "f8E4M3": 1, "f8E3M4": 1,
    "i64": 8, "i32": 4, "i16": 2, "i8": 1, "i1": 1, "ui64": 8, "ui32": 4, "ui16": 2, "ui8": 1,
    "complex<f32>": 8, "complex<f64>": 16, "token": 0,
}  # fmt: skip


@dataclass(frozen=True, slots=True)
class TensorType:
    """A static-shaped tensor type. Text: `tensor<4x8xf32>`."""

    shape: tuple[int, ...]
    element_type: str = "f32"

    @property
    def rank(self) -> int:
        return len(self.shape)

    @property
    def num_elements(self) -> int:
        return math.prod(self.shape)

    @property
    def element_bytes(self) -> int:
        if self.element_type not in ELEMENT_BYTES:
            raise VerificationError(f"unknown element type {self.element_type}")
        return ELEMENT_BYTES[self.element_type]

    @property
    def byte_size(self) -> int:
        return self.num_elements * self.element_bytes

    def __str__(self) -> str:
        dims = "".join(f"{d}x" for d in self.shape)
        return f"tensor<{dims}{self.element_type}>"


@dataclass(frozen=True, slots=True)
class Value:
    """An SSA value: a function/block argument (producer None) or result `index` of op `producer`."""

    id: str
    type: TensorType
    producer: str | None = None
    index: int = 0


@dataclass(slots=True)
class Region:
    """One single-block region: block arguments, ops in order, values its terminator yields."""

    args: tuple[str, ...] = ()
    ops: list[Op] = field(default_factory=list)
    yields: tuple[str, ...] = ()


@dataclass(slots=True)
class Op:
    """One operation. `name` is dialect-qualified (`stablehlo.dot_general`, `mydialect.matmul`).

    `rule` is the op's own sharding rule (from an `sdy.sharding_rule` attribute or set by the
    builder); when None the registry is asked. `sharding` holds result shardings given in the input
    (`sdy.sharding_per_value`), one per result; None when absent.
    """

    id: str
    name: str
    operands: tuple[str, ...]
    results: tuple[str, ...]
    attributes: dict[str, Any] = field(default_factory=dict)
    regions: list[Region] = field(default_factory=list)
    rule: OpShardingRule | None = None
    sharding: tuple[TensorSharding, ...] | None = None
    location: str | None = None


@dataclass(slots=True)
class Function:
    """A function: arguments, body ops in program order, returned values, boundary shardings."""

    name: str
    args: tuple[str, ...]
    ops: list[Op]
    returns: tuple[str, ...]
    arg_shardings: dict[int, TensorSharding] = field(default_factory=dict)
    result_shardings: dict[int, TensorSharding] = field(default_factory=dict)
    is_public: bool = True
    aliases: tuple[tuple[int, int], ...] = ()
    """(argument index, result index) pairs that must have the same sharding: values carried
    from one call to the next (a training step's parameters, donated buffers)."""


@dataclass(slots=True)
class Program:
    """A module: meshes, functions (the entry is `main`), and the value table."""

    functions: dict[str, Function]
    values: dict[str, Value]
    meshes: dict[str, Mesh] = field(default_factory=dict)
    entry: str = "main"
    source: str | None = field(default=None, repr=False, compare=False)
    """The MLIR text this program was imported from (export writes shardings back into it)."""
    unrolling: Any = field(default=None, repr=False, compare=False)
    """`ir.flatten.Unrolling` of a flattened program: its source and how its loops were unrolled,
    so an export can roll them back (a loop compiles far faster than its unrolled copies)."""
    _index: dict[str, Any] = field(default_factory=dict, repr=False, compare=False)
    """Lazily built look-up tables (op by id, uses by value); see `reindex`."""

    @property
    def main(self) -> Function:
        return self.functions[self.entry]

    def value(self, value_id: str) -> Value:
        try:
            return self.values[value_id]
        except KeyError:
            raise VerificationError(f"unknown value {value_id}") from None

    def reindex(self) -> None:
        """Forget the look-up tables; call after mutating functions/ops in place."""
        self._index.clear()

    def _tables(self) -> dict[str, Any]:
        # Rebuilt when the value table changed size: programs are built once, then read.
        if self._index.get("n_values") != len(self.values) or not self._index:
            ops: dict[str, Op] = {}
            uses: dict[str, list[tuple[Op, int]]] = {}
            parents: dict[str, Op | None] = {}

            def index(op_list: list[Op], parent: Op | None) -> None:
                for op in op_list:
                    ops[op.id] = op
                    parents[op.id] = parent
                    for i, v in enumerate(op.operands):
                        uses.setdefault(v, []).append((op, i))
                    for region in op.regions:
                        index(region.ops, op)

            for function in self.functions.values():
                index(function.ops, None)
            self._index.clear()
            self._index.update(n_values=len(self.values), ops=ops, uses=uses, parents=parents)
        return self._index

    def op(self, op_id: str) -> Op:
        try:
            return self._tables()["ops"][op_id]
        except KeyError:
            raise VerificationError(f"unknown op {op_id}") from None

    def producer(self, value_id: str) -> Op | None:
        """The op defining `value_id`, None for function and block arguments. O(1)."""
        producer = self.value(value_id).producer
        return None if producer is None else self.op(producer)

    def uses(self, value_id: str) -> list[tuple[Op, int]]:
        """(consumer op, operand index) for every use as an operand, in program order. O(deg)."""
        return list(self._tables()["uses"].get(value_id, ()))

    def parent(self, op_id: str) -> Op | None:
        """The region op enclosing `op_id`, None at function level."""
        return self._tables()["parents"].get(op_id)

    def walk_ops(self) -> Iterator[Op]:
        """Every op of every function, nested region ops after their parent, in program order."""

        def walk(ops: list[Op]) -> Iterator[Op]:
            for op in ops:
                yield op
                for region in op.regions:
                    yield from walk(region.ops)

        for function in self.functions.values():
            yield from walk(function.ops)
