"""Small MLIR programs, one per propagation mechanism (written for shardsat, in Shardy's test style).

Each case is (name, module text). `test_greedy_mechanisms.py` checks our exact shardings on them;
`test_greedy_differential.py` checks they equal what Shardy's own pipeline (jaxlib) produces.
"""

M2 = 'sdy.mesh @mesh = <["a"=2, "b"=2]>\n'
M3 = 'sdy.mesh @mesh = <["a"=2, "b"=2, "c"=2]>\n'
M4 = 'sdy.mesh @mesh = <["a"=4, "b"=2]>\n'


def _s(text: str) -> str:
    return f"{{sdy.sharding = #sdy.sharding<@mesh, {text}>}}"


CASES: dict[str, str] = {
    "closed_dim_not_extended": M2
    + f"""
func.func @main(%arg0: tensor<8x8xf32> {_s('[{"a"}, {"b"}]')}, %arg1: tensor<8x8xf32> {_s("[{}, {?}]")}) -> tensor<8x8xf32> {{
  %0 = stablehlo.add %arg0, %arg1 : tensor<8x8xf32>
  return %0 : tensor<8x8xf32>
}}""",
    "explicit_replicated_blocks_one_tensor": M2
    + f"""
func.func @main(%arg0: tensor<8x8xf32> {_s('[{"a"}, {?}]')}, %arg1: tensor<8x8xf32> {_s('[{?}, {?}], replicated={"a"}')}) -> (tensor<8x8xf32>, tensor<8x8xf32>) {{
  %0 = stablehlo.negate %arg0 : tensor<8x8xf32>
  %1 = stablehlo.add %0, %arg1 : tensor<8x8xf32>
  return %0, %1 : tensor<8x8xf32>, tensor<8x8xf32>
}}""",
    "sharding_constraint_closed_applies_to_input": M2
    + """
func.func @main(%arg0: tensor<8x8xf32>) -> tensor<8x8xf32> {
  %0 = stablehlo.negate %arg0 : tensor<8x8xf32>
  %1 = sdy.sharding_constraint %0 <@mesh, [{"a"}, {}]> : tensor<8x8xf32>
  %2 = stablehlo.exponential %1 : tensor<8x8xf32>
  return %2 : tensor<8x8xf32>
}""",
    "sharding_constraint_open_not_applied": M2
    + """
func.func @main(%arg0: tensor<8x8xf32>) -> tensor<8x8xf32> {
  %0 = stablehlo.negate %arg0 : tensor<8x8xf32>
  %1 = sdy.sharding_constraint %0 <@mesh, [{"a", ?}, {?}]> : tensor<8x8xf32>
  %2 = stablehlo.exponential %1 : tensor<8x8xf32>
  return %2 : tensor<8x8xf32>
}""",
    "propagation_barrier_forward": M2
    + f"""
func.func @main(%arg0: tensor<8x8xf32> {_s('[{"a"}, {?}]')}, %arg1: tensor<8x8xf32>) -> (tensor<8x8xf32>, tensor<8x8xf32>) {{
  %0 = sdy.propagation_barrier %arg0 allowed_direction=FORWARD : tensor<8x8xf32>
  %1 = stablehlo.negate %0 : tensor<8x8xf32>
  %2 = sdy.propagation_barrier %arg1 allowed_direction=FORWARD : tensor<8x8xf32>
  %3 = stablehlo.add %2, %1 : tensor<8x8xf32>
  return %1, %3 : tensor<8x8xf32>, tensor<8x8xf32>
}}""",
    "propagation_barrier_none": M2
    + f"""
func.func @main(%arg0: tensor<8x8xf32> {_s('[{"a"}, {?}]')}) -> tensor<8x8xf32> {{
  %0 = sdy.propagation_barrier %arg0 allowed_direction=NONE : tensor<8x8xf32>
  %1 = stablehlo.negate %0 : tensor<8x8xf32>
  return %1 : tensor<8x8xf32>
}}""",
    "while_loop_edges": M2
    + f"""
func.func @main(%arg0: tensor<8x8xf32> {_s('[{"a"}, {?}]')}, %arg1: tensor<8x8xf32>) -> tensor<8x8xf32> {{
  %c = stablehlo.constant dense<0> : tensor<i32>
  %c1 = stablehlo.constant dense<1> : tensor<i32>
  %c3 = stablehlo.constant dense<3> : tensor<i32>
  %0:2 = stablehlo.while(%iterArg = %arg0, %iterArg_0 = %c) : tensor<8x8xf32>, tensor<i32>
    cond {{
    %2 = stablehlo.compare  LT, %iterArg_0, %c3 : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %2 : tensor<i1>
  }} do {{
    %2 = stablehlo.add %iterArg, %arg1 : tensor<8x8xf32>
    %3 = stablehlo.add %iterArg_0, %c1 : tensor<i32>
    stablehlo.return %2, %3 : tensor<8x8xf32>, tensor<i32>
  }}
  %1 = stablehlo.negate %0#0 : tensor<8x8xf32>
  return %1 : tensor<8x8xf32>
}}""",
    "case_edges": M2
    + f"""
func.func @main(%arg0: tensor<i32>, %arg1: tensor<8x8xf32> {_s('[{"a"}, {?}]')}, %arg2: tensor<8x8xf32> {_s('[{?}, {"b"}]')}) -> tensor<8x8xf32> {{
  %0 = "stablehlo.case"(%arg0) ({{
    stablehlo.return %arg1 : tensor<8x8xf32>
  }}, {{
    stablehlo.return %arg2 : tensor<8x8xf32>
  }}) : (tensor<i32>) -> tensor<8x8xf32>
  %1 = stablehlo.negate %0 : tensor<8x8xf32>
  return %1 : tensor<8x8xf32>
}}""",
    "optimization_barrier_edges": M2
    + f"""
func.func @main(%arg0: tensor<8x8xf32> {_s('[{"a"}, {?}]')}, %arg1: tensor<8x8xf32>) -> (tensor<8x8xf32>, tensor<8x8xf32>) {{
  %0:2 = stablehlo.optimization_barrier %arg0, %arg1 : tensor<8x8xf32>, tensor<8x8xf32>
  %1 = stablehlo.add %0#0, %0#1 : tensor<8x8xf32>
  return %1, %0#1 : tensor<8x8xf32>, tensor<8x8xf32>
}}""",
    "call_inlined": M2
    + f"""
func.func @main(%arg0: tensor<8x8xf32> {_s('[{"a"}, {"b"}]')}) -> tensor<8x8xf32> {{
  %0 = call @f(%arg0) : (tensor<8x8xf32>) -> tensor<8x8xf32>
  %1 = stablehlo.negate %0 : tensor<8x8xf32>
  return %1 : tensor<8x8xf32>
}}
func.func private @f(%arg0: tensor<8x8xf32>) -> tensor<8x8xf32> {{
  %0 = stablehlo.exponential %arg0 : tensor<8x8xf32>
  return %0 : tensor<8x8xf32>
}}""",
    "constant_split_per_use": M2
    + f"""
func.func @main(%arg0: tensor<8x8xf32> {_s('[{"a"}, {}]')}, %arg1: tensor<8x8xf32> {_s('[{}, {"b"}]')}) -> (tensor<8x8xf32>, tensor<8x8xf32>) {{
  %c = stablehlo.constant dense<1.0> : tensor<8x8xf32>
  %0 = stablehlo.add %arg0, %c : tensor<8x8xf32>
  %1 = stablehlo.multiply %arg1, %c : tensor<8x8xf32>
  return %0, %1 : tensor<8x8xf32>, tensor<8x8xf32>
}}""",
    "different_meshes_do_not_propagate": """sdy.mesh @m1 = <["a"=2, "b"=2]>
sdy.mesh @m2 = <["b"=2, "a"=2]>
func.func @main(%arg0: tensor<8x8xf32> {sdy.sharding = #sdy.sharding<@m1, [{"a"}, {}]>}, %arg1: tensor<8x8xf32> {sdy.sharding = #sdy.sharding<@m2, [{?}, {"b"}]>}) -> tensor<8x8xf32> {
  %0 = stablehlo.add %arg0, %arg1 : tensor<8x8xf32>
  return %0 : tensor<8x8xf32>
}""",
    "empty_mesh_replaced": """sdy.mesh @empty = <[]>
sdy.mesh @mesh = <["a"=2, "b"=2]>
func.func @main(%arg0: tensor<8x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"a"}, {"b"}]>}, %arg1: tensor<8x8xf32> {sdy.sharding = #sdy.sharding<@empty, [{?}, {}]>}) -> tensor<8x8xf32> {
  %0 = stablehlo.add %arg0, %arg1 : tensor<8x8xf32>
  return %0 : tensor<8x8xf32>
}""",
    "dynamic_slice_blocked_factor": M2
    + f"""
func.func @main(%arg0: tensor<8x8xf32> {_s('[{"a"}, {"b"}]')}, %i: tensor<i32>) -> tensor<8x2xf32> {{
  %0 = stablehlo.dynamic_slice %arg0, %i, %i, sizes = [8, 2] : (tensor<8x8xf32>, tensor<i32>, tensor<i32>) -> tensor<8x2xf32>
  return %0 : tensor<8x2xf32>
}}""",
    "op_priority_elementwise_first": M3
    + f"""
func.func @main(%arg0: tensor<8x16xf32> {_s('[{"a"}, {?}]')}, %arg1: tensor<16x16xf32> {_s('[{?}, {"a"}]')}) -> (tensor<8x16xf32>) {{
  %0 = stablehlo.dot_general %arg0, %arg1, contracting_dims = [1] x [0] : (tensor<8x16xf32>, tensor<16x16xf32>) -> tensor<8x16xf32>
  %1 = stablehlo.negate %arg0 : tensor<8x16xf32>
  %2 = stablehlo.add %0, %1 : tensor<8x16xf32>
  return %2 : tensor<8x16xf32>
}}""",
    "op_priority_multi_use_deferred": M2
    + f"""
func.func @main(%arg0: tensor<8x8xf32>, %arg1: tensor<8x8xf32> {_s('[{"a"}, {?}]')}, %arg2: tensor<8x8xf32> {_s('[{?}, {"a"}]')}) -> (tensor<8x8xf32>, tensor<8x8xf32>) {{
  %0 = stablehlo.add %arg0, %arg1 : tensor<8x8xf32>
  %1 = stablehlo.multiply %arg0, %arg2 : tensor<8x8xf32>
  return %0, %1 : tensor<8x8xf32>, tensor<8x8xf32>
}}""",
    "broadcast_backward_only": M2
    + f"""
func.func @main(%arg0: tensor<8xf32>, %arg1: tensor<8x8xf32> {_s('[{"a"}, {"b"}]')}) -> tensor<8x8xf32> {{
  %0 = stablehlo.broadcast_in_dim %arg0, dims = [1] : (tensor<8xf32>) -> tensor<8x8xf32>
  %1 = stablehlo.add %0, %arg1 : tensor<8x8xf32>
  return %1 : tensor<8x8xf32>
}}""",
    "user_priority_p0_before_p1": M3
    + f"""
func.func @main(%arg0: tensor<8x8xf32> {_s('[{"a", ?}p1, {?}]')}, %arg1: tensor<8x8xf32> {_s('[{"b", ?}p0, {?}]')}) -> tensor<8x8xf32> {{
  %0 = stablehlo.add %arg0, %arg1 : tensor<8x8xf32>
  return %0 : tensor<8x8xf32>
}}""",
    "dot_contracting_factor": M2
    + f"""
func.func @main(%arg0: tensor<8x16xf32> {_s('[{"a"}, {"b"}]')}, %arg1: tensor<16x8xf32>) -> tensor<8x8xf32> {{
  %0 = stablehlo.dot_general %arg0, %arg1, contracting_dims = [1] x [0] : (tensor<8x16xf32>, tensor<16x8xf32>) -> tensor<8x8xf32>
  return %0 : tensor<8x8xf32>
}}""",
    "reduce_drops_reduced_dim": M2
    + f"""
func.func @main(%arg0: tensor<8x16xf32> {_s('[{"a"}, {"b"}]')}) -> tensor<8xf32> {{
  %cst = stablehlo.constant dense<0.0> : tensor<f32>
  %0 = stablehlo.reduce(%arg0 init: %cst) applies stablehlo.add across dimensions = [1] : (tensor<8x16xf32>, tensor<f32>) -> tensor<8xf32>
  return %0 : tensor<8xf32>
}}""",
    "transpose_permutes_dims": M2
    + f"""
func.func @main(%arg0: tensor<8x16xf32> {_s('[{"a"}, {"b"}]')}) -> tensor<16x8xf32> {{
  %0 = stablehlo.transpose %arg0, dims = [1, 0] : (tensor<8x16xf32>) -> tensor<16x8xf32>
  return %0 : tensor<16x8xf32>
}}""",
    "reshape_split_sub_axes": M4
    + f"""
func.func @main(%arg0: tensor<8xf32> {_s('[{"a"}]')}) -> tensor<2x4xf32> {{
  %0 = stablehlo.reshape %arg0 : (tensor<8xf32>) -> tensor<2x4xf32>
  return %0 : tensor<2x4xf32>
}}""",
    "reshape_merge": M2
    + f"""
func.func @main(%arg0: tensor<2x4xf32> {_s('[{"a"}, {"b"}]')}) -> tensor<8xf32> {{
  %0 = stablehlo.reshape %arg0 : (tensor<2x4xf32>) -> tensor<8xf32>
  %1 = stablehlo.negate %0 : tensor<8xf32>
  return %1 : tensor<8xf32>
}}""",
    "non_divisible_minor_factor_padded": """sdy.mesh @mesh = <["a"=3]>
func.func @main(%arg0: tensor<8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"a"}]>}) -> tensor<8xf32> {
  %0 = stablehlo.negate %arg0 : tensor<8xf32>
  return %0 : tensor<8xf32>
}""",
    "divisible_io_prefix": """sdy.mesh @mesh = <["x"=4, "y"=2]>
func.func @main(%arg0: tensor<2x2xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x"}, {"y"}]>}) -> tensor<2x2xf32> {
  %0 = stablehlo.negate %arg0 : tensor<2x2xf32>
  return %0 : tensor<2x2xf32>
}""",
    "sub_axis_by_gcd": M4
    + f"""
func.func @main(%arg0: tensor<8x4xf32> {_s('[{"b"}, {?}]')}, %arg1: tensor<32xf32> {_s('[{"a"}]')}) -> tensor<8x4xf32> {{
  %0 = stablehlo.reshape %arg1 : (tensor<32xf32>) -> tensor<8x4xf32>
  %1 = stablehlo.add %arg0, %0 : tensor<8x4xf32>
  return %1 : tensor<8x4xf32>
}}""",
    "aggressive_closed_tensor_does_not_block": M3
    + f"""
func.func @main(%arg0: tensor<8x8xf32> {_s('[{"a", "b"}, {?}]')}, %arg1: tensor<8x8xf32> {_s('[{"a"}, {?}]')}, %arg2: tensor<8x8xf32>) -> tensor<8x8xf32> {{
  %0 = stablehlo.add %arg0, %arg1 : tensor<8x8xf32>
  %1 = stablehlo.add %0, %arg2 : tensor<8x8xf32>
  return %1 : tensor<8x8xf32>
}}""",
    "elementwise_no_sideways_past_closed_result": M2
    + f"""
func.func @main(%arg0: tensor<8xf32> {_s('[{"a"}]')}, %arg1: tensor<8xf32> {_s("[{?}]")}) -> tensor<8xf32> {{
  %0 = stablehlo.add %arg0, %arg1 {{sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{{}}]>]>}} : tensor<8xf32>
  return %0 : tensor<8xf32>
}}""",
    "concatenate_need_replication": M2
    + f"""
func.func @main(%arg0: tensor<8x8xf32> {_s('[{"a"}, {"b"}]')}, %arg1: tensor<8x8xf32>) -> tensor<16x8xf32> {{
  %0 = stablehlo.concatenate %arg0, %arg1, dim = 0 : (tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<16x8xf32>
  return %0 : tensor<16x8xf32>
}}""",
    "sort_dim_need_replication": M2
    + f"""
func.func @main(%arg0: tensor<8x16xf32> {_s('[{"a"}, {"b"}]')}) -> tensor<8x16xf32> {{
  %0 = "stablehlo.sort"(%arg0) <{{dimension = 1 : i64, is_stable = false}}> ({{
  ^bb0(%x: tensor<f32>, %y: tensor<f32>):
    %1 = stablehlo.compare  GT, %x, %y : (tensor<f32>, tensor<f32>) -> tensor<i1>
    stablehlo.return %1 : tensor<i1>
  }}) : (tensor<8x16xf32>) -> tensor<8x16xf32>
  return %0 : tensor<8x16xf32>
}}""",
    "func_result_sharding_pushed_back": M2
    + """
func.func @main(%arg0: tensor<8x8xf32>) -> (tensor<8x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"b"}, {"a"}]>}) {
  %0 = stablehlo.negate %arg0 : tensor<8x8xf32>
  %1 = stablehlo.exponential %0 : tensor<8x8xf32>
  return %1 : tensor<8x8xf32>
}""",
    "conflicting_dims_two_users": M2
    + f"""
func.func @main(%arg0: tensor<8x8xf32>, %arg1: tensor<8x8xf32> {_s('[{"a"}, {}]')}, %arg2: tensor<8x8xf32> {_s('[{"b"}, {}]')}) -> (tensor<8x8xf32>, tensor<8x8xf32>) {{
  %0 = stablehlo.negate %arg0 : tensor<8x8xf32>
  %1 = stablehlo.add %0, %arg1 : tensor<8x8xf32>
  %2 = stablehlo.add %0, %arg2 : tensor<8x8xf32>
  return %1, %2 : tensor<8x8xf32>, tensor<8x8xf32>
}}""",
    "broadcast_scalar_split_per_use": M2
    + f"""
func.func @main(%arg0: tensor<8x8xf32> {_s('[{"a"}, {}]')}, %arg1: tensor<8x8xf32> {_s('[{}, {"b"}]')}, %s: tensor<f32>) -> (tensor<8x8xf32>, tensor<8x8xf32>) {{
  %b = stablehlo.broadcast_in_dim %s, dims = [] : (tensor<f32>) -> tensor<8x8xf32>
  %0 = stablehlo.add %arg0, %b : tensor<8x8xf32>
  %1 = stablehlo.add %arg1, %b : tensor<8x8xf32>
  return %0, %1 : tensor<8x8xf32>, tensor<8x8xf32>
}}""",
    "batch_matmul_three_factors": M3
    + f"""
func.func @main(%arg0: tensor<4x8x16xf32> {_s('[{"a"}, {"b"}, {?}]')}, %arg1: tensor<4x16x32xf32> {_s('[{?}, {?}, {"c"}]')}) -> tensor<4x8x32xf32> {{
  %0 = stablehlo.dot_general %arg0, %arg1, batching_dims = [0] x [0], contracting_dims = [2] x [1] : (tensor<4x8x16xf32>, tensor<4x16x32xf32>) -> tensor<4x8x32xf32>
  return %0 : tensor<4x8x32xf32>
}}""",
}

