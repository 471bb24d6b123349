"""`relaxation_probe`: exact cycle minima, the forest bound, shared reads in full, pinned
against brute force and the proven optimum."""

from __future__ import annotations

import numpy as np
from shardsat.cost.topology import load_topology
from shardsat.experiments.relaxation_probe import (
    Cycle,
    cycle_bound,
    cycle_minimum,
    forest_bound,
    short_cycles,
    unshared,
)
from shardsat.solver.cpsat.bound_pairwise import PairwiseBound
from shardsat.solver.cpsat.problem import Pricer, build_problem

from tests.solver.cpsat.test_cpsat import MESH_XY, mlp

OPTIMUM = 754
"""The 2-layer MLP's optimum on h100x8 (`solve`, untied, unmerged, no warm start: OPTIMAL)."""


def mlp_problem(layers: int):
    program = mlp(layers, MESH_XY)
    topology = load_topology("h100x8", MESH_XY)
    return build_problem(program, MESH_XY, Pricer(MESH_XY, topology, "time"))


def swept(problem, sweeps: int) -> PairwiseBound:
    """The untied relaxation after `sweeps` diffusion sweeps (the schedule these readings were
    pinned on), no cell priced."""
    state = PairwiseBound(problem, shared_reads=False, sequential=False)
    for _ in range(sweeps):
        for n in state.order:
            state.diffuse(n)
    return state


def term(state: PairwiseBound, i: int, choice) -> int:
    e = state.edges[i]
    a, b = choice[e.p], choice[e.j]
    return int(e.matrix()[e.rows[a], e.cols[b]]) - int(e.lam_p[a]) - int(e.lam_j[b])


def brute_cycle(state: PairwiseBound, cycle: Cycle) -> int:
    """Every joint choice of the cycle's nodes, priced term by term (one array axis per node,
    every node price and term broadcast onto the grid of joint choices)."""
    axis = {n: i for i, n in enumerate(cycle.nodes)}
    grid = np.zeros([len(state.hat[n]) for n in cycle.nodes], dtype=np.int64)

    def along(values: np.ndarray, *nodes: int) -> np.ndarray:
        shape = [1] * grid.ndim
        for n, size in zip(nodes, values.shape, strict=True):
            shape[axis[n]] = size
        order = np.argsort([axis[n] for n in nodes])
        return values.transpose(order).reshape(shape)

    for n in cycle.nodes:
        grid = grid + along(state.hat[n].astype(np.int64), n)
    for i in cycle.edges:
        e = state.edges[i]
        m = e.matrix()[e.rows][:, e.cols].astype(np.int64)
        m = m - e.lam_p[:, None] - e.lam_j[None, :]
        grid = grid + along(m, e.p, e.j)
    return int(grid.min())


def test_the_two_layer_mlp_has_two_cycles_and_their_minima_are_exact() -> None:
    """The 2-layer MLP's 13 nodes and 14 terms close 2 cycles of 5 nodes (forward
    activations read again by the backward pass); at 0, 1 and 3 sweeps each cycle's
    carried minimum equals the brute force over its nodes."""
    problem = mlp_problem(2)
    for sweeps in (0, 1, 3):
        state = swept(problem, sweeps)
        assert (len(state.order), len(state.edges)) == (13, 14)
        cycles = short_cycles(state)
        assert [len(c.nodes) for c in cycles] == [5, 5]
        for cycle in cycles:
            assert cycle_minimum(state, cycle) == brute_cycle(state, cycle)


def test_cycle_and_forest_bounds_lie_between_the_pairwise_bound_and_the_optimum() -> None:
    """Regrouping pieces and minimising them exactly only raises the bound, never past the
    proven optimum (754 ns, CP-SAT OPTIMAL, untied); after 3 sweeps the forest bound
    reaches it. A plan's relaxed price is at least the bound."""
    problem = mlp_problem(2)
    rows = ((0, 372, 543, 607), (1, 506, 592, 624), (3, 704, 728, 754))
    for sweeps, pairwise, with_cycles, forest in rows:
        state = swept(problem, sweeps)
        assert state.bound() == pairwise
        value, choice = forest_bound(state)
        assert value == forest <= OPTIMUM
        bound, stats = cycle_bound(state)
        assert bound == with_cycles <= OPTIMUM
        assert (stats["cycles"], stats["taken"]) == (2, 1)  # the two cycles share a node
        on_nodes = sum(int(state.hat[n][choice[n]]) for n in state.order)
        on_terms = sum(term(state, i, choice) for i in range(len(state.edges)))
        assert on_nodes + on_terms >= value


def test_unshared_charges_each_consumer_in_full() -> None:
    """k = 1 on every term: each term's matrix is the consumer's whole price, so the relaxed
    price of every plan can only rise and the diffusion ends at least as high."""
    problem = mlp_problem(2)
    shared = swept(problem, 3)
    full = unshared(PairwiseBound(problem, shared_reads=False))
    assert {e.k for e in full.edges} == {1}
    assert any(e.k > 1 for e in shared.edges)
    for e, f in zip(shared.edges, full.edges, strict=True):
        assert (f.matrix() >= e.matrix()).all()
    for _ in range(3):
        for n in full.order:
            full.diffuse(n)
    assert full.bound() >= shared.bound()
