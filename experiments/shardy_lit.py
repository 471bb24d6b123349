"""Shardy's own lit tests as a differential corpus for our propagation and rules.

Each lit file is split on `// -----`; every module goes through the jaxlib Shardy pass its RUN line
names and through `propagate` with the matching options, and the shardings of every function
argument and result, op result and region-op in/out sharding are compared value by value.

    python -m shardsat.experiments.shardy_lit [FILE ...] [--dir DIR] [--show N] [--json OUT]
"""

from __future__ import annotations

import argparse
import json
import re
import sys
import warnings
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
LIT_DIRS = (ROOT / "tests" / "data" / "shardy_lit", ROOT.parent / "shared" / "shardy-lit")
RAW = dict(
    split_constants=False, apply_constraints=False, close=False, assign_factors=False,
    flatten_calls=False, remove_size_one_axes=False, data_flow_edges=False,
    lift_inlined_meshes=False, all_functions=True,
)  # fmt: skip
"""A single Shardy pass: none of the import pipeline's steps, shardings left open."""
SINGLE = dict(op_priority=False, user_priority=False)
EDGES = "sdy-add-data-flow-edges,{},func.func(sdy-sink-data-flow-edges)"
RAW_EDGES = {**RAW, "data_flow_edges": True}
"""A single pass after add-data-flow-edges."""
PIPELINE = dict(lift_inlined_meshes=True)
"""The pipeline: the defaults, and inline meshes lifted to symbols like Shardy's import."""


@dataclass(frozen=True)
class Mode:
    """The Shardy pipeline a lit file runs and the `propagate` options that mirror it."""

    pipeline: str
    options: dict[str, Any]


def _mode(passes: str, **options: Any) -> Mode:
    return Mode(f"builtin.module({passes})", options)


FILE_MODES: dict[str, Mode] = {
    "aggressive_propagation.mlir": _mode(
        "sdy-aggressive-propagate{propagation-strategy=aggressive}",
        strategy="aggressive", **SINGLE, **RAW),
    "basic_propagation.mlir": _mode("sdy-basic-propagate", strategy="basic", **SINGLE, **RAW),
    "basic_propagation_conservative.mlir": _mode(
        "sdy-basic-propagate{conservative-propagation=true}",
        strategy="basic", conservative=True, **SINGLE, **RAW),
    "basic_propagation_data_flow_edges.mlir": _mode(
        "sdy-basic-propagate", strategy="basic", **SINGLE, **RAW),
    "basic_propagation_manual_computation.mlir": _mode(
        EDGES.format("sdy-basic-propagate"), strategy="basic", **SINGLE, **RAW_EDGES),
    "basic_propagation_token.mlir": _mode(
        EDGES.format("sdy-basic-propagate"), strategy="basic", **SINGLE, **RAW_EDGES),
    "op_priority_propagation.mlir": _mode(
        "sdy-op-priority-propagate", strategy="aggressive", op_priority=True,
        user_priority=False, **RAW),
    "user_priority_propagation.mlir": _mode(
        "sdy-user-priority-propagate", strategy="aggressive", **RAW),
    "sharding_group_propagation.mlir": _mode(
        "sdy-basic-propagate", strategy="basic", **SINGLE, **RAW),
    "propagation_pipeline.mlir": _mode("sdy-propagation-pipeline", **PIPELINE),
    "propagation_pipeline_data_flow_edges.mlir": _mode("sdy-propagation-pipeline", **PIPELINE),
    "propagation_pipeline_dedup_functions_fully_true.mlir": _mode(
        "sdy-propagation-pipeline{dedup-functions-fully=true}", dedup_functions=True, **PIPELINE),
}  # fmt: skip
"""Propagation files and their RUN lines' passes (debug-only options left out)."""

RULE_FILES = {
    "op_sharding_rule_registry.mlir": False,
    "op_sharding_rule_registry_conservative.mlir": True,
}
"""Rule files -> conservative mode."""

EDGE_OPS = ("sdy.data_flow_edge", "sdy.func_data_flow_edge")
"""Explicit edge ops of Shardy's intermediate form; they hold the shardings of their inputs."""

