module @jit_step attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<64xf32>, %arg1: tensor<64xf32>, %arg2: tensor<3x3x64x64xf32>, %arg3: tensor<64xf32>, %arg4: tensor<64xf32>, %arg5: tensor<3x3x64x64xf32>, %arg6: tensor<64xf32>, %arg7: tensor<64xf32>, %arg8: tensor<3x3x64x64xf32>, %arg9: tensor<64xf32>, %arg10: tensor<64xf32>, %arg11: tensor<3x3x64x64xf32>, %arg12: tensor<64x10xf32>, %arg13: tensor<64xf32>, %arg14: tensor<64xf32>, %arg15: tensor<3x3x3x64xf32>, %arg16: tensor<64xf32>, %arg17: tensor<64xf32>, %arg18: tensor<3x3x64x64xf32>, %arg19: tensor<64xf32>, %arg20: tensor<64xf32>, %arg21: tensor<3x3x64x64xf32>, %arg22: tensor<64xf32>, %arg23: tensor<64xf32>, %arg24: tensor<3x3x64x64xf32>, %arg25: tensor<64xf32>, %arg26: tensor<64xf32>, %arg27: tensor<3x3x64x64xf32>, %arg28: tensor<64x10xf32>, %arg29: tensor<64xf32>, %arg30: tensor<64xf32>, %arg31: tensor<3x3x3x64xf32>, %arg32: tensor<64xf32>, %arg33: tensor<64xf32>, %arg34: tensor<3x3x64x64xf32>, %arg35: tensor<64xf32>, %arg36: tensor<64xf32>, %arg37: tensor<3x3x64x64xf32>, %arg38: tensor<64xf32>, %arg39: tensor<64xf32>, %arg40: tensor<3x3x64x64xf32>, %arg41: tensor<64xf32>, %arg42: tensor<64xf32>, %arg43: tensor<3x3x64x64xf32>, %arg44: tensor<64x10xf32>, %arg45: tensor<64xf32>, %arg46: tensor<64xf32>, %arg47: tensor<3x3x3x64xf32>, %arg48: tensor<f32>, %arg49: tensor<8x32x32x3xf32>, %arg50: tensor<8xi32>) -> (tensor<64xf32> {jax.result_info = "result[0]['b0.c1.bias']"}, tensor<64xf32> {jax.result_info = "result[0]['b0.c1.scale']"}, tensor<3x3x64x64xf32> {jax.result_info = "result[0]['b0.c1.w']"}, tensor<64xf32> {jax.result_info = "result[0]['b0.c2.bias']"}, tensor<64xf32> {jax.result_info = "result[0]['b0.c2.scale']"}, tensor<3x3x64x64xf32> {jax.result_info = "result[0]['b0.c2.w']"}, tensor<64xf32> {jax.result_info = "result[0]['b1.c1.bias']"}, tensor<64xf32> {jax.result_info = "result[0]['b1.c1.scale']"}, tensor<3x3x64x64xf32> {jax.result_info = "result[0]['b1.c1.w']"}, tensor<64xf32> {jax.result_info = "result[0]['b1.c2.bias']"}, tensor<64xf32> {jax.result_info = "result[0]['b1.c2.scale']"}, tensor<3x3x64x64xf32> {jax.result_info = "result[0]['b1.c2.w']"}, tensor<64x10xf32> {jax.result_info = "result[0]['head.w']"}, tensor<64xf32> {jax.result_info = "result[0]['stem.bias']"}, tensor<64xf32> {jax.result_info = "result[0]['stem.scale']"}, tensor<3x3x3x64xf32> {jax.result_info = "result[0]['stem.w']"}, tensor<64xf32> {jax.result_info = "result[1]['b0.c1.bias']"}, tensor<64xf32> {jax.result_info = "result[1]['b0.c1.scale']"}, tensor<3x3x64x64xf32> {jax.result_info = "result[1]['b0.c1.w']"}, tensor<64xf32> {jax.result_info = "result[1]['b0.c2.bias']"}, tensor<64xf32> {jax.result_info = "result[1]['b0.c2.scale']"}, tensor<3x3x64x64xf32> {jax.result_info = "result[1]['b0.c2.w']"}, tensor<64xf32> {jax.result_info = "result[1]['b1.c1.bias']"}, tensor<64xf32> {jax.result_info = "result[1]['b1.c1.scale']"}, tensor<3x3x64x64xf32> {jax.result_info = "result[1]['b1.c1.w']"}, tensor<64xf32> {jax.result_info = "result[1]['b1.c2.bias']"}, tensor<64xf32> {jax.result_info = "result[1]['b1.c2.scale']"}, tensor<3x3x64x64xf32> {jax.result_info = "result[1]['b1.c2.w']"}, tensor<64x10xf32> {jax.result_info = "result[1]['head.w']"}, tensor<64xf32> {jax.result_info = "result[1]['stem.bias']"}, tensor<64xf32> {jax.result_info = "result[1]['stem.scale']"}, tensor<3x3x3x64xf32> {jax.result_info = "result[1]['stem.w']"}, tensor<64xf32> {jax.result_info = "result[2]['b0.c1.bias']"}, tensor<64xf32> {jax.result_info = "result[2]['b0.c1.scale']"}, tensor<3x3x64x64xf32> {jax.result_info = "result[2]['b0.c1.w']"}, tensor<64xf32> {jax.result_info = "result[2]['b0.c2.bias']"}, tensor<64xf32> {jax.result_info = "result[2]['b0.c2.scale']"}, tensor<3x3x64x64xf32> {jax.result_info = "result[2]['b0.c2.w']"}, tensor<64xf32> {jax.result_info = "result[2]['b1.c1.bias']"}, tensor<64xf32> {jax.result_info = "result[2]['b1.c1.scale']"}, tensor<3x3x64x64xf32> {jax.result_info = "result[2]['b1.c1.w']"}, tensor<64xf32> {jax.result_info = "result[2]['b1.c2.bias']"}, tensor<64xf32> {jax.result_info = "result[2]['b1.c2.scale']"}, tensor<3x3x64x64xf32> {jax.result_info = "result[2]['b1.c2.w']"}, tensor<64x10xf32> {jax.result_info = "result[2]['head.w']"}, tensor<64xf32> {jax.result_info = "result[2]['stem.bias']"}, tensor<64xf32> {jax.result_info = "result[2]['stem.scale']"}, tensor<3x3x3x64xf32> {jax.result_info = "result[2]['stem.w']"}, tensor<f32> {jax.result_info = "result[3]"}) {
    %0 = stablehlo.convolution(%arg49, %arg15) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x32x32x3xf32>, tensor<3x3x3x64xf32>) -> tensor<8x32x32x64xf32>
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
    %15 = stablehlo.divide %14, %13 : tensor<8x32x32x1xf32>
    %cst_4 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %16 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<8x32x32x1xf32>
    %17 = stablehlo.multiply %16, %15 : tensor<8x32x32x1xf32>
    %18 = stablehlo.broadcast_in_dim %14, dims = [0, 1, 2, 3] : (tensor<8x32x32x1xf32>) -> tensor<8x32x32x64xf32>
    %19 = stablehlo.multiply %6, %18 : tensor<8x32x32x64xf32>
    %20 = stablehlo.broadcast_in_dim %arg14, dims = [3] : (tensor<64xf32>) -> tensor<1x1x1x64xf32>
    %21 = stablehlo.broadcast_in_dim %20, dims = [0, 1, 2, 3] : (tensor<1x1x1x64xf32>) -> tensor<8x32x32x64xf32>
    %22 = stablehlo.multiply %19, %21 : tensor<8x32x32x64xf32>
    %23 = stablehlo.broadcast_in_dim %arg13, dims = [3] : (tensor<64xf32>) -> tensor<1x1x1x64xf32>
    %24 = stablehlo.broadcast_in_dim %23, dims = [0, 1, 2, 3] : (tensor<1x1x1x64xf32>) -> tensor<8x32x32x64xf32>
    %25 = stablehlo.add %22, %24 : tensor<8x32x32x64xf32>
    %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %26 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<8x32x32x64xf32>
    %27 = stablehlo.maximum %25, %26 : tensor<8x32x32x64xf32>
    %28 = stablehlo.compare EQ, %25, %27, FLOAT : (tensor<8x32x32x64xf32>, tensor<8x32x32x64xf32>) -> tensor<8x32x32x64xi1>
    %cst_6 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %29 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<8x32x32x64xf32>
    %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %30 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<8x32x32x64xf32>
    %31 = stablehlo.select %28, %29, %30 : tensor<8x32x32x64xi1>, tensor<8x32x32x64xf32>
    %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %32 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<8x32x32x64xf32>
    %33 = stablehlo.compare EQ, %32, %27, FLOAT : (tensor<8x32x32x64xf32>, tensor<8x32x32x64xf32>) -> tensor<8x32x32x64xi1>
    %cst_9 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %34 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<8x32x32x64xf32>
    %cst_10 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %35 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<8x32x32x64xf32>
    %36 = stablehlo.select %33, %34, %35 : tensor<8x32x32x64xi1>, tensor<8x32x32x64xf32>
    %37 = stablehlo.divide %31, %36 : tensor<8x32x32x64xf32>
    %38 = stablehlo.convolution(%27, %arg2) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x32x32x64xf32>, tensor<3x3x64x64xf32>) -> tensor<8x32x32x64xf32>
    %cst_11 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %39 = stablehlo.reduce(%38 init: %cst_11) applies stablehlo.add across dimensions = [3] : (tensor<8x32x32x64xf32>, tensor<f32>) -> tensor<8x32x32xf32>
    %40 = stablehlo.broadcast_in_dim %39, dims = [0, 1, 2] : (tensor<8x32x32xf32>) -> tensor<8x32x32x1xf32>
    %cst_12 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %41 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<8x32x32x1xf32>
    %42 = stablehlo.divide %40, %41 : tensor<8x32x32x1xf32>
    %43 = stablehlo.broadcast_in_dim %42, dims = [0, 1, 2, 3] : (tensor<8x32x32x1xf32>) -> tensor<8x32x32x64xf32>
    %44 = stablehlo.subtract %38, %43 : tensor<8x32x32x64xf32>
    %45 = stablehlo.multiply %44, %44 : tensor<8x32x32x64xf32>
    %cst_13 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %46 = stablehlo.reduce(%45 init: %cst_13) applies stablehlo.add across dimensions = [3] : (tensor<8x32x32x64xf32>, tensor<f32>) -> tensor<8x32x32xf32>
    %47 = stablehlo.broadcast_in_dim %46, dims = [0, 1, 2] : (tensor<8x32x32xf32>) -> tensor<8x32x32x1xf32>
    %cst_14 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %48 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f32>) -> tensor<8x32x32x1xf32>
    %49 = stablehlo.divide %47, %48 : tensor<8x32x32x1xf32>
    %cst_15 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %50 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<f32>) -> tensor<8x32x32x1xf32>
    %51 = stablehlo.add %49, %50 : tensor<8x32x32x1xf32>
    %52 = stablehlo.rsqrt %51 : tensor<8x32x32x1xf32>
    %53 = stablehlo.divide %52, %51 : tensor<8x32x32x1xf32>
    %cst_16 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %54 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f32>) -> tensor<8x32x32x1xf32>
    %55 = stablehlo.multiply %54, %53 : tensor<8x32x32x1xf32>
    %56 = stablehlo.broadcast_in_dim %52, dims = [0, 1, 2, 3] : (tensor<8x32x32x1xf32>) -> tensor<8x32x32x64xf32>
    %57 = stablehlo.multiply %44, %56 : tensor<8x32x32x64xf32>
    %58 = stablehlo.broadcast_in_dim %arg1, dims = [3] : (tensor<64xf32>) -> tensor<1x1x1x64xf32>
    %59 = stablehlo.broadcast_in_dim %58, dims = [0, 1, 2, 3] : (tensor<1x1x1x64xf32>) -> tensor<8x32x32x64xf32>
    %60 = stablehlo.multiply %57, %59 : tensor<8x32x32x64xf32>
    %61 = stablehlo.broadcast_in_dim %arg0, dims = [3] : (tensor<64xf32>) -> tensor<1x1x1x64xf32>
    %62 = stablehlo.broadcast_in_dim %61, dims = [0, 1, 2, 3] : (tensor<1x1x1x64xf32>) -> tensor<8x32x32x64xf32>
    %63 = stablehlo.add %60, %62 : tensor<8x32x32x64xf32>
    %cst_17 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %64 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<f32>) -> tensor<8x32x32x64xf32>
    %65 = stablehlo.maximum %63, %64 : tensor<8x32x32x64xf32>
    %66 = stablehlo.compare EQ, %63, %65, FLOAT : (tensor<8x32x32x64xf32>, tensor<8x32x32x64xf32>) -> tensor<8x32x32x64xi1>
    %cst_18 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %67 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<f32>) -> tensor<8x32x32x64xf32>
    %cst_19 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %68 = stablehlo.broadcast_in_dim %cst_19, dims = [] : (tensor<f32>) -> tensor<8x32x32x64xf32>
    %69 = stablehlo.select %66, %67, %68 : tensor<8x32x32x64xi1>, tensor<8x32x32x64xf32>
    %cst_20 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %70 = stablehlo.broadcast_in_dim %cst_20, dims = [] : (tensor<f32>) -> tensor<8x32x32x64xf32>
    %71 = stablehlo.compare EQ, %70, %65, FLOAT : (tensor<8x32x32x64xf32>, tensor<8x32x32x64xf32>) -> tensor<8x32x32x64xi1>
    %cst_21 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %72 = stablehlo.broadcast_in_dim %cst_21, dims = [] : (tensor<f32>) -> tensor<8x32x32x64xf32>
    %cst_22 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %73 = stablehlo.broadcast_in_dim %cst_22, dims = [] : (tensor<f32>) -> tensor<8x32x32x64xf32>
    %74 = stablehlo.select %71, %72, %73 : tensor<8x32x32x64xi1>, tensor<8x32x32x64xf32>
    %75 = stablehlo.divide %69, %74 : tensor<8x32x32x64xf32>
    %76 = stablehlo.convolution(%65, %arg5) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x32x32x64xf32>, tensor<3x3x64x64xf32>) -> tensor<8x32x32x64xf32>
    %cst_23 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %77 = stablehlo.reduce(%76 init: %cst_23) applies stablehlo.add across dimensions = [3] : (tensor<8x32x32x64xf32>, tensor<f32>) -> tensor<8x32x32xf32>
    %78 = stablehlo.broadcast_in_dim %77, dims = [0, 1, 2] : (tensor<8x32x32xf32>) -> tensor<8x32x32x1xf32>
    %cst_24 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %79 = stablehlo.broadcast_in_dim %cst_24, dims = [] : (tensor<f32>) -> tensor<8x32x32x1xf32>
    %80 = stablehlo.divide %78, %79 : tensor<8x32x32x1xf32>
    %81 = stablehlo.broadcast_in_dim %80, dims = [0, 1, 2, 3] : (tensor<8x32x32x1xf32>) -> tensor<8x32x32x64xf32>
    %82 = stablehlo.subtract %76, %81 : tensor<8x32x32x64xf32>
    %83 = stablehlo.multiply %82, %82 : tensor<8x32x32x64xf32>
    %cst_25 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %84 = stablehlo.reduce(%83 init: %cst_25) applies stablehlo.add across dimensions = [3] : (tensor<8x32x32x64xf32>, tensor<f32>) -> tensor<8x32x32xf32>
    %85 = stablehlo.broadcast_in_dim %84, dims = [0, 1, 2] : (tensor<8x32x32xf32>) -> tensor<8x32x32x1xf32>
    %cst_26 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %86 = stablehlo.broadcast_in_dim %cst_26, dims = [] : (tensor<f32>) -> tensor<8x32x32x1xf32>
    %87 = stablehlo.divide %85, %86 : tensor<8x32x32x1xf32>
    %cst_27 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %88 = stablehlo.broadcast_in_dim %cst_27, dims = [] : (tensor<f32>) -> tensor<8x32x32x1xf32>
    %89 = stablehlo.add %87, %88 : tensor<8x32x32x1xf32>
    %90 = stablehlo.rsqrt %89 : tensor<8x32x32x1xf32>
    %91 = stablehlo.divide %90, %89 : tensor<8x32x32x1xf32>
    %cst_28 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %92 = stablehlo.broadcast_in_dim %cst_28, dims = [] : (tensor<f32>) -> tensor<8x32x32x1xf32>
    %93 = stablehlo.multiply %92, %91 : tensor<8x32x32x1xf32>
    %94 = stablehlo.broadcast_in_dim %90, dims = [0, 1, 2, 3] : (tensor<8x32x32x1xf32>) -> tensor<8x32x32x64xf32>
    %95 = stablehlo.multiply %82, %94 : tensor<8x32x32x64xf32>
    %96 = stablehlo.broadcast_in_dim %arg4, dims = [3] : (tensor<64xf32>) -> tensor<1x1x1x64xf32>
    %97 = stablehlo.broadcast_in_dim %96, dims = [0, 1, 2, 3] : (tensor<1x1x1x64xf32>) -> tensor<8x32x32x64xf32>
    %98 = stablehlo.multiply %95, %97 : tensor<8x32x32x64xf32>
    %99 = stablehlo.broadcast_in_dim %arg3, dims = [3] : (tensor<64xf32>) -> tensor<1x1x1x64xf32>
    %100 = stablehlo.broadcast_in_dim %99, dims = [0, 1, 2, 3] : (tensor<1x1x1x64xf32>) -> tensor<8x32x32x64xf32>
    %101 = stablehlo.add %98, %100 : tensor<8x32x32x64xf32>
    %cst_29 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %102 = stablehlo.broadcast_in_dim %cst_29, dims = [] : (tensor<f32>) -> tensor<8x32x32x64xf32>
    %103 = stablehlo.maximum %101, %102 : tensor<8x32x32x64xf32>
    %104 = stablehlo.compare EQ, %101, %103, FLOAT : (tensor<8x32x32x64xf32>, tensor<8x32x32x64xf32>) -> tensor<8x32x32x64xi1>
    %cst_30 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %105 = stablehlo.broadcast_in_dim %cst_30, dims = [] : (tensor<f32>) -> tensor<8x32x32x64xf32>
    %cst_31 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %106 = stablehlo.broadcast_in_dim %cst_31, dims = [] : (tensor<f32>) -> tensor<8x32x32x64xf32>
    %107 = stablehlo.select %104, %105, %106 : tensor<8x32x32x64xi1>, tensor<8x32x32x64xf32>
    %cst_32 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %108 = stablehlo.broadcast_in_dim %cst_32, dims = [] : (tensor<f32>) -> tensor<8x32x32x64xf32>
    %109 = stablehlo.compare EQ, %108, %103, FLOAT : (tensor<8x32x32x64xf32>, tensor<8x32x32x64xf32>) -> tensor<8x32x32x64xi1>
    %cst_33 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %110 = stablehlo.broadcast_in_dim %cst_33, dims = [] : (tensor<f32>) -> tensor<8x32x32x64xf32>
    %cst_34 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %111 = stablehlo.broadcast_in_dim %cst_34, dims = [] : (tensor<f32>) -> tensor<8x32x32x64xf32>
    %112 = stablehlo.select %109, %110, %111 : tensor<8x32x32x64xi1>, tensor<8x32x32x64xf32>
    %113 = stablehlo.divide %107, %112 : tensor<8x32x32x64xf32>
    %114 = stablehlo.add %103, %27 : tensor<8x32x32x64xf32>
    %115 = stablehlo.convolution(%114, %arg8) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [2, 2], pad = [[0, 1], [0, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x32x32x64xf32>, tensor<3x3x64x64xf32>) -> tensor<8x16x16x64xf32>
    %cst_35 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %116 = stablehlo.reduce(%115 init: %cst_35) applies stablehlo.add across dimensions = [3] : (tensor<8x16x16x64xf32>, tensor<f32>) -> tensor<8x16x16xf32>
    %117 = stablehlo.broadcast_in_dim %116, dims = [0, 1, 2] : (tensor<8x16x16xf32>) -> tensor<8x16x16x1xf32>
    %cst_36 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %118 = stablehlo.broadcast_in_dim %cst_36, dims = [] : (tensor<f32>) -> tensor<8x16x16x1xf32>
    %119 = stablehlo.divide %117, %118 : tensor<8x16x16x1xf32>
    %120 = stablehlo.broadcast_in_dim %119, dims = [0, 1, 2, 3] : (tensor<8x16x16x1xf32>) -> tensor<8x16x16x64xf32>
    %121 = stablehlo.subtract %115, %120 : tensor<8x16x16x64xf32>
    %122 = stablehlo.multiply %121, %121 : tensor<8x16x16x64xf32>
    %cst_37 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %123 = stablehlo.reduce(%122 init: %cst_37) applies stablehlo.add across dimensions = [3] : (tensor<8x16x16x64xf32>, tensor<f32>) -> tensor<8x16x16xf32>
    %124 = stablehlo.broadcast_in_dim %123, dims = [0, 1, 2] : (tensor<8x16x16xf32>) -> tensor<8x16x16x1xf32>
    %cst_38 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %125 = stablehlo.broadcast_in_dim %cst_38, dims = [] : (tensor<f32>) -> tensor<8x16x16x1xf32>
    %126 = stablehlo.divide %124, %125 : tensor<8x16x16x1xf32>
    %cst_39 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %127 = stablehlo.broadcast_in_dim %cst_39, dims = [] : (tensor<f32>) -> tensor<8x16x16x1xf32>
    %128 = stablehlo.add %126, %127 : tensor<8x16x16x1xf32>
    %129 = stablehlo.rsqrt %128 : tensor<8x16x16x1xf32>
    %130 = stablehlo.divide %129, %128 : tensor<8x16x16x1xf32>
    %cst_40 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %131 = stablehlo.broadcast_in_dim %cst_40, dims = [] : (tensor<f32>) -> tensor<8x16x16x1xf32>
    %132 = stablehlo.multiply %131, %130 : tensor<8x16x16x1xf32>
    %133 = stablehlo.broadcast_in_dim %129, dims = [0, 1, 2, 3] : (tensor<8x16x16x1xf32>) -> tensor<8x16x16x64xf32>
    %134 = stablehlo.multiply %121, %133 : tensor<8x16x16x64xf32>
    %135 = stablehlo.broadcast_in_dim %arg7, dims = [3] : (tensor<64xf32>) -> tensor<1x1x1x64xf32>
    %136 = stablehlo.broadcast_in_dim %135, dims = [0, 1, 2, 3] : (tensor<1x1x1x64xf32>) -> tensor<8x16x16x64xf32>
    %137 = stablehlo.multiply %134, %136 : tensor<8x16x16x64xf32>
    %138 = stablehlo.broadcast_in_dim %arg6, dims = [3] : (tensor<64xf32>) -> tensor<1x1x1x64xf32>
    %139 = stablehlo.broadcast_in_dim %138, dims = [0, 1, 2, 3] : (tensor<1x1x1x64xf32>) -> tensor<8x16x16x64xf32>
    %140 = stablehlo.add %137, %139 : tensor<8x16x16x64xf32>
    %cst_41 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %141 = stablehlo.broadcast_in_dim %cst_41, dims = [] : (tensor<f32>) -> tensor<8x16x16x64xf32>
    %142 = stablehlo.maximum %140, %141 : tensor<8x16x16x64xf32>
    %143 = stablehlo.compare EQ, %140, %142, FLOAT : (tensor<8x16x16x64xf32>, tensor<8x16x16x64xf32>) -> tensor<8x16x16x64xi1>
    %cst_42 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %144 = stablehlo.broadcast_in_dim %cst_42, dims = [] : (tensor<f32>) -> tensor<8x16x16x64xf32>
    %cst_43 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %145 = stablehlo.broadcast_in_dim %cst_43, dims = [] : (tensor<f32>) -> tensor<8x16x16x64xf32>
    %146 = stablehlo.select %143, %144, %145 : tensor<8x16x16x64xi1>, tensor<8x16x16x64xf32>
    %cst_44 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %147 = stablehlo.broadcast_in_dim %cst_44, dims = [] : (tensor<f32>) -> tensor<8x16x16x64xf32>
    %148 = stablehlo.compare EQ, %147, %142, FLOAT : (tensor<8x16x16x64xf32>, tensor<8x16x16x64xf32>) -> tensor<8x16x16x64xi1>
    %cst_45 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %149 = stablehlo.broadcast_in_dim %cst_45, dims = [] : (tensor<f32>) -> tensor<8x16x16x64xf32>
    %cst_46 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %150 = stablehlo.broadcast_in_dim %cst_46, dims = [] : (tensor<f32>) -> tensor<8x16x16x64xf32>
    %151 = stablehlo.select %148, %149, %150 : tensor<8x16x16x64xi1>, tensor<8x16x16x64xf32>
    %152 = stablehlo.divide %146, %151 : tensor<8x16x16x64xf32>
    %153 = stablehlo.convolution(%142, %arg11) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x16x16x64xf32>, tensor<3x3x64x64xf32>) -> tensor<8x16x16x64xf32>
    %cst_47 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %154 = stablehlo.reduce(%153 init: %cst_47) applies stablehlo.add across dimensions = [3] : (tensor<8x16x16x64xf32>, tensor<f32>) -> tensor<8x16x16xf32>
    %155 = stablehlo.broadcast_in_dim %154, dims = [0, 1, 2] : (tensor<8x16x16xf32>) -> tensor<8x16x16x1xf32>
    %cst_48 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %156 = stablehlo.broadcast_in_dim %cst_48, dims = [] : (tensor<f32>) -> tensor<8x16x16x1xf32>
    %157 = stablehlo.divide %155, %156 : tensor<8x16x16x1xf32>
    %158 = stablehlo.broadcast_in_dim %157, dims = [0, 1, 2, 3] : (tensor<8x16x16x1xf32>) -> tensor<8x16x16x64xf32>
    %159 = stablehlo.subtract %153, %158 : tensor<8x16x16x64xf32>
    %160 = stablehlo.multiply %159, %159 : tensor<8x16x16x64xf32>
    %cst_49 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %161 = stablehlo.reduce(%160 init: %cst_49) applies stablehlo.add across dimensions = [3] : (tensor<8x16x16x64xf32>, tensor<f32>) -> tensor<8x16x16xf32>
    %162 = stablehlo.broadcast_in_dim %161, dims = [0, 1, 2] : (tensor<8x16x16xf32>) -> tensor<8x16x16x1xf32>
    %cst_50 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %163 = stablehlo.broadcast_in_dim %cst_50, dims = [] : (tensor<f32>) -> tensor<8x16x16x1xf32>
    %164 = stablehlo.divide %162, %163 : tensor<8x16x16x1xf32>
    %cst_51 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %165 = stablehlo.broadcast_in_dim %cst_51, dims = [] : (tensor<f32>) -> tensor<8x16x16x1xf32>
    %166 = stablehlo.add %164, %165 : tensor<8x16x16x1xf32>
    %167 = stablehlo.rsqrt %166 : tensor<8x16x16x1xf32>
    %168 = stablehlo.divide %167, %166 : tensor<8x16x16x1xf32>
    %cst_52 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %169 = stablehlo.broadcast_in_dim %cst_52, dims = [] : (tensor<f32>) -> tensor<8x16x16x1xf32>
    %170 = stablehlo.multiply %169, %168 : tensor<8x16x16x1xf32>
    %171 = stablehlo.broadcast_in_dim %167, dims = [0, 1, 2, 3] : (tensor<8x16x16x1xf32>) -> tensor<8x16x16x64xf32>
    %172 = stablehlo.multiply %159, %171 : tensor<8x16x16x64xf32>
    %173 = stablehlo.broadcast_in_dim %arg10, dims = [3] : (tensor<64xf32>) -> tensor<1x1x1x64xf32>
    %174 = stablehlo.broadcast_in_dim %173, dims = [0, 1, 2, 3] : (tensor<1x1x1x64xf32>) -> tensor<8x16x16x64xf32>
    %175 = stablehlo.multiply %172, %174 : tensor<8x16x16x64xf32>
    %176 = stablehlo.broadcast_in_dim %arg9, dims = [3] : (tensor<64xf32>) -> tensor<1x1x1x64xf32>
    %177 = stablehlo.broadcast_in_dim %176, dims = [0, 1, 2, 3] : (tensor<1x1x1x64xf32>) -> tensor<8x16x16x64xf32>
    %178 = stablehlo.add %175, %177 : tensor<8x16x16x64xf32>
    %cst_53 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %179 = stablehlo.broadcast_in_dim %cst_53, dims = [] : (tensor<f32>) -> tensor<8x16x16x64xf32>
    %180 = stablehlo.maximum %178, %179 : tensor<8x16x16x64xf32>
    %181 = stablehlo.compare EQ, %178, %180, FLOAT : (tensor<8x16x16x64xf32>, tensor<8x16x16x64xf32>) -> tensor<8x16x16x64xi1>
    %cst_54 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %182 = stablehlo.broadcast_in_dim %cst_54, dims = [] : (tensor<f32>) -> tensor<8x16x16x64xf32>
    %cst_55 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %183 = stablehlo.broadcast_in_dim %cst_55, dims = [] : (tensor<f32>) -> tensor<8x16x16x64xf32>
    %184 = stablehlo.select %181, %182, %183 : tensor<8x16x16x64xi1>, tensor<8x16x16x64xf32>
    %cst_56 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %185 = stablehlo.broadcast_in_dim %cst_56, dims = [] : (tensor<f32>) -> tensor<8x16x16x64xf32>
    %186 = stablehlo.compare EQ, %185, %180, FLOAT : (tensor<8x16x16x64xf32>, tensor<8x16x16x64xf32>) -> tensor<8x16x16x64xi1>
    %cst_57 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %187 = stablehlo.broadcast_in_dim %cst_57, dims = [] : (tensor<f32>) -> tensor<8x16x16x64xf32>
    %cst_58 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %188 = stablehlo.broadcast_in_dim %cst_58, dims = [] : (tensor<f32>) -> tensor<8x16x16x64xf32>
    %189 = stablehlo.select %186, %187, %188 : tensor<8x16x16x64xi1>, tensor<8x16x16x64xf32>
    %190 = stablehlo.divide %184, %189 : tensor<8x16x16x64xf32>
    %191 = stablehlo.slice %114 [0:8, 0:32:2, 0:32:2, 0:64] : (tensor<8x32x32x64xf32>) -> tensor<8x16x16x64xf32>
    %192 = stablehlo.add %180, %191 : tensor<8x16x16x64xf32>
    %cst_59 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %193 = stablehlo.reduce(%192 init: %cst_59) applies stablehlo.add across dimensions = [1, 2] : (tensor<8x16x16x64xf32>, tensor<f32>) -> tensor<8x64xf32>
    %cst_60 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %194 = stablehlo.broadcast_in_dim %cst_60, dims = [] : (tensor<f32>) -> tensor<8x64xf32>
    %195 = stablehlo.divide %193, %194 : tensor<8x64xf32>
    %196 = stablehlo.dot_general %195, %arg12, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64xf32>, tensor<64x10xf32>) -> tensor<8x10xf32>
    %cst_61 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %197 = stablehlo.reduce(%196 init: %cst_61) applies stablehlo.maximum across dimensions = [1] : (tensor<8x10xf32>, tensor<f32>) -> tensor<8xf32>
    %198 = stablehlo.reshape %197 : (tensor<8xf32>) -> tensor<8x1xf32>
    %199 = stablehlo.broadcast_in_dim %198, dims = [0, 1] : (tensor<8x1xf32>) -> tensor<8x10xf32>
    %200 = stablehlo.compare EQ, %196, %199, FLOAT : (tensor<8x10xf32>, tensor<8x10xf32>) -> tensor<8x10xi1>
    %201 = stablehlo.convert %200 : (tensor<8x10xi1>) -> tensor<8x10xf32>
    %cst_62 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %202 = stablehlo.reduce(%201 init: %cst_62) applies stablehlo.add across dimensions = [1] : (tensor<8x10xf32>, tensor<f32>) -> tensor<8xf32>
    %203 = stablehlo.broadcast_in_dim %197, dims = [0] : (tensor<8xf32>) -> tensor<8x1xf32>
    %204 = stablehlo.broadcast_in_dim %203, dims = [0, 1] : (tensor<8x1xf32>) -> tensor<8x10xf32>
    %205 = stablehlo.subtract %196, %204 : tensor<8x10xf32>
    %206 = stablehlo.exponential %205 : tensor<8x10xf32>
    %cst_63 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %207 = stablehlo.reduce(%206 init: %cst_63) applies stablehlo.add across dimensions = [1] : (tensor<8x10xf32>, tensor<f32>) -> tensor<8xf32>
    %208 = stablehlo.broadcast_in_dim %207, dims = [0] : (tensor<8xf32>) -> tensor<8x1xf32>
    %209 = stablehlo.log %208 : tensor<8x1xf32>
    %210 = stablehlo.broadcast_in_dim %209, dims = [0, 1] : (tensor<8x1xf32>) -> tensor<8x10xf32>
    %211 = stablehlo.subtract %205, %210 : tensor<8x10xf32>
    %212 = stablehlo.iota dim = 1 : tensor<8x10xi32>
    %213 = stablehlo.broadcast_in_dim %arg50, dims = [0] : (tensor<8xi32>) -> tensor<8x1xi32>
    %214 = stablehlo.broadcast_in_dim %213, dims = [0, 1] : (tensor<8x1xi32>) -> tensor<8x10xi32>
    %215 = stablehlo.compare EQ, %214, %212, SIGNED : (tensor<8x10xi32>, tensor<8x10xi32>) -> tensor<8x10xi1>
    %216 = stablehlo.convert %215 : (tensor<8x10xi1>) -> tensor<8x10xf32>
    %217 = stablehlo.multiply %211, %216 : tensor<8x10xf32>
    %cst_64 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %218 = stablehlo.reduce(%217 init: %cst_64) applies stablehlo.add across dimensions = [1] : (tensor<8x10xf32>, tensor<f32>) -> tensor<8xf32>
    %cst_65 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %219 = stablehlo.reduce(%218 init: %cst_65) applies stablehlo.add across dimensions = [0] : (tensor<8xf32>, tensor<f32>) -> tensor<f32>
    %cst_66 = stablehlo.constant dense<8.000000e+00> : tensor<f32>
    %220 = stablehlo.divide %219, %cst_66 : tensor<f32>
    %221 = stablehlo.negate %220 : tensor<f32>
    %cst_67 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %222 = stablehlo.negate %cst_67 : tensor<f32>
    %cst_68 = stablehlo.constant dense<8.000000e+00> : tensor<f32>
    %223 = stablehlo.divide %222, %cst_68 : tensor<f32>
    %224 = stablehlo.broadcast_in_dim %223, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %225 = stablehlo.broadcast_in_dim %224, dims = [0] : (tensor<8xf32>) -> tensor<8x10xf32>
    %226 = stablehlo.multiply %225, %216 : tensor<8x10xf32>
    %227 = stablehlo.negate %226 : tensor<8x10xf32>
    %cst_69 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %228 = stablehlo.reduce(%227 init: %cst_69) applies stablehlo.add across dimensions = [1] : (tensor<8x10xf32>, tensor<f32>) -> tensor<8xf32>
    %229 = stablehlo.reshape %228 : (tensor<8xf32>) -> tensor<8x1xf32>
    %230 = stablehlo.divide %229, %208 : tensor<8x1xf32>
    %cst_70 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %231 = stablehlo.reduce(%230 init: %cst_70) applies stablehlo.add across dimensions = [1] : (tensor<8x1xf32>, tensor<f32>) -> tensor<8xf32>
    %232 = stablehlo.broadcast_in_dim %231, dims = [0] : (tensor<8xf32>) -> tensor<8x10xf32>
    %233 = stablehlo.multiply %232, %206 : tensor<8x10xf32>
    %234 = stablehlo.add %226, %233 : tensor<8x10xf32>
    %235 = stablehlo.negate %234 : tensor<8x10xf32>
    %cst_71 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %236 = stablehlo.reduce(%235 init: %cst_71) applies stablehlo.add across dimensions = [1] : (tensor<8x10xf32>, tensor<f32>) -> tensor<8xf32>
    %237 = stablehlo.reshape %236 : (tensor<8xf32>) -> tensor<8x1xf32>
    %cst_72 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %238 = stablehlo.reduce(%237 init: %cst_72) applies stablehlo.add across dimensions = [1] : (tensor<8x1xf32>, tensor<f32>) -> tensor<8xf32>
    %239 = stablehlo.divide %238, %202 : tensor<8xf32>
    %240 = stablehlo.broadcast_in_dim %239, dims = [0] : (tensor<8xf32>) -> tensor<8x10xf32>
    %241 = stablehlo.multiply %240, %201 : tensor<8x10xf32>
    %242 = stablehlo.add %234, %241 : tensor<8x10xf32>
    %243 = stablehlo.dot_general %242, %195, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x10xf32>, tensor<8x64xf32>) -> tensor<10x64xf32>
    %244 = stablehlo.transpose %243, dims = [1, 0] : (tensor<10x64xf32>) -> tensor<64x10xf32>
    %245 = stablehlo.dot_general %242, %arg12, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x10xf32>, tensor<64x10xf32>) -> tensor<8x64xf32>
    %cst_73 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %246 = stablehlo.broadcast_in_dim %cst_73, dims = [] : (tensor<f32>) -> tensor<8x64xf32>
    %247 = stablehlo.divide %245, %246 : tensor<8x64xf32>
    %248 = stablehlo.broadcast_in_dim %247, dims = [0, 3] : (tensor<8x64xf32>) -> tensor<8x16x16x64xf32>
    %cst_74 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %249 = stablehlo.pad %248, %cst_74, low = [0, 0, 0, 0], high = [0, 1, 1, 0], interior = [0, 1, 1, 0] : (tensor<8x16x16x64xf32>, tensor<f32>) -> tensor<8x32x32x64xf32>
    %250 = stablehlo.multiply %248, %190 : tensor<8x16x16x64xf32>
    %cst_75 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %251 = stablehlo.reduce(%250 init: %cst_75) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<8x16x16x64xf32>, tensor<f32>) -> tensor<64xf32>
    %252 = stablehlo.reshape %251 : (tensor<64xf32>) -> tensor<1x1x1x64xf32>
    %cst_76 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %253 = stablehlo.reduce(%252 init: %cst_76) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<1x1x1x64xf32>, tensor<f32>) -> tensor<64xf32>
    %254 = stablehlo.multiply %172, %250 : tensor<8x16x16x64xf32>
    %cst_77 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %255 = stablehlo.reduce(%254 init: %cst_77) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<8x16x16x64xf32>, tensor<f32>) -> tensor<64xf32>
    %256 = stablehlo.reshape %255 : (tensor<64xf32>) -> tensor<1x1x1x64xf32>
    %257 = stablehlo.broadcast_in_dim %173, dims = [0, 1, 2, 3] : (tensor<1x1x1x64xf32>) -> tensor<8x16x16x64xf32>
    %258 = stablehlo.multiply %250, %257 : tensor<8x16x16x64xf32>
    %cst_78 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %259 = stablehlo.reduce(%256 init: %cst_78) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<1x1x1x64xf32>, tensor<f32>) -> tensor<64xf32>
    %260 = stablehlo.multiply %159, %258 : tensor<8x16x16x64xf32>
    %cst_79 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %261 = stablehlo.reduce(%260 init: %cst_79) applies stablehlo.add across dimensions = [3] : (tensor<8x16x16x64xf32>, tensor<f32>) -> tensor<8x16x16xf32>
    %262 = stablehlo.reshape %261 : (tensor<8x16x16xf32>) -> tensor<8x16x16x1xf32>
    %263 = stablehlo.broadcast_in_dim %167, dims = [0, 1, 2, 3] : (tensor<8x16x16x1xf32>) -> tensor<8x16x16x64xf32>
    %264 = stablehlo.multiply %258, %263 : tensor<8x16x16x64xf32>
    %265 = stablehlo.multiply %262, %170 : tensor<8x16x16x1xf32>
    %cst_80 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %266 = stablehlo.broadcast_in_dim %cst_80, dims = [] : (tensor<f32>) -> tensor<8x16x16x1xf32>
    %267 = stablehlo.divide %265, %266 : tensor<8x16x16x1xf32>
    %cst_81 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %268 = stablehlo.reduce(%267 init: %cst_81) applies stablehlo.add across dimensions = [3] : (tensor<8x16x16x1xf32>, tensor<f32>) -> tensor<8x16x16xf32>
    %269 = stablehlo.broadcast_in_dim %268, dims = [0, 1, 2] : (tensor<8x16x16xf32>) -> tensor<8x16x16x64xf32>
    %270 = stablehlo.multiply %159, %269 : tensor<8x16x16x64xf32>
    %271 = stablehlo.add %264, %270 : tensor<8x16x16x64xf32>
    %272 = stablehlo.multiply %269, %159 : tensor<8x16x16x64xf32>
    %273 = stablehlo.add %271, %272 : tensor<8x16x16x64xf32>
    %274 = stablehlo.negate %273 : tensor<8x16x16x64xf32>
    %cst_82 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %275 = stablehlo.reduce(%274 init: %cst_82) applies stablehlo.add across dimensions = [3] : (tensor<8x16x16x64xf32>, tensor<f32>) -> tensor<8x16x16xf32>
    %276 = stablehlo.reshape %275 : (tensor<8x16x16xf32>) -> tensor<8x16x16x1xf32>
    %cst_83 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %277 = stablehlo.broadcast_in_dim %cst_83, dims = [] : (tensor<f32>) -> tensor<8x16x16x1xf32>
    %278 = stablehlo.divide %276, %277 : tensor<8x16x16x1xf32>
    %cst_84 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %279 = stablehlo.reduce(%278 init: %cst_84) applies stablehlo.add across dimensions = [3] : (tensor<8x16x16x1xf32>, tensor<f32>) -> tensor<8x16x16xf32>
    %280 = stablehlo.broadcast_in_dim %279, dims = [0, 1, 2] : (tensor<8x16x16xf32>) -> tensor<8x16x16x64xf32>
    %281 = stablehlo.add %273, %280 : tensor<8x16x16x64xf32>
    %282 = stablehlo.convolution(%142, %281) dim_numbers = [f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x16x16x64xf32>, tensor<8x16x16x64xf32>) -> tensor<3x3x64x64xf32>
    %283 = stablehlo.reverse %arg11, dims = [0, 1] : tensor<3x3x64x64xf32>
    %284 = stablehlo.convolution(%281, %283) dim_numbers = [b, 0, 1, f]x[0, 1, o, i]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x16x16x64xf32>, tensor<3x3x64x64xf32>) -> tensor<8x16x16x64xf32>
    %285 = stablehlo.multiply %284, %152 : tensor<8x16x16x64xf32>
    %cst_85 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %286 = stablehlo.reduce(%285 init: %cst_85) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<8x16x16x64xf32>, tensor<f32>) -> tensor<64xf32>
    %287 = stablehlo.reshape %286 : (tensor<64xf32>) -> tensor<1x1x1x64xf32>
    %cst_86 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %288 = stablehlo.reduce(%287 init: %cst_86) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<1x1x1x64xf32>, tensor<f32>) -> tensor<64xf32>
    %289 = stablehlo.multiply %134, %285 : tensor<8x16x16x64xf32>
    %cst_87 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %290 = stablehlo.reduce(%289 init: %cst_87) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<8x16x16x64xf32>, tensor<f32>) -> tensor<64xf32>
    %291 = stablehlo.reshape %290 : (tensor<64xf32>) -> tensor<1x1x1x64xf32>
    %292 = stablehlo.broadcast_in_dim %135, dims = [0, 1, 2, 3] : (tensor<1x1x1x64xf32>) -> tensor<8x16x16x64xf32>
    %293 = stablehlo.multiply %285, %292 : tensor<8x16x16x64xf32>
    %cst_88 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %294 = stablehlo.reduce(%291 init: %cst_88) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<1x1x1x64xf32>, tensor<f32>) -> tensor<64xf32>
    %295 = stablehlo.multiply %121, %293 : tensor<8x16x16x64xf32>
    %cst_89 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %296 = stablehlo.reduce(%295 init: %cst_89) applies stablehlo.add across dimensions = [3] : (tensor<8x16x16x64xf32>, tensor<f32>) -> tensor<8x16x16xf32>
    %297 = stablehlo.reshape %296 : (tensor<8x16x16xf32>) -> tensor<8x16x16x1xf32>
    %298 = stablehlo.broadcast_in_dim %129, dims = [0, 1, 2, 3] : (tensor<8x16x16x1xf32>) -> tensor<8x16x16x64xf32>
    %299 = stablehlo.multiply %293, %298 : tensor<8x16x16x64xf32>
    %300 = stablehlo.multiply %297, %132 : tensor<8x16x16x1xf32>
    %cst_90 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %301 = stablehlo.broadcast_in_dim %cst_90, dims = [] : (tensor<f32>) -> tensor<8x16x16x1xf32>
    %302 = stablehlo.divide %300, %301 : tensor<8x16x16x1xf32>
    %cst_91 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %303 = stablehlo.reduce(%302 init: %cst_91) applies stablehlo.add across dimensions = [3] : (tensor<8x16x16x1xf32>, tensor<f32>) -> tensor<8x16x16xf32>
    %304 = stablehlo.broadcast_in_dim %303, dims = [0, 1, 2] : (tensor<8x16x16xf32>) -> tensor<8x16x16x64xf32>
    %305 = stablehlo.multiply %121, %304 : tensor<8x16x16x64xf32>
    %306 = stablehlo.add %299, %305 : tensor<8x16x16x64xf32>
    %307 = stablehlo.multiply %304, %121 : tensor<8x16x16x64xf32>
    %308 = stablehlo.add %306, %307 : tensor<8x16x16x64xf32>
    %309 = stablehlo.negate %308 : tensor<8x16x16x64xf32>
    %cst_92 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %310 = stablehlo.reduce(%309 init: %cst_92) applies stablehlo.add across dimensions = [3] : (tensor<8x16x16x64xf32>, tensor<f32>) -> tensor<8x16x16xf32>
    %311 = stablehlo.reshape %310 : (tensor<8x16x16xf32>) -> tensor<8x16x16x1xf32>
    %cst_93 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %312 = stablehlo.broadcast_in_dim %cst_93, dims = [] : (tensor<f32>) -> tensor<8x16x16x1xf32>
    %313 = stablehlo.divide %311, %312 : tensor<8x16x16x1xf32>
    %cst_94 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %314 = stablehlo.reduce(%313 init: %cst_94) applies stablehlo.add across dimensions = [3] : (tensor<8x16x16x1xf32>, tensor<f32>) -> tensor<8x16x16xf32>
    %315 = stablehlo.broadcast_in_dim %314, dims = [0, 1, 2] : (tensor<8x16x16xf32>) -> tensor<8x16x16x64xf32>
    %316 = stablehlo.add %308, %315 : tensor<8x16x16x64xf32>
    %317 = stablehlo.convolution(%114, %316) dim_numbers = [f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f], window = {stride = [1, 1], pad = [[0, 1], [0, 1]], lhs_dilate = [1, 1], rhs_dilate = [2, 2], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x32x32x64xf32>, tensor<8x16x16x64xf32>) -> tensor<3x3x64x64xf32>
    %318 = stablehlo.reverse %arg8, dims = [0, 1] : tensor<3x3x64x64xf32>
    %319 = stablehlo.convolution(%316, %318) dim_numbers = [b, 0, 1, f]x[0, 1, o, i]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[2, 1], [2, 1]], lhs_dilate = [2, 2], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x16x16x64xf32>, tensor<3x3x64x64xf32>) -> tensor<8x32x32x64xf32>
    %320 = stablehlo.add %249, %319 : tensor<8x32x32x64xf32>
    %321 = stablehlo.multiply %320, %113 : tensor<8x32x32x64xf32>
    %cst_95 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %322 = stablehlo.reduce(%321 init: %cst_95) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<8x32x32x64xf32>, tensor<f32>) -> tensor<64xf32>
    %323 = stablehlo.reshape %322 : (tensor<64xf32>) -> tensor<1x1x1x64xf32>
    %cst_96 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %324 = stablehlo.reduce(%323 init: %cst_96) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<1x1x1x64xf32>, tensor<f32>) -> tensor<64xf32>
    %325 = stablehlo.multiply %95, %321 : tensor<8x32x32x64xf32>
    %cst_97 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %326 = stablehlo.reduce(%325 init: %cst_97) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<8x32x32x64xf32>, tensor<f32>) -> tensor<64xf32>
    %327 = stablehlo.reshape %326 : (tensor<64xf32>) -> tensor<1x1x1x64xf32>
    %328 = stablehlo.broadcast_in_dim %96, dims = [0, 1, 2, 3] : (tensor<1x1x1x64xf32>) -> tensor<8x32x32x64xf32>
    %329 = stablehlo.multiply %321, %328 : tensor<8x32x32x64xf32>
    %cst_98 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %330 = stablehlo.reduce(%327 init: %cst_98) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<1x1x1x64xf32>, tensor<f32>) -> tensor<64xf32>
    %331 = stablehlo.multiply %82, %329 : tensor<8x32x32x64xf32>
    %cst_99 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %332 = stablehlo.reduce(%331 init: %cst_99) applies stablehlo.add across dimensions = [3] : (tensor<8x32x32x64xf32>, tensor<f32>) -> tensor<8x32x32xf32>
    %333 = stablehlo.reshape %332 : (tensor<8x32x32xf32>) -> tensor<8x32x32x1xf32>
    %334 = stablehlo.broadcast_in_dim %90, dims = [0, 1, 2, 3] : (tensor<8x32x32x1xf32>) -> tensor<8x32x32x64xf32>
    %335 = stablehlo.multiply %329, %334 : tensor<8x32x32x64xf32>
    %336 = stablehlo.multiply %333, %93 : tensor<8x32x32x1xf32>
    %cst_100 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %337 = stablehlo.broadcast_in_dim %cst_100, dims = [] : (tensor<f32>) -> tensor<8x32x32x1xf32>
    %338 = stablehlo.divide %336, %337 : tensor<8x32x32x1xf32>
    %cst_101 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %339 = stablehlo.reduce(%338 init: %cst_101) applies stablehlo.add across dimensions = [3] : (tensor<8x32x32x1xf32>, tensor<f32>) -> tensor<8x32x32xf32>
    %340 = stablehlo.broadcast_in_dim %339, dims = [0, 1, 2] : (tensor<8x32x32xf32>) -> tensor<8x32x32x64xf32>
    %341 = stablehlo.multiply %82, %340 : tensor<8x32x32x64xf32>
    %342 = stablehlo.add %335, %341 : tensor<8x32x32x64xf32>
    %343 = stablehlo.multiply %340, %82 : tensor<8x32x32x64xf32>
    %344 = stablehlo.add %342, %343 : tensor<8x32x32x64xf32>
    %345 = stablehlo.negate %344 : tensor<8x32x32x64xf32>
    %cst_102 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %346 = stablehlo.reduce(%345 init: %cst_102) applies stablehlo.add across dimensions = [3] : (tensor<8x32x32x64xf32>, tensor<f32>) -> tensor<8x32x32xf32>
    %347 = stablehlo.reshape %346 : (tensor<8x32x32xf32>) -> tensor<8x32x32x1xf32>
    %cst_103 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %348 = stablehlo.broadcast_in_dim %cst_103, dims = [] : (tensor<f32>) -> tensor<8x32x32x1xf32>
    %349 = stablehlo.divide %347, %348 : tensor<8x32x32x1xf32>
    %cst_104 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %350 = stablehlo.reduce(%349 init: %cst_104) applies stablehlo.add across dimensions = [3] : (tensor<8x32x32x1xf32>, tensor<f32>) -> tensor<8x32x32xf32>
    %351 = stablehlo.broadcast_in_dim %350, dims = [0, 1, 2] : (tensor<8x32x32xf32>) -> tensor<8x32x32x64xf32>
    %352 = stablehlo.add %344, %351 : tensor<8x32x32x64xf32>
    %353 = stablehlo.convolution(%65, %352) dim_numbers = [f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x32x32x64xf32>, tensor<8x32x32x64xf32>) -> tensor<3x3x64x64xf32>
    %354 = stablehlo.reverse %arg5, dims = [0, 1] : tensor<3x3x64x64xf32>
    %355 = stablehlo.convolution(%352, %354) dim_numbers = [b, 0, 1, f]x[0, 1, o, i]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x32x32x64xf32>, tensor<3x3x64x64xf32>) -> tensor<8x32x32x64xf32>
    %356 = stablehlo.multiply %355, %75 : tensor<8x32x32x64xf32>
    %cst_105 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %357 = stablehlo.reduce(%356 init: %cst_105) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<8x32x32x64xf32>, tensor<f32>) -> tensor<64xf32>
    %358 = stablehlo.reshape %357 : (tensor<64xf32>) -> tensor<1x1x1x64xf32>
    %cst_106 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %359 = stablehlo.reduce(%358 init: %cst_106) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<1x1x1x64xf32>, tensor<f32>) -> tensor<64xf32>
    %360 = stablehlo.multiply %57, %356 : tensor<8x32x32x64xf32>
    %cst_107 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %361 = stablehlo.reduce(%360 init: %cst_107) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<8x32x32x64xf32>, tensor<f32>) -> tensor<64xf32>
    %362 = stablehlo.reshape %361 : (tensor<64xf32>) -> tensor<1x1x1x64xf32>
    %363 = stablehlo.broadcast_in_dim %58, dims = [0, 1, 2, 3] : (tensor<1x1x1x64xf32>) -> tensor<8x32x32x64xf32>
    %364 = stablehlo.multiply %356, %363 : tensor<8x32x32x64xf32>
    %cst_108 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %365 = stablehlo.reduce(%362 init: %cst_108) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<1x1x1x64xf32>, tensor<f32>) -> tensor<64xf32>
    %366 = stablehlo.multiply %44, %364 : tensor<8x32x32x64xf32>
    %cst_109 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %367 = stablehlo.reduce(%366 init: %cst_109) applies stablehlo.add across dimensions = [3] : (tensor<8x32x32x64xf32>, tensor<f32>) -> tensor<8x32x32xf32>
    %368 = stablehlo.reshape %367 : (tensor<8x32x32xf32>) -> tensor<8x32x32x1xf32>
    %369 = stablehlo.broadcast_in_dim %52, dims = [0, 1, 2, 3] : (tensor<8x32x32x1xf32>) -> tensor<8x32x32x64xf32>
    %370 = stablehlo.multiply %364, %369 : tensor<8x32x32x64xf32>
    %371 = stablehlo.multiply %368, %55 : tensor<8x32x32x1xf32>
    %cst_110 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %372 = stablehlo.broadcast_in_dim %cst_110, dims = [] : (tensor<f32>) -> tensor<8x32x32x1xf32>
    %373 = stablehlo.divide %371, %372 : tensor<8x32x32x1xf32>
    %cst_111 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %374 = stablehlo.reduce(%373 init: %cst_111) applies stablehlo.add across dimensions = [3] : (tensor<8x32x32x1xf32>, tensor<f32>) -> tensor<8x32x32xf32>
    %375 = stablehlo.broadcast_in_dim %374, dims = [0, 1, 2] : (tensor<8x32x32xf32>) -> tensor<8x32x32x64xf32>
    %376 = stablehlo.multiply %44, %375 : tensor<8x32x32x64xf32>
    %377 = stablehlo.add %370, %376 : tensor<8x32x32x64xf32>
    %378 = stablehlo.multiply %375, %44 : tensor<8x32x32x64xf32>
    %379 = stablehlo.add %377, %378 : tensor<8x32x32x64xf32>
    %380 = stablehlo.negate %379 : tensor<8x32x32x64xf32>
    %cst_112 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %381 = stablehlo.reduce(%380 init: %cst_112) applies stablehlo.add across dimensions = [3] : (tensor<8x32x32x64xf32>, tensor<f32>) -> tensor<8x32x32xf32>
    %382 = stablehlo.reshape %381 : (tensor<8x32x32xf32>) -> tensor<8x32x32x1xf32>
    %cst_113 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %383 = stablehlo.broadcast_in_dim %cst_113, dims = [] : (tensor<f32>) -> tensor<8x32x32x1xf32>
    %384 = stablehlo.divide %382, %383 : tensor<8x32x32x1xf32>
    %cst_114 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %385 = stablehlo.reduce(%384 init: %cst_114) applies stablehlo.add across dimensions = [3] : (tensor<8x32x32x1xf32>, tensor<f32>) -> tensor<8x32x32xf32>
    %386 = stablehlo.broadcast_in_dim %385, dims = [0, 1, 2] : (tensor<8x32x32xf32>) -> tensor<8x32x32x64xf32>
    %387 = stablehlo.add %379, %386 : tensor<8x32x32x64xf32>
    %388 = stablehlo.convolution(%27, %387) dim_numbers = [f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x32x32x64xf32>, tensor<8x32x32x64xf32>) -> tensor<3x3x64x64xf32>
    %389 = stablehlo.reverse %arg2, dims = [0, 1] : tensor<3x3x64x64xf32>
    %390 = stablehlo.convolution(%387, %389) dim_numbers = [b, 0, 1, f]x[0, 1, o, i]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x32x32x64xf32>, tensor<3x3x64x64xf32>) -> tensor<8x32x32x64xf32>
    %391 = stablehlo.add %320, %390 : tensor<8x32x32x64xf32>
    %392 = stablehlo.multiply %391, %37 : tensor<8x32x32x64xf32>
    %cst_115 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %393 = stablehlo.reduce(%392 init: %cst_115) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<8x32x32x64xf32>, tensor<f32>) -> tensor<64xf32>
    %394 = stablehlo.reshape %393 : (tensor<64xf32>) -> tensor<1x1x1x64xf32>
    %cst_116 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %395 = stablehlo.reduce(%394 init: %cst_116) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<1x1x1x64xf32>, tensor<f32>) -> tensor<64xf32>
    %396 = stablehlo.multiply %19, %392 : tensor<8x32x32x64xf32>
    %cst_117 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %397 = stablehlo.reduce(%396 init: %cst_117) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<8x32x32x64xf32>, tensor<f32>) -> tensor<64xf32>
    %398 = stablehlo.reshape %397 : (tensor<64xf32>) -> tensor<1x1x1x64xf32>
    %399 = stablehlo.broadcast_in_dim %20, dims = [0, 1, 2, 3] : (tensor<1x1x1x64xf32>) -> tensor<8x32x32x64xf32>
    %400 = stablehlo.multiply %392, %399 : tensor<8x32x32x64xf32>
    %cst_118 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %401 = stablehlo.reduce(%398 init: %cst_118) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<1x1x1x64xf32>, tensor<f32>) -> tensor<64xf32>
    %402 = stablehlo.multiply %6, %400 : tensor<8x32x32x64xf32>
    %cst_119 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %403 = stablehlo.reduce(%402 init: %cst_119) applies stablehlo.add across dimensions = [3] : (tensor<8x32x32x64xf32>, tensor<f32>) -> tensor<8x32x32xf32>
    %404 = stablehlo.reshape %403 : (tensor<8x32x32xf32>) -> tensor<8x32x32x1xf32>
    %405 = stablehlo.broadcast_in_dim %14, dims = [0, 1, 2, 3] : (tensor<8x32x32x1xf32>) -> tensor<8x32x32x64xf32>
    %406 = stablehlo.multiply %400, %405 : tensor<8x32x32x64xf32>
    %407 = stablehlo.multiply %404, %17 : tensor<8x32x32x1xf32>
    %cst_120 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %408 = stablehlo.broadcast_in_dim %cst_120, dims = [] : (tensor<f32>) -> tensor<8x32x32x1xf32>
    %409 = stablehlo.divide %407, %408 : tensor<8x32x32x1xf32>
    %cst_121 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %410 = stablehlo.reduce(%409 init: %cst_121) applies stablehlo.add across dimensions = [3] : (tensor<8x32x32x1xf32>, tensor<f32>) -> tensor<8x32x32xf32>
    %411 = stablehlo.broadcast_in_dim %410, dims = [0, 1, 2] : (tensor<8x32x32xf32>) -> tensor<8x32x32x64xf32>
    %412 = stablehlo.multiply %6, %411 : tensor<8x32x32x64xf32>
    %413 = stablehlo.add %406, %412 : tensor<8x32x32x64xf32>
    %414 = stablehlo.multiply %411, %6 : tensor<8x32x32x64xf32>
    %415 = stablehlo.add %413, %414 : tensor<8x32x32x64xf32>
    %416 = stablehlo.negate %415 : tensor<8x32x32x64xf32>
    %cst_122 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %417 = stablehlo.reduce(%416 init: %cst_122) applies stablehlo.add across dimensions = [3] : (tensor<8x32x32x64xf32>, tensor<f32>) -> tensor<8x32x32xf32>
    %418 = stablehlo.reshape %417 : (tensor<8x32x32xf32>) -> tensor<8x32x32x1xf32>
    %cst_123 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %419 = stablehlo.broadcast_in_dim %cst_123, dims = [] : (tensor<f32>) -> tensor<8x32x32x1xf32>
    %420 = stablehlo.divide %418, %419 : tensor<8x32x32x1xf32>
    %cst_124 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %421 = stablehlo.reduce(%420 init: %cst_124) applies stablehlo.add across dimensions = [3] : (tensor<8x32x32x1xf32>, tensor<f32>) -> tensor<8x32x32xf32>
    %422 = stablehlo.broadcast_in_dim %421, dims = [0, 1, 2] : (tensor<8x32x32xf32>) -> tensor<8x32x32x64xf32>
    %423 = stablehlo.add %415, %422 : tensor<8x32x32x64xf32>
    %424 = stablehlo.convolution(%arg49, %423) dim_numbers = [f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x32x32x3xf32>, tensor<8x32x32x64xf32>) -> tensor<3x3x3x64xf32>
    %cst_125 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %425 = stablehlo.add %arg48, %cst_125 : tensor<f32>
    %cst_126 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %426 = stablehlo.broadcast_in_dim %cst_126, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %427 = stablehlo.multiply %426, %arg16 : tensor<64xf32>
    %cst_127 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %428 = stablehlo.broadcast_in_dim %cst_127, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %429 = stablehlo.multiply %428, %359 : tensor<64xf32>
    %430 = stablehlo.add %427, %429 : tensor<64xf32>
    %cst_128 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %431 = stablehlo.broadcast_in_dim %cst_128, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %432 = stablehlo.multiply %431, %arg17 : tensor<64xf32>
    %cst_129 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %433 = stablehlo.broadcast_in_dim %cst_129, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %434 = stablehlo.multiply %433, %365 : tensor<64xf32>
    %435 = stablehlo.add %432, %434 : tensor<64xf32>
    %cst_130 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %436 = stablehlo.broadcast_in_dim %cst_130, dims = [] : (tensor<f32>) -> tensor<3x3x64x64xf32>
    %437 = stablehlo.multiply %436, %arg18 : tensor<3x3x64x64xf32>
    %cst_131 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %438 = stablehlo.broadcast_in_dim %cst_131, dims = [] : (tensor<f32>) -> tensor<3x3x64x64xf32>
    %439 = stablehlo.multiply %438, %388 : tensor<3x3x64x64xf32>
    %440 = stablehlo.add %437, %439 : tensor<3x3x64x64xf32>
    %cst_132 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %441 = stablehlo.broadcast_in_dim %cst_132, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %442 = stablehlo.multiply %441, %arg19 : tensor<64xf32>
    %cst_133 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %443 = stablehlo.broadcast_in_dim %cst_133, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %444 = stablehlo.multiply %443, %324 : tensor<64xf32>
    %445 = stablehlo.add %442, %444 : tensor<64xf32>
    %cst_134 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %446 = stablehlo.broadcast_in_dim %cst_134, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %447 = stablehlo.multiply %446, %arg20 : tensor<64xf32>
    %cst_135 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %448 = stablehlo.broadcast_in_dim %cst_135, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %449 = stablehlo.multiply %448, %330 : tensor<64xf32>
    %450 = stablehlo.add %447, %449 : tensor<64xf32>
    %cst_136 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %451 = stablehlo.broadcast_in_dim %cst_136, dims = [] : (tensor<f32>) -> tensor<3x3x64x64xf32>
    %452 = stablehlo.multiply %451, %arg21 : tensor<3x3x64x64xf32>
    %cst_137 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %453 = stablehlo.broadcast_in_dim %cst_137, dims = [] : (tensor<f32>) -> tensor<3x3x64x64xf32>
    %454 = stablehlo.multiply %453, %353 : tensor<3x3x64x64xf32>
    %455 = stablehlo.add %452, %454 : tensor<3x3x64x64xf32>
    %cst_138 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %456 = stablehlo.broadcast_in_dim %cst_138, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %457 = stablehlo.multiply %456, %arg22 : tensor<64xf32>
    %cst_139 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %458 = stablehlo.broadcast_in_dim %cst_139, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %459 = stablehlo.multiply %458, %288 : tensor<64xf32>
    %460 = stablehlo.add %457, %459 : tensor<64xf32>
    %cst_140 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %461 = stablehlo.broadcast_in_dim %cst_140, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %462 = stablehlo.multiply %461, %arg23 : tensor<64xf32>
    %cst_141 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %463 = stablehlo.broadcast_in_dim %cst_141, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %464 = stablehlo.multiply %463, %294 : tensor<64xf32>
    %465 = stablehlo.add %462, %464 : tensor<64xf32>
    %cst_142 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %466 = stablehlo.broadcast_in_dim %cst_142, dims = [] : (tensor<f32>) -> tensor<3x3x64x64xf32>
    %467 = stablehlo.multiply %466, %arg24 : tensor<3x3x64x64xf32>
    %cst_143 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %468 = stablehlo.broadcast_in_dim %cst_143, dims = [] : (tensor<f32>) -> tensor<3x3x64x64xf32>
    %469 = stablehlo.multiply %468, %317 : tensor<3x3x64x64xf32>
    %470 = stablehlo.add %467, %469 : tensor<3x3x64x64xf32>
    %cst_144 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %471 = stablehlo.broadcast_in_dim %cst_144, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %472 = stablehlo.multiply %471, %arg25 : tensor<64xf32>
    %cst_145 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %473 = stablehlo.broadcast_in_dim %cst_145, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %474 = stablehlo.multiply %473, %253 : tensor<64xf32>
    %475 = stablehlo.add %472, %474 : tensor<64xf32>
    %cst_146 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %476 = stablehlo.broadcast_in_dim %cst_146, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %477 = stablehlo.multiply %476, %arg26 : tensor<64xf32>
    %cst_147 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %478 = stablehlo.broadcast_in_dim %cst_147, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %479 = stablehlo.multiply %478, %259 : tensor<64xf32>
    %480 = stablehlo.add %477, %479 : tensor<64xf32>
    %cst_148 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %481 = stablehlo.broadcast_in_dim %cst_148, dims = [] : (tensor<f32>) -> tensor<3x3x64x64xf32>
    %482 = stablehlo.multiply %481, %arg27 : tensor<3x3x64x64xf32>
    %cst_149 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %483 = stablehlo.broadcast_in_dim %cst_149, dims = [] : (tensor<f32>) -> tensor<3x3x64x64xf32>
    %484 = stablehlo.multiply %483, %282 : tensor<3x3x64x64xf32>
    %485 = stablehlo.add %482, %484 : tensor<3x3x64x64xf32>
    %cst_150 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %486 = stablehlo.broadcast_in_dim %cst_150, dims = [] : (tensor<f32>) -> tensor<64x10xf32>
    %487 = stablehlo.multiply %486, %arg28 : tensor<64x10xf32>
    %cst_151 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %488 = stablehlo.broadcast_in_dim %cst_151, dims = [] : (tensor<f32>) -> tensor<64x10xf32>
    %489 = stablehlo.multiply %488, %244 : tensor<64x10xf32>
    %490 = stablehlo.add %487, %489 : tensor<64x10xf32>
    %cst_152 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %491 = stablehlo.broadcast_in_dim %cst_152, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %492 = stablehlo.multiply %491, %arg29 : tensor<64xf32>
    %cst_153 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %493 = stablehlo.broadcast_in_dim %cst_153, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %494 = stablehlo.multiply %493, %395 : tensor<64xf32>
    %495 = stablehlo.add %492, %494 : tensor<64xf32>
    %cst_154 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %496 = stablehlo.broadcast_in_dim %cst_154, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %497 = stablehlo.multiply %496, %arg30 : tensor<64xf32>
    %cst_155 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %498 = stablehlo.broadcast_in_dim %cst_155, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %499 = stablehlo.multiply %498, %401 : tensor<64xf32>
    %500 = stablehlo.add %497, %499 : tensor<64xf32>
    %cst_156 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %501 = stablehlo.broadcast_in_dim %cst_156, dims = [] : (tensor<f32>) -> tensor<3x3x3x64xf32>
    %502 = stablehlo.multiply %501, %arg31 : tensor<3x3x3x64xf32>
    %cst_157 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %503 = stablehlo.broadcast_in_dim %cst_157, dims = [] : (tensor<f32>) -> tensor<3x3x3x64xf32>
    %504 = stablehlo.multiply %503, %424 : tensor<3x3x3x64xf32>
    %505 = stablehlo.add %502, %504 : tensor<3x3x3x64xf32>
    %cst_158 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %506 = stablehlo.broadcast_in_dim %cst_158, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %507 = stablehlo.multiply %506, %arg32 : tensor<64xf32>
    %cst_159 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %508 = stablehlo.broadcast_in_dim %cst_159, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %509 = stablehlo.multiply %508, %359 : tensor<64xf32>
    %510 = stablehlo.multiply %509, %359 : tensor<64xf32>
    %511 = stablehlo.add %507, %510 : tensor<64xf32>
    %cst_160 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %512 = stablehlo.broadcast_in_dim %cst_160, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %513 = stablehlo.multiply %512, %arg33 : tensor<64xf32>
    %cst_161 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %514 = stablehlo.broadcast_in_dim %cst_161, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %515 = stablehlo.multiply %514, %365 : tensor<64xf32>
    %516 = stablehlo.multiply %515, %365 : tensor<64xf32>
    %517 = stablehlo.add %513, %516 : tensor<64xf32>
    %cst_162 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %518 = stablehlo.broadcast_in_dim %cst_162, dims = [] : (tensor<f32>) -> tensor<3x3x64x64xf32>
    %519 = stablehlo.multiply %518, %arg34 : tensor<3x3x64x64xf32>
    %cst_163 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %520 = stablehlo.broadcast_in_dim %cst_163, dims = [] : (tensor<f32>) -> tensor<3x3x64x64xf32>
    %521 = stablehlo.multiply %520, %388 : tensor<3x3x64x64xf32>
    %522 = stablehlo.multiply %521, %388 : tensor<3x3x64x64xf32>
    %523 = stablehlo.add %519, %522 : tensor<3x3x64x64xf32>
    %cst_164 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %524 = stablehlo.broadcast_in_dim %cst_164, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %525 = stablehlo.multiply %524, %arg35 : tensor<64xf32>
    %cst_165 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %526 = stablehlo.broadcast_in_dim %cst_165, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %527 = stablehlo.multiply %526, %324 : tensor<64xf32>
    %528 = stablehlo.multiply %527, %324 : tensor<64xf32>
    %529 = stablehlo.add %525, %528 : tensor<64xf32>
    %cst_166 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %530 = stablehlo.broadcast_in_dim %cst_166, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %531 = stablehlo.multiply %530, %arg36 : tensor<64xf32>
    %cst_167 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %532 = stablehlo.broadcast_in_dim %cst_167, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %533 = stablehlo.multiply %532, %330 : tensor<64xf32>
    %534 = stablehlo.multiply %533, %330 : tensor<64xf32>
    %535 = stablehlo.add %531, %534 : tensor<64xf32>
    %cst_168 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %536 = stablehlo.broadcast_in_dim %cst_168, dims = [] : (tensor<f32>) -> tensor<3x3x64x64xf32>
    %537 = stablehlo.multiply %536, %arg37 : tensor<3x3x64x64xf32>
    %cst_169 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %538 = stablehlo.broadcast_in_dim %cst_169, dims = [] : (tensor<f32>) -> tensor<3x3x64x64xf32>
    %539 = stablehlo.multiply %538, %353 : tensor<3x3x64x64xf32>
    %540 = stablehlo.multiply %539, %353 : tensor<3x3x64x64xf32>
    %541 = stablehlo.add %537, %540 : tensor<3x3x64x64xf32>
    %cst_170 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %542 = stablehlo.broadcast_in_dim %cst_170, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %543 = stablehlo.multiply %542, %arg38 : tensor<64xf32>
    %cst_171 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %544 = stablehlo.broadcast_in_dim %cst_171, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %545 = stablehlo.multiply %544, %288 : tensor<64xf32>
    %546 = stablehlo.multiply %545, %288 : tensor<64xf32>
    %547 = stablehlo.add %543, %546 : tensor<64xf32>
    %cst_172 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %548 = stablehlo.broadcast_in_dim %cst_172, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %549 = stablehlo.multiply %548, %arg39 : tensor<64xf32>
    %cst_173 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %550 = stablehlo.broadcast_in_dim %cst_173, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %551 = stablehlo.multiply %550, %294 : tensor<64xf32>
    %552 = stablehlo.multiply %551, %294 : tensor<64xf32>
    %553 = stablehlo.add %549, %552 : tensor<64xf32>
    %cst_174 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %554 = stablehlo.broadcast_in_dim %cst_174, dims = [] : (tensor<f32>) -> tensor<3x3x64x64xf32>
    %555 = stablehlo.multiply %554, %arg40 : tensor<3x3x64x64xf32>
    %cst_175 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %556 = stablehlo.broadcast_in_dim %cst_175, dims = [] : (tensor<f32>) -> tensor<3x3x64x64xf32>
    %557 = stablehlo.multiply %556, %317 : tensor<3x3x64x64xf32>
    %558 = stablehlo.multiply %557, %317 : tensor<3x3x64x64xf32>
    %559 = stablehlo.add %555, %558 : tensor<3x3x64x64xf32>
    %cst_176 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %560 = stablehlo.broadcast_in_dim %cst_176, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %561 = stablehlo.multiply %560, %arg41 : tensor<64xf32>
    %cst_177 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %562 = stablehlo.broadcast_in_dim %cst_177, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %563 = stablehlo.multiply %562, %253 : tensor<64xf32>
    %564 = stablehlo.multiply %563, %253 : tensor<64xf32>
    %565 = stablehlo.add %561, %564 : tensor<64xf32>
    %cst_178 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %566 = stablehlo.broadcast_in_dim %cst_178, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %567 = stablehlo.multiply %566, %arg42 : tensor<64xf32>
    %cst_179 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %568 = stablehlo.broadcast_in_dim %cst_179, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %569 = stablehlo.multiply %568, %259 : tensor<64xf32>
    %570 = stablehlo.multiply %569, %259 : tensor<64xf32>
    %571 = stablehlo.add %567, %570 : tensor<64xf32>
    %cst_180 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %572 = stablehlo.broadcast_in_dim %cst_180, dims = [] : (tensor<f32>) -> tensor<3x3x64x64xf32>
    %573 = stablehlo.multiply %572, %arg43 : tensor<3x3x64x64xf32>
    %cst_181 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %574 = stablehlo.broadcast_in_dim %cst_181, dims = [] : (tensor<f32>) -> tensor<3x3x64x64xf32>
    %575 = stablehlo.multiply %574, %282 : tensor<3x3x64x64xf32>
    %576 = stablehlo.multiply %575, %282 : tensor<3x3x64x64xf32>
    %577 = stablehlo.add %573, %576 : tensor<3x3x64x64xf32>
    %cst_182 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %578 = stablehlo.broadcast_in_dim %cst_182, dims = [] : (tensor<f32>) -> tensor<64x10xf32>
    %579 = stablehlo.multiply %578, %arg44 : tensor<64x10xf32>
    %cst_183 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %580 = stablehlo.broadcast_in_dim %cst_183, dims = [] : (tensor<f32>) -> tensor<64x10xf32>
    %581 = stablehlo.multiply %580, %244 : tensor<64x10xf32>
    %582 = stablehlo.multiply %581, %244 : tensor<64x10xf32>
    %583 = stablehlo.add %579, %582 : tensor<64x10xf32>
    %cst_184 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %584 = stablehlo.broadcast_in_dim %cst_184, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %585 = stablehlo.multiply %584, %arg45 : tensor<64xf32>
    %cst_185 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %586 = stablehlo.broadcast_in_dim %cst_185, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %587 = stablehlo.multiply %586, %395 : tensor<64xf32>
    %588 = stablehlo.multiply %587, %395 : tensor<64xf32>
    %589 = stablehlo.add %585, %588 : tensor<64xf32>
    %cst_186 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %590 = stablehlo.broadcast_in_dim %cst_186, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %591 = stablehlo.multiply %590, %arg46 : tensor<64xf32>
    %cst_187 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %592 = stablehlo.broadcast_in_dim %cst_187, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %593 = stablehlo.multiply %592, %401 : tensor<64xf32>
    %594 = stablehlo.multiply %593, %401 : tensor<64xf32>
    %595 = stablehlo.add %591, %594 : tensor<64xf32>
    %cst_188 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %596 = stablehlo.broadcast_in_dim %cst_188, dims = [] : (tensor<f32>) -> tensor<3x3x3x64xf32>
    %597 = stablehlo.multiply %596, %arg47 : tensor<3x3x3x64xf32>
    %cst_189 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %598 = stablehlo.broadcast_in_dim %cst_189, dims = [] : (tensor<f32>) -> tensor<3x3x3x64xf32>
    %599 = stablehlo.multiply %598, %424 : tensor<3x3x3x64xf32>
    %600 = stablehlo.multiply %599, %424 : tensor<3x3x3x64xf32>
    %601 = stablehlo.add %597, %600 : tensor<3x3x3x64xf32>
    %cst_190 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %602 = stablehlo.power %cst_190, %425 : tensor<f32>
    %cst_191 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %603 = stablehlo.subtract %cst_191, %602 : tensor<f32>
    %604 = stablehlo.sqrt %603 : tensor<f32>
    %cst_192 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %605 = stablehlo.multiply %cst_192, %604 : tensor<f32>
    %cst_193 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %606 = stablehlo.power %cst_193, %425 : tensor<f32>
    %cst_194 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %607 = stablehlo.subtract %cst_194, %606 : tensor<f32>
    %608 = stablehlo.divide %605, %607 : tensor<f32>
    %609 = stablehlo.broadcast_in_dim %608, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %610 = stablehlo.multiply %609, %430 : tensor<64xf32>
    %611 = stablehlo.sqrt %511 : tensor<64xf32>
    %cst_195 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %612 = stablehlo.broadcast_in_dim %cst_195, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %613 = stablehlo.add %611, %612 : tensor<64xf32>
    %614 = stablehlo.divide %610, %613 : tensor<64xf32>
    %615 = stablehlo.subtract %arg0, %614 : tensor<64xf32>
    %616 = stablehlo.broadcast_in_dim %608, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %617 = stablehlo.multiply %616, %435 : tensor<64xf32>
    %618 = stablehlo.sqrt %517 : tensor<64xf32>
    %cst_196 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %619 = stablehlo.broadcast_in_dim %cst_196, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %620 = stablehlo.add %618, %619 : tensor<64xf32>
    %621 = stablehlo.divide %617, %620 : tensor<64xf32>
    %622 = stablehlo.subtract %arg1, %621 : tensor<64xf32>
    %623 = stablehlo.broadcast_in_dim %608, dims = [] : (tensor<f32>) -> tensor<3x3x64x64xf32>
    %624 = stablehlo.multiply %623, %440 : tensor<3x3x64x64xf32>
    %625 = stablehlo.sqrt %523 : tensor<3x3x64x64xf32>
    %cst_197 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %626 = stablehlo.broadcast_in_dim %cst_197, dims = [] : (tensor<f32>) -> tensor<3x3x64x64xf32>
    %627 = stablehlo.add %625, %626 : tensor<3x3x64x64xf32>
    %628 = stablehlo.divide %624, %627 : tensor<3x3x64x64xf32>
    %629 = stablehlo.subtract %arg2, %628 : tensor<3x3x64x64xf32>
    %630 = stablehlo.broadcast_in_dim %608, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %631 = stablehlo.multiply %630, %445 : tensor<64xf32>
    %632 = stablehlo.sqrt %529 : tensor<64xf32>
    %cst_198 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %633 = stablehlo.broadcast_in_dim %cst_198, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %634 = stablehlo.add %632, %633 : tensor<64xf32>
    %635 = stablehlo.divide %631, %634 : tensor<64xf32>
    %636 = stablehlo.subtract %arg3, %635 : tensor<64xf32>
    %637 = stablehlo.broadcast_in_dim %608, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %638 = stablehlo.multiply %637, %450 : tensor<64xf32>
    %639 = stablehlo.sqrt %535 : tensor<64xf32>
    %cst_199 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %640 = stablehlo.broadcast_in_dim %cst_199, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %641 = stablehlo.add %639, %640 : tensor<64xf32>
    %642 = stablehlo.divide %638, %641 : tensor<64xf32>
    %643 = stablehlo.subtract %arg4, %642 : tensor<64xf32>
    %644 = stablehlo.broadcast_in_dim %608, dims = [] : (tensor<f32>) -> tensor<3x3x64x64xf32>
    %645 = stablehlo.multiply %644, %455 : tensor<3x3x64x64xf32>
    %646 = stablehlo.sqrt %541 : tensor<3x3x64x64xf32>
    %cst_200 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %647 = stablehlo.broadcast_in_dim %cst_200, dims = [] : (tensor<f32>) -> tensor<3x3x64x64xf32>
    %648 = stablehlo.add %646, %647 : tensor<3x3x64x64xf32>
    %649 = stablehlo.divide %645, %648 : tensor<3x3x64x64xf32>
    %650 = stablehlo.subtract %arg5, %649 : tensor<3x3x64x64xf32>
    %651 = stablehlo.broadcast_in_dim %608, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %652 = stablehlo.multiply %651, %460 : tensor<64xf32>
    %653 = stablehlo.sqrt %547 : tensor<64xf32>
    %cst_201 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %654 = stablehlo.broadcast_in_dim %cst_201, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %655 = stablehlo.add %653, %654 : tensor<64xf32>
    %656 = stablehlo.divide %652, %655 : tensor<64xf32>
    %657 = stablehlo.subtract %arg6, %656 : tensor<64xf32>
    %658 = stablehlo.broadcast_in_dim %608, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %659 = stablehlo.multiply %658, %465 : tensor<64xf32>
    %660 = stablehlo.sqrt %553 : tensor<64xf32>
    %cst_202 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %661 = stablehlo.broadcast_in_dim %cst_202, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %662 = stablehlo.add %660, %661 : tensor<64xf32>
    %663 = stablehlo.divide %659, %662 : tensor<64xf32>
    %664 = stablehlo.subtract %arg7, %663 : tensor<64xf32>
    %665 = stablehlo.broadcast_in_dim %608, dims = [] : (tensor<f32>) -> tensor<3x3x64x64xf32>
    %666 = stablehlo.multiply %665, %470 : tensor<3x3x64x64xf32>
    %667 = stablehlo.sqrt %559 : tensor<3x3x64x64xf32>
    %cst_203 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %668 = stablehlo.broadcast_in_dim %cst_203, dims = [] : (tensor<f32>) -> tensor<3x3x64x64xf32>
    %669 = stablehlo.add %667, %668 : tensor<3x3x64x64xf32>
    %670 = stablehlo.divide %666, %669 : tensor<3x3x64x64xf32>
    %671 = stablehlo.subtract %arg8, %670 : tensor<3x3x64x64xf32>
    %672 = stablehlo.broadcast_in_dim %608, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %673 = stablehlo.multiply %672, %475 : tensor<64xf32>
    %674 = stablehlo.sqrt %565 : tensor<64xf32>
    %cst_204 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %675 = stablehlo.broadcast_in_dim %cst_204, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %676 = stablehlo.add %674, %675 : tensor<64xf32>
    %677 = stablehlo.divide %673, %676 : tensor<64xf32>
    %678 = stablehlo.subtract %arg9, %677 : tensor<64xf32>
    %679 = stablehlo.broadcast_in_dim %608, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %680 = stablehlo.multiply %679, %480 : tensor<64xf32>
    %681 = stablehlo.sqrt %571 : tensor<64xf32>
    %cst_205 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %682 = stablehlo.broadcast_in_dim %cst_205, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %683 = stablehlo.add %681, %682 : tensor<64xf32>
    %684 = stablehlo.divide %680, %683 : tensor<64xf32>
    %685 = stablehlo.subtract %arg10, %684 : tensor<64xf32>
    %686 = stablehlo.broadcast_in_dim %608, dims = [] : (tensor<f32>) -> tensor<3x3x64x64xf32>
    %687 = stablehlo.multiply %686, %485 : tensor<3x3x64x64xf32>
    %688 = stablehlo.sqrt %577 : tensor<3x3x64x64xf32>
    %cst_206 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %689 = stablehlo.broadcast_in_dim %cst_206, dims = [] : (tensor<f32>) -> tensor<3x3x64x64xf32>
    %690 = stablehlo.add %688, %689 : tensor<3x3x64x64xf32>
    %691 = stablehlo.divide %687, %690 : tensor<3x3x64x64xf32>
    %692 = stablehlo.subtract %arg11, %691 : tensor<3x3x64x64xf32>
    %693 = stablehlo.broadcast_in_dim %608, dims = [] : (tensor<f32>) -> tensor<64x10xf32>
    %694 = stablehlo.multiply %693, %490 : tensor<64x10xf32>
    %695 = stablehlo.sqrt %583 : tensor<64x10xf32>
    %cst_207 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %696 = stablehlo.broadcast_in_dim %cst_207, dims = [] : (tensor<f32>) -> tensor<64x10xf32>
    %697 = stablehlo.add %695, %696 : tensor<64x10xf32>
    %698 = stablehlo.divide %694, %697 : tensor<64x10xf32>
    %699 = stablehlo.subtract %arg12, %698 : tensor<64x10xf32>
    %700 = stablehlo.broadcast_in_dim %608, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %701 = stablehlo.multiply %700, %495 : tensor<64xf32>
    %702 = stablehlo.sqrt %589 : tensor<64xf32>
    %cst_208 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %703 = stablehlo.broadcast_in_dim %cst_208, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %704 = stablehlo.add %702, %703 : tensor<64xf32>
    %705 = stablehlo.divide %701, %704 : tensor<64xf32>
    %706 = stablehlo.subtract %arg13, %705 : tensor<64xf32>
    %707 = stablehlo.broadcast_in_dim %608, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %708 = stablehlo.multiply %707, %500 : tensor<64xf32>
    %709 = stablehlo.sqrt %595 : tensor<64xf32>
    %cst_209 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %710 = stablehlo.broadcast_in_dim %cst_209, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %711 = stablehlo.add %709, %710 : tensor<64xf32>
    %712 = stablehlo.divide %708, %711 : tensor<64xf32>
    %713 = stablehlo.subtract %arg14, %712 : tensor<64xf32>
    %714 = stablehlo.broadcast_in_dim %608, dims = [] : (tensor<f32>) -> tensor<3x3x3x64xf32>
    %715 = stablehlo.multiply %714, %505 : tensor<3x3x3x64xf32>
    %716 = stablehlo.sqrt %601 : tensor<3x3x3x64xf32>
    %cst_210 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %717 = stablehlo.broadcast_in_dim %cst_210, dims = [] : (tensor<f32>) -> tensor<3x3x3x64xf32>
    %718 = stablehlo.add %716, %717 : tensor<3x3x3x64xf32>
    %719 = stablehlo.divide %715, %718 : tensor<3x3x3x64xf32>
    %720 = stablehlo.subtract %arg15, %719 : tensor<3x3x3x64xf32>
    return %615, %622, %629, %636, %643, %650, %657, %664, %671, %678, %685, %692, %699, %706, %713, %720, %430, %435, %440, %445, %450, %455, %460, %465, %470, %475, %480, %485, %490, %495, %500, %505, %511, %517, %523, %529, %535, %541, %547, %553, %559, %565, %571, %577, %583, %589, %595, %601, %221 : tensor<64xf32>, tensor<64xf32>, tensor<3x3x64x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<3x3x64x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<3x3x64x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<3x3x64x64xf32>, tensor<64x10xf32>, tensor<64xf32>, tensor<64xf32>, tensor<3x3x3x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<3x3x64x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<3x3x64x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<3x3x64x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<3x3x64x64xf32>, tensor<64x10xf32>, tensor<64xf32>, tensor<64xf32>, tensor<3x3x3x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<3x3x64x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<3x3x64x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<3x3x64x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<3x3x64x64xf32>, tensor<64x10xf32>, tensor<64xf32>, tensor<64xf32>, tensor<3x3x3x64xf32>, tensor<f32>
  }
}