CASES["sharding_group_ties_members"] = (
    M2
    + f"""
func.func @main(%arg0: tensor<8x8xf32> {_s('[{"a"}, {"b"}]')}, %arg1: tensor<8x8xf32>) -> (tensor<8x8xf32>, tensor<8x8xf32>) {{
  %0 = stablehlo.negate %arg0 : tensor<8x8xf32>
  %1 = stablehlo.exponential %arg1 : tensor<8x8xf32>
  sdy.sharding_group %0 group_id=0 : tensor<8x8xf32>
  sdy.sharding_group %1 group_id=0 : tensor<8x8xf32>
  return %0, %1 : tensor<8x8xf32>, tensor<8x8xf32>
}}"""
)

_MXY = 'sdy.mesh @mesh = <["x"=4, "y"=2]>\n'


def _t6(lhs: str, rhs: str, out: str) -> str:
    return (
        _MXY
        + f"""
func.func @main(%arg0: tensor<8x32xf32> {_s(lhs)}, %arg1: tensor<32x16xf32> {_s(rhs)}) -> tensor<8x16xf32> {{
  %0 = stablehlo.dot_general %arg0, %arg1, contracting_dims = [1] x [0] {{sdy.sharding = #sdy.sharding_per_value<[<@mesh, {out}>]>}} : (tensor<8x32xf32>, tensor<32x16xf32>) -> tensor<8x16xf32>
  return %0 : tensor<8x16xf32>
}}"""
    )


