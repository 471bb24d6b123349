"""Axis references: a full mesh axis `"x"` or a sub-axis `"x":(m)k` (SHARDY.md §1.3).

A sub-axis reshapes axis x of size n into [m, k, n/(m*k)] and takes the middle piece. The algebra
(contains, prefix/suffix, overlaps, can-coexist, merge, mesh order) needs the full axis size, so
those functions take it as an argument: the value itself never stores mesh facts.
"""

from __future__ import annotations

from dataclasses import dataclass

from shardsat.model.errors import VerificationError


@dataclass(frozen=True, slots=True, order=False)
class AxisRef:
    """A mesh axis, or the sub-axis of pre-size `pre_size` and size `size` of it.

    Text: `"x"` (full axis) or `"x":(2)4` (sub-axis, pre-size 2, size 4).
    Invariants: a full axis has `sub is None`; a sub-axis has pre_size >= 1 and size > 1.
    Checks against the axis size (pre*size divides n, size != n) live in `verify_axis_ref`.
    """

    name: str
    sub: tuple[int, int] | None = None
    """(pre_size, size) for a sub-axis, None for the full axis."""

    def __post_init__(self) -> None:
        if not self.name:
            raise VerificationError("axis ref has an empty name")
        if self.sub is not None:
            pre, size = self.sub
            if pre < 1:
                raise VerificationError(f"sub-axis pre-size must be at least 1: {self}")
            if size <= 1:
                raise VerificationError(f"sub-axis sizes must be greater than 1: {self}")

    @staticmethod
    def full(name: str) -> AxisRef:
        return AxisRef(name)

    @staticmethod
    def sub_axis(name: str, pre_size: int, size: int) -> AxisRef:
        return AxisRef(name, (pre_size, size))

    @property
    def is_sub_axis(self) -> bool:
        return self.sub is not None

    def pre_size(self) -> int:
        return 1 if self.sub is None else self.sub[0]

    def size(self, axis_size: int) -> int:
        """Number of devices along this ref, given the full axis size."""
        return axis_size if self.sub is None else self.sub[1]

    def next_pre_size(self, axis_size: int) -> int:
        return self.pre_size() * self.size(axis_size)

    def interval(self, axis_size: int) -> tuple[int, int]:
        """[pre, next) in multiplicative space: the slice of the axis this ref covers."""
        return self.pre_size(), self.next_pre_size(axis_size)

    def __str__(self) -> str:
        if self.sub is None:
            return f'"{self.name}"'
        return f'"{self.name}":({self.sub[0]}){self.sub[1]}'


def make_axis_ref(name: str, pre: int, size: int, axis_size: int) -> AxisRef:
    """The canonical ref for piece [pre, pre*size) of an axis: the full axis when it covers it."""
    if pre == 1 and size == axis_size:
        return AxisRef(name)
    return AxisRef(name, (pre, size))


def contains(a: AxisRef, b: AxisRef, axis_size: int) -> bool:
    """a contains b: same axis and b's interval lies within a's."""
    if a.name != b.name:
        return False
    a_pre, a_next = a.interval(axis_size)
    b_pre, b_next = b.interval(axis_size)
    return a_pre <= b_pre and a_next >= b_next


def is_prefix_of(a: AxisRef, b: AxisRef, axis_size: int) -> bool:
    """a is a (major) prefix of b: b contains a and they start at the same pre-size."""
    return contains(b, a, axis_size) and a.pre_size() == b.pre_size()


def is_suffix_of(a: AxisRef, b: AxisRef, axis_size: int) -> bool:
    """a is a (minor) suffix of b: b contains a and they end at the same next-pre-size."""
    return contains(b, a, axis_size) and a.next_pre_size(axis_size) == b.next_pre_size(axis_size)


