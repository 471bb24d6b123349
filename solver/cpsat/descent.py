"""Primal heuristic: axis-by-axis descent, the large moves local search cannot make.

Going from data parallelism to data + tensor parallelism means moving one mesh axis on hundreds
of ops at once: every intermediate plan reshards, so neither greedy propagation nor CP-SAT's
neighbourhood search gets there from the greedy plan. Here each round keeps every node's axes on
all mesh axes but one, frees that axis everywhere (a node keeps only candidates that agree with
its current choice off that axis), and solves that much smaller model with CP-SAT (XLA's
auto-sharder solves N-D meshes one axis at a time for the same reason). Each round encodes its
own small problem (not a clone of the full model with literals fixed: 7x more search per second)
and stops at half the time left or a cap in deterministic time, so that a plateaued round does
not eat the budget and a loaded machine changes the plan less. Rounds cycle over the axes until a
full cycle brings nothing; the result warm-starts and bounds the full model.

Factor rounds (`factor_candidates`, issue 6's third round) free both axes on every node at once,
but let each node change the axes of at most `factor_moves` of its factors: the swap of two
factors' axes or the move of a factor's axes to another factor, which an axis round cannot make
(it keeps the other axis in place) and a window cannot reach (it frees few nodes). After the axis
rounds stall, one such round takes the L=2 GPT step from 2.153 to 2.121 ms (docs/cpsat.md).

Window rounds (`window_descent`, off by default) free every axis on one neighbourhood of nodes
instead; on the GPT step they found nothing the axis rounds had not (docs/cpsat.md, issue 6).

Issue 6's fourth round: an axis whose round was proven OPTIMAL on the current plan is settled
(not re-run; all settled = stalled), tied copies share their kept candidates (`per_class`),
each round reports where its time went (`solve_round`'s `timing`), and a `Watch` ends the
descent as soon as the bound thread proves the best plan optimal.
"""

from __future__ import annotations

import time

from ortools.sat.python import cp_model
from shardsat.solver.cpsat.encoding import Encoding


class Watch:
    """A proof arriving from another thread: the bound thread's lower bound, the best plan
    value the search knows, and the CP-SAT solve running now. Once the bound reaches the plan,
    the plan is optimal: the running solve is stopped and no round or final solve follows
    (`make demo`: the bound thread proves gpt-350m's plan at 7.5 s, the factor round then ran
    to 14 s and the call took 17 s)."""

    def __init__(self) -> None:
        import threading

        self.bound: int | None = None
        self.best: int | None = None
        self.solver: cp_model.CpSolver | None = None
        self.lock = threading.Lock()

    def proven(self) -> bool:
        return self.bound is not None and self.best is not None and self.bound >= self.best

    def on_bound(self, bound: int) -> None:
        """A new bound (called from the bound thread)."""
        with self.lock:
            self.bound = bound if self.bound is None else max(self.bound, bound)
            self._stop_if_proven()

    def set_best(self, value: int) -> None:
        with self.lock:
            self.best = value if self.best is None else min(self.best, value)
            self._stop_if_proven()

    def run(self, solver: cp_model.CpSolver, model: cp_model.CpModel) -> int:
        """`solver.Solve(model)`, stopped as soon as the plan is proven optimal."""
        with self.lock:
            self.solver = solver
        try:
            return solver.Solve(model)
        finally:
            with self.lock:
                self.solver = None

    def _stop_if_proven(self) -> None:
        if self.solver is not None and self.proven():
            self.solver.StopSearch()


def run_watched(solver: cp_model.CpSolver, model: cp_model.CpModel, watch: Watch | None) -> int:
    return solver.Solve(model) if watch is None else watch.run(solver, model)


def off_axis(cand, axis: str) -> tuple:
    """A candidate's factor axes without the refs of `axis` (what a round keeps fixed)."""
    return tuple(tuple(a for a in refs if a.name != axis) for refs in cand)


