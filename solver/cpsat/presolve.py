"""Exact presolve of the factor problem: drop candidates another candidate of the node dominates.

Candidate `a` of node n *dominates* `b` when switching n from `b` to `a` can never make a plan
dearer, whatever the other nodes choose:
- its own price (op cost, result reduce, return reshard) is no higher;
- for every read of one of its results, a's row of the reshard table is no higher than b's,
  entry by entry (the readers' targets do not depend on n);
- for every operand read alone (single reader), a's column is no higher than b's, row by row;
  for an operand whose value has other readers too, a reads the same target as b, or a target
  every value sharding reaches for free (each target is paid once, so a new target could add
  its price while b's may still be paid for another reader);
- with a memory budget, each result is no bigger per device under a than under b.
Every plan using `b` maps to one using `a` at no higher price, so removing `b` keeps an optimal
plan; the objective of any plan stays `cost.evaluate`'s (nothing is re-priced). Ties (repeated
layers) are respected: a candidate is removed from a tied class only when one candidate
dominates it in every member, so tied nodes keep identical candidate lists.
Equivalent candidates (each dominates the other) keep the first. Several tiers (user
priorities) are not presolved: the tie-breaking tiers price axis moves, not reshards.
"""

from __future__ import annotations

from collections import defaultdict
from dataclasses import dataclass, replace

import numpy as np
from shardsat.solver.cpsat.problem import Node, Problem, Use
from shardsat.solver.cpsat.tables import LazyTable


@dataclass(frozen=True)
class Presolve:
    """The reduced problem and how to map a plan of the original one onto it."""

    problem: Problem
    kept: list[list[int]]
    """Per node, the original candidate indices kept (in order)."""
    dominator: list[dict[int, int]]
    """Per node, removed original candidate -> a kept original candidate dominating it."""

    @property
    def removed(self) -> int:
        return sum(len(d) for d in self.dominator)

    def map_choice(self, choice: list[int] | None) -> list[int] | None:
        """A plan of the original problem as a plan of the reduced one, each removed candidate
        replaced by its dominator (so the mapped plan costs no more)."""
        if choice is None:
            return None
        out = []
        for n, c in enumerate(choice):
            c = self.dominator[n].get(c, c)
            out.append(self.kept[n].index(c))
        return out


BIG = 1 << 62


def _incidences(problem: Problem) -> dict[int, list[tuple]]:
    """Node -> the uses it touches: ("row", use) as producer, ("col", use, cols) as reader."""
    out: dict[int, list[tuple]] = defaultdict(list)
    for use in problem.uses:
        out[use.producer].append(("row", use, None))
        for m, _, cols in use.consumers:
            out[m].append(("col", use, cols))
    return out


def alias_groups(problem: Problem, n: int) -> list[list[int]]:
    """Per alias node n takes part in, its candidates' group (same sharding of the aliased
    value): a dominating candidate must keep the alias as the one it replaces."""
    out = []
    for alias in problem.aliases:
        for m, r in alias.sides():
            if m == n:
                keys: dict[tuple, int] = {}
                out.append(
                    [keys.setdefault(alias.key(problem, n, r, c), len(keys))
                     for c in range(len(problem.nodes[n].candidates))]
                )  # fmt: skip
    return out


def _same_group(index) -> np.ndarray:
    """BIG wherever a candidate's group differs from a column's: only same-group rows compare."""
    index = np.asarray(index)
    return BIG * (index[:, None] != np.arange(index.max() + 1)[None, :])


def price_vectors(
    problem: Problem, n: int, incidences, sizes=None, tight: frozenset[int] = frozenset()
) -> np.ndarray:
    """(candidates, D) matrix: a dominates b iff row a <= row b everywhere (see docstring)."""
    node = problem.nodes[n]
    count = len(node.candidates)
    parts = [np.asarray(node.costs or [0] * count, dtype=np.int64).reshape(count, 1)]
    parts += [_same_group(groups) for groups in alias_groups(problem, n)]
    for kind, use, cols in incidences:
        matrix = np.asarray(use.matrix, dtype=np.int64)
        if id(use) in tight:  # a merged edge: a must imply the same sharding on it as b
            parts.append(_same_group(use.rows if kind == "row" else cols))
        elif kind == "row":
            parts.append(matrix[np.asarray(use.rows)])
        elif len(use.consumers) == 1:
            parts.append(matrix.T[np.asarray(cols)])
        else:
            free = ~matrix.any(axis=0)  # targets every value sharding reaches for free
            block = np.full((count, matrix.shape[1]), BIG, dtype=np.int64)
            for c, t in enumerate(cols):
                if free[t]:
                    block[c] = 0
                else:
                    block[c, t] = 0
            parts.append(block)
    if sizes is not None:
        parts.append(np.asarray(sizes, dtype=np.int64).reshape(count, -1))
    return np.concatenate(parts, axis=1)


