"""Axis-ref algebra (SHARDY.md §1.3) on exact examples."""

from __future__ import annotations

from shardsat.model.axis import (
    AxisRef,
    can_coexist,
    can_merge,
    contains,
    greatest_common_prefix,
    is_prefix_of,
    is_suffix_of,
    make_axis_ref,
    merge,
    mesh_order_key,
    overlap,
    overlaps,
    prefix_without_overlap,
    suffix_without_overlap,
)

X = AxisRef("x")


def sub(pre: int, size: int) -> AxisRef:
    return AxisRef("x", (pre, size))


def test_full_axis_contains_every_sub_axis():
    assert contains(X, sub(2, 2), 8) and not contains(sub(2, 2), X, 8)
    assert contains(sub(1, 4), sub(2, 2), 8)
    assert not contains(AxisRef("y"), sub(2, 2), 8)


def test_prefix_and_suffix():
    assert is_prefix_of(sub(1, 2), X, 8) and not is_prefix_of(sub(2, 2), X, 8)
    assert is_suffix_of(sub(4, 2), X, 8) and not is_suffix_of(sub(2, 2), X, 8)


def test_overlaps_and_overlap():
    assert overlaps(sub(1, 4), sub(2, 4), 8)
    assert not overlaps(sub(1, 2), sub(2, 2), 8)
    assert overlap(sub(1, 4), sub(2, 4), 8) == sub(2, 2)
    assert overlap(sub(1, 2), sub(2, 2), 8) is None


def test_can_coexist_example_from_shardy():
    assert not can_coexist(AxisRef("a", (1, 2)), AxisRef("a", (3, 2)), 6)
    assert can_coexist(sub(1, 2), sub(2, 4), 8)


def test_merge_becomes_full_axis():
    assert can_merge(sub(1, 2), sub(2, 4))
    assert merge(sub(1, 2), sub(2, 4), 8) == X
    assert merge(sub(1, 2), sub(2, 2), 8) == sub(1, 4)
    assert not can_merge(sub(2, 2), sub(1, 2))


def test_prefix_and_suffix_without_overlap():
    assert prefix_without_overlap(X, sub(4, 2), 8) == sub(1, 4)
    assert suffix_without_overlap(X, sub(1, 2), 8) == sub(2, 4)
    assert prefix_without_overlap(sub(2, 2), sub(1, 2), 8) is None


def test_greatest_common_prefix():
    assert greatest_common_prefix(sub(1, 4), X, 8) == sub(1, 4)
    assert greatest_common_prefix(sub(2, 2), X, 8) is None


def test_mesh_order_full_axis_between_pre_one_and_larger_pre():
    refs = [sub(2, 2), X, sub(1, 2), sub(1, 4)]
    assert sorted(refs, key=lambda r: mesh_order_key(r, 0)) == [sub(1, 2), sub(1, 4), X, sub(2, 2)]


def test_make_axis_ref_normalises_full_axis():
    assert make_axis_ref("x", 1, 8, 8) == X
    assert make_axis_ref("x", 2, 4, 8) == sub(2, 4)
