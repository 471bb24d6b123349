"""Differential test of shardsat's greedy propagation against Shardy itself (jaxlib, in-process).

For each MLIR file: tag every op with a discardable `ss.id` attribute, run Shardy's
`sdy-propagation-pipeline` on the tagged module with jaxlib's PassManager, import the same tagged
module into a Program and run `solver.greedy.propagate`; then compare, value by value, the main
function's argument shardings, every op result's sharding (`sdy.sharding` on the op; absent in
Shardy's output = never sharded) and the main function's result shardings.

Values Shardy deletes (dead ops removed by its rewrite driver) are not compared (counted as
`dropped`). A constant that Shardy split into several copies with different shardings matches
when one of its copies has our sharding.

Run: `python -m shardsat.experiments.diff_greedy tests/corpus/*.mlir [--json OUT]`.
"""

from __future__ import annotations

import argparse
import json
import sys
from dataclasses import asdict, dataclass, field
from pathlib import Path

PIPELINE = "builtin.module(sdy-propagation-pipeline)"
PASS_MODES = {
    # Shardy's single propagation passes (no import/export pipeline) and the matching options.
    "basic": (
        "builtin.module(sdy-basic-propagate)",
        dict(strategy="basic", op_priority=False, user_priority=False),
    ),
    "aggressive": (
        "builtin.module(sdy-aggressive-propagate)",
        dict(strategy="aggressive", op_priority=False, user_priority=False),
    ),
    "op-priority": (
        "builtin.module(sdy-op-priority-propagate)",
        dict(strategy="aggressive", op_priority=True, user_priority=False),
    ),
    "user-priority": (
        "builtin.module(sdy-user-priority-propagate)",
        dict(strategy="aggressive", op_priority=True, user_priority=True),
    ),
}
RAW = dict(split_constants=False, apply_constraints=False, close=False, assign_factors=False)
TAG = "ss.id"
TERMINATORS = {"func.return", "stablehlo.return", "sdy.return"}


@dataclass
class Difference:
    file: str
    value: str
    op: str
    ours: str
    shardy: str


@dataclass
class DiffReport:
    compared: int = 0
    identical: int = 0
    dropped: int = 0
    files: int = 0
    reshard_checked: int = 0
    """Op tensors Shardy's explicit-reshards export resharded (their executed sharding checked)."""
    reshard_matched: int = 0
    reshard_differences: list[Difference] = field(default_factory=list)
    sharded: int = 0
    """Identical values whose sharding uses at least one axis (not trivially unsharded)."""
    differences: list[Difference] = field(default_factory=list)
    errors: list[str] = field(default_factory=list)

    @property
    def percent(self) -> float:
        return 100.0 * self.identical / self.compared if self.compared else 100.0


def _walk(op, fn) -> None:
    for region in op.regions:
        for block in region.blocks:
            for inner in block.operations:
                fn(inner.operation)
                _walk(inner.operation, fn)


def tag_ops(text: str) -> str:
    """The module with `ss.id = "k"` on every non-terminator op inside functions."""
    from jax.extend.mlir import ir
    from shardsat.ir import jax_compat as jax_mlir

    ctx = jax_mlir.make_ir_context()
    with ctx, ir.Location.unknown():
        module = ir.Module.parse(text)
        counter = [0]

        def tag(op) -> None:
            if op.name in TERMINATORS:
                return
            op.attributes[TAG] = ir.StringAttr.get(str(counter[0]))
            counter[0] += 1

        for top in module.body.operations:
            if top.operation.name == "func.func":
                _walk(top.operation, tag)
        return str(module)


def _sharding_texts(attr) -> list[str]:
    from shardsat.model.parse import parse_sharding_per_value

    return [str(s) for s in parse_sharding_per_value(str(attr)).shardings]


def _tensor_text(attr) -> str:
    from shardsat.model.parse import parse_tensor_sharding

    return str(parse_tensor_sharding(str(attr)))


def _boundary(func, key: str) -> dict[int, str]:
    from jax.extend.mlir import ir
    from shardsat.model.parse import parse_tensor_sharding

    out: dict[int, str] = {}
    if key not in func.attributes:
        return out
    for i, attrs in enumerate(ir.ArrayAttr(func.attributes[key])):
        d = ir.DictAttr(attrs)
        if "sdy.sharding" in d:
            out[i] = str(parse_tensor_sharding(str(d["sdy.sharding"])))
    return out


