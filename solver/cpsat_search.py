"""Primal heuristic: axis-by-axis descent, the large moves local search cannot make.

Going from data parallelism to data + tensor parallelism means moving one mesh axis on hundreds
of ops at once: every intermediate plan reshards, so neither greedy propagation nor CP-SAT's
neighbourhood search gets there from the greedy plan. Here each round keeps every node's axes on
all mesh axes but one, frees that axis everywhere (a node keeps only candidates that agree with
its current choice off that axis), and solves that much smaller model to optimality with CP-SAT
(XLA's auto-sharder solves N-D meshes one axis at a time for the same reason). Rounds cycle over
the axes until a full cycle brings nothing; the result warm-starts and bounds the full model.
"""

from __future__ import annotations

import time

from ortools.sat.python import cp_model
from shardsat.solver.cpsat_encoding import Encoding


def off_axis(cand, axis: str) -> tuple:
    """A candidate's factor axes without the refs of `axis` (what a round keeps fixed)."""
    return tuple(tuple(a for a in refs if a.name != axis) for refs in cand)


def restricted_model(enc: Encoding, choice: list[int], axis: str) -> cp_model.CpModel:
    """A copy of the model where each node may only change where `axis` goes."""
    sub = enc.model.Clone()
    for n, node in enumerate(enc.problem.nodes):
        if enc.rep[n] != n:
            continue
        keep = off_axis(node.candidates[choice[n]], axis)
        banned = [
            sub.GetBoolVarFromProtoIndex(enc.x[n][c].Index())
            for c, cand in enumerate(node.candidates)
            if off_axis(cand, axis) != keep
        ]
        if banned:
            sub.AddBoolAnd([lit.Not() for lit in banned])
    return sub


def solve_round(
    enc: Encoding, choice: list[int], axis: str, limit: float, opts
) -> list[int] | None:
    """The best plan that moves only `axis` (None when the round finds nothing)."""
    sub = restricted_model(enc, choice, axis)
    sub.ClearHints()
    for n, lits in enumerate(enc.x):
        if enc.rep[n] == n:
            for c, lit in enumerate(lits):
                sub.AddHint(sub.GetBoolVarFromProtoIndex(lit.Index()), c == choice[n])
    from shardsat.solver.cpsat import set_parameters

    solver = cp_model.CpSolver()
    set_parameters(solver.parameters, opts, limit)
    status = solver.Solve(sub)
    if status not in (cp_model.OPTIMAL, cp_model.FEASIBLE):
        return None
    values = solver.ResponseProto().solution
    return [next(c for c, lit in enumerate(lits) if values[lit.Index()]) for lits in enc.x]


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
        and k < rounds
        and (opts.deterministic or time.perf_counter() < deadline)
    ):
        axis = axes[k % len(axes)]
        k += 1
        left = deadline - time.perf_counter()
        limit = budget / rounds if opts.deterministic else left / 2
        found = solve_round(enc, best, axis, limit, opts)
        value = price(found) if found is not None else None
        if value is not None and value < best_value:
            best, best_value, stale = found, value, 0
        else:
            stale += 1
        log.append((axis, best_value))
    return best, log
