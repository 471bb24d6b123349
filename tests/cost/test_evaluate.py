"""Whole-program evaluation on hand-built programs (rules given on the ops)."""

import pytest
from shardsat.cost.evaluate import (
    candidate_factor_axes,
    derive_factor_axes,
    evaluate,
    price_op,
    xla_factor_axes,
    xla_op_factor_axes,
)
from shardsat.cost.topology import load_topology
from shardsat.ir.program import Function, Op, Program, TensorType, Value
from shardsat.model.axis import AxisRef
from shardsat.model.errors import RuleError
from shardsat.model.mesh import Mesh
from shardsat.model.parse import parse_op_sharding_rule as R
from shardsat.model.parse import parse_tensor_sharding as P
from shardsat.solver.solution import Solution, SolveStatus

T = TensorType
DOT1 = R("([i, k], [k, j])->([i, j]) {i=16, j=64, k=32} reduction={k}")
DOT2 = R("([i, k], [k, j])->([i, j]) {i=16, j=32, k=64} reduction={k}")
EXP = R("([i, j])->([i, j]) {i=16, j=64}")


def mlp() -> Program:
    """y = exp(x @ w1) @ w2 with x f32[16,32], w1 f32[32,64], w2 f32[64,32]."""
    values = {
        "x": Value("x", T((16, 32))),
        "w1": Value("w1", T((32, 64))),
        "w2": Value("w2", T((64, 32))),
        "h": Value("h", T((16, 64)), "dot1", 0),
        "r": Value("r", T((16, 64)), "exp", 0),
        "y": Value("y", T((16, 32)), "dot2", 0),
    }
    ops = [
        Op("dot1", "stablehlo.dot_general", ("x", "w1"), ("h",), rule=DOT1),
        Op("exp", "stablehlo.exponential", ("h",), ("r",), rule=EXP),
        Op("dot2", "stablehlo.dot_general", ("r", "w2"), ("y",), rule=DOT2),
    ]
    return Program({"main": Function("main", ("x", "w1", "w2"), ops, ("y",))}, values)


MEGATRON = {
    "x": P('<@mesh, [{"data"}, {}]>'),
    "w1": P('<@mesh, [{}, {"model"}]>'),
    "h": P('<@mesh, [{"data"}, {"model"}]>'),
    "r": P('<@mesh, [{"data"}, {"model"}]>'),
    "w2": P('<@mesh, [{"model"}, {}]>'),
    "y": P('<@mesh, [{"data"}, {}]>'),
}


def test_megatron_mlp_pays_one_all_reduce(mesh, topo):
    rep = evaluate(mlp(), MEGATRON, mesh, topo)
    comm = rep.collectives()
    assert list(comm["kind"]) == ["all-reduce"] and list(comm["op"]) == ["dot2"]
    # y's local 8x32 f32 = 1 KiB over model: 2·(3 µs + 3/4·1024 B / 100 GB/s) = 6.01536 µs
    assert (rep.communication_bytes, rep.communication_ns) == (1536, 6015)
    # dot1 2·8·16·32, exp 8·16, dot2 2·8·32·16 FLOPs at 1 GFLOP/s
    assert rep.compute_ns == 8192 + 128 + 8192
    assert rep.total_ns == rep.compute_ns + rep.communication_ns == 22527
    assert list(rep.rows.columns)[:4] == ["op", "op_name", "item", "kind"]


def test_result_wanted_sharded_becomes_a_reduce_scatter(mesh, topo):
    shardings = {**MEGATRON, "y": P('<@mesh, [{"data"}, {"model"}]>')}
    rep = evaluate(mlp(), shardings, mesh, topo)
    (kind,) = rep.collectives()["kind"]
    assert kind == "reduce-scatter"
    assert rep.communication_bytes == 768  # 3/4 of the 1 KiB partial result


def test_cpu_host_keeps_all_reduce_then_slices(mesh):
    shardings = {**MEGATRON, "y": P('<@mesh, [{"data"}, {"model"}]>')}
    rep = evaluate(mlp(), shardings, mesh, load_topology("cpu", mesh))
    assert list(rep.rows["kind"][rep.rows["kind"] != "compute"]) == ["all-reduce", "all-slice"]


