"""The CP-SAT auto-sharder: factors assigned to axes and sub-axes, priced by `cost/`, exactly.

`solve` is the recipe: build the `Problem` (candidates per op, user shardings on values, integer
price tables), reduce it (tie repeated layers, merge forced uses, presolve dominated
candidates), encode and solve it tier by tier from greedy's plan (`tiers`), then decode and
verify the plan. An infeasible problem is explained instead (`explain`). docs/cpsat.md has the
model and the measurements.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from contextlib import nullcontext
from dataclasses import dataclass, field, replace

from ortools.sat.python import cp_model
from shardsat.ir.program import Program
from shardsat.model.mesh import Mesh
from shardsat.solver.cpsat.bound import Watch
from shardsat.solver.cpsat.bound_job import BoundJob
from shardsat.solver.cpsat.bound_pairwise import PairwiseBound, PairwiseThread, pairwise_bound
from shardsat.solver.cpsat.deadline import Deadline, Reporter, now
from shardsat.solver.cpsat.descent import (
    axis_descent,
    axis_orders,
    descent_axes,
    factor_round_fits,
    kick_starts,
)
from shardsat.solver.cpsat.encoding import (
    Encoding,
    add_memory_budget,
    encode,
    model_size,
    predicted_variables,
)
from shardsat.solver.cpsat.explain import explain
from shardsat.solver.cpsat.heap import collector_paused, released_on_return
from shardsat.solver.cpsat.merge import tight_uses
from shardsat.solver.cpsat.options import SolveOptions, candidate_options, resolve_topology
from shardsat.solver.cpsat.plan import (
    TierResult,
    decode,
    in_model,
    keep_aliases,
    match_solution,
    objective_value,
    reproduces,
    value_shardings,
    within_budget,
)
from shardsat.solver.cpsat.presolve import presolve
from shardsat.solver.cpsat.problem import OutOfTime, Pricer, Problem, build_problem
from shardsat.solver.cpsat.tables import materialize, pricing_estimate
from shardsat.solver.cpsat.tiers import solve_tiers
from shardsat.solver.cpsat.tuning import DEFAULT_TUNING, Tuning
from shardsat.solver.cpsat.tying import tie_nodes
from shardsat.solver.cpsat.warm_start import OVER_BUDGET
from shardsat.solver.seed_job import XLA_AXES, SeedJob
from shardsat.solver.solution import Solution, SolveStatus, tie_aliases, verify_solution

__all__ = [
    "OVER_BUDGET",
    "SolveOptions",
    "Tuning",
    "greedy_choice",
    "objective_value",
    "resolve_topology",
    "solve",
    "value_shardings",
    "within_budget",
]


@dataclass(frozen=True)
class Context:
    """One solve's inputs: the program, the mesh, the user's options, the tuning, the clock."""

    program: Program
    mesh: Mesh
    topology: object
    opts: SolveOptions
    tuning: Tuning
    deadline: Deadline
    greedy_plan: Solution | None = None
    """Greedy propagation's plan when the caller already has it (not run again)."""
    pricer: Pricer | None = None
    """The prices of this solve (its tables are priced lazily, so it lives as long)."""
    reporter: Reporter | None = None
    seeds: tuple[Solution, ...] = ()
    """Plans to start from besides greedy's (the cheapest in the model is the warm start)."""
    stats: dict = field(default_factory=dict)
    """What the steps before the search recorded (merged into `Solution.stats`)."""
    seed_job: SeedJob | None = None
    """The standard plans being built in a child process (`with_expert_seeds` collects them)."""
    children: list = field(default_factory=list)
    """Other child processes the solve started (`start_bound_job`), stopped when `solve`
    returns or raises (shared by the context's `replace`d copies)."""


@dataclass
class Reduced:
    """The problem after presolve, greedy's plan in it, and what the reductions did."""

    problem: Problem
    greedy: list[int] | None
    rep: list[int] | None
    removed: int = 0
    greedy_exact: bool = False
    """`greedy` is exactly greedy's plan (its price is `cost.evaluate`'s), aliases included."""
    priced: tuple[Solution, int] | None = None
    """Otherwise greedy's plan and its `cost.evaluate` price, computed before the search so
    that comparing with it costs no time after the deadline."""
    seed_priced: tuple[Solution, int] | None = None
    """The caller's cheapest seed and its `cost.evaluate` price (seeds priced outside the
    model, e.g. expert plans priced as XLA partitions them, can be cheaper than in it)."""
    others: tuple[list[int], ...] = ()
    """Further starts of the descent, best first: greedy's plan when a seed replaced it in
    `greedy`, else the cheapest seed (the descent is local: another start reaches another
    basin)."""
    early: PairwiseBound | None = None
    """The pairwise bound, set up and swept while the standard plans were built
    (`early_bound`); the bound after the descent continues it."""
    bound_job: BoundJob | None = None
    """The pairwise bound in a child process from the seeds' wait to the deadline
    (`start_bound_job`): then no `early`, and the bound after the descent is the child's."""


@released_on_return
def solve(
    program: Program,
    mesh: Mesh,
    topology=None,
    objective: str = "time",
    memory_budget: int | None = None,
    time_limit: float = 60,
    workers: int = 2,
    seed: int = 0,
    greedy_plan: Solution | None = None,
    tuning: Tuning | None = None,
    started: float | None = None,
    seeds: Sequence[Solution] = (),
    progress: Callable[[float, float | None, float | None], None] | None = None,
    **options,
) -> Solution:
    """The cheapest plan (OPTIMAL), a plan no worse than greedy's (FEASIBLE), or an explanation.

    `topology`: a `cost.Topology`, a preset name or a file (default: the `cpu` preset).
    `options`: the other `SolveOptions` fields (`deterministic`, `allow_padding`,
    `need_replication`, `jax_expressible`); `tuning`: the solver's internals (`Tuning`).
    `started`: the `deadline.now()` at which the caller's budget began (its loading and
    tracing count against `time_limit`); `seeds`: plans to start from when cheaper than
    greedy's (e.g. `solver.expert.expert_plans`): the result is never dearer than the cheapest
    seed that is a plan of the model; `progress(elapsed_s, best, bound)` is called on every
    better plan or bound.
    Solution.objective / .bound are in ns (`time`) or bytes (`comm`); `stats` has the rest.
    """
    opts = SolveOptions(objective, memory_budget, time_limit, workers, seed, **options)
    tuning = tuning or DEFAULT_TUNING
    # building and encoding count too; the last `finish_share` is left for stopping and decoding
    deadline = Deadline.after(time_limit, opts.deterministic, tuning.finish_share, started)
    topo = resolve_topology(topology, mesh)
    job = seed_job(program, mesh, topo, opts, tuning, seeds)
    children: list = []
    try:
        # greedy's plan once, first: the warm start, the fallback and the final comparison all
        # read it, and computed after a build that ran out of time it overran the limit
        greedy_plan = greedy_plan or _greedy_or_none(program)
        # pricing stops `fallback_share` early: that much is kept for pricing greedy's plan
        pricer = Pricer(mesh, topo, objective, deadline.earlier(tuning.fallback_share * time_limit))
        ctx = Context(program, mesh, topo, opts, tuning, deadline, greedy_plan, pricer,
                      Reporter(deadline, progress), tuple(seeds), seed_job=job,
                      children=children)  # fmt: skip
        return solve_in(ctx)
    finally:
        for child in [job, *children]:
            if child is not None:
                child.stop()


