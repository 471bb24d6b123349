module {
  sdy.mesh @mesh = <["data"=2, "model"=4]>
  func.func @main(%arg0: tensor<1x1x32x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {"model"}, {}]>}, %arg1: tensor<3x3x4x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}, {"model"}]>}, %arg2: tensor<16x10xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg3: tensor<1x1x16x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}, {"model"}]>}, %arg4: tensor<8x16x16x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}, {}, {}]>}, %arg5: tensor<8x10xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}) -> (tensor<1x1x32x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {"model"}, {}]>}, tensor<3x3x4x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}, {"model"}]>}, tensor<16x10xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, tensor<1x1x16x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}, {"model"}]>}, tensor<f32> {sdy.sharding = #sdy.sharding<@mesh, []>}) {
    %0 = stablehlo.convolution(%arg4, %arg3) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>], sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}, {"model"}]>]>} : (tensor<8x16x16x16xf32>, tensor<1x1x16x32xf32>) -> tensor<8x16x16x32xf32>
    %1 = sdy.sharding_constraint %0 <@mesh, [{"data"}, {}, {}, {"model"}]> : tensor<8x16x16x32xf32>
    %cst = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<0.000000e+00> : tensor<f32>
    %2 = sdy.sharding_constraint %cst <@mesh, []> : tensor<f32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}, {"model"}]>]>} : (tensor<f32>) -> tensor<8x16x16x32xf32>
    %4 = sdy.sharding_constraint %3 <@mesh, [{"data"}, {}, {}, {"model"}]> : tensor<8x16x16x32xf32>
    %5 = stablehlo.maximum %1, %4 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}, {"model"}]>]>} : tensor<8x16x16x32xf32>
    %6 = sdy.sharding_constraint %5 <@mesh, [{"data"}, {}, {}, {"model"}]> : tensor<8x16x16x32xf32>
    %cst_0 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<0.000000e+00> : tensor<f32>
    %7 = sdy.sharding_constraint %cst_0 <@mesh, []> : tensor<f32>
    %8 = stablehlo.broadcast_in_dim %7, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}, {"model"}]>]>} : (tensor<f32>) -> tensor<8x16x16x32xf32>
    %9 = sdy.sharding_constraint %8 <@mesh, [{"data"}, {}, {}, {"model"}]> : tensor<8x16x16x32xf32>
    %10 = stablehlo.compare GT, %1, %9, FLOAT {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}, {"model"}]>]>} : (tensor<8x16x16x32xf32>, tensor<8x16x16x32xf32>) -> tensor<8x16x16x32xi1>
    %11 = sdy.sharding_constraint %10 <@mesh, [{"data"}, {}, {}, {"model"}]> : tensor<8x16x16x32xi1>
    %12 = stablehlo.convolution(%6, %arg1) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 8 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>], sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}, {"model"}]>]>} : (tensor<8x16x16x32xf32>, tensor<3x3x4x32xf32>) -> tensor<8x16x16x32xf32>
    %13 = sdy.sharding_constraint %12 <@mesh, [{"data"}, {}, {}, {"model"}]> : tensor<8x16x16x32xf32>
    %cst_1 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<0.000000e+00> : tensor<f32>
    %14 = sdy.sharding_constraint %cst_1 <@mesh, []> : tensor<f32>
    %15 = stablehlo.broadcast_in_dim %14, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}, {"model"}]>]>} : (tensor<f32>) -> tensor<8x16x16x32xf32>
    %16 = sdy.sharding_constraint %15 <@mesh, [{"data"}, {}, {}, {"model"}]> : tensor<8x16x16x32xf32>
    %17 = stablehlo.maximum %13, %16 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}, {"model"}]>]>} : tensor<8x16x16x32xf32>
    %18 = sdy.sharding_constraint %17 <@mesh, [{"data"}, {}, {}, {"model"}]> : tensor<8x16x16x32xf32>
    %cst_2 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<0.000000e+00> : tensor<f32>
    %19 = sdy.sharding_constraint %cst_2 <@mesh, []> : tensor<f32>
    %20 = stablehlo.broadcast_in_dim %19, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}, {"model"}]>]>} : (tensor<f32>) -> tensor<8x16x16x32xf32>
    %21 = sdy.sharding_constraint %20 <@mesh, [{"data"}, {}, {}, {"model"}]> : tensor<8x16x16x32xf32>
    %22 = stablehlo.compare GT, %13, %21, FLOAT {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}, {"model"}]>]>} : (tensor<8x16x16x32xf32>, tensor<8x16x16x32xf32>) -> tensor<8x16x16x32xi1>
    %23 = sdy.sharding_constraint %22 <@mesh, [{"data"}, {}, {}, {"model"}]> : tensor<8x16x16x32xi1>
    %24 = stablehlo.convolution(%18, %arg0) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>], sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}, {}]>]>} : (tensor<8x16x16x32xf32>, tensor<1x1x32x16xf32>) -> tensor<8x16x16x16xf32>
    %25 = sdy.sharding_constraint %24 <@mesh, [{"data"}, {}, {}, {}]> : tensor<8x16x16x16xf32>
    %26 = stablehlo.add %arg4, %25 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}, {}]>]>} : tensor<8x16x16x16xf32>
    %27 = sdy.sharding_constraint %26 <@mesh, [{"data"}, {}, {}, {}]> : tensor<8x16x16x16xf32>
    %cst_3 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<0.000000e+00> : tensor<f32>
    %28 = sdy.sharding_constraint %cst_3 <@mesh, []> : tensor<f32>
    %29 = stablehlo.broadcast_in_dim %28, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}, {}]>]>} : (tensor<f32>) -> tensor<8x16x16x16xf32>
    %30 = sdy.sharding_constraint %29 <@mesh, [{"data"}, {}, {}, {}]> : tensor<8x16x16x16xf32>
    %31 = stablehlo.maximum %27, %30 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}, {}]>]>} : tensor<8x16x16x16xf32>
    %32 = sdy.sharding_constraint %31 <@mesh, [{"data"}, {}, {}, {}]> : tensor<8x16x16x16xf32>
    %cst_4 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<0.000000e+00> : tensor<f32>
    %33 = sdy.sharding_constraint %cst_4 <@mesh, []> : tensor<f32>
    %34 = stablehlo.broadcast_in_dim %33, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}, {}]>]>} : (tensor<f32>) -> tensor<8x16x16x16xf32>
    %35 = sdy.sharding_constraint %34 <@mesh, [{"data"}, {}, {}, {}]> : tensor<8x16x16x16xf32>
    %36 = stablehlo.compare GT, %27, %35, FLOAT {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}, {}]>]>} : (tensor<8x16x16x16xf32>, tensor<8x16x16x16xf32>) -> tensor<8x16x16x16xi1>
    %37 = sdy.sharding_constraint %36 <@mesh, [{"data"}, {}, {}, {}]> : tensor<8x16x16x16xi1>
    %cst_5 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<0.000000e+00> : tensor<f32>
    %38 = sdy.sharding_constraint %cst_5 <@mesh, []> : tensor<f32>
    %39 = stablehlo.reduce(%32 init: %38) applies stablehlo.add across dimensions = [1, 2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : (tensor<8x16x16x16xf32>, tensor<f32>) -> tensor<8x16xf32>
    %40 = sdy.sharding_constraint %39 <@mesh, [{"data"}, {}]> : tensor<8x16xf32>
    %cst_6 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<2.560000e+02> : tensor<f32>
    %41 = sdy.sharding_constraint %cst_6 <@mesh, []> : tensor<f32>
    %42 = stablehlo.broadcast_in_dim %41, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : (tensor<f32>) -> tensor<8x16xf32>
    %43 = sdy.sharding_constraint %42 <@mesh, [{"data"}, {}]> : tensor<8x16xf32>
    %44 = stablehlo.divide %40, %43 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : tensor<8x16xf32>
    %45 = sdy.sharding_constraint %44 <@mesh, [{"data"}, {}]> : tensor<8x16xf32>
    %46 = stablehlo.dot_general %45, %arg2, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : (tensor<8x16xf32>, tensor<16x10xf32>) -> tensor<8x10xf32>
    %47 = sdy.sharding_constraint %46 <@mesh, [{"data"}, {}]> : tensor<8x10xf32>
    %48 = stablehlo.subtract %47, %arg5 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : tensor<8x10xf32>
    %49 = sdy.sharding_constraint %48 <@mesh, [{"data"}, {}]> : tensor<8x10xf32>
    %50 = stablehlo.multiply %49, %49 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : tensor<8x10xf32>
    %51 = sdy.sharding_constraint %50 <@mesh, [{"data"}, {}]> : tensor<8x10xf32>
    %cst_7 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<2.000000e+00> : tensor<f32>
    %52 = sdy.sharding_constraint %cst_7 <@mesh, []> : tensor<f32>
    %53 = stablehlo.broadcast_in_dim %52, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : (tensor<f32>) -> tensor<8x10xf32>
    %54 = sdy.sharding_constraint %53 <@mesh, [{"data"}, {}]> : tensor<8x10xf32>
    %55 = stablehlo.multiply %54, %49 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : tensor<8x10xf32>
    %56 = sdy.sharding_constraint %55 <@mesh, [{"data"}, {}]> : tensor<8x10xf32>
    %cst_8 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<0.000000e+00> : tensor<f32>
    %57 = sdy.sharding_constraint %cst_8 <@mesh, []> : tensor<f32>
    %58 = stablehlo.reduce(%51 init: %57) applies stablehlo.add across dimensions = [0, 1] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} : (tensor<8x10xf32>, tensor<f32>) -> tensor<f32>
    %59 = sdy.sharding_constraint %58 <@mesh, []> : tensor<f32>
    %cst_9 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<8.000000e+01> : tensor<f32>
    %60 = sdy.sharding_constraint %cst_9 <@mesh, []> : tensor<f32>
    %61 = stablehlo.divide %59, %60 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} : tensor<f32>
    %62 = sdy.sharding_constraint %61 <@mesh, []> : tensor<f32>
    %cst_10 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<1.000000e+00> : tensor<f32>
    %63 = sdy.sharding_constraint %cst_10 <@mesh, []> : tensor<f32>
    %cst_11 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<8.000000e+01> : tensor<f32>
    %64 = sdy.sharding_constraint %cst_11 <@mesh, []> : tensor<f32>
    %65 = stablehlo.divide %63, %64 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} : tensor<f32>
    %66 = sdy.sharding_constraint %65 <@mesh, []> : tensor<f32>
    %67 = stablehlo.broadcast_in_dim %66, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : (tensor<f32>) -> tensor<8x10xf32>
    %68 = sdy.sharding_constraint %67 <@mesh, [{"data"}, {}]> : tensor<8x10xf32>
    %69 = stablehlo.multiply %68, %56 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : tensor<8x10xf32>
    %70 = sdy.sharding_constraint %69 <@mesh, [{"data"}, {}]> : tensor<8x10xf32>
    %71 = stablehlo.dot_general %70, %45, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{?}, {?}]>]>} : (tensor<8x10xf32>, tensor<8x16xf32>) -> tensor<10x16xf32>
    %72 = sdy.sharding_constraint %71 <@mesh, [{}, {}]> : tensor<10x16xf32>
    %73 = stablehlo.transpose %72, dims = [1, 0] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{?}, {?}]>]>} : (tensor<10x16xf32>) -> tensor<16x10xf32>
    %74 = sdy.sharding_constraint %73 <@mesh, [{}, {}]> : tensor<16x10xf32>
    %75 = stablehlo.dot_general %70, %arg2, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : (tensor<8x10xf32>, tensor<16x10xf32>) -> tensor<8x16xf32>
    %76 = sdy.sharding_constraint %75 <@mesh, [{"data"}, {}]> : tensor<8x16xf32>
    %cst_12 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<2.560000e+02> : tensor<f32>
    %77 = sdy.sharding_constraint %cst_12 <@mesh, []> : tensor<f32>
    %78 = stablehlo.broadcast_in_dim %77, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : (tensor<f32>) -> tensor<8x16xf32>
    %79 = sdy.sharding_constraint %78 <@mesh, [{"data"}, {}]> : tensor<8x16xf32>
    %80 = stablehlo.divide %76, %79 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : tensor<8x16xf32>
    %81 = sdy.sharding_constraint %80 <@mesh, [{"data"}, {}]> : tensor<8x16xf32>
    %82 = stablehlo.broadcast_in_dim %81, dims = [0, 3] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}, {}]>]>} : (tensor<8x16xf32>) -> tensor<8x16x16x16xf32>
    %83 = sdy.sharding_constraint %82 <@mesh, [{"data"}, {}, {}, {}]> : tensor<8x16x16x16xf32>
    %cst_13 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<0.000000e+00> : tensor<f32>
    %84 = sdy.sharding_constraint %cst_13 <@mesh, []> : tensor<f32>
    %85 = stablehlo.broadcast_in_dim %84, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}, {}]>]>} : (tensor<f32>) -> tensor<8x16x16x16xf32>
    %86 = sdy.sharding_constraint %85 <@mesh, [{"data"}, {}, {}, {}]> : tensor<8x16x16x16xf32>
    %87 = stablehlo.select %37, %83, %86 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}, {}]>]>} : tensor<8x16x16x16xi1>, tensor<8x16x16x16xf32>
    %88 = sdy.sharding_constraint %87 <@mesh, [{"data"}, {}, {}, {}]> : tensor<8x16x16x16xf32>
    %89 = stablehlo.convolution(%18, %88) dim_numbers = [f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>], sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}, {"model"}, {}]>]>} : (tensor<8x16x16x32xf32>, tensor<8x16x16x16xf32>) -> tensor<1x1x32x16xf32>
    %90 = sdy.sharding_constraint %89 <@mesh, [{}, {}, {"model"}, {}]> : tensor<1x1x32x16xf32>
    %91 = stablehlo.reverse %arg0, dims = [0, 1] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}, {"model"}, {}]>]>} : tensor<1x1x32x16xf32>
    %92 = sdy.sharding_constraint %91 <@mesh, [{}, {}, {"model"}, {}]> : tensor<1x1x32x16xf32>
    %93 = stablehlo.convolution(%88, %92) dim_numbers = [b, 0, 1, f]x[0, 1, o, i]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>], sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}, {"model"}]>]>} : (tensor<8x16x16x16xf32>, tensor<1x1x32x16xf32>) -> tensor<8x16x16x32xf32>
    %94 = sdy.sharding_constraint %93 <@mesh, [{"data"}, {}, {}, {"model"}]> : tensor<8x16x16x32xf32>
    %cst_14 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<0.000000e+00> : tensor<f32>
    %95 = sdy.sharding_constraint %cst_14 <@mesh, []> : tensor<f32>
    %96 = stablehlo.broadcast_in_dim %95, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}, {"model"}]>]>} : (tensor<f32>) -> tensor<8x16x16x32xf32>
    %97 = sdy.sharding_constraint %96 <@mesh, [{"data"}, {}, {}, {"model"}]> : tensor<8x16x16x32xf32>
    %98 = stablehlo.select %23, %94, %97 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}, {"model"}]>]>} : tensor<8x16x16x32xi1>, tensor<8x16x16x32xf32>
    %99 = sdy.sharding_constraint %98 <@mesh, [{"data"}, {}, {}, {"model"}]> : tensor<8x16x16x32xf32>
    %100 = stablehlo.convolution(%6, %99) dim_numbers = [f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 8 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>], sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}, {}, {"model"}]>]>} : (tensor<8x16x16x32xf32>, tensor<8x16x16x32xf32>) -> tensor<3x3x4x32xf32>
    %101 = sdy.sharding_constraint %100 <@mesh, [{}, {}, {}, {"model"}]> : tensor<3x3x4x32xf32>
    %102 = stablehlo.reshape %arg1 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}, {}, {"model"}, {}]>]>} : (tensor<3x3x4x32xf32>) -> tensor<3x3x4x8x4xf32>
    %103 = sdy.sharding_constraint %102 <@mesh, [{}, {}, {}, {"model"}, {}]> : tensor<3x3x4x8x4xf32>
    %104 = stablehlo.transpose %103, dims = [0, 1, 3, 2, 4] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}, {"model"}, {}, {}]>]>} : (tensor<3x3x4x8x4xf32>) -> tensor<3x3x8x4x4xf32>
    %105 = sdy.sharding_constraint %104 <@mesh, [{}, {}, {"model"}, {}, {}]> : tensor<3x3x8x4x4xf32>
    %106 = stablehlo.reshape %105 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}, {"model"}, {}]>]>} : (tensor<3x3x8x4x4xf32>) -> tensor<3x3x32x4xf32>
    %107 = sdy.sharding_constraint %106 <@mesh, [{}, {}, {"model"}, {}]> : tensor<3x3x32x4xf32>
    %108 = stablehlo.reverse %107, dims = [0, 1] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}, {"model"}, {}]>]>} : tensor<3x3x32x4xf32>
    %109 = sdy.sharding_constraint %108 <@mesh, [{}, {}, {"model"}, {}]> : tensor<3x3x32x4xf32>
    %110 = stablehlo.convolution(%99, %109) dim_numbers = [b, 0, 1, f]x[0, 1, o, i]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 8 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>], sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}, {"model"}]>]>} : (tensor<8x16x16x32xf32>, tensor<3x3x32x4xf32>) -> tensor<8x16x16x32xf32>
    %111 = sdy.sharding_constraint %110 <@mesh, [{"data"}, {}, {}, {"model"}]> : tensor<8x16x16x32xf32>
    %cst_15 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<0.000000e+00> : tensor<f32>
    %112 = sdy.sharding_constraint %cst_15 <@mesh, []> : tensor<f32>
    %113 = stablehlo.broadcast_in_dim %112, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}, {"model"}]>]>} : (tensor<f32>) -> tensor<8x16x16x32xf32>
    %114 = sdy.sharding_constraint %113 <@mesh, [{"data"}, {}, {}, {"model"}]> : tensor<8x16x16x32xf32>
    %115 = stablehlo.select %11, %111, %114 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}, {"model"}]>]>} : tensor<8x16x16x32xi1>, tensor<8x16x16x32xf32>
    %116 = sdy.sharding_constraint %115 <@mesh, [{"data"}, {}, {}, {"model"}]> : tensor<8x16x16x32xf32>
    %117 = stablehlo.convolution(%arg4, %116) dim_numbers = [f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>], sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}, {}, {"model"}]>]>} : (tensor<8x16x16x16xf32>, tensor<8x16x16x32xf32>) -> tensor<1x1x16x32xf32>
    %118 = sdy.sharding_constraint %117 <@mesh, [{}, {}, {}, {"model"}]> : tensor<1x1x16x32xf32>
    %cst_16 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<5.000000e-02> : tensor<f32>
    %119 = sdy.sharding_constraint %cst_16 <@mesh, []> : tensor<f32>
    %120 = stablehlo.broadcast_in_dim %119, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}, {"model"}, {}]>]>} : (tensor<f32>) -> tensor<1x1x32x16xf32>
    %121 = sdy.sharding_constraint %120 <@mesh, [{}, {}, {"model"}, {}]> : tensor<1x1x32x16xf32>
    %122 = stablehlo.multiply %121, %90 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}, {"model"}, {}]>]>} : tensor<1x1x32x16xf32>
    %123 = sdy.sharding_constraint %122 <@mesh, [{}, {}, {"model"}, {}]> : tensor<1x1x32x16xf32>
    %124 = stablehlo.subtract %arg0, %123 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}, {"model"}, {}]>]>} : tensor<1x1x32x16xf32>
    %125 = sdy.sharding_constraint %124 <@mesh, [{}, {}, {"model"}, {}]> : tensor<1x1x32x16xf32>
    %cst_17 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<5.000000e-02> : tensor<f32>
    %126 = sdy.sharding_constraint %cst_17 <@mesh, []> : tensor<f32>
    %127 = stablehlo.broadcast_in_dim %126, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}, {}, {"model"}]>]>} : (tensor<f32>) -> tensor<3x3x4x32xf32>
    %128 = sdy.sharding_constraint %127 <@mesh, [{}, {}, {}, {"model"}]> : tensor<3x3x4x32xf32>
    %129 = stablehlo.multiply %128, %101 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}, {}, {"model"}]>]>} : tensor<3x3x4x32xf32>
    %130 = sdy.sharding_constraint %129 <@mesh, [{}, {}, {}, {"model"}]> : tensor<3x3x4x32xf32>
    %131 = stablehlo.subtract %arg1, %130 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}, {}, {"model"}]>]>} : tensor<3x3x4x32xf32>
    %132 = sdy.sharding_constraint %131 <@mesh, [{}, {}, {}, {"model"}]> : tensor<3x3x4x32xf32>
    %cst_18 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<5.000000e-02> : tensor<f32>
    %133 = sdy.sharding_constraint %cst_18 <@mesh, []> : tensor<f32>
    %134 = stablehlo.broadcast_in_dim %133, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{?}, {?}]>]>} : (tensor<f32>) -> tensor<16x10xf32>
    %135 = sdy.sharding_constraint %134 <@mesh, [{}, {}]> : tensor<16x10xf32>
    %136 = stablehlo.multiply %135, %74 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{?}, {?}]>]>} : tensor<16x10xf32>
    %137 = sdy.sharding_constraint %136 <@mesh, [{}, {}]> : tensor<16x10xf32>
    %138 = stablehlo.subtract %arg2, %137 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}]>]>} : tensor<16x10xf32>
    %139 = sdy.sharding_constraint %138 <@mesh, [{}, {}]> : tensor<16x10xf32>
    %cst_19 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<5.000000e-02> : tensor<f32>
    %140 = sdy.sharding_constraint %cst_19 <@mesh, []> : tensor<f32>
    %141 = stablehlo.broadcast_in_dim %140, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}, {}, {"model"}]>]>} : (tensor<f32>) -> tensor<1x1x16x32xf32>
    %142 = sdy.sharding_constraint %141 <@mesh, [{}, {}, {}, {"model"}]> : tensor<1x1x16x32xf32>
    %143 = stablehlo.multiply %142, %118 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}, {}, {"model"}]>]>} : tensor<1x1x16x32xf32>
    %144 = sdy.sharding_constraint %143 <@mesh, [{}, {}, {}, {"model"}]> : tensor<1x1x16x32xf32>
    %145 = stablehlo.subtract %arg3, %144 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}, {}, {"model"}]>]>} : tensor<1x1x16x32xf32>
    %146 = sdy.sharding_constraint %145 <@mesh, [{}, {}, {}, {"model"}]> : tensor<1x1x16x32xf32>
    return %125, %132, %139, %146, %62 : tensor<1x1x32x16xf32>, tensor<3x3x4x32xf32>, tensor<16x10xf32>, tensor<1x1x16x32xf32>, tensor<f32>
  }
}
