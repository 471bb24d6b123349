"""CP-SAT model of a (sub-)problem of a presolved strategy instance.

One model builder serves both the full solve and LNS: the free nodes get one-hot booleans, every
other node stays at the current choice, so edges to fixed nodes become unary costs and the memory
capacity at each point is reduced by the fixed nodes' load.

Edge costs: the residual matrices are already non-negative with row and column minima pushed into
node costs (presolve.reduce), so most entries are 0. A literal y exists only for a non-zero
entry (y >= x_u,i + x_v,j - 1, objective coefficient = the entry; minimisation keeps y tight).
Each row (and column) also gets a linking constraint x_u,i <= sum of v's zero-cost literals +
sum of the row's y: redundant for integer solutions, but it gives the LP the local-polytope
strength (measured in docs/iopddl.md, "Encodings").
Forbidden pairs become clauses, or, when a row forbids most columns, one clause "x_u,i implies one
of the allowed x_v,j". Memory: one linear constraint per time point touched by a free node whose
worst case can exceed its capacity, with identical live sets merged. All coefficients are exact
integers.
"""

from __future__ import annotations

import threading
import time
from dataclasses import dataclass

import numpy as np
from ortools.sat.python import cp_model
from shardsat.solver.strategy.deadline import OVERHEADS, Deadline
from shardsat.solver.strategy.presolve import INF, Reduced


@dataclass
class SubResult:
    status: str
    values: np.ndarray | None  # new strategy per free node (reduced indices)
    objective: int | None  # sub-objective of `values` (same units as `current`)
    current: int  # sub-objective of the current choice
    bound: int | None
    seconds: float


BUILD = "cp-sat build"
"""The `Overheads` kind of a model build: units are `build_units`."""
BUILD_RATE = 2e-6
"""Seconds per build unit before this run has measured one (a model of 1 M matrix entries
and strategies: ~2 s; the measured rates are in docs/iopddl.md, "Seventeenth round")."""
SOLVE_MIN = 0.1
"""A model is built only when at least this much is predicted to be left for its search."""
BUILD_MIN_UNITS = 20_000
"""Only builds at least this big are measured (a small one's time is its fixed overhead)."""
CHECK_EVERY = 16
"""Nodes (and edges) between two deadline checks of a build."""


class _Aborted(Exception):
    """The deadline passed inside a model build."""


def build_units(red: Reduced, free: np.ndarray, inside: np.ndarray) -> int:
    """The size of the model for `free`, in the units its build time is predicted in: the
    strategies of the free nodes plus the matrix entries of the edges among them."""
    units = sum(len(red.cost[i]) for i in free.tolist())
    for i in free.tolist():
        for e, o, row in red.nbrs[i]:
            if row and inside[o]:
                units += red.mats[e].size
    return int(units)


def edge_literals(red: Reduced, free: np.ndarray) -> int:
    """How many y literals the model for `free` would need (the size budget of LNS)."""
    inside = np.zeros(red.m, dtype=bool)
    inside[free] = True
    total = 0
    for i in free:
        for e, o, row in red.nbrs[i]:
            if row and inside[o]:
                m = red.mats[e]
                total += int(np.count_nonzero((m > 0) & (m < INF)))
    return total


def _unary(red: Reduced, i: int, inside: np.ndarray, choice: np.ndarray) -> np.ndarray:
    c = red.cost[i].copy()
    for e, o, row in red.nbrs[i]:
        if not inside[o]:
            c += red.mats[e][:, choice[o]] if row else red.mats[e][choice[o], :]
    return c


