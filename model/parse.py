"""Parsers for Shardy's text syntax (SHARDY.md §1.1, §1.2, §2): meshes, axis refs, shardings, rules.

Small hand-written recursive-descent parsers over one `_Cursor` (text + position). Each public
`parse_<type>(text)` reads the whole text (surrounding whitespace allowed) and returns the frozen
value whose `str()` prints the canonical form back, so `str(parse_x(t)) == t` for canonical `t`.

Syntax errors raise `ParseError(message, text, pos)`. Invalid-but-well-formed values raise the
`VerificationError` of the value's constructor (context-free invariants), plus the few checks whose
evidence the constructors cannot see: an explicit iota `device_ids` list (the Mesh constructor
drops it), unsorted or repeated special-factor lists of a rule (stored as frozensets), factor size
lists out of iota order. Checks that need a mesh or a shape live in `verify.py`.
"""

from __future__ import annotations

import functools
import re
from collections.abc import Callable
from typing import TypeVar

from shardsat.model.axis import AxisRef
from shardsat.model.errors import ParseError, VerificationError
from shardsat.model.mesh import Mesh, MeshAxis
from shardsat.model.rule import (
    OpShardingRule,
    TensorMapping,
    factor_symbol,
)
from shardsat.model.sharding import (
    DimSharding,
    ReductionKind,
    TensorSharding,
    TensorShardingPerValue,
)

T = TypeVar("T")

_WS = re.compile(r"\s*")
_IDENT = re.compile(r"[A-Za-z_][A-Za-z0-9_$.\-]*")
_INT = re.compile(r"-?[0-9]+")
_KEYWORD = re.compile(r"[A-Za-z_][A-Za-z0-9_]*")
_SPECIAL_FACTOR_LISTS = ("reduction", "need_replication", "permutation", "blocked_propagation")


class _Cursor:
    """A position in the text with MLIR-like token helpers; every helper skips leading whitespace."""

    def __init__(self, text: str) -> None:
        self.text = text
        self.pos = 0

    def error(self, message: str, pos: int | None = None) -> ParseError:
        return ParseError(message, self.text, self.pos if pos is None else pos)

    def skip_ws(self) -> None:
        self.pos = _WS.match(self.text, self.pos).end()

    def at_end(self) -> bool:
        self.skip_ws()
        return self.pos >= len(self.text)

    def peek(self, literal: str) -> bool:
        self.skip_ws()
        return self.text.startswith(literal, self.pos)

    def accept(self, literal: str) -> bool:
        if self.peek(literal):
            self.pos += len(literal)
            return True
        return False

    def expect(self, literal: str) -> None:
        if not self.accept(literal):
            raise self.error(f"expected '{literal}', got {self.rest_token()!r}")

    def accept_keyword(self, word: str) -> bool:
        """`word` as a whole keyword (not the prefix of a longer identifier)."""
        self.skip_ws()
        m = _KEYWORD.match(self.text, self.pos)
        if m and m.group() == word:
            self.pos = m.end()
            return True
        return False

    def keyword(self) -> str | None:
        """The next bare keyword (letters, digits, underscores), or None when there is none."""
        self.skip_ws()
        m = _KEYWORD.match(self.text, self.pos)
        if not m:
            return None
        self.pos = m.end()
        return m.group()

    def integer(self, what: str) -> int:
        self.skip_ws()
        m = _INT.match(self.text, self.pos)
        if not m:
            raise self.error(f"expected {what}, got {self.rest_token()!r}")
        self.pos = m.end()
        return int(m.group())

    def string(self, what: str) -> str:
        """A double-quoted name (no escapes: Shardy axis names are plain identifiers)."""
        self.skip_ws()
        if not self.text.startswith('"', self.pos):
            raise self.error(f"expected {what} in double quotes, got {self.rest_token()!r}")
        end = self.text.find('"', self.pos + 1)
        if end < 0:
            raise self.error(f"unterminated string for {what}")
        value = self.text[self.pos + 1 : end]
        self.pos = end + 1
        return value

    def symbol(self, what: str) -> str:
        """`@name` (MLIR bare symbol)."""
        self.expect("@")
        m = _IDENT.match(self.text, self.pos)
        if not m:
            raise self.error(f"expected {what} after '@', got {self.rest_token()!r}")
        self.pos = m.end()
        return m.group()

    def rest_token(self) -> str:
        """A short excerpt of what follows, for error messages."""
        self.skip_ws()
        return self.text[self.pos : self.pos + 12] or "end of text"

    def comma_list(self, close: str, element: Callable[[], T]) -> list[T]:
        """Elements separated by commas until `close` (consumed); the opener is already read."""
        items: list[T] = []
        if self.accept(close):
            return items
        while True:
            items.append(element())
            if self.accept(close):
                return items
            self.expect(",")


