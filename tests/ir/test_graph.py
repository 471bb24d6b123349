"""Data-flow graph, constant splitting, data-flow edges, call inlining, op priorities."""

from pathlib import Path

import networkx as nx
from shardsat.ir.builder import ProgramBuilder
from shardsat.ir.dataflow import inline_calls, program_data_flow_edges
from shardsat.ir.graph import dataflow_graph, split_constants, topological_ops
from shardsat.ir.mlir_import import import_mlir
from shardsat.ir.traits import ELEMENTWISE, declare_traits, has_trait, op_priority
from shardsat.model.mesh import Mesh

CORPUS = Path(__file__).parents[1] / "corpus"
MESH = Mesh.of("mesh", x=2, y=4)


def shared_constant_program():
    b = ProgramBuilder(MESH)
    x, y = b.arg((8, 16)), b.arg((8, 16))
    c = b.constant((), 2.0)
    cb = b.broadcast_in_dim(c, (8, 16), [])
    s = b.op("stablehlo.add", [x, cb])
    d = b.op("stablehlo.divide", [y, cb])
    n = b.op("stablehlo.negate", [cb])
    b.ret(s, d, n)
    return b.build()


def test_split_constants_copies_whole_constant_subcomputation_per_use():
    split = split_constants(shared_constant_program())
    ops = [(op.id, op.operands) for op in split.main.ops]
    assert ops == [
        ("main/constant.0", ()),
        ("main/broadcast_in_dim.1", ("main/%0",)),
        ("main/add.2", ("main/arg0", "main/%1")),
        ("main/constant.0~1", ()),
        ("main/broadcast_in_dim.1~1", ("main/%0~1",)),
        ("main/divide.3", ("main/arg1", "main/%1~1")),
        ("main/constant.0~2", ()),
        ("main/broadcast_in_dim.1~2", ("main/%0~2",)),
        ("main/negate.4", ("main/%1~2",)),
    ]
    assert split.value("main/%1~2").producer == "main/broadcast_in_dim.1~2"
    # negate of a constant is itself constant, so the returned value was split too
    assert split.main.returns == ("main/%2", "main/%3", "main/%4")


def test_scalar_broadcast_of_argument_is_split_but_not_its_operand():
    b = ProgramBuilder(MESH)
    s = b.arg(())
    x = b.arg((4, 4))
    bs = b.broadcast_in_dim(s, (4, 4), [])
    b.ret(b.op("stablehlo.add", [x, bs]), b.op("stablehlo.multiply", [x, bs]))
    split = split_constants(b.build())
    names = [(op.id, op.operands) for op in split.main.ops]
    assert names == [
        ("main/broadcast_in_dim.0", ("main/arg0",)),
        ("main/add.1", ("main/arg1", "main/%0")),
        ("main/broadcast_in_dim.0~1", ("main/arg0",)),
        ("main/multiply.2", ("main/arg1", "main/%0~1")),
    ]


def test_graph_nodes_edges_and_attributes():
    g = dataflow_graph(shared_constant_program(), split_constants=False)
    assert g.nodes["main/arg0"]["kind"] == "arg"
    assert g.nodes["main/add.2"]["name"] == "stablehlo.add"
    edges = sorted(
        (u, v, d["value"], d["operand_index"])
        for u, v, d in g.edges(data=True)
        if v == "main/divide.3"
    )
    assert edges == [
        ("main/arg1", "main/divide.3", "main/arg1", 0),
        ("main/broadcast_in_dim.1", "main/divide.3", "main/%1", 1),
    ]
    assert g.out_degree("main/broadcast_in_dim.1") == 3
    g_split = dataflow_graph(shared_constant_program())
    assert g_split.out_degree("main/broadcast_in_dim.1") == 1
    assert g_split.number_of_nodes() == g.number_of_nodes() + 4
    assert nx.is_directed_acyclic_graph(g_split)


