"""Lexicographic priorities: minimise tier 0, fix it at its optimum, minimise tier 1, ...

A user priority p_k is a tier (README "Priorities"); with several tiers, fidelity tiers after
the cost tiers break ties in favour of the users' wishes. With one tier the bound thread runs
beside the whole search (`bound`).
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace

from ortools.sat.python import cp_model
from shardsat.solver.cpsat.bound import BoundHelper, Watch, run_watched, uses_bound_thread
from shardsat.solver.cpsat.deadline import Deadline
from shardsat.solver.cpsat.encoding import FIDELITY, Encoding, add_fidelity_tier
from shardsat.solver.cpsat.options import SolveOptions
from shardsat.solver.cpsat.params import FOUND, STATUS, configure, trace_bound
from shardsat.solver.cpsat.plan import TierResult, hint, in_model, objective_value, read_choice
from shardsat.solver.cpsat.tuning import Tuning
from shardsat.solver.cpsat.warm_start import warm_start
from shardsat.solver.solution import SolveStatus


@dataclass
class Run:
    """One tier's solve: CP-SAT status code, best plan, its value and the proven bound."""

    code: int
    choice: list[int] | None = None
    value: int | None = None
    bound: int = 0
    trace: list = field(default_factory=list)
    """(seconds into the solve, bound) at each bound improvement: where the time went."""


def solve_tiers(
    enc: Encoding,
    opts: SolveOptions,
    tuning: Tuning,
    deadline: Deadline,
    greedy: list[int] | None,
) -> TierResult:
    """`lexicographic`, with the bound thread beside it when it applies — not when a memory
    budget rules out greedy's plan: then no plan is known, and every worker searches for one."""
    if opts.memory_budget is not None and (
        greedy is None or not in_model(enc, greedy, opts.memory_budget)
    ):
        tuning = replace(tuning, bound_thread="")
    helper, watch = None, None
    if uses_bound_thread(enc, opts, tuning):
        watch = Watch()  # the descent and the final solve stop once the thread proves the plan
        helper = BoundHelper.start(enc, opts, tuning, deadline, watch)
    try:
        result = lexicographic(enc, opts, tuning, deadline, greedy, watch)
    finally:
        if helper is not None:
            helper.finish()
    if helper is not None:
        helper.merge_into(enc, result)
    return result


def lexicographic(
    enc: Encoding,
    opts: SolveOptions,
    tuning: Tuning,
    deadline: Deadline,
    greedy: list[int] | None,
    watch: Watch | None = None,
) -> TierResult:
    """Warm start, then each tier in turn; `watch`: the bound thread's proof, which ends the
    descent and skips or stops the final solve. A single tier keeps the best known plan when
    the final solve has no time or finds nothing."""
    problem = enc.problem
    greedy_value = None if greedy is None else objective_value(problem, greedy)
    result = TierResult(SolveStatus.UNKNOWN, None, [], [], greedy_value)
    known, result.descent_log = warm_start(
        enc, opts, tuning, deadline, greedy, result.descent_rounds, watch
    )
    tiers = list(problem.tiers)
    if len(tiers) > 1:
        add_fidelity_tier(enc)
        tiers += [FIDELITY + t for t in problem.tiers]
    single = known if len(tiers) == 1 else None
    for k, tier in enumerate(tiers):
        proof = watch is not None and watch.proven()
        if k == 0 and single is not None and not opts.deterministic:
            if deadline.left() <= 0 or proof:  # no time for the full model, or already proven
                _keep_known(result, problem, single, watch.bound if proof and watch else 0)
                break
        limit = _tier_limit(opts, tuning, deadline, len(tiers) - k, len(tiers))
        run = solve_tier(enc, opts, tuning, tier, limit, watch)
        result.final_log.append({"limit_s": round(limit, 2), "bounds": run.trace})
        result.status = STATUS[run.code]
        if run.code == cp_model.UNKNOWN and k == 0 and single is not None:
            _keep_known(result, problem, single, max(0, run.bound))  # out of time before a plan
            break
        if run.code not in FOUND:
            break
        result.choice = run.choice
        result.tier_values.append(run.value)
        result.tier_bounds.append(run.bound)
        if k + 1 < len(tiers):
            enc.model.Add(enc.expr(tier) <= run.value)
            enc.model.ClearHints()
            hint(enc, result.choice)
    _settle_status(result, len(problem.tiers))
    return result


def _tier_limit(opts: SolveOptions, tuning: Tuning, deadline: Deadline, left: int, total: int):
    """Seconds for the next tier: the time left split over the `left` tiers still to solve;
    deterministic: an equal share of what the descent leaves of the limit."""
    if opts.deterministic:
        return opts.time_limit * (1 - tuning.descent) * left / total / left
    return deadline.left() / left


def _keep_known(result: TierResult, problem, known: list[int], bound: int) -> None:
    result.choice, result.status = known, SolveStatus.FEASIBLE
    result.tier_values.append(objective_value(problem, known))
    result.tier_bounds.append(bound)


def _settle_status(result: TierResult, cost_tiers: int) -> None:
    """Keep the cost tiers' values (the rest break ties); a plan is OPTIMAL only if proven."""
    result.tier_values = result.tier_values[:cost_tiers]
    result.tier_bounds = result.tier_bounds[:cost_tiers]
    if result.choice is None:
        return
    proven = all(v == b for v, b in zip(result.tier_values, result.tier_bounds, strict=True))
    if result.status is SolveStatus.UNKNOWN or not proven:
        result.status = SolveStatus.FEASIBLE


def solve_tier(
    enc: Encoding,
    opts: SolveOptions,
    tuning: Tuning,
    tier: int,
    limit: float,
    watch: Watch | None = None,
) -> Run:
    """Minimise `tier` on the full model with `tuning.bound_worker` as the full-problem worker
    (`max_lp`: the full LP with the linking rows proves the bound; the interleaved LNS workers
    improve the plan), stopped once the bound thread proves the plan (`watch`)."""
    enc.model.ClearObjective()
    enc.model.Minimize(enc.expr(tier))
    if uses_bound_thread(enc, opts, tuning):
        opts = replace(opts, workers=max(1, opts.workers - 1))  # one thread is the bound's
    solver = configure(opts, tuning, limit, tuning.bound_worker)
    trace = trace_bound(solver, enc.report)
    code = run_watched(solver, enc.model, watch)
    run = Run(code, bound=int(round(solver.BestObjectiveBound())), trace=trace)
    if code in FOUND:
        run.choice, run.value = read_choice(enc, solver), int(round(solver.ObjectiveValue()))
        if enc.report is not None and len(enc.problem.tiers) == 1:
            enc.report(best=run.value)
    return run
