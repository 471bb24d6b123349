module @jit_forward attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<64x64xf32>, %arg1: tensor<64x192xf32>, %arg2: tensor<64xf32>, %arg3: tensor<64xf32>, %arg4: tensor<64xf32>, %arg5: tensor<64xf32>, %arg6: tensor<64x256xf32>, %arg7: tensor<256x64xf32>, %arg8: tensor<64x64xf32>, %arg9: tensor<64x192xf32>, %arg10: tensor<64xf32>, %arg11: tensor<64xf32>, %arg12: tensor<64xf32>, %arg13: tensor<64xf32>, %arg14: tensor<64x8xf32>, %arg15: tensor<8x64x256xf32>, %arg16: tensor<8x256x64xf32>, %arg17: tensor<64xf32>, %arg18: tensor<64xf32>, %arg19: tensor<32x64xf32>, %arg20: tensor<256x64xf32>, %arg21: tensor<8x32xi32>, %arg22: tensor<8x32xi32>) -> (tensor<8x32x256xf32> {jax.result_info = "result"}) {
    %0 = stablehlo.broadcast_in_dim %arg22, dims = [0, 1] : (tensor<8x32xi32>) -> tensor<8x32x1xi32>
    %1 = "stablehlo.gather"(%arg20, %0) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 64>}> : (tensor<256x64xf32>, tensor<8x32x1xi32>) -> tensor<8x32x64xf32>
    %2 = stablehlo.broadcast_in_dim %arg19, dims = [1, 2] : (tensor<32x64xf32>) -> tensor<1x32x64xf32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [0, 1, 2] : (tensor<1x32x64xf32>) -> tensor<8x32x64xf32>
    %4 = stablehlo.add %1, %3 : tensor<8x32x64xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %5 = stablehlo.reduce(%4 init: %cst) applies stablehlo.add across dimensions = [2] : (tensor<8x32x64xf32>, tensor<f32>) -> tensor<8x32xf32>
    %6 = stablehlo.broadcast_in_dim %5, dims = [0, 1] : (tensor<8x32xf32>) -> tensor<8x32x1xf32>
    %cst_0 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %7 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %8 = stablehlo.divide %6, %7 : tensor<8x32x1xf32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0, 1, 2] : (tensor<8x32x1xf32>) -> tensor<8x32x64xf32>
    %10 = stablehlo.subtract %4, %9 : tensor<8x32x64xf32>
    %11 = stablehlo.multiply %10, %10 : tensor<8x32x64xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %12 = stablehlo.reduce(%11 init: %cst_1) applies stablehlo.add across dimensions = [2] : (tensor<8x32x64xf32>, tensor<f32>) -> tensor<8x32xf32>
    %13 = stablehlo.broadcast_in_dim %12, dims = [0, 1] : (tensor<8x32xf32>) -> tensor<8x32x1xf32>
    %cst_2 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %14 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %15 = stablehlo.divide %13, %14 : tensor<8x32x1xf32>
    %cst_3 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %16 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %17 = stablehlo.add %15, %16 : tensor<8x32x1xf32>
    %18 = stablehlo.rsqrt %17 : tensor<8x32x1xf32>
    %19 = stablehlo.broadcast_in_dim %18, dims = [0, 1, 2] : (tensor<8x32x1xf32>) -> tensor<8x32x64xf32>
    %20 = stablehlo.multiply %10, %19 : tensor<8x32x64xf32>
    %21 = stablehlo.broadcast_in_dim %arg3, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %22 = stablehlo.broadcast_in_dim %21, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x32x64xf32>
    %23 = stablehlo.multiply %20, %22 : tensor<8x32x64xf32>
    %24 = stablehlo.broadcast_in_dim %arg2, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %25 = stablehlo.broadcast_in_dim %24, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x32x64xf32>
    %26 = stablehlo.add %23, %25 : tensor<8x32x64xf32>
    %27 = stablehlo.dot_general %26, %arg1, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32x64xf32>, tensor<64x192xf32>) -> tensor<8x32x192xf32>
    %28 = stablehlo.reshape %27 : (tensor<8x32x192xf32>) -> tensor<8x32x3x4x16xf32>
    %29 = stablehlo.slice %28 [0:8, 0:32, 0:1, 0:4, 0:16] : (tensor<8x32x3x4x16xf32>) -> tensor<8x32x1x4x16xf32>
    %30 = stablehlo.reshape %29 : (tensor<8x32x1x4x16xf32>) -> tensor<8x32x4x16xf32>
    %31 = stablehlo.slice %28 [0:8, 0:32, 1:2, 0:4, 0:16] : (tensor<8x32x3x4x16xf32>) -> tensor<8x32x1x4x16xf32>
    %32 = stablehlo.reshape %31 : (tensor<8x32x1x4x16xf32>) -> tensor<8x32x4x16xf32>
    %33 = stablehlo.slice %28 [0:8, 0:32, 2:3, 0:4, 0:16] : (tensor<8x32x3x4x16xf32>) -> tensor<8x32x1x4x16xf32>
    %34 = stablehlo.reshape %33 : (tensor<8x32x1x4x16xf32>) -> tensor<8x32x4x16xf32>
    %35 = stablehlo.dot_general %30, %32, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x32x4x16xf32>, tensor<8x32x4x16xf32>) -> tensor<8x4x32x32xf32>
    %cst_4 = stablehlo.constant dense<2.500000e-01> : tensor<f32>
    %36 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<8x4x32x32xf32>
    %37 = stablehlo.multiply %35, %36 : tensor<8x4x32x32xf32>
    %38 = stablehlo.iota dim = 2 : tensor<8x4x32x32xi32>
    %39 = stablehlo.iota dim = 3 : tensor<8x4x32x32xi32>
    %40 = stablehlo.compare GE, %38, %39, SIGNED : (tensor<8x4x32x32xi32>, tensor<8x4x32x32xi32>) -> tensor<8x4x32x32xi1>
    %cst_5 = stablehlo.constant dense<-1.000000e+09> : tensor<f32>
    %41 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<8x4x32x32xf32>
    %42 = stablehlo.select %40, %37, %41 : tensor<8x4x32x32xi1>, tensor<8x4x32x32xf32>
    %cst_6 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %43 = stablehlo.reduce(%42 init: %cst_6) applies stablehlo.maximum across dimensions = [3] : (tensor<8x4x32x32xf32>, tensor<f32>) -> tensor<8x4x32xf32>
    %44 = stablehlo.broadcast_in_dim %43, dims = [0, 1, 2] : (tensor<8x4x32xf32>) -> tensor<8x4x32x1xf32>
    %45 = stablehlo.broadcast_in_dim %44, dims = [0, 1, 2, 3] : (tensor<8x4x32x1xf32>) -> tensor<8x4x32x32xf32>
    %46 = stablehlo.subtract %42, %45 : tensor<8x4x32x32xf32>
    %47 = stablehlo.exponential %46 : tensor<8x4x32x32xf32>
    %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %48 = stablehlo.reduce(%47 init: %cst_7) applies stablehlo.add across dimensions = [3] : (tensor<8x4x32x32xf32>, tensor<f32>) -> tensor<8x4x32xf32>
    %49 = stablehlo.broadcast_in_dim %48, dims = [0, 1, 2] : (tensor<8x4x32xf32>) -> tensor<8x4x32x1xf32>
    %50 = stablehlo.broadcast_in_dim %49, dims = [0, 1, 2, 3] : (tensor<8x4x32x1xf32>) -> tensor<8x4x32x32xf32>
    %51 = stablehlo.divide %47, %50 : tensor<8x4x32x32xf32>
    %52 = stablehlo.dot_general %34, %51, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x32x4x16xf32>, tensor<8x4x32x32xf32>) -> tensor<8x4x16x32xf32>
    %53 = stablehlo.transpose %52, dims = [0, 3, 1, 2] : (tensor<8x4x16x32xf32>) -> tensor<8x32x4x16xf32>
    %54 = stablehlo.reshape %53 : (tensor<8x32x4x16xf32>) -> tensor<8x32x64xf32>
    %55 = stablehlo.dot_general %54, %arg0, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32x64xf32>, tensor<64x64xf32>) -> tensor<8x32x64xf32>
    %56 = stablehlo.add %4, %55 : tensor<8x32x64xf32>
    %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %57 = stablehlo.reduce(%56 init: %cst_8) applies stablehlo.add across dimensions = [2] : (tensor<8x32x64xf32>, tensor<f32>) -> tensor<8x32xf32>
    %58 = stablehlo.broadcast_in_dim %57, dims = [0, 1] : (tensor<8x32xf32>) -> tensor<8x32x1xf32>
    %cst_9 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %59 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %60 = stablehlo.divide %58, %59 : tensor<8x32x1xf32>
    %61 = stablehlo.broadcast_in_dim %60, dims = [0, 1, 2] : (tensor<8x32x1xf32>) -> tensor<8x32x64xf32>
    %62 = stablehlo.subtract %56, %61 : tensor<8x32x64xf32>
    %63 = stablehlo.multiply %62, %62 : tensor<8x32x64xf32>
    %cst_10 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %64 = stablehlo.reduce(%63 init: %cst_10) applies stablehlo.add across dimensions = [2] : (tensor<8x32x64xf32>, tensor<f32>) -> tensor<8x32xf32>
    %65 = stablehlo.broadcast_in_dim %64, dims = [0, 1] : (tensor<8x32xf32>) -> tensor<8x32x1xf32>
    %cst_11 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %66 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %67 = stablehlo.divide %65, %66 : tensor<8x32x1xf32>
    %cst_12 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %68 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %69 = stablehlo.add %67, %68 : tensor<8x32x1xf32>
    %70 = stablehlo.rsqrt %69 : tensor<8x32x1xf32>
    %71 = stablehlo.broadcast_in_dim %70, dims = [0, 1, 2] : (tensor<8x32x1xf32>) -> tensor<8x32x64xf32>
    %72 = stablehlo.multiply %62, %71 : tensor<8x32x64xf32>
    %73 = stablehlo.broadcast_in_dim %arg5, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %74 = stablehlo.broadcast_in_dim %73, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x32x64xf32>
    %75 = stablehlo.multiply %72, %74 : tensor<8x32x64xf32>
    %76 = stablehlo.broadcast_in_dim %arg4, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %77 = stablehlo.broadcast_in_dim %76, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x32x64xf32>
    %78 = stablehlo.add %75, %77 : tensor<8x32x64xf32>
    %79 = stablehlo.dot_general %78, %arg6, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32x64xf32>, tensor<64x256xf32>) -> tensor<8x32x256xf32>
    %cst_13 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %80 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f32>) -> tensor<8x32x256xf32>
    %81 = stablehlo.multiply %80, %79 : tensor<8x32x256xf32>
    %cst_14 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %82 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f32>) -> tensor<8x32x256xf32>
    %83 = stablehlo.multiply %82, %79 : tensor<8x32x256xf32>
    %84 = stablehlo.multiply %83, %79 : tensor<8x32x256xf32>
    %85 = stablehlo.multiply %84, %79 : tensor<8x32x256xf32>
    %86 = stablehlo.add %79, %85 : tensor<8x32x256xf32>
    %cst_15 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %87 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<f32>) -> tensor<8x32x256xf32>
    %88 = stablehlo.multiply %87, %86 : tensor<8x32x256xf32>
    %89 = stablehlo.tanh %88 : tensor<8x32x256xf32>
    %cst_16 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %90 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f32>) -> tensor<8x32x256xf32>
    %91 = stablehlo.add %90, %89 : tensor<8x32x256xf32>
    %92 = stablehlo.multiply %81, %91 : tensor<8x32x256xf32>
    %93 = stablehlo.dot_general %92, %arg7, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32x256xf32>, tensor<256x64xf32>) -> tensor<8x32x64xf32>
    %94 = stablehlo.add %56, %93 : tensor<8x32x64xf32>
    %cst_17 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %95 = stablehlo.reduce(%94 init: %cst_17) applies stablehlo.add across dimensions = [2] : (tensor<8x32x64xf32>, tensor<f32>) -> tensor<8x32xf32>
    %96 = stablehlo.broadcast_in_dim %95, dims = [0, 1] : (tensor<8x32xf32>) -> tensor<8x32x1xf32>
    %cst_18 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %97 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %98 = stablehlo.divide %96, %97 : tensor<8x32x1xf32>
    %99 = stablehlo.broadcast_in_dim %98, dims = [0, 1, 2] : (tensor<8x32x1xf32>) -> tensor<8x32x64xf32>
    %100 = stablehlo.subtract %94, %99 : tensor<8x32x64xf32>
    %101 = stablehlo.multiply %100, %100 : tensor<8x32x64xf32>
    %cst_19 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %102 = stablehlo.reduce(%101 init: %cst_19) applies stablehlo.add across dimensions = [2] : (tensor<8x32x64xf32>, tensor<f32>) -> tensor<8x32xf32>
    %103 = stablehlo.broadcast_in_dim %102, dims = [0, 1] : (tensor<8x32xf32>) -> tensor<8x32x1xf32>
    %cst_20 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %104 = stablehlo.broadcast_in_dim %cst_20, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %105 = stablehlo.divide %103, %104 : tensor<8x32x1xf32>
    %cst_21 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %106 = stablehlo.broadcast_in_dim %cst_21, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %107 = stablehlo.add %105, %106 : tensor<8x32x1xf32>
    %108 = stablehlo.rsqrt %107 : tensor<8x32x1xf32>
    %109 = stablehlo.broadcast_in_dim %108, dims = [0, 1, 2] : (tensor<8x32x1xf32>) -> tensor<8x32x64xf32>
    %110 = stablehlo.multiply %100, %109 : tensor<8x32x64xf32>
    %111 = stablehlo.broadcast_in_dim %arg11, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %112 = stablehlo.broadcast_in_dim %111, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x32x64xf32>
    %113 = stablehlo.multiply %110, %112 : tensor<8x32x64xf32>
    %114 = stablehlo.broadcast_in_dim %arg10, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %115 = stablehlo.broadcast_in_dim %114, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x32x64xf32>
    %116 = stablehlo.add %113, %115 : tensor<8x32x64xf32>
    %117 = stablehlo.dot_general %116, %arg9, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32x64xf32>, tensor<64x192xf32>) -> tensor<8x32x192xf32>
    %118 = stablehlo.reshape %117 : (tensor<8x32x192xf32>) -> tensor<8x32x3x4x16xf32>
    %119 = stablehlo.slice %118 [0:8, 0:32, 0:1, 0:4, 0:16] : (tensor<8x32x3x4x16xf32>) -> tensor<8x32x1x4x16xf32>
    %120 = stablehlo.reshape %119 : (tensor<8x32x1x4x16xf32>) -> tensor<8x32x4x16xf32>
    %121 = stablehlo.slice %118 [0:8, 0:32, 1:2, 0:4, 0:16] : (tensor<8x32x3x4x16xf32>) -> tensor<8x32x1x4x16xf32>
    %122 = stablehlo.reshape %121 : (tensor<8x32x1x4x16xf32>) -> tensor<8x32x4x16xf32>
    %123 = stablehlo.slice %118 [0:8, 0:32, 2:3, 0:4, 0:16] : (tensor<8x32x3x4x16xf32>) -> tensor<8x32x1x4x16xf32>
    %124 = stablehlo.reshape %123 : (tensor<8x32x1x4x16xf32>) -> tensor<8x32x4x16xf32>
    %125 = stablehlo.dot_general %120, %122, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x32x4x16xf32>, tensor<8x32x4x16xf32>) -> tensor<8x4x32x32xf32>
    %cst_22 = stablehlo.constant dense<2.500000e-01> : tensor<f32>
    %126 = stablehlo.broadcast_in_dim %cst_22, dims = [] : (tensor<f32>) -> tensor<8x4x32x32xf32>
    %127 = stablehlo.multiply %125, %126 : tensor<8x4x32x32xf32>
    %128 = stablehlo.iota dim = 2 : tensor<8x4x32x32xi32>
    %129 = stablehlo.iota dim = 3 : tensor<8x4x32x32xi32>
    %130 = stablehlo.compare GE, %128, %129, SIGNED : (tensor<8x4x32x32xi32>, tensor<8x4x32x32xi32>) -> tensor<8x4x32x32xi1>
    %cst_23 = stablehlo.constant dense<-1.000000e+09> : tensor<f32>
    %131 = stablehlo.broadcast_in_dim %cst_23, dims = [] : (tensor<f32>) -> tensor<8x4x32x32xf32>
    %132 = stablehlo.select %130, %127, %131 : tensor<8x4x32x32xi1>, tensor<8x4x32x32xf32>
    %cst_24 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %133 = stablehlo.reduce(%132 init: %cst_24) applies stablehlo.maximum across dimensions = [3] : (tensor<8x4x32x32xf32>, tensor<f32>) -> tensor<8x4x32xf32>
    %134 = stablehlo.broadcast_in_dim %133, dims = [0, 1, 2] : (tensor<8x4x32xf32>) -> tensor<8x4x32x1xf32>
    %135 = stablehlo.broadcast_in_dim %134, dims = [0, 1, 2, 3] : (tensor<8x4x32x1xf32>) -> tensor<8x4x32x32xf32>
    %136 = stablehlo.subtract %132, %135 : tensor<8x4x32x32xf32>
    %137 = stablehlo.exponential %136 : tensor<8x4x32x32xf32>
    %cst_25 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %138 = stablehlo.reduce(%137 init: %cst_25) applies stablehlo.add across dimensions = [3] : (tensor<8x4x32x32xf32>, tensor<f32>) -> tensor<8x4x32xf32>
    %139 = stablehlo.broadcast_in_dim %138, dims = [0, 1, 2] : (tensor<8x4x32xf32>) -> tensor<8x4x32x1xf32>
    %140 = stablehlo.broadcast_in_dim %139, dims = [0, 1, 2, 3] : (tensor<8x4x32x1xf32>) -> tensor<8x4x32x32xf32>
    %141 = stablehlo.divide %137, %140 : tensor<8x4x32x32xf32>
    %142 = stablehlo.dot_general %124, %141, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x32x4x16xf32>, tensor<8x4x32x32xf32>) -> tensor<8x4x16x32xf32>
    %143 = stablehlo.transpose %142, dims = [0, 3, 1, 2] : (tensor<8x4x16x32xf32>) -> tensor<8x32x4x16xf32>
    %144 = stablehlo.reshape %143 : (tensor<8x32x4x16xf32>) -> tensor<8x32x64xf32>
    %145 = stablehlo.dot_general %144, %arg8, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32x64xf32>, tensor<64x64xf32>) -> tensor<8x32x64xf32>
    %146 = stablehlo.add %94, %145 : tensor<8x32x64xf32>
    %cst_26 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %147 = stablehlo.reduce(%146 init: %cst_26) applies stablehlo.add across dimensions = [2] : (tensor<8x32x64xf32>, tensor<f32>) -> tensor<8x32xf32>
    %148 = stablehlo.broadcast_in_dim %147, dims = [0, 1] : (tensor<8x32xf32>) -> tensor<8x32x1xf32>
    %cst_27 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %149 = stablehlo.broadcast_in_dim %cst_27, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %150 = stablehlo.divide %148, %149 : tensor<8x32x1xf32>
    %151 = stablehlo.broadcast_in_dim %150, dims = [0, 1, 2] : (tensor<8x32x1xf32>) -> tensor<8x32x64xf32>
    %152 = stablehlo.subtract %146, %151 : tensor<8x32x64xf32>
    %153 = stablehlo.multiply %152, %152 : tensor<8x32x64xf32>
    %cst_28 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %154 = stablehlo.reduce(%153 init: %cst_28) applies stablehlo.add across dimensions = [2] : (tensor<8x32x64xf32>, tensor<f32>) -> tensor<8x32xf32>
    %155 = stablehlo.broadcast_in_dim %154, dims = [0, 1] : (tensor<8x32xf32>) -> tensor<8x32x1xf32>
    %cst_29 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %156 = stablehlo.broadcast_in_dim %cst_29, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %157 = stablehlo.divide %155, %156 : tensor<8x32x1xf32>
    %cst_30 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %158 = stablehlo.broadcast_in_dim %cst_30, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %159 = stablehlo.add %157, %158 : tensor<8x32x1xf32>
    %160 = stablehlo.rsqrt %159 : tensor<8x32x1xf32>
    %161 = stablehlo.broadcast_in_dim %160, dims = [0, 1, 2] : (tensor<8x32x1xf32>) -> tensor<8x32x64xf32>
    %162 = stablehlo.multiply %152, %161 : tensor<8x32x64xf32>
    %163 = stablehlo.broadcast_in_dim %arg13, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %164 = stablehlo.broadcast_in_dim %163, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x32x64xf32>
    %165 = stablehlo.multiply %162, %164 : tensor<8x32x64xf32>
    %166 = stablehlo.broadcast_in_dim %arg12, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %167 = stablehlo.broadcast_in_dim %166, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x32x64xf32>
    %168 = stablehlo.add %165, %167 : tensor<8x32x64xf32>
    %169 = stablehlo.dot_general %168, %arg14, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32x64xf32>, tensor<64x8xf32>) -> tensor<8x32x8xf32>
    %cst_31 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %170 = stablehlo.reduce(%169 init: %cst_31) applies stablehlo.maximum across dimensions = [2] : (tensor<8x32x8xf32>, tensor<f32>) -> tensor<8x32xf32>
    %171 = stablehlo.broadcast_in_dim %170, dims = [0, 1] : (tensor<8x32xf32>) -> tensor<8x32x1xf32>
    %172 = stablehlo.broadcast_in_dim %171, dims = [0, 1, 2] : (tensor<8x32x1xf32>) -> tensor<8x32x8xf32>
    %173 = stablehlo.subtract %169, %172 : tensor<8x32x8xf32>
    %174 = stablehlo.exponential %173 : tensor<8x32x8xf32>
    %cst_32 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %175 = stablehlo.reduce(%174 init: %cst_32) applies stablehlo.add across dimensions = [2] : (tensor<8x32x8xf32>, tensor<f32>) -> tensor<8x32xf32>
    %176 = stablehlo.broadcast_in_dim %175, dims = [0, 1] : (tensor<8x32xf32>) -> tensor<8x32x1xf32>
    %177 = stablehlo.broadcast_in_dim %176, dims = [0, 1, 2] : (tensor<8x32x1xf32>) -> tensor<8x32x8xf32>
    %178 = stablehlo.divide %174, %177 : tensor<8x32x8xf32>
    %179 = stablehlo.iota dim = 0 : tensor<32x32xi32>
    %180 = stablehlo.iota dim = 1 : tensor<32x32xi32>
    %181 = stablehlo.compare LE, %179, %180, SIGNED : (tensor<32x32xi32>, tensor<32x32xi32>) -> tensor<32x32xi1>
    %182 = stablehlo.convert %181 : (tensor<32x32xi1>) -> tensor<32x32xf32>
    %cst_33 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %183 = stablehlo.broadcast_in_dim %cst_33, dims = [] : (tensor<f32>) -> tensor<8x1x8xf32>
    %cst_34 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %184 = stablehlo.broadcast_in_dim %cst_34, dims = [] : (tensor<f32>) -> tensor<8x32x8x16xf32>
    %cst_35 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %185 = stablehlo.reduce(%178 init: %cst_35) applies stablehlo.maximum across dimensions = [2] : (tensor<8x32x8xf32>, tensor<f32>) -> tensor<8x32xf32>
    %186 = stablehlo.broadcast_in_dim %185, dims = [0, 1] : (tensor<8x32xf32>) -> tensor<8x32x1xf32>
    %187 = stablehlo.broadcast_in_dim %186, dims = [0, 1, 2] : (tensor<8x32x1xf32>) -> tensor<8x32x8xf32>
    %188 = stablehlo.compare GE, %178, %187, FLOAT : (tensor<8x32x8xf32>, tensor<8x32x8xf32>) -> tensor<8x32x8xi1>
    %189 = stablehlo.convert %188 : (tensor<8x32x8xi1>) -> tensor<8x32x8xf32>
    %cst_36 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %190 = stablehlo.broadcast_in_dim %cst_36, dims = [] : (tensor<f32>) -> tensor<8x32x8xf32>
    %191 = stablehlo.compare GT, %189, %190, FLOAT : (tensor<8x32x8xf32>, tensor<8x32x8xf32>) -> tensor<8x32x8xi1>
    %cst_37 = stablehlo.constant dense<-1.000000e+00> : tensor<f32>
    %192 = stablehlo.broadcast_in_dim %cst_37, dims = [] : (tensor<f32>) -> tensor<8x32x8xf32>
    %193 = stablehlo.select %191, %192, %178 : tensor<8x32x8xi1>, tensor<8x32x8xf32>
    %194 = stablehlo.dot_general %182, %189, contracting_dims = [0] x [1], precision = [DEFAULT, DEFAULT] : (tensor<32x32xf32>, tensor<8x32x8xf32>) -> tensor<32x8x8xf32>
    %195 = stablehlo.transpose %194, dims = [1, 0, 2] : (tensor<32x8x8xf32>) -> tensor<8x32x8xf32>
    %cst_38 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %196 = stablehlo.broadcast_in_dim %cst_38, dims = [] : (tensor<f32>) -> tensor<8x32x8xf32>
    %197 = stablehlo.subtract %195, %196 : tensor<8x32x8xf32>
    %198 = stablehlo.broadcast_in_dim %183, dims = [0, 1, 2] : (tensor<8x1x8xf32>) -> tensor<8x32x8xf32>
    %199 = stablehlo.add %197, %198 : tensor<8x32x8xf32>
    %cst_39 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %200 = stablehlo.broadcast_in_dim %cst_39, dims = [] : (tensor<f32>) -> tensor<8x32x8xf32>
    %201 = stablehlo.compare LT, %199, %200, FLOAT : (tensor<8x32x8xf32>, tensor<8x32x8xf32>) -> tensor<8x32x8xi1>
    %202 = stablehlo.convert %201 : (tensor<8x32x8xi1>) -> tensor<8x32x8xf32>
    %203 = stablehlo.multiply %189, %202 : tensor<8x32x8xf32>
    %cst_40 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %204 = stablehlo.reduce(%203 init: %cst_40) applies stablehlo.add across dimensions = [1] : (tensor<8x32x8xf32>, tensor<f32>) -> tensor<8x8xf32>
    %205 = stablehlo.broadcast_in_dim %204, dims = [0, 2] : (tensor<8x8xf32>) -> tensor<8x1x8xf32>
    %206 = stablehlo.add %183, %205 : tensor<8x1x8xf32>
    %207 = stablehlo.convert %199 : (tensor<8x32x8xf32>) -> tensor<8x32x8xi32>
    %208 = stablehlo.iota dim = 3 : tensor<8x32x8x16xi32>
    %209 = stablehlo.broadcast_in_dim %207, dims = [0, 1, 2] : (tensor<8x32x8xi32>) -> tensor<8x32x8x1xi32>
    %210 = stablehlo.broadcast_in_dim %209, dims = [0, 1, 2, 3] : (tensor<8x32x8x1xi32>) -> tensor<8x32x8x16xi32>
    %211 = stablehlo.compare EQ, %210, %208, SIGNED : (tensor<8x32x8x16xi32>, tensor<8x32x8x16xi32>) -> tensor<8x32x8x16xi1>
    %212 = stablehlo.convert %211 : (tensor<8x32x8x16xi1>) -> tensor<8x32x8x16xf32>
    %213 = stablehlo.multiply %178, %203 : tensor<8x32x8xf32>
    %214 = stablehlo.broadcast_in_dim %213, dims = [0, 1, 2] : (tensor<8x32x8xf32>) -> tensor<8x32x8x1xf32>
    %215 = stablehlo.broadcast_in_dim %214, dims = [0, 1, 2, 3] : (tensor<8x32x8x1xf32>) -> tensor<8x32x8x16xf32>
    %216 = stablehlo.multiply %215, %212 : tensor<8x32x8x16xf32>
    %217 = stablehlo.add %184, %216 : tensor<8x32x8x16xf32>
    %cst_41 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %218 = stablehlo.reduce(%193 init: %cst_41) applies stablehlo.maximum across dimensions = [2] : (tensor<8x32x8xf32>, tensor<f32>) -> tensor<8x32xf32>
    %219 = stablehlo.broadcast_in_dim %218, dims = [0, 1] : (tensor<8x32xf32>) -> tensor<8x32x1xf32>
    %220 = stablehlo.broadcast_in_dim %219, dims = [0, 1, 2] : (tensor<8x32x1xf32>) -> tensor<8x32x8xf32>
    %221 = stablehlo.compare GE, %193, %220, FLOAT : (tensor<8x32x8xf32>, tensor<8x32x8xf32>) -> tensor<8x32x8xi1>
    %222 = stablehlo.convert %221 : (tensor<8x32x8xi1>) -> tensor<8x32x8xf32>
    %cst_42 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %223 = stablehlo.broadcast_in_dim %cst_42, dims = [] : (tensor<f32>) -> tensor<8x32x8xf32>
    %224 = stablehlo.compare GT, %222, %223, FLOAT : (tensor<8x32x8xf32>, tensor<8x32x8xf32>) -> tensor<8x32x8xi1>
    %cst_43 = stablehlo.constant dense<-1.000000e+00> : tensor<f32>
    %225 = stablehlo.broadcast_in_dim %cst_43, dims = [] : (tensor<f32>) -> tensor<8x32x8xf32>
    %226 = stablehlo.select %224, %225, %193 : tensor<8x32x8xi1>, tensor<8x32x8xf32>
    %227 = stablehlo.dot_general %182, %222, contracting_dims = [0] x [1], precision = [DEFAULT, DEFAULT] : (tensor<32x32xf32>, tensor<8x32x8xf32>) -> tensor<32x8x8xf32>
    %228 = stablehlo.transpose %227, dims = [1, 0, 2] : (tensor<32x8x8xf32>) -> tensor<8x32x8xf32>
    %cst_44 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %229 = stablehlo.broadcast_in_dim %cst_44, dims = [] : (tensor<f32>) -> tensor<8x32x8xf32>
    %230 = stablehlo.subtract %228, %229 : tensor<8x32x8xf32>
    %231 = stablehlo.broadcast_in_dim %206, dims = [0, 1, 2] : (tensor<8x1x8xf32>) -> tensor<8x32x8xf32>
    %232 = stablehlo.add %230, %231 : tensor<8x32x8xf32>
    %cst_45 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %233 = stablehlo.broadcast_in_dim %cst_45, dims = [] : (tensor<f32>) -> tensor<8x32x8xf32>
    %234 = stablehlo.compare LT, %232, %233, FLOAT : (tensor<8x32x8xf32>, tensor<8x32x8xf32>) -> tensor<8x32x8xi1>
    %235 = stablehlo.convert %234 : (tensor<8x32x8xi1>) -> tensor<8x32x8xf32>
    %236 = stablehlo.multiply %222, %235 : tensor<8x32x8xf32>
    %cst_46 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %237 = stablehlo.reduce(%236 init: %cst_46) applies stablehlo.add across dimensions = [1] : (tensor<8x32x8xf32>, tensor<f32>) -> tensor<8x8xf32>
    %238 = stablehlo.broadcast_in_dim %237, dims = [0, 2] : (tensor<8x8xf32>) -> tensor<8x1x8xf32>
    %239 = stablehlo.add %206, %238 : tensor<8x1x8xf32>
    %240 = stablehlo.convert %232 : (tensor<8x32x8xf32>) -> tensor<8x32x8xi32>
    %241 = stablehlo.iota dim = 3 : tensor<8x32x8x16xi32>
    %242 = stablehlo.broadcast_in_dim %240, dims = [0, 1, 2] : (tensor<8x32x8xi32>) -> tensor<8x32x8x1xi32>
    %243 = stablehlo.broadcast_in_dim %242, dims = [0, 1, 2, 3] : (tensor<8x32x8x1xi32>) -> tensor<8x32x8x16xi32>
    %244 = stablehlo.compare EQ, %243, %241, SIGNED : (tensor<8x32x8x16xi32>, tensor<8x32x8x16xi32>) -> tensor<8x32x8x16xi1>
    %245 = stablehlo.convert %244 : (tensor<8x32x8x16xi1>) -> tensor<8x32x8x16xf32>
    %246 = stablehlo.multiply %178, %236 : tensor<8x32x8xf32>
    %247 = stablehlo.broadcast_in_dim %246, dims = [0, 1, 2] : (tensor<8x32x8xf32>) -> tensor<8x32x8x1xf32>
    %248 = stablehlo.broadcast_in_dim %247, dims = [0, 1, 2, 3] : (tensor<8x32x8x1xf32>) -> tensor<8x32x8x16xf32>
    %249 = stablehlo.multiply %248, %245 : tensor<8x32x8x16xf32>
    %250 = stablehlo.add %217, %249 : tensor<8x32x8x16xf32>
    %cst_47 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %251 = stablehlo.broadcast_in_dim %cst_47, dims = [] : (tensor<f32>) -> tensor<8x32x8x16xf32>
    %252 = stablehlo.compare GT, %250, %251, FLOAT : (tensor<8x32x8x16xf32>, tensor<8x32x8x16xf32>) -> tensor<8x32x8x16xi1>
    %253 = stablehlo.convert %252 : (tensor<8x32x8x16xi1>) -> tensor<8x32x8x16xf32>
    %254 = stablehlo.dot_general %168, %253, batching_dims = [0] x [0], contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x32x64xf32>, tensor<8x32x8x16xf32>) -> tensor<8x64x8x16xf32>
    %255 = stablehlo.transpose %254, dims = [2, 0, 3, 1] : (tensor<8x64x8x16xf32>) -> tensor<8x8x16x64xf32>
    %256 = stablehlo.dot_general %255, %arg15, batching_dims = [0] x [0], contracting_dims = [3] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x16x64xf32>, tensor<8x64x256xf32>) -> tensor<8x8x16x256xf32>
    %cst_48 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %257 = stablehlo.broadcast_in_dim %cst_48, dims = [] : (tensor<f32>) -> tensor<8x8x16x256xf32>
    %258 = stablehlo.multiply %257, %256 : tensor<8x8x16x256xf32>
    %cst_49 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %259 = stablehlo.broadcast_in_dim %cst_49, dims = [] : (tensor<f32>) -> tensor<8x8x16x256xf32>
    %260 = stablehlo.multiply %259, %256 : tensor<8x8x16x256xf32>
    %261 = stablehlo.multiply %260, %256 : tensor<8x8x16x256xf32>
    %262 = stablehlo.multiply %261, %256 : tensor<8x8x16x256xf32>
    %263 = stablehlo.add %256, %262 : tensor<8x8x16x256xf32>
    %cst_50 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %264 = stablehlo.broadcast_in_dim %cst_50, dims = [] : (tensor<f32>) -> tensor<8x8x16x256xf32>
    %265 = stablehlo.multiply %264, %263 : tensor<8x8x16x256xf32>
    %266 = stablehlo.tanh %265 : tensor<8x8x16x256xf32>
    %cst_51 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %267 = stablehlo.broadcast_in_dim %cst_51, dims = [] : (tensor<f32>) -> tensor<8x8x16x256xf32>
    %268 = stablehlo.add %267, %266 : tensor<8x8x16x256xf32>
    %269 = stablehlo.multiply %258, %268 : tensor<8x8x16x256xf32>
    %270 = stablehlo.dot_general %269, %arg16, batching_dims = [0] x [0], contracting_dims = [3] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x16x256xf32>, tensor<8x256x64xf32>) -> tensor<8x8x16x64xf32>
    %271 = stablehlo.dot_general %250, %270, batching_dims = [0] x [1], contracting_dims = [3, 2] x [2, 0], precision = [DEFAULT, DEFAULT] : (tensor<8x32x8x16xf32>, tensor<8x8x16x64xf32>) -> tensor<8x32x64xf32>
    %272 = stablehlo.add %146, %271 : tensor<8x32x64xf32>
    %cst_52 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %273 = stablehlo.reduce(%272 init: %cst_52) applies stablehlo.add across dimensions = [2] : (tensor<8x32x64xf32>, tensor<f32>) -> tensor<8x32xf32>
    %274 = stablehlo.broadcast_in_dim %273, dims = [0, 1] : (tensor<8x32xf32>) -> tensor<8x32x1xf32>
    %cst_53 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %275 = stablehlo.broadcast_in_dim %cst_53, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %276 = stablehlo.divide %274, %275 : tensor<8x32x1xf32>
    %277 = stablehlo.broadcast_in_dim %276, dims = [0, 1, 2] : (tensor<8x32x1xf32>) -> tensor<8x32x64xf32>
    %278 = stablehlo.subtract %272, %277 : tensor<8x32x64xf32>
    %279 = stablehlo.multiply %278, %278 : tensor<8x32x64xf32>
    %cst_54 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %280 = stablehlo.reduce(%279 init: %cst_54) applies stablehlo.add across dimensions = [2] : (tensor<8x32x64xf32>, tensor<f32>) -> tensor<8x32xf32>
    %281 = stablehlo.broadcast_in_dim %280, dims = [0, 1] : (tensor<8x32xf32>) -> tensor<8x32x1xf32>
    %cst_55 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %282 = stablehlo.broadcast_in_dim %cst_55, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %283 = stablehlo.divide %281, %282 : tensor<8x32x1xf32>
    %cst_56 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %284 = stablehlo.broadcast_in_dim %cst_56, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %285 = stablehlo.add %283, %284 : tensor<8x32x1xf32>
    %286 = stablehlo.rsqrt %285 : tensor<8x32x1xf32>
    %287 = stablehlo.broadcast_in_dim %286, dims = [0, 1, 2] : (tensor<8x32x1xf32>) -> tensor<8x32x64xf32>
    %288 = stablehlo.multiply %278, %287 : tensor<8x32x64xf32>
    %289 = stablehlo.broadcast_in_dim %arg18, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %290 = stablehlo.broadcast_in_dim %289, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x32x64xf32>
    %291 = stablehlo.multiply %288, %290 : tensor<8x32x64xf32>
    %292 = stablehlo.broadcast_in_dim %arg17, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %293 = stablehlo.broadcast_in_dim %292, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x32x64xf32>
    %294 = stablehlo.add %291, %293 : tensor<8x32x64xf32>
    %295 = stablehlo.dot_general %294, %arg20, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x32x64xf32>, tensor<256x64xf32>) -> tensor<8x32x256xf32>
    return %295 : tensor<8x32x256xf32>
  }
}
