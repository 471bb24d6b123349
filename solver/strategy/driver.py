"""The strategy-selection driver: presolve, heuristic start, LNS with CP-SAT, exact finish.

`solve` is the recipe. A first feasible labelling straight from the instance (first.py) is
handed out before the presolve, so that an answer exists within seconds. Plain CP-SAT on whole contest instances finds poor solutions (its LP bound
stays near zero and its search never reaches the consistent labellings), so a share of the budget
first builds a strong start (sequential greedy, min-sum BP under memory prices, forest/star/ICM
moves). Small models then go to CP-SAT per connected component with the start as hint, which
proves them. Memory-bound models of moderate size get the priced forest search, and
restricted-domain CP-SAT when the whole model is too big for CP-SAT. Big models get the ball
search (clusters.py) and the priced walk (allocation.py). LNS on random neighbourhoods fills the
rest, and models small enough for whole-model CP-SAT end with it, which gives the bound. Every
phase's budget comes from one `Deadline`; the measurements behind the split are in
docs/iopddl.md ("Search", "Tuning").
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

import numpy as np
from shardsat.solver.solution import SolveStatus
from shardsat.solver.strategy.allocation import allocation_search
from shardsat.solver.strategy.bound import lagrangian_bound
from shardsat.solver.strategy.clusters import (
    capped_ball,
    dear_ball_search,
    forest_search,
    hub_ball_search,
    star_pass,
)
from shardsat.solver.strategy.deadline import OVERHEADS, Deadline
from shardsat.solver.strategy.domains import domain_search
from shardsat.solver.strategy.first import first_labelling
from shardsat.solver.strategy.heuristics import (
    State,
    clear_forbidden,
    forbidden_edges,
    forest_moves,
    icm,
    min_sum_bp,
    priced_forest_search,
    repair_memory,
    sequential_greedy,
)
from shardsat.solver.strategy.lagrange import lagrange_rounds
from shardsat.solver.strategy.presolve import (
    INF,
    Infeasible,
    Reduced,
    Work,
    postsolve,
    reduce,
    run_presolve,
)
from shardsat.solver.strategy.problem import StrategyProblem, StrategyResult, evaluate
from shardsat.solver.strategy.submodel import solve_sub
from shardsat.solver.strategy.tuning import DEFAULT, StrategyTuning
from shardsat.solver.strategy.unionfind import DisjointSets

Log = Callable[[str], None]
Emit = Callable[[list[int], int], None]
"""Receives each improved feasible labelling (original strategy indices) and its exact cost."""


FINISH = "postsolve and emit"
"""The `Overheads` kind of one incumbent hand-over (units: 1); the finish does about two."""


class Incumbent:
    """The best feasible labelling found so far, handed postsolved to `emit` when it improves
    (at most once per `every` seconds, but at once within `urgent` seconds of `end`; `flush`
    hands over the one held back), so that a run cut off at its time limit still leaves its
    best answer behind."""

    def __init__(
        self,
        w: Work,
        red: Reduced,
        emit: Emit | None,
        every: float = 1.0,
        end: Deadline | None = None,
        urgent: float = 0.0,
    ) -> None:
        self.w, self.red, self.emit, self.every = w, red, emit, every
        self.end, self.urgent = end, urgent
        self.cost: int | None = None
        self.pending: np.ndarray | None = None
        self.last = -np.inf

    def offer(self, state: State) -> None:
        if self.emit is None:
            return
        cost = state.cost()
        if cost >= INF or (self.cost is not None and cost >= self.cost) or not state.feasible():
            return
        self.cost, self.pending = cost, state.choice.copy()
        near = self.end is not None and self.end.left() <= self.urgent
        if near or Deadline.now() - self.last >= self.every:
            self.flush()

    def flush(self) -> None:
        if self.pending is None or self.emit is None:
            return
        choice, self.pending = self.pending, None
        t0 = Deadline.now()
        self.emit(postsolve(self.w, self.red, choice), int(self.cost))
        self.last = Deadline.now()
        OVERHEADS.record(FINISH, 1, self.last - t0)


@dataclass
class Search:
    """What every phase of one solve shares: the reduced model, the knobs, CP-SAT's workers,
    the random stream and the progress log."""

    red: Reduced
    tuning: StrategyTuning = DEFAULT
    workers: int = 1
    rng: np.random.Generator | None = None
    seed: int = 0
    log: Log | None = None
    incumbent: Incumbent | None = None

    def __post_init__(self) -> None:
        if self.rng is None:
            self.rng = np.random.default_rng(self.seed)

    def note(self, msg: str) -> None:
        if self.log:
            self.log(msg)

    def offer(self, state: State) -> None:
        """Hand `state` to the incumbent (kept when feasible and the cheapest so far)."""
        if self.incumbent is not None:
            self.incumbent.offer(state)

    def draw_seed(self) -> int:
        return int(self.rng.integers(1 << 30))

    def stream(self, tag: int) -> np.random.Generator:
        """A random stream of its own for an optional phase, so that whether the phase runs
        does not change the draws of the phases after it."""
        return np.random.default_rng((self.seed, tag))


def _nnz(red: Reduced) -> np.ndarray:
    return np.array([int(np.count_nonzero((m > 0) & (m < INF))) for m in red.mats], dtype=np.int64)


def components(red: Reduced) -> list[np.ndarray]:
    """Groups of nodes linked by edges or by a shared memory time point."""
    sets = DisjointSets(range(red.m))
    for a, b in red.edges:
        sets.union(a, b)
    mem = np.nonzero(red.pe > red.ps)[0]
    order = mem[np.argsort(red.ps[mem], kind="stable")]
    reach, last = -1, -1
    for i in order:
        if red.ps[i] < reach:
            sets.union(int(i), int(last))
        if red.pe[i] > reach:
            reach, last = int(red.pe[i]), int(i)
    roots = np.array([sets.find(i) for i in range(red.m)], dtype=np.int64)
    return [np.nonzero(roots == r)[0] for r in np.unique(roots)]


class Neighbourhoods:
    """Random neighbourhoods within a literal budget: BFS in the graph, or nodes live at a point."""

    def __init__(self, red: Reduced, rng: np.random.Generator, costly: float = 0.0) -> None:
        self.red, self.rng, self.costly = red, rng, costly
        self.nnz = _nnz(red)
        self.mem_nodes = np.nonzero(red.pe > red.ps)[0]

    def grow(self, seeds: list[int], k: int, budget: int) -> np.ndarray:
        red, rng = self.red, self.rng
        inside: set[int] = set()
        frontier = list(seeds)
        used = 0
        while frontier and len(inside) < k:
            j = rng.integers(len(frontier))
            frontier[j], frontier[-1] = frontier[-1], frontier[j]
            i = frontier.pop()
            if i in inside:
                continue
            extra = sum(int(self.nnz[e]) for e, o, _ in red.nbrs[i] if o in inside)
            if inside and used + extra > budget:
                continue
            inside.add(i)
            used += extra
            frontier.extend(o for _, o, _ in red.nbrs[i] if o not in inside)
        return np.array(sorted(inside), dtype=np.int64)

    def pick(self, state: State, k: int, budget: int) -> tuple[np.ndarray, bool]:
        """A neighbourhood, and whether the current solution still has forbidden pairs."""
        red, rng = self.red, self.rng
        bad = forbidden_edges(red, state.choice)
        if bad:  # feasibility first: grow around a forbidden pair
            a, b = red.edges[bad[int(rng.integers(len(bad)))]]
            return self.grow([int(a), int(b)], k, budget), True
        return self._pick_feasible(state, k, budget), False

    def costly_edge(self, state: State) -> tuple[int, int]:
        """An edge drawn by its current cost among the 200 dearest (the cost of big models sits
        on a few clusters that only move together)."""
        red, c = self.red, state.choice
        costs = np.array([red.mats[e][c[a], c[b]] for e, (a, b) in enumerate(red.edges)], float)
        costs = np.where(costs >= INF, 0.0, costs)
        top = np.argsort(costs)[-200:]
        w = costs[top]
        if w.sum() <= 0:
            return red.edges[int(self.rng.choice(top))]
        return red.edges[int(self.rng.choice(top, p=w / w.sum()))]

    def _pick_feasible(self, state: State, k: int, budget: int) -> np.ndarray:
        red, rng = self.red, self.rng
        if self.costly and len(red.edges) and rng.random() < self.costly:
            a, b = self.costly_edge(state)
            return self.grow([int(a), int(b)], k, budget)
        if len(self.mem_nodes) and rng.random() < 0.5:
            tight = np.argsort(red.cap - state.loads)[: max(1, len(red.cap) // 10)]
            p = int(rng.choice(tight))
            live = self.mem_nodes[(red.ps[self.mem_nodes] <= p) & (p < red.pe[self.mem_nodes])]
            if len(live):
                seeds = rng.choice(live, size=min(len(live), max(1, k // 3)), replace=False)
                return self.grow([int(s) for s in seeds], k, budget)
        return self.grow([int(rng.integers(red.m))], k, budget)


def _improves(res) -> bool:
    return res.values is not None and res.objective is not None and res.objective <= res.current


def _lns(
    search: Search,
    state: State,
    deadline: Deadline,
    costly: float = 0.0,
    until_clear: bool = False,
) -> dict:
    """CP-SAT on random neighbourhoods (around a forbidden pair while any is left, with the
    pairs softened); `until_clear` stops it as soon as no forbidden pair is left."""
    red, t = state.red, search.tuning
    hood = Neighbourhoods(red, search.rng, costly)
    k, steps, better = float(min(red.m, 40)), 0, 0
    while not deadline.expired(0.2):
        free, infeasible = hood.pick(state, min(int(k), t.lns_max_nodes), t.lns_literals)
        if until_clear and not infeasible:
            break
        soft = t.soft_penalty if infeasible else None
        res = solve_sub(
            red, free, state.choice, state.loads, deadline.cap(2.0), search.workers,
            search.draw_seed(), deadline=deadline, soft=soft,
        )  # fmt: skip
        steps += 1
        if _improves(res):
            if res.objective < res.current:
                better += 1
                search.note(f"lns step {steps}: {len(free)} nodes, -{res.current - res.objective}")
            state.set_many(free, res.values)
            search.offer(state)
        k = min(red.m, k * 1.1 + 1) if res.status == "OPTIMAL" else max(8.0, k * 0.7)
        if steps % 5 == 0:
            forest_moves(state, 3, deadline, search.rng)
    return {"lns_steps": steps, "lns_improvements": better, "lns_final_size": int(k)}


def _clearing_ball(search: Search, state: State, tried: set[bytes]) -> np.ndarray | None:
    """The radius-2 ball around the bigger end of a forbidden pair, not tried in its state."""
    red, t = state.red, search.tuning
    for e in forbidden_edges(red, state.choice):
        a, b = red.edges[e]
        hub = a if len(red.nbrs[a]) >= len(red.nbrs[b]) else b
        nodes = capped_ball(red, [int(hub)], 2, t.lns_max_nodes, t.ball_literals)
        key = nodes.tobytes() + state.choice[nodes].tobytes()
        if key not in tried:
            tried.add(key)
            return nodes
    return None


def _clear_by_balls(search: Search, state: State, deadline: Deadline) -> int:
    """Forbidden pairs left by the start, cleared by CP-SAT on the radius-2 ball around the
    pair's bigger end, forbidden pairs softened; returns the steps taken.

    Why: pairs left at hubs whose neighbours are split between two layouts move only with the
    hub, all its neighbours and theirs at once, which star moves and the soft LNS's small
    neighbourhoods never hold."""
    red = state.red
    steps = 0
    tried: set[bytes] = set()
    while not deadline.expired(0.2) and forbidden_edges(red, state.choice):
        nodes = _clearing_ball(search, state, tried)
        if nodes is None:
            break  # every ball tried in its current state: the soft LNS goes on
        res = solve_sub(
            red, nodes, state.choice, state.loads, deadline.cap(2 * search.tuning.ball_seconds),
            search.workers, search.draw_seed(), deadline=deadline, soft=search.tuning.soft_penalty,
        )  # fmt: skip
        steps += 1
        if _improves(res):
            state.set_many(nodes, res.values)
        left = len(forbidden_edges(red, state.choice))
        search.note(f"clearing ball {steps}: {len(nodes)} nodes, {res.status}, {left} pairs left")
    return steps


def _add_counts(totals: dict[str, int], found: dict, suffix: str = "") -> None:
    for k, v in found.items():
        totals[f"{k}{suffix}"] = totals.get(f"{k}{suffix}", 0) + v


def _cluster_search(
    search: Search, state: State, deadline: Deadline, stall: tuple | None = None
) -> dict:
    """Big models: CP-SAT balls around the dearest items (each radius of `ball_radii`), then
    exact forest moves grown around them, repeated while a pass improves (each pass re-solves
    only the balls whose nodes moved). With `stall` (see `dear_ball_search`) it ends as soon as
    a ball search's gain rate drops below it."""
    t = search.tuning
    memo: dict = {}
    totals = _stars_and_forests(search, state, deadline)
    while not deadline.expired(0.2):
        before = state.cost()
        for radius in t.ball_radii:
            found = dear_ball_search(
                state, deadline, search.workers, search.rng, radius, t, search.log, memo, stall
            )
            _add_counts(totals, found, f"_r{radius}")
            search.offer(state)
            if found.get("ball_stalled"):
                search.note(f"cluster search stalled: {state.cost()}")
                return totals
        _add_counts(totals, forest_search(state, deadline, search.rng, t))
        search.note(f"cluster pass: {state.cost()} {totals}")
        if state.cost() >= before:
            break
    return totals


