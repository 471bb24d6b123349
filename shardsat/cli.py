"""The `shardsat` command line.

argparse (stdlib) rather than click/typer: no extra dependency, subcommands register themselves
from `shardsat/commands/`, and errors are under our control. Errors from bad input
(`ShardsatError`) print one line on stderr and exit with status 2; other exceptions are bugs and
keep their traceback.
"""

from __future__ import annotations

import argparse
import importlib
import sys

from shardsat.commands import COMMAND_MODULES
from shardsat.model.errors import ShardsatError


class _Parser(argparse.ArgumentParser):
    def error(self, message: str) -> None:  # one line, exit 2, like every other bad input
        sys.stderr.write(f"shardsat: {message}\n")
        sys.exit(2)


def build_parser() -> argparse.ArgumentParser:
    parser = _Parser(prog="shardsat", description=__doc__.splitlines()[0])
    subparsers = parser.add_subparsers(dest="command", required=True, parser_class=_Parser)
    for name in COMMAND_MODULES:
        try:
            module = importlib.import_module(f"shardsat.commands.{name}")
        except ModuleNotFoundError as err:
            if err.name == f"shardsat.commands.{name}":
                continue  # command not built yet
            raise
        module.register(subparsers)
    return parser


def main(argv: list[str] | None = None) -> int:
    parser = build_parser()
    args = parser.parse_args(argv)
    try:
        return int(args.func(args) or 0)
    except ShardsatError as err:
        sys.stderr.write(f"shardsat {args.command}: {err}\n")
        return 2
    except KeyboardInterrupt:
        sys.stderr.write(f"shardsat {args.command}: interrupted\n")
        return 130


if __name__ == "__main__":
    sys.exit(main())
