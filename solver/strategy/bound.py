"""A lower bound on a presolved strategy model by min-sum diffusion (the local-polytope LP dual).

Any re-parametrisation of the costs that keeps every labelling's total unchanged gives the bound
`const + sum_i min_s node_i(s) + sum_e min_(s,t) edge_e(s, t)`. Min-sum diffusion (Kovalevsky and
Koval; see Werner, "A linear programming approach to max-sum problem", 2007) moves cost between
each node and its edges until, at every node, the node's costs equal each edge's min-marginal;
the bound it reaches is the value of the LP relaxation's dual at that point. The memory limits are
ignored, so this bounds the memory-free problem, which bounds the real one from below.
"""

from __future__ import annotations

import numpy as np
from shardsat.solver.strategy.deadline import Deadline
from shardsat.solver.strategy.presolve import Reduced


def _bound(node: list[np.ndarray], edge: list[np.ndarray]) -> float:
    return float(sum(c.min() for c in node) + sum(m.min() for m in edge if m.size))


def diffusion_bound(red: Reduced, deadline: Deadline, sweeps: int = 50) -> int:
    """The best bound over the diffusion's sweeps (until `deadline` or `sweeps`), rounded down
    with a margin for floating-point error; never below `red.const`."""
    node = [c.astype(np.float64) for c in red.cost]
    edge = [m.astype(np.float64) for m in red.mats]
    best = _bound(node, edge)
    for _ in range(sweeps):
        for i in range(red.m):
            if i % 256 == 0 and deadline.expired():
                break  # a part-sweep is a re-parametrisation too: its bound holds
            _diffuse_node(red, i, node, edge)
        best = max(best, _bound(node, edge))
        if deadline.expired():
            break
    # rounding: every term is a sum of a few thousand float operations on finite costs
    scale = sum(abs(float(c.min())) for c in node) + sum(
        abs(float(m.min())) for m in edge if m.size
    )
    return max(red.const, red.const + int(np.floor(best - 1e-9 * scale)) - 1)


def _diffuse_node(red: Reduced, i: int, node: list[np.ndarray], edge: list[np.ndarray]) -> None:
    """Give node i and each of its edges the average of i's costs and the edges' min-marginals
    at i (the total of every labelling stays the same)."""
    nbrs = red.nbrs[i]
    if not nbrs:
        return
    mins = [edge[e].min(axis=1) if row else edge[e].min(axis=0) for e, _, row in nbrs]
    avg = (node[i] + sum(mins)) / (len(nbrs) + 1)
    node[i] = avg
    for (e, _, row), m in zip(nbrs, mins, strict=True):
        if row:
            edge[e] += (avg - m)[:, None]
        else:
            edge[e] += (avg - m)[None, :]
