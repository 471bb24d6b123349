module @jit_linalg attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<8x8xf32>, %arg1: tensor<8x16xf32>) -> (tensor<8x16xf32> {jax.result_info = "result[0]"}, tensor<8x9xf32> {jax.result_info = "result[1]"}, tensor<8x16xf32> {jax.result_info = "result[2]"}) {
    %0 = stablehlo.transpose %arg0, dims = [1, 0] : (tensor<8x8xf32>) -> tensor<8x8xf32>
    %1 = stablehlo.dot_general %arg0, %0, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<8x8xf32>
    %2 = stablehlo.iota dim = 0 : tensor<8x8xi32>
    %3 = stablehlo.iota dim = 1 : tensor<8x8xi32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %4 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<8x8xi32>
    %5 = stablehlo.add %2, %4 : tensor<8x8xi32>
    %6 = stablehlo.compare EQ, %5, %3, SIGNED : (tensor<8x8xi32>, tensor<8x8xi32>) -> tensor<8x8xi1>
    %7 = stablehlo.convert %6 : (tensor<8x8xi1>) -> tensor<8x8xf32>
    %cst = stablehlo.constant dense<8.000000e+00> : tensor<f32>
    %8 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x8xf32>
    %9 = stablehlo.multiply %8, %7 : tensor<8x8xf32>
    %10 = stablehlo.add %1, %9 : tensor<8x8xf32>
    %11 = call @cholesky(%10) : (tensor<8x8xf32>) -> tensor<8x8xf32>
    %12 = call @_solve_triangular(%11, %arg1) : (tensor<8x8xf32>, tensor<8x16xf32>) -> tensor<8x16xf32>
    %13 = call @fft(%arg1) : (tensor<8x16xf32>) -> tensor<8x9xcomplex<f32>>
    %14 = stablehlo.abs %13 : (tensor<8x9xcomplex<f32>>) -> tensor<8x9xf32>
    %cst_0 = stablehlo.constant dense<-1.000000e+00> : tensor<f32>
    %cst_1 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %15 = call @clip(%arg1, %cst_0, %cst_1) : (tensor<8x16xf32>, tensor<f32>, tensor<f32>) -> tensor<8x16xf32>
    return %12, %14, %15 : tensor<8x16xf32>, tensor<8x9xf32>, tensor<8x16xf32>
  }
  func.func private @cholesky(%arg0: tensor<8x8xf32>) -> tensor<8x8xf32> {
    %0 = stablehlo.transpose %arg0, dims = [1, 0] : (tensor<8x8xf32>) -> tensor<8x8xf32>
    %1 = stablehlo.add %arg0, %0 : tensor<8x8xf32>
    %cst = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x8xf32>
    %3 = stablehlo.divide %1, %2 : tensor<8x8xf32>
    %4:2 = stablehlo.custom_call @lapack_spotrf_ffi(%3) {backend_config = "", mhlo.backend_config = {uplo = 76 : ui8}, mhlo.frontend_attributes = {num_batch_dims = "0"}, operand_layouts = [dense<[0, 1]> : tensor<2xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [0], operand_index = 0, operand_tuple_indices = []>], result_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<> : tensor<0xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([k, l], []) {i=8, j=8, k=8, l=8}, custom>} : (tensor<8x8xf32>) -> (tensor<8x8xf32>, tensor<i32>)
    %c = stablehlo.constant dense<0> : tensor<i32>
    %5 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<i32>
    %6 = stablehlo.compare EQ, %4#1, %5, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %7 = stablehlo.broadcast_in_dim %6, dims = [] : (tensor<i1>) -> tensor<1x1xi1>
    %cst_0 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %8 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<8x8xf32>
    %9 = stablehlo.broadcast_in_dim %7, dims = [0, 1] : (tensor<1x1xi1>) -> tensor<8x8xi1>
    %10 = stablehlo.select %9, %4#0, %8 : tensor<8x8xi1>, tensor<8x8xf32>
    %11 = stablehlo.iota dim = 0 : tensor<8x8xi32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %12 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<8x8xi32>
    %13 = stablehlo.add %11, %12 : tensor<8x8xi32>
    %14 = stablehlo.iota dim = 1 : tensor<8x8xi32>
    %15 = stablehlo.compare GE, %13, %14, SIGNED : (tensor<8x8xi32>, tensor<8x8xi32>) -> tensor<8x8xi1>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %16 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<8x8xf32>
    %17 = stablehlo.select %15, %10, %16 : tensor<8x8xi1>, tensor<8x8xf32>
    return %17 : tensor<8x8xf32>
  }
  func.func private @_solve_triangular(%arg0: tensor<8x8xf32>, %arg1: tensor<8x16xf32>) -> tensor<8x16xf32> {
    %0 = stablehlo.custom_call @lapack_strsm_ffi(%arg0, %arg1) {backend_config = "", mhlo.backend_config = {diag = 78 : ui8, side = 76 : ui8, trans_x = 78 : ui8, uplo = 76 : ui8}, mhlo.frontend_attributes = {num_batch_dims = "0"}, operand_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<[0, 1]> : tensor<2xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [], operand_index = 1, operand_tuple_indices = []>], result_layouts = [dense<[0, 1]> : tensor<2xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j], [k, l])->([m, n]) {i=8, j=8, k=8, l=16, m=8, n=16}, custom>} : (tensor<8x8xf32>, tensor<8x16xf32>) -> tensor<8x16xf32>
    return %0 : tensor<8x16xf32>
  }
  func.func private @fft(%arg0: tensor<8x16xf32>) -> tensor<8x9xcomplex<f32>> {
    %0 = stablehlo.fft %arg0, type = RFFT, length = [16] : (tensor<8x16xf32>) -> tensor<8x9xcomplex<f32>>
    return %0 : tensor<8x9xcomplex<f32>>
  }
  func.func private @clip(%arg0: tensor<8x16xf32>, %arg1: tensor<f32>, %arg2: tensor<f32>) -> tensor<8x16xf32> {
    %0 = stablehlo.convert %arg1 : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %2 = stablehlo.maximum %1, %arg0 : tensor<8x16xf32>
    %3 = stablehlo.convert %arg2 : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %5 = stablehlo.minimum %4, %2 : tensor<8x16xf32>
    return %5 : tensor<8x16xf32>
  }
}
