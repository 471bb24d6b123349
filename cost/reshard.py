"""Reshard planner: one tensor from a source to a target sharding as the collectives XLA inserts.

XLA's SPMD partitioner does not reshard by axis names: it converts both shardings to tile
assignments (per dim a tile count, an array of device ids, the devices holding one tile as a
trailing replication dim) and tries a fixed list of patterns (`ReshardNoCache` in
spmd_partitioner.cc). The planner builds those arrays from the shardings (every axis cut at the
sub-axis boundaries either sharding uses, so `[{"x":(1)2, "x":(2)2}]` and `[{"x"}]` are the same
array) and replays the list (`_Xla`); the steps are priced with cost/collectives.py, the axes of
each step being the mesh atoms its device group spans. Unreduced axes of the source that the
target does not keep are all-reduced first; an all-reduce followed by an all-slice over the same
axes fuses into a reduce-scatter (Shardy's canonicalizer).
Uneven dims (not divisible by their tile count) are held as padded shards; when a step changes
a dim's count, XLA first moves the rows that cross the other layout's padded boundaries by a
compact halo exchange (`_Xla.refine_halo`, `_Xla.coarsen_halo`, and the pad and slice around an
all-to-all in `_Xla._a2a_step`), and an all-to-all moves the padded buffer.
Not done: different meshes with different axes are resharded by gathering everything (correct,
pessimistic).
"""

from __future__ import annotations

import dataclasses
import functools
import math
from collections.abc import Callable
from dataclasses import dataclass

import numpy as np
from shardsat.cost.collectives import (
    ALL_REDUCE,
    ALL_SLICE,
    Collective,
    all_gather_cost,
    all_reduce_cost,
    all_slice,
    all_to_all_cost,
    collective_permute_cost,
    reduce_scatter_cost,
    replicate_kind,
    xla_crash,
)
from shardsat.cost.topology import Topology
from shardsat.ir.program import TensorType
from shardsat.model.axis import AxisRef, make_axis_ref
from shardsat.model.errors import VerificationError
from shardsat.model.mesh import Mesh
from shardsat.model.sharding import TensorSharding

Atom = tuple[str, int, int]
"""(axis name, lo, hi): the piece [lo, hi) of an axis in multiplicative space, hi/lo devices."""

Layout = tuple[tuple[Atom, ...], ...]
"""Per tensor dim, the atoms sharding it, major to minor."""


@dataclass(frozen=True, slots=True)
class ReshardPlan:
    """The collectives that turn one sharding of a tensor into another, in execution order.

    `time_ns` and `bytes` are sums of the steps' ints (all-slices cost 0).
    """

    steps: tuple[Collective, ...] = ()

    @property
    def time_ns(self) -> int:
        return sum(s.time_ns for s in self.steps)

    @property
    def bytes(self) -> int:
        return sum(s.bytes for s in self.steps)

    @property
    def kinds(self) -> tuple[str, ...]:
        return tuple(s.kind for s in self.steps)

    def __str__(self) -> str:
        return "; ".join(s.detail for s in self.steps) or "(none)"


# ----------------------------------------------------------------------------------- atoms


def _ref_interval(ref: AxisRef, mesh: Mesh) -> Atom:
    n = mesh.axis_size(ref.name)
    lo, hi = ref.interval(n)
    return (ref.name, lo, hi)


MAX_REMEMBERED_SHARDINGS = 65536
_INTERVALS: dict[int, tuple[TensorSharding, Mesh, tuple]] = {}
"""id -> (sharding, mesh, its intervals): a reshard table prices each row and target against
many others, so each sharding's refs are mapped to intervals once (the entry keeps the
sharding alive, so its id is not reused while remembered)."""


def _intervals(
    s: TensorSharding, mesh: Mesh
) -> tuple[tuple[tuple[Atom, ...], ...], tuple[Atom, ...]]:
    """(per dim the interval of each axis ref, those of the unreduced axes)."""
    hit = _INTERVALS.get(id(s))
    if hit is not None and hit[0] is s and hit[1] is mesh:
        return hit[2]
    out = (
        tuple(tuple(_ref_interval(ref, mesh) for ref in d.axes) for d in s.dims),
        tuple(_ref_interval(ref, mesh) for ref in s.unreduced),
    )
    if len(_INTERVALS) >= MAX_REMEMBERED_SHARDINGS:
        _INTERVALS.clear()
    _INTERVALS[id(s)] = (s, mesh, out)
    return out


def _boundaries(shardings: list[TensorSharding], mesh: Mesh) -> dict[str, list[int]]:
    cuts: dict[str, set[int]] = {a.name: {1, a.size} for a in mesh.axes}
    for s in shardings:
        dims, unreduced = _intervals(s, mesh)
        for name, lo, hi in (*(i for d in dims for i in d), *unreduced):
            cuts[name].update((lo, hi))
    out = {}
    for name, c in cuts.items():
        b = sorted(c)
        if any(hi % lo for lo, hi in zip(b, b[1:], strict=False)):
            raise VerificationError(f'reshard: sub-axes of "{name}" cannot coexist ({b})')
        out[name] = b
    return out


def _atoms_of(ref: AxisRef, mesh: Mesh, cuts: dict[str, list[int]]) -> tuple[Atom, ...]:
    return _cut(_ref_interval(ref, mesh), cuts)


def _layout(s: TensorSharding, mesh: Mesh, cuts: dict[str, list[int]]) -> Layout:
    return tuple(tuple(a for i in d for a in _cut(i, cuts)) for d in _intervals(s, mesh)[0])


def _cut(interval: Atom, cuts: dict[str, list[int]]) -> tuple[Atom, ...]:
    """An axis interval as the atoms `cuts` splits it into."""
    name, lo, hi = interval
    b = cuts[name]
    if len(b) == 2 and lo == b[0] and hi == b[1]:  # a whole axis nothing else cuts
        return (interval,)
    b = [c for c in b if lo <= c <= hi]
    return tuple((name, x, y) for x, y in zip(b, b[1:], strict=False) if y > x)


