module {
  sdy.mesh @mesh = <["data"=2, "model"=4]>
  func.func @main(%arg0: tensor<64x4xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg1: tensor<4x64x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {}, {}]>}, %arg2: tensor<4x128x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {}, {}]>}, %arg3: tensor<64x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}) -> (tensor<64x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"data", "model"}]>}) {
    %0 = sdy.sharding_constraint %arg3 <@mesh, [{"data", "model"}, {}]> : tensor<64x64xf32>
    %1 = stablehlo.dot_general %0, %arg0, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data", "model"}, {}]>]>} : (tensor<64x64xf32>, tensor<64x4xf32>) -> tensor<64x4xf32>
    %2 = sdy.sharding_constraint %1 <@mesh, [{"data", "model"}, {}]> : tensor<64x4xf32>
    %cst = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<0xFF800000> : tensor<f32>
    %3 = sdy.sharding_constraint %cst <@mesh, []> : tensor<f32>
    %4 = stablehlo.reduce(%2 init: %3) applies stablehlo.maximum across dimensions = [1] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data", "model"}]>]>} : (tensor<64x4xf32>, tensor<f32>) -> tensor<64xf32>
    %5 = sdy.sharding_constraint %4 <@mesh, [{"data", "model"}]> : tensor<64xf32>
    %cst_0 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<0xFF800000> : tensor<f32>
    %6 = sdy.sharding_constraint %cst_0 <@mesh, []> : tensor<f32>
    %7 = stablehlo.broadcast_in_dim %6, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data", "model"}]>]>} : (tensor<f32>) -> tensor<64xf32>
    %8 = sdy.sharding_constraint %7 <@mesh, [{"data", "model"}]> : tensor<64xf32>
    %9 = stablehlo.maximum %8, %5 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data", "model"}]>]>} : tensor<64xf32>
    %10 = sdy.sharding_constraint %9 <@mesh, [{"data", "model"}]> : tensor<64xf32>
    %11 = stablehlo.broadcast_in_dim %10, dims = [0] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data", "model"}, {}]>]>} : (tensor<64xf32>) -> tensor<64x1xf32>
    %12 = sdy.sharding_constraint %11 <@mesh, [{"data", "model"}, {}]> : tensor<64x1xf32>
    %13 = stablehlo.broadcast_in_dim %12, dims = [0, 1] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data", "model"}, {}]>]>} : (tensor<64x1xf32>) -> tensor<64x4xf32>
    %14 = sdy.sharding_constraint %13 <@mesh, [{"data", "model"}, {}]> : tensor<64x4xf32>
    %15 = stablehlo.subtract %2, %14 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data", "model"}, {}]>]>} : tensor<64x4xf32>
    %16 = sdy.sharding_constraint %15 <@mesh, [{"data", "model"}, {}]> : tensor<64x4xf32>
    %17 = stablehlo.exponential %16 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data", "model"}, {}]>]>} : tensor<64x4xf32>
    %18 = sdy.sharding_constraint %17 <@mesh, [{"data", "model"}, {}]> : tensor<64x4xf32>
    %cst_1 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<0.000000e+00> : tensor<f32>
    %19 = sdy.sharding_constraint %cst_1 <@mesh, []> : tensor<f32>
    %20 = stablehlo.reduce(%18 init: %19) applies stablehlo.add across dimensions = [1] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data", "model"}]>]>} : (tensor<64x4xf32>, tensor<f32>) -> tensor<64xf32>
    %21 = sdy.sharding_constraint %20 <@mesh, [{"data", "model"}]> : tensor<64xf32>
    %22 = stablehlo.broadcast_in_dim %21, dims = [0] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data", "model"}, {}]>]>} : (tensor<64xf32>) -> tensor<64x1xf32>
    %23 = sdy.sharding_constraint %22 <@mesh, [{"data", "model"}, {}]> : tensor<64x1xf32>
    %24 = stablehlo.broadcast_in_dim %23, dims = [0, 1] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data", "model"}, {}]>]>} : (tensor<64x1xf32>) -> tensor<64x4xf32>
    %25 = sdy.sharding_constraint %24 <@mesh, [{"data", "model"}, {}]> : tensor<64x4xf32>
    %26 = stablehlo.divide %18, %25 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data", "model"}, {}]>]>} : tensor<64x4xf32>
    %27 = sdy.sharding_constraint %26 <@mesh, [{"data", "model"}, {}]> : tensor<64x4xf32>
    %values, %indices = chlo.top_k(%27, k = 2) {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}]>, <@mesh, [{}, {}]>]>} : tensor<64x4xf32> -> (tensor<64x2xf32>, tensor<64x2xi32>)
    %28 = sdy.sharding_constraint %indices <@mesh, [{}, {}]> : tensor<64x2xi32>
    %29 = sdy.sharding_constraint %values <@mesh, [{}, {}]> : tensor<64x2xf32>
    %30 = stablehlo.reshape %28 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}]>]>} : (tensor<64x2xi32>) -> tensor<128xi32>
    %31 = sdy.sharding_constraint %30 <@mesh, [{}]> : tensor<128xi32>
    %32 = stablehlo.iota dim = 0 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}]>]>} : tensor<128xi32>
    %33 = sdy.sharding_constraint %32 <@mesh, [{}]> : tensor<128xi32>
    %34:2 = "stablehlo.sort"(%31, %33) <{dimension = 0 : i64, is_stable = true}> ({
    ^bb0(%arg4: tensor<i32>, %arg5: tensor<i32>, %arg6: tensor<i32>, %arg7: tensor<i32>):
      %309 = stablehlo.compare LT, %arg4, %arg5, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %309 : tensor<i1>
    }) {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}]>, <@mesh, [{}]>]>} : (tensor<128xi32>, tensor<128xi32>) -> (tensor<128xi32>, tensor<128xi32>)
    %35 = sdy.sharding_constraint %34#1 <@mesh, [{}]> : tensor<128xi32>
    %36 = sdy.sharding_constraint %34#0 <@mesh, [{}]> : tensor<128xi32>
    %c = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<0> : tensor<i32>
    %37 = sdy.sharding_constraint %c <@mesh, []> : tensor<i32>
    %38 = stablehlo.broadcast_in_dim %37, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}]>]>} : (tensor<i32>) -> tensor<4xi32>
    %39 = sdy.sharding_constraint %38 <@mesh, [{}]> : tensor<4xi32>
    %c_2 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<0> : tensor<i32>
    %40 = sdy.sharding_constraint %c_2 <@mesh, []> : tensor<i32>
    %41 = stablehlo.broadcast_in_dim %40, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}]>]>} : (tensor<i32>) -> tensor<128xi32>
    %42 = sdy.sharding_constraint %41 <@mesh, [{}]> : tensor<128xi32>
    %43 = stablehlo.compare LT, %31, %42, SIGNED {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}]>]>} : (tensor<128xi32>, tensor<128xi32>) -> tensor<128xi1>
    %44 = sdy.sharding_constraint %43 <@mesh, [{}]> : tensor<128xi1>
    %c_3 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<4> : tensor<i32>
    %45 = sdy.sharding_constraint %c_3 <@mesh, []> : tensor<i32>
    %46 = stablehlo.broadcast_in_dim %45, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}]>]>} : (tensor<i32>) -> tensor<128xi32>
    %47 = sdy.sharding_constraint %46 <@mesh, [{}]> : tensor<128xi32>
    %48 = stablehlo.add %31, %47 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}]>]>} : tensor<128xi32>
    %49 = sdy.sharding_constraint %48 <@mesh, [{}]> : tensor<128xi32>
    %50 = stablehlo.select %44, %49, %31 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}]>]>} : tensor<128xi1>, tensor<128xi32>
    %51 = sdy.sharding_constraint %50 <@mesh, [{}]> : tensor<128xi32>
    %52 = stablehlo.broadcast_in_dim %51, dims = [0] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}]>]>} : (tensor<128xi32>) -> tensor<128x1xi32>
    %53 = sdy.sharding_constraint %52 <@mesh, [{}, {}]> : tensor<128x1xi32>
    %c_4 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<1> : tensor<i32>
    %54 = sdy.sharding_constraint %c_4 <@mesh, []> : tensor<i32>
    %55 = stablehlo.broadcast_in_dim %54, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}]>]>} : (tensor<i32>) -> tensor<128xi32>
    %56 = sdy.sharding_constraint %55 <@mesh, [{}]> : tensor<128xi32>
    %57 = "stablehlo.scatter"(%39, %53, %56) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg4: tensor<i32>, %arg5: tensor<i32>):
      %309 = stablehlo.add %arg4, %arg5 : tensor<i32>
      stablehlo.return %309 : tensor<i32>
    }) {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}]>]>} : (tensor<4xi32>, tensor<128x1xi32>, tensor<128xi32>) -> tensor<4xi32>
    %58 = sdy.sharding_constraint %57 <@mesh, [{}]> : tensor<4xi32>
    %c_5 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<0> : tensor<i32>
    %59 = sdy.sharding_constraint %c_5 <@mesh, []> : tensor<i32>
    %60 = stablehlo.broadcast_in_dim %59, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} : (tensor<i32>) -> tensor<i32>
    %61 = sdy.sharding_constraint %60 <@mesh, []> : tensor<i32>
    %62 = "stablehlo.reduce_window"(%58, %61) <{base_dilations = array<i64: 1>, padding = dense<[[3, 0]]> : tensor<1x2xi64>, window_dilations = array<i64: 1>, window_dimensions = array<i64: 4>, window_strides = array<i64: 1>}> ({
    ^bb0(%arg4: tensor<i32>, %arg5: tensor<i32>):
      %309 = stablehlo.add %arg4, %arg5 : tensor<i32>
      stablehlo.return %309 : tensor<i32>
    }) {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}]>]>} : (tensor<4xi32>, tensor<i32>) -> tensor<4xi32>
    %63 = sdy.sharding_constraint %62 <@mesh, [{}]> : tensor<4xi32>
    %64 = stablehlo.subtract %63, %58 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}]>]>} : tensor<4xi32>
    %65 = sdy.sharding_constraint %64 <@mesh, [{}]> : tensor<4xi32>
    %66 = stablehlo.iota dim = 0 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}]>]>} : tensor<128xi32>
    %67 = sdy.sharding_constraint %66 <@mesh, [{}]> : tensor<128xi32>
    %c_6 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<0> : tensor<i32>
    %68 = sdy.sharding_constraint %c_6 <@mesh, []> : tensor<i32>
    %69 = stablehlo.broadcast_in_dim %68, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}]>]>} : (tensor<i32>) -> tensor<128xi32>
    %70 = sdy.sharding_constraint %69 <@mesh, [{}]> : tensor<128xi32>
    %71 = stablehlo.compare LT, %35, %70, SIGNED {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}]>]>} : (tensor<128xi32>, tensor<128xi32>) -> tensor<128xi1>
    %72 = sdy.sharding_constraint %71 <@mesh, [{}]> : tensor<128xi1>
    %c_7 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<128> : tensor<i32>
    %73 = sdy.sharding_constraint %c_7 <@mesh, []> : tensor<i32>
    %74 = stablehlo.broadcast_in_dim %73, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}]>]>} : (tensor<i32>) -> tensor<128xi32>
    %75 = sdy.sharding_constraint %74 <@mesh, [{}]> : tensor<128xi32>
    %76 = stablehlo.add %35, %75 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}]>]>} : tensor<128xi32>
    %77 = sdy.sharding_constraint %76 <@mesh, [{}]> : tensor<128xi32>
    %78 = stablehlo.select %72, %77, %35 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}]>]>} : tensor<128xi1>, tensor<128xi32>
    %79 = sdy.sharding_constraint %78 <@mesh, [{}]> : tensor<128xi32>
    %80 = stablehlo.broadcast_in_dim %79, dims = [0] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}]>]>} : (tensor<128xi32>) -> tensor<128x1xi32>
    %81 = sdy.sharding_constraint %80 <@mesh, [{}, {}]> : tensor<128x1xi32>
    %82 = "stablehlo.gather"(%31, %81) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}]>]>} : (tensor<128xi32>, tensor<128x1xi32>) -> tensor<128xi32>
    %83 = sdy.sharding_constraint %82 <@mesh, [{}]> : tensor<128xi32>
    %c_8 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<0> : tensor<i32>
    %84 = sdy.sharding_constraint %c_8 <@mesh, []> : tensor<i32>
    %85 = stablehlo.broadcast_in_dim %84, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}]>]>} : (tensor<i32>) -> tensor<128xi32>
    %86 = sdy.sharding_constraint %85 <@mesh, [{}]> : tensor<128xi32>
    %87 = stablehlo.compare LT, %83, %86, SIGNED {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}]>]>} : (tensor<128xi32>, tensor<128xi32>) -> tensor<128xi1>
    %88 = sdy.sharding_constraint %87 <@mesh, [{}]> : tensor<128xi1>
    %c_9 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<4> : tensor<i32>
    %89 = sdy.sharding_constraint %c_9 <@mesh, []> : tensor<i32>
    %90 = stablehlo.broadcast_in_dim %89, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}]>]>} : (tensor<i32>) -> tensor<128xi32>
    %91 = sdy.sharding_constraint %90 <@mesh, [{}]> : tensor<128xi32>
    %92 = stablehlo.add %83, %91 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}]>]>} : tensor<128xi32>
    %93 = sdy.sharding_constraint %92 <@mesh, [{}]> : tensor<128xi32>
    %94 = stablehlo.select %88, %93, %83 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}]>]>} : tensor<128xi1>, tensor<128xi32>
    %95 = sdy.sharding_constraint %94 <@mesh, [{}]> : tensor<128xi32>
    %96 = stablehlo.broadcast_in_dim %95, dims = [0] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}]>]>} : (tensor<128xi32>) -> tensor<128x1xi32>
    %97 = sdy.sharding_constraint %96 <@mesh, [{}, {}]> : tensor<128x1xi32>
    %98 = "stablehlo.gather"(%65, %97) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}]>]>} : (tensor<4xi32>, tensor<128x1xi32>) -> tensor<128xi32>
    %99 = sdy.sharding_constraint %98 <@mesh, [{}]> : tensor<128xi32>
    %100 = stablehlo.subtract %67, %99 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}]>]>} : tensor<128xi32>
    %101 = sdy.sharding_constraint %100 <@mesh, [{}]> : tensor<128xi32>
    %c_10 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<0> : tensor<i32>
    %102 = sdy.sharding_constraint %c_10 <@mesh, []> : tensor<i32>
    %103 = stablehlo.broadcast_in_dim %102, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}]>]>} : (tensor<i32>) -> tensor<128xi32>
    %104 = sdy.sharding_constraint %103 <@mesh, [{}]> : tensor<128xi32>
    %c_11 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<0> : tensor<i32>
    %105 = sdy.sharding_constraint %c_11 <@mesh, []> : tensor<i32>
    %106 = stablehlo.broadcast_in_dim %105, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}]>]>} : (tensor<i32>) -> tensor<128xi32>
    %107 = sdy.sharding_constraint %106 <@mesh, [{}]> : tensor<128xi32>
    %108 = stablehlo.compare LT, %35, %107, SIGNED {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}]>]>} : (tensor<128xi32>, tensor<128xi32>) -> tensor<128xi1>
    %109 = sdy.sharding_constraint %108 <@mesh, [{}]> : tensor<128xi1>
    %c_12 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<128> : tensor<i32>
    %110 = sdy.sharding_constraint %c_12 <@mesh, []> : tensor<i32>
    %111 = stablehlo.broadcast_in_dim %110, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}]>]>} : (tensor<i32>) -> tensor<128xi32>
    %112 = sdy.sharding_constraint %111 <@mesh, [{}]> : tensor<128xi32>
    %113 = stablehlo.add %35, %112 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}]>]>} : tensor<128xi32>
    %114 = sdy.sharding_constraint %113 <@mesh, [{}]> : tensor<128xi32>
    %115 = stablehlo.select %109, %114, %35 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}]>]>} : tensor<128xi1>, tensor<128xi32>
    %116 = sdy.sharding_constraint %115 <@mesh, [{}]> : tensor<128xi32>
    %117 = stablehlo.broadcast_in_dim %116, dims = [0] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}]>]>} : (tensor<128xi32>) -> tensor<128x1xi32>
    %118 = sdy.sharding_constraint %117 <@mesh, [{}, {}]> : tensor<128x1xi32>
    %119 = "stablehlo.scatter"(%104, %118, %101) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg4: tensor<i32>, %arg5: tensor<i32>):
      stablehlo.return %arg5 : tensor<i32>
    }) {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}]>]>} : (tensor<128xi32>, tensor<128x1xi32>, tensor<128xi32>) -> tensor<128xi32>
    %120 = sdy.sharding_constraint %119 <@mesh, [{}]> : tensor<128xi32>
    %c_13 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<32> : tensor<i32>
    %121 = sdy.sharding_constraint %c_13 <@mesh, []> : tensor<i32>
    %122 = stablehlo.broadcast_in_dim %121, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}]>]>} : (tensor<i32>) -> tensor<128xi32>
    %123 = sdy.sharding_constraint %122 <@mesh, [{}]> : tensor<128xi32>
    %124 = stablehlo.compare LT, %120, %123, SIGNED {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}]>]>} : (tensor<128xi32>, tensor<128xi32>) -> tensor<128xi1>
    %125 = sdy.sharding_constraint %124 <@mesh, [{}]> : tensor<128xi1>
    %c_14 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<32> : tensor<i32>
    %126 = sdy.sharding_constraint %c_14 <@mesh, []> : tensor<i32>
    %127 = stablehlo.broadcast_in_dim %126, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}]>]>} : (tensor<i32>) -> tensor<128xi32>
    %128 = sdy.sharding_constraint %127 <@mesh, [{}]> : tensor<128xi32>
    %129 = stablehlo.multiply %31, %128 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}]>]>} : tensor<128xi32>
    %130 = sdy.sharding_constraint %129 <@mesh, [{}]> : tensor<128xi32>
    %131 = stablehlo.add %130, %120 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}]>]>} : tensor<128xi32>
    %132 = sdy.sharding_constraint %131 <@mesh, [{}]> : tensor<128xi32>
    %c_15 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<128> : tensor<i32>
    %133 = sdy.sharding_constraint %c_15 <@mesh, []> : tensor<i32>
    %134 = stablehlo.convert %133 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} : tensor<i32>
    %135 = sdy.sharding_constraint %134 <@mesh, []> : tensor<i32>
    %136 = stablehlo.broadcast_in_dim %135, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}]>]>} : (tensor<i32>) -> tensor<128xi32>
    %137 = sdy.sharding_constraint %136 <@mesh, [{}]> : tensor<128xi32>
    %138 = stablehlo.select %125, %132, %137 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}]>]>} : tensor<128xi1>, tensor<128xi32>
    %139 = sdy.sharding_constraint %138 <@mesh, [{}]> : tensor<128xi32>
    %140 = stablehlo.iota dim = 0 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}]>]>} : tensor<128xi32>
    %141 = sdy.sharding_constraint %140 <@mesh, [{}]> : tensor<128xi32>
    %c_16 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<2> : tensor<i32>
    %142 = sdy.sharding_constraint %c_16 <@mesh, []> : tensor<i32>
    %143 = stablehlo.convert %142 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} : tensor<i32>
    %144 = sdy.sharding_constraint %143 <@mesh, []> : tensor<i32>
    %145 = stablehlo.broadcast_in_dim %144, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}]>]>} : (tensor<i32>) -> tensor<128xi32>
    %146 = sdy.sharding_constraint %145 <@mesh, [{}]> : tensor<128xi32>
    %147 = stablehlo.divide %141, %146 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}]>]>} : tensor<128xi32>
    %148 = sdy.sharding_constraint %147 <@mesh, [{}]> : tensor<128xi32>
    %149 = stablehlo.sign %141 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}]>]>} : tensor<128xi32>
    %150 = sdy.sharding_constraint %149 <@mesh, [{}]> : tensor<128xi32>
    %151 = stablehlo.sign %144 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} : tensor<i32>
    %152 = sdy.sharding_constraint %151 <@mesh, []> : tensor<i32>
    %153 = stablehlo.broadcast_in_dim %152, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}]>]>} : (tensor<i32>) -> tensor<128xi32>
    %154 = sdy.sharding_constraint %153 <@mesh, [{}]> : tensor<128xi32>
    %155 = stablehlo.compare NE, %150, %154, SIGNED {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}]>]>} : (tensor<128xi32>, tensor<128xi32>) -> tensor<128xi1>
    %156 = sdy.sharding_constraint %155 <@mesh, [{}]> : tensor<128xi1>
    %157 = stablehlo.broadcast_in_dim %144, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}]>]>} : (tensor<i32>) -> tensor<128xi32>
    %158 = sdy.sharding_constraint %157 <@mesh, [{}]> : tensor<128xi32>
    %159 = stablehlo.remainder %141, %158 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}]>]>} : tensor<128xi32>
    %160 = sdy.sharding_constraint %159 <@mesh, [{}]> : tensor<128xi32>
    %c_17 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<0> : tensor<i32>
    %161 = sdy.sharding_constraint %c_17 <@mesh, []> : tensor<i32>
    %162 = stablehlo.broadcast_in_dim %161, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}]>]>} : (tensor<i32>) -> tensor<128xi32>
    %163 = sdy.sharding_constraint %162 <@mesh, [{}]> : tensor<128xi32>
    %164 = stablehlo.compare NE, %160, %163, SIGNED {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}]>]>} : (tensor<128xi32>, tensor<128xi32>) -> tensor<128xi1>
    %165 = sdy.sharding_constraint %164 <@mesh, [{}]> : tensor<128xi1>
    %166 = stablehlo.and %156, %165 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}]>]>} : tensor<128xi1>
    %167 = sdy.sharding_constraint %166 <@mesh, [{}]> : tensor<128xi1>
    %c_18 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<1> : tensor<i32>
    %168 = sdy.sharding_constraint %c_18 <@mesh, []> : tensor<i32>
    %169 = stablehlo.broadcast_in_dim %168, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}]>]>} : (tensor<i32>) -> tensor<128xi32>
    %170 = sdy.sharding_constraint %169 <@mesh, [{}]> : tensor<128xi32>
    %171 = stablehlo.subtract %148, %170 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}]>]>} : tensor<128xi32>
    %172 = sdy.sharding_constraint %171 <@mesh, [{}]> : tensor<128xi32>
    %173 = stablehlo.select %167, %172, %148 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}]>]>} : tensor<128xi1>, tensor<128xi32>
    %174 = sdy.sharding_constraint %173 <@mesh, [{}]> : tensor<128xi32>
    %cst_19 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<0.000000e+00> : tensor<f32>
    %175 = sdy.sharding_constraint %cst_19 <@mesh, []> : tensor<f32>
    %176 = stablehlo.broadcast_in_dim %175, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"model"}, {"data"}]>]>} : (tensor<f32>) -> tensor<128x64xf32>
    %177 = sdy.sharding_constraint %176 <@mesh, [{"model"}, {"data"}]> : tensor<128x64xf32>
    %c_20 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<0> : tensor<i32>
    %178 = sdy.sharding_constraint %c_20 <@mesh, []> : tensor<i32>
    %179 = stablehlo.broadcast_in_dim %178, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}]>]>} : (tensor<i32>) -> tensor<128xi32>
    %180 = sdy.sharding_constraint %179 <@mesh, [{}]> : tensor<128xi32>
    %181 = stablehlo.compare LT, %174, %180, SIGNED {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}]>]>} : (tensor<128xi32>, tensor<128xi32>) -> tensor<128xi1>
    %182 = sdy.sharding_constraint %181 <@mesh, [{}]> : tensor<128xi1>
    %c_21 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<64> : tensor<i32>
    %183 = sdy.sharding_constraint %c_21 <@mesh, []> : tensor<i32>
    %184 = stablehlo.broadcast_in_dim %183, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}]>]>} : (tensor<i32>) -> tensor<128xi32>
    %185 = sdy.sharding_constraint %184 <@mesh, [{}]> : tensor<128xi32>
    %186 = stablehlo.add %174, %185 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}]>]>} : tensor<128xi32>
    %187 = sdy.sharding_constraint %186 <@mesh, [{}]> : tensor<128xi32>
    %188 = stablehlo.select %182, %187, %174 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}]>]>} : tensor<128xi1>, tensor<128xi32>
    %189 = sdy.sharding_constraint %188 <@mesh, [{}]> : tensor<128xi32>
    %190 = stablehlo.broadcast_in_dim %189, dims = [0] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}]>]>} : (tensor<128xi32>) -> tensor<128x1xi32>
    %191 = sdy.sharding_constraint %190 <@mesh, [{}, {}]> : tensor<128x1xi32>
    %192 = sdy.sharding_constraint %arg3 <@mesh, [{}, {"data"}]> : tensor<64x64xf32>
    %193 = "stablehlo.gather"(%192, %191) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 64>}> {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"data"}]>]>} : (tensor<64x64xf32>, tensor<128x1xi32>) -> tensor<128x64xf32>
    %194 = sdy.sharding_constraint %193 <@mesh, [{}, {"data"}]> : tensor<128x64xf32>
    %c_22 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<0> : tensor<i32>
    %195 = sdy.sharding_constraint %c_22 <@mesh, []> : tensor<i32>
    %196 = stablehlo.broadcast_in_dim %195, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}]>]>} : (tensor<i32>) -> tensor<128xi32>
    %197 = sdy.sharding_constraint %196 <@mesh, [{}]> : tensor<128xi32>
    %198 = stablehlo.compare LT, %139, %197, SIGNED {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}]>]>} : (tensor<128xi32>, tensor<128xi32>) -> tensor<128xi1>
    %199 = sdy.sharding_constraint %198 <@mesh, [{}]> : tensor<128xi1>
    %c_23 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<128> : tensor<i32>
    %200 = sdy.sharding_constraint %c_23 <@mesh, []> : tensor<i32>
    %201 = stablehlo.broadcast_in_dim %200, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}]>]>} : (tensor<i32>) -> tensor<128xi32>
    %202 = sdy.sharding_constraint %201 <@mesh, [{}]> : tensor<128xi32>
    %203 = stablehlo.add %139, %202 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}]>]>} : tensor<128xi32>
    %204 = sdy.sharding_constraint %203 <@mesh, [{}]> : tensor<128xi32>
    %205 = stablehlo.select %199, %204, %139 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}]>]>} : tensor<128xi1>, tensor<128xi32>
    %206 = sdy.sharding_constraint %205 <@mesh, [{}]> : tensor<128xi32>
    %207 = stablehlo.broadcast_in_dim %206, dims = [0] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}]>]>} : (tensor<128xi32>) -> tensor<128x1xi32>
    %208 = sdy.sharding_constraint %207 <@mesh, [{}, {}]> : tensor<128x1xi32>
    %209 = "stablehlo.scatter"(%177, %208, %194) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg4: tensor<f32>, %arg5: tensor<f32>):
      stablehlo.return %arg5 : tensor<f32>
    }) {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"model"}, {"data"}]>]>} : (tensor<128x64xf32>, tensor<128x1xi32>, tensor<128x64xf32>) -> tensor<128x64xf32>
    %210 = sdy.sharding_constraint %209 <@mesh, [{"model"}, {"data"}]> : tensor<128x64xf32>
    %211 = stablehlo.reshape %210 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"model"}, {}, {"data"}]>]>} : (tensor<128x64xf32>) -> tensor<4x32x64xf32>
    %212 = sdy.sharding_constraint %211 <@mesh, [{"model"}, {}, {"data"}]> : tensor<4x32x64xf32>
    %213 = sdy.sharding_constraint %212 <@mesh, [{"model"}, {"data"}, {}]> : tensor<4x32x64xf32>
    %214 = stablehlo.dot_general %213, %arg1, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"model"}, {"data"}, {}]>]>} : (tensor<4x32x64xf32>, tensor<4x64x128xf32>) -> tensor<4x32x128xf32>
    %215 = sdy.sharding_constraint %214 <@mesh, [{"model"}, {"data"}, {}]> : tensor<4x32x128xf32>
    %216 = stablehlo.multiply %215, %215 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"model"}, {"data"}, {}]>]>} : tensor<4x32x128xf32>
    %217 = sdy.sharding_constraint %216 <@mesh, [{"model"}, {"data"}, {}]> : tensor<4x32x128xf32>
    %218 = stablehlo.multiply %217, %215 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"model"}, {"data"}, {}]>]>} : tensor<4x32x128xf32>
    %219 = sdy.sharding_constraint %218 <@mesh, [{"model"}, {"data"}, {}]> : tensor<4x32x128xf32>
    %cst_24 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<4.471500e-02> : tensor<f32>
    %220 = sdy.sharding_constraint %cst_24 <@mesh, []> : tensor<f32>
    %221 = stablehlo.broadcast_in_dim %220, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"model"}, {"data"}, {}]>]>} : (tensor<f32>) -> tensor<4x32x128xf32>
    %222 = sdy.sharding_constraint %221 <@mesh, [{"model"}, {"data"}, {}]> : tensor<4x32x128xf32>
    %223 = stablehlo.multiply %222, %219 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"model"}, {"data"}, {}]>]>} : tensor<4x32x128xf32>
    %224 = sdy.sharding_constraint %223 <@mesh, [{"model"}, {"data"}, {}]> : tensor<4x32x128xf32>
    %225 = stablehlo.add %215, %224 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"model"}, {"data"}, {}]>]>} : tensor<4x32x128xf32>
    %226 = sdy.sharding_constraint %225 <@mesh, [{"model"}, {"data"}, {}]> : tensor<4x32x128xf32>
    %cst_25 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<0.797884583> : tensor<f32>
    %227 = sdy.sharding_constraint %cst_25 <@mesh, []> : tensor<f32>
    %228 = stablehlo.broadcast_in_dim %227, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"model"}, {"data"}, {}]>]>} : (tensor<f32>) -> tensor<4x32x128xf32>
    %229 = sdy.sharding_constraint %228 <@mesh, [{"model"}, {"data"}, {}]> : tensor<4x32x128xf32>
    %230 = stablehlo.multiply %229, %226 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"model"}, {"data"}, {}]>]>} : tensor<4x32x128xf32>
    %231 = sdy.sharding_constraint %230 <@mesh, [{"model"}, {"data"}, {}]> : tensor<4x32x128xf32>
    %232 = stablehlo.tanh %231 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"model"}, {"data"}, {}]>]>} : tensor<4x32x128xf32>
    %233 = sdy.sharding_constraint %232 <@mesh, [{"model"}, {"data"}, {}]> : tensor<4x32x128xf32>
    %cst_26 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<1.000000e+00> : tensor<f32>
    %234 = sdy.sharding_constraint %cst_26 <@mesh, []> : tensor<f32>
    %235 = stablehlo.broadcast_in_dim %234, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"model"}, {"data"}, {}]>]>} : (tensor<f32>) -> tensor<4x32x128xf32>
    %236 = sdy.sharding_constraint %235 <@mesh, [{"model"}, {"data"}, {}]> : tensor<4x32x128xf32>
    %237 = stablehlo.add %236, %233 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"model"}, {"data"}, {}]>]>} : tensor<4x32x128xf32>
    %238 = sdy.sharding_constraint %237 <@mesh, [{"model"}, {"data"}, {}]> : tensor<4x32x128xf32>
    %cst_27 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<5.000000e-01> : tensor<f32>
    %239 = sdy.sharding_constraint %cst_27 <@mesh, []> : tensor<f32>
    %240 = stablehlo.broadcast_in_dim %239, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"model"}, {"data"}, {}]>]>} : (tensor<f32>) -> tensor<4x32x128xf32>
    %241 = sdy.sharding_constraint %240 <@mesh, [{"model"}, {"data"}, {}]> : tensor<4x32x128xf32>
    %242 = stablehlo.multiply %241, %238 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"model"}, {"data"}, {}]>]>} : tensor<4x32x128xf32>
    %243 = sdy.sharding_constraint %242 <@mesh, [{"model"}, {"data"}, {}]> : tensor<4x32x128xf32>
    %244 = stablehlo.multiply %215, %243 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"model"}, {"data"}, {}]>]>} : tensor<4x32x128xf32>
    %245 = sdy.sharding_constraint %244 <@mesh, [{"model"}, {"data"}, {}]> : tensor<4x32x128xf32>
    %246 = stablehlo.dot_general %245, %arg2, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"model"}, {"data"}, {}]>]>} : (tensor<4x32x128xf32>, tensor<4x128x64xf32>) -> tensor<4x32x64xf32>
    %247 = sdy.sharding_constraint %246 <@mesh, [{"model"}, {"data"}, {}]> : tensor<4x32x64xf32>
    %248 = sdy.sharding_constraint %247 <@mesh, [{"model"}, {}, {"data"}]> : tensor<4x32x64xf32>
    %249 = stablehlo.reshape %248 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"model"}, {"data"}]>]>} : (tensor<4x32x64xf32>) -> tensor<128x64xf32>
    %250 = sdy.sharding_constraint %249 <@mesh, [{"model"}, {"data"}]> : tensor<128x64xf32>
    %c_28 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<0> : tensor<i32>
    %251 = sdy.sharding_constraint %c_28 <@mesh, []> : tensor<i32>
    %252 = stablehlo.broadcast_in_dim %251, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}]>]>} : (tensor<i32>) -> tensor<128xi32>
    %253 = sdy.sharding_constraint %252 <@mesh, [{}]> : tensor<128xi32>
    %254 = stablehlo.compare LT, %139, %253, SIGNED {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}]>]>} : (tensor<128xi32>, tensor<128xi32>) -> tensor<128xi1>
    %255 = sdy.sharding_constraint %254 <@mesh, [{}]> : tensor<128xi1>
    %c_29 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<128> : tensor<i32>
    %256 = sdy.sharding_constraint %c_29 <@mesh, []> : tensor<i32>
    %257 = stablehlo.broadcast_in_dim %256, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}]>]>} : (tensor<i32>) -> tensor<128xi32>
    %258 = sdy.sharding_constraint %257 <@mesh, [{}]> : tensor<128xi32>
    %259 = stablehlo.add %139, %258 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}]>]>} : tensor<128xi32>
    %260 = sdy.sharding_constraint %259 <@mesh, [{}]> : tensor<128xi32>
    %261 = stablehlo.select %255, %260, %139 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}]>]>} : tensor<128xi1>, tensor<128xi32>
    %262 = sdy.sharding_constraint %261 <@mesh, [{}]> : tensor<128xi32>
    %263 = stablehlo.broadcast_in_dim %262, dims = [0] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}]>]>} : (tensor<128xi32>) -> tensor<128x1xi32>
    %264 = sdy.sharding_constraint %263 <@mesh, [{}, {}]> : tensor<128x1xi32>
    %c_30 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}]>]>} dense<127> : tensor<1xi32>
    %265 = sdy.sharding_constraint %c_30 <@mesh, [{}]> : tensor<1xi32>
    %c_31 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<0> : tensor<i32>
    %266 = sdy.sharding_constraint %c_31 <@mesh, []> : tensor<i32>
    %267 = stablehlo.broadcast_in_dim %266, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}]>]>} : (tensor<i32>) -> tensor<128x1xi32>
    %268 = sdy.sharding_constraint %267 <@mesh, [{}, {}]> : tensor<128x1xi32>
    %269 = stablehlo.compare GE, %264, %268, SIGNED {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}]>]>} : (tensor<128x1xi32>, tensor<128x1xi32>) -> tensor<128x1xi1>
    %270 = sdy.sharding_constraint %269 <@mesh, [{}, {}]> : tensor<128x1xi1>
    %271 = stablehlo.broadcast_in_dim %265, dims = [1] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}]>]>} : (tensor<1xi32>) -> tensor<1x1xi32>
    %272 = sdy.sharding_constraint %271 <@mesh, [{}, {}]> : tensor<1x1xi32>
    %273 = stablehlo.broadcast_in_dim %272, dims = [0, 1] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}]>]>} : (tensor<1x1xi32>) -> tensor<128x1xi32>
    %274 = sdy.sharding_constraint %273 <@mesh, [{}, {}]> : tensor<128x1xi32>
    %275 = stablehlo.compare LE, %264, %274, SIGNED {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}]>]>} : (tensor<128x1xi32>, tensor<128x1xi32>) -> tensor<128x1xi1>
    %276 = sdy.sharding_constraint %275 <@mesh, [{}, {}]> : tensor<128x1xi1>
    %277 = stablehlo.and %270, %276 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}]>]>} : tensor<128x1xi1>
    %278 = sdy.sharding_constraint %277 <@mesh, [{}, {}]> : tensor<128x1xi1>
    %c_32 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<true> : tensor<i1>
    %279 = sdy.sharding_constraint %c_32 <@mesh, []> : tensor<i1>
    %280 = stablehlo.reduce(%278 init: %279) applies stablehlo.and across dimensions = [1] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}]>]>} : (tensor<128x1xi1>, tensor<i1>) -> tensor<128xi1>
    %281 = sdy.sharding_constraint %280 <@mesh, [{}]> : tensor<128xi1>
    %282 = sdy.sharding_constraint %250 <@mesh, [{}, {"data", "model"}]> : tensor<128x64xf32>
    %283 = "stablehlo.gather"(%282, %264) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 64>}> {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"data", "model"}]>]>} : (tensor<128x64xf32>, tensor<128x1xi32>) -> tensor<128x64xf32>
    %284 = sdy.sharding_constraint %283 <@mesh, [{}, {"data", "model"}]> : tensor<128x64xf32>
    %285 = stablehlo.broadcast_in_dim %281, dims = [0] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"data", "model"}]>]>} : (tensor<128xi1>) -> tensor<128x64xi1>
    %286 = sdy.sharding_constraint %285 <@mesh, [{}, {"data", "model"}]> : tensor<128x64xi1>
    %cst_33 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<0.000000e+00> : tensor<f32>
    %287 = sdy.sharding_constraint %cst_33 <@mesh, []> : tensor<f32>
    %288 = stablehlo.broadcast_in_dim %287, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"data", "model"}]>]>} : (tensor<f32>) -> tensor<128x64xf32>
    %289 = sdy.sharding_constraint %288 <@mesh, [{}, {"data", "model"}]> : tensor<128x64xf32>
    %290 = stablehlo.select %286, %284, %289 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"data", "model"}]>]>} : tensor<128x64xi1>, tensor<128x64xf32>
    %291 = sdy.sharding_constraint %290 <@mesh, [{}, {"data", "model"}]> : tensor<128x64xf32>
    %292 = stablehlo.reshape %29 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}]>]>} : (tensor<64x2xf32>) -> tensor<128xf32>
    %293 = sdy.sharding_constraint %292 <@mesh, [{}]> : tensor<128xf32>
    %294 = stablehlo.convert %125 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}]>]>} : (tensor<128xi1>) -> tensor<128xf32>
    %295 = sdy.sharding_constraint %294 <@mesh, [{}]> : tensor<128xf32>
    %296 = stablehlo.multiply %293, %295 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}]>]>} : tensor<128xf32>
    %297 = sdy.sharding_constraint %296 <@mesh, [{}]> : tensor<128xf32>
    %298 = stablehlo.broadcast_in_dim %297, dims = [0] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}]>]>} : (tensor<128xf32>) -> tensor<128x1xf32>
    %299 = sdy.sharding_constraint %298 <@mesh, [{}, {}]> : tensor<128x1xf32>
    %300 = stablehlo.broadcast_in_dim %299, dims = [0, 1] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"data", "model"}]>]>} : (tensor<128x1xf32>) -> tensor<128x64xf32>
    %301 = sdy.sharding_constraint %300 <@mesh, [{}, {"data", "model"}]> : tensor<128x64xf32>
    %302 = stablehlo.multiply %291, %301 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"data", "model"}]>]>} : tensor<128x64xf32>
    %303 = sdy.sharding_constraint %302 <@mesh, [{}, {"data", "model"}]> : tensor<128x64xf32>
    %304 = stablehlo.reshape %303 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}, {"data", "model"}]>]>} : (tensor<128x64xf32>) -> tensor<64x2x64xf32>
    %305 = sdy.sharding_constraint %304 <@mesh, [{}, {}, {"data", "model"}]> : tensor<64x2x64xf32>
    %cst_34 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<0.000000e+00> : tensor<f32>
    %306 = sdy.sharding_constraint %cst_34 <@mesh, []> : tensor<f32>
    %307 = stablehlo.reduce(%305 init: %306) applies stablehlo.add across dimensions = [1] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"data", "model"}]>]>} : (tensor<64x2x64xf32>, tensor<f32>) -> tensor<64x64xf32>
    %308 = sdy.sharding_constraint %307 <@mesh, [{}, {"data", "model"}]> : tensor<64x64xf32>
    return %308 : tensor<64x64xf32>
  }
}