def test_replicated_weights_with_sharded_batch_need_no_communication(mesh, topo):
    dp = {"x": P('<@mesh, [{"data", "model"}, {}]>'), "h": P('<@mesh, [{"data", "model"}, {}]>'),
          "r": P('<@mesh, [{"data", "model"}, {}]>'), "y": P('<@mesh, [{"data", "model"}, {}]>')}  # fmt: skip
    rep = evaluate(mlp(), dp, mesh, topo)
    assert (rep.communication_ns, rep.communication_bytes) == (0, 0)
    assert rep.compute_ns == (2 * 2 * 64 * 32) + 2 * 64 + (2 * 2 * 32 * 64)


def test_given_factor_assignment_overrides_the_derived_one(mesh, topo):
    # run dot1 fully replicated: x must be gathered over data, h sliced for free
    sol = Solution(SolveStatus.FEASIBLE, MEGATRON, "test", {"dot1": ((), (), ())})
    rep = evaluate(mlp(), sol, mesh, topo)
    dot1 = rep.rows[(rep.rows["op"] == "dot1") & (rep.rows["bytes"] > 0)]
    assert list(zip(dot1["item"], dot1["kind"], dot1["bytes"], strict=True)) == [
        ("operand 0", "all-gather", 1024),  # x 16x32 f32 = 2 KiB from halves: sends 1 KiB
        ("operand 1", "all-gather", 6144),  # w1 32x64 from quarters: sends 3/4 of 8 KiB
    ]
    assert rep.rows.loc[rep.rows["op"] == "dot1", "flops"].iloc[0] == 2 * 16 * 64 * 32


def test_xla_op_factor_axes_are_the_assignments_evaluate_prices(mesh, topo):
    """Megatron's MLP as value shardings alone: dot1 splits i on data and j on model, dot2
    keeps its contracting k on model (both operands split it alike: partial sums, one
    all-reduce); given back as a plan's assignment, evaluate prices the same 22,527 ns."""
    h, d, m = (), (AxisRef("data"),), (AxisRef("model"),)
    axes = xla_op_factor_axes(mlp(), MEGATRON, mesh)
    assert axes == {"dot1": (d, m, h), "exp": (d, m), "dot2": (d, h, m)}
    given = Solution(SolveStatus.FEASIBLE, MEGATRON, "test", axes)
    assert evaluate(mlp(), given, mesh, topo).total_ns == 22527


def test_same_reshard_for_two_consumers_is_paid_once(mesh, topo):
    t = T((16, 16))
    add = R("([i, j], [i, j])->([i, j]) {i=16, j=16}")
    values = {v: Value(v, t, None if v == "a" else v, 0) for v in ("a", "b", "c")}
    ops = [
        Op("b", "stablehlo.negate", ("a",), ("b",), rule=R("([i, j])->([i, j]) {i=16, j=16}")),
        Op("c", "stablehlo.add", ("a", "b"), ("c",), rule=add),
    ]
    program = Program({"main": Function("main", ("a",), ops, ("c",))}, values)
    replicated = {"b": ((), ()), "c": ((), ())}
    rep = evaluate(program, {"a": P('<@mesh, [{"model"}, {}]>')}, mesh, topo, replicated)
    gathers = rep.rows[rep.rows["kind"] == "all-gather"]
    assert list(zip(gathers["op"], gathers["item"], strict=True)) == [
        ("b", "operand 0")
    ]  # add reuses it


def test_derived_assignment_keeps_the_result_sharding(mesh):
    s = [P('<@mesh, [{"data"}, {}]>'), P('<@mesh, [{"data"}, {}]>'), P('<@mesh, [{"data"}, {}]>')]
    types = [T((16, 32)), T((32, 64)), T((16, 64))]
    assert derive_factor_axes(DOT1, s, types, mesh) == ((AxisRef("data"),), (), ())
    assert derive_factor_axes(DOT1, s, types, mesh, first=1) == ((), (), (AxisRef("data"),))
    assert len(candidate_factor_axes(DOT1, s, types, mesh)) == 2


