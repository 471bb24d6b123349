module {
  sdy.mesh @mesh = <["data"=2, "fsdp"=2, "model"=2]>
  func.func @main(%arg0: tensor<32x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, %arg1: tensor<64x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {}]>}, %arg2: tensor<32x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, %arg3: tensor<64x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {}]>}, %arg4: tensor<16x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {"fsdp"}]>}, %arg5: tensor<32x4xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {}]>}, %arg6: tensor<4x32x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {"fsdp"}, {}]>}, %arg7: tensor<4x32x4xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {"fsdp"}, {}]>}) -> (tensor<32x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, tensor<64x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {}]>}, tensor<32x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, tensor<64x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {}]>}, tensor<16x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {"fsdp"}]>}, tensor<32x4xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {}]>}, tensor<f32> {sdy.sharding = #sdy.sharding<@mesh, []>}) {
    %0 = sdy.sharding_constraint %arg6 <@mesh, [{"data"}, {}, {}]> : tensor<4x32x16xf32>
    %1 = sdy.sharding_constraint %arg4 <@mesh, [{}, {"fsdp"}]> : tensor<16x32xf32>
    %2 = stablehlo.dot_general %0, %1, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {"fsdp"}]>]>} : (tensor<4x32x16xf32>, tensor<16x32xf32>) -> tensor<4x32x32xf32>
    %3 = sdy.sharding_constraint %2 <@mesh, [{"data"}, {}, {"fsdp"}]> : tensor<4x32x32xf32>
    %4 = sdy.sharding_constraint %3 <@mesh, [{"data", "fsdp"}, {"model"}, {}]> : tensor<4x32x32xf32>
    %5 = stablehlo.convert %4 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data", "fsdp"}, {"model"}, {}]>]>} : (tensor<4x32x32xf32>) -> tensor<4x32x32xcomplex<f32>>
    %6 = sdy.sharding_constraint %5 <@mesh, [{"data", "fsdp"}, {"model"}, {}]> : tensor<4x32x32xcomplex<f32>>
    %7 = stablehlo.fft %6, type = FFT, length = [32] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data", "fsdp"}, {"model"}, {}]>]>} : (tensor<4x32x32xcomplex<f32>>) -> tensor<4x32x32xcomplex<f32>>
    %8 = sdy.sharding_constraint %7 <@mesh, [{"data", "fsdp"}, {"model"}, {}]> : tensor<4x32x32xcomplex<f32>>
    %9 = stablehlo.transpose %8, dims = [0, 2, 1] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data", "fsdp"}, {}, {"model"}]>]>} : (tensor<4x32x32xcomplex<f32>>) -> tensor<4x32x32xcomplex<f32>>
    %10 = sdy.sharding_constraint %9 <@mesh, [{"data", "fsdp"}, {}, {"model"}]> : tensor<4x32x32xcomplex<f32>>
    %11 = sdy.sharding_constraint %10 <@mesh, [{"data", "fsdp"}, {"model"}, {}]> : tensor<4x32x32xcomplex<f32>>
    %12 = stablehlo.fft %11, type = FFT, length = [32] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data", "fsdp"}, {"model"}, {}]>]>} : (tensor<4x32x32xcomplex<f32>>) -> tensor<4x32x32xcomplex<f32>>
    %13 = sdy.sharding_constraint %12 <@mesh, [{"data", "fsdp"}, {"model"}, {}]> : tensor<4x32x32xcomplex<f32>>
    %14 = stablehlo.transpose %13, dims = [0, 2, 1] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data", "fsdp"}, {}, {"model"}]>]>} : (tensor<4x32x32xcomplex<f32>>) -> tensor<4x32x32xcomplex<f32>>
    %15 = sdy.sharding_constraint %14 <@mesh, [{"data", "fsdp"}, {}, {"model"}]> : tensor<4x32x32xcomplex<f32>>
    %16 = stablehlo.real %15 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data", "fsdp"}, {}, {"model"}]>]>} : (tensor<4x32x32xcomplex<f32>>) -> tensor<4x32x32xf32>
    %17 = sdy.sharding_constraint %16 <@mesh, [{"data", "fsdp"}, {}, {"model"}]> : tensor<4x32x32xf32>
    %18 = sdy.sharding_constraint %3 <@mesh, [{"data", "fsdp"}, {}, {"model"}]> : tensor<4x32x32xf32>
    %19 = stablehlo.add %18, %17 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data", "fsdp"}, {}, {"model"}]>]>} : tensor<4x32x32xf32>
    %20 = sdy.sharding_constraint %19 <@mesh, [{"data", "fsdp"}, {}, {"model"}]> : tensor<4x32x32xf32>
    %cst = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<0.000000e+00> : tensor<f32>
    %21 = sdy.sharding_constraint %cst <@mesh, []> : tensor<f32>
    %22 = sdy.sharding_constraint %20 <@mesh, [{"data", "model"}, {"fsdp"}, {}]> : tensor<4x32x32xf32>
    %23 = stablehlo.reduce(%22 init: %21) applies stablehlo.add across dimensions = [2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data", "model"}, {"fsdp"}]>]>} : (tensor<4x32x32xf32>, tensor<f32>) -> tensor<4x32xf32>
    %24 = sdy.sharding_constraint %23 <@mesh, [{"data", "model"}, {"fsdp"}]> : tensor<4x32xf32>
    %25 = stablehlo.broadcast_in_dim %24, dims = [0, 1] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data", "model"}, {"fsdp"}, {}]>]>} : (tensor<4x32xf32>) -> tensor<4x32x1xf32>
    %26 = sdy.sharding_constraint %25 <@mesh, [{"data", "model"}, {"fsdp"}, {}]> : tensor<4x32x1xf32>
    %cst_0 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<3.200000e+01> : tensor<f32>
    %27 = sdy.sharding_constraint %cst_0 <@mesh, []> : tensor<f32>
    %28 = stablehlo.broadcast_in_dim %27, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data", "model"}, {"fsdp"}, {}]>]>} : (tensor<f32>) -> tensor<4x32x1xf32>
    %29 = sdy.sharding_constraint %28 <@mesh, [{"data", "model"}, {"fsdp"}, {}]> : tensor<4x32x1xf32>
    %30 = stablehlo.divide %26, %29 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data", "model"}, {"fsdp"}, {}]>]>} : tensor<4x32x1xf32>
    %31 = sdy.sharding_constraint %30 <@mesh, [{"data", "model"}, {"fsdp"}, {}]> : tensor<4x32x1xf32>
    %32 = stablehlo.broadcast_in_dim %31, dims = [0, 1, 2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data", "model"}, {"fsdp"}, {}]>]>} : (tensor<4x32x1xf32>) -> tensor<4x32x32xf32>
    %33 = sdy.sharding_constraint %32 <@mesh, [{"data", "model"}, {"fsdp"}, {}]> : tensor<4x32x32xf32>
    %34 = sdy.sharding_constraint %20 <@mesh, [{"data", "model"}, {"fsdp"}, {}]> : tensor<4x32x32xf32>
    %35 = stablehlo.subtract %34, %33 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data", "model"}, {"fsdp"}, {}]>]>} : tensor<4x32x32xf32>
    %36 = sdy.sharding_constraint %35 <@mesh, [{"data", "model"}, {"fsdp"}, {}]> : tensor<4x32x32xf32>
    %37 = stablehlo.broadcast_in_dim %31, dims = [0, 1, 2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data", "model"}, {"fsdp"}, {}]>]>} : (tensor<4x32x1xf32>) -> tensor<4x32x32xf32>
    %38 = sdy.sharding_constraint %37 <@mesh, [{"data", "model"}, {"fsdp"}, {}]> : tensor<4x32x32xf32>
    %39 = sdy.sharding_constraint %20 <@mesh, [{"data", "model"}, {"fsdp"}, {}]> : tensor<4x32x32xf32>
    %40 = stablehlo.subtract %39, %38 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data", "model"}, {"fsdp"}, {}]>]>} : tensor<4x32x32xf32>
    %41 = sdy.sharding_constraint %40 <@mesh, [{"data", "model"}, {"fsdp"}, {}]> : tensor<4x32x32xf32>
    %42 = stablehlo.multiply %41, %41 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data", "model"}, {"fsdp"}, {}]>]>} : tensor<4x32x32xf32>
    %43 = sdy.sharding_constraint %42 <@mesh, [{"data", "model"}, {"fsdp"}, {}]> : tensor<4x32x32xf32>
    %cst_1 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<2.000000e+00> : tensor<f32>
    %44 = sdy.sharding_constraint %cst_1 <@mesh, []> : tensor<f32>
    %45 = stablehlo.broadcast_in_dim %44, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data", "model"}, {"fsdp"}, {}]>]>} : (tensor<f32>) -> tensor<4x32x32xf32>
    %46 = sdy.sharding_constraint %45 <@mesh, [{"data", "model"}, {"fsdp"}, {}]> : tensor<4x32x32xf32>
    %47 = stablehlo.multiply %46, %41 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data", "model"}, {"fsdp"}, {}]>]>} : tensor<4x32x32xf32>
    %48 = sdy.sharding_constraint %47 <@mesh, [{"data", "model"}, {"fsdp"}, {}]> : tensor<4x32x32xf32>
    %cst_2 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<0.000000e+00> : tensor<f32>
    %49 = sdy.sharding_constraint %cst_2 <@mesh, []> : tensor<f32>
    %50 = stablehlo.reduce(%43 init: %49) applies stablehlo.add across dimensions = [2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data", "model"}, {"fsdp"}]>]>} : (tensor<4x32x32xf32>, tensor<f32>) -> tensor<4x32xf32>
    %51 = sdy.sharding_constraint %50 <@mesh, [{"data", "model"}, {"fsdp"}]> : tensor<4x32xf32>
    %52 = stablehlo.broadcast_in_dim %51, dims = [0, 1] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data", "model"}, {"fsdp"}, {}]>]>} : (tensor<4x32xf32>) -> tensor<4x32x1xf32>
    %53 = sdy.sharding_constraint %52 <@mesh, [{"data", "model"}, {"fsdp"}, {}]> : tensor<4x32x1xf32>
    %cst_3 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<3.200000e+01> : tensor<f32>
    %54 = sdy.sharding_constraint %cst_3 <@mesh, []> : tensor<f32>
    %55 = stablehlo.broadcast_in_dim %54, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data", "model"}, {"fsdp"}, {}]>]>} : (tensor<f32>) -> tensor<4x32x1xf32>
    %56 = sdy.sharding_constraint %55 <@mesh, [{"data", "model"}, {"fsdp"}, {}]> : tensor<4x32x1xf32>
    %57 = stablehlo.divide %53, %56 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data", "model"}, {"fsdp"}, {}]>]>} : tensor<4x32x1xf32>
    %58 = sdy.sharding_constraint %57 <@mesh, [{"data", "model"}, {"fsdp"}, {}]> : tensor<4x32x1xf32>
    %cst_4 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<9.99999974E-6> : tensor<f32>
    %59 = sdy.sharding_constraint %cst_4 <@mesh, []> : tensor<f32>
    %60 = stablehlo.broadcast_in_dim %59, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data", "model"}, {"fsdp"}, {}]>]>} : (tensor<f32>) -> tensor<4x32x1xf32>
    %61 = sdy.sharding_constraint %60 <@mesh, [{"data", "model"}, {"fsdp"}, {}]> : tensor<4x32x1xf32>
    %62 = stablehlo.add %58, %61 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data", "model"}, {"fsdp"}, {}]>]>} : tensor<4x32x1xf32>
    %63 = sdy.sharding_constraint %62 <@mesh, [{"data", "model"}, {"fsdp"}, {}]> : tensor<4x32x1xf32>
    %64 = stablehlo.rsqrt %63 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data", "model"}, {"fsdp"}, {}]>]>} : tensor<4x32x1xf32>
    %65 = sdy.sharding_constraint %64 <@mesh, [{"data", "model"}, {"fsdp"}, {}]> : tensor<4x32x1xf32>
    %66 = stablehlo.divide %65, %63 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data", "model"}, {"fsdp"}, {}]>]>} : tensor<4x32x1xf32>
    %67 = sdy.sharding_constraint %66 <@mesh, [{"data", "model"}, {"fsdp"}, {}]> : tensor<4x32x1xf32>
    %cst_5 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<-5.000000e-01> : tensor<f32>
    %68 = sdy.sharding_constraint %cst_5 <@mesh, []> : tensor<f32>
    %69 = stablehlo.broadcast_in_dim %68, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data", "model"}, {"fsdp"}, {}]>]>} : (tensor<f32>) -> tensor<4x32x1xf32>
    %70 = sdy.sharding_constraint %69 <@mesh, [{"data", "model"}, {"fsdp"}, {}]> : tensor<4x32x1xf32>
    %71 = stablehlo.multiply %70, %67 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data", "model"}, {"fsdp"}, {}]>]>} : tensor<4x32x1xf32>
    %72 = sdy.sharding_constraint %71 <@mesh, [{"data", "model"}, {"fsdp"}, {}]> : tensor<4x32x1xf32>
    %73 = stablehlo.broadcast_in_dim %65, dims = [0, 1, 2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data", "model"}, {"fsdp"}, {}]>]>} : (tensor<4x32x1xf32>) -> tensor<4x32x32xf32>
    %74 = sdy.sharding_constraint %73 <@mesh, [{"data", "model"}, {"fsdp"}, {}]> : tensor<4x32x32xf32>
    %75 = stablehlo.multiply %36, %74 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data", "model"}, {"fsdp"}, {}]>]>} : tensor<4x32x32xf32>
    %76 = sdy.sharding_constraint %75 <@mesh, [{"data", "model"}, {"fsdp"}, {}]> : tensor<4x32x32xf32>
    %77 = sdy.sharding_constraint %76 <@mesh, [{"data"}, {"fsdp"}, {}]> : tensor<4x32x32xf32>
    %78 = stablehlo.dot_general %77, %arg0, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"fsdp"}, {"model"}]>]>} : (tensor<4x32x32xf32>, tensor<32x64xf32>) -> tensor<4x32x64xf32>
    %79 = sdy.sharding_constraint %78 <@mesh, [{"data"}, {"fsdp"}, {"model"}]> : tensor<4x32x64xf32>
    %80 = stablehlo.multiply %79, %79 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"fsdp"}, {"model"}]>]>} : tensor<4x32x64xf32>
    %81 = sdy.sharding_constraint %80 <@mesh, [{"data"}, {"fsdp"}, {"model"}]> : tensor<4x32x64xf32>
    %82 = stablehlo.multiply %81, %79 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"fsdp"}, {"model"}]>]>} : tensor<4x32x64xf32>
    %83 = sdy.sharding_constraint %82 <@mesh, [{"data"}, {"fsdp"}, {"model"}]> : tensor<4x32x64xf32>
    %84 = stablehlo.multiply %79, %79 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"fsdp"}, {"model"}]>]>} : tensor<4x32x64xf32>
    %85 = sdy.sharding_constraint %84 <@mesh, [{"data"}, {"fsdp"}, {"model"}]> : tensor<4x32x64xf32>
    %cst_6 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<3.000000e+00> : tensor<f32>
    %86 = sdy.sharding_constraint %cst_6 <@mesh, []> : tensor<f32>
    %87 = stablehlo.broadcast_in_dim %86, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"fsdp"}, {"model"}]>]>} : (tensor<f32>) -> tensor<4x32x64xf32>
    %88 = sdy.sharding_constraint %87 <@mesh, [{"data"}, {"fsdp"}, {"model"}]> : tensor<4x32x64xf32>
    %89 = stablehlo.multiply %88, %85 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"fsdp"}, {"model"}]>]>} : tensor<4x32x64xf32>
    %90 = sdy.sharding_constraint %89 <@mesh, [{"data"}, {"fsdp"}, {"model"}]> : tensor<4x32x64xf32>
    %cst_7 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<4.471500e-02> : tensor<f32>
    %91 = sdy.sharding_constraint %cst_7 <@mesh, []> : tensor<f32>
    %92 = stablehlo.broadcast_in_dim %91, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"fsdp"}, {"model"}]>]>} : (tensor<f32>) -> tensor<4x32x64xf32>
    %93 = sdy.sharding_constraint %92 <@mesh, [{"data"}, {"fsdp"}, {"model"}]> : tensor<4x32x64xf32>
    %94 = stablehlo.multiply %93, %83 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"fsdp"}, {"model"}]>]>} : tensor<4x32x64xf32>
    %95 = sdy.sharding_constraint %94 <@mesh, [{"data"}, {"fsdp"}, {"model"}]> : tensor<4x32x64xf32>
    %96 = stablehlo.add %79, %95 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"fsdp"}, {"model"}]>]>} : tensor<4x32x64xf32>
    %97 = sdy.sharding_constraint %96 <@mesh, [{"data"}, {"fsdp"}, {"model"}]> : tensor<4x32x64xf32>
    %cst_8 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<0.797884583> : tensor<f32>
    %98 = sdy.sharding_constraint %cst_8 <@mesh, []> : tensor<f32>
    %99 = stablehlo.broadcast_in_dim %98, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"fsdp"}, {"model"}]>]>} : (tensor<f32>) -> tensor<4x32x64xf32>
    %100 = sdy.sharding_constraint %99 <@mesh, [{"data"}, {"fsdp"}, {"model"}]> : tensor<4x32x64xf32>
    %101 = stablehlo.multiply %100, %97 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"fsdp"}, {"model"}]>]>} : tensor<4x32x64xf32>
    %102 = sdy.sharding_constraint %101 <@mesh, [{"data"}, {"fsdp"}, {"model"}]> : tensor<4x32x64xf32>
    %103 = stablehlo.tanh %102 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"fsdp"}, {"model"}]>]>} : tensor<4x32x64xf32>
    %104 = sdy.sharding_constraint %103 <@mesh, [{"data"}, {"fsdp"}, {"model"}]> : tensor<4x32x64xf32>
    %cst_9 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<1.000000e+00> : tensor<f32>
    %105 = sdy.sharding_constraint %cst_9 <@mesh, []> : tensor<f32>
    %106 = stablehlo.broadcast_in_dim %105, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"fsdp"}, {"model"}]>]>} : (tensor<f32>) -> tensor<4x32x64xf32>
    %107 = sdy.sharding_constraint %106 <@mesh, [{"data"}, {"fsdp"}, {"model"}]> : tensor<4x32x64xf32>
    %108 = stablehlo.subtract %107, %104 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"fsdp"}, {"model"}]>]>} : tensor<4x32x64xf32>
    %109 = sdy.sharding_constraint %108 <@mesh, [{"data"}, {"fsdp"}, {"model"}]> : tensor<4x32x64xf32>
    %cst_10 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<1.000000e+00> : tensor<f32>
    %110 = sdy.sharding_constraint %cst_10 <@mesh, []> : tensor<f32>
    %111 = stablehlo.broadcast_in_dim %110, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"fsdp"}, {"model"}]>]>} : (tensor<f32>) -> tensor<4x32x64xf32>
    %112 = sdy.sharding_constraint %111 <@mesh, [{"data"}, {"fsdp"}, {"model"}]> : tensor<4x32x64xf32>
    %113 = stablehlo.add %112, %104 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"fsdp"}, {"model"}]>]>} : tensor<4x32x64xf32>
    %114 = sdy.sharding_constraint %113 <@mesh, [{"data"}, {"fsdp"}, {"model"}]> : tensor<4x32x64xf32>
    %cst_11 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<5.000000e-01> : tensor<f32>
    %115 = sdy.sharding_constraint %cst_11 <@mesh, []> : tensor<f32>
    %116 = stablehlo.broadcast_in_dim %115, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"fsdp"}, {"model"}]>]>} : (tensor<f32>) -> tensor<4x32x64xf32>
    %117 = sdy.sharding_constraint %116 <@mesh, [{"data"}, {"fsdp"}, {"model"}]> : tensor<4x32x64xf32>
    %118 = stablehlo.multiply %117, %114 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"fsdp"}, {"model"}]>]>} : tensor<4x32x64xf32>
    %119 = sdy.sharding_constraint %118 <@mesh, [{"data"}, {"fsdp"}, {"model"}]> : tensor<4x32x64xf32>
    %120 = stablehlo.multiply %79, %119 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"fsdp"}, {"model"}]>]>} : tensor<4x32x64xf32>
    %121 = sdy.sharding_constraint %120 <@mesh, [{"data"}, {"fsdp"}, {"model"}]> : tensor<4x32x64xf32>
    %122 = stablehlo.dot_general %121, %arg1, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"fsdp"}, {}]>]>} : (tensor<4x32x64xf32>, tensor<64x32xf32>) -> tensor<4x32x32xf32>
    %123 = sdy.sharding_constraint %122 <@mesh, [{"data"}, {"fsdp"}, {}]> : tensor<4x32x32xf32>
    %124 = sdy.sharding_constraint %123 <@mesh, [{"data", "model"}, {"fsdp"}, {}]> : tensor<4x32x32xf32>
    %125 = stablehlo.add %76, %124 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data", "model"}, {"fsdp"}, {}]>]>} : tensor<4x32x32xf32>
    %126 = sdy.sharding_constraint %125 <@mesh, [{"data", "model"}, {"fsdp"}, {}]> : tensor<4x32x32xf32>
    %cst_12 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<0.000000e+00> : tensor<f32>
    %127 = sdy.sharding_constraint %cst_12 <@mesh, []> : tensor<f32>
    %128 = sdy.sharding_constraint %126 <@mesh, [{"data"}, {"fsdp", "model"}, {}]> : tensor<4x32x32xf32>
    %129 = stablehlo.reduce(%128 init: %127) applies stablehlo.add across dimensions = [2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"fsdp", "model"}]>]>} : (tensor<4x32x32xf32>, tensor<f32>) -> tensor<4x32xf32>
    %130 = sdy.sharding_constraint %129 <@mesh, [{"data"}, {"fsdp", "model"}]> : tensor<4x32xf32>
    %131 = stablehlo.broadcast_in_dim %130, dims = [0, 1] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"fsdp", "model"}, {}]>]>} : (tensor<4x32xf32>) -> tensor<4x32x1xf32>
    %132 = sdy.sharding_constraint %131 <@mesh, [{"data"}, {"fsdp", "model"}, {}]> : tensor<4x32x1xf32>
    %cst_13 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<3.200000e+01> : tensor<f32>
    %133 = sdy.sharding_constraint %cst_13 <@mesh, []> : tensor<f32>
    %134 = stablehlo.broadcast_in_dim %133, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"fsdp", "model"}, {}]>]>} : (tensor<f32>) -> tensor<4x32x1xf32>
    %135 = sdy.sharding_constraint %134 <@mesh, [{"data"}, {"fsdp", "model"}, {}]> : tensor<4x32x1xf32>
    %136 = stablehlo.divide %132, %135 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"fsdp", "model"}, {}]>]>} : tensor<4x32x1xf32>
    %137 = sdy.sharding_constraint %136 <@mesh, [{"data"}, {"fsdp", "model"}, {}]> : tensor<4x32x1xf32>
    %138 = sdy.sharding_constraint %137 <@mesh, [{"data", "model"}, {"fsdp"}, {}]> : tensor<4x32x1xf32>
    %139 = stablehlo.broadcast_in_dim %138, dims = [0, 1, 2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data", "model"}, {"fsdp"}, {}]>]>} : (tensor<4x32x1xf32>) -> tensor<4x32x32xf32>
    %140 = sdy.sharding_constraint %139 <@mesh, [{"data", "model"}, {"fsdp"}, {}]> : tensor<4x32x32xf32>
    %141 = stablehlo.subtract %126, %140 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data", "model"}, {"fsdp"}, {}]>]>} : tensor<4x32x32xf32>
    %142 = sdy.sharding_constraint %141 <@mesh, [{"data", "model"}, {"fsdp"}, {}]> : tensor<4x32x32xf32>
    %143 = sdy.sharding_constraint %137 <@mesh, [{"data", "model"}, {"fsdp"}, {}]> : tensor<4x32x1xf32>
    %144 = stablehlo.broadcast_in_dim %143, dims = [0, 1, 2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data", "model"}, {"fsdp"}, {}]>]>} : (tensor<4x32x1xf32>) -> tensor<4x32x32xf32>
    %145 = sdy.sharding_constraint %144 <@mesh, [{"data", "model"}, {"fsdp"}, {}]> : tensor<4x32x32xf32>
    %146 = stablehlo.subtract %126, %145 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data", "model"}, {"fsdp"}, {}]>]>} : tensor<4x32x32xf32>
    %147 = sdy.sharding_constraint %146 <@mesh, [{"data", "model"}, {"fsdp"}, {}]> : tensor<4x32x32xf32>
    %148 = stablehlo.multiply %147, %147 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data", "model"}, {"fsdp"}, {}]>]>} : tensor<4x32x32xf32>
    %149 = sdy.sharding_constraint %148 <@mesh, [{"data", "model"}, {"fsdp"}, {}]> : tensor<4x32x32xf32>
    %cst_14 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<2.000000e+00> : tensor<f32>
    %150 = sdy.sharding_constraint %cst_14 <@mesh, []> : tensor<f32>
    %151 = stablehlo.broadcast_in_dim %150, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data", "model"}, {"fsdp"}, {}]>]>} : (tensor<f32>) -> tensor<4x32x32xf32>
    %152 = sdy.sharding_constraint %151 <@mesh, [{"data", "model"}, {"fsdp"}, {}]> : tensor<4x32x32xf32>
    %153 = stablehlo.multiply %152, %147 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data", "model"}, {"fsdp"}, {}]>]>} : tensor<4x32x32xf32>
    %154 = sdy.sharding_constraint %153 <@mesh, [{"data", "model"}, {"fsdp"}, {}]> : tensor<4x32x32xf32>
    %cst_15 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<0.000000e+00> : tensor<f32>
    %155 = sdy.sharding_constraint %cst_15 <@mesh, []> : tensor<f32>
    %156 = stablehlo.reduce(%149 init: %155) applies stablehlo.add across dimensions = [2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data", "model"}, {"fsdp"}]>]>} : (tensor<4x32x32xf32>, tensor<f32>) -> tensor<4x32xf32>
    %157 = sdy.sharding_constraint %156 <@mesh, [{"data", "model"}, {"fsdp"}]> : tensor<4x32xf32>
    %158 = stablehlo.broadcast_in_dim %157, dims = [0, 1] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data", "model"}, {"fsdp"}, {}]>]>} : (tensor<4x32xf32>) -> tensor<4x32x1xf32>
    %159 = sdy.sharding_constraint %158 <@mesh, [{"data", "model"}, {"fsdp"}, {}]> : tensor<4x32x1xf32>
    %cst_16 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<3.200000e+01> : tensor<f32>
    %160 = sdy.sharding_constraint %cst_16 <@mesh, []> : tensor<f32>
    %161 = stablehlo.broadcast_in_dim %160, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data", "model"}, {"fsdp"}, {}]>]>} : (tensor<f32>) -> tensor<4x32x1xf32>
    %162 = sdy.sharding_constraint %161 <@mesh, [{"data", "model"}, {"fsdp"}, {}]> : tensor<4x32x1xf32>
    %163 = stablehlo.divide %159, %162 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data", "model"}, {"fsdp"}, {}]>]>} : tensor<4x32x1xf32>
    %164 = sdy.sharding_constraint %163 <@mesh, [{"data", "model"}, {"fsdp"}, {}]> : tensor<4x32x1xf32>
    %cst_17 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<9.99999974E-6> : tensor<f32>
    %165 = sdy.sharding_constraint %cst_17 <@mesh, []> : tensor<f32>
    %166 = stablehlo.broadcast_in_dim %165, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data", "model"}, {"fsdp"}, {}]>]>} : (tensor<f32>) -> tensor<4x32x1xf32>
    %167 = sdy.sharding_constraint %166 <@mesh, [{"data", "model"}, {"fsdp"}, {}]> : tensor<4x32x1xf32>
    %168 = stablehlo.add %164, %167 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data", "model"}, {"fsdp"}, {}]>]>} : tensor<4x32x1xf32>
    %169 = sdy.sharding_constraint %168 <@mesh, [{"data", "model"}, {"fsdp"}, {}]> : tensor<4x32x1xf32>
    %170 = stablehlo.rsqrt %169 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data", "model"}, {"fsdp"}, {}]>]>} : tensor<4x32x1xf32>
    %171 = sdy.sharding_constraint %170 <@mesh, [{"data", "model"}, {"fsdp"}, {}]> : tensor<4x32x1xf32>
    %172 = stablehlo.divide %171, %169 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data", "model"}, {"fsdp"}, {}]>]>} : tensor<4x32x1xf32>
    %173 = sdy.sharding_constraint %172 <@mesh, [{"data", "model"}, {"fsdp"}, {}]> : tensor<4x32x1xf32>
    %cst_18 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<-5.000000e-01> : tensor<f32>
    %174 = sdy.sharding_constraint %cst_18 <@mesh, []> : tensor<f32>
    %175 = stablehlo.broadcast_in_dim %174, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data", "model"}, {"fsdp"}, {}]>]>} : (tensor<f32>) -> tensor<4x32x1xf32>
    %176 = sdy.sharding_constraint %175 <@mesh, [{"data", "model"}, {"fsdp"}, {}]> : tensor<4x32x1xf32>
    %177 = stablehlo.multiply %176, %173 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data", "model"}, {"fsdp"}, {}]>]>} : tensor<4x32x1xf32>
    %178 = sdy.sharding_constraint %177 <@mesh, [{"data", "model"}, {"fsdp"}, {}]> : tensor<4x32x1xf32>
    %179 = stablehlo.broadcast_in_dim %171, dims = [0, 1, 2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data", "model"}, {"fsdp"}, {}]>]>} : (tensor<4x32x1xf32>) -> tensor<4x32x32xf32>
    %180 = sdy.sharding_constraint %179 <@mesh, [{"data", "model"}, {"fsdp"}, {}]> : tensor<4x32x32xf32>
    %181 = stablehlo.multiply %142, %180 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data", "model"}, {"fsdp"}, {}]>]>} : tensor<4x32x32xf32>
    %182 = sdy.sharding_constraint %181 <@mesh, [{"data", "model"}, {"fsdp"}, {}]> : tensor<4x32x32xf32>
    %183 = sdy.sharding_constraint %182 <@mesh, [{"data", "fsdp"}, {"model"}, {}]> : tensor<4x32x32xf32>
    %184 = stablehlo.convert %183 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data", "fsdp"}, {"model"}, {}]>]>} : (tensor<4x32x32xf32>) -> tensor<4x32x32xcomplex<f32>>
    %185 = sdy.sharding_constraint %184 <@mesh, [{"data", "fsdp"}, {"model"}, {}]> : tensor<4x32x32xcomplex<f32>>
    %186 = stablehlo.fft %185, type = FFT, length = [32] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data", "fsdp"}, {"model"}, {}]>]>} : (tensor<4x32x32xcomplex<f32>>) -> tensor<4x32x32xcomplex<f32>>
    %187 = sdy.sharding_constraint %186 <@mesh, [{"data", "fsdp"}, {"model"}, {}]> : tensor<4x32x32xcomplex<f32>>
    %188 = stablehlo.transpose %187, dims = [0, 2, 1] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data", "fsdp"}, {}, {"model"}]>]>} : (tensor<4x32x32xcomplex<f32>>) -> tensor<4x32x32xcomplex<f32>>
    %189 = sdy.sharding_constraint %188 <@mesh, [{"data", "fsdp"}, {}, {"model"}]> : tensor<4x32x32xcomplex<f32>>
    %190 = sdy.sharding_constraint %189 <@mesh, [{"data", "fsdp"}, {"model"}, {}]> : tensor<4x32x32xcomplex<f32>>
    %191 = stablehlo.fft %190, type = FFT, length = [32] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data", "fsdp"}, {"model"}, {}]>]>} : (tensor<4x32x32xcomplex<f32>>) -> tensor<4x32x32xcomplex<f32>>
    %192 = sdy.sharding_constraint %191 <@mesh, [{"data", "fsdp"}, {"model"}, {}]> : tensor<4x32x32xcomplex<f32>>
    %193 = stablehlo.transpose %192, dims = [0, 2, 1] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data", "fsdp"}, {}, {"model"}]>]>} : (tensor<4x32x32xcomplex<f32>>) -> tensor<4x32x32xcomplex<f32>>
    %194 = sdy.sharding_constraint %193 <@mesh, [{"data", "fsdp"}, {}, {"model"}]> : tensor<4x32x32xcomplex<f32>>
    %195 = stablehlo.real %194 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data", "fsdp"}, {}, {"model"}]>]>} : (tensor<4x32x32xcomplex<f32>>) -> tensor<4x32x32xf32>
    %196 = sdy.sharding_constraint %195 <@mesh, [{"data", "fsdp"}, {}, {"model"}]> : tensor<4x32x32xf32>
    %197 = sdy.sharding_constraint %182 <@mesh, [{"data", "fsdp"}, {}, {"model"}]> : tensor<4x32x32xf32>
    %198 = stablehlo.add %197, %196 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data", "fsdp"}, {}, {"model"}]>]>} : tensor<4x32x32xf32>
    %199 = sdy.sharding_constraint %198 <@mesh, [{"data", "fsdp"}, {}, {"model"}]> : tensor<4x32x32xf32>
    %cst_19 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<0.000000e+00> : tensor<f32>
    %200 = sdy.sharding_constraint %cst_19 <@mesh, []> : tensor<f32>
    %201 = sdy.sharding_constraint %199 <@mesh, [{"data", "model"}, {"fsdp"}, {}]> : tensor<4x32x32xf32>
    %202 = stablehlo.reduce(%201 init: %200) applies stablehlo.add across dimensions = [2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data", "model"}, {"fsdp"}]>]>} : (tensor<4x32x32xf32>, tensor<f32>) -> tensor<4x32xf32>
    %203 = sdy.sharding_constraint %202 <@mesh, [{"data", "model"}, {"fsdp"}]> : tensor<4x32xf32>
    %204 = stablehlo.broadcast_in_dim %203, dims = [0, 1] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data", "model"}, {"fsdp"}, {}]>]>} : (tensor<4x32xf32>) -> tensor<4x32x1xf32>
    %205 = sdy.sharding_constraint %204 <@mesh, [{"data", "model"}, {"fsdp"}, {}]> : tensor<4x32x1xf32>
    %cst_20 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<3.200000e+01> : tensor<f32>
    %206 = sdy.sharding_constraint %cst_20 <@mesh, []> : tensor<f32>
    %207 = stablehlo.broadcast_in_dim %206, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data", "model"}, {"fsdp"}, {}]>]>} : (tensor<f32>) -> tensor<4x32x1xf32>
    %208 = sdy.sharding_constraint %207 <@mesh, [{"data", "model"}, {"fsdp"}, {}]> : tensor<4x32x1xf32>
    %209 = stablehlo.divide %205, %208 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data", "model"}, {"fsdp"}, {}]>]>} : tensor<4x32x1xf32>
    %210 = sdy.sharding_constraint %209 <@mesh, [{"data", "model"}, {"fsdp"}, {}]> : tensor<4x32x1xf32>
    %211 = stablehlo.broadcast_in_dim %210, dims = [0, 1, 2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data", "model"}, {"fsdp"}, {}]>]>} : (tensor<4x32x1xf32>) -> tensor<4x32x32xf32>
    %212 = sdy.sharding_constraint %211 <@mesh, [{"data", "model"}, {"fsdp"}, {}]> : tensor<4x32x32xf32>
    %213 = sdy.sharding_constraint %199 <@mesh, [{"data", "model"}, {"fsdp"}, {}]> : tensor<4x32x32xf32>
    %214 = stablehlo.subtract %213, %212 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data", "model"}, {"fsdp"}, {}]>]>} : tensor<4x32x32xf32>
    %215 = sdy.sharding_constraint %214 <@mesh, [{"data", "model"}, {"fsdp"}, {}]> : tensor<4x32x32xf32>
    %216 = stablehlo.broadcast_in_dim %210, dims = [0, 1, 2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data", "model"}, {"fsdp"}, {}]>]>} : (tensor<4x32x1xf32>) -> tensor<4x32x32xf32>
    %217 = sdy.sharding_constraint %216 <@mesh, [{"data", "model"}, {"fsdp"}, {}]> : tensor<4x32x32xf32>
    %218 = sdy.sharding_constraint %199 <@mesh, [{"data", "model"}, {"fsdp"}, {}]> : tensor<4x32x32xf32>
    %219 = stablehlo.subtract %218, %217 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data", "model"}, {"fsdp"}, {}]>]>} : tensor<4x32x32xf32>
    %220 = sdy.sharding_constraint %219 <@mesh, [{"data", "model"}, {"fsdp"}, {}]> : tensor<4x32x32xf32>
    %221 = stablehlo.multiply %220, %220 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data", "model"}, {"fsdp"}, {}]>]>} : tensor<4x32x32xf32>
    %222 = sdy.sharding_constraint %221 <@mesh, [{"data", "model"}, {"fsdp"}, {}]> : tensor<4x32x32xf32>
    %cst_21 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<2.000000e+00> : tensor<f32>
    %223 = sdy.sharding_constraint %cst_21 <@mesh, []> : tensor<f32>
    %224 = stablehlo.broadcast_in_dim %223, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data", "model"}, {"fsdp"}, {}]>]>} : (tensor<f32>) -> tensor<4x32x32xf32>
    %225 = sdy.sharding_constraint %224 <@mesh, [{"data", "model"}, {"fsdp"}, {}]> : tensor<4x32x32xf32>
    %226 = stablehlo.multiply %225, %220 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data", "model"}, {"fsdp"}, {}]>]>} : tensor<4x32x32xf32>
    %227 = sdy.sharding_constraint %226 <@mesh, [{"data", "model"}, {"fsdp"}, {}]> : tensor<4x32x32xf32>
    %cst_22 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<0.000000e+00> : tensor<f32>
    %228 = sdy.sharding_constraint %cst_22 <@mesh, []> : tensor<f32>
    %229 = stablehlo.reduce(%222 init: %228) applies stablehlo.add across dimensions = [2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data", "model"}, {"fsdp"}]>]>} : (tensor<4x32x32xf32>, tensor<f32>) -> tensor<4x32xf32>
    %230 = sdy.sharding_constraint %229 <@mesh, [{"data", "model"}, {"fsdp"}]> : tensor<4x32xf32>
    %231 = stablehlo.broadcast_in_dim %230, dims = [0, 1] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data", "model"}, {"fsdp"}, {}]>]>} : (tensor<4x32xf32>) -> tensor<4x32x1xf32>
    %232 = sdy.sharding_constraint %231 <@mesh, [{"data", "model"}, {"fsdp"}, {}]> : tensor<4x32x1xf32>
    %cst_23 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<3.200000e+01> : tensor<f32>
    %233 = sdy.sharding_constraint %cst_23 <@mesh, []> : tensor<f32>
    %234 = stablehlo.broadcast_in_dim %233, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data", "model"}, {"fsdp"}, {}]>]>} : (tensor<f32>) -> tensor<4x32x1xf32>
    %235 = sdy.sharding_constraint %234 <@mesh, [{"data", "model"}, {"fsdp"}, {}]> : tensor<4x32x1xf32>
    %236 = stablehlo.divide %232, %235 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data", "model"}, {"fsdp"}, {}]>]>} : tensor<4x32x1xf32>
    %237 = sdy.sharding_constraint %236 <@mesh, [{"data", "model"}, {"fsdp"}, {}]> : tensor<4x32x1xf32>
    %cst_24 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<9.99999974E-6> : tensor<f32>
    %238 = sdy.sharding_constraint %cst_24 <@mesh, []> : tensor<f32>
    %239 = stablehlo.broadcast_in_dim %238, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data", "model"}, {"fsdp"}, {}]>]>} : (tensor<f32>) -> tensor<4x32x1xf32>
    %240 = sdy.sharding_constraint %239 <@mesh, [{"data", "model"}, {"fsdp"}, {}]> : tensor<4x32x1xf32>
    %241 = stablehlo.add %237, %240 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data", "model"}, {"fsdp"}, {}]>]>} : tensor<4x32x1xf32>
    %242 = sdy.sharding_constraint %241 <@mesh, [{"data", "model"}, {"fsdp"}, {}]> : tensor<4x32x1xf32>
    %243 = stablehlo.rsqrt %242 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data", "model"}, {"fsdp"}, {}]>]>} : tensor<4x32x1xf32>
    %244 = sdy.sharding_constraint %243 <@mesh, [{"data", "model"}, {"fsdp"}, {}]> : tensor<4x32x1xf32>
    %245 = stablehlo.divide %244, %242 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data", "model"}, {"fsdp"}, {}]>]>} : tensor<4x32x1xf32>
    %246 = sdy.sharding_constraint %245 <@mesh, [{"data", "model"}, {"fsdp"}, {}]> : tensor<4x32x1xf32>
    %cst_25 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<-5.000000e-01> : tensor<f32>
    %247 = sdy.sharding_constraint %cst_25 <@mesh, []> : tensor<f32>
    %248 = stablehlo.broadcast_in_dim %247, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data", "model"}, {"fsdp"}, {}]>]>} : (tensor<f32>) -> tensor<4x32x1xf32>
    %249 = sdy.sharding_constraint %248 <@mesh, [{"data", "model"}, {"fsdp"}, {}]> : tensor<4x32x1xf32>
    %250 = stablehlo.multiply %249, %246 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data", "model"}, {"fsdp"}, {}]>]>} : tensor<4x32x1xf32>
    %251 = sdy.sharding_constraint %250 <@mesh, [{"data", "model"}, {"fsdp"}, {}]> : tensor<4x32x1xf32>
    %252 = stablehlo.broadcast_in_dim %244, dims = [0, 1, 2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data", "model"}, {"fsdp"}, {}]>]>} : (tensor<4x32x1xf32>) -> tensor<4x32x32xf32>
    %253 = sdy.sharding_constraint %252 <@mesh, [{"data", "model"}, {"fsdp"}, {}]> : tensor<4x32x32xf32>
    %254 = stablehlo.multiply %215, %253 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data", "model"}, {"fsdp"}, {}]>]>} : tensor<4x32x32xf32>
    %255 = sdy.sharding_constraint %254 <@mesh, [{"data", "model"}, {"fsdp"}, {}]> : tensor<4x32x32xf32>
    %256 = sdy.sharding_constraint %255 <@mesh, [{"data"}, {"fsdp"}, {}]> : tensor<4x32x32xf32>
    %257 = stablehlo.dot_general %256, %arg2, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"fsdp"}, {"model"}]>]>} : (tensor<4x32x32xf32>, tensor<32x64xf32>) -> tensor<4x32x64xf32>
    %258 = sdy.sharding_constraint %257 <@mesh, [{"data"}, {"fsdp"}, {"model"}]> : tensor<4x32x64xf32>
    %259 = stablehlo.multiply %258, %258 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"fsdp"}, {"model"}]>]>} : tensor<4x32x64xf32>
    %260 = sdy.sharding_constraint %259 <@mesh, [{"data"}, {"fsdp"}, {"model"}]> : tensor<4x32x64xf32>
    %261 = stablehlo.multiply %260, %258 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"fsdp"}, {"model"}]>]>} : tensor<4x32x64xf32>
    %262 = sdy.sharding_constraint %261 <@mesh, [{"data"}, {"fsdp"}, {"model"}]> : tensor<4x32x64xf32>
    %263 = stablehlo.multiply %258, %258 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"fsdp"}, {"model"}]>]>} : tensor<4x32x64xf32>
    %264 = sdy.sharding_constraint %263 <@mesh, [{"data"}, {"fsdp"}, {"model"}]> : tensor<4x32x64xf32>
    %cst_26 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<3.000000e+00> : tensor<f32>
    %265 = sdy.sharding_constraint %cst_26 <@mesh, []> : tensor<f32>
    %266 = stablehlo.broadcast_in_dim %265, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"fsdp"}, {"model"}]>]>} : (tensor<f32>) -> tensor<4x32x64xf32>
    %267 = sdy.sharding_constraint %266 <@mesh, [{"data"}, {"fsdp"}, {"model"}]> : tensor<4x32x64xf32>
    %268 = stablehlo.multiply %267, %264 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"fsdp"}, {"model"}]>]>} : tensor<4x32x64xf32>
    %269 = sdy.sharding_constraint %268 <@mesh, [{"data"}, {"fsdp"}, {"model"}]> : tensor<4x32x64xf32>
    %cst_27 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<4.471500e-02> : tensor<f32>
    %270 = sdy.sharding_constraint %cst_27 <@mesh, []> : tensor<f32>
    %271 = stablehlo.broadcast_in_dim %270, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"fsdp"}, {"model"}]>]>} : (tensor<f32>) -> tensor<4x32x64xf32>
    %272 = sdy.sharding_constraint %271 <@mesh, [{"data"}, {"fsdp"}, {"model"}]> : tensor<4x32x64xf32>
    %273 = stablehlo.multiply %272, %262 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"fsdp"}, {"model"}]>]>} : tensor<4x32x64xf32>
    %274 = sdy.sharding_constraint %273 <@mesh, [{"data"}, {"fsdp"}, {"model"}]> : tensor<4x32x64xf32>
    %275 = stablehlo.add %258, %274 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"fsdp"}, {"model"}]>]>} : tensor<4x32x64xf32>
    %276 = sdy.sharding_constraint %275 <@mesh, [{"data"}, {"fsdp"}, {"model"}]> : tensor<4x32x64xf32>
    %cst_28 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<0.797884583> : tensor<f32>
    %277 = sdy.sharding_constraint %cst_28 <@mesh, []> : tensor<f32>
    %278 = stablehlo.broadcast_in_dim %277, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"fsdp"}, {"model"}]>]>} : (tensor<f32>) -> tensor<4x32x64xf32>
    %279 = sdy.sharding_constraint %278 <@mesh, [{"data"}, {"fsdp"}, {"model"}]> : tensor<4x32x64xf32>
    %280 = stablehlo.multiply %279, %276 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"fsdp"}, {"model"}]>]>} : tensor<4x32x64xf32>
    %281 = sdy.sharding_constraint %280 <@mesh, [{"data"}, {"fsdp"}, {"model"}]> : tensor<4x32x64xf32>
    %282 = stablehlo.tanh %281 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"fsdp"}, {"model"}]>]>} : tensor<4x32x64xf32>
    %283 = sdy.sharding_constraint %282 <@mesh, [{"data"}, {"fsdp"}, {"model"}]> : tensor<4x32x64xf32>
    %cst_29 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<1.000000e+00> : tensor<f32>
    %284 = sdy.sharding_constraint %cst_29 <@mesh, []> : tensor<f32>
    %285 = stablehlo.broadcast_in_dim %284, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"fsdp"}, {"model"}]>]>} : (tensor<f32>) -> tensor<4x32x64xf32>
    %286 = sdy.sharding_constraint %285 <@mesh, [{"data"}, {"fsdp"}, {"model"}]> : tensor<4x32x64xf32>
    %287 = stablehlo.subtract %286, %283 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"fsdp"}, {"model"}]>]>} : tensor<4x32x64xf32>
    %288 = sdy.sharding_constraint %287 <@mesh, [{"data"}, {"fsdp"}, {"model"}]> : tensor<4x32x64xf32>
    %cst_30 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<1.000000e+00> : tensor<f32>
    %289 = sdy.sharding_constraint %cst_30 <@mesh, []> : tensor<f32>
    %290 = stablehlo.broadcast_in_dim %289, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"fsdp"}, {"model"}]>]>} : (tensor<f32>) -> tensor<4x32x64xf32>
    %291 = sdy.sharding_constraint %290 <@mesh, [{"data"}, {"fsdp"}, {"model"}]> : tensor<4x32x64xf32>
    %292 = stablehlo.add %291, %283 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"fsdp"}, {"model"}]>]>} : tensor<4x32x64xf32>
    %293 = sdy.sharding_constraint %292 <@mesh, [{"data"}, {"fsdp"}, {"model"}]> : tensor<4x32x64xf32>
    %cst_31 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<5.000000e-01> : tensor<f32>
    %294 = sdy.sharding_constraint %cst_31 <@mesh, []> : tensor<f32>
    %295 = stablehlo.broadcast_in_dim %294, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"fsdp"}, {"model"}]>]>} : (tensor<f32>) -> tensor<4x32x64xf32>
    %296 = sdy.sharding_constraint %295 <@mesh, [{"data"}, {"fsdp"}, {"model"}]> : tensor<4x32x64xf32>
    %297 = stablehlo.multiply %296, %293 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"fsdp"}, {"model"}]>]>} : tensor<4x32x64xf32>
    %298 = sdy.sharding_constraint %297 <@mesh, [{"data"}, {"fsdp"}, {"model"}]> : tensor<4x32x64xf32>
    %299 = stablehlo.multiply %258, %298 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"fsdp"}, {"model"}]>]>} : tensor<4x32x64xf32>
    %300 = sdy.sharding_constraint %299 <@mesh, [{"data"}, {"fsdp"}, {"model"}]> : tensor<4x32x64xf32>
    %301 = stablehlo.dot_general %300, %arg3, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"fsdp"}, {}]>]>} : (tensor<4x32x64xf32>, tensor<64x32xf32>) -> tensor<4x32x32xf32>
    %302 = sdy.sharding_constraint %301 <@mesh, [{"data"}, {"fsdp"}, {}]> : tensor<4x32x32xf32>
    %303 = sdy.sharding_constraint %302 <@mesh, [{"data", "model"}, {"fsdp"}, {}]> : tensor<4x32x32xf32>
    %304 = stablehlo.add %255, %303 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data", "model"}, {"fsdp"}, {}]>]>} : tensor<4x32x32xf32>
    %305 = sdy.sharding_constraint %304 <@mesh, [{"data", "model"}, {"fsdp"}, {}]> : tensor<4x32x32xf32>
    %cst_32 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<0.000000e+00> : tensor<f32>
    %306 = sdy.sharding_constraint %cst_32 <@mesh, []> : tensor<f32>
    %307 = stablehlo.reduce(%305 init: %306) applies stablehlo.add across dimensions = [2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data", "model"}, {"fsdp"}]>]>} : (tensor<4x32x32xf32>, tensor<f32>) -> tensor<4x32xf32>
    %308 = sdy.sharding_constraint %307 <@mesh, [{"data", "model"}, {"fsdp"}]> : tensor<4x32xf32>
    %309 = stablehlo.broadcast_in_dim %308, dims = [0, 1] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data", "model"}, {"fsdp"}, {}]>]>} : (tensor<4x32xf32>) -> tensor<4x32x1xf32>
    %310 = sdy.sharding_constraint %309 <@mesh, [{"data", "model"}, {"fsdp"}, {}]> : tensor<4x32x1xf32>
    %cst_33 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<3.200000e+01> : tensor<f32>
    %311 = sdy.sharding_constraint %cst_33 <@mesh, []> : tensor<f32>
    %312 = stablehlo.broadcast_in_dim %311, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data", "model"}, {"fsdp"}, {}]>]>} : (tensor<f32>) -> tensor<4x32x1xf32>
    %313 = sdy.sharding_constraint %312 <@mesh, [{"data", "model"}, {"fsdp"}, {}]> : tensor<4x32x1xf32>
    %314 = stablehlo.divide %310, %313 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data", "model"}, {"fsdp"}, {}]>]>} : tensor<4x32x1xf32>
    %315 = sdy.sharding_constraint %314 <@mesh, [{"data", "model"}, {"fsdp"}, {}]> : tensor<4x32x1xf32>
    %316 = stablehlo.broadcast_in_dim %315, dims = [0, 1, 2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data", "model"}, {"fsdp"}, {}]>]>} : (tensor<4x32x1xf32>) -> tensor<4x32x32xf32>
    %317 = sdy.sharding_constraint %316 <@mesh, [{"data", "model"}, {"fsdp"}, {}]> : tensor<4x32x32xf32>
    %318 = stablehlo.subtract %305, %317 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data", "model"}, {"fsdp"}, {}]>]>} : tensor<4x32x32xf32>
    %319 = sdy.sharding_constraint %318 <@mesh, [{"data", "model"}, {"fsdp"}, {}]> : tensor<4x32x32xf32>
    %320 = stablehlo.broadcast_in_dim %315, dims = [0, 1, 2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data", "model"}, {"fsdp"}, {}]>]>} : (tensor<4x32x1xf32>) -> tensor<4x32x32xf32>
    %321 = sdy.sharding_constraint %320 <@mesh, [{"data", "model"}, {"fsdp"}, {}]> : tensor<4x32x32xf32>
    %322 = stablehlo.subtract %305, %321 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data", "model"}, {"fsdp"}, {}]>]>} : tensor<4x32x32xf32>
    %323 = sdy.sharding_constraint %322 <@mesh, [{"data", "model"}, {"fsdp"}, {}]> : tensor<4x32x32xf32>
    %324 = stablehlo.multiply %323, %323 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data", "model"}, {"fsdp"}, {}]>]>} : tensor<4x32x32xf32>
    %325 = sdy.sharding_constraint %324 <@mesh, [{"data", "model"}, {"fsdp"}, {}]> : tensor<4x32x32xf32>
    %cst_34 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<2.000000e+00> : tensor<f32>
    %326 = sdy.sharding_constraint %cst_34 <@mesh, []> : tensor<f32>
    %327 = stablehlo.broadcast_in_dim %326, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data", "model"}, {"fsdp"}, {}]>]>} : (tensor<f32>) -> tensor<4x32x32xf32>
    %328 = sdy.sharding_constraint %327 <@mesh, [{"data", "model"}, {"fsdp"}, {}]> : tensor<4x32x32xf32>
    %329 = stablehlo.multiply %328, %323 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data", "model"}, {"fsdp"}, {}]>]>} : tensor<4x32x32xf32>
    %330 = sdy.sharding_constraint %329 <@mesh, [{"data", "model"}, {"fsdp"}, {}]> : tensor<4x32x32xf32>
    %cst_35 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<0.000000e+00> : tensor<f32>
    %331 = sdy.sharding_constraint %cst_35 <@mesh, []> : tensor<f32>
    %332 = stablehlo.reduce(%325 init: %331) applies stablehlo.add across dimensions = [2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data", "model"}, {"fsdp"}]>]>} : (tensor<4x32x32xf32>, tensor<f32>) -> tensor<4x32xf32>
    %333 = sdy.sharding_constraint %332 <@mesh, [{"data", "model"}, {"fsdp"}]> : tensor<4x32xf32>
    %334 = stablehlo.broadcast_in_dim %333, dims = [0, 1] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data", "model"}, {"fsdp"}, {}]>]>} : (tensor<4x32xf32>) -> tensor<4x32x1xf32>
    %335 = sdy.sharding_constraint %334 <@mesh, [{"data", "model"}, {"fsdp"}, {}]> : tensor<4x32x1xf32>
    %cst_36 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<3.200000e+01> : tensor<f32>
    %336 = sdy.sharding_constraint %cst_36 <@mesh, []> : tensor<f32>
    %337 = stablehlo.broadcast_in_dim %336, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data", "model"}, {"fsdp"}, {}]>]>} : (tensor<f32>) -> tensor<4x32x1xf32>
    %338 = sdy.sharding_constraint %337 <@mesh, [{"data", "model"}, {"fsdp"}, {}]> : tensor<4x32x1xf32>
    %339 = stablehlo.divide %335, %338 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data", "model"}, {"fsdp"}, {}]>]>} : tensor<4x32x1xf32>
    %340 = sdy.sharding_constraint %339 <@mesh, [{"data", "model"}, {"fsdp"}, {}]> : tensor<4x32x1xf32>
    %cst_37 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<9.99999974E-6> : tensor<f32>
    %341 = sdy.sharding_constraint %cst_37 <@mesh, []> : tensor<f32>
    %342 = stablehlo.broadcast_in_dim %341, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data", "model"}, {"fsdp"}, {}]>]>} : (tensor<f32>) -> tensor<4x32x1xf32>
    %343 = sdy.sharding_constraint %342 <@mesh, [{"data", "model"}, {"fsdp"}, {}]> : tensor<4x32x1xf32>
    %344 = stablehlo.add %340, %343 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data", "model"}, {"fsdp"}, {}]>]>} : tensor<4x32x1xf32>
    %345 = sdy.sharding_constraint %344 <@mesh, [{"data", "model"}, {"fsdp"}, {}]> : tensor<4x32x1xf32>
    %346 = stablehlo.rsqrt %345 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data", "model"}, {"fsdp"}, {}]>]>} : tensor<4x32x1xf32>
    %347 = sdy.sharding_constraint %346 <@mesh, [{"data", "model"}, {"fsdp"}, {}]> : tensor<4x32x1xf32>
    %348 = stablehlo.divide %347, %345 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data", "model"}, {"fsdp"}, {}]>]>} : tensor<4x32x1xf32>
    %349 = sdy.sharding_constraint %348 <@mesh, [{"data", "model"}, {"fsdp"}, {}]> : tensor<4x32x1xf32>
    %cst_38 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<-5.000000e-01> : tensor<f32>
    %350 = sdy.sharding_constraint %cst_38 <@mesh, []> : tensor<f32>
    %351 = stablehlo.broadcast_in_dim %350, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data", "model"}, {"fsdp"}, {}]>]>} : (tensor<f32>) -> tensor<4x32x1xf32>
    %352 = sdy.sharding_constraint %351 <@mesh, [{"data", "model"}, {"fsdp"}, {}]> : tensor<4x32x1xf32>
    %353 = stablehlo.multiply %352, %349 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data", "model"}, {"fsdp"}, {}]>]>} : tensor<4x32x1xf32>
    %354 = sdy.sharding_constraint %353 <@mesh, [{"data", "model"}, {"fsdp"}, {}]> : tensor<4x32x1xf32>
    %355 = stablehlo.broadcast_in_dim %347, dims = [0, 1, 2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data", "model"}, {"fsdp"}, {}]>]>} : (tensor<4x32x1xf32>) -> tensor<4x32x32xf32>
    %356 = sdy.sharding_constraint %355 <@mesh, [{"data", "model"}, {"fsdp"}, {}]> : tensor<4x32x32xf32>
    %357 = stablehlo.multiply %319, %356 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data", "model"}, {"fsdp"}, {}]>]>} : tensor<4x32x32xf32>
    %358 = sdy.sharding_constraint %357 <@mesh, [{"data", "model"}, {"fsdp"}, {}]> : tensor<4x32x32xf32>
    %359 = sdy.sharding_constraint %358 <@mesh, [{"data"}, {"fsdp"}, {"model"}]> : tensor<4x32x32xf32>
    %360 = stablehlo.dot_general %359, %arg5, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"fsdp"}, {}]>]>} : (tensor<4x32x32xf32>, tensor<32x4xf32>) -> tensor<4x32x4xf32>
    %361 = sdy.sharding_constraint %360 <@mesh, [{"data"}, {"fsdp"}, {}]> : tensor<4x32x4xf32>
    %362 = stablehlo.subtract %361, %arg7 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"fsdp"}, {}]>]>} : tensor<4x32x4xf32>
    %363 = sdy.sharding_constraint %362 <@mesh, [{"data"}, {"fsdp"}, {}]> : tensor<4x32x4xf32>
    %364 = stablehlo.multiply %363, %363 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"fsdp"}, {}]>]>} : tensor<4x32x4xf32>
    %365 = sdy.sharding_constraint %364 <@mesh, [{"data"}, {"fsdp"}, {}]> : tensor<4x32x4xf32>
    %cst_39 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<2.000000e+00> : tensor<f32>
    %366 = sdy.sharding_constraint %cst_39 <@mesh, []> : tensor<f32>
    %367 = stablehlo.broadcast_in_dim %366, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data", "model"}, {"fsdp"}, {}]>]>} : (tensor<f32>) -> tensor<4x32x4xf32>
    %368 = sdy.sharding_constraint %367 <@mesh, [{"data", "model"}, {"fsdp"}, {}]> : tensor<4x32x4xf32>
    %369 = sdy.sharding_constraint %363 <@mesh, [{"data", "model"}, {"fsdp"}, {}]> : tensor<4x32x4xf32>
    %370 = stablehlo.multiply %368, %369 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data", "model"}, {"fsdp"}, {}]>]>} : tensor<4x32x4xf32>
    %371 = sdy.sharding_constraint %370 <@mesh, [{"data", "model"}, {"fsdp"}, {}]> : tensor<4x32x4xf32>
    %cst_40 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<0.000000e+00> : tensor<f32>
    %372 = sdy.sharding_constraint %cst_40 <@mesh, []> : tensor<f32>
    %373 = sdy.sharding_constraint %365 <@mesh, [{}, {}, {}]> : tensor<4x32x4xf32>
    %374 = stablehlo.reduce(%373 init: %372) applies stablehlo.add across dimensions = [0, 1, 2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} : (tensor<4x32x4xf32>, tensor<f32>) -> tensor<f32>
    %375 = sdy.sharding_constraint %374 <@mesh, []> : tensor<f32>
    %cst_41 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<5.120000e+02> : tensor<f32>
    %376 = sdy.sharding_constraint %cst_41 <@mesh, []> : tensor<f32>
    %377 = stablehlo.divide %375, %376 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} : tensor<f32>
    %378 = sdy.sharding_constraint %377 <@mesh, []> : tensor<f32>
    %cst_42 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<1.000000e+00> : tensor<f32>
    %379 = sdy.sharding_constraint %cst_42 <@mesh, []> : tensor<f32>
    %cst_43 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<5.120000e+02> : tensor<f32>
    %380 = sdy.sharding_constraint %cst_43 <@mesh, []> : tensor<f32>
    %381 = stablehlo.divide %379, %380 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} : tensor<f32>
    %382 = sdy.sharding_constraint %381 <@mesh, []> : tensor<f32>
    %383 = stablehlo.broadcast_in_dim %382, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data", "model"}, {"fsdp"}, {}]>]>} : (tensor<f32>) -> tensor<4x32x4xf32>
    %384 = sdy.sharding_constraint %383 <@mesh, [{"data", "model"}, {"fsdp"}, {}]> : tensor<4x32x4xf32>
    %385 = stablehlo.multiply %384, %371 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data", "model"}, {"fsdp"}, {}]>]>} : tensor<4x32x4xf32>
    %386 = sdy.sharding_constraint %385 <@mesh, [{"data", "model"}, {"fsdp"}, {}]> : tensor<4x32x4xf32>
    %387 = sdy.sharding_constraint %386 <@mesh, [{"data"}, {"fsdp"}, {}]> : tensor<4x32x4xf32>
    %388 = sdy.sharding_constraint %358 <@mesh, [{"data"}, {"fsdp"}, {"model"}]> : tensor<4x32x32xf32>
    %389 = stablehlo.dot_general %387, %388, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"model"}]>]>} : (tensor<4x32x4xf32>, tensor<4x32x32xf32>) -> tensor<4x32xf32>
    %390 = sdy.sharding_constraint %389 <@mesh, [{}, {"model"}]> : tensor<4x32xf32>
    %391 = stablehlo.transpose %390, dims = [1, 0] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"model"}, {}]>]>} : (tensor<4x32xf32>) -> tensor<32x4xf32>
    %392 = sdy.sharding_constraint %391 <@mesh, [{"model"}, {}]> : tensor<32x4xf32>
    %393 = sdy.sharding_constraint %386 <@mesh, [{"data"}, {"fsdp"}, {"model"}]> : tensor<4x32x4xf32>
    %394 = sdy.sharding_constraint %arg5 <@mesh, [{}, {"model"}]> : tensor<32x4xf32>
    %395 = stablehlo.dot_general %393, %394, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"fsdp"}, {}]>]>} : (tensor<4x32x4xf32>, tensor<32x4xf32>) -> tensor<4x32x32xf32>
    %396 = sdy.sharding_constraint %395 <@mesh, [{"data"}, {"fsdp"}, {}]> : tensor<4x32x32xf32>
    %397 = sdy.sharding_constraint %396 <@mesh, [{"data", "model"}, {"fsdp"}, {}]> : tensor<4x32x32xf32>
    %398 = stablehlo.multiply %319, %397 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data", "model"}, {"fsdp"}, {}]>]>} : tensor<4x32x32xf32>
    %399 = sdy.sharding_constraint %398 <@mesh, [{"data", "model"}, {"fsdp"}, {}]> : tensor<4x32x32xf32>
    %cst_44 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<0.000000e+00> : tensor<f32>
    %400 = sdy.sharding_constraint %cst_44 <@mesh, []> : tensor<f32>
    %401 = stablehlo.reduce(%399 init: %400) applies stablehlo.add across dimensions = [2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data", "model"}, {"fsdp"}]>]>} : (tensor<4x32x32xf32>, tensor<f32>) -> tensor<4x32xf32>
    %402 = sdy.sharding_constraint %401 <@mesh, [{"data", "model"}, {"fsdp"}]> : tensor<4x32xf32>
    %403 = stablehlo.reshape %402 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data", "model"}, {"fsdp"}, {}]>]>} : (tensor<4x32xf32>) -> tensor<4x32x1xf32>
    %404 = sdy.sharding_constraint %403 <@mesh, [{"data", "model"}, {"fsdp"}, {}]> : tensor<4x32x1xf32>
    %405 = stablehlo.broadcast_in_dim %347, dims = [0, 1, 2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data", "model"}, {"fsdp"}, {}]>]>} : (tensor<4x32x1xf32>) -> tensor<4x32x32xf32>
    %406 = sdy.sharding_constraint %405 <@mesh, [{"data", "model"}, {"fsdp"}, {}]> : tensor<4x32x32xf32>
    %407 = sdy.sharding_constraint %396 <@mesh, [{"data", "model"}, {"fsdp"}, {}]> : tensor<4x32x32xf32>
    %408 = stablehlo.multiply %407, %406 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data", "model"}, {"fsdp"}, {}]>]>} : tensor<4x32x32xf32>
    %409 = sdy.sharding_constraint %408 <@mesh, [{"data", "model"}, {"fsdp"}, {}]> : tensor<4x32x32xf32>
    %410 = stablehlo.multiply %404, %354 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data", "model"}, {"fsdp"}, {}]>]>} : tensor<4x32x1xf32>
    %411 = sdy.sharding_constraint %410 <@mesh, [{"data", "model"}, {"fsdp"}, {}]> : tensor<4x32x1xf32>
    %cst_45 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<3.200000e+01> : tensor<f32>
    %412 = sdy.sharding_constraint %cst_45 <@mesh, []> : tensor<f32>
    %413 = stablehlo.broadcast_in_dim %412, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data", "model"}, {"fsdp"}, {}]>]>} : (tensor<f32>) -> tensor<4x32x1xf32>
    %414 = sdy.sharding_constraint %413 <@mesh, [{"data", "model"}, {"fsdp"}, {}]> : tensor<4x32x1xf32>
    %415 = stablehlo.divide %411, %414 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data", "model"}, {"fsdp"}, {}]>]>} : tensor<4x32x1xf32>
    %416 = sdy.sharding_constraint %415 <@mesh, [{"data", "model"}, {"fsdp"}, {}]> : tensor<4x32x1xf32>
    %cst_46 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<0.000000e+00> : tensor<f32>
    %417 = sdy.sharding_constraint %cst_46 <@mesh, []> : tensor<f32>
    %418 = sdy.sharding_constraint %416 <@mesh, [{"data"}, {"fsdp"}, {}]> : tensor<4x32x1xf32>
    %419 = stablehlo.reduce(%418 init: %417) applies stablehlo.add across dimensions = [2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"fsdp"}]>]>} : (tensor<4x32x1xf32>, tensor<f32>) -> tensor<4x32xf32>
    %420 = sdy.sharding_constraint %419 <@mesh, [{"data"}, {"fsdp"}]> : tensor<4x32xf32>
    %421 = sdy.sharding_constraint %420 <@mesh, [{"data", "model"}, {"fsdp"}]> : tensor<4x32xf32>
    %422 = stablehlo.broadcast_in_dim %421, dims = [0, 1] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data", "model"}, {"fsdp"}, {}]>]>} : (tensor<4x32xf32>) -> tensor<4x32x32xf32>
    %423 = sdy.sharding_constraint %422 <@mesh, [{"data", "model"}, {"fsdp"}, {}]> : tensor<4x32x32xf32>
    %424 = stablehlo.multiply %423, %330 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data", "model"}, {"fsdp"}, {}]>]>} : tensor<4x32x32xf32>
    %425 = sdy.sharding_constraint %424 <@mesh, [{"data", "model"}, {"fsdp"}, {}]> : tensor<4x32x32xf32>
    %426 = stablehlo.negate %425 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data", "model"}, {"fsdp"}, {}]>]>} : tensor<4x32x32xf32>
    %427 = sdy.sharding_constraint %426 <@mesh, [{"data", "model"}, {"fsdp"}, {}]> : tensor<4x32x32xf32>
    %cst_47 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<0.000000e+00> : tensor<f32>
    %428 = sdy.sharding_constraint %cst_47 <@mesh, []> : tensor<f32>
    %429 = stablehlo.reduce(%427 init: %428) applies stablehlo.add across dimensions = [2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data", "model"}, {"fsdp"}]>]>} : (tensor<4x32x32xf32>, tensor<f32>) -> tensor<4x32xf32>
    %430 = sdy.sharding_constraint %429 <@mesh, [{"data", "model"}, {"fsdp"}]> : tensor<4x32xf32>
    %431 = stablehlo.reshape %430 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data", "model"}, {"fsdp"}, {}]>]>} : (tensor<4x32xf32>) -> tensor<4x32x1xf32>
    %432 = sdy.sharding_constraint %431 <@mesh, [{"data", "model"}, {"fsdp"}, {}]> : tensor<4x32x1xf32>
    %433 = stablehlo.negate %409 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data", "model"}, {"fsdp"}, {}]>]>} : tensor<4x32x32xf32>
    %434 = sdy.sharding_constraint %433 <@mesh, [{"data", "model"}, {"fsdp"}, {}]> : tensor<4x32x32xf32>
    %cst_48 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<0.000000e+00> : tensor<f32>
    %435 = sdy.sharding_constraint %cst_48 <@mesh, []> : tensor<f32>
    %436 = stablehlo.reduce(%434 init: %435) applies stablehlo.add across dimensions = [2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data", "model"}, {"fsdp"}]>]>} : (tensor<4x32x32xf32>, tensor<f32>) -> tensor<4x32xf32>
    %437 = sdy.sharding_constraint %436 <@mesh, [{"data", "model"}, {"fsdp"}]> : tensor<4x32xf32>
    %438 = stablehlo.reshape %437 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data", "model"}, {"fsdp"}, {}]>]>} : (tensor<4x32xf32>) -> tensor<4x32x1xf32>
    %439 = sdy.sharding_constraint %438 <@mesh, [{"data", "model"}, {"fsdp"}, {}]> : tensor<4x32x1xf32>
    %440 = stablehlo.add %425, %409 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data", "model"}, {"fsdp"}, {}]>]>} : tensor<4x32x32xf32>
    %441 = sdy.sharding_constraint %440 <@mesh, [{"data", "model"}, {"fsdp"}, {}]> : tensor<4x32x32xf32>
    %442 = stablehlo.add %432, %439 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data", "model"}, {"fsdp"}, {}]>]>} : tensor<4x32x1xf32>
    %443 = sdy.sharding_constraint %442 <@mesh, [{"data", "model"}, {"fsdp"}, {}]> : tensor<4x32x1xf32>
    %cst_49 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<3.200000e+01> : tensor<f32>
    %444 = sdy.sharding_constraint %cst_49 <@mesh, []> : tensor<f32>
    %445 = stablehlo.broadcast_in_dim %444, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data", "model"}, {"fsdp"}, {}]>]>} : (tensor<f32>) -> tensor<4x32x1xf32>
    %446 = sdy.sharding_constraint %445 <@mesh, [{"data", "model"}, {"fsdp"}, {}]> : tensor<4x32x1xf32>
    %447 = stablehlo.divide %443, %446 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data", "model"}, {"fsdp"}, {}]>]>} : tensor<4x32x1xf32>
    %448 = sdy.sharding_constraint %447 <@mesh, [{"data", "model"}, {"fsdp"}, {}]> : tensor<4x32x1xf32>
    %cst_50 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<0.000000e+00> : tensor<f32>
    %449 = sdy.sharding_constraint %cst_50 <@mesh, []> : tensor<f32>
    %450 = sdy.sharding_constraint %448 <@mesh, [{"data"}, {"fsdp"}, {}]> : tensor<4x32x1xf32>
    %451 = stablehlo.reduce(%450 init: %449) applies stablehlo.add across dimensions = [2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"fsdp"}]>]>} : (tensor<4x32x1xf32>, tensor<f32>) -> tensor<4x32xf32>
    %452 = sdy.sharding_constraint %451 <@mesh, [{"data"}, {"fsdp"}]> : tensor<4x32xf32>
    %453 = sdy.sharding_constraint %452 <@mesh, [{"data", "model"}, {"fsdp"}]> : tensor<4x32xf32>
    %454 = stablehlo.broadcast_in_dim %453, dims = [0, 1] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data", "model"}, {"fsdp"}, {}]>]>} : (tensor<4x32xf32>) -> tensor<4x32x32xf32>
    %455 = sdy.sharding_constraint %454 <@mesh, [{"data", "model"}, {"fsdp"}, {}]> : tensor<4x32x32xf32>
    %456 = stablehlo.add %441, %455 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data", "model"}, {"fsdp"}, {}]>]>} : tensor<4x32x32xf32>
    %457 = sdy.sharding_constraint %456 <@mesh, [{"data", "model"}, {"fsdp"}, {}]> : tensor<4x32x32xf32>
    %458 = sdy.sharding_constraint %457 <@mesh, [{"data"}, {"fsdp"}, {}]> : tensor<4x32x32xf32>
    %459 = stablehlo.dot_general %458, %300, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"model"}]>]>} : (tensor<4x32x32xf32>, tensor<4x32x64xf32>) -> tensor<32x64xf32>
    %460 = sdy.sharding_constraint %459 <@mesh, [{}, {"model"}]> : tensor<32x64xf32>
    %461 = stablehlo.transpose %460, dims = [1, 0] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"model"}, {}]>]>} : (tensor<32x64xf32>) -> tensor<64x32xf32>
    %462 = sdy.sharding_constraint %461 <@mesh, [{"model"}, {}]> : tensor<64x32xf32>
    %463 = sdy.sharding_constraint %457 <@mesh, [{"data"}, {"fsdp"}, {}]> : tensor<4x32x32xf32>
    %464 = stablehlo.dot_general %463, %arg3, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"fsdp"}, {"model"}]>]>} : (tensor<4x32x32xf32>, tensor<64x32xf32>) -> tensor<4x32x64xf32>
    %465 = sdy.sharding_constraint %464 <@mesh, [{"data"}, {"fsdp"}, {"model"}]> : tensor<4x32x64xf32>
    %466 = stablehlo.multiply %258, %465 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"fsdp"}, {"model"}]>]>} : tensor<4x32x64xf32>
    %467 = sdy.sharding_constraint %466 <@mesh, [{"data"}, {"fsdp"}, {"model"}]> : tensor<4x32x64xf32>
    %468 = stablehlo.multiply %465, %298 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"fsdp"}, {"model"}]>]>} : tensor<4x32x64xf32>
    %469 = sdy.sharding_constraint %468 <@mesh, [{"data"}, {"fsdp"}, {"model"}]> : tensor<4x32x64xf32>
    %cst_51 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<5.000000e-01> : tensor<f32>
    %470 = sdy.sharding_constraint %cst_51 <@mesh, []> : tensor<f32>
    %471 = stablehlo.broadcast_in_dim %470, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"fsdp"}, {"model"}]>]>} : (tensor<f32>) -> tensor<4x32x64xf32>
    %472 = sdy.sharding_constraint %471 <@mesh, [{"data"}, {"fsdp"}, {"model"}]> : tensor<4x32x64xf32>
    %473 = stablehlo.multiply %472, %467 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"fsdp"}, {"model"}]>]>} : tensor<4x32x64xf32>
    %474 = sdy.sharding_constraint %473 <@mesh, [{"data"}, {"fsdp"}, {"model"}]> : tensor<4x32x64xf32>
    %475 = stablehlo.multiply %474, %288 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"fsdp"}, {"model"}]>]>} : tensor<4x32x64xf32>
    %476 = sdy.sharding_constraint %475 <@mesh, [{"data"}, {"fsdp"}, {"model"}]> : tensor<4x32x64xf32>
    %477 = stablehlo.multiply %476, %283 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"fsdp"}, {"model"}]>]>} : tensor<4x32x64xf32>
    %478 = sdy.sharding_constraint %477 <@mesh, [{"data"}, {"fsdp"}, {"model"}]> : tensor<4x32x64xf32>
    %479 = stablehlo.add %476, %478 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"fsdp"}, {"model"}]>]>} : tensor<4x32x64xf32>
    %480 = sdy.sharding_constraint %479 <@mesh, [{"data"}, {"fsdp"}, {"model"}]> : tensor<4x32x64xf32>
    %cst_52 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<0.797884583> : tensor<f32>
    %481 = sdy.sharding_constraint %cst_52 <@mesh, []> : tensor<f32>
    %482 = stablehlo.broadcast_in_dim %481, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"fsdp"}, {"model"}]>]>} : (tensor<f32>) -> tensor<4x32x64xf32>
    %483 = sdy.sharding_constraint %482 <@mesh, [{"data"}, {"fsdp"}, {"model"}]> : tensor<4x32x64xf32>
    %484 = stablehlo.multiply %483, %480 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"fsdp"}, {"model"}]>]>} : tensor<4x32x64xf32>
    %485 = sdy.sharding_constraint %484 <@mesh, [{"data"}, {"fsdp"}, {"model"}]> : tensor<4x32x64xf32>
    %486 = stablehlo.add %469, %485 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"fsdp"}, {"model"}]>]>} : tensor<4x32x64xf32>
    %487 = sdy.sharding_constraint %486 <@mesh, [{"data"}, {"fsdp"}, {"model"}]> : tensor<4x32x64xf32>
    %cst_53 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<4.471500e-02> : tensor<f32>
    %488 = sdy.sharding_constraint %cst_53 <@mesh, []> : tensor<f32>
    %489 = stablehlo.broadcast_in_dim %488, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"fsdp"}, {"model"}]>]>} : (tensor<f32>) -> tensor<4x32x64xf32>
    %490 = sdy.sharding_constraint %489 <@mesh, [{"data"}, {"fsdp"}, {"model"}]> : tensor<4x32x64xf32>
    %491 = stablehlo.multiply %490, %485 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"fsdp"}, {"model"}]>]>} : tensor<4x32x64xf32>
    %492 = sdy.sharding_constraint %491 <@mesh, [{"data"}, {"fsdp"}, {"model"}]> : tensor<4x32x64xf32>
    %493 = stablehlo.multiply %492, %269 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"fsdp"}, {"model"}]>]>} : tensor<4x32x64xf32>
    %494 = sdy.sharding_constraint %493 <@mesh, [{"data"}, {"fsdp"}, {"model"}]> : tensor<4x32x64xf32>
    %495 = stablehlo.add %487, %494 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"fsdp"}, {"model"}]>]>} : tensor<4x32x64xf32>
    %496 = sdy.sharding_constraint %495 <@mesh, [{"data"}, {"fsdp"}, {"model"}]> : tensor<4x32x64xf32>
    %497 = sdy.sharding_constraint %255 <@mesh, [{"data"}, {"fsdp"}, {}]> : tensor<4x32x32xf32>
    %498 = stablehlo.dot_general %496, %497, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"model"}, {}]>]>} : (tensor<4x32x64xf32>, tensor<4x32x32xf32>) -> tensor<64x32xf32>
    %499 = sdy.sharding_constraint %498 <@mesh, [{"model"}, {}]> : tensor<64x32xf32>
    %500 = stablehlo.transpose %499, dims = [1, 0] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"model"}]>]>} : (tensor<64x32xf32>) -> tensor<32x64xf32>
    %501 = sdy.sharding_constraint %500 <@mesh, [{}, {"model"}]> : tensor<32x64xf32>
    %502 = stablehlo.dot_general %496, %arg2, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"fsdp"}, {}]>]>} : (tensor<4x32x64xf32>, tensor<32x64xf32>) -> tensor<4x32x32xf32>
    %503 = sdy.sharding_constraint %502 <@mesh, [{"data"}, {"fsdp"}, {}]> : tensor<4x32x32xf32>
    %504 = sdy.sharding_constraint %503 <@mesh, [{"data", "model"}, {"fsdp"}, {}]> : tensor<4x32x32xf32>
    %505 = stablehlo.add %457, %504 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data", "model"}, {"fsdp"}, {}]>]>} : tensor<4x32x32xf32>
    %506 = sdy.sharding_constraint %505 <@mesh, [{"data", "model"}, {"fsdp"}, {}]> : tensor<4x32x32xf32>
    %507 = stablehlo.multiply %215, %506 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data", "model"}, {"fsdp"}, {}]>]>} : tensor<4x32x32xf32>
    %508 = sdy.sharding_constraint %507 <@mesh, [{"data", "model"}, {"fsdp"}, {}]> : tensor<4x32x32xf32>
    %cst_54 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<0.000000e+00> : tensor<f32>
    %509 = sdy.sharding_constraint %cst_54 <@mesh, []> : tensor<f32>
    %510 = stablehlo.reduce(%508 init: %509) applies stablehlo.add across dimensions = [2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data", "model"}, {"fsdp"}]>]>} : (tensor<4x32x32xf32>, tensor<f32>) -> tensor<4x32xf32>
    %511 = sdy.sharding_constraint %510 <@mesh, [{"data", "model"}, {"fsdp"}]> : tensor<4x32xf32>
    %512 = stablehlo.reshape %511 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data", "model"}, {"fsdp"}, {}]>]>} : (tensor<4x32xf32>) -> tensor<4x32x1xf32>
    %513 = sdy.sharding_constraint %512 <@mesh, [{"data", "model"}, {"fsdp"}, {}]> : tensor<4x32x1xf32>
    %514 = stablehlo.broadcast_in_dim %244, dims = [0, 1, 2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data", "model"}, {"fsdp"}, {}]>]>} : (tensor<4x32x1xf32>) -> tensor<4x32x32xf32>
    %515 = sdy.sharding_constraint %514 <@mesh, [{"data", "model"}, {"fsdp"}, {}]> : tensor<4x32x32xf32>
    %516 = stablehlo.multiply %506, %515 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data", "model"}, {"fsdp"}, {}]>]>} : tensor<4x32x32xf32>
    %517 = sdy.sharding_constraint %516 <@mesh, [{"data", "model"}, {"fsdp"}, {}]> : tensor<4x32x32xf32>
    %518 = stablehlo.multiply %513, %251 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data", "model"}, {"fsdp"}, {}]>]>} : tensor<4x32x1xf32>
    %519 = sdy.sharding_constraint %518 <@mesh, [{"data", "model"}, {"fsdp"}, {}]> : tensor<4x32x1xf32>
    %cst_55 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<3.200000e+01> : tensor<f32>
    %520 = sdy.sharding_constraint %cst_55 <@mesh, []> : tensor<f32>
    %521 = stablehlo.broadcast_in_dim %520, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data", "model"}, {"fsdp"}, {}]>]>} : (tensor<f32>) -> tensor<4x32x1xf32>
    %522 = sdy.sharding_constraint %521 <@mesh, [{"data", "model"}, {"fsdp"}, {}]> : tensor<4x32x1xf32>
    %523 = stablehlo.divide %519, %522 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data", "model"}, {"fsdp"}, {}]>]>} : tensor<4x32x1xf32>
    %524 = sdy.sharding_constraint %523 <@mesh, [{"data", "model"}, {"fsdp"}, {}]> : tensor<4x32x1xf32>
    %cst_56 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<0.000000e+00> : tensor<f32>
    %525 = sdy.sharding_constraint %cst_56 <@mesh, []> : tensor<f32>
    %526 = sdy.sharding_constraint %524 <@mesh, [{"data"}, {"fsdp"}, {}]> : tensor<4x32x1xf32>
    %527 = stablehlo.reduce(%526 init: %525) applies stablehlo.add across dimensions = [2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"fsdp"}]>]>} : (tensor<4x32x1xf32>, tensor<f32>) -> tensor<4x32xf32>
    %528 = sdy.sharding_constraint %527 <@mesh, [{"data"}, {"fsdp"}]> : tensor<4x32xf32>
    %529 = sdy.sharding_constraint %528 <@mesh, [{"data", "model"}, {"fsdp"}]> : tensor<4x32xf32>
    %530 = stablehlo.broadcast_in_dim %529, dims = [0, 1] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data", "model"}, {"fsdp"}, {}]>]>} : (tensor<4x32xf32>) -> tensor<4x32x32xf32>
    %531 = sdy.sharding_constraint %530 <@mesh, [{"data", "model"}, {"fsdp"}, {}]> : tensor<4x32x32xf32>
    %532 = stablehlo.multiply %531, %227 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data", "model"}, {"fsdp"}, {}]>]>} : tensor<4x32x32xf32>
    %533 = sdy.sharding_constraint %532 <@mesh, [{"data", "model"}, {"fsdp"}, {}]> : tensor<4x32x32xf32>
    %534 = stablehlo.negate %533 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data", "model"}, {"fsdp"}, {}]>]>} : tensor<4x32x32xf32>
    %535 = sdy.sharding_constraint %534 <@mesh, [{"data", "model"}, {"fsdp"}, {}]> : tensor<4x32x32xf32>
    %cst_57 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<0.000000e+00> : tensor<f32>
    %536 = sdy.sharding_constraint %cst_57 <@mesh, []> : tensor<f32>
    %537 = stablehlo.reduce(%535 init: %536) applies stablehlo.add across dimensions = [2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data", "model"}, {"fsdp"}]>]>} : (tensor<4x32x32xf32>, tensor<f32>) -> tensor<4x32xf32>
    %538 = sdy.sharding_constraint %537 <@mesh, [{"data", "model"}, {"fsdp"}]> : tensor<4x32xf32>
    %539 = stablehlo.reshape %538 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data", "model"}, {"fsdp"}, {}]>]>} : (tensor<4x32xf32>) -> tensor<4x32x1xf32>
    %540 = sdy.sharding_constraint %539 <@mesh, [{"data", "model"}, {"fsdp"}, {}]> : tensor<4x32x1xf32>
    %541 = stablehlo.negate %517 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data", "model"}, {"fsdp"}, {}]>]>} : tensor<4x32x32xf32>
    %542 = sdy.sharding_constraint %541 <@mesh, [{"data", "model"}, {"fsdp"}, {}]> : tensor<4x32x32xf32>
    %cst_58 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<0.000000e+00> : tensor<f32>
    %543 = sdy.sharding_constraint %cst_58 <@mesh, []> : tensor<f32>
    %544 = stablehlo.reduce(%542 init: %543) applies stablehlo.add across dimensions = [2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data", "model"}, {"fsdp"}]>]>} : (tensor<4x32x32xf32>, tensor<f32>) -> tensor<4x32xf32>
    %545 = sdy.sharding_constraint %544 <@mesh, [{"data", "model"}, {"fsdp"}]> : tensor<4x32xf32>
    %546 = stablehlo.reshape %545 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data", "model"}, {"fsdp"}, {}]>]>} : (tensor<4x32xf32>) -> tensor<4x32x1xf32>
    %547 = sdy.sharding_constraint %546 <@mesh, [{"data", "model"}, {"fsdp"}, {}]> : tensor<4x32x1xf32>
    %548 = stablehlo.add %533, %517 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data", "model"}, {"fsdp"}, {}]>]>} : tensor<4x32x32xf32>
    %549 = sdy.sharding_constraint %548 <@mesh, [{"data", "model"}, {"fsdp"}, {}]> : tensor<4x32x32xf32>
    %550 = stablehlo.add %540, %547 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data", "model"}, {"fsdp"}, {}]>]>} : tensor<4x32x1xf32>
    %551 = sdy.sharding_constraint %550 <@mesh, [{"data", "model"}, {"fsdp"}, {}]> : tensor<4x32x1xf32>
    %cst_59 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<3.200000e+01> : tensor<f32>
    %552 = sdy.sharding_constraint %cst_59 <@mesh, []> : tensor<f32>
    %553 = stablehlo.broadcast_in_dim %552, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data", "model"}, {"fsdp"}, {}]>]>} : (tensor<f32>) -> tensor<4x32x1xf32>
    %554 = sdy.sharding_constraint %553 <@mesh, [{"data", "model"}, {"fsdp"}, {}]> : tensor<4x32x1xf32>
    %555 = stablehlo.divide %551, %554 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data", "model"}, {"fsdp"}, {}]>]>} : tensor<4x32x1xf32>
    %556 = sdy.sharding_constraint %555 <@mesh, [{"data", "model"}, {"fsdp"}, {}]> : tensor<4x32x1xf32>
    %cst_60 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<0.000000e+00> : tensor<f32>
    %557 = sdy.sharding_constraint %cst_60 <@mesh, []> : tensor<f32>
    %558 = sdy.sharding_constraint %556 <@mesh, [{"data"}, {"fsdp"}, {}]> : tensor<4x32x1xf32>
    %559 = stablehlo.reduce(%558 init: %557) applies stablehlo.add across dimensions = [2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"fsdp"}]>]>} : (tensor<4x32x1xf32>, tensor<f32>) -> tensor<4x32xf32>
    %560 = sdy.sharding_constraint %559 <@mesh, [{"data"}, {"fsdp"}]> : tensor<4x32xf32>
    %561 = sdy.sharding_constraint %560 <@mesh, [{"data", "model"}, {"fsdp"}]> : tensor<4x32xf32>
    %562 = stablehlo.broadcast_in_dim %561, dims = [0, 1] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data", "model"}, {"fsdp"}, {}]>]>} : (tensor<4x32xf32>) -> tensor<4x32x32xf32>
    %563 = sdy.sharding_constraint %562 <@mesh, [{"data", "model"}, {"fsdp"}, {}]> : tensor<4x32x32xf32>
    %564 = stablehlo.add %549, %563 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data", "model"}, {"fsdp"}, {}]>]>} : tensor<4x32x32xf32>
    %565 = sdy.sharding_constraint %564 <@mesh, [{"data", "model"}, {"fsdp"}, {}]> : tensor<4x32x32xf32>
    %cst_61 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<0.000000e+00> : tensor<f32>
    %566 = sdy.sharding_constraint %cst_61 <@mesh, []> : tensor<f32>
    %567 = stablehlo.broadcast_in_dim %566, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data", "fsdp"}, {"model"}, {}]>]>} : (tensor<f32>) -> tensor<4x32x32xf32>
    %568 = sdy.sharding_constraint %567 <@mesh, [{"data", "fsdp"}, {"model"}, {}]> : tensor<4x32x32xf32>
    %569 = sdy.sharding_constraint %565 <@mesh, [{"data", "fsdp"}, {"model"}, {}]> : tensor<4x32x32xf32>
    %570 = stablehlo.complex %569, %568 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data", "fsdp"}, {"model"}, {}]>]>} : tensor<4x32x32xcomplex<f32>>
    %571 = sdy.sharding_constraint %570 <@mesh, [{"data", "fsdp"}, {"model"}, {}]> : tensor<4x32x32xcomplex<f32>>
    %572 = sdy.sharding_constraint %571 <@mesh, [{"data", "fsdp"}, {}, {"model"}]> : tensor<4x32x32xcomplex<f32>>
    %573 = stablehlo.transpose %572, dims = [0, 2, 1] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data", "fsdp"}, {"model"}, {}]>]>} : (tensor<4x32x32xcomplex<f32>>) -> tensor<4x32x32xcomplex<f32>>
    %574 = sdy.sharding_constraint %573 <@mesh, [{"data", "fsdp"}, {"model"}, {}]> : tensor<4x32x32xcomplex<f32>>
    %575 = stablehlo.fft %574, type = FFT, length = [32] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data", "fsdp"}, {"model"}, {}]>]>} : (tensor<4x32x32xcomplex<f32>>) -> tensor<4x32x32xcomplex<f32>>
    %576 = sdy.sharding_constraint %575 <@mesh, [{"data", "fsdp"}, {"model"}, {}]> : tensor<4x32x32xcomplex<f32>>
    %577 = stablehlo.transpose %576, dims = [0, 2, 1] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data", "fsdp"}, {}, {"model"}]>]>} : (tensor<4x32x32xcomplex<f32>>) -> tensor<4x32x32xcomplex<f32>>
    %578 = sdy.sharding_constraint %577 <@mesh, [{"data", "fsdp"}, {}, {"model"}]> : tensor<4x32x32xcomplex<f32>>
    %579 = sdy.sharding_constraint %578 <@mesh, [{"data", "fsdp"}, {"model"}, {}]> : tensor<4x32x32xcomplex<f32>>
    %580 = stablehlo.fft %579, type = FFT, length = [32] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data", "fsdp"}, {"model"}, {}]>]>} : (tensor<4x32x32xcomplex<f32>>) -> tensor<4x32x32xcomplex<f32>>
    %581 = sdy.sharding_constraint %580 <@mesh, [{"data", "fsdp"}, {"model"}, {}]> : tensor<4x32x32xcomplex<f32>>
    %582 = stablehlo.real %581 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data", "fsdp"}, {"model"}, {}]>]>} : (tensor<4x32x32xcomplex<f32>>) -> tensor<4x32x32xf32>
    %583 = sdy.sharding_constraint %582 <@mesh, [{"data", "fsdp"}, {"model"}, {}]> : tensor<4x32x32xf32>
    %584 = stablehlo.convert %583 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data", "fsdp"}, {"model"}, {}]>]>} : tensor<4x32x32xf32>
    %585 = sdy.sharding_constraint %584 <@mesh, [{"data", "fsdp"}, {"model"}, {}]> : tensor<4x32x32xf32>
    %586 = sdy.sharding_constraint %565 <@mesh, [{"data", "fsdp"}, {"model"}, {}]> : tensor<4x32x32xf32>
    %587 = stablehlo.add %586, %585 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data", "fsdp"}, {"model"}, {}]>]>} : tensor<4x32x32xf32>
    %588 = sdy.sharding_constraint %587 <@mesh, [{"data", "fsdp"}, {"model"}, {}]> : tensor<4x32x32xf32>
    %589 = sdy.sharding_constraint %588 <@mesh, [{"data", "model"}, {"fsdp"}, {}]> : tensor<4x32x32xf32>
    %590 = stablehlo.multiply %142, %589 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data", "model"}, {"fsdp"}, {}]>]>} : tensor<4x32x32xf32>
    %591 = sdy.sharding_constraint %590 <@mesh, [{"data", "model"}, {"fsdp"}, {}]> : tensor<4x32x32xf32>
    %cst_62 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<0.000000e+00> : tensor<f32>
    %592 = sdy.sharding_constraint %cst_62 <@mesh, []> : tensor<f32>
    %593 = stablehlo.reduce(%591 init: %592) applies stablehlo.add across dimensions = [2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data", "model"}, {"fsdp"}]>]>} : (tensor<4x32x32xf32>, tensor<f32>) -> tensor<4x32xf32>
    %594 = sdy.sharding_constraint %593 <@mesh, [{"data", "model"}, {"fsdp"}]> : tensor<4x32xf32>
    %595 = stablehlo.reshape %594 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data", "model"}, {"fsdp"}, {}]>]>} : (tensor<4x32xf32>) -> tensor<4x32x1xf32>
    %596 = sdy.sharding_constraint %595 <@mesh, [{"data", "model"}, {"fsdp"}, {}]> : tensor<4x32x1xf32>
    %597 = stablehlo.broadcast_in_dim %171, dims = [0, 1, 2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data", "model"}, {"fsdp"}, {}]>]>} : (tensor<4x32x1xf32>) -> tensor<4x32x32xf32>
    %598 = sdy.sharding_constraint %597 <@mesh, [{"data", "model"}, {"fsdp"}, {}]> : tensor<4x32x32xf32>
    %599 = sdy.sharding_constraint %588 <@mesh, [{"data", "model"}, {"fsdp"}, {}]> : tensor<4x32x32xf32>
    %600 = stablehlo.multiply %599, %598 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data", "model"}, {"fsdp"}, {}]>]>} : tensor<4x32x32xf32>
    %601 = sdy.sharding_constraint %600 <@mesh, [{"data", "model"}, {"fsdp"}, {}]> : tensor<4x32x32xf32>
    %602 = stablehlo.multiply %596, %178 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data", "model"}, {"fsdp"}, {}]>]>} : tensor<4x32x1xf32>
    %603 = sdy.sharding_constraint %602 <@mesh, [{"data", "model"}, {"fsdp"}, {}]> : tensor<4x32x1xf32>
    %cst_63 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<3.200000e+01> : tensor<f32>
    %604 = sdy.sharding_constraint %cst_63 <@mesh, []> : tensor<f32>
    %605 = stablehlo.broadcast_in_dim %604, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data", "model"}, {"fsdp"}, {}]>]>} : (tensor<f32>) -> tensor<4x32x1xf32>
    %606 = sdy.sharding_constraint %605 <@mesh, [{"data", "model"}, {"fsdp"}, {}]> : tensor<4x32x1xf32>
    %607 = stablehlo.divide %603, %606 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data", "model"}, {"fsdp"}, {}]>]>} : tensor<4x32x1xf32>
    %608 = sdy.sharding_constraint %607 <@mesh, [{"data", "model"}, {"fsdp"}, {}]> : tensor<4x32x1xf32>
    %cst_64 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<0.000000e+00> : tensor<f32>
    %609 = sdy.sharding_constraint %cst_64 <@mesh, []> : tensor<f32>
    %610 = sdy.sharding_constraint %608 <@mesh, [{"data"}, {"fsdp"}, {}]> : tensor<4x32x1xf32>
    %611 = stablehlo.reduce(%610 init: %609) applies stablehlo.add across dimensions = [2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"fsdp"}]>]>} : (tensor<4x32x1xf32>, tensor<f32>) -> tensor<4x32xf32>
    %612 = sdy.sharding_constraint %611 <@mesh, [{"data"}, {"fsdp"}]> : tensor<4x32xf32>
    %613 = sdy.sharding_constraint %612 <@mesh, [{"data", "model"}, {"fsdp"}]> : tensor<4x32xf32>
    %614 = stablehlo.broadcast_in_dim %613, dims = [0, 1] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data", "model"}, {"fsdp"}, {}]>]>} : (tensor<4x32xf32>) -> tensor<4x32x32xf32>
    %615 = sdy.sharding_constraint %614 <@mesh, [{"data", "model"}, {"fsdp"}, {}]> : tensor<4x32x32xf32>
    %616 = stablehlo.multiply %615, %154 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data", "model"}, {"fsdp"}, {}]>]>} : tensor<4x32x32xf32>
    %617 = sdy.sharding_constraint %616 <@mesh, [{"data", "model"}, {"fsdp"}, {}]> : tensor<4x32x32xf32>
    %618 = stablehlo.negate %617 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data", "model"}, {"fsdp"}, {}]>]>} : tensor<4x32x32xf32>
    %619 = sdy.sharding_constraint %618 <@mesh, [{"data", "model"}, {"fsdp"}, {}]> : tensor<4x32x32xf32>
    %cst_65 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<0.000000e+00> : tensor<f32>
    %620 = sdy.sharding_constraint %cst_65 <@mesh, []> : tensor<f32>
    %621 = sdy.sharding_constraint %619 <@mesh, [{"data"}, {"fsdp", "model"}, {}]> : tensor<4x32x32xf32>
    %622 = stablehlo.reduce(%621 init: %620) applies stablehlo.add across dimensions = [2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"fsdp", "model"}]>]>} : (tensor<4x32x32xf32>, tensor<f32>) -> tensor<4x32xf32>
    %623 = sdy.sharding_constraint %622 <@mesh, [{"data"}, {"fsdp", "model"}]> : tensor<4x32xf32>
    %624 = stablehlo.reshape %623 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"fsdp", "model"}, {}]>]>} : (tensor<4x32xf32>) -> tensor<4x32x1xf32>
    %625 = sdy.sharding_constraint %624 <@mesh, [{"data"}, {"fsdp", "model"}, {}]> : tensor<4x32x1xf32>
    %626 = stablehlo.negate %601 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data", "model"}, {"fsdp"}, {}]>]>} : tensor<4x32x32xf32>
    %627 = sdy.sharding_constraint %626 <@mesh, [{"data", "model"}, {"fsdp"}, {}]> : tensor<4x32x32xf32>
    %cst_66 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<0.000000e+00> : tensor<f32>
    %628 = sdy.sharding_constraint %cst_66 <@mesh, []> : tensor<f32>
    %629 = sdy.sharding_constraint %627 <@mesh, [{"data"}, {"fsdp", "model"}, {}]> : tensor<4x32x32xf32>
    %630 = stablehlo.reduce(%629 init: %628) applies stablehlo.add across dimensions = [2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"fsdp", "model"}]>]>} : (tensor<4x32x32xf32>, tensor<f32>) -> tensor<4x32xf32>
    %631 = sdy.sharding_constraint %630 <@mesh, [{"data"}, {"fsdp", "model"}]> : tensor<4x32xf32>
    %632 = stablehlo.reshape %631 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"fsdp", "model"}, {}]>]>} : (tensor<4x32xf32>) -> tensor<4x32x1xf32>
    %633 = sdy.sharding_constraint %632 <@mesh, [{"data"}, {"fsdp", "model"}, {}]> : tensor<4x32x1xf32>
    %634 = stablehlo.add %617, %601 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data", "model"}, {"fsdp"}, {}]>]>} : tensor<4x32x32xf32>
    %635 = sdy.sharding_constraint %634 <@mesh, [{"data", "model"}, {"fsdp"}, {}]> : tensor<4x32x32xf32>
    %636 = stablehlo.add %625, %633 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"fsdp", "model"}, {}]>]>} : tensor<4x32x1xf32>
    %637 = sdy.sharding_constraint %636 <@mesh, [{"data"}, {"fsdp", "model"}, {}]> : tensor<4x32x1xf32>
    %cst_67 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<3.200000e+01> : tensor<f32>
    %638 = sdy.sharding_constraint %cst_67 <@mesh, []> : tensor<f32>
    %639 = stablehlo.broadcast_in_dim %638, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"fsdp", "model"}, {}]>]>} : (tensor<f32>) -> tensor<4x32x1xf32>
    %640 = sdy.sharding_constraint %639 <@mesh, [{"data"}, {"fsdp", "model"}, {}]> : tensor<4x32x1xf32>
    %641 = stablehlo.divide %637, %640 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"fsdp", "model"}, {}]>]>} : tensor<4x32x1xf32>
    %642 = sdy.sharding_constraint %641 <@mesh, [{"data"}, {"fsdp", "model"}, {}]> : tensor<4x32x1xf32>
    %cst_68 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<0.000000e+00> : tensor<f32>
    %643 = sdy.sharding_constraint %cst_68 <@mesh, []> : tensor<f32>
    %644 = sdy.sharding_constraint %642 <@mesh, [{"data"}, {"fsdp"}, {}]> : tensor<4x32x1xf32>
    %645 = stablehlo.reduce(%644 init: %643) applies stablehlo.add across dimensions = [2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"fsdp"}]>]>} : (tensor<4x32x1xf32>, tensor<f32>) -> tensor<4x32xf32>
    %646 = sdy.sharding_constraint %645 <@mesh, [{"data"}, {"fsdp"}]> : tensor<4x32xf32>
    %647 = sdy.sharding_constraint %646 <@mesh, [{"data", "model"}, {"fsdp"}]> : tensor<4x32xf32>
    %648 = stablehlo.broadcast_in_dim %647, dims = [0, 1] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data", "model"}, {"fsdp"}, {}]>]>} : (tensor<4x32xf32>) -> tensor<4x32x32xf32>
    %649 = sdy.sharding_constraint %648 <@mesh, [{"data", "model"}, {"fsdp"}, {}]> : tensor<4x32x32xf32>
    %650 = stablehlo.add %635, %649 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data", "model"}, {"fsdp"}, {}]>]>} : tensor<4x32x32xf32>
    %651 = sdy.sharding_constraint %650 <@mesh, [{"data", "model"}, {"fsdp"}, {}]> : tensor<4x32x32xf32>
    %652 = sdy.sharding_constraint %651 <@mesh, [{"data"}, {"fsdp"}, {}]> : tensor<4x32x32xf32>
    %653 = stablehlo.dot_general %652, %121, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"model"}]>]>} : (tensor<4x32x32xf32>, tensor<4x32x64xf32>) -> tensor<32x64xf32>
    %654 = sdy.sharding_constraint %653 <@mesh, [{}, {"model"}]> : tensor<32x64xf32>
    %655 = stablehlo.transpose %654, dims = [1, 0] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"model"}, {}]>]>} : (tensor<32x64xf32>) -> tensor<64x32xf32>
    %656 = sdy.sharding_constraint %655 <@mesh, [{"model"}, {}]> : tensor<64x32xf32>
    %657 = sdy.sharding_constraint %651 <@mesh, [{"data"}, {"fsdp"}, {}]> : tensor<4x32x32xf32>
    %658 = stablehlo.dot_general %657, %arg1, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"fsdp"}, {"model"}]>]>} : (tensor<4x32x32xf32>, tensor<64x32xf32>) -> tensor<4x32x64xf32>
    %659 = sdy.sharding_constraint %658 <@mesh, [{"data"}, {"fsdp"}, {"model"}]> : tensor<4x32x64xf32>
    %660 = stablehlo.multiply %79, %659 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"fsdp"}, {"model"}]>]>} : tensor<4x32x64xf32>
    %661 = sdy.sharding_constraint %660 <@mesh, [{"data"}, {"fsdp"}, {"model"}]> : tensor<4x32x64xf32>
    %662 = stablehlo.multiply %659, %119 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"fsdp"}, {"model"}]>]>} : tensor<4x32x64xf32>
    %663 = sdy.sharding_constraint %662 <@mesh, [{"data"}, {"fsdp"}, {"model"}]> : tensor<4x32x64xf32>
    %cst_69 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<5.000000e-01> : tensor<f32>
    %664 = sdy.sharding_constraint %cst_69 <@mesh, []> : tensor<f32>
    %665 = stablehlo.broadcast_in_dim %664, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"fsdp"}, {"model"}]>]>} : (tensor<f32>) -> tensor<4x32x64xf32>
    %666 = sdy.sharding_constraint %665 <@mesh, [{"data"}, {"fsdp"}, {"model"}]> : tensor<4x32x64xf32>
    %667 = stablehlo.multiply %666, %661 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"fsdp"}, {"model"}]>]>} : tensor<4x32x64xf32>
    %668 = sdy.sharding_constraint %667 <@mesh, [{"data"}, {"fsdp"}, {"model"}]> : tensor<4x32x64xf32>
    %669 = stablehlo.multiply %668, %109 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"fsdp"}, {"model"}]>]>} : tensor<4x32x64xf32>
    %670 = sdy.sharding_constraint %669 <@mesh, [{"data"}, {"fsdp"}, {"model"}]> : tensor<4x32x64xf32>
    %671 = stablehlo.multiply %670, %104 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"fsdp"}, {"model"}]>]>} : tensor<4x32x64xf32>
    %672 = sdy.sharding_constraint %671 <@mesh, [{"data"}, {"fsdp"}, {"model"}]> : tensor<4x32x64xf32>
    %673 = stablehlo.add %670, %672 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"fsdp"}, {"model"}]>]>} : tensor<4x32x64xf32>
    %674 = sdy.sharding_constraint %673 <@mesh, [{"data"}, {"fsdp"}, {"model"}]> : tensor<4x32x64xf32>
    %cst_70 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<0.797884583> : tensor<f32>
    %675 = sdy.sharding_constraint %cst_70 <@mesh, []> : tensor<f32>
    %676 = stablehlo.broadcast_in_dim %675, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"fsdp"}, {"model"}]>]>} : (tensor<f32>) -> tensor<4x32x64xf32>
    %677 = sdy.sharding_constraint %676 <@mesh, [{"data"}, {"fsdp"}, {"model"}]> : tensor<4x32x64xf32>
    %678 = stablehlo.multiply %677, %674 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"fsdp"}, {"model"}]>]>} : tensor<4x32x64xf32>
    %679 = sdy.sharding_constraint %678 <@mesh, [{"data"}, {"fsdp"}, {"model"}]> : tensor<4x32x64xf32>
    %680 = stablehlo.add %663, %679 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"fsdp"}, {"model"}]>]>} : tensor<4x32x64xf32>
    %681 = sdy.sharding_constraint %680 <@mesh, [{"data"}, {"fsdp"}, {"model"}]> : tensor<4x32x64xf32>
    %cst_71 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<4.471500e-02> : tensor<f32>
    %682 = sdy.sharding_constraint %cst_71 <@mesh, []> : tensor<f32>
    %683 = stablehlo.broadcast_in_dim %682, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"fsdp"}, {"model"}]>]>} : (tensor<f32>) -> tensor<4x32x64xf32>
    %684 = sdy.sharding_constraint %683 <@mesh, [{"data"}, {"fsdp"}, {"model"}]> : tensor<4x32x64xf32>
    %685 = stablehlo.multiply %684, %679 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"fsdp"}, {"model"}]>]>} : tensor<4x32x64xf32>
    %686 = sdy.sharding_constraint %685 <@mesh, [{"data"}, {"fsdp"}, {"model"}]> : tensor<4x32x64xf32>
    %687 = stablehlo.multiply %686, %90 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"fsdp"}, {"model"}]>]>} : tensor<4x32x64xf32>
    %688 = sdy.sharding_constraint %687 <@mesh, [{"data"}, {"fsdp"}, {"model"}]> : tensor<4x32x64xf32>
    %689 = stablehlo.add %681, %688 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"fsdp"}, {"model"}]>]>} : tensor<4x32x64xf32>
    %690 = sdy.sharding_constraint %689 <@mesh, [{"data"}, {"fsdp"}, {"model"}]> : tensor<4x32x64xf32>
    %691 = sdy.sharding_constraint %76 <@mesh, [{"data"}, {"fsdp"}, {}]> : tensor<4x32x32xf32>
    %692 = stablehlo.dot_general %690, %691, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"model"}, {}]>]>} : (tensor<4x32x64xf32>, tensor<4x32x32xf32>) -> tensor<64x32xf32>
    %693 = sdy.sharding_constraint %692 <@mesh, [{"model"}, {}]> : tensor<64x32xf32>
    %694 = stablehlo.transpose %693, dims = [1, 0] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"model"}]>]>} : (tensor<64x32xf32>) -> tensor<32x64xf32>
    %695 = sdy.sharding_constraint %694 <@mesh, [{}, {"model"}]> : tensor<32x64xf32>
    %696 = stablehlo.dot_general %690, %arg0, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"fsdp"}, {}]>]>} : (tensor<4x32x64xf32>, tensor<32x64xf32>) -> tensor<4x32x32xf32>
    %697 = sdy.sharding_constraint %696 <@mesh, [{"data"}, {"fsdp"}, {}]> : tensor<4x32x32xf32>
    %698 = sdy.sharding_constraint %697 <@mesh, [{"data", "model"}, {"fsdp"}, {}]> : tensor<4x32x32xf32>
    %699 = stablehlo.add %651, %698 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data", "model"}, {"fsdp"}, {}]>]>} : tensor<4x32x32xf32>
    %700 = sdy.sharding_constraint %699 <@mesh, [{"data", "model"}, {"fsdp"}, {}]> : tensor<4x32x32xf32>
    %701 = stablehlo.multiply %36, %700 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data", "model"}, {"fsdp"}, {}]>]>} : tensor<4x32x32xf32>
    %702 = sdy.sharding_constraint %701 <@mesh, [{"data", "model"}, {"fsdp"}, {}]> : tensor<4x32x32xf32>
    %cst_72 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<0.000000e+00> : tensor<f32>
    %703 = sdy.sharding_constraint %cst_72 <@mesh, []> : tensor<f32>
    %704 = stablehlo.reduce(%702 init: %703) applies stablehlo.add across dimensions = [2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data", "model"}, {"fsdp"}]>]>} : (tensor<4x32x32xf32>, tensor<f32>) -> tensor<4x32xf32>
    %705 = sdy.sharding_constraint %704 <@mesh, [{"data", "model"}, {"fsdp"}]> : tensor<4x32xf32>
    %706 = stablehlo.reshape %705 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data", "model"}, {"fsdp"}, {}]>]>} : (tensor<4x32xf32>) -> tensor<4x32x1xf32>
    %707 = sdy.sharding_constraint %706 <@mesh, [{"data", "model"}, {"fsdp"}, {}]> : tensor<4x32x1xf32>
    %708 = stablehlo.broadcast_in_dim %65, dims = [0, 1, 2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data", "model"}, {"fsdp"}, {}]>]>} : (tensor<4x32x1xf32>) -> tensor<4x32x32xf32>
    %709 = sdy.sharding_constraint %708 <@mesh, [{"data", "model"}, {"fsdp"}, {}]> : tensor<4x32x32xf32>
    %710 = stablehlo.multiply %700, %709 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data", "model"}, {"fsdp"}, {}]>]>} : tensor<4x32x32xf32>
    %711 = sdy.sharding_constraint %710 <@mesh, [{"data", "model"}, {"fsdp"}, {}]> : tensor<4x32x32xf32>
    %712 = stablehlo.multiply %707, %72 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data", "model"}, {"fsdp"}, {}]>]>} : tensor<4x32x1xf32>
    %713 = sdy.sharding_constraint %712 <@mesh, [{"data", "model"}, {"fsdp"}, {}]> : tensor<4x32x1xf32>
    %cst_73 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<3.200000e+01> : tensor<f32>
    %714 = sdy.sharding_constraint %cst_73 <@mesh, []> : tensor<f32>
    %715 = stablehlo.broadcast_in_dim %714, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data", "model"}, {"fsdp"}, {}]>]>} : (tensor<f32>) -> tensor<4x32x1xf32>
    %716 = sdy.sharding_constraint %715 <@mesh, [{"data", "model"}, {"fsdp"}, {}]> : tensor<4x32x1xf32>
    %717 = stablehlo.divide %713, %716 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data", "model"}, {"fsdp"}, {}]>]>} : tensor<4x32x1xf32>
    %718 = sdy.sharding_constraint %717 <@mesh, [{"data", "model"}, {"fsdp"}, {}]> : tensor<4x32x1xf32>
    %cst_74 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<0.000000e+00> : tensor<f32>
    %719 = sdy.sharding_constraint %cst_74 <@mesh, []> : tensor<f32>
    %720 = sdy.sharding_constraint %718 <@mesh, [{"data"}, {"fsdp"}, {}]> : tensor<4x32x1xf32>
    %721 = stablehlo.reduce(%720 init: %719) applies stablehlo.add across dimensions = [2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"fsdp"}]>]>} : (tensor<4x32x1xf32>, tensor<f32>) -> tensor<4x32xf32>
    %722 = sdy.sharding_constraint %721 <@mesh, [{"data"}, {"fsdp"}]> : tensor<4x32xf32>
    %723 = sdy.sharding_constraint %722 <@mesh, [{"data", "model"}, {"fsdp"}]> : tensor<4x32xf32>
    %724 = stablehlo.broadcast_in_dim %723, dims = [0, 1] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data", "model"}, {"fsdp"}, {}]>]>} : (tensor<4x32xf32>) -> tensor<4x32x32xf32>
    %725 = sdy.sharding_constraint %724 <@mesh, [{"data", "model"}, {"fsdp"}, {}]> : tensor<4x32x32xf32>
    %726 = stablehlo.multiply %725, %48 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data", "model"}, {"fsdp"}, {}]>]>} : tensor<4x32x32xf32>
    %727 = sdy.sharding_constraint %726 <@mesh, [{"data", "model"}, {"fsdp"}, {}]> : tensor<4x32x32xf32>
    %728 = stablehlo.negate %727 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data", "model"}, {"fsdp"}, {}]>]>} : tensor<4x32x32xf32>
    %729 = sdy.sharding_constraint %728 <@mesh, [{"data", "model"}, {"fsdp"}, {}]> : tensor<4x32x32xf32>
    %cst_75 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<0.000000e+00> : tensor<f32>
    %730 = sdy.sharding_constraint %cst_75 <@mesh, []> : tensor<f32>
    %731 = sdy.sharding_constraint %729 <@mesh, [{"data"}, {"fsdp", "model"}, {}]> : tensor<4x32x32xf32>
    %732 = stablehlo.reduce(%731 init: %730) applies stablehlo.add across dimensions = [2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"fsdp", "model"}]>]>} : (tensor<4x32x32xf32>, tensor<f32>) -> tensor<4x32xf32>
    %733 = sdy.sharding_constraint %732 <@mesh, [{"data"}, {"fsdp", "model"}]> : tensor<4x32xf32>
    %734 = stablehlo.reshape %733 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"fsdp", "model"}, {}]>]>} : (tensor<4x32xf32>) -> tensor<4x32x1xf32>
    %735 = sdy.sharding_constraint %734 <@mesh, [{"data"}, {"fsdp", "model"}, {}]> : tensor<4x32x1xf32>
    %736 = sdy.sharding_constraint %711 <@mesh, [{"data"}, {"fsdp"}, {"model"}]> : tensor<4x32x32xf32>
    %737 = stablehlo.negate %736 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"fsdp"}, {"model"}]>]>} : tensor<4x32x32xf32>
    %738 = sdy.sharding_constraint %737 <@mesh, [{"data"}, {"fsdp"}, {"model"}]> : tensor<4x32x32xf32>
    %cst_76 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<0.000000e+00> : tensor<f32>
    %739 = sdy.sharding_constraint %cst_76 <@mesh, []> : tensor<f32>
    %740 = sdy.sharding_constraint %738 <@mesh, [{"data"}, {"fsdp", "model"}, {}]> : tensor<4x32x32xf32>
    %741 = stablehlo.reduce(%740 init: %739) applies stablehlo.add across dimensions = [2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"fsdp", "model"}]>]>} : (tensor<4x32x32xf32>, tensor<f32>) -> tensor<4x32xf32>
    %742 = sdy.sharding_constraint %741 <@mesh, [{"data"}, {"fsdp", "model"}]> : tensor<4x32xf32>
    %743 = stablehlo.reshape %742 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"fsdp", "model"}, {}]>]>} : (tensor<4x32xf32>) -> tensor<4x32x1xf32>
    %744 = sdy.sharding_constraint %743 <@mesh, [{"data"}, {"fsdp", "model"}, {}]> : tensor<4x32x1xf32>
    %745 = sdy.sharding_constraint %727 <@mesh, [{"data"}, {"fsdp"}, {"model"}]> : tensor<4x32x32xf32>
    %746 = sdy.sharding_constraint %711 <@mesh, [{"data"}, {"fsdp"}, {"model"}]> : tensor<4x32x32xf32>
    %747 = stablehlo.add %745, %746 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"fsdp"}, {"model"}]>]>} : tensor<4x32x32xf32>
    %748 = sdy.sharding_constraint %747 <@mesh, [{"data"}, {"fsdp"}, {"model"}]> : tensor<4x32x32xf32>
    %749 = stablehlo.add %735, %744 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"fsdp", "model"}, {}]>]>} : tensor<4x32x1xf32>
    %750 = sdy.sharding_constraint %749 <@mesh, [{"data"}, {"fsdp", "model"}, {}]> : tensor<4x32x1xf32>
    %cst_77 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<3.200000e+01> : tensor<f32>
    %751 = sdy.sharding_constraint %cst_77 <@mesh, []> : tensor<f32>
    %752 = stablehlo.broadcast_in_dim %751, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"fsdp", "model"}, {}]>]>} : (tensor<f32>) -> tensor<4x32x1xf32>
    %753 = sdy.sharding_constraint %752 <@mesh, [{"data"}, {"fsdp", "model"}, {}]> : tensor<4x32x1xf32>
    %754 = stablehlo.divide %750, %753 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"fsdp", "model"}, {}]>]>} : tensor<4x32x1xf32>
    %755 = sdy.sharding_constraint %754 <@mesh, [{"data"}, {"fsdp", "model"}, {}]> : tensor<4x32x1xf32>
    %cst_78 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<0.000000e+00> : tensor<f32>
    %756 = sdy.sharding_constraint %cst_78 <@mesh, []> : tensor<f32>
    %757 = sdy.sharding_constraint %755 <@mesh, [{"data"}, {"fsdp"}, {}]> : tensor<4x32x1xf32>
    %758 = stablehlo.reduce(%757 init: %756) applies stablehlo.add across dimensions = [2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"fsdp"}]>]>} : (tensor<4x32x1xf32>, tensor<f32>) -> tensor<4x32xf32>
    %759 = sdy.sharding_constraint %758 <@mesh, [{"data"}, {"fsdp"}]> : tensor<4x32xf32>
    %760 = stablehlo.broadcast_in_dim %759, dims = [0, 1] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"fsdp"}, {"model"}]>]>} : (tensor<4x32xf32>) -> tensor<4x32x32xf32>
    %761 = sdy.sharding_constraint %760 <@mesh, [{"data"}, {"fsdp"}, {"model"}]> : tensor<4x32x32xf32>
    %762 = stablehlo.add %748, %761 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"fsdp"}, {"model"}]>]>} : tensor<4x32x32xf32>
    %763 = sdy.sharding_constraint %762 <@mesh, [{"data"}, {"fsdp"}, {"model"}]> : tensor<4x32x32xf32>
    %cst_79 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<0.000000e+00> : tensor<f32>
    %764 = sdy.sharding_constraint %cst_79 <@mesh, []> : tensor<f32>
    %765 = stablehlo.broadcast_in_dim %764, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data", "fsdp"}, {"model"}, {}]>]>} : (tensor<f32>) -> tensor<4x32x32xf32>
    %766 = sdy.sharding_constraint %765 <@mesh, [{"data", "fsdp"}, {"model"}, {}]> : tensor<4x32x32xf32>
    %767 = sdy.sharding_constraint %763 <@mesh, [{"data", "fsdp"}, {"model"}, {}]> : tensor<4x32x32xf32>
    %768 = stablehlo.complex %767, %766 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data", "fsdp"}, {"model"}, {}]>]>} : tensor<4x32x32xcomplex<f32>>
    %769 = sdy.sharding_constraint %768 <@mesh, [{"data", "fsdp"}, {"model"}, {}]> : tensor<4x32x32xcomplex<f32>>
    %770 = sdy.sharding_constraint %769 <@mesh, [{"data", "fsdp"}, {}, {"model"}]> : tensor<4x32x32xcomplex<f32>>
    %771 = stablehlo.transpose %770, dims = [0, 2, 1] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data", "fsdp"}, {"model"}, {}]>]>} : (tensor<4x32x32xcomplex<f32>>) -> tensor<4x32x32xcomplex<f32>>
    %772 = sdy.sharding_constraint %771 <@mesh, [{"data", "fsdp"}, {"model"}, {}]> : tensor<4x32x32xcomplex<f32>>
    %773 = stablehlo.fft %772, type = FFT, length = [32] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data", "fsdp"}, {"model"}, {}]>]>} : (tensor<4x32x32xcomplex<f32>>) -> tensor<4x32x32xcomplex<f32>>
    %774 = sdy.sharding_constraint %773 <@mesh, [{"data", "fsdp"}, {"model"}, {}]> : tensor<4x32x32xcomplex<f32>>
    %775 = stablehlo.transpose %774, dims = [0, 2, 1] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data", "fsdp"}, {}, {"model"}]>]>} : (tensor<4x32x32xcomplex<f32>>) -> tensor<4x32x32xcomplex<f32>>
    %776 = sdy.sharding_constraint %775 <@mesh, [{"data", "fsdp"}, {}, {"model"}]> : tensor<4x32x32xcomplex<f32>>
    %777 = sdy.sharding_constraint %776 <@mesh, [{"data", "fsdp"}, {"model"}, {}]> : tensor<4x32x32xcomplex<f32>>
    %778 = stablehlo.fft %777, type = FFT, length = [32] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data", "fsdp"}, {"model"}, {}]>]>} : (tensor<4x32x32xcomplex<f32>>) -> tensor<4x32x32xcomplex<f32>>
    %779 = sdy.sharding_constraint %778 <@mesh, [{"data", "fsdp"}, {"model"}, {}]> : tensor<4x32x32xcomplex<f32>>
    %780 = stablehlo.real %779 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data", "fsdp"}, {"model"}, {}]>]>} : (tensor<4x32x32xcomplex<f32>>) -> tensor<4x32x32xf32>
    %781 = sdy.sharding_constraint %780 <@mesh, [{"data", "fsdp"}, {"model"}, {}]> : tensor<4x32x32xf32>
    %782 = stablehlo.convert %781 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data", "fsdp"}, {"model"}, {}]>]>} : tensor<4x32x32xf32>
    %783 = sdy.sharding_constraint %782 <@mesh, [{"data", "fsdp"}, {"model"}, {}]> : tensor<4x32x32xf32>
    %784 = sdy.sharding_constraint %763 <@mesh, [{"data", "fsdp"}, {"model"}, {}]> : tensor<4x32x32xf32>
    %785 = stablehlo.add %784, %783 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data", "fsdp"}, {"model"}, {}]>]>} : tensor<4x32x32xf32>
    %786 = sdy.sharding_constraint %785 <@mesh, [{"data", "fsdp"}, {"model"}, {}]> : tensor<4x32x32xf32>
    %787 = sdy.sharding_constraint %786 <@mesh, [{"data"}, {}, {"fsdp"}]> : tensor<4x32x32xf32>
    %788 = sdy.sharding_constraint %arg6 <@mesh, [{"data"}, {}, {}]> : tensor<4x32x16xf32>
    %789 = stablehlo.dot_general %787, %788, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"fsdp"}, {}]>]>} : (tensor<4x32x32xf32>, tensor<4x32x16xf32>) -> tensor<32x16xf32>
    %790 = sdy.sharding_constraint %789 <@mesh, [{"fsdp"}, {}]> : tensor<32x16xf32>
    %791 = sdy.sharding_constraint %790 <@mesh, [{"fsdp"}, {"model"}]> : tensor<32x16xf32>
    %792 = stablehlo.transpose %791, dims = [1, 0] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"model"}, {"fsdp"}]>]>} : (tensor<32x16xf32>) -> tensor<16x32xf32>
    %793 = sdy.sharding_constraint %792 <@mesh, [{"model"}, {"fsdp"}]> : tensor<16x32xf32>
    %cst_80 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<5.000000e-02> : tensor<f32>
    %794 = sdy.sharding_constraint %cst_80 <@mesh, []> : tensor<f32>
    %795 = stablehlo.broadcast_in_dim %794, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"model"}]>]>} : (tensor<f32>) -> tensor<32x64xf32>
    %796 = sdy.sharding_constraint %795 <@mesh, [{}, {"model"}]> : tensor<32x64xf32>
    %797 = stablehlo.multiply %796, %695 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"model"}]>]>} : tensor<32x64xf32>
    %798 = sdy.sharding_constraint %797 <@mesh, [{}, {"model"}]> : tensor<32x64xf32>
    %799 = stablehlo.subtract %arg0, %798 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"model"}]>]>} : tensor<32x64xf32>
    %800 = sdy.sharding_constraint %799 <@mesh, [{}, {"model"}]> : tensor<32x64xf32>
    %cst_81 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<5.000000e-02> : tensor<f32>
    %801 = sdy.sharding_constraint %cst_81 <@mesh, []> : tensor<f32>
    %802 = stablehlo.broadcast_in_dim %801, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"model"}, {}]>]>} : (tensor<f32>) -> tensor<64x32xf32>
    %803 = sdy.sharding_constraint %802 <@mesh, [{"model"}, {}]> : tensor<64x32xf32>
    %804 = stablehlo.multiply %803, %656 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"model"}, {}]>]>} : tensor<64x32xf32>
    %805 = sdy.sharding_constraint %804 <@mesh, [{"model"}, {}]> : tensor<64x32xf32>
    %806 = stablehlo.subtract %arg1, %805 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"model"}, {}]>]>} : tensor<64x32xf32>
    %807 = sdy.sharding_constraint %806 <@mesh, [{"model"}, {}]> : tensor<64x32xf32>
    %cst_82 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<5.000000e-02> : tensor<f32>
    %808 = sdy.sharding_constraint %cst_82 <@mesh, []> : tensor<f32>
    %809 = stablehlo.broadcast_in_dim %808, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"model"}]>]>} : (tensor<f32>) -> tensor<32x64xf32>
    %810 = sdy.sharding_constraint %809 <@mesh, [{}, {"model"}]> : tensor<32x64xf32>
    %811 = stablehlo.multiply %810, %501 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"model"}]>]>} : tensor<32x64xf32>
    %812 = sdy.sharding_constraint %811 <@mesh, [{}, {"model"}]> : tensor<32x64xf32>
    %813 = stablehlo.subtract %arg2, %812 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"model"}]>]>} : tensor<32x64xf32>
    %814 = sdy.sharding_constraint %813 <@mesh, [{}, {"model"}]> : tensor<32x64xf32>
    %cst_83 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<5.000000e-02> : tensor<f32>
    %815 = sdy.sharding_constraint %cst_83 <@mesh, []> : tensor<f32>
    %816 = stablehlo.broadcast_in_dim %815, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"model"}, {}]>]>} : (tensor<f32>) -> tensor<64x32xf32>
    %817 = sdy.sharding_constraint %816 <@mesh, [{"model"}, {}]> : tensor<64x32xf32>
    %818 = stablehlo.multiply %817, %462 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"model"}, {}]>]>} : tensor<64x32xf32>
    %819 = sdy.sharding_constraint %818 <@mesh, [{"model"}, {}]> : tensor<64x32xf32>
    %820 = stablehlo.subtract %arg3, %819 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"model"}, {}]>]>} : tensor<64x32xf32>
    %821 = sdy.sharding_constraint %820 <@mesh, [{"model"}, {}]> : tensor<64x32xf32>
    %cst_84 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<5.000000e-02> : tensor<f32>
    %822 = sdy.sharding_constraint %cst_84 <@mesh, []> : tensor<f32>
    %823 = stablehlo.broadcast_in_dim %822, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"model"}, {"fsdp"}]>]>} : (tensor<f32>) -> tensor<16x32xf32>
    %824 = sdy.sharding_constraint %823 <@mesh, [{"model"}, {"fsdp"}]> : tensor<16x32xf32>
    %825 = stablehlo.multiply %824, %793 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"model"}, {"fsdp"}]>]>} : tensor<16x32xf32>
    %826 = sdy.sharding_constraint %825 <@mesh, [{"model"}, {"fsdp"}]> : tensor<16x32xf32>
    %827 = stablehlo.subtract %arg4, %826 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"model"}, {"fsdp"}]>]>} : tensor<16x32xf32>
    %828 = sdy.sharding_constraint %827 <@mesh, [{"model"}, {"fsdp"}]> : tensor<16x32xf32>
    %cst_85 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<5.000000e-02> : tensor<f32>
    %829 = sdy.sharding_constraint %cst_85 <@mesh, []> : tensor<f32>
    %830 = stablehlo.broadcast_in_dim %829, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"model"}, {}]>]>} : (tensor<f32>) -> tensor<32x4xf32>
    %831 = sdy.sharding_constraint %830 <@mesh, [{"model"}, {}]> : tensor<32x4xf32>
    %832 = stablehlo.multiply %831, %392 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"model"}, {}]>]>} : tensor<32x4xf32>
    %833 = sdy.sharding_constraint %832 <@mesh, [{"model"}, {}]> : tensor<32x4xf32>
    %834 = stablehlo.subtract %arg5, %833 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"model"}, {}]>]>} : tensor<32x4xf32>
    %835 = sdy.sharding_constraint %834 <@mesh, [{"model"}, {}]> : tensor<32x4xf32>
    return %800, %807, %814, %821, %828, %835, %378 : tensor<32x64xf32>, tensor<64x32xf32>, tensor<32x64xf32>, tensor<64x32xf32>, tensor<16x32xf32>, tensor<32x4xf32>, tensor<f32>
  }
}
