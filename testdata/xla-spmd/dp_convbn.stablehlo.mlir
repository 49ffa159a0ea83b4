module @jit_dp_convbn attributes {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<3x3x16x32xf32> {mhlo.sharding = "{replicated}", tf.aliasing_output = 0 : i32}, %arg1: tensor<32xf32> {mhlo.sharding = "{replicated}", tf.aliasing_output = 1 : i32}, %arg2: tensor<32xf32> {mhlo.sharding = "{replicated}", tf.aliasing_output = 2 : i32}, %arg3: tensor<3x3x32x32xf32> {mhlo.sharding = "{replicated}", tf.aliasing_output = 3 : i32}, %arg4: tensor<32xf32> {mhlo.sharding = "{replicated}", tf.aliasing_output = 4 : i32}, %arg5: tensor<32xf32> {mhlo.sharding = "{replicated}", tf.aliasing_output = 5 : i32}, %arg6: tensor<32x10xf32> {mhlo.sharding = "{replicated}", tf.aliasing_output = 6 : i32}, %arg7: tensor<64x32x32x16xf32> {mhlo.sharding = "{devices=[8,1,1,1]<=[8]}"}, %arg8: tensor<64x10xf32> {mhlo.sharding = "{devices=[8,1]<=[8]}"}) -> (tensor<3x3x16x32xf32> {jax.result_info = "result[0][0]", mhlo.sharding = "{replicated}"}, tensor<32xf32> {jax.result_info = "result[0][1]", mhlo.sharding = "{replicated}"}, tensor<32xf32> {jax.result_info = "result[0][2]", mhlo.sharding = "{replicated}"}, tensor<3x3x32x32xf32> {jax.result_info = "result[0][3]", mhlo.sharding = "{replicated}"}, tensor<32xf32> {jax.result_info = "result[0][4]", mhlo.sharding = "{replicated}"}, tensor<32xf32> {jax.result_info = "result[0][5]", mhlo.sharding = "{replicated}"}, tensor<32x10xf32> {jax.result_info = "result[0][6]", mhlo.sharding = "{replicated}"}, tensor<f32> {jax.result_info = "result[1]", mhlo.sharding = "{replicated}"}) {
    %0 = stablehlo.convolution(%arg7, %arg0) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<64x32x32x16xf32>, tensor<3x3x16x32xf32>) -> tensor<64x32x32x32xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1 = stablehlo.reduce(%0 init: %cst) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<64x32x32x32xf32>, tensor<f32>) -> tensor<32xf32>
    %cst_0 = stablehlo.constant dense<6.553600e+04> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %3 = stablehlo.divide %1, %2 : tensor<32xf32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [3] : (tensor<32xf32>) -> tensor<1x1x1x32xf32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0, 1, 2, 3] : (tensor<1x1x1x32xf32>) -> tensor<64x32x32x32xf32>
    %6 = stablehlo.subtract %0, %5 : tensor<64x32x32x32xf32>
    %7 = stablehlo.multiply %6, %6 : tensor<64x32x32x32xf32>
    %cst_1 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %8 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<64x32x32x32xf32>
    %9 = stablehlo.multiply %8, %6 : tensor<64x32x32x32xf32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %10 = stablehlo.reduce(%7 init: %cst_2) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<64x32x32x32xf32>, tensor<f32>) -> tensor<32xf32>
    %cst_3 = stablehlo.constant dense<6.553600e+04> : tensor<f32>
    %11 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %12 = stablehlo.divide %10, %11 : tensor<32xf32>
    %13 = stablehlo.broadcast_in_dim %3, dims = [3] : (tensor<32xf32>) -> tensor<1x1x1x32xf32>
    %14 = stablehlo.broadcast_in_dim %13, dims = [0, 1, 2, 3] : (tensor<1x1x1x32xf32>) -> tensor<64x32x32x32xf32>
    %15 = stablehlo.subtract %0, %14 : tensor<64x32x32x32xf32>
    %cst_4 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %16 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %17 = stablehlo.add %12, %16 : tensor<32xf32>
    %18 = stablehlo.rsqrt %17 : tensor<32xf32>
    %19 = stablehlo.divide %18, %17 : tensor<32xf32>
    %cst_5 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %20 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %21 = stablehlo.multiply %20, %19 : tensor<32xf32>
    %22 = stablehlo.broadcast_in_dim %18, dims = [3] : (tensor<32xf32>) -> tensor<1x1x1x32xf32>
    %23 = stablehlo.broadcast_in_dim %22, dims = [0, 1, 2, 3] : (tensor<1x1x1x32xf32>) -> tensor<64x32x32x32xf32>
    %24 = stablehlo.multiply %15, %23 : tensor<64x32x32x32xf32>
    %25 = stablehlo.broadcast_in_dim %arg1, dims = [3] : (tensor<32xf32>) -> tensor<1x1x1x32xf32>
    %26 = stablehlo.broadcast_in_dim %25, dims = [0, 1, 2, 3] : (tensor<1x1x1x32xf32>) -> tensor<64x32x32x32xf32>
    %27 = stablehlo.multiply %24, %26 : tensor<64x32x32x32xf32>
    %28 = stablehlo.broadcast_in_dim %arg2, dims = [3] : (tensor<32xf32>) -> tensor<1x1x1x32xf32>
    %29 = stablehlo.broadcast_in_dim %28, dims = [0, 1, 2, 3] : (tensor<1x1x1x32xf32>) -> tensor<64x32x32x32xf32>
    %30 = stablehlo.add %27, %29 : tensor<64x32x32x32xf32>
    %31 = call @relu(%30) : (tensor<64x32x32x32xf32>) -> tensor<64x32x32x32xf32>
    %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %32 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<64x32x32x32xf32>
    %33 = stablehlo.compare GT, %30, %32, FLOAT : (tensor<64x32x32x32xf32>, tensor<64x32x32x32xf32>) -> tensor<64x32x32x32xi1>
    %34 = stablehlo.convolution(%31, %arg3) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<64x32x32x32xf32>, tensor<3x3x32x32xf32>) -> tensor<64x32x32x32xf32>
    %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %35 = stablehlo.reduce(%34 init: %cst_7) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<64x32x32x32xf32>, tensor<f32>) -> tensor<32xf32>
    %cst_8 = stablehlo.constant dense<6.553600e+04> : tensor<f32>
    %36 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %37 = stablehlo.divide %35, %36 : tensor<32xf32>
    %38 = stablehlo.broadcast_in_dim %37, dims = [3] : (tensor<32xf32>) -> tensor<1x1x1x32xf32>
    %39 = stablehlo.broadcast_in_dim %38, dims = [0, 1, 2, 3] : (tensor<1x1x1x32xf32>) -> tensor<64x32x32x32xf32>
    %40 = stablehlo.subtract %34, %39 : tensor<64x32x32x32xf32>
    %41 = stablehlo.multiply %40, %40 : tensor<64x32x32x32xf32>
    %cst_9 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %42 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<64x32x32x32xf32>
    %43 = stablehlo.multiply %42, %40 : tensor<64x32x32x32xf32>
    %cst_10 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %44 = stablehlo.reduce(%41 init: %cst_10) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<64x32x32x32xf32>, tensor<f32>) -> tensor<32xf32>
    %cst_11 = stablehlo.constant dense<6.553600e+04> : tensor<f32>
    %45 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %46 = stablehlo.divide %44, %45 : tensor<32xf32>
    %47 = stablehlo.broadcast_in_dim %37, dims = [3] : (tensor<32xf32>) -> tensor<1x1x1x32xf32>
    %48 = stablehlo.broadcast_in_dim %47, dims = [0, 1, 2, 3] : (tensor<1x1x1x32xf32>) -> tensor<64x32x32x32xf32>
    %49 = stablehlo.subtract %34, %48 : tensor<64x32x32x32xf32>
    %cst_12 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %50 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %51 = stablehlo.add %46, %50 : tensor<32xf32>
    %52 = stablehlo.rsqrt %51 : tensor<32xf32>
    %53 = stablehlo.divide %52, %51 : tensor<32xf32>
    %cst_13 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %54 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %55 = stablehlo.multiply %54, %53 : tensor<32xf32>
    %56 = stablehlo.broadcast_in_dim %52, dims = [3] : (tensor<32xf32>) -> tensor<1x1x1x32xf32>
    %57 = stablehlo.broadcast_in_dim %56, dims = [0, 1, 2, 3] : (tensor<1x1x1x32xf32>) -> tensor<64x32x32x32xf32>
    %58 = stablehlo.multiply %49, %57 : tensor<64x32x32x32xf32>
    %59 = stablehlo.broadcast_in_dim %arg4, dims = [3] : (tensor<32xf32>) -> tensor<1x1x1x32xf32>
    %60 = stablehlo.broadcast_in_dim %59, dims = [0, 1, 2, 3] : (tensor<1x1x1x32xf32>) -> tensor<64x32x32x32xf32>
    %61 = stablehlo.multiply %58, %60 : tensor<64x32x32x32xf32>
    %62 = stablehlo.broadcast_in_dim %arg5, dims = [3] : (tensor<32xf32>) -> tensor<1x1x1x32xf32>
    %63 = stablehlo.broadcast_in_dim %62, dims = [0, 1, 2, 3] : (tensor<1x1x1x32xf32>) -> tensor<64x32x32x32xf32>
    %64 = stablehlo.add %61, %63 : tensor<64x32x32x32xf32>
    %65 = call @relu(%64) : (tensor<64x32x32x32xf32>) -> tensor<64x32x32x32xf32>
    %cst_14 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %66 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f32>) -> tensor<64x32x32x32xf32>
    %67 = stablehlo.compare GT, %64, %66, FLOAT : (tensor<64x32x32x32xf32>, tensor<64x32x32x32xf32>) -> tensor<64x32x32x32xi1>
    %cst_15 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %68 = stablehlo.reduce(%65 init: %cst_15) applies stablehlo.add across dimensions = [1, 2] : (tensor<64x32x32x32xf32>, tensor<f32>) -> tensor<64x32xf32>
    %cst_16 = stablehlo.constant dense<1.024000e+03> : tensor<f32>
    %69 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f32>) -> tensor<64x32xf32>
    %70 = stablehlo.divide %68, %69 : tensor<64x32xf32>
    %71 = stablehlo.dot_general %70, %arg6, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<64x32xf32>, tensor<32x10xf32>) -> tensor<64x10xf32>
    %72:3 = call @log_softmax(%71) : (tensor<64x10xf32>) -> (tensor<64x10xf32>, tensor<64x10xf32>, tensor<64x1xf32>)
    %73 = stablehlo.multiply %72#0, %arg8 : tensor<64x10xf32>
    %cst_17 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %74 = stablehlo.reduce(%73 init: %cst_17) applies stablehlo.add across dimensions = [1] : (tensor<64x10xf32>, tensor<f32>) -> tensor<64xf32>
    %cst_18 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %75 = stablehlo.reduce(%74 init: %cst_18) applies stablehlo.add across dimensions = [0] : (tensor<64xf32>, tensor<f32>) -> tensor<f32>
    %cst_19 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %76 = stablehlo.divide %75, %cst_19 : tensor<f32>
    %77 = stablehlo.negate %76 : tensor<f32>
    %cst_20 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %78 = stablehlo.negate %cst_20 : tensor<f32>
    %cst_21 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %79 = stablehlo.divide %78, %cst_21 : tensor<f32>
    %80 = stablehlo.broadcast_in_dim %79, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %81 = stablehlo.broadcast_in_dim %80, dims = [0] : (tensor<64xf32>) -> tensor<64x10xf32>
    %82 = stablehlo.multiply %81, %arg8 : tensor<64x10xf32>
    %83 = call @log_softmax_0(%72#1, %72#2, %82) : (tensor<64x10xf32>, tensor<64x1xf32>, tensor<64x10xf32>) -> tensor<64x10xf32>
    %84 = stablehlo.dot_general %83, %70, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<64x10xf32>, tensor<64x32xf32>) -> tensor<10x32xf32>
    %85 = stablehlo.transpose %84, dims = [1, 0] : (tensor<10x32xf32>) -> tensor<32x10xf32>
    %86 = stablehlo.dot_general %83, %arg6, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<64x10xf32>, tensor<32x10xf32>) -> tensor<64x32xf32>
    %cst_22 = stablehlo.constant dense<1.024000e+03> : tensor<f32>
    %87 = stablehlo.broadcast_in_dim %cst_22, dims = [] : (tensor<f32>) -> tensor<64x32xf32>
    %88 = stablehlo.divide %86, %87 : tensor<64x32xf32>
    %89 = stablehlo.broadcast_in_dim %88, dims = [0, 3] : (tensor<64x32xf32>) -> tensor<64x32x32x32xf32>
    %cst_23 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %90 = stablehlo.broadcast_in_dim %cst_23, dims = [] : (tensor<f32>) -> tensor<64x32x32x32xf32>
    %91 = stablehlo.select %67, %89, %90 : tensor<64x32x32x32xi1>, tensor<64x32x32x32xf32>
    %cst_24 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %92 = stablehlo.reduce(%91 init: %cst_24) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<64x32x32x32xf32>, tensor<f32>) -> tensor<32xf32>
    %93 = stablehlo.reshape %92 : (tensor<32xf32>) -> tensor<1x1x1x32xf32>
    %cst_25 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %94 = stablehlo.reduce(%93 init: %cst_25) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<1x1x1x32xf32>, tensor<f32>) -> tensor<32xf32>
    %95 = stablehlo.multiply %58, %91 : tensor<64x32x32x32xf32>
    %cst_26 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %96 = stablehlo.reduce(%95 init: %cst_26) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<64x32x32x32xf32>, tensor<f32>) -> tensor<32xf32>
    %97 = stablehlo.reshape %96 : (tensor<32xf32>) -> tensor<1x1x1x32xf32>
    %98 = stablehlo.broadcast_in_dim %59, dims = [0, 1, 2, 3] : (tensor<1x1x1x32xf32>) -> tensor<64x32x32x32xf32>
    %99 = stablehlo.multiply %91, %98 : tensor<64x32x32x32xf32>
    %cst_27 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %100 = stablehlo.reduce(%97 init: %cst_27) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<1x1x1x32xf32>, tensor<f32>) -> tensor<32xf32>
    %101 = stablehlo.multiply %49, %99 : tensor<64x32x32x32xf32>
    %cst_28 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %102 = stablehlo.reduce(%101 init: %cst_28) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<64x32x32x32xf32>, tensor<f32>) -> tensor<32xf32>
    %103 = stablehlo.reshape %102 : (tensor<32xf32>) -> tensor<1x1x1x32xf32>
    %104 = stablehlo.broadcast_in_dim %56, dims = [0, 1, 2, 3] : (tensor<1x1x1x32xf32>) -> tensor<64x32x32x32xf32>
    %105 = stablehlo.multiply %99, %104 : tensor<64x32x32x32xf32>
    %cst_29 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %106 = stablehlo.reduce(%103 init: %cst_29) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<1x1x1x32xf32>, tensor<f32>) -> tensor<32xf32>
    %107 = stablehlo.multiply %106, %55 : tensor<32xf32>
    %108 = stablehlo.negate %105 : tensor<64x32x32x32xf32>
    %cst_30 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %109 = stablehlo.reduce(%108 init: %cst_30) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<64x32x32x32xf32>, tensor<f32>) -> tensor<32xf32>
    %110 = stablehlo.reshape %109 : (tensor<32xf32>) -> tensor<1x1x1x32xf32>
    %cst_31 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %111 = stablehlo.reduce(%110 init: %cst_31) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<1x1x1x32xf32>, tensor<f32>) -> tensor<32xf32>
    %cst_32 = stablehlo.constant dense<6.553600e+04> : tensor<f32>
    %112 = stablehlo.broadcast_in_dim %cst_32, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %113 = stablehlo.divide %107, %112 : tensor<32xf32>
    %114 = stablehlo.broadcast_in_dim %113, dims = [3] : (tensor<32xf32>) -> tensor<64x32x32x32xf32>
    %115 = stablehlo.multiply %114, %43 : tensor<64x32x32x32xf32>
    %116 = stablehlo.negate %115 : tensor<64x32x32x32xf32>
    %cst_33 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %117 = stablehlo.reduce(%116 init: %cst_33) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<64x32x32x32xf32>, tensor<f32>) -> tensor<32xf32>
    %118 = stablehlo.reshape %117 : (tensor<32xf32>) -> tensor<1x1x1x32xf32>
    %119 = stablehlo.add %105, %115 : tensor<64x32x32x32xf32>
    %cst_34 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %120 = stablehlo.reduce(%118 init: %cst_34) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<1x1x1x32xf32>, tensor<f32>) -> tensor<32xf32>
    %121 = stablehlo.add %111, %120 : tensor<32xf32>
    %cst_35 = stablehlo.constant dense<6.553600e+04> : tensor<f32>
    %122 = stablehlo.broadcast_in_dim %cst_35, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %123 = stablehlo.divide %121, %122 : tensor<32xf32>
    %124 = stablehlo.broadcast_in_dim %123, dims = [3] : (tensor<32xf32>) -> tensor<64x32x32x32xf32>
    %125 = stablehlo.add %119, %124 : tensor<64x32x32x32xf32>
    %126 = stablehlo.convolution(%31, %125) dim_numbers = [f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<64x32x32x32xf32>, tensor<64x32x32x32xf32>) -> tensor<3x3x32x32xf32>
    %127 = stablehlo.reverse %arg3, dims = [0, 1] : tensor<3x3x32x32xf32>
    %128 = stablehlo.convolution(%125, %127) dim_numbers = [b, 0, 1, f]x[0, 1, o, i]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<64x32x32x32xf32>, tensor<3x3x32x32xf32>) -> tensor<64x32x32x32xf32>
    %cst_36 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %129 = stablehlo.broadcast_in_dim %cst_36, dims = [] : (tensor<f32>) -> tensor<64x32x32x32xf32>
    %130 = stablehlo.select %33, %128, %129 : tensor<64x32x32x32xi1>, tensor<64x32x32x32xf32>
    %cst_37 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %131 = stablehlo.reduce(%130 init: %cst_37) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<64x32x32x32xf32>, tensor<f32>) -> tensor<32xf32>
    %132 = stablehlo.reshape %131 : (tensor<32xf32>) -> tensor<1x1x1x32xf32>
    %cst_38 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %133 = stablehlo.reduce(%132 init: %cst_38) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<1x1x1x32xf32>, tensor<f32>) -> tensor<32xf32>
    %134 = stablehlo.multiply %24, %130 : tensor<64x32x32x32xf32>
    %cst_39 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %135 = stablehlo.reduce(%134 init: %cst_39) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<64x32x32x32xf32>, tensor<f32>) -> tensor<32xf32>
    %136 = stablehlo.reshape %135 : (tensor<32xf32>) -> tensor<1x1x1x32xf32>
    %137 = stablehlo.broadcast_in_dim %25, dims = [0, 1, 2, 3] : (tensor<1x1x1x32xf32>) -> tensor<64x32x32x32xf32>
    %138 = stablehlo.multiply %130, %137 : tensor<64x32x32x32xf32>
    %cst_40 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %139 = stablehlo.reduce(%136 init: %cst_40) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<1x1x1x32xf32>, tensor<f32>) -> tensor<32xf32>
    %140 = stablehlo.multiply %15, %138 : tensor<64x32x32x32xf32>
    %cst_41 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %141 = stablehlo.reduce(%140 init: %cst_41) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<64x32x32x32xf32>, tensor<f32>) -> tensor<32xf32>
    %142 = stablehlo.reshape %141 : (tensor<32xf32>) -> tensor<1x1x1x32xf32>
    %143 = stablehlo.broadcast_in_dim %22, dims = [0, 1, 2, 3] : (tensor<1x1x1x32xf32>) -> tensor<64x32x32x32xf32>
    %144 = stablehlo.multiply %138, %143 : tensor<64x32x32x32xf32>
    %cst_42 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %145 = stablehlo.reduce(%142 init: %cst_42) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<1x1x1x32xf32>, tensor<f32>) -> tensor<32xf32>
    %146 = stablehlo.multiply %145, %21 : tensor<32xf32>
    %147 = stablehlo.negate %144 : tensor<64x32x32x32xf32>
    %cst_43 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %148 = stablehlo.reduce(%147 init: %cst_43) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<64x32x32x32xf32>, tensor<f32>) -> tensor<32xf32>
    %149 = stablehlo.reshape %148 : (tensor<32xf32>) -> tensor<1x1x1x32xf32>
    %cst_44 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %150 = stablehlo.reduce(%149 init: %cst_44) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<1x1x1x32xf32>, tensor<f32>) -> tensor<32xf32>
    %cst_45 = stablehlo.constant dense<6.553600e+04> : tensor<f32>
    %151 = stablehlo.broadcast_in_dim %cst_45, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %152 = stablehlo.divide %146, %151 : tensor<32xf32>
    %153 = stablehlo.broadcast_in_dim %152, dims = [3] : (tensor<32xf32>) -> tensor<64x32x32x32xf32>
    %154 = stablehlo.multiply %153, %9 : tensor<64x32x32x32xf32>
    %155 = stablehlo.negate %154 : tensor<64x32x32x32xf32>
    %cst_46 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %156 = stablehlo.reduce(%155 init: %cst_46) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<64x32x32x32xf32>, tensor<f32>) -> tensor<32xf32>
    %157 = stablehlo.reshape %156 : (tensor<32xf32>) -> tensor<1x1x1x32xf32>
    %158 = stablehlo.add %144, %154 : tensor<64x32x32x32xf32>
    %cst_47 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %159 = stablehlo.reduce(%157 init: %cst_47) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<1x1x1x32xf32>, tensor<f32>) -> tensor<32xf32>
    %160 = stablehlo.add %150, %159 : tensor<32xf32>
    %cst_48 = stablehlo.constant dense<6.553600e+04> : tensor<f32>
    %161 = stablehlo.broadcast_in_dim %cst_48, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %162 = stablehlo.divide %160, %161 : tensor<32xf32>
    %163 = stablehlo.broadcast_in_dim %162, dims = [3] : (tensor<32xf32>) -> tensor<64x32x32x32xf32>
    %164 = stablehlo.add %158, %163 : tensor<64x32x32x32xf32>
    %165 = stablehlo.convolution(%arg7, %164) dim_numbers = [f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<64x32x32x16xf32>, tensor<64x32x32x32xf32>) -> tensor<3x3x16x32xf32>
    %cst_49 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %166 = stablehlo.broadcast_in_dim %cst_49, dims = [] : (tensor<f32>) -> tensor<3x3x16x32xf32>
    %167 = stablehlo.multiply %166, %165 : tensor<3x3x16x32xf32>
    %168 = stablehlo.subtract %arg0, %167 : tensor<3x3x16x32xf32>
    %cst_50 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %169 = stablehlo.broadcast_in_dim %cst_50, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %170 = stablehlo.multiply %169, %139 : tensor<32xf32>
    %171 = stablehlo.subtract %arg1, %170 : tensor<32xf32>
    %cst_51 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %172 = stablehlo.broadcast_in_dim %cst_51, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %173 = stablehlo.multiply %172, %133 : tensor<32xf32>
    %174 = stablehlo.subtract %arg2, %173 : tensor<32xf32>
    %cst_52 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %175 = stablehlo.broadcast_in_dim %cst_52, dims = [] : (tensor<f32>) -> tensor<3x3x32x32xf32>
    %176 = stablehlo.multiply %175, %126 : tensor<3x3x32x32xf32>
    %177 = stablehlo.subtract %arg3, %176 : tensor<3x3x32x32xf32>
    %cst_53 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %178 = stablehlo.broadcast_in_dim %cst_53, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %179 = stablehlo.multiply %178, %100 : tensor<32xf32>
    %180 = stablehlo.subtract %arg4, %179 : tensor<32xf32>
    %cst_54 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %181 = stablehlo.broadcast_in_dim %cst_54, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %182 = stablehlo.multiply %181, %94 : tensor<32xf32>
    %183 = stablehlo.subtract %arg5, %182 : tensor<32xf32>
    %cst_55 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %184 = stablehlo.broadcast_in_dim %cst_55, dims = [] : (tensor<f32>) -> tensor<32x10xf32>
    %185 = stablehlo.multiply %184, %85 : tensor<32x10xf32>
    %186 = stablehlo.subtract %arg6, %185 : tensor<32x10xf32>
    return %168, %171, %174, %177, %180, %183, %186, %77 : tensor<3x3x16x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<3x3x32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x10xf32>, tensor<f32>
  }
  func.func private @relu(%arg0: tensor<64x32x32x32xf32>) -> tensor<64x32x32x32xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<64x32x32x32xf32>
    %1 = stablehlo.maximum %arg0, %0 : tensor<64x32x32x32xf32>
    return %1 : tensor<64x32x32x32xf32>
  }
  func.func private @log_softmax(%arg0: tensor<64x10xf32>) -> (tensor<64x10xf32>, tensor<64x10xf32>, tensor<64x1xf32>) {
    %cst = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %0 = stablehlo.reduce(%arg0 init: %cst) applies stablehlo.maximum across dimensions = [1] : (tensor<64x10xf32>, tensor<f32>) -> tensor<64xf32>
    %cst_0 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %2 = stablehlo.maximum %1, %0 : tensor<64xf32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [0] : (tensor<64xf32>) -> tensor<64x1xf32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [0, 1] : (tensor<64x1xf32>) -> tensor<64x10xf32>
    %5 = stablehlo.subtract %arg0, %4 : tensor<64x10xf32>
    %6 = stablehlo.exponential %5 : tensor<64x10xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %7 = stablehlo.reduce(%6 init: %cst_1) applies stablehlo.add across dimensions = [1] : (tensor<64x10xf32>, tensor<f32>) -> tensor<64xf32>
    %8 = stablehlo.broadcast_in_dim %7, dims = [0] : (tensor<64xf32>) -> tensor<64x1xf32>
    %9 = stablehlo.log %8 : tensor<64x1xf32>
    %10 = stablehlo.broadcast_in_dim %9, dims = [0, 1] : (tensor<64x1xf32>) -> tensor<64x10xf32>
    %11 = stablehlo.subtract %5, %10 : tensor<64x10xf32>
    return %11, %6, %8 : tensor<64x10xf32>, tensor<64x10xf32>, tensor<64x1xf32>
  }
  func.func private @log_softmax_0(%arg0: tensor<64x10xf32>, %arg1: tensor<64x1xf32>, %arg2: tensor<64x10xf32>) -> tensor<64x10xf32> {
    %0 = stablehlo.negate %arg2 : tensor<64x10xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1 = stablehlo.reduce(%0 init: %cst) applies stablehlo.add across dimensions = [1] : (tensor<64x10xf32>, tensor<f32>) -> tensor<64xf32>
    %2 = stablehlo.reshape %1 : (tensor<64xf32>) -> tensor<64x1xf32>
    %3 = stablehlo.divide %2, %arg1 : tensor<64x1xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %4 = stablehlo.reduce(%3 init: %cst_0) applies stablehlo.add across dimensions = [1] : (tensor<64x1xf32>, tensor<f32>) -> tensor<64xf32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0] : (tensor<64xf32>) -> tensor<64x10xf32>
    %6 = stablehlo.multiply %5, %arg0 : tensor<64x10xf32>
    %7 = stablehlo.add %arg2, %6 : tensor<64x10xf32>
    return %7 : tensor<64x10xf32>
  }
}
