module @jit_reshape_heavy attributes {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["data"=2, "model"=4]> {stablehlo.mesh = {axes = [{name = "data", size = 2 : i64}, {name = "model", size = 4 : i64}]}}
  func.func public @main(%arg0: tensor<8x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}) -> (tensor<192xf32> {jax.result_info = "result"}) {
    %0 = stablehlo.reshape %arg0 : (tensor<8x32xf32>) -> tensor<2x4x8x4xf32>
    %1 = stablehlo.transpose %0, dims = [1, 0, 3, 2] : (tensor<2x4x8x4xf32>) -> tensor<4x2x4x8xf32>
    %2 = stablehlo.reshape %1 : (tensor<4x2x4x8xf32>) -> tensor<8x32xf32>
    %3 = stablehlo.reshape %2 : (tensor<8x32xf32>) -> tensor<4x2x32xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %4 = stablehlo.reduce(%3 init: %cst) applies stablehlo.add across dimensions = [1] : (tensor<4x2x32xf32>, tensor<f32>) -> tensor<4x32xf32>
    %5 = stablehlo.slice %4 [0:4, 0:16] : (tensor<4x32xf32>) -> tensor<4x16xf32>
    %6 = stablehlo.concatenate %4, %5, dim = 1 : (tensor<4x32xf32>, tensor<4x16xf32>) -> tensor<4x48xf32>
    %7 = stablehlo.reshape %6 : (tensor<4x48xf32>) -> tensor<192xf32>
    return %7 : tensor<192xf32>
  }
}