def round_candidates(enc: Encoding, choice: list[int], axis: str) -> list[list[int]]:
    """Per node, the candidates that agree with its current choice off `axis`."""

    def agree(node, now: int) -> list[int]:
        keep = off_axis(node.candidates[now], axis)
        return [c for c, cand in enumerate(node.candidates) if off_axis(cand, axis) == keep]

    return per_class(enc, choice, agree)


def per_class(enc: Encoding, choice: list[int], keep) -> list[list[int]]:
    """`keep(node, choice)` per distinct node, shared by its tied copies (same candidates and
    same choice in every plan of the model): at L=24 round_candidates over all 14,470 nodes
    took 1.3 s per round, over the 1,027 distinct ones 0.1 s."""
    kept: list[list[int]] = []
    for n, node in enumerate(enc.problem.nodes):
        r = enc.rep[n]
        kept.append(kept[r] if r < n else keep(node, choice[n]))
    return kept


def factor_candidates(enc: Encoding, choice: list[int], moves: int) -> list[list[int]]:
    """Per node, the candidates whose axes differ from its current choice on at most `moves`
    factors (every axis free, but only a few factors of each node move)."""

    def near(node, now: int) -> list[int]:
        axes = node.candidates[now]
        return [
            c
            for c, cand in enumerate(node.candidates)
            if sum(a != b for a, b in zip(cand, axes, strict=True)) <= moves
        ]

    return per_class(enc, choice, near)


def restricted_encoding(
    enc: Encoding, choice: list[int], axis: str, opts, kept: list[list[int]] | None = None
) -> tuple:
    """(encoding of the round's own small problem, kept candidates per node).

    The round's problem is built directly (`cpsat_presolve.restrict`: only the candidates that
    move `axis`, use tables cut to the reachable rows and targets), with the full model's ties
    and merged uses (the current plan satisfies them, so the round is feasible). On the L=2 GPT
    step that is 5.8k variables instead of 41k: cloning the full model and fixing literals gave
    CP-SAT 0.41 units of deterministic time in 10 s (its presolve re-reads the whole model),
    the small model 3.08, and the first `model` round reaches in 10 s what the clone did in 60.
    """
    from shardsat.solver.cpsat.encoding import add_memory_budget, encode
    from shardsat.solver.cpsat.presolve import restrict

    kept = kept if kept is not None else round_candidates(enc, choice, axis)
    sub = encode(
        restrict(enc.problem, kept), enc.rep, sorted(enc.tight), enc.linking, enc.marginal_limit,
        enc.shared_pairs,
    )  # fmt: skip
    if opts.memory_budget is not None:
        add_memory_budget(sub, opts.memory_budget)
    sub.model.Minimize(sub.expr(enc.problem.tiers[0]))
    for n, lits in enumerate(sub.x):
        if enc.rep[n] == n:
            for c, lit in enumerate(lits):
                sub.model.AddHint(lit, kept[n][c] == choice[n])
    if opts.complete_hint:
        complete_hint(sub, opts)
    return sub, kept


