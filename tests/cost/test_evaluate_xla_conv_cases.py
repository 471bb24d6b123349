"""The cases of XLA's convolution handler for a spatially split input (cost/conv_cases.py).

A stride-2 3x3 NHWC conv f32[8,32,32,64] x [3,3,64,64] -> [8,16,16,64] on data=2,x=2,y=2 (and
its input- and kernel-gradient forms). Every expected list is what XLA inserts on 8 fake CPU
devices for the same shardings, pinned (the xla-marked twin compiles each case): (kind, mesh
axes, bytes), sorted. The window-sharded case moves 47x what the shardings alone suggest.
"""

import pytest
from shardsat.cost.conv_cases import (
    GATHERED_INPUT,
    REPLICATED,
    WINDOW_SHARDED,
    conv_case,
    other_devices,
)
from shardsat.cost.evaluate import evaluate
from shardsat.cost.topology import load_topology
from shardsat.ir.builder import ProgramBuilder
from shardsat.model.axis import AxisRef
from shardsat.model.mesh import Mesh
from shardsat.model.parse import parse_tensor_sharding as ts

CP, AR, AG, A2A = "collective-permute", "all-reduce", "all-gather", "all-to-all"
MESH = Mesh.of("mesh", data=2, x=2, y=2)


def _numbers(lhs, kernel, out):
    """Dimension numbers from (batch, feature, spatial...) per tensor."""
    return {
        "input_batch_dimension": lhs[0],
        "input_feature_dimension": lhs[1],
        "input_spatial_dimensions": list(lhs[2:]),
        "kernel_input_feature_dimension": kernel[0],
        "kernel_output_feature_dimension": kernel[1],
        "kernel_spatial_dimensions": list(kernel[2:]),
        "output_batch_dimension": out[0],
        "output_feature_dimension": out[1],
        "output_spatial_dimensions": list(out[2:]),
    }


NHWC = _numbers((0, 3, 1, 2), (2, 3, 0, 1), (0, 3, 1, 2))
KERNEL_GRADIENT = _numbers((3, 0, 1, 2), (0, 3, 1, 2), (2, 3, 0, 1))
FORWARD = {"lhs": (8, 32, 32, 64), "kernel": (3, 3, 64, 64), "out": (8, 16, 16, 64)}
STRIDE_1 = {**FORWARD, "out": (8, 32, 32, 64), "stride": (1, 1), "pad": ((1, 1), (1, 1))}
POINTWISE = {**FORWARD, "kernel": (1, 1, 64, 64), "pad": ((0, 0), (0, 0))}
INPUT_GRADIENT = {
    "lhs": (8, 16, 16, 64), "kernel": (3, 3, 64, 64), "out": (8, 32, 32, 64), "stride": (1, 1),
    "pad": ((2, 1), (2, 1)), "lhs_dilation": (2, 2),
}  # fmt: skip
KGRAD_1X1 = {
    "lhs": (8, 32, 32, 16), "kernel": (8, 32, 32, 64), "out": (1, 1, 16, 64), "stride": (1, 1),
    "pad": ((0, 0), (0, 0)), "numbers": KERNEL_GRADIENT,
}  # fmt: skip
KGRAD_EXPAND = {**KGRAD_1X1, "out": (3, 3, 16, 64), "pad": ((1, 1), (1, 1))}
GROUPED = {
    "lhs": (8, 16, 16, 32), "kernel": (3, 3, 4, 32), "out": (8, 16, 16, 32), "stride": (1, 1),
    "pad": ((1, 1), (1, 1)), "groups": 8,
}  # fmt: skip
KGRAD = {
    "lhs": (8, 32, 32, 64), "kernel": (8, 16, 16, 64), "out": (3, 3, 64, 64), "stride": (1, 1),
    "rhs_dilation": (2, 2), "numbers": KERNEL_GRADIENT,
}  # fmt: skip


def _program(lhs, kernel, out, stride=(2, 2), pad=((0, 1), (0, 1)), lhs_dilation=(1, 1),
             rhs_dilation=(1, 1), numbers=NHWC, groups=1):  # fmt: skip
    b = ProgramBuilder(MESH)
    x, w = b.arg(lhs), b.arg(kernel)
    attributes = {
        "batch_group_count": 1,
        "feature_group_count": groups,
        "dimension_numbers": numbers,
        "lhs_dilation": list(lhs_dilation),
        "rhs_dilation": list(rhs_dilation),
        "padding": [list(p) for p in pad],
        "window_strides": list(stride),
        "window_reversal": [False, False],
        "precision_config": ["DEFAULT", "DEFAULT"],
    }
    b.ret(b.op("stablehlo.convolution", [x, w], out, attributes=attributes))
    return b.build()


def _sharded(shape: dict, specs: tuple[str, str, str]):
    program = _program(**shape)
    values = [*program.main.args, program.main.returns[0]]
    return program, {v: ts(f"<@mesh, {s}>") for v, s in zip(values, specs, strict=True)}


