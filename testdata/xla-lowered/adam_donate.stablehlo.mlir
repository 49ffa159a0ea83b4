module @jit_adam_donate attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<512x512xf32> {tf.aliasing_output = 0 : i32}, %arg1: tensor<512xf32> {tf.aliasing_output = 1 : i32}, %arg2: tensor<512x1536xf32> {tf.aliasing_output = 2 : i32}, %arg3: tensor<1536xf32> {tf.aliasing_output = 3 : i32}, %arg4: tensor<1536x512xf32> {tf.aliasing_output = 4 : i32}, %arg5: tensor<512xf32> {tf.aliasing_output = 5 : i32}, %arg6: tensor<256x512xf32> {tf.aliasing_output = 6 : i32}, %arg7: tensor<512xf32> {tf.aliasing_output = 7 : i32}, %arg8: tensor<512x64xf32> {tf.aliasing_output = 8 : i32}, %arg9: tensor<64xf32> {tf.aliasing_output = 9 : i32}, %arg10: tensor<128x512xf32> {tf.aliasing_output = 10 : i32}, %arg11: tensor<512xf32> {tf.aliasing_output = 11 : i32}, %arg12: tensor<512x512xf32> {tf.aliasing_output = 12 : i32}, %arg13: tensor<512xf32> {tf.aliasing_output = 13 : i32}, %arg14: tensor<512x1536xf32> {tf.aliasing_output = 14 : i32}, %arg15: tensor<1536xf32> {tf.aliasing_output = 15 : i32}, %arg16: tensor<1536x512xf32> {tf.aliasing_output = 16 : i32}, %arg17: tensor<512xf32> {tf.aliasing_output = 17 : i32}, %arg18: tensor<256x512xf32> {tf.aliasing_output = 18 : i32}, %arg19: tensor<512xf32> {tf.aliasing_output = 19 : i32}, %arg20: tensor<512x64xf32> {tf.aliasing_output = 20 : i32}, %arg21: tensor<64xf32> {tf.aliasing_output = 21 : i32}, %arg22: tensor<128x512xf32> {tf.aliasing_output = 22 : i32}, %arg23: tensor<512xf32> {tf.aliasing_output = 23 : i32}, %arg24: tensor<512x512xf32> {tf.aliasing_output = 24 : i32}, %arg25: tensor<512xf32> {tf.aliasing_output = 25 : i32}, %arg26: tensor<512x1536xf32> {tf.aliasing_output = 26 : i32}, %arg27: tensor<1536xf32> {tf.aliasing_output = 27 : i32}, %arg28: tensor<1536x512xf32> {tf.aliasing_output = 28 : i32}, %arg29: tensor<512xf32> {tf.aliasing_output = 29 : i32}, %arg30: tensor<256x512xf32> {tf.aliasing_output = 30 : i32}, %arg31: tensor<512xf32> {tf.aliasing_output = 31 : i32}, %arg32: tensor<512x64xf32> {tf.aliasing_output = 32 : i32}, %arg33: tensor<64xf32> {tf.aliasing_output = 33 : i32}, %arg34: tensor<128x512xf32> {tf.aliasing_output = 34 : i32}, %arg35: tensor<512xf32> {tf.aliasing_output = 35 : i32}, %arg36: tensor<f32> {tf.aliasing_output = 36 : i32}, %arg37: tensor<512x512xf32>, %arg38: tensor<512xf32>, %arg39: tensor<512x1536xf32>, %arg40: tensor<1536xf32>, %arg41: tensor<1536x512xf32>, %arg42: tensor<512xf32>, %arg43: tensor<256x512xf32>, %arg44: tensor<512xf32>, %arg45: tensor<512x64xf32>, %arg46: tensor<64xf32>, %arg47: tensor<128x512xf32>, %arg48: tensor<512xf32>) -> (tensor<512x512xf32> {jax.result_info = "result[0][0]"}, tensor<512xf32> {jax.result_info = "result[0][1]"}, tensor<512x1536xf32> {jax.result_info = "result[0][2]"}, tensor<1536xf32> {jax.result_info = "result[0][3]"}, tensor<1536x512xf32> {jax.result_info = "result[0][4]"}, tensor<512xf32> {jax.result_info = "result[0][5]"}, tensor<256x512xf32> {jax.result_info = "result[0][6]"}, tensor<512xf32> {jax.result_info = "result[0][7]"}, tensor<512x64xf32> {jax.result_info = "result[0][8]"}, tensor<64xf32> {jax.result_info = "result[0][9]"}, tensor<128x512xf32> {jax.result_info = "result[0][10]"}, tensor<512xf32> {jax.result_info = "result[0][11]"}, tensor<512x512xf32> {jax.result_info = "result[1][0]"}, tensor<512xf32> {jax.result_info = "result[1][1]"}, tensor<512x1536xf32> {jax.result_info = "result[1][2]"}, tensor<1536xf32> {jax.result_info = "result[1][3]"}, tensor<1536x512xf32> {jax.result_info = "result[1][4]"}, tensor<512xf32> {jax.result_info = "result[1][5]"}, tensor<256x512xf32> {jax.result_info = "result[1][6]"}, tensor<512xf32> {jax.result_info = "result[1][7]"}, tensor<512x64xf32> {jax.result_info = "result[1][8]"}, tensor<64xf32> {jax.result_info = "result[1][9]"}, tensor<128x512xf32> {jax.result_info = "result[1][10]"}, tensor<512xf32> {jax.result_info = "result[1][11]"}, tensor<512x512xf32> {jax.result_info = "result[2][0]"}, tensor<512xf32> {jax.result_info = "result[2][1]"}, tensor<512x1536xf32> {jax.result_info = "result[2][2]"}, tensor<1536xf32> {jax.result_info = "result[2][3]"}, tensor<1536x512xf32> {jax.result_info = "result[2][4]"}, tensor<512xf32> {jax.result_info = "result[2][5]"}, tensor<256x512xf32> {jax.result_info = "result[2][6]"}, tensor<512xf32> {jax.result_info = "result[2][7]"}, tensor<512x64xf32> {jax.result_info = "result[2][8]"}, tensor<64xf32> {jax.result_info = "result[2][9]"}, tensor<128x512xf32> {jax.result_info = "result[2][10]"}, tensor<512xf32> {jax.result_info = "result[2][11]"}, tensor<f32> {jax.result_info = "result[3]"}) {
    %0 = stablehlo.multiply %arg37, %arg37 : tensor<512x512xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1 = stablehlo.reduce(%0 init: %cst) applies stablehlo.add across dimensions = [0, 1] : (tensor<512x512xf32>, tensor<f32>) -> tensor<f32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2 = stablehlo.add %cst_0, %1 : tensor<f32>
    %3 = stablehlo.multiply %arg38, %arg38 : tensor<512xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %4 = stablehlo.reduce(%3 init: %cst_1) applies stablehlo.add across dimensions = [0] : (tensor<512xf32>, tensor<f32>) -> tensor<f32>
    %5 = stablehlo.add %2, %4 : tensor<f32>
    %6 = stablehlo.multiply %arg39, %arg39 : tensor<512x1536xf32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %7 = stablehlo.reduce(%6 init: %cst_2) applies stablehlo.add across dimensions = [0, 1] : (tensor<512x1536xf32>, tensor<f32>) -> tensor<f32>
    %8 = stablehlo.add %5, %7 : tensor<f32>
    %9 = stablehlo.multiply %arg40, %arg40 : tensor<1536xf32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %10 = stablehlo.reduce(%9 init: %cst_3) applies stablehlo.add across dimensions = [0] : (tensor<1536xf32>, tensor<f32>) -> tensor<f32>
    %11 = stablehlo.add %8, %10 : tensor<f32>
    %12 = stablehlo.multiply %arg41, %arg41 : tensor<1536x512xf32>
    %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %13 = stablehlo.reduce(%12 init: %cst_4) applies stablehlo.add across dimensions = [0, 1] : (tensor<1536x512xf32>, tensor<f32>) -> tensor<f32>
    %14 = stablehlo.add %11, %13 : tensor<f32>
    %15 = stablehlo.multiply %arg42, %arg42 : tensor<512xf32>
    %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %16 = stablehlo.reduce(%15 init: %cst_5) applies stablehlo.add across dimensions = [0] : (tensor<512xf32>, tensor<f32>) -> tensor<f32>
    %17 = stablehlo.add %14, %16 : tensor<f32>
    %18 = stablehlo.multiply %arg43, %arg43 : tensor<256x512xf32>
    %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %19 = stablehlo.reduce(%18 init: %cst_6) applies stablehlo.add across dimensions = [0, 1] : (tensor<256x512xf32>, tensor<f32>) -> tensor<f32>
    %20 = stablehlo.add %17, %19 : tensor<f32>
    %21 = stablehlo.multiply %arg44, %arg44 : tensor<512xf32>
    %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %22 = stablehlo.reduce(%21 init: %cst_7) applies stablehlo.add across dimensions = [0] : (tensor<512xf32>, tensor<f32>) -> tensor<f32>
    %23 = stablehlo.add %20, %22 : tensor<f32>
    %24 = stablehlo.multiply %arg45, %arg45 : tensor<512x64xf32>
    %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %25 = stablehlo.reduce(%24 init: %cst_8) applies stablehlo.add across dimensions = [0, 1] : (tensor<512x64xf32>, tensor<f32>) -> tensor<f32>
    %26 = stablehlo.add %23, %25 : tensor<f32>
    %27 = stablehlo.multiply %arg46, %arg46 : tensor<64xf32>
    %cst_9 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %28 = stablehlo.reduce(%27 init: %cst_9) applies stablehlo.add across dimensions = [0] : (tensor<64xf32>, tensor<f32>) -> tensor<f32>
    %29 = stablehlo.add %26, %28 : tensor<f32>
    %30 = stablehlo.multiply %arg47, %arg47 : tensor<128x512xf32>
    %cst_10 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %31 = stablehlo.reduce(%30 init: %cst_10) applies stablehlo.add across dimensions = [0, 1] : (tensor<128x512xf32>, tensor<f32>) -> tensor<f32>
    %32 = stablehlo.add %29, %31 : tensor<f32>
    %33 = stablehlo.multiply %arg48, %arg48 : tensor<512xf32>
    %cst_11 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %34 = stablehlo.reduce(%33 init: %cst_11) applies stablehlo.add across dimensions = [0] : (tensor<512xf32>, tensor<f32>) -> tensor<f32>
    %35 = stablehlo.add %32, %34 : tensor<f32>
    %36 = stablehlo.sqrt %35 : tensor<f32>
    %cst_12 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %37 = stablehlo.add %36, %cst_12 : tensor<f32>
    %cst_13 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %38 = stablehlo.divide %cst_13, %37 : tensor<f32>
    %cst_14 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %39 = stablehlo.minimum %cst_14, %38 : tensor<f32>
    %40 = stablehlo.broadcast_in_dim %39, dims = [] : (tensor<f32>) -> tensor<512x512xf32>
    %41 = stablehlo.multiply %arg37, %40 : tensor<512x512xf32>
    %cst_15 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %42 = stablehlo.add %36, %cst_15 : tensor<f32>
    %cst_16 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %43 = stablehlo.divide %cst_16, %42 : tensor<f32>
    %cst_17 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %44 = stablehlo.minimum %cst_17, %43 : tensor<f32>
    %45 = stablehlo.broadcast_in_dim %44, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %46 = stablehlo.multiply %arg38, %45 : tensor<512xf32>
    %cst_18 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %47 = stablehlo.add %36, %cst_18 : tensor<f32>
    %cst_19 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %48 = stablehlo.divide %cst_19, %47 : tensor<f32>
    %cst_20 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %49 = stablehlo.minimum %cst_20, %48 : tensor<f32>
    %50 = stablehlo.broadcast_in_dim %49, dims = [] : (tensor<f32>) -> tensor<512x1536xf32>
    %51 = stablehlo.multiply %arg39, %50 : tensor<512x1536xf32>
    %cst_21 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %52 = stablehlo.add %36, %cst_21 : tensor<f32>
    %cst_22 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %53 = stablehlo.divide %cst_22, %52 : tensor<f32>
    %cst_23 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %54 = stablehlo.minimum %cst_23, %53 : tensor<f32>
    %55 = stablehlo.broadcast_in_dim %54, dims = [] : (tensor<f32>) -> tensor<1536xf32>
    %56 = stablehlo.multiply %arg40, %55 : tensor<1536xf32>
    %cst_24 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %57 = stablehlo.add %36, %cst_24 : tensor<f32>
    %cst_25 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %58 = stablehlo.divide %cst_25, %57 : tensor<f32>
    %cst_26 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %59 = stablehlo.minimum %cst_26, %58 : tensor<f32>
    %60 = stablehlo.broadcast_in_dim %59, dims = [] : (tensor<f32>) -> tensor<1536x512xf32>
    %61 = stablehlo.multiply %arg41, %60 : tensor<1536x512xf32>
    %cst_27 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %62 = stablehlo.add %36, %cst_27 : tensor<f32>
    %cst_28 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %63 = stablehlo.divide %cst_28, %62 : tensor<f32>
    %cst_29 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %64 = stablehlo.minimum %cst_29, %63 : tensor<f32>
    %65 = stablehlo.broadcast_in_dim %64, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %66 = stablehlo.multiply %arg42, %65 : tensor<512xf32>
    %cst_30 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %67 = stablehlo.add %36, %cst_30 : tensor<f32>
    %cst_31 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %68 = stablehlo.divide %cst_31, %67 : tensor<f32>
    %cst_32 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %69 = stablehlo.minimum %cst_32, %68 : tensor<f32>
    %70 = stablehlo.broadcast_in_dim %69, dims = [] : (tensor<f32>) -> tensor<256x512xf32>
    %71 = stablehlo.multiply %arg43, %70 : tensor<256x512xf32>
    %cst_33 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %72 = stablehlo.add %36, %cst_33 : tensor<f32>
    %cst_34 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %73 = stablehlo.divide %cst_34, %72 : tensor<f32>
    %cst_35 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %74 = stablehlo.minimum %cst_35, %73 : tensor<f32>
    %75 = stablehlo.broadcast_in_dim %74, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %76 = stablehlo.multiply %arg44, %75 : tensor<512xf32>
    %cst_36 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %77 = stablehlo.add %36, %cst_36 : tensor<f32>
    %cst_37 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %78 = stablehlo.divide %cst_37, %77 : tensor<f32>
    %cst_38 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %79 = stablehlo.minimum %cst_38, %78 : tensor<f32>
    %80 = stablehlo.broadcast_in_dim %79, dims = [] : (tensor<f32>) -> tensor<512x64xf32>
    %81 = stablehlo.multiply %arg45, %80 : tensor<512x64xf32>
    %cst_39 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %82 = stablehlo.add %36, %cst_39 : tensor<f32>
    %cst_40 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %83 = stablehlo.divide %cst_40, %82 : tensor<f32>
    %cst_41 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %84 = stablehlo.minimum %cst_41, %83 : tensor<f32>
    %85 = stablehlo.broadcast_in_dim %84, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %86 = stablehlo.multiply %arg46, %85 : tensor<64xf32>
    %cst_42 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %87 = stablehlo.add %36, %cst_42 : tensor<f32>
    %cst_43 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %88 = stablehlo.divide %cst_43, %87 : tensor<f32>
    %cst_44 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %89 = stablehlo.minimum %cst_44, %88 : tensor<f32>
    %90 = stablehlo.broadcast_in_dim %89, dims = [] : (tensor<f32>) -> tensor<128x512xf32>
    %91 = stablehlo.multiply %arg47, %90 : tensor<128x512xf32>
    %cst_45 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %92 = stablehlo.add %36, %cst_45 : tensor<f32>
    %cst_46 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %93 = stablehlo.divide %cst_46, %92 : tensor<f32>
    %cst_47 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %94 = stablehlo.minimum %cst_47, %93 : tensor<f32>
    %95 = stablehlo.broadcast_in_dim %94, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %96 = stablehlo.multiply %arg48, %95 : tensor<512xf32>
    %cst_48 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %97 = stablehlo.add %arg36, %cst_48 : tensor<f32>
    %cst_49 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %98 = stablehlo.broadcast_in_dim %cst_49, dims = [] : (tensor<f32>) -> tensor<512x512xf32>
    %99 = stablehlo.multiply %98, %arg12 : tensor<512x512xf32>
    %cst_50 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %100 = stablehlo.broadcast_in_dim %cst_50, dims = [] : (tensor<f32>) -> tensor<512x512xf32>
    %101 = stablehlo.multiply %100, %41 : tensor<512x512xf32>
    %102 = stablehlo.add %99, %101 : tensor<512x512xf32>
    %cst_51 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %103 = stablehlo.broadcast_in_dim %cst_51, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %104 = stablehlo.multiply %103, %arg13 : tensor<512xf32>
    %cst_52 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %105 = stablehlo.broadcast_in_dim %cst_52, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %106 = stablehlo.multiply %105, %46 : tensor<512xf32>
    %107 = stablehlo.add %104, %106 : tensor<512xf32>
    %cst_53 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %108 = stablehlo.broadcast_in_dim %cst_53, dims = [] : (tensor<f32>) -> tensor<512x1536xf32>
    %109 = stablehlo.multiply %108, %arg14 : tensor<512x1536xf32>
    %cst_54 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %110 = stablehlo.broadcast_in_dim %cst_54, dims = [] : (tensor<f32>) -> tensor<512x1536xf32>
    %111 = stablehlo.multiply %110, %51 : tensor<512x1536xf32>
    %112 = stablehlo.add %109, %111 : tensor<512x1536xf32>
    %cst_55 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %113 = stablehlo.broadcast_in_dim %cst_55, dims = [] : (tensor<f32>) -> tensor<1536xf32>
    %114 = stablehlo.multiply %113, %arg15 : tensor<1536xf32>
    %cst_56 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %115 = stablehlo.broadcast_in_dim %cst_56, dims = [] : (tensor<f32>) -> tensor<1536xf32>
    %116 = stablehlo.multiply %115, %56 : tensor<1536xf32>
    %117 = stablehlo.add %114, %116 : tensor<1536xf32>
    %cst_57 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %118 = stablehlo.broadcast_in_dim %cst_57, dims = [] : (tensor<f32>) -> tensor<1536x512xf32>
    %119 = stablehlo.multiply %118, %arg16 : tensor<1536x512xf32>
    %cst_58 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %120 = stablehlo.broadcast_in_dim %cst_58, dims = [] : (tensor<f32>) -> tensor<1536x512xf32>
    %121 = stablehlo.multiply %120, %61 : tensor<1536x512xf32>
    %122 = stablehlo.add %119, %121 : tensor<1536x512xf32>
    %cst_59 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %123 = stablehlo.broadcast_in_dim %cst_59, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %124 = stablehlo.multiply %123, %arg17 : tensor<512xf32>
    %cst_60 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %125 = stablehlo.broadcast_in_dim %cst_60, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %126 = stablehlo.multiply %125, %66 : tensor<512xf32>
    %127 = stablehlo.add %124, %126 : tensor<512xf32>
    %cst_61 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %128 = stablehlo.broadcast_in_dim %cst_61, dims = [] : (tensor<f32>) -> tensor<256x512xf32>
    %129 = stablehlo.multiply %128, %arg18 : tensor<256x512xf32>
    %cst_62 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %130 = stablehlo.broadcast_in_dim %cst_62, dims = [] : (tensor<f32>) -> tensor<256x512xf32>
    %131 = stablehlo.multiply %130, %71 : tensor<256x512xf32>
    %132 = stablehlo.add %129, %131 : tensor<256x512xf32>
    %cst_63 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %133 = stablehlo.broadcast_in_dim %cst_63, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %134 = stablehlo.multiply %133, %arg19 : tensor<512xf32>
    %cst_64 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %135 = stablehlo.broadcast_in_dim %cst_64, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %136 = stablehlo.multiply %135, %76 : tensor<512xf32>
    %137 = stablehlo.add %134, %136 : tensor<512xf32>
    %cst_65 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %138 = stablehlo.broadcast_in_dim %cst_65, dims = [] : (tensor<f32>) -> tensor<512x64xf32>
    %139 = stablehlo.multiply %138, %arg20 : tensor<512x64xf32>
    %cst_66 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %140 = stablehlo.broadcast_in_dim %cst_66, dims = [] : (tensor<f32>) -> tensor<512x64xf32>
    %141 = stablehlo.multiply %140, %81 : tensor<512x64xf32>
    %142 = stablehlo.add %139, %141 : tensor<512x64xf32>
    %cst_67 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %143 = stablehlo.broadcast_in_dim %cst_67, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %144 = stablehlo.multiply %143, %arg21 : tensor<64xf32>
    %cst_68 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %145 = stablehlo.broadcast_in_dim %cst_68, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %146 = stablehlo.multiply %145, %86 : tensor<64xf32>
    %147 = stablehlo.add %144, %146 : tensor<64xf32>
    %cst_69 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %148 = stablehlo.broadcast_in_dim %cst_69, dims = [] : (tensor<f32>) -> tensor<128x512xf32>
    %149 = stablehlo.multiply %148, %arg22 : tensor<128x512xf32>
    %cst_70 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %150 = stablehlo.broadcast_in_dim %cst_70, dims = [] : (tensor<f32>) -> tensor<128x512xf32>
    %151 = stablehlo.multiply %150, %91 : tensor<128x512xf32>
    %152 = stablehlo.add %149, %151 : tensor<128x512xf32>
    %cst_71 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %153 = stablehlo.broadcast_in_dim %cst_71, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %154 = stablehlo.multiply %153, %arg23 : tensor<512xf32>
    %cst_72 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %155 = stablehlo.broadcast_in_dim %cst_72, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %156 = stablehlo.multiply %155, %96 : tensor<512xf32>
    %157 = stablehlo.add %154, %156 : tensor<512xf32>
    %cst_73 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %158 = stablehlo.broadcast_in_dim %cst_73, dims = [] : (tensor<f32>) -> tensor<512x512xf32>
    %159 = stablehlo.multiply %158, %arg24 : tensor<512x512xf32>
    %cst_74 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %160 = stablehlo.broadcast_in_dim %cst_74, dims = [] : (tensor<f32>) -> tensor<512x512xf32>
    %161 = stablehlo.multiply %160, %41 : tensor<512x512xf32>
    %162 = stablehlo.multiply %161, %41 : tensor<512x512xf32>
    %163 = stablehlo.add %159, %162 : tensor<512x512xf32>
    %cst_75 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %164 = stablehlo.broadcast_in_dim %cst_75, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %165 = stablehlo.multiply %164, %arg25 : tensor<512xf32>
    %cst_76 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %166 = stablehlo.broadcast_in_dim %cst_76, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %167 = stablehlo.multiply %166, %46 : tensor<512xf32>
    %168 = stablehlo.multiply %167, %46 : tensor<512xf32>
    %169 = stablehlo.add %165, %168 : tensor<512xf32>
    %cst_77 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %170 = stablehlo.broadcast_in_dim %cst_77, dims = [] : (tensor<f32>) -> tensor<512x1536xf32>
    %171 = stablehlo.multiply %170, %arg26 : tensor<512x1536xf32>
    %cst_78 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %172 = stablehlo.broadcast_in_dim %cst_78, dims = [] : (tensor<f32>) -> tensor<512x1536xf32>
    %173 = stablehlo.multiply %172, %51 : tensor<512x1536xf32>
    %174 = stablehlo.multiply %173, %51 : tensor<512x1536xf32>
    %175 = stablehlo.add %171, %174 : tensor<512x1536xf32>
    %cst_79 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %176 = stablehlo.broadcast_in_dim %cst_79, dims = [] : (tensor<f32>) -> tensor<1536xf32>
    %177 = stablehlo.multiply %176, %arg27 : tensor<1536xf32>
    %cst_80 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %178 = stablehlo.broadcast_in_dim %cst_80, dims = [] : (tensor<f32>) -> tensor<1536xf32>
    %179 = stablehlo.multiply %178, %56 : tensor<1536xf32>
    %180 = stablehlo.multiply %179, %56 : tensor<1536xf32>
    %181 = stablehlo.add %177, %180 : tensor<1536xf32>
    %cst_81 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %182 = stablehlo.broadcast_in_dim %cst_81, dims = [] : (tensor<f32>) -> tensor<1536x512xf32>
    %183 = stablehlo.multiply %182, %arg28 : tensor<1536x512xf32>
    %cst_82 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %184 = stablehlo.broadcast_in_dim %cst_82, dims = [] : (tensor<f32>) -> tensor<1536x512xf32>
    %185 = stablehlo.multiply %184, %61 : tensor<1536x512xf32>
    %186 = stablehlo.multiply %185, %61 : tensor<1536x512xf32>
    %187 = stablehlo.add %183, %186 : tensor<1536x512xf32>
    %cst_83 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %188 = stablehlo.broadcast_in_dim %cst_83, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %189 = stablehlo.multiply %188, %arg29 : tensor<512xf32>
    %cst_84 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %190 = stablehlo.broadcast_in_dim %cst_84, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %191 = stablehlo.multiply %190, %66 : tensor<512xf32>
    %192 = stablehlo.multiply %191, %66 : tensor<512xf32>
    %193 = stablehlo.add %189, %192 : tensor<512xf32>
    %cst_85 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %194 = stablehlo.broadcast_in_dim %cst_85, dims = [] : (tensor<f32>) -> tensor<256x512xf32>
    %195 = stablehlo.multiply %194, %arg30 : tensor<256x512xf32>
    %cst_86 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %196 = stablehlo.broadcast_in_dim %cst_86, dims = [] : (tensor<f32>) -> tensor<256x512xf32>
    %197 = stablehlo.multiply %196, %71 : tensor<256x512xf32>
    %198 = stablehlo.multiply %197, %71 : tensor<256x512xf32>
    %199 = stablehlo.add %195, %198 : tensor<256x512xf32>
    %cst_87 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %200 = stablehlo.broadcast_in_dim %cst_87, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %201 = stablehlo.multiply %200, %arg31 : tensor<512xf32>
    %cst_88 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %202 = stablehlo.broadcast_in_dim %cst_88, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %203 = stablehlo.multiply %202, %76 : tensor<512xf32>
    %204 = stablehlo.multiply %203, %76 : tensor<512xf32>
    %205 = stablehlo.add %201, %204 : tensor<512xf32>
    %cst_89 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %206 = stablehlo.broadcast_in_dim %cst_89, dims = [] : (tensor<f32>) -> tensor<512x64xf32>
    %207 = stablehlo.multiply %206, %arg32 : tensor<512x64xf32>
    %cst_90 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %208 = stablehlo.broadcast_in_dim %cst_90, dims = [] : (tensor<f32>) -> tensor<512x64xf32>
    %209 = stablehlo.multiply %208, %81 : tensor<512x64xf32>
    %210 = stablehlo.multiply %209, %81 : tensor<512x64xf32>
    %211 = stablehlo.add %207, %210 : tensor<512x64xf32>
    %cst_91 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %212 = stablehlo.broadcast_in_dim %cst_91, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %213 = stablehlo.multiply %212, %arg33 : tensor<64xf32>
    %cst_92 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %214 = stablehlo.broadcast_in_dim %cst_92, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %215 = stablehlo.multiply %214, %86 : tensor<64xf32>
    %216 = stablehlo.multiply %215, %86 : tensor<64xf32>
    %217 = stablehlo.add %213, %216 : tensor<64xf32>
    %cst_93 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %218 = stablehlo.broadcast_in_dim %cst_93, dims = [] : (tensor<f32>) -> tensor<128x512xf32>
    %219 = stablehlo.multiply %218, %arg34 : tensor<128x512xf32>
    %cst_94 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %220 = stablehlo.broadcast_in_dim %cst_94, dims = [] : (tensor<f32>) -> tensor<128x512xf32>
    %221 = stablehlo.multiply %220, %91 : tensor<128x512xf32>
    %222 = stablehlo.multiply %221, %91 : tensor<128x512xf32>
    %223 = stablehlo.add %219, %222 : tensor<128x512xf32>
    %cst_95 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %224 = stablehlo.broadcast_in_dim %cst_95, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %225 = stablehlo.multiply %224, %arg35 : tensor<512xf32>
    %cst_96 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %226 = stablehlo.broadcast_in_dim %cst_96, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %227 = stablehlo.multiply %226, %96 : tensor<512xf32>
    %228 = stablehlo.multiply %227, %96 : tensor<512xf32>
    %229 = stablehlo.add %225, %228 : tensor<512xf32>
    %cst_97 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %230 = stablehlo.power %cst_97, %97 : tensor<f32>
    %cst_98 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %231 = stablehlo.subtract %cst_98, %230 : tensor<f32>
    %cst_99 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %232 = stablehlo.power %cst_99, %97 : tensor<f32>
    %cst_100 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %233 = stablehlo.subtract %cst_100, %232 : tensor<f32>
    %234 = stablehlo.broadcast_in_dim %231, dims = [] : (tensor<f32>) -> tensor<512x512xf32>
    %235 = stablehlo.divide %102, %234 : tensor<512x512xf32>
    %cst_101 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %236 = stablehlo.broadcast_in_dim %cst_101, dims = [] : (tensor<f32>) -> tensor<512x512xf32>
    %237 = stablehlo.multiply %236, %235 : tensor<512x512xf32>
    %238 = stablehlo.broadcast_in_dim %233, dims = [] : (tensor<f32>) -> tensor<512x512xf32>
    %239 = stablehlo.divide %163, %238 : tensor<512x512xf32>
    %240 = stablehlo.sqrt %239 : tensor<512x512xf32>
    %cst_102 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %241 = stablehlo.broadcast_in_dim %cst_102, dims = [] : (tensor<f32>) -> tensor<512x512xf32>
    %242 = stablehlo.add %240, %241 : tensor<512x512xf32>
    %243 = stablehlo.divide %237, %242 : tensor<512x512xf32>
    %244 = stablehlo.subtract %arg0, %243 : tensor<512x512xf32>
    %245 = stablehlo.broadcast_in_dim %231, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %246 = stablehlo.divide %107, %245 : tensor<512xf32>
    %cst_103 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %247 = stablehlo.broadcast_in_dim %cst_103, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %248 = stablehlo.multiply %247, %246 : tensor<512xf32>
    %249 = stablehlo.broadcast_in_dim %233, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %250 = stablehlo.divide %169, %249 : tensor<512xf32>
    %251 = stablehlo.sqrt %250 : tensor<512xf32>
    %cst_104 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %252 = stablehlo.broadcast_in_dim %cst_104, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %253 = stablehlo.add %251, %252 : tensor<512xf32>
    %254 = stablehlo.divide %248, %253 : tensor<512xf32>
    %255 = stablehlo.subtract %arg1, %254 : tensor<512xf32>
    %256 = stablehlo.broadcast_in_dim %231, dims = [] : (tensor<f32>) -> tensor<512x1536xf32>
    %257 = stablehlo.divide %112, %256 : tensor<512x1536xf32>
    %cst_105 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %258 = stablehlo.broadcast_in_dim %cst_105, dims = [] : (tensor<f32>) -> tensor<512x1536xf32>
    %259 = stablehlo.multiply %258, %257 : tensor<512x1536xf32>
    %260 = stablehlo.broadcast_in_dim %233, dims = [] : (tensor<f32>) -> tensor<512x1536xf32>
    %261 = stablehlo.divide %175, %260 : tensor<512x1536xf32>
    %262 = stablehlo.sqrt %261 : tensor<512x1536xf32>
    %cst_106 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %263 = stablehlo.broadcast_in_dim %cst_106, dims = [] : (tensor<f32>) -> tensor<512x1536xf32>
    %264 = stablehlo.add %262, %263 : tensor<512x1536xf32>
    %265 = stablehlo.divide %259, %264 : tensor<512x1536xf32>
    %266 = stablehlo.subtract %arg2, %265 : tensor<512x1536xf32>
    %267 = stablehlo.broadcast_in_dim %231, dims = [] : (tensor<f32>) -> tensor<1536xf32>
    %268 = stablehlo.divide %117, %267 : tensor<1536xf32>
    %cst_107 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %269 = stablehlo.broadcast_in_dim %cst_107, dims = [] : (tensor<f32>) -> tensor<1536xf32>
    %270 = stablehlo.multiply %269, %268 : tensor<1536xf32>
    %271 = stablehlo.broadcast_in_dim %233, dims = [] : (tensor<f32>) -> tensor<1536xf32>
    %272 = stablehlo.divide %181, %271 : tensor<1536xf32>
    %273 = stablehlo.sqrt %272 : tensor<1536xf32>
    %cst_108 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %274 = stablehlo.broadcast_in_dim %cst_108, dims = [] : (tensor<f32>) -> tensor<1536xf32>
    %275 = stablehlo.add %273, %274 : tensor<1536xf32>
    %276 = stablehlo.divide %270, %275 : tensor<1536xf32>
    %277 = stablehlo.subtract %arg3, %276 : tensor<1536xf32>
    %278 = stablehlo.broadcast_in_dim %231, dims = [] : (tensor<f32>) -> tensor<1536x512xf32>
    %279 = stablehlo.divide %122, %278 : tensor<1536x512xf32>
    %cst_109 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %280 = stablehlo.broadcast_in_dim %cst_109, dims = [] : (tensor<f32>) -> tensor<1536x512xf32>
    %281 = stablehlo.multiply %280, %279 : tensor<1536x512xf32>
    %282 = stablehlo.broadcast_in_dim %233, dims = [] : (tensor<f32>) -> tensor<1536x512xf32>
    %283 = stablehlo.divide %187, %282 : tensor<1536x512xf32>
    %284 = stablehlo.sqrt %283 : tensor<1536x512xf32>
    %cst_110 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %285 = stablehlo.broadcast_in_dim %cst_110, dims = [] : (tensor<f32>) -> tensor<1536x512xf32>
    %286 = stablehlo.add %284, %285 : tensor<1536x512xf32>
    %287 = stablehlo.divide %281, %286 : tensor<1536x512xf32>
    %288 = stablehlo.subtract %arg4, %287 : tensor<1536x512xf32>
    %289 = stablehlo.broadcast_in_dim %231, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %290 = stablehlo.divide %127, %289 : tensor<512xf32>
    %cst_111 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %291 = stablehlo.broadcast_in_dim %cst_111, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %292 = stablehlo.multiply %291, %290 : tensor<512xf32>
    %293 = stablehlo.broadcast_in_dim %233, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %294 = stablehlo.divide %193, %293 : tensor<512xf32>
    %295 = stablehlo.sqrt %294 : tensor<512xf32>
    %cst_112 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %296 = stablehlo.broadcast_in_dim %cst_112, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %297 = stablehlo.add %295, %296 : tensor<512xf32>
    %298 = stablehlo.divide %292, %297 : tensor<512xf32>
    %299 = stablehlo.subtract %arg5, %298 : tensor<512xf32>
    %300 = stablehlo.broadcast_in_dim %231, dims = [] : (tensor<f32>) -> tensor<256x512xf32>
    %301 = stablehlo.divide %132, %300 : tensor<256x512xf32>
    %cst_113 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %302 = stablehlo.broadcast_in_dim %cst_113, dims = [] : (tensor<f32>) -> tensor<256x512xf32>
    %303 = stablehlo.multiply %302, %301 : tensor<256x512xf32>
    %304 = stablehlo.broadcast_in_dim %233, dims = [] : (tensor<f32>) -> tensor<256x512xf32>
    %305 = stablehlo.divide %199, %304 : tensor<256x512xf32>
    %306 = stablehlo.sqrt %305 : tensor<256x512xf32>
    %cst_114 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %307 = stablehlo.broadcast_in_dim %cst_114, dims = [] : (tensor<f32>) -> tensor<256x512xf32>
    %308 = stablehlo.add %306, %307 : tensor<256x512xf32>
    %309 = stablehlo.divide %303, %308 : tensor<256x512xf32>
    %310 = stablehlo.subtract %arg6, %309 : tensor<256x512xf32>
    %311 = stablehlo.broadcast_in_dim %231, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %312 = stablehlo.divide %137, %311 : tensor<512xf32>
    %cst_115 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %313 = stablehlo.broadcast_in_dim %cst_115, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %314 = stablehlo.multiply %313, %312 : tensor<512xf32>
    %315 = stablehlo.broadcast_in_dim %233, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %316 = stablehlo.divide %205, %315 : tensor<512xf32>
    %317 = stablehlo.sqrt %316 : tensor<512xf32>
    %cst_116 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %318 = stablehlo.broadcast_in_dim %cst_116, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %319 = stablehlo.add %317, %318 : tensor<512xf32>
    %320 = stablehlo.divide %314, %319 : tensor<512xf32>
    %321 = stablehlo.subtract %arg7, %320 : tensor<512xf32>
    %322 = stablehlo.broadcast_in_dim %231, dims = [] : (tensor<f32>) -> tensor<512x64xf32>
    %323 = stablehlo.divide %142, %322 : tensor<512x64xf32>
    %cst_117 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %324 = stablehlo.broadcast_in_dim %cst_117, dims = [] : (tensor<f32>) -> tensor<512x64xf32>
    %325 = stablehlo.multiply %324, %323 : tensor<512x64xf32>
    %326 = stablehlo.broadcast_in_dim %233, dims = [] : (tensor<f32>) -> tensor<512x64xf32>
    %327 = stablehlo.divide %211, %326 : tensor<512x64xf32>
    %328 = stablehlo.sqrt %327 : tensor<512x64xf32>
    %cst_118 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %329 = stablehlo.broadcast_in_dim %cst_118, dims = [] : (tensor<f32>) -> tensor<512x64xf32>
    %330 = stablehlo.add %328, %329 : tensor<512x64xf32>
    %331 = stablehlo.divide %325, %330 : tensor<512x64xf32>
    %332 = stablehlo.subtract %arg8, %331 : tensor<512x64xf32>
    %333 = stablehlo.broadcast_in_dim %231, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %334 = stablehlo.divide %147, %333 : tensor<64xf32>
    %cst_119 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %335 = stablehlo.broadcast_in_dim %cst_119, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %336 = stablehlo.multiply %335, %334 : tensor<64xf32>
    %337 = stablehlo.broadcast_in_dim %233, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %338 = stablehlo.divide %217, %337 : tensor<64xf32>
    %339 = stablehlo.sqrt %338 : tensor<64xf32>
    %cst_120 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %340 = stablehlo.broadcast_in_dim %cst_120, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %341 = stablehlo.add %339, %340 : tensor<64xf32>
    %342 = stablehlo.divide %336, %341 : tensor<64xf32>
    %343 = stablehlo.subtract %arg9, %342 : tensor<64xf32>
    %344 = stablehlo.broadcast_in_dim %231, dims = [] : (tensor<f32>) -> tensor<128x512xf32>
    %345 = stablehlo.divide %152, %344 : tensor<128x512xf32>
    %cst_121 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %346 = stablehlo.broadcast_in_dim %cst_121, dims = [] : (tensor<f32>) -> tensor<128x512xf32>
    %347 = stablehlo.multiply %346, %345 : tensor<128x512xf32>
    %348 = stablehlo.broadcast_in_dim %233, dims = [] : (tensor<f32>) -> tensor<128x512xf32>
    %349 = stablehlo.divide %223, %348 : tensor<128x512xf32>
    %350 = stablehlo.sqrt %349 : tensor<128x512xf32>
    %cst_122 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %351 = stablehlo.broadcast_in_dim %cst_122, dims = [] : (tensor<f32>) -> tensor<128x512xf32>
    %352 = stablehlo.add %350, %351 : tensor<128x512xf32>
    %353 = stablehlo.divide %347, %352 : tensor<128x512xf32>
    %354 = stablehlo.subtract %arg10, %353 : tensor<128x512xf32>
    %355 = stablehlo.broadcast_in_dim %231, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %356 = stablehlo.divide %157, %355 : tensor<512xf32>
    %cst_123 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %357 = stablehlo.broadcast_in_dim %cst_123, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %358 = stablehlo.multiply %357, %356 : tensor<512xf32>
    %359 = stablehlo.broadcast_in_dim %233, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %360 = stablehlo.divide %229, %359 : tensor<512xf32>
    %361 = stablehlo.sqrt %360 : tensor<512xf32>
    %cst_124 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %362 = stablehlo.broadcast_in_dim %cst_124, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %363 = stablehlo.add %361, %362 : tensor<512xf32>
    %364 = stablehlo.divide %358, %363 : tensor<512xf32>
    %365 = stablehlo.subtract %arg11, %364 : tensor<512xf32>
    return %244, %255, %266, %277, %288, %299, %310, %321, %332, %343, %354, %365, %102, %107, %112, %117, %122, %127, %132, %137, %142, %147, %152, %157, %163, %169, %175, %181, %187, %193, %199, %205, %211, %217, %223, %229, %97 : tensor<512x512xf32>, tensor<512xf32>, tensor<512x1536xf32>, tensor<1536xf32>, tensor<1536x512xf32>, tensor<512xf32>, tensor<256x512xf32>, tensor<512xf32>, tensor<512x64xf32>, tensor<64xf32>, tensor<128x512xf32>, tensor<512xf32>, tensor<512x512xf32>, tensor<512xf32>, tensor<512x1536xf32>, tensor<1536xf32>, tensor<1536x512xf32>, tensor<512xf32>, tensor<256x512xf32>, tensor<512xf32>, tensor<512x64xf32>, tensor<64xf32>, tensor<128x512xf32>, tensor<512xf32>, tensor<512x512xf32>, tensor<512xf32>, tensor<512x1536xf32>, tensor<1536xf32>, tensor<1536x512xf32>, tensor<512xf32>, tensor<256x512xf32>, tensor<512xf32>, tensor<512x64xf32>, tensor<64xf32>, tensor<128x512xf32>, tensor<512xf32>, tensor<f32>
  }
}
