"""Exact presolve for strategy selection: shrink the instance without changing its optimum.

Every reduction keeps at least one optimal solution, so the reduced optimum plus the collected
constant equals the original optimum, and any reduced solution maps back (postsolve) to an original
one of the same cost. Reductions, repeated until nothing changes:

- forbidden strategies (node cost >= FORBIDDEN, or an edge row that is forbidden whatever the
  neighbour picks) are removed, as are strategies whose extra usage cannot fit at some time point;
- memory is checked only at time points whose live set is maximal (a live set contained in a later
  one is implied), and a time point whose worst case fits under the limit is dropped; a node live
  only at dropped points is "memory-free" (its choice cannot break the limit);
- single-strategy nodes are folded into their neighbours' costs;
- a strategy is removed when another one of the same node is no worse on node cost, on usage (when
  the node matters for memory) and on every incident edge row (the swap argument);
- memory-free nodes of degree 0, 1 and 2 are eliminated (min over their strategies is folded into
  the neighbour, or into a new/merged edge between the two neighbours), which is exact since their
  usage cannot break the limit; their worst-case usage is kept as a fixed load.

The result, `Reduced`, has the edge matrices reduced to non-negative residuals (row and column
minima pushed into node costs, node minima into the constant), so `Reduced.const` is a lower bound.
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np
from shardsat.model.errors import VerificationError
from shardsat.solver.strategy.deadline import Deadline
from shardsat.solver.strategy.problem import FORBIDDEN, StrategyProblem
from shardsat.solver.strategy.tuning import DEFAULT, StrategyTuning

INF = FORBIDDEN


class Infeasible(VerificationError):
    """The instance has no feasible solution (message says why)."""


def maximal_time_points(problem: StrategyProblem) -> np.ndarray:
    """Sorted time points where the live set is maximal; only these need a memory check.

    Only nodes with some non-zero usage count. The live set grows only at interval starts; a start
    time followed by another start before any end is contained in that later set, so it is implied.
    """
    lo = np.array([iv[0] for iv in problem.intervals], dtype=np.int64)
    hi = np.array([iv[1] for iv in problem.intervals], dtype=np.int64)
    has_use = np.array([bool(np.any(u != 0)) for u in problem.node_usages], dtype=bool)
    ids = np.nonzero((lo < hi) & has_use)[0] if problem.num_nodes else np.zeros(0, np.int64)
    if len(ids) == 0 or problem.usage_limit is None:
        return np.zeros(0, np.int64)
    starts, ends = np.unique(lo[ids]), np.unique(hi[ids])
    nxt = np.searchsorted(starts, starts, side="right")
    big = np.iinfo(np.int64).max
    nxt_start_t = np.where(nxt < len(starts), starts[np.minimum(nxt, len(starts) - 1)], big)
    nxt_end_t = ends[np.searchsorted(ends, starts, side="right").clip(max=len(ends) - 1)]
    return starts[nxt_end_t <= nxt_start_t]


def range_sum(ps: np.ndarray, pe: np.ndarray, vals: np.ndarray, size: int) -> np.ndarray:
    """out[p] = sum of vals[i] over i with ps[i] <= p < pe[i] (exact integers)."""
    d = np.zeros(size + 1, dtype=np.int64)
    np.add.at(d, ps, vals)
    np.add.at(d, pe, -vals)
    return np.cumsum(d)[:-1]


def range_min(arr: np.ndarray, ps: np.ndarray, pe: np.ndarray, empty: int) -> np.ndarray:
    """out[i] = min(arr[ps[i]:pe[i]]) via a sparse table (empty ranges give `empty`)."""
    out = np.full(len(ps), empty, dtype=np.int64)
    ok = pe > ps
    if not np.any(ok) or len(arr) == 0:
        return out
    table = [arr.astype(np.int64)]
    while (1 << len(table)) <= len(arr):
        prev, h = table[-1], 1 << (len(table) - 1)
        table.append(np.minimum(prev[:-h], prev[h:]))
    a, b = ps[ok], pe[ok]
    k = np.floor(np.log2(b - a)).astype(np.int64)
    res = np.empty(len(a), dtype=np.int64)
    for lvl in np.unique(k):
        sel = k == lvl
        t = table[lvl]
        res[sel] = np.minimum(t[a[sel]], t[b[sel] - (1 << lvl)])
    out[ok] = res
    return out


class Work:
    """The mutable instance presolve edits; nodes keep their original ids.

    Memory is tracked at the maximal time points `times`; node v is live at the contiguous range
    of points [ps[v], pe[v]) (points are sorted, intervals are contiguous).
    """

    def __init__(self, problem: StrategyProblem, tuning: StrategyTuning = DEFAULT) -> None:
        n = problem.num_nodes
        self.n = n
        self.tuning = tuning
        self.name = problem.name
        self.limit = problem.usage_limit
        self.cost = [np.minimum(c, INF).astype(np.int64) for c in problem.node_costs]
        self.usage = [u.astype(np.int64).copy() for u in problem.node_usages]
        self.mn = np.array([u.min() for u in self.usage], dtype=np.int64)
        self.mx = np.array([u.max() for u in self.usage], dtype=np.int64)
        self.orig = [np.arange(len(c), dtype=np.int64) for c in problem.node_costs]
        self.alive = np.ones(n, dtype=bool)
        self.adj: list[set[int]] = [set() for _ in range(n)]
        self.mat: dict[tuple[int, int], np.ndarray] = {}
        self.const = 0
        self.stack: list[tuple] = []
        self.dirty: set[int] = set(range(n))
        for e, (a, b) in enumerate(problem.edges):
            m = np.minimum(problem.edge_matrix(e), INF)
            if a == b:
                self.cost[a] = np.minimum(self.cost[a] + np.diag(m), INF)
            else:
                self.add_edge(a, b, m)
        self.times = maximal_time_points(problem)
        lo = np.array([iv[0] for iv in problem.intervals], dtype=np.int64)
        hi = np.array([iv[1] for iv in problem.intervals], dtype=np.int64)
        self.ps = np.searchsorted(self.times, lo, side="left").astype(np.int64)
        self.pe = np.maximum(self.ps, np.searchsorted(self.times, hi, side="left")).astype(np.int64)
        self.fixed = np.zeros(len(self.times), dtype=np.int64)
        self.rows_memo: dict[tuple[int, int], tuple[np.ndarray, np.ndarray]] = {}
        self.trace: list[tuple] | None = None
        """When a list, every reduction's decision is appended to it (see `replay`)."""

    def clone(self, extra: list[np.ndarray] | None = None) -> Work:
        """A copy that shares the (never mutated in place) matrices, with `extra` added to the
        node costs: the same instance with other node costs, without rebuilding it."""
        w = object.__new__(Work)
        w.__dict__.update(self.__dict__)
        w.cost = list(self.cost)
        if extra is not None:
            w.cost = [np.minimum(c + x, INF) for c, x in zip(self.cost, extra, strict=True)]
        w.usage, w.orig = list(self.usage), list(self.orig)
        w.mn, w.mx, w.alive, w.fixed = (
            self.mn.copy(),
            self.mx.copy(),
            self.alive.copy(),
            self.fixed.copy(),
        )
        w.adj = [set(a) for a in self.adj]
        w.mat = dict(self.mat)
        w.stack = list(self.stack)
        w.dirty = set(self.dirty)
        w.rows_memo = {}
        w.trace = None
        w.__dict__.pop("_edge_most", None)
        return w

    # ---- edges
    def get(self, v: int, w: int) -> np.ndarray:
        return self.mat[(v, w)] if v < w else self.mat[(w, v)].T

    def put(self, v: int, w: int, m: np.ndarray) -> None:
        if v < w:
            self.mat[(v, w)] = np.ascontiguousarray(m)
        else:
            self.mat[(w, v)] = np.ascontiguousarray(m.T)

    def add_edge(self, v: int, w: int, m: np.ndarray) -> None:
        if w in self.adj[v]:
            m = np.minimum(self.get(v, w) + m, INF)
        self.adj[v].add(w)
        self.adj[w].add(v)
        self.put(v, w, m)
        self.dirty.update((v, w))

    def drop_edge(self, v: int, w: int) -> None:
        self.adj[v].discard(w)
        self.adj[w].discard(v)
        del self.mat[(min(v, w), max(v, w))]
        self.dirty.update((v, w))

    # ---- nodes
    def restrict(self, v: int, keep: np.ndarray) -> None:
        if not np.any(keep):
            raise Infeasible(f"{self.name}: node {v} has no allowed strategy")
        if np.all(keep):
            return
        if self.trace is not None:
            self.trace.append(("restrict", v, keep))
        self.cost[v] = self.cost[v][keep]
        self.usage[v] = self.usage[v][keep]
        self.mn[v], self.mx[v] = self.usage[v].min(), self.usage[v].max()
        self.orig[v] = self.orig[v][keep]
        for w in self.adj[v]:
            self.put(v, w, self.get(v, w)[keep])
            self.dirty.add(w)
        self.dirty.add(v)

    def retire(self, v: int, load: int) -> None:
        """Remove node v (after its choice was recorded); its usage becomes a fixed load."""
        for w in list(self.adj[v]):
            self.drop_edge(v, w)
        self.alive[v] = False
        if load:
            self.fixed[self.ps[v] : self.pe[v]] += load

    def add_cost(self, v: int, extra: np.ndarray) -> None:
        self.cost[v] = np.minimum(self.cost[v] + extra, INF)
        self.dirty.add(v)

    # ---- memory
    def memory_state(self) -> tuple[np.ndarray, np.ndarray]:
        """(residual per point after every live node's minimum, active per point)."""
        if self.limit is None or len(self.times) == 0:
            return np.zeros(0, np.int64), np.zeros(0, bool)
        a = self.alive
        size = len(self.times)
        base = self.fixed + range_sum(self.ps[a], self.pe[a], self.mn[a], size)
        worst = base + range_sum(self.ps[a], self.pe[a], (self.mx - self.mn)[a], size)
        over = np.nonzero(base > self.limit)[0]
        if len(over):
            p = over[0]
            raise Infeasible(
                f"{self.name}: memory limit cannot hold at time {self.times[p]}: least usage "
                f"{base[p]} > limit {self.limit}"
            )
        return self.limit - base, worst > self.limit

    def relevant(self, active: np.ndarray) -> np.ndarray:
        """Nodes whose choice can matter for memory: variable usage, live at an active point."""
        if len(active) == 0:
            return np.zeros(self.n, dtype=bool)
        acc = np.zeros(len(active) + 1, dtype=np.int64)
        np.cumsum(active, out=acc[1:])
        return (acc[self.pe] > acc[self.ps]) & self.alive & (self.mx > self.mn)