def shardy_propagate(tagged: str, entry: str = "main", pipeline: str = PIPELINE):
    """Shardy's shardings: ({ss.id: [per-result text or None, one list per copy]}, args, results,
    executed shardings of explicitly resharded op tensors)."""
    from jax.extend.mlir import ir, passmanager
    from shardsat.ir import jax_compat as jax_mlir

    ctx = jax_mlir.make_ir_context()
    with ctx, ir.Location.unknown():
        module = ir.Module.parse(tagged)
        passmanager.PassManager.parse(pipeline).run(module.operation)
        func = _entry_func(module, entry)
        seen = _ShardyOps()
        _walk(func, seen.record)
        seen.apply_reshards()
        args = _boundary(func, "arg_attrs")
        results = _boundary(func, "res_attrs")
        return seen.ops, args, results, seen.executed


def _entry_func(module, entry: str):
    for top in module.body.operations:
        op = top.operation
        if op.name == "func.func" and str(op.attributes["sym_name"]).strip('"') == entry:
            return op
    raise AssertionError(f"no @{entry} after propagation")


def op_result_texts(op) -> list[str | None]:
    """The sharding Shardy's output gives each result of `op` (None: never sharded)."""
    if "sdy.sharding" in op.attributes:
        return list(_sharding_texts(op.attributes["sdy.sharding"]))
    if op.name in ("sdy.reshard", "sdy.sharding_constraint") and "sharding" in op.attributes:
        return [_tensor_text(op.attributes["sharding"])]
    if op.name == "sdy.manual_computation" and "out_shardings" in op.attributes:
        return list(_sharding_texts(op.attributes["out_shardings"]))
    return [None] * len(op.results)


@dataclass
class _ShardyOps:
    """What a walk over Shardy's output records: tagged ops' result shardings and reshards."""

    ops: dict[str, list[list[str | None]]] = field(default_factory=dict)
    resharded: dict[tuple[str, int], str] = field(default_factory=dict)
    executed: dict[tuple[str, str, int], str] = field(default_factory=dict)

    def record(self, op) -> None:
        if TAG not in op.attributes:
            _record_explicit_reshard(op, self.resharded)
            return
        key = str(op.attributes[TAG]).strip('"')
        _record_operand_reshards(op, key, self.executed)
        self.ops.setdefault(key, []).append(op_result_texts(op))

    def apply_reshards(self) -> None:
        """A value an explicit reshard follows has the reshard's sharding; the op executed the
        one it carries."""
        for (key, index), text in self.resharded.items():
            for texts in self.ops.get(key, []):
                if index >= len(texts):
                    continue
                if texts[index] is not None:
                    self.executed[(key, "result", index)] = texts[index]
                texts[index] = text


def _record_operand_reshards(op, key: str, executed: dict) -> None:
    """Operands fed by an untagged `sdy.reshard`: the op executes with the reshard's sharding."""
    for i, operand in enumerate(op.operands):
        owner = operand.owner
        if not hasattr(owner, "attributes") or getattr(owner, "name", "") != "sdy.reshard":
            continue
        if TAG in owner.attributes or "sharding" not in owner.attributes:
            continue
        executed[(key, "operand", i)] = _tensor_text(owner.attributes["sharding"])


def _record_explicit_reshard(op, resharded: dict[tuple[str, int], str]) -> None:
    """An untagged `sdy.reshard` right after a tagged op was inserted by Shardy's explicit-reshards
    export: the op ran under another sharding and the value has the reshard's (SHARDY.md §6.1 step 4)."""
    from jax.extend.mlir import ir

    if op.name != "sdy.reshard" or "sharding" not in op.attributes:
        return
    source = op.operands[0]
    if not isinstance(source.owner, ir.Operation) and not hasattr(source.owner, "attributes"):
        return
    owner = source.owner
    if TAG not in owner.attributes:
        return
    index = ir.OpResult(source).result_number
    key = str(owner.attributes[TAG]).strip('"')
    resharded[(key, index)] = _tensor_text(op.attributes["sharding"])


def _ours_text(solution, value: str) -> str | None:
    if value in solution.stats["unsharded"]:
        return None
    return str(solution.shardings[value])


