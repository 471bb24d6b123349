"""Flatten a program for solving: inline `func.call`s and unroll `while` loops of static length.

The cost model and the CP-SAT encoding price the ops of the entry function; ops nested in a
region run replicated, once. A `lax.scan` over layers puts every layer inside one
`stablehlo.while`, so without flattening a scanned transformer could only be replicated, and
what XLA does with the loop would not be what was priced. `flatten_program` returns an
equivalent program without calls and with every loop of known trip count unrolled (each
iteration's ops carry ids prefixed `<while id>/<iteration>/`), so every layer is sharded like
any op; repeated layers are tied by the solver, so its model grows little.

A loop is unrolled when its condition is `counter < limit` (or `limit > counter`) with a
constant limit, the counter starts at a constant and the body adds a constant step to it (what
`lax.scan` and `lax.fori_loop` with static bounds lower to), and when the unrolled program
stays within `max_ops` ops. Other loops are kept as they are (and stay replicated inside).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field

from shardsat.ir.program import Function, Op, Program, Region, Value
from shardsat.model.errors import VerificationError

MAX_OPS = 8_000
"""Default bound on the flattened program's size (ops, nested ones included). XLA's compile time
of the unrolled, pinned plan grows with its ops, far past the rolled loop's (docs/results.md),
so long time-step loops stay loops; a scanned transformer's layers (hundreds of ops each) unroll."""

SYMBOL_REFS = ("callee", "decomposition")
"""Op attributes that name a function."""

MAX_DEPTH = 64
"""Deepest call nesting inlined (deeper: recursion, rejected)."""


@dataclass(frozen=True)
class Unrolling:
    """How `ir.flatten.flatten_program` unrolled `source`: its id map (source id under the
    flattening prefix -> flattened id) and the unrolled loops (flattened-style id -> (trips,
    the prefix the loop's ids are cloned under))."""

    source: Program
    env: Mapping[str, str]
    loops: Mapping[str, tuple[int, str]]

    def innermost(self) -> list[str]:
        """Unrolled loops with no unrolled loop inside them: the ones that can be kept rolled
        (a kept loop's body is then the source body, with calls inlined)."""
        return [w for w in self.loops if not any(o.startswith(w + "/") for o in self.loops)]


def flatten_program(program: Program, max_ops: int = MAX_OPS, unroll: bool = True) -> Program:
    """An equivalent program: calls inlined, static-length loops unrolled (module doc).

    Keeps the entry's arguments (same ids), boundary shardings, aliases and meshes; returns the
    program itself when there is nothing to flatten; `unroll=False` only inlines calls. The result has no MLIR source: export
    prints it (`ir.mlir_print`). When loops were unrolled, `unrolling` records how (`ir.reroll` rolls them back).
    """
    if not any(_flattenable(op, program) for op in program.walk_ops()):
        return program
    budget = max_ops - _inlined_ops(program.main.ops, program) if unroll else -1
    flat, out = _flatten(program, _Flattener(program, budget))
    if flat.unrolled:
        out.unrolling = Unrolling(program, dict(flat.env), dict(flat.unrolled))
    return out


def flatten_unrolling(program: Program, loops: frozenset[str]) -> Program:
    """`program` with calls inlined and exactly the loops `loops` unrolled (ids as
    `flatten_program` names them), whatever their size."""
    return _flatten(program, _Flattener(program, -1, only=loops))[1]


def _flatten(program: Program, flat: _Flattener) -> tuple[_Flattener, Program]:
    entry = program.main
    for a in entry.args:
        flat.values[a] = program.value(a)
        flat.env[a] = a
    ops = flat.block(entry.ops, "", 0)
    main = Function(
        entry.name, entry.args, ops, tuple(flat.env[r] for r in entry.returns),
        dict(entry.arg_shardings), dict(entry.result_shardings), entry.is_public, entry.aliases,
    )  # fmt: skip
    functions = {entry.name: main, **_referenced_functions(program, main)}
    values = {**{v: program.values[v] for f in functions.values() if f is not main
                 for v in _function_values(program, f)}, **flat.values}  # fmt: skip
    return flat, Program(functions, values, dict(program.meshes), entry.name)