CASES["t6a_dot_compatible"] = _t6('[{"x"}, {"y"}]', '[{"y"}, {}]', '[{"x"}, {}]')
CASES["t6b_dot_result_sharded_like_contracting"] = _t6(
    '[{"x"}, {"y"}]', '[{"y"}, {}]', '[{"x"}, {"y"}]'
)
CASES["t6c_dot_operands_conflict"] = _t6('[{"x"}, {"y"}]', '[{}, {"y"}]', '[{"x"}, {"y"}]')

CASES["constraint_on_edge_owner_rewires_uses"] = (
    M2
    + f"""
func.func @main(%arg0: tensor<8x8xf32>, %arg1: tensor<8x8xf32> {_s('[{?}, {"b"}]')}) -> (tensor<8x8xf32>, tensor<8x8xf32>) {{
  %0:2 = stablehlo.optimization_barrier %arg0, %arg1 : tensor<8x8xf32>, tensor<8x8xf32>
  %1 = stablehlo.negate %0#0 : tensor<8x8xf32>
  %2 = sdy.sharding_constraint %0#0 <@mesh, [{{"a"}}, {{}}]> : tensor<8x8xf32>
  %3 = stablehlo.add %2, %0#1 : tensor<8x8xf32>
  return %1, %3 : tensor<8x8xf32>, tensor<8x8xf32>
}}"""
)

