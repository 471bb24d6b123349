"""α-β prices of collectives over one or several mesh axes / sub-axes.

Conventions (the solver must reproduce them to the unit):
- `buffer_bytes` S is the size of the largest per-device buffer of the collective: the gathered
  output of an all-gather, the input of a reduce-scatter, the buffer of an all-reduce, all-to-all
  or collective-permute. It is an int (bytes of one device's local shard).
- `bytes` of the result is the integer number of bytes one device sends (ANCHORS.md):
  all-gather / reduce-scatter ⌊(N−1)·S/N⌋, all-reduce 2·⌊(N−1)·S/N⌋, all-to-all ⌊(N−1)·S/N⌋,
  collective-permute S, with N the product of the group's axis sizes.
- `time_ns` is computed in float seconds and rounded to an int once per collective.

Several axes are priced hierarchically, one step per *link class* (refs on the same link form one
ring over the product of their sizes, so a single-link group gets exactly the ANCHORS formula):
- all-gather: steps from the slowest link to the fastest (the slow link moves the smallest data);
  with s the per-device size entering a step of n devices on link (α, B):
  t += (n−1)·α + (n−1)·s/B, then s ← n·s, starting from s = S/N.
- reduce-scatter: the mirror, fastest link first: t += (n−1)·α + (n−1)/n·s/B, s ← s/n, from s = S.
- all-reduce: reduce-scatter then all-gather (2(n−1)α + 2(n−1)/n·S/B on one link).
- all-to-all: one flat exchange on a switch (ANCHORS): every device sends S/N to each of the N−1
  peers, each over the slowest link on which the peer differs:
  t = (N−1)·α_slowest + Σ_links peers(link)·(S/N)/B_link.
- collective-permute: α + S/B of the slowest link among `axes` (all mesh axes when empty).
"""

from __future__ import annotations

import math
from dataclasses import dataclass

from shardsat.cost.topology import LinkClass, Topology
from shardsat.model.axis import AxisRef
from shardsat.model.errors import VerificationError

ALL_GATHER = "all-gather"
REDUCE_SCATTER = "reduce-scatter"
ALL_REDUCE = "all-reduce"
ALL_TO_ALL = "all-to-all"
COLLECTIVE_PERMUTE = "collective-permute"
ALL_SLICE = "all-slice"
XLA_CRASH = "xla-crash"
"""Not a collective: a reshard XLA cannot compile (its process dies), priced `UNEXECUTABLE_NS`."""
KINDS = (
    ALL_GATHER, REDUCE_SCATTER, ALL_REDUCE, ALL_TO_ALL, COLLECTIVE_PERMUTE, ALL_SLICE, XLA_CRASH,
)  # fmt: skip

UNEXECUTABLE_NS = 10**11
"""The price of a reshard XLA cannot compile: 100 s, more than any step of the zoo's programs
costs on any preset (the dearest greedy plan, gpt-6.7b-train on h100x64, is 1.7 s), so a plan
that needs one is never cheaper than one that does not, and small enough that CP-SAT's
objective stays far inside int64 and its LP's doubles."""


@dataclass(frozen=True, slots=True)
class Collective:
    """One collective over a device group: kind, the axes spanning the group, its price.

    `bytes` is what one device sends (int); `time_ns` its α-β time (int ns). `buffer_bytes` is the
    per-device buffer S it was priced on. `detail` is Shardy-like text of what moves, e.g.
    `all_to_all [{"x"}: 0->2]`, used in reports and tests.
    Invariants: bytes >= 0, time_ns >= 0, kind in KINDS.
    """

    kind: str
    axes: tuple[AxisRef, ...]
    bytes: int
    time_ns: int
    buffer_bytes: int = 0
    detail: str = ""

    def __post_init__(self) -> None:
        if self.kind not in KINDS:
            raise VerificationError(f"collective kind {self.kind!r} is not one of {KINDS}")
        if self.bytes < 0 or self.time_ns < 0:
            raise VerificationError(f"{self.kind}: negative cost {self.bytes} B {self.time_ns} ns")

    def with_detail(self, detail: str) -> Collective:
        return Collective(self.kind, self.axes, self.bytes, self.time_ns, self.buffer_bytes, detail)


