"""The device mesh as a machine: a link class (α-β) per mesh axis, device FLOP/s, HBM.

A *preset* describes hardware as network levels from the innermost (fastest, e.g. NVLink inside a
node) to the outermost (slowest, e.g. InfiniBand across nodes), each holding a number of devices.
`load_topology(preset_or_path, mesh)` binds it to a mesh: mesh axes are walked from the minor-most
(last) axis to the major-most and packed into the innermost level until its device count is used
up, so the minor axes get the fastest links — the usual layout (tensor parallelism on "model", the
last axis, inside a node). An explicit `axes={"data": "ib"}` override wins over the packing.
Sub-axes inherit the link of their axis.

A preset whose inner level is a TPU torus (`torus=(4, 4, 4)`, dims x, y, z major to minor) binds
the minor-most mesh axes to torus dims the same way, z first: an axis that spans k whole torus
dims gets k rings (k × the level's bandwidth, link name `ici-yz` for k = 2); an axis inside one
dim gets that dim's ring (`ici-z`). `Topology.describe()` says which axis is on which link.

Numbers come from ../shared/ANCHORS.md; where ANCHORS gives none (latencies, f32 rates, v5p ICI) the
value is a stated assumption in the preset's docstring below and in docs/cost.md.
"""

from __future__ import annotations

import json
import math
import tomllib
from collections.abc import Mapping
from dataclasses import dataclass, field
from pathlib import Path

from shardsat.ir.program import ELEMENT_BYTES, TensorType
from shardsat.model.axis import AxisRef
from shardsat.model.errors import ShardsatError, VerificationError
from shardsat.model.mesh import Mesh


@dataclass(eq=False)  # like model/errors.py: not frozen, Python sets __traceback__ on raise
class TopologyError(ShardsatError):
    """A topology file or preset that cannot be read or does not fit the mesh."""


@dataclass(frozen=True, slots=True)
class LinkClass:
    """One kind of link between devices: α-β model `time = latency + bytes / bandwidth`.

    `bandwidth_Bps` is the bytes per second one device can push along a mesh axis laid on this
    link (for a torus axis: both ring directions, i.e. 2 × the one-way per-link figure).
    Invariants: bandwidth > 0, latency >= 0.
    """

    bandwidth_Bps: float
    latency_s: float
    name: str = ""

    def __post_init__(self) -> None:
        if not self.bandwidth_Bps > 0:
            raise TopologyError(f"link {self.name or '?'}: bandwidth must be positive")
        if self.latency_s < 0:
            raise TopologyError(f"link {self.name or '?'}: latency must be non-negative")


@dataclass(frozen=True, slots=True)
class NetworkLevel:
    """One level of a preset's network: its link and how many devices it joins (None = all)."""

    link: LinkClass
    devices: int | None = None


