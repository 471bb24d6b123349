"""Slices along sharded dims: XLA's windowed exchange (cost/halo.py) and where XLA slices.

The expected values were measured with XLA on 8 fake CPU devices (the xla-marked test
recompiles a sample): a [128, 96] f32 operand, 64 rows a device on "data", so one row of the
sliced dim is 256 bytes.
"""

import os

import pytest
from shardsat.cost.evaluate import evaluate
from shardsat.cost.halo import SliceExchange, pad_exchange, slice_exchange, window_exchange
from shardsat.cost.reshard import plan_reshard
from shardsat.cost.topology import load_topology
from shardsat.ir.mlir_import import import_mlir
from shardsat.ir.program import TensorType
from shardsat.model.mesh import Mesh
from shardsat.model.parse import parse_tensor_sharding as ts

MESH = Mesh.of("mesh", data=2, model=4)


@pytest.mark.parametrize(
    "window, permutes",
    [
        ((0, 48), (24, 12)),  # compact: shard 1 and 2 from shards 0 and 1 at once, then 3
        ((24, 72), (12, 12)),  # within neighbours: one permute from each side
        ((0, 24), (6, 6, 6)),  # compact: one source feeds three targets, one at a time
        ((8, 32), (18, 4, 2)),  # compact: two sources per permute where the targets differ
        ((1, 96), (1,)),  # a shift by one row
        ((0, 1), ()),  # one row: every shard but the first is trimmed, a local slice
    ],
)
def test_slice_exchange_sends_what_xla_sends(window, permutes):
    assert slice_exchange(96, 4, *window).permutes == permutes


