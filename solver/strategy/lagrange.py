"""Whole-model Lagrangian rounds: the memory limit as one price per byte, the priced model solved
whole after its exact presolve, the price bisected until the priced optimum fits.

Why: on Gemma-like models the best labellings lie in a different basin from every local move's
(docs/iopddl.md, "The large instances"); without memory rows the functional substitution and
degree-1/2 elimination collapse such a model to a few hundred nodes (D: 22,811 -> 112), which
CP-SAT solves nearly exactly in seconds, so the priced optimum is reachable whole; a collapsed
model still too big for CP-SAT gets BP and exact forest moves over all of it. The price is
per byte of a node live at every point (`per_byte / points` on each point): the limit binds on
most points of such models, and one scalar is bisected in few rounds.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

import numpy as np
from shardsat.solver.strategy.allocation import (
    forest_repair,
    fuse,
    price_extra,
    priced_model,
    priced_problem,
)
from shardsat.solver.strategy.deadline import Deadline
from shardsat.solver.strategy.heuristics import (
    State,
    forest_moves,
    icm,
    min_sum_bp,
    repair_memory,
)
from shardsat.solver.strategy.presolve import (
    Reduced,
    Work,
    postsolve,
    reduce,
    replay,
    replayable,
    run_presolve,
)
from shardsat.solver.strategy.submodel import Patience, edge_literals, solve_sub
from shardsat.solver.strategy.tuning import DEFAULT, StrategyTuning
from shardsat.solver.strategy.unionfind import DisjointSets


@dataclass(frozen=True)
class Solved:
    """One whole solve of a priced model: the labelling (reduced indices of `red`), its
    priced cost, and the collapsed model's size and status for the log."""

    choice: np.ndarray | None
    priced: int
    nodes: int
    status: str
    times: str = ""
    seconds: float = 0.0
    """The search time the round was given (with a stretched CP-SAT: as it ran)."""
    presolve: float = 0.0
    """Measured seconds of the round's presolve (replay and collapsed presolve)."""
    moved: bool | None = None
    """Whether CP-SAT returned a labelling cheaper than its start (None: it did not run)."""


def _hint(stages: list[tuple[Work, Reduced]], choice: np.ndarray) -> np.ndarray:
    """`choice` in the collapsed model's strategy indices through each (presolve, reduced)
    stage in turn (a removed strategy maps to 0)."""
    for w, r in stages:
        hint = np.zeros(r.m, dtype=np.int64)
        for i, v in enumerate(r.ids):
            k = int(np.searchsorted(w.orig[v], choice[v]))
            hint[i] = k if k < len(w.orig[v]) and w.orig[v][k] == choice[v] else 0
        choice = hint
    return choice


def _postsolve(stages: list[tuple[Work, Reduced]], choice: np.ndarray) -> np.ndarray:
    """A collapsed labelling back through the stages, last first."""
    for w, r in reversed(stages):
        choice = np.asarray(postsolve(w, r, choice), dtype=np.int64)
    return choice


class PricedPresolve:
    """The priced models' presolve with its price-independent part done once.

    The structural reductions (forbidden strategies, single-strategy folds, the functional
    substitution, degree-1/2 elimination) decide only on the graph, the domains and the
    forbidden entries, which a price per byte does not change: they are run once on the
    unpriced model and `replay`ed at each price, which only re-evaluates the tables. The
    cost-comparing dominance test and whatever it enables then run on the collapsed model
    (a few hundred nodes), so a round costs the CP-SAT time, not a 5-10 s presolve.
    """

    def __init__(self, red: Reduced, tuning: StrategyTuning = DEFAULT, deadline=None):
        self.red, self.tuning = red, tuning
        t0 = Deadline.now()
        self.base = Work(priced_problem(red), tuning)
        w = run_presolve(
            priced_problem(red), functional=True, tuning=tuning, deadline=deadline,
            structural=True, work=self.base.clone(),
        )  # fmt: skip
        self.trace = w.trace
        self.nodes = int(np.count_nonzero(w.alive))
        """Nodes the structural reductions leave (the collapsed model has at most as many)."""
        self.seconds = Deadline.now() - t0
        """Time of the structural presolve: the first estimate of a round's presolve."""

    def stages(self, lam: np.ndarray, deadline: Deadline | None = None) -> list:
        """[(structural work, its reduced model), (final work, collapsed model)] at `lam`; the
        collapsed model's total of a labelling is the priced model's total of its postsolve."""
        extra = price_extra(self.red, lam)
        if replayable(self.base, extra):
            w1 = replay(self.base, self.trace, extra)
        else:  # some allowed sum could reach INF at this price: presolve afresh
            pr = priced_model(self.red, lam)
            w1 = run_presolve(
                priced_problem(pr), functional=True, tuning=self.tuning, structural=True
            )  # fmt: skip
        r1 = reduce(w1)
        w2 = run_presolve(
            priced_problem(r1), functional=True, tuning=self.tuning, deadline=deadline
        )
        r2 = reduce(w2)
        r2.const += r1.const + self.red.const  # priced_problem leaves the constants out
        return [(w1, r1), (w2, r2)]


