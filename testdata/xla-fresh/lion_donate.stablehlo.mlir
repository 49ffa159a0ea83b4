module @jit_lion_donate attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<1024x1024xf32> {tf.aliasing_output = 0 : i32}, %arg1: tensor<1024xf32> {tf.aliasing_output = 1 : i32}, %arg2: tensor<1024x1024xf32> {tf.aliasing_output = 2 : i32}, %arg3: tensor<1024xf32> {tf.aliasing_output = 3 : i32}, %arg4: tensor<1024x1024xf32> {tf.aliasing_output = 4 : i32}, %arg5: tensor<1024xf32> {tf.aliasing_output = 5 : i32}, %arg6: tensor<1024x1024xf32> {tf.aliasing_output = 6 : i32}, %arg7: tensor<1024xf32> {tf.aliasing_output = 7 : i32}, %arg8: tensor<1024x1024xf32> {tf.aliasing_output = 8 : i32}, %arg9: tensor<1024xf32> {tf.aliasing_output = 9 : i32}, %arg10: tensor<1024x1024xf32> {tf.aliasing_output = 10 : i32}, %arg11: tensor<1024xf32> {tf.aliasing_output = 11 : i32}, %arg12: tensor<1024x1024xf32> {tf.aliasing_output = 12 : i32}, %arg13: tensor<1024xf32> {tf.aliasing_output = 13 : i32}, %arg14: tensor<1024x1024xf32> {tf.aliasing_output = 14 : i32}, %arg15: tensor<1024xf32> {tf.aliasing_output = 15 : i32}, %arg16: tensor<1024x1024xf32> {tf.aliasing_output = 16 : i32}, %arg17: tensor<1024xf32> {tf.aliasing_output = 17 : i32}, %arg18: tensor<1024x1024xf32> {tf.aliasing_output = 18 : i32}, %arg19: tensor<1024xf32> {tf.aliasing_output = 19 : i32}, %arg20: tensor<1024x1024xf32> {tf.aliasing_output = 20 : i32}, %arg21: tensor<1024xf32> {tf.aliasing_output = 21 : i32}, %arg22: tensor<1024x1024xf32> {tf.aliasing_output = 22 : i32}, %arg23: tensor<1024xf32> {tf.aliasing_output = 23 : i32}, %arg24: tensor<512x1024xf32>, %arg25: tensor<f32>) -> (tensor<1024x1024xf32> {jax.result_info = "result[0][0][0]"}, tensor<1024xf32> {jax.result_info = "result[0][0][1]"}, tensor<1024x1024xf32> {jax.result_info = "result[0][1][0]"}, tensor<1024xf32> {jax.result_info = "result[0][1][1]"}, tensor<1024x1024xf32> {jax.result_info = "result[0][2][0]"}, tensor<1024xf32> {jax.result_info = "result[0][2][1]"}, tensor<1024x1024xf32> {jax.result_info = "result[0][3][0]"}, tensor<1024xf32> {jax.result_info = "result[0][3][1]"}, tensor<1024x1024xf32> {jax.result_info = "result[0][4][0]"}, tensor<1024xf32> {jax.result_info = "result[0][4][1]"}, tensor<1024x1024xf32> {jax.result_info = "result[0][5][0]"}, tensor<1024xf32> {jax.result_info = "result[0][5][1]"}, tensor<1024x1024xf32> {jax.result_info = "result[1][0][0]"}, tensor<1024xf32> {jax.result_info = "result[1][0][1]"}, tensor<1024x1024xf32> {jax.result_info = "result[1][1][0]"}, tensor<1024xf32> {jax.result_info = "result[1][1][1]"}, tensor<1024x1024xf32> {jax.result_info = "result[1][2][0]"}, tensor<1024xf32> {jax.result_info = "result[1][2][1]"}, tensor<1024x1024xf32> {jax.result_info = "result[1][3][0]"}, tensor<1024xf32> {jax.result_info = "result[1][3][1]"}, tensor<1024x1024xf32> {jax.result_info = "result[1][4][0]"}, tensor<1024xf32> {jax.result_info = "result[1][4][1]"}, tensor<1024x1024xf32> {jax.result_info = "result[1][5][0]"}, tensor<1024xf32> {jax.result_info = "result[1][5][1]"}) {
    %0 = stablehlo.dot_general %arg24, %arg0, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<512x1024xf32>, tensor<1024x1024xf32>) -> tensor<512x1024xf32>
    %1 = stablehlo.broadcast_in_dim %arg1, dims = [1] : (tensor<1024xf32>) -> tensor<1x1024xf32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [0, 1] : (tensor<1x1024xf32>) -> tensor<512x1024xf32>
    %3 = stablehlo.add %0, %2 : tensor<512x1024xf32>
    %4 = call @relu(%3) : (tensor<512x1024xf32>) -> tensor<512x1024xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %5 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<512x1024xf32>
    %6 = stablehlo.compare GT, %3, %5, FLOAT : (tensor<512x1024xf32>, tensor<512x1024xf32>) -> tensor<512x1024xi1>
    %7 = stablehlo.dot_general %4, %arg2, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<512x1024xf32>, tensor<1024x1024xf32>) -> tensor<512x1024xf32>
    %8 = stablehlo.broadcast_in_dim %arg3, dims = [1] : (tensor<1024xf32>) -> tensor<1x1024xf32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0, 1] : (tensor<1x1024xf32>) -> tensor<512x1024xf32>
    %10 = stablehlo.add %7, %9 : tensor<512x1024xf32>
    %11 = call @relu(%10) : (tensor<512x1024xf32>) -> tensor<512x1024xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %12 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<512x1024xf32>
    %13 = stablehlo.compare GT, %10, %12, FLOAT : (tensor<512x1024xf32>, tensor<512x1024xf32>) -> tensor<512x1024xi1>
    %14 = stablehlo.dot_general %11, %arg4, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<512x1024xf32>, tensor<1024x1024xf32>) -> tensor<512x1024xf32>
    %15 = stablehlo.broadcast_in_dim %arg5, dims = [1] : (tensor<1024xf32>) -> tensor<1x1024xf32>
    %16 = stablehlo.broadcast_in_dim %15, dims = [0, 1] : (tensor<1x1024xf32>) -> tensor<512x1024xf32>
    %17 = stablehlo.add %14, %16 : tensor<512x1024xf32>
    %18 = call @relu(%17) : (tensor<512x1024xf32>) -> tensor<512x1024xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %19 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<512x1024xf32>
    %20 = stablehlo.compare GT, %17, %19, FLOAT : (tensor<512x1024xf32>, tensor<512x1024xf32>) -> tensor<512x1024xi1>
    %21 = stablehlo.dot_general %18, %arg6, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<512x1024xf32>, tensor<1024x1024xf32>) -> tensor<512x1024xf32>
    %22 = stablehlo.broadcast_in_dim %arg7, dims = [1] : (tensor<1024xf32>) -> tensor<1x1024xf32>
    %23 = stablehlo.broadcast_in_dim %22, dims = [0, 1] : (tensor<1x1024xf32>) -> tensor<512x1024xf32>
    %24 = stablehlo.add %21, %23 : tensor<512x1024xf32>
    %25 = call @relu(%24) : (tensor<512x1024xf32>) -> tensor<512x1024xf32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %26 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<512x1024xf32>
    %27 = stablehlo.compare GT, %24, %26, FLOAT : (tensor<512x1024xf32>, tensor<512x1024xf32>) -> tensor<512x1024xi1>
    %28 = stablehlo.dot_general %25, %arg8, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<512x1024xf32>, tensor<1024x1024xf32>) -> tensor<512x1024xf32>
    %29 = stablehlo.broadcast_in_dim %arg9, dims = [1] : (tensor<1024xf32>) -> tensor<1x1024xf32>
    %30 = stablehlo.broadcast_in_dim %29, dims = [0, 1] : (tensor<1x1024xf32>) -> tensor<512x1024xf32>
    %31 = stablehlo.add %28, %30 : tensor<512x1024xf32>
    %32 = call @relu(%31) : (tensor<512x1024xf32>) -> tensor<512x1024xf32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %33 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<512x1024xf32>
    %34 = stablehlo.compare GT, %31, %33, FLOAT : (tensor<512x1024xf32>, tensor<512x1024xf32>) -> tensor<512x1024xi1>
    %35 = stablehlo.dot_general %32, %arg10, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<512x1024xf32>, tensor<1024x1024xf32>) -> tensor<512x1024xf32>
    %36 = stablehlo.broadcast_in_dim %arg11, dims = [1] : (tensor<1024xf32>) -> tensor<1x1024xf32>
    %37 = stablehlo.broadcast_in_dim %36, dims = [0, 1] : (tensor<1x1024xf32>) -> tensor<512x1024xf32>
    %38 = stablehlo.add %35, %37 : tensor<512x1024xf32>
    %39 = call @relu(%38) : (tensor<512x1024xf32>) -> tensor<512x1024xf32>
    %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %40 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<512x1024xf32>
    %41 = stablehlo.compare GT, %38, %40, FLOAT : (tensor<512x1024xf32>, tensor<512x1024xf32>) -> tensor<512x1024xi1>
    %cst_5 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %42 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<512x1024xf32>
    %43 = stablehlo.multiply %42, %39 : tensor<512x1024xf32>
    %cst_6 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %cst_7 = stablehlo.constant dense<5.242880e+05> : tensor<f32>
    %44 = stablehlo.divide %cst_6, %cst_7 : tensor<f32>
    %45 = stablehlo.broadcast_in_dim %44, dims = [] : (tensor<f32>) -> tensor<512x1024xf32>
    %46 = stablehlo.multiply %45, %43 : tensor<512x1024xf32>
    %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %47 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<512x1024xf32>
    %48 = stablehlo.select %41, %46, %47 : tensor<512x1024xi1>, tensor<512x1024xf32>
    %cst_9 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %49 = stablehlo.reduce(%48 init: %cst_9) applies stablehlo.add across dimensions = [0] : (tensor<512x1024xf32>, tensor<f32>) -> tensor<1024xf32>
    %50 = stablehlo.reshape %49 : (tensor<1024xf32>) -> tensor<1x1024xf32>
    %cst_10 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %51 = stablehlo.reduce(%50 init: %cst_10) applies stablehlo.add across dimensions = [0] : (tensor<1x1024xf32>, tensor<f32>) -> tensor<1024xf32>
    %52 = stablehlo.dot_general %48, %32, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<512x1024xf32>, tensor<512x1024xf32>) -> tensor<1024x1024xf32>
    %53 = stablehlo.transpose %52, dims = [1, 0] : (tensor<1024x1024xf32>) -> tensor<1024x1024xf32>
    %54 = stablehlo.dot_general %48, %arg10, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<512x1024xf32>, tensor<1024x1024xf32>) -> tensor<512x1024xf32>
    %cst_11 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %55 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<512x1024xf32>
    %56 = stablehlo.select %34, %54, %55 : tensor<512x1024xi1>, tensor<512x1024xf32>
    %cst_12 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %57 = stablehlo.reduce(%56 init: %cst_12) applies stablehlo.add across dimensions = [0] : (tensor<512x1024xf32>, tensor<f32>) -> tensor<1024xf32>
    %58 = stablehlo.reshape %57 : (tensor<1024xf32>) -> tensor<1x1024xf32>
    %cst_13 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %59 = stablehlo.reduce(%58 init: %cst_13) applies stablehlo.add across dimensions = [0] : (tensor<1x1024xf32>, tensor<f32>) -> tensor<1024xf32>
    %60 = stablehlo.dot_general %56, %25, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<512x1024xf32>, tensor<512x1024xf32>) -> tensor<1024x1024xf32>
    %61 = stablehlo.transpose %60, dims = [1, 0] : (tensor<1024x1024xf32>) -> tensor<1024x1024xf32>
    %62 = stablehlo.dot_general %56, %arg8, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<512x1024xf32>, tensor<1024x1024xf32>) -> tensor<512x1024xf32>
    %cst_14 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %63 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f32>) -> tensor<512x1024xf32>
    %64 = stablehlo.select %27, %62, %63 : tensor<512x1024xi1>, tensor<512x1024xf32>
    %cst_15 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %65 = stablehlo.reduce(%64 init: %cst_15) applies stablehlo.add across dimensions = [0] : (tensor<512x1024xf32>, tensor<f32>) -> tensor<1024xf32>
    %66 = stablehlo.reshape %65 : (tensor<1024xf32>) -> tensor<1x1024xf32>
    %cst_16 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %67 = stablehlo.reduce(%66 init: %cst_16) applies stablehlo.add across dimensions = [0] : (tensor<1x1024xf32>, tensor<f32>) -> tensor<1024xf32>
    %68 = stablehlo.dot_general %64, %18, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<512x1024xf32>, tensor<512x1024xf32>) -> tensor<1024x1024xf32>
    %69 = stablehlo.transpose %68, dims = [1, 0] : (tensor<1024x1024xf32>) -> tensor<1024x1024xf32>
    %70 = stablehlo.dot_general %64, %arg6, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<512x1024xf32>, tensor<1024x1024xf32>) -> tensor<512x1024xf32>
    %cst_17 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %71 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<f32>) -> tensor<512x1024xf32>
    %72 = stablehlo.select %20, %70, %71 : tensor<512x1024xi1>, tensor<512x1024xf32>
    %cst_18 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %73 = stablehlo.reduce(%72 init: %cst_18) applies stablehlo.add across dimensions = [0] : (tensor<512x1024xf32>, tensor<f32>) -> tensor<1024xf32>
    %74 = stablehlo.reshape %73 : (tensor<1024xf32>) -> tensor<1x1024xf32>
    %cst_19 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %75 = stablehlo.reduce(%74 init: %cst_19) applies stablehlo.add across dimensions = [0] : (tensor<1x1024xf32>, tensor<f32>) -> tensor<1024xf32>
    %76 = stablehlo.dot_general %72, %11, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<512x1024xf32>, tensor<512x1024xf32>) -> tensor<1024x1024xf32>
    %77 = stablehlo.transpose %76, dims = [1, 0] : (tensor<1024x1024xf32>) -> tensor<1024x1024xf32>
    %78 = stablehlo.dot_general %72, %arg4, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<512x1024xf32>, tensor<1024x1024xf32>) -> tensor<512x1024xf32>
    %cst_20 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %79 = stablehlo.broadcast_in_dim %cst_20, dims = [] : (tensor<f32>) -> tensor<512x1024xf32>
    %80 = stablehlo.select %13, %78, %79 : tensor<512x1024xi1>, tensor<512x1024xf32>
    %cst_21 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %81 = stablehlo.reduce(%80 init: %cst_21) applies stablehlo.add across dimensions = [0] : (tensor<512x1024xf32>, tensor<f32>) -> tensor<1024xf32>
    %82 = stablehlo.reshape %81 : (tensor<1024xf32>) -> tensor<1x1024xf32>
    %cst_22 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %83 = stablehlo.reduce(%82 init: %cst_22) applies stablehlo.add across dimensions = [0] : (tensor<1x1024xf32>, tensor<f32>) -> tensor<1024xf32>
    %84 = stablehlo.dot_general %80, %4, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<512x1024xf32>, tensor<512x1024xf32>) -> tensor<1024x1024xf32>
    %85 = stablehlo.transpose %84, dims = [1, 0] : (tensor<1024x1024xf32>) -> tensor<1024x1024xf32>
    %86 = stablehlo.dot_general %80, %arg2, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<512x1024xf32>, tensor<1024x1024xf32>) -> tensor<512x1024xf32>
    %cst_23 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %87 = stablehlo.broadcast_in_dim %cst_23, dims = [] : (tensor<f32>) -> tensor<512x1024xf32>
    %88 = stablehlo.select %6, %86, %87 : tensor<512x1024xi1>, tensor<512x1024xf32>
    %cst_24 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %89 = stablehlo.reduce(%88 init: %cst_24) applies stablehlo.add across dimensions = [0] : (tensor<512x1024xf32>, tensor<f32>) -> tensor<1024xf32>
    %90 = stablehlo.reshape %89 : (tensor<1024xf32>) -> tensor<1x1024xf32>
    %cst_25 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %91 = stablehlo.reduce(%90 init: %cst_25) applies stablehlo.add across dimensions = [0] : (tensor<1x1024xf32>, tensor<f32>) -> tensor<1024xf32>
    %92 = stablehlo.dot_general %88, %arg24, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<512x1024xf32>, tensor<512x1024xf32>) -> tensor<1024x1024xf32>
    %93 = stablehlo.transpose %92, dims = [1, 0] : (tensor<1024x1024xf32>) -> tensor<1024x1024xf32>
    %cst_26 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %94 = stablehlo.broadcast_in_dim %cst_26, dims = [] : (tensor<f32>) -> tensor<1024x1024xf32>
    %95 = stablehlo.multiply %94, %arg12 : tensor<1024x1024xf32>
    %cst_27 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %96 = stablehlo.broadcast_in_dim %cst_27, dims = [] : (tensor<f32>) -> tensor<1024x1024xf32>
    %97 = stablehlo.multiply %96, %93 : tensor<1024x1024xf32>
    %98 = stablehlo.add %95, %97 : tensor<1024x1024xf32>
    %99 = stablehlo.sign %98 : tensor<1024x1024xf32>
    %cst_28 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %100 = stablehlo.broadcast_in_dim %cst_28, dims = [] : (tensor<f32>) -> tensor<1024xf32>
    %101 = stablehlo.multiply %100, %arg13 : tensor<1024xf32>
    %cst_29 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %102 = stablehlo.broadcast_in_dim %cst_29, dims = [] : (tensor<f32>) -> tensor<1024xf32>
    %103 = stablehlo.multiply %102, %91 : tensor<1024xf32>
    %104 = stablehlo.add %101, %103 : tensor<1024xf32>
    %105 = stablehlo.sign %104 : tensor<1024xf32>
    %cst_30 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %106 = stablehlo.broadcast_in_dim %cst_30, dims = [] : (tensor<f32>) -> tensor<1024x1024xf32>
    %107 = stablehlo.multiply %106, %arg14 : tensor<1024x1024xf32>
    %cst_31 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %108 = stablehlo.broadcast_in_dim %cst_31, dims = [] : (tensor<f32>) -> tensor<1024x1024xf32>
    %109 = stablehlo.multiply %108, %85 : tensor<1024x1024xf32>
    %110 = stablehlo.add %107, %109 : tensor<1024x1024xf32>
    %111 = stablehlo.sign %110 : tensor<1024x1024xf32>
    %cst_32 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %112 = stablehlo.broadcast_in_dim %cst_32, dims = [] : (tensor<f32>) -> tensor<1024xf32>
    %113 = stablehlo.multiply %112, %arg15 : tensor<1024xf32>
    %cst_33 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %114 = stablehlo.broadcast_in_dim %cst_33, dims = [] : (tensor<f32>) -> tensor<1024xf32>
    %115 = stablehlo.multiply %114, %83 : tensor<1024xf32>
    %116 = stablehlo.add %113, %115 : tensor<1024xf32>
    %117 = stablehlo.sign %116 : tensor<1024xf32>
    %cst_34 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %118 = stablehlo.broadcast_in_dim %cst_34, dims = [] : (tensor<f32>) -> tensor<1024x1024xf32>
    %119 = stablehlo.multiply %118, %arg16 : tensor<1024x1024xf32>
    %cst_35 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %120 = stablehlo.broadcast_in_dim %cst_35, dims = [] : (tensor<f32>) -> tensor<1024x1024xf32>
    %121 = stablehlo.multiply %120, %77 : tensor<1024x1024xf32>
    %122 = stablehlo.add %119, %121 : tensor<1024x1024xf32>
    %123 = stablehlo.sign %122 : tensor<1024x1024xf32>
    %cst_36 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %124 = stablehlo.broadcast_in_dim %cst_36, dims = [] : (tensor<f32>) -> tensor<1024xf32>
    %125 = stablehlo.multiply %124, %arg17 : tensor<1024xf32>
    %cst_37 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %126 = stablehlo.broadcast_in_dim %cst_37, dims = [] : (tensor<f32>) -> tensor<1024xf32>
    %127 = stablehlo.multiply %126, %75 : tensor<1024xf32>
    %128 = stablehlo.add %125, %127 : tensor<1024xf32>
    %129 = stablehlo.sign %128 : tensor<1024xf32>
    %cst_38 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %130 = stablehlo.broadcast_in_dim %cst_38, dims = [] : (tensor<f32>) -> tensor<1024x1024xf32>
    %131 = stablehlo.multiply %130, %arg18 : tensor<1024x1024xf32>
    %cst_39 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %132 = stablehlo.broadcast_in_dim %cst_39, dims = [] : (tensor<f32>) -> tensor<1024x1024xf32>
    %133 = stablehlo.multiply %132, %69 : tensor<1024x1024xf32>
    %134 = stablehlo.add %131, %133 : tensor<1024x1024xf32>
    %135 = stablehlo.sign %134 : tensor<1024x1024xf32>
    %cst_40 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %136 = stablehlo.broadcast_in_dim %cst_40, dims = [] : (tensor<f32>) -> tensor<1024xf32>
    %137 = stablehlo.multiply %136, %arg19 : tensor<1024xf32>
    %cst_41 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %138 = stablehlo.broadcast_in_dim %cst_41, dims = [] : (tensor<f32>) -> tensor<1024xf32>
    %139 = stablehlo.multiply %138, %67 : tensor<1024xf32>
    %140 = stablehlo.add %137, %139 : tensor<1024xf32>
    %141 = stablehlo.sign %140 : tensor<1024xf32>
    %cst_42 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %142 = stablehlo.broadcast_in_dim %cst_42, dims = [] : (tensor<f32>) -> tensor<1024x1024xf32>
    %143 = stablehlo.multiply %142, %arg20 : tensor<1024x1024xf32>
    %cst_43 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %144 = stablehlo.broadcast_in_dim %cst_43, dims = [] : (tensor<f32>) -> tensor<1024x1024xf32>
    %145 = stablehlo.multiply %144, %61 : tensor<1024x1024xf32>
    %146 = stablehlo.add %143, %145 : tensor<1024x1024xf32>
    %147 = stablehlo.sign %146 : tensor<1024x1024xf32>
    %cst_44 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %148 = stablehlo.broadcast_in_dim %cst_44, dims = [] : (tensor<f32>) -> tensor<1024xf32>
    %149 = stablehlo.multiply %148, %arg21 : tensor<1024xf32>
    %cst_45 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %150 = stablehlo.broadcast_in_dim %cst_45, dims = [] : (tensor<f32>) -> tensor<1024xf32>
    %151 = stablehlo.multiply %150, %59 : tensor<1024xf32>
    %152 = stablehlo.add %149, %151 : tensor<1024xf32>
    %153 = stablehlo.sign %152 : tensor<1024xf32>
    %cst_46 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %154 = stablehlo.broadcast_in_dim %cst_46, dims = [] : (tensor<f32>) -> tensor<1024x1024xf32>
    %155 = stablehlo.multiply %154, %arg22 : tensor<1024x1024xf32>
    %cst_47 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %156 = stablehlo.broadcast_in_dim %cst_47, dims = [] : (tensor<f32>) -> tensor<1024x1024xf32>
    %157 = stablehlo.multiply %156, %53 : tensor<1024x1024xf32>
    %158 = stablehlo.add %155, %157 : tensor<1024x1024xf32>
    %159 = stablehlo.sign %158 : tensor<1024x1024xf32>
    %cst_48 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %160 = stablehlo.broadcast_in_dim %cst_48, dims = [] : (tensor<f32>) -> tensor<1024xf32>
    %161 = stablehlo.multiply %160, %arg23 : tensor<1024xf32>
    %cst_49 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %162 = stablehlo.broadcast_in_dim %cst_49, dims = [] : (tensor<f32>) -> tensor<1024xf32>
    %163 = stablehlo.multiply %162, %51 : tensor<1024xf32>
    %164 = stablehlo.add %161, %163 : tensor<1024xf32>
    %165 = stablehlo.sign %164 : tensor<1024xf32>
    %cst_50 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %166 = stablehlo.broadcast_in_dim %cst_50, dims = [] : (tensor<f32>) -> tensor<1024x1024xf32>
    %167 = stablehlo.multiply %166, %arg0 : tensor<1024x1024xf32>
    %168 = stablehlo.add %99, %167 : tensor<1024x1024xf32>
    %169 = stablehlo.broadcast_in_dim %arg25, dims = [] : (tensor<f32>) -> tensor<1024x1024xf32>
    %170 = stablehlo.multiply %169, %168 : tensor<1024x1024xf32>
    %171 = stablehlo.subtract %arg0, %170 : tensor<1024x1024xf32>
    %cst_51 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %172 = stablehlo.broadcast_in_dim %cst_51, dims = [] : (tensor<f32>) -> tensor<1024xf32>
    %173 = stablehlo.multiply %172, %arg1 : tensor<1024xf32>
    %174 = stablehlo.add %105, %173 : tensor<1024xf32>
    %175 = stablehlo.broadcast_in_dim %arg25, dims = [] : (tensor<f32>) -> tensor<1024xf32>
    %176 = stablehlo.multiply %175, %174 : tensor<1024xf32>
    %177 = stablehlo.subtract %arg1, %176 : tensor<1024xf32>
    %cst_52 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %178 = stablehlo.broadcast_in_dim %cst_52, dims = [] : (tensor<f32>) -> tensor<1024x1024xf32>
    %179 = stablehlo.multiply %178, %arg2 : tensor<1024x1024xf32>
    %180 = stablehlo.add %111, %179 : tensor<1024x1024xf32>
    %181 = stablehlo.broadcast_in_dim %arg25, dims = [] : (tensor<f32>) -> tensor<1024x1024xf32>
    %182 = stablehlo.multiply %181, %180 : tensor<1024x1024xf32>
    %183 = stablehlo.subtract %arg2, %182 : tensor<1024x1024xf32>
    %cst_53 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %184 = stablehlo.broadcast_in_dim %cst_53, dims = [] : (tensor<f32>) -> tensor<1024xf32>
    %185 = stablehlo.multiply %184, %arg3 : tensor<1024xf32>
    %186 = stablehlo.add %117, %185 : tensor<1024xf32>
    %187 = stablehlo.broadcast_in_dim %arg25, dims = [] : (tensor<f32>) -> tensor<1024xf32>
    %188 = stablehlo.multiply %187, %186 : tensor<1024xf32>
    %189 = stablehlo.subtract %arg3, %188 : tensor<1024xf32>
    %cst_54 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %190 = stablehlo.broadcast_in_dim %cst_54, dims = [] : (tensor<f32>) -> tensor<1024x1024xf32>
    %191 = stablehlo.multiply %190, %arg4 : tensor<1024x1024xf32>
    %192 = stablehlo.add %123, %191 : tensor<1024x1024xf32>
    %193 = stablehlo.broadcast_in_dim %arg25, dims = [] : (tensor<f32>) -> tensor<1024x1024xf32>
    %194 = stablehlo.multiply %193, %192 : tensor<1024x1024xf32>
    %195 = stablehlo.subtract %arg4, %194 : tensor<1024x1024xf32>
    %cst_55 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %196 = stablehlo.broadcast_in_dim %cst_55, dims = [] : (tensor<f32>) -> tensor<1024xf32>
    %197 = stablehlo.multiply %196, %arg5 : tensor<1024xf32>
    %198 = stablehlo.add %129, %197 : tensor<1024xf32>
    %199 = stablehlo.broadcast_in_dim %arg25, dims = [] : (tensor<f32>) -> tensor<1024xf32>
    %200 = stablehlo.multiply %199, %198 : tensor<1024xf32>
    %201 = stablehlo.subtract %arg5, %200 : tensor<1024xf32>
    %cst_56 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %202 = stablehlo.broadcast_in_dim %cst_56, dims = [] : (tensor<f32>) -> tensor<1024x1024xf32>
    %203 = stablehlo.multiply %202, %arg6 : tensor<1024x1024xf32>
    %204 = stablehlo.add %135, %203 : tensor<1024x1024xf32>
    %205 = stablehlo.broadcast_in_dim %arg25, dims = [] : (tensor<f32>) -> tensor<1024x1024xf32>
    %206 = stablehlo.multiply %205, %204 : tensor<1024x1024xf32>
    %207 = stablehlo.subtract %arg6, %206 : tensor<1024x1024xf32>
    %cst_57 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %208 = stablehlo.broadcast_in_dim %cst_57, dims = [] : (tensor<f32>) -> tensor<1024xf32>
    %209 = stablehlo.multiply %208, %arg7 : tensor<1024xf32>
    %210 = stablehlo.add %141, %209 : tensor<1024xf32>
    %211 = stablehlo.broadcast_in_dim %arg25, dims = [] : (tensor<f32>) -> tensor<1024xf32>
    %212 = stablehlo.multiply %211, %210 : tensor<1024xf32>
    %213 = stablehlo.subtract %arg7, %212 : tensor<1024xf32>
    %cst_58 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %214 = stablehlo.broadcast_in_dim %cst_58, dims = [] : (tensor<f32>) -> tensor<1024x1024xf32>
    %215 = stablehlo.multiply %214, %arg8 : tensor<1024x1024xf32>
    %216 = stablehlo.add %147, %215 : tensor<1024x1024xf32>
    %217 = stablehlo.broadcast_in_dim %arg25, dims = [] : (tensor<f32>) -> tensor<1024x1024xf32>
    %218 = stablehlo.multiply %217, %216 : tensor<1024x1024xf32>
    %219 = stablehlo.subtract %arg8, %218 : tensor<1024x1024xf32>
    %cst_59 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %220 = stablehlo.broadcast_in_dim %cst_59, dims = [] : (tensor<f32>) -> tensor<1024xf32>
    %221 = stablehlo.multiply %220, %arg9 : tensor<1024xf32>
    %222 = stablehlo.add %153, %221 : tensor<1024xf32>
    %223 = stablehlo.broadcast_in_dim %arg25, dims = [] : (tensor<f32>) -> tensor<1024xf32>
    %224 = stablehlo.multiply %223, %222 : tensor<1024xf32>
    %225 = stablehlo.subtract %arg9, %224 : tensor<1024xf32>
    %cst_60 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %226 = stablehlo.broadcast_in_dim %cst_60, dims = [] : (tensor<f32>) -> tensor<1024x1024xf32>
    %227 = stablehlo.multiply %226, %arg10 : tensor<1024x1024xf32>
    %228 = stablehlo.add %159, %227 : tensor<1024x1024xf32>
    %229 = stablehlo.broadcast_in_dim %arg25, dims = [] : (tensor<f32>) -> tensor<1024x1024xf32>
    %230 = stablehlo.multiply %229, %228 : tensor<1024x1024xf32>
    %231 = stablehlo.subtract %arg10, %230 : tensor<1024x1024xf32>
    %cst_61 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %232 = stablehlo.broadcast_in_dim %cst_61, dims = [] : (tensor<f32>) -> tensor<1024xf32>
    %233 = stablehlo.multiply %232, %arg11 : tensor<1024xf32>
    %234 = stablehlo.add %165, %233 : tensor<1024xf32>
    %235 = stablehlo.broadcast_in_dim %arg25, dims = [] : (tensor<f32>) -> tensor<1024xf32>
    %236 = stablehlo.multiply %235, %234 : tensor<1024xf32>
    %237 = stablehlo.subtract %arg11, %236 : tensor<1024xf32>
    %cst_62 = stablehlo.constant dense<9.900000e-01> : tensor<f32>
    %238 = stablehlo.broadcast_in_dim %cst_62, dims = [] : (tensor<f32>) -> tensor<1024x1024xf32>
    %239 = stablehlo.multiply %238, %arg12 : tensor<1024x1024xf32>
    %cst_63 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %240 = stablehlo.broadcast_in_dim %cst_63, dims = [] : (tensor<f32>) -> tensor<1024x1024xf32>
    %241 = stablehlo.multiply %240, %93 : tensor<1024x1024xf32>
    %242 = stablehlo.add %239, %241 : tensor<1024x1024xf32>
    %cst_64 = stablehlo.constant dense<9.900000e-01> : tensor<f32>
    %243 = stablehlo.broadcast_in_dim %cst_64, dims = [] : (tensor<f32>) -> tensor<1024xf32>
    %244 = stablehlo.multiply %243, %arg13 : tensor<1024xf32>
    %cst_65 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %245 = stablehlo.broadcast_in_dim %cst_65, dims = [] : (tensor<f32>) -> tensor<1024xf32>
    %246 = stablehlo.multiply %245, %91 : tensor<1024xf32>
    %247 = stablehlo.add %244, %246 : tensor<1024xf32>
    %cst_66 = stablehlo.constant dense<9.900000e-01> : tensor<f32>
    %248 = stablehlo.broadcast_in_dim %cst_66, dims = [] : (tensor<f32>) -> tensor<1024x1024xf32>
    %249 = stablehlo.multiply %248, %arg14 : tensor<1024x1024xf32>
    %cst_67 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %250 = stablehlo.broadcast_in_dim %cst_67, dims = [] : (tensor<f32>) -> tensor<1024x1024xf32>
    %251 = stablehlo.multiply %250, %85 : tensor<1024x1024xf32>
    %252 = stablehlo.add %249, %251 : tensor<1024x1024xf32>
    %cst_68 = stablehlo.constant dense<9.900000e-01> : tensor<f32>
    %253 = stablehlo.broadcast_in_dim %cst_68, dims = [] : (tensor<f32>) -> tensor<1024xf32>
    %254 = stablehlo.multiply %253, %arg15 : tensor<1024xf32>
    %cst_69 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %255 = stablehlo.broadcast_in_dim %cst_69, dims = [] : (tensor<f32>) -> tensor<1024xf32>
    %256 = stablehlo.multiply %255, %83 : tensor<1024xf32>
    %257 = stablehlo.add %254, %256 : tensor<1024xf32>
    %cst_70 = stablehlo.constant dense<9.900000e-01> : tensor<f32>
    %258 = stablehlo.broadcast_in_dim %cst_70, dims = [] : (tensor<f32>) -> tensor<1024x1024xf32>
    %259 = stablehlo.multiply %258, %arg16 : tensor<1024x1024xf32>
    %cst_71 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %260 = stablehlo.broadcast_in_dim %cst_71, dims = [] : (tensor<f32>) -> tensor<1024x1024xf32>
    %261 = stablehlo.multiply %260, %77 : tensor<1024x1024xf32>
    %262 = stablehlo.add %259, %261 : tensor<1024x1024xf32>
    %cst_72 = stablehlo.constant dense<9.900000e-01> : tensor<f32>
    %263 = stablehlo.broadcast_in_dim %cst_72, dims = [] : (tensor<f32>) -> tensor<1024xf32>
    %264 = stablehlo.multiply %263, %arg17 : tensor<1024xf32>
    %cst_73 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %265 = stablehlo.broadcast_in_dim %cst_73, dims = [] : (tensor<f32>) -> tensor<1024xf32>
    %266 = stablehlo.multiply %265, %75 : tensor<1024xf32>
    %267 = stablehlo.add %264, %266 : tensor<1024xf32>
    %cst_74 = stablehlo.constant dense<9.900000e-01> : tensor<f32>
    %268 = stablehlo.broadcast_in_dim %cst_74, dims = [] : (tensor<f32>) -> tensor<1024x1024xf32>
    %269 = stablehlo.multiply %268, %arg18 : tensor<1024x1024xf32>
    %cst_75 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %270 = stablehlo.broadcast_in_dim %cst_75, dims = [] : (tensor<f32>) -> tensor<1024x1024xf32>
    %271 = stablehlo.multiply %270, %69 : tensor<1024x1024xf32>
    %272 = stablehlo.add %269, %271 : tensor<1024x1024xf32>
    %cst_76 = stablehlo.constant dense<9.900000e-01> : tensor<f32>
    %273 = stablehlo.broadcast_in_dim %cst_76, dims = [] : (tensor<f32>) -> tensor<1024xf32>
    %274 = stablehlo.multiply %273, %arg19 : tensor<1024xf32>
    %cst_77 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %275 = stablehlo.broadcast_in_dim %cst_77, dims = [] : (tensor<f32>) -> tensor<1024xf32>
    %276 = stablehlo.multiply %275, %67 : tensor<1024xf32>
    %277 = stablehlo.add %274, %276 : tensor<1024xf32>
    %cst_78 = stablehlo.constant dense<9.900000e-01> : tensor<f32>
    %278 = stablehlo.broadcast_in_dim %cst_78, dims = [] : (tensor<f32>) -> tensor<1024x1024xf32>
    %279 = stablehlo.multiply %278, %arg20 : tensor<1024x1024xf32>
    %cst_79 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %280 = stablehlo.broadcast_in_dim %cst_79, dims = [] : (tensor<f32>) -> tensor<1024x1024xf32>
    %281 = stablehlo.multiply %280, %61 : tensor<1024x1024xf32>
    %282 = stablehlo.add %279, %281 : tensor<1024x1024xf32>
    %cst_80 = stablehlo.constant dense<9.900000e-01> : tensor<f32>
    %283 = stablehlo.broadcast_in_dim %cst_80, dims = [] : (tensor<f32>) -> tensor<1024xf32>
    %284 = stablehlo.multiply %283, %arg21 : tensor<1024xf32>
    %cst_81 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %285 = stablehlo.broadcast_in_dim %cst_81, dims = [] : (tensor<f32>) -> tensor<1024xf32>
    %286 = stablehlo.multiply %285, %59 : tensor<1024xf32>
    %287 = stablehlo.add %284, %286 : tensor<1024xf32>
    %cst_82 = stablehlo.constant dense<9.900000e-01> : tensor<f32>
    %288 = stablehlo.broadcast_in_dim %cst_82, dims = [] : (tensor<f32>) -> tensor<1024x1024xf32>
    %289 = stablehlo.multiply %288, %arg22 : tensor<1024x1024xf32>
    %cst_83 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %290 = stablehlo.broadcast_in_dim %cst_83, dims = [] : (tensor<f32>) -> tensor<1024x1024xf32>
    %291 = stablehlo.multiply %290, %53 : tensor<1024x1024xf32>
    %292 = stablehlo.add %289, %291 : tensor<1024x1024xf32>
    %cst_84 = stablehlo.constant dense<9.900000e-01> : tensor<f32>
    %293 = stablehlo.broadcast_in_dim %cst_84, dims = [] : (tensor<f32>) -> tensor<1024xf32>
    %294 = stablehlo.multiply %293, %arg23 : tensor<1024xf32>
    %cst_85 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %295 = stablehlo.broadcast_in_dim %cst_85, dims = [] : (tensor<f32>) -> tensor<1024xf32>
    %296 = stablehlo.multiply %295, %51 : tensor<1024xf32>
    %297 = stablehlo.add %294, %296 : tensor<1024xf32>
    return %171, %177, %183, %189, %195, %201, %207, %213, %219, %225, %231, %237, %242, %247, %252, %257, %262, %267, %272, %277, %282, %287, %292, %297 : tensor<1024x1024xf32>, tensor<1024xf32>, tensor<1024x1024xf32>, tensor<1024xf32>, tensor<1024x1024xf32>, tensor<1024xf32>, tensor<1024x1024xf32>, tensor<1024xf32>, tensor<1024x1024xf32>, tensor<1024xf32>, tensor<1024x1024xf32>, tensor<1024xf32>, tensor<1024x1024xf32>, tensor<1024xf32>, tensor<1024x1024xf32>, tensor<1024xf32>, tensor<1024x1024xf32>, tensor<1024xf32>, tensor<1024x1024xf32>, tensor<1024xf32>, tensor<1024x1024xf32>, tensor<1024xf32>, tensor<1024x1024xf32>, tensor<1024xf32>
  }
  func.func private @relu(%arg0: tensor<512x1024xf32>) -> tensor<512x1024xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<512x1024xf32>
    %1 = stablehlo.maximum %arg0, %0 : tensor<512x1024xf32>
    return %1 : tensor<512x1024xf32>
  }
}
