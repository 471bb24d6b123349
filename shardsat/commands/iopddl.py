"""`shardsat iopddl FILE.json[.gz]`: solve an IOPDDL strategy-selection instance.

Prints the cost, the lower bound and the status, then, as the last line, the strategy list in the
contest's format `[s0, s1, ...]` so the output can be piped straight into the contest evaluator.
"""

from __future__ import annotations

import argparse
import sys


def register(subparsers: argparse._SubParsersAction) -> None:
    p = subparsers.add_parser("iopddl", help="solve an IOPDDL strategy-selection instance")
    p.add_argument("file", help="instance JSON, plain or gzip-compressed")
    p.add_argument("--time-limit", type=float, default=60.0, help="seconds (default 60)")
    p.add_argument("--workers", type=int, default=2, help="CP-SAT workers (default 2)")
    p.add_argument("--seed", type=int, default=0)
    p.add_argument("--output", help="also write the strategy list to this file")
    p.add_argument("-v", "--verbose", action="store_true", help="progress on stderr")
    p.set_defaults(func=run)


def run(args: argparse.Namespace) -> int:
    from shardsat.model.errors import VerificationError
    from shardsat.solver.strategy.driver import solve_strategy_problem
    from shardsat.solver.strategy.io import format_solution, read_problem, write_solution

    if args.time_limit <= 0:
        raise VerificationError(f"--time-limit must be positive, got {args.time_limit}")
    if args.workers < 1:
        raise VerificationError(f"--workers must be at least 1, got {args.workers}")
    problem = read_problem(args.file)

    def log(msg: str) -> None:
        sys.stderr.write(f"[iopddl] {msg}\n")

    result = solve_strategy_problem(
        problem,
        time_limit=args.time_limit,
        workers=args.workers,
        seed=args.seed,
        log=log if args.verbose else None,
    )
    if result.cost is None:
        why = result.stats.get("why", f"{problem.name}: no solution found")
        raise VerificationError(why)
    print(f"instance: {problem.name} ({problem.num_nodes} nodes, {len(problem.edges)} edges)")
    print(f"cost: {result.cost}")
    print(f"bound: {result.bound}")
    print(f"status: {result.status.value}")
    print(f"seconds: {result.seconds:.1f}")
    if args.output:
        write_solution(args.output, result.choice)
    print(format_solution(result.choice))
    return 0
