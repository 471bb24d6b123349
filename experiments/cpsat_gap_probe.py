"""Why the L=2 GPT step's optimum is not proven in 60 s: two probes of the CP-SAT model's problem.

    python -m shardsat.experiments.cpsat_gap_probe --layers 2            # elimination width
    python -m shardsat.experiments.cpsat_gap_probe --layers 2 --toulbar2 120

Both read the problem exactly as `solver.cpsat.solve` encodes it (layers tied, tight uses
merged, dominated candidates presolved away):

- `--layers`: the *interaction graph* (a node per representative node with a choice, an edge
  between two nodes that share a non-constant use) and a min-fill elimination order
  (networkx's `treewidth_min_fill_in`): its width and the log2 of its largest bag's joint
  assignments. An exact dynamic programme over that order needs a table of that size, so it
  says whether an exact solver could replace the LP bound.
- `--toulbar2 S`: the same problem as a weighted CSP (toulbar2, the cost-function-network
  solver the 2025 IOPDDL winner used), solved for S seconds; it reports toulbar2's plan and its
  dual bound (soft arc consistency + hybrid best-first search), to set beside CP-SAT's LP bound.
  Exact: unary costs per candidate; a use read by one node is a binary table; a use read by
  several nodes pays each distinct target once, through one 0/1 variable per (use, target)
  ("paid") with the target's price row against the producer, and a hard binary function that
  forbids a reader candidate needing the target while it is unpaid; tied copies are one
  variable; a tight use is a hard equality of the value's and the target's shardings (the
  encoding prices it at 0). toulbar2 is a comparison here, not an engine.
- `--cluster-rows K --bound-seconds S`: a cheap tightening tried for the bound. For every cycle
  of up to K nodes of the interaction graph, the cluster of its nodes (closed under the uses
  joining two of them) gets the row "its nodes' op prices + its inner uses' objective terms >=
  the cluster's exact optimum" (toulbar2 on the cluster alone; valid at every plan, since the
  encoding's terms price a use at least at its table entry), added to the solver's own model;
  then `max_lp` alone, one worker, S seconds, with and without the rows.
"""

from __future__ import annotations

import argparse
import json
import math
import os
import time
from collections import defaultdict
from dataclasses import dataclass, field

import numpy as np

TOP = 10**12
"""The forbidden cost: above any plan of these models (ns)."""


@dataclass
class Wcsp:
    """The problem as cost functions over representative nodes and 'paid' variables."""

    domains: dict[int, int]
    unary: dict[int, np.ndarray]
    binary: dict[tuple[int, int], np.ndarray] = field(default_factory=dict)
    paid: list[tuple[int, np.ndarray, list[tuple[int, np.ndarray]]]] = field(default_factory=list)
    """(producer, price per producer candidate, [(reader, candidates needing the target)])."""
    constant: int = 0

    def add_binary(self, a: int, b: int, table: np.ndarray) -> None:
        if a > b:
            a, b, table = b, a, table.T
        old = self.binary.get((a, b))
        self.binary[(a, b)] = table.copy() if old is None else old + table


def reduced_problem(layers: int):
    """(presolved problem, rep, tight use indices) as `cpsat.solve` builds them."""
    from shardsat.cost.topology import load_topology
    from shardsat.experiments.bench_cpsat import load
    from shardsat.solver.cpsat.merge import tight_uses
    from shardsat.solver.cpsat.presolve import presolve
    from shardsat.solver.cpsat.problem import Pricer, build_problem
    from shardsat.solver.cpsat.tying import tie_nodes

    program, mesh = load(layers, False)
    problem = build_problem(program, mesh, Pricer(mesh, load_topology("h100x8", mesh), "time"))
    rep = tie_nodes(problem)
    tight = tight_uses(problem)
    return presolve(problem, rep, None, tight).problem, rep, tight