def test_price_op_picks_the_cheapest_candidate(mesh, topo):
    program = mlp()
    shardings = {"x": P('<@mesh, [{"data"}, {}]>'), "w1": P('<@mesh, [{"data"}, {}]>'),
                 "h": P('<@mesh, [{"data"}, {}]>')}  # fmt: skip
    pricing = price_op(program, program.main.ops[0], shardings, mesh, topo, policy="cheapest")
    # gathering w1 (8 KiB) is cheaper than moving x's batch axis and reducing h
    assert pricing.factor_axes == ((AxisRef("data"),), (), ())
    assert [c.kind for c in pricing.collectives] == ["all-gather"]


def test_evaluate_is_deterministic(mesh, topo):
    a = evaluate(mlp(), MEGATRON, mesh, topo)
    b = evaluate(mlp(), MEGATRON, mesh, topo)
    assert a.summary() == b.summary()


def test_tensor_parallelism_belongs_on_the_fast_axis():
    # h100x64: "model" is NVLink inside a node, "data" InfiniBand across nodes
    mesh = Mesh.of("mesh", data=8, model=8)
    topo = load_topology("h100x64", mesh)

    def swap(text: str) -> str:
        return (
            text.replace('"data"', '"tmp"').replace('"model"', '"data"').replace('"tmp"', '"model"')
        )

    on_nvlink = evaluate(mlp(), MEGATRON, mesh, topo)
    on_ib = evaluate(mlp(), {v: P(swap(str(s))) for v, s in MEGATRON.items()}, mesh, topo)
    assert on_nvlink.communication_bytes == on_ib.communication_bytes == 448
    # one all-reduce of y's 2x32 f32 local block (256 B) over 8 devices: 2·7 α dominates
    assert on_nvlink.communication_ns == round((14 * 1e-6 + 2 * 7 / 8 * 256 / 450e9) * 1e9)
    assert on_ib.communication_ns == round((14 * 5e-6 + 2 * 7 / 8 * 256 / 50e9) * 1e9)


# ------------------------------------------------------------------ the "xla" policy (default)

WGRAD = R("([k, i], [k, j])->([i, j]) {i=1024, j=1024, k=16} reduction={k}")


def weight_gradient() -> Program:
    """FSDP weight gradient g = aᵀ b, a f32[16,1024], b f32[16,1024] (k = the batch)."""
    values = {
        "a": Value("a", T((16, 1024))),
        "b": Value("b", T((16, 1024))),
        "g": Value("g", T((1024, 1024)), "wgrad", 0),
    }
    ops = [Op("wgrad", "stablehlo.dot_general", ("a", "b"), ("g",), rule=WGRAD)]
    return Program({"main": Function("main", ("a", "b"), ops, ("g",))}, values)


FSDP_GRAD = {
    "a": P('<@mesh, [{"model"}, {}]>'),
    "b": P('<@mesh, [{"model"}, {}]>'),
    "g": P('<@mesh, [{"model"}, {}]>'),
}


