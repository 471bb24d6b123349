"""Primal heuristic: axis-by-axis descent, the large moves local search cannot make.

Going from data parallelism to data + tensor parallelism means moving one mesh axis on hundreds
of ops at once: every intermediate plan reshards, so neither greedy propagation nor CP-SAT's
neighbourhood search gets there from the greedy plan. Each *axis round* frees one mesh axis on
every node (the rest of each node's axes stay) and solves that much smaller problem with CP-SAT,
as XLA's auto-sharder solves N-D meshes one axis at a time. When the axis rounds stall, one
*factor round* frees every axis but lets each node move at most `factor_moves` factors (swaps an
axis round cannot make). The result warm-starts and bounds the full model (docs/cpsat.md#descent).
"""

from __future__ import annotations

from contextlib import nullcontext
from dataclasses import dataclass, field, replace
from itertools import combinations, permutations

from ortools.sat.python import cp_model
from shardsat.solver.cpsat.bound import Watch, run_watched
from shardsat.solver.cpsat.deadline import Deadline, now
from shardsat.solver.cpsat.encoding import (
    Encoding,
    add_memory_budget,
    encode,
    predicted_variables,
)
from shardsat.solver.cpsat.options import SolveOptions
from shardsat.solver.cpsat.params import FOUND, set_parameters, set_round_parameters
from shardsat.solver.cpsat.patience import Patience
from shardsat.solver.cpsat.plan import broken_nodes
from shardsat.solver.cpsat.presolve import kept_blocks, restrict, use_signatures
from shardsat.solver.cpsat.problem import OutOfTime
from shardsat.solver.cpsat.regions import region_graph, regions
from shardsat.solver.cpsat.tables import LazyTable, cells_estimate
from shardsat.solver.cpsat.tuning import Tuning
from shardsat.solver.cpsat.tying import tied_copies

OVER_BUDGET = 10**15
"""Added to the price of a descent plan over the memory budget (more than any plan costs in
ns or bytes), so the first plan within the budget replaces it."""


def off_axis(cand, axis: str) -> tuple:
    """A candidate's factor axes without the refs of `axis` (what a round keeps fixed)."""
    return tuple(tuple(a for a in refs if a.name != axis) for refs in cand)


def round_candidates(enc: Encoding, choice: list[int], axis: str) -> list[list[int]]:
    """Per node, the candidates that agree with its current choice off `axis`. The grouping
    of a candidate list by its axes off `axis` is kept in `enc.memo` (rounds repeat each axis
    and tied layers share candidate lists), and each group is one list object, which lets
    `presolve.restrict` cut the uses of nodes with the same group once."""

    def grouped(candidates: list) -> list[list[int]]:  # candidate -> its group
        keys = [off_axis(cand, axis) for cand in candidates]
        groups: dict[tuple, list[int]] = {}
        for c, key in enumerate(keys):
            groups.setdefault(key, []).append(c)
        return [groups[k] for k in keys]

    def agree(node, current: int) -> list[int]:
        return enc.per_candidates(("off_axis", axis), node.candidates, grouped)[current]

    return per_class(enc, choice, agree)


def per_class(enc: Encoding, choice: list[int], keep) -> list[list[int]]:
    """`keep(node, choice)` per distinct node, shared by its tied copies (same candidates and
    same choice in every plan of the model), so a round costs the distinct layers only."""
    kept: list[list[int]] = []
    for n, node in enumerate(enc.problem.nodes):
        r = enc.rep[n]
        kept.append(kept[r] if r < n else keep(node, choice[n]))
    return kept


