module {
  sdy.mesh @mesh = <["data"=8]>
  func.func @main(%arg0: tensor<8x48x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}, {}]>}, %arg1: tensor<32x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{?}, {?}]>}, %arg2: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{?}]>}) -> (tensor<8x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}, tensor<8x12xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}) {
    %0 = stablehlo.dot_general %arg0, %arg1, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : (tensor<8x48x32xf32>, tensor<32x64xf32>) -> tensor<8x48x64xf32>
    %1 = sdy.sharding_constraint %0 <@mesh, [{"data"}, {}, {}]> : tensor<8x48x64xf32>
    %2 = stablehlo.tanh %1 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : tensor<8x48x64xf32>
    %3 = sdy.sharding_constraint %2 <@mesh, [{"data"}, {}, {}]> : tensor<8x48x64xf32>
    %4 = stablehlo.dot_general %3, %arg2, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : (tensor<8x48x64xf32>, tensor<64xf32>) -> tensor<8x48xf32>
    %5 = sdy.sharding_constraint %4 <@mesh, [{"data"}, {}]> : tensor<8x48xf32>
    %values, %indices = chlo.top_k(%5, k = 12) {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}]>, <@mesh, [{"data"}, {}]>]>} : tensor<8x48xf32> -> (tensor<8x12xf32>, tensor<8x12xi32>)
    %6 = sdy.sharding_constraint %indices <@mesh, [{"data"}, {}]> : tensor<8x12xi32>
    %7 = sdy.sharding_constraint %values <@mesh, [{}, {}]> : tensor<8x12xf32>
    %8 = stablehlo.broadcast_in_dim %6, dims = [0, 1] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : (tensor<8x12xi32>) -> tensor<8x12x1xi32>
    %9 = sdy.sharding_constraint %8 <@mesh, [{"data"}, {}, {}]> : tensor<8x12x1xi32>
    %c = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<0> : tensor<i32>
    %10 = sdy.sharding_constraint %c <@mesh, []> : tensor<i32>
    %11 = stablehlo.broadcast_in_dim %10, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : (tensor<i32>) -> tensor<8x12x1xi32>
    %12 = sdy.sharding_constraint %11 <@mesh, [{"data"}, {}, {}]> : tensor<8x12x1xi32>
    %13 = stablehlo.compare LT, %9, %12, SIGNED {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : (tensor<8x12x1xi32>, tensor<8x12x1xi32>) -> tensor<8x12x1xi1>
    %14 = sdy.sharding_constraint %13 <@mesh, [{"data"}, {}, {}]> : tensor<8x12x1xi1>
    %c_0 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<48> : tensor<i32>
    %15 = sdy.sharding_constraint %c_0 <@mesh, []> : tensor<i32>
    %16 = stablehlo.broadcast_in_dim %15, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : (tensor<i32>) -> tensor<8x12x1xi32>
    %17 = sdy.sharding_constraint %16 <@mesh, [{"data"}, {}, {}]> : tensor<8x12x1xi32>
    %18 = stablehlo.add %9, %17 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : tensor<8x12x1xi32>
    %19 = sdy.sharding_constraint %18 <@mesh, [{"data"}, {}, {}]> : tensor<8x12x1xi32>
    %20 = stablehlo.select %14, %19, %9 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : tensor<8x12x1xi1>, tensor<8x12x1xi32>
    %21 = sdy.sharding_constraint %20 <@mesh, [{"data"}, {}, {}]> : tensor<8x12x1xi32>
    %c_1 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{?}]>]>} dense<47> : tensor<1xi32>
    %22 = sdy.sharding_constraint %c_1 <@mesh, [{}]> : tensor<1xi32>
    %c_2 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<0> : tensor<i32>
    %23 = sdy.sharding_constraint %c_2 <@mesh, []> : tensor<i32>
    %24 = stablehlo.broadcast_in_dim %23, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : (tensor<i32>) -> tensor<8x12x1xi32>
    %25 = sdy.sharding_constraint %24 <@mesh, [{"data"}, {}, {}]> : tensor<8x12x1xi32>
    %26 = stablehlo.compare GE, %21, %25, SIGNED {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : (tensor<8x12x1xi32>, tensor<8x12x1xi32>) -> tensor<8x12x1xi1>
    %27 = sdy.sharding_constraint %26 <@mesh, [{"data"}, {}, {}]> : tensor<8x12x1xi1>
    %28 = stablehlo.broadcast_in_dim %22, dims = [2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{?}, {?}, {?}]>]>} : (tensor<1xi32>) -> tensor<1x1x1xi32>
    %29 = sdy.sharding_constraint %28 <@mesh, [{}, {}, {}]> : tensor<1x1x1xi32>
    %30 = stablehlo.broadcast_in_dim %29, dims = [0, 1, 2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : (tensor<1x1x1xi32>) -> tensor<8x12x1xi32>
    %31 = sdy.sharding_constraint %30 <@mesh, [{"data"}, {}, {}]> : tensor<8x12x1xi32>
    %32 = stablehlo.compare LE, %21, %31, SIGNED {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : (tensor<8x12x1xi32>, tensor<8x12x1xi32>) -> tensor<8x12x1xi1>
    %33 = sdy.sharding_constraint %32 <@mesh, [{"data"}, {}, {}]> : tensor<8x12x1xi1>
    %34 = stablehlo.and %27, %33 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : tensor<8x12x1xi1>
    %35 = sdy.sharding_constraint %34 <@mesh, [{"data"}, {}, {}]> : tensor<8x12x1xi1>
    %c_3 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<true> : tensor<i1>
    %36 = sdy.sharding_constraint %c_3 <@mesh, []> : tensor<i1>
    %37 = stablehlo.reduce(%35 init: %36) applies stablehlo.and across dimensions = [2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : (tensor<8x12x1xi1>, tensor<i1>) -> tensor<8x12xi1>
    %38 = sdy.sharding_constraint %37 <@mesh, [{"data"}, {}]> : tensor<8x12xi1>
    %39 = "stablehlo.gather"(%3, %21) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [1], operand_batching_dims = [0], start_indices_batching_dims = [0], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1, 64>}> {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : (tensor<8x48x64xf32>, tensor<8x12x1xi32>) -> tensor<8x12x64xf32>
    %40 = sdy.sharding_constraint %39 <@mesh, [{"data"}, {}, {}]> : tensor<8x12x64xf32>
    %41 = stablehlo.broadcast_in_dim %38, dims = [0, 1] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : (tensor<8x12xi1>) -> tensor<8x12x64xi1>
    %42 = sdy.sharding_constraint %41 <@mesh, [{"data"}, {}, {}]> : tensor<8x12x64xi1>
    %cst = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<0x7FC00000> : tensor<f32>
    %43 = sdy.sharding_constraint %cst <@mesh, []> : tensor<f32>
    %44 = stablehlo.broadcast_in_dim %43, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : (tensor<f32>) -> tensor<8x12x64xf32>
    %45 = sdy.sharding_constraint %44 <@mesh, [{"data"}, {}, {}]> : tensor<8x12x64xf32>
    %46 = stablehlo.select %42, %40, %45 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : tensor<8x12x64xi1>, tensor<8x12x64xf32>
    %47 = sdy.sharding_constraint %46 <@mesh, [{"data"}, {}, {}]> : tensor<8x12x64xf32>
    %cst_4 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<0.000000e+00> : tensor<f32>
    %48 = sdy.sharding_constraint %cst_4 <@mesh, []> : tensor<f32>
    %49 = stablehlo.reduce(%47 init: %48) applies stablehlo.add across dimensions = [1] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : (tensor<8x12x64xf32>, tensor<f32>) -> tensor<8x64xf32>
    %50 = sdy.sharding_constraint %49 <@mesh, [{"data"}, {}]> : tensor<8x64xf32>
    %cst_5 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<1.200000e+01> : tensor<f32>
    %51 = sdy.sharding_constraint %cst_5 <@mesh, []> : tensor<f32>
    %52 = stablehlo.broadcast_in_dim %51, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : (tensor<f32>) -> tensor<8x64xf32>
    %53 = sdy.sharding_constraint %52 <@mesh, [{"data"}, {}]> : tensor<8x64xf32>
    %54 = stablehlo.divide %50, %53 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : tensor<8x64xf32>
    %55 = sdy.sharding_constraint %54 <@mesh, [{"data"}, {}]> : tensor<8x64xf32>
    %56 = stablehlo.slice %arg0 [0:8, 0:48, 0:1] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : (tensor<8x48x32xf32>) -> tensor<8x48x1xf32>
    %57 = sdy.sharding_constraint %56 <@mesh, [{"data"}, {}, {}]> : tensor<8x48x1xf32>
    %58 = stablehlo.reshape %57 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : (tensor<8x48x1xf32>) -> tensor<8x48xf32>
    %59 = sdy.sharding_constraint %58 <@mesh, [{"data"}, {}]> : tensor<8x48xf32>
    %c_6 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<0> : tensor<i32>
    %60 = sdy.sharding_constraint %c_6 <@mesh, []> : tensor<i32>
    %61 = stablehlo.broadcast_in_dim %60, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : (tensor<i32>) -> tensor<8x12xi32>
    %62 = sdy.sharding_constraint %61 <@mesh, [{"data"}, {}]> : tensor<8x12xi32>
    %63 = stablehlo.compare LT, %6, %62, SIGNED {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : (tensor<8x12xi32>, tensor<8x12xi32>) -> tensor<8x12xi1>
    %64 = sdy.sharding_constraint %63 <@mesh, [{"data"}, {}]> : tensor<8x12xi1>
    %c_7 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<48> : tensor<i32>
    %65 = sdy.sharding_constraint %c_7 <@mesh, []> : tensor<i32>
    %66 = stablehlo.broadcast_in_dim %65, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : (tensor<i32>) -> tensor<8x12xi32>
    %67 = sdy.sharding_constraint %66 <@mesh, [{"data"}, {}]> : tensor<8x12xi32>
    %68 = stablehlo.add %6, %67 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : tensor<8x12xi32>
    %69 = sdy.sharding_constraint %68 <@mesh, [{"data"}, {}]> : tensor<8x12xi32>
    %70 = stablehlo.select %64, %69, %6 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : tensor<8x12xi1>, tensor<8x12xi32>
    %71 = sdy.sharding_constraint %70 <@mesh, [{"data"}, {}]> : tensor<8x12xi32>
    %72 = stablehlo.reshape %71 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : (tensor<8x12xi32>) -> tensor<8x12x1xi32>
    %73 = sdy.sharding_constraint %72 <@mesh, [{"data"}, {}, {}]> : tensor<8x12x1xi32>
    %c_8 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{?}]>]>} dense<47> : tensor<1xi32>
    %74 = sdy.sharding_constraint %c_8 <@mesh, [{}]> : tensor<1xi32>
    %c_9 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<0> : tensor<i32>
    %75 = sdy.sharding_constraint %c_9 <@mesh, []> : tensor<i32>
    %76 = stablehlo.broadcast_in_dim %75, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : (tensor<i32>) -> tensor<8x12x1xi32>
    %77 = sdy.sharding_constraint %76 <@mesh, [{"data"}, {}, {}]> : tensor<8x12x1xi32>
    %78 = stablehlo.compare GE, %73, %77, SIGNED {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : (tensor<8x12x1xi32>, tensor<8x12x1xi32>) -> tensor<8x12x1xi1>
    %79 = sdy.sharding_constraint %78 <@mesh, [{"data"}, {}, {}]> : tensor<8x12x1xi1>
    %80 = stablehlo.broadcast_in_dim %74, dims = [2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{?}, {?}, {?}]>]>} : (tensor<1xi32>) -> tensor<1x1x1xi32>
    %81 = sdy.sharding_constraint %80 <@mesh, [{}, {}, {}]> : tensor<1x1x1xi32>
    %82 = stablehlo.broadcast_in_dim %81, dims = [0, 1, 2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : (tensor<1x1x1xi32>) -> tensor<8x12x1xi32>
    %83 = sdy.sharding_constraint %82 <@mesh, [{"data"}, {}, {}]> : tensor<8x12x1xi32>
    %84 = stablehlo.compare LE, %73, %83, SIGNED {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : (tensor<8x12x1xi32>, tensor<8x12x1xi32>) -> tensor<8x12x1xi1>
    %85 = sdy.sharding_constraint %84 <@mesh, [{"data"}, {}, {}]> : tensor<8x12x1xi1>
    %86 = stablehlo.and %79, %85 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : tensor<8x12x1xi1>
    %87 = sdy.sharding_constraint %86 <@mesh, [{"data"}, {}, {}]> : tensor<8x12x1xi1>
    %c_10 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<true> : tensor<i1>
    %88 = sdy.sharding_constraint %c_10 <@mesh, []> : tensor<i1>
    %89 = stablehlo.reduce(%87 init: %88) applies stablehlo.and across dimensions = [2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : (tensor<8x12x1xi1>, tensor<i1>) -> tensor<8x12xi1>
    %90 = sdy.sharding_constraint %89 <@mesh, [{"data"}, {}]> : tensor<8x12xi1>
    %91 = "stablehlo.gather"(%59, %73) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [1], operand_batching_dims = [0], start_indices_batching_dims = [0], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1>}> {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : (tensor<8x48xf32>, tensor<8x12x1xi32>) -> tensor<8x12xf32>
    %92 = sdy.sharding_constraint %91 <@mesh, [{"data"}, {}]> : tensor<8x12xf32>
    %cst_11 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<0x7FC00000> : tensor<f32>
    %93 = sdy.sharding_constraint %cst_11 <@mesh, []> : tensor<f32>
    %94 = stablehlo.broadcast_in_dim %93, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : (tensor<f32>) -> tensor<8x12xf32>
    %95 = sdy.sharding_constraint %94 <@mesh, [{"data"}, {}]> : tensor<8x12xf32>
    %96 = stablehlo.select %90, %92, %95 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : tensor<8x12xi1>, tensor<8x12xf32>
    %97 = sdy.sharding_constraint %96 <@mesh, [{"data"}, {}]> : tensor<8x12xf32>
    return %55, %97 : tensor<8x64xf32>, tensor<8x12xf32>
  }
}
