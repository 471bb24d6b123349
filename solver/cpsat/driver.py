"""The CP-SAT auto-sharder: factors assigned to axes and sub-axes, priced by `cost/`, exactly.

`solve(program, mesh, topology)` builds the `Problem` (cpsat_problem: candidates per op, user
shardings on values, integer price tables), ties repeated layers (cpsat_tying), encodes it
(cpsat_encoding), warm-starts from greedy propagation and bounds the objective by the greedy
plan's cost when that plan lies in the model, solves tier by tier (user priorities,
lexicographic), and decodes a `Solution` whose objective is re-computed in Python from the tables
(equal to `cost.evaluate` of the returned plan to the integer unit). A bound thread
(`BoundHelper`) proves the lower bound beside the search. An infeasible problem is
explained: the smallest set of user constraints (and the memory budget) that cannot hold
together, via assumption literals and `SufficientAssumptionsForInfeasibility`, one line each.
"""

from __future__ import annotations

import time
from collections.abc import Mapping
from dataclasses import dataclass, field, replace

from ortools.sat.python import cp_model
from shardsat.ir.program import Program
from shardsat.model.axis import mesh_order_key
from shardsat.model.mesh import Mesh
from shardsat.model.sharding import TensorSharding
from shardsat.solver.cpsat.candidates import CandidateOptions
from shardsat.solver.cpsat.descent import Watch, axis_descent, run_watched, window_descent
from shardsat.solver.cpsat.encoding import (
    FIDELITY,
    Encoding,
    add_fidelity_tier,
    add_memory_budget,
    encode,
    model_size,
)
from shardsat.solver.cpsat.merge import tight_uses
from shardsat.solver.cpsat.presolve import presolve
from shardsat.solver.cpsat.problem import OutOfTime, Pricer, Problem, build_problem
from shardsat.solver.cpsat.tying import tie_nodes
from shardsat.solver.solution import Solution, SolveStatus

STATUS = {
    cp_model.OPTIMAL: SolveStatus.OPTIMAL,
    cp_model.FEASIBLE: SolveStatus.FEASIBLE,
    cp_model.INFEASIBLE: SolveStatus.INFEASIBLE,
    cp_model.MODEL_INVALID: SolveStatus.UNKNOWN,
    cp_model.UNKNOWN: SolveStatus.UNKNOWN,
}


