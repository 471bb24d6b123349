"""Import StableHLO + sdy MLIR text (as JAX emits it, or as Shardy's tests write it) into a Program.

Parsing uses the MLIR Python bindings that jaxlib ships, so whatever jaxlib parses we accept, and
its diagnostics become our `ParseError` (one line, with the location). jax is imported lazily.

What is kept: `sdy.mesh` declarations; per function its arguments, body, returned values,
`sdy.sharding` on arguments and results, and visibility; per op its name, operands, results,
plain-Python attributes (see `convert_attribute`), regions (single block; the terminator's
operands become `Region.yields` and the terminator itself is dropped), `sdy.sharding_per_value`
as `Op.sharding`, `sdy.sharding_rule` as `Op.rule`. `sdy.sharding_constraint` keeps its
`sharding` attribute as a TensorSharding. Locations are ignored. Private `func.call`s are kept as
ops (data-flow ops, see `ir/dataflow.py`); `inline_calls` in that module flattens them.

The module text is kept in `Program.source` so `export_mlir` can write shardings back into the
very same module (attributes we do not model survive untouched).
"""

from __future__ import annotations

import re
from typing import Any

from shardsat.ir.program import Function, Op, Program, Region, TensorType, Value
from shardsat.model.errors import ParseError, VerificationError

TERMINATORS = frozenset({"func.return", "stablehlo.return", "sdy.return"})

_LOC = re.compile(r'loc\("[^"]*":(\d+):(\d+)\)')


def parse_module(text: str):  # -> (ir.Context, ir.Module)
    """Parse with jaxlib's bindings; bad text raises ParseError with the parser's message.

    Returns the context and module: keep both referenced while reading ops (DESIGN.md §3).
    """
    from jax.extend.mlir import ir
    from shardsat.ir import jax_compat as jax_mlir

    ctx = jax_mlir.make_ir_context()
    with ctx, ir.Location.unknown():
        try:
            module = ir.Module.parse(text)
        except ir.MLIRError as err:
            raise _parse_error(err, text) from None
    return ctx, module


def _parse_error(err: Any, text: str) -> ParseError:
    diags = getattr(err, "error_diagnostics", None) or []
    if diags:
        message, location = diags[0].message, str(diags[0].location)
    else:
        message, location = (str(err).splitlines() or [""])[-1], ""
    return _located_error(" ".join(message.split()), location, text)


def _located_error(message: str, location: str, text: str) -> ParseError:
    """`mlir: line 3:5: <message>` with the caret position, from an MLIR location's text."""
    pos = 0
    match = _LOC.search(location)
    where = ""
    if match:
        line, col = int(match.group(1)), int(match.group(2))
        where = f"line {line}:{col}: "
        lines = text.split("\n")
        pos = sum(len(x) + 1 for x in lines[: line - 1]) + col - 1
        pos = max(0, min(pos, len(text)))
    return ParseError(f"mlir: {where}{message}", text, pos)


def import_mlir(text: str) -> Program:
    """The Program of an MLIR module's text (every function; entry `main` or the first public)."""
    from jax.extend.mlir import ir

    ctx, module = parse_module(text)
    importer = _Importer(text)
    with ctx, ir.Location.unknown():
        try:
            return importer.module(module)
        except (IndexError, KeyError, ValueError, TypeError, AttributeError) as err:
            # what the bindings raise on IR the parser accepts but we cannot read: the input's
            # fault, reported at the op being read
            raise importer.error(err) from None


