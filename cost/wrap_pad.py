"""Wrap pads along a sharded dim: `concat(x[-k:], x, x[:k])` as XLA's partitioner runs it.

`jnp.pad(x, ..., mode="wrap")` lowers to a concatenate of a slice of `x`, `x` itself and another
slice of `x`. Priced op by op, the slices exchange halos and the concatenate all-to-alls its
operands away from the concat dim and back. XLA's `SpmdPartitioner::PreprocessHlos`
(xla/service/spmd/spmd_partitioner.cc) recognises the pattern (`FindPadWithWrapPattern`,
spmd_partitioner_util.cc: three operands, the outer two stride-1 slices of the middle one, each
maybe under single-use unary elementwise ops, copies skipped) when the concatenate's own sharding
splits the concat dim, and rewrites it before partitioning into

1. `pad(x, low = lhs rows, high = rhs rows)` with the concatenate's sharding: the windowed halo
   exchange of an edge pad (`halo.pad_exchange`);
2. two right-rotations of that padded value (`SPMDInternalOp_RotateRight`, partitioned in
   custom_call_handler.cc), by `M - (lhs start + low)` and by `M - (rhs start + low + high)`
   rows (`M` the padded dim), so the slices' rows land at either end: `rotate_right_pieces`;
3. elementwise selects of the three (the slices' unary ops applied to the rotated values).

Shardy keeps the concat dim of the concatenate split only when its operands come sharded like its
result (otherwise it moves the concatenate's sharding to another dim), so the rule here applies
when the slices, their unary ops, `x` and the concatenate all have one sharding that splits the
dim; anything else is priced op by op. Measured against XLA in tests/cost/test_wrap_pad.py and
`python -m shardsat.experiments.probe_wrap_pad` (docs/cost.md).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass

from shardsat.cost.collectives import Collective, collective_permute_cost
from shardsat.cost.halo import pad_exchange
from shardsat.cost.memory import value_bytes
from shardsat.cost.op_cost import replicate_collectives
from shardsat.cost.topology import Topology
from shardsat.ir.program import Op, Program
from shardsat.ir.rules_elementwise import ELEMENTWISE_OPS
from shardsat.model.mesh import Mesh
from shardsat.model.semantics import local_shape, num_shards
from shardsat.model.sharding import TensorSharding

COPIES = frozenset({"sdy.sharding_constraint"})
"""Ops that reach XLA as copies, which `FindPadWithWrapPattern` looks through."""

UNARY_MODIFIERS = frozenset(
    name
    for name in ELEMENTWISE_OPS
    if name.startswith("stablehlo.")
    and name.removeprefix("stablehlo.")
    not in {
        "add", "and", "atan2", "compare", "complex", "divide", "maximum", "minimum", "multiply",
        "or", "power", "remainder", "shift_left", "shift_right_arithmetic",
        "shift_right_logical", "subtract", "xor", "all_reduce", "collective_broadcast",
        "collective_permute", "cross-replica-sum",
    }
)  # fmt: skip
"""StableHLO ops that are one-operand elementwise HLO ops (XLA's `IsElementwise()` with one
operand): the modifiers the pattern allows between a slice and the concatenate. chlo ops are left
out: XLA expands them into several ops first."""


@dataclass(frozen=True)
class WrapPad:
    """A concatenate along `dim` of (slice of `mid`, `mid`, slice of `mid`), the slices maybe under
    unary elementwise ops: XLA's pad with wrap.

    `low` / `high` are the rows of the first / last operand along `dim`, `lhs_start` /
    `rhs_start` the slices' starts in `mid`. `folded` are the slices, their unary ops and copies
    (their work is the rewrite's), `values` every value on the way from `mid` to the concatenate
    (Shardy keeps the pattern only when they are all sharded alike)."""

    concat: str
    mid: str
    dim: int
    low: int
    high: int
    lhs_start: int
    rhs_start: int
    folded: tuple[str, ...]
    values: tuple[str, ...]


def find_wrap_pads(program: Program) -> dict[str, WrapPad]:
    """Concatenate op id -> its WrapPad, for every concatenate `FindPadWithWrapPattern` matches
    (shardings are checked when pricing: `wrap_pad_collectives`)."""
    found = {}
    ends = _ends(program)
    for op in program.walk_ops():
        pad = _wrap_pad(op, program, ends) if op.name == "stablehlo.concatenate" else None
        if pad is not None:
            found[op.id] = pad
    return found


def _wrap_pad(op: Op, program: Program, ends: dict[str, int]) -> WrapPad | None:
    if op.name != "stablehlo.concatenate" or len(op.operands) != 3:
        return None
    dim = int((op.attributes or {}).get("dimension", -1))
    mid = _skip_copies(op.operands[1], program, ends, single_use=False)
    outer = [_outer_chain(op.operands[i], program, ends) for i in (0, 2)]
    if mid is None or None in outer:
        return None
    (lhs, lhs_ops, lhs_values), (rhs, rhs_ops, rhs_values) = outer
    shape = program.value(mid).type.shape
    if not 0 <= dim < len(shape):
        return None
    starts = []
    for s in (lhs, rhs):
        attrs = s.attributes or {}
        strides = attrs.get("strides") or [1] * len(shape)
        if s.operands[0] != mid or "start_indices" not in attrs or int(strides[dim]) != 1:
            return None
        if program.value(s.results[0]).type.shape == shape:  # XLA folds a slice of it all
            return None
        starts.append(int(attrs["start_indices"][dim]))
    low = program.value(op.operands[0]).type.shape[dim]
    high = program.value(op.operands[2]).type.shape[dim]
    mid_values = _copies_of(op.operands[1], mid, program)
    return WrapPad(
        op.id, mid, dim, low, high, starts[0], starts[1], lhs_ops + rhs_ops,
        (mid, *mid_values, *lhs_values, *rhs_values),
    )  # fmt: skip


def _skip_copies(
    value: str, program: Program, ends: dict[str, int], single_use: bool = True
) -> str | None:
    """XLA's `SkipCopyOperands`: back through single-use copies; None when the value reached is
    used more than once and `single_use` asks for one use."""
    while _users(value, program, ends) == 1:
        producer = program.producer(value)
        if producer is None or producer.name not in COPIES:
            break
        value = producer.operands[0]
    if single_use and _users(value, program, ends) != 1:
        return None
    return value


def _copies_of(value: str, base: str, program: Program) -> list[str]:
    """The values from `base` to `value` through copies (both ends but `base`)."""
    out = []
    while value != base:
        out.append(value)
        value = program.producer(value).operands[0]
    return out


def _outer_chain(
    value: str, program: Program, ends: dict[str, int]
) -> tuple[Op, list[str], list[str]] | None:
    """(the slice, the op ids folded with it, the values it feeds on the way) of an outer
    concatenate operand: copies, then single-use unary elementwise ops, then a slice."""
    start = _skip_copies(value, program, ends)
    if start is None:
        return None
    values = [*_copies_of(value, start, program), start]
    folded = [program.producer(v).id for v in values if program.producer(v) is not None]
    inst = program.producer(start)
    while (
        inst is not None
        and (inst.name in UNARY_MODIFIERS or inst.name in COPIES)
        and len(inst.operands) == 1
        and _users(inst.results[0], program, ends) == 1
    ):
        inst = program.producer(inst.operands[0])
        if inst is not None:
            values.append(inst.results[0])
            folded.append(inst.id)
    if inst is None or inst.name != "stablehlo.slice":
        return None
    return inst, list(dict.fromkeys(folded)), list(dict.fromkeys(values))


def _users(value: str, program: Program, ends: dict[str, int]) -> int:
    """Users of `value` as XLA counts them: ops it is an operand of, and the function's root
    tuple or a region's terminator when it is returned or yielded (`ends`)."""
    return len(program.uses(value)) + ends.get(value, 0)


def _ends(program: Program) -> dict[str, int]:
    """Value id -> times it is returned by a function or yielded by a region."""
    counts: dict[str, int] = {}
    yielded = [v for op in program.walk_ops() for r in op.regions for v in r.yields]
    for v in [v for f in program.functions.values() for v in f.returns] + yielded:
        counts[v] = counts.get(v, 0) + 1
    return counts


def rotate_right_pieces(size: int, shards: int, amount: int) -> list[int]:
    """Rows of each collective-permute XLA's `RotateRight` of a dim of `size` rows on `shards`
    sends (per device): each shard of L = ⌈size / shards⌉ rows is rebuilt from at most two
    pieces, one per source shard, each a permute unless it is the shard's own. Shards past the
    data take no part; when the last one is padded, a second rotation by `amount` + its padding
    fills the wrapped rows (selected in). A piece that comes round to its own shard is a permute
    of every taking device to itself, which XLA drops only when every shard takes part."""
    rows = -(-size // shards)
    taking = -(-size // rows)
    right_padding = taking * rows - size
    amount %= size
    if amount == 0:
        return []
    pieces = _rotate_with_padding(rows, taking, shards, amount)
    if right_padding:
        again = (amount + right_padding) % (rows * taking)
        pieces += _rotate_with_padding(rows, taking, shards, again)
    return pieces


def _rotate_with_padding(rows: int, taking: int, shards: int, amount: int) -> list[int]:
    """One rotation of `taking` padded shards of `rows` rows by `amount`: the rows of each
    collective-permute."""
    pieces, done = [], 0
    while done < rows:
        distance = -(-(amount - done) // rows)
        offset = distance * rows - amount + done
        piece = min(rows - offset, rows - done)
        done += piece
        if distance and not (distance == taking == shards):
            pieces.append(piece)
    return pieces


def wrap_pad_collectives(
    pad: WrapPad,
    shardings: Mapping[str, TensorSharding],
    program: Program,
    mesh: Mesh,
    topology: Topology,
) -> tuple[Collective, ...] | None:
    """The collectives XLA runs for `pad` when every value of it has the concatenate's sharding
    and that sharding splits the dim; None otherwise (priced op by op)."""
    result = shardings.get(program.op(pad.concat).results[0])
    if result is None:
        return None
    same = result.closed()
    if any(shardings.get(v) is None or shardings[v].closed() != same for v in pad.values):
        return None
    shards = num_shards(result, mesh)[pad.dim]
    if shards == 1:
        return None
    mid_type = topology.wire_type(program.value(pad.mid).type)
    size = mid_type.shape[pad.dim]
    padded = size + pad.low + pad.high
    axes = result.dims[pad.dim].axes
    extents = list(local_shape(result, mesh, mid_type.shape))
    row = value_bytes(mid_type, result, mesh) // extents[pad.dim]
    text = ", ".join(map(str, axes))
    exchange = pad_exchange(size, shards, pad.low, pad.high)
    if exchange.gather:
        out = replicate_collectives(
            extents, [(pad.dim, axes, size)], mid_type.element_bytes, topology, "wrap pad"
        )
    else:
        out = [
            collective_permute_cost(axes, row * rows, topology).with_detail(
                f"collective_permute {{{text}}} wrap pad halo"
            )
            for rows in exchange.permutes
        ]
    for side, start in (("lhs", pad.lhs_start + pad.low), ("rhs", pad.rhs_start + padded - size)):
        for rows in rotate_right_pieces(padded, shards, padded - start):
            c = collective_permute_cost(axes, row * rows, topology)
            out.append(c.with_detail(f"collective_permute {{{text}}} wrap pad {side} rotation"))
    return tuple(out)
