module @jit_embed_gather attributes {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["data"=2, "model"=4]> {stablehlo.mesh = {axes = [{name = "data", size = 2 : i64}, {name = "model", size = 4 : i64}]}}
  func.func public @main(%arg0: tensor<32x16xf32>, %arg1: tensor<8xi32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}]>}, %arg2: tensor<8x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}) -> (tensor<8x16xbf16> {jax.result_info = "result"}) {
    %0 = call @_take(%arg0, %arg1) : (tensor<32x16xf32>, tensor<8xi32>) -> tensor<8x16xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %2 = stablehlo.compare GT, %arg2, %1, FLOAT : (tensor<8x16xf32>, tensor<8x16xf32>) -> tensor<8x16xi1>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %3 = call @_where_0(%2, %0, %cst_0) : (tensor<8x16xi1>, tensor<8x16xf32>, tensor<f32>) -> tensor<8x16xf32>
    %4 = stablehlo.convert %3 : (tensor<8x16xf32>) -> tensor<8x16xbf16>
    return %4 : tensor<8x16xbf16>
  }
  func.func private @_take(%arg0: tensor<32x16xf32>, %arg1: tensor<8xi32>) -> tensor<8x16xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %1 = stablehlo.compare LT, %arg1, %0, SIGNED : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi1>
    %c_0 = stablehlo.constant dense<32> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %3 = stablehlo.add %arg1, %2 : tensor<8xi32>
    %4 = call @_where(%1, %3, %arg1) : (tensor<8xi1>, tensor<8xi32>, tensor<8xi32>) -> tensor<8xi32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0] : (tensor<8xi32>) -> tensor<8x1xi32>
    %c_1 = stablehlo.constant dense<31> : tensor<1xi32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %6 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<8x1xi32>
    %7 = stablehlo.compare GE, %5, %6, SIGNED : (tensor<8x1xi32>, tensor<8x1xi32>) -> tensor<8x1xi1>
    %8 = stablehlo.broadcast_in_dim %c_1, dims = [1] : (tensor<1xi32>) -> tensor<1x1xi32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0, 1] : (tensor<1x1xi32>) -> tensor<8x1xi32>
    %10 = stablehlo.compare LE, %5, %9, SIGNED : (tensor<8x1xi32>, tensor<8x1xi32>) -> tensor<8x1xi1>
    %11 = stablehlo.and %7, %10 : tensor<8x1xi1>
    %c_3 = stablehlo.constant dense<true> : tensor<i1>
    %12 = stablehlo.reduce(%11 init: %c_3) applies stablehlo.and across dimensions = [1] : (tensor<8x1xi1>, tensor<i1>) -> tensor<8xi1>
    %13 = "stablehlo.gather"(%arg0, %5) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 16>}> : (tensor<32x16xf32>, tensor<8x1xi32>) -> tensor<8x16xf32>
    %14 = stablehlo.broadcast_in_dim %12, dims = [0] : (tensor<8xi1>) -> tensor<8x16xi1>
    %cst = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %15 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %16 = stablehlo.select %14, %13, %15 : tensor<8x16xi1>, tensor<8x16xf32>
    return %16 : tensor<8x16xf32>
  }
  func.func private @_where(%arg0: tensor<8xi1>, %arg1: tensor<8xi32>, %arg2: tensor<8xi32>) -> tensor<8xi32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<8xi1>, tensor<8xi32>
    return %0 : tensor<8xi32>
  }
  func.func private @_where_0(%arg0: tensor<8x16xi1>, %arg1: tensor<8x16xf32>, %arg2: tensor<f32>) -> tensor<8x16xf32> {
    %0 = stablehlo.convert %arg2 : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %2 = stablehlo.select %arg0, %arg1, %1 : tensor<8x16xi1>, tensor<8x16xf32>
    return %2 : tensor<8x16xf32>
  }
}
