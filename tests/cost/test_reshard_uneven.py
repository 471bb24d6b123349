"""Reshards of dims not divisible by their axes: XLA's row shifts between padded shards.

A dim of n rows on k shards is held as k padded shards of ceil(n/k) rows (the last ones short).
When a reshard changes the count of such a dim, the padded boundaries of the two layouts differ
and XLA moves the rows that cross them by collective-permutes (docs/cost.md, "Uneven shards"):
- a finer split reached by slicing (`PadFromPartialReplicateShape`), and the target dim of an
  all-to-all padded to its new count (`ReshardDataForPad`): shard i's window moves by
  (S - D)·i, S the old shard, D the new padded size over the old count, when D > S;
- a coarser split reached by gathering (`TileToPartialReplicateHaloExchange`): the finer
  padded size over the coarse count S' exceeds the coarse shard D', and shard i's window moves
  left by (S' - D')·floor(i/r), r the tiles gathered into one;
- the source dim after an all-to-all (`ReshardDataForSlicing`): its shards shrink back to the
  padded size of their new count.
The rows move by XLA's compact halo exchange (`halo._compact_permutes`). The all-to-all moves
the padded buffer. Every expected list is what XLA inserts on 8 fake CPU devices (kind, bytes,
sorted); the xla-marked twin compiles each case as a mid-program constraint between pinned
layouts.
"""

import math

import pytest
from shardsat.cost.reshard import plan_reshard
from shardsat.cost.topology import load_topology
from shardsat.ir.program import TensorType
from shardsat.model.mesh import Mesh
from shardsat.model.parse import parse_tensor_sharding as ts

CP, AG, AR, A2A = "collective-permute", "all-gather", "all-reduce", "all-to-all"
DM = {"data": 2, "model": 4}
DFM = {"data": 2, "fsdp": 2, "model": 2}
XYZ = {"x": 2, "y": 2, "z": 2}

# (shape, mesh, source, target) -> XLA's collectives (kind, bytes), sorted
CASES = [
    # blind4's parameter rows: 30 rows, 15 a shard on fsdp, 8 padded on {fsdp, model}
    ((30, 4), DFM, "fsdp;", "fsdp,model;", [(CP, 16)]),
    ((30, 4), DFM, "fsdp,model;", "fsdp;", [(AG, 128), (CP, 16)]),
    ((30, 4), DFM, "fsdp,model;", ";", [(AG, 384)]),  # gathered whole: nothing to line up
    ((30, 4), DM, ";model", ";model,data", [(CP, 120), (CP, 120)]),  # 4 cols: 1 a shard -> 8
    ((33, 4), DM, ";data", ";data,model", [(CP, 264)]),
    ((30, 4), DM, ";model", ";data,model", [(CP, 120), (CP, 120), (CP, 120)]),  # + device order
    ((30, 4), DM, "model;", "data;", [(AG, 128), (CP, 16), (CP, 128)]),
    ((33, 4), DM, ";data,model", ";model", [(AR, 132), (CP, 132), (CP, 132), (CP, 132)]),
    ((10, 4), DM, "data,model;", "model;", [(AG, 32), (CP, 16), (CP, 32), (CP, 32)]),
    ((6, 4), DM, ";data,model", "data,model;", [(A2A, 28)]),  # 6 rows padded to 8 first
    ((33, 4), DM, "model,data;", ";data,model", [(A2A, 140), (CP, 132)]),
    ((30, 4), XYZ, "y,z;x", "x;z,y", [(A2A, 32), (CP, 4), (CP, 60)]),  # slice after the a2a
    ((33, 4), XYZ, "x;y,z", "y,z;x", [(A2A, 36), (CP, 4), (CP, 72)]),  # pad before the a2a
    ((6, 4), XYZ, ";x,y,z", ";x", [(AR, 72), (CP, 24)]),
    # 33 rows on data=2 (17 a shard) -> 8 shards of 5 (40 padded, 20 over the 2 old shards):
    # the second old shard's window starts 3 rows earlier
    ((33, 1), DM, "data;", "data,model;", [(CP, 12)]),
]
IDS = [f"{'x'.join(map(str, c[0]))}-{'-'.join(c[1])}-{c[2]}->{c[3]}" for c in CASES]


def _spec(s: str) -> str:
    dims = [d.split(",") if d else [] for d in s.split(";")]
    return "<@mesh, [" + ", ".join("{" + ", ".join(f'"{a}"' for a in d) + "}" for d in dims) + "]>"


def _predicted(shape, axes, src, dst):
    mesh = Mesh.of("mesh", **axes)
    p = plan_reshard(ts(_spec(src)), ts(_spec(dst)), TensorType(shape, "f32"), mesh,
                     load_topology("cpu", mesh))  # fmt: skip
    return sorted((s.kind, s.bytes) for s in p.steps if s.bytes)


