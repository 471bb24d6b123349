module {
  sdy.mesh @mesh = <["data"=2, "fsdp"=2, "model"=2]>
  func.func @main(%arg0: tensor<8x32x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {"model"}]>}, %arg1: tensor<128x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}]>}, %arg2: tensor<64x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {}]>}, %arg3: tensor<8x31xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {}]>}, %arg4: tensor<64x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}, %arg5: tensor<64x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}) -> (tensor<8x32x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {"model"}]>}, tensor<128x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}]>}, tensor<64x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {}]>}, tensor<8x32xi32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"data", "model", "fsdp"}]>}, tensor<f32> {sdy.sharding = #sdy.sharding<@mesh, []>}) {
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
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %13 = stablehlo.subtract %12, %10 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"fsdp"}, {"data"}]>]>} : tensor<8x64xui32>
    %14 = sdy.sharding_constraint %13 <@mesh, [{"fsdp"}, {"data"}]> : tensor<8x64xui32>
    %c_2 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<2> : tensor<i32>
    %15 = sdy.sharding_constraint %c_2 <@mesh, []> : tensor<i32>
    %16 = stablehlo.convert %15 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} : (tensor<i32>) -> tensor<ui32>
    %17 = sdy.sharding_constraint %16 <@mesh, []> : tensor<ui32>
    %18 = stablehlo.broadcast_in_dim %17, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"fsdp"}, {"data"}]>]>} : (tensor<ui32>) -> tensor<8x64xui32>
    %19 = sdy.sharding_constraint %18 <@mesh, [{"fsdp"}, {"data"}]> : tensor<8x64xui32>
    %20 = stablehlo.divide %14, %19 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"fsdp"}, {"data"}]>]>} : tensor<8x64xui32>
    %21 = sdy.sharding_constraint %20 <@mesh, [{"fsdp"}, {"data"}]> : tensor<8x64xui32>
    %22 = stablehlo.add %10, %21 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"fsdp"}, {"data"}]>]>} : tensor<8x64xui32>
    %23 = sdy.sharding_constraint %22 <@mesh, [{"fsdp"}, {"data"}]> : tensor<8x64xui32>
    %24 = stablehlo.broadcast_in_dim %23, dims = [0, 1] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"fsdp"}, {"data"}, {}]>]>} : (tensor<8x64xui32>) -> tensor<8x64x1xui32>
    %25 = sdy.sharding_constraint %24 <@mesh, [{"fsdp"}, {"data"}, {}]> : tensor<8x64x1xui32>
    %26 = "stablehlo.gather"(%arg3, %25) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], operand_batching_dims = [0], start_indices_batching_dims = [0], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1>}> {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"fsdp"}, {"data"}, {}]>]>} : (tensor<8x31xf32>, tensor<8x64x1xui32>) -> tensor<8x64x1xf32>
    %27 = sdy.sharding_constraint %26 <@mesh, [{"fsdp"}, {"data"}, {}]> : tensor<8x64x1xf32>
    %28 = stablehlo.reshape %27 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"fsdp"}, {"data"}]>]>} : (tensor<8x64x1xf32>) -> tensor<8x64xf32>
    %29 = sdy.sharding_constraint %28 <@mesh, [{"fsdp"}, {"data"}]> : tensor<8x64xf32>
    %cst = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<0.000000e+00> : tensor<f32>
    %30 = sdy.sharding_constraint %cst <@mesh, []> : tensor<f32>
    %31 = stablehlo.broadcast_in_dim %30, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"fsdp"}, {"data"}]>]>} : (tensor<f32>) -> tensor<8x64xf32>
    %32 = sdy.sharding_constraint %31 <@mesh, [{"fsdp"}, {"data"}]> : tensor<8x64xf32>
    %33 = stablehlo.compare EQ, %8, %32, FLOAT {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"fsdp"}, {"data"}]>]>} : (tensor<8x64xf32>, tensor<8x64xf32>) -> tensor<8x64xi1>
    %34 = sdy.sharding_constraint %33 <@mesh, [{"fsdp"}, {"data"}]> : tensor<8x64xi1>
    %cst_3 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<0.000000e+00> : tensor<f32>
    %35 = sdy.sharding_constraint %cst_3 <@mesh, []> : tensor<f32>
    %36 = stablehlo.broadcast_in_dim %35, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}]>]>} : (tensor<f32>) -> tensor<64xf32>
    %37 = sdy.sharding_constraint %36 <@mesh, [{"data"}]> : tensor<64xf32>
    %38 = stablehlo.broadcast_in_dim %37, dims = [1] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"fsdp"}, {"data"}]>]>} : (tensor<64xf32>) -> tensor<8x64xf32>
    %39 = sdy.sharding_constraint %38 <@mesh, [{"fsdp"}, {"data"}]> : tensor<8x64xf32>
    %40 = stablehlo.select %34, %39, %8 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"fsdp"}, {"data"}]>]>} : tensor<8x64xi1>, tensor<8x64xf32>
    %41 = sdy.sharding_constraint %40 <@mesh, [{"fsdp"}, {"data"}]> : tensor<8x64xf32>
    %42 = stablehlo.compare NE, %8, %8, FLOAT {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"fsdp"}, {"data"}]>]>} : (tensor<8x64xf32>, tensor<8x64xf32>) -> tensor<8x64xi1>
    %43 = sdy.sharding_constraint %42 <@mesh, [{"fsdp"}, {"data"}]> : tensor<8x64xi1>
    %cst_4 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<0x7FC00000> : tensor<f32>
    %44 = sdy.sharding_constraint %cst_4 <@mesh, []> : tensor<f32>
    %45 = stablehlo.broadcast_in_dim %44, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}]>]>} : (tensor<f32>) -> tensor<64xf32>
    %46 = sdy.sharding_constraint %45 <@mesh, [{"data"}]> : tensor<64xf32>
    %47 = stablehlo.broadcast_in_dim %46, dims = [1] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"fsdp"}, {"data"}]>]>} : (tensor<64xf32>) -> tensor<8x64xf32>
    %48 = sdy.sharding_constraint %47 <@mesh, [{"fsdp"}, {"data"}]> : tensor<8x64xf32>
    %49 = stablehlo.select %43, %48, %41 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"fsdp"}, {"data"}]>]>} : tensor<8x64xi1>, tensor<8x64xf32>
    %50 = sdy.sharding_constraint %49 <@mesh, [{"fsdp"}, {"data"}]> : tensor<8x64xf32>
    %cst_5 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<0.000000e+00> : tensor<f32>
    %51 = sdy.sharding_constraint %cst_5 <@mesh, []> : tensor<f32>
    %52 = stablehlo.broadcast_in_dim %51, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"fsdp"}, {"data"}]>]>} : (tensor<f32>) -> tensor<8x64xf32>
    %53 = sdy.sharding_constraint %52 <@mesh, [{"fsdp"}, {"data"}]> : tensor<8x64xf32>
    %54 = stablehlo.compare EQ, %29, %53, FLOAT {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"fsdp"}, {"data"}]>]>} : (tensor<8x64xf32>, tensor<8x64xf32>) -> tensor<8x64xi1>
    %55 = sdy.sharding_constraint %54 <@mesh, [{"fsdp"}, {"data"}]> : tensor<8x64xi1>
    %cst_6 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<0.000000e+00> : tensor<f32>
    %56 = sdy.sharding_constraint %cst_6 <@mesh, []> : tensor<f32>
    %57 = stablehlo.broadcast_in_dim %56, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}]>]>} : (tensor<f32>) -> tensor<64xf32>
    %58 = sdy.sharding_constraint %57 <@mesh, [{"data"}]> : tensor<64xf32>
    %59 = stablehlo.broadcast_in_dim %58, dims = [1] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"fsdp"}, {"data"}]>]>} : (tensor<64xf32>) -> tensor<8x64xf32>
    %60 = sdy.sharding_constraint %59 <@mesh, [{"fsdp"}, {"data"}]> : tensor<8x64xf32>
    %61 = stablehlo.select %55, %60, %29 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"fsdp"}, {"data"}]>]>} : tensor<8x64xi1>, tensor<8x64xf32>
    %62 = sdy.sharding_constraint %61 <@mesh, [{"fsdp"}, {"data"}]> : tensor<8x64xf32>
    %63 = stablehlo.compare NE, %29, %29, FLOAT {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"fsdp"}, {"data"}]>]>} : (tensor<8x64xf32>, tensor<8x64xf32>) -> tensor<8x64xi1>
    %64 = sdy.sharding_constraint %63 <@mesh, [{"fsdp"}, {"data"}]> : tensor<8x64xi1>
    %cst_7 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<0x7FC00000> : tensor<f32>
    %65 = sdy.sharding_constraint %cst_7 <@mesh, []> : tensor<f32>
    %66 = stablehlo.broadcast_in_dim %65, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}]>]>} : (tensor<f32>) -> tensor<64xf32>
    %67 = sdy.sharding_constraint %66 <@mesh, [{"data"}]> : tensor<64xf32>
    %68 = stablehlo.broadcast_in_dim %67, dims = [1] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"fsdp"}, {"data"}]>]>} : (tensor<64xf32>) -> tensor<8x64xf32>
    %69 = sdy.sharding_constraint %68 <@mesh, [{"fsdp"}, {"data"}]> : tensor<8x64xf32>
    %70 = stablehlo.select %64, %69, %62 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"fsdp"}, {"data"}]>]>} : tensor<8x64xi1>, tensor<8x64xf32>
    %71 = sdy.sharding_constraint %70 <@mesh, [{"fsdp"}, {"data"}]> : tensor<8x64xf32>
    %72 = stablehlo.compare LE, %50, %71, TOTALORDER {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"fsdp"}, {"data"}]>]>} : (tensor<8x64xf32>, tensor<8x64xf32>) -> tensor<8x64xi1>
    %73 = sdy.sharding_constraint %72 <@mesh, [{"fsdp"}, {"data"}]> : tensor<8x64xi1>
    %74 = stablehlo.select %73, %10, %23 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"fsdp"}, {"data"}]>]>} : tensor<8x64xi1>, tensor<8x64xui32>
    %75 = sdy.sharding_constraint %74 <@mesh, [{"fsdp"}, {"data"}]> : tensor<8x64xui32>
    %76 = stablehlo.select %73, %23, %12 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"fsdp"}, {"data"}]>]>} : tensor<8x64xi1>, tensor<8x64xui32>
    %77 = sdy.sharding_constraint %76 <@mesh, [{"fsdp"}, {"data"}]> : tensor<8x64xui32>
    %c_8 = stablehlo.constant dense<1> : tensor<i32>
    %78 = stablehlo.add %c_1, %c_8 : tensor<i32>
    %79 = stablehlo.subtract %77, %75 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"fsdp"}, {"data"}]>]>} : tensor<8x64xui32>
    %80 = sdy.sharding_constraint %79 <@mesh, [{"fsdp"}, {"data"}]> : tensor<8x64xui32>
    %c_9 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<2> : tensor<i32>
    %81 = sdy.sharding_constraint %c_9 <@mesh, []> : tensor<i32>
    %82 = stablehlo.convert %81 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} : (tensor<i32>) -> tensor<ui32>
    %83 = sdy.sharding_constraint %82 <@mesh, []> : tensor<ui32>
    %84 = stablehlo.broadcast_in_dim %83, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"fsdp"}, {"data"}]>]>} : (tensor<ui32>) -> tensor<8x64xui32>
    %85 = sdy.sharding_constraint %84 <@mesh, [{"fsdp"}, {"data"}]> : tensor<8x64xui32>
    %86 = stablehlo.divide %80, %85 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"fsdp"}, {"data"}]>]>} : tensor<8x64xui32>
    %87 = sdy.sharding_constraint %86 <@mesh, [{"fsdp"}, {"data"}]> : tensor<8x64xui32>
    %88 = stablehlo.add %75, %87 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"fsdp"}, {"data"}]>]>} : tensor<8x64xui32>
    %89 = sdy.sharding_constraint %88 <@mesh, [{"fsdp"}, {"data"}]> : tensor<8x64xui32>
    %90 = stablehlo.broadcast_in_dim %89, dims = [0, 1] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"fsdp"}, {"data"}, {}]>]>} : (tensor<8x64xui32>) -> tensor<8x64x1xui32>
    %91 = sdy.sharding_constraint %90 <@mesh, [{"fsdp"}, {"data"}, {}]> : tensor<8x64x1xui32>
    %92 = "stablehlo.gather"(%arg3, %91) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], operand_batching_dims = [0], start_indices_batching_dims = [0], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1>}> {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"fsdp"}, {"data"}, {}]>]>} : (tensor<8x31xf32>, tensor<8x64x1xui32>) -> tensor<8x64x1xf32>
    %93 = sdy.sharding_constraint %92 <@mesh, [{"fsdp"}, {"data"}, {}]> : tensor<8x64x1xf32>
    %94 = stablehlo.reshape %93 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"fsdp"}, {"data"}]>]>} : (tensor<8x64x1xf32>) -> tensor<8x64xf32>
    %95 = sdy.sharding_constraint %94 <@mesh, [{"fsdp"}, {"data"}]> : tensor<8x64xf32>
    %cst_10 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<0.000000e+00> : tensor<f32>
    %96 = sdy.sharding_constraint %cst_10 <@mesh, []> : tensor<f32>
    %97 = stablehlo.broadcast_in_dim %96, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"fsdp"}, {"data"}]>]>} : (tensor<f32>) -> tensor<8x64xf32>
    %98 = sdy.sharding_constraint %97 <@mesh, [{"fsdp"}, {"data"}]> : tensor<8x64xf32>
    %99 = stablehlo.compare EQ, %8, %98, FLOAT {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"fsdp"}, {"data"}]>]>} : (tensor<8x64xf32>, tensor<8x64xf32>) -> tensor<8x64xi1>
    %100 = sdy.sharding_constraint %99 <@mesh, [{"fsdp"}, {"data"}]> : tensor<8x64xi1>
    %cst_11 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<0.000000e+00> : tensor<f32>
    %101 = sdy.sharding_constraint %cst_11 <@mesh, []> : tensor<f32>
    %102 = stablehlo.broadcast_in_dim %101, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}]>]>} : (tensor<f32>) -> tensor<64xf32>
    %103 = sdy.sharding_constraint %102 <@mesh, [{"data"}]> : tensor<64xf32>
    %104 = stablehlo.broadcast_in_dim %103, dims = [1] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"fsdp"}, {"data"}]>]>} : (tensor<64xf32>) -> tensor<8x64xf32>
    %105 = sdy.sharding_constraint %104 <@mesh, [{"fsdp"}, {"data"}]> : tensor<8x64xf32>
    %106 = stablehlo.select %100, %105, %8 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"fsdp"}, {"data"}]>]>} : tensor<8x64xi1>, tensor<8x64xf32>
    %107 = sdy.sharding_constraint %106 <@mesh, [{"fsdp"}, {"data"}]> : tensor<8x64xf32>
    %108 = stablehlo.compare NE, %8, %8, FLOAT {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"fsdp"}, {"data"}]>]>} : (tensor<8x64xf32>, tensor<8x64xf32>) -> tensor<8x64xi1>
    %109 = sdy.sharding_constraint %108 <@mesh, [{"fsdp"}, {"data"}]> : tensor<8x64xi1>
    %cst_12 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<0x7FC00000> : tensor<f32>
    %110 = sdy.sharding_constraint %cst_12 <@mesh, []> : tensor<f32>
    %111 = stablehlo.broadcast_in_dim %110, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}]>]>} : (tensor<f32>) -> tensor<64xf32>
    %112 = sdy.sharding_constraint %111 <@mesh, [{"data"}]> : tensor<64xf32>
    %113 = stablehlo.broadcast_in_dim %112, dims = [1] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"fsdp"}, {"data"}]>]>} : (tensor<64xf32>) -> tensor<8x64xf32>
    %114 = sdy.sharding_constraint %113 <@mesh, [{"fsdp"}, {"data"}]> : tensor<8x64xf32>
    %115 = stablehlo.select %109, %114, %107 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"fsdp"}, {"data"}]>]>} : tensor<8x64xi1>, tensor<8x64xf32>
    %116 = sdy.sharding_constraint %115 <@mesh, [{"fsdp"}, {"data"}]> : tensor<8x64xf32>
    %cst_13 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<0.000000e+00> : tensor<f32>
    %117 = sdy.sharding_constraint %cst_13 <@mesh, []> : tensor<f32>
    %118 = stablehlo.broadcast_in_dim %117, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"fsdp"}, {"data"}]>]>} : (tensor<f32>) -> tensor<8x64xf32>
    %119 = sdy.sharding_constraint %118 <@mesh, [{"fsdp"}, {"data"}]> : tensor<8x64xf32>
    %120 = stablehlo.compare EQ, %95, %119, FLOAT {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"fsdp"}, {"data"}]>]>} : (tensor<8x64xf32>, tensor<8x64xf32>) -> tensor<8x64xi1>
    %121 = sdy.sharding_constraint %120 <@mesh, [{"fsdp"}, {"data"}]> : tensor<8x64xi1>
    %cst_14 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<0.000000e+00> : tensor<f32>
    %122 = sdy.sharding_constraint %cst_14 <@mesh, []> : tensor<f32>
    %123 = stablehlo.broadcast_in_dim %122, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}]>]>} : (tensor<f32>) -> tensor<64xf32>
    %124 = sdy.sharding_constraint %123 <@mesh, [{"data"}]> : tensor<64xf32>
    %125 = stablehlo.broadcast_in_dim %124, dims = [1] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"fsdp"}, {"data"}]>]>} : (tensor<64xf32>) -> tensor<8x64xf32>
    %126 = sdy.sharding_constraint %125 <@mesh, [{"fsdp"}, {"data"}]> : tensor<8x64xf32>
    %127 = stablehlo.select %121, %126, %95 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"fsdp"}, {"data"}]>]>} : tensor<8x64xi1>, tensor<8x64xf32>
    %128 = sdy.sharding_constraint %127 <@mesh, [{"fsdp"}, {"data"}]> : tensor<8x64xf32>
    %129 = stablehlo.compare NE, %95, %95, FLOAT {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"fsdp"}, {"data"}]>]>} : (tensor<8x64xf32>, tensor<8x64xf32>) -> tensor<8x64xi1>
    %130 = sdy.sharding_constraint %129 <@mesh, [{"fsdp"}, {"data"}]> : tensor<8x64xi1>
    %cst_15 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<0x7FC00000> : tensor<f32>
    %131 = sdy.sharding_constraint %cst_15 <@mesh, []> : tensor<f32>
    %132 = stablehlo.broadcast_in_dim %131, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}]>]>} : (tensor<f32>) -> tensor<64xf32>
    %133 = sdy.sharding_constraint %132 <@mesh, [{"data"}]> : tensor<64xf32>
    %134 = stablehlo.broadcast_in_dim %133, dims = [1] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"fsdp"}, {"data"}]>]>} : (tensor<64xf32>) -> tensor<8x64xf32>
    %135 = sdy.sharding_constraint %134 <@mesh, [{"fsdp"}, {"data"}]> : tensor<8x64xf32>
    %136 = stablehlo.select %130, %135, %128 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"fsdp"}, {"data"}]>]>} : tensor<8x64xi1>, tensor<8x64xf32>
    %137 = sdy.sharding_constraint %136 <@mesh, [{"fsdp"}, {"data"}]> : tensor<8x64xf32>
    %138 = stablehlo.compare LE, %116, %137, TOTALORDER {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"fsdp"}, {"data"}]>]>} : (tensor<8x64xf32>, tensor<8x64xf32>) -> tensor<8x64xi1>
    %139 = sdy.sharding_constraint %138 <@mesh, [{"fsdp"}, {"data"}]> : tensor<8x64xi1>
    %140 = stablehlo.select %139, %75, %89 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"fsdp"}, {"data"}]>]>} : tensor<8x64xi1>, tensor<8x64xui32>
    %141 = sdy.sharding_constraint %140 <@mesh, [{"fsdp"}, {"data"}]> : tensor<8x64xui32>
    %142 = stablehlo.select %139, %89, %77 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"fsdp"}, {"data"}]>]>} : tensor<8x64xi1>, tensor<8x64xui32>
    %143 = sdy.sharding_constraint %142 <@mesh, [{"fsdp"}, {"data"}]> : tensor<8x64xui32>
    %c_16 = stablehlo.constant dense<1> : tensor<i32>
    %144 = stablehlo.add %78, %c_16 : tensor<i32>
    %145 = stablehlo.subtract %143, %141 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"fsdp"}, {"data"}]>]>} : tensor<8x64xui32>
    %146 = sdy.sharding_constraint %145 <@mesh, [{"fsdp"}, {"data"}]> : tensor<8x64xui32>
    %c_17 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<2> : tensor<i32>
    %147 = sdy.sharding_constraint %c_17 <@mesh, []> : tensor<i32>
    %148 = stablehlo.convert %147 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} : (tensor<i32>) -> tensor<ui32>
    %149 = sdy.sharding_constraint %148 <@mesh, []> : tensor<ui32>
    %150 = stablehlo.broadcast_in_dim %149, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"fsdp"}, {"data"}]>]>} : (tensor<ui32>) -> tensor<8x64xui32>
    %151 = sdy.sharding_constraint %150 <@mesh, [{"fsdp"}, {"data"}]> : tensor<8x64xui32>
    %152 = stablehlo.divide %146, %151 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"fsdp"}, {"data"}]>]>} : tensor<8x64xui32>
    %153 = sdy.sharding_constraint %152 <@mesh, [{"fsdp"}, {"data"}]> : tensor<8x64xui32>
    %154 = stablehlo.add %141, %153 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"fsdp"}, {"data"}]>]>} : tensor<8x64xui32>
    %155 = sdy.sharding_constraint %154 <@mesh, [{"fsdp"}, {"data"}]> : tensor<8x64xui32>
    %156 = stablehlo.broadcast_in_dim %155, dims = [0, 1] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"fsdp"}, {"data"}, {}]>]>} : (tensor<8x64xui32>) -> tensor<8x64x1xui32>
    %157 = sdy.sharding_constraint %156 <@mesh, [{"fsdp"}, {"data"}, {}]> : tensor<8x64x1xui32>
    %158 = "stablehlo.gather"(%arg3, %157) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], operand_batching_dims = [0], start_indices_batching_dims = [0], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1>}> {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"fsdp"}, {"data"}, {}]>]>} : (tensor<8x31xf32>, tensor<8x64x1xui32>) -> tensor<8x64x1xf32>
    %159 = sdy.sharding_constraint %158 <@mesh, [{"fsdp"}, {"data"}, {}]> : tensor<8x64x1xf32>
    %160 = stablehlo.reshape %159 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"fsdp"}, {"data"}]>]>} : (tensor<8x64x1xf32>) -> tensor<8x64xf32>
    %161 = sdy.sharding_constraint %160 <@mesh, [{"fsdp"}, {"data"}]> : tensor<8x64xf32>
    %cst_18 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<0.000000e+00> : tensor<f32>
    %162 = sdy.sharding_constraint %cst_18 <@mesh, []> : tensor<f32>
    %163 = stablehlo.broadcast_in_dim %162, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"fsdp"}, {"data"}]>]>} : (tensor<f32>) -> tensor<8x64xf32>
    %164 = sdy.sharding_constraint %163 <@mesh, [{"fsdp"}, {"data"}]> : tensor<8x64xf32>
    %165 = stablehlo.compare EQ, %8, %164, FLOAT {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"fsdp"}, {"data"}]>]>} : (tensor<8x64xf32>, tensor<8x64xf32>) -> tensor<8x64xi1>
    %166 = sdy.sharding_constraint %165 <@mesh, [{"fsdp"}, {"data"}]> : tensor<8x64xi1>
    %cst_19 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<0.000000e+00> : tensor<f32>
    %167 = sdy.sharding_constraint %cst_19 <@mesh, []> : tensor<f32>
    %168 = stablehlo.broadcast_in_dim %167, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}]>]>} : (tensor<f32>) -> tensor<64xf32>
    %169 = sdy.sharding_constraint %168 <@mesh, [{"data"}]> : tensor<64xf32>
    %170 = stablehlo.broadcast_in_dim %169, dims = [1] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"fsdp"}, {"data"}]>]>} : (tensor<64xf32>) -> tensor<8x64xf32>
    %171 = sdy.sharding_constraint %170 <@mesh, [{"fsdp"}, {"data"}]> : tensor<8x64xf32>
    %172 = stablehlo.select %166, %171, %8 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"fsdp"}, {"data"}]>]>} : tensor<8x64xi1>, tensor<8x64xf32>
    %173 = sdy.sharding_constraint %172 <@mesh, [{"fsdp"}, {"data"}]> : tensor<8x64xf32>
    %174 = stablehlo.compare NE, %8, %8, FLOAT {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"fsdp"}, {"data"}]>]>} : (tensor<8x64xf32>, tensor<8x64xf32>) -> tensor<8x64xi1>
    %175 = sdy.sharding_constraint %174 <@mesh, [{"fsdp"}, {"data"}]> : tensor<8x64xi1>
    %cst_20 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<0x7FC00000> : tensor<f32>
    %176 = sdy.sharding_constraint %cst_20 <@mesh, []> : tensor<f32>
    %177 = stablehlo.broadcast_in_dim %176, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}]>]>} : (tensor<f32>) -> tensor<64xf32>
    %178 = sdy.sharding_constraint %177 <@mesh, [{"data"}]> : tensor<64xf32>
    %179 = stablehlo.broadcast_in_dim %178, dims = [1] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"fsdp"}, {"data"}]>]>} : (tensor<64xf32>) -> tensor<8x64xf32>
    %180 = sdy.sharding_constraint %179 <@mesh, [{"fsdp"}, {"data"}]> : tensor<8x64xf32>
    %181 = stablehlo.select %175, %180, %173 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"fsdp"}, {"data"}]>]>} : tensor<8x64xi1>, tensor<8x64xf32>
    %182 = sdy.sharding_constraint %181 <@mesh, [{"fsdp"}, {"data"}]> : tensor<8x64xf32>
    %cst_21 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<0.000000e+00> : tensor<f32>
    %183 = sdy.sharding_constraint %cst_21 <@mesh, []> : tensor<f32>
    %184 = stablehlo.broadcast_in_dim %183, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"fsdp"}, {"data"}]>]>} : (tensor<f32>) -> tensor<8x64xf32>
    %185 = sdy.sharding_constraint %184 <@mesh, [{"fsdp"}, {"data"}]> : tensor<8x64xf32>
    %186 = stablehlo.compare EQ, %161, %185, FLOAT {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"fsdp"}, {"data"}]>]>} : (tensor<8x64xf32>, tensor<8x64xf32>) -> tensor<8x64xi1>
    %187 = sdy.sharding_constraint %186 <@mesh, [{"fsdp"}, {"data"}]> : tensor<8x64xi1>
    %cst_22 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<0.000000e+00> : tensor<f32>
    %188 = sdy.sharding_constraint %cst_22 <@mesh, []> : tensor<f32>
    %189 = stablehlo.broadcast_in_dim %188, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}]>]>} : (tensor<f32>) -> tensor<64xf32>
    %190 = sdy.sharding_constraint %189 <@mesh, [{"data"}]> : tensor<64xf32>
    %191 = stablehlo.broadcast_in_dim %190, dims = [1] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"fsdp"}, {"data"}]>]>} : (tensor<64xf32>) -> tensor<8x64xf32>
    %192 = sdy.sharding_constraint %191 <@mesh, [{"fsdp"}, {"data"}]> : tensor<8x64xf32>
    %193 = stablehlo.select %187, %192, %161 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"fsdp"}, {"data"}]>]>} : tensor<8x64xi1>, tensor<8x64xf32>
    %194 = sdy.sharding_constraint %193 <@mesh, [{"fsdp"}, {"data"}]> : tensor<8x64xf32>
    %195 = stablehlo.compare NE, %161, %161, FLOAT {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"fsdp"}, {"data"}]>]>} : (tensor<8x64xf32>, tensor<8x64xf32>) -> tensor<8x64xi1>
    %196 = sdy.sharding_constraint %195 <@mesh, [{"fsdp"}, {"data"}]> : tensor<8x64xi1>
    %cst_23 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<0x7FC00000> : tensor<f32>
    %197 = sdy.sharding_constraint %cst_23 <@mesh, []> : tensor<f32>
    %198 = stablehlo.broadcast_in_dim %197, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}]>]>} : (tensor<f32>) -> tensor<64xf32>
    %199 = sdy.sharding_constraint %198 <@mesh, [{"data"}]> : tensor<64xf32>
    %200 = stablehlo.broadcast_in_dim %199, dims = [1] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"fsdp"}, {"data"}]>]>} : (tensor<64xf32>) -> tensor<8x64xf32>
    %201 = sdy.sharding_constraint %200 <@mesh, [{"fsdp"}, {"data"}]> : tensor<8x64xf32>
    %202 = stablehlo.select %196, %201, %194 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"fsdp"}, {"data"}]>]>} : tensor<8x64xi1>, tensor<8x64xf32>
    %203 = sdy.sharding_constraint %202 <@mesh, [{"fsdp"}, {"data"}]> : tensor<8x64xf32>
    %204 = stablehlo.compare LE, %182, %203, TOTALORDER {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"fsdp"}, {"data"}]>]>} : (tensor<8x64xf32>, tensor<8x64xf32>) -> tensor<8x64xi1>
    %205 = sdy.sharding_constraint %204 <@mesh, [{"fsdp"}, {"data"}]> : tensor<8x64xi1>
    %206 = stablehlo.select %205, %141, %155 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"fsdp"}, {"data"}]>]>} : tensor<8x64xi1>, tensor<8x64xui32>
    %207 = sdy.sharding_constraint %206 <@mesh, [{"fsdp"}, {"data"}]> : tensor<8x64xui32>
    %208 = stablehlo.select %205, %155, %143 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"fsdp"}, {"data"}]>]>} : tensor<8x64xi1>, tensor<8x64xui32>
    %209 = sdy.sharding_constraint %208 <@mesh, [{"fsdp"}, {"data"}]> : tensor<8x64xui32>
    %c_24 = stablehlo.constant dense<1> : tensor<i32>
    %210 = stablehlo.add %144, %c_24 : tensor<i32>
    %211 = stablehlo.subtract %209, %207 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"fsdp"}, {"data"}]>]>} : tensor<8x64xui32>
    %212 = sdy.sharding_constraint %211 <@mesh, [{"fsdp"}, {"data"}]> : tensor<8x64xui32>
    %c_25 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<2> : tensor<i32>
    %213 = sdy.sharding_constraint %c_25 <@mesh, []> : tensor<i32>
    %214 = stablehlo.convert %213 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} : (tensor<i32>) -> tensor<ui32>
    %215 = sdy.sharding_constraint %214 <@mesh, []> : tensor<ui32>
    %216 = stablehlo.broadcast_in_dim %215, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"fsdp"}, {"data"}]>]>} : (tensor<ui32>) -> tensor<8x64xui32>
    %217 = sdy.sharding_constraint %216 <@mesh, [{"fsdp"}, {"data"}]> : tensor<8x64xui32>
    %218 = stablehlo.divide %212, %217 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"fsdp"}, {"data"}]>]>} : tensor<8x64xui32>
    %219 = sdy.sharding_constraint %218 <@mesh, [{"fsdp"}, {"data"}]> : tensor<8x64xui32>
    %220 = stablehlo.add %207, %219 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"fsdp"}, {"data"}]>]>} : tensor<8x64xui32>
    %221 = sdy.sharding_constraint %220 <@mesh, [{"fsdp"}, {"data"}]> : tensor<8x64xui32>
    %222 = stablehlo.broadcast_in_dim %221, dims = [0, 1] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"fsdp"}, {"data"}, {}]>]>} : (tensor<8x64xui32>) -> tensor<8x64x1xui32>
    %223 = sdy.sharding_constraint %222 <@mesh, [{"fsdp"}, {"data"}, {}]> : tensor<8x64x1xui32>
    %224 = "stablehlo.gather"(%arg3, %223) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], operand_batching_dims = [0], start_indices_batching_dims = [0], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1>}> {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"fsdp"}, {"data"}, {}]>]>} : (tensor<8x31xf32>, tensor<8x64x1xui32>) -> tensor<8x64x1xf32>
    %225 = sdy.sharding_constraint %224 <@mesh, [{"fsdp"}, {"data"}, {}]> : tensor<8x64x1xf32>
    %226 = stablehlo.reshape %225 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"fsdp"}, {"data"}]>]>} : (tensor<8x64x1xf32>) -> tensor<8x64xf32>
    %227 = sdy.sharding_constraint %226 <@mesh, [{"fsdp"}, {"data"}]> : tensor<8x64xf32>
    %cst_26 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<0.000000e+00> : tensor<f32>
    %228 = sdy.sharding_constraint %cst_26 <@mesh, []> : tensor<f32>
    %229 = stablehlo.broadcast_in_dim %228, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"fsdp"}, {"data"}]>]>} : (tensor<f32>) -> tensor<8x64xf32>
    %230 = sdy.sharding_constraint %229 <@mesh, [{"fsdp"}, {"data"}]> : tensor<8x64xf32>
    %231 = stablehlo.compare EQ, %8, %230, FLOAT {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"fsdp"}, {"data"}]>]>} : (tensor<8x64xf32>, tensor<8x64xf32>) -> tensor<8x64xi1>
    %232 = sdy.sharding_constraint %231 <@mesh, [{"fsdp"}, {"data"}]> : tensor<8x64xi1>
    %cst_27 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<0.000000e+00> : tensor<f32>
    %233 = sdy.sharding_constraint %cst_27 <@mesh, []> : tensor<f32>
    %234 = stablehlo.broadcast_in_dim %233, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}]>]>} : (tensor<f32>) -> tensor<64xf32>
    %235 = sdy.sharding_constraint %234 <@mesh, [{"data"}]> : tensor<64xf32>
    %236 = stablehlo.broadcast_in_dim %235, dims = [1] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"fsdp"}, {"data"}]>]>} : (tensor<64xf32>) -> tensor<8x64xf32>
    %237 = sdy.sharding_constraint %236 <@mesh, [{"fsdp"}, {"data"}]> : tensor<8x64xf32>
    %238 = stablehlo.select %232, %237, %8 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"fsdp"}, {"data"}]>]>} : tensor<8x64xi1>, tensor<8x64xf32>
    %239 = sdy.sharding_constraint %238 <@mesh, [{"fsdp"}, {"data"}]> : tensor<8x64xf32>
    %240 = stablehlo.compare NE, %8, %8, FLOAT {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"fsdp"}, {"data"}]>]>} : (tensor<8x64xf32>, tensor<8x64xf32>) -> tensor<8x64xi1>
    %241 = sdy.sharding_constraint %240 <@mesh, [{"fsdp"}, {"data"}]> : tensor<8x64xi1>
    %cst_28 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<0x7FC00000> : tensor<f32>
    %242 = sdy.sharding_constraint %cst_28 <@mesh, []> : tensor<f32>
    %243 = stablehlo.broadcast_in_dim %242, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}]>]>} : (tensor<f32>) -> tensor<64xf32>
    %244 = sdy.sharding_constraint %243 <@mesh, [{"data"}]> : tensor<64xf32>
    %245 = stablehlo.broadcast_in_dim %244, dims = [1] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"fsdp"}, {"data"}]>]>} : (tensor<64xf32>) -> tensor<8x64xf32>
    %246 = sdy.sharding_constraint %245 <@mesh, [{"fsdp"}, {"data"}]> : tensor<8x64xf32>
    %247 = stablehlo.select %241, %246, %239 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"fsdp"}, {"data"}]>]>} : tensor<8x64xi1>, tensor<8x64xf32>
    %248 = sdy.sharding_constraint %247 <@mesh, [{"fsdp"}, {"data"}]> : tensor<8x64xf32>
    %cst_29 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<0.000000e+00> : tensor<f32>
    %249 = sdy.sharding_constraint %cst_29 <@mesh, []> : tensor<f32>
    %250 = stablehlo.broadcast_in_dim %249, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"fsdp"}, {"data"}]>]>} : (tensor<f32>) -> tensor<8x64xf32>
    %251 = sdy.sharding_constraint %250 <@mesh, [{"fsdp"}, {"data"}]> : tensor<8x64xf32>
    %252 = stablehlo.compare EQ, %227, %251, FLOAT {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"fsdp"}, {"data"}]>]>} : (tensor<8x64xf32>, tensor<8x64xf32>) -> tensor<8x64xi1>
    %253 = sdy.sharding_constraint %252 <@mesh, [{"fsdp"}, {"data"}]> : tensor<8x64xi1>
    %cst_30 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<0.000000e+00> : tensor<f32>
    %254 = sdy.sharding_constraint %cst_30 <@mesh, []> : tensor<f32>
    %255 = stablehlo.broadcast_in_dim %254, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}]>]>} : (tensor<f32>) -> tensor<64xf32>
    %256 = sdy.sharding_constraint %255 <@mesh, [{"data"}]> : tensor<64xf32>
    %257 = stablehlo.broadcast_in_dim %256, dims = [1] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"fsdp"}, {"data"}]>]>} : (tensor<64xf32>) -> tensor<8x64xf32>
    %258 = sdy.sharding_constraint %257 <@mesh, [{"fsdp"}, {"data"}]> : tensor<8x64xf32>
    %259 = stablehlo.select %253, %258, %227 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"fsdp"}, {"data"}]>]>} : tensor<8x64xi1>, tensor<8x64xf32>
    %260 = sdy.sharding_constraint %259 <@mesh, [{"fsdp"}, {"data"}]> : tensor<8x64xf32>
    %261 = stablehlo.compare NE, %227, %227, FLOAT {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"fsdp"}, {"data"}]>]>} : (tensor<8x64xf32>, tensor<8x64xf32>) -> tensor<8x64xi1>
    %262 = sdy.sharding_constraint %261 <@mesh, [{"fsdp"}, {"data"}]> : tensor<8x64xi1>
    %cst_31 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<0x7FC00000> : tensor<f32>
    %263 = sdy.sharding_constraint %cst_31 <@mesh, []> : tensor<f32>
    %264 = stablehlo.broadcast_in_dim %263, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}]>]>} : (tensor<f32>) -> tensor<64xf32>
    %265 = sdy.sharding_constraint %264 <@mesh, [{"data"}]> : tensor<64xf32>
    %266 = stablehlo.broadcast_in_dim %265, dims = [1] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"fsdp"}, {"data"}]>]>} : (tensor<64xf32>) -> tensor<8x64xf32>
    %267 = sdy.sharding_constraint %266 <@mesh, [{"fsdp"}, {"data"}]> : tensor<8x64xf32>
    %268 = stablehlo.select %262, %267, %260 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"fsdp"}, {"data"}]>]>} : tensor<8x64xi1>, tensor<8x64xf32>
    %269 = sdy.sharding_constraint %268 <@mesh, [{"fsdp"}, {"data"}]> : tensor<8x64xf32>
    %270 = stablehlo.compare LE, %248, %269, TOTALORDER {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"fsdp"}, {"data"}]>]>} : (tensor<8x64xf32>, tensor<8x64xf32>) -> tensor<8x64xi1>
    %271 = sdy.sharding_constraint %270 <@mesh, [{"fsdp"}, {"data"}]> : tensor<8x64xi1>
    %272 = stablehlo.select %271, %207, %221 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"fsdp"}, {"data"}]>]>} : tensor<8x64xi1>, tensor<8x64xui32>
    %273 = sdy.sharding_constraint %272 <@mesh, [{"fsdp"}, {"data"}]> : tensor<8x64xui32>
    %274 = stablehlo.select %271, %221, %209 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"fsdp"}, {"data"}]>]>} : tensor<8x64xi1>, tensor<8x64xui32>
    %275 = sdy.sharding_constraint %274 <@mesh, [{"fsdp"}, {"data"}]> : tensor<8x64xui32>
    %c_32 = stablehlo.constant dense<1> : tensor<i32>
    %276 = stablehlo.add %210, %c_32 : tensor<i32>
    %277 = stablehlo.subtract %275, %273 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"fsdp"}, {"data"}]>]>} : tensor<8x64xui32>
    %278 = sdy.sharding_constraint %277 <@mesh, [{"fsdp"}, {"data"}]> : tensor<8x64xui32>
    %c_33 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<2> : tensor<i32>
    %279 = sdy.sharding_constraint %c_33 <@mesh, []> : tensor<i32>
    %280 = stablehlo.convert %279 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} : (tensor<i32>) -> tensor<ui32>
    %281 = sdy.sharding_constraint %280 <@mesh, []> : tensor<ui32>
    %282 = stablehlo.broadcast_in_dim %281, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"fsdp"}, {"data"}]>]>} : (tensor<ui32>) -> tensor<8x64xui32>
    %283 = sdy.sharding_constraint %282 <@mesh, [{"fsdp"}, {"data"}]> : tensor<8x64xui32>
    %284 = stablehlo.divide %278, %283 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"fsdp"}, {"data"}]>]>} : tensor<8x64xui32>
    %285 = sdy.sharding_constraint %284 <@mesh, [{"fsdp"}, {"data"}]> : tensor<8x64xui32>
    %286 = stablehlo.add %273, %285 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"fsdp"}, {"data"}]>]>} : tensor<8x64xui32>
    %287 = sdy.sharding_constraint %286 <@mesh, [{"fsdp"}, {"data"}]> : tensor<8x64xui32>
    %288 = stablehlo.broadcast_in_dim %287, dims = [0, 1] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"fsdp"}, {"data"}, {}]>]>} : (tensor<8x64xui32>) -> tensor<8x64x1xui32>
    %289 = sdy.sharding_constraint %288 <@mesh, [{"fsdp"}, {"data"}, {}]> : tensor<8x64x1xui32>
    %290 = "stablehlo.gather"(%arg3, %289) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], operand_batching_dims = [0], start_indices_batching_dims = [0], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1>}> {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"fsdp"}, {"data"}, {}]>]>} : (tensor<8x31xf32>, tensor<8x64x1xui32>) -> tensor<8x64x1xf32>
    %291 = sdy.sharding_constraint %290 <@mesh, [{"fsdp"}, {"data"}, {}]> : tensor<8x64x1xf32>
    %292 = stablehlo.reshape %291 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"fsdp"}, {"data"}]>]>} : (tensor<8x64x1xf32>) -> tensor<8x64xf32>
    %293 = sdy.sharding_constraint %292 <@mesh, [{"fsdp"}, {"data"}]> : tensor<8x64xf32>
    %cst_34 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<0.000000e+00> : tensor<f32>
    %294 = sdy.sharding_constraint %cst_34 <@mesh, []> : tensor<f32>
    %295 = stablehlo.broadcast_in_dim %294, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"fsdp"}, {"data"}]>]>} : (tensor<f32>) -> tensor<8x64xf32>
    %296 = sdy.sharding_constraint %295 <@mesh, [{"fsdp"}, {"data"}]> : tensor<8x64xf32>
    %297 = stablehlo.compare EQ, %8, %296, FLOAT {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"fsdp"}, {"data"}]>]>} : (tensor<8x64xf32>, tensor<8x64xf32>) -> tensor<8x64xi1>
    %298 = sdy.sharding_constraint %297 <@mesh, [{"fsdp"}, {"data"}]> : tensor<8x64xi1>
    %cst_35 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<0.000000e+00> : tensor<f32>
    %299 = sdy.sharding_constraint %cst_35 <@mesh, []> : tensor<f32>
    %300 = stablehlo.broadcast_in_dim %299, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}]>]>} : (tensor<f32>) -> tensor<64xf32>
    %301 = sdy.sharding_constraint %300 <@mesh, [{"data"}]> : tensor<64xf32>
    %302 = stablehlo.broadcast_in_dim %301, dims = [1] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"fsdp"}, {"data"}]>]>} : (tensor<64xf32>) -> tensor<8x64xf32>
    %303 = sdy.sharding_constraint %302 <@mesh, [{"fsdp"}, {"data"}]> : tensor<8x64xf32>
    %304 = stablehlo.select %298, %303, %8 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"fsdp"}, {"data"}]>]>} : tensor<8x64xi1>, tensor<8x64xf32>
    %305 = sdy.sharding_constraint %304 <@mesh, [{"fsdp"}, {"data"}]> : tensor<8x64xf32>
    %306 = stablehlo.compare NE, %8, %8, FLOAT {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"fsdp"}, {"data"}]>]>} : (tensor<8x64xf32>, tensor<8x64xf32>) -> tensor<8x64xi1>
    %307 = sdy.sharding_constraint %306 <@mesh, [{"fsdp"}, {"data"}]> : tensor<8x64xi1>
    %cst_36 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<0x7FC00000> : tensor<f32>
    %308 = sdy.sharding_constraint %cst_36 <@mesh, []> : tensor<f32>
    %309 = stablehlo.broadcast_in_dim %308, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}]>]>} : (tensor<f32>) -> tensor<64xf32>
    %310 = sdy.sharding_constraint %309 <@mesh, [{"data"}]> : tensor<64xf32>
    %311 = stablehlo.broadcast_in_dim %310, dims = [1] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"fsdp"}, {"data"}]>]>} : (tensor<64xf32>) -> tensor<8x64xf32>
    %312 = sdy.sharding_constraint %311 <@mesh, [{"fsdp"}, {"data"}]> : tensor<8x64xf32>
    %313 = stablehlo.select %307, %312, %305 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"fsdp"}, {"data"}]>]>} : tensor<8x64xi1>, tensor<8x64xf32>
    %314 = sdy.sharding_constraint %313 <@mesh, [{"fsdp"}, {"data"}]> : tensor<8x64xf32>
    %cst_37 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<0.000000e+00> : tensor<f32>
    %315 = sdy.sharding_constraint %cst_37 <@mesh, []> : tensor<f32>
    %316 = stablehlo.broadcast_in_dim %315, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"fsdp"}, {"data"}]>]>} : (tensor<f32>) -> tensor<8x64xf32>
    %317 = sdy.sharding_constraint %316 <@mesh, [{"fsdp"}, {"data"}]> : tensor<8x64xf32>
    %318 = stablehlo.compare EQ, %293, %317, FLOAT {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"fsdp"}, {"data"}]>]>} : (tensor<8x64xf32>, tensor<8x64xf32>) -> tensor<8x64xi1>
    %319 = sdy.sharding_constraint %318 <@mesh, [{"fsdp"}, {"data"}]> : tensor<8x64xi1>
    %cst_38 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<0.000000e+00> : tensor<f32>
    %320 = sdy.sharding_constraint %cst_38 <@mesh, []> : tensor<f32>
    %321 = stablehlo.broadcast_in_dim %320, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}]>]>} : (tensor<f32>) -> tensor<64xf32>
    %322 = sdy.sharding_constraint %321 <@mesh, [{"data"}]> : tensor<64xf32>
    %323 = stablehlo.broadcast_in_dim %322, dims = [1] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"fsdp"}, {"data"}]>]>} : (tensor<64xf32>) -> tensor<8x64xf32>
    %324 = sdy.sharding_constraint %323 <@mesh, [{"fsdp"}, {"data"}]> : tensor<8x64xf32>
    %325 = stablehlo.select %319, %324, %293 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"fsdp"}, {"data"}]>]>} : tensor<8x64xi1>, tensor<8x64xf32>
    %326 = sdy.sharding_constraint %325 <@mesh, [{"fsdp"}, {"data"}]> : tensor<8x64xf32>
    %327 = stablehlo.compare NE, %293, %293, FLOAT {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"fsdp"}, {"data"}]>]>} : (tensor<8x64xf32>, tensor<8x64xf32>) -> tensor<8x64xi1>
    %328 = sdy.sharding_constraint %327 <@mesh, [{"fsdp"}, {"data"}]> : tensor<8x64xi1>
    %cst_39 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<0x7FC00000> : tensor<f32>
    %329 = sdy.sharding_constraint %cst_39 <@mesh, []> : tensor<f32>
    %330 = stablehlo.broadcast_in_dim %329, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}]>]>} : (tensor<f32>) -> tensor<64xf32>
    %331 = sdy.sharding_constraint %330 <@mesh, [{"data"}]> : tensor<64xf32>
    %332 = stablehlo.broadcast_in_dim %331, dims = [1] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"fsdp"}, {"data"}]>]>} : (tensor<64xf32>) -> tensor<8x64xf32>
    %333 = sdy.sharding_constraint %332 <@mesh, [{"fsdp"}, {"data"}]> : tensor<8x64xf32>
    %334 = stablehlo.select %328, %333, %326 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"fsdp"}, {"data"}]>]>} : tensor<8x64xi1>, tensor<8x64xf32>
    %335 = sdy.sharding_constraint %334 <@mesh, [{"fsdp"}, {"data"}]> : tensor<8x64xf32>
    %336 = stablehlo.compare LE, %314, %335, TOTALORDER {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"fsdp"}, {"data"}]>]>} : (tensor<8x64xf32>, tensor<8x64xf32>) -> tensor<8x64xi1>
    %337 = sdy.sharding_constraint %336 <@mesh, [{"fsdp"}, {"data"}]> : tensor<8x64xi1>
    %338 = stablehlo.select %337, %273, %287 : tensor<8x64xi1>, tensor<8x64xui32>
    %339 = stablehlo.select %337, %287, %275 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"fsdp"}, {"data"}]>]>} : tensor<8x64xi1>, tensor<8x64xui32>
    %340 = sdy.sharding_constraint %339 <@mesh, [{"fsdp"}, {"data"}]> : tensor<8x64xui32>
    %c_40 = stablehlo.constant dense<1> : tensor<i32>
    %341 = stablehlo.add %276, %c_40 : tensor<i32>
    %342 = stablehlo.convert %340 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"fsdp"}, {"data"}]>]>} : (tensor<8x64xui32>) -> tensor<8x64xi32>
    %343 = sdy.sharding_constraint %342 <@mesh, [{"fsdp"}, {"data"}]> : tensor<8x64xi32>
    %344 = sdy.sharding_constraint %343 <@mesh, [{"fsdp"}, {}]> : tensor<8x64xi32>
    %345 = stablehlo.transpose %344, dims = [1, 0] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"fsdp"}]>]>} : (tensor<8x64xi32>) -> tensor<64x8xi32>
    %346 = sdy.sharding_constraint %345 <@mesh, [{}, {"fsdp"}]> : tensor<64x8xi32>
    %347 = stablehlo.iota dim = 0 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"fsdp"}]>]>} : tensor<8xi32>
    %348 = sdy.sharding_constraint %347 <@mesh, [{"fsdp"}]> : tensor<8xi32>
    %349 = stablehlo.broadcast_in_dim %348, dims = [1] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"fsdp"}]>]>} : (tensor<8xi32>) -> tensor<1x8xi32>
    %350 = sdy.sharding_constraint %349 <@mesh, [{}, {"fsdp"}]> : tensor<1x8xi32>
    %c_41 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<0> : tensor<i32>
    %351 = sdy.sharding_constraint %c_41 <@mesh, []> : tensor<i32>
    %352 = stablehlo.broadcast_in_dim %351, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"fsdp"}]>]>} : (tensor<i32>) -> tensor<1x8xi32>
    %353 = sdy.sharding_constraint %352 <@mesh, [{}, {"fsdp"}]> : tensor<1x8xi32>
    %354 = stablehlo.compare LT, %350, %353, SIGNED {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"fsdp"}]>]>} : (tensor<1x8xi32>, tensor<1x8xi32>) -> tensor<1x8xi1>
    %355 = sdy.sharding_constraint %354 <@mesh, [{}, {"fsdp"}]> : tensor<1x8xi1>
    %c_42 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<8> : tensor<i32>
    %356 = sdy.sharding_constraint %c_42 <@mesh, []> : tensor<i32>
    %357 = stablehlo.broadcast_in_dim %356, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"fsdp"}]>]>} : (tensor<i32>) -> tensor<1x8xi32>
    %358 = sdy.sharding_constraint %357 <@mesh, [{}, {"fsdp"}]> : tensor<1x8xi32>
    %359 = stablehlo.add %350, %358 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"fsdp"}]>]>} : tensor<1x8xi32>
    %360 = sdy.sharding_constraint %359 <@mesh, [{}, {"fsdp"}]> : tensor<1x8xi32>
    %361 = stablehlo.select %355, %360, %350 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"fsdp"}]>]>} : tensor<1x8xi1>, tensor<1x8xi32>
    %362 = sdy.sharding_constraint %361 <@mesh, [{}, {"fsdp"}]> : tensor<1x8xi32>
    %c_43 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<0> : tensor<i32>
    %363 = sdy.sharding_constraint %c_43 <@mesh, []> : tensor<i32>
    %364 = stablehlo.broadcast_in_dim %363, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"fsdp"}]>]>} : (tensor<i32>) -> tensor<64x8xi32>
    %365 = sdy.sharding_constraint %364 <@mesh, [{}, {"fsdp"}]> : tensor<64x8xi32>
    %366 = stablehlo.compare LT, %346, %365, SIGNED {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"fsdp"}]>]>} : (tensor<64x8xi32>, tensor<64x8xi32>) -> tensor<64x8xi1>
    %367 = sdy.sharding_constraint %366 <@mesh, [{}, {"fsdp"}]> : tensor<64x8xi1>
    %c_44 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<32> : tensor<i32>
    %368 = sdy.sharding_constraint %c_44 <@mesh, []> : tensor<i32>
    %369 = stablehlo.broadcast_in_dim %368, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"fsdp"}]>]>} : (tensor<i32>) -> tensor<64x8xi32>
    %370 = sdy.sharding_constraint %369 <@mesh, [{}, {"fsdp"}]> : tensor<64x8xi32>
    %371 = stablehlo.add %346, %370 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"fsdp"}]>]>} : tensor<64x8xi32>
    %372 = sdy.sharding_constraint %371 <@mesh, [{}, {"fsdp"}]> : tensor<64x8xi32>
    %373 = stablehlo.select %367, %372, %346 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"fsdp"}]>]>} : tensor<64x8xi1>, tensor<64x8xi32>
    %374 = sdy.sharding_constraint %373 <@mesh, [{}, {"fsdp"}]> : tensor<64x8xi32>
    %375 = stablehlo.broadcast_in_dim %362, dims = [0, 1] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"fsdp"}]>]>} : (tensor<1x8xi32>) -> tensor<64x8xi32>
    %376 = sdy.sharding_constraint %375 <@mesh, [{}, {"fsdp"}]> : tensor<64x8xi32>
    %377 = stablehlo.broadcast_in_dim %376, dims = [0, 1] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"fsdp"}, {}]>]>} : (tensor<64x8xi32>) -> tensor<64x8x1xi32>
    %378 = sdy.sharding_constraint %377 <@mesh, [{}, {"fsdp"}, {}]> : tensor<64x8x1xi32>
    %379 = stablehlo.broadcast_in_dim %374, dims = [0, 1] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"fsdp"}, {}]>]>} : (tensor<64x8xi32>) -> tensor<64x8x1xi32>
    %380 = sdy.sharding_constraint %379 <@mesh, [{}, {"fsdp"}, {}]> : tensor<64x8x1xi32>
    %381 = stablehlo.concatenate %378, %380, dim = 2 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"fsdp"}, {}]>]>} : (tensor<64x8x1xi32>, tensor<64x8x1xi32>) -> tensor<64x8x2xi32>
    %382 = sdy.sharding_constraint %381 <@mesh, [{}, {"fsdp"}, {}]> : tensor<64x8x2xi32>
    %383 = "stablehlo.gather"(%arg0, %382) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1, 16>}> {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"fsdp"}, {"model"}]>]>} : (tensor<8x32x16xf32>, tensor<64x8x2xi32>) -> tensor<64x8x16xf32>
    %384 = sdy.sharding_constraint %383 <@mesh, [{}, {"fsdp"}, {"model"}]> : tensor<64x8x16xf32>
    %385 = sdy.sharding_constraint %384 <@mesh, [{}, {"fsdp"}, {}]> : tensor<64x8x16xf32>
    %386 = stablehlo.reshape %385 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"fsdp"}]>]>} : (tensor<64x8x16xf32>) -> tensor<64x128xf32>
    %387 = sdy.sharding_constraint %386 <@mesh, [{}, {"fsdp"}]> : tensor<64x128xf32>
    %388 = sdy.sharding_constraint %387 <@mesh, [{"data"}, {"fsdp"}]> : tensor<64x128xf32>
    %389 = stablehlo.dot_general %388, %arg1, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}]>]>} : (tensor<64x128xf32>, tensor<128x64xf32>) -> tensor<64x64xf32>
    %390 = sdy.sharding_constraint %389 <@mesh, [{"data"}, {"model"}]> : tensor<64x64xf32>
    %cst_45 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<0.000000e+00> : tensor<f32>
    %391 = sdy.sharding_constraint %cst_45 <@mesh, []> : tensor<f32>
    %392 = stablehlo.broadcast_in_dim %391, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}]>]>} : (tensor<f32>) -> tensor<64x64xf32>
    %393 = sdy.sharding_constraint %392 <@mesh, [{"data"}, {"model"}]> : tensor<64x64xf32>
    %394 = stablehlo.maximum %390, %393 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}]>]>} : tensor<64x64xf32>
    %395 = sdy.sharding_constraint %394 <@mesh, [{"data"}, {"model"}]> : tensor<64x64xf32>
    %cst_46 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<0.000000e+00> : tensor<f32>
    %396 = sdy.sharding_constraint %cst_46 <@mesh, []> : tensor<f32>
    %397 = stablehlo.broadcast_in_dim %396, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}]>]>} : (tensor<f32>) -> tensor<64x64xf32>
    %398 = sdy.sharding_constraint %397 <@mesh, [{"data"}, {"model"}]> : tensor<64x64xf32>
    %399 = stablehlo.compare GT, %390, %398, FLOAT {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}]>]>} : (tensor<64x64xf32>, tensor<64x64xf32>) -> tensor<64x64xi1>
    %400 = sdy.sharding_constraint %399 <@mesh, [{"data"}, {"model"}]> : tensor<64x64xi1>
    %401 = stablehlo.dot_general %395, %arg2, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : (tensor<64x64xf32>, tensor<64x8xf32>) -> tensor<64x8xf32>
    %402 = sdy.sharding_constraint %401 <@mesh, [{"data"}, {}]> : tensor<64x8xf32>
    %c_47 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<0> : tensor<i32>
    %403 = sdy.sharding_constraint %c_47 <@mesh, []> : tensor<i32>
    %404 = stablehlo.broadcast_in_dim %403, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"data", "model"}]>]>} : (tensor<i32>) -> tensor<8x32xi32>
    %405 = sdy.sharding_constraint %404 <@mesh, [{}, {"data", "model"}]> : tensor<8x32xi32>
    %c_48 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<0> : tensor<i32>
    %406 = sdy.sharding_constraint %c_48 <@mesh, []> : tensor<i32>
    %407 = stablehlo.broadcast_in_dim %406, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"fsdp"}]>]>} : (tensor<i32>) -> tensor<1x8xi32>
    %408 = sdy.sharding_constraint %407 <@mesh, [{}, {"fsdp"}]> : tensor<1x8xi32>
    %409 = stablehlo.compare LT, %350, %408, SIGNED {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"fsdp"}]>]>} : (tensor<1x8xi32>, tensor<1x8xi32>) -> tensor<1x8xi1>
    %410 = sdy.sharding_constraint %409 <@mesh, [{}, {"fsdp"}]> : tensor<1x8xi1>
    %c_49 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<8> : tensor<i32>
    %411 = sdy.sharding_constraint %c_49 <@mesh, []> : tensor<i32>
    %412 = stablehlo.broadcast_in_dim %411, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"fsdp"}]>]>} : (tensor<i32>) -> tensor<1x8xi32>
    %413 = sdy.sharding_constraint %412 <@mesh, [{}, {"fsdp"}]> : tensor<1x8xi32>
    %414 = stablehlo.add %350, %413 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"fsdp"}]>]>} : tensor<1x8xi32>
    %415 = sdy.sharding_constraint %414 <@mesh, [{}, {"fsdp"}]> : tensor<1x8xi32>
    %416 = stablehlo.select %410, %415, %350 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"fsdp"}]>]>} : tensor<1x8xi1>, tensor<1x8xi32>
    %417 = sdy.sharding_constraint %416 <@mesh, [{}, {"fsdp"}]> : tensor<1x8xi32>
    %c_50 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<0> : tensor<i32>
    %418 = sdy.sharding_constraint %c_50 <@mesh, []> : tensor<i32>
    %419 = stablehlo.broadcast_in_dim %418, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"fsdp"}]>]>} : (tensor<i32>) -> tensor<64x8xi32>
    %420 = sdy.sharding_constraint %419 <@mesh, [{}, {"fsdp"}]> : tensor<64x8xi32>
    %421 = stablehlo.compare LT, %346, %420, SIGNED {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"fsdp"}]>]>} : (tensor<64x8xi32>, tensor<64x8xi32>) -> tensor<64x8xi1>
    %422 = sdy.sharding_constraint %421 <@mesh, [{}, {"fsdp"}]> : tensor<64x8xi1>
    %c_51 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<32> : tensor<i32>
    %423 = sdy.sharding_constraint %c_51 <@mesh, []> : tensor<i32>
    %424 = stablehlo.broadcast_in_dim %423, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"fsdp"}]>]>} : (tensor<i32>) -> tensor<64x8xi32>
    %425 = sdy.sharding_constraint %424 <@mesh, [{}, {"fsdp"}]> : tensor<64x8xi32>
    %426 = stablehlo.add %346, %425 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"fsdp"}]>]>} : tensor<64x8xi32>
    %427 = sdy.sharding_constraint %426 <@mesh, [{}, {"fsdp"}]> : tensor<64x8xi32>
    %428 = stablehlo.select %422, %427, %346 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"fsdp"}]>]>} : tensor<64x8xi1>, tensor<64x8xi32>
    %429 = sdy.sharding_constraint %428 <@mesh, [{}, {"fsdp"}]> : tensor<64x8xi32>
    %430 = stablehlo.broadcast_in_dim %417, dims = [0, 1] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"fsdp"}]>]>} : (tensor<1x8xi32>) -> tensor<64x8xi32>
    %431 = sdy.sharding_constraint %430 <@mesh, [{}, {"fsdp"}]> : tensor<64x8xi32>
    %432 = stablehlo.broadcast_in_dim %431, dims = [0, 1] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"fsdp"}, {}]>]>} : (tensor<64x8xi32>) -> tensor<64x8x1xi32>
    %433 = sdy.sharding_constraint %432 <@mesh, [{}, {"fsdp"}, {}]> : tensor<64x8x1xi32>
    %434 = stablehlo.broadcast_in_dim %429, dims = [0, 1] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"fsdp"}, {}]>]>} : (tensor<64x8xi32>) -> tensor<64x8x1xi32>
    %435 = sdy.sharding_constraint %434 <@mesh, [{}, {"fsdp"}, {}]> : tensor<64x8x1xi32>
    %436 = stablehlo.concatenate %433, %435, dim = 2 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"fsdp"}, {}]>]>} : (tensor<64x8x1xi32>, tensor<64x8x1xi32>) -> tensor<64x8x2xi32>
    %437 = sdy.sharding_constraint %436 <@mesh, [{}, {"fsdp"}, {}]> : tensor<64x8x2xi32>
    %c_52 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<1> : tensor<i32>
    %438 = sdy.sharding_constraint %c_52 <@mesh, []> : tensor<i32>
    %439 = stablehlo.broadcast_in_dim %438, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"fsdp"}]>]>} : (tensor<i32>) -> tensor<64x8xi32>
    %440 = sdy.sharding_constraint %439 <@mesh, [{}, {"fsdp"}]> : tensor<64x8xi32>
    %441 = "stablehlo.scatter"(%405, %437, %440) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0, 1], scatter_dims_to_operand_dims = [0, 1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg6: tensor<i32>, %arg7: tensor<i32>):
      %520 = stablehlo.add %arg6, %arg7 : tensor<i32>
      stablehlo.return %520 : tensor<i32>
    }) {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"data", "model"}]>]>} : (tensor<8x32xi32>, tensor<64x8x2xi32>, tensor<64x8xi32>) -> tensor<8x32xi32>
    %442 = sdy.sharding_constraint %441 <@mesh, [{}, {"data", "model"}]> : tensor<8x32xi32>
    %443 = sdy.sharding_constraint %442 <@mesh, [{}, {"data", "model", "fsdp"}]> : tensor<8x32xi32>
    %444 = stablehlo.subtract %402, %arg5 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : tensor<64x8xf32>
    %445 = sdy.sharding_constraint %444 <@mesh, [{"data"}, {}]> : tensor<64x8xf32>
    %446 = sdy.sharding_constraint %445 <@mesh, [{}, {}]> : tensor<64x8xf32>
    %447 = sdy.sharding_constraint %445 <@mesh, [{}, {}]> : tensor<64x8xf32>
    %448 = stablehlo.multiply %446, %447 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}]>]>} : tensor<64x8xf32>
    %449 = sdy.sharding_constraint %448 <@mesh, [{}, {}]> : tensor<64x8xf32>
    %cst_53 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<2.000000e+00> : tensor<f32>
    %450 = sdy.sharding_constraint %cst_53 <@mesh, []> : tensor<f32>
    %451 = stablehlo.broadcast_in_dim %450, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}]>]>} : (tensor<f32>) -> tensor<64x8xf32>
    %452 = sdy.sharding_constraint %451 <@mesh, [{}, {}]> : tensor<64x8xf32>
    %453 = sdy.sharding_constraint %445 <@mesh, [{}, {}]> : tensor<64x8xf32>
    %454 = stablehlo.multiply %452, %453 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}]>]>} : tensor<64x8xf32>
    %455 = sdy.sharding_constraint %454 <@mesh, [{}, {}]> : tensor<64x8xf32>
    %cst_54 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<0.000000e+00> : tensor<f32>
    %456 = sdy.sharding_constraint %cst_54 <@mesh, []> : tensor<f32>
    %457 = stablehlo.reduce(%449 init: %456) applies stablehlo.add across dimensions = [0, 1] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} : (tensor<64x8xf32>, tensor<f32>) -> tensor<f32>
    %458 = sdy.sharding_constraint %457 <@mesh, []> : tensor<f32>
    %cst_55 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<5.120000e+02> : tensor<f32>
    %459 = sdy.sharding_constraint %cst_55 <@mesh, []> : tensor<f32>
    %460 = stablehlo.divide %458, %459 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} : tensor<f32>
    %461 = sdy.sharding_constraint %460 <@mesh, []> : tensor<f32>
    %cst_56 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<1.000000e+00> : tensor<f32>
    %462 = sdy.sharding_constraint %cst_56 <@mesh, []> : tensor<f32>
    %cst_57 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<5.120000e+02> : tensor<f32>
    %463 = sdy.sharding_constraint %cst_57 <@mesh, []> : tensor<f32>
    %464 = stablehlo.divide %462, %463 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} : tensor<f32>
    %465 = sdy.sharding_constraint %464 <@mesh, []> : tensor<f32>
    %466 = stablehlo.broadcast_in_dim %465, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}]>]>} : (tensor<f32>) -> tensor<64x8xf32>
    %467 = sdy.sharding_constraint %466 <@mesh, [{}, {}]> : tensor<64x8xf32>
    %468 = stablehlo.multiply %467, %455 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}]>]>} : tensor<64x8xf32>
    %469 = sdy.sharding_constraint %468 <@mesh, [{}, {}]> : tensor<64x8xf32>
    %470 = sdy.sharding_constraint %469 <@mesh, [{"data"}, {}]> : tensor<64x8xf32>
    %471 = stablehlo.dot_general %470, %395, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"model"}]>]>} : (tensor<64x8xf32>, tensor<64x64xf32>) -> tensor<8x64xf32>
    %472 = sdy.sharding_constraint %471 <@mesh, [{}, {"model"}]> : tensor<8x64xf32>
    %473 = stablehlo.transpose %472, dims = [1, 0] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"model"}, {}]>]>} : (tensor<8x64xf32>) -> tensor<64x8xf32>
    %474 = sdy.sharding_constraint %473 <@mesh, [{"model"}, {}]> : tensor<64x8xf32>
    %475 = stablehlo.dot_general %469, %arg2, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"model"}]>]>} : (tensor<64x8xf32>, tensor<64x8xf32>) -> tensor<64x64xf32>
    %476 = sdy.sharding_constraint %475 <@mesh, [{}, {"model"}]> : tensor<64x64xf32>
    %cst_58 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<0.000000e+00> : tensor<f32>
    %477 = sdy.sharding_constraint %cst_58 <@mesh, []> : tensor<f32>
    %478 = stablehlo.broadcast_in_dim %477, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"model"}]>]>} : (tensor<f32>) -> tensor<64x64xf32>
    %479 = sdy.sharding_constraint %478 <@mesh, [{}, {"model"}]> : tensor<64x64xf32>
    %480 = sdy.sharding_constraint %400 <@mesh, [{}, {"model"}]> : tensor<64x64xi1>
    %481 = stablehlo.select %480, %476, %479 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"model"}]>]>} : tensor<64x64xi1>, tensor<64x64xf32>
    %482 = sdy.sharding_constraint %481 <@mesh, [{}, {"model"}]> : tensor<64x64xf32>
    %483 = stablehlo.dot_general %482, %387, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"model"}, {"fsdp"}]>]>} : (tensor<64x64xf32>, tensor<64x128xf32>) -> tensor<64x128xf32>
    %484 = sdy.sharding_constraint %483 <@mesh, [{"model"}, {"fsdp"}]> : tensor<64x128xf32>
    %485 = stablehlo.transpose %484, dims = [1, 0] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"fsdp"}, {"model"}]>]>} : (tensor<64x128xf32>) -> tensor<128x64xf32>
    %486 = sdy.sharding_constraint %485 <@mesh, [{"fsdp"}, {"model"}]> : tensor<128x64xf32>
    %487 = sdy.sharding_constraint %482 <@mesh, [{"data"}, {"model"}]> : tensor<64x64xf32>
    %488 = stablehlo.dot_general %487, %arg1, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"fsdp"}]>]>} : (tensor<64x64xf32>, tensor<128x64xf32>) -> tensor<64x128xf32>
    %489 = sdy.sharding_constraint %488 <@mesh, [{"data"}, {"fsdp"}]> : tensor<64x128xf32>
    %490 = stablehlo.reshape %489 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"fsdp"}, {}]>]>} : (tensor<64x128xf32>) -> tensor<64x8x16xf32>
    %491 = sdy.sharding_constraint %490 <@mesh, [{"data"}, {"fsdp"}, {}]> : tensor<64x8x16xf32>
    %cst_59 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<0.000000e+00> : tensor<f32>
    %492 = sdy.sharding_constraint %cst_59 <@mesh, []> : tensor<f32>
    %493 = stablehlo.broadcast_in_dim %492, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}, {"model"}]>]>} : (tensor<f32>) -> tensor<8x32x16xf32>
    %494 = sdy.sharding_constraint %493 <@mesh, [{}, {}, {"model"}]> : tensor<8x32x16xf32>
    %495 = sdy.sharding_constraint %382 <@mesh, [{"data"}, {"fsdp"}, {}]> : tensor<64x8x2xi32>
    %496 = sdy.sharding_constraint %491 <@mesh, [{"data"}, {"fsdp"}, {"model"}]> : tensor<64x8x16xf32>
    %497 = "stablehlo.scatter"(%494, %495, %496) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [2], inserted_window_dims = [0, 1], scatter_dims_to_operand_dims = [0, 1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg6: tensor<f32>, %arg7: tensor<f32>):
      %520 = stablehlo.add %arg6, %arg7 : tensor<f32>
      stablehlo.return %520 : tensor<f32>
    }) {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}, {"model"}]>]>} : (tensor<8x32x16xf32>, tensor<64x8x2xi32>, tensor<64x8x16xf32>) -> tensor<8x32x16xf32>
    %498 = sdy.sharding_constraint %497 <@mesh, [{}, {}, {"model"}]> : tensor<8x32x16xf32>
    %cst_60 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<5.000000e-02> : tensor<f32>
    %499 = sdy.sharding_constraint %cst_60 <@mesh, []> : tensor<f32>
    %500 = stablehlo.broadcast_in_dim %499, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}, {"model"}]>]>} : (tensor<f32>) -> tensor<8x32x16xf32>
    %501 = sdy.sharding_constraint %500 <@mesh, [{}, {}, {"model"}]> : tensor<8x32x16xf32>
    %502 = stablehlo.multiply %501, %498 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}, {"model"}]>]>} : tensor<8x32x16xf32>
    %503 = sdy.sharding_constraint %502 <@mesh, [{}, {}, {"model"}]> : tensor<8x32x16xf32>
    %504 = stablehlo.subtract %arg0, %503 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}, {"model"}]>]>} : tensor<8x32x16xf32>
    %505 = sdy.sharding_constraint %504 <@mesh, [{}, {}, {"model"}]> : tensor<8x32x16xf32>
    %cst_61 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<5.000000e-02> : tensor<f32>
    %506 = sdy.sharding_constraint %cst_61 <@mesh, []> : tensor<f32>
    %507 = stablehlo.broadcast_in_dim %506, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"fsdp"}, {"model"}]>]>} : (tensor<f32>) -> tensor<128x64xf32>
    %508 = sdy.sharding_constraint %507 <@mesh, [{"fsdp"}, {"model"}]> : tensor<128x64xf32>
    %509 = stablehlo.multiply %508, %486 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"fsdp"}, {"model"}]>]>} : tensor<128x64xf32>
    %510 = sdy.sharding_constraint %509 <@mesh, [{"fsdp"}, {"model"}]> : tensor<128x64xf32>
    %511 = stablehlo.subtract %arg1, %510 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"fsdp"}, {"model"}]>]>} : tensor<128x64xf32>
    %512 = sdy.sharding_constraint %511 <@mesh, [{"fsdp"}, {"model"}]> : tensor<128x64xf32>
    %cst_62 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<5.000000e-02> : tensor<f32>
    %513 = sdy.sharding_constraint %cst_62 <@mesh, []> : tensor<f32>
    %514 = stablehlo.broadcast_in_dim %513, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"model"}, {}]>]>} : (tensor<f32>) -> tensor<64x8xf32>
    %515 = sdy.sharding_constraint %514 <@mesh, [{"model"}, {}]> : tensor<64x8xf32>
    %516 = stablehlo.multiply %515, %474 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"model"}, {}]>]>} : tensor<64x8xf32>
    %517 = sdy.sharding_constraint %516 <@mesh, [{"model"}, {}]> : tensor<64x8xf32>
    %518 = stablehlo.subtract %arg2, %517 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"model"}, {}]>]>} : tensor<64x8xf32>
    %519 = sdy.sharding_constraint %518 <@mesh, [{"model"}, {}]> : tensor<64x8xf32>
    return %505, %512, %519, %443, %461 : tensor<8x32x16xf32>, tensor<128x64xf32>, tensor<64x8xf32>, tensor<8x32xi32>, tensor<f32>
  }
}
