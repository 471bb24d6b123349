"""The full model's starting point: greedy's plan hinted and, improved by the descent, a cut.

The best known plan is hinted and bounds the objective from above (`Tuning.plan_cut`), so the
final solve can only improve on it and its LP starts with a reduced-cost cut-off.
"""

from __future__ import annotations

from dataclasses import replace

from shardsat.solver.cpsat.bound import Watch, uses_bound_thread
from shardsat.solver.cpsat.deadline import Deadline
from shardsat.solver.cpsat.descent import OVER_BUDGET, axis_descent
from shardsat.solver.cpsat.encoding import Encoding
from shardsat.solver.cpsat.options import SolveOptions
from shardsat.solver.cpsat.params import FOUND, configure
from shardsat.solver.cpsat.plan import hint, in_model, objective_value, read_choice, within_budget
from shardsat.solver.cpsat.tuning import Tuning


def warm_start(
    enc: Encoding,
    opts: SolveOptions,
    tuning: Tuning,
    deadline: Deadline,
    greedy: list[int] | None,
    timings: list | None = None,
    watch: Watch | None = None,
):
    """Hint greedy's plan and bound the objective by it (when it lies in the model), then run
    the axis descent (single tier) and hint and bound by its result: (best known plan, log);
    `timings` gets one dict per descent round."""
    problem, model, tiers = enc.problem, enc.model, enc.problem.tiers
    known = greedy if greedy is not None and in_model(enc, greedy, opts.memory_budget) else None
    if greedy is not None:
        hint(enc, greedy)
    if known is not None and len(tiers) == 1 and tuning.plan_cut:
        model.Add(enc.expr(tiers[0]) <= objective_value(problem, known))
    if len(tiers) != 1 or tuning.descent <= 0:
        return known, []
    # greedy's plan broken only by the budget still starts the descent: its opening round (one
    # axis free, the budget exact) shards what replication made too big, much faster than a
    # feasibility solve of the full model
    over = known is None and greedy is not None and in_model(enc, greedy)
    start = known or (greedy if over else first_plan(enc, opts, tuning, deadline))
    if start is None:
        return known, []
    model.ClearObjective()
    model.Minimize(enc.expr(tiers[0]))

    def price(c: list[int]) -> int:
        over_budget = over and not within_budget(problem, c, opts.memory_budget)
        return objective_value(problem, c) + OVER_BUDGET * over_budget

    beside = uses_bound_thread(enc, opts, tuning)
    budget = deadline.share(tuning.descent_beside_bound if beside else tuning.descent)
    rounds = replace(opts, workers=max(1, opts.workers - 1)) if beside else opts
    best, log = axis_descent(enc, start, budget, rounds, tuning, price, timings, watch)
    if price(best) >= OVER_BUDGET:
        return known, log  # no round found a plan within the budget
    model.ClearHints()
    hint(enc, best)
    if tuning.plan_cut:
        model.Add(enc.expr(tiers[0]) <= price(best))
    return best, log


def first_plan(
    enc: Encoding, opts: SolveOptions, tuning: Tuning, deadline: Deadline
) -> list[int] | None:
    """Any plan of the model (a short feasibility solve), to start the descent from."""
    limit = max(1.0, 0.05 * opts.time_limit)
    if not opts.deterministic:
        limit = min(limit, max(0.05, deadline.share(0.5)))
    solver = configure(opts, tuning, limit)
    enc.model.ClearObjective()
    code: int = solver.Solve(enc.model)
    if code not in FOUND:
        return None
    return read_choice(enc, solver)