def _parse_all(text: str, body: Callable[[_Cursor], T]) -> T:
    """Run `body` on the whole text; trailing non-space text is an error.

    Results are cached: values are frozen, and program import parses the same few sharding and
    rule texts over and over.
    """
    if not isinstance(text, str):
        raise ParseError(f"expected text, got {type(text).__name__}", "", 0)
    return _parse_cached(text, body)


@functools.lru_cache(maxsize=8192)
def _parse_cached(text: str, body: Callable[[_Cursor], T]) -> T:
    cur = _Cursor(text)
    value = body(cur)
    if not cur.at_end():
        raise cur.error(f"unexpected trailing text {cur.rest_token()!r}")
    return value


# ---------------------------------------------------------------------------------------------
# Meshes


def parse_mesh(text: str) -> Mesh:
    """The Mesh written as `<[...]>`, `mesh<[...]>`, `@name = <...>` or `sdy.mesh @name = <...>`.

    The named forms set `Mesh.name`; `<[...]>` gives an unnamed mesh. `device_ids` that equal iota
    are rejected, as Shardy's verifier does ("no need to specify them").
    Examples: `<["x"=2, "y"=4]>`, `<[], device_ids=[3]>`, `sdy.mesh @m = <["a"=3, "b"=2],
    device_ids=[0, 2, 4, 1, 3, 5]>`. The bracket-less `<"x"=4, "y"=2>` of the design doc is
    accepted too and prints with brackets.
    """
    return _parse_all(text, _mesh_declaration)


def _mesh_declaration(cur: _Cursor) -> Mesh:
    declared = cur.accept_keyword("sdy")
    if declared:
        cur.expect(".")
        if not cur.accept_keyword("mesh"):
            raise cur.error(f"expected 'sdy.mesh', got {cur.rest_token()!r}")
    name = None
    if declared or cur.peek("@"):
        name = cur.symbol("mesh name")
        cur.expect("=")
    cur.accept("#sdy.mesh") or cur.accept_keyword("mesh")
    return _mesh_body(cur).with_name(name)


def _mesh_body(cur: _Cursor) -> Mesh:
    """`<[axes], device_ids=[...]>`: the part after `mesh`."""
    start = cur.pos
    cur.expect("<")
    if cur.accept("["):
        axes = cur.comma_list("]", lambda: _mesh_axis(cur))
    elif cur.peek('"'):  # `<"devices"=8>`: the design doc's bracket-less form
        axes = [_mesh_axis(cur)]
        while cur.peek(",") and not _next_is_device_ids(cur):
            cur.expect(",")
            axes.append(_mesh_axis(cur))
    else:
        raise cur.error(f"expected '[' of a mesh axis list, got {cur.rest_token()!r}")
    ids: list[int] = []
    has_ids = False
    if cur.accept(","):
        if not cur.accept_keyword("device_ids"):
            raise cur.error(f"expected 'device_ids', got {cur.rest_token()!r}")
        cur.expect("=")
        cur.expect("[")
        ids = cur.comma_list("]", lambda: cur.integer("device id"))
        has_ids = True
    cur.expect(">")
    text = cur.text[start : cur.pos]
    _check_device_ids_text(text, [a.size for a in axes], ids, has_ids)
    return Mesh(tuple(axes), tuple(ids))


def _next_is_device_ids(cur: _Cursor) -> bool:
    save = cur.pos
    cur.accept(",")
    found = cur.accept_keyword("device_ids")
    cur.pos = save
    return found


def _mesh_axis(cur: _Cursor) -> MeshAxis:
    name = cur.string("mesh axis name")
    cur.expect("=")
    size = cur.integer("axis size")
    return MeshAxis(name, size)


def _check_device_ids_text(text: str, sizes: list[int], ids: list[int], has_ids: bool) -> None:
    """Checks the Mesh constructor cannot make: it normalizes these forms away."""
    for d in ids:
        if d < 0:
            raise VerificationError(f"mesh {text}: device id must be non-negative, got {d}")
    if has_ids and not ids:
        raise VerificationError(f"mesh {text}: device_ids is given but empty")
    if sizes and ids and len(ids) == _product(sizes) and ids == list(range(len(ids))):
        raise VerificationError(
            f"mesh {text}: device ids are iota(product(axes)); omit them for simplicity"
        )


