module @jit_while_loop attributes {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["data"=2, "model"=4]> {stablehlo.mesh = {axes = [{name = "data", size = 2 : i64}, {name = "model", size = 4 : i64}]}}
  func.func public @main(%arg0: tensor<8x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}, %arg1: tensor<16x16xf32>) -> (tensor<8x16xf32> {jax.result_info = "result"}) {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %0:4 = stablehlo.while(%iterArg = %arg1, %iterArg_1 = %c_0, %iterArg_2 = %c, %iterArg_3 = %arg0) : tensor<16x16xf32>, tensor<i32>, tensor<i32>, tensor<8x16xf32>
    cond {
      %c_4 = stablehlo.constant dense<3> : tensor<i32>
      %1 = stablehlo.compare LT, %iterArg_1, %c_4, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %1 : tensor<i1>
    } do {
      %1:2 = func.call @closed_call(%iterArg, %iterArg_2, %iterArg_3) : (tensor<16x16xf32>, tensor<i32>, tensor<8x16xf32>) -> (tensor<i32>, tensor<8x16xf32>)
      %c_4 = stablehlo.constant dense<1> : tensor<i32>
      %2 = stablehlo.add %iterArg_1, %c_4 : tensor<i32>
      stablehlo.return %iterArg, %2, %1#0, %1#1 : tensor<16x16xf32>, tensor<i32>, tensor<i32>, tensor<8x16xf32>
    }
    return %0#3 : tensor<8x16xf32>
  }
  func.func private @closed_call(%arg0: tensor<16x16xf32>, %arg1: tensor<i32>, %arg2: tensor<8x16xf32>) -> (tensor<i32>, tensor<8x16xf32>) {
    %c = stablehlo.constant dense<1> : tensor<i32>
    %0 = stablehlo.add %arg1, %c : tensor<i32>
    %1 = stablehlo.dot_general %arg2, %arg0, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x16xf32>, tensor<16x16xf32>) -> tensor<8x16xf32>
    %2 = stablehlo.tanh %1 : tensor<8x16xf32>
    %3 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<f32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %5 = stablehlo.add %2, %4 : tensor<8x16xf32>
    return %0, %5 : tensor<i32>, tensor<8x16xf32>
  }
}
