"""CLI subcommands: one module each, each exposing `register(subparsers)`.

A module's `register` adds its parser and sets `func=run` where `run(args) -> int` is the exit
status. Listing them here keeps the CLI's import cost proportional to what is used: modules import
heavy dependencies (jax, ortools) inside `run`, not at import time.
"""

COMMAND_MODULES = (
    "sharding",
    "rules",
    "propagate",
    "solve",
    "compare",
    "zoo",
    "batch",
    "iopddl",
)
