"""Halo exchanges of strided convolutions, the all-reduce of a batch-grouped convolution and the
chained all-reduces of a `stablehlo.reduce` over dims on different axes (docs/cost.md).

Every expected list is what XLA inserts on 8 fake CPU devices (the xla-marked twins compile the
same module): (kind, mesh axes, bytes), in XLA's order for the reductions, sorted by bytes for
the halo permutes.
"""

import pytest
from shardsat.cost.evaluate import evaluate
from shardsat.cost.topology import load_topology
from shardsat.ir.flatten import flatten_program
from shardsat.ir.mlir_import import import_mlir
from shardsat.model.mesh import Mesh
from shardsat.model.parse import parse_tensor_sharding as ts

CP, AR = "collective-permute", "all-reduce"


def _spec(dims) -> str:
    return "<@mesh, [" + ", ".join("{" + ", ".join(f'"{a}"' for a in d) + "}" for d in dims) + "]>"


def _case(fn, shapes, arg_dims, out_dims, axes: dict[str, int]):
    import jax
    import jax.numpy as jnp

    mesh = Mesh.of("mesh", **axes)
    text = jax.jit(fn).lower(*[jnp.ones(s, jnp.float32) for s in shapes]).as_text()
    program = flatten_program(import_mlir(text))
    program.meshes["mesh"] = mesh
    shardings = {a: ts(_spec(d)) for a, d in zip(program.main.args, arg_dims, strict=True)}
    shardings[program.main.returns[0]] = ts(_spec(out_dims))
    return program, shardings, mesh


def _predicted(program, shardings, mesh):
    rows = evaluate(program, shardings, mesh, load_topology("cpu", mesh)).collectives()
    return [
        (k, a.replace('"', ""), b)
        for k, a, b in zip(rows["kind"], rows["axes"], rows["bytes"], strict=True)
    ]


def _seen(program, shardings, mesh):
    from shardsat.experiments.xla_check import xla_collectives
    from shardsat.ir.mlir_export import export_mlir

    seen = xla_collectives(export_mlir(program, shardings, pin_values=True), mesh)
    return [(c.kind, c.axes, c.bytes) for c in seen]


def _permutes(collectives):
    return sorted(b for k, _, b in collectives if k == CP)


# --- halo rows: the kernel gradient of a conv (lhs and "kernel" both split along the window) ---


def kernel_gradient(stride, pad, dilation, groups=1):
    from jax import lax

    return lambda x, dy: lax.conv_general_dilated(
        x, dy, (stride,), [pad], rhs_dilation=(dilation,),
        dimension_numbers=("CWN", "IWO", "WNC"), batch_group_count=groups,
    )  # fmt: skip


# (kernel extent, dilation, stride, padding, shards) -> halo permute bytes of x f32[4, 64, 2]
# (32 B a row): the stride counts (stride 1 needs rows from one side where stride 2 needs both)
KGRAD_HALOS = {
    (64, 1, 1, (4, 4), 2): [128, 128],
    (64, 1, 2, (4, 4), 2): [128, 128],  # the old estimate, min(64, 5) - 1 = 4 rows: one permute
    (64, 1, 3, (6, 1), 4): [192],
    (64, 1, 2, (2, 5), 4): [64, 128],
    (32, 2, 1, (0, 0), 2): [],
    (32, 2, 2, (4, 4), 4): [96, 128],
    (16, 4, 3, (2, 5), 2): [64, 128],
    (16, 4, 1, (6, 1), 4): [32, 192],
}