# ----------------------------------------------------------------------------- reductions


def _remove_forbidden(w: Work) -> bool:
    changed = False
    todo = {v for v in w.dirty if w.alive[v]}
    while todo:
        v = todo.pop()
        if not w.alive[v]:
            continue
        keep = w.cost[v] < INF
        for u in w.adj[v]:
            keep &= _allowed_rows(w, v, u)
        if not keep.all():
            w.restrict(v, keep)
            todo.update(w.adj[v])
            changed = True
    return changed


def _allowed_rows(w: Work, v: int, u: int) -> np.ndarray:
    """v's strategies with at least one allowed partner in u, cached per edge matrix (most
    edges are rescanned unchanged in every round)."""
    mat = w.mat[(min(v, u), max(v, u))]
    hit = w.rows_memo.get((v, u))
    if hit is None or hit[0] is not mat:
        hit = w.rows_memo[(v, u)] = (mat, (w.get(v, u) < INF).any(axis=1))
    return hit[1]


def _remove_too_big(w: Work, residual: np.ndarray) -> bool:
    if len(residual) == 0:
        return False
    slack = range_min(residual, w.ps, w.pe, empty=np.iinfo(np.int64).max)
    changed = False
    for v in np.nonzero(w.alive & (w.mx - w.mn > slack))[0]:
        w.restrict(v, w.usage[v] - w.mn[v] <= slack[v])
        changed = True
    return changed