@dataclass(frozen=True)
class SolveOptions:
    """Knobs of one solve (see `solve`)."""

    objective: str = "time"
    memory_budget: int | None = None
    time_limit: float = 60.0
    workers: int = 2
    seed: int = 0
    deterministic: bool = False
    tie_layers: bool = True
    merge: bool = True
    warm_start: bool = True
    linearization: int = 2
    descent: float = 0.6
    """Share of the time limit for axis-by-axis descent before the full solve (0: none).
    0.6 since the rounds encode their own small problems (GPT benchmark, docs/cpsat.md: L=24
    gap 3.47% with 0.6 vs 3.68% with 0.4; `max_lp`'s bound saturates early)."""
    descent_beside_bound: float = 0.95
    """`descent` when the bound thread runs (`bound_thread`): it proves the bound from the start,
    so the final solve's own bound is only a backup, and the descent's factor round needs the
    time (GPT L=2, 60 s: 2.153 -> 2.121 ms with 0.8, the factor round unfinished with 0.6).
    0.95 since issue 6's fourth round: the 7-11 s the L=2 final solve got with 0.8 never gave
    its `max_lp` a bound (nor its LNS a plan); a descent that ends by itself (L=24, L=96: the
    rounds stall) leaves the rest to the final solve whatever this share."""
    round_work: float | None = 4.0
    """Cap of one descent round in CP-SAT's deterministic time (None: only the wall clock)."""
    factor_moves: int = 2
    """When the axis rounds stall, one descent round with every axis free on every node but at
    most this many factors of each node moving (`cpsat_search.factor_candidates`; 0: none).
    GPT step: L=2 2.153 -> 2.121 ms, L=24 24.74 -> 24.41 ms (docs/cpsat.md, issue 6's third
    round)."""
    factor_work: float | None = 24.0
    """Cap of a factor round in CP-SAT's deterministic time (its model is larger than an axis
    round's; None: only the wall clock). 24 (was 16): on the L=2 step the factor round proves
    its neighbourhood's optimum (2.121303 ms) after 10.9-14.7 units when it gets there, and
    16 cut it short in 4 of 10 runs (`bench_cpsat --factors 2`, docs/cpsat.md)."""
    complete_hint: bool = False
    """Hint every variable of a descent round's model, not only the choice literals
    (`cpsat_search.complete_hint`): the current plan is then CP-SAT's first solution."""
    round_probing: int | None = 0
    """CP-SAT's `cp_model_probing_level` in descent rounds (None: CP-SAT's default, 2). On the
    L=2 factor round probing took ~8 of the 10 s before the search started and ~3 of its
    units of deterministic time; without it the round reached and proved the 2.121303 ms plan
    in 3 of 3 runs at 7.4-8.3 units (with it: 2 of 5 within 16 units, at 10.9-11.6;
    docs/cpsat.md, issue 6's fourth round)."""
    round_escalations: int = 0
    """After a stale cycle of descent rounds, double `round_work` and go on, this many times
    while the descent's time lasts (0: stop at the first stale cycle)."""
    deadline: float | None = None
    """Absolute `perf_counter` time the whole solve must end by (set by `solve`)."""
    marginal_limit: int = 5000
    """Single-read tables up to this many cells get pair literals, larger ones AND literals
    with linking rows (0: AND literals everywhere, which the oracle test uses to check them).
    5000 (was 400): a tighter LP, L=2 GPT bound 2.045 -> 2.060 ms alone in 25 s."""
    shared_pairs: int = 5000
    """Shared-read tables up to this many cells get pair literals (row, target) instead of AND
    literals: a tighter LP for the bound worker (L=2 GPT bound 2.049 -> 2.067 ms alone in 25 s;
    with `marginal_limit` 5000 the L=24 bound 23.63 -> 24.05 ms). 0: AND literals."""
    primal_share: float = 0.0
    """Share of the final solve's time for the default portfolio before the bound worker
    (GPT benchmark, docs/cpsat.md: 0.5 gave L=2 a better plan and gap, 11.0% vs 14.5%, but
    L=24 a lower bound, gap 4.47% vs 3.75%; 0 is what the benchmark table was measured with)."""
    bound_worker: str = "max_lp"
    """CP-SAT's full-problem subsolver in the final solve (the others are its interleaved LNS
    workers): `max_lp` (full LP with all linking rows and cuts) proves the bound; "" keeps
    CP-SAT's default portfolio (`default_lp`)."""
    allow_padding: bool = False
    need_replication: str = "forbid"
    jax_expressible: bool = False
    presolve: bool = True
    """Drop dominated candidates first (`cpsat_presolve`: exact, keeps an optimal plan)."""
    plan_cut: bool = True
    """Constrain the full model's objective to at most the best known plan's value (greedy's,
    then the descent's). Off, the final solve returned a 5.776 ms plan on the L=2 GPT step
    after a 2.153 ms descent: the hint is not a guaranteed first solution (docs/cpsat.md)."""
    window_share: float = 0.0
    """Share of the descent's time for window rounds after the axis rounds (0: none): every
    axis freed on one neighbourhood of `window_size` distinct nodes at a time."""
    window_size: int = 150
    bound_thread: str = "lb_tree_search"
    """A CP-SAT subsolver (`lb_tree_search`, `max_lp`) proving the bound in a thread of its own
    from before the descent to the deadline (`BoundHelper`; only with `workers` >= 2, one tier,
    not deterministic); "" for none. GPT benchmark (docs/cpsat.md): L=2 bound 2.078 -> 2.095 ms,
    L=24 24.04 -> 24.26 ms, same plans."""
    descent_workers: int = 0
    """With the bound thread: workers of the descent rounds (0: `workers` - 1, the threads
    left beside the bound thread). With 2 workers: 1, so the descent and the bound thread share
    2 cores; the rounds then finish sooner (L=24: 17-38 s instead of ~71 s of wall clock, same
    plans), which leaves the final solve more time."""
    final_workers: int = 0
    """With the bound thread: workers of the final solve (0: `workers` - 1, so the solve never
    runs more than `workers` threads; measured at L=24: gap 2.00% with 1 against 1.94% with a
    third thread, within the run-to-run spread)."""


