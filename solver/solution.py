"""What every solver returns: a sharding for every value, plus how it was found.

Greedy propagation and CP-SAT return the same type so plans compare directly. Values are not
state: solvers never write into the Program; they return a Solution mapping value ids to shardings.
"""

from __future__ import annotations

from dataclasses import dataclass, field
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
