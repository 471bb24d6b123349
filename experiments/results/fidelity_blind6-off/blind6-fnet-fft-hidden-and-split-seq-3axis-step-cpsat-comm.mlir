module {
  sdy.mesh @mesh = <["data"=2, "fsdp"=2, "model"=2]>
  func.func @main(%arg0: tensor<32x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, %arg1: tensor<64x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {}]>}, %arg2: tensor<32x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, %arg3: tensor<64x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {}]>}, %arg4: tensor<16x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"data"}]>}, %arg5: tensor<32x4xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg6: tensor<4x32x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {"fsdp"}, {}]>}, %arg7: tensor<4x32x4xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {"fsdp"}, {}]>}) -> (tensor<32x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, tensor<64x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {}]>}, tensor<32x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, tensor<64x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {}]>}, tensor<16x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"data"}]>}, tensor<32x4xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, tensor<f32> {sdy.sharding = #sdy.sharding<@mesh, []>}) {
    %0 = sdy.sharding_constraint %arg4 <@mesh, [{}, {}]> : tensor<16x32xf32>
    %1 = stablehlo.dot_general %arg6, %0, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"fsdp"}, {}]>]>} : (tensor<4x32x16xf32>, tensor<16x32xf32>) -> tensor<4x32x32xf32>
    %2 = sdy.sharding_constraint %1 <@mesh, [{"data"}, {"fsdp"}, {}]> : tensor<4x32x32xf32>
    %3 = sdy.sharding_constraint %2 <@mesh, [{"data"}, {}, {}]> : tensor<4x32x32xf32>
    %4 = stablehlo.convert %3 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : (tensor<4x32x32xf32>) -> tensor<4x32x32xcomplex<f32>>
    %5 = sdy.sharding_constraint %4 <@mesh, [{"data"}, {}, {}]> : tensor<4x32x32xcomplex<f32>>
    %6 = stablehlo.fft %5, type = FFT, length = [32] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : (tensor<4x32x32xcomplex<f32>>) -> tensor<4x32x32xcomplex<f32>>
    %7 = sdy.sharding_constraint %6 <@mesh, [{"data"}, {}, {}]> : tensor<4x32x32xcomplex<f32>>
    %8 = stablehlo.transpose %7, dims = [0, 2, 1] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : (tensor<4x32x32xcomplex<f32>>) -> tensor<4x32x32xcomplex<f32>>
    %9 = sdy.sharding_constraint %8 <@mesh, [{"data"}, {}, {}]> : tensor<4x32x32xcomplex<f32>>
    %10 = stablehlo.fft %9, type = FFT, length = [32] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : (tensor<4x32x32xcomplex<f32>>) -> tensor<4x32x32xcomplex<f32>>
    %11 = sdy.sharding_constraint %10 <@mesh, [{"data"}, {}, {}]> : tensor<4x32x32xcomplex<f32>>
    %12 = stablehlo.transpose %11, dims = [0, 2, 1] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : (tensor<4x32x32xcomplex<f32>>) -> tensor<4x32x32xcomplex<f32>>
    %13 = sdy.sharding_constraint %12 <@mesh, [{"data"}, {}, {}]> : tensor<4x32x32xcomplex<f32>>
    %14 = stablehlo.real %13 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : (tensor<4x32x32xcomplex<f32>>) -> tensor<4x32x32xf32>
    %15 = sdy.sharding_constraint %14 <@mesh, [{"data"}, {}, {}]> : tensor<4x32x32xf32>
    %16 = sdy.sharding_constraint %2 <@mesh, [{"data"}, {}, {}]> : tensor<4x32x32xf32>
    %17 = stablehlo.add %16, %15 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : tensor<4x32x32xf32>
    %18 = sdy.sharding_constraint %17 <@mesh, [{"data"}, {}, {}]> : tensor<4x32x32xf32>
    %cst = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<0.000000e+00> : tensor<f32>
    %19 = sdy.sharding_constraint %cst <@mesh, []> : tensor<f32>
    %20 = stablehlo.reduce(%18 init: %19) applies stablehlo.add across dimensions = [2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : (tensor<4x32x32xf32>, tensor<f32>) -> tensor<4x32xf32>
    %21 = sdy.sharding_constraint %20 <@mesh, [{"data"}, {}]> : tensor<4x32xf32>
    %22 = stablehlo.broadcast_in_dim %21, dims = [0, 1] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : (tensor<4x32xf32>) -> tensor<4x32x1xf32>
    %23 = sdy.sharding_constraint %22 <@mesh, [{"data"}, {}, {}]> : tensor<4x32x1xf32>
    %cst_0 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<3.200000e+01> : tensor<f32>
    %24 = sdy.sharding_constraint %cst_0 <@mesh, []> : tensor<f32>
    %25 = stablehlo.broadcast_in_dim %24, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : (tensor<f32>) -> tensor<4x32x1xf32>
    %26 = sdy.sharding_constraint %25 <@mesh, [{"data"}, {}, {}]> : tensor<4x32x1xf32>
    %27 = stablehlo.divide %23, %26 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : tensor<4x32x1xf32>
    %28 = sdy.sharding_constraint %27 <@mesh, [{"data"}, {}, {}]> : tensor<4x32x1xf32>
    %29 = stablehlo.broadcast_in_dim %28, dims = [0, 1, 2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : (tensor<4x32x1xf32>) -> tensor<4x32x32xf32>
    %30 = sdy.sharding_constraint %29 <@mesh, [{"data"}, {}, {}]> : tensor<4x32x32xf32>
    %31 = stablehlo.subtract %18, %30 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : tensor<4x32x32xf32>
    %32 = sdy.sharding_constraint %31 <@mesh, [{"data"}, {}, {}]> : tensor<4x32x32xf32>
    %33 = stablehlo.broadcast_in_dim %28, dims = [0, 1, 2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : (tensor<4x32x1xf32>) -> tensor<4x32x32xf32>
    %34 = sdy.sharding_constraint %33 <@mesh, [{"data"}, {}, {}]> : tensor<4x32x32xf32>
    %35 = stablehlo.subtract %18, %34 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : tensor<4x32x32xf32>
    %36 = sdy.sharding_constraint %35 <@mesh, [{"data"}, {}, {}]> : tensor<4x32x32xf32>
    %37 = sdy.sharding_constraint %36 <@mesh, [{"data"}, {"fsdp"}, {}]> : tensor<4x32x32xf32>
    %38 = sdy.sharding_constraint %36 <@mesh, [{"data"}, {"fsdp"}, {}]> : tensor<4x32x32xf32>
    %39 = stablehlo.multiply %37, %38 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"fsdp"}, {}]>]>} : tensor<4x32x32xf32>
    %40 = sdy.sharding_constraint %39 <@mesh, [{"data"}, {"fsdp"}, {}]> : tensor<4x32x32xf32>
    %cst_1 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<2.000000e+00> : tensor<f32>
    %41 = sdy.sharding_constraint %cst_1 <@mesh, []> : tensor<f32>
    %42 = stablehlo.broadcast_in_dim %41, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : (tensor<f32>) -> tensor<4x32x32xf32>
    %43 = sdy.sharding_constraint %42 <@mesh, [{"data"}, {}, {}]> : tensor<4x32x32xf32>
    %44 = stablehlo.multiply %43, %36 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : tensor<4x32x32xf32>
    %45 = sdy.sharding_constraint %44 <@mesh, [{"data"}, {}, {}]> : tensor<4x32x32xf32>
    %cst_2 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<0.000000e+00> : tensor<f32>
    %46 = sdy.sharding_constraint %cst_2 <@mesh, []> : tensor<f32>
    %47 = stablehlo.reduce(%40 init: %46) applies stablehlo.add across dimensions = [2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"fsdp"}]>]>} : (tensor<4x32x32xf32>, tensor<f32>) -> tensor<4x32xf32>
    %48 = sdy.sharding_constraint %47 <@mesh, [{"data"}, {"fsdp"}]> : tensor<4x32xf32>
    %49 = sdy.sharding_constraint %48 <@mesh, [{"data"}, {}]> : tensor<4x32xf32>
    %50 = stablehlo.broadcast_in_dim %49, dims = [0, 1] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : (tensor<4x32xf32>) -> tensor<4x32x1xf32>
    %51 = sdy.sharding_constraint %50 <@mesh, [{"data"}, {}, {}]> : tensor<4x32x1xf32>
    %cst_3 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<3.200000e+01> : tensor<f32>
    %52 = sdy.sharding_constraint %cst_3 <@mesh, []> : tensor<f32>
    %53 = stablehlo.broadcast_in_dim %52, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : (tensor<f32>) -> tensor<4x32x1xf32>
    %54 = sdy.sharding_constraint %53 <@mesh, [{"data"}, {}, {}]> : tensor<4x32x1xf32>
    %55 = stablehlo.divide %51, %54 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : tensor<4x32x1xf32>
    %56 = sdy.sharding_constraint %55 <@mesh, [{"data"}, {}, {}]> : tensor<4x32x1xf32>
    %cst_4 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<9.99999974E-6> : tensor<f32>
    %57 = sdy.sharding_constraint %cst_4 <@mesh, []> : tensor<f32>
    %58 = stablehlo.broadcast_in_dim %57, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : (tensor<f32>) -> tensor<4x32x1xf32>
    %59 = sdy.sharding_constraint %58 <@mesh, [{"data"}, {}, {}]> : tensor<4x32x1xf32>
    %60 = stablehlo.add %56, %59 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : tensor<4x32x1xf32>
    %61 = sdy.sharding_constraint %60 <@mesh, [{"data"}, {}, {}]> : tensor<4x32x1xf32>
    %62 = stablehlo.rsqrt %61 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : tensor<4x32x1xf32>
    %63 = sdy.sharding_constraint %62 <@mesh, [{"data"}, {}, {}]> : tensor<4x32x1xf32>
    %64 = stablehlo.divide %63, %61 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : tensor<4x32x1xf32>
    %65 = sdy.sharding_constraint %64 <@mesh, [{"data"}, {}, {}]> : tensor<4x32x1xf32>
    %cst_5 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<-5.000000e-01> : tensor<f32>
    %66 = sdy.sharding_constraint %cst_5 <@mesh, []> : tensor<f32>
    %67 = stablehlo.broadcast_in_dim %66, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : (tensor<f32>) -> tensor<4x32x1xf32>
    %68 = sdy.sharding_constraint %67 <@mesh, [{"data"}, {}, {}]> : tensor<4x32x1xf32>
    %69 = stablehlo.multiply %68, %65 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : tensor<4x32x1xf32>
    %70 = sdy.sharding_constraint %69 <@mesh, [{"data"}, {}, {}]> : tensor<4x32x1xf32>
    %71 = stablehlo.broadcast_in_dim %63, dims = [0, 1, 2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : (tensor<4x32x1xf32>) -> tensor<4x32x32xf32>
    %72 = sdy.sharding_constraint %71 <@mesh, [{"data"}, {}, {}]> : tensor<4x32x32xf32>
    %73 = stablehlo.multiply %32, %72 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : tensor<4x32x32xf32>
    %74 = sdy.sharding_constraint %73 <@mesh, [{"data"}, {}, {}]> : tensor<4x32x32xf32>
    %75 = sdy.sharding_constraint %arg0 <@mesh, [{}, {}]> : tensor<32x64xf32>
    %76 = stablehlo.dot_general %74, %75, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : (tensor<4x32x32xf32>, tensor<32x64xf32>) -> tensor<4x32x64xf32>
    %77 = sdy.sharding_constraint %76 <@mesh, [{"data"}, {}, {}]> : tensor<4x32x64xf32>
    %78 = stablehlo.multiply %77, %77 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : tensor<4x32x64xf32>
    %79 = sdy.sharding_constraint %78 <@mesh, [{"data"}, {}, {}]> : tensor<4x32x64xf32>
    %80 = stablehlo.multiply %79, %77 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : tensor<4x32x64xf32>
    %81 = sdy.sharding_constraint %80 <@mesh, [{"data"}, {}, {}]> : tensor<4x32x64xf32>
    %82 = stablehlo.multiply %77, %77 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : tensor<4x32x64xf32>
    %83 = sdy.sharding_constraint %82 <@mesh, [{"data"}, {}, {}]> : tensor<4x32x64xf32>
    %cst_6 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<3.000000e+00> : tensor<f32>
    %84 = sdy.sharding_constraint %cst_6 <@mesh, []> : tensor<f32>
    %85 = stablehlo.broadcast_in_dim %84, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : (tensor<f32>) -> tensor<4x32x64xf32>
    %86 = sdy.sharding_constraint %85 <@mesh, [{"data"}, {}, {}]> : tensor<4x32x64xf32>
    %87 = stablehlo.multiply %86, %83 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : tensor<4x32x64xf32>
    %88 = sdy.sharding_constraint %87 <@mesh, [{"data"}, {}, {}]> : tensor<4x32x64xf32>
    %cst_7 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<4.471500e-02> : tensor<f32>
    %89 = sdy.sharding_constraint %cst_7 <@mesh, []> : tensor<f32>
    %90 = stablehlo.broadcast_in_dim %89, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : (tensor<f32>) -> tensor<4x32x64xf32>
    %91 = sdy.sharding_constraint %90 <@mesh, [{"data"}, {}, {}]> : tensor<4x32x64xf32>
    %92 = stablehlo.multiply %91, %81 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : tensor<4x32x64xf32>
    %93 = sdy.sharding_constraint %92 <@mesh, [{"data"}, {}, {}]> : tensor<4x32x64xf32>
    %94 = stablehlo.add %77, %93 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : tensor<4x32x64xf32>
    %95 = sdy.sharding_constraint %94 <@mesh, [{"data"}, {}, {}]> : tensor<4x32x64xf32>
    %cst_8 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<0.797884583> : tensor<f32>
    %96 = sdy.sharding_constraint %cst_8 <@mesh, []> : tensor<f32>
    %97 = stablehlo.broadcast_in_dim %96, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : (tensor<f32>) -> tensor<4x32x64xf32>
    %98 = sdy.sharding_constraint %97 <@mesh, [{"data"}, {}, {}]> : tensor<4x32x64xf32>
    %99 = stablehlo.multiply %98, %95 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : tensor<4x32x64xf32>
    %100 = sdy.sharding_constraint %99 <@mesh, [{"data"}, {}, {}]> : tensor<4x32x64xf32>
    %101 = stablehlo.tanh %100 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : tensor<4x32x64xf32>
    %102 = sdy.sharding_constraint %101 <@mesh, [{"data"}, {}, {}]> : tensor<4x32x64xf32>
    %cst_9 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<1.000000e+00> : tensor<f32>
    %103 = sdy.sharding_constraint %cst_9 <@mesh, []> : tensor<f32>
    %104 = stablehlo.broadcast_in_dim %103, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : (tensor<f32>) -> tensor<4x32x64xf32>
    %105 = sdy.sharding_constraint %104 <@mesh, [{"data"}, {}, {}]> : tensor<4x32x64xf32>
    %106 = stablehlo.subtract %105, %102 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : tensor<4x32x64xf32>
    %107 = sdy.sharding_constraint %106 <@mesh, [{"data"}, {}, {}]> : tensor<4x32x64xf32>
    %cst_10 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<1.000000e+00> : tensor<f32>
    %108 = sdy.sharding_constraint %cst_10 <@mesh, []> : tensor<f32>
    %109 = stablehlo.broadcast_in_dim %108, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : (tensor<f32>) -> tensor<4x32x64xf32>
    %110 = sdy.sharding_constraint %109 <@mesh, [{"data"}, {}, {}]> : tensor<4x32x64xf32>
    %111 = stablehlo.add %110, %102 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : tensor<4x32x64xf32>
    %112 = sdy.sharding_constraint %111 <@mesh, [{"data"}, {}, {}]> : tensor<4x32x64xf32>
    %cst_11 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<5.000000e-01> : tensor<f32>
    %113 = sdy.sharding_constraint %cst_11 <@mesh, []> : tensor<f32>
    %114 = stablehlo.broadcast_in_dim %113, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : (tensor<f32>) -> tensor<4x32x64xf32>
    %115 = sdy.sharding_constraint %114 <@mesh, [{"data"}, {}, {}]> : tensor<4x32x64xf32>
    %116 = stablehlo.multiply %115, %112 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : tensor<4x32x64xf32>
    %117 = sdy.sharding_constraint %116 <@mesh, [{"data"}, {}, {}]> : tensor<4x32x64xf32>
    %118 = stablehlo.multiply %77, %117 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : tensor<4x32x64xf32>
    %119 = sdy.sharding_constraint %118 <@mesh, [{"data"}, {}, {}]> : tensor<4x32x64xf32>
    %120 = sdy.sharding_constraint %arg1 <@mesh, [{}, {}]> : tensor<64x32xf32>
    %121 = stablehlo.dot_general %119, %120, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : (tensor<4x32x64xf32>, tensor<64x32xf32>) -> tensor<4x32x32xf32>
    %122 = sdy.sharding_constraint %121 <@mesh, [{"data"}, {}, {}]> : tensor<4x32x32xf32>
    %123 = stablehlo.add %74, %122 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : tensor<4x32x32xf32>
    %124 = sdy.sharding_constraint %123 <@mesh, [{"data"}, {}, {}]> : tensor<4x32x32xf32>
    %cst_12 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<0.000000e+00> : tensor<f32>
    %125 = sdy.sharding_constraint %cst_12 <@mesh, []> : tensor<f32>
    %126 = stablehlo.reduce(%124 init: %125) applies stablehlo.add across dimensions = [2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : (tensor<4x32x32xf32>, tensor<f32>) -> tensor<4x32xf32>
    %127 = sdy.sharding_constraint %126 <@mesh, [{"data"}, {}]> : tensor<4x32xf32>
    %128 = stablehlo.broadcast_in_dim %127, dims = [0, 1] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : (tensor<4x32xf32>) -> tensor<4x32x1xf32>
    %129 = sdy.sharding_constraint %128 <@mesh, [{"data"}, {}, {}]> : tensor<4x32x1xf32>
    %cst_13 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<3.200000e+01> : tensor<f32>
    %130 = sdy.sharding_constraint %cst_13 <@mesh, []> : tensor<f32>
    %131 = stablehlo.broadcast_in_dim %130, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : (tensor<f32>) -> tensor<4x32x1xf32>
    %132 = sdy.sharding_constraint %131 <@mesh, [{"data"}, {}, {}]> : tensor<4x32x1xf32>
    %133 = stablehlo.divide %129, %132 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : tensor<4x32x1xf32>
    %134 = sdy.sharding_constraint %133 <@mesh, [{"data"}, {}, {}]> : tensor<4x32x1xf32>
    %135 = stablehlo.broadcast_in_dim %134, dims = [0, 1, 2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : (tensor<4x32x1xf32>) -> tensor<4x32x32xf32>
    %136 = sdy.sharding_constraint %135 <@mesh, [{"data"}, {}, {}]> : tensor<4x32x32xf32>
    %137 = stablehlo.subtract %124, %136 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : tensor<4x32x32xf32>
    %138 = sdy.sharding_constraint %137 <@mesh, [{"data"}, {}, {}]> : tensor<4x32x32xf32>
    %139 = stablehlo.broadcast_in_dim %134, dims = [0, 1, 2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : (tensor<4x32x1xf32>) -> tensor<4x32x32xf32>
    %140 = sdy.sharding_constraint %139 <@mesh, [{"data"}, {}, {}]> : tensor<4x32x32xf32>
    %141 = stablehlo.subtract %124, %140 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : tensor<4x32x32xf32>
    %142 = sdy.sharding_constraint %141 <@mesh, [{"data"}, {}, {}]> : tensor<4x32x32xf32>
    %143 = stablehlo.multiply %142, %142 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : tensor<4x32x32xf32>
    %144 = sdy.sharding_constraint %143 <@mesh, [{"data"}, {}, {}]> : tensor<4x32x32xf32>
    %cst_14 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<2.000000e+00> : tensor<f32>
    %145 = sdy.sharding_constraint %cst_14 <@mesh, []> : tensor<f32>
    %146 = stablehlo.broadcast_in_dim %145, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : (tensor<f32>) -> tensor<4x32x32xf32>
    %147 = sdy.sharding_constraint %146 <@mesh, [{"data"}, {}, {}]> : tensor<4x32x32xf32>
    %148 = stablehlo.multiply %147, %142 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : tensor<4x32x32xf32>
    %149 = sdy.sharding_constraint %148 <@mesh, [{"data"}, {}, {}]> : tensor<4x32x32xf32>
    %cst_15 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<0.000000e+00> : tensor<f32>
    %150 = sdy.sharding_constraint %cst_15 <@mesh, []> : tensor<f32>
    %151 = stablehlo.reduce(%144 init: %150) applies stablehlo.add across dimensions = [2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : (tensor<4x32x32xf32>, tensor<f32>) -> tensor<4x32xf32>
    %152 = sdy.sharding_constraint %151 <@mesh, [{"data"}, {}]> : tensor<4x32xf32>
    %153 = stablehlo.broadcast_in_dim %152, dims = [0, 1] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : (tensor<4x32xf32>) -> tensor<4x32x1xf32>
    %154 = sdy.sharding_constraint %153 <@mesh, [{"data"}, {}, {}]> : tensor<4x32x1xf32>
    %cst_16 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<3.200000e+01> : tensor<f32>
    %155 = sdy.sharding_constraint %cst_16 <@mesh, []> : tensor<f32>
    %156 = stablehlo.broadcast_in_dim %155, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : (tensor<f32>) -> tensor<4x32x1xf32>
    %157 = sdy.sharding_constraint %156 <@mesh, [{"data"}, {}, {}]> : tensor<4x32x1xf32>
    %158 = stablehlo.divide %154, %157 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : tensor<4x32x1xf32>
    %159 = sdy.sharding_constraint %158 <@mesh, [{"data"}, {}, {}]> : tensor<4x32x1xf32>
    %cst_17 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<9.99999974E-6> : tensor<f32>
    %160 = sdy.sharding_constraint %cst_17 <@mesh, []> : tensor<f32>
    %161 = stablehlo.broadcast_in_dim %160, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : (tensor<f32>) -> tensor<4x32x1xf32>
    %162 = sdy.sharding_constraint %161 <@mesh, [{"data"}, {}, {}]> : tensor<4x32x1xf32>
    %163 = stablehlo.add %159, %162 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : tensor<4x32x1xf32>
    %164 = sdy.sharding_constraint %163 <@mesh, [{"data"}, {}, {}]> : tensor<4x32x1xf32>
    %165 = stablehlo.rsqrt %164 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : tensor<4x32x1xf32>
    %166 = sdy.sharding_constraint %165 <@mesh, [{"data"}, {}, {}]> : tensor<4x32x1xf32>
    %167 = stablehlo.divide %166, %164 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : tensor<4x32x1xf32>
    %168 = sdy.sharding_constraint %167 <@mesh, [{"data"}, {}, {}]> : tensor<4x32x1xf32>
    %cst_18 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<-5.000000e-01> : tensor<f32>
    %169 = sdy.sharding_constraint %cst_18 <@mesh, []> : tensor<f32>
    %170 = stablehlo.broadcast_in_dim %169, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : (tensor<f32>) -> tensor<4x32x1xf32>
    %171 = sdy.sharding_constraint %170 <@mesh, [{"data"}, {}, {}]> : tensor<4x32x1xf32>
    %172 = stablehlo.multiply %171, %168 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : tensor<4x32x1xf32>
    %173 = sdy.sharding_constraint %172 <@mesh, [{"data"}, {}, {}]> : tensor<4x32x1xf32>
    %174 = stablehlo.broadcast_in_dim %166, dims = [0, 1, 2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : (tensor<4x32x1xf32>) -> tensor<4x32x32xf32>
    %175 = sdy.sharding_constraint %174 <@mesh, [{"data"}, {}, {}]> : tensor<4x32x32xf32>
    %176 = stablehlo.multiply %138, %175 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : tensor<4x32x32xf32>
    %177 = sdy.sharding_constraint %176 <@mesh, [{"data"}, {}, {}]> : tensor<4x32x32xf32>
    %178 = stablehlo.convert %177 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : (tensor<4x32x32xf32>) -> tensor<4x32x32xcomplex<f32>>
    %179 = sdy.sharding_constraint %178 <@mesh, [{"data"}, {}, {}]> : tensor<4x32x32xcomplex<f32>>
    %180 = stablehlo.fft %179, type = FFT, length = [32] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : (tensor<4x32x32xcomplex<f32>>) -> tensor<4x32x32xcomplex<f32>>
    %181 = sdy.sharding_constraint %180 <@mesh, [{"data"}, {}, {}]> : tensor<4x32x32xcomplex<f32>>
    %182 = stablehlo.transpose %181, dims = [0, 2, 1] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : (tensor<4x32x32xcomplex<f32>>) -> tensor<4x32x32xcomplex<f32>>
    %183 = sdy.sharding_constraint %182 <@mesh, [{"data"}, {}, {}]> : tensor<4x32x32xcomplex<f32>>
    %184 = stablehlo.fft %183, type = FFT, length = [32] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : (tensor<4x32x32xcomplex<f32>>) -> tensor<4x32x32xcomplex<f32>>
    %185 = sdy.sharding_constraint %184 <@mesh, [{"data"}, {}, {}]> : tensor<4x32x32xcomplex<f32>>
    %186 = sdy.sharding_constraint %185 <@mesh, [{"data"}, {}, {"fsdp"}]> : tensor<4x32x32xcomplex<f32>>
    %187 = stablehlo.transpose %186, dims = [0, 2, 1] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"fsdp"}, {}]>]>} : (tensor<4x32x32xcomplex<f32>>) -> tensor<4x32x32xcomplex<f32>>
    %188 = sdy.sharding_constraint %187 <@mesh, [{"data"}, {"fsdp"}, {}]> : tensor<4x32x32xcomplex<f32>>
    %189 = stablehlo.real %188 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"fsdp"}, {}]>]>} : (tensor<4x32x32xcomplex<f32>>) -> tensor<4x32x32xf32>
    %190 = sdy.sharding_constraint %189 <@mesh, [{"data"}, {"fsdp"}, {}]> : tensor<4x32x32xf32>
    %191 = sdy.sharding_constraint %177 <@mesh, [{"data"}, {"fsdp"}, {}]> : tensor<4x32x32xf32>
    %192 = stablehlo.add %191, %190 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"fsdp"}, {}]>]>} : tensor<4x32x32xf32>
    %193 = sdy.sharding_constraint %192 <@mesh, [{"data"}, {"fsdp"}, {}]> : tensor<4x32x32xf32>
    %cst_19 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<0.000000e+00> : tensor<f32>
    %194 = sdy.sharding_constraint %cst_19 <@mesh, []> : tensor<f32>
    %195 = sdy.sharding_constraint %193 <@mesh, [{}, {"fsdp"}, {}]> : tensor<4x32x32xf32>
    %196 = stablehlo.reduce(%195 init: %194) applies stablehlo.add across dimensions = [2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"fsdp"}]>]>} : (tensor<4x32x32xf32>, tensor<f32>) -> tensor<4x32xf32>
    %197 = sdy.sharding_constraint %196 <@mesh, [{}, {"fsdp"}]> : tensor<4x32xf32>
    %198 = stablehlo.broadcast_in_dim %197, dims = [0, 1] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"fsdp"}, {}]>]>} : (tensor<4x32xf32>) -> tensor<4x32x1xf32>
    %199 = sdy.sharding_constraint %198 <@mesh, [{}, {"fsdp"}, {}]> : tensor<4x32x1xf32>
    %cst_20 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<3.200000e+01> : tensor<f32>
    %200 = sdy.sharding_constraint %cst_20 <@mesh, []> : tensor<f32>
    %201 = stablehlo.broadcast_in_dim %200, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"fsdp"}, {}]>]>} : (tensor<f32>) -> tensor<4x32x1xf32>
    %202 = sdy.sharding_constraint %201 <@mesh, [{}, {"fsdp"}, {}]> : tensor<4x32x1xf32>
    %203 = stablehlo.divide %199, %202 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"fsdp"}, {}]>]>} : tensor<4x32x1xf32>
    %204 = sdy.sharding_constraint %203 <@mesh, [{}, {"fsdp"}, {}]> : tensor<4x32x1xf32>
    %205 = stablehlo.broadcast_in_dim %204, dims = [0, 1, 2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"fsdp"}, {}]>]>} : (tensor<4x32x1xf32>) -> tensor<4x32x32xf32>
    %206 = sdy.sharding_constraint %205 <@mesh, [{}, {"fsdp"}, {}]> : tensor<4x32x32xf32>
    %207 = sdy.sharding_constraint %193 <@mesh, [{}, {"fsdp"}, {}]> : tensor<4x32x32xf32>
    %208 = stablehlo.subtract %207, %206 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"fsdp"}, {}]>]>} : tensor<4x32x32xf32>
    %209 = sdy.sharding_constraint %208 <@mesh, [{}, {"fsdp"}, {}]> : tensor<4x32x32xf32>
    %210 = stablehlo.broadcast_in_dim %204, dims = [0, 1, 2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"fsdp"}, {}]>]>} : (tensor<4x32x1xf32>) -> tensor<4x32x32xf32>
    %211 = sdy.sharding_constraint %210 <@mesh, [{}, {"fsdp"}, {}]> : tensor<4x32x32xf32>
    %212 = sdy.sharding_constraint %193 <@mesh, [{}, {"fsdp"}, {}]> : tensor<4x32x32xf32>
    %213 = stablehlo.subtract %212, %211 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"fsdp"}, {}]>]>} : tensor<4x32x32xf32>
    %214 = sdy.sharding_constraint %213 <@mesh, [{}, {"fsdp"}, {}]> : tensor<4x32x32xf32>
    %215 = stablehlo.multiply %214, %214 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"fsdp"}, {}]>]>} : tensor<4x32x32xf32>
    %216 = sdy.sharding_constraint %215 <@mesh, [{}, {"fsdp"}, {}]> : tensor<4x32x32xf32>
    %cst_21 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<2.000000e+00> : tensor<f32>
    %217 = sdy.sharding_constraint %cst_21 <@mesh, []> : tensor<f32>
    %218 = stablehlo.broadcast_in_dim %217, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"fsdp"}, {}]>]>} : (tensor<f32>) -> tensor<4x32x32xf32>
    %219 = sdy.sharding_constraint %218 <@mesh, [{"data"}, {"fsdp"}, {}]> : tensor<4x32x32xf32>
    %220 = sdy.sharding_constraint %214 <@mesh, [{"data"}, {"fsdp"}, {}]> : tensor<4x32x32xf32>
    %221 = stablehlo.multiply %219, %220 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"fsdp"}, {}]>]>} : tensor<4x32x32xf32>
    %222 = sdy.sharding_constraint %221 <@mesh, [{"data"}, {"fsdp"}, {}]> : tensor<4x32x32xf32>
    %cst_22 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<0.000000e+00> : tensor<f32>
    %223 = sdy.sharding_constraint %cst_22 <@mesh, []> : tensor<f32>
    %224 = stablehlo.reduce(%216 init: %223) applies stablehlo.add across dimensions = [2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"fsdp"}]>]>} : (tensor<4x32x32xf32>, tensor<f32>) -> tensor<4x32xf32>
    %225 = sdy.sharding_constraint %224 <@mesh, [{}, {"fsdp"}]> : tensor<4x32xf32>
    %226 = stablehlo.broadcast_in_dim %225, dims = [0, 1] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"fsdp"}, {}]>]>} : (tensor<4x32xf32>) -> tensor<4x32x1xf32>
    %227 = sdy.sharding_constraint %226 <@mesh, [{}, {"fsdp"}, {}]> : tensor<4x32x1xf32>
    %cst_23 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<3.200000e+01> : tensor<f32>
    %228 = sdy.sharding_constraint %cst_23 <@mesh, []> : tensor<f32>
    %229 = stablehlo.broadcast_in_dim %228, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"fsdp"}, {}]>]>} : (tensor<f32>) -> tensor<4x32x1xf32>
    %230 = sdy.sharding_constraint %229 <@mesh, [{}, {"fsdp"}, {}]> : tensor<4x32x1xf32>
    %231 = stablehlo.divide %227, %230 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"fsdp"}, {}]>]>} : tensor<4x32x1xf32>
    %232 = sdy.sharding_constraint %231 <@mesh, [{}, {"fsdp"}, {}]> : tensor<4x32x1xf32>
    %cst_24 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<9.99999974E-6> : tensor<f32>
    %233 = sdy.sharding_constraint %cst_24 <@mesh, []> : tensor<f32>
    %234 = stablehlo.broadcast_in_dim %233, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"fsdp"}, {}]>]>} : (tensor<f32>) -> tensor<4x32x1xf32>
    %235 = sdy.sharding_constraint %234 <@mesh, [{}, {"fsdp"}, {}]> : tensor<4x32x1xf32>
    %236 = stablehlo.add %232, %235 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"fsdp"}, {}]>]>} : tensor<4x32x1xf32>
    %237 = sdy.sharding_constraint %236 <@mesh, [{}, {"fsdp"}, {}]> : tensor<4x32x1xf32>
    %238 = stablehlo.rsqrt %237 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"fsdp"}, {}]>]>} : tensor<4x32x1xf32>
    %239 = sdy.sharding_constraint %238 <@mesh, [{}, {"fsdp"}, {}]> : tensor<4x32x1xf32>
    %240 = sdy.sharding_constraint %239 <@mesh, [{"data"}, {"fsdp"}, {}]> : tensor<4x32x1xf32>
    %241 = sdy.sharding_constraint %237 <@mesh, [{"data"}, {"fsdp"}, {}]> : tensor<4x32x1xf32>
    %242 = stablehlo.divide %240, %241 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"fsdp"}, {}]>]>} : tensor<4x32x1xf32>
    %243 = sdy.sharding_constraint %242 <@mesh, [{"data"}, {"fsdp"}, {}]> : tensor<4x32x1xf32>
    %cst_25 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<-5.000000e-01> : tensor<f32>
    %244 = sdy.sharding_constraint %cst_25 <@mesh, []> : tensor<f32>
    %245 = stablehlo.broadcast_in_dim %244, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"fsdp"}, {}]>]>} : (tensor<f32>) -> tensor<4x32x1xf32>
    %246 = sdy.sharding_constraint %245 <@mesh, [{"data"}, {"fsdp"}, {}]> : tensor<4x32x1xf32>
    %247 = stablehlo.multiply %246, %243 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"fsdp"}, {}]>]>} : tensor<4x32x1xf32>
    %248 = sdy.sharding_constraint %247 <@mesh, [{"data"}, {"fsdp"}, {}]> : tensor<4x32x1xf32>
    %249 = stablehlo.broadcast_in_dim %239, dims = [0, 1, 2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"fsdp"}, {}]>]>} : (tensor<4x32x1xf32>) -> tensor<4x32x32xf32>
    %250 = sdy.sharding_constraint %249 <@mesh, [{}, {"fsdp"}, {}]> : tensor<4x32x32xf32>
    %251 = stablehlo.multiply %209, %250 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"fsdp"}, {}]>]>} : tensor<4x32x32xf32>
    %252 = sdy.sharding_constraint %251 <@mesh, [{}, {"fsdp"}, {}]> : tensor<4x32x32xf32>
    %253 = sdy.sharding_constraint %arg2 <@mesh, [{}, {}]> : tensor<32x64xf32>
    %254 = stablehlo.dot_general %252, %253, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"fsdp"}, {}]>]>} : (tensor<4x32x32xf32>, tensor<32x64xf32>) -> tensor<4x32x64xf32>
    %255 = sdy.sharding_constraint %254 <@mesh, [{}, {"fsdp"}, {}]> : tensor<4x32x64xf32>
    %256 = stablehlo.multiply %255, %255 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"fsdp"}, {}]>]>} : tensor<4x32x64xf32>
    %257 = sdy.sharding_constraint %256 <@mesh, [{}, {"fsdp"}, {}]> : tensor<4x32x64xf32>
    %258 = stablehlo.multiply %257, %255 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"fsdp"}, {}]>]>} : tensor<4x32x64xf32>
    %259 = sdy.sharding_constraint %258 <@mesh, [{}, {"fsdp"}, {}]> : tensor<4x32x64xf32>
    %260 = stablehlo.multiply %255, %255 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"fsdp"}, {}]>]>} : tensor<4x32x64xf32>
    %261 = sdy.sharding_constraint %260 <@mesh, [{}, {"fsdp"}, {}]> : tensor<4x32x64xf32>
    %cst_26 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<3.000000e+00> : tensor<f32>
    %262 = sdy.sharding_constraint %cst_26 <@mesh, []> : tensor<f32>
    %263 = stablehlo.broadcast_in_dim %262, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"fsdp"}, {}]>]>} : (tensor<f32>) -> tensor<4x32x64xf32>
    %264 = sdy.sharding_constraint %263 <@mesh, [{}, {"fsdp"}, {}]> : tensor<4x32x64xf32>
    %265 = stablehlo.multiply %264, %261 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"fsdp"}, {}]>]>} : tensor<4x32x64xf32>
    %266 = sdy.sharding_constraint %265 <@mesh, [{}, {"fsdp"}, {}]> : tensor<4x32x64xf32>
    %cst_27 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<4.471500e-02> : tensor<f32>
    %267 = sdy.sharding_constraint %cst_27 <@mesh, []> : tensor<f32>
    %268 = stablehlo.broadcast_in_dim %267, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"fsdp"}, {}]>]>} : (tensor<f32>) -> tensor<4x32x64xf32>
    %269 = sdy.sharding_constraint %268 <@mesh, [{}, {"fsdp"}, {}]> : tensor<4x32x64xf32>
    %270 = stablehlo.multiply %269, %259 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"fsdp"}, {}]>]>} : tensor<4x32x64xf32>
    %271 = sdy.sharding_constraint %270 <@mesh, [{}, {"fsdp"}, {}]> : tensor<4x32x64xf32>
    %272 = stablehlo.add %255, %271 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"fsdp"}, {}]>]>} : tensor<4x32x64xf32>
    %273 = sdy.sharding_constraint %272 <@mesh, [{}, {"fsdp"}, {}]> : tensor<4x32x64xf32>
    %cst_28 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<0.797884583> : tensor<f32>
    %274 = sdy.sharding_constraint %cst_28 <@mesh, []> : tensor<f32>
    %275 = stablehlo.broadcast_in_dim %274, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"fsdp"}, {}]>]>} : (tensor<f32>) -> tensor<4x32x64xf32>
    %276 = sdy.sharding_constraint %275 <@mesh, [{}, {"fsdp"}, {}]> : tensor<4x32x64xf32>
    %277 = stablehlo.multiply %276, %273 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"fsdp"}, {}]>]>} : tensor<4x32x64xf32>
    %278 = sdy.sharding_constraint %277 <@mesh, [{}, {"fsdp"}, {}]> : tensor<4x32x64xf32>
    %279 = stablehlo.tanh %278 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"fsdp"}, {}]>]>} : tensor<4x32x64xf32>
    %280 = sdy.sharding_constraint %279 <@mesh, [{}, {"fsdp"}, {}]> : tensor<4x32x64xf32>
    %cst_29 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<1.000000e+00> : tensor<f32>
    %281 = sdy.sharding_constraint %cst_29 <@mesh, []> : tensor<f32>
    %282 = stablehlo.broadcast_in_dim %281, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"fsdp"}, {}]>]>} : (tensor<f32>) -> tensor<4x32x64xf32>
    %283 = sdy.sharding_constraint %282 <@mesh, [{}, {"fsdp"}, {}]> : tensor<4x32x64xf32>
    %284 = stablehlo.subtract %283, %280 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"fsdp"}, {}]>]>} : tensor<4x32x64xf32>
    %285 = sdy.sharding_constraint %284 <@mesh, [{}, {"fsdp"}, {}]> : tensor<4x32x64xf32>
    %cst_30 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<1.000000e+00> : tensor<f32>
    %286 = sdy.sharding_constraint %cst_30 <@mesh, []> : tensor<f32>
    %287 = stablehlo.broadcast_in_dim %286, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"fsdp"}, {}]>]>} : (tensor<f32>) -> tensor<4x32x64xf32>
    %288 = sdy.sharding_constraint %287 <@mesh, [{}, {"fsdp"}, {}]> : tensor<4x32x64xf32>
    %289 = stablehlo.add %288, %280 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"fsdp"}, {}]>]>} : tensor<4x32x64xf32>
    %290 = sdy.sharding_constraint %289 <@mesh, [{}, {"fsdp"}, {}]> : tensor<4x32x64xf32>
    %cst_31 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<5.000000e-01> : tensor<f32>
    %291 = sdy.sharding_constraint %cst_31 <@mesh, []> : tensor<f32>
    %292 = stablehlo.broadcast_in_dim %291, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"fsdp"}, {}]>]>} : (tensor<f32>) -> tensor<4x32x64xf32>
    %293 = sdy.sharding_constraint %292 <@mesh, [{}, {"fsdp"}, {}]> : tensor<4x32x64xf32>
    %294 = stablehlo.multiply %293, %290 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"fsdp"}, {}]>]>} : tensor<4x32x64xf32>
    %295 = sdy.sharding_constraint %294 <@mesh, [{}, {"fsdp"}, {}]> : tensor<4x32x64xf32>
    %296 = stablehlo.multiply %255, %295 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"fsdp"}, {}]>]>} : tensor<4x32x64xf32>
    %297 = sdy.sharding_constraint %296 <@mesh, [{}, {"fsdp"}, {}]> : tensor<4x32x64xf32>
    %298 = sdy.sharding_constraint %arg3 <@mesh, [{}, {}]> : tensor<64x32xf32>
    %299 = stablehlo.dot_general %297, %298, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"fsdp"}, {}]>]>} : (tensor<4x32x64xf32>, tensor<64x32xf32>) -> tensor<4x32x32xf32>
    %300 = sdy.sharding_constraint %299 <@mesh, [{}, {"fsdp"}, {}]> : tensor<4x32x32xf32>
    %301 = stablehlo.add %252, %300 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"fsdp"}, {}]>]>} : tensor<4x32x32xf32>
    %302 = sdy.sharding_constraint %301 <@mesh, [{}, {"fsdp"}, {}]> : tensor<4x32x32xf32>
    %cst_32 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<0.000000e+00> : tensor<f32>
    %303 = sdy.sharding_constraint %cst_32 <@mesh, []> : tensor<f32>
    %304 = stablehlo.reduce(%302 init: %303) applies stablehlo.add across dimensions = [2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"fsdp"}]>]>} : (tensor<4x32x32xf32>, tensor<f32>) -> tensor<4x32xf32>
    %305 = sdy.sharding_constraint %304 <@mesh, [{}, {"fsdp"}]> : tensor<4x32xf32>
    %306 = stablehlo.broadcast_in_dim %305, dims = [0, 1] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"fsdp"}, {}]>]>} : (tensor<4x32xf32>) -> tensor<4x32x1xf32>
    %307 = sdy.sharding_constraint %306 <@mesh, [{}, {"fsdp"}, {}]> : tensor<4x32x1xf32>
    %cst_33 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<3.200000e+01> : tensor<f32>
    %308 = sdy.sharding_constraint %cst_33 <@mesh, []> : tensor<f32>
    %309 = stablehlo.broadcast_in_dim %308, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"fsdp"}, {}]>]>} : (tensor<f32>) -> tensor<4x32x1xf32>
    %310 = sdy.sharding_constraint %309 <@mesh, [{}, {"fsdp"}, {}]> : tensor<4x32x1xf32>
    %311 = stablehlo.divide %307, %310 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"fsdp"}, {}]>]>} : tensor<4x32x1xf32>
    %312 = sdy.sharding_constraint %311 <@mesh, [{}, {"fsdp"}, {}]> : tensor<4x32x1xf32>
    %313 = stablehlo.broadcast_in_dim %312, dims = [0, 1, 2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"fsdp"}, {}]>]>} : (tensor<4x32x1xf32>) -> tensor<4x32x32xf32>
    %314 = sdy.sharding_constraint %313 <@mesh, [{}, {"fsdp"}, {}]> : tensor<4x32x32xf32>
    %315 = stablehlo.subtract %302, %314 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"fsdp"}, {}]>]>} : tensor<4x32x32xf32>
    %316 = sdy.sharding_constraint %315 <@mesh, [{}, {"fsdp"}, {}]> : tensor<4x32x32xf32>
    %317 = stablehlo.broadcast_in_dim %312, dims = [0, 1, 2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"fsdp"}, {}]>]>} : (tensor<4x32x1xf32>) -> tensor<4x32x32xf32>
    %318 = sdy.sharding_constraint %317 <@mesh, [{}, {"fsdp"}, {}]> : tensor<4x32x32xf32>
    %319 = stablehlo.subtract %302, %318 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"fsdp"}, {}]>]>} : tensor<4x32x32xf32>
    %320 = sdy.sharding_constraint %319 <@mesh, [{}, {"fsdp"}, {}]> : tensor<4x32x32xf32>
    %321 = stablehlo.multiply %320, %320 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"fsdp"}, {}]>]>} : tensor<4x32x32xf32>
    %322 = sdy.sharding_constraint %321 <@mesh, [{}, {"fsdp"}, {}]> : tensor<4x32x32xf32>
    %cst_34 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<2.000000e+00> : tensor<f32>
    %323 = sdy.sharding_constraint %cst_34 <@mesh, []> : tensor<f32>
    %324 = stablehlo.broadcast_in_dim %323, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"fsdp"}, {}]>]>} : (tensor<f32>) -> tensor<4x32x32xf32>
    %325 = sdy.sharding_constraint %324 <@mesh, [{}, {"fsdp"}, {}]> : tensor<4x32x32xf32>
    %326 = stablehlo.multiply %325, %320 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"fsdp"}, {}]>]>} : tensor<4x32x32xf32>
    %327 = sdy.sharding_constraint %326 <@mesh, [{}, {"fsdp"}, {}]> : tensor<4x32x32xf32>
    %cst_35 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<0.000000e+00> : tensor<f32>
    %328 = sdy.sharding_constraint %cst_35 <@mesh, []> : tensor<f32>
    %329 = stablehlo.reduce(%322 init: %328) applies stablehlo.add across dimensions = [2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"fsdp"}]>]>} : (tensor<4x32x32xf32>, tensor<f32>) -> tensor<4x32xf32>
    %330 = sdy.sharding_constraint %329 <@mesh, [{}, {"fsdp"}]> : tensor<4x32xf32>
    %331 = stablehlo.broadcast_in_dim %330, dims = [0, 1] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"fsdp"}, {}]>]>} : (tensor<4x32xf32>) -> tensor<4x32x1xf32>
    %332 = sdy.sharding_constraint %331 <@mesh, [{}, {"fsdp"}, {}]> : tensor<4x32x1xf32>
    %cst_36 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<3.200000e+01> : tensor<f32>
    %333 = sdy.sharding_constraint %cst_36 <@mesh, []> : tensor<f32>
    %334 = stablehlo.broadcast_in_dim %333, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"fsdp"}, {}]>]>} : (tensor<f32>) -> tensor<4x32x1xf32>
    %335 = sdy.sharding_constraint %334 <@mesh, [{}, {"fsdp"}, {}]> : tensor<4x32x1xf32>
    %336 = stablehlo.divide %332, %335 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"fsdp"}, {}]>]>} : tensor<4x32x1xf32>
    %337 = sdy.sharding_constraint %336 <@mesh, [{}, {"fsdp"}, {}]> : tensor<4x32x1xf32>
    %cst_37 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<9.99999974E-6> : tensor<f32>
    %338 = sdy.sharding_constraint %cst_37 <@mesh, []> : tensor<f32>
    %339 = stablehlo.broadcast_in_dim %338, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"fsdp"}, {}]>]>} : (tensor<f32>) -> tensor<4x32x1xf32>
    %340 = sdy.sharding_constraint %339 <@mesh, [{}, {"fsdp"}, {}]> : tensor<4x32x1xf32>
    %341 = stablehlo.add %337, %340 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"fsdp"}, {}]>]>} : tensor<4x32x1xf32>
    %342 = sdy.sharding_constraint %341 <@mesh, [{}, {"fsdp"}, {}]> : tensor<4x32x1xf32>
    %343 = stablehlo.rsqrt %342 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"fsdp"}, {}]>]>} : tensor<4x32x1xf32>
    %344 = sdy.sharding_constraint %343 <@mesh, [{}, {"fsdp"}, {}]> : tensor<4x32x1xf32>
    %345 = stablehlo.divide %344, %342 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"fsdp"}, {}]>]>} : tensor<4x32x1xf32>
    %346 = sdy.sharding_constraint %345 <@mesh, [{}, {"fsdp"}, {}]> : tensor<4x32x1xf32>
    %cst_38 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<-5.000000e-01> : tensor<f32>
    %347 = sdy.sharding_constraint %cst_38 <@mesh, []> : tensor<f32>
    %348 = stablehlo.broadcast_in_dim %347, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"fsdp"}, {}]>]>} : (tensor<f32>) -> tensor<4x32x1xf32>
    %349 = sdy.sharding_constraint %348 <@mesh, [{}, {"fsdp"}, {}]> : tensor<4x32x1xf32>
    %350 = stablehlo.multiply %349, %346 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"fsdp"}, {}]>]>} : tensor<4x32x1xf32>
    %351 = sdy.sharding_constraint %350 <@mesh, [{}, {"fsdp"}, {}]> : tensor<4x32x1xf32>
    %352 = stablehlo.broadcast_in_dim %344, dims = [0, 1, 2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"fsdp"}, {}]>]>} : (tensor<4x32x1xf32>) -> tensor<4x32x32xf32>
    %353 = sdy.sharding_constraint %352 <@mesh, [{}, {"fsdp"}, {}]> : tensor<4x32x32xf32>
    %354 = stablehlo.multiply %316, %353 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"fsdp"}, {}]>]>} : tensor<4x32x32xf32>
    %355 = sdy.sharding_constraint %354 <@mesh, [{}, {"fsdp"}, {}]> : tensor<4x32x32xf32>
    %356 = sdy.sharding_constraint %355 <@mesh, [{"data"}, {"fsdp"}, {}]> : tensor<4x32x32xf32>
    %357 = stablehlo.dot_general %356, %arg5, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"fsdp"}, {}]>]>} : (tensor<4x32x32xf32>, tensor<32x4xf32>) -> tensor<4x32x4xf32>
    %358 = sdy.sharding_constraint %357 <@mesh, [{"data"}, {"fsdp"}, {}]> : tensor<4x32x4xf32>
    %359 = stablehlo.subtract %358, %arg7 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"fsdp"}, {}]>]>} : tensor<4x32x4xf32>
    %360 = sdy.sharding_constraint %359 <@mesh, [{"data"}, {"fsdp"}, {}]> : tensor<4x32x4xf32>
    %361 = sdy.sharding_constraint %360 <@mesh, [{}, {"fsdp"}, {}]> : tensor<4x32x4xf32>
    %362 = sdy.sharding_constraint %360 <@mesh, [{}, {"fsdp"}, {}]> : tensor<4x32x4xf32>
    %363 = stablehlo.multiply %361, %362 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"fsdp"}, {}]>]>} : tensor<4x32x4xf32>
    %364 = sdy.sharding_constraint %363 <@mesh, [{}, {"fsdp"}, {}]> : tensor<4x32x4xf32>
    %cst_39 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<2.000000e+00> : tensor<f32>
    %365 = sdy.sharding_constraint %cst_39 <@mesh, []> : tensor<f32>
    %366 = stablehlo.broadcast_in_dim %365, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"fsdp"}, {}]>]>} : (tensor<f32>) -> tensor<4x32x4xf32>
    %367 = sdy.sharding_constraint %366 <@mesh, [{}, {"fsdp"}, {}]> : tensor<4x32x4xf32>
    %368 = sdy.sharding_constraint %360 <@mesh, [{}, {"fsdp"}, {}]> : tensor<4x32x4xf32>
    %369 = stablehlo.multiply %367, %368 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"fsdp"}, {}]>]>} : tensor<4x32x4xf32>
    %370 = sdy.sharding_constraint %369 <@mesh, [{}, {"fsdp"}, {}]> : tensor<4x32x4xf32>
    %cst_40 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<0.000000e+00> : tensor<f32>
    %371 = sdy.sharding_constraint %cst_40 <@mesh, []> : tensor<f32>
    %372 = stablehlo.reduce(%364 init: %371) applies stablehlo.add across dimensions = [0, 1, 2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} : (tensor<4x32x4xf32>, tensor<f32>) -> tensor<f32>
    %373 = sdy.sharding_constraint %372 <@mesh, []> : tensor<f32>
    %cst_41 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<5.120000e+02> : tensor<f32>
    %374 = sdy.sharding_constraint %cst_41 <@mesh, []> : tensor<f32>
    %375 = stablehlo.divide %373, %374 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} : tensor<f32>
    %376 = sdy.sharding_constraint %375 <@mesh, []> : tensor<f32>
    %cst_42 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<1.000000e+00> : tensor<f32>
    %377 = sdy.sharding_constraint %cst_42 <@mesh, []> : tensor<f32>
    %cst_43 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<5.120000e+02> : tensor<f32>
    %378 = sdy.sharding_constraint %cst_43 <@mesh, []> : tensor<f32>
    %379 = stablehlo.divide %377, %378 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} : tensor<f32>
    %380 = sdy.sharding_constraint %379 <@mesh, []> : tensor<f32>
    %381 = stablehlo.broadcast_in_dim %380, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"fsdp"}, {}]>]>} : (tensor<f32>) -> tensor<4x32x4xf32>
    %382 = sdy.sharding_constraint %381 <@mesh, [{}, {"fsdp"}, {}]> : tensor<4x32x4xf32>
    %383 = stablehlo.multiply %382, %370 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"fsdp"}, {}]>]>} : tensor<4x32x4xf32>
    %384 = sdy.sharding_constraint %383 <@mesh, [{}, {"fsdp"}, {}]> : tensor<4x32x4xf32>
    %385 = sdy.sharding_constraint %384 <@mesh, [{}, {"fsdp"}, {"data"}]> : tensor<4x32x4xf32>
    %386 = stablehlo.dot_general %385, %355, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : (tensor<4x32x4xf32>, tensor<4x32x32xf32>) -> tensor<4x32xf32>
    %387 = sdy.sharding_constraint %386 <@mesh, [{"data"}, {}]> : tensor<4x32xf32>
    %388 = sdy.sharding_constraint %387 <@mesh, [{}, {}]> : tensor<4x32xf32>
    %389 = stablehlo.transpose %388, dims = [1, 0] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}]>]>} : (tensor<4x32xf32>) -> tensor<32x4xf32>
    %390 = sdy.sharding_constraint %389 <@mesh, [{}, {}]> : tensor<32x4xf32>
    %391 = stablehlo.dot_general %384, %arg5, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"fsdp"}, {}]>]>} : (tensor<4x32x4xf32>, tensor<32x4xf32>) -> tensor<4x32x32xf32>
    %392 = sdy.sharding_constraint %391 <@mesh, [{}, {"fsdp"}, {}]> : tensor<4x32x32xf32>
    %393 = stablehlo.multiply %316, %392 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"fsdp"}, {}]>]>} : tensor<4x32x32xf32>
    %394 = sdy.sharding_constraint %393 <@mesh, [{}, {"fsdp"}, {}]> : tensor<4x32x32xf32>
    %cst_44 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<0.000000e+00> : tensor<f32>
    %395 = sdy.sharding_constraint %cst_44 <@mesh, []> : tensor<f32>
    %396 = stablehlo.reduce(%394 init: %395) applies stablehlo.add across dimensions = [2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"fsdp"}]>]>} : (tensor<4x32x32xf32>, tensor<f32>) -> tensor<4x32xf32>
    %397 = sdy.sharding_constraint %396 <@mesh, [{}, {"fsdp"}]> : tensor<4x32xf32>
    %398 = stablehlo.reshape %397 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"fsdp"}, {}]>]>} : (tensor<4x32xf32>) -> tensor<4x32x1xf32>
    %399 = sdy.sharding_constraint %398 <@mesh, [{}, {"fsdp"}, {}]> : tensor<4x32x1xf32>
    %400 = stablehlo.broadcast_in_dim %344, dims = [0, 1, 2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"fsdp"}, {}]>]>} : (tensor<4x32x1xf32>) -> tensor<4x32x32xf32>
    %401 = sdy.sharding_constraint %400 <@mesh, [{}, {"fsdp"}, {}]> : tensor<4x32x32xf32>
    %402 = stablehlo.multiply %392, %401 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"fsdp"}, {}]>]>} : tensor<4x32x32xf32>
    %403 = sdy.sharding_constraint %402 <@mesh, [{}, {"fsdp"}, {}]> : tensor<4x32x32xf32>
    %404 = stablehlo.multiply %399, %351 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"fsdp"}, {}]>]>} : tensor<4x32x1xf32>
    %405 = sdy.sharding_constraint %404 <@mesh, [{}, {"fsdp"}, {}]> : tensor<4x32x1xf32>
    %cst_45 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<3.200000e+01> : tensor<f32>
    %406 = sdy.sharding_constraint %cst_45 <@mesh, []> : tensor<f32>
    %407 = stablehlo.broadcast_in_dim %406, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"fsdp"}, {}]>]>} : (tensor<f32>) -> tensor<4x32x1xf32>
    %408 = sdy.sharding_constraint %407 <@mesh, [{}, {"fsdp"}, {}]> : tensor<4x32x1xf32>
    %409 = stablehlo.divide %405, %408 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"fsdp"}, {}]>]>} : tensor<4x32x1xf32>
    %410 = sdy.sharding_constraint %409 <@mesh, [{}, {"fsdp"}, {}]> : tensor<4x32x1xf32>
    %cst_46 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<0.000000e+00> : tensor<f32>
    %411 = sdy.sharding_constraint %cst_46 <@mesh, []> : tensor<f32>
    %412 = stablehlo.reduce(%410 init: %411) applies stablehlo.add across dimensions = [2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"fsdp"}]>]>} : (tensor<4x32x1xf32>, tensor<f32>) -> tensor<4x32xf32>
    %413 = sdy.sharding_constraint %412 <@mesh, [{}, {"fsdp"}]> : tensor<4x32xf32>
    %414 = stablehlo.broadcast_in_dim %413, dims = [0, 1] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"fsdp"}, {}]>]>} : (tensor<4x32xf32>) -> tensor<4x32x32xf32>
    %415 = sdy.sharding_constraint %414 <@mesh, [{}, {"fsdp"}, {}]> : tensor<4x32x32xf32>
    %416 = stablehlo.multiply %415, %327 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"fsdp"}, {}]>]>} : tensor<4x32x32xf32>
    %417 = sdy.sharding_constraint %416 <@mesh, [{}, {"fsdp"}, {}]> : tensor<4x32x32xf32>
    %418 = stablehlo.negate %417 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"fsdp"}, {}]>]>} : tensor<4x32x32xf32>
    %419 = sdy.sharding_constraint %418 <@mesh, [{}, {"fsdp"}, {}]> : tensor<4x32x32xf32>
    %cst_47 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<0.000000e+00> : tensor<f32>
    %420 = sdy.sharding_constraint %cst_47 <@mesh, []> : tensor<f32>
    %421 = stablehlo.reduce(%419 init: %420) applies stablehlo.add across dimensions = [2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"fsdp"}]>]>} : (tensor<4x32x32xf32>, tensor<f32>) -> tensor<4x32xf32>
    %422 = sdy.sharding_constraint %421 <@mesh, [{}, {"fsdp"}]> : tensor<4x32xf32>
    %423 = stablehlo.reshape %422 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"fsdp"}, {}]>]>} : (tensor<4x32xf32>) -> tensor<4x32x1xf32>
    %424 = sdy.sharding_constraint %423 <@mesh, [{}, {"fsdp"}, {}]> : tensor<4x32x1xf32>
    %425 = stablehlo.negate %403 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"fsdp"}, {}]>]>} : tensor<4x32x32xf32>
    %426 = sdy.sharding_constraint %425 <@mesh, [{}, {"fsdp"}, {}]> : tensor<4x32x32xf32>
    %cst_48 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<0.000000e+00> : tensor<f32>
    %427 = sdy.sharding_constraint %cst_48 <@mesh, []> : tensor<f32>
    %428 = stablehlo.reduce(%426 init: %427) applies stablehlo.add across dimensions = [2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"fsdp"}]>]>} : (tensor<4x32x32xf32>, tensor<f32>) -> tensor<4x32xf32>
    %429 = sdy.sharding_constraint %428 <@mesh, [{}, {"fsdp"}]> : tensor<4x32xf32>
    %430 = stablehlo.reshape %429 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"fsdp"}, {}]>]>} : (tensor<4x32xf32>) -> tensor<4x32x1xf32>
    %431 = sdy.sharding_constraint %430 <@mesh, [{}, {"fsdp"}, {}]> : tensor<4x32x1xf32>
    %432 = stablehlo.add %417, %403 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"fsdp"}, {}]>]>} : tensor<4x32x32xf32>
    %433 = sdy.sharding_constraint %432 <@mesh, [{}, {"fsdp"}, {}]> : tensor<4x32x32xf32>
    %434 = stablehlo.add %424, %431 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"fsdp"}, {}]>]>} : tensor<4x32x1xf32>
    %435 = sdy.sharding_constraint %434 <@mesh, [{}, {"fsdp"}, {}]> : tensor<4x32x1xf32>
    %cst_49 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<3.200000e+01> : tensor<f32>
    %436 = sdy.sharding_constraint %cst_49 <@mesh, []> : tensor<f32>
    %437 = stablehlo.broadcast_in_dim %436, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"fsdp"}, {}]>]>} : (tensor<f32>) -> tensor<4x32x1xf32>
    %438 = sdy.sharding_constraint %437 <@mesh, [{}, {"fsdp"}, {}]> : tensor<4x32x1xf32>
    %439 = stablehlo.divide %435, %438 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"fsdp"}, {}]>]>} : tensor<4x32x1xf32>
    %440 = sdy.sharding_constraint %439 <@mesh, [{}, {"fsdp"}, {}]> : tensor<4x32x1xf32>
    %cst_50 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<0.000000e+00> : tensor<f32>
    %441 = sdy.sharding_constraint %cst_50 <@mesh, []> : tensor<f32>
    %442 = stablehlo.reduce(%440 init: %441) applies stablehlo.add across dimensions = [2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"fsdp"}]>]>} : (tensor<4x32x1xf32>, tensor<f32>) -> tensor<4x32xf32>
    %443 = sdy.sharding_constraint %442 <@mesh, [{}, {"fsdp"}]> : tensor<4x32xf32>
    %444 = stablehlo.broadcast_in_dim %443, dims = [0, 1] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"fsdp"}, {}]>]>} : (tensor<4x32xf32>) -> tensor<4x32x32xf32>
    %445 = sdy.sharding_constraint %444 <@mesh, [{}, {"fsdp"}, {}]> : tensor<4x32x32xf32>
    %446 = stablehlo.add %433, %445 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"fsdp"}, {}]>]>} : tensor<4x32x32xf32>
    %447 = sdy.sharding_constraint %446 <@mesh, [{}, {"fsdp"}, {}]> : tensor<4x32x32xf32>
    %448 = sdy.sharding_constraint %447 <@mesh, [{}, {"fsdp"}, {"data"}]> : tensor<4x32x32xf32>
    %449 = sdy.sharding_constraint %297 <@mesh, [{}, {"fsdp"}, {"model"}]> : tensor<4x32x64xf32>
    %450 = stablehlo.dot_general %448, %449, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"model"}]>]>} : (tensor<4x32x32xf32>, tensor<4x32x64xf32>) -> tensor<32x64xf32>
    %451 = sdy.sharding_constraint %450 <@mesh, [{"data"}, {"model"}]> : tensor<32x64xf32>
    %452 = sdy.sharding_constraint %451 <@mesh, [{}, {"model"}]> : tensor<32x64xf32>
    %453 = stablehlo.transpose %452, dims = [1, 0] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"model"}, {}]>]>} : (tensor<32x64xf32>) -> tensor<64x32xf32>
    %454 = sdy.sharding_constraint %453 <@mesh, [{"model"}, {}]> : tensor<64x32xf32>
    %455 = sdy.sharding_constraint %arg3 <@mesh, [{}, {}]> : tensor<64x32xf32>
    %456 = stablehlo.dot_general %447, %455, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"fsdp"}, {}]>]>} : (tensor<4x32x32xf32>, tensor<64x32xf32>) -> tensor<4x32x64xf32>
    %457 = sdy.sharding_constraint %456 <@mesh, [{}, {"fsdp"}, {}]> : tensor<4x32x64xf32>
    %458 = stablehlo.multiply %255, %457 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"fsdp"}, {}]>]>} : tensor<4x32x64xf32>
    %459 = sdy.sharding_constraint %458 <@mesh, [{}, {"fsdp"}, {}]> : tensor<4x32x64xf32>
    %460 = stablehlo.multiply %457, %295 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"fsdp"}, {}]>]>} : tensor<4x32x64xf32>
    %461 = sdy.sharding_constraint %460 <@mesh, [{}, {"fsdp"}, {}]> : tensor<4x32x64xf32>
    %cst_51 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<5.000000e-01> : tensor<f32>
    %462 = sdy.sharding_constraint %cst_51 <@mesh, []> : tensor<f32>
    %463 = stablehlo.broadcast_in_dim %462, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"fsdp"}, {}]>]>} : (tensor<f32>) -> tensor<4x32x64xf32>
    %464 = sdy.sharding_constraint %463 <@mesh, [{}, {"fsdp"}, {}]> : tensor<4x32x64xf32>
    %465 = stablehlo.multiply %464, %459 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"fsdp"}, {}]>]>} : tensor<4x32x64xf32>
    %466 = sdy.sharding_constraint %465 <@mesh, [{}, {"fsdp"}, {}]> : tensor<4x32x64xf32>
    %467 = stablehlo.multiply %466, %285 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"fsdp"}, {}]>]>} : tensor<4x32x64xf32>
    %468 = sdy.sharding_constraint %467 <@mesh, [{}, {"fsdp"}, {}]> : tensor<4x32x64xf32>
    %469 = stablehlo.multiply %468, %280 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"fsdp"}, {}]>]>} : tensor<4x32x64xf32>
    %470 = sdy.sharding_constraint %469 <@mesh, [{}, {"fsdp"}, {}]> : tensor<4x32x64xf32>
    %471 = stablehlo.add %468, %470 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"fsdp"}, {}]>]>} : tensor<4x32x64xf32>
    %472 = sdy.sharding_constraint %471 <@mesh, [{}, {"fsdp"}, {}]> : tensor<4x32x64xf32>
    %cst_52 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<0.797884583> : tensor<f32>
    %473 = sdy.sharding_constraint %cst_52 <@mesh, []> : tensor<f32>
    %474 = stablehlo.broadcast_in_dim %473, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"fsdp"}, {}]>]>} : (tensor<f32>) -> tensor<4x32x64xf32>
    %475 = sdy.sharding_constraint %474 <@mesh, [{}, {"fsdp"}, {}]> : tensor<4x32x64xf32>
    %476 = stablehlo.multiply %475, %472 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"fsdp"}, {}]>]>} : tensor<4x32x64xf32>
    %477 = sdy.sharding_constraint %476 <@mesh, [{}, {"fsdp"}, {}]> : tensor<4x32x64xf32>
    %478 = stablehlo.add %461, %477 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"fsdp"}, {}]>]>} : tensor<4x32x64xf32>
    %479 = sdy.sharding_constraint %478 <@mesh, [{}, {"fsdp"}, {}]> : tensor<4x32x64xf32>
    %cst_53 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<4.471500e-02> : tensor<f32>
    %480 = sdy.sharding_constraint %cst_53 <@mesh, []> : tensor<f32>
    %481 = stablehlo.broadcast_in_dim %480, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"fsdp"}, {}]>]>} : (tensor<f32>) -> tensor<4x32x64xf32>
    %482 = sdy.sharding_constraint %481 <@mesh, [{}, {"fsdp"}, {}]> : tensor<4x32x64xf32>
    %483 = stablehlo.multiply %482, %477 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"fsdp"}, {}]>]>} : tensor<4x32x64xf32>
    %484 = sdy.sharding_constraint %483 <@mesh, [{}, {"fsdp"}, {}]> : tensor<4x32x64xf32>
    %485 = stablehlo.multiply %484, %266 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"fsdp"}, {}]>]>} : tensor<4x32x64xf32>
    %486 = sdy.sharding_constraint %485 <@mesh, [{}, {"fsdp"}, {}]> : tensor<4x32x64xf32>
    %487 = stablehlo.add %479, %486 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"fsdp"}, {}]>]>} : tensor<4x32x64xf32>
    %488 = sdy.sharding_constraint %487 <@mesh, [{}, {"fsdp"}, {}]> : tensor<4x32x64xf32>
    %489 = sdy.sharding_constraint %488 <@mesh, [{}, {"fsdp"}, {"model"}]> : tensor<4x32x64xf32>
    %490 = sdy.sharding_constraint %252 <@mesh, [{}, {"fsdp"}, {"data"}]> : tensor<4x32x32xf32>
    %491 = stablehlo.dot_general %489, %490, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"model"}, {"data"}]>]>} : (tensor<4x32x64xf32>, tensor<4x32x32xf32>) -> tensor<64x32xf32>
    %492 = sdy.sharding_constraint %491 <@mesh, [{"model"}, {"data"}]> : tensor<64x32xf32>
    %493 = sdy.sharding_constraint %492 <@mesh, [{"model"}, {}]> : tensor<64x32xf32>
    %494 = stablehlo.transpose %493, dims = [1, 0] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"model"}]>]>} : (tensor<64x32xf32>) -> tensor<32x64xf32>
    %495 = sdy.sharding_constraint %494 <@mesh, [{}, {"model"}]> : tensor<32x64xf32>
    %496 = sdy.sharding_constraint %488 <@mesh, [{"data"}, {"fsdp"}, {}]> : tensor<4x32x64xf32>
    %497 = sdy.sharding_constraint %arg2 <@mesh, [{}, {}]> : tensor<32x64xf32>
    %498 = stablehlo.dot_general %496, %497, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"fsdp"}, {}]>]>} : (tensor<4x32x64xf32>, tensor<32x64xf32>) -> tensor<4x32x32xf32>
    %499 = sdy.sharding_constraint %498 <@mesh, [{"data"}, {"fsdp"}, {}]> : tensor<4x32x32xf32>
    %500 = sdy.sharding_constraint %447 <@mesh, [{"data"}, {"fsdp"}, {}]> : tensor<4x32x32xf32>
    %501 = stablehlo.add %500, %499 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"fsdp"}, {}]>]>} : tensor<4x32x32xf32>
    %502 = sdy.sharding_constraint %501 <@mesh, [{"data"}, {"fsdp"}, {}]> : tensor<4x32x32xf32>
    %503 = sdy.sharding_constraint %209 <@mesh, [{"data"}, {"fsdp"}, {}]> : tensor<4x32x32xf32>
    %504 = stablehlo.multiply %503, %502 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"fsdp"}, {}]>]>} : tensor<4x32x32xf32>
    %505 = sdy.sharding_constraint %504 <@mesh, [{"data"}, {"fsdp"}, {}]> : tensor<4x32x32xf32>
    %cst_54 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<0.000000e+00> : tensor<f32>
    %506 = sdy.sharding_constraint %cst_54 <@mesh, []> : tensor<f32>
    %507 = stablehlo.reduce(%505 init: %506) applies stablehlo.add across dimensions = [2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"fsdp"}]>]>} : (tensor<4x32x32xf32>, tensor<f32>) -> tensor<4x32xf32>
    %508 = sdy.sharding_constraint %507 <@mesh, [{"data"}, {"fsdp"}]> : tensor<4x32xf32>
    %509 = stablehlo.reshape %508 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"fsdp"}, {}]>]>} : (tensor<4x32xf32>) -> tensor<4x32x1xf32>
    %510 = sdy.sharding_constraint %509 <@mesh, [{"data"}, {"fsdp"}, {}]> : tensor<4x32x1xf32>
    %511 = sdy.sharding_constraint %239 <@mesh, [{"data"}, {"fsdp"}, {}]> : tensor<4x32x1xf32>
    %512 = stablehlo.broadcast_in_dim %511, dims = [0, 1, 2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"fsdp"}, {}]>]>} : (tensor<4x32x1xf32>) -> tensor<4x32x32xf32>
    %513 = sdy.sharding_constraint %512 <@mesh, [{"data"}, {"fsdp"}, {}]> : tensor<4x32x32xf32>
    %514 = stablehlo.multiply %502, %513 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"fsdp"}, {}]>]>} : tensor<4x32x32xf32>
    %515 = sdy.sharding_constraint %514 <@mesh, [{"data"}, {"fsdp"}, {}]> : tensor<4x32x32xf32>
    %516 = stablehlo.multiply %510, %248 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"fsdp"}, {}]>]>} : tensor<4x32x1xf32>
    %517 = sdy.sharding_constraint %516 <@mesh, [{"data"}, {"fsdp"}, {}]> : tensor<4x32x1xf32>
    %cst_55 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<3.200000e+01> : tensor<f32>
    %518 = sdy.sharding_constraint %cst_55 <@mesh, []> : tensor<f32>
    %519 = stablehlo.broadcast_in_dim %518, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"fsdp"}, {}]>]>} : (tensor<f32>) -> tensor<4x32x1xf32>
    %520 = sdy.sharding_constraint %519 <@mesh, [{"data"}, {"fsdp"}, {}]> : tensor<4x32x1xf32>
    %521 = stablehlo.divide %517, %520 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"fsdp"}, {}]>]>} : tensor<4x32x1xf32>
    %522 = sdy.sharding_constraint %521 <@mesh, [{"data"}, {"fsdp"}, {}]> : tensor<4x32x1xf32>
    %cst_56 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<0.000000e+00> : tensor<f32>
    %523 = sdy.sharding_constraint %cst_56 <@mesh, []> : tensor<f32>
    %524 = stablehlo.reduce(%522 init: %523) applies stablehlo.add across dimensions = [2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"fsdp"}]>]>} : (tensor<4x32x1xf32>, tensor<f32>) -> tensor<4x32xf32>
    %525 = sdy.sharding_constraint %524 <@mesh, [{"data"}, {"fsdp"}]> : tensor<4x32xf32>
    %526 = stablehlo.broadcast_in_dim %525, dims = [0, 1] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"fsdp"}, {}]>]>} : (tensor<4x32xf32>) -> tensor<4x32x32xf32>
    %527 = sdy.sharding_constraint %526 <@mesh, [{"data"}, {"fsdp"}, {}]> : tensor<4x32x32xf32>
    %528 = stablehlo.multiply %527, %222 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"fsdp"}, {}]>]>} : tensor<4x32x32xf32>
    %529 = sdy.sharding_constraint %528 <@mesh, [{"data"}, {"fsdp"}, {}]> : tensor<4x32x32xf32>
    %530 = stablehlo.negate %529 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"fsdp"}, {}]>]>} : tensor<4x32x32xf32>
    %531 = sdy.sharding_constraint %530 <@mesh, [{"data"}, {"fsdp"}, {}]> : tensor<4x32x32xf32>
    %cst_57 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<0.000000e+00> : tensor<f32>
    %532 = sdy.sharding_constraint %cst_57 <@mesh, []> : tensor<f32>
    %533 = stablehlo.reduce(%531 init: %532) applies stablehlo.add across dimensions = [2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"fsdp"}]>]>} : (tensor<4x32x32xf32>, tensor<f32>) -> tensor<4x32xf32>
    %534 = sdy.sharding_constraint %533 <@mesh, [{"data"}, {"fsdp"}]> : tensor<4x32xf32>
    %535 = stablehlo.reshape %534 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"fsdp"}, {}]>]>} : (tensor<4x32xf32>) -> tensor<4x32x1xf32>
    %536 = sdy.sharding_constraint %535 <@mesh, [{"data"}, {"fsdp"}, {}]> : tensor<4x32x1xf32>
    %537 = stablehlo.negate %515 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"fsdp"}, {}]>]>} : tensor<4x32x32xf32>
    %538 = sdy.sharding_constraint %537 <@mesh, [{"data"}, {"fsdp"}, {}]> : tensor<4x32x32xf32>
    %cst_58 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<0.000000e+00> : tensor<f32>
    %539 = sdy.sharding_constraint %cst_58 <@mesh, []> : tensor<f32>
    %540 = stablehlo.reduce(%538 init: %539) applies stablehlo.add across dimensions = [2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"fsdp"}]>]>} : (tensor<4x32x32xf32>, tensor<f32>) -> tensor<4x32xf32>
    %541 = sdy.sharding_constraint %540 <@mesh, [{"data"}, {"fsdp"}]> : tensor<4x32xf32>
    %542 = stablehlo.reshape %541 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"fsdp"}, {}]>]>} : (tensor<4x32xf32>) -> tensor<4x32x1xf32>
    %543 = sdy.sharding_constraint %542 <@mesh, [{"data"}, {"fsdp"}, {}]> : tensor<4x32x1xf32>
    %544 = stablehlo.add %529, %515 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"fsdp"}, {}]>]>} : tensor<4x32x32xf32>
    %545 = sdy.sharding_constraint %544 <@mesh, [{"data"}, {"fsdp"}, {}]> : tensor<4x32x32xf32>
    %546 = stablehlo.add %536, %543 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"fsdp"}, {}]>]>} : tensor<4x32x1xf32>
    %547 = sdy.sharding_constraint %546 <@mesh, [{"data"}, {"fsdp"}, {}]> : tensor<4x32x1xf32>
    %cst_59 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<3.200000e+01> : tensor<f32>
    %548 = sdy.sharding_constraint %cst_59 <@mesh, []> : tensor<f32>
    %549 = stablehlo.broadcast_in_dim %548, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"fsdp"}, {}]>]>} : (tensor<f32>) -> tensor<4x32x1xf32>
    %550 = sdy.sharding_constraint %549 <@mesh, [{"data"}, {"fsdp"}, {}]> : tensor<4x32x1xf32>
    %551 = stablehlo.divide %547, %550 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"fsdp"}, {}]>]>} : tensor<4x32x1xf32>
    %552 = sdy.sharding_constraint %551 <@mesh, [{"data"}, {"fsdp"}, {}]> : tensor<4x32x1xf32>
    %cst_60 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<0.000000e+00> : tensor<f32>
    %553 = sdy.sharding_constraint %cst_60 <@mesh, []> : tensor<f32>
    %554 = stablehlo.reduce(%552 init: %553) applies stablehlo.add across dimensions = [2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"fsdp"}]>]>} : (tensor<4x32x1xf32>, tensor<f32>) -> tensor<4x32xf32>
    %555 = sdy.sharding_constraint %554 <@mesh, [{"data"}, {"fsdp"}]> : tensor<4x32xf32>
    %556 = stablehlo.broadcast_in_dim %555, dims = [0, 1] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"fsdp"}, {}]>]>} : (tensor<4x32xf32>) -> tensor<4x32x32xf32>
    %557 = sdy.sharding_constraint %556 <@mesh, [{"data"}, {"fsdp"}, {}]> : tensor<4x32x32xf32>
    %558 = stablehlo.add %545, %557 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"fsdp"}, {}]>]>} : tensor<4x32x32xf32>
    %559 = sdy.sharding_constraint %558 <@mesh, [{"data"}, {"fsdp"}, {}]> : tensor<4x32x32xf32>
    %cst_61 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<0.000000e+00> : tensor<f32>
    %560 = sdy.sharding_constraint %cst_61 <@mesh, []> : tensor<f32>
    %561 = stablehlo.broadcast_in_dim %560, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : (tensor<f32>) -> tensor<4x32x32xf32>
    %562 = sdy.sharding_constraint %561 <@mesh, [{"data"}, {}, {}]> : tensor<4x32x32xf32>
    %563 = sdy.sharding_constraint %559 <@mesh, [{"data"}, {}, {}]> : tensor<4x32x32xf32>
    %564 = stablehlo.complex %563, %562 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : tensor<4x32x32xcomplex<f32>>
    %565 = sdy.sharding_constraint %564 <@mesh, [{"data"}, {}, {}]> : tensor<4x32x32xcomplex<f32>>
    %566 = stablehlo.transpose %565, dims = [0, 2, 1] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : (tensor<4x32x32xcomplex<f32>>) -> tensor<4x32x32xcomplex<f32>>
    %567 = sdy.sharding_constraint %566 <@mesh, [{"data"}, {}, {}]> : tensor<4x32x32xcomplex<f32>>
    %568 = stablehlo.fft %567, type = FFT, length = [32] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : (tensor<4x32x32xcomplex<f32>>) -> tensor<4x32x32xcomplex<f32>>
    %569 = sdy.sharding_constraint %568 <@mesh, [{"data"}, {}, {}]> : tensor<4x32x32xcomplex<f32>>
    %570 = stablehlo.transpose %569, dims = [0, 2, 1] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : (tensor<4x32x32xcomplex<f32>>) -> tensor<4x32x32xcomplex<f32>>
    %571 = sdy.sharding_constraint %570 <@mesh, [{"data"}, {}, {}]> : tensor<4x32x32xcomplex<f32>>
    %572 = stablehlo.fft %571, type = FFT, length = [32] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : (tensor<4x32x32xcomplex<f32>>) -> tensor<4x32x32xcomplex<f32>>
    %573 = sdy.sharding_constraint %572 <@mesh, [{"data"}, {}, {}]> : tensor<4x32x32xcomplex<f32>>
    %574 = stablehlo.real %573 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : (tensor<4x32x32xcomplex<f32>>) -> tensor<4x32x32xf32>
    %575 = sdy.sharding_constraint %574 <@mesh, [{"data"}, {}, {}]> : tensor<4x32x32xf32>
    %576 = stablehlo.convert %575 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : tensor<4x32x32xf32>
    %577 = sdy.sharding_constraint %576 <@mesh, [{"data"}, {}, {}]> : tensor<4x32x32xf32>
    %578 = sdy.sharding_constraint %559 <@mesh, [{"data"}, {}, {}]> : tensor<4x32x32xf32>
    %579 = stablehlo.add %578, %577 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : tensor<4x32x32xf32>
    %580 = sdy.sharding_constraint %579 <@mesh, [{"data"}, {}, {}]> : tensor<4x32x32xf32>
    %581 = stablehlo.multiply %138, %580 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : tensor<4x32x32xf32>
    %582 = sdy.sharding_constraint %581 <@mesh, [{"data"}, {}, {}]> : tensor<4x32x32xf32>
    %cst_62 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<0.000000e+00> : tensor<f32>
    %583 = sdy.sharding_constraint %cst_62 <@mesh, []> : tensor<f32>
    %584 = stablehlo.reduce(%582 init: %583) applies stablehlo.add across dimensions = [2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : (tensor<4x32x32xf32>, tensor<f32>) -> tensor<4x32xf32>
    %585 = sdy.sharding_constraint %584 <@mesh, [{"data"}, {}]> : tensor<4x32xf32>
    %586 = stablehlo.reshape %585 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : (tensor<4x32xf32>) -> tensor<4x32x1xf32>
    %587 = sdy.sharding_constraint %586 <@mesh, [{"data"}, {}, {}]> : tensor<4x32x1xf32>
    %588 = stablehlo.broadcast_in_dim %166, dims = [0, 1, 2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : (tensor<4x32x1xf32>) -> tensor<4x32x32xf32>
    %589 = sdy.sharding_constraint %588 <@mesh, [{"data"}, {}, {}]> : tensor<4x32x32xf32>
    %590 = stablehlo.multiply %580, %589 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : tensor<4x32x32xf32>
    %591 = sdy.sharding_constraint %590 <@mesh, [{"data"}, {}, {}]> : tensor<4x32x32xf32>
    %592 = stablehlo.multiply %587, %173 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : tensor<4x32x1xf32>
    %593 = sdy.sharding_constraint %592 <@mesh, [{"data"}, {}, {}]> : tensor<4x32x1xf32>
    %cst_63 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<3.200000e+01> : tensor<f32>
    %594 = sdy.sharding_constraint %cst_63 <@mesh, []> : tensor<f32>
    %595 = stablehlo.broadcast_in_dim %594, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : (tensor<f32>) -> tensor<4x32x1xf32>
    %596 = sdy.sharding_constraint %595 <@mesh, [{"data"}, {}, {}]> : tensor<4x32x1xf32>
    %597 = stablehlo.divide %593, %596 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : tensor<4x32x1xf32>
    %598 = sdy.sharding_constraint %597 <@mesh, [{"data"}, {}, {}]> : tensor<4x32x1xf32>
    %cst_64 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<0.000000e+00> : tensor<f32>
    %599 = sdy.sharding_constraint %cst_64 <@mesh, []> : tensor<f32>
    %600 = stablehlo.reduce(%598 init: %599) applies stablehlo.add across dimensions = [2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : (tensor<4x32x1xf32>, tensor<f32>) -> tensor<4x32xf32>
    %601 = sdy.sharding_constraint %600 <@mesh, [{"data"}, {}]> : tensor<4x32xf32>
    %602 = stablehlo.broadcast_in_dim %601, dims = [0, 1] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : (tensor<4x32xf32>) -> tensor<4x32x32xf32>
    %603 = sdy.sharding_constraint %602 <@mesh, [{"data"}, {}, {}]> : tensor<4x32x32xf32>
    %604 = stablehlo.multiply %603, %149 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : tensor<4x32x32xf32>
    %605 = sdy.sharding_constraint %604 <@mesh, [{"data"}, {}, {}]> : tensor<4x32x32xf32>
    %606 = stablehlo.negate %605 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : tensor<4x32x32xf32>
    %607 = sdy.sharding_constraint %606 <@mesh, [{"data"}, {}, {}]> : tensor<4x32x32xf32>
    %cst_65 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<0.000000e+00> : tensor<f32>
    %608 = sdy.sharding_constraint %cst_65 <@mesh, []> : tensor<f32>
    %609 = stablehlo.reduce(%607 init: %608) applies stablehlo.add across dimensions = [2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : (tensor<4x32x32xf32>, tensor<f32>) -> tensor<4x32xf32>
    %610 = sdy.sharding_constraint %609 <@mesh, [{"data"}, {}]> : tensor<4x32xf32>
    %611 = stablehlo.reshape %610 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : (tensor<4x32xf32>) -> tensor<4x32x1xf32>
    %612 = sdy.sharding_constraint %611 <@mesh, [{"data"}, {}, {}]> : tensor<4x32x1xf32>
    %613 = stablehlo.negate %591 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : tensor<4x32x32xf32>
    %614 = sdy.sharding_constraint %613 <@mesh, [{"data"}, {}, {}]> : tensor<4x32x32xf32>
    %cst_66 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<0.000000e+00> : tensor<f32>
    %615 = sdy.sharding_constraint %cst_66 <@mesh, []> : tensor<f32>
    %616 = stablehlo.reduce(%614 init: %615) applies stablehlo.add across dimensions = [2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : (tensor<4x32x32xf32>, tensor<f32>) -> tensor<4x32xf32>
    %617 = sdy.sharding_constraint %616 <@mesh, [{"data"}, {}]> : tensor<4x32xf32>
    %618 = stablehlo.reshape %617 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : (tensor<4x32xf32>) -> tensor<4x32x1xf32>
    %619 = sdy.sharding_constraint %618 <@mesh, [{"data"}, {}, {}]> : tensor<4x32x1xf32>
    %620 = stablehlo.add %605, %591 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : tensor<4x32x32xf32>
    %621 = sdy.sharding_constraint %620 <@mesh, [{"data"}, {}, {}]> : tensor<4x32x32xf32>
    %622 = stablehlo.add %612, %619 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : tensor<4x32x1xf32>
    %623 = sdy.sharding_constraint %622 <@mesh, [{"data"}, {}, {}]> : tensor<4x32x1xf32>
    %cst_67 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<3.200000e+01> : tensor<f32>
    %624 = sdy.sharding_constraint %cst_67 <@mesh, []> : tensor<f32>
    %625 = stablehlo.broadcast_in_dim %624, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : (tensor<f32>) -> tensor<4x32x1xf32>
    %626 = sdy.sharding_constraint %625 <@mesh, [{"data"}, {}, {}]> : tensor<4x32x1xf32>
    %627 = stablehlo.divide %623, %626 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : tensor<4x32x1xf32>
    %628 = sdy.sharding_constraint %627 <@mesh, [{"data"}, {}, {}]> : tensor<4x32x1xf32>
    %cst_68 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<0.000000e+00> : tensor<f32>
    %629 = sdy.sharding_constraint %cst_68 <@mesh, []> : tensor<f32>
    %630 = stablehlo.reduce(%628 init: %629) applies stablehlo.add across dimensions = [2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : (tensor<4x32x1xf32>, tensor<f32>) -> tensor<4x32xf32>
    %631 = sdy.sharding_constraint %630 <@mesh, [{"data"}, {}]> : tensor<4x32xf32>
    %632 = stablehlo.broadcast_in_dim %631, dims = [0, 1] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : (tensor<4x32xf32>) -> tensor<4x32x32xf32>
    %633 = sdy.sharding_constraint %632 <@mesh, [{"data"}, {}, {}]> : tensor<4x32x32xf32>
    %634 = stablehlo.add %621, %633 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : tensor<4x32x32xf32>
    %635 = sdy.sharding_constraint %634 <@mesh, [{"data"}, {}, {}]> : tensor<4x32x32xf32>
    %636 = sdy.sharding_constraint %119 <@mesh, [{"data"}, {}, {"model"}]> : tensor<4x32x64xf32>
    %637 = stablehlo.dot_general %635, %636, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"model"}]>]>} : (tensor<4x32x32xf32>, tensor<4x32x64xf32>) -> tensor<32x64xf32>
    %638 = sdy.sharding_constraint %637 <@mesh, [{}, {"model"}]> : tensor<32x64xf32>
    %639 = stablehlo.transpose %638, dims = [1, 0] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"model"}, {}]>]>} : (tensor<32x64xf32>) -> tensor<64x32xf32>
    %640 = sdy.sharding_constraint %639 <@mesh, [{"model"}, {}]> : tensor<64x32xf32>
    %641 = sdy.sharding_constraint %arg1 <@mesh, [{}, {}]> : tensor<64x32xf32>
    %642 = stablehlo.dot_general %635, %641, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : (tensor<4x32x32xf32>, tensor<64x32xf32>) -> tensor<4x32x64xf32>
    %643 = sdy.sharding_constraint %642 <@mesh, [{"data"}, {}, {}]> : tensor<4x32x64xf32>
    %644 = stablehlo.multiply %77, %643 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : tensor<4x32x64xf32>
    %645 = sdy.sharding_constraint %644 <@mesh, [{"data"}, {}, {}]> : tensor<4x32x64xf32>
    %646 = stablehlo.multiply %643, %117 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : tensor<4x32x64xf32>
    %647 = sdy.sharding_constraint %646 <@mesh, [{"data"}, {}, {}]> : tensor<4x32x64xf32>
    %cst_69 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<5.000000e-01> : tensor<f32>
    %648 = sdy.sharding_constraint %cst_69 <@mesh, []> : tensor<f32>
    %649 = stablehlo.broadcast_in_dim %648, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : (tensor<f32>) -> tensor<4x32x64xf32>
    %650 = sdy.sharding_constraint %649 <@mesh, [{"data"}, {}, {}]> : tensor<4x32x64xf32>
    %651 = stablehlo.multiply %650, %645 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : tensor<4x32x64xf32>
    %652 = sdy.sharding_constraint %651 <@mesh, [{"data"}, {}, {}]> : tensor<4x32x64xf32>
    %653 = stablehlo.multiply %652, %107 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : tensor<4x32x64xf32>
    %654 = sdy.sharding_constraint %653 <@mesh, [{"data"}, {}, {}]> : tensor<4x32x64xf32>
    %655 = stablehlo.multiply %654, %102 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : tensor<4x32x64xf32>
    %656 = sdy.sharding_constraint %655 <@mesh, [{"data"}, {}, {}]> : tensor<4x32x64xf32>
    %657 = stablehlo.add %654, %656 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : tensor<4x32x64xf32>
    %658 = sdy.sharding_constraint %657 <@mesh, [{"data"}, {}, {}]> : tensor<4x32x64xf32>
    %cst_70 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<0.797884583> : tensor<f32>
    %659 = sdy.sharding_constraint %cst_70 <@mesh, []> : tensor<f32>
    %660 = stablehlo.broadcast_in_dim %659, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : (tensor<f32>) -> tensor<4x32x64xf32>
    %661 = sdy.sharding_constraint %660 <@mesh, [{"data"}, {}, {}]> : tensor<4x32x64xf32>
    %662 = stablehlo.multiply %661, %658 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : tensor<4x32x64xf32>
    %663 = sdy.sharding_constraint %662 <@mesh, [{"data"}, {}, {}]> : tensor<4x32x64xf32>
    %664 = stablehlo.add %647, %663 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : tensor<4x32x64xf32>
    %665 = sdy.sharding_constraint %664 <@mesh, [{"data"}, {}, {}]> : tensor<4x32x64xf32>
    %cst_71 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<4.471500e-02> : tensor<f32>
    %666 = sdy.sharding_constraint %cst_71 <@mesh, []> : tensor<f32>
    %667 = stablehlo.broadcast_in_dim %666, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : (tensor<f32>) -> tensor<4x32x64xf32>
    %668 = sdy.sharding_constraint %667 <@mesh, [{"data"}, {}, {}]> : tensor<4x32x64xf32>
    %669 = stablehlo.multiply %668, %663 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : tensor<4x32x64xf32>
    %670 = sdy.sharding_constraint %669 <@mesh, [{"data"}, {}, {}]> : tensor<4x32x64xf32>
    %671 = stablehlo.multiply %670, %88 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : tensor<4x32x64xf32>
    %672 = sdy.sharding_constraint %671 <@mesh, [{"data"}, {}, {}]> : tensor<4x32x64xf32>
    %673 = stablehlo.add %665, %672 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : tensor<4x32x64xf32>
    %674 = sdy.sharding_constraint %673 <@mesh, [{"data"}, {}, {}]> : tensor<4x32x64xf32>
    %675 = sdy.sharding_constraint %674 <@mesh, [{"data"}, {}, {"model"}]> : tensor<4x32x64xf32>
    %676 = stablehlo.dot_general %675, %74, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"model"}, {}]>]>} : (tensor<4x32x64xf32>, tensor<4x32x32xf32>) -> tensor<64x32xf32>
    %677 = sdy.sharding_constraint %676 <@mesh, [{"model"}, {}]> : tensor<64x32xf32>
    %678 = stablehlo.transpose %677, dims = [1, 0] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"model"}]>]>} : (tensor<64x32xf32>) -> tensor<32x64xf32>
    %679 = sdy.sharding_constraint %678 <@mesh, [{}, {"model"}]> : tensor<32x64xf32>
    %680 = sdy.sharding_constraint %674 <@mesh, [{"data", "fsdp"}, {}, {}]> : tensor<4x32x64xf32>
    %681 = sdy.sharding_constraint %arg0 <@mesh, [{}, {}]> : tensor<32x64xf32>
    %682 = stablehlo.dot_general %680, %681, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data", "fsdp"}, {}, {}]>]>} : (tensor<4x32x64xf32>, tensor<32x64xf32>) -> tensor<4x32x32xf32>
    %683 = sdy.sharding_constraint %682 <@mesh, [{"data", "fsdp"}, {}, {}]> : tensor<4x32x32xf32>
    %684 = sdy.sharding_constraint %635 <@mesh, [{"data", "fsdp"}, {}, {}]> : tensor<4x32x32xf32>
    %685 = stablehlo.add %684, %683 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data", "fsdp"}, {}, {}]>]>} : tensor<4x32x32xf32>
    %686 = sdy.sharding_constraint %685 <@mesh, [{"data", "fsdp"}, {}, {}]> : tensor<4x32x32xf32>
    %687 = sdy.sharding_constraint %32 <@mesh, [{"data", "fsdp"}, {}, {}]> : tensor<4x32x32xf32>
    %688 = stablehlo.multiply %687, %686 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data", "fsdp"}, {}, {}]>]>} : tensor<4x32x32xf32>
    %689 = sdy.sharding_constraint %688 <@mesh, [{"data", "fsdp"}, {}, {}]> : tensor<4x32x32xf32>
    %cst_72 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<0.000000e+00> : tensor<f32>
    %690 = sdy.sharding_constraint %cst_72 <@mesh, []> : tensor<f32>
    %691 = stablehlo.reduce(%689 init: %690) applies stablehlo.add across dimensions = [2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data", "fsdp"}, {}]>]>} : (tensor<4x32x32xf32>, tensor<f32>) -> tensor<4x32xf32>
    %692 = sdy.sharding_constraint %691 <@mesh, [{"data", "fsdp"}, {}]> : tensor<4x32xf32>
    %693 = sdy.sharding_constraint %692 <@mesh, [{"data"}, {}]> : tensor<4x32xf32>
    %694 = stablehlo.reshape %693 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : (tensor<4x32xf32>) -> tensor<4x32x1xf32>
    %695 = sdy.sharding_constraint %694 <@mesh, [{"data"}, {}, {}]> : tensor<4x32x1xf32>
    %696 = sdy.sharding_constraint %63 <@mesh, [{"data", "fsdp"}, {}, {}]> : tensor<4x32x1xf32>
    %697 = stablehlo.broadcast_in_dim %696, dims = [0, 1, 2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data", "fsdp"}, {}, {}]>]>} : (tensor<4x32x1xf32>) -> tensor<4x32x32xf32>
    %698 = sdy.sharding_constraint %697 <@mesh, [{"data", "fsdp"}, {}, {}]> : tensor<4x32x32xf32>
    %699 = stablehlo.multiply %686, %698 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data", "fsdp"}, {}, {}]>]>} : tensor<4x32x32xf32>
    %700 = sdy.sharding_constraint %699 <@mesh, [{"data", "fsdp"}, {}, {}]> : tensor<4x32x32xf32>
    %701 = stablehlo.multiply %695, %70 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : tensor<4x32x1xf32>
    %702 = sdy.sharding_constraint %701 <@mesh, [{"data"}, {}, {}]> : tensor<4x32x1xf32>
    %cst_73 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<3.200000e+01> : tensor<f32>
    %703 = sdy.sharding_constraint %cst_73 <@mesh, []> : tensor<f32>
    %704 = stablehlo.broadcast_in_dim %703, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : (tensor<f32>) -> tensor<4x32x1xf32>
    %705 = sdy.sharding_constraint %704 <@mesh, [{"data"}, {}, {}]> : tensor<4x32x1xf32>
    %706 = stablehlo.divide %702, %705 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : tensor<4x32x1xf32>
    %707 = sdy.sharding_constraint %706 <@mesh, [{"data"}, {}, {}]> : tensor<4x32x1xf32>
    %cst_74 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<0.000000e+00> : tensor<f32>
    %708 = sdy.sharding_constraint %cst_74 <@mesh, []> : tensor<f32>
    %709 = stablehlo.reduce(%707 init: %708) applies stablehlo.add across dimensions = [2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : (tensor<4x32x1xf32>, tensor<f32>) -> tensor<4x32xf32>
    %710 = sdy.sharding_constraint %709 <@mesh, [{"data"}, {}]> : tensor<4x32xf32>
    %711 = stablehlo.broadcast_in_dim %710, dims = [0, 1] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : (tensor<4x32xf32>) -> tensor<4x32x32xf32>
    %712 = sdy.sharding_constraint %711 <@mesh, [{"data"}, {}, {}]> : tensor<4x32x32xf32>
    %713 = stablehlo.multiply %712, %45 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : tensor<4x32x32xf32>
    %714 = sdy.sharding_constraint %713 <@mesh, [{"data"}, {}, {}]> : tensor<4x32x32xf32>
    %715 = sdy.sharding_constraint %714 <@mesh, [{"data", "fsdp"}, {}, {}]> : tensor<4x32x32xf32>
    %716 = stablehlo.negate %715 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data", "fsdp"}, {}, {}]>]>} : tensor<4x32x32xf32>
    %717 = sdy.sharding_constraint %716 <@mesh, [{"data", "fsdp"}, {}, {}]> : tensor<4x32x32xf32>
    %cst_75 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<0.000000e+00> : tensor<f32>
    %718 = sdy.sharding_constraint %cst_75 <@mesh, []> : tensor<f32>
    %719 = stablehlo.reduce(%717 init: %718) applies stablehlo.add across dimensions = [2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data", "fsdp"}, {}]>]>} : (tensor<4x32x32xf32>, tensor<f32>) -> tensor<4x32xf32>
    %720 = sdy.sharding_constraint %719 <@mesh, [{"data", "fsdp"}, {}]> : tensor<4x32xf32>
    %721 = stablehlo.reshape %720 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data", "fsdp"}, {}, {}]>]>} : (tensor<4x32xf32>) -> tensor<4x32x1xf32>
    %722 = sdy.sharding_constraint %721 <@mesh, [{"data", "fsdp"}, {}, {}]> : tensor<4x32x1xf32>
    %723 = stablehlo.negate %700 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data", "fsdp"}, {}, {}]>]>} : tensor<4x32x32xf32>
    %724 = sdy.sharding_constraint %723 <@mesh, [{"data", "fsdp"}, {}, {}]> : tensor<4x32x32xf32>
    %cst_76 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<0.000000e+00> : tensor<f32>
    %725 = sdy.sharding_constraint %cst_76 <@mesh, []> : tensor<f32>
    %726 = stablehlo.reduce(%724 init: %725) applies stablehlo.add across dimensions = [2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data", "fsdp"}, {}]>]>} : (tensor<4x32x32xf32>, tensor<f32>) -> tensor<4x32xf32>
    %727 = sdy.sharding_constraint %726 <@mesh, [{"data", "fsdp"}, {}]> : tensor<4x32xf32>
    %728 = stablehlo.reshape %727 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data", "fsdp"}, {}, {}]>]>} : (tensor<4x32xf32>) -> tensor<4x32x1xf32>
    %729 = sdy.sharding_constraint %728 <@mesh, [{"data", "fsdp"}, {}, {}]> : tensor<4x32x1xf32>
    %730 = sdy.sharding_constraint %714 <@mesh, [{"data", "fsdp"}, {}, {}]> : tensor<4x32x32xf32>
    %731 = stablehlo.add %730, %700 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data", "fsdp"}, {}, {}]>]>} : tensor<4x32x32xf32>
    %732 = sdy.sharding_constraint %731 <@mesh, [{"data", "fsdp"}, {}, {}]> : tensor<4x32x32xf32>
    %733 = stablehlo.add %722, %729 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data", "fsdp"}, {}, {}]>]>} : tensor<4x32x1xf32>
    %734 = sdy.sharding_constraint %733 <@mesh, [{"data", "fsdp"}, {}, {}]> : tensor<4x32x1xf32>
    %cst_77 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<3.200000e+01> : tensor<f32>
    %735 = sdy.sharding_constraint %cst_77 <@mesh, []> : tensor<f32>
    %736 = stablehlo.broadcast_in_dim %735, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data", "fsdp"}, {}, {}]>]>} : (tensor<f32>) -> tensor<4x32x1xf32>
    %737 = sdy.sharding_constraint %736 <@mesh, [{"data", "fsdp"}, {}, {}]> : tensor<4x32x1xf32>
    %738 = stablehlo.divide %734, %737 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data", "fsdp"}, {}, {}]>]>} : tensor<4x32x1xf32>
    %739 = sdy.sharding_constraint %738 <@mesh, [{"data", "fsdp"}, {}, {}]> : tensor<4x32x1xf32>
    %cst_78 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<0.000000e+00> : tensor<f32>
    %740 = sdy.sharding_constraint %cst_78 <@mesh, []> : tensor<f32>
    %741 = stablehlo.reduce(%739 init: %740) applies stablehlo.add across dimensions = [2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data", "fsdp"}, {}]>]>} : (tensor<4x32x1xf32>, tensor<f32>) -> tensor<4x32xf32>
    %742 = sdy.sharding_constraint %741 <@mesh, [{"data", "fsdp"}, {}]> : tensor<4x32xf32>
    %743 = stablehlo.broadcast_in_dim %742, dims = [0, 1] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data", "fsdp"}, {}, {}]>]>} : (tensor<4x32xf32>) -> tensor<4x32x32xf32>
    %744 = sdy.sharding_constraint %743 <@mesh, [{"data", "fsdp"}, {}, {}]> : tensor<4x32x32xf32>
    %745 = stablehlo.add %732, %744 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data", "fsdp"}, {}, {}]>]>} : tensor<4x32x32xf32>
    %746 = sdy.sharding_constraint %745 <@mesh, [{"data", "fsdp"}, {}, {}]> : tensor<4x32x32xf32>
    %cst_79 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<0.000000e+00> : tensor<f32>
    %747 = sdy.sharding_constraint %cst_79 <@mesh, []> : tensor<f32>
    %748 = stablehlo.broadcast_in_dim %747, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : (tensor<f32>) -> tensor<4x32x32xf32>
    %749 = sdy.sharding_constraint %748 <@mesh, [{"data"}, {}, {}]> : tensor<4x32x32xf32>
    %750 = sdy.sharding_constraint %746 <@mesh, [{"data"}, {}, {}]> : tensor<4x32x32xf32>
    %751 = stablehlo.complex %750, %749 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : tensor<4x32x32xcomplex<f32>>
    %752 = sdy.sharding_constraint %751 <@mesh, [{"data"}, {}, {}]> : tensor<4x32x32xcomplex<f32>>
    %753 = stablehlo.transpose %752, dims = [0, 2, 1] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : (tensor<4x32x32xcomplex<f32>>) -> tensor<4x32x32xcomplex<f32>>
    %754 = sdy.sharding_constraint %753 <@mesh, [{"data"}, {}, {}]> : tensor<4x32x32xcomplex<f32>>
    %755 = stablehlo.fft %754, type = FFT, length = [32] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : (tensor<4x32x32xcomplex<f32>>) -> tensor<4x32x32xcomplex<f32>>
    %756 = sdy.sharding_constraint %755 <@mesh, [{"data"}, {}, {}]> : tensor<4x32x32xcomplex<f32>>
    %757 = stablehlo.transpose %756, dims = [0, 2, 1] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : (tensor<4x32x32xcomplex<f32>>) -> tensor<4x32x32xcomplex<f32>>
    %758 = sdy.sharding_constraint %757 <@mesh, [{"data"}, {}, {}]> : tensor<4x32x32xcomplex<f32>>
    %759 = stablehlo.fft %758, type = FFT, length = [32] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : (tensor<4x32x32xcomplex<f32>>) -> tensor<4x32x32xcomplex<f32>>
    %760 = sdy.sharding_constraint %759 <@mesh, [{"data"}, {}, {}]> : tensor<4x32x32xcomplex<f32>>
    %761 = stablehlo.real %760 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : (tensor<4x32x32xcomplex<f32>>) -> tensor<4x32x32xf32>
    %762 = sdy.sharding_constraint %761 <@mesh, [{"data"}, {}, {}]> : tensor<4x32x32xf32>
    %763 = stablehlo.convert %762 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : tensor<4x32x32xf32>
    %764 = sdy.sharding_constraint %763 <@mesh, [{"data"}, {}, {}]> : tensor<4x32x32xf32>
    %765 = sdy.sharding_constraint %746 <@mesh, [{"data"}, {}, {}]> : tensor<4x32x32xf32>
    %766 = stablehlo.add %765, %764 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : tensor<4x32x32xf32>
    %767 = sdy.sharding_constraint %766 <@mesh, [{"data"}, {}, {}]> : tensor<4x32x32xf32>
    %768 = sdy.sharding_constraint %767 <@mesh, [{"data"}, {}, {"model"}]> : tensor<4x32x32xf32>
    %769 = sdy.sharding_constraint %arg6 <@mesh, [{"data"}, {}, {"fsdp"}]> : tensor<4x32x16xf32>
    %770 = stablehlo.dot_general %768, %769, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"model"}, {"fsdp"}]>]>} : (tensor<4x32x32xf32>, tensor<4x32x16xf32>) -> tensor<32x16xf32>
    %771 = sdy.sharding_constraint %770 <@mesh, [{"model"}, {"fsdp"}]> : tensor<32x16xf32>
    %772 = sdy.sharding_constraint %771 <@mesh, [{"data"}, {"fsdp"}]> : tensor<32x16xf32>
    %773 = stablehlo.transpose %772, dims = [1, 0] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"fsdp"}, {"data"}]>]>} : (tensor<32x16xf32>) -> tensor<16x32xf32>
    %774 = sdy.sharding_constraint %773 <@mesh, [{"fsdp"}, {"data"}]> : tensor<16x32xf32>
    %cst_80 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<5.000000e-02> : tensor<f32>
    %775 = sdy.sharding_constraint %cst_80 <@mesh, []> : tensor<f32>
    %776 = stablehlo.broadcast_in_dim %775, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"model"}]>]>} : (tensor<f32>) -> tensor<32x64xf32>
    %777 = sdy.sharding_constraint %776 <@mesh, [{}, {"model"}]> : tensor<32x64xf32>
    %778 = stablehlo.multiply %777, %679 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"model"}]>]>} : tensor<32x64xf32>
    %779 = sdy.sharding_constraint %778 <@mesh, [{}, {"model"}]> : tensor<32x64xf32>
    %780 = stablehlo.subtract %arg0, %779 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"model"}]>]>} : tensor<32x64xf32>
    %781 = sdy.sharding_constraint %780 <@mesh, [{}, {"model"}]> : tensor<32x64xf32>
    %cst_81 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<5.000000e-02> : tensor<f32>
    %782 = sdy.sharding_constraint %cst_81 <@mesh, []> : tensor<f32>
    %783 = stablehlo.broadcast_in_dim %782, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"model"}, {}]>]>} : (tensor<f32>) -> tensor<64x32xf32>
    %784 = sdy.sharding_constraint %783 <@mesh, [{"model"}, {}]> : tensor<64x32xf32>
    %785 = stablehlo.multiply %784, %640 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"model"}, {}]>]>} : tensor<64x32xf32>
    %786 = sdy.sharding_constraint %785 <@mesh, [{"model"}, {}]> : tensor<64x32xf32>
    %787 = stablehlo.subtract %arg1, %786 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"model"}, {}]>]>} : tensor<64x32xf32>
    %788 = sdy.sharding_constraint %787 <@mesh, [{"model"}, {}]> : tensor<64x32xf32>
    %cst_82 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<5.000000e-02> : tensor<f32>
    %789 = sdy.sharding_constraint %cst_82 <@mesh, []> : tensor<f32>
    %790 = stablehlo.broadcast_in_dim %789, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"model"}]>]>} : (tensor<f32>) -> tensor<32x64xf32>
    %791 = sdy.sharding_constraint %790 <@mesh, [{}, {"model"}]> : tensor<32x64xf32>
    %792 = stablehlo.multiply %791, %495 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"model"}]>]>} : tensor<32x64xf32>
    %793 = sdy.sharding_constraint %792 <@mesh, [{}, {"model"}]> : tensor<32x64xf32>
    %794 = stablehlo.subtract %arg2, %793 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"model"}]>]>} : tensor<32x64xf32>
    %795 = sdy.sharding_constraint %794 <@mesh, [{}, {"model"}]> : tensor<32x64xf32>
    %cst_83 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<5.000000e-02> : tensor<f32>
    %796 = sdy.sharding_constraint %cst_83 <@mesh, []> : tensor<f32>
    %797 = stablehlo.broadcast_in_dim %796, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"model"}, {}]>]>} : (tensor<f32>) -> tensor<64x32xf32>
    %798 = sdy.sharding_constraint %797 <@mesh, [{"model"}, {}]> : tensor<64x32xf32>
    %799 = stablehlo.multiply %798, %454 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"model"}, {}]>]>} : tensor<64x32xf32>
    %800 = sdy.sharding_constraint %799 <@mesh, [{"model"}, {}]> : tensor<64x32xf32>
    %801 = stablehlo.subtract %arg3, %800 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"model"}, {}]>]>} : tensor<64x32xf32>
    %802 = sdy.sharding_constraint %801 <@mesh, [{"model"}, {}]> : tensor<64x32xf32>
    %cst_84 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<5.000000e-02> : tensor<f32>
    %803 = sdy.sharding_constraint %cst_84 <@mesh, []> : tensor<f32>
    %804 = stablehlo.broadcast_in_dim %803, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"fsdp"}, {"data"}]>]>} : (tensor<f32>) -> tensor<16x32xf32>
    %805 = sdy.sharding_constraint %804 <@mesh, [{"fsdp"}, {"data"}]> : tensor<16x32xf32>
    %806 = stablehlo.multiply %805, %774 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"fsdp"}, {"data"}]>]>} : tensor<16x32xf32>
    %807 = sdy.sharding_constraint %806 <@mesh, [{"fsdp"}, {"data"}]> : tensor<16x32xf32>
    %808 = stablehlo.subtract %arg4, %807 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"fsdp"}, {"data"}]>]>} : tensor<16x32xf32>
    %809 = sdy.sharding_constraint %808 <@mesh, [{"fsdp"}, {"data"}]> : tensor<16x32xf32>
    %cst_85 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<5.000000e-02> : tensor<f32>
    %810 = sdy.sharding_constraint %cst_85 <@mesh, []> : tensor<f32>
    %811 = stablehlo.broadcast_in_dim %810, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}]>]>} : (tensor<f32>) -> tensor<32x4xf32>
    %812 = sdy.sharding_constraint %811 <@mesh, [{}, {}]> : tensor<32x4xf32>
    %813 = stablehlo.multiply %812, %390 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}]>]>} : tensor<32x4xf32>
    %814 = sdy.sharding_constraint %813 <@mesh, [{}, {}]> : tensor<32x4xf32>
    %815 = stablehlo.subtract %arg5, %814 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}]>]>} : tensor<32x4xf32>
    %816 = sdy.sharding_constraint %815 <@mesh, [{}, {}]> : tensor<32x4xf32>
    return %781, %788, %795, %802, %809, %816, %376 : tensor<32x64xf32>, tensor<64x32xf32>, tensor<32x64xf32>, tensor<64x32xf32>, tensor<16x32xf32>, tensor<32x4xf32>, tensor<f32>
  }
}
