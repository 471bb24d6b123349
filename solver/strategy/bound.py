"""A lower bound on a presolved strategy model by min-sum diffusion (the local-polytope LP dual).

Any re-parametrisation of the costs that keeps every labelling's total unchanged gives the bound
`const + sum_i min_s node_i(s) + sum_e min_(s,t) edge_e(s, t)`. Min-sum diffusion (Kovalevsky and
Koval; see Werner, "A linear programming approach to max-sum problem", 2007) moves cost between
each node and its edges until, at every node, the node's costs equal each edge's min-marginal;
the bound it reaches is the value of the LP relaxation's dual at that point.

`lagrangian_bound` adds the memory limits: for prices lam >= 0 on the time points, every
labelling that fits costs at least its priced cost `cost + sum_p lam_p (load_p - cap_p)`, so
the diffusion bound of the priced model minus `lam . cap` bounds the real problem. Prices only
shift node costs, so one diffusion state serves every price vector; a projected subgradient
step (the overloads of the node-wise cheapest labelling of the re-parametrised model) moves
the prices between sweeps, and the best bound over all steps is kept (each one is valid).
"""

from __future__ import annotations

import numpy as np
from shardsat.solver.strategy.deadline import Deadline
from shardsat.solver.strategy.presolve import Reduced, range_sum


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


def _priced(red: Reduced, lam: np.ndarray) -> list[np.ndarray]:
    """Per node and strategy the price of its usage at point prices `lam` (floats)."""
    acc = np.concatenate([[0.0], np.cumsum(lam)])
    live = acc[red.pe] - acc[red.ps]
    return [red.var[i] * live[i] for i in range(red.m)]


def _overloads(red: Reduced, node: list[np.ndarray]) -> np.ndarray:
    """Load minus capacity per point of the node-wise cheapest labelling of `node`."""
    vals = np.array([red.var[i][int(np.argmin(c))] for i, c in enumerate(node)], dtype=np.int64)
    return range_sum(red.ps, red.pe, vals, len(red.cap)) - red.cap


def _rounded(red: Reduced, best: float, node: list[np.ndarray], edge: list[np.ndarray]) -> int:
    """`best` rounded down with a margin for floating-point error, never below `red.const`."""
    scale = sum(abs(float(c.min())) for c in node) + sum(
        abs(float(m.min())) for m in edge if m.size
    )
    return max(red.const, red.const + int(np.floor(best - 1e-9 * scale)) - 1)


def lagrangian_bound(red: Reduced, deadline: Deadline, sweeps: int = 50) -> int:
    """The best of the diffusion bounds of the priced models minus the prices times the
    capacities, over a subgradient walk on the prices (see the module docstring) that starts
    after `sweeps // 2` sweeps at zero prices, so it is never below those sweeps' diffusion
    bound; the plain diffusion bound when there is no memory point. Never below `red.const`."""
    if not len(red.cap):
        return diffusion_bound(red, deadline, sweeps)
    node = [c.astype(np.float64) for c in red.cost]
    edge = [m.astype(np.float64) for m in red.mats]
    lam = np.zeros(len(red.cap), dtype=np.float64)
    cap = red.cap.astype(np.float64)
    best = _bound(node, edge)
    gain = 0.05
    for k in range(sweeps):
        cut = not _sweep(red, node, edge, deadline)
        value = _bound(node, edge) - float(lam @ cap)
        if cut:  # a part-sweep is a re-parametrisation too: its bound holds
            best = max(best, value)
            break
        if k < sweeps // 2:  # first the memory-free diffusion, then the prices
            best = max(best, value)
            continue
        # the step grows while the bound rises and shrinks once it overshoots
        gain = gain * 1.5 if value > best else gain * 0.5
        best = max(best, value)
        over = _overloads(red, node).astype(np.float64)
        norm = float(over @ over)
        if norm <= 0:
            continue
        new = np.maximum(0.0, lam + gain * max(1.0, abs(best)) / norm * over)
        for i, x in enumerate(_priced(red, new - lam)):
            node[i] += x
        lam = new
    return _rounded(red, best, node, edge)


def _sweep(red: Reduced, node, edge, deadline: Deadline) -> bool:
    """One diffusion sweep over the nodes; False when the deadline cut it (the part-sweep is a
    re-parametrisation too, so the arrays stay valid)."""
    for i in range(red.m):
        if i % 256 == 0 and deadline.expired():
            return False
        _diffuse_node(red, i, node, edge)
    return True


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
