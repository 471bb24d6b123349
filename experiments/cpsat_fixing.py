"""Reduced-cost fixing: an LP of the CP-SAT model's own rows, and the literals it rules out.

The LP relaxation of the encoded model (every boolean in [0, 1], the same linear rows) is read
from the `CpModel` proto (`relaxation`), so there is no second encoder to keep in sync, and
solved with GLOP (`solve_relaxation`). From its duals `y`, `lagrangian` computes in float64 the
bound L(y) = y.b + sum_j min(0, d_j) with d = c - A^T y (a valid lower bound for *any* `y` of
the right signs, so GLOP's tolerances only cost tightness, never validity) and the reduced
costs `d`. Then every plan with a boolean x_j = 1 costs at least L(y) + d_j (d_j > 0), and
every plan with x_j = 0 at least L(y) - d_j (d_j < 0): the standard reduced-cost fixing of MIP
solvers (Nemhauser & Wolsey, Integer and Combinatorial Optimization, 1988, II.6.1; Achterberg's
SCIP thesis, 2007, 7.7). With a plan of integer cost `ub` known, `fixings` lists the literals
whose other value already costs more than ub - 1: fixing them keeps every plan cheaper than
`ub`, so a proof on the fixed model is a proof on the model, up to `ub` (`fixed_bound`).

Not done here: cuts of our own, or re-solving the LP after fixing (callers may call again).
"""

from __future__ import annotations

import time
from dataclasses import dataclass
from typing import TYPE_CHECKING

import numpy as np

if TYPE_CHECKING:  # scipy is imported only when the fixing tool runs (it is not on the solve path)
    from scipy import sparse


@dataclass(frozen=True)
class Relaxation:
    """The linear rows of a CP-SAT model proto, booleans relaxed to [0, 1].

    Invariants: `matrix` has one row per kept constraint and one column per proto variable;
    `row_low <= row_high`; `objective` and `offset` are the proto's (scaling included).
    Rows kept: linear constraints without enforcement, exactly-one, at-most-one, bool-or,
    bool-and with one enforcement literal (implications); any other constraint is dropped,
    which only weakens the relaxation (it stays a relaxation).
    """

    matrix: sparse.csr_matrix
    row_low: np.ndarray
    row_high: np.ndarray
    var_low: np.ndarray
    var_high: np.ndarray
    objective: np.ndarray
    offset: float
    dropped: int
    """Constraints not translated (enforced linear rows, e.g. a memory budget's assumption)."""


def _literal(ref: int) -> tuple[int, float, float]:
    """(variable, coefficient, constant) of a literal: x or 1 - x."""
    return (ref, 1.0, 0.0) if ref >= 0 else (-ref - 1, -1.0, 1.0)


class _Rows:
    """Sparse rows being collected: (variables, coefficients) and bounds."""

    def __init__(self) -> None:
        self.cols: list[int] = []
        self.coefs: list[float] = []
        self.ptr = [0]
        self.low: list[float] = []
        self.high: list[float] = []

    def add(self, terms: list[tuple[int, float]], low: float, high: float) -> None:
        for v, a in terms:
            self.cols.append(v)
            self.coefs.append(a)
        self.ptr.append(len(self.cols))
        self.low.append(low)
        self.high.append(high)

    def add_literal_sum(self, refs, low: float, high: float) -> None:
        """low <= sum of literals <= high, negated literals moved to the bounds."""
        terms, const = [], 0.0
        for ref in refs:
            v, a, c = _literal(ref)
            terms.append((v, a))
            const += c
        self.add(terms, low - const, high - const)


KINDS = ("linear", "exactly_one", "at_most_one", "bool_or", "bool_and")


def _add_constraint(rows: _Rows, ct) -> bool:
    """Translate one proto constraint; False when it has no relaxation here."""
    kind = next((k for k in KINDS if getattr(ct, f"has_{k}")()), None)
    enforced = list(ct.enforcement_literal)
    if kind == "linear" and not enforced:
        dom = list(ct.linear.domain)
        rows.add(list(zip(ct.linear.vars, map(float, ct.linear.coeffs), strict=True)),
                 float(dom[0]), float(dom[-1]))  # fmt: skip
    elif kind in ("exactly_one", "at_most_one", "bool_or") and not enforced:
        part = getattr(ct, kind)
        low = 1.0 if kind != "at_most_one" else -np.inf
        high = 1.0 if kind != "bool_or" else np.inf
        rows.add_literal_sum(list(part.literals), low, high)
    elif kind == "bool_and" and len(enforced) == 1:
        for ref in ct.bool_and.literals:  # enforcement => lit:  lit - enforcement >= 0
            rows.add_literal_sum([ref, _negate(enforced[0])], 1.0, np.inf)
    else:
        return False
    return True


def _negate(ref: int) -> int:
    return -ref - 1


def relaxation(proto) -> Relaxation:
    """The LP relaxation of a `CpModelProto` (see `Relaxation` for what is kept)."""
    from scipy import sparse  # GLOP's model builder takes scipy's CSR matrices

    rows = _Rows()
    dropped = sum(0 if _add_constraint(rows, ct) else 1 for ct in proto.constraints)
    n = len(proto.variables)
    matrix = sparse.csr_matrix(
        (np.array(rows.coefs, dtype=float), np.array(rows.cols, dtype=np.int64),
         np.array(rows.ptr, dtype=np.int64)),
        shape=(len(rows.low), n),
    )  # fmt: skip
    matrix.sum_duplicates()
    low = np.array([v.domain[0] for v in proto.variables], dtype=float)
    high = np.array([v.domain[len(v.domain) - 1] for v in proto.variables], dtype=float)
    # (the proto wrapper's repeated fields do not take negative indices: domain[-1] is 0)
    objective = np.zeros(n)
    obj = proto.objective
    scale = obj.scaling_factor or 1.0
    np.add.at(objective, np.array(obj.vars, dtype=np.int64), np.array(obj.coeffs, float) * scale)
    return Relaxation(matrix, np.array(rows.low), np.array(rows.high), low, high, objective,
                      obj.offset * scale, dropped)  # fmt: skip