def _referenced_functions(program: Program, main: Function) -> dict[str, Function]:
    """Functions that ops of `main` name other than by a call (a composite's decomposition), and
    everything those reach: kept as they are."""
    kept: dict[str, Function] = {}
    todo = [main]
    while todo:
        fn = todo.pop()
        ops = _walk(fn.ops)
        for name in (
            str(op.attributes[k]) for op in ops for k in SYMBOL_REFS if k in op.attributes
        ):
            if name not in kept and name in program.functions and name != main.name:
                kept[name] = program.functions[name]
                todo.append(kept[name])
    return kept


def _function_values(program: Program, fn: Function) -> list[str]:
    out = list(fn.args)
    for op in _walk(fn.ops):
        out.extend(op.results)
        for region in op.regions:
            out.extend(region.args)
    return out


def _walk(ops: list[Op]) -> list[Op]:
    return [o for op in ops for o in (op, *_walk([x for r in op.regions for x in r.ops]))]


def loop_repeats(program: Program) -> dict[str, int]:
    """Op id -> how many times it runs, for the ops of the entry function's `while` loops kept
    rolled (over the unroll budget): the product of the known trip counts of the loops around
    it (a condition runs once more than its body). Ops outside loops, and loops whose count is
    unknown, are not listed (they run once, or a count no one can read). Cached with the
    program's look-up tables: every `cost.evaluate` of a plan reads it."""
    tables = program._tables()
    if "loop_repeats" in tables:
        return tables["loop_repeats"]
    out: dict[str, int] = {}
    tables["loop_repeats"] = out

    def walk(ops: list[Op], times: int) -> None:
        for op in ops:
            if times > 1:
                out[op.id] = times
            trips = trip_count(op, program)
            for r, region in enumerate(op.regions):
                inner = times if trips is None else times * (trips + (1 if r == 0 else 0))
                walk(region.ops, inner)

    walk(program.main.ops, 1)
    return out