def kick_starts(enc: Encoding, plan: list[int]) -> list[list[int]]:
    """Starts near `plan` for another descent: per pair of descent axes (in `descent_axes`
    order), `plan` with both axes taken off every node's factors, except where that breaks
    what the model holds equal (`_held_where_broken`); the distinct ones that differ from
    `plan`. An axis round re-places one axis optimally given the others, so `plan` (where
    they stalled) stripped of one axis descends straight back; stripped of two, the first
    round places one of them without the other, and the descent may end in another basin."""
    out: list[list[int]] = []

    def indexed(candidates: list) -> dict:  # candidate -> its index
        return {cand: c for c, cand in enumerate(candidates)}

    for pair in combinations(descent_axes(enc), 2):

        def stripped(node, current: int, pair=pair) -> list[int]:
            index = enc.per_candidates("candidate_index", node.candidates, indexed)
            bare = tuple(
                tuple(a for a in refs if a.name not in pair) for refs in node.candidates[current]
            )
            return [index.get(bare, current)]

        bare = [k[0] for k in per_class(enc, plan, stripped)]
        choice = _held_where_broken(enc, plan, bare)
        if choice != plan and choice not in out:
            out.append(choice)
    return out


def _held_where_broken(enc: Encoding, plan: list[int], choice: list[int]) -> list[int]:
    """`choice` with `plan`'s candidate back on every node (and its tied copies) of a merged
    use or an alias that `choice` breaks (`plan.broken_nodes`), until none is broken: `plan`
    holds them all, so this ends, at worst at `plan`."""
    copies = enc.memoised("copies", lambda: tied_copies(enc.rep))
    choice = list(choice)
    while True:
        broken = broken_nodes(enc, choice)
        back = {m for n in broken if choice[n] != plan[n] for m in copies[enc.rep[n]]}
        if not back:
            return choice
        for m in back:
            choice[m] = plan[m]


def factor_candidates(enc: Encoding, choice: list[int], moves: int) -> list[list[int]]:
    """Per node, the candidates whose axes differ from its current choice on at most `moves`
    factors (every axis free, but only a few factors of each node move)."""
    return per_class(enc, choice, lambda node, current: _near(node, current, moves))


def _near(node, current: int, moves: int) -> list[int]:
    """The candidates of `node` whose axes differ from candidate `current`'s on at most `moves`
    factors."""
    axes = node.candidates[current]
    return [
        c
        for c, cand in enumerate(node.candidates)
        if sum(a != b for a, b in zip(cand, axes, strict=True)) <= moves
    ]


def region_candidates(enc: Encoding, choice: list[int], moves: int, region) -> list[list[int]]:
    """`factor_candidates` on the nodes of `region` (representatives; their tied copies
    follow), the current candidate alone elsewhere."""
    inside = {id(enc.problem.nodes[n]) for n in region}

    def near(node, current: int) -> list[int]:
        return _near(node, current, moves) if id(node) in inside else [current]

    return per_class(enc, choice, near)


def regions_due(
    enc: Encoding, widest: list[list[int]], tuning: Tuning, deterministic: bool
) -> bool:
    """The factor round `widest` runs as a pass of region rounds (`region_pass`): it is
    predicted to have more than `Tuning.region_variables` variables. Not in deterministic mode,
    whose rounds keep their fixed schedule."""
    if tuning.region_variables is None or deterministic:
        return False
    return predicted_variables(enc.problem, enc.rep, tuning, widest) > tuning.region_variables