def _stars_and_forests(search: Search, state: State, deadline: Deadline) -> dict[str, int]:
    """The cheap whole-cluster moves before the first ball: star moves on the hubs, then exact
    forests around the dearest items for at most `forest_first_share` of the time.

    Why: on models whose cost sits in long chains and hub stars (Gemma-like graphs) the
    radius-2 balls are locally optimal from the start and each costs seconds, while one forest
    move re-chooses a whole chain in a fraction of that (docs/iopddl.md, "Search")."""
    t = search.tuning
    totals: dict[str, int] = {}
    _add_counts(totals, star_pass(state, deadline, t.star_min_degree))
    _add_counts(totals, forest_search(state, deadline.share(t.forest_first_share), search.rng, t))
    search.offer(state)
    search.note(f"stars and forests: {state.cost()} {totals}")
    return totals


def _allocation(search: Search, state: State, deadline: Deadline) -> tuple[State, dict]:
    """Big models: the memory trade no ball sees, by Lagrangian prices on the time points
    (allocation.py): priced radius-2 ball rounds with the limits lifted, then the hard ball
    search on the cheapest labelling that fit; with `hub_balls` one pass of whole hub balls
    first."""
    t = search.tuning
    memo: dict = {}
    hub: dict = {}
    if t.hub_balls:
        hub = hub_ball_search(
            state, deadline.share(t.hub_share), search.workers, search.rng, t, log=search.log
        )
        search.offer(state)
        search.note(f"hub balls: {state.cost()} {hub}")

    def relaxed(s: State, until: Deadline, fresh: bool) -> int:
        if fresh:
            memo.clear()
        return dear_ball_search(s, until, search.workers, search.rng, 2, t, memo=memo)["ball_steps"]

    def hard(s: State, until: Deadline) -> None:
        quiet = Search(s.red, t, search.workers, search.rng, search.seed, None, search.incumbent)
        _cluster_search(quiet, s, until)

    before = state.cost()
    best, trace = allocation_search(
        state, deadline, search.rng, relaxed, hard, t, search.workers, search.log, search.offer
    )
    stats = {"allocation_gain": before - best.cost(), "allocation_rounds": len(trace), **hub}
    return best, stats