def seed_job(program, mesh, topology, opts: SolveOptions, tuning: Tuning, seeds) -> SeedJob | None:
    """The standard plans built in a child process from the start (`solver.seed_job`), when
    the solve may use them (no caller seeds, `expert_seed_share` > 0, wall-clock mode) and has
    a second core (2+ workers) that the single-threaded build leaves idle."""
    wanted = not seeds and tuning.expert_seed_share > 0 and tuning.background_seeds
    if not wanted or opts.deterministic or opts.workers < 2:
        return None
    return SeedJob(program, mesh, topology, opts.time_limit)


def solve_in(ctx: Context) -> Solution:
    """`solve` once its context is set: build, reduce, search, decode, compare."""
    program, memory_budget = ctx.program, ctx.opts.memory_budget
    problem = build(ctx)
    if problem is None:
        return greedy_solution(ctx, "build")
    if any(not node.candidates for node in problem.nodes):
        return infeasible(ctx)
    ctx = keep_time_to_finish(ctx, len(problem.nodes))
    deadline = ctx.deadline
    built = deadline.elapsed()
    rep = tie_nodes(problem) if ctx.tuning.tie_layers else None
    full, estimate = full_model_fits(ctx, problem, rep)
    if full is None or deadline.expired():  # out of time before encoding: greedy's plan
        return greedy_solution(ctx, "build")
    reduced = reduce_problem(ctx, problem, full, rep)
    if deadline.expired():
        return greedy_solution(ctx, "build")
    result, enc, rep, tight = (solve_reduced if full else descend_only)(ctx, reduced)
    if result.status is SolveStatus.INFEASIBLE:
        return infeasible(ctx, reduced.priced)
    fallback = keep_greedy_if_better(reduced.problem, result, reduced.greedy, memory_budget)
    if result.choice is not None and not within_budget(reduced.problem, result.choice,
                                                       memory_budget):  # fmt: skip
        result.choice, result.status = None, SolveStatus.UNKNOWN  # never claim a broken plan
    stats = solve_stats(ctx, reduced, result, enc, tight, built)
    stats.update(full_model=full, pricing_estimate_s=round(estimate, 2), **ctx.stats)
    stats.update(fallback_stats(fallback))
    if not full:  # the model CP-SAT solved is the largest descent round's
        stats["model_size"] = largest_round(result.descent_rounds)
    if result.choice is None:  # CP-SAT found nothing in time: greedy's plan or a seed
        return greedy_solution(ctx, "solve", stats, reduced.priced, reduced.seed_priced)
    solution = decode(reduced.problem, result, deadline.elapsed(), stats)
    solution = with_evaluated_price(ctx, solution)  # compare like with like: cost.evaluate's
    priced = reduced.priced
    one_tier = len(reduced.problem.tiers) == 1
    if priced is None and one_tier and plan_price(solution) > (solution.objective or 0):
        priced = priced_greedy(ctx)  # the model under-priced its plan: greedy's may be cheaper
    solution = cheaper_of(ctx, solution, priced)  # greedy's plan: not in the model
    solution = cheaper_of(ctx, solution, reduced.seed_priced, "seed")
    verify_solution(solution, program, solution.stats.get("unsharded", ()))
    return solution


def infeasible(ctx: Context, priced: tuple[Solution, int] | None = None) -> Solution:
    """The model has no plan: greedy propagation's plan (FEASIBLE, with a note the CLI and
    `auto_shard` print on stderr) when it keeps every hard constraint — the model can be
    stricter than the user (e.g. a `while`'s carried values are solved replicated) — else the
    explanation (`explain`), with a last line saying which hard constraint greedy's plan
    breaks."""
    priced = priced or priced_greedy(ctx)
    broken = greedy_violations(ctx, None if priced is None else priced[0])
    if not broken:
        plan = greedy_solution(ctx, "infeasible", {"infeasible_model": True}, priced)
        if plan.shardings:
            return plan
        broken = ["greedy propagation's plan could not be priced or verified"]
    solution = explain(ctx.program, ctx.mesh, ctx.topology, ctx.opts, ctx.deadline)
    line = "greedy propagation's plan breaks it too: " + "; ".join(broken)
    return replace(solution, conflicts=(*solution.conflicts, line))


def greedy_violations(ctx: Context, plan: Solution | None) -> list[str]:
    """The hard constraints greedy's plan (aliases tied, `priced_greedy`) breaks, one line
    each: a user sharding, an alias, the memory budget; no plan at all says why."""
    from shardsat.cost.memory import peak_memory
    from shardsat.model.sharding import TensorSharding
    from shardsat.solver.cpsat.problem import collect_user_constraints

    if plan is None:
        try:
            plan = tied_greedy(ctx)
        except Exception as err:  # noqa: BLE001 - a failing baseline is a reason, not a crash
            return [f"greedy propagation failed ({type(err).__name__}: {err})"]
    fn, mesh_name = ctx.program.main, ctx.mesh.name or "mesh"

    def sharding(v: str) -> TensorSharding:
        rank = ctx.program.value(v).type.rank
        return plan.shardings.get(v) or TensorSharding.replicated_of(mesh_name, rank)

    def dims(v: str) -> str:
        return "[" + ", ".join("{" + ", ".join(str(a) for a in d.axes) + "}"
                               for d in sharding(v).dims) + "]"  # fmt: skip

    out = []
    for value, wishes in collect_user_constraints(ctx.program).items():
        out += [f"{uc.describe()}: it gives {dims(value)}"
                for uc in wishes if not uc.allows(sharding(value), ctx.mesh)]  # fmt: skip
    for i, j in fn.aliases:
        arg, ret = fn.args[i], fn.returns[j]
        if dims(arg) != dims(ret):
            out.append(f"arg {i} of @{fn.name} aliased to result {j}: it gives {dims(arg)} in "
                       f"and {dims(ret)} out")  # fmt: skip
    budget = ctx.opts.memory_budget
    if budget is not None:
        peak = peak_memory(ctx.program, plan.shardings, ctx.mesh).peak_bytes
        if peak > budget:
            out.append(f"memory budget: {budget} bytes per device, it needs {peak}")
    return out


