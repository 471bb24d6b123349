"""Reshard planner: one tensor from a source to a target sharding as an explicit collective sequence.

Follows the taxonomy of Shardy's `reshard_to_collectives.cc` (SHARDY.md §6.2): an axis dropped from
a dim's suffix is an all-gather, an axis added is an all-slice (free, local), an axis moved between
dims is an all-to-all, and same per-dim sizes with different axes / order is a collective-permute.
Unreduced axes of the source that the target does not keep are all-reduced first; an all-reduce
followed by an all-slice over the same axes fuses into a reduce-scatter (Shardy's canonicalizer).

Both shardings are first refined into *atoms*: every axis is cut at every sub-axis boundary either
sharding uses, so `[{"x":(1)2, "x":(2)2}]` and `[{"x"}]` compare equal and sub-axes are handled
like full axes. The plan is then built greedily on per-dim atom lists, one step at a time:
1. same per-dim sizes → one collective-permute to the target;
2. all-slice every target atom not yet present, appended to a dim whose current axes already
   agree with the target;
3. all-to-all the longest suffix chunk of one dim that is the next piece some target dim expects;
4. all-gather the maximal suffix of atoms the target does not use;
5. when stuck: one collective-permute to a layout that unblocks all-to-alls (reorder within dims,
   else swap whole tails between dims with equal sizes, as in SHARDY.md §5.1 T7), and as a last
   resort all-gather a dim's whole tail (always progresses, never wrong, maybe not cheapest).
The sequences of SHARDY.md §5.1 T7 come out exactly (tests/cost/test_reshard.py).
Not done: minimising over all plans (the greedy order is Shardy's); different meshes with
different axes are resharded by gathering everything (correct, pessimistic).
"""

from __future__ import annotations

import math
from dataclasses import dataclass

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


def _boundaries(shardings: list[TensorSharding], mesh: Mesh) -> dict[str, list[int]]:
    cuts: dict[str, set[int]] = {a.name: {1, a.size} for a in mesh.axes}
    for s in shardings:
        for ref in s.axes_in_dims() + s.unreduced:
            _, lo, hi = _ref_interval(ref, mesh)
            cuts[ref.name].update((lo, hi))
    out = {}
    for name, c in cuts.items():
        b = sorted(c)
        if any(hi % lo for lo, hi in zip(b, b[1:], strict=False)):
            raise VerificationError(f'reshard: sub-axes of "{name}" cannot coexist ({b})')
        out[name] = b
    return out


def _atoms_of(ref: AxisRef, mesh: Mesh, cuts: dict[str, list[int]]) -> tuple[Atom, ...]:
    name, lo, hi = _ref_interval(ref, mesh)
    b = [c for c in cuts[name] if lo <= c <= hi]
    return tuple((name, x, y) for x, y in zip(b, b[1:], strict=False) if y > x)


def _layout(s: TensorSharding, mesh: Mesh, cuts: dict[str, list[int]]) -> Layout:
    return tuple(tuple(a for ref in d.axes for a in _atoms_of(ref, mesh, cuts)) for d in s.dims)


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
    """Scratch state of one plan: current layout, target, steps so far."""

    state: Layout
    goal: Layout
    ttype: TensorType
    mesh: Mesh
    topology: Topology
    steps: list[Collective]
    cuts: dict[str, list[int]]
    """Per axis, the sub-axis boundaries either sharding uses: the atoms the plan works on."""
    permuted: bool = False

    def prefix_len(self, d: int) -> int:
        s, g = self.state[d], self.goal[d]
        n = min(len(s), len(g))
        k = 0
        while k < n and s[k] == g[k]:
            k += 1
        return k

    def tail(self, d: int) -> tuple[Atom, ...]:
        return self.state[d][self.prefix_len(d) :]

    def ready(self, d: int) -> bool:
        """The dim's current atoms are a prefix of its target (it may receive more)."""
        return self.prefix_len(d) == len(self.state[d])

    def present(self) -> set[Atom]:
        return {a for d in self.state for a in d}

    def wanted(self) -> set[Atom]:
        return {a for d in self.goal for a in d}

    def move_to(self, layout: Layout, step: Collective) -> None:
        self.state = layout
        self.steps.append(step)


