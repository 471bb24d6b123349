"""Slices along a sharded dim: the bytes XLA moves against the cost model's prediction.

    python -m shardsat.experiments.probe_slices

A [128, 96] f32 operand sharded `[{"data"}, {"model"}]` on data=2 × model=4 is sliced along the
model-sharded dim for several (start, limit) windows, with the result sharded like the operand
or replicated on that dim. XLA runs these as windowed exchanges (halo collective-permutes, then
an all-gather when the result is replicated; a 1-wide slice is masked and all-reduced), which
the model prices coarsely (docs/cost.md, "Fidelity on programs the model was not written
against"); this script is the measurement behind that paragraph (5 of 14 within 10%).
"""

from __future__ import annotations

import os

WINDOWS = ((0, 1), (0, 48), (24, 72), (0, 24), (8, 32), (0, 95), (1, 96))
RESULTS = ('[{"data"}, {"model"}]', '[{"data"}, {}]')


def _module(lo: int, hi: int, out: str, annotate: bool) -> str:
    result = f"tensor<128x{hi - lo}xf32>"
    arg = ' {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {"model"}]>}' if annotate else ""
    ret = f" {{sdy.sharding = #sdy.sharding<@mesh, {out}>}}" if annotate else ""
    attr = f" {{sdy.sharding = #sdy.sharding_per_value<[<@mesh, {out}>]>}}" if annotate else ""
    return (
        'module {\n  sdy.mesh @mesh = <["data"=2, "model"=4]>\n'
        f"  func.func @main(%arg0: tensor<128x96xf32>{arg}) -> ({result}{ret}) {{\n"
        f"    %0 = stablehlo.slice %arg0 [0:128, {lo}:{hi}]{attr} : (tensor<128x96xf32>) -> {result}\n"
        f"    return %0 : {result}\n  }}\n}}\n"
    )


def main() -> int:
    os.environ.setdefault("XLA_FLAGS", "--xla_force_host_platform_device_count=8")
    from shardsat.cost.evaluate import evaluate
    from shardsat.cost.topology import load_topology
    from shardsat.experiments.xla_check import xla_collectives
    from shardsat.ir.mlir_import import import_mlir
    from shardsat.model.parse import parse_tensor_sharding

    from shardsat.api import parse_mesh_axes

    mesh = parse_mesh_axes("data=2,model=4")
    topology = load_topology("cpu", mesh)
    within = 0
    print("| start | limit | result | XLA bytes | predicted | XLA ÷ predicted |")
    print("|---:|---:|---|---:|---:|---:|")
    for lo, hi in WINDOWS:
        for out in RESULTS:
            seen = sum(c.bytes for c in xla_collectives(_module(lo, hi, out, True), mesh))
            program = import_mlir(_module(lo, hi, out, False))
            shardings = {
                program.main.args[0]: parse_tensor_sharding('<@mesh, [{"data"}, {"model"}]>'),
                program.main.ops[0].results[0]: parse_tensor_sharding(f"<@mesh, {out}>"),
            }
            predicted = evaluate(program, shardings, mesh, topology).communication_bytes
            ratio = seen / predicted if predicted else float("nan")
            within += abs(ratio - 1) <= 0.10
            print(f"| {lo} | {hi} | `{out}` | {seen:,} | {predicted:,} | {ratio:.3f} |")
    print(f"\n{within}/{len(WINDOWS) * len(RESULTS)} within ±10%")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
