"""Write solved shardings back into the module a Program was imported from.

`export_mlir(program, shardings)` re-parses `program.source` with jaxlib's bindings, walks it in
the importer's order (so op/value ids line up) and sets:

- `sdy.sharding` on the entry function's arguments and results (results take the sharding of the
  returned value, else the function's own result sharding);
- `sdy.sharding = #sdy.sharding_per_value<[...]>` on every op with results that has a solved
  sharding for at least one result (results without one get a fully open sharding);
- missing `sdy.mesh` declarations for meshes the shardings use.

Skipped on purpose (DESIGN.md §3 pitfalls, XLA must compile the output): ops inside reduction-
like bodies (scalar computations of reduce/sort/scatter/...); `stablehlo.while` ops with a loop
value the body passes through unchanged (XLA's check fails on those: with `pin_values` their
other carried values are pinned inside the regions and after the loop instead); `func.call`
results (the callee's shardings describe them). No `sdy.reshard` is ever written. chlo ops are
legalized to StableHLO, as jax's portable artifact does, so a module compiled as written runs
the ops `plan.jit()` runs. The result is verified by the bindings and printed without
locations.

Exporting a *plan* (`op_operand_shardings`, `op_result_shardings`, keyed by `(op id, index)`):
value shardings alone leave XLA's partitioner free to run an op its own way (e.g. slice a
replicated operand along a contracting dim and all-reduce the partial result, where the plan
resharded the other operand). For every operand whose required sharding differs from its
value's, an `sdy.sharding_constraint` is inserted right before the consumer on a fresh SSA value
used only by that operand slot; for every result whose implied sharding differs, the op is
annotated with the implied sharding, a constraint to it follows, then one to the value's sharding,
taking over all uses. The first is needed because XLA lets a constraint that is a result's only
use replace the op's own annotation (a dot followed by a reshard is then partitioned straight
into the reshard's target, with other collectives). XLA honours constraints (docs/ir.md
"Exporting plans").
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from typing import Any

from shardsat.ir.mlir_import import TERMINATORS, parse_module
from shardsat.ir.program import Program
from shardsat.model.errors import VerificationError
from shardsat.model.sharding import DimSharding, TensorSharding

ANNOTATED_REGION_PARENTS = frozenset({
    "stablehlo.while", "stablehlo.case", "stablehlo.if", "sdy.named_computation",
    "sdy.manual_computation", "stablehlo.optimization_barrier",
})  # fmt: skip
"""Ops whose region bodies are real (tensor) computations that carry shardings."""


PlanShardings = Mapping[tuple[str, int], TensorSharding]
"""(op id, operand or result index) -> the sharding the op needs that tensor in."""


def export_mlir(
    program: Program,
    shardings: Mapping[str, TensorSharding],
    op_operand_shardings: PlanShardings | None = None,
    op_result_shardings: PlanShardings | None = None,
    pin_values: bool = False,
    result_shardings: Mapping[int, TensorSharding | None] | None = None,
    op_attributes: Mapping[str, Mapping[str, str]] | None = None,
    boundaries: Mapping[str, tuple[Any, Any]] | None = None,
    clones: Mapping[str, str] | None = None,
) -> str:
    """The source module with `shardings` (value id -> sharding) written back as sdy attributes.

    `result_shardings` (entry result index -> sharding, None: none) replaces the default of
    writing the returned value's sharding on each entry result (propagation keeps them apart).
    `op_attributes` (op id -> attribute name -> text) are set verbatim and replace the op's
    `sdy.sharding`; `boundaries` (function -> (argument, result) shardings) annotate other
    functions; `clones` (new name -> function) copy a function before its boundary is set.

    With `op_operand_shardings` / `op_result_shardings` the plan's per-op reshards become
    `sdy.sharding_constraint`s (module doc); entries equal to the value's sharding add nothing.
    `pin_values` also follows every annotated op result by a constraint to its value sharding:
    XLA's own Shardy propagation re-shards values whose only annotation is the op's
    `sdy.sharding` (mlp-train on data=8: a result written `[{}, {}]` is partitioned
    `[{"data"}, {}]`), but never moves a constraint.
    """
    from jax.extend.mlir import ir

    operand_plan = dict(op_operand_shardings or {})
    result_plan = dict(op_result_shardings or {})
    if program.source is None:
        return _export_printed(program, shardings, operand_plan, result_plan, pin_values)
    ctx, module = parse_module(program.source)
    with ctx, ir.Location.unknown():
        exporter = _Exporter(program, shardings, operand_plan, result_plan, pin_values)
        exporter.result_shardings = result_shardings
        exporter.op_attributes = dict(op_attributes or {})
        exporter.boundaries = dict(boundaries or {})
        exporter.module(module)
        _clone_functions(module, clones or {}, exporter.boundaries)
        exporter.check_all_used()
        used = [*shardings.values(), *operand_plan.values(), *result_plan.values(),
                *_program_shardings(program)]  # fmt: skip
        _add_meshes(module, program, used)
        _legalize_chlo(module)
        try:
            module.operation.verify()
        except ir.MLIRError as err:
            raise VerificationError(
                f"export_mlir: invalid module: {' '.join(str(err).split())}"
            ) from None
        return module.operation.get_asm(enable_debug_info=False)


def _legalize_chlo(module: Any) -> None:
    """Rewrite chlo ops into StableHLO in place (`chlo-legalize-to-stablehlo`), as jax's
    portable artifact does: compiled as written, `chlo.top_k` becomes XLA's TopK custom call,
    whose partitioner gathers a batch-sharded operand, while `plan.jit()` runs the artifact's
    sort, which stays batch-sharded. One module for both routes is the one that was priced;
    the new ops carry no `sdy.sharding` and XLA propagates them from the pinned neighbours."""
    from jax.extend.mlir import passmanager
    from jax.extend.mlir.dialects import stablehlo
    from jax.extend.mlir.ir import WalkResult

    found = []

    def visit(op: Any) -> Any:
        if op.name.startswith("chlo."):
            found.append(op.name)
            return WalkResult.INTERRUPT
        return WalkResult.ADVANCE

    module.operation.walk(visit)
    if not found:
        return
    stablehlo.register_stablehlo_passes()
    pipeline = "builtin.module(func.func(chlo-legalize-to-stablehlo))"
    passmanager.PassManager.parse(pipeline).run(module.operation)


def _export_printed(
    program: Program,
    shardings: Mapping[str, TensorSharding],
    operand_plan: PlanShardings,
    result_plan: PlanShardings,
    pin_values: bool = False,
) -> str:
    """Programs built in Python: print them, re-import, carry the shardings over by position."""
    from shardsat.ir.mlir_import import import_mlir
    from shardsat.ir.mlir_print import print_mlir

    printed = import_mlir(print_mlir(program))
    ids = _id_map(program, printed)
    op_ids = {a.id: b.id for a, b in zip(program.walk_ops(), printed.walk_ops(), strict=True)}
    return export_mlir(
        printed,
        {ids[v]: s for v, s in shardings.items() if v in ids},
        {(op_ids.get(o, o), i): s for (o, i), s in operand_plan.items()},
        {(op_ids.get(o, o), i): s for (o, i), s in result_plan.items()},
        pin_values,
    )


def _id_map(a: Program, b: Program) -> dict[str, str]:
    """Value id in `a` -> the value at the same position in `b` (same structure, other ids)."""
    ids: dict[str, str] = {}
    for fa, fb in zip(a.functions.values(), b.functions.values(), strict=True):
        ids.update(zip(fa.args, fb.args, strict=True))
    for oa, ob in zip(a.walk_ops(), b.walk_ops(), strict=True):
        ids.update(zip(oa.results, ob.results, strict=True))
        for ra, rb in zip(oa.regions, ob.regions, strict=True):
            ids.update(zip(ra.args, rb.args, strict=True))
    return ids


class _Exporter:
    def __init__(
        self,
        program: Program,
        shardings: Mapping[str, TensorSharding],
        operand_plan: PlanShardings | None = None,
        result_plan: PlanShardings | None = None,
        pin_values: bool = False,
    ) -> None:
        self.program = program
        self.pin_values = pin_values
        self.shardings = shardings
        self.operand_plan = dict(operand_plan or {})
        self.result_plan = dict(result_plan or {})
        self.seen: set[str] = set()
        self.result_shardings: Mapping[int, TensorSharding | None] | None = None
        self.op_attributes: dict[str, Mapping[str, str]] = {}
        self.boundaries: dict[str, tuple[Any, Any]] = {}

    def check_all_used(self) -> None:
        """A plan entry naming an op the walk never met is a caller error, not a silent no-op."""
        for op_id, index in [*self.operand_plan, *self.result_plan]:
            if op_id not in self.seen:
                raise VerificationError(f"export_mlir: plan names unknown op {op_id}")
            op = self.program.op(op_id)
            if index >= max(len(op.operands), len(op.results)):
                raise VerificationError(f"export_mlir: plan names index {index} of {op_id}")

    def module(self, module: Any) -> None:
        for op in module.body.operations:
            if op.operation.name == "func.func":
                self.function(op.operation)

    def function(self, op: Any) -> None:
        from jax.extend.mlir import ir

        name = ir.StringAttr(op.attributes["sym_name"]).value
        fn = self.program.functions.get(name)
        if fn is None:
            raise VerificationError(f"export_mlir: function @{name} is not in the program")
        self.fn, self.counter = name, 0
        block = op.regions[0].blocks[0]
        if name == self.program.entry:
            arg_s = [self.shardings.get(a, fn.arg_shardings.get(i)) for i, a in enumerate(fn.args)]
            res_s = [
                self.shardings.get(v, fn.result_shardings.get(i)) for i, v in enumerate(fn.returns)
            ]
            if self.result_shardings is not None:
                res_s = [self.result_shardings.get(i) for i in range(len(fn.returns))]
            _set_boundary(op, "arg_attrs", arg_s)
            _set_boundary(op, "res_attrs", res_s)
        elif name in self.boundaries:
            _set_boundary(op, "arg_attrs", list(self.boundaries[name][0]))
            _set_boundary(op, "res_attrs", list(self.boundaries[name][1]))
        self.block(block, annotate=True)

    def block(self, block: Any, annotate: bool) -> None:
        for op in list(block.operations):  # constraints get inserted around ops as we go
            operation = op.operation
            if operation.name in TERMINATORS:
                continue
            self.op(operation, annotate)

    def op(self, operation: Any, annotate: bool) -> None:
        n = self.counter
        self.counter += 1
        op_id = f"{self.fn}/{operation.name.split('.', 1)[-1]}.{n}"
        ours = self.program._tables()["ops"].get(op_id)
        if ours is None or ours.name != operation.name:
            raise VerificationError(f"export_mlir: program no longer matches its source at {op_id}")
        self.seen.add(op_id)
        pinned: dict[int, TensorSharding] = {}
        if annotate:
            self._constrain_operands(operation, ours)
            pinned = self._pinned_results(ours)
        for key, text in self.op_attributes.get(op_id, {}).items():
            _set_attr(operation, key, text)
        if annotate and ours.results and self._should_annotate(ours):
            self._annotate_results(operation, ours, pinned)
        inner = annotate and operation.name in ANNOTATED_REGION_PARENTS
        for region in operation.regions:
            for block in region.blocks:
                for _arg in block.arguments:
                    self.counter += 1
                self.block(block, inner)
        if annotate and self.pin_values and ours.name == "stablehlo.while":
            if not self._should_annotate(ours):
                self._pin_loop(operation, ours)

    def _annotate_results(self, operation: Any, ours: Any, pinned: dict[int, TensorSharding]):
        """`sdy.sharding` on the op's results (pinned plan shardings first), then a constraint
        to each value's sharding where the plan pins it or `pin_values` is set."""
        found = [pinned.get(i, self.shardings.get(r)) for i, r in enumerate(ours.results)]
        if all(s is None for s in found):
            return
        mesh = next(s for s in found if s is not None)
        per_value = [
            s if s is not None else _open_like(mesh, self.program.value(r).type.rank)
            for s, r in zip(found, ours.results, strict=True)
        ]
        _set_attr(operation, "sdy.sharding", _per_value_text(per_value))
        for i, value in enumerate(ours.results):
            want = self.shardings.get(value)
            if want is None or not (i in pinned or self.pin_values):
                continue
            owner, index = operation, i
            if i in pinned:  # XLA lets a lone constraint override the op's own annotation
                owner, index = _constrain_result(operation, i, pinned[i]), 0
            _constrain_result(owner, index, want)

    def _pin_loop(self, operation: Any, ours: Any) -> None:
        """Pin the values a `while` carries where the op itself cannot be annotated (a value the
        body passes through unchanged: XLA drops it from the loop tuple and then rejects the
        op's sharding). Without an annotation XLA picks each carried value's sharding from its
        uses in the body (power iteration: the vector carried on the axis of the matmul's
        operand, resharded twice per step), so every other carried value gets a constraint at
        the top of the body and of the condition and after the loop, taking over all uses."""
        body = ours.regions[1]
        for i, value in enumerate(ours.results):
            if body.yields[i] == body.args[i]:
                continue
            want = self.shardings.get(body.args[i]) or self.shardings.get(value)
            if want is None:
                continue
            for region in operation.regions:
                arg = region.blocks[0].arguments[i]
                first = region.blocks[0].operations[0]
                pin = _constraint(arg, want, before=first)
                arg.replace_all_uses_except(pin, pin.owner.operation)
            _constrain_result(operation, i, self.shardings.get(value) or want)

    def _constrain_operands(self, operation: Any, ours: Any) -> None:
        """A constraint before the op for each planned operand sharding that differs."""
        for i, value in enumerate(ours.operands):
            need = self.operand_plan.get((ours.id, i))
            if need is None or _same(need, self.shardings.get(value)):
                continue
            operation.operands[i] = _constraint(operation.operands[i], need, before=operation)

    def _pinned_results(self, ours: Any) -> dict[int, TensorSharding]:
        """Result index -> the implied sharding the op makes it in, where that differs."""
        pinned = {}
        for i, value in enumerate(ours.results):
            made = self.result_plan.get((ours.id, i))
            if made is not None and not _same(made, self.shardings.get(value)):
                pinned[i] = made
        return pinned

    def _should_annotate(self, op: Any) -> bool:
        if op.id in self.op_attributes:
            return False
        if op.name == "func.call":
            return False
        if op.name == "stablehlo.while":
            body = op.regions[1]
            return not any(y == a for y, a in zip(body.yields, body.args, strict=False))
        return True


