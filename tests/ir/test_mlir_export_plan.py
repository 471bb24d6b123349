"""Exporting a plan: per-op operand/result shardings become sdy.sharding_constraint ops."""

import numpy as np
import pytest
from shardsat.ir.mlir_export import export_mlir
from shardsat.ir.mlir_import import import_mlir
from shardsat.model.errors import VerificationError
from shardsat.model.parse import parse_tensor_sharding as ts

# y = x @ w (dot_general.0), z = y + y (add.1); mesh d=8
MODULE = """
sdy.mesh @mesh = <["d"=8]>
func.func @main(%x: tensor<8x16xf32>, %w: tensor<16x32xf32>) -> tensor<8x32xf32> {
  %y = stablehlo.dot_general %x, %w, contracting_dims = [1] x [0] : (tensor<8x16xf32>, tensor<16x32xf32>) -> tensor<8x32xf32>
  %z = stablehlo.add %y, %y : tensor<8x32xf32>
  return %z : tensor<8x32xf32>
}
"""

ROWS = ts('<@mesh, [{"d"}, {}]>')
COLS = ts('<@mesh, [{}, {"d"}]>')
REPL = ts("<@mesh, [{}, {}]>")


@pytest.fixture
def program():
    return import_mlir(MODULE)


def _values(program, **shardings):
    ids = {"x": "main/arg0", "w": "main/arg1", "y": "main/%0", "z": "main/%1"}
    return {ids[k]: v for k, v in shardings.items()}


def test_operand_constraint_is_a_fresh_value_used_by_that_consumer_only(program):
    shardings = _values(program, x=ROWS, w=REPL, y=ROWS, z=ROWS)
    text = export_mlir(program, shardings, op_operand_shardings={("main/dot_general.0", 0): REPL})
    back = import_mlir(text)
    names = [op.name for op in back.main.ops]
    assert names == ["sdy.sharding_constraint", "stablehlo.dot_general", "stablehlo.add"]
    pin, dot = back.main.ops[0], back.main.ops[1]
    assert str(pin.attributes["sharding"]) == "<@mesh, [{}, {}]>"
    assert pin.operands == ("main/arg0",)
    assert dot.operands[0] == pin.results[0]
    assert [(op.id, i) for op, i in back.uses(pin.results[0])] == [(dot.id, 0)]
    assert str(back.main.arg_shardings[0]) == '<@mesh, [{"d"}, {}]>'


def test_plan_entries_equal_to_the_value_sharding_add_nothing(program):
    shardings = _values(program, x=ROWS, w=REPL, y=ROWS, z=ROWS)
    plain = export_mlir(program, shardings)
    same = export_mlir(
        program,
        shardings,
        op_operand_shardings={("main/dot_general.0", 0): ROWS, ("main/dot_general.0", 1): REPL},
        op_result_shardings={("main/dot_general.0", 0): ts('<@mesh, [{"d", ?}, {}]>')},
    )
    assert same == plain
    assert export_mlir(program, shardings) == plain  # the two-argument form is unchanged


def test_result_pin_constrains_the_op_then_reshards_every_use(program):
    shardings = _values(program, x=ROWS, w=REPL, y=ROWS, z=ROWS)
    text = export_mlir(program, shardings, op_result_shardings={("main/dot_general.0", 0): COLS})
    back = import_mlir(text)
    assert [op.name for op in back.main.ops] == [
        "stablehlo.dot_general",
        "sdy.sharding_constraint",
        "sdy.sharding_constraint",
        "stablehlo.add",
    ]
    dot, made, pin, add = back.main.ops
    assert str(dot.sharding[0]) == '<@mesh, [{}, {"d"}]>'
    assert str(made.attributes["sharding"]) == '<@mesh, [{}, {"d"}]>'
    assert made.operands == (dot.results[0],)
    assert str(pin.attributes["sharding"]) == '<@mesh, [{"d"}, {}]>'
    assert pin.operands == (made.results[0],)
    assert add.operands == (pin.results[0], pin.results[0])


