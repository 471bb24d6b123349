"""Whole-program evaluation on hand-built programs (rules given on the ops)."""

from shardsat.cost.evaluate import (
    candidate_factor_axes,
    derive_factor_axes,
    evaluate,
    price_op,
)
from shardsat.cost.topology import load_topology
from shardsat.ir.program import Function, Op, Program, TensorType, Value
from shardsat.model.axis import AxisRef
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
    pricing = price_op(program, program.main.ops[0], shardings, mesh, topo)
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