def _clone_functions(module: Any, clones: Mapping[str, str], boundaries: Mapping) -> None:
    """Insert a copy of each cloned function under its new name, with its own boundary."""
    from jax.extend.mlir import ir

    funcs = {
        ir.StringAttr(op.operation.attributes["sym_name"]).value: op.operation
        for op in module.body.operations
        if op.operation.name == "func.func"
    }
    for name, original in clones.items():
        source = funcs.get(original)
        if source is None:
            raise VerificationError(f"export_mlir: clone of unknown function @{original}")
        copy = source.clone(ir.InsertionPoint(module.body))
        copy.attributes["sym_name"] = ir.StringAttr.get(name)
        if name in boundaries:
            _set_boundary(copy, "arg_attrs", list(boundaries[name][0]))
            _set_boundary(copy, "res_attrs", list(boundaries[name][1]))


def _same(a: TensorSharding, b: TensorSharding | None) -> bool:
    """Equal as executed (open/closed ignored); None (unsolved) never equals a plan entry."""
    return b is not None and a.closed() == b.closed()


def _constraint(value: Any, sharding: TensorSharding, before: Any) -> Any:
    """A fresh `sdy.sharding_constraint` of `value` inserted before op `before`; its result."""
    from jax.extend.mlir import ir

    op = ir.Operation.create(
        "sdy.sharding_constraint",
        results=[value.type],
        operands=[value],
        attributes={"sharding": ir.Attribute.parse(sharding.closed().attr_text())},
        ip=ir.InsertionPoint(before),
    )
    return op.result


