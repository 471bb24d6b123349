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


def restricted_encoding(enc: Encoding, choice: list[int], axis: str, opts) -> tuple:
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

    kept = round_candidates(enc, choice, axis)
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
    enc: Encoding, choice: list[int], axis: str, limit: float, opts, work: float | None = None
) -> list[int] | None:
    """The best plan found that moves only `axis` (None when the round finds nothing);
    `work`: a cap in CP-SAT's deterministic time (a plateaued round stops early)."""
    from shardsat.solver.cpsat import set_parameters

    sub, kept = restricted_encoding(enc, choice, axis, opts)
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
    """Cycle rounds over the mesh axes while they improve `price(choice)`; (best, log)."""
    axes = [a.name for a in sorted(enc.problem.mesh.axes, key=lambda a: -a.size) if a.size > 1]
    best, best_value = list(start), price(start)
    log = [("start", best_value)]
    deadline = time.perf_counter() + budget
    stale = 0
    k = 0
    rounds = 3 * len(axes)  # deterministic mode: a fixed schedule, no wall clock
    while (
        axes
        and stale < len(axes)
        and (k < rounds if opts.deterministic else time.perf_counter() < deadline)
    ):
        axis = axes[k % len(axes)]
        k += 1
        left = deadline - time.perf_counter()
        limit = budget / rounds if opts.deterministic else left / 2
        found = solve_round(enc, best, axis, limit, opts, opts.round_work)
        value = price(found) if found is not None else None
        if value is not None and value < best_value:
            best, best_value, stale = found, value, 0
        else:
            stale += 1
        log.append((axis, best_value))
    return best, log