def _soften(values: np.ndarray, soft: int | None) -> np.ndarray:
    """Forbidden multiples of INF become multiples of `soft` (a penalty instead of a ban)."""
    if soft is None:
        return values
    return (values // INF) * soft + values % INF


def _add_edge(
    model,
    obj,
    xa,
    xb,
    m: np.ndarray,
    cur: tuple[int, int] | None = None,
    soft: int | None = None,
    link: bool = True,
) -> None:
    if soft is not None:
        m = np.where(m >= INF, soft, m)
    # plain lists: numpy scalar indexing dominated the model build time of big balls
    ml = m.tolist()
    cols = [j for j in range(m.shape[1]) if xb[j] is not None]
    nb = {j: xb[j].Not() for j in cols}
    ylit: dict[tuple[int, int], object] = {}
    for r in range(m.shape[0]):
        if xa[r] is None:
            continue
        row = ml[r]
        _add_bans(model, xa[r], xb, cols, nb, row)
        ys = _add_row_costs(model, obj, xa[r].Not(), nb, cols, row, r, cur, ylit)
        if link and ys:
            # x_a,r implies b picks a free column or pays one y of this row (tight LP)
            zero = [xb[j] for j in cols if row[j] == 0]
            model.add(xa[r] <= cp_model.LinearExpr.sum(zero + ys))
    if link:
        _add_column_links(model, xa, xb, cols, ml, ylit)


def _add_bans(model, xr, xb, cols: list[int], nb: dict, row: list) -> None:
    """Forbidden pairs of one row: one clause per pair, or one implication when most are."""
    allowed = [xb[j] for j in cols if row[j] < INF]
    banned = [j for j in cols if row[j] >= INF]
    if banned and len(banned) > len(allowed):
        model.add_bool_or(allowed).only_enforce_if(xr)
        return
    na = xr.Not()
    for j in banned:
        model.add_bool_or([na, nb[j]])


def _add_row_costs(model, obj, na, nb, cols, row, r, cur, ylit) -> list:
    """One y literal per priced entry of the row (y >= x_a,r + x_b,j - 1), hinted at `cur`."""
    ys = []
    for j in cols:
        c = row[j]
        if 0 < c < INF:
            y = model.new_bool_var("")
            model.add_bool_or([na, nb[j], y])
            obj.append((c, y))
            ys.append(y)
            ylit[(r, j)] = y
            if cur is not None:
                model.add_hint(y, (r, j) == cur)
    return ys


def _add_column_links(model, xa, xb, cols: list[int], ml: list, ylit: dict) -> None:
    """x_b,j implies a picks a free row or pays one y of this column (the rows' mirror)."""
    rows = [r for r in range(len(ml)) if xa[r] is not None]
    for j in cols:
        col = [ylit[(r, j)] for r in rows if (r, j) in ylit]
        if col:
            zero = [xa[r] for r in rows if ml[r][j] == 0]
            model.add(xb[j] <= cp_model.LinearExpr.sum(zero + col))


def _add_memory(model, red: Reduced, free: np.ndarray, x, loads: np.ndarray, choice) -> None:
    mem = [k for k, i in enumerate(free) if red.pe[i] > red.ps[i]]
    if not mem:
        return
    fps = red.ps[free[mem]]
    fpe = red.pe[free[mem]]
    cover = np.zeros(len(red.cap) + 1, dtype=np.int64)
    np.add.at(cover, fps, 1)
    np.add.at(cover, fpe, -1)
    pts = np.nonzero(np.cumsum(cover)[:-1] > 0)[0]
    # the live set only changes at interval bounds: one column per segment between bounds, not
    # per point (a ball can span thousands of points)
    seg = np.searchsorted(np.unique(np.concatenate([fps, fpe])), pts, side="right") - 1
    _, first, col_of = np.unique(seg, return_index=True, return_inverse=True)
    rep = pts[first]
    live = (fps[:, None] <= rep[None, :]) & (rep[None, :] < fpe[:, None])
    cur = np.array([red.var[free[k]][choice[free[k]]] for k in mem], dtype=np.int64)
    mx = np.array([red.var[free[k]].max() for k in mem], dtype=np.int64)
    li = live.astype(np.int64)
    rhs = red.cap[pts] - loads[pts] + (cur @ li)[col_of]
    worst = (mx @ li)[col_of]
    bind = worst > rhs
    if not np.any(bind):
        return
    # per segment the tightest binding point; segments come in point order, as points did
    seg_rhs = np.minimum.reduceat(np.where(bind, rhs, np.iinfo(np.int64).max), first)
    seg_bind = np.logical_or.reduceat(bind, first)
    best: dict[bytes, tuple[int, np.ndarray]] = {}
    for j in np.nonzero(seg_bind)[0]:
        key = np.packbits(live[:, j]).tobytes()
        if key not in best or seg_rhs[j] < best[key][0]:
            best[key] = (int(seg_rhs[j]), live[:, j])
    # each node's (usage, literal) terms once; a row concatenates those of its live nodes
    node_coefs: list[list[int]] = []
    node_lits: list[list] = []
    for k in mem:
        i = int(free[k])
        v = red.var[i].tolist()
        pairs = [(v[s], xv) for s, xv in enumerate(x[i]) if xv is not None and v[s]]
        node_coefs.append([c for c, _ in pairs])
        node_lits.append([xv for _, xv in pairs])
    for r, col in best.values():
        ks = np.nonzero(col)[0].tolist()
        coefs = [c for k in ks for c in node_coefs[k]]
        lits = [xv for k in ks for xv in node_lits[k]]
        model.add(cp_model.LinearExpr.weighted_sum(lits, coefs) <= r)


def _node_literals(model, obj, u: np.ndarray, allowed: np.ndarray | None) -> list:
    """One-hot literals of a free node (None for a forbidden or disallowed strategy)."""
    ok = u < INF
    if allowed is not None:
        ok &= np.isin(np.arange(len(u)), allowed)
    lits = [model.new_bool_var("") if ok[s] else None for s in range(len(u))]
    model.add_exactly_one([v for v in lits if v is not None])
    for s, v in enumerate(lits):
        if v is not None and u[s]:
            obj.append((int(u[s]), v))
    return lits


def solve_sub(
    red: Reduced,
    free: np.ndarray,
    choice: np.ndarray,
    loads: np.ndarray,
    time_limit: float,
    workers: int = 1,
    seed: int = 0,
    hint: bool = True,
    deadline: Deadline | None = None,
    soft: int | None = None,
    link: bool = True,
    allowed: dict[int, np.ndarray] | None = None,
    presolve: bool = True,
    patience: Patience | None = None,
    min_solve: float = SOLVE_MIN,
) -> SubResult:
    """Re-optimise the nodes `free` with all others fixed at `choice` (loads = current loads).

    `soft` turns forbidden pairs into a penalty of that size each, so a neighbourhood of an
    infeasible solution can still lower its number of forbidden pairs. `link` adds the row and
    column linking constraints (x_u,i <= zero-cost x_v,j + y of row i), which tighten the LP.
    `allowed` restricts some free nodes to the given strategies (no literal for the others).
    `presolve` False skips CP-SAT's own presolve (seconds on a dense whole model whose search
    then starts at once from the hint). `patience` ends the search earlier than `time_limit`
    (then its wall-clock cap) by its rule (`Patience`). With `deadline`, a build predicted to
    leave less than `min_solve` seconds for the search is SKIPPED (its `seconds`: the predicted
    build time) and one still running at the deadline is ABORTED; both return no values.
    """
    free = np.asarray(free, dtype=np.int64)
    inside = np.zeros(red.m, dtype=bool)
    inside[free] = True
    t0 = time.monotonic()
    units = build_units(red, free, inside)
    if deadline is not None:
        # a build cannot be stopped by CP-SAT's time limit: skip one predicted not to fit
        need = OVERHEADS.predict(BUILD, units, BUILD_RATE)
        if need + min_solve > deadline.left():
            return SubResult("SKIPPED", None, None, 0, None, need)  # (seconds: predicted)
    try:
        built = _build(red, free, inside, choice, loads, deadline, hint, soft, link, allowed)
    except _Aborted:
        return SubResult("ABORTED", None, None, 0, None, time.monotonic() - t0)
    model, x, current = built
    if units >= BUILD_MIN_UNITS:
        OVERHEADS.record(BUILD, units, time.monotonic() - t0)
    if deadline is None:
        return _run(model, x, free, current, time_limit, workers, seed, presolve, patience)
    time_limit = deadline.cap(time_limit)  # building the model took time too
    if time_limit <= 0.0:
        return SubResult("ABORTED", None, None, current, None, time.monotonic() - t0)
    res = _run(model, x, free, current, time_limit, workers, seed, presolve, patience)
    OVERHEADS.returned(deadline)  # CP-SAT's own overrun of its limit
    return res


def _build(red, free, inside, choice, loads, deadline, hint, soft, link, allowed):
    """The CP-SAT model of `solve_sub`, its literals per free node and the current choice's
    sub-objective; raises `_Aborted` when `deadline` passes during the build (checked every
    `CHECK_EVERY` nodes and edges)."""
    check = (lambda: None) if deadline is None else (lambda: _check(deadline))
    model = cp_model.CpModel()
    obj: list[tuple[int, object]] = []
    x: dict[int, list] = {}
    current = 0
    for k, i in enumerate(free.tolist()):
        if k % CHECK_EVERY == 0:
            check()
        u = _soften(_unary(red, i, inside, choice), soft)
        current += int(u[choice[i]])
        x[i] = _node_literals(model, obj, u, None if allowed is None else allowed.get(i))
    k = 0
    for i in free.tolist():
        for e, o, row in red.nbrs[i]:
            if row and inside[o]:
                k += 1
                if k % CHECK_EVERY == 0:
                    check()
                m = red.mats[e]
                current += int(_soften(m[choice[i], choice[o]], soft))
                cur = (int(choice[i]), int(choice[o])) if hint else None
                _add_edge(model, obj, x[i], x[int(o)], m, cur, soft, link)
    check()
    _add_memory(model, red, free, x, loads, choice)
    model.minimize(cp_model.LinearExpr.weighted_sum([v for _, v in obj], [c for c, _ in obj]))
    if hint:
        _add_hints(model, free, x, choice)
    check()
    return model, x, current


def _add_hints(model, free: np.ndarray, x: dict, choice: np.ndarray) -> None:
    for i in free.tolist():
        for s, v in enumerate(x[i]):
            if v is not None:
                model.add_hint(v, s == choice[i])


def _check(deadline: Deadline) -> None:
    if deadline.expired():
        raise _Aborted


@dataclass(frozen=True)
class Patience:
    """Stop rule of a CP-SAT search that should not end before it has found anything: it ends
    at `seconds` of the wall clock once its best is at least `gain` (a share of its start's
    objective) cheaper than its start and has not improved for `quiet` seconds, else once
    this process has used `cpu` seconds of CPU time in it (`time.process_time`, all
    threads), or at the solve's wall-clock limit.

    Why: CP-SAT's limits are wall-clock (its deterministic time advances too unevenly here to
    stop on); on a loaded machine a wall-clock limit gives its workers a fraction of the work,
    and a probe that must find a basin then returns its start, or stops at its first step
    into it (docs/iopddl.md, "Sixteenth round"). On an idle machine `cpu` = workers x
    `seconds` ends it at `seconds` as before."""

    seconds: float
    cpu: float
    gain: float = 0.05
    quiet: float = 0.0


class _Best(cp_model.CpSolverSolutionCallback):
    """Keeps the best objective found so far and when it was found (`time.monotonic`)."""

    def __init__(self) -> None:
        super().__init__()
        self.best: float | None = None
        self.at = time.monotonic()

    def on_solution_callback(self) -> None:
        v = self.ObjectiveValue()
        if self.best is None or v < self.best:
            self.best, self.at = v, time.monotonic()


def _watch(solver, rule: Patience, best: _Best, current: int, every: float = 0.05):
    """A daemon thread that calls `solver.stop_search()` when `rule` says so; set the returned
    event to end it when the solve returns."""
    done = threading.Event()
    wall0, cpu0 = time.monotonic(), time.process_time()
    enough = (1.0 - rule.gain) * current

    def watch() -> None:
        while not done.wait(every):
            now = time.monotonic()
            moved = best.best is not None and best.best <= enough
            settled = moved and now - best.at >= rule.quiet
            if (settled and now - wall0 >= rule.seconds) or (
                time.process_time() - cpu0 >= rule.cpu
            ):
                solver.stop_search()
                return

    threading.Thread(target=watch, daemon=True).start()
    return done


def _run(
    model,
    x: dict,
    free: np.ndarray,
    current: int,
    time_limit,
    workers,
    seed,
    presolve=True,
    patience: Patience | None = None,
) -> SubResult:
    """Solve the built model and read the free nodes' strategies back."""
    solver = cp_model.CpSolver()
    solver.parameters.max_time_in_seconds = max(0.05, float(time_limit))
    solver.parameters.num_workers = max(1, int(workers))
    solver.parameters.random_seed = int(seed)
    solver.parameters.cp_model_presolve = presolve
    if patience is None:
        st = solver.Solve(model)
    else:
        best = _Best()
        done = _watch(solver, patience, best, current)
        try:
            st = solver.Solve(model, best)
        finally:
            done.set()
    name = solver.StatusName(st)
    seconds = solver.WallTime()
    if st not in (cp_model.OPTIMAL, cp_model.FEASIBLE):
        return SubResult(name, None, None, current, None, seconds)
    vals = np.array(
        [
            next(s for s, v in enumerate(x[int(i)]) if v is not None and solver.BooleanValue(v))
            for i in free
        ],
        dtype=np.int64,
    )
    return SubResult(
        name,
        vals,
        int(round(solver.ObjectiveValue())),
        current,
        int(np.ceil(solver.BestObjectiveBound() - 1e-6)),
        seconds,
    )
