"""The disjoint union of two instances keeps each part's limit and cost."""

from __future__ import annotations

import numpy as np
from shardsat.experiments.iopddl_union import split_costs, union
from shardsat.solver.strategy.problem import StrategyProblem, evaluate, memory_profile


def part(limit: int, usage: int, cost: int) -> StrategyProblem:
    """Two nodes live on [0, 2) and [1, 3), one edge; strategy 1 is light and dear."""
    return StrategyProblem.build(
        node_costs=[[0, cost], [0, cost]],
        node_usages=[[usage, 0], [usage, 0]],
        intervals=[(0, 2), (1, 3)],
        edges=[(0, 1)],
        edge_costs=[[0, 1, 1, 0]],
        usage_limit=limit,
    )


def test_union_shifts_the_second_part_and_pads_the_smaller_limit():
    a, b = part(10, 6, 5), part(100, 60, 7)
    u = union(a, b)
    p = u.problem
    assert p.num_nodes == 5 and u.pad == 4 and u.ranges == ((0, 2), (2, 4))
    assert p.usage_limit == 100 and p.intervals[2:4] == ((3, 5), (4, 6))
    assert p.intervals[4] == (0, 3) and p.node_usages[4].tolist() == [90]
    assert p.edges == ((0, 1), (2, 3))
    # each part keeps its own limit: both heavy in a part breaks it, as alone
    assert evaluate(p, [0, 0, 1, 0, 0]).cost is None  # 6 + 6 + 90 > 100 at point 1
    assert evaluate(a, [0, 0]).cost is None
    ok = [0, 1, 1, 0, 0]
    assert evaluate(p, ok).cost == 5 + 1 + 7 + 1
    assert split_costs((a, b), ok) == [6, 8]
    times, usage = memory_profile(p, ok)
    assert int(np.max(usage)) == 96


def test_equal_limits_need_no_pad():
    u = union(part(10, 6, 5), part(10, 6, 5))
    assert u.pad is None and u.problem.num_nodes == 4