@dataclass(frozen=True)
class Topology:
    """A mesh bound to hardware: the link of every axis, device peak FLOP/s per dtype, HBM.

    `axis_sizes` records the mesh the topology was bound to, so collective costs can size sub-axes
    without a mesh argument. Invariants: every axis of `axis_sizes` has a link.
    """

    axis_links: Mapping[str, LinkClass]
    peak_flops: Mapping[str, float]
    hbm_bandwidth_Bps: float
    hbm_capacity_bytes: int
    name: str = ""
    axis_sizes: Mapping[str, int] = field(default_factory=dict)
    fuse_reduce_scatter: bool = True
    """An all-reduce followed by a slice along the same axes runs as one reduce-scatter (XLA does
    this on GPU/TPU; its CPU pipeline keeps the all-reduce and slices locally)."""
    collective_types: Mapping[str, str] = field(default_factory=dict)
    """Element type -> the type collectives move it as, where the backend widens it (XLA:CPU
    normalizes bf16 collectives to f32: a bf16 all-gather moves 4 bytes per element)."""

    def __post_init__(self) -> None:
        missing = [a for a in self.axis_sizes if a not in self.axis_links]
        if missing:
            raise TopologyError(f'topology {self.name}: axis "{missing[0]}" has no link')
        for narrow, wide in self.collective_types.items():
            if wide not in ELEMENT_BYTES:
                raise TopologyError(f"topology {self.name}: collective type {narrow} -> {wide}: "
                                    f"unknown element type {wide}")  # fmt: skip

    def link(self, axis: str | AxisRef) -> LinkClass:
        """The link class of an axis or sub-axis (sub-axes inherit their axis's link)."""
        name = axis.name if isinstance(axis, AxisRef) else axis
        try:
            return self.axis_links[name]
        except KeyError:
            raise TopologyError(f'topology {self.name}: unknown axis "{name}"') from None

    def ref_size(self, ref: AxisRef) -> int:
        """Devices along an axis ref (a sub-axis's own size, a full axis's mesh size)."""
        if ref.sub is not None:
            return ref.sub[1]
        try:
            return self.axis_sizes[ref.name]
        except KeyError:
            raise TopologyError(f'topology {self.name}: unknown axis "{ref.name}"') from None

    def group_size(self, axes: tuple[AxisRef, ...]) -> int:
        return math.prod(self.ref_size(a) for a in axes)

    def describe(self) -> str:
        """`data→ib, model→nvlink`: the link each mesh axis is bound to, in mesh order."""
        return ", ".join(f"{a}→{self.axis_links[a].name or '?'}" for a in self.axis_sizes)

    def wire_type(self, ttype: TensorType) -> TensorType:
        """`ttype` as a collective on this backend moves it (`collective_types`)."""
        wide = self.collective_types.get(ttype.element_type)
        return ttype if wide is None else TensorType(ttype.shape, wide)

    def flops(self, dtype: str) -> float:
        """Peak FLOP/s for an element type; falls back to f32, then to the slowest listed rate."""
        for key in (dtype, _FLOPS_ALIASES.get(dtype, dtype), "f32"):
            if key in self.peak_flops:
                return self.peak_flops[key]
        return min(self.peak_flops.values())


F8_TYPES = ("f8E4M3FN", "f8E5M2", "f8E4M3FNUZ", "f8E5M2FNUZ", "f8E4M3B11FNUZ", "f8E4M3", "f8E3M4")
_FLOPS_ALIASES = {**{t: "f8" for t in F8_TYPES}, "i8": "int8", "ui8": "int8", "f64": "f32"}


@dataclass(frozen=True)
class TopologyPreset:
    """Hardware independent of any mesh: network levels inner→outer, device compute and memory."""

    name: str
    levels: tuple[NetworkLevel, ...]
    peak_flops: Mapping[str, float]
    hbm_bandwidth_Bps: float
    hbm_capacity_bytes: int
    fuse_reduce_scatter: bool = True
    collective_types: Mapping[str, str] = field(default_factory=dict)
    torus: tuple[int, ...] = ()
    """The inner level as a TPU torus, dims major to minor (product = its device count); empty
    for a switched level (NVLink, PCIe) where every axis inside it sees the same link."""

    def __post_init__(self) -> None:
        inner = self.levels[0].devices if self.levels else None
        if self.torus and inner != math.prod(self.torus):
            raise TopologyError(f"topology {self.name}: torus {self.torus} != {inner} devices")

    def bind(self, mesh: Mesh, axes: Mapping[str, str | LinkClass] | None = None) -> Topology:
        """This hardware with a link per mesh axis (minor-most axes first into the inner level)."""
        links = _pack_axes(mesh, self.levels)
        if self.torus:
            links |= _torus_links(mesh, self.torus, self.levels[0].link)
        for axis, choice in (axes or {}).items():
            if not mesh.has_axis(axis):
                raise TopologyError(f'topology {self.name}: override for unknown axis "{axis}"')
            links[axis] = choice if isinstance(choice, LinkClass) else self.level_link(choice)
        return Topology(
            axis_links=links,
            peak_flops=dict(self.peak_flops),
            hbm_bandwidth_Bps=self.hbm_bandwidth_Bps,
            hbm_capacity_bytes=self.hbm_capacity_bytes,
            name=self.name,
            axis_sizes={a.name: a.size for a in mesh.axes},
            fuse_reduce_scatter=self.fuse_reduce_scatter,
            collective_types=dict(self.collective_types),
        )

    def level_link(self, name: str) -> LinkClass:
        for level in self.levels:
            if level.link.name == name:
                return level.link
        known = ", ".join(level.link.name for level in self.levels)
        raise TopologyError(f'topology {self.name}: unknown link "{name}" (known: {known})')