def to_ns(seconds: float) -> int:
    """The one rounding of a priced item: float seconds → int nanoseconds."""
    return int(round(seconds * 1e9))


def _steps(axes: tuple[AxisRef, ...], topology: Topology) -> list[tuple[int, LinkClass]]:
    """(devices, link) per link class among `axes`, slowest first (ties: first seen first)."""
    groups: dict[LinkClass, int] = {}
    for ref in axes:
        link = topology.link(ref)
        groups[link] = groups.get(link, 1) * topology.ref_size(ref)
    order = sorted(groups, key=lambda lk: (lk.bandwidth_Bps, -lk.latency_s))
    return [(groups[lk], lk) for lk in order if groups[lk] > 1]


def _check(kind: str, buffer_bytes: int) -> None:
    if buffer_bytes < 0:
        raise VerificationError(f"{kind}: negative buffer size {buffer_bytes}")


def _gather_seconds(steps: list[tuple[int, LinkClass]], buffer_bytes: int) -> float:
    total = math.prod(n for n, _ in steps)
    s, t = buffer_bytes / total, 0.0
    for n, link in steps:
        t += (n - 1) * link.latency_s + (n - 1) * s / link.bandwidth_Bps
        s *= n
    return t


def _scatter_seconds(steps: list[tuple[int, LinkClass]], buffer_bytes: int) -> float:
    s, t = float(buffer_bytes), 0.0
    for n, link in reversed(steps):
        t += (n - 1) * link.latency_s + (n - 1) / n * s / link.bandwidth_Bps
        s /= n
    return t


def _moved(buffer_bytes: int, group: int) -> int:
    return (group - 1) * buffer_bytes // group


def all_gather_cost(axes: tuple[AxisRef, ...], buffer_bytes: int, topology: Topology) -> Collective:
    """All-gather over `axes` producing a `buffer_bytes` buffer per device.

    Example: h100x64, axes ("data" IB 8, "model" NVLink 8), S = 64 MiB → IB step on 1 MiB pieces,
    then NVLink on 8 MiB; bytes = 63/64·S.
    """
    _check(ALL_GATHER, buffer_bytes)
    steps = _steps(axes, topology)
    n = math.prod(d for d, _ in steps)
    t = _gather_seconds(steps, buffer_bytes)
    return Collective(ALL_GATHER, tuple(axes), _moved(buffer_bytes, n), to_ns(t), buffer_bytes)


def reduce_scatter_cost(
    axes: tuple[AxisRef, ...], buffer_bytes: int, topology: Topology
) -> Collective:
    """Reduce-scatter over `axes` of a `buffer_bytes` input per device (fastest link first)."""
    _check(REDUCE_SCATTER, buffer_bytes)
    steps = _steps(axes, topology)
    n = math.prod(d for d, _ in steps)
    t = _scatter_seconds(steps, buffer_bytes)
    return Collective(REDUCE_SCATTER, tuple(axes), _moved(buffer_bytes, n), to_ns(t), buffer_bytes)


def all_reduce_cost(axes: tuple[AxisRef, ...], buffer_bytes: int, topology: Topology) -> Collective:
    """All-reduce over `axes` of a `buffer_bytes` buffer: reduce-scatter then all-gather."""
    _check(ALL_REDUCE, buffer_bytes)
    steps = _steps(axes, topology)
    n = math.prod(d for d, _ in steps)
    t = _scatter_seconds(steps, buffer_bytes) + _gather_seconds(steps, buffer_bytes)
    return Collective(ALL_REDUCE, tuple(axes), 2 * _moved(buffer_bytes, n), to_ns(t), buffer_bytes)


