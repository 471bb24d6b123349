module @jit_step attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<256xf32>, %arg1: tensor<128x256xf32>, %arg2: tensor<256xf32>, %arg3: tensor<256x256xf32>, %arg4: tensor<128xf32>, %arg5: tensor<256x128xf32>, %arg6: tensor<256xf32>, %arg7: tensor<128x256xf32>, %arg8: tensor<256xf32>, %arg9: tensor<256x256xf32>, %arg10: tensor<128xf32>, %arg11: tensor<256x128xf32>, %arg12: tensor<256xf32>, %arg13: tensor<128x256xf32>, %arg14: tensor<256xf32>, %arg15: tensor<256x256xf32>, %arg16: tensor<128xf32>, %arg17: tensor<256x128xf32>, %arg18: tensor<f32>, %arg19: tensor<8x128xf32>, %arg20: tensor<8x128xf32>) -> (tensor<256xf32> {jax.result_info = "result[0]['l0.b']"}, tensor<128x256xf32> {jax.result_info = "result[0]['l0.w']"}, tensor<256xf32> {jax.result_info = "result[0]['l1.b']"}, tensor<256x256xf32> {jax.result_info = "result[0]['l1.w']"}, tensor<128xf32> {jax.result_info = "result[0]['l2.b']"}, tensor<256x128xf32> {jax.result_info = "result[0]['l2.w']"}, tensor<256xf32> {jax.result_info = "result[1]['l0.b']"}, tensor<128x256xf32> {jax.result_info = "result[1]['l0.w']"}, tensor<256xf32> {jax.result_info = "result[1]['l1.b']"}, tensor<256x256xf32> {jax.result_info = "result[1]['l1.w']"}, tensor<128xf32> {jax.result_info = "result[1]['l2.b']"}, tensor<256x128xf32> {jax.result_info = "result[1]['l2.w']"}, tensor<256xf32> {jax.result_info = "result[2]['l0.b']"}, tensor<128x256xf32> {jax.result_info = "result[2]['l0.w']"}, tensor<256xf32> {jax.result_info = "result[2]['l1.b']"}, tensor<256x256xf32> {jax.result_info = "result[2]['l1.w']"}, tensor<128xf32> {jax.result_info = "result[2]['l2.b']"}, tensor<256x128xf32> {jax.result_info = "result[2]['l2.w']"}, tensor<f32> {jax.result_info = "result[3]"}) {
    %0 = stablehlo.dot_general %arg19, %arg1, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x128xf32>, tensor<128x256xf32>) -> tensor<8x256xf32>
    %1 = stablehlo.broadcast_in_dim %arg0, dims = [1] : (tensor<256xf32>) -> tensor<1x256xf32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [0, 1] : (tensor<1x256xf32>) -> tensor<8x256xf32>
    %3 = stablehlo.add %0, %2 : tensor<8x256xf32>
    %cst = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x256xf32>
    %5 = stablehlo.multiply %4, %3 : tensor<8x256xf32>
    %cst_0 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %6 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<8x256xf32>
    %7 = stablehlo.multiply %6, %3 : tensor<8x256xf32>
    %8 = stablehlo.multiply %7, %3 : tensor<8x256xf32>
    %9 = stablehlo.multiply %8, %3 : tensor<8x256xf32>
    %10 = stablehlo.add %3, %9 : tensor<8x256xf32>
    %cst_1 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %11 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<8x256xf32>
    %12 = stablehlo.multiply %11, %10 : tensor<8x256xf32>
    %13 = stablehlo.tanh %12 : tensor<8x256xf32>
    %cst_2 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %14 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<8x256xf32>
    %15 = stablehlo.subtract %14, %13 : tensor<8x256xf32>
    %cst_3 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %16 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<8x256xf32>
    %17 = stablehlo.add %16, %13 : tensor<8x256xf32>
    %18 = stablehlo.multiply %5, %17 : tensor<8x256xf32>
    %19 = stablehlo.dot_general %18, %arg3, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x256xf32>, tensor<256x256xf32>) -> tensor<8x256xf32>
    %20 = stablehlo.broadcast_in_dim %arg2, dims = [1] : (tensor<256xf32>) -> tensor<1x256xf32>
    %21 = stablehlo.broadcast_in_dim %20, dims = [0, 1] : (tensor<1x256xf32>) -> tensor<8x256xf32>
    %22 = stablehlo.add %19, %21 : tensor<8x256xf32>
    %cst_4 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %23 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<8x256xf32>
    %24 = stablehlo.multiply %23, %22 : tensor<8x256xf32>
    %cst_5 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %25 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<8x256xf32>
    %26 = stablehlo.multiply %25, %22 : tensor<8x256xf32>
    %27 = stablehlo.multiply %26, %22 : tensor<8x256xf32>
    %28 = stablehlo.multiply %27, %22 : tensor<8x256xf32>
    %29 = stablehlo.add %22, %28 : tensor<8x256xf32>
    %cst_6 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %30 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<8x256xf32>
    %31 = stablehlo.multiply %30, %29 : tensor<8x256xf32>
    %32 = stablehlo.tanh %31 : tensor<8x256xf32>
    %cst_7 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %33 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<8x256xf32>
    %34 = stablehlo.subtract %33, %32 : tensor<8x256xf32>
    %cst_8 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %35 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<8x256xf32>
    %36 = stablehlo.add %35, %32 : tensor<8x256xf32>
    %37 = stablehlo.multiply %24, %36 : tensor<8x256xf32>
    %38 = stablehlo.dot_general %37, %arg5, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x256xf32>, tensor<256x128xf32>) -> tensor<8x128xf32>
    %39 = stablehlo.broadcast_in_dim %arg4, dims = [1] : (tensor<128xf32>) -> tensor<1x128xf32>
    %40 = stablehlo.broadcast_in_dim %39, dims = [0, 1] : (tensor<1x128xf32>) -> tensor<8x128xf32>
    %41 = stablehlo.add %38, %40 : tensor<8x128xf32>
    %42 = stablehlo.subtract %41, %arg20 : tensor<8x128xf32>
    %43 = stablehlo.multiply %42, %42 : tensor<8x128xf32>
    %cst_9 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %44 = stablehlo.reduce(%43 init: %cst_9) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x128xf32>, tensor<f32>) -> tensor<f32>
    %cst_10 = stablehlo.constant dense<1.024000e+03> : tensor<f32>
    %45 = stablehlo.divide %44, %cst_10 : tensor<f32>
    %cst_11 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %cst_12 = stablehlo.constant dense<1.024000e+03> : tensor<f32>
    %46 = stablehlo.divide %cst_11, %cst_12 : tensor<f32>
    %47 = stablehlo.broadcast_in_dim %46, dims = [] : (tensor<f32>) -> tensor<8x128xf32>
    %48 = stablehlo.multiply %42, %47 : tensor<8x128xf32>
    %49 = stablehlo.multiply %47, %42 : tensor<8x128xf32>
    %50 = stablehlo.add %48, %49 : tensor<8x128xf32>
    %cst_13 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %51 = stablehlo.reduce(%50 init: %cst_13) applies stablehlo.add across dimensions = [0] : (tensor<8x128xf32>, tensor<f32>) -> tensor<128xf32>
    %52 = stablehlo.reshape %51 : (tensor<128xf32>) -> tensor<1x128xf32>
    %cst_14 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %53 = stablehlo.reduce(%52 init: %cst_14) applies stablehlo.add across dimensions = [0] : (tensor<1x128xf32>, tensor<f32>) -> tensor<128xf32>
    %54 = stablehlo.dot_general %50, %37, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x128xf32>, tensor<8x256xf32>) -> tensor<128x256xf32>
    %55 = stablehlo.transpose %54, dims = [1, 0] : (tensor<128x256xf32>) -> tensor<256x128xf32>
    %56 = stablehlo.dot_general %50, %arg5, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x128xf32>, tensor<256x128xf32>) -> tensor<8x256xf32>
    %57 = stablehlo.multiply %24, %56 : tensor<8x256xf32>
    %58 = stablehlo.multiply %56, %36 : tensor<8x256xf32>
    %59 = stablehlo.multiply %57, %34 : tensor<8x256xf32>
    %60 = stablehlo.multiply %59, %32 : tensor<8x256xf32>
    %61 = stablehlo.add %59, %60 : tensor<8x256xf32>
    %cst_15 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %62 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<f32>) -> tensor<8x256xf32>
    %63 = stablehlo.multiply %62, %61 : tensor<8x256xf32>
    %64 = stablehlo.multiply %27, %63 : tensor<8x256xf32>
    %65 = stablehlo.add %63, %64 : tensor<8x256xf32>
    %66 = stablehlo.multiply %63, %22 : tensor<8x256xf32>
    %67 = stablehlo.multiply %26, %66 : tensor<8x256xf32>
    %68 = stablehlo.add %65, %67 : tensor<8x256xf32>
    %69 = stablehlo.multiply %66, %22 : tensor<8x256xf32>
    %cst_16 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %70 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f32>) -> tensor<8x256xf32>
    %71 = stablehlo.multiply %70, %69 : tensor<8x256xf32>
    %72 = stablehlo.add %68, %71 : tensor<8x256xf32>
    %cst_17 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %73 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<f32>) -> tensor<8x256xf32>
    %74 = stablehlo.multiply %73, %58 : tensor<8x256xf32>
    %75 = stablehlo.add %72, %74 : tensor<8x256xf32>
    %cst_18 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %76 = stablehlo.reduce(%75 init: %cst_18) applies stablehlo.add across dimensions = [0] : (tensor<8x256xf32>, tensor<f32>) -> tensor<256xf32>
    %77 = stablehlo.reshape %76 : (tensor<256xf32>) -> tensor<1x256xf32>
    %cst_19 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %78 = stablehlo.reduce(%77 init: %cst_19) applies stablehlo.add across dimensions = [0] : (tensor<1x256xf32>, tensor<f32>) -> tensor<256xf32>
    %79 = stablehlo.dot_general %75, %18, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x256xf32>, tensor<8x256xf32>) -> tensor<256x256xf32>
    %80 = stablehlo.transpose %79, dims = [1, 0] : (tensor<256x256xf32>) -> tensor<256x256xf32>
    %81 = stablehlo.dot_general %75, %arg3, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x256xf32>, tensor<256x256xf32>) -> tensor<8x256xf32>
    %82 = stablehlo.multiply %5, %81 : tensor<8x256xf32>
    %83 = stablehlo.multiply %81, %17 : tensor<8x256xf32>
    %84 = stablehlo.multiply %82, %15 : tensor<8x256xf32>
    %85 = stablehlo.multiply %84, %13 : tensor<8x256xf32>
    %86 = stablehlo.add %84, %85 : tensor<8x256xf32>
    %cst_20 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %87 = stablehlo.broadcast_in_dim %cst_20, dims = [] : (tensor<f32>) -> tensor<8x256xf32>
    %88 = stablehlo.multiply %87, %86 : tensor<8x256xf32>
    %89 = stablehlo.multiply %8, %88 : tensor<8x256xf32>
    %90 = stablehlo.add %88, %89 : tensor<8x256xf32>
    %91 = stablehlo.multiply %88, %3 : tensor<8x256xf32>
    %92 = stablehlo.multiply %7, %91 : tensor<8x256xf32>
    %93 = stablehlo.add %90, %92 : tensor<8x256xf32>
    %94 = stablehlo.multiply %91, %3 : tensor<8x256xf32>
    %cst_21 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %95 = stablehlo.broadcast_in_dim %cst_21, dims = [] : (tensor<f32>) -> tensor<8x256xf32>
    %96 = stablehlo.multiply %95, %94 : tensor<8x256xf32>
    %97 = stablehlo.add %93, %96 : tensor<8x256xf32>
    %cst_22 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %98 = stablehlo.broadcast_in_dim %cst_22, dims = [] : (tensor<f32>) -> tensor<8x256xf32>
    %99 = stablehlo.multiply %98, %83 : tensor<8x256xf32>
    %100 = stablehlo.add %97, %99 : tensor<8x256xf32>
    %cst_23 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %101 = stablehlo.reduce(%100 init: %cst_23) applies stablehlo.add across dimensions = [0] : (tensor<8x256xf32>, tensor<f32>) -> tensor<256xf32>
    %102 = stablehlo.reshape %101 : (tensor<256xf32>) -> tensor<1x256xf32>
    %cst_24 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %103 = stablehlo.reduce(%102 init: %cst_24) applies stablehlo.add across dimensions = [0] : (tensor<1x256xf32>, tensor<f32>) -> tensor<256xf32>
    %104 = stablehlo.dot_general %100, %arg19, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x256xf32>, tensor<8x128xf32>) -> tensor<256x128xf32>
    %105 = stablehlo.transpose %104, dims = [1, 0] : (tensor<256x128xf32>) -> tensor<128x256xf32>
    %cst_25 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %106 = stablehlo.add %arg18, %cst_25 : tensor<f32>
    %cst_26 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %107 = stablehlo.broadcast_in_dim %cst_26, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %108 = stablehlo.multiply %107, %arg6 : tensor<256xf32>
    %cst_27 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %109 = stablehlo.broadcast_in_dim %cst_27, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %110 = stablehlo.multiply %109, %103 : tensor<256xf32>
    %111 = stablehlo.add %108, %110 : tensor<256xf32>
    %cst_28 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %112 = stablehlo.broadcast_in_dim %cst_28, dims = [] : (tensor<f32>) -> tensor<128x256xf32>
    %113 = stablehlo.multiply %112, %arg7 : tensor<128x256xf32>
    %cst_29 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %114 = stablehlo.broadcast_in_dim %cst_29, dims = [] : (tensor<f32>) -> tensor<128x256xf32>
    %115 = stablehlo.multiply %114, %105 : tensor<128x256xf32>
    %116 = stablehlo.add %113, %115 : tensor<128x256xf32>
    %cst_30 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %117 = stablehlo.broadcast_in_dim %cst_30, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %118 = stablehlo.multiply %117, %arg8 : tensor<256xf32>
    %cst_31 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %119 = stablehlo.broadcast_in_dim %cst_31, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %120 = stablehlo.multiply %119, %78 : tensor<256xf32>
    %121 = stablehlo.add %118, %120 : tensor<256xf32>
    %cst_32 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %122 = stablehlo.broadcast_in_dim %cst_32, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %123 = stablehlo.multiply %122, %arg9 : tensor<256x256xf32>
    %cst_33 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %124 = stablehlo.broadcast_in_dim %cst_33, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %125 = stablehlo.multiply %124, %80 : tensor<256x256xf32>
    %126 = stablehlo.add %123, %125 : tensor<256x256xf32>
    %cst_34 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %127 = stablehlo.broadcast_in_dim %cst_34, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %128 = stablehlo.multiply %127, %arg10 : tensor<128xf32>
    %cst_35 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %129 = stablehlo.broadcast_in_dim %cst_35, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %130 = stablehlo.multiply %129, %53 : tensor<128xf32>
    %131 = stablehlo.add %128, %130 : tensor<128xf32>
    %cst_36 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %132 = stablehlo.broadcast_in_dim %cst_36, dims = [] : (tensor<f32>) -> tensor<256x128xf32>
    %133 = stablehlo.multiply %132, %arg11 : tensor<256x128xf32>
    %cst_37 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %134 = stablehlo.broadcast_in_dim %cst_37, dims = [] : (tensor<f32>) -> tensor<256x128xf32>
    %135 = stablehlo.multiply %134, %55 : tensor<256x128xf32>
    %136 = stablehlo.add %133, %135 : tensor<256x128xf32>
    %cst_38 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %137 = stablehlo.broadcast_in_dim %cst_38, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %138 = stablehlo.multiply %137, %arg12 : tensor<256xf32>
    %cst_39 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %139 = stablehlo.broadcast_in_dim %cst_39, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %140 = stablehlo.multiply %139, %103 : tensor<256xf32>
    %141 = stablehlo.multiply %140, %103 : tensor<256xf32>
    %142 = stablehlo.add %138, %141 : tensor<256xf32>
    %cst_40 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %143 = stablehlo.broadcast_in_dim %cst_40, dims = [] : (tensor<f32>) -> tensor<128x256xf32>
    %144 = stablehlo.multiply %143, %arg13 : tensor<128x256xf32>
    %cst_41 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %145 = stablehlo.broadcast_in_dim %cst_41, dims = [] : (tensor<f32>) -> tensor<128x256xf32>
    %146 = stablehlo.multiply %145, %105 : tensor<128x256xf32>
    %147 = stablehlo.multiply %146, %105 : tensor<128x256xf32>
    %148 = stablehlo.add %144, %147 : tensor<128x256xf32>
    %cst_42 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %149 = stablehlo.broadcast_in_dim %cst_42, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %150 = stablehlo.multiply %149, %arg14 : tensor<256xf32>
    %cst_43 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %151 = stablehlo.broadcast_in_dim %cst_43, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %152 = stablehlo.multiply %151, %78 : tensor<256xf32>
    %153 = stablehlo.multiply %152, %78 : tensor<256xf32>
    %154 = stablehlo.add %150, %153 : tensor<256xf32>
    %cst_44 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %155 = stablehlo.broadcast_in_dim %cst_44, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %156 = stablehlo.multiply %155, %arg15 : tensor<256x256xf32>
    %cst_45 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %157 = stablehlo.broadcast_in_dim %cst_45, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %158 = stablehlo.multiply %157, %80 : tensor<256x256xf32>
    %159 = stablehlo.multiply %158, %80 : tensor<256x256xf32>
    %160 = stablehlo.add %156, %159 : tensor<256x256xf32>
    %cst_46 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %161 = stablehlo.broadcast_in_dim %cst_46, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %162 = stablehlo.multiply %161, %arg16 : tensor<128xf32>
    %cst_47 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %163 = stablehlo.broadcast_in_dim %cst_47, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %164 = stablehlo.multiply %163, %53 : tensor<128xf32>
    %165 = stablehlo.multiply %164, %53 : tensor<128xf32>
    %166 = stablehlo.add %162, %165 : tensor<128xf32>
    %cst_48 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %167 = stablehlo.broadcast_in_dim %cst_48, dims = [] : (tensor<f32>) -> tensor<256x128xf32>
    %168 = stablehlo.multiply %167, %arg17 : tensor<256x128xf32>
    %cst_49 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %169 = stablehlo.broadcast_in_dim %cst_49, dims = [] : (tensor<f32>) -> tensor<256x128xf32>
    %170 = stablehlo.multiply %169, %55 : tensor<256x128xf32>
    %171 = stablehlo.multiply %170, %55 : tensor<256x128xf32>
    %172 = stablehlo.add %168, %171 : tensor<256x128xf32>
    %cst_50 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %173 = stablehlo.power %cst_50, %106 : tensor<f32>
    %cst_51 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %174 = stablehlo.subtract %cst_51, %173 : tensor<f32>
    %175 = stablehlo.sqrt %174 : tensor<f32>
    %cst_52 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %176 = stablehlo.multiply %cst_52, %175 : tensor<f32>
    %cst_53 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %177 = stablehlo.power %cst_53, %106 : tensor<f32>
    %cst_54 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %178 = stablehlo.subtract %cst_54, %177 : tensor<f32>
    %179 = stablehlo.divide %176, %178 : tensor<f32>
    %180 = stablehlo.broadcast_in_dim %179, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %181 = stablehlo.multiply %180, %111 : tensor<256xf32>
    %182 = stablehlo.sqrt %142 : tensor<256xf32>
    %cst_55 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %183 = stablehlo.broadcast_in_dim %cst_55, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %184 = stablehlo.add %182, %183 : tensor<256xf32>
    %185 = stablehlo.divide %181, %184 : tensor<256xf32>
    %186 = stablehlo.subtract %arg0, %185 : tensor<256xf32>
    %187 = stablehlo.broadcast_in_dim %179, dims = [] : (tensor<f32>) -> tensor<128x256xf32>
    %188 = stablehlo.multiply %187, %116 : tensor<128x256xf32>
    %189 = stablehlo.sqrt %148 : tensor<128x256xf32>
    %cst_56 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %190 = stablehlo.broadcast_in_dim %cst_56, dims = [] : (tensor<f32>) -> tensor<128x256xf32>
    %191 = stablehlo.add %189, %190 : tensor<128x256xf32>
    %192 = stablehlo.divide %188, %191 : tensor<128x256xf32>
    %193 = stablehlo.subtract %arg1, %192 : tensor<128x256xf32>
    %194 = stablehlo.broadcast_in_dim %179, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %195 = stablehlo.multiply %194, %121 : tensor<256xf32>
    %196 = stablehlo.sqrt %154 : tensor<256xf32>
    %cst_57 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %197 = stablehlo.broadcast_in_dim %cst_57, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %198 = stablehlo.add %196, %197 : tensor<256xf32>
    %199 = stablehlo.divide %195, %198 : tensor<256xf32>
    %200 = stablehlo.subtract %arg2, %199 : tensor<256xf32>
    %201 = stablehlo.broadcast_in_dim %179, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %202 = stablehlo.multiply %201, %126 : tensor<256x256xf32>
    %203 = stablehlo.sqrt %160 : tensor<256x256xf32>
    %cst_58 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %204 = stablehlo.broadcast_in_dim %cst_58, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %205 = stablehlo.add %203, %204 : tensor<256x256xf32>
    %206 = stablehlo.divide %202, %205 : tensor<256x256xf32>
    %207 = stablehlo.subtract %arg3, %206 : tensor<256x256xf32>
    %208 = stablehlo.broadcast_in_dim %179, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %209 = stablehlo.multiply %208, %131 : tensor<128xf32>
    %210 = stablehlo.sqrt %166 : tensor<128xf32>
    %cst_59 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %211 = stablehlo.broadcast_in_dim %cst_59, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %212 = stablehlo.add %210, %211 : tensor<128xf32>
    %213 = stablehlo.divide %209, %212 : tensor<128xf32>
    %214 = stablehlo.subtract %arg4, %213 : tensor<128xf32>
    %215 = stablehlo.broadcast_in_dim %179, dims = [] : (tensor<f32>) -> tensor<256x128xf32>
    %216 = stablehlo.multiply %215, %136 : tensor<256x128xf32>
    %217 = stablehlo.sqrt %172 : tensor<256x128xf32>
    %cst_60 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %218 = stablehlo.broadcast_in_dim %cst_60, dims = [] : (tensor<f32>) -> tensor<256x128xf32>
    %219 = stablehlo.add %217, %218 : tensor<256x128xf32>
    %220 = stablehlo.divide %216, %219 : tensor<256x128xf32>
    %221 = stablehlo.subtract %arg5, %220 : tensor<256x128xf32>
    return %186, %193, %200, %207, %214, %221, %111, %116, %121, %126, %131, %136, %142, %148, %154, %160, %166, %172, %45 : tensor<256xf32>, tensor<128x256xf32>, tensor<256xf32>, tensor<256x256xf32>, tensor<128xf32>, tensor<256x128xf32>, tensor<256xf32>, tensor<128x256xf32>, tensor<256xf32>, tensor<256x256xf32>, tensor<128xf32>, tensor<256x128xf32>, tensor<256xf32>, tensor<128x256xf32>, tensor<256xf32>, tensor<256x256xf32>, tensor<128xf32>, tensor<256x128xf32>, tensor<f32>
  }
}
