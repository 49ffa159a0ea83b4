module @jit_wavenet_dil attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<1x128xf32> {tf.aliasing_output = 0 : i32}, %arg1: tensor<2x128x128xf32> {tf.aliasing_output = 1 : i32}, %arg2: tensor<2x128x128xf32> {tf.aliasing_output = 2 : i32}, %arg3: tensor<128x128xf32> {tf.aliasing_output = 3 : i32}, %arg4: tensor<2x128x128xf32> {tf.aliasing_output = 4 : i32}, %arg5: tensor<2x128x128xf32> {tf.aliasing_output = 5 : i32}, %arg6: tensor<128x128xf32> {tf.aliasing_output = 6 : i32}, %arg7: tensor<2x128x128xf32> {tf.aliasing_output = 7 : i32}, %arg8: tensor<2x128x128xf32> {tf.aliasing_output = 8 : i32}, %arg9: tensor<128x128xf32> {tf.aliasing_output = 9 : i32}, %arg10: tensor<2x128x128xf32> {tf.aliasing_output = 10 : i32}, %arg11: tensor<2x128x128xf32> {tf.aliasing_output = 11 : i32}, %arg12: tensor<128x128xf32> {tf.aliasing_output = 12 : i32}, %arg13: tensor<2x128x128xf32> {tf.aliasing_output = 13 : i32}, %arg14: tensor<2x128x128xf32> {tf.aliasing_output = 14 : i32}, %arg15: tensor<128x128xf32> {tf.aliasing_output = 15 : i32}, %arg16: tensor<2x128x128xf32> {tf.aliasing_output = 16 : i32}, %arg17: tensor<2x128x128xf32> {tf.aliasing_output = 17 : i32}, %arg18: tensor<128x128xf32> {tf.aliasing_output = 18 : i32}, %arg19: tensor<128x256xf32> {tf.aliasing_output = 19 : i32}, %arg20: tensor<4x2048x1xf32>, %arg21: tensor<4x2048xi32>) -> (tensor<1x128xf32> {jax.result_info = "result[0]['inp']"}, tensor<2x128x128xf32> {jax.result_info = "result[0]['layers'][0][0]"}, tensor<2x128x128xf32> {jax.result_info = "result[0]['layers'][0][1]"}, tensor<128x128xf32> {jax.result_info = "result[0]['layers'][0][2]"}, tensor<2x128x128xf32> {jax.result_info = "result[0]['layers'][1][0]"}, tensor<2x128x128xf32> {jax.result_info = "result[0]['layers'][1][1]"}, tensor<128x128xf32> {jax.result_info = "result[0]['layers'][1][2]"}, tensor<2x128x128xf32> {jax.result_info = "result[0]['layers'][2][0]"}, tensor<2x128x128xf32> {jax.result_info = "result[0]['layers'][2][1]"}, tensor<128x128xf32> {jax.result_info = "result[0]['layers'][2][2]"}, tensor<2x128x128xf32> {jax.result_info = "result[0]['layers'][3][0]"}, tensor<2x128x128xf32> {jax.result_info = "result[0]['layers'][3][1]"}, tensor<128x128xf32> {jax.result_info = "result[0]['layers'][3][2]"}, tensor<2x128x128xf32> {jax.result_info = "result[0]['layers'][4][0]"}, tensor<2x128x128xf32> {jax.result_info = "result[0]['layers'][4][1]"}, tensor<128x128xf32> {jax.result_info = "result[0]['layers'][4][2]"}, tensor<2x128x128xf32> {jax.result_info = "result[0]['layers'][5][0]"}, tensor<2x128x128xf32> {jax.result_info = "result[0]['layers'][5][1]"}, tensor<128x128xf32> {jax.result_info = "result[0]['layers'][5][2]"}, tensor<128x256xf32> {jax.result_info = "result[0]['out']"}, tensor<f32> {jax.result_info = "result[1]"}) {
    %0 = stablehlo.dot_general %arg20, %arg0, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x2048x1xf32>, tensor<1x128xf32>) -> tensor<4x2048x128xf32>
    %1 = stablehlo.convolution(%0, %arg1) dim_numbers = [b, 0, f]x[0, i, o]->[b, 0, f], window = {stride = [1], pad = [[1, 0]], lhs_dilate = [1], rhs_dilate = [1], reverse = [false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<4x2048x128xf32>, tensor<2x128x128xf32>) -> tensor<4x2048x128xf32>
    %2 = stablehlo.tanh %1 : tensor<4x2048x128xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %3 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4x2048x128xf32>
    %4 = stablehlo.subtract %3, %2 : tensor<4x2048x128xf32>
    %5 = stablehlo.convolution(%0, %arg2) dim_numbers = [b, 0, f]x[0, i, o]->[b, 0, f], window = {stride = [1], pad = [[1, 0]], lhs_dilate = [1], rhs_dilate = [1], reverse = [false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<4x2048x128xf32>, tensor<2x128x128xf32>) -> tensor<4x2048x128xf32>
    %6 = stablehlo.negate %5 : tensor<4x2048x128xf32>
    %7 = stablehlo.exponential %6 : tensor<4x2048x128xf32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %8 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<4x2048x128xf32>
    %9 = stablehlo.add %8, %7 : tensor<4x2048x128xf32>
    %cst_1 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %10 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<4x2048x128xf32>
    %11 = stablehlo.divide %10, %9 : tensor<4x2048x128xf32>
    %cst_2 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %12 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<4x2048x128xf32>
    %13 = stablehlo.subtract %12, %11 : tensor<4x2048x128xf32>
    %14 = stablehlo.multiply %11, %13 : tensor<4x2048x128xf32>
    %15 = stablehlo.multiply %2, %11 : tensor<4x2048x128xf32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %16 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<4x2048x128xf32>
    %17 = stablehlo.add %16, %15 : tensor<4x2048x128xf32>
    %18 = stablehlo.dot_general %15, %arg3, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x2048x128xf32>, tensor<128x128xf32>) -> tensor<4x2048x128xf32>
    %19 = stablehlo.add %0, %18 : tensor<4x2048x128xf32>
    %20 = stablehlo.convolution(%19, %arg4) dim_numbers = [b, 0, f]x[0, i, o]->[b, 0, f], window = {stride = [1], pad = [[2, 0]], lhs_dilate = [1], rhs_dilate = [2], reverse = [false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<4x2048x128xf32>, tensor<2x128x128xf32>) -> tensor<4x2048x128xf32>
    %21 = stablehlo.tanh %20 : tensor<4x2048x128xf32>
    %cst_4 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %22 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<4x2048x128xf32>
    %23 = stablehlo.subtract %22, %21 : tensor<4x2048x128xf32>
    %24 = stablehlo.convolution(%19, %arg5) dim_numbers = [b, 0, f]x[0, i, o]->[b, 0, f], window = {stride = [1], pad = [[2, 0]], lhs_dilate = [1], rhs_dilate = [2], reverse = [false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<4x2048x128xf32>, tensor<2x128x128xf32>) -> tensor<4x2048x128xf32>
    %25 = stablehlo.negate %24 : tensor<4x2048x128xf32>
    %26 = stablehlo.exponential %25 : tensor<4x2048x128xf32>
    %cst_5 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %27 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<4x2048x128xf32>
    %28 = stablehlo.add %27, %26 : tensor<4x2048x128xf32>
    %cst_6 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %29 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<4x2048x128xf32>
    %30 = stablehlo.divide %29, %28 : tensor<4x2048x128xf32>
    %cst_7 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %31 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<4x2048x128xf32>
    %32 = stablehlo.subtract %31, %30 : tensor<4x2048x128xf32>
    %33 = stablehlo.multiply %30, %32 : tensor<4x2048x128xf32>
    %34 = stablehlo.multiply %21, %30 : tensor<4x2048x128xf32>
    %35 = stablehlo.add %17, %34 : tensor<4x2048x128xf32>
    %36 = stablehlo.dot_general %34, %arg6, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x2048x128xf32>, tensor<128x128xf32>) -> tensor<4x2048x128xf32>
    %37 = stablehlo.add %19, %36 : tensor<4x2048x128xf32>
    %38 = stablehlo.convolution(%37, %arg7) dim_numbers = [b, 0, f]x[0, i, o]->[b, 0, f], window = {stride = [1], pad = [[4, 0]], lhs_dilate = [1], rhs_dilate = [4], reverse = [false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<4x2048x128xf32>, tensor<2x128x128xf32>) -> tensor<4x2048x128xf32>
    %39 = stablehlo.tanh %38 : tensor<4x2048x128xf32>
    %cst_8 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %40 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<4x2048x128xf32>
    %41 = stablehlo.subtract %40, %39 : tensor<4x2048x128xf32>
    %42 = stablehlo.convolution(%37, %arg8) dim_numbers = [b, 0, f]x[0, i, o]->[b, 0, f], window = {stride = [1], pad = [[4, 0]], lhs_dilate = [1], rhs_dilate = [4], reverse = [false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<4x2048x128xf32>, tensor<2x128x128xf32>) -> tensor<4x2048x128xf32>
    %43 = stablehlo.negate %42 : tensor<4x2048x128xf32>
    %44 = stablehlo.exponential %43 : tensor<4x2048x128xf32>
    %cst_9 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %45 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<4x2048x128xf32>
    %46 = stablehlo.add %45, %44 : tensor<4x2048x128xf32>
    %cst_10 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %47 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<4x2048x128xf32>
    %48 = stablehlo.divide %47, %46 : tensor<4x2048x128xf32>
    %cst_11 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %49 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<4x2048x128xf32>
    %50 = stablehlo.subtract %49, %48 : tensor<4x2048x128xf32>
    %51 = stablehlo.multiply %48, %50 : tensor<4x2048x128xf32>
    %52 = stablehlo.multiply %39, %48 : tensor<4x2048x128xf32>
    %53 = stablehlo.add %35, %52 : tensor<4x2048x128xf32>
    %54 = stablehlo.dot_general %52, %arg9, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x2048x128xf32>, tensor<128x128xf32>) -> tensor<4x2048x128xf32>
    %55 = stablehlo.add %37, %54 : tensor<4x2048x128xf32>
    %56 = stablehlo.convolution(%55, %arg10) dim_numbers = [b, 0, f]x[0, i, o]->[b, 0, f], window = {stride = [1], pad = [[8, 0]], lhs_dilate = [1], rhs_dilate = [8], reverse = [false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<4x2048x128xf32>, tensor<2x128x128xf32>) -> tensor<4x2048x128xf32>
    %57 = stablehlo.tanh %56 : tensor<4x2048x128xf32>
    %cst_12 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %58 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<4x2048x128xf32>
    %59 = stablehlo.subtract %58, %57 : tensor<4x2048x128xf32>
    %60 = stablehlo.convolution(%55, %arg11) dim_numbers = [b, 0, f]x[0, i, o]->[b, 0, f], window = {stride = [1], pad = [[8, 0]], lhs_dilate = [1], rhs_dilate = [8], reverse = [false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<4x2048x128xf32>, tensor<2x128x128xf32>) -> tensor<4x2048x128xf32>
    %61 = stablehlo.negate %60 : tensor<4x2048x128xf32>
    %62 = stablehlo.exponential %61 : tensor<4x2048x128xf32>
    %cst_13 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %63 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f32>) -> tensor<4x2048x128xf32>
    %64 = stablehlo.add %63, %62 : tensor<4x2048x128xf32>
    %cst_14 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %65 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f32>) -> tensor<4x2048x128xf32>
    %66 = stablehlo.divide %65, %64 : tensor<4x2048x128xf32>
    %cst_15 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %67 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<f32>) -> tensor<4x2048x128xf32>
    %68 = stablehlo.subtract %67, %66 : tensor<4x2048x128xf32>
    %69 = stablehlo.multiply %66, %68 : tensor<4x2048x128xf32>
    %70 = stablehlo.multiply %57, %66 : tensor<4x2048x128xf32>
    %71 = stablehlo.add %53, %70 : tensor<4x2048x128xf32>
    %72 = stablehlo.dot_general %70, %arg12, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x2048x128xf32>, tensor<128x128xf32>) -> tensor<4x2048x128xf32>
    %73 = stablehlo.add %55, %72 : tensor<4x2048x128xf32>
    %74 = stablehlo.convolution(%73, %arg13) dim_numbers = [b, 0, f]x[0, i, o]->[b, 0, f], window = {stride = [1], pad = [[16, 0]], lhs_dilate = [1], rhs_dilate = [16], reverse = [false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<4x2048x128xf32>, tensor<2x128x128xf32>) -> tensor<4x2048x128xf32>
    %75 = stablehlo.tanh %74 : tensor<4x2048x128xf32>
    %cst_16 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %76 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f32>) -> tensor<4x2048x128xf32>
    %77 = stablehlo.subtract %76, %75 : tensor<4x2048x128xf32>
    %78 = stablehlo.convolution(%73, %arg14) dim_numbers = [b, 0, f]x[0, i, o]->[b, 0, f], window = {stride = [1], pad = [[16, 0]], lhs_dilate = [1], rhs_dilate = [16], reverse = [false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<4x2048x128xf32>, tensor<2x128x128xf32>) -> tensor<4x2048x128xf32>
    %79 = stablehlo.negate %78 : tensor<4x2048x128xf32>
    %80 = stablehlo.exponential %79 : tensor<4x2048x128xf32>
    %cst_17 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %81 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<f32>) -> tensor<4x2048x128xf32>
    %82 = stablehlo.add %81, %80 : tensor<4x2048x128xf32>
    %cst_18 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %83 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<f32>) -> tensor<4x2048x128xf32>
    %84 = stablehlo.divide %83, %82 : tensor<4x2048x128xf32>
    %cst_19 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %85 = stablehlo.broadcast_in_dim %cst_19, dims = [] : (tensor<f32>) -> tensor<4x2048x128xf32>
    %86 = stablehlo.subtract %85, %84 : tensor<4x2048x128xf32>
    %87 = stablehlo.multiply %84, %86 : tensor<4x2048x128xf32>
    %88 = stablehlo.multiply %75, %84 : tensor<4x2048x128xf32>
    %89 = stablehlo.add %71, %88 : tensor<4x2048x128xf32>
    %90 = stablehlo.dot_general %88, %arg15, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x2048x128xf32>, tensor<128x128xf32>) -> tensor<4x2048x128xf32>
    %91 = stablehlo.add %73, %90 : tensor<4x2048x128xf32>
    %92 = stablehlo.convolution(%91, %arg16) dim_numbers = [b, 0, f]x[0, i, o]->[b, 0, f], window = {stride = [1], pad = [[32, 0]], lhs_dilate = [1], rhs_dilate = [32], reverse = [false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<4x2048x128xf32>, tensor<2x128x128xf32>) -> tensor<4x2048x128xf32>
    %93 = stablehlo.tanh %92 : tensor<4x2048x128xf32>
    %cst_20 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %94 = stablehlo.broadcast_in_dim %cst_20, dims = [] : (tensor<f32>) -> tensor<4x2048x128xf32>
    %95 = stablehlo.subtract %94, %93 : tensor<4x2048x128xf32>
    %96 = stablehlo.convolution(%91, %arg17) dim_numbers = [b, 0, f]x[0, i, o]->[b, 0, f], window = {stride = [1], pad = [[32, 0]], lhs_dilate = [1], rhs_dilate = [32], reverse = [false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<4x2048x128xf32>, tensor<2x128x128xf32>) -> tensor<4x2048x128xf32>
    %97 = stablehlo.negate %96 : tensor<4x2048x128xf32>
    %98 = stablehlo.exponential %97 : tensor<4x2048x128xf32>
    %cst_21 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %99 = stablehlo.broadcast_in_dim %cst_21, dims = [] : (tensor<f32>) -> tensor<4x2048x128xf32>
    %100 = stablehlo.add %99, %98 : tensor<4x2048x128xf32>
    %cst_22 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %101 = stablehlo.broadcast_in_dim %cst_22, dims = [] : (tensor<f32>) -> tensor<4x2048x128xf32>
    %102 = stablehlo.divide %101, %100 : tensor<4x2048x128xf32>
    %cst_23 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %103 = stablehlo.broadcast_in_dim %cst_23, dims = [] : (tensor<f32>) -> tensor<4x2048x128xf32>
    %104 = stablehlo.subtract %103, %102 : tensor<4x2048x128xf32>
    %105 = stablehlo.multiply %102, %104 : tensor<4x2048x128xf32>
    %106 = stablehlo.multiply %93, %102 : tensor<4x2048x128xf32>
    %107 = stablehlo.add %89, %106 : tensor<4x2048x128xf32>
    %108 = call @relu(%107) : (tensor<4x2048x128xf32>) -> tensor<4x2048x128xf32>
    %cst_24 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %109 = stablehlo.broadcast_in_dim %cst_24, dims = [] : (tensor<f32>) -> tensor<4x2048x128xf32>
    %110 = stablehlo.compare GT, %107, %109, FLOAT : (tensor<4x2048x128xf32>, tensor<4x2048x128xf32>) -> tensor<4x2048x128xi1>
    %111 = stablehlo.dot_general %108, %arg19, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x2048x128xf32>, tensor<128x256xf32>) -> tensor<4x2048x256xf32>
    %112:3 = call @log_softmax(%111) : (tensor<4x2048x256xf32>) -> (tensor<4x2048x256xf32>, tensor<4x2048x256xf32>, tensor<4x2048x1xf32>)
    %113 = stablehlo.broadcast_in_dim %arg21, dims = [0, 1] : (tensor<4x2048xi32>) -> tensor<4x2048x1xi32>
    %114:2 = call @take_along_axis(%112#0, %113) : (tensor<4x2048x256xf32>, tensor<4x2048x1xi32>) -> (tensor<4x2048x1xf32>, tensor<4x2048x1x1xi32>)
    %cst_25 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %115 = stablehlo.reduce(%114#0 init: %cst_25) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<4x2048x1xf32>, tensor<f32>) -> tensor<f32>
    %cst_26 = stablehlo.constant dense<8.192000e+03> : tensor<f32>
    %116 = stablehlo.divide %115, %cst_26 : tensor<f32>
    %117 = stablehlo.negate %116 : tensor<f32>
    %cst_27 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %118 = stablehlo.negate %cst_27 : tensor<f32>
    %cst_28 = stablehlo.constant dense<8.192000e+03> : tensor<f32>
    %119 = stablehlo.divide %118, %cst_28 : tensor<f32>
    %120 = stablehlo.broadcast_in_dim %119, dims = [] : (tensor<f32>) -> tensor<4x2048x1xf32>
    %121 = call @take_along_axis_0(%114#1, %120) : (tensor<4x2048x1x1xi32>, tensor<4x2048x1xf32>) -> tensor<4x2048x256xf32>
    %122 = call @log_softmax_1(%112#1, %112#2, %121) : (tensor<4x2048x256xf32>, tensor<4x2048x1xf32>, tensor<4x2048x256xf32>) -> tensor<4x2048x256xf32>
    %123 = stablehlo.dot_general %122, %108, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<4x2048x256xf32>, tensor<4x2048x128xf32>) -> tensor<256x128xf32>
    %124 = stablehlo.transpose %123, dims = [1, 0] : (tensor<256x128xf32>) -> tensor<128x256xf32>
    %125 = stablehlo.dot_general %122, %arg19, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x2048x256xf32>, tensor<128x256xf32>) -> tensor<4x2048x128xf32>
    %cst_29 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %126 = stablehlo.broadcast_in_dim %cst_29, dims = [] : (tensor<f32>) -> tensor<4x2048x128xf32>
    %127 = stablehlo.select %110, %125, %126 : tensor<4x2048x128xi1>, tensor<4x2048x128xf32>
    %128 = stablehlo.multiply %93, %127 : tensor<4x2048x128xf32>
    %129 = stablehlo.multiply %127, %102 : tensor<4x2048x128xf32>
    %130 = stablehlo.multiply %128, %105 : tensor<4x2048x128xf32>
    %131 = stablehlo.convolution(%91, %130) dim_numbers = [f, 0, b]x[i, 0, o]->[0, b, f], window = {stride = [32], pad = [[32, 0]], lhs_dilate = [1], rhs_dilate = [1], reverse = [false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<4x2048x128xf32>, tensor<4x2048x128xf32>) -> tensor<2x128x128xf32>
    %132 = stablehlo.reverse %arg17, dims = [0] : tensor<2x128x128xf32>
    %133 = stablehlo.convolution(%130, %132) dim_numbers = [b, 0, f]x[0, o, i]->[b, 0, f], window = {stride = [1], pad = [[0, 32]], lhs_dilate = [1], rhs_dilate = [32], reverse = [false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<4x2048x128xf32>, tensor<2x128x128xf32>) -> tensor<4x2048x128xf32>
    %134 = stablehlo.multiply %129, %95 : tensor<4x2048x128xf32>
    %135 = stablehlo.multiply %134, %93 : tensor<4x2048x128xf32>
    %136 = stablehlo.add %134, %135 : tensor<4x2048x128xf32>
    %137 = stablehlo.convolution(%91, %136) dim_numbers = [f, 0, b]x[i, 0, o]->[0, b, f], window = {stride = [32], pad = [[32, 0]], lhs_dilate = [1], rhs_dilate = [1], reverse = [false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<4x2048x128xf32>, tensor<4x2048x128xf32>) -> tensor<2x128x128xf32>
    %138 = stablehlo.reverse %arg16, dims = [0] : tensor<2x128x128xf32>
    %139 = stablehlo.convolution(%136, %138) dim_numbers = [b, 0, f]x[0, o, i]->[b, 0, f], window = {stride = [1], pad = [[0, 32]], lhs_dilate = [1], rhs_dilate = [32], reverse = [false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<4x2048x128xf32>, tensor<2x128x128xf32>) -> tensor<4x2048x128xf32>
    %140 = stablehlo.add %133, %139 : tensor<4x2048x128xf32>
    %141 = stablehlo.dot_general %140, %88, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<4x2048x128xf32>, tensor<4x2048x128xf32>) -> tensor<128x128xf32>
    %142 = stablehlo.transpose %141, dims = [1, 0] : (tensor<128x128xf32>) -> tensor<128x128xf32>
    %143 = stablehlo.dot_general %140, %arg15, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x2048x128xf32>, tensor<128x128xf32>) -> tensor<4x2048x128xf32>
    %144 = stablehlo.add %143, %127 : tensor<4x2048x128xf32>
    %145 = stablehlo.multiply %75, %144 : tensor<4x2048x128xf32>
    %146 = stablehlo.multiply %144, %84 : tensor<4x2048x128xf32>
    %147 = stablehlo.multiply %145, %87 : tensor<4x2048x128xf32>
    %148 = stablehlo.convolution(%73, %147) dim_numbers = [f, 0, b]x[i, 0, o]->[0, b, f], window = {stride = [16], pad = [[16, 0]], lhs_dilate = [1], rhs_dilate = [1], reverse = [false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<4x2048x128xf32>, tensor<4x2048x128xf32>) -> tensor<2x128x128xf32>
    %149 = stablehlo.reverse %arg14, dims = [0] : tensor<2x128x128xf32>
    %150 = stablehlo.convolution(%147, %149) dim_numbers = [b, 0, f]x[0, o, i]->[b, 0, f], window = {stride = [1], pad = [[0, 16]], lhs_dilate = [1], rhs_dilate = [16], reverse = [false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<4x2048x128xf32>, tensor<2x128x128xf32>) -> tensor<4x2048x128xf32>
    %151 = stablehlo.add %140, %150 : tensor<4x2048x128xf32>
    %152 = stablehlo.multiply %146, %77 : tensor<4x2048x128xf32>
    %153 = stablehlo.multiply %152, %75 : tensor<4x2048x128xf32>
    %154 = stablehlo.add %152, %153 : tensor<4x2048x128xf32>
    %155 = stablehlo.convolution(%73, %154) dim_numbers = [f, 0, b]x[i, 0, o]->[0, b, f], window = {stride = [16], pad = [[16, 0]], lhs_dilate = [1], rhs_dilate = [1], reverse = [false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<4x2048x128xf32>, tensor<4x2048x128xf32>) -> tensor<2x128x128xf32>
    %156 = stablehlo.reverse %arg13, dims = [0] : tensor<2x128x128xf32>
    %157 = stablehlo.convolution(%154, %156) dim_numbers = [b, 0, f]x[0, o, i]->[b, 0, f], window = {stride = [1], pad = [[0, 16]], lhs_dilate = [1], rhs_dilate = [16], reverse = [false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<4x2048x128xf32>, tensor<2x128x128xf32>) -> tensor<4x2048x128xf32>
    %158 = stablehlo.add %151, %157 : tensor<4x2048x128xf32>
    %159 = stablehlo.dot_general %158, %70, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<4x2048x128xf32>, tensor<4x2048x128xf32>) -> tensor<128x128xf32>
    %160 = stablehlo.transpose %159, dims = [1, 0] : (tensor<128x128xf32>) -> tensor<128x128xf32>
    %161 = stablehlo.dot_general %158, %arg12, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x2048x128xf32>, tensor<128x128xf32>) -> tensor<4x2048x128xf32>
    %162 = stablehlo.add %161, %127 : tensor<4x2048x128xf32>
    %163 = stablehlo.multiply %57, %162 : tensor<4x2048x128xf32>
    %164 = stablehlo.multiply %162, %66 : tensor<4x2048x128xf32>
    %165 = stablehlo.multiply %163, %69 : tensor<4x2048x128xf32>
    %166 = stablehlo.convolution(%55, %165) dim_numbers = [f, 0, b]x[i, 0, o]->[0, b, f], window = {stride = [8], pad = [[8, 0]], lhs_dilate = [1], rhs_dilate = [1], reverse = [false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<4x2048x128xf32>, tensor<4x2048x128xf32>) -> tensor<2x128x128xf32>
    %167 = stablehlo.reverse %arg11, dims = [0] : tensor<2x128x128xf32>
    %168 = stablehlo.convolution(%165, %167) dim_numbers = [b, 0, f]x[0, o, i]->[b, 0, f], window = {stride = [1], pad = [[0, 8]], lhs_dilate = [1], rhs_dilate = [8], reverse = [false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<4x2048x128xf32>, tensor<2x128x128xf32>) -> tensor<4x2048x128xf32>
    %169 = stablehlo.add %158, %168 : tensor<4x2048x128xf32>
    %170 = stablehlo.multiply %164, %59 : tensor<4x2048x128xf32>
    %171 = stablehlo.multiply %170, %57 : tensor<4x2048x128xf32>
    %172 = stablehlo.add %170, %171 : tensor<4x2048x128xf32>
    %173 = stablehlo.convolution(%55, %172) dim_numbers = [f, 0, b]x[i, 0, o]->[0, b, f], window = {stride = [8], pad = [[8, 0]], lhs_dilate = [1], rhs_dilate = [1], reverse = [false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<4x2048x128xf32>, tensor<4x2048x128xf32>) -> tensor<2x128x128xf32>
    %174 = stablehlo.reverse %arg10, dims = [0] : tensor<2x128x128xf32>
    %175 = stablehlo.convolution(%172, %174) dim_numbers = [b, 0, f]x[0, o, i]->[b, 0, f], window = {stride = [1], pad = [[0, 8]], lhs_dilate = [1], rhs_dilate = [8], reverse = [false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<4x2048x128xf32>, tensor<2x128x128xf32>) -> tensor<4x2048x128xf32>
    %176 = stablehlo.add %169, %175 : tensor<4x2048x128xf32>
    %177 = stablehlo.dot_general %176, %52, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<4x2048x128xf32>, tensor<4x2048x128xf32>) -> tensor<128x128xf32>
    %178 = stablehlo.transpose %177, dims = [1, 0] : (tensor<128x128xf32>) -> tensor<128x128xf32>
    %179 = stablehlo.dot_general %176, %arg9, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x2048x128xf32>, tensor<128x128xf32>) -> tensor<4x2048x128xf32>
    %180 = stablehlo.add %179, %127 : tensor<4x2048x128xf32>
    %181 = stablehlo.multiply %39, %180 : tensor<4x2048x128xf32>
    %182 = stablehlo.multiply %180, %48 : tensor<4x2048x128xf32>
    %183 = stablehlo.multiply %181, %51 : tensor<4x2048x128xf32>
    %184 = stablehlo.convolution(%37, %183) dim_numbers = [f, 0, b]x[i, 0, o]->[0, b, f], window = {stride = [4], pad = [[4, 0]], lhs_dilate = [1], rhs_dilate = [1], reverse = [false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<4x2048x128xf32>, tensor<4x2048x128xf32>) -> tensor<2x128x128xf32>
    %185 = stablehlo.reverse %arg8, dims = [0] : tensor<2x128x128xf32>
    %186 = stablehlo.convolution(%183, %185) dim_numbers = [b, 0, f]x[0, o, i]->[b, 0, f], window = {stride = [1], pad = [[0, 4]], lhs_dilate = [1], rhs_dilate = [4], reverse = [false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<4x2048x128xf32>, tensor<2x128x128xf32>) -> tensor<4x2048x128xf32>
    %187 = stablehlo.add %176, %186 : tensor<4x2048x128xf32>
    %188 = stablehlo.multiply %182, %41 : tensor<4x2048x128xf32>
    %189 = stablehlo.multiply %188, %39 : tensor<4x2048x128xf32>
    %190 = stablehlo.add %188, %189 : tensor<4x2048x128xf32>
    %191 = stablehlo.convolution(%37, %190) dim_numbers = [f, 0, b]x[i, 0, o]->[0, b, f], window = {stride = [4], pad = [[4, 0]], lhs_dilate = [1], rhs_dilate = [1], reverse = [false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<4x2048x128xf32>, tensor<4x2048x128xf32>) -> tensor<2x128x128xf32>
    %192 = stablehlo.reverse %arg7, dims = [0] : tensor<2x128x128xf32>
    %193 = stablehlo.convolution(%190, %192) dim_numbers = [b, 0, f]x[0, o, i]->[b, 0, f], window = {stride = [1], pad = [[0, 4]], lhs_dilate = [1], rhs_dilate = [4], reverse = [false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<4x2048x128xf32>, tensor<2x128x128xf32>) -> tensor<4x2048x128xf32>
    %194 = stablehlo.add %187, %193 : tensor<4x2048x128xf32>
    %195 = stablehlo.dot_general %194, %34, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<4x2048x128xf32>, tensor<4x2048x128xf32>) -> tensor<128x128xf32>
    %196 = stablehlo.transpose %195, dims = [1, 0] : (tensor<128x128xf32>) -> tensor<128x128xf32>
    %197 = stablehlo.dot_general %194, %arg6, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x2048x128xf32>, tensor<128x128xf32>) -> tensor<4x2048x128xf32>
    %198 = stablehlo.add %197, %127 : tensor<4x2048x128xf32>
    %199 = stablehlo.multiply %21, %198 : tensor<4x2048x128xf32>
    %200 = stablehlo.multiply %198, %30 : tensor<4x2048x128xf32>
    %201 = stablehlo.multiply %199, %33 : tensor<4x2048x128xf32>
    %202 = stablehlo.convolution(%19, %201) dim_numbers = [f, 0, b]x[i, 0, o]->[0, b, f], window = {stride = [2], pad = [[2, 0]], lhs_dilate = [1], rhs_dilate = [1], reverse = [false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<4x2048x128xf32>, tensor<4x2048x128xf32>) -> tensor<2x128x128xf32>
    %203 = stablehlo.reverse %arg5, dims = [0] : tensor<2x128x128xf32>
    %204 = stablehlo.convolution(%201, %203) dim_numbers = [b, 0, f]x[0, o, i]->[b, 0, f], window = {stride = [1], pad = [[0, 2]], lhs_dilate = [1], rhs_dilate = [2], reverse = [false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<4x2048x128xf32>, tensor<2x128x128xf32>) -> tensor<4x2048x128xf32>
    %205 = stablehlo.add %194, %204 : tensor<4x2048x128xf32>
    %206 = stablehlo.multiply %200, %23 : tensor<4x2048x128xf32>
    %207 = stablehlo.multiply %206, %21 : tensor<4x2048x128xf32>
    %208 = stablehlo.add %206, %207 : tensor<4x2048x128xf32>
    %209 = stablehlo.convolution(%19, %208) dim_numbers = [f, 0, b]x[i, 0, o]->[0, b, f], window = {stride = [2], pad = [[2, 0]], lhs_dilate = [1], rhs_dilate = [1], reverse = [false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<4x2048x128xf32>, tensor<4x2048x128xf32>) -> tensor<2x128x128xf32>
    %210 = stablehlo.reverse %arg4, dims = [0] : tensor<2x128x128xf32>
    %211 = stablehlo.convolution(%208, %210) dim_numbers = [b, 0, f]x[0, o, i]->[b, 0, f], window = {stride = [1], pad = [[0, 2]], lhs_dilate = [1], rhs_dilate = [2], reverse = [false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<4x2048x128xf32>, tensor<2x128x128xf32>) -> tensor<4x2048x128xf32>
    %212 = stablehlo.add %205, %211 : tensor<4x2048x128xf32>
    %213 = stablehlo.dot_general %212, %15, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<4x2048x128xf32>, tensor<4x2048x128xf32>) -> tensor<128x128xf32>
    %214 = stablehlo.transpose %213, dims = [1, 0] : (tensor<128x128xf32>) -> tensor<128x128xf32>
    %215 = stablehlo.dot_general %212, %arg3, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x2048x128xf32>, tensor<128x128xf32>) -> tensor<4x2048x128xf32>
    %216 = stablehlo.add %127, %215 : tensor<4x2048x128xf32>
    %217 = stablehlo.multiply %2, %216 : tensor<4x2048x128xf32>
    %218 = stablehlo.multiply %216, %11 : tensor<4x2048x128xf32>
    %219 = stablehlo.multiply %217, %14 : tensor<4x2048x128xf32>
    %220 = stablehlo.convolution(%0, %219) dim_numbers = [f, 0, b]x[i, 0, o]->[0, b, f], window = {stride = [1], pad = [[1, 0]], lhs_dilate = [1], rhs_dilate = [1], reverse = [false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<4x2048x128xf32>, tensor<4x2048x128xf32>) -> tensor<2x128x128xf32>
    %221 = stablehlo.reverse %arg2, dims = [0] : tensor<2x128x128xf32>
    %222 = stablehlo.convolution(%219, %221) dim_numbers = [b, 0, f]x[0, o, i]->[b, 0, f], window = {stride = [1], pad = [[0, 1]], lhs_dilate = [1], rhs_dilate = [1], reverse = [false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<4x2048x128xf32>, tensor<2x128x128xf32>) -> tensor<4x2048x128xf32>
    %223 = stablehlo.add %212, %222 : tensor<4x2048x128xf32>
    %224 = stablehlo.multiply %218, %4 : tensor<4x2048x128xf32>
    %225 = stablehlo.multiply %224, %2 : tensor<4x2048x128xf32>
    %226 = stablehlo.add %224, %225 : tensor<4x2048x128xf32>
    %227 = stablehlo.convolution(%0, %226) dim_numbers = [f, 0, b]x[i, 0, o]->[0, b, f], window = {stride = [1], pad = [[1, 0]], lhs_dilate = [1], rhs_dilate = [1], reverse = [false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<4x2048x128xf32>, tensor<4x2048x128xf32>) -> tensor<2x128x128xf32>
    %228 = stablehlo.reverse %arg1, dims = [0] : tensor<2x128x128xf32>
    %229 = stablehlo.convolution(%226, %228) dim_numbers = [b, 0, f]x[0, o, i]->[b, 0, f], window = {stride = [1], pad = [[0, 1]], lhs_dilate = [1], rhs_dilate = [1], reverse = [false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<4x2048x128xf32>, tensor<2x128x128xf32>) -> tensor<4x2048x128xf32>
    %230 = stablehlo.add %223, %229 : tensor<4x2048x128xf32>
    %231 = stablehlo.dot_general %230, %arg20, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<4x2048x128xf32>, tensor<4x2048x1xf32>) -> tensor<128x1xf32>
    %232 = stablehlo.transpose %231, dims = [1, 0] : (tensor<128x1xf32>) -> tensor<1x128xf32>
    %cst_30 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %233 = stablehlo.broadcast_in_dim %cst_30, dims = [] : (tensor<f32>) -> tensor<128x128xf32>
    %cst_31 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %234 = stablehlo.broadcast_in_dim %cst_31, dims = [] : (tensor<f32>) -> tensor<1x128xf32>
    %235 = stablehlo.multiply %234, %232 : tensor<1x128xf32>
    %236 = stablehlo.subtract %arg0, %235 : tensor<1x128xf32>
    %cst_32 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %237 = stablehlo.broadcast_in_dim %cst_32, dims = [] : (tensor<f32>) -> tensor<2x128x128xf32>
    %238 = stablehlo.multiply %237, %227 : tensor<2x128x128xf32>
    %239 = stablehlo.subtract %arg1, %238 : tensor<2x128x128xf32>
    %cst_33 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %240 = stablehlo.broadcast_in_dim %cst_33, dims = [] : (tensor<f32>) -> tensor<2x128x128xf32>
    %241 = stablehlo.multiply %240, %220 : tensor<2x128x128xf32>
    %242 = stablehlo.subtract %arg2, %241 : tensor<2x128x128xf32>
    %cst_34 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %243 = stablehlo.broadcast_in_dim %cst_34, dims = [] : (tensor<f32>) -> tensor<128x128xf32>
    %244 = stablehlo.multiply %243, %214 : tensor<128x128xf32>
    %245 = stablehlo.subtract %arg3, %244 : tensor<128x128xf32>
    %cst_35 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %246 = stablehlo.broadcast_in_dim %cst_35, dims = [] : (tensor<f32>) -> tensor<2x128x128xf32>
    %247 = stablehlo.multiply %246, %209 : tensor<2x128x128xf32>
    %248 = stablehlo.subtract %arg4, %247 : tensor<2x128x128xf32>
    %cst_36 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %249 = stablehlo.broadcast_in_dim %cst_36, dims = [] : (tensor<f32>) -> tensor<2x128x128xf32>
    %250 = stablehlo.multiply %249, %202 : tensor<2x128x128xf32>
    %251 = stablehlo.subtract %arg5, %250 : tensor<2x128x128xf32>
    %cst_37 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %252 = stablehlo.broadcast_in_dim %cst_37, dims = [] : (tensor<f32>) -> tensor<128x128xf32>
    %253 = stablehlo.multiply %252, %196 : tensor<128x128xf32>
    %254 = stablehlo.subtract %arg6, %253 : tensor<128x128xf32>
    %cst_38 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %255 = stablehlo.broadcast_in_dim %cst_38, dims = [] : (tensor<f32>) -> tensor<2x128x128xf32>
    %256 = stablehlo.multiply %255, %191 : tensor<2x128x128xf32>
    %257 = stablehlo.subtract %arg7, %256 : tensor<2x128x128xf32>
    %cst_39 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %258 = stablehlo.broadcast_in_dim %cst_39, dims = [] : (tensor<f32>) -> tensor<2x128x128xf32>
    %259 = stablehlo.multiply %258, %184 : tensor<2x128x128xf32>
    %260 = stablehlo.subtract %arg8, %259 : tensor<2x128x128xf32>
    %cst_40 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %261 = stablehlo.broadcast_in_dim %cst_40, dims = [] : (tensor<f32>) -> tensor<128x128xf32>
    %262 = stablehlo.multiply %261, %178 : tensor<128x128xf32>
    %263 = stablehlo.subtract %arg9, %262 : tensor<128x128xf32>
    %cst_41 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %264 = stablehlo.broadcast_in_dim %cst_41, dims = [] : (tensor<f32>) -> tensor<2x128x128xf32>
    %265 = stablehlo.multiply %264, %173 : tensor<2x128x128xf32>
    %266 = stablehlo.subtract %arg10, %265 : tensor<2x128x128xf32>
    %cst_42 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %267 = stablehlo.broadcast_in_dim %cst_42, dims = [] : (tensor<f32>) -> tensor<2x128x128xf32>
    %268 = stablehlo.multiply %267, %166 : tensor<2x128x128xf32>
    %269 = stablehlo.subtract %arg11, %268 : tensor<2x128x128xf32>
    %cst_43 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %270 = stablehlo.broadcast_in_dim %cst_43, dims = [] : (tensor<f32>) -> tensor<128x128xf32>
    %271 = stablehlo.multiply %270, %160 : tensor<128x128xf32>
    %272 = stablehlo.subtract %arg12, %271 : tensor<128x128xf32>
    %cst_44 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %273 = stablehlo.broadcast_in_dim %cst_44, dims = [] : (tensor<f32>) -> tensor<2x128x128xf32>
    %274 = stablehlo.multiply %273, %155 : tensor<2x128x128xf32>
    %275 = stablehlo.subtract %arg13, %274 : tensor<2x128x128xf32>
    %cst_45 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %276 = stablehlo.broadcast_in_dim %cst_45, dims = [] : (tensor<f32>) -> tensor<2x128x128xf32>
    %277 = stablehlo.multiply %276, %148 : tensor<2x128x128xf32>
    %278 = stablehlo.subtract %arg14, %277 : tensor<2x128x128xf32>
    %cst_46 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %279 = stablehlo.broadcast_in_dim %cst_46, dims = [] : (tensor<f32>) -> tensor<128x128xf32>
    %280 = stablehlo.multiply %279, %142 : tensor<128x128xf32>
    %281 = stablehlo.subtract %arg15, %280 : tensor<128x128xf32>
    %cst_47 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %282 = stablehlo.broadcast_in_dim %cst_47, dims = [] : (tensor<f32>) -> tensor<2x128x128xf32>
    %283 = stablehlo.multiply %282, %137 : tensor<2x128x128xf32>
    %284 = stablehlo.subtract %arg16, %283 : tensor<2x128x128xf32>
    %cst_48 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %285 = stablehlo.broadcast_in_dim %cst_48, dims = [] : (tensor<f32>) -> tensor<2x128x128xf32>
    %286 = stablehlo.multiply %285, %131 : tensor<2x128x128xf32>
    %287 = stablehlo.subtract %arg17, %286 : tensor<2x128x128xf32>
    %cst_49 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %288 = stablehlo.broadcast_in_dim %cst_49, dims = [] : (tensor<f32>) -> tensor<128x128xf32>
    %289 = stablehlo.multiply %288, %233 : tensor<128x128xf32>
    %290 = stablehlo.subtract %arg18, %289 : tensor<128x128xf32>
    %cst_50 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %291 = stablehlo.broadcast_in_dim %cst_50, dims = [] : (tensor<f32>) -> tensor<128x256xf32>
    %292 = stablehlo.multiply %291, %124 : tensor<128x256xf32>
    %293 = stablehlo.subtract %arg19, %292 : tensor<128x256xf32>
    return %236, %239, %242, %245, %248, %251, %254, %257, %260, %263, %266, %269, %272, %275, %278, %281, %284, %287, %290, %293, %117 : tensor<1x128xf32>, tensor<2x128x128xf32>, tensor<2x128x128xf32>, tensor<128x128xf32>, tensor<2x128x128xf32>, tensor<2x128x128xf32>, tensor<128x128xf32>, tensor<2x128x128xf32>, tensor<2x128x128xf32>, tensor<128x128xf32>, tensor<2x128x128xf32>, tensor<2x128x128xf32>, tensor<128x128xf32>, tensor<2x128x128xf32>, tensor<2x128x128xf32>, tensor<128x128xf32>, tensor<2x128x128xf32>, tensor<2x128x128xf32>, tensor<128x128xf32>, tensor<128x256xf32>, tensor<f32>
  }
  func.func private @relu(%arg0: tensor<4x2048x128xf32>) -> tensor<4x2048x128xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4x2048x128xf32>
    %1 = stablehlo.maximum %arg0, %0 : tensor<4x2048x128xf32>
    return %1 : tensor<4x2048x128xf32>
  }
  func.func private @log_softmax(%arg0: tensor<4x2048x256xf32>) -> (tensor<4x2048x256xf32>, tensor<4x2048x256xf32>, tensor<4x2048x1xf32>) {
    %cst = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %0 = stablehlo.reduce(%arg0 init: %cst) applies stablehlo.maximum across dimensions = [2] : (tensor<4x2048x256xf32>, tensor<f32>) -> tensor<4x2048xf32>
    %cst_0 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<4x2048xf32>
    %2 = stablehlo.maximum %1, %0 : tensor<4x2048xf32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [0, 1] : (tensor<4x2048xf32>) -> tensor<4x2048x1xf32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [0, 1, 2] : (tensor<4x2048x1xf32>) -> tensor<4x2048x256xf32>
    %5 = stablehlo.subtract %arg0, %4 : tensor<4x2048x256xf32>
    %6 = stablehlo.exponential %5 : tensor<4x2048x256xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %7 = stablehlo.reduce(%6 init: %cst_1) applies stablehlo.add across dimensions = [2] : (tensor<4x2048x256xf32>, tensor<f32>) -> tensor<4x2048xf32>
    %8 = stablehlo.broadcast_in_dim %7, dims = [0, 1] : (tensor<4x2048xf32>) -> tensor<4x2048x1xf32>
    %9 = stablehlo.log %8 : tensor<4x2048x1xf32>
    %10 = stablehlo.broadcast_in_dim %9, dims = [0, 1, 2] : (tensor<4x2048x1xf32>) -> tensor<4x2048x256xf32>
    %11 = stablehlo.subtract %5, %10 : tensor<4x2048x256xf32>
    return %11, %6, %8 : tensor<4x2048x256xf32>, tensor<4x2048x256xf32>, tensor<4x2048x1xf32>
  }
  func.func private @take_along_axis(%arg0: tensor<4x2048x256xf32>, %arg1: tensor<4x2048x1xi32>) -> (tensor<4x2048x1xf32>, tensor<4x2048x1x1xi32>) {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<4x2048x1xi32>
    %1 = stablehlo.compare LT, %arg1, %0, SIGNED : (tensor<4x2048x1xi32>, tensor<4x2048x1xi32>) -> tensor<4x2048x1xi1>
    %c_0 = stablehlo.constant dense<256> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<4x2048x1xi32>
    %3 = stablehlo.add %arg1, %2 : tensor<4x2048x1xi32>
    %4 = stablehlo.select %1, %3, %arg1 : tensor<4x2048x1xi1>, tensor<4x2048x1xi32>
    %5 = stablehlo.reshape %4 : (tensor<4x2048x1xi32>) -> tensor<4x2048x1x1xi32>
    %c_1 = stablehlo.constant dense<255> : tensor<1xi32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %6 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<4x2048x1x1xi32>
    %7 = stablehlo.compare GE, %5, %6, SIGNED : (tensor<4x2048x1x1xi32>, tensor<4x2048x1x1xi32>) -> tensor<4x2048x1x1xi1>
    %8 = stablehlo.broadcast_in_dim %c_1, dims = [3] : (tensor<1xi32>) -> tensor<1x1x1x1xi32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xi32>) -> tensor<4x2048x1x1xi32>
    %10 = stablehlo.compare LE, %5, %9, SIGNED : (tensor<4x2048x1x1xi32>, tensor<4x2048x1x1xi32>) -> tensor<4x2048x1x1xi1>
    %11 = stablehlo.and %7, %10 : tensor<4x2048x1x1xi1>
    %c_3 = stablehlo.constant dense<true> : tensor<i1>
    %12 = stablehlo.reduce(%11 init: %c_3) applies stablehlo.and across dimensions = [3] : (tensor<4x2048x1x1xi1>, tensor<i1>) -> tensor<4x2048x1xi1>
    %13 = "stablehlo.gather"(%arg0, %5) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [2], operand_batching_dims = [0, 1], start_indices_batching_dims = [0, 1], start_index_map = [2], index_vector_dim = 3>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1, 1>}> : (tensor<4x2048x256xf32>, tensor<4x2048x1x1xi32>) -> tensor<4x2048x1xf32>
    %cst = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %14 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4x2048x1xf32>
    %15 = stablehlo.select %12, %13, %14 : tensor<4x2048x1xi1>, tensor<4x2048x1xf32>
    return %15, %5 : tensor<4x2048x1xf32>, tensor<4x2048x1x1xi32>
  }
  func.func private @take_along_axis_0(%arg0: tensor<4x2048x1x1xi32>, %arg1: tensor<4x2048x1xf32>) -> tensor<4x2048x256xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4x2048x256xf32>
    %1 = "stablehlo.scatter"(%0, %arg0, %arg1) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [2], input_batching_dims = [0, 1], scatter_indices_batching_dims = [0, 1], scatter_dims_to_operand_dims = [2], index_vector_dim = 3>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      %2 = stablehlo.add %arg2, %arg3 : tensor<f32>
      stablehlo.return %2 : tensor<f32>
    }) : (tensor<4x2048x256xf32>, tensor<4x2048x1x1xi32>, tensor<4x2048x1xf32>) -> tensor<4x2048x256xf32>
    return %1 : tensor<4x2048x256xf32>
  }
  func.func private @log_softmax_1(%arg0: tensor<4x2048x256xf32>, %arg1: tensor<4x2048x1xf32>, %arg2: tensor<4x2048x256xf32>) -> tensor<4x2048x256xf32> {
    %0 = stablehlo.negate %arg2 : tensor<4x2048x256xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1 = stablehlo.reduce(%0 init: %cst) applies stablehlo.add across dimensions = [2] : (tensor<4x2048x256xf32>, tensor<f32>) -> tensor<4x2048xf32>
    %2 = stablehlo.reshape %1 : (tensor<4x2048xf32>) -> tensor<4x2048x1xf32>
    %3 = stablehlo.divide %2, %arg1 : tensor<4x2048x1xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %4 = stablehlo.reduce(%3 init: %cst_0) applies stablehlo.add across dimensions = [2] : (tensor<4x2048x1xf32>, tensor<f32>) -> tensor<4x2048xf32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0, 1] : (tensor<4x2048xf32>) -> tensor<4x2048x256xf32>
    %6 = stablehlo.multiply %5, %arg0 : tensor<4x2048x256xf32>
    %7 = stablehlo.add %arg2, %6 : tensor<4x2048x256xf32>
    return %7 : tensor<4x2048x256xf32>
  }
}