def solve_priced(
    pre: PricedPresolve,
    lam: np.ndarray,
    hints: list[np.ndarray],
    seconds: float,
    deadline: Deadline,
    rng: np.random.Generator,
    workers: int = 1,
    tuning: StrategyTuning = DEFAULT,
    size: Callable[[float, float], float] | None = None,
    stretch: float = 1.0,
    keep: Callable[[float], float] | None = None,
) -> Solved:
    """The priced model (memory-free) presolved with the functional substitution (`pre`),
    started from the cheapest of `hints` and of min-sum BP on the collapsed model (each
    polished by ICM and forest moves), solved whole by CP-SAT for `seconds`, and postsolved.
    With `size`, the search time is `size(time left after the presolve, the presolve's
    seconds)` instead: the round is sized by its measured presolve, not an estimate
    (CP-SAT's model build counts in its time). With `stretch` > 1 a CP-SAT that takes the
    whole search time and has not moved its start by then runs on (`probe_limits`), never
    into the last `keep(the presolve's seconds)` seconds before `deadline`.

    Connected components of the collapsed model too big for CP-SAT (> `big_model_literals`
    edge literals, `split_exact`) get BP and forest + ICM moves instead for `seconds` (status
    LOCAL), and CP-SAT the components that fit after them: without memory rows every
    forest move is an exact DP over thousands of nodes, and BP sees the whole model at once,
    which is what the price needs (docs/iopddl.md, "Twelfth round")."""
    t0 = Deadline.now()
    pr = priced_model(pre.red, lam)
    until = deadline.sub(tuning.lagrange_presolve)  # each reduction is exact: a cut one is bigger
    stages = pre.stages(lam, until)
    r = stages[-1][1]
    t1 = Deadline.now()
    if r.m == 0:
        out = _postsolve(stages, np.zeros(0, np.int64))
        return Solved(out, pr.total(out), 0, "EMPTY", presolve=t1 - t0)
    free = np.array([i for i in range(r.m) if len(r.cost[i]) <= tuning.global_domain], np.int64)
    exact, lits, local = split_exact(r, free, tuning.big_model_literals)
    # parts too big for CP-SAT get the search time; then CP-SAT takes the parts that fit, for
    # the search time when there are none too big, else for half of it (parts of at most
    # `small_model_literals` prove at once: `lagrange_polish`)
    if size is not None:
        seconds = size(deadline.left(), t1 - t0)
    budget = min(seconds, deadline.left())
    big = lits > tuning.small_model_literals
    cp_time = budget if not local else budget / 2 if big else tuning.lagrange_polish
    polish = deadline.sub(budget if local else tuning.lagrange_polish)
    hint = _polished_start(
        r, [_hint(stages, h) for h in hints], polish, rng, local, tuning, hard=deadline
    )
    t2 = Deadline.now()
    status = "LOCAL" if local else "EMPTY"
    moved = None
    if len(exact) and not deadline.expired(0.5):
        room = deadline.left() - (0.0 if keep is None else keep(t1 - t0))
        wall, patience = probe_limits(
            cp_time, workers, stretch, room, local, tuning.lagrange_probe_gain,
            tuning.lagrange_probe_quiet,
        )  # fmt: skip
        res = solve_sub(
            r, exact, hint, np.zeros(len(r.cap), np.int64),
            min(wall, deadline.left()), workers, int(rng.integers(1 << 30)),
            deadline=deadline.sub(wall), presolve=False, patience=patience,
        )  # fmt: skip
        moved = False
        if res.values is not None:
            trial = hint.copy()
            trial[exact] = res.values
            if r.total(trial) <= r.total(hint):
                moved = r.total(trial) < r.total(hint)
                hint = trial
        status = f"LOCAL+{res.status}" if local else res.status
    t3 = Deadline.now()
    out = _postsolve(stages, hint)
    times = f"presolve {t1 - t0:.1f}s polish {t2 - t1:.1f}s cp-sat {t3 - t2:.1f}s"
    if stretch > 1.0:  # the search time as spent, so that the fitting after it is measured
        budget += max(0.0, t3 - t2 - cp_time)
    return Solved(out, pr.total(out), r.m, status, times, budget, t1 - t0, moved)