FINISH_SHARE = 0.01
"""Share of the time limit kept after the search's deadline for stopping and decoding."""


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
    **kwargs,
) -> Solution:
    """The cheapest plan (OPTIMAL), a plan no worse than greedy's (FEASIBLE), or an explanation.

    `topology`: a `cost.Topology`, a preset name or a file (default: the `cpu` preset).
    `objective`: `time` (communication + compute, ns) or `comm` (bytes sent per device).
    `memory_budget`: per-device bytes the peak live memory must stay under.
    Other keywords: `deterministic` (fixed seed, interleaved search: same answer every run),
    `tie_layers`, `warm_start`, `allow_padding`, `need_replication` (`forbid` | `price`),
    `jax_expressible` (no sub-axes on arguments and returned values).
    `greedy_plan`: greedy propagation's plan when the caller already has it (the CLI prints it
    next to ours), so propagation is not run again for the warm start or the fallback.
    Solution.objective / .bound are in ns (`time`) or bytes (`comm`); `stats` has the rest.
    """
    start = time.perf_counter()
    opts = SolveOptions(objective, memory_budget, time_limit, workers, seed, **kwargs)
    # building and encoding count too; the last FINISH_SHARE of the limit is left for stopping
    # the workers and decoding the plan (at L=96 the call overran 300 s by 1.4-2.1 s without it)
    opts = replace(opts, deadline=start + time_limit * (1 - FINISH_SHARE))
    topo = resolve_topology(topology, mesh)
    pricer = Pricer(mesh, topo, objective, deadline=None if opts.deterministic else opts.deadline)
    try:
        problem = build_problem(
            program, mesh, pricer, candidate_options(opts), jax_expressible=opts.jax_expressible
        )
    except OutOfTime:
        return greedy_solution(program, mesh, topo, opts, start, "build", greedy_plan)
    built = time.perf_counter() - start
    if any(not node.candidates for node in problem.nodes):
        return explain(program, mesh, topo, opts, start)
    greedy = greedy_choice(problem, program, opts, greedy_plan) if opts.warm_start else None
    rep = tie_nodes(problem) if opts.tie_layers else None
    removed = 0
    if opts.presolve:
        merged = tight_uses(problem, opts.memory_budget) if opts.merge else ()
        ids = rep or list(range(len(problem.nodes)))
        pre = presolve(problem, ids, opts.memory_budget, merged)
        problem, greedy, removed = pre.problem, pre.map_choice(greedy), pre.removed
    if not opts.deterministic and time.perf_counter() >= opts.deadline:
        # encoding alone takes ~5% of the build: past the deadline, greedy's plan or nothing
        return greedy_solution(program, mesh, topo, opts, start, "build", greedy_plan)
    result, enc, rep, tight = reduced_solve(problem, opts, greedy, rep)
    if result.status is SolveStatus.INFEASIBLE and (
        tight or any(r != n for n, r in enumerate(rep))
    ):
        # the reductions (ties, merges) can exclude every plan: solve the full model
        result, enc, rep, tight = reduced_solve(
            problem,
            replace(
                opts,
                tie_layers=False,
                merge=False,
                deadline=max(opts.deadline, time.perf_counter() + 0.25 * opts.time_limit),
            ),
            greedy,
        )
    if result.status is SolveStatus.INFEASIBLE:
        return explain(program, mesh, topo, opts, start)
    fallback = keep_greedy_if_better(problem, result, greedy, opts.memory_budget)
    if result.choice is not None and not within_budget(problem, result.choice, opts.memory_budget):
        result.choice, result.status = None, SolveStatus.UNKNOWN  # never claim a broken plan
    stats = {
        "greedy_fallback": fallback,
        "merged_uses": len(tight),
        "presolve_removed": removed,
        "build_seconds": built,
        "model_size": model_size(enc),
        "nodes": len(problem.nodes),
        "tied_nodes": sum(1 for n, r in enumerate(rep) if r != n),
        "candidates": sum(len(node.candidates) for node in problem.nodes),
        "uses": len(problem.uses),
        "tiers": list(problem.tiers),
        "objective_unit": "ns" if objective == "time" else "bytes",
        "greedy_objective": result.greedy_objective,
        "tier_objectives": result.tier_values,
        "tier_bounds": result.tier_bounds,
        "descent": result.descent_log,
        "descent_rounds": result.descent_rounds,
        "final_solve": result.final_log,
    }
    return decode(problem, result, time.perf_counter() - start, stats)


def greedy_solution(
    program: Program,
    mesh: Mesh,
    topo,
    opts: SolveOptions,
    start: float,
    phase: str,
    given: Solution | None = None,
) -> Solution:
    """Out of time in `phase` before CP-SAT ran: greedy propagation's plan (FEASIBLE, priced
    by `cost.evaluate`, bound 0: every price is non-negative), or UNKNOWN when greedy fails or
    its plan breaks the memory budget — a returned plan always satisfies the hard constraints."""
    from shardsat.cost.evaluate import evaluate
    from shardsat.cost.memory import peak_memory

    stats = {"timed_out": phase, "greedy_fallback": True}
    stats["build_seconds"] = time.perf_counter() - start  # what the build got before stopping
    stats["objective_unit"] = "ns" if opts.objective == "time" else "bytes"
    try:
        greedy = greedy_propagation(program, given)
        report = evaluate(program, greedy, mesh, topo)
        peak = peak_memory(program, greedy.shardings, mesh).peak_bytes
    except Exception:  # noqa: BLE001 - a failing baseline leaves no plan, not a crash
        greedy = None
    seconds = time.perf_counter() - start
    if greedy is None or (opts.memory_budget is not None and peak > opts.memory_budget):
        stats["greedy_fallback"] = False
        return Solution(SolveStatus.UNKNOWN, {}, "cpsat", solve_seconds=seconds, stats=stats)
    value = report.total_ns if opts.objective == "time" else report.communication_bytes
    stats["greedy_objective"] = value
    return Solution(
        SolveStatus.FEASIBLE, dict(greedy.shardings), "cpsat", dict(greedy.op_factor_axes),
        float(value), 0.0, seconds, (), stats,
    )  # fmt: skip


