"""Where Shardy's output writes a propagated sharding that is not an op's `sdy.sharding`.

Constraints and reshards carry it in their `sharding` attribute, manual computations in
`in_shardings` / `out_shardings` (the global view), calls on the callee's boundary; a callee
called with different shardings gets one clone per distinct boundary (Shardy's `@bar_0`). Root
functions propagated besides the entry (`all_functions`) get their own boundary.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from shardsat.ir.program import Op, Program
from shardsat.model.sharding import TensorSharding
from shardsat.solver.propagation.manual import add_free_axes
from shardsat.solver.solution import Solution

Boundary = tuple[tuple[TensorSharding | None, ...], tuple[TensorSharding | None, ...]]


@dataclass
class OutputForm:
    """Attributes to write per op (text), boundaries per function, clones (new -> original)."""

    op_attributes: dict[str, dict[str, str]] = field(default_factory=dict)
    boundaries: dict[str, Boundary] = field(default_factory=dict)
    clones: dict[str, str] = field(default_factory=dict)


def output_form(program: Program, solution: Solution) -> OutputForm:
    """The non-`sdy.sharding` places of the solution's shardings in Shardy's output form."""
    form = OutputForm()
    unsharded = set(solution.stats["unsharded"])

    def sharding(value: str) -> TensorSharding | None:
        return None if value in unsharded else solution.shardings.get(value)

    for op in program.walk_ops():
        if op.name in ("sdy.sharding_constraint", "sdy.reshard") and op.results:
            s = sharding(op.results[0])
            if s is not None:
                form.op_attributes[op.id] = {"sharding": s.attr_text()}
        elif op.name == "sdy.manual_computation":
            form.op_attributes[op.id] = _manual_attributes(op, sharding)
        elif op.name in ("stablehlo.while", "func.call"):
            _annotate_all_results(op, sharding, form)
    _call_boundaries(program, solution, sharding, form)
    for name, results in solution.stats.get("function_result_shardings", {}).items():
        form.boundaries.setdefault(name, _root_boundary(program, name, results, sharding))
    return form


def _root_boundary(program: Program, name: str, results: dict, sharding) -> Boundary:
    """A root function's own boundary: its arguments' shardings and its result shardings."""
    fn = program.functions[name]
    args = tuple(sharding(a) for a in fn.args)
    return args, tuple(results.get(i) for i in range(len(fn.returns)))


def _annotate_all_results(op: Op, sharding, form: OutputForm) -> None:
    """`sdy.sharding` on an op the plain export leaves unannotated (loops, opaque calls) once
    every result has a sharding, as Shardy writes it."""
    found = [sharding(v) for v in op.results]
    if op.results and all(s is not None for s in found):
        form.op_attributes[op.id] = {"sdy.sharding": _per_value(found)}


def _per_value(shardings) -> str:
    return "#sdy.sharding_per_value<[" + ", ".join(str(s) for s in shardings) + "]>"


def _manual_attributes(op: Op, sharding) -> dict[str, str]:
    """in_shardings: each block argument's sharding with the manual axes put back in front;
    out_shardings: each result's sharding (the given ones where propagation left none)."""
    manual = tuple(str(a).strip('"') for a in op.attributes.get("manual_axes", ()) or ())
    ins = list(op.attributes.get("in_shardings", ()) or ())
    outs = list(op.attributes.get("out_shardings", ()) or ())
    for i, (outer, arg) in enumerate(zip(ins, op.regions[0].args, strict=False)):
        local = sharding(arg)
        if local is not None:
            ins[i] = add_free_axes(outer, local, manual)
    for j, value in enumerate(op.results[: len(outs)]):
        outs[j] = sharding(value) or outs[j]
    attrs = {}
    if ins:
        attrs["in_shardings"] = _per_value(ins)
    if outs:
        attrs["out_shardings"] = _per_value(outs)
    return attrs


def _call_boundaries(program: Program, solution: Solution, sharding, form: OutputForm) -> None:
    """Each inlined call's results get `sdy.sharding`; its callee the call site's boundary,
    through a clone when an earlier call site gave the callee another one."""
    seen: dict[str, list[tuple[str, Boundary]]] = {}
    for op_id, (args, results) in solution.stats.get("call_shardings", {}).items():
        op = program.op(op_id)
        callee = str(op.attributes.get("callee", "")).lstrip("@")
        boundary: Boundary = (tuple(args), tuple(results))
        found = [s for s in (sharding(v) for v in op.results) if s is not None]
        if found and len(found) == len(op.results):
            form.op_attributes[op_id] = {"sdy.sharding": _per_value(found)}
        names = seen.setdefault(callee, [])
        name = next((n for n, b in names if b == boundary), None)
        if name is None:
            name = callee if not names else _fresh_name(program, callee, form)
            names.append((name, boundary))
            form.boundaries[name] = boundary
            if name != callee:
                form.clones[name] = callee
        if name != callee:
            form.op_attributes.setdefault(op_id, {})["callee"] = f"@{name}"


def _fresh_name(program: Program, callee: str, form: OutputForm) -> str:
    k = 0
    while f"{callee}_{k}" in program.functions or f"{callee}_{k}" in form.clones:
        k += 1
    return f"{callee}_{k}"
