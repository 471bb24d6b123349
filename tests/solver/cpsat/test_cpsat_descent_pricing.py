"""A descent round's pricing stops at the round's own limit (`Pricer.limited`)."""

from __future__ import annotations

import time

import pytest
from shardsat.cost.topology import load_topology
from shardsat.ir.program import TensorType
from shardsat.model.mesh import Mesh
from shardsat.model.parse import parse_tensor_sharding
from shardsat.solver.cpsat.deadline import Deadline
from shardsat.solver.cpsat.problem import OutOfTime, Pricer

MESH = Mesh.of("mesh", x=2, y=2)


def test_a_limit_before_the_deadline_stops_pricing_and_is_undone() -> None:
    """Inside `limited(0)` an uncached reshard raises `OutOfTime` (a later deadline does not
    help); outside it the solve's deadline is back and the same reshard prices; a limit past
    the deadline leaves the deadline as it is."""
    pricer = Pricer(MESH, load_topology("cpu", MESH), "time", Deadline.after(60))
    deadline = pricer.deadline
    src = parse_tensor_sharding('<@mesh, [{"x"}, {}]>')
    dst = parse_tensor_sharding('<@mesh, [{}, {"y"}]>')
    ttype = TensorType((8, 8), "f32")
    with pricer.limited(0.0):
        time.sleep(0.01)
        with pytest.raises(OutOfTime):
            pricer.reshard(src, dst, ttype)
    assert pricer.deadline is deadline
    assert pricer.reshard(src, dst, ttype) > 0
    with pricer.limited(3600.0):
        assert pricer.deadline is deadline
