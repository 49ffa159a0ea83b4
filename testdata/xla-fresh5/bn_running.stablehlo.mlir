module @jit_bn_running attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<64xf32> {tf.aliasing_output = 0 : i32}, %arg1: tensor<64xf32> {tf.aliasing_output = 1 : i32}, %arg2: tensor<128xf32> {tf.aliasing_output = 2 : i32}, %arg3: tensor<3x3x3x64xf32> {tf.aliasing_output = 3 : i32}, %arg4: tensor<3x3x64x64xf32> {tf.aliasing_output = 4 : i32}, %arg5: tensor<3x3x64x128xf32> {tf.aliasing_output = 5 : i32}, %arg6: tensor<64xf32> {tf.aliasing_output = 6 : i32}, %arg7: tensor<64xf32> {tf.aliasing_output = 7 : i32}, %arg8: tensor<128xf32> {tf.aliasing_output = 8 : i32}, %arg9: tensor<128x10xf32> {tf.aliasing_output = 9 : i32}, %arg10: tensor<64xf32> {tf.aliasing_output = 10 : i32}, %arg11: tensor<64xf32> {tf.aliasing_output = 11 : i32}, %arg12: tensor<64xf32> {tf.aliasing_output = 12 : i32}, %arg13: tensor<64xf32> {tf.aliasing_output = 13 : i32}, %arg14: tensor<128xf32> {tf.aliasing_output = 14 : i32}, %arg15: tensor<128xf32> {tf.aliasing_output = 15 : i32}, %arg16: tensor<32x32x32x3xf32>, %arg17: tensor<32xi32>) -> (tensor<64xf32> {jax.result_info = "result[0]['b0']"}, tensor<64xf32> {jax.result_info = "result[0]['b1']"}, tensor<128xf32> {jax.result_info = "result[0]['b2']"}, tensor<3x3x3x64xf32> {jax.result_info = "result[0]['c0']"}, tensor<3x3x64x64xf32> {jax.result_info = "result[0]['c1']"}, tensor<3x3x64x128xf32> {jax.result_info = "result[0]['c2']"}, tensor<64xf32> {jax.result_info = "result[0]['g0']"}, tensor<64xf32> {jax.result_info = "result[0]['g1']"}, tensor<128xf32> {jax.result_info = "result[0]['g2']"}, tensor<128x10xf32> {jax.result_info = "result[0]['head']"}, tensor<64xf32> {jax.result_info = "result[1][0][0]"}, tensor<64xf32> {jax.result_info = "result[1][0][1]"}, tensor<64xf32> {jax.result_info = "result[1][1][0]"}, tensor<64xf32> {jax.result_info = "result[1][1][1]"}, tensor<128xf32> {jax.result_info = "result[1][2][0]"}, tensor<128xf32> {jax.result_info = "result[1][2][1]"}, tensor<f32> {jax.result_info = "result[2]"}) {
    %0 = stablehlo.convolution(%arg16, %arg3) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<32x32x32x3xf32>, tensor<3x3x3x64xf32>) -> tensor<32x32x32x64xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1 = stablehlo.reduce(%0 init: %cst) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<32x32x32x64xf32>, tensor<f32>) -> tensor<64xf32>
    %cst_0 = stablehlo.constant dense<3.276800e+04> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %3 = stablehlo.divide %1, %2 : tensor<64xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %4:4 = call @_var(%0, %c) : (tensor<32x32x32x64xf32>, tensor<i32>) -> (tensor<64xf32>, tensor<32x32x32x64xf32>, tensor<f32>, tensor<i1>)
    %5 = stablehlo.broadcast_in_dim %3, dims = [3] : (tensor<64xf32>) -> tensor<1x1x1x64xf32>
    %6 = stablehlo.broadcast_in_dim %5, dims = [0, 1, 2, 3] : (tensor<1x1x1x64xf32>) -> tensor<32x32x32x64xf32>
    %7 = stablehlo.subtract %0, %6 : tensor<32x32x32x64xf32>
    %cst_1 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %8 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %9 = stablehlo.add %4#0, %8 : tensor<64xf32>
    %10 = stablehlo.rsqrt %9 : tensor<64xf32>
    %11 = stablehlo.divide %10, %9 : tensor<64xf32>
    %cst_2 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %12 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %13 = stablehlo.multiply %12, %11 : tensor<64xf32>
    %14 = stablehlo.broadcast_in_dim %10, dims = [3] : (tensor<64xf32>) -> tensor<1x1x1x64xf32>
    %15 = stablehlo.broadcast_in_dim %14, dims = [0, 1, 2, 3] : (tensor<1x1x1x64xf32>) -> tensor<32x32x32x64xf32>
    %16 = stablehlo.multiply %7, %15 : tensor<32x32x32x64xf32>
    %17 = stablehlo.broadcast_in_dim %arg6, dims = [3] : (tensor<64xf32>) -> tensor<1x1x1x64xf32>
    %18 = stablehlo.broadcast_in_dim %17, dims = [0, 1, 2, 3] : (tensor<1x1x1x64xf32>) -> tensor<32x32x32x64xf32>
    %19 = stablehlo.multiply %16, %18 : tensor<32x32x32x64xf32>
    %20 = stablehlo.broadcast_in_dim %arg0, dims = [3] : (tensor<64xf32>) -> tensor<1x1x1x64xf32>
    %21 = stablehlo.broadcast_in_dim %20, dims = [0, 1, 2, 3] : (tensor<1x1x1x64xf32>) -> tensor<32x32x32x64xf32>
    %22 = stablehlo.add %19, %21 : tensor<32x32x32x64xf32>
    %23 = call @relu(%22) : (tensor<32x32x32x64xf32>) -> tensor<32x32x32x64xf32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %24 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<32x32x32x64xf32>
    %25 = stablehlo.compare GT, %22, %24, FLOAT : (tensor<32x32x32x64xf32>, tensor<32x32x32x64xf32>) -> tensor<32x32x32x64xi1>
    %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %26 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<f32>
    %27 = "stablehlo.reduce_window"(%23, %26) <{base_dilations = array<i64: 1, 1, 1, 1>, padding = dense<0> : tensor<4x2xi64>, window_dilations = array<i64: 1, 1, 1, 1>, window_dimensions = array<i64: 1, 2, 2, 1>, window_strides = array<i64: 1, 2, 2, 1>}> ({
    ^bb0(%arg18: tensor<f32>, %arg19: tensor<f32>):
      %268 = stablehlo.add %arg18, %arg19 : tensor<f32>
      stablehlo.return %268 : tensor<f32>
    }) : (tensor<32x32x32x64xf32>, tensor<f32>) -> tensor<32x16x16x64xf32>
    %cst_5 = stablehlo.constant dense<4.000000e+00> : tensor<f32>
    %28 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<32x16x16x64xf32>
    %29 = stablehlo.divide %27, %28 : tensor<32x16x16x64xf32>
    %30 = stablehlo.convolution(%29, %arg4) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<32x16x16x64xf32>, tensor<3x3x64x64xf32>) -> tensor<32x16x16x64xf32>
    %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %31 = stablehlo.reduce(%30 init: %cst_6) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<32x16x16x64xf32>, tensor<f32>) -> tensor<64xf32>
    %cst_7 = stablehlo.constant dense<8.192000e+03> : tensor<f32>
    %32 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %33 = stablehlo.divide %31, %32 : tensor<64xf32>
    %c_8 = stablehlo.constant dense<0> : tensor<i32>
    %34:4 = call @_var_0(%30, %c_8) : (tensor<32x16x16x64xf32>, tensor<i32>) -> (tensor<64xf32>, tensor<32x16x16x64xf32>, tensor<f32>, tensor<i1>)
    %35 = stablehlo.broadcast_in_dim %33, dims = [3] : (tensor<64xf32>) -> tensor<1x1x1x64xf32>
    %36 = stablehlo.broadcast_in_dim %35, dims = [0, 1, 2, 3] : (tensor<1x1x1x64xf32>) -> tensor<32x16x16x64xf32>
    %37 = stablehlo.subtract %30, %36 : tensor<32x16x16x64xf32>
    %cst_9 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %38 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %39 = stablehlo.add %34#0, %38 : tensor<64xf32>
    %40 = stablehlo.rsqrt %39 : tensor<64xf32>
    %41 = stablehlo.divide %40, %39 : tensor<64xf32>
    %cst_10 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %42 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %43 = stablehlo.multiply %42, %41 : tensor<64xf32>
    %44 = stablehlo.broadcast_in_dim %40, dims = [3] : (tensor<64xf32>) -> tensor<1x1x1x64xf32>
    %45 = stablehlo.broadcast_in_dim %44, dims = [0, 1, 2, 3] : (tensor<1x1x1x64xf32>) -> tensor<32x16x16x64xf32>
    %46 = stablehlo.multiply %37, %45 : tensor<32x16x16x64xf32>
    %47 = stablehlo.broadcast_in_dim %arg7, dims = [3] : (tensor<64xf32>) -> tensor<1x1x1x64xf32>
    %48 = stablehlo.broadcast_in_dim %47, dims = [0, 1, 2, 3] : (tensor<1x1x1x64xf32>) -> tensor<32x16x16x64xf32>
    %49 = stablehlo.multiply %46, %48 : tensor<32x16x16x64xf32>
    %50 = stablehlo.broadcast_in_dim %arg1, dims = [3] : (tensor<64xf32>) -> tensor<1x1x1x64xf32>
    %51 = stablehlo.broadcast_in_dim %50, dims = [0, 1, 2, 3] : (tensor<1x1x1x64xf32>) -> tensor<32x16x16x64xf32>
    %52 = stablehlo.add %49, %51 : tensor<32x16x16x64xf32>
    %53 = call @relu_1(%52) : (tensor<32x16x16x64xf32>) -> tensor<32x16x16x64xf32>
    %cst_11 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %54 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<32x16x16x64xf32>
    %55 = stablehlo.compare GT, %52, %54, FLOAT : (tensor<32x16x16x64xf32>, tensor<32x16x16x64xf32>) -> tensor<32x16x16x64xi1>
    %cst_12 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %56 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<f32>
    %57 = "stablehlo.reduce_window"(%53, %56) <{base_dilations = array<i64: 1, 1, 1, 1>, padding = dense<0> : tensor<4x2xi64>, window_dilations = array<i64: 1, 1, 1, 1>, window_dimensions = array<i64: 1, 2, 2, 1>, window_strides = array<i64: 1, 2, 2, 1>}> ({
    ^bb0(%arg18: tensor<f32>, %arg19: tensor<f32>):
      %268 = stablehlo.add %arg18, %arg19 : tensor<f32>
      stablehlo.return %268 : tensor<f32>
    }) : (tensor<32x16x16x64xf32>, tensor<f32>) -> tensor<32x8x8x64xf32>
    %cst_13 = stablehlo.constant dense<4.000000e+00> : tensor<f32>
    %58 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f32>) -> tensor<32x8x8x64xf32>
    %59 = stablehlo.divide %57, %58 : tensor<32x8x8x64xf32>
    %60 = stablehlo.convolution(%59, %arg5) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<32x8x8x64xf32>, tensor<3x3x64x128xf32>) -> tensor<32x8x8x128xf32>
    %cst_14 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %61 = stablehlo.reduce(%60 init: %cst_14) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<32x8x8x128xf32>, tensor<f32>) -> tensor<128xf32>
    %cst_15 = stablehlo.constant dense<2.048000e+03> : tensor<f32>
    %62 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %63 = stablehlo.divide %61, %62 : tensor<128xf32>
    %c_16 = stablehlo.constant dense<0> : tensor<i32>
    %64:4 = call @_var_2(%60, %c_16) : (tensor<32x8x8x128xf32>, tensor<i32>) -> (tensor<128xf32>, tensor<32x8x8x128xf32>, tensor<f32>, tensor<i1>)
    %65 = stablehlo.broadcast_in_dim %63, dims = [3] : (tensor<128xf32>) -> tensor<1x1x1x128xf32>
    %66 = stablehlo.broadcast_in_dim %65, dims = [0, 1, 2, 3] : (tensor<1x1x1x128xf32>) -> tensor<32x8x8x128xf32>
    %67 = stablehlo.subtract %60, %66 : tensor<32x8x8x128xf32>
    %cst_17 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %68 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %69 = stablehlo.add %64#0, %68 : tensor<128xf32>
    %70 = stablehlo.rsqrt %69 : tensor<128xf32>
    %71 = stablehlo.divide %70, %69 : tensor<128xf32>
    %cst_18 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %72 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %73 = stablehlo.multiply %72, %71 : tensor<128xf32>
    %74 = stablehlo.broadcast_in_dim %70, dims = [3] : (tensor<128xf32>) -> tensor<1x1x1x128xf32>
    %75 = stablehlo.broadcast_in_dim %74, dims = [0, 1, 2, 3] : (tensor<1x1x1x128xf32>) -> tensor<32x8x8x128xf32>
    %76 = stablehlo.multiply %67, %75 : tensor<32x8x8x128xf32>
    %77 = stablehlo.broadcast_in_dim %arg8, dims = [3] : (tensor<128xf32>) -> tensor<1x1x1x128xf32>
    %78 = stablehlo.broadcast_in_dim %77, dims = [0, 1, 2, 3] : (tensor<1x1x1x128xf32>) -> tensor<32x8x8x128xf32>
    %79 = stablehlo.multiply %76, %78 : tensor<32x8x8x128xf32>
    %80 = stablehlo.broadcast_in_dim %arg2, dims = [3] : (tensor<128xf32>) -> tensor<1x1x1x128xf32>
    %81 = stablehlo.broadcast_in_dim %80, dims = [0, 1, 2, 3] : (tensor<1x1x1x128xf32>) -> tensor<32x8x8x128xf32>
    %82 = stablehlo.add %79, %81 : tensor<32x8x8x128xf32>
    %83 = call @relu_4(%82) : (tensor<32x8x8x128xf32>) -> tensor<32x8x8x128xf32>
    %cst_19 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %84 = stablehlo.broadcast_in_dim %cst_19, dims = [] : (tensor<f32>) -> tensor<32x8x8x128xf32>
    %85 = stablehlo.compare GT, %82, %84, FLOAT : (tensor<32x8x8x128xf32>, tensor<32x8x8x128xf32>) -> tensor<32x8x8x128xi1>
    %cst_20 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %86 = stablehlo.reduce(%83 init: %cst_20) applies stablehlo.add across dimensions = [1, 2] : (tensor<32x8x8x128xf32>, tensor<f32>) -> tensor<32x128xf32>
    %cst_21 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %87 = stablehlo.broadcast_in_dim %cst_21, dims = [] : (tensor<f32>) -> tensor<32x128xf32>
    %88 = stablehlo.divide %86, %87 : tensor<32x128xf32>
    %89 = stablehlo.dot_general %88, %arg9, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x128xf32>, tensor<128x10xf32>) -> tensor<32x10xf32>
    %90:3 = call @log_softmax(%89) : (tensor<32x10xf32>) -> (tensor<32x10xf32>, tensor<32x10xf32>, tensor<32x1xf32>)
    %91 = stablehlo.broadcast_in_dim %arg17, dims = [0] : (tensor<32xi32>) -> tensor<32x1xi32>
    %92:2 = call @take_along_axis(%90#0, %91) : (tensor<32x10xf32>, tensor<32x1xi32>) -> (tensor<32x1xf32>, tensor<32x1x1xi32>)
    %cst_22 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %93 = stablehlo.reduce(%92#0 init: %cst_22) applies stablehlo.add across dimensions = [0, 1] : (tensor<32x1xf32>, tensor<f32>) -> tensor<f32>
    %cst_23 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %94 = stablehlo.divide %93, %cst_23 : tensor<f32>
    %95 = stablehlo.negate %94 : tensor<f32>
    %cst_24 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %96 = stablehlo.negate %cst_24 : tensor<f32>
    %cst_25 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %97 = stablehlo.divide %96, %cst_25 : tensor<f32>
    %98 = stablehlo.broadcast_in_dim %97, dims = [] : (tensor<f32>) -> tensor<32x1xf32>
    %99 = call @take_along_axis_5(%92#1, %98) : (tensor<32x1x1xi32>, tensor<32x1xf32>) -> tensor<32x10xf32>
    %100 = call @log_softmax_6(%90#1, %90#2, %99) : (tensor<32x10xf32>, tensor<32x1xf32>, tensor<32x10xf32>) -> tensor<32x10xf32>
    %101 = stablehlo.dot_general %100, %88, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x10xf32>, tensor<32x128xf32>) -> tensor<10x128xf32>
    %102 = stablehlo.transpose %101, dims = [1, 0] : (tensor<10x128xf32>) -> tensor<128x10xf32>
    %103 = stablehlo.dot_general %100, %arg9, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<32x10xf32>, tensor<128x10xf32>) -> tensor<32x128xf32>
    %cst_26 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %104 = stablehlo.broadcast_in_dim %cst_26, dims = [] : (tensor<f32>) -> tensor<32x128xf32>
    %105 = stablehlo.divide %103, %104 : tensor<32x128xf32>
    %106 = stablehlo.broadcast_in_dim %105, dims = [0, 3] : (tensor<32x128xf32>) -> tensor<32x8x8x128xf32>
    %cst_27 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %107 = stablehlo.broadcast_in_dim %cst_27, dims = [] : (tensor<f32>) -> tensor<32x8x8x128xf32>
    %108 = stablehlo.select %85, %106, %107 : tensor<32x8x8x128xi1>, tensor<32x8x8x128xf32>
    %cst_28 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %109 = stablehlo.reduce(%108 init: %cst_28) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<32x8x8x128xf32>, tensor<f32>) -> tensor<128xf32>
    %110 = stablehlo.reshape %109 : (tensor<128xf32>) -> tensor<1x1x1x128xf32>
    %cst_29 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %111 = stablehlo.reduce(%110 init: %cst_29) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<1x1x1x128xf32>, tensor<f32>) -> tensor<128xf32>
    %112 = stablehlo.multiply %76, %108 : tensor<32x8x8x128xf32>
    %cst_30 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %113 = stablehlo.reduce(%112 init: %cst_30) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<32x8x8x128xf32>, tensor<f32>) -> tensor<128xf32>
    %114 = stablehlo.reshape %113 : (tensor<128xf32>) -> tensor<1x1x1x128xf32>
    %115 = stablehlo.broadcast_in_dim %77, dims = [0, 1, 2, 3] : (tensor<1x1x1x128xf32>) -> tensor<32x8x8x128xf32>
    %116 = stablehlo.multiply %108, %115 : tensor<32x8x8x128xf32>
    %cst_31 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %117 = stablehlo.reduce(%114 init: %cst_31) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<1x1x1x128xf32>, tensor<f32>) -> tensor<128xf32>
    %118 = stablehlo.multiply %67, %116 : tensor<32x8x8x128xf32>
    %cst_32 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %119 = stablehlo.reduce(%118 init: %cst_32) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<32x8x8x128xf32>, tensor<f32>) -> tensor<128xf32>
    %120 = stablehlo.reshape %119 : (tensor<128xf32>) -> tensor<1x1x1x128xf32>
    %121 = stablehlo.broadcast_in_dim %74, dims = [0, 1, 2, 3] : (tensor<1x1x1x128xf32>) -> tensor<32x8x8x128xf32>
    %122 = stablehlo.multiply %116, %121 : tensor<32x8x8x128xf32>
    %cst_33 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %123 = stablehlo.reduce(%120 init: %cst_33) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<1x1x1x128xf32>, tensor<f32>) -> tensor<128xf32>
    %124 = stablehlo.multiply %123, %73 : tensor<128xf32>
    %125 = stablehlo.negate %122 : tensor<32x8x8x128xf32>
    %cst_34 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %126 = stablehlo.reduce(%125 init: %cst_34) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<32x8x8x128xf32>, tensor<f32>) -> tensor<128xf32>
    %127 = stablehlo.reshape %126 : (tensor<128xf32>) -> tensor<1x1x1x128xf32>
    %cst_35 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %128 = stablehlo.reduce(%127 init: %cst_35) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<1x1x1x128xf32>, tensor<f32>) -> tensor<128xf32>
    %129 = call @_var_7(%64#1, %64#2, %64#3, %124) : (tensor<32x8x8x128xf32>, tensor<f32>, tensor<i1>, tensor<128xf32>) -> tensor<32x8x8x128xf32>
    %130 = stablehlo.add %122, %129 : tensor<32x8x8x128xf32>
    %cst_36 = stablehlo.constant dense<2.048000e+03> : tensor<f32>
    %131 = stablehlo.broadcast_in_dim %cst_36, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %132 = stablehlo.divide %128, %131 : tensor<128xf32>
    %133 = stablehlo.broadcast_in_dim %132, dims = [3] : (tensor<128xf32>) -> tensor<32x8x8x128xf32>
    %134 = stablehlo.add %130, %133 : tensor<32x8x8x128xf32>
    %135 = stablehlo.convolution(%59, %134) dim_numbers = [f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<32x8x8x64xf32>, tensor<32x8x8x128xf32>) -> tensor<3x3x64x128xf32>
    %136 = stablehlo.reverse %arg5, dims = [0, 1] : tensor<3x3x64x128xf32>
    %137 = stablehlo.convolution(%134, %136) dim_numbers = [b, 0, 1, f]x[0, 1, o, i]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<32x8x8x128xf32>, tensor<3x3x64x128xf32>) -> tensor<32x8x8x64xf32>
    %cst_37 = stablehlo.constant dense<4.000000e+00> : tensor<f32>
    %138 = stablehlo.broadcast_in_dim %cst_37, dims = [] : (tensor<f32>) -> tensor<32x8x8x64xf32>
    %139 = stablehlo.divide %137, %138 : tensor<32x8x8x64xf32>
    %cst_38 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %140 = stablehlo.pad %139, %cst_38, low = [0, 1, 1, 0], high = [0, 1, 1, 0], interior = [0, 1, 1, 0] : (tensor<32x8x8x64xf32>, tensor<f32>) -> tensor<32x17x17x64xf32>
    %cst_39 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %141 = stablehlo.broadcast_in_dim %cst_39, dims = [] : (tensor<f32>) -> tensor<f32>
    %142 = "stablehlo.reduce_window"(%140, %141) <{base_dilations = array<i64: 1, 1, 1, 1>, padding = dense<0> : tensor<4x2xi64>, window_dilations = array<i64: 1, 1, 1, 1>, window_dimensions = array<i64: 1, 2, 2, 1>, window_strides = array<i64: 1, 1, 1, 1>}> ({
    ^bb0(%arg18: tensor<f32>, %arg19: tensor<f32>):
      %268 = stablehlo.add %arg18, %arg19 : tensor<f32>
      stablehlo.return %268 : tensor<f32>
    }) : (tensor<32x17x17x64xf32>, tensor<f32>) -> tensor<32x16x16x64xf32>
    %cst_40 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %143 = stablehlo.broadcast_in_dim %cst_40, dims = [] : (tensor<f32>) -> tensor<32x16x16x64xf32>
    %144 = stablehlo.select %55, %142, %143 : tensor<32x16x16x64xi1>, tensor<32x16x16x64xf32>
    %cst_41 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %145 = stablehlo.reduce(%144 init: %cst_41) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<32x16x16x64xf32>, tensor<f32>) -> tensor<64xf32>
    %146 = stablehlo.reshape %145 : (tensor<64xf32>) -> tensor<1x1x1x64xf32>
    %cst_42 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %147 = stablehlo.reduce(%146 init: %cst_42) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<1x1x1x64xf32>, tensor<f32>) -> tensor<64xf32>
    %148 = stablehlo.multiply %46, %144 : tensor<32x16x16x64xf32>
    %cst_43 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %149 = stablehlo.reduce(%148 init: %cst_43) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<32x16x16x64xf32>, tensor<f32>) -> tensor<64xf32>
    %150 = stablehlo.reshape %149 : (tensor<64xf32>) -> tensor<1x1x1x64xf32>
    %151 = stablehlo.broadcast_in_dim %47, dims = [0, 1, 2, 3] : (tensor<1x1x1x64xf32>) -> tensor<32x16x16x64xf32>
    %152 = stablehlo.multiply %144, %151 : tensor<32x16x16x64xf32>
    %cst_44 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %153 = stablehlo.reduce(%150 init: %cst_44) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<1x1x1x64xf32>, tensor<f32>) -> tensor<64xf32>
    %154 = stablehlo.multiply %37, %152 : tensor<32x16x16x64xf32>
    %cst_45 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %155 = stablehlo.reduce(%154 init: %cst_45) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<32x16x16x64xf32>, tensor<f32>) -> tensor<64xf32>
    %156 = stablehlo.reshape %155 : (tensor<64xf32>) -> tensor<1x1x1x64xf32>
    %157 = stablehlo.broadcast_in_dim %44, dims = [0, 1, 2, 3] : (tensor<1x1x1x64xf32>) -> tensor<32x16x16x64xf32>
    %158 = stablehlo.multiply %152, %157 : tensor<32x16x16x64xf32>
    %cst_46 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %159 = stablehlo.reduce(%156 init: %cst_46) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<1x1x1x64xf32>, tensor<f32>) -> tensor<64xf32>
    %160 = stablehlo.multiply %159, %43 : tensor<64xf32>
    %161 = stablehlo.negate %158 : tensor<32x16x16x64xf32>
    %cst_47 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %162 = stablehlo.reduce(%161 init: %cst_47) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<32x16x16x64xf32>, tensor<f32>) -> tensor<64xf32>
    %163 = stablehlo.reshape %162 : (tensor<64xf32>) -> tensor<1x1x1x64xf32>
    %cst_48 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %164 = stablehlo.reduce(%163 init: %cst_48) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<1x1x1x64xf32>, tensor<f32>) -> tensor<64xf32>
    %165 = call @_var_9(%34#1, %34#2, %34#3, %160) : (tensor<32x16x16x64xf32>, tensor<f32>, tensor<i1>, tensor<64xf32>) -> tensor<32x16x16x64xf32>
    %166 = stablehlo.add %158, %165 : tensor<32x16x16x64xf32>
    %cst_49 = stablehlo.constant dense<8.192000e+03> : tensor<f32>
    %167 = stablehlo.broadcast_in_dim %cst_49, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %168 = stablehlo.divide %164, %167 : tensor<64xf32>
    %169 = stablehlo.broadcast_in_dim %168, dims = [3] : (tensor<64xf32>) -> tensor<32x16x16x64xf32>
    %170 = stablehlo.add %166, %169 : tensor<32x16x16x64xf32>
    %171 = stablehlo.convolution(%29, %170) dim_numbers = [f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<32x16x16x64xf32>, tensor<32x16x16x64xf32>) -> tensor<3x3x64x64xf32>
    %172 = stablehlo.reverse %arg4, dims = [0, 1] : tensor<3x3x64x64xf32>
    %173 = stablehlo.convolution(%170, %172) dim_numbers = [b, 0, 1, f]x[0, 1, o, i]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<32x16x16x64xf32>, tensor<3x3x64x64xf32>) -> tensor<32x16x16x64xf32>
    %cst_50 = stablehlo.constant dense<4.000000e+00> : tensor<f32>
    %174 = stablehlo.broadcast_in_dim %cst_50, dims = [] : (tensor<f32>) -> tensor<32x16x16x64xf32>
    %175 = stablehlo.divide %173, %174 : tensor<32x16x16x64xf32>
    %cst_51 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %176 = stablehlo.pad %175, %cst_51, low = [0, 1, 1, 0], high = [0, 1, 1, 0], interior = [0, 1, 1, 0] : (tensor<32x16x16x64xf32>, tensor<f32>) -> tensor<32x33x33x64xf32>
    %cst_52 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %177 = stablehlo.broadcast_in_dim %cst_52, dims = [] : (tensor<f32>) -> tensor<f32>
    %178 = "stablehlo.reduce_window"(%176, %177) <{base_dilations = array<i64: 1, 1, 1, 1>, padding = dense<0> : tensor<4x2xi64>, window_dilations = array<i64: 1, 1, 1, 1>, window_dimensions = array<i64: 1, 2, 2, 1>, window_strides = array<i64: 1, 1, 1, 1>}> ({
    ^bb0(%arg18: tensor<f32>, %arg19: tensor<f32>):
      %268 = stablehlo.add %arg18, %arg19 : tensor<f32>
      stablehlo.return %268 : tensor<f32>
    }) : (tensor<32x33x33x64xf32>, tensor<f32>) -> tensor<32x32x32x64xf32>
    %cst_53 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %179 = stablehlo.broadcast_in_dim %cst_53, dims = [] : (tensor<f32>) -> tensor<32x32x32x64xf32>
    %180 = stablehlo.select %25, %178, %179 : tensor<32x32x32x64xi1>, tensor<32x32x32x64xf32>
    %cst_54 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %181 = stablehlo.reduce(%180 init: %cst_54) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<32x32x32x64xf32>, tensor<f32>) -> tensor<64xf32>
    %182 = stablehlo.reshape %181 : (tensor<64xf32>) -> tensor<1x1x1x64xf32>
    %cst_55 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %183 = stablehlo.reduce(%182 init: %cst_55) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<1x1x1x64xf32>, tensor<f32>) -> tensor<64xf32>
    %184 = stablehlo.multiply %16, %180 : tensor<32x32x32x64xf32>
    %cst_56 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %185 = stablehlo.reduce(%184 init: %cst_56) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<32x32x32x64xf32>, tensor<f32>) -> tensor<64xf32>
    %186 = stablehlo.reshape %185 : (tensor<64xf32>) -> tensor<1x1x1x64xf32>
    %187 = stablehlo.broadcast_in_dim %17, dims = [0, 1, 2, 3] : (tensor<1x1x1x64xf32>) -> tensor<32x32x32x64xf32>
    %188 = stablehlo.multiply %180, %187 : tensor<32x32x32x64xf32>
    %cst_57 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %189 = stablehlo.reduce(%186 init: %cst_57) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<1x1x1x64xf32>, tensor<f32>) -> tensor<64xf32>
    %190 = stablehlo.multiply %7, %188 : tensor<32x32x32x64xf32>
    %cst_58 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %191 = stablehlo.reduce(%190 init: %cst_58) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<32x32x32x64xf32>, tensor<f32>) -> tensor<64xf32>
    %192 = stablehlo.reshape %191 : (tensor<64xf32>) -> tensor<1x1x1x64xf32>
    %193 = stablehlo.broadcast_in_dim %14, dims = [0, 1, 2, 3] : (tensor<1x1x1x64xf32>) -> tensor<32x32x32x64xf32>
    %194 = stablehlo.multiply %188, %193 : tensor<32x32x32x64xf32>
    %cst_59 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %195 = stablehlo.reduce(%192 init: %cst_59) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<1x1x1x64xf32>, tensor<f32>) -> tensor<64xf32>
    %196 = stablehlo.multiply %195, %13 : tensor<64xf32>
    %197 = stablehlo.negate %194 : tensor<32x32x32x64xf32>
    %cst_60 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %198 = stablehlo.reduce(%197 init: %cst_60) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<32x32x32x64xf32>, tensor<f32>) -> tensor<64xf32>
    %199 = stablehlo.reshape %198 : (tensor<64xf32>) -> tensor<1x1x1x64xf32>
    %cst_61 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %200 = stablehlo.reduce(%199 init: %cst_61) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<1x1x1x64xf32>, tensor<f32>) -> tensor<64xf32>
    %201 = call @_var_11(%4#1, %4#2, %4#3, %196) : (tensor<32x32x32x64xf32>, tensor<f32>, tensor<i1>, tensor<64xf32>) -> tensor<32x32x32x64xf32>
    %202 = stablehlo.add %194, %201 : tensor<32x32x32x64xf32>
    %cst_62 = stablehlo.constant dense<3.276800e+04> : tensor<f32>
    %203 = stablehlo.broadcast_in_dim %cst_62, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %204 = stablehlo.divide %200, %203 : tensor<64xf32>
    %205 = stablehlo.broadcast_in_dim %204, dims = [3] : (tensor<64xf32>) -> tensor<32x32x32x64xf32>
    %206 = stablehlo.add %202, %205 : tensor<32x32x32x64xf32>
    %207 = stablehlo.convolution(%arg16, %206) dim_numbers = [f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<32x32x32x3xf32>, tensor<32x32x32x64xf32>) -> tensor<3x3x3x64xf32>
    %cst_63 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %208 = stablehlo.broadcast_in_dim %cst_63, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %209 = stablehlo.multiply %208, %arg10 : tensor<64xf32>
    %cst_64 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %210 = stablehlo.broadcast_in_dim %cst_64, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %211 = stablehlo.multiply %210, %3 : tensor<64xf32>
    %212 = stablehlo.add %209, %211 : tensor<64xf32>
    %cst_65 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %213 = stablehlo.broadcast_in_dim %cst_65, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %214 = stablehlo.multiply %213, %arg11 : tensor<64xf32>
    %cst_66 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %215 = stablehlo.broadcast_in_dim %cst_66, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %216 = stablehlo.multiply %215, %4#0 : tensor<64xf32>
    %217 = stablehlo.add %214, %216 : tensor<64xf32>
    %cst_67 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %218 = stablehlo.broadcast_in_dim %cst_67, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %219 = stablehlo.multiply %218, %arg12 : tensor<64xf32>
    %cst_68 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %220 = stablehlo.broadcast_in_dim %cst_68, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %221 = stablehlo.multiply %220, %33 : tensor<64xf32>
    %222 = stablehlo.add %219, %221 : tensor<64xf32>
    %cst_69 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %223 = stablehlo.broadcast_in_dim %cst_69, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %224 = stablehlo.multiply %223, %arg13 : tensor<64xf32>
    %cst_70 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %225 = stablehlo.broadcast_in_dim %cst_70, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %226 = stablehlo.multiply %225, %34#0 : tensor<64xf32>
    %227 = stablehlo.add %224, %226 : tensor<64xf32>
    %cst_71 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %228 = stablehlo.broadcast_in_dim %cst_71, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %229 = stablehlo.multiply %228, %arg14 : tensor<128xf32>
    %cst_72 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %230 = stablehlo.broadcast_in_dim %cst_72, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %231 = stablehlo.multiply %230, %63 : tensor<128xf32>
    %232 = stablehlo.add %229, %231 : tensor<128xf32>
    %cst_73 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %233 = stablehlo.broadcast_in_dim %cst_73, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %234 = stablehlo.multiply %233, %arg15 : tensor<128xf32>
    %cst_74 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %235 = stablehlo.broadcast_in_dim %cst_74, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %236 = stablehlo.multiply %235, %64#0 : tensor<128xf32>
    %237 = stablehlo.add %234, %236 : tensor<128xf32>
    %cst_75 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %238 = stablehlo.broadcast_in_dim %cst_75, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %239 = stablehlo.multiply %238, %183 : tensor<64xf32>
    %240 = stablehlo.subtract %arg0, %239 : tensor<64xf32>
    %cst_76 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %241 = stablehlo.broadcast_in_dim %cst_76, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %242 = stablehlo.multiply %241, %147 : tensor<64xf32>
    %243 = stablehlo.subtract %arg1, %242 : tensor<64xf32>
    %cst_77 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %244 = stablehlo.broadcast_in_dim %cst_77, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %245 = stablehlo.multiply %244, %111 : tensor<128xf32>
    %246 = stablehlo.subtract %arg2, %245 : tensor<128xf32>
    %cst_78 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %247 = stablehlo.broadcast_in_dim %cst_78, dims = [] : (tensor<f32>) -> tensor<3x3x3x64xf32>
    %248 = stablehlo.multiply %247, %207 : tensor<3x3x3x64xf32>
    %249 = stablehlo.subtract %arg3, %248 : tensor<3x3x3x64xf32>
    %cst_79 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %250 = stablehlo.broadcast_in_dim %cst_79, dims = [] : (tensor<f32>) -> tensor<3x3x64x64xf32>
    %251 = stablehlo.multiply %250, %171 : tensor<3x3x64x64xf32>
    %252 = stablehlo.subtract %arg4, %251 : tensor<3x3x64x64xf32>
    %cst_80 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %253 = stablehlo.broadcast_in_dim %cst_80, dims = [] : (tensor<f32>) -> tensor<3x3x64x128xf32>
    %254 = stablehlo.multiply %253, %135 : tensor<3x3x64x128xf32>
    %255 = stablehlo.subtract %arg5, %254 : tensor<3x3x64x128xf32>
    %cst_81 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %256 = stablehlo.broadcast_in_dim %cst_81, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %257 = stablehlo.multiply %256, %189 : tensor<64xf32>
    %258 = stablehlo.subtract %arg6, %257 : tensor<64xf32>
    %cst_82 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %259 = stablehlo.broadcast_in_dim %cst_82, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %260 = stablehlo.multiply %259, %153 : tensor<64xf32>
    %261 = stablehlo.subtract %arg7, %260 : tensor<64xf32>
    %cst_83 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %262 = stablehlo.broadcast_in_dim %cst_83, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %263 = stablehlo.multiply %262, %117 : tensor<128xf32>
    %264 = stablehlo.subtract %arg8, %263 : tensor<128xf32>
    %cst_84 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %265 = stablehlo.broadcast_in_dim %cst_84, dims = [] : (tensor<f32>) -> tensor<128x10xf32>
    %266 = stablehlo.multiply %265, %102 : tensor<128x10xf32>
    %267 = stablehlo.subtract %arg9, %266 : tensor<128x10xf32>
    return %240, %243, %246, %249, %252, %255, %258, %261, %264, %267, %212, %217, %222, %227, %232, %237, %95 : tensor<64xf32>, tensor<64xf32>, tensor<128xf32>, tensor<3x3x3x64xf32>, tensor<3x3x64x64xf32>, tensor<3x3x64x128xf32>, tensor<64xf32>, tensor<64xf32>, tensor<128xf32>, tensor<128x10xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<128xf32>, tensor<128xf32>, tensor<f32>
  }
  func.func private @_var(%arg0: tensor<32x32x32x64xf32>, %arg1: tensor<i32>) -> (tensor<64xf32>, tensor<32x32x32x64xf32>, tensor<f32>, tensor<i1>) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.reduce(%arg0 init: %cst) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<32x32x32x64xf32>, tensor<f32>) -> tensor<64xf32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [3] : (tensor<64xf32>) -> tensor<1x1x1x64xf32>
    %cst_0 = stablehlo.constant dense<3.276800e+04> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<1x1x1x64xf32>
    %3 = stablehlo.divide %1, %2 : tensor<1x1x1x64xf32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [0, 1, 2, 3] : (tensor<1x1x1x64xf32>) -> tensor<32x32x32x64xf32>
    %5 = stablehlo.subtract %arg0, %4 : tensor<32x32x32x64xf32>
    %6 = chlo.square %5 : tensor<32x32x32x64xf32> -> tensor<32x32x32x64xf32>
    %cst_1 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %7 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<32x32x32x64xf32>
    %8 = stablehlo.multiply %7, %5 : tensor<32x32x32x64xf32>
    %9 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<f32>
    %cst_2 = stablehlo.constant dense<3.276800e+04> : tensor<f32>
    %10 = stablehlo.subtract %cst_2, %9 : tensor<f32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %11 = stablehlo.reduce(%6 init: %cst_3) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<32x32x32x64xf32>, tensor<f32>) -> tensor<64xf32>
    %12 = stablehlo.broadcast_in_dim %10, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %13 = stablehlo.divide %11, %12 : tensor<64xf32>
    %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %14 = stablehlo.compare GT, %10, %cst_4, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_5 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %15 = call @_where(%14, %13, %cst_5) : (tensor<i1>, tensor<64xf32>, tensor<f32>) -> tensor<64xf32>
    return %15, %8, %10, %14 : tensor<64xf32>, tensor<32x32x32x64xf32>, tensor<f32>, tensor<i1>
  }
  func.func private @_where(%arg0: tensor<i1>, %arg1: tensor<64xf32>, %arg2: tensor<f32>) -> tensor<64xf32> {
    %0 = stablehlo.convert %arg2 : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %2 = stablehlo.select %arg0, %arg1, %1 : tensor<i1>, tensor<64xf32>
    return %2 : tensor<64xf32>
  }
  func.func private @relu(%arg0: tensor<32x32x32x64xf32>) -> tensor<32x32x32x64xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<32x32x32x64xf32>
    %1 = stablehlo.maximum %arg0, %0 : tensor<32x32x32x64xf32>
    return %1 : tensor<32x32x32x64xf32>
  }
  func.func private @_var_0(%arg0: tensor<32x16x16x64xf32>, %arg1: tensor<i32>) -> (tensor<64xf32>, tensor<32x16x16x64xf32>, tensor<f32>, tensor<i1>) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.reduce(%arg0 init: %cst) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<32x16x16x64xf32>, tensor<f32>) -> tensor<64xf32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [3] : (tensor<64xf32>) -> tensor<1x1x1x64xf32>
    %cst_0 = stablehlo.constant dense<8.192000e+03> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<1x1x1x64xf32>
    %3 = stablehlo.divide %1, %2 : tensor<1x1x1x64xf32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [0, 1, 2, 3] : (tensor<1x1x1x64xf32>) -> tensor<32x16x16x64xf32>
    %5 = stablehlo.subtract %arg0, %4 : tensor<32x16x16x64xf32>
    %6 = chlo.square %5 : tensor<32x16x16x64xf32> -> tensor<32x16x16x64xf32>
    %cst_1 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %7 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<32x16x16x64xf32>
    %8 = stablehlo.multiply %7, %5 : tensor<32x16x16x64xf32>
    %9 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<f32>
    %cst_2 = stablehlo.constant dense<8.192000e+03> : tensor<f32>
    %10 = stablehlo.subtract %cst_2, %9 : tensor<f32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %11 = stablehlo.reduce(%6 init: %cst_3) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<32x16x16x64xf32>, tensor<f32>) -> tensor<64xf32>
    %12 = stablehlo.broadcast_in_dim %10, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %13 = stablehlo.divide %11, %12 : tensor<64xf32>
    %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %14 = stablehlo.compare GT, %10, %cst_4, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_5 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %15 = call @_where(%14, %13, %cst_5) : (tensor<i1>, tensor<64xf32>, tensor<f32>) -> tensor<64xf32>
    return %15, %8, %10, %14 : tensor<64xf32>, tensor<32x16x16x64xf32>, tensor<f32>, tensor<i1>
  }
  func.func private @relu_1(%arg0: tensor<32x16x16x64xf32>) -> tensor<32x16x16x64xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<32x16x16x64xf32>
    %1 = stablehlo.maximum %arg0, %0 : tensor<32x16x16x64xf32>
    return %1 : tensor<32x16x16x64xf32>
  }
  func.func private @_var_2(%arg0: tensor<32x8x8x128xf32>, %arg1: tensor<i32>) -> (tensor<128xf32>, tensor<32x8x8x128xf32>, tensor<f32>, tensor<i1>) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.reduce(%arg0 init: %cst) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<32x8x8x128xf32>, tensor<f32>) -> tensor<128xf32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [3] : (tensor<128xf32>) -> tensor<1x1x1x128xf32>
    %cst_0 = stablehlo.constant dense<2.048000e+03> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<1x1x1x128xf32>
    %3 = stablehlo.divide %1, %2 : tensor<1x1x1x128xf32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [0, 1, 2, 3] : (tensor<1x1x1x128xf32>) -> tensor<32x8x8x128xf32>
    %5 = stablehlo.subtract %arg0, %4 : tensor<32x8x8x128xf32>
    %6 = chlo.square %5 : tensor<32x8x8x128xf32> -> tensor<32x8x8x128xf32>
    %cst_1 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %7 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<32x8x8x128xf32>
    %8 = stablehlo.multiply %7, %5 : tensor<32x8x8x128xf32>
    %9 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<f32>
    %cst_2 = stablehlo.constant dense<2.048000e+03> : tensor<f32>
    %10 = stablehlo.subtract %cst_2, %9 : tensor<f32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %11 = stablehlo.reduce(%6 init: %cst_3) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<32x8x8x128xf32>, tensor<f32>) -> tensor<128xf32>
    %12 = stablehlo.broadcast_in_dim %10, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %13 = stablehlo.divide %11, %12 : tensor<128xf32>
    %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %14 = stablehlo.compare GT, %10, %cst_4, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_5 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %15 = call @_where_3(%14, %13, %cst_5) : (tensor<i1>, tensor<128xf32>, tensor<f32>) -> tensor<128xf32>
    return %15, %8, %10, %14 : tensor<128xf32>, tensor<32x8x8x128xf32>, tensor<f32>, tensor<i1>
  }
  func.func private @_where_3(%arg0: tensor<i1>, %arg1: tensor<128xf32>, %arg2: tensor<f32>) -> tensor<128xf32> {
    %0 = stablehlo.convert %arg2 : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %2 = stablehlo.select %arg0, %arg1, %1 : tensor<i1>, tensor<128xf32>
    return %2 : tensor<128xf32>
  }
  func.func private @relu_4(%arg0: tensor<32x8x8x128xf32>) -> tensor<32x8x8x128xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<32x8x8x128xf32>
    %1 = stablehlo.maximum %arg0, %0 : tensor<32x8x8x128xf32>
    return %1 : tensor<32x8x8x128xf32>
  }
  func.func private @log_softmax(%arg0: tensor<32x10xf32>) -> (tensor<32x10xf32>, tensor<32x10xf32>, tensor<32x1xf32>) {
    %cst = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %0 = stablehlo.reduce(%arg0 init: %cst) applies stablehlo.maximum across dimensions = [1] : (tensor<32x10xf32>, tensor<f32>) -> tensor<32xf32>
    %cst_0 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %2 = stablehlo.maximum %1, %0 : tensor<32xf32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [0] : (tensor<32xf32>) -> tensor<32x1xf32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [0, 1] : (tensor<32x1xf32>) -> tensor<32x10xf32>
    %5 = stablehlo.subtract %arg0, %4 : tensor<32x10xf32>
    %6 = stablehlo.exponential %5 : tensor<32x10xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %7 = stablehlo.reduce(%6 init: %cst_1) applies stablehlo.add across dimensions = [1] : (tensor<32x10xf32>, tensor<f32>) -> tensor<32xf32>
    %8 = stablehlo.broadcast_in_dim %7, dims = [0] : (tensor<32xf32>) -> tensor<32x1xf32>
    %9 = stablehlo.log %8 : tensor<32x1xf32>
    %10 = stablehlo.broadcast_in_dim %9, dims = [0, 1] : (tensor<32x1xf32>) -> tensor<32x10xf32>
    %11 = stablehlo.subtract %5, %10 : tensor<32x10xf32>
    return %11, %6, %8 : tensor<32x10xf32>, tensor<32x10xf32>, tensor<32x1xf32>
  }
  func.func private @take_along_axis(%arg0: tensor<32x10xf32>, %arg1: tensor<32x1xi32>) -> (tensor<32x1xf32>, tensor<32x1x1xi32>) {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<32x1xi32>
    %1 = stablehlo.compare LT, %arg1, %0, SIGNED : (tensor<32x1xi32>, tensor<32x1xi32>) -> tensor<32x1xi1>
    %c_0 = stablehlo.constant dense<10> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<32x1xi32>
    %3 = stablehlo.add %arg1, %2 : tensor<32x1xi32>
    %4 = stablehlo.select %1, %3, %arg1 : tensor<32x1xi1>, tensor<32x1xi32>
    %5 = stablehlo.reshape %4 : (tensor<32x1xi32>) -> tensor<32x1x1xi32>
    %c_1 = stablehlo.constant dense<9> : tensor<1xi32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %6 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<32x1x1xi32>
    %7 = stablehlo.compare GE, %5, %6, SIGNED : (tensor<32x1x1xi32>, tensor<32x1x1xi32>) -> tensor<32x1x1xi1>
    %8 = stablehlo.broadcast_in_dim %c_1, dims = [2] : (tensor<1xi32>) -> tensor<1x1x1xi32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0, 1, 2] : (tensor<1x1x1xi32>) -> tensor<32x1x1xi32>
    %10 = stablehlo.compare LE, %5, %9, SIGNED : (tensor<32x1x1xi32>, tensor<32x1x1xi32>) -> tensor<32x1x1xi1>
    %11 = stablehlo.and %7, %10 : tensor<32x1x1xi1>
    %c_3 = stablehlo.constant dense<true> : tensor<i1>
    %12 = stablehlo.reduce(%11 init: %c_3) applies stablehlo.and across dimensions = [2] : (tensor<32x1x1xi1>, tensor<i1>) -> tensor<32x1xi1>
    %13 = "stablehlo.gather"(%arg0, %5) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [1], operand_batching_dims = [0], start_indices_batching_dims = [0], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1>}> : (tensor<32x10xf32>, tensor<32x1x1xi32>) -> tensor<32x1xf32>
    %cst = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %14 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<32x1xf32>
    %15 = stablehlo.select %12, %13, %14 : tensor<32x1xi1>, tensor<32x1xf32>
    return %15, %5 : tensor<32x1xf32>, tensor<32x1x1xi32>
  }
  func.func private @take_along_axis_5(%arg0: tensor<32x1x1xi32>, %arg1: tensor<32x1xf32>) -> tensor<32x10xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<32x10xf32>
    %1 = "stablehlo.scatter"(%0, %arg0, %arg1) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [1], input_batching_dims = [0], scatter_indices_batching_dims = [0], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      %2 = stablehlo.add %arg2, %arg3 : tensor<f32>
      stablehlo.return %2 : tensor<f32>
    }) : (tensor<32x10xf32>, tensor<32x1x1xi32>, tensor<32x1xf32>) -> tensor<32x10xf32>
    return %1 : tensor<32x10xf32>
  }
  func.func private @log_softmax_6(%arg0: tensor<32x10xf32>, %arg1: tensor<32x1xf32>, %arg2: tensor<32x10xf32>) -> tensor<32x10xf32> {
    %0 = stablehlo.negate %arg2 : tensor<32x10xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1 = stablehlo.reduce(%0 init: %cst) applies stablehlo.add across dimensions = [1] : (tensor<32x10xf32>, tensor<f32>) -> tensor<32xf32>
    %2 = stablehlo.reshape %1 : (tensor<32xf32>) -> tensor<32x1xf32>
    %3 = stablehlo.divide %2, %arg1 : tensor<32x1xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %4 = stablehlo.reduce(%3 init: %cst_0) applies stablehlo.add across dimensions = [1] : (tensor<32x1xf32>, tensor<f32>) -> tensor<32xf32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0] : (tensor<32xf32>) -> tensor<32x10xf32>
    %6 = stablehlo.multiply %5, %arg0 : tensor<32x10xf32>
    %7 = stablehlo.add %arg2, %6 : tensor<32x10xf32>
    return %7 : tensor<32x10xf32>
  }
  func.func private @_var_7(%arg0: tensor<32x8x8x128xf32>, %arg1: tensor<f32>, %arg2: tensor<i1>, %arg3: tensor<128xf32>) -> tensor<32x8x8x128xf32> {
    %0 = call @_where_8(%arg2, %arg3) : (tensor<i1>, tensor<128xf32>) -> tensor<128xf32>
    %1 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %2 = stablehlo.divide %0, %1 : tensor<128xf32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [3] : (tensor<128xf32>) -> tensor<32x8x8x128xf32>
    %4 = stablehlo.multiply %3, %arg0 : tensor<32x8x8x128xf32>
    %5 = stablehlo.negate %4 : tensor<32x8x8x128xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %6 = stablehlo.reduce(%5 init: %cst) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<32x8x8x128xf32>, tensor<f32>) -> tensor<128xf32>
    %7 = stablehlo.reshape %6 : (tensor<128xf32>) -> tensor<1x1x1x128xf32>
    %cst_0 = stablehlo.constant dense<2.048000e+03> : tensor<f32>
    %8 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<1x1x1x128xf32>
    %9 = stablehlo.divide %7, %8 : tensor<1x1x1x128xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %10 = stablehlo.reduce(%9 init: %cst_1) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<1x1x1x128xf32>, tensor<f32>) -> tensor<128xf32>
    %11 = stablehlo.broadcast_in_dim %10, dims = [3] : (tensor<128xf32>) -> tensor<32x8x8x128xf32>
    %12 = stablehlo.add %4, %11 : tensor<32x8x8x128xf32>
    return %12 : tensor<32x8x8x128xf32>
  }
  func.func private @_where_8(%arg0: tensor<i1>, %arg1: tensor<128xf32>) -> tensor<128xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1 = stablehlo.select %arg0, %arg1, %0 : tensor<i1>, tensor<128xf32>
    return %1 : tensor<128xf32>
  }
  func.func private @_var_9(%arg0: tensor<32x16x16x64xf32>, %arg1: tensor<f32>, %arg2: tensor<i1>, %arg3: tensor<64xf32>) -> tensor<32x16x16x64xf32> {
    %0 = call @_where_10(%arg2, %arg3) : (tensor<i1>, tensor<64xf32>) -> tensor<64xf32>
    %1 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %2 = stablehlo.divide %0, %1 : tensor<64xf32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [3] : (tensor<64xf32>) -> tensor<32x16x16x64xf32>
    %4 = stablehlo.multiply %3, %arg0 : tensor<32x16x16x64xf32>
    %5 = stablehlo.negate %4 : tensor<32x16x16x64xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %6 = stablehlo.reduce(%5 init: %cst) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<32x16x16x64xf32>, tensor<f32>) -> tensor<64xf32>
    %7 = stablehlo.reshape %6 : (tensor<64xf32>) -> tensor<1x1x1x64xf32>
    %cst_0 = stablehlo.constant dense<8.192000e+03> : tensor<f32>
    %8 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<1x1x1x64xf32>
    %9 = stablehlo.divide %7, %8 : tensor<1x1x1x64xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %10 = stablehlo.reduce(%9 init: %cst_1) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<1x1x1x64xf32>, tensor<f32>) -> tensor<64xf32>
    %11 = stablehlo.broadcast_in_dim %10, dims = [3] : (tensor<64xf32>) -> tensor<32x16x16x64xf32>
    %12 = stablehlo.add %4, %11 : tensor<32x16x16x64xf32>
    return %12 : tensor<32x16x16x64xf32>
  }
  func.func private @_where_10(%arg0: tensor<i1>, %arg1: tensor<64xf32>) -> tensor<64xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1 = stablehlo.select %arg0, %arg1, %0 : tensor<i1>, tensor<64xf32>
    return %1 : tensor<64xf32>
  }
  func.func private @_var_11(%arg0: tensor<32x32x32x64xf32>, %arg1: tensor<f32>, %arg2: tensor<i1>, %arg3: tensor<64xf32>) -> tensor<32x32x32x64xf32> {
    %0 = call @_where_10(%arg2, %arg3) : (tensor<i1>, tensor<64xf32>) -> tensor<64xf32>
    %1 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %2 = stablehlo.divide %0, %1 : tensor<64xf32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [3] : (tensor<64xf32>) -> tensor<32x32x32x64xf32>
    %4 = stablehlo.multiply %3, %arg0 : tensor<32x32x32x64xf32>
    %5 = stablehlo.negate %4 : tensor<32x32x32x64xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %6 = stablehlo.reduce(%5 init: %cst) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<32x32x32x64xf32>, tensor<f32>) -> tensor<64xf32>
    %7 = stablehlo.reshape %6 : (tensor<64xf32>) -> tensor<1x1x1x64xf32>
    %cst_0 = stablehlo.constant dense<3.276800e+04> : tensor<f32>
    %8 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<1x1x1x64xf32>
    %9 = stablehlo.divide %7, %8 : tensor<1x1x1x64xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %10 = stablehlo.reduce(%9 init: %cst_1) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<1x1x1x64xf32>, tensor<f32>) -> tensor<64xf32>
    %11 = stablehlo.broadcast_in_dim %10, dims = [3] : (tensor<64xf32>) -> tensor<32x32x32x64xf32>
    %12 = stablehlo.add %4, %11 : tensor<32x32x32x64xf32>
    return %12 : tensor<32x32x32x64xf32>
  }
}
