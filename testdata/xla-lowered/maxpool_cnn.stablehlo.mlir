module @jit_maxpool_cnn attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<16x3x3x3xf32> {tf.aliasing_output = 0 : i32}, %arg1: tensor<32x16x3x3xf32> {tf.aliasing_output = 1 : i32}, %arg2: tensor<8192x10xf32> {tf.aliasing_output = 2 : i32}, %arg3: tensor<16x3x64x64xf32>, %arg4: tensor<16x10xf32>) -> (tensor<16x3x3x3xf32> {jax.result_info = "result[0][0]"}, tensor<32x16x3x3xf32> {jax.result_info = "result[0][1]"}, tensor<8192x10xf32> {jax.result_info = "result[0][2]"}, tensor<f32> {jax.result_info = "result[1]"}) {
    %0 = stablehlo.convolution(%arg3, %arg0) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<16x3x64x64xf32>, tensor<16x3x3x3xf32>) -> tensor<16x16x64x64xf32>
    %1 = call @relu(%0) : (tensor<16x16x64x64xf32>) -> tensor<16x16x64x64xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<16x16x64x64xf32>
    %3 = stablehlo.compare GT, %0, %2, FLOAT : (tensor<16x16x64x64xf32>, tensor<16x16x64x64xf32>) -> tensor<16x16x64x64xi1>
    %cst_0 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<f32>
    %5 = "stablehlo.reduce_window"(%1, %4) <{base_dilations = array<i64: 1, 1, 1, 1>, padding = dense<0> : tensor<4x2xi64>, window_dilations = array<i64: 1, 1, 1, 1>, window_dimensions = array<i64: 1, 1, 2, 2>, window_strides = array<i64: 1, 1, 2, 2>}> ({
    ^bb0(%arg5: tensor<f32>, %arg6: tensor<f32>):
      %50 = stablehlo.maximum %arg5, %arg6 : tensor<f32>
      stablehlo.return %50 : tensor<f32>
    }) : (tensor<16x16x64x64xf32>, tensor<f32>) -> tensor<16x16x32x32xf32>
    %6 = stablehlo.convolution(%5, %arg1) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<16x16x32x32xf32>, tensor<32x16x3x3xf32>) -> tensor<16x32x32x32xf32>
    %7 = call @relu_0(%6) : (tensor<16x32x32x32xf32>) -> tensor<16x32x32x32xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %8 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<16x32x32x32xf32>
    %9 = stablehlo.compare GT, %6, %8, FLOAT : (tensor<16x32x32x32xf32>, tensor<16x32x32x32xf32>) -> tensor<16x32x32x32xi1>
    %cst_2 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %10 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<f32>
    %11 = "stablehlo.reduce_window"(%7, %10) <{base_dilations = array<i64: 1, 1, 1, 1>, padding = dense<0> : tensor<4x2xi64>, window_dilations = array<i64: 1, 1, 1, 1>, window_dimensions = array<i64: 1, 1, 2, 2>, window_strides = array<i64: 1, 1, 2, 2>}> ({
    ^bb0(%arg5: tensor<f32>, %arg6: tensor<f32>):
      %50 = stablehlo.maximum %arg5, %arg6 : tensor<f32>
      stablehlo.return %50 : tensor<f32>
    }) : (tensor<16x32x32x32xf32>, tensor<f32>) -> tensor<16x32x16x16xf32>
    %12 = stablehlo.reshape %11 : (tensor<16x32x16x16xf32>) -> tensor<16x8192xf32>
    %13 = stablehlo.dot_general %12, %arg2, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x8192xf32>, tensor<8192x10xf32>) -> tensor<16x10xf32>
    %14 = stablehlo.subtract %13, %arg4 : tensor<16x10xf32>
    %15 = stablehlo.multiply %14, %14 : tensor<16x10xf32>
    %cst_3 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %16 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<16x10xf32>
    %17 = stablehlo.multiply %16, %14 : tensor<16x10xf32>
    %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %18 = stablehlo.reduce(%15 init: %cst_4) applies stablehlo.add across dimensions = [0, 1] : (tensor<16x10xf32>, tensor<f32>) -> tensor<f32>
    %cst_5 = stablehlo.constant dense<1.600000e+02> : tensor<f32>
    %19 = stablehlo.divide %18, %cst_5 : tensor<f32>
    %cst_6 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %cst_7 = stablehlo.constant dense<1.600000e+02> : tensor<f32>
    %20 = stablehlo.divide %cst_6, %cst_7 : tensor<f32>
    %21 = stablehlo.broadcast_in_dim %20, dims = [] : (tensor<f32>) -> tensor<16x10xf32>
    %22 = stablehlo.multiply %21, %17 : tensor<16x10xf32>
    %23 = stablehlo.dot_general %22, %12, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x10xf32>, tensor<16x8192xf32>) -> tensor<10x8192xf32>
    %24 = stablehlo.transpose %23, dims = [1, 0] : (tensor<10x8192xf32>) -> tensor<8192x10xf32>
    %25 = stablehlo.dot_general %22, %arg2, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<16x10xf32>, tensor<8192x10xf32>) -> tensor<16x8192xf32>
    %26 = stablehlo.reshape %25 : (tensor<16x8192xf32>) -> tensor<16x32x16x16xf32>
    %cst_8 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %27 = stablehlo.pad %7, %cst_8, low = [0, 0, 0, 0], high = [0, 0, 0, 0], interior = [0, 0, 0, 0] : (tensor<16x32x32x32xf32>, tensor<f32>) -> tensor<16x32x32x32xf32>
    %cst_9 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %28 = "stablehlo.select_and_scatter"(%27, %26, %cst_9) <{padding = dense<0> : tensor<4x2xi64>, window_dimensions = array<i64: 1, 1, 2, 2>, window_strides = array<i64: 1, 1, 2, 2>}> ({
    ^bb0(%arg5: tensor<f32>, %arg6: tensor<f32>):
      %50 = stablehlo.compare GE, %arg5, %arg6, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      stablehlo.return %50 : tensor<i1>
    }, {
    ^bb0(%arg5: tensor<f32>, %arg6: tensor<f32>):
      %50 = stablehlo.add %arg5, %arg6 : tensor<f32>
      stablehlo.return %50 : tensor<f32>
    }) : (tensor<16x32x32x32xf32>, tensor<16x32x16x16xf32>, tensor<f32>) -> tensor<16x32x32x32xf32>
    %29 = stablehlo.slice %28 [0:16, 0:32, 0:32, 0:32] : (tensor<16x32x32x32xf32>) -> tensor<16x32x32x32xf32>
    %cst_10 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %30 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<16x32x32x32xf32>
    %31 = stablehlo.select %9, %29, %30 : tensor<16x32x32x32xi1>, tensor<16x32x32x32xf32>
    %32 = stablehlo.convolution(%5, %31) dim_numbers = [f, b, 0, 1]x[i, o, 0, 1]->[f, b, 0, 1], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<16x16x32x32xf32>, tensor<16x32x32x32xf32>) -> tensor<32x16x3x3xf32>
    %33 = stablehlo.reverse %arg1, dims = [2, 3] : tensor<32x16x3x3xf32>
    %34 = stablehlo.convolution(%31, %33) dim_numbers = [b, f, 0, 1]x[i, o, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<16x32x32x32xf32>, tensor<32x16x3x3xf32>) -> tensor<16x16x32x32xf32>
    %cst_11 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %35 = stablehlo.pad %1, %cst_11, low = [0, 0, 0, 0], high = [0, 0, 0, 0], interior = [0, 0, 0, 0] : (tensor<16x16x64x64xf32>, tensor<f32>) -> tensor<16x16x64x64xf32>
    %cst_12 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %36 = "stablehlo.select_and_scatter"(%35, %34, %cst_12) <{padding = dense<0> : tensor<4x2xi64>, window_dimensions = array<i64: 1, 1, 2, 2>, window_strides = array<i64: 1, 1, 2, 2>}> ({
    ^bb0(%arg5: tensor<f32>, %arg6: tensor<f32>):
      %50 = stablehlo.compare GE, %arg5, %arg6, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      stablehlo.return %50 : tensor<i1>
    }, {
    ^bb0(%arg5: tensor<f32>, %arg6: tensor<f32>):
      %50 = stablehlo.add %arg5, %arg6 : tensor<f32>
      stablehlo.return %50 : tensor<f32>
    }) : (tensor<16x16x64x64xf32>, tensor<16x16x32x32xf32>, tensor<f32>) -> tensor<16x16x64x64xf32>
    %37 = stablehlo.slice %36 [0:16, 0:16, 0:64, 0:64] : (tensor<16x16x64x64xf32>) -> tensor<16x16x64x64xf32>
    %cst_13 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %38 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f32>) -> tensor<16x16x64x64xf32>
    %39 = stablehlo.select %3, %37, %38 : tensor<16x16x64x64xi1>, tensor<16x16x64x64xf32>
    %40 = stablehlo.convolution(%arg3, %39) dim_numbers = [f, b, 0, 1]x[i, o, 0, 1]->[f, b, 0, 1], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<16x3x64x64xf32>, tensor<16x16x64x64xf32>) -> tensor<16x3x3x3xf32>
    %cst_14 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %41 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f32>) -> tensor<16x3x3x3xf32>
    %42 = stablehlo.multiply %41, %40 : tensor<16x3x3x3xf32>
    %43 = stablehlo.subtract %arg0, %42 : tensor<16x3x3x3xf32>
    %cst_15 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %44 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<f32>) -> tensor<32x16x3x3xf32>
    %45 = stablehlo.multiply %44, %32 : tensor<32x16x3x3xf32>
    %46 = stablehlo.subtract %arg1, %45 : tensor<32x16x3x3xf32>
    %cst_16 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %47 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f32>) -> tensor<8192x10xf32>
    %48 = stablehlo.multiply %47, %24 : tensor<8192x10xf32>
    %49 = stablehlo.subtract %arg2, %48 : tensor<8192x10xf32>
    return %43, %46, %49, %19 : tensor<16x3x3x3xf32>, tensor<32x16x3x3xf32>, tensor<8192x10xf32>, tensor<f32>
  }
  func.func private @relu(%arg0: tensor<16x16x64x64xf32>) -> tensor<16x16x64x64xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<16x16x64x64xf32>
    %1 = stablehlo.maximum %arg0, %0 : tensor<16x16x64x64xf32>
    return %1 : tensor<16x16x64x64xf32>
  }
  func.func private @relu_0(%arg0: tensor<16x32x32x32xf32>) -> tensor<16x32x32x32xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<16x32x32x32xf32>
    %1 = stablehlo.maximum %arg0, %0 : tensor<16x32x32x32xf32>
    return %1 : tensor<16x32x32x32xf32>
  }
}
