"""The `shardsat` command line.

argparse (stdlib) rather than click/typer: no extra dependency, subcommands register themselves
from `shardsat/commands/`, and errors are under our control. Errors from bad input
(`ShardsatError`) print one line on stderr and exit with status 2; other exceptions are bugs and
keep their traceback.
"""

from __future__ import annotations

import argparse
import importlib
import math
import os
import re
import sys
import time

from shardsat.commands import COMMAND_MODULES
from shardsat.model.errors import ShardsatError
from shardsat.model.files import check_writable


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
    started = time.perf_counter()  # `--time-limit` counts from here (the solver's clock)
    parser = build_parser()
    try:
        args = parser.parse_args(argv)
        check_limits(parser, args)
        args.started = started
    except SystemExit as stop:  # usage errors and --help; returned so in-process callers see it
        return stop.code if isinstance(stop.code, int) else int(stop.code is not None)
    try:
        for key in OUTPUT_OPTIONS:  # before any work: a long solve must not die at the end
            check_writable(getattr(args, key, None))
        status = int(args.func(args) or 0)
        sys.stdout.flush()  # a closed pipe shows here, not in the interpreter's exit
        return status
    except ShardsatError as err:
        sys.stderr.write(f"shardsat {args.command}: {one_line(str(err))}\n")
        return 2
    except BrokenPipeError:  # `shardsat rules F | head`: the reader has all it wanted
        _silence_stdout()
        return 0
    except KeyboardInterrupt:
        sys.stderr.write(f"shardsat {args.command}: interrupted\n")
        return 130


OUTPUT_OPTIONS = ("output", "report", "csv")
"""Options that name a file a subcommand writes (checked for a writable folder up front)."""


def check_limits(parser: argparse.ArgumentParser, args: argparse.Namespace) -> None:
    """Usage error (exit 2) for a limit no run can honour: --time-limit <= 0 or not finite,
    --workers < 1, --seed outside CP-SAT's int32 range, --limit < 0."""
    time_limit = getattr(args, "time_limit", None)
    if time_limit is not None and not (time_limit > 0 and math.isfinite(time_limit)):
        parser.error(
            f"argument --time-limit: must be a positive number of seconds, got {time_limit:g}"
        )
    workers = getattr(args, "workers", None)
    if workers is not None and workers < 1:
        parser.error(f"argument --workers: must be at least 1, got {workers}")
    seed = getattr(args, "seed", None)
    if seed is not None and not 0 <= seed < 2**31:
        parser.error(f"argument --seed: must be in 0..2147483647, got {seed}")
    limit = getattr(args, "limit", None)
    if limit is not None and limit < 0:
        parser.error(f"argument --limit: must be at least 0, got {limit}")


def one_line(message: str) -> str:
    """An error message as one printable line: multi-line MLIR diagnostics are joined with
    spaces, other control characters (e.g. a vertical tab in an axis name) are escaped."""
    if message.isprintable():
        return message
    joined = " ".join(part.strip() for part in re.split(r"[\r\n]+", message) if part.strip())
    return "".join(c if c.isprintable() else repr(c)[1:-1] for c in joined)


def _silence_stdout() -> None:
    """Point stdout at /dev/null so the interpreter's final flush cannot raise again."""
    try:
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.stdout.fileno())
    except (OSError, ValueError, AttributeError):  # in-process (tests): stdout is not a file
        pass


if __name__ == "__main__":
    sys.exit(main())