def _fold_single(w: Work) -> bool:
    changed = False
    todo = [v for v in range(w.n) if w.alive[v] and len(w.cost[v]) == 1]
    while todo:
        v = todo.pop()
        if not w.alive[v]:
            continue
        _fold_one(w, v)
        changed = True
    return changed


def _fold_one(w: Work, v: int) -> None:
    """Fold the single-strategy node v into its neighbours' costs and the constant."""
    if w.cost[v][0] >= INF:
        raise Infeasible(f"{w.name}: node {v} has no allowed strategy")
    if w.trace is not None:
        w.trace.append(("fold", v))
    for u in list(w.adj[v]):
        w.add_cost(u, w.get(v, u)[0])
    w.const += int(w.cost[v][0])
    w.stack.append(("fix", v, int(w.orig[v][0])))
    w.retire(v, int(w.usage[v][0]))


def _dominated(w: Work, v: int, with_usage: bool) -> np.ndarray | None:
    k = len(w.cost[v])
    if k < 2:
        return None
    d = 1 + with_usage + sum(len(w.cost[u]) for u in w.adj[v])
    if k * k * d > w.tuning.dominance_work:
        return None
    cols = [w.cost[v][:, None]]
    if with_usage:
        cols.append(w.usage[v][:, None])
    cols.extend(w.get(v, u) for u in sorted(w.adj[v]))
    f = np.hstack(cols)
    # covers[b, r]: b is nowhere dearer than r (one k*k*d comparison, within the work cap)
    covers = np.all(f[:, None, :] <= f[None, :, :], axis=2)
    np.fill_diagonal(covers, False)
    keep = np.ones(k, dtype=bool)
    for b in np.nonzero(covers.any(axis=1))[0]:
        if keep[b]:
            keep &= ~covers[b]
    return keep