def _constrain_result(operation: Any, index: int, want: TensorSharding) -> Any:
    """Reshard result `index` to `want` right after the op; every use takes the constraint,
    which is returned (so a second constraint can follow it)."""
    result = operation.results[index]
    pin = _constraint(result, want, before=operation).owner.operation
    pin.move_after(operation)
    result.replace_all_uses_except(pin.results[0], pin)
    return pin


def _open_like(mesh_of: TensorSharding, rank: int) -> TensorSharding:
    return TensorSharding(
        mesh_of.mesh_name, tuple(DimSharding((), True) for _ in range(rank)),
        inline_mesh=mesh_of.inline_mesh,
    )  # fmt: skip


def _per_value_text(shardings: list[TensorSharding]) -> str:
    return "#sdy.sharding_per_value<[" + ", ".join(str(s) for s in shardings) + "]>"


def _set_attr(operation: Any, key: str, text: str) -> None:
    from jax.extend.mlir import ir

    operation.attributes[key] = ir.Attribute.parse(text)


def _set_boundary(op: Any, key: str, shardings: list[TensorSharding | None]) -> None:
    """Set/replace `sdy.sharding` in each arg/result attribute dict, keeping other entries."""
    from jax.extend.mlir import ir

    if not any(s is not None for s in shardings):
        return
    old = list(op.attributes[key]) if key in op.attributes else [None] * len(shardings)
    dicts = []
    for d, s in zip(old, shardings, strict=True):
        entries = {}
        if d is not None:
            entries = {d[i].name: d[i].attr for i in range(len(d))}
        if s is not None:
            entries["sdy.sharding"] = ir.Attribute.parse(s.attr_text())
        dicts.append(ir.DictAttr.get(entries))
    op.attributes[key] = ir.ArrayAttr.get(dicts)


