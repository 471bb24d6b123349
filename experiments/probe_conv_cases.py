"""Sweeps of single convolutions: the collectives `cost.evaluate` predicts against XLA's.

`forward`: 1-D convs with the batch on `data`, the rows on `x` and the kernel's output features
and the output's on `y` (the layout that can take XLA's window-sharded case), over lengths,
windows, paddings, strides and feature sizes. `kernel-gradient`: a 3x3 kernel gradient of
f32[8,34,34,16] by f32[8,32,32,K] (K = 24 or 8) over every split of the batch (contracting)
on `data`, the rows on `x` and the features on `y` of each tensor. Each case is compiled on 8
fake CPU devices (mesh data=2, x=2, y=2) with every value pinned; a row is exact when the
sorted (kind, axes, bytes) lists are equal.

    python -m shardsat.experiments.probe_conv_cases forward
    python -m shardsat.experiments.probe_conv_cases kernel-gradient --out-channels 8
"""

from __future__ import annotations

import argparse
import itertools
import os
import sys

from shardsat.model.mesh import Mesh

MESH = Mesh.of("mesh", data=2, x=2, y=2)
D, X, Y, R = '{"data"}', '{"x"}', '{"y"}', "{}"


def numbers(lhs, kernel, out) -> dict:
    """Dimension numbers from (batch, feature, spatial...) of the lhs, (input feature, output
    feature, spatial...) of the kernel and (batch, feature, spatial...) of the output."""
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


def conv_program(lhs, kernel, out, dims, pad, stride):
    """A program of one convolution (no dilation, no groups) on MESH."""
    from shardsat.ir.builder import ProgramBuilder

    rank = len(pad)
    b = ProgramBuilder(MESH)
    x, w = b.arg(lhs), b.arg(kernel)
    attributes = {
        "batch_group_count": 1,
        "feature_group_count": 1,
        "dimension_numbers": dims,
        "lhs_dilation": [1] * rank,
        "rhs_dilation": [1] * rank,
        "padding": [list(p) for p in pad],
        "window_strides": list(stride),
        "window_reversal": [False] * rank,
        "precision_config": ["DEFAULT", "DEFAULT"],
    }
    b.ret(b.op("stablehlo.convolution", [x, w], out, attributes=attributes))
    return b.build()


def compare(program, specs) -> tuple[str | None, list, list]:
    """(conv_case, predicted, XLA's) for the program's values sharded by `specs`."""
    from shardsat.cost.conv_cases import conv_case
    from shardsat.cost.evaluate import evaluate
    from shardsat.cost.topology import load_topology
    from shardsat.experiments.xla_check import xla_collectives
    from shardsat.ir.mlir_export import export_mlir
    from shardsat.model.parse import parse_tensor_sharding

    values = [*program.main.args, program.main.returns[0]]
    shardings = {
        v: parse_tensor_sharding(f"<@mesh, [{', '.join(s)}]>")
        for v, s in zip(values, specs, strict=True)
    }
    op = program.main.ops[0]
    shapes = [program.value(v).type.shape for v in op.operands + op.results]
    case = conv_case(op, [shardings[v] for v in op.operands + op.results], shapes, MESH)
    rows = evaluate(program, shardings, MESH, load_topology("cpu", MESH)).collectives()
    predicted = sorted(
        (k, a.replace('"', ""), b)
        for k, a, b in zip(rows["kind"], rows["axes"], rows["bytes"], strict=True)
    )
    seen = xla_collectives(export_mlir(program, shardings, pin_values=True), MESH)
    return case, predicted, sorted((c.kind, c.axes, c.bytes) for c in seen)


def forward_cases():
    dims = numbers((0, 2, 1), (2, 1, 0), (0, 2, 1))  # lhs [b, s, f], kernel [s, o, i]
    specs = ((D, X, R), (R, Y, R), (D, X, Y))
    for length, k, pad, stride, (fi, fo) in itertools.product(
        (16, 64), (1, 3, 5), ("0", "1", "k-1", "01"), (1, 2), ((24, 32), (64, 64))
    ):
        low_high = {"0": (0, 0), "1": (1, 1), "k-1": (k - 1, k - 1), "01": (0, 1)}[pad]
        out = (length + sum(low_high) - k) // stride + 1
        if out > 0 and out % 2 == 0:
            name = f"L={length} k={k} pad={low_high} stride={stride} features={fi}->{fo}"
            shapes = ((16, length, fi), (k, fo, fi), (16, out, fo))
            yield name, conv_program(*shapes, dims, (low_high,), (stride,)), specs


def kernel_gradient_cases(out_channels: int):
    dims = numbers((3, 0, 1, 2), (0, 3, 1, 2), (2, 3, 0, 1))
    shapes = ((8, 34, 34, 16), (8, 32, 32, out_channels), (3, 3, 16, out_channels))
    program = conv_program(*shapes, dims, ((0, 0), (0, 0)), (1, 1))
    lhs = [(f, s, R, c) for f in (R, D) for s in (R, X) for c in (R, Y)]
    kernel = [(i, s, R, o) for i in (R, D) for s in (R, X) for o in (R, Y)]
    out = [(R, R, c, o) for c in (R, Y) for o in (R, Y) if not c == o == Y]
    for specs in itertools.product(lhs, kernel, out):
        yield " ".join("[" + ", ".join(s) + "]" for s in specs), program, specs


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("family", choices=("forward", "kernel-gradient"))
    parser.add_argument("--out-channels", type=int, default=24, help="kernel-gradient K")
    args = parser.parse_args(argv)
    os.environ.setdefault("XLA_FLAGS", "--xla_force_host_platform_device_count=8")
    cases = (
        forward_cases() if args.family == "forward" else kernel_gradient_cases(args.out_channels)
    )
    exact = total = 0
    for name, program, specs in cases:
        case, predicted, xla = compare(program, specs)
        total += 1
        if predicted == xla:
            exact += 1
            continue
        p, x = sum(b for *_, b in predicted), sum(b for *_, b in xla)
        print(f"OFF {name} case={case} predicted {p:,} {predicted} xla {x:,} {xla}", flush=True)
    print(f"{args.family}: {exact}/{total} exact")
    return 0


if __name__ == "__main__":
    sys.exit(main())
