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
"""

from __future__ import annotations

import time

from ortools.sat.python import cp_model
from shardsat.solver.cpsat_encoding import Encoding


def off_axis(cand, axis: str) -> tuple:
    """A candidate's factor axes without the refs of `axis` (what a round keeps fixed)."""
    return tuple(tuple(a for a in refs if a.name != axis) for refs in cand)


def round_candidates(enc: Encoding, choice: list[int], axis: str) -> list[list[int]]:
    """Per node, the candidates that agree with its current choice off `axis`."""
    kept = []
    for n, node in enumerate(enc.problem.nodes):
        keep = off_axis(node.candidates[choice[n]], axis)
        kept.append([c for c, cand in enumerate(node.candidates) if off_axis(cand, axis) == keep])
    return kept


def factor_candidates(enc: Encoding, choice: list[int], moves: int) -> list[list[int]]:
    """Per node, the candidates whose axes differ from its current choice on at most `moves`
    factors (every axis free, but only a few factors of each node move)."""
    kept = []
    for n, node in enumerate(enc.problem.nodes):
        now = node.candidates[choice[n]]
        kept.append(
            [
                c
                for c, cand in enumerate(node.candidates)
                if sum(a != b for a, b in zip(cand, now, strict=True)) <= moves
            ]
        )
    return kept


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
    from shardsat.solver.cpsat_encoding import add_memory_budget, encode
    from shardsat.solver.cpsat_presolve import restrict

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
    return sub, kept


def solve_round(
    enc: Encoding,
    choice: list[int],
    axis: str,
    limit: float,
    opts,
    work: float | None = None,
    kept: list[list[int]] | None = None,
) -> list[int] | None:
    """The best plan found that moves only `axis` (None when the round finds nothing);
    `work`: a cap in CP-SAT's deterministic time (a plateaued round stops early); `kept`:
    the candidates each node may take instead of the axis round's (a window round)."""
    from shardsat.solver.cpsat import set_parameters

    sub, kept = restricted_encoding(enc, choice, axis, opts, kept)
    solver = cp_model.CpSolver()
    set_parameters(solver.parameters, opts, limit)
    if work is not None and not opts.deterministic:
        solver.parameters.max_deterministic_time = work
    status = solver.Solve(sub.model)
    if status not in (cp_model.OPTIMAL, cp_model.FEASIBLE):
        return None
    values = solver.ResponseProto().solution
    return [
        kept[n][next(c for c, lit in enumerate(lits) if values[lit.Index()])]
        for n, lits in enumerate(sub.x)
    ]


def axis_descent(
    enc: Encoding, start: list[int], budget: float, opts, price
) -> tuple[list[int], list]:
    """Cycle rounds over the mesh axes while they improve `price(choice)`; when a cycle brings
    nothing, one factor round (`opts.factor_moves`; again only after an axis round has moved
    the plan since, the same plan's factor neighbourhood being already searched); (best, log)."""
    axes = [a.name for a in sorted(enc.problem.mesh.axes, key=lambda a: -a.size) if a.size > 1]
    best, best_value = list(start), price(start)
    log = [("start", best_value)]
    deadline = time.perf_counter() + budget
    stale = 0
    k = 0
    rounds = 3 * len(axes)  # deterministic mode: a fixed schedule, no wall clock
    work, escalations = opts.round_work, opts.round_escalations
    moves = opts.factor_moves
    factor_tried = moves <= 0  # a factor round once per stall of the axis rounds
    while axes and (k < rounds if opts.deterministic else time.perf_counter() < deadline):
        kept = None
        if stale >= len(axes) and not factor_tried:
            axis, kept, factor_tried = "factors", factor_candidates(enc, best, moves), True
        elif stale >= len(axes):
            if opts.deterministic or work is None or escalations <= 0:
                break
            work, escalations, stale = 2 * work, escalations - 1, 0  # a stale cycle: dig deeper
            axis = axes[k % len(axes)]
        else:
            axis = axes[k % len(axes)]
        k += 1
        left = deadline - time.perf_counter()
        limit = budget / rounds if opts.deterministic else left / 2
        if kept is not None:
            limit = budget / rounds if opts.deterministic else left
        round_work = work if kept is None or work is None else opts.factor_work
        found = solve_round(enc, best, "" if kept else axis, limit, opts, round_work, kept)
        value = price(found) if found is not None else None
        if value is not None and value < best_value:
            best, best_value, stale = found, value, 0
            if kept is None:  # an axis round moved: the factor neighbourhood is new again
                factor_tried = moves <= 0
        elif kept is None:
            stale += 1
        log.append((axis, best_value))
    return best, log


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
