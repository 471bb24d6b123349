module @jit_dynamic_fn attributes {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["data"=2, "model"=4]> {stablehlo.mesh = {axes = [{name = "data", size = 2 : i64}, {name = "model", size = 4 : i64}]}}
  func.func public @main(%arg0: tensor<256x256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {"model"}]>}, %arg1: tensor<256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}]>}) -> (tensor<f32> {jax.result_info = "result[0]", sdy.sharding = #sdy.sharding<@mesh, []>}, tensor<256xf32> {jax.result_info = "result[1]", sdy.sharding = #sdy.sharding<@mesh, [{"data"}]>}) {
    %c = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<0> : tensor<i32>
    %0 = sdy.sharding_constraint %c <@mesh, []> : tensor<i32>
    %cst = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<0x7F800000> : tensor<f32>
    %1 = sdy.sharding_constraint %cst <@mesh, []> : tensor<f32>
    %2:4 = stablehlo.while(%iterArg = %arg0, %iterArg_0 = %0, %iterArg_1 = %arg1, %iterArg_2 = %1) : tensor<256x256xf32>, tensor<i32>, tensor<256xf32>, tensor<f32>
    cond {
      %c_3 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<50> : tensor<i32>
      %8 = sdy.sharding_constraint %c_3 <@mesh, []> : tensor<i32>
      %9 = stablehlo.compare LT, %iterArg_0, %8, SIGNED {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %10 = sdy.sharding_constraint %9 <@mesh, []> : tensor<i1>
      %cst_4 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<9.99999974E-5> : tensor<f32>
      %11 = sdy.sharding_constraint %cst_4 <@mesh, []> : tensor<f32>
      %12 = stablehlo.compare GT, %iterArg_2, %11, FLOAT {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %13 = sdy.sharding_constraint %12 <@mesh, []> : tensor<i1>
      %14 = stablehlo.and %10, %13 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} : tensor<i1>
      %15 = sdy.sharding_constraint %14 <@mesh, []> : tensor<i1>
      stablehlo.return %15 : tensor<i1>
    } do {
      %8 = sdy.sharding_constraint %iterArg_1 <@mesh, [{"model"}]> : tensor<256xf32>
      %9 = stablehlo.dot_general %iterArg, %8, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}]>]>} : (tensor<256x256xf32>, tensor<256xf32>) -> tensor<256xf32>
      %10 = sdy.sharding_constraint %9 <@mesh, [{"data"}]> : tensor<256xf32>
      %11 = stablehlo.multiply %10, %10 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}]>]>} : tensor<256xf32>
      %12 = sdy.sharding_constraint %11 <@mesh, [{"data"}]> : tensor<256xf32>
      %cst_3 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<0.000000e+00> : tensor<f32>
      %13 = sdy.sharding_constraint %cst_3 <@mesh, []> : tensor<f32>
      %14 = stablehlo.reduce(%12 init: %13) applies stablehlo.add across dimensions = [0] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} : (tensor<256xf32>, tensor<f32>) -> tensor<f32>
      %15 = sdy.sharding_constraint %14 <@mesh, []> : tensor<f32>
      %16 = stablehlo.sqrt %15 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} : tensor<f32>
      %17 = sdy.sharding_constraint %16 <@mesh, []> : tensor<f32>
      %18 = stablehlo.broadcast_in_dim %17, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}]>]>} : (tensor<f32>) -> tensor<256xf32>
      %19 = sdy.sharding_constraint %18 <@mesh, [{"data"}]> : tensor<256xf32>
      %20 = stablehlo.divide %10, %19 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}]>]>} : tensor<256xf32>
      %21 = sdy.sharding_constraint %20 <@mesh, [{"data"}]> : tensor<256xf32>
      %c_4 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<1> : tensor<i32>
      %22 = sdy.sharding_constraint %c_4 <@mesh, []> : tensor<i32>
      %23 = stablehlo.add %iterArg_0, %22 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} : tensor<i32>
      %24 = sdy.sharding_constraint %23 <@mesh, []> : tensor<i32>
      %25 = stablehlo.subtract %21, %iterArg_1 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}]>]>} : tensor<256xf32>
      %26 = sdy.sharding_constraint %25 <@mesh, [{"data"}]> : tensor<256xf32>
      %27 = stablehlo.abs %26 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}]>]>} : tensor<256xf32>
      %28 = sdy.sharding_constraint %27 <@mesh, [{"data"}]> : tensor<256xf32>
      %cst_5 = stablehlo.constant {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} dense<0xFF800000> : tensor<f32>
      %29 = sdy.sharding_constraint %cst_5 <@mesh, []> : tensor<f32>
      %30 = stablehlo.reduce(%28 init: %29) applies stablehlo.maximum across dimensions = [0] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} : (tensor<256xf32>, tensor<f32>) -> tensor<f32>
      %31 = sdy.sharding_constraint %30 <@mesh, []> : tensor<f32>
      stablehlo.return %iterArg, %24, %21, %31 : tensor<256x256xf32>, tensor<i32>, tensor<256xf32>, tensor<f32>
    }
    %3 = sdy.sharding_constraint %2#2 <@mesh, [{"model"}]> : tensor<256xf32>
    %4 = stablehlo.dot_general %arg0, %3, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}]>]>} : (tensor<256x256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %5 = sdy.sharding_constraint %4 <@mesh, [{"data"}]> : tensor<256xf32>
    %6 = stablehlo.dot_general %2#2, %5, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, []>]>} : (tensor<256xf32>, tensor<256xf32>) -> tensor<f32>
    %7 = sdy.sharding_constraint %6 <@mesh, []> : tensor<f32>
    return %7, %2#2 : tensor<f32>, tensor<256xf32>
  }
}