def _pack_axes(mesh: Mesh, levels: tuple[NetworkLevel, ...]) -> dict[str, LinkClass]:
    """Walk axes minor→major; an axis stays in a level while the devices so far fit in it.

    An axis that straddles a level boundary gets the outer (slower) link: its ring crosses it.
    """
    links: dict[str, LinkClass] = {}
    level, capacity, used = 0, _capacity(levels, 0), 1
    for axis in reversed(mesh.axes):
        used *= axis.size
        while capacity is not None and used > capacity and level + 1 < len(levels):
            level += 1
            capacity = _capacity(levels, level)
        links[axis.name] = levels[level].link
    return links


TORUS_DIMS = "xyz"


def _torus_links(mesh: Mesh, torus: tuple[int, ...], ici: LinkClass) -> dict[str, LinkClass]:
    """Links of the mesh axes that fit in the torus, walked minor→major like `_pack_axes`.

    Each torus dim holds a bidirectional ring; an axis that spans k whole dims runs on k rings
    at once (k × bandwidth), an axis inside one dim on its ring. Axes past the torus are left
    to `_pack_axes` (the outer levels). Example: torus (4, 4, 4), mesh data=4, fsdp=4, model=4
    → model on ici-z, fsdp on ici-y, data on ici-x; mesh data=4, model=16 → model on ici-yz
    (2 rings), data on ici-x.
    """
    names = TORUS_DIMS[-len(torus) :] if len(torus) <= len(TORUS_DIMS) else None
    links: dict[str, LinkClass] = {}
    dim, left = len(torus) - 1, torus[-1] if torus else 1
    for axis in reversed(mesh.axes):
        if axis.size == 1:
            continue
        spanned, size = [], axis.size
        while dim >= 0 and size > 1:
            step = math.gcd(size, left)
            if step == 1:
                break
            spanned.append(dim)
            size, left = size // step, left // step
            if left == 1:
                dim -= 1
                left = torus[dim] if dim >= 0 else 1
        if size > 1:
            break  # leaves the torus: the packing's outer (straddling) link stands
        label = "".join(names[d] for d in sorted(set(spanned))) if names else str(len(spanned))
        rings = len(set(spanned))
        links[axis.name] = LinkClass(
            rings * ici.bandwidth_Bps, ici.latency_s, f"{ici.name}-{label}"
        )
    return links


def _capacity(levels: tuple[NetworkLevel, ...], level: int) -> int | None:
    """Devices joined by levels 0..level together (None = unbounded)."""
    total = 1
    for lv in levels[: level + 1]:
        if lv.devices is None:
            return None
        total *= lv.devices
    return total


GB = 1e9
GiB = 2**30

# TPU ICI: ANCHORS gives 45 GB/s per link one way for v5e; a mesh axis laid on a torus dimension
# runs a bidirectional ring, so an axis sees 2 × 45 GB/s. v5p's ICI is 3× v5e's per chip
# (4,800 vs 1,600 Gbps) over 6 instead of 4 links: 90 GB/s per link one way (assumption).
# Latencies are assumptions: ICI 1 µs, DCN 10 µs, NVLink 1 µs, InfiniBand 5 µs.
ICI_V5E = LinkClass(2 * 45 * GB, 1e-6, "ici")
ICI_V5P = LinkClass(2 * 90 * GB, 1e-6, "ici")
DCN = LinkClass(3 * GB, 10e-6, "dcn")
NVLINK = LinkClass(450 * GB, 1e-6, "nvlink")
INFINIBAND = LinkClass(50 * GB, 5e-6, "ib")
# The XLA check runs 8 fake devices on one CPU host: "links" are memory copies plus a thread
# barrier, 10 GB/s and 1 µs (assumption).
HOST_MEMORY = LinkClass(10 * GB, 1e-6, "host")

