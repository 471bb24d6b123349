module {
  sdy.mesh @mesh = <["data"=2, "model"=4]>
  func.func @main(%arg0: tensor<1x1x32x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {"model"}, {}]>}, %arg1: tensor<3x3x4x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}, {"model"}]>}, %arg2: tensor<16x10xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg3: tensor<1x1x16x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}, {"model"}]>}, %arg4: tensor<8x16x16x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}, {}, {}]>}, %arg5: tensor<8x10xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}) -> (tensor<1x1x32x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {"model"}, {}]>}, tensor<3x3x4x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}, {"model"}]>}, tensor<16x10xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, tensor<1x1x16x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}, {"model"}]>}, tensor<f32> {sdy.sharding = #sdy.sharding<@mesh, []>}) {
    %0 = sdy.sharding_constraint %arg3 <@mesh, [{}, {}, {}, {}]> : tensor<1x1x16x32xf32>
    %1 = stablehlo.convolution(%arg4, %0) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>], sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}, {}]>]>} : (tensor<8x16x16x16xf32>, tensor<1x1x16x32xf32>) -> tensor<8x16x16x32xf32>
    %2 = sdy.sharding_constraint %1 <@mesh, [{"data"}, {}, {}, {}]> : tensor<8x16x16x32xf32>
    %cst = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<0.000000e+00> : tensor<f32>
    %3 = sdy.sharding_constraint %cst <@mesh, []> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}, {}]>]>} : (tensor<f32>) -> tensor<8x16x16x32xf32>
    %5 = sdy.sharding_constraint %4 <@mesh, [{"data"}, {}, {}, {}]> : tensor<8x16x16x32xf32>
    %6 = stablehlo.maximum %2, %5 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}, {}]>]>} : tensor<8x16x16x32xf32>
    %7 = sdy.sharding_constraint %6 <@mesh, [{"data"}, {}, {}, {}]> : tensor<8x16x16x32xf32>
    %cst_0 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<0.000000e+00> : tensor<f32>
    %8 = sdy.sharding_constraint %cst_0 <@mesh, []> : tensor<f32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}, {"model"}]>]>} : (tensor<f32>) -> tensor<8x16x16x32xf32>
    %10 = sdy.sharding_constraint %9 <@mesh, [{"data"}, {}, {}, {"model"}]> : tensor<8x16x16x32xf32>
    %11 = sdy.sharding_constraint %2 <@mesh, [{"data"}, {}, {}, {"model"}]> : tensor<8x16x16x32xf32>
    %12 = stablehlo.compare GT, %11, %10, FLOAT {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}, {"model"}]>]>} : (tensor<8x16x16x32xf32>, tensor<8x16x16x32xf32>) -> tensor<8x16x16x32xi1>
    %13 = sdy.sharding_constraint %12 <@mesh, [{"data"}, {}, {}, {"model"}]> : tensor<8x16x16x32xi1>
    %14 = sdy.sharding_constraint %arg1 <@mesh, [{}, {}, {}, {}]> : tensor<3x3x4x32xf32>
    %15 = stablehlo.convolution(%7, %14) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 8 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>], sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}, {}]>]>} : (tensor<8x16x16x32xf32>, tensor<3x3x4x32xf32>) -> tensor<8x16x16x32xf32>
    %16 = sdy.sharding_constraint %15 <@mesh, [{"data"}, {}, {}, {}]> : tensor<8x16x16x32xf32>
    %cst_1 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<0.000000e+00> : tensor<f32>
    %17 = sdy.sharding_constraint %cst_1 <@mesh, []> : tensor<f32>
    %18 = stablehlo.broadcast_in_dim %17, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}, {}]>]>} : (tensor<f32>) -> tensor<8x16x16x32xf32>
    %19 = sdy.sharding_constraint %18 <@mesh, [{"data"}, {}, {}, {}]> : tensor<8x16x16x32xf32>
    %20 = stablehlo.maximum %16, %19 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}, {}]>]>} : tensor<8x16x16x32xf32>
    %21 = sdy.sharding_constraint %20 <@mesh, [{"data"}, {}, {}, {}]> : tensor<8x16x16x32xf32>
    %cst_2 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<0.000000e+00> : tensor<f32>
    %22 = sdy.sharding_constraint %cst_2 <@mesh, []> : tensor<f32>
    %23 = stablehlo.broadcast_in_dim %22, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}, {"model"}]>]>} : (tensor<f32>) -> tensor<8x16x16x32xf32>
    %24 = sdy.sharding_constraint %23 <@mesh, [{"data"}, {}, {}, {"model"}]> : tensor<8x16x16x32xf32>
    %25 = sdy.sharding_constraint %16 <@mesh, [{"data"}, {}, {}, {"model"}]> : tensor<8x16x16x32xf32>
    %26 = stablehlo.compare GT, %25, %24, FLOAT {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}, {"model"}]>]>} : (tensor<8x16x16x32xf32>, tensor<8x16x16x32xf32>) -> tensor<8x16x16x32xi1>
    %27 = sdy.sharding_constraint %26 <@mesh, [{"data"}, {}, {}, {"model"}]> : tensor<8x16x16x32xi1>
    %28 = sdy.sharding_constraint %arg0 <@mesh, [{}, {}, {}, {}]> : tensor<1x1x32x16xf32>
    %29 = stablehlo.convolution(%21, %28) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>], sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}, {}]>]>} : (tensor<8x16x16x32xf32>, tensor<1x1x32x16xf32>) -> tensor<8x16x16x16xf32>
    %30 = sdy.sharding_constraint %29 <@mesh, [{"data"}, {}, {}, {}]> : tensor<8x16x16x16xf32>
    %31 = stablehlo.add %arg4, %30 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}, {}]>]>} : tensor<8x16x16x16xf32>
    %32 = sdy.sharding_constraint %31 <@mesh, [{"data"}, {}, {}, {}]> : tensor<8x16x16x16xf32>
    %cst_3 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<0.000000e+00> : tensor<f32>
    %33 = sdy.sharding_constraint %cst_3 <@mesh, []> : tensor<f32>
    %34 = stablehlo.broadcast_in_dim %33, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}, {}]>]>} : (tensor<f32>) -> tensor<8x16x16x16xf32>
    %35 = sdy.sharding_constraint %34 <@mesh, [{"data"}, {}, {}, {}]> : tensor<8x16x16x16xf32>
    %36 = stablehlo.maximum %32, %35 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}, {}]>]>} : tensor<8x16x16x16xf32>
    %37 = sdy.sharding_constraint %36 <@mesh, [{"data"}, {}, {}, {}]> : tensor<8x16x16x16xf32>
    %cst_4 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<0.000000e+00> : tensor<f32>
    %38 = sdy.sharding_constraint %cst_4 <@mesh, []> : tensor<f32>
    %39 = stablehlo.broadcast_in_dim %38, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}, {}]>]>} : (tensor<f32>) -> tensor<8x16x16x16xf32>
    %40 = sdy.sharding_constraint %39 <@mesh, [{"data"}, {}, {}, {}]> : tensor<8x16x16x16xf32>
    %41 = stablehlo.compare GT, %32, %40, FLOAT {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}, {}]>]>} : (tensor<8x16x16x16xf32>, tensor<8x16x16x16xf32>) -> tensor<8x16x16x16xi1>
    %42 = sdy.sharding_constraint %41 <@mesh, [{"data"}, {}, {}, {}]> : tensor<8x16x16x16xi1>
    %cst_5 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<0.000000e+00> : tensor<f32>
    %43 = sdy.sharding_constraint %cst_5 <@mesh, []> : tensor<f32>
    %44 = stablehlo.reduce(%37 init: %43) applies stablehlo.add across dimensions = [1, 2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : (tensor<8x16x16x16xf32>, tensor<f32>) -> tensor<8x16xf32>
    %45 = sdy.sharding_constraint %44 <@mesh, [{"data"}, {}]> : tensor<8x16xf32>
    %cst_6 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<2.560000e+02> : tensor<f32>
    %46 = sdy.sharding_constraint %cst_6 <@mesh, []> : tensor<f32>
    %47 = stablehlo.broadcast_in_dim %46, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : (tensor<f32>) -> tensor<8x16xf32>
    %48 = sdy.sharding_constraint %47 <@mesh, [{"data"}, {}]> : tensor<8x16xf32>
    %49 = stablehlo.divide %45, %48 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : tensor<8x16xf32>
    %50 = sdy.sharding_constraint %49 <@mesh, [{"data"}, {}]> : tensor<8x16xf32>
    %51 = stablehlo.dot_general %50, %arg2, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : (tensor<8x16xf32>, tensor<16x10xf32>) -> tensor<8x10xf32>
    %52 = sdy.sharding_constraint %51 <@mesh, [{"data"}, {}]> : tensor<8x10xf32>
    %53 = stablehlo.subtract %52, %arg5 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : tensor<8x10xf32>
    %54 = sdy.sharding_constraint %53 <@mesh, [{"data"}, {}]> : tensor<8x10xf32>
    %55 = sdy.sharding_constraint %54 <@mesh, [{}, {}]> : tensor<8x10xf32>
    %56 = sdy.sharding_constraint %54 <@mesh, [{}, {}]> : tensor<8x10xf32>
    %57 = stablehlo.multiply %55, %56 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}]>]>} : tensor<8x10xf32>
    %58 = sdy.sharding_constraint %57 <@mesh, [{}, {}]> : tensor<8x10xf32>
    %cst_7 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<2.000000e+00> : tensor<f32>
    %59 = sdy.sharding_constraint %cst_7 <@mesh, []> : tensor<f32>
    %60 = stablehlo.broadcast_in_dim %59, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}]>]>} : (tensor<f32>) -> tensor<8x10xf32>
    %61 = sdy.sharding_constraint %60 <@mesh, [{}, {}]> : tensor<8x10xf32>
    %62 = sdy.sharding_constraint %54 <@mesh, [{}, {}]> : tensor<8x10xf32>
    %63 = stablehlo.multiply %61, %62 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}]>]>} : tensor<8x10xf32>
    %64 = sdy.sharding_constraint %63 <@mesh, [{}, {}]> : tensor<8x10xf32>
    %cst_8 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<0.000000e+00> : tensor<f32>
    %65 = sdy.sharding_constraint %cst_8 <@mesh, []> : tensor<f32>
    %66 = stablehlo.reduce(%58 init: %65) applies stablehlo.add across dimensions = [0, 1] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} : (tensor<8x10xf32>, tensor<f32>) -> tensor<f32>
    %67 = sdy.sharding_constraint %66 <@mesh, []> : tensor<f32>
    %cst_9 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<8.000000e+01> : tensor<f32>
    %68 = sdy.sharding_constraint %cst_9 <@mesh, []> : tensor<f32>
    %69 = stablehlo.divide %67, %68 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} : tensor<f32>
    %70 = sdy.sharding_constraint %69 <@mesh, []> : tensor<f32>
    %cst_10 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<1.000000e+00> : tensor<f32>
    %71 = sdy.sharding_constraint %cst_10 <@mesh, []> : tensor<f32>
    %cst_11 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<8.000000e+01> : tensor<f32>
    %72 = sdy.sharding_constraint %cst_11 <@mesh, []> : tensor<f32>
    %73 = stablehlo.divide %71, %72 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} : tensor<f32>
    %74 = sdy.sharding_constraint %73 <@mesh, []> : tensor<f32>
    %75 = stablehlo.broadcast_in_dim %74, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}]>]>} : (tensor<f32>) -> tensor<8x10xf32>
    %76 = sdy.sharding_constraint %75 <@mesh, [{}, {}]> : tensor<8x10xf32>
    %77 = stablehlo.multiply %76, %64 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}]>]>} : tensor<8x10xf32>
    %78 = sdy.sharding_constraint %77 <@mesh, [{}, {}]> : tensor<8x10xf32>
    %79 = sdy.sharding_constraint %50 <@mesh, [{}, {}]> : tensor<8x16xf32>
    %80 = stablehlo.dot_general %78, %79, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}]>]>} : (tensor<8x10xf32>, tensor<8x16xf32>) -> tensor<10x16xf32>
    %81 = sdy.sharding_constraint %80 <@mesh, [{}, {}]> : tensor<10x16xf32>
    %82 = stablehlo.transpose %81, dims = [1, 0] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}]>]>} : (tensor<10x16xf32>) -> tensor<16x10xf32>
    %83 = sdy.sharding_constraint %82 <@mesh, [{}, {}]> : tensor<16x10xf32>
    %84 = sdy.sharding_constraint %78 <@mesh, [{"data"}, {}]> : tensor<8x10xf32>
    %85 = stablehlo.dot_general %84, %arg2, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : (tensor<8x10xf32>, tensor<16x10xf32>) -> tensor<8x16xf32>
    %86 = sdy.sharding_constraint %85 <@mesh, [{"data"}, {}]> : tensor<8x16xf32>
    %cst_12 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<2.560000e+02> : tensor<f32>
    %87 = sdy.sharding_constraint %cst_12 <@mesh, []> : tensor<f32>
    %88 = stablehlo.broadcast_in_dim %87, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : (tensor<f32>) -> tensor<8x16xf32>
    %89 = sdy.sharding_constraint %88 <@mesh, [{"data"}, {}]> : tensor<8x16xf32>
    %90 = stablehlo.divide %86, %89 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : tensor<8x16xf32>
    %91 = sdy.sharding_constraint %90 <@mesh, [{"data"}, {}]> : tensor<8x16xf32>
    %92 = stablehlo.broadcast_in_dim %91, dims = [0, 3] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}, {}]>]>} : (tensor<8x16xf32>) -> tensor<8x16x16x16xf32>
    %93 = sdy.sharding_constraint %92 <@mesh, [{"data"}, {}, {}, {}]> : tensor<8x16x16x16xf32>
    %cst_13 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<0.000000e+00> : tensor<f32>
    %94 = sdy.sharding_constraint %cst_13 <@mesh, []> : tensor<f32>
    %95 = stablehlo.broadcast_in_dim %94, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}, {}]>]>} : (tensor<f32>) -> tensor<8x16x16x16xf32>
    %96 = sdy.sharding_constraint %95 <@mesh, [{"data"}, {}, {}, {}]> : tensor<8x16x16x16xf32>
    %97 = stablehlo.select %42, %93, %96 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}, {}]>]>} : tensor<8x16x16x16xi1>, tensor<8x16x16x16xf32>
    %98 = sdy.sharding_constraint %97 <@mesh, [{"data"}, {}, {}, {}]> : tensor<8x16x16x16xf32>
    %99 = sdy.sharding_constraint %21 <@mesh, [{"data"}, {}, {}, {"model"}]> : tensor<8x16x16x32xf32>
    %100 = stablehlo.convolution(%99, %98) dim_numbers = [f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>], sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}, {"model"}, {}]>]>} : (tensor<8x16x16x32xf32>, tensor<8x16x16x16xf32>) -> tensor<1x1x32x16xf32>
    %101 = sdy.sharding_constraint %100 <@mesh, [{}, {}, {"model"}, {}]> : tensor<1x1x32x16xf32>
    %102 = stablehlo.reverse %arg0, dims = [0, 1] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}, {"model"}, {}]>]>} : tensor<1x1x32x16xf32>
    %103 = sdy.sharding_constraint %102 <@mesh, [{}, {}, {"model"}, {}]> : tensor<1x1x32x16xf32>
    %104 = stablehlo.convolution(%98, %103) dim_numbers = [b, 0, 1, f]x[0, 1, o, i]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>], sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}, {"model"}]>]>} : (tensor<8x16x16x16xf32>, tensor<1x1x32x16xf32>) -> tensor<8x16x16x32xf32>
    %105 = sdy.sharding_constraint %104 <@mesh, [{"data"}, {}, {}, {"model"}]> : tensor<8x16x16x32xf32>
    %cst_14 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<0.000000e+00> : tensor<f32>
    %106 = sdy.sharding_constraint %cst_14 <@mesh, []> : tensor<f32>
    %107 = stablehlo.broadcast_in_dim %106, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}, {"model"}]>]>} : (tensor<f32>) -> tensor<8x16x16x32xf32>
    %108 = sdy.sharding_constraint %107 <@mesh, [{"data"}, {}, {}, {"model"}]> : tensor<8x16x16x32xf32>
    %109 = stablehlo.select %27, %105, %108 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}, {"model"}]>]>} : tensor<8x16x16x32xi1>, tensor<8x16x16x32xf32>
    %110 = sdy.sharding_constraint %109 <@mesh, [{"data"}, {}, {}, {"model"}]> : tensor<8x16x16x32xf32>
    %111 = sdy.sharding_constraint %7 <@mesh, [{"data"}, {}, {}, {"model"}]> : tensor<8x16x16x32xf32>
    %112 = stablehlo.convolution(%111, %110) dim_numbers = [f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 8 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>], sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}, {}, {"model"}]>]>} : (tensor<8x16x16x32xf32>, tensor<8x16x16x32xf32>) -> tensor<3x3x4x32xf32>
    %113 = sdy.sharding_constraint %112 <@mesh, [{}, {}, {}, {"model"}]> : tensor<3x3x4x32xf32>
    %114 = stablehlo.reshape %arg1 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}, {}, {"model"}, {}]>]>} : (tensor<3x3x4x32xf32>) -> tensor<3x3x4x8x4xf32>
    %115 = sdy.sharding_constraint %114 <@mesh, [{}, {}, {}, {"model"}, {}]> : tensor<3x3x4x8x4xf32>
    %116 = stablehlo.transpose %115, dims = [0, 1, 3, 2, 4] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}, {"model"}, {}, {}]>]>} : (tensor<3x3x4x8x4xf32>) -> tensor<3x3x8x4x4xf32>
    %117 = sdy.sharding_constraint %116 <@mesh, [{}, {}, {"model"}, {}, {}]> : tensor<3x3x8x4x4xf32>
    %118 = stablehlo.reshape %117 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}, {"model"}, {}]>]>} : (tensor<3x3x8x4x4xf32>) -> tensor<3x3x32x4xf32>
    %119 = sdy.sharding_constraint %118 <@mesh, [{}, {}, {"model"}, {}]> : tensor<3x3x32x4xf32>
    %120 = stablehlo.reverse %119, dims = [0, 1] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}, {"model"}, {}]>]>} : tensor<3x3x32x4xf32>
    %121 = sdy.sharding_constraint %120 <@mesh, [{}, {}, {"model"}, {}]> : tensor<3x3x32x4xf32>
    %122 = stablehlo.convolution(%110, %121) dim_numbers = [b, 0, 1, f]x[0, 1, o, i]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 8 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>], sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}, {"model"}]>]>} : (tensor<8x16x16x32xf32>, tensor<3x3x32x4xf32>) -> tensor<8x16x16x32xf32>
    %123 = sdy.sharding_constraint %122 <@mesh, [{"data"}, {}, {}, {"model"}]> : tensor<8x16x16x32xf32>
    %cst_15 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<0.000000e+00> : tensor<f32>
    %124 = sdy.sharding_constraint %cst_15 <@mesh, []> : tensor<f32>
    %125 = stablehlo.broadcast_in_dim %124, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}, {"model"}]>]>} : (tensor<f32>) -> tensor<8x16x16x32xf32>
    %126 = sdy.sharding_constraint %125 <@mesh, [{"data"}, {}, {}, {"model"}]> : tensor<8x16x16x32xf32>
    %127 = stablehlo.select %13, %123, %126 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}, {"model"}]>]>} : tensor<8x16x16x32xi1>, tensor<8x16x16x32xf32>
    %128 = sdy.sharding_constraint %127 <@mesh, [{"data"}, {}, {}, {"model"}]> : tensor<8x16x16x32xf32>
    %129 = stablehlo.convolution(%arg4, %128) dim_numbers = [f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>], sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}, {}, {"model"}]>]>} : (tensor<8x16x16x16xf32>, tensor<8x16x16x32xf32>) -> tensor<1x1x16x32xf32>
    %130 = sdy.sharding_constraint %129 <@mesh, [{}, {}, {}, {"model"}]> : tensor<1x1x16x32xf32>
    %cst_16 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<5.000000e-02> : tensor<f32>
    %131 = sdy.sharding_constraint %cst_16 <@mesh, []> : tensor<f32>
    %132 = stablehlo.broadcast_in_dim %131, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}, {"model"}, {}]>]>} : (tensor<f32>) -> tensor<1x1x32x16xf32>
    %133 = sdy.sharding_constraint %132 <@mesh, [{}, {}, {"model"}, {}]> : tensor<1x1x32x16xf32>
    %134 = stablehlo.multiply %133, %101 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}, {"model"}, {}]>]>} : tensor<1x1x32x16xf32>
    %135 = sdy.sharding_constraint %134 <@mesh, [{}, {}, {"model"}, {}]> : tensor<1x1x32x16xf32>
    %136 = stablehlo.subtract %arg0, %135 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}, {"model"}, {}]>]>} : tensor<1x1x32x16xf32>
    %137 = sdy.sharding_constraint %136 <@mesh, [{}, {}, {"model"}, {}]> : tensor<1x1x32x16xf32>
    %cst_17 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<5.000000e-02> : tensor<f32>
    %138 = sdy.sharding_constraint %cst_17 <@mesh, []> : tensor<f32>
    %139 = stablehlo.broadcast_in_dim %138, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}, {}, {"model"}]>]>} : (tensor<f32>) -> tensor<3x3x4x32xf32>
    %140 = sdy.sharding_constraint %139 <@mesh, [{}, {}, {}, {"model"}]> : tensor<3x3x4x32xf32>
    %141 = stablehlo.multiply %140, %113 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}, {}, {"model"}]>]>} : tensor<3x3x4x32xf32>
    %142 = sdy.sharding_constraint %141 <@mesh, [{}, {}, {}, {"model"}]> : tensor<3x3x4x32xf32>
    %143 = stablehlo.subtract %arg1, %142 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}, {}, {"model"}]>]>} : tensor<3x3x4x32xf32>
    %144 = sdy.sharding_constraint %143 <@mesh, [{}, {}, {}, {"model"}]> : tensor<3x3x4x32xf32>
    %cst_18 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<5.000000e-02> : tensor<f32>
    %145 = sdy.sharding_constraint %cst_18 <@mesh, []> : tensor<f32>
    %146 = stablehlo.broadcast_in_dim %145, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}]>]>} : (tensor<f32>) -> tensor<16x10xf32>
    %147 = sdy.sharding_constraint %146 <@mesh, [{}, {}]> : tensor<16x10xf32>
    %148 = stablehlo.multiply %147, %83 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}]>]>} : tensor<16x10xf32>
    %149 = sdy.sharding_constraint %148 <@mesh, [{}, {}]> : tensor<16x10xf32>
    %150 = stablehlo.subtract %arg2, %149 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}]>]>} : tensor<16x10xf32>
    %151 = sdy.sharding_constraint %150 <@mesh, [{}, {}]> : tensor<16x10xf32>
    %cst_19 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<5.000000e-02> : tensor<f32>
    %152 = sdy.sharding_constraint %cst_19 <@mesh, []> : tensor<f32>
    %153 = stablehlo.broadcast_in_dim %152, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}, {}, {"model"}]>]>} : (tensor<f32>) -> tensor<1x1x16x32xf32>
    %154 = sdy.sharding_constraint %153 <@mesh, [{}, {}, {}, {"model"}]> : tensor<1x1x16x32xf32>
    %155 = stablehlo.multiply %154, %130 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}, {}, {"model"}]>]>} : tensor<1x1x16x32xf32>
    %156 = sdy.sharding_constraint %155 <@mesh, [{}, {}, {}, {"model"}]> : tensor<1x1x16x32xf32>
    %157 = stablehlo.subtract %arg3, %156 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}, {}, {"model"}]>]>} : tensor<1x1x16x32xf32>
    %158 = sdy.sharding_constraint %157 <@mesh, [{}, {}, {}, {"model"}]> : tensor<1x1x16x32xf32>
    return %137, %144, %151, %158, %70 : tensor<1x1x32x16xf32>, tensor<3x3x4x32xf32>, tensor<16x10xf32>, tensor<1x1x16x32xf32>, tensor<f32>
  }
}
