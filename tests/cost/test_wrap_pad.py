"""`jnp.pad(mode="wrap")` along a sharded dim is priced as XLA's pad with wrap (cost/wrap_pad.py):
an edge pad's halo exchange and two rotations of the padded value, not two slices and a
concatenate. Expected rows are what XLA inserts on 8 fake CPU devices (xla tests)."""

import math
import re

import pytest
from shardsat.cost.evaluate import evaluate
from shardsat.cost.topology import load_topology
from shardsat.cost.wrap_pad import find_wrap_pads, rotate_right_pieces
from shardsat.ir.flatten import flatten_program
from shardsat.ir.mlir_import import import_mlir
from shardsat.model.mesh import Mesh
from shardsat.model.parse import parse_tensor_sharding as ts

ROW = 4 * 16 * 4  # one row of f32[4, n, 16] along dim 1
SEQ = '<@mesh, [{}, {"d"}, {}]>'
# (shards, n, low, high) -> rows of each collective-permute of f32[4, n, 16] wrap-padded on dim 1
CASES = {
    (2, 32, 1, 1): [2, 2],  # the pad sends nothing; each rotation one piece of 2k rows
    (2, 32, 8, 8): [16, 16],
    (4, 32, 2, 2): [1, 1, 4, 4],  # a halo row each way, then a rotation by 4 and one by 32
    (4, 32, 8, 8): [4, 4, 4, 4, 8, 8],
    (8, 32, 4, 4): [2, 2, 3, 3, 3, 3],
    (8, 32, 8, 8): [2, 2, 2, 2, 4, 4, 4, 4],
    (8, 32, 2, 3): [1, 1, 2, 2, 3, 3, 4, 5, 5],  # low and high differ
    # 34 rows in 7 shards of 5 (the 8th empty): each rotation runs twice, and a piece that comes
    # round to its own shard is a permute of the 7 devices to themselves, which XLA keeps
    (8, 32, 1, 1): [2, 2, 2, 2, 3, 3, 3, 4],
    (4, 32, 1, 2): [2, 3, 3, 4, 4],  # 35 rows in shards of 9, the last one padded
    (8, 32, 3, 3): [1, 1, 2, 2, 2, 3, 3, 4, 4, 4],
}


def mesh_of(shards: int) -> Mesh:
    return Mesh.of("mesh", d=shards)


def lowered(fn, *shapes, dtype="float32"):
    import jax
    import jax.numpy as jnp

    text = jax.jit(fn).lower(*(jnp.ones(s, dtype) for s in shapes)).as_text()
    return flatten_program(import_mlir(text))


def wrap_padded(shards: int, n: int, low: int, high: int, fn=None, sharding: str = SEQ):
    import jax.numpy as jnp

    def pad(x):
        return jnp.pad(x, ((0, 0), (low, high), (0, 0)), mode="wrap")

    program = lowered(fn or pad, (4, n, 16))
    program.meshes["mesh"] = mesh_of(shards)
    return program, {v: ts(sharding) for v in program.values}


def collectives(program, shardings, mesh):
    rows = evaluate(program, shardings, mesh, load_topology("cpu", mesh)).collectives()
    return rows


@pytest.mark.parametrize("case", list(CASES))
def test_a_wrap_pad_is_priced_as_a_pad_and_two_rotations(case):
    program, shardings = wrap_padded(*case)
    (pad,) = find_wrap_pads(program).values()
    shards, n, low, high = case
    assert (pad.dim, pad.low, pad.high, pad.lhs_start, pad.rhs_start) == (1, low, high, n - low, 0)
    rows = collectives(program, shardings, mesh_of(shards))
    assert set(rows["kind"]) == {"collective-permute"}
    assert set(rows["item"]) == {"wrap pad"}
    assert sorted(rows["bytes"]) == [ROW * r for r in CASES[case]]


def test_unary_ops_on_the_slices_are_part_of_the_pattern():
    import jax.numpy as jnp

    def fn(x):
        return jnp.concatenate([-x[:, -4:], x, jnp.tanh(x[:, :4])], axis=1)

    program, shardings = wrap_padded(8, 32, 4, 4, fn)
    (pad,) = find_wrap_pads(program).values()
    assert len(pad.folded) == 4  # two slices, negate, tanh
    rows = collectives(program, shardings, mesh_of(8))
    assert sorted(rows["bytes"]) == [ROW * r for r in CASES[(8, 32, 4, 4)]]


def test_two_axes_on_the_dim_price_as_their_product():
    mesh = Mesh.of("mesh", a=2, b=4)
    program, shardings = wrap_padded(8, 32, 4, 4, sharding='<@mesh, [{}, {"b", "a"}, {}]>')
    program.meshes["mesh"] = mesh
    rows = collectives(program, shardings, mesh)
    assert sorted(rows["bytes"]) == [ROW * r for r in CASES[(8, 32, 4, 4)]]
    assert set(rows["axes"]) == {'"b","a"'}