def _dominates(vectors: np.ndarray) -> np.ndarray:
    """le[a, b]: vectors[a] <= vectors[b] in every component."""
    return (vectors[:, None, :] <= vectors[None, :, :]).all(axis=2)


def _signature(incidences, merged: frozenset[int]) -> tuple:
    """What a node's price vectors depend on beyond its own template (shared tables by id)."""
    return tuple(
        (kind, id(use.matrix), tuple(use.rows) if kind == "row" else tuple(cols),
         len(use.consumers), id(use) in merged)
        for kind, use, cols in incidences
    )  # fmt: skip


def dominated(problem: Problem, rep: list[int], memory_budget: int | None = None, tight=()):
    """(kept, dominator) per node: candidates removed from each tied class (see docstring).

    `tight`: uses that will be merged (`merge`): their two ends must keep agreeing, so a
    dominating candidate must imply the same sharding on them as the one it replaces."""
    nodes = problem.nodes
    kept = [list(range(len(node.candidates))) for node in nodes]
    dominator: list[dict[int, int]] = [{} for _ in nodes]
    if len(problem.tiers) > 1:
        return kept, dominator
    incidences = _incidences(problem)
    merged = frozenset(id(problem.uses[i]) for i in tight)
    members: dict[int, list[int]] = defaultdict(list)
    for n, r in enumerate(rep):
        members[r].append(n)
    for r, group in members.items():
        if len(nodes[r].candidates) < 2:
            continue
        le = None
        seen: set[tuple] = set()
        for n in group:
            key = (_signature(incidences[n], merged), tuple(map(tuple, alias_groups(problem, n))))
            if key in seen:
                continue
            seen.add(key)
            sizes = _result_sizes(problem, n) if memory_budget is not None else None
            one = _dominates(price_vectors(problem, n, incidences[n], sizes, merged))
            le = one if le is None else le & one
        assert le is not None
        keep, dom = _prune(le)
        if dom:
            for n in group:
                kept[n], dominator[n] = keep, dom
    return kept, dominator


def _prune(le: np.ndarray) -> tuple[list[int], dict[int, int]]:
    """Kept candidates and removed -> kept dominator; of equivalent candidates the first stays."""
    count = le.shape[0]
    idx = np.arange(count)
    strict = le & (~le.T | (idx[:, None] < idx[None, :]))
    np.fill_diagonal(strict, False)
    removed = strict.any(axis=0)
    keep = [int(c) for c in idx[~removed]]
    dom = {}
    for b in idx[removed]:
        dom[int(b)] = next(a for a in keep if le[a, b])  # transitivity: some kept a <= b
    return keep, dom


def _result_sizes(problem: Problem, n: int) -> list[list[int]]:
    from shardsat.cost.memory import value_bytes

    node = problem.nodes[n]
    types = [problem.program.value(v).type for v in node.results]
    return [
        [value_bytes(t, s, problem.mesh) for t, s in zip(types, res, strict=True)] or [0]
        for res in node.result_shardings
    ]


def presolve(
    problem: Problem, rep: list[int], memory_budget: int | None = None, tight=()
) -> Presolve:
    """The problem without dominated candidates (uses re-indexed onto what is left); `tight`:
    the uses `merge` will merge (indices stay valid in the reduced problem)."""
    kept, dominator = dominated(problem, rep, memory_budget, tight)
    if not any(dominator):
        return Presolve(problem, kept, dominator)
    return Presolve(restrict(problem, kept), kept, dominator)


def restrict(
    problem: Problem, kept: list[list[int]], signatures: list[int] | None = None
) -> Problem:
    """The problem where node n keeps only candidates `kept[n]` (in that order); use tables
    keep the rows and targets still reachable. Use indices are unchanged. `signatures`: the
    problem's `use_signatures`, when the caller keeps them across many restrictions."""
    cache: dict[tuple, tuple] = {}
    nodes = [_keep_node(node, kept[n], cache) for n, node in enumerate(problem.nodes)]
    tables: dict[tuple, list[list[int]]] = {}
    cuts: dict[tuple, tuple] = {}
    signatures = use_signatures(problem) if signatures is None else signatures
    uses = [
        _keep_use(use, kept, tables, cuts, signature)
        for use, signature in zip(problem.uses, signatures, strict=True)
    ]
    return replace(problem, nodes=nodes, uses=uses)


def use_signatures(problem: Problem) -> list[int]:
    """Per use, a number equal for uses that read the same table object through equal row and
    column lists and the same sharding objects (the uses of tied copies): what `_keep_use`'s
    cut depends on besides the kept lists."""
    interned: dict[tuple, int] = {}
    return [
        interned.setdefault(
            (
                id(use.matrix), tuple(use.rows), tuple(map(id, use.row_shardings)),
                tuple(map(id, use.target_shardings)),
                *(tuple(cols) for _, _, cols in use.consumers),
            ),
            len(interned),
        )
        for use in problem.uses
    ]  # fmt: skip


