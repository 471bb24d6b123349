"""Region rounds: a factor round too large to solve whole runs one connected region at a time."""

from __future__ import annotations

from shardsat.solver.cpsat.descent import axis_descent, factor_candidates, region_candidates
from shardsat.solver.cpsat.options import SolveOptions
from shardsat.solver.cpsat.regions import region_graph, regions
from shardsat.solver.cpsat.tuning import Tuning

from tests.solver.cpsat.cpsat_programs import program_10


def test_regions_split_the_nodes_with_a_choice_into_connected_groups_under_the_cap() -> None:
    """A path 0-1-2-3-4-5 and a lone 6: node 1 has one candidate (passed through, never
    taken), 5 is larger than the cap (a region alone); each region grows from the first free
    node in order until no node of two candidates fits. Under a cap below every size each
    node is a region alone (the seed is always taken)."""
    graph = [[1], [0, 2], [1, 3], [2, 4], [3, 5], [4], []]
    sizes = [3, 1, 4, 2, 5, 9, 2]
    assert regions(graph, sizes, 8, list(range(7))) == [[0, 2], [3, 4], [5], [6]]
    assert regions(graph, sizes, 8, list(range(7))[::-1]) == [[6], [5], [4, 3], [2, 0]]
    assert regions(graph, sizes, 100, list(range(7))) == [[0, 2, 3, 4, 5], [6]]
    assert regions(graph, sizes, 1, list(range(7))) == [[0], [2], [3], [4], [5], [6]]


def test_the_region_graph_links_each_use_s_producer_and_readers() -> None:
    _, _, problem, _, _ = program_10()
    rep = list(range(len(problem.nodes)))
    graph = region_graph(problem, rep)
    for n, links in enumerate(graph):
        assert n not in links and links == sorted(links)
        assert all(n in graph[m] for m in links)
    for use in problem.uses:
        for reader, _, _ in use.consumers:
            if reader != use.producer:
                assert reader in graph[use.producer]
    assert sum(map(len, graph)) == 2 * len(
        {
            frozenset((u.producer, n))
            for u in problem.uses
            for n, _, _ in u.consumers
            if n != u.producer
        }
    )


def test_a_factor_round_over_the_region_limit_runs_as_region_rounds() -> None:
    """Random program 10: the axis rounds stall at 1013 ns and the factor round reaches the
    optimum, 7 ns (`test_factor_round_leaves_the_axis_rounds_local_optimum`). Run as region
    rounds (`region_variables=0`), regions as large as the graph's connected parts find the same
    7 ns (its two nodes with a choice are in separate parts, so regions of one node each are
    the same two regions); a pass that moved the plan is followed by another at the next
    stall; a round keeps the nodes outside its region where they are."""
    _, _, problem, enc, price = program_10()
    start = [0] * len(problem.nodes)
    opts = SolveOptions(workers=1, time_limit=20)
    timings: list = []
    whole = Tuning(region_variables=0, region_candidates=10**6)
    best, log = axis_descent(enc, start, 20, opts, whole, price, timings)
    assert price(best) == 7 and log[-1] == ("factors", 7)
    passes = [t for t in timings if t["round"] == "regions"]
    # program 10's graph has two connected parts: a region each, both run
    assert passes[0]["status"] == "REGIONS" and passes[0]["regions"] == 2
    assert passes[0]["regions_run"] == 2
    assert passes[0]["value"] == 7
    # the pass moved the plan: the axis rounds again, then a second pass that finds nothing
    assert [t["round"] for t in timings[-5:]] == ["regions", "x", "y", "z", "regions"]
    assert passes[1]["value"] is None and len(passes) == 2
    alone, _ = axis_descent(
        enc, start, 20, opts, Tuning(region_variables=0, region_candidates=1), price
    )
    assert price(alone) == 7
    stalled, _ = axis_descent(enc, start, 5, opts, Tuning(factor_moves=0), price)
    wide = factor_candidates(enc, stalled, 2)
    free = [n for n, k in enumerate(wide) if len(k) > 1]
    assert len(free) == 2 and all(len(wide[n]) == 27 for n in free)
    kept = region_candidates(enc, stalled, 2, {free[0]})
    assert kept[free[0]] == wide[free[0]] and kept[free[1]] == [stalled[free[1]]]
    assert all(k == [stalled[n]] for n, k in enumerate(kept) if n not in free)


def test_plan_shares_count_each_op_once_and_each_use_at_its_ends() -> None:
    """On program 10's stalled plan (1013 ns) the shares sum to the op prices plus each use's
    price once per distinct end node."""
    from shardsat.solver.cpsat.descent import plan_shares

    _, _, problem, enc, price = program_10()
    start = [0] * len(problem.nodes)
    opts = SolveOptions(workers=1, deterministic=True)
    stalled, _ = axis_descent(enc, start, 5, opts, Tuning(factor_moves=0), price)
    assert price(stalled) == 1013
    paid = plan_shares(enc, stalled)
    ops = sum(node.costs[stalled[n]] for n, node in enumerate(problem.nodes) if node.costs)
    ends = sum(
        u.price(stalled) * len({u.producer} | {m for m, _, _ in u.consumers}) for u in problem.uses
    )
    assert sum(paid) == ops + ends
    assert ops + sum(u.price(stalled) for u in problem.uses) == 1013