D, X, Y, R = '{"data"}', '{"x"}', '{"y"}', "{}"


def _s(*dims: str) -> str:
    return "[" + ", ".join(dims) + "]"


# name -> (shape, (lhs, kernel, out) shardings, XLA's case, XLA's collectives sorted)
CASES = {
    "batch grouped, kernel o split, output o split (wresnet)": (
        FORWARD, (_s(D, X, R, R), _s(R, R, R, Y), _s(D, X, R, Y)), WINDOW_SHARDED,
        [(A2A, "y", 49152), (AR, "x,y", 393216), (CP, "x", 458752), (CP, "x", 524288),
         (CP, "x,y", 98304)],
    ),
    "stride 1": (
        STRIDE_1, (_s(D, X, R, R), _s(R, R, R, Y), _s(D, X, R, Y)), WINDOW_SHARDED,
        [(A2A, "y", 49152), (AR, "x,y", 1572864), (CP, "x", 491520), (CP, "x", 524288),
         (CP, "x,y", 98304)],
    ),
    "1x1 kernel": (
        POINTWISE, (_s(D, X, R, R), _s(R, R, R, Y), _s(D, X, R, Y)), WINDOW_SHARDED,
        [(A2A, "y", 8192), (AR, "x,y", 393216), (CP, "x", 491520), (CP, "x", 491520),
         (CP, "x,y", 16384)],
    ),
    "batch unsplit: all eight devices reduce": (
        FORWARD, (_s(R, X, R, R), _s(R, R, R, Y), _s(R, X, R, R)), WINDOW_SHARDED,
        [(A2A, "y", 49152), (AR, "data,x,y", 917504), (CP, "x", 917504), (CP, "x", 1048576),
         (CP, "x,y", 98304)],
    ),
    "kernel replicated, output o split: the input is gathered": (
        FORWARD, (_s(D, X, R, R), _s(R, R, R, R), _s(D, X, R, Y)), GATHERED_INPUT,
        [(AG, "x", 524288)],
    ),
    "output o unsplit: the kernel is gathered, not the output": (
        FORWARD, (_s(D, X, R, R), _s(R, R, R, Y), _s(D, X, R, R)), None,
        [(AG, "y", 73728), (CP, "x", 32768)],
    ),
    "kernel input features split alone: gathered, no partial sums": (
        FORWARD, (_s(D, X, R, R), _s(R, R, Y, R), _s(D, X, R, R)), None,
        [(AG, "y", 73728), (CP, "x", 32768)],
    ),
    "nothing spatial: the kernel is gathered": (
        FORWARD, (_s(D, R, R, R), _s(R, R, R, Y), _s(D, R, R, R)), None, [(AG, "y", 73728)],
    ),
    "contracting dims split on both operands: the dot path": (
        FORWARD, (_s(D, X, R, Y), _s(R, R, Y, R), _s(D, X, R, R)), None,
        [(AR, "y", 131072), (CP, "x", 16384)],
    ),
    "input gradient, kernel o split like the output: one halo row of the dilated input": (
        INPUT_GRADIENT, (_s(D, X, R, R), _s(R, R, R, Y), _s(D, X, R, Y)), None,
        [(CP, "x", 16384)],
    ),
    "input gradient, kernel replicated, output o split": (
        INPUT_GRADIENT, (_s(D, X, R, R), _s(R, R, R, R), _s(D, X, R, Y)), GATHERED_INPUT,
        [(AG, "x", 131072)],
    ),
    "grouped 3x3 conv split on batch and features: not partitioned at all": (
        GROUPED, (_s(D, R, R, Y), _s(R, R, R, Y), _s(D, R, R, Y)), REPLICATED,
        [(AG, "data", 131072), (AG, "y", 2304), (AG, "y", 65536)],
    ),
    "kernel gradient, both split along the window": (
        KGRAD, (_s(R, X, R, R), _s(R, X, R, R), _s(R, R, R, Y)), WINDOW_SHARDED,
        [(AR, "data,x,y", 258048), (CP, "x", 65536)],
    ),
    "kernel gradient, the gradient split on its features": (
        KGRAD, (_s(R, X, R, R), _s(R, R, R, Y), _s(R, R, R, Y)), WINDOW_SHARDED,
        [(A2A, "y", 131072), (AR, "data,x,y", 258048), (CP, "x", 65536), (CP, "x,y", 262144)],
    ),
    "kernel gradient of a 1x1 conv: the window is a dot's contracting dim": (
        KGRAD_1X1, (_s(R, X, R, R), _s(R, X, R, R), _s(R, R, R, R)), None, [(AR, "x", 4096)],
    ),
    "kernel gradient, lhs smaller than the gradient: the lhs moves to its layout first": (
        KGRAD_EXPAND, (_s(R, X, R, R), _s(R, R, R, Y), _s(R, R, R, R)), WINDOW_SHARDED,
        [(AG, "x", 262144), (AG, "y", 1048576)],
    ),
    "kernel gradient, lhs smaller, both split alike: window-sharded as it is": (
        KGRAD_EXPAND, (_s(R, X, R, R), _s(R, X, R, R), _s(R, R, R, R)), WINDOW_SHARDED,
        [(AR, "data,x,y", 64512), (CP, "x", 16384), (CP, "x", 16384)],
    ),
    "kernel gradient, the gradient replicated": (
        KGRAD, (_s(R, X, R, R), _s(R, R, R, R), _s(R, R, R, Y)), GATHERED_INPUT,
        [(AG, "x", 1048576)],
    ),
}  # fmt: skip