class _Importer:
    def __init__(self, text: str) -> None:
        self.text = text
        self.values: dict[str, Value] = {}
        self.functions: dict[str, Function] = {}
        self.meshes: dict[str, Any] = {}
        self.ids: dict[Any, str] = {}  # ir.Value -> our id
        self.fn = ""
        self.counter = 0
        self.at: Any = None  # the operation being read, for error locations

    def error(self, err: Exception) -> ParseError:
        name = self.at.name if self.at is not None else "module"
        location = str(self.at.location) if self.at is not None else ""
        detail = " ".join(str(err).split()) or type(err).__name__
        return _located_error(f"cannot import {name}: {detail}", location, self.text)

    def module(self, module: Any) -> Program:
        for op in module.body.operations:
            self.at = op.operation
            name = op.operation.name
            if name == "sdy.mesh":
                self._mesh(op.operation)
            elif name == "func.func":
                self._function(op.operation)
            else:
                raise VerificationError(f"mlir: unsupported top-level op {name}")
        if not self.functions:  # meshes alone are a valid module: an empty entry, nothing to shard
            self.functions["main"] = Function("main", (), [], ())
        entry = (
            "main"
            if "main" in self.functions
            else next(
                (f.name for f in self.functions.values() if f.is_public), next(iter(self.functions))
            )
        )
        program = Program(self.functions, self.values, self.meshes, entry)
        program.source = self.text
        return program

    def _mesh(self, op: Any) -> None:
        from shardsat.model.parse import parse_mesh

        name = _string(op.attributes["sym_name"])
        mesh = parse_mesh(str(op.attributes["mesh"]).removeprefix("#sdy.mesh"))
        self.meshes[name] = mesh.with_name(name)

    def _function(self, op: Any) -> None:
        name = _string(op.attributes["sym_name"])
        self.fn, self.counter = name, 0
        if not op.regions or not list(op.regions[0].blocks):
            raise VerificationError(f"mlir: @{name}: function declarations are not supported")
        block = op.regions[0].blocks[0]
        args = []
        for i, arg in enumerate(block.arguments):
            vid = f"{name}/arg{i}"
            self._define(arg, vid, None, 0)
            args.append(vid)
        function = Function(name, tuple(args), [], ())
        visibility = op.attributes["sym_visibility"] if "sym_visibility" in op.attributes else None
        function.is_public = visibility is None or _string(visibility) == "public"
        function.arg_shardings = self._boundary_shardings(op, "arg_attrs")
        function.result_shardings = self._boundary_shardings(op, "res_attrs")
        function.aliases = _aliases(op)
        self.functions[name] = function
        ops, yields = self._block(block)
        function.ops = ops
        function.returns = yields

    def _boundary_shardings(self, op: Any, key: str) -> dict[int, Any]:

        if key not in op.attributes:
            return {}
        out = {}
        for i, d in enumerate(op.attributes[key]):
            if "sdy.sharding" in d:
                out[i] = _sharding(d["sdy.sharding"])
        return out

    def _block(self, block: Any) -> tuple[list[Op], tuple[str, ...]]:
        ops: list[Op] = []
        yields: tuple[str, ...] = ()
        for op in block.operations:
            operation = op.operation
            if operation.name in TERMINATORS:
                yields = tuple(self._use(v) for v in operation.operands)
                continue
            ops.append(self._op(operation))
        return ops, yields

    def _op(self, operation: Any) -> Op:
        self.at = operation
        name = operation.name
        short = name.split(".", 1)[-1]
        n = self.counter
        self.counter += 1
        op_id = f"{self.fn}/{short}.{n}"
        operands = tuple(self._use(v) for v in operation.operands)
        results = []
        n_results = len(operation.results)
        for i, r in enumerate(operation.results):
            vid = f"{self.fn}/%{n}" + (f"#{i}" if n_results > 1 else "")
            self._define(r, vid, op_id, i)
            results.append(vid)
        attributes: dict[str, Any] = {}
        rule = sharding = None
        for key in operation.attributes:
            attr = operation.attributes[key]
            if key == "sdy.sharding":
                sharding = _sharding_per_value(attr)
            elif key == "sdy.sharding_rule":
                rule = _rule(attr)
            else:
                attributes[key] = convert_attribute(attr)
        regions = []
        for region in operation.regions:
            blocks = list(region.blocks)
            if not blocks:
                regions.append(Region())
                continue
            if len(blocks) > 1:
                raise VerificationError(
                    f"mlir: {op_id}: regions with several blocks are not supported"
                )
            block_args = []
            for arg in blocks[0].arguments:
                vid = f"{self.fn}/%{self.counter}"
                self.counter += 1
                self._define(arg, vid, None, 0)
                block_args.append(vid)
            ops, yields = self._block(blocks[0])
            regions.append(Region(tuple(block_args), ops, yields))
        return Op(op_id, name, operands, tuple(results), attributes, regions, rule, sharding)

    def _define(self, value: Any, vid: str, producer: str | None, index: int) -> None:
        self.ids[value] = vid
        self.values[vid] = Value(vid, tensor_type(value.type, vid), producer, index)

    def _use(self, value: Any) -> str:
        try:
            return self.ids[value]
        except KeyError:
            raise VerificationError(f"mlir: value used before definition in @{self.fn}") from None


