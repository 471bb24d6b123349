"""from_jax, PartitionSpec/NamedSharding conversion and the sub-axis refusal/gather offer."""

import jax
import jax.numpy as jnp
import pytest
from jax.sharding import PartitionSpec as P
from shardsat.ir.jax_interop import (
    SubAxisError,
    entry_partition_specs,
    from_jax,
    to_named_sharding,
    to_partition_spec,
    without_sub_axes,
)
from shardsat.model.mesh import Mesh
from shardsat.model.parse import parse_tensor_sharding

MESH = Mesh.of("mesh", data=2, model=4)


def test_from_jax_with_partition_specs():
    def f(x, w):
        return jnp.tanh(x @ w)

    args = (jax.ShapeDtypeStruct((8, 16), jnp.float32), jax.ShapeDtypeStruct((16, 32), jnp.float32))
    p = from_jax(f, *args, mesh=MESH, in_shardings=(P("data"), P(None, "model")))
    assert [op.name for op in p.main.ops] == ["stablehlo.dot_general", "stablehlo.tanh"]
    assert {i: str(s) for i, s in p.main.arg_shardings.items()} == {
        0: '<@mesh, [{"data"}, {}]>',
        1: '<@mesh, [{}, {"model"}]>',
    }
    assert str(p.meshes["mesh"]) == '<["data"=2, "model"=4]>'


def test_partition_specs_and_named_shardings():
    s = parse_tensor_sharding('<@mesh, [{"data", "model"}, {}, {}]>')
    s2 = parse_tensor_sharding('<@mesh, [{}, {"data"}, {}]>')
    assert to_partition_spec(s) == P(("data", "model"))
    assert to_partition_spec(s2) == P(None, "data")
    named = to_named_sharding(s2, MESH)
    assert named.spec == P(None, "data") and named.mesh.shape == {"data": 2, "model": 4}


def test_sub_axis_refused_with_offer_to_gather():
    s = parse_tensor_sharding('<@mesh, [{"model":(1)2}, {"data", "model":(2)2}]>')
    with pytest.raises(SubAxisError) as info:
        to_partition_spec(s, "argument 0")
    assert str(info.value) == (
        'argument 0 dim 0: sharding <@mesh, [{"model":(1)2}, {"data", "model":(2)2}]> uses '
        'sub-axis "model":(1)2, which a jax PartitionSpec cannot express; pass '
        "gather_sub_axes=True to all-gather it away"
    )
    assert to_partition_spec(s, gather_sub_axes=True) == P(None, "data")
    assert str(without_sub_axes(s)) == '<@mesh, [{}, {"data"}]>'


def test_entry_partition_specs_from_solution():
    from shardsat.ir.builder import ProgramBuilder

    b = ProgramBuilder(MESH)
    x = b.arg((8, 16), sharding='<@mesh, [{"data"}, {}]>')
    y = b.op("stablehlo.abs", [x])
    b.ret(y)
    p = b.build()
    ins, outs = entry_partition_specs(
        p, {y: parse_tensor_sharding('<@mesh, [{"data"}, {"model"}]>')}
    )
    assert ins == [P("data")] and outs == [P("data", "model")]