def _full(search: Search, state: State, deadline: Deadline) -> tuple[int | None, bool]:
    """CP-SAT per component with the current choice as hint; returns (bound, all proved).

    Bound None with proved True means a component has no solution: the instance is infeasible.
    """
    red = state.red
    comps = components(red)
    nnz = _nnz(red)
    sizes = [1 + sum(int(nnz[e]) for i in c for e, o, r in red.nbrs[i] if r) for c in comps]
    total_size = sum(sizes)
    bound, proved = 0, True
    for comp, size in sorted(zip(comps, sizes, strict=True), key=lambda t: t[1]):
        if deadline.expired(0.1):
            return None, False
        res = solve_sub(
            red, comp, state.choice, state.loads, deadline.left() * size / total_size + 0.05,
            search.workers, search.seed, deadline=deadline,
        )  # fmt: skip
        total_size -= size
        if res.status == "INFEASIBLE":
            return None, True
        if _improves(res):
            state.set_many(comp, res.values)
            search.offer(state)
        if res.bound is None:
            return None, False
        # the component's residual costs are all >= 0, so its sub-bound adds to the constant
        bound += max(0, res.bound)
        proved &= res.status == "OPTIMAL"
        search.note(
            f"component of {len(comp)} nodes: {res.status} {res.objective} bound {res.bound}"
        )
    return red.const + bound, proved


