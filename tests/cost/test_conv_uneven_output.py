"""A forward convolution split along a spatial dim whose output (or input) does not divide evenly.

XLA does not fall back to gathering the input: `ReshardAsWindowedInput` pads the output to
⌈W/n⌉ windows a shard and exchanges the same halos as for an even split, which is what
`op_cost.conv_halo_rows` prices (docs/cost.md, "Op cost"). The all-gather seen when such a conv
is compiled with its result at the function boundary is of the *output*: XLA does not keep a
non-dividing sharding on an entry parameter or result (`reshard.boundary_sharding`), so the
33-row result on 2 shards leaves the function replicated. The XLA twins here put the conv
between mid-program constraints and reduce its output to a scalar (that 4-byte all-reduce is
left out).
"""

import pytest

from tests.cost.test_evaluate_xla_conv_reduce import (
    CP,
    _case,
    _permutes,
    _predicted,
    _seen,
    forward,
)

# (input extent, kernel, stride, padding, dilation, shards) -> XLA's halo permute bytes of
# x f32[2, n, 4] (32 B a row); the output extent W in the comment
UNEVEN = {
    (64, 3, 2, (2, 2), 1, 2): [32],  # W = 33
    (63, 5, 1, (2, 2), 1, 2): [64, 64],  # W = 63, input 63 too
    (66, 3, 1, (3, 0), 1, 2): [64],  # W = 67
    (66, 5, 2, (0, 0), 2, 4): [96, 192],  # W = 29
    (65, 3, 3, (0, 0), 2, 4): [160],  # W = 21
    (63, 3, 1, (2, 2), 2, 4): [64, 64],  # W = 63
    (63, 5, 3, (3, 0), 1, 4): [32, 160],  # W = 21
    (65, 5, 1, (0, 0), 2, 4): [192, 192],  # W = 57
}


def _model_case(n, k, stride, pad, dilation, shards):
    split = [[], ["model"], []]
    return _case(forward(stride, pad, dilation), [(2, n, 4), (k, 4, 4)], [split, [[], [], []]],
                 split, {"data": 8 // shards, "model": shards})  # fmt: skip


@pytest.mark.parametrize("key", list(UNEVEN))
def test_uneven_forward_conv_exchanges_halos(key):
    predicted = _predicted(*_model_case(*key))
    assert {k for k, _, _ in predicted} <= {CP}
    assert _permutes(predicted) == UNEVEN[key]


def _xla_mid_program(n, k, stride, pad, dilation, shards):
    import jax
    import jax.numpy as jnp
    from jax import lax
    from jax.sharding import AxisType, NamedSharding
    from jax.sharding import PartitionSpec as P
    from shardsat.experiments import validate_cost

    axes = {"data": 8 // shards, "model": shards}
    mesh = jax.make_mesh(tuple(axes.values()), tuple(axes), axis_types=(AxisType.Auto,) * 2)
    split = NamedSharding(mesh, P(None, "model", None))

    def f(x, w):
        xs = lax.with_sharding_constraint(x * 2, split)
        y = lax.conv_general_dilated(xs, w, (stride,), [pad], rhs_dilation=(dilation,),
                                     dimension_numbers=("NWC", "WIO", "NWC"))  # fmt: skip
        return jnp.sum(lax.with_sharding_constraint(y, split) ** 2)

    args = jnp.ones((2, n, 4)), jnp.ones((k, 4, 4))
    hlo = jax.jit(f).lower(*args).compile().as_text()
    seen = validate_cost.parse_hlo_collectives(hlo, axes)
    return [
        (c.kind, c.axes, c.bytes)
        for c in seen
        if not (c.kind == "all-reduce" and c.buffer_bytes == 4)
    ]


@pytest.mark.xla
@pytest.mark.parametrize("key", list(UNEVEN))
def test_xla_uneven_forward_conv_exchanges_halos(key):
    seen = _xla_mid_program(*key)
    assert {k for k, _, _ in seen} == {CP}
    assert _permutes(seen) == UNEVEN[key]


@pytest.mark.xla
def test_xla_gathers_the_uneven_result_at_the_function_boundary():
    # the same conv with its result returned split: XLA replicates the 33-row result (the
    # all-gather of f32[2, 34, 4] padded, 544 B), the halo is the same
    seen = _seen(*_model_case(64, 3, 2, (2, 2), 1, 2))
    assert sorted((k, b) for k, _, b in seen) == [("all-gather", 544), (CP, 32)]