@dataclass(frozen=True)
class LpSolution:
    """GLOP's answer: status, its objective, the duals (one per row) and the wall time."""

    status: str
    value: float
    duals: np.ndarray
    seconds: float


def solve_relaxation(
    rel: Relaxation, time_limit: float = 60.0, params: str = "", backend: str = "glop"
) -> LpSolution:
    """The LP optimum of `rel` with GLOP (`params`: its parameters in text format; `backend`
    "pdlp" for the first-order solver, whose approximate duals still give a valid L(y))."""
    from ortools.linear_solver.python import model_builder as mb

    began = time.perf_counter()
    model = mb.Model()
    model.helper.fill_model_from_sparse_data(
        rel.var_low, rel.var_high, rel.objective, rel.row_low, rel.row_high, rel.matrix
    )
    solver = mb.Solver(backend)
    solver.set_time_limit_in_seconds(max(0.05, time_limit))
    if params:
        solver.set_solver_specific_parameters(params)
    status = solver.solve(model)
    name = status.name
    if name not in ("OPTIMAL", "FEASIBLE") and not (backend == "pdlp" and name != "INFEASIBLE"):
        return LpSolution(
            name, float("nan"), np.zeros(len(rel.row_low)), time.perf_counter() - began
        )
    duals = solver.dual_values(model.get_linear_constraints()).to_numpy(dtype=float)
    value = solver.objective_value + rel.offset
    return LpSolution(name, value, duals, time.perf_counter() - began)


def solve_mip(rel: Relaxation, time_limit: float, backend: str = "scip") -> dict:
    """The same rows as a MIP (booleans integral) solved by another solver (SCIP ships in the
    ortools wheel): a comparison for the docs, not the engine. {status, value, bound, s}."""
    from ortools.linear_solver.python import model_builder as mb

    began = time.perf_counter()
    model = mb.Model()
    model.helper.fill_model_from_sparse_data(
        rel.var_low, rel.var_high, rel.objective, rel.row_low, rel.row_high, rel.matrix
    )
    for j in np.flatnonzero((rel.var_low == 0) & (rel.var_high == 1)):
        model.helper.set_var_integrality(int(j), True)
    solver = mb.Solver(backend)
    solver.set_time_limit_in_seconds(max(0.05, time_limit))
    status = solver.solve(model).name
    found = status in ("OPTIMAL", "FEASIBLE")
    return {
        "status": status,
        "value": solver.objective_value + rel.offset if found else None,
        "bound": solver.best_objective_bound + rel.offset,
        "seconds": round(time.perf_counter() - began, 1),
    }


def lagrangian(rel: Relaxation, duals: np.ndarray) -> tuple[float, np.ndarray]:
    """(L(y), d): a valid lower bound of the model from any multipliers `y`, and the reduced
    costs d = c - A^T y. A multiplier whose sign needs an infinite row bound is set to 0."""
    y = np.where(
        ((duals > 0) & np.isfinite(rel.row_low)) | ((duals < 0) & np.isfinite(rel.row_high)),
        duals,
        0.0,
    )
    d = rel.objective - rel.matrix.T @ y
    rows = np.where(y > 0, y * np.where(y > 0, rel.row_low, 0.0), 0.0)
    rows += np.where(y < 0, y * np.where(y < 0, rel.row_high, 0.0), 0.0)
    box = np.minimum(d * rel.var_low, d * rel.var_high)
    return rel.offset + float(rows.sum()) + float(box.sum()), d


@dataclass(frozen=True)
class Fixing:
    """Literals to fix, justified by a plan of cost `upper` and the Lagrangian bound `bound`:
    every plan with one of `zero` at 1 (or one of `one` at 0) costs at least `upper`."""

    upper: int
    bound: float
    zero: np.ndarray
    one: np.ndarray


SAFETY = 0.25
"""Slack (objective units) for float64 rounding in L(y) + d_j: the objective is an integer,
so `L + d_j > ub - 1 + SAFETY` still proves cost >= ub (rounding is ~1e-6 here)."""


def fixings(rel: Relaxation, duals: np.ndarray, upper: int) -> Fixing:
    """The booleans whose other value forces a cost >= `upper` (see the module docstring)."""
    bound, d = lagrangian(rel, duals)
    boolean = (rel.var_low == 0) & (rel.var_high == 1)
    limit = upper - 1 + SAFETY - bound
    zero = np.flatnonzero(boolean & (d > limit))
    one = np.flatnonzero(boolean & (-d > limit))
    return Fixing(upper, bound, zero, one)


def apply_fixing(model, fixing: Fixing) -> None:
    """Fix the literals in a `CpModel` (domains set to {0} / {1})."""
    proto = model.Proto()
    for index, value in [(int(i), 0) for i in fixing.zero] + [(int(i), 1) for i in fixing.one]:
        domain = proto.variables[index].domain
        domain.clear()
        domain.extend([value, value])


def fixed_bound(fixed_bound_value: float, upper: int) -> int:
    """The model's bound from a bound proven on the fixed model: plans outside it cost >=
    `upper`, so the model's optimum is at least min(fixed bound, upper)."""
    return int(min(np.ceil(fixed_bound_value - 1e-9), upper))