def test_rotate_right_pieces():
    assert rotate_right_pieces(40, 8, 0) == []
    assert rotate_right_pieces(40, 8, 8) == [3, 2]  # 1 shard + 3 rows: 3 from 2 away, 2 from 1
    assert rotate_right_pieces(40, 8, 5) == [5]  # a whole shard from the neighbour
    assert rotate_right_pieces(40, 8, 38) == [2]  # left by 2: the own shard's 3 rows stay
    # 38 rows in 8 shards of 5 (the last one padded): a second rotation fills the wrapped rows
    assert rotate_right_pieces(38, 8, 6) == [1, 4, 3, 2]


def _case_shardings(program, sharding, slices=None):
    shardings = {v: ts(sharding) for v in program.values}
    for op in program.walk_ops():
        if op.name == "stablehlo.slice" and slices is not None:
            shardings[op.results[0]] = ts(slices)
    return shardings


@pytest.mark.parametrize(
    "slices", ["<@mesh, [{}, {}, {}]>", '<@mesh, [{}, {}, {"d"}]>', '<@mesh, [{"d"}, {}, {}]>']
)
def test_slices_sharded_otherwise_are_priced_op_by_op(slices):
    program, _ = wrap_padded(8, 32, 4, 4)
    assert find_wrap_pads(program)
    shardings = _case_shardings(program, SEQ, slices)
    rows = collectives(program, shardings, mesh_of(8))
    assert "wrap pad" not in set(rows["item"])


def test_a_plan_that_reshards_around_the_concatenate_is_priced_op_by_op():
    from shardsat.model.axis import AxisRef

    program, shardings = wrap_padded(8, 32, 4, 4)
    (concat,) = find_wrap_pads(program)
    d = (AxisRef("d"),)
    mesh = mesh_of(8)
    topology = load_topology("cpu", mesh)
    for axes, rule in (([(), d, ()], True), ([d, (), ()], False)):  # the plan's factor axes
        rows = evaluate(program, shardings, mesh, topology, {concat: axes}).collectives()
        assert ("wrap pad" in set(rows["item"])) is rule


def test_an_unsplit_concat_dim_is_not_a_wrap_pad():
    program, _ = wrap_padded(8, 32, 4, 4)
    shardings = _case_shardings(program, '<@mesh, [{"d"}, {}, {}]>')
    rows = collectives(program, shardings, mesh_of(8))
    assert rows.empty


def test_what_is_not_the_pattern():
    import jax.numpy as jnp

    strided = lowered(lambda x: jnp.concatenate([x[:, -8::2], x, x[:, :4]], axis=1), (4, 32, 16))
    other = lowered(lambda x, y: jnp.concatenate([y[:, -4:], x, x[:, :4]], axis=1),
                    (4, 32, 16), (4, 32, 16))  # fmt: skip
    whole = lowered(lambda x: jnp.concatenate([x[:, :32], x, x[:, :4]], axis=1), (4, 32, 16))

    def reused(x):  # the slice feeds the concatenate and the result
        tail = x[:, -4:]
        return jnp.concatenate([tail, x, x[:, :4]], axis=1), tail

    twice = lowered(reused, (4, 32, 16))
    two = lowered(lambda x: jnp.concatenate([x, x[:, :4]], axis=1), (4, 32, 16))
    for name, program in {"strided": strided, "other": other, "whole": whole, "twice": twice,
                          "two operands": two}.items():  # fmt: skip
        assert find_wrap_pads(program) == {}, name


def _xla_rows(text: str, mesh: Mesh) -> list[int]:
    """Collective-permute bytes XLA inserts, the uneven entry result's own (no op metadata)
    left out."""
    from shardsat.experiments.validate_cost import parse_hlo_collectives
    from shardsat.experiments.xla_check import compile_partitioned

    hlo = compile_partitioned(text, math.prod(a.size for a in mesh.axes))
    kept = [line for line in hlo.splitlines()
            if not (re.search(r" = .*\b(collective-permute|all-gather)\(", line)
                    and "op_name=" not in line)]  # fmt: skip
    shape = {a.name: a.size for a in mesh.axes}
    seen = parse_hlo_collectives("\n".join(kept), shape)
    assert {c.kind for c in seen} <= {"collective-permute"}
    return sorted(c.bytes for c in seen)


@pytest.mark.xla
@pytest.mark.parametrize("case", list(CASES))
def test_xla_wrap_pads_as_predicted(case):
    from shardsat.ir.mlir_export import export_mlir

    program, shardings = wrap_padded(*case)
    seen = _xla_rows(export_mlir(program, shardings, pin_values=True), mesh_of(case[0]))
    assert seen == [ROW * r for r in CASES[case]]


@pytest.mark.xla
def test_xla_folds_unary_ops_and_two_axes_alike():
    import jax.numpy as jnp
    from shardsat.ir.mlir_export import export_mlir

    def fn(x):
        return jnp.concatenate([-x[:, -4:], x, jnp.tanh(x[:, :4])], axis=1)

    mesh = Mesh.of("mesh", a=2, b=4)
    program, shardings = wrap_padded(8, 32, 4, 4, fn, sharding='<@mesh, [{}, {"b", "a"}, {}]>')
    program.meshes["mesh"] = mesh
    seen = _xla_rows(export_mlir(program, shardings, pin_values=True), mesh)
    assert seen == sorted(collectives(program, shardings, mesh)["bytes"])
    assert seen == [ROW * r for r in CASES[(8, 32, 4, 4)]]