def probe_limits(
    seconds: float, workers: int, stretch: float, room: float, local: bool = False,
    gain: float = 0.05, quiet: float = 0.0,
) -> tuple[float, Patience | None]:  # fmt: skip
    """(wall-clock limit, `Patience` or None) of a round's CP-SAT given `seconds`: with
    `stretch` > 1 (and CP-SAT on the whole model, not `local`) it runs past `seconds` while it
    has not gained `gain` on its start or has improved in the last `quiet` x `seconds`, until
    it has had `workers` x `seconds` of CPU time or for at most `stretch` x `seconds` within
    `room`; else `seconds` of the wall clock.

    Why: the memory-free round is the probe whose labelling decides the basin of every later
    round and whose gap/overload prices the next. A probe starved of CPU returns its start
    unchanged and prices the next round far too low, and one stopped at its first step into
    a basin does too; a probe that moved and settled stops at `seconds` as before
    (measurements: docs/iopddl.md, "Sixteenth round")."""
    if stretch <= 1.0 or local:
        return seconds, None
    wall = max(seconds, min(stretch * seconds, room))
    return wall, Patience(seconds, max(1, workers) * seconds, gain, quiet * seconds)


def split_exact(r: Reduced, free: np.ndarray, literals: int) -> tuple[np.ndarray, int, bool]:
    """The `free` nodes of the memory-free model `r` that CP-SAT takes: whole connected
    components, smallest first, while their edge literals add up to at most `literals`; their
    edge literals; and whether any component is left over (it gets BP and forest moves).

    Why: without memory rows the components are independent, so a part too big for CP-SAT
    (a model joined from several, or one with a heavy sub-graph) must not keep a small part
    from the exact solve that finds its basin (docs/iopddl.md, "Thirteenth round")."""
    sets = DisjointSets(range(r.m))
    for a, b in r.edges:
        sets.union(int(a), int(b))
    roots = np.array([sets.find(int(i)) for i in free], dtype=np.int64)
    groups = [free[roots == root] for root in np.unique(roots)]
    sized = sorted((edge_literals(r, g), i) for i, g in enumerate(groups))
    taken, total, rest = [], 0, False
    for lits, i in sized:
        if total + lits <= literals:
            taken.append(groups[i])
            total += lits
        else:
            rest = True
    exact = np.sort(np.concatenate(taken)) if taken else np.zeros(0, np.int64)
    return exact, total, rest


def _polished_start(
    r: Reduced,
    starts: list[np.ndarray],
    polish: Deadline,
    rng: np.random.Generator,
    local: bool,
    tuning: StrategyTuning = DEFAULT,
    hard: Deadline | None = None,
) -> np.ndarray:
    """The cheapest of `starts` and of min-sum BP (BP only within `bp_max_entries`, or on a
    `local` model for half the time), each polished by ICM, the cheapest then by forest moves
    until `polish` when `local`, else by one batch of them. `starts` are polished before BP
    runs; BP's minimum sweeps may run past `polish`, not past `hard`.

    Why starts first: the last round's labelling is far over the limit, so unpolished it is
    the dearest start at a price that fits, while its ICM polish (a few ms on a collapsed
    model) is usually the cheapest; when BP ran first under load it used up the polish time,
    and the feasible best's basin won unpolished (docs/iopddl.md, "Fifteenth round")."""
    polished = []
    for s in starts:
        st = State(r, s)
        icm(st, polish, rng, max_sweeps=10)
        polished.append(st)
    bp = None
    if local:
        bp = min_sum_bp(r, 100, polish.share(0.5), hard=hard)
    elif sum(m.size for m in r.mats) <= tuning.bp_max_entries:
        bp = min_sum_bp(r, 100, polish.sub(tuning.lagrange_polish / 2), hard=hard)
    if bp is not None:
        st = State(r, bp)
        icm(st, polish, rng, max_sweeps=10)
        polished.append(st)
    best = min(polished, key=State.cost)
    forest_moves(best, 100_000 if not local else 20, polish, rng)
    icm(best, polish, rng, max_sweeps=10)
    while local and not polish.expired():
        forest_moves(best, 20, polish, rng)
        icm(best, polish, rng, max_sweeps=3)
    return best.choice.copy()


