"""A plan's loops rolled back for export, where every iteration of the loop runs the same plan.

The plan is solved and priced on the unrolled program (`ir.flatten`), but the module XLA
compiles keeps a loop rolled (`ir.reroll`) when all of its iterations agree on every value's
sharding and every pinned reshard, and the value the loop starts from already has the carried
values' sharding: then XLA runs that plan once per iteration, the collectives it prices. A
loop whose iterations differ (a first step that reshards its input, say) stays unrolled, and
so does one in which an op that moves data is dead in some copies only (XLA deletes those from
the unrolled program, so they were not priced, but a rolled body runs them every step).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from shardsat.ir.graph import dead_ops
from shardsat.ir.program import Program
from shardsat.ir.reroll import KeptLoop, Rerolled, reroll
from shardsat.model.sharding import TensorSharding

ROLL_BACK_ABOVE_OPS = 2_000
"""Unrolled programs with more ops than this are exported with their uniform loops rolled:
XLA:CPU compiled a 24-layer scanned transformer step unrolled (2,627 lines) in 3.0 s against
1.3 s rolled, a 64-step RNN gradient (3,736 ops) in 24 s against 1.6 s, so below this the
unrolled export costs little and keeps the program XLA sees identical to the priced one."""

PlanShardings = dict[tuple[str, int], TensorSharding]
"""(op id, operand or result index) -> sharding, as `cost.plan.PlanReshards` holds them."""

Pins = dict[str, tuple[tuple[str, int, TensorSharding], ...]]
"""Op id -> its pinned reshards ("operand"/"result", index, closed sharding), sorted."""


def rolled_plan(
    program: Program, shardings: Mapping[str, TensorSharding], reshards: Any
) -> tuple[Program, dict[str, TensorSharding], PlanShardings, PlanShardings] | None:
    """(program with uniform loops rolled, its value shardings, its operand and result
    reshards) for a plan and its `cost.plan.PlanReshards`, or None when `program` was not
    unrolled, is small, or no loop of two or more steps is uniform."""
    unrolling = program.unrolling
    if unrolling is None or sum(1 for _ in program.walk_ops()) <= ROLL_BACK_ABOVE_OPS:
        return None
    candidates = frozenset(w for w in unrolling.innermost() if unrolling.loops[w][0] >= 2)
    if not candidates:
        return None
    trial = reroll(unrolling, candidates)
    pins = _pins_by_op(reshards)
    dead = frozenset(o for o in dead_ops(program) if _moves_data(program, o, shardings, pins))
    keep = frozenset(w for w, loop in trial.loops.items() if _uniform(loop, shardings, pins, dead))
    if not keep:
        return None
    rolled = trial if keep == candidates else reroll(unrolling, keep)
    rolled.program.meshes.update(program.meshes)  # meshes declared after flattening
    values = {v: s for v in rolled.program.values
              if (s := shardings.get(rolled.unrolled_value(v))) is not None}  # fmt: skip
    return rolled.program, values, *_rolled_reshards(rolled, reshards)


def _closed(s: TensorSharding | None) -> TensorSharding | None:
    return None if s is None else s.closed()


def _pins_by_op(reshards: Any) -> Pins:
    out: dict[str, list[tuple[str, int, TensorSharding]]] = {}
    for kind, pins in (("operand", reshards.operands), ("result", reshards.results)):
        for (op, i), s in pins.items():
            out.setdefault(op, []).append((kind, i, s.closed()))
    return {op: tuple(sorted(p, key=lambda x: (x[0], x[1]))) for op, p in out.items()}


def _uniform(
    loop: KeptLoop, shardings: Mapping[str, TensorSharding], pins: Pins, dead: frozenset[str]
) -> bool:
    """Every copy of each body value and op has the same sharding and pinned reshards, and the
    loop starts from and ends in the carried values' shardings. An op that may move data and
    is dead in some copies but not all (`dead`: a backward scan's last step makes the gradient
    of an input nothing reads) keeps the loop unrolled: it was priced only where live, and a
    rolled body runs it every time."""
    for copies in loop.values.values():
        if len({_closed(shardings.get(c)) for c in copies}) > 1:
            return False
    for arg, _, after in loop.results:
        if _closed(shardings.get(after)) != _closed(shardings.get(loop.values[arg][0])):
            return False
    return all(
        len({pins.get(c, ()) for c in copies}) == 1 and len({c in dead for c in copies}) == 1
        for copies in loop.ops.values()
    )


def _rolled_reshards(rolled: Rerolled, reshards: Any) -> tuple[PlanShardings, PlanShardings]:
    """The reshards keyed by the rolled program's op ids (a body op takes its first copy's)."""
    first = {copies[0]: op for loop in rolled.loops.values() for op, copies in loop.ops.items()}
    inside = {c for loop in rolled.loops.values() for cs in loop.ops.values() for c in cs}

    def rekey(pins):
        return {(first.get(op, op), i): s for (op, i), s in pins.items()
                if op in first or op not in inside}  # fmt: skip

    return rekey(reshards.operands), rekey(reshards.results)


def _moves_data(
    program: Program, op_id: str, shardings: Mapping[str, TensorSharding], pins: Pins
) -> bool:
    """Whether the op has a pinned reshard or reads or makes a sharded value (an op on
    replicated values alone, such as a loop counter's increment, moves nothing)."""
    op = program.op(op_id)
    return op_id in pins or any(
        (s := shardings.get(v)) is not None and not s.is_fully_replicated()
        for v in (*op.operands, *op.results)
    )
