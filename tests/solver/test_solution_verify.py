"""Every plan is checked with model/'s verifier before anything is written."""

from pathlib import Path

import pytest
from shardsat.ir.mlir_import import import_mlir
from shardsat.model.errors import EncodingError
from shardsat.model.parse import parse_tensor_sharding
from shardsat.solver.propagation.driver import propagate
from shardsat.solver.solution import Solution, SolveStatus, verify_solution

CORPUS = Path(__file__).resolve().parent.parent / "corpus"


def test_greedy_plans_of_the_corpus_verify() -> None:
    checked = 0
    for path in sorted(CORPUS.glob("*.mlir")):
        program = import_mlir(path.read_text())
        solution = propagate(program)
        verify_solution(solution, program, exclude=solution.stats["unsharded"])
        checked += 1
    assert checked == 14


def test_a_plan_with_an_unknown_axis_is_reported_as_a_solver_bug() -> None:
    program = import_mlir((CORPUS / "mlp.mlir").read_text())
    value_id = program.main.args[0]
    rank = program.value(value_id).type.rank
    mesh_name = next(iter(program.meshes))
    dims = ", ".join(['{"nope"}'] + ["{}"] * (rank - 1))
    bad = parse_tensor_sharding(f"<@{mesh_name}, [{dims}]>")
    solution = Solution(SolveStatus.FEASIBLE, {value_id: bad}, "test")
    with pytest.raises(EncodingError, match=f'test plan, {value_id}: .*unknown axis name: "nope"'):
        verify_solution(solution, program)


def test_a_sharding_for_a_value_the_program_lacks_is_reported() -> None:
    program = import_mlir((CORPUS / "mlp.mlir").read_text())
    mesh_name = next(iter(program.meshes))
    solution = Solution(
        SolveStatus.FEASIBLE, {"main/%999": parse_tensor_sharding(f"<@{mesh_name}, []>")}, "test"
    )
    with pytest.raises(EncodingError, match="test: sharding for unknown value main/%999"):
        verify_solution(solution, program)


def test_tie_aliases_gives_the_returned_value_its_arguments_sharding():
    from shardsat.ir.builder import ProgramBuilder
    from shardsat.model.mesh import Mesh
    from shardsat.model.parse import parse_tensor_sharding
    from shardsat.solver.solution import Solution, SolveStatus, tie_aliases

    b = ProgramBuilder(Mesh.of("mesh", x=2))
    w, v = b.arg((8, 8)), b.arg((8, 8))
    new_w, new_v = b.op("stablehlo.add", [w, w]), b.op("stablehlo.add", [v, v])
    b.ret(new_w, new_v)
    program = b.build()
    program.main.aliases = ((0, 0), (1, 1))
    sharded = parse_tensor_sharding('<@mesh, [{"x"}, {}]>')
    plan = Solution(SolveStatus.FEASIBLE, {w: sharded, new_w: sharded.with_dims(
        (sharded.dims[1], sharded.dims[0])), new_v: sharded}, "greedy")  # fmt: skip
    tied = tie_aliases(program, plan)
    assert str(tied.shardings[new_w]) == '<@mesh, [{"x"}, {}]>'
    assert str(tied.shardings[v]) == str(tied.shardings[new_v]) == "<@mesh, [{}, {}]>"