def fit_seconds(search: float, tuning: StrategyTuning = DEFAULT) -> float:
    """The forest repair's time in a round whose search got `search` seconds: `repair_share`
    of it, within [`lagrange_min_seconds`, `repair_seconds`].

    Why: a fixed repair time suits long limits only; at short ones it eats the time of the
    rounds after it (docs/iopddl.md "Fourteenth round")."""
    return float(
        min(tuning.repair_seconds, max(tuning.lagrange_min_seconds, tuning.repair_share * search))
    )


def _make_fit(
    base: State,
    out: np.ndarray,
    deadline: Deadline,
    rng,
    tuning: StrategyTuning = DEFAULT,
    repair: float | None = None,
) -> State:
    """The cheapest feasible labelling among `out` itself, its greedy repair, its forest
    repair (when at most `tuning.repairable` over; for `repair` seconds, default
    `repair_seconds`) and its `fuse` into `base` (the feasible best), polished by ICM."""
    red = base.red
    cands = [fuse(base, out)]
    fixed = State(red, out)
    if fixed.feasible() or repair_memory(fixed, deadline.sub(2.0)):
        cands.append(fixed)
    over = int((State(red, out).loads - red.cap).max(initial=0))
    if 0 < over <= tuning.repairable:
        forested = State(red, out)
        until = deadline.sub(tuning.repair_seconds if repair is None else repair)
        if forest_repair(forested, until, rng):
            icm(forested, deadline.sub(2.0), rng)
            if forested.feasible():
                cands.append(forested)
    cand = min(cands, key=State.cost)
    icm(cand, deadline.sub(2.0), rng, max_sweeps=5)
    return cand


def _structural(red: Reduced, deadline: Deadline, tuning: StrategyTuning, log) -> PricedPresolve:
    """The rounds' `PricedPresolve`, logged with its size and time."""
    t0 = Deadline.now()
    pre = PricedPresolve(red, tuning, deadline.sub(tuning.lagrange_structural))
    if log:
        log(
            f"lagrange: structural presolve, {len(pre.trace)} reductions, {pre.nodes} nodes left, "
            f"{Deadline.now() - t0:.1f}s"
        )
    return pre