CASES["constant_chain_split_per_use"] = (
    M2
    + f"""
func.func @main(%arg0: tensor<8x8xf32> {_s('[{"a"}, {}]')}, %arg1: tensor<8x8xf32> {_s('[{}, {"b"}]')}, %arg2: tensor<8x8xf32>) -> (tensor<8x8xf32>, tensor<8x8xf32>, tensor<8x8xf32>) {{
  %c = stablehlo.constant dense<1.0> : tensor<f32>
  %b = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<f32>) -> tensor<8x8xf32>
  %0 = stablehlo.add %arg0, %b : tensor<8x8xf32>
  %1 = stablehlo.multiply %arg1, %b : tensor<8x8xf32>
  %2 = stablehlo.negate %arg0 : tensor<8x8xf32>
  %3 = stablehlo.add %2, %arg2 : tensor<8x8xf32>
  return %0, %1, %3 : tensor<8x8xf32>, tensor<8x8xf32>, tensor<8x8xf32>
}}"""
)

CASES["manual_computation_strips_manual_axes"] = (
    M2
    + f"""
func.func @main(%arg0: tensor<8x8xf32> {_s('[{"a", "b"}, {}]')}) -> tensor<8x8xf32> {{
  %0 = sdy.manual_computation(%arg0) in_shardings=[<@mesh, [{{"a", ?}}, {{?}}]>] out_shardings=[<@mesh, [{{"a", ?}}, {{?}}]>] manual_axes={{"a"}} (%arg1: tensor<4x8xf32>) {{
    %1 = stablehlo.negate %arg1 : tensor<4x8xf32>
    sdy.return %1 : tensor<4x8xf32>
  }} : (tensor<8x8xf32>) -> tensor<8x8xf32>
  %2 = stablehlo.exponential %0 : tensor<8x8xf32>
  return %2 : tensor<8x8xf32>
}}"""
)