def complete_hint(sub: Encoding, opts) -> bool:
    """Extend the choice hint to every variable of `sub` (pair, AND and need literals): the
    model solved with each node fixed at its hinted candidate (CP-SAT's presolve settles it),
    then that whole solution hinted. A complete, feasible hint is CP-SAT's first solution at
    once; a partial one must be completed by search. False (hint unchanged) if it fails."""
    from shardsat.solver.cpsat.driver import set_parameters

    proto = sub.model.Proto()
    fixed = sub.model.Clone()
    fixed_proto = fixed.Proto()
    hint = dict(zip(proto.solution_hint.vars, proto.solution_hint.values, strict=True))
    for index, value in hint.items():
        domain = fixed_proto.variables[index].domain
        domain.clear()
        domain.extend([value, value])
    fixed.ClearHints()
    solver = cp_model.CpSolver()
    set_parameters(solver.parameters, opts, 5.0)
    solver.parameters.num_workers = 1
    if solver.Solve(fixed) not in (cp_model.OPTIMAL, cp_model.FEASIBLE):
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
    opts,
    work: float | None = None,
    kept: list[list[int]] | None = None,
    timing: dict | None = None,
    watch: Watch | None = None,
) -> list[int] | None:
    """The best plan found that moves only `axis` (None when the round finds nothing);
    `work`: a cap in CP-SAT's deterministic time (a plateaued round stops early); `kept`:
    the candidates each node may take instead of the axis round's (a window round);
    `timing`: filled with where the round's time went (encoding and solve wall seconds,
    CP-SAT's deterministic time, status, variables); `watch`: stops the round once the plan
    is proven optimal."""
    from shardsat.solver.cpsat.driver import set_parameters

    began = time.perf_counter()
    sub, kept = restricted_encoding(enc, choice, axis, opts, kept)
    encoded = time.perf_counter()
    solver = cp_model.CpSolver()
    set_parameters(solver.parameters, opts, limit)
    if work is not None and not opts.deterministic:
        solver.parameters.max_deterministic_time = work
    if opts.round_probing is not None:
        solver.parameters.cp_model_probing_level = opts.round_probing
    status = run_watched(solver, sub.model, watch)
    if timing is not None:
        response = solver.ResponseProto()
        timing.update(
            encode_s=round(encoded - began, 2),
            solve_s=round(time.perf_counter() - encoded, 2),
            limit_s=round(limit, 2),
            det=round(response.deterministic_time, 2),
            status=solver.StatusName(status),
            variables=len(sub.model.Proto().variables),
        )
    if status not in (cp_model.OPTIMAL, cp_model.FEASIBLE):
        return None
    values = solver.ResponseProto().solution
    return [
        kept[n][next(c for c, lit in enumerate(lits) if values[lit.Index()])]
        for n, lits in enumerate(sub.x)
    ]


def axis_descent(
    enc: Encoding,
    start: list[int],
    budget: float,
    opts,
    price,
    timings: list | None = None,
    watch: Watch | None = None,
) -> tuple[list[int], list]:
    """Cycle rounds over the mesh axes while they improve `price(choice)`; when a cycle brings
    nothing, one factor round (`opts.factor_moves`; again only after an axis round has moved
    the plan since, the same plan's factor neighbourhood being already searched); (best, log).
    An axis whose round was solved to OPTIMAL on the current plan is *settled*: its round
    would be the same model again, so it is skipped, and when every axis is settled the axis
    rounds have stalled without a stale cycle (one round saved per stall: ~2.6 s at L=2).
    `timings`: one dict per round appended (`solve_round`'s timing, the round's name);
    `watch`: the descent ends as soon as a bound proves its plan optimal."""
    axes = [a.name for a in sorted(enc.problem.mesh.axes, key=lambda a: -a.size) if a.size > 1]
    best, best_value = list(start), price(start)
    log = [("start", best_value)]
    deadline = time.perf_counter() + budget
    stale = 0
    settled: set[str] = set()
    k = 0
    rounds = 3 * len(axes)  # deterministic mode: a fixed schedule, no wall clock
    work, escalations = opts.round_work, opts.round_escalations
    moves = opts.factor_moves
    factor_tried = moves <= 0  # a factor round once per stall of the axis rounds
    if watch is not None:
        watch.set_best(best_value)
    while axes and (k < rounds if opts.deterministic else time.perf_counter() < deadline):
        if watch is not None and watch.proven():
            break
        kept = None
        stalled = stale >= len(axes) or settled >= set(axes)
        if stalled and not factor_tried:
            axis, kept, factor_tried = "factors", factor_candidates(enc, best, moves), True
        elif stalled:
            if opts.deterministic or work is None or escalations <= 0 or settled >= set(axes):
                break
            work, escalations, stale = 2 * work, escalations - 1, 0  # a stale cycle: dig deeper
            axis = axes[k % len(axes)]
        else:
            while axes[k % len(axes)] in settled:
                k += 1
            axis = axes[k % len(axes)]
        k += 1
        left = deadline - time.perf_counter()
        limit = budget / rounds if opts.deterministic else left / 2
        if kept is not None:
            limit = budget / rounds if opts.deterministic else left
        round_work = work if kept is None or work is None else opts.factor_work
        timing: dict = {"round": axis}
        found = solve_round(
            enc, best, "" if kept else axis, limit, opts, round_work, kept, timing, watch
        )
        value = price(found) if found is not None else None
        if timings is not None:
            timing["value"] = value
            timing["end_s"] = round(time.perf_counter() - deadline + budget, 2)
            timings.append(timing)
        proven = timing.get("status") == "OPTIMAL"
        if value is not None and value < best_value:
            best, best_value, stale = found, value, 0
            if watch is not None:
                watch.set_best(best_value)
            settled = {axis} if proven and kept is None else set()
            if kept is None:  # an axis round moved: the factor neighbourhood is new again
                factor_tried = moves <= 0
        elif kept is None:
            stale += 1
            settled |= {axis} if proven else set()
        if kept is not None and proven:  # `kept`: what the factor round searched
            settled |= covered_axes(enc, best, axes, kept)
        log.append((axis, best_value))
    return best, log


