module {
  sdy.mesh @mesh = <["data"=2, "fsdp"=2, "model"=2]>
  func.func @main(%arg0: tensor<1x1x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {"model"}]>}, %arg1: tensor<32x4xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {}]>}, %arg2: tensor<32x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, %arg3: tensor<3x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, %arg4: tensor<32x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, %arg5: tensor<8x32x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {"fsdp"}, {}]>}, %arg6: tensor<8x4xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}) -> (tensor<1x1x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {"model"}]>}, tensor<32x4xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {}]>}, tensor<32x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, tensor<3x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, tensor<32x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, tensor<f32> {sdy.sharding = #sdy.sharding<@mesh, []>}) {
    %0 = sdy.sharding_constraint %arg0 <@mesh, [{}, {"fsdp"}, {"model"}]> : tensor<1x1x32xf32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [0, 1, 2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"fsdp"}, {"model"}]>]>} : (tensor<1x1x32xf32>) -> tensor<8x1x32xf32>
    %2 = sdy.sharding_constraint %1 <@mesh, [{"data"}, {"fsdp"}, {"model"}]> : tensor<8x1x32xf32>
    %3 = stablehlo.dot_general %arg5, %arg4, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"fsdp"}, {"model"}]>]>} : (tensor<8x32x32xf32>, tensor<32x32xf32>) -> tensor<8x32x32xf32>
    %4 = sdy.sharding_constraint %3 <@mesh, [{"data"}, {"fsdp"}, {"model"}]> : tensor<8x32x32xf32>
    %5 = sdy.sharding_constraint %2 <@mesh, [{"data", "fsdp"}, {}, {"model"}]> : tensor<8x1x32xf32>
    %6 = sdy.sharding_constraint %4 <@mesh, [{"data", "fsdp"}, {}, {"model"}]> : tensor<8x32x32xf32>
    %7 = stablehlo.concatenate %5, %6, dim = 1 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data", "fsdp"}, {}, {"model"}]>]>} : (tensor<8x1x32xf32>, tensor<8x32x32xf32>) -> tensor<8x33x32xf32>
    %8 = sdy.sharding_constraint %7 <@mesh, [{"data", "fsdp"}, {}, {"model"}]> : tensor<8x33x32xf32>
    %9 = sdy.sharding_constraint %8 <@mesh, [{"data"}, {"fsdp"}, {"model"}]> : tensor<8x33x32xf32>
    %10 = stablehlo.slice %9 [0:8, 1:33, 0:32] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"fsdp"}, {"model"}]>]>} : (tensor<8x33x32xf32>) -> tensor<8x32x32xf32>
    %11 = sdy.sharding_constraint %10 <@mesh, [{"data"}, {"fsdp"}, {"model"}]> : tensor<8x32x32xf32>
    %12 = stablehlo.slice %11 [0:8, 31:32, 0:32] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"fsdp"}, {"model"}]>]>} : (tensor<8x32x32xf32>) -> tensor<8x1x32xf32>
    %13 = sdy.sharding_constraint %12 <@mesh, [{"data"}, {"fsdp"}, {"model"}]> : tensor<8x1x32xf32>
    %14 = stablehlo.slice %11 [0:8, 0:1, 0:32] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"fsdp"}, {"model"}]>]>} : (tensor<8x32x32xf32>) -> tensor<8x1x32xf32>
    %15 = sdy.sharding_constraint %14 <@mesh, [{"data"}, {"fsdp"}, {"model"}]> : tensor<8x1x32xf32>
    %16 = stablehlo.concatenate %13, %11, %15, dim = 1 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"fsdp"}, {"model"}]>]>} : (tensor<8x1x32xf32>, tensor<8x32x32xf32>, tensor<8x1x32xf32>) -> tensor<8x34x32xf32>
    %17 = sdy.sharding_constraint %16 <@mesh, [{"data"}, {"fsdp"}, {"model"}]> : tensor<8x34x32xf32>
    %18 = stablehlo.slice %17 [0:8, 0:32, 0:32] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"fsdp"}, {"model"}]>]>} : (tensor<8x34x32xf32>) -> tensor<8x32x32xf32>
    %19 = sdy.sharding_constraint %18 <@mesh, [{"data"}, {"fsdp"}, {"model"}]> : tensor<8x32x32xf32>
    %20 = stablehlo.slice %arg3 [0:1, 0:32] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"model"}]>]>} : (tensor<3x32xf32>) -> tensor<1x32xf32>
    %21 = sdy.sharding_constraint %20 <@mesh, [{}, {"model"}]> : tensor<1x32xf32>
    %22 = stablehlo.reshape %21 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"model"}]>]>} : (tensor<1x32xf32>) -> tensor<32xf32>
    %23 = sdy.sharding_constraint %22 <@mesh, [{"model"}]> : tensor<32xf32>
    %24 = stablehlo.broadcast_in_dim %23, dims = [2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}, {"model"}]>]>} : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %25 = sdy.sharding_constraint %24 <@mesh, [{}, {}, {"model"}]> : tensor<1x1x32xf32>
    %26 = stablehlo.broadcast_in_dim %25, dims = [0, 1, 2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"fsdp"}, {"model"}]>]>} : (tensor<1x1x32xf32>) -> tensor<8x32x32xf32>
    %27 = sdy.sharding_constraint %26 <@mesh, [{"data"}, {"fsdp"}, {"model"}]> : tensor<8x32x32xf32>
    %28 = stablehlo.multiply %19, %27 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"fsdp"}, {"model"}]>]>} : tensor<8x32x32xf32>
    %29 = sdy.sharding_constraint %28 <@mesh, [{"data"}, {"fsdp"}, {"model"}]> : tensor<8x32x32xf32>
    %cst = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<0.000000e+00> : tensor<f32>
    %30 = sdy.sharding_constraint %cst <@mesh, []> : tensor<f32>
    %31 = stablehlo.broadcast_in_dim %30, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"fsdp"}, {"model"}]>]>} : (tensor<f32>) -> tensor<8x32x32xf32>
    %32 = sdy.sharding_constraint %31 <@mesh, [{"data"}, {"fsdp"}, {"model"}]> : tensor<8x32x32xf32>
    %33 = stablehlo.add %32, %29 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"fsdp"}, {"model"}]>]>} : tensor<8x32x32xf32>
    %34 = sdy.sharding_constraint %33 <@mesh, [{"data"}, {"fsdp"}, {"model"}]> : tensor<8x32x32xf32>
    %35 = stablehlo.slice %17 [0:8, 1:33, 0:32] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"fsdp"}, {"model"}]>]>} : (tensor<8x34x32xf32>) -> tensor<8x32x32xf32>
    %36 = sdy.sharding_constraint %35 <@mesh, [{"data"}, {"fsdp"}, {"model"}]> : tensor<8x32x32xf32>
    %37 = stablehlo.slice %arg3 [1:2, 0:32] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"model"}]>]>} : (tensor<3x32xf32>) -> tensor<1x32xf32>
    %38 = sdy.sharding_constraint %37 <@mesh, [{}, {"model"}]> : tensor<1x32xf32>
    %39 = stablehlo.reshape %38 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"model"}]>]>} : (tensor<1x32xf32>) -> tensor<32xf32>
    %40 = sdy.sharding_constraint %39 <@mesh, [{"model"}]> : tensor<32xf32>
    %41 = stablehlo.broadcast_in_dim %40, dims = [2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}, {"model"}]>]>} : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %42 = sdy.sharding_constraint %41 <@mesh, [{}, {}, {"model"}]> : tensor<1x1x32xf32>
    %43 = stablehlo.broadcast_in_dim %42, dims = [0, 1, 2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"fsdp"}, {"model"}]>]>} : (tensor<1x1x32xf32>) -> tensor<8x32x32xf32>
    %44 = sdy.sharding_constraint %43 <@mesh, [{"data"}, {"fsdp"}, {"model"}]> : tensor<8x32x32xf32>
    %45 = stablehlo.multiply %36, %44 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"fsdp"}, {"model"}]>]>} : tensor<8x32x32xf32>
    %46 = sdy.sharding_constraint %45 <@mesh, [{"data"}, {"fsdp"}, {"model"}]> : tensor<8x32x32xf32>
    %47 = stablehlo.add %34, %46 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"fsdp"}, {"model"}]>]>} : tensor<8x32x32xf32>
    %48 = sdy.sharding_constraint %47 <@mesh, [{"data"}, {"fsdp"}, {"model"}]> : tensor<8x32x32xf32>
    %49 = stablehlo.slice %17 [0:8, 2:34, 0:32] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"fsdp"}, {"model"}]>]>} : (tensor<8x34x32xf32>) -> tensor<8x32x32xf32>
    %50 = sdy.sharding_constraint %49 <@mesh, [{"data"}, {"fsdp"}, {"model"}]> : tensor<8x32x32xf32>
    %51 = stablehlo.slice %arg3 [2:3, 0:32] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"model"}]>]>} : (tensor<3x32xf32>) -> tensor<1x32xf32>
    %52 = sdy.sharding_constraint %51 <@mesh, [{}, {"model"}]> : tensor<1x32xf32>
    %53 = stablehlo.reshape %52 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"model"}]>]>} : (tensor<1x32xf32>) -> tensor<32xf32>
    %54 = sdy.sharding_constraint %53 <@mesh, [{"model"}]> : tensor<32xf32>
    %55 = stablehlo.broadcast_in_dim %54, dims = [2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}, {"model"}]>]>} : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %56 = sdy.sharding_constraint %55 <@mesh, [{}, {}, {"model"}]> : tensor<1x1x32xf32>
    %57 = stablehlo.broadcast_in_dim %56, dims = [0, 1, 2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"fsdp"}, {"model"}]>]>} : (tensor<1x1x32xf32>) -> tensor<8x32x32xf32>
    %58 = sdy.sharding_constraint %57 <@mesh, [{"data"}, {"fsdp"}, {"model"}]> : tensor<8x32x32xf32>
    %59 = stablehlo.multiply %50, %58 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"fsdp"}, {"model"}]>]>} : tensor<8x32x32xf32>
    %60 = sdy.sharding_constraint %59 <@mesh, [{"data"}, {"fsdp"}, {"model"}]> : tensor<8x32x32xf32>
    %61 = stablehlo.add %48, %60 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"fsdp"}, {"model"}]>]>} : tensor<8x32x32xf32>
    %62 = sdy.sharding_constraint %61 <@mesh, [{"data"}, {"fsdp"}, {"model"}]> : tensor<8x32x32xf32>
    %63 = stablehlo.tanh %62 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"fsdp"}, {"model"}]>]>} : tensor<8x32x32xf32>
    %64 = sdy.sharding_constraint %63 <@mesh, [{"data"}, {"fsdp"}, {"model"}]> : tensor<8x32x32xf32>
    %cst_0 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<1.000000e+00> : tensor<f32>
    %65 = sdy.sharding_constraint %cst_0 <@mesh, []> : tensor<f32>
    %66 = stablehlo.broadcast_in_dim %65, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"fsdp"}, {"model"}]>]>} : (tensor<f32>) -> tensor<8x32x32xf32>
    %67 = sdy.sharding_constraint %66 <@mesh, [{"data"}, {"fsdp"}, {"model"}]> : tensor<8x32x32xf32>
    %68 = stablehlo.subtract %67, %64 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"fsdp"}, {"model"}]>]>} : tensor<8x32x32xf32>
    %69 = sdy.sharding_constraint %68 <@mesh, [{"data"}, {"fsdp"}, {"model"}]> : tensor<8x32x32xf32>
    %70 = stablehlo.slice %64 [0:8, 29:32, 0:32] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"fsdp"}, {"model"}]>]>} : (tensor<8x32x32xf32>) -> tensor<8x3x32xf32>
    %71 = sdy.sharding_constraint %70 <@mesh, [{"data"}, {"fsdp"}, {"model"}]> : tensor<8x3x32xf32>
    %72 = stablehlo.slice %64 [0:8, 0:29, 0:32] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"fsdp"}, {"model"}]>]>} : (tensor<8x32x32xf32>) -> tensor<8x29x32xf32>
    %73 = sdy.sharding_constraint %72 <@mesh, [{"data"}, {"fsdp"}, {"model"}]> : tensor<8x29x32xf32>
    %74 = stablehlo.concatenate %71, %73, dim = 1 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"fsdp"}, {"model"}]>]>} : (tensor<8x3x32xf32>, tensor<8x29x32xf32>) -> tensor<8x32x32xf32>
    %75 = sdy.sharding_constraint %74 <@mesh, [{"data"}, {"fsdp"}, {"model"}]> : tensor<8x32x32xf32>
    %76 = stablehlo.slice %9 [0:8, 0:1, 0:32] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"fsdp"}, {"model"}]>]>} : (tensor<8x33x32xf32>) -> tensor<8x1x32xf32>
    %77 = sdy.sharding_constraint %76 <@mesh, [{"data"}, {"fsdp"}, {"model"}]> : tensor<8x1x32xf32>
    %78 = sdy.sharding_constraint %77 <@mesh, [{"data", "fsdp"}, {}, {"model"}]> : tensor<8x1x32xf32>
    %79 = sdy.sharding_constraint %75 <@mesh, [{"data", "fsdp"}, {}, {"model"}]> : tensor<8x32x32xf32>
    %80 = stablehlo.concatenate %78, %79, dim = 1 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data", "fsdp"}, {}, {"model"}]>]>} : (tensor<8x1x32xf32>, tensor<8x32x32xf32>) -> tensor<8x33x32xf32>
    %81 = sdy.sharding_constraint %80 <@mesh, [{"data", "fsdp"}, {}, {"model"}]> : tensor<8x33x32xf32>
    %82 = sdy.sharding_constraint %81 <@mesh, [{"data"}, {"fsdp"}, {"model"}]> : tensor<8x33x32xf32>
    %83 = sdy.sharding_constraint %82 <@mesh, [{"data"}, {"fsdp"}, {}]> : tensor<8x33x32xf32>
    %84 = stablehlo.dot_general %83, %arg2, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"fsdp"}, {"model"}]>]>} : (tensor<8x33x32xf32>, tensor<32x32xf32>) -> tensor<8x33x32xf32>
    %85 = sdy.sharding_constraint %84 <@mesh, [{"data"}, {"fsdp"}, {"model"}]> : tensor<8x33x32xf32>
    %86 = stablehlo.tanh %85 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"fsdp"}, {"model"}]>]>} : tensor<8x33x32xf32>
    %87 = sdy.sharding_constraint %86 <@mesh, [{"data"}, {"fsdp"}, {"model"}]> : tensor<8x33x32xf32>
    %cst_1 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<1.000000e+00> : tensor<f32>
    %88 = sdy.sharding_constraint %cst_1 <@mesh, []> : tensor<f32>
    %89 = stablehlo.broadcast_in_dim %88, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"fsdp"}, {"model"}]>]>} : (tensor<f32>) -> tensor<8x33x32xf32>
    %90 = sdy.sharding_constraint %89 <@mesh, [{"data"}, {"fsdp"}, {"model"}]> : tensor<8x33x32xf32>
    %91 = stablehlo.subtract %90, %87 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"fsdp"}, {"model"}]>]>} : tensor<8x33x32xf32>
    %92 = sdy.sharding_constraint %91 <@mesh, [{"data"}, {"fsdp"}, {"model"}]> : tensor<8x33x32xf32>
    %93 = stablehlo.add %82, %87 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"fsdp"}, {"model"}]>]>} : tensor<8x33x32xf32>
    %94 = sdy.sharding_constraint %93 <@mesh, [{"data"}, {"fsdp"}, {"model"}]> : tensor<8x33x32xf32>
    %95 = stablehlo.slice %94 [0:8, 0:1, 0:32] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"fsdp"}, {"model"}]>]>} : (tensor<8x33x32xf32>) -> tensor<8x1x32xf32>
    %96 = sdy.sharding_constraint %95 <@mesh, [{"data"}, {"fsdp"}, {"model"}]> : tensor<8x1x32xf32>
    %97 = stablehlo.reshape %96 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}]>]>} : (tensor<8x1x32xf32>) -> tensor<8x32xf32>
    %98 = sdy.sharding_constraint %97 <@mesh, [{"data"}, {"model"}]> : tensor<8x32xf32>
    %99 = stablehlo.dot_general %98, %arg1, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : (tensor<8x32xf32>, tensor<32x4xf32>) -> tensor<8x4xf32>
    %100 = sdy.sharding_constraint %99 <@mesh, [{"data"}, {}]> : tensor<8x4xf32>
    %101 = stablehlo.subtract %100, %arg6 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : tensor<8x4xf32>
    %102 = sdy.sharding_constraint %101 <@mesh, [{"data"}, {}]> : tensor<8x4xf32>
    %103 = stablehlo.multiply %102, %102 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : tensor<8x4xf32>
    %104 = sdy.sharding_constraint %103 <@mesh, [{"data"}, {}]> : tensor<8x4xf32>
    %cst_2 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<2.000000e+00> : tensor<f32>
    %105 = sdy.sharding_constraint %cst_2 <@mesh, []> : tensor<f32>
    %106 = stablehlo.broadcast_in_dim %105, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : (tensor<f32>) -> tensor<8x4xf32>
    %107 = sdy.sharding_constraint %106 <@mesh, [{"data"}, {}]> : tensor<8x4xf32>
    %108 = stablehlo.multiply %107, %102 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : tensor<8x4xf32>
    %109 = sdy.sharding_constraint %108 <@mesh, [{"data"}, {}]> : tensor<8x4xf32>
    %cst_3 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<0.000000e+00> : tensor<f32>
    %110 = sdy.sharding_constraint %cst_3 <@mesh, []> : tensor<f32>
    %111 = stablehlo.reduce(%104 init: %110) applies stablehlo.add across dimensions = [0, 1] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} : (tensor<8x4xf32>, tensor<f32>) -> tensor<f32>
    %112 = sdy.sharding_constraint %111 <@mesh, []> : tensor<f32>
    %cst_4 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<3.200000e+01> : tensor<f32>
    %113 = sdy.sharding_constraint %cst_4 <@mesh, []> : tensor<f32>
    %114 = stablehlo.divide %112, %113 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} : tensor<f32>
    %115 = sdy.sharding_constraint %114 <@mesh, []> : tensor<f32>
    %cst_5 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<1.000000e+00> : tensor<f32>
    %116 = sdy.sharding_constraint %cst_5 <@mesh, []> : tensor<f32>
    %cst_6 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<3.200000e+01> : tensor<f32>
    %117 = sdy.sharding_constraint %cst_6 <@mesh, []> : tensor<f32>
    %118 = stablehlo.divide %116, %117 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} : tensor<f32>
    %119 = sdy.sharding_constraint %118 <@mesh, []> : tensor<f32>
    %120 = stablehlo.broadcast_in_dim %119, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : (tensor<f32>) -> tensor<8x4xf32>
    %121 = sdy.sharding_constraint %120 <@mesh, [{"data"}, {}]> : tensor<8x4xf32>
    %122 = stablehlo.multiply %121, %109 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : tensor<8x4xf32>
    %123 = sdy.sharding_constraint %122 <@mesh, [{"data"}, {}]> : tensor<8x4xf32>
    %124 = stablehlo.dot_general %123, %98, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"model"}]>]>} : (tensor<8x4xf32>, tensor<8x32xf32>) -> tensor<4x32xf32>
    %125 = sdy.sharding_constraint %124 <@mesh, [{}, {"model"}]> : tensor<4x32xf32>
    %126 = stablehlo.transpose %125, dims = [1, 0] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"model"}, {}]>]>} : (tensor<4x32xf32>) -> tensor<32x4xf32>
    %127 = sdy.sharding_constraint %126 <@mesh, [{"model"}, {}]> : tensor<32x4xf32>
    %128 = stablehlo.dot_general %123, %arg1, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}]>]>} : (tensor<8x4xf32>, tensor<32x4xf32>) -> tensor<8x32xf32>
    %129 = sdy.sharding_constraint %128 <@mesh, [{"data"}, {"model"}]> : tensor<8x32xf32>
    %130 = stablehlo.broadcast_in_dim %129, dims = [0, 2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"fsdp"}, {"model"}]>]>} : (tensor<8x32xf32>) -> tensor<8x1x32xf32>
    %131 = sdy.sharding_constraint %130 <@mesh, [{"data"}, {"fsdp"}, {"model"}]> : tensor<8x1x32xf32>
    %cst_7 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<0.000000e+00> : tensor<f32>
    %132 = sdy.sharding_constraint %cst_7 <@mesh, []> : tensor<f32>
    %133 = stablehlo.pad %131, %132, low = [0, 0, 0], high = [0, 32, 0], interior = [0, 0, 0] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"fsdp"}, {"model"}]>]>} : (tensor<8x1x32xf32>, tensor<f32>) -> tensor<8x33x32xf32>
    %134 = sdy.sharding_constraint %133 <@mesh, [{"data"}, {"fsdp"}, {"model"}]> : tensor<8x33x32xf32>
    %135 = stablehlo.multiply %134, %92 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"fsdp"}, {"model"}]>]>} : tensor<8x33x32xf32>
    %136 = sdy.sharding_constraint %135 <@mesh, [{"data"}, {"fsdp"}, {"model"}]> : tensor<8x33x32xf32>
    %137 = stablehlo.multiply %136, %87 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"fsdp"}, {"model"}]>]>} : tensor<8x33x32xf32>
    %138 = sdy.sharding_constraint %137 <@mesh, [{"data"}, {"fsdp"}, {"model"}]> : tensor<8x33x32xf32>
    %139 = stablehlo.add %136, %138 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"fsdp"}, {"model"}]>]>} : tensor<8x33x32xf32>
    %140 = sdy.sharding_constraint %139 <@mesh, [{"data"}, {"fsdp"}, {"model"}]> : tensor<8x33x32xf32>
    %141 = sdy.sharding_constraint %82 <@mesh, [{"data"}, {"fsdp"}, {}]> : tensor<8x33x32xf32>
    %142 = stablehlo.dot_general %140, %141, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"model"}, {}]>]>} : (tensor<8x33x32xf32>, tensor<8x33x32xf32>) -> tensor<32x32xf32>
    %143 = sdy.sharding_constraint %142 <@mesh, [{"model"}, {}]> : tensor<32x32xf32>
    %144 = stablehlo.transpose %143, dims = [1, 0] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"model"}]>]>} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %145 = sdy.sharding_constraint %144 <@mesh, [{}, {"model"}]> : tensor<32x32xf32>
    %146 = stablehlo.dot_general %140, %arg2, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"fsdp"}, {}]>]>} : (tensor<8x33x32xf32>, tensor<32x32xf32>) -> tensor<8x33x32xf32>
    %147 = sdy.sharding_constraint %146 <@mesh, [{"data"}, {"fsdp"}, {}]> : tensor<8x33x32xf32>
    %148 = sdy.sharding_constraint %147 <@mesh, [{"data"}, {"fsdp"}, {"model"}]> : tensor<8x33x32xf32>
    %149 = stablehlo.add %134, %148 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"fsdp"}, {"model"}]>]>} : tensor<8x33x32xf32>
    %150 = sdy.sharding_constraint %149 <@mesh, [{"data"}, {"fsdp"}, {"model"}]> : tensor<8x33x32xf32>
    %151 = stablehlo.slice %150 [0:8, 0:1, 0:32] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"fsdp"}, {"model"}]>]>} : (tensor<8x33x32xf32>) -> tensor<8x1x32xf32>
    %152 = sdy.sharding_constraint %151 <@mesh, [{"data"}, {"fsdp"}, {"model"}]> : tensor<8x1x32xf32>
    %153 = stablehlo.slice %150 [0:8, 1:33, 0:32] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"fsdp"}, {"model"}]>]>} : (tensor<8x33x32xf32>) -> tensor<8x32x32xf32>
    %154 = sdy.sharding_constraint %153 <@mesh, [{"data"}, {"fsdp"}, {"model"}]> : tensor<8x32x32xf32>
    %cst_8 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<0.000000e+00> : tensor<f32>
    %155 = sdy.sharding_constraint %cst_8 <@mesh, []> : tensor<f32>
    %156 = stablehlo.pad %152, %155, low = [0, 0, 0], high = [0, 32, 0], interior = [0, 0, 0] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"fsdp"}, {"model"}]>]>} : (tensor<8x1x32xf32>, tensor<f32>) -> tensor<8x33x32xf32>
    %157 = sdy.sharding_constraint %156 <@mesh, [{"data"}, {"fsdp"}, {"model"}]> : tensor<8x33x32xf32>
    %158 = stablehlo.slice %154 [0:8, 0:3, 0:32] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"fsdp"}, {"model"}]>]>} : (tensor<8x32x32xf32>) -> tensor<8x3x32xf32>
    %159 = sdy.sharding_constraint %158 <@mesh, [{"data"}, {"fsdp"}, {"model"}]> : tensor<8x3x32xf32>
    %160 = stablehlo.slice %154 [0:8, 3:32, 0:32] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"fsdp"}, {"model"}]>]>} : (tensor<8x32x32xf32>) -> tensor<8x29x32xf32>
    %161 = sdy.sharding_constraint %160 <@mesh, [{"data"}, {"fsdp"}, {"model"}]> : tensor<8x29x32xf32>
    %cst_9 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<0.000000e+00> : tensor<f32>
    %162 = sdy.sharding_constraint %cst_9 <@mesh, []> : tensor<f32>
    %163 = stablehlo.pad %161, %162, low = [0, 0, 0], high = [0, 3, 0], interior = [0, 0, 0] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"fsdp"}, {"model"}]>]>} : (tensor<8x29x32xf32>, tensor<f32>) -> tensor<8x32x32xf32>
    %164 = sdy.sharding_constraint %163 <@mesh, [{"data"}, {"fsdp"}, {"model"}]> : tensor<8x32x32xf32>
    %cst_10 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<0.000000e+00> : tensor<f32>
    %165 = sdy.sharding_constraint %cst_10 <@mesh, []> : tensor<f32>
    %166 = stablehlo.pad %159, %165, low = [0, 29, 0], high = [0, 0, 0], interior = [0, 0, 0] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"fsdp"}, {"model"}]>]>} : (tensor<8x3x32xf32>, tensor<f32>) -> tensor<8x32x32xf32>
    %167 = sdy.sharding_constraint %166 <@mesh, [{"data"}, {"fsdp"}, {"model"}]> : tensor<8x32x32xf32>
    %168 = stablehlo.add %164, %167 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"fsdp"}, {"model"}]>]>} : tensor<8x32x32xf32>
    %169 = sdy.sharding_constraint %168 <@mesh, [{"data"}, {"fsdp"}, {"model"}]> : tensor<8x32x32xf32>
    %170 = stablehlo.multiply %169, %69 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"fsdp"}, {"model"}]>]>} : tensor<8x32x32xf32>
    %171 = sdy.sharding_constraint %170 <@mesh, [{"data"}, {"fsdp"}, {"model"}]> : tensor<8x32x32xf32>
    %172 = stablehlo.multiply %171, %64 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"fsdp"}, {"model"}]>]>} : tensor<8x32x32xf32>
    %173 = sdy.sharding_constraint %172 <@mesh, [{"data"}, {"fsdp"}, {"model"}]> : tensor<8x32x32xf32>
    %174 = stablehlo.add %171, %173 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"fsdp"}, {"model"}]>]>} : tensor<8x32x32xf32>
    %175 = sdy.sharding_constraint %174 <@mesh, [{"data"}, {"fsdp"}, {"model"}]> : tensor<8x32x32xf32>
    %176 = stablehlo.multiply %50, %175 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"fsdp"}, {"model"}]>]>} : tensor<8x32x32xf32>
    %177 = sdy.sharding_constraint %176 <@mesh, [{"data"}, {"fsdp"}, {"model"}]> : tensor<8x32x32xf32>
    %cst_11 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<0.000000e+00> : tensor<f32>
    %178 = sdy.sharding_constraint %cst_11 <@mesh, []> : tensor<f32>
    %179 = stablehlo.reduce(%177 init: %178) applies stablehlo.add across dimensions = [0, 1] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"model"}]>]>} : (tensor<8x32x32xf32>, tensor<f32>) -> tensor<32xf32>
    %180 = sdy.sharding_constraint %179 <@mesh, [{"model"}]> : tensor<32xf32>
    %181 = stablehlo.reshape %180 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}, {"model"}]>]>} : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %182 = sdy.sharding_constraint %181 <@mesh, [{}, {}, {"model"}]> : tensor<1x1x32xf32>
    %183 = stablehlo.broadcast_in_dim %56, dims = [0, 1, 2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"fsdp"}, {"model"}]>]>} : (tensor<1x1x32xf32>) -> tensor<8x32x32xf32>
    %184 = sdy.sharding_constraint %183 <@mesh, [{"data"}, {"fsdp"}, {"model"}]> : tensor<8x32x32xf32>
    %185 = stablehlo.multiply %175, %184 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"fsdp"}, {"model"}]>]>} : tensor<8x32x32xf32>
    %186 = sdy.sharding_constraint %185 <@mesh, [{"data"}, {"fsdp"}, {"model"}]> : tensor<8x32x32xf32>
    %cst_12 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<0.000000e+00> : tensor<f32>
    %187 = sdy.sharding_constraint %cst_12 <@mesh, []> : tensor<f32>
    %188 = stablehlo.reduce(%182 init: %187) applies stablehlo.add across dimensions = [0, 1] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"model"}]>]>} : (tensor<1x1x32xf32>, tensor<f32>) -> tensor<32xf32>
    %189 = sdy.sharding_constraint %188 <@mesh, [{"model"}]> : tensor<32xf32>
    %190 = stablehlo.broadcast_in_dim %189, dims = [1] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"model"}]>]>} : (tensor<32xf32>) -> tensor<1x32xf32>
    %191 = sdy.sharding_constraint %190 <@mesh, [{}, {"model"}]> : tensor<1x32xf32>
    %cst_13 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<0.000000e+00> : tensor<f32>
    %192 = sdy.sharding_constraint %cst_13 <@mesh, []> : tensor<f32>
    %193 = stablehlo.pad %191, %192, low = [2, 0], high = [0, 0], interior = [0, 0] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"model"}]>]>} : (tensor<1x32xf32>, tensor<f32>) -> tensor<3x32xf32>
    %194 = sdy.sharding_constraint %193 <@mesh, [{}, {"model"}]> : tensor<3x32xf32>
    %cst_14 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<0.000000e+00> : tensor<f32>
    %195 = sdy.sharding_constraint %cst_14 <@mesh, []> : tensor<f32>
    %196 = stablehlo.pad %186, %195, low = [0, 2, 0], high = [0, 0, 0], interior = [0, 0, 0] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"fsdp"}, {"model"}]>]>} : (tensor<8x32x32xf32>, tensor<f32>) -> tensor<8x34x32xf32>
    %197 = sdy.sharding_constraint %196 <@mesh, [{"data"}, {"fsdp"}, {"model"}]> : tensor<8x34x32xf32>
    %198 = stablehlo.multiply %36, %175 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"fsdp"}, {"model"}]>]>} : tensor<8x32x32xf32>
    %199 = sdy.sharding_constraint %198 <@mesh, [{"data"}, {"fsdp"}, {"model"}]> : tensor<8x32x32xf32>
    %cst_15 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<0.000000e+00> : tensor<f32>
    %200 = sdy.sharding_constraint %cst_15 <@mesh, []> : tensor<f32>
    %201 = stablehlo.reduce(%199 init: %200) applies stablehlo.add across dimensions = [0, 1] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"model"}]>]>} : (tensor<8x32x32xf32>, tensor<f32>) -> tensor<32xf32>
    %202 = sdy.sharding_constraint %201 <@mesh, [{"model"}]> : tensor<32xf32>
    %203 = stablehlo.reshape %202 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}, {"model"}]>]>} : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %204 = sdy.sharding_constraint %203 <@mesh, [{}, {}, {"model"}]> : tensor<1x1x32xf32>
    %205 = stablehlo.broadcast_in_dim %42, dims = [0, 1, 2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"fsdp"}, {"model"}]>]>} : (tensor<1x1x32xf32>) -> tensor<8x32x32xf32>
    %206 = sdy.sharding_constraint %205 <@mesh, [{"data"}, {"fsdp"}, {"model"}]> : tensor<8x32x32xf32>
    %207 = stablehlo.multiply %175, %206 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"fsdp"}, {"model"}]>]>} : tensor<8x32x32xf32>
    %208 = sdy.sharding_constraint %207 <@mesh, [{"data"}, {"fsdp"}, {"model"}]> : tensor<8x32x32xf32>
    %cst_16 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<0.000000e+00> : tensor<f32>
    %209 = sdy.sharding_constraint %cst_16 <@mesh, []> : tensor<f32>
    %210 = stablehlo.reduce(%204 init: %209) applies stablehlo.add across dimensions = [0, 1] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"model"}]>]>} : (tensor<1x1x32xf32>, tensor<f32>) -> tensor<32xf32>
    %211 = sdy.sharding_constraint %210 <@mesh, [{"model"}]> : tensor<32xf32>
    %212 = stablehlo.broadcast_in_dim %211, dims = [1] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"model"}]>]>} : (tensor<32xf32>) -> tensor<1x32xf32>
    %213 = sdy.sharding_constraint %212 <@mesh, [{}, {"model"}]> : tensor<1x32xf32>
    %cst_17 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<0.000000e+00> : tensor<f32>
    %214 = sdy.sharding_constraint %cst_17 <@mesh, []> : tensor<f32>
    %215 = stablehlo.pad %213, %214, low = [1, 0], high = [1, 0], interior = [0, 0] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"model"}]>]>} : (tensor<1x32xf32>, tensor<f32>) -> tensor<3x32xf32>
    %216 = sdy.sharding_constraint %215 <@mesh, [{}, {"model"}]> : tensor<3x32xf32>
    %217 = stablehlo.add %194, %216 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"model"}]>]>} : tensor<3x32xf32>
    %218 = sdy.sharding_constraint %217 <@mesh, [{}, {"model"}]> : tensor<3x32xf32>
    %cst_18 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<0.000000e+00> : tensor<f32>
    %219 = sdy.sharding_constraint %cst_18 <@mesh, []> : tensor<f32>
    %220 = stablehlo.pad %208, %219, low = [0, 1, 0], high = [0, 1, 0], interior = [0, 0, 0] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"fsdp"}, {"model"}]>]>} : (tensor<8x32x32xf32>, tensor<f32>) -> tensor<8x34x32xf32>
    %221 = sdy.sharding_constraint %220 <@mesh, [{"data"}, {"fsdp"}, {"model"}]> : tensor<8x34x32xf32>
    %222 = stablehlo.add %197, %221 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"fsdp"}, {"model"}]>]>} : tensor<8x34x32xf32>
    %223 = sdy.sharding_constraint %222 <@mesh, [{"data"}, {"fsdp"}, {"model"}]> : tensor<8x34x32xf32>
    %224 = stablehlo.multiply %19, %175 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"fsdp"}, {"model"}]>]>} : tensor<8x32x32xf32>
    %225 = sdy.sharding_constraint %224 <@mesh, [{"data"}, {"fsdp"}, {"model"}]> : tensor<8x32x32xf32>
    %cst_19 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<0.000000e+00> : tensor<f32>
    %226 = sdy.sharding_constraint %cst_19 <@mesh, []> : tensor<f32>
    %227 = stablehlo.reduce(%225 init: %226) applies stablehlo.add across dimensions = [0, 1] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"model"}]>]>} : (tensor<8x32x32xf32>, tensor<f32>) -> tensor<32xf32>
    %228 = sdy.sharding_constraint %227 <@mesh, [{"model"}]> : tensor<32xf32>
    %229 = stablehlo.reshape %228 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}, {"model"}]>]>} : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %230 = sdy.sharding_constraint %229 <@mesh, [{}, {}, {"model"}]> : tensor<1x1x32xf32>
    %231 = stablehlo.broadcast_in_dim %25, dims = [0, 1, 2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"fsdp"}, {"model"}]>]>} : (tensor<1x1x32xf32>) -> tensor<8x32x32xf32>
    %232 = sdy.sharding_constraint %231 <@mesh, [{"data"}, {"fsdp"}, {"model"}]> : tensor<8x32x32xf32>
    %233 = stablehlo.multiply %175, %232 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"fsdp"}, {"model"}]>]>} : tensor<8x32x32xf32>
    %234 = sdy.sharding_constraint %233 <@mesh, [{"data"}, {"fsdp"}, {"model"}]> : tensor<8x32x32xf32>
    %cst_20 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<0.000000e+00> : tensor<f32>
    %235 = sdy.sharding_constraint %cst_20 <@mesh, []> : tensor<f32>
    %236 = stablehlo.reduce(%230 init: %235) applies stablehlo.add across dimensions = [0, 1] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"model"}]>]>} : (tensor<1x1x32xf32>, tensor<f32>) -> tensor<32xf32>
    %237 = sdy.sharding_constraint %236 <@mesh, [{"model"}]> : tensor<32xf32>
    %238 = stablehlo.broadcast_in_dim %237, dims = [1] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"model"}]>]>} : (tensor<32xf32>) -> tensor<1x32xf32>
    %239 = sdy.sharding_constraint %238 <@mesh, [{}, {"model"}]> : tensor<1x32xf32>
    %cst_21 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<0.000000e+00> : tensor<f32>
    %240 = sdy.sharding_constraint %cst_21 <@mesh, []> : tensor<f32>
    %241 = stablehlo.pad %239, %240, low = [0, 0], high = [2, 0], interior = [0, 0] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"model"}]>]>} : (tensor<1x32xf32>, tensor<f32>) -> tensor<3x32xf32>
    %242 = sdy.sharding_constraint %241 <@mesh, [{}, {"model"}]> : tensor<3x32xf32>
    %243 = stablehlo.add %218, %242 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"model"}]>]>} : tensor<3x32xf32>
    %244 = sdy.sharding_constraint %243 <@mesh, [{}, {"model"}]> : tensor<3x32xf32>
    %cst_22 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<0.000000e+00> : tensor<f32>
    %245 = sdy.sharding_constraint %cst_22 <@mesh, []> : tensor<f32>
    %246 = stablehlo.pad %234, %245, low = [0, 0, 0], high = [0, 2, 0], interior = [0, 0, 0] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"fsdp"}, {"model"}]>]>} : (tensor<8x32x32xf32>, tensor<f32>) -> tensor<8x34x32xf32>
    %247 = sdy.sharding_constraint %246 <@mesh, [{"data"}, {"fsdp"}, {"model"}]> : tensor<8x34x32xf32>
    %248 = stablehlo.add %223, %247 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"fsdp"}, {"model"}]>]>} : tensor<8x34x32xf32>
    %249 = sdy.sharding_constraint %248 <@mesh, [{"data"}, {"fsdp"}, {"model"}]> : tensor<8x34x32xf32>
    %250 = stablehlo.slice %249 [0:8, 0:1, 0:32] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"fsdp"}, {"model"}]>]>} : (tensor<8x34x32xf32>) -> tensor<8x1x32xf32>
    %251 = sdy.sharding_constraint %250 <@mesh, [{"data"}, {"fsdp"}, {"model"}]> : tensor<8x1x32xf32>
    %252 = stablehlo.slice %249 [0:8, 1:33, 0:32] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"fsdp"}, {"model"}]>]>} : (tensor<8x34x32xf32>) -> tensor<8x32x32xf32>
    %253 = sdy.sharding_constraint %252 <@mesh, [{"data"}, {"fsdp"}, {"model"}]> : tensor<8x32x32xf32>
    %254 = stablehlo.slice %249 [0:8, 33:34, 0:32] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"fsdp"}, {"model"}]>]>} : (tensor<8x34x32xf32>) -> tensor<8x1x32xf32>
    %255 = sdy.sharding_constraint %254 <@mesh, [{"data"}, {"fsdp"}, {"model"}]> : tensor<8x1x32xf32>
    %cst_23 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<0.000000e+00> : tensor<f32>
    %256 = sdy.sharding_constraint %cst_23 <@mesh, []> : tensor<f32>
    %257 = stablehlo.pad %255, %256, low = [0, 0, 0], high = [0, 31, 0], interior = [0, 0, 0] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"fsdp"}, {"model"}]>]>} : (tensor<8x1x32xf32>, tensor<f32>) -> tensor<8x32x32xf32>
    %258 = sdy.sharding_constraint %257 <@mesh, [{"data"}, {"fsdp"}, {"model"}]> : tensor<8x32x32xf32>
    %259 = stablehlo.add %253, %258 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"fsdp"}, {"model"}]>]>} : tensor<8x32x32xf32>
    %260 = sdy.sharding_constraint %259 <@mesh, [{"data"}, {"fsdp"}, {"model"}]> : tensor<8x32x32xf32>
    %cst_24 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<0.000000e+00> : tensor<f32>
    %261 = sdy.sharding_constraint %cst_24 <@mesh, []> : tensor<f32>
    %262 = stablehlo.pad %251, %261, low = [0, 31, 0], high = [0, 0, 0], interior = [0, 0, 0] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"fsdp"}, {"model"}]>]>} : (tensor<8x1x32xf32>, tensor<f32>) -> tensor<8x32x32xf32>
    %263 = sdy.sharding_constraint %262 <@mesh, [{"data"}, {"fsdp"}, {"model"}]> : tensor<8x32x32xf32>
    %264 = stablehlo.add %260, %263 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"fsdp"}, {"model"}]>]>} : tensor<8x32x32xf32>
    %265 = sdy.sharding_constraint %264 <@mesh, [{"data"}, {"fsdp"}, {"model"}]> : tensor<8x32x32xf32>
    %cst_25 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<0.000000e+00> : tensor<f32>
    %266 = sdy.sharding_constraint %cst_25 <@mesh, []> : tensor<f32>
    %267 = stablehlo.pad %265, %266, low = [0, 1, 0], high = [0, 0, 0], interior = [0, 0, 0] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"fsdp"}, {"model"}]>]>} : (tensor<8x32x32xf32>, tensor<f32>) -> tensor<8x33x32xf32>
    %268 = sdy.sharding_constraint %267 <@mesh, [{"data"}, {"fsdp"}, {"model"}]> : tensor<8x33x32xf32>
    %269 = stablehlo.add %157, %268 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"fsdp"}, {"model"}]>]>} : tensor<8x33x32xf32>
    %270 = sdy.sharding_constraint %269 <@mesh, [{"data"}, {"fsdp"}, {"model"}]> : tensor<8x33x32xf32>
    %271 = stablehlo.slice %270 [0:8, 0:1, 0:32] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"fsdp"}, {"model"}]>]>} : (tensor<8x33x32xf32>) -> tensor<8x1x32xf32>
    %272 = sdy.sharding_constraint %271 <@mesh, [{"data"}, {"fsdp"}, {"model"}]> : tensor<8x1x32xf32>
    %273 = stablehlo.slice %270 [0:8, 1:33, 0:32] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"fsdp"}, {"model"}]>]>} : (tensor<8x33x32xf32>) -> tensor<8x32x32xf32>
    %274 = sdy.sharding_constraint %273 <@mesh, [{"data"}, {"fsdp"}, {"model"}]> : tensor<8x32x32xf32>
    %275 = stablehlo.dot_general %274, %arg5, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"model"}, {}]>]>} : (tensor<8x32x32xf32>, tensor<8x32x32xf32>) -> tensor<32x32xf32>
    %276 = sdy.sharding_constraint %275 <@mesh, [{"model"}, {}]> : tensor<32x32xf32>
    %277 = stablehlo.transpose %276, dims = [1, 0] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"model"}]>]>} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %278 = sdy.sharding_constraint %277 <@mesh, [{}, {"model"}]> : tensor<32x32xf32>
    %cst_26 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<0.000000e+00> : tensor<f32>
    %279 = sdy.sharding_constraint %cst_26 <@mesh, []> : tensor<f32>
    %280 = stablehlo.reduce(%272 init: %279) applies stablehlo.add across dimensions = [0, 1] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"model"}]>]>} : (tensor<8x1x32xf32>, tensor<f32>) -> tensor<32xf32>
    %281 = sdy.sharding_constraint %280 <@mesh, [{"model"}]> : tensor<32xf32>
    %282 = stablehlo.broadcast_in_dim %281, dims = [2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"fsdp"}, {"model"}]>]>} : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %283 = sdy.sharding_constraint %282 <@mesh, [{}, {"fsdp"}, {"model"}]> : tensor<1x1x32xf32>
    %cst_27 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<5.000000e-02> : tensor<f32>
    %284 = sdy.sharding_constraint %cst_27 <@mesh, []> : tensor<f32>
    %285 = stablehlo.broadcast_in_dim %284, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"fsdp"}, {"model"}]>]>} : (tensor<f32>) -> tensor<1x1x32xf32>
    %286 = sdy.sharding_constraint %285 <@mesh, [{}, {"fsdp"}, {"model"}]> : tensor<1x1x32xf32>
    %287 = stablehlo.multiply %286, %283 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"fsdp"}, {"model"}]>]>} : tensor<1x1x32xf32>
    %288 = sdy.sharding_constraint %287 <@mesh, [{}, {"fsdp"}, {"model"}]> : tensor<1x1x32xf32>
    %289 = sdy.sharding_constraint %arg0 <@mesh, [{}, {"fsdp"}, {"model"}]> : tensor<1x1x32xf32>
    %290 = stablehlo.subtract %289, %288 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"fsdp"}, {"model"}]>]>} : tensor<1x1x32xf32>
    %291 = sdy.sharding_constraint %290 <@mesh, [{}, {"fsdp"}, {"model"}]> : tensor<1x1x32xf32>
    %292 = sdy.sharding_constraint %291 <@mesh, [{}, {}, {"model"}]> : tensor<1x1x32xf32>
    %cst_28 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<5.000000e-02> : tensor<f32>
    %293 = sdy.sharding_constraint %cst_28 <@mesh, []> : tensor<f32>
    %294 = stablehlo.broadcast_in_dim %293, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"model"}, {}]>]>} : (tensor<f32>) -> tensor<32x4xf32>
    %295 = sdy.sharding_constraint %294 <@mesh, [{"model"}, {}]> : tensor<32x4xf32>
    %296 = stablehlo.multiply %295, %127 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"model"}, {}]>]>} : tensor<32x4xf32>
    %297 = sdy.sharding_constraint %296 <@mesh, [{"model"}, {}]> : tensor<32x4xf32>
    %298 = stablehlo.subtract %arg1, %297 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"model"}, {}]>]>} : tensor<32x4xf32>
    %299 = sdy.sharding_constraint %298 <@mesh, [{"model"}, {}]> : tensor<32x4xf32>
    %cst_29 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<5.000000e-02> : tensor<f32>
    %300 = sdy.sharding_constraint %cst_29 <@mesh, []> : tensor<f32>
    %301 = stablehlo.broadcast_in_dim %300, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"model"}]>]>} : (tensor<f32>) -> tensor<32x32xf32>
    %302 = sdy.sharding_constraint %301 <@mesh, [{}, {"model"}]> : tensor<32x32xf32>
    %303 = stablehlo.multiply %302, %145 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"model"}]>]>} : tensor<32x32xf32>
    %304 = sdy.sharding_constraint %303 <@mesh, [{}, {"model"}]> : tensor<32x32xf32>
    %305 = stablehlo.subtract %arg2, %304 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"model"}]>]>} : tensor<32x32xf32>
    %306 = sdy.sharding_constraint %305 <@mesh, [{}, {"model"}]> : tensor<32x32xf32>
    %cst_30 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<5.000000e-02> : tensor<f32>
    %307 = sdy.sharding_constraint %cst_30 <@mesh, []> : tensor<f32>
    %308 = stablehlo.broadcast_in_dim %307, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"model"}]>]>} : (tensor<f32>) -> tensor<3x32xf32>
    %309 = sdy.sharding_constraint %308 <@mesh, [{}, {"model"}]> : tensor<3x32xf32>
    %310 = stablehlo.multiply %309, %244 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"model"}]>]>} : tensor<3x32xf32>
    %311 = sdy.sharding_constraint %310 <@mesh, [{}, {"model"}]> : tensor<3x32xf32>
    %312 = stablehlo.subtract %arg3, %311 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"model"}]>]>} : tensor<3x32xf32>
    %313 = sdy.sharding_constraint %312 <@mesh, [{}, {"model"}]> : tensor<3x32xf32>
    %cst_31 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<5.000000e-02> : tensor<f32>
    %314 = sdy.sharding_constraint %cst_31 <@mesh, []> : tensor<f32>
    %315 = stablehlo.broadcast_in_dim %314, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"model"}]>]>} : (tensor<f32>) -> tensor<32x32xf32>
    %316 = sdy.sharding_constraint %315 <@mesh, [{}, {"model"}]> : tensor<32x32xf32>
    %317 = stablehlo.multiply %316, %278 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"model"}]>]>} : tensor<32x32xf32>
    %318 = sdy.sharding_constraint %317 <@mesh, [{}, {"model"}]> : tensor<32x32xf32>
    %319 = stablehlo.subtract %arg4, %318 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"model"}]>]>} : tensor<32x32xf32>
    %320 = sdy.sharding_constraint %319 <@mesh, [{}, {"model"}]> : tensor<32x32xf32>
    return %292, %299, %306, %313, %320, %115 : tensor<1x1x32xf32>, tensor<32x4xf32>, tensor<32x32xf32>, tensor<3x32xf32>, tensor<32x32xf32>, tensor<f32>
  }
}
