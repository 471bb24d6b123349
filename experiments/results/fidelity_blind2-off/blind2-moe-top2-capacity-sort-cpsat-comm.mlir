module {
  sdy.mesh @mesh = <["data"=2, "model"=4]>
  func.func @main(%arg0: tensor<64x4xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg1: tensor<4x64x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {}, {}]>}, %arg2: tensor<4x128x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {}, {}]>}, %arg3: tensor<64x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}) -> (tensor<64x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"data", "model"}]>}) {
    %0 = stablehlo.dot_general %arg3, %arg0, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : (tensor<64x64xf32>, tensor<64x4xf32>) -> tensor<64x4xf32>
    %1 = sdy.sharding_constraint %0 <@mesh, [{"data"}, {}]> : tensor<64x4xf32>
    %cst = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<0xFF800000> : tensor<f32>
    %2 = sdy.sharding_constraint %cst <@mesh, []> : tensor<f32>
    %3 = stablehlo.reduce(%1 init: %2) applies stablehlo.maximum across dimensions = [1] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}]>]>} : (tensor<64x4xf32>, tensor<f32>) -> tensor<64xf32>
    %4 = sdy.sharding_constraint %3 <@mesh, [{"data"}]> : tensor<64xf32>
    %cst_0 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<0xFF800000> : tensor<f32>
    %5 = sdy.sharding_constraint %cst_0 <@mesh, []> : tensor<f32>
    %6 = stablehlo.broadcast_in_dim %5, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}]>]>} : (tensor<f32>) -> tensor<64xf32>
    %7 = sdy.sharding_constraint %6 <@mesh, [{"data"}]> : tensor<64xf32>
    %8 = stablehlo.maximum %7, %4 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}]>]>} : tensor<64xf32>
    %9 = sdy.sharding_constraint %8 <@mesh, [{"data"}]> : tensor<64xf32>
    %10 = sdy.sharding_constraint %9 <@mesh, [{"data", "model"}]> : tensor<64xf32>
    %11 = stablehlo.broadcast_in_dim %10, dims = [0] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data", "model"}, {}]>]>} : (tensor<64xf32>) -> tensor<64x1xf32>
    %12 = sdy.sharding_constraint %11 <@mesh, [{"data", "model"}, {}]> : tensor<64x1xf32>
    %13 = stablehlo.broadcast_in_dim %12, dims = [0, 1] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data", "model"}, {}]>]>} : (tensor<64x1xf32>) -> tensor<64x4xf32>
    %14 = sdy.sharding_constraint %13 <@mesh, [{"data", "model"}, {}]> : tensor<64x4xf32>
    %15 = sdy.sharding_constraint %1 <@mesh, [{"data", "model"}, {}]> : tensor<64x4xf32>
    %16 = stablehlo.subtract %15, %14 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data", "model"}, {}]>]>} : tensor<64x4xf32>
    %17 = sdy.sharding_constraint %16 <@mesh, [{"data", "model"}, {}]> : tensor<64x4xf32>
    %18 = stablehlo.exponential %17 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data", "model"}, {}]>]>} : tensor<64x4xf32>
    %19 = sdy.sharding_constraint %18 <@mesh, [{"data", "model"}, {}]> : tensor<64x4xf32>
    %cst_1 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<0.000000e+00> : tensor<f32>
    %20 = sdy.sharding_constraint %cst_1 <@mesh, []> : tensor<f32>
    %21 = stablehlo.reduce(%19 init: %20) applies stablehlo.add across dimensions = [1] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data", "model"}]>]>} : (tensor<64x4xf32>, tensor<f32>) -> tensor<64xf32>
    %22 = sdy.sharding_constraint %21 <@mesh, [{"data", "model"}]> : tensor<64xf32>
    %23 = stablehlo.broadcast_in_dim %22, dims = [0] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data", "model"}, {}]>]>} : (tensor<64xf32>) -> tensor<64x1xf32>
    %24 = sdy.sharding_constraint %23 <@mesh, [{"data", "model"}, {}]> : tensor<64x1xf32>
    %25 = stablehlo.broadcast_in_dim %24, dims = [0, 1] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data", "model"}, {}]>]>} : (tensor<64x1xf32>) -> tensor<64x4xf32>
    %26 = sdy.sharding_constraint %25 <@mesh, [{"data", "model"}, {}]> : tensor<64x4xf32>
    %27 = stablehlo.divide %19, %26 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data", "model"}, {}]>]>} : tensor<64x4xf32>
    %28 = sdy.sharding_constraint %27 <@mesh, [{"data", "model"}, {}]> : tensor<64x4xf32>
    %values, %indices = chlo.top_k(%28, k = 2) {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}]>, <@mesh, [{}, {}]>]>} : tensor<64x4xf32> -> (tensor<64x2xf32>, tensor<64x2xi32>)
    %29 = sdy.sharding_constraint %indices <@mesh, [{}, {}]> : tensor<64x2xi32>
    %30 = sdy.sharding_constraint %values <@mesh, [{}, {}]> : tensor<64x2xf32>
    %31 = stablehlo.reshape %29 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}]>]>} : (tensor<64x2xi32>) -> tensor<128xi32>
    %32 = sdy.sharding_constraint %31 <@mesh, [{}]> : tensor<128xi32>
    %33 = stablehlo.iota dim = 0 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}]>]>} : tensor<128xi32>
    %34 = sdy.sharding_constraint %33 <@mesh, [{}]> : tensor<128xi32>
    %35:2 = "stablehlo.sort"(%32, %34) <{dimension = 0 : i64, is_stable = true}> ({
    ^bb0(%arg4: tensor<i32>, %arg5: tensor<i32>, %arg6: tensor<i32>, %arg7: tensor<i32>):
      %310 = stablehlo.compare LT, %arg4, %arg5, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %310 : tensor<i1>
    }) {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}]>, <@mesh, [{}]>]>} : (tensor<128xi32>, tensor<128xi32>) -> (tensor<128xi32>, tensor<128xi32>)
    %36 = sdy.sharding_constraint %35#1 <@mesh, [{}]> : tensor<128xi32>
    %37 = sdy.sharding_constraint %35#0 <@mesh, [{}]> : tensor<128xi32>
    %c = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<0> : tensor<i32>
    %38 = sdy.sharding_constraint %c <@mesh, []> : tensor<i32>
    %39 = stablehlo.broadcast_in_dim %38, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}]>]>} : (tensor<i32>) -> tensor<4xi32>
    %40 = sdy.sharding_constraint %39 <@mesh, [{}]> : tensor<4xi32>
    %c_2 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<0> : tensor<i32>
    %41 = sdy.sharding_constraint %c_2 <@mesh, []> : tensor<i32>
    %42 = stablehlo.broadcast_in_dim %41, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}]>]>} : (tensor<i32>) -> tensor<128xi32>
    %43 = sdy.sharding_constraint %42 <@mesh, [{}]> : tensor<128xi32>
    %44 = stablehlo.compare LT, %32, %43, SIGNED {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}]>]>} : (tensor<128xi32>, tensor<128xi32>) -> tensor<128xi1>
    %45 = sdy.sharding_constraint %44 <@mesh, [{}]> : tensor<128xi1>
    %c_3 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<4> : tensor<i32>
    %46 = sdy.sharding_constraint %c_3 <@mesh, []> : tensor<i32>
    %47 = stablehlo.broadcast_in_dim %46, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}]>]>} : (tensor<i32>) -> tensor<128xi32>
    %48 = sdy.sharding_constraint %47 <@mesh, [{}]> : tensor<128xi32>
    %49 = stablehlo.add %32, %48 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}]>]>} : tensor<128xi32>
    %50 = sdy.sharding_constraint %49 <@mesh, [{}]> : tensor<128xi32>
    %51 = stablehlo.select %45, %50, %32 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}]>]>} : tensor<128xi1>, tensor<128xi32>
    %52 = sdy.sharding_constraint %51 <@mesh, [{}]> : tensor<128xi32>
    %53 = stablehlo.broadcast_in_dim %52, dims = [0] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}]>]>} : (tensor<128xi32>) -> tensor<128x1xi32>
    %54 = sdy.sharding_constraint %53 <@mesh, [{}, {}]> : tensor<128x1xi32>
    %c_4 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<1> : tensor<i32>
    %55 = sdy.sharding_constraint %c_4 <@mesh, []> : tensor<i32>
    %56 = stablehlo.broadcast_in_dim %55, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}]>]>} : (tensor<i32>) -> tensor<128xi32>
    %57 = sdy.sharding_constraint %56 <@mesh, [{}]> : tensor<128xi32>
    %58 = "stablehlo.scatter"(%40, %54, %57) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg4: tensor<i32>, %arg5: tensor<i32>):
      %310 = stablehlo.add %arg4, %arg5 : tensor<i32>
      stablehlo.return %310 : tensor<i32>
    }) {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}]>]>} : (tensor<4xi32>, tensor<128x1xi32>, tensor<128xi32>) -> tensor<4xi32>
    %59 = sdy.sharding_constraint %58 <@mesh, [{}]> : tensor<4xi32>
    %c_5 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<0> : tensor<i32>
    %60 = sdy.sharding_constraint %c_5 <@mesh, []> : tensor<i32>
    %61 = stablehlo.broadcast_in_dim %60, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} : (tensor<i32>) -> tensor<i32>
    %62 = sdy.sharding_constraint %61 <@mesh, []> : tensor<i32>
    %63 = "stablehlo.reduce_window"(%59, %62) <{base_dilations = array<i64: 1>, padding = dense<[[3, 0]]> : tensor<1x2xi64>, window_dilations = array<i64: 1>, window_dimensions = array<i64: 4>, window_strides = array<i64: 1>}> ({
    ^bb0(%arg4: tensor<i32>, %arg5: tensor<i32>):
      %310 = stablehlo.add %arg4, %arg5 : tensor<i32>
      stablehlo.return %310 : tensor<i32>
    }) {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}]>]>} : (tensor<4xi32>, tensor<i32>) -> tensor<4xi32>
    %64 = sdy.sharding_constraint %63 <@mesh, [{}]> : tensor<4xi32>
    %65 = stablehlo.subtract %64, %59 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}]>]>} : tensor<4xi32>
    %66 = sdy.sharding_constraint %65 <@mesh, [{}]> : tensor<4xi32>
    %67 = stablehlo.iota dim = 0 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}]>]>} : tensor<128xi32>
    %68 = sdy.sharding_constraint %67 <@mesh, [{}]> : tensor<128xi32>
    %c_6 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<0> : tensor<i32>
    %69 = sdy.sharding_constraint %c_6 <@mesh, []> : tensor<i32>
    %70 = stablehlo.broadcast_in_dim %69, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}]>]>} : (tensor<i32>) -> tensor<128xi32>
    %71 = sdy.sharding_constraint %70 <@mesh, [{}]> : tensor<128xi32>
    %72 = stablehlo.compare LT, %36, %71, SIGNED {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}]>]>} : (tensor<128xi32>, tensor<128xi32>) -> tensor<128xi1>
    %73 = sdy.sharding_constraint %72 <@mesh, [{}]> : tensor<128xi1>
    %c_7 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<128> : tensor<i32>
    %74 = sdy.sharding_constraint %c_7 <@mesh, []> : tensor<i32>
    %75 = stablehlo.broadcast_in_dim %74, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}]>]>} : (tensor<i32>) -> tensor<128xi32>
    %76 = sdy.sharding_constraint %75 <@mesh, [{}]> : tensor<128xi32>
    %77 = stablehlo.add %36, %76 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}]>]>} : tensor<128xi32>
    %78 = sdy.sharding_constraint %77 <@mesh, [{}]> : tensor<128xi32>
    %79 = stablehlo.select %73, %78, %36 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}]>]>} : tensor<128xi1>, tensor<128xi32>
    %80 = sdy.sharding_constraint %79 <@mesh, [{}]> : tensor<128xi32>
    %81 = stablehlo.broadcast_in_dim %80, dims = [0] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}]>]>} : (tensor<128xi32>) -> tensor<128x1xi32>
    %82 = sdy.sharding_constraint %81 <@mesh, [{}, {}]> : tensor<128x1xi32>
    %83 = "stablehlo.gather"(%32, %82) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}]>]>} : (tensor<128xi32>, tensor<128x1xi32>) -> tensor<128xi32>
    %84 = sdy.sharding_constraint %83 <@mesh, [{}]> : tensor<128xi32>
    %c_8 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<0> : tensor<i32>
    %85 = sdy.sharding_constraint %c_8 <@mesh, []> : tensor<i32>
    %86 = stablehlo.broadcast_in_dim %85, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}]>]>} : (tensor<i32>) -> tensor<128xi32>
    %87 = sdy.sharding_constraint %86 <@mesh, [{}]> : tensor<128xi32>
    %88 = stablehlo.compare LT, %84, %87, SIGNED {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}]>]>} : (tensor<128xi32>, tensor<128xi32>) -> tensor<128xi1>
    %89 = sdy.sharding_constraint %88 <@mesh, [{}]> : tensor<128xi1>
    %c_9 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<4> : tensor<i32>
    %90 = sdy.sharding_constraint %c_9 <@mesh, []> : tensor<i32>
    %91 = stablehlo.broadcast_in_dim %90, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}]>]>} : (tensor<i32>) -> tensor<128xi32>
    %92 = sdy.sharding_constraint %91 <@mesh, [{}]> : tensor<128xi32>
    %93 = stablehlo.add %84, %92 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}]>]>} : tensor<128xi32>
    %94 = sdy.sharding_constraint %93 <@mesh, [{}]> : tensor<128xi32>
    %95 = stablehlo.select %89, %94, %84 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}]>]>} : tensor<128xi1>, tensor<128xi32>
    %96 = sdy.sharding_constraint %95 <@mesh, [{}]> : tensor<128xi32>
    %97 = stablehlo.broadcast_in_dim %96, dims = [0] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}]>]>} : (tensor<128xi32>) -> tensor<128x1xi32>
    %98 = sdy.sharding_constraint %97 <@mesh, [{}, {}]> : tensor<128x1xi32>
    %99 = "stablehlo.gather"(%66, %98) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}]>]>} : (tensor<4xi32>, tensor<128x1xi32>) -> tensor<128xi32>
    %100 = sdy.sharding_constraint %99 <@mesh, [{}]> : tensor<128xi32>
    %101 = stablehlo.subtract %68, %100 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}]>]>} : tensor<128xi32>
    %102 = sdy.sharding_constraint %101 <@mesh, [{}]> : tensor<128xi32>
    %c_10 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<0> : tensor<i32>
    %103 = sdy.sharding_constraint %c_10 <@mesh, []> : tensor<i32>
    %104 = stablehlo.broadcast_in_dim %103, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}]>]>} : (tensor<i32>) -> tensor<128xi32>
    %105 = sdy.sharding_constraint %104 <@mesh, [{}]> : tensor<128xi32>
    %c_11 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<0> : tensor<i32>
    %106 = sdy.sharding_constraint %c_11 <@mesh, []> : tensor<i32>
    %107 = stablehlo.broadcast_in_dim %106, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}]>]>} : (tensor<i32>) -> tensor<128xi32>
    %108 = sdy.sharding_constraint %107 <@mesh, [{}]> : tensor<128xi32>
    %109 = stablehlo.compare LT, %36, %108, SIGNED {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}]>]>} : (tensor<128xi32>, tensor<128xi32>) -> tensor<128xi1>
    %110 = sdy.sharding_constraint %109 <@mesh, [{}]> : tensor<128xi1>
    %c_12 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<128> : tensor<i32>
    %111 = sdy.sharding_constraint %c_12 <@mesh, []> : tensor<i32>
    %112 = stablehlo.broadcast_in_dim %111, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}]>]>} : (tensor<i32>) -> tensor<128xi32>
    %113 = sdy.sharding_constraint %112 <@mesh, [{}]> : tensor<128xi32>
    %114 = stablehlo.add %36, %113 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}]>]>} : tensor<128xi32>
    %115 = sdy.sharding_constraint %114 <@mesh, [{}]> : tensor<128xi32>
    %116 = stablehlo.select %110, %115, %36 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}]>]>} : tensor<128xi1>, tensor<128xi32>
    %117 = sdy.sharding_constraint %116 <@mesh, [{}]> : tensor<128xi32>
    %118 = stablehlo.broadcast_in_dim %117, dims = [0] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}]>]>} : (tensor<128xi32>) -> tensor<128x1xi32>
    %119 = sdy.sharding_constraint %118 <@mesh, [{}, {}]> : tensor<128x1xi32>
    %120 = "stablehlo.scatter"(%105, %119, %102) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg4: tensor<i32>, %arg5: tensor<i32>):
      stablehlo.return %arg5 : tensor<i32>
    }) {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}]>]>} : (tensor<128xi32>, tensor<128x1xi32>, tensor<128xi32>) -> tensor<128xi32>
    %121 = sdy.sharding_constraint %120 <@mesh, [{}]> : tensor<128xi32>
    %c_13 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<32> : tensor<i32>
    %122 = sdy.sharding_constraint %c_13 <@mesh, []> : tensor<i32>
    %123 = stablehlo.broadcast_in_dim %122, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}]>]>} : (tensor<i32>) -> tensor<128xi32>
    %124 = sdy.sharding_constraint %123 <@mesh, [{}]> : tensor<128xi32>
    %125 = stablehlo.compare LT, %121, %124, SIGNED {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}]>]>} : (tensor<128xi32>, tensor<128xi32>) -> tensor<128xi1>
    %126 = sdy.sharding_constraint %125 <@mesh, [{}]> : tensor<128xi1>
    %c_14 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<32> : tensor<i32>
    %127 = sdy.sharding_constraint %c_14 <@mesh, []> : tensor<i32>
    %128 = stablehlo.broadcast_in_dim %127, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}]>]>} : (tensor<i32>) -> tensor<128xi32>
    %129 = sdy.sharding_constraint %128 <@mesh, [{}]> : tensor<128xi32>
    %130 = stablehlo.multiply %32, %129 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}]>]>} : tensor<128xi32>
    %131 = sdy.sharding_constraint %130 <@mesh, [{}]> : tensor<128xi32>
    %132 = stablehlo.add %131, %121 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}]>]>} : tensor<128xi32>
    %133 = sdy.sharding_constraint %132 <@mesh, [{}]> : tensor<128xi32>
    %c_15 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<128> : tensor<i32>
    %134 = sdy.sharding_constraint %c_15 <@mesh, []> : tensor<i32>
    %135 = stablehlo.convert %134 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} : tensor<i32>
    %136 = sdy.sharding_constraint %135 <@mesh, []> : tensor<i32>
    %137 = stablehlo.broadcast_in_dim %136, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}]>]>} : (tensor<i32>) -> tensor<128xi32>
    %138 = sdy.sharding_constraint %137 <@mesh, [{}]> : tensor<128xi32>
    %139 = stablehlo.select %126, %133, %138 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}]>]>} : tensor<128xi1>, tensor<128xi32>
    %140 = sdy.sharding_constraint %139 <@mesh, [{}]> : tensor<128xi32>
    %141 = stablehlo.iota dim = 0 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}]>]>} : tensor<128xi32>
    %142 = sdy.sharding_constraint %141 <@mesh, [{}]> : tensor<128xi32>
    %c_16 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<2> : tensor<i32>
    %143 = sdy.sharding_constraint %c_16 <@mesh, []> : tensor<i32>
    %144 = stablehlo.convert %143 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} : tensor<i32>
    %145 = sdy.sharding_constraint %144 <@mesh, []> : tensor<i32>
    %146 = stablehlo.broadcast_in_dim %145, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}]>]>} : (tensor<i32>) -> tensor<128xi32>
    %147 = sdy.sharding_constraint %146 <@mesh, [{}]> : tensor<128xi32>
    %148 = stablehlo.divide %142, %147 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}]>]>} : tensor<128xi32>
    %149 = sdy.sharding_constraint %148 <@mesh, [{}]> : tensor<128xi32>
    %150 = stablehlo.sign %142 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}]>]>} : tensor<128xi32>
    %151 = sdy.sharding_constraint %150 <@mesh, [{}]> : tensor<128xi32>
    %152 = stablehlo.sign %145 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} : tensor<i32>
    %153 = sdy.sharding_constraint %152 <@mesh, []> : tensor<i32>
    %154 = stablehlo.broadcast_in_dim %153, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}]>]>} : (tensor<i32>) -> tensor<128xi32>
    %155 = sdy.sharding_constraint %154 <@mesh, [{}]> : tensor<128xi32>
    %156 = stablehlo.compare NE, %151, %155, SIGNED {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}]>]>} : (tensor<128xi32>, tensor<128xi32>) -> tensor<128xi1>
    %157 = sdy.sharding_constraint %156 <@mesh, [{}]> : tensor<128xi1>
    %158 = stablehlo.broadcast_in_dim %145, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}]>]>} : (tensor<i32>) -> tensor<128xi32>
    %159 = sdy.sharding_constraint %158 <@mesh, [{}]> : tensor<128xi32>
    %160 = stablehlo.remainder %142, %159 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}]>]>} : tensor<128xi32>
    %161 = sdy.sharding_constraint %160 <@mesh, [{}]> : tensor<128xi32>
    %c_17 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<0> : tensor<i32>
    %162 = sdy.sharding_constraint %c_17 <@mesh, []> : tensor<i32>
    %163 = stablehlo.broadcast_in_dim %162, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}]>]>} : (tensor<i32>) -> tensor<128xi32>
    %164 = sdy.sharding_constraint %163 <@mesh, [{}]> : tensor<128xi32>
    %165 = stablehlo.compare NE, %161, %164, SIGNED {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}]>]>} : (tensor<128xi32>, tensor<128xi32>) -> tensor<128xi1>
    %166 = sdy.sharding_constraint %165 <@mesh, [{}]> : tensor<128xi1>
    %167 = stablehlo.and %157, %166 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}]>]>} : tensor<128xi1>
    %168 = sdy.sharding_constraint %167 <@mesh, [{}]> : tensor<128xi1>
    %c_18 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<1> : tensor<i32>
    %169 = sdy.sharding_constraint %c_18 <@mesh, []> : tensor<i32>
    %170 = stablehlo.broadcast_in_dim %169, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}]>]>} : (tensor<i32>) -> tensor<128xi32>
    %171 = sdy.sharding_constraint %170 <@mesh, [{}]> : tensor<128xi32>
    %172 = stablehlo.subtract %149, %171 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}]>]>} : tensor<128xi32>
    %173 = sdy.sharding_constraint %172 <@mesh, [{}]> : tensor<128xi32>
    %174 = stablehlo.select %168, %173, %149 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}]>]>} : tensor<128xi1>, tensor<128xi32>
    %175 = sdy.sharding_constraint %174 <@mesh, [{}]> : tensor<128xi32>
    %cst_19 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<0.000000e+00> : tensor<f32>
    %176 = sdy.sharding_constraint %cst_19 <@mesh, []> : tensor<f32>
    %177 = stablehlo.broadcast_in_dim %176, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"model"}, {"data"}]>]>} : (tensor<f32>) -> tensor<128x64xf32>
    %178 = sdy.sharding_constraint %177 <@mesh, [{"model"}, {"data"}]> : tensor<128x64xf32>
    %c_20 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<0> : tensor<i32>
    %179 = sdy.sharding_constraint %c_20 <@mesh, []> : tensor<i32>
    %180 = stablehlo.broadcast_in_dim %179, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}]>]>} : (tensor<i32>) -> tensor<128xi32>
    %181 = sdy.sharding_constraint %180 <@mesh, [{}]> : tensor<128xi32>
    %182 = stablehlo.compare LT, %175, %181, SIGNED {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}]>]>} : (tensor<128xi32>, tensor<128xi32>) -> tensor<128xi1>
    %183 = sdy.sharding_constraint %182 <@mesh, [{}]> : tensor<128xi1>
    %c_21 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<64> : tensor<i32>
    %184 = sdy.sharding_constraint %c_21 <@mesh, []> : tensor<i32>
    %185 = stablehlo.broadcast_in_dim %184, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}]>]>} : (tensor<i32>) -> tensor<128xi32>
    %186 = sdy.sharding_constraint %185 <@mesh, [{}]> : tensor<128xi32>
    %187 = stablehlo.add %175, %186 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}]>]>} : tensor<128xi32>
    %188 = sdy.sharding_constraint %187 <@mesh, [{}]> : tensor<128xi32>
    %189 = stablehlo.select %183, %188, %175 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}]>]>} : tensor<128xi1>, tensor<128xi32>
    %190 = sdy.sharding_constraint %189 <@mesh, [{}]> : tensor<128xi32>
    %191 = stablehlo.broadcast_in_dim %190, dims = [0] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}]>]>} : (tensor<128xi32>) -> tensor<128x1xi32>
    %192 = sdy.sharding_constraint %191 <@mesh, [{}, {}]> : tensor<128x1xi32>
    %193 = sdy.sharding_constraint %arg3 <@mesh, [{}, {"data"}]> : tensor<64x64xf32>
    %194 = "stablehlo.gather"(%193, %192) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 64>}> {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"data"}]>]>} : (tensor<64x64xf32>, tensor<128x1xi32>) -> tensor<128x64xf32>
    %195 = sdy.sharding_constraint %194 <@mesh, [{}, {"data"}]> : tensor<128x64xf32>
    %c_22 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<0> : tensor<i32>
    %196 = sdy.sharding_constraint %c_22 <@mesh, []> : tensor<i32>
    %197 = stablehlo.broadcast_in_dim %196, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}]>]>} : (tensor<i32>) -> tensor<128xi32>
    %198 = sdy.sharding_constraint %197 <@mesh, [{}]> : tensor<128xi32>
    %199 = stablehlo.compare LT, %140, %198, SIGNED {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}]>]>} : (tensor<128xi32>, tensor<128xi32>) -> tensor<128xi1>
    %200 = sdy.sharding_constraint %199 <@mesh, [{}]> : tensor<128xi1>
    %c_23 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<128> : tensor<i32>
    %201 = sdy.sharding_constraint %c_23 <@mesh, []> : tensor<i32>
    %202 = stablehlo.broadcast_in_dim %201, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}]>]>} : (tensor<i32>) -> tensor<128xi32>
    %203 = sdy.sharding_constraint %202 <@mesh, [{}]> : tensor<128xi32>
    %204 = stablehlo.add %140, %203 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}]>]>} : tensor<128xi32>
    %205 = sdy.sharding_constraint %204 <@mesh, [{}]> : tensor<128xi32>
    %206 = stablehlo.select %200, %205, %140 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}]>]>} : tensor<128xi1>, tensor<128xi32>
    %207 = sdy.sharding_constraint %206 <@mesh, [{}]> : tensor<128xi32>
    %208 = stablehlo.broadcast_in_dim %207, dims = [0] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}]>]>} : (tensor<128xi32>) -> tensor<128x1xi32>
    %209 = sdy.sharding_constraint %208 <@mesh, [{}, {}]> : tensor<128x1xi32>
    %210 = "stablehlo.scatter"(%178, %209, %195) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg4: tensor<f32>, %arg5: tensor<f32>):
      stablehlo.return %arg5 : tensor<f32>
    }) {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"model"}, {"data"}]>]>} : (tensor<128x64xf32>, tensor<128x1xi32>, tensor<128x64xf32>) -> tensor<128x64xf32>
    %211 = sdy.sharding_constraint %210 <@mesh, [{"model"}, {"data"}]> : tensor<128x64xf32>
    %212 = stablehlo.reshape %211 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"model"}, {}, {"data"}]>]>} : (tensor<128x64xf32>) -> tensor<4x32x64xf32>
    %213 = sdy.sharding_constraint %212 <@mesh, [{"model"}, {}, {"data"}]> : tensor<4x32x64xf32>
    %214 = sdy.sharding_constraint %213 <@mesh, [{"model"}, {"data"}, {}]> : tensor<4x32x64xf32>
    %215 = stablehlo.dot_general %214, %arg1, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"model"}, {"data"}, {}]>]>} : (tensor<4x32x64xf32>, tensor<4x64x128xf32>) -> tensor<4x32x128xf32>
    %216 = sdy.sharding_constraint %215 <@mesh, [{"model"}, {"data"}, {}]> : tensor<4x32x128xf32>
    %217 = stablehlo.multiply %216, %216 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"model"}, {"data"}, {}]>]>} : tensor<4x32x128xf32>
    %218 = sdy.sharding_constraint %217 <@mesh, [{"model"}, {"data"}, {}]> : tensor<4x32x128xf32>
    %219 = stablehlo.multiply %218, %216 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"model"}, {"data"}, {}]>]>} : tensor<4x32x128xf32>
    %220 = sdy.sharding_constraint %219 <@mesh, [{"model"}, {"data"}, {}]> : tensor<4x32x128xf32>
    %cst_24 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<4.471500e-02> : tensor<f32>
    %221 = sdy.sharding_constraint %cst_24 <@mesh, []> : tensor<f32>
    %222 = stablehlo.broadcast_in_dim %221, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"model"}, {"data"}, {}]>]>} : (tensor<f32>) -> tensor<4x32x128xf32>
    %223 = sdy.sharding_constraint %222 <@mesh, [{"model"}, {"data"}, {}]> : tensor<4x32x128xf32>
    %224 = stablehlo.multiply %223, %220 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"model"}, {"data"}, {}]>]>} : tensor<4x32x128xf32>
    %225 = sdy.sharding_constraint %224 <@mesh, [{"model"}, {"data"}, {}]> : tensor<4x32x128xf32>
    %226 = stablehlo.add %216, %225 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"model"}, {"data"}, {}]>]>} : tensor<4x32x128xf32>
    %227 = sdy.sharding_constraint %226 <@mesh, [{"model"}, {"data"}, {}]> : tensor<4x32x128xf32>
    %cst_25 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<0.797884583> : tensor<f32>
    %228 = sdy.sharding_constraint %cst_25 <@mesh, []> : tensor<f32>
    %229 = stablehlo.broadcast_in_dim %228, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"model"}, {"data"}, {}]>]>} : (tensor<f32>) -> tensor<4x32x128xf32>
    %230 = sdy.sharding_constraint %229 <@mesh, [{"model"}, {"data"}, {}]> : tensor<4x32x128xf32>
    %231 = stablehlo.multiply %230, %227 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"model"}, {"data"}, {}]>]>} : tensor<4x32x128xf32>
    %232 = sdy.sharding_constraint %231 <@mesh, [{"model"}, {"data"}, {}]> : tensor<4x32x128xf32>
    %233 = stablehlo.tanh %232 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"model"}, {"data"}, {}]>]>} : tensor<4x32x128xf32>
    %234 = sdy.sharding_constraint %233 <@mesh, [{"model"}, {"data"}, {}]> : tensor<4x32x128xf32>
    %cst_26 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<1.000000e+00> : tensor<f32>
    %235 = sdy.sharding_constraint %cst_26 <@mesh, []> : tensor<f32>
    %236 = stablehlo.broadcast_in_dim %235, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"model"}, {"data"}, {}]>]>} : (tensor<f32>) -> tensor<4x32x128xf32>
    %237 = sdy.sharding_constraint %236 <@mesh, [{"model"}, {"data"}, {}]> : tensor<4x32x128xf32>
    %238 = stablehlo.add %237, %234 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"model"}, {"data"}, {}]>]>} : tensor<4x32x128xf32>
    %239 = sdy.sharding_constraint %238 <@mesh, [{"model"}, {"data"}, {}]> : tensor<4x32x128xf32>
    %cst_27 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<5.000000e-01> : tensor<f32>
    %240 = sdy.sharding_constraint %cst_27 <@mesh, []> : tensor<f32>
    %241 = stablehlo.broadcast_in_dim %240, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"model"}, {"data"}, {}]>]>} : (tensor<f32>) -> tensor<4x32x128xf32>
    %242 = sdy.sharding_constraint %241 <@mesh, [{"model"}, {"data"}, {}]> : tensor<4x32x128xf32>
    %243 = stablehlo.multiply %242, %239 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"model"}, {"data"}, {}]>]>} : tensor<4x32x128xf32>
    %244 = sdy.sharding_constraint %243 <@mesh, [{"model"}, {"data"}, {}]> : tensor<4x32x128xf32>
    %245 = stablehlo.multiply %216, %244 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"model"}, {"data"}, {}]>]>} : tensor<4x32x128xf32>
    %246 = sdy.sharding_constraint %245 <@mesh, [{"model"}, {"data"}, {}]> : tensor<4x32x128xf32>
    %247 = stablehlo.dot_general %246, %arg2, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"model"}, {"data"}, {}]>]>} : (tensor<4x32x128xf32>, tensor<4x128x64xf32>) -> tensor<4x32x64xf32>
    %248 = sdy.sharding_constraint %247 <@mesh, [{"model"}, {"data"}, {}]> : tensor<4x32x64xf32>
    %249 = sdy.sharding_constraint %248 <@mesh, [{"model"}, {}, {"data"}]> : tensor<4x32x64xf32>
    %250 = stablehlo.reshape %249 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"model"}, {"data"}]>]>} : (tensor<4x32x64xf32>) -> tensor<128x64xf32>
    %251 = sdy.sharding_constraint %250 <@mesh, [{"model"}, {"data"}]> : tensor<128x64xf32>
    %c_28 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<0> : tensor<i32>
    %252 = sdy.sharding_constraint %c_28 <@mesh, []> : tensor<i32>
    %253 = stablehlo.broadcast_in_dim %252, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}]>]>} : (tensor<i32>) -> tensor<128xi32>
    %254 = sdy.sharding_constraint %253 <@mesh, [{}]> : tensor<128xi32>
    %255 = stablehlo.compare LT, %140, %254, SIGNED {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}]>]>} : (tensor<128xi32>, tensor<128xi32>) -> tensor<128xi1>
    %256 = sdy.sharding_constraint %255 <@mesh, [{}]> : tensor<128xi1>
    %c_29 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<128> : tensor<i32>
    %257 = sdy.sharding_constraint %c_29 <@mesh, []> : tensor<i32>
    %258 = stablehlo.broadcast_in_dim %257, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}]>]>} : (tensor<i32>) -> tensor<128xi32>
    %259 = sdy.sharding_constraint %258 <@mesh, [{}]> : tensor<128xi32>
    %260 = stablehlo.add %140, %259 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}]>]>} : tensor<128xi32>
    %261 = sdy.sharding_constraint %260 <@mesh, [{}]> : tensor<128xi32>
    %262 = stablehlo.select %256, %261, %140 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}]>]>} : tensor<128xi1>, tensor<128xi32>
    %263 = sdy.sharding_constraint %262 <@mesh, [{}]> : tensor<128xi32>
    %264 = stablehlo.broadcast_in_dim %263, dims = [0] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}]>]>} : (tensor<128xi32>) -> tensor<128x1xi32>
    %265 = sdy.sharding_constraint %264 <@mesh, [{}, {}]> : tensor<128x1xi32>
    %c_30 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}]>]>} dense<127> : tensor<1xi32>
    %266 = sdy.sharding_constraint %c_30 <@mesh, [{}]> : tensor<1xi32>
    %c_31 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<0> : tensor<i32>
    %267 = sdy.sharding_constraint %c_31 <@mesh, []> : tensor<i32>
    %268 = stablehlo.broadcast_in_dim %267, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}]>]>} : (tensor<i32>) -> tensor<128x1xi32>
    %269 = sdy.sharding_constraint %268 <@mesh, [{}, {}]> : tensor<128x1xi32>
    %270 = stablehlo.compare GE, %265, %269, SIGNED {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}]>]>} : (tensor<128x1xi32>, tensor<128x1xi32>) -> tensor<128x1xi1>
    %271 = sdy.sharding_constraint %270 <@mesh, [{}, {}]> : tensor<128x1xi1>
    %272 = stablehlo.broadcast_in_dim %266, dims = [1] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}]>]>} : (tensor<1xi32>) -> tensor<1x1xi32>
    %273 = sdy.sharding_constraint %272 <@mesh, [{}, {}]> : tensor<1x1xi32>
    %274 = stablehlo.broadcast_in_dim %273, dims = [0, 1] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}]>]>} : (tensor<1x1xi32>) -> tensor<128x1xi32>
    %275 = sdy.sharding_constraint %274 <@mesh, [{}, {}]> : tensor<128x1xi32>
    %276 = stablehlo.compare LE, %265, %275, SIGNED {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}]>]>} : (tensor<128x1xi32>, tensor<128x1xi32>) -> tensor<128x1xi1>
    %277 = sdy.sharding_constraint %276 <@mesh, [{}, {}]> : tensor<128x1xi1>
    %278 = stablehlo.and %271, %277 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}]>]>} : tensor<128x1xi1>
    %279 = sdy.sharding_constraint %278 <@mesh, [{}, {}]> : tensor<128x1xi1>
    %c_32 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<true> : tensor<i1>
    %280 = sdy.sharding_constraint %c_32 <@mesh, []> : tensor<i1>
    %281 = stablehlo.reduce(%279 init: %280) applies stablehlo.and across dimensions = [1] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}]>]>} : (tensor<128x1xi1>, tensor<i1>) -> tensor<128xi1>
    %282 = sdy.sharding_constraint %281 <@mesh, [{}]> : tensor<128xi1>
    %283 = sdy.sharding_constraint %251 <@mesh, [{}, {"data", "model"}]> : tensor<128x64xf32>
    %284 = "stablehlo.gather"(%283, %265) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 64>}> {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"data", "model"}]>]>} : (tensor<128x64xf32>, tensor<128x1xi32>) -> tensor<128x64xf32>
    %285 = sdy.sharding_constraint %284 <@mesh, [{}, {"data", "model"}]> : tensor<128x64xf32>
    %286 = stablehlo.broadcast_in_dim %282, dims = [0] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"data", "model"}]>]>} : (tensor<128xi1>) -> tensor<128x64xi1>
    %287 = sdy.sharding_constraint %286 <@mesh, [{}, {"data", "model"}]> : tensor<128x64xi1>
    %cst_33 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<0.000000e+00> : tensor<f32>
    %288 = sdy.sharding_constraint %cst_33 <@mesh, []> : tensor<f32>
    %289 = stablehlo.broadcast_in_dim %288, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"data", "model"}]>]>} : (tensor<f32>) -> tensor<128x64xf32>
    %290 = sdy.sharding_constraint %289 <@mesh, [{}, {"data", "model"}]> : tensor<128x64xf32>
    %291 = stablehlo.select %287, %285, %290 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"data", "model"}]>]>} : tensor<128x64xi1>, tensor<128x64xf32>
    %292 = sdy.sharding_constraint %291 <@mesh, [{}, {"data", "model"}]> : tensor<128x64xf32>
    %293 = stablehlo.reshape %30 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}]>]>} : (tensor<64x2xf32>) -> tensor<128xf32>
    %294 = sdy.sharding_constraint %293 <@mesh, [{}]> : tensor<128xf32>
    %295 = stablehlo.convert %126 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}]>]>} : (tensor<128xi1>) -> tensor<128xf32>
    %296 = sdy.sharding_constraint %295 <@mesh, [{}]> : tensor<128xf32>
    %297 = stablehlo.multiply %294, %296 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}]>]>} : tensor<128xf32>
    %298 = sdy.sharding_constraint %297 <@mesh, [{}]> : tensor<128xf32>
    %299 = stablehlo.broadcast_in_dim %298, dims = [0] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}]>]>} : (tensor<128xf32>) -> tensor<128x1xf32>
    %300 = sdy.sharding_constraint %299 <@mesh, [{}, {}]> : tensor<128x1xf32>
    %301 = stablehlo.broadcast_in_dim %300, dims = [0, 1] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"data", "model"}]>]>} : (tensor<128x1xf32>) -> tensor<128x64xf32>
    %302 = sdy.sharding_constraint %301 <@mesh, [{}, {"data", "model"}]> : tensor<128x64xf32>
    %303 = stablehlo.multiply %292, %302 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"data", "model"}]>]>} : tensor<128x64xf32>
    %304 = sdy.sharding_constraint %303 <@mesh, [{}, {"data", "model"}]> : tensor<128x64xf32>
    %305 = stablehlo.reshape %304 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}, {"data", "model"}]>]>} : (tensor<128x64xf32>) -> tensor<64x2x64xf32>
    %306 = sdy.sharding_constraint %305 <@mesh, [{}, {}, {"data", "model"}]> : tensor<64x2x64xf32>
    %cst_34 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<0.000000e+00> : tensor<f32>
    %307 = sdy.sharding_constraint %cst_34 <@mesh, []> : tensor<f32>
    %308 = stablehlo.reduce(%306 init: %307) applies stablehlo.add across dimensions = [1] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"data", "model"}]>]>} : (tensor<64x2x64xf32>, tensor<f32>) -> tensor<64x64xf32>
    %309 = sdy.sharding_constraint %308 <@mesh, [{}, {"data", "model"}]> : tensor<64x64xf32>
    return %309 : tensor<64x64xf32>
  }
}