def keep_greedy_if_better(
    problem: Problem, result: TierResult, greedy: list[int] | None, budget: int | None = None
) -> bool:
    """Never worse than greedy: when greedy's plan (which lies in the unreduced model) is
    cheaper than what the time limit allowed, or nothing was found, return it (single tier) —
    unless it breaks the memory budget: a returned plan satisfies every hard constraint."""
    if greedy is None or len(problem.tiers) > 1 or not within_budget(problem, greedy, budget):
        return False
    if result.choice is not None:
        if objective_value(problem, greedy) >= objective_value(problem, result.choice):
            return False
    result.choice, result.status = greedy, SolveStatus.FEASIBLE
    result.tier_values = [objective_value(problem, greedy)]
    result.tier_bounds = result.tier_bounds[:1] or [0]
    return True


def reduced_solve(
    problem: Problem, opts: SolveOptions, greedy: list[int] | None, rep: list[int] | None = None
):
    """Tie layers (unless `rep` is given), merge followers/leaders, encode and solve:
    (result, encoding, rep, tight)."""
    if not opts.tie_layers:
        rep = list(range(len(problem.nodes)))
    elif rep is None:
        rep = tie_nodes(problem)
    tight = tight_uses(problem, opts.memory_budget) if opts.merge else []
    enc = encode(
        problem, rep, tight, marginal_limit=opts.marginal_limit, shared_pairs=opts.shared_pairs
    )
    if opts.memory_budget is not None:
        add_memory_budget(enc, opts.memory_budget)
    return solve_tiers(enc, opts, greedy, rep), enc, rep, tight


def resolve_topology(topology, mesh: Mesh):
    """A Topology from a value, a preset name or a file path (default: the cpu preset)."""
    from shardsat.cost.topology import Topology, load_topology

    if isinstance(topology, Topology):
        return topology
    return load_topology(topology or "cpu", mesh)


def candidate_options(opts: SolveOptions) -> CandidateOptions:
    return CandidateOptions(opts.allow_padding, opts.need_replication)


@dataclass
class TierResult:
    status: SolveStatus
    choice: list[int] | None
    tier_values: list[int]
    tier_bounds: list[int]
    greedy_objective: int | None = None
    wall: float = 0.0
    descent_log: list = field(default_factory=list)
    final_log: list = field(default_factory=list)
    """Per tier solved: its time limit and `Run.trace` (the bound over time)."""
    descent_rounds: list = field(default_factory=list)
    """Per descent round: where its time went (`cpsat_search.solve_round`'s timing)."""


def configure(opts: SolveOptions, time_limit: float, bound: bool = False) -> cp_model.CpSolver:
    """A solver with the time limit, workers and (in deterministic mode) a fixed search;
    `bound`: the final solve, whose full-problem worker is `opts.bound_worker`."""
    solver = cp_model.CpSolver()
    set_parameters(solver.parameters, opts, time_limit)
    if bound and opts.bound_worker:
        solver.parameters.subsolvers.append(opts.bound_worker)
    return solver


def set_parameters(params, opts: SolveOptions, time_limit: float) -> None:
    """Time limit, workers, seed; deterministic mode bounds CP-SAT's deterministic time instead
    of the wall clock (with a generous wall-clock safety net) and interleaves the workers, so a
    rerun on any machine load gives the same plan."""
    params.num_workers = max(1, opts.workers)
    params.random_seed = opts.seed
    params.linearization_level = opts.linearization
    params.max_time_in_seconds = max(0.05, time_limit)
    if opts.deterministic:
        params.max_deterministic_time = max(0.05, time_limit)
        params.max_time_in_seconds = max(1.0, 20 * time_limit)
        if opts.workers > 1:
            params.interleave_search = True


def objective_value(problem: Problem, choice: list[int], tier: int | None = None) -> int:
    """The plan's price from the tables (the number the encoding's objective equals)."""
    total = 0
    for n, node in enumerate(problem.nodes):
        if node.costs and (tier is None or node.tier == tier):
            total += node.costs[choice[n]]
    for use in problem.uses:
        if tier is None or use.tier == tier:
            total += use.price(choice)
    return total


def solve_tiers(
    enc: Encoding, opts: SolveOptions, greedy: list[int] | None, rep: list[int]
) -> TierResult:
    """Lexicographic: minimise tier 0, fix it at its value, minimise tier 1, ...; with
    `opts.bound_thread` (one tier), a `BoundHelper` proves a bound beside it the whole time —
    unless a memory budget rules out greedy's plan: then no plan is known, and every worker
    searches for one (on the GPT-1.3B step at 40 GiB the bound thread left the final solve one
    `max_lp` worker, which found no plan in 120 s: UNKNOWN; without it 161 ms)."""
    if opts.memory_budget is not None and (
        greedy is None or not _in_model(enc, greedy, opts.memory_budget)
    ):
        opts = replace(opts, bound_thread="")
    helper, watch = None, None
    if uses_bound_thread(enc, opts):
        watch = Watch()  # the descent and the final solve stop once the thread proves the plan
        helper = BoundHelper.start(enc, opts, watch)
    try:
        result = lexicographic(enc, opts, greedy, rep, watch)
    finally:
        if helper is not None:
            helper.finish()
    if helper is not None:
        helper.merge_into(enc, result)
    return result