def _remove_dominated(w: Work, rel: np.ndarray, deadline: Deadline | None = None) -> bool:
    changed = False
    for v in sorted(w.dirty):
        if deadline is not None and deadline.expired():
            break  # each removal is exact on its own: stopping early keeps the optimum
        if not w.alive[v]:
            continue
        keep = _dominated(w, v, bool(rel[v]))
        if keep is not None and not np.all(keep):
            w.restrict(v, keep)
            changed = True
    return changed


def _eliminate_one(w: Work, v: int) -> bool:
    nb = sorted(w.adj[v])
    cv = w.cost[v]
    if len(nb) == 0:
        s = int(np.argmin(cv))
        if cv[s] >= INF:
            raise Infeasible(f"{w.name}: node {v} has no allowed strategy")
        w.const += int(cv[s])
        w.stack.append(("fix", v, int(w.orig[v][s])))
    elif len(nb) == 1:
        (u,) = nb
        t = w.get(u, v) + cv[None, :]
        best = np.argmin(t, axis=1)
        w.stack.append(("elim1", v, u, w.orig[u].copy(), w.orig[v][best]))
        w.add_cost(u, t[np.arange(len(best)), best])
    elif len(nb) == 2:
        u, x = nb
        a, b = w.get(u, v), w.get(v, x)
        su, sv, sx = a.shape[0], a.shape[1], b.shape[1]
        existing = w.get(u, x).size if x in w.adj[u] else 0
        if su * sv * sx > w.tuning.elim2_work or su * sx > max(a.size + b.size, existing):
            return False
        best = np.full((su, sx), 4 * INF, dtype=np.int64)
        arg = np.zeros((su, sx), dtype=np.int64)
        for s in range(sv):
            cand = a[:, s, None] + (cv[s] + b[s, None, :])
            better = cand < best
            best = np.where(better, cand, best)
            arg[better] = s
        w.stack.append(("elim2", v, u, x, w.orig[u].copy(), w.orig[x].copy(), w.orig[v][arg]))
        w.add_edge(u, x, np.minimum(best, INF))
    else:
        return False
    if w.trace is not None:
        w.trace.append(("elim", v))
    w.retire(v, int(w.mx[v]))
    return True