CASES["sharding_group_disagreeing_members_get_open_constraints"] = (
    M2
    + """
func.func @main(%arg0: tensor<8x8xf32>, %arg1: tensor<8x8xf32>, %arg2: tensor<8x8xf32>) -> (tensor<8x8xf32>, tensor<8x8xf32>, tensor<8x8xf32>) {
  %0 = stablehlo.negate %arg0 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"a", ?}, {?}]>]>} : tensor<8x8xf32>
  %1 = stablehlo.exponential %arg1 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{?}, {"b", ?}]>]>} : tensor<8x8xf32>
  %2 = stablehlo.add %arg2, %arg2 : tensor<8x8xf32>
  sdy.sharding_group %0 group_id=0 : tensor<8x8xf32>
  sdy.sharding_group %1 group_id=0 : tensor<8x8xf32>
  sdy.sharding_group %2 group_id=0 : tensor<8x8xf32>
  return %0, %1, %2 : tensor<8x8xf32>, tensor<8x8xf32>, tensor<8x8xf32>
}"""
)

CASES["inline_mesh_propagates"] = """
func.func @main(%arg0: tensor<8x8xf32> {sdy.sharding = #sdy.sharding<mesh<["x"=2, "y"=2]>, [{"x"}, {}]>}, %arg1: tensor<8x8xf32>) -> tensor<8x8xf32> {
  %0 = stablehlo.negate %arg0 : tensor<8x8xf32>
  %1 = stablehlo.add %0, %arg1 : tensor<8x8xf32>
  return %1 : tensor<8x8xf32>
}"""