def build(ctx: Context) -> Problem | None:
    """The priced problem (reshard tables priced lazily), or None when pricing ran past its
    deadline (which leaves `fallback_share` of the limit for pricing greedy's plan instead)."""
    try:
        with collector_paused():  # millions of long-lived objects, almost no cycles: `heap`
            return build_problem(
                ctx.program, ctx.mesh, ctx.pricer, candidate_options(ctx.opts),
                jax_expressible=ctx.opts.jax_expressible,
            )  # fmt: skip
    except OutOfTime:
        return None


def keep_time_to_finish(ctx: Context, nodes: int) -> Context:
    """The search ends `Tuning.finish_per_node` seconds per node before the deadline (beyond
    the `finish_share` already kept): decoding and verifying a large plan takes seconds."""
    if ctx.opts.deterministic:
        return ctx
    keep = max(
        0.0, nodes * ctx.tuning.finish_per_node - ctx.tuning.finish_share * ctx.opts.time_limit
    )
    return replace(ctx, deadline=ctx.deadline.earlier(keep))


def full_model_fits(
    ctx: Context, problem: Problem, rep: list[int] | None = None
) -> tuple[bool | None, float]:
    """(price every table and encode the full model, the estimated pricing seconds); None:
    out of time pricing a model that needs every table.

    The full model needs every cell of every reshard table priced, then presolve and encoding
    in time about linear in its variables (`encoding.predicted_variables` of the tied model
    `rep` times `Tuning.encode_per_variable`); when the two would take more than
    `Tuning.full_model_share` of the time left, or pricing runs out of time, or the model is
    larger than CP-SAT searches well here (`Tuning.full_model_max_variables`, whatever the
    time), the solve is the axis descent alone on lazily priced tables (`descend_only`).
    Several tiers always take the full model (the descent minimises one tier). Deterministic
    mode applies the variable cap only (the setup estimate reads this machine's speed)."""
    estimate = pricing_estimate(problem.uses, ctx.pricer)
    variables = predicted_variables(problem, rep or list(range(len(problem.nodes))), ctx.tuning)
    setup = estimate + variables * ctx.tuning.encode_per_variable
    ctx.stats.update(predicted_variables=variables, setup_estimate_s=round(setup, 2))
    if len(problem.tiers) == 1:
        # deterministic mode: the cap only (the estimate reads this machine's speed)
        budget = ctx.tuning.full_model_share * ctx.deadline.left()
        slow = not ctx.opts.deterministic and setup > budget
        if slow or variables > ctx.tuning.full_model_max_variables:
            return False, estimate
    try:
        materialize(problem.uses, ctx.pricer.check)
    except OutOfTime:
        return (False if len(problem.tiers) == 1 else None), estimate
    return True, estimate


def reduce_problem(
    ctx: Context, problem: Problem, full: bool = True, rep: list[int] | None = None
) -> Reduced:
    """Greedy's plan as a choice, the layer ties (`rep`, else `tie_nodes` when `tuning`
    ties layers) and the exact presolve (as `tuning` enables; the presolve reads every
    table, so only for the full model)."""
    tuning, budget = ctx.tuning, ctx.opts.memory_budget
    seeds_until = now() + tuning.expert_seed_share * ctx.deadline.left()
    if full and ctx.seed_job is not None:  # a global search takes no starts: free the core
        ctx.seed_job.stop()
    greedy, exact = None, False
    if tuning.warm_start:
        repaired: list[int] = []
        matched = greedy_choice(problem, ctx.program, ctx.greedy_plan, repaired)
        greedy = keep_aliases(problem, matched)
        if repaired:
            ctx.stats["greedy_nearest_nodes"] = len(repaired)
        exact = (
            greedy is not None
            and not repaired
            and greedy == matched
            and all(alias.holds(problem, greedy) for alias in problem.aliases)
            and greedy_reproduced(ctx, problem, greedy)
        )
    priced = None
    if tuning.warm_start and not exact and len(problem.tiers) == 1:
        priced = priced_greedy(ctx)
    if rep is None and tuning.tie_layers:
        rep = tie_nodes(problem)
    early = bound_job = None
    if not full:  # a local search: the standard plans as starts besides greedy's
        child_until = child_window_end(ctx.seed_job, seeds_until)
        bound_job = start_bound_job(ctx, problem)
        if bound_job is None:
            early = early_bound(ctx, problem, rep, child_until)
        ctx = with_expert_seeds(ctx, problem, seeds_until, child_until)
    ranked = ranked_seeds(ctx, problem, greedy, rep)
    seed = record_best_seed(ctx, problem, greedy, ranked)
    others = other_starts(greedy, ranked, seed)
    if seed is not None:  # a seed cheaper than greedy's plan: the descent starts from it
        greedy, exact = seed, False
    if not tuning.presolve or not full:
        return Reduced(problem, greedy, rep, 0, exact, priced, priced_seed(ctx), tuple(others),
                       early=early, bound_job=bound_job)  # fmt: skip
    merged = tight_uses(problem, budget) if tuning.merge else ()
    pre = presolve(problem, rep or list(range(len(problem.nodes))), budget, merged)
    return Reduced(pre.problem, pre.map_choice(greedy), rep, pre.removed, exact, priced,
                   priced_seed(ctx))  # fmt: skip


def start_bound_job(ctx: Context, problem: Problem) -> BoundJob | None:
    """The pairwise bound of a descent-only solve in a child process (`cpsat.bound_job`)
    from now to the deadline, when `Tuning.bound_job` asks for it, the solve has a second
    core (`spare_core`) and one tier; None otherwise (or when no process can be started):
    the bound then runs in process (`early_bound`, then after the descent)."""
    opts, tuning = ctx.opts, ctx.tuning
    if not tuning.bound_job or not opts.spare_core or len(problem.tiers) != 1:
        return None
    if bound_beside_descent(opts, tuning):
        return None
    try:
        job = BoundJob(
            ctx.program, ctx.mesh, ctx.topology, opts.objective, candidate_options(opts),
            opts.jax_expressible, tuning, ctx.deadline.left(), ctx.deadline.elapsed,
            ctx.reporter,
        )  # fmt: skip
    except OSError:
        return None
    ctx.children.append(job)  # stopped when `solve` returns, whichever way
    return job


def child_window_end(job: SeedJob | None, until: float) -> float | None:
    """When the seed child's window closes (`now()` time): the seeds' `until`, less the time
    the child has run already (beside the build it counts against the window; on a 30 s
    build it needs none after it); None without a child. Read once: it moves as the child runs."""
    return None if job is None else until - job.elapsed()