def compare_file(path: Path, report: DiffReport, mode: str | None = None, **propagate_kw) -> None:
    """Add one file's comparison to `report` (`mode`: one of PASS_MODES, else the pipeline)."""
    from shardsat.ir.mlir_import import import_mlir
    from shardsat.solver.propagation.driver import propagate

    tagged = tag_ops(path.read_text())
    program = import_mlir(tagged)
    pipeline = PIPELINE
    if mode is not None:
        pipeline, options = PASS_MODES[mode]
        propagate_kw = {**options, **RAW, **propagate_kw}
    propagate_kw = {"lift_inlined_meshes": mode is None, **propagate_kw}  # as Shardy's import
    solution = propagate(program, **propagate_kw)
    shardy_ops, shardy_args, shardy_results, executed = shardy_propagate(
        tagged, program.entry, pipeline
    )
    report.files += 1
    main = program.main

    def check(value: str, where: str, theirs: list[str | None]) -> None:
        ours = _ours_text(solution, value)
        report.compared += 1
        if ours in theirs:
            report.identical += 1
            report.sharded += ours is not None and '"' in ours
        else:
            shown = theirs[0] if len(theirs) == 1 else " | ".join(map(str, theirs))
            report.differences.append(Difference(path.name, value, where, str(ours), str(shown)))

    for i, arg in enumerate(main.args):
        check(arg, "arg", [shardy_args.get(i)])
    report.dropped += _check_ops(main.ops, shardy_ops, check)
    _check_executed(path.name, program, solution, executed, report)
    for i, _ in enumerate(main.returns):
        ours = solution.stats["result_shardings"].get(i)
        theirs = shardy_results.get(i)
        report.compared += 1
        if (str(ours) if ours is not None else None) == theirs:
            report.identical += 1
        else:
            report.differences.append(
                Difference(path.name, f"result {i}", "return", str(ours), str(theirs))
            )


def _check_ops(ops, shardy_ops, check) -> int:
    """`check` every result of every tagged op; return how many Shardy dropped."""
    dropped = 0
    for op in _walk_program(ops):
        key = op.attributes.get(TAG)
        if key is None:
            continue
        copies = shardy_ops.get(str(key))
        if copies is None:
            dropped += len(op.results)
            continue
        for r, value in enumerate(op.results):
            check(value, op.name, [c[r] if r < len(c) else None for c in copies])
    return dropped


def _check_executed(name, program, solution, executed, report: DiffReport) -> None:
    """Compare the sharding Shardy's explicit reshards make an op run with to the one our
    `op_factor_axes` (propagation_reshards.explicit_reshard_assignment) implies."""
    from shardsat.ir.registry import rule_for
    from shardsat.model.projection import sharding_from_factors

    by_tag = {str(op.attributes.get(TAG)): op for op in _walk_program(program.main.ops)}
    for (key, kind, index), theirs in sorted(executed.items()):
        op = by_tag.get(key)
        if op is None:
            continue
        rule = op.rule or rule_for(op, program)
        axes = solution.op_factor_axes.get(op.id)
        value = (op.operands if kind == "operand" else op.results)[index]
        sharding = solution.shardings[value]
        mesh = program.meshes.get(sharding.mesh_name or "")
        if rule is None or axes is None or mesh is None:
            continue
        mapping = (rule.operands if kind == "operand" else rule.results)[index]
        ours = str(
            sharding_from_factors(
                mapping, axes, mesh, sharding.mesh_name, factor_sizes=rule.factor_sizes
            )
        )
        report.reshard_checked += 1
        if ours == theirs:
            report.reshard_matched += 1
        else:
            where = f"{op.name} {kind} {index}"
            report.reshard_differences.append(Difference(name, value, where, ours, theirs))


def _walk_program(ops):
    for op in ops:
        yield op
        for region in op.regions:
            yield from _walk_program(region.ops)


def run(paths: list[Path], mode: str | None = None, **propagate_kw) -> DiffReport:
    report = DiffReport()
    for path in paths:
        try:
            compare_file(path, report, mode, **propagate_kw)
        except Exception as err:  # noqa: BLE001 - a report lists every file that failed
            report.errors.append(f"{path.name}: {type(err).__name__}: {err}")
    return report


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("files", nargs="+", type=Path)
    parser.add_argument("--json", type=Path)
    parser.add_argument("--strategy", default="aggressive")
    parser.add_argument(
        "--pass", dest="mode", choices=sorted(PASS_MODES), help="compare one propagation pass"
    )
    args = parser.parse_args(argv)
    kw = {} if args.mode else {"strategy": args.strategy}
    report = run(args.files, args.mode, **kw)
    print(
        f"{report.files} files, {report.compared} values compared, {report.identical} identical "
        f"({report.percent:.2f}%; {report.sharded} of them sharded on some axis), "
        f"{report.dropped} dropped by Shardy, {len(report.errors)} errors"
    )
    for d in report.differences:
        print(f"  {d.file}: {d.value} ({d.op}): ours {d.ours} vs shardy {d.shardy}")
    print(
        f"explicit reshards: {report.reshard_matched}/{report.reshard_checked} executed "
        "shardings match our op_factor_axes"
    )
    for d in report.reshard_differences:
        print(f"  {d.file}: {d.value} ({d.op}): ours {d.ours} vs shardy {d.shardy}")
    for e in report.errors:
        print(f"  error {e}")
    if args.json:
        data = asdict(report) | {"percent": report.percent}
        args.json.write_text(json.dumps(data, indent=1))
    return 0


if __name__ == "__main__":
    sys.exit(main())
