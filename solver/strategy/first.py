"""A first feasible labelling straight from the instance, before the presolve.

Every node takes its lightest allowed strategy (the cheapest among equally light ones), which
fits the memory limit whenever any labelling of those strategies does; the forbidden pairs
this leaves are repaired by single-node moves to the lightest strategy allowed with every
current neighbour. The exact evaluation decides whether the result is handed out. Its cost is
poor; its point is time: the presolve alone takes seconds on the large instances, and an
answer file must exist long before the search's first labelling (docs/iopddl.md, "Fifteenth
round").
"""

from __future__ import annotations

import numpy as np
from shardsat.solver.strategy.deadline import Deadline
from shardsat.solver.strategy.problem import FORBIDDEN, StrategyProblem, evaluate


def lightest(problem: StrategyProblem) -> np.ndarray | None:
    """Each node's lightest allowed strategy, cheapest among equals (None: a node has none)."""
    sizes = np.array([len(c) for c in problem.node_costs], dtype=np.int64)
    if len(sizes) == 0:
        return np.zeros(0, np.int64)
    node = np.repeat(np.arange(len(sizes)), sizes)
    cost = np.concatenate(problem.node_costs)
    usage = np.concatenate(problem.node_usages)
    banned = cost >= FORBIDDEN
    order = np.lexsort((cost, usage, banned, node))  # by node, allowed first, lightest, cheapest
    starts = np.concatenate([[0], np.cumsum(sizes)[:-1]])
    pick = order[starts]
    if banned[pick].any():
        return None
    return pick - starts


def _conflicts(problem: StrategyProblem, v: int, choice: np.ndarray, nbrs) -> np.ndarray:
    """For each strategy of `v`: how many of its pairs with the current neighbours are
    forbidden (its own forbidden cost counts as one more)."""
    count = (problem.node_costs[v] >= FORBIDDEN).astype(np.int64)
    for e, o, v_first in nbrs[v]:
        m = problem.edge_matrix(e)
        count += (m[:, choice[o]] if v_first else m[choice[o], :]) >= FORBIDDEN
    return count


def _forbidden(problem: StrategyProblem, choice: np.ndarray) -> list[int]:
    bad = []
    for e, (a, b) in enumerate(problem.edges):
        k = len(problem.node_costs[b])
        if problem.edge_costs[e][choice[a] * k + choice[b]] >= FORBIDDEN:
            bad.append(e)
    return bad


def first_labelling(
    problem: StrategyProblem, deadline: Deadline, passes: int = 50, patience: int = 10
) -> tuple[list[int], int] | None:
    """(labelling, exact cost), or None when no feasible one was found before `deadline`:
    from `lightest`, up to 3 passes of `_quick_repair` over the forbidden pairs; when some
    are left, from `lightest` again, at most `passes` passes of `_repair` (fewer when
    `patience` passes in a row leave no fewer than the fewest so far)."""
    start = lightest(problem)
    if start is None:
        return None
    nbrs: list[list[tuple[int, int, bool]]] = [[] for _ in range(problem.num_nodes)]
    for e, (a, b) in enumerate(problem.edges):
        nbrs[a].append((e, b, True))
        nbrs[b].append((e, a, False))
    for quick in (True, False):
        choice = start.copy()
        if _repaired(problem, choice, nbrs, deadline, quick, 3 if quick else passes, patience):
            ev = evaluate(problem, choice)
            if ev.cost is not None:
                return [int(s) for s in choice], int(ev.cost)
    return None


def _repaired(problem, choice, nbrs, deadline: Deadline, quick: bool, passes, patience) -> bool:
    """Whether repair passes over the forbidden pairs left none before `deadline`."""
    rng = np.random.default_rng(0)
    bad = _forbidden(problem, choice)
    fewest, since = len(bad), 0
    for _ in range(passes):
        if not bad:
            break
        for e in bad:
            if deadline.expired():
                return False
            if quick:
                _quick_repair(problem, choice, nbrs, e)
            else:
                _repair(problem, choice, nbrs, e, rng)
        bad = _forbidden(problem, choice)
        fewest, since = (len(bad), 0) if len(bad) < fewest else (fewest, since + 1)
        if since >= patience:
            break
    return not bad and not deadline.expired()


def _allowed_with(problem: StrategyProblem, v: int, s: int, choice: np.ndarray, nbrs) -> bool:
    if problem.node_costs[v][s] >= FORBIDDEN:
        return False
    for e, o, v_first in nbrs[v]:
        k = len(problem.node_costs[problem.edges[e][1]])
        idx = s * k + choice[o] if v_first else choice[o] * k + s
        if problem.edge_costs[e][idx] >= FORBIDDEN:
            return False
    return True


def _quick_repair(problem: StrategyProblem, choice: np.ndarray, nbrs, e: int) -> None:
    """Move one end of edge `e` (the second first) to its lightest strategy allowed with every
    current neighbour, when its pair is still forbidden and such a strategy exists (each test
    stops at the first forbidden pair, so hubs cost little)."""
    a, b = problem.edges[e]
    k = len(problem.node_costs[b])
    if problem.edge_costs[e][choice[a] * k + choice[b]] < FORBIDDEN:
        return
    for v in (b, a):
        for s in np.lexsort((problem.node_costs[v], problem.node_usages[v])):
            if _allowed_with(problem, v, int(s), choice, nbrs):
                choice[v] = int(s)
                return


def _repair(problem: StrategyProblem, choice: np.ndarray, nbrs, e: int, rng) -> None:
    """Min-conflicts on edge `e` while its pair is forbidden: each end in turn (in random
    order) moves to the strategy other than its own with the fewest forbidden pairs with its
    current neighbours, the lightest and then cheapest among those, when that is no more
    conflicts than it has; when neither end can, one end at random takes a strategy with the
    fewest anyway (so that a pair held by two equally bad ends is not stuck)."""
    a, b = problem.edges[e]
    k = len(problem.node_costs[b])
    ends = [a, b] if rng.random() < 0.5 else [b, a]
    options = []
    for v in ends:
        if problem.edge_costs[e][choice[a] * k + choice[b]] < FORBIDDEN:
            return
        conflicts = _conflicts(problem, v, choice, nbrs)
        if len(conflicts) < 2:
            continue
        now = conflicts[choice[v]]
        conflicts[choice[v]] = np.iinfo(np.int64).max
        order = np.lexsort((problem.node_costs[v], problem.node_usages[v], conflicts))
        if conflicts[order[0]] <= now:
            choice[v] = int(order[0])
            return
        options.append((v, conflicts))
    if options and problem.edge_costs[e][choice[a] * k + choice[b]] >= FORBIDDEN:
        v, conflicts = options[int(rng.integers(len(options)))]
        best = np.nonzero(conflicts == conflicts.min())[0]
        choice[v] = int(rng.choice(best))