def overlaps(a: AxisRef, b: AxisRef, axis_size: int) -> bool:
    """The two refs share at least one device coordinate of the same axis."""
    if a.name != b.name:
        return False
    a_pre, a_next = a.interval(axis_size)
    b_pre, b_next = b.interval(axis_size)
    return a_pre < b_next and b_pre < a_next


def can_coexist(a: AxisRef, b: AxisRef, axis_size: int) -> bool:
    """Both refs fit in one refinement of the axis (every boundary divides the larger ones).

    Example on a=6: "a":(1)2 and "a":(3)2 cannot coexist (2 and 3 do not nest).
    Refs of different axes always coexist.
    """
    if a.name != b.name:
        return True
    a_pre, a_next = a.interval(axis_size)
    b_pre, b_next = b.interval(axis_size)
    bounds = sorted({1, a_pre, a_next, b_pre, b_next, axis_size})
    return all(hi % lo == 0 for lo, hi in zip(bounds, bounds[1:], strict=False))


def can_merge(a: AxisRef, b: AxisRef) -> bool:
    """a then b form one contiguous sub-axis: both sub-axes of one axis and a.next == b.pre."""
    if a.sub is None or b.sub is None or a.name != b.name:
        return False
    return a.sub[0] * a.sub[1] == b.sub[0]


def merge(a: AxisRef, b: AxisRef, axis_size: int) -> AxisRef:
    """The single ref covering a then b (the full axis when it covers all of it)."""
    if not can_merge(a, b):
        raise VerificationError(f"cannot merge {a} and {b}")
    assert a.sub is not None and b.sub is not None
    return make_axis_ref(a.name, a.sub[0], a.sub[1] * b.sub[1], axis_size)


def prefix_without_overlap(a: AxisRef, b: AxisRef, axis_size: int) -> AxisRef | None:
    """The part of a that is major to b (None if there is none)."""
    if a.name != b.name:
        return a
    a_pre, a_next = a.interval(axis_size)
    b_pre, _ = b.interval(axis_size)
    if b_pre <= a_pre:
        return None
    end = min(b_pre, a_next)
    return make_axis_ref(a.name, a_pre, end // a_pre, axis_size) if end > a_pre else None


def suffix_without_overlap(a: AxisRef, b: AxisRef, axis_size: int) -> AxisRef | None:
    """The part of a that is minor to b (None if there is none)."""
    if a.name != b.name:
        return a
    a_pre, a_next = a.interval(axis_size)
    _, b_next = b.interval(axis_size)
    if b_next >= a_next:
        return None
    start = max(b_next, a_pre)
    return make_axis_ref(a.name, start, a_next // start, axis_size)


def overlap(a: AxisRef, b: AxisRef, axis_size: int) -> AxisRef | None:
    """The common part of a and b (None when disjoint)."""
    if not overlaps(a, b, axis_size):
        return None
    a_pre, a_next = a.interval(axis_size)
    b_pre, b_next = b.interval(axis_size)
    lo, hi = max(a_pre, b_pre), min(a_next, b_next)
    return make_axis_ref(a.name, lo, hi // lo, axis_size)


def greatest_common_prefix(a: AxisRef, b: AxisRef, axis_size: int) -> AxisRef | None:
    """Longest ref that is a prefix of both (None when they start differently)."""
    if a.name != b.name or a.pre_size() != b.pre_size():
        return None
    a_pre, a_next = a.interval(axis_size)
    hi = min(a_next, b.next_pre_size(axis_size))
    return make_axis_ref(a.name, a_pre, hi // a_pre, axis_size) if hi > a_pre else None


def mesh_order_key(ref: AxisRef, axis_index: int) -> tuple[int, int, int]:
    """Sort key in mesh order: by axis position, then sub-axes by (pre, size).

    A full axis sorts after the sub-axes with pre = 1 and before those with pre > 1
    (Shardy's AxisRefAttr comparator).
    """
    if ref.sub is None:
        return (axis_index, 1, 2**62)
    return (axis_index, ref.sub[0], ref.sub[1])
