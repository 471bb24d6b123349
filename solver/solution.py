"""What every solver returns: a sharding for every value, plus how it was found.

Greedy propagation and CP-SAT return the same type so plans compare directly. Values are not
state: solvers never write into the Program; they return a Solution mapping value ids to shardings.
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from enum import Enum
from typing import Any

from shardsat.model.axis import AxisRef
from shardsat.model.sharding import TensorSharding


class SolveStatus(Enum):
    OPTIMAL = "OPTIMAL"
    FEASIBLE = "FEASIBLE"
    INFEASIBLE = "INFEASIBLE"
    UNKNOWN = "UNKNOWN"


FactorAxes = tuple[tuple[AxisRef, ...], ...]
"""Per factor of an op's rule, the axis refs sharding it, major to minor."""


@dataclass(frozen=True)
class Solution:
    """A complete plan: `shardings[value_id]` for every value of the program.

    `op_factor_axes[op_id]` is the factor assignment the op executes under (optional: when absent
    the cost model derives one from the value shardings, see cost.evaluate).
    `conflicts` lists user constraints that could not hold (INFEASIBLE), one line each.
    """

    status: SolveStatus
    shardings: dict[str, TensorSharding]
    solver: str
    op_factor_axes: dict[str, FactorAxes] = field(default_factory=dict)
    objective: float | None = None
    bound: float | None = None
    solve_seconds: float = 0.0
    conflicts: tuple[str, ...] = ()
    stats: dict[str, Any] = field(default_factory=dict)

    @property
    def gap(self) -> float | None:
        """Relative optimality gap (objective - bound) / objective; 0 when proven optimal."""
        if self.objective is None or self.bound is None:
            return None
        if self.objective == 0:
            return 0.0
        return max(0.0, (self.objective - self.bound) / abs(self.objective))


def verify_solution(solution: Solution, program: Any, exclude: Any = ()) -> None:
    """Check every emitted sharding with model/'s verifier against its value's shape and mesh.

    Solutions are checked, not trusted: a plan that fails here is a solver bug, reported as an
    EncodingError naming the value, before anything is written. `exclude` lists values that are
    not emitted (greedy's never-sharded placeholders, which Shardy leaves unannotated).
    """
    from shardsat.model.errors import EncodingError, VerificationError
    from shardsat.model.verify import verify_tensor_sharding

    skipped = set(exclude)
    for value_id, sharding in solution.shardings.items():
        if value_id in skipped:
            continue
        value = program.values.get(value_id)
        if value is None:
            raise EncodingError(f"{solution.solver}: sharding for unknown value {value_id}")
        try:
            verify_tensor_sharding(sharding, program.meshes, value.type.shape)
        except VerificationError as err:
            raise EncodingError(f"{solution.solver} plan, {value_id}: {err}") from None


def tie_aliases(program: Any, plan: Solution, mesh_name: str = "mesh") -> Solution:
    """`plan` with each aliased returned value (`Function.aliases`) in its argument's sharding,
    closed (replicated where the plan leaves the argument open); `cost.evaluate` prices the
    reshard from what the value's producer computes. Used where a plan comes from greedy
    propagation, which does not know aliases."""
    fn = program.main
    shardings = dict(plan.shardings)
    for i, j in fn.aliases:
        arg = fn.args[i]
        rank = program.value(arg).type.rank
        wanted = shardings.get(arg) or TensorSharding.replicated_of(mesh_name, rank)
        shardings[arg] = shardings[fn.returns[j]] = wanted.closed()
    return replace(plan, shardings=shardings)
