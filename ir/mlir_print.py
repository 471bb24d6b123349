"""Print a Program as MLIR text (generic op form), for programs without an MLIR source.

`print_mlir(program)` writes `sdy.mesh` declarations, then each function with its argument and
result shardings, each op as `%v = "dialect.op"(operands) (regions) {attributes} : (types) ->
(types)`. Attributes are turned back into MLIR from the plain-Python form the importer and
`ProgramBuilder` use; the StableHLO ones that rules and XLA need are typed here (dimension
arrays, dot/conv/gather/scatter dimension numbers, comparison direction, constants). An
attribute with no known MLIR spelling raises VerificationError naming the op and attribute.
`export_mlir` uses this when a program was built in Python.
"""

from __future__ import annotations

import math
from typing import Any

from shardsat.ir.program import Function, Op, Program, Region, TensorType
from shardsat.model.errors import VerificationError
from shardsat.model.rule import OpShardingRule
from shardsat.model.sharding import TensorSharding, TensorShardingPerValue

I64_ARRAYS = frozenset({
    "broadcast_dimensions", "permutation", "dimensions", "start_indices", "limit_indices",
    "strides", "edge_padding_low", "edge_padding_high", "interior_padding", "slice_sizes",
    "window_dimensions", "window_strides", "base_dilations", "window_dilations", "fft_length",
    "lhs_dilation", "rhs_dilation", "window_reversal",
})  # fmt: skip
I64_SCALARS = frozenset({
    "dimension", "iota_dimension", "feature_group_count", "batch_group_count",
    "all_gather_dim", "split_dimension", "concat_dimension", "scatter_dimension",
    "split_count", "feature_index", "channel_id", "api_version",
})  # fmt: skip
SYMBOL_REFS = frozenset({"callee", "decomposition"})
"""Attributes that name a function (`func.call`, `stablehlo.composite`)."""
I32_SCALARS = frozenset({"exponent_bits", "mantissa_bits", "version"})
ENUMS = {
    "comparison_direction": "comparison_direction",
    "compare_type": "comparison_type",
    "fft_type": "fft_type",
    "transpose_a": "transpose",
    "rng_algorithm": "rng_algorithm",
    "rng_distribution": "rng_distribution",
}


def mlir_type(t: TensorType) -> str:
    if t.element_type == "token":
        return "!stablehlo.token"
    return str(t)


def print_mlir(program: Program) -> str:
    lines = ["module {"]
    for name, mesh in program.meshes.items():
        lines.append(f"  sdy.mesh @{name} = {mesh}")
    for fn in program.functions.values():
        lines.extend(_Printer(program, fn).function())
    lines.append("}")
    return "\n".join(lines) + "\n"