def lagrange_rounds(
    state: State,
    deadline: Deadline,
    rng: np.random.Generator,
    workers: int = 1,
    tuning: StrategyTuning = DEFAULT,
    log: Callable[[str], None] | None = None,
) -> dict:
    """Rounds of `solve_priced` at one price per byte, improving `state` (feasible) in place.

    Round 0 is memory-free; while no round has fitted, the next price is the largest of
    `lagrange_overshoot` times the larger of the gap to the best feasible cost C over the
    overload O ((C - priced cost) / O) and the price at which the best feasible labelling
    breaks even with the round's (`break_even`), and twice the last price; then the price is halved while the round fits and bisected (geometric
    mean) between the highest price that overloaded and the lowest that fitted. Each round's
    search time is its share of the time left (`round_seconds`). Every round's labelling is made to fit
    (`_make_fit`); the search stops after `lagrange_max_rounds`, or when the bracket is within
    `lagrange_bracket`. No round runs when the structural presolve leaves more than
    `priced_max_nodes` nodes (the priced model does not collapse). Returns counts for the stats.
    """
    red = state.red
    points = len(red.cap)
    lo, hi, per_byte = 0.0, None, 0.0
    fitted: int | None = None  # the true cost of the last round that fitted by itself
    hints = [state.choice.copy()]
    counts = {"lagrange_rounds": 0, "lagrange_gain": 0, "lagrange_nodes": 0}
    pre = _structural(red, deadline, tuning, log)
    if pre.nodes > tuning.priced_max_nodes:
        return counts  # it does not collapse: a round would be the ball search over again
    # a round's presolve (measured inside each round; first guessed as half the structural
    # presolve's) and its fitting (measured after each round)
    presolve, fitting = pre.seconds / 2, 0.0
    while can_start(deadline.left(), presolve + fitting, counts["lagrange_rounds"] == 0, tuning):
        lam = np.full(points, per_byte / max(points, 1))
        t0 = Deadline.now()
        rounds_left = tuning.lagrange_max_rounds - counts["lagrange_rounds"]
        first = counts["lagrange_rounds"] == 0

        def size(left: float, took: float, rounds=rounds_left, first=first, fit=fitting) -> float:
            return round_seconds(left, rounds, took + fit, tuning, first)

        # a starved memory-free probe runs on (`probe_limits`), never into the time one more
        # round needs (`probe_room`)
        stretch = tuning.lagrange_probe_stretch if first else 1.0

        def keep(took: float, fit=fitting) -> float:
            return probe_room(took, fit, tuning)

        res = solve_priced(
            pre, lam, hints, 0.0, deadline, rng, workers, tuning, size, stretch, keep
        )  # fmt: skip
        seconds = res.seconds
        presolve = res.presolve
        counts["lagrange_rounds"] += 1
        counts["lagrange_nodes"] = res.nodes
        if res.choice is None:
            break
        out = State(red, res.choice)
        over = int((out.loads - red.cap).max(initial=0))
        before = state.cost()
        # the memory-free round is the relaxation's probe: its labelling is far over the
        # limit, and it serves as the next round's hint rather than as a candidate
        cand = (
            state
            if per_byte == 0 and over > 0
            else _make_fit(state, res.choice, deadline, rng, tuning, fit_seconds(seconds, tuning))
        )
        if cand.feasible() and cand.cost() < before:
            state.set_many(np.arange(red.m), cand.choice)
            counts["lagrange_gain"] += before - cand.cost()
        hints = [res.choice, state.choice.copy()]
        took = Deadline.now() - t0
        fitting = max(0.0, took - seconds - presolve)
        if log:
            log(
                f"lagrange round {counts['lagrange_rounds']}: per byte {per_byte:.4g}, "
                f"{res.nodes} nodes {res.status}{_moved(res.moved)}, cost {out.cost()} over {over}, "
                f"fitted {cand.cost()}, best {state.cost()} ({res.times}, {took:.1f}s of "
                f"{seconds:.1f}s search)"
            )
        if over == 0 and (per_byte == 0 or stalled(fitted, out.cost(), tuning.lagrange_stall)):
            # the memory-free optimum fits (nothing to price), or a lower price gave the same
            # labelling (the rounds have nothing left)
            break
        fitted = out.cost() if over == 0 else fitted
        even = break_even(state, out)
        gap = max(state.cost() - res.priced, 1)
        lo, hi, per_byte = _next_price(lo, hi, per_byte, over, gap, even, tuning.lagrange_overshoot)
        bracketed = hi is not None and lo > 0 and hi / lo < tuning.lagrange_bracket
        if bracketed or counts["lagrange_rounds"] >= tuning.lagrange_max_rounds:
            break
    return counts


def probe_room(presolve: float, fitting: float, tuning: StrategyTuning = DEFAULT) -> float:
    """Seconds a stretched memory-free round leaves before the rounds' deadline: what
    `can_start` asks of the next round (its presolve as this one's, `presolve`, its fitting at
    least one polish), and one polish more for this round's own postsolve and fitting.

    Why: the probe only pays off through a round after it: a good probe with no round left
    ends worse than a starved one followed by a round (docs/iopddl.md, "Sixteenth round")."""
    overhead = presolve + max(fitting, tuning.lagrange_polish)
    need = max(tuning.lagrange_min_round, overhead + tuning.lagrange_min_seconds)
    return need + tuning.lagrange_polish


def _moved(moved: bool | None) -> str:
    return "" if moved is None else " (moved its start)" if moved else " (kept its start)"


