module @jit_conv3d_step attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<3x3x3x3x16xf32> {tf.aliasing_output = 0 : i32}, %arg1: tensor<3x3x3x16x32xf32> {tf.aliasing_output = 1 : i32}, %arg2: tensor<3x3x3x32x64xf32> {tf.aliasing_output = 2 : i32}, %arg3: tensor<64x10xf32> {tf.aliasing_output = 3 : i32}, %arg4: tensor<4x16x64x64x3xf32>, %arg5: tensor<4xi32>) -> (tensor<3x3x3x3x16xf32> {jax.result_info = "result[0]['c1']"}, tensor<3x3x3x16x32xf32> {jax.result_info = "result[0]['c2']"}, tensor<3x3x3x32x64xf32> {jax.result_info = "result[0]['c3']"}, tensor<64x10xf32> {jax.result_info = "result[0]['head']"}, tensor<f32> {jax.result_info = "result[1]"}) {
    %0 = stablehlo.convolution(%arg4, %arg0) dim_numbers = [b, 0, 1, 2, f]x[0, 1, 2, i, o]->[b, 0, 1, 2, f], window = {stride = [1, 1, 1], pad = [[1, 1], [1, 1], [1, 1]], lhs_dilate = [1, 1, 1], rhs_dilate = [1, 1, 1], reverse = [false, false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<4x16x64x64x3xf32>, tensor<3x3x3x3x16xf32>) -> tensor<4x16x64x64x16xf32>
    %1 = call @relu(%0) : (tensor<4x16x64x64x16xf32>) -> tensor<4x16x64x64x16xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4x16x64x64x16xf32>
    %3 = stablehlo.compare GT, %0, %2, FLOAT : (tensor<4x16x64x64x16xf32>, tensor<4x16x64x64x16xf32>) -> tensor<4x16x64x64x16xi1>
    %4 = stablehlo.convolution(%1, %arg1) dim_numbers = [b, 0, 1, 2, f]x[0, 1, 2, i, o]->[b, 0, 1, 2, f], window = {stride = [2, 2, 2], pad = [[0, 1], [0, 1], [0, 1]], lhs_dilate = [1, 1, 1], rhs_dilate = [1, 1, 1], reverse = [false, false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<4x16x64x64x16xf32>, tensor<3x3x3x16x32xf32>) -> tensor<4x8x32x32x32xf32>
    %5 = call @relu_0(%4) : (tensor<4x8x32x32x32xf32>) -> tensor<4x8x32x32x32xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %6 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<4x8x32x32x32xf32>
    %7 = stablehlo.compare GT, %4, %6, FLOAT : (tensor<4x8x32x32x32xf32>, tensor<4x8x32x32x32xf32>) -> tensor<4x8x32x32x32xi1>
    %8 = stablehlo.convolution(%5, %arg2) dim_numbers = [b, 0, 1, 2, f]x[0, 1, 2, i, o]->[b, 0, 1, 2, f], window = {stride = [2, 2, 2], pad = [[0, 1], [0, 1], [0, 1]], lhs_dilate = [1, 1, 1], rhs_dilate = [1, 1, 1], reverse = [false, false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<4x8x32x32x32xf32>, tensor<3x3x3x32x64xf32>) -> tensor<4x4x16x16x64xf32>
    %9 = call @relu_1(%8) : (tensor<4x4x16x16x64xf32>) -> tensor<4x4x16x16x64xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %10 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<4x4x16x16x64xf32>
    %11 = stablehlo.compare GT, %8, %10, FLOAT : (tensor<4x4x16x16x64xf32>, tensor<4x4x16x16x64xf32>) -> tensor<4x4x16x16x64xi1>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %12 = stablehlo.reduce(%9 init: %cst_2) applies stablehlo.add across dimensions = [1, 2, 3] : (tensor<4x4x16x16x64xf32>, tensor<f32>) -> tensor<4x64xf32>
    %cst_3 = stablehlo.constant dense<1.024000e+03> : tensor<f32>
    %13 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<4x64xf32>
    %14 = stablehlo.divide %12, %13 : tensor<4x64xf32>
    %15 = stablehlo.dot_general %14, %arg3, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x64xf32>, tensor<64x10xf32>) -> tensor<4x10xf32>
    %16:3 = call @log_softmax(%15) : (tensor<4x10xf32>) -> (tensor<4x10xf32>, tensor<4x10xf32>, tensor<4x1xf32>)
    %17 = stablehlo.broadcast_in_dim %arg5, dims = [0] : (tensor<4xi32>) -> tensor<4x1xi32>
    %18:2 = call @take_along_axis(%16#0, %17) : (tensor<4x10xf32>, tensor<4x1xi32>) -> (tensor<4x1xf32>, tensor<4x1x1xi32>)
    %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %19 = stablehlo.reduce(%18#0 init: %cst_4) applies stablehlo.add across dimensions = [0, 1] : (tensor<4x1xf32>, tensor<f32>) -> tensor<f32>
    %cst_5 = stablehlo.constant dense<4.000000e+00> : tensor<f32>
    %20 = stablehlo.divide %19, %cst_5 : tensor<f32>
    %21 = stablehlo.negate %20 : tensor<f32>
    %cst_6 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %22 = stablehlo.negate %cst_6 : tensor<f32>
    %cst_7 = stablehlo.constant dense<4.000000e+00> : tensor<f32>
    %23 = stablehlo.divide %22, %cst_7 : tensor<f32>
    %24 = stablehlo.broadcast_in_dim %23, dims = [] : (tensor<f32>) -> tensor<4x1xf32>
    %25 = call @take_along_axis_2(%18#1, %24) : (tensor<4x1x1xi32>, tensor<4x1xf32>) -> tensor<4x10xf32>
    %26 = call @log_softmax_3(%16#1, %16#2, %25) : (tensor<4x10xf32>, tensor<4x1xf32>, tensor<4x10xf32>) -> tensor<4x10xf32>
    %27 = stablehlo.dot_general %26, %14, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x10xf32>, tensor<4x64xf32>) -> tensor<10x64xf32>
    %28 = stablehlo.transpose %27, dims = [1, 0] : (tensor<10x64xf32>) -> tensor<64x10xf32>
    %29 = stablehlo.dot_general %26, %arg3, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x10xf32>, tensor<64x10xf32>) -> tensor<4x64xf32>
    %cst_8 = stablehlo.constant dense<1.024000e+03> : tensor<f32>
    %30 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<4x64xf32>
    %31 = stablehlo.divide %29, %30 : tensor<4x64xf32>
    %32 = stablehlo.broadcast_in_dim %31, dims = [0, 4] : (tensor<4x64xf32>) -> tensor<4x4x16x16x64xf32>
    %cst_9 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %33 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<4x4x16x16x64xf32>
    %34 = stablehlo.select %11, %32, %33 : tensor<4x4x16x16x64xi1>, tensor<4x4x16x16x64xf32>
    %35 = stablehlo.convolution(%5, %34) dim_numbers = [f, 0, 1, 2, b]x[i, 0, 1, 2, o]->[0, 1, 2, b, f], window = {stride = [1, 1, 1], pad = [[0, 1], [0, 1], [0, 1]], lhs_dilate = [1, 1, 1], rhs_dilate = [2, 2, 2], reverse = [false, false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<4x8x32x32x32xf32>, tensor<4x4x16x16x64xf32>) -> tensor<3x3x3x32x64xf32>
    %36 = stablehlo.reverse %arg2, dims = [0, 1, 2] : tensor<3x3x3x32x64xf32>
    %37 = stablehlo.convolution(%34, %36) dim_numbers = [b, 0, 1, 2, f]x[0, 1, 2, o, i]->[b, 0, 1, 2, f], window = {stride = [1, 1, 1], pad = [[2, 1], [2, 1], [2, 1]], lhs_dilate = [2, 2, 2], rhs_dilate = [1, 1, 1], reverse = [false, false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<4x4x16x16x64xf32>, tensor<3x3x3x32x64xf32>) -> tensor<4x8x32x32x32xf32>
    %cst_10 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %38 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<4x8x32x32x32xf32>
    %39 = stablehlo.select %7, %37, %38 : tensor<4x8x32x32x32xi1>, tensor<4x8x32x32x32xf32>
    %40 = stablehlo.convolution(%1, %39) dim_numbers = [f, 0, 1, 2, b]x[i, 0, 1, 2, o]->[0, 1, 2, b, f], window = {stride = [1, 1, 1], pad = [[0, 1], [0, 1], [0, 1]], lhs_dilate = [1, 1, 1], rhs_dilate = [2, 2, 2], reverse = [false, false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<4x16x64x64x16xf32>, tensor<4x8x32x32x32xf32>) -> tensor<3x3x3x16x32xf32>
    %41 = stablehlo.reverse %arg1, dims = [0, 1, 2] : tensor<3x3x3x16x32xf32>
    %42 = stablehlo.convolution(%39, %41) dim_numbers = [b, 0, 1, 2, f]x[0, 1, 2, o, i]->[b, 0, 1, 2, f], window = {stride = [1, 1, 1], pad = [[2, 1], [2, 1], [2, 1]], lhs_dilate = [2, 2, 2], rhs_dilate = [1, 1, 1], reverse = [false, false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<4x8x32x32x32xf32>, tensor<3x3x3x16x32xf32>) -> tensor<4x16x64x64x16xf32>
    %cst_11 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %43 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<4x16x64x64x16xf32>
    %44 = stablehlo.select %3, %42, %43 : tensor<4x16x64x64x16xi1>, tensor<4x16x64x64x16xf32>
    %45 = stablehlo.convolution(%arg4, %44) dim_numbers = [f, 0, 1, 2, b]x[i, 0, 1, 2, o]->[0, 1, 2, b, f], window = {stride = [1, 1, 1], pad = [[1, 1], [1, 1], [1, 1]], lhs_dilate = [1, 1, 1], rhs_dilate = [1, 1, 1], reverse = [false, false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<4x16x64x64x3xf32>, tensor<4x16x64x64x16xf32>) -> tensor<3x3x3x3x16xf32>
    %cst_12 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %46 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<3x3x3x3x16xf32>
    %47 = stablehlo.multiply %46, %45 : tensor<3x3x3x3x16xf32>
    %48 = stablehlo.subtract %arg0, %47 : tensor<3x3x3x3x16xf32>
    %cst_13 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %49 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f32>) -> tensor<3x3x3x16x32xf32>
    %50 = stablehlo.multiply %49, %40 : tensor<3x3x3x16x32xf32>
    %51 = stablehlo.subtract %arg1, %50 : tensor<3x3x3x16x32xf32>
    %cst_14 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %52 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f32>) -> tensor<3x3x3x32x64xf32>
    %53 = stablehlo.multiply %52, %35 : tensor<3x3x3x32x64xf32>
    %54 = stablehlo.subtract %arg2, %53 : tensor<3x3x3x32x64xf32>
    %cst_15 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %55 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<f32>) -> tensor<64x10xf32>
    %56 = stablehlo.multiply %55, %28 : tensor<64x10xf32>
    %57 = stablehlo.subtract %arg3, %56 : tensor<64x10xf32>
    return %48, %51, %54, %57, %21 : tensor<3x3x3x3x16xf32>, tensor<3x3x3x16x32xf32>, tensor<3x3x3x32x64xf32>, tensor<64x10xf32>, tensor<f32>
  }
  func.func private @relu(%arg0: tensor<4x16x64x64x16xf32>) -> tensor<4x16x64x64x16xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4x16x64x64x16xf32>
    %1 = stablehlo.maximum %arg0, %0 : tensor<4x16x64x64x16xf32>
    return %1 : tensor<4x16x64x64x16xf32>
  }
  func.func private @relu_0(%arg0: tensor<4x8x32x32x32xf32>) -> tensor<4x8x32x32x32xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4x8x32x32x32xf32>
    %1 = stablehlo.maximum %arg0, %0 : tensor<4x8x32x32x32xf32>
    return %1 : tensor<4x8x32x32x32xf32>
  }
  func.func private @relu_1(%arg0: tensor<4x4x16x16x64xf32>) -> tensor<4x4x16x16x64xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4x4x16x16x64xf32>
    %1 = stablehlo.maximum %arg0, %0 : tensor<4x4x16x16x64xf32>
    return %1 : tensor<4x4x16x16x64xf32>
  }
  func.func private @log_softmax(%arg0: tensor<4x10xf32>) -> (tensor<4x10xf32>, tensor<4x10xf32>, tensor<4x1xf32>) {
    %cst = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %0 = stablehlo.reduce(%arg0 init: %cst) applies stablehlo.maximum across dimensions = [1] : (tensor<4x10xf32>, tensor<f32>) -> tensor<4xf32>
    %cst_0 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %2 = stablehlo.maximum %1, %0 : tensor<4xf32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [0] : (tensor<4xf32>) -> tensor<4x1xf32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [0, 1] : (tensor<4x1xf32>) -> tensor<4x10xf32>
    %5 = stablehlo.subtract %arg0, %4 : tensor<4x10xf32>
    %6 = stablehlo.exponential %5 : tensor<4x10xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %7 = stablehlo.reduce(%6 init: %cst_1) applies stablehlo.add across dimensions = [1] : (tensor<4x10xf32>, tensor<f32>) -> tensor<4xf32>
    %8 = stablehlo.broadcast_in_dim %7, dims = [0] : (tensor<4xf32>) -> tensor<4x1xf32>
    %9 = stablehlo.log %8 : tensor<4x1xf32>
    %10 = stablehlo.broadcast_in_dim %9, dims = [0, 1] : (tensor<4x1xf32>) -> tensor<4x10xf32>
    %11 = stablehlo.subtract %5, %10 : tensor<4x10xf32>
    return %11, %6, %8 : tensor<4x10xf32>, tensor<4x10xf32>, tensor<4x1xf32>
  }
  func.func private @take_along_axis(%arg0: tensor<4x10xf32>, %arg1: tensor<4x1xi32>) -> (tensor<4x1xf32>, tensor<4x1x1xi32>) {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<4x1xi32>
    %1 = stablehlo.compare LT, %arg1, %0, SIGNED : (tensor<4x1xi32>, tensor<4x1xi32>) -> tensor<4x1xi1>
    %c_0 = stablehlo.constant dense<10> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<4x1xi32>
    %3 = stablehlo.add %arg1, %2 : tensor<4x1xi32>
    %4 = stablehlo.select %1, %3, %arg1 : tensor<4x1xi1>, tensor<4x1xi32>
    %5 = stablehlo.reshape %4 : (tensor<4x1xi32>) -> tensor<4x1x1xi32>
    %c_1 = stablehlo.constant dense<9> : tensor<1xi32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %6 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<4x1x1xi32>
    %7 = stablehlo.compare GE, %5, %6, SIGNED : (tensor<4x1x1xi32>, tensor<4x1x1xi32>) -> tensor<4x1x1xi1>
    %8 = stablehlo.broadcast_in_dim %c_1, dims = [2] : (tensor<1xi32>) -> tensor<1x1x1xi32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0, 1, 2] : (tensor<1x1x1xi32>) -> tensor<4x1x1xi32>
    %10 = stablehlo.compare LE, %5, %9, SIGNED : (tensor<4x1x1xi32>, tensor<4x1x1xi32>) -> tensor<4x1x1xi1>
    %11 = stablehlo.and %7, %10 : tensor<4x1x1xi1>
    %c_3 = stablehlo.constant dense<true> : tensor<i1>
    %12 = stablehlo.reduce(%11 init: %c_3) applies stablehlo.and across dimensions = [2] : (tensor<4x1x1xi1>, tensor<i1>) -> tensor<4x1xi1>
    %13 = "stablehlo.gather"(%arg0, %5) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [1], operand_batching_dims = [0], start_indices_batching_dims = [0], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1>}> : (tensor<4x10xf32>, tensor<4x1x1xi32>) -> tensor<4x1xf32>
    %cst = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %14 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4x1xf32>
    %15 = stablehlo.select %12, %13, %14 : tensor<4x1xi1>, tensor<4x1xf32>
    return %15, %5 : tensor<4x1xf32>, tensor<4x1x1xi32>
  }
  func.func private @take_along_axis_2(%arg0: tensor<4x1x1xi32>, %arg1: tensor<4x1xf32>) -> tensor<4x10xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4x10xf32>
    %1 = "stablehlo.scatter"(%0, %arg0, %arg1) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [1], input_batching_dims = [0], scatter_indices_batching_dims = [0], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      %2 = stablehlo.add %arg2, %arg3 : tensor<f32>
      stablehlo.return %2 : tensor<f32>
    }) : (tensor<4x10xf32>, tensor<4x1x1xi32>, tensor<4x1xf32>) -> tensor<4x10xf32>
    return %1 : tensor<4x10xf32>
  }
  func.func private @log_softmax_3(%arg0: tensor<4x10xf32>, %arg1: tensor<4x1xf32>, %arg2: tensor<4x10xf32>) -> tensor<4x10xf32> {
    %0 = stablehlo.negate %arg2 : tensor<4x10xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1 = stablehlo.reduce(%0 init: %cst) applies stablehlo.add across dimensions = [1] : (tensor<4x10xf32>, tensor<f32>) -> tensor<4xf32>
    %2 = stablehlo.reshape %1 : (tensor<4xf32>) -> tensor<4x1xf32>
    %3 = stablehlo.divide %2, %arg1 : tensor<4x1xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %4 = stablehlo.reduce(%3 init: %cst_0) applies stablehlo.add across dimensions = [1] : (tensor<4x1xf32>, tensor<f32>) -> tensor<4xf32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0] : (tensor<4xf32>) -> tensor<4x10xf32>
    %6 = stablehlo.multiply %5, %arg0 : tensor<4x10xf32>
    %7 = stablehlo.add %arg2, %6 : tensor<4x10xf32>
    return %7 : tensor<4x10xf32>
  }
}
