"""The memory budget in the CP-SAT model: shared shard-size variables, and a greedy plan broken
only by the budget still starting the axis descent."""

from __future__ import annotations

from shardsat.cost.memory import peak_memory
from shardsat.cost.topology import load_topology
from shardsat.experiments.zoo import load_model
from shardsat.model.mesh import Mesh
from shardsat.solver.cpsat.candidates import CandidateOptions
from shardsat.solver.cpsat.driver import solve
from shardsat.solver.cpsat.encoding import add_memory_budget, encode, memory_points
from shardsat.solver.cpsat.problem import Pricer, build_problem
from shardsat.solver.cpsat.tying import tie_nodes
from shardsat.solver.cpsat.warm_start import OVER_BUDGET
from shardsat.solver.solution import SolveStatus

MESH = Mesh.of("mesh", data=2, model=2)


def test_tied_copies_share_their_shard_size_variables() -> None:
    """gpt-tiny-train: 1,280 values live at some point need only 631 size variables (the
    copies of the tied layer read the same literals), and the 837 points give 831 distinct
    rows (two dead constant broadcasts take no memory); every new constraint is one of those or a variable's defining equality."""
    program = load_model("gpt-tiny-train", mesh=MESH)
    pricer = Pricer(MESH, load_topology("h100x8", MESH), "comm")
    problem = build_problem(program, MESH, pricer, CandidateOptions())
    enc = encode(problem, tie_nodes(problem), ())
    before = len(enc.model.Proto().constraints)
    add_memory_budget(enc, 10**12)
    points = memory_points(problem)
    names = [v.name for v in enc.model.Proto().variables if v.name.startswith("bytes_")]
    assert len(points) == 837
    assert len({v for live in points for v in live}) == 1280
    assert len(names) == 631
    assert len(enc.model.Proto().constraints) - before == 631 + 1 + 831  # + always-live sum


def test_greedy_plan_over_the_budget_starts_the_descent() -> None:
    """mlp-train on data=2, model=2 with a 2,292,026-byte budget: greedy's plan (526,852 bytes
    communicated) peaks at 3,820,044 bytes, so the descent starts from it priced OVER_BUDGET
    higher, and its first round (the budget exact) already reaches the optimum."""
    program = load_model("mlp-train", mesh=MESH)
    sol = solve(
        program, MESH, "h100x8", objective="comm", memory_budget=2_292_026, time_limit=10,
        deterministic=True,
    )  # fmt: skip
    assert sol.status is SolveStatus.OPTIMAL
    assert sol.objective == sol.bound == 4096
    assert sol.stats["descent"][:2] == [("start", OVER_BUDGET + 526_852), ("data", 4096)]
    assert peak_memory(program, sol.shardings, MESH).peak_bytes <= 2_292_026