def test_while_loop_graph_and_data_flow_edges():
    program = import_mlir((CORPUS / "while_loop.mlir").read_text())
    g = dataflow_graph(program)
    assert nx.is_directed_acyclic_graph(g)
    order = [op.name for op in topological_ops(g)]
    assert order.index("stablehlo.while") > order.index("stablehlo.constant")
    whiles = [e for e in program_data_flow_edges(program) if e.op_id.endswith("while.2")]
    assert len(whiles) == 4
    edge = whiles[3]
    assert edge.owner == "main/%2#3"
    assert edge.sources[0] == "main/arg0"
    assert len(edge.targets) == 3  # result, cond arg, body arg


def test_inline_calls_removes_calls_and_keeps_types():
    program = import_mlir((CORPUS / "mlp.mlir").read_text())
    flat = inline_calls(program)
    names = [op.name for op in flat.walk_ops()]
    assert "func.call" not in names
    assert names.count("stablehlo.maximum") == 1
    assert list(flat.functions) == ["main"]
    last = flat.main.ops[-1]
    assert last.name == "stablehlo.dot_general"
    assert last.operands[0] == "main/call.4/relu/%2"
    assert flat.value(last.operands[0]).type.shape == (8, 32)


def test_traits_and_priorities():
    assert has_trait("stablehlo.add", ELEMENTWISE)
    declare_traits("mydialect.relu", ELEMENTWISE)
    assert has_trait("mydialect.relu", ELEMENTWISE)
    assert op_priority("stablehlo.add") == 0
    assert op_priority("stablehlo.dot_general") == 3
    assert op_priority("stablehlo.gather") == 4
    assert op_priority("stablehlo.dot_general", [{"stablehlo.dot_general"}, "*"]) == 0
    assert op_priority("stablehlo.add", [{"stablehlo.dot_general"}, "*"]) == 1


def test_constant_used_inside_a_loop_body_gets_its_copy_there():
    b = ProgramBuilder(MESH)
    x = b.arg((4, 8))
    one = b.constant((4, 8), 1.0)
    with b.region((4, 8)) as cond:
        cond.ret(b.op("stablehlo.compare", [cond.args[0], one], (), comparison_direction="LT"))
    with b.region((4, 8)) as body:
        body.ret(b.op("stablehlo.add", [body.args[0], one]))
    loop = b.op("stablehlo.while", [x], regions=[cond.region, body.region])
    b.ret(b.op("stablehlo.multiply", [loop, one]))
    split = split_constants(b.build())
    top = [op.id for op in split.main.ops]
    assert top == ["main/while.5", "main/constant.0~2", "main/multiply.6"]
    loop_op = split.main.ops[0]
    assert [op.id for op in loop_op.regions[0].ops] == ["main/constant.0", "main/compare.2"]
    assert [op.id for op in loop_op.regions[1].ops] == ["main/constant.0~1", "main/add.4"]
    g = dataflow_graph(split, split_constants=False)
    yields = [
        (u, d["yield_index"], d["region"])
        for u, v, d in g.in_edges("main/while.5", data=True)
        if d.get("yield_index") is not None
    ]
    assert sorted(yields) == [("main/add.4", 0, 1), ("main/compare.2", 0, 0)]
    assert nx.is_directed_acyclic_graph(g)


def test_dead_ops_are_those_whose_results_reach_no_return_or_effect():
    from shardsat.ir.graph import dead_ops

    program = import_mlir("""
    func.func @main(%a: tensor<4xf32>) -> tensor<4xf32> {
      %0 = stablehlo.custom_call @log(%a) {has_side_effect = true} : (tensor<4xf32>) -> tensor<4xf32>
      %1 = stablehlo.add %a, %a : tensor<4xf32>
      %2 = stablehlo.negate %1 : tensor<4xf32>
      %3 = stablehlo.multiply %a, %a : tensor<4xf32>
      %4 = stablehlo.custom_call @opaque(%a) : (tensor<4xf32>) -> tensor<4xf32>
      return %3 : tensor<4xf32>
    }""")
    assert sorted(dead_ops(program)) == ["main/add.1", "main/custom_call.4", "main/negate.2"]
