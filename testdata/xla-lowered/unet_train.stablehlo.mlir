module @jit_unet_train attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<3x3x3x16xf32> {tf.aliasing_output = 0 : i32}, %arg1: tensor<3x3x16x32xf32> {tf.aliasing_output = 1 : i32}, %arg2: tensor<3x3x32x64xf32> {tf.aliasing_output = 2 : i32}, %arg3: tensor<3x3x96x32xf32> {tf.aliasing_output = 3 : i32}, %arg4: tensor<3x3x48x16xf32> {tf.aliasing_output = 4 : i32}, %arg5: tensor<1x1x16x1xf32> {tf.aliasing_output = 5 : i32}, %arg6: tensor<8x64x64x3xf32>, %arg7: tensor<8x64x64x1xf32>) -> (tensor<3x3x3x16xf32> {jax.result_info = "result[0][0]"}, tensor<3x3x16x32xf32> {jax.result_info = "result[0][1]"}, tensor<3x3x32x64xf32> {jax.result_info = "result[0][2]"}, tensor<3x3x96x32xf32> {jax.result_info = "result[0][3]"}, tensor<3x3x48x16xf32> {jax.result_info = "result[0][4]"}, tensor<1x1x16x1xf32> {jax.result_info = "result[0][5]"}, tensor<f32> {jax.result_info = "result[1]"}) {
    %0 = stablehlo.convolution(%arg6, %arg0) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x64x64x3xf32>, tensor<3x3x3x16xf32>) -> tensor<8x64x64x16xf32>
    %1 = call @relu(%0) : (tensor<8x64x64x16xf32>) -> tensor<8x64x64x16xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x64x64x16xf32>
    %3 = stablehlo.compare GT, %0, %2, FLOAT : (tensor<8x64x64x16xf32>, tensor<8x64x64x16xf32>) -> tensor<8x64x64x16xi1>
    %cst_0 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<f32>
    %5 = "stablehlo.reduce_window"(%1, %4) <{base_dilations = array<i64: 1, 1, 1, 1>, padding = dense<0> : tensor<4x2xi64>, window_dilations = array<i64: 1, 1, 1, 1>, window_dimensions = array<i64: 1, 2, 2, 1>, window_strides = array<i64: 1, 2, 2, 1>}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      %108 = stablehlo.maximum %arg8, %arg9 : tensor<f32>
      stablehlo.return %108 : tensor<f32>
    }) : (tensor<8x64x64x16xf32>, tensor<f32>) -> tensor<8x32x32x16xf32>
    %6 = stablehlo.convolution(%5, %arg1) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x32x32x16xf32>, tensor<3x3x16x32xf32>) -> tensor<8x32x32x32xf32>
    %7 = call @relu_0(%6) : (tensor<8x32x32x32xf32>) -> tensor<8x32x32x32xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %8 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<8x32x32x32xf32>
    %9 = stablehlo.compare GT, %6, %8, FLOAT : (tensor<8x32x32x32xf32>, tensor<8x32x32x32xf32>) -> tensor<8x32x32x32xi1>
    %cst_2 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %10 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<f32>
    %11 = "stablehlo.reduce_window"(%7, %10) <{base_dilations = array<i64: 1, 1, 1, 1>, padding = dense<0> : tensor<4x2xi64>, window_dilations = array<i64: 1, 1, 1, 1>, window_dimensions = array<i64: 1, 2, 2, 1>, window_strides = array<i64: 1, 2, 2, 1>}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      %108 = stablehlo.maximum %arg8, %arg9 : tensor<f32>
      stablehlo.return %108 : tensor<f32>
    }) : (tensor<8x32x32x32xf32>, tensor<f32>) -> tensor<8x16x16x32xf32>
    %12 = stablehlo.convolution(%11, %arg2) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x16x16x32xf32>, tensor<3x3x32x64xf32>) -> tensor<8x16x16x64xf32>
    %13 = call @relu_1(%12) : (tensor<8x16x16x64xf32>) -> tensor<8x16x16x64xf32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %14 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<8x16x16x64xf32>
    %15 = stablehlo.compare GT, %12, %14, FLOAT : (tensor<8x16x16x64xf32>, tensor<8x16x16x64xf32>) -> tensor<8x16x16x64xi1>
    %16 = stablehlo.broadcast_in_dim %13, dims = [0, 1, 3, 4] : (tensor<8x16x16x64xf32>) -> tensor<8x16x2x16x64xf32>
    %17 = stablehlo.reshape %16 : (tensor<8x16x2x16x64xf32>) -> tensor<8x32x16x64xf32>
    %18 = stablehlo.broadcast_in_dim %17, dims = [0, 1, 2, 4] : (tensor<8x32x16x64xf32>) -> tensor<8x32x16x2x64xf32>
    %19 = stablehlo.reshape %18 : (tensor<8x32x16x2x64xf32>) -> tensor<8x32x32x64xf32>
    %20 = stablehlo.concatenate %7, %19, dim = 3 : (tensor<8x32x32x32xf32>, tensor<8x32x32x64xf32>) -> tensor<8x32x32x96xf32>
    %21 = stablehlo.convolution(%20, %arg3) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x32x32x96xf32>, tensor<3x3x96x32xf32>) -> tensor<8x32x32x32xf32>
    %22 = call @relu_0(%21) : (tensor<8x32x32x32xf32>) -> tensor<8x32x32x32xf32>
    %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %23 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<8x32x32x32xf32>
    %24 = stablehlo.compare GT, %21, %23, FLOAT : (tensor<8x32x32x32xf32>, tensor<8x32x32x32xf32>) -> tensor<8x32x32x32xi1>
    %25 = stablehlo.broadcast_in_dim %22, dims = [0, 1, 3, 4] : (tensor<8x32x32x32xf32>) -> tensor<8x32x2x32x32xf32>
    %26 = stablehlo.reshape %25 : (tensor<8x32x2x32x32xf32>) -> tensor<8x64x32x32xf32>
    %27 = stablehlo.broadcast_in_dim %26, dims = [0, 1, 2, 4] : (tensor<8x64x32x32xf32>) -> tensor<8x64x32x2x32xf32>
    %28 = stablehlo.reshape %27 : (tensor<8x64x32x2x32xf32>) -> tensor<8x64x64x32xf32>
    %29 = stablehlo.concatenate %1, %28, dim = 3 : (tensor<8x64x64x16xf32>, tensor<8x64x64x32xf32>) -> tensor<8x64x64x48xf32>
    %30 = stablehlo.convolution(%29, %arg4) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x64x64x48xf32>, tensor<3x3x48x16xf32>) -> tensor<8x64x64x16xf32>
    %31 = call @relu(%30) : (tensor<8x64x64x16xf32>) -> tensor<8x64x64x16xf32>
    %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %32 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<8x64x64x16xf32>
    %33 = stablehlo.compare GT, %30, %32, FLOAT : (tensor<8x64x64x16xf32>, tensor<8x64x64x16xf32>) -> tensor<8x64x64x16xi1>
    %34 = stablehlo.convolution(%31, %arg5) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x64x64x16xf32>, tensor<1x1x16x1xf32>) -> tensor<8x64x64x1xf32>
    %35 = stablehlo.subtract %34, %arg7 : tensor<8x64x64x1xf32>
    %36 = stablehlo.multiply %35, %35 : tensor<8x64x64x1xf32>
    %cst_6 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %37 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<8x64x64x1xf32>
    %38 = stablehlo.multiply %37, %35 : tensor<8x64x64x1xf32>
    %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %39 = stablehlo.reduce(%36 init: %cst_7) applies stablehlo.add across dimensions = [0, 1, 2, 3] : (tensor<8x64x64x1xf32>, tensor<f32>) -> tensor<f32>
    %cst_8 = stablehlo.constant dense<3.276800e+04> : tensor<f32>
    %40 = stablehlo.divide %39, %cst_8 : tensor<f32>
    %cst_9 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %cst_10 = stablehlo.constant dense<3.276800e+04> : tensor<f32>
    %41 = stablehlo.divide %cst_9, %cst_10 : tensor<f32>
    %42 = stablehlo.broadcast_in_dim %41, dims = [] : (tensor<f32>) -> tensor<8x64x64x1xf32>
    %43 = stablehlo.multiply %42, %38 : tensor<8x64x64x1xf32>
    %44 = stablehlo.convolution(%31, %43) dim_numbers = [f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x64x64x16xf32>, tensor<8x64x64x1xf32>) -> tensor<1x1x16x1xf32>
    %45 = stablehlo.reverse %arg5, dims = [0, 1] : tensor<1x1x16x1xf32>
    %46 = stablehlo.convolution(%43, %45) dim_numbers = [b, 0, 1, f]x[0, 1, o, i]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x64x64x1xf32>, tensor<1x1x16x1xf32>) -> tensor<8x64x64x16xf32>
    %cst_11 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %47 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<8x64x64x16xf32>
    %48 = stablehlo.select %33, %46, %47 : tensor<8x64x64x16xi1>, tensor<8x64x64x16xf32>
    %49 = stablehlo.convolution(%29, %48) dim_numbers = [f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x64x64x48xf32>, tensor<8x64x64x16xf32>) -> tensor<3x3x48x16xf32>
    %50 = stablehlo.reverse %arg4, dims = [0, 1] : tensor<3x3x48x16xf32>
    %51 = stablehlo.convolution(%48, %50) dim_numbers = [b, 0, 1, f]x[0, 1, o, i]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x64x64x16xf32>, tensor<3x3x48x16xf32>) -> tensor<8x64x64x48xf32>
    %52 = stablehlo.slice %51 [0:8, 0:64, 0:64, 0:16] : (tensor<8x64x64x48xf32>) -> tensor<8x64x64x16xf32>
    %53 = stablehlo.slice %51 [0:8, 0:64, 0:64, 16:48] : (tensor<8x64x64x48xf32>) -> tensor<8x64x64x32xf32>
    %54 = stablehlo.reshape %53 : (tensor<8x64x64x32xf32>) -> tensor<8x64x32x2x32xf32>
    %cst_12 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %55 = stablehlo.reduce(%54 init: %cst_12) applies stablehlo.add across dimensions = [3] : (tensor<8x64x32x2x32xf32>, tensor<f32>) -> tensor<8x64x32x32xf32>
    %56 = stablehlo.reshape %55 : (tensor<8x64x32x32xf32>) -> tensor<8x32x2x32x32xf32>
    %cst_13 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %57 = stablehlo.reduce(%56 init: %cst_13) applies stablehlo.add across dimensions = [2] : (tensor<8x32x2x32x32xf32>, tensor<f32>) -> tensor<8x32x32x32xf32>
    %cst_14 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %58 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f32>) -> tensor<8x32x32x32xf32>
    %59 = stablehlo.select %24, %57, %58 : tensor<8x32x32x32xi1>, tensor<8x32x32x32xf32>
    %60 = stablehlo.convolution(%20, %59) dim_numbers = [f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x32x32x96xf32>, tensor<8x32x32x32xf32>) -> tensor<3x3x96x32xf32>
    %61 = stablehlo.reverse %arg3, dims = [0, 1] : tensor<3x3x96x32xf32>
    %62 = stablehlo.convolution(%59, %61) dim_numbers = [b, 0, 1, f]x[0, 1, o, i]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x32x32x32xf32>, tensor<3x3x96x32xf32>) -> tensor<8x32x32x96xf32>
    %63 = stablehlo.slice %62 [0:8, 0:32, 0:32, 0:32] : (tensor<8x32x32x96xf32>) -> tensor<8x32x32x32xf32>
    %64 = stablehlo.slice %62 [0:8, 0:32, 0:32, 32:96] : (tensor<8x32x32x96xf32>) -> tensor<8x32x32x64xf32>
    %65 = stablehlo.reshape %64 : (tensor<8x32x32x64xf32>) -> tensor<8x32x16x2x64xf32>
    %cst_15 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %66 = stablehlo.reduce(%65 init: %cst_15) applies stablehlo.add across dimensions = [3] : (tensor<8x32x16x2x64xf32>, tensor<f32>) -> tensor<8x32x16x64xf32>
    %67 = stablehlo.reshape %66 : (tensor<8x32x16x64xf32>) -> tensor<8x16x2x16x64xf32>
    %cst_16 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %68 = stablehlo.reduce(%67 init: %cst_16) applies stablehlo.add across dimensions = [2] : (tensor<8x16x2x16x64xf32>, tensor<f32>) -> tensor<8x16x16x64xf32>
    %cst_17 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %69 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<f32>) -> tensor<8x16x16x64xf32>
    %70 = stablehlo.select %15, %68, %69 : tensor<8x16x16x64xi1>, tensor<8x16x16x64xf32>
    %71 = stablehlo.convolution(%11, %70) dim_numbers = [f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x16x16x32xf32>, tensor<8x16x16x64xf32>) -> tensor<3x3x32x64xf32>
    %72 = stablehlo.reverse %arg2, dims = [0, 1] : tensor<3x3x32x64xf32>
    %73 = stablehlo.convolution(%70, %72) dim_numbers = [b, 0, 1, f]x[0, 1, o, i]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x16x16x64xf32>, tensor<3x3x32x64xf32>) -> tensor<8x16x16x32xf32>
    %cst_18 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %74 = stablehlo.pad %7, %cst_18, low = [0, 0, 0, 0], high = [0, 0, 0, 0], interior = [0, 0, 0, 0] : (tensor<8x32x32x32xf32>, tensor<f32>) -> tensor<8x32x32x32xf32>
    %cst_19 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %75 = "stablehlo.select_and_scatter"(%74, %73, %cst_19) <{padding = dense<0> : tensor<4x2xi64>, window_dimensions = array<i64: 1, 2, 2, 1>, window_strides = array<i64: 1, 2, 2, 1>}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      %108 = stablehlo.compare GE, %arg8, %arg9, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      stablehlo.return %108 : tensor<i1>
    }, {
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      %108 = stablehlo.add %arg8, %arg9 : tensor<f32>
      stablehlo.return %108 : tensor<f32>
    }) : (tensor<8x32x32x32xf32>, tensor<8x16x16x32xf32>, tensor<f32>) -> tensor<8x32x32x32xf32>
    %76 = stablehlo.slice %75 [0:8, 0:32, 0:32, 0:32] : (tensor<8x32x32x32xf32>) -> tensor<8x32x32x32xf32>
    %77 = stablehlo.add %63, %76 : tensor<8x32x32x32xf32>
    %cst_20 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %78 = stablehlo.broadcast_in_dim %cst_20, dims = [] : (tensor<f32>) -> tensor<8x32x32x32xf32>
    %79 = stablehlo.select %9, %77, %78 : tensor<8x32x32x32xi1>, tensor<8x32x32x32xf32>
    %80 = stablehlo.convolution(%5, %79) dim_numbers = [f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x32x32x16xf32>, tensor<8x32x32x32xf32>) -> tensor<3x3x16x32xf32>
    %81 = stablehlo.reverse %arg1, dims = [0, 1] : tensor<3x3x16x32xf32>
    %82 = stablehlo.convolution(%79, %81) dim_numbers = [b, 0, 1, f]x[0, 1, o, i]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x32x32x32xf32>, tensor<3x3x16x32xf32>) -> tensor<8x32x32x16xf32>
    %cst_21 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %83 = stablehlo.pad %1, %cst_21, low = [0, 0, 0, 0], high = [0, 0, 0, 0], interior = [0, 0, 0, 0] : (tensor<8x64x64x16xf32>, tensor<f32>) -> tensor<8x64x64x16xf32>
    %cst_22 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %84 = "stablehlo.select_and_scatter"(%83, %82, %cst_22) <{padding = dense<0> : tensor<4x2xi64>, window_dimensions = array<i64: 1, 2, 2, 1>, window_strides = array<i64: 1, 2, 2, 1>}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      %108 = stablehlo.compare GE, %arg8, %arg9, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      stablehlo.return %108 : tensor<i1>
    }, {
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      %108 = stablehlo.add %arg8, %arg9 : tensor<f32>
      stablehlo.return %108 : tensor<f32>
    }) : (tensor<8x64x64x16xf32>, tensor<8x32x32x16xf32>, tensor<f32>) -> tensor<8x64x64x16xf32>
    %85 = stablehlo.slice %84 [0:8, 0:64, 0:64, 0:16] : (tensor<8x64x64x16xf32>) -> tensor<8x64x64x16xf32>
    %86 = stablehlo.add %52, %85 : tensor<8x64x64x16xf32>
    %cst_23 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %87 = stablehlo.broadcast_in_dim %cst_23, dims = [] : (tensor<f32>) -> tensor<8x64x64x16xf32>
    %88 = stablehlo.select %3, %86, %87 : tensor<8x64x64x16xi1>, tensor<8x64x64x16xf32>
    %89 = stablehlo.convolution(%arg6, %88) dim_numbers = [f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x64x64x3xf32>, tensor<8x64x64x16xf32>) -> tensor<3x3x3x16xf32>
    %cst_24 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %90 = stablehlo.broadcast_in_dim %cst_24, dims = [] : (tensor<f32>) -> tensor<3x3x3x16xf32>
    %91 = stablehlo.multiply %90, %89 : tensor<3x3x3x16xf32>
    %92 = stablehlo.subtract %arg0, %91 : tensor<3x3x3x16xf32>
    %cst_25 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %93 = stablehlo.broadcast_in_dim %cst_25, dims = [] : (tensor<f32>) -> tensor<3x3x16x32xf32>
    %94 = stablehlo.multiply %93, %80 : tensor<3x3x16x32xf32>
    %95 = stablehlo.subtract %arg1, %94 : tensor<3x3x16x32xf32>
    %cst_26 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %96 = stablehlo.broadcast_in_dim %cst_26, dims = [] : (tensor<f32>) -> tensor<3x3x32x64xf32>
    %97 = stablehlo.multiply %96, %71 : tensor<3x3x32x64xf32>
    %98 = stablehlo.subtract %arg2, %97 : tensor<3x3x32x64xf32>
    %cst_27 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %99 = stablehlo.broadcast_in_dim %cst_27, dims = [] : (tensor<f32>) -> tensor<3x3x96x32xf32>
    %100 = stablehlo.multiply %99, %60 : tensor<3x3x96x32xf32>
    %101 = stablehlo.subtract %arg3, %100 : tensor<3x3x96x32xf32>
    %cst_28 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %102 = stablehlo.broadcast_in_dim %cst_28, dims = [] : (tensor<f32>) -> tensor<3x3x48x16xf32>
    %103 = stablehlo.multiply %102, %49 : tensor<3x3x48x16xf32>
    %104 = stablehlo.subtract %arg4, %103 : tensor<3x3x48x16xf32>
    %cst_29 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %105 = stablehlo.broadcast_in_dim %cst_29, dims = [] : (tensor<f32>) -> tensor<1x1x16x1xf32>
    %106 = stablehlo.multiply %105, %44 : tensor<1x1x16x1xf32>
    %107 = stablehlo.subtract %arg5, %106 : tensor<1x1x16x1xf32>
    return %92, %95, %98, %101, %104, %107, %40 : tensor<3x3x3x16xf32>, tensor<3x3x16x32xf32>, tensor<3x3x32x64xf32>, tensor<3x3x96x32xf32>, tensor<3x3x48x16xf32>, tensor<1x1x16x1xf32>, tensor<f32>
  }
  func.func private @relu(%arg0: tensor<8x64x64x16xf32>) -> tensor<8x64x64x16xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x64x64x16xf32>
    %1 = stablehlo.maximum %arg0, %0 : tensor<8x64x64x16xf32>
    return %1 : tensor<8x64x64x16xf32>
  }
  func.func private @relu_0(%arg0: tensor<8x32x32x32xf32>) -> tensor<8x32x32x32xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x32x32x32xf32>
    %1 = stablehlo.maximum %arg0, %0 : tensor<8x32x32x32xf32>
    return %1 : tensor<8x32x32x32xf32>
  }
  func.func private @relu_1(%arg0: tensor<8x16x16x64xf32>) -> tensor<8x16x16x64xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x16x16x64xf32>
    %1 = stablehlo.maximum %arg0, %0 : tensor<8x16x16x64xf32>
    return %1 : tensor<8x16x16x64xf32>
  }
}
