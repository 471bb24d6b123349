module @jit_dynamic_fn attributes {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["data"=2, "model"=4]>
  func.func public @main(%arg0: tensor<128x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg1: tensor<128x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, %arg2: tensor<128x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg3: tensor<128x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {}]>}, %arg4: tensor<8x64x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}]>}) -> (tensor<128x32xf32> {jax.result_info = "result[0]['wk']", sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, tensor<128x128xf32> {jax.result_info = "result[0]['wo']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, tensor<128x128xf32> {jax.result_info = "result[0]['wq']", sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, tensor<128x32xf32> {jax.result_info = "result[0]['wv']", sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {}]>}, tensor<f32> {jax.result_info = "result[1]", sdy.sharding = #sdy.sharding<@mesh, []>}) {
    %0 = sdy.sharding_constraint %arg4 <@mesh, [{"model"}, {}, {}]> : tensor<8x64x128xf32>
    %1 = stablehlo.dot_general %0, %arg2, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"model"}, {}, {}]>]>} : (tensor<8x64x128xf32>, tensor<128x128xf32>) -> tensor<8x64x128xf32>
    %2 = sdy.sharding_constraint %1 <@mesh, [{"model"}, {}, {}]> : tensor<8x64x128xf32>
    %3 = stablehlo.reshape %2 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"model"}, {}, {}, {}]>]>} : (tensor<8x64x128xf32>) -> tensor<8x64x8x16xf32>
    %4 = sdy.sharding_constraint %3 <@mesh, [{"model"}, {}, {}, {}]> : tensor<8x64x8x16xf32>
    %5 = stablehlo.iota dim = 0 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}]>]>} : tensor<8xi32>
    %6 = sdy.sharding_constraint %5 <@mesh, [{}]> : tensor<8xi32>
    %c = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<2> : tensor<i32>
    %7 = sdy.sharding_constraint %c <@mesh, []> : tensor<i32>
    %8 = stablehlo.broadcast_in_dim %7, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}]>]>} : (tensor<i32>) -> tensor<8xi32>
    %9 = sdy.sharding_constraint %8 <@mesh, [{}]> : tensor<8xi32>
    %10 = stablehlo.multiply %9, %6 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}]>]>} : tensor<8xi32>
    %11 = sdy.sharding_constraint %10 <@mesh, [{}]> : tensor<8xi32>
    %c_0 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<0> : tensor<i32>
    %12 = sdy.sharding_constraint %c_0 <@mesh, []> : tensor<i32>
    %13 = stablehlo.broadcast_in_dim %12, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}]>]>} : (tensor<i32>) -> tensor<8xi32>
    %14 = sdy.sharding_constraint %13 <@mesh, [{}]> : tensor<8xi32>
    %15 = stablehlo.add %14, %11 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}]>]>} : tensor<8xi32>
    %16 = sdy.sharding_constraint %15 <@mesh, [{}]> : tensor<8xi32>
    %17 = stablehlo.convert %16 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}]>]>} : (tensor<8xi32>) -> tensor<8xf32>
    %18 = sdy.sharding_constraint %17 <@mesh, [{}]> : tensor<8xf32>
    %cst = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<1.600000e+01> : tensor<f32>
    %19 = sdy.sharding_constraint %cst <@mesh, []> : tensor<f32>
    %20 = stablehlo.broadcast_in_dim %19, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}]>]>} : (tensor<f32>) -> tensor<8xf32>
    %21 = sdy.sharding_constraint %20 <@mesh, [{}]> : tensor<8xf32>
    %22 = stablehlo.divide %18, %21 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}]>]>} : tensor<8xf32>
    %23 = sdy.sharding_constraint %22 <@mesh, [{}]> : tensor<8xf32>
    %cst_1 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<1.000000e+04> : tensor<f32>
    %24 = sdy.sharding_constraint %cst_1 <@mesh, []> : tensor<f32>
    %25 = stablehlo.broadcast_in_dim %24, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}]>]>} : (tensor<f32>) -> tensor<8xf32>
    %26 = sdy.sharding_constraint %25 <@mesh, [{}]> : tensor<8xf32>
    %27 = stablehlo.power %26, %23 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}]>]>} : tensor<8xf32>
    %28 = sdy.sharding_constraint %27 <@mesh, [{}]> : tensor<8xf32>
    %cst_2 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<1.000000e+00> : tensor<f32>
    %29 = sdy.sharding_constraint %cst_2 <@mesh, []> : tensor<f32>
    %30 = stablehlo.broadcast_in_dim %29, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}]>]>} : (tensor<f32>) -> tensor<8xf32>
    %31 = sdy.sharding_constraint %30 <@mesh, [{}]> : tensor<8xf32>
    %32 = stablehlo.divide %31, %28 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}]>]>} : tensor<8xf32>
    %33 = sdy.sharding_constraint %32 <@mesh, [{}]> : tensor<8xf32>
    %34 = stablehlo.iota dim = 0 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}]>]>} : tensor<64xi32>
    %35 = sdy.sharding_constraint %34 <@mesh, [{}]> : tensor<64xi32>
    %36 = stablehlo.broadcast_in_dim %35, dims = [0] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}]>]>} : (tensor<64xi32>) -> tensor<64x1xi32>
    %37 = sdy.sharding_constraint %36 <@mesh, [{}, {}]> : tensor<64x1xi32>
    %38 = stablehlo.broadcast_in_dim %33, dims = [1] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}]>]>} : (tensor<8xf32>) -> tensor<1x8xf32>
    %39 = sdy.sharding_constraint %38 <@mesh, [{}, {}]> : tensor<1x8xf32>
    %40 = stablehlo.convert %37 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}]>]>} : (tensor<64x1xi32>) -> tensor<64x1xf32>
    %41 = sdy.sharding_constraint %40 <@mesh, [{}, {}]> : tensor<64x1xf32>
    %42 = stablehlo.broadcast_in_dim %41, dims = [0, 1] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}]>]>} : (tensor<64x1xf32>) -> tensor<64x8xf32>
    %43 = sdy.sharding_constraint %42 <@mesh, [{}, {}]> : tensor<64x8xf32>
    %44 = stablehlo.broadcast_in_dim %39, dims = [0, 1] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}]>]>} : (tensor<1x8xf32>) -> tensor<64x8xf32>
    %45 = sdy.sharding_constraint %44 <@mesh, [{}, {}]> : tensor<64x8xf32>
    %46 = stablehlo.multiply %43, %45 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}]>]>} : tensor<64x8xf32>
    %47 = sdy.sharding_constraint %46 <@mesh, [{}, {}]> : tensor<64x8xf32>
    %48 = stablehlo.cosine %47 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}]>]>} : tensor<64x8xf32>
    %49 = sdy.sharding_constraint %48 <@mesh, [{}, {}]> : tensor<64x8xf32>
    %50 = stablehlo.broadcast_in_dim %49, dims = [1, 3] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}, {}, {}]>]>} : (tensor<64x8xf32>) -> tensor<1x64x1x8xf32>
    %51 = sdy.sharding_constraint %50 <@mesh, [{}, {}, {}, {}]> : tensor<1x64x1x8xf32>
    %52 = stablehlo.sine %47 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}]>]>} : tensor<64x8xf32>
    %53 = sdy.sharding_constraint %52 <@mesh, [{}, {}]> : tensor<64x8xf32>
    %54 = stablehlo.broadcast_in_dim %53, dims = [1, 3] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}, {}, {}]>]>} : (tensor<64x8xf32>) -> tensor<1x64x1x8xf32>
    %55 = sdy.sharding_constraint %54 <@mesh, [{}, {}, {}, {}]> : tensor<1x64x1x8xf32>
    %56 = sdy.sharding_constraint %4 <@mesh, [{}, {"model"}, {}, {}]> : tensor<8x64x8x16xf32>
    %57 = stablehlo.slice %56 [0:8, 0:64, 0:8, 0:16:2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"model"}, {}, {}]>]>} : (tensor<8x64x8x16xf32>) -> tensor<8x64x8x8xf32>
    %58 = sdy.sharding_constraint %57 <@mesh, [{}, {"model"}, {}, {}]> : tensor<8x64x8x8xf32>
    %59 = sdy.sharding_constraint %4 <@mesh, [{}, {"model"}, {}, {}]> : tensor<8x64x8x16xf32>
    %60 = stablehlo.slice %59 [0:8, 0:64, 0:8, 1:16:2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"model"}, {}, {}]>]>} : (tensor<8x64x8x16xf32>) -> tensor<8x64x8x8xf32>
    %61 = sdy.sharding_constraint %60 <@mesh, [{}, {"model"}, {}, {}]> : tensor<8x64x8x8xf32>
    %62 = stablehlo.broadcast_in_dim %51, dims = [0, 1, 2, 3] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}, {"model"}, {}]>]>} : (tensor<1x64x1x8xf32>) -> tensor<8x64x8x8xf32>
    %63 = sdy.sharding_constraint %62 <@mesh, [{}, {}, {"model"}, {}]> : tensor<8x64x8x8xf32>
    %64 = sdy.sharding_constraint %58 <@mesh, [{}, {}, {"model"}, {}]> : tensor<8x64x8x8xf32>
    %65 = stablehlo.multiply %64, %63 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}, {"model"}, {}]>]>} : tensor<8x64x8x8xf32>
    %66 = sdy.sharding_constraint %65 <@mesh, [{}, {}, {"model"}, {}]> : tensor<8x64x8x8xf32>
    %67 = stablehlo.broadcast_in_dim %55, dims = [0, 1, 2, 3] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}, {"model"}, {}]>]>} : (tensor<1x64x1x8xf32>) -> tensor<8x64x8x8xf32>
    %68 = sdy.sharding_constraint %67 <@mesh, [{}, {}, {"model"}, {}]> : tensor<8x64x8x8xf32>
    %69 = sdy.sharding_constraint %61 <@mesh, [{}, {}, {"model"}, {}]> : tensor<8x64x8x8xf32>
    %70 = stablehlo.multiply %69, %68 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}, {"model"}, {}]>]>} : tensor<8x64x8x8xf32>
    %71 = sdy.sharding_constraint %70 <@mesh, [{}, {}, {"model"}, {}]> : tensor<8x64x8x8xf32>
    %72 = stablehlo.subtract %66, %71 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}, {"model"}, {}]>]>} : tensor<8x64x8x8xf32>
    %73 = sdy.sharding_constraint %72 <@mesh, [{}, {}, {"model"}, {}]> : tensor<8x64x8x8xf32>
    %74 = stablehlo.broadcast_in_dim %55, dims = [0, 1, 2, 3] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}, {"model"}, {}]>]>} : (tensor<1x64x1x8xf32>) -> tensor<8x64x8x8xf32>
    %75 = sdy.sharding_constraint %74 <@mesh, [{}, {}, {"model"}, {}]> : tensor<8x64x8x8xf32>
    %76 = sdy.sharding_constraint %58 <@mesh, [{}, {}, {"model"}, {}]> : tensor<8x64x8x8xf32>
    %77 = stablehlo.multiply %76, %75 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}, {"model"}, {}]>]>} : tensor<8x64x8x8xf32>
    %78 = sdy.sharding_constraint %77 <@mesh, [{}, {}, {"model"}, {}]> : tensor<8x64x8x8xf32>
    %79 = stablehlo.broadcast_in_dim %51, dims = [0, 1, 2, 3] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}, {"model"}, {}]>]>} : (tensor<1x64x1x8xf32>) -> tensor<8x64x8x8xf32>
    %80 = sdy.sharding_constraint %79 <@mesh, [{}, {}, {"model"}, {}]> : tensor<8x64x8x8xf32>
    %81 = sdy.sharding_constraint %61 <@mesh, [{}, {}, {"model"}, {}]> : tensor<8x64x8x8xf32>
    %82 = stablehlo.multiply %81, %80 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}, {"model"}, {}]>]>} : tensor<8x64x8x8xf32>
    %83 = sdy.sharding_constraint %82 <@mesh, [{}, {}, {"model"}, {}]> : tensor<8x64x8x8xf32>
    %84 = stablehlo.add %78, %83 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}, {"model"}, {}]>]>} : tensor<8x64x8x8xf32>
    %85 = sdy.sharding_constraint %84 <@mesh, [{}, {}, {"model"}, {}]> : tensor<8x64x8x8xf32>
    %86 = stablehlo.concatenate %73, %85, dim = 3 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}, {"model"}, {}]>]>} : (tensor<8x64x8x8xf32>, tensor<8x64x8x8xf32>) -> tensor<8x64x8x16xf32>
    %87 = sdy.sharding_constraint %86 <@mesh, [{}, {}, {"model"}, {}]> : tensor<8x64x8x16xf32>
    %88 = sdy.sharding_constraint %arg4 <@mesh, [{}, {"model"}, {}]> : tensor<8x64x128xf32>
    %89 = stablehlo.dot_general %88, %arg0, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"model"}, {}]>]>} : (tensor<8x64x128xf32>, tensor<128x32xf32>) -> tensor<8x64x32xf32>
    %90 = sdy.sharding_constraint %89 <@mesh, [{}, {"model"}, {}]> : tensor<8x64x32xf32>
    %91 = sdy.sharding_constraint %90 <@mesh, [{"model":(2)2}, {"model":(1)2}, {}]> : tensor<8x64x32xf32>
    %92 = stablehlo.reshape %91 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"model":(2)2}, {"model":(1)2}, {}, {}]>]>} : (tensor<8x64x32xf32>) -> tensor<8x64x2x16xf32>
    %93 = sdy.sharding_constraint %92 <@mesh, [{"model":(2)2}, {"model":(1)2}, {}, {}]> : tensor<8x64x2x16xf32>
    %94 = stablehlo.iota dim = 0 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"model"}]>]>} : tensor<8xi32>
    %95 = sdy.sharding_constraint %94 <@mesh, [{"model"}]> : tensor<8xi32>
    %c_3 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<2> : tensor<i32>
    %96 = sdy.sharding_constraint %c_3 <@mesh, []> : tensor<i32>
    %97 = stablehlo.broadcast_in_dim %96, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"model"}]>]>} : (tensor<i32>) -> tensor<8xi32>
    %98 = sdy.sharding_constraint %97 <@mesh, [{"model"}]> : tensor<8xi32>
    %99 = stablehlo.multiply %98, %95 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"model"}]>]>} : tensor<8xi32>
    %100 = sdy.sharding_constraint %99 <@mesh, [{"model"}]> : tensor<8xi32>
    %c_4 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<0> : tensor<i32>
    %101 = sdy.sharding_constraint %c_4 <@mesh, []> : tensor<i32>
    %102 = stablehlo.broadcast_in_dim %101, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"model"}]>]>} : (tensor<i32>) -> tensor<8xi32>
    %103 = sdy.sharding_constraint %102 <@mesh, [{"model"}]> : tensor<8xi32>
    %104 = stablehlo.add %103, %100 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"model"}]>]>} : tensor<8xi32>
    %105 = sdy.sharding_constraint %104 <@mesh, [{"model"}]> : tensor<8xi32>
    %106 = stablehlo.convert %105 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"model"}]>]>} : (tensor<8xi32>) -> tensor<8xf32>
    %107 = sdy.sharding_constraint %106 <@mesh, [{"model"}]> : tensor<8xf32>
    %cst_5 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<1.600000e+01> : tensor<f32>
    %108 = sdy.sharding_constraint %cst_5 <@mesh, []> : tensor<f32>
    %109 = stablehlo.broadcast_in_dim %108, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"model"}]>]>} : (tensor<f32>) -> tensor<8xf32>
    %110 = sdy.sharding_constraint %109 <@mesh, [{"model"}]> : tensor<8xf32>
    %111 = stablehlo.divide %107, %110 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"model"}]>]>} : tensor<8xf32>
    %112 = sdy.sharding_constraint %111 <@mesh, [{"model"}]> : tensor<8xf32>
    %cst_6 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<1.000000e+04> : tensor<f32>
    %113 = sdy.sharding_constraint %cst_6 <@mesh, []> : tensor<f32>
    %114 = stablehlo.broadcast_in_dim %113, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"model"}]>]>} : (tensor<f32>) -> tensor<8xf32>
    %115 = sdy.sharding_constraint %114 <@mesh, [{"model"}]> : tensor<8xf32>
    %116 = stablehlo.power %115, %112 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"model"}]>]>} : tensor<8xf32>
    %117 = sdy.sharding_constraint %116 <@mesh, [{"model"}]> : tensor<8xf32>
    %cst_7 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<1.000000e+00> : tensor<f32>
    %118 = sdy.sharding_constraint %cst_7 <@mesh, []> : tensor<f32>
    %119 = stablehlo.broadcast_in_dim %118, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"model"}]>]>} : (tensor<f32>) -> tensor<8xf32>
    %120 = sdy.sharding_constraint %119 <@mesh, [{"model"}]> : tensor<8xf32>
    %121 = stablehlo.divide %120, %117 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"model"}]>]>} : tensor<8xf32>
    %122 = sdy.sharding_constraint %121 <@mesh, [{"model"}]> : tensor<8xf32>
    %123 = stablehlo.iota dim = 0 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}]>]>} : tensor<64xi32>
    %124 = sdy.sharding_constraint %123 <@mesh, [{}]> : tensor<64xi32>
    %125 = stablehlo.broadcast_in_dim %124, dims = [0] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}]>]>} : (tensor<64xi32>) -> tensor<64x1xi32>
    %126 = sdy.sharding_constraint %125 <@mesh, [{}, {}]> : tensor<64x1xi32>
    %127 = stablehlo.broadcast_in_dim %122, dims = [1] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"model"}]>]>} : (tensor<8xf32>) -> tensor<1x8xf32>
    %128 = sdy.sharding_constraint %127 <@mesh, [{}, {"model"}]> : tensor<1x8xf32>
    %129 = stablehlo.convert %126 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}]>]>} : (tensor<64x1xi32>) -> tensor<64x1xf32>
    %130 = sdy.sharding_constraint %129 <@mesh, [{}, {}]> : tensor<64x1xf32>
    %131 = stablehlo.broadcast_in_dim %130, dims = [0, 1] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"model"}]>]>} : (tensor<64x1xf32>) -> tensor<64x8xf32>
    %132 = sdy.sharding_constraint %131 <@mesh, [{}, {"model"}]> : tensor<64x8xf32>
    %133 = stablehlo.broadcast_in_dim %128, dims = [0, 1] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"model"}]>]>} : (tensor<1x8xf32>) -> tensor<64x8xf32>
    %134 = sdy.sharding_constraint %133 <@mesh, [{}, {"model"}]> : tensor<64x8xf32>
    %135 = stablehlo.multiply %132, %134 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"model"}]>]>} : tensor<64x8xf32>
    %136 = sdy.sharding_constraint %135 <@mesh, [{}, {"model"}]> : tensor<64x8xf32>
    %137 = sdy.sharding_constraint %136 <@mesh, [{}, {}]> : tensor<64x8xf32>
    %138 = stablehlo.cosine %137 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}]>]>} : tensor<64x8xf32>
    %139 = sdy.sharding_constraint %138 <@mesh, [{}, {}]> : tensor<64x8xf32>
    %140 = stablehlo.broadcast_in_dim %139, dims = [1, 3] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}, {}, {}]>]>} : (tensor<64x8xf32>) -> tensor<1x64x1x8xf32>
    %141 = sdy.sharding_constraint %140 <@mesh, [{}, {}, {}, {}]> : tensor<1x64x1x8xf32>
    %142 = sdy.sharding_constraint %136 <@mesh, [{}, {}]> : tensor<64x8xf32>
    %143 = stablehlo.sine %142 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}]>]>} : tensor<64x8xf32>
    %144 = sdy.sharding_constraint %143 <@mesh, [{}, {}]> : tensor<64x8xf32>
    %145 = stablehlo.broadcast_in_dim %144, dims = [1, 3] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}, {}, {}]>]>} : (tensor<64x8xf32>) -> tensor<1x64x1x8xf32>
    %146 = sdy.sharding_constraint %145 <@mesh, [{}, {}, {}, {}]> : tensor<1x64x1x8xf32>
    %147 = stablehlo.slice %93 [0:8, 0:64, 0:2, 0:16:2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"model":(2)2}, {"model":(1)2}, {}, {}]>]>} : (tensor<8x64x2x16xf32>) -> tensor<8x64x2x8xf32>
    %148 = sdy.sharding_constraint %147 <@mesh, [{"model":(2)2}, {"model":(1)2}, {}, {}]> : tensor<8x64x2x8xf32>
    %149 = stablehlo.slice %93 [0:8, 0:64, 0:2, 1:16:2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"model":(2)2}, {"model":(1)2}, {}, {}]>]>} : (tensor<8x64x2x16xf32>) -> tensor<8x64x2x8xf32>
    %150 = sdy.sharding_constraint %149 <@mesh, [{"model":(2)2}, {"model":(1)2}, {}, {}]> : tensor<8x64x2x8xf32>
    %151 = sdy.sharding_constraint %141 <@mesh, [{}, {"model"}, {}, {}]> : tensor<1x64x1x8xf32>
    %152 = stablehlo.broadcast_in_dim %151, dims = [0, 1, 2, 3] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"model"}, {}, {}]>]>} : (tensor<1x64x1x8xf32>) -> tensor<8x64x2x8xf32>
    %153 = sdy.sharding_constraint %152 <@mesh, [{}, {"model"}, {}, {}]> : tensor<8x64x2x8xf32>
    %154 = sdy.sharding_constraint %148 <@mesh, [{}, {"model"}, {}, {}]> : tensor<8x64x2x8xf32>
    %155 = stablehlo.multiply %154, %153 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"model"}, {}, {}]>]>} : tensor<8x64x2x8xf32>
    %156 = sdy.sharding_constraint %155 <@mesh, [{}, {"model"}, {}, {}]> : tensor<8x64x2x8xf32>
    %157 = sdy.sharding_constraint %146 <@mesh, [{}, {"model"}, {}, {}]> : tensor<1x64x1x8xf32>
    %158 = stablehlo.broadcast_in_dim %157, dims = [0, 1, 2, 3] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"model"}, {}, {}]>]>} : (tensor<1x64x1x8xf32>) -> tensor<8x64x2x8xf32>
    %159 = sdy.sharding_constraint %158 <@mesh, [{}, {"model"}, {}, {}]> : tensor<8x64x2x8xf32>
    %160 = sdy.sharding_constraint %150 <@mesh, [{}, {"model"}, {}, {}]> : tensor<8x64x2x8xf32>
    %161 = stablehlo.multiply %160, %159 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"model"}, {}, {}]>]>} : tensor<8x64x2x8xf32>
    %162 = sdy.sharding_constraint %161 <@mesh, [{}, {"model"}, {}, {}]> : tensor<8x64x2x8xf32>
    %163 = stablehlo.subtract %156, %162 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"model"}, {}, {}]>]>} : tensor<8x64x2x8xf32>
    %164 = sdy.sharding_constraint %163 <@mesh, [{}, {"model"}, {}, {}]> : tensor<8x64x2x8xf32>
    %165 = sdy.sharding_constraint %146 <@mesh, [{}, {"model"}, {}, {}]> : tensor<1x64x1x8xf32>
    %166 = stablehlo.broadcast_in_dim %165, dims = [0, 1, 2, 3] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"model"}, {}, {}]>]>} : (tensor<1x64x1x8xf32>) -> tensor<8x64x2x8xf32>
    %167 = sdy.sharding_constraint %166 <@mesh, [{}, {"model"}, {}, {}]> : tensor<8x64x2x8xf32>
    %168 = sdy.sharding_constraint %148 <@mesh, [{}, {"model"}, {}, {}]> : tensor<8x64x2x8xf32>
    %169 = stablehlo.multiply %168, %167 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"model"}, {}, {}]>]>} : tensor<8x64x2x8xf32>
    %170 = sdy.sharding_constraint %169 <@mesh, [{}, {"model"}, {}, {}]> : tensor<8x64x2x8xf32>
    %171 = sdy.sharding_constraint %141 <@mesh, [{}, {"model"}, {}, {}]> : tensor<1x64x1x8xf32>
    %172 = stablehlo.broadcast_in_dim %171, dims = [0, 1, 2, 3] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"model"}, {}, {}]>]>} : (tensor<1x64x1x8xf32>) -> tensor<8x64x2x8xf32>
    %173 = sdy.sharding_constraint %172 <@mesh, [{}, {"model"}, {}, {}]> : tensor<8x64x2x8xf32>
    %174 = sdy.sharding_constraint %150 <@mesh, [{}, {"model"}, {}, {}]> : tensor<8x64x2x8xf32>
    %175 = stablehlo.multiply %174, %173 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"model"}, {}, {}]>]>} : tensor<8x64x2x8xf32>
    %176 = sdy.sharding_constraint %175 <@mesh, [{}, {"model"}, {}, {}]> : tensor<8x64x2x8xf32>
    %177 = stablehlo.add %170, %176 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"model"}, {}, {}]>]>} : tensor<8x64x2x8xf32>
    %178 = sdy.sharding_constraint %177 <@mesh, [{}, {"model"}, {}, {}]> : tensor<8x64x2x8xf32>
    %179 = stablehlo.concatenate %164, %178, dim = 3 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"model"}, {}, {}]>]>} : (tensor<8x64x2x8xf32>, tensor<8x64x2x8xf32>) -> tensor<8x64x2x16xf32>
    %180 = sdy.sharding_constraint %179 <@mesh, [{}, {"model"}, {}, {}]> : tensor<8x64x2x16xf32>
    %181 = sdy.sharding_constraint %arg4 <@mesh, [{}, {}, {"model"}]> : tensor<8x64x128xf32>
    %182 = stablehlo.dot_general %181, %arg3, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}, {}]>]>} : (tensor<8x64x128xf32>, tensor<128x32xf32>) -> tensor<8x64x32xf32>
    %183 = sdy.sharding_constraint %182 <@mesh, [{}, {}, {}]> : tensor<8x64x32xf32>
    %184 = sdy.sharding_constraint %183 <@mesh, [{}, {"model"}, {}]> : tensor<8x64x32xf32>
    %185 = sdy.sharding_constraint %184 <@mesh, [{}, {}, {"model":(2)2, "model":(1)2}]> : tensor<8x64x32xf32>
    %186 = stablehlo.reshape %185 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}, {"model":(2)2}, {"model":(1)2}]>]>} : (tensor<8x64x32xf32>) -> tensor<8x64x2x16xf32>
    %187 = sdy.sharding_constraint %186 <@mesh, [{}, {}, {"model":(2)2}, {"model":(1)2}]> : tensor<8x64x2x16xf32>
    %188 = stablehlo.reshape %87 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}, {"model":(1)2}, {"model":(2)2}, {}]>]>} : (tensor<8x64x8x16xf32>) -> tensor<8x64x2x4x16xf32>
    %189 = sdy.sharding_constraint %188 <@mesh, [{}, {}, {"model":(1)2}, {"model":(2)2}, {}]> : tensor<8x64x2x4x16xf32>
    %190 = sdy.sharding_constraint %180 <@mesh, [{}, {}, {"model":(1)2}, {"model":(2)2}]> : tensor<8x64x2x16xf32>
    %191 = sdy.sharding_constraint %189 <@mesh, [{}, {}, {"model":(1)2}, {}, {"model":(2)2}]> : tensor<8x64x2x4x16xf32>
    %192 = stablehlo.dot_general %190, %191, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [4], precision = [DEFAULT, DEFAULT] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"model":(1)2}, {}, {}, {}]>]>} : (tensor<8x64x2x16xf32>, tensor<8x64x2x4x16xf32>) -> tensor<8x2x64x64x4xf32>
    %193 = sdy.sharding_constraint %192 <@mesh, [{}, {"model":(1)2}, {}, {}, {}]> : tensor<8x2x64x64x4xf32>
    %194 = sdy.sharding_constraint %193 <@mesh, [{}, {"model":(1)2}, {}, {}, {"model":(2)2}]> : tensor<8x2x64x64x4xf32>
    %195 = sdy.sharding_constraint %194 <@mesh, [{}, {}, {}, {}, {"model"}]> : tensor<8x2x64x64x4xf32>
    %196 = stablehlo.transpose %195, dims = [0, 1, 4, 3, 2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}, {"model"}, {}, {}]>]>} : (tensor<8x2x64x64x4xf32>) -> tensor<8x2x4x64x64xf32>
    %197 = sdy.sharding_constraint %196 <@mesh, [{}, {}, {"model"}, {}, {}]> : tensor<8x2x4x64x64xf32>
    %cst_8 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<1.600000e+01> : tensor<f32>
    %198 = sdy.sharding_constraint %cst_8 <@mesh, []> : tensor<f32>
    %199 = stablehlo.sqrt %198 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} : tensor<f32>
    %200 = sdy.sharding_constraint %199 <@mesh, []> : tensor<f32>
    %201 = stablehlo.convert %200 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} : tensor<f32>
    %202 = sdy.sharding_constraint %201 <@mesh, []> : tensor<f32>
    %203 = stablehlo.broadcast_in_dim %202, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}, {"model"}, {}, {}]>]>} : (tensor<f32>) -> tensor<8x2x4x64x64xf32>
    %204 = sdy.sharding_constraint %203 <@mesh, [{}, {}, {"model"}, {}, {}]> : tensor<8x2x4x64x64xf32>
    %205 = stablehlo.divide %197, %204 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}, {"model"}, {}, {}]>]>} : tensor<8x2x4x64x64xf32>
    %206 = sdy.sharding_constraint %205 <@mesh, [{}, {}, {"model"}, {}, {}]> : tensor<8x2x4x64x64xf32>
    %cst_9 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<0xFF800000> : tensor<f32>
    %207 = sdy.sharding_constraint %cst_9 <@mesh, []> : tensor<f32>
    %208 = sdy.sharding_constraint %206 <@mesh, [{"model":(2)2}, {}, {}, {}, {"model":(1)2}]> : tensor<8x2x4x64x64xf32>
    %209 = stablehlo.reduce(%208 init: %207) applies stablehlo.maximum across dimensions = [4] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"model":(2)2}, {}, {}, {}]>]>} : (tensor<8x2x4x64x64xf32>, tensor<f32>) -> tensor<8x2x4x64xf32>
    %210 = sdy.sharding_constraint %209 <@mesh, [{"model":(2)2}, {}, {}, {}]> : tensor<8x2x4x64xf32>
    %cst_10 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<0xFF800000> : tensor<f32>
    %211 = sdy.sharding_constraint %cst_10 <@mesh, []> : tensor<f32>
    %212 = stablehlo.broadcast_in_dim %211, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"model":(2)2}, {}, {}, {}]>]>} : (tensor<f32>) -> tensor<8x2x4x64xf32>
    %213 = sdy.sharding_constraint %212 <@mesh, [{"model":(2)2}, {}, {}, {}]> : tensor<8x2x4x64xf32>
    %214 = stablehlo.maximum %213, %210 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"model":(2)2}, {}, {}, {}]>]>} : tensor<8x2x4x64xf32>
    %215 = sdy.sharding_constraint %214 <@mesh, [{"model":(2)2}, {}, {}, {}]> : tensor<8x2x4x64xf32>
    %216 = sdy.sharding_constraint %215 <@mesh, [{}, {}, {}, {"model":(2)2}]> : tensor<8x2x4x64xf32>
    %217 = stablehlo.broadcast_in_dim %216, dims = [0, 1, 2, 3] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}, {}, {"model":(2)2}, {}]>]>} : (tensor<8x2x4x64xf32>) -> tensor<8x2x4x64x1xf32>
    %218 = sdy.sharding_constraint %217 <@mesh, [{}, {}, {}, {"model":(2)2}, {}]> : tensor<8x2x4x64x1xf32>
    %219 = sdy.sharding_constraint %218 <@mesh, [{}, {}, {}, {}, {}]> : tensor<8x2x4x64x1xf32>
    %220 = stablehlo.broadcast_in_dim %219, dims = [0, 1, 2, 3, 4] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}, {}, {}, {}]>]>} : (tensor<8x2x4x64x1xf32>) -> tensor<8x2x4x64x64xf32>
    %221 = sdy.sharding_constraint %220 <@mesh, [{}, {}, {}, {}, {}]> : tensor<8x2x4x64x64xf32>
    %222 = sdy.sharding_constraint %206 <@mesh, [{}, {}, {}, {}, {}]> : tensor<8x2x4x64x64xf32>
    %223 = stablehlo.subtract %222, %221 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}, {}, {}, {}]>]>} : tensor<8x2x4x64x64xf32>
    %224 = sdy.sharding_constraint %223 <@mesh, [{}, {}, {}, {}, {}]> : tensor<8x2x4x64x64xf32>
    %225 = stablehlo.exponential %224 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}, {}, {}, {}]>]>} : tensor<8x2x4x64x64xf32>
    %226 = sdy.sharding_constraint %225 <@mesh, [{}, {}, {}, {}, {}]> : tensor<8x2x4x64x64xf32>
    %cst_11 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<0.000000e+00> : tensor<f32>
    %227 = sdy.sharding_constraint %cst_11 <@mesh, []> : tensor<f32>
    %228 = sdy.sharding_constraint %226 <@mesh, [{"model":(2)2}, {}, {}, {"model":(1)2}, {}]> : tensor<8x2x4x64x64xf32>
    %229 = stablehlo.reduce(%228 init: %227) applies stablehlo.add across dimensions = [4] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"model":(2)2}, {}, {}, {"model":(1)2}]>]>} : (tensor<8x2x4x64x64xf32>, tensor<f32>) -> tensor<8x2x4x64xf32>
    %230 = sdy.sharding_constraint %229 <@mesh, [{"model":(2)2}, {}, {}, {"model":(1)2}]> : tensor<8x2x4x64xf32>
    %231 = stablehlo.broadcast_in_dim %230, dims = [0, 1, 2, 3] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"model":(2)2}, {}, {}, {"model":(1)2}, {}]>]>} : (tensor<8x2x4x64xf32>) -> tensor<8x2x4x64x1xf32>
    %232 = sdy.sharding_constraint %231 <@mesh, [{"model":(2)2}, {}, {}, {"model":(1)2}, {}]> : tensor<8x2x4x64x1xf32>
    %233 = sdy.sharding_constraint %232 <@mesh, [{}, {}, {"model":(2)2}, {"model":(1)2}, {}]> : tensor<8x2x4x64x1xf32>
    %234 = stablehlo.broadcast_in_dim %233, dims = [0, 1, 2, 3, 4] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}, {"model":(2)2}, {"model":(1)2}, {}]>]>} : (tensor<8x2x4x64x1xf32>) -> tensor<8x2x4x64x64xf32>
    %235 = sdy.sharding_constraint %234 <@mesh, [{}, {}, {"model":(2)2}, {"model":(1)2}, {}]> : tensor<8x2x4x64x64xf32>
    %236 = sdy.sharding_constraint %226 <@mesh, [{}, {}, {"model":(2)2}, {"model":(1)2}, {}]> : tensor<8x2x4x64x64xf32>
    %237 = stablehlo.divide %236, %235 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}, {"model":(2)2}, {"model":(1)2}, {}]>]>} : tensor<8x2x4x64x64xf32>
    %238 = sdy.sharding_constraint %237 <@mesh, [{}, {}, {"model":(2)2}, {"model":(1)2}, {}]> : tensor<8x2x4x64x64xf32>
    %239 = sdy.sharding_constraint %232 <@mesh, [{}, {"model":(2)2}, {}, {}, {}]> : tensor<8x2x4x64x1xf32>
    %240 = sdy.sharding_constraint %232 <@mesh, [{}, {"model":(2)2}, {}, {}, {}]> : tensor<8x2x4x64x1xf32>
    %241 = stablehlo.multiply %239, %240 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"model":(2)2}, {}, {}, {}]>]>} : tensor<8x2x4x64x1xf32>
    %242 = sdy.sharding_constraint %241 <@mesh, [{}, {"model":(2)2}, {}, {}, {}]> : tensor<8x2x4x64x1xf32>
    %cst_12 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<1.000000e+00> : tensor<f32>
    %243 = sdy.sharding_constraint %cst_12 <@mesh, []> : tensor<f32>
    %244 = stablehlo.broadcast_in_dim %243, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"model":(2)2}, {}, {}, {}]>]>} : (tensor<f32>) -> tensor<8x2x4x64x1xf32>
    %245 = sdy.sharding_constraint %244 <@mesh, [{}, {"model":(2)2}, {}, {}, {}]> : tensor<8x2x4x64x1xf32>
    %246 = stablehlo.divide %245, %242 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"model":(2)2}, {}, {}, {}]>]>} : tensor<8x2x4x64x1xf32>
    %247 = sdy.sharding_constraint %246 <@mesh, [{}, {"model":(2)2}, {}, {}, {}]> : tensor<8x2x4x64x1xf32>
    %248 = sdy.sharding_constraint %187 <@mesh, [{"model":(2)2}, {}, {"model":(1)2}, {}]> : tensor<8x64x2x16xf32>
    %249 = sdy.sharding_constraint %238 <@mesh, [{"model":(2)2}, {"model":(1)2}, {}, {}, {}]> : tensor<8x2x4x64x64xf32>
    %250 = stablehlo.dot_general %248, %249, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [4], precision = [DEFAULT, DEFAULT] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"model":(2)2}, {"model":(1)2}, {}, {}, {}]>]>} : (tensor<8x64x2x16xf32>, tensor<8x2x4x64x64xf32>) -> tensor<8x2x16x4x64xf32>
    %251 = sdy.sharding_constraint %250 <@mesh, [{"model":(2)2}, {"model":(1)2}, {}, {}, {}]> : tensor<8x2x16x4x64xf32>
    %252 = stablehlo.transpose %251, dims = [0, 4, 1, 3, 2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"model":(2)2}, {}, {"model":(1)2}, {}, {}]>]>} : (tensor<8x2x16x4x64xf32>) -> tensor<8x64x2x4x16xf32>
    %253 = sdy.sharding_constraint %252 <@mesh, [{"model":(2)2}, {}, {"model":(1)2}, {}, {}]> : tensor<8x64x2x4x16xf32>
    %254 = stablehlo.reshape %253 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"model":(2)2}, {}, {"model":(1)2}]>]>} : (tensor<8x64x2x4x16xf32>) -> tensor<8x64x128xf32>
    %255 = sdy.sharding_constraint %254 <@mesh, [{"model":(2)2}, {}, {"model":(1)2}]> : tensor<8x64x128xf32>
    %256 = sdy.sharding_constraint %255 <@mesh, [{}, {}, {"model"}]> : tensor<8x64x128xf32>
    %257 = sdy.sharding_constraint %arg1 <@mesh, [{"model"}, {}]> : tensor<128x128xf32>
    %258 = stablehlo.dot_general %256, %257, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}, {}]>]>} : (tensor<8x64x128xf32>, tensor<128x128xf32>) -> tensor<8x64x128xf32>
    %259 = sdy.sharding_constraint %258 <@mesh, [{}, {}, {}]> : tensor<8x64x128xf32>
    %260 = sdy.sharding_constraint %259 <@mesh, [{}, {}, {"model"}]> : tensor<8x64x128xf32>
    %261 = sdy.sharding_constraint %259 <@mesh, [{}, {}, {"model"}]> : tensor<8x64x128xf32>
    %262 = stablehlo.multiply %260, %261 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}, {"model"}]>]>} : tensor<8x64x128xf32>
    %263 = sdy.sharding_constraint %262 <@mesh, [{}, {}, {"model"}]> : tensor<8x64x128xf32>
    %cst_13 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<2.000000e+00> : tensor<f32>
    %264 = sdy.sharding_constraint %cst_13 <@mesh, []> : tensor<f32>
    %265 = stablehlo.broadcast_in_dim %264, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}, {}]>]>} : (tensor<f32>) -> tensor<8x64x128xf32>
    %266 = sdy.sharding_constraint %265 <@mesh, [{}, {}, {}]> : tensor<8x64x128xf32>
    %267 = stablehlo.multiply %266, %259 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}, {}]>]>} : tensor<8x64x128xf32>
    %268 = sdy.sharding_constraint %267 <@mesh, [{}, {}, {}]> : tensor<8x64x128xf32>
    %cst_14 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<0.000000e+00> : tensor<f32>
    %269 = sdy.sharding_constraint %cst_14 <@mesh, []> : tensor<f32>
    %270 = stablehlo.reduce(%263 init: %269) applies stablehlo.add across dimensions = [0, 1, 2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} : (tensor<8x64x128xf32>, tensor<f32>) -> tensor<f32>
    %271 = sdy.sharding_constraint %270 <@mesh, []> : tensor<f32>
    %cst_15 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<6.553600e+04> : tensor<f32>
    %272 = sdy.sharding_constraint %cst_15 <@mesh, []> : tensor<f32>
    %273 = stablehlo.divide %271, %272 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} : tensor<f32>
    %274 = sdy.sharding_constraint %273 <@mesh, []> : tensor<f32>
    %cst_16 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<1.000000e+00> : tensor<f32>
    %275 = sdy.sharding_constraint %cst_16 <@mesh, []> : tensor<f32>
    %cst_17 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<6.553600e+04> : tensor<f32>
    %276 = sdy.sharding_constraint %cst_17 <@mesh, []> : tensor<f32>
    %277 = stablehlo.divide %275, %276 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} : tensor<f32>
    %278 = sdy.sharding_constraint %277 <@mesh, []> : tensor<f32>
    %279 = stablehlo.broadcast_in_dim %278, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}, {}]>]>} : (tensor<f32>) -> tensor<8x64x128xf32>
    %280 = sdy.sharding_constraint %279 <@mesh, [{}, {}, {}]> : tensor<8x64x128xf32>
    %281 = stablehlo.multiply %280, %268 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}, {}]>]>} : tensor<8x64x128xf32>
    %282 = sdy.sharding_constraint %281 <@mesh, [{}, {}, {}]> : tensor<8x64x128xf32>
    %283 = sdy.sharding_constraint %255 <@mesh, [{}, {}, {"model"}]> : tensor<8x64x128xf32>
    %284 = stablehlo.dot_general %282, %283, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"model"}]>]>} : (tensor<8x64x128xf32>, tensor<8x64x128xf32>) -> tensor<128x128xf32>
    %285 = sdy.sharding_constraint %284 <@mesh, [{}, {"model"}]> : tensor<128x128xf32>
    %286 = sdy.sharding_constraint %285 <@mesh, [{"model"}, {}]> : tensor<128x128xf32>
    %287 = stablehlo.transpose %286, dims = [1, 0] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"model"}]>]>} : (tensor<128x128xf32>) -> tensor<128x128xf32>
    %288 = sdy.sharding_constraint %287 <@mesh, [{}, {"model"}]> : tensor<128x128xf32>
    %289 = sdy.sharding_constraint %282 <@mesh, [{}, {"model"}, {}]> : tensor<8x64x128xf32>
    %290 = sdy.sharding_constraint %arg1 <@mesh, [{}, {}]> : tensor<128x128xf32>
    %291 = stablehlo.dot_general %289, %290, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"model"}, {}]>]>} : (tensor<8x64x128xf32>, tensor<128x128xf32>) -> tensor<8x64x128xf32>
    %292 = sdy.sharding_constraint %291 <@mesh, [{}, {"model"}, {}]> : tensor<8x64x128xf32>
    %293 = sdy.sharding_constraint %292 <@mesh, [{"model":(1)2}, {"model":(2)2}, {}]> : tensor<8x64x128xf32>
    %294 = stablehlo.reshape %293 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"model":(1)2}, {"model":(2)2}, {}, {}, {}]>]>} : (tensor<8x64x128xf32>) -> tensor<8x64x2x4x16xf32>
    %295 = sdy.sharding_constraint %294 <@mesh, [{"model":(1)2}, {"model":(2)2}, {}, {}, {}]> : tensor<8x64x2x4x16xf32>
    %296 = stablehlo.transpose %295, dims = [0, 2, 4, 3, 1] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"model":(1)2}, {}, {}, {}, {"model":(2)2}]>]>} : (tensor<8x64x2x4x16xf32>) -> tensor<8x2x16x4x64xf32>
    %297 = sdy.sharding_constraint %296 <@mesh, [{"model":(1)2}, {}, {}, {}, {"model":(2)2}]> : tensor<8x2x16x4x64xf32>
    %298 = sdy.sharding_constraint %297 <@mesh, [{}, {"model":(2)2}, {}, {"model":(1)2}, {}]> : tensor<8x2x16x4x64xf32>
    %299 = sdy.sharding_constraint %187 <@mesh, [{}, {}, {"model":(2)2}, {}]> : tensor<8x64x2x16xf32>
    %300 = stablehlo.dot_general %298, %299, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [3], precision = [DEFAULT, DEFAULT] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"model":(2)2}, {"model":(1)2}, {}, {}]>]>} : (tensor<8x2x16x4x64xf32>, tensor<8x64x2x16xf32>) -> tensor<8x2x4x64x64xf32>
    %301 = sdy.sharding_constraint %300 <@mesh, [{}, {"model":(2)2}, {"model":(1)2}, {}, {}]> : tensor<8x2x4x64x64xf32>
    %302 = sdy.sharding_constraint %297 <@mesh, [{}, {}, {}, {"model":(2)2}, {"model":(1)2}]> : tensor<8x2x16x4x64xf32>
    %303 = stablehlo.dot_general %302, %238, batching_dims = [0, 1] x [0, 1], contracting_dims = [3, 4] x [2, 3], precision = [DEFAULT, DEFAULT] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"model":(1)2}, {}, {}, {}]>]>} : (tensor<8x2x16x4x64xf32>, tensor<8x2x4x64x64xf32>) -> tensor<8x2x16x64xf32>
    %304 = sdy.sharding_constraint %303 <@mesh, [{"model":(1)2}, {}, {}, {}]> : tensor<8x2x16x64xf32>
    %305 = sdy.sharding_constraint %304 <@mesh, [{"model":(1)2}, {}, {"model":(2)2}, {}]> : tensor<8x2x16x64xf32>
    %306 = stablehlo.transpose %305, dims = [0, 3, 1, 2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"model":(1)2}, {}, {}, {"model":(2)2}]>]>} : (tensor<8x2x16x64xf32>) -> tensor<8x64x2x16xf32>
    %307 = sdy.sharding_constraint %306 <@mesh, [{"model":(1)2}, {}, {}, {"model":(2)2}]> : tensor<8x64x2x16xf32>
    %308 = sdy.sharding_constraint %247 <@mesh, [{"model":(2)2}, {}, {}, {}, {}]> : tensor<8x2x4x64x1xf32>
    %309 = stablehlo.broadcast_in_dim %308, dims = [0, 1, 2, 3, 4] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"model":(2)2}, {}, {}, {}, {"model":(1)2}]>]>} : (tensor<8x2x4x64x1xf32>) -> tensor<8x2x4x64x64xf32>
    %310 = sdy.sharding_constraint %309 <@mesh, [{"model":(2)2}, {}, {}, {}, {"model":(1)2}]> : tensor<8x2x4x64x64xf32>
    %311 = sdy.sharding_constraint %301 <@mesh, [{"model":(2)2}, {}, {}, {}, {"model":(1)2}]> : tensor<8x2x4x64x64xf32>
    %312 = stablehlo.multiply %311, %310 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"model":(2)2}, {}, {}, {}, {"model":(1)2}]>]>} : tensor<8x2x4x64x64xf32>
    %313 = sdy.sharding_constraint %312 <@mesh, [{"model":(2)2}, {}, {}, {}, {"model":(1)2}]> : tensor<8x2x4x64x64xf32>
    %314 = sdy.sharding_constraint %226 <@mesh, [{"model":(2)2}, {}, {}, {}, {"model":(1)2}]> : tensor<8x2x4x64x64xf32>
    %315 = stablehlo.multiply %313, %314 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"model":(2)2}, {}, {}, {}, {"model":(1)2}]>]>} : tensor<8x2x4x64x64xf32>
    %316 = sdy.sharding_constraint %315 <@mesh, [{"model":(2)2}, {}, {}, {}, {"model":(1)2}]> : tensor<8x2x4x64x64xf32>
    %cst_18 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<0.000000e+00> : tensor<f32>
    %317 = sdy.sharding_constraint %cst_18 <@mesh, []> : tensor<f32>
    %318 = sdy.sharding_constraint %316 <@mesh, [{}, {}, {}, {}, {"model":(1)2}]> : tensor<8x2x4x64x64xf32>
    %319 = stablehlo.reduce(%318 init: %317) applies stablehlo.add across dimensions = [4] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}, {}, {}]>]>} : (tensor<8x2x4x64x64xf32>, tensor<f32>) -> tensor<8x2x4x64xf32>
    %320 = sdy.sharding_constraint %319 <@mesh, [{}, {}, {}, {}]> : tensor<8x2x4x64xf32>
    %321 = sdy.sharding_constraint %320 <@mesh, [{}, {}, {}, {"model":(1)2}]> : tensor<8x2x4x64xf32>
    %322 = sdy.sharding_constraint %321 <@mesh, [{}, {"model":(1)2}, {"model":(2)2}, {}]> : tensor<8x2x4x64xf32>
    %323 = stablehlo.reshape %322 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"model":(1)2}, {"model":(2)2}, {}, {}]>]>} : (tensor<8x2x4x64xf32>) -> tensor<8x2x4x64x1xf32>
    %324 = sdy.sharding_constraint %323 <@mesh, [{}, {"model":(1)2}, {"model":(2)2}, {}, {}]> : tensor<8x2x4x64x1xf32>
    %325 = stablehlo.negate %324 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"model":(1)2}, {"model":(2)2}, {}, {}]>]>} : tensor<8x2x4x64x1xf32>
    %326 = sdy.sharding_constraint %325 <@mesh, [{}, {"model":(1)2}, {"model":(2)2}, {}, {}]> : tensor<8x2x4x64x1xf32>
    %327 = sdy.sharding_constraint %232 <@mesh, [{}, {"model":(2)2}, {"model":(1)2}, {}, {}]> : tensor<8x2x4x64x1xf32>
    %328 = stablehlo.broadcast_in_dim %327, dims = [0, 1, 2, 3, 4] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"model":(2)2}, {"model":(1)2}, {}, {}]>]>} : (tensor<8x2x4x64x1xf32>) -> tensor<8x2x4x64x64xf32>
    %329 = sdy.sharding_constraint %328 <@mesh, [{}, {"model":(2)2}, {"model":(1)2}, {}, {}]> : tensor<8x2x4x64x64xf32>
    %330 = stablehlo.divide %301, %329 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"model":(2)2}, {"model":(1)2}, {}, {}]>]>} : tensor<8x2x4x64x64xf32>
    %331 = sdy.sharding_constraint %330 <@mesh, [{}, {"model":(2)2}, {"model":(1)2}, {}, {}]> : tensor<8x2x4x64x64xf32>
    %cst_19 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<0.000000e+00> : tensor<f32>
    %332 = sdy.sharding_constraint %cst_19 <@mesh, []> : tensor<f32>
    %333 = sdy.sharding_constraint %326 <@mesh, [{}, {"model":(2)2}, {"model":(1)2}, {}, {}]> : tensor<8x2x4x64x1xf32>
    %334 = stablehlo.reduce(%333 init: %332) applies stablehlo.add across dimensions = [4] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"model":(2)2}, {"model":(1)2}, {}]>]>} : (tensor<8x2x4x64x1xf32>, tensor<f32>) -> tensor<8x2x4x64xf32>
    %335 = sdy.sharding_constraint %334 <@mesh, [{}, {"model":(2)2}, {"model":(1)2}, {}]> : tensor<8x2x4x64xf32>
    %336 = stablehlo.broadcast_in_dim %335, dims = [0, 1, 2, 3] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"model":(2)2}, {"model":(1)2}, {}, {}]>]>} : (tensor<8x2x4x64xf32>) -> tensor<8x2x4x64x64xf32>
    %337 = sdy.sharding_constraint %336 <@mesh, [{}, {"model":(2)2}, {"model":(1)2}, {}, {}]> : tensor<8x2x4x64x64xf32>
    %338 = stablehlo.add %331, %337 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"model":(2)2}, {"model":(1)2}, {}, {}]>]>} : tensor<8x2x4x64x64xf32>
    %339 = sdy.sharding_constraint %338 <@mesh, [{}, {"model":(2)2}, {"model":(1)2}, {}, {}]> : tensor<8x2x4x64x64xf32>
    %340 = sdy.sharding_constraint %226 <@mesh, [{}, {"model":(2)2}, {"model":(1)2}, {}, {}]> : tensor<8x2x4x64x64xf32>
    %341 = stablehlo.multiply %339, %340 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"model":(2)2}, {"model":(1)2}, {}, {}]>]>} : tensor<8x2x4x64x64xf32>
    %342 = sdy.sharding_constraint %341 <@mesh, [{}, {"model":(2)2}, {"model":(1)2}, {}, {}]> : tensor<8x2x4x64x64xf32>
    %343 = stablehlo.broadcast_in_dim %202, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"model":(2)2}, {"model":(1)2}, {}, {}]>]>} : (tensor<f32>) -> tensor<8x2x4x64x64xf32>
    %344 = sdy.sharding_constraint %343 <@mesh, [{}, {"model":(2)2}, {"model":(1)2}, {}, {}]> : tensor<8x2x4x64x64xf32>
    %345 = stablehlo.divide %342, %344 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"model":(2)2}, {"model":(1)2}, {}, {}]>]>} : tensor<8x2x4x64x64xf32>
    %346 = sdy.sharding_constraint %345 <@mesh, [{}, {"model":(2)2}, {"model":(1)2}, {}, {}]> : tensor<8x2x4x64x64xf32>
    %347 = stablehlo.transpose %346, dims = [0, 1, 4, 3, 2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"model":(2)2}, {}, {}, {"model":(1)2}]>]>} : (tensor<8x2x4x64x64xf32>) -> tensor<8x2x64x64x4xf32>
    %348 = sdy.sharding_constraint %347 <@mesh, [{}, {"model":(2)2}, {}, {}, {"model":(1)2}]> : tensor<8x2x64x64x4xf32>
    %349 = sdy.sharding_constraint %348 <@mesh, [{"model":(2)2}, {}, {"model":(1)2}, {}, {}]> : tensor<8x2x64x64x4xf32>
    %350 = sdy.sharding_constraint %180 <@mesh, [{"model":(2)2}, {"model":(1)2}, {}, {}]> : tensor<8x64x2x16xf32>
    %351 = stablehlo.dot_general %349, %350, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"model":(2)2}, {}, {}, {}, {}]>]>} : (tensor<8x2x64x64x4xf32>, tensor<8x64x2x16xf32>) -> tensor<8x2x64x4x16xf32>
    %352 = sdy.sharding_constraint %351 <@mesh, [{"model":(2)2}, {}, {}, {}, {}]> : tensor<8x2x64x4x16xf32>
    %353 = sdy.sharding_constraint %352 <@mesh, [{"model":(2)2}, {"model":(1)2}, {}, {}, {}]> : tensor<8x2x64x4x16xf32>
    %354 = stablehlo.transpose %353, dims = [0, 2, 1, 3, 4] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"model":(2)2}, {}, {"model":(1)2}, {}, {}]>]>} : (tensor<8x2x64x4x16xf32>) -> tensor<8x64x2x4x16xf32>
    %355 = sdy.sharding_constraint %354 <@mesh, [{"model":(2)2}, {}, {"model":(1)2}, {}, {}]> : tensor<8x64x2x4x16xf32>
    %356 = sdy.sharding_constraint %348 <@mesh, [{"model":(2)2}, {}, {}, {"model":(1)2}, {}]> : tensor<8x2x64x64x4xf32>
    %357 = sdy.sharding_constraint %189 <@mesh, [{"model":(2)2}, {"model":(1)2}, {}, {}, {}]> : tensor<8x64x2x4x16xf32>
    %358 = stablehlo.dot_general %356, %357, batching_dims = [0, 1] x [0, 2], contracting_dims = [3, 4] x [1, 3], precision = [DEFAULT, DEFAULT] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"model":(2)2}, {}, {}, {}]>]>} : (tensor<8x2x64x64x4xf32>, tensor<8x64x2x4x16xf32>) -> tensor<8x2x64x16xf32>
    %359 = sdy.sharding_constraint %358 <@mesh, [{"model":(2)2}, {}, {}, {}]> : tensor<8x2x64x16xf32>
    %360 = sdy.sharding_constraint %359 <@mesh, [{"model":(2)2}, {}, {"model":(1)2}, {}]> : tensor<8x2x64x16xf32>
    %361 = sdy.sharding_constraint %360 <@mesh, [{}, {}, {"model"}, {}]> : tensor<8x2x64x16xf32>
    %362 = stablehlo.transpose %361, dims = [0, 2, 1, 3] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"model"}, {}, {}]>]>} : (tensor<8x2x64x16xf32>) -> tensor<8x64x2x16xf32>
    %363 = sdy.sharding_constraint %362 <@mesh, [{}, {"model"}, {}, {}]> : tensor<8x64x2x16xf32>
    %364 = sdy.sharding_constraint %355 <@mesh, [{"model":(2)2}, {}, {}, {}, {"model":(1)2}]> : tensor<8x64x2x4x16xf32>
    %365 = stablehlo.reshape %364 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"model":(2)2}, {}, {}, {"model":(1)2}]>]>} : (tensor<8x64x2x4x16xf32>) -> tensor<8x64x8x16xf32>
    %366 = sdy.sharding_constraint %365 <@mesh, [{"model":(2)2}, {}, {}, {"model":(1)2}]> : tensor<8x64x8x16xf32>
    %367 = sdy.sharding_constraint %307 <@mesh, [{"model":(1)2}, {}, {}, {}]> : tensor<8x64x2x16xf32>
    %368 = stablehlo.reshape %367 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"model":(1)2}, {}, {}]>]>} : (tensor<8x64x2x16xf32>) -> tensor<8x64x32xf32>
    %369 = sdy.sharding_constraint %368 <@mesh, [{"model":(1)2}, {}, {}]> : tensor<8x64x32xf32>
    %370 = sdy.sharding_constraint %369 <@mesh, [{}, {}, {}]> : tensor<8x64x32xf32>
    %371 = sdy.sharding_constraint %arg4 <@mesh, [{}, {}, {"model"}]> : tensor<8x64x128xf32>
    %372 = stablehlo.dot_general %370, %371, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"model"}]>]>} : (tensor<8x64x32xf32>, tensor<8x64x128xf32>) -> tensor<32x128xf32>
    %373 = sdy.sharding_constraint %372 <@mesh, [{}, {"model"}]> : tensor<32x128xf32>
    %374 = stablehlo.transpose %373, dims = [1, 0] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"model"}, {}]>]>} : (tensor<32x128xf32>) -> tensor<128x32xf32>
    %375 = sdy.sharding_constraint %374 <@mesh, [{"model"}, {}]> : tensor<128x32xf32>
    %376 = sdy.sharding_constraint %363 <@mesh, [{}, {}, {"model":(1)2}, {}]> : tensor<8x64x2x16xf32>
    %377 = stablehlo.slice %376 [0:8, 0:64, 0:2, 0:8] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}, {"model":(1)2}, {}]>]>} : (tensor<8x64x2x16xf32>) -> tensor<8x64x2x8xf32>
    %378 = sdy.sharding_constraint %377 <@mesh, [{}, {}, {"model":(1)2}, {}]> : tensor<8x64x2x8xf32>
    %379 = sdy.sharding_constraint %363 <@mesh, [{"model":(2)2}, {}, {}, {"model":(1)2}]> : tensor<8x64x2x16xf32>
    %380 = stablehlo.slice %379 [0:8, 0:64, 0:2, 8:16] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"model":(2)2}, {}, {}, {"model":(1)2}]>]>} : (tensor<8x64x2x16xf32>) -> tensor<8x64x2x8xf32>
    %381 = sdy.sharding_constraint %380 <@mesh, [{"model":(2)2}, {}, {}, {"model":(1)2}]> : tensor<8x64x2x8xf32>
    %382 = sdy.sharding_constraint %141 <@mesh, [{}, {"model":(2)2}, {}, {}]> : tensor<1x64x1x8xf32>
    %383 = stablehlo.broadcast_in_dim %382, dims = [0, 1, 2, 3] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"model":(2)2}, {"model":(1)2}, {}]>]>} : (tensor<1x64x1x8xf32>) -> tensor<8x64x2x8xf32>
    %384 = sdy.sharding_constraint %383 <@mesh, [{}, {"model":(2)2}, {"model":(1)2}, {}]> : tensor<8x64x2x8xf32>
    %385 = sdy.sharding_constraint %381 <@mesh, [{}, {"model":(2)2}, {"model":(1)2}, {}]> : tensor<8x64x2x8xf32>
    %386 = stablehlo.multiply %385, %384 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"model":(2)2}, {"model":(1)2}, {}]>]>} : tensor<8x64x2x8xf32>
    %387 = sdy.sharding_constraint %386 <@mesh, [{}, {"model":(2)2}, {"model":(1)2}, {}]> : tensor<8x64x2x8xf32>
    %388 = sdy.sharding_constraint %146 <@mesh, [{}, {"model":(2)2}, {}, {}]> : tensor<1x64x1x8xf32>
    %389 = stablehlo.broadcast_in_dim %388, dims = [0, 1, 2, 3] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"model":(1)2}, {"model":(2)2}, {}, {}]>]>} : (tensor<1x64x1x8xf32>) -> tensor<8x64x2x8xf32>
    %390 = sdy.sharding_constraint %389 <@mesh, [{"model":(1)2}, {"model":(2)2}, {}, {}]> : tensor<8x64x2x8xf32>
    %391 = sdy.sharding_constraint %381 <@mesh, [{"model":(1)2}, {"model":(2)2}, {}, {}]> : tensor<8x64x2x8xf32>
    %392 = stablehlo.multiply %391, %390 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"model":(1)2}, {"model":(2)2}, {}, {}]>]>} : tensor<8x64x2x8xf32>
    %393 = sdy.sharding_constraint %392 <@mesh, [{"model":(1)2}, {"model":(2)2}, {}, {}]> : tensor<8x64x2x8xf32>
    %394 = sdy.sharding_constraint %378 <@mesh, [{}, {"model":(2)2}, {"model":(1)2}, {}]> : tensor<8x64x2x8xf32>
    %395 = stablehlo.negate %394 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"model":(2)2}, {"model":(1)2}, {}]>]>} : tensor<8x64x2x8xf32>
    %396 = sdy.sharding_constraint %395 <@mesh, [{}, {"model":(2)2}, {"model":(1)2}, {}]> : tensor<8x64x2x8xf32>
    %397 = sdy.sharding_constraint %146 <@mesh, [{}, {"model":(2)2}, {}, {}]> : tensor<1x64x1x8xf32>
    %398 = stablehlo.broadcast_in_dim %397, dims = [0, 1, 2, 3] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"model":(2)2}, {"model":(1)2}, {}]>]>} : (tensor<1x64x1x8xf32>) -> tensor<8x64x2x8xf32>
    %399 = sdy.sharding_constraint %398 <@mesh, [{}, {"model":(2)2}, {"model":(1)2}, {}]> : tensor<8x64x2x8xf32>
    %400 = stablehlo.multiply %396, %399 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"model":(2)2}, {"model":(1)2}, {}]>]>} : tensor<8x64x2x8xf32>
    %401 = sdy.sharding_constraint %400 <@mesh, [{}, {"model":(2)2}, {"model":(1)2}, {}]> : tensor<8x64x2x8xf32>
    %402 = stablehlo.add %387, %401 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"model":(2)2}, {"model":(1)2}, {}]>]>} : tensor<8x64x2x8xf32>
    %403 = sdy.sharding_constraint %402 <@mesh, [{}, {"model":(2)2}, {"model":(1)2}, {}]> : tensor<8x64x2x8xf32>
    %404 = sdy.sharding_constraint %141 <@mesh, [{}, {"model":(2)2}, {}, {}]> : tensor<1x64x1x8xf32>
    %405 = stablehlo.broadcast_in_dim %404, dims = [0, 1, 2, 3] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"model":(1)2}, {"model":(2)2}, {}, {}]>]>} : (tensor<1x64x1x8xf32>) -> tensor<8x64x2x8xf32>
    %406 = sdy.sharding_constraint %405 <@mesh, [{"model":(1)2}, {"model":(2)2}, {}, {}]> : tensor<8x64x2x8xf32>
    %407 = sdy.sharding_constraint %378 <@mesh, [{"model":(1)2}, {"model":(2)2}, {}, {}]> : tensor<8x64x2x8xf32>
    %408 = stablehlo.multiply %407, %406 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"model":(1)2}, {"model":(2)2}, {}, {}]>]>} : tensor<8x64x2x8xf32>
    %409 = sdy.sharding_constraint %408 <@mesh, [{"model":(1)2}, {"model":(2)2}, {}, {}]> : tensor<8x64x2x8xf32>
    %410 = stablehlo.add %393, %409 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"model":(1)2}, {"model":(2)2}, {}, {}]>]>} : tensor<8x64x2x8xf32>
    %411 = sdy.sharding_constraint %410 <@mesh, [{"model":(1)2}, {"model":(2)2}, {}, {}]> : tensor<8x64x2x8xf32>
    %cst_20 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<0.000000e+00> : tensor<f32>
    %412 = sdy.sharding_constraint %cst_20 <@mesh, []> : tensor<f32>
    %413 = stablehlo.pad %403, %412, low = [0, 0, 0, 1], high = [0, 0, 0, 0], interior = [0, 0, 0, 1] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"model":(2)2}, {"model":(1)2}, {}]>]>} : (tensor<8x64x2x8xf32>, tensor<f32>) -> tensor<8x64x2x16xf32>
    %414 = sdy.sharding_constraint %413 <@mesh, [{}, {"model":(2)2}, {"model":(1)2}, {}]> : tensor<8x64x2x16xf32>
    %cst_21 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<0.000000e+00> : tensor<f32>
    %415 = sdy.sharding_constraint %cst_21 <@mesh, []> : tensor<f32>
    %416 = sdy.sharding_constraint %411 <@mesh, [{}, {"model":(2)2}, {"model":(1)2}, {}]> : tensor<8x64x2x8xf32>
    %417 = stablehlo.pad %416, %415, low = [0, 0, 0, 0], high = [0, 0, 0, 1], interior = [0, 0, 0, 1] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"model":(2)2}, {"model":(1)2}, {}]>]>} : (tensor<8x64x2x8xf32>, tensor<f32>) -> tensor<8x64x2x16xf32>
    %418 = sdy.sharding_constraint %417 <@mesh, [{}, {"model":(2)2}, {"model":(1)2}, {}]> : tensor<8x64x2x16xf32>
    %419 = stablehlo.add %414, %418 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"model":(2)2}, {"model":(1)2}, {}]>]>} : tensor<8x64x2x16xf32>
    %420 = sdy.sharding_constraint %419 <@mesh, [{}, {"model":(2)2}, {"model":(1)2}, {}]> : tensor<8x64x2x16xf32>
    %421 = sdy.sharding_constraint %420 <@mesh, [{}, {"model":(2)2}, {}, {}]> : tensor<8x64x2x16xf32>
    %422 = stablehlo.reshape %421 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"model":(2)2}, {}]>]>} : (tensor<8x64x2x16xf32>) -> tensor<8x64x32xf32>
    %423 = sdy.sharding_constraint %422 <@mesh, [{}, {"model":(2)2}, {}]> : tensor<8x64x32xf32>
    %424 = sdy.sharding_constraint %423 <@mesh, [{"model"}, {}, {}]> : tensor<8x64x32xf32>
    %425 = sdy.sharding_constraint %arg4 <@mesh, [{"model"}, {}, {}]> : tensor<8x64x128xf32>
    %426 = stablehlo.dot_general %424, %425, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}]>]>} : (tensor<8x64x32xf32>, tensor<8x64x128xf32>) -> tensor<32x128xf32>
    %427 = sdy.sharding_constraint %426 <@mesh, [{}, {}]> : tensor<32x128xf32>
    %428 = stablehlo.transpose %427, dims = [1, 0] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}]>]>} : (tensor<32x128xf32>) -> tensor<128x32xf32>
    %429 = sdy.sharding_constraint %428 <@mesh, [{}, {}]> : tensor<128x32xf32>
    %430 = sdy.sharding_constraint %366 <@mesh, [{}, {"model"}, {}, {}]> : tensor<8x64x8x16xf32>
    %431 = stablehlo.slice %430 [0:8, 0:64, 0:8, 0:8] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"model"}, {}, {}]>]>} : (tensor<8x64x8x16xf32>) -> tensor<8x64x8x8xf32>
    %432 = sdy.sharding_constraint %431 <@mesh, [{}, {"model"}, {}, {}]> : tensor<8x64x8x8xf32>
    %433 = sdy.sharding_constraint %366 <@mesh, [{"model"}, {}, {}, {}]> : tensor<8x64x8x16xf32>
    %434 = stablehlo.slice %433 [0:8, 0:64, 0:8, 8:16] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"model"}, {}, {}, {}]>]>} : (tensor<8x64x8x16xf32>) -> tensor<8x64x8x8xf32>
    %435 = sdy.sharding_constraint %434 <@mesh, [{"model"}, {}, {}, {}]> : tensor<8x64x8x8xf32>
    %436 = stablehlo.broadcast_in_dim %51, dims = [0, 1, 2, 3] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"model"}, {}, {}, {}]>]>} : (tensor<1x64x1x8xf32>) -> tensor<8x64x8x8xf32>
    %437 = sdy.sharding_constraint %436 <@mesh, [{"model"}, {}, {}, {}]> : tensor<8x64x8x8xf32>
    %438 = stablehlo.multiply %435, %437 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"model"}, {}, {}, {}]>]>} : tensor<8x64x8x8xf32>
    %439 = sdy.sharding_constraint %438 <@mesh, [{"model"}, {}, {}, {}]> : tensor<8x64x8x8xf32>
    %440 = stablehlo.broadcast_in_dim %55, dims = [0, 1, 2, 3] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"model"}, {}, {}, {}]>]>} : (tensor<1x64x1x8xf32>) -> tensor<8x64x8x8xf32>
    %441 = sdy.sharding_constraint %440 <@mesh, [{"model"}, {}, {}, {}]> : tensor<8x64x8x8xf32>
    %442 = stablehlo.multiply %435, %441 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"model"}, {}, {}, {}]>]>} : tensor<8x64x8x8xf32>
    %443 = sdy.sharding_constraint %442 <@mesh, [{"model"}, {}, {}, {}]> : tensor<8x64x8x8xf32>
    %444 = sdy.sharding_constraint %432 <@mesh, [{"model"}, {}, {}, {}]> : tensor<8x64x8x8xf32>
    %445 = stablehlo.negate %444 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"model"}, {}, {}, {}]>]>} : tensor<8x64x8x8xf32>
    %446 = sdy.sharding_constraint %445 <@mesh, [{"model"}, {}, {}, {}]> : tensor<8x64x8x8xf32>
    %447 = stablehlo.broadcast_in_dim %55, dims = [0, 1, 2, 3] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"model"}, {}, {}, {}]>]>} : (tensor<1x64x1x8xf32>) -> tensor<8x64x8x8xf32>
    %448 = sdy.sharding_constraint %447 <@mesh, [{"model"}, {}, {}, {}]> : tensor<8x64x8x8xf32>
    %449 = stablehlo.multiply %446, %448 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"model"}, {}, {}, {}]>]>} : tensor<8x64x8x8xf32>
    %450 = sdy.sharding_constraint %449 <@mesh, [{"model"}, {}, {}, {}]> : tensor<8x64x8x8xf32>
    %451 = stablehlo.add %439, %450 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"model"}, {}, {}, {}]>]>} : tensor<8x64x8x8xf32>
    %452 = sdy.sharding_constraint %451 <@mesh, [{"model"}, {}, {}, {}]> : tensor<8x64x8x8xf32>
    %453 = stablehlo.broadcast_in_dim %51, dims = [0, 1, 2, 3] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"model"}, {}, {}, {}]>]>} : (tensor<1x64x1x8xf32>) -> tensor<8x64x8x8xf32>
    %454 = sdy.sharding_constraint %453 <@mesh, [{"model"}, {}, {}, {}]> : tensor<8x64x8x8xf32>
    %455 = sdy.sharding_constraint %432 <@mesh, [{"model"}, {}, {}, {}]> : tensor<8x64x8x8xf32>
    %456 = stablehlo.multiply %455, %454 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"model"}, {}, {}, {}]>]>} : tensor<8x64x8x8xf32>
    %457 = sdy.sharding_constraint %456 <@mesh, [{"model"}, {}, {}, {}]> : tensor<8x64x8x8xf32>
    %458 = stablehlo.add %443, %457 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"model"}, {}, {}, {}]>]>} : tensor<8x64x8x8xf32>
    %459 = sdy.sharding_constraint %458 <@mesh, [{"model"}, {}, {}, {}]> : tensor<8x64x8x8xf32>
    %cst_22 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<0.000000e+00> : tensor<f32>
    %460 = sdy.sharding_constraint %cst_22 <@mesh, []> : tensor<f32>
    %461 = stablehlo.pad %452, %460, low = [0, 0, 0, 1], high = [0, 0, 0, 0], interior = [0, 0, 0, 1] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"model"}, {}, {}, {}]>]>} : (tensor<8x64x8x8xf32>, tensor<f32>) -> tensor<8x64x8x16xf32>
    %462 = sdy.sharding_constraint %461 <@mesh, [{"model"}, {}, {}, {}]> : tensor<8x64x8x16xf32>
    %cst_23 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<0.000000e+00> : tensor<f32>
    %463 = sdy.sharding_constraint %cst_23 <@mesh, []> : tensor<f32>
    %464 = stablehlo.pad %459, %463, low = [0, 0, 0, 0], high = [0, 0, 0, 1], interior = [0, 0, 0, 1] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"model"}, {}, {}, {}]>]>} : (tensor<8x64x8x8xf32>, tensor<f32>) -> tensor<8x64x8x16xf32>
    %465 = sdy.sharding_constraint %464 <@mesh, [{"model"}, {}, {}, {}]> : tensor<8x64x8x16xf32>
    %466 = stablehlo.add %462, %465 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"model"}, {}, {}, {}]>]>} : tensor<8x64x8x16xf32>
    %467 = sdy.sharding_constraint %466 <@mesh, [{"model"}, {}, {}, {}]> : tensor<8x64x8x16xf32>
    %468 = stablehlo.reshape %467 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"model"}, {}, {}]>]>} : (tensor<8x64x8x16xf32>) -> tensor<8x64x128xf32>
    %469 = sdy.sharding_constraint %468 <@mesh, [{"model"}, {}, {}]> : tensor<8x64x128xf32>
    %470 = sdy.sharding_constraint %469 <@mesh, [{}, {}, {}]> : tensor<8x64x128xf32>
    %471 = stablehlo.dot_general %470, %arg4, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}]>]>} : (tensor<8x64x128xf32>, tensor<8x64x128xf32>) -> tensor<128x128xf32>
    %472 = sdy.sharding_constraint %471 <@mesh, [{}, {}]> : tensor<128x128xf32>
    %473 = stablehlo.transpose %472, dims = [1, 0] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}]>]>} : (tensor<128x128xf32>) -> tensor<128x128xf32>
    %474 = sdy.sharding_constraint %473 <@mesh, [{}, {}]> : tensor<128x128xf32>
    %cst_24 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<5.000000e-02> : tensor<f32>
    %475 = sdy.sharding_constraint %cst_24 <@mesh, []> : tensor<f32>
    %476 = stablehlo.broadcast_in_dim %475, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}]>]>} : (tensor<f32>) -> tensor<128x32xf32>
    %477 = sdy.sharding_constraint %476 <@mesh, [{}, {}]> : tensor<128x32xf32>
    %478 = stablehlo.multiply %477, %429 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}]>]>} : tensor<128x32xf32>
    %479 = sdy.sharding_constraint %478 <@mesh, [{}, {}]> : tensor<128x32xf32>
    %480 = stablehlo.subtract %arg0, %479 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}]>]>} : tensor<128x32xf32>
    %481 = sdy.sharding_constraint %480 <@mesh, [{}, {}]> : tensor<128x32xf32>
    %cst_25 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<5.000000e-02> : tensor<f32>
    %482 = sdy.sharding_constraint %cst_25 <@mesh, []> : tensor<f32>
    %483 = stablehlo.broadcast_in_dim %482, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"model"}]>]>} : (tensor<f32>) -> tensor<128x128xf32>
    %484 = sdy.sharding_constraint %483 <@mesh, [{}, {"model"}]> : tensor<128x128xf32>
    %485 = stablehlo.multiply %484, %288 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"model"}]>]>} : tensor<128x128xf32>
    %486 = sdy.sharding_constraint %485 <@mesh, [{}, {"model"}]> : tensor<128x128xf32>
    %487 = stablehlo.subtract %arg1, %486 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"model"}]>]>} : tensor<128x128xf32>
    %488 = sdy.sharding_constraint %487 <@mesh, [{}, {"model"}]> : tensor<128x128xf32>
    %cst_26 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<5.000000e-02> : tensor<f32>
    %489 = sdy.sharding_constraint %cst_26 <@mesh, []> : tensor<f32>
    %490 = stablehlo.broadcast_in_dim %489, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}]>]>} : (tensor<f32>) -> tensor<128x128xf32>
    %491 = sdy.sharding_constraint %490 <@mesh, [{}, {}]> : tensor<128x128xf32>
    %492 = stablehlo.multiply %491, %474 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}]>]>} : tensor<128x128xf32>
    %493 = sdy.sharding_constraint %492 <@mesh, [{}, {}]> : tensor<128x128xf32>
    %494 = stablehlo.subtract %arg2, %493 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}]>]>} : tensor<128x128xf32>
    %495 = sdy.sharding_constraint %494 <@mesh, [{}, {}]> : tensor<128x128xf32>
    %cst_27 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<5.000000e-02> : tensor<f32>
    %496 = sdy.sharding_constraint %cst_27 <@mesh, []> : tensor<f32>
    %497 = stablehlo.broadcast_in_dim %496, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"model"}, {}]>]>} : (tensor<f32>) -> tensor<128x32xf32>
    %498 = sdy.sharding_constraint %497 <@mesh, [{"model"}, {}]> : tensor<128x32xf32>
    %499 = stablehlo.multiply %498, %375 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"model"}, {}]>]>} : tensor<128x32xf32>
    %500 = sdy.sharding_constraint %499 <@mesh, [{"model"}, {}]> : tensor<128x32xf32>
    %501 = stablehlo.subtract %arg3, %500 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"model"}, {}]>]>} : tensor<128x32xf32>
    %502 = sdy.sharding_constraint %501 <@mesh, [{"model"}, {}]> : tensor<128x32xf32>
    return %481, %488, %495, %502, %274 : tensor<128x32xf32>, tensor<128x128xf32>, tensor<128x128xf32>, tensor<128x32xf32>, tensor<f32>
  }
}
