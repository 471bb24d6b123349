"""`experiments/mesh_gap_probe.py --tiny`: the plan split and the bound variants run."""

from __future__ import annotations

import pytest
from shardsat.experiments import mesh_gap_probe


@pytest.mark.slow  # ~35 s (expert plans, a solve, two bound runs); the pieces are tested below
def test_tiny_run_prints_the_plan_split_and_both_bound_variants(capsys) -> None:
    """gpt-tiny on 2x2x2: the plan's ops + uses price equals the plan, the relaxation read
    at it is at most its use price, and each bound variant reports a value."""
    assert mesh_gap_probe.main(["--tiny"]) == 0
    out = capsys.readouterr().out
    assert "plan {" in out and out.count("bound run 1") == 2
    assert "'variant': 'lower'" in out and "'variant': 'pairwise'" in out


def test_plan_split_adds_up_on_a_tiny_problem() -> None:
    """The split of greedy's plan: ops + uses is the plan's price, the relaxed uses at most
    the uses, the node bound at most the ops."""
    from shardsat.experiments.zoo import load_model
    from shardsat.model.mesh import Mesh
    from shardsat.solver.cpsat.driver import greedy_choice
    from shardsat.solver.cpsat.plan import objective_value

    mesh = Mesh.of("mesh", data=2, fsdp=2, model=2)
    program = load_model("gpt-tiny-train", mesh=mesh)
    from shardsat.cost.topology import load_topology

    problem, _ = mesh_gap_probe.fresh_problem(program, mesh, load_topology("h100x8", mesh))
    choice = greedy_choice(problem, program)
    split = mesh_gap_probe.plan_split(problem, choice)
    assert split["ops_ns"] + split["uses_ns"] == objective_value(problem, choice)
    assert split["relaxed_uses_ns"] <= split["uses_ns"]
    assert split["node_bound_ns"] <= split["ops_ns"]


def test_plan_excess_splits_the_relaxed_price_above_the_bound() -> None:
    """Every table priced, the bound run a few sweeps: the relaxed price `plan_excess` reads
    through the re-parametrisation equals the plan's op prices plus its relaxed use prices
    (`plan_split`, computed from the tables directly), and that minus the bound is exactly
    the nodes' and terms' excess, each >= 0."""
    from shardsat.cost.topology import load_topology
    from shardsat.experiments.zoo import load_model
    from shardsat.model.mesh import Mesh
    from shardsat.solver.cpsat.bound_pairwise import PairwiseBound
    from shardsat.solver.cpsat.deadline import Deadline
    from shardsat.solver.cpsat.driver import greedy_choice
    from shardsat.solver.cpsat.tables import materialize

    mesh = Mesh.of("mesh", data=2, model=2)
    program = load_model("gpt-tiny-train", mesh=mesh)
    problem, rep = mesh_gap_probe.fresh_problem(program, mesh, load_topology("h100x8", mesh))
    materialize(problem.uses)
    choice = greedy_choice(problem, program)
    choice = [choice[r] for r in rep]
    state = PairwiseBound(problem, rep)
    state.run(Deadline.after(3.0))
    out = mesh_gap_probe.plan_excess(state, choice)
    split = mesh_gap_probe.plan_split(problem, choice, rep)
    assert out["relaxed_plan_ns"] == split["ops_ns"] + split["relaxed_uses_ns"]
    assert out["relaxed_plan_ns"] - out["bound_ns"] == out["node_excess_ns"] + out["term_excess_ns"]
    assert out["node_excess_ns"] >= 0 and out["term_excess_ns"] >= 0
    assert all(x >= 0 for x, _ in out["top_nodes"])


def test_pricing_speed_times_the_same_cells_with_and_without_text(capsys) -> None:
    """`--tiny --pricing 40`: 40 sampled cells timed both ways, the ratio of the two sums."""
    assert mesh_gap_probe.main(["--tiny", "--pricing", "40"]) == 0
    out = capsys.readouterr().out
    line = next(x for x in out.splitlines() if x.startswith("pricing "))
    row = eval(line.removeprefix("pricing "))  # noqa: S307 - the probe prints a dict literal
    assert row["cells"] == 40
    assert row["described_ms_per_cell"] > 0 and row["bare_ms_per_cell"] > 0
    ratio = row["bare_ms_per_cell"] / row["described_ms_per_cell"]
    assert abs(ratio - row["bare_over_described"]) < 0.05
