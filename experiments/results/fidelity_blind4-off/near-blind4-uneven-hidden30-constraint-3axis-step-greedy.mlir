module @jit_dynamic_fn attributes {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["data"=2, "fsdp"=2, "model"=2]> {stablehlo.mesh = {axes = [{name = "data", size = 2 : i64}, {name = "fsdp", size = 2 : i64}, {name = "model", size = 2 : i64}]}}
  func.func public @main(%arg0: tensor<30xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}]>}, %arg1: tensor<20x30xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"fsdp"}]>}, %arg2: tensor<30x10xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {}]>}, %arg3: tensor<24x20xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}, %arg4: tensor<24x10xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}) -> (tensor<30xf32> {jax.result_info = "result[0]['b1']", sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}]>}, tensor<20x30xf32> {jax.result_info = "result[0]['w1']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"fsdp"}]>}, tensor<30x10xf32> {jax.result_info = "result[0]['w2']", sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {}]>}, tensor<f32> {jax.result_info = "result[1]", sdy.sharding = #sdy.sharding<@mesh, []>}) {
    %0 = sdy.sharding_constraint %arg1 <@mesh, [{}, {"fsdp", "model"}]> : tensor<20x30xf32>
    %1 = stablehlo.dot_general %arg3, %0, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"fsdp", "model"}]>]>} : (tensor<24x20xf32>, tensor<20x30xf32>) -> tensor<24x30xf32>
    %2 = sdy.sharding_constraint %1 <@mesh, [{"data"}, {"fsdp", "model"}]> : tensor<24x30xf32>
    %3 = sdy.sharding_constraint %arg0 <@mesh, [{"fsdp", "model"}]> : tensor<30xf32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [1] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"fsdp", "model"}]>]>} : (tensor<30xf32>) -> tensor<1x30xf32>
    %5 = sdy.sharding_constraint %4 <@mesh, [{}, {"fsdp", "model"}]> : tensor<1x30xf32>
    %6 = stablehlo.broadcast_in_dim %5, dims = [0, 1] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"fsdp", "model"}]>]>} : (tensor<1x30xf32>) -> tensor<24x30xf32>
    %7 = sdy.sharding_constraint %6 <@mesh, [{"data"}, {"fsdp", "model"}]> : tensor<24x30xf32>
    %8 = stablehlo.add %2, %7 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"fsdp", "model"}]>]>} : tensor<24x30xf32>
    %9 = sdy.sharding_constraint %8 <@mesh, [{"data"}, {"fsdp", "model"}]> : tensor<24x30xf32>
    %10 = stablehlo.tanh %9 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"fsdp", "model"}]>]>} : tensor<24x30xf32>
    %11 = sdy.sharding_constraint %10 <@mesh, [{"data"}, {"fsdp", "model"}]> : tensor<24x30xf32>
    %cst = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<1.000000e+00> : tensor<f32>
    %12 = sdy.sharding_constraint %cst <@mesh, []> : tensor<f32>
    %13 = stablehlo.broadcast_in_dim %12, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"fsdp", "model"}]>]>} : (tensor<f32>) -> tensor<24x30xf32>
    %14 = sdy.sharding_constraint %13 <@mesh, [{"data"}, {"fsdp", "model"}]> : tensor<24x30xf32>
    %15 = stablehlo.subtract %14, %11 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"fsdp", "model"}]>]>} : tensor<24x30xf32>
    %16 = sdy.sharding_constraint %15 <@mesh, [{"data"}, {"fsdp", "model"}]> : tensor<24x30xf32>
    %17 = sdy.sharding_constraint %11 <@mesh, [{"data"}, {"fsdp", "model"}]> {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"fsdp", "model"}]>]>} : tensor<24x30xf32>
    %18 = sdy.sharding_constraint %17 <@mesh, [{"data"}, {"fsdp", "model"}]> : tensor<24x30xf32>
    %19 = sdy.sharding_constraint %arg2 <@mesh, [{"fsdp", "model"}, {}]> : tensor<30x10xf32>
    %20 = stablehlo.dot_general %18, %19, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : (tensor<24x30xf32>, tensor<30x10xf32>) -> tensor<24x10xf32>
    %21 = sdy.sharding_constraint %20 <@mesh, [{"data"}, {}]> : tensor<24x10xf32>
    %22 = stablehlo.subtract %21, %arg4 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : tensor<24x10xf32>
    %23 = sdy.sharding_constraint %22 <@mesh, [{"data"}, {}]> : tensor<24x10xf32>
    %24 = stablehlo.multiply %23, %23 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : tensor<24x10xf32>
    %25 = sdy.sharding_constraint %24 <@mesh, [{"data"}, {}]> : tensor<24x10xf32>
    %cst_0 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<2.000000e+00> : tensor<f32>
    %26 = sdy.sharding_constraint %cst_0 <@mesh, []> : tensor<f32>
    %27 = stablehlo.broadcast_in_dim %26, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : (tensor<f32>) -> tensor<24x10xf32>
    %28 = sdy.sharding_constraint %27 <@mesh, [{"data"}, {}]> : tensor<24x10xf32>
    %29 = stablehlo.multiply %28, %23 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : tensor<24x10xf32>
    %30 = sdy.sharding_constraint %29 <@mesh, [{"data"}, {}]> : tensor<24x10xf32>
    %cst_1 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<0.000000e+00> : tensor<f32>
    %31 = sdy.sharding_constraint %cst_1 <@mesh, []> : tensor<f32>
    %32 = stablehlo.reduce(%25 init: %31) applies stablehlo.add across dimensions = [0, 1] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} : (tensor<24x10xf32>, tensor<f32>) -> tensor<f32>
    %33 = sdy.sharding_constraint %32 <@mesh, []> : tensor<f32>
    %cst_2 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<2.400000e+02> : tensor<f32>
    %34 = sdy.sharding_constraint %cst_2 <@mesh, []> : tensor<f32>
    %35 = stablehlo.divide %33, %34 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} : tensor<f32>
    %36 = sdy.sharding_constraint %35 <@mesh, []> : tensor<f32>
    %cst_3 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<1.000000e+00> : tensor<f32>
    %37 = sdy.sharding_constraint %cst_3 <@mesh, []> : tensor<f32>
    %cst_4 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<2.400000e+02> : tensor<f32>
    %38 = sdy.sharding_constraint %cst_4 <@mesh, []> : tensor<f32>
    %39 = stablehlo.divide %37, %38 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} : tensor<f32>
    %40 = sdy.sharding_constraint %39 <@mesh, []> : tensor<f32>
    %41 = stablehlo.broadcast_in_dim %40, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : (tensor<f32>) -> tensor<24x10xf32>
    %42 = sdy.sharding_constraint %41 <@mesh, [{"data"}, {}]> : tensor<24x10xf32>
    %43 = stablehlo.multiply %42, %30 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : tensor<24x10xf32>
    %44 = sdy.sharding_constraint %43 <@mesh, [{"data"}, {}]> : tensor<24x10xf32>
    %45 = stablehlo.dot_general %44, %18, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"fsdp", "model"}]>]>} : (tensor<24x10xf32>, tensor<24x30xf32>) -> tensor<10x30xf32>
    %46 = sdy.sharding_constraint %45 <@mesh, [{}, {"fsdp", "model"}]> : tensor<10x30xf32>
    %47 = stablehlo.transpose %46, dims = [1, 0] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"fsdp", "model"}, {}]>]>} : (tensor<10x30xf32>) -> tensor<30x10xf32>
    %48 = sdy.sharding_constraint %47 <@mesh, [{"fsdp", "model"}, {}]> : tensor<30x10xf32>
    %49 = sdy.sharding_constraint %arg2 <@mesh, [{"fsdp", "model"}, {}]> : tensor<30x10xf32>
    %50 = stablehlo.dot_general %44, %49, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"fsdp", "model"}]>]>} : (tensor<24x10xf32>, tensor<30x10xf32>) -> tensor<24x30xf32>
    %51 = sdy.sharding_constraint %50 <@mesh, [{"data"}, {"fsdp", "model"}]> : tensor<24x30xf32>
    %52 = sdy.sharding_constraint %51 <@mesh, [{"data"}, {"fsdp", "model"}]> {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"fsdp", "model"}]>]>} : tensor<24x30xf32>
    %53 = sdy.sharding_constraint %52 <@mesh, [{"data"}, {"fsdp", "model"}]> : tensor<24x30xf32>
    %54 = stablehlo.multiply %53, %16 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"fsdp", "model"}]>]>} : tensor<24x30xf32>
    %55 = sdy.sharding_constraint %54 <@mesh, [{"data"}, {"fsdp", "model"}]> : tensor<24x30xf32>
    %56 = stablehlo.multiply %55, %11 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"fsdp", "model"}]>]>} : tensor<24x30xf32>
    %57 = sdy.sharding_constraint %56 <@mesh, [{"data"}, {"fsdp", "model"}]> : tensor<24x30xf32>
    %58 = stablehlo.add %55, %57 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {"fsdp", "model"}]>]>} : tensor<24x30xf32>
    %59 = sdy.sharding_constraint %58 <@mesh, [{"data"}, {"fsdp", "model"}]> : tensor<24x30xf32>
    %cst_5 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<0.000000e+00> : tensor<f32>
    %60 = sdy.sharding_constraint %cst_5 <@mesh, []> : tensor<f32>
    %61 = stablehlo.reduce(%59 init: %60) applies stablehlo.add across dimensions = [0] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"fsdp", "model"}]>]>} : (tensor<24x30xf32>, tensor<f32>) -> tensor<30xf32>
    %62 = sdy.sharding_constraint %61 <@mesh, [{"fsdp", "model"}]> : tensor<30xf32>
    %63 = stablehlo.reshape %62 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"fsdp", "model"}]>]>} : (tensor<30xf32>) -> tensor<1x30xf32>
    %64 = sdy.sharding_constraint %63 <@mesh, [{}, {"fsdp", "model"}]> : tensor<1x30xf32>
    %cst_6 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<0.000000e+00> : tensor<f32>
    %65 = sdy.sharding_constraint %cst_6 <@mesh, []> : tensor<f32>
    %66 = stablehlo.reduce(%64 init: %65) applies stablehlo.add across dimensions = [0] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"fsdp", "model"}]>]>} : (tensor<1x30xf32>, tensor<f32>) -> tensor<30xf32>
    %67 = sdy.sharding_constraint %66 <@mesh, [{"fsdp", "model"}]> : tensor<30xf32>
    %68 = stablehlo.dot_general %59, %arg3, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"fsdp", "model"}, {}]>]>} : (tensor<24x30xf32>, tensor<24x20xf32>) -> tensor<30x20xf32>
    %69 = sdy.sharding_constraint %68 <@mesh, [{"fsdp", "model"}, {}]> : tensor<30x20xf32>
    %70 = stablehlo.transpose %69, dims = [1, 0] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"fsdp", "model"}]>]>} : (tensor<30x20xf32>) -> tensor<20x30xf32>
    %71 = sdy.sharding_constraint %70 <@mesh, [{}, {"fsdp", "model"}]> : tensor<20x30xf32>
    %cst_7 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<5.000000e-02> : tensor<f32>
    %72 = sdy.sharding_constraint %cst_7 <@mesh, []> : tensor<f32>
    %73 = stablehlo.broadcast_in_dim %72, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"fsdp", "model"}]>]>} : (tensor<f32>) -> tensor<30xf32>
    %74 = sdy.sharding_constraint %73 <@mesh, [{"fsdp", "model"}]> : tensor<30xf32>
    %75 = stablehlo.multiply %74, %67 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"fsdp", "model"}]>]>} : tensor<30xf32>
    %76 = sdy.sharding_constraint %75 <@mesh, [{"fsdp", "model"}]> : tensor<30xf32>
    %77 = sdy.sharding_constraint %arg0 <@mesh, [{"fsdp", "model"}]> : tensor<30xf32>
    %78 = stablehlo.subtract %77, %76 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"fsdp", "model"}]>]>} : tensor<30xf32>
    %79 = sdy.sharding_constraint %78 <@mesh, [{"fsdp", "model"}]> : tensor<30xf32>
    %80 = sdy.sharding_constraint %79 <@mesh, [{"fsdp"}]> : tensor<30xf32>
    %cst_8 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<5.000000e-02> : tensor<f32>
    %81 = sdy.sharding_constraint %cst_8 <@mesh, []> : tensor<f32>
    %82 = stablehlo.broadcast_in_dim %81, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"fsdp", "model"}]>]>} : (tensor<f32>) -> tensor<20x30xf32>
    %83 = sdy.sharding_constraint %82 <@mesh, [{}, {"fsdp", "model"}]> : tensor<20x30xf32>
    %84 = stablehlo.multiply %83, %71 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"fsdp", "model"}]>]>} : tensor<20x30xf32>
    %85 = sdy.sharding_constraint %84 <@mesh, [{}, {"fsdp", "model"}]> : tensor<20x30xf32>
    %86 = sdy.sharding_constraint %arg1 <@mesh, [{}, {"fsdp", "model"}]> : tensor<20x30xf32>
    %87 = stablehlo.subtract %86, %85 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"fsdp", "model"}]>]>} : tensor<20x30xf32>
    %88 = sdy.sharding_constraint %87 <@mesh, [{}, {"fsdp", "model"}]> : tensor<20x30xf32>
    %89 = sdy.sharding_constraint %88 <@mesh, [{}, {"fsdp"}]> : tensor<20x30xf32>
    %cst_9 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<5.000000e-02> : tensor<f32>
    %90 = sdy.sharding_constraint %cst_9 <@mesh, []> : tensor<f32>
    %91 = stablehlo.broadcast_in_dim %90, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"fsdp", "model"}, {}]>]>} : (tensor<f32>) -> tensor<30x10xf32>
    %92 = sdy.sharding_constraint %91 <@mesh, [{"fsdp", "model"}, {}]> : tensor<30x10xf32>
    %93 = stablehlo.multiply %92, %48 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"fsdp", "model"}, {}]>]>} : tensor<30x10xf32>
    %94 = sdy.sharding_constraint %93 <@mesh, [{"fsdp", "model"}, {}]> : tensor<30x10xf32>
    %95 = sdy.sharding_constraint %arg2 <@mesh, [{"fsdp", "model"}, {}]> : tensor<30x10xf32>
    %96 = stablehlo.subtract %95, %94 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"fsdp", "model"}, {}]>]>} : tensor<30x10xf32>
    %97 = sdy.sharding_constraint %96 <@mesh, [{"fsdp", "model"}, {}]> : tensor<30x10xf32>
    %98 = sdy.sharding_constraint %97 <@mesh, [{"fsdp"}, {}]> : tensor<30x10xf32>
    return %80, %89, %98, %36 : tensor<30xf32>, tensor<20x30xf32>, tensor<30x10xf32>, tensor<f32>
  }
}
