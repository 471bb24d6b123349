"""ProgramBuilder: ids, inferred types, shardings, regions, look-ups."""

import pytest
from shardsat.ir.builder import ProgramBuilder
from shardsat.ir.program import TensorType
from shardsat.model.errors import VerificationError
from shardsat.model.mesh import Mesh

MESH = Mesh.of("mesh", x=2, y=4)


def test_builder_ids_types_and_shardings():
    b = ProgramBuilder(MESH)
    x = b.arg((8, 16), sharding='<@mesh, [{"x"}, {?}]>')
    w = b.arg((16, 32), "bf16")
    y = b.matmul(x, w)
    z = b.op("stablehlo.tanh", [y])
    b.ret(z, shardings=['<@mesh, [{"x"}, {"y"}]>'])
    p = b.build()
    assert (x, w, y, z) == ("main/arg0", "main/arg1", "main/%0", "main/%1")
    assert p.value(y).type == TensorType((8, 32), "f32")
    assert p.main.args == (x, w) and p.main.returns == (z,)
    assert str(p.main.arg_shardings[0]) == '<@mesh, [{"x"}, {?}]>'
    assert str(p.main.result_shardings[0]) == '<@mesh, [{"x"}, {"y"}]>'
    assert [op.id for op in p.walk_ops()] == ["main/dot_general.0", "main/tanh.1"]
    assert p.meshes["mesh"] == MESH
    assert p.producer(z).name == "stablehlo.tanh"
    assert [(op.id, i) for op, i in p.uses(y)] == [("main/tanh.1", 0)]
    assert p.producer(x) is None


def test_builder_regions_and_multiple_results():
    b = ProgramBuilder(MESH)
    x = b.arg((4, 8))
    c = b.constant((), 0)
    with b.region((), ()) as r:
        r.ret(b.op("stablehlo.maximum", list(r.args)))
    y = b.op("stablehlo.reduce", [x, c], regions=[r.region], dimensions=[1])
    outs = b.op("stablehlo.optimization_barrier", [x, y], [(4, 8), (4,)])
    p = b.build()
    reduce = p.producer(y)
    assert p.value(y).type.shape == (4,)
    assert [op.name for op in reduce.regions[0].ops] == ["stablehlo.maximum"]
    assert reduce.regions[0].yields == (reduce.regions[0].ops[0].results[0],)
    assert outs == ("main/%5#0", "main/%5#1")
    assert p.parent(reduce.regions[0].ops[0].id) is reduce


def test_builder_rejects_unknown_values_and_uninferable_types():
    b = ProgramBuilder(MESH)
    with pytest.raises(VerificationError, match="builder: unknown value main/%9"):
        b.op("stablehlo.add", ["main/%9"])
    x = b.arg((4,))
    with pytest.raises(
        VerificationError, match="cannot infer the result type of stablehlo.reshape"
    ):
        b.op("stablehlo.reshape", [x])


def test_builder_errors_inside_a_region_keep_their_type():
    b = ProgramBuilder(MESH)
    with pytest.raises(VerificationError, match="builder: unknown value main/%7"):
        with b.region(()):
            b.op("stablehlo.abs", ["main/%7"])
    assert len(b._scopes) == 1