def _product(values: list[int]) -> int:
    out = 1
    for v in values:
        out *= v
    return out


# ---------------------------------------------------------------------------------------------
# Axis refs, dim shardings, tensor shardings


def parse_axis_ref(text: str) -> AxisRef:
    """`"x"` (full axis) or `"x":(2)4` (sub-axis, pre-size 2, size 4)."""
    return _parse_all(text, _axis_ref)


def _axis_ref(cur: _Cursor) -> AxisRef:
    name = cur.string("axis name")
    if not cur.accept(":"):
        return AxisRef(name)
    cur.expect("(")
    pre = cur.integer("sub-axis pre-size")
    cur.expect(")")
    size = cur.integer("sub-axis size")
    return AxisRef(name, (pre, size))


def parse_dim_sharding(text: str) -> DimSharding:
    """`{"x", "y"}`, `{"x", ?}`, `{?}`, `{}`, with an optional priority suffix `p<N>`."""
    return _parse_all(text, _dim_sharding)


def _dim_sharding(cur: _Cursor, index: int | None = None) -> DimSharding:
    """One dim sharding; `index` (inside a tensor sharding) names the dim in Shardy's message."""
    cur.expect("{")
    axes: list[AxisRef] = []
    is_open = False
    while not cur.accept("}"):
        if axes:
            cur.expect(",")
        if cur.accept("?"):
            is_open = True
            cur.expect("}")
            break
        axes.append(_axis_ref(cur))
    priority = _priority(cur)
    if index is not None and priority is not None and not axes and not is_open:
        raise VerificationError(f"dim {index} is empty and closed but has a priority")
    return DimSharding(tuple(axes), is_open, priority)


def _priority(cur: _Cursor) -> int | None:
    """Optional `p<N>` after a dim sharding; leading zeros (`p01`) are rejected like Shardy."""
    start = cur.pos
    word = cur.keyword()
    if word is None:
        return None
    digits = word[1:]
    if not (word.startswith("p") and digits.isdigit()):
        raise cur.error(f"expecting priority in format 'p<number>', got: {word}", start)
    if digits.startswith("0") and len(digits) > 1:
        raise cur.error(f"priorities with leading zeros are not allowed, got: {word}", start)
    if int(digits) > MAX_PRIORITY:  # Shardy stores priorities as int64 and rejects the rest
        raise cur.error(f"priority {word} is too large (at most p{MAX_PRIORITY})", start)
    return int(digits)


MAX_PRIORITY = 2**63 - 1


def parse_tensor_sharding(text: str) -> TensorSharding:
    """A tensor sharding: `#sdy.sharding<...>`, `sharding<...>` or bare `<@mesh, [...]>`.

    The mesh is a symbol `@mesh` or inline `mesh<["x"=2]>`; optional `replicated={...}` and
    `unreduced={...}` / `unreduced=max{...}` / `unreduced=min{...}` follow the dims.
    Example: `<@mesh, [{"x"}, {"y", ?}p1], replicated={"z"}>`.
    """
    return _parse_all(text, _tensor_sharding_attr)


def _tensor_sharding_attr(cur: _Cursor) -> TensorSharding:
    if not cur.accept("#sdy.sharding"):
        cur.accept("sdy.sharding") or cur.accept_keyword("sharding")
    return _tensor_sharding(cur)


def _tensor_sharding(cur: _Cursor) -> TensorSharding:
    cur.expect("<")
    mesh_name, inline = _mesh_or_ref(cur)
    cur.expect(",")
    cur.expect("[")
    count = iter(range(1 << 30))
    dims = cur.comma_list("]", lambda: _dim_sharding(cur, next(count)))
    replicated: list[AxisRef] | None = None
    unreduced: list[AxisRef] | None = None
    kind = ReductionKind.SUM
    while cur.accept(","):
        start = cur.pos
        word = cur.keyword()
        if word == "replicated" and replicated is None:
            cur.expect("=")
            replicated = _axis_list(cur)
        elif word == "unreduced" and unreduced is None:
            cur.expect("=")
            kind = _reduction_kind(cur)
            unreduced = _axis_list(cur)
        else:
            raise cur.error(
                f"expected 'replicated=' or 'unreduced=' after ',' (each at most once), got {word!r}",
                start,
            )
    cur.expect(">")
    return TensorSharding(
        mesh_name,
        tuple(dims),
        tuple(replicated or ()),
        tuple(unreduced or ()),
        inline,
        kind,
    )