def early_bound(
    ctx: Context, problem: Problem, rep: list[int] | None, until: float | None
) -> PairwiseBound | None:
    """The pairwise bound of a descent-only solve, set up and swept while the child process
    still builds the standard plans (`with_expert_seeds` would wait for them idle, the other
    core busy with the child): until the child ends or its window (`until`,
    `child_window_end`) closes. The bound after the descent continues it (`pairwise_bound`'s `state`), so
    the wait becomes the bound's time, and its setup is done by then. It prices in this thread
    (the pricing child would take the seeds' core). None when nothing is waited for."""
    job, tuning = ctx.seed_job, ctx.tuning
    if job is None or job.done or not tuning.early_bound or ctx.seeds or ctx.opts.deterministic:
        return None
    if len(problem.tiers) != 1 or bound_beside_descent(ctx.opts, tuning):
        return None
    if until <= now():  # the window has closed: `with_expert_seeds` takes what is built
        return None
    began = ctx.deadline.elapsed()
    state = PairwiseBound(
        problem, rep, tuning.shared_reads, None, tuning.planner_floors, tuning.bound_sequential
    )
    state.run(ctx.deadline, ctx.reporter, stop=lambda: job.done or now() >= until)
    ctx.stats["early_bound"] = {
        "seconds": round(ctx.deadline.elapsed() - began, 2),
        "sweeps": state.sweeps,
        "cells_priced": state.cells_priced,
        "bound": state.bound(),
    }
    return state


def with_expert_seeds(
    ctx: Context, problem: Problem, until: float, child_until: float | None
) -> Context:
    """`ctx` with the standard plans as seeds, built until `until` (`deadline.now()`; the
    caller gives `Tuning.expert_seed_share` of the time left after the build) when the caller
    gave none: those of the child process started with the solve (`ctx.seed_job`), which
    builds beside the single-threaded build until `child_until` (`child_window_end`), else
    built here
    (`solver.expert.seed_plans`); unchanged with several tiers (seeds start one tier's
    descent) or in deterministic mode (a time-budgeted build is not reproducible)."""
    share = ctx.tuning.expert_seed_share
    if ctx.seeds or share <= 0 or len(problem.tiers) != 1 or ctx.opts.deterministic:
        return ctx  # no job runs here: `seed_job` starts none, several tiers take the full model
    from shardsat.solver.expert import seed_plans

    began = ctx.deadline.elapsed()
    job = ctx.seed_job
    seeds = [] if job is None else job.collect(child_until)
    if job is None or (not seeds and job.failed):
        seeds = seed_plans(ctx.program, ctx.mesh, ctx.topology, max(0.0, until - now()))
    ctx.stats.update(
        expert_seeds=len(seeds), expert_seed_s=round(ctx.deadline.elapsed() - began, 2),
        expert_seeds_beside_build=job is not None and not job.failed,
    )  # fmt: skip
    return replace(ctx, seeds=tuple(seeds))


def ranked_seeds(
    ctx: Context, problem: Problem, greedy: list[int] | None, rep: list[int] | None
) -> list[tuple[int, list[int], str, int]]:
    """The caller's `seeds` (e.g. `solver.expert` plans) as choices, cheapest first:
    (price, choice, plan name, nodes matched to their nearest candidate). A seed out of the
    memory budget or breaking the ties is left out. A node the seed shards as no candidate can
    (e.g. a reshape split no rule candidate expresses) takes the nearest candidate
    (`match_solution`'s `nearest`), so the seed still starts the descent, priced by the model;
    a tied layer takes its representative's candidate. Prices are read along each choice only,
    so lazy tables stay unpriced. A seed given as value shardings alone (an expert plan) runs
    each op as XLA would (`xla_op_factor_axes`): matched by its results only, an op took the
    first candidate giving them, and the model priced the MoE 4-axis plans 1.0-2.4x what
    `cost.evaluate` does (docs/cpsat.md, "Seeds priced as XLA runs them")."""
    from shardsat.cost.evaluate import xla_op_factor_axes

    if len(problem.tiers) != 1:
        return []
    ranked: list[tuple[int, list[int], str, int]] = []
    for seed in ctx.seeds:
        repaired: list[int] = []
        op_axes = (
            seed.op_factor_axes
            or seed.stats.get(XLA_AXES)  # a `SeedJob`'s plans come with them
            or xla_op_factor_axes(ctx.program, seed.shardings, ctx.mesh)
        )
        choice = match_solution(problem, seed.shardings, op_axes, repaired)
        if choice is not None and rep is not None:
            choice = [choice[r] for r in rep]
        choice = keep_aliases(problem, choice)
        if choice is None or not within_budget(problem, choice, ctx.opts.memory_budget):
            continue
        if rep is not None and any(choice[n] != choice[r] for n, r in enumerate(rep)):
            continue
        if ctx.pricer.deadline is not None and ctx.pricer.deadline.expired():
            break  # out of pricing time: `priced_seed` still prices the cheapest seed
        if any(choice == other for _, other, _, _ in ranked):
            continue
        ranked.append((objective_value(problem, choice), choice, seed.solver, len(repaired)))
    ranked.sort(key=lambda item: item[0])
    return ranked


def other_starts(greedy: list[int] | None, ranked: list, seed: list[int] | None) -> list[list[int]]:
    """The starts after the first (`seed`, else greedy's plan): greedy's plan when it is not
    the first (it is built unlike the standard plans, so its descent may end in another
    basin), then the other ranked seeds, cheapest first (`Tuning.descent_starts` takes as
    many as it races)."""
    first = [greedy] if seed is not None and greedy is not None else []
    return first + [choice for _, choice, _, _ in ranked if choice is not seed]


def record_best_seed(
    ctx: Context, problem: Problem, greedy: list[int] | None, ranked: list
) -> list[int] | None:
    """The cheapest of `ranked_seeds` when it is cheaper than greedy's plan (None if not),
    with its price and name in the stats."""
    if not ranked:
        return None
    value, best, name, repaired = ranked[0]
    greedy_value = None if greedy is None else objective_value(problem, greedy)
    if greedy_value is not None and value >= greedy_value:
        return None
    ctx.stats["seed_objective"] = value  # greedy's own price stays what the stats call greedy's
    ctx.stats["seed_plan"] = name
    ctx.stats["seed_nearest_nodes"] = repaired
    ctx.stats["greedy_objective"] = greedy_value
    return best


def descend_only(ctx: Context, reduced: Reduced):
    """`descend`, or no plan (greedy's is returned) when pricing runs into the deadline."""
    try:
        return descend(ctx, reduced)
    except OutOfTime:
        ctx.pricer.deadline = None  # pricing greedy's plan for the fallback reads a cell per use
        problem = reduced.problem
        shell = Encoding(problem, cp_model.CpModel(), list(range(len(problem.nodes))))
        return TierResult(SolveStatus.UNKNOWN, None, [], []), shell, shell.rep, []
    finally:
        if reduced.bound_job is not None:  # its core is free for decoding (`solve` stops it too)
            reduced.bound_job.stop()


