module @jit_forward attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<64x64xf32>, %arg1: tensor<64x192xf32>, %arg2: tensor<64xf32>, %arg3: tensor<64xf32>, %arg4: tensor<64xf32>, %arg5: tensor<64xf32>, %arg6: tensor<64x256xf32>, %arg7: tensor<256x64xf32>, %arg8: tensor<64x64xf32>, %arg9: tensor<64x192xf32>, %arg10: tensor<64xf32>, %arg11: tensor<64xf32>, %arg12: tensor<64xf32>, %arg13: tensor<64xf32>, %arg14: tensor<64x256xf32>, %arg15: tensor<256x64xf32>, %arg16: tensor<64xf32>, %arg17: tensor<64xf32>, %arg18: tensor<32x64xf32>, %arg19: tensor<256x64xf32>, %arg20: tensor<8x32xi32>, %arg21: tensor<8x32xi32>) -> (tensor<8x32x256xf32> {jax.result_info = "result"}) {
    %0 = stablehlo.broadcast_in_dim %arg21, dims = [0, 1] : (tensor<8x32xi32>) -> tensor<8x32x1xi32>
    %1 = "stablehlo.gather"(%arg19, %0) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 64>}> : (tensor<256x64xf32>, tensor<8x32x1xi32>) -> tensor<8x32x64xf32>
    %2 = stablehlo.broadcast_in_dim %arg18, dims = [1, 2] : (tensor<32x64xf32>) -> tensor<1x32x64xf32>
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
    %169 = stablehlo.dot_general %168, %arg14, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32x64xf32>, tensor<64x256xf32>) -> tensor<8x32x256xf32>
    %cst_31 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %170 = stablehlo.broadcast_in_dim %cst_31, dims = [] : (tensor<f32>) -> tensor<8x32x256xf32>
    %171 = stablehlo.multiply %170, %169 : tensor<8x32x256xf32>
    %cst_32 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %172 = stablehlo.broadcast_in_dim %cst_32, dims = [] : (tensor<f32>) -> tensor<8x32x256xf32>
    %173 = stablehlo.multiply %172, %169 : tensor<8x32x256xf32>
    %174 = stablehlo.multiply %173, %169 : tensor<8x32x256xf32>
    %175 = stablehlo.multiply %174, %169 : tensor<8x32x256xf32>
    %176 = stablehlo.add %169, %175 : tensor<8x32x256xf32>
    %cst_33 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %177 = stablehlo.broadcast_in_dim %cst_33, dims = [] : (tensor<f32>) -> tensor<8x32x256xf32>
    %178 = stablehlo.multiply %177, %176 : tensor<8x32x256xf32>
    %179 = stablehlo.tanh %178 : tensor<8x32x256xf32>
    %cst_34 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %180 = stablehlo.broadcast_in_dim %cst_34, dims = [] : (tensor<f32>) -> tensor<8x32x256xf32>
    %181 = stablehlo.add %180, %179 : tensor<8x32x256xf32>
    %182 = stablehlo.multiply %171, %181 : tensor<8x32x256xf32>
    %183 = stablehlo.dot_general %182, %arg15, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32x256xf32>, tensor<256x64xf32>) -> tensor<8x32x64xf32>
    %184 = stablehlo.add %146, %183 : tensor<8x32x64xf32>
    %cst_35 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %185 = stablehlo.reduce(%184 init: %cst_35) applies stablehlo.add across dimensions = [2] : (tensor<8x32x64xf32>, tensor<f32>) -> tensor<8x32xf32>
    %186 = stablehlo.broadcast_in_dim %185, dims = [0, 1] : (tensor<8x32xf32>) -> tensor<8x32x1xf32>
    %cst_36 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %187 = stablehlo.broadcast_in_dim %cst_36, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %188 = stablehlo.divide %186, %187 : tensor<8x32x1xf32>
    %189 = stablehlo.broadcast_in_dim %188, dims = [0, 1, 2] : (tensor<8x32x1xf32>) -> tensor<8x32x64xf32>
    %190 = stablehlo.subtract %184, %189 : tensor<8x32x64xf32>
    %191 = stablehlo.multiply %190, %190 : tensor<8x32x64xf32>
    %cst_37 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %192 = stablehlo.reduce(%191 init: %cst_37) applies stablehlo.add across dimensions = [2] : (tensor<8x32x64xf32>, tensor<f32>) -> tensor<8x32xf32>
    %193 = stablehlo.broadcast_in_dim %192, dims = [0, 1] : (tensor<8x32xf32>) -> tensor<8x32x1xf32>
    %cst_38 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %194 = stablehlo.broadcast_in_dim %cst_38, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %195 = stablehlo.divide %193, %194 : tensor<8x32x1xf32>
    %cst_39 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %196 = stablehlo.broadcast_in_dim %cst_39, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %197 = stablehlo.add %195, %196 : tensor<8x32x1xf32>
    %198 = stablehlo.rsqrt %197 : tensor<8x32x1xf32>
    %199 = stablehlo.broadcast_in_dim %198, dims = [0, 1, 2] : (tensor<8x32x1xf32>) -> tensor<8x32x64xf32>
    %200 = stablehlo.multiply %190, %199 : tensor<8x32x64xf32>
    %201 = stablehlo.broadcast_in_dim %arg17, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %202 = stablehlo.broadcast_in_dim %201, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x32x64xf32>
    %203 = stablehlo.multiply %200, %202 : tensor<8x32x64xf32>
    %204 = stablehlo.broadcast_in_dim %arg16, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %205 = stablehlo.broadcast_in_dim %204, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x32x64xf32>
    %206 = stablehlo.add %203, %205 : tensor<8x32x64xf32>
    %207 = stablehlo.dot_general %206, %arg19, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x32x64xf32>, tensor<256x64xf32>) -> tensor<8x32x256xf32>
    return %207 : tensor<8x32x256xf32>
  }
}
