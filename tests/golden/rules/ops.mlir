// One function per op family; the rules our registry builds are compared with the ones Shardy's
// sdy-populate-op-sharding-rules attaches to this file (tests/ir/test_differential.py).
func.func @shape_ops(%a: tensor<8x16xf32>, %b: tensor<16x32xf32>, %c: tensor<2x13x1xf32>, %i: tensor<i32>, %u: tensor<8x4xf32>, %v: tensor<8xf32>, %p: tensor<8x16xi1>, %q: tensor<i1>) -> tensor<8x16xf32> {
  %0 = stablehlo.dot_general %a, %b, contracting_dims = [1] x [0] : (tensor<8x16xf32>, tensor<16x32xf32>) -> tensor<8x32xf32>
  %1 = stablehlo.dot %a, %b : (tensor<8x16xf32>, tensor<16x32xf32>) -> tensor<8x32xf32>
  %2 = stablehlo.dot %v, %a : (tensor<8xf32>, tensor<8x16xf32>) -> tensor<16xf32>
  %3 = stablehlo.dot %v, %v : (tensor<8xf32>, tensor<8xf32>) -> tensor<f32>
  %4 = stablehlo.broadcast_in_dim %c, dims = [0, 2, 3] : (tensor<2x13x1xf32>) -> tensor<2x64x13x1xf32>
  %5 = stablehlo.broadcast_in_dim %c, dims = [0, 2, 3] : (tensor<2x13x1xf32>) -> tensor<2x64x13x4xf32>
  %6 = stablehlo.reshape %a : (tensor<8x16xf32>) -> tensor<128xf32>
  %7 = stablehlo.reshape %6 : (tensor<128xf32>) -> tensor<2x4x16xf32>
  %8 = stablehlo.reshape %a : (tensor<8x16xf32>) -> tensor<16x8xf32>
  %9 = stablehlo.reshape %c : (tensor<2x13x1xf32>) -> tensor<26xf32>
  %10 = stablehlo.reshape %4 : (tensor<2x64x13x1xf32>) -> tensor<1x128x13xf32>
  %11 = stablehlo.transpose %a, dims = [1, 0] : (tensor<8x16xf32>) -> tensor<16x8xf32>
  %12 = stablehlo.concatenate %a, %a, dim = 0 : (tensor<8x16xf32>, tensor<8x16xf32>) -> tensor<16x16xf32>
  %13 = stablehlo.slice %a [0:8, 2:10] : (tensor<8x16xf32>) -> tensor<8x8xf32>
  %14 = stablehlo.slice %a [0:8, 10:16] : (tensor<8x16xf32>) -> tensor<8x6xf32>
  %15 = stablehlo.concatenate %13, %14, dim = 1 : (tensor<8x8xf32>, tensor<8x6xf32>) -> tensor<8x14xf32>
  %16 = stablehlo.concatenate %13, %a, dim = 1 : (tensor<8x8xf32>, tensor<8x16xf32>) -> tensor<8x24xf32>
  %cst = stablehlo.constant dense<0.0> : tensor<f32>
  %17 = stablehlo.pad %a, %cst, low = [0, 1], high = [0, 2], interior = [0, 0] : (tensor<8x16xf32>, tensor<f32>) -> tensor<8x19xf32>
  %18 = stablehlo.dynamic_slice %a, %i, %i, sizes = [8, 4] : (tensor<8x16xf32>, tensor<i32>, tensor<i32>) -> tensor<8x4xf32>
  %19 = stablehlo.dynamic_update_slice %a, %u, %i, %i : (tensor<8x16xf32>, tensor<8x4xf32>, tensor<i32>, tensor<i32>) -> tensor<8x16xf32>
  %c1 = stablehlo.constant dense<1> : tensor<i32>
  %20 = stablehlo.dynamic_update_slice %a, %u, %c1, %c1 : (tensor<8x16xf32>, tensor<8x4xf32>, tensor<i32>, tensor<i32>) -> tensor<8x16xf32>
  %21 = stablehlo.reverse %a, dims = [1] : tensor<8x16xf32>
  %22 = stablehlo.iota dim = 0 : tensor<8x16xi32>
  %23 = stablehlo.select %p, %a, %a : tensor<8x16xi1>, tensor<8x16xf32>
  %24 = stablehlo.select %q, %a, %a : tensor<i1>, tensor<8x16xf32>
  %25 = stablehlo.clamp %cst, %a, %cst : (tensor<f32>, tensor<8x16xf32>, tensor<f32>) -> tensor<8x16xf32>
  %26 = stablehlo.bitcast_convert %a : (tensor<8x16xf32>) -> tensor<8x16x2xbf16>
  %27 = stablehlo.bitcast_convert %26 : (tensor<8x16x2xbf16>) -> tensor<8x16xf32>
  %28 = stablehlo.bitcast_convert %a : (tensor<8x16xf32>) -> tensor<8x16xi32>
  %29 = stablehlo.add %a, %a : tensor<8x16xf32>
  %30 = stablehlo.compare GT, %a, %a : (tensor<8x16xf32>, tensor<8x16xf32>) -> tensor<8x16xi1>
  %31 = stablehlo.convert %a : (tensor<8x16xf32>) -> tensor<8x16xbf16>
  %32 = stablehlo.reshape %7 : (tensor<2x4x16xf32>) -> tensor<4x2x16xf32>
  %33 = stablehlo.reshape %a : (tensor<8x16xf32>) -> tensor<2x2x2x16xf32>
  %34 = stablehlo.reshape %8 : (tensor<16x8xf32>) -> tensor<4x32xf32>
  %35 = stablehlo.slice %a [0:8:2, 0:16] : (tensor<8x16xf32>) -> tensor<4x16xf32>
  return %a : tensor<8x16xf32>
}

