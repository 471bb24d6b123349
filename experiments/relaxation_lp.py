"""Does the pairwise bound stop at the optimum of its own linear programme?

    python -m shardsat.experiments.relaxation_lp                      # gpt-tiny, model=4, cpu
    python -m shardsat.experiments.relaxation_lp --mesh data=2,fsdp=2,model=2 --topology h100x8

Every table priced, pairwise terms only (no exact shared-read terms), tied layers as the bound
has them: the bound (`bound_pairwise`) runs in each schedule until it stalls (or
`--bound-seconds`), and the local-polytope LP of the same terms (node marginals on the simplex,
each term's marginals agreeing with its two nodes'; Werner 2007) is solved by HiGHS through
scipy. A block-coordinate ascent such as TRW-S can stall below the LP optimum (weak tree
agreement, Kolmogorov 2006); the difference is what a subgradient or smoothing phase after the
stall could still add, and the LP optimum is as far as this relaxation goes.
"""

from __future__ import annotations

import argparse
import json
import os
import time

import numpy as np
import scipy.sparse as sp
from shardsat.solver.cpsat.bound_pairwise import PairwiseBound


def local_polytope(state: PairwiseBound) -> tuple[np.ndarray, sp.csr_matrix, np.ndarray]:
    """(cost, A_eq, b_eq) of the LP over `state`'s terms as built (messages not applied):
    one variable per representative node's candidate, then one per (row, column) cell of
    each term's matrix; a node's variables sum to 1, and a term's row (column) sums equal the
    producer's (consumer's) candidates on that row (column). One-node terms add to their
    node's cost."""
    offset, node_costs, size = {}, {}, 0
    for n in state.order:
        offset[n] = size
        node_costs[n] = state.theta[n].astype(np.float64)
        size += len(state.theta[n])
    for e in state.unary:
        node_costs[e.p] = node_costs[e.p] + e.matrix()[e.rows, e.cols]
    costs = list(node_costs.values())
    rows, cols, vals = [], [], []
    count = 0
    for n in state.order:  # the simplex of each node
        k = len(state.theta[n])
        rows.append(np.full(k, count))
        cols.append(offset[n] + np.arange(k))
        vals.append(np.ones(k))
        count += 1
    for e in state.edges:
        m = e.matrix()
        r, c = m.shape
        cells = size + np.arange(r * c).reshape(r, c)
        costs.append(m.ravel().astype(np.float64))
        size += r * c
        for axis, lookup, end in ((1, e.rows, e.p), (0, e.cols, e.j)):
            lines = r if axis == 1 else c  # a row's cells sum over columns, and vice versa
            line_of = np.arange(lines)
            cell_rows = np.repeat(count + line_of, c if axis == 1 else r)
            cell_cols = cells.ravel() if axis == 1 else cells.T.ravel()
            rows += [cell_rows, count + lookup]
            cols += [cell_cols, offset[end] + np.arange(len(lookup))]
            vals += [np.ones(len(cell_rows)), -np.ones(len(lookup))]
            count += lines
    a = sp.csr_matrix(
        (np.concatenate(vals), (np.concatenate(rows), np.concatenate(cols))), shape=(count, size)
    )
    b = np.zeros(count)
    b[: len(state.order)] = 1.0
    return np.concatenate(costs), a, b


def lp_optimum(state: PairwiseBound, seconds: float) -> dict:
    """The LP's optimum (HiGHS), its size and the seconds it took."""
    from scipy.optimize import linprog

    cost, a, b = local_polytope(state)
    began = time.perf_counter()
    res = linprog(cost, A_eq=a, b_eq=b, bounds=(0, None), method="highs",
                  options={"time_limit": seconds})  # fmt: skip
    return {
        "lp_ns": float(res.fun) if res.status == 0 else None,
        "lp_status": res.message,
        "lp_variables": a.shape[1],
        "lp_rows": a.shape[0],
        "lp_s": round(time.perf_counter() - began, 1),
    }


def run(program, mesh, topology, bound_seconds: float, lp_seconds: float) -> dict:
    """Both schedules' stalled bounds and the LP optimum on one fully priced problem."""
    from shardsat.experiments.mesh_gap_probe import fresh_problem
    from shardsat.solver.cpsat.deadline import Deadline
    from shardsat.solver.cpsat.tables import materialize

    problem, rep = fresh_problem(program, mesh, topology)
    materialize(problem.uses)
    out: dict = {}
    for name, sequential in (("sequential", True), ("diffusion", False)):
        state = PairwiseBound(problem, rep, shared_reads=False, sequential=sequential)
        out[f"{name}_ns"] = state.run(Deadline.after(bound_seconds))
        out[f"{name}_sweeps"] = state.sweeps
    out |= lp_optimum(PairwiseBound(problem, rep, shared_reads=False), lp_seconds)
    out["load"] = round(os.getloadavg()[0], 2)
    return out


def main(argv: list[str] | None = None) -> int:
    from shardsat.experiments.mesh_gap_probe import load

    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--model", default="gpt-tiny-train")
    parser.add_argument("--mesh", default="model=4")
    parser.add_argument("--topology", default="cpu")
    parser.add_argument("--bound-seconds", type=float, default=120.0)
    parser.add_argument("--lp-seconds", type=float, default=600.0)
    args = parser.parse_args(argv)
    program, mesh, topology = load(args.model, args.mesh, args.topology)
    out = run(program, mesh, topology, args.bound_seconds, args.lp_seconds)
    print(f"{args.model} {args.mesh} {args.topology}")
    print(json.dumps(out, indent=1))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