def _try_permute_same_sizes(p: _Planner) -> bool:
    if [_size(d) for d in p.state] != [_size(d) for d in p.goal]:
        return False
    _permute(p, p.goal)
    return True


def _permute(p: _Planner, target: Layout) -> None:
    moved = {a for d, (s, t) in enumerate(zip(p.state, target, strict=True)) for a in s + t}
    moved -= {
        a
        for s, t in zip(p.state, target, strict=True)
        for a, b in zip(s, t, strict=False)
        if a == b
    }
    axes = _refs(sorted(moved, key=lambda a: (p.mesh.axis_index(a[0]), a[1])), p.mesh)
    step = collective_permute_cost(axes, local_bytes(p.state, p.ttype), p.topology)
    p.move_to(target, step.with_detail(f"collective_permute {_dims_text(target, p.mesh)}"))


def _try_slice(p: _Planner) -> bool:
    present = p.present()
    added: list[tuple[Atom, ...]] = []
    for d, goal in enumerate(p.goal):
        new: list[Atom] = []
        if p.ready(d):
            for a in goal[len(p.state[d]) :]:
                if a in present:
                    break
                new.append(a)
        added.append(tuple(new))
    if not any(added):
        return False
    layout = tuple(s + a for s, a in zip(p.state, added, strict=True))
    atoms = [a for d in added for a in d]
    step = all_slice(_refs(atoms, p.mesh), local_bytes(layout, p.ttype))
    p.move_to(layout, step.with_detail(f"all_slice {_dims_text(added, p.mesh)}"))
    return True


def _a2a_candidate(p: _Planner) -> tuple[int, int, int] | None:
    """(source dim, target dim, chunk length) of the longest movable chunk, first target first."""
    for e in range(len(p.goal)):
        if not p.ready(e) or len(p.state[e]) == len(p.goal[e]):
            continue
        want = p.goal[e][len(p.state[e]) :]
        best = None
        for d in range(len(p.state)):
            if d == e:
                continue
            tail = p.tail(d)
            for k in range(min(len(tail), len(want)), 0, -1):
                if tail[len(tail) - k :] == want[:k]:
                    if best is None or k > best[2]:
                        best = (d, e, k)
                    break
        if best:
            return best
    return None


def _try_all_to_all(p: _Planner) -> bool:
    cand = _a2a_candidate(p)
    if cand is None:
        return False
    d, e, k = cand
    chunk = p.state[d][len(p.state[d]) - k :]
    if any(ref.is_sub_axis for ref in _refs(chunk, p.mesh)):
        return False  # XLA replicates and re-slices instead (its "full rematerialization")
    layout = list(p.state)
    layout[d] = p.state[d][: len(p.state[d]) - k]
    layout[e] = p.state[e] + chunk
    new = tuple(layout)
    buffer = max(local_bytes(p.state, p.ttype), local_bytes(new, p.ttype))
    step = all_to_all_cost(_refs(chunk, p.mesh), buffer, p.topology)
    chunk_text = "{" + ", ".join(map(str, _refs(chunk, p.mesh))) + "}"
    p.move_to(new, step.with_detail(f"all_to_all [{chunk_text}: {d}->{e}]"))
    return True


