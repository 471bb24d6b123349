"""Standard plans built in a child process while the parent builds its CP-SAT problem.

Building the problem is single-threaded Python, so on a machine with two cores one sits idle
for its whole length (34 s on moe-1.3b-train, 4 axes); a child process builds the standard
plans (`solver.expert.iter_seed_plans`) there and the solve collects them afterwards
(a `solver.child_job.ChildJob`). The child reads the pickled (program, mesh, topology, seconds) on stdin and writes each plan,
pickled, on stdout as soon as it is built.
"""

from __future__ import annotations

import pickle
import sys
import time
from typing import Any

from shardsat.ir.program import Program
from shardsat.model.mesh import Mesh
from shardsat.model.parse import parse_tensor_sharding
from shardsat.model.sharding import TensorSharding
from shardsat.solver.child_job import ChildJob
from shardsat.solver.frames import read_frame, write_frame
from shardsat.solver.solution import Solution, SolveStatus

XLA_AXES = "xla_op_factor_axes"
"""`Solution.stats` key of a seed's ops' assignments as XLA runs them (`cost.evaluate.
xla_op_factor_axes`), computed in the child: 0.4 s a plan on moe-1.3b-train, 4 axes."""


class SeedJob(ChildJob):
    """A child process building standard plans for at most `seconds`; `collect` takes what
    it built, `stop` ends it (both idempotent; a child that fails yields no plans).

    A plan crosses the pipe as its name, its value shardings printed (about 20 distinct ones
    over 12k values: parsed once each) and the ops' XLA assignments: an unpickled `Solution`
    took 0.28 s of the parent's interpreter each, stolen from the build."""

    def __init__(self, program: Program, mesh: Mesh, topology: Any, seconds: float) -> None:
        self._plans: list[Solution] = []
        self._payload = pickle.dumps(
            (program, mesh, topology, seconds), protocol=pickle.HIGHEST_PROTOCOL
        )
        super().__init__("shardsat.solver.seed_job")

    def _send(self) -> None:
        try:  # the 3 MB program: the write waits for the child to start reading
            self._proc.stdin.write(self._payload)
            self._proc.stdin.close()
        except (BrokenPipeError, OSError, ValueError):
            pass  # stopped before it read the program

    def _receive(self) -> None:
        parsed: dict[str, TensorSharding] = {}
        try:
            while (frame := read_frame(self._proc.stdout)) is not None:
                name, printed, unsharded, axes = frame
                for text in set(printed.values()) - parsed.keys():
                    parsed[text] = parse_tensor_sharding(text)
                shardings = {v: parsed[text] for v, text in printed.items()}
                stats = {"unsharded": unsharded, XLA_AXES: axes}
                self._plans.append(Solution(SolveStatus.FEASIBLE, shardings, name, stats=stats))
        except Exception:  # noqa: BLE001 - a child killed mid-plan: the plans before it stand
            return

    def collect(self, until: float) -> list[Solution]:
        """The plans built by `until` (`time.perf_counter()`), or all of them when the child
        ends earlier; the child is stopped."""
        self._reader.join(timeout=max(0.0, until - time.perf_counter()))
        self.stop()
        return list(self._plans)


def _main() -> None:
    from shardsat.cost.evaluate import xla_op_factor_axes
    from shardsat.solver.expert import iter_seed_plans

    program, mesh, topology, seconds = pickle.load(sys.stdin.buffer)
    out = sys.stdout.buffer
    for plan in iter_seed_plans(program, mesh, topology, seconds):
        printed = {v: str(s) for v, s in plan.shardings.items()}
        axes = xla_op_factor_axes(program, plan.shardings, mesh)
        unsharded = list(plan.stats.get("unsharded", ()))
        write_frame(out, (plan.solver, printed, unsharded, axes))


if __name__ == "__main__":
    _main()