@pytest.mark.parametrize(
    "low, high, rows", [(2, 6, 4), (4, 0, 3), (0, 4, 3), (8, 24, 16), (1, 3, 2)]
)
def test_pad_exchange_shifts_each_shard_by_the_low_padding(low, high, rows):
    """An edge pad of a sharded dim: each shard sends the next the rows that no longer fit
    (XLA: one collective-permute of 256 bytes a row here)."""
    assert pad_exchange(96, 4, low, high) == SliceExchange(
        (rows,), False, -(-(96 + low + high) // 4)
    )


def test_pad_of_a_sharded_dim_is_a_halo_permute():
    program = import_mlir(
        "func.func @main(%arg0: tensor<128x96xf32>) -> tensor<128x104xf32> {\n"
        "  %c = stablehlo.constant dense<0.0> : tensor<f32>\n"
        "  %0 = stablehlo.pad %arg0, %c, low = [0, 2], high = [0, 6], interior = [0, 0] : "
        "(tensor<128x96xf32>, tensor<f32>) -> tensor<128x104xf32>\n"
        "  return %0 : tensor<128x104xf32>\n}\n"
    )
    sharded = ts('<@mesh, [{"data"}, {"model"}]>')
    shardings = {program.main.args[0]: sharded, program.main.ops[1].results[0]: sharded}
    report = evaluate(program, shardings, MESH, load_topology("cpu", MESH))
    assert list(report.collectives()["bytes"]) == [1024]  # XLA: one permute of 4 rows


def test_exchange_extent_is_the_rows_a_shard_reads():
    assert slice_exchange(96, 4, 8, 32) == SliceExchange((18, 4, 2), False, 6)
    assert slice_exchange(96, 4, 0, 1) == SliceExchange((), False, 1)


def _slice_bytes(operand: str, result: str, lo: int, hi: int) -> int:
    width = hi - lo
    program = import_mlir(
        f"func.func @main(%arg0: tensor<128x96xf32>) -> tensor<128x{width}xf32> {{\n"
        f"  %0 = stablehlo.slice %arg0 [0:128, {lo}:{hi}] : "
        f"(tensor<128x96xf32>) -> tensor<128x{width}xf32>\n"
        f"  return %0 : tensor<128x{width}xf32>\n}}\n"
    )
    shardings = {
        program.main.args[0]: ts(f"<@mesh, {operand}>"),
        program.main.ops[0].results[0]: ts(f"<@mesh, {result}>"),
    }
    return evaluate(program, shardings, MESH, load_topology("cpu", MESH)).communication_bytes


XLA_MEASURED = [
    # operand, result, slice, bytes XLA moves
    ('[{"data"}, {"model"}]', '[{"data"}, {"model"}]', (8, 32), 6144),
    ('[{"data"}, {"model"}]', '[{"data"}, {}]', (0, 48), 18432),  # halo, then gather the result
    ('[{"data"}, {"model"}]', '[{"data"}, {}]', (0, 1), 384),  # local slice, masked all-reduce
    ('[{"data"}, {"model"}]', '[{}, {"data"}]', (0, 48), 21504),
    ('[{"data"}, {"model"}]', '[{"model"}, {}]', (0, 48), 16896),
    ('[{}, {"model"}]', '[{"data"}, {}]', (8, 56), 32768),
    ('[{}, {"model"}]', '[{}, {"data", "model"}]', (0, 48), 15360),  # sliced in the result's
    ('[{"data"}, {}]', '[{}, {"model"}]', (0, 48), 43008),  # operand gathered: result has more
]


@pytest.mark.parametrize("operand, result, window, expected", XLA_MEASURED)
def test_slice_is_priced_in_the_layout_xla_slices_in(operand, result, window, expected):
    assert _slice_bytes(operand, result, *window) == expected


@pytest.mark.parametrize(
    "cols, kind, moved",
    [
        (1, "all-reduce", 384),
        (2, "all-reduce", 768),
        (3, "all-gather", 768),
        (6, "all-gather", 1536),
    ],
)
def test_gathering_a_small_or_uneven_dim_follows_xla(cols, kind, moved):
    """A dim of at most half its shards is all-reduced from a zero buffer; an uneven dim is
    gathered in whole padded shards (3 columns on 4 shards gather 4)."""
    plan = plan_reshard(
        ts('<@mesh, [{"data"}, {"model"}]>'),
        ts('<@mesh, [{"data"}, {}]>'),
        TensorType((128, cols), "f32"),
        MESH,
        load_topology("cpu", MESH),
    )
    assert [(s.kind, s.bytes) for s in plan.steps] == [(kind, moved)]


def test_reshape_dropping_a_sharded_unit_dim_replicates_it():
    program = import_mlir(
        "func.func @main(%arg0: tensor<128x1xf32>) -> tensor<128xf32> {\n"
        "  %0 = stablehlo.reshape %arg0 : (tensor<128x1xf32>) -> tensor<128xf32>\n"
        "  return %0 : tensor<128xf32>\n}\n"
    )
    shardings = {
        program.main.args[0]: ts('<@mesh, [{"data"}, {"model"}]>'),
        program.main.ops[0].results[0]: ts('<@mesh, [{"data"}]>'),
    }
    report = evaluate(program, shardings, MESH, load_topology("cpu", MESH))
    assert list(report.collectives()["bytes"]) == [384]


@pytest.mark.xla
@pytest.mark.parametrize("operand, result, window, expected", XLA_MEASURED[:4])
def test_measured_slices_still_match_xla(operand, result, window, expected):
    """The pinned bytes are what XLA moves (recompiled here)."""
    os.environ.setdefault("XLA_FLAGS", "--xla_force_host_platform_device_count=8")
    from shardsat.experiments.probe_slices import SliceCase, module
    from shardsat.experiments.xla_check import xla_collectives

    dims = {"[{\"data\"}, {\"model\"}]": (("data",), ("model",)), "[{\"data\"}, {}]": (("data",), ()),
            "[{}, {\"data\"}]": ((), ("data",))}  # fmt: skip
    case = SliceCase((128, 96), ((0, 128, 1), (*window, 1)), dims[operand], dims[result])
    assert sum(c.bytes for c in xla_collectives(module(case, True), MESH)) == expected


def _concat_bytes(widths, dim, operand, result, rows=128):
    shapes = [(rows, w) if dim == 1 else (w, 32) for w in widths]
    out = (rows, sum(widths)) if dim == 1 else (sum(widths), 32)
    typ = lambda s: f"tensor<{s[0]}x{s[1]}xf32>"  # noqa: E731
    args = ", ".join(f"%arg{i}: {typ(s)}" for i, s in enumerate(shapes))
    names = ", ".join(f"%arg{i}" for i in range(len(shapes)))
    program = import_mlir(
        f"func.func @main({args}) -> {typ(out)} {{\n"
        f"  %0 = stablehlo.concatenate {names}, dim = {dim} : "
        f"({', '.join(typ(s) for s in shapes)}) -> {typ(out)}\n  return %0 : {typ(out)}\n}}\n"
    )
    shardings = {a: ts(f"<@mesh, {operand}>") for a in program.main.args}
    shardings[program.main.ops[0].results[0]] = ts(f"<@mesh, {result}>")
    report = evaluate(program, shardings, MESH, load_topology("cpu", MESH))
    return list(zip(report.collectives()["kind"], report.collectives()["bytes"], strict=True))


@pytest.mark.parametrize(
    "widths, dim, operand, result, expected",
    [
        # along a sharded dim: all-to-all each operand to the join dim, join, all-to-all back
        ((96, 32), 1, '[{"data"}, {"model"}]', '[{"data"}, {"model"}]',
         [("all-to-all", 4608), ("all-to-all", 1536), ("all-to-all", 6144)]),
        # the result replicated: gathered from the joined layout (no all-to-all back)
        ((96, 96), 1, '[{"data"}, {"model"}]', '[{"data"}, {}]',
         [("all-to-all", 4608), ("all-to-all", 4608), ("all-gather", 36864)]),
        # operands already in the join layout: one all-to-all of the result
        ((16, 48, 8), 0, '[{}, {"data"}]', '[{"data"}, {}]', [("all-to-all", 2304)]),
        # no other dim divides by 4 (6 rows): the operands are gathered
        ((96, 96), 1, '[{}, {"model"}]', '[{}, {"model"}]',
         [("all-gather", 1728), ("all-gather", 1728)]),
    ],
)  # fmt: skip
def test_concatenate_along_a_sharded_dim_follows_xla(widths, dim, operand, result, expected):
    """Bytes measured with XLA (probe_slices --ops concatenate: 30 of 30 random cases)."""
    rows = 6 if expected[0][0] == "all-gather" else 128
    assert sorted(_concat_bytes(widths, dim, operand, result, rows)) == sorted(expected)


def test_an_empty_slice_of_a_split_dim_sends_nothing():
    """`lax.associative_scan` slices one row to `x[:-1]` and two rows to `x[2::2]`: empty
    results (blind5's LRU scan on data=8 divided by zero here)."""
    assert window_exchange(1, 8, 0, -1, 1) == SliceExchange(rows=0)
    assert window_exchange(2, 8, -2, 0, 2) == SliceExchange(rows=0)
    assert window_exchange(0, 8, 0, 0, 1) == SliceExchange(rows=0)  # slicing an empty operand


# (rows, low, high) of a pad of a dim of `rows` on 2 shards -> the rows of each permute XLA
# sends (blind5's CLS / wrap-pad / roll gradients): one hop at most, whatever the padding
PADS_ON_TWO = {
    (1, 0, 31): (1,),
    (1, 31, 0): (1,),
    (1, 15, 0): (1,),
    (1, 3, 0): (1,),
    (1, 0, 1): (),
    (2, 0, 30): (1,),
    (3, 29, 0): (2,),
    (4, 28, 0): (2,),
}


@pytest.mark.parametrize("key", list(PADS_ON_TWO))
def test_a_halo_does_not_hop_past_the_last_shard(key):
    """The padding beyond the neighbour is zeros: no permute per shard-width of it (the model
    sent 15 one-row permutes for (1, 0, 31))."""
    assert pad_exchange(key[0], 2, *key[1:]).permutes == PADS_ON_TWO[key]


@pytest.mark.parametrize(
    "size, shards, low, high, dilation, permutes",
    [
        (32, 8, 0, 1, 2, ()),  # associative_scan's interleave: every shard's rows stay
        (31, 8, 2, 1, 2, (1,)),  # one row to the right neighbour (test_evaluate_xla_pads pins it)
        (7, 2, 3, 0, 3, (1,)),  # one row of the 4-row shard crosses
    ],
)
def test_interior_pad_is_a_window_over_the_dilated_input(
    size, shards, low, high, dilation, permutes
):
    """An interior pad of k rows is XLA's size-1 window over the input dilated by k + 1
    (`ReshardDataForPad`): only the rows that cross a shard boundary move."""
    assert window_exchange(size, shards, low, high, 1, dilation).permutes == permutes