def _eliminate_low_degree(w: Work, rel: np.ndarray) -> bool:
    changed = False
    todo = [v for v in np.nonzero(w.alive & ~rel)[0] if len(w.adj[v]) <= 2]
    while todo:
        v = todo.pop()
        if not w.alive[v] or rel[v] or len(w.adj[v]) > 2:
            continue
        nb = list(w.adj[v])
        if _eliminate_one(w, v):
            changed = True
            todo.extend(u for u in nb if w.alive[u] and not rel[u] and len(w.adj[u]) <= 2)
    return changed


def _functional_partner(w: Work, v: int, memo: dict) -> tuple[int, np.ndarray] | None:
    """A neighbour u that fixes v: every strategy of u allows exactly one strategy of v (the
    others forbidden), returned with that map (u's strategy -> v's); None without one. `memo`
    keeps each (u, v) answer with the matrix it was computed on (a hub absorbing its spokes is
    rescanned after every substitution, and the scans would dominate the presolve)."""
    best = None
    for u in sorted(w.adj[v]):
        mat = w.mat[(min(u, v), max(u, v))]
        hit = memo.get((u, v))
        if hit is None or hit[0] is not mat:
            ok = w.get(u, v) < INF
            f = np.argmax(ok, axis=1) if np.all(ok.sum(axis=1) == 1) else None
            hit = memo[(u, v)] = (mat, f)
        f = hit[1]
        if f is not None and (best is None or len(f) < len(best[1])):
            best = (u, f)
    return best


def _eliminate_functional(w: Work, rel: np.ndarray) -> bool:
    """Functional substitution (toulbar2's `-f`): a memory-free node v fixed by a neighbour u
    (v = f(u)) goes; its cost and the edge become u's costs and every other edge v-x becomes
    the edge u-x with rows M_vx[f(u), :]. Exact; the model never grows by more than |S_u| /
    |S_v| per moved edge, and on priced models the hub stars (equality edges) collapse."""
    changed = False
    memo: dict = {}
    todo = [int(v) for v in np.nonzero(w.alive & ~rel)[0] if w.adj[v]]
    while todo:
        v = todo.pop()
        if not w.alive[v] or rel[v] or not w.adj[v]:
            continue
        found = _functional_partner(w, v, memo)
        if found is None:
            continue
        u, f = found
        moved = [x for x in w.adj[v] if x != u]
        if sum(len(f) * len(w.cost[x]) for x in moved) > w.tuning.functional_growth * max(
            1, sum(w.get(v, x).size for x in moved)
        ):
            continue
        _substitute(w, v, u, f)
        changed = True
        todo.extend([u, *moved])
    return changed


def _substitute(w: Work, v: int, u: int, f: np.ndarray) -> None:
    """Replace v by f(u): its cost and the edge u-v into u's costs, its other edges onto u."""
    if w.trace is not None:
        w.trace.append(("func", v, u, f))
    rows = np.arange(len(f))
    moved = [x for x in w.adj[v] if x != u]
    w.add_cost(u, np.minimum(w.cost[v][f] + w.get(u, v)[rows, f], INF))
    for x in moved:
        w.add_edge(u, x, w.get(v, x)[f, :])
    w.stack.append(("elim1", v, u, w.orig[u].copy(), w.orig[v][f]))
    w.retire(v, int(w.mx[v]))


def run_presolve(
    problem: StrategyProblem,
    max_rounds: int = 30,
    functional: bool = False,
    tuning: StrategyTuning = DEFAULT,
    deadline: Deadline | None = None,
    structural: bool = False,
    work: Work | None = None,
) -> Work:
    """Apply the reductions until a fixpoint (or `max_rounds`, or `deadline`: every reduction
    is exact, so stopping early only leaves a bigger model); `functional` adds the functional
    substitution (`_eliminate_functional`; off on the engine's main presolve). `structural`
    skips the dominance test, the one reduction that compares costs, and records every
    decision in `w.trace` so `replay` can redo them at other node costs. `work` (consumed)
    replaces building the Work from `problem`."""
    w = Work(problem, tuning) if work is None else work
    if structural:
        w.trace = []
    for _ in range(max_rounds):
        if deadline is not None and deadline.expired():
            break
        changed = _remove_forbidden(w)
        residual, active = w.memory_state()
        changed |= _remove_too_big(w, residual)
        changed |= _fold_single(w)
        residual, active = w.memory_state()
        if not structural:
            changed |= _remove_dominated(w, w.relevant(active), deadline)
        w.dirty.clear()
        changed |= _remove_forbidden(w)
        changed |= _fold_single(w)
        residual, active = w.memory_state()
        changed |= _eliminate_low_degree(w, w.relevant(active))
        if functional:
            changed |= _remove_forbidden(w)
            changed |= _eliminate_functional(w, w.relevant(active))
        if not changed:
            break
    _remove_forbidden(w)
    _fold_single(w)
    return w