def _overload(state: State) -> int:
    return max(0, int((state.loads - state.red.cap).max(initial=0)))


def _bp_with_prices(search: Search, soft: Deadline) -> State | None:
    """Min-sum BP under Lagrangian memory prices; every decoded labelling is repaired and polished.

    Prices rise on overloaded time points (by a step that grows while the decode stays infeasible)
    and decay once it fits, so the search brackets the cheapest price that the repair can finish;
    the best repaired labelling wins (over-pricing costs more than a small repair).
    """
    red, rng = search.red, search.rng
    lam = np.zeros(len(red.cap), dtype=np.float64)
    price, best = 0.0, None
    state = State(red, min_sum_bp(red, 60, soft))
    for rnd in range(40):
        over = state.loads - red.cap
        cand = State(red, state.choice)
        if repair_memory(cand, soft):
            icm(cand, soft, rng, max_sweeps=3)
            if best is None or cand.cost() < best.cost():
                best = cand
        search.note(
            f"bp round {rnd}: {state.cost()}, overload {_overload(state)}, repaired "
            f"{cand.cost() if cand.feasible() else None}, best {best.cost() if best else None}"
        )
        if soft.expired():
            break
        # random step sizes keep the prices from cycling between the same few labellings
        if np.any(over > 0):
            price = price * 1.5 if price else max(1.0, state.cost() / max(1, int(over.max())) / 20)
            lam[over > 0] += price * rng.uniform(0.5, 1.5)
        else:
            lam *= rng.uniform(0.4, 0.8)
            price = price * 0.5
        acc = np.concatenate([[0.0], np.cumsum(lam)])
        extra = [red.var[i] * (acc[red.pe[i]] - acc[red.ps[i]]) for i in range(red.m)]
        state = State(red, min_sum_bp(red, 60, soft, extra))
    return best