def descend(ctx: Context, reduced: Reduced):
    """The axis descent from the best start (`descend_from`: greedy's plan or a cheaper seed,
    or a race of both) on lazily priced tables, without the full model (too large to price in
    time): each round prices only the cells its candidates reach. The descent leaves
    `Tuning.bound_share` of the time to the pairwise bound (`bound_pairwise`: in the child
    process that has swept it since the build, `start_bound_job`, or in process; or the bound
    runs in a thread beside it, `Tuning.bound_beside_descent`), never below the sum of every
    node's cheapest op price (reshards >= 0)."""
    problem, opts = reduced.problem, ctx.opts
    rep = reduced.rep or list(range(len(problem.nodes)))
    tight = tight_uses(problem, opts.memory_budget) if ctx.tuning.merge else []
    shell = descent_shell(problem, rep, tight, ctx.tuning, ctx.reporter)
    ctx.pricer.deadline = ctx.deadline  # a round out of time for pricing finds nothing
    greedy = reduced.greedy
    result = TierResult(SolveStatus.UNKNOWN, None, [], [])
    if greedy is not None and not in_model(shell, greedy):  # merges only speed rounds up
        tight, shell.tight = [], set()
    if greedy is None or not in_model(shell, greedy):
        return result, shell, rep, tight
    result.greedy_objective = objective_value(problem, greedy)
    over = not within_budget(problem, greedy, opts.memory_budget)

    def price(c: list[int]) -> int:
        over_budget = over and not within_budget(problem, c, opts.memory_budget)
        return objective_value(problem, c) + OVER_BUDGET * over_budget

    job = reduced.bound_job
    if job is not None and job.failed:  # the child could not run: the bound in process
        job = None
    beside = job is None and bound_beside_descent(opts, ctx.tuning)
    watch = Watch() if beside else None
    budget = ctx.deadline.left() * (1 - (0.0 if beside else ctx.tuning.bound_share))
    began = ctx.deadline.elapsed()
    starts = [greedy] + [c for c in reduced.others if in_model(shell, c)]
    starts = list({tuple(c): c for c in starts}.values())  # a seed may be greedy's plan
    starts = starts[: max(1, ctx.tuning.descent_starts)]
    ends: list[tuple[int, int]] = []
    ctx.stats["descent_starts"] = ends
    shared = ctx.tuning.shared_reads
    thread = (
        PairwiseThread(
            problem, ctx.deadline, rep, ctx.reporter, watch, shared, ctx.tuning.bound_sequential
        )
        if beside
        else None
    )
    with thread or nullcontext():  # leaving early (over budget, an error) stops the thread
        best, result.descent_log = descend_from(
            shell, starts, budget, opts, ctx.tuning, price, result.descent_rounds, watch, ends
        )  # fmt: skip
        plan = price(best)  # a walk over the whole problem: once here
        if plan >= OVER_BUDGET:
            return result, shell, rep, tight
        if thread is not None:
            bound, ctx.stats["pairwise_bound"] = thread.finish()
    timed_out = ctx.deadline.elapsed() - began >= 0.95 * budget  # not a stalled descent
    if job is not None:
        best, bound = bound_in_child(ctx, job, shell, best, price, result, ends, timed_out)
    elif thread is None:
        rise = ctx.tuning.bound_plateau * plan if timed_out else None
        child = ctx.tuning.pricing_child and opts.spare_core
        bound, ctx.stats["pairwise_bound"] = pairwise_bound(
            problem, ctx.deadline, rep, ctx.reporter, plateau=rise or None, shared_reads=shared,
            pricing_job=child, floors=ctx.tuning.planner_floors, state=reduced.early,
            sequential=ctx.tuning.bound_sequential,
        )  # fmt: skip
        if gap_left(ctx, plan, bound):  # it plateaued or stalled with time left, or it is late
            best = resume_descent(ctx, shell, best, price, result, ends)
    result.choice, result.status = best, SolveStatus.FEASIBLE
    result.tier_values = [objective_value(problem, best)]
    ctx.stats["pairwise_bound"]["beside_descent"] = beside
    result.tier_bounds = [min(result.tier_values[0], max(node_cost_bound(problem), bound))]
    ctx.reporter(bound=result.tier_bounds[0])
    return result, shell, rep, tight


def bound_in_child(
    ctx: Context, job: BoundJob, shell: Encoding, best: list[int], price, result, ends,
    timed_out: bool,
) -> tuple[list[int], int]:  # fmt: skip
    """The bound after the descent from the child that has swept it since the build
    (`start_bound_job`): it takes a pricing helper now (`BoundJob.help`); as in process, once
    its bound plateaus after a descent that ran out of time, the descent resumes
    (`resume_descent`) while the child goes on, and so it does when the child has ended (its
    sweeps stalled) with time left, after any descent: the time is otherwise idle, and a
    descent that stopped because its factor round did not fit its share has the bound's too
    (gpt-350m 8x8x8 returned at 64.7 s, 17.76 ms). Not when the plan is already within
    `gap_left` of the bound. (best plan, the child's bound)."""
    plan = price(best)  # a walk over the whole problem: once
    rise = ctx.tuning.bound_plateau * plan if timed_out else None
    job.help(rise or None)
    bound, stats = job.finish(ctx.deadline, plan)
    stalled = stats["plateaued"] or job.done
    if stalled and gap_left(ctx, plan, bound):
        best = resume_descent(ctx, shell, best, price, result, ends)
        bound, later = job.finish(ctx.deadline, price(best))
        stats.update(later)
    ctx.stats["pairwise_bound"] = stats
    return best, bound


def gap_left(ctx: Context, plan: int, bound: int) -> bool:
    """The plan is more than `Tuning.bound_plateau` of its price above the bound. Closer, a
    resumed descent could gain less than that, and the time is the user's (the 8-device rows,
    at gaps of 0.0-0.1%, spent their last 30 s resumed and gained nothing)."""
    return plan - bound > ctx.tuning.bound_plateau * plan


def resume_descent(
    ctx: Context, shell: Encoding, best: list[int], price, result, ends
) -> list[int]:
    """The descent again from `best` for the time the bound left when it plateaued
    (`Tuning.bound_plateau`) or stalled: the cheaper of the two plans. Its rounds and log are
    appended. It runs one axis order (at a stall every order is stalled too), and a factor
    round too large for the time left moves one factor per node instead of ending the
    descent: nothing else is left to use the time (the bound has stopped rising)."""
    left = ctx.deadline.left()
    ctx.stats["resumed_descent_s"] = round(left, 2)
    if left < RESUME_MIN_S:
        return best
    last = replace(ctx.tuning, axis_orders=1, factor_moves_min=1)
    more, log = descend_from(
        shell, [best], left, ctx.opts, last, price, result.descent_rounds, None, ends
    )  # fmt: skip
    result.descent_log += log[1:]
    return more if price(more) < price(best) else best