def to_wcsp(problem, rep: list[int], tight, big: int, uses=None, nodes=None) -> Wcsp:
    """The problem's exact cost functions (see module docstring); `big` marks forbidden.
    `uses` (indices) and `nodes` (representatives): only those, e.g. one cluster's."""
    domains = {rep[n]: len(node.candidates) for n, node in enumerate(problem.nodes)}
    if nodes is not None:
        domains = {r: d for r, d in domains.items() if r in nodes}
    unary = {r: np.zeros(d, dtype=np.int64) for r, d in domains.items()}
    for n, node in enumerate(problem.nodes):
        if node.costs and rep[n] in unary:
            unary[rep[n]] += np.asarray(node.costs, dtype=np.int64)
    w = Wcsp(domains, unary)
    tight = set(tight)
    for i in range(len(problem.uses)) if uses is None else uses:
        use = problem.uses[i]
        if i in tight:
            _add_tight(w, problem, use, rep, big)
            continue
        readers: dict[int, list[np.ndarray]] = defaultdict(list)
        for n, _, cols in use.consumers:
            readers[rep[n]].append(np.asarray(cols))
        if len(readers) == 1:
            _add_single_read(w, use, rep, readers)
        else:
            _add_shared_read(w, use, rep, readers)
    return w


def _use_matrix(use) -> np.ndarray:
    """The use's price table as producer candidate x target."""
    return np.asarray(use.matrix, dtype=np.int64)[np.asarray(use.rows)]


def _add_single_read(w: Wcsp, use, rep: list[int], readers) -> None:
    """One reader: a binary table (a unary one when the reader is the producer's tied copy)."""
    producer, matrix = rep[use.producer], _use_matrix(use)
    ((reader, cols),) = readers.items()
    table = np.zeros((len(use.rows), len(cols[0])), dtype=np.int64)
    for b in range(len(cols[0])):
        table[:, b] = matrix[:, sorted({int(c[b]) for c in cols})].sum(axis=1)
    if reader == producer:
        w.unary[producer] += np.diag(table)
    else:
        w.add_binary(producer, reader, table)


def _add_shared_read(w: Wcsp, use, rep: list[int], readers) -> None:
    """Several readers: each priced target is paid once, through a 'paid' variable unless some
    reader always needs it."""
    producer, matrix = rep[use.producer], _use_matrix(use)
    for t in sorted({int(x) for cols in readers.values() for c in cols for x in c}):
        if not matrix[:, t].any():
            continue
        needs = [(r, np.any([c == t for c in cols], axis=0)) for r, cols in readers.items()]
        needs = [(r, mask) for r, mask in needs if mask.any()]
        if any(mask.all() for _, mask in needs):  # some reader always needs it
            w.unary[producer] += matrix[:, t]
        else:
            w.paid.append((producer, matrix[:, t], needs))


def _add_tight(w: Wcsp, problem, use, rep: list[int], big: int) -> None:
    reader, k, _ = use.consumers[0]
    producer, read = problem.nodes[use.producer], problem.nodes[reader]
    r = producer.results.index(use.value)
    table = np.array(
        [[0 if ps[r] == rs[k] else big for rs in read.operand_shardings]
         for ps in producer.result_shardings],
        dtype=np.int64,
    )  # fmt: skip
    if rep[use.producer] == rep[reader]:
        w.unary[rep[reader]] += np.diag(table)
    else:
        w.add_binary(rep[use.producer], rep[reader], table)


def interaction_graph(w: Wcsp):
    """Nodes with a choice; an edge where a cost function joins two of them."""
    import networkx as nx

    graph = nx.Graph()
    graph.add_nodes_from(r for r, d in w.domains.items() if d > 1)
    for a, b in w.binary:
        if a in graph and b in graph:
            graph.add_edge(a, b)
    for producer, _, needs in w.paid:  # the paid variable joins producer and readers
        ends = [x for x in [producer, *(r for r, _ in needs)] if x in graph]
        graph.add_edges_from((x, y) for i, x in enumerate(ends) for y in ends[i + 1 :])
    return graph


