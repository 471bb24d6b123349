"""Repeated layers: find copies of one block of ops and let them share decision literals.

A transformer's L layers lower to L copies of the same op sequence (forward), L copies of its
transpose (backward) and one Adam update per parameter. Every op gets a signature: its name, its
types, its rule, and for each operand the producer's name and its distance back in program order
(`far` beyond 64 ops, so a backward op reading a forward activation looks the same in every
layer). A block is a run of signatures repeated back to back at least twice; the i-th op of every
copy is tied to the i-th op of the first copy. Arguments whose uses are all by tied ops at the
same operand positions are tied too. Tied nodes must have identical candidate lists and costs
(a user sharding on one copy breaks the tie for that node only), so the solver's objective stays
exact: tying only removes choices (all copies take the same assignment), it never misprices one.
Where the copies are interchangeable this loses nothing; at the boundary layers it may (the
report says how many nodes were tied).
"""

from __future__ import annotations

from collections import defaultdict

from shardsat.solver.cpsat.problem import Problem

FAR = 64
MOD = (1 << 61) - 1
BASE = 1_000_003
MAX_CANDIDATE_PERIODS = 48


def op_nodes(problem: Problem) -> dict[str, list[int]]:
    """Op id -> its nodes in order (one per op; one per result for a data-flow op)."""
    out: dict[str, list[int]] = defaultdict(list)
    for n, node in enumerate(problem.nodes):
        if node.op is not None:
            out[node.op.id].append(n)
    return out


def op_signatures(problem: Problem) -> list[int]:
    """One small int per op of the entry function (equal ints = same signature)."""
    program = problem.program
    fn = program.main
    position = {op.id: i for i, op in enumerate(fn.ops)}
    nodes_of = op_nodes(problem)
    table: dict[tuple, int] = {}
    out = []
    for i, op in enumerate(fn.ops):
        wiring = []
        for v in op.operands:
            producer = program.value(v).producer
            if producer is None or producer not in position:
                wiring.append(("arg", str(program.value(v).type)))
                continue
            back = i - position[producer]
            wiring.append((fn.ops[position[producer]].name, back if back <= FAR else "far"))
        types = tuple(str(program.value(v).type) for v in op.operands + op.results)
        rule = tuple(str(problem.nodes[n].rule) for n in nodes_of.get(op.id, ()))
        key = (op.name, types, rule, tuple(wiring))
        out.append(table.setdefault(key, len(table)))
    return out


class _Hashes:
    """Prefix polynomial hashes: equal windows of the signature list compare in O(1)."""

    def __init__(self, seq: list[int]) -> None:
        self.prefix = [0]
        self.power = [1]
        for s in seq:
            self.prefix.append((self.prefix[-1] * BASE + s + 1) % MOD)
            self.power.append(self.power[-1] * BASE % MOD)

    def window(self, i: int, m: int) -> int:
        return (self.prefix[i + m] - self.prefix[i] * self.power[m]) % MOD


def repeated_blocks(sigs: list[int], min_block: int = 2) -> list[tuple[int, int, int]]:
    """(start, period, copies) of back-to-back repeats, largest coverage first at each start."""
    hashes, n = _Hashes(sigs), len(sigs)
    where: dict[int, list[int]] = defaultdict(list)
    for i, s in enumerate(sigs):
        where[s].append(i)
    rank = {}
    for positions in where.values():
        for k, i in enumerate(positions):
            rank[i] = k
    blocks, i = [], 0
    while i < n:
        later = where[sigs[i]][rank[i] + 1 : rank[i] + 1 + MAX_CANDIDATE_PERIODS]
        best = _best_repeat(hashes, n, i, later, min_block)
        if best[2] >= 2:
            blocks.append(best)
            i += best[1] * best[2]
        else:
            i += 1
    return blocks


def _best_repeat(hashes: _Hashes, n: int, i: int, later: list[int], min_block: int):
    """(start, period, copies) of the repeat at `i` covering most ops, periods from the next
    positions `later` of the same signature; (0, 0, 0) when none repeats twice."""
    best = (0, 0, 0)
    for j in later:
        m = j - i
        if i + 2 * m > n:
            break
        if m < min_block:
            continue
        first = hashes.window(i, m)
        k = 1
        while i + (k + 1) * m <= n and hashes.window(i + k * m, m) == first:
            k += 1
        if k >= 2 and m * k > best[1] * best[2]:
            best = (i, m, k)
    return best


def tie_nodes(problem: Problem, min_block: int = 4) -> list[int]:
    """rep[n] for every node: the node whose literals n shares (itself when untied)."""
    nodes = problem.nodes
    rep = list(range(len(nodes)))
    ops = problem.program.main.ops
    nodes_of = op_nodes(problem)
    for start, period, copies in repeated_blocks(op_signatures(problem), min_block):
        for k in range(1, copies):
            for j in range(period):
                first = nodes_of.get(ops[start + j].id, [])
                later = nodes_of.get(ops[start + k * period + j].id, [])
                for a, b in zip(first, later, strict=True):
                    if _same(nodes[a], nodes[b]):
                        rep[b] = rep[a]
    _tie_arguments(problem, rep)
    return rep


def tied_copies(rep: list[int]) -> dict[int, list[int]]:
    """Representative -> the nodes tied to it (itself included), in node order."""
    copies: dict[int, list[int]] = defaultdict(list)
    for n, r in enumerate(rep):
        copies[r].append(n)
    return dict(copies)


def _same(a, b) -> bool:
    return (
        a.candidates == b.candidates
        and a.costs == b.costs
        and a.result_shardings == b.result_shardings
        and a.operand_shardings == b.operand_shardings
    )


def _tie_arguments(problem: Problem, rep: list[int]) -> None:
    """Tie arguments used only by tied ops, at the same operand positions."""
    uses: dict[int, list[tuple[int, int]]] = defaultdict(list)
    for use in problem.uses:
        for node, operand, _ in use.consumers:
            uses[use.producer].append((rep[node], operand))
    first: dict[tuple, int] = {}
    for n in range(len(problem.program.main.args)):
        if n not in uses:
            continue
        key = (tuple(sorted(uses[n])), str(problem.program.value(problem.nodes[n].key).type))
        if key in first and _same(problem.nodes[first[key]], problem.nodes[n]):
            rep[n] = first[key]
        else:
            first.setdefault(key, n)