def replay(base: Work, trace: list[tuple], extra: list[np.ndarray]) -> Work:
    """The structural presolve (`run_presolve(structural=True)` from `base`, which recorded
    `trace`) redone with `extra` added to the node costs, without its searches: every decision
    there depends only on the graph, the domains and which entries are forbidden, so it is the
    fresh structural presolve of the new costs as long as no sum of allowed entries reaches
    INF (`replayable` checks that)."""
    w = base.clone(extra)
    for op in trace:
        kind, v = op[0], op[1]
        if kind == "restrict":
            w.restrict(v, op[2])
        elif kind == "fold":
            _fold_one(w, v)
        elif kind == "elim":
            if not _eliminate_one(w, v):
                raise AssertionError(f"replay: node {v} no longer eliminable")
        else:
            _substitute(w, v, op[2], op[3])
    w.dirty.clear()
    return w


def replayable(base: Work, extra: list[np.ndarray]) -> bool:
    """True when every sum of allowed entries stays below INF with `extra` added: each table
    the presolve derives sums distinct node costs and edge entries, so their worst allowed
    values bound every derived one, and then no allowed choice turns forbidden."""
    most = base.__dict__.get("_edge_most")
    if most is None:  # the edges do not change with `extra`: summed once per base
        most = sum(int(m[m < INF].max(initial=0)) for m in base.mat.values())
        base.__dict__["_edge_most"] = most
    for c, x in zip(base.cost, extra, strict=True):
        most += int(np.where(c < INF, c + x, 0).max(initial=0))
    return most < INF


# ------------------------------------------------------------------------------- reduced form


@dataclass
class Reduced:
    """The presolved instance with nodes renumbered 0..m-1 (solver-facing form).

    `cost[i]` node costs (min 0), `var[i]` usage above the node's minimum (zeros for memory-free
    nodes), `edges[e] = (a, b)` with a < b and `mats[e]` the non-negative residual matrix (entries
    >= INF are forbidden pairs), `nbrs[i]` list of (edge, other, i_is_row). Memory: sorted points
    with capacity `cap[p]` for the sum of `var`; node i is live at points [ps[i], pe[i]) (empty
    for memory-free nodes). `const` is a lower bound on the optimum.
    """

    ids: np.ndarray
    cost: list[np.ndarray]
    var: list[np.ndarray]
    edges: list[tuple[int, int]]
    mats: list[np.ndarray]
    nbrs: list[list[tuple[int, int, bool]]]
    cap: np.ndarray
    ps: np.ndarray
    pe: np.ndarray
    const: int

    @property
    def m(self) -> int:
        return len(self.ids)

    def local_cost(self, i: int, choice: np.ndarray) -> np.ndarray:
        """Node i's cost per strategy with every neighbour at `choice` (INF = forbidden)."""
        c = self.cost[i].copy()
        for e, o, row in self.nbrs[i]:
            c += self.mats[e][:, choice[o]] if row else self.mats[e][choice[o], :]
        return c

    def total(self, choice: np.ndarray) -> int:
        """The exact cost of `choice` (forbidden entries summed as Python ints: no overflow)."""
        flat, off, ncols, ea, eb, nflat, noff = self.flat_arrays()
        choice = np.asarray(choice, dtype=np.int64)
        vals = np.concatenate([nflat[noff + choice], flat[off + choice[ea] * ncols + choice[eb]]])
        big = vals >= INF
        return self.const + int(vals[~big].sum()) + sum(int(v) for v in vals[big])

    def flat_arrays(self) -> tuple[np.ndarray, ...]:
        """Every matrix and cost list in one array with offsets, built once per model."""
        cache = self.__dict__.get("_flat_cache")
        if cache is None:
            sizes = [m.size for m in self.mats]
            flat = np.concatenate([m.ravel() for m in self.mats] + [np.zeros(0, np.int64)])
            off = np.cumsum([0, *sizes])[:-1].astype(np.int64)
            ncols = np.array([m.shape[1] for m in self.mats], dtype=np.int64)
            ea = np.array([a for a, _ in self.edges], dtype=np.int64)
            eb = np.array([b for _, b in self.edges], dtype=np.int64)
            nflat = np.concatenate([*self.cost, np.zeros(0, np.int64)])
            noff = np.cumsum([0, *(len(c) for c in self.cost)])[:-1].astype(np.int64)
            cache = (flat, off, ncols, ea, eb, nflat, noff)
            self.__dict__["_flat_cache"] = cache
        return cache

    def loads(self, choice: np.ndarray) -> np.ndarray:
        vals = np.array([self.var[i][choice[i]] for i in range(self.m)], dtype=np.int64)
        return range_sum(self.ps, self.pe, vals, len(self.cap))


