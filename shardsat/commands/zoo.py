"""`shardsat zoo`: list the built-in models, or write one as MLIR.

shardsat zoo                                  # name, kind, parameters, #ops
shardsat zoo gpt --layers 4 -o gpt4.mlir      # one model (traced when overridden)
shardsat zoo gpt-350m --train                 # MLIR text on stdout
"""

from __future__ import annotations

import argparse
import sys

from shardsat.model.files import write_atomic

OPTIONS = {
    "batch": int, "seq": int, "hidden": int, "layers": int, "heads": int, "vocab": int,
    "experts": int, "top_k": int, "capacity_factor": float, "features": int, "image": int,
    "channels": int, "width": int, "classes": int, "dtype": str,
}  # fmt: skip
"""Every family option; a family rejects the ones it does not have (one-line error)."""


def register(subparsers: argparse._SubParsersAction) -> None:
    parser = subparsers.add_parser("zoo", help="list the model zoo or write one model as MLIR")
    parser.add_argument("name", nargs="?", help="model name (omit to list them)")
    parser.add_argument("--train", action="store_true", help="the training step (name-train)")
    parser.add_argument("-o", "--output", help="write the MLIR here (default: stdout)")
    for key, kind in OPTIONS.items():
        parser.add_argument(f"--{key.replace('_', '-')}", dest=key, type=kind, default=None)
    parser.set_defaults(func=run)


def overrides_from(args: argparse.Namespace) -> dict:
    """The family options given on the command line (None means not given)."""
    return {k: getattr(args, k) for k in OPTIONS if getattr(args, k, None) is not None}


def list_table() -> str:
    """One line per built-in model: name, family, kind, parameters, ops (from the index)."""
    from shardsat.experiments import zoo

    lines = [f"{'name':<18} {'family':<8} {'kind':<10} {'parameters':>14} {'ops':>7}"]
    for name in zoo.list_models():
        entry = zoo.lower_entry(name)
        spec = entry.spec
        lines.append(
            f"{name:<18} {spec.family:<8} {spec.kind:<10} {entry.parameters:>14,} {entry.ops:>7}"
        )
    return "\n".join(lines)


def run(args: argparse.Namespace) -> int:
    from shardsat.experiments import zoo

    if args.name is None:
        if overrides_from(args) or args.output or args.train:
            raise zoo.ZooError("options need a model name")
        print(list_table())
        return 0
    name = args.name
    if args.train and not name.endswith("-train"):
        name += "-train"
    entry = zoo.lower_entry(name, **overrides_from(args))
    if args.output is None or args.output == "-":
        sys.stdout.write(entry.mlir)
        return 0
    write_atomic(args.output, entry.mlir)
    print(
        f"{entry.spec.name}: {entry.spec.kind}, {entry.parameters:,} parameters, "
        f"{entry.ops} ops -> {args.output}"
    )
    return 0