def test_xla_policy_reduces_a_gradient_whose_contracting_dim_both_operands_shard(mesh, topo):
    program, op = weight_gradient(), weight_gradient().main.ops[0]
    xla = price_op(program, op, FSDP_GRAD, mesh, topo)
    # both operands shard k on model: XLA keeps it, computes the 4 MiB partial gradient and
    # reduce-scatters it to g's rows: 3/4 of 4 MiB sent
    assert xla.factor_axes == ((), (), (AxisRef("model"),))  # factors i, j, k
    assert [(c.kind, c.bytes) for c in xla.collectives] == [("reduce-scatter", 3 * 4 * 2**20 // 4)]
    cheapest = price_op(program, op, FSDP_GRAD, mesh, topo, policy="cheapest")
    # moving the small operands instead: a all-to-all (16 KiB local, 3/4 sent), b all-gather
    assert cheapest.factor_axes == ((AxisRef("model"),), (), ())
    assert [(c.kind, c.bytes) for c in cheapest.collectives] == [
        ("all-to-all", 12288),
        ("all-gather", 49152),
    ]
    assert cheapest.communication_ns < xla.communication_ns


def test_explicit_assignment_is_priced_the_same_under_either_policy(mesh, topo):
    program = weight_gradient()
    given = {"wgrad": ((AxisRef("model"),), (), ())}
    a = evaluate(program, FSDP_GRAD, mesh, topo, given)
    b = evaluate(program, FSDP_GRAD, mesh, topo, given, policy="cheapest")
    assert a.summary() == b.summary()
    assert a.communication_bytes == 12288 + 49152


def test_unknown_policy_is_rejected(mesh, topo):
    program = weight_gradient()
    with pytest.raises(RuleError, match="policy 'fast'"):
        evaluate(program, FSDP_GRAD, mesh, topo, policy="fast")


KGRAD = R("([l, j, k, i], [l, j, k, m])->([n, o, i, m]) {i=4, j=8, k=8, l=4, m=4, n=1, o=1} reduction={j, k, l}")  # fmt: skip
KGRAD_DIMS = {
    "input_batch_dimension": 3, "input_feature_dimension": 0, "input_spatial_dimensions": [1, 2],
    "kernel_input_feature_dimension": 0, "kernel_output_feature_dimension": 3,
    "kernel_spatial_dimensions": [1, 2], "output_batch_dimension": 2,
    "output_feature_dimension": 3, "output_spatial_dimensions": [0, 1],
}  # fmt: skip


def kernel_gradient() -> Program:
    """dW f32[3,3,4,4] = conv(x f32[4,8,8,4], dy f32[4,8,8,4]) with padding 1 (the window is dy)."""
    values = {
        "x": Value("x", T((4, 8, 8, 4))),
        "dy": Value("dy", T((4, 8, 8, 4))),
        "dw": Value("dw", T((3, 3, 4, 4)), "kgrad", 0),
    }
    attrs = {"dimension_numbers": KGRAD_DIMS, "padding": [[1, 1], [1, 1]]}
    ops = [Op("kgrad", "stablehlo.convolution", ("x", "dy"), ("dw",), attrs, rule=KGRAD)]
    return Program({"main": Function("main", ("x", "dy"), ops, ("dw",))}, values)


def test_conv_kernel_gradient_reduces_each_sharded_window_dim_separately(mesh, topo):
    # batch (contracting) on data, image rows (the window) on model, as conv/spatial's backward
    spatial = P('<@mesh, [{"data"}, {"model"}, {}, {}]>')
    shardings = {"x": spatial, "dy": spatial}
    rep = evaluate(kernel_gradient(), shardings, mesh, topo)
    reduces = rep.rows[rep.rows["kind"] == "all-reduce"]
    # two all-reduces of the whole 576 B partial dW: over model (2·3/4·576), then data (2·1/2·576)
    assert list(zip(reduces["axes"], reduces["bytes"], strict=True)) == [
        ('"model"', 864),
        ('"data"', 576),
    ]
    # the same assignment given explicitly (a plan): XLA's handler is the same, so are the steps
    l_, j_ = (AxisRef("data"),), (AxisRef("model"),)
    given = {"kgrad": ((), j_, (), l_, (), (), ())}
    rep = evaluate(kernel_gradient(), shardings, mesh, topo, given)
    reduces = rep.rows[rep.rows["kind"] == "all-reduce"]
    assert list(zip(reduces["axes"], reduces["bytes"], strict=True)) == [
        ('"model"', 864),
        ('"data"', 576),
    ]


def test_a_factor_after_a_partly_sharded_one_is_not_kept(mesh):
    # [4, 3, 4] -> [4, 12]: the 12 dim is (3, 4); the 4 on model would make a strided shard
    rule = R("([i, j, k])->([i, jk]) {i=4, j=3, k=4}")
    s = [P('<@mesh, [{}, {}, {"model"}]>'), P("<@mesh, [{}, {}]>")]
    types = [T((4, 3, 4)), T((4, 12))]
    assert derive_factor_axes(rule, s, types, mesh, first=0) == ((), (), ())
    assert xla_factor_axes(rule, s, types, mesh) == ((), (), ())


def _broadcast_then_add(scalar_op: Op | None) -> Program:
    """z = broadcast(c) (c a constant when `scalar_op` makes it, else an argument); y = z + a."""
    t = T((16, 16))
    values = {
        "c": Value("c", T(()), "const" if scalar_op else None, 0),
        "z": Value("z", t, "zeros", 0),
        "a": Value("a", t),
        "y": Value("y", t, "add", 0),
    }
    ops = [
        Op("zeros", "stablehlo.broadcast_in_dim", ("c",), ("z",), rule=R("([])->([i, j]) {i=16, j=16}")),
        Op("add", "stablehlo.add", ("z", "a"), ("y",), rule=R("([i, j], [i, j])->([i, j]) {i=16, j=16}")),
    ]  # fmt: skip
    args = ("a",) if scalar_op else ("c", "a")
    return Program({"main": Function("main", args, [*([scalar_op] if scalar_op else []), *ops], ("y",))}, values)  # fmt: skip


def test_a_broadcast_constant_is_made_locally_not_moved(mesh, topo):
    """XLA makes a value computed from constants in any sharding (XLA inserts no collective)."""
    program = _broadcast_then_add(Op("const", "stablehlo.constant", (), ("c",)))
    shardings = {"z": P('<@mesh, [{"model"}, {}]>'), "a": P('<@mesh, [{}, {}]>'), "y": P('<@mesh, [{}, {}]>')}  # fmt: skip
    assert evaluate(program, shardings, mesh, topo).communication_bytes == 0
    # a planner's "cheapest" reading keeps the generic reshard: gather z (3/4 of 1 KiB)
    assert evaluate(program, shardings, mesh, topo, policy="cheapest").communication_bytes == 768


def test_a_broadcast_scalar_argument_is_moved(mesh, topo):
    """XLA all-gathers a broadcast of a scalar argument like any value (XLA: 768 bytes)."""
    program = _broadcast_then_add(None)
    shardings = {"z": P('<@mesh, [{"model"}, {}]>'), "a": P('<@mesh, [{}, {}]>'), "y": P('<@mesh, [{}, {}]>')}  # fmt: skip
    assert evaluate(program, shardings, mesh, topo).communication_bytes == 768


def barrier_program():
    """w (32x64, sharded on "model" by the caller) feeds a dot and an optimization_barrier
    whose result feeds a second dot: jax.checkpoint's recompute pattern."""
    from shardsat.ir.builder import ProgramBuilder

    b = ProgramBuilder(Mesh.of("mesh", data=2, model=4))
    x, w = b.arg((16, 32)), b.arg((32, 64))
    first = b.matmul(x, w)
    kept_x, kept_w = b.op("stablehlo.optimization_barrier", [x, w], [(16, 32), (32, 64)])
    b.ret(first, b.matmul(kept_x, kept_w))
    return b.build(), w, kept_w


def test_a_barrier_reshards_its_operand_to_its_result_and_shares_it_with_no_one(mesh, topo):
    """XLA all-gathers a sharded operand into a replicated barrier result, and does it again
    even when a dot already gathered the same value to the same sharding (measured on
    jax.checkpoint blocks: tests/test_auto_shard.py)."""
    program, w, kept_w = barrier_program()
    sharded = {w: P('<@mesh, [{"model"}, {}]>')}
    assignment = {op.id: tuple(() for _ in range(3)) for op in program.main.ops if "dot" in op.id}
    rep = evaluate(program, sharded, mesh, topo, assignment)
    gathers = rep.collectives()
    # w is 32x64 f32 = 8 KiB from quarters: each all-gather sends 3/4 of it
    assert list(zip(gathers["op_name"], gathers["bytes"], strict=True)) == [
        ("stablehlo.dot_general", 6144),
        ("stablehlo.optimization_barrier", 6144),
    ]
    # the barrier result keeps the operand's sharding: no reshard into it
    kept = evaluate(program, {**sharded, kept_w: sharded[w]}, mesh, topo, assignment)
    assert kept.communication_bytes == 2 * 6144  # both dots gather their own copy of w


ARGMAX = """
sdy.mesh @mesh = <["data"=2, "model"=4]>
func.func @main(%x: tensor<128x96xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {"model"}]>}) -> (tensor<128xf32>, tensor<128xi32>) {
  %i = stablehlo.iota dim = 1 : tensor<128x96xi32>
  %lo = stablehlo.constant dense<0xFF800000> : tensor<f32>
  %zero = stablehlo.constant dense<0> : tensor<i32>
  %r:2 = stablehlo.reduce(%x init: %lo), (%i init: %zero) across dimensions = [1] : (tensor<128x96xf32>, tensor<128x96xi32>, tensor<f32>, tensor<i32>) -> (tensor<128xf32>, tensor<128xi32>)
   reducer(%a: tensor<f32>, %b: tensor<f32>) (%c: tensor<i32>, %d: tensor<i32>)  {
    %gt = stablehlo.compare GT, %a, %b, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %v = stablehlo.select %gt, %a, %b : tensor<i1>, tensor<f32>
    %w = stablehlo.select %gt, %c, %d : tensor<i1>, tensor<i32>
    stablehlo.return %v, %w : tensor<f32>, tensor<i32>
  }
  return %r#0, %r#1 : tensor<128xf32>, tensor<128xi32>
}
"""


def test_a_variadic_reduce_all_gathers_its_partials(mesh):
    """argmax over the model-sharded dim: XLA all-gathers each [64] partial over "model"
    (3 x 256 bytes each in XLA), it does not all-reduce them."""
    from shardsat.ir.mlir_import import import_mlir

    program = import_mlir(ARGMAX)
    reduce = next(op for op in program.main.ops if op.name == "stablehlo.reduce")
    rows_sharding = P('<@mesh, [{"data"}]>')
    shardings = {
        program.main.args[0]: P('<@mesh, [{"data"}, {"model"}]>'),
        reduce.operands[1]: P('<@mesh, [{"data"}, {"model"}]>'),
        **{r: rows_sharding for r in reduce.results},
    }
    report = evaluate(program, shardings, mesh, load_topology("cpu", mesh))
    moved = report.rows[report.rows.bytes > 0]
    assert list(zip(moved["kind"], moved["axes"], moved["bytes"], strict=True)) == [
        ("all-gather", '"model"', 768),
        ("all-gather", '"model"', 768),
    ]


def test_rematerialized_values_are_found_on_long_chains():
    """3,000 elementwise ops from an argument are not constant, and asking costs no recursion
    (a recursive walk back to the argument exceeded Python's limit); a chain from a constant is."""
    from shardsat.cost.evaluate import is_rematerialized
    from shardsat.ir.builder import ProgramBuilder

    b = ProgramBuilder(Mesh.of("mesh", x=2))
    x = b.arg((8, 8))
    c = b.op("stablehlo.constant", [], (8, 8), value="dense<1.0>")
    for _ in range(3000):
        x = b.op("stablehlo.tanh", [x], (8, 8))
        c = b.op("stablehlo.tanh", [c], (8, 8))
    program = b.build()
    assert not is_rematerialized(program, x)
    assert is_rematerialized(program, c)


def test_an_op_nothing_reads_costs_nothing(mesh, topo):
    """XLA deletes dead code before partitioning: a second Megatron dot whose result is never
    returned adds neither its all-reduce nor its FLOPs (dead_ops)."""
    base = mlp()
    values = {**base.values, "z": Value("z", T((16, 32)), "dead_dot", 0)}
    ops = [*base.main.ops, Op("dead_dot", "stablehlo.dot_general", ("r", "w2"), ("z",), rule=DOT2)]
    dead = Program({"main": Function("main", ("x", "w1", "w2"), ops, ("y",))}, values)
    shardings = {**MEGATRON, "z": P('<@mesh, [{"data"}, {}]>')}
    live, with_dead = evaluate(base, MEGATRON, mesh, topo), evaluate(dead, shardings, mesh, topo)
    assert (with_dead.communication_bytes, with_dead.total_ns) == (1536, 22527)
    assert (live.communication_bytes, live.total_ns) == (1536, 22527)
    assert "dead_dot" not in set(with_dead.rows["op"])