def reduce(w: Work) -> Reduced:
    """Renumber live nodes, push row/column/node minima into the constant, keep active points."""
    ids = np.nonzero(w.alive)[0]
    index = np.full(w.n, -1, dtype=np.int64)
    index[ids] = np.arange(len(ids))
    cost = [w.cost[v].copy() for v in ids]
    const = w.const
    edges, mats = [], []
    nbrs: list[list[tuple[int, int, bool]]] = [[] for _ in ids]
    for (a, b), mat in sorted(w.mat.items()):
        m = mat.copy()
        forb = m >= INF
        ia, ib = int(index[a]), int(index[b])
        r = m.min(axis=1)
        m -= r[:, None]
        cost[ia] = np.minimum(cost[ia] + r, INF)
        c = np.where(forb, INF, m).min(axis=0)
        c = np.where(c >= INF, 0, c)
        m -= c[None, :]
        cost[ib] = np.minimum(cost[ib] + c, INF)
        m[forb] = INF
        e = len(edges)
        edges.append((ia, ib))
        mats.append(m)
        nbrs[ia].append((e, ib, True))
        nbrs[ib].append((e, ia, False))
    for i in range(len(ids)):
        lo = int(cost[i].min())
        const += lo
        cost[i] = cost[i] - lo
    residual, active = w.memory_state()
    rel = w.relevant(active)[ids]
    act = np.nonzero(active)[0] if len(active) else np.zeros(0, np.int64)
    ps = np.searchsorted(act, w.ps[ids], side="left")
    pe = np.searchsorted(act, w.pe[ids], side="left")
    ps, pe = np.where(rel, ps, 0), np.where(rel, pe, 0)
    var = [
        (w.usage[v] - w.mn[v]) if rel[i] else np.zeros(len(w.cost[v]), np.int64)
        for i, v in enumerate(ids)
    ]
    return Reduced(
        ids=ids,
        cost=cost,
        var=var,
        edges=edges,
        mats=mats,
        nbrs=nbrs,
        cap=residual[act] if len(act) else np.zeros(0, np.int64),
        ps=ps.astype(np.int64),
        pe=pe.astype(np.int64),
        const=int(const),
    )


def postsolve(w: Work, red: Reduced, choice: np.ndarray) -> list[int]:
    """Original strategy index per original node, from a reduced choice."""
    out = np.full(w.n, -1, dtype=np.int64)
    for i, v in enumerate(red.ids):
        out[v] = w.orig[v][choice[i]]
    for rec in reversed(w.stack):
        kind, v = rec[0], rec[1]
        if kind == "fix":
            out[v] = rec[2]
        elif kind == "elim1":
            _, _, u, orig_u, table = rec
            out[v] = table[np.searchsorted(orig_u, out[u])]
        else:
            _, _, u, x, orig_u, orig_x, table = rec
            out[v] = table[np.searchsorted(orig_u, out[u]), np.searchsorted(orig_x, out[x])]
    return [int(s) for s in out]
