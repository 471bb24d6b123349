module @jit_dynamic_fn attributes {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["data"=2, "model"=4]> {stablehlo.mesh = {axes = [{name = "data", size = 2 : i64}, {name = "model", size = 4 : i64}]}}
  func.func public @main(%arg0: tensor<128x8xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg1: tensor<4x32xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg2: tensor<32x32xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg3: tensor<32x32xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, %arg4: tensor<8x32x32xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {"model"}, {}]>}, %arg5: tensor<8x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}) -> (tensor<128x8xbf16> {jax.result_info = "result[0]['head']", sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, tensor<4x32xbf16> {jax.result_info = "result[0]['query']", sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, tensor<32x32xbf16> {jax.result_info = "result[0]['wk']", sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, tensor<32x32xbf16> {jax.result_info = "result[0]['wv']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, tensor<f32> {jax.result_info = "result[1]", sdy.sharding = #sdy.sharding<@mesh, []>}) {
    %0 = stablehlo.dot_general %arg4, %arg2, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}, {}]>]>} : (tensor<8x32x32xbf16>, tensor<32x32xbf16>) -> tensor<8x32x32xbf16>
    %1 = sdy.sharding_constraint %0 <@mesh, [{"data"}, {"model"}, {}]> : tensor<8x32x32xbf16>
    %2 = sdy.sharding_constraint %arg3 <@mesh, [{}, {}]> : tensor<32x32xbf16>
    %3 = stablehlo.dot_general %arg4, %2, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}, {}]>]>} : (tensor<8x32x32xbf16>, tensor<32x32xbf16>) -> tensor<8x32x32xbf16>
    %4 = sdy.sharding_constraint %3 <@mesh, [{"data"}, {"model"}, {}]> : tensor<8x32x32xbf16>
    %5 = stablehlo.dot_general %arg1, %1, contracting_dims = [1] x [2], precision = [DEFAULT, DEFAULT] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"data"}, {"model"}]>]>} : (tensor<4x32xbf16>, tensor<8x32x32xbf16>) -> tensor<4x8x32xbf16>
    %6 = sdy.sharding_constraint %5 <@mesh, [{}, {"data"}, {"model"}]> : tensor<4x8x32xbf16>
    %7 = stablehlo.transpose %6, dims = [1, 0, 2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {"model"}]>]>} : (tensor<4x8x32xbf16>) -> tensor<8x4x32xbf16>
    %8 = sdy.sharding_constraint %7 <@mesh, [{"data"}, {}, {"model"}]> : tensor<8x4x32xbf16>
    %cst = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<3.200000e+01> : tensor<bf16>
    %9 = sdy.sharding_constraint %cst <@mesh, []> : tensor<bf16>
    %10 = stablehlo.sqrt %9 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} : tensor<bf16>
    %11 = sdy.sharding_constraint %10 <@mesh, []> : tensor<bf16>
    %12 = stablehlo.broadcast_in_dim %11, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {"model"}]>]>} : (tensor<bf16>) -> tensor<8x4x32xbf16>
    %13 = sdy.sharding_constraint %12 <@mesh, [{"data"}, {}, {"model"}]> : tensor<8x4x32xbf16>
    %14 = stablehlo.divide %8, %13 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {"model"}]>]>} : tensor<8x4x32xbf16>
    %15 = sdy.sharding_constraint %14 <@mesh, [{"data"}, {}, {"model"}]> : tensor<8x4x32xbf16>
    %cst_0 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<0xFF80> : tensor<bf16>
    %16 = sdy.sharding_constraint %cst_0 <@mesh, []> : tensor<bf16>
    %17 = stablehlo.reduce(%15 init: %16) applies stablehlo.maximum across dimensions = [2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : (tensor<8x4x32xbf16>, tensor<bf16>) -> tensor<8x4xbf16>
    %18 = sdy.sharding_constraint %17 <@mesh, [{"data"}, {}]> : tensor<8x4xbf16>
    %cst_1 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<0xFF80> : tensor<bf16>
    %19 = sdy.sharding_constraint %cst_1 <@mesh, []> : tensor<bf16>
    %20 = stablehlo.broadcast_in_dim %19, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : (tensor<bf16>) -> tensor<8x4xbf16>
    %21 = sdy.sharding_constraint %20 <@mesh, [{"data"}, {}]> : tensor<8x4xbf16>
    %22 = stablehlo.maximum %21, %18 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : tensor<8x4xbf16>
    %23 = sdy.sharding_constraint %22 <@mesh, [{"data"}, {}]> : tensor<8x4xbf16>
    %24 = stablehlo.broadcast_in_dim %23, dims = [0, 1] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : (tensor<8x4xbf16>) -> tensor<8x4x1xbf16>
    %25 = sdy.sharding_constraint %24 <@mesh, [{"data"}, {}, {}]> : tensor<8x4x1xbf16>
    %26 = stablehlo.broadcast_in_dim %25, dims = [0, 1, 2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {"model"}]>]>} : (tensor<8x4x1xbf16>) -> tensor<8x4x32xbf16>
    %27 = sdy.sharding_constraint %26 <@mesh, [{"data"}, {}, {"model"}]> : tensor<8x4x32xbf16>
    %28 = stablehlo.subtract %15, %27 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {"model"}]>]>} : tensor<8x4x32xbf16>
    %29 = sdy.sharding_constraint %28 <@mesh, [{"data"}, {}, {"model"}]> : tensor<8x4x32xbf16>
    %30 = stablehlo.exponential %29 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {"model"}]>]>} : tensor<8x4x32xbf16>
    %31 = sdy.sharding_constraint %30 <@mesh, [{"data"}, {}, {"model"}]> : tensor<8x4x32xbf16>
    %32 = stablehlo.convert %31 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {"model"}]>]>} : (tensor<8x4x32xbf16>) -> tensor<8x4x32xf32>
    %33 = sdy.sharding_constraint %32 <@mesh, [{"data"}, {}, {"model"}]> : tensor<8x4x32xf32>
    %cst_2 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<0.000000e+00> : tensor<f32>
    %34 = sdy.sharding_constraint %cst_2 <@mesh, []> : tensor<f32>
    %35 = stablehlo.reduce(%33 init: %34) applies stablehlo.add across dimensions = [2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : (tensor<8x4x32xf32>, tensor<f32>) -> tensor<8x4xf32>
    %36 = sdy.sharding_constraint %35 <@mesh, [{"data"}, {}]> : tensor<8x4xf32>
    %37 = stablehlo.broadcast_in_dim %36, dims = [0, 1] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : (tensor<8x4xf32>) -> tensor<8x4x1xf32>
    %38 = sdy.sharding_constraint %37 <@mesh, [{"data"}, {}, {}]> : tensor<8x4x1xf32>
    %39 = stablehlo.convert %38 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : (tensor<8x4x1xf32>) -> tensor<8x4x1xbf16>
    %40 = sdy.sharding_constraint %39 <@mesh, [{"data"}, {}, {}]> : tensor<8x4x1xbf16>
    %41 = stablehlo.broadcast_in_dim %40, dims = [0, 1, 2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {"model"}]>]>} : (tensor<8x4x1xbf16>) -> tensor<8x4x32xbf16>
    %42 = sdy.sharding_constraint %41 <@mesh, [{"data"}, {}, {"model"}]> : tensor<8x4x32xbf16>
    %43 = stablehlo.divide %31, %42 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {"model"}]>]>} : tensor<8x4x32xbf16>
    %44 = sdy.sharding_constraint %43 <@mesh, [{"data"}, {}, {"model"}]> : tensor<8x4x32xbf16>
    %45 = stablehlo.multiply %40, %40 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : tensor<8x4x1xbf16>
    %46 = sdy.sharding_constraint %45 <@mesh, [{"data"}, {}, {}]> : tensor<8x4x1xbf16>
    %cst_3 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<1.000000e+00> : tensor<bf16>
    %47 = sdy.sharding_constraint %cst_3 <@mesh, []> : tensor<bf16>
    %48 = stablehlo.broadcast_in_dim %47, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : (tensor<bf16>) -> tensor<8x4x1xbf16>
    %49 = sdy.sharding_constraint %48 <@mesh, [{"data"}, {}, {}]> : tensor<8x4x1xbf16>
    %50 = stablehlo.divide %49, %46 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : tensor<8x4x1xbf16>
    %51 = sdy.sharding_constraint %50 <@mesh, [{"data"}, {}, {}]> : tensor<8x4x1xbf16>
    %52 = stablehlo.dot_general %44, %4, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : (tensor<8x4x32xbf16>, tensor<8x32x32xbf16>) -> tensor<8x4x32xbf16>
    %53 = sdy.sharding_constraint %52 <@mesh, [{"data"}, {}, {}]> : tensor<8x4x32xbf16>
    %54 = stablehlo.reshape %53 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : (tensor<8x4x32xbf16>) -> tensor<8x128xbf16>
    %55 = sdy.sharding_constraint %54 <@mesh, [{"data"}, {}]> : tensor<8x128xbf16>
    %56 = stablehlo.dot_general %55, %arg0, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : (tensor<8x128xbf16>, tensor<128x8xbf16>) -> tensor<8x8xbf16>
    %57 = sdy.sharding_constraint %56 <@mesh, [{"data"}, {}]> : tensor<8x8xbf16>
    %58 = stablehlo.convert %57 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : (tensor<8x8xbf16>) -> tensor<8x8xf32>
    %59 = sdy.sharding_constraint %58 <@mesh, [{"data"}, {}]> : tensor<8x8xf32>
    %60 = stablehlo.subtract %59, %arg5 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : tensor<8x8xf32>
    %61 = sdy.sharding_constraint %60 <@mesh, [{"data"}, {}]> : tensor<8x8xf32>
    %62 = stablehlo.multiply %61, %61 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : tensor<8x8xf32>
    %63 = sdy.sharding_constraint %62 <@mesh, [{"data"}, {}]> : tensor<8x8xf32>
    %cst_4 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<2.000000e+00> : tensor<f32>
    %64 = sdy.sharding_constraint %cst_4 <@mesh, []> : tensor<f32>
    %65 = stablehlo.broadcast_in_dim %64, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : (tensor<f32>) -> tensor<8x8xf32>
    %66 = sdy.sharding_constraint %65 <@mesh, [{"data"}, {}]> : tensor<8x8xf32>
    %67 = stablehlo.multiply %66, %61 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : tensor<8x8xf32>
    %68 = sdy.sharding_constraint %67 <@mesh, [{"data"}, {}]> : tensor<8x8xf32>
    %cst_5 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<0.000000e+00> : tensor<f32>
    %69 = sdy.sharding_constraint %cst_5 <@mesh, []> : tensor<f32>
    %70 = stablehlo.reduce(%63 init: %69) applies stablehlo.add across dimensions = [0, 1] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} : (tensor<8x8xf32>, tensor<f32>) -> tensor<f32>
    %71 = sdy.sharding_constraint %70 <@mesh, []> : tensor<f32>
    %cst_6 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<6.400000e+01> : tensor<f32>
    %72 = sdy.sharding_constraint %cst_6 <@mesh, []> : tensor<f32>
    %73 = stablehlo.divide %71, %72 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} : tensor<f32>
    %74 = sdy.sharding_constraint %73 <@mesh, []> : tensor<f32>
    %cst_7 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<1.000000e+00> : tensor<f32>
    %75 = sdy.sharding_constraint %cst_7 <@mesh, []> : tensor<f32>
    %cst_8 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<6.400000e+01> : tensor<f32>
    %76 = sdy.sharding_constraint %cst_8 <@mesh, []> : tensor<f32>
    %77 = stablehlo.divide %75, %76 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} : tensor<f32>
    %78 = sdy.sharding_constraint %77 <@mesh, []> : tensor<f32>
    %79 = stablehlo.broadcast_in_dim %78, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : (tensor<f32>) -> tensor<8x8xf32>
    %80 = sdy.sharding_constraint %79 <@mesh, [{"data"}, {}]> : tensor<8x8xf32>
    %81 = stablehlo.multiply %80, %68 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : tensor<8x8xf32>
    %82 = sdy.sharding_constraint %81 <@mesh, [{"data"}, {}]> : tensor<8x8xf32>
    %83 = stablehlo.convert %82 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : (tensor<8x8xf32>) -> tensor<8x8xbf16>
    %84 = sdy.sharding_constraint %83 <@mesh, [{"data"}, {}]> : tensor<8x8xbf16>
    %85 = stablehlo.dot_general %84, %55, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{?}, {?}]>]>} : (tensor<8x8xbf16>, tensor<8x128xbf16>) -> tensor<8x128xbf16>
    %86 = sdy.sharding_constraint %85 <@mesh, [{}, {}]> : tensor<8x128xbf16>
    %87 = stablehlo.transpose %86, dims = [1, 0] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{?}, {?}]>]>} : (tensor<8x128xbf16>) -> tensor<128x8xbf16>
    %88 = sdy.sharding_constraint %87 <@mesh, [{}, {}]> : tensor<128x8xbf16>
    %89 = stablehlo.dot_general %84, %arg0, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : (tensor<8x8xbf16>, tensor<128x8xbf16>) -> tensor<8x128xbf16>
    %90 = sdy.sharding_constraint %89 <@mesh, [{"data"}, {}]> : tensor<8x128xbf16>
    %91 = stablehlo.reshape %90 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : (tensor<8x128xbf16>) -> tensor<8x4x32xbf16>
    %92 = sdy.sharding_constraint %91 <@mesh, [{"data"}, {}, {}]> : tensor<8x4x32xbf16>
    %93 = stablehlo.dot_general %92, %44, batching_dims = [0] x [0], contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {"model"}]>]>} : (tensor<8x4x32xbf16>, tensor<8x4x32xbf16>) -> tensor<8x32x32xbf16>
    %94 = sdy.sharding_constraint %93 <@mesh, [{"data"}, {}, {"model"}]> : tensor<8x32x32xbf16>
    %95 = stablehlo.transpose %94, dims = [0, 2, 1] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}, {}]>]>} : (tensor<8x32x32xbf16>) -> tensor<8x32x32xbf16>
    %96 = sdy.sharding_constraint %95 <@mesh, [{"data"}, {"model"}, {}]> : tensor<8x32x32xbf16>
    %97 = stablehlo.dot_general %92, %4, batching_dims = [0] x [0], contracting_dims = [2] x [2], precision = [DEFAULT, DEFAULT] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {"model"}]>]>} : (tensor<8x4x32xbf16>, tensor<8x32x32xbf16>) -> tensor<8x4x32xbf16>
    %98 = sdy.sharding_constraint %97 <@mesh, [{"data"}, {}, {"model"}]> : tensor<8x4x32xbf16>
    %99 = stablehlo.broadcast_in_dim %51, dims = [0, 1, 2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {"model"}]>]>} : (tensor<8x4x1xbf16>) -> tensor<8x4x32xbf16>
    %100 = sdy.sharding_constraint %99 <@mesh, [{"data"}, {}, {"model"}]> : tensor<8x4x32xbf16>
    %101 = stablehlo.multiply %98, %100 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {"model"}]>]>} : tensor<8x4x32xbf16>
    %102 = sdy.sharding_constraint %101 <@mesh, [{"data"}, {}, {"model"}]> : tensor<8x4x32xbf16>
    %103 = stablehlo.multiply %102, %31 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {"model"}]>]>} : tensor<8x4x32xbf16>
    %104 = sdy.sharding_constraint %103 <@mesh, [{"data"}, {}, {"model"}]> : tensor<8x4x32xbf16>
    %cst_9 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<0.000000e+00> : tensor<bf16>
    %105 = sdy.sharding_constraint %cst_9 <@mesh, []> : tensor<bf16>
    %106 = stablehlo.reduce(%104 init: %105) applies stablehlo.add across dimensions = [2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : (tensor<8x4x32xbf16>, tensor<bf16>) -> tensor<8x4xbf16>
    %107 = sdy.sharding_constraint %106 <@mesh, [{"data"}, {}]> : tensor<8x4xbf16>
    %108 = stablehlo.reshape %107 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : (tensor<8x4xbf16>) -> tensor<8x4x1xbf16>
    %109 = sdy.sharding_constraint %108 <@mesh, [{"data"}, {}, {}]> : tensor<8x4x1xbf16>
    %110 = stablehlo.negate %109 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : tensor<8x4x1xbf16>
    %111 = sdy.sharding_constraint %110 <@mesh, [{"data"}, {}, {}]> : tensor<8x4x1xbf16>
    %112 = stablehlo.broadcast_in_dim %40, dims = [0, 1, 2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {"model"}]>]>} : (tensor<8x4x1xbf16>) -> tensor<8x4x32xbf16>
    %113 = sdy.sharding_constraint %112 <@mesh, [{"data"}, {}, {"model"}]> : tensor<8x4x32xbf16>
    %114 = stablehlo.divide %98, %113 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {"model"}]>]>} : tensor<8x4x32xbf16>
    %115 = sdy.sharding_constraint %114 <@mesh, [{"data"}, {}, {"model"}]> : tensor<8x4x32xbf16>
    %116 = stablehlo.convert %111 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : (tensor<8x4x1xbf16>) -> tensor<8x4x1xf32>
    %117 = sdy.sharding_constraint %116 <@mesh, [{"data"}, {}, {}]> : tensor<8x4x1xf32>
    %cst_10 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<0.000000e+00> : tensor<f32>
    %118 = sdy.sharding_constraint %cst_10 <@mesh, []> : tensor<f32>
    %119 = stablehlo.reduce(%117 init: %118) applies stablehlo.add across dimensions = [2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : (tensor<8x4x1xf32>, tensor<f32>) -> tensor<8x4xf32>
    %120 = sdy.sharding_constraint %119 <@mesh, [{"data"}, {}]> : tensor<8x4xf32>
    %121 = stablehlo.broadcast_in_dim %120, dims = [0, 1] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {"model"}]>]>} : (tensor<8x4xf32>) -> tensor<8x4x32xf32>
    %122 = sdy.sharding_constraint %121 <@mesh, [{"data"}, {}, {"model"}]> : tensor<8x4x32xf32>
    %123 = stablehlo.convert %122 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {"model"}]>]>} : (tensor<8x4x32xf32>) -> tensor<8x4x32xbf16>
    %124 = sdy.sharding_constraint %123 <@mesh, [{"data"}, {}, {"model"}]> : tensor<8x4x32xbf16>
    %125 = stablehlo.add %115, %124 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {"model"}]>]>} : tensor<8x4x32xbf16>
    %126 = sdy.sharding_constraint %125 <@mesh, [{"data"}, {}, {"model"}]> : tensor<8x4x32xbf16>
    %127 = stablehlo.multiply %126, %31 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {"model"}]>]>} : tensor<8x4x32xbf16>
    %128 = sdy.sharding_constraint %127 <@mesh, [{"data"}, {}, {"model"}]> : tensor<8x4x32xbf16>
    %129 = stablehlo.broadcast_in_dim %11, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {"model"}]>]>} : (tensor<bf16>) -> tensor<8x4x32xbf16>
    %130 = sdy.sharding_constraint %129 <@mesh, [{"data"}, {}, {"model"}]> : tensor<8x4x32xbf16>
    %131 = stablehlo.divide %128, %130 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {"model"}]>]>} : tensor<8x4x32xbf16>
    %132 = sdy.sharding_constraint %131 <@mesh, [{"data"}, {}, {"model"}]> : tensor<8x4x32xbf16>
    %133 = stablehlo.transpose %132, dims = [1, 0, 2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"data"}, {"model"}]>]>} : (tensor<8x4x32xbf16>) -> tensor<4x8x32xbf16>
    %134 = sdy.sharding_constraint %133 <@mesh, [{}, {"data"}, {"model"}]> : tensor<4x8x32xbf16>
    %135 = stablehlo.dot_general %134, %arg1, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}, {}]>]>} : (tensor<4x8x32xbf16>, tensor<4x32xbf16>) -> tensor<8x32x32xbf16>
    %136 = sdy.sharding_constraint %135 <@mesh, [{"data"}, {"model"}, {}]> : tensor<8x32x32xbf16>
    %137 = stablehlo.dot_general %134, %1, contracting_dims = [1, 2] x [0, 1], precision = [DEFAULT, DEFAULT] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{?}, {?}]>]>} : (tensor<4x8x32xbf16>, tensor<8x32x32xbf16>) -> tensor<4x32xbf16>
    %138 = sdy.sharding_constraint %137 <@mesh, [{}, {}]> : tensor<4x32xbf16>
    %139 = stablehlo.dot_general %96, %arg4, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}]>]>} : (tensor<8x32x32xbf16>, tensor<8x32x32xbf16>) -> tensor<32x32xbf16>
    %140 = sdy.sharding_constraint %139 <@mesh, [{}, {}]> : tensor<32x32xbf16>
    %141 = sdy.sharding_constraint %140 <@mesh, [{"model"}, {}]> : tensor<32x32xbf16>
    %142 = stablehlo.transpose %141, dims = [1, 0] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"model"}]>]>} : (tensor<32x32xbf16>) -> tensor<32x32xbf16>
    %143 = sdy.sharding_constraint %142 <@mesh, [{}, {"model"}]> : tensor<32x32xbf16>
    %144 = stablehlo.dot_general %136, %arg4, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{?}, {?}]>]>} : (tensor<8x32x32xbf16>, tensor<8x32x32xbf16>) -> tensor<32x32xbf16>
    %145 = sdy.sharding_constraint %144 <@mesh, [{}, {}]> : tensor<32x32xbf16>
    %146 = stablehlo.transpose %145, dims = [1, 0] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{?}, {?}]>]>} : (tensor<32x32xbf16>) -> tensor<32x32xbf16>
    %147 = sdy.sharding_constraint %146 <@mesh, [{}, {}]> : tensor<32x32xbf16>
    %cst_11 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<5.004880e-02> : tensor<bf16>
    %148 = sdy.sharding_constraint %cst_11 <@mesh, []> : tensor<bf16>
    %149 = stablehlo.broadcast_in_dim %148, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{?}, {?}]>]>} : (tensor<bf16>) -> tensor<128x8xbf16>
    %150 = sdy.sharding_constraint %149 <@mesh, [{}, {}]> : tensor<128x8xbf16>
    %151 = stablehlo.multiply %150, %88 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{?}, {?}]>]>} : tensor<128x8xbf16>
    %152 = sdy.sharding_constraint %151 <@mesh, [{}, {}]> : tensor<128x8xbf16>
    %153 = stablehlo.subtract %arg0, %152 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}]>]>} : tensor<128x8xbf16>
    %154 = sdy.sharding_constraint %153 <@mesh, [{}, {}]> : tensor<128x8xbf16>
    %cst_12 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<5.004880e-02> : tensor<bf16>
    %155 = sdy.sharding_constraint %cst_12 <@mesh, []> : tensor<bf16>
    %156 = stablehlo.broadcast_in_dim %155, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{?}, {?}]>]>} : (tensor<bf16>) -> tensor<4x32xbf16>
    %157 = sdy.sharding_constraint %156 <@mesh, [{}, {}]> : tensor<4x32xbf16>
    %158 = stablehlo.multiply %157, %138 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{?}, {?}]>]>} : tensor<4x32xbf16>
    %159 = sdy.sharding_constraint %158 <@mesh, [{}, {}]> : tensor<4x32xbf16>
    %160 = stablehlo.subtract %arg1, %159 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}]>]>} : tensor<4x32xbf16>
    %161 = sdy.sharding_constraint %160 <@mesh, [{}, {}]> : tensor<4x32xbf16>
    %cst_13 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<5.004880e-02> : tensor<bf16>
    %162 = sdy.sharding_constraint %cst_13 <@mesh, []> : tensor<bf16>
    %163 = stablehlo.broadcast_in_dim %162, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{?}, {?}]>]>} : (tensor<bf16>) -> tensor<32x32xbf16>
    %164 = sdy.sharding_constraint %163 <@mesh, [{}, {}]> : tensor<32x32xbf16>
    %165 = stablehlo.multiply %164, %147 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{?}, {?}]>]>} : tensor<32x32xbf16>
    %166 = sdy.sharding_constraint %165 <@mesh, [{}, {}]> : tensor<32x32xbf16>
    %167 = stablehlo.subtract %arg2, %166 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}]>]>} : tensor<32x32xbf16>
    %168 = sdy.sharding_constraint %167 <@mesh, [{}, {}]> : tensor<32x32xbf16>
    %cst_14 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<5.004880e-02> : tensor<bf16>
    %169 = sdy.sharding_constraint %cst_14 <@mesh, []> : tensor<bf16>
    %170 = stablehlo.broadcast_in_dim %169, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"model"}]>]>} : (tensor<bf16>) -> tensor<32x32xbf16>
    %171 = sdy.sharding_constraint %170 <@mesh, [{}, {"model"}]> : tensor<32x32xbf16>
    %172 = stablehlo.multiply %171, %143 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"model"}]>]>} : tensor<32x32xbf16>
    %173 = sdy.sharding_constraint %172 <@mesh, [{}, {"model"}]> : tensor<32x32xbf16>
    %174 = stablehlo.subtract %arg3, %173 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"model"}]>]>} : tensor<32x32xbf16>
    %175 = sdy.sharding_constraint %174 <@mesh, [{}, {"model"}]> : tensor<32x32xbf16>
    return %154, %161, %168, %175, %74 : tensor<128x8xbf16>, tensor<4x32xbf16>, tensor<32x32xbf16>, tensor<32x32xbf16>, tensor<f32>
  }
}