def can_start(left: float, overhead: float, first: bool, tuning: StrategyTuning = DEFAULT) -> bool:
    """Whether a round may start with `left` seconds of the rounds' time: at least
    `lagrange_min_round`, and its `overhead` (presolve and fitting) plus
    `lagrange_min_seconds` of search — twice that for the `first` round.

    Why: the first round is memory-free, a probe whose labelling is far over the limit and
    only prices and hints the next one; alone it cannot gain, and its time is better spent on
    the cluster search (docs/iopddl.md "Fourteenth round")."""
    need = overhead + tuning.lagrange_min_seconds
    return left >= max(tuning.lagrange_min_round, 2 * need if first else need)


def stalled(previous: int | None, current: int, tolerance: float) -> bool:
    """Whether a round that fits by itself moved the true cost less than `tolerance`
    (relative) from the previous round that fitted (`previous`; None: none did yet).

    Why: once a price fits, the bisection lowers it; on models whose collapsed search is
    local every lower price then gives the same labelling, and the rounds' time is better
    spent on the cluster search (docs/iopddl.md, "Fourteenth round")."""
    if previous is None:
        return False
    return abs(current - previous) <= tolerance * max(abs(previous), 1)


def round_seconds(
    left: float,
    rounds_left: int,
    overhead: float,
    tuning: StrategyTuning = DEFAULT,
    first: bool = False,
) -> float:
    """Search seconds of the next round: half the time `left` for the `first` (memory-free)
    round, else an equal share among the rounds still to run — the `rounds_left` allowed, or
    fewer when `left` holds fewer rounds of `overhead` (a round's measured presolve and
    fitting) plus `lagrange_min_seconds` — less `overhead`, within
    [`lagrange_min_seconds`, `lagrange_seconds`].

    Why: the price needs several rounds to be bracketed, and a fixed per-round time spends a
    short limit on two of them (the second still far under the price that fits); the
    memory-free round finds the basin and hints every later round, so it gets the most. A
    share among rounds that cannot run starves the ones that can (docs/iopddl.md,
    "Fourteenth round")."""
    fit = max(1, int(left // max(overhead + tuning.lagrange_min_seconds, 1e-9)))
    share = (left / 2 if first else left / max(1, min(rounds_left, fit))) - overhead
    return float(min(tuning.lagrange_seconds, max(tuning.lagrange_min_seconds, share)))


def break_even(best: State, out: State) -> float:
    """The price per byte (of a node live at every point) at which the feasible `best` and the
    overloaded `out` have the same priced cost: their cost difference over the difference of
    their time-averaged loads (0 when `out` is not cheaper or not heavier on average).

    Why: a uniform price charges a node by its bytes times the share of points it is live on,
    so what a price buys is the average load, not the peak; the peak overload (on which
    `gap / over` rests) overstates how many bytes a price must move wherever the tight nodes
    are short-lived, and the bisection then starts far below the price that fits."""
    saved = best.cost() - out.cost()
    heavier = float(out.loads.mean() - best.loads.mean()) if len(out.loads) else 0.0
    return saved / heavier if saved > 0 and heavier > 0 else 0.0


def _next_price(
    lo: float,
    hi: float | None,
    per_byte: float,
    over: int,
    gap: int,
    even: float = 0.0,
    overshoot: float = 1.0,
) -> tuple[float, float | None, float]:
    """(lo, hi, next price) after a round at `per_byte` that left `over` bytes over the limit:
    an overloaded round raises the lower end, a fitting one lowers the upper end; without an
    upper end yet the price jumps to the largest of `overshoot` times the larger of gap / over
    (`gap` being the best feasible cost minus the round's priced cost) and the break-even price
    `even`, and twice the lower end; else the bracket is bisected.

    Why the overshoot: both estimates come from one labelling of the round before, and a
    short or loaded round's labelling is further over the limit than its price's optimum,
    which makes them low; a price too low costs a whole round that does not fit, one too high
    costs little (the priced optimum then fits with a few bytes to spare), and the bisection
    comes down from it (docs/iopddl.md, "Fifteenth round")."""
    if over > 0:
        lo = per_byte
        if hi is None:
            return lo, hi, max(overshoot * max(gap / over, even), 2 * lo)
    else:
        hi = per_byte
    return lo, hi, float(np.sqrt(lo * hi)) if lo > 0 else hi / 2
