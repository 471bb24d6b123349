module @jit_dynamic_fn attributes {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["data"=4, "model"=2]>
  func.func public @main(%arg0: tensor<512xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data", "model"}]>}, %arg1: tensor<128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}]>}, %arg2: tensor<128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}]>}, %arg3: tensor<128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}]>}, %arg4: tensor<128x512xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {"data"}]>}, %arg5: tensor<512x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {"model"}]>}, %arg6: tensor<64x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg7: tensor<64x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {"model"}]>}) -> (tensor<512xf32> {jax.result_info = "result[0]['b1']", sdy.sharding = #sdy.sharding<@mesh, [{"data", "model"}]>}, tensor<128xf32> {jax.result_info = "result[0]['b2']", sdy.sharding = #sdy.sharding<@mesh, [{"model"}]>}, tensor<128xf32> {jax.result_info = "result[0]['ln_b']", sdy.sharding = #sdy.sharding<@mesh, [{"model"}]>}, tensor<128xf32> {jax.result_info = "result[0]['ln_g']", sdy.sharding = #sdy.sharding<@mesh, [{"model"}]>}, tensor<128x512xf32> {jax.result_info = "result[0]['w1']", sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {"data"}]>}, tensor<512x128xf32> {jax.result_info = "result[0]['w2']", sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {"model"}]>}, tensor<f32> {jax.result_info = "result[1]", sdy.sharding = #sdy.sharding<@mesh, []>}) {
    %cst = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<0.000000e+00> : tensor<f32>
    %0 = sdy.sharding_constraint %cst <@mesh, []> : tensor<f32>
    %1 = sdy.sharding_constraint %arg6 <@mesh, [{"data", "model"}, {}]> : tensor<64x128xf32>
    %2 = stablehlo.reduce(%1 init: %0) applies stablehlo.add across dimensions = [1] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data", "model"}]>]>} : (tensor<64x128xf32>, tensor<f32>) -> tensor<64xf32>
    %3 = sdy.sharding_constraint %2 <@mesh, [{"data", "model"}]> : tensor<64xf32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [0] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data", "model"}, {}]>]>} : (tensor<64xf32>) -> tensor<64x1xf32>
    %5 = sdy.sharding_constraint %4 <@mesh, [{"data", "model"}, {}]> : tensor<64x1xf32>
    %cst_0 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<1.280000e+02> : tensor<f32>
    %6 = sdy.sharding_constraint %cst_0 <@mesh, []> : tensor<f32>
    %7 = stablehlo.broadcast_in_dim %6, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data", "model"}, {}]>]>} : (tensor<f32>) -> tensor<64x1xf32>
    %8 = sdy.sharding_constraint %7 <@mesh, [{"data", "model"}, {}]> : tensor<64x1xf32>
    %9 = stablehlo.divide %5, %8 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data", "model"}, {}]>]>} : tensor<64x1xf32>
    %10 = sdy.sharding_constraint %9 <@mesh, [{"data", "model"}, {}]> : tensor<64x1xf32>
    %11 = stablehlo.broadcast_in_dim %10, dims = [0, 1] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data", "model"}, {}]>]>} : (tensor<64x1xf32>) -> tensor<64x128xf32>
    %12 = sdy.sharding_constraint %11 <@mesh, [{"data", "model"}, {}]> : tensor<64x128xf32>
    %13 = sdy.sharding_constraint %arg6 <@mesh, [{"data", "model"}, {}]> : tensor<64x128xf32>
    %14 = stablehlo.subtract %13, %12 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data", "model"}, {}]>]>} : tensor<64x128xf32>
    %15 = sdy.sharding_constraint %14 <@mesh, [{"data", "model"}, {}]> : tensor<64x128xf32>
    %16 = stablehlo.multiply %15, %15 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data", "model"}, {}]>]>} : tensor<64x128xf32>
    %17 = sdy.sharding_constraint %16 <@mesh, [{"data", "model"}, {}]> : tensor<64x128xf32>
    %cst_1 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<0.000000e+00> : tensor<f32>
    %18 = sdy.sharding_constraint %cst_1 <@mesh, []> : tensor<f32>
    %19 = stablehlo.reduce(%17 init: %18) applies stablehlo.add across dimensions = [1] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data", "model"}]>]>} : (tensor<64x128xf32>, tensor<f32>) -> tensor<64xf32>
    %20 = sdy.sharding_constraint %19 <@mesh, [{"data", "model"}]> : tensor<64xf32>
    %21 = stablehlo.broadcast_in_dim %20, dims = [0] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data", "model"}, {}]>]>} : (tensor<64xf32>) -> tensor<64x1xf32>
    %22 = sdy.sharding_constraint %21 <@mesh, [{"data", "model"}, {}]> : tensor<64x1xf32>
    %cst_2 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<1.280000e+02> : tensor<f32>
    %23 = sdy.sharding_constraint %cst_2 <@mesh, []> : tensor<f32>
    %24 = stablehlo.broadcast_in_dim %23, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data", "model"}, {}]>]>} : (tensor<f32>) -> tensor<64x1xf32>
    %25 = sdy.sharding_constraint %24 <@mesh, [{"data", "model"}, {}]> : tensor<64x1xf32>
    %26 = stablehlo.divide %22, %25 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data", "model"}, {}]>]>} : tensor<64x1xf32>
    %27 = sdy.sharding_constraint %26 <@mesh, [{"data", "model"}, {}]> : tensor<64x1xf32>
    %28 = stablehlo.broadcast_in_dim %10, dims = [0, 1] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data", "model"}, {}]>]>} : (tensor<64x1xf32>) -> tensor<64x128xf32>
    %29 = sdy.sharding_constraint %28 <@mesh, [{"data", "model"}, {}]> : tensor<64x128xf32>
    %30 = sdy.sharding_constraint %arg6 <@mesh, [{"data", "model"}, {}]> : tensor<64x128xf32>
    %31 = stablehlo.subtract %30, %29 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data", "model"}, {}]>]>} : tensor<64x128xf32>
    %32 = sdy.sharding_constraint %31 <@mesh, [{"data", "model"}, {}]> : tensor<64x128xf32>
    %cst_3 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<9.99999974E-6> : tensor<f32>
    %33 = sdy.sharding_constraint %cst_3 <@mesh, []> : tensor<f32>
    %34 = stablehlo.broadcast_in_dim %33, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data", "model"}, {}]>]>} : (tensor<f32>) -> tensor<64x1xf32>
    %35 = sdy.sharding_constraint %34 <@mesh, [{"data", "model"}, {}]> : tensor<64x1xf32>
    %36 = stablehlo.add %27, %35 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data", "model"}, {}]>]>} : tensor<64x1xf32>
    %37 = sdy.sharding_constraint %36 <@mesh, [{"data", "model"}, {}]> : tensor<64x1xf32>
    %38 = stablehlo.rsqrt %37 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data", "model"}, {}]>]>} : tensor<64x1xf32>
    %39 = sdy.sharding_constraint %38 <@mesh, [{"data", "model"}, {}]> : tensor<64x1xf32>
    %40 = stablehlo.broadcast_in_dim %39, dims = [0, 1] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data", "model"}, {}]>]>} : (tensor<64x1xf32>) -> tensor<64x128xf32>
    %41 = sdy.sharding_constraint %40 <@mesh, [{"data", "model"}, {}]> : tensor<64x128xf32>
    %42 = stablehlo.multiply %32, %41 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data", "model"}, {}]>]>} : tensor<64x128xf32>
    %43 = sdy.sharding_constraint %42 <@mesh, [{"data", "model"}, {}]> : tensor<64x128xf32>
    %44 = stablehlo.broadcast_in_dim %arg3, dims = [1] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"model"}]>]>} : (tensor<128xf32>) -> tensor<1x128xf32>
    %45 = sdy.sharding_constraint %44 <@mesh, [{}, {"model"}]> : tensor<1x128xf32>
    %46 = stablehlo.broadcast_in_dim %45, dims = [0, 1] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}]>]>} : (tensor<1x128xf32>) -> tensor<64x128xf32>
    %47 = sdy.sharding_constraint %46 <@mesh, [{"data"}, {"model"}]> : tensor<64x128xf32>
    %48 = sdy.sharding_constraint %43 <@mesh, [{"data"}, {"model"}]> : tensor<64x128xf32>
    %49 = stablehlo.multiply %48, %47 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}]>]>} : tensor<64x128xf32>
    %50 = sdy.sharding_constraint %49 <@mesh, [{"data"}, {"model"}]> : tensor<64x128xf32>
    %51 = stablehlo.broadcast_in_dim %arg2, dims = [1] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"model"}]>]>} : (tensor<128xf32>) -> tensor<1x128xf32>
    %52 = sdy.sharding_constraint %51 <@mesh, [{}, {"model"}]> : tensor<1x128xf32>
    %53 = stablehlo.broadcast_in_dim %52, dims = [0, 1] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}]>]>} : (tensor<1x128xf32>) -> tensor<64x128xf32>
    %54 = sdy.sharding_constraint %53 <@mesh, [{"data"}, {"model"}]> : tensor<64x128xf32>
    %55 = stablehlo.add %50, %54 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}]>]>} : tensor<64x128xf32>
    %56 = sdy.sharding_constraint %55 <@mesh, [{"data"}, {"model"}]> : tensor<64x128xf32>
    %57 = sdy.sharding_constraint %56 <@mesh, [{}, {"model"}]> : tensor<64x128xf32>
    %58 = stablehlo.dot_general %57, %arg4, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"data"}]>]>} : (tensor<64x128xf32>, tensor<128x512xf32>) -> tensor<64x512xf32>
    %59 = sdy.sharding_constraint %58 <@mesh, [{}, {"data"}]> : tensor<64x512xf32>
    %60 = sdy.sharding_constraint %59 <@mesh, [{}, {"data", "model"}]> : tensor<64x512xf32>
    %61 = stablehlo.broadcast_in_dim %arg0, dims = [1] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"data", "model"}]>]>} : (tensor<512xf32>) -> tensor<1x512xf32>
    %62 = sdy.sharding_constraint %61 <@mesh, [{}, {"data", "model"}]> : tensor<1x512xf32>
    %63 = stablehlo.broadcast_in_dim %62, dims = [0, 1] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"data", "model"}]>]>} : (tensor<1x512xf32>) -> tensor<64x512xf32>
    %64 = sdy.sharding_constraint %63 <@mesh, [{}, {"data", "model"}]> : tensor<64x512xf32>
    %65 = stablehlo.add %60, %64 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"data", "model"}]>]>} : tensor<64x512xf32>
    %66 = sdy.sharding_constraint %65 <@mesh, [{}, {"data", "model"}]> : tensor<64x512xf32>
    %cst_4 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<5.000000e-01> : tensor<f32>
    %67 = sdy.sharding_constraint %cst_4 <@mesh, []> : tensor<f32>
    %68 = stablehlo.broadcast_in_dim %67, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"data", "model"}]>]>} : (tensor<f32>) -> tensor<64x512xf32>
    %69 = sdy.sharding_constraint %68 <@mesh, [{}, {"data", "model"}]> : tensor<64x512xf32>
    %70 = stablehlo.multiply %69, %66 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"data", "model"}]>]>} : tensor<64x512xf32>
    %71 = sdy.sharding_constraint %70 <@mesh, [{}, {"data", "model"}]> : tensor<64x512xf32>
    %72 = stablehlo.negate %66 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"data", "model"}]>]>} : tensor<64x512xf32>
    %73 = sdy.sharding_constraint %72 <@mesh, [{}, {"data", "model"}]> : tensor<64x512xf32>
    %cst_5 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<0.707106769> : tensor<f32>
    %74 = sdy.sharding_constraint %cst_5 <@mesh, []> : tensor<f32>
    %75 = stablehlo.broadcast_in_dim %74, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"data", "model"}]>]>} : (tensor<f32>) -> tensor<64x512xf32>
    %76 = sdy.sharding_constraint %75 <@mesh, [{}, {"data", "model"}]> : tensor<64x512xf32>
    %77 = stablehlo.multiply %73, %76 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"data", "model"}]>]>} : tensor<64x512xf32>
    %78 = sdy.sharding_constraint %77 <@mesh, [{}, {"data", "model"}]> : tensor<64x512xf32>
    %79 = chlo.erfc %78 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}]>]>} : tensor<64x512xf32> -> tensor<64x512xf32>
    %80 = sdy.sharding_constraint %79 <@mesh, [{}, {}]> : tensor<64x512xf32>
    %81 = chlo.square %78 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"data", "model"}]>]>} : tensor<64x512xf32> -> tensor<64x512xf32>
    %82 = sdy.sharding_constraint %81 <@mesh, [{}, {"data", "model"}]> : tensor<64x512xf32>
    %83 = stablehlo.negate %82 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"data", "model"}]>]>} : tensor<64x512xf32>
    %84 = sdy.sharding_constraint %83 <@mesh, [{}, {"data", "model"}]> : tensor<64x512xf32>
    %85 = stablehlo.exponential %84 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"data", "model"}]>]>} : tensor<64x512xf32>
    %86 = sdy.sharding_constraint %85 <@mesh, [{}, {"data", "model"}]> : tensor<64x512xf32>
    %87 = sdy.sharding_constraint %80 <@mesh, [{}, {"data", "model"}]> : tensor<64x512xf32>
    %88 = stablehlo.multiply %71, %87 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"data", "model"}]>]>} : tensor<64x512xf32>
    %89 = sdy.sharding_constraint %88 <@mesh, [{}, {"data", "model"}]> : tensor<64x512xf32>
    %90 = sdy.sharding_constraint %89 <@mesh, [{}, {"data"}]> : tensor<64x512xf32>
    %91 = stablehlo.dot_general %90, %arg5, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"model"}]>]>} : (tensor<64x512xf32>, tensor<512x128xf32>) -> tensor<64x128xf32>
    %92 = sdy.sharding_constraint %91 <@mesh, [{}, {"model"}]> : tensor<64x128xf32>
    %93 = sdy.sharding_constraint %92 <@mesh, [{"data"}, {"model"}]> : tensor<64x128xf32>
    %94 = sdy.sharding_constraint %arg6 <@mesh, [{"data"}, {"model"}]> : tensor<64x128xf32>
    %95 = stablehlo.add %94, %93 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}]>]>} : tensor<64x128xf32>
    %96 = sdy.sharding_constraint %95 <@mesh, [{"data"}, {"model"}]> : tensor<64x128xf32>
    %97 = stablehlo.broadcast_in_dim %arg1, dims = [1] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"model"}]>]>} : (tensor<128xf32>) -> tensor<1x128xf32>
    %98 = sdy.sharding_constraint %97 <@mesh, [{}, {"model"}]> : tensor<1x128xf32>
    %99 = stablehlo.broadcast_in_dim %98, dims = [0, 1] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}]>]>} : (tensor<1x128xf32>) -> tensor<64x128xf32>
    %100 = sdy.sharding_constraint %99 <@mesh, [{"data"}, {"model"}]> : tensor<64x128xf32>
    %101 = stablehlo.add %96, %100 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}]>]>} : tensor<64x128xf32>
    %102 = sdy.sharding_constraint %101 <@mesh, [{"data"}, {"model"}]> : tensor<64x128xf32>
    %103 = stablehlo.subtract %102, %arg7 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}]>]>} : tensor<64x128xf32>
    %104 = sdy.sharding_constraint %103 <@mesh, [{"data"}, {"model"}]> : tensor<64x128xf32>
    %105 = stablehlo.multiply %104, %104 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}]>]>} : tensor<64x128xf32>
    %106 = sdy.sharding_constraint %105 <@mesh, [{"data"}, {"model"}]> : tensor<64x128xf32>
    %cst_6 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<2.000000e+00> : tensor<f32>
    %107 = sdy.sharding_constraint %cst_6 <@mesh, []> : tensor<f32>
    %108 = stablehlo.broadcast_in_dim %107, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}]>]>} : (tensor<f32>) -> tensor<64x128xf32>
    %109 = sdy.sharding_constraint %108 <@mesh, [{"data"}, {"model"}]> : tensor<64x128xf32>
    %110 = stablehlo.multiply %109, %104 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}]>]>} : tensor<64x128xf32>
    %111 = sdy.sharding_constraint %110 <@mesh, [{"data"}, {"model"}]> : tensor<64x128xf32>
    %cst_7 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<0.000000e+00> : tensor<f32>
    %112 = sdy.sharding_constraint %cst_7 <@mesh, []> : tensor<f32>
    %113 = sdy.sharding_constraint %106 <@mesh, [{}, {"model"}]> : tensor<64x128xf32>
    %114 = stablehlo.reduce(%113 init: %112) applies stablehlo.add across dimensions = [0, 1] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} : (tensor<64x128xf32>, tensor<f32>) -> tensor<f32>
    %115 = sdy.sharding_constraint %114 <@mesh, []> : tensor<f32>
    %cst_8 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<8.192000e+03> : tensor<f32>
    %116 = sdy.sharding_constraint %cst_8 <@mesh, []> : tensor<f32>
    %117 = stablehlo.divide %115, %116 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} : tensor<f32>
    %118 = sdy.sharding_constraint %117 <@mesh, []> : tensor<f32>
    %cst_9 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<1.000000e+00> : tensor<f32>
    %119 = sdy.sharding_constraint %cst_9 <@mesh, []> : tensor<f32>
    %cst_10 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<8.192000e+03> : tensor<f32>
    %120 = sdy.sharding_constraint %cst_10 <@mesh, []> : tensor<f32>
    %121 = stablehlo.divide %119, %120 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} : tensor<f32>
    %122 = sdy.sharding_constraint %121 <@mesh, []> : tensor<f32>
    %123 = stablehlo.broadcast_in_dim %122, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}]>]>} : (tensor<f32>) -> tensor<64x128xf32>
    %124 = sdy.sharding_constraint %123 <@mesh, [{"data"}, {"model"}]> : tensor<64x128xf32>
    %125 = stablehlo.multiply %124, %111 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}]>]>} : tensor<64x128xf32>
    %126 = sdy.sharding_constraint %125 <@mesh, [{"data"}, {"model"}]> : tensor<64x128xf32>
    %cst_11 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<0.000000e+00> : tensor<f32>
    %127 = sdy.sharding_constraint %cst_11 <@mesh, []> : tensor<f32>
    %128 = sdy.sharding_constraint %126 <@mesh, [{}, {"model"}]> : tensor<64x128xf32>
    %129 = stablehlo.reduce(%128 init: %127) applies stablehlo.add across dimensions = [0] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"model"}]>]>} : (tensor<64x128xf32>, tensor<f32>) -> tensor<128xf32>
    %130 = sdy.sharding_constraint %129 <@mesh, [{"model"}]> : tensor<128xf32>
    %131 = stablehlo.reshape %130 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"model"}]>]>} : (tensor<128xf32>) -> tensor<1x128xf32>
    %132 = sdy.sharding_constraint %131 <@mesh, [{}, {"model"}]> : tensor<1x128xf32>
    %cst_12 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<0.000000e+00> : tensor<f32>
    %133 = sdy.sharding_constraint %cst_12 <@mesh, []> : tensor<f32>
    %134 = stablehlo.reduce(%132 init: %133) applies stablehlo.add across dimensions = [0] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"model"}]>]>} : (tensor<1x128xf32>, tensor<f32>) -> tensor<128xf32>
    %135 = sdy.sharding_constraint %134 <@mesh, [{"model"}]> : tensor<128xf32>
    %136 = sdy.sharding_constraint %126 <@mesh, [{}, {"model"}]> : tensor<64x128xf32>
    %137 = sdy.sharding_constraint %89 <@mesh, [{}, {"data"}]> : tensor<64x512xf32>
    %138 = stablehlo.dot_general %136, %137, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"model"}, {"data"}]>]>} : (tensor<64x128xf32>, tensor<64x512xf32>) -> tensor<128x512xf32>
    %139 = sdy.sharding_constraint %138 <@mesh, [{"model"}, {"data"}]> : tensor<128x512xf32>
    %140 = stablehlo.transpose %139, dims = [1, 0] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}]>]>} : (tensor<128x512xf32>) -> tensor<512x128xf32>
    %141 = sdy.sharding_constraint %140 <@mesh, [{"data"}, {"model"}]> : tensor<512x128xf32>
    %142 = sdy.sharding_constraint %126 <@mesh, [{}, {"model"}]> : tensor<64x128xf32>
    %143 = stablehlo.dot_general %142, %arg5, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"data"}]>]>} : (tensor<64x128xf32>, tensor<512x128xf32>) -> tensor<64x512xf32>
    %144 = sdy.sharding_constraint %143 <@mesh, [{}, {"data"}]> : tensor<64x512xf32>
    %145 = sdy.sharding_constraint %144 <@mesh, [{}, {"data", "model"}]> : tensor<64x512xf32>
    %146 = stablehlo.multiply %71, %145 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"data", "model"}]>]>} : tensor<64x512xf32>
    %147 = sdy.sharding_constraint %146 <@mesh, [{}, {"data", "model"}]> : tensor<64x512xf32>
    %148 = sdy.sharding_constraint %144 <@mesh, [{}, {"data", "model"}]> : tensor<64x512xf32>
    %149 = sdy.sharding_constraint %80 <@mesh, [{}, {"data", "model"}]> : tensor<64x512xf32>
    %150 = stablehlo.multiply %148, %149 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"data", "model"}]>]>} : tensor<64x512xf32>
    %151 = sdy.sharding_constraint %150 <@mesh, [{}, {"data", "model"}]> : tensor<64x512xf32>
    %cst_13 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<-1.12837923> : tensor<f32>
    %152 = sdy.sharding_constraint %cst_13 <@mesh, []> : tensor<f32>
    %153 = stablehlo.broadcast_in_dim %152, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"data", "model"}]>]>} : (tensor<f32>) -> tensor<64x512xf32>
    %154 = sdy.sharding_constraint %153 <@mesh, [{}, {"data", "model"}]> : tensor<64x512xf32>
    %155 = stablehlo.multiply %154, %147 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"data", "model"}]>]>} : tensor<64x512xf32>
    %156 = sdy.sharding_constraint %155 <@mesh, [{}, {"data", "model"}]> : tensor<64x512xf32>
    %157 = stablehlo.multiply %156, %86 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"data", "model"}]>]>} : tensor<64x512xf32>
    %158 = sdy.sharding_constraint %157 <@mesh, [{}, {"data", "model"}]> : tensor<64x512xf32>
    %cst_14 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<0.707106769> : tensor<f32>
    %159 = sdy.sharding_constraint %cst_14 <@mesh, []> : tensor<f32>
    %160 = stablehlo.broadcast_in_dim %159, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"data", "model"}]>]>} : (tensor<f32>) -> tensor<64x512xf32>
    %161 = sdy.sharding_constraint %160 <@mesh, [{}, {"data", "model"}]> : tensor<64x512xf32>
    %162 = stablehlo.multiply %158, %161 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"data", "model"}]>]>} : tensor<64x512xf32>
    %163 = sdy.sharding_constraint %162 <@mesh, [{}, {"data", "model"}]> : tensor<64x512xf32>
    %164 = stablehlo.negate %163 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"data", "model"}]>]>} : tensor<64x512xf32>
    %165 = sdy.sharding_constraint %164 <@mesh, [{}, {"data", "model"}]> : tensor<64x512xf32>
    %cst_15 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<5.000000e-01> : tensor<f32>
    %166 = sdy.sharding_constraint %cst_15 <@mesh, []> : tensor<f32>
    %167 = stablehlo.broadcast_in_dim %166, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"data", "model"}]>]>} : (tensor<f32>) -> tensor<64x512xf32>
    %168 = sdy.sharding_constraint %167 <@mesh, [{}, {"data", "model"}]> : tensor<64x512xf32>
    %169 = stablehlo.multiply %168, %151 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"data", "model"}]>]>} : tensor<64x512xf32>
    %170 = sdy.sharding_constraint %169 <@mesh, [{}, {"data", "model"}]> : tensor<64x512xf32>
    %171 = stablehlo.add %165, %170 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"data", "model"}]>]>} : tensor<64x512xf32>
    %172 = sdy.sharding_constraint %171 <@mesh, [{}, {"data", "model"}]> : tensor<64x512xf32>
    %cst_16 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<0.000000e+00> : tensor<f32>
    %173 = sdy.sharding_constraint %cst_16 <@mesh, []> : tensor<f32>
    %174 = stablehlo.reduce(%172 init: %173) applies stablehlo.add across dimensions = [0] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data", "model"}]>]>} : (tensor<64x512xf32>, tensor<f32>) -> tensor<512xf32>
    %175 = sdy.sharding_constraint %174 <@mesh, [{"data", "model"}]> : tensor<512xf32>
    %176 = stablehlo.reshape %175 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"data", "model"}]>]>} : (tensor<512xf32>) -> tensor<1x512xf32>
    %177 = sdy.sharding_constraint %176 <@mesh, [{}, {"data", "model"}]> : tensor<1x512xf32>
    %cst_17 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<0.000000e+00> : tensor<f32>
    %178 = sdy.sharding_constraint %cst_17 <@mesh, []> : tensor<f32>
    %179 = stablehlo.reduce(%177 init: %178) applies stablehlo.add across dimensions = [0] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data", "model"}]>]>} : (tensor<1x512xf32>, tensor<f32>) -> tensor<512xf32>
    %180 = sdy.sharding_constraint %179 <@mesh, [{"data", "model"}]> : tensor<512xf32>
    %181 = sdy.sharding_constraint %172 <@mesh, [{}, {"data"}]> : tensor<64x512xf32>
    %182 = sdy.sharding_constraint %56 <@mesh, [{}, {"model"}]> : tensor<64x128xf32>
    %183 = stablehlo.dot_general %181, %182, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}]>]>} : (tensor<64x512xf32>, tensor<64x128xf32>) -> tensor<512x128xf32>
    %184 = sdy.sharding_constraint %183 <@mesh, [{"data"}, {"model"}]> : tensor<512x128xf32>
    %185 = stablehlo.transpose %184, dims = [1, 0] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"model"}, {"data"}]>]>} : (tensor<512x128xf32>) -> tensor<128x512xf32>
    %186 = sdy.sharding_constraint %185 <@mesh, [{"model"}, {"data"}]> : tensor<128x512xf32>
    %187 = sdy.sharding_constraint %172 <@mesh, [{}, {"data"}]> : tensor<64x512xf32>
    %188 = stablehlo.dot_general %187, %arg4, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"model"}]>]>} : (tensor<64x512xf32>, tensor<128x512xf32>) -> tensor<64x128xf32>
    %189 = sdy.sharding_constraint %188 <@mesh, [{}, {"model"}]> : tensor<64x128xf32>
    %cst_18 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<0.000000e+00> : tensor<f32>
    %190 = sdy.sharding_constraint %cst_18 <@mesh, []> : tensor<f32>
    %191 = stablehlo.reduce(%189 init: %190) applies stablehlo.add across dimensions = [0] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"model"}]>]>} : (tensor<64x128xf32>, tensor<f32>) -> tensor<128xf32>
    %192 = sdy.sharding_constraint %191 <@mesh, [{"model"}]> : tensor<128xf32>
    %193 = stablehlo.reshape %192 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"model"}]>]>} : (tensor<128xf32>) -> tensor<1x128xf32>
    %194 = sdy.sharding_constraint %193 <@mesh, [{}, {"model"}]> : tensor<1x128xf32>
    %cst_19 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<0.000000e+00> : tensor<f32>
    %195 = sdy.sharding_constraint %cst_19 <@mesh, []> : tensor<f32>
    %196 = stablehlo.reduce(%194 init: %195) applies stablehlo.add across dimensions = [0] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"model"}]>]>} : (tensor<1x128xf32>, tensor<f32>) -> tensor<128xf32>
    %197 = sdy.sharding_constraint %196 <@mesh, [{"model"}]> : tensor<128xf32>
    %198 = sdy.sharding_constraint %43 <@mesh, [{"data"}, {"model"}]> : tensor<64x128xf32>
    %199 = sdy.sharding_constraint %189 <@mesh, [{"data"}, {"model"}]> : tensor<64x128xf32>
    %200 = stablehlo.multiply %198, %199 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}]>]>} : tensor<64x128xf32>
    %201 = sdy.sharding_constraint %200 <@mesh, [{"data"}, {"model"}]> : tensor<64x128xf32>
    %cst_20 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<0.000000e+00> : tensor<f32>
    %202 = sdy.sharding_constraint %cst_20 <@mesh, []> : tensor<f32>
    %203 = sdy.sharding_constraint %201 <@mesh, [{}, {"model"}]> : tensor<64x128xf32>
    %204 = stablehlo.reduce(%203 init: %202) applies stablehlo.add across dimensions = [0] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"model"}]>]>} : (tensor<64x128xf32>, tensor<f32>) -> tensor<128xf32>
    %205 = sdy.sharding_constraint %204 <@mesh, [{"model"}]> : tensor<128xf32>
    %206 = stablehlo.reshape %205 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"model"}]>]>} : (tensor<128xf32>) -> tensor<1x128xf32>
    %207 = sdy.sharding_constraint %206 <@mesh, [{}, {"model"}]> : tensor<1x128xf32>
    %cst_21 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<0.000000e+00> : tensor<f32>
    %208 = sdy.sharding_constraint %cst_21 <@mesh, []> : tensor<f32>
    %209 = stablehlo.reduce(%207 init: %208) applies stablehlo.add across dimensions = [0] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"model"}]>]>} : (tensor<1x128xf32>, tensor<f32>) -> tensor<128xf32>
    %210 = sdy.sharding_constraint %209 <@mesh, [{"model"}]> : tensor<128xf32>
    %cst_22 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<5.000000e-02> : tensor<f32>
    %211 = sdy.sharding_constraint %cst_22 <@mesh, []> : tensor<f32>
    %212 = stablehlo.broadcast_in_dim %211, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data", "model"}]>]>} : (tensor<f32>) -> tensor<512xf32>
    %213 = sdy.sharding_constraint %212 <@mesh, [{"data", "model"}]> : tensor<512xf32>
    %214 = stablehlo.multiply %213, %180 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data", "model"}]>]>} : tensor<512xf32>
    %215 = sdy.sharding_constraint %214 <@mesh, [{"data", "model"}]> : tensor<512xf32>
    %216 = stablehlo.subtract %arg0, %215 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data", "model"}]>]>} : tensor<512xf32>
    %217 = sdy.sharding_constraint %216 <@mesh, [{"data", "model"}]> : tensor<512xf32>
    %cst_23 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<5.000000e-02> : tensor<f32>
    %218 = sdy.sharding_constraint %cst_23 <@mesh, []> : tensor<f32>
    %219 = stablehlo.broadcast_in_dim %218, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"model"}]>]>} : (tensor<f32>) -> tensor<128xf32>
    %220 = sdy.sharding_constraint %219 <@mesh, [{"model"}]> : tensor<128xf32>
    %221 = stablehlo.multiply %220, %135 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"model"}]>]>} : tensor<128xf32>
    %222 = sdy.sharding_constraint %221 <@mesh, [{"model"}]> : tensor<128xf32>
    %223 = stablehlo.subtract %arg1, %222 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"model"}]>]>} : tensor<128xf32>
    %224 = sdy.sharding_constraint %223 <@mesh, [{"model"}]> : tensor<128xf32>
    %cst_24 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<5.000000e-02> : tensor<f32>
    %225 = sdy.sharding_constraint %cst_24 <@mesh, []> : tensor<f32>
    %226 = stablehlo.broadcast_in_dim %225, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"model"}]>]>} : (tensor<f32>) -> tensor<128xf32>
    %227 = sdy.sharding_constraint %226 <@mesh, [{"model"}]> : tensor<128xf32>
    %228 = stablehlo.multiply %227, %197 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"model"}]>]>} : tensor<128xf32>
    %229 = sdy.sharding_constraint %228 <@mesh, [{"model"}]> : tensor<128xf32>
    %230 = stablehlo.subtract %arg2, %229 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"model"}]>]>} : tensor<128xf32>
    %231 = sdy.sharding_constraint %230 <@mesh, [{"model"}]> : tensor<128xf32>
    %cst_25 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<5.000000e-02> : tensor<f32>
    %232 = sdy.sharding_constraint %cst_25 <@mesh, []> : tensor<f32>
    %233 = stablehlo.broadcast_in_dim %232, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"model"}]>]>} : (tensor<f32>) -> tensor<128xf32>
    %234 = sdy.sharding_constraint %233 <@mesh, [{"model"}]> : tensor<128xf32>
    %235 = stablehlo.multiply %234, %210 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"model"}]>]>} : tensor<128xf32>
    %236 = sdy.sharding_constraint %235 <@mesh, [{"model"}]> : tensor<128xf32>
    %237 = stablehlo.subtract %arg3, %236 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"model"}]>]>} : tensor<128xf32>
    %238 = sdy.sharding_constraint %237 <@mesh, [{"model"}]> : tensor<128xf32>
    %cst_26 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<5.000000e-02> : tensor<f32>
    %239 = sdy.sharding_constraint %cst_26 <@mesh, []> : tensor<f32>
    %240 = stablehlo.broadcast_in_dim %239, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"model"}, {"data"}]>]>} : (tensor<f32>) -> tensor<128x512xf32>
    %241 = sdy.sharding_constraint %240 <@mesh, [{"model"}, {"data"}]> : tensor<128x512xf32>
    %242 = stablehlo.multiply %241, %186 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"model"}, {"data"}]>]>} : tensor<128x512xf32>
    %243 = sdy.sharding_constraint %242 <@mesh, [{"model"}, {"data"}]> : tensor<128x512xf32>
    %244 = stablehlo.subtract %arg4, %243 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"model"}, {"data"}]>]>} : tensor<128x512xf32>
    %245 = sdy.sharding_constraint %244 <@mesh, [{"model"}, {"data"}]> : tensor<128x512xf32>
    %cst_27 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<5.000000e-02> : tensor<f32>
    %246 = sdy.sharding_constraint %cst_27 <@mesh, []> : tensor<f32>
    %247 = stablehlo.broadcast_in_dim %246, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}]>]>} : (tensor<f32>) -> tensor<512x128xf32>
    %248 = sdy.sharding_constraint %247 <@mesh, [{"data"}, {"model"}]> : tensor<512x128xf32>
    %249 = stablehlo.multiply %248, %141 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}]>]>} : tensor<512x128xf32>
    %250 = sdy.sharding_constraint %249 <@mesh, [{"data"}, {"model"}]> : tensor<512x128xf32>
    %251 = stablehlo.subtract %arg5, %250 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}]>]>} : tensor<512x128xf32>
    %252 = sdy.sharding_constraint %251 <@mesh, [{"data"}, {"model"}]> : tensor<512x128xf32>
    return %217, %224, %231, %238, %245, %252, %118 : tensor<512xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128x512xf32>, tensor<512x128xf32>, tensor<f32>
  }
}
