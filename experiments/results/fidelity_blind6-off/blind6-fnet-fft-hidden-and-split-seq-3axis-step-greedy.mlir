module {
  sdy.mesh @mesh = <["data"=2, "fsdp"=2, "model"=2]>
  func.func @main(%arg0: tensor<32x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, %arg1: tensor<64x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {}]>}, %arg2: tensor<32x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, %arg3: tensor<64x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {}]>}, %arg4: tensor<16x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg5: tensor<32x4xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg6: tensor<4x32x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {"fsdp"}, {}]>}, %arg7: tensor<4x32x4xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {"fsdp"}, {}]>}) -> (tensor<32x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, tensor<64x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {}]>}, tensor<32x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, tensor<64x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {}]>}, tensor<16x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, tensor<32x4xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, tensor<f32> {sdy.sharding = #sdy.sharding<@mesh, []>}) {
    %0 = stablehlo.dot_general %arg6, %arg4, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"fsdp"}, {}]>]>} : (tensor<4x32x16xf32>, tensor<16x32xf32>) -> tensor<4x32x32xf32>
    %1 = sdy.sharding_constraint %0 <@mesh, [{"data"}, {"fsdp"}, {}]> : tensor<4x32x32xf32>
    %2 = stablehlo.convert %1 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"fsdp"}, {}]>]>} : (tensor<4x32x32xf32>) -> tensor<4x32x32xcomplex<f32>>
    %3 = sdy.sharding_constraint %2 <@mesh, [{"data"}, {"fsdp"}, {}]> : tensor<4x32x32xcomplex<f32>>
    %4 = stablehlo.fft %3, type = FFT, length = [32] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"fsdp"}, {}]>]>} : (tensor<4x32x32xcomplex<f32>>) -> tensor<4x32x32xcomplex<f32>>
    %5 = sdy.sharding_constraint %4 <@mesh, [{"data"}, {"fsdp"}, {}]> : tensor<4x32x32xcomplex<f32>>
    %6 = stablehlo.transpose %5, dims = [0, 2, 1] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {"fsdp"}]>]>} : (tensor<4x32x32xcomplex<f32>>) -> tensor<4x32x32xcomplex<f32>>
    %7 = sdy.sharding_constraint %6 <@mesh, [{"data"}, {}, {"fsdp"}]> : tensor<4x32x32xcomplex<f32>>
    %8 = sdy.sharding_constraint %7 <@mesh, [{"data", "fsdp"}, {}, {}]> : tensor<4x32x32xcomplex<f32>>
    %9 = stablehlo.fft %8, type = FFT, length = [32] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data", "fsdp"}, {}, {}]>]>} : (tensor<4x32x32xcomplex<f32>>) -> tensor<4x32x32xcomplex<f32>>
    %10 = sdy.sharding_constraint %9 <@mesh, [{"data", "fsdp"}, {}, {}]> : tensor<4x32x32xcomplex<f32>>
    %11 = sdy.sharding_constraint %10 <@mesh, [{"data"}, {}, {"fsdp"}]> : tensor<4x32x32xcomplex<f32>>
    %12 = stablehlo.transpose %11, dims = [0, 2, 1] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"fsdp"}, {}]>]>} : (tensor<4x32x32xcomplex<f32>>) -> tensor<4x32x32xcomplex<f32>>
    %13 = sdy.sharding_constraint %12 <@mesh, [{"data"}, {"fsdp"}, {}]> : tensor<4x32x32xcomplex<f32>>
    %14 = stablehlo.real %13 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"fsdp"}, {}]>]>} : (tensor<4x32x32xcomplex<f32>>) -> tensor<4x32x32xf32>
    %15 = sdy.sharding_constraint %14 <@mesh, [{"data"}, {"fsdp"}, {}]> : tensor<4x32x32xf32>
    %16 = stablehlo.add %1, %15 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"fsdp"}, {}]>]>} : tensor<4x32x32xf32>
    %17 = sdy.sharding_constraint %16 <@mesh, [{"data"}, {"fsdp"}, {}]> : tensor<4x32x32xf32>
    %cst = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<0.000000e+00> : tensor<f32>
    %18 = sdy.sharding_constraint %cst <@mesh, []> : tensor<f32>
    %19 = stablehlo.reduce(%17 init: %18) applies stablehlo.add across dimensions = [2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"fsdp"}]>]>} : (tensor<4x32x32xf32>, tensor<f32>) -> tensor<4x32xf32>
    %20 = sdy.sharding_constraint %19 <@mesh, [{"data"}, {"fsdp"}]> : tensor<4x32xf32>
    %21 = stablehlo.broadcast_in_dim %20, dims = [0, 1] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"fsdp"}, {}]>]>} : (tensor<4x32xf32>) -> tensor<4x32x1xf32>
    %22 = sdy.sharding_constraint %21 <@mesh, [{"data"}, {"fsdp"}, {}]> : tensor<4x32x1xf32>
    %cst_0 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<3.200000e+01> : tensor<f32>
    %23 = sdy.sharding_constraint %cst_0 <@mesh, []> : tensor<f32>
    %24 = stablehlo.broadcast_in_dim %23, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"fsdp"}, {}]>]>} : (tensor<f32>) -> tensor<4x32x1xf32>
    %25 = sdy.sharding_constraint %24 <@mesh, [{"data"}, {"fsdp"}, {}]> : tensor<4x32x1xf32>
    %26 = stablehlo.divide %22, %25 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"fsdp"}, {}]>]>} : tensor<4x32x1xf32>
    %27 = sdy.sharding_constraint %26 <@mesh, [{"data"}, {"fsdp"}, {}]> : tensor<4x32x1xf32>
    %28 = stablehlo.broadcast_in_dim %27, dims = [0, 1, 2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"fsdp"}, {}]>]>} : (tensor<4x32x1xf32>) -> tensor<4x32x32xf32>
    %29 = sdy.sharding_constraint %28 <@mesh, [{"data"}, {"fsdp"}, {}]> : tensor<4x32x32xf32>
    %30 = stablehlo.subtract %17, %29 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"fsdp"}, {}]>]>} : tensor<4x32x32xf32>
    %31 = sdy.sharding_constraint %30 <@mesh, [{"data"}, {"fsdp"}, {}]> : tensor<4x32x32xf32>
    %32 = stablehlo.broadcast_in_dim %27, dims = [0, 1, 2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"fsdp"}, {}]>]>} : (tensor<4x32x1xf32>) -> tensor<4x32x32xf32>
    %33 = sdy.sharding_constraint %32 <@mesh, [{"data"}, {"fsdp"}, {}]> : tensor<4x32x32xf32>
    %34 = stablehlo.subtract %17, %33 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"fsdp"}, {}]>]>} : tensor<4x32x32xf32>
    %35 = sdy.sharding_constraint %34 <@mesh, [{"data"}, {"fsdp"}, {}]> : tensor<4x32x32xf32>
    %36 = stablehlo.multiply %35, %35 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"fsdp"}, {}]>]>} : tensor<4x32x32xf32>
    %37 = sdy.sharding_constraint %36 <@mesh, [{"data"}, {"fsdp"}, {}]> : tensor<4x32x32xf32>
    %cst_1 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<2.000000e+00> : tensor<f32>
    %38 = sdy.sharding_constraint %cst_1 <@mesh, []> : tensor<f32>
    %39 = stablehlo.broadcast_in_dim %38, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"fsdp"}, {}]>]>} : (tensor<f32>) -> tensor<4x32x32xf32>
    %40 = sdy.sharding_constraint %39 <@mesh, [{"data"}, {"fsdp"}, {}]> : tensor<4x32x32xf32>
    %41 = stablehlo.multiply %40, %35 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"fsdp"}, {}]>]>} : tensor<4x32x32xf32>
    %42 = sdy.sharding_constraint %41 <@mesh, [{"data"}, {"fsdp"}, {}]> : tensor<4x32x32xf32>
    %cst_2 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<0.000000e+00> : tensor<f32>
    %43 = sdy.sharding_constraint %cst_2 <@mesh, []> : tensor<f32>
    %44 = stablehlo.reduce(%37 init: %43) applies stablehlo.add across dimensions = [2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"fsdp"}]>]>} : (tensor<4x32x32xf32>, tensor<f32>) -> tensor<4x32xf32>
    %45 = sdy.sharding_constraint %44 <@mesh, [{"data"}, {"fsdp"}]> : tensor<4x32xf32>
    %46 = stablehlo.broadcast_in_dim %45, dims = [0, 1] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"fsdp"}, {}]>]>} : (tensor<4x32xf32>) -> tensor<4x32x1xf32>
    %47 = sdy.sharding_constraint %46 <@mesh, [{"data"}, {"fsdp"}, {}]> : tensor<4x32x1xf32>
    %cst_3 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<3.200000e+01> : tensor<f32>
    %48 = sdy.sharding_constraint %cst_3 <@mesh, []> : tensor<f32>
    %49 = stablehlo.broadcast_in_dim %48, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"fsdp"}, {}]>]>} : (tensor<f32>) -> tensor<4x32x1xf32>
    %50 = sdy.sharding_constraint %49 <@mesh, [{"data"}, {"fsdp"}, {}]> : tensor<4x32x1xf32>
    %51 = stablehlo.divide %47, %50 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"fsdp"}, {}]>]>} : tensor<4x32x1xf32>
    %52 = sdy.sharding_constraint %51 <@mesh, [{"data"}, {"fsdp"}, {}]> : tensor<4x32x1xf32>
    %cst_4 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<9.99999974E-6> : tensor<f32>
    %53 = sdy.sharding_constraint %cst_4 <@mesh, []> : tensor<f32>
    %54 = stablehlo.broadcast_in_dim %53, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"fsdp"}, {}]>]>} : (tensor<f32>) -> tensor<4x32x1xf32>
    %55 = sdy.sharding_constraint %54 <@mesh, [{"data"}, {"fsdp"}, {}]> : tensor<4x32x1xf32>
    %56 = stablehlo.add %52, %55 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"fsdp"}, {}]>]>} : tensor<4x32x1xf32>
    %57 = sdy.sharding_constraint %56 <@mesh, [{"data"}, {"fsdp"}, {}]> : tensor<4x32x1xf32>
    %58 = stablehlo.rsqrt %57 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"fsdp"}, {}]>]>} : tensor<4x32x1xf32>
    %59 = sdy.sharding_constraint %58 <@mesh, [{"data"}, {"fsdp"}, {}]> : tensor<4x32x1xf32>
    %60 = stablehlo.divide %59, %57 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"fsdp"}, {}]>]>} : tensor<4x32x1xf32>
    %61 = sdy.sharding_constraint %60 <@mesh, [{"data"}, {"fsdp"}, {}]> : tensor<4x32x1xf32>
    %cst_5 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<-5.000000e-01> : tensor<f32>
    %62 = sdy.sharding_constraint %cst_5 <@mesh, []> : tensor<f32>
    %63 = stablehlo.broadcast_in_dim %62, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"fsdp"}, {}]>]>} : (tensor<f32>) -> tensor<4x32x1xf32>
    %64 = sdy.sharding_constraint %63 <@mesh, [{"data"}, {"fsdp"}, {}]> : tensor<4x32x1xf32>
    %65 = stablehlo.multiply %64, %61 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"fsdp"}, {}]>]>} : tensor<4x32x1xf32>
    %66 = sdy.sharding_constraint %65 <@mesh, [{"data"}, {"fsdp"}, {}]> : tensor<4x32x1xf32>
    %67 = stablehlo.broadcast_in_dim %59, dims = [0, 1, 2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"fsdp"}, {}]>]>} : (tensor<4x32x1xf32>) -> tensor<4x32x32xf32>
    %68 = sdy.sharding_constraint %67 <@mesh, [{"data"}, {"fsdp"}, {}]> : tensor<4x32x32xf32>
    %69 = stablehlo.multiply %31, %68 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"fsdp"}, {}]>]>} : tensor<4x32x32xf32>
    %70 = sdy.sharding_constraint %69 <@mesh, [{"data"}, {"fsdp"}, {}]> : tensor<4x32x32xf32>
    %71 = stablehlo.dot_general %70, %arg0, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"fsdp"}, {"model"}]>]>} : (tensor<4x32x32xf32>, tensor<32x64xf32>) -> tensor<4x32x64xf32>
    %72 = sdy.sharding_constraint %71 <@mesh, [{"data"}, {"fsdp"}, {"model"}]> : tensor<4x32x64xf32>
    %73 = stablehlo.multiply %72, %72 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"fsdp"}, {"model"}]>]>} : tensor<4x32x64xf32>
    %74 = sdy.sharding_constraint %73 <@mesh, [{"data"}, {"fsdp"}, {"model"}]> : tensor<4x32x64xf32>
    %75 = stablehlo.multiply %74, %72 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"fsdp"}, {"model"}]>]>} : tensor<4x32x64xf32>
    %76 = sdy.sharding_constraint %75 <@mesh, [{"data"}, {"fsdp"}, {"model"}]> : tensor<4x32x64xf32>
    %77 = stablehlo.multiply %72, %72 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"fsdp"}, {"model"}]>]>} : tensor<4x32x64xf32>
    %78 = sdy.sharding_constraint %77 <@mesh, [{"data"}, {"fsdp"}, {"model"}]> : tensor<4x32x64xf32>
    %cst_6 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<3.000000e+00> : tensor<f32>
    %79 = sdy.sharding_constraint %cst_6 <@mesh, []> : tensor<f32>
    %80 = stablehlo.broadcast_in_dim %79, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"fsdp"}, {"model"}]>]>} : (tensor<f32>) -> tensor<4x32x64xf32>
    %81 = sdy.sharding_constraint %80 <@mesh, [{"data"}, {"fsdp"}, {"model"}]> : tensor<4x32x64xf32>
    %82 = stablehlo.multiply %81, %78 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"fsdp"}, {"model"}]>]>} : tensor<4x32x64xf32>
    %83 = sdy.sharding_constraint %82 <@mesh, [{"data"}, {"fsdp"}, {"model"}]> : tensor<4x32x64xf32>
    %cst_7 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<4.471500e-02> : tensor<f32>
    %84 = sdy.sharding_constraint %cst_7 <@mesh, []> : tensor<f32>
    %85 = stablehlo.broadcast_in_dim %84, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"fsdp"}, {"model"}]>]>} : (tensor<f32>) -> tensor<4x32x64xf32>
    %86 = sdy.sharding_constraint %85 <@mesh, [{"data"}, {"fsdp"}, {"model"}]> : tensor<4x32x64xf32>
    %87 = stablehlo.multiply %86, %76 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"fsdp"}, {"model"}]>]>} : tensor<4x32x64xf32>
    %88 = sdy.sharding_constraint %87 <@mesh, [{"data"}, {"fsdp"}, {"model"}]> : tensor<4x32x64xf32>
    %89 = stablehlo.add %72, %88 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"fsdp"}, {"model"}]>]>} : tensor<4x32x64xf32>
    %90 = sdy.sharding_constraint %89 <@mesh, [{"data"}, {"fsdp"}, {"model"}]> : tensor<4x32x64xf32>
    %cst_8 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<0.797884583> : tensor<f32>
    %91 = sdy.sharding_constraint %cst_8 <@mesh, []> : tensor<f32>
    %92 = stablehlo.broadcast_in_dim %91, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"fsdp"}, {"model"}]>]>} : (tensor<f32>) -> tensor<4x32x64xf32>
    %93 = sdy.sharding_constraint %92 <@mesh, [{"data"}, {"fsdp"}, {"model"}]> : tensor<4x32x64xf32>
    %94 = stablehlo.multiply %93, %90 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"fsdp"}, {"model"}]>]>} : tensor<4x32x64xf32>
    %95 = sdy.sharding_constraint %94 <@mesh, [{"data"}, {"fsdp"}, {"model"}]> : tensor<4x32x64xf32>
    %96 = stablehlo.tanh %95 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"fsdp"}, {"model"}]>]>} : tensor<4x32x64xf32>
    %97 = sdy.sharding_constraint %96 <@mesh, [{"data"}, {"fsdp"}, {"model"}]> : tensor<4x32x64xf32>
    %cst_9 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<1.000000e+00> : tensor<f32>
    %98 = sdy.sharding_constraint %cst_9 <@mesh, []> : tensor<f32>
    %99 = stablehlo.broadcast_in_dim %98, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"fsdp"}, {"model"}]>]>} : (tensor<f32>) -> tensor<4x32x64xf32>
    %100 = sdy.sharding_constraint %99 <@mesh, [{"data"}, {"fsdp"}, {"model"}]> : tensor<4x32x64xf32>
    %101 = stablehlo.subtract %100, %97 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"fsdp"}, {"model"}]>]>} : tensor<4x32x64xf32>
    %102 = sdy.sharding_constraint %101 <@mesh, [{"data"}, {"fsdp"}, {"model"}]> : tensor<4x32x64xf32>
    %cst_10 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<1.000000e+00> : tensor<f32>
    %103 = sdy.sharding_constraint %cst_10 <@mesh, []> : tensor<f32>
    %104 = stablehlo.broadcast_in_dim %103, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"fsdp"}, {"model"}]>]>} : (tensor<f32>) -> tensor<4x32x64xf32>
    %105 = sdy.sharding_constraint %104 <@mesh, [{"data"}, {"fsdp"}, {"model"}]> : tensor<4x32x64xf32>
    %106 = stablehlo.add %105, %97 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"fsdp"}, {"model"}]>]>} : tensor<4x32x64xf32>
    %107 = sdy.sharding_constraint %106 <@mesh, [{"data"}, {"fsdp"}, {"model"}]> : tensor<4x32x64xf32>
    %cst_11 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<5.000000e-01> : tensor<f32>
    %108 = sdy.sharding_constraint %cst_11 <@mesh, []> : tensor<f32>
    %109 = stablehlo.broadcast_in_dim %108, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"fsdp"}, {"model"}]>]>} : (tensor<f32>) -> tensor<4x32x64xf32>
    %110 = sdy.sharding_constraint %109 <@mesh, [{"data"}, {"fsdp"}, {"model"}]> : tensor<4x32x64xf32>
    %111 = stablehlo.multiply %110, %107 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"fsdp"}, {"model"}]>]>} : tensor<4x32x64xf32>
    %112 = sdy.sharding_constraint %111 <@mesh, [{"data"}, {"fsdp"}, {"model"}]> : tensor<4x32x64xf32>
    %113 = stablehlo.multiply %72, %112 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"fsdp"}, {"model"}]>]>} : tensor<4x32x64xf32>
    %114 = sdy.sharding_constraint %113 <@mesh, [{"data"}, {"fsdp"}, {"model"}]> : tensor<4x32x64xf32>
    %115 = stablehlo.dot_general %114, %arg1, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"fsdp"}, {}]>]>} : (tensor<4x32x64xf32>, tensor<64x32xf32>) -> tensor<4x32x32xf32>
    %116 = sdy.sharding_constraint %115 <@mesh, [{"data"}, {"fsdp"}, {}]> : tensor<4x32x32xf32>
    %117 = stablehlo.add %70, %116 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"fsdp"}, {}]>]>} : tensor<4x32x32xf32>
    %118 = sdy.sharding_constraint %117 <@mesh, [{"data"}, {"fsdp"}, {}]> : tensor<4x32x32xf32>
    %cst_12 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<0.000000e+00> : tensor<f32>
    %119 = sdy.sharding_constraint %cst_12 <@mesh, []> : tensor<f32>
    %120 = stablehlo.reduce(%118 init: %119) applies stablehlo.add across dimensions = [2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"fsdp"}]>]>} : (tensor<4x32x32xf32>, tensor<f32>) -> tensor<4x32xf32>
    %121 = sdy.sharding_constraint %120 <@mesh, [{"data"}, {"fsdp"}]> : tensor<4x32xf32>
    %122 = stablehlo.broadcast_in_dim %121, dims = [0, 1] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"fsdp"}, {}]>]>} : (tensor<4x32xf32>) -> tensor<4x32x1xf32>
    %123 = sdy.sharding_constraint %122 <@mesh, [{"data"}, {"fsdp"}, {}]> : tensor<4x32x1xf32>
    %cst_13 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<3.200000e+01> : tensor<f32>
    %124 = sdy.sharding_constraint %cst_13 <@mesh, []> : tensor<f32>
    %125 = stablehlo.broadcast_in_dim %124, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"fsdp"}, {}]>]>} : (tensor<f32>) -> tensor<4x32x1xf32>
    %126 = sdy.sharding_constraint %125 <@mesh, [{"data"}, {"fsdp"}, {}]> : tensor<4x32x1xf32>
    %127 = stablehlo.divide %123, %126 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"fsdp"}, {}]>]>} : tensor<4x32x1xf32>
    %128 = sdy.sharding_constraint %127 <@mesh, [{"data"}, {"fsdp"}, {}]> : tensor<4x32x1xf32>
    %129 = stablehlo.broadcast_in_dim %128, dims = [0, 1, 2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"fsdp"}, {}]>]>} : (tensor<4x32x1xf32>) -> tensor<4x32x32xf32>
    %130 = sdy.sharding_constraint %129 <@mesh, [{"data"}, {"fsdp"}, {}]> : tensor<4x32x32xf32>
    %131 = stablehlo.subtract %118, %130 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"fsdp"}, {}]>]>} : tensor<4x32x32xf32>
    %132 = sdy.sharding_constraint %131 <@mesh, [{"data"}, {"fsdp"}, {}]> : tensor<4x32x32xf32>
    %133 = stablehlo.broadcast_in_dim %128, dims = [0, 1, 2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"fsdp"}, {}]>]>} : (tensor<4x32x1xf32>) -> tensor<4x32x32xf32>
    %134 = sdy.sharding_constraint %133 <@mesh, [{"data"}, {"fsdp"}, {}]> : tensor<4x32x32xf32>
    %135 = stablehlo.subtract %118, %134 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"fsdp"}, {}]>]>} : tensor<4x32x32xf32>
    %136 = sdy.sharding_constraint %135 <@mesh, [{"data"}, {"fsdp"}, {}]> : tensor<4x32x32xf32>
    %137 = stablehlo.multiply %136, %136 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"fsdp"}, {}]>]>} : tensor<4x32x32xf32>
    %138 = sdy.sharding_constraint %137 <@mesh, [{"data"}, {"fsdp"}, {}]> : tensor<4x32x32xf32>
    %cst_14 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<2.000000e+00> : tensor<f32>
    %139 = sdy.sharding_constraint %cst_14 <@mesh, []> : tensor<f32>
    %140 = stablehlo.broadcast_in_dim %139, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"fsdp"}, {}]>]>} : (tensor<f32>) -> tensor<4x32x32xf32>
    %141 = sdy.sharding_constraint %140 <@mesh, [{"data"}, {"fsdp"}, {}]> : tensor<4x32x32xf32>
    %142 = stablehlo.multiply %141, %136 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"fsdp"}, {}]>]>} : tensor<4x32x32xf32>
    %143 = sdy.sharding_constraint %142 <@mesh, [{"data"}, {"fsdp"}, {}]> : tensor<4x32x32xf32>
    %cst_15 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<0.000000e+00> : tensor<f32>
    %144 = sdy.sharding_constraint %cst_15 <@mesh, []> : tensor<f32>
    %145 = stablehlo.reduce(%138 init: %144) applies stablehlo.add across dimensions = [2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"fsdp"}]>]>} : (tensor<4x32x32xf32>, tensor<f32>) -> tensor<4x32xf32>
    %146 = sdy.sharding_constraint %145 <@mesh, [{"data"}, {"fsdp"}]> : tensor<4x32xf32>
    %147 = stablehlo.broadcast_in_dim %146, dims = [0, 1] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"fsdp"}, {}]>]>} : (tensor<4x32xf32>) -> tensor<4x32x1xf32>
    %148 = sdy.sharding_constraint %147 <@mesh, [{"data"}, {"fsdp"}, {}]> : tensor<4x32x1xf32>
    %cst_16 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<3.200000e+01> : tensor<f32>
    %149 = sdy.sharding_constraint %cst_16 <@mesh, []> : tensor<f32>
    %150 = stablehlo.broadcast_in_dim %149, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"fsdp"}, {}]>]>} : (tensor<f32>) -> tensor<4x32x1xf32>
    %151 = sdy.sharding_constraint %150 <@mesh, [{"data"}, {"fsdp"}, {}]> : tensor<4x32x1xf32>
    %152 = stablehlo.divide %148, %151 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"fsdp"}, {}]>]>} : tensor<4x32x1xf32>
    %153 = sdy.sharding_constraint %152 <@mesh, [{"data"}, {"fsdp"}, {}]> : tensor<4x32x1xf32>
    %cst_17 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<9.99999974E-6> : tensor<f32>
    %154 = sdy.sharding_constraint %cst_17 <@mesh, []> : tensor<f32>
    %155 = stablehlo.broadcast_in_dim %154, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"fsdp"}, {}]>]>} : (tensor<f32>) -> tensor<4x32x1xf32>
    %156 = sdy.sharding_constraint %155 <@mesh, [{"data"}, {"fsdp"}, {}]> : tensor<4x32x1xf32>
    %157 = stablehlo.add %153, %156 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"fsdp"}, {}]>]>} : tensor<4x32x1xf32>
    %158 = sdy.sharding_constraint %157 <@mesh, [{"data"}, {"fsdp"}, {}]> : tensor<4x32x1xf32>
    %159 = stablehlo.rsqrt %158 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"fsdp"}, {}]>]>} : tensor<4x32x1xf32>
    %160 = sdy.sharding_constraint %159 <@mesh, [{"data"}, {"fsdp"}, {}]> : tensor<4x32x1xf32>
    %161 = stablehlo.divide %160, %158 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"fsdp"}, {}]>]>} : tensor<4x32x1xf32>
    %162 = sdy.sharding_constraint %161 <@mesh, [{"data"}, {"fsdp"}, {}]> : tensor<4x32x1xf32>
    %cst_18 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<-5.000000e-01> : tensor<f32>
    %163 = sdy.sharding_constraint %cst_18 <@mesh, []> : tensor<f32>
    %164 = stablehlo.broadcast_in_dim %163, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"fsdp"}, {}]>]>} : (tensor<f32>) -> tensor<4x32x1xf32>
    %165 = sdy.sharding_constraint %164 <@mesh, [{"data"}, {"fsdp"}, {}]> : tensor<4x32x1xf32>
    %166 = stablehlo.multiply %165, %162 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"fsdp"}, {}]>]>} : tensor<4x32x1xf32>
    %167 = sdy.sharding_constraint %166 <@mesh, [{"data"}, {"fsdp"}, {}]> : tensor<4x32x1xf32>
    %168 = stablehlo.broadcast_in_dim %160, dims = [0, 1, 2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"fsdp"}, {}]>]>} : (tensor<4x32x1xf32>) -> tensor<4x32x32xf32>
    %169 = sdy.sharding_constraint %168 <@mesh, [{"data"}, {"fsdp"}, {}]> : tensor<4x32x32xf32>
    %170 = stablehlo.multiply %132, %169 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"fsdp"}, {}]>]>} : tensor<4x32x32xf32>
    %171 = sdy.sharding_constraint %170 <@mesh, [{"data"}, {"fsdp"}, {}]> : tensor<4x32x32xf32>
    %172 = stablehlo.convert %171 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"fsdp"}, {}]>]>} : (tensor<4x32x32xf32>) -> tensor<4x32x32xcomplex<f32>>
    %173 = sdy.sharding_constraint %172 <@mesh, [{"data"}, {"fsdp"}, {}]> : tensor<4x32x32xcomplex<f32>>
    %174 = stablehlo.fft %173, type = FFT, length = [32] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"fsdp"}, {}]>]>} : (tensor<4x32x32xcomplex<f32>>) -> tensor<4x32x32xcomplex<f32>>
    %175 = sdy.sharding_constraint %174 <@mesh, [{"data"}, {"fsdp"}, {}]> : tensor<4x32x32xcomplex<f32>>
    %176 = stablehlo.transpose %175, dims = [0, 2, 1] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {"fsdp"}]>]>} : (tensor<4x32x32xcomplex<f32>>) -> tensor<4x32x32xcomplex<f32>>
    %177 = sdy.sharding_constraint %176 <@mesh, [{"data"}, {}, {"fsdp"}]> : tensor<4x32x32xcomplex<f32>>
    %178 = sdy.sharding_constraint %177 <@mesh, [{"data", "fsdp"}, {}, {}]> : tensor<4x32x32xcomplex<f32>>
    %179 = stablehlo.fft %178, type = FFT, length = [32] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data", "fsdp"}, {}, {}]>]>} : (tensor<4x32x32xcomplex<f32>>) -> tensor<4x32x32xcomplex<f32>>
    %180 = sdy.sharding_constraint %179 <@mesh, [{"data", "fsdp"}, {}, {}]> : tensor<4x32x32xcomplex<f32>>
    %181 = sdy.sharding_constraint %180 <@mesh, [{"data"}, {}, {"fsdp"}]> : tensor<4x32x32xcomplex<f32>>
    %182 = stablehlo.transpose %181, dims = [0, 2, 1] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"fsdp"}, {}]>]>} : (tensor<4x32x32xcomplex<f32>>) -> tensor<4x32x32xcomplex<f32>>
    %183 = sdy.sharding_constraint %182 <@mesh, [{"data"}, {"fsdp"}, {}]> : tensor<4x32x32xcomplex<f32>>
    %184 = stablehlo.real %183 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"fsdp"}, {}]>]>} : (tensor<4x32x32xcomplex<f32>>) -> tensor<4x32x32xf32>
    %185 = sdy.sharding_constraint %184 <@mesh, [{"data"}, {"fsdp"}, {}]> : tensor<4x32x32xf32>
    %186 = stablehlo.add %171, %185 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"fsdp"}, {}]>]>} : tensor<4x32x32xf32>
    %187 = sdy.sharding_constraint %186 <@mesh, [{"data"}, {"fsdp"}, {}]> : tensor<4x32x32xf32>
    %cst_19 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<0.000000e+00> : tensor<f32>
    %188 = sdy.sharding_constraint %cst_19 <@mesh, []> : tensor<f32>
    %189 = stablehlo.reduce(%187 init: %188) applies stablehlo.add across dimensions = [2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"fsdp"}]>]>} : (tensor<4x32x32xf32>, tensor<f32>) -> tensor<4x32xf32>
    %190 = sdy.sharding_constraint %189 <@mesh, [{"data"}, {"fsdp"}]> : tensor<4x32xf32>
    %191 = stablehlo.broadcast_in_dim %190, dims = [0, 1] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"fsdp"}, {}]>]>} : (tensor<4x32xf32>) -> tensor<4x32x1xf32>
    %192 = sdy.sharding_constraint %191 <@mesh, [{"data"}, {"fsdp"}, {}]> : tensor<4x32x1xf32>
    %cst_20 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<3.200000e+01> : tensor<f32>
    %193 = sdy.sharding_constraint %cst_20 <@mesh, []> : tensor<f32>
    %194 = stablehlo.broadcast_in_dim %193, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"fsdp"}, {}]>]>} : (tensor<f32>) -> tensor<4x32x1xf32>
    %195 = sdy.sharding_constraint %194 <@mesh, [{"data"}, {"fsdp"}, {}]> : tensor<4x32x1xf32>
    %196 = stablehlo.divide %192, %195 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"fsdp"}, {}]>]>} : tensor<4x32x1xf32>
    %197 = sdy.sharding_constraint %196 <@mesh, [{"data"}, {"fsdp"}, {}]> : tensor<4x32x1xf32>
    %198 = stablehlo.broadcast_in_dim %197, dims = [0, 1, 2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"fsdp"}, {}]>]>} : (tensor<4x32x1xf32>) -> tensor<4x32x32xf32>
    %199 = sdy.sharding_constraint %198 <@mesh, [{"data"}, {"fsdp"}, {}]> : tensor<4x32x32xf32>
    %200 = stablehlo.subtract %187, %199 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"fsdp"}, {}]>]>} : tensor<4x32x32xf32>
    %201 = sdy.sharding_constraint %200 <@mesh, [{"data"}, {"fsdp"}, {}]> : tensor<4x32x32xf32>
    %202 = stablehlo.broadcast_in_dim %197, dims = [0, 1, 2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"fsdp"}, {}]>]>} : (tensor<4x32x1xf32>) -> tensor<4x32x32xf32>
    %203 = sdy.sharding_constraint %202 <@mesh, [{"data"}, {"fsdp"}, {}]> : tensor<4x32x32xf32>
    %204 = stablehlo.subtract %187, %203 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"fsdp"}, {}]>]>} : tensor<4x32x32xf32>
    %205 = sdy.sharding_constraint %204 <@mesh, [{"data"}, {"fsdp"}, {}]> : tensor<4x32x32xf32>
    %206 = stablehlo.multiply %205, %205 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"fsdp"}, {}]>]>} : tensor<4x32x32xf32>
    %207 = sdy.sharding_constraint %206 <@mesh, [{"data"}, {"fsdp"}, {}]> : tensor<4x32x32xf32>
    %cst_21 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<2.000000e+00> : tensor<f32>
    %208 = sdy.sharding_constraint %cst_21 <@mesh, []> : tensor<f32>
    %209 = stablehlo.broadcast_in_dim %208, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"fsdp"}, {}]>]>} : (tensor<f32>) -> tensor<4x32x32xf32>
    %210 = sdy.sharding_constraint %209 <@mesh, [{"data"}, {"fsdp"}, {}]> : tensor<4x32x32xf32>
    %211 = stablehlo.multiply %210, %205 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"fsdp"}, {}]>]>} : tensor<4x32x32xf32>
    %212 = sdy.sharding_constraint %211 <@mesh, [{"data"}, {"fsdp"}, {}]> : tensor<4x32x32xf32>
    %cst_22 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<0.000000e+00> : tensor<f32>
    %213 = sdy.sharding_constraint %cst_22 <@mesh, []> : tensor<f32>
    %214 = stablehlo.reduce(%207 init: %213) applies stablehlo.add across dimensions = [2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"fsdp"}]>]>} : (tensor<4x32x32xf32>, tensor<f32>) -> tensor<4x32xf32>
    %215 = sdy.sharding_constraint %214 <@mesh, [{"data"}, {"fsdp"}]> : tensor<4x32xf32>
    %216 = stablehlo.broadcast_in_dim %215, dims = [0, 1] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"fsdp"}, {}]>]>} : (tensor<4x32xf32>) -> tensor<4x32x1xf32>
    %217 = sdy.sharding_constraint %216 <@mesh, [{"data"}, {"fsdp"}, {}]> : tensor<4x32x1xf32>
    %cst_23 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<3.200000e+01> : tensor<f32>
    %218 = sdy.sharding_constraint %cst_23 <@mesh, []> : tensor<f32>
    %219 = stablehlo.broadcast_in_dim %218, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"fsdp"}, {}]>]>} : (tensor<f32>) -> tensor<4x32x1xf32>
    %220 = sdy.sharding_constraint %219 <@mesh, [{"data"}, {"fsdp"}, {}]> : tensor<4x32x1xf32>
    %221 = stablehlo.divide %217, %220 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"fsdp"}, {}]>]>} : tensor<4x32x1xf32>
    %222 = sdy.sharding_constraint %221 <@mesh, [{"data"}, {"fsdp"}, {}]> : tensor<4x32x1xf32>
    %cst_24 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<9.99999974E-6> : tensor<f32>
    %223 = sdy.sharding_constraint %cst_24 <@mesh, []> : tensor<f32>
    %224 = stablehlo.broadcast_in_dim %223, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"fsdp"}, {}]>]>} : (tensor<f32>) -> tensor<4x32x1xf32>
    %225 = sdy.sharding_constraint %224 <@mesh, [{"data"}, {"fsdp"}, {}]> : tensor<4x32x1xf32>
    %226 = stablehlo.add %222, %225 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"fsdp"}, {}]>]>} : tensor<4x32x1xf32>
    %227 = sdy.sharding_constraint %226 <@mesh, [{"data"}, {"fsdp"}, {}]> : tensor<4x32x1xf32>
    %228 = stablehlo.rsqrt %227 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"fsdp"}, {}]>]>} : tensor<4x32x1xf32>
    %229 = sdy.sharding_constraint %228 <@mesh, [{"data"}, {"fsdp"}, {}]> : tensor<4x32x1xf32>
    %230 = stablehlo.divide %229, %227 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"fsdp"}, {}]>]>} : tensor<4x32x1xf32>
    %231 = sdy.sharding_constraint %230 <@mesh, [{"data"}, {"fsdp"}, {}]> : tensor<4x32x1xf32>
    %cst_25 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<-5.000000e-01> : tensor<f32>
    %232 = sdy.sharding_constraint %cst_25 <@mesh, []> : tensor<f32>
    %233 = stablehlo.broadcast_in_dim %232, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"fsdp"}, {}]>]>} : (tensor<f32>) -> tensor<4x32x1xf32>
    %234 = sdy.sharding_constraint %233 <@mesh, [{"data"}, {"fsdp"}, {}]> : tensor<4x32x1xf32>
    %235 = stablehlo.multiply %234, %231 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"fsdp"}, {}]>]>} : tensor<4x32x1xf32>
    %236 = sdy.sharding_constraint %235 <@mesh, [{"data"}, {"fsdp"}, {}]> : tensor<4x32x1xf32>
    %237 = stablehlo.broadcast_in_dim %229, dims = [0, 1, 2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"fsdp"}, {}]>]>} : (tensor<4x32x1xf32>) -> tensor<4x32x32xf32>
    %238 = sdy.sharding_constraint %237 <@mesh, [{"data"}, {"fsdp"}, {}]> : tensor<4x32x32xf32>
    %239 = stablehlo.multiply %201, %238 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"fsdp"}, {}]>]>} : tensor<4x32x32xf32>
    %240 = sdy.sharding_constraint %239 <@mesh, [{"data"}, {"fsdp"}, {}]> : tensor<4x32x32xf32>
    %241 = stablehlo.dot_general %240, %arg2, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"fsdp"}, {"model"}]>]>} : (tensor<4x32x32xf32>, tensor<32x64xf32>) -> tensor<4x32x64xf32>
    %242 = sdy.sharding_constraint %241 <@mesh, [{"data"}, {"fsdp"}, {"model"}]> : tensor<4x32x64xf32>
    %243 = stablehlo.multiply %242, %242 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"fsdp"}, {"model"}]>]>} : tensor<4x32x64xf32>
    %244 = sdy.sharding_constraint %243 <@mesh, [{"data"}, {"fsdp"}, {"model"}]> : tensor<4x32x64xf32>
    %245 = stablehlo.multiply %244, %242 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"fsdp"}, {"model"}]>]>} : tensor<4x32x64xf32>
    %246 = sdy.sharding_constraint %245 <@mesh, [{"data"}, {"fsdp"}, {"model"}]> : tensor<4x32x64xf32>
    %247 = stablehlo.multiply %242, %242 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"fsdp"}, {"model"}]>]>} : tensor<4x32x64xf32>
    %248 = sdy.sharding_constraint %247 <@mesh, [{"data"}, {"fsdp"}, {"model"}]> : tensor<4x32x64xf32>
    %cst_26 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<3.000000e+00> : tensor<f32>
    %249 = sdy.sharding_constraint %cst_26 <@mesh, []> : tensor<f32>
    %250 = stablehlo.broadcast_in_dim %249, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"fsdp"}, {"model"}]>]>} : (tensor<f32>) -> tensor<4x32x64xf32>
    %251 = sdy.sharding_constraint %250 <@mesh, [{"data"}, {"fsdp"}, {"model"}]> : tensor<4x32x64xf32>
    %252 = stablehlo.multiply %251, %248 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"fsdp"}, {"model"}]>]>} : tensor<4x32x64xf32>
    %253 = sdy.sharding_constraint %252 <@mesh, [{"data"}, {"fsdp"}, {"model"}]> : tensor<4x32x64xf32>
    %cst_27 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<4.471500e-02> : tensor<f32>
    %254 = sdy.sharding_constraint %cst_27 <@mesh, []> : tensor<f32>
    %255 = stablehlo.broadcast_in_dim %254, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"fsdp"}, {"model"}]>]>} : (tensor<f32>) -> tensor<4x32x64xf32>
    %256 = sdy.sharding_constraint %255 <@mesh, [{"data"}, {"fsdp"}, {"model"}]> : tensor<4x32x64xf32>
    %257 = stablehlo.multiply %256, %246 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"fsdp"}, {"model"}]>]>} : tensor<4x32x64xf32>
    %258 = sdy.sharding_constraint %257 <@mesh, [{"data"}, {"fsdp"}, {"model"}]> : tensor<4x32x64xf32>
    %259 = stablehlo.add %242, %258 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"fsdp"}, {"model"}]>]>} : tensor<4x32x64xf32>
    %260 = sdy.sharding_constraint %259 <@mesh, [{"data"}, {"fsdp"}, {"model"}]> : tensor<4x32x64xf32>
    %cst_28 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<0.797884583> : tensor<f32>
    %261 = sdy.sharding_constraint %cst_28 <@mesh, []> : tensor<f32>
    %262 = stablehlo.broadcast_in_dim %261, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"fsdp"}, {"model"}]>]>} : (tensor<f32>) -> tensor<4x32x64xf32>
    %263 = sdy.sharding_constraint %262 <@mesh, [{"data"}, {"fsdp"}, {"model"}]> : tensor<4x32x64xf32>
    %264 = stablehlo.multiply %263, %260 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"fsdp"}, {"model"}]>]>} : tensor<4x32x64xf32>
    %265 = sdy.sharding_constraint %264 <@mesh, [{"data"}, {"fsdp"}, {"model"}]> : tensor<4x32x64xf32>
    %266 = stablehlo.tanh %265 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"fsdp"}, {"model"}]>]>} : tensor<4x32x64xf32>
    %267 = sdy.sharding_constraint %266 <@mesh, [{"data"}, {"fsdp"}, {"model"}]> : tensor<4x32x64xf32>
    %cst_29 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<1.000000e+00> : tensor<f32>
    %268 = sdy.sharding_constraint %cst_29 <@mesh, []> : tensor<f32>
    %269 = stablehlo.broadcast_in_dim %268, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"fsdp"}, {"model"}]>]>} : (tensor<f32>) -> tensor<4x32x64xf32>
    %270 = sdy.sharding_constraint %269 <@mesh, [{"data"}, {"fsdp"}, {"model"}]> : tensor<4x32x64xf32>
    %271 = stablehlo.subtract %270, %267 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"fsdp"}, {"model"}]>]>} : tensor<4x32x64xf32>
    %272 = sdy.sharding_constraint %271 <@mesh, [{"data"}, {"fsdp"}, {"model"}]> : tensor<4x32x64xf32>
    %cst_30 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<1.000000e+00> : tensor<f32>
    %273 = sdy.sharding_constraint %cst_30 <@mesh, []> : tensor<f32>
    %274 = stablehlo.broadcast_in_dim %273, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"fsdp"}, {"model"}]>]>} : (tensor<f32>) -> tensor<4x32x64xf32>
    %275 = sdy.sharding_constraint %274 <@mesh, [{"data"}, {"fsdp"}, {"model"}]> : tensor<4x32x64xf32>
    %276 = stablehlo.add %275, %267 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"fsdp"}, {"model"}]>]>} : tensor<4x32x64xf32>
    %277 = sdy.sharding_constraint %276 <@mesh, [{"data"}, {"fsdp"}, {"model"}]> : tensor<4x32x64xf32>
    %cst_31 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<5.000000e-01> : tensor<f32>
    %278 = sdy.sharding_constraint %cst_31 <@mesh, []> : tensor<f32>
    %279 = stablehlo.broadcast_in_dim %278, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"fsdp"}, {"model"}]>]>} : (tensor<f32>) -> tensor<4x32x64xf32>
    %280 = sdy.sharding_constraint %279 <@mesh, [{"data"}, {"fsdp"}, {"model"}]> : tensor<4x32x64xf32>
    %281 = stablehlo.multiply %280, %277 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"fsdp"}, {"model"}]>]>} : tensor<4x32x64xf32>
    %282 = sdy.sharding_constraint %281 <@mesh, [{"data"}, {"fsdp"}, {"model"}]> : tensor<4x32x64xf32>
    %283 = stablehlo.multiply %242, %282 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"fsdp"}, {"model"}]>]>} : tensor<4x32x64xf32>
    %284 = sdy.sharding_constraint %283 <@mesh, [{"data"}, {"fsdp"}, {"model"}]> : tensor<4x32x64xf32>
    %285 = stablehlo.dot_general %284, %arg3, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"fsdp"}, {}]>]>} : (tensor<4x32x64xf32>, tensor<64x32xf32>) -> tensor<4x32x32xf32>
    %286 = sdy.sharding_constraint %285 <@mesh, [{"data"}, {"fsdp"}, {}]> : tensor<4x32x32xf32>
    %287 = stablehlo.add %240, %286 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"fsdp"}, {}]>]>} : tensor<4x32x32xf32>
    %288 = sdy.sharding_constraint %287 <@mesh, [{"data"}, {"fsdp"}, {}]> : tensor<4x32x32xf32>
    %cst_32 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<0.000000e+00> : tensor<f32>
    %289 = sdy.sharding_constraint %cst_32 <@mesh, []> : tensor<f32>
    %290 = stablehlo.reduce(%288 init: %289) applies stablehlo.add across dimensions = [2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"fsdp"}]>]>} : (tensor<4x32x32xf32>, tensor<f32>) -> tensor<4x32xf32>
    %291 = sdy.sharding_constraint %290 <@mesh, [{"data"}, {"fsdp"}]> : tensor<4x32xf32>
    %292 = stablehlo.broadcast_in_dim %291, dims = [0, 1] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"fsdp"}, {}]>]>} : (tensor<4x32xf32>) -> tensor<4x32x1xf32>
    %293 = sdy.sharding_constraint %292 <@mesh, [{"data"}, {"fsdp"}, {}]> : tensor<4x32x1xf32>
    %cst_33 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<3.200000e+01> : tensor<f32>
    %294 = sdy.sharding_constraint %cst_33 <@mesh, []> : tensor<f32>
    %295 = stablehlo.broadcast_in_dim %294, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"fsdp"}, {}]>]>} : (tensor<f32>) -> tensor<4x32x1xf32>
    %296 = sdy.sharding_constraint %295 <@mesh, [{"data"}, {"fsdp"}, {}]> : tensor<4x32x1xf32>
    %297 = stablehlo.divide %293, %296 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"fsdp"}, {}]>]>} : tensor<4x32x1xf32>
    %298 = sdy.sharding_constraint %297 <@mesh, [{"data"}, {"fsdp"}, {}]> : tensor<4x32x1xf32>
    %299 = stablehlo.broadcast_in_dim %298, dims = [0, 1, 2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"fsdp"}, {}]>]>} : (tensor<4x32x1xf32>) -> tensor<4x32x32xf32>
    %300 = sdy.sharding_constraint %299 <@mesh, [{"data"}, {"fsdp"}, {}]> : tensor<4x32x32xf32>
    %301 = stablehlo.subtract %288, %300 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"fsdp"}, {}]>]>} : tensor<4x32x32xf32>
    %302 = sdy.sharding_constraint %301 <@mesh, [{"data"}, {"fsdp"}, {}]> : tensor<4x32x32xf32>
    %303 = stablehlo.broadcast_in_dim %298, dims = [0, 1, 2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"fsdp"}, {}]>]>} : (tensor<4x32x1xf32>) -> tensor<4x32x32xf32>
    %304 = sdy.sharding_constraint %303 <@mesh, [{"data"}, {"fsdp"}, {}]> : tensor<4x32x32xf32>
    %305 = stablehlo.subtract %288, %304 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"fsdp"}, {}]>]>} : tensor<4x32x32xf32>
    %306 = sdy.sharding_constraint %305 <@mesh, [{"data"}, {"fsdp"}, {}]> : tensor<4x32x32xf32>
    %307 = stablehlo.multiply %306, %306 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"fsdp"}, {}]>]>} : tensor<4x32x32xf32>
    %308 = sdy.sharding_constraint %307 <@mesh, [{"data"}, {"fsdp"}, {}]> : tensor<4x32x32xf32>
    %cst_34 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<2.000000e+00> : tensor<f32>
    %309 = sdy.sharding_constraint %cst_34 <@mesh, []> : tensor<f32>
    %310 = stablehlo.broadcast_in_dim %309, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"fsdp"}, {}]>]>} : (tensor<f32>) -> tensor<4x32x32xf32>
    %311 = sdy.sharding_constraint %310 <@mesh, [{"data"}, {"fsdp"}, {}]> : tensor<4x32x32xf32>
    %312 = stablehlo.multiply %311, %306 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"fsdp"}, {}]>]>} : tensor<4x32x32xf32>
    %313 = sdy.sharding_constraint %312 <@mesh, [{"data"}, {"fsdp"}, {}]> : tensor<4x32x32xf32>
    %cst_35 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<0.000000e+00> : tensor<f32>
    %314 = sdy.sharding_constraint %cst_35 <@mesh, []> : tensor<f32>
    %315 = stablehlo.reduce(%308 init: %314) applies stablehlo.add across dimensions = [2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"fsdp"}]>]>} : (tensor<4x32x32xf32>, tensor<f32>) -> tensor<4x32xf32>
    %316 = sdy.sharding_constraint %315 <@mesh, [{"data"}, {"fsdp"}]> : tensor<4x32xf32>
    %317 = stablehlo.broadcast_in_dim %316, dims = [0, 1] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"fsdp"}, {}]>]>} : (tensor<4x32xf32>) -> tensor<4x32x1xf32>
    %318 = sdy.sharding_constraint %317 <@mesh, [{"data"}, {"fsdp"}, {}]> : tensor<4x32x1xf32>
    %cst_36 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<3.200000e+01> : tensor<f32>
    %319 = sdy.sharding_constraint %cst_36 <@mesh, []> : tensor<f32>
    %320 = stablehlo.broadcast_in_dim %319, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"fsdp"}, {}]>]>} : (tensor<f32>) -> tensor<4x32x1xf32>
    %321 = sdy.sharding_constraint %320 <@mesh, [{"data"}, {"fsdp"}, {}]> : tensor<4x32x1xf32>
    %322 = stablehlo.divide %318, %321 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"fsdp"}, {}]>]>} : tensor<4x32x1xf32>
    %323 = sdy.sharding_constraint %322 <@mesh, [{"data"}, {"fsdp"}, {}]> : tensor<4x32x1xf32>
    %cst_37 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<9.99999974E-6> : tensor<f32>
    %324 = sdy.sharding_constraint %cst_37 <@mesh, []> : tensor<f32>
    %325 = stablehlo.broadcast_in_dim %324, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"fsdp"}, {}]>]>} : (tensor<f32>) -> tensor<4x32x1xf32>
    %326 = sdy.sharding_constraint %325 <@mesh, [{"data"}, {"fsdp"}, {}]> : tensor<4x32x1xf32>
    %327 = stablehlo.add %323, %326 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"fsdp"}, {}]>]>} : tensor<4x32x1xf32>
    %328 = sdy.sharding_constraint %327 <@mesh, [{"data"}, {"fsdp"}, {}]> : tensor<4x32x1xf32>
    %329 = stablehlo.rsqrt %328 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"fsdp"}, {}]>]>} : tensor<4x32x1xf32>
    %330 = sdy.sharding_constraint %329 <@mesh, [{"data"}, {"fsdp"}, {}]> : tensor<4x32x1xf32>
    %331 = stablehlo.divide %330, %328 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"fsdp"}, {}]>]>} : tensor<4x32x1xf32>
    %332 = sdy.sharding_constraint %331 <@mesh, [{"data"}, {"fsdp"}, {}]> : tensor<4x32x1xf32>
    %cst_38 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<-5.000000e-01> : tensor<f32>
    %333 = sdy.sharding_constraint %cst_38 <@mesh, []> : tensor<f32>
    %334 = stablehlo.broadcast_in_dim %333, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"fsdp"}, {}]>]>} : (tensor<f32>) -> tensor<4x32x1xf32>
    %335 = sdy.sharding_constraint %334 <@mesh, [{"data"}, {"fsdp"}, {}]> : tensor<4x32x1xf32>
    %336 = stablehlo.multiply %335, %332 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"fsdp"}, {}]>]>} : tensor<4x32x1xf32>
    %337 = sdy.sharding_constraint %336 <@mesh, [{"data"}, {"fsdp"}, {}]> : tensor<4x32x1xf32>
    %338 = stablehlo.broadcast_in_dim %330, dims = [0, 1, 2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"fsdp"}, {}]>]>} : (tensor<4x32x1xf32>) -> tensor<4x32x32xf32>
    %339 = sdy.sharding_constraint %338 <@mesh, [{"data"}, {"fsdp"}, {}]> : tensor<4x32x32xf32>
    %340 = stablehlo.multiply %302, %339 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"fsdp"}, {}]>]>} : tensor<4x32x32xf32>
    %341 = sdy.sharding_constraint %340 <@mesh, [{"data"}, {"fsdp"}, {}]> : tensor<4x32x32xf32>
    %342 = stablehlo.dot_general %341, %arg5, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"fsdp"}, {}]>]>} : (tensor<4x32x32xf32>, tensor<32x4xf32>) -> tensor<4x32x4xf32>
    %343 = sdy.sharding_constraint %342 <@mesh, [{"data"}, {"fsdp"}, {}]> : tensor<4x32x4xf32>
    %344 = stablehlo.subtract %343, %arg7 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"fsdp"}, {}]>]>} : tensor<4x32x4xf32>
    %345 = sdy.sharding_constraint %344 <@mesh, [{"data"}, {"fsdp"}, {}]> : tensor<4x32x4xf32>
    %346 = stablehlo.multiply %345, %345 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"fsdp"}, {}]>]>} : tensor<4x32x4xf32>
    %347 = sdy.sharding_constraint %346 <@mesh, [{"data"}, {"fsdp"}, {}]> : tensor<4x32x4xf32>
    %cst_39 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<2.000000e+00> : tensor<f32>
    %348 = sdy.sharding_constraint %cst_39 <@mesh, []> : tensor<f32>
    %349 = stablehlo.broadcast_in_dim %348, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"fsdp"}, {}]>]>} : (tensor<f32>) -> tensor<4x32x4xf32>
    %350 = sdy.sharding_constraint %349 <@mesh, [{"data"}, {"fsdp"}, {}]> : tensor<4x32x4xf32>
    %351 = stablehlo.multiply %350, %345 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"fsdp"}, {}]>]>} : tensor<4x32x4xf32>
    %352 = sdy.sharding_constraint %351 <@mesh, [{"data"}, {"fsdp"}, {}]> : tensor<4x32x4xf32>
    %cst_40 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<0.000000e+00> : tensor<f32>
    %353 = sdy.sharding_constraint %cst_40 <@mesh, []> : tensor<f32>
    %354 = stablehlo.reduce(%347 init: %353) applies stablehlo.add across dimensions = [0, 1, 2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} : (tensor<4x32x4xf32>, tensor<f32>) -> tensor<f32>
    %355 = sdy.sharding_constraint %354 <@mesh, []> : tensor<f32>
    %cst_41 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<5.120000e+02> : tensor<f32>
    %356 = sdy.sharding_constraint %cst_41 <@mesh, []> : tensor<f32>
    %357 = stablehlo.divide %355, %356 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} : tensor<f32>
    %358 = sdy.sharding_constraint %357 <@mesh, []> : tensor<f32>
    %cst_42 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<1.000000e+00> : tensor<f32>
    %359 = sdy.sharding_constraint %cst_42 <@mesh, []> : tensor<f32>
    %cst_43 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<5.120000e+02> : tensor<f32>
    %360 = sdy.sharding_constraint %cst_43 <@mesh, []> : tensor<f32>
    %361 = stablehlo.divide %359, %360 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} : tensor<f32>
    %362 = sdy.sharding_constraint %361 <@mesh, []> : tensor<f32>
    %363 = stablehlo.broadcast_in_dim %362, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"fsdp"}, {}]>]>} : (tensor<f32>) -> tensor<4x32x4xf32>
    %364 = sdy.sharding_constraint %363 <@mesh, [{"data"}, {"fsdp"}, {}]> : tensor<4x32x4xf32>
    %365 = stablehlo.multiply %364, %352 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"fsdp"}, {}]>]>} : tensor<4x32x4xf32>
    %366 = sdy.sharding_constraint %365 <@mesh, [{"data"}, {"fsdp"}, {}]> : tensor<4x32x4xf32>
    %367 = stablehlo.dot_general %366, %341, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{?}, {?}]>]>} : (tensor<4x32x4xf32>, tensor<4x32x32xf32>) -> tensor<4x32xf32>
    %368 = sdy.sharding_constraint %367 <@mesh, [{}, {}]> : tensor<4x32xf32>
    %369 = stablehlo.transpose %368, dims = [1, 0] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{?}, {?}]>]>} : (tensor<4x32xf32>) -> tensor<32x4xf32>
    %370 = sdy.sharding_constraint %369 <@mesh, [{}, {}]> : tensor<32x4xf32>
    %371 = stablehlo.dot_general %366, %arg5, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"fsdp"}, {}]>]>} : (tensor<4x32x4xf32>, tensor<32x4xf32>) -> tensor<4x32x32xf32>
    %372 = sdy.sharding_constraint %371 <@mesh, [{"data"}, {"fsdp"}, {}]> : tensor<4x32x32xf32>
    %373 = stablehlo.multiply %302, %372 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"fsdp"}, {}]>]>} : tensor<4x32x32xf32>
    %374 = sdy.sharding_constraint %373 <@mesh, [{"data"}, {"fsdp"}, {}]> : tensor<4x32x32xf32>
    %cst_44 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<0.000000e+00> : tensor<f32>
    %375 = sdy.sharding_constraint %cst_44 <@mesh, []> : tensor<f32>
    %376 = stablehlo.reduce(%374 init: %375) applies stablehlo.add across dimensions = [2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"fsdp"}]>]>} : (tensor<4x32x32xf32>, tensor<f32>) -> tensor<4x32xf32>
    %377 = sdy.sharding_constraint %376 <@mesh, [{"data"}, {"fsdp"}]> : tensor<4x32xf32>
    %378 = stablehlo.reshape %377 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"fsdp"}, {}]>]>} : (tensor<4x32xf32>) -> tensor<4x32x1xf32>
    %379 = sdy.sharding_constraint %378 <@mesh, [{"data"}, {"fsdp"}, {}]> : tensor<4x32x1xf32>
    %380 = stablehlo.broadcast_in_dim %330, dims = [0, 1, 2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"fsdp"}, {}]>]>} : (tensor<4x32x1xf32>) -> tensor<4x32x32xf32>
    %381 = sdy.sharding_constraint %380 <@mesh, [{"data"}, {"fsdp"}, {}]> : tensor<4x32x32xf32>
    %382 = stablehlo.multiply %372, %381 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"fsdp"}, {}]>]>} : tensor<4x32x32xf32>
    %383 = sdy.sharding_constraint %382 <@mesh, [{"data"}, {"fsdp"}, {}]> : tensor<4x32x32xf32>
    %384 = stablehlo.multiply %379, %337 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"fsdp"}, {}]>]>} : tensor<4x32x1xf32>
    %385 = sdy.sharding_constraint %384 <@mesh, [{"data"}, {"fsdp"}, {}]> : tensor<4x32x1xf32>
    %cst_45 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<3.200000e+01> : tensor<f32>
    %386 = sdy.sharding_constraint %cst_45 <@mesh, []> : tensor<f32>
    %387 = stablehlo.broadcast_in_dim %386, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"fsdp"}, {}]>]>} : (tensor<f32>) -> tensor<4x32x1xf32>
    %388 = sdy.sharding_constraint %387 <@mesh, [{"data"}, {"fsdp"}, {}]> : tensor<4x32x1xf32>
    %389 = stablehlo.divide %385, %388 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"fsdp"}, {}]>]>} : tensor<4x32x1xf32>
    %390 = sdy.sharding_constraint %389 <@mesh, [{"data"}, {"fsdp"}, {}]> : tensor<4x32x1xf32>
    %cst_46 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<0.000000e+00> : tensor<f32>
    %391 = sdy.sharding_constraint %cst_46 <@mesh, []> : tensor<f32>
    %392 = stablehlo.reduce(%390 init: %391) applies stablehlo.add across dimensions = [2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"fsdp"}]>]>} : (tensor<4x32x1xf32>, tensor<f32>) -> tensor<4x32xf32>
    %393 = sdy.sharding_constraint %392 <@mesh, [{"data"}, {"fsdp"}]> : tensor<4x32xf32>
    %394 = stablehlo.broadcast_in_dim %393, dims = [0, 1] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"fsdp"}, {}]>]>} : (tensor<4x32xf32>) -> tensor<4x32x32xf32>
    %395 = sdy.sharding_constraint %394 <@mesh, [{"data"}, {"fsdp"}, {}]> : tensor<4x32x32xf32>
    %396 = stablehlo.multiply %395, %313 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"fsdp"}, {}]>]>} : tensor<4x32x32xf32>
    %397 = sdy.sharding_constraint %396 <@mesh, [{"data"}, {"fsdp"}, {}]> : tensor<4x32x32xf32>
    %398 = stablehlo.negate %397 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"fsdp"}, {}]>]>} : tensor<4x32x32xf32>
    %399 = sdy.sharding_constraint %398 <@mesh, [{"data"}, {"fsdp"}, {}]> : tensor<4x32x32xf32>
    %cst_47 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<0.000000e+00> : tensor<f32>
    %400 = sdy.sharding_constraint %cst_47 <@mesh, []> : tensor<f32>
    %401 = stablehlo.reduce(%399 init: %400) applies stablehlo.add across dimensions = [2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"fsdp"}]>]>} : (tensor<4x32x32xf32>, tensor<f32>) -> tensor<4x32xf32>
    %402 = sdy.sharding_constraint %401 <@mesh, [{"data"}, {"fsdp"}]> : tensor<4x32xf32>
    %403 = stablehlo.reshape %402 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"fsdp"}, {}]>]>} : (tensor<4x32xf32>) -> tensor<4x32x1xf32>
    %404 = sdy.sharding_constraint %403 <@mesh, [{"data"}, {"fsdp"}, {}]> : tensor<4x32x1xf32>
    %405 = stablehlo.negate %383 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"fsdp"}, {}]>]>} : tensor<4x32x32xf32>
    %406 = sdy.sharding_constraint %405 <@mesh, [{"data"}, {"fsdp"}, {}]> : tensor<4x32x32xf32>
    %cst_48 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<0.000000e+00> : tensor<f32>
    %407 = sdy.sharding_constraint %cst_48 <@mesh, []> : tensor<f32>
    %408 = stablehlo.reduce(%406 init: %407) applies stablehlo.add across dimensions = [2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"fsdp"}]>]>} : (tensor<4x32x32xf32>, tensor<f32>) -> tensor<4x32xf32>
    %409 = sdy.sharding_constraint %408 <@mesh, [{"data"}, {"fsdp"}]> : tensor<4x32xf32>
    %410 = stablehlo.reshape %409 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"fsdp"}, {}]>]>} : (tensor<4x32xf32>) -> tensor<4x32x1xf32>
    %411 = sdy.sharding_constraint %410 <@mesh, [{"data"}, {"fsdp"}, {}]> : tensor<4x32x1xf32>
    %412 = stablehlo.add %397, %383 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"fsdp"}, {}]>]>} : tensor<4x32x32xf32>
    %413 = sdy.sharding_constraint %412 <@mesh, [{"data"}, {"fsdp"}, {}]> : tensor<4x32x32xf32>
    %414 = stablehlo.add %404, %411 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"fsdp"}, {}]>]>} : tensor<4x32x1xf32>
    %415 = sdy.sharding_constraint %414 <@mesh, [{"data"}, {"fsdp"}, {}]> : tensor<4x32x1xf32>
    %cst_49 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<3.200000e+01> : tensor<f32>
    %416 = sdy.sharding_constraint %cst_49 <@mesh, []> : tensor<f32>
    %417 = stablehlo.broadcast_in_dim %416, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"fsdp"}, {}]>]>} : (tensor<f32>) -> tensor<4x32x1xf32>
    %418 = sdy.sharding_constraint %417 <@mesh, [{"data"}, {"fsdp"}, {}]> : tensor<4x32x1xf32>
    %419 = stablehlo.divide %415, %418 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"fsdp"}, {}]>]>} : tensor<4x32x1xf32>
    %420 = sdy.sharding_constraint %419 <@mesh, [{"data"}, {"fsdp"}, {}]> : tensor<4x32x1xf32>
    %cst_50 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<0.000000e+00> : tensor<f32>
    %421 = sdy.sharding_constraint %cst_50 <@mesh, []> : tensor<f32>
    %422 = stablehlo.reduce(%420 init: %421) applies stablehlo.add across dimensions = [2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"fsdp"}]>]>} : (tensor<4x32x1xf32>, tensor<f32>) -> tensor<4x32xf32>
    %423 = sdy.sharding_constraint %422 <@mesh, [{"data"}, {"fsdp"}]> : tensor<4x32xf32>
    %424 = stablehlo.broadcast_in_dim %423, dims = [0, 1] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"fsdp"}, {}]>]>} : (tensor<4x32xf32>) -> tensor<4x32x32xf32>
    %425 = sdy.sharding_constraint %424 <@mesh, [{"data"}, {"fsdp"}, {}]> : tensor<4x32x32xf32>
    %426 = stablehlo.add %413, %425 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"fsdp"}, {}]>]>} : tensor<4x32x32xf32>
    %427 = sdy.sharding_constraint %426 <@mesh, [{"data"}, {"fsdp"}, {}]> : tensor<4x32x32xf32>
    %428 = stablehlo.dot_general %427, %284, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"model"}]>]>} : (tensor<4x32x32xf32>, tensor<4x32x64xf32>) -> tensor<32x64xf32>
    %429 = sdy.sharding_constraint %428 <@mesh, [{}, {"model"}]> : tensor<32x64xf32>
    %430 = stablehlo.transpose %429, dims = [1, 0] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"model"}, {}]>]>} : (tensor<32x64xf32>) -> tensor<64x32xf32>
    %431 = sdy.sharding_constraint %430 <@mesh, [{"model"}, {}]> : tensor<64x32xf32>
    %432 = stablehlo.dot_general %427, %arg3, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"fsdp"}, {"model"}]>]>} : (tensor<4x32x32xf32>, tensor<64x32xf32>) -> tensor<4x32x64xf32>
    %433 = sdy.sharding_constraint %432 <@mesh, [{"data"}, {"fsdp"}, {"model"}]> : tensor<4x32x64xf32>
    %434 = stablehlo.multiply %242, %433 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"fsdp"}, {"model"}]>]>} : tensor<4x32x64xf32>
    %435 = sdy.sharding_constraint %434 <@mesh, [{"data"}, {"fsdp"}, {"model"}]> : tensor<4x32x64xf32>
    %436 = stablehlo.multiply %433, %282 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"fsdp"}, {"model"}]>]>} : tensor<4x32x64xf32>
    %437 = sdy.sharding_constraint %436 <@mesh, [{"data"}, {"fsdp"}, {"model"}]> : tensor<4x32x64xf32>
    %cst_51 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<5.000000e-01> : tensor<f32>
    %438 = sdy.sharding_constraint %cst_51 <@mesh, []> : tensor<f32>
    %439 = stablehlo.broadcast_in_dim %438, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"fsdp"}, {"model"}]>]>} : (tensor<f32>) -> tensor<4x32x64xf32>
    %440 = sdy.sharding_constraint %439 <@mesh, [{"data"}, {"fsdp"}, {"model"}]> : tensor<4x32x64xf32>
    %441 = stablehlo.multiply %440, %435 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"fsdp"}, {"model"}]>]>} : tensor<4x32x64xf32>
    %442 = sdy.sharding_constraint %441 <@mesh, [{"data"}, {"fsdp"}, {"model"}]> : tensor<4x32x64xf32>
    %443 = stablehlo.multiply %442, %272 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"fsdp"}, {"model"}]>]>} : tensor<4x32x64xf32>
    %444 = sdy.sharding_constraint %443 <@mesh, [{"data"}, {"fsdp"}, {"model"}]> : tensor<4x32x64xf32>
    %445 = stablehlo.multiply %444, %267 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"fsdp"}, {"model"}]>]>} : tensor<4x32x64xf32>
    %446 = sdy.sharding_constraint %445 <@mesh, [{"data"}, {"fsdp"}, {"model"}]> : tensor<4x32x64xf32>
    %447 = stablehlo.add %444, %446 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"fsdp"}, {"model"}]>]>} : tensor<4x32x64xf32>
    %448 = sdy.sharding_constraint %447 <@mesh, [{"data"}, {"fsdp"}, {"model"}]> : tensor<4x32x64xf32>
    %cst_52 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<0.797884583> : tensor<f32>
    %449 = sdy.sharding_constraint %cst_52 <@mesh, []> : tensor<f32>
    %450 = stablehlo.broadcast_in_dim %449, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"fsdp"}, {"model"}]>]>} : (tensor<f32>) -> tensor<4x32x64xf32>
    %451 = sdy.sharding_constraint %450 <@mesh, [{"data"}, {"fsdp"}, {"model"}]> : tensor<4x32x64xf32>
    %452 = stablehlo.multiply %451, %448 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"fsdp"}, {"model"}]>]>} : tensor<4x32x64xf32>
    %453 = sdy.sharding_constraint %452 <@mesh, [{"data"}, {"fsdp"}, {"model"}]> : tensor<4x32x64xf32>
    %454 = stablehlo.add %437, %453 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"fsdp"}, {"model"}]>]>} : tensor<4x32x64xf32>
    %455 = sdy.sharding_constraint %454 <@mesh, [{"data"}, {"fsdp"}, {"model"}]> : tensor<4x32x64xf32>
    %cst_53 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<4.471500e-02> : tensor<f32>
    %456 = sdy.sharding_constraint %cst_53 <@mesh, []> : tensor<f32>
    %457 = stablehlo.broadcast_in_dim %456, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"fsdp"}, {"model"}]>]>} : (tensor<f32>) -> tensor<4x32x64xf32>
    %458 = sdy.sharding_constraint %457 <@mesh, [{"data"}, {"fsdp"}, {"model"}]> : tensor<4x32x64xf32>
    %459 = stablehlo.multiply %458, %453 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"fsdp"}, {"model"}]>]>} : tensor<4x32x64xf32>
    %460 = sdy.sharding_constraint %459 <@mesh, [{"data"}, {"fsdp"}, {"model"}]> : tensor<4x32x64xf32>
    %461 = stablehlo.multiply %460, %253 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"fsdp"}, {"model"}]>]>} : tensor<4x32x64xf32>
    %462 = sdy.sharding_constraint %461 <@mesh, [{"data"}, {"fsdp"}, {"model"}]> : tensor<4x32x64xf32>
    %463 = stablehlo.add %455, %462 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"fsdp"}, {"model"}]>]>} : tensor<4x32x64xf32>
    %464 = sdy.sharding_constraint %463 <@mesh, [{"data"}, {"fsdp"}, {"model"}]> : tensor<4x32x64xf32>
    %465 = stablehlo.dot_general %464, %240, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"model"}, {}]>]>} : (tensor<4x32x64xf32>, tensor<4x32x32xf32>) -> tensor<64x32xf32>
    %466 = sdy.sharding_constraint %465 <@mesh, [{"model"}, {}]> : tensor<64x32xf32>
    %467 = stablehlo.transpose %466, dims = [1, 0] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"model"}]>]>} : (tensor<64x32xf32>) -> tensor<32x64xf32>
    %468 = sdy.sharding_constraint %467 <@mesh, [{}, {"model"}]> : tensor<32x64xf32>
    %469 = stablehlo.dot_general %464, %arg2, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"fsdp"}, {}]>]>} : (tensor<4x32x64xf32>, tensor<32x64xf32>) -> tensor<4x32x32xf32>
    %470 = sdy.sharding_constraint %469 <@mesh, [{"data"}, {"fsdp"}, {}]> : tensor<4x32x32xf32>
    %471 = stablehlo.add %427, %470 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"fsdp"}, {}]>]>} : tensor<4x32x32xf32>
    %472 = sdy.sharding_constraint %471 <@mesh, [{"data"}, {"fsdp"}, {}]> : tensor<4x32x32xf32>
    %473 = stablehlo.multiply %201, %472 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"fsdp"}, {}]>]>} : tensor<4x32x32xf32>
    %474 = sdy.sharding_constraint %473 <@mesh, [{"data"}, {"fsdp"}, {}]> : tensor<4x32x32xf32>
    %cst_54 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<0.000000e+00> : tensor<f32>
    %475 = sdy.sharding_constraint %cst_54 <@mesh, []> : tensor<f32>
    %476 = stablehlo.reduce(%474 init: %475) applies stablehlo.add across dimensions = [2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"fsdp"}]>]>} : (tensor<4x32x32xf32>, tensor<f32>) -> tensor<4x32xf32>
    %477 = sdy.sharding_constraint %476 <@mesh, [{"data"}, {"fsdp"}]> : tensor<4x32xf32>
    %478 = stablehlo.reshape %477 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"fsdp"}, {}]>]>} : (tensor<4x32xf32>) -> tensor<4x32x1xf32>
    %479 = sdy.sharding_constraint %478 <@mesh, [{"data"}, {"fsdp"}, {}]> : tensor<4x32x1xf32>
    %480 = stablehlo.broadcast_in_dim %229, dims = [0, 1, 2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"fsdp"}, {}]>]>} : (tensor<4x32x1xf32>) -> tensor<4x32x32xf32>
    %481 = sdy.sharding_constraint %480 <@mesh, [{"data"}, {"fsdp"}, {}]> : tensor<4x32x32xf32>
    %482 = stablehlo.multiply %472, %481 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"fsdp"}, {}]>]>} : tensor<4x32x32xf32>
    %483 = sdy.sharding_constraint %482 <@mesh, [{"data"}, {"fsdp"}, {}]> : tensor<4x32x32xf32>
    %484 = stablehlo.multiply %479, %236 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"fsdp"}, {}]>]>} : tensor<4x32x1xf32>
    %485 = sdy.sharding_constraint %484 <@mesh, [{"data"}, {"fsdp"}, {}]> : tensor<4x32x1xf32>
    %cst_55 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<3.200000e+01> : tensor<f32>
    %486 = sdy.sharding_constraint %cst_55 <@mesh, []> : tensor<f32>
    %487 = stablehlo.broadcast_in_dim %486, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"fsdp"}, {}]>]>} : (tensor<f32>) -> tensor<4x32x1xf32>
    %488 = sdy.sharding_constraint %487 <@mesh, [{"data"}, {"fsdp"}, {}]> : tensor<4x32x1xf32>
    %489 = stablehlo.divide %485, %488 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"fsdp"}, {}]>]>} : tensor<4x32x1xf32>
    %490 = sdy.sharding_constraint %489 <@mesh, [{"data"}, {"fsdp"}, {}]> : tensor<4x32x1xf32>
    %cst_56 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<0.000000e+00> : tensor<f32>
    %491 = sdy.sharding_constraint %cst_56 <@mesh, []> : tensor<f32>
    %492 = stablehlo.reduce(%490 init: %491) applies stablehlo.add across dimensions = [2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"fsdp"}]>]>} : (tensor<4x32x1xf32>, tensor<f32>) -> tensor<4x32xf32>
    %493 = sdy.sharding_constraint %492 <@mesh, [{"data"}, {"fsdp"}]> : tensor<4x32xf32>
    %494 = stablehlo.broadcast_in_dim %493, dims = [0, 1] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"fsdp"}, {}]>]>} : (tensor<4x32xf32>) -> tensor<4x32x32xf32>
    %495 = sdy.sharding_constraint %494 <@mesh, [{"data"}, {"fsdp"}, {}]> : tensor<4x32x32xf32>
    %496 = stablehlo.multiply %495, %212 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"fsdp"}, {}]>]>} : tensor<4x32x32xf32>
    %497 = sdy.sharding_constraint %496 <@mesh, [{"data"}, {"fsdp"}, {}]> : tensor<4x32x32xf32>
    %498 = stablehlo.negate %497 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"fsdp"}, {}]>]>} : tensor<4x32x32xf32>
    %499 = sdy.sharding_constraint %498 <@mesh, [{"data"}, {"fsdp"}, {}]> : tensor<4x32x32xf32>
    %cst_57 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<0.000000e+00> : tensor<f32>
    %500 = sdy.sharding_constraint %cst_57 <@mesh, []> : tensor<f32>
    %501 = stablehlo.reduce(%499 init: %500) applies stablehlo.add across dimensions = [2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"fsdp"}]>]>} : (tensor<4x32x32xf32>, tensor<f32>) -> tensor<4x32xf32>
    %502 = sdy.sharding_constraint %501 <@mesh, [{"data"}, {"fsdp"}]> : tensor<4x32xf32>
    %503 = stablehlo.reshape %502 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"fsdp"}, {}]>]>} : (tensor<4x32xf32>) -> tensor<4x32x1xf32>
    %504 = sdy.sharding_constraint %503 <@mesh, [{"data"}, {"fsdp"}, {}]> : tensor<4x32x1xf32>
    %505 = stablehlo.negate %483 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"fsdp"}, {}]>]>} : tensor<4x32x32xf32>
    %506 = sdy.sharding_constraint %505 <@mesh, [{"data"}, {"fsdp"}, {}]> : tensor<4x32x32xf32>
    %cst_58 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<0.000000e+00> : tensor<f32>
    %507 = sdy.sharding_constraint %cst_58 <@mesh, []> : tensor<f32>
    %508 = stablehlo.reduce(%506 init: %507) applies stablehlo.add across dimensions = [2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"fsdp"}]>]>} : (tensor<4x32x32xf32>, tensor<f32>) -> tensor<4x32xf32>
    %509 = sdy.sharding_constraint %508 <@mesh, [{"data"}, {"fsdp"}]> : tensor<4x32xf32>
    %510 = stablehlo.reshape %509 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"fsdp"}, {}]>]>} : (tensor<4x32xf32>) -> tensor<4x32x1xf32>
    %511 = sdy.sharding_constraint %510 <@mesh, [{"data"}, {"fsdp"}, {}]> : tensor<4x32x1xf32>
    %512 = stablehlo.add %497, %483 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"fsdp"}, {}]>]>} : tensor<4x32x32xf32>
    %513 = sdy.sharding_constraint %512 <@mesh, [{"data"}, {"fsdp"}, {}]> : tensor<4x32x32xf32>
    %514 = stablehlo.add %504, %511 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"fsdp"}, {}]>]>} : tensor<4x32x1xf32>
    %515 = sdy.sharding_constraint %514 <@mesh, [{"data"}, {"fsdp"}, {}]> : tensor<4x32x1xf32>
    %cst_59 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<3.200000e+01> : tensor<f32>
    %516 = sdy.sharding_constraint %cst_59 <@mesh, []> : tensor<f32>
    %517 = stablehlo.broadcast_in_dim %516, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"fsdp"}, {}]>]>} : (tensor<f32>) -> tensor<4x32x1xf32>
    %518 = sdy.sharding_constraint %517 <@mesh, [{"data"}, {"fsdp"}, {}]> : tensor<4x32x1xf32>
    %519 = stablehlo.divide %515, %518 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"fsdp"}, {}]>]>} : tensor<4x32x1xf32>
    %520 = sdy.sharding_constraint %519 <@mesh, [{"data"}, {"fsdp"}, {}]> : tensor<4x32x1xf32>
    %cst_60 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<0.000000e+00> : tensor<f32>
    %521 = sdy.sharding_constraint %cst_60 <@mesh, []> : tensor<f32>
    %522 = stablehlo.reduce(%520 init: %521) applies stablehlo.add across dimensions = [2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"fsdp"}]>]>} : (tensor<4x32x1xf32>, tensor<f32>) -> tensor<4x32xf32>
    %523 = sdy.sharding_constraint %522 <@mesh, [{"data"}, {"fsdp"}]> : tensor<4x32xf32>
    %524 = stablehlo.broadcast_in_dim %523, dims = [0, 1] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"fsdp"}, {}]>]>} : (tensor<4x32xf32>) -> tensor<4x32x32xf32>
    %525 = sdy.sharding_constraint %524 <@mesh, [{"data"}, {"fsdp"}, {}]> : tensor<4x32x32xf32>
    %526 = stablehlo.add %513, %525 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"fsdp"}, {}]>]>} : tensor<4x32x32xf32>
    %527 = sdy.sharding_constraint %526 <@mesh, [{"data"}, {"fsdp"}, {}]> : tensor<4x32x32xf32>
    %cst_61 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<0.000000e+00> : tensor<f32>
    %528 = sdy.sharding_constraint %cst_61 <@mesh, []> : tensor<f32>
    %529 = stablehlo.broadcast_in_dim %528, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"fsdp"}, {}]>]>} : (tensor<f32>) -> tensor<4x32x32xf32>
    %530 = sdy.sharding_constraint %529 <@mesh, [{"data"}, {"fsdp"}, {}]> : tensor<4x32x32xf32>
    %531 = stablehlo.complex %527, %530 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"fsdp"}, {}]>]>} : tensor<4x32x32xcomplex<f32>>
    %532 = sdy.sharding_constraint %531 <@mesh, [{"data"}, {"fsdp"}, {}]> : tensor<4x32x32xcomplex<f32>>
    %533 = stablehlo.transpose %532, dims = [0, 2, 1] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {"fsdp"}]>]>} : (tensor<4x32x32xcomplex<f32>>) -> tensor<4x32x32xcomplex<f32>>
    %534 = sdy.sharding_constraint %533 <@mesh, [{"data"}, {}, {"fsdp"}]> : tensor<4x32x32xcomplex<f32>>
    %535 = sdy.sharding_constraint %534 <@mesh, [{"data", "fsdp"}, {}, {}]> : tensor<4x32x32xcomplex<f32>>
    %536 = stablehlo.fft %535, type = FFT, length = [32] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data", "fsdp"}, {}, {}]>]>} : (tensor<4x32x32xcomplex<f32>>) -> tensor<4x32x32xcomplex<f32>>
    %537 = sdy.sharding_constraint %536 <@mesh, [{"data", "fsdp"}, {}, {}]> : tensor<4x32x32xcomplex<f32>>
    %538 = sdy.sharding_constraint %537 <@mesh, [{"data"}, {}, {"fsdp"}]> : tensor<4x32x32xcomplex<f32>>
    %539 = stablehlo.transpose %538, dims = [0, 2, 1] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"fsdp"}, {}]>]>} : (tensor<4x32x32xcomplex<f32>>) -> tensor<4x32x32xcomplex<f32>>
    %540 = sdy.sharding_constraint %539 <@mesh, [{"data"}, {"fsdp"}, {}]> : tensor<4x32x32xcomplex<f32>>
    %541 = stablehlo.fft %540, type = FFT, length = [32] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"fsdp"}, {}]>]>} : (tensor<4x32x32xcomplex<f32>>) -> tensor<4x32x32xcomplex<f32>>
    %542 = sdy.sharding_constraint %541 <@mesh, [{"data"}, {"fsdp"}, {}]> : tensor<4x32x32xcomplex<f32>>
    %543 = stablehlo.real %542 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"fsdp"}, {}]>]>} : (tensor<4x32x32xcomplex<f32>>) -> tensor<4x32x32xf32>
    %544 = sdy.sharding_constraint %543 <@mesh, [{"data"}, {"fsdp"}, {}]> : tensor<4x32x32xf32>
    %545 = stablehlo.convert %544 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"fsdp"}, {}]>]>} : tensor<4x32x32xf32>
    %546 = sdy.sharding_constraint %545 <@mesh, [{"data"}, {"fsdp"}, {}]> : tensor<4x32x32xf32>
    %547 = stablehlo.add %527, %546 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"fsdp"}, {}]>]>} : tensor<4x32x32xf32>
    %548 = sdy.sharding_constraint %547 <@mesh, [{"data"}, {"fsdp"}, {}]> : tensor<4x32x32xf32>
    %549 = stablehlo.multiply %132, %548 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"fsdp"}, {}]>]>} : tensor<4x32x32xf32>
    %550 = sdy.sharding_constraint %549 <@mesh, [{"data"}, {"fsdp"}, {}]> : tensor<4x32x32xf32>
    %cst_62 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<0.000000e+00> : tensor<f32>
    %551 = sdy.sharding_constraint %cst_62 <@mesh, []> : tensor<f32>
    %552 = stablehlo.reduce(%550 init: %551) applies stablehlo.add across dimensions = [2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"fsdp"}]>]>} : (tensor<4x32x32xf32>, tensor<f32>) -> tensor<4x32xf32>
    %553 = sdy.sharding_constraint %552 <@mesh, [{"data"}, {"fsdp"}]> : tensor<4x32xf32>
    %554 = stablehlo.reshape %553 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"fsdp"}, {}]>]>} : (tensor<4x32xf32>) -> tensor<4x32x1xf32>
    %555 = sdy.sharding_constraint %554 <@mesh, [{"data"}, {"fsdp"}, {}]> : tensor<4x32x1xf32>
    %556 = stablehlo.broadcast_in_dim %160, dims = [0, 1, 2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"fsdp"}, {}]>]>} : (tensor<4x32x1xf32>) -> tensor<4x32x32xf32>
    %557 = sdy.sharding_constraint %556 <@mesh, [{"data"}, {"fsdp"}, {}]> : tensor<4x32x32xf32>
    %558 = stablehlo.multiply %548, %557 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"fsdp"}, {}]>]>} : tensor<4x32x32xf32>
    %559 = sdy.sharding_constraint %558 <@mesh, [{"data"}, {"fsdp"}, {}]> : tensor<4x32x32xf32>
    %560 = stablehlo.multiply %555, %167 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"fsdp"}, {}]>]>} : tensor<4x32x1xf32>
    %561 = sdy.sharding_constraint %560 <@mesh, [{"data"}, {"fsdp"}, {}]> : tensor<4x32x1xf32>
    %cst_63 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<3.200000e+01> : tensor<f32>
    %562 = sdy.sharding_constraint %cst_63 <@mesh, []> : tensor<f32>
    %563 = stablehlo.broadcast_in_dim %562, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"fsdp"}, {}]>]>} : (tensor<f32>) -> tensor<4x32x1xf32>
    %564 = sdy.sharding_constraint %563 <@mesh, [{"data"}, {"fsdp"}, {}]> : tensor<4x32x1xf32>
    %565 = stablehlo.divide %561, %564 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"fsdp"}, {}]>]>} : tensor<4x32x1xf32>
    %566 = sdy.sharding_constraint %565 <@mesh, [{"data"}, {"fsdp"}, {}]> : tensor<4x32x1xf32>
    %cst_64 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<0.000000e+00> : tensor<f32>
    %567 = sdy.sharding_constraint %cst_64 <@mesh, []> : tensor<f32>
    %568 = stablehlo.reduce(%566 init: %567) applies stablehlo.add across dimensions = [2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"fsdp"}]>]>} : (tensor<4x32x1xf32>, tensor<f32>) -> tensor<4x32xf32>
    %569 = sdy.sharding_constraint %568 <@mesh, [{"data"}, {"fsdp"}]> : tensor<4x32xf32>
    %570 = stablehlo.broadcast_in_dim %569, dims = [0, 1] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"fsdp"}, {}]>]>} : (tensor<4x32xf32>) -> tensor<4x32x32xf32>
    %571 = sdy.sharding_constraint %570 <@mesh, [{"data"}, {"fsdp"}, {}]> : tensor<4x32x32xf32>
    %572 = stablehlo.multiply %571, %143 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"fsdp"}, {}]>]>} : tensor<4x32x32xf32>
    %573 = sdy.sharding_constraint %572 <@mesh, [{"data"}, {"fsdp"}, {}]> : tensor<4x32x32xf32>
    %574 = stablehlo.negate %573 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"fsdp"}, {}]>]>} : tensor<4x32x32xf32>
    %575 = sdy.sharding_constraint %574 <@mesh, [{"data"}, {"fsdp"}, {}]> : tensor<4x32x32xf32>
    %cst_65 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<0.000000e+00> : tensor<f32>
    %576 = sdy.sharding_constraint %cst_65 <@mesh, []> : tensor<f32>
    %577 = stablehlo.reduce(%575 init: %576) applies stablehlo.add across dimensions = [2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"fsdp"}]>]>} : (tensor<4x32x32xf32>, tensor<f32>) -> tensor<4x32xf32>
    %578 = sdy.sharding_constraint %577 <@mesh, [{"data"}, {"fsdp"}]> : tensor<4x32xf32>
    %579 = stablehlo.reshape %578 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"fsdp"}, {}]>]>} : (tensor<4x32xf32>) -> tensor<4x32x1xf32>
    %580 = sdy.sharding_constraint %579 <@mesh, [{"data"}, {"fsdp"}, {}]> : tensor<4x32x1xf32>
    %581 = stablehlo.negate %559 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"fsdp"}, {}]>]>} : tensor<4x32x32xf32>
    %582 = sdy.sharding_constraint %581 <@mesh, [{"data"}, {"fsdp"}, {}]> : tensor<4x32x32xf32>
    %cst_66 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<0.000000e+00> : tensor<f32>
    %583 = sdy.sharding_constraint %cst_66 <@mesh, []> : tensor<f32>
    %584 = stablehlo.reduce(%582 init: %583) applies stablehlo.add across dimensions = [2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"fsdp"}]>]>} : (tensor<4x32x32xf32>, tensor<f32>) -> tensor<4x32xf32>
    %585 = sdy.sharding_constraint %584 <@mesh, [{"data"}, {"fsdp"}]> : tensor<4x32xf32>
    %586 = stablehlo.reshape %585 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"fsdp"}, {}]>]>} : (tensor<4x32xf32>) -> tensor<4x32x1xf32>
    %587 = sdy.sharding_constraint %586 <@mesh, [{"data"}, {"fsdp"}, {}]> : tensor<4x32x1xf32>
    %588 = stablehlo.add %573, %559 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"fsdp"}, {}]>]>} : tensor<4x32x32xf32>
    %589 = sdy.sharding_constraint %588 <@mesh, [{"data"}, {"fsdp"}, {}]> : tensor<4x32x32xf32>
    %590 = stablehlo.add %580, %587 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"fsdp"}, {}]>]>} : tensor<4x32x1xf32>
    %591 = sdy.sharding_constraint %590 <@mesh, [{"data"}, {"fsdp"}, {}]> : tensor<4x32x1xf32>
    %cst_67 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<3.200000e+01> : tensor<f32>
    %592 = sdy.sharding_constraint %cst_67 <@mesh, []> : tensor<f32>
    %593 = stablehlo.broadcast_in_dim %592, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"fsdp"}, {}]>]>} : (tensor<f32>) -> tensor<4x32x1xf32>
    %594 = sdy.sharding_constraint %593 <@mesh, [{"data"}, {"fsdp"}, {}]> : tensor<4x32x1xf32>
    %595 = stablehlo.divide %591, %594 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"fsdp"}, {}]>]>} : tensor<4x32x1xf32>
    %596 = sdy.sharding_constraint %595 <@mesh, [{"data"}, {"fsdp"}, {}]> : tensor<4x32x1xf32>
    %cst_68 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<0.000000e+00> : tensor<f32>
    %597 = sdy.sharding_constraint %cst_68 <@mesh, []> : tensor<f32>
    %598 = stablehlo.reduce(%596 init: %597) applies stablehlo.add across dimensions = [2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"fsdp"}]>]>} : (tensor<4x32x1xf32>, tensor<f32>) -> tensor<4x32xf32>
    %599 = sdy.sharding_constraint %598 <@mesh, [{"data"}, {"fsdp"}]> : tensor<4x32xf32>
    %600 = stablehlo.broadcast_in_dim %599, dims = [0, 1] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"fsdp"}, {}]>]>} : (tensor<4x32xf32>) -> tensor<4x32x32xf32>
    %601 = sdy.sharding_constraint %600 <@mesh, [{"data"}, {"fsdp"}, {}]> : tensor<4x32x32xf32>
    %602 = stablehlo.add %589, %601 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"fsdp"}, {}]>]>} : tensor<4x32x32xf32>
    %603 = sdy.sharding_constraint %602 <@mesh, [{"data"}, {"fsdp"}, {}]> : tensor<4x32x32xf32>
    %604 = stablehlo.dot_general %603, %114, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"model"}]>]>} : (tensor<4x32x32xf32>, tensor<4x32x64xf32>) -> tensor<32x64xf32>
    %605 = sdy.sharding_constraint %604 <@mesh, [{}, {"model"}]> : tensor<32x64xf32>
    %606 = stablehlo.transpose %605, dims = [1, 0] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"model"}, {}]>]>} : (tensor<32x64xf32>) -> tensor<64x32xf32>
    %607 = sdy.sharding_constraint %606 <@mesh, [{"model"}, {}]> : tensor<64x32xf32>
    %608 = stablehlo.dot_general %603, %arg1, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"fsdp"}, {"model"}]>]>} : (tensor<4x32x32xf32>, tensor<64x32xf32>) -> tensor<4x32x64xf32>
    %609 = sdy.sharding_constraint %608 <@mesh, [{"data"}, {"fsdp"}, {"model"}]> : tensor<4x32x64xf32>
    %610 = stablehlo.multiply %72, %609 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"fsdp"}, {"model"}]>]>} : tensor<4x32x64xf32>
    %611 = sdy.sharding_constraint %610 <@mesh, [{"data"}, {"fsdp"}, {"model"}]> : tensor<4x32x64xf32>
    %612 = stablehlo.multiply %609, %112 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"fsdp"}, {"model"}]>]>} : tensor<4x32x64xf32>
    %613 = sdy.sharding_constraint %612 <@mesh, [{"data"}, {"fsdp"}, {"model"}]> : tensor<4x32x64xf32>
    %cst_69 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<5.000000e-01> : tensor<f32>
    %614 = sdy.sharding_constraint %cst_69 <@mesh, []> : tensor<f32>
    %615 = stablehlo.broadcast_in_dim %614, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"fsdp"}, {"model"}]>]>} : (tensor<f32>) -> tensor<4x32x64xf32>
    %616 = sdy.sharding_constraint %615 <@mesh, [{"data"}, {"fsdp"}, {"model"}]> : tensor<4x32x64xf32>
    %617 = stablehlo.multiply %616, %611 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"fsdp"}, {"model"}]>]>} : tensor<4x32x64xf32>
    %618 = sdy.sharding_constraint %617 <@mesh, [{"data"}, {"fsdp"}, {"model"}]> : tensor<4x32x64xf32>
    %619 = stablehlo.multiply %618, %102 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"fsdp"}, {"model"}]>]>} : tensor<4x32x64xf32>
    %620 = sdy.sharding_constraint %619 <@mesh, [{"data"}, {"fsdp"}, {"model"}]> : tensor<4x32x64xf32>
    %621 = stablehlo.multiply %620, %97 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"fsdp"}, {"model"}]>]>} : tensor<4x32x64xf32>
    %622 = sdy.sharding_constraint %621 <@mesh, [{"data"}, {"fsdp"}, {"model"}]> : tensor<4x32x64xf32>
    %623 = stablehlo.add %620, %622 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"fsdp"}, {"model"}]>]>} : tensor<4x32x64xf32>
    %624 = sdy.sharding_constraint %623 <@mesh, [{"data"}, {"fsdp"}, {"model"}]> : tensor<4x32x64xf32>
    %cst_70 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<0.797884583> : tensor<f32>
    %625 = sdy.sharding_constraint %cst_70 <@mesh, []> : tensor<f32>
    %626 = stablehlo.broadcast_in_dim %625, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"fsdp"}, {"model"}]>]>} : (tensor<f32>) -> tensor<4x32x64xf32>
    %627 = sdy.sharding_constraint %626 <@mesh, [{"data"}, {"fsdp"}, {"model"}]> : tensor<4x32x64xf32>
    %628 = stablehlo.multiply %627, %624 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"fsdp"}, {"model"}]>]>} : tensor<4x32x64xf32>
    %629 = sdy.sharding_constraint %628 <@mesh, [{"data"}, {"fsdp"}, {"model"}]> : tensor<4x32x64xf32>
    %630 = stablehlo.add %613, %629 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"fsdp"}, {"model"}]>]>} : tensor<4x32x64xf32>
    %631 = sdy.sharding_constraint %630 <@mesh, [{"data"}, {"fsdp"}, {"model"}]> : tensor<4x32x64xf32>
    %cst_71 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<4.471500e-02> : tensor<f32>
    %632 = sdy.sharding_constraint %cst_71 <@mesh, []> : tensor<f32>
    %633 = stablehlo.broadcast_in_dim %632, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"fsdp"}, {"model"}]>]>} : (tensor<f32>) -> tensor<4x32x64xf32>
    %634 = sdy.sharding_constraint %633 <@mesh, [{"data"}, {"fsdp"}, {"model"}]> : tensor<4x32x64xf32>
    %635 = stablehlo.multiply %634, %629 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"fsdp"}, {"model"}]>]>} : tensor<4x32x64xf32>
    %636 = sdy.sharding_constraint %635 <@mesh, [{"data"}, {"fsdp"}, {"model"}]> : tensor<4x32x64xf32>
    %637 = stablehlo.multiply %636, %83 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"fsdp"}, {"model"}]>]>} : tensor<4x32x64xf32>
    %638 = sdy.sharding_constraint %637 <@mesh, [{"data"}, {"fsdp"}, {"model"}]> : tensor<4x32x64xf32>
    %639 = stablehlo.add %631, %638 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"fsdp"}, {"model"}]>]>} : tensor<4x32x64xf32>
    %640 = sdy.sharding_constraint %639 <@mesh, [{"data"}, {"fsdp"}, {"model"}]> : tensor<4x32x64xf32>
    %641 = stablehlo.dot_general %640, %70, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"model"}, {}]>]>} : (tensor<4x32x64xf32>, tensor<4x32x32xf32>) -> tensor<64x32xf32>
    %642 = sdy.sharding_constraint %641 <@mesh, [{"model"}, {}]> : tensor<64x32xf32>
    %643 = stablehlo.transpose %642, dims = [1, 0] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"model"}]>]>} : (tensor<64x32xf32>) -> tensor<32x64xf32>
    %644 = sdy.sharding_constraint %643 <@mesh, [{}, {"model"}]> : tensor<32x64xf32>
    %645 = stablehlo.dot_general %640, %arg0, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"fsdp"}, {}]>]>} : (tensor<4x32x64xf32>, tensor<32x64xf32>) -> tensor<4x32x32xf32>
    %646 = sdy.sharding_constraint %645 <@mesh, [{"data"}, {"fsdp"}, {}]> : tensor<4x32x32xf32>
    %647 = stablehlo.add %603, %646 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"fsdp"}, {}]>]>} : tensor<4x32x32xf32>
    %648 = sdy.sharding_constraint %647 <@mesh, [{"data"}, {"fsdp"}, {}]> : tensor<4x32x32xf32>
    %649 = stablehlo.multiply %31, %648 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"fsdp"}, {}]>]>} : tensor<4x32x32xf32>
    %650 = sdy.sharding_constraint %649 <@mesh, [{"data"}, {"fsdp"}, {}]> : tensor<4x32x32xf32>
    %cst_72 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<0.000000e+00> : tensor<f32>
    %651 = sdy.sharding_constraint %cst_72 <@mesh, []> : tensor<f32>
    %652 = stablehlo.reduce(%650 init: %651) applies stablehlo.add across dimensions = [2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"fsdp"}]>]>} : (tensor<4x32x32xf32>, tensor<f32>) -> tensor<4x32xf32>
    %653 = sdy.sharding_constraint %652 <@mesh, [{"data"}, {"fsdp"}]> : tensor<4x32xf32>
    %654 = stablehlo.reshape %653 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"fsdp"}, {}]>]>} : (tensor<4x32xf32>) -> tensor<4x32x1xf32>
    %655 = sdy.sharding_constraint %654 <@mesh, [{"data"}, {"fsdp"}, {}]> : tensor<4x32x1xf32>
    %656 = stablehlo.broadcast_in_dim %59, dims = [0, 1, 2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"fsdp"}, {}]>]>} : (tensor<4x32x1xf32>) -> tensor<4x32x32xf32>
    %657 = sdy.sharding_constraint %656 <@mesh, [{"data"}, {"fsdp"}, {}]> : tensor<4x32x32xf32>
    %658 = stablehlo.multiply %648, %657 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"fsdp"}, {}]>]>} : tensor<4x32x32xf32>
    %659 = sdy.sharding_constraint %658 <@mesh, [{"data"}, {"fsdp"}, {}]> : tensor<4x32x32xf32>
    %660 = stablehlo.multiply %655, %66 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"fsdp"}, {}]>]>} : tensor<4x32x1xf32>
    %661 = sdy.sharding_constraint %660 <@mesh, [{"data"}, {"fsdp"}, {}]> : tensor<4x32x1xf32>
    %cst_73 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<3.200000e+01> : tensor<f32>
    %662 = sdy.sharding_constraint %cst_73 <@mesh, []> : tensor<f32>
    %663 = stablehlo.broadcast_in_dim %662, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"fsdp"}, {}]>]>} : (tensor<f32>) -> tensor<4x32x1xf32>
    %664 = sdy.sharding_constraint %663 <@mesh, [{"data"}, {"fsdp"}, {}]> : tensor<4x32x1xf32>
    %665 = stablehlo.divide %661, %664 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"fsdp"}, {}]>]>} : tensor<4x32x1xf32>
    %666 = sdy.sharding_constraint %665 <@mesh, [{"data"}, {"fsdp"}, {}]> : tensor<4x32x1xf32>
    %cst_74 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<0.000000e+00> : tensor<f32>
    %667 = sdy.sharding_constraint %cst_74 <@mesh, []> : tensor<f32>
    %668 = stablehlo.reduce(%666 init: %667) applies stablehlo.add across dimensions = [2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"fsdp"}]>]>} : (tensor<4x32x1xf32>, tensor<f32>) -> tensor<4x32xf32>
    %669 = sdy.sharding_constraint %668 <@mesh, [{"data"}, {"fsdp"}]> : tensor<4x32xf32>
    %670 = stablehlo.broadcast_in_dim %669, dims = [0, 1] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"fsdp"}, {}]>]>} : (tensor<4x32xf32>) -> tensor<4x32x32xf32>
    %671 = sdy.sharding_constraint %670 <@mesh, [{"data"}, {"fsdp"}, {}]> : tensor<4x32x32xf32>
    %672 = stablehlo.multiply %671, %42 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"fsdp"}, {}]>]>} : tensor<4x32x32xf32>
    %673 = sdy.sharding_constraint %672 <@mesh, [{"data"}, {"fsdp"}, {}]> : tensor<4x32x32xf32>
    %674 = stablehlo.negate %673 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"fsdp"}, {}]>]>} : tensor<4x32x32xf32>
    %675 = sdy.sharding_constraint %674 <@mesh, [{"data"}, {"fsdp"}, {}]> : tensor<4x32x32xf32>
    %cst_75 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<0.000000e+00> : tensor<f32>
    %676 = sdy.sharding_constraint %cst_75 <@mesh, []> : tensor<f32>
    %677 = stablehlo.reduce(%675 init: %676) applies stablehlo.add across dimensions = [2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"fsdp"}]>]>} : (tensor<4x32x32xf32>, tensor<f32>) -> tensor<4x32xf32>
    %678 = sdy.sharding_constraint %677 <@mesh, [{"data"}, {"fsdp"}]> : tensor<4x32xf32>
    %679 = stablehlo.reshape %678 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"fsdp"}, {}]>]>} : (tensor<4x32xf32>) -> tensor<4x32x1xf32>
    %680 = sdy.sharding_constraint %679 <@mesh, [{"data"}, {"fsdp"}, {}]> : tensor<4x32x1xf32>
    %681 = stablehlo.negate %659 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"fsdp"}, {}]>]>} : tensor<4x32x32xf32>
    %682 = sdy.sharding_constraint %681 <@mesh, [{"data"}, {"fsdp"}, {}]> : tensor<4x32x32xf32>
    %cst_76 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<0.000000e+00> : tensor<f32>
    %683 = sdy.sharding_constraint %cst_76 <@mesh, []> : tensor<f32>
    %684 = stablehlo.reduce(%682 init: %683) applies stablehlo.add across dimensions = [2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"fsdp"}]>]>} : (tensor<4x32x32xf32>, tensor<f32>) -> tensor<4x32xf32>
    %685 = sdy.sharding_constraint %684 <@mesh, [{"data"}, {"fsdp"}]> : tensor<4x32xf32>
    %686 = stablehlo.reshape %685 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"fsdp"}, {}]>]>} : (tensor<4x32xf32>) -> tensor<4x32x1xf32>
    %687 = sdy.sharding_constraint %686 <@mesh, [{"data"}, {"fsdp"}, {}]> : tensor<4x32x1xf32>
    %688 = stablehlo.add %673, %659 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"fsdp"}, {}]>]>} : tensor<4x32x32xf32>
    %689 = sdy.sharding_constraint %688 <@mesh, [{"data"}, {"fsdp"}, {}]> : tensor<4x32x32xf32>
    %690 = stablehlo.add %680, %687 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"fsdp"}, {}]>]>} : tensor<4x32x1xf32>
    %691 = sdy.sharding_constraint %690 <@mesh, [{"data"}, {"fsdp"}, {}]> : tensor<4x32x1xf32>
    %cst_77 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<3.200000e+01> : tensor<f32>
    %692 = sdy.sharding_constraint %cst_77 <@mesh, []> : tensor<f32>
    %693 = stablehlo.broadcast_in_dim %692, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"fsdp"}, {}]>]>} : (tensor<f32>) -> tensor<4x32x1xf32>
    %694 = sdy.sharding_constraint %693 <@mesh, [{"data"}, {"fsdp"}, {}]> : tensor<4x32x1xf32>
    %695 = stablehlo.divide %691, %694 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"fsdp"}, {}]>]>} : tensor<4x32x1xf32>
    %696 = sdy.sharding_constraint %695 <@mesh, [{"data"}, {"fsdp"}, {}]> : tensor<4x32x1xf32>
    %cst_78 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<0.000000e+00> : tensor<f32>
    %697 = sdy.sharding_constraint %cst_78 <@mesh, []> : tensor<f32>
    %698 = stablehlo.reduce(%696 init: %697) applies stablehlo.add across dimensions = [2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"fsdp"}]>]>} : (tensor<4x32x1xf32>, tensor<f32>) -> tensor<4x32xf32>
    %699 = sdy.sharding_constraint %698 <@mesh, [{"data"}, {"fsdp"}]> : tensor<4x32xf32>
    %700 = stablehlo.broadcast_in_dim %699, dims = [0, 1] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"fsdp"}, {}]>]>} : (tensor<4x32xf32>) -> tensor<4x32x32xf32>
    %701 = sdy.sharding_constraint %700 <@mesh, [{"data"}, {"fsdp"}, {}]> : tensor<4x32x32xf32>
    %702 = stablehlo.add %689, %701 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"fsdp"}, {}]>]>} : tensor<4x32x32xf32>
    %703 = sdy.sharding_constraint %702 <@mesh, [{"data"}, {"fsdp"}, {}]> : tensor<4x32x32xf32>
    %cst_79 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<0.000000e+00> : tensor<f32>
    %704 = sdy.sharding_constraint %cst_79 <@mesh, []> : tensor<f32>
    %705 = stablehlo.broadcast_in_dim %704, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"fsdp"}, {}]>]>} : (tensor<f32>) -> tensor<4x32x32xf32>
    %706 = sdy.sharding_constraint %705 <@mesh, [{"data"}, {"fsdp"}, {}]> : tensor<4x32x32xf32>
    %707 = stablehlo.complex %703, %706 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"fsdp"}, {}]>]>} : tensor<4x32x32xcomplex<f32>>
    %708 = sdy.sharding_constraint %707 <@mesh, [{"data"}, {"fsdp"}, {}]> : tensor<4x32x32xcomplex<f32>>
    %709 = stablehlo.transpose %708, dims = [0, 2, 1] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {"fsdp"}]>]>} : (tensor<4x32x32xcomplex<f32>>) -> tensor<4x32x32xcomplex<f32>>
    %710 = sdy.sharding_constraint %709 <@mesh, [{"data"}, {}, {"fsdp"}]> : tensor<4x32x32xcomplex<f32>>
    %711 = sdy.sharding_constraint %710 <@mesh, [{"data", "fsdp"}, {}, {}]> : tensor<4x32x32xcomplex<f32>>
    %712 = stablehlo.fft %711, type = FFT, length = [32] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data", "fsdp"}, {}, {}]>]>} : (tensor<4x32x32xcomplex<f32>>) -> tensor<4x32x32xcomplex<f32>>
    %713 = sdy.sharding_constraint %712 <@mesh, [{"data", "fsdp"}, {}, {}]> : tensor<4x32x32xcomplex<f32>>
    %714 = sdy.sharding_constraint %713 <@mesh, [{"data"}, {}, {"fsdp"}]> : tensor<4x32x32xcomplex<f32>>
    %715 = stablehlo.transpose %714, dims = [0, 2, 1] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"fsdp"}, {}]>]>} : (tensor<4x32x32xcomplex<f32>>) -> tensor<4x32x32xcomplex<f32>>
    %716 = sdy.sharding_constraint %715 <@mesh, [{"data"}, {"fsdp"}, {}]> : tensor<4x32x32xcomplex<f32>>
    %717 = stablehlo.fft %716, type = FFT, length = [32] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"fsdp"}, {}]>]>} : (tensor<4x32x32xcomplex<f32>>) -> tensor<4x32x32xcomplex<f32>>
    %718 = sdy.sharding_constraint %717 <@mesh, [{"data"}, {"fsdp"}, {}]> : tensor<4x32x32xcomplex<f32>>
    %719 = stablehlo.real %718 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"fsdp"}, {}]>]>} : (tensor<4x32x32xcomplex<f32>>) -> tensor<4x32x32xf32>
    %720 = sdy.sharding_constraint %719 <@mesh, [{"data"}, {"fsdp"}, {}]> : tensor<4x32x32xf32>
    %721 = stablehlo.convert %720 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"fsdp"}, {}]>]>} : tensor<4x32x32xf32>
    %722 = sdy.sharding_constraint %721 <@mesh, [{"data"}, {"fsdp"}, {}]> : tensor<4x32x32xf32>
    %723 = stablehlo.add %703, %722 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"fsdp"}, {}]>]>} : tensor<4x32x32xf32>
    %724 = sdy.sharding_constraint %723 <@mesh, [{"data"}, {"fsdp"}, {}]> : tensor<4x32x32xf32>
    %725 = stablehlo.dot_general %724, %arg6, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{?}, {?}]>]>} : (tensor<4x32x32xf32>, tensor<4x32x16xf32>) -> tensor<32x16xf32>
    %726 = sdy.sharding_constraint %725 <@mesh, [{}, {}]> : tensor<32x16xf32>
    %727 = stablehlo.transpose %726, dims = [1, 0] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{?}, {?}]>]>} : (tensor<32x16xf32>) -> tensor<16x32xf32>
    %728 = sdy.sharding_constraint %727 <@mesh, [{}, {}]> : tensor<16x32xf32>
    %cst_80 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<5.000000e-02> : tensor<f32>
    %729 = sdy.sharding_constraint %cst_80 <@mesh, []> : tensor<f32>
    %730 = stablehlo.broadcast_in_dim %729, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"model"}]>]>} : (tensor<f32>) -> tensor<32x64xf32>
    %731 = sdy.sharding_constraint %730 <@mesh, [{}, {"model"}]> : tensor<32x64xf32>
    %732 = stablehlo.multiply %731, %644 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"model"}]>]>} : tensor<32x64xf32>
    %733 = sdy.sharding_constraint %732 <@mesh, [{}, {"model"}]> : tensor<32x64xf32>
    %734 = stablehlo.subtract %arg0, %733 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"model"}]>]>} : tensor<32x64xf32>
    %735 = sdy.sharding_constraint %734 <@mesh, [{}, {"model"}]> : tensor<32x64xf32>
    %cst_81 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<5.000000e-02> : tensor<f32>
    %736 = sdy.sharding_constraint %cst_81 <@mesh, []> : tensor<f32>
    %737 = stablehlo.broadcast_in_dim %736, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"model"}, {}]>]>} : (tensor<f32>) -> tensor<64x32xf32>
    %738 = sdy.sharding_constraint %737 <@mesh, [{"model"}, {}]> : tensor<64x32xf32>
    %739 = stablehlo.multiply %738, %607 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"model"}, {}]>]>} : tensor<64x32xf32>
    %740 = sdy.sharding_constraint %739 <@mesh, [{"model"}, {}]> : tensor<64x32xf32>
    %741 = stablehlo.subtract %arg1, %740 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"model"}, {}]>]>} : tensor<64x32xf32>
    %742 = sdy.sharding_constraint %741 <@mesh, [{"model"}, {}]> : tensor<64x32xf32>
    %cst_82 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<5.000000e-02> : tensor<f32>
    %743 = sdy.sharding_constraint %cst_82 <@mesh, []> : tensor<f32>
    %744 = stablehlo.broadcast_in_dim %743, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"model"}]>]>} : (tensor<f32>) -> tensor<32x64xf32>
    %745 = sdy.sharding_constraint %744 <@mesh, [{}, {"model"}]> : tensor<32x64xf32>
    %746 = stablehlo.multiply %745, %468 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"model"}]>]>} : tensor<32x64xf32>
    %747 = sdy.sharding_constraint %746 <@mesh, [{}, {"model"}]> : tensor<32x64xf32>
    %748 = stablehlo.subtract %arg2, %747 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"model"}]>]>} : tensor<32x64xf32>
    %749 = sdy.sharding_constraint %748 <@mesh, [{}, {"model"}]> : tensor<32x64xf32>
    %cst_83 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<5.000000e-02> : tensor<f32>
    %750 = sdy.sharding_constraint %cst_83 <@mesh, []> : tensor<f32>
    %751 = stablehlo.broadcast_in_dim %750, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"model"}, {}]>]>} : (tensor<f32>) -> tensor<64x32xf32>
    %752 = sdy.sharding_constraint %751 <@mesh, [{"model"}, {}]> : tensor<64x32xf32>
    %753 = stablehlo.multiply %752, %431 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"model"}, {}]>]>} : tensor<64x32xf32>
    %754 = sdy.sharding_constraint %753 <@mesh, [{"model"}, {}]> : tensor<64x32xf32>
    %755 = stablehlo.subtract %arg3, %754 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"model"}, {}]>]>} : tensor<64x32xf32>
    %756 = sdy.sharding_constraint %755 <@mesh, [{"model"}, {}]> : tensor<64x32xf32>
    %cst_84 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<5.000000e-02> : tensor<f32>
    %757 = sdy.sharding_constraint %cst_84 <@mesh, []> : tensor<f32>
    %758 = stablehlo.broadcast_in_dim %757, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{?}, {?}]>]>} : (tensor<f32>) -> tensor<16x32xf32>
    %759 = sdy.sharding_constraint %758 <@mesh, [{}, {}]> : tensor<16x32xf32>
    %760 = stablehlo.multiply %759, %728 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{?}, {?}]>]>} : tensor<16x32xf32>
    %761 = sdy.sharding_constraint %760 <@mesh, [{}, {}]> : tensor<16x32xf32>
    %762 = stablehlo.subtract %arg4, %761 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}]>]>} : tensor<16x32xf32>
    %763 = sdy.sharding_constraint %762 <@mesh, [{}, {}]> : tensor<16x32xf32>
    %cst_85 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<5.000000e-02> : tensor<f32>
    %764 = sdy.sharding_constraint %cst_85 <@mesh, []> : tensor<f32>
    %765 = stablehlo.broadcast_in_dim %764, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{?}, {?}]>]>} : (tensor<f32>) -> tensor<32x4xf32>
    %766 = sdy.sharding_constraint %765 <@mesh, [{}, {}]> : tensor<32x4xf32>
    %767 = stablehlo.multiply %766, %370 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{?}, {?}]>]>} : tensor<32x4xf32>
    %768 = sdy.sharding_constraint %767 <@mesh, [{}, {}]> : tensor<32x4xf32>
    %769 = stablehlo.subtract %arg5, %768 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}]>]>} : tensor<32x4xf32>
    %770 = sdy.sharding_constraint %769 <@mesh, [{}, {}]> : tensor<32x4xf32>
    return %735, %742, %749, %756, %763, %770, %358 : tensor<32x64xf32>, tensor<64x32xf32>, tensor<32x64xf32>, tensor<64x32xf32>, tensor<16x32xf32>, tensor<32x4xf32>, tensor<f32>
  }
}
