"""Region rounds against the whole factor round, from one plan of a bench_mesh row.

A user-route solve for `--plan-limit` s gives the plan; then, each for `--seconds` from that
same plan, (a) the whole factor round (`--moves` factors a node, every node at once, one
CP-SAT model), (b) a pass of region rounds (`descent.region_pass`: the same moves one
connected region at a time). Both run on the descent's shell without merged uses, so the
solve's plan is a plan of it. Prints the prices and what each took (docs/cpsat.md, "Region
rounds").

    python -m shardsat.experiments.region_probe --model gpt-350m-train \\
        --mesh data=8,fsdp=8,model=8 --topology h100x512 --seconds 60
"""

from __future__ import annotations

import json
import os
import time


def run(program, mesh, topology, plan_limit: float, seconds: float, moves: int):
    """{"plan_ns", "whole": {...}, "regions": {...}, "load"} for one row."""
    from shardsat.experiments.mesh_gap_probe import NOT_IN_MODEL, solved_plan
    from shardsat.solver.cpsat.descent import factor_candidates, region_pass, solve_round
    from shardsat.solver.cpsat.driver import descent_shell
    from shardsat.solver.cpsat.options import SolveOptions
    from shardsat.solver.cpsat.plan import objective_value
    from shardsat.solver.cpsat.tuning import Tuning

    sol, problem, rep, plan = solved_plan(program, mesh, topology, plan_limit)
    if plan is None:
        return {"plan_ns": sol.objective, "error": NOT_IN_MODEL}
    tuning = Tuning(factor_moves=moves)
    shell = descent_shell(problem, rep, [], tuning)
    opts = SolveOptions(time_limit=seconds, workers=2)

    def price(choice: list[int]) -> int:
        return objective_value(problem, choice)

    out: dict = {"plan_ns": price(plan), "solve_bound_ns": sol.bound}
    widest = factor_candidates(shell, plan, moves)
    began, timing = time.perf_counter(), {}
    found = solve_round(shell, plan, "factors", seconds, opts, tuning, tuning.factor_work, widest,
                        timing)  # fmt: skip
    out["whole"] = {"plan_ns": min(price(plan), price(found)) if found else price(plan),
                    "seconds": round(time.perf_counter() - began, 1), **timing}  # fmt: skip
    began, timing = time.perf_counter(), {}
    found, value = region_pass(shell, plan, widest, seconds, opts, tuning, price, timing)
    out["regions"] = {"plan_ns": value if found is not None else price(plan),
                      "seconds": round(time.perf_counter() - began, 1), **timing}  # fmt: skip
    out["load"] = round(os.getloadavg()[0], 2)
    return out


def main(argv: list[str] | None = None) -> int:
    from shardsat.experiments.mesh_gap_probe import load, row_parser, tiny_row
    from shardsat.solver.cpsat.descent import REGION_MIN_S

    parser = row_parser(__doc__.splitlines()[0], 60.0)
    parser.add_argument("--seconds", type=float, default=60.0, help="each variant's time")
    parser.add_argument("--moves", type=int, default=2, help="factors a node may move")
    args = parser.parse_args(argv)
    tiny_row(args)
    if args.tiny:
        args.seconds = REGION_MIN_S + 1
    program, mesh, topology = load(args.model, args.mesh, args.topology)
    out = run(program, mesh, topology, args.plan_limit, args.seconds, args.moves)
    print(f"{args.model} {args.mesh} {args.topology}")
    print(json.dumps(out, indent=1))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
