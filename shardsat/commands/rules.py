"""`shardsat rules FILE.mlir [-o OUT.mlir]`: the sharding rule of every op of an MLIR module.

Prints one row per op (id, op name, rule; `-` when the op has none), in program order. With
`-o`, writes the module with an `sdy.sharding_rule` attribute on every op that has a rule, as
Shardy's `sdy-populate-op-sharding-rules` pass does, so the two outputs compare op by op. `-`
reads stdin. Bad MLIR exits 2 with the parser's message and location.
"""

from __future__ import annotations

import argparse
import sys
import warnings

from shardsat.model.files import write_atomic


def register(subparsers: argparse._SubParsersAction) -> None:
    parser = subparsers.add_parser(
        "rules",
        help="print the sharding rule of every op of an MLIR module",
        description=__doc__.splitlines()[0],
    )
    parser.add_argument("file", help="StableHLO/sdy MLIR file ('-' for stdin)")
    parser.add_argument("-o", "--output", help="write the module with sdy.sharding_rule attributes")
    parser.add_argument(
        "--all", action="store_true", help="also list ops nested in scalar bodies (reduce, sort...)"
    )
    parser.add_argument(
        "--conservative",
        action="store_true",
        help="Shardy's conservative-propagation rules (sliced, padded, windowed dims blocked)",
    )
    parser.set_defaults(func=run)


def _read(path: str) -> str:
    from shardsat.model.files import read_text

    return read_text(path)  # `-` is stdin; unreadable or binary input is a one-line error


def rows(program, include_nested: bool, conservative: bool = False) -> list[tuple[str, str, str]]:
    from shardsat.ir.mlir_export import ANNOTATED_REGION_PARENTS
    from shardsat.ir.registry import rule_for

    out = []

    def visit(ops, show: bool) -> None:
        for op in ops:
            if show:
                rule = rule_for(op, program, conservative)
                out.append((op.id, op.name, "-" if rule is None else str(rule).replace(" {}", "")))
            inner = show and (include_nested or op.name in ANNOTATED_REGION_PARENTS)
            for region in op.regions:
                visit(region.ops, inner)

    for fn in program.functions.values():
        visit(fn.ops, True)
    return out


def run(args: argparse.Namespace) -> int:
    from shardsat.ir.mlir_export import export_rules_mlir
    from shardsat.ir.mlir_import import import_mlir

    text = _read(args.file)
    program = import_mlir(text)
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        table = rows(program, args.all, args.conservative)
        annotated = export_rules_mlir(program, args.conservative) if args.output else None
    for w in caught:
        sys.stderr.write(f"shardsat rules: warning: {w.message}\n")
    if annotated is not None:
        write_atomic(args.output, annotated)
    width_id = max((len(r[0]) for r in table), default=2)
    width_name = max((len(r[1]) for r in table), default=2)
    print(f"{'op':<{width_id}}  {'name':<{width_name}}  rule")
    for op_id, name, rule in table:
        print(f"{op_id:<{width_id}}  {name:<{width_name}}  {rule}")
    return 0
