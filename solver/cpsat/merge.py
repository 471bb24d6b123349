"""Follower and leader merging: single-use edges whose two ends are forced to agree.

A *tight* use is the only read of a value where the value's sharding must equal the sharding
the reader's choice implies, so the edge never reshards and the two nodes decide together:
- follower: the reader is elementwise (every tensor maps its dims to the same pass-through
  factors), as in Alpa's "ops follow their operand";
- leader: the value is produced from nothing sharded (an argument, a constant or iota, or an op
  whose operands are all scalars, like a scalar broadcast), so producing it directly in the
  reader's sharding costs nothing extra.
CP-SAT presolve turns the equalities into literal equivalences, so a chain of k followers costs
the variables of one node. Leaders are exact (up to the leader's own compute and memory);
followers drop plans in which an elementwise op reshards an operand it alone reads, which is why
the oracle tests run with merging off. A merge is skipped when no sharding satisfies both ends.
"""

from __future__ import annotations

from shardsat.solver.cpsat.problem import Node, Problem


def is_elementwise(node: Node) -> bool:
    rule = node.rule
    if rule is None or rule.reduction or rule.need_replication or rule.permutation:
        return False
    tensors = rule.tensors()
    return bool(tensors) and all(t == tensors[0] for t in tensors) and len(tensors[0]) > 0


def is_leader(problem: Problem, node: Node, memory_budget: int | None) -> bool:
    """Produces a value from nothing sharded (see module docstring)."""
    if len(node.results) != 1:
        return False
    if node.op is None:
        return memory_budget is None and node.key in problem.program.main.args
    return all(problem.program.value(v).type.rank == 0 for v in node.operands)


def tight_uses(problem: Problem, memory_budget: int | None = None) -> list[int]:
    """Indices of uses to tighten (single reader, follower or leader, satisfiable)."""
    out = []
    for i, use in enumerate(problem.uses):
        if len(use.consumers) != 1:
            continue
        n, k, _ = use.consumers[0]
        reader, producer = problem.nodes[n], problem.nodes[use.producer]
        if reader.op is None or problem.program.value(use.value).type.rank == 0:
            continue
        follower = is_elementwise(reader) and producer.op is not None
        if not (follower or is_leader(problem, producer, memory_budget)):
            continue
        r = producer.results.index(use.value)
        values = {s[r] for s in producer.result_shardings}
        targets = {s[k] for s in reader.operand_shardings}
        if values & targets:
            out.append(i)
    return out
