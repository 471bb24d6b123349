"""Import and export steps of Shardy's pipeline that only show on Shardy's own lit modules:
unreduced axes across calls, lifted inline meshes, region ops without data-flow edges in a single
pass, and functions deduplicated across call sites."""

from shardsat.ir.mlir_import import import_mlir
from shardsat.solver.propagation.driver import propagate

UNREDUCED_CALLS = """sdy.mesh @mesh = <["x"=8]>
func.func private @foo(%arg0: tensor<256x128xf32>)
    -> (tensor<256x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}) {
  %0 = sdy.sharding_constraint %arg0 <@mesh, [{}, {}], unreduced={"x"}> : tensor<256x128xf32>
  return %0 : tensor<256x128xf32>
}
func.func @main(%arg0: tensor<256x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}], unreduced={"x"}>})
    -> tensor<256x128xf32> {
  %0 = func.call @foo(%arg0) : (tensor<256x128xf32>) -> tensor<256x128xf32>
  %1 = func.call @foo(%0) : (tensor<256x128xf32>) -> tensor<256x128xf32>
  return %1 : tensor<256x128xf32>
}"""


def test_unreduced_constraint_on_a_callee_argument_reaches_the_argument_and_call_results():
    program = import_mlir(UNREDUCED_CALLS)
    solution = propagate(program)
    calls = [op for op in program.main.ops if op.name == "func.call"]
    for call in calls:
        args, results = solution.stats["call_shardings"][call.id]
        assert str(args[0]) == '<@mesh, [{}, {}], unreduced={"x"}>'
        assert str(results[0]) == '<@mesh, [{}, {}], unreduced={"x"}>'
        assert str(solution.shardings[call.results[0]]) == '<@mesh, [{}, {}], unreduced={"x"}>'


MANUAL_NO_EDGES = """sdy.mesh @mesh = <["a"=2, "b"=2]>
func.func @main(%arg0: tensor<8x8xf32>) -> tensor<8x8xf32> {
  %0 = sdy.manual_computation(%arg0) in_shardings=[<@mesh, [{"a"}, {}]>]
      out_shardings=[<@mesh, [{"a"}, {}]>] manual_axes={} (%arg1: tensor<8x8xf32>) {
    %1 = stablehlo.abs %arg1 : tensor<8x8xf32>
    sdy.return %1 : tensor<8x8xf32>
  } : (tensor<8x8xf32>) -> tensor<8x8xf32>
  return %0 : tensor<8x8xf32>
}"""


def test_single_pass_without_data_flow_edges_keeps_region_boundaries_opaque():
    program = import_mlir(MANUAL_NO_EDGES)
    single = propagate(program, strategy="basic", op_priority=False, user_priority=False,
                       close=False, flatten_calls=False, data_flow_edges=False)  # fmt: skip
    inner = program.main.ops[0].regions[0].ops[0].results[0]
    assert program.main.args[0] in single.stats["unsharded"]
    assert str(single.shardings[inner]) == '<@mesh, [{"a", ?}, {?}]>'
    pipeline = propagate(program, close=False)
    assert str(pipeline.shardings[program.main.args[0]]) == '<@mesh, [{"a", ?}, {?}]>'


LIFTED = """sdy.mesh @mesh = <["x"=2]>
sdy.mesh @other = <["a"=2, "b"=2]>
sdy.mesh @dup = <["x"=2]>
func.func @main(
    %arg0: tensor<8x8xf32> {sdy.sharding = #sdy.sharding<mesh<["a"=2, "b"=2]>, [{"a"}, {}]>},
    %arg1: tensor<8x8xf32> {sdy.sharding = #sdy.sharding<mesh<["c"=4]>, [{"c"}, {}]>},
    %arg2: tensor<8x8xf32> {sdy.sharding = #sdy.sharding<mesh<["d"=4]>, [{"d"}, {}]>},
    %arg3: tensor<8x8xf32> {sdy.sharding = #sdy.sharding<@dup, [{"x"}, {}]>})
    -> tensor<8x8xf32> {
  %0 = stablehlo.abs %arg1 : tensor<8x8xf32>
  return %arg0 : tensor<8x8xf32>
}"""


def test_inline_meshes_are_lifted_to_symbols_and_duplicate_symbols_merged():
    # jaxlib's sdy-lift-inlined-meshes on this module: @other, @mesh_0, @mesh_1, @mesh
    program = import_mlir(LIFTED)
    solution = propagate(program, lift_inlined_meshes=True)
    args = [str(solution.shardings[a]) for a in program.main.args]
    assert args == [
        '<@other, [{"a"}, {}]>',
        '<@mesh_0, [{"c"}, {}]>',
        '<@mesh_1, [{"d"}, {}]>',
        '<@mesh, [{"x"}, {}]>',
    ]
    assert str(solution.shardings[program.main.ops[0].results[0]]) == '<@mesh_0, [{"c"}, {}]>'
    assert {n: str(m) for n, m in solution.stats["meshes"].items()} == {
        "mesh_0": '<["c"=4]>',
        "mesh_1": '<["d"=4]>',
    }
    assert set(program.meshes) == {"mesh", "other", "dup"}  # the program is not changed