Key = tuple[str, ...]
"""("arg"|"result", function, index), ("op", tag, result index) or ("in", tag, operand index)."""


class ShardyRejected(Exception):
    """jaxlib's Shardy does not accept the module (parse or pass failure): not compared."""


@dataclass
class ModuleRow:
    file: str
    index: int
    status: str = "identical"
    """identical, different, error (ours failed on a module Shardy accepts) or rejected."""
    values: int = 0
    identical: int = 0
    output_identical: bool = False
    """`shardsat propagate`'s output module, read like Shardy's, gives the same shardings."""
    output_differences: list[str] = field(default_factory=list)
    dropped: int = 0
    """Values of ops Shardy deleted (dead code): not compared."""
    differences: list[str] = field(default_factory=list)
    error: str = ""


@dataclass
class FileRow:
    file: str
    modules: int = 0
    rejected: int = 0
    identical_modules: int = 0
    output_modules: int = 0
    """Modules whose written output is identical too."""
    errors: int = 0
    values: int = 0
    identical_values: int = 0
    rows: list[ModuleRow] = field(default_factory=list)

    def add(self, row: ModuleRow) -> None:
        self.rows.append(row)
        if row.status == "rejected":
            self.rejected += 1
            return
        self.modules += 1
        self.identical_modules += row.status == "identical"
        self.output_modules += row.output_identical
        self.errors += row.status == "error"
        self.values += row.values
        self.identical_values += row.identical


def find_lit_file(name: str) -> Path:
    for d in LIT_DIRS:
        if (d / name).exists():
            return d / name
    raise FileNotFoundError(name)


def split_modules(text: str) -> list[str]:
    """The modules of a lit file (`// -----` separated), RUN and CHECK comments kept."""
    return [m for m in re.split(r"^// -----.*$", text, flags=re.MULTILINE) if m.strip()]


def _canonical(text: str | None) -> str | None:
    from shardsat.model.parse import parse_tensor_sharding

    return None if text is None else str(parse_tensor_sharding(text))


def _per_value(attr) -> list[str]:
    from shardsat.model.parse import parse_sharding_per_value

    return [str(s) for s in parse_sharding_per_value(str(attr)).shardings]


def shardy_texts(op) -> tuple[list[str | None], list[str | None]]:
    """(result shardings, region-op in_shardings) as Shardy's output writes them on `op`."""
    attrs = op.attributes
    ins: list[str | None] = []
    if "in_shardings" in attrs:
        ins = list(_per_value(attrs["in_shardings"]))
    if "out_shardings" in attrs:
        return list(_per_value(attrs["out_shardings"])), ins
    if "sdy.sharding" in attrs:
        return list(_per_value(attrs["sdy.sharding"])), ins
    if "sharding" in attrs and op.name.startswith("sdy."):
        return [_canonical(str(attrs["sharding"]))], ins
    return [None] * len(op.results), ins


def _boundary(func, key: str) -> dict[int, str]:
    from jax.extend.mlir import ir

    out: dict[int, str] = {}
    if key in func.attributes:
        for i, attrs in enumerate(ir.ArrayAttr(func.attributes[key])):
            d = ir.DictAttr(attrs)
            if "sdy.sharding" in d:
                out[i] = _canonical(str(d["sdy.sharding"]))
    return out


def shardy_propagate(tagged: str, pipeline: str) -> dict[Key, list[str | None]]:
    """Shardy's sharding of every compared value (a list: Shardy may copy a constant)."""
    from jax.extend.mlir import ir, passmanager
    from shardsat.experiments.diff_greedy import _walk
    from shardsat.ir import jax_compat as jax_mlir

    ctx = jax_mlir.make_ir_context()
    out: dict[Key, list[str | None]] = {}
    with ctx, ir.Location.unknown():
        manager = passmanager.PassManager.parse(pipeline)  # a bad pipeline is our bug: raise
        try:
            module = ir.Module.parse(tagged)
            manager.run(module.operation)
        except ir.MLIRError as err:
            raise ShardyRejected(" ".join(str(err).split())[:200]) from None
        funcs = {
            str(top.operation.attributes["sym_name"]).strip('"'): top.operation
            for top in module.body.operations
            if top.operation.name == "func.func"
        }
        for name, func in funcs.items():
            for kind, key in (("arg", "arg_attrs"), ("result", "res_attrs")):
                for i, text in _boundary(func, key).items():
                    out[(kind, name, str(i))] = [text]
            _walk(func, lambda op: _record_shardy_op(op, funcs, out))
    return out