RESUME_MIN_S = 2.0
"""Less time than this is not worth a descent round (encoding one takes ~1 s on 15k nodes)."""


def descent_shell(problem: Problem, rep, tight, tuning: Tuning, report=None) -> Encoding:
    """The encoding the descent's rounds restrict (no model of its own): the problem, its
    layer ties and merged uses, and the tuning's table limits."""
    shell = Encoding(problem, cp_model.CpModel(), rep, tight=set(tight))
    shell.marginal_limit, shell.shared_pairs = tuning.marginal_limit, tuning.shared_pairs
    shell.linking, shell.report = tuning.linking, report
    return shell


def descend_from(
    shell: Encoding,
    starts: list[list[int]],
    budget: float,
    opts: SolveOptions,
    tuning: Tuning,
    price,
    rounds: list,
    watch: Watch | None = None,
    ends: list | None = None,
) -> tuple[list[int], list]:
    """`axis_descent` for `budget` seconds. With several starts or axis orders
    (`Tuning.axis_orders`), a race first (`race_to_stalls`): descents to their axis rounds'
    stall, one (start, order) after another, until a factor round from the best end fits the
    time left; then the best end's factor round and what follows it (in that end's axis
    order) for the rest. The descent is local: the best-priced start is not always the best
    basin, nor the first axis order the best path. (best, the rounds' log); `ends` gets (start price, end price)
    per descent (a descent's log begins with its start's price and ends with its best)."""
    clock = Deadline.after(budget, opts.deterministic)
    log: list = []
    seen: dict = {}  # per axis order, the plans the race's descents passed through
    count = 1 if opts.deterministic else tuning.axis_orders  # deterministic: a fixed schedule
    orders = axis_orders(descent_axes(shell), count)

    def run(start: list[int], seconds: float, race: bool, stalled=False, order=orders[0]):
        mine = replace(tuning, factor_moves=0) if race else tuning
        passed = seen.setdefault(tuple(order), set()) if race else None
        found, part = axis_descent(
            shell, start, seconds, opts, mine, price, rounds, watch, stalled, passed, axes=order,
        )  # fmt: skip
        log.extend(part)
        if ends is not None:
            ends.append((part[0][1], part[-1][1]))
        return found, part[-1][1]

    if len(starts) == 1 and len(orders) == 1:
        return run(starts[0], budget, False)[0], log

    def over() -> bool:
        return (not opts.deterministic and clock.expired()) or (
            watch is not None and watch.proven()
        )

    best, value, order = race_to_stalls(
        shell, starts, orders, budget, clock, opts, tuning, run, over
    )
    if not over():
        found, end = run(best, clock.left(), False, stalled=True, order=order)
        if end < value:
            best = found
    return best, log


def race_to_stalls(
    shell: Encoding, starts, orders: list, budget: float, clock: Deadline, opts: SolveOptions,
    tuning: Tuning, run, over,
) -> tuple[list[int], int, list[str]]:  # fmt: skip
    """`descend_from`'s race: `run(start, seconds, True, order=...)` (axis rounds to their
    stall, no factor round) from each start in each of `orders`, the pairs in Latin-square
    turns: turn r runs start i in order (i + r) mod len(orders), so the first turns already
    vary both what a descent starts from and which axis it moves first; the cheapest end
    (plan, price, its order). On the wall clock the first descent may take the whole budget,
    and another runs only while a descent as long as the first still ends within
    `Tuning.race_share` of the budget and a full-width factor round from the best end does not
    fit the time left (`descent.factor_round_fits`): where one fits, it is the better use of
    the time; where none does, other basins are. A fitting factor round waits until the race
    has used `Tuning.race_min_share` of the budget: on 64 devices given 480 s, one that ended
    the race after its first descent gained 0.06% in 216 s. When the pairs run out, up to
    `Tuning.kicks` starts near the best end so far (`descent.kick_starts`; again from a better
    end found by them) under the same rules. Deterministic mode: each start
    `Tuning.race_share` (at most 1) / starts of the budget, one order, no kicks."""
    best, value, first_s, best_order = starts[0], None, 0.0, orders[0]
    widest = replace(tuning, factor_moves_min=tuning.factor_moves)  # a narrow round: not yet
    turns = range(len(orders))
    queue = [(s, orders[(k + r) % len(orders)]) for r in turns for k, s in enumerate(starts)]
    kicks, kicked = tuning.kicks, None
    while True:
        if not queue and kicks > 0 and not opts.deterministic and best is not kicked:
            queue, kicked = [(c, best_order) for c in kick_starts(shell, best)[:kicks]], best
            kicks -= len(queue)
        if not queue:
            break
        start, order = queue.pop(0)
        if opts.deterministic:
            share = min(1.0, tuning.race_share)  # no wall clock cuts a descent off here
            found, end = run(start, budget * share / len(starts), True, order=order)
        else:
            raced = value is not None  # the first descent runs whatever the rules
            if raced and (over() or clock.elapsed() + first_s > tuning.race_share * budget):
                break
            explored = clock.elapsed() >= tuning.race_min_share * budget
            if raced and explored and factor_round_fits(shell, best, clock.left(), widest, False):
                break
            began = clock.elapsed()
            found, end = run(start, clock.left(), True, order=order)
            first_s = first_s or clock.elapsed() - began
        if value is None or end < value:
            best, value, best_order = found, end, order
    return best, value, best_order


def bound_beside_descent(opts: SolveOptions, tuning: Tuning) -> bool:
    """The pairwise bound runs in a thread beside the descent: asked for, 2+ workers,
    wall-clock mode (deterministic mode runs them in turn). The rounds keep every worker: with
    one fewer they took other paths (gpt-350m-train, 4x4x4: 28.38 ms against 24.35 ms)."""
    return tuning.bound_beside_descent and opts.spare_core


def fallback_stats(fallback: str | None) -> dict:
    """`greedy_fallback`, and `fallback` and `note` when greedy's plan is returned."""
    if fallback is None:
        return {"greedy_fallback": False}
    return {"greedy_fallback": True, "fallback": "greedy", "note": NOTES[fallback]}


def largest_round(rounds: list[dict]) -> dict[str, int]:
    """The model size of the largest descent round (variables, constraints)."""
    sizes = [(r.get("variables", 0), r.get("constraints", 0)) for r in rounds] or [(0, 0)]
    variables, constraints = max(sizes)
    return {"variables": variables, "constraints": constraints}


def node_cost_bound(problem: Problem) -> int:
    """A lower bound of every plan: each node's cheapest op price, reshards priced 0."""
    return sum(min(node.costs) for node in problem.nodes if node.costs)


def greedy_reproduced(ctx: Context, problem: Problem, choice: list[int]) -> bool:
    plan = greedy_propagation(ctx.program, ctx.greedy_plan)
    return reproduces(problem, choice, plan.shardings, plan.op_factor_axes)


