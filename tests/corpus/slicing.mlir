module @jit_slicing attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<8x16xf32>, %arg1: tensor<i32>) -> (tensor<8x16xf32> {jax.result_info = "result[0]"}, tensor<6x16xf32> {jax.result_info = "result[1]"}, tensor<8x16xf32> {jax.result_info = "result[2]"}) {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.compare LT, %arg1, %c, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_0 = stablehlo.constant dense<8> : tensor<i32>
    %1 = stablehlo.add %arg1, %c_0 : tensor<i32>
    %2 = stablehlo.select %0, %1, %arg1 : tensor<i1>, tensor<i32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %3 = stablehlo.dynamic_slice %arg0, %2, %c_1, sizes = [4, 16] : (tensor<8x16xf32>, tensor<i32>, tensor<i32>) -> tensor<4x16xf32>
    %cst = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4x16xf32>
    %5 = stablehlo.multiply %3, %4 : tensor<4x16xf32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %6 = stablehlo.dynamic_update_slice %arg0, %5, %c_2, %c_3 : (tensor<8x16xf32>, tensor<4x16xf32>, tensor<i32>, tensor<i32>) -> tensor<8x16xf32>
    %7 = stablehlo.slice %arg0 [2:6, 0:16] : (tensor<8x16xf32>) -> tensor<4x16xf32>
    %c_4 = stablehlo.constant dense<0> : tensor<i32>
    %8 = call @_pad(%7, %c_4) : (tensor<4x16xf32>, tensor<i32>) -> tensor<6x16xf32>
    %9 = call @_flip(%arg0) : (tensor<8x16xf32>) -> tensor<8x16xf32>
    return %6, %8, %9 : tensor<8x16xf32>, tensor<6x16xf32>, tensor<8x16xf32>
  }
  func.func private @_pad(%arg0: tensor<4x16xf32>, %arg1: tensor<i32>) -> tensor<6x16xf32> {
    %0 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<f32>
    %1 = stablehlo.pad %arg0, %0, low = [1, 0], high = [1, 0], interior = [0, 0] : (tensor<4x16xf32>, tensor<f32>) -> tensor<6x16xf32>
    return %1 : tensor<6x16xf32>
  }
  func.func private @_flip(%arg0: tensor<8x16xf32>) -> tensor<8x16xf32> {
    %0 = stablehlo.reverse %arg0, dims = [0] : tensor<8x16xf32>
    return %0 : tensor<8x16xf32>
  }
}
