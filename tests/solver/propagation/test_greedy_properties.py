"""Properties of greedy propagation on random elementwise programs (hypothesis, derandomized):
given axes are never dropped (closed dims never grow), explicitly replicated axes never shard their
tensor, every sharding verifies against the mesh and shape, and propagation is deterministic."""

from hypothesis import given, settings
from hypothesis import strategies as st
from shardsat.ir.builder import ProgramBuilder
from shardsat.model.axis import overlaps
from shardsat.model.projection import axis_list_prefix_status
from shardsat.model.verify import verify_tensor_sharding
from shardsat.solver.propagation.driver import propagate

from tests.strategies import meshes, tensor_shardings


@st.composite
def elementwise_programs(draw):
    """mesh; two args of one shape with random shardings (no unreduced); add, negate, return."""
    mesh = draw(meshes(max_axes=3, max_size=4, device_ids=False))
    rank = draw(st.integers(1, 3))
    shape = tuple(draw(st.sampled_from([4, 8, 12, 16])) for _ in range(rank))
    options = dict(allow_unreduced=False, allow_priority=False)
    s0 = draw(tensor_shardings(mesh, rank, **options))
    s1 = draw(st.none() | tensor_shardings(mesh, rank, **options))
    return mesh, shape, s0, s1


def _without_size_one(axes, mesh):
    return tuple(a for a in axes if mesh.axis_size(a.name) > 1)


@settings(max_examples=60)
@given(elementwise_programs())
def test_greedy_never_drops_a_given_axis_and_stays_valid(case):
    mesh, shape, s0, s1 = case
    b = ProgramBuilder(mesh)
    x = b.arg(shape, sharding=s0)
    y = b.arg(shape, sharding=s1)
    z = b.op("stablehlo.negate", [b.op("stablehlo.add", [x, y])])
    b.ret(z)
    program = b.build()
    sol = propagate(program, close=False)
    for value, given_sharding in ((x, s0), (y, s1)):
        if given_sharding is None:
            continue
        final = sol.shardings[value]
        for before, after in zip(given_sharding.dims, final.dims, strict=True):
            kept = _without_size_one(before.axes, mesh)
            # kept is a prefix of the final axes (its last axis may have grown: "x":(1)2 -> "x")
            status = axis_list_prefix_status(kept, after.axes, mesh)
            assert status in ("equal", "strict")
            if before.is_closed:
                assert after.axes == kept
        used = [a for d in final.dims for a in d.axes]
        for r in given_sharding.replicated:  # explicitly replicated axes never shard the tensor
            assert not any(overlaps(r, a, mesh.axis_size(a.name)) for a in used)
    for value in (x, y, z):
        verify_tensor_sharding(sol.shardings[value], mesh, program.value(value).type.shape)
    again = propagate(program, close=False)
    assert {k: str(v) for k, v in again.shardings.items()} == {
        k: str(v) for k, v in sol.shardings.items()
    }