def _predicted(program, shardings):
    rows = evaluate(program, shardings, MESH, load_topology("cpu", MESH)).collectives()
    return sorted(
        (k, a.replace('"', ""), b)
        for k, a, b in zip(rows["kind"], rows["axes"], rows["bytes"], strict=True)
    )


@pytest.mark.parametrize("name", list(CASES))
def test_conv_case_and_collectives_are_xlas(name):
    shape, specs, case, expected = CASES[name]
    program, shardings = _sharded(shape, specs)
    op = program.main.ops[0]
    seen = [shardings[v] for v in op.operands + op.results]
    shapes = [program.value(v).type.shape for v in op.operands + op.results]
    assert conv_case(op, seen, shapes, MESH) == case
    assert _predicted(program, shardings) == sorted(expected)


@pytest.mark.xla
@pytest.mark.parametrize("name", list(CASES))
def test_conv_case_twin_compiles_to_the_expected_collectives(name):
    from shardsat.experiments.xla_check import xla_collectives
    from shardsat.ir.mlir_export import export_mlir

    shape, specs, _, expected = CASES[name]
    program, shardings = _sharded(shape, specs)
    seen = xla_collectives(export_mlir(program, shardings, pin_values=True), MESH)
    assert sorted((c.kind, c.axes, c.bytes) for c in seen) == sorted(expected)


def test_window_sharded_assignment_is_priced_as_xla_runs_it():
    """A factor assignment that pins the wresnet case (a CP-SAT or greedy plan) is priced by the
    case, not by the assignment: 1,523,712 B, not the 32,768 B halo."""
    program, shardings = _sharded(FORWARD, (_s(D, X, R, R), _s(R, R, R, Y), _s(D, X, R, Y)))
    op = program.main.ops[0]
    from shardsat.ir.registry import rule_for

    rule = rule_for(op, program)
    axes = [() for _ in rule.factor_sizes]
    batch, windows, features = rule.results[0][0][0], rule.results[0][1][0], rule.results[0][3][0]
    axes[batch], axes[windows], axes[features] = (
        (AxisRef("data"),),
        (AxisRef("x"),),
        (AxisRef("y"),),
    )
    report = evaluate(program, shardings, MESH, load_topology("cpu", MESH), {op.id: tuple(axes)})
    assert report.communication_bytes == 1523712


def test_other_devices_are_the_complement_of_the_batch_axes():
    mesh = Mesh.of("mesh", data=4, model=2)
    assert other_devices((AxisRef("data"),), mesh) == (AxisRef("model"),)
    assert other_devices((AxisRef("data", (1, 2)),), mesh) == (
        AxisRef("data", (2, 2)),
        AxisRef("model"),
    )
    assert other_devices((), mesh) == (AxisRef("data"), AxisRef("model"))


def _full_padding_conv():
    """A text CNN's input gradient: 64 rows padded by 4 on each side through a 5-row window,
    68 rows out, batch on data, rows on x, kernel and output features on y."""
    from shardsat.experiments.probe_conv_cases import conv_program, numbers

    dims = numbers((0, 2, 1), (2, 1, 0), (0, 2, 1))
    program = conv_program((16, 64, 24), (5, 32, 24), (16, 68, 32), dims, ((4, 4),), (1,))
    return program, ((D, X, R), (R, Y, R), (D, X, Y))


def test_an_output_longer_than_its_input_exchanges_halos_instead_of_sharding_the_window():
    from shardsat.experiments.probe_conv_cases import MESH as PROBE_MESH

    program, specs = _full_padding_conv()
    values = [*program.main.args, program.main.returns[0]]
    shardings = {v: ts(f"<@mesh, [{', '.join(s)}]>") for v, s in zip(values, specs, strict=True)}
    op = program.main.ops[0]
    shapes = [program.value(v).type.shape for v in op.operands + op.results]
    assert conv_case(op, [shardings[v] for v in values], shapes, PROBE_MESH) is None
    assert _predicted(program, shardings) == [(CP, "x", 1536), (CP, "x", 1536)]


@pytest.mark.xla
def test_full_padding_conv_twin_compiles_to_two_halo_permutes():
    from shardsat.experiments.probe_conv_cases import compare

    case, predicted, xla = compare(*_full_padding_conv())
    assert case is None
    assert xla == predicted == [(CP, "x", 1536), (CP, "x", 1536)]