def elimination_width(w: Wcsp) -> dict:
    """Min-fill elimination: width and log2 of the largest bag's joint assignments."""
    from networkx.algorithms.approximation import treewidth_min_fill_in

    graph = interaction_graph(w)
    width, decomposition = treewidth_min_fill_in(graph)
    largest = max(sum(math.log2(w.domains[n]) for n in bag) for bag in decomposition.nodes)
    return {
        "graph_nodes": graph.number_of_nodes(),
        "graph_edges": graph.number_of_edges(),
        "width": width,
        "largest_bag_log2": round(largest, 1),
    }


def solve_toulbar2(w: Wcsp, seconds: float, top: int) -> dict:
    """toulbar2 on `w` for `seconds`: its plan's value and dual bound (constant added back)."""
    from shardsat.experiments.iopddl_toulbar2 import new_cfn

    cfn = new_cfn(top)
    var = {r: cfn.AddVariable(f"n{r}", range(d)) for r, d in w.domains.items()}
    constant = w.constant
    for r, costs in w.unary.items():
        low = int(costs.min())
        constant += low
        if (costs > low).any():
            cfn.AddFunction([var[r]], [int(min(c - low, top)) for c in costs])
    for (a, b), table in w.binary.items():
        low = int(table.min())
        constant += low
        if (table > low).any():
            cfn.AddFunction([var[a], var[b]], [int(min(c - low, top)) for c in table.ravel()])
    for j, (producer, price, needs) in enumerate(w.paid):
        paid = cfn.AddVariable(f"paid{j}", range(2))
        cfn.AddFunction([var[producer], paid], [x for c in price for x in (0, int(min(c, top)))])
        for reader, mask in needs:
            cfn.AddFunction(
                [var[reader], paid], [x for m in mask for x in ((top, 0) if m else (0, 0))]
            )
    cfn.CFN.timer(max(1, int(seconds)))
    began = time.perf_counter()
    found = cfn.Solve(showSolutions=0)
    elapsed = time.perf_counter() - began
    dual = int(round(cfn.GetDDualBound())) + constant
    plan = None if found is None else int(round(found[1])) + constant
    if plan is not None and elapsed < 0.9 * max(1, int(seconds)):
        # the complete search stopped before its (CPU-time) limit: the plan is proven optimal;
        # toulbar2's reported dual bound is then its last gap report, below the optimum after
        # an earlier warm-started CFN in the same process
        dual = plan
    return {
        "plan": plan,
        "dual_bound": dual,
        "seconds": round(elapsed, 1),
        "variables": len(w.domains) + len(w.paid),
    }


def encode_with_use_terms(problem, rep: list[int], tight):
    """The solver's encoding (its default table limits) and each priced use's objective terms
    ({literal index: coefficient}), captured use by use in the encoder's own order."""
    from ortools.sat.python import cp_model
    from shardsat.solver.cpsat.encoding import (
        Encoding,
        add_choice_vars,
        add_node_costs,
        add_tight_uses,
        add_use_costs,
    )

    enc = Encoding(problem, cp_model.CpModel(), rep)  # the solver's default table limits
    enc.tight = set(tight)
    add_choice_vars(enc)
    add_node_costs(enc)
    add_tight_uses(enc)
    terms: dict[int, dict[int, int]] = {}
    merged, enc.tight = enc.tight, set()  # add_use_costs reads `tight` by list position
    for i, use in enumerate(problem.uses):
        if i in merged:
            continue
        before = dict(enc.terms[0])
        add_use_costs(enc, [use])
        terms[i] = {
            k: v - before.get(k, 0) for k, v in enc.terms[0].items() if v != before.get(k, 0)
        }
    enc.tight = merged
    return enc, terms