def uses_bound_thread(enc: Encoding, opts: SolveOptions) -> bool:
    """A bound thread runs beside the search: asked for, 2+ workers, one tier, wall clock."""
    return (
        bool(opts.bound_thread)
        and opts.workers >= 2
        and len(enc.problem.tiers) == 1
        and (not opts.deterministic)
    )


class BoundHelper:
    """CP-SAT's bound worker alone (one thread, `opts.bound_thread`: `lb_tree_search` or
    `max_lp`) on a clone of the full model, from the start of the descent to the deadline.

    The final solve's `max_lp` only got the last 40% of the limit, and loading the full LP
    took most of it: on the L=2 GPT step it reached the root LP (2.078 ms) 21 s into its 23 s.
    Alone from the start, the bound worker has the whole limit. Its bound is valid for the
    main model (same variables and constraints, at most the greedy plan's cut); a plan it
    finds is a plan of the model too. CP-SAT releases the GIL while solving."""

    def __init__(self, model: cp_model.CpModel, solver: cp_model.CpSolver) -> None:
        import threading

        self.model, self.solver, self.code = model, solver, cp_model.UNKNOWN
        self.trace = trace_bound(solver)
        self.thread = threading.Thread(target=self._run, daemon=True)

    def _run(self) -> None:
        self.code = self.solver.Solve(self.model)

    @classmethod
    def start(cls, enc: Encoding, opts: SolveOptions, watch: Watch | None = None) -> BoundHelper:
        enc.model.ClearObjective()
        enc.model.Minimize(enc.expr(enc.problem.tiers[0]))
        deadline = opts.deadline or time.perf_counter() + opts.time_limit
        solver = configure(replace(opts, workers=1), deadline - time.perf_counter())
        solver.parameters.subsolvers.append(opts.bound_thread)
        helper = cls(enc.model.Clone(), solver)
        if watch is not None:  # every bound also goes to the search it may end
            record = solver.best_bound_callback
            solver.best_bound_callback = lambda b: (record(b), watch.on_bound(int(round(b))))
        helper.thread.start()
        return helper

    def finish(self) -> None:
        """Stop the search and wait for it; CP-SAT ignores a stop asked before its solve
        began, so ask again until the thread is done."""
        while self.thread.is_alive():
            self.solver.StopSearch()
            self.thread.join(0.05)

    def merge_into(self, enc: Encoding, result: TierResult) -> None:
        """The higher bound; the helper's plan if cheaper; OPTIMAL when they meet."""
        result.final_log.append({"bound_thread": self.trace})
        if self.code not in (cp_model.OPTIMAL, cp_model.FEASIBLE, cp_model.UNKNOWN):
            return
        bound = int(round(self.solver.BestObjectiveBound()))
        if self.code != cp_model.UNKNOWN:
            value = int(round(self.solver.ObjectiveValue()))
            if result.choice is None or value < result.tier_values[0]:
                result.choice = _read_choice(enc, self.solver)
                result.tier_values = [value]
        result.tier_bounds = [max([bound, *result.tier_bounds[:1]])]
        if result.choice is not None:
            result.status = SolveStatus.FEASIBLE
            if result.tier_bounds[0] >= result.tier_values[0]:
                result.status = SolveStatus.OPTIMAL
                result.tier_bounds = list(result.tier_values)


