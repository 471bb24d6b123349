module {
  sdy.mesh @mesh = <["data"=8]>
  func.func @main(%arg0: tensor<32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg1: tensor<32x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg2: tensor<64x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg3: tensor<2x40x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}, {}]>}) -> (tensor<32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, tensor<32x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, tensor<64x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, tensor<f32> {sdy.sharding = #sdy.sharding<@mesh, []>}) {
    %0 = stablehlo.slice %arg3 [0:2, 39:40, 0:32] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"data"}, {}]>]>} : (tensor<2x40x32xf32>) -> tensor<2x1x32xf32>
    %1 = sdy.sharding_constraint %0 <@mesh, [{}, {"data"}, {}]> : tensor<2x1x32xf32>
    %2 = stablehlo.slice %arg3 [0:2, 0:39, 0:32] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"data"}, {}]>]>} : (tensor<2x40x32xf32>) -> tensor<2x39x32xf32>
    %3 = sdy.sharding_constraint %2 <@mesh, [{}, {"data"}, {}]> : tensor<2x39x32xf32>
    %4 = stablehlo.concatenate %1, %3, dim = 1 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"data"}, {}]>]>} : (tensor<2x1x32xf32>, tensor<2x39x32xf32>) -> tensor<2x40x32xf32>
    %5 = sdy.sharding_constraint %4 <@mesh, [{}, {"data"}, {}]> : tensor<2x40x32xf32>
    %c = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<0> : tensor<i32>
    %6 = sdy.sharding_constraint %c <@mesh, []> : tensor<i32>
    %7 = stablehlo.broadcast_in_dim %6, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}]>]>} : (tensor<i32>) -> tensor<1xi32>
    %8 = sdy.sharding_constraint %7 <@mesh, [{}]> : tensor<1xi32>
    %cst = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<0.000000e+00> : tensor<f32>
    %9 = sdy.sharding_constraint %cst <@mesh, []> : tensor<f32>
    %10 = stablehlo.broadcast_in_dim %9, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}]>]>} : (tensor<f32>) -> tensor<2x32xf32>
    %11 = sdy.sharding_constraint %10 <@mesh, [{}, {}]> : tensor<2x32xf32>
    %12 = "stablehlo.scatter"(%5, %8, %11) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1]>, unique_indices = true}> ({
    ^bb0(%arg4: tensor<f32>, %arg5: tensor<f32>):
      stablehlo.return %arg5 : tensor<f32>
    }) {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"data"}, {}]>]>} : (tensor<2x40x32xf32>, tensor<1xi32>, tensor<2x32xf32>) -> tensor<2x40x32xf32>
    %13 = sdy.sharding_constraint %12 <@mesh, [{}, {"data"}, {}]> : tensor<2x40x32xf32>
    %14 = stablehlo.broadcast_in_dim %arg0, dims = [2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}, {}]>]>} : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %15 = sdy.sharding_constraint %14 <@mesh, [{}, {}, {}]> : tensor<1x1x32xf32>
    %16 = stablehlo.broadcast_in_dim %15, dims = [0, 1, 2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"data"}, {}]>]>} : (tensor<1x1x32xf32>) -> tensor<2x40x32xf32>
    %17 = sdy.sharding_constraint %16 <@mesh, [{}, {"data"}, {}]> : tensor<2x40x32xf32>
    %18 = stablehlo.multiply %arg3, %17 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"data"}, {}]>]>} : tensor<2x40x32xf32>
    %19 = sdy.sharding_constraint %18 <@mesh, [{}, {"data"}, {}]> : tensor<2x40x32xf32>
    %cst_0 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<1.000000e+00> : tensor<f32>
    %20 = sdy.sharding_constraint %cst_0 <@mesh, []> : tensor<f32>
    %21 = stablehlo.broadcast_in_dim %20, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}]>]>} : (tensor<f32>) -> tensor<32xf32>
    %22 = sdy.sharding_constraint %21 <@mesh, [{}]> : tensor<32xf32>
    %23 = stablehlo.subtract %22, %arg0 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}]>]>} : tensor<32xf32>
    %24 = sdy.sharding_constraint %23 <@mesh, [{}]> : tensor<32xf32>
    %25 = stablehlo.broadcast_in_dim %24, dims = [2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}, {}]>]>} : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %26 = sdy.sharding_constraint %25 <@mesh, [{}, {}, {}]> : tensor<1x1x32xf32>
    %27 = stablehlo.broadcast_in_dim %26, dims = [0, 1, 2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"data"}, {}]>]>} : (tensor<1x1x32xf32>) -> tensor<2x40x32xf32>
    %28 = sdy.sharding_constraint %27 <@mesh, [{}, {"data"}, {}]> : tensor<2x40x32xf32>
    %29 = stablehlo.multiply %13, %28 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"data"}, {}]>]>} : tensor<2x40x32xf32>
    %30 = sdy.sharding_constraint %29 <@mesh, [{}, {"data"}, {}]> : tensor<2x40x32xf32>
    %31 = stablehlo.add %19, %30 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"data"}, {}]>]>} : tensor<2x40x32xf32>
    %32 = sdy.sharding_constraint %31 <@mesh, [{}, {"data"}, {}]> : tensor<2x40x32xf32>
    %33 = stablehlo.dot_general %32, %arg1, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"data"}, {}]>]>} : (tensor<2x40x32xf32>, tensor<32x32xf32>) -> tensor<2x40x32xf32>
    %34 = sdy.sharding_constraint %33 <@mesh, [{}, {"data"}, {}]> : tensor<2x40x32xf32>
    %35 = stablehlo.tanh %34 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"data"}, {}]>]>} : tensor<2x40x32xf32>
    %36 = sdy.sharding_constraint %35 <@mesh, [{}, {"data"}, {}]> : tensor<2x40x32xf32>
    %cst_1 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<1.000000e+00> : tensor<f32>
    %37 = sdy.sharding_constraint %cst_1 <@mesh, []> : tensor<f32>
    %38 = stablehlo.broadcast_in_dim %37, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"data"}, {}]>]>} : (tensor<f32>) -> tensor<2x40x32xf32>
    %39 = sdy.sharding_constraint %38 <@mesh, [{}, {"data"}, {}]> : tensor<2x40x32xf32>
    %40 = stablehlo.subtract %39, %36 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"data"}, {}]>]>} : tensor<2x40x32xf32>
    %41 = sdy.sharding_constraint %40 <@mesh, [{}, {"data"}, {}]> : tensor<2x40x32xf32>
    %42 = stablehlo.reverse %36, dims = [1] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"data"}, {}]>]>} : tensor<2x40x32xf32>
    %43 = sdy.sharding_constraint %42 <@mesh, [{}, {"data"}, {}]> : tensor<2x40x32xf32>
    %44 = stablehlo.concatenate %36, %43, dim = 2 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"data"}, {}]>]>} : (tensor<2x40x32xf32>, tensor<2x40x32xf32>) -> tensor<2x40x64xf32>
    %45 = sdy.sharding_constraint %44 <@mesh, [{}, {"data"}, {}]> : tensor<2x40x64xf32>
    %46 = stablehlo.dot_general %45, %arg2, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"data"}, {}]>]>} : (tensor<2x40x64xf32>, tensor<64x32xf32>) -> tensor<2x40x32xf32>
    %47 = sdy.sharding_constraint %46 <@mesh, [{}, {"data"}, {}]> : tensor<2x40x32xf32>
    %48 = stablehlo.slice %arg3 [0:2, 3:40, 0:32] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"data"}, {}]>]>} : (tensor<2x40x32xf32>) -> tensor<2x37x32xf32>
    %49 = sdy.sharding_constraint %48 <@mesh, [{}, {"data"}, {}]> : tensor<2x37x32xf32>
    %50 = stablehlo.slice %arg3 [0:2, 0:3, 0:32] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"data"}, {}]>]>} : (tensor<2x40x32xf32>) -> tensor<2x3x32xf32>
    %51 = sdy.sharding_constraint %50 <@mesh, [{}, {"data"}, {}]> : tensor<2x3x32xf32>
    %52 = stablehlo.concatenate %49, %51, dim = 1 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"data"}, {}]>]>} : (tensor<2x37x32xf32>, tensor<2x3x32xf32>) -> tensor<2x40x32xf32>
    %53 = sdy.sharding_constraint %52 <@mesh, [{}, {"data"}, {}]> : tensor<2x40x32xf32>
    %54 = stablehlo.subtract %47, %53 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"data"}, {}]>]>} : tensor<2x40x32xf32>
    %55 = sdy.sharding_constraint %54 <@mesh, [{}, {"data"}, {}]> : tensor<2x40x32xf32>
    %56 = stablehlo.multiply %55, %55 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"data"}, {}]>]>} : tensor<2x40x32xf32>
    %57 = sdy.sharding_constraint %56 <@mesh, [{}, {"data"}, {}]> : tensor<2x40x32xf32>
    %cst_2 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<2.000000e+00> : tensor<f32>
    %58 = sdy.sharding_constraint %cst_2 <@mesh, []> : tensor<f32>
    %59 = stablehlo.broadcast_in_dim %58, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"data"}, {}]>]>} : (tensor<f32>) -> tensor<2x40x32xf32>
    %60 = sdy.sharding_constraint %59 <@mesh, [{}, {"data"}, {}]> : tensor<2x40x32xf32>
    %61 = stablehlo.multiply %60, %55 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"data"}, {}]>]>} : tensor<2x40x32xf32>
    %62 = sdy.sharding_constraint %61 <@mesh, [{}, {"data"}, {}]> : tensor<2x40x32xf32>
    %cst_3 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<0.000000e+00> : tensor<f32>
    %63 = sdy.sharding_constraint %cst_3 <@mesh, []> : tensor<f32>
    %64 = stablehlo.reduce(%57 init: %63) applies stablehlo.add across dimensions = [0, 1, 2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} : (tensor<2x40x32xf32>, tensor<f32>) -> tensor<f32>
    %65 = sdy.sharding_constraint %64 <@mesh, []> : tensor<f32>
    %cst_4 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<2.560000e+03> : tensor<f32>
    %66 = sdy.sharding_constraint %cst_4 <@mesh, []> : tensor<f32>
    %67 = stablehlo.divide %65, %66 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} : tensor<f32>
    %68 = sdy.sharding_constraint %67 <@mesh, []> : tensor<f32>
    %cst_5 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<1.000000e+00> : tensor<f32>
    %69 = sdy.sharding_constraint %cst_5 <@mesh, []> : tensor<f32>
    %cst_6 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<2.560000e+03> : tensor<f32>
    %70 = sdy.sharding_constraint %cst_6 <@mesh, []> : tensor<f32>
    %71 = stablehlo.divide %69, %70 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} : tensor<f32>
    %72 = sdy.sharding_constraint %71 <@mesh, []> : tensor<f32>
    %73 = stablehlo.broadcast_in_dim %72, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"data"}, {}]>]>} : (tensor<f32>) -> tensor<2x40x32xf32>
    %74 = sdy.sharding_constraint %73 <@mesh, [{}, {"data"}, {}]> : tensor<2x40x32xf32>
    %75 = stablehlo.multiply %74, %62 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"data"}, {}]>]>} : tensor<2x40x32xf32>
    %76 = sdy.sharding_constraint %75 <@mesh, [{}, {"data"}, {}]> : tensor<2x40x32xf32>
    %77 = stablehlo.dot_general %76, %45, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}]>]>} : (tensor<2x40x32xf32>, tensor<2x40x64xf32>) -> tensor<32x64xf32>
    %78 = sdy.sharding_constraint %77 <@mesh, [{}, {}]> : tensor<32x64xf32>
    %79 = stablehlo.transpose %78, dims = [1, 0] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}]>]>} : (tensor<32x64xf32>) -> tensor<64x32xf32>
    %80 = sdy.sharding_constraint %79 <@mesh, [{}, {}]> : tensor<64x32xf32>
    %81 = stablehlo.dot_general %76, %arg2, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"data"}, {}]>]>} : (tensor<2x40x32xf32>, tensor<64x32xf32>) -> tensor<2x40x64xf32>
    %82 = sdy.sharding_constraint %81 <@mesh, [{}, {"data"}, {}]> : tensor<2x40x64xf32>
    %83 = stablehlo.slice %82 [0:2, 0:40, 0:32] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"data"}, {}]>]>} : (tensor<2x40x64xf32>) -> tensor<2x40x32xf32>
    %84 = sdy.sharding_constraint %83 <@mesh, [{}, {"data"}, {}]> : tensor<2x40x32xf32>
    %85 = stablehlo.slice %82 [0:2, 0:40, 32:64] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"data"}, {}]>]>} : (tensor<2x40x64xf32>) -> tensor<2x40x32xf32>
    %86 = sdy.sharding_constraint %85 <@mesh, [{}, {"data"}, {}]> : tensor<2x40x32xf32>
    %87 = stablehlo.reverse %86, dims = [1] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"data"}, {}]>]>} : tensor<2x40x32xf32>
    %88 = sdy.sharding_constraint %87 <@mesh, [{}, {"data"}, {}]> : tensor<2x40x32xf32>
    %89 = stablehlo.add %84, %88 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"data"}, {}]>]>} : tensor<2x40x32xf32>
    %90 = sdy.sharding_constraint %89 <@mesh, [{}, {"data"}, {}]> : tensor<2x40x32xf32>
    %91 = stablehlo.multiply %90, %41 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"data"}, {}]>]>} : tensor<2x40x32xf32>
    %92 = sdy.sharding_constraint %91 <@mesh, [{}, {"data"}, {}]> : tensor<2x40x32xf32>
    %93 = stablehlo.multiply %92, %36 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"data"}, {}]>]>} : tensor<2x40x32xf32>
    %94 = sdy.sharding_constraint %93 <@mesh, [{}, {"data"}, {}]> : tensor<2x40x32xf32>
    %95 = stablehlo.add %92, %94 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"data"}, {}]>]>} : tensor<2x40x32xf32>
    %96 = sdy.sharding_constraint %95 <@mesh, [{}, {"data"}, {}]> : tensor<2x40x32xf32>
    %97 = stablehlo.dot_general %96, %32, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}]>]>} : (tensor<2x40x32xf32>, tensor<2x40x32xf32>) -> tensor<32x32xf32>
    %98 = sdy.sharding_constraint %97 <@mesh, [{}, {}]> : tensor<32x32xf32>
    %99 = stablehlo.transpose %98, dims = [1, 0] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}]>]>} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %100 = sdy.sharding_constraint %99 <@mesh, [{}, {}]> : tensor<32x32xf32>
    %101 = stablehlo.dot_general %96, %arg1, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"data"}, {}]>]>} : (tensor<2x40x32xf32>, tensor<32x32xf32>) -> tensor<2x40x32xf32>
    %102 = sdy.sharding_constraint %101 <@mesh, [{}, {"data"}, {}]> : tensor<2x40x32xf32>
    %103 = stablehlo.multiply %13, %102 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"data"}, {}]>]>} : tensor<2x40x32xf32>
    %104 = sdy.sharding_constraint %103 <@mesh, [{}, {"data"}, {}]> : tensor<2x40x32xf32>
    %cst_7 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<0.000000e+00> : tensor<f32>
    %105 = sdy.sharding_constraint %cst_7 <@mesh, []> : tensor<f32>
    %106 = stablehlo.reduce(%104 init: %105) applies stablehlo.add across dimensions = [0, 1] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}]>]>} : (tensor<2x40x32xf32>, tensor<f32>) -> tensor<32xf32>
    %107 = sdy.sharding_constraint %106 <@mesh, [{}]> : tensor<32xf32>
    %108 = stablehlo.reshape %107 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}, {}]>]>} : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %109 = sdy.sharding_constraint %108 <@mesh, [{}, {}, {}]> : tensor<1x1x32xf32>
    %cst_8 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<0.000000e+00> : tensor<f32>
    %110 = sdy.sharding_constraint %cst_8 <@mesh, []> : tensor<f32>
    %111 = stablehlo.reduce(%109 init: %110) applies stablehlo.add across dimensions = [0, 1] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}]>]>} : (tensor<1x1x32xf32>, tensor<f32>) -> tensor<32xf32>
    %112 = sdy.sharding_constraint %111 <@mesh, [{}]> : tensor<32xf32>
    %113 = stablehlo.negate %112 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}]>]>} : tensor<32xf32>
    %114 = sdy.sharding_constraint %113 <@mesh, [{}]> : tensor<32xf32>
    %115 = stablehlo.multiply %arg3, %102 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"data"}, {}]>]>} : tensor<2x40x32xf32>
    %116 = sdy.sharding_constraint %115 <@mesh, [{}, {"data"}, {}]> : tensor<2x40x32xf32>
    %cst_9 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<0.000000e+00> : tensor<f32>
    %117 = sdy.sharding_constraint %cst_9 <@mesh, []> : tensor<f32>
    %118 = stablehlo.reduce(%116 init: %117) applies stablehlo.add across dimensions = [0, 1] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}]>]>} : (tensor<2x40x32xf32>, tensor<f32>) -> tensor<32xf32>
    %119 = sdy.sharding_constraint %118 <@mesh, [{}]> : tensor<32xf32>
    %120 = stablehlo.reshape %119 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}, {}]>]>} : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %121 = sdy.sharding_constraint %120 <@mesh, [{}, {}, {}]> : tensor<1x1x32xf32>
    %cst_10 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<0.000000e+00> : tensor<f32>
    %122 = sdy.sharding_constraint %cst_10 <@mesh, []> : tensor<f32>
    %123 = stablehlo.reduce(%121 init: %122) applies stablehlo.add across dimensions = [0, 1] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}]>]>} : (tensor<1x1x32xf32>, tensor<f32>) -> tensor<32xf32>
    %124 = sdy.sharding_constraint %123 <@mesh, [{}]> : tensor<32xf32>
    %125 = stablehlo.add %114, %124 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}]>]>} : tensor<32xf32>
    %126 = sdy.sharding_constraint %125 <@mesh, [{}]> : tensor<32xf32>
    %cst_11 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<5.000000e-02> : tensor<f32>
    %127 = sdy.sharding_constraint %cst_11 <@mesh, []> : tensor<f32>
    %128 = stablehlo.broadcast_in_dim %127, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}]>]>} : (tensor<f32>) -> tensor<32xf32>
    %129 = sdy.sharding_constraint %128 <@mesh, [{}]> : tensor<32xf32>
    %130 = stablehlo.multiply %129, %126 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}]>]>} : tensor<32xf32>
    %131 = sdy.sharding_constraint %130 <@mesh, [{}]> : tensor<32xf32>
    %132 = stablehlo.subtract %arg0, %131 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}]>]>} : tensor<32xf32>
    %133 = sdy.sharding_constraint %132 <@mesh, [{}]> : tensor<32xf32>
    %cst_12 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<5.000000e-02> : tensor<f32>
    %134 = sdy.sharding_constraint %cst_12 <@mesh, []> : tensor<f32>
    %135 = stablehlo.broadcast_in_dim %134, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}]>]>} : (tensor<f32>) -> tensor<32x32xf32>
    %136 = sdy.sharding_constraint %135 <@mesh, [{}, {}]> : tensor<32x32xf32>
    %137 = stablehlo.multiply %136, %100 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}]>]>} : tensor<32x32xf32>
    %138 = sdy.sharding_constraint %137 <@mesh, [{}, {}]> : tensor<32x32xf32>
    %139 = stablehlo.subtract %arg1, %138 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}]>]>} : tensor<32x32xf32>
    %140 = sdy.sharding_constraint %139 <@mesh, [{}, {}]> : tensor<32x32xf32>
    %cst_13 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<5.000000e-02> : tensor<f32>
    %141 = sdy.sharding_constraint %cst_13 <@mesh, []> : tensor<f32>
    %142 = stablehlo.broadcast_in_dim %141, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}]>]>} : (tensor<f32>) -> tensor<64x32xf32>
    %143 = sdy.sharding_constraint %142 <@mesh, [{}, {}]> : tensor<64x32xf32>
    %144 = stablehlo.multiply %143, %80 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}]>]>} : tensor<64x32xf32>
    %145 = sdy.sharding_constraint %144 <@mesh, [{}, {}]> : tensor<64x32xf32>
    %146 = stablehlo.subtract %arg2, %145 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}]>]>} : tensor<64x32xf32>
    %147 = sdy.sharding_constraint %146 <@mesh, [{}, {}]> : tensor<64x32xf32>
    return %133, %140, %147, %68 : tensor<32xf32>, tensor<32x32xf32>, tensor<64x32xf32>, tensor<f32>
  }
}
