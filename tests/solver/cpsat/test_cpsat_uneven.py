"""A user constraint that splits a dim unevenly (30 rows over 4 devices): the producer's
candidates allow padding, so the model honours it instead of being infeasible."""

from __future__ import annotations

from shardsat.ir.builder import ProgramBuilder
from shardsat.model.mesh import Mesh
from shardsat.solver.cpsat.driver import solve
from shardsat.solver.cpsat.problem import collect_user_constraints, uneven_values
from shardsat.solver.solution import SolveStatus

MESH = Mesh.of("mesh", x=4)
UNEVEN = '<@mesh, [{"x"}, {}]>'


def test_an_uneven_argument_and_result_are_honoured() -> None:
    b = ProgramBuilder(MESH)
    x = b.arg((30, 8), sharding=UNEVEN)
    y = b.op("stablehlo.tanh", [x])
    b.ret(y, shardings=[UNEVEN])
    program = b.build()
    assert uneven_values(program, collect_user_constraints(program), MESH) == {x, y}
    sol = solve(program, MESH, "cpu", objective="comm", time_limit=10, workers=1)
    assert sol.status is SolveStatus.OPTIMAL and sol.stats.get("fallback") is None
    assert (str(sol.shardings[x]), str(sol.shardings[y])) == (UNEVEN, UNEVEN)
    assert sol.objective == 0


def test_an_even_constraint_needs_no_padding() -> None:
    b = ProgramBuilder(MESH)
    x = b.arg((32, 8), sharding=UNEVEN)
    b.ret(b.op("stablehlo.tanh", [x]))
    program = b.build()
    assert uneven_values(program, collect_user_constraints(program), MESH) == set()
