module @jit_forward attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<64xf32>, %arg1: tensor<64xf32>, %arg2: tensor<3x3x64x64xf32>, %arg3: tensor<64xf32>, %arg4: tensor<64xf32>, %arg5: tensor<3x3x64x64xf32>, %arg6: tensor<64xf32>, %arg7: tensor<64xf32>, %arg8: tensor<3x3x64x64xf32>, %arg9: tensor<64xf32>, %arg10: tensor<64xf32>, %arg11: tensor<3x3x64x64xf32>, %arg12: tensor<64x10xf32>, %arg13: tensor<64xf32>, %arg14: tensor<64xf32>, %arg15: tensor<3x3x3x64xf32>, %arg16: tensor<8x32x32x3xf32>, %arg17: tensor<8xi32>) -> (tensor<8x10xf32> {jax.result_info = "result"}) {
    %0 = stablehlo.convolution(%arg16, %arg15) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x32x32x3xf32>, tensor<3x3x3x64xf32>) -> tensor<8x32x32x64xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1 = stablehlo.reduce(%0 init: %cst) applies stablehlo.add across dimensions = [3] : (tensor<8x32x32x64xf32>, tensor<f32>) -> tensor<8x32x32xf32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [0, 1, 2] : (tensor<8x32x32xf32>) -> tensor<8x32x32x1xf32>
    %cst_0 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %3 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<8x32x32x1xf32>
    %4 = stablehlo.divide %2, %3 : tensor<8x32x32x1xf32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0, 1, 2, 3] : (tensor<8x32x32x1xf32>) -> tensor<8x32x32x64xf32>
    %6 = stablehlo.subtract %0, %5 : tensor<8x32x32x64xf32>
    %7 = stablehlo.multiply %6, %6 : tensor<8x32x32x64xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %8 = stablehlo.reduce(%7 init: %cst_1) applies stablehlo.add across dimensions = [3] : (tensor<8x32x32x64xf32>, tensor<f32>) -> tensor<8x32x32xf32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0, 1, 2] : (tensor<8x32x32xf32>) -> tensor<8x32x32x1xf32>
    %cst_2 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %10 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<8x32x32x1xf32>
    %11 = stablehlo.divide %9, %10 : tensor<8x32x32x1xf32>
    %cst_3 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %12 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<8x32x32x1xf32>
    %13 = stablehlo.add %11, %12 : tensor<8x32x32x1xf32>
    %14 = stablehlo.rsqrt %13 : tensor<8x32x32x1xf32>
    %15 = stablehlo.broadcast_in_dim %14, dims = [0, 1, 2, 3] : (tensor<8x32x32x1xf32>) -> tensor<8x32x32x64xf32>
    %16 = stablehlo.multiply %6, %15 : tensor<8x32x32x64xf32>
    %17 = stablehlo.broadcast_in_dim %arg14, dims = [3] : (tensor<64xf32>) -> tensor<1x1x1x64xf32>
    %18 = stablehlo.broadcast_in_dim %17, dims = [0, 1, 2, 3] : (tensor<1x1x1x64xf32>) -> tensor<8x32x32x64xf32>
    %19 = stablehlo.multiply %16, %18 : tensor<8x32x32x64xf32>
    %20 = stablehlo.broadcast_in_dim %arg13, dims = [3] : (tensor<64xf32>) -> tensor<1x1x1x64xf32>
    %21 = stablehlo.broadcast_in_dim %20, dims = [0, 1, 2, 3] : (tensor<1x1x1x64xf32>) -> tensor<8x32x32x64xf32>
    %22 = stablehlo.add %19, %21 : tensor<8x32x32x64xf32>
    %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %23 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<8x32x32x64xf32>
    %24 = stablehlo.maximum %22, %23 : tensor<8x32x32x64xf32>
    %25 = stablehlo.convolution(%24, %arg2) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x32x32x64xf32>, tensor<3x3x64x64xf32>) -> tensor<8x32x32x64xf32>
    %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %26 = stablehlo.reduce(%25 init: %cst_5) applies stablehlo.add across dimensions = [3] : (tensor<8x32x32x64xf32>, tensor<f32>) -> tensor<8x32x32xf32>
    %27 = stablehlo.broadcast_in_dim %26, dims = [0, 1, 2] : (tensor<8x32x32xf32>) -> tensor<8x32x32x1xf32>
    %cst_6 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %28 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<8x32x32x1xf32>
    %29 = stablehlo.divide %27, %28 : tensor<8x32x32x1xf32>
    %30 = stablehlo.broadcast_in_dim %29, dims = [0, 1, 2, 3] : (tensor<8x32x32x1xf32>) -> tensor<8x32x32x64xf32>
    %31 = stablehlo.subtract %25, %30 : tensor<8x32x32x64xf32>
    %32 = stablehlo.multiply %31, %31 : tensor<8x32x32x64xf32>
    %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %33 = stablehlo.reduce(%32 init: %cst_7) applies stablehlo.add across dimensions = [3] : (tensor<8x32x32x64xf32>, tensor<f32>) -> tensor<8x32x32xf32>
    %34 = stablehlo.broadcast_in_dim %33, dims = [0, 1, 2] : (tensor<8x32x32xf32>) -> tensor<8x32x32x1xf32>
    %cst_8 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %35 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<8x32x32x1xf32>
    %36 = stablehlo.divide %34, %35 : tensor<8x32x32x1xf32>
    %cst_9 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %37 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<8x32x32x1xf32>
    %38 = stablehlo.add %36, %37 : tensor<8x32x32x1xf32>
    %39 = stablehlo.rsqrt %38 : tensor<8x32x32x1xf32>
    %40 = stablehlo.broadcast_in_dim %39, dims = [0, 1, 2, 3] : (tensor<8x32x32x1xf32>) -> tensor<8x32x32x64xf32>
    %41 = stablehlo.multiply %31, %40 : tensor<8x32x32x64xf32>
    %42 = stablehlo.broadcast_in_dim %arg1, dims = [3] : (tensor<64xf32>) -> tensor<1x1x1x64xf32>
    %43 = stablehlo.broadcast_in_dim %42, dims = [0, 1, 2, 3] : (tensor<1x1x1x64xf32>) -> tensor<8x32x32x64xf32>
    %44 = stablehlo.multiply %41, %43 : tensor<8x32x32x64xf32>
    %45 = stablehlo.broadcast_in_dim %arg0, dims = [3] : (tensor<64xf32>) -> tensor<1x1x1x64xf32>
    %46 = stablehlo.broadcast_in_dim %45, dims = [0, 1, 2, 3] : (tensor<1x1x1x64xf32>) -> tensor<8x32x32x64xf32>
    %47 = stablehlo.add %44, %46 : tensor<8x32x32x64xf32>
    %cst_10 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %48 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<8x32x32x64xf32>
    %49 = stablehlo.maximum %47, %48 : tensor<8x32x32x64xf32>
    %50 = stablehlo.convolution(%49, %arg5) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x32x32x64xf32>, tensor<3x3x64x64xf32>) -> tensor<8x32x32x64xf32>
    %cst_11 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %51 = stablehlo.reduce(%50 init: %cst_11) applies stablehlo.add across dimensions = [3] : (tensor<8x32x32x64xf32>, tensor<f32>) -> tensor<8x32x32xf32>
    %52 = stablehlo.broadcast_in_dim %51, dims = [0, 1, 2] : (tensor<8x32x32xf32>) -> tensor<8x32x32x1xf32>
    %cst_12 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %53 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<8x32x32x1xf32>
    %54 = stablehlo.divide %52, %53 : tensor<8x32x32x1xf32>
    %55 = stablehlo.broadcast_in_dim %54, dims = [0, 1, 2, 3] : (tensor<8x32x32x1xf32>) -> tensor<8x32x32x64xf32>
    %56 = stablehlo.subtract %50, %55 : tensor<8x32x32x64xf32>
    %57 = stablehlo.multiply %56, %56 : tensor<8x32x32x64xf32>
    %cst_13 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %58 = stablehlo.reduce(%57 init: %cst_13) applies stablehlo.add across dimensions = [3] : (tensor<8x32x32x64xf32>, tensor<f32>) -> tensor<8x32x32xf32>
    %59 = stablehlo.broadcast_in_dim %58, dims = [0, 1, 2] : (tensor<8x32x32xf32>) -> tensor<8x32x32x1xf32>
    %cst_14 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %60 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f32>) -> tensor<8x32x32x1xf32>
    %61 = stablehlo.divide %59, %60 : tensor<8x32x32x1xf32>
    %cst_15 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %62 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<f32>) -> tensor<8x32x32x1xf32>
    %63 = stablehlo.add %61, %62 : tensor<8x32x32x1xf32>
    %64 = stablehlo.rsqrt %63 : tensor<8x32x32x1xf32>
    %65 = stablehlo.broadcast_in_dim %64, dims = [0, 1, 2, 3] : (tensor<8x32x32x1xf32>) -> tensor<8x32x32x64xf32>
    %66 = stablehlo.multiply %56, %65 : tensor<8x32x32x64xf32>
    %67 = stablehlo.broadcast_in_dim %arg4, dims = [3] : (tensor<64xf32>) -> tensor<1x1x1x64xf32>
    %68 = stablehlo.broadcast_in_dim %67, dims = [0, 1, 2, 3] : (tensor<1x1x1x64xf32>) -> tensor<8x32x32x64xf32>
    %69 = stablehlo.multiply %66, %68 : tensor<8x32x32x64xf32>
    %70 = stablehlo.broadcast_in_dim %arg3, dims = [3] : (tensor<64xf32>) -> tensor<1x1x1x64xf32>
    %71 = stablehlo.broadcast_in_dim %70, dims = [0, 1, 2, 3] : (tensor<1x1x1x64xf32>) -> tensor<8x32x32x64xf32>
    %72 = stablehlo.add %69, %71 : tensor<8x32x32x64xf32>
    %cst_16 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %73 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f32>) -> tensor<8x32x32x64xf32>
    %74 = stablehlo.maximum %72, %73 : tensor<8x32x32x64xf32>
    %75 = stablehlo.add %74, %24 : tensor<8x32x32x64xf32>
    %76 = stablehlo.convolution(%75, %arg8) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [2, 2], pad = [[0, 1], [0, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x32x32x64xf32>, tensor<3x3x64x64xf32>) -> tensor<8x16x16x64xf32>
    %cst_17 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %77 = stablehlo.reduce(%76 init: %cst_17) applies stablehlo.add across dimensions = [3] : (tensor<8x16x16x64xf32>, tensor<f32>) -> tensor<8x16x16xf32>
    %78 = stablehlo.broadcast_in_dim %77, dims = [0, 1, 2] : (tensor<8x16x16xf32>) -> tensor<8x16x16x1xf32>
    %cst_18 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %79 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<f32>) -> tensor<8x16x16x1xf32>
    %80 = stablehlo.divide %78, %79 : tensor<8x16x16x1xf32>
    %81 = stablehlo.broadcast_in_dim %80, dims = [0, 1, 2, 3] : (tensor<8x16x16x1xf32>) -> tensor<8x16x16x64xf32>
    %82 = stablehlo.subtract %76, %81 : tensor<8x16x16x64xf32>
    %83 = stablehlo.multiply %82, %82 : tensor<8x16x16x64xf32>
    %cst_19 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %84 = stablehlo.reduce(%83 init: %cst_19) applies stablehlo.add across dimensions = [3] : (tensor<8x16x16x64xf32>, tensor<f32>) -> tensor<8x16x16xf32>
    %85 = stablehlo.broadcast_in_dim %84, dims = [0, 1, 2] : (tensor<8x16x16xf32>) -> tensor<8x16x16x1xf32>
    %cst_20 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %86 = stablehlo.broadcast_in_dim %cst_20, dims = [] : (tensor<f32>) -> tensor<8x16x16x1xf32>
    %87 = stablehlo.divide %85, %86 : tensor<8x16x16x1xf32>
    %cst_21 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %88 = stablehlo.broadcast_in_dim %cst_21, dims = [] : (tensor<f32>) -> tensor<8x16x16x1xf32>
    %89 = stablehlo.add %87, %88 : tensor<8x16x16x1xf32>
    %90 = stablehlo.rsqrt %89 : tensor<8x16x16x1xf32>
    %91 = stablehlo.broadcast_in_dim %90, dims = [0, 1, 2, 3] : (tensor<8x16x16x1xf32>) -> tensor<8x16x16x64xf32>
    %92 = stablehlo.multiply %82, %91 : tensor<8x16x16x64xf32>
    %93 = stablehlo.broadcast_in_dim %arg7, dims = [3] : (tensor<64xf32>) -> tensor<1x1x1x64xf32>
    %94 = stablehlo.broadcast_in_dim %93, dims = [0, 1, 2, 3] : (tensor<1x1x1x64xf32>) -> tensor<8x16x16x64xf32>
    %95 = stablehlo.multiply %92, %94 : tensor<8x16x16x64xf32>
    %96 = stablehlo.broadcast_in_dim %arg6, dims = [3] : (tensor<64xf32>) -> tensor<1x1x1x64xf32>
    %97 = stablehlo.broadcast_in_dim %96, dims = [0, 1, 2, 3] : (tensor<1x1x1x64xf32>) -> tensor<8x16x16x64xf32>
    %98 = stablehlo.add %95, %97 : tensor<8x16x16x64xf32>
    %cst_22 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %99 = stablehlo.broadcast_in_dim %cst_22, dims = [] : (tensor<f32>) -> tensor<8x16x16x64xf32>
    %100 = stablehlo.maximum %98, %99 : tensor<8x16x16x64xf32>
    %101 = stablehlo.convolution(%100, %arg11) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x16x16x64xf32>, tensor<3x3x64x64xf32>) -> tensor<8x16x16x64xf32>
    %cst_23 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %102 = stablehlo.reduce(%101 init: %cst_23) applies stablehlo.add across dimensions = [3] : (tensor<8x16x16x64xf32>, tensor<f32>) -> tensor<8x16x16xf32>
    %103 = stablehlo.broadcast_in_dim %102, dims = [0, 1, 2] : (tensor<8x16x16xf32>) -> tensor<8x16x16x1xf32>
    %cst_24 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %104 = stablehlo.broadcast_in_dim %cst_24, dims = [] : (tensor<f32>) -> tensor<8x16x16x1xf32>
    %105 = stablehlo.divide %103, %104 : tensor<8x16x16x1xf32>
    %106 = stablehlo.broadcast_in_dim %105, dims = [0, 1, 2, 3] : (tensor<8x16x16x1xf32>) -> tensor<8x16x16x64xf32>
    %107 = stablehlo.subtract %101, %106 : tensor<8x16x16x64xf32>
    %108 = stablehlo.multiply %107, %107 : tensor<8x16x16x64xf32>
    %cst_25 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %109 = stablehlo.reduce(%108 init: %cst_25) applies stablehlo.add across dimensions = [3] : (tensor<8x16x16x64xf32>, tensor<f32>) -> tensor<8x16x16xf32>
    %110 = stablehlo.broadcast_in_dim %109, dims = [0, 1, 2] : (tensor<8x16x16xf32>) -> tensor<8x16x16x1xf32>
    %cst_26 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %111 = stablehlo.broadcast_in_dim %cst_26, dims = [] : (tensor<f32>) -> tensor<8x16x16x1xf32>
    %112 = stablehlo.divide %110, %111 : tensor<8x16x16x1xf32>
    %cst_27 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %113 = stablehlo.broadcast_in_dim %cst_27, dims = [] : (tensor<f32>) -> tensor<8x16x16x1xf32>
    %114 = stablehlo.add %112, %113 : tensor<8x16x16x1xf32>
    %115 = stablehlo.rsqrt %114 : tensor<8x16x16x1xf32>
    %116 = stablehlo.broadcast_in_dim %115, dims = [0, 1, 2, 3] : (tensor<8x16x16x1xf32>) -> tensor<8x16x16x64xf32>
    %117 = stablehlo.multiply %107, %116 : tensor<8x16x16x64xf32>
    %118 = stablehlo.broadcast_in_dim %arg10, dims = [3] : (tensor<64xf32>) -> tensor<1x1x1x64xf32>
    %119 = stablehlo.broadcast_in_dim %118, dims = [0, 1, 2, 3] : (tensor<1x1x1x64xf32>) -> tensor<8x16x16x64xf32>
    %120 = stablehlo.multiply %117, %119 : tensor<8x16x16x64xf32>
    %121 = stablehlo.broadcast_in_dim %arg9, dims = [3] : (tensor<64xf32>) -> tensor<1x1x1x64xf32>
    %122 = stablehlo.broadcast_in_dim %121, dims = [0, 1, 2, 3] : (tensor<1x1x1x64xf32>) -> tensor<8x16x16x64xf32>
    %123 = stablehlo.add %120, %122 : tensor<8x16x16x64xf32>
    %cst_28 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %124 = stablehlo.broadcast_in_dim %cst_28, dims = [] : (tensor<f32>) -> tensor<8x16x16x64xf32>
    %125 = stablehlo.maximum %123, %124 : tensor<8x16x16x64xf32>
    %126 = stablehlo.slice %75 [0:8, 0:32:2, 0:32:2, 0:64] : (tensor<8x32x32x64xf32>) -> tensor<8x16x16x64xf32>
    %127 = stablehlo.add %125, %126 : tensor<8x16x16x64xf32>
    %cst_29 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %128 = stablehlo.reduce(%127 init: %cst_29) applies stablehlo.add across dimensions = [1, 2] : (tensor<8x16x16x64xf32>, tensor<f32>) -> tensor<8x64xf32>
    %cst_30 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %129 = stablehlo.broadcast_in_dim %cst_30, dims = [] : (tensor<f32>) -> tensor<8x64xf32>
    %130 = stablehlo.divide %128, %129 : tensor<8x64xf32>
    %131 = stablehlo.dot_general %130, %arg12, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64xf32>, tensor<64x10xf32>) -> tensor<8x10xf32>
    return %131 : tensor<8x10xf32>
  }
}