def _size(atoms: tuple[Atom, ...] | list[Atom]) -> int:
    return math.prod([a[2] // a[1] for a in atoms])  # the hottest helper: no generator, no call


def _merged(atoms) -> list[Atom]:
    """Consecutive contiguous pieces of one axis merged into one atom."""
    merged: list[Atom] = []
    for a in atoms:
        if merged and merged[-1][0] == a[0] and merged[-1][2] == a[1]:
            merged[-1] = (a[0], merged[-1][1], a[2])
        else:
            merged.append(a)
    return merged


def _refs(atoms: tuple[Atom, ...] | list[Atom], mesh: Mesh) -> tuple[AxisRef, ...]:
    """Atoms back to axis refs, merging consecutive pieces of one axis (mesh-canonical)."""
    return tuple(make_axis_ref(n, lo, hi // lo, mesh.axis_size(n)) for n, lo, hi in _merged(atoms))


def _dims_text(per_dim: list[tuple[Atom, ...]] | Layout, mesh: Mesh) -> str:
    return "[" + ", ".join("{" + ", ".join(map(str, _refs(d, mesh))) + "}" for d in per_dim) + "]"


def local_bytes(layout: Layout, ttype: TensorType) -> int:
    """Bytes of one device's shard (ceil per dim: padding counts)."""
    return ttype.element_bytes * math.prod(
        [-(-dim // _size(atoms)) for dim, atoms in zip(ttype.shape, layout, strict=True)]
    )


# ----------------------------------------------------------------------------------- planner


@dataclass
class _Planner:
    """One reshard: the source and target layouts on the atoms either sharding uses."""

    state: Layout
    goal: Layout
    ttype: TensorType
    mesh: Mesh
    topology: Topology
    steps: list[Collective]
    cuts: dict[str, list[int]]
    """Per axis, the sub-axis boundaries either sharding uses: the atoms the plan works on."""
    describe: bool = True
    """Give each step its text (`Collective.detail`); prices alone never read it."""


# ----------------------------------------------------------------------------------- XLA simulation
#
# XLA's SPMD partitioner (spmd_partitioner.cc, `ReshardNoCache`) does not reshard by axis names:
# it sees a tile assignment (an array of device ids, one per tile, with a trailing dim of the
# devices holding the same tile) and picks the first of a fixed list of patterns. `_Xla` replays
# that list on explicit device arrays, so rank, mesh shape and sub-axes are handled alike:
# 1. same tile counts, other devices: one collective-permute of the shard;
# 2. equal tile totals whose per-dim counts are a permutation of each other: one all-to-all per
#    swapped pair of dims (the minor factor of the larger count moves), then a permute when the
#    device order differs (`GetReshardAllToAllSourceTargetDims`, `ReshardWithAllToAll`);
# 3. a partially replicated source whose tiles refine into the target's: a local slice, then a
#    permute when the devices differ (`ReshardFromPartialReplicateWithDynamicSlice`);
# 4. a partially replicated target that coarsens the source: a permute to the device order
#    whose gather groups are the target's, then all-gathers of the coarsened dims
#    (`ReshardToPartialReplicateWithAllGather`);
# 5. `TryComplexReshardHandling`: split one dim's tiles in two and reshard without full
#    replication, or replicate one dim first, or move a source's replication into a dim;
# 6. dims with equal counts are set aside (per-group reshard on local device ids, the groups
#    of the source), then the ungrouped result is resharded to the target;
# 7. else all-gather everything and slice (XLA's "involuntary full rematerialization").
# A pattern that fails part-way leaves dead code that XLA removes: its steps are dropped.


class _Fail(Exception):
    """A pattern XLA would abandon (its HLO is dead code)."""


@dataclass(frozen=True)
class _Sh:
    """Tile counts per dim and the device array of shape counts + (replication,)."""

    arr: np.ndarray

    @functools.cached_property
    def dims(self) -> tuple[int, ...]:  # read ~50 times a plan
        return tuple(self.arr.shape[:-1])

    @property
    def rep(self) -> int:
        return self.arr.shape[-1]

    def key(self):
        return (self.arr.shape, self.arr.tobytes())

    def __eq__(self, other):
        return self.key() == other.key()

    def __hash__(self):
        return hash(self.key())


def _canonical(arr: np.ndarray) -> _Sh:
    return _Sh(np.sort(arr, axis=-1))  # XLA sorts the devices of a replication group


def _tiled(s: _Sh) -> int:
    return math.prod(s.dims)


class _Xla:
    """One replay of `ReshardNoCache`. Device arrays hold the ids of the current device space
    (local ids inside a group); `glob` maps them to mesh devices, whose coordinates on the
    prime `factors` of the mesh axes give each collective's axes. `base` is the shape being
    resharded (a group's shard inside a group)."""

    def __init__(self, p: _Planner, factors: list[Atom], coords: np.ndarray):
        self.p = p
        self.factors = factors
        self.coords = coords  # global device -> coordinate per factor
        self.steps: list[Collective] = []

    # pricing -------------------------------------------------------------------------
    def _axes(self, devices, other=None) -> tuple[AxisRef, ...]:
        c = self.coords[np.asarray(devices).ravel()]
        d = c[:1] if other is None else self.coords[np.asarray(other).ravel()]
        vary = np.flatnonzero((c != d).any(axis=0))  # factors on which the devices differ
        return _refs([self.factors[i] for i in vary], self.p.mesh)

    def _local(self, s: _Sh, base) -> int:
        ttype = self.p.ttype
        return ttype.element_bytes * math.prod(
            [-(-n // t) for n, t in zip(base, s.dims, strict=True)]
        )

    def _emit(self, step: Collective, text: str | Callable[[], str]) -> None:
        """Append a step; its text (a string, or a function building it, since mapping the
        device array back to mesh axes is a real share of pricing a plan: docs/cpsat.md,
        "Prices without the steps' text") only when the plan is described."""
        if not self.p.describe:
            self.steps.append(step)
            return
        self.steps.append(step.with_detail(text() if callable(text) else text))

    # patterns ------------------------------------------------------------------------
    def reshard(self, s: _Sh, t: _Sh, base, glob, full: bool = True) -> _Sh:
        if s == t:
            return t
        if s.arr.shape == t.arr.shape:
            return self.permute(s, t, base, glob)
        pairs = _a2a_dims(s, t)
        if pairs is not None and _a2a_valid(s.arr.shape, pairs):
            return self.all_to_all(s, t, pairs, base, glob)
        done = self.partial(s, t, base, glob)
        if done is not None:
            return done
        if _tiled(s) == 1:
            if _tiled(t) > 1:
                self.slice(s, t, base, glob)
            return t
        if _tiled(t) > 1:
            done = self.tiled_to_tiled(s, t, base, glob)
            if done is not None:
                return done
            if not full:
                return s
        rep = self.replicate(s, list(range(len(s.dims))), base, glob)
        return self.reshard(rep, t, base, glob)

    def tiled_to_tiled(self, s: _Sh, t: _Sh, base, glob) -> _Sh | None:
        done = self.attempt(lambda: self.complex(s, t, base, glob))
        if done is not None:
            return done
        equal = [d for d, (a, b) in enumerate(zip(s.dims, t.dims, strict=True)) if a > 1 and a == b]
        return self.grouped(s, t, equal, base, glob) if equal else None

    def partial(self, s: _Sh, t: _Sh, base, glob) -> _Sh | None:
        """The patterns of a partially replicated source (a slice, `_compatible`) or target
        (a gather), each else through one all-to-all."""
        if _tiled(t) > 1 and s.rep > 1:
            c = _compatible(s, t)
            if c is not None:
                self.refine_halo(s, c, base, glob)
                self.slice(s, c, base, glob)
                return self.reshard(c, t, base, glob) if c != t else t
            done = self.attempt(lambda: self.partial_all_to_all(s, t, base, glob))
            if done is not None:
                return done
        if _tiled(s) > 1 and _tiled(t) > 1 and t.rep > 1:
            c = _compatible(t, s)
            if c is not None:
                return self.gather_to_partial(s, c, t, base, glob)
            return self.attempt(lambda: self.partial_all_to_all(s, t, base, glob))
        return None

    def attempt(self, fn):
        mark = len(self.steps)
        try:
            return fn()
        except _Fail:
            del self.steps[mark:]
            return None

    def slice(self, s: _Sh, t: _Sh, base, glob) -> None:
        """A local dynamic slice onto the atoms that tile `t` and not `s` (free)."""
        had = set(self._vary(glob[s.arr[..., 0]]))
        new = [i for i in self._vary(glob[t.arr[..., 0]]) if i not in had]
        atoms = [self.factors[i] for i in new]
        axes = _refs(atoms, self.p.mesh)

        def text() -> str:
            per = [
                tuple(a for a in self._line(glob[t.arr], d) if a in atoms)
                for d in range(len(t.dims))
            ]
            return f"all_slice {_dims_text(per, self.p.mesh)}"

        self._emit(all_slice(axes, self._local(t, base)), text)

    def _line(self, arr: np.ndarray, d: int, n: int | None = None) -> tuple[Atom, ...]:
        """The atoms along the first `n` tiles of dim `d` of a global device array, major
        first (a major atom changes at a larger step)."""
        idx = [0] * arr.ndim
        idx[d] = slice(0, n)
        c = self.coords[arr[tuple(idx)]]
        first = {}
        for i in range(c.shape[1]):
            steps = [k for k in range(1, len(c)) if c[k, i] != c[0, i]]
            if steps:
                first[i] = steps[0]
        return tuple(self.factors[i] for i in sorted(first, key=lambda i: -first[i]))

    def _text(self, arr: np.ndarray, sizes: dict[int, int] | None = None) -> str:
        ndim = arr.ndim - 1
        per = [self._line(arr, d, None if sizes is None else sizes.get(d, 1)) for d in range(ndim)]
        return _dims_text(per, self.p.mesh)

    def _vary(self, devices) -> list[int]:
        c = self.coords[np.asarray(devices).ravel()]
        return np.flatnonzero((c != c[:1]).any(axis=0)).tolist()

    def permute(self, s: _Sh, t: _Sh, base, glob) -> _Sh:
        src, dst = glob[s.arr], glob[t.arr]
        step = collective_permute_cost(self._axes(src, dst), self._local(s, base), self.p.topology)
        self._emit(step, lambda: f"collective_permute {self._text(dst)}")
        return t

    def all_to_all(self, s: _Sh, t: _Sh, pairs, base, glob, multiple: bool = True) -> _Sh:
        """`ReshardWithAllToAll`: disjoint evenly divided pairs (by target dim) in one
        all-to-all over the product of their groups, the others one at a time."""
        if multiple and len(pairs) > 1:
            seen, good, bad = set(), [], []
            for sd, td in sorted(pairs, key=lambda p: p[1]):
                ok = sd not in seen and td not in seen
                ok = ok and base[sd] % s.dims[sd] == 0 and base[td] % t.dims[td] == 0
                if ok:
                    good.append((sd, td))
                    seen |= {sd, td}
                else:
                    bad.append((sd, td))
            if len(good) > 1 and _a2a_valid(s.arr.shape, good + bad):
                sizes = [s.arr.shape[sd] // s.arr.shape[td] for sd, td in good]
                nxt = _a2a_sharding(s, [p[0] for p in good], [p[1] for p in good])
                groups = {td: g for (_, td), g in zip(good, sizes, strict=True)}
                self._a2a_step(s, nxt, good, groups, base, glob)
                return self.all_to_all(nxt, t, bad, base, glob, multiple=False)
            if len(good) > 1:  # XLA takes them together anyway and divides by zero (SIGFPE)
                axes = _refs([self.factors[i] for i in self._vary(glob[s.arr])], self.p.mesh)
                text = ", ".join(f"{sd}->{td}" for sd, td in good)
                self._emit(xla_crash(axes), f"xla_crash all_to_all pairs {text} together")
        cur = s
        for sd, td in pairs:
            g = cur.arr.shape[sd] // cur.arr.shape[td]
            nxt = _a2a_sharding(cur, [sd], [td])
            self._a2a_step(cur, nxt, [(sd, td)], {td: g}, base, glob)
            cur = nxt
        if cur != t:
            return self.permute(cur, t, base, glob)
        return t

    def _a2a_step(self, cur: _Sh, nxt: _Sh, pairs, groups: dict[int, int], base, glob) -> None:
        """`ReshardWithAllToAll` on one set of pairs. Uneven dims: the target dim is padded to
        a multiple of its new count first (`ReshardDataForPad`: rows shift between its shards
        when it is already split and the padded shards grow), the all-to-all moves that padded
        buffer, and the source dim is then cut back to its own padded shards
        (`ReshardDataForSlicing`: rows shift the other way when its shards shrink)."""
        devs = glob[self._group(nxt, groups)]
        shape = [-(-n // k) for n, k in zip(base, cur.dims, strict=True)]
        for _, td in pairs:
            n, a = base[td], cur.dims[td]
            padded = -(-n // nxt.dims[td]) * nxt.dims[td] // a
            if a > 1 and padded > shape[td]:
                self._shift(cur, td, shape[td], padded, n, shape, glob, "pad before all-to-all")
            shape[td] = padded
        buffer = self.p.ttype.element_bytes * math.prod(shape)
        axes = self._axes(devs)
        step = all_to_all_cost(axes, buffer, self.p.topology)
        moved = "; ".join(
            "{" + ", ".join(map(str, _refs(self._line(glob[nxt.arr], td, groups[td]),
                                           self.p.mesh))) + "}" + f": {sd}->{td}"
            for sd, td in pairs
        )  # fmt: skip
        self._emit(step, f"all_to_all [{moved}]")
        for sd, td in pairs:
            n, a = base[sd], nxt.dims[sd]
            shape[sd] = shape[sd] * groups[td]
            shape[td] = shape[td] // groups[td]
            if a > 1 and shape[sd] > -(-n // a):
                self._shift(
                    nxt, sd, shape[sd], -(-n // a), n, shape, glob, "slice after all-to-all"
                )

    def partial_all_to_all(self, s: _Sh, t: _Sh, base, glob) -> _Sh:
        """XLA's `ReshardPartialReplicateWithAllToAll`: a fully tiled sharding whose counts are
        the partial one's shifted by one dim (the replication last) and whose devices agree;
        the partial side's replication becomes the tiled side's last sharded dim by one
        all-to-all (after a gather to that layout when the tiled side is the source)."""
        partial, tiled = (s, t) if s.rep > 1 else (t, s)
        if partial.rep == 1 or tiled.rep > 1 or partial.dims[0] != 1:
            raise _Fail
        shifted = list(partial.dims[1:]) + [partial.rep]
        if list(tiled.dims) != shifted:
            raise _Fail
        last = max((i for i, n in enumerate(tiled.dims) if n > 1), default=None)
        if last is None or tiled.dims[last] != partial.rep:
            raise _Fail
        if not np.array_equal(partial.arr.reshape(tiled.dims), tiled.arr.reshape(tiled.dims)):
            raise _Fail
        dims = list(tiled.dims)
        dims[last] = 1
        tmp = _canonical(tiled.arr.reshape(*dims, partial.rep))
        if partial is s:
            pairs = _a2a_dims(s, tmp)
            if pairs is None:
                raise _Fail
            self.all_to_all(s, tmp, pairs, base, glob)
            return self.reshard(tmp, t, base, glob)
        mid = self.reshard(s, tmp, base, glob)
        pairs = _a2a_dims(mid, t)
        if pairs is None:
            raise _Fail
        return self.all_to_all(mid, t, pairs, base, glob)

    def gather_to_partial(self, s: _Sh, c: _Sh, t: _Sh, base, glob) -> _Sh:
        if s.arr.shape == c.arr.shape and s != c:
            self.permute(s, c, base, glob)
        self.coarsen_halo(c, t, base, glob)
        factors = [a // b for a, b in zip(c.dims, t.dims, strict=True)]
        self.gather_factors(c, factors, base, glob)
        return t

    def refine_halo(self, s: _Sh, c: _Sh, base, glob) -> None:
        """XLA's `PadFromPartialReplicateShape`: a dim split into more tiles whose padded shards
        do not line up (more padding at the end in the finer layout, e.g. 30 rows: 15 a shard
        on 2 shards, 8 on 4) first shifts the rows crossing the new boundaries to the shard
        that slices them: an `ExchangeHaloCompact` over the source's shards of the dim, shard
        i's window moved by (S - D)·i, S the source shard, D the finer padded size over the
        source's count."""
        shape = [-(-n // k) for n, k in zip(base, s.dims, strict=True)]
        for d, (n, a, b) in enumerate(zip(base, s.dims, c.dims, strict=True)):
            if b <= a or a == 1:
                continue
            src, dst = -(-n // a), -(-n // b) * b // a
            if src >= dst:
                continue
            self._shift(s, d, src, dst, n, shape, glob, "rows to the finer padded shards")
            shape[d] = dst

    def coarsen_halo(self, c: _Sh, t: _Sh, base, glob) -> None:
        """XLA's `TileToPartialReplicateHaloExchange`: before gathering `r` tiles of a dim into
        one, rows that the coarser padded shard holds on another group move there when the
        finer padded layout holds more than it (S' = the finer padded size over the target's
        count > D' = the target's shard): shard i's window moves left by (S' - D')·⌊i/r⌋."""
        shape = [-(-n // k) for n, k in zip(base, c.dims, strict=True)]
        for d, (n, a, b) in enumerate(zip(base, c.dims, t.dims, strict=True)):
            if a <= b or b == 1:
                continue
            src, dst = -(-n // a) * a // b, -(-n // b)
            if src <= dst:
                continue
            r = a // b
            lefts = [(src - dst) * (i // r) for i in range(a)]
            self._halo(c, d, _Shifts(a, -(-n // a), n, lefts, [-x for x in lefts], 0), shape,
                       glob, "rows to the coarser padded shards")  # fmt: skip

    def _shift(self, s: _Sh, d: int, src: int, dst: int, n: int, shape, glob, note: str):
        """The `a` shards of dim `d` (shards of `src` rows of `n`) re-cut into shards of `dst`
        rows on the same devices: shard i's window moves by (src - dst)·i."""
        a = s.dims[d]
        lefts = [(src - dst) * i for i in range(a)]
        window = _Shifts(a, src, n, lefts, [-x for x in lefts], dst - src)
        self._halo(s, d, window, shape, glob, note)

    def _halo(self, s: _Sh, d: int, window, shape, glob, note: str) -> None:
        from shardsat.cost.halo import _compact_permutes

        atoms = self._line(glob[s.arr], d)
        axes = _refs(list(atoms), self.p.mesh)
        rest = self.p.ttype.element_bytes * math.prod(shape) // shape[d]
        for rows in _compact_permutes(window):
            step = collective_permute_cost(axes, rows * rest, self.p.topology)
            self._emit(step, f"collective_permute {rows} rows of dim {d} ({note})")

    def replicate(self, s: _Sh, dims: list[int], base, glob) -> _Sh:
        factors = [s.dims[d] if d in dims else 1 for d in range(len(s.dims))]
        self.gather_factors(s, factors, base, glob)
        return _canonical(s.arr.reshape(*[1] * len(s.dims), -1))

    def gather_factors(self, s: _Sh, factors: list[int], base, glob) -> None:
        """XLA's `ReplicatePartial` on the minor `factors[d]` tiles of each dim: a dim whose
        shard is the whole (group) dim is broadcast by an all-reduce first, padded shards are
        gathered whole (one all-gather per dim, the last dim first), a dim of at most half its
        shards is placed in zeros and all-reduced."""
        local = [-(-n // k) for n, k in zip(base, s.dims, strict=True)]
        # the dim each group holds afterwards: the shard of the coarser tiling
        whole = [-(-n // (k // f)) for n, k, f in zip(base, s.dims, factors, strict=True)]
        kinds = {}
        for d, f in enumerate(factors):
            if f > 1:
                kinds[d] = replicate_kind(whole[d], local[d], f)
        shape = list(local)
        for kind in ("bcast", "ag", "dus"):
            ds = [d for d, k in kinds.items() if k == kind]
            if kind == "ag":
                for d in reversed(ds):  # XLA's `AllGatherShards`: one dim at a time, last first
                    shape[d] = local[d] * factors[d]
                    self._gather_step(s, {d: factors[d]}, shape, glob, "all_gather", "")
            elif ds:
                for d in ds if kind == "dus" else ():
                    shape[d] = whole[d]
                note = " (broadcast dim)" if kind == "bcast" else " (small dim)"
                self._gather_step(s, {d: factors[d] for d in ds}, shape, glob, "all_reduce", note)

    def _gather_step(self, s: _Sh, sizes: dict[int, int], shape, glob, kind: str, note: str):
        axes = self._axes(glob[self._group(s, sizes)])
        buffer = self.p.ttype.element_bytes * math.prod(shape)
        cost = all_gather_cost if kind == "all_gather" else all_reduce_cost
        step = cost(axes, buffer, self.p.topology)
        self._emit(step, lambda: f"{kind} {self._text(glob[s.arr], sizes)}{note}")

    @staticmethod
    def _group(s: _Sh, factors: dict[int, int]) -> np.ndarray:
        idx = []
        for d in range(s.arr.ndim):
            idx.append(slice(0, factors[d]) if d in factors else slice(0, 1))
        return s.arr[tuple(idx)]

    def complex(self, s: _Sh, t: _Sh, base, glob) -> _Sh:
        """`TryComplexReshardHandling`: the first pattern that matches decides."""
        split = _merge_or_split(base, s, t)
        if split is not None:
            return self.split_reshard(s, t, *split, base, glob)
        if t.rep > 1:
            i = next((i for i, n in enumerate(s.dims) if n != 1 and n * s.rep == t.rep), None)
            if i is not None:  # replicate dim i first
                return self.finish(self.replicate_dims(s, [i], base, glob), t, base, glob)
        if s.rep > 1 and t.rep == 1:
            for i, (a, b) in enumerate(zip(s.dims, t.dims, strict=True)):
                if a != b and a == 1 and b % s.rep == 0:  # the replication moves into dim i
                    perm = list(range(s.arr.ndim))
                    perm[i], perm[-1] = perm[-1], perm[i]
                    mid = self.reshard(s, _canonical(s.arr.transpose(perm)), base, glob)
                    return self.finish(mid, t, base, glob)
        raise _Fail

    def split_reshard(self, s: _Sh, t: _Sh, dim: int, size: int, base, glob) -> _Sh:
        """Dim `dim` as two dims (its major `size` tiles, the rest), resharded without full
        replication, merged back."""
        s2, t2 = _split_dim(s, dim, size), _split_dim(t, dim, size)
        local = -(-base[dim] // s.dims[dim])
        b2 = list(base[:dim]) + [size, local * s2.dims[dim + 1]] + list(base[dim + 1 :])
        if self.reshard(s2, t2, b2, glob, full=False) != t2:
            raise _Fail
        return self.finish(_merge_dim(t2, dim), t, base, glob)

    def finish(self, mid: _Sh, t: _Sh, base, glob) -> _Sh:
        if self.reshard(mid, t, base, glob, full=False) != t:
            raise _Fail
        return t

    def replicate_dims(self, s: _Sh, dims: list[int], base, glob) -> _Sh:
        """`PartiallyReplicateTiledShardingOnDims`, reached by XLA's own reshard."""
        a = s.arr
        order = [d for d in range(a.ndim - 1) if d not in dims] + dims + [a.ndim - 1]
        moved = a.transpose(order)
        keep = [a.shape[d] for d in range(a.ndim - 1) if d not in dims]
        flat = moved.reshape(*keep, -1)
        shape = [1 if d in dims else a.shape[d] for d in range(a.ndim - 1)]
        mid = _canonical(flat.reshape(*shape, flat.shape[-1]))
        return self.reshard(s, mid, base, glob)

    def grouped(self, s: _Sh, t: _Sh, dims: list[int], base, glob) -> _Sh:
        gs, ginner, s_in = _group_on(s, dims)
        gt, _, t_in = _group_on(t, dims)
        # AlignGroupsWith: target groups renumbered by the source's when they hold the same
        # devices in the same order of groups, else the target's own local numbering
        pos = {int(dv): i for i, dv in enumerate(gs[0])}
        if all(set(map(int, gt[g])) == set(map(int, gs[g])) for g in range(len(gs))):
            local = np.array([pos[int(dv)] for dv in gt[0]])
            t_in = _canonical(local[t_in.arr])
        inner_base = [(-(-n // s.dims[d]) if d in dims else n) for d, n in enumerate(base)]
        self.reshard(s_in, t_in, inner_base, glob[gs[0]])
        # ungroup on the source's groups
        arr = np.empty_like(t.arr)
        for gi, gidx in enumerate(ginner):
            sub = gs[gi][t_in.arr]
            arr[gidx] = sub.reshape(arr[gidx].shape)
        return self.reshard(_canonical(arr), t, base, glob)


@dataclass(frozen=True)
class _Shifts:
    """A halo exchange in the form `halo._compact_permutes` reads: `shards` source shards of
    `extent` rows over `base` real rows, shard i needing `lefts[i]` rows beyond its own on the
    left and `rights[i]` + `grow` on the right (negative: rows it drops)."""

    shards: int
    extent: int
    base: int
    lefts: list[int]
    rights: list[int]
    grow: int

    def left(self, i: int) -> int:
        return self.lefts[i]

    def right(self, i: int) -> int:
        return self.rights[i] + self.grow


def _count_tables(s: _Sh, t: _Sh) -> tuple[dict[int, list[int]], dict[int, list[int]]]:
    """Per tile count, the dims having it in `s` and in `t`, over the dims that differ."""
    src: dict[int, list[int]] = {}
    tgt: dict[int, list[int]] = {}
    for i, (a, b) in enumerate(zip(s.arr.shape, t.arr.shape, strict=True)):
        if a != b:
            src.setdefault(a, []).append(i)
            tgt.setdefault(b, []).append(i)
    return src, tgt


def _drop(table: dict[int, list[int]], size: int, dim: int) -> None:
    table[size] = [a for a in table[size] if a != dim]
    if not table[size]:
        del table[size]


def _a2a_dims(s: _Sh, t: _Sh) -> list[tuple[int, int]] | None:
    """XLA's `GetReshardAllToAllSourceTargetDims`: the pairs of dims whose counts swap, one
    pair at a time from the smallest source count, or None when the counts are no
    permutation of each other."""
    if (s.rep > 1) != (t.rep > 1) or _tiled(s) != _tiled(t):
        return None
    src, tgt = _count_tables(s, t)
    if not src or len(src) != len(tgt):
        return None
    if any(len(tgt.get(k, [])) != len(v) for k, v in src.items()):
        return None
    td = t.arr.shape
    out = []
    while src:
        size = min(src)
        i = src[size][-1]
        ti = td[i]
        if ti == size:
            _drop(src, size, i)
            _drop(tgt, size, i)
            continue
        if size != 1 and ti % size:
            return None
        # prefer a partner whose own target count is useful (not 1 when moving from 1, else
        # `size` for a single swap); XLA falls back to the last candidate
        cands = src[ti]
        good = [j for j in cands if (td[j] != 1 if size == 1 else td[j] == size)]
        j = good[0] if good else cands[-1]
        out.append((j, i))
        _drop(tgt, ti, i)
        src[size][-1] = j
        _drop(src, ti, j)
    return out


def _a2a_valid(shape, pairs) -> bool:
    """Every all-to-all of `pairs`, applied in order, splits a source dim whose tile count is
    a multiple of its target dim's (XLA CHECKs it in `GetAllToAllSharding`). The pairs taken
    together out of their order (`all_to_all`'s one-step path) can break it: moe-1.3b-train
    on data=2,fsdp=2,model=2,expert=2 had a [8,1024,3,16,48] reshard that failed to plan."""
    counts = list(shape)
    for sd, td in pairs:
        if counts[sd] < counts[td] or counts[sd] % counts[td]:
            return False
        counts[sd], counts[td] = counts[td], counts[sd]
    return True


def _a2a_sharding(s: _Sh, sds, tds) -> _Sh:
    """XLA's `GetAllToAllSharding`: the minor count[s]/count[t] factor of each source dim moves
    to the minor end of its target dim (their counts swap)."""
    a = s.arr
    for sd, td in zip(sds, tds, strict=True):
        shape1, added_s, added_t = [], 0, 0
        for i, n in enumerate(a.shape):
            if i == sd:
                shape1 += [a.shape[td], n // a.shape[td]]
                added_s = len(shape1) - 1
            elif i == td:
                shape1 += [n, 1]
                added_t = len(shape1) - 1
            else:
                shape1.append(n)
        perm = list(range(len(shape1)))
        perm[added_s], perm[added_t] = perm[added_t], perm[added_s]
        shape2 = list(a.shape)
        shape2[sd], shape2[td] = shape2[td], shape2[sd]
        a = a.reshape(shape1).transpose(perm).reshape(shape2)
    return _canonical(a)


def _subtiles(fine: _Sh, coarse: _Sh) -> bool:
    """Every device's tile in `fine` lies inside its tile in `coarse`."""
    if any(n % m for n, m in zip(fine.dims, coarse.dims, strict=True)):
        return False
    where = np.empty((coarse.arr.size, len(coarse.dims)), dtype=np.int64)
    where[coarse.arr.ravel()] = _tile_index(coarse.arr.shape)
    fine_index = _tile_index(fine.arr.shape)
    ratio = np.array([n // m for n, m in zip(fine.dims, coarse.dims, strict=True)], dtype=np.int64)
    return bool(np.array_equal(fine_index // ratio, where[fine.arr.ravel()]))


@functools.lru_cache(maxsize=1024)
def _tile_index(shape: tuple[int, ...]) -> np.ndarray:
    """Position x tile dims: the tile index of each position of a device array (row-major),
    the replication dim left out. Read-only: shared by every call with this shape."""
    out = np.indices(shape).reshape(len(shape), -1)[:-1].T.copy()
    out.setflags(write=False)
    return out


def _compatible(partial: _Sh, target: _Sh) -> _Sh | None:
    """XLA's `PartialReplicateReshardCompatibleSharding`: the sharding with the target's counts
    reached from the partially replicated one by slicing (its replicated devices split onto
    the dims that grow, major first)."""
    if partial.rep == 1 or len(partial.dims) != len(target.dims):
        return None
    if any(q % p for p, q in zip(partial.dims, target.dims, strict=True)):
        return None
    if _subtiles(target, partial):
        return target
    return _split_replication(partial, target.arr.shape)


def _split_replication(partial: _Sh, counts: tuple[int, ...]) -> _Sh | None:
    """`_compatible`'s sharding when the target's tiles do not nest in the partial one's:
    the partial side's replicated devices split onto the dims that grow to `counts` (tile
    counts, then replication), major first."""
    expand = [q // p for p, q in zip(partial.dims, counts[:-1], strict=True)]
    growing = [d for d, f in enumerate(expand) if f > 1]
    shape = list(partial.dims) + [expand[d] for d in growing]
    perm = []
    for d in range(len(partial.dims)):
        perm.append(d)
        if d in growing:
            perm.append(len(partial.dims) + growing.index(d))
    shape.append(counts[-1])
    perm.append(len(shape) - 1)
    if math.prod(shape) != partial.arr.size:
        return None
    return _canonical(partial.arr.reshape(shape).transpose(perm).reshape(counts))


def _merge_or_split(base, s: _Sh, t: _Sh) -> tuple[int, int] | None:
    """XLA's `PatternMatchMergeOrSplitSharding`: (dim, size of its new major part)."""
    if (s.rep > 1) != (t.rep > 1) or (s.rep > 1 and s.rep != t.rep):
        return None
    one, two = [], []
    for i, (a, b) in enumerate(zip(s.dims, t.dims, strict=True)):
        lo, hi = min(a, b), max(a, b)
        if a != b and lo == 1:
            one.append(i)
        elif a != b and hi % lo == 0 and -(-base[i] // lo) * lo % hi == 0:
            two.append(i)
    for i in two:
        if any(s.dims[i] * s.dims[j] == t.dims[i] * t.dims[j] for j in one):
            return i, min(s.dims[i], t.dims[i])
    return next(((i, t.dims[i]) for i in two if s.dims[i] > t.dims[i]), None)


def _split_dim(s: _Sh, dim: int, size: int) -> _Sh:
    shape = list(s.arr.shape)
    shape[dim : dim + 1] = [size, shape[dim] // size]
    return _Sh(s.arr.reshape(shape))


def _merge_dim(s: _Sh, dim: int) -> _Sh:
    shape = list(s.arr.shape)
    shape[dim : dim + 2] = [shape[dim] * shape[dim + 1]]
    return _Sh(s.arr.reshape(shape))


def _group_on(s: _Sh, dims: list[int]):
    """XLA's `GroupShardingOnDims`: per group (tile index on `dims`) its devices in tile order,
    the index of the group's part of the array, and the per-group sharding on local ids."""
    a = s.arr
    groups, where = [], []
    for gidx in np.ndindex(*[a.shape[d] for d in dims]):
        idx = [slice(None)] * a.ndim
        for d, k in zip(dims, gidx, strict=True):
            idx[d] = slice(k, k + 1)
        part = a[tuple(idx)]
        groups.append(part.ravel())
        where.append(tuple(idx))
    inner = np.arange(groups[0].size).reshape(a[where[0]].shape)
    return groups, where, _canonical(inner)


def _prime_cuts(cuts: list[int]) -> list[int]:
    out = [cuts[0]]
    for hi in cuts[1:]:
        while out[-1] < hi:
            r = hi // out[-1]
            f = next(k for k in range(2, r + 1) if r % k == 0)
            out.append(out[-1] * f)
    return out


MAX_BUILT_ARRAYS = 4096
"""Tile assignments kept per mesh and cuts (a few KB each on 512 devices): more than a large
table's rows and targets, so a table priced cell by cell builds each once."""


def _device_array(layout: Layout, p: _Planner, positions: tuple) -> _Sh:
    """The tile assignment XLA builds from a layout: per dim its atoms major to minor, the
    unused atoms (mesh order) as the replication dim; `positions` is (column per atom, device x
    atom coordinates, the assignments built so far on these atoms). A table's row (or column)
    is one layout in every cell, so each is built once, not once per plan."""
    column, coords, built = positions
    hit = built.get(layout)
    if hit is not None:
        return hit
    used = [a for d in layout for a in d]
    free = [a for a in _free_atoms(p) if a not in used]
    per_dim = [list(d) for d in layout] + [free]
    shape = [_size(d) for d in per_dim]
    index = []
    for atoms in per_dim:
        k = np.zeros(len(coords), dtype=np.int64)
        for a in atoms:
            k = k * (a[2] // a[1]) + coords[:, column[a]]
        index.append(k)
    arr = np.empty(shape, dtype=np.int64)
    arr[tuple(index)] = np.arange(len(coords), dtype=np.int64)
    out = _canonical(arr)
    out.arr.setflags(write=False)  # shared by every plan that reads this layout
    if len(built) >= MAX_BUILT_ARRAYS:
        built.clear()
    built[layout] = out
    return out


def _free_atoms(p: _Planner) -> list[Atom]:
    out = []
    for axis in p.mesh.axes:
        b = p.cuts[axis.name]
        out += [(axis.name, lo, hi) for lo, hi in zip(b, b[1:], strict=False)]
    return out


@functools.lru_cache(maxsize=256)
def _device_coords(mesh: Mesh, cuts: tuple[tuple[str, tuple[int, ...]], ...]):
    """(prime factors of the mesh axes, device x factor coordinates, (column per atom of `cuts`,
    device x atom coordinates, {layout: tile assignment} filled by `_device_array`)): the
    pricing atoms and the data to build tile assignments."""
    sizes = [a.size for a in mesh.axes]
    order = list(mesh.device_ids) or list(range(math.prod(sizes)))
    bounds = dict(cuts)
    factors = []
    for axis in mesh.axes:
        b = _prime_cuts(list(bounds[axis.name]))
        factors += [(axis.name, lo, hi) for lo, hi in zip(b, b[1:], strict=False)]
    atoms = [(n, lo, hi) for n, b in cuts for lo, hi in zip(b, b[1:], strict=False)]
    coords = np.zeros((len(order), len(factors)), dtype=np.int64)
    per_atom = np.zeros((len(order), len(atoms)), dtype=np.int64)
    for pos, mc in enumerate(np.ndindex(*sizes)):
        dev = order[pos]
        axis_coord = {a.name: c for a, c in zip(mesh.axes, mc, strict=True)}
        for i, (name, lo, hi) in enumerate(factors):
            coords[dev, i] = (axis_coord[name] // (mesh.axis_size(name) // hi)) % (hi // lo)
        for i, (name, lo, hi) in enumerate(atoms):
            per_atom[dev, i] = (axis_coord[name] // (mesh.axis_size(name) // hi)) % (hi // lo)
    coords.setflags(write=False)
    per_atom.setflags(write=False)
    return factors, coords, ({a: i for i, a in enumerate(atoms)}, per_atom, {})


def _planner_coords(p: _Planner):
    """`_device_coords` of the planner's mesh cut at its atoms."""
    return _device_coords(p.mesh, tuple((a.name, tuple(p.cuts[a.name])) for a in p.mesh.axes))


def _xla_plan(p: _Planner) -> list[Collective]:
    """The collectives XLA's partitioner inserts for `p.state` → `p.goal` (`_Xla`)."""
    factors, coords, atom_coords = _planner_coords(p)
    sim = _Xla(p, factors, coords)
    src = _device_array(p.state, p, atom_coords)
    dst = _device_array(p.goal, p, atom_coords)
    sim.reshard(src, dst, list(p.ttype.shape), np.arange(len(coords)))
    return sim.steps


class _RememberedAxes(_Xla):
    """`_Xla` that remembers the axes of each device group it prices a gather over: the
    gathers `GatherPrices` prices reuse a few groups per assignment (one per dim and
    factor), and mapping a group back to mesh axes was a third of a gather's time."""

    def __init__(self, p: _Planner, factors: list[Atom], coords: np.ndarray, known: dict):
        super().__init__(p, factors, coords)
        self.known, self.factor_key = known, tuple(factors)

    def _axes(self, devices, other=None) -> tuple[AxisRef, ...]:
        if other is not None:
            return super()._axes(devices, other)
        key = (self.factor_key, np.asarray(devices).tobytes())
        hit = self.known.get(key)
        if hit is None:
            hit = self.known[key] = super()._axes(devices)
        return hit


class GatherPrices:
    """Prices of the gathers XLA's partitioner begins some reshards with (`_Xla.gather_factors`
    on a tile assignment), for `cost.reshard_dispatch`'s lower values. A sharding is named by
    a small int (`intern`), its assignment built once, each price computed once: a table of a
    4-axis mesh asks for tens of thousands, over a thousand distinct shardings. Unreduced axes
    are left out (their all-reduce comes before), and a gather's devices do not depend on how
    the other side of the reshard cuts its axes, so one side's atoms suffice."""

    def __init__(self, mesh: Mesh, topology: Topology) -> None:
        self.mesh, self.topology = mesh, topology
        self._ids: dict[tuple, int] = {}
        self._assignments: list[tuple[_Planner, list[Atom], np.ndarray, _Sh]] = []
        self._prices: dict[tuple, int] = {}
        self._axes: dict[tuple, tuple[AxisRef, ...]] = {}

    def intern(self, sharding: TensorSharding, ttype: TensorType) -> int:
        """The id of `sharding`'s tile assignment for a tensor of `ttype`."""
        key = (sharding.dims, ttype)
        i = self._ids.get(key)
        if i is None:
            sharding = dataclasses.replace(sharding, unreduced=())
            cuts = _boundaries([sharding], self.mesh)
            layout = _layout(sharding, self.mesh, cuts)
            wire = self.topology.wire_type(ttype)
            p = _Planner(layout, layout, wire, self.mesh, self.topology, [], cuts, describe=False)
            factors, coords, atom_coords = _planner_coords(p)
            self._assignments.append((p, factors, coords, _device_array(layout, p, atom_coords)))
            i = self._ids[key] = len(self._ids)
        return i

    def _price(self, kind: str, assignment: int, arg: tuple, pick) -> int:
        """`pick(tile assignment)` -> (the assignment gathered, its factor per dim), priced
        once per `kind`, assignment id and `arg`."""
        key = (kind, assignment, arg)
        price = self._prices.get(key)
        if price is None:
            p, factors, coords, s = self._assignments[assignment]
            picked = pick(s)
            price = 0
            if picked is not None:
                sim = _RememberedAxes(p, factors, coords, self._axes)
                base = list(p.ttype.shape)
                sim.gather_factors(picked[0], picked[1], base, np.arange(len(coords)))
                price = sum(step.time_ns for step in sim.steps)
            self._prices[key] = price
        return price

    def full(self, src: int, dims: tuple[int, ...]) -> int:
        """`ReplicatePartial` of assignment `src` over `dims`: how a reshard answered by
        gathering the source begins. Example, h100x64 on data=4,fsdp=4,model=4, f32[8, 1024]
        `[{"fsdp"}, {"model", "data"}]` over both dims: the all-gather of dim 1 on {"model",
        "data"}, then of dim 0 on {"fsdp"}."""
        return self._price("full", src, dims, lambda s: (
            s, [n if d in dims else 1 for d, n in enumerate(s.dims)]))  # fmt: skip

    def nested(self, src: int, counts: tuple[int, ...]) -> int:
        """`gather_to_partial`'s gathers to a partially replicated target of tile `counts`
        (then replication) whose tiles hold those of `src`: its own assignment gathered down."""
        return self._price("nested", src, counts, lambda s: (
            s, [a // b for a, b in zip(s.dims, counts[:-1], strict=True)]))  # fmt: skip

    def derived(self, dst: int, counts: tuple[int, ...]) -> int:
        """`gather_to_partial`'s gathers from a source of tile `counts` whose tiles do not nest
        in those of `dst`: the assignment `_compatible` derives from `dst`'s (reached by a
        permute first) gathered down to `dst`'s counts."""

        def pick(t: _Sh):
            c = _split_replication(t, tuple(counts))
            return None if c is None else (c, [a // b for a, b in zip(c.dims, t.dims, strict=True)])

        return self._price("derived", dst, counts, pick)


# ----------------------------------------------------------------------------------- unreduced


def _fuse_reduce_scatter(steps: list[Collective], p: _Planner) -> None:
    """all_reduce(R) then all_slice(Q ⊆ R ...) → reduce_scatter(Q) [+ all_reduce(R−Q)]."""
    if not p.topology.fuse_reduce_scatter:
        return
    if len(steps) < 2 or steps[0].kind != ALL_REDUCE or steps[1].kind != ALL_SLICE:
        return
    reduced, sliced = set(steps[0].axes), set(steps[1].axes)
    scatter = tuple(a for a in steps[1].axes if a in reduced)
    if not scatter:
        return
    rs = reduce_scatter_cost(scatter, steps[0].buffer_bytes, p.topology)
    fused = [rs.with_detail(f"reduce_scatter {{{', '.join(map(str, scatter))}}}")]
    rest = tuple(a for a in steps[0].axes if a not in set(scatter))
    if rest:
        ar = all_reduce_cost(
            rest, steps[0].buffer_bytes // p.topology.group_size(scatter), p.topology
        )
        fused.append(ar.with_detail(f"all_reduce {{{', '.join(map(str, rest))}}}"))
    left = tuple(a for a in steps[1].axes if a not in reduced)
    if left or sliced - set(scatter):
        fused.append(all_slice(left, steps[1].buffer_bytes).with_detail(steps[1].detail))
    steps[:2] = fused


def _unreduced_atoms(src: TensorSharding, dst: TensorSharding, mesh, cuts) -> list[Atom]:
    keep = {a for ref in dst.unreduced for a in _atoms_of(ref, mesh, cuts)}
    atoms = [a for ref in src.unreduced for a in _atoms_of(ref, mesh, cuts)]
    return [a for a in atoms if a not in keep]


# ----------------------------------------------------------------------------------- entry


def plan_reshard(
    src: TensorSharding,
    dst: TensorSharding,
    ttype: TensorType,
    mesh: Mesh,
    topology: Topology,
    dst_mesh: Mesh | None = None,
    describe: bool = True,
) -> ReshardPlan:
    """The collectives turning `src` into `dst` for a tensor of type `ttype` on `mesh`;
    `describe=False`: the steps without their text (`Collective.detail` empty), for prices.

    Open/closed and priorities are ignored (only where data lives matters). `dst_mesh`, when
    given and different from `mesh`, adds a collective-permute (same axes, other device order) or
    reshards through full replication (other axes). Example, mesh x=y=z=2, f32[16,8,8]:
    `[{"x"}, {"y"}, {}] → [{}, {"y"}, {"x"}]` is all_to_all `[{"x"}: 0->2]` (512 bytes), and
    `[{"y"}, {"x", "z"}, {}] → [{}, {}, {"x", "y", "z"}]`, which matches none of XLA's patterns,
    is all_gather `[{}, {"x", "z"}, {}]`, all_gather `[{"y"}, {}, {}]`, then a free all_slice.
    """
    for s, label in ((src, "source"), (dst, "target")):
        if s.rank != ttype.rank:
            raise VerificationError(
                f"reshard {label} sharding {s}: rank {s.rank} != tensor rank {ttype.rank}"
            )
    ttype = topology.wire_type(ttype)  # what the collectives move (bf16 as f32 on XLA:CPU)
    if dst_mesh is not None and not dst_mesh.same_devices(mesh):
        return _plan_across_meshes(src, dst, ttype, mesh, dst_mesh, topology)
    cuts = _boundaries([src, dst], mesh)
    p = _Planner(
        _layout(src, mesh, cuts), _layout(dst, mesh, cuts), ttype, mesh, topology, [], cuts,
        describe,
    )  # fmt: skip
    reduce = _unreduced_atoms(src, dst, mesh, cuts)
    if reduce:
        axes = _refs(sorted(reduce, key=lambda a: (mesh.axis_index(a[0]), a[1])), mesh)
        ar = all_reduce_cost(axes, local_bytes(p.state, ttype), topology)
        p.steps.append(ar.with_detail(f"all_reduce {{{', '.join(map(str, axes))}}}"))
    if p.state != p.goal:
        p.steps += _xla_plan(p)
    steps = p.steps
    _fuse_reduce_scatter(steps, p)
    return ReshardPlan(tuple(steps))


def _plan_across_meshes(
    src: TensorSharding,
    dst: TensorSharding,
    ttype: TensorType,
    mesh: Mesh,
    dst_mesh: Mesh,
    topology: Topology,
) -> ReshardPlan:
    if dst_mesh.axes == mesh.axes:
        dst_here = TensorSharding(src.mesh_name or "mesh", dst.dims, unreduced=dst.unreduced)
        here = plan_reshard(src, dst_here, ttype, mesh, topology)
        cuts = _boundaries([dst_here], mesh)
        buffer = local_bytes(_layout(dst_here, mesh, cuts), ttype)
        cp = collective_permute_cost((), buffer, topology).with_detail(
            "collective_permute (device order)"
        )
        return ReshardPlan(here.steps + (cp,))
    replicated = TensorSharding(src.mesh_name or "mesh", tuple(type(d)() for d in src.dims))
    gather = plan_reshard(src, replicated, ttype, mesh, topology)
    cuts = _boundaries([dst], dst_mesh)
    atoms = [a for d in _layout(dst, dst_mesh, cuts) for a in d]
    if not atoms:
        return gather
    slice_step = all_slice(_refs(atoms, dst_mesh), 0).with_detail(
        f"all_slice {_dims_text(_layout(dst, dst_mesh, cuts), dst_mesh)}"
    )
    return ReshardPlan(gather.steps + (slice_step,))


def boundary_sharding(
    sharding: TensorSharding, shape: tuple[int, ...], mesh: Mesh
) -> TensorSharding:
    """The sharding XLA keeps for an entry parameter or result annotated `sharding`.

    XLA does not keep a split that does not divide a dim at the function boundary: per dim it
    keeps the major axes (and then the major sub-axis of the next one) whose product still
    divides the dim, and replicates the rest. Example, mesh data=2, model=4, 30 rows:
    `[{"data", "model"}]` enters as `[{"data"}]`, `[{"model"}]` as `[{"model":(1)2}]`. So a
    value split unevenly is resharded from this layout right after the entry and back to it
    before the return.
    """
    dims = []
    for d, n in zip(sharding.dims, shape, strict=True):
        kept: list[AxisRef] = []
        tiles = 1
        for ref in d.axes:
            size = mesh.axis_size(ref.name)
            lo, hi = ref.interval(size)
            k = hi // lo
            m = max(m for m in range(1, k + 1) if k % m == 0 and n % (tiles * m) == 0)
            if m > 1:
                kept.append(make_axis_ref(ref.name, lo, m, size))
                tiles *= m
            if m < k:
                break
        dims.append(type(d)(tuple(kept), d.is_open, d.priority if kept else None))
    return dataclasses.replace(sharding, dims=tuple(dims))
