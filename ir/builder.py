"""`ProgramBuilder`: write programs in Python, without JAX or MLIR (tests, model zoo).

    b = ProgramBuilder(Mesh.of("mesh", x=2, y=4))
    x = b.arg((8, 16), sharding='<@mesh, [{"x"}, {?}]>')
    w = b.arg((16, 32))
    y = b.dot_general(x, w, contracting=([1], [0]))
    z = b.op("stablehlo.tanh", [y])
    b.ret(z)
    program = b.build()

Result types are inferred for the common ops (elementwise, compare, select, dot_general,
transpose, reduce, sharding constraints) and given with `result=` otherwise (a shape, a
`TensorType`, or a list of them for several results). Value ids are `main/%0`, `main/arg0`; op
ids `main/add.3`, like the importer's, so solver output reads the same either way.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import Any

from shardsat.ir.program import Function, Op, Program, Region, TensorType, Value
from shardsat.ir.rules_elementwise import ELEMENTWISE_OPS
from shardsat.model.errors import VerificationError
from shardsat.model.mesh import Mesh
from shardsat.model.rule import OpShardingRule
from shardsat.model.sharding import TensorSharding

ShapeLike = TensorType | Sequence[int]

SAME_TYPES_OPS = frozenset({
    "stablehlo.sort", "stablehlo.optimization_barrier", "stablehlo.while", "stablehlo.reverse",
    "sdy.reshard", "sdy.propagation_barrier",
})  # fmt: skip
"""Ops whose results have exactly their operands' types."""


def as_sharding(sharding: TensorSharding | str | None) -> TensorSharding | None:
    """Accept a TensorSharding or its text (`<@mesh, [{"x"}, {}]>`, `#sdy.sharding<...>`)."""
    if sharding is None or isinstance(sharding, TensorSharding):
        return sharding
    from shardsat.model.parse import parse_tensor_sharding  # model owner's parser

    return parse_tensor_sharding(sharding)


def as_rule(rule: OpShardingRule | str | None) -> OpShardingRule | None:
    if rule is None or isinstance(rule, OpShardingRule):
        return rule
    from shardsat.model.parse import parse_op_sharding_rule

    return parse_op_sharding_rule(rule)


class _Scope:
    """Ops being collected for a function body or a region."""

    def __init__(self, args: tuple[str, ...]) -> None:
        self.args = args
        self.ops: list[Op] = []
        self.yields: tuple[str, ...] = ()