def test_inline_meshes_stay_inline_by_default():
    program = import_mlir(LIFTED)
    solution = propagate(program)
    assert str(solution.shardings[program.main.args[1]]) == '<mesh<["c"=4]>, [{"c"}, {}]>'
    assert set(program.meshes) == {"mesh", "other", "dup"}


DEDUP = """sdy.mesh @mesh = <["a"=2, "b"=2]>
func.func @main(%arg0: tensor<8x2xi32>) -> tensor<8x2xi32> {
  %0 = stablehlo.add %arg0, %arg0 : tensor<8x2xi32>
  %1 = call @foo(%0) : (tensor<8x2xi32>) -> tensor<8x2xi32>
  %2 = call @bar(%0) : (tensor<8x2xi32>) -> tensor<8x2xi32>
  return %2 : tensor<8x2xi32>
}
func.func private @foo(%arg0: tensor<8x2xi32>) -> tensor<8x2xi32> {
  %0 = stablehlo.abs %arg0 : tensor<8x2xi32>
  %1 = sdy.sharding_constraint %0 <@mesh, [{"a"}, {}]> : tensor<8x2xi32>
  %2 = sdy.sharding_constraint %0 <@mesh, [{"b"}, {}]> : tensor<8x2xi32>
  %3 = stablehlo.abs %2 : tensor<8x2xi32>
  %4 = call @bar(%3) : (tensor<8x2xi32>) -> tensor<8x2xi32>
  return %4 : tensor<8x2xi32>
}
func.func private @bar(%arg0: tensor<8x2xi32>) -> tensor<8x2xi32> {
  return %arg0 : tensor<8x2xi32>
}"""


def test_dedup_functions_shares_one_callee_copy_across_call_sites():
    # Shardy's dedup-functions-fully lit test: @bar's two call sites share one argument edge,
    # so foo's "b" constraint reaches main through @bar; per-site inlining lets "a" win.
    program = import_mlir(DEDUP)
    shared = propagate(program, dedup_functions=True)
    assert str(shared.shardings[program.main.args[0]]) == '<@mesh, [{"b"}, {}]>'
    calls = [op for op in program.main.ops if op.name == "func.call"]
    for call in calls:
        args, results = shared.stats["call_shardings"][call.id]
        assert [str(args[0]), str(results[0])] == ['<@mesh, [{"b"}, {}]>'] * 2
    inlined = propagate(program)
    assert str(inlined.shardings[program.main.args[0]]) == '<@mesh, [{"a"}, {}]>'


def test_callee_order_is_reverse_post_order_of_the_call_graph():
    # jaxlib's sdy-pre-order-funcs on this call graph: main, baz, foo, qux, bar
    from shardsat.solver.propagation.graph import callee_order

    def fn(name, *callees):
        calls = "\n".join(
            f"  %{i} = call @{c}(%arg0) : (tensor<8xf32>) -> tensor<8xf32>"
            for i, c in enumerate(callees)
        )
        private = "" if name == "main" else "private "
        return (f"func.func {private}@{name}(%arg0: tensor<8xf32>) -> tensor<8xf32> {{\n"
                f"{calls}\n  return %arg0 : tensor<8xf32>\n}}")  # fmt: skip

    text = "\n".join([fn("main", "bar", "baz", "foo"), fn("foo", "qux"), fn("qux"),
                      fn("baz", "bar", "foo"), fn("bar")])  # fmt: skip
    assert callee_order(import_mlir(text), "main") == ["baz", "foo", "qux", "bar"]


GROUP_ACROSS_FUNCTIONS = """sdy.mesh @mesh = <["a"=2, "b"=2]>
func.func @main(%arg0: tensor<8x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"b", ?}, {?}]>})
    -> tensor<8x8xf32> {
  %0 = stablehlo.tanh %arg0 : tensor<8x8xf32>
  sdy.sharding_group %0 group_id = 0 : tensor<8x8xf32>
  return %0 : tensor<8x8xf32>
}
func.func private @other(%arg0: tensor<8x8xf32>) -> tensor<8x8xf32> {
  %1 = stablehlo.add %arg0, %arg0 : tensor<8x8xf32>
  sdy.sharding_group %1 group_id = 0 : tensor<8x8xf32>
  return %1 : tensor<8x8xf32>
}"""


def test_all_functions_propagates_a_sharding_group_across_functions():
    # Shardy's sharding_group_propagation lit test: one pass over the module ties both members
    program = import_mlir(GROUP_ACROSS_FUNCTIONS)
    other = program.functions["other"]
    alone = propagate(program, strategy="basic", close=False, flatten_calls=False)
    assert other.args[0] in alone.stats["unsharded"]
    together = propagate(program, strategy="basic", close=False, flatten_calls=False,
                         all_functions=True)  # fmt: skip
    assert str(together.shardings[other.ops[0].results[0]]) == '<@mesh, [{"b", ?}, {?}]>'
    assert str(together.shardings[other.args[0]]) == '<@mesh, [{"b", ?}, {?}]>'
    assert set(together.stats["function_result_shardings"]) == {"other"}