@pytest.mark.parametrize(("shape", "axes", "src", "dst", "want"), CASES, ids=IDS)
def test_uneven_reshard_moves_the_rows_crossing_padded_boundaries(shape, axes, src, dst, want):
    assert _predicted(shape, axes, src, dst) == sorted(want)


def test_even_reshards_get_no_shift():
    # 32 rows: the padded boundaries are the real ones, {fsdp} -> {fsdp, model} is a slice
    assert _predicted((32, 4), DFM, "fsdp;", "fsdp,model;") == []
    assert _predicted((32, 4), DFM, "fsdp,model;", "fsdp;") == [(AG, 128)]


def _program(shape, axes, src, dst):
    """Replicated argument -> `src` (a free slice) -> constraint to `dst` -> a scalar sum (its
    4-byte all-reduce is left out of the comparison)."""
    from shardsat.ir.builder import ProgramBuilder

    mesh = Mesh.of("mesh", **axes)
    rep = _spec(";".join([""] * len(shape)))
    b = ProgramBuilder(mesh)
    x = b.arg(shape, "f32", sharding=rep)
    a = b.op("stablehlo.add", [x, x])
    a2 = b.sharding_constraint(a, _spec(src))
    c = b.sharding_constraint(a2, _spec(dst))
    d = b.op("stablehlo.multiply", [c, c])
    r = b.reduce(d, list(range(len(shape))))
    b.ret(r, shardings=["<@mesh, []>"])
    program = b.build()
    shardings = {x: ts(rep), a: ts(_spec(src)), a2: ts(_spec(src)), c: ts(_spec(dst)),
                 d: ts(_spec(dst)), r: ts("<@mesh, []>")}  # fmt: skip
    return program, shardings, mesh


@pytest.mark.xla
@pytest.mark.parametrize(("shape", "axes", "src", "dst", "want"), CASES, ids=IDS)
def test_xla_inserts_the_predicted_shifts(shape, axes, src, dst, want):
    from shardsat.experiments.xla_check import xla_collectives
    from shardsat.ir.mlir_export import export_mlir

    program, shardings, mesh = _program(shape, axes, src, dst)
    seen = xla_collectives(export_mlir(program, shardings, pin_values=True), mesh)
    got = sorted((c.kind, c.bytes) for c in seen if not (c.kind == AR and c.buffer_bytes == 4))
    assert got == sorted(want) == _predicted(shape, axes, src, dst)


# --- the function boundary: XLA keeps only the dividing major axes of an entry sharding ---

BOUNDARY = [
    ((30, 4), "model,data;", '[{"model":(1)2}, {}]'),
    ((30, 4), "data,model;", '[{"data"}, {}]'),
    ((30, 4), "model;", '[{"model":(1)2}, {}]'),
    ((30, 6), ";data,model", '[{}, {"data"}]'),
    ((30, 12), "model;data", '[{"model":(1)2}, {"data"}]'),
    ((12, 8), "data,model;", '[{"data", "model":(1)2}, {}]'),
    ((32, 8), "data,model;", '[{"data", "model"}, {}]'),  # even: kept whole
]


def _boundary(shape, s):
    from shardsat.cost.reshard import boundary_sharding

    return boundary_sharding(ts(_spec(s)), shape, Mesh.of("mesh", **DM))


@pytest.mark.parametrize(("shape", "src", "kept"), BOUNDARY)
def test_boundary_keeps_the_dividing_major_axes(shape, src, kept):
    assert _boundary(shape, src) == ts(f"<@mesh, {kept}>")


@pytest.mark.xla
@pytest.mark.parametrize(("shape", "src", "kept"), BOUNDARY)
def test_xla_entry_parameter_shard_is_the_boundary_shardings(shape, src, kept):
    import re

    from shardsat.experiments.xla_check import compile_partitioned
    from shardsat.ir.builder import ProgramBuilder
    from shardsat.ir.mlir_export import export_mlir

    mesh = Mesh.of("mesh", **DM)
    b = ProgramBuilder(mesh)
    x = b.arg(shape, "f32", sharding=_spec(src))
    a = b.op("stablehlo.add", [x, x])
    b.ret(a, shardings=[_spec(src)])
    text = export_mlir(b.build(), {x: ts(_spec(src)), a: ts(_spec(src))}, pin_values=True)
    hlo = compile_partitioned(text, 8)
    param = re.search(r"entry_computation_layout=\{\(f32\[([\d,]*)\]", hlo).group(1)
    local = tuple(int(v) for v in param.split(","))
    ours = _boundary(shape, src)
    tiles = [
        math.prod(mesh.axis_size(r.name) if r.sub is None else r.sub[1] for r in d.axes)
        for d in ours.dims
    ]
    want = tuple(-(-n // k) for n, k in zip(shape, tiles, strict=True))
    assert local == want
