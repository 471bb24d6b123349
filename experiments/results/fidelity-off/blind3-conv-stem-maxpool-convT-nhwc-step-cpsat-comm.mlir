module {
  sdy.mesh @mesh = <["data"=4, "model"=2]>
  func.func @main(%arg0: tensor<3x3x4x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}, {}]>}, %arg1: tensor<3x3x16x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}, {}]>}, %arg2: tensor<3x3x16x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}, {}]>}, %arg3: tensor<8x16x16x4xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {"model"}, {}, {}]>}, %arg4: tensor<8x8x8x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {"model"}, {}, {}]>}) -> (tensor<3x3x4x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}, {}]>}, tensor<3x3x16x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}, {}]>}, tensor<3x3x16x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}, {}]>}, tensor<f32> {sdy.sharding = #sdy.sharding<@mesh, []>}) {
    %0 = stablehlo.convolution(%arg3, %arg0) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [2, 2], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>], sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}, {}, {}]>]>} : (tensor<8x16x16x4xf32>, tensor<3x3x4x16xf32>) -> tensor<8x8x8x16xf32>
    %1 = sdy.sharding_constraint %0 <@mesh, [{"data"}, {"model"}, {}, {}]> : tensor<8x8x8x16xf32>
    %cst = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<0.000000e+00> : tensor<f32>
    %2 = sdy.sharding_constraint %cst <@mesh, []> : tensor<f32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}, {}, {}]>]>} : (tensor<f32>) -> tensor<8x8x8x16xf32>
    %4 = sdy.sharding_constraint %3 <@mesh, [{"data"}, {"model"}, {}, {}]> : tensor<8x8x8x16xf32>
    %5 = stablehlo.maximum %1, %4 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}, {}, {}]>]>} : tensor<8x8x8x16xf32>
    %6 = sdy.sharding_constraint %5 <@mesh, [{"data"}, {"model"}, {}, {}]> : tensor<8x8x8x16xf32>
    %cst_0 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<0.000000e+00> : tensor<f32>
    %7 = sdy.sharding_constraint %cst_0 <@mesh, []> : tensor<f32>
    %8 = stablehlo.broadcast_in_dim %7, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}, {}, {}]>]>} : (tensor<f32>) -> tensor<8x8x8x16xf32>
    %9 = sdy.sharding_constraint %8 <@mesh, [{"data"}, {"model"}, {}, {}]> : tensor<8x8x8x16xf32>
    %10 = stablehlo.compare GT, %1, %9, FLOAT {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}, {}, {}]>]>} : (tensor<8x8x8x16xf32>, tensor<8x8x8x16xf32>) -> tensor<8x8x8x16xi1>
    %11 = sdy.sharding_constraint %10 <@mesh, [{"data"}, {"model"}, {}, {}]> : tensor<8x8x8x16xi1>
    %cst_1 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<0xFF800000> : tensor<f32>
    %12 = sdy.sharding_constraint %cst_1 <@mesh, []> : tensor<f32>
    %13 = stablehlo.broadcast_in_dim %12, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} : (tensor<f32>) -> tensor<f32>
    %14 = sdy.sharding_constraint %13 <@mesh, []> : tensor<f32>
    %15 = "stablehlo.reduce_window"(%6, %14) <{base_dilations = array<i64: 1, 1, 1, 1>, padding = dense<[[0, 0], [0, 1], [0, 1], [0, 0]]> : tensor<4x2xi64>, window_dilations = array<i64: 1, 1, 1, 1>, window_dimensions = array<i64: 1, 3, 3, 1>, window_strides = array<i64: 1, 2, 2, 1>}> ({
    ^bb0(%arg5: tensor<f32>, %arg6: tensor<f32>):
      %108 = stablehlo.maximum %arg5, %arg6 : tensor<f32>
      stablehlo.return %108 : tensor<f32>
    }) {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}, {}, {}]>]>} : (tensor<8x8x8x16xf32>, tensor<f32>) -> tensor<8x4x4x16xf32>
    %16 = sdy.sharding_constraint %15 <@mesh, [{"data"}, {"model"}, {}, {}]> : tensor<8x4x4x16xf32>
    %17 = stablehlo.convolution(%16, %arg1) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>], sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}, {}, {}]>]>} : (tensor<8x4x4x16xf32>, tensor<3x3x16x16xf32>) -> tensor<8x4x4x16xf32>
    %18 = sdy.sharding_constraint %17 <@mesh, [{"data"}, {"model"}, {}, {}]> : tensor<8x4x4x16xf32>
    %cst_2 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<0.000000e+00> : tensor<f32>
    %19 = sdy.sharding_constraint %cst_2 <@mesh, []> : tensor<f32>
    %20 = stablehlo.broadcast_in_dim %19, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}, {}, {}]>]>} : (tensor<f32>) -> tensor<8x4x4x16xf32>
    %21 = sdy.sharding_constraint %20 <@mesh, [{"data"}, {"model"}, {}, {}]> : tensor<8x4x4x16xf32>
    %22 = stablehlo.maximum %18, %21 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}, {}, {}]>]>} : tensor<8x4x4x16xf32>
    %23 = sdy.sharding_constraint %22 <@mesh, [{"data"}, {"model"}, {}, {}]> : tensor<8x4x4x16xf32>
    %cst_3 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<0.000000e+00> : tensor<f32>
    %24 = sdy.sharding_constraint %cst_3 <@mesh, []> : tensor<f32>
    %25 = stablehlo.broadcast_in_dim %24, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}, {}, {}]>]>} : (tensor<f32>) -> tensor<8x4x4x16xf32>
    %26 = sdy.sharding_constraint %25 <@mesh, [{"data"}, {"model"}, {}, {}]> : tensor<8x4x4x16xf32>
    %27 = stablehlo.compare GT, %18, %26, FLOAT {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}, {}, {}]>]>} : (tensor<8x4x4x16xf32>, tensor<8x4x4x16xf32>) -> tensor<8x4x4x16xi1>
    %28 = sdy.sharding_constraint %27 <@mesh, [{"data"}, {"model"}, {}, {}]> : tensor<8x4x4x16xi1>
    %29 = stablehlo.convolution(%23, %arg2) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[2, 1], [2, 1]], lhs_dilate = [2, 2], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>], sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}, {}, {}]>]>} : (tensor<8x4x4x16xf32>, tensor<3x3x16x8xf32>) -> tensor<8x8x8x8xf32>
    %30 = sdy.sharding_constraint %29 <@mesh, [{"data"}, {"model"}, {}, {}]> : tensor<8x8x8x8xf32>
    %31 = stablehlo.subtract %30, %arg4 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}, {}, {}]>]>} : tensor<8x8x8x8xf32>
    %32 = sdy.sharding_constraint %31 <@mesh, [{"data"}, {"model"}, {}, {}]> : tensor<8x8x8x8xf32>
    %33 = stablehlo.multiply %32, %32 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}, {}, {}]>]>} : tensor<8x8x8x8xf32>
    %34 = sdy.sharding_constraint %33 <@mesh, [{"data"}, {"model"}, {}, {}]> : tensor<8x8x8x8xf32>
    %cst_4 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<2.000000e+00> : tensor<f32>
    %35 = sdy.sharding_constraint %cst_4 <@mesh, []> : tensor<f32>
    %36 = stablehlo.broadcast_in_dim %35, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}, {}, {}]>]>} : (tensor<f32>) -> tensor<8x8x8x8xf32>
    %37 = sdy.sharding_constraint %36 <@mesh, [{"data"}, {"model"}, {}, {}]> : tensor<8x8x8x8xf32>
    %38 = stablehlo.multiply %37, %32 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}, {}, {}]>]>} : tensor<8x8x8x8xf32>
    %39 = sdy.sharding_constraint %38 <@mesh, [{"data"}, {"model"}, {}, {}]> : tensor<8x8x8x8xf32>
    %cst_5 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<0.000000e+00> : tensor<f32>
    %40 = sdy.sharding_constraint %cst_5 <@mesh, []> : tensor<f32>
    %41 = stablehlo.reduce(%34 init: %40) applies stablehlo.add across dimensions = [0, 1, 2, 3] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} : (tensor<8x8x8x8xf32>, tensor<f32>) -> tensor<f32>
    %42 = sdy.sharding_constraint %41 <@mesh, []> : tensor<f32>
    %cst_6 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<4.096000e+03> : tensor<f32>
    %43 = sdy.sharding_constraint %cst_6 <@mesh, []> : tensor<f32>
    %44 = stablehlo.divide %42, %43 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} : tensor<f32>
    %45 = sdy.sharding_constraint %44 <@mesh, []> : tensor<f32>
    %cst_7 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<1.000000e+00> : tensor<f32>
    %46 = sdy.sharding_constraint %cst_7 <@mesh, []> : tensor<f32>
    %cst_8 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<4.096000e+03> : tensor<f32>
    %47 = sdy.sharding_constraint %cst_8 <@mesh, []> : tensor<f32>
    %48 = stablehlo.divide %46, %47 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} : tensor<f32>
    %49 = sdy.sharding_constraint %48 <@mesh, []> : tensor<f32>
    %50 = stablehlo.broadcast_in_dim %49, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}, {}, {}]>]>} : (tensor<f32>) -> tensor<8x8x8x8xf32>
    %51 = sdy.sharding_constraint %50 <@mesh, [{"data"}, {"model"}, {}, {}]> : tensor<8x8x8x8xf32>
    %52 = stablehlo.multiply %51, %39 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}, {}, {}]>]>} : tensor<8x8x8x8xf32>
    %53 = sdy.sharding_constraint %52 <@mesh, [{"data"}, {"model"}, {}, {}]> : tensor<8x8x8x8xf32>
    %54 = stablehlo.convolution(%23, %53) dim_numbers = [f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f], window = {stride = [1, 1], pad = [[2, 1], [2, 1]], lhs_dilate = [2, 2], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>], sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{?}, {?}, {?}, {?}]>]>} : (tensor<8x4x4x16xf32>, tensor<8x8x8x8xf32>) -> tensor<3x3x16x8xf32>
    %55 = sdy.sharding_constraint %54 <@mesh, [{}, {}, {}, {}]> : tensor<3x3x16x8xf32>
    %56 = stablehlo.reverse %arg2, dims = [0, 1] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{?}, {?}, {?}, {?}]>]>} : tensor<3x3x16x8xf32>
    %57 = sdy.sharding_constraint %56 <@mesh, [{}, {}, {}, {}]> : tensor<3x3x16x8xf32>
    %58 = stablehlo.convolution(%53, %57) dim_numbers = [b, 0, 1, f]x[0, 1, o, i]->[b, 0, 1, f], window = {stride = [2, 2], pad = [[0, 1], [0, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>], sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}, {}, {}]>]>} : (tensor<8x8x8x8xf32>, tensor<3x3x16x8xf32>) -> tensor<8x4x4x16xf32>
    %59 = sdy.sharding_constraint %58 <@mesh, [{"data"}, {"model"}, {}, {}]> : tensor<8x4x4x16xf32>
    %cst_9 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<0.000000e+00> : tensor<f32>
    %60 = sdy.sharding_constraint %cst_9 <@mesh, []> : tensor<f32>
    %61 = stablehlo.broadcast_in_dim %60, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}, {}, {}]>]>} : (tensor<f32>) -> tensor<8x4x4x16xf32>
    %62 = sdy.sharding_constraint %61 <@mesh, [{"data"}, {"model"}, {}, {}]> : tensor<8x4x4x16xf32>
    %63 = stablehlo.select %28, %59, %62 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}, {}, {}]>]>} : tensor<8x4x4x16xi1>, tensor<8x4x4x16xf32>
    %64 = sdy.sharding_constraint %63 <@mesh, [{"data"}, {"model"}, {}, {}]> : tensor<8x4x4x16xf32>
    %65 = stablehlo.convolution(%16, %64) dim_numbers = [f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>], sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{?}, {?}, {?}, {?}]>]>} : (tensor<8x4x4x16xf32>, tensor<8x4x4x16xf32>) -> tensor<3x3x16x16xf32>
    %66 = sdy.sharding_constraint %65 <@mesh, [{}, {}, {}, {}]> : tensor<3x3x16x16xf32>
    %67 = stablehlo.reverse %arg1, dims = [0, 1] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{?}, {?}, {?}, {?}]>]>} : tensor<3x3x16x16xf32>
    %68 = sdy.sharding_constraint %67 <@mesh, [{}, {}, {}, {}]> : tensor<3x3x16x16xf32>
    %69 = stablehlo.convolution(%64, %68) dim_numbers = [b, 0, 1, f]x[0, 1, o, i]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>], sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}, {}, {}]>]>} : (tensor<8x4x4x16xf32>, tensor<3x3x16x16xf32>) -> tensor<8x4x4x16xf32>
    %70 = sdy.sharding_constraint %69 <@mesh, [{"data"}, {"model"}, {}, {}]> : tensor<8x4x4x16xf32>
    %cst_10 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<0xFF800000> : tensor<f32>
    %71 = sdy.sharding_constraint %cst_10 <@mesh, []> : tensor<f32>
    %72 = stablehlo.pad %6, %71, low = [0, 0, 0, 0], high = [0, 1, 1, 0], interior = [0, 0, 0, 0] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}, {}, {}]>]>} : (tensor<8x8x8x16xf32>, tensor<f32>) -> tensor<8x9x9x16xf32>
    %73 = sdy.sharding_constraint %72 <@mesh, [{"data"}, {"model"}, {}, {}]> : tensor<8x9x9x16xf32>
    %cst_11 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<0.000000e+00> : tensor<f32>
    %74 = sdy.sharding_constraint %cst_11 <@mesh, []> : tensor<f32>
    %75 = sdy.sharding_constraint %70 <@mesh, [{"data"}, {}, {}, {}]> : tensor<8x4x4x16xf32>
    %76 = "stablehlo.select_and_scatter"(%73, %75, %74) <{padding = dense<0> : tensor<4x2xi64>, window_dimensions = array<i64: 1, 3, 3, 1>, window_strides = array<i64: 1, 2, 2, 1>}> ({
    ^bb0(%arg5: tensor<f32>, %arg6: tensor<f32>):
      %108 = stablehlo.compare GE, %arg5, %arg6, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      stablehlo.return %108 : tensor<i1>
    }, {
    ^bb0(%arg5: tensor<f32>, %arg6: tensor<f32>):
      %108 = stablehlo.add %arg5, %arg6 : tensor<f32>
      stablehlo.return %108 : tensor<f32>
    }) {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}, {}, {}]>]>} : (tensor<8x9x9x16xf32>, tensor<8x4x4x16xf32>, tensor<f32>) -> tensor<8x9x9x16xf32>
    %77 = sdy.sharding_constraint %76 <@mesh, [{"data"}, {"model"}, {}, {}]> : tensor<8x9x9x16xf32>
    %78 = stablehlo.slice %77 [0:8, 0:8, 0:8, 0:16] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}, {}, {}]>]>} : (tensor<8x9x9x16xf32>) -> tensor<8x8x8x16xf32>
    %79 = sdy.sharding_constraint %78 <@mesh, [{"data"}, {"model"}, {}, {}]> : tensor<8x8x8x16xf32>
    %cst_12 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<0.000000e+00> : tensor<f32>
    %80 = sdy.sharding_constraint %cst_12 <@mesh, []> : tensor<f32>
    %81 = stablehlo.broadcast_in_dim %80, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}, {}, {}]>]>} : (tensor<f32>) -> tensor<8x8x8x16xf32>
    %82 = sdy.sharding_constraint %81 <@mesh, [{"data"}, {"model"}, {}, {}]> : tensor<8x8x8x16xf32>
    %83 = stablehlo.select %11, %79, %82 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}, {}, {}]>]>} : tensor<8x8x8x16xi1>, tensor<8x8x8x16xf32>
    %84 = sdy.sharding_constraint %83 <@mesh, [{"data"}, {"model"}, {}, {}]> : tensor<8x8x8x16xf32>
    %85 = stablehlo.convolution(%arg3, %84) dim_numbers = [f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f], window = {stride = [1, 1], pad = [[1, 0], [1, 0]], lhs_dilate = [1, 1], rhs_dilate = [2, 2], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>], sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{?}, {?}, {?}, {?}]>]>} : (tensor<8x16x16x4xf32>, tensor<8x8x8x16xf32>) -> tensor<3x3x4x16xf32>
    %86 = sdy.sharding_constraint %85 <@mesh, [{}, {}, {}, {}]> : tensor<3x3x4x16xf32>
    %cst_13 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<5.000000e-02> : tensor<f32>
    %87 = sdy.sharding_constraint %cst_13 <@mesh, []> : tensor<f32>
    %88 = stablehlo.broadcast_in_dim %87, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{?}, {?}, {?}, {?}]>]>} : (tensor<f32>) -> tensor<3x3x4x16xf32>
    %89 = sdy.sharding_constraint %88 <@mesh, [{}, {}, {}, {}]> : tensor<3x3x4x16xf32>
    %90 = stablehlo.multiply %89, %86 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{?}, {?}, {?}, {?}]>]>} : tensor<3x3x4x16xf32>
    %91 = sdy.sharding_constraint %90 <@mesh, [{}, {}, {}, {}]> : tensor<3x3x4x16xf32>
    %92 = stablehlo.subtract %arg0, %91 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}, {}, {}]>]>} : tensor<3x3x4x16xf32>
    %93 = sdy.sharding_constraint %92 <@mesh, [{}, {}, {}, {}]> : tensor<3x3x4x16xf32>
    %cst_14 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<5.000000e-02> : tensor<f32>
    %94 = sdy.sharding_constraint %cst_14 <@mesh, []> : tensor<f32>
    %95 = stablehlo.broadcast_in_dim %94, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{?}, {?}, {?}, {?}]>]>} : (tensor<f32>) -> tensor<3x3x16x16xf32>
    %96 = sdy.sharding_constraint %95 <@mesh, [{}, {}, {}, {}]> : tensor<3x3x16x16xf32>
    %97 = stablehlo.multiply %96, %66 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{?}, {?}, {?}, {?}]>]>} : tensor<3x3x16x16xf32>
    %98 = sdy.sharding_constraint %97 <@mesh, [{}, {}, {}, {}]> : tensor<3x3x16x16xf32>
    %99 = stablehlo.subtract %arg1, %98 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}, {}, {}]>]>} : tensor<3x3x16x16xf32>
    %100 = sdy.sharding_constraint %99 <@mesh, [{}, {}, {}, {}]> : tensor<3x3x16x16xf32>
    %cst_15 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<5.000000e-02> : tensor<f32>
    %101 = sdy.sharding_constraint %cst_15 <@mesh, []> : tensor<f32>
    %102 = stablehlo.broadcast_in_dim %101, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{?}, {?}, {?}, {?}]>]>} : (tensor<f32>) -> tensor<3x3x16x8xf32>
    %103 = sdy.sharding_constraint %102 <@mesh, [{}, {}, {}, {}]> : tensor<3x3x16x8xf32>
    %104 = stablehlo.multiply %103, %55 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{?}, {?}, {?}, {?}]>]>} : tensor<3x3x16x8xf32>
    %105 = sdy.sharding_constraint %104 <@mesh, [{}, {}, {}, {}]> : tensor<3x3x16x8xf32>
    %106 = stablehlo.subtract %arg2, %105 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}, {}, {}]>]>} : tensor<3x3x16x8xf32>
    %107 = sdy.sharding_constraint %106 <@mesh, [{}, {}, {}, {}]> : tensor<3x3x16x8xf32>
    return %93, %100, %107, %45 : tensor<3x3x4x16xf32>, tensor<3x3x16x16xf32>, tensor<3x3x16x8xf32>, tensor<f32>
  }
}