CASES["same_mesh_under_two_names_propagates"] = """sdy.mesh @m1 = <["a"=2, "b"=2]>
sdy.mesh @m2 = <["a"=2, "b"=2]>
func.func @main(%arg0: tensor<8x8xf32> {sdy.sharding = #sdy.sharding<@m1, [{"a"}, {?}]>}, %arg1: tensor<8x8xf32> {sdy.sharding = #sdy.sharding<@m2, [{?}, {"b"}]>}) -> tensor<8x8xf32> {
  %0 = stablehlo.add %arg0, %arg1 : tensor<8x8xf32>
  return %0 : tensor<8x8xf32>
}"""

CASES["size_one_axes_removed"] = """sdy.mesh @mesh = <["a"=1, "b"=2, "c"=1]>
func.func @main(%arg0: tensor<8x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"c", "b"}, {"a"}]>}, %arg1: tensor<8x8xf32>) -> tensor<8x8xf32> {
  %0 = stablehlo.add %arg0, %arg1 : tensor<8x8xf32>
  return %0 : tensor<8x8xf32>
}"""

CASES["size_zero_dim"] = """sdy.mesh @mesh = <["a"=2, "b"=2]>
func.func @main(%arg0: tensor<8x0xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"a"}, {}]>}) -> tensor<8x0xf32> {
  %0 = stablehlo.add %arg0, %arg0 : tensor<8x0xf32>
  return %0 : tensor<8x0xf32>
}"""