def solve_reduced(ctx: Context, reduced: Reduced):
    """Encode and solve the reduced problem; when the reductions (ties, merges) exclude every
    plan, solve the full model again: (result, encoding, rep, tight)."""
    out = encode_and_solve(ctx, reduced.problem, reduced.greedy, reduced.rep)
    result, _, rep, tight = out
    if result.status is SolveStatus.INFEASIBLE and (
        tight or any(r != n for n, r in enumerate(rep))
    ):
        again = replace(
            ctx, tuning=replace(ctx.tuning, tie_layers=False, merge=False),
            deadline=ctx.deadline.at_least(0.25 * ctx.opts.time_limit),
        )  # fmt: skip
        out = encode_and_solve(again, reduced.problem, reduced.greedy)
    return out


def encode_and_solve(
    ctx: Context, problem: Problem, greedy: list[int] | None, rep: list[int] | None = None
) -> tuple[TierResult, Encoding, list[int], list[int]]:
    """Tie layers (unless `rep` is given), merge forced uses, encode and solve the tiers."""
    tuning, budget = ctx.tuning, ctx.opts.memory_budget
    if not tuning.tie_layers:
        rep = list(range(len(problem.nodes)))
    elif rep is None:
        rep = tie_nodes(problem)
    tight = tight_uses(problem, budget) if tuning.merge else []
    enc = encode(problem, rep, tight, tuning)
    enc.report = ctx.reporter
    if budget is not None:
        add_memory_budget(enc, budget)
    deadline = ctx.deadline
    if not ctx.opts.deterministic:  # CP-SAT stops a large model late: keep time for it
        deadline = deadline.earlier(model_size(enc)["variables"] * tuning.stop_per_variable)
    return solve_tiers(enc, ctx.opts, tuning, deadline, greedy), enc, rep, tight


def solve_stats(
    ctx: Context, reduced: Reduced, result: TierResult, enc: Encoding, tight, built: float
) -> dict:
    """What the solve did, for reports and benchmarks."""
    problem, rep = reduced.problem, enc.rep
    return {
        "merged_uses": len(tight),
        "presolve_removed": reduced.removed,
        "build_seconds": built,
        "model_size": model_size(enc),
        "nodes": len(problem.nodes),
        "tied_nodes": sum(1 for n, r in enumerate(rep) if r != n),
        "candidates": sum(len(node.candidates) for node in problem.nodes),
        "uses": len(problem.uses),
        "tiers": list(problem.tiers),
        "objective_unit": "ns" if ctx.opts.objective == "time" else "bytes",
        "greedy_objective": result.greedy_objective,
        "tier_objectives": result.tier_values,
        "tier_bounds": result.tier_bounds,
        "descent": result.descent_log,
        "descent_rounds": result.descent_rounds,
        "final_solve": result.final_log,
    }


NOTES = {
    "build": "out of time building the model: greedy propagation's plan returned",
    "solve": "cp-sat found no plan within the time limit: greedy propagation's plan returned",
    "infeasible": "cp-sat's model has no plan (it is stricter than the hard constraints here): "
    "greedy propagation's plan, which keeps them all, returned",
    "cheaper": "greedy propagation's plan is cheaper than cp-sat's (it lies outside the "
    "model): greedy's plan returned",
    "cheaper_seed": "a given seed plan is cheaper than cp-sat's (priced outside the model): the "
    "seed returned",
    "model_bound": "; the bound is a lower bound on the model's plans, not on the returned one",
}
"""`Solution.stats["note"]` of a solve that returns greedy's plan (the CLI prints it)."""


def greedy_solution(
    ctx: Context,
    phase: str,
    stats: dict | None = None,
    priced: tuple | None = None,
    seed: tuple | None = None,
) -> Solution:
    """CP-SAT has no plan (out of time in `phase`): the cheaper of greedy propagation's plan and
    the cheapest seed (`priced_seed`; FEASIBLE, priced by `cost.evaluate`, bound 0: every price
    is non-negative), or UNKNOWN when neither exists within the memory budget — a returned plan
    always satisfies the hard constraints."""
    plan = _greedy_fallback(ctx, phase, stats, priced)
    plan = cheaper_of(ctx, plan, seed or priced_seed(ctx), "seed")
    verify_solution(plan, ctx.program, plan.stats.get("unsharded", ()))
    return plan


def _greedy_fallback(ctx: Context, phase: str, stats: dict | None, priced) -> Solution:
    opts = ctx.opts
    stats = {**(stats or {}), "greedy_fallback": True}
    if phase in ("build", "solve"):
        stats["timed_out"] = phase
    stats.setdefault("build_seconds", ctx.deadline.elapsed())  # what the build got
    stats["objective_unit"] = "ns" if opts.objective == "time" else "bytes"
    greedy = priced or priced_greedy(ctx)
    seconds = ctx.deadline.elapsed()
    if greedy is None:
        stats["greedy_fallback"] = False
        return Solution(SolveStatus.UNKNOWN, {}, "cpsat", solve_seconds=seconds, stats=stats)
    plan, value = greedy
    stats.update(greedy_objective=value, fallback="greedy", note=NOTES[phase])
    return replace(plan, status=SolveStatus.FEASIBLE, solver="cpsat", objective=float(value),
                   bound=0.0, solve_seconds=seconds, conflicts=(), stats=stats)  # fmt: skip


def cheaper_of(
    ctx: Context, solution: Solution, other: tuple[Solution, int] | None, kind: str = "greedy"
) -> Solution:
    """CP-SAT's plan, or `other` — greedy's (`priced_greedy`) or the cheapest seed's
    (`priced_seed`) — when `cost.evaluate` prices it lower (a plan outside the model, e.g. ops
    inside loop bodies sharded, or ops priced as XLA partitions them).

    The bound returned with `other` is the model's (capped at `other`'s price): it bounds
    every plan of the model, not `other` itself (`stats["bound_scope"] = "model"`)."""
    if other is None or (solution.shardings and other[1] >= plan_price(solution)):
        return solution
    plan, value = other
    bound = min(float(solution.bound or 0.0), float(value)) if solution.shardings else 0.0
    stats = {**solution.stats, f"{kind}_objective": value, "fallback": kind,
             "cpsat_plan_objective": solution.objective, "note": NOTES["cheaper" if kind == "greedy" else "cheaper_seed"]}  # fmt: skip
    if bound > 0:
        stats["bound_scope"] = "model"
        stats["note"] += NOTES["model_bound"]
    return replace(plan, status=SolveStatus.FEASIBLE, solver="cpsat", objective=float(value),
                   bound=bound, solve_seconds=ctx.deadline.elapsed(), conflicts=(), stats=stats)  # fmt: skip