def _gather(p: _Planner, per_dim: list[tuple[Atom, ...]]) -> None:
    """Gather the `per_dim` atoms as XLA's `ReplicatePartial` does: a dim replicated at once
    whose shard is already the whole dim (size 1) is masked and all-reduced first; padded
    shards are gathered whole (the buffer is the shard times the group); then a dim of at most
    half its shards is placed in a zero buffer and all-reduced."""

    def pick(test) -> list[tuple[Atom, ...]]:
        return [
            g if g and len(g) == len(s) and test(n, _size(s)) else ()
            for s, g, n in zip(p.state, per_dim, p.ttype.shape, strict=True)
        ]

    whole = pick(lambda n, k: -(-n // k) == n)
    small = pick(lambda n, k: -(-n // k) != n and n <= k // 2)
    rest = [() if w or m else g for g, w, m in zip(per_dim, whole, small, strict=True)]
    for group, kind in ((whole, "reduce"), (rest, "gather"), (small, "reduce")):
        if not any(group):
            continue
        layout = tuple(s[: len(s) - len(g)] for s, g in zip(p.state, group, strict=True))
        atoms = _sorted(list({a for g in group for a in g}), p.mesh)
        if kind == "gather":
            buffer = local_bytes(p.state, p.ttype) * _size(atoms)
            step = all_gather_cost(_refs(atoms, p.mesh), buffer, p.topology)
            text = f"all_gather {_dims_text(group, p.mesh)}"
        else:
            step = all_reduce_cost(_refs(atoms, p.mesh), local_bytes(layout, p.ttype), p.topology)
            text = f"all_reduce {_dims_text(group, p.mesh)} (small dim)"
        p.move_to(layout, step.with_detail(text))


def _try_gather_unwanted(p: _Planner) -> bool:
    wanted = p.wanted()
    per_dim: list[tuple[Atom, ...]] = []
    for d in range(len(p.state)):
        tail = p.tail(d)
        k = 0
        while k < len(tail) and tail[len(tail) - 1 - k] not in wanted:
            k += 1
        per_dim.append(tail[len(tail) - k :] if k else ())
    if not any(per_dim):
        return False
    _gather(p, per_dim)
    return True


def _reordered_layout(p: _Planner) -> Layout:
    """Within each dim: target prefix, atoms staying (target order), leaving atoms, unwanted last."""
    where = {a: (e, i) for e, g in enumerate(p.goal) for i, a in enumerate(g)}
    layout = []
    for d in range(len(p.state)):
        k = p.prefix_len(d)
        tail = p.state[d][k:]
        want = p.goal[d][k:]
        stay: list[Atom] = []
        for a in want:
            if a not in tail:
                break
            stay.append(a)
        rest = [a for a in tail if a not in stay]
        leaving = sorted((a for a in rest if a in where), key=lambda a: where[a])
        unwanted = [a for a in rest if a not in where]
        layout.append(p.state[d][:k] + tuple(stay + leaving + unwanted))
    return tuple(layout)


def _swapped_layout(p: _Planner) -> Layout | None:
    """Give each dim with a tail the next target piece of the same size, for all-to-alls (T7)."""
    queue = [(e, a) for e, g in enumerate(p.goal) for a in g[p.prefix_len(e) :]]
    layout = list(p.state)
    for d in range(len(p.state)):
        tail = p.tail(d)
        if not tail:
            continue
        chunk: list[Atom] = []
        chunk_dim = None
        while queue and _size(chunk) < _size(tail):
            if chunk_dim is not None and queue[0][0] != chunk_dim:
                return None
            chunk_dim, atom = queue.pop(0)
            chunk.append(atom)
        if _size(chunk) != _size(tail):
            return None
        layout[d] = p.state[d][: p.prefix_len(d)] + tuple(chunk)
    new = tuple(layout)
    if sorted(a for d in new for a in d) != sorted(a for d in p.state for a in d):
        return None
    return new


def _unstick(p: _Planner) -> None:
    if not p.permuted:
        p.permuted = True
        for layout in (_reordered_layout(p), _swapped_layout(p)):
            if layout is not None and layout != p.state:
                _permute(p, layout)
                return
    d = next(d for d in range(len(p.state)) if p.tail(d))
    _gather(p, [p.tail(d) if i == d else () for i in range(len(p.state))])


def _run(p: _Planner) -> None:
    limit = 4 * (sum(len(d) for d in p.state + p.goal) + len(p.state)) + 4
    for _ in range(limit):
        if p.state == p.goal:
            return
        if _try_permute_same_sizes(p):
            continue
        # gather what the target does not want before slicing new axes: XLA's partitioner
        # does (a slice first would price the gather on a smaller buffer than XLA moves)
        if _try_gather_unwanted(p) or _try_slice(p) or _try_all_to_all(p):
            p.permuted = False
            continue
        _unstick(p)
    raise VerificationError(f"reshard: no plan from {p.state} to {p.goal}")  # pragma: no cover


# ----------------------------------------------------------------------------------- XLA patterns
#
# XLA's SPMD partitioner (spmd_partitioner.cc, `ReshardNoCache`) does not reshard by axis names:
# it compares per-dim tile counts and device orders and picks the first of a fixed list of
# patterns. Where its pattern and the name-based plan above differ, it moves other bytes, so for
# shardings on whole axes these patterns are planned first (`_xla_steps`); the name-based planner
# handles what they leave (equal counts: one permute; gathers of a suffix; sub-axes).


def _canon(layout: Layout) -> Layout:
    """Adjacent contiguous atoms of one axis merged, so differently cut layouts compare."""
    return tuple(tuple(_merged(atoms)) for atoms in layout)


def _take(atoms: list[Atom], size: int, minor: bool) -> tuple[list[Atom], list[Atom]] | None:
    """(rest, taken): the minor (or major) atoms of product `size`, splitting one if needed."""
    rest, taken, need = list(atoms), [], size
    while need > 1:
        if not rest:
            return None
        name, lo, hi = rest.pop() if minor else rest.pop(0)
        n = hi // lo
        if need % n == 0:
            piece, need = (name, lo, hi), need // n
        elif n % need == 0:
            cut = hi // need if minor else lo * need
            piece, left = (
                ((name, cut, hi), (name, lo, cut)) if minor else ((name, lo, cut), (name, cut, hi))
            )
            rest = rest + [left] if minor else [left] + rest
            need = 1
        else:
            return None
        taken = [piece] + taken if minor else taken + [piece]
    return rest, taken


def _counts(layout: Layout) -> list[int]:
    return [_size(d) for d in layout]


def _xla_all_to_all(p: _Planner) -> bool:
    """Equal tile counts, other per-dim counts: XLA's `ReshardWithAllToAll` moves the minor
    factor of each shrinking dim to the minor end of a growing dim (one all-to-all of that
    factor's group per pair), then permutes when the device order is not the target's."""
    have, want = _counts(p.state), _counts(p.goal)
    pairs = []
    grow = [w // h if w % h == 0 else 0 for h, w in zip(have, want, strict=True)]
    for d, (h, w) in enumerate(zip(have, want, strict=True)):
        if h <= w:
            continue
        if h % w:
            return False
        r = h // w
        e = next((e for e, g in enumerate(grow) if g > 1 and g % r == 0), None)
        if e is None:
            return False
        grow[e] //= r
        pairs.append((d, e, r))
    if any(g != 1 for g, h, w in zip(grow, have, want, strict=True) if w > h):
        return False
    for d, e, r in pairs:
        split = _take(list(p.state[d]), r, minor=True)
        if split is None:
            return False
        rest, chunk = split
        layout = list(p.state)
        layout[d], layout[e] = tuple(rest), p.state[e] + tuple(chunk)
        new = tuple(layout)
        buffer = max(local_bytes(p.state, p.ttype), local_bytes(new, p.ttype))
        step = all_to_all_cost(_refs(chunk, p.mesh), buffer, p.topology)
        text = "{" + ", ".join(map(str, _refs(chunk, p.mesh))) + "}"
        p.move_to(new, step.with_detail(f"all_to_all [{text}: {d}->{e}]"))
    _permute_to_goal(p)
    return True


def _permute_to_goal(p: _Planner) -> None:
    if _canon(p.state) != _canon(p.goal):
        _permute(p, p.goal)
    p.state = p.goal


def _unused_atoms(p: _Planner) -> list[Atom]:
    """The replicated atoms of the current layout in device order (mesh order, major first):
    XLA sees tile counts and device order only, so a sub-axis is a mesh axis of its own."""
    present = p.present()
    free = []
    for axis in p.mesh.axes:
        used = [(lo, hi) for name, lo, hi in present if name == axis.name]
        bounds = sorted(set(p.cuts[axis.name]) | {b for piece in used for b in piece})
        free += [(axis.name, lo, hi) for lo, hi in zip(bounds, bounds[1:], strict=False)
                 if not any(u_lo <= lo and hi <= u_hi for u_lo, u_hi in used)]  # fmt: skip
    return free


def _xla_slice(p: _Planner, factors: list[int]) -> bool:
    """Slice `factors[d]` more devices onto each dim from the replicated axes, major first to the
    first dim (XLA's `PartialReplicateReshardCompatibleSharding`); no communication."""
    free = _unused_atoms(p)
    layout = list(p.state)
    added: list[tuple[Atom, ...]] = []
    for d, f in enumerate(factors):
        split = _take(free, f, minor=False)
        if split is None:
            return False
        free, piece = split
        layout[d] = layout[d] + tuple(piece)
        added.append(tuple(piece))
    new = tuple(layout)
    step = all_slice(_refs([a for d in added for a in d], p.mesh), local_bytes(new, p.ttype))
    p.move_to(new, step.with_detail(f"all_slice {_dims_text(added, p.mesh)}"))
    return True


def _gather_to_goal(p: _Planner) -> bool:
    """Every dim coarsens: a suffix gather when the target keeps a prefix of each dim (the
    name-based planner), else a permute of the shard followed by the gather (XLA's
    `ReshardToPartialReplicateWithAllGather`)."""
    if all(p.state[d][: len(g)] == g for d, g in enumerate(p.goal)):
        return False
    kept = {b for g in p.goal for b in g}
    gone = _sorted([a for d in p.state for a in d if a not in kept], p.mesh)
    split = _take(gone, math.prod(_counts(p.state)) // math.prod(_counts(p.goal)), minor=True)
    if split is None:
        return False
    group = _refs(split[1], p.mesh)  # the devices that gather: a group of the dropped factor
    # the permute crosses the dropped atoms and the kept ones that change place in the tiling
    moved = [a for d, g in enumerate(p.goal) for a in g[p.prefix_len(d) :]]
    crossed = _refs(_sorted(gone + moved, p.mesh), p.mesh)
    cp = collective_permute_cost(crossed, local_bytes(p.state, p.ttype), p.topology)
    p.steps.append(cp.with_detail("collective_permute (device order for the gather)"))
    ag = all_gather_cost(group, local_bytes(p.goal, p.ttype), p.topology)
    text = "{" + ", ".join(map(str, group)) + "}"
    p.move_to(p.goal, ag.with_detail(f"all_gather {text} (to {_dims_text(p.goal, p.mesh)})"))
    return True


def _sorted(atoms: list[Atom], mesh: Mesh) -> list[Atom]:
    return sorted(atoms, key=lambda a: (mesh.axis_index(a[0]), a[1]))


def _xla_mixed(p: _Planner, devices: int, same: list[int]) -> bool:
    """Counts that neither refine nor coarsen: XLA's partial-replicate all-to-all patterns
    (replicate a whole dim of a fully tiled source, or slice a partially replicated source
    sharded on one dim, then all-to-all), else its last resort: replicate everything, then
    slice (measured on every pair of shardings of a rank-2 tensor on 2x4 and 2x2x2 meshes)."""
    have, want = _counts(p.state), _counts(p.goal)
    t_have = math.prod([h for d, h in enumerate(have) if d not in same])
    t_want = math.prod([w for d, w in enumerate(want) if d not in same])
    if t_have == devices and t_want < devices:
        k = devices // t_want
        d = next((d for d in reversed(range(len(have))) if have[d] == k), None)
        if d is not None:
            _gather(p, [p.state[i] if i == d else () for i in range(len(have))])
            return _xla_all_to_all(p) or _xla_remat(p, same)
    if t_have < devices and t_want == devices and sum(1 for h in have if h > 1) == 1:
        k = devices // t_have
        e = next((e for e, (h, w) in enumerate(zip(have, want, strict=True))
                  if w > h and w % h == 0 and (w // h) % k == 0), None)  # fmt: skip
        if e is not None and _xla_slice(p, [k if i == e else 1 for i in range(len(have))]):
            return _xla_all_to_all(p) or _xla_remat(p, same)
    return _xla_remat(p, same)


def _xla_remat(p: _Planner, same: list[int]) -> bool:
    """XLA's "involuntary full rematerialization": all-gather every sharded axis (of the dims
    not sharded alike), then slice."""
    per_dim = [() if d in same else tuple(atoms) for d, atoms in enumerate(p.state)]
    if any(per_dim):
        _gather(p, per_dim)
    if any(p.goal):
        step = all_slice(_refs([a for d in p.goal for a in d], p.mesh),
                         local_bytes(p.goal, p.ttype))  # fmt: skip
        p.move_to(p.goal, step.with_detail(f"all_slice {_dims_text(p.goal, p.mesh)}"))
    p.state = p.goal
    return True


def _xla_steps(p: _Planner) -> bool:
    """Plan the reshard as XLA's partitioner does when its pattern differs from the name-based
    plan; False leaves it to `_run`. Dims the source and target shard alike are set aside
    (XLA groups devices on them); the rest decide by tile counts per dim."""
    have, want = _counts(p.state), _counts(p.goal)
    same = [d for d in range(len(have)) if p.state[d] == p.goal[d]]
    devices = math.prod(a.size for a in p.mesh.axes) // math.prod([have[d] for d in same])
    if have == want or not any(p.state):
        return False  # one permute, or slices of a replicated tensor
    if all(w % h == 0 for h, w in zip(have, want, strict=True)):
        if all(s == g[: len(s)] for s, g in zip(p.state, p.goal, strict=True)):
            return False  # the name-based slices
        factors = [w // h for h, w in zip(have, want, strict=True)]
        if not _xla_slice(p, factors):
            return False
        _permute_to_goal(p)
        return True
    if all(h % w == 0 for h, w in zip(have, want, strict=True)):
        return _gather_to_goal(p)
    if math.prod(have) == math.prod(want):
        return _xla_all_to_all(p)
    return _xla_mixed(p, devices, same)


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
) -> ReshardPlan:
    """The collectives turning `src` into `dst` for a tensor of type `ttype` on `mesh`.

    Open/closed and priorities are ignored (only where data lives matters). `dst_mesh`, when
    given and different from `mesh`, adds a collective-permute (same axes, other device order) or
    reshards through full replication (other axes). Example, mesh x=y=z=2, f32[16,8,8]:
    `[{"y"}, {"x", "z"}, {}] → [{}, {}, {"x", "y", "z"}]` is collective_permute to
    `[{"x"}, {"y", "z"}, {}]`, all_to_all `[{"x"}: 0->2]`, all_to_all `[{"y", "z"}: 1->2]`.
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
        _layout(src, mesh, cuts), _layout(dst, mesh, cuts), ttype, mesh, topology, [], cuts
    )
    reduce = _unreduced_atoms(src, dst, mesh, cuts)
    if reduce:
        axes = _refs(sorted(reduce, key=lambda a: (mesh.axis_index(a[0]), a[1])), mesh)
        ar = all_reduce_cost(axes, local_bytes(p.state, ttype), topology)
        p.steps.append(ar.with_detail(f"all_reduce {{{', '.join(map(str, axes))}}}"))
    if not _xla_steps(p):
        _run(p)
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