def _aliases(op: Any) -> tuple[tuple[int, int], ...]:
    """(argument, result) pairs from `tf.aliasing_output` (what jax writes for donated buffers):
    an aliased result reuses the argument's buffer, so both must have the same sharding."""
    if "arg_attrs" not in op.attributes:
        return ()
    pairs = []
    for i, d in enumerate(op.attributes["arg_attrs"]):
        if "tf.aliasing_output" in d:
            pairs.append((i, int(str(d["tf.aliasing_output"]).split(":")[0])))
    return tuple(pairs)


def tensor_type(t: Any, where: str = "") -> TensorType:
    """RankedTensorType -> TensorType; tokens become rank-0 `token`; others are rejected."""
    from jax.extend.mlir import ir

    if isinstance(t, ir.RankedTensorType):
        if not t.has_static_shape:
            raise VerificationError(f"{where}: dynamic shape {t} is not supported")
        return TensorType(tuple(t.shape), str(t.element_type))
    text = str(t)
    if "token" in text:
        return TensorType((), "token")
    if isinstance(t, ir.IntegerType | ir.FloatType | ir.IndexType):
        return TensorType((), text)
    raise VerificationError(f"{where}: unsupported type {text} (only ranked tensors)")


def _string(attr: Any) -> str:

    return attr.value


def _sharding(attr: Any) -> Any:
    from shardsat.model.parse import parse_tensor_sharding

    return parse_tensor_sharding(str(attr))


def _sharding_per_value(attr: Any) -> tuple[Any, ...]:
    from shardsat.model.parse import parse_sharding_per_value

    return tuple(parse_sharding_per_value(str(attr)).shardings)


def _rule(attr: Any) -> Any:
    from shardsat.model.parse import parse_op_sharding_rule

    return parse_op_sharding_rule(str(attr))


_DENSE_LIMIT = 64