def lexicographic(
    enc: Encoding,
    opts: SolveOptions,
    greedy: list[int] | None,
    rep: list[int],
    watch: Watch | None = None,
) -> TierResult:
    """Lexicographic: minimise tier 0, fix it at its value, minimise tier 1, ...; `watch`:
    the bound thread's proof, which ends the descent and skips or stops the final solve."""
    problem, model = enc.problem, enc.model
    tiers = list(problem.tiers)
    deadline = opts.deadline or time.perf_counter() + opts.time_limit
    greedy_obj = None if greedy is None else objective_value(problem, greedy)
    rounds: list = []
    known, descent_log = warm_start(enc, opts, greedy, rounds, watch)
    values, bounds, choice = [], [], None
    final_log: list = []
    status = SolveStatus.UNKNOWN
    cost_tiers = len(tiers)
    if len(tiers) > 1:
        add_fidelity_tier(enc)
        tiers += [FIDELITY + t for t in problem.tiers]
    for k, tier in enumerate(tiers):
        remaining = deadline - time.perf_counter()
        proof = watch is not None and watch.proven()
        if opts.deterministic:
            remaining = opts.time_limit * (1 - opts.descent) * (len(tiers) - k) / len(tiers)
        elif k == 0 and known is not None and len(tiers) == 1 and (remaining <= 0 or proof):
            # no time left for the full model, or the bound thread proved the known plan
            # optimal: that plan, bound 0 (prices are >= 0) or the proof's
            choice, status = known, SolveStatus.FEASIBLE
            values.append(objective_value(problem, known))
            bounds.append(watch.bound if proof and watch is not None else 0)
            break
        model.ClearObjective()
        model.Minimize(enc.expr(tier))
        final = opts
        if uses_bound_thread(enc, opts):
            final = replace(opts, workers=opts.final_workers or max(1, opts.workers - 1))
        run = primal_then_bound(enc, final, tier, remaining / (len(tiers) - k), watch)
        final_log.append({"limit_s": round(remaining / (len(tiers) - k), 2), "bounds": run.trace})
        code = run.code
        status = STATUS[code]
        if code == cp_model.UNKNOWN and k == 0 and known is not None and len(tiers) == 1:
            # out of time before the full model found a plan: keep the best one known
            choice, status = known, SolveStatus.FEASIBLE
            values.append(objective_value(problem, known))
            bounds.append(max(0, run.bound))
            break
        if code not in (cp_model.OPTIMAL, cp_model.FEASIBLE):
            break
        choice = run.choice
        values.append(run.value)
        bounds.append(run.bound)
        if k + 1 < len(tiers):
            model.Add(enc.expr(tier) <= run.value)
            model.ClearHints()
            _hint(enc, choice)
    values, bounds = values[:cost_tiers], bounds[:cost_tiers]  # the rest break ties
    if choice is not None and status is SolveStatus.UNKNOWN:
        status = SolveStatus.FEASIBLE
    if choice is not None and any(v != b for v, b in zip(values, bounds, strict=True)):
        status = SolveStatus.FEASIBLE
    return TierResult(
        status, choice, values, bounds, greedy_obj, descent_log=descent_log, final_log=final_log,
        descent_rounds=rounds,
    )  # fmt: skip


@dataclass
class Run:
    """One tier's solve: CP-SAT status code, best plan, its value and the proven bound."""

    code: int
    choice: list[int] | None = None
    value: int | None = None
    bound: int = 0
    trace: list = field(default_factory=list)
    """(seconds into the solve, bound) at each bound improvement: where the time went."""


def trace_bound(solver: cp_model.CpSolver) -> list:
    """A list CP-SAT fills with (seconds since now, bound) on every bound improvement."""
    trace: list = []
    began = time.perf_counter()
    solver.best_bound_callback = lambda b: trace.append(
        (round(time.perf_counter() - began, 2), int(round(b)))
    )
    return trace


def primal_then_bound(
    enc: Encoding, opts: SolveOptions, tier: int, limit: float, watch: Watch | None = None
) -> Run:
    """Minimise `tier`: first CP-SAT's default portfolio (its `default_lp` worker and LNS find
    better plans), then, hinted with that plan and bounded by its value, the `bound_worker`
    portfolio (`max_lp`: the full LP with the linking rows proves a much higher bound; its LNS
    workers keep improving the plan). Both bounds are valid (the optimum is at most the bound
    added in between), so the higher one is kept. Without `bound_worker`: one default solve."""
    model = enc.model
    if opts.bound_worker and opts.primal_share <= 0:  # the bound worker's portfolio only
        solver = configure(opts, limit, bound=True)
        trace = trace_bound(solver)
        code = run_watched(solver, model, watch)  # stopped once the bound thread proves
        run = Run(code, bound=int(round(solver.BestObjectiveBound())), trace=trace)
        if code in (cp_model.OPTIMAL, cp_model.FEASIBLE):
            run.choice, run.value = _read_choice(enc, solver), int(round(solver.ObjectiveValue()))
        return run
    split = opts.primal_share if opts.bound_worker else 1.0
    first = configure(opts, split * limit)
    code = first.Solve(model)
    run = Run(code, bound=int(round(first.BestObjectiveBound())))
    if code in (cp_model.OPTIMAL, cp_model.FEASIBLE):
        run.choice, run.value = _read_choice(enc, first), int(round(first.ObjectiveValue()))
    if split >= 1.0 or code in (cp_model.OPTIMAL, cp_model.INFEASIBLE, cp_model.MODEL_INVALID):
        return run
    if run.choice is not None:
        model.Add(enc.expr(tier) <= run.value)
        model.ClearHints()
        _hint(enc, run.choice)
    second = configure(opts, (1 - split) * limit, bound=True)
    code = second.Solve(model)
    bound = int(round(second.BestObjectiveBound()))
    if code == cp_model.INFEASIBLE and run.choice is not None:
        return run  # cannot happen for a sound model: the first plan meets the added bound
    if code in (cp_model.OPTIMAL, cp_model.FEASIBLE):
        value = int(round(second.ObjectiveValue()))
        if run.value is None or value <= run.value:
            run.choice, run.value = _read_choice(enc, second), value
        run.code = code
    run.bound = max(run.bound, bound)
    if run.choice is not None and run.bound >= run.value:
        run.code, run.bound = cp_model.OPTIMAL, run.value
    elif run.choice is not None:
        run.code = cp_model.FEASIBLE
    else:
        run.code = code
    return run