def _record_shardy_op(op, funcs: dict, out: dict[Key, list[str | None]]) -> None:
    """A tagged op's result and in-shardings; for a call, its callee's (or clone's) boundary."""
    from shardsat.experiments.diff_greedy import TAG

    if TAG not in op.attributes:
        return
    tag = str(op.attributes[TAG]).strip('"')
    results, ins = shardy_texts(op)
    for r, text in enumerate(results):
        out.setdefault(("op", tag, str(r)), []).append(text)
    for i, text in enumerate(ins):
        out.setdefault(("in", tag, str(i)), []).append(text)
    callee = (
        funcs.get(str(op.attributes["callee"]).lstrip("@")) if "callee" in op.attributes else None
    )
    if callee is None:
        return
    for kind, key in (("callarg", "arg_attrs"), ("callres", "res_attrs")):
        for i, text in _boundary(callee, key).items():
            out[(kind, tag, str(i))] = [text]


def _callees(program) -> dict[str, set[str]]:
    """Function -> the functions it calls directly."""
    from shardsat.experiments.diff_greedy import _walk_program

    out: dict[str, set[str]] = {}
    for name, fn in program.functions.items():
        out[name] = {
            str(op.attributes["callee"]).lstrip("@")
            for op in _walk_program(fn.ops)
            if "callee" in op.attributes
        }
    return out


def _reachable(root: str, callees: dict[str, set[str]]) -> list[str]:
    seen, stack = [root], [root]
    while stack:
        for c in sorted(callees.get(stack.pop(), ())):
            if c not in seen and c in callees:
                seen.append(c)
                stack.append(c)
    return seen


def our_propagate(
    tagged: str, options: dict[str, Any]
) -> tuple[dict[Key, str | None], dict[Key, str | None]]:
    """Our sharding of every value the comparison looks at, from the Solution and as read back
    from the written module; each function not called by another one is propagated as its own
    entry (lit modules hold several independent functions), or all of them at once with
    `all_functions` (a single Shardy pass on the whole module)."""
    from shardsat.ir.mlir_import import import_mlir
    from shardsat.solver.propagation.driver import propagate

    program = import_mlir(tagged)
    callees = _callees(program)
    if "sdy.func_data_flow_edge" in tagged:  # edges tie each callee to all its call sites
        options = {**options, "flatten_calls": True, "dedup_functions": True}
    if options.get("flatten_calls", True) is False:
        callees = {name: set() for name in callees}  # every function is its own entry
    called = set().union(*callees.values()) if callees else set()
    roots = [name for name in program.functions if name not in called]
    groups = [roots] if options.get("all_functions") else [[root] for root in roots]
    out: dict[Key, str | None] = {}
    written: dict[Key, str | None] = {}
    for group in groups:
        program.entry = group[0]
        solution = propagate(program, **options)
        mine: dict[Key, str | None] = {}
        for root in group:
            for name in _reachable(root, callees):
                _record_function(program, name, solution, mine, name in group)
        read = _read_written(program, solution)
        for key, text in mine.items():
            out.setdefault(key, text)
            written.setdefault(key, (read.get(key) or [None])[0])
    return out, written


def _read_written(program, solution) -> dict[Key, list[str | None]]:
    """The module `shardsat propagate` writes for this solution, read like Shardy's output; the
    mesh symbols propagation lifted are declared for the writer."""
    from dataclasses import replace

    from shardsat.commands.propagate import annotated_mlir

    declared = replace(program, meshes={**program.meshes, **solution.stats["meshes"]})
    return shardy_propagate(annotated_mlir(declared, solution), "builtin.module()")


def _value_text(solution, value: str) -> str | None:
    if value in solution.stats["unsharded"]:
        return None
    return str(solution.shardings[value])