def test_plan_naming_an_unknown_op_is_refused(program):
    shardings = _values(program, x=ROWS, w=REPL, y=ROWS, z=ROWS)
    with pytest.raises(VerificationError, match="unknown op main/dot_general.7"):
        export_mlir(program, shardings, op_operand_shardings={("main/dot_general.7", 0): REPL})


def test_builder_programs_carry_plans_over_by_position():
    from shardsat.ir.builder import ProgramBuilder
    from shardsat.model.mesh import Mesh

    b = ProgramBuilder(Mesh.of("mesh", d=8))
    x = b.arg((8, 16), "f32")
    w = b.arg((16, 32), "f32")
    y = b.matmul(x, w)
    b.ret(y)
    built = b.build()
    dot = built.producer(y)
    text = export_mlir(
        built,
        {x: ROWS, w: REPL, y: ROWS},
        op_operand_shardings={(dot.id, 1): REPL},
    )
    assert "sdy.sharding_constraint" not in text  # equal to the value's: nothing added
    text = export_mlir(built, {x: ROWS, w: REPL, y: ROWS}, op_operand_shardings={(dot.id, 0): REPL})
    assert text.count("sdy.sharding_constraint") == 1


@pytest.mark.xla
def test_exported_plan_compiles_and_gives_the_unsharded_numbers(program):
    from shardsat.ir.jax_interop import run_mlir

    shardings = _values(program, x=ROWS, w=REPL, y=ROWS, z=ROWS)
    text = export_mlir(
        program,
        shardings,
        op_operand_shardings={("main/dot_general.0", 0): REPL, ("main/dot_general.0", 1): COLS},
        op_result_shardings={("main/dot_general.0", 0): COLS},
    )
    rng = np.random.default_rng(0)
    x = rng.standard_normal((8, 16), dtype=np.float32)
    w = rng.standard_normal((16, 32), dtype=np.float32)
    (z,) = run_mlir(text, [x, w])
    np.testing.assert_allclose(z, 2 * (x @ w), rtol=1e-5, atol=1e-5)


@pytest.mark.xla
def test_a_result_reshard_after_a_dot_is_the_one_xla_runs(program):
    """The dot makes y column-sharded (no communication) and y is resharded to rows; without the
    constraint to the dot's own sharding XLA partitions the dot into rows (gathering w)."""
    from shardsat.cost.reshard import plan_reshard
    from shardsat.cost.topology import load_topology
    from shardsat.experiments.xla_check import xla_collectives
    from shardsat.model.parse import parse_mesh

    mesh = parse_mesh('sdy.mesh @mesh = <["d"=8]>')
    shardings = _values(program, x=REPL, w=COLS, y=ROWS, z=ROWS)
    text = export_mlir(program, shardings, op_result_shardings={("main/dot_general.0", 0): COLS})
    seen = xla_collectives(text, mesh)
    planned = plan_reshard(
        COLS, ROWS, program.value("main/%0").type, mesh, load_topology("cpu", mesh)
    )
    assert [(c.kind, c.bytes) for c in seen] == [("all-to-all", 112)]
    assert planned.bytes == 112


def test_shardings_the_program_carries_get_their_mesh_declared():
    """A module lowered without a mesh, given one and argument shardings afterwards (as the
    model zoo does), exports with an empty plan: the mesh the arguments name is declared."""
    from shardsat.model.mesh import Mesh

    program = import_mlir(
        "func.func @main(%arg0: tensor<8x4xf32>) -> tensor<8x4xf32> {\n"
        "  %0 = stablehlo.add %arg0, %arg0 : tensor<8x4xf32>\n"
        "  return %0 : tensor<8x4xf32>\n}\n"
    )
    program.meshes["mesh"] = Mesh.of("mesh", data=2)
    program.main.arg_shardings[0] = ts('<@mesh, [{"data", ?}, {?}]>')
    text = export_mlir(program, {})
    assert 'sdy.mesh @mesh = <["data"=2]>' in text
    again = import_mlir(text)
    assert str(again.main.arg_shardings[0]) == '<@mesh, [{"data", ?}, {?}]>'