def all_to_all_cost(axes: tuple[AxisRef, ...], buffer_bytes: int, topology: Topology) -> Collective:
    """All-to-all over `axes` on a `buffer_bytes` buffer (input and output have that size)."""
    _check(ALL_TO_ALL, buffer_bytes)
    steps = _steps(axes, topology)
    n = math.prod(d for d, _ in steps)
    if n == 1:
        return Collective(ALL_TO_ALL, tuple(axes), 0, 0, buffer_bytes)
    piece = buffer_bytes / n
    t = (n - 1) * steps[0][1].latency_s
    inner = 1
    for d, link in reversed(steps):  # fastest first: peers differing only up to this link
        t += (inner * d - inner) * piece / link.bandwidth_Bps
        inner *= d
    return Collective(ALL_TO_ALL, tuple(axes), _moved(buffer_bytes, n), to_ns(t), buffer_bytes)


def collective_permute_cost(
    axes: tuple[AxisRef, ...], buffer_bytes: int, topology: Topology
) -> Collective:
    """Collective-permute of a `buffer_bytes` buffer: every device sends it once.

    `axes` are the axes along which source and target devices differ; empty means unknown (e.g.
    a different device order), priced on the slowest link of the whole mesh.
    """
    _check(COLLECTIVE_PERMUTE, buffer_bytes)
    names = [a.name for a in axes] or list(topology.axis_sizes) or list(topology.axis_links)
    if not names or buffer_bytes == 0:
        return Collective(COLLECTIVE_PERMUTE, tuple(axes), buffer_bytes, 0, buffer_bytes)
    link = min((topology.link(n) for n in names), key=lambda lk: (lk.bandwidth_Bps, -lk.latency_s))
    t = link.latency_s + buffer_bytes / link.bandwidth_Bps
    return Collective(COLLECTIVE_PERMUTE, tuple(axes), buffer_bytes, to_ns(t), buffer_bytes)


def all_slice(axes: tuple[AxisRef, ...], buffer_bytes: int = 0) -> Collective:
    """All-slice: each device keeps its piece of a replicated buffer; no communication."""
    return Collective(ALL_SLICE, tuple(axes), 0, 0, buffer_bytes)


COST_FUNCTIONS = {
    ALL_GATHER: all_gather_cost,
    REDUCE_SCATTER: reduce_scatter_cost,
    ALL_REDUCE: all_reduce_cost,
    ALL_TO_ALL: all_to_all_cost,
    COLLECTIVE_PERMUTE: collective_permute_cost,
}


def replicate_kind(whole: int, local: int, shards: int) -> str:
    """How XLA's `ReplicatePartial` replicates a dim held as `shards` shards of `local` rows
    that are `whole` rows together: "bcast" when each shard is already the whole dim (one
    device's copy is all-reduced), "dus" when the dim is at most half its shards (each shard is
    placed in a zero buffer of the whole dim, which is all-reduced: cheaper than gathering the
    padding), else "ag" (all-gathered, padding included)."""
    if whole == local:
        return "bcast"
    return "dus" if whole <= shards // 2 else "ag"


def xla_crash(axes: tuple[AxisRef, ...]) -> Collective:
    """The step standing for a reshard XLA's SPMD partitioner dies on (`UNEXECUTABLE_NS`)."""
    return Collective(XLA_CRASH, tuple(axes), 0, UNEXECUTABLE_NS)


def collective_cost(
    kind: str, axes: tuple[AxisRef, ...], buffer_bytes: int, topology: Topology
) -> Collective:
    """Dispatch on kind (all-slice is free)."""
    if kind == ALL_SLICE:
        return all_slice(axes, buffer_bytes)
    if kind not in COST_FUNCTIONS:
        raise VerificationError(f"collective kind {kind!r} is not one of {KINDS}")
    return COST_FUNCTIONS[kind](axes, buffer_bytes, topology)