CASES["non_power_of_two_sub_axes"] = """sdy.mesh @mesh = <["a"=6, "b"=2]>
func.func @main(%arg0: tensor<12xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"a"}]>}, %arg1: tensor<24xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"a", "b"}]>}) -> (tensor<2x6xf32>, tensor<3x8xf32>, tensor<4x6xf32>) {
  %0 = stablehlo.reshape %arg0 : (tensor<12xf32>) -> tensor<2x6xf32>
  %1 = stablehlo.reshape %arg1 : (tensor<24xf32>) -> tensor<3x8xf32>
  %2 = stablehlo.reshape %arg1 : (tensor<24xf32>) -> tensor<4x6xf32>
  return %0, %1, %2 : tensor<2x6xf32>, tensor<3x8xf32>, tensor<4x6xf32>
}"""

CASES["coprime_axes_overflow_and_padding"] = """sdy.mesh @mesh = <["a"=2, "b"=3]>
func.func @main(%arg0: tensor<8x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"b"}, {"a"}]>}, %arg1: tensor<8x16xf32>) -> (tensor<8x16xf32>, tensor<2x4x8xf32>) {
  %0 = stablehlo.dot_general %arg0, %arg1, contracting_dims = [1] x [0] : (tensor<8x8xf32>, tensor<8x16xf32>) -> tensor<8x16xf32>
  %1 = stablehlo.reshape %arg0 : (tensor<8x8xf32>) -> tensor<2x4x8xf32>
  return %0, %1 : tensor<8x16xf32>, tensor<2x4x8xf32>
}"""

