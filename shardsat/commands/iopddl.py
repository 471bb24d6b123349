"""`shardsat iopddl FILE.json[.gz]`: solve an IOPDDL strategy-selection instance.

Prints the cost, the lower bound and the status, then, as the last line, the strategy list in the
contest's format `[s0, s1, ...]` so the output can be piped straight into the contest evaluator.

Time discipline: `--time-limit T` counts from the process start (interpreter start-up and reading
the instance included). With `--out FILE` every improved feasible labelling is written to FILE
atomically as soon as it is found, so a run killed at T still leaves its best answer; and a
watchdog prints the best answer found so far and exits shortly before T if the search has not
returned by then (docs/iopddl.md, "Time discipline").
"""

from __future__ import annotations

import argparse
import os
import sys
import threading
import time

EXIT_MARGIN = 0.6
"""Seconds before the limit at which the watchdog prints the best answer and exits."""
SOLVE_MARGIN = 0.4
"""Seconds between the search's end and the watchdog, for printing and tear-down."""
STARTUP_CAP = 10.0
"""A process older than this did not start for this run: its age is not counted."""


def register(subparsers: argparse._SubParsersAction) -> None:
    p = subparsers.add_parser("iopddl", help="solve an IOPDDL strategy-selection instance")
    p.add_argument("file", help="instance JSON, plain or gzip-compressed")
    p.add_argument(
        "--time-limit", type=float, default=60.0, help="seconds from the process start (60)"
    )
    p.add_argument("--workers", type=int, default=2, help="CP-SAT workers (default 2)")
    p.add_argument("--seed", type=int, default=0)
    p.add_argument(
        "--out",
        "--output",
        dest="out",
        help="write the strategy list here, rewritten atomically on every improvement",
    )
    p.add_argument("-v", "--verbose", action="store_true", help="progress on stderr")
    p.set_defaults(func=run)


def process_seconds() -> float:
    """Seconds since this process started (Linux /proc; 0 where that is not available)."""
    try:
        with open("/proc/self/stat") as f:
            start_ticks = int(f.read().rsplit(")", 1)[1].split()[19])
        with open("/proc/uptime") as f:
            uptime = float(f.read().split()[0])
    except (OSError, ValueError, IndexError):
        return 0.0
    return max(0.0, uptime - start_ticks / os.sysconf("SC_CLK_TCK"))


def startup_seconds() -> float:
    """The interpreter's start-up before this run, when the process is `shardsat iopddl` itself
    (not a host such as a test runner calling the CLI in-process)."""
    if sys.argv[1:2] != ["iopddl"]:
        return 0.0
    age = process_seconds()
    return age if age < STARTUP_CAP else 0.0


class Answer:
    """The best labelling so far and the one lock that lets exactly one thread print it."""

    def __init__(self, out: str | None, started: float) -> None:
        self.out, self.started = out, started
        self.choice: list[int] | None = None
        self.cost: int | None = None
        self.printing = threading.Lock()

    def improve(self, choice: list[int], cost: int) -> None:
        from shardsat.solver.strategy.io import write_solution

        self.choice, self.cost = choice, cost
        if self.out:
            write_solution(self.out, choice)


def run(args: argparse.Namespace) -> int:
    from shardsat.model.errors import VerificationError

    if args.time_limit <= 0:
        raise VerificationError(f"--time-limit must be positive, got {args.time_limit}")
    if args.workers < 1:
        raise VerificationError(f"--workers must be at least 1, got {args.workers}")
    started = time.monotonic() - startup_seconds()
    end = started + args.time_limit
    answer = Answer(args.out, started)
    watchdog = threading.Timer(max(0.0, end - EXIT_MARGIN - time.monotonic()), _bail, (answer,))
    watchdog.daemon = True
    watchdog.start()
    try:
        return _solve(args, end, answer)
    finally:
        watchdog.cancel()


def _solve(args: argparse.Namespace, end: float, answer: Answer) -> int:
    from shardsat.model.errors import VerificationError
    from shardsat.solver.strategy.driver import solve_strategy_problem
    from shardsat.solver.strategy.io import read_problem

    t0 = time.monotonic()

    def log(msg: str) -> None:
        sys.stderr.write(f"[iopddl {time.monotonic() - t0:6.1f}s] {msg}\n")

    problem = read_problem(args.file)
    left = end - EXIT_MARGIN - SOLVE_MARGIN - time.monotonic()
    result = solve_strategy_problem(
        problem,
        time_limit=max(0.1, left),
        workers=args.workers,
        seed=args.seed,
        log=log if args.verbose else None,
        emit=answer.improve,
    )
    if result.cost is None:
        why = result.stats.get("why", f"{problem.name}: no solution found")
        raise VerificationError(why)
    answer.improve(list(result.choice), result.cost)
    if not answer.printing.acquire(blocking=False):
        time.sleep(60)  # the watchdog is printing and will end the process
    print(f"instance: {problem.name} ({problem.num_nodes} nodes, {len(problem.edges)} edges)")
    _print_answer(result.cost, result.bound, result.status.value, result.seconds, result.choice)
    return 0


def _print_answer(cost, bound, status: str, seconds: float, choice) -> None:
    from shardsat.solver.strategy.io import format_solution

    print(f"cost: {cost}")
    print(f"bound: {bound}")
    print(f"status: {status}")
    print(f"seconds: {seconds:.1f}")
    print(format_solution(choice), flush=True)


def _bail(answer: Answer) -> None:
    """At the limit: print the best labelling found so far (or nothing) and end the process."""
    if not answer.printing.acquire(blocking=False):
        return  # the main thread is printing its final answer
    if answer.choice is None:
        sys.stderr.write("shardsat iopddl: no feasible labelling within the time limit\n")
        sys.stderr.flush()
        os._exit(3)
    sys.stderr.write("shardsat iopddl: time limit reached, printing the best labelling so far\n")
    _print_answer(answer.cost, None, "FEASIBLE", time.monotonic() - answer.started, answer.choice)
    sys.stdout.flush()
    os._exit(0)