def region_pass(
    enc: Encoding,
    choice: list[int],
    widest: list[list[int]],
    limit: float,
    opts: SolveOptions,
    tuning: Tuning,
    price,
    timing: dict,
    watch: Watch | None = None,
) -> tuple[list[int] | None, int | None]:
    """The factor round `widest` one region at a time (`regions.regions`, at most
    `Tuning.region_candidates` candidates each, grown in node order, reversed every other
    pass; run where the plan pays most first, `plan_shares`), each from the best plan so far,
    for at most `limit` s; (the best plan when cheaper than `choice`, else None; its price).
    `timing` sums the rounds (status `REGIONS`: no round proves the whole neighbourhood)."""
    clock = Deadline.after(limit)
    graph = enc.memoised("region_graph", lambda: region_graph(enc.problem, enc.rep))
    passes = enc.memo.get("region_passes", 0)
    enc.memo["region_passes"] = passes + 1
    order = [n for n in range(len(enc.rep)) if enc.rep[n] == n]
    groups = regions(graph, [len(k) for k in widest], tuning.region_candidates,
                     order[::-1] if passes % 2 else order)  # fmt: skip
    paid = plan_shares(enc, choice)
    groups.sort(key=lambda g: -sum(paid[n] for n in g))  # where the plan pays most, first
    best, value = choice, price(choice)  # a walk over the whole problem: once
    start = value
    ran, variables, encode_s, solve_s = 0, 0, 0.0, 0.0
    for group in groups:
        left = clock.left()
        if left < REGION_MIN_S or (watch is not None and watch.proven()):
            break
        seconds = min(tuning.region_seconds, left)
        kept = _fitting_region(enc, best, group, seconds, tuning)
        if kept is None:
            continue
        mine: dict = {}
        found = solve_round(
            enc, best, "region", seconds, opts, tuning, tuning.factor_work, kept, mine, watch
        )
        ran += 1
        variables = max(variables, mine.get("variables", 0))
        encode_s += mine.get("encode_s", 0.0)
        solve_s += mine.get("solve_s", 0.0)
        if found is not None and (v := price(found)) < value:
            best, value = found, v
            _announce(enc, value, watch)
    timing.update(
        status="REGIONS", regions=len(groups), regions_run=ran, variables=variables,
        encode_s=round(encode_s, 2), solve_s=round(solve_s, 2), limit_s=round(limit, 2),
    )  # fmt: skip
    return (best, value) if value < start else (None, None)


def plan_shares(enc: Encoding, choice: list[int]) -> list[int]:
    """Per representative node, what the plan pays there: its op price over its tied copies,
    and the price of every use it produces or reads (a use counts at each of its ends). A
    pass that cannot run every region runs those where the plan pays most first."""
    problem, rep = enc.problem, enc.rep
    paid = [0] * len(problem.nodes)
    for n, node in enumerate(problem.nodes):
        if node.costs:
            paid[rep[n]] += node.costs[choice[n]]
    for use in problem.uses:
        price = use.price(choice)
        for n in {rep[use.producer]} | {rep[m] for m, _, _ in use.consumers}:
            paid[n] += price
    return paid