func.func @reduce_ops(%a: tensor<8x16xf32>, %k: tensor<8x16xi32>, %x: tensor<4x8x8x3xf32>, %w: tensor<3x3x3x16xf32>) -> tensor<8xf32> {
  %cst = stablehlo.constant dense<0.0> : tensor<f32>
  %ci = stablehlo.constant dense<0> : tensor<i32>
  %0 = stablehlo.reduce(%a init: %cst) applies stablehlo.add across dimensions = [1] : (tensor<8x16xf32>, tensor<f32>) -> tensor<8xf32>
  %1:2 = stablehlo.reduce(%a init: %cst), (%k init: %ci) across dimensions = [0] : (tensor<8x16xf32>, tensor<8x16xi32>, tensor<f32>, tensor<i32>) -> (tensor<16xf32>, tensor<16xi32>)
    reducer(%p0: tensor<f32>, %q0: tensor<f32>) (%p1: tensor<i32>, %q1: tensor<i32>) {
      %s0 = stablehlo.add %p0, %q0 : tensor<f32>
      %s1 = stablehlo.add %p1, %q1 : tensor<i32>
      stablehlo.return %s0, %s1 : tensor<f32>, tensor<i32>
    }
  %2 = "stablehlo.reduce_window"(%a, %cst) ({
  ^bb0(%p: tensor<f32>, %q: tensor<f32>):
    %s = stablehlo.maximum %p, %q : tensor<f32>
    stablehlo.return %s : tensor<f32>
  }) {window_dimensions = array<i64: 1, 3>, window_strides = array<i64: 1, 1>, padding = dense<[[0, 0], [1, 1]]> : tensor<2x2xi64>} : (tensor<8x16xf32>, tensor<f32>) -> tensor<8x16xf32>
  %3 = "stablehlo.reduce_window"(%a, %cst) ({
  ^bb0(%p: tensor<f32>, %q: tensor<f32>):
    %s = stablehlo.add %p, %q : tensor<f32>
    stablehlo.return %s : tensor<f32>
  }) {window_dimensions = array<i64: 1, 2>, window_strides = array<i64: 1, 2>} : (tensor<8x16xf32>, tensor<f32>) -> tensor<8x8xf32>
  %4:2 = "stablehlo.sort"(%a, %k) ({
  ^bb0(%p: tensor<f32>, %q: tensor<f32>, %r: tensor<i32>, %s: tensor<i32>):
    %c = stablehlo.compare GT, %p, %q : (tensor<f32>, tensor<f32>) -> tensor<i1>
    stablehlo.return %c : tensor<i1>
  }) {dimension = 1 : i64} : (tensor<8x16xf32>, tensor<8x16xi32>) -> (tensor<8x16xf32>, tensor<8x16xi32>)
  %5 = stablehlo.convolution(%x, %w) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<4x8x8x3xf32>, tensor<3x3x3x16xf32>) -> tensor<4x8x8x16xf32>
  %6 = stablehlo.convolution(%x, %w) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [2, 2], pad = [[1, 1], [1, 1]]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<4x8x8x3xf32>, tensor<3x3x3x16xf32>) -> tensor<4x4x4x16xf32>
  %v = stablehlo.reshape %a : (tensor<8x16xf32>) -> tensor<128xf32>
  %7 = "stablehlo.sort"(%v) ({
  ^bb0(%p: tensor<f32>, %q: tensor<f32>):
    %c = stablehlo.compare GT, %p, %q : (tensor<f32>, tensor<f32>) -> tensor<i1>
    stablehlo.return %c : tensor<i1>
  }) {dimension = 0 : i64} : (tensor<128xf32>) -> tensor<128xf32>
  return %0 : tensor<8xf32>
}