class ProgramBuilder:
    """Accumulates one or more functions (default `main`); `build()` returns the `Program`."""

    def __init__(
        self,
        mesh: Mesh | None = None,
        *meshes: Mesh,
        function: str = "main",
        mesh_name: str = "mesh",
    ) -> None:
        self.meshes: dict[str, Mesh] = {}
        for m in (mesh, *meshes):
            if m is not None:
                name = m.name or mesh_name
                self.meshes[name] = m.with_name(name)
        self.values: dict[str, Value] = {}
        self.functions: dict[str, Function] = {}
        self._counter = 0
        self._arg_counter = 0
        self._start_function(function)

    # ---- functions -------------------------------------------------------------------------
    def _start_function(self, name: str) -> None:
        self._fn = name
        self._function = Function(name, (), [], ())
        self.functions[name] = self._function
        self._scopes = [_Scope(())]
        self._function.ops = self._scopes[0].ops  # the same list: ops land in the function
        self._counter = 0
        self._arg_counter = 0

    def function(self, name: str, is_public: bool = False) -> None:
        """Start a new function; later `arg`/`op`/`ret` calls build it."""
        if name in self.functions:
            raise VerificationError(f"function @{name} already defined")
        self._start_function(name)
        self._function.is_public = is_public

    def arg(
        self,
        shape: ShapeLike,
        element_type: str = "f32",
        sharding: TensorSharding | str | None = None,
    ) -> str:
        """A new argument of the current function, optionally with a boundary sharding."""
        ttype = _as_type(shape, element_type)
        vid = f"{self._fn}/arg{self._arg_counter}"
        self._arg_counter += 1
        self.values[vid] = Value(vid, ttype)
        index = len(self._function.args)
        self._function.args = self._function.args + (vid,)
        s = as_sharding(sharding)
        if s is not None:
            self._function.arg_shardings[index] = s
        return vid

    def ret(self, *values: str, shardings: Sequence[TensorSharding | str | None] = ()) -> None:
        """Set the current function's returned values (and result shardings, by position)."""
        self._check_known(values)
        self._function.returns = tuple(values)
        for i, s in enumerate(shardings):
            parsed = as_sharding(s)
            if parsed is not None:
                self._function.result_shardings[i] = parsed

    # ---- ops -------------------------------------------------------------------------------
    def op(
        self,
        name: str,
        operands: Sequence[str],
        result: ShapeLike | Sequence[ShapeLike] | None = None,
        attributes: dict[str, Any] | None = None,
        rule: OpShardingRule | str | None = None,
        sharding: Sequence[TensorSharding | str] | TensorSharding | str | None = None,
        regions: Sequence[Region] = (),
        **attrs: Any,
    ) -> str | tuple[str, ...]:
        """Append an op; returns its result id (or a tuple of ids for several results)."""
        operands = tuple(operands)
        self._check_known(operands)
        attributes = {**(attributes or {}), **attrs}
        types = self._result_types(name, operands, result, attributes)
        short = name.split(".", 1)[-1]
        op_id = f"{self._fn}/{short}.{self._counter}"
        results = []
        for i, t in enumerate(types):
            vid = f"{self._fn}/%{self._counter}" + (f"#{i}" if len(types) > 1 else "")
            self.values[vid] = Value(vid, t, op_id, i)
            results.append(vid)
        self._counter += 1
        op = Op(
            op_id, name, operands, tuple(results), attributes, list(regions), as_rule(rule),
            _result_shardings(sharding),
        )  # fmt: skip
        self._scopes[-1].ops.append(op)
        return results[0] if len(results) == 1 else tuple(results)

    def region(self, *arg_types: ShapeLike) -> _RegionHandle:
        """Collect a single-block region: `with b.region((), ()) as r: ...; r.ret(v)`.

        The handle has `.args` (block argument ids) and `.ret(*values)`; after the `with`,
        `.region` holds the `Region` to pass to `op(..., regions=[...])`. (A class-based context
        manager: our frozen exceptions cannot pass through a `contextlib` generator.)
        """
        args = []
        for t in arg_types:
            ttype = _as_type(t, "f32")
            vid = f"{self._fn}/%{self._counter}"
            self._counter += 1
            self.values[vid] = Value(vid, ttype)
            args.append(vid)
        return _RegionHandle(_Scope(tuple(args)), self)

    # ---- common ops ------------------------------------------------------------------------
    def constant(self, shape: ShapeLike, value: float | int = 0, element_type: str = "f32") -> str:
        return self.op("stablehlo.constant", [], _as_type(shape, element_type), value=value)

    def iota(self, shape: ShapeLike, dimension: int = 0, element_type: str = "i32") -> str:
        return self.op(
            "stablehlo.iota", [], _as_type(shape, element_type), iota_dimension=dimension
        )

    def dot_general(
        self,
        lhs: str,
        rhs: str,
        contracting: tuple[Sequence[int], Sequence[int]] = ((1,), (0,)),
        batching: tuple[Sequence[int], Sequence[int]] = ((), ()),
    ) -> str:
        dn = {
            "lhs_batching_dimensions": list(batching[0]),
            "rhs_batching_dimensions": list(batching[1]),
            "lhs_contracting_dimensions": list(contracting[0]),
            "rhs_contracting_dimensions": list(contracting[1]),
        }
        return self.op("stablehlo.dot_general", [lhs, rhs], dot_dimension_numbers=dn)

    def matmul(self, lhs: str, rhs: str) -> str:
        """Contract lhs's last dim with rhs's first (rank-2 or batched-free)."""
        return self.dot_general(lhs, rhs, ((self.rank(lhs) - 1,), (0,)))

    def broadcast_in_dim(self, x: str, shape: Sequence[int], dims: Sequence[int]) -> str:
        return self.op(
            "stablehlo.broadcast_in_dim", [x], tuple(shape), broadcast_dimensions=list(dims)
        )

    def reshape(self, x: str, shape: Sequence[int]) -> str:
        return self.op("stablehlo.reshape", [x], tuple(shape))

    def transpose(self, x: str, permutation: Sequence[int]) -> str:
        return self.op("stablehlo.transpose", [x], permutation=list(permutation))

    def reduce(self, x: str, dims: Sequence[int], kind: str = "add") -> str:
        """A single-input reduce with a scalar zero init and a `stablehlo.<kind>` body."""
        etype = self.type_of(x).element_type
        init = self.constant((), 0, etype)
        with self.region((), ()) as r:
            r.ret(self.op(f"stablehlo.{kind}", list(r.args)))
        return self.op("stablehlo.reduce", [x, init], regions=[r.region], dimensions=list(dims))

    def sharding_constraint(self, x: str, sharding: TensorSharding | str) -> str:
        return self.op(
            "sdy.sharding_constraint", [x], attributes={"sharding": as_sharding(sharding)}
        )

    # ---- queries ---------------------------------------------------------------------------
    def type_of(self, value: str) -> TensorType:
        return self.values[value].type

    def shape(self, value: str) -> tuple[int, ...]:
        return self.values[value].type.shape

    def rank(self, value: str) -> int:
        return len(self.shape(value))

    def build(self) -> Program:
        """The program; the builder should not be used afterwards."""
        return Program(dict(self.functions), dict(self.values), dict(self.meshes), _entry(self))

    # ---- internals -------------------------------------------------------------------------
    def _check_known(self, values: Iterable[str]) -> None:
        for v in values:
            if v not in self.values:
                raise VerificationError(f"builder: unknown value {v}")

    def _result_types(
        self,
        name: str,
        operands: tuple[str, ...],
        result: ShapeLike | Sequence[ShapeLike] | None,
        attributes: dict[str, Any],
    ) -> list[TensorType]:
        default_etype = self.type_of(operands[0]).element_type if operands else "f32"
        if result is not None:
            if isinstance(result, TensorType):
                return [result]
            if all(isinstance(d, int) for d in result):
                return [_as_type(result, default_etype)]
            return [_as_type(r, default_etype) for r in result]
        return self._infer(name, operands, attributes)

    def _infer(
        self, name: str, operands: tuple[str, ...], attributes: dict[str, Any]
    ) -> list[TensorType]:
        types = [self.type_of(v) for v in operands]
        if name == "stablehlo.compare":
            return [TensorType(types[0].shape, "i1")]
        if name in ("stablehlo.select", "stablehlo.clamp"):
            return [types[1]]
        if name in ELEMENTWISE_OPS:
            return [max(types, key=lambda t: t.rank)]
        if name in SAME_TYPES_OPS:
            return types
        if name == "stablehlo.dot_general":
            return [_dot_general_type(types[0], types[1], attributes["dot_dimension_numbers"])]
        if name == "stablehlo.transpose":
            perm = attributes["permutation"]
            return [TensorType(tuple(types[0].shape[p] for p in perm), types[0].element_type)]
        if name == "stablehlo.reduce":
            dims = set(attributes["dimensions"])
            n = len(operands) // 2
            return [
                TensorType(tuple(s for d, s in enumerate(t.shape) if d not in dims), t.element_type)
                for t in types[:n]
            ]
        raise VerificationError(f"builder: cannot infer the result type of {name}; pass result=")