def _mesh_or_ref(cur: _Cursor) -> tuple[str | None, Mesh | None]:
    if cur.peek("@"):
        return cur.symbol("mesh name"), None
    if cur.accept_keyword("mesh") or cur.accept("#sdy.mesh"):
        return None, _mesh_body(cur)
    raise cur.error(f"expecting a mesh ref '@name' or 'mesh<...>', got {cur.rest_token()!r}")


def _reduction_kind(cur: _Cursor) -> ReductionKind:
    start = cur.pos
    word = cur.keyword()
    if word is None:
        return ReductionKind.SUM
    try:
        return ReductionKind(word)
    except ValueError:
        raise cur.error(
            f"unknown reduction kind {word!r}: expected max, min or sum", start
        ) from None


def _axis_list(cur: _Cursor) -> list[AxisRef]:
    cur.expect("{")
    return cur.comma_list("}", lambda: _axis_ref(cur))


def parse_sharding_per_value(text: str) -> TensorShardingPerValue:
    """`#sdy.sharding_per_value<[<@m, [...]>, ...]>` (or without the `#sdy.` prefix / bare `[...]`)."""
    return _parse_all(text, _sharding_per_value)


def _sharding_per_value(cur: _Cursor) -> TensorShardingPerValue:
    wrapped = cur.accept("#sdy.sharding_per_value") or cur.accept_keyword("sharding_per_value")
    if wrapped:
        cur.expect("<")
    cur.expect("[")
    shardings = cur.comma_list("]", lambda: _tensor_sharding(cur))
    if wrapped:
        cur.expect(">")
    return TensorShardingPerValue(tuple(shardings))


# ---------------------------------------------------------------------------------------------
# Op sharding rules


def parse_op_sharding_rule(text: str) -> OpShardingRule:
    """`([i, k], [k, j])->([i, j]) {i=8, j=16, k=4} reduction={k}`, optionally in
    `#sdy.op_sharding_rule<...>`.

    Factor symbols are i..z (0..17) then z_1, z_2, ...; compound dims concatenate them (`ij`,
    `zz_1`). The size list must name factors in iota order; the special-factor lists must be
    sorted, unique and in range. A trailing `, custom` marks a user-defined rule.
    """
    return _parse_all(text, _rule_attr)


def _rule_attr(cur: _Cursor) -> OpShardingRule:
    wrapped = cur.accept("#sdy.op_sharding_rule") or cur.accept_keyword("op_sharding_rule")
    if wrapped:
        cur.expect("<")
    rule = _rule_body(cur)
    if wrapped:
        cur.expect(">")
    return rule


def _rule_body(cur: _Cursor) -> OpShardingRule:
    cur.expect("(")
    operands = cur.comma_list(")", lambda: _tensor_mapping(cur))
    cur.expect("->")
    cur.expect("(")
    results = cur.comma_list(")", lambda: _tensor_mapping(cur))
    sizes = _factor_sizes(cur) if cur.peek("{") else []
    special: dict[str, frozenset[int]] = {}
    while True:
        start = cur.pos
        word = cur.keyword()
        if word is None:
            break
        if word not in _SPECIAL_FACTOR_LISTS or word in special:
            raise cur.error(f"unexpected {word!r} in sharding rule", start)
        special[word] = _special_factors(cur, word, len(sizes))
    is_custom = False
    if cur.accept(","):
        if not cur.accept_keyword("custom"):
            raise cur.error(f"expected 'custom' after ',', got {cur.rest_token()!r}")
        is_custom = True
    return OpShardingRule(  # the constructor runs check_rule_invariants
        tuple(sizes),
        tuple(operands),
        tuple(results),
        special.get("reduction", frozenset()),
        special.get("need_replication", frozenset()),
        special.get("permutation", frozenset()),
        special.get("blocked_propagation", frozenset()),
        is_custom,
    )


def _tensor_mapping(cur: _Cursor) -> TensorMapping:
    """`[i, jk]`; an empty entry (`[i,]`) is kept as a dim with no factor for the verifier."""
    cur.expect("[")
    dims: list[tuple[int, ...]] = []
    if cur.accept("]"):
        return ()
    while True:
        start = cur.pos
        word = cur.keyword()
        dims.append(() if word is None else _factor_indices(cur, word, start))
        if cur.accept("]"):
            return tuple(dims)
        cur.expect(",")