def kept_blocks(problem: Problem, kept: list[list[int]]) -> list[tuple]:
    """The cells of lazy tables that `restrict(problem, kept)` reads, as (table, row indices,
    target indices), each distinct block once (tied layers share theirs): what a descent
    round must price before it can be encoded."""
    blocks: dict[tuple, tuple] = {}
    for use in problem.uses:
        if not isinstance(use.matrix, LazyTable):
            continue
        rows, _, cols = _reachable(use, kept)
        key = (id(use.matrix), tuple(rows), tuple(cols))
        blocks.setdefault(key, (use.matrix, rows, cols))
    return list(blocks.values())


def _keep_node(node: Node, keep: list[int], cache: dict | None = None) -> Node:
    """The node with candidates `keep`; `cache` shares the cut lists between nodes whose lists
    are the same objects (the template-cached ops of tied layers), so tied copies are cut once."""
    if len(keep) == len(node.candidates):
        return node
    lists = (node.candidates, node.result_shardings, node.operand_shardings, node.costs)
    key = (*map(id, lists), tuple(keep))
    if cache is None or key not in cache:
        cut = tuple([values[c] for c in keep] if values else [] for values in lists)
        if cache is None:
            return _copy_with(node, candidates=cut[0], result_shardings=cut[1],
                              operand_shardings=cut[2], costs=cut[3])  # fmt: skip
        cache[key] = (lists, cut)  # the originals stay referenced: their ids stay unique
    cut = cache[key][1]
    return _copy_with(node, candidates=cut[0], result_shardings=cut[1],
                      operand_shardings=cut[2], costs=cut[3])  # fmt: skip


def _reachable(use: Use, kept: list[list[int]]) -> tuple[list[int], list[int], list[int]]:
    """(table rows the kept producer candidates reach, each kept candidate's position among
    them, table targets the kept consumer candidates reach), in first-seen order."""
    rows_used, rows = _compress([use.rows[c] for c in kept[use.producer]])
    cols_used, _ = _compress([cols[c] for n, _, cols in use.consumers for c in kept[n]])
    return rows_used, rows, cols_used


def _compress(indices: list[int]) -> tuple[list[int], list[int]]:
    """(distinct indices in first-seen order, position of each in that list)."""
    order: dict[int, int] = {}
    for i in indices:
        order.setdefault(i, len(order))
    return list(order), [order[i] for i in indices]


def _keep_use(use: Use, kept: list[list[int]], tables: dict, cuts: dict, signature: int) -> Use:
    """The use with its producer's and consumers' candidates cut to `kept`. `cuts` shares the
    cut between uses with the same `signature` (`use_signatures`) and kept list objects — the
    uses of tied copies (template-cached tables, interned shardings, `per_class` kept lists),
    so a descent round on a deep model cuts each distinct use once."""
    key = (signature, id(kept[use.producer]), *(id(kept[n]) for n, _, _ in use.consumers))
    cut = cuts.get(key)
    if cut is None:
        cut = cuts[key] = _cut_use(use, kept, tables)
    rows, columns, changed = cut
    consumers = [(n, k, cols) for (n, k, _), cols in zip(use.consumers, columns, strict=True)]
    return _copy_with(use, rows=rows, consumers=consumers, **changed)


def _copy_with(obj, **fields):
    """A shallow copy of a (mutable) Node or Use with `fields` replaced: `dataclasses.replace`
    re-runs `__init__` over every field and `copy.copy` goes through `__reduce_ex__`, a large
    share of a descent round on deep models."""
    new = object.__new__(type(obj))
    new.__dict__.update(obj.__dict__)
    new.__dict__.update(fields)
    return new


def _cut_use(use: Use, kept: list[list[int]], tables: dict) -> tuple:
    """(row per kept producer candidate, column lists per consumer, other changed fields)."""
    rows_used, rows, cols_used = _reachable(use, kept)
    col_index = {t: j for j, t in enumerate(cols_used)}
    columns = [[col_index[cols[c]] for c in kept[n]] for n, _, cols in use.consumers]
    if rows_used == list(range(len(use.matrix))) and cols_used == list(range(len(use.matrix[0]))):
        return rows, columns, {}
    key = (id(use.matrix), tuple(rows_used), tuple(cols_used))
    if key not in tables:  # tied layers keep sharing one table
        tables[key] = [[use.matrix[s][t] for t in cols_used] for s in rows_used]
    changed = {
        "matrix": tables[key],
        "row_shardings": [use.row_shardings[s] for s in rows_used] if use.row_shardings else [],
        "target_shardings": (
            [use.target_shardings[t] for t in cols_used] if use.target_shardings else []
        ),
    }
    return rows, columns, changed