def covered_axes(
    enc: Encoding, choice: list[int], axes: list[str], searched: list[list[int]]
) -> set[str]:
    """The axes whose round on `choice` lies inside a neighbourhood `searched` that a round
    proved OPTIMAL with `choice`'s value (every node's axis-round candidates among its
    searched ones): such a round's optimum cannot be below it, so it cannot improve `choice`
    (at L=24 the two axis rounds after the factor round took 7 s and never moved)."""
    return {
        axis
        for axis in axes
        if all(
            set(k) <= set(f)
            for k, f in zip(round_candidates(enc, choice, axis), searched, strict=True)
        )
    }


def neighbourhoods(enc: Encoding, size: int) -> list[set[int]]:
    """Sets of about `size` distinct (representative) nodes, each grown breadth-first along
    the uses (producer <-> readers) from a seed; seeds are the distinct nodes not yet covered,
    in program order, so together they cover every node that has a choice."""
    rep = enc.rep
    adjacent: dict[int, set[int]] = {}
    for use in enc.problem.uses:
        ends = {rep[use.producer]} | {rep[n] for n, _, _ in use.consumers}
        for a in ends:
            adjacent.setdefault(a, set()).update(ends - {a})
    free = [n for n, r in enumerate(rep) if r == n and len(enc.problem.nodes[n].candidates) > 1]
    covered: set[int] = set()
    out = []
    for seed in free:
        if seed in covered:
            continue
        hood, frontier = {seed}, [seed]
        while frontier and len(hood) < size:
            nxt = [m for n in frontier for m in sorted(adjacent.get(n, ())) if m not in hood]
            for m in nxt[: size - len(hood)]:
                hood.add(m)
            frontier = nxt
        covered |= hood
        out.append(hood)
    return out


def window_candidates(enc: Encoding, choice: list[int], hood: set[int]) -> list[list[int]]:
    """Every candidate on the nodes of `hood` (and their tied copies), the current one elsewhere."""
    return [
        list(range(len(node.candidates))) if enc.rep[n] in hood else [choice[n]]
        for n, node in enumerate(enc.problem.nodes)
    ]


def window_descent(
    enc: Encoding, start: list[int], budget: float, opts, price, size: int = 150
) -> tuple[list[int], list]:
    """Free every axis on one neighbourhood at a time (`neighbourhoods`), the rest fixed, and
    keep what improves: the moves an axis round cannot make (a node changing both axes at
    once), on models small enough to solve exactly in a second or two. (best, log)."""
    best, best_value = list(start), price(start)
    log = []
    deadline = time.perf_counter() + budget
    hoods = neighbourhoods(enc, size)
    for k, hood in enumerate(hoods):
        left = deadline - time.perf_counter()
        if left <= 0 and not opts.deterministic:
            break
        limit = budget / len(hoods) if opts.deterministic else left / (len(hoods) - k)
        found = solve_round(enc, best, "", max(limit, 0.05), opts, opts.round_work,
                            window_candidates(enc, best, hood))  # fmt: skip
        value = price(found) if found is not None else None
        if value is not None and value < best_value:
            best, best_value = found, value
            log.append((f"window{k}", best_value))
    return best, log