_FACTOR_TOKEN = re.compile(r"z_([0-9]+)|([i-z])")


def _factor_indices(cur: _Cursor, word: str, start: int) -> tuple[int, ...]:
    """`ij` -> (0, 1); `zz_1` -> (17, 18); `z_8z_9` -> (25, 26)."""
    out: list[int] = []
    pos = 0
    while pos < len(word):
        m = _FACTOR_TOKEN.match(word, pos)
        if not m:
            raise cur.error(
                f"expecting factor symbol from 'i' to 'z' or 'z_<n>', got {word!r}", start
            )
        if m.group(1) is not None:
            digits = m.group(1)
            if digits.startswith("0"):
                raise cur.error(
                    f"expecting positive integer without leading zeros in factor symbol {word!r}",
                    start,
                )
            out.append(17 + int(digits))
        else:
            out.append(ord(m.group(2)) - ord("i"))
        pos = m.end()
    return tuple(out)


def _single_factor(cur: _Cursor) -> tuple[int, str]:
    start = cur.pos
    word = cur.keyword()
    if word is None:
        raise cur.error(f"expected a factor symbol, got {cur.rest_token()!r}")
    indices = _factor_indices(cur, word, start)
    if len(indices) != 1:
        raise cur.error(f"expecting single factor symbol, got {word!r}", start)
    return indices[0], word


def _factor_sizes(cur: _Cursor) -> list[int]:
    """`{i=8, j=16}`: symbols must run i, j, k, ... in order (Shardy's iota rule)."""
    cur.expect("{")
    sizes: list[int] = []

    def element() -> int:
        start = cur.pos
        index, word = _single_factor(cur)
        if index != len(sizes):
            raise cur.error(
                "expecting factor indices to be ordered like an iota (e.g. {i=#, j=#, ...}): "
                f"expecting factor symbol '{factor_symbol(len(sizes))}', received '{word}'",
                start,
            )
        cur.expect("=")
        size = cur.integer("factor size")
        sizes.append(size)
        return size

    cur.comma_list("}", element)
    return sizes


def _special_factors(cur: _Cursor, label: str, num_factors: int) -> frozenset[int]:
    """`reduction={j, k}`: sorted, unique, each below the number of factors."""
    cur.expect("=")
    cur.expect("{")
    start = cur.pos
    indices = cur.comma_list("}", lambda: _single_factor(cur)[0])
    for f in indices:
        if f >= num_factors:
            raise VerificationError(
                f"sharding rule {label}: index must be less than {num_factors}, got: {f}"
            )
    if len(set(indices)) != len(indices):
        raise cur.error(f"{label}: indices of special factors must be unique", start)
    if indices != sorted(indices):
        raise cur.error(f"{label}: indices of special factors must be sorted", start)
    return frozenset(indices)


# ---------------------------------------------------------------------------------------------
# Tensor types (for `sharding<...> : tensor<4x8xf32>` examples and the CLI's --shape)


def parse_shape(text: str) -> tuple[int, ...]:
    """`4x8` -> (4, 8); `` or `scalar` -> (). Dims are non-negative integers."""
    body = text.strip()
    if body in ("", "scalar", "()"):
        return ()
    parts = body.split("x")
    if not all(p.isdigit() for p in parts):
        raise ParseError(f"invalid shape {text!r}: expected dims like 4x8")
    return tuple(int(p) for p in parts)


def parse_tensor_type(text: str) -> tuple[tuple[int, ...], str]:
    """`tensor<4x8xf32>` -> ((4, 8), "f32"); `tensor<f32>` -> ((), "f32")."""
    m = re.fullmatch(r"\s*tensor<((?:[0-9]+x)*)([A-Za-z][A-Za-z0-9]*)>\s*", text)
    if not m:
        raise ParseError(f"invalid tensor type {text.strip()!r}: expected like tensor<4x8xf32>")
    dims = m.group(1)
    return tuple(int(d) for d in dims.split("x") if d), m.group(2)


def parse_typed_sharding(text: str) -> tuple[TensorSharding, tuple[int, ...]]:
    """`sharding<@mesh, [{"x"}, {"y"}]> : tensor<4x8xf32>` -> (sharding, (4, 8))."""
    head, sep, tail = text.rpartition(":")
    if not sep or "tensor<" not in tail:
        raise ParseError("expected '<sharding> : tensor<...>'", text, len(text))
    return parse_tensor_sharding(head), parse_tensor_type(tail)[0]
