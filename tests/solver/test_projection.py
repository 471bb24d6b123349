"""Sharding projection onto factors and back (SHARDY.md §3.1, §4.2, §5.1 T3)."""

from shardsat.model.axis import AxisRef
from shardsat.model.mesh import Mesh
from shardsat.model.projection import (
    FactorSharding,
    axis_list_prefix_status,
    project_tensor,
    sharding_from_factors,
    sharding_from_projection,
)
from shardsat.model.sharding import DimSharding, TensorSharding

A, B, X, Y = AxisRef("a"), AxisRef("b"), AxisRef("x"), AxisRef("y")


def sub(name: str, pre: int, size: int) -> AxisRef:
    return AxisRef(name, (pre, size))


def closed(*dims: tuple[AxisRef, ...]) -> TensorSharding:
    return TensorSharding("mesh", tuple(DimSharding(tuple(d), False) for d in dims))


def test_reshape_split_projects_axis_into_sub_axes():
    mesh = Mesh.of("mesh", a=4)
    t = project_tensor(closed((A,)), ((0, 1),), (2, 4), mesh)
    assert t.factors == {
        0: FactorSharding((sub("a", 1, 2),), True, False, ()),
        1: FactorSharding((sub("a", 2, 2),), True, True, ()),
    }
    result = sharding_from_projection(t, ((0,), (1,)), (2, 4), mesh, "mesh")
    assert str(result) == '<@mesh, [{"a":(1)2}, {"a":(2)2}]>'


def test_header_example_two_axes_into_compound_dim_and_back():
    mesh = Mesh.of("mesh", x=4, y=2)
    t = project_tensor(closed((X, Y)), ((0, 1),), (2, 4), mesh)
    assert t.factors[0].axes == (sub("x", 1, 2),)
    assert t.factors[1].axes == (sub("x", 2, 2), Y)
    back = sharding_from_projection(t, ((0, 1),), (2, 4), mesh, "mesh")
    assert str(back) == '<@mesh, [{"x", "y"}]>'
    split = sharding_from_projection(t, ((0,), (1,)), (2, 4), mesh, "mesh")
    assert str(split) == '<@mesh, [{"x":(1)2}, {"x":(2)2, "y"}]>'


def test_coprime_axis_overflows_non_minor_factor():
    mesh = Mesh.of("mesh", a=3)
    t = project_tensor(closed((A,)), ((0, 1),), (2, 4), mesh)
    assert t.factors == {
        0: FactorSharding((), True, False, (A,)),
        1: FactorSharding((), True, True, ()),
    }
    assert str(sharding_from_projection(t, ((0, 1),), (2, 4), mesh, "mesh")) == '<@mesh, [{"a"}]>'


def test_factor_after_overflow_is_absent_beyond_the_next():
    mesh = Mesh.of("mesh", a=3)
    t = project_tensor(closed((A,)), ((0, 1, 2),), (2, 2, 4), mesh)
    assert sorted(t.factors) == [0, 1]
    assert t.factors[1] == FactorSharding((), True, False, ())


def test_minor_most_factor_takes_non_divisible_axes():
    mesh = Mesh.of("mesh", a=3, b=2)
    t = project_tensor(closed((A, B)), ((0,),), (8,), mesh)
    assert t.factors[0].axes == (A, B)


def test_axis_split_by_gcd_across_three_factors():
    # mesh a=16, b=2: [32]{a} as [8, 4] -> i: a:(1)8, j: a:(8)2
    mesh = Mesh.of("mesh", a=16, b=2)
    t = project_tensor(closed((A,)), ((0, 1),), (8, 4), mesh)
    assert t.factors[0].axes == (sub("a", 1, 8),)
    assert t.factors[1].axes == (sub("a", 8, 2),)
    # [8, 4] -> [2, 4, 4] : ([ij], [k]) -> ([i], [j], [k]) {i=2, j=4, k=4}
    s = TensorSharding(
        "mesh", (DimSharding((sub("a", 1, 8),), True), DimSharding((sub("a", 8, 2),), True))
    )
    t2 = project_tensor(s, ((0, 1), (2,)), (2, 4, 4), mesh)
    out = sharding_from_projection(t2, ((0,), (1,), (2,)), (2, 4, 4), mesh, "mesh")
    assert str(out) == '<@mesh, [{"a":(1)2, ?}, {"a":(2)4, ?}, {"a":(8)2, ?}]>'


def test_not_fully_sharded_major_factor_hides_minor_factor():
    mesh = Mesh.of("mesh", a=2, b=2)
    out = sharding_from_factors(((0, 1),), {0: (A,), 1: (B,)}, mesh, "mesh", True, (4, 4))
    assert str(out) == '<@mesh, [{"a", ?}]>'
    full = sharding_from_factors(((0, 1),), {0: (A,), 1: (B,)}, mesh, "mesh", False, (2, 4))
    assert str(full) == '<@mesh, [{"a", "b"}]>'


def test_sharding_from_factors_merges_adjacent_sub_axes():
    mesh = Mesh.of("mesh", a=16)
    out = sharding_from_factors(
        ((0, 1),), {0: (sub("a", 1, 4),), 1: (sub("a", 4, 4),)}, mesh, "mesh"
    )
    assert str(out) == '<@mesh, [{"a"}]>'


def test_missing_sharding_projects_to_open_or_closed_empty_factors():
    mesh = Mesh.of("mesh", a=2)
    t = project_tensor(None, ((0,), (1,)), (4, 4), mesh)
    assert t.factors[0] == FactorSharding((), False, True, ())
    t2 = project_tensor(None, ((0,), (1,)), (4, 4), mesh, closed_if_missing=True)
    assert t2.factors[1].is_closed


def test_replicated_and_unreduced_axes_carry_over():
    mesh = Mesh.of("mesh", a=2, b=2)
    s = TensorSharding("mesh", (DimSharding((), True),), replicated=(A,), unreduced=(B,))
    t = project_tensor(s, ((0,),), (8,), mesh)
    assert t.replicated == (A,) and t.unreduced == (B,)
    assert str(sharding_from_projection(t, ((0,),), (8,), mesh, "mesh")) == str(s)


def test_axis_list_prefix_status():
    mesh = Mesh.of("mesh", a=4, b=2)
    assert axis_list_prefix_status([sub("a", 1, 2)], [A], mesh) == "strict"
    assert axis_list_prefix_status([A], [A, B], mesh) == "strict"
    assert axis_list_prefix_status([A], [A], mesh) == "equal"
    assert axis_list_prefix_status([B], [A], mesh) == "none"
    assert axis_list_prefix_status([], [], mesh) == "equal"