CASES["maximal_mesh_not_propagated"] = """sdy.mesh @mesh = <["a"=2, "b"=2]>
sdy.mesh @maximal = <[], device_ids=[0]>
func.func @main(%arg0: tensor<8x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"a"}, {"b"}]>}) -> (tensor<8x8xf32>, tensor<f32>) {
  %0 = stablehlo.negate %arg0 : tensor<8x8xf32>
  %c = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@maximal, []>]>} dense<1.0> : tensor<f32>
  %1 = stablehlo.add %c, %c : tensor<f32>
  return %0, %1 : tensor<8x8xf32>, tensor<f32>
}"""

CASES["propagation_barrier_backward_multi_use"] = """sdy.mesh @mesh = <["a"=2, "b"=2, "c"=2]>
func.func @main(%arg0: tensor<8x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"a", ?}, {"c", ?}]>}) -> (tensor<8x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"a","b",?}, {?}]>}, tensor<8x8xf32>) {
  %0 = stablehlo.add %arg0, %arg0 : tensor<8x8xf32>
  %1 = sdy.propagation_barrier %0 allowed_direction=BACKWARD : tensor<8x8xf32>
  %2 = stablehlo.add %1, %1 : tensor<8x8xf32>
  %3 = stablehlo.add %1, %1 : tensor<8x8xf32>
  return %2, %3 : tensor<8x8xf32>, tensor<8x8xf32>
}"""

CASES["multi_input_reduce"] = """sdy.mesh @mesh = <["a"=2, "b"=2]>
func.func @main(%arg0: tensor<4x64x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {"b"}]>}, %arg1: tensor<4x64x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"a"}, {}, {}]>}) -> (tensor<4x8xf32>, tensor<4x8xf32>) {
  %0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
  %1:2 = stablehlo.reduce(%arg0 init: %0), (%arg1 init: %0) across dimensions = [1] :
    (tensor<4x64x8xf32>, tensor<4x64x8xf32>, tensor<f32>, tensor<f32>) -> (tensor<4x8xf32>, tensor<4x8xf32>)
    reducer(%arg2: tensor<f32>, %arg4: tensor<f32>) (%arg3: tensor<f32>, %arg5: tensor<f32>)  {
      %2 = stablehlo.add %arg2, %arg4 : tensor<f32>
      %3 = stablehlo.add %arg3, %arg5 : tensor<f32>
      stablehlo.return %2, %3 : tensor<f32>, tensor<f32>
    }
  return %1#0, %1#1 : tensor<4x8xf32>, tensor<4x8xf32>
}"""