class _RegionHandle:
    def __init__(self, scope: _Scope, b: ProgramBuilder) -> None:
        self._scope = scope
        self.args = scope.args
        self.region: Region | None = None
        self._b = b

    def __enter__(self) -> _RegionHandle:
        self._b._scopes.append(self._scope)
        return self

    def __exit__(self, *exc: object) -> None:
        self._b._scopes.pop()
        self.region = Region(self._scope.args, self._scope.ops, self._scope.yields)

    def ret(self, *values: str) -> None:
        self._b._check_known(values)
        self._scope.yields = tuple(values)


def _entry(b: ProgramBuilder) -> str:
    return "main" if "main" in b.functions else next(iter(b.functions))


def _as_type(shape: ShapeLike, element_type: str) -> TensorType:
    if isinstance(shape, TensorType):
        return shape
    return TensorType(tuple(int(d) for d in shape), element_type)


def _result_shardings(
    sharding: Sequence[TensorSharding | str] | TensorSharding | str | None,
) -> tuple[TensorSharding, ...] | None:
    if sharding is None:
        return None
    if isinstance(sharding, TensorSharding | str):
        return (as_sharding(sharding),)
    return tuple(as_sharding(s) for s in sharding)


def _dot_general_type(lhs: TensorType, rhs: TensorType, dn: dict[str, Any]) -> TensorType:
    lb, rb = dn.get("lhs_batching_dimensions", ()), dn.get("rhs_batching_dimensions", ())
    lc, rc = dn.get("lhs_contracting_dimensions", ()), dn.get("rhs_contracting_dimensions", ())
    shape = [lhs.shape[d] for d in lb]
    shape += [s for d, s in enumerate(lhs.shape) if d not in lb and d not in lc]
    shape += [s for d, s in enumerate(rhs.shape) if d not in rb and d not in rc]
    return TensorType(tuple(shape), lhs.element_type)
