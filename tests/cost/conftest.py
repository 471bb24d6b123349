"""Shared fixtures for the cost tests: a two-level machine with round numbers."""

import pytest
from shardsat.cost.topology import LinkClass, NetworkLevel, TopologyPreset
from shardsat.model.mesh import Mesh

FAST = LinkClass(100e9, 1e-6, "fast")
SLOW = LinkClass(10e9, 10e-6, "slow")
ROUND = TopologyPreset(
    "round",
    (NetworkLevel(FAST, 4), NetworkLevel(SLOW)),
    peak_flops={"f32": 1e9, "bf16": 2e9},
    hbm_bandwidth_Bps=1e12,
    hbm_capacity_bytes=10**9,
)


@pytest.fixture
def mesh() -> Mesh:
    """data=2 lands on the slow link, model=4 on the fast one."""
    return Mesh.of("mesh", data=2, model=4)


@pytest.fixture
def topo(mesh):
    return ROUND.bind(mesh)