# Presets, with their stated assumptions:
# - tpu_v5p: a 4x4x4 slice (64 chips, one cube with wrap-around links) as a 3-D torus; a mesh
#   axis on one torus dim runs one bidirectional ring (2 × 90 GB/s), an axis over two dims two
#   rings at once; slices are joined by DCN. tpu_v5p_8x8x8: a 512-chip slice of the same kind.
# - h100x64 / h100x512: 8 / 64 nodes of 8 H100s, NVLink inside a node, InfiniBand NDR across
#   (one 400 Gb/s NIC per GPU, ≈ 50 GB/s; a rail-optimized non-blocking fat tree, so the
#   per-GPU bandwidth and the latency do not change from 8 to 64 nodes).
# f32 rates are assumptions: TPUs run f32 matmuls as 3 bf16 passes; H100 uses TF32 tensor cores
# (JAX's default precision), 495 TFLOP/s dense.
_TPU_V5E = dict(peak_flops={"bf16": 197e12, "f16": 197e12, "f32": 197e12 / 3, "int8": 394e12})
_TPU_V5P = dict(peak_flops={"bf16": 459e12, "f16": 459e12, "f32": 459e12 / 3, "int8": 918e12})
_H100 = dict(peak_flops={"bf16": 990e12, "f16": 990e12, "f32": 495e12, "f8": 1979e12})

PRESETS: dict[str, TopologyPreset] = {
    p.name: p
    for p in (
        TopologyPreset(
            "tpu_v5e_4x4",
            (NetworkLevel(ICI_V5E, 16), NetworkLevel(DCN)),
            hbm_bandwidth_Bps=819 * GB,
            hbm_capacity_bytes=16 * GiB,
            **_TPU_V5E,
        ),
        TopologyPreset(
            "tpu_v5e_2x4",
            (NetworkLevel(ICI_V5E, 8), NetworkLevel(DCN)),
            hbm_bandwidth_Bps=819 * GB,
            hbm_capacity_bytes=16 * GiB,
            **_TPU_V5E,
        ),
        TopologyPreset(
            "tpu_v5p",
            (NetworkLevel(ICI_V5P, 64), NetworkLevel(DCN)),
            hbm_bandwidth_Bps=2.77e12,
            hbm_capacity_bytes=95 * GiB,
            torus=(4, 4, 4),
            **_TPU_V5P,
        ),
        TopologyPreset(
            "tpu_v5p_8x8x8",
            (NetworkLevel(ICI_V5P, 512), NetworkLevel(DCN)),
            hbm_bandwidth_Bps=2.77e12,
            hbm_capacity_bytes=95 * GiB,
            torus=(8, 8, 8),
            **_TPU_V5P,
        ),
        TopologyPreset(
            "tpu_v5p_2x2x2",
            (NetworkLevel(ICI_V5P, 8), NetworkLevel(DCN)),
            hbm_bandwidth_Bps=2.77e12,
            hbm_capacity_bytes=95 * GiB,
            **_TPU_V5P,
        ),
        TopologyPreset(
            "h100x8",
            (NetworkLevel(NVLINK, 8), NetworkLevel(INFINIBAND)),
            hbm_bandwidth_Bps=3.35e12,
            hbm_capacity_bytes=80 * 10**9,
            **_H100,
        ),
        TopologyPreset(
            "h100x64",
            (NetworkLevel(NVLINK, 8), NetworkLevel(INFINIBAND, 8)),
            hbm_bandwidth_Bps=3.35e12,
            hbm_capacity_bytes=80 * 10**9,
            **_H100,
        ),
        TopologyPreset(
            "h100x512",
            (NetworkLevel(NVLINK, 8), NetworkLevel(INFINIBAND, 64)),
            hbm_bandwidth_Bps=3.35e12,
            hbm_capacity_bytes=80 * 10**9,
            **_H100,
        ),
        TopologyPreset(
            "cpu",
            (NetworkLevel(HOST_MEMORY),),
            peak_flops={"f32": 50e9, "bf16": 50e9, "f16": 50e9},
            hbm_bandwidth_Bps=10 * GB,
            hbm_capacity_bytes=16 * GiB,
            fuse_reduce_scatter=False,
            # XLA:CPU widens these before a collective (f8 all-gathers run as f16)
            collective_types={"bf16": "f32", **{t: "f16" for t in F8_TYPES}},
        ),
    )
}