class _Printer:
    def __init__(self, program: Program, fn: Function) -> None:
        self.program = program
        self.fn = fn
        self.names: dict[str, str] = {}
        self.counter = 0

    def name(self, value: str) -> str:
        if value not in self.names:
            v = self.program.value(value)
            if v.producer is not None:  # result of an op printed later: not allowed in SSA
                raise VerificationError(f"print_mlir: {value} used before its definition")
            raise VerificationError(f"print_mlir: unknown value {value}")
        return self.names[value]

    def type_of(self, value: str) -> str:
        return mlir_type(self.program.value(value).type)

    def function(self) -> list[str]:
        fn = self.fn
        args = []
        for i, a in enumerate(fn.args):
            self.names[a] = f"%arg{i}"
            attr = fn.arg_shardings.get(i)
            extra = f" {{sdy.sharding = {attr.attr_text()}}}" if attr is not None else ""
            args.append(f"%arg{i}: {self.type_of(a)}{extra}")
        results = []
        for i, v in enumerate(fn.returns):
            attr = fn.result_shardings.get(i)
            extra = f" {{sdy.sharding = {attr.attr_text()}}}" if attr is not None else ""
            results.append(f"{self.type_of(v)}{extra}")
        visibility = "" if fn.is_public else "private "
        head = f"  func.func {visibility}@{fn.name}({', '.join(args)}) -> ({', '.join(results)}) {{"
        body = self.block(fn.ops, fn.returns, "func.return", "    ")
        return [head, *body, "  }"]

    def block(
        self, ops: list[Op], yields: tuple[str, ...], terminator: str, indent: str
    ) -> list[str]:
        lines = []
        for op in ops:
            lines.extend(self.op(op, indent))
        operands = ", ".join(self.name(v) for v in yields)
        types = ", ".join(self.type_of(v) for v in yields)
        lines.append(f'{indent}"{terminator}"({operands}) : ({types}) -> ()')
        return lines

    def op(self, op: Op, indent: str) -> list[str]:
        operands = ", ".join(self.name(v) for v in op.operands)
        operand_types = ", ".join(self.type_of(v) for v in op.operands)
        result_types = ", ".join(self.type_of(v) for v in op.results)
        lhs = ""
        if op.results:
            base = f"%{self.counter}"
            self.counter += 1
            if len(op.results) == 1:
                self.names[op.results[0]] = base
                lhs = f"{base} = "
            else:
                for i, r in enumerate(op.results):
                    self.names[r] = f"{base}#{i}"
                lhs = f"{base}:{len(op.results)} = "
        attrs = self.attributes(op)
        lines = [f'{indent}{lhs}"{op.name}"({operands})']
        if op.regions:
            lines[-1] += " ("
            for k, region in enumerate(op.regions):
                lines.extend(self.region(region, op, indent + "  "))
                if k < len(op.regions) - 1:
                    lines[-1] += ","
            lines.append(f"{indent})")
        tail = f" {{{attrs}}}" if attrs else ""
        lines[-1] += f"{tail} : ({operand_types}) -> ({result_types})"
        return lines

    def region(self, region: Region, parent: Op, indent: str) -> list[str]:
        args = []
        for a in region.args:
            name = f"%b{self.counter}"
            self.counter += 1
            self.names[a] = name
            args.append(f"{name}: {self.type_of(a)}")
        dialect = parent.name.split(".", 1)[0]
        terminator = "sdy.return" if dialect == "sdy" else f"{dialect}.return"
        body = self.block(region.ops, region.yields, terminator, indent + "  ")
        return [f"{indent}{{", f"{indent}^bb0({', '.join(args)}):", *body, f"{indent}}}"]

    def attributes(self, op: Op) -> str:
        parts = []
        for key, value in op.attributes.items():
            parts.append(f"{key} = {attribute_text(op, key, value, self.program)}")
        if op.rule is not None:
            parts.append(f"sdy.sharding_rule = {_rule_text(op.rule)}")
        if op.sharding is not None:
            parts.append(f"sdy.sharding = {TensorShardingPerValue(tuple(op.sharding))}")
        return ", ".join(parts)


def _array(values: Any) -> str:
    """`array<i64: 1, 2>`, `array<i64>` when empty, `array<i1: true>` for booleans."""
    values = list(values)
    if values and all(isinstance(v, bool) for v in values):
        return "array<i1: " + ", ".join("true" if v else "false" for v in values) + ">"
    if not values:
        return "array<i64>"
    return "array<i64: " + ", ".join(str(int(v)) for v in values) + ">"


def _rule_text(rule: OpShardingRule) -> str:
    return rule.attr_text().replace(" {}", "")


def _ints(values: Any) -> str:
    return "[" + ", ".join(str(int(v)) for v in values) + "]"


def _dims_attr(kind: str, fields: dict[str, Any], order: tuple[str, ...]) -> str:
    parts = []
    for key in order:
        value = fields.get(key)
        if value is None or (isinstance(value, list | tuple) and not value):
            continue
        parts.append(f"{key} = {_ints(value) if isinstance(value, list | tuple) else int(value)}")
    return f"#stablehlo.{kind}<{', '.join(parts)}>"


