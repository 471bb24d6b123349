module @jit_forward attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<256xf32>, %arg1: tensor<128x256xf32>, %arg2: tensor<256xf32>, %arg3: tensor<256x256xf32>, %arg4: tensor<128xf32>, %arg5: tensor<256x128xf32>, %arg6: tensor<8x128xf32>, %arg7: tensor<8x128xf32>) -> (tensor<8x128xf32> {jax.result_info = "result"}) {
    %0 = stablehlo.dot_general %arg6, %arg1, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x128xf32>, tensor<128x256xf32>) -> tensor<8x256xf32>
    %1 = stablehlo.broadcast_in_dim %arg0, dims = [1] : (tensor<256xf32>) -> tensor<1x256xf32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [0, 1] : (tensor<1x256xf32>) -> tensor<8x256xf32>
    %3 = stablehlo.add %0, %2 : tensor<8x256xf32>
    %cst = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x256xf32>
    %5 = stablehlo.multiply %4, %3 : tensor<8x256xf32>
    %cst_0 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %6 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<8x256xf32>
    %7 = stablehlo.multiply %6, %3 : tensor<8x256xf32>
    %8 = stablehlo.multiply %7, %3 : tensor<8x256xf32>
    %9 = stablehlo.multiply %8, %3 : tensor<8x256xf32>
    %10 = stablehlo.add %3, %9 : tensor<8x256xf32>
    %cst_1 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %11 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<8x256xf32>
    %12 = stablehlo.multiply %11, %10 : tensor<8x256xf32>
    %13 = stablehlo.tanh %12 : tensor<8x256xf32>
    %cst_2 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %14 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<8x256xf32>
    %15 = stablehlo.add %14, %13 : tensor<8x256xf32>
    %16 = stablehlo.multiply %5, %15 : tensor<8x256xf32>
    %17 = stablehlo.dot_general %16, %arg3, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x256xf32>, tensor<256x256xf32>) -> tensor<8x256xf32>
    %18 = stablehlo.broadcast_in_dim %arg2, dims = [1] : (tensor<256xf32>) -> tensor<1x256xf32>
    %19 = stablehlo.broadcast_in_dim %18, dims = [0, 1] : (tensor<1x256xf32>) -> tensor<8x256xf32>
    %20 = stablehlo.add %17, %19 : tensor<8x256xf32>
    %cst_3 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %21 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<8x256xf32>
    %22 = stablehlo.multiply %21, %20 : tensor<8x256xf32>
    %cst_4 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %23 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<8x256xf32>
    %24 = stablehlo.multiply %23, %20 : tensor<8x256xf32>
    %25 = stablehlo.multiply %24, %20 : tensor<8x256xf32>
    %26 = stablehlo.multiply %25, %20 : tensor<8x256xf32>
    %27 = stablehlo.add %20, %26 : tensor<8x256xf32>
    %cst_5 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %28 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<8x256xf32>
    %29 = stablehlo.multiply %28, %27 : tensor<8x256xf32>
    %30 = stablehlo.tanh %29 : tensor<8x256xf32>
    %cst_6 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %31 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<8x256xf32>
    %32 = stablehlo.add %31, %30 : tensor<8x256xf32>
    %33 = stablehlo.multiply %22, %32 : tensor<8x256xf32>
    %34 = stablehlo.dot_general %33, %arg5, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x256xf32>, tensor<256x128xf32>) -> tensor<8x128xf32>
    %35 = stablehlo.broadcast_in_dim %arg4, dims = [1] : (tensor<128xf32>) -> tensor<1x128xf32>
    %36 = stablehlo.broadcast_in_dim %35, dims = [0, 1] : (tensor<1x128xf32>) -> tensor<8x128xf32>
    %37 = stablehlo.add %34, %36 : tensor<8x128xf32>
    return %37 : tensor<8x128xf32>
  }
}
