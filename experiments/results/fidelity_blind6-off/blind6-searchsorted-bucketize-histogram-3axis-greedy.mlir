module {
  sdy.mesh @mesh = <["data"=2, "fsdp"=2, "model"=2]>
  func.func @main(%arg0: tensor<8x32x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {"model"}]>}, %arg1: tensor<128x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}]>}, %arg2: tensor<64x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {}]>}, %arg3: tensor<8x31xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {}]>}, %arg4: tensor<64x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}, %arg5: tensor<64x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}) -> (tensor<8x32x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {"model"}]>}, tensor<128x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}]>}, tensor<64x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {}]>}, tensor<8x32xi32> {sdy.sharding = #sdy.sharding<@mesh, [{?}, {?}]>}, tensor<f32> {sdy.sharding = #sdy.sharding<@mesh, []>}) {
    %c = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<0> : tensor<ui32>
    %0 = sdy.sharding_constraint %c <@mesh, []> : tensor<ui32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}]>]>} : (tensor<ui32>) -> tensor<64xui32>
    %2 = sdy.sharding_constraint %1 <@mesh, [{"data"}]> : tensor<64xui32>
    %c_0 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<31> : tensor<ui32>
    %3 = sdy.sharding_constraint %c_0 <@mesh, []> : tensor<ui32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}]>]>} : (tensor<ui32>) -> tensor<64xui32>
    %5 = sdy.sharding_constraint %4 <@mesh, [{"data"}]> : tensor<64xui32>
    %6 = sdy.sharding_constraint %arg4 <@mesh, [{"data"}, {"fsdp"}]> : tensor<64x8xf32>
    %7 = stablehlo.transpose %6, dims = [1, 0] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"fsdp"}, {"data"}]>]>} : (tensor<64x8xf32>) -> tensor<8x64xf32>
    %8 = sdy.sharding_constraint %7 <@mesh, [{"fsdp"}, {"data"}]> : tensor<8x64xf32>
    %9 = stablehlo.broadcast_in_dim %2, dims = [1] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"fsdp"}, {"data"}]>]>} : (tensor<64xui32>) -> tensor<8x64xui32>
    %10 = sdy.sharding_constraint %9 <@mesh, [{"fsdp"}, {"data"}]> : tensor<8x64xui32>
    %11 = stablehlo.broadcast_in_dim %5, dims = [1] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"fsdp"}, {"data"}]>]>} : (tensor<64xui32>) -> tensor<8x64xui32>
    %12 = sdy.sharding_constraint %11 <@mesh, [{"fsdp"}, {"data"}]> : tensor<8x64xui32>
    %c_1 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<0> : tensor<i32>
    %13 = sdy.sharding_constraint %c_1 <@mesh, []> : tensor<i32>
    %14 = stablehlo.subtract %12, %10 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"fsdp"}, {"data"}]>]>} : tensor<8x64xui32>
    %15 = sdy.sharding_constraint %14 <@mesh, [{"fsdp"}, {"data"}]> : tensor<8x64xui32>
    %c_2 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<2> : tensor<i32>
    %16 = sdy.sharding_constraint %c_2 <@mesh, []> : tensor<i32>
    %17 = stablehlo.convert %16 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} : (tensor<i32>) -> tensor<ui32>
    %18 = sdy.sharding_constraint %17 <@mesh, []> : tensor<ui32>
    %19 = stablehlo.broadcast_in_dim %18, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"fsdp"}, {"data"}]>]>} : (tensor<ui32>) -> tensor<8x64xui32>
    %20 = sdy.sharding_constraint %19 <@mesh, [{"fsdp"}, {"data"}]> : tensor<8x64xui32>
    %21 = stablehlo.divide %15, %20 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"fsdp"}, {"data"}]>]>} : tensor<8x64xui32>
    %22 = sdy.sharding_constraint %21 <@mesh, [{"fsdp"}, {"data"}]> : tensor<8x64xui32>
    %23 = stablehlo.add %10, %22 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"fsdp"}, {"data"}]>]>} : tensor<8x64xui32>
    %24 = sdy.sharding_constraint %23 <@mesh, [{"fsdp"}, {"data"}]> : tensor<8x64xui32>
    %25 = stablehlo.broadcast_in_dim %24, dims = [0, 1] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"fsdp"}, {"data"}, {}]>]>} : (tensor<8x64xui32>) -> tensor<8x64x1xui32>
    %26 = sdy.sharding_constraint %25 <@mesh, [{"fsdp"}, {"data"}, {}]> : tensor<8x64x1xui32>
    %27 = "stablehlo.gather"(%arg3, %26) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], operand_batching_dims = [0], start_indices_batching_dims = [0], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1>}> {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"fsdp"}, {"data"}, {}]>]>} : (tensor<8x31xf32>, tensor<8x64x1xui32>) -> tensor<8x64x1xf32>
    %28 = sdy.sharding_constraint %27 <@mesh, [{"fsdp"}, {"data"}, {}]> : tensor<8x64x1xf32>
    %29 = stablehlo.reshape %28 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"fsdp"}, {"data"}]>]>} : (tensor<8x64x1xf32>) -> tensor<8x64xf32>
    %30 = sdy.sharding_constraint %29 <@mesh, [{"fsdp"}, {"data"}]> : tensor<8x64xf32>
    %cst = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<0.000000e+00> : tensor<f32>
    %31 = sdy.sharding_constraint %cst <@mesh, []> : tensor<f32>
    %32 = stablehlo.broadcast_in_dim %31, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"fsdp"}, {"data"}]>]>} : (tensor<f32>) -> tensor<8x64xf32>
    %33 = sdy.sharding_constraint %32 <@mesh, [{"fsdp"}, {"data"}]> : tensor<8x64xf32>
    %34 = stablehlo.compare EQ, %8, %33, FLOAT {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"fsdp"}, {"data"}]>]>} : (tensor<8x64xf32>, tensor<8x64xf32>) -> tensor<8x64xi1>
    %35 = sdy.sharding_constraint %34 <@mesh, [{"fsdp"}, {"data"}]> : tensor<8x64xi1>
    %cst_3 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<0.000000e+00> : tensor<f32>
    %36 = sdy.sharding_constraint %cst_3 <@mesh, []> : tensor<f32>
    %37 = stablehlo.broadcast_in_dim %36, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}]>]>} : (tensor<f32>) -> tensor<64xf32>
    %38 = sdy.sharding_constraint %37 <@mesh, [{"data"}]> : tensor<64xf32>
    %39 = stablehlo.broadcast_in_dim %38, dims = [1] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"fsdp"}, {"data"}]>]>} : (tensor<64xf32>) -> tensor<8x64xf32>
    %40 = sdy.sharding_constraint %39 <@mesh, [{"fsdp"}, {"data"}]> : tensor<8x64xf32>
    %41 = stablehlo.select %35, %40, %8 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"fsdp"}, {"data"}]>]>} : tensor<8x64xi1>, tensor<8x64xf32>
    %42 = sdy.sharding_constraint %41 <@mesh, [{"fsdp"}, {"data"}]> : tensor<8x64xf32>
    %43 = stablehlo.compare NE, %8, %8, FLOAT {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"fsdp"}, {"data"}]>]>} : (tensor<8x64xf32>, tensor<8x64xf32>) -> tensor<8x64xi1>
    %44 = sdy.sharding_constraint %43 <@mesh, [{"fsdp"}, {"data"}]> : tensor<8x64xi1>
    %cst_4 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<0x7FC00000> : tensor<f32>
    %45 = sdy.sharding_constraint %cst_4 <@mesh, []> : tensor<f32>
    %46 = stablehlo.broadcast_in_dim %45, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}]>]>} : (tensor<f32>) -> tensor<64xf32>
    %47 = sdy.sharding_constraint %46 <@mesh, [{"data"}]> : tensor<64xf32>
    %48 = stablehlo.broadcast_in_dim %47, dims = [1] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"fsdp"}, {"data"}]>]>} : (tensor<64xf32>) -> tensor<8x64xf32>
    %49 = sdy.sharding_constraint %48 <@mesh, [{"fsdp"}, {"data"}]> : tensor<8x64xf32>
    %50 = stablehlo.select %44, %49, %42 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"fsdp"}, {"data"}]>]>} : tensor<8x64xi1>, tensor<8x64xf32>
    %51 = sdy.sharding_constraint %50 <@mesh, [{"fsdp"}, {"data"}]> : tensor<8x64xf32>
    %cst_5 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<0.000000e+00> : tensor<f32>
    %52 = sdy.sharding_constraint %cst_5 <@mesh, []> : tensor<f32>
    %53 = stablehlo.broadcast_in_dim %52, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"fsdp"}, {"data"}]>]>} : (tensor<f32>) -> tensor<8x64xf32>
    %54 = sdy.sharding_constraint %53 <@mesh, [{"fsdp"}, {"data"}]> : tensor<8x64xf32>
    %55 = stablehlo.compare EQ, %30, %54, FLOAT {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"fsdp"}, {"data"}]>]>} : (tensor<8x64xf32>, tensor<8x64xf32>) -> tensor<8x64xi1>
    %56 = sdy.sharding_constraint %55 <@mesh, [{"fsdp"}, {"data"}]> : tensor<8x64xi1>
    %cst_6 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<0.000000e+00> : tensor<f32>
    %57 = sdy.sharding_constraint %cst_6 <@mesh, []> : tensor<f32>
    %58 = stablehlo.broadcast_in_dim %57, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}]>]>} : (tensor<f32>) -> tensor<64xf32>
    %59 = sdy.sharding_constraint %58 <@mesh, [{"data"}]> : tensor<64xf32>
    %60 = stablehlo.broadcast_in_dim %59, dims = [1] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"fsdp"}, {"data"}]>]>} : (tensor<64xf32>) -> tensor<8x64xf32>
    %61 = sdy.sharding_constraint %60 <@mesh, [{"fsdp"}, {"data"}]> : tensor<8x64xf32>
    %62 = stablehlo.select %56, %61, %30 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"fsdp"}, {"data"}]>]>} : tensor<8x64xi1>, tensor<8x64xf32>
    %63 = sdy.sharding_constraint %62 <@mesh, [{"fsdp"}, {"data"}]> : tensor<8x64xf32>
    %64 = stablehlo.compare NE, %30, %30, FLOAT {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"fsdp"}, {"data"}]>]>} : (tensor<8x64xf32>, tensor<8x64xf32>) -> tensor<8x64xi1>
    %65 = sdy.sharding_constraint %64 <@mesh, [{"fsdp"}, {"data"}]> : tensor<8x64xi1>
    %cst_7 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<0x7FC00000> : tensor<f32>
    %66 = sdy.sharding_constraint %cst_7 <@mesh, []> : tensor<f32>
    %67 = stablehlo.broadcast_in_dim %66, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}]>]>} : (tensor<f32>) -> tensor<64xf32>
    %68 = sdy.sharding_constraint %67 <@mesh, [{"data"}]> : tensor<64xf32>
    %69 = stablehlo.broadcast_in_dim %68, dims = [1] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"fsdp"}, {"data"}]>]>} : (tensor<64xf32>) -> tensor<8x64xf32>
    %70 = sdy.sharding_constraint %69 <@mesh, [{"fsdp"}, {"data"}]> : tensor<8x64xf32>
    %71 = stablehlo.select %65, %70, %63 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"fsdp"}, {"data"}]>]>} : tensor<8x64xi1>, tensor<8x64xf32>
    %72 = sdy.sharding_constraint %71 <@mesh, [{"fsdp"}, {"data"}]> : tensor<8x64xf32>
    %73 = stablehlo.compare LE, %51, %72, TOTALORDER {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"fsdp"}, {"data"}]>]>} : (tensor<8x64xf32>, tensor<8x64xf32>) -> tensor<8x64xi1>
    %74 = sdy.sharding_constraint %73 <@mesh, [{"fsdp"}, {"data"}]> : tensor<8x64xi1>
    %75 = stablehlo.select %74, %10, %24 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"fsdp"}, {"data"}]>]>} : tensor<8x64xi1>, tensor<8x64xui32>
    %76 = sdy.sharding_constraint %75 <@mesh, [{"fsdp"}, {"data"}]> : tensor<8x64xui32>
    %77 = stablehlo.select %74, %24, %12 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"fsdp"}, {"data"}]>]>} : tensor<8x64xi1>, tensor<8x64xui32>
    %78 = sdy.sharding_constraint %77 <@mesh, [{"fsdp"}, {"data"}]> : tensor<8x64xui32>
    %c_8 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<1> : tensor<i32>
    %79 = sdy.sharding_constraint %c_8 <@mesh, []> : tensor<i32>
    %80 = stablehlo.add %13, %79 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} : tensor<i32>
    %81 = sdy.sharding_constraint %80 <@mesh, []> : tensor<i32>
    %82 = stablehlo.subtract %78, %76 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"fsdp"}, {"data"}]>]>} : tensor<8x64xui32>
    %83 = sdy.sharding_constraint %82 <@mesh, [{"fsdp"}, {"data"}]> : tensor<8x64xui32>
    %c_9 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<2> : tensor<i32>
    %84 = sdy.sharding_constraint %c_9 <@mesh, []> : tensor<i32>
    %85 = stablehlo.convert %84 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} : (tensor<i32>) -> tensor<ui32>
    %86 = sdy.sharding_constraint %85 <@mesh, []> : tensor<ui32>
    %87 = stablehlo.broadcast_in_dim %86, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"fsdp"}, {"data"}]>]>} : (tensor<ui32>) -> tensor<8x64xui32>
    %88 = sdy.sharding_constraint %87 <@mesh, [{"fsdp"}, {"data"}]> : tensor<8x64xui32>
    %89 = stablehlo.divide %83, %88 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"fsdp"}, {"data"}]>]>} : tensor<8x64xui32>
    %90 = sdy.sharding_constraint %89 <@mesh, [{"fsdp"}, {"data"}]> : tensor<8x64xui32>
    %91 = stablehlo.add %76, %90 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"fsdp"}, {"data"}]>]>} : tensor<8x64xui32>
    %92 = sdy.sharding_constraint %91 <@mesh, [{"fsdp"}, {"data"}]> : tensor<8x64xui32>
    %93 = stablehlo.broadcast_in_dim %92, dims = [0, 1] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"fsdp"}, {"data"}, {}]>]>} : (tensor<8x64xui32>) -> tensor<8x64x1xui32>
    %94 = sdy.sharding_constraint %93 <@mesh, [{"fsdp"}, {"data"}, {}]> : tensor<8x64x1xui32>
    %95 = "stablehlo.gather"(%arg3, %94) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], operand_batching_dims = [0], start_indices_batching_dims = [0], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1>}> {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"fsdp"}, {"data"}, {}]>]>} : (tensor<8x31xf32>, tensor<8x64x1xui32>) -> tensor<8x64x1xf32>
    %96 = sdy.sharding_constraint %95 <@mesh, [{"fsdp"}, {"data"}, {}]> : tensor<8x64x1xf32>
    %97 = stablehlo.reshape %96 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"fsdp"}, {"data"}]>]>} : (tensor<8x64x1xf32>) -> tensor<8x64xf32>
    %98 = sdy.sharding_constraint %97 <@mesh, [{"fsdp"}, {"data"}]> : tensor<8x64xf32>
    %cst_10 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<0.000000e+00> : tensor<f32>
    %99 = sdy.sharding_constraint %cst_10 <@mesh, []> : tensor<f32>
    %100 = stablehlo.broadcast_in_dim %99, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"fsdp"}, {"data"}]>]>} : (tensor<f32>) -> tensor<8x64xf32>
    %101 = sdy.sharding_constraint %100 <@mesh, [{"fsdp"}, {"data"}]> : tensor<8x64xf32>
    %102 = stablehlo.compare EQ, %8, %101, FLOAT {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"fsdp"}, {"data"}]>]>} : (tensor<8x64xf32>, tensor<8x64xf32>) -> tensor<8x64xi1>
    %103 = sdy.sharding_constraint %102 <@mesh, [{"fsdp"}, {"data"}]> : tensor<8x64xi1>
    %cst_11 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<0.000000e+00> : tensor<f32>
    %104 = sdy.sharding_constraint %cst_11 <@mesh, []> : tensor<f32>
    %105 = stablehlo.broadcast_in_dim %104, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}]>]>} : (tensor<f32>) -> tensor<64xf32>
    %106 = sdy.sharding_constraint %105 <@mesh, [{"data"}]> : tensor<64xf32>
    %107 = stablehlo.broadcast_in_dim %106, dims = [1] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"fsdp"}, {"data"}]>]>} : (tensor<64xf32>) -> tensor<8x64xf32>
    %108 = sdy.sharding_constraint %107 <@mesh, [{"fsdp"}, {"data"}]> : tensor<8x64xf32>
    %109 = stablehlo.select %103, %108, %8 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"fsdp"}, {"data"}]>]>} : tensor<8x64xi1>, tensor<8x64xf32>
    %110 = sdy.sharding_constraint %109 <@mesh, [{"fsdp"}, {"data"}]> : tensor<8x64xf32>
    %111 = stablehlo.compare NE, %8, %8, FLOAT {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"fsdp"}, {"data"}]>]>} : (tensor<8x64xf32>, tensor<8x64xf32>) -> tensor<8x64xi1>
    %112 = sdy.sharding_constraint %111 <@mesh, [{"fsdp"}, {"data"}]> : tensor<8x64xi1>
    %cst_12 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<0x7FC00000> : tensor<f32>
    %113 = sdy.sharding_constraint %cst_12 <@mesh, []> : tensor<f32>
    %114 = stablehlo.broadcast_in_dim %113, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}]>]>} : (tensor<f32>) -> tensor<64xf32>
    %115 = sdy.sharding_constraint %114 <@mesh, [{"data"}]> : tensor<64xf32>
    %116 = stablehlo.broadcast_in_dim %115, dims = [1] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"fsdp"}, {"data"}]>]>} : (tensor<64xf32>) -> tensor<8x64xf32>
    %117 = sdy.sharding_constraint %116 <@mesh, [{"fsdp"}, {"data"}]> : tensor<8x64xf32>
    %118 = stablehlo.select %112, %117, %110 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"fsdp"}, {"data"}]>]>} : tensor<8x64xi1>, tensor<8x64xf32>
    %119 = sdy.sharding_constraint %118 <@mesh, [{"fsdp"}, {"data"}]> : tensor<8x64xf32>
    %cst_13 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<0.000000e+00> : tensor<f32>
    %120 = sdy.sharding_constraint %cst_13 <@mesh, []> : tensor<f32>
    %121 = stablehlo.broadcast_in_dim %120, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"fsdp"}, {"data"}]>]>} : (tensor<f32>) -> tensor<8x64xf32>
    %122 = sdy.sharding_constraint %121 <@mesh, [{"fsdp"}, {"data"}]> : tensor<8x64xf32>
    %123 = stablehlo.compare EQ, %98, %122, FLOAT {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"fsdp"}, {"data"}]>]>} : (tensor<8x64xf32>, tensor<8x64xf32>) -> tensor<8x64xi1>
    %124 = sdy.sharding_constraint %123 <@mesh, [{"fsdp"}, {"data"}]> : tensor<8x64xi1>
    %cst_14 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<0.000000e+00> : tensor<f32>
    %125 = sdy.sharding_constraint %cst_14 <@mesh, []> : tensor<f32>
    %126 = stablehlo.broadcast_in_dim %125, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}]>]>} : (tensor<f32>) -> tensor<64xf32>
    %127 = sdy.sharding_constraint %126 <@mesh, [{"data"}]> : tensor<64xf32>
    %128 = stablehlo.broadcast_in_dim %127, dims = [1] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"fsdp"}, {"data"}]>]>} : (tensor<64xf32>) -> tensor<8x64xf32>
    %129 = sdy.sharding_constraint %128 <@mesh, [{"fsdp"}, {"data"}]> : tensor<8x64xf32>
    %130 = stablehlo.select %124, %129, %98 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"fsdp"}, {"data"}]>]>} : tensor<8x64xi1>, tensor<8x64xf32>
    %131 = sdy.sharding_constraint %130 <@mesh, [{"fsdp"}, {"data"}]> : tensor<8x64xf32>
    %132 = stablehlo.compare NE, %98, %98, FLOAT {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"fsdp"}, {"data"}]>]>} : (tensor<8x64xf32>, tensor<8x64xf32>) -> tensor<8x64xi1>
    %133 = sdy.sharding_constraint %132 <@mesh, [{"fsdp"}, {"data"}]> : tensor<8x64xi1>
    %cst_15 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<0x7FC00000> : tensor<f32>
    %134 = sdy.sharding_constraint %cst_15 <@mesh, []> : tensor<f32>
    %135 = stablehlo.broadcast_in_dim %134, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}]>]>} : (tensor<f32>) -> tensor<64xf32>
    %136 = sdy.sharding_constraint %135 <@mesh, [{"data"}]> : tensor<64xf32>
    %137 = stablehlo.broadcast_in_dim %136, dims = [1] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"fsdp"}, {"data"}]>]>} : (tensor<64xf32>) -> tensor<8x64xf32>
    %138 = sdy.sharding_constraint %137 <@mesh, [{"fsdp"}, {"data"}]> : tensor<8x64xf32>
    %139 = stablehlo.select %133, %138, %131 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"fsdp"}, {"data"}]>]>} : tensor<8x64xi1>, tensor<8x64xf32>
    %140 = sdy.sharding_constraint %139 <@mesh, [{"fsdp"}, {"data"}]> : tensor<8x64xf32>
    %141 = stablehlo.compare LE, %119, %140, TOTALORDER {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"fsdp"}, {"data"}]>]>} : (tensor<8x64xf32>, tensor<8x64xf32>) -> tensor<8x64xi1>
    %142 = sdy.sharding_constraint %141 <@mesh, [{"fsdp"}, {"data"}]> : tensor<8x64xi1>
    %143 = stablehlo.select %142, %76, %92 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"fsdp"}, {"data"}]>]>} : tensor<8x64xi1>, tensor<8x64xui32>
    %144 = sdy.sharding_constraint %143 <@mesh, [{"fsdp"}, {"data"}]> : tensor<8x64xui32>
    %145 = stablehlo.select %142, %92, %78 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"fsdp"}, {"data"}]>]>} : tensor<8x64xi1>, tensor<8x64xui32>
    %146 = sdy.sharding_constraint %145 <@mesh, [{"fsdp"}, {"data"}]> : tensor<8x64xui32>
    %c_16 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<1> : tensor<i32>
    %147 = sdy.sharding_constraint %c_16 <@mesh, []> : tensor<i32>
    %148 = stablehlo.add %81, %147 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} : tensor<i32>
    %149 = sdy.sharding_constraint %148 <@mesh, []> : tensor<i32>
    %150 = stablehlo.subtract %146, %144 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"fsdp"}, {"data"}]>]>} : tensor<8x64xui32>
    %151 = sdy.sharding_constraint %150 <@mesh, [{"fsdp"}, {"data"}]> : tensor<8x64xui32>
    %c_17 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<2> : tensor<i32>
    %152 = sdy.sharding_constraint %c_17 <@mesh, []> : tensor<i32>
    %153 = stablehlo.convert %152 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} : (tensor<i32>) -> tensor<ui32>
    %154 = sdy.sharding_constraint %153 <@mesh, []> : tensor<ui32>
    %155 = stablehlo.broadcast_in_dim %154, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"fsdp"}, {"data"}]>]>} : (tensor<ui32>) -> tensor<8x64xui32>
    %156 = sdy.sharding_constraint %155 <@mesh, [{"fsdp"}, {"data"}]> : tensor<8x64xui32>
    %157 = stablehlo.divide %151, %156 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"fsdp"}, {"data"}]>]>} : tensor<8x64xui32>
    %158 = sdy.sharding_constraint %157 <@mesh, [{"fsdp"}, {"data"}]> : tensor<8x64xui32>
    %159 = stablehlo.add %144, %158 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"fsdp"}, {"data"}]>]>} : tensor<8x64xui32>
    %160 = sdy.sharding_constraint %159 <@mesh, [{"fsdp"}, {"data"}]> : tensor<8x64xui32>
    %161 = stablehlo.broadcast_in_dim %160, dims = [0, 1] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"fsdp"}, {"data"}, {}]>]>} : (tensor<8x64xui32>) -> tensor<8x64x1xui32>
    %162 = sdy.sharding_constraint %161 <@mesh, [{"fsdp"}, {"data"}, {}]> : tensor<8x64x1xui32>
    %163 = "stablehlo.gather"(%arg3, %162) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], operand_batching_dims = [0], start_indices_batching_dims = [0], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1>}> {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"fsdp"}, {"data"}, {}]>]>} : (tensor<8x31xf32>, tensor<8x64x1xui32>) -> tensor<8x64x1xf32>
    %164 = sdy.sharding_constraint %163 <@mesh, [{"fsdp"}, {"data"}, {}]> : tensor<8x64x1xf32>
    %165 = stablehlo.reshape %164 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"fsdp"}, {"data"}]>]>} : (tensor<8x64x1xf32>) -> tensor<8x64xf32>
    %166 = sdy.sharding_constraint %165 <@mesh, [{"fsdp"}, {"data"}]> : tensor<8x64xf32>
    %cst_18 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<0.000000e+00> : tensor<f32>
    %167 = sdy.sharding_constraint %cst_18 <@mesh, []> : tensor<f32>
    %168 = stablehlo.broadcast_in_dim %167, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"fsdp"}, {"data"}]>]>} : (tensor<f32>) -> tensor<8x64xf32>
    %169 = sdy.sharding_constraint %168 <@mesh, [{"fsdp"}, {"data"}]> : tensor<8x64xf32>
    %170 = stablehlo.compare EQ, %8, %169, FLOAT {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"fsdp"}, {"data"}]>]>} : (tensor<8x64xf32>, tensor<8x64xf32>) -> tensor<8x64xi1>
    %171 = sdy.sharding_constraint %170 <@mesh, [{"fsdp"}, {"data"}]> : tensor<8x64xi1>
    %cst_19 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<0.000000e+00> : tensor<f32>
    %172 = sdy.sharding_constraint %cst_19 <@mesh, []> : tensor<f32>
    %173 = stablehlo.broadcast_in_dim %172, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}]>]>} : (tensor<f32>) -> tensor<64xf32>
    %174 = sdy.sharding_constraint %173 <@mesh, [{"data"}]> : tensor<64xf32>
    %175 = stablehlo.broadcast_in_dim %174, dims = [1] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"fsdp"}, {"data"}]>]>} : (tensor<64xf32>) -> tensor<8x64xf32>
    %176 = sdy.sharding_constraint %175 <@mesh, [{"fsdp"}, {"data"}]> : tensor<8x64xf32>
    %177 = stablehlo.select %171, %176, %8 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"fsdp"}, {"data"}]>]>} : tensor<8x64xi1>, tensor<8x64xf32>
    %178 = sdy.sharding_constraint %177 <@mesh, [{"fsdp"}, {"data"}]> : tensor<8x64xf32>
    %179 = stablehlo.compare NE, %8, %8, FLOAT {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"fsdp"}, {"data"}]>]>} : (tensor<8x64xf32>, tensor<8x64xf32>) -> tensor<8x64xi1>
    %180 = sdy.sharding_constraint %179 <@mesh, [{"fsdp"}, {"data"}]> : tensor<8x64xi1>
    %cst_20 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<0x7FC00000> : tensor<f32>
    %181 = sdy.sharding_constraint %cst_20 <@mesh, []> : tensor<f32>
    %182 = stablehlo.broadcast_in_dim %181, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}]>]>} : (tensor<f32>) -> tensor<64xf32>
    %183 = sdy.sharding_constraint %182 <@mesh, [{"data"}]> : tensor<64xf32>
    %184 = stablehlo.broadcast_in_dim %183, dims = [1] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"fsdp"}, {"data"}]>]>} : (tensor<64xf32>) -> tensor<8x64xf32>
    %185 = sdy.sharding_constraint %184 <@mesh, [{"fsdp"}, {"data"}]> : tensor<8x64xf32>
    %186 = stablehlo.select %180, %185, %178 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"fsdp"}, {"data"}]>]>} : tensor<8x64xi1>, tensor<8x64xf32>
    %187 = sdy.sharding_constraint %186 <@mesh, [{"fsdp"}, {"data"}]> : tensor<8x64xf32>
    %cst_21 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<0.000000e+00> : tensor<f32>
    %188 = sdy.sharding_constraint %cst_21 <@mesh, []> : tensor<f32>
    %189 = stablehlo.broadcast_in_dim %188, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"fsdp"}, {"data"}]>]>} : (tensor<f32>) -> tensor<8x64xf32>
    %190 = sdy.sharding_constraint %189 <@mesh, [{"fsdp"}, {"data"}]> : tensor<8x64xf32>
    %191 = stablehlo.compare EQ, %166, %190, FLOAT {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"fsdp"}, {"data"}]>]>} : (tensor<8x64xf32>, tensor<8x64xf32>) -> tensor<8x64xi1>
    %192 = sdy.sharding_constraint %191 <@mesh, [{"fsdp"}, {"data"}]> : tensor<8x64xi1>
    %cst_22 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<0.000000e+00> : tensor<f32>
    %193 = sdy.sharding_constraint %cst_22 <@mesh, []> : tensor<f32>
    %194 = stablehlo.broadcast_in_dim %193, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}]>]>} : (tensor<f32>) -> tensor<64xf32>
    %195 = sdy.sharding_constraint %194 <@mesh, [{"data"}]> : tensor<64xf32>
    %196 = stablehlo.broadcast_in_dim %195, dims = [1] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"fsdp"}, {"data"}]>]>} : (tensor<64xf32>) -> tensor<8x64xf32>
    %197 = sdy.sharding_constraint %196 <@mesh, [{"fsdp"}, {"data"}]> : tensor<8x64xf32>
    %198 = stablehlo.select %192, %197, %166 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"fsdp"}, {"data"}]>]>} : tensor<8x64xi1>, tensor<8x64xf32>
    %199 = sdy.sharding_constraint %198 <@mesh, [{"fsdp"}, {"data"}]> : tensor<8x64xf32>
    %200 = stablehlo.compare NE, %166, %166, FLOAT {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"fsdp"}, {"data"}]>]>} : (tensor<8x64xf32>, tensor<8x64xf32>) -> tensor<8x64xi1>
    %201 = sdy.sharding_constraint %200 <@mesh, [{"fsdp"}, {"data"}]> : tensor<8x64xi1>
    %cst_23 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<0x7FC00000> : tensor<f32>
    %202 = sdy.sharding_constraint %cst_23 <@mesh, []> : tensor<f32>
    %203 = stablehlo.broadcast_in_dim %202, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}]>]>} : (tensor<f32>) -> tensor<64xf32>
    %204 = sdy.sharding_constraint %203 <@mesh, [{"data"}]> : tensor<64xf32>
    %205 = stablehlo.broadcast_in_dim %204, dims = [1] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"fsdp"}, {"data"}]>]>} : (tensor<64xf32>) -> tensor<8x64xf32>
    %206 = sdy.sharding_constraint %205 <@mesh, [{"fsdp"}, {"data"}]> : tensor<8x64xf32>
    %207 = stablehlo.select %201, %206, %199 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"fsdp"}, {"data"}]>]>} : tensor<8x64xi1>, tensor<8x64xf32>
    %208 = sdy.sharding_constraint %207 <@mesh, [{"fsdp"}, {"data"}]> : tensor<8x64xf32>
    %209 = stablehlo.compare LE, %187, %208, TOTALORDER {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"fsdp"}, {"data"}]>]>} : (tensor<8x64xf32>, tensor<8x64xf32>) -> tensor<8x64xi1>
    %210 = sdy.sharding_constraint %209 <@mesh, [{"fsdp"}, {"data"}]> : tensor<8x64xi1>
    %211 = stablehlo.select %210, %144, %160 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"fsdp"}, {"data"}]>]>} : tensor<8x64xi1>, tensor<8x64xui32>
    %212 = sdy.sharding_constraint %211 <@mesh, [{"fsdp"}, {"data"}]> : tensor<8x64xui32>
    %213 = stablehlo.select %210, %160, %146 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"fsdp"}, {"data"}]>]>} : tensor<8x64xi1>, tensor<8x64xui32>
    %214 = sdy.sharding_constraint %213 <@mesh, [{"fsdp"}, {"data"}]> : tensor<8x64xui32>
    %c_24 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<1> : tensor<i32>
    %215 = sdy.sharding_constraint %c_24 <@mesh, []> : tensor<i32>
    %216 = stablehlo.add %149, %215 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} : tensor<i32>
    %217 = sdy.sharding_constraint %216 <@mesh, []> : tensor<i32>
    %218 = stablehlo.subtract %214, %212 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"fsdp"}, {"data"}]>]>} : tensor<8x64xui32>
    %219 = sdy.sharding_constraint %218 <@mesh, [{"fsdp"}, {"data"}]> : tensor<8x64xui32>
    %c_25 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<2> : tensor<i32>
    %220 = sdy.sharding_constraint %c_25 <@mesh, []> : tensor<i32>
    %221 = stablehlo.convert %220 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} : (tensor<i32>) -> tensor<ui32>
    %222 = sdy.sharding_constraint %221 <@mesh, []> : tensor<ui32>
    %223 = stablehlo.broadcast_in_dim %222, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"fsdp"}, {"data"}]>]>} : (tensor<ui32>) -> tensor<8x64xui32>
    %224 = sdy.sharding_constraint %223 <@mesh, [{"fsdp"}, {"data"}]> : tensor<8x64xui32>
    %225 = stablehlo.divide %219, %224 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"fsdp"}, {"data"}]>]>} : tensor<8x64xui32>
    %226 = sdy.sharding_constraint %225 <@mesh, [{"fsdp"}, {"data"}]> : tensor<8x64xui32>
    %227 = stablehlo.add %212, %226 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"fsdp"}, {"data"}]>]>} : tensor<8x64xui32>
    %228 = sdy.sharding_constraint %227 <@mesh, [{"fsdp"}, {"data"}]> : tensor<8x64xui32>
    %229 = stablehlo.broadcast_in_dim %228, dims = [0, 1] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"fsdp"}, {"data"}, {}]>]>} : (tensor<8x64xui32>) -> tensor<8x64x1xui32>
    %230 = sdy.sharding_constraint %229 <@mesh, [{"fsdp"}, {"data"}, {}]> : tensor<8x64x1xui32>
    %231 = "stablehlo.gather"(%arg3, %230) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], operand_batching_dims = [0], start_indices_batching_dims = [0], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1>}> {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"fsdp"}, {"data"}, {}]>]>} : (tensor<8x31xf32>, tensor<8x64x1xui32>) -> tensor<8x64x1xf32>
    %232 = sdy.sharding_constraint %231 <@mesh, [{"fsdp"}, {"data"}, {}]> : tensor<8x64x1xf32>
    %233 = stablehlo.reshape %232 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"fsdp"}, {"data"}]>]>} : (tensor<8x64x1xf32>) -> tensor<8x64xf32>
    %234 = sdy.sharding_constraint %233 <@mesh, [{"fsdp"}, {"data"}]> : tensor<8x64xf32>
    %cst_26 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<0.000000e+00> : tensor<f32>
    %235 = sdy.sharding_constraint %cst_26 <@mesh, []> : tensor<f32>
    %236 = stablehlo.broadcast_in_dim %235, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"fsdp"}, {"data"}]>]>} : (tensor<f32>) -> tensor<8x64xf32>
    %237 = sdy.sharding_constraint %236 <@mesh, [{"fsdp"}, {"data"}]> : tensor<8x64xf32>
    %238 = stablehlo.compare EQ, %8, %237, FLOAT {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"fsdp"}, {"data"}]>]>} : (tensor<8x64xf32>, tensor<8x64xf32>) -> tensor<8x64xi1>
    %239 = sdy.sharding_constraint %238 <@mesh, [{"fsdp"}, {"data"}]> : tensor<8x64xi1>
    %cst_27 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<0.000000e+00> : tensor<f32>
    %240 = sdy.sharding_constraint %cst_27 <@mesh, []> : tensor<f32>
    %241 = stablehlo.broadcast_in_dim %240, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}]>]>} : (tensor<f32>) -> tensor<64xf32>
    %242 = sdy.sharding_constraint %241 <@mesh, [{"data"}]> : tensor<64xf32>
    %243 = stablehlo.broadcast_in_dim %242, dims = [1] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"fsdp"}, {"data"}]>]>} : (tensor<64xf32>) -> tensor<8x64xf32>
    %244 = sdy.sharding_constraint %243 <@mesh, [{"fsdp"}, {"data"}]> : tensor<8x64xf32>
    %245 = stablehlo.select %239, %244, %8 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"fsdp"}, {"data"}]>]>} : tensor<8x64xi1>, tensor<8x64xf32>
    %246 = sdy.sharding_constraint %245 <@mesh, [{"fsdp"}, {"data"}]> : tensor<8x64xf32>
    %247 = stablehlo.compare NE, %8, %8, FLOAT {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"fsdp"}, {"data"}]>]>} : (tensor<8x64xf32>, tensor<8x64xf32>) -> tensor<8x64xi1>
    %248 = sdy.sharding_constraint %247 <@mesh, [{"fsdp"}, {"data"}]> : tensor<8x64xi1>
    %cst_28 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<0x7FC00000> : tensor<f32>
    %249 = sdy.sharding_constraint %cst_28 <@mesh, []> : tensor<f32>
    %250 = stablehlo.broadcast_in_dim %249, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}]>]>} : (tensor<f32>) -> tensor<64xf32>
    %251 = sdy.sharding_constraint %250 <@mesh, [{"data"}]> : tensor<64xf32>
    %252 = stablehlo.broadcast_in_dim %251, dims = [1] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"fsdp"}, {"data"}]>]>} : (tensor<64xf32>) -> tensor<8x64xf32>
    %253 = sdy.sharding_constraint %252 <@mesh, [{"fsdp"}, {"data"}]> : tensor<8x64xf32>
    %254 = stablehlo.select %248, %253, %246 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"fsdp"}, {"data"}]>]>} : tensor<8x64xi1>, tensor<8x64xf32>
    %255 = sdy.sharding_constraint %254 <@mesh, [{"fsdp"}, {"data"}]> : tensor<8x64xf32>
    %cst_29 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<0.000000e+00> : tensor<f32>
    %256 = sdy.sharding_constraint %cst_29 <@mesh, []> : tensor<f32>
    %257 = stablehlo.broadcast_in_dim %256, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"fsdp"}, {"data"}]>]>} : (tensor<f32>) -> tensor<8x64xf32>
    %258 = sdy.sharding_constraint %257 <@mesh, [{"fsdp"}, {"data"}]> : tensor<8x64xf32>
    %259 = stablehlo.compare EQ, %234, %258, FLOAT {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"fsdp"}, {"data"}]>]>} : (tensor<8x64xf32>, tensor<8x64xf32>) -> tensor<8x64xi1>
    %260 = sdy.sharding_constraint %259 <@mesh, [{"fsdp"}, {"data"}]> : tensor<8x64xi1>
    %cst_30 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<0.000000e+00> : tensor<f32>
    %261 = sdy.sharding_constraint %cst_30 <@mesh, []> : tensor<f32>
    %262 = stablehlo.broadcast_in_dim %261, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}]>]>} : (tensor<f32>) -> tensor<64xf32>
    %263 = sdy.sharding_constraint %262 <@mesh, [{"data"}]> : tensor<64xf32>
    %264 = stablehlo.broadcast_in_dim %263, dims = [1] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"fsdp"}, {"data"}]>]>} : (tensor<64xf32>) -> tensor<8x64xf32>
    %265 = sdy.sharding_constraint %264 <@mesh, [{"fsdp"}, {"data"}]> : tensor<8x64xf32>
    %266 = stablehlo.select %260, %265, %234 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"fsdp"}, {"data"}]>]>} : tensor<8x64xi1>, tensor<8x64xf32>
    %267 = sdy.sharding_constraint %266 <@mesh, [{"fsdp"}, {"data"}]> : tensor<8x64xf32>
    %268 = stablehlo.compare NE, %234, %234, FLOAT {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"fsdp"}, {"data"}]>]>} : (tensor<8x64xf32>, tensor<8x64xf32>) -> tensor<8x64xi1>
    %269 = sdy.sharding_constraint %268 <@mesh, [{"fsdp"}, {"data"}]> : tensor<8x64xi1>
    %cst_31 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<0x7FC00000> : tensor<f32>
    %270 = sdy.sharding_constraint %cst_31 <@mesh, []> : tensor<f32>
    %271 = stablehlo.broadcast_in_dim %270, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}]>]>} : (tensor<f32>) -> tensor<64xf32>
    %272 = sdy.sharding_constraint %271 <@mesh, [{"data"}]> : tensor<64xf32>
    %273 = stablehlo.broadcast_in_dim %272, dims = [1] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"fsdp"}, {"data"}]>]>} : (tensor<64xf32>) -> tensor<8x64xf32>
    %274 = sdy.sharding_constraint %273 <@mesh, [{"fsdp"}, {"data"}]> : tensor<8x64xf32>
    %275 = stablehlo.select %269, %274, %267 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"fsdp"}, {"data"}]>]>} : tensor<8x64xi1>, tensor<8x64xf32>
    %276 = sdy.sharding_constraint %275 <@mesh, [{"fsdp"}, {"data"}]> : tensor<8x64xf32>
    %277 = stablehlo.compare LE, %255, %276, TOTALORDER {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"fsdp"}, {"data"}]>]>} : (tensor<8x64xf32>, tensor<8x64xf32>) -> tensor<8x64xi1>
    %278 = sdy.sharding_constraint %277 <@mesh, [{"fsdp"}, {"data"}]> : tensor<8x64xi1>
    %279 = stablehlo.select %278, %212, %228 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"fsdp"}, {"data"}]>]>} : tensor<8x64xi1>, tensor<8x64xui32>
    %280 = sdy.sharding_constraint %279 <@mesh, [{"fsdp"}, {"data"}]> : tensor<8x64xui32>
    %281 = stablehlo.select %278, %228, %214 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"fsdp"}, {"data"}]>]>} : tensor<8x64xi1>, tensor<8x64xui32>
    %282 = sdy.sharding_constraint %281 <@mesh, [{"fsdp"}, {"data"}]> : tensor<8x64xui32>
    %c_32 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<1> : tensor<i32>
    %283 = sdy.sharding_constraint %c_32 <@mesh, []> : tensor<i32>
    %284 = stablehlo.add %217, %283 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} : tensor<i32>
    %285 = sdy.sharding_constraint %284 <@mesh, []> : tensor<i32>
    %286 = stablehlo.subtract %282, %280 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"fsdp"}, {"data"}]>]>} : tensor<8x64xui32>
    %287 = sdy.sharding_constraint %286 <@mesh, [{"fsdp"}, {"data"}]> : tensor<8x64xui32>
    %c_33 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<2> : tensor<i32>
    %288 = sdy.sharding_constraint %c_33 <@mesh, []> : tensor<i32>
    %289 = stablehlo.convert %288 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} : (tensor<i32>) -> tensor<ui32>
    %290 = sdy.sharding_constraint %289 <@mesh, []> : tensor<ui32>
    %291 = stablehlo.broadcast_in_dim %290, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"fsdp"}, {"data"}]>]>} : (tensor<ui32>) -> tensor<8x64xui32>
    %292 = sdy.sharding_constraint %291 <@mesh, [{"fsdp"}, {"data"}]> : tensor<8x64xui32>
    %293 = stablehlo.divide %287, %292 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"fsdp"}, {"data"}]>]>} : tensor<8x64xui32>
    %294 = sdy.sharding_constraint %293 <@mesh, [{"fsdp"}, {"data"}]> : tensor<8x64xui32>
    %295 = stablehlo.add %280, %294 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"fsdp"}, {"data"}]>]>} : tensor<8x64xui32>
    %296 = sdy.sharding_constraint %295 <@mesh, [{"fsdp"}, {"data"}]> : tensor<8x64xui32>
    %297 = stablehlo.broadcast_in_dim %296, dims = [0, 1] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"fsdp"}, {"data"}, {}]>]>} : (tensor<8x64xui32>) -> tensor<8x64x1xui32>
    %298 = sdy.sharding_constraint %297 <@mesh, [{"fsdp"}, {"data"}, {}]> : tensor<8x64x1xui32>
    %299 = "stablehlo.gather"(%arg3, %298) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], operand_batching_dims = [0], start_indices_batching_dims = [0], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1>}> {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"fsdp"}, {"data"}, {}]>]>} : (tensor<8x31xf32>, tensor<8x64x1xui32>) -> tensor<8x64x1xf32>
    %300 = sdy.sharding_constraint %299 <@mesh, [{"fsdp"}, {"data"}, {}]> : tensor<8x64x1xf32>
    %301 = stablehlo.reshape %300 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"fsdp"}, {"data"}]>]>} : (tensor<8x64x1xf32>) -> tensor<8x64xf32>
    %302 = sdy.sharding_constraint %301 <@mesh, [{"fsdp"}, {"data"}]> : tensor<8x64xf32>
    %cst_34 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<0.000000e+00> : tensor<f32>
    %303 = sdy.sharding_constraint %cst_34 <@mesh, []> : tensor<f32>
    %304 = stablehlo.broadcast_in_dim %303, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"fsdp"}, {"data"}]>]>} : (tensor<f32>) -> tensor<8x64xf32>
    %305 = sdy.sharding_constraint %304 <@mesh, [{"fsdp"}, {"data"}]> : tensor<8x64xf32>
    %306 = stablehlo.compare EQ, %8, %305, FLOAT {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"fsdp"}, {"data"}]>]>} : (tensor<8x64xf32>, tensor<8x64xf32>) -> tensor<8x64xi1>
    %307 = sdy.sharding_constraint %306 <@mesh, [{"fsdp"}, {"data"}]> : tensor<8x64xi1>
    %cst_35 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<0.000000e+00> : tensor<f32>
    %308 = sdy.sharding_constraint %cst_35 <@mesh, []> : tensor<f32>
    %309 = stablehlo.broadcast_in_dim %308, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}]>]>} : (tensor<f32>) -> tensor<64xf32>
    %310 = sdy.sharding_constraint %309 <@mesh, [{"data"}]> : tensor<64xf32>
    %311 = stablehlo.broadcast_in_dim %310, dims = [1] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"fsdp"}, {"data"}]>]>} : (tensor<64xf32>) -> tensor<8x64xf32>
    %312 = sdy.sharding_constraint %311 <@mesh, [{"fsdp"}, {"data"}]> : tensor<8x64xf32>
    %313 = stablehlo.select %307, %312, %8 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"fsdp"}, {"data"}]>]>} : tensor<8x64xi1>, tensor<8x64xf32>
    %314 = sdy.sharding_constraint %313 <@mesh, [{"fsdp"}, {"data"}]> : tensor<8x64xf32>
    %315 = stablehlo.compare NE, %8, %8, FLOAT {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"fsdp"}, {"data"}]>]>} : (tensor<8x64xf32>, tensor<8x64xf32>) -> tensor<8x64xi1>
    %316 = sdy.sharding_constraint %315 <@mesh, [{"fsdp"}, {"data"}]> : tensor<8x64xi1>
    %cst_36 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<0x7FC00000> : tensor<f32>
    %317 = sdy.sharding_constraint %cst_36 <@mesh, []> : tensor<f32>
    %318 = stablehlo.broadcast_in_dim %317, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}]>]>} : (tensor<f32>) -> tensor<64xf32>
    %319 = sdy.sharding_constraint %318 <@mesh, [{"data"}]> : tensor<64xf32>
    %320 = stablehlo.broadcast_in_dim %319, dims = [1] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"fsdp"}, {"data"}]>]>} : (tensor<64xf32>) -> tensor<8x64xf32>
    %321 = sdy.sharding_constraint %320 <@mesh, [{"fsdp"}, {"data"}]> : tensor<8x64xf32>
    %322 = stablehlo.select %316, %321, %314 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"fsdp"}, {"data"}]>]>} : tensor<8x64xi1>, tensor<8x64xf32>
    %323 = sdy.sharding_constraint %322 <@mesh, [{"fsdp"}, {"data"}]> : tensor<8x64xf32>
    %cst_37 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<0.000000e+00> : tensor<f32>
    %324 = sdy.sharding_constraint %cst_37 <@mesh, []> : tensor<f32>
    %325 = stablehlo.broadcast_in_dim %324, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"fsdp"}, {"data"}]>]>} : (tensor<f32>) -> tensor<8x64xf32>
    %326 = sdy.sharding_constraint %325 <@mesh, [{"fsdp"}, {"data"}]> : tensor<8x64xf32>
    %327 = stablehlo.compare EQ, %302, %326, FLOAT {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"fsdp"}, {"data"}]>]>} : (tensor<8x64xf32>, tensor<8x64xf32>) -> tensor<8x64xi1>
    %328 = sdy.sharding_constraint %327 <@mesh, [{"fsdp"}, {"data"}]> : tensor<8x64xi1>
    %cst_38 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<0.000000e+00> : tensor<f32>
    %329 = sdy.sharding_constraint %cst_38 <@mesh, []> : tensor<f32>
    %330 = stablehlo.broadcast_in_dim %329, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}]>]>} : (tensor<f32>) -> tensor<64xf32>
    %331 = sdy.sharding_constraint %330 <@mesh, [{"data"}]> : tensor<64xf32>
    %332 = stablehlo.broadcast_in_dim %331, dims = [1] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"fsdp"}, {"data"}]>]>} : (tensor<64xf32>) -> tensor<8x64xf32>
    %333 = sdy.sharding_constraint %332 <@mesh, [{"fsdp"}, {"data"}]> : tensor<8x64xf32>
    %334 = stablehlo.select %328, %333, %302 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"fsdp"}, {"data"}]>]>} : tensor<8x64xi1>, tensor<8x64xf32>
    %335 = sdy.sharding_constraint %334 <@mesh, [{"fsdp"}, {"data"}]> : tensor<8x64xf32>
    %336 = stablehlo.compare NE, %302, %302, FLOAT {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"fsdp"}, {"data"}]>]>} : (tensor<8x64xf32>, tensor<8x64xf32>) -> tensor<8x64xi1>
    %337 = sdy.sharding_constraint %336 <@mesh, [{"fsdp"}, {"data"}]> : tensor<8x64xi1>
    %cst_39 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<0x7FC00000> : tensor<f32>
    %338 = sdy.sharding_constraint %cst_39 <@mesh, []> : tensor<f32>
    %339 = stablehlo.broadcast_in_dim %338, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}]>]>} : (tensor<f32>) -> tensor<64xf32>
    %340 = sdy.sharding_constraint %339 <@mesh, [{"data"}]> : tensor<64xf32>
    %341 = stablehlo.broadcast_in_dim %340, dims = [1] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"fsdp"}, {"data"}]>]>} : (tensor<64xf32>) -> tensor<8x64xf32>
    %342 = sdy.sharding_constraint %341 <@mesh, [{"fsdp"}, {"data"}]> : tensor<8x64xf32>
    %343 = stablehlo.select %337, %342, %335 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"fsdp"}, {"data"}]>]>} : tensor<8x64xi1>, tensor<8x64xf32>
    %344 = sdy.sharding_constraint %343 <@mesh, [{"fsdp"}, {"data"}]> : tensor<8x64xf32>
    %345 = stablehlo.compare LE, %323, %344, TOTALORDER {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"fsdp"}, {"data"}]>]>} : (tensor<8x64xf32>, tensor<8x64xf32>) -> tensor<8x64xi1>
    %346 = sdy.sharding_constraint %345 <@mesh, [{"fsdp"}, {"data"}]> : tensor<8x64xi1>
    %347 = stablehlo.select %346, %280, %296 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"fsdp"}, {"data"}]>]>} : tensor<8x64xi1>, tensor<8x64xui32>
    %348 = sdy.sharding_constraint %347 <@mesh, [{"fsdp"}, {"data"}]> : tensor<8x64xui32>
    %349 = stablehlo.select %346, %296, %282 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"fsdp"}, {"data"}]>]>} : tensor<8x64xi1>, tensor<8x64xui32>
    %350 = sdy.sharding_constraint %349 <@mesh, [{"fsdp"}, {"data"}]> : tensor<8x64xui32>
    %c_40 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<1> : tensor<i32>
    %351 = sdy.sharding_constraint %c_40 <@mesh, []> : tensor<i32>
    %352 = stablehlo.add %285, %351 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} : tensor<i32>
    %353 = sdy.sharding_constraint %352 <@mesh, []> : tensor<i32>
    %354 = stablehlo.convert %350 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"fsdp"}, {"data"}]>]>} : (tensor<8x64xui32>) -> tensor<8x64xi32>
    %355 = sdy.sharding_constraint %354 <@mesh, [{"fsdp"}, {"data"}]> : tensor<8x64xi32>
    %356 = stablehlo.transpose %355, dims = [1, 0] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"fsdp"}]>]>} : (tensor<8x64xi32>) -> tensor<64x8xi32>
    %357 = sdy.sharding_constraint %356 <@mesh, [{"data"}, {"fsdp"}]> : tensor<64x8xi32>
    %358 = stablehlo.iota dim = 0 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"fsdp"}]>]>} : tensor<8xi32>
    %359 = sdy.sharding_constraint %358 <@mesh, [{"fsdp"}]> : tensor<8xi32>
    %360 = stablehlo.broadcast_in_dim %359, dims = [1] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"fsdp"}]>]>} : (tensor<8xi32>) -> tensor<1x8xi32>
    %361 = sdy.sharding_constraint %360 <@mesh, [{}, {"fsdp"}]> : tensor<1x8xi32>
    %c_41 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<0> : tensor<i32>
    %362 = sdy.sharding_constraint %c_41 <@mesh, []> : tensor<i32>
    %363 = stablehlo.broadcast_in_dim %362, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"fsdp"}]>]>} : (tensor<i32>) -> tensor<1x8xi32>
    %364 = sdy.sharding_constraint %363 <@mesh, [{}, {"fsdp"}]> : tensor<1x8xi32>
    %365 = stablehlo.compare LT, %361, %364, SIGNED {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"fsdp"}]>]>} : (tensor<1x8xi32>, tensor<1x8xi32>) -> tensor<1x8xi1>
    %366 = sdy.sharding_constraint %365 <@mesh, [{}, {"fsdp"}]> : tensor<1x8xi1>
    %c_42 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<8> : tensor<i32>
    %367 = sdy.sharding_constraint %c_42 <@mesh, []> : tensor<i32>
    %368 = stablehlo.broadcast_in_dim %367, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"fsdp"}]>]>} : (tensor<i32>) -> tensor<1x8xi32>
    %369 = sdy.sharding_constraint %368 <@mesh, [{}, {"fsdp"}]> : tensor<1x8xi32>
    %370 = stablehlo.add %361, %369 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"fsdp"}]>]>} : tensor<1x8xi32>
    %371 = sdy.sharding_constraint %370 <@mesh, [{}, {"fsdp"}]> : tensor<1x8xi32>
    %372 = stablehlo.select %366, %371, %361 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"fsdp"}]>]>} : tensor<1x8xi1>, tensor<1x8xi32>
    %373 = sdy.sharding_constraint %372 <@mesh, [{}, {"fsdp"}]> : tensor<1x8xi32>
    %c_43 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<0> : tensor<i32>
    %374 = sdy.sharding_constraint %c_43 <@mesh, []> : tensor<i32>
    %375 = stablehlo.broadcast_in_dim %374, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"fsdp"}]>]>} : (tensor<i32>) -> tensor<64x8xi32>
    %376 = sdy.sharding_constraint %375 <@mesh, [{"data"}, {"fsdp"}]> : tensor<64x8xi32>
    %377 = stablehlo.compare LT, %357, %376, SIGNED {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"fsdp"}]>]>} : (tensor<64x8xi32>, tensor<64x8xi32>) -> tensor<64x8xi1>
    %378 = sdy.sharding_constraint %377 <@mesh, [{"data"}, {"fsdp"}]> : tensor<64x8xi1>
    %c_44 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<32> : tensor<i32>
    %379 = sdy.sharding_constraint %c_44 <@mesh, []> : tensor<i32>
    %380 = stablehlo.broadcast_in_dim %379, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"fsdp"}]>]>} : (tensor<i32>) -> tensor<64x8xi32>
    %381 = sdy.sharding_constraint %380 <@mesh, [{"data"}, {"fsdp"}]> : tensor<64x8xi32>
    %382 = stablehlo.add %357, %381 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"fsdp"}]>]>} : tensor<64x8xi32>
    %383 = sdy.sharding_constraint %382 <@mesh, [{"data"}, {"fsdp"}]> : tensor<64x8xi32>
    %384 = stablehlo.select %378, %383, %357 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"fsdp"}]>]>} : tensor<64x8xi1>, tensor<64x8xi32>
    %385 = sdy.sharding_constraint %384 <@mesh, [{"data"}, {"fsdp"}]> : tensor<64x8xi32>
    %386 = stablehlo.broadcast_in_dim %373, dims = [0, 1] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"fsdp"}]>]>} : (tensor<1x8xi32>) -> tensor<64x8xi32>
    %387 = sdy.sharding_constraint %386 <@mesh, [{"data"}, {"fsdp"}]> : tensor<64x8xi32>
    %388 = stablehlo.broadcast_in_dim %387, dims = [0, 1] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"fsdp"}, {}]>]>} : (tensor<64x8xi32>) -> tensor<64x8x1xi32>
    %389 = sdy.sharding_constraint %388 <@mesh, [{"data"}, {"fsdp"}, {}]> : tensor<64x8x1xi32>
    %390 = stablehlo.broadcast_in_dim %385, dims = [0, 1] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"fsdp"}, {}]>]>} : (tensor<64x8xi32>) -> tensor<64x8x1xi32>
    %391 = sdy.sharding_constraint %390 <@mesh, [{"data"}, {"fsdp"}, {}]> : tensor<64x8x1xi32>
    %392 = stablehlo.concatenate %389, %391, dim = 2 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"fsdp"}, {}]>]>} : (tensor<64x8x1xi32>, tensor<64x8x1xi32>) -> tensor<64x8x2xi32>
    %393 = sdy.sharding_constraint %392 <@mesh, [{"data"}, {"fsdp"}, {}]> : tensor<64x8x2xi32>
    %394 = "stablehlo.gather"(%arg0, %393) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1, 16>}> {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"fsdp"}, {"model"}]>]>} : (tensor<8x32x16xf32>, tensor<64x8x2xi32>) -> tensor<64x8x16xf32>
    %395 = sdy.sharding_constraint %394 <@mesh, [{"data"}, {"fsdp"}, {"model"}]> : tensor<64x8x16xf32>
    %396 = sdy.sharding_constraint %395 <@mesh, [{"data"}, {"fsdp"}, {}]> : tensor<64x8x16xf32>
    %397 = stablehlo.reshape %396 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"fsdp"}]>]>} : (tensor<64x8x16xf32>) -> tensor<64x128xf32>
    %398 = sdy.sharding_constraint %397 <@mesh, [{"data"}, {"fsdp"}]> : tensor<64x128xf32>
    %399 = stablehlo.dot_general %398, %arg1, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}]>]>} : (tensor<64x128xf32>, tensor<128x64xf32>) -> tensor<64x64xf32>
    %400 = sdy.sharding_constraint %399 <@mesh, [{"data"}, {"model"}]> : tensor<64x64xf32>
    %cst_45 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<0.000000e+00> : tensor<f32>
    %401 = sdy.sharding_constraint %cst_45 <@mesh, []> : tensor<f32>
    %402 = stablehlo.broadcast_in_dim %401, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}]>]>} : (tensor<f32>) -> tensor<64x64xf32>
    %403 = sdy.sharding_constraint %402 <@mesh, [{"data"}, {"model"}]> : tensor<64x64xf32>
    %404 = stablehlo.maximum %400, %403 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}]>]>} : tensor<64x64xf32>
    %405 = sdy.sharding_constraint %404 <@mesh, [{"data"}, {"model"}]> : tensor<64x64xf32>
    %cst_46 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<0.000000e+00> : tensor<f32>
    %406 = sdy.sharding_constraint %cst_46 <@mesh, []> : tensor<f32>
    %407 = stablehlo.broadcast_in_dim %406, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}]>]>} : (tensor<f32>) -> tensor<64x64xf32>
    %408 = sdy.sharding_constraint %407 <@mesh, [{"data"}, {"model"}]> : tensor<64x64xf32>
    %409 = stablehlo.compare GT, %400, %408, FLOAT {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}]>]>} : (tensor<64x64xf32>, tensor<64x64xf32>) -> tensor<64x64xi1>
    %410 = sdy.sharding_constraint %409 <@mesh, [{"data"}, {"model"}]> : tensor<64x64xi1>
    %411 = stablehlo.dot_general %405, %arg2, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : (tensor<64x64xf32>, tensor<64x8xf32>) -> tensor<64x8xf32>
    %412 = sdy.sharding_constraint %411 <@mesh, [{"data"}, {}]> : tensor<64x8xf32>
    %c_47 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<0> : tensor<i32>
    %413 = sdy.sharding_constraint %c_47 <@mesh, []> : tensor<i32>
    %414 = stablehlo.broadcast_in_dim %413, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{?}, {?}]>]>} : (tensor<i32>) -> tensor<8x32xi32>
    %415 = sdy.sharding_constraint %414 <@mesh, [{}, {}]> : tensor<8x32xi32>
    %c_48 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<0> : tensor<i32>
    %416 = sdy.sharding_constraint %c_48 <@mesh, []> : tensor<i32>
    %417 = stablehlo.broadcast_in_dim %416, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"fsdp"}]>]>} : (tensor<i32>) -> tensor<1x8xi32>
    %418 = sdy.sharding_constraint %417 <@mesh, [{}, {"fsdp"}]> : tensor<1x8xi32>
    %419 = stablehlo.compare LT, %361, %418, SIGNED {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"fsdp"}]>]>} : (tensor<1x8xi32>, tensor<1x8xi32>) -> tensor<1x8xi1>
    %420 = sdy.sharding_constraint %419 <@mesh, [{}, {"fsdp"}]> : tensor<1x8xi1>
    %c_49 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<8> : tensor<i32>
    %421 = sdy.sharding_constraint %c_49 <@mesh, []> : tensor<i32>
    %422 = stablehlo.broadcast_in_dim %421, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"fsdp"}]>]>} : (tensor<i32>) -> tensor<1x8xi32>
    %423 = sdy.sharding_constraint %422 <@mesh, [{}, {"fsdp"}]> : tensor<1x8xi32>
    %424 = stablehlo.add %361, %423 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"fsdp"}]>]>} : tensor<1x8xi32>
    %425 = sdy.sharding_constraint %424 <@mesh, [{}, {"fsdp"}]> : tensor<1x8xi32>
    %426 = stablehlo.select %420, %425, %361 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"fsdp"}]>]>} : tensor<1x8xi1>, tensor<1x8xi32>
    %427 = sdy.sharding_constraint %426 <@mesh, [{}, {"fsdp"}]> : tensor<1x8xi32>
    %c_50 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<0> : tensor<i32>
    %428 = sdy.sharding_constraint %c_50 <@mesh, []> : tensor<i32>
    %429 = stablehlo.broadcast_in_dim %428, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"fsdp"}]>]>} : (tensor<i32>) -> tensor<64x8xi32>
    %430 = sdy.sharding_constraint %429 <@mesh, [{"data"}, {"fsdp"}]> : tensor<64x8xi32>
    %431 = stablehlo.compare LT, %357, %430, SIGNED {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"fsdp"}]>]>} : (tensor<64x8xi32>, tensor<64x8xi32>) -> tensor<64x8xi1>
    %432 = sdy.sharding_constraint %431 <@mesh, [{"data"}, {"fsdp"}]> : tensor<64x8xi1>
    %c_51 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<32> : tensor<i32>
    %433 = sdy.sharding_constraint %c_51 <@mesh, []> : tensor<i32>
    %434 = stablehlo.broadcast_in_dim %433, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"fsdp"}]>]>} : (tensor<i32>) -> tensor<64x8xi32>
    %435 = sdy.sharding_constraint %434 <@mesh, [{"data"}, {"fsdp"}]> : tensor<64x8xi32>
    %436 = stablehlo.add %357, %435 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"fsdp"}]>]>} : tensor<64x8xi32>
    %437 = sdy.sharding_constraint %436 <@mesh, [{"data"}, {"fsdp"}]> : tensor<64x8xi32>
    %438 = stablehlo.select %432, %437, %357 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"fsdp"}]>]>} : tensor<64x8xi1>, tensor<64x8xi32>
    %439 = sdy.sharding_constraint %438 <@mesh, [{"data"}, {"fsdp"}]> : tensor<64x8xi32>
    %440 = stablehlo.broadcast_in_dim %427, dims = [0, 1] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"fsdp"}]>]>} : (tensor<1x8xi32>) -> tensor<64x8xi32>
    %441 = sdy.sharding_constraint %440 <@mesh, [{"data"}, {"fsdp"}]> : tensor<64x8xi32>
    %442 = stablehlo.broadcast_in_dim %441, dims = [0, 1] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"fsdp"}, {}]>]>} : (tensor<64x8xi32>) -> tensor<64x8x1xi32>
    %443 = sdy.sharding_constraint %442 <@mesh, [{"data"}, {"fsdp"}, {}]> : tensor<64x8x1xi32>
    %444 = stablehlo.broadcast_in_dim %439, dims = [0, 1] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"fsdp"}, {}]>]>} : (tensor<64x8xi32>) -> tensor<64x8x1xi32>
    %445 = sdy.sharding_constraint %444 <@mesh, [{"data"}, {"fsdp"}, {}]> : tensor<64x8x1xi32>
    %446 = stablehlo.concatenate %443, %445, dim = 2 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"fsdp"}, {}]>]>} : (tensor<64x8x1xi32>, tensor<64x8x1xi32>) -> tensor<64x8x2xi32>
    %447 = sdy.sharding_constraint %446 <@mesh, [{"data"}, {"fsdp"}, {}]> : tensor<64x8x2xi32>
    %c_52 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<1> : tensor<i32>
    %448 = sdy.sharding_constraint %c_52 <@mesh, []> : tensor<i32>
    %449 = stablehlo.broadcast_in_dim %448, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"fsdp"}]>]>} : (tensor<i32>) -> tensor<64x8xi32>
    %450 = sdy.sharding_constraint %449 <@mesh, [{"data"}, {"fsdp"}]> : tensor<64x8xi32>
    %451 = "stablehlo.scatter"(%415, %447, %450) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0, 1], scatter_dims_to_operand_dims = [0, 1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg6: tensor<i32>, %arg7: tensor<i32>):
      %522 = stablehlo.add %arg6, %arg7 : tensor<i32>
      stablehlo.return %522 : tensor<i32>
    }) {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{?}, {?}]>]>} : (tensor<8x32xi32>, tensor<64x8x2xi32>, tensor<64x8xi32>) -> tensor<8x32xi32>
    %452 = sdy.sharding_constraint %451 <@mesh, [{}, {}]> : tensor<8x32xi32>
    %453 = stablehlo.subtract %412, %arg5 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : tensor<64x8xf32>
    %454 = sdy.sharding_constraint %453 <@mesh, [{"data"}, {}]> : tensor<64x8xf32>
    %455 = stablehlo.multiply %454, %454 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : tensor<64x8xf32>
    %456 = sdy.sharding_constraint %455 <@mesh, [{"data"}, {}]> : tensor<64x8xf32>
    %cst_53 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<2.000000e+00> : tensor<f32>
    %457 = sdy.sharding_constraint %cst_53 <@mesh, []> : tensor<f32>
    %458 = stablehlo.broadcast_in_dim %457, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : (tensor<f32>) -> tensor<64x8xf32>
    %459 = sdy.sharding_constraint %458 <@mesh, [{"data"}, {}]> : tensor<64x8xf32>
    %460 = stablehlo.multiply %459, %454 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : tensor<64x8xf32>
    %461 = sdy.sharding_constraint %460 <@mesh, [{"data"}, {}]> : tensor<64x8xf32>
    %cst_54 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<0.000000e+00> : tensor<f32>
    %462 = sdy.sharding_constraint %cst_54 <@mesh, []> : tensor<f32>
    %463 = stablehlo.reduce(%456 init: %462) applies stablehlo.add across dimensions = [0, 1] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} : (tensor<64x8xf32>, tensor<f32>) -> tensor<f32>
    %464 = sdy.sharding_constraint %463 <@mesh, []> : tensor<f32>
    %cst_55 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<5.120000e+02> : tensor<f32>
    %465 = sdy.sharding_constraint %cst_55 <@mesh, []> : tensor<f32>
    %466 = stablehlo.divide %464, %465 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} : tensor<f32>
    %467 = sdy.sharding_constraint %466 <@mesh, []> : tensor<f32>
    %cst_56 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<1.000000e+00> : tensor<f32>
    %468 = sdy.sharding_constraint %cst_56 <@mesh, []> : tensor<f32>
    %cst_57 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<5.120000e+02> : tensor<f32>
    %469 = sdy.sharding_constraint %cst_57 <@mesh, []> : tensor<f32>
    %470 = stablehlo.divide %468, %469 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} : tensor<f32>
    %471 = sdy.sharding_constraint %470 <@mesh, []> : tensor<f32>
    %472 = stablehlo.broadcast_in_dim %471, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : (tensor<f32>) -> tensor<64x8xf32>
    %473 = sdy.sharding_constraint %472 <@mesh, [{"data"}, {}]> : tensor<64x8xf32>
    %474 = stablehlo.multiply %473, %461 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : tensor<64x8xf32>
    %475 = sdy.sharding_constraint %474 <@mesh, [{"data"}, {}]> : tensor<64x8xf32>
    %476 = stablehlo.dot_general %475, %405, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"model"}]>]>} : (tensor<64x8xf32>, tensor<64x64xf32>) -> tensor<8x64xf32>
    %477 = sdy.sharding_constraint %476 <@mesh, [{}, {"model"}]> : tensor<8x64xf32>
    %478 = stablehlo.transpose %477, dims = [1, 0] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"model"}, {}]>]>} : (tensor<8x64xf32>) -> tensor<64x8xf32>
    %479 = sdy.sharding_constraint %478 <@mesh, [{"model"}, {}]> : tensor<64x8xf32>
    %480 = stablehlo.dot_general %475, %arg2, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}]>]>} : (tensor<64x8xf32>, tensor<64x8xf32>) -> tensor<64x64xf32>
    %481 = sdy.sharding_constraint %480 <@mesh, [{"data"}, {"model"}]> : tensor<64x64xf32>
    %cst_58 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<0.000000e+00> : tensor<f32>
    %482 = sdy.sharding_constraint %cst_58 <@mesh, []> : tensor<f32>
    %483 = stablehlo.broadcast_in_dim %482, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}]>]>} : (tensor<f32>) -> tensor<64x64xf32>
    %484 = sdy.sharding_constraint %483 <@mesh, [{"data"}, {"model"}]> : tensor<64x64xf32>
    %485 = stablehlo.select %410, %481, %484 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}]>]>} : tensor<64x64xi1>, tensor<64x64xf32>
    %486 = sdy.sharding_constraint %485 <@mesh, [{"data"}, {"model"}]> : tensor<64x64xf32>
    %487 = stablehlo.dot_general %486, %398, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"model"}, {"fsdp"}]>]>} : (tensor<64x64xf32>, tensor<64x128xf32>) -> tensor<64x128xf32>
    %488 = sdy.sharding_constraint %487 <@mesh, [{"model"}, {"fsdp"}]> : tensor<64x128xf32>
    %489 = stablehlo.transpose %488, dims = [1, 0] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"fsdp"}, {"model"}]>]>} : (tensor<64x128xf32>) -> tensor<128x64xf32>
    %490 = sdy.sharding_constraint %489 <@mesh, [{"fsdp"}, {"model"}]> : tensor<128x64xf32>
    %491 = stablehlo.dot_general %486, %arg1, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"fsdp"}]>]>} : (tensor<64x64xf32>, tensor<128x64xf32>) -> tensor<64x128xf32>
    %492 = sdy.sharding_constraint %491 <@mesh, [{"data"}, {"fsdp"}]> : tensor<64x128xf32>
    %493 = stablehlo.reshape %492 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"fsdp"}, {}]>]>} : (tensor<64x128xf32>) -> tensor<64x8x16xf32>
    %494 = sdy.sharding_constraint %493 <@mesh, [{"data"}, {"fsdp"}, {}]> : tensor<64x8x16xf32>
    %495 = sdy.sharding_constraint %494 <@mesh, [{"data"}, {"fsdp"}, {"model"}]> : tensor<64x8x16xf32>
    %cst_59 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<0.000000e+00> : tensor<f32>
    %496 = sdy.sharding_constraint %cst_59 <@mesh, []> : tensor<f32>
    %497 = stablehlo.broadcast_in_dim %496, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}, {"model"}]>]>} : (tensor<f32>) -> tensor<8x32x16xf32>
    %498 = sdy.sharding_constraint %497 <@mesh, [{}, {}, {"model"}]> : tensor<8x32x16xf32>
    %499 = "stablehlo.scatter"(%498, %393, %495) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [2], inserted_window_dims = [0, 1], scatter_dims_to_operand_dims = [0, 1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg6: tensor<f32>, %arg7: tensor<f32>):
      %522 = stablehlo.add %arg6, %arg7 : tensor<f32>
      stablehlo.return %522 : tensor<f32>
    }) {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}, {"model"}]>]>} : (tensor<8x32x16xf32>, tensor<64x8x2xi32>, tensor<64x8x16xf32>) -> tensor<8x32x16xf32>
    %500 = sdy.sharding_constraint %499 <@mesh, [{}, {}, {"model"}]> : tensor<8x32x16xf32>
    %cst_60 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<5.000000e-02> : tensor<f32>
    %501 = sdy.sharding_constraint %cst_60 <@mesh, []> : tensor<f32>
    %502 = stablehlo.broadcast_in_dim %501, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}, {"model"}]>]>} : (tensor<f32>) -> tensor<8x32x16xf32>
    %503 = sdy.sharding_constraint %502 <@mesh, [{}, {}, {"model"}]> : tensor<8x32x16xf32>
    %504 = stablehlo.multiply %503, %500 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}, {"model"}]>]>} : tensor<8x32x16xf32>
    %505 = sdy.sharding_constraint %504 <@mesh, [{}, {}, {"model"}]> : tensor<8x32x16xf32>
    %506 = stablehlo.subtract %arg0, %505 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}, {"model"}]>]>} : tensor<8x32x16xf32>
    %507 = sdy.sharding_constraint %506 <@mesh, [{}, {}, {"model"}]> : tensor<8x32x16xf32>
    %cst_61 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<5.000000e-02> : tensor<f32>
    %508 = sdy.sharding_constraint %cst_61 <@mesh, []> : tensor<f32>
    %509 = stablehlo.broadcast_in_dim %508, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"fsdp"}, {"model"}]>]>} : (tensor<f32>) -> tensor<128x64xf32>
    %510 = sdy.sharding_constraint %509 <@mesh, [{"fsdp"}, {"model"}]> : tensor<128x64xf32>
    %511 = stablehlo.multiply %510, %490 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"fsdp"}, {"model"}]>]>} : tensor<128x64xf32>
    %512 = sdy.sharding_constraint %511 <@mesh, [{"fsdp"}, {"model"}]> : tensor<128x64xf32>
    %513 = stablehlo.subtract %arg1, %512 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"fsdp"}, {"model"}]>]>} : tensor<128x64xf32>
    %514 = sdy.sharding_constraint %513 <@mesh, [{"fsdp"}, {"model"}]> : tensor<128x64xf32>
    %cst_62 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<5.000000e-02> : tensor<f32>
    %515 = sdy.sharding_constraint %cst_62 <@mesh, []> : tensor<f32>
    %516 = stablehlo.broadcast_in_dim %515, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"model"}, {}]>]>} : (tensor<f32>) -> tensor<64x8xf32>
    %517 = sdy.sharding_constraint %516 <@mesh, [{"model"}, {}]> : tensor<64x8xf32>
    %518 = stablehlo.multiply %517, %479 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"model"}, {}]>]>} : tensor<64x8xf32>
    %519 = sdy.sharding_constraint %518 <@mesh, [{"model"}, {}]> : tensor<64x8xf32>
    %520 = stablehlo.subtract %arg2, %519 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"model"}, {}]>]>} : tensor<64x8xf32>
    %521 = sdy.sharding_constraint %520 <@mesh, [{"model"}, {}]> : tensor<64x8xf32>
    return %507, %514, %521, %452, %467 : tensor<8x32x16xf32>, tensor<128x64xf32>, tensor<64x8xf32>, tensor<8x32xi32>, tensor<f32>
  }
}
