"""CP-SAT prices a dot with two contracting dims on two axes as `cost.evaluate` does (XLA
all-reduces them in steps), so the model's objective is the plan's evaluated price."""

from __future__ import annotations

import pytest
from shardsat.cost.evaluate import evaluate
from shardsat.cost.topology import load_topology
from shardsat.ir.builder import ProgramBuilder
from shardsat.solver.cpsat.driver import solve
from shardsat.solver.solution import SolveStatus

from tests.cost.test_evaluate_xla_dot import MESH3, TWO_CONTRACTING


@pytest.mark.parametrize("result", list(TWO_CONTRACTING))
def test_model_objective_is_the_evaluated_price(result):
    """The XLA-checked dot of the cost test, operands and result pinned (closed dims): the
    only plan reduces in steps, and CP-SAT's objective is `cost.evaluate`'s bytes, XLA's."""
    b = ProgramBuilder(MESH3)
    lhs = b.arg((4, 6, 8, 4), "f32", '<@mesh, [{"data"}, {}, {"fsdp"}, {"model"}]>')
    rhs = b.arg((4, 8, 4, 16), "f32", '<@mesh, [{"data"}, {"fsdp"}, {"model"}, {}]>')
    b.ret(b.dot_general(lhs, rhs, contracting=((2, 3), (1, 2)), batching=((0,), (0,))),
          shardings=[result])  # fmt: skip
    program, topology = b.build(), load_topology("cpu", MESH3)
    sol = solve(program, MESH3, topology, objective="comm", time_limit=20, workers=1)
    assert sol.status is SolveStatus.OPTIMAL
    assert sol.objective == evaluate(program, sol, MESH3, topology).communication_bytes
    assert sol.objective == sum(b for _, b in TWO_CONTRACTING[result])