def _program_shardings(program: Program) -> list[TensorSharding]:
    """The shardings the program itself carries (function boundaries, ops): they name meshes
    the module must declare even when the plan being exported is empty."""
    out = [s for fn in program.functions.values()
           for s in (*fn.arg_shardings.values(), *fn.result_shardings.values())]  # fmt: skip
    for op in program.walk_ops():
        if op.sharding is not None:
            out.extend(s for s in op.sharding if s is not None)
    return out


def _add_meshes(module: Any, program: Program, shardings: Iterable[TensorSharding]) -> None:
    """Declare meshes the shardings name but the module lacks, at the top of the module."""
    from jax.extend.mlir import ir

    declared = {
        ir.StringAttr(op.operation.attributes["sym_name"]).value
        for op in module.body.operations
        if op.operation.name == "sdy.mesh"
    }
    needed = {s.mesh_name for s in shardings if s.mesh_name is not None} - declared
    for name in sorted(needed):
        mesh = program.meshes.get(name)
        if mesh is None:
            raise VerificationError(f'export_mlir: sharding uses undeclared mesh "@{name}"')
        decl = ir.Module.parse(f"sdy.mesh @{name} = {mesh}")
        first = module.body.operations[0]
        clone = decl.body.operations[0].operation.clone(ir.InsertionPoint(first))
        del clone


