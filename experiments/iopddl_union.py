"""Synthetic big IOPDDL instances: the disjoint union of two contest instances.

    python -m shardsat.experiments.iopddl_union D M --write /tmp/DM.json.gz
    python -m shardsat.experiments.iopddl_union D M --split /tmp/DM.sol   # each part's cost

The union keeps the parts independent, so its optimum is the sum of the parts' optima and its
best known is the sum of theirs: the second part's nodes and edges are renumbered after the
first's, its intervals are shifted past the first part's last time point (no point holds nodes
of both parts), and the union's limit is the larger of the two. The part with the smaller limit
gets one extra node with a single strategy (cost 0, usage = the difference of the limits) live
over its whole time span, so each of its points still has exactly its own limit left. The
extra node is the last one; `--split` evaluates a labelling of the union part by part.
"""

from __future__ import annotations

import argparse
import gzip
import json
import sys
from dataclasses import dataclass
from pathlib import Path

import numpy as np
from shardsat.experiments.iopddl_bench import BEST_KNOWN, DATA
from shardsat.solver.strategy.io import problem_to_json, read_problem
from shardsat.solver.strategy.problem import StrategyProblem, evaluate


@dataclass(frozen=True)
class Union:
    """The union and where its parts sit: node ranges of each part, the padding node or None."""

    problem: StrategyProblem
    ranges: tuple[tuple[int, int], tuple[int, int]]
    pad: int | None


def _span(p: StrategyProblem) -> tuple[int, int]:
    live = [(lo, hi) for lo, hi in p.intervals if hi > lo]
    if not live:
        return 0, 0
    return min(lo for lo, _ in live), max(hi for _, hi in live)


def union(a: StrategyProblem, b: StrategyProblem, name: str = "union") -> Union:
    """The disjoint union of `a` and `b` (see the module docstring); both need a limit."""
    if a.usage_limit is None or b.usage_limit is None:
        raise ValueError("both parts need a usage limit")
    lo_a, hi_a = _span(a)
    lo_b, hi_b = _span(b)
    shift = hi_a - lo_b
    n = a.num_nodes
    intervals = list(a.intervals) + [
        (lo + shift, hi + shift) if hi > lo else (lo, hi) for lo, hi in b.intervals
    ]
    costs = list(a.node_costs) + list(b.node_costs)
    usages = list(a.node_usages) + list(b.node_usages)
    edges = list(a.edges) + [(u + n, v + n) for u, v in b.edges]
    limit = max(a.usage_limit, b.usage_limit)
    pad = None
    gap = abs(a.usage_limit - b.usage_limit)
    if gap:
        span = (lo_a, hi_a) if a.usage_limit < b.usage_limit else (lo_b + shift, hi_b + shift)
        pad = len(costs)
        costs.append(np.zeros(1, np.int64))
        usages.append(np.array([gap], np.int64))
        intervals.append(span)
    problem = StrategyProblem(
        node_costs=tuple(costs),
        node_usages=tuple(usages),
        intervals=tuple(intervals),
        edges=tuple(edges),
        edge_costs=tuple(a.edge_costs) + tuple(b.edge_costs),
        usage_limit=limit,
        name=name,
    )
    return Union(problem, ((0, n), (n, n + b.num_nodes)), pad)


def split_costs(parts: tuple[StrategyProblem, StrategyProblem], choice) -> list[int | None]:
    """Each part's exact cost of a labelling of their union (None where the part is broken)."""
    n = parts[0].num_nodes
    pieces = (choice[:n], choice[n : n + parts[1].num_nodes])
    return [evaluate(p, c).cost for p, c in zip(parts, pieces, strict=True)]


def _path(letter: str) -> Path:
    return DATA / f"asplos-2025-iopddl-{letter}.json.gz"


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("first", help="instance letter (in IOPDDL_DATA) or path")
    ap.add_argument("second")
    ap.add_argument("--write", help="write the union here (.gz: gzip)")
    ap.add_argument("--split", help="a labelling of the union ([s0, ...]): cost of each part")
    args = ap.parse_args(argv)
    paths = [Path(x) if Path(x).exists() else _path(x) for x in (args.first, args.second)]
    parts = tuple(read_problem(p) for p in paths)
    letters = [args.first, args.second]
    best = [BEST_KNOWN.get(x) for x in letters]
    if args.write:
        u = union(parts[0], parts[1], name=f"union-{letters[0]}-{letters[1]}")
        text = json.dumps(problem_to_json(u.problem)).encode()
        out = Path(args.write)
        out.write_bytes(gzip.compress(text, 3) if out.suffix == ".gz" else text)
        print(
            f"{out}: {u.problem.num_nodes} nodes, {len(u.problem.edges)} edges, limit "
            f"{u.problem.usage_limit}, pad node {u.pad}; best known of the parts {best}, "
            f"sum {sum(best) if None not in best else None}"
        )
    if args.split:
        choice = json.loads(Path(args.split).read_text())
        costs = split_costs(parts, choice)
        for x, c, b in zip(letters, costs, best, strict=True):
            ratio = f"{c / b:.4f}" if c is not None and b else "-"
            print(f"{x}: cost {c}, best known {b}, ratio {ratio}")
        if None not in costs and None not in best:
            print(f"sum: {sum(costs)}, best known {sum(best)}, ratio {sum(costs) / sum(best):.4f}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
