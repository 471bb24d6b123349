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
    from jax._src.interpreters import mlir as jax_mlir
    from jax._src.lib.mlir import ir

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
    from jax._src.lib.mlir import ir

    from shardsat.model.parse import parse_tensor_sharding

    out: dict[int, str] = {}
    if key not in func.attributes:
        return out
    for i, attrs in enumerate(ir.ArrayAttr(func.attributes[key])):
        d = ir.DictAttr(attrs)
        if "sdy.sharding" in d:
            out[i] = str(parse_tensor_sharding(str(d["sdy.sharding"])))
    return out


def shardy_propagate(tagged: str, entry: str = "main"):
    """Shardy's shardings: ({ss.id: [per-result text or None, one list per copy]}, args, results)."""
    from jax._src.interpreters import mlir as jax_mlir
    from jax._src.lib.mlir import ir, passmanager

    ctx = jax_mlir.make_ir_context()
    ops: dict[str, list[list[str | None]]] = {}
    with ctx, ir.Location.unknown():
        module = ir.Module.parse(tagged)
        passmanager.PassManager.parse(PIPELINE).run(module.operation)
        func = None
        for top in module.body.operations:
            op = top.operation
            if op.name == "func.func" and str(op.attributes["sym_name"]).strip('"') == entry:
                func = op
        assert func is not None, f"no @{entry} after propagation"

        def record(op) -> None:
            if TAG not in op.attributes:
                _record_explicit_reshard(op, resharded)
                return
            key = str(op.attributes[TAG]).strip('"')
            n = len(op.results)
            texts: list[str | None] = [None] * n
            if "sdy.sharding" in op.attributes:
                texts = list(_sharding_texts(op.attributes["sdy.sharding"]))
            elif op.name in ("sdy.reshard", "sdy.sharding_constraint") and "sharding" in op.attributes:
                texts = [_tensor_text(op.attributes["sharding"])]
            ops.setdefault(key, []).append(texts)

        resharded: dict[tuple[str, int], str] = {}
        _walk(func, record)
        for (key, index), text in resharded.items():
            for texts in ops.get(key, []):
                if index < len(texts):
                    texts[index] = text
        return ops, _boundary(func, "arg_attrs"), _boundary(func, "res_attrs")


def _record_explicit_reshard(op, resharded: dict[tuple[str, int], str]) -> None:
    """An untagged `sdy.reshard` right after a tagged op was inserted by Shardy's explicit-reshards
    export: the op ran under another sharding and the value has the reshard's (SHARDY.md §6.1 step 4)."""
    from jax._src.lib.mlir import ir

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


def compare_file(path: Path, report: DiffReport, **propagate_kw) -> None:
    """Add one file's comparison to `report`."""
    from shardsat.ir.mlir_import import import_mlir
    from shardsat.solver.greedy import propagate

    tagged = tag_ops(path.read_text())
    program = import_mlir(tagged)
    solution = propagate(program, **propagate_kw)
    shardy_ops, shardy_args, shardy_results = shardy_propagate(tagged, program.entry)
    report.files += 1
    main = program.main

    def check(value: str, where: str, theirs: list[str | None]) -> None:
        ours = _ours_text(solution, value)
        report.compared += 1
        if ours in theirs:
            report.identical += 1
        else:
            shown = theirs[0] if len(theirs) == 1 else " | ".join(map(str, theirs))
            report.differences.append(Difference(path.name, value, where, str(ours), str(shown)))

    for i, arg in enumerate(main.args):
        check(arg, "arg", [shardy_args.get(i)])
    for op in _walk_program(main.ops):
        key = op.attributes.get(TAG)
        if key is None:
            continue
        copies = shardy_ops.get(str(key))
        if copies is None:
            report.dropped += len(op.results)
            continue
        for r, value in enumerate(op.results):
            check(value, op.name, [c[r] if r < len(c) else None for c in copies])
    for i, _ in enumerate(main.returns):
        ours = solution.stats["result_shardings"].get(i)
        theirs = shardy_results.get(i)
        report.compared += 1
        if (str(ours) if ours is not None else None) == theirs:
            report.identical += 1
        else:
            report.differences.append(Difference(path.name, f"result {i}", "return", str(ours), str(theirs)))


def _walk_program(ops):
    for op in ops:
        yield op
        for region in op.regions:
            yield from _walk_program(region.ops)


def run(paths: list[Path], **propagate_kw) -> DiffReport:
    report = DiffReport()
    for path in paths:
        try:
            compare_file(path, report, **propagate_kw)
        except Exception as err:  # noqa: BLE001 - a report lists every file that failed
            report.errors.append(f"{path.name}: {type(err).__name__}: {err}")
    return report


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("files", nargs="+", type=Path)
    parser.add_argument("--json", type=Path)
    parser.add_argument("--strategy", default="aggressive")
    args = parser.parse_args(argv)
    report = run(args.files, strategy=args.strategy)
    print(
        f"{report.files} files, {report.compared} values compared, {report.identical} identical "
        f"({report.percent:.2f}%), {report.dropped} dropped by Shardy, {len(report.errors)} errors"
    )
    for d in report.differences:
        print(f"  {d.file}: {d.value} ({d.op}): ours {d.ours} vs shardy {d.shardy}")
    for e in report.errors:
        print(f"  error {e}")
    if args.json:
        data = asdict(report) | {"percent": report.percent}
        args.json.write_text(json.dumps(data, indent=1))
    return 0


if __name__ == "__main__":
    sys.exit(main())
