module {
  sdy.mesh @mesh = <["data"=8]>
  func.func @main(%arg0: tensor<16x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg1: tensor<16x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg2: tensor<16x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg3: tensor<16x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg4: tensor<4x64x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}, {}]>}, %arg5: tensor<4x64x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}, {}]>}) -> (tensor<16x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, tensor<16x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, tensor<16x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, tensor<16x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, tensor<f32> {sdy.sharding = #sdy.sharding<@mesh, []>}) {
    %0 = stablehlo.dot_general %arg4, %arg0, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"data"}, {}]>]>} : (tensor<4x64x16xf32>, tensor<16x16xf32>) -> tensor<4x64x16xf32>
    %1 = sdy.sharding_constraint %0 <@mesh, [{}, {"data"}, {}]> : tensor<4x64x16xf32>
    %cst = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<2.000000e+00> : tensor<f32>
    %2 = sdy.sharding_constraint %cst <@mesh, []> : tensor<f32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"data"}, {}]>]>} : (tensor<f32>) -> tensor<4x64x16xf32>
    %4 = sdy.sharding_constraint %3 <@mesh, [{}, {"data"}, {}]> : tensor<4x64x16xf32>
    %5 = stablehlo.add %1, %4 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"data"}, {}]>]>} : tensor<4x64x16xf32>
    %6 = sdy.sharding_constraint %5 <@mesh, [{}, {"data"}, {}]> : tensor<4x64x16xf32>
    %7 = stablehlo.negate %6 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"data"}, {}]>]>} : tensor<4x64x16xf32>
    %8 = sdy.sharding_constraint %7 <@mesh, [{}, {"data"}, {}]> : tensor<4x64x16xf32>
    %9 = stablehlo.exponential %8 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"data"}, {}]>]>} : tensor<4x64x16xf32>
    %10 = sdy.sharding_constraint %9 <@mesh, [{}, {"data"}, {}]> : tensor<4x64x16xf32>
    %cst_0 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<1.000000e+00> : tensor<f32>
    %11 = sdy.sharding_constraint %cst_0 <@mesh, []> : tensor<f32>
    %12 = stablehlo.broadcast_in_dim %11, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"data"}, {}]>]>} : (tensor<f32>) -> tensor<4x64x16xf32>
    %13 = sdy.sharding_constraint %12 <@mesh, [{}, {"data"}, {}]> : tensor<4x64x16xf32>
    %14 = stablehlo.add %13, %10 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"data"}, {}]>]>} : tensor<4x64x16xf32>
    %15 = sdy.sharding_constraint %14 <@mesh, [{}, {"data"}, {}]> : tensor<4x64x16xf32>
    %cst_1 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<1.000000e+00> : tensor<f32>
    %16 = sdy.sharding_constraint %cst_1 <@mesh, []> : tensor<f32>
    %17 = stablehlo.broadcast_in_dim %16, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"data"}, {}]>]>} : (tensor<f32>) -> tensor<4x64x16xf32>
    %18 = sdy.sharding_constraint %17 <@mesh, [{}, {"data"}, {}]> : tensor<4x64x16xf32>
    %19 = stablehlo.divide %18, %15 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"data"}, {}]>]>} : tensor<4x64x16xf32>
    %20 = sdy.sharding_constraint %19 <@mesh, [{}, {"data"}, {}]> : tensor<4x64x16xf32>
    %cst_2 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<1.000000e+00> : tensor<f32>
    %21 = sdy.sharding_constraint %cst_2 <@mesh, []> : tensor<f32>
    %22 = stablehlo.broadcast_in_dim %21, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"data"}, {}]>]>} : (tensor<f32>) -> tensor<4x64x16xf32>
    %23 = sdy.sharding_constraint %22 <@mesh, [{}, {"data"}, {}]> : tensor<4x64x16xf32>
    %24 = stablehlo.subtract %23, %20 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"data"}, {}]>]>} : tensor<4x64x16xf32>
    %25 = sdy.sharding_constraint %24 <@mesh, [{}, {"data"}, {}]> : tensor<4x64x16xf32>
    %26 = stablehlo.multiply %20, %25 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"data"}, {}]>]>} : tensor<4x64x16xf32>
    %27 = sdy.sharding_constraint %26 <@mesh, [{}, {"data"}, {}]> : tensor<4x64x16xf32>
    %28 = stablehlo.dot_general %arg4, %arg1, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"data"}, {}]>]>} : (tensor<4x64x16xf32>, tensor<16x16xf32>) -> tensor<4x64x16xf32>
    %29 = sdy.sharding_constraint %28 <@mesh, [{}, {"data"}, {}]> : tensor<4x64x16xf32>
    %30 = stablehlo.slice %20 [0:4, 0:63:2, 0:16] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"data"}, {}]>]>} : (tensor<4x64x16xf32>) -> tensor<4x32x16xf32>
    %31 = sdy.sharding_constraint %30 <@mesh, [{}, {"data"}, {}]> : tensor<4x32x16xf32>
    %32 = stablehlo.slice %29 [0:4, 0:63:2, 0:16] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"data"}, {}]>]>} : (tensor<4x64x16xf32>) -> tensor<4x32x16xf32>
    %33 = sdy.sharding_constraint %32 <@mesh, [{}, {"data"}, {}]> : tensor<4x32x16xf32>
    %34 = stablehlo.slice %20 [0:4, 1:64:2, 0:16] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"data"}, {}]>]>} : (tensor<4x64x16xf32>) -> tensor<4x32x16xf32>
    %35 = sdy.sharding_constraint %34 <@mesh, [{}, {"data"}, {}]> : tensor<4x32x16xf32>
    %36 = stablehlo.slice %29 [0:4, 1:64:2, 0:16] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"data"}, {}]>]>} : (tensor<4x64x16xf32>) -> tensor<4x32x16xf32>
    %37 = sdy.sharding_constraint %36 <@mesh, [{}, {"data"}, {}]> : tensor<4x32x16xf32>
    %38 = stablehlo.multiply %31, %35 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"data"}, {}]>]>} : tensor<4x32x16xf32>
    %39 = sdy.sharding_constraint %38 <@mesh, [{}, {"data"}, {}]> : tensor<4x32x16xf32>
    %40 = stablehlo.multiply %35, %33 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"data"}, {}]>]>} : tensor<4x32x16xf32>
    %41 = sdy.sharding_constraint %40 <@mesh, [{}, {"data"}, {}]> : tensor<4x32x16xf32>
    %42 = stablehlo.add %41, %37 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"data"}, {}]>]>} : tensor<4x32x16xf32>
    %43 = sdy.sharding_constraint %42 <@mesh, [{}, {"data"}, {}]> : tensor<4x32x16xf32>
    %44 = stablehlo.slice %39 [0:4, 0:31:2, 0:16] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"data"}, {}]>]>} : (tensor<4x32x16xf32>) -> tensor<4x16x16xf32>
    %45 = sdy.sharding_constraint %44 <@mesh, [{}, {"data"}, {}]> : tensor<4x16x16xf32>
    %46 = stablehlo.slice %43 [0:4, 0:31:2, 0:16] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"data"}, {}]>]>} : (tensor<4x32x16xf32>) -> tensor<4x16x16xf32>
    %47 = sdy.sharding_constraint %46 <@mesh, [{}, {"data"}, {}]> : tensor<4x16x16xf32>
    %48 = stablehlo.slice %39 [0:4, 1:32:2, 0:16] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"data"}, {}]>]>} : (tensor<4x32x16xf32>) -> tensor<4x16x16xf32>
    %49 = sdy.sharding_constraint %48 <@mesh, [{}, {"data"}, {}]> : tensor<4x16x16xf32>
    %50 = stablehlo.slice %43 [0:4, 1:32:2, 0:16] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"data"}, {}]>]>} : (tensor<4x32x16xf32>) -> tensor<4x16x16xf32>
    %51 = sdy.sharding_constraint %50 <@mesh, [{}, {"data"}, {}]> : tensor<4x16x16xf32>
    %52 = stablehlo.multiply %45, %49 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"data"}, {}]>]>} : tensor<4x16x16xf32>
    %53 = sdy.sharding_constraint %52 <@mesh, [{}, {"data"}, {}]> : tensor<4x16x16xf32>
    %54 = stablehlo.multiply %49, %47 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"data"}, {}]>]>} : tensor<4x16x16xf32>
    %55 = sdy.sharding_constraint %54 <@mesh, [{}, {"data"}, {}]> : tensor<4x16x16xf32>
    %56 = stablehlo.add %55, %51 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"data"}, {}]>]>} : tensor<4x16x16xf32>
    %57 = sdy.sharding_constraint %56 <@mesh, [{}, {"data"}, {}]> : tensor<4x16x16xf32>
    %58 = stablehlo.slice %53 [0:4, 0:15:2, 0:16] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"data"}, {}]>]>} : (tensor<4x16x16xf32>) -> tensor<4x8x16xf32>
    %59 = sdy.sharding_constraint %58 <@mesh, [{}, {"data"}, {}]> : tensor<4x8x16xf32>
    %60 = stablehlo.slice %57 [0:4, 0:15:2, 0:16] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"data"}, {}]>]>} : (tensor<4x16x16xf32>) -> tensor<4x8x16xf32>
    %61 = sdy.sharding_constraint %60 <@mesh, [{}, {"data"}, {}]> : tensor<4x8x16xf32>
    %62 = stablehlo.slice %53 [0:4, 1:16:2, 0:16] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"data"}, {}]>]>} : (tensor<4x16x16xf32>) -> tensor<4x8x16xf32>
    %63 = sdy.sharding_constraint %62 <@mesh, [{}, {"data"}, {}]> : tensor<4x8x16xf32>
    %64 = stablehlo.slice %57 [0:4, 1:16:2, 0:16] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"data"}, {}]>]>} : (tensor<4x16x16xf32>) -> tensor<4x8x16xf32>
    %65 = sdy.sharding_constraint %64 <@mesh, [{}, {"data"}, {}]> : tensor<4x8x16xf32>
    %66 = stablehlo.multiply %59, %63 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"data"}, {}]>]>} : tensor<4x8x16xf32>
    %67 = sdy.sharding_constraint %66 <@mesh, [{}, {"data"}, {}]> : tensor<4x8x16xf32>
    %68 = stablehlo.multiply %63, %61 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"data"}, {}]>]>} : tensor<4x8x16xf32>
    %69 = sdy.sharding_constraint %68 <@mesh, [{}, {"data"}, {}]> : tensor<4x8x16xf32>
    %70 = stablehlo.add %69, %65 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"data"}, {}]>]>} : tensor<4x8x16xf32>
    %71 = sdy.sharding_constraint %70 <@mesh, [{}, {"data"}, {}]> : tensor<4x8x16xf32>
    %72 = stablehlo.slice %67 [0:4, 0:7:2, 0:16] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"data"}, {}]>]>} : (tensor<4x8x16xf32>) -> tensor<4x4x16xf32>
    %73 = sdy.sharding_constraint %72 <@mesh, [{}, {"data"}, {}]> : tensor<4x4x16xf32>
    %74 = stablehlo.slice %71 [0:4, 0:7:2, 0:16] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"data"}, {}]>]>} : (tensor<4x8x16xf32>) -> tensor<4x4x16xf32>
    %75 = sdy.sharding_constraint %74 <@mesh, [{}, {"data"}, {}]> : tensor<4x4x16xf32>
    %76 = stablehlo.slice %67 [0:4, 1:8:2, 0:16] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"data"}, {}]>]>} : (tensor<4x8x16xf32>) -> tensor<4x4x16xf32>
    %77 = sdy.sharding_constraint %76 <@mesh, [{}, {"data"}, {}]> : tensor<4x4x16xf32>
    %78 = stablehlo.slice %71 [0:4, 1:8:2, 0:16] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"data"}, {}]>]>} : (tensor<4x8x16xf32>) -> tensor<4x4x16xf32>
    %79 = sdy.sharding_constraint %78 <@mesh, [{}, {"data"}, {}]> : tensor<4x4x16xf32>
    %80 = stablehlo.multiply %73, %77 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"data"}, {}]>]>} : tensor<4x4x16xf32>
    %81 = sdy.sharding_constraint %80 <@mesh, [{}, {"data"}, {}]> : tensor<4x4x16xf32>
    %82 = stablehlo.multiply %77, %75 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"data"}, {}]>]>} : tensor<4x4x16xf32>
    %83 = sdy.sharding_constraint %82 <@mesh, [{}, {"data"}, {}]> : tensor<4x4x16xf32>
    %84 = stablehlo.add %83, %79 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"data"}, {}]>]>} : tensor<4x4x16xf32>
    %85 = sdy.sharding_constraint %84 <@mesh, [{}, {"data"}, {}]> : tensor<4x4x16xf32>
    %86 = stablehlo.slice %81 [0:4, 0:3:2, 0:16] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"data"}, {}]>]>} : (tensor<4x4x16xf32>) -> tensor<4x2x16xf32>
    %87 = sdy.sharding_constraint %86 <@mesh, [{}, {"data"}, {}]> : tensor<4x2x16xf32>
    %88 = stablehlo.slice %85 [0:4, 0:3:2, 0:16] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"data"}, {}]>]>} : (tensor<4x4x16xf32>) -> tensor<4x2x16xf32>
    %89 = sdy.sharding_constraint %88 <@mesh, [{}, {"data"}, {}]> : tensor<4x2x16xf32>
    %90 = stablehlo.slice %81 [0:4, 1:4:2, 0:16] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"data"}, {}]>]>} : (tensor<4x4x16xf32>) -> tensor<4x2x16xf32>
    %91 = sdy.sharding_constraint %90 <@mesh, [{}, {"data"}, {}]> : tensor<4x2x16xf32>
    %92 = stablehlo.slice %85 [0:4, 1:4:2, 0:16] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"data"}, {}]>]>} : (tensor<4x4x16xf32>) -> tensor<4x2x16xf32>
    %93 = sdy.sharding_constraint %92 <@mesh, [{}, {"data"}, {}]> : tensor<4x2x16xf32>
    %94 = stablehlo.multiply %87, %91 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"data"}, {}]>]>} : tensor<4x2x16xf32>
    %95 = sdy.sharding_constraint %94 <@mesh, [{}, {"data"}, {}]> : tensor<4x2x16xf32>
    %96 = stablehlo.multiply %91, %89 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"data"}, {}]>]>} : tensor<4x2x16xf32>
    %97 = sdy.sharding_constraint %96 <@mesh, [{}, {"data"}, {}]> : tensor<4x2x16xf32>
    %98 = stablehlo.add %97, %93 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"data"}, {}]>]>} : tensor<4x2x16xf32>
    %99 = sdy.sharding_constraint %98 <@mesh, [{}, {"data"}, {}]> : tensor<4x2x16xf32>
    %100 = stablehlo.slice %99 [0:4, 0:1:2, 0:16] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"data"}, {}]>]>} : (tensor<4x2x16xf32>) -> tensor<4x1x16xf32>
    %101 = sdy.sharding_constraint %100 <@mesh, [{}, {"data"}, {}]> : tensor<4x1x16xf32>
    %102 = stablehlo.slice %95 [0:4, 1:2:2, 0:16] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"data"}, {}]>]>} : (tensor<4x2x16xf32>) -> tensor<4x1x16xf32>
    %103 = sdy.sharding_constraint %102 <@mesh, [{}, {"data"}, {}]> : tensor<4x1x16xf32>
    %104 = stablehlo.slice %99 [0:4, 1:2:2, 0:16] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"data"}, {}]>]>} : (tensor<4x2x16xf32>) -> tensor<4x1x16xf32>
    %105 = sdy.sharding_constraint %104 <@mesh, [{}, {"data"}, {}]> : tensor<4x1x16xf32>
    %106 = stablehlo.multiply %103, %101 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"data"}, {}]>]>} : tensor<4x1x16xf32>
    %107 = sdy.sharding_constraint %106 <@mesh, [{}, {"data"}, {}]> : tensor<4x1x16xf32>
    %108 = stablehlo.add %107, %105 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"data"}, {}]>]>} : tensor<4x1x16xf32>
    %109 = sdy.sharding_constraint %108 <@mesh, [{}, {"data"}, {}]> : tensor<4x1x16xf32>
    %110 = stablehlo.slice %109 [0:4, 0:0, 0:16] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"data"}, {}]>]>} : (tensor<4x1x16xf32>) -> tensor<4x0x16xf32>
    %111 = sdy.sharding_constraint %110 <@mesh, [{}, {"data"}, {}]> : tensor<4x0x16xf32>
    %112 = stablehlo.slice %95 [0:4, 2:2:2, 0:16] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"data"}, {}]>]>} : (tensor<4x2x16xf32>) -> tensor<4x0x16xf32>
    %113 = sdy.sharding_constraint %112 <@mesh, [{}, {"data"}, {}]> : tensor<4x0x16xf32>
    %114 = stablehlo.slice %99 [0:4, 2:2:2, 0:16] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"data"}, {}]>]>} : (tensor<4x2x16xf32>) -> tensor<4x0x16xf32>
    %115 = sdy.sharding_constraint %114 <@mesh, [{}, {"data"}, {}]> : tensor<4x0x16xf32>
    %116 = stablehlo.multiply %113, %111 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"data"}, {}]>]>} : tensor<4x0x16xf32>
    %117 = sdy.sharding_constraint %116 <@mesh, [{}, {"data"}, {}]> : tensor<4x0x16xf32>
    %118 = stablehlo.add %117, %115 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"data"}, {}]>]>} : tensor<4x0x16xf32>
    %119 = sdy.sharding_constraint %118 <@mesh, [{}, {"data"}, {}]> : tensor<4x0x16xf32>
    %120 = stablehlo.slice %99 [0:4, 0:1, 0:16] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"data"}, {}]>]>} : (tensor<4x2x16xf32>) -> tensor<4x1x16xf32>
    %121 = sdy.sharding_constraint %120 <@mesh, [{}, {"data"}, {}]> : tensor<4x1x16xf32>
    %122 = sdy.sharding_constraint %121 <@mesh, [{}, {}, {"data"}]> : tensor<4x1x16xf32>
    %123 = sdy.sharding_constraint %119 <@mesh, [{}, {}, {"data"}]> : tensor<4x0x16xf32>
    %124 = stablehlo.concatenate %122, %123, dim = 1 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}, {"data"}]>]>} : (tensor<4x1x16xf32>, tensor<4x0x16xf32>) -> tensor<4x1x16xf32>
    %125 = sdy.sharding_constraint %124 <@mesh, [{}, {}, {"data"}]> : tensor<4x1x16xf32>
    %126 = sdy.sharding_constraint %125 <@mesh, [{}, {"data"}, {}]> : tensor<4x1x16xf32>
    %cst_3 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<0.000000e+00> : tensor<f32>
    %127 = sdy.sharding_constraint %cst_3 <@mesh, []> : tensor<f32>
    %128 = stablehlo.pad %126, %127, low = [0, 0, 0], high = [0, 1, 0], interior = [0, 1, 0] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"data"}, {}]>]>} : (tensor<4x1x16xf32>, tensor<f32>) -> tensor<4x2x16xf32>
    %129 = sdy.sharding_constraint %128 <@mesh, [{}, {"data"}, {}]> : tensor<4x2x16xf32>
    %cst_4 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<0.000000e+00> : tensor<f32>
    %130 = sdy.sharding_constraint %cst_4 <@mesh, []> : tensor<f32>
    %131 = stablehlo.pad %109, %130, low = [0, 1, 0], high = [0, 0, 0], interior = [0, 1, 0] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"data"}, {}]>]>} : (tensor<4x1x16xf32>, tensor<f32>) -> tensor<4x2x16xf32>
    %132 = sdy.sharding_constraint %131 <@mesh, [{}, {"data"}, {}]> : tensor<4x2x16xf32>
    %133 = stablehlo.add %129, %132 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"data"}, {}]>]>} : tensor<4x2x16xf32>
    %134 = sdy.sharding_constraint %133 <@mesh, [{}, {"data"}, {}]> : tensor<4x2x16xf32>
    %135 = stablehlo.slice %134 [0:4, 0:1, 0:16] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"data"}, {}]>]>} : (tensor<4x2x16xf32>) -> tensor<4x1x16xf32>
    %136 = sdy.sharding_constraint %135 <@mesh, [{}, {"data"}, {}]> : tensor<4x1x16xf32>
    %137 = stablehlo.slice %81 [0:4, 2:4:2, 0:16] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"data"}, {}]>]>} : (tensor<4x4x16xf32>) -> tensor<4x1x16xf32>
    %138 = sdy.sharding_constraint %137 <@mesh, [{}, {"data"}, {}]> : tensor<4x1x16xf32>
    %139 = stablehlo.slice %85 [0:4, 2:4:2, 0:16] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"data"}, {}]>]>} : (tensor<4x4x16xf32>) -> tensor<4x1x16xf32>
    %140 = sdy.sharding_constraint %139 <@mesh, [{}, {"data"}, {}]> : tensor<4x1x16xf32>
    %141 = stablehlo.multiply %138, %136 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"data"}, {}]>]>} : tensor<4x1x16xf32>
    %142 = sdy.sharding_constraint %141 <@mesh, [{}, {"data"}, {}]> : tensor<4x1x16xf32>
    %143 = stablehlo.add %142, %140 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"data"}, {}]>]>} : tensor<4x1x16xf32>
    %144 = sdy.sharding_constraint %143 <@mesh, [{}, {"data"}, {}]> : tensor<4x1x16xf32>
    %145 = stablehlo.slice %85 [0:4, 0:1, 0:16] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"data"}, {}]>]>} : (tensor<4x4x16xf32>) -> tensor<4x1x16xf32>
    %146 = sdy.sharding_constraint %145 <@mesh, [{}, {"data"}, {}]> : tensor<4x1x16xf32>
    %147 = sdy.sharding_constraint %146 <@mesh, [{}, {}, {"data"}]> : tensor<4x1x16xf32>
    %148 = sdy.sharding_constraint %144 <@mesh, [{}, {}, {"data"}]> : tensor<4x1x16xf32>
    %149 = stablehlo.concatenate %147, %148, dim = 1 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}, {"data"}]>]>} : (tensor<4x1x16xf32>, tensor<4x1x16xf32>) -> tensor<4x2x16xf32>
    %150 = sdy.sharding_constraint %149 <@mesh, [{}, {}, {"data"}]> : tensor<4x2x16xf32>
    %151 = sdy.sharding_constraint %150 <@mesh, [{}, {"data"}, {}]> : tensor<4x2x16xf32>
    %cst_5 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<0.000000e+00> : tensor<f32>
    %152 = sdy.sharding_constraint %cst_5 <@mesh, []> : tensor<f32>
    %153 = stablehlo.pad %151, %152, low = [0, 0, 0], high = [0, 1, 0], interior = [0, 1, 0] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"data"}, {}]>]>} : (tensor<4x2x16xf32>, tensor<f32>) -> tensor<4x4x16xf32>
    %154 = sdy.sharding_constraint %153 <@mesh, [{}, {"data"}, {}]> : tensor<4x4x16xf32>
    %cst_6 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<0.000000e+00> : tensor<f32>
    %155 = sdy.sharding_constraint %cst_6 <@mesh, []> : tensor<f32>
    %156 = stablehlo.pad %134, %155, low = [0, 1, 0], high = [0, 0, 0], interior = [0, 1, 0] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"data"}, {}]>]>} : (tensor<4x2x16xf32>, tensor<f32>) -> tensor<4x4x16xf32>
    %157 = sdy.sharding_constraint %156 <@mesh, [{}, {"data"}, {}]> : tensor<4x4x16xf32>
    %158 = stablehlo.add %154, %157 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"data"}, {}]>]>} : tensor<4x4x16xf32>
    %159 = sdy.sharding_constraint %158 <@mesh, [{}, {"data"}, {}]> : tensor<4x4x16xf32>
    %160 = stablehlo.slice %159 [0:4, 0:3, 0:16] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"data"}, {}]>]>} : (tensor<4x4x16xf32>) -> tensor<4x3x16xf32>
    %161 = sdy.sharding_constraint %160 <@mesh, [{}, {"data"}, {}]> : tensor<4x3x16xf32>
    %162 = stablehlo.slice %67 [0:4, 2:8:2, 0:16] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"data"}, {}]>]>} : (tensor<4x8x16xf32>) -> tensor<4x3x16xf32>
    %163 = sdy.sharding_constraint %162 <@mesh, [{}, {"data"}, {}]> : tensor<4x3x16xf32>
    %164 = stablehlo.slice %71 [0:4, 2:8:2, 0:16] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"data"}, {}]>]>} : (tensor<4x8x16xf32>) -> tensor<4x3x16xf32>
    %165 = sdy.sharding_constraint %164 <@mesh, [{}, {"data"}, {}]> : tensor<4x3x16xf32>
    %166 = stablehlo.multiply %163, %161 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"data"}, {}]>]>} : tensor<4x3x16xf32>
    %167 = sdy.sharding_constraint %166 <@mesh, [{}, {"data"}, {}]> : tensor<4x3x16xf32>
    %168 = stablehlo.add %167, %165 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"data"}, {}]>]>} : tensor<4x3x16xf32>
    %169 = sdy.sharding_constraint %168 <@mesh, [{}, {"data"}, {}]> : tensor<4x3x16xf32>
    %170 = stablehlo.slice %71 [0:4, 0:1, 0:16] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"data"}, {}]>]>} : (tensor<4x8x16xf32>) -> tensor<4x1x16xf32>
    %171 = sdy.sharding_constraint %170 <@mesh, [{}, {"data"}, {}]> : tensor<4x1x16xf32>
    %172 = sdy.sharding_constraint %171 <@mesh, [{}, {}, {"data"}]> : tensor<4x1x16xf32>
    %173 = sdy.sharding_constraint %169 <@mesh, [{}, {}, {"data"}]> : tensor<4x3x16xf32>
    %174 = stablehlo.concatenate %172, %173, dim = 1 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}, {"data"}]>]>} : (tensor<4x1x16xf32>, tensor<4x3x16xf32>) -> tensor<4x4x16xf32>
    %175 = sdy.sharding_constraint %174 <@mesh, [{}, {}, {"data"}]> : tensor<4x4x16xf32>
    %176 = sdy.sharding_constraint %175 <@mesh, [{}, {"data"}, {}]> : tensor<4x4x16xf32>
    %cst_7 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<0.000000e+00> : tensor<f32>
    %177 = sdy.sharding_constraint %cst_7 <@mesh, []> : tensor<f32>
    %178 = stablehlo.pad %176, %177, low = [0, 0, 0], high = [0, 1, 0], interior = [0, 1, 0] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"data"}, {}]>]>} : (tensor<4x4x16xf32>, tensor<f32>) -> tensor<4x8x16xf32>
    %179 = sdy.sharding_constraint %178 <@mesh, [{}, {"data"}, {}]> : tensor<4x8x16xf32>
    %cst_8 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<0.000000e+00> : tensor<f32>
    %180 = sdy.sharding_constraint %cst_8 <@mesh, []> : tensor<f32>
    %181 = stablehlo.pad %159, %180, low = [0, 1, 0], high = [0, 0, 0], interior = [0, 1, 0] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"data"}, {}]>]>} : (tensor<4x4x16xf32>, tensor<f32>) -> tensor<4x8x16xf32>
    %182 = sdy.sharding_constraint %181 <@mesh, [{}, {"data"}, {}]> : tensor<4x8x16xf32>
    %183 = stablehlo.add %179, %182 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"data"}, {}]>]>} : tensor<4x8x16xf32>
    %184 = sdy.sharding_constraint %183 <@mesh, [{}, {"data"}, {}]> : tensor<4x8x16xf32>
    %185 = stablehlo.slice %184 [0:4, 0:7, 0:16] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"data"}, {}]>]>} : (tensor<4x8x16xf32>) -> tensor<4x7x16xf32>
    %186 = sdy.sharding_constraint %185 <@mesh, [{}, {"data"}, {}]> : tensor<4x7x16xf32>
    %187 = stablehlo.slice %53 [0:4, 2:16:2, 0:16] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"data"}, {}]>]>} : (tensor<4x16x16xf32>) -> tensor<4x7x16xf32>
    %188 = sdy.sharding_constraint %187 <@mesh, [{}, {"data"}, {}]> : tensor<4x7x16xf32>
    %189 = stablehlo.slice %57 [0:4, 2:16:2, 0:16] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"data"}, {}]>]>} : (tensor<4x16x16xf32>) -> tensor<4x7x16xf32>
    %190 = sdy.sharding_constraint %189 <@mesh, [{}, {"data"}, {}]> : tensor<4x7x16xf32>
    %191 = stablehlo.multiply %188, %186 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"data"}, {}]>]>} : tensor<4x7x16xf32>
    %192 = sdy.sharding_constraint %191 <@mesh, [{}, {"data"}, {}]> : tensor<4x7x16xf32>
    %193 = stablehlo.add %192, %190 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"data"}, {}]>]>} : tensor<4x7x16xf32>
    %194 = sdy.sharding_constraint %193 <@mesh, [{}, {"data"}, {}]> : tensor<4x7x16xf32>
    %195 = stablehlo.slice %57 [0:4, 0:1, 0:16] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"data"}, {}]>]>} : (tensor<4x16x16xf32>) -> tensor<4x1x16xf32>
    %196 = sdy.sharding_constraint %195 <@mesh, [{}, {"data"}, {}]> : tensor<4x1x16xf32>
    %197 = sdy.sharding_constraint %196 <@mesh, [{}, {}, {"data"}]> : tensor<4x1x16xf32>
    %198 = sdy.sharding_constraint %194 <@mesh, [{}, {}, {"data"}]> : tensor<4x7x16xf32>
    %199 = stablehlo.concatenate %197, %198, dim = 1 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}, {"data"}]>]>} : (tensor<4x1x16xf32>, tensor<4x7x16xf32>) -> tensor<4x8x16xf32>
    %200 = sdy.sharding_constraint %199 <@mesh, [{}, {}, {"data"}]> : tensor<4x8x16xf32>
    %201 = sdy.sharding_constraint %200 <@mesh, [{}, {"data"}, {}]> : tensor<4x8x16xf32>
    %cst_9 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<0.000000e+00> : tensor<f32>
    %202 = sdy.sharding_constraint %cst_9 <@mesh, []> : tensor<f32>
    %203 = stablehlo.pad %201, %202, low = [0, 0, 0], high = [0, 1, 0], interior = [0, 1, 0] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"data"}, {}]>]>} : (tensor<4x8x16xf32>, tensor<f32>) -> tensor<4x16x16xf32>
    %204 = sdy.sharding_constraint %203 <@mesh, [{}, {"data"}, {}]> : tensor<4x16x16xf32>
    %cst_10 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<0.000000e+00> : tensor<f32>
    %205 = sdy.sharding_constraint %cst_10 <@mesh, []> : tensor<f32>
    %206 = stablehlo.pad %184, %205, low = [0, 1, 0], high = [0, 0, 0], interior = [0, 1, 0] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"data"}, {}]>]>} : (tensor<4x8x16xf32>, tensor<f32>) -> tensor<4x16x16xf32>
    %207 = sdy.sharding_constraint %206 <@mesh, [{}, {"data"}, {}]> : tensor<4x16x16xf32>
    %208 = stablehlo.add %204, %207 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"data"}, {}]>]>} : tensor<4x16x16xf32>
    %209 = sdy.sharding_constraint %208 <@mesh, [{}, {"data"}, {}]> : tensor<4x16x16xf32>
    %210 = stablehlo.slice %209 [0:4, 0:15, 0:16] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"data"}, {}]>]>} : (tensor<4x16x16xf32>) -> tensor<4x15x16xf32>
    %211 = sdy.sharding_constraint %210 <@mesh, [{}, {"data"}, {}]> : tensor<4x15x16xf32>
    %212 = stablehlo.slice %39 [0:4, 2:32:2, 0:16] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"data"}, {}]>]>} : (tensor<4x32x16xf32>) -> tensor<4x15x16xf32>
    %213 = sdy.sharding_constraint %212 <@mesh, [{}, {"data"}, {}]> : tensor<4x15x16xf32>
    %214 = stablehlo.slice %43 [0:4, 2:32:2, 0:16] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"data"}, {}]>]>} : (tensor<4x32x16xf32>) -> tensor<4x15x16xf32>
    %215 = sdy.sharding_constraint %214 <@mesh, [{}, {"data"}, {}]> : tensor<4x15x16xf32>
    %216 = stablehlo.multiply %213, %211 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"data"}, {}]>]>} : tensor<4x15x16xf32>
    %217 = sdy.sharding_constraint %216 <@mesh, [{}, {"data"}, {}]> : tensor<4x15x16xf32>
    %218 = stablehlo.add %217, %215 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"data"}, {}]>]>} : tensor<4x15x16xf32>
    %219 = sdy.sharding_constraint %218 <@mesh, [{}, {"data"}, {}]> : tensor<4x15x16xf32>
    %220 = stablehlo.slice %43 [0:4, 0:1, 0:16] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"data"}, {}]>]>} : (tensor<4x32x16xf32>) -> tensor<4x1x16xf32>
    %221 = sdy.sharding_constraint %220 <@mesh, [{}, {"data"}, {}]> : tensor<4x1x16xf32>
    %222 = sdy.sharding_constraint %221 <@mesh, [{}, {}, {"data"}]> : tensor<4x1x16xf32>
    %223 = sdy.sharding_constraint %219 <@mesh, [{}, {}, {"data"}]> : tensor<4x15x16xf32>
    %224 = stablehlo.concatenate %222, %223, dim = 1 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}, {"data"}]>]>} : (tensor<4x1x16xf32>, tensor<4x15x16xf32>) -> tensor<4x16x16xf32>
    %225 = sdy.sharding_constraint %224 <@mesh, [{}, {}, {"data"}]> : tensor<4x16x16xf32>
    %226 = sdy.sharding_constraint %225 <@mesh, [{}, {"data"}, {}]> : tensor<4x16x16xf32>
    %cst_11 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<0.000000e+00> : tensor<f32>
    %227 = sdy.sharding_constraint %cst_11 <@mesh, []> : tensor<f32>
    %228 = stablehlo.pad %226, %227, low = [0, 0, 0], high = [0, 1, 0], interior = [0, 1, 0] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"data"}, {}]>]>} : (tensor<4x16x16xf32>, tensor<f32>) -> tensor<4x32x16xf32>
    %229 = sdy.sharding_constraint %228 <@mesh, [{}, {"data"}, {}]> : tensor<4x32x16xf32>
    %cst_12 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<0.000000e+00> : tensor<f32>
    %230 = sdy.sharding_constraint %cst_12 <@mesh, []> : tensor<f32>
    %231 = stablehlo.pad %209, %230, low = [0, 1, 0], high = [0, 0, 0], interior = [0, 1, 0] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"data"}, {}]>]>} : (tensor<4x16x16xf32>, tensor<f32>) -> tensor<4x32x16xf32>
    %232 = sdy.sharding_constraint %231 <@mesh, [{}, {"data"}, {}]> : tensor<4x32x16xf32>
    %233 = stablehlo.add %229, %232 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"data"}, {}]>]>} : tensor<4x32x16xf32>
    %234 = sdy.sharding_constraint %233 <@mesh, [{}, {"data"}, {}]> : tensor<4x32x16xf32>
    %235 = stablehlo.slice %234 [0:4, 0:31, 0:16] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"data"}, {}]>]>} : (tensor<4x32x16xf32>) -> tensor<4x31x16xf32>
    %236 = sdy.sharding_constraint %235 <@mesh, [{}, {"data"}, {}]> : tensor<4x31x16xf32>
    %237 = stablehlo.slice %20 [0:4, 2:64:2, 0:16] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"data"}, {}]>]>} : (tensor<4x64x16xf32>) -> tensor<4x31x16xf32>
    %238 = sdy.sharding_constraint %237 <@mesh, [{}, {"data"}, {}]> : tensor<4x31x16xf32>
    %239 = stablehlo.slice %29 [0:4, 2:64:2, 0:16] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"data"}, {}]>]>} : (tensor<4x64x16xf32>) -> tensor<4x31x16xf32>
    %240 = sdy.sharding_constraint %239 <@mesh, [{}, {"data"}, {}]> : tensor<4x31x16xf32>
    %241 = stablehlo.multiply %238, %236 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"data"}, {}]>]>} : tensor<4x31x16xf32>
    %242 = sdy.sharding_constraint %241 <@mesh, [{}, {"data"}, {}]> : tensor<4x31x16xf32>
    %243 = stablehlo.add %242, %240 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"data"}, {}]>]>} : tensor<4x31x16xf32>
    %244 = sdy.sharding_constraint %243 <@mesh, [{}, {"data"}, {}]> : tensor<4x31x16xf32>
    %245 = stablehlo.slice %29 [0:4, 0:1, 0:16] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"data"}, {}]>]>} : (tensor<4x64x16xf32>) -> tensor<4x1x16xf32>
    %246 = sdy.sharding_constraint %245 <@mesh, [{}, {"data"}, {}]> : tensor<4x1x16xf32>
    %247 = sdy.sharding_constraint %246 <@mesh, [{}, {}, {"data"}]> : tensor<4x1x16xf32>
    %248 = sdy.sharding_constraint %244 <@mesh, [{}, {}, {"data"}]> : tensor<4x31x16xf32>
    %249 = stablehlo.concatenate %247, %248, dim = 1 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}, {"data"}]>]>} : (tensor<4x1x16xf32>, tensor<4x31x16xf32>) -> tensor<4x32x16xf32>
    %250 = sdy.sharding_constraint %249 <@mesh, [{}, {}, {"data"}]> : tensor<4x32x16xf32>
    %251 = sdy.sharding_constraint %250 <@mesh, [{}, {"data"}, {}]> : tensor<4x32x16xf32>
    %cst_13 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<0.000000e+00> : tensor<f32>
    %252 = sdy.sharding_constraint %cst_13 <@mesh, []> : tensor<f32>
    %253 = stablehlo.pad %251, %252, low = [0, 0, 0], high = [0, 1, 0], interior = [0, 1, 0] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"data"}, {}]>]>} : (tensor<4x32x16xf32>, tensor<f32>) -> tensor<4x64x16xf32>
    %254 = sdy.sharding_constraint %253 <@mesh, [{}, {"data"}, {}]> : tensor<4x64x16xf32>
    %cst_14 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<0.000000e+00> : tensor<f32>
    %255 = sdy.sharding_constraint %cst_14 <@mesh, []> : tensor<f32>
    %256 = stablehlo.pad %234, %255, low = [0, 1, 0], high = [0, 0, 0], interior = [0, 1, 0] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"data"}, {}]>]>} : (tensor<4x32x16xf32>, tensor<f32>) -> tensor<4x64x16xf32>
    %257 = sdy.sharding_constraint %256 <@mesh, [{}, {"data"}, {}]> : tensor<4x64x16xf32>
    %258 = stablehlo.add %254, %257 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"data"}, {}]>]>} : tensor<4x64x16xf32>
    %259 = sdy.sharding_constraint %258 <@mesh, [{}, {"data"}, {}]> : tensor<4x64x16xf32>
    %260 = stablehlo.dot_general %arg4, %arg2, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"data"}, {}]>]>} : (tensor<4x64x16xf32>, tensor<16x16xf32>) -> tensor<4x64x16xf32>
    %261 = sdy.sharding_constraint %260 <@mesh, [{}, {"data"}, {}]> : tensor<4x64x16xf32>
    %262 = stablehlo.negate %261 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"data"}, {}]>]>} : tensor<4x64x16xf32>
    %263 = sdy.sharding_constraint %262 <@mesh, [{}, {"data"}, {}]> : tensor<4x64x16xf32>
    %264 = stablehlo.exponential %263 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"data"}, {}]>]>} : tensor<4x64x16xf32>
    %265 = sdy.sharding_constraint %264 <@mesh, [{}, {"data"}, {}]> : tensor<4x64x16xf32>
    %cst_15 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<1.000000e+00> : tensor<f32>
    %266 = sdy.sharding_constraint %cst_15 <@mesh, []> : tensor<f32>
    %267 = stablehlo.broadcast_in_dim %266, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"data"}, {}]>]>} : (tensor<f32>) -> tensor<4x64x16xf32>
    %268 = sdy.sharding_constraint %267 <@mesh, [{}, {"data"}, {}]> : tensor<4x64x16xf32>
    %269 = stablehlo.add %268, %265 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"data"}, {}]>]>} : tensor<4x64x16xf32>
    %270 = sdy.sharding_constraint %269 <@mesh, [{}, {"data"}, {}]> : tensor<4x64x16xf32>
    %cst_16 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<1.000000e+00> : tensor<f32>
    %271 = sdy.sharding_constraint %cst_16 <@mesh, []> : tensor<f32>
    %272 = stablehlo.broadcast_in_dim %271, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"data"}, {}]>]>} : (tensor<f32>) -> tensor<4x64x16xf32>
    %273 = sdy.sharding_constraint %272 <@mesh, [{}, {"data"}, {}]> : tensor<4x64x16xf32>
    %274 = stablehlo.divide %273, %270 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"data"}, {}]>]>} : tensor<4x64x16xf32>
    %275 = sdy.sharding_constraint %274 <@mesh, [{}, {"data"}, {}]> : tensor<4x64x16xf32>
    %cst_17 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<1.000000e+00> : tensor<f32>
    %276 = sdy.sharding_constraint %cst_17 <@mesh, []> : tensor<f32>
    %277 = stablehlo.broadcast_in_dim %276, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"data"}, {}]>]>} : (tensor<f32>) -> tensor<4x64x16xf32>
    %278 = sdy.sharding_constraint %277 <@mesh, [{}, {"data"}, {}]> : tensor<4x64x16xf32>
    %279 = stablehlo.subtract %278, %275 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"data"}, {}]>]>} : tensor<4x64x16xf32>
    %280 = sdy.sharding_constraint %279 <@mesh, [{}, {"data"}, {}]> : tensor<4x64x16xf32>
    %281 = stablehlo.multiply %275, %280 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"data"}, {}]>]>} : tensor<4x64x16xf32>
    %282 = sdy.sharding_constraint %281 <@mesh, [{}, {"data"}, {}]> : tensor<4x64x16xf32>
    %283 = stablehlo.multiply %261, %275 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"data"}, {}]>]>} : tensor<4x64x16xf32>
    %284 = sdy.sharding_constraint %283 <@mesh, [{}, {"data"}, {}]> : tensor<4x64x16xf32>
    %285 = stablehlo.multiply %259, %284 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"data"}, {}]>]>} : tensor<4x64x16xf32>
    %286 = sdy.sharding_constraint %285 <@mesh, [{}, {"data"}, {}]> : tensor<4x64x16xf32>
    %287 = stablehlo.dot_general %286, %arg3, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"data"}, {}]>]>} : (tensor<4x64x16xf32>, tensor<16x16xf32>) -> tensor<4x64x16xf32>
    %288 = sdy.sharding_constraint %287 <@mesh, [{}, {"data"}, {}]> : tensor<4x64x16xf32>
    %289 = stablehlo.add %arg4, %288 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"data"}, {}]>]>} : tensor<4x64x16xf32>
    %290 = sdy.sharding_constraint %289 <@mesh, [{}, {"data"}, {}]> : tensor<4x64x16xf32>
    %291 = stablehlo.subtract %290, %arg5 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"data"}, {}]>]>} : tensor<4x64x16xf32>
    %292 = sdy.sharding_constraint %291 <@mesh, [{}, {"data"}, {}]> : tensor<4x64x16xf32>
    %293 = stablehlo.multiply %292, %292 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"data"}, {}]>]>} : tensor<4x64x16xf32>
    %294 = sdy.sharding_constraint %293 <@mesh, [{}, {"data"}, {}]> : tensor<4x64x16xf32>
    %cst_18 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<2.000000e+00> : tensor<f32>
    %295 = sdy.sharding_constraint %cst_18 <@mesh, []> : tensor<f32>
    %296 = stablehlo.broadcast_in_dim %295, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"data"}, {}]>]>} : (tensor<f32>) -> tensor<4x64x16xf32>
    %297 = sdy.sharding_constraint %296 <@mesh, [{}, {"data"}, {}]> : tensor<4x64x16xf32>
    %298 = stablehlo.multiply %297, %292 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"data"}, {}]>]>} : tensor<4x64x16xf32>
    %299 = sdy.sharding_constraint %298 <@mesh, [{}, {"data"}, {}]> : tensor<4x64x16xf32>
    %cst_19 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<0.000000e+00> : tensor<f32>
    %300 = sdy.sharding_constraint %cst_19 <@mesh, []> : tensor<f32>
    %301 = stablehlo.reduce(%294 init: %300) applies stablehlo.add across dimensions = [0, 1, 2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} : (tensor<4x64x16xf32>, tensor<f32>) -> tensor<f32>
    %302 = sdy.sharding_constraint %301 <@mesh, []> : tensor<f32>
    %cst_20 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<4.096000e+03> : tensor<f32>
    %303 = sdy.sharding_constraint %cst_20 <@mesh, []> : tensor<f32>
    %304 = stablehlo.divide %302, %303 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} : tensor<f32>
    %305 = sdy.sharding_constraint %304 <@mesh, []> : tensor<f32>
    %cst_21 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<1.000000e+00> : tensor<f32>
    %306 = sdy.sharding_constraint %cst_21 <@mesh, []> : tensor<f32>
    %cst_22 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<4.096000e+03> : tensor<f32>
    %307 = sdy.sharding_constraint %cst_22 <@mesh, []> : tensor<f32>
    %308 = stablehlo.divide %306, %307 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} : tensor<f32>
    %309 = sdy.sharding_constraint %308 <@mesh, []> : tensor<f32>
    %310 = stablehlo.broadcast_in_dim %309, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"data"}, {}]>]>} : (tensor<f32>) -> tensor<4x64x16xf32>
    %311 = sdy.sharding_constraint %310 <@mesh, [{}, {"data"}, {}]> : tensor<4x64x16xf32>
    %312 = stablehlo.multiply %311, %299 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"data"}, {}]>]>} : tensor<4x64x16xf32>
    %313 = sdy.sharding_constraint %312 <@mesh, [{}, {"data"}, {}]> : tensor<4x64x16xf32>
    %314 = stablehlo.dot_general %313, %286, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{?}, {?}]>]>} : (tensor<4x64x16xf32>, tensor<4x64x16xf32>) -> tensor<16x16xf32>
    %315 = sdy.sharding_constraint %314 <@mesh, [{}, {}]> : tensor<16x16xf32>
    %316 = stablehlo.transpose %315, dims = [1, 0] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{?}, {?}]>]>} : (tensor<16x16xf32>) -> tensor<16x16xf32>
    %317 = sdy.sharding_constraint %316 <@mesh, [{}, {}]> : tensor<16x16xf32>
    %318 = stablehlo.dot_general %313, %arg3, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"data"}, {}]>]>} : (tensor<4x64x16xf32>, tensor<16x16xf32>) -> tensor<4x64x16xf32>
    %319 = sdy.sharding_constraint %318 <@mesh, [{}, {"data"}, {}]> : tensor<4x64x16xf32>
    %320 = stablehlo.multiply %259, %319 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"data"}, {}]>]>} : tensor<4x64x16xf32>
    %321 = sdy.sharding_constraint %320 <@mesh, [{}, {"data"}, {}]> : tensor<4x64x16xf32>
    %322 = stablehlo.multiply %319, %284 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"data"}, {}]>]>} : tensor<4x64x16xf32>
    %323 = sdy.sharding_constraint %322 <@mesh, [{}, {"data"}, {}]> : tensor<4x64x16xf32>
    %324 = stablehlo.multiply %261, %321 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"data"}, {}]>]>} : tensor<4x64x16xf32>
    %325 = sdy.sharding_constraint %324 <@mesh, [{}, {"data"}, {}]> : tensor<4x64x16xf32>
    %326 = stablehlo.multiply %321, %275 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"data"}, {}]>]>} : tensor<4x64x16xf32>
    %327 = sdy.sharding_constraint %326 <@mesh, [{}, {"data"}, {}]> : tensor<4x64x16xf32>
    %328 = stablehlo.multiply %325, %282 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"data"}, {}]>]>} : tensor<4x64x16xf32>
    %329 = sdy.sharding_constraint %328 <@mesh, [{}, {"data"}, {}]> : tensor<4x64x16xf32>
    %330 = stablehlo.add %327, %329 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"data"}, {}]>]>} : tensor<4x64x16xf32>
    %331 = sdy.sharding_constraint %330 <@mesh, [{}, {"data"}, {}]> : tensor<4x64x16xf32>
    %332 = stablehlo.dot_general %331, %arg4, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{?}, {?}]>]>} : (tensor<4x64x16xf32>, tensor<4x64x16xf32>) -> tensor<16x16xf32>
    %333 = sdy.sharding_constraint %332 <@mesh, [{}, {}]> : tensor<16x16xf32>
    %334 = stablehlo.transpose %333, dims = [1, 0] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{?}, {?}]>]>} : (tensor<16x16xf32>) -> tensor<16x16xf32>
    %335 = sdy.sharding_constraint %334 <@mesh, [{}, {}]> : tensor<16x16xf32>
    %cst_23 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<0.000000e+00> : tensor<f32>
    %336 = sdy.sharding_constraint %cst_23 <@mesh, []> : tensor<f32>
    %337 = stablehlo.pad %323, %336, low = [0, -1, 0], high = [0, 0, 0], interior = [0, 0, 0] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"data"}, {}]>]>} : (tensor<4x64x16xf32>, tensor<f32>) -> tensor<4x63x16xf32>
    %338 = sdy.sharding_constraint %337 <@mesh, [{}, {"data"}, {}]> : tensor<4x63x16xf32>
    %339 = stablehlo.slice %338 [0:4, 0:63:2, 0:16] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"data"}, {}]>]>} : (tensor<4x63x16xf32>) -> tensor<4x32x16xf32>
    %340 = sdy.sharding_constraint %339 <@mesh, [{}, {"data"}, {}]> : tensor<4x32x16xf32>
    %cst_24 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<0.000000e+00> : tensor<f32>
    %341 = sdy.sharding_constraint %cst_24 <@mesh, []> : tensor<f32>
    %342 = stablehlo.pad %323, %341, low = [0, 0, 0], high = [0, -1, 0], interior = [0, 0, 0] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"data"}, {}]>]>} : (tensor<4x64x16xf32>, tensor<f32>) -> tensor<4x63x16xf32>
    %343 = sdy.sharding_constraint %342 <@mesh, [{}, {"data"}, {}]> : tensor<4x63x16xf32>
    %344 = stablehlo.slice %343 [0:4, 0:63:2, 0:16] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"data"}, {}]>]>} : (tensor<4x63x16xf32>) -> tensor<4x32x16xf32>
    %345 = sdy.sharding_constraint %344 <@mesh, [{}, {"data"}, {}]> : tensor<4x32x16xf32>
    %346 = stablehlo.slice %345 [0:4, 0:1, 0:16] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"data"}, {}]>]>} : (tensor<4x32x16xf32>) -> tensor<4x1x16xf32>
    %347 = sdy.sharding_constraint %346 <@mesh, [{}, {"data"}, {}]> : tensor<4x1x16xf32>
    %348 = stablehlo.slice %345 [0:4, 1:32, 0:16] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"data"}, {}]>]>} : (tensor<4x32x16xf32>) -> tensor<4x31x16xf32>
    %349 = sdy.sharding_constraint %348 <@mesh, [{}, {"data"}, {}]> : tensor<4x31x16xf32>
    %cst_25 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<0.000000e+00> : tensor<f32>
    %350 = sdy.sharding_constraint %cst_25 <@mesh, []> : tensor<f32>
    %351 = stablehlo.pad %347, %350, low = [0, 0, 0], high = [0, 63, 0], interior = [0, 0, 0] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"data"}, {}]>]>} : (tensor<4x1x16xf32>, tensor<f32>) -> tensor<4x64x16xf32>
    %352 = sdy.sharding_constraint %351 <@mesh, [{}, {"data"}, {}]> : tensor<4x64x16xf32>
    %353 = stablehlo.multiply %238, %349 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"data"}, {}]>]>} : tensor<4x31x16xf32>
    %354 = sdy.sharding_constraint %353 <@mesh, [{}, {"data"}, {}]> : tensor<4x31x16xf32>
    %355 = stablehlo.multiply %349, %236 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"data"}, {}]>]>} : tensor<4x31x16xf32>
    %356 = sdy.sharding_constraint %355 <@mesh, [{}, {"data"}, {}]> : tensor<4x31x16xf32>
    %cst_26 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<0.000000e+00> : tensor<f32>
    %357 = sdy.sharding_constraint %cst_26 <@mesh, []> : tensor<f32>
    %358 = stablehlo.pad %349, %357, low = [0, 2, 0], high = [0, 1, 0], interior = [0, 1, 0] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"data"}, {}]>]>} : (tensor<4x31x16xf32>, tensor<f32>) -> tensor<4x64x16xf32>
    %359 = sdy.sharding_constraint %358 <@mesh, [{}, {"data"}, {}]> : tensor<4x64x16xf32>
    %360 = stablehlo.add %352, %359 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"data"}, {}]>]>} : tensor<4x64x16xf32>
    %361 = sdy.sharding_constraint %360 <@mesh, [{}, {"data"}, {}]> : tensor<4x64x16xf32>
    %cst_27 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<0.000000e+00> : tensor<f32>
    %362 = sdy.sharding_constraint %cst_27 <@mesh, []> : tensor<f32>
    %363 = stablehlo.pad %356, %362, low = [0, 2, 0], high = [0, 1, 0], interior = [0, 1, 0] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"data"}, {}]>]>} : (tensor<4x31x16xf32>, tensor<f32>) -> tensor<4x64x16xf32>
    %364 = sdy.sharding_constraint %363 <@mesh, [{}, {"data"}, {}]> : tensor<4x64x16xf32>
    %cst_28 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<0.000000e+00> : tensor<f32>
    %365 = sdy.sharding_constraint %cst_28 <@mesh, []> : tensor<f32>
    %366 = stablehlo.pad %354, %365, low = [0, 0, 0], high = [0, 1, 0], interior = [0, 0, 0] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"data"}, {}]>]>} : (tensor<4x31x16xf32>, tensor<f32>) -> tensor<4x32x16xf32>
    %367 = sdy.sharding_constraint %366 <@mesh, [{}, {"data"}, {}]> : tensor<4x32x16xf32>
    %368 = stablehlo.add %340, %367 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"data"}, {}]>]>} : tensor<4x32x16xf32>
    %369 = sdy.sharding_constraint %368 <@mesh, [{}, {"data"}, {}]> : tensor<4x32x16xf32>
    %cst_29 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<0.000000e+00> : tensor<f32>
    %370 = sdy.sharding_constraint %cst_29 <@mesh, []> : tensor<f32>
    %371 = stablehlo.pad %369, %370, low = [0, -1, 0], high = [0, 0, 0], interior = [0, 0, 0] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"data"}, {}]>]>} : (tensor<4x32x16xf32>, tensor<f32>) -> tensor<4x31x16xf32>
    %372 = sdy.sharding_constraint %371 <@mesh, [{}, {"data"}, {}]> : tensor<4x31x16xf32>
    %373 = stablehlo.slice %372 [0:4, 0:31:2, 0:16] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"data"}, {}]>]>} : (tensor<4x31x16xf32>) -> tensor<4x16x16xf32>
    %374 = sdy.sharding_constraint %373 <@mesh, [{}, {"data"}, {}]> : tensor<4x16x16xf32>
    %cst_30 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<0.000000e+00> : tensor<f32>
    %375 = sdy.sharding_constraint %cst_30 <@mesh, []> : tensor<f32>
    %376 = stablehlo.pad %369, %375, low = [0, 0, 0], high = [0, -1, 0], interior = [0, 0, 0] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"data"}, {}]>]>} : (tensor<4x32x16xf32>, tensor<f32>) -> tensor<4x31x16xf32>
    %377 = sdy.sharding_constraint %376 <@mesh, [{}, {"data"}, {}]> : tensor<4x31x16xf32>
    %378 = stablehlo.slice %377 [0:4, 0:31:2, 0:16] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"data"}, {}]>]>} : (tensor<4x31x16xf32>) -> tensor<4x16x16xf32>
    %379 = sdy.sharding_constraint %378 <@mesh, [{}, {"data"}, {}]> : tensor<4x16x16xf32>
    %380 = stablehlo.slice %379 [0:4, 0:1, 0:16] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"data"}, {}]>]>} : (tensor<4x16x16xf32>) -> tensor<4x1x16xf32>
    %381 = sdy.sharding_constraint %380 <@mesh, [{}, {"data"}, {}]> : tensor<4x1x16xf32>
    %382 = stablehlo.slice %379 [0:4, 1:16, 0:16] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"data"}, {}]>]>} : (tensor<4x16x16xf32>) -> tensor<4x15x16xf32>
    %383 = sdy.sharding_constraint %382 <@mesh, [{}, {"data"}, {}]> : tensor<4x15x16xf32>
    %cst_31 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<0.000000e+00> : tensor<f32>
    %384 = sdy.sharding_constraint %cst_31 <@mesh, []> : tensor<f32>
    %385 = stablehlo.pad %381, %384, low = [0, 0, 0], high = [0, 31, 0], interior = [0, 0, 0] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"data"}, {}]>]>} : (tensor<4x1x16xf32>, tensor<f32>) -> tensor<4x32x16xf32>
    %386 = sdy.sharding_constraint %385 <@mesh, [{}, {"data"}, {}]> : tensor<4x32x16xf32>
    %387 = stablehlo.multiply %213, %383 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"data"}, {}]>]>} : tensor<4x15x16xf32>
    %388 = sdy.sharding_constraint %387 <@mesh, [{}, {"data"}, {}]> : tensor<4x15x16xf32>
    %389 = stablehlo.multiply %383, %211 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"data"}, {}]>]>} : tensor<4x15x16xf32>
    %390 = sdy.sharding_constraint %389 <@mesh, [{}, {"data"}, {}]> : tensor<4x15x16xf32>
    %cst_32 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<0.000000e+00> : tensor<f32>
    %391 = sdy.sharding_constraint %cst_32 <@mesh, []> : tensor<f32>
    %392 = stablehlo.pad %383, %391, low = [0, 2, 0], high = [0, 1, 0], interior = [0, 1, 0] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"data"}, {}]>]>} : (tensor<4x15x16xf32>, tensor<f32>) -> tensor<4x32x16xf32>
    %393 = sdy.sharding_constraint %392 <@mesh, [{}, {"data"}, {}]> : tensor<4x32x16xf32>
    %394 = stablehlo.add %386, %393 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"data"}, {}]>]>} : tensor<4x32x16xf32>
    %395 = sdy.sharding_constraint %394 <@mesh, [{}, {"data"}, {}]> : tensor<4x32x16xf32>
    %cst_33 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<0.000000e+00> : tensor<f32>
    %396 = sdy.sharding_constraint %cst_33 <@mesh, []> : tensor<f32>
    %397 = stablehlo.pad %390, %396, low = [0, 2, 0], high = [0, 1, 0], interior = [0, 1, 0] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"data"}, {}]>]>} : (tensor<4x15x16xf32>, tensor<f32>) -> tensor<4x32x16xf32>
    %398 = sdy.sharding_constraint %397 <@mesh, [{}, {"data"}, {}]> : tensor<4x32x16xf32>
    %cst_34 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<0.000000e+00> : tensor<f32>
    %399 = sdy.sharding_constraint %cst_34 <@mesh, []> : tensor<f32>
    %400 = stablehlo.pad %388, %399, low = [0, 0, 0], high = [0, 1, 0], interior = [0, 0, 0] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"data"}, {}]>]>} : (tensor<4x15x16xf32>, tensor<f32>) -> tensor<4x16x16xf32>
    %401 = sdy.sharding_constraint %400 <@mesh, [{}, {"data"}, {}]> : tensor<4x16x16xf32>
    %402 = stablehlo.add %374, %401 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"data"}, {}]>]>} : tensor<4x16x16xf32>
    %403 = sdy.sharding_constraint %402 <@mesh, [{}, {"data"}, {}]> : tensor<4x16x16xf32>
    %cst_35 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<0.000000e+00> : tensor<f32>
    %404 = sdy.sharding_constraint %cst_35 <@mesh, []> : tensor<f32>
    %405 = stablehlo.pad %403, %404, low = [0, -1, 0], high = [0, 0, 0], interior = [0, 0, 0] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"data"}, {}]>]>} : (tensor<4x16x16xf32>, tensor<f32>) -> tensor<4x15x16xf32>
    %406 = sdy.sharding_constraint %405 <@mesh, [{}, {"data"}, {}]> : tensor<4x15x16xf32>
    %407 = stablehlo.slice %406 [0:4, 0:15:2, 0:16] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"data"}, {}]>]>} : (tensor<4x15x16xf32>) -> tensor<4x8x16xf32>
    %408 = sdy.sharding_constraint %407 <@mesh, [{}, {"data"}, {}]> : tensor<4x8x16xf32>
    %cst_36 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<0.000000e+00> : tensor<f32>
    %409 = sdy.sharding_constraint %cst_36 <@mesh, []> : tensor<f32>
    %410 = stablehlo.pad %403, %409, low = [0, 0, 0], high = [0, -1, 0], interior = [0, 0, 0] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"data"}, {}]>]>} : (tensor<4x16x16xf32>, tensor<f32>) -> tensor<4x15x16xf32>
    %411 = sdy.sharding_constraint %410 <@mesh, [{}, {"data"}, {}]> : tensor<4x15x16xf32>
    %412 = stablehlo.slice %411 [0:4, 0:15:2, 0:16] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"data"}, {}]>]>} : (tensor<4x15x16xf32>) -> tensor<4x8x16xf32>
    %413 = sdy.sharding_constraint %412 <@mesh, [{}, {"data"}, {}]> : tensor<4x8x16xf32>
    %414 = stablehlo.slice %413 [0:4, 0:1, 0:16] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"data"}, {}]>]>} : (tensor<4x8x16xf32>) -> tensor<4x1x16xf32>
    %415 = sdy.sharding_constraint %414 <@mesh, [{}, {"data"}, {}]> : tensor<4x1x16xf32>
    %416 = stablehlo.slice %413 [0:4, 1:8, 0:16] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"data"}, {}]>]>} : (tensor<4x8x16xf32>) -> tensor<4x7x16xf32>
    %417 = sdy.sharding_constraint %416 <@mesh, [{}, {"data"}, {}]> : tensor<4x7x16xf32>
    %cst_37 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<0.000000e+00> : tensor<f32>
    %418 = sdy.sharding_constraint %cst_37 <@mesh, []> : tensor<f32>
    %419 = stablehlo.pad %415, %418, low = [0, 0, 0], high = [0, 15, 0], interior = [0, 0, 0] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"data"}, {}]>]>} : (tensor<4x1x16xf32>, tensor<f32>) -> tensor<4x16x16xf32>
    %420 = sdy.sharding_constraint %419 <@mesh, [{}, {"data"}, {}]> : tensor<4x16x16xf32>
    %421 = stablehlo.multiply %188, %417 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"data"}, {}]>]>} : tensor<4x7x16xf32>
    %422 = sdy.sharding_constraint %421 <@mesh, [{}, {"data"}, {}]> : tensor<4x7x16xf32>
    %423 = stablehlo.multiply %417, %186 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"data"}, {}]>]>} : tensor<4x7x16xf32>
    %424 = sdy.sharding_constraint %423 <@mesh, [{}, {"data"}, {}]> : tensor<4x7x16xf32>
    %cst_38 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<0.000000e+00> : tensor<f32>
    %425 = sdy.sharding_constraint %cst_38 <@mesh, []> : tensor<f32>
    %426 = stablehlo.pad %417, %425, low = [0, 2, 0], high = [0, 1, 0], interior = [0, 1, 0] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"data"}, {}]>]>} : (tensor<4x7x16xf32>, tensor<f32>) -> tensor<4x16x16xf32>
    %427 = sdy.sharding_constraint %426 <@mesh, [{}, {"data"}, {}]> : tensor<4x16x16xf32>
    %428 = stablehlo.add %420, %427 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"data"}, {}]>]>} : tensor<4x16x16xf32>
    %429 = sdy.sharding_constraint %428 <@mesh, [{}, {"data"}, {}]> : tensor<4x16x16xf32>
    %cst_39 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<0.000000e+00> : tensor<f32>
    %430 = sdy.sharding_constraint %cst_39 <@mesh, []> : tensor<f32>
    %431 = stablehlo.pad %424, %430, low = [0, 2, 0], high = [0, 1, 0], interior = [0, 1, 0] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"data"}, {}]>]>} : (tensor<4x7x16xf32>, tensor<f32>) -> tensor<4x16x16xf32>
    %432 = sdy.sharding_constraint %431 <@mesh, [{}, {"data"}, {}]> : tensor<4x16x16xf32>
    %cst_40 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<0.000000e+00> : tensor<f32>
    %433 = sdy.sharding_constraint %cst_40 <@mesh, []> : tensor<f32>
    %434 = stablehlo.pad %422, %433, low = [0, 0, 0], high = [0, 1, 0], interior = [0, 0, 0] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"data"}, {}]>]>} : (tensor<4x7x16xf32>, tensor<f32>) -> tensor<4x8x16xf32>
    %435 = sdy.sharding_constraint %434 <@mesh, [{}, {"data"}, {}]> : tensor<4x8x16xf32>
    %436 = stablehlo.add %408, %435 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"data"}, {}]>]>} : tensor<4x8x16xf32>
    %437 = sdy.sharding_constraint %436 <@mesh, [{}, {"data"}, {}]> : tensor<4x8x16xf32>
    %cst_41 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<0.000000e+00> : tensor<f32>
    %438 = sdy.sharding_constraint %cst_41 <@mesh, []> : tensor<f32>
    %439 = stablehlo.pad %437, %438, low = [0, -1, 0], high = [0, 0, 0], interior = [0, 0, 0] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"data"}, {}]>]>} : (tensor<4x8x16xf32>, tensor<f32>) -> tensor<4x7x16xf32>
    %440 = sdy.sharding_constraint %439 <@mesh, [{}, {"data"}, {}]> : tensor<4x7x16xf32>
    %441 = stablehlo.slice %440 [0:4, 0:7:2, 0:16] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"data"}, {}]>]>} : (tensor<4x7x16xf32>) -> tensor<4x4x16xf32>
    %442 = sdy.sharding_constraint %441 <@mesh, [{}, {"data"}, {}]> : tensor<4x4x16xf32>
    %cst_42 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<0.000000e+00> : tensor<f32>
    %443 = sdy.sharding_constraint %cst_42 <@mesh, []> : tensor<f32>
    %444 = stablehlo.pad %437, %443, low = [0, 0, 0], high = [0, -1, 0], interior = [0, 0, 0] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"data"}, {}]>]>} : (tensor<4x8x16xf32>, tensor<f32>) -> tensor<4x7x16xf32>
    %445 = sdy.sharding_constraint %444 <@mesh, [{}, {"data"}, {}]> : tensor<4x7x16xf32>
    %446 = stablehlo.slice %445 [0:4, 0:7:2, 0:16] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"data"}, {}]>]>} : (tensor<4x7x16xf32>) -> tensor<4x4x16xf32>
    %447 = sdy.sharding_constraint %446 <@mesh, [{}, {"data"}, {}]> : tensor<4x4x16xf32>
    %448 = stablehlo.slice %447 [0:4, 0:1, 0:16] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"data"}, {}]>]>} : (tensor<4x4x16xf32>) -> tensor<4x1x16xf32>
    %449 = sdy.sharding_constraint %448 <@mesh, [{}, {"data"}, {}]> : tensor<4x1x16xf32>
    %450 = stablehlo.slice %447 [0:4, 1:4, 0:16] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"data"}, {}]>]>} : (tensor<4x4x16xf32>) -> tensor<4x3x16xf32>
    %451 = sdy.sharding_constraint %450 <@mesh, [{}, {"data"}, {}]> : tensor<4x3x16xf32>
    %cst_43 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<0.000000e+00> : tensor<f32>
    %452 = sdy.sharding_constraint %cst_43 <@mesh, []> : tensor<f32>
    %453 = stablehlo.pad %449, %452, low = [0, 0, 0], high = [0, 7, 0], interior = [0, 0, 0] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"data"}, {}]>]>} : (tensor<4x1x16xf32>, tensor<f32>) -> tensor<4x8x16xf32>
    %454 = sdy.sharding_constraint %453 <@mesh, [{}, {"data"}, {}]> : tensor<4x8x16xf32>
    %455 = stablehlo.multiply %163, %451 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"data"}, {}]>]>} : tensor<4x3x16xf32>
    %456 = sdy.sharding_constraint %455 <@mesh, [{}, {"data"}, {}]> : tensor<4x3x16xf32>
    %457 = stablehlo.multiply %451, %161 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"data"}, {}]>]>} : tensor<4x3x16xf32>
    %458 = sdy.sharding_constraint %457 <@mesh, [{}, {"data"}, {}]> : tensor<4x3x16xf32>
    %cst_44 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<0.000000e+00> : tensor<f32>
    %459 = sdy.sharding_constraint %cst_44 <@mesh, []> : tensor<f32>
    %460 = stablehlo.pad %451, %459, low = [0, 2, 0], high = [0, 1, 0], interior = [0, 1, 0] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"data"}, {}]>]>} : (tensor<4x3x16xf32>, tensor<f32>) -> tensor<4x8x16xf32>
    %461 = sdy.sharding_constraint %460 <@mesh, [{}, {"data"}, {}]> : tensor<4x8x16xf32>
    %462 = stablehlo.add %454, %461 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"data"}, {}]>]>} : tensor<4x8x16xf32>
    %463 = sdy.sharding_constraint %462 <@mesh, [{}, {"data"}, {}]> : tensor<4x8x16xf32>
    %cst_45 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<0.000000e+00> : tensor<f32>
    %464 = sdy.sharding_constraint %cst_45 <@mesh, []> : tensor<f32>
    %465 = stablehlo.pad %458, %464, low = [0, 2, 0], high = [0, 1, 0], interior = [0, 1, 0] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"data"}, {}]>]>} : (tensor<4x3x16xf32>, tensor<f32>) -> tensor<4x8x16xf32>
    %466 = sdy.sharding_constraint %465 <@mesh, [{}, {"data"}, {}]> : tensor<4x8x16xf32>
    %cst_46 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<0.000000e+00> : tensor<f32>
    %467 = sdy.sharding_constraint %cst_46 <@mesh, []> : tensor<f32>
    %468 = stablehlo.pad %456, %467, low = [0, 0, 0], high = [0, 1, 0], interior = [0, 0, 0] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"data"}, {}]>]>} : (tensor<4x3x16xf32>, tensor<f32>) -> tensor<4x4x16xf32>
    %469 = sdy.sharding_constraint %468 <@mesh, [{}, {"data"}, {}]> : tensor<4x4x16xf32>
    %470 = stablehlo.add %442, %469 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"data"}, {}]>]>} : tensor<4x4x16xf32>
    %471 = sdy.sharding_constraint %470 <@mesh, [{}, {"data"}, {}]> : tensor<4x4x16xf32>
    %cst_47 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<0.000000e+00> : tensor<f32>
    %472 = sdy.sharding_constraint %cst_47 <@mesh, []> : tensor<f32>
    %473 = stablehlo.pad %471, %472, low = [0, -1, 0], high = [0, 0, 0], interior = [0, 0, 0] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"data"}, {}]>]>} : (tensor<4x4x16xf32>, tensor<f32>) -> tensor<4x3x16xf32>
    %474 = sdy.sharding_constraint %473 <@mesh, [{}, {"data"}, {}]> : tensor<4x3x16xf32>
    %475 = stablehlo.slice %474 [0:4, 0:3:2, 0:16] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"data"}, {}]>]>} : (tensor<4x3x16xf32>) -> tensor<4x2x16xf32>
    %476 = sdy.sharding_constraint %475 <@mesh, [{}, {"data"}, {}]> : tensor<4x2x16xf32>
    %cst_48 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<0.000000e+00> : tensor<f32>
    %477 = sdy.sharding_constraint %cst_48 <@mesh, []> : tensor<f32>
    %478 = stablehlo.pad %471, %477, low = [0, 0, 0], high = [0, -1, 0], interior = [0, 0, 0] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"data"}, {}]>]>} : (tensor<4x4x16xf32>, tensor<f32>) -> tensor<4x3x16xf32>
    %479 = sdy.sharding_constraint %478 <@mesh, [{}, {"data"}, {}]> : tensor<4x3x16xf32>
    %480 = stablehlo.slice %479 [0:4, 0:3:2, 0:16] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"data"}, {}]>]>} : (tensor<4x3x16xf32>) -> tensor<4x2x16xf32>
    %481 = sdy.sharding_constraint %480 <@mesh, [{}, {"data"}, {}]> : tensor<4x2x16xf32>
    %482 = stablehlo.slice %481 [0:4, 0:1, 0:16] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"data"}, {}]>]>} : (tensor<4x2x16xf32>) -> tensor<4x1x16xf32>
    %483 = sdy.sharding_constraint %482 <@mesh, [{}, {"data"}, {}]> : tensor<4x1x16xf32>
    %484 = stablehlo.slice %481 [0:4, 1:2, 0:16] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"data"}, {}]>]>} : (tensor<4x2x16xf32>) -> tensor<4x1x16xf32>
    %485 = sdy.sharding_constraint %484 <@mesh, [{}, {"data"}, {}]> : tensor<4x1x16xf32>
    %cst_49 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<0.000000e+00> : tensor<f32>
    %486 = sdy.sharding_constraint %cst_49 <@mesh, []> : tensor<f32>
    %487 = stablehlo.pad %483, %486, low = [0, 0, 0], high = [0, 3, 0], interior = [0, 0, 0] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"data"}, {}]>]>} : (tensor<4x1x16xf32>, tensor<f32>) -> tensor<4x4x16xf32>
    %488 = sdy.sharding_constraint %487 <@mesh, [{}, {"data"}, {}]> : tensor<4x4x16xf32>
    %489 = stablehlo.multiply %138, %485 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"data"}, {}]>]>} : tensor<4x1x16xf32>
    %490 = sdy.sharding_constraint %489 <@mesh, [{}, {"data"}, {}]> : tensor<4x1x16xf32>
    %491 = stablehlo.multiply %485, %136 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"data"}, {}]>]>} : tensor<4x1x16xf32>
    %492 = sdy.sharding_constraint %491 <@mesh, [{}, {"data"}, {}]> : tensor<4x1x16xf32>
    %cst_50 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<0.000000e+00> : tensor<f32>
    %493 = sdy.sharding_constraint %cst_50 <@mesh, []> : tensor<f32>
    %494 = stablehlo.pad %485, %493, low = [0, 2, 0], high = [0, 1, 0], interior = [0, 1, 0] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"data"}, {}]>]>} : (tensor<4x1x16xf32>, tensor<f32>) -> tensor<4x4x16xf32>
    %495 = sdy.sharding_constraint %494 <@mesh, [{}, {"data"}, {}]> : tensor<4x4x16xf32>
    %496 = stablehlo.add %488, %495 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"data"}, {}]>]>} : tensor<4x4x16xf32>
    %497 = sdy.sharding_constraint %496 <@mesh, [{}, {"data"}, {}]> : tensor<4x4x16xf32>
    %cst_51 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<0.000000e+00> : tensor<f32>
    %498 = sdy.sharding_constraint %cst_51 <@mesh, []> : tensor<f32>
    %499 = stablehlo.pad %492, %498, low = [0, 2, 0], high = [0, 1, 0], interior = [0, 1, 0] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"data"}, {}]>]>} : (tensor<4x1x16xf32>, tensor<f32>) -> tensor<4x4x16xf32>
    %500 = sdy.sharding_constraint %499 <@mesh, [{}, {"data"}, {}]> : tensor<4x4x16xf32>
    %cst_52 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<0.000000e+00> : tensor<f32>
    %501 = sdy.sharding_constraint %cst_52 <@mesh, []> : tensor<f32>
    %502 = stablehlo.pad %490, %501, low = [0, 0, 0], high = [0, 1, 0], interior = [0, 0, 0] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"data"}, {}]>]>} : (tensor<4x1x16xf32>, tensor<f32>) -> tensor<4x2x16xf32>
    %503 = sdy.sharding_constraint %502 <@mesh, [{}, {"data"}, {}]> : tensor<4x2x16xf32>
    %504 = stablehlo.add %476, %503 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"data"}, {}]>]>} : tensor<4x2x16xf32>
    %505 = sdy.sharding_constraint %504 <@mesh, [{}, {"data"}, {}]> : tensor<4x2x16xf32>
    %cst_53 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<0.000000e+00> : tensor<f32>
    %506 = sdy.sharding_constraint %cst_53 <@mesh, []> : tensor<f32>
    %507 = stablehlo.pad %505, %506, low = [0, -1, 0], high = [0, 0, 0], interior = [0, 0, 0] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"data"}, {}]>]>} : (tensor<4x2x16xf32>, tensor<f32>) -> tensor<4x1x16xf32>
    %508 = sdy.sharding_constraint %507 <@mesh, [{}, {"data"}, {}]> : tensor<4x1x16xf32>
    %509 = stablehlo.slice %508 [0:4, 0:1:2, 0:16] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"data"}, {}]>]>} : (tensor<4x1x16xf32>) -> tensor<4x1x16xf32>
    %510 = sdy.sharding_constraint %509 <@mesh, [{}, {"data"}, {}]> : tensor<4x1x16xf32>
    %cst_54 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<0.000000e+00> : tensor<f32>
    %511 = sdy.sharding_constraint %cst_54 <@mesh, []> : tensor<f32>
    %512 = stablehlo.pad %505, %511, low = [0, 0, 0], high = [0, -1, 0], interior = [0, 0, 0] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"data"}, {}]>]>} : (tensor<4x2x16xf32>, tensor<f32>) -> tensor<4x1x16xf32>
    %513 = sdy.sharding_constraint %512 <@mesh, [{}, {"data"}, {}]> : tensor<4x1x16xf32>
    %514 = stablehlo.slice %513 [0:4, 0:1:2, 0:16] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"data"}, {}]>]>} : (tensor<4x1x16xf32>) -> tensor<4x1x16xf32>
    %515 = sdy.sharding_constraint %514 <@mesh, [{}, {"data"}, {}]> : tensor<4x1x16xf32>
    %516 = stablehlo.slice %515 [0:4, 0:1, 0:16] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"data"}, {}]>]>} : (tensor<4x1x16xf32>) -> tensor<4x1x16xf32>
    %517 = sdy.sharding_constraint %516 <@mesh, [{}, {"data"}, {}]> : tensor<4x1x16xf32>
    %518 = stablehlo.slice %515 [0:4, 1:1, 0:16] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"data"}, {}]>]>} : (tensor<4x1x16xf32>) -> tensor<4x0x16xf32>
    %519 = sdy.sharding_constraint %518 <@mesh, [{}, {"data"}, {}]> : tensor<4x0x16xf32>
    %cst_55 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<0.000000e+00> : tensor<f32>
    %520 = sdy.sharding_constraint %cst_55 <@mesh, []> : tensor<f32>
    %521 = stablehlo.pad %517, %520, low = [0, 0, 0], high = [0, 1, 0], interior = [0, 0, 0] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"data"}, {}]>]>} : (tensor<4x1x16xf32>, tensor<f32>) -> tensor<4x2x16xf32>
    %522 = sdy.sharding_constraint %521 <@mesh, [{}, {"data"}, {}]> : tensor<4x2x16xf32>
    %523 = stablehlo.multiply %113, %519 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"data"}, {}]>]>} : tensor<4x0x16xf32>
    %524 = sdy.sharding_constraint %523 <@mesh, [{}, {"data"}, {}]> : tensor<4x0x16xf32>
    %525 = stablehlo.multiply %519, %111 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"data"}, {}]>]>} : tensor<4x0x16xf32>
    %526 = sdy.sharding_constraint %525 <@mesh, [{}, {"data"}, {}]> : tensor<4x0x16xf32>
    %cst_56 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<0.000000e+00> : tensor<f32>
    %527 = sdy.sharding_constraint %cst_56 <@mesh, []> : tensor<f32>
    %528 = stablehlo.pad %519, %527, low = [0, 2, 0], high = [0, 0, 0], interior = [0, 1, 0] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"data"}, {}]>]>} : (tensor<4x0x16xf32>, tensor<f32>) -> tensor<4x2x16xf32>
    %529 = sdy.sharding_constraint %528 <@mesh, [{}, {"data"}, {}]> : tensor<4x2x16xf32>
    %530 = stablehlo.add %522, %529 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"data"}, {}]>]>} : tensor<4x2x16xf32>
    %531 = sdy.sharding_constraint %530 <@mesh, [{}, {"data"}, {}]> : tensor<4x2x16xf32>
    %cst_57 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<0.000000e+00> : tensor<f32>
    %532 = sdy.sharding_constraint %cst_57 <@mesh, []> : tensor<f32>
    %533 = stablehlo.pad %526, %532, low = [0, 2, 0], high = [0, 0, 0], interior = [0, 1, 0] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"data"}, {}]>]>} : (tensor<4x0x16xf32>, tensor<f32>) -> tensor<4x2x16xf32>
    %534 = sdy.sharding_constraint %533 <@mesh, [{}, {"data"}, {}]> : tensor<4x2x16xf32>
    %cst_58 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<0.000000e+00> : tensor<f32>
    %535 = sdy.sharding_constraint %cst_58 <@mesh, []> : tensor<f32>
    %536 = stablehlo.pad %524, %535, low = [0, 0, 0], high = [0, 1, 0], interior = [0, 0, 0] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"data"}, {}]>]>} : (tensor<4x0x16xf32>, tensor<f32>) -> tensor<4x1x16xf32>
    %537 = sdy.sharding_constraint %536 <@mesh, [{}, {"data"}, {}]> : tensor<4x1x16xf32>
    %538 = stablehlo.add %510, %537 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"data"}, {}]>]>} : tensor<4x1x16xf32>
    %539 = sdy.sharding_constraint %538 <@mesh, [{}, {"data"}, {}]> : tensor<4x1x16xf32>
    %540 = stablehlo.multiply %103, %539 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"data"}, {}]>]>} : tensor<4x1x16xf32>
    %541 = sdy.sharding_constraint %540 <@mesh, [{}, {"data"}, {}]> : tensor<4x1x16xf32>
    %542 = stablehlo.multiply %539, %101 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"data"}, {}]>]>} : tensor<4x1x16xf32>
    %543 = sdy.sharding_constraint %542 <@mesh, [{}, {"data"}, {}]> : tensor<4x1x16xf32>
    %cst_59 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<0.000000e+00> : tensor<f32>
    %544 = sdy.sharding_constraint %cst_59 <@mesh, []> : tensor<f32>
    %545 = stablehlo.pad %539, %544, low = [0, 1, 0], high = [0, 0, 0], interior = [0, 1, 0] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"data"}, {}]>]>} : (tensor<4x1x16xf32>, tensor<f32>) -> tensor<4x2x16xf32>
    %546 = sdy.sharding_constraint %545 <@mesh, [{}, {"data"}, {}]> : tensor<4x2x16xf32>
    %547 = stablehlo.add %531, %546 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"data"}, {}]>]>} : tensor<4x2x16xf32>
    %548 = sdy.sharding_constraint %547 <@mesh, [{}, {"data"}, {}]> : tensor<4x2x16xf32>
    %cst_60 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<0.000000e+00> : tensor<f32>
    %549 = sdy.sharding_constraint %cst_60 <@mesh, []> : tensor<f32>
    %550 = stablehlo.pad %543, %549, low = [0, 1, 0], high = [0, 0, 0], interior = [0, 1, 0] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"data"}, {}]>]>} : (tensor<4x1x16xf32>, tensor<f32>) -> tensor<4x2x16xf32>
    %551 = sdy.sharding_constraint %550 <@mesh, [{}, {"data"}, {}]> : tensor<4x2x16xf32>
    %552 = stablehlo.add %534, %551 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"data"}, {}]>]>} : tensor<4x2x16xf32>
    %553 = sdy.sharding_constraint %552 <@mesh, [{}, {"data"}, {}]> : tensor<4x2x16xf32>
    %cst_61 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<0.000000e+00> : tensor<f32>
    %554 = sdy.sharding_constraint %cst_61 <@mesh, []> : tensor<f32>
    %555 = stablehlo.pad %541, %554, low = [0, 0, 0], high = [0, 1, 0], interior = [0, 1, 0] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"data"}, {}]>]>} : (tensor<4x1x16xf32>, tensor<f32>) -> tensor<4x2x16xf32>
    %556 = sdy.sharding_constraint %555 <@mesh, [{}, {"data"}, {}]> : tensor<4x2x16xf32>
    %557 = stablehlo.add %548, %556 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"data"}, {}]>]>} : tensor<4x2x16xf32>
    %558 = sdy.sharding_constraint %557 <@mesh, [{}, {"data"}, {}]> : tensor<4x2x16xf32>
    %559 = stablehlo.multiply %91, %558 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"data"}, {}]>]>} : tensor<4x2x16xf32>
    %560 = sdy.sharding_constraint %559 <@mesh, [{}, {"data"}, {}]> : tensor<4x2x16xf32>
    %561 = stablehlo.multiply %558, %89 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"data"}, {}]>]>} : tensor<4x2x16xf32>
    %562 = sdy.sharding_constraint %561 <@mesh, [{}, {"data"}, {}]> : tensor<4x2x16xf32>
    %563 = stablehlo.multiply %87, %553 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"data"}, {}]>]>} : tensor<4x2x16xf32>
    %564 = sdy.sharding_constraint %563 <@mesh, [{}, {"data"}, {}]> : tensor<4x2x16xf32>
    %565 = stablehlo.add %562, %564 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"data"}, {}]>]>} : tensor<4x2x16xf32>
    %566 = sdy.sharding_constraint %565 <@mesh, [{}, {"data"}, {}]> : tensor<4x2x16xf32>
    %567 = stablehlo.multiply %553, %91 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"data"}, {}]>]>} : tensor<4x2x16xf32>
    %568 = sdy.sharding_constraint %567 <@mesh, [{}, {"data"}, {}]> : tensor<4x2x16xf32>
    %cst_62 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<0.000000e+00> : tensor<f32>
    %569 = sdy.sharding_constraint %cst_62 <@mesh, []> : tensor<f32>
    %570 = stablehlo.pad %558, %569, low = [0, 1, 0], high = [0, 0, 0], interior = [0, 1, 0] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"data"}, {}]>]>} : (tensor<4x2x16xf32>, tensor<f32>) -> tensor<4x4x16xf32>
    %571 = sdy.sharding_constraint %570 <@mesh, [{}, {"data"}, {}]> : tensor<4x4x16xf32>
    %572 = stablehlo.add %497, %571 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"data"}, {}]>]>} : tensor<4x4x16xf32>
    %573 = sdy.sharding_constraint %572 <@mesh, [{}, {"data"}, {}]> : tensor<4x4x16xf32>
    %cst_63 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<0.000000e+00> : tensor<f32>
    %574 = sdy.sharding_constraint %cst_63 <@mesh, []> : tensor<f32>
    %575 = stablehlo.pad %566, %574, low = [0, 1, 0], high = [0, 0, 0], interior = [0, 1, 0] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"data"}, {}]>]>} : (tensor<4x2x16xf32>, tensor<f32>) -> tensor<4x4x16xf32>
    %576 = sdy.sharding_constraint %575 <@mesh, [{}, {"data"}, {}]> : tensor<4x4x16xf32>
    %577 = stablehlo.add %500, %576 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"data"}, {}]>]>} : tensor<4x4x16xf32>
    %578 = sdy.sharding_constraint %577 <@mesh, [{}, {"data"}, {}]> : tensor<4x4x16xf32>
    %cst_64 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<0.000000e+00> : tensor<f32>
    %579 = sdy.sharding_constraint %cst_64 <@mesh, []> : tensor<f32>
    %580 = stablehlo.pad %560, %579, low = [0, 0, 0], high = [0, 1, 0], interior = [0, 1, 0] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"data"}, {}]>]>} : (tensor<4x2x16xf32>, tensor<f32>) -> tensor<4x4x16xf32>
    %581 = sdy.sharding_constraint %580 <@mesh, [{}, {"data"}, {}]> : tensor<4x4x16xf32>
    %582 = stablehlo.add %573, %581 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"data"}, {}]>]>} : tensor<4x4x16xf32>
    %583 = sdy.sharding_constraint %582 <@mesh, [{}, {"data"}, {}]> : tensor<4x4x16xf32>
    %cst_65 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<0.000000e+00> : tensor<f32>
    %584 = sdy.sharding_constraint %cst_65 <@mesh, []> : tensor<f32>
    %585 = stablehlo.pad %568, %584, low = [0, 0, 0], high = [0, 1, 0], interior = [0, 1, 0] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"data"}, {}]>]>} : (tensor<4x2x16xf32>, tensor<f32>) -> tensor<4x4x16xf32>
    %586 = sdy.sharding_constraint %585 <@mesh, [{}, {"data"}, {}]> : tensor<4x4x16xf32>
    %587 = stablehlo.add %578, %586 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"data"}, {}]>]>} : tensor<4x4x16xf32>
    %588 = sdy.sharding_constraint %587 <@mesh, [{}, {"data"}, {}]> : tensor<4x4x16xf32>
    %589 = stablehlo.multiply %77, %583 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"data"}, {}]>]>} : tensor<4x4x16xf32>
    %590 = sdy.sharding_constraint %589 <@mesh, [{}, {"data"}, {}]> : tensor<4x4x16xf32>
    %591 = stablehlo.multiply %583, %75 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"data"}, {}]>]>} : tensor<4x4x16xf32>
    %592 = sdy.sharding_constraint %591 <@mesh, [{}, {"data"}, {}]> : tensor<4x4x16xf32>
    %593 = stablehlo.multiply %73, %588 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"data"}, {}]>]>} : tensor<4x4x16xf32>
    %594 = sdy.sharding_constraint %593 <@mesh, [{}, {"data"}, {}]> : tensor<4x4x16xf32>
    %595 = stablehlo.add %592, %594 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"data"}, {}]>]>} : tensor<4x4x16xf32>
    %596 = sdy.sharding_constraint %595 <@mesh, [{}, {"data"}, {}]> : tensor<4x4x16xf32>
    %597 = stablehlo.multiply %588, %77 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"data"}, {}]>]>} : tensor<4x4x16xf32>
    %598 = sdy.sharding_constraint %597 <@mesh, [{}, {"data"}, {}]> : tensor<4x4x16xf32>
    %cst_66 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<0.000000e+00> : tensor<f32>
    %599 = sdy.sharding_constraint %cst_66 <@mesh, []> : tensor<f32>
    %600 = stablehlo.pad %583, %599, low = [0, 1, 0], high = [0, 0, 0], interior = [0, 1, 0] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"data"}, {}]>]>} : (tensor<4x4x16xf32>, tensor<f32>) -> tensor<4x8x16xf32>
    %601 = sdy.sharding_constraint %600 <@mesh, [{}, {"data"}, {}]> : tensor<4x8x16xf32>
    %602 = stablehlo.add %463, %601 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"data"}, {}]>]>} : tensor<4x8x16xf32>
    %603 = sdy.sharding_constraint %602 <@mesh, [{}, {"data"}, {}]> : tensor<4x8x16xf32>
    %cst_67 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<0.000000e+00> : tensor<f32>
    %604 = sdy.sharding_constraint %cst_67 <@mesh, []> : tensor<f32>
    %605 = stablehlo.pad %596, %604, low = [0, 1, 0], high = [0, 0, 0], interior = [0, 1, 0] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"data"}, {}]>]>} : (tensor<4x4x16xf32>, tensor<f32>) -> tensor<4x8x16xf32>
    %606 = sdy.sharding_constraint %605 <@mesh, [{}, {"data"}, {}]> : tensor<4x8x16xf32>
    %607 = stablehlo.add %466, %606 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"data"}, {}]>]>} : tensor<4x8x16xf32>
    %608 = sdy.sharding_constraint %607 <@mesh, [{}, {"data"}, {}]> : tensor<4x8x16xf32>
    %cst_68 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<0.000000e+00> : tensor<f32>
    %609 = sdy.sharding_constraint %cst_68 <@mesh, []> : tensor<f32>
    %610 = stablehlo.pad %590, %609, low = [0, 0, 0], high = [0, 1, 0], interior = [0, 1, 0] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"data"}, {}]>]>} : (tensor<4x4x16xf32>, tensor<f32>) -> tensor<4x8x16xf32>
    %611 = sdy.sharding_constraint %610 <@mesh, [{}, {"data"}, {}]> : tensor<4x8x16xf32>
    %612 = stablehlo.add %603, %611 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"data"}, {}]>]>} : tensor<4x8x16xf32>
    %613 = sdy.sharding_constraint %612 <@mesh, [{}, {"data"}, {}]> : tensor<4x8x16xf32>
    %cst_69 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<0.000000e+00> : tensor<f32>
    %614 = sdy.sharding_constraint %cst_69 <@mesh, []> : tensor<f32>
    %615 = stablehlo.pad %598, %614, low = [0, 0, 0], high = [0, 1, 0], interior = [0, 1, 0] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"data"}, {}]>]>} : (tensor<4x4x16xf32>, tensor<f32>) -> tensor<4x8x16xf32>
    %616 = sdy.sharding_constraint %615 <@mesh, [{}, {"data"}, {}]> : tensor<4x8x16xf32>
    %617 = stablehlo.add %608, %616 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"data"}, {}]>]>} : tensor<4x8x16xf32>
    %618 = sdy.sharding_constraint %617 <@mesh, [{}, {"data"}, {}]> : tensor<4x8x16xf32>
    %619 = stablehlo.multiply %63, %613 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"data"}, {}]>]>} : tensor<4x8x16xf32>
    %620 = sdy.sharding_constraint %619 <@mesh, [{}, {"data"}, {}]> : tensor<4x8x16xf32>
    %621 = stablehlo.multiply %613, %61 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"data"}, {}]>]>} : tensor<4x8x16xf32>
    %622 = sdy.sharding_constraint %621 <@mesh, [{}, {"data"}, {}]> : tensor<4x8x16xf32>
    %623 = stablehlo.multiply %59, %618 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"data"}, {}]>]>} : tensor<4x8x16xf32>
    %624 = sdy.sharding_constraint %623 <@mesh, [{}, {"data"}, {}]> : tensor<4x8x16xf32>
    %625 = stablehlo.add %622, %624 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"data"}, {}]>]>} : tensor<4x8x16xf32>
    %626 = sdy.sharding_constraint %625 <@mesh, [{}, {"data"}, {}]> : tensor<4x8x16xf32>
    %627 = stablehlo.multiply %618, %63 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"data"}, {}]>]>} : tensor<4x8x16xf32>
    %628 = sdy.sharding_constraint %627 <@mesh, [{}, {"data"}, {}]> : tensor<4x8x16xf32>
    %cst_70 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<0.000000e+00> : tensor<f32>
    %629 = sdy.sharding_constraint %cst_70 <@mesh, []> : tensor<f32>
    %630 = stablehlo.pad %613, %629, low = [0, 1, 0], high = [0, 0, 0], interior = [0, 1, 0] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"data"}, {}]>]>} : (tensor<4x8x16xf32>, tensor<f32>) -> tensor<4x16x16xf32>
    %631 = sdy.sharding_constraint %630 <@mesh, [{}, {"data"}, {}]> : tensor<4x16x16xf32>
    %632 = stablehlo.add %429, %631 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"data"}, {}]>]>} : tensor<4x16x16xf32>
    %633 = sdy.sharding_constraint %632 <@mesh, [{}, {"data"}, {}]> : tensor<4x16x16xf32>
    %cst_71 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<0.000000e+00> : tensor<f32>
    %634 = sdy.sharding_constraint %cst_71 <@mesh, []> : tensor<f32>
    %635 = stablehlo.pad %626, %634, low = [0, 1, 0], high = [0, 0, 0], interior = [0, 1, 0] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"data"}, {}]>]>} : (tensor<4x8x16xf32>, tensor<f32>) -> tensor<4x16x16xf32>
    %636 = sdy.sharding_constraint %635 <@mesh, [{}, {"data"}, {}]> : tensor<4x16x16xf32>
    %637 = stablehlo.add %432, %636 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"data"}, {}]>]>} : tensor<4x16x16xf32>
    %638 = sdy.sharding_constraint %637 <@mesh, [{}, {"data"}, {}]> : tensor<4x16x16xf32>
    %cst_72 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<0.000000e+00> : tensor<f32>
    %639 = sdy.sharding_constraint %cst_72 <@mesh, []> : tensor<f32>
    %640 = stablehlo.pad %620, %639, low = [0, 0, 0], high = [0, 1, 0], interior = [0, 1, 0] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"data"}, {}]>]>} : (tensor<4x8x16xf32>, tensor<f32>) -> tensor<4x16x16xf32>
    %641 = sdy.sharding_constraint %640 <@mesh, [{}, {"data"}, {}]> : tensor<4x16x16xf32>
    %642 = stablehlo.add %633, %641 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"data"}, {}]>]>} : tensor<4x16x16xf32>
    %643 = sdy.sharding_constraint %642 <@mesh, [{}, {"data"}, {}]> : tensor<4x16x16xf32>
    %cst_73 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<0.000000e+00> : tensor<f32>
    %644 = sdy.sharding_constraint %cst_73 <@mesh, []> : tensor<f32>
    %645 = stablehlo.pad %628, %644, low = [0, 0, 0], high = [0, 1, 0], interior = [0, 1, 0] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"data"}, {}]>]>} : (tensor<4x8x16xf32>, tensor<f32>) -> tensor<4x16x16xf32>
    %646 = sdy.sharding_constraint %645 <@mesh, [{}, {"data"}, {}]> : tensor<4x16x16xf32>
    %647 = stablehlo.add %638, %646 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"data"}, {}]>]>} : tensor<4x16x16xf32>
    %648 = sdy.sharding_constraint %647 <@mesh, [{}, {"data"}, {}]> : tensor<4x16x16xf32>
    %649 = stablehlo.multiply %49, %643 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"data"}, {}]>]>} : tensor<4x16x16xf32>
    %650 = sdy.sharding_constraint %649 <@mesh, [{}, {"data"}, {}]> : tensor<4x16x16xf32>
    %651 = stablehlo.multiply %643, %47 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"data"}, {}]>]>} : tensor<4x16x16xf32>
    %652 = sdy.sharding_constraint %651 <@mesh, [{}, {"data"}, {}]> : tensor<4x16x16xf32>
    %653 = stablehlo.multiply %45, %648 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"data"}, {}]>]>} : tensor<4x16x16xf32>
    %654 = sdy.sharding_constraint %653 <@mesh, [{}, {"data"}, {}]> : tensor<4x16x16xf32>
    %655 = stablehlo.add %652, %654 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"data"}, {}]>]>} : tensor<4x16x16xf32>
    %656 = sdy.sharding_constraint %655 <@mesh, [{}, {"data"}, {}]> : tensor<4x16x16xf32>
    %657 = stablehlo.multiply %648, %49 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"data"}, {}]>]>} : tensor<4x16x16xf32>
    %658 = sdy.sharding_constraint %657 <@mesh, [{}, {"data"}, {}]> : tensor<4x16x16xf32>
    %cst_74 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<0.000000e+00> : tensor<f32>
    %659 = sdy.sharding_constraint %cst_74 <@mesh, []> : tensor<f32>
    %660 = stablehlo.pad %643, %659, low = [0, 1, 0], high = [0, 0, 0], interior = [0, 1, 0] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"data"}, {}]>]>} : (tensor<4x16x16xf32>, tensor<f32>) -> tensor<4x32x16xf32>
    %661 = sdy.sharding_constraint %660 <@mesh, [{}, {"data"}, {}]> : tensor<4x32x16xf32>
    %662 = stablehlo.add %395, %661 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"data"}, {}]>]>} : tensor<4x32x16xf32>
    %663 = sdy.sharding_constraint %662 <@mesh, [{}, {"data"}, {}]> : tensor<4x32x16xf32>
    %cst_75 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<0.000000e+00> : tensor<f32>
    %664 = sdy.sharding_constraint %cst_75 <@mesh, []> : tensor<f32>
    %665 = stablehlo.pad %656, %664, low = [0, 1, 0], high = [0, 0, 0], interior = [0, 1, 0] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"data"}, {}]>]>} : (tensor<4x16x16xf32>, tensor<f32>) -> tensor<4x32x16xf32>
    %666 = sdy.sharding_constraint %665 <@mesh, [{}, {"data"}, {}]> : tensor<4x32x16xf32>
    %667 = stablehlo.add %398, %666 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"data"}, {}]>]>} : tensor<4x32x16xf32>
    %668 = sdy.sharding_constraint %667 <@mesh, [{}, {"data"}, {}]> : tensor<4x32x16xf32>
    %cst_76 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<0.000000e+00> : tensor<f32>
    %669 = sdy.sharding_constraint %cst_76 <@mesh, []> : tensor<f32>
    %670 = stablehlo.pad %650, %669, low = [0, 0, 0], high = [0, 1, 0], interior = [0, 1, 0] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"data"}, {}]>]>} : (tensor<4x16x16xf32>, tensor<f32>) -> tensor<4x32x16xf32>
    %671 = sdy.sharding_constraint %670 <@mesh, [{}, {"data"}, {}]> : tensor<4x32x16xf32>
    %672 = stablehlo.add %663, %671 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"data"}, {}]>]>} : tensor<4x32x16xf32>
    %673 = sdy.sharding_constraint %672 <@mesh, [{}, {"data"}, {}]> : tensor<4x32x16xf32>
    %cst_77 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<0.000000e+00> : tensor<f32>
    %674 = sdy.sharding_constraint %cst_77 <@mesh, []> : tensor<f32>
    %675 = stablehlo.pad %658, %674, low = [0, 0, 0], high = [0, 1, 0], interior = [0, 1, 0] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"data"}, {}]>]>} : (tensor<4x16x16xf32>, tensor<f32>) -> tensor<4x32x16xf32>
    %676 = sdy.sharding_constraint %675 <@mesh, [{}, {"data"}, {}]> : tensor<4x32x16xf32>
    %677 = stablehlo.add %668, %676 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"data"}, {}]>]>} : tensor<4x32x16xf32>
    %678 = sdy.sharding_constraint %677 <@mesh, [{}, {"data"}, {}]> : tensor<4x32x16xf32>
    %679 = stablehlo.multiply %35, %673 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"data"}, {}]>]>} : tensor<4x32x16xf32>
    %680 = sdy.sharding_constraint %679 <@mesh, [{}, {"data"}, {}]> : tensor<4x32x16xf32>
    %681 = stablehlo.multiply %673, %33 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"data"}, {}]>]>} : tensor<4x32x16xf32>
    %682 = sdy.sharding_constraint %681 <@mesh, [{}, {"data"}, {}]> : tensor<4x32x16xf32>
    %683 = stablehlo.multiply %31, %678 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"data"}, {}]>]>} : tensor<4x32x16xf32>
    %684 = sdy.sharding_constraint %683 <@mesh, [{}, {"data"}, {}]> : tensor<4x32x16xf32>
    %685 = stablehlo.add %682, %684 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"data"}, {}]>]>} : tensor<4x32x16xf32>
    %686 = sdy.sharding_constraint %685 <@mesh, [{}, {"data"}, {}]> : tensor<4x32x16xf32>
    %687 = stablehlo.multiply %678, %35 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"data"}, {}]>]>} : tensor<4x32x16xf32>
    %688 = sdy.sharding_constraint %687 <@mesh, [{}, {"data"}, {}]> : tensor<4x32x16xf32>
    %cst_78 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<0.000000e+00> : tensor<f32>
    %689 = sdy.sharding_constraint %cst_78 <@mesh, []> : tensor<f32>
    %690 = stablehlo.pad %673, %689, low = [0, 1, 0], high = [0, 0, 0], interior = [0, 1, 0] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"data"}, {}]>]>} : (tensor<4x32x16xf32>, tensor<f32>) -> tensor<4x64x16xf32>
    %691 = sdy.sharding_constraint %690 <@mesh, [{}, {"data"}, {}]> : tensor<4x64x16xf32>
    %692 = stablehlo.add %361, %691 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"data"}, {}]>]>} : tensor<4x64x16xf32>
    %693 = sdy.sharding_constraint %692 <@mesh, [{}, {"data"}, {}]> : tensor<4x64x16xf32>
    %cst_79 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<0.000000e+00> : tensor<f32>
    %694 = sdy.sharding_constraint %cst_79 <@mesh, []> : tensor<f32>
    %695 = stablehlo.pad %686, %694, low = [0, 1, 0], high = [0, 0, 0], interior = [0, 1, 0] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"data"}, {}]>]>} : (tensor<4x32x16xf32>, tensor<f32>) -> tensor<4x64x16xf32>
    %696 = sdy.sharding_constraint %695 <@mesh, [{}, {"data"}, {}]> : tensor<4x64x16xf32>
    %697 = stablehlo.add %364, %696 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"data"}, {}]>]>} : tensor<4x64x16xf32>
    %698 = sdy.sharding_constraint %697 <@mesh, [{}, {"data"}, {}]> : tensor<4x64x16xf32>
    %cst_80 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<0.000000e+00> : tensor<f32>
    %699 = sdy.sharding_constraint %cst_80 <@mesh, []> : tensor<f32>
    %700 = stablehlo.pad %680, %699, low = [0, 0, 0], high = [0, 1, 0], interior = [0, 1, 0] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"data"}, {}]>]>} : (tensor<4x32x16xf32>, tensor<f32>) -> tensor<4x64x16xf32>
    %701 = sdy.sharding_constraint %700 <@mesh, [{}, {"data"}, {}]> : tensor<4x64x16xf32>
    %702 = stablehlo.add %693, %701 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"data"}, {}]>]>} : tensor<4x64x16xf32>
    %703 = sdy.sharding_constraint %702 <@mesh, [{}, {"data"}, {}]> : tensor<4x64x16xf32>
    %cst_81 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<0.000000e+00> : tensor<f32>
    %704 = sdy.sharding_constraint %cst_81 <@mesh, []> : tensor<f32>
    %705 = stablehlo.pad %688, %704, low = [0, 0, 0], high = [0, 1, 0], interior = [0, 1, 0] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"data"}, {}]>]>} : (tensor<4x32x16xf32>, tensor<f32>) -> tensor<4x64x16xf32>
    %706 = sdy.sharding_constraint %705 <@mesh, [{}, {"data"}, {}]> : tensor<4x64x16xf32>
    %707 = stablehlo.add %698, %706 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"data"}, {}]>]>} : tensor<4x64x16xf32>
    %708 = sdy.sharding_constraint %707 <@mesh, [{}, {"data"}, {}]> : tensor<4x64x16xf32>
    %709 = stablehlo.dot_general %703, %arg4, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{?}, {?}]>]>} : (tensor<4x64x16xf32>, tensor<4x64x16xf32>) -> tensor<16x16xf32>
    %710 = sdy.sharding_constraint %709 <@mesh, [{}, {}]> : tensor<16x16xf32>
    %711 = stablehlo.transpose %710, dims = [1, 0] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{?}, {?}]>]>} : (tensor<16x16xf32>) -> tensor<16x16xf32>
    %712 = sdy.sharding_constraint %711 <@mesh, [{}, {}]> : tensor<16x16xf32>
    %713 = stablehlo.multiply %708, %27 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"data"}, {}]>]>} : tensor<4x64x16xf32>
    %714 = sdy.sharding_constraint %713 <@mesh, [{}, {"data"}, {}]> : tensor<4x64x16xf32>
    %715 = stablehlo.dot_general %714, %arg4, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{?}, {?}]>]>} : (tensor<4x64x16xf32>, tensor<4x64x16xf32>) -> tensor<16x16xf32>
    %716 = sdy.sharding_constraint %715 <@mesh, [{}, {}]> : tensor<16x16xf32>
    %717 = stablehlo.transpose %716, dims = [1, 0] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{?}, {?}]>]>} : (tensor<16x16xf32>) -> tensor<16x16xf32>
    %718 = sdy.sharding_constraint %717 <@mesh, [{}, {}]> : tensor<16x16xf32>
    %cst_82 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<5.000000e-02> : tensor<f32>
    %719 = sdy.sharding_constraint %cst_82 <@mesh, []> : tensor<f32>
    %720 = stablehlo.broadcast_in_dim %719, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{?}, {?}]>]>} : (tensor<f32>) -> tensor<16x16xf32>
    %721 = sdy.sharding_constraint %720 <@mesh, [{}, {}]> : tensor<16x16xf32>
    %722 = stablehlo.multiply %721, %718 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{?}, {?}]>]>} : tensor<16x16xf32>
    %723 = sdy.sharding_constraint %722 <@mesh, [{}, {}]> : tensor<16x16xf32>
    %724 = stablehlo.subtract %arg0, %723 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}]>]>} : tensor<16x16xf32>
    %725 = sdy.sharding_constraint %724 <@mesh, [{}, {}]> : tensor<16x16xf32>
    %cst_83 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<5.000000e-02> : tensor<f32>
    %726 = sdy.sharding_constraint %cst_83 <@mesh, []> : tensor<f32>
    %727 = stablehlo.broadcast_in_dim %726, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{?}, {?}]>]>} : (tensor<f32>) -> tensor<16x16xf32>
    %728 = sdy.sharding_constraint %727 <@mesh, [{}, {}]> : tensor<16x16xf32>
    %729 = stablehlo.multiply %728, %712 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{?}, {?}]>]>} : tensor<16x16xf32>
    %730 = sdy.sharding_constraint %729 <@mesh, [{}, {}]> : tensor<16x16xf32>
    %731 = stablehlo.subtract %arg1, %730 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}]>]>} : tensor<16x16xf32>
    %732 = sdy.sharding_constraint %731 <@mesh, [{}, {}]> : tensor<16x16xf32>
    %cst_84 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<5.000000e-02> : tensor<f32>
    %733 = sdy.sharding_constraint %cst_84 <@mesh, []> : tensor<f32>
    %734 = stablehlo.broadcast_in_dim %733, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{?}, {?}]>]>} : (tensor<f32>) -> tensor<16x16xf32>
    %735 = sdy.sharding_constraint %734 <@mesh, [{}, {}]> : tensor<16x16xf32>
    %736 = stablehlo.multiply %735, %335 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{?}, {?}]>]>} : tensor<16x16xf32>
    %737 = sdy.sharding_constraint %736 <@mesh, [{}, {}]> : tensor<16x16xf32>
    %738 = stablehlo.subtract %arg2, %737 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}]>]>} : tensor<16x16xf32>
    %739 = sdy.sharding_constraint %738 <@mesh, [{}, {}]> : tensor<16x16xf32>
    %cst_85 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<5.000000e-02> : tensor<f32>
    %740 = sdy.sharding_constraint %cst_85 <@mesh, []> : tensor<f32>
    %741 = stablehlo.broadcast_in_dim %740, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{?}, {?}]>]>} : (tensor<f32>) -> tensor<16x16xf32>
    %742 = sdy.sharding_constraint %741 <@mesh, [{}, {}]> : tensor<16x16xf32>
    %743 = stablehlo.multiply %742, %317 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{?}, {?}]>]>} : tensor<16x16xf32>
    %744 = sdy.sharding_constraint %743 <@mesh, [{}, {}]> : tensor<16x16xf32>
    %745 = stablehlo.subtract %arg3, %744 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}]>]>} : tensor<16x16xf32>
    %746 = sdy.sharding_constraint %745 <@mesh, [{}, {}]> : tensor<16x16xf32>
    return %725, %732, %739, %746, %305 : tensor<16x16xf32>, tensor<16x16xf32>, tensor<16x16xf32>, tensor<16x16xf32>, tensor<f32>
  }
}
