"""The random single-op probe: its cases are valid and reproducible, and a fixed sample of them
gets XLA's bytes through the plan route."""

import os

import pytest
from shardsat.cost.topology import load_topology
from shardsat.experiments.probe_ops import OPS, draw_op_cases, plan_route
from shardsat.model.mesh import Mesh

MESH = Mesh.of("mesh", data=2, model=4)


def test_cases_cover_every_op_and_repeat_with_the_seed():
    cases = draw_op_cases(len(OPS), seed=3)
    assert [c.kind for c in cases] == list(OPS)
    assert draw_op_cases(len(OPS), seed=3) == cases
    assert draw_op_cases(len(OPS), seed=4) != cases


def test_plan_route_pins_the_reshards_it_prices():
    """A row-sharded lhs times a replicated rhs into a replicated result: XLA's choice gathers
    the lhs (2,048 of its 4,096 bytes move), and the export pins that gather before the dot."""
    (case,) = draw_op_cases(1, seed=2, ops=("dot",))
    assert case.operands == ((("data",), ()), ((), ())) and case.result == ((), ())
    predicted, text = plan_route(case, MESH, load_topology("cpu", MESH))
    assert predicted == 2048
    assert "%0 = sdy.sharding_constraint %arg0 <@mesh, [{}, {}]> : tensor<32x32xf32>" in text
    assert "stablehlo.dot_general %0, %arg1" in text


@pytest.mark.xla
def test_a_sample_of_every_op_matches_xla_through_the_plan_route():
    os.environ.setdefault("XLA_FLAGS", "--xla_force_host_platform_device_count=8")
    from shardsat.experiments.xla_check import xla_collectives

    topology = load_topology("cpu", MESH)
    for case in draw_op_cases(len(OPS), seed=0):
        predicted, text = plan_route(case, MESH, topology)
        assert sum(c.bytes for c in xla_collectives(text, MESH)) == predicted, case