def kgrad_case(k, dilation, stride, pad, shards):
    split = [[], ["model"], []]
    return _case(kernel_gradient(stride, pad, dilation), [(4, 64, 2), (4, k, 3)], [split, split],
                 [[], [], []], {"data": 8 // shards, "model": shards})  # fmt: skip


@pytest.mark.parametrize("key", list(KGRAD_HALOS))
def test_kernel_gradient_halo_follows_the_window_stride(key):
    assert _permutes(_predicted(*kgrad_case(*key))) == KGRAD_HALOS[key]


@pytest.mark.xla
@pytest.mark.parametrize("key", list(KGRAD_HALOS))
def test_xla_kernel_gradient_halo(key):
    assert _permutes(_seen(*kgrad_case(*key))) == KGRAD_HALOS[key]


# --- halo rows: a forward conv with the input split along the window, the kernel replicated ---


def forward(stride, pad, dilation):
    from jax import lax

    return lambda x, w: lax.conv_general_dilated(
        x, w, (stride,), [pad], rhs_dilation=(dilation,), dimension_numbers=("NWC", "WIO", "NWC")
    )


# (kernel, stride, padding, dilation) -> halo permute bytes of x f32[2, 64, 4] on model=2
FORWARD_HALOS = {
    (3, 1, (1, 1), 1): [32, 32],
    (3, 1, (2, 2), 1): [32, 32],  # 66 outputs, 33 per shard: one row each side, not 2 + 0
    (5, 1, (0, 2), 2): [96, 160],
    (3, 2, (1, 1), 1): [32],  # stride 2: nothing from the right
    (5, 2, (2, 2), 2): [96, 128],
}


def forward_case(k, stride, pad, dilation):
    split = [[], ["model"], []]
    return _case(forward(stride, pad, dilation), [(2, 64, 4), (k, 4, 4)], [split, [[], [], []]],
                 split, {"data": 4, "model": 2})  # fmt: skip


@pytest.mark.parametrize("key", list(FORWARD_HALOS))
def test_forward_conv_halo_follows_the_window_stride(key):
    predicted = _predicted(*forward_case(*key))
    assert {k for k, _, _ in predicted} <= {CP}
    assert _permutes(predicted) == FORWARD_HALOS[key]


@pytest.mark.xla
@pytest.mark.parametrize("key", list(FORWARD_HALOS))
def test_xla_forward_conv_halo(key):
    assert _permutes(_seen(*forward_case(*key))) == FORWARD_HALOS[key]


# --- a batch-grouped conv (depthwise kernel gradient, batch_group_count 16) ---
# x, dy f32[8, 64, 16] ([feature, window, batch group]), dW f32[5, 1, 16]; window stride 2.
D, M = ("data",), ("model",)
BGC = {
    # (name, operand dims, result dims, mesh) -> collectives
    ("blind4", (D, M, ()), ((), (), ()), (("data", 4), ("model", 2))): [
        (CP, "model", 512), (CP, "model", 512), (AR, "data,model", 560),
    ],
    ("window only", ((), M, ()), ((), (), ()), (("data", 4), ("model", 2))): [
        (CP, "model", 2048), (CP, "model", 2048), (AR, "data,model", 560),
    ],
    ("feature only", (D, (), ()), ((), (), ()), (("data", 4), ("model", 2))): [
        (AR, "data,model", 560),
    ],
    ("an idle axis", (D, M, ()), ((), (), ()), (("data", 2), ("fsdp", 2), ("model", 2))): [
        (CP, "model", 1024), (CP, "model", 1024), (AR, "data,fsdp,model", 560),
    ],
    ("groups on model", (D, (), M), ((), (), M), (("data", 4), ("model", 2))): [
        (AR, "data", 240),
    ],
    ("groups on data", ((), M, D), ((), (), D), (("data", 4), ("model", 2))): [
        (CP, "model", 512), (CP, "model", 512), (AR, "model", 80),
    ],
    ("result sliced", (D, M, ()), ((), (), M), (("data", 4), ("model", 2))): [
        (CP, "model", 512), (CP, "model", 512), (AR, "data,model", 560),
    ],
}  # fmt: skip


def bgc_case(key):
    _, operand, result, axes = key
    dims = [list(d) for d in operand]
    return _case(kernel_gradient(2, (4, 4), 1, groups=16), [(8, 64, 16), (8, 64, 16)],
                 [dims, dims], [list(d) for d in result], dict(axes))  # fmt: skip


@pytest.mark.parametrize("key", list(BGC), ids=[k[0] for k in BGC])
def test_batch_grouped_conv_is_all_reduced_once_over_its_group(key):
    assert sorted(_predicted(*bgc_case(key))) == sorted(BGC[key])


@pytest.mark.xla
@pytest.mark.parametrize("key", list(BGC), ids=[k[0] for k in BGC])
def test_xla_batch_grouped_conv(key):
    assert sorted(_seen(*bgc_case(key))) == sorted(BGC[key])


# --- stablehlo.reduce over dims on different axes: one all-reduce per dim, last dim first ---
M42, M222 = (("data", 4), ("model", 2)), (("data", 2), ("fsdp", 2), ("model", 2))
REDUCES = {
    # (name, reduced dims, input shape, input dims, result dims, mesh, max?) -> collectives
    ("batch norm", (0, 1), (8, 64, 16), (D, M, ()), ((),), M42, False): [
        (AR, "model", 64), (AR, "data", 96),
    ],
    ("swapped", (0, 1), (8, 64, 16), (M, D, ()), ((),), M42, False): [
        (AR, "data", 96), (AR, "model", 64),
    ],
    ("one dim two axes", (0, 1), (8, 64, 16), (("data", "model"), (), ()), ((),), M42, False): [
        (AR, "data,model", 112),
    ],
    ("three dims", (0, 1, 2), (8, 8, 16), (("fsdp",), ("data",), M), (), M222, False): [
        (AR, "model", 4), (AR, "data", 4), (AR, "fsdp", 4),
    ],
    ("kept dim sharded", (0, 1), (8, 8, 16), (D, ("fsdp",), M), (M,), M222, False): [
        (AR, "fsdp", 32), (AR, "data", 32),
    ],
    ("result sliced", (0, 1), (8, 64, 16), (D, M, ()), (M,), M42, False): [
        (AR, "model", 64), (AR, "data", 96),
    ],
    ("max, dims 0 and 2", (0, 2), (8, 64, 16), (D, (), M), ((),), M42, True): [
        (AR, "model", 256), (AR, "data", 384),
    ],
}  # fmt: skip


def reduce_case(key):
    import jax.numpy as jnp

    _, dims, shape, operand, result, axes, use_max = key
    fn = jnp.max if use_max else jnp.sum
    return _case(lambda x: fn(x, axis=dims), [shape], [[list(d) for d in operand]],
                 [list(d) for d in result], dict(axes))  # fmt: skip


@pytest.mark.parametrize("key", list(REDUCES), ids=[k[0] for k in REDUCES])
def test_reduce_over_dims_on_different_axes_chains_all_reduces(key):
    assert _predicted(*reduce_case(key)) == REDUCES[key]


@pytest.mark.xla
@pytest.mark.parametrize("key", list(REDUCES), ids=[k[0] for k in REDUCES])
def test_xla_reduce_chains_all_reduces(key):
    assert _seen(*reduce_case(key)) == REDUCES[key]


# --- CP-SAT prices these reductions as `evaluate` does (it calls `reduction_steps`) ---


@pytest.mark.parametrize(
    "key", [next(iter(REDUCES)), next(iter(BGC))], ids=["batch-norm reduce", "batch-grouped conv"]
)
def test_cpsat_objective_is_the_evaluated_price(key):
    from shardsat.solver.cpsat.driver import solve
    from shardsat.solver.solution import SolveStatus

    program, shardings, mesh = (reduce_case if key in REDUCES else bgc_case)(key)
    fn = program.main
    fn.arg_shardings.update({i: shardings[a] for i, a in enumerate(fn.args)})
    fn.result_shardings[0] = shardings[fn.returns[0]]
    topology = load_topology("cpu", mesh)
    sol = solve(program, mesh, topology, objective="comm", time_limit=20, workers=1)
    assert sol.status is SolveStatus.OPTIMAL
    expected = sum(b for _, _, b in (REDUCES if key in REDUCES else BGC)[key])
    assert sol.objective == evaluate(program, sol, mesh, topology).communication_bytes == expected
