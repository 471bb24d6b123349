module @jit_dynamic_fn attributes {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["data"=2, "fsdp"=2, "model"=2]> {stablehlo.mesh = {axes = [{name = "data", size = 2 : i64}, {name = "fsdp", size = 2 : i64}, {name = "model", size = 2 : i64}]}}
  func.func public @main(%arg0: tensor<4x6x8x4xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}, {"fsdp"}, {"model"}]>}, %arg1: tensor<4x8x4x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {"fsdp"}, {"model"}, {}]>}) -> (tensor<4x6x16xf32> {jax.result_info = "result", sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}, {}]>}) {
    %0 = stablehlo.dot_general %arg0, %arg1, batching_dims = [0] x [0], contracting_dims = [2, 3] x [1, 2], precision = [DEFAULT, DEFAULT] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : (tensor<4x6x8x4xf32>, tensor<4x8x4x16xf32>) -> tensor<4x6x16xf32>
    %1 = sdy.sharding_constraint %0 <@mesh, [{"data"}, {}, {}]> : tensor<4x6x16xf32>
    %2 = stablehlo.dot_general %1, %1, batching_dims = [0] x [0], contracting_dims = [2] x [2], precision = [DEFAULT, DEFAULT] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : (tensor<4x6x16xf32>, tensor<4x6x16xf32>) -> tensor<4x6x6xf32>
    %3 = sdy.sharding_constraint %2 <@mesh, [{"data"}, {}, {}]> : tensor<4x6x6xf32>
    %cst = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<1.600000e+01> : tensor<f32>
    %4 = sdy.sharding_constraint %cst <@mesh, []> : tensor<f32>
    %5 = stablehlo.sqrt %4 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} : tensor<f32>
    %6 = sdy.sharding_constraint %5 <@mesh, []> : tensor<f32>
    %7 = stablehlo.convert %6 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} : tensor<f32>
    %8 = sdy.sharding_constraint %7 <@mesh, []> : tensor<f32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : (tensor<f32>) -> tensor<4x6x6xf32>
    %10 = sdy.sharding_constraint %9 <@mesh, [{"data"}, {}, {}]> : tensor<4x6x6xf32>
    %11 = stablehlo.divide %3, %10 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : tensor<4x6x6xf32>
    %12 = sdy.sharding_constraint %11 <@mesh, [{"data"}, {}, {}]> : tensor<4x6x6xf32>
    %cst_0 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<0xFF800000> : tensor<f32>
    %13 = sdy.sharding_constraint %cst_0 <@mesh, []> : tensor<f32>
    %14 = stablehlo.reduce(%12 init: %13) applies stablehlo.maximum across dimensions = [2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : (tensor<4x6x6xf32>, tensor<f32>) -> tensor<4x6xf32>
    %15 = sdy.sharding_constraint %14 <@mesh, [{"data"}, {}]> : tensor<4x6xf32>
    %cst_1 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<0xFF800000> : tensor<f32>
    %16 = sdy.sharding_constraint %cst_1 <@mesh, []> : tensor<f32>
    %17 = stablehlo.broadcast_in_dim %16, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : (tensor<f32>) -> tensor<4x6xf32>
    %18 = sdy.sharding_constraint %17 <@mesh, [{"data"}, {}]> : tensor<4x6xf32>
    %19 = stablehlo.maximum %18, %15 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : tensor<4x6xf32>
    %20 = sdy.sharding_constraint %19 <@mesh, [{"data"}, {}]> : tensor<4x6xf32>
    %21 = stablehlo.broadcast_in_dim %20, dims = [0, 1] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : (tensor<4x6xf32>) -> tensor<4x6x1xf32>
    %22 = sdy.sharding_constraint %21 <@mesh, [{"data"}, {}, {}]> : tensor<4x6x1xf32>
    %23 = stablehlo.broadcast_in_dim %22, dims = [0, 1, 2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : (tensor<4x6x1xf32>) -> tensor<4x6x6xf32>
    %24 = sdy.sharding_constraint %23 <@mesh, [{"data"}, {}, {}]> : tensor<4x6x6xf32>
    %25 = stablehlo.subtract %12, %24 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : tensor<4x6x6xf32>
    %26 = sdy.sharding_constraint %25 <@mesh, [{"data"}, {}, {}]> : tensor<4x6x6xf32>
    %27 = stablehlo.exponential %26 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : tensor<4x6x6xf32>
    %28 = sdy.sharding_constraint %27 <@mesh, [{"data"}, {}, {}]> : tensor<4x6x6xf32>
    %cst_2 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<0.000000e+00> : tensor<f32>
    %29 = sdy.sharding_constraint %cst_2 <@mesh, []> : tensor<f32>
    %30 = stablehlo.reduce(%28 init: %29) applies stablehlo.add across dimensions = [2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>]>} : (tensor<4x6x6xf32>, tensor<f32>) -> tensor<4x6xf32>
    %31 = sdy.sharding_constraint %30 <@mesh, [{"data"}, {}]> : tensor<4x6xf32>
    %32 = stablehlo.broadcast_in_dim %31, dims = [0, 1] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : (tensor<4x6xf32>) -> tensor<4x6x1xf32>
    %33 = sdy.sharding_constraint %32 <@mesh, [{"data"}, {}, {}]> : tensor<4x6x1xf32>
    %34 = stablehlo.broadcast_in_dim %33, dims = [0, 1, 2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : (tensor<4x6x1xf32>) -> tensor<4x6x6xf32>
    %35 = sdy.sharding_constraint %34 <@mesh, [{"data"}, {}, {}]> : tensor<4x6x6xf32>
    %36 = stablehlo.divide %28, %35 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : tensor<4x6x6xf32>
    %37 = sdy.sharding_constraint %36 <@mesh, [{"data"}, {}, {}]> : tensor<4x6x6xf32>
    %38 = stablehlo.dot_general %37, %1, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : (tensor<4x6x6xf32>, tensor<4x6x16xf32>) -> tensor<4x6x16xf32>
    %39 = sdy.sharding_constraint %38 <@mesh, [{"data"}, {}, {}]> : tensor<4x6x16xf32>
    return %39 : tensor<4x6x16xf32>
  }
}