def warm_start(
    enc: Encoding,
    opts: SolveOptions,
    greedy: list[int] | None,
    timings: list | None = None,
    watch: Watch | None = None,
):
    """Hint greedy's plan and bound the objective by it (when it lies in the model), then run
    the axis descent (single tier) and hint and bound by its result: (best known plan, log);
    `timings` gets one dict per descent round (`cpsat_search.solve_round`)."""
    problem, model, tiers = enc.problem, enc.model, enc.problem.tiers
    known = greedy if greedy is not None and _in_model(enc, greedy, opts.memory_budget) else None
    if greedy is not None:
        _hint(enc, greedy)
    if known is not None and len(tiers) == 1 and opts.plan_cut:
        model.Add(enc.expr(tiers[0]) <= objective_value(problem, known))
    if len(tiers) != 1 or opts.descent <= 0:
        return known, []
    # greedy's plan broken only by the budget still starts the descent: its first round (one
    # axis free, the budget exact) shards what replication made too big, where a feasibility
    # solve of the full model took 26 s on the GPT-1.3B step (and 6 s were allowed)
    over = known is None and greedy is not None and _in_model(enc, greedy)
    start = known or (greedy if over else first_plan(enc, opts))
    if start is None:
        return known, []
    model.ClearObjective()
    model.Minimize(enc.expr(tiers[0]))

    def price(c: list[int]) -> int:
        over_budget = over and not within_budget(problem, c, opts.memory_budget)
        return objective_value(problem, c) + OVER_BUDGET * over_budget

    began = time.perf_counter()
    left = (
        opts.time_limit
        if opts.deterministic or opts.deadline is None
        else opts.deadline - time.perf_counter()
    )
    share = opts.descent_beside_bound if uses_bound_thread(enc, opts) else opts.descent
    budget = share * max(0.0, left)
    rounds = opts
    if uses_bound_thread(enc, opts):
        rounds = replace(opts, workers=opts.descent_workers or max(1, opts.workers - 1))
    best, log = axis_descent(
        enc, start, (1 - opts.window_share) * budget, rounds, price, timings, watch
    )
    if opts.window_share > 0:
        left = budget if opts.deterministic else max(0.0, budget - time.perf_counter() + began)
        best, more = window_descent(enc, best, left, opts, price, opts.window_size)
        log += more
    if price(best) >= OVER_BUDGET:
        return known, log  # no round found a plan within the budget
    model.ClearHints()
    _hint(enc, best)
    if opts.plan_cut:
        model.Add(enc.expr(tiers[0]) <= price(best))
    return best, log


OVER_BUDGET = 10**15
"""Added to the price of a descent plan over the memory budget (more than any plan costs in
ns or bytes), so the first plan within the budget replaces it."""


def first_plan(enc: Encoding, opts: SolveOptions) -> list[int] | None:
    """Any plan of the model (a short feasibility solve), to start the descent from."""
    limit = max(1.0, 0.05 * opts.time_limit)
    if not opts.deterministic and opts.deadline is not None:
        limit = min(limit, max(0.05, 0.5 * (opts.deadline - time.perf_counter())))
    solver = configure(opts, limit)
    enc.model.ClearObjective()
    code = solver.Solve(enc.model)
    if code not in (cp_model.OPTIMAL, cp_model.FEASIBLE):
        return None
    return _read_choice(enc, solver)


def within_budget(problem: Problem, choice: list[int], budget: int | None) -> bool:
    """The plan's peak per-device memory (`cost.memory`, the number the report shows) fits."""
    if budget is None:
        return True
    from shardsat.cost.memory import peak_memory

    shardings = value_shardings(problem, choice)
    return peak_memory(problem.program, shardings, problem.mesh).peak_bytes <= budget


def _in_model(enc: Encoding, choice: list[int], budget: int | None = None) -> bool:
    """The plan satisfies the ties, the merged (tight) uses and the memory budget."""
    if any(choice[n] != choice[r] for n, r in enumerate(enc.rep)):
        return False
    if not within_budget(enc.problem, choice, budget):
        return False
    p = enc.problem
    for i in enc.tight:
        use = p.uses[i]
        n, k, _ = use.consumers[0]
        r = p.nodes[use.producer].results.index(use.value)
        if (
            p.nodes[use.producer].result_shardings[choice[use.producer]][r]
            != p.nodes[n].operand_shardings[choice[n]][k]
        ):
            return False
    return True


