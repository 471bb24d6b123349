module @jit_train_step attributes {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["data"=2, "model"=4]> {stablehlo.mesh = {axes = [{name = "data", size = 2 : i64}, {name = "model", size = 4 : i64}]}}
  func.func public @main(%arg0: tensor<16x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, %arg1: tensor<32x4xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {}]>}, %arg2: tensor<8x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}, %arg3: tensor<8x4xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}) -> (tensor<16x32xf32> {jax.result_info = "result[0]['w1']"}, tensor<32x4xf32> {jax.result_info = "result[0]['w2']"}, tensor<f32> {jax.result_info = "result[1]"}) {
    %0 = stablehlo.dot_general %arg2, %arg0, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x16xf32>, tensor<16x32xf32>) -> tensor<8x32xf32>
    %1 = stablehlo.tanh %0 : tensor<8x32xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x32xf32>
    %3 = stablehlo.subtract %2, %1 : tensor<8x32xf32>
    %4 = stablehlo.dot_general %1, %arg1, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32xf32>, tensor<32x4xf32>) -> tensor<8x4xf32>
    %5 = stablehlo.subtract %4, %arg3 : tensor<8x4xf32>
    %6 = stablehlo.multiply %5, %5 : tensor<8x4xf32>
    %cst_0 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %7 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<8x4xf32>
    %8 = stablehlo.multiply %7, %5 : tensor<8x4xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %9 = stablehlo.reduce(%6 init: %cst_1) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x4xf32>, tensor<f32>) -> tensor<f32>
    %cst_2 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %10 = stablehlo.divide %9, %cst_2 : tensor<f32>
    %cst_3 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %cst_4 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %11 = stablehlo.divide %cst_3, %cst_4 : tensor<f32>
    %12 = stablehlo.broadcast_in_dim %11, dims = [] : (tensor<f32>) -> tensor<8x4xf32>
    %13 = stablehlo.multiply %12, %8 : tensor<8x4xf32>
    %14 = stablehlo.dot_general %13, %1, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x4xf32>, tensor<8x32xf32>) -> tensor<4x32xf32>
    %15 = stablehlo.transpose %14, dims = [1, 0] : (tensor<4x32xf32>) -> tensor<32x4xf32>
    %16 = stablehlo.dot_general %13, %arg1, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x4xf32>, tensor<32x4xf32>) -> tensor<8x32xf32>
    %17 = stablehlo.multiply %16, %3 : tensor<8x32xf32>
    %18 = stablehlo.multiply %17, %1 : tensor<8x32xf32>
    %19 = stablehlo.add %17, %18 : tensor<8x32xf32>
    %20 = stablehlo.dot_general %19, %arg2, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32xf32>, tensor<8x16xf32>) -> tensor<32x16xf32>
    %21 = stablehlo.transpose %20, dims = [1, 0] : (tensor<32x16xf32>) -> tensor<16x32xf32>
    %cst_5 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %22 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<16x32xf32>
    %23 = stablehlo.multiply %22, %21 : tensor<16x32xf32>
    %24 = stablehlo.subtract %arg0, %23 : tensor<16x32xf32>
    %cst_6 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %25 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<32x4xf32>
    %26 = stablehlo.multiply %25, %15 : tensor<32x4xf32>
    %27 = stablehlo.subtract %arg1, %26 : tensor<32x4xf32>
    return %24, %27, %10 : tensor<16x32xf32>, tensor<32x4xf32>, tensor<f32>
  }
}