def attribute_text(op: Op, key: str, value: Any, program: Program) -> str:  # noqa: C901
    """MLIR text of one attribute of `op` (see the module docstring)."""
    if key in I64_ARRAYS or (
        isinstance(value, list) and value and all(isinstance(v, bool) for v in value)
    ):
        return _array(value)
    if key in I64_SCALARS:
        return f"{int(value)} : i64"
    if key in I32_SCALARS:
        return f"{int(value)} : i32"
    if key in ENUMS:
        return f"#stablehlo<{ENUMS[key]} {value}>"
    if key == "dot_dimension_numbers":
        return _dims_attr("dot", value, (
            "lhs_batching_dimensions", "rhs_batching_dimensions",
            "lhs_contracting_dimensions", "rhs_contracting_dimensions"))  # fmt: skip
    if key == "dimension_numbers" and op.name == "stablehlo.gather":
        return _dims_attr("gather", value, (
            "offset_dims", "collapsed_slice_dims", "operand_batching_dims",
            "start_indices_batching_dims", "start_index_map", "index_vector_dim"))  # fmt: skip
    if key == "scatter_dimension_numbers":
        return _dims_attr("scatter", value, (
            "update_window_dims", "inserted_window_dims", "input_batching_dims",
            "scatter_indices_batching_dims", "scatter_dims_to_operand_dims",
            "index_vector_dim"))  # fmt: skip
    if key == "dimension_numbers" and op.name == "stablehlo.convolution":
        fields = ", ".join(
            f"{k} = {_ints(v) if isinstance(v, list | tuple) else int(v)}" for k, v in value.items()
        )
        return f"#stablehlo.conv<raw {fields}>"
    if key == "padding" and isinstance(value, list | tuple):
        rows = [list(r) for r in value]
        flat = ", ".join(_ints(r) for r in rows)
        return f"dense<[{flat}]> : tensor<{len(rows)}x2xi64>"
    if key == "value" and op.name == "stablehlo.constant":
        return _dense(value, program.value(op.results[0]).type)
    if key == "precision_config" and isinstance(value, list | tuple):
        return "[" + ", ".join(f"#stablehlo<precision {p}>" for p in value) + "]"
    if key in SYMBOL_REFS:
        return f"@{value}"
    if key in LAYOUTS and isinstance(value, list | tuple):
        return "[" + ", ".join(_layout(v) for v in value) + "]"
    return _generic(op, key, value)


LAYOUTS = ("operand_layouts", "result_layouts")
"""custom_call attributes that list one index tensor per operand or result."""


def _layout(dims: Any) -> str:
    """One custom_call layout: `dense<[1, 0]> : tensor<2xindex>` (a scalar's is empty)."""
    dims = list(dims) if isinstance(dims, list | tuple) else [dims]
    return f"dense<{_ints(dims) if dims else ''}> : tensor<{len(dims)}xindex>"


def _generic(op: Op, key: str, value: Any) -> str:
    scalar = _scalar_text(value)
    if scalar is not None:
        return scalar
    if isinstance(value, tuple) and value and all(isinstance(v, TensorSharding) for v in value):
        return str(TensorShardingPerValue(value))
    if isinstance(value, list | tuple) and all(isinstance(v, int) for v in value):
        return _array(value)
    if isinstance(value, list | tuple):
        return "[" + ", ".join(_generic(op, key, v) for v in value) + "]"
    if isinstance(value, dict):
        return "{" + ", ".join(f"{k} = {_generic(op, k, v)}" for k, v in value.items()) + "}"
    raise VerificationError(f"print_mlir: {op.id}: attribute {key} = {value!r} has no MLIR form")


def _scalar_text(value: Any) -> str | None:
    """MLIR text of a sharding, bool, int, float or string attribute (None for other values)."""
    if isinstance(value, TensorSharding):
        return value.attr_text()
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, int):
        return f"{value} : i64"
    if isinstance(value, float):
        return f"{value!r} : f32"
    if isinstance(value, str):
        if value.startswith(("#", "@", "array<", "dense<")):
            return value  # MLIR text kept by the importer for attributes it does not model
        return '"' + value.replace("\\", "\\\\").replace('"', '\\"') + '"'
    return None


_SPECIAL_FLOATS = {  # (+inf, -inf, nan) bit patterns, as MLIR spells them
    "f32": ("0x7F800000", "0xFF800000", "0x7FC00000"),
    "f64": ("0x7FF0000000000000", "0xFFF0000000000000", "0x7FF8000000000000"),
    "f16": ("0x7C00", "0xFC00", "0x7E00"),
    "bf16": ("0x7F80", "0xFF80", "0x7FC0"),
}


def _scalar(value: Any, element_type: str) -> str:
    if element_type == "i1":
        return "true" if value else "false"
    if element_type.startswith(("f", "bf")):
        x = float(value)
        if math.isfinite(x):
            return repr(x)
        pos, neg, nan = _SPECIAL_FLOATS.get(element_type, _SPECIAL_FLOATS["f32"])
        return nan if math.isnan(x) else pos if x > 0 else neg
    return str(int(value))


def _dense(value: Any, t: TensorType) -> str:
    if isinstance(value, list | tuple):

        def nest(v: Any) -> str:
            if isinstance(v, list | tuple):
                return "[" + ", ".join(nest(x) for x in v) + "]"
            return _scalar(v, t.element_type)

        return f"dense<{nest(value)}> : {t}"
    if isinstance(value, str):
        if value.startswith("dense"):
            return value  # a big payload, kept as its MLIR text by the importer
        raise VerificationError(f"print_mlir: constant payload {value} was not kept on import")
    return f"dense<{_scalar(value, t.element_type)}> : {t}"
