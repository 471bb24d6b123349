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
