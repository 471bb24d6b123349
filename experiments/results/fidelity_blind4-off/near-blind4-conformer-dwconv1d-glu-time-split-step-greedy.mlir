module {
  sdy.mesh @mesh = <["data"=4, "model"=2]>
  func.func @main(%arg0: tensor<16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg1: tensor<16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg2: tensor<5x1x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}]>}, %arg3: tensor<16x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg4: tensor<16x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg5: tensor<8x64x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {"model"}, {}]>}, %arg6: tensor<8x64x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {"model"}, {}]>}) -> (tensor<16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, tensor<16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, tensor<5x1x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}]>}, tensor<16x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, tensor<16x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, tensor<f32> {sdy.sharding = #sdy.sharding<@mesh, []>}) {
    %0 = stablehlo.dot_general %arg5, %arg3, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}, {}]>]>} : (tensor<8x64x16xf32>, tensor<16x32xf32>) -> tensor<8x64x32xf32>
    %1 = sdy.sharding_constraint %0 <@mesh, [{"data"}, {"model"}, {}]> : tensor<8x64x32xf32>
    %2 = stablehlo.slice %1 [0:8, 0:64, 0:16] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}, {}]>]>} : (tensor<8x64x32xf32>) -> tensor<8x64x16xf32>
    %3 = sdy.sharding_constraint %2 <@mesh, [{"data"}, {"model"}, {}]> : tensor<8x64x16xf32>
    %4 = stablehlo.slice %1 [0:8, 0:64, 16:32] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}, {}]>]>} : (tensor<8x64x32xf32>) -> tensor<8x64x16xf32>
    %5 = sdy.sharding_constraint %4 <@mesh, [{"data"}, {"model"}, {}]> : tensor<8x64x16xf32>
    %6 = stablehlo.negate %5 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}, {}]>]>} : tensor<8x64x16xf32>
    %7 = sdy.sharding_constraint %6 <@mesh, [{"data"}, {"model"}, {}]> : tensor<8x64x16xf32>
    %8 = stablehlo.exponential %7 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}, {}]>]>} : tensor<8x64x16xf32>
    %9 = sdy.sharding_constraint %8 <@mesh, [{"data"}, {"model"}, {}]> : tensor<8x64x16xf32>
    %cst = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<1.000000e+00> : tensor<f32>
    %10 = sdy.sharding_constraint %cst <@mesh, []> : tensor<f32>
    %11 = stablehlo.broadcast_in_dim %10, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}, {}]>]>} : (tensor<f32>) -> tensor<8x64x16xf32>
    %12 = sdy.sharding_constraint %11 <@mesh, [{"data"}, {"model"}, {}]> : tensor<8x64x16xf32>
    %13 = stablehlo.add %12, %9 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}, {}]>]>} : tensor<8x64x16xf32>
    %14 = sdy.sharding_constraint %13 <@mesh, [{"data"}, {"model"}, {}]> : tensor<8x64x16xf32>
    %cst_0 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<1.000000e+00> : tensor<f32>
    %15 = sdy.sharding_constraint %cst_0 <@mesh, []> : tensor<f32>
    %16 = stablehlo.broadcast_in_dim %15, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}, {}]>]>} : (tensor<f32>) -> tensor<8x64x16xf32>
    %17 = sdy.sharding_constraint %16 <@mesh, [{"data"}, {"model"}, {}]> : tensor<8x64x16xf32>
    %18 = stablehlo.divide %17, %14 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}, {}]>]>} : tensor<8x64x16xf32>
    %19 = sdy.sharding_constraint %18 <@mesh, [{"data"}, {"model"}, {}]> : tensor<8x64x16xf32>
    %cst_1 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<1.000000e+00> : tensor<f32>
    %20 = sdy.sharding_constraint %cst_1 <@mesh, []> : tensor<f32>
    %21 = stablehlo.broadcast_in_dim %20, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}, {}]>]>} : (tensor<f32>) -> tensor<8x64x16xf32>
    %22 = sdy.sharding_constraint %21 <@mesh, [{"data"}, {"model"}, {}]> : tensor<8x64x16xf32>
    %23 = stablehlo.subtract %22, %19 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}, {}]>]>} : tensor<8x64x16xf32>
    %24 = sdy.sharding_constraint %23 <@mesh, [{"data"}, {"model"}, {}]> : tensor<8x64x16xf32>
    %25 = stablehlo.multiply %19, %24 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}, {}]>]>} : tensor<8x64x16xf32>
    %26 = sdy.sharding_constraint %25 <@mesh, [{"data"}, {"model"}, {}]> : tensor<8x64x16xf32>
    %27 = stablehlo.multiply %3, %19 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}, {}]>]>} : tensor<8x64x16xf32>
    %28 = sdy.sharding_constraint %27 <@mesh, [{"data"}, {"model"}, {}]> : tensor<8x64x16xf32>
    %29 = stablehlo.convolution(%28, %arg2) dim_numbers = [b, 0, f]x[0, i, o]->[b, 0, f], window = {stride = [1], pad = [[4, 4]], lhs_dilate = [1], rhs_dilate = [2], reverse = [false]} {batch_group_count = 1 : i64, feature_group_count = 16 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>], sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}, {}]>]>} : (tensor<8x64x16xf32>, tensor<5x1x16xf32>) -> tensor<8x64x16xf32>
    %30 = sdy.sharding_constraint %29 <@mesh, [{"data"}, {"model"}, {}]> : tensor<8x64x16xf32>
    %cst_2 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<0.000000e+00> : tensor<f32>
    %31 = sdy.sharding_constraint %cst_2 <@mesh, []> : tensor<f32>
    %32 = stablehlo.reduce(%30 init: %31) applies stablehlo.add across dimensions = [0, 1] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{?}]>]>} : (tensor<8x64x16xf32>, tensor<f32>) -> tensor<16xf32>
    %33 = sdy.sharding_constraint %32 <@mesh, [{}]> : tensor<16xf32>
    %cst_3 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<5.120000e+02> : tensor<f32>
    %34 = sdy.sharding_constraint %cst_3 <@mesh, []> : tensor<f32>
    %35 = stablehlo.broadcast_in_dim %34, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{?}]>]>} : (tensor<f32>) -> tensor<16xf32>
    %36 = sdy.sharding_constraint %35 <@mesh, [{}]> : tensor<16xf32>
    %37 = stablehlo.divide %33, %36 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{?}]>]>} : tensor<16xf32>
    %38 = sdy.sharding_constraint %37 <@mesh, [{}]> : tensor<16xf32>
    %39 = stablehlo.broadcast_in_dim %38, dims = [2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{?}, {?}, {?}]>]>} : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %40 = sdy.sharding_constraint %39 <@mesh, [{}, {}, {}]> : tensor<1x1x16xf32>
    %41 = stablehlo.broadcast_in_dim %40, dims = [0, 1, 2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}, {}]>]>} : (tensor<1x1x16xf32>) -> tensor<8x64x16xf32>
    %42 = sdy.sharding_constraint %41 <@mesh, [{"data"}, {"model"}, {}]> : tensor<8x64x16xf32>
    %43 = stablehlo.subtract %30, %42 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}, {}]>]>} : tensor<8x64x16xf32>
    %44 = sdy.sharding_constraint %43 <@mesh, [{"data"}, {"model"}, {}]> : tensor<8x64x16xf32>
    %45 = stablehlo.multiply %44, %44 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}, {}]>]>} : tensor<8x64x16xf32>
    %46 = sdy.sharding_constraint %45 <@mesh, [{"data"}, {"model"}, {}]> : tensor<8x64x16xf32>
    %cst_4 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<2.000000e+00> : tensor<f32>
    %47 = sdy.sharding_constraint %cst_4 <@mesh, []> : tensor<f32>
    %48 = stablehlo.broadcast_in_dim %47, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}, {}]>]>} : (tensor<f32>) -> tensor<8x64x16xf32>
    %49 = sdy.sharding_constraint %48 <@mesh, [{"data"}, {"model"}, {}]> : tensor<8x64x16xf32>
    %50 = stablehlo.multiply %49, %44 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}, {}]>]>} : tensor<8x64x16xf32>
    %51 = sdy.sharding_constraint %50 <@mesh, [{"data"}, {"model"}, {}]> : tensor<8x64x16xf32>
    %cst_5 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<0.000000e+00> : tensor<f32>
    %52 = sdy.sharding_constraint %cst_5 <@mesh, []> : tensor<f32>
    %53 = stablehlo.reduce(%46 init: %52) applies stablehlo.add across dimensions = [0, 1] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{?}]>]>} : (tensor<8x64x16xf32>, tensor<f32>) -> tensor<16xf32>
    %54 = sdy.sharding_constraint %53 <@mesh, [{}]> : tensor<16xf32>
    %cst_6 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<5.120000e+02> : tensor<f32>
    %55 = sdy.sharding_constraint %cst_6 <@mesh, []> : tensor<f32>
    %56 = stablehlo.broadcast_in_dim %55, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{?}]>]>} : (tensor<f32>) -> tensor<16xf32>
    %57 = sdy.sharding_constraint %56 <@mesh, [{}]> : tensor<16xf32>
    %58 = stablehlo.divide %54, %57 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{?}]>]>} : tensor<16xf32>
    %59 = sdy.sharding_constraint %58 <@mesh, [{}]> : tensor<16xf32>
    %60 = stablehlo.broadcast_in_dim %38, dims = [2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{?}, {?}, {?}]>]>} : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %61 = sdy.sharding_constraint %60 <@mesh, [{}, {}, {}]> : tensor<1x1x16xf32>
    %62 = stablehlo.broadcast_in_dim %61, dims = [0, 1, 2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}, {}]>]>} : (tensor<1x1x16xf32>) -> tensor<8x64x16xf32>
    %63 = sdy.sharding_constraint %62 <@mesh, [{"data"}, {"model"}, {}]> : tensor<8x64x16xf32>
    %64 = stablehlo.subtract %30, %63 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}, {}]>]>} : tensor<8x64x16xf32>
    %65 = sdy.sharding_constraint %64 <@mesh, [{"data"}, {"model"}, {}]> : tensor<8x64x16xf32>
    %cst_7 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<9.99999974E-6> : tensor<f32>
    %66 = sdy.sharding_constraint %cst_7 <@mesh, []> : tensor<f32>
    %67 = stablehlo.broadcast_in_dim %66, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{?}]>]>} : (tensor<f32>) -> tensor<16xf32>
    %68 = sdy.sharding_constraint %67 <@mesh, [{}]> : tensor<16xf32>
    %69 = stablehlo.add %59, %68 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{?}]>]>} : tensor<16xf32>
    %70 = sdy.sharding_constraint %69 <@mesh, [{}]> : tensor<16xf32>
    %71 = stablehlo.rsqrt %70 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{?}]>]>} : tensor<16xf32>
    %72 = sdy.sharding_constraint %71 <@mesh, [{}]> : tensor<16xf32>
    %73 = stablehlo.divide %72, %70 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{?}]>]>} : tensor<16xf32>
    %74 = sdy.sharding_constraint %73 <@mesh, [{}]> : tensor<16xf32>
    %cst_8 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<-5.000000e-01> : tensor<f32>
    %75 = sdy.sharding_constraint %cst_8 <@mesh, []> : tensor<f32>
    %76 = stablehlo.broadcast_in_dim %75, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{?}]>]>} : (tensor<f32>) -> tensor<16xf32>
    %77 = sdy.sharding_constraint %76 <@mesh, [{}]> : tensor<16xf32>
    %78 = stablehlo.multiply %77, %74 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{?}]>]>} : tensor<16xf32>
    %79 = sdy.sharding_constraint %78 <@mesh, [{}]> : tensor<16xf32>
    %80 = stablehlo.broadcast_in_dim %72, dims = [2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{?}, {?}, {?}]>]>} : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %81 = sdy.sharding_constraint %80 <@mesh, [{}, {}, {}]> : tensor<1x1x16xf32>
    %82 = stablehlo.broadcast_in_dim %81, dims = [0, 1, 2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}, {}]>]>} : (tensor<1x1x16xf32>) -> tensor<8x64x16xf32>
    %83 = sdy.sharding_constraint %82 <@mesh, [{"data"}, {"model"}, {}]> : tensor<8x64x16xf32>
    %84 = stablehlo.multiply %65, %83 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}, {}]>]>} : tensor<8x64x16xf32>
    %85 = sdy.sharding_constraint %84 <@mesh, [{"data"}, {"model"}, {}]> : tensor<8x64x16xf32>
    %86 = stablehlo.broadcast_in_dim %arg1, dims = [2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{?}, {?}, {?}]>]>} : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %87 = sdy.sharding_constraint %86 <@mesh, [{}, {}, {}]> : tensor<1x1x16xf32>
    %88 = stablehlo.broadcast_in_dim %87, dims = [0, 1, 2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}, {}]>]>} : (tensor<1x1x16xf32>) -> tensor<8x64x16xf32>
    %89 = sdy.sharding_constraint %88 <@mesh, [{"data"}, {"model"}, {}]> : tensor<8x64x16xf32>
    %90 = stablehlo.multiply %85, %89 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}, {}]>]>} : tensor<8x64x16xf32>
    %91 = sdy.sharding_constraint %90 <@mesh, [{"data"}, {"model"}, {}]> : tensor<8x64x16xf32>
    %92 = stablehlo.broadcast_in_dim %arg0, dims = [2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{?}, {?}, {?}]>]>} : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %93 = sdy.sharding_constraint %92 <@mesh, [{}, {}, {}]> : tensor<1x1x16xf32>
    %94 = stablehlo.broadcast_in_dim %93, dims = [0, 1, 2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}, {}]>]>} : (tensor<1x1x16xf32>) -> tensor<8x64x16xf32>
    %95 = sdy.sharding_constraint %94 <@mesh, [{"data"}, {"model"}, {}]> : tensor<8x64x16xf32>
    %96 = stablehlo.add %91, %95 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}, {}]>]>} : tensor<8x64x16xf32>
    %97 = sdy.sharding_constraint %96 <@mesh, [{"data"}, {"model"}, {}]> : tensor<8x64x16xf32>
    %98 = stablehlo.negate %97 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}, {}]>]>} : tensor<8x64x16xf32>
    %99 = sdy.sharding_constraint %98 <@mesh, [{"data"}, {"model"}, {}]> : tensor<8x64x16xf32>
    %100 = stablehlo.exponential %99 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}, {}]>]>} : tensor<8x64x16xf32>
    %101 = sdy.sharding_constraint %100 <@mesh, [{"data"}, {"model"}, {}]> : tensor<8x64x16xf32>
    %cst_9 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<1.000000e+00> : tensor<f32>
    %102 = sdy.sharding_constraint %cst_9 <@mesh, []> : tensor<f32>
    %103 = stablehlo.broadcast_in_dim %102, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}, {}]>]>} : (tensor<f32>) -> tensor<8x64x16xf32>
    %104 = sdy.sharding_constraint %103 <@mesh, [{"data"}, {"model"}, {}]> : tensor<8x64x16xf32>
    %105 = stablehlo.add %104, %101 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}, {}]>]>} : tensor<8x64x16xf32>
    %106 = sdy.sharding_constraint %105 <@mesh, [{"data"}, {"model"}, {}]> : tensor<8x64x16xf32>
    %cst_10 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<1.000000e+00> : tensor<f32>
    %107 = sdy.sharding_constraint %cst_10 <@mesh, []> : tensor<f32>
    %108 = stablehlo.broadcast_in_dim %107, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}, {}]>]>} : (tensor<f32>) -> tensor<8x64x16xf32>
    %109 = sdy.sharding_constraint %108 <@mesh, [{"data"}, {"model"}, {}]> : tensor<8x64x16xf32>
    %110 = stablehlo.divide %109, %106 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}, {}]>]>} : tensor<8x64x16xf32>
    %111 = sdy.sharding_constraint %110 <@mesh, [{"data"}, {"model"}, {}]> : tensor<8x64x16xf32>
    %cst_11 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<1.000000e+00> : tensor<f32>
    %112 = sdy.sharding_constraint %cst_11 <@mesh, []> : tensor<f32>
    %113 = stablehlo.broadcast_in_dim %112, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}, {}]>]>} : (tensor<f32>) -> tensor<8x64x16xf32>
    %114 = sdy.sharding_constraint %113 <@mesh, [{"data"}, {"model"}, {}]> : tensor<8x64x16xf32>
    %115 = stablehlo.subtract %114, %111 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}, {}]>]>} : tensor<8x64x16xf32>
    %116 = sdy.sharding_constraint %115 <@mesh, [{"data"}, {"model"}, {}]> : tensor<8x64x16xf32>
    %117 = stablehlo.multiply %111, %116 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}, {}]>]>} : tensor<8x64x16xf32>
    %118 = sdy.sharding_constraint %117 <@mesh, [{"data"}, {"model"}, {}]> : tensor<8x64x16xf32>
    %119 = stablehlo.multiply %97, %111 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}, {}]>]>} : tensor<8x64x16xf32>
    %120 = sdy.sharding_constraint %119 <@mesh, [{"data"}, {"model"}, {}]> : tensor<8x64x16xf32>
    %121 = stablehlo.dot_general %120, %arg4, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}, {}]>]>} : (tensor<8x64x16xf32>, tensor<16x16xf32>) -> tensor<8x64x16xf32>
    %122 = sdy.sharding_constraint %121 <@mesh, [{"data"}, {"model"}, {}]> : tensor<8x64x16xf32>
    %123 = stablehlo.add %arg5, %122 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}, {}]>]>} : tensor<8x64x16xf32>
    %124 = sdy.sharding_constraint %123 <@mesh, [{"data"}, {"model"}, {}]> : tensor<8x64x16xf32>
    %125 = stablehlo.subtract %124, %arg6 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}, {}]>]>} : tensor<8x64x16xf32>
    %126 = sdy.sharding_constraint %125 <@mesh, [{"data"}, {"model"}, {}]> : tensor<8x64x16xf32>
    %127 = stablehlo.multiply %126, %126 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}, {}]>]>} : tensor<8x64x16xf32>
    %128 = sdy.sharding_constraint %127 <@mesh, [{"data"}, {"model"}, {}]> : tensor<8x64x16xf32>
    %cst_12 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<2.000000e+00> : tensor<f32>
    %129 = sdy.sharding_constraint %cst_12 <@mesh, []> : tensor<f32>
    %130 = stablehlo.broadcast_in_dim %129, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}, {}]>]>} : (tensor<f32>) -> tensor<8x64x16xf32>
    %131 = sdy.sharding_constraint %130 <@mesh, [{"data"}, {"model"}, {}]> : tensor<8x64x16xf32>
    %132 = stablehlo.multiply %131, %126 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}, {}]>]>} : tensor<8x64x16xf32>
    %133 = sdy.sharding_constraint %132 <@mesh, [{"data"}, {"model"}, {}]> : tensor<8x64x16xf32>
    %cst_13 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<0.000000e+00> : tensor<f32>
    %134 = sdy.sharding_constraint %cst_13 <@mesh, []> : tensor<f32>
    %135 = stablehlo.reduce(%128 init: %134) applies stablehlo.add across dimensions = [0, 1, 2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} : (tensor<8x64x16xf32>, tensor<f32>) -> tensor<f32>
    %136 = sdy.sharding_constraint %135 <@mesh, []> : tensor<f32>
    %cst_14 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<8.192000e+03> : tensor<f32>
    %137 = sdy.sharding_constraint %cst_14 <@mesh, []> : tensor<f32>
    %138 = stablehlo.divide %136, %137 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} : tensor<f32>
    %139 = sdy.sharding_constraint %138 <@mesh, []> : tensor<f32>
    %cst_15 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<1.000000e+00> : tensor<f32>
    %140 = sdy.sharding_constraint %cst_15 <@mesh, []> : tensor<f32>
    %cst_16 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<8.192000e+03> : tensor<f32>
    %141 = sdy.sharding_constraint %cst_16 <@mesh, []> : tensor<f32>
    %142 = stablehlo.divide %140, %141 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} : tensor<f32>
    %143 = sdy.sharding_constraint %142 <@mesh, []> : tensor<f32>
    %144 = stablehlo.broadcast_in_dim %143, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}, {}]>]>} : (tensor<f32>) -> tensor<8x64x16xf32>
    %145 = sdy.sharding_constraint %144 <@mesh, [{"data"}, {"model"}, {}]> : tensor<8x64x16xf32>
    %146 = stablehlo.multiply %145, %133 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}, {}]>]>} : tensor<8x64x16xf32>
    %147 = sdy.sharding_constraint %146 <@mesh, [{"data"}, {"model"}, {}]> : tensor<8x64x16xf32>
    %148 = stablehlo.dot_general %147, %120, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{?}, {?}]>]>} : (tensor<8x64x16xf32>, tensor<8x64x16xf32>) -> tensor<16x16xf32>
    %149 = sdy.sharding_constraint %148 <@mesh, [{}, {}]> : tensor<16x16xf32>
    %150 = stablehlo.transpose %149, dims = [1, 0] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{?}, {?}]>]>} : (tensor<16x16xf32>) -> tensor<16x16xf32>
    %151 = sdy.sharding_constraint %150 <@mesh, [{}, {}]> : tensor<16x16xf32>
    %152 = stablehlo.dot_general %147, %arg4, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}, {}]>]>} : (tensor<8x64x16xf32>, tensor<16x16xf32>) -> tensor<8x64x16xf32>
    %153 = sdy.sharding_constraint %152 <@mesh, [{"data"}, {"model"}, {}]> : tensor<8x64x16xf32>
    %154 = stablehlo.multiply %97, %153 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}, {}]>]>} : tensor<8x64x16xf32>
    %155 = sdy.sharding_constraint %154 <@mesh, [{"data"}, {"model"}, {}]> : tensor<8x64x16xf32>
    %156 = stablehlo.multiply %153, %111 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}, {}]>]>} : tensor<8x64x16xf32>
    %157 = sdy.sharding_constraint %156 <@mesh, [{"data"}, {"model"}, {}]> : tensor<8x64x16xf32>
    %158 = stablehlo.multiply %155, %118 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}, {}]>]>} : tensor<8x64x16xf32>
    %159 = sdy.sharding_constraint %158 <@mesh, [{"data"}, {"model"}, {}]> : tensor<8x64x16xf32>
    %160 = stablehlo.add %157, %159 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}, {}]>]>} : tensor<8x64x16xf32>
    %161 = sdy.sharding_constraint %160 <@mesh, [{"data"}, {"model"}, {}]> : tensor<8x64x16xf32>
    %cst_17 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<0.000000e+00> : tensor<f32>
    %162 = sdy.sharding_constraint %cst_17 <@mesh, []> : tensor<f32>
    %163 = stablehlo.reduce(%161 init: %162) applies stablehlo.add across dimensions = [0, 1] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{?}]>]>} : (tensor<8x64x16xf32>, tensor<f32>) -> tensor<16xf32>
    %164 = sdy.sharding_constraint %163 <@mesh, [{}]> : tensor<16xf32>
    %165 = stablehlo.reshape %164 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{?}, {?}, {?}]>]>} : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %166 = sdy.sharding_constraint %165 <@mesh, [{}, {}, {}]> : tensor<1x1x16xf32>
    %cst_18 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<0.000000e+00> : tensor<f32>
    %167 = sdy.sharding_constraint %cst_18 <@mesh, []> : tensor<f32>
    %168 = stablehlo.reduce(%166 init: %167) applies stablehlo.add across dimensions = [0, 1] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{?}]>]>} : (tensor<1x1x16xf32>, tensor<f32>) -> tensor<16xf32>
    %169 = sdy.sharding_constraint %168 <@mesh, [{}]> : tensor<16xf32>
    %170 = stablehlo.multiply %85, %161 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}, {}]>]>} : tensor<8x64x16xf32>
    %171 = sdy.sharding_constraint %170 <@mesh, [{"data"}, {"model"}, {}]> : tensor<8x64x16xf32>
    %cst_19 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<0.000000e+00> : tensor<f32>
    %172 = sdy.sharding_constraint %cst_19 <@mesh, []> : tensor<f32>
    %173 = stablehlo.reduce(%171 init: %172) applies stablehlo.add across dimensions = [0, 1] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{?}]>]>} : (tensor<8x64x16xf32>, tensor<f32>) -> tensor<16xf32>
    %174 = sdy.sharding_constraint %173 <@mesh, [{}]> : tensor<16xf32>
    %175 = stablehlo.reshape %174 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{?}, {?}, {?}]>]>} : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %176 = sdy.sharding_constraint %175 <@mesh, [{}, {}, {}]> : tensor<1x1x16xf32>
    %177 = stablehlo.broadcast_in_dim %87, dims = [0, 1, 2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}, {}]>]>} : (tensor<1x1x16xf32>) -> tensor<8x64x16xf32>
    %178 = sdy.sharding_constraint %177 <@mesh, [{"data"}, {"model"}, {}]> : tensor<8x64x16xf32>
    %179 = stablehlo.multiply %161, %178 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}, {}]>]>} : tensor<8x64x16xf32>
    %180 = sdy.sharding_constraint %179 <@mesh, [{"data"}, {"model"}, {}]> : tensor<8x64x16xf32>
    %cst_20 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<0.000000e+00> : tensor<f32>
    %181 = sdy.sharding_constraint %cst_20 <@mesh, []> : tensor<f32>
    %182 = stablehlo.reduce(%176 init: %181) applies stablehlo.add across dimensions = [0, 1] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{?}]>]>} : (tensor<1x1x16xf32>, tensor<f32>) -> tensor<16xf32>
    %183 = sdy.sharding_constraint %182 <@mesh, [{}]> : tensor<16xf32>
    %184 = stablehlo.multiply %65, %180 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}, {}]>]>} : tensor<8x64x16xf32>
    %185 = sdy.sharding_constraint %184 <@mesh, [{"data"}, {"model"}, {}]> : tensor<8x64x16xf32>
    %cst_21 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<0.000000e+00> : tensor<f32>
    %186 = sdy.sharding_constraint %cst_21 <@mesh, []> : tensor<f32>
    %187 = stablehlo.reduce(%185 init: %186) applies stablehlo.add across dimensions = [0, 1] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{?}]>]>} : (tensor<8x64x16xf32>, tensor<f32>) -> tensor<16xf32>
    %188 = sdy.sharding_constraint %187 <@mesh, [{}]> : tensor<16xf32>
    %189 = stablehlo.reshape %188 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{?}, {?}, {?}]>]>} : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %190 = sdy.sharding_constraint %189 <@mesh, [{}, {}, {}]> : tensor<1x1x16xf32>
    %191 = stablehlo.broadcast_in_dim %81, dims = [0, 1, 2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}, {}]>]>} : (tensor<1x1x16xf32>) -> tensor<8x64x16xf32>
    %192 = sdy.sharding_constraint %191 <@mesh, [{"data"}, {"model"}, {}]> : tensor<8x64x16xf32>
    %193 = stablehlo.multiply %180, %192 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}, {}]>]>} : tensor<8x64x16xf32>
    %194 = sdy.sharding_constraint %193 <@mesh, [{"data"}, {"model"}, {}]> : tensor<8x64x16xf32>
    %cst_22 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<0.000000e+00> : tensor<f32>
    %195 = sdy.sharding_constraint %cst_22 <@mesh, []> : tensor<f32>
    %196 = stablehlo.reduce(%190 init: %195) applies stablehlo.add across dimensions = [0, 1] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{?}]>]>} : (tensor<1x1x16xf32>, tensor<f32>) -> tensor<16xf32>
    %197 = sdy.sharding_constraint %196 <@mesh, [{}]> : tensor<16xf32>
    %198 = stablehlo.multiply %197, %79 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{?}]>]>} : tensor<16xf32>
    %199 = sdy.sharding_constraint %198 <@mesh, [{}]> : tensor<16xf32>
    %200 = stablehlo.negate %194 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}, {}]>]>} : tensor<8x64x16xf32>
    %201 = sdy.sharding_constraint %200 <@mesh, [{"data"}, {"model"}, {}]> : tensor<8x64x16xf32>
    %cst_23 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<0.000000e+00> : tensor<f32>
    %202 = sdy.sharding_constraint %cst_23 <@mesh, []> : tensor<f32>
    %203 = stablehlo.reduce(%201 init: %202) applies stablehlo.add across dimensions = [0, 1] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{?}]>]>} : (tensor<8x64x16xf32>, tensor<f32>) -> tensor<16xf32>
    %204 = sdy.sharding_constraint %203 <@mesh, [{}]> : tensor<16xf32>
    %205 = stablehlo.reshape %204 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{?}, {?}, {?}]>]>} : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %206 = sdy.sharding_constraint %205 <@mesh, [{}, {}, {}]> : tensor<1x1x16xf32>
    %cst_24 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<0.000000e+00> : tensor<f32>
    %207 = sdy.sharding_constraint %cst_24 <@mesh, []> : tensor<f32>
    %208 = stablehlo.reduce(%206 init: %207) applies stablehlo.add across dimensions = [0, 1] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{?}]>]>} : (tensor<1x1x16xf32>, tensor<f32>) -> tensor<16xf32>
    %209 = sdy.sharding_constraint %208 <@mesh, [{}]> : tensor<16xf32>
    %cst_25 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<5.120000e+02> : tensor<f32>
    %210 = sdy.sharding_constraint %cst_25 <@mesh, []> : tensor<f32>
    %211 = stablehlo.broadcast_in_dim %210, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{?}]>]>} : (tensor<f32>) -> tensor<16xf32>
    %212 = sdy.sharding_constraint %211 <@mesh, [{}]> : tensor<16xf32>
    %213 = stablehlo.divide %199, %212 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{?}]>]>} : tensor<16xf32>
    %214 = sdy.sharding_constraint %213 <@mesh, [{}]> : tensor<16xf32>
    %215 = stablehlo.broadcast_in_dim %214, dims = [2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}, {}]>]>} : (tensor<16xf32>) -> tensor<8x64x16xf32>
    %216 = sdy.sharding_constraint %215 <@mesh, [{"data"}, {"model"}, {}]> : tensor<8x64x16xf32>
    %217 = stablehlo.multiply %216, %51 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}, {}]>]>} : tensor<8x64x16xf32>
    %218 = sdy.sharding_constraint %217 <@mesh, [{"data"}, {"model"}, {}]> : tensor<8x64x16xf32>
    %219 = stablehlo.negate %218 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}, {}]>]>} : tensor<8x64x16xf32>
    %220 = sdy.sharding_constraint %219 <@mesh, [{"data"}, {"model"}, {}]> : tensor<8x64x16xf32>
    %cst_26 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<0.000000e+00> : tensor<f32>
    %221 = sdy.sharding_constraint %cst_26 <@mesh, []> : tensor<f32>
    %222 = stablehlo.reduce(%220 init: %221) applies stablehlo.add across dimensions = [0, 1] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{?}]>]>} : (tensor<8x64x16xf32>, tensor<f32>) -> tensor<16xf32>
    %223 = sdy.sharding_constraint %222 <@mesh, [{}]> : tensor<16xf32>
    %224 = stablehlo.reshape %223 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{?}, {?}, {?}]>]>} : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %225 = sdy.sharding_constraint %224 <@mesh, [{}, {}, {}]> : tensor<1x1x16xf32>
    %226 = stablehlo.add %194, %218 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}, {}]>]>} : tensor<8x64x16xf32>
    %227 = sdy.sharding_constraint %226 <@mesh, [{"data"}, {"model"}, {}]> : tensor<8x64x16xf32>
    %cst_27 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<0.000000e+00> : tensor<f32>
    %228 = sdy.sharding_constraint %cst_27 <@mesh, []> : tensor<f32>
    %229 = stablehlo.reduce(%225 init: %228) applies stablehlo.add across dimensions = [0, 1] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{?}]>]>} : (tensor<1x1x16xf32>, tensor<f32>) -> tensor<16xf32>
    %230 = sdy.sharding_constraint %229 <@mesh, [{}]> : tensor<16xf32>
    %231 = stablehlo.add %209, %230 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{?}]>]>} : tensor<16xf32>
    %232 = sdy.sharding_constraint %231 <@mesh, [{}]> : tensor<16xf32>
    %cst_28 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<5.120000e+02> : tensor<f32>
    %233 = sdy.sharding_constraint %cst_28 <@mesh, []> : tensor<f32>
    %234 = stablehlo.broadcast_in_dim %233, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{?}]>]>} : (tensor<f32>) -> tensor<16xf32>
    %235 = sdy.sharding_constraint %234 <@mesh, [{}]> : tensor<16xf32>
    %236 = stablehlo.divide %232, %235 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{?}]>]>} : tensor<16xf32>
    %237 = sdy.sharding_constraint %236 <@mesh, [{}]> : tensor<16xf32>
    %238 = stablehlo.broadcast_in_dim %237, dims = [2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}, {}]>]>} : (tensor<16xf32>) -> tensor<8x64x16xf32>
    %239 = sdy.sharding_constraint %238 <@mesh, [{"data"}, {"model"}, {}]> : tensor<8x64x16xf32>
    %240 = stablehlo.add %227, %239 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}, {}]>]>} : tensor<8x64x16xf32>
    %241 = sdy.sharding_constraint %240 <@mesh, [{"data"}, {"model"}, {}]> : tensor<8x64x16xf32>
    %242 = stablehlo.convolution(%28, %241) dim_numbers = [f, 0, b]x[i, 0, o]->[0, b, f], window = {stride = [2], pad = [[4, 4]], lhs_dilate = [1], rhs_dilate = [1], reverse = [false]} {batch_group_count = 16 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>], sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{?}, {?}, {?}]>]>} : (tensor<8x64x16xf32>, tensor<8x64x16xf32>) -> tensor<5x1x16xf32>
    %243 = sdy.sharding_constraint %242 <@mesh, [{}, {}, {}]> : tensor<5x1x16xf32>
    %244 = stablehlo.reshape %arg2 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{?}, {?}, {?}, {?}]>]>} : (tensor<5x1x16xf32>) -> tensor<5x1x16x1xf32>
    %245 = sdy.sharding_constraint %244 <@mesh, [{}, {}, {}, {}]> : tensor<5x1x16x1xf32>
    %246 = stablehlo.transpose %245, dims = [0, 2, 1, 3] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{?}, {?}, {?}, {?}]>]>} : (tensor<5x1x16x1xf32>) -> tensor<5x16x1x1xf32>
    %247 = sdy.sharding_constraint %246 <@mesh, [{}, {}, {}, {}]> : tensor<5x16x1x1xf32>
    %248 = stablehlo.reshape %247 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{?}, {?}, {?}]>]>} : (tensor<5x16x1x1xf32>) -> tensor<5x16x1xf32>
    %249 = sdy.sharding_constraint %248 <@mesh, [{}, {}, {}]> : tensor<5x16x1xf32>
    %250 = stablehlo.reverse %249, dims = [0] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{?}, {?}, {?}]>]>} : tensor<5x16x1xf32>
    %251 = sdy.sharding_constraint %250 <@mesh, [{}, {}, {}]> : tensor<5x16x1xf32>
    %252 = stablehlo.convolution(%241, %251) dim_numbers = [b, 0, f]x[0, o, i]->[b, 0, f], window = {stride = [1], pad = [[4, 4]], lhs_dilate = [1], rhs_dilate = [2], reverse = [false]} {batch_group_count = 1 : i64, feature_group_count = 16 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>], sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}, {}]>]>} : (tensor<8x64x16xf32>, tensor<5x16x1xf32>) -> tensor<8x64x16xf32>
    %253 = sdy.sharding_constraint %252 <@mesh, [{"data"}, {"model"}, {}]> : tensor<8x64x16xf32>
    %254 = stablehlo.multiply %3, %253 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}, {}]>]>} : tensor<8x64x16xf32>
    %255 = sdy.sharding_constraint %254 <@mesh, [{"data"}, {"model"}, {}]> : tensor<8x64x16xf32>
    %256 = stablehlo.multiply %253, %19 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}, {}]>]>} : tensor<8x64x16xf32>
    %257 = sdy.sharding_constraint %256 <@mesh, [{"data"}, {"model"}, {}]> : tensor<8x64x16xf32>
    %258 = stablehlo.multiply %255, %26 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}, {}]>]>} : tensor<8x64x16xf32>
    %259 = sdy.sharding_constraint %258 <@mesh, [{"data"}, {"model"}, {}]> : tensor<8x64x16xf32>
    %260 = stablehlo.concatenate %257, %259, dim = 2 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}, {}]>]>} : (tensor<8x64x16xf32>, tensor<8x64x16xf32>) -> tensor<8x64x32xf32>
    %261 = sdy.sharding_constraint %260 <@mesh, [{"data"}, {"model"}, {}]> : tensor<8x64x32xf32>
    %262 = stablehlo.dot_general %261, %arg5, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{?}, {?}]>]>} : (tensor<8x64x32xf32>, tensor<8x64x16xf32>) -> tensor<32x16xf32>
    %263 = sdy.sharding_constraint %262 <@mesh, [{}, {}]> : tensor<32x16xf32>
    %264 = stablehlo.transpose %263, dims = [1, 0] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{?}, {?}]>]>} : (tensor<32x16xf32>) -> tensor<16x32xf32>
    %265 = sdy.sharding_constraint %264 <@mesh, [{}, {}]> : tensor<16x32xf32>
    %cst_29 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<5.000000e-02> : tensor<f32>
    %266 = sdy.sharding_constraint %cst_29 <@mesh, []> : tensor<f32>
    %267 = stablehlo.broadcast_in_dim %266, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{?}]>]>} : (tensor<f32>) -> tensor<16xf32>
    %268 = sdy.sharding_constraint %267 <@mesh, [{}]> : tensor<16xf32>
    %269 = stablehlo.multiply %268, %169 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{?}]>]>} : tensor<16xf32>
    %270 = sdy.sharding_constraint %269 <@mesh, [{}]> : tensor<16xf32>
    %271 = stablehlo.subtract %arg0, %270 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}]>]>} : tensor<16xf32>
    %272 = sdy.sharding_constraint %271 <@mesh, [{}]> : tensor<16xf32>
    %cst_30 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<5.000000e-02> : tensor<f32>
    %273 = sdy.sharding_constraint %cst_30 <@mesh, []> : tensor<f32>
    %274 = stablehlo.broadcast_in_dim %273, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{?}]>]>} : (tensor<f32>) -> tensor<16xf32>
    %275 = sdy.sharding_constraint %274 <@mesh, [{}]> : tensor<16xf32>
    %276 = stablehlo.multiply %275, %183 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{?}]>]>} : tensor<16xf32>
    %277 = sdy.sharding_constraint %276 <@mesh, [{}]> : tensor<16xf32>
    %278 = stablehlo.subtract %arg1, %277 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}]>]>} : tensor<16xf32>
    %279 = sdy.sharding_constraint %278 <@mesh, [{}]> : tensor<16xf32>
    %cst_31 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<5.000000e-02> : tensor<f32>
    %280 = sdy.sharding_constraint %cst_31 <@mesh, []> : tensor<f32>
    %281 = stablehlo.broadcast_in_dim %280, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{?}, {?}, {?}]>]>} : (tensor<f32>) -> tensor<5x1x16xf32>
    %282 = sdy.sharding_constraint %281 <@mesh, [{}, {}, {}]> : tensor<5x1x16xf32>
    %283 = stablehlo.multiply %282, %243 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{?}, {?}, {?}]>]>} : tensor<5x1x16xf32>
    %284 = sdy.sharding_constraint %283 <@mesh, [{}, {}, {}]> : tensor<5x1x16xf32>
    %285 = stablehlo.subtract %arg2, %284 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}, {}]>]>} : tensor<5x1x16xf32>
    %286 = sdy.sharding_constraint %285 <@mesh, [{}, {}, {}]> : tensor<5x1x16xf32>
    %cst_32 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<5.000000e-02> : tensor<f32>
    %287 = sdy.sharding_constraint %cst_32 <@mesh, []> : tensor<f32>
    %288 = stablehlo.broadcast_in_dim %287, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{?}, {?}]>]>} : (tensor<f32>) -> tensor<16x32xf32>
    %289 = sdy.sharding_constraint %288 <@mesh, [{}, {}]> : tensor<16x32xf32>
    %290 = stablehlo.multiply %289, %265 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{?}, {?}]>]>} : tensor<16x32xf32>
    %291 = sdy.sharding_constraint %290 <@mesh, [{}, {}]> : tensor<16x32xf32>
    %292 = stablehlo.subtract %arg3, %291 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}]>]>} : tensor<16x32xf32>
    %293 = sdy.sharding_constraint %292 <@mesh, [{}, {}]> : tensor<16x32xf32>
    %cst_33 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<5.000000e-02> : tensor<f32>
    %294 = sdy.sharding_constraint %cst_33 <@mesh, []> : tensor<f32>
    %295 = stablehlo.broadcast_in_dim %294, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{?}, {?}]>]>} : (tensor<f32>) -> tensor<16x16xf32>
    %296 = sdy.sharding_constraint %295 <@mesh, [{}, {}]> : tensor<16x16xf32>
    %297 = stablehlo.multiply %296, %151 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{?}, {?}]>]>} : tensor<16x16xf32>
    %298 = sdy.sharding_constraint %297 <@mesh, [{}, {}]> : tensor<16x16xf32>
    %299 = stablehlo.subtract %arg4, %298 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}]>]>} : tensor<16x16xf32>
    %300 = sdy.sharding_constraint %299 <@mesh, [{}, {}]> : tensor<16x16xf32>
    return %272, %279, %286, %293, %300, %139 : tensor<16xf32>, tensor<16xf32>, tensor<5x1x16xf32>, tensor<16x32xf32>, tensor<16x16xf32>, tensor<f32>
  }
}
