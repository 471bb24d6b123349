module @jit_forward attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<32xf32>, %arg1: tensor<32xf32>, %arg2: tensor<3x3x32x32xf32>, %arg3: tensor<64xf32>, %arg4: tensor<64xf32>, %arg5: tensor<3x3x32x64xf32>, %arg6: tensor<64xf32>, %arg7: tensor<64xf32>, %arg8: tensor<3x3x64x64xf32>, %arg9: tensor<128xf32>, %arg10: tensor<128xf32>, %arg11: tensor<3x3x64x128xf32>, %arg12: tensor<128xf32>, %arg13: tensor<128xf32>, %arg14: tensor<3x3x128x128xf32>, %arg15: tensor<1x1x32x3xf32>, %arg16: tensor<32xf32>, %arg17: tensor<32xf32>, %arg18: tensor<3x3x3x32xf32>, %arg19: tensor<32xf32>, %arg20: tensor<32xf32>, %arg21: tensor<3x3x96x32xf32>, %arg22: tensor<64xf32>, %arg23: tensor<64xf32>, %arg24: tensor<3x3x192x64xf32>, %arg25: tensor<8x32x32x3xf32>, %arg26: tensor<8x32x32x3xf32>) -> (tensor<8x32x32x3xf32> {jax.result_info = "result"}) {
    %0 = stablehlo.convolution(%arg25, %arg18) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x32x32x3xf32>, tensor<3x3x3x32xf32>) -> tensor<8x32x32x32xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1 = stablehlo.reduce(%0 init: %cst) applies stablehlo.add across dimensions = [3] : (tensor<8x32x32x32xf32>, tensor<f32>) -> tensor<8x32x32xf32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [0, 1, 2] : (tensor<8x32x32xf32>) -> tensor<8x32x32x1xf32>
    %cst_0 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %3 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<8x32x32x1xf32>
    %4 = stablehlo.divide %2, %3 : tensor<8x32x32x1xf32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0, 1, 2, 3] : (tensor<8x32x32x1xf32>) -> tensor<8x32x32x32xf32>
    %6 = stablehlo.subtract %0, %5 : tensor<8x32x32x32xf32>
    %7 = stablehlo.multiply %6, %6 : tensor<8x32x32x32xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %8 = stablehlo.reduce(%7 init: %cst_1) applies stablehlo.add across dimensions = [3] : (tensor<8x32x32x32xf32>, tensor<f32>) -> tensor<8x32x32xf32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0, 1, 2] : (tensor<8x32x32xf32>) -> tensor<8x32x32x1xf32>
    %cst_2 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %10 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<8x32x32x1xf32>
    %11 = stablehlo.divide %9, %10 : tensor<8x32x32x1xf32>
    %cst_3 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %12 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<8x32x32x1xf32>
    %13 = stablehlo.add %11, %12 : tensor<8x32x32x1xf32>
    %14 = stablehlo.rsqrt %13 : tensor<8x32x32x1xf32>
    %15 = stablehlo.broadcast_in_dim %14, dims = [0, 1, 2, 3] : (tensor<8x32x32x1xf32>) -> tensor<8x32x32x32xf32>
    %16 = stablehlo.multiply %6, %15 : tensor<8x32x32x32xf32>
    %17 = stablehlo.broadcast_in_dim %arg17, dims = [3] : (tensor<32xf32>) -> tensor<1x1x1x32xf32>
    %18 = stablehlo.broadcast_in_dim %17, dims = [0, 1, 2, 3] : (tensor<1x1x1x32xf32>) -> tensor<8x32x32x32xf32>
    %19 = stablehlo.multiply %16, %18 : tensor<8x32x32x32xf32>
    %20 = stablehlo.broadcast_in_dim %arg16, dims = [3] : (tensor<32xf32>) -> tensor<1x1x1x32xf32>
    %21 = stablehlo.broadcast_in_dim %20, dims = [0, 1, 2, 3] : (tensor<1x1x1x32xf32>) -> tensor<8x32x32x32xf32>
    %22 = stablehlo.add %19, %21 : tensor<8x32x32x32xf32>
    %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %23 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<8x32x32x32xf32>
    %24 = stablehlo.maximum %22, %23 : tensor<8x32x32x32xf32>
    %25 = stablehlo.convolution(%24, %arg2) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x32x32x32xf32>, tensor<3x3x32x32xf32>) -> tensor<8x32x32x32xf32>
    %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %26 = stablehlo.reduce(%25 init: %cst_5) applies stablehlo.add across dimensions = [3] : (tensor<8x32x32x32xf32>, tensor<f32>) -> tensor<8x32x32xf32>
    %27 = stablehlo.broadcast_in_dim %26, dims = [0, 1, 2] : (tensor<8x32x32xf32>) -> tensor<8x32x32x1xf32>
    %cst_6 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %28 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<8x32x32x1xf32>
    %29 = stablehlo.divide %27, %28 : tensor<8x32x32x1xf32>
    %30 = stablehlo.broadcast_in_dim %29, dims = [0, 1, 2, 3] : (tensor<8x32x32x1xf32>) -> tensor<8x32x32x32xf32>
    %31 = stablehlo.subtract %25, %30 : tensor<8x32x32x32xf32>
    %32 = stablehlo.multiply %31, %31 : tensor<8x32x32x32xf32>
    %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %33 = stablehlo.reduce(%32 init: %cst_7) applies stablehlo.add across dimensions = [3] : (tensor<8x32x32x32xf32>, tensor<f32>) -> tensor<8x32x32xf32>
    %34 = stablehlo.broadcast_in_dim %33, dims = [0, 1, 2] : (tensor<8x32x32xf32>) -> tensor<8x32x32x1xf32>
    %cst_8 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %35 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<8x32x32x1xf32>
    %36 = stablehlo.divide %34, %35 : tensor<8x32x32x1xf32>
    %cst_9 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %37 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<8x32x32x1xf32>
    %38 = stablehlo.add %36, %37 : tensor<8x32x32x1xf32>
    %39 = stablehlo.rsqrt %38 : tensor<8x32x32x1xf32>
    %40 = stablehlo.broadcast_in_dim %39, dims = [0, 1, 2, 3] : (tensor<8x32x32x1xf32>) -> tensor<8x32x32x32xf32>
    %41 = stablehlo.multiply %31, %40 : tensor<8x32x32x32xf32>
    %42 = stablehlo.broadcast_in_dim %arg1, dims = [3] : (tensor<32xf32>) -> tensor<1x1x1x32xf32>
    %43 = stablehlo.broadcast_in_dim %42, dims = [0, 1, 2, 3] : (tensor<1x1x1x32xf32>) -> tensor<8x32x32x32xf32>
    %44 = stablehlo.multiply %41, %43 : tensor<8x32x32x32xf32>
    %45 = stablehlo.broadcast_in_dim %arg0, dims = [3] : (tensor<32xf32>) -> tensor<1x1x1x32xf32>
    %46 = stablehlo.broadcast_in_dim %45, dims = [0, 1, 2, 3] : (tensor<1x1x1x32xf32>) -> tensor<8x32x32x32xf32>
    %47 = stablehlo.add %44, %46 : tensor<8x32x32x32xf32>
    %cst_10 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %48 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<8x32x32x32xf32>
    %49 = stablehlo.maximum %47, %48 : tensor<8x32x32x32xf32>
    %50 = stablehlo.convolution(%49, %arg5) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [2, 2], pad = [[0, 1], [0, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x32x32x32xf32>, tensor<3x3x32x64xf32>) -> tensor<8x16x16x64xf32>
    %cst_11 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %51 = stablehlo.reduce(%50 init: %cst_11) applies stablehlo.add across dimensions = [3] : (tensor<8x16x16x64xf32>, tensor<f32>) -> tensor<8x16x16xf32>
    %52 = stablehlo.broadcast_in_dim %51, dims = [0, 1, 2] : (tensor<8x16x16xf32>) -> tensor<8x16x16x1xf32>
    %cst_12 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %53 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<8x16x16x1xf32>
    %54 = stablehlo.divide %52, %53 : tensor<8x16x16x1xf32>
    %55 = stablehlo.broadcast_in_dim %54, dims = [0, 1, 2, 3] : (tensor<8x16x16x1xf32>) -> tensor<8x16x16x64xf32>
    %56 = stablehlo.subtract %50, %55 : tensor<8x16x16x64xf32>
    %57 = stablehlo.multiply %56, %56 : tensor<8x16x16x64xf32>
    %cst_13 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %58 = stablehlo.reduce(%57 init: %cst_13) applies stablehlo.add across dimensions = [3] : (tensor<8x16x16x64xf32>, tensor<f32>) -> tensor<8x16x16xf32>
    %59 = stablehlo.broadcast_in_dim %58, dims = [0, 1, 2] : (tensor<8x16x16xf32>) -> tensor<8x16x16x1xf32>
    %cst_14 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %60 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f32>) -> tensor<8x16x16x1xf32>
    %61 = stablehlo.divide %59, %60 : tensor<8x16x16x1xf32>
    %cst_15 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %62 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<f32>) -> tensor<8x16x16x1xf32>
    %63 = stablehlo.add %61, %62 : tensor<8x16x16x1xf32>
    %64 = stablehlo.rsqrt %63 : tensor<8x16x16x1xf32>
    %65 = stablehlo.broadcast_in_dim %64, dims = [0, 1, 2, 3] : (tensor<8x16x16x1xf32>) -> tensor<8x16x16x64xf32>
    %66 = stablehlo.multiply %56, %65 : tensor<8x16x16x64xf32>
    %67 = stablehlo.broadcast_in_dim %arg4, dims = [3] : (tensor<64xf32>) -> tensor<1x1x1x64xf32>
    %68 = stablehlo.broadcast_in_dim %67, dims = [0, 1, 2, 3] : (tensor<1x1x1x64xf32>) -> tensor<8x16x16x64xf32>
    %69 = stablehlo.multiply %66, %68 : tensor<8x16x16x64xf32>
    %70 = stablehlo.broadcast_in_dim %arg3, dims = [3] : (tensor<64xf32>) -> tensor<1x1x1x64xf32>
    %71 = stablehlo.broadcast_in_dim %70, dims = [0, 1, 2, 3] : (tensor<1x1x1x64xf32>) -> tensor<8x16x16x64xf32>
    %72 = stablehlo.add %69, %71 : tensor<8x16x16x64xf32>
    %cst_16 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %73 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f32>) -> tensor<8x16x16x64xf32>
    %74 = stablehlo.maximum %72, %73 : tensor<8x16x16x64xf32>
    %75 = stablehlo.convolution(%74, %arg8) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x16x16x64xf32>, tensor<3x3x64x64xf32>) -> tensor<8x16x16x64xf32>
    %cst_17 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %76 = stablehlo.reduce(%75 init: %cst_17) applies stablehlo.add across dimensions = [3] : (tensor<8x16x16x64xf32>, tensor<f32>) -> tensor<8x16x16xf32>
    %77 = stablehlo.broadcast_in_dim %76, dims = [0, 1, 2] : (tensor<8x16x16xf32>) -> tensor<8x16x16x1xf32>
    %cst_18 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %78 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<f32>) -> tensor<8x16x16x1xf32>
    %79 = stablehlo.divide %77, %78 : tensor<8x16x16x1xf32>
    %80 = stablehlo.broadcast_in_dim %79, dims = [0, 1, 2, 3] : (tensor<8x16x16x1xf32>) -> tensor<8x16x16x64xf32>
    %81 = stablehlo.subtract %75, %80 : tensor<8x16x16x64xf32>
    %82 = stablehlo.multiply %81, %81 : tensor<8x16x16x64xf32>
    %cst_19 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %83 = stablehlo.reduce(%82 init: %cst_19) applies stablehlo.add across dimensions = [3] : (tensor<8x16x16x64xf32>, tensor<f32>) -> tensor<8x16x16xf32>
    %84 = stablehlo.broadcast_in_dim %83, dims = [0, 1, 2] : (tensor<8x16x16xf32>) -> tensor<8x16x16x1xf32>
    %cst_20 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %85 = stablehlo.broadcast_in_dim %cst_20, dims = [] : (tensor<f32>) -> tensor<8x16x16x1xf32>
    %86 = stablehlo.divide %84, %85 : tensor<8x16x16x1xf32>
    %cst_21 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %87 = stablehlo.broadcast_in_dim %cst_21, dims = [] : (tensor<f32>) -> tensor<8x16x16x1xf32>
    %88 = stablehlo.add %86, %87 : tensor<8x16x16x1xf32>
    %89 = stablehlo.rsqrt %88 : tensor<8x16x16x1xf32>
    %90 = stablehlo.broadcast_in_dim %89, dims = [0, 1, 2, 3] : (tensor<8x16x16x1xf32>) -> tensor<8x16x16x64xf32>
    %91 = stablehlo.multiply %81, %90 : tensor<8x16x16x64xf32>
    %92 = stablehlo.broadcast_in_dim %arg7, dims = [3] : (tensor<64xf32>) -> tensor<1x1x1x64xf32>
    %93 = stablehlo.broadcast_in_dim %92, dims = [0, 1, 2, 3] : (tensor<1x1x1x64xf32>) -> tensor<8x16x16x64xf32>
    %94 = stablehlo.multiply %91, %93 : tensor<8x16x16x64xf32>
    %95 = stablehlo.broadcast_in_dim %arg6, dims = [3] : (tensor<64xf32>) -> tensor<1x1x1x64xf32>
    %96 = stablehlo.broadcast_in_dim %95, dims = [0, 1, 2, 3] : (tensor<1x1x1x64xf32>) -> tensor<8x16x16x64xf32>
    %97 = stablehlo.add %94, %96 : tensor<8x16x16x64xf32>
    %cst_22 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %98 = stablehlo.broadcast_in_dim %cst_22, dims = [] : (tensor<f32>) -> tensor<8x16x16x64xf32>
    %99 = stablehlo.maximum %97, %98 : tensor<8x16x16x64xf32>
    %100 = stablehlo.convolution(%99, %arg11) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [2, 2], pad = [[0, 1], [0, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x16x16x64xf32>, tensor<3x3x64x128xf32>) -> tensor<8x8x8x128xf32>
    %cst_23 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %101 = stablehlo.reduce(%100 init: %cst_23) applies stablehlo.add across dimensions = [3] : (tensor<8x8x8x128xf32>, tensor<f32>) -> tensor<8x8x8xf32>
    %102 = stablehlo.broadcast_in_dim %101, dims = [0, 1, 2] : (tensor<8x8x8xf32>) -> tensor<8x8x8x1xf32>
    %cst_24 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %103 = stablehlo.broadcast_in_dim %cst_24, dims = [] : (tensor<f32>) -> tensor<8x8x8x1xf32>
    %104 = stablehlo.divide %102, %103 : tensor<8x8x8x1xf32>
    %105 = stablehlo.broadcast_in_dim %104, dims = [0, 1, 2, 3] : (tensor<8x8x8x1xf32>) -> tensor<8x8x8x128xf32>
    %106 = stablehlo.subtract %100, %105 : tensor<8x8x8x128xf32>
    %107 = stablehlo.multiply %106, %106 : tensor<8x8x8x128xf32>
    %cst_25 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %108 = stablehlo.reduce(%107 init: %cst_25) applies stablehlo.add across dimensions = [3] : (tensor<8x8x8x128xf32>, tensor<f32>) -> tensor<8x8x8xf32>
    %109 = stablehlo.broadcast_in_dim %108, dims = [0, 1, 2] : (tensor<8x8x8xf32>) -> tensor<8x8x8x1xf32>
    %cst_26 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %110 = stablehlo.broadcast_in_dim %cst_26, dims = [] : (tensor<f32>) -> tensor<8x8x8x1xf32>
    %111 = stablehlo.divide %109, %110 : tensor<8x8x8x1xf32>
    %cst_27 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %112 = stablehlo.broadcast_in_dim %cst_27, dims = [] : (tensor<f32>) -> tensor<8x8x8x1xf32>
    %113 = stablehlo.add %111, %112 : tensor<8x8x8x1xf32>
    %114 = stablehlo.rsqrt %113 : tensor<8x8x8x1xf32>
    %115 = stablehlo.broadcast_in_dim %114, dims = [0, 1, 2, 3] : (tensor<8x8x8x1xf32>) -> tensor<8x8x8x128xf32>
    %116 = stablehlo.multiply %106, %115 : tensor<8x8x8x128xf32>
    %117 = stablehlo.broadcast_in_dim %arg10, dims = [3] : (tensor<128xf32>) -> tensor<1x1x1x128xf32>
    %118 = stablehlo.broadcast_in_dim %117, dims = [0, 1, 2, 3] : (tensor<1x1x1x128xf32>) -> tensor<8x8x8x128xf32>
    %119 = stablehlo.multiply %116, %118 : tensor<8x8x8x128xf32>
    %120 = stablehlo.broadcast_in_dim %arg9, dims = [3] : (tensor<128xf32>) -> tensor<1x1x1x128xf32>
    %121 = stablehlo.broadcast_in_dim %120, dims = [0, 1, 2, 3] : (tensor<1x1x1x128xf32>) -> tensor<8x8x8x128xf32>
    %122 = stablehlo.add %119, %121 : tensor<8x8x8x128xf32>
    %cst_28 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %123 = stablehlo.broadcast_in_dim %cst_28, dims = [] : (tensor<f32>) -> tensor<8x8x8x128xf32>
    %124 = stablehlo.maximum %122, %123 : tensor<8x8x8x128xf32>
    %125 = stablehlo.convolution(%124, %arg14) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x8x8x128xf32>, tensor<3x3x128x128xf32>) -> tensor<8x8x8x128xf32>
    %cst_29 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %126 = stablehlo.reduce(%125 init: %cst_29) applies stablehlo.add across dimensions = [3] : (tensor<8x8x8x128xf32>, tensor<f32>) -> tensor<8x8x8xf32>
    %127 = stablehlo.broadcast_in_dim %126, dims = [0, 1, 2] : (tensor<8x8x8xf32>) -> tensor<8x8x8x1xf32>
    %cst_30 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %128 = stablehlo.broadcast_in_dim %cst_30, dims = [] : (tensor<f32>) -> tensor<8x8x8x1xf32>
    %129 = stablehlo.divide %127, %128 : tensor<8x8x8x1xf32>
    %130 = stablehlo.broadcast_in_dim %129, dims = [0, 1, 2, 3] : (tensor<8x8x8x1xf32>) -> tensor<8x8x8x128xf32>
    %131 = stablehlo.subtract %125, %130 : tensor<8x8x8x128xf32>
    %132 = stablehlo.multiply %131, %131 : tensor<8x8x8x128xf32>
    %cst_31 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %133 = stablehlo.reduce(%132 init: %cst_31) applies stablehlo.add across dimensions = [3] : (tensor<8x8x8x128xf32>, tensor<f32>) -> tensor<8x8x8xf32>
    %134 = stablehlo.broadcast_in_dim %133, dims = [0, 1, 2] : (tensor<8x8x8xf32>) -> tensor<8x8x8x1xf32>
    %cst_32 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %135 = stablehlo.broadcast_in_dim %cst_32, dims = [] : (tensor<f32>) -> tensor<8x8x8x1xf32>
    %136 = stablehlo.divide %134, %135 : tensor<8x8x8x1xf32>
    %cst_33 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %137 = stablehlo.broadcast_in_dim %cst_33, dims = [] : (tensor<f32>) -> tensor<8x8x8x1xf32>
    %138 = stablehlo.add %136, %137 : tensor<8x8x8x1xf32>
    %139 = stablehlo.rsqrt %138 : tensor<8x8x8x1xf32>
    %140 = stablehlo.broadcast_in_dim %139, dims = [0, 1, 2, 3] : (tensor<8x8x8x1xf32>) -> tensor<8x8x8x128xf32>
    %141 = stablehlo.multiply %131, %140 : tensor<8x8x8x128xf32>
    %142 = stablehlo.broadcast_in_dim %arg13, dims = [3] : (tensor<128xf32>) -> tensor<1x1x1x128xf32>
    %143 = stablehlo.broadcast_in_dim %142, dims = [0, 1, 2, 3] : (tensor<1x1x1x128xf32>) -> tensor<8x8x8x128xf32>
    %144 = stablehlo.multiply %141, %143 : tensor<8x8x8x128xf32>
    %145 = stablehlo.broadcast_in_dim %arg12, dims = [3] : (tensor<128xf32>) -> tensor<1x1x1x128xf32>
    %146 = stablehlo.broadcast_in_dim %145, dims = [0, 1, 2, 3] : (tensor<1x1x1x128xf32>) -> tensor<8x8x8x128xf32>
    %147 = stablehlo.add %144, %146 : tensor<8x8x8x128xf32>
    %cst_34 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %148 = stablehlo.broadcast_in_dim %cst_34, dims = [] : (tensor<f32>) -> tensor<8x8x8x128xf32>
    %149 = stablehlo.maximum %147, %148 : tensor<8x8x8x128xf32>
    %150 = stablehlo.broadcast_in_dim %149, dims = [0, 1, 3, 5] : (tensor<8x8x8x128xf32>) -> tensor<8x8x1x8x1x128xf32>
    %151 = stablehlo.broadcast_in_dim %150, dims = [0, 1, 2, 3, 4, 5] : (tensor<8x8x1x8x1x128xf32>) -> tensor<8x8x2x8x2x128xf32>
    %152 = stablehlo.reshape %151 : (tensor<8x8x2x8x2x128xf32>) -> tensor<8x16x16x128xf32>
    %153 = stablehlo.concatenate %152, %99, dim = 3 : (tensor<8x16x16x128xf32>, tensor<8x16x16x64xf32>) -> tensor<8x16x16x192xf32>
    %154 = stablehlo.convolution(%153, %arg24) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x16x16x192xf32>, tensor<3x3x192x64xf32>) -> tensor<8x16x16x64xf32>
    %cst_35 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %155 = stablehlo.reduce(%154 init: %cst_35) applies stablehlo.add across dimensions = [3] : (tensor<8x16x16x64xf32>, tensor<f32>) -> tensor<8x16x16xf32>
    %156 = stablehlo.broadcast_in_dim %155, dims = [0, 1, 2] : (tensor<8x16x16xf32>) -> tensor<8x16x16x1xf32>
    %cst_36 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %157 = stablehlo.broadcast_in_dim %cst_36, dims = [] : (tensor<f32>) -> tensor<8x16x16x1xf32>
    %158 = stablehlo.divide %156, %157 : tensor<8x16x16x1xf32>
    %159 = stablehlo.broadcast_in_dim %158, dims = [0, 1, 2, 3] : (tensor<8x16x16x1xf32>) -> tensor<8x16x16x64xf32>
    %160 = stablehlo.subtract %154, %159 : tensor<8x16x16x64xf32>
    %161 = stablehlo.multiply %160, %160 : tensor<8x16x16x64xf32>
    %cst_37 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %162 = stablehlo.reduce(%161 init: %cst_37) applies stablehlo.add across dimensions = [3] : (tensor<8x16x16x64xf32>, tensor<f32>) -> tensor<8x16x16xf32>
    %163 = stablehlo.broadcast_in_dim %162, dims = [0, 1, 2] : (tensor<8x16x16xf32>) -> tensor<8x16x16x1xf32>
    %cst_38 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %164 = stablehlo.broadcast_in_dim %cst_38, dims = [] : (tensor<f32>) -> tensor<8x16x16x1xf32>
    %165 = stablehlo.divide %163, %164 : tensor<8x16x16x1xf32>
    %cst_39 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %166 = stablehlo.broadcast_in_dim %cst_39, dims = [] : (tensor<f32>) -> tensor<8x16x16x1xf32>
    %167 = stablehlo.add %165, %166 : tensor<8x16x16x1xf32>
    %168 = stablehlo.rsqrt %167 : tensor<8x16x16x1xf32>
    %169 = stablehlo.broadcast_in_dim %168, dims = [0, 1, 2, 3] : (tensor<8x16x16x1xf32>) -> tensor<8x16x16x64xf32>
    %170 = stablehlo.multiply %160, %169 : tensor<8x16x16x64xf32>
    %171 = stablehlo.broadcast_in_dim %arg23, dims = [3] : (tensor<64xf32>) -> tensor<1x1x1x64xf32>
    %172 = stablehlo.broadcast_in_dim %171, dims = [0, 1, 2, 3] : (tensor<1x1x1x64xf32>) -> tensor<8x16x16x64xf32>
    %173 = stablehlo.multiply %170, %172 : tensor<8x16x16x64xf32>
    %174 = stablehlo.broadcast_in_dim %arg22, dims = [3] : (tensor<64xf32>) -> tensor<1x1x1x64xf32>
    %175 = stablehlo.broadcast_in_dim %174, dims = [0, 1, 2, 3] : (tensor<1x1x1x64xf32>) -> tensor<8x16x16x64xf32>
    %176 = stablehlo.add %173, %175 : tensor<8x16x16x64xf32>
    %cst_40 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %177 = stablehlo.broadcast_in_dim %cst_40, dims = [] : (tensor<f32>) -> tensor<8x16x16x64xf32>
    %178 = stablehlo.maximum %176, %177 : tensor<8x16x16x64xf32>
    %179 = stablehlo.broadcast_in_dim %178, dims = [0, 1, 3, 5] : (tensor<8x16x16x64xf32>) -> tensor<8x16x1x16x1x64xf32>
    %180 = stablehlo.broadcast_in_dim %179, dims = [0, 1, 2, 3, 4, 5] : (tensor<8x16x1x16x1x64xf32>) -> tensor<8x16x2x16x2x64xf32>
    %181 = stablehlo.reshape %180 : (tensor<8x16x2x16x2x64xf32>) -> tensor<8x32x32x64xf32>
    %182 = stablehlo.concatenate %181, %49, dim = 3 : (tensor<8x32x32x64xf32>, tensor<8x32x32x32xf32>) -> tensor<8x32x32x96xf32>
    %183 = stablehlo.convolution(%182, %arg21) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x32x32x96xf32>, tensor<3x3x96x32xf32>) -> tensor<8x32x32x32xf32>
    %cst_41 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %184 = stablehlo.reduce(%183 init: %cst_41) applies stablehlo.add across dimensions = [3] : (tensor<8x32x32x32xf32>, tensor<f32>) -> tensor<8x32x32xf32>
    %185 = stablehlo.broadcast_in_dim %184, dims = [0, 1, 2] : (tensor<8x32x32xf32>) -> tensor<8x32x32x1xf32>
    %cst_42 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %186 = stablehlo.broadcast_in_dim %cst_42, dims = [] : (tensor<f32>) -> tensor<8x32x32x1xf32>
    %187 = stablehlo.divide %185, %186 : tensor<8x32x32x1xf32>
    %188 = stablehlo.broadcast_in_dim %187, dims = [0, 1, 2, 3] : (tensor<8x32x32x1xf32>) -> tensor<8x32x32x32xf32>
    %189 = stablehlo.subtract %183, %188 : tensor<8x32x32x32xf32>
    %190 = stablehlo.multiply %189, %189 : tensor<8x32x32x32xf32>
    %cst_43 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %191 = stablehlo.reduce(%190 init: %cst_43) applies stablehlo.add across dimensions = [3] : (tensor<8x32x32x32xf32>, tensor<f32>) -> tensor<8x32x32xf32>
    %192 = stablehlo.broadcast_in_dim %191, dims = [0, 1, 2] : (tensor<8x32x32xf32>) -> tensor<8x32x32x1xf32>
    %cst_44 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %193 = stablehlo.broadcast_in_dim %cst_44, dims = [] : (tensor<f32>) -> tensor<8x32x32x1xf32>
    %194 = stablehlo.divide %192, %193 : tensor<8x32x32x1xf32>
    %cst_45 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %195 = stablehlo.broadcast_in_dim %cst_45, dims = [] : (tensor<f32>) -> tensor<8x32x32x1xf32>
    %196 = stablehlo.add %194, %195 : tensor<8x32x32x1xf32>
    %197 = stablehlo.rsqrt %196 : tensor<8x32x32x1xf32>
    %198 = stablehlo.broadcast_in_dim %197, dims = [0, 1, 2, 3] : (tensor<8x32x32x1xf32>) -> tensor<8x32x32x32xf32>
    %199 = stablehlo.multiply %189, %198 : tensor<8x32x32x32xf32>
    %200 = stablehlo.broadcast_in_dim %arg20, dims = [3] : (tensor<32xf32>) -> tensor<1x1x1x32xf32>
    %201 = stablehlo.broadcast_in_dim %200, dims = [0, 1, 2, 3] : (tensor<1x1x1x32xf32>) -> tensor<8x32x32x32xf32>
    %202 = stablehlo.multiply %199, %201 : tensor<8x32x32x32xf32>
    %203 = stablehlo.broadcast_in_dim %arg19, dims = [3] : (tensor<32xf32>) -> tensor<1x1x1x32xf32>
    %204 = stablehlo.broadcast_in_dim %203, dims = [0, 1, 2, 3] : (tensor<1x1x1x32xf32>) -> tensor<8x32x32x32xf32>
    %205 = stablehlo.add %202, %204 : tensor<8x32x32x32xf32>
    %cst_46 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %206 = stablehlo.broadcast_in_dim %cst_46, dims = [] : (tensor<f32>) -> tensor<8x32x32x32xf32>
    %207 = stablehlo.maximum %205, %206 : tensor<8x32x32x32xf32>
    %208 = stablehlo.convolution(%207, %arg15) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x32x32x32xf32>, tensor<1x1x32x3xf32>) -> tensor<8x32x32x3xf32>
    return %208 : tensor<8x32x32x3xf32>
  }
}
