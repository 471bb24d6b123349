"""`relaxation_lp`: the local-polytope LP of the pairwise terms, against the bound's schedules
and the proven optimum of the 2-layer MLP."""

from __future__ import annotations

from shardsat.experiments.relaxation_lp import local_polytope, lp_optimum
from shardsat.solver.cpsat.bound_pairwise import PairwiseBound
from shardsat.solver.cpsat.deadline import Deadline
from shardsat.solver.cpsat.tables import materialize

from tests.experiments.test_relaxation_probe import OPTIMUM, mlp_problem


def test_the_lp_has_one_simplex_per_node_and_one_agreement_per_term_row_and_column() -> None:
    problem = mlp_problem(2)
    materialize(problem.uses)
    state = PairwiseBound(problem, shared_reads=False)
    cost, a, b = local_polytope(state)
    shapes = [e.matrix().shape for e in state.edges]
    candidates = sum(len(state.theta[n]) for n in state.order)
    assert a.shape == (len(state.order) + sum(r + c for r, c in shapes),
                       candidates + sum(r * c for r, c in shapes))  # fmt: skip
    assert a.shape == (261, 1293) and len(cost) == a.shape[1]
    assert b.sum() == len(state.order) == 13
    # every cell variable sits in exactly one row sum and one column sum
    assert (abs(a[:, candidates:]).sum(axis=0) == 2).all()


def test_trws_stalls_at_the_lp_optimum_diffusion_below_it() -> None:
    """Every table priced: the LP's optimum is the proven optimum (754 ns), the sequential
    schedule stalls there, diffusion's at 746."""
    problem = mlp_problem(2)
    materialize(problem.uses)
    lp = lp_optimum(PairwiseBound(problem, shared_reads=False), 60)
    assert lp["lp_ns"] == OPTIMUM == 754
    sequential = PairwiseBound(problem, shared_reads=False).run(Deadline.after(20))
    diffusion = PairwiseBound(problem, shared_reads=False, sequential=False)
    assert (sequential, diffusion.run(Deadline.after(20))) == (754, 746)