def with_evaluated_price(ctx: Context, solution: Solution) -> Solution:
    """`solution` with its `cost.evaluate` price in `stats["evaluated_objective"]`: the
    model's objective can differ from it (reductions in steps, rotations, ops the model leaves
    out), and greedy's plan and the seeds are priced by `cost.evaluate`, so the choice between
    them compares like with like. Left unpriced when the plan cannot be priced."""
    priced = priced_plan(ctx, solution, check_budget=False)
    if priced is None:
        return solution
    return replace(solution, stats={**solution.stats, "evaluated_objective": priced[1]})


def plan_price(solution: Solution) -> float:
    """The price `cheaper_of` compares: `cost.evaluate`'s when known, else the model's."""
    return float(solution.stats.get("evaluated_objective", solution.objective or 0))


def priced_seed(ctx: Context) -> tuple[Solution, int] | None:
    """The seed with the lowest stated `objective` and its `cost.evaluate` price (one
    evaluation, before the search); None without seeds or when it breaks the budget."""
    seeds = [s for s in ctx.seeds if s.shardings]
    if not seeds:
        return None
    stated = [s for s in seeds if s.objective is not None]
    if stated:
        seed = min(stated, key=lambda s: s.objective)
    else:  # unpriced starts (`with_expert_seeds`): the one the model found cheapest
        chosen = ctx.stats.get("seed_plan")
        seed = next((s for s in seeds if s.solver == chosen), seeds[0])
    return priced_plan(ctx, seed)


def priced_plan(
    ctx: Context, plan: Solution, check_budget: bool = True
) -> tuple[Solution, int] | None:
    """`plan` and its `cost.evaluate` price in the solve's unit; None when it cannot be
    priced or (`check_budget`) breaks the memory budget."""
    from shardsat.cost.evaluate import evaluate
    from shardsat.cost.memory import peak_memory

    try:
        report = evaluate(ctx.program, plan, ctx.mesh, ctx.topology)
        budget = ctx.opts.memory_budget if check_budget else None
        peak = (
            peak_memory(ctx.program, plan.shardings, ctx.mesh).peak_bytes
            if budget is not None
            else 0
        )
    except Exception:  # noqa: BLE001 - a plan that cannot be priced is not a fallback
        return None
    if budget is not None and peak > budget:
        return None
    value = report.total_ns if ctx.opts.objective == "time" else report.communication_bytes
    return plan, value


def priced_greedy(ctx: Context) -> tuple[Solution, int] | None:
    """Greedy's plan with the aliases holding, and its `cost.evaluate` price; None when greedy
    fails or its plan breaks the memory budget."""

    try:
        greedy = tied_greedy(ctx)
    except Exception:  # noqa: BLE001 - a failing baseline leaves no plan, not a crash
        return None
    return priced_plan(ctx, greedy)


def tied_greedy(ctx: Context) -> Solution:
    """Greedy propagation's plan with the aliases holding (`tie_aliases`) and each branch op's
    yields made inside its branch in the result's sharding (`tie_branch_yields`)."""
    mesh_name = ctx.mesh.name or "mesh"
    plan = greedy_propagation(ctx.program, ctx.greedy_plan)
    return tie_branch_yields(ctx.program, tie_aliases(ctx.program, plan, mesh_name), mesh_name)


def tie_branch_yields(program: Program, plan: Solution, mesh_name: str = "mesh") -> Solution:
    """`plan` with every value a `case`/`if` branch computes and yields in the op's result
    sharding (replicated where the plan has none): XLA reshards a yield to the result's
    sharding inside the branch, which `cost.evaluate` prices only as the reshard of the
    yielding op's result (greedy propagation may leave a branch's values sharded otherwise,
    e.g. [{"x"}, {"y"}] under a [{}, {"y"}] result). Values from outside the branch keep
    theirs. The model takes the same plans (`problem.branch_ties`)."""
    from shardsat.model.sharding import TensorSharding
    from shardsat.solver.cpsat.problem import BRANCH_OPS

    shardings = dict(plan.shardings)
    for op in program.walk_ops():
        if op.name not in BRANCH_OPS:
            continue
        for region in op.regions:
            local = {v for inner in region.ops for v in inner.results}
            for y, v in zip(region.yields, op.results, strict=False):
                rank = program.value(v).type.rank
                want = shardings.get(v) or TensorSharding.replicated_of(mesh_name, rank)
                have = shardings.get(y) or TensorSharding.replicated_of(mesh_name, rank)
                if y in local and [d.axes for d in have.dims] != [d.axes for d in want.dims]:
                    shardings[y] = want
    return replace(plan, shardings=shardings)


def keep_greedy_if_better(
    problem: Problem, result: TierResult, greedy: list[int] | None, budget: int | None = None
) -> str | None:
    """Never worse than greedy: when greedy's plan (a plan of the unreduced model) is cheaper
    than what the time limit allowed ("cheaper"), or nothing was found ("solve"), put it in
    `result` (single tier) — unless it breaks the memory budget or an alias: a returned plan
    satisfies every hard constraint. None when CP-SAT's plan stays."""
    if greedy is None or len(problem.tiers) > 1 or not within_budget(problem, greedy, budget):
        return None
    if not all(alias.holds(problem, greedy) for alias in problem.aliases):
        return None
    reason = "solve" if result.choice is None else "cheaper"
    if result.choice is not None:
        if objective_value(problem, greedy) >= objective_value(problem, result.choice):
            return None
    result.choice, result.status = greedy, SolveStatus.FEASIBLE
    result.tier_values = [objective_value(problem, greedy)]
    result.tier_bounds = result.tier_bounds[:1] or [0]
    return reason


def _greedy_or_none(program: Program) -> Solution | None:
    """Greedy propagation's plan, or None when it fails (the callers then retry and handle it)."""
    try:
        return greedy_propagation(program)
    except Exception:  # noqa: BLE001 - a failing baseline must not stop the solver
        return None


def greedy_propagation(program: Program, given: Solution | None = None) -> Solution:
    """Greedy propagation's plan: the caller's when given, else computed now."""
    if given is not None:
        return given
    from shardsat.solver.propagation.driver import propagate

    return propagate(program)


def greedy_choice(
    problem: Problem,
    program: Program,
    given: Solution | None = None,
    nearest: list[int] | None = None,
) -> list[int] | None:
    """Greedy propagation's plan as one candidate per node (None if it falls outside the model,
    unless `nearest` is a list: the nodes greedy runs as no candidate does, e.g. an fft split
    along its batch dims, which XLA computes whole, take the nearest candidate and are listed
    there, so the descent still starts next to greedy's plan)."""
    try:
        greedy = greedy_propagation(program, given)
    except Exception:  # noqa: BLE001 - a failing baseline must not stop the solver
        return None
    return match_solution(problem, greedy.shardings, greedy.op_factor_axes, nearest)
