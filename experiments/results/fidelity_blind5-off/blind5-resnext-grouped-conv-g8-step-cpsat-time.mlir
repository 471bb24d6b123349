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
    %15 = stablehlo.broadcast_in_dim %14, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {"model"}, {}]>]>} : (tensor<f32>) -> tensor<8x16x16x32xf32>
    %16 = sdy.sharding_constraint %15 <@mesh, [{"data"}, {}, {"model"}, {}]> : tensor<8x16x16x32xf32>
    %17 = sdy.sharding_constraint %13 <@mesh, [{"data"}, {}, {"model"}, {}]> : tensor<8x16x16x32xf32>
    %18 = stablehlo.maximum %17, %16 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {"model"}, {}]>]>} : tensor<8x16x16x32xf32>
    %19 = sdy.sharding_constraint %18 <@mesh, [{"data"}, {}, {"model"}, {}]> : tensor<8x16x16x32xf32>
    %cst_2 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<0.000000e+00> : tensor<f32>
    %20 = sdy.sharding_constraint %cst_2 <@mesh, []> : tensor<f32>
    %21 = stablehlo.broadcast_in_dim %20, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {"model"}, {}]>]>} : (tensor<f32>) -> tensor<8x16x16x32xf32>
    %22 = sdy.sharding_constraint %21 <@mesh, [{"data"}, {}, {"model"}, {}]> : tensor<8x16x16x32xf32>
    %23 = sdy.sharding_constraint %13 <@mesh, [{"data"}, {}, {"model"}, {}]> : tensor<8x16x16x32xf32>
    %24 = stablehlo.compare GT, %23, %22, FLOAT {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {"model"}, {}]>]>} : (tensor<8x16x16x32xf32>, tensor<8x16x16x32xf32>) -> tensor<8x16x16x32xi1>
    %25 = sdy.sharding_constraint %24 <@mesh, [{"data"}, {}, {"model"}, {}]> : tensor<8x16x16x32xi1>
    %26 = sdy.sharding_constraint %arg0 <@mesh, [{}, {}, {}, {}]> : tensor<1x1x32x16xf32>
    %27 = stablehlo.convolution(%19, %26) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>], sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {"model"}, {}]>]>} : (tensor<8x16x16x32xf32>, tensor<1x1x32x16xf32>) -> tensor<8x16x16x16xf32>
    %28 = sdy.sharding_constraint %27 <@mesh, [{"data"}, {}, {"model"}, {}]> : tensor<8x16x16x16xf32>
    %29 = sdy.sharding_constraint %arg4 <@mesh, [{"data"}, {}, {"model"}, {}]> : tensor<8x16x16x16xf32>
    %30 = stablehlo.add %29, %28 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {"model"}, {}]>]>} : tensor<8x16x16x16xf32>
    %31 = sdy.sharding_constraint %30 <@mesh, [{"data"}, {}, {"model"}, {}]> : tensor<8x16x16x16xf32>
    %cst_3 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<0.000000e+00> : tensor<f32>
    %32 = sdy.sharding_constraint %cst_3 <@mesh, []> : tensor<f32>
    %33 = stablehlo.broadcast_in_dim %32, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {"model"}, {}]>]>} : (tensor<f32>) -> tensor<8x16x16x16xf32>
    %34 = sdy.sharding_constraint %33 <@mesh, [{"data"}, {}, {"model"}, {}]> : tensor<8x16x16x16xf32>
    %35 = stablehlo.maximum %31, %34 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {"model"}, {}]>]>} : tensor<8x16x16x16xf32>
    %36 = sdy.sharding_constraint %35 <@mesh, [{"data"}, {}, {"model"}, {}]> : tensor<8x16x16x16xf32>
    %cst_4 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<0.000000e+00> : tensor<f32>
    %37 = sdy.sharding_constraint %cst_4 <@mesh, []> : tensor<f32>
    %38 = stablehlo.broadcast_in_dim %37, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {"model"}, {}]>]>} : (tensor<f32>) -> tensor<8x16x16x16xf32>
    %39 = sdy.sharding_constraint %38 <@mesh, [{"data"}, {}, {"model"}, {}]> : tensor<8x16x16x16xf32>
    %40 = stablehlo.compare GT, %31, %39, FLOAT {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {"model"}, {}]>]>} : (tensor<8x16x16x16xf32>, tensor<8x16x16x16xf32>) -> tensor<8x16x16x16xi1>
    %41 = sdy.sharding_constraint %40 <@mesh, [{"data"}, {}, {"model"}, {}]> : tensor<8x16x16x16xi1>
    %cst_5 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<0.000000e+00> : tensor<f32>
    %42 = sdy.sharding_constraint %cst_5 <@mesh, []> : tensor<f32>
    %43 = stablehlo.reduce(%36 init: %42) applies stablehlo.add across dimensions = [1, 2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : (tensor<8x16x16x16xf32>, tensor<f32>) -> tensor<8x16xf32>
    %44 = sdy.sharding_constraint %43 <@mesh, [{"data"}, {}]> : tensor<8x16xf32>
    %cst_6 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<2.560000e+02> : tensor<f32>
    %45 = sdy.sharding_constraint %cst_6 <@mesh, []> : tensor<f32>
    %46 = stablehlo.broadcast_in_dim %45, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : (tensor<f32>) -> tensor<8x16xf32>
    %47 = sdy.sharding_constraint %46 <@mesh, [{"data"}, {}]> : tensor<8x16xf32>
    %48 = stablehlo.divide %44, %47 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : tensor<8x16xf32>
    %49 = sdy.sharding_constraint %48 <@mesh, [{"data"}, {}]> : tensor<8x16xf32>
    %50 = stablehlo.dot_general %49, %arg2, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : (tensor<8x16xf32>, tensor<16x10xf32>) -> tensor<8x10xf32>
    %51 = sdy.sharding_constraint %50 <@mesh, [{"data"}, {}]> : tensor<8x10xf32>
    %52 = stablehlo.subtract %51, %arg5 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : tensor<8x10xf32>
    %53 = sdy.sharding_constraint %52 <@mesh, [{"data"}, {}]> : tensor<8x10xf32>
    %54 = sdy.sharding_constraint %53 <@mesh, [{}, {}]> : tensor<8x10xf32>
    %55 = sdy.sharding_constraint %53 <@mesh, [{}, {}]> : tensor<8x10xf32>
    %56 = stablehlo.multiply %54, %55 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}]>]>} : tensor<8x10xf32>
    %57 = sdy.sharding_constraint %56 <@mesh, [{}, {}]> : tensor<8x10xf32>
    %cst_7 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<2.000000e+00> : tensor<f32>
    %58 = sdy.sharding_constraint %cst_7 <@mesh, []> : tensor<f32>
    %59 = stablehlo.broadcast_in_dim %58, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}]>]>} : (tensor<f32>) -> tensor<8x10xf32>
    %60 = sdy.sharding_constraint %59 <@mesh, [{}, {}]> : tensor<8x10xf32>
    %61 = sdy.sharding_constraint %53 <@mesh, [{}, {}]> : tensor<8x10xf32>
    %62 = stablehlo.multiply %60, %61 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}]>]>} : tensor<8x10xf32>
    %63 = sdy.sharding_constraint %62 <@mesh, [{}, {}]> : tensor<8x10xf32>
    %cst_8 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<0.000000e+00> : tensor<f32>
    %64 = sdy.sharding_constraint %cst_8 <@mesh, []> : tensor<f32>
    %65 = stablehlo.reduce(%57 init: %64) applies stablehlo.add across dimensions = [0, 1] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} : (tensor<8x10xf32>, tensor<f32>) -> tensor<f32>
    %66 = sdy.sharding_constraint %65 <@mesh, []> : tensor<f32>
    %cst_9 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<8.000000e+01> : tensor<f32>
    %67 = sdy.sharding_constraint %cst_9 <@mesh, []> : tensor<f32>
    %68 = stablehlo.divide %66, %67 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} : tensor<f32>
    %69 = sdy.sharding_constraint %68 <@mesh, []> : tensor<f32>
    %cst_10 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<1.000000e+00> : tensor<f32>
    %70 = sdy.sharding_constraint %cst_10 <@mesh, []> : tensor<f32>
    %cst_11 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<8.000000e+01> : tensor<f32>
    %71 = sdy.sharding_constraint %cst_11 <@mesh, []> : tensor<f32>
    %72 = stablehlo.divide %70, %71 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} : tensor<f32>
    %73 = sdy.sharding_constraint %72 <@mesh, []> : tensor<f32>
    %74 = stablehlo.broadcast_in_dim %73, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}]>]>} : (tensor<f32>) -> tensor<8x10xf32>
    %75 = sdy.sharding_constraint %74 <@mesh, [{}, {}]> : tensor<8x10xf32>
    %76 = stablehlo.multiply %75, %63 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}]>]>} : tensor<8x10xf32>
    %77 = sdy.sharding_constraint %76 <@mesh, [{}, {}]> : tensor<8x10xf32>
    %78 = sdy.sharding_constraint %49 <@mesh, [{}, {}]> : tensor<8x16xf32>
    %79 = stablehlo.dot_general %77, %78, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}]>]>} : (tensor<8x10xf32>, tensor<8x16xf32>) -> tensor<10x16xf32>
    %80 = sdy.sharding_constraint %79 <@mesh, [{}, {}]> : tensor<10x16xf32>
    %81 = stablehlo.transpose %80, dims = [1, 0] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}]>]>} : (tensor<10x16xf32>) -> tensor<16x10xf32>
    %82 = sdy.sharding_constraint %81 <@mesh, [{}, {}]> : tensor<16x10xf32>
    %83 = sdy.sharding_constraint %77 <@mesh, [{"data"}, {}]> : tensor<8x10xf32>
    %84 = stablehlo.dot_general %83, %arg2, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : (tensor<8x10xf32>, tensor<16x10xf32>) -> tensor<8x16xf32>
    %85 = sdy.sharding_constraint %84 <@mesh, [{"data"}, {}]> : tensor<8x16xf32>
    %cst_12 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<2.560000e+02> : tensor<f32>
    %86 = sdy.sharding_constraint %cst_12 <@mesh, []> : tensor<f32>
    %87 = stablehlo.broadcast_in_dim %86, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : (tensor<f32>) -> tensor<8x16xf32>
    %88 = sdy.sharding_constraint %87 <@mesh, [{"data"}, {}]> : tensor<8x16xf32>
    %89 = stablehlo.divide %85, %88 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : tensor<8x16xf32>
    %90 = sdy.sharding_constraint %89 <@mesh, [{"data"}, {}]> : tensor<8x16xf32>
    %91 = stablehlo.broadcast_in_dim %90, dims = [0, 3] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {"model"}, {}]>]>} : (tensor<8x16xf32>) -> tensor<8x16x16x16xf32>
    %92 = sdy.sharding_constraint %91 <@mesh, [{"data"}, {}, {"model"}, {}]> : tensor<8x16x16x16xf32>
    %cst_13 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<0.000000e+00> : tensor<f32>
    %93 = sdy.sharding_constraint %cst_13 <@mesh, []> : tensor<f32>
    %94 = stablehlo.broadcast_in_dim %93, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {"model"}, {}]>]>} : (tensor<f32>) -> tensor<8x16x16x16xf32>
    %95 = sdy.sharding_constraint %94 <@mesh, [{"data"}, {}, {"model"}, {}]> : tensor<8x16x16x16xf32>
    %96 = stablehlo.select %41, %92, %95 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {"model"}, {}]>]>} : tensor<8x16x16x16xi1>, tensor<8x16x16x16xf32>
    %97 = sdy.sharding_constraint %96 <@mesh, [{"data"}, {}, {"model"}, {}]> : tensor<8x16x16x16xf32>
    %98 = stablehlo.convolution(%19, %97) dim_numbers = [f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>], sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}, {}, {}]>]>} : (tensor<8x16x16x32xf32>, tensor<8x16x16x16xf32>) -> tensor<1x1x32x16xf32>
    %99 = sdy.sharding_constraint %98 <@mesh, [{}, {}, {}, {}]> : tensor<1x1x32x16xf32>
    %100 = sdy.sharding_constraint %99 <@mesh, [{}, {}, {"model"}, {}]> : tensor<1x1x32x16xf32>
    %101 = sdy.sharding_constraint %arg0 <@mesh, [{}, {}, {}, {}]> : tensor<1x1x32x16xf32>
    %102 = stablehlo.reverse %101, dims = [0, 1] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}, {}, {}]>]>} : tensor<1x1x32x16xf32>
    %103 = sdy.sharding_constraint %102 <@mesh, [{}, {}, {}, {}]> : tensor<1x1x32x16xf32>
    %104 = stablehlo.convolution(%97, %103) dim_numbers = [b, 0, 1, f]x[0, 1, o, i]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>], sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {"model"}, {}]>]>} : (tensor<8x16x16x16xf32>, tensor<1x1x32x16xf32>) -> tensor<8x16x16x32xf32>
    %105 = sdy.sharding_constraint %104 <@mesh, [{"data"}, {}, {"model"}, {}]> : tensor<8x16x16x32xf32>
    %cst_14 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<0.000000e+00> : tensor<f32>
    %106 = sdy.sharding_constraint %cst_14 <@mesh, []> : tensor<f32>
    %107 = stablehlo.broadcast_in_dim %106, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {"model"}, {}]>]>} : (tensor<f32>) -> tensor<8x16x16x32xf32>
    %108 = sdy.sharding_constraint %107 <@mesh, [{"data"}, {}, {"model"}, {}]> : tensor<8x16x16x32xf32>
    %109 = stablehlo.select %25, %105, %108 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {"model"}, {}]>]>} : tensor<8x16x16x32xi1>, tensor<8x16x16x32xf32>
    %110 = sdy.sharding_constraint %109 <@mesh, [{"data"}, {}, {"model"}, {}]> : tensor<8x16x16x32xf32>
    %111 = sdy.sharding_constraint %110 <@mesh, [{"data"}, {}, {}, {"model"}]> : tensor<8x16x16x32xf32>
    %112 = stablehlo.convolution(%6, %111) dim_numbers = [f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 8 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>], sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}, {}, {"model"}]>]>} : (tensor<8x16x16x32xf32>, tensor<8x16x16x32xf32>) -> tensor<3x3x4x32xf32>
    %113 = sdy.sharding_constraint %112 <@mesh, [{}, {}, {}, {"model"}]> : tensor<3x3x4x32xf32>
    %114 = stablehlo.reshape %arg1 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}, {}, {"model"}, {}]>]>} : (tensor<3x3x4x32xf32>) -> tensor<3x3x4x8x4xf32>
    %115 = sdy.sharding_constraint %114 <@mesh, [{}, {}, {}, {"model"}, {}]> : tensor<3x3x4x8x4xf32>
    %116 = stablehlo.transpose %115, dims = [0, 1, 3, 2, 4] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}, {"model"}, {}, {}]>]>} : (tensor<3x3x4x8x4xf32>) -> tensor<3x3x8x4x4xf32>
    %117 = sdy.sharding_constraint %116 <@mesh, [{}, {}, {"model"}, {}, {}]> : tensor<3x3x8x4x4xf32>
    %118 = stablehlo.reshape %117 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}, {"model"}, {}]>]>} : (tensor<3x3x8x4x4xf32>) -> tensor<3x3x32x4xf32>
    %119 = sdy.sharding_constraint %118 <@mesh, [{}, {}, {"model"}, {}]> : tensor<3x3x32x4xf32>
    %120 = stablehlo.reverse %119, dims = [0, 1] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}, {"model"}, {}]>]>} : tensor<3x3x32x4xf32>
    %121 = sdy.sharding_constraint %120 <@mesh, [{}, {}, {"model"}, {}]> : tensor<3x3x32x4xf32>
    %122 = sdy.sharding_constraint %110 <@mesh, [{"data"}, {}, {}, {"model"}]> : tensor<8x16x16x32xf32>
    %123 = stablehlo.convolution(%122, %121) dim_numbers = [b, 0, 1, f]x[0, 1, o, i]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 8 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>], sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}, {"model"}]>]>} : (tensor<8x16x16x32xf32>, tensor<3x3x32x4xf32>) -> tensor<8x16x16x32xf32>
    %124 = sdy.sharding_constraint %123 <@mesh, [{"data"}, {}, {}, {"model"}]> : tensor<8x16x16x32xf32>
    %cst_15 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<0.000000e+00> : tensor<f32>
    %125 = sdy.sharding_constraint %cst_15 <@mesh, []> : tensor<f32>
    %126 = stablehlo.broadcast_in_dim %125, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}, {"model"}]>]>} : (tensor<f32>) -> tensor<8x16x16x32xf32>
    %127 = sdy.sharding_constraint %126 <@mesh, [{"data"}, {}, {}, {"model"}]> : tensor<8x16x16x32xf32>
    %128 = stablehlo.select %11, %124, %127 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}, {"model"}]>]>} : tensor<8x16x16x32xi1>, tensor<8x16x16x32xf32>
    %129 = sdy.sharding_constraint %128 <@mesh, [{"data"}, {}, {}, {"model"}]> : tensor<8x16x16x32xf32>
    %130 = stablehlo.convolution(%arg4, %129) dim_numbers = [f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>], sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}, {}, {"model"}]>]>} : (tensor<8x16x16x16xf32>, tensor<8x16x16x32xf32>) -> tensor<1x1x16x32xf32>
    %131 = sdy.sharding_constraint %130 <@mesh, [{}, {}, {}, {"model"}]> : tensor<1x1x16x32xf32>
    %cst_16 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<5.000000e-02> : tensor<f32>
    %132 = sdy.sharding_constraint %cst_16 <@mesh, []> : tensor<f32>
    %133 = stablehlo.broadcast_in_dim %132, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}, {"model"}, {}]>]>} : (tensor<f32>) -> tensor<1x1x32x16xf32>
    %134 = sdy.sharding_constraint %133 <@mesh, [{}, {}, {"model"}, {}]> : tensor<1x1x32x16xf32>
    %135 = stablehlo.multiply %134, %100 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}, {"model"}, {}]>]>} : tensor<1x1x32x16xf32>
    %136 = sdy.sharding_constraint %135 <@mesh, [{}, {}, {"model"}, {}]> : tensor<1x1x32x16xf32>
    %137 = stablehlo.subtract %arg0, %136 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}, {"model"}, {}]>]>} : tensor<1x1x32x16xf32>
    %138 = sdy.sharding_constraint %137 <@mesh, [{}, {}, {"model"}, {}]> : tensor<1x1x32x16xf32>
    %cst_17 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<5.000000e-02> : tensor<f32>
    %139 = sdy.sharding_constraint %cst_17 <@mesh, []> : tensor<f32>
    %140 = stablehlo.broadcast_in_dim %139, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}, {}, {"model"}]>]>} : (tensor<f32>) -> tensor<3x3x4x32xf32>
    %141 = sdy.sharding_constraint %140 <@mesh, [{}, {}, {}, {"model"}]> : tensor<3x3x4x32xf32>
    %142 = stablehlo.multiply %141, %113 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}, {}, {"model"}]>]>} : tensor<3x3x4x32xf32>
    %143 = sdy.sharding_constraint %142 <@mesh, [{}, {}, {}, {"model"}]> : tensor<3x3x4x32xf32>
    %144 = stablehlo.subtract %arg1, %143 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}, {}, {"model"}]>]>} : tensor<3x3x4x32xf32>
    %145 = sdy.sharding_constraint %144 <@mesh, [{}, {}, {}, {"model"}]> : tensor<3x3x4x32xf32>
    %cst_18 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<5.000000e-02> : tensor<f32>
    %146 = sdy.sharding_constraint %cst_18 <@mesh, []> : tensor<f32>
    %147 = stablehlo.broadcast_in_dim %146, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}]>]>} : (tensor<f32>) -> tensor<16x10xf32>
    %148 = sdy.sharding_constraint %147 <@mesh, [{}, {}]> : tensor<16x10xf32>
    %149 = stablehlo.multiply %148, %82 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}]>]>} : tensor<16x10xf32>
    %150 = sdy.sharding_constraint %149 <@mesh, [{}, {}]> : tensor<16x10xf32>
    %151 = stablehlo.subtract %arg2, %150 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}]>]>} : tensor<16x10xf32>
    %152 = sdy.sharding_constraint %151 <@mesh, [{}, {}]> : tensor<16x10xf32>
    %cst_19 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<5.000000e-02> : tensor<f32>
    %153 = sdy.sharding_constraint %cst_19 <@mesh, []> : tensor<f32>
    %154 = stablehlo.broadcast_in_dim %153, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}, {}, {"model"}]>]>} : (tensor<f32>) -> tensor<1x1x16x32xf32>
    %155 = sdy.sharding_constraint %154 <@mesh, [{}, {}, {}, {"model"}]> : tensor<1x1x16x32xf32>
    %156 = stablehlo.multiply %155, %131 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}, {}, {"model"}]>]>} : tensor<1x1x16x32xf32>
    %157 = sdy.sharding_constraint %156 <@mesh, [{}, {}, {}, {"model"}]> : tensor<1x1x16x32xf32>
    %158 = stablehlo.subtract %arg3, %157 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}, {}, {"model"}]>]>} : tensor<1x1x16x32xf32>
    %159 = sdy.sharding_constraint %158 <@mesh, [{}, {}, {}, {"model"}]> : tensor<1x1x16x32xf32>
    return %138, %145, %152, %159, %69 : tensor<1x1x32x16xf32>, tensor<3x3x4x32xf32>, tensor<16x10xf32>, tensor<1x1x16x32xf32>, tensor<f32>
  }
}