def export_rules_mlir(program: Program, conservative: bool = False) -> str:
    """The source module with `sdy.sharding_rule` set on every op that has a rule (ours, or the
    one it already carried), like Shardy's `sdy-populate-op-sharding-rules` (`conservative`: its
    conservative-propagation variant)."""
    from jax.extend.mlir import ir
    from shardsat.ir.registry import rule_for

    if program.source is None:
        raise VerificationError("export_rules_mlir: program has no MLIR source")
    ctx, module = parse_module(program.source)
    ops = iter(list(program.walk_ops()))

    def walk(operation: Any) -> None:
        for region in operation.regions:
            for block in region.blocks:
                for op in block.operations:
                    inner = op.operation
                    if inner.name in TERMINATORS or inner.name in ("func.func", "sdy.mesh"):
                        walk(inner)
                        continue
                    ours = next(ops)
                    if ours.name != inner.name:
                        raise VerificationError(f"export_rules_mlir: mismatch at {ours.id}")
                    rule = rule_for(ours, program, conservative)
                    if rule is not None:
                        text = rule.attr_text().replace(" {}", "")
                        inner.attributes["sdy.sharding_rule"] = ir.Attribute.parse(text)
                    walk(inner)

    with ctx, ir.Location.unknown():
        walk(module.operation)
        module.operation.verify()
        return module.operation.get_asm(enable_debug_info=False)