def initial_solution(search: Search, deadline: Deadline, polish_forest: bool = True) -> State:
    """The better of sequential greedy and memory-priced BP, then forbidden-pair clearing and
    forest and single-node moves. BP is skipped on huge instances (one sweep costs seconds).
    `polish_forest` False skips the forest moves (big models: the ball search does better)."""
    red, rng, t = search.red, search.rng, search.tuning
    soft = deadline.share(t.start_share)
    budget = deadline.left()
    state = sequential_greedy(red, np.arange(red.m))
    search.offer(state)  # the first labelling on disk before any polish (when it is feasible)
    icm(state, deadline.sub(0.05 * budget), rng)
    search.note(f"sequential greedy + local search: {state.cost()}")
    search.offer(state)
    if sum(m.size for m in red.mats) < t.bp_max_entries:
        bp = _bp_with_prices(search, soft)
        if bp is not None and bp.cost() < state.cost():
            state = bp
    if forbidden_edges(red, state.choice):
        left = clear_forbidden(state, _later(soft, deadline.sub(0.1 * budget)), rng)
        search.note(f"forbidden pairs left after star/forest repair: {left}, cost {state.cost()}")
        search.offer(state)
    # big models: the Lagrangian rounds and the cluster search replace this polish (it gains
    # almost nothing there, docs/iopddl.md "Fourteenth round"), so it gets a small share only
    polish = deadline.sub(t.big_polish_share * budget)
    if polish_forest:
        polish = _later(soft, deadline.sub(0.05 * budget))
    icm(state, polish, rng)
    for r in range(20 if polish_forest else 0):
        forest_moves(state, 1, polish, rng, monotone=r % 2 == 0)
    icm(state, polish, rng)
    search.note(f"after forest + single-node moves: {state.cost()}")
    return state


def _later(a: Deadline, b: Deadline) -> Deadline:
    return a if a.at >= b.at else b


def _priced_phase(
    search: Search, state: State, end: tuple[Deadline, Deadline], patience: float, stats: dict
) -> State:
    """Priced forest search (models up to `priced_max_nodes` with memory points and no
    forbidden pair left) until `end[0]`; on models too big for whole-model CP-SAT the
    restricted-domain CP-SAT follows until `end[1]`, fed with the no-memory BP labels."""
    red, t = state.red, search.tuning
    if not (0 < red.m <= t.priced_max_nodes and len(red.cap)) or forbidden_edges(red, state.choice):
        return state
    state, steps = priced_forest_search(state, end[0], search.rng, patience=patience, tuning=t)
    stats.update(priced_steps=steps, priced_cost=state.cost())
    search.note(f"priced forest search: {steps} steps, {state.cost()}")
    if int(_nnz(red).sum()) > t.big_model_literals:
        labels = [min_sum_bp(red, 60, end[1])]  # the no-memory labels
        state, found = domain_search(
            state, end[1], search.workers, search.rng, labels, search.log, t
        )
        stats.update(found, domain_cost=state.cost())
    return state