def convert_attribute(attr: Any) -> Any:  # noqa: C901 - one flat dispatch over attribute kinds
    """An MLIR attribute as plain Python (docs/ARCHITECTURE.md): ints, floats, bools, strings,
    lists, dicts keyed by the dialect's field names; sdy shardings as model values; anything else
    as its MLIR text."""
    from jax.extend.mlir import ir
    from jax.extend.mlir.dialects import sdy
    from jax.extend.mlir.dialects import stablehlo as hlo

    if isinstance(attr, ir.BoolAttr | ir.IntegerAttr | ir.FloatAttr | ir.StringAttr):
        return attr.value
    if isinstance(attr, ir.FlatSymbolRefAttr):
        return attr.value
    if isinstance(attr, ir.DenseI64ArrayAttr | ir.DenseI32ArrayAttr | ir.DenseBoolArrayAttr):
        return list(attr)
    if isinstance(attr, ir.ArrayAttr):
        return [convert_attribute(a) for a in attr]
    if isinstance(attr, ir.DictAttr):
        return {str(attr[i].name): convert_attribute(attr[i].attr) for i in range(len(attr))}
    if isinstance(attr, ir.DenseElementsAttr):
        return _dense(attr)
    if hlo.DotDimensionNumbers.isinstance(attr):
        a = hlo.DotDimensionNumbers(attr)
        return {k: list(getattr(a, k)) for k in (
            "lhs_batching_dimensions", "rhs_batching_dimensions",
            "lhs_contracting_dimensions", "rhs_contracting_dimensions")}  # fmt: skip
    if hlo.ConvDimensionNumbers.isinstance(attr):
        a = hlo.ConvDimensionNumbers(attr)
        return {k: _plain(getattr(a, k)) for k in (
            "input_batch_dimension", "input_feature_dimension", "input_spatial_dimensions",
            "kernel_input_feature_dimension", "kernel_output_feature_dimension",
            "kernel_spatial_dimensions", "output_batch_dimension", "output_feature_dimension",
            "output_spatial_dimensions")}  # fmt: skip
    if hlo.GatherDimensionNumbers.isinstance(attr):
        a = hlo.GatherDimensionNumbers(attr)
        return {k: _plain(getattr(a, k)) for k in (
            "offset_dims", "collapsed_slice_dims", "operand_batching_dims",
            "start_indices_batching_dims", "start_index_map", "index_vector_dim")}  # fmt: skip
    if hlo.ScatterDimensionNumbers.isinstance(attr):
        a = hlo.ScatterDimensionNumbers(attr)
        return {k: _plain(getattr(a, k)) for k in (
            "update_window_dims", "inserted_window_dims", "input_batching_dims",
            "scatter_indices_batching_dims", "index_vector_dim")} | {
            "scatter_dims_to_operand_dims": list(a.scattered_dims_to_operand_dims)}  # fmt: skip
    for cls in (hlo.ComparisonDirectionAttr, hlo.ComparisonTypeAttr, hlo.FftTypeAttr,
                hlo.TransposeAttr, hlo.PrecisionAttr, hlo.RngAlgorithmAttr,
                hlo.RngDistributionAttr):  # fmt: skip
        if cls.isinstance(attr):
            return str(cls(attr).value)
    if sdy.TensorShardingAttr.isinstance(attr):
        return _sharding(attr)
    if sdy.TensorShardingPerValueAttr.isinstance(attr):
        return _sharding_per_value(attr)
    if sdy.ManualAxesAttr.isinstance(attr):
        return re.findall(r'"([^"]*)"', str(attr))
    if isinstance(attr, ir.TypeAttr):
        return str(attr.value)
    return str(attr)


def _plain(v: Any) -> Any:
    return list(v) if not isinstance(v, int) else v


def _dense(attr: Any) -> Any:
    """Scalars and big splats as one number, small arrays (rank <= 2) as nested lists, other
    big arrays as their MLIR text (no rule reads them; the printer writes them back as they
    were, and two different payloads stay different)."""
    from jax.extend.mlir import ir

    shaped = attr.type
    n = 1
    for d in shaped.shape:
        n *= d
    small = shaped.rank <= 2 and n <= _DENSE_LIMIT
    if attr.is_splat and not (small and shaped.rank > 0):
        return _scalar(attr.get_splat_value())
    if small and (attr.is_splat or isinstance(attr, ir.DenseIntElementsAttr)):
        if attr.is_splat:
            flat = [_scalar(attr.get_splat_value())] * n
        else:
            flat = [attr[i] for i in range(n)]
        if shaped.rank == 2:
            cols = shaped.shape[1]
            return [flat[r * cols : (r + 1) * cols] for r in range(shaped.shape[0])]
        return flat
    return str(attr)


def _scalar(attr: Any) -> Any:
    from jax.extend.mlir import ir

    if isinstance(attr, ir.BoolAttr | ir.IntegerAttr | ir.FloatAttr):
        return attr.value
    return str(attr)