def _text(sharding) -> str | None:
    return None if sharding is None else str(sharding)


def _record_function(program, name: str, solution, out: dict, is_entry: bool) -> None:
    """Our shardings of one function's values (its boundary only when it is the entry)."""
    from shardsat.experiments.diff_greedy import TAG, _walk_program

    fn = program.functions[name]
    if is_entry:
        for i, arg in enumerate(fn.args):
            out.setdefault(("arg", name, str(i)), _value_text(solution, arg))
        results = solution.stats["result_shardings"]
        if name != program.entry:
            results = solution.stats["function_result_shardings"].get(name, {})
        for i, _ in enumerate(fn.returns):
            out.setdefault(("result", name, str(i)), _text(results.get(i)))
    for op in _walk_program(fn.ops):
        tag = op.attributes.get(TAG)
        if tag is not None:
            _record_op(program, op, str(tag), solution, out)


def _record_op(program, op, tag: str, solution, out: dict) -> None:
    uses = program._tables()["uses"]
    edges = [u for v in op.results for u, _ in uses.get(v, ()) if u.name in EDGE_OPS]
    call = () if edges else solution.stats["call_shardings"].get(op.id, ())
    for kind, side in zip(("callarg", "callres"), call, strict=False):
        for i, s in enumerate(side):
            out.setdefault((kind, tag, str(i)), _text(s))
    for r, value in enumerate(op.results if not edges else ()):
        # with explicit edges (Shardy's intermediate form) the edge ops hold the shardings
        out.setdefault(("op", tag, str(r)), _value_text(solution, value))
    args = [a for r in op.regions[:1] for a in r.args]
    if any(u.name in EDGE_OPS for a in args for u, _ in uses.get(a, ())):
        return  # the block arguments' edge ops hold the in-shardings
    for i, text in enumerate(_in_shardings(program, op, solution)):
        out.setdefault(("in", tag, str(i)), text)


def _in_shardings(program, op, solution) -> list[str | None]:
    """A region op's in_shardings as propagation leaves them: the block arguments' shardings
    (for a manual computation in the global view, its manual axes put back in front)."""
    from shardsat.solver.propagation.manual import add_free_axes

    given = op.attributes.get("in_shardings")
    if op.name not in ("sdy.manual_computation", "sdy.named_computation") or not given:
        return []
    manual = tuple(str(a).strip('"') for a in op.attributes.get("manual_axes", ()) or ())
    out: list[str | None] = []
    for outer, arg in zip(given, op.regions[0].args, strict=False):
        local = solution.shardings.get(arg)
        if arg in solution.stats["unsharded"] or local is None:
            out.append(str(outer))
        elif manual:
            out.append(str(add_free_axes(outer, local, manual)))
        else:
            out.append(str(local))
    return out


def compare_module(text: str, mode: Mode, file: str, index: int) -> ModuleRow:
    """One module through Shardy and through our propagation, value by value."""
    from jax.extend.mlir import ir
    from shardsat.experiments.diff_greedy import tag_ops

    row = ModuleRow(file, index)
    try:
        tagged = tag_ops(text)
        theirs = shardy_propagate(tagged, mode.pipeline)
    except (ShardyRejected, ir.MLIRError) as err:
        row.status, row.error = "rejected", f"{type(err).__name__}: {err}"[:200]
        return row
    try:
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")
            ours, written = our_propagate(tagged, mode.options)
    except Exception as err:  # noqa: BLE001 - a module we cannot handle is a counted failure
        row.status, row.error = "error", f"{type(err).__name__}: {err}"[:300]
        return row
    _diff(row, ours, theirs)
    for key, mine in written.items():
        copies = theirs.get(key, [None] if key[0] != "op" else None)
        if copies is not None and mine not in copies:
            row.output_differences.append(f"{'/'.join(key)}: written {mine} vs shardy {copies[0]}")
    row.output_identical = row.status == "identical" and not row.output_differences
    return row


