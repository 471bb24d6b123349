"""The user's knobs of one CP-SAT solve, and the topology they name."""

from __future__ import annotations

from dataclasses import dataclass

from shardsat.model.mesh import Mesh
from shardsat.solver.cpsat.candidates import CandidateOptions


@dataclass(frozen=True)
class SolveOptions:
    """What a user asks of `solve` (the solver's internal tuning is `Tuning`)."""

    objective: str = "time"
    """`time` (communication + compute, ns) or `comm` (bytes sent per device)."""
    memory_budget: int | None = None
    """Per-device bytes the peak live memory must stay under (None: no budget)."""
    time_limit: float = 60.0
    """Seconds for the whole call, building the model included."""
    workers: int = 2
    seed: int = 0
    deterministic: bool = False
    """Fixed seed and CP-SAT's deterministic time instead of the wall clock: same plan every run."""
    allow_padding: bool = False
    need_replication: str = "forbid"
    """`forbid` (need-replication factors stay unsharded) or `price` (sharded at a cost)."""
    jax_expressible: bool = False
    """No sub-axes on arguments and returned values (JAX's PartitionSpec cannot say them)."""

    @property
    def spare_core(self) -> bool:
        """2+ workers on the wall clock: something may run beside the search or after it on
        a second core (deterministic mode runs everything in turn)."""
        return self.workers >= 2 and not self.deterministic


def candidate_options(opts: SolveOptions) -> CandidateOptions:
    return CandidateOptions(opts.allow_padding, opts.need_replication)


def resolve_topology(topology, mesh: Mesh):
    """A Topology from a value, a preset name or a file path (default: the cpu preset)."""
    from shardsat.cost.topology import Topology, load_topology

    if isinstance(topology, Topology):
        return topology
    return load_topology(topology or "cpu", mesh)
