"""Connected regions of a problem, for region rounds: a factor round one part of the graph at a time.

A factor round frees every axis on every node (a few factors each). On 512 devices that is a
365k-variable model that CP-SAT leaves far from its optimum in the time it gets, yet the moves
it finds are local: an optimizer chain with the gradient dot feeding it, a reduce. A region
round makes the same moves on one connected region of the data-flow graph while every other
node keeps its candidate, small enough to solve in seconds (`descent.region_pass`).
"""

from __future__ import annotations

from collections import deque

from shardsat.solver.cpsat.problem import Problem


def region_graph(problem: Problem, rep: list[int]) -> list[list[int]]:
    """Per representative node (tied copies are their representative), the representatives it
    shares a use with (producer and consumers), sorted; other nodes get no neighbours."""
    links: list[set[int]] = [set() for _ in problem.nodes]
    for use in problem.uses:
        ends = {rep[use.producer]} | {rep[n] for n, _, _ in use.consumers}
        for a in ends:
            links[a] |= ends - {a}
    return [sorted(s) for s in links]


def regions(
    graph: list[list[int]], sizes: list[int], cap: int, order: list[int]
) -> list[list[int]]:
    """The nodes of `order` with more than one candidate (`sizes`) split into regions, each
    grown breadth-first from the first node of `order` no region holds yet, through any node,
    taking the nodes it reaches while their sizes sum to at most `cap` (a node larger than
    `cap` is a region alone). Every such node lands in exactly one region."""
    taken: set[int] = set()
    out: list[list[int]] = []
    for seed in order:
        if seed in taken or sizes[seed] <= 1:
            continue
        region, total = [], 0
        queue, seen = deque([seed]), {seed}
        while queue and (not region or total + 2 <= cap):  # the seed even over `cap`
            n = queue.popleft()
            if sizes[n] > 1 and n not in taken:
                if region and total + sizes[n] > cap:
                    continue  # too large for this region; a later one starts from it
                region.append(n)
                taken.add(n)
                total += sizes[n]
            for m in graph[n]:
                if m not in seen:
                    seen.add(m)
                    queue.append(m)
        out.append(region)
    return out