def _diff(row: ModuleRow, ours: dict[Key, str | None], theirs: dict[Key, list]) -> None:
    for key, mine in ours.items():
        copies = theirs.get(key, [None] if key[0] != "op" else None)
        if copies is None:
            row.dropped += 1
            continue
        row.values += 1
        if mine in copies:
            row.identical += 1
        else:
            shown = copies[0] if len(copies) == 1 else " | ".join(map(str, copies))
            row.differences.append(f"{'/'.join(key)}: ours {mine} vs shardy {shown}")
    if row.differences:
        row.status = "different"


def compare_file(path: Path) -> FileRow:
    mode = FILE_MODES[path.name]
    report = FileRow(path.name)
    for i, module in enumerate(split_modules(path.read_text())):
        report.add(compare_module(module, mode, path.name, i))
    return report


@dataclass
class RuleRow:
    file: str
    ops: int = 0
    identical: int = 0
    errors: list[str] = field(default_factory=list)
    differences: list[str] = field(default_factory=list)


def compare_rules_file(path: Path) -> RuleRow:
    """Our registry's rule against `sdy-populate-op-sharding-rules`, op by op; an op whose rule
    we cannot build is one differing op."""
    from shardsat.ir.shardy_oracle import compare_rules

    row = RuleRow(path.name)
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        rows = compare_rules(path.read_text(), conservative=RULE_FILES[path.name])
    for r in rows:
        row.ops += 1
        if r.equal:
            row.identical += 1
        else:
            row.differences.append(f"{r.op_id} {r.op_name}: ours {r.ours} vs shardy {r.shardy}")
    return row


def _pct(a: int, b: int) -> str:
    return f"{100.0 * a / b:.1f}%" if b else "-"


def print_tables(files: list[FileRow], rules: list[RuleRow], show: int) -> None:
    print(
        "| file | modules | identical | output identical | errors | rejected | values | identical |"
    )
    print("|---|---|---|---|---|---|---|---|")
    tot = FileRow("total")
    for f in files:
        print(f"| {f.file} | {f.modules} | {f.identical_modules} ({_pct(f.identical_modules, f.modules)}) "
              f"| {f.output_modules} | {f.errors} | {f.rejected} | {f.values} | {f.identical_values} "
              f"({_pct(f.identical_values, f.values)}) |")  # fmt: skip
        for r in f.rows:
            if r.status != "rejected":
                tot.add(r)
    print(f"| **total** | {tot.modules} | {tot.identical_modules} "
          f"({_pct(tot.identical_modules, tot.modules)}) | {tot.output_modules} | {tot.errors} | "
          f"{sum(f.rejected for f in files)} | {tot.values} | {tot.identical_values} "
          f"({_pct(tot.identical_values, tot.values)}) |")  # fmt: skip
    for r in rules:
        print(f"rules {r.file}: {r.identical}/{r.ops} ops identical ({_pct(r.identical, r.ops)})")
    if show:
        _print_differences(files, rules, show)


def _print_differences(files: list[FileRow], rules: list[RuleRow], show: int) -> None:
    for f in files:
        for r in f.rows:
            if r.status in ("different", "error") or r.output_differences:
                print(f"{f.file}#{r.index} {r.status} {r.error}")
                for d in (r.differences or r.output_differences)[:show]:
                    print(f"    {d}")
    for r in rules:
        for d in r.differences[:show]:
            print(f"rules {r.file}: {d}")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("files", nargs="*", help="lit file names (default: all known ones)")
    parser.add_argument("--show", type=int, default=0, help="differences to list per module")
    parser.add_argument("--json", type=Path)
    args = parser.parse_args(argv)
    names = args.files or [*FILE_MODES, *RULE_FILES]
    files = [compare_file(find_lit_file(Path(n).name)) for n in names if Path(n).name in FILE_MODES]
    rules = [compare_rules_file(find_lit_file(Path(n).name)) for n in names
             if Path(n).name in RULE_FILES]  # fmt: skip
    print_tables(files, rules, args.show)
    if args.json:
        data = {"files": [asdict(f) for f in files], "rules": [asdict(r) for r in rules]}
        args.json.write_text(json.dumps(data, indent=1))
    return 0


if __name__ == "__main__":
    sys.exit(main())