func.func @linalg_ops(%a: tensor<4x8x8xf32>, %b: tensor<4x8x16xf32>, %z: tensor<4x16xcomplex<f32>>, %r: tensor<4x16xf32>) -> tensor<4x8x8xf32> {
  %0 = stablehlo.cholesky %a, lower = true : tensor<4x8x8xf32>
  %1 = "stablehlo.triangular_solve"(%a, %b) {left_side = true, lower = true, unit_diagonal = false, transpose_a = #stablehlo<transpose NO_TRANSPOSE>} : (tensor<4x8x8xf32>, tensor<4x8x16xf32>) -> tensor<4x8x16xf32>
  %2 = "stablehlo.triangular_solve"(%a, %a) {left_side = false, lower = true, unit_diagonal = false, transpose_a = #stablehlo<transpose TRANSPOSE>} : (tensor<4x8x8xf32>, tensor<4x8x8xf32>) -> tensor<4x8x8xf32>
  %3 = stablehlo.fft %z, type = FFT, length = [16] : (tensor<4x16xcomplex<f32>>) -> tensor<4x16xcomplex<f32>>
  %4 = stablehlo.fft %r, type = RFFT, length = [16] : (tensor<4x16xf32>) -> tensor<4x9xcomplex<f32>>
  %5 = stablehlo.dot_general %a, %b, batching_dims = [0] x [0], contracting_dims = [2] x [1] : (tensor<4x8x8xf32>, tensor<4x8x16xf32>) -> tensor<4x8x16xf32>
  %6:2 = stablehlo.custom_call @mhlo.topk(%r) {mhlo.attributes = {k = 4 : i64, largest = true}, mhlo.version = 1 : i64} : (tensor<4x16xf32>) -> (tensor<4x4xf32>, tensor<4x4xi32>)
  %7 = stablehlo.custom_call @Sharding(%r) {mhlo.sharding = "{replicated}"} : (tensor<4x16xf32>) -> tensor<4x16xf32>
  %8 = stablehlo.custom_call @something_unknown(%r) : (tensor<4x16xf32>) -> tensor<4x16xf32>
  %9:2 = stablehlo.custom_call @Eigh(%a) : (tensor<4x8x8xf32>) -> (tensor<4x8x8xf32>, tensor<4x8xf32>)
  %10:2 = stablehlo.custom_call @Qr(%b) : (tensor<4x8x16xf32>) -> (tensor<4x8x16xf32>, tensor<4x8xf32>)
  return %0 : tensor<4x8x8xf32>
}

func.func @gather_ops(%op: tensor<16x8xf32>, %idx: tensor<4x1xi32>, %upd: tensor<4x8xf32>, %idx2: tensor<4x2xi32>, %e: tensor<4x16x8xf32>, %bidx: tensor<4x3x1xi32>) -> tensor<4x8xf32> {
  %0 = "stablehlo.gather"(%op, %idx) {dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 8>} : (tensor<16x8xf32>, tensor<4x1xi32>) -> tensor<4x8xf32>
  %1 = "stablehlo.gather"(%op, %idx2) {dimension_numbers = #stablehlo.gather<offset_dims = [1, 2], start_index_map = [0, 1], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 2, 4>} : (tensor<16x8xf32>, tensor<4x2xi32>) -> tensor<4x2x4xf32>
  %2 = "stablehlo.scatter"(%op, %idx, %upd) ({
  ^bb0(%p: tensor<f32>, %q: tensor<f32>):
    %s = stablehlo.add %p, %q : tensor<f32>
    stablehlo.return %s : tensor<f32>
  }) {scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, indices_are_sorted = false, unique_indices = false} : (tensor<16x8xf32>, tensor<4x1xi32>, tensor<4x8xf32>) -> tensor<16x8xf32>
  %3 = "stablehlo.gather"(%e, %bidx) {dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [1], operand_batching_dims = [0], start_indices_batching_dims = [0], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1, 8>} : (tensor<4x16x8xf32>, tensor<4x3x1xi32>) -> tensor<4x3x8xf32>
  %4 = "stablehlo.scatter"(%op, %idx, %upd) ({
  ^bb0(%p: tensor<f32>, %q: tensor<f32>):
    stablehlo.return %q : tensor<f32>
  }) {scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, indices_are_sorted = false, unique_indices = false} : (tensor<16x8xf32>, tensor<4x1xi32>, tensor<4x8xf32>) -> tensor<16x8xf32>
  %5 = "stablehlo.gather"(%op, %idx) {dimension_numbers = #stablehlo.gather<offset_dims = [1, 2], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 8>} : (tensor<16x8xf32>, tensor<4x1xi32>) -> tensor<4x1x8xf32>
  return %0 : tensor<4x8xf32>
}

sdy.mesh @mesh = <["x"=2, "y"=4]>

func.func @misc_ops(%op: tensor<16x8xf32>, %idx: tensor<4x1xi32>, %upd: tensor<4x4xf32>, %x: tensor<8x16xf32>, %src: tensor<8x8xf32>, %c: tensor<4x9xcomplex<f32>>, %st: tensor<2xui64>, %bn: tensor<4x8x3xf32>, %s: tensor<3xf32>, %one: tensor<1x16xf32>, %k: tensor<1x16xi32>) -> tensor<16x8xf32> {
  %cst = stablehlo.constant dense<0.0> : tensor<f32>
  %0 = "stablehlo.scatter"(%op, %idx, %upd) ({
  ^bb0(%p: tensor<f32>, %q: tensor<f32>):
    %s0 = stablehlo.add %p, %q : tensor<f32>
    stablehlo.return %s0 : tensor<f32>
  }) {scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, indices_are_sorted = false, unique_indices = false} : (tensor<16x8xf32>, tensor<4x1xi32>, tensor<4x4xf32>) -> tensor<16x8xf32>
  %1 = "stablehlo.select_and_scatter"(%x, %src, %cst) ({
  ^bb0(%p: tensor<f32>, %q: tensor<f32>):
    %c0 = stablehlo.compare GE, %p, %q : (tensor<f32>, tensor<f32>) -> tensor<i1>
    stablehlo.return %c0 : tensor<i1>
  }, {
  ^bb0(%p: tensor<f32>, %q: tensor<f32>):
    %s1 = stablehlo.add %p, %q : tensor<f32>
    stablehlo.return %s1 : tensor<f32>
  }) {window_dimensions = array<i64: 1, 2>, window_strides = array<i64: 1, 2>} : (tensor<8x16xf32>, tensor<8x8xf32>, tensor<f32>) -> tensor<8x16xf32>
  %2 = stablehlo.fft %c, type = IRFFT, length = [16] : (tensor<4x9xcomplex<f32>>) -> tensor<4x16xf32>
  %3:2 = stablehlo.rng_bit_generator %st, algorithm = DEFAULT : (tensor<2xui64>) -> (tensor<2xui64>, tensor<4x8xui32>)
  %4 = "stablehlo.batch_norm_inference"(%bn, %s, %s, %s, %s) {epsilon = 1.0e-3 : f32, feature_index = 2 : i64} : (tensor<4x8x3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>) -> tensor<4x8x3xf32>
  %5 = sdy.sharding_constraint %x <@mesh, [{"x"}, {}]> : tensor<8x16xf32>
  %6 = sdy.reshard %x <@mesh, [{"x"}, {}]> : tensor<8x16xf32>
  %7:2 = "stablehlo.sort"(%one, %k) ({
  ^bb0(%p: tensor<f32>, %q: tensor<f32>, %r: tensor<i32>, %t: tensor<i32>):
    %c1 = stablehlo.compare GT, %p, %q : (tensor<f32>, tensor<f32>) -> tensor<i1>
    stablehlo.return %c1 : tensor<i1>
  }) {dimension = 1 : i64} : (tensor<1x16xf32>, tensor<1x16xi32>) -> (tensor<1x16xf32>, tensor<1x16xi32>)
  %8 = stablehlo.optimization_barrier %x : tensor<8x16xf32>
  %9:2 = stablehlo.while(%i = %cst, %v = %x) : tensor<f32>, tensor<8x16xf32>
    cond {
      %lt = stablehlo.compare LT, %i, %cst : (tensor<f32>, tensor<f32>) -> tensor<i1>
      stablehlo.return %lt : tensor<i1>
    } do {
      %n = stablehlo.add %v, %v : tensor<8x16xf32>
      stablehlo.return %i, %n : tensor<f32>, tensor<8x16xf32>
    }
  %10 = "stablehlo.reduce_window"(%x, %cst) ({
  ^bb0(%p: tensor<f32>, %q: tensor<f32>):
    %s2 = stablehlo.add %p, %q : tensor<f32>
    stablehlo.return %s2 : tensor<f32>
  }) {window_dimensions = array<i64: 1, 1>, window_strides = array<i64: 1, 1>} : (tensor<8x16xf32>, tensor<f32>) -> tensor<8x16xf32>
  %11 = stablehlo.custom_call @mhlo.erf(%x) : (tensor<8x16xf32>) -> tensor<8x16xf32>
  %12 = stablehlo.custom_call @X64Combine(%x, %x) : (tensor<8x16xf32>, tensor<8x16xf32>) -> tensor<8x16xf32>
  %13 = stablehlo.reduce_precision %x, format = e5m2 : tensor<8x16xf32>
  %14 = stablehlo.exponential %x : tensor<8x16xf32>
  %15 = stablehlo.pad %x, %cst, low = [0, 0], high = [0, 0], interior = [1, 0] : (tensor<8x16xf32>, tensor<f32>) -> tensor<15x16xf32>
  %16 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
  return %0 : tensor<16x8xf32>
}
