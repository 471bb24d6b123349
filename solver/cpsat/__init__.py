"""The CP-SAT sharding solver (DESIGN.md §2): `solve`, its `SolveOptions` and `Tuning`."""

from shardsat.solver.cpsat.driver import solve
from shardsat.solver.cpsat.options import SolveOptions
from shardsat.solver.cpsat.tuning import Tuning

__all__ = ["SolveOptions", "Tuning", "solve"]