def _hint(enc: Encoding, choice: list[int]) -> None:
    for n, c in enumerate(choice):
        if enc.rep[n] != n:
            continue
        for k, lit in enumerate(enc.x[n]):
            enc.model.AddHint(lit, k == c)


def _read_choice(enc: Encoding, solver: cp_model.CpSolver) -> list[int]:
    choice = []
    for lits in enc.x:
        values = [solver.BooleanValue(lit) for lit in lits]
        choice.append(values.index(True))
    return choice


def value_shardings(problem: Problem, choice: list[int]) -> dict[str, TensorSharding]:
    """Every value's sharding: what its producer's choice implies, plus the user's replicated axes."""
    out: dict[str, TensorSharding] = {}
    for n, node in enumerate(problem.nodes):
        for r, v in enumerate(node.results):
            sharding = node.result_shardings[choice[n]][r]
            replicated = [
                uc.replicated_axis for uc in problem.constraints.get(v, ()) if uc.replicated_axis
            ]
            if replicated:
                order = {a.name: i for i, a in enumerate(problem.mesh.axes)}
                replicated.sort(key=lambda a: mesh_order_key(a, order[a.name]))
                sharding = TensorSharding(sharding.mesh_name, sharding.dims, tuple(replicated))
            out[v] = sharding
    return out


def decode(problem: Problem, result: TierResult, seconds: float, stats: dict) -> Solution:
    """The Solution of a solved encoding; objective recomputed from the tables."""
    choice = result.choice
    if choice is None:
        return Solution(SolveStatus.UNKNOWN, {}, "cpsat", solve_seconds=seconds, stats=stats)
    op_axes = {
        node.op.id: node.candidates[choice[n]]
        for n, node in enumerate(problem.nodes)
        if node.op is not None and node.rule is not None
    }
    objective = objective_value(problem, choice)
    bound = min(objective, sum(result.tier_bounds))
    stats["cpsat_objective"] = sum(result.tier_values)
    return Solution(
        result.status, value_shardings(problem, choice), "cpsat", op_axes, float(objective),
        float(bound), seconds, (), stats,
    )  # fmt: skip


def greedy_propagation(program: Program, given: Solution | None = None) -> Solution:
    """Greedy propagation's plan: the caller's when given, else computed now."""
    if given is not None:
        return given
    from shardsat.solver.propagation.driver import propagate

    return propagate(program)


def greedy_choice(
    problem: Problem, program: Program, opts: SolveOptions, given: Solution | None = None
) -> list[int] | None:
    """Greedy propagation's plan as one candidate per node (None if it falls outside the model)."""
    try:
        greedy = greedy_propagation(program, given)
    except Exception:  # noqa: BLE001 - a failing baseline must not stop the solver
        return None
    return match_solution(problem, greedy.shardings, greedy.op_factor_axes)


def _dims_key(sharding: TensorSharding | None):
    return None if sharding is None else tuple(d.axes for d in sharding.dims)


def match_solution(
    problem: Problem, shardings: Mapping[str, TensorSharding], op_axes: Mapping[str, tuple]
) -> list[int] | None:
    """Per node, the candidate that reproduces a given plan: its factor axes when known, else
    the one whose implied operand and result shardings equal the plan's values, else one that
    matches the results only (operands then reshard, as the cost model would price them)."""
    choice = []
    for node in problem.nodes:
        c = _match_node(node, shardings, op_axes)
        if c is None:
            return None
        choice.append(c)
    return choice


def _match_node(node, shardings, op_axes) -> int | None:
    if node.op is not None and node.op.id in op_axes:
        want = tuple(tuple(a) for a in op_axes[node.op.id])
        if want in node.candidates:
            return node.candidates.index(want)
    results = tuple(_dims_key(shardings.get(v)) for v in node.results)
    operands = tuple(_dims_key(shardings.get(v)) for v in node.operands)
    fallback = None
    for c in range(len(node.candidates)):
        if tuple(_dims_key(s) for s in node.result_shardings[c]) != results:
            continue
        if tuple(_dims_key(s) for s in node.operand_shardings[c]) == operands:
            return c
        fallback = c if fallback is None else fallback
    return fallback


def explain(program: Program, mesh: Mesh, topo, opts: SolveOptions, start: float) -> Solution:
    """INFEASIBLE with the smallest conflicting set of user constraints, one line each."""
    from shardsat.solver.cpsat.explain import conflicting_constraints

    lines = conflicting_constraints(program, mesh, topo, opts)
    return Solution(
        SolveStatus.INFEASIBLE, {}, "cpsat", solve_seconds=time.perf_counter() - start,
        conflicts=tuple(lines),
    )  # fmt: skip