def load_topology(
    preset_or_path: str | Path | TopologyPreset,
    mesh: Mesh,
    axes: Mapping[str, str | LinkClass] | None = None,
) -> Topology:
    """The topology of `mesh` on a named preset, a preset value, or a .toml/.json file.

    `axes` overrides the link of individual axes by link name (e.g. {"data": "ib"}) or LinkClass;
    a file may carry the same mapping as its `axes` table. Example:
    `load_topology("h100x64", Mesh.of("m", data=8, model=8))` puts "model" on NVLink, "data" on IB.
    """
    if isinstance(preset_or_path, TopologyPreset):
        return preset_or_path.bind(mesh, axes)
    key = str(preset_or_path)
    if key in PRESETS:
        return PRESETS[key].bind(mesh, axes)
    path = Path(key)
    if path.suffix not in (".toml", ".json") or not path.exists():
        names = ", ".join(sorted(PRESETS))
        raise TopologyError(f"topology {key}: not a preset ({names}) nor a .toml/.json file")
    preset, file_axes = read_topology_file(path)
    return preset.bind(mesh, {**file_axes, **(axes or {})})


def read_topology_file(path: Path) -> tuple[TopologyPreset, dict[str, str]]:
    """Parse a topology file into a preset plus its axis overrides.

    Format (TOML; JSON with the same keys): `name`, `hbm_bandwidth_Bps`, `hbm_capacity_bytes`,
    a `[peak_flops]` table by dtype, `[[levels]]` inner→outer each with `name`, `bandwidth_Bps`,
    `latency_s` and optional `devices`, an optional `[axes]` table axis → level name, and an
    optional `fuse_reduce_scatter` (default true) and an optional `[collective_types]` table
    element type -> the type collectives move it as (e.g. `bf16 = "f32"`).
    """
    try:
        raw = path.read_bytes()
        data = tomllib.loads(raw.decode()) if path.suffix == ".toml" else json.loads(raw)
    except (OSError, ValueError) as err:
        raise TopologyError(f"topology file {path}: {str(err).splitlines()[0]}") from None
    try:
        levels = tuple(
            NetworkLevel(
                LinkClass(float(lv["bandwidth_Bps"]), float(lv["latency_s"]), str(lv["name"])),
                None if lv.get("devices") is None else int(lv["devices"]),
            )
            for lv in data["levels"]
        )
        preset = TopologyPreset(
            name=str(data.get("name", path.stem)),
            levels=levels,
            peak_flops={k: float(v) for k, v in data["peak_flops"].items()},
            hbm_bandwidth_Bps=float(data["hbm_bandwidth_Bps"]),
            hbm_capacity_bytes=int(float(data["hbm_capacity_bytes"])),
            fuse_reduce_scatter=bool(data.get("fuse_reduce_scatter", True)),
            collective_types={str(k): str(v) for k, v in data.get("collective_types", {}).items()},
        )
    except KeyError as err:
        raise TopologyError(f"topology file {path}: missing key {err}") from None
    except (TypeError, ValueError, VerificationError) as err:
        raise TopologyError(f"topology file {path}: {err}") from None
    if not preset.levels:
        raise TopologyError(f"topology file {path}: needs at least one level")
    return preset, {str(k): str(v) for k, v in data.get("axes", {}).items()}
