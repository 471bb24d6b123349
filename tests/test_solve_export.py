"""`shardsat solve -o` writes the plan XLA runs: the bytes XLA inserts are the predicted ones."""

from __future__ import annotations

import json

import jax
import jax.numpy as jnp
import pytest
from shardsat.experiments import jax_programs
from shardsat.experiments.xla_check import xla_collectives

from shardsat.api import parse_mesh_axes
from shardsat.cli import main

pytestmark = pytest.mark.xla


def solve_scan(tmp_path, export: str) -> tuple[str, int]:
    """(written module, predicted bytes) of the scanned 4-layer step solved on data=2,model=4."""
    case = jax_programs.development()["scan-4-layers-step"]
    source = tmp_path / "scan.mlir"
    source.write_text(jax.jit(case.fn).lower(*case.args).as_text())
    out, report = tmp_path / "out.mlir", tmp_path / "report.json"
    argv = ["solve", str(source), "--mesh", "data=2,model=4", "--topology", "cpu",
            "--time-limit", "10", "--export", export, "-o", str(out), "--report", str(report),
            "-q"]  # fmt: skip
    assert main(argv) == 0
    return out.read_text(), json.loads(report.read_text())["cost"]["communication_bytes"]


def test_exported_plan_of_a_scanned_step_moves_the_predicted_bytes(tmp_path):
    text, predicted = solve_scan(tmp_path, "plan")
    seen = sum(c.bytes for c in xla_collectives(text, parse_mesh_axes("data=2,model=4")))
    assert "stablehlo.while" not in text  # unrolled: every layer sharded like any op
    assert predicted > 0
    assert abs(seen / predicted - 1) <= 0.10


def test_values_only_export_has_no_pinned_reshards(tmp_path):
    text, _ = solve_scan(tmp_path, "values")
    assert "sdy.sharding_constraint" not in text
    assert "sdy.sharding_per_value" in text


def _routes(fn, args, mesh, in_shardings):
    """(plan, predicted bytes, export-route bytes, jit-route bytes) of greedy's plan."""
    from shardsat.experiments.xla_check import jitted_collectives

    import shardsat

    plan = shardsat.auto_shard(fn, *args, mesh=mesh, topology="cpu", solver="greedy",
                               in_shardings=in_shardings, time_limit=10)  # fmt: skip
    export = sum(c.bytes for c in xla_collectives(plan.module_text, plan.mesh))
    jit = sum(c.bytes for c in jitted_collectives(plan.jit(), args, plan.mesh))
    return plan, plan.report.communication_bytes, export, jit


def test_exported_top_k_is_the_sort_plan_jit_runs():
    """Compiled as written, chlo.top_k is XLA's TopK custom call, which gathers a batch-sharded
    operand (1,344 bytes here); the export legalizes it to the sort plan.jit() runs: 0 bytes."""
    from jax.sharding import PartitionSpec as P

    def top_tokens(x):
        _, idx = jax.lax.top_k(x, 12)
        return jnp.take_along_axis(x, idx, axis=1)

    x = jnp.arange(8 * 48, dtype=jnp.float32).reshape(8, 48)
    plan, predicted, export, jit = _routes(top_tokens, (x,), "data=8", (P("data", None),))
    assert "chlo." not in plan.module_text
    assert "stablehlo.sort" in plan.module_text
    assert (predicted, export, jit) == (0, 0, 0)


def test_exported_while_with_a_pass_through_value_pins_what_it_carries():
    """A while whose body passes the matrix through unchanged cannot carry `sdy.sharding`; its
    vector is pinned in the body and after the loop, else XLA carries it on the axis of the
    matmul's operand and reshards it twice per step (4,360 bytes against 2,060 predicted)."""
    from jax.sharding import PartitionSpec as P
    from shardsat.experiments.jax_programs_blind2 import _normal, _power_iteration, _symmetric

    args = (_symmetric(254, 256), _normal(255, (256,)))  # the corpus's power-iteration-while
    plan, predicted, export, jit = _routes(_power_iteration, args, "data=2,model=4",
                                           (P("data", "model"), None))  # fmt: skip
    assert (predicted, export, jit) == (2060, 2060, 2060)
    text = plan.module_text
    vector = 'sdy.sharding_constraint %iterArg_1 <@mesh, [{"data"}]> : tensor<256xf32>'
    for region in ("cond {", "} do {"):  # pinned at the top of both regions
        assert vector in "\n".join(text.split(region, 1)[1].splitlines()[:4])
    assert 'sdy.sharding_constraint %2#2 <@mesh, [{"data"}]>' in text  # and after the loop
    assert "sdy.sharding_constraint %iterArg <" not in text  # the passed-through matrix is not


REORDERED = """
sdy.mesh @mesh = <["x"=2, "y"=4]>
func.func @main(%arg0: tensor<8x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x"}, {}]>}) -> (tensor<8x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"y", "x"}]>}) {
  %0 = stablehlo.negate %arg0 : tensor<8x8xf32>
  return %0 : tensor<8x8xf32>
}
"""


def test_a_plan_keeping_a_users_axis_order_moves_the_predicted_bytes(tmp_path):
    """A result sharded `{"y", "x"}` on mesh `["x", "y"]` (the user's device order, now a plan
    of CP-SAT's model): XLA compiles the written plan and inserts the bytes the report
    predicts."""
    source, out, report = tmp_path / "in.mlir", tmp_path / "out.mlir", tmp_path / "r.json"
    source.write_text(REORDERED)
    argv = ["solve", str(source), "--topology", "cpu", "--time-limit", "10", "-o", str(out),
            "--report", str(report), "-q"]  # fmt: skip
    assert main(argv) == 0
    data = json.loads(report.read_text())
    assert "fallback" not in data["stats"]
    assert data["shardings"]["main/%0"] == '<@mesh, [{}, {"y", "x"}]>'
    predicted = data["cost"]["communication_bytes"]
    seen = sum(c.bytes for c in xla_collectives(out.read_text(), parse_mesh_axes("x=2,y=4")))
    assert predicted > 0 and seen == predicted
