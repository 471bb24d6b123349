"""Roll unrolled loops back: the program XLA compiles keeps a loop where its copies agree.

`ir.flatten` unrolls static loops so every iteration's ops are priced and sharded like any op.
XLA:CPU compiles the unrolled copies far slower than the loop (its fusion pass grows faster
than linearly in the ops: a 40-step RK4 fit of 5,979 ops spends 105 of its 150 s compiling in
`fusion`, against about 1 s for the rolled `lax.scan`; docs/results.md). When every iteration
of a loop got the same plan, the loop itself, annotated with that plan, runs the same
collectives once per iteration; this module builds that program and maps ids between the two.
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from dataclasses import dataclass
from functools import cached_property

from shardsat.ir.flatten import Unrolling, flatten_unrolling
from shardsat.ir.program import Op, Program


@dataclass(frozen=True)
class KeptLoop:
    """A loop kept rolled: its trip count and, for every op and value of its body (its region
    arguments included), the copies the unrolled program has, one per iteration; `results`
    pairs each body argument with the loop result carrying the same value, the latter's copy
    being the last iteration's value."""

    trips: int
    ops: Mapping[str, tuple[str, ...]]
    values: Mapping[str, tuple[str, ...]]
    results: tuple[tuple[str, str, str], ...]
    """(body argument, loop result, the result's value in the unrolled program)."""


@dataclass(frozen=True)
class Rerolled:
    """A program with some unrolled loops rolled again, by loop id (as the flattening names
    them); every id outside those loops is the unrolled program's."""

    program: Program
    loops: Mapping[str, KeptLoop]

    def unrolled_value(self, value_id: str) -> str:
        """The unrolled program's value for a value of this one (a body value: its first copy)."""
        return self._unrolled_ids.get(value_id, value_id)

    @cached_property
    def _unrolled_ids(self) -> dict[str, str]:
        """Every kept loop's body values and results -> their unrolled values, built once: the
        export asks for every value of the program."""
        ids: dict[str, str] = {}
        for loop in self.loops.values():
            for value, copies in loop.values.items():
                ids.setdefault(value, copies[0])
            for _, result, copy in loop.results:
                ids.setdefault(result, copy)
        return ids


def reroll(unrolling: Unrolling, keep: frozenset[str]) -> Rerolled:
    """The source flattened with every unrolled loop but `keep` unrolled again (`keep` from
    `Unrolling.innermost`), with the id maps of the kept loops."""
    program = flatten_unrolling(unrolling.source, frozenset(unrolling.loops) - keep)
    env = unrolling.env
    loops: dict[str, KeptLoop] = {}
    for loop in _ops(program.main.ops):
        if loop.id not in keep:
            continue
        trips, prefix = unrolling.loops[loop.id]
        copies = [f"{loop.id}/{t}/" for t in range(trips)]
        body = loop.regions[1]
        ops = {op.id: tuple(c + op.id[len(prefix) :] for c in copies) for op in _ops(body.ops)}
        values = {
            v: tuple(env[c + v[len(prefix) :]] for c in copies)
            for v in (*body.args, *(v for op in _ops(body.ops) for v in _defined(op)))
        }
        results = tuple((a, r, env[r]) for a, r in zip(body.args, loop.results, strict=True))
        loops[loop.id] = KeptLoop(trips, ops, values, results)
    return Rerolled(program, loops)


def _ops(ops: list[Op]) -> Iterator[Op]:
    for op in ops:
        yield op
        for region in op.regions:
            yield from _ops(region.ops)


def _defined(op: Op) -> Iterator[str]:
    yield from op.results
    for region in op.regions:
        yield from region.args