def trip_count(op: Op, program: Program) -> int | None:
    """Iterations of a `stablehlo.while` whose counter runs from a constant to a constant limit
    by a constant step (None when that pattern is not there)."""
    if op.name != "stablehlo.while" or len(op.regions) != 2:
        return None
    cond, body = op.regions
    compare = _producer_in(cond.yields[0], cond.ops) if len(cond.yields) == 1 else None
    if compare is None or compare.name != "stablehlo.compare":
        return None
    direction = compare.attributes.get("comparison_direction")
    lhs, rhs = compare.operands
    if direction == "GT":
        lhs, rhs, direction = rhs, lhs, "LT"
    if direction != "LT" or lhs not in cond.args:
        return None
    index = cond.args.index(lhs)
    limit = _constant(rhs, program, cond.ops)
    start = _constant(op.operands[index], program, [])
    step = _step(body, index, program)
    if None in (limit, start, step) or step <= 0:
        return None
    return max(0, -(-(limit - start) // step))


@dataclass
class _Flattener:
    program: Program
    budget: int
    """Ops the unrolling may still add."""
    only: frozenset[str] | None = None
    """When set: unroll exactly these loops (flattened ids), budget aside."""
    values: dict[str, Value] = field(default_factory=dict)
    env: dict[str, str] = field(default_factory=dict)
    """Value id in the source program (prefixed) -> its id in the flattened one."""
    unrolled: dict[str, tuple[int, str]] = field(default_factory=dict)
    """Flattened id each unrolled loop would have had -> (trip count, the prefix of its copies)."""

    def block(self, ops: list[Op], prefix: str, depth: int) -> list[Op]:
        if depth > MAX_DEPTH:
            raise VerificationError(f"flatten: call depth above {MAX_DEPTH} (recursive calls?)")
        out: list[Op] = []
        for op in ops:
            if op.name == "func.call":
                out.extend(self.call(op, prefix, depth))
            elif (trips := self.unrollable(op, prefix)) is not None:
                out.extend(self.unroll(op, trips, prefix, depth))
            else:
                out.append(self.clone(op, prefix, depth))
        return out

    def unrollable(self, op: Op, prefix: str) -> int | None:
        trips = trip_count(op, self.program)
        if trips is None:
            return None
        if self.only is not None:
            if prefix + op.id not in self.only:
                return None
        else:
            added = trips * _inlined_ops(op.regions[1].ops, self.program)
            if self.budget < 0 or added > self.budget:
                return None
            self.budget -= added
        self.unrolled[prefix + op.id] = (trips, prefix)
        return trips

    def call(self, op: Op, prefix: str, depth: int) -> list[Op]:
        callee = self.program.functions[str(op.attributes["callee"])]
        inner = f"{prefix}{op.id}/"
        for arg, operand in zip(callee.args, op.operands, strict=True):
            self.env[inner + arg] = self.lookup(prefix, operand)
        ops = self.block(callee.ops, inner, depth + 1)
        for res, ret in zip(op.results, callee.returns, strict=True):
            self.env[prefix + res] = self.lookup(inner, ret)
        return ops

    def unroll(self, op: Op, trips: int, prefix: str, depth: int) -> list[Op]:
        body = op.regions[1]
        carried = [self.lookup(prefix, v) for v in op.operands]
        out: list[Op] = []
        for t in range(trips):
            inner = f"{prefix}{op.id}/{t}/"
            for arg, value in zip(body.args, carried, strict=True):
                self.env[inner + arg] = value
            out.extend(self.block(body.ops, inner, depth))
            carried = [self.lookup(inner, y) for y in body.yields]
        for res, value in zip(op.results, carried, strict=True):
            self.env[prefix + res] = value
        return out

    def lookup(self, prefix: str, value: str) -> str:
        """The flattened id of `value` as seen from code cloned under `prefix` (values defined
        outside the region are looked up without the prefix)."""
        while True:
            if prefix + value in self.env:
                return self.env[prefix + value]
            if not prefix:
                return self.env[value]
            prefix = prefix[: prefix[:-1].rfind("/") + 1] if "/" in prefix[:-1] else ""

    def clone(self, op: Op, prefix: str, depth: int) -> Op:
        new_id = prefix + op.id
        operands = tuple(self.lookup(prefix, v) for v in op.operands)
        results = tuple(self.define(prefix, v, new_id) for v in op.results)
        regions = []
        for region in op.regions:
            args = tuple(self.define(prefix, a, None) for a in region.args)
            ops = self.block(region.ops, prefix, depth)
            regions.append(Region(args, ops, tuple(self.lookup(prefix, y) for y in region.yields)))
        return Op(new_id, op.name, operands, results, dict(op.attributes), regions, op.rule,
                  op.sharding, op.location)  # fmt: skip

    def define(self, prefix: str, value: str, producer: str | None) -> str:
        old = self.program.value(value)
        self.values[prefix + value] = Value(prefix + value, old.type, producer, old.index)
        self.env[prefix + value] = prefix + value
        return prefix + value


def _flattenable(op: Op, program: Program) -> bool:
    return op.name == "func.call" or trip_count(op, program) is not None


def _inlined_ops(ops: list[Op], program: Program, depth: int = 0) -> int:
    """Ops once every `func.call` among `ops` is inlined (a scan body of calls unrolls to all
    their ops, not one per call)."""
    total = 0
    for op in ops:
        total += 1 + sum(_inlined_ops(r.ops, program, depth) for r in op.regions)
        callee = program.functions.get(str((op.attributes or {}).get("callee")))
        if op.name == "func.call" and callee is not None and depth < MAX_DEPTH:
            total += _inlined_ops(callee.ops, program, depth + 1)
    return total


def _producer_in(value: str, ops: list[Op]) -> Op | None:
    return next((op for op in ops if value in op.results), None)


def _constant(value: str, program: Program, local_ops: list[Op]) -> int | None:
    """The integer a scalar `stablehlo.constant` holds (looked up in `local_ops`, else anywhere)."""
    op = _producer_in(value, local_ops)
    if op is None:
        producer = program.value(value).producer
        op = program.op(producer) if producer is not None else None
    if op is None or op.name != "stablehlo.constant":
        return None
    held = op.attributes.get("value")
    return held if isinstance(held, int) and not isinstance(held, bool) else None


def _step(body: Region, index: int, program: Program) -> int | None:
    """The constant the body adds to loop value `index` (None if it does something else)."""
    add = _producer_in(body.yields[index], body.ops)
    if add is None or add.name != "stablehlo.add" or body.args[index] not in add.operands:
        return None
    other = add.operands[1] if add.operands[0] == body.args[index] else add.operands[0]
    return _constant(other, program, body.ops)