def _big_model_phases(search: Search, state: State, lns_end: Deadline, stats: dict) -> State:
    """Big models: clear the start's forbidden pairs (clearing balls, then soft LNS), then the
    hard ball search for `hard_ball_share` of the time and the priced walk for the rest."""
    red, t = state.red, search.tuning
    if forbidden_edges(red, state.choice):
        clear_until = lns_end.share(t.clear_share)
        stats["clear_balls"] = _clear_by_balls(search, state, clear_until)
        found = _lns(search, state, clear_until, until_clear=True)
        stats.update({f"clear_{k}": v for k, v in found.items()})
    if forbidden_edges(red, state.choice):
        return state
    if t.lagrange:
        found = lagrange_rounds(
            state, lns_end.share(t.lagrange_share), search.stream(1), search.workers, t,
            search.log,
        )  # fmt: skip
        stats.update(found)
        search.offer(state)
    split = lns_end.share(t.hard_ball_share)
    stats.update(_cluster_search(search, state, split, stall=t.hard_stall))
    state, found = _allocation(search, state, lns_end)
    stats.update(found)
    return state


def _whole_model(search: Search, state: State, deadline: Deadline, bound: int):
    """The whole-model CP-SAT per component: (bound, status), or None when it proved that the
    memory limit cannot hold."""
    full_bound, proved = _full(search, state, deadline)
    if full_bound is None and proved:
        return None
    if full_bound is not None:
        bound = max(bound, full_bound)
    return bound, SolveStatus.OPTIMAL if proved else SolveStatus.FEASIBLE


def solve(
    problem: StrategyProblem,
    time_limit: float = 60.0,
    workers: int = 2,
    seed: int = 0,
    log: Log | None = None,
    tuning: StrategyTuning = DEFAULT,
    emit: Emit | None = None,
) -> StrategyResult:
    """Presolve, greedy + local search, CP-SAT (exact on small parts, LNS on large ones), postsolve.

    The returned cost is recomputed by `evaluate` on the original problem, so it is exact.
    `emit` receives every improved feasible labelling along the way (see `Incumbent`).
    """
    t0 = Deadline.now()
    OVERHEADS.reset()  # this solve's measurements only
    tuning = tuning.for_capacity(problem.usage_limit)  # the byte thresholds to this instance
    at = lambda share: Deadline(t0 + share * time_limit)  # noqa: E731
    # postsolve and the exact evaluation run after the search: keep a little time for them
    deadline = at(1.0 - reserve(tuning, problem, time_limit) / time_limit)
    first = first_labelling(problem, at(tuning.first_share)) if tuning.first_share > 0 else None
    if first is not None:
        if emit is not None:
            emit(*first)
        if log:
            log(f"first feasible labelling: {first[1]}")
    try:
        w = run_presolve(problem, tuning=tuning, deadline=at(tuning.presolve_share))
        red = reduce(w)
    except Infeasible as err:
        return _infeasible(t0, {"why": str(err)})
    # near the end every improvement is handed out at once (a watchdog may print it)
    urgent = tuning.bound_share * time_limit + 2.0
    incumbent = Incumbent(w, red, emit, end=deadline, urgent=urgent)
    incumbent.cost = None if first is None else first[1]  # later ones are handed out if cheaper
    search = Search(red, tuning, workers, np.random.default_rng(seed), seed, log, incumbent)
    stats: dict[str, Any] = {"presolve_seconds": round(Deadline.now() - t0, 2)}
    stats.update(nodes=red.m, edges=len(red.edges), points=len(red.cap), lower_bound=red.const)
    search.note(f"presolve: {red.m} nodes, {len(red.edges)} edges, {len(red.cap)} time points")
    big_model = red.m > tuning.priced_max_nodes
    literals = int(_nnz(red).sum())
    full_ok = red.m > 0 and literals <= tuning.big_model_literals
    bound_end = deadline  # models without the whole-model CP-SAT end with the diffusion bound
    if not full_ok and red.m > 0:
        deadline = Deadline(deadline.at - tuning.bound_share * time_limit)
    state = initial_solution(search, deadline, polish_forest=not big_model)
    search.offer(state)
    stats["greedy_cost"] = state.cost()
    if red.m > 0 and literals <= tuning.small_model_literals:  # small enough to prove at once
        found = _whole_model(search, state, deadline, red.const)
        if found is None or found[1] == SolveStatus.OPTIMAL:
            return _settle(problem, w, state, found, t0, stats)
    ends = (at(tuning.priced_share), deadline)
    state = _priced_phase(search, state, ends, tuning.priced_patience * time_limit, stats)
    search.offer(state)
    lns_end = at(tuning.lns_share_before_full) if full_ok else deadline
    if big_model:
        state = _big_model_phases(search, state, lns_end, stats)
        search.offer(state)
        OVERHEADS.returned(lns_end)
    if red.m > 0 and not lns_end.expired():
        stats.update(_lns(search, state, lns_end))
    limit = t0 + time_limit
    stats["late_s"] = round(max(0.0, OVERHEADS.late), 2)
    ends = finish_by(limit, deadline), finish_by(limit, bound_end)
    found = _final_bound(search, state, full_ok, ends[0], ends[1], stats)
    return _settle(problem, w, state, found, t0, stats)


