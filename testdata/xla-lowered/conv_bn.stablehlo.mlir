module @jit_conv_bn attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<3x3x3x32xf32> {tf.aliasing_output = 0 : i32}, %arg1: tensor<32xf32> {tf.aliasing_output = 1 : i32}, %arg2: tensor<32xf32> {tf.aliasing_output = 2 : i32}, %arg3: tensor<3x3x32x64xf32> {tf.aliasing_output = 3 : i32}, %arg4: tensor<64xf32> {tf.aliasing_output = 4 : i32}, %arg5: tensor<64xf32> {tf.aliasing_output = 5 : i32}, %arg6: tensor<3x3x64x128xf32> {tf.aliasing_output = 6 : i32}, %arg7: tensor<128xf32> {tf.aliasing_output = 7 : i32}, %arg8: tensor<128xf32> {tf.aliasing_output = 8 : i32}, %arg9: tensor<128x10xf32> {tf.aliasing_output = 9 : i32}, %arg10: tensor<32xf32> {tf.aliasing_output = 10 : i32}, %arg11: tensor<32xf32> {tf.aliasing_output = 11 : i32}, %arg12: tensor<64xf32> {tf.aliasing_output = 12 : i32}, %arg13: tensor<64xf32> {tf.aliasing_output = 13 : i32}, %arg14: tensor<128xf32> {tf.aliasing_output = 14 : i32}, %arg15: tensor<128xf32> {tf.aliasing_output = 15 : i32}, %arg16: tensor<32x32x32x3xf32>, %arg17: tensor<32x10xf32>) -> (tensor<3x3x3x32xf32> {jax.result_info = "result[0]['conv'][0][0]"}, tensor<32xf32> {jax.result_info = "result[0]['conv'][0][1]"}, tensor<32xf32> {jax.result_info = "result[0]['conv'][0][2]"}, tensor<3x3x32x64xf32> {jax.result_info = "result[0]['conv'][1][0]"}, tensor<64xf32> {jax.result_info = "result[0]['conv'][1][1]"}, tensor<64xf32> {jax.result_info = "result[0]['conv'][1][2]"}, tensor<3x3x64x128xf32> {jax.result_info = "result[0]['conv'][2][0]"}, tensor<128xf32> {jax.result_info = "result[0]['conv'][2][1]"}, tensor<128xf32> {jax.result_info = "result[0]['conv'][2][2]"}, tensor<128x10xf32> {jax.result_info = "result[0]['head']"}, tensor<32xf32> {jax.result_info = "result[1][0][0]"}, tensor<32xf32> {jax.result_info = "result[1][0][1]"}, tensor<64xf32> {jax.result_info = "result[1][1][0]"}, tensor<64xf32> {jax.result_info = "result[1][1][1]"}, tensor<128xf32> {jax.result_info = "result[1][2][0]"}, tensor<128xf32> {jax.result_info = "result[1][2][1]"}, tensor<f32> {jax.result_info = "result[2]"}) {
    %0 = stablehlo.convolution(%arg16, %arg0) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<32x32x32x3xf32>, tensor<3x3x3x32xf32>) -> tensor<32x32x32x32xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1 = stablehlo.reduce(%0 init: %cst) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<32x32x32x32xf32>, tensor<f32>) -> tensor<32xf32>
    %cst_0 = stablehlo.constant dense<3.276800e+04> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %3 = stablehlo.divide %1, %2 : tensor<32xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %4:4 = call @_var(%0, %c) : (tensor<32x32x32x32xf32>, tensor<i32>) -> (tensor<32xf32>, tensor<32x32x32x32xf32>, tensor<f32>, tensor<i1>)
    %5 = stablehlo.broadcast_in_dim %3, dims = [3] : (tensor<32xf32>) -> tensor<1x1x1x32xf32>
    %6 = stablehlo.broadcast_in_dim %5, dims = [0, 1, 2, 3] : (tensor<1x1x1x32xf32>) -> tensor<32x32x32x32xf32>
    %7 = stablehlo.subtract %0, %6 : tensor<32x32x32x32xf32>
    %cst_1 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %8 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %9 = stablehlo.add %4#0, %8 : tensor<32xf32>
    %10 = stablehlo.rsqrt %9 : tensor<32xf32>
    %11 = stablehlo.divide %10, %9 : tensor<32xf32>
    %cst_2 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %12 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %13 = stablehlo.multiply %12, %11 : tensor<32xf32>
    %14 = stablehlo.broadcast_in_dim %10, dims = [3] : (tensor<32xf32>) -> tensor<1x1x1x32xf32>
    %15 = stablehlo.broadcast_in_dim %14, dims = [0, 1, 2, 3] : (tensor<1x1x1x32xf32>) -> tensor<32x32x32x32xf32>
    %16 = stablehlo.multiply %7, %15 : tensor<32x32x32x32xf32>
    %17 = stablehlo.broadcast_in_dim %arg1, dims = [3] : (tensor<32xf32>) -> tensor<1x1x1x32xf32>
    %18 = stablehlo.broadcast_in_dim %17, dims = [0, 1, 2, 3] : (tensor<1x1x1x32xf32>) -> tensor<32x32x32x32xf32>
    %19 = stablehlo.multiply %16, %18 : tensor<32x32x32x32xf32>
    %20 = stablehlo.broadcast_in_dim %arg2, dims = [3] : (tensor<32xf32>) -> tensor<1x1x1x32xf32>
    %21 = stablehlo.broadcast_in_dim %20, dims = [0, 1, 2, 3] : (tensor<1x1x1x32xf32>) -> tensor<32x32x32x32xf32>
    %22 = stablehlo.add %19, %21 : tensor<32x32x32x32xf32>
    %cst_3 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %23 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %24 = stablehlo.multiply %23, %arg10 : tensor<32xf32>
    %cst_4 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %25 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %26 = stablehlo.multiply %25, %3 : tensor<32xf32>
    %27 = stablehlo.add %24, %26 : tensor<32xf32>
    %cst_5 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %28 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %29 = stablehlo.multiply %28, %arg11 : tensor<32xf32>
    %cst_6 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %30 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %31 = stablehlo.multiply %30, %4#0 : tensor<32xf32>
    %32 = stablehlo.add %29, %31 : tensor<32xf32>
    %33 = call @relu(%22) : (tensor<32x32x32x32xf32>) -> tensor<32x32x32x32xf32>
    %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %34 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<32x32x32x32xf32>
    %35 = stablehlo.compare GT, %22, %34, FLOAT : (tensor<32x32x32x32xf32>, tensor<32x32x32x32xf32>) -> tensor<32x32x32x32xi1>
    %36 = stablehlo.convolution(%33, %arg3) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [2, 2], pad = [[0, 1], [0, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<32x32x32x32xf32>, tensor<3x3x32x64xf32>) -> tensor<32x16x16x64xf32>
    %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %37 = stablehlo.reduce(%36 init: %cst_8) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<32x16x16x64xf32>, tensor<f32>) -> tensor<64xf32>
    %cst_9 = stablehlo.constant dense<8.192000e+03> : tensor<f32>
    %38 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %39 = stablehlo.divide %37, %38 : tensor<64xf32>
    %c_10 = stablehlo.constant dense<0> : tensor<i32>
    %40:4 = call @_var_0(%36, %c_10) : (tensor<32x16x16x64xf32>, tensor<i32>) -> (tensor<64xf32>, tensor<32x16x16x64xf32>, tensor<f32>, tensor<i1>)
    %41 = stablehlo.broadcast_in_dim %39, dims = [3] : (tensor<64xf32>) -> tensor<1x1x1x64xf32>
    %42 = stablehlo.broadcast_in_dim %41, dims = [0, 1, 2, 3] : (tensor<1x1x1x64xf32>) -> tensor<32x16x16x64xf32>
    %43 = stablehlo.subtract %36, %42 : tensor<32x16x16x64xf32>
    %cst_11 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %44 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %45 = stablehlo.add %40#0, %44 : tensor<64xf32>
    %46 = stablehlo.rsqrt %45 : tensor<64xf32>
    %47 = stablehlo.divide %46, %45 : tensor<64xf32>
    %cst_12 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %48 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %49 = stablehlo.multiply %48, %47 : tensor<64xf32>
    %50 = stablehlo.broadcast_in_dim %46, dims = [3] : (tensor<64xf32>) -> tensor<1x1x1x64xf32>
    %51 = stablehlo.broadcast_in_dim %50, dims = [0, 1, 2, 3] : (tensor<1x1x1x64xf32>) -> tensor<32x16x16x64xf32>
    %52 = stablehlo.multiply %43, %51 : tensor<32x16x16x64xf32>
    %53 = stablehlo.broadcast_in_dim %arg4, dims = [3] : (tensor<64xf32>) -> tensor<1x1x1x64xf32>
    %54 = stablehlo.broadcast_in_dim %53, dims = [0, 1, 2, 3] : (tensor<1x1x1x64xf32>) -> tensor<32x16x16x64xf32>
    %55 = stablehlo.multiply %52, %54 : tensor<32x16x16x64xf32>
    %56 = stablehlo.broadcast_in_dim %arg5, dims = [3] : (tensor<64xf32>) -> tensor<1x1x1x64xf32>
    %57 = stablehlo.broadcast_in_dim %56, dims = [0, 1, 2, 3] : (tensor<1x1x1x64xf32>) -> tensor<32x16x16x64xf32>
    %58 = stablehlo.add %55, %57 : tensor<32x16x16x64xf32>
    %cst_13 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %59 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %60 = stablehlo.multiply %59, %arg12 : tensor<64xf32>
    %cst_14 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %61 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %62 = stablehlo.multiply %61, %39 : tensor<64xf32>
    %63 = stablehlo.add %60, %62 : tensor<64xf32>
    %cst_15 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %64 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %65 = stablehlo.multiply %64, %arg13 : tensor<64xf32>
    %cst_16 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %66 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %67 = stablehlo.multiply %66, %40#0 : tensor<64xf32>
    %68 = stablehlo.add %65, %67 : tensor<64xf32>
    %69 = call @relu_2(%58) : (tensor<32x16x16x64xf32>) -> tensor<32x16x16x64xf32>
    %cst_17 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %70 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<f32>) -> tensor<32x16x16x64xf32>
    %71 = stablehlo.compare GT, %58, %70, FLOAT : (tensor<32x16x16x64xf32>, tensor<32x16x16x64xf32>) -> tensor<32x16x16x64xi1>
    %72 = stablehlo.convolution(%69, %arg6) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [2, 2], pad = [[0, 1], [0, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<32x16x16x64xf32>, tensor<3x3x64x128xf32>) -> tensor<32x8x8x128xf32>
    %cst_18 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %73 = stablehlo.reduce(%72 init: %cst_18) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<32x8x8x128xf32>, tensor<f32>) -> tensor<128xf32>
    %cst_19 = stablehlo.constant dense<2.048000e+03> : tensor<f32>
    %74 = stablehlo.broadcast_in_dim %cst_19, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %75 = stablehlo.divide %73, %74 : tensor<128xf32>
    %c_20 = stablehlo.constant dense<0> : tensor<i32>
    %76:4 = call @_var_3(%72, %c_20) : (tensor<32x8x8x128xf32>, tensor<i32>) -> (tensor<128xf32>, tensor<32x8x8x128xf32>, tensor<f32>, tensor<i1>)
    %77 = stablehlo.broadcast_in_dim %75, dims = [3] : (tensor<128xf32>) -> tensor<1x1x1x128xf32>
    %78 = stablehlo.broadcast_in_dim %77, dims = [0, 1, 2, 3] : (tensor<1x1x1x128xf32>) -> tensor<32x8x8x128xf32>
    %79 = stablehlo.subtract %72, %78 : tensor<32x8x8x128xf32>
    %cst_21 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %80 = stablehlo.broadcast_in_dim %cst_21, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %81 = stablehlo.add %76#0, %80 : tensor<128xf32>
    %82 = stablehlo.rsqrt %81 : tensor<128xf32>
    %83 = stablehlo.divide %82, %81 : tensor<128xf32>
    %cst_22 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %84 = stablehlo.broadcast_in_dim %cst_22, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %85 = stablehlo.multiply %84, %83 : tensor<128xf32>
    %86 = stablehlo.broadcast_in_dim %82, dims = [3] : (tensor<128xf32>) -> tensor<1x1x1x128xf32>
    %87 = stablehlo.broadcast_in_dim %86, dims = [0, 1, 2, 3] : (tensor<1x1x1x128xf32>) -> tensor<32x8x8x128xf32>
    %88 = stablehlo.multiply %79, %87 : tensor<32x8x8x128xf32>
    %89 = stablehlo.broadcast_in_dim %arg7, dims = [3] : (tensor<128xf32>) -> tensor<1x1x1x128xf32>
    %90 = stablehlo.broadcast_in_dim %89, dims = [0, 1, 2, 3] : (tensor<1x1x1x128xf32>) -> tensor<32x8x8x128xf32>
    %91 = stablehlo.multiply %88, %90 : tensor<32x8x8x128xf32>
    %92 = stablehlo.broadcast_in_dim %arg8, dims = [3] : (tensor<128xf32>) -> tensor<1x1x1x128xf32>
    %93 = stablehlo.broadcast_in_dim %92, dims = [0, 1, 2, 3] : (tensor<1x1x1x128xf32>) -> tensor<32x8x8x128xf32>
    %94 = stablehlo.add %91, %93 : tensor<32x8x8x128xf32>
    %cst_23 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %95 = stablehlo.broadcast_in_dim %cst_23, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %96 = stablehlo.multiply %95, %arg14 : tensor<128xf32>
    %cst_24 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %97 = stablehlo.broadcast_in_dim %cst_24, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %98 = stablehlo.multiply %97, %75 : tensor<128xf32>
    %99 = stablehlo.add %96, %98 : tensor<128xf32>
    %cst_25 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %100 = stablehlo.broadcast_in_dim %cst_25, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %101 = stablehlo.multiply %100, %arg15 : tensor<128xf32>
    %cst_26 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %102 = stablehlo.broadcast_in_dim %cst_26, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %103 = stablehlo.multiply %102, %76#0 : tensor<128xf32>
    %104 = stablehlo.add %101, %103 : tensor<128xf32>
    %105 = call @relu_5(%94) : (tensor<32x8x8x128xf32>) -> tensor<32x8x8x128xf32>
    %cst_27 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %106 = stablehlo.broadcast_in_dim %cst_27, dims = [] : (tensor<f32>) -> tensor<32x8x8x128xf32>
    %107 = stablehlo.compare GT, %94, %106, FLOAT : (tensor<32x8x8x128xf32>, tensor<32x8x8x128xf32>) -> tensor<32x8x8x128xi1>
    %cst_28 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %108 = stablehlo.reduce(%105 init: %cst_28) applies stablehlo.add across dimensions = [1, 2] : (tensor<32x8x8x128xf32>, tensor<f32>) -> tensor<32x128xf32>
    %cst_29 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %109 = stablehlo.broadcast_in_dim %cst_29, dims = [] : (tensor<f32>) -> tensor<32x128xf32>
    %110 = stablehlo.divide %108, %109 : tensor<32x128xf32>
    %111 = stablehlo.dot_general %110, %arg9, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x128xf32>, tensor<128x10xf32>) -> tensor<32x10xf32>
    %112:3 = call @log_softmax(%111) : (tensor<32x10xf32>) -> (tensor<32x10xf32>, tensor<32x10xf32>, tensor<32x1xf32>)
    %113 = stablehlo.multiply %112#0, %arg17 : tensor<32x10xf32>
    %cst_30 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %114 = stablehlo.reduce(%113 init: %cst_30) applies stablehlo.add across dimensions = [1] : (tensor<32x10xf32>, tensor<f32>) -> tensor<32xf32>
    %cst_31 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %115 = stablehlo.reduce(%114 init: %cst_31) applies stablehlo.add across dimensions = [0] : (tensor<32xf32>, tensor<f32>) -> tensor<f32>
    %cst_32 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %116 = stablehlo.divide %115, %cst_32 : tensor<f32>
    %117 = stablehlo.negate %116 : tensor<f32>
    %cst_33 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %118 = stablehlo.negate %cst_33 : tensor<f32>
    %cst_34 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %119 = stablehlo.divide %118, %cst_34 : tensor<f32>
    %120 = stablehlo.broadcast_in_dim %119, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %121 = stablehlo.broadcast_in_dim %120, dims = [0] : (tensor<32xf32>) -> tensor<32x10xf32>
    %122 = stablehlo.multiply %121, %arg17 : tensor<32x10xf32>
    %123 = call @log_softmax_6(%112#1, %112#2, %122) : (tensor<32x10xf32>, tensor<32x1xf32>, tensor<32x10xf32>) -> tensor<32x10xf32>
    %124 = stablehlo.dot_general %123, %110, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x10xf32>, tensor<32x128xf32>) -> tensor<10x128xf32>
    %125 = stablehlo.transpose %124, dims = [1, 0] : (tensor<10x128xf32>) -> tensor<128x10xf32>
    %126 = stablehlo.dot_general %123, %arg9, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<32x10xf32>, tensor<128x10xf32>) -> tensor<32x128xf32>
    %cst_35 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %127 = stablehlo.broadcast_in_dim %cst_35, dims = [] : (tensor<f32>) -> tensor<32x128xf32>
    %128 = stablehlo.divide %126, %127 : tensor<32x128xf32>
    %129 = stablehlo.broadcast_in_dim %128, dims = [0, 3] : (tensor<32x128xf32>) -> tensor<32x8x8x128xf32>
    %cst_36 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %130 = stablehlo.broadcast_in_dim %cst_36, dims = [] : (tensor<f32>) -> tensor<32x8x8x128xf32>
    %131 = stablehlo.select %107, %129, %130 : tensor<32x8x8x128xi1>, tensor<32x8x8x128xf32>
    %cst_37 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %132 = stablehlo.reduce(%131 init: %cst_37) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<32x8x8x128xf32>, tensor<f32>) -> tensor<128xf32>
    %133 = stablehlo.reshape %132 : (tensor<128xf32>) -> tensor<1x1x1x128xf32>
    %cst_38 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %134 = stablehlo.reduce(%133 init: %cst_38) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<1x1x1x128xf32>, tensor<f32>) -> tensor<128xf32>
    %135 = stablehlo.multiply %88, %131 : tensor<32x8x8x128xf32>
    %cst_39 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %136 = stablehlo.reduce(%135 init: %cst_39) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<32x8x8x128xf32>, tensor<f32>) -> tensor<128xf32>
    %137 = stablehlo.reshape %136 : (tensor<128xf32>) -> tensor<1x1x1x128xf32>
    %138 = stablehlo.broadcast_in_dim %89, dims = [0, 1, 2, 3] : (tensor<1x1x1x128xf32>) -> tensor<32x8x8x128xf32>
    %139 = stablehlo.multiply %131, %138 : tensor<32x8x8x128xf32>
    %cst_40 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %140 = stablehlo.reduce(%137 init: %cst_40) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<1x1x1x128xf32>, tensor<f32>) -> tensor<128xf32>
    %141 = stablehlo.multiply %79, %139 : tensor<32x8x8x128xf32>
    %cst_41 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %142 = stablehlo.reduce(%141 init: %cst_41) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<32x8x8x128xf32>, tensor<f32>) -> tensor<128xf32>
    %143 = stablehlo.reshape %142 : (tensor<128xf32>) -> tensor<1x1x1x128xf32>
    %144 = stablehlo.broadcast_in_dim %86, dims = [0, 1, 2, 3] : (tensor<1x1x1x128xf32>) -> tensor<32x8x8x128xf32>
    %145 = stablehlo.multiply %139, %144 : tensor<32x8x8x128xf32>
    %cst_42 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %146 = stablehlo.reduce(%143 init: %cst_42) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<1x1x1x128xf32>, tensor<f32>) -> tensor<128xf32>
    %147 = stablehlo.multiply %146, %85 : tensor<128xf32>
    %148 = stablehlo.negate %145 : tensor<32x8x8x128xf32>
    %cst_43 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %149 = stablehlo.reduce(%148 init: %cst_43) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<32x8x8x128xf32>, tensor<f32>) -> tensor<128xf32>
    %150 = stablehlo.reshape %149 : (tensor<128xf32>) -> tensor<1x1x1x128xf32>
    %cst_44 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %151 = stablehlo.reduce(%150 init: %cst_44) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<1x1x1x128xf32>, tensor<f32>) -> tensor<128xf32>
    %152 = call @_var_7(%76#1, %76#2, %76#3, %147) : (tensor<32x8x8x128xf32>, tensor<f32>, tensor<i1>, tensor<128xf32>) -> tensor<32x8x8x128xf32>
    %153 = stablehlo.add %145, %152 : tensor<32x8x8x128xf32>
    %cst_45 = stablehlo.constant dense<2.048000e+03> : tensor<f32>
    %154 = stablehlo.broadcast_in_dim %cst_45, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %155 = stablehlo.divide %151, %154 : tensor<128xf32>
    %156 = stablehlo.broadcast_in_dim %155, dims = [3] : (tensor<128xf32>) -> tensor<32x8x8x128xf32>
    %157 = stablehlo.add %153, %156 : tensor<32x8x8x128xf32>
    %158 = stablehlo.convolution(%69, %157) dim_numbers = [f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f], window = {stride = [1, 1], pad = [[0, 1], [0, 1]], lhs_dilate = [1, 1], rhs_dilate = [2, 2], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<32x16x16x64xf32>, tensor<32x8x8x128xf32>) -> tensor<3x3x64x128xf32>
    %159 = stablehlo.reverse %arg6, dims = [0, 1] : tensor<3x3x64x128xf32>
    %160 = stablehlo.convolution(%157, %159) dim_numbers = [b, 0, 1, f]x[0, 1, o, i]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[2, 1], [2, 1]], lhs_dilate = [2, 2], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<32x8x8x128xf32>, tensor<3x3x64x128xf32>) -> tensor<32x16x16x64xf32>
    %cst_46 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %161 = stablehlo.broadcast_in_dim %cst_46, dims = [] : (tensor<f32>) -> tensor<32x16x16x64xf32>
    %162 = stablehlo.select %71, %160, %161 : tensor<32x16x16x64xi1>, tensor<32x16x16x64xf32>
    %cst_47 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %163 = stablehlo.reduce(%162 init: %cst_47) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<32x16x16x64xf32>, tensor<f32>) -> tensor<64xf32>
    %164 = stablehlo.reshape %163 : (tensor<64xf32>) -> tensor<1x1x1x64xf32>
    %cst_48 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %165 = stablehlo.reduce(%164 init: %cst_48) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<1x1x1x64xf32>, tensor<f32>) -> tensor<64xf32>
    %166 = stablehlo.multiply %52, %162 : tensor<32x16x16x64xf32>
    %cst_49 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %167 = stablehlo.reduce(%166 init: %cst_49) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<32x16x16x64xf32>, tensor<f32>) -> tensor<64xf32>
    %168 = stablehlo.reshape %167 : (tensor<64xf32>) -> tensor<1x1x1x64xf32>
    %169 = stablehlo.broadcast_in_dim %53, dims = [0, 1, 2, 3] : (tensor<1x1x1x64xf32>) -> tensor<32x16x16x64xf32>
    %170 = stablehlo.multiply %162, %169 : tensor<32x16x16x64xf32>
    %cst_50 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %171 = stablehlo.reduce(%168 init: %cst_50) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<1x1x1x64xf32>, tensor<f32>) -> tensor<64xf32>
    %172 = stablehlo.multiply %43, %170 : tensor<32x16x16x64xf32>
    %cst_51 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %173 = stablehlo.reduce(%172 init: %cst_51) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<32x16x16x64xf32>, tensor<f32>) -> tensor<64xf32>
    %174 = stablehlo.reshape %173 : (tensor<64xf32>) -> tensor<1x1x1x64xf32>
    %175 = stablehlo.broadcast_in_dim %50, dims = [0, 1, 2, 3] : (tensor<1x1x1x64xf32>) -> tensor<32x16x16x64xf32>
    %176 = stablehlo.multiply %170, %175 : tensor<32x16x16x64xf32>
    %cst_52 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %177 = stablehlo.reduce(%174 init: %cst_52) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<1x1x1x64xf32>, tensor<f32>) -> tensor<64xf32>
    %178 = stablehlo.multiply %177, %49 : tensor<64xf32>
    %179 = stablehlo.negate %176 : tensor<32x16x16x64xf32>
    %cst_53 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %180 = stablehlo.reduce(%179 init: %cst_53) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<32x16x16x64xf32>, tensor<f32>) -> tensor<64xf32>
    %181 = stablehlo.reshape %180 : (tensor<64xf32>) -> tensor<1x1x1x64xf32>
    %cst_54 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %182 = stablehlo.reduce(%181 init: %cst_54) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<1x1x1x64xf32>, tensor<f32>) -> tensor<64xf32>
    %183 = call @_var_9(%40#1, %40#2, %40#3, %178) : (tensor<32x16x16x64xf32>, tensor<f32>, tensor<i1>, tensor<64xf32>) -> tensor<32x16x16x64xf32>
    %184 = stablehlo.add %176, %183 : tensor<32x16x16x64xf32>
    %cst_55 = stablehlo.constant dense<8.192000e+03> : tensor<f32>
    %185 = stablehlo.broadcast_in_dim %cst_55, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %186 = stablehlo.divide %182, %185 : tensor<64xf32>
    %187 = stablehlo.broadcast_in_dim %186, dims = [3] : (tensor<64xf32>) -> tensor<32x16x16x64xf32>
    %188 = stablehlo.add %184, %187 : tensor<32x16x16x64xf32>
    %189 = stablehlo.convolution(%33, %188) dim_numbers = [f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f], window = {stride = [1, 1], pad = [[0, 1], [0, 1]], lhs_dilate = [1, 1], rhs_dilate = [2, 2], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<32x32x32x32xf32>, tensor<32x16x16x64xf32>) -> tensor<3x3x32x64xf32>
    %190 = stablehlo.reverse %arg3, dims = [0, 1] : tensor<3x3x32x64xf32>
    %191 = stablehlo.convolution(%188, %190) dim_numbers = [b, 0, 1, f]x[0, 1, o, i]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[2, 1], [2, 1]], lhs_dilate = [2, 2], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<32x16x16x64xf32>, tensor<3x3x32x64xf32>) -> tensor<32x32x32x32xf32>
    %cst_56 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %192 = stablehlo.broadcast_in_dim %cst_56, dims = [] : (tensor<f32>) -> tensor<32x32x32x32xf32>
    %193 = stablehlo.select %35, %191, %192 : tensor<32x32x32x32xi1>, tensor<32x32x32x32xf32>
    %cst_57 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %194 = stablehlo.reduce(%193 init: %cst_57) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<32x32x32x32xf32>, tensor<f32>) -> tensor<32xf32>
    %195 = stablehlo.reshape %194 : (tensor<32xf32>) -> tensor<1x1x1x32xf32>
    %cst_58 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %196 = stablehlo.reduce(%195 init: %cst_58) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<1x1x1x32xf32>, tensor<f32>) -> tensor<32xf32>
    %197 = stablehlo.multiply %16, %193 : tensor<32x32x32x32xf32>
    %cst_59 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %198 = stablehlo.reduce(%197 init: %cst_59) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<32x32x32x32xf32>, tensor<f32>) -> tensor<32xf32>
    %199 = stablehlo.reshape %198 : (tensor<32xf32>) -> tensor<1x1x1x32xf32>
    %200 = stablehlo.broadcast_in_dim %17, dims = [0, 1, 2, 3] : (tensor<1x1x1x32xf32>) -> tensor<32x32x32x32xf32>
    %201 = stablehlo.multiply %193, %200 : tensor<32x32x32x32xf32>
    %cst_60 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %202 = stablehlo.reduce(%199 init: %cst_60) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<1x1x1x32xf32>, tensor<f32>) -> tensor<32xf32>
    %203 = stablehlo.multiply %7, %201 : tensor<32x32x32x32xf32>
    %cst_61 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %204 = stablehlo.reduce(%203 init: %cst_61) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<32x32x32x32xf32>, tensor<f32>) -> tensor<32xf32>
    %205 = stablehlo.reshape %204 : (tensor<32xf32>) -> tensor<1x1x1x32xf32>
    %206 = stablehlo.broadcast_in_dim %14, dims = [0, 1, 2, 3] : (tensor<1x1x1x32xf32>) -> tensor<32x32x32x32xf32>
    %207 = stablehlo.multiply %201, %206 : tensor<32x32x32x32xf32>
    %cst_62 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %208 = stablehlo.reduce(%205 init: %cst_62) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<1x1x1x32xf32>, tensor<f32>) -> tensor<32xf32>
    %209 = stablehlo.multiply %208, %13 : tensor<32xf32>
    %210 = stablehlo.negate %207 : tensor<32x32x32x32xf32>
    %cst_63 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %211 = stablehlo.reduce(%210 init: %cst_63) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<32x32x32x32xf32>, tensor<f32>) -> tensor<32xf32>
    %212 = stablehlo.reshape %211 : (tensor<32xf32>) -> tensor<1x1x1x32xf32>
    %cst_64 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %213 = stablehlo.reduce(%212 init: %cst_64) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<1x1x1x32xf32>, tensor<f32>) -> tensor<32xf32>
    %214 = call @_var_11(%4#1, %4#2, %4#3, %209) : (tensor<32x32x32x32xf32>, tensor<f32>, tensor<i1>, tensor<32xf32>) -> tensor<32x32x32x32xf32>
    %215 = stablehlo.add %207, %214 : tensor<32x32x32x32xf32>
    %cst_65 = stablehlo.constant dense<3.276800e+04> : tensor<f32>
    %216 = stablehlo.broadcast_in_dim %cst_65, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %217 = stablehlo.divide %213, %216 : tensor<32xf32>
    %218 = stablehlo.broadcast_in_dim %217, dims = [3] : (tensor<32xf32>) -> tensor<32x32x32x32xf32>
    %219 = stablehlo.add %215, %218 : tensor<32x32x32x32xf32>
    %220 = stablehlo.convolution(%arg16, %219) dim_numbers = [f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<32x32x32x3xf32>, tensor<32x32x32x32xf32>) -> tensor<3x3x3x32xf32>
    %cst_66 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %221 = stablehlo.broadcast_in_dim %cst_66, dims = [] : (tensor<f32>) -> tensor<3x3x3x32xf32>
    %222 = stablehlo.multiply %221, %220 : tensor<3x3x3x32xf32>
    %223 = stablehlo.subtract %arg0, %222 : tensor<3x3x3x32xf32>
    %cst_67 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %224 = stablehlo.broadcast_in_dim %cst_67, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %225 = stablehlo.multiply %224, %202 : tensor<32xf32>
    %226 = stablehlo.subtract %arg1, %225 : tensor<32xf32>
    %cst_68 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %227 = stablehlo.broadcast_in_dim %cst_68, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %228 = stablehlo.multiply %227, %196 : tensor<32xf32>
    %229 = stablehlo.subtract %arg2, %228 : tensor<32xf32>
    %cst_69 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %230 = stablehlo.broadcast_in_dim %cst_69, dims = [] : (tensor<f32>) -> tensor<3x3x32x64xf32>
    %231 = stablehlo.multiply %230, %189 : tensor<3x3x32x64xf32>
    %232 = stablehlo.subtract %arg3, %231 : tensor<3x3x32x64xf32>
    %cst_70 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %233 = stablehlo.broadcast_in_dim %cst_70, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %234 = stablehlo.multiply %233, %171 : tensor<64xf32>
    %235 = stablehlo.subtract %arg4, %234 : tensor<64xf32>
    %cst_71 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %236 = stablehlo.broadcast_in_dim %cst_71, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %237 = stablehlo.multiply %236, %165 : tensor<64xf32>
    %238 = stablehlo.subtract %arg5, %237 : tensor<64xf32>
    %cst_72 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %239 = stablehlo.broadcast_in_dim %cst_72, dims = [] : (tensor<f32>) -> tensor<3x3x64x128xf32>
    %240 = stablehlo.multiply %239, %158 : tensor<3x3x64x128xf32>
    %241 = stablehlo.subtract %arg6, %240 : tensor<3x3x64x128xf32>
    %cst_73 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %242 = stablehlo.broadcast_in_dim %cst_73, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %243 = stablehlo.multiply %242, %140 : tensor<128xf32>
    %244 = stablehlo.subtract %arg7, %243 : tensor<128xf32>
    %cst_74 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %245 = stablehlo.broadcast_in_dim %cst_74, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %246 = stablehlo.multiply %245, %134 : tensor<128xf32>
    %247 = stablehlo.subtract %arg8, %246 : tensor<128xf32>
    %cst_75 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %248 = stablehlo.broadcast_in_dim %cst_75, dims = [] : (tensor<f32>) -> tensor<128x10xf32>
    %249 = stablehlo.multiply %248, %125 : tensor<128x10xf32>
    %250 = stablehlo.subtract %arg9, %249 : tensor<128x10xf32>
    return %223, %226, %229, %232, %235, %238, %241, %244, %247, %250, %27, %32, %63, %68, %99, %104, %117 : tensor<3x3x3x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<3x3x32x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<3x3x64x128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128x10xf32>, tensor<32xf32>, tensor<32xf32>, tensor<64xf32>, tensor<64xf32>, tensor<128xf32>, tensor<128xf32>, tensor<f32>
  }
  func.func private @_var(%arg0: tensor<32x32x32x32xf32>, %arg1: tensor<i32>) -> (tensor<32xf32>, tensor<32x32x32x32xf32>, tensor<f32>, tensor<i1>) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.reduce(%arg0 init: %cst) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<32x32x32x32xf32>, tensor<f32>) -> tensor<32xf32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [3] : (tensor<32xf32>) -> tensor<1x1x1x32xf32>
    %cst_0 = stablehlo.constant dense<3.276800e+04> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<1x1x1x32xf32>
    %3 = stablehlo.divide %1, %2 : tensor<1x1x1x32xf32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [0, 1, 2, 3] : (tensor<1x1x1x32xf32>) -> tensor<32x32x32x32xf32>
    %5 = stablehlo.subtract %arg0, %4 : tensor<32x32x32x32xf32>
    %6 = chlo.square %5 : tensor<32x32x32x32xf32> -> tensor<32x32x32x32xf32>
    %cst_1 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %7 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<32x32x32x32xf32>
    %8 = stablehlo.multiply %7, %5 : tensor<32x32x32x32xf32>
    %9 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<f32>
    %cst_2 = stablehlo.constant dense<3.276800e+04> : tensor<f32>
    %10 = stablehlo.subtract %cst_2, %9 : tensor<f32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %11 = stablehlo.reduce(%6 init: %cst_3) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<32x32x32x32xf32>, tensor<f32>) -> tensor<32xf32>
    %12 = stablehlo.broadcast_in_dim %10, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %13 = stablehlo.divide %11, %12 : tensor<32xf32>
    %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %14 = stablehlo.compare GT, %10, %cst_4, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_5 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %15 = call @_where(%14, %13, %cst_5) : (tensor<i1>, tensor<32xf32>, tensor<f32>) -> tensor<32xf32>
    return %15, %8, %10, %14 : tensor<32xf32>, tensor<32x32x32x32xf32>, tensor<f32>, tensor<i1>
  }
  func.func private @_where(%arg0: tensor<i1>, %arg1: tensor<32xf32>, %arg2: tensor<f32>) -> tensor<32xf32> {
    %0 = stablehlo.convert %arg2 : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %2 = stablehlo.select %arg0, %arg1, %1 : tensor<i1>, tensor<32xf32>
    return %2 : tensor<32xf32>
  }
  func.func private @relu(%arg0: tensor<32x32x32x32xf32>) -> tensor<32x32x32x32xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<32x32x32x32xf32>
    %1 = stablehlo.maximum %arg0, %0 : tensor<32x32x32x32xf32>
    return %1 : tensor<32x32x32x32xf32>
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
    %15 = call @_where_1(%14, %13, %cst_5) : (tensor<i1>, tensor<64xf32>, tensor<f32>) -> tensor<64xf32>
    return %15, %8, %10, %14 : tensor<64xf32>, tensor<32x16x16x64xf32>, tensor<f32>, tensor<i1>
  }
  func.func private @_where_1(%arg0: tensor<i1>, %arg1: tensor<64xf32>, %arg2: tensor<f32>) -> tensor<64xf32> {
    %0 = stablehlo.convert %arg2 : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %2 = stablehlo.select %arg0, %arg1, %1 : tensor<i1>, tensor<64xf32>
    return %2 : tensor<64xf32>
  }
  func.func private @relu_2(%arg0: tensor<32x16x16x64xf32>) -> tensor<32x16x16x64xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<32x16x16x64xf32>
    %1 = stablehlo.maximum %arg0, %0 : tensor<32x16x16x64xf32>
    return %1 : tensor<32x16x16x64xf32>
  }
  func.func private @_var_3(%arg0: tensor<32x8x8x128xf32>, %arg1: tensor<i32>) -> (tensor<128xf32>, tensor<32x8x8x128xf32>, tensor<f32>, tensor<i1>) {
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
    %15 = call @_where_4(%14, %13, %cst_5) : (tensor<i1>, tensor<128xf32>, tensor<f32>) -> tensor<128xf32>
    return %15, %8, %10, %14 : tensor<128xf32>, tensor<32x8x8x128xf32>, tensor<f32>, tensor<i1>
  }
  func.func private @_where_4(%arg0: tensor<i1>, %arg1: tensor<128xf32>, %arg2: tensor<f32>) -> tensor<128xf32> {
    %0 = stablehlo.convert %arg2 : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %2 = stablehlo.select %arg0, %arg1, %1 : tensor<i1>, tensor<128xf32>
    return %2 : tensor<128xf32>
  }
  func.func private @relu_5(%arg0: tensor<32x8x8x128xf32>) -> tensor<32x8x8x128xf32> {
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
  func.func private @_var_11(%arg0: tensor<32x32x32x32xf32>, %arg1: tensor<f32>, %arg2: tensor<i1>, %arg3: tensor<32xf32>) -> tensor<32x32x32x32xf32> {
    %0 = call @_where_12(%arg2, %arg3) : (tensor<i1>, tensor<32xf32>) -> tensor<32xf32>
    %1 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %2 = stablehlo.divide %0, %1 : tensor<32xf32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [3] : (tensor<32xf32>) -> tensor<32x32x32x32xf32>
    %4 = stablehlo.multiply %3, %arg0 : tensor<32x32x32x32xf32>
    %5 = stablehlo.negate %4 : tensor<32x32x32x32xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %6 = stablehlo.reduce(%5 init: %cst) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<32x32x32x32xf32>, tensor<f32>) -> tensor<32xf32>
    %7 = stablehlo.reshape %6 : (tensor<32xf32>) -> tensor<1x1x1x32xf32>
    %cst_0 = stablehlo.constant dense<3.276800e+04> : tensor<f32>
    %8 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<1x1x1x32xf32>
    %9 = stablehlo.divide %7, %8 : tensor<1x1x1x32xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %10 = stablehlo.reduce(%9 init: %cst_1) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<1x1x1x32xf32>, tensor<f32>) -> tensor<32xf32>
    %11 = stablehlo.broadcast_in_dim %10, dims = [3] : (tensor<32xf32>) -> tensor<32x32x32x32xf32>
    %12 = stablehlo.add %4, %11 : tensor<32x32x32x32xf32>
    return %12 : tensor<32x32x32x32xf32>
  }
  func.func private @_where_12(%arg0: tensor<i1>, %arg1: tensor<32xf32>) -> tensor<32xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1 = stablehlo.select %arg0, %arg1, %0 : tensor<i1>, tensor<32xf32>
    return %1 : tensor<32xf32>
  }
}