def cluster_rows(problem, rep: list[int], tight, w: Wcsp, enc, use_terms, length: int) -> int:
    """Add one row per short cycle's cluster (module docstring); returns how many."""
    import networkx as nx

    ends = {
        i: {rep[u.producer]} | {rep[n] for n, _, _ in u.consumers}
        for i, u in enumerate(problem.uses)
    }
    uses_of: dict[int, list[int]] = defaultdict(list)
    for i, e in ends.items():
        for node in e:
            uses_of[node].append(i)
    graph = interaction_graph(w)
    cycles = {frozenset(c) for c in nx.simple_cycles(graph, length_bound=length)}
    literal = {lit.Index(): lit for lits in enc.x for lit in lits} | enc.var
    added = 0
    for cycle in sorted(cycles, key=sorted):
        cluster = set(cycle)
        for node in cycle:
            cluster |= {x for i in uses_of[node] if len(ends[i] & cycle) >= 2 for x in ends[i]}
        inside = sorted({i for node in cluster for i in uses_of[node] if ends[i] <= cluster})
        best = _cluster_optimum(problem, rep, tight, cluster, inside)
        if best is None:
            continue
        row: dict[int, int] = defaultdict(int)
        for node in cluster:
            for c, price in enumerate(_node_prices(problem, rep, node)):
                row[enc.x[node][c].Index()] += price
        for i in inside:
            for k, v in use_terms.get(i, {}).items():
                row[k] += v
        enc.model.Add(sum(literal[k] * v for k, v in row.items() if v) >= best)
        added += 1
    return added


def _node_prices(problem, rep: list[int], node: int) -> np.ndarray:
    """Op prices of a representative node, summed over its tied copies."""
    total = np.zeros(len(problem.nodes[node].candidates), dtype=np.int64)
    for n, r in enumerate(rep):
        if r == node and problem.nodes[n].costs:
            total += np.asarray(problem.nodes[n].costs, dtype=np.int64)
    return total


def _cluster_optimum(problem, rep, tight, cluster: set[int], inside) -> int | None:
    """The exact minimum of the cluster's op prices and inner uses (None if not proven)."""
    sub = to_wcsp(problem, rep, tight, TOP, uses=inside, nodes=cluster)
    found = solve_toulbar2(sub, 5, TOP)
    return found["plan"] if found["plan"] == found["dual_bound"] else None


def cluster_row_bound(problem, rep: list[int], tight, w: Wcsp, length: int, seconds: float) -> dict:
    """`max_lp`'s bound alone (one worker, `seconds`) on the solver's encoding, with the
    cluster rows of cycles up to `length` nodes (0: none)."""
    from ortools.sat.python import cp_model

    enc, use_terms = encode_with_use_terms(problem, rep, tight)
    began = time.perf_counter()
    rows = cluster_rows(problem, rep, tight, w, enc, use_terms, length) if length else 0
    rows_s = time.perf_counter() - began
    enc.model.Minimize(enc.expr(0))
    solver = cp_model.CpSolver()
    solver.parameters.num_workers = 1
    solver.parameters.max_time_in_seconds = seconds
    solver.parameters.linearization_level = 2
    solver.parameters.subsolvers.append("max_lp")
    trace: list[tuple[float, float]] = []
    start = time.perf_counter()
    solver.best_bound_callback = lambda b: trace.append(
        (round(time.perf_counter() - start, 1), round(b / 1e6, 6))
    )
    solver.Solve(enc.model)
    return {"rows": rows, "rows_s": round(rows_s, 1), "bound_ms": trace[-1][1] if trace else None,
            "bound_trace": trace[-6:]}  # fmt: skip


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--layers", type=int, default=2)
    parser.add_argument("--toulbar2", type=float, default=0.0, metavar="SECONDS")
    parser.add_argument("--cluster-rows", type=int, default=0, metavar="K")
    parser.add_argument("--bound-seconds", type=float, default=60.0)
    args = parser.parse_args(argv)
    began = time.perf_counter()
    problem, rep, tight = reduced_problem(args.layers)
    w = to_wcsp(problem, rep, tight, TOP)
    out = {"layers": args.layers, "build_s": round(time.perf_counter() - began, 1)}
    out.update(elimination_width(w))
    if args.toulbar2 > 0:
        out["toulbar2"] = solve_toulbar2(w, args.toulbar2, TOP)
    if args.cluster_rows > 0:
        for rows in (False, True):
            key = "with_cluster_rows" if rows else "without_cluster_rows"
            out[key] = cluster_row_bound(
                problem, rep, tight, w, args.cluster_rows if rows else 0, args.bound_seconds
            )
    out["load_avg_1m"] = round(os.getloadavg()[0], 2)
    print(json.dumps(out, indent=1))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