def finish_by(limit: float, end: Deadline) -> Deadline:
    """The end of the final bound: `end` (the limit less the tuning's `reserve`), or earlier by
    what this run measured: twice an incumbent hand-over (the finish postsolves and evaluates
    once) plus the worst lateness of a phase so far (`Overheads`), counted back from `limit`
    (the monotonic instant of the time limit)."""
    need = 2.0 * OVERHEADS.predict(FINISH, 1) + max(0.0, OVERHEADS.late)
    return Deadline(min(end.at, limit - need))


def reserve(tuning: StrategyTuning, problem: StrategyProblem, time_limit: float) -> float:
    """Seconds kept after the search for postsolve and the exact evaluation: `reserve_max`
    plus `reserve_per_item` per node and edge, at most `reserve_share` of the limit."""
    items = problem.num_nodes + len(problem.edges)
    wanted = tuning.reserve_max + tuning.reserve_per_item * items
    return min(wanted, tuning.reserve_share * time_limit)


def _final_bound(search, state, full_ok, deadline, bound_end, stats):
    """(bound, status) at the search's end: the whole-model CP-SAT's where it runs (None: it
    proved the memory limit cannot hold), else the diffusion bound until `bound_end`."""
    red = state.red
    if full_ok:
        return _whole_model(search, state, deadline, red.const)
    if red.m == 0 or bound_end.expired(0.5):  # (its float copies alone take ~1 s on 30 K nodes)
        return red.const, SolveStatus.FEASIBLE
    bound = lagrangian_bound(red, bound_end)
    stats["lagrangian_bound"] = bound
    search.note(f"lagrangian bound: {bound} (presolve constant {red.const})")
    return bound, SolveStatus.FEASIBLE


def _infeasible(t0: float, stats: dict) -> StrategyResult:
    return StrategyResult((), None, None, SolveStatus.INFEASIBLE, Deadline.now() - t0, stats)


def _settle(problem, w: Work, state: State, found, t0: float, stats: dict) -> StrategyResult:
    """The result for `found` = (bound, status), or INFEASIBLE when `found` is None."""
    if found is None:
        stats["why"] = f"{problem.name}: cp-sat proved the memory limit cannot hold"
        return _infeasible(t0, stats)
    return _finish(problem, w, state, found[0], found[1], t0, stats)


def _finish(problem, w, state, bound, status, t0, stats) -> StrategyResult:
    choice = postsolve(w, state.red, state.choice)
    ev = evaluate(problem, choice)
    seconds = Deadline.now() - t0
    if ev.cost is None:  # would be a bug: reductions and moves keep feasibility
        stats["why"] = ev.violation
        return StrategyResult(tuple(choice), None, bound, SolveStatus.UNKNOWN, seconds, stats)
    if ev.cost <= bound:
        status, bound = SolveStatus.OPTIMAL, ev.cost
    stats["reduced_cost"] = state.cost()
    return StrategyResult(tuple(choice), ev.cost, bound, status, seconds, stats)


solve_strategy_problem = solve
"""`solve` under the name the rest of shardsat uses."""
