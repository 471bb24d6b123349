"""Two ops XLA partitions otherwise than their Shardy rule suggests (blind6's FNet and histogram):

- an `fft` split along its batch dims is computed whole (`DefaultAction`; XLA's distributed FFT
  needs the last dim split over every device), so its operand is gathered on every axis;
- a scatter whose indices are split along several scatter dims all-reduces once per dim (each of
  the whole result), not once over all their axes.

Every expected list is what XLA inserts on 8 fake CPU devices for the same module, pinned (the
xla-marked twins compile it): sorted (kind, axes, bytes). f32[4, 32, 32] complex64 is 32 KiB.
"""

import pytest
from shardsat.cost.evaluate import evaluate
from shardsat.cost.topology import load_topology
from shardsat.ir.flatten import flatten_program
from shardsat.ir.mlir_import import import_mlir
from shardsat.model.mesh import Mesh
from shardsat.model.parse import parse_tensor_sharding as ts

MESH = Mesh.of("mesh", data=2, fsdp=2, model=2)
AG, AR = "all-gather", "all-reduce"
SPLIT = '<@mesh, [{"data"}, {"fsdp"}, {}]>'
INDICES = {2: '<@mesh, [{"data"}, {"fsdp"}]>', 3: '<@mesh, [{"data"}, {"fsdp"}, {}]>'}
ROWS = {2: '<@mesh, [{"data", "fsdp"}, {}]>', 3: '<@mesh, [{"data", "fsdp"}, {}, {}]>'}


def _fft(x):
    import jax.numpy as jnp

    return jnp.fft.fft(x, axis=-1)


def _histogram(i):
    import jax.numpy as jnp

    return jnp.zeros((64,), jnp.float32).at[i].add(1.0)


# name -> (fn, argument (shape, dtype), argument sharding, result sharding, the sharding of
# every non-f32 intermediate of the argument's leading shape, by rank; XLA's collectives)
CASES = {
    "fft split on its batch dims: the operand gathered whole": (
        _fft, ((4, 32, 32), "complex64"), SPLIT, SPLIT, None,
        [(AG, "data", 16384), (AG, "fsdp", 8192)],
    ),
    "fft whose result is wanted elsewhere: sliced from the whole": (
        _fft, ((4, 32, 32), "complex64"), SPLIT, '<@mesh, [{"data", "fsdp"}, {}, {}]>', None,
        [(AG, "data", 16384), (AG, "fsdp", 8192)],
    ),
    "scatter, indices split along two dims: one all-reduce per dim": (
        _histogram, ((8, 16), "int32"), INDICES[2], "<@mesh, [{}]>", INDICES,
        [(AR, "data", 256), (AR, "fsdp", 256)],
    ),
    "scatter, indices split along one dim on two axes: one all-reduce": (
        _histogram, ((8, 16), "int32"), ROWS[2], "<@mesh, [{}]>", ROWS,
        [(AR, "data,fsdp", 384)],
    ),
}  # fmt: skip


def _case(name):
    import jax
    import jax.numpy as jnp

    fn, (shape, dtype), arg, out, like, _ = CASES[name]
    text = jax.jit(fn).lower(jnp.zeros(shape, dtype)).as_text()
    program = flatten_program(import_mlir(text))
    program.meshes["mesh"] = MESH
    shardings = {program.main.args[0]: ts(arg), program.main.returns[0]: ts(out)}
    for op in program.main.ops:
        for v in op.results:
            t = program.value(v).type
            if like and t.shape[:2] == shape and t.element_type != "f32":
                shardings[v] = ts(like[t.rank])
    return program, shardings


@pytest.mark.parametrize("name", list(CASES))
def test_predicted_collectives_are_xlas(name):
    program, shardings = _case(name)
    rows = evaluate(program, shardings, MESH, load_topology("cpu", MESH)).collectives()
    axes = [a.replace('"', "").replace(" ", "") for a in rows["axes"]]
    assert sorted(zip(rows["kind"], axes, rows["bytes"], strict=True)) == sorted(CASES[name][-1])


@pytest.mark.xla
@pytest.mark.parametrize("name", list(CASES))
def test_twin(name):
    from shardsat.experiments.xla_check import xla_collectives
    from shardsat.ir.mlir_export import export_mlir

    program, shardings = _case(name)
    seen = xla_collectives(export_mlir(program, shardings, pin_values=True), MESH)
    assert sorted((c.kind, c.axes, c.bytes) for c in seen) == sorted(CASES[name][-1])


def _planned_fft():
    """fnet's second fft as greedy planned it: the operand split on dims 0 and 1, the op's
    batch factor on "data", "fsdp" together, the result wanted that way."""
    from shardsat.model.axis import AxisRef

    program, shardings = _case("fft whose result is wanted elsewhere: sliced from the whole")
    fft = next(op for op in program.main.ops if op.name == "stablehlo.fft")
    return program, shardings, fft.id, ((AxisRef("data"), AxisRef("fsdp")), (), ())


def test_planned_fft_is_pinned_whole():
    """The export pins what XLA runs: the operand gathered and the result whole (then sliced
    to the value), not the planned split that XLA would move twice (an all-to-all each way)."""
    from shardsat.cost.plan import plan_reshards

    program, shardings, fft, axes = _planned_fft()
    plan = plan_reshards(program, shardings, MESH, {fft: axes})
    assert {k: str(v) for k, v in plan.operands.items()} == {(fft, 0): "<@mesh, [{}, {}, {}]>"}
    assert {k: str(v) for k, v in plan.results.items()} == {(fft, 0): "<@mesh, [{}, {}, {}]>"}
    report = evaluate(program, shardings, MESH, load_topology("cpu", MESH), {fft: axes})
    assert report.communication_bytes == 16384 + 8192


@pytest.mark.xla
def test_planned_fft_twin():
    from shardsat.cost.plan import plan_reshards
    from shardsat.experiments.xla_check import xla_collectives
    from shardsat.ir.mlir_export import export_mlir

    program, shardings, fft, axes = _planned_fft()
    plan = plan_reshards(program, shardings, MESH, {fft: axes})
    text = export_mlir(program, shardings, **plan.export_kwargs(), pin_values=True)
    assert sum(c.bytes for c in xla_collectives(text, MESH)) == 16384 + 8192