def _fitting_region(
    enc: Encoding, choice: list[int], group: list[int], seconds: float, tuning: Tuning
) -> list[list[int]] | None:
    """The region round's kept candidates on `group`, or on its first half (the nodes its
    breadth-first growth took first), and so on, until pricing and encoding it fit `seconds`
    (`too_large`): on 64 devices a region's unpriced cells can take longer than its limit to
    price; None when not even one node fits."""
    while group:
        kept = region_candidates(enc, choice, tuning.factor_moves, set(group))
        if not too_large(enc, kept, seconds, tuning, {}):
            return kept
        group = group[: len(group) // 2]
    return None


ROUND_MIN_S = 2.0
"""A descent's rounds after its first start only with this much time left: encoding an axis
round takes 0.3-1.1 s on 64-512 devices whatever its limit, and two rounds begun with 0.9 and
0.3 s left ran the gpt-350m 8x8x8 solve to 122.5 s."""

REGION_MIN_S = 3.0
"""Less time than this is not worth a region round: encoding one takes 0.3-2 s, and one
started with less overran the solve's limit."""


def restricted_encoding(
    enc: Encoding,
    choice: list[int],
    axis: str,
    opts: SolveOptions,
    tuning: Tuning,
    kept: list[list[int]] | None = None,
) -> tuple:
    """(encoding of the round's own small problem, kept candidates per node).

    The round's problem is built directly (`presolve.restrict`: only the kept candidates, use
    tables cut to the reachable rows and targets), with the full model's ties, merged uses and
    table limits; the current plan satisfies them, so the round is feasible. Encoding it anew
    rather than fixing literals in a clone gives CP-SAT several times more search per second.
    """
    kept = kept if kept is not None else round_candidates(enc, choice, axis)
    same = replace(
        tuning, marginal_limit=enc.marginal_limit, shared_pairs=enc.shared_pairs,
        linking=enc.linking,
    )  # fmt: skip
    # the same problem every round: its uses' signatures once
    signatures = enc.memoised("use_signatures", lambda: use_signatures(enc.problem))
    sub = encode(restrict(enc.problem, kept, signatures), enc.rep, sorted(enc.tight), same)
    if opts.memory_budget is not None:
        add_memory_budget(sub, opts.memory_budget)
    sub.model.Minimize(sub.expr(enc.problem.tiers[0]))
    for n, lits in enumerate(sub.x):
        if enc.rep[n] == n:
            for c, lit in enumerate(lits):
                sub.model.AddHint(lit, kept[n][c] == choice[n])
    if tuning.complete_hint:
        complete_hint(sub, opts, tuning)
    return sub, kept


def complete_hint(sub: Encoding, opts: SolveOptions, tuning: Tuning) -> bool:
    """Extend the choice hint to every variable of `sub` (pair, AND and need literals): the
    model solved with each node fixed at its hinted candidate, then that whole solution
    hinted, so the current plan is CP-SAT's first solution. False (hint unchanged) if it fails."""
    proto = sub.model.Proto()
    fixed = sub.model.Clone()
    fixed_proto = fixed.Proto()
    hinted_values = dict(zip(proto.solution_hint.vars, proto.solution_hint.values, strict=True))
    for index, value in hinted_values.items():
        domain = fixed_proto.variables[index].domain
        domain.clear()
        domain.extend([value, value])
    fixed.ClearHints()
    solver = cp_model.CpSolver()
    set_parameters(solver.parameters, opts, tuning, 5.0)
    solver.parameters.num_workers = 1
    if solver.Solve(fixed) not in FOUND:
        return False
    values = list(solver.ResponseProto().solution)
    sub.model.ClearHints()
    hinted = sub.model.Proto().solution_hint
    hinted.vars.extend(range(len(values)))
    hinted.values.extend(values)
    return True


def solve_round(
    enc: Encoding,
    choice: list[int],
    axis: str,
    limit: float,
    opts: SolveOptions,
    tuning: Tuning,
    work: float | None = None,
    kept: list[list[int]] | None = None,
    timing: dict | None = None,
    watch: Watch | None = None,
) -> list[int] | None:
    """The best plan found that moves only `axis` (None when the round finds nothing);
    `work`: a cap in CP-SAT's deterministic time (a plateaued round stops early); `kept`:
    the candidates each node may take instead of the axis round's; `timing`: filled with
    where the round's time went; `watch`: stops the round once the plan is proven optimal."""
    began, axis_round = now(), kept is None
    try:
        with pricing_within(enc.problem, None if opts.deterministic else limit):
            sub, kept = restricted_encoding(enc, choice, axis, opts, tuning, kept)
    except OutOfTime:  # pricing the round's cells ran into its limit (what it priced is kept)
        return _unsolved(timing, now() - began, limit, "OUT_OF_TIME_PRICING")
    encoded = now()
    left = limit if opts.deterministic else limit - (encoded - began)  # encoding counts too
    if left <= 0:
        return _unsolved(timing, encoded - began, limit, "OUT_OF_TIME_ENCODING")
    solver = cp_model.CpSolver()
    set_round_parameters(solver.parameters, opts, tuning, left)
    if work is not None and not opts.deterministic:
        solver.parameters.max_deterministic_time = work
    if axis_round and one_worker(sub, tuning):
        solver.parameters.num_workers = tuning.axis_round_workers
        solver.parameters.interleave_search = False
    patience = round_patience(solver, opts, tuning, axis_round)
    status = (
        run_watched(solver, sub.model, watch)
        if patience is None
        else patience.run(sub.model, watch)
    )
    if timing is not None:
        if patience is not None:
            last = patience.last_s
            timing.update(last_s=None if last is None else round(last, 2), stalled=patience.stopped)
        timing.update(
            encode_s=round(encoded - began, 2),
            solve_s=round(now() - encoded, 2),
            limit_s=round(limit, 2),
            det=round(solver.ResponseProto().deterministic_time, 2),
            workers=solver.parameters.num_workers,
            status=solver.StatusName(status),
            variables=len(sub.model.Proto().variables),
            constraints=len(sub.model.Proto().constraints),
        )
    if status not in FOUND:
        return None
    values = solver.ResponseProto().solution
    return [
        kept[n][next(c for c, lit in enumerate(lits) if values[lit.Index()])]
        for n, lits in enumerate(sub.x)
    ]


def _unsolved(timing: dict | None, encode_s: float, limit: float, status: str) -> None:
    """A round that ran out of its limit before its search: `timing` says why; None."""
    if timing is not None:
        timing.update(encode_s=round(encode_s, 2), limit_s=round(limit, 2), status=status)


def round_patience(
    solver: cp_model.CpSolver, opts: SolveOptions, tuning: Tuning, axis_round: bool
) -> Patience | None:
    """A `Patience` stopping an axis round once its plans stop improving
    (`Tuning.round_patience`; None when off or in deterministic mode, whose rounds must not
    depend on the wall clock). A factor round's only records when its last plan came: their
    plans come late, and stopping them early lost their best (docs/cpsat.md, "Rounds that stop
    when they stall")."""
    if tuning.round_patience is None or opts.deterministic:
        return None
    ratio = tuning.round_patience if axis_round else None
    return Patience(solver, ratio, tuning.round_patience_floor)


def one_worker(sub: Encoding, tuning: Tuning) -> bool:
    """An axis round small enough for `Tuning.axis_round_workers` (at most
    `axis_round_max_variables` encoded variables): the sequential search proves small rounds
    optimal, larger ones need the portfolio."""
    if tuning.axis_round_workers is None:
        return False
    return len(sub.model.Proto().variables) <= tuning.axis_round_max_variables


def pricing_within(problem, seconds: float | None):
    """A context in which pricing lazy cells stops after `seconds` as well as at the solve's
    deadline (`Pricer.limited`; None: no other limit): a round whose cells take longer to price
    than its limit (a factor round on 64 devices priced for 62 s and found nothing) leaves the
    time to what follows."""
    pricer = next((u.matrix.pricer for u in problem.uses if isinstance(u.matrix, LazyTable)), None)
    return nullcontext() if pricer is None or seconds is None else pricer.limited(seconds)


@dataclass
class _Descent:
    """The state of `axis_descent`: the best plan, which axes are stale or settled."""

    enc: Encoding
    axes: list[str]
    best: list[int]
    best_value: int
    moves: int
    stale: int = 0
    settled: set[str] = field(default_factory=set)
    k: int = 0
    factor_tried: bool = False
    slow_gain: float = 0.0
    """A cycle of axis rounds (as many rounds as axes) that lowers the plan by less than this
    share is followed by a factor round before the axis rounds stall (0: only once they
    stall; `Tuning.factor_below_gain`). The factor round is not counted, so the axes keep
    their turn."""
    cycle_start: int = 0
    """The plan's value when the current cycle of axis rounds began."""
    cycle_rounds: int = 0

    def next_round(self) -> tuple[str, list[list[int]] | None] | None:
        """(round name, kept candidates of a factor round or None); None: the descent is over."""
        if self.slow_cycle():
            self.factor_tried = True
            return "factors", factor_candidates(self.enc, self.best, self.moves)
        stalled = self.stale >= len(self.axes) or self.settled >= set(self.axes)
        if stalled and self.factor_tried:
            return None
        self.k += (
            1  # rounds are counted, factor rounds too (deterministic mode runs a fixed number)
        )
        if stalled:
            self.factor_tried = True
            return "factors", factor_candidates(self.enc, self.best, self.moves)
        while self.axes[(self.k - 1) % len(self.axes)] in self.settled:
            self.k += 1
        return self.axes[(self.k - 1) % len(self.axes)], None

    def slow_cycle(self) -> bool:
        """True when a full cycle of axis rounds has just ended, gained less than `slow_gain`
        of its start's value, and no factor round was tried on this plan; a full cycle starts
        the next one whatever the answer."""
        if not self.slow_gain or self.cycle_rounds < len(self.axes):
            return False
        gain = (self.cycle_start - self.best_value) / max(self.cycle_start, 1)
        self.cycle_start, self.cycle_rounds = self.best_value, 0
        return gain < self.slow_gain and not self.factor_tried

    def record(self, axis: str, kept, found, value, status: str | None) -> None:
        """Keep an improving plan; an axis whose round was proven OPTIMAL on the current plan
        is settled (the same model again), and so is every axis a proven factor round covers.
        `status`: the round's (`REGIONS` for a pass of region rounds)."""
        proven = status == "OPTIMAL"
        if value is not None and value < self.best_value:
            self.best, self.best_value, self.stale = found, value, 0
            self.settled = {axis} if proven and kept is None else set()
            # an axis round moved, or a region pass did (the regions it ran before its last
            # move saw another plan): the factor neighbourhood is new again
            if kept is None or status == "REGIONS":
                self.factor_tried = self.moves <= 0
        elif kept is None:
            self.stale += 1
            self.settled |= {axis} if proven else set()
        self.cycle_rounds += kept is None
        if kept is not None and proven:
            self.settled |= covered_axes(self.enc, self.best, self.axes, kept)


def axis_descent(
    enc: Encoding,
    start: list[int],
    budget: float,
    opts: SolveOptions,
    tuning: Tuning,
    price,
    timings: list | None = None,
    watch: Watch | None = None,
    stalled: bool = False,
    seen: set | None = None,
    axes: list[str] | None = None,
) -> tuple[list[int], list]:
    """Cycle axis rounds over the mesh axes while they improve `price(choice)`; when they stall,
    one factor round (again only after an axis round has moved the plan since); (best, log).
    `timings`: one dict per round appended; `watch`: ends the descent once the plan is proven;
    `stalled`: `start` is where an earlier descent's axis rounds stalled, so the factor round
    comes first (its axis rounds would only prove that again); `seen`: the plans earlier
    descents passed through (this one's are added): reaching one ends the descent, whose
    rounds (proven optimal) would retrace that path; `axes`: the order of the axis rounds
    (default `descent_axes`; `axis_orders` for others)."""
    axes = axes or descent_axes(enc)
    first = price(start)
    state = _Descent(enc, axes, list(start), first, tuning.factor_moves,
                     slow_gain=tuning.factor_below_gain, cycle_start=first)  # fmt: skip
    state.factor_tried = state.moves <= 0
    if stalled:
        state.stale, state.settled = len(axes), set(axes)
    log = [("start", state.best_value)]
    clock = Deadline.after(budget, opts.deterministic)
    rounds = 3 * len(axes)  # deterministic mode: a fixed schedule, no wall clock
    cap = rounds if opts.deterministic else None
    _announce(enc, state.best_value, watch)
    mine: set = set()
    if seen is not None and joined(seen, mine, start):
        return state.best, log
    while axes and (cap is None or state.k < cap) and _time_left(opts, clock, len(log) > 1):
        step = None if watch is not None and watch.proven() else state.next_round()
        if step is None:
            break
        axis, kept = step
        limit = (
            budget / rounds if opts.deterministic else clock.share(1.0 if kept is not None else 0.5)
        )
        timing, searched, found, value = _one_round(
            enc, state.best, axis, kept, limit, opts, tuning, price, watch
        )
        if timings is not None:
            timings.append({**timing, "value": value, "end_s": round(clock.elapsed(), 2)})
        state.record(axis, searched, found, value, timing.get("status"))
        if value is not None and value <= state.best_value:
            _announce(enc, state.best_value, watch)
        log.append((axis, state.best_value))
        if seen is not None and joined(seen, mine, state.best):
            break
    if seen is not None:
        seen |= mine
    return state.best, log


def _time_left(opts: SolveOptions, clock: Deadline, began: bool) -> bool:
    """Another round may start: always in deterministic mode (a fixed schedule); else before
    the deadline and, once the descent has run a round (`began`), with `ROUND_MIN_S` left
    (its encoding alone would outlast less: it finds nothing and overruns)."""
    if opts.deterministic:
        return True
    return not clock.expired() and (not began or clock.left() >= ROUND_MIN_S)


def _one_round(
    enc: Encoding,
    best: list[int],
    axis: str,
    kept: list[list[int]] | None,
    limit: float,
    opts: SolveOptions,
    tuning: Tuning,
    price,
    watch: Watch | None,
) -> tuple[dict, list[list[int]] | None, list[int] | None, int | None]:
    """One round of the descent from `best`: an axis round (`kept` None) or a factor round
    (the widest that fits, `fitting_factor_round`); (timing, the factor round's kept
    candidates (`kept` when none fits; None for an axis round), plan found, its price)."""
    timing: dict = {"round": axis}
    fits = kept
    if kept is not None and regions_due(enc, kept, tuning, opts.deterministic):
        timing["round"] = "regions"
        found, value = region_pass(enc, best, kept, limit, opts, tuning, price, timing, watch)
        return timing, kept, found, value
    if kept is not None:
        fits = fitting_factor_round(
            enc, best, limit, tuning, timing, opts.deterministic, widest=kept
        )
        if fits is None:
            return timing, kept, None, None
    work = tuning.round_work
    if kept is not None and work is not None:  # a factor round: a larger model, a larger cap
        work = tuning.factor_work
    found = solve_round(enc, best, axis, limit, opts, tuning, work, fits, timing, watch)
    return timing, fits, found, price(found) if found is not None else None


def joined(seen: set, mine: set, plan: list[int]) -> bool:
    """`plan` is one an earlier descent passed through (in `seen`, not in this descent's own
    `mine`, to which it is added)."""
    key = tuple(plan)
    if key in mine:
        return False
    mine.add(key)
    return key in seen


def _announce(enc: Encoding, best: int, watch: Watch | None) -> None:
    """Tell the watch (which stops a search once the bound proves the plan) and the progress
    report the descent's best price."""
    if watch is not None:
        watch.set_best(best)
    if enc.report is not None and best < OVER_BUDGET:
        enc.report(best=best)


def factor_round_fits(
    enc: Encoding, choice: list[int], limit: float, tuning: Tuning, deterministic: bool
) -> bool:
    """A factor round from `choice` would run within `limit` (`fitting_factor_round`; never
    when factor rounds are off)."""
    return fitting_factor_round(enc, choice, limit, tuning, {}, deterministic) is not None


def fitting_factor_round(
    enc: Encoding,
    choice: list[int],
    limit: float,
    tuning: Tuning,
    timing: dict,
    deterministic: bool = False,
    widest: list[list[int]] | None = None,
) -> list[list[int]] | None:
    """The kept candidates of the widest factor round from `choice` that is not `too_large`
    for `limit`: `factor_moves` factors per node (`widest`, when already built), else fewer
    down to `factor_moves_min` (`timing["moves"]` says which); None (`timing` says TOO_LARGE,
    of the narrowest round) when none fits or factor rounds are off. A round that moves one
    factor of each node over every axis still makes joint moves of several axes, which axis
    rounds cannot."""
    for moves in range(tuning.factor_moves, max(tuning.factor_moves_min, 1) - 1, -1):
        for stale in ("status", "limit_s"):  # a wider round's verdict
            timing.pop(stale, None)
        kept = (
            widest
            if moves == tuning.factor_moves and widest is not None
            else factor_candidates(enc, choice, moves)
        )
        timing["moves"] = moves
        if not too_large(enc, kept, limit, tuning, timing, deterministic):
            return kept
    return None


def too_large(
    enc: Encoding,
    kept: list[list[int]],
    limit: float,
    tuning: Tuning,
    timing: dict,
    deterministic: bool = False,
) -> bool:
    """True (and `timing` says so) when pricing the round's unpriced cells (`cells_estimate`
    of its `kept_blocks`) and encoding it (`encode_per_variable`) would take more than
    `round_encode_share` of its limit; `timing` gets both predictions either way. A round
    whose setup eats its limit finds nothing and takes the time from what follows.
    Deterministic mode counts the encoding alone (a measured pricing speed would make its
    rounds depend on the machine)."""
    variables = predicted_variables(enc.problem, enc.rep, tuning, kept)
    pricing = 0.0
    if not deterministic:
        blocks = kept_blocks(enc.problem, kept)
        pricing = cells_estimate(blocks, blocks[0][0].pricer) if blocks else 0.0
    timing.update(predicted_variables=variables, predicted_pricing_s=round(pricing, 2))
    if pricing + variables * tuning.encode_per_variable <= tuning.round_encode_share * limit:
        return False
    timing.update(status="TOO_LARGE", limit_s=round(limit, 2))
    return True


def descent_axes(enc: Encoding) -> list[str]:
    """The mesh axes a descent cycles over, largest first (size-1 axes shard nothing)."""
    return [a.name for a in sorted(enc.problem.mesh.axes, key=lambda a: -a.size) if a.size > 1]


def axis_orders(axes: list[str], count: int) -> list[list[str]]:
    """Up to `count` orders of the axis rounds, `axes` first, each next one the farthest from
    those before (the most pairs of axes in the other relative order, at the least; ties in
    permutation order). Which axis moves first decides where a descent ends: on gpt-350m
    4x4x4 the six orders from one start ended 24.0-28.4 ms, so a race over starts gains from
    orders as unlike the first as possible, its reverse first (docs/cpsat.md, "Axis orders in
    the race")."""
    chosen = [list(axes)]
    if len(axes) > ORDERS_MAX_AXES:  # 7! orders to compare: the rotations and reverse only
        others = [axes[::-1]] + [axes[k:] + axes[:k] for k in range(1, len(axes))]
        return (chosen + [list(o) for o in others])[: max(1, count)]
    rest = [list(o) for o in permutations(axes) if list(o) != chosen[0]]
    while rest and len(chosen) < count:
        far = max(rest, key=lambda o: min(order_distance(o, c) for c in chosen))
        chosen.append(far)
        rest.remove(far)
    return chosen


ORDERS_MAX_AXES = 6
"""Meshes with more axes than this take `axis_orders` from the rotations and the reverse."""


def order_distance(a: list[str], b: list[str]) -> int:
    """Pairs of axes whose relative order `a` and `b` disagree on (Kendall's tau distance)."""
    where = {axis: k for k, axis in enumerate(b)}
    return sum(where[x] > where[y] for x, y in combinations(a, 2))


def covered_axes(
    enc: Encoding, choice: list[int], axes: list[str], searched: list[list[int]]
) -> set[str]:
    """The axes whose round on `choice` lies inside a neighbourhood `searched` that a round
    proved OPTIMAL with `choice`'s value (every node's axis-round candidates among its
    searched ones): such a round's optimum cannot be below it, so it cannot improve `choice`."""
    return {
        axis
        for axis in axes
        if all(
            set(k) <= set(f)
            for k, f in zip(round_candidates(enc, choice, axis), searched, strict=True)
        )
    }
