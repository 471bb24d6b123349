module @jit_dynamic_fn attributes {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["data"=2, "fsdp"=2, "model"=2]> {stablehlo.mesh = {axes = [{name = "data", size = 2 : i64}, {name = "fsdp", size = 2 : i64}, {name = "model", size = 2 : i64}]}}
  func.func public @main(%arg0: tensor<4x6x8x4xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}, {"fsdp"}, {"model"}]>}, %arg1: tensor<4x8x4x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {"fsdp"}, {"model"}, {}]>}) -> (tensor<4x6x16xf32> {jax.result_info = "result", sdy.sharding = #sdy.sharding<@mesh, [{"data", "fsdp"}, {"model"}, {}]>}) {
    %0 = stablehlo.dot_general %arg0, %arg1, batching_dims = [0] x [0], contracting_dims = [2, 3] x [1, 2], precision = [DEFAULT, DEFAULT] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>} : (tensor<4x6x8x4xf32>, tensor<4x8x4x16xf32>) -> tensor<4x6x16xf32>
    %1 = sdy.sharding_constraint %0 <@mesh, [{"data"}, {}, {}]> : tensor<4x6x16xf32>
    %2 = sdy.sharding_constraint %1 <@mesh, [{"data", "fsdp"}, {"model"}, {}]> : tensor<4x6x16xf32>
    %3 = sdy.sharding_constraint %1 <@mesh, [{"data", "fsdp"}, {}, {}]> : tensor<4x6x16xf32>
    %4 = stablehlo.dot_general %2, %3, batching_dims = [0] x [0], contracting_dims = [2] x [2], precision = [DEFAULT, DEFAULT] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data", "fsdp"}, {"model"}, {}]>]>} : (tensor<4x6x16xf32>, tensor<4x6x16xf32>) -> tensor<4x6x6xf32>
    %5 = sdy.sharding_constraint %4 <@mesh, [{"data", "fsdp"}, {"model"}, {}]> : tensor<4x6x6xf32>
    %cst = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<1.600000e+01> : tensor<f32>
    %6 = sdy.sharding_constraint %cst <@mesh, []> : tensor<f32>
    %7 = stablehlo.sqrt %6 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} : tensor<f32>
    %8 = sdy.sharding_constraint %7 <@mesh, []> : tensor<f32>
    %9 = stablehlo.convert %8 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} : tensor<f32>
    %10 = sdy.sharding_constraint %9 <@mesh, []> : tensor<f32>
    %11 = stablehlo.broadcast_in_dim %10, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data", "fsdp"}, {"model"}, {}]>]>} : (tensor<f32>) -> tensor<4x6x6xf32>
    %12 = sdy.sharding_constraint %11 <@mesh, [{"data", "fsdp"}, {"model"}, {}]> : tensor<4x6x6xf32>
    %13 = stablehlo.divide %5, %12 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data", "fsdp"}, {"model"}, {}]>]>} : tensor<4x6x6xf32>
    %14 = sdy.sharding_constraint %13 <@mesh, [{"data", "fsdp"}, {"model"}, {}]> : tensor<4x6x6xf32>
    %cst_0 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<0xFF800000> : tensor<f32>
    %15 = sdy.sharding_constraint %cst_0 <@mesh, []> : tensor<f32>
    %16 = stablehlo.reduce(%14 init: %15) applies stablehlo.maximum across dimensions = [2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data", "fsdp"}, {"model"}]>]>} : (tensor<4x6x6xf32>, tensor<f32>) -> tensor<4x6xf32>
    %17 = sdy.sharding_constraint %16 <@mesh, [{"data", "fsdp"}, {"model"}]> : tensor<4x6xf32>
    %cst_1 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<0xFF800000> : tensor<f32>
    %18 = sdy.sharding_constraint %cst_1 <@mesh, []> : tensor<f32>
    %19 = stablehlo.broadcast_in_dim %18, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data", "fsdp"}, {"model"}]>]>} : (tensor<f32>) -> tensor<4x6xf32>
    %20 = sdy.sharding_constraint %19 <@mesh, [{"data", "fsdp"}, {"model"}]> : tensor<4x6xf32>
    %21 = stablehlo.maximum %20, %17 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data", "fsdp"}, {"model"}]>]>} : tensor<4x6xf32>
    %22 = sdy.sharding_constraint %21 <@mesh, [{"data", "fsdp"}, {"model"}]> : tensor<4x6xf32>
    %23 = stablehlo.broadcast_in_dim %22, dims = [0, 1] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data", "fsdp"}, {"model"}, {}]>]>} : (tensor<4x6xf32>) -> tensor<4x6x1xf32>
    %24 = sdy.sharding_constraint %23 <@mesh, [{"data", "fsdp"}, {"model"}, {}]> : tensor<4x6x1xf32>
    %25 = stablehlo.broadcast_in_dim %24, dims = [0, 1, 2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data", "fsdp"}, {"model"}, {}]>]>} : (tensor<4x6x1xf32>) -> tensor<4x6x6xf32>
    %26 = sdy.sharding_constraint %25 <@mesh, [{"data", "fsdp"}, {"model"}, {}]> : tensor<4x6x6xf32>
    %27 = stablehlo.subtract %14, %26 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data", "fsdp"}, {"model"}, {}]>]>} : tensor<4x6x6xf32>
    %28 = sdy.sharding_constraint %27 <@mesh, [{"data", "fsdp"}, {"model"}, {}]> : tensor<4x6x6xf32>
    %29 = stablehlo.exponential %28 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data", "fsdp"}, {"model"}, {}]>]>} : tensor<4x6x6xf32>
    %30 = sdy.sharding_constraint %29 <@mesh, [{"data", "fsdp"}, {"model"}, {}]> : tensor<4x6x6xf32>
    %cst_2 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<0.000000e+00> : tensor<f32>
    %31 = sdy.sharding_constraint %cst_2 <@mesh, []> : tensor<f32>
    %32 = stablehlo.reduce(%30 init: %31) applies stablehlo.add across dimensions = [2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data", "fsdp"}, {"model"}]>]>} : (tensor<4x6x6xf32>, tensor<f32>) -> tensor<4x6xf32>
    %33 = sdy.sharding_constraint %32 <@mesh, [{"data", "fsdp"}, {"model"}]> : tensor<4x6xf32>
    %34 = stablehlo.broadcast_in_dim %33, dims = [0, 1] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data", "fsdp"}, {"model"}, {}]>]>} : (tensor<4x6xf32>) -> tensor<4x6x1xf32>
    %35 = sdy.sharding_constraint %34 <@mesh, [{"data", "fsdp"}, {"model"}, {}]> : tensor<4x6x1xf32>
    %36 = stablehlo.broadcast_in_dim %35, dims = [0, 1, 2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data", "fsdp"}, {"model"}, {}]>]>} : (tensor<4x6x1xf32>) -> tensor<4x6x6xf32>
    %37 = sdy.sharding_constraint %36 <@mesh, [{"data", "fsdp"}, {"model"}, {}]> : tensor<4x6x6xf32>
    %38 = stablehlo.divide %30, %37 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data", "fsdp"}, {"model"}, {}]>]>} : tensor<4x6x6xf32>
    %39 = sdy.sharding_constraint %38 <@mesh, [{"data", "fsdp"}, {"model"}, {}]> : tensor<4x6x6xf32>
    %40 = sdy.sharding_constraint %1 <@mesh, [{"data", "fsdp"}, {}, {}]> : tensor<4x6x16xf32>
    %41 = stablehlo.dot_general %39, %40, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data", "fsdp"}, {"model"}, {}]>]>} : (tensor<4x6x6xf32>, tensor<4x6x16xf32>) -> tensor<4x6x16xf32>
    %42 = sdy.sharding_constraint %41 <@mesh, [{"data", "fsdp"}, {"model"}, {}]> : tensor<4x6x16xf32>
    return %42 : tensor<4x6x16xf32>
  }
}
