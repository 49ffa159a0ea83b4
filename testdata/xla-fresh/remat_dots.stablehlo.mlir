module @jit_remat_dots attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<512x2048xf32> {tf.aliasing_output = 0 : i32}, %arg1: tensor<2048x512xf32> {tf.aliasing_output = 1 : i32}, %arg2: tensor<512x2048xf32> {tf.aliasing_output = 2 : i32}, %arg3: tensor<2048x512xf32> {tf.aliasing_output = 3 : i32}, %arg4: tensor<512x2048xf32> {tf.aliasing_output = 4 : i32}, %arg5: tensor<2048x512xf32> {tf.aliasing_output = 5 : i32}, %arg6: tensor<512x2048xf32> {tf.aliasing_output = 6 : i32}, %arg7: tensor<2048x512xf32> {tf.aliasing_output = 7 : i32}, %arg8: tensor<512x2048xf32> {tf.aliasing_output = 8 : i32}, %arg9: tensor<2048x512xf32> {tf.aliasing_output = 9 : i32}, %arg10: tensor<512x2048xf32> {tf.aliasing_output = 10 : i32}, %arg11: tensor<2048x512xf32> {tf.aliasing_output = 11 : i32}, %arg12: tensor<512x2048xf32> {tf.aliasing_output = 12 : i32}, %arg13: tensor<2048x512xf32> {tf.aliasing_output = 13 : i32}, %arg14: tensor<512x2048xf32> {tf.aliasing_output = 14 : i32}, %arg15: tensor<2048x512xf32> {tf.aliasing_output = 15 : i32}, %arg16: tensor<512x2048xf32> {tf.aliasing_output = 16 : i32}, %arg17: tensor<2048x512xf32> {tf.aliasing_output = 17 : i32}, %arg18: tensor<512x2048xf32> {tf.aliasing_output = 18 : i32}, %arg19: tensor<2048x512xf32> {tf.aliasing_output = 19 : i32}, %arg20: tensor<512x2048xf32> {tf.aliasing_output = 20 : i32}, %arg21: tensor<2048x512xf32> {tf.aliasing_output = 21 : i32}, %arg22: tensor<512x2048xf32> {tf.aliasing_output = 22 : i32}, %arg23: tensor<2048x512xf32> {tf.aliasing_output = 23 : i32}, %arg24: tensor<512x2048xf32> {tf.aliasing_output = 24 : i32}, %arg25: tensor<2048x512xf32> {tf.aliasing_output = 25 : i32}, %arg26: tensor<512x2048xf32> {tf.aliasing_output = 26 : i32}, %arg27: tensor<2048x512xf32> {tf.aliasing_output = 27 : i32}, %arg28: tensor<512x2048xf32> {tf.aliasing_output = 28 : i32}, %arg29: tensor<2048x512xf32> {tf.aliasing_output = 29 : i32}, %arg30: tensor<512x2048xf32> {tf.aliasing_output = 30 : i32}, %arg31: tensor<2048x512xf32> {tf.aliasing_output = 31 : i32}, %arg32: tensor<256x512xf32>) -> (tensor<512x2048xf32> {jax.result_info = "result[0][0][0]"}, tensor<2048x512xf32> {jax.result_info = "result[0][0][1]"}, tensor<512x2048xf32> {jax.result_info = "result[0][1][0]"}, tensor<2048x512xf32> {jax.result_info = "result[0][1][1]"}, tensor<512x2048xf32> {jax.result_info = "result[0][2][0]"}, tensor<2048x512xf32> {jax.result_info = "result[0][2][1]"}, tensor<512x2048xf32> {jax.result_info = "result[0][3][0]"}, tensor<2048x512xf32> {jax.result_info = "result[0][3][1]"}, tensor<512x2048xf32> {jax.result_info = "result[0][4][0]"}, tensor<2048x512xf32> {jax.result_info = "result[0][4][1]"}, tensor<512x2048xf32> {jax.result_info = "result[0][5][0]"}, tensor<2048x512xf32> {jax.result_info = "result[0][5][1]"}, tensor<512x2048xf32> {jax.result_info = "result[0][6][0]"}, tensor<2048x512xf32> {jax.result_info = "result[0][6][1]"}, tensor<512x2048xf32> {jax.result_info = "result[0][7][0]"}, tensor<2048x512xf32> {jax.result_info = "result[0][7][1]"}, tensor<512x2048xf32> {jax.result_info = "result[1][0][0]"}, tensor<2048x512xf32> {jax.result_info = "result[1][0][1]"}, tensor<512x2048xf32> {jax.result_info = "result[1][1][0]"}, tensor<2048x512xf32> {jax.result_info = "result[1][1][1]"}, tensor<512x2048xf32> {jax.result_info = "result[1][2][0]"}, tensor<2048x512xf32> {jax.result_info = "result[1][2][1]"}, tensor<512x2048xf32> {jax.result_info = "result[1][3][0]"}, tensor<2048x512xf32> {jax.result_info = "result[1][3][1]"}, tensor<512x2048xf32> {jax.result_info = "result[1][4][0]"}, tensor<2048x512xf32> {jax.result_info = "result[1][4][1]"}, tensor<512x2048xf32> {jax.result_info = "result[1][5][0]"}, tensor<2048x512xf32> {jax.result_info = "result[1][5][1]"}, tensor<512x2048xf32> {jax.result_info = "result[1][6][0]"}, tensor<2048x512xf32> {jax.result_info = "result[1][6][1]"}, tensor<512x2048xf32> {jax.result_info = "result[1][7][0]"}, tensor<2048x512xf32> {jax.result_info = "result[1][7][1]"}, tensor<f32> {jax.result_info = "result[2]"}) {
    %0 = stablehlo.dot_general %arg32, %arg0, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<256x512xf32>, tensor<512x2048xf32>) -> tensor<256x2048xf32>
    %1 = stablehlo.reduce_precision %0, format = e8m23 : tensor<256x2048xf32>
    %2 = stablehlo.multiply %1, %1 : tensor<256x2048xf32>
    %3 = stablehlo.multiply %2, %1 : tensor<256x2048xf32>
    %cst = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<256x2048xf32>
    %5 = stablehlo.multiply %4, %3 : tensor<256x2048xf32>
    %6 = stablehlo.add %1, %5 : tensor<256x2048xf32>
    %cst_0 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %7 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<256x2048xf32>
    %8 = stablehlo.multiply %7, %6 : tensor<256x2048xf32>
    %9 = stablehlo.tanh %8 : tensor<256x2048xf32>
    %cst_1 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %10 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<256x2048xf32>
    %11 = stablehlo.add %10, %9 : tensor<256x2048xf32>
    %cst_2 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %12 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<256x2048xf32>
    %13 = stablehlo.multiply %12, %11 : tensor<256x2048xf32>
    %14 = stablehlo.multiply %1, %13 : tensor<256x2048xf32>
    %15 = stablehlo.dot_general %14, %arg1, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<256x2048xf32>, tensor<2048x512xf32>) -> tensor<256x512xf32>
    %16 = stablehlo.reduce_precision %15, format = e8m23 : tensor<256x512xf32>
    %17 = stablehlo.tanh %16 : tensor<256x512xf32>
    %cst_3 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %18 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<256x512xf32>
    %19 = stablehlo.multiply %17, %18 : tensor<256x512xf32>
    %20 = stablehlo.add %arg32, %19 : tensor<256x512xf32>
    %21 = stablehlo.dot_general %20, %arg2, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<256x512xf32>, tensor<512x2048xf32>) -> tensor<256x2048xf32>
    %22 = stablehlo.reduce_precision %21, format = e8m23 : tensor<256x2048xf32>
    %23 = stablehlo.multiply %22, %22 : tensor<256x2048xf32>
    %24 = stablehlo.multiply %23, %22 : tensor<256x2048xf32>
    %cst_4 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %25 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<256x2048xf32>
    %26 = stablehlo.multiply %25, %24 : tensor<256x2048xf32>
    %27 = stablehlo.add %22, %26 : tensor<256x2048xf32>
    %cst_5 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %28 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<256x2048xf32>
    %29 = stablehlo.multiply %28, %27 : tensor<256x2048xf32>
    %30 = stablehlo.tanh %29 : tensor<256x2048xf32>
    %cst_6 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %31 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<256x2048xf32>
    %32 = stablehlo.add %31, %30 : tensor<256x2048xf32>
    %cst_7 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %33 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<256x2048xf32>
    %34 = stablehlo.multiply %33, %32 : tensor<256x2048xf32>
    %35 = stablehlo.multiply %22, %34 : tensor<256x2048xf32>
    %36 = stablehlo.dot_general %35, %arg3, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<256x2048xf32>, tensor<2048x512xf32>) -> tensor<256x512xf32>
    %37 = stablehlo.reduce_precision %36, format = e8m23 : tensor<256x512xf32>
    %38 = stablehlo.tanh %37 : tensor<256x512xf32>
    %cst_8 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %39 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<256x512xf32>
    %40 = stablehlo.multiply %38, %39 : tensor<256x512xf32>
    %41 = stablehlo.add %20, %40 : tensor<256x512xf32>
    %42 = stablehlo.dot_general %41, %arg4, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<256x512xf32>, tensor<512x2048xf32>) -> tensor<256x2048xf32>
    %43 = stablehlo.reduce_precision %42, format = e8m23 : tensor<256x2048xf32>
    %44 = stablehlo.multiply %43, %43 : tensor<256x2048xf32>
    %45 = stablehlo.multiply %44, %43 : tensor<256x2048xf32>
    %cst_9 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %46 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<256x2048xf32>
    %47 = stablehlo.multiply %46, %45 : tensor<256x2048xf32>
    %48 = stablehlo.add %43, %47 : tensor<256x2048xf32>
    %cst_10 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %49 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<256x2048xf32>
    %50 = stablehlo.multiply %49, %48 : tensor<256x2048xf32>
    %51 = stablehlo.tanh %50 : tensor<256x2048xf32>
    %cst_11 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %52 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<256x2048xf32>
    %53 = stablehlo.add %52, %51 : tensor<256x2048xf32>
    %cst_12 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %54 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<256x2048xf32>
    %55 = stablehlo.multiply %54, %53 : tensor<256x2048xf32>
    %56 = stablehlo.multiply %43, %55 : tensor<256x2048xf32>
    %57 = stablehlo.dot_general %56, %arg5, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<256x2048xf32>, tensor<2048x512xf32>) -> tensor<256x512xf32>
    %58 = stablehlo.reduce_precision %57, format = e8m23 : tensor<256x512xf32>
    %59 = stablehlo.tanh %58 : tensor<256x512xf32>
    %cst_13 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %60 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f32>) -> tensor<256x512xf32>
    %61 = stablehlo.multiply %59, %60 : tensor<256x512xf32>
    %62 = stablehlo.add %41, %61 : tensor<256x512xf32>
    %63 = stablehlo.dot_general %62, %arg6, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<256x512xf32>, tensor<512x2048xf32>) -> tensor<256x2048xf32>
    %64 = stablehlo.reduce_precision %63, format = e8m23 : tensor<256x2048xf32>
    %65 = stablehlo.multiply %64, %64 : tensor<256x2048xf32>
    %66 = stablehlo.multiply %65, %64 : tensor<256x2048xf32>
    %cst_14 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %67 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f32>) -> tensor<256x2048xf32>
    %68 = stablehlo.multiply %67, %66 : tensor<256x2048xf32>
    %69 = stablehlo.add %64, %68 : tensor<256x2048xf32>
    %cst_15 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %70 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<f32>) -> tensor<256x2048xf32>
    %71 = stablehlo.multiply %70, %69 : tensor<256x2048xf32>
    %72 = stablehlo.tanh %71 : tensor<256x2048xf32>
    %cst_16 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %73 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f32>) -> tensor<256x2048xf32>
    %74 = stablehlo.add %73, %72 : tensor<256x2048xf32>
    %cst_17 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %75 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<f32>) -> tensor<256x2048xf32>
    %76 = stablehlo.multiply %75, %74 : tensor<256x2048xf32>
    %77 = stablehlo.multiply %64, %76 : tensor<256x2048xf32>
    %78 = stablehlo.dot_general %77, %arg7, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<256x2048xf32>, tensor<2048x512xf32>) -> tensor<256x512xf32>
    %79 = stablehlo.reduce_precision %78, format = e8m23 : tensor<256x512xf32>
    %80 = stablehlo.tanh %79 : tensor<256x512xf32>
    %cst_18 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %81 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<f32>) -> tensor<256x512xf32>
    %82 = stablehlo.multiply %80, %81 : tensor<256x512xf32>
    %83 = stablehlo.add %62, %82 : tensor<256x512xf32>
    %84 = stablehlo.dot_general %83, %arg8, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<256x512xf32>, tensor<512x2048xf32>) -> tensor<256x2048xf32>
    %85 = stablehlo.reduce_precision %84, format = e8m23 : tensor<256x2048xf32>
    %86 = stablehlo.multiply %85, %85 : tensor<256x2048xf32>
    %87 = stablehlo.multiply %86, %85 : tensor<256x2048xf32>
    %cst_19 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %88 = stablehlo.broadcast_in_dim %cst_19, dims = [] : (tensor<f32>) -> tensor<256x2048xf32>
    %89 = stablehlo.multiply %88, %87 : tensor<256x2048xf32>
    %90 = stablehlo.add %85, %89 : tensor<256x2048xf32>
    %cst_20 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %91 = stablehlo.broadcast_in_dim %cst_20, dims = [] : (tensor<f32>) -> tensor<256x2048xf32>
    %92 = stablehlo.multiply %91, %90 : tensor<256x2048xf32>
    %93 = stablehlo.tanh %92 : tensor<256x2048xf32>
    %cst_21 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %94 = stablehlo.broadcast_in_dim %cst_21, dims = [] : (tensor<f32>) -> tensor<256x2048xf32>
    %95 = stablehlo.add %94, %93 : tensor<256x2048xf32>
    %cst_22 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %96 = stablehlo.broadcast_in_dim %cst_22, dims = [] : (tensor<f32>) -> tensor<256x2048xf32>
    %97 = stablehlo.multiply %96, %95 : tensor<256x2048xf32>
    %98 = stablehlo.multiply %85, %97 : tensor<256x2048xf32>
    %99 = stablehlo.dot_general %98, %arg9, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<256x2048xf32>, tensor<2048x512xf32>) -> tensor<256x512xf32>
    %100 = stablehlo.reduce_precision %99, format = e8m23 : tensor<256x512xf32>
    %101 = stablehlo.tanh %100 : tensor<256x512xf32>
    %cst_23 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %102 = stablehlo.broadcast_in_dim %cst_23, dims = [] : (tensor<f32>) -> tensor<256x512xf32>
    %103 = stablehlo.multiply %101, %102 : tensor<256x512xf32>
    %104 = stablehlo.add %83, %103 : tensor<256x512xf32>
    %105 = stablehlo.dot_general %104, %arg10, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<256x512xf32>, tensor<512x2048xf32>) -> tensor<256x2048xf32>
    %106 = stablehlo.reduce_precision %105, format = e8m23 : tensor<256x2048xf32>
    %107 = stablehlo.multiply %106, %106 : tensor<256x2048xf32>
    %108 = stablehlo.multiply %107, %106 : tensor<256x2048xf32>
    %cst_24 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %109 = stablehlo.broadcast_in_dim %cst_24, dims = [] : (tensor<f32>) -> tensor<256x2048xf32>
    %110 = stablehlo.multiply %109, %108 : tensor<256x2048xf32>
    %111 = stablehlo.add %106, %110 : tensor<256x2048xf32>
    %cst_25 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %112 = stablehlo.broadcast_in_dim %cst_25, dims = [] : (tensor<f32>) -> tensor<256x2048xf32>
    %113 = stablehlo.multiply %112, %111 : tensor<256x2048xf32>
    %114 = stablehlo.tanh %113 : tensor<256x2048xf32>
    %cst_26 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %115 = stablehlo.broadcast_in_dim %cst_26, dims = [] : (tensor<f32>) -> tensor<256x2048xf32>
    %116 = stablehlo.add %115, %114 : tensor<256x2048xf32>
    %cst_27 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %117 = stablehlo.broadcast_in_dim %cst_27, dims = [] : (tensor<f32>) -> tensor<256x2048xf32>
    %118 = stablehlo.multiply %117, %116 : tensor<256x2048xf32>
    %119 = stablehlo.multiply %106, %118 : tensor<256x2048xf32>
    %120 = stablehlo.dot_general %119, %arg11, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<256x2048xf32>, tensor<2048x512xf32>) -> tensor<256x512xf32>
    %121 = stablehlo.reduce_precision %120, format = e8m23 : tensor<256x512xf32>
    %122 = stablehlo.tanh %121 : tensor<256x512xf32>
    %cst_28 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %123 = stablehlo.broadcast_in_dim %cst_28, dims = [] : (tensor<f32>) -> tensor<256x512xf32>
    %124 = stablehlo.multiply %122, %123 : tensor<256x512xf32>
    %125 = stablehlo.add %104, %124 : tensor<256x512xf32>
    %126 = stablehlo.dot_general %125, %arg12, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<256x512xf32>, tensor<512x2048xf32>) -> tensor<256x2048xf32>
    %127 = stablehlo.reduce_precision %126, format = e8m23 : tensor<256x2048xf32>
    %128 = stablehlo.multiply %127, %127 : tensor<256x2048xf32>
    %129 = stablehlo.multiply %128, %127 : tensor<256x2048xf32>
    %cst_29 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %130 = stablehlo.broadcast_in_dim %cst_29, dims = [] : (tensor<f32>) -> tensor<256x2048xf32>
    %131 = stablehlo.multiply %130, %129 : tensor<256x2048xf32>
    %132 = stablehlo.add %127, %131 : tensor<256x2048xf32>
    %cst_30 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %133 = stablehlo.broadcast_in_dim %cst_30, dims = [] : (tensor<f32>) -> tensor<256x2048xf32>
    %134 = stablehlo.multiply %133, %132 : tensor<256x2048xf32>
    %135 = stablehlo.tanh %134 : tensor<256x2048xf32>
    %cst_31 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %136 = stablehlo.broadcast_in_dim %cst_31, dims = [] : (tensor<f32>) -> tensor<256x2048xf32>
    %137 = stablehlo.add %136, %135 : tensor<256x2048xf32>
    %cst_32 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %138 = stablehlo.broadcast_in_dim %cst_32, dims = [] : (tensor<f32>) -> tensor<256x2048xf32>
    %139 = stablehlo.multiply %138, %137 : tensor<256x2048xf32>
    %140 = stablehlo.multiply %127, %139 : tensor<256x2048xf32>
    %141 = stablehlo.dot_general %140, %arg13, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<256x2048xf32>, tensor<2048x512xf32>) -> tensor<256x512xf32>
    %142 = stablehlo.reduce_precision %141, format = e8m23 : tensor<256x512xf32>
    %143 = stablehlo.tanh %142 : tensor<256x512xf32>
    %cst_33 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %144 = stablehlo.broadcast_in_dim %cst_33, dims = [] : (tensor<f32>) -> tensor<256x512xf32>
    %145 = stablehlo.multiply %143, %144 : tensor<256x512xf32>
    %146 = stablehlo.add %125, %145 : tensor<256x512xf32>
    %147 = stablehlo.dot_general %146, %arg14, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<256x512xf32>, tensor<512x2048xf32>) -> tensor<256x2048xf32>
    %148 = stablehlo.reduce_precision %147, format = e8m23 : tensor<256x2048xf32>
    %149 = stablehlo.multiply %148, %148 : tensor<256x2048xf32>
    %150 = stablehlo.multiply %149, %148 : tensor<256x2048xf32>
    %cst_34 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %151 = stablehlo.broadcast_in_dim %cst_34, dims = [] : (tensor<f32>) -> tensor<256x2048xf32>
    %152 = stablehlo.multiply %151, %150 : tensor<256x2048xf32>
    %153 = stablehlo.add %148, %152 : tensor<256x2048xf32>
    %cst_35 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %154 = stablehlo.broadcast_in_dim %cst_35, dims = [] : (tensor<f32>) -> tensor<256x2048xf32>
    %155 = stablehlo.multiply %154, %153 : tensor<256x2048xf32>
    %156 = stablehlo.tanh %155 : tensor<256x2048xf32>
    %cst_36 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %157 = stablehlo.broadcast_in_dim %cst_36, dims = [] : (tensor<f32>) -> tensor<256x2048xf32>
    %158 = stablehlo.add %157, %156 : tensor<256x2048xf32>
    %cst_37 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %159 = stablehlo.broadcast_in_dim %cst_37, dims = [] : (tensor<f32>) -> tensor<256x2048xf32>
    %160 = stablehlo.multiply %159, %158 : tensor<256x2048xf32>
    %161 = stablehlo.multiply %148, %160 : tensor<256x2048xf32>
    %162 = stablehlo.dot_general %161, %arg15, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<256x2048xf32>, tensor<2048x512xf32>) -> tensor<256x512xf32>
    %163 = stablehlo.reduce_precision %162, format = e8m23 : tensor<256x512xf32>
    %164 = stablehlo.tanh %163 : tensor<256x512xf32>
    %cst_38 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %165 = stablehlo.broadcast_in_dim %cst_38, dims = [] : (tensor<f32>) -> tensor<256x512xf32>
    %166 = stablehlo.multiply %164, %165 : tensor<256x512xf32>
    %167 = stablehlo.add %146, %166 : tensor<256x512xf32>
    %168 = stablehlo.multiply %167, %167 : tensor<256x512xf32>
    %cst_39 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %169 = stablehlo.broadcast_in_dim %cst_39, dims = [] : (tensor<f32>) -> tensor<256x512xf32>
    %170 = stablehlo.multiply %169, %167 : tensor<256x512xf32>
    %cst_40 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %171 = stablehlo.reduce(%168 init: %cst_40) applies stablehlo.add across dimensions = [0, 1] : (tensor<256x512xf32>, tensor<f32>) -> tensor<f32>
    %cst_41 = stablehlo.constant dense<1.310720e+05> : tensor<f32>
    %172 = stablehlo.divide %171, %cst_41 : tensor<f32>
    %cst_42 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %cst_43 = stablehlo.constant dense<1.310720e+05> : tensor<f32>
    %173 = stablehlo.divide %cst_42, %cst_43 : tensor<f32>
    %174 = stablehlo.broadcast_in_dim %173, dims = [] : (tensor<f32>) -> tensor<256x512xf32>
    %175 = stablehlo.multiply %174, %170 : tensor<256x512xf32>
    %176:6 = stablehlo.optimization_barrier %148, %163, %arg14, %arg15, %146, %175 : tensor<256x2048xf32>, tensor<256x512xf32>, tensor<512x2048xf32>, tensor<2048x512xf32>, tensor<256x512xf32>, tensor<256x512xf32>
    %177 = stablehlo.multiply %176#0, %176#0 : tensor<256x2048xf32>
    %178 = stablehlo.multiply %177, %176#0 : tensor<256x2048xf32>
    %179 = stablehlo.multiply %176#0, %176#0 : tensor<256x2048xf32>
    %cst_44 = stablehlo.constant dense<3.000000e+00> : tensor<f32>
    %180 = stablehlo.broadcast_in_dim %cst_44, dims = [] : (tensor<f32>) -> tensor<256x2048xf32>
    %181 = stablehlo.multiply %180, %179 : tensor<256x2048xf32>
    %cst_45 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %182 = stablehlo.broadcast_in_dim %cst_45, dims = [] : (tensor<f32>) -> tensor<256x2048xf32>
    %183 = stablehlo.multiply %182, %178 : tensor<256x2048xf32>
    %184 = stablehlo.add %176#0, %183 : tensor<256x2048xf32>
    %cst_46 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %185 = stablehlo.broadcast_in_dim %cst_46, dims = [] : (tensor<f32>) -> tensor<256x2048xf32>
    %186 = stablehlo.multiply %185, %184 : tensor<256x2048xf32>
    %187 = stablehlo.tanh %186 : tensor<256x2048xf32>
    %cst_47 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %188 = stablehlo.broadcast_in_dim %cst_47, dims = [] : (tensor<f32>) -> tensor<256x2048xf32>
    %189 = stablehlo.subtract %188, %187 : tensor<256x2048xf32>
    %cst_48 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %190 = stablehlo.broadcast_in_dim %cst_48, dims = [] : (tensor<f32>) -> tensor<256x2048xf32>
    %191 = stablehlo.add %190, %187 : tensor<256x2048xf32>
    %cst_49 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %192 = stablehlo.broadcast_in_dim %cst_49, dims = [] : (tensor<f32>) -> tensor<256x2048xf32>
    %193 = stablehlo.multiply %192, %191 : tensor<256x2048xf32>
    %194 = stablehlo.multiply %176#0, %193 : tensor<256x2048xf32>
    %195 = stablehlo.tanh %176#1 : tensor<256x512xf32>
    %cst_50 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %196 = stablehlo.broadcast_in_dim %cst_50, dims = [] : (tensor<f32>) -> tensor<256x512xf32>
    %197 = stablehlo.subtract %196, %195 : tensor<256x512xf32>
    %cst_51 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %198 = stablehlo.broadcast_in_dim %cst_51, dims = [] : (tensor<f32>) -> tensor<256x512xf32>
    %199 = stablehlo.multiply %176#5, %198 : tensor<256x512xf32>
    %200 = stablehlo.multiply %199, %197 : tensor<256x512xf32>
    %201 = stablehlo.multiply %200, %195 : tensor<256x512xf32>
    %202 = stablehlo.add %200, %201 : tensor<256x512xf32>
    %203 = stablehlo.dot_general %202, %194, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<256x512xf32>, tensor<256x2048xf32>) -> tensor<512x2048xf32>
    %204 = stablehlo.transpose %203, dims = [1, 0] : (tensor<512x2048xf32>) -> tensor<2048x512xf32>
    %205 = stablehlo.dot_general %202, %176#3, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<256x512xf32>, tensor<2048x512xf32>) -> tensor<256x2048xf32>
    %206 = stablehlo.multiply %176#0, %205 : tensor<256x2048xf32>
    %207 = stablehlo.multiply %205, %193 : tensor<256x2048xf32>
    %cst_52 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %208 = stablehlo.broadcast_in_dim %cst_52, dims = [] : (tensor<f32>) -> tensor<256x2048xf32>
    %209 = stablehlo.multiply %208, %206 : tensor<256x2048xf32>
    %210 = stablehlo.multiply %209, %189 : tensor<256x2048xf32>
    %211 = stablehlo.multiply %210, %187 : tensor<256x2048xf32>
    %212 = stablehlo.add %210, %211 : tensor<256x2048xf32>
    %cst_53 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %213 = stablehlo.broadcast_in_dim %cst_53, dims = [] : (tensor<f32>) -> tensor<256x2048xf32>
    %214 = stablehlo.multiply %213, %212 : tensor<256x2048xf32>
    %215 = stablehlo.add %207, %214 : tensor<256x2048xf32>
    %cst_54 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %216 = stablehlo.broadcast_in_dim %cst_54, dims = [] : (tensor<f32>) -> tensor<256x2048xf32>
    %217 = stablehlo.multiply %216, %214 : tensor<256x2048xf32>
    %218 = stablehlo.multiply %217, %181 : tensor<256x2048xf32>
    %219 = stablehlo.add %215, %218 : tensor<256x2048xf32>
    %220 = stablehlo.dot_general %219, %176#4, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<256x2048xf32>, tensor<256x512xf32>) -> tensor<2048x512xf32>
    %221 = stablehlo.transpose %220, dims = [1, 0] : (tensor<2048x512xf32>) -> tensor<512x2048xf32>
    %222 = stablehlo.dot_general %219, %176#2, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<256x2048xf32>, tensor<512x2048xf32>) -> tensor<256x512xf32>
    %223 = stablehlo.add %176#5, %222 : tensor<256x512xf32>
    %224:6 = stablehlo.optimization_barrier %127, %142, %arg12, %arg13, %125, %223 : tensor<256x2048xf32>, tensor<256x512xf32>, tensor<512x2048xf32>, tensor<2048x512xf32>, tensor<256x512xf32>, tensor<256x512xf32>
    %225 = stablehlo.multiply %224#0, %224#0 : tensor<256x2048xf32>
    %226 = stablehlo.multiply %225, %224#0 : tensor<256x2048xf32>
    %227 = stablehlo.multiply %224#0, %224#0 : tensor<256x2048xf32>
    %cst_55 = stablehlo.constant dense<3.000000e+00> : tensor<f32>
    %228 = stablehlo.broadcast_in_dim %cst_55, dims = [] : (tensor<f32>) -> tensor<256x2048xf32>
    %229 = stablehlo.multiply %228, %227 : tensor<256x2048xf32>
    %cst_56 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %230 = stablehlo.broadcast_in_dim %cst_56, dims = [] : (tensor<f32>) -> tensor<256x2048xf32>
    %231 = stablehlo.multiply %230, %226 : tensor<256x2048xf32>
    %232 = stablehlo.add %224#0, %231 : tensor<256x2048xf32>
    %cst_57 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %233 = stablehlo.broadcast_in_dim %cst_57, dims = [] : (tensor<f32>) -> tensor<256x2048xf32>
    %234 = stablehlo.multiply %233, %232 : tensor<256x2048xf32>
    %235 = stablehlo.tanh %234 : tensor<256x2048xf32>
    %cst_58 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %236 = stablehlo.broadcast_in_dim %cst_58, dims = [] : (tensor<f32>) -> tensor<256x2048xf32>
    %237 = stablehlo.subtract %236, %235 : tensor<256x2048xf32>
    %cst_59 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %238 = stablehlo.broadcast_in_dim %cst_59, dims = [] : (tensor<f32>) -> tensor<256x2048xf32>
    %239 = stablehlo.add %238, %235 : tensor<256x2048xf32>
    %cst_60 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %240 = stablehlo.broadcast_in_dim %cst_60, dims = [] : (tensor<f32>) -> tensor<256x2048xf32>
    %241 = stablehlo.multiply %240, %239 : tensor<256x2048xf32>
    %242 = stablehlo.multiply %224#0, %241 : tensor<256x2048xf32>
    %243 = stablehlo.tanh %224#1 : tensor<256x512xf32>
    %cst_61 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %244 = stablehlo.broadcast_in_dim %cst_61, dims = [] : (tensor<f32>) -> tensor<256x512xf32>
    %245 = stablehlo.subtract %244, %243 : tensor<256x512xf32>
    %cst_62 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %246 = stablehlo.broadcast_in_dim %cst_62, dims = [] : (tensor<f32>) -> tensor<256x512xf32>
    %247 = stablehlo.multiply %224#5, %246 : tensor<256x512xf32>
    %248 = stablehlo.multiply %247, %245 : tensor<256x512xf32>
    %249 = stablehlo.multiply %248, %243 : tensor<256x512xf32>
    %250 = stablehlo.add %248, %249 : tensor<256x512xf32>
    %251 = stablehlo.dot_general %250, %242, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<256x512xf32>, tensor<256x2048xf32>) -> tensor<512x2048xf32>
    %252 = stablehlo.transpose %251, dims = [1, 0] : (tensor<512x2048xf32>) -> tensor<2048x512xf32>
    %253 = stablehlo.dot_general %250, %224#3, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<256x512xf32>, tensor<2048x512xf32>) -> tensor<256x2048xf32>
    %254 = stablehlo.multiply %224#0, %253 : tensor<256x2048xf32>
    %255 = stablehlo.multiply %253, %241 : tensor<256x2048xf32>
    %cst_63 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %256 = stablehlo.broadcast_in_dim %cst_63, dims = [] : (tensor<f32>) -> tensor<256x2048xf32>
    %257 = stablehlo.multiply %256, %254 : tensor<256x2048xf32>
    %258 = stablehlo.multiply %257, %237 : tensor<256x2048xf32>
    %259 = stablehlo.multiply %258, %235 : tensor<256x2048xf32>
    %260 = stablehlo.add %258, %259 : tensor<256x2048xf32>
    %cst_64 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %261 = stablehlo.broadcast_in_dim %cst_64, dims = [] : (tensor<f32>) -> tensor<256x2048xf32>
    %262 = stablehlo.multiply %261, %260 : tensor<256x2048xf32>
    %263 = stablehlo.add %255, %262 : tensor<256x2048xf32>
    %cst_65 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %264 = stablehlo.broadcast_in_dim %cst_65, dims = [] : (tensor<f32>) -> tensor<256x2048xf32>
    %265 = stablehlo.multiply %264, %262 : tensor<256x2048xf32>
    %266 = stablehlo.multiply %265, %229 : tensor<256x2048xf32>
    %267 = stablehlo.add %263, %266 : tensor<256x2048xf32>
    %268 = stablehlo.dot_general %267, %224#4, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<256x2048xf32>, tensor<256x512xf32>) -> tensor<2048x512xf32>
    %269 = stablehlo.transpose %268, dims = [1, 0] : (tensor<2048x512xf32>) -> tensor<512x2048xf32>
    %270 = stablehlo.dot_general %267, %224#2, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<256x2048xf32>, tensor<512x2048xf32>) -> tensor<256x512xf32>
    %271 = stablehlo.add %224#5, %270 : tensor<256x512xf32>
    %272:6 = stablehlo.optimization_barrier %106, %121, %arg10, %arg11, %104, %271 : tensor<256x2048xf32>, tensor<256x512xf32>, tensor<512x2048xf32>, tensor<2048x512xf32>, tensor<256x512xf32>, tensor<256x512xf32>
    %273 = stablehlo.multiply %272#0, %272#0 : tensor<256x2048xf32>
    %274 = stablehlo.multiply %273, %272#0 : tensor<256x2048xf32>
    %275 = stablehlo.multiply %272#0, %272#0 : tensor<256x2048xf32>
    %cst_66 = stablehlo.constant dense<3.000000e+00> : tensor<f32>
    %276 = stablehlo.broadcast_in_dim %cst_66, dims = [] : (tensor<f32>) -> tensor<256x2048xf32>
    %277 = stablehlo.multiply %276, %275 : tensor<256x2048xf32>
    %cst_67 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %278 = stablehlo.broadcast_in_dim %cst_67, dims = [] : (tensor<f32>) -> tensor<256x2048xf32>
    %279 = stablehlo.multiply %278, %274 : tensor<256x2048xf32>
    %280 = stablehlo.add %272#0, %279 : tensor<256x2048xf32>
    %cst_68 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %281 = stablehlo.broadcast_in_dim %cst_68, dims = [] : (tensor<f32>) -> tensor<256x2048xf32>
    %282 = stablehlo.multiply %281, %280 : tensor<256x2048xf32>
    %283 = stablehlo.tanh %282 : tensor<256x2048xf32>
    %cst_69 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %284 = stablehlo.broadcast_in_dim %cst_69, dims = [] : (tensor<f32>) -> tensor<256x2048xf32>
    %285 = stablehlo.subtract %284, %283 : tensor<256x2048xf32>
    %cst_70 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %286 = stablehlo.broadcast_in_dim %cst_70, dims = [] : (tensor<f32>) -> tensor<256x2048xf32>
    %287 = stablehlo.add %286, %283 : tensor<256x2048xf32>
    %cst_71 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %288 = stablehlo.broadcast_in_dim %cst_71, dims = [] : (tensor<f32>) -> tensor<256x2048xf32>
    %289 = stablehlo.multiply %288, %287 : tensor<256x2048xf32>
    %290 = stablehlo.multiply %272#0, %289 : tensor<256x2048xf32>
    %291 = stablehlo.tanh %272#1 : tensor<256x512xf32>
    %cst_72 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %292 = stablehlo.broadcast_in_dim %cst_72, dims = [] : (tensor<f32>) -> tensor<256x512xf32>
    %293 = stablehlo.subtract %292, %291 : tensor<256x512xf32>
    %cst_73 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %294 = stablehlo.broadcast_in_dim %cst_73, dims = [] : (tensor<f32>) -> tensor<256x512xf32>
    %295 = stablehlo.multiply %272#5, %294 : tensor<256x512xf32>
    %296 = stablehlo.multiply %295, %293 : tensor<256x512xf32>
    %297 = stablehlo.multiply %296, %291 : tensor<256x512xf32>
    %298 = stablehlo.add %296, %297 : tensor<256x512xf32>
    %299 = stablehlo.dot_general %298, %290, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<256x512xf32>, tensor<256x2048xf32>) -> tensor<512x2048xf32>
    %300 = stablehlo.transpose %299, dims = [1, 0] : (tensor<512x2048xf32>) -> tensor<2048x512xf32>
    %301 = stablehlo.dot_general %298, %272#3, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<256x512xf32>, tensor<2048x512xf32>) -> tensor<256x2048xf32>
    %302 = stablehlo.multiply %272#0, %301 : tensor<256x2048xf32>
    %303 = stablehlo.multiply %301, %289 : tensor<256x2048xf32>
    %cst_74 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %304 = stablehlo.broadcast_in_dim %cst_74, dims = [] : (tensor<f32>) -> tensor<256x2048xf32>
    %305 = stablehlo.multiply %304, %302 : tensor<256x2048xf32>
    %306 = stablehlo.multiply %305, %285 : tensor<256x2048xf32>
    %307 = stablehlo.multiply %306, %283 : tensor<256x2048xf32>
    %308 = stablehlo.add %306, %307 : tensor<256x2048xf32>
    %cst_75 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %309 = stablehlo.broadcast_in_dim %cst_75, dims = [] : (tensor<f32>) -> tensor<256x2048xf32>
    %310 = stablehlo.multiply %309, %308 : tensor<256x2048xf32>
    %311 = stablehlo.add %303, %310 : tensor<256x2048xf32>
    %cst_76 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %312 = stablehlo.broadcast_in_dim %cst_76, dims = [] : (tensor<f32>) -> tensor<256x2048xf32>
    %313 = stablehlo.multiply %312, %310 : tensor<256x2048xf32>
    %314 = stablehlo.multiply %313, %277 : tensor<256x2048xf32>
    %315 = stablehlo.add %311, %314 : tensor<256x2048xf32>
    %316 = stablehlo.dot_general %315, %272#4, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<256x2048xf32>, tensor<256x512xf32>) -> tensor<2048x512xf32>
    %317 = stablehlo.transpose %316, dims = [1, 0] : (tensor<2048x512xf32>) -> tensor<512x2048xf32>
    %318 = stablehlo.dot_general %315, %272#2, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<256x2048xf32>, tensor<512x2048xf32>) -> tensor<256x512xf32>
    %319 = stablehlo.add %272#5, %318 : tensor<256x512xf32>
    %320:6 = stablehlo.optimization_barrier %85, %100, %arg8, %arg9, %83, %319 : tensor<256x2048xf32>, tensor<256x512xf32>, tensor<512x2048xf32>, tensor<2048x512xf32>, tensor<256x512xf32>, tensor<256x512xf32>
    %321 = stablehlo.multiply %320#0, %320#0 : tensor<256x2048xf32>
    %322 = stablehlo.multiply %321, %320#0 : tensor<256x2048xf32>
    %323 = stablehlo.multiply %320#0, %320#0 : tensor<256x2048xf32>
    %cst_77 = stablehlo.constant dense<3.000000e+00> : tensor<f32>
    %324 = stablehlo.broadcast_in_dim %cst_77, dims = [] : (tensor<f32>) -> tensor<256x2048xf32>
    %325 = stablehlo.multiply %324, %323 : tensor<256x2048xf32>
    %cst_78 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %326 = stablehlo.broadcast_in_dim %cst_78, dims = [] : (tensor<f32>) -> tensor<256x2048xf32>
    %327 = stablehlo.multiply %326, %322 : tensor<256x2048xf32>
    %328 = stablehlo.add %320#0, %327 : tensor<256x2048xf32>
    %cst_79 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %329 = stablehlo.broadcast_in_dim %cst_79, dims = [] : (tensor<f32>) -> tensor<256x2048xf32>
    %330 = stablehlo.multiply %329, %328 : tensor<256x2048xf32>
    %331 = stablehlo.tanh %330 : tensor<256x2048xf32>
    %cst_80 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %332 = stablehlo.broadcast_in_dim %cst_80, dims = [] : (tensor<f32>) -> tensor<256x2048xf32>
    %333 = stablehlo.subtract %332, %331 : tensor<256x2048xf32>
    %cst_81 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %334 = stablehlo.broadcast_in_dim %cst_81, dims = [] : (tensor<f32>) -> tensor<256x2048xf32>
    %335 = stablehlo.add %334, %331 : tensor<256x2048xf32>
    %cst_82 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %336 = stablehlo.broadcast_in_dim %cst_82, dims = [] : (tensor<f32>) -> tensor<256x2048xf32>
    %337 = stablehlo.multiply %336, %335 : tensor<256x2048xf32>
    %338 = stablehlo.multiply %320#0, %337 : tensor<256x2048xf32>
    %339 = stablehlo.tanh %320#1 : tensor<256x512xf32>
    %cst_83 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %340 = stablehlo.broadcast_in_dim %cst_83, dims = [] : (tensor<f32>) -> tensor<256x512xf32>
    %341 = stablehlo.subtract %340, %339 : tensor<256x512xf32>
    %cst_84 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %342 = stablehlo.broadcast_in_dim %cst_84, dims = [] : (tensor<f32>) -> tensor<256x512xf32>
    %343 = stablehlo.multiply %320#5, %342 : tensor<256x512xf32>
    %344 = stablehlo.multiply %343, %341 : tensor<256x512xf32>
    %345 = stablehlo.multiply %344, %339 : tensor<256x512xf32>
    %346 = stablehlo.add %344, %345 : tensor<256x512xf32>
    %347 = stablehlo.dot_general %346, %338, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<256x512xf32>, tensor<256x2048xf32>) -> tensor<512x2048xf32>
    %348 = stablehlo.transpose %347, dims = [1, 0] : (tensor<512x2048xf32>) -> tensor<2048x512xf32>
    %349 = stablehlo.dot_general %346, %320#3, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<256x512xf32>, tensor<2048x512xf32>) -> tensor<256x2048xf32>
    %350 = stablehlo.multiply %320#0, %349 : tensor<256x2048xf32>
    %351 = stablehlo.multiply %349, %337 : tensor<256x2048xf32>
    %cst_85 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %352 = stablehlo.broadcast_in_dim %cst_85, dims = [] : (tensor<f32>) -> tensor<256x2048xf32>
    %353 = stablehlo.multiply %352, %350 : tensor<256x2048xf32>
    %354 = stablehlo.multiply %353, %333 : tensor<256x2048xf32>
    %355 = stablehlo.multiply %354, %331 : tensor<256x2048xf32>
    %356 = stablehlo.add %354, %355 : tensor<256x2048xf32>
    %cst_86 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %357 = stablehlo.broadcast_in_dim %cst_86, dims = [] : (tensor<f32>) -> tensor<256x2048xf32>
    %358 = stablehlo.multiply %357, %356 : tensor<256x2048xf32>
    %359 = stablehlo.add %351, %358 : tensor<256x2048xf32>
    %cst_87 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %360 = stablehlo.broadcast_in_dim %cst_87, dims = [] : (tensor<f32>) -> tensor<256x2048xf32>
    %361 = stablehlo.multiply %360, %358 : tensor<256x2048xf32>
    %362 = stablehlo.multiply %361, %325 : tensor<256x2048xf32>
    %363 = stablehlo.add %359, %362 : tensor<256x2048xf32>
    %364 = stablehlo.dot_general %363, %320#4, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<256x2048xf32>, tensor<256x512xf32>) -> tensor<2048x512xf32>
    %365 = stablehlo.transpose %364, dims = [1, 0] : (tensor<2048x512xf32>) -> tensor<512x2048xf32>
    %366 = stablehlo.dot_general %363, %320#2, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<256x2048xf32>, tensor<512x2048xf32>) -> tensor<256x512xf32>
    %367 = stablehlo.add %320#5, %366 : tensor<256x512xf32>
    %368:6 = stablehlo.optimization_barrier %64, %79, %arg6, %arg7, %62, %367 : tensor<256x2048xf32>, tensor<256x512xf32>, tensor<512x2048xf32>, tensor<2048x512xf32>, tensor<256x512xf32>, tensor<256x512xf32>
    %369 = stablehlo.multiply %368#0, %368#0 : tensor<256x2048xf32>
    %370 = stablehlo.multiply %369, %368#0 : tensor<256x2048xf32>
    %371 = stablehlo.multiply %368#0, %368#0 : tensor<256x2048xf32>
    %cst_88 = stablehlo.constant dense<3.000000e+00> : tensor<f32>
    %372 = stablehlo.broadcast_in_dim %cst_88, dims = [] : (tensor<f32>) -> tensor<256x2048xf32>
    %373 = stablehlo.multiply %372, %371 : tensor<256x2048xf32>
    %cst_89 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %374 = stablehlo.broadcast_in_dim %cst_89, dims = [] : (tensor<f32>) -> tensor<256x2048xf32>
    %375 = stablehlo.multiply %374, %370 : tensor<256x2048xf32>
    %376 = stablehlo.add %368#0, %375 : tensor<256x2048xf32>
    %cst_90 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %377 = stablehlo.broadcast_in_dim %cst_90, dims = [] : (tensor<f32>) -> tensor<256x2048xf32>
    %378 = stablehlo.multiply %377, %376 : tensor<256x2048xf32>
    %379 = stablehlo.tanh %378 : tensor<256x2048xf32>
    %cst_91 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %380 = stablehlo.broadcast_in_dim %cst_91, dims = [] : (tensor<f32>) -> tensor<256x2048xf32>
    %381 = stablehlo.subtract %380, %379 : tensor<256x2048xf32>
    %cst_92 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %382 = stablehlo.broadcast_in_dim %cst_92, dims = [] : (tensor<f32>) -> tensor<256x2048xf32>
    %383 = stablehlo.add %382, %379 : tensor<256x2048xf32>
    %cst_93 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %384 = stablehlo.broadcast_in_dim %cst_93, dims = [] : (tensor<f32>) -> tensor<256x2048xf32>
    %385 = stablehlo.multiply %384, %383 : tensor<256x2048xf32>
    %386 = stablehlo.multiply %368#0, %385 : tensor<256x2048xf32>
    %387 = stablehlo.tanh %368#1 : tensor<256x512xf32>
    %cst_94 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %388 = stablehlo.broadcast_in_dim %cst_94, dims = [] : (tensor<f32>) -> tensor<256x512xf32>
    %389 = stablehlo.subtract %388, %387 : tensor<256x512xf32>
    %cst_95 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %390 = stablehlo.broadcast_in_dim %cst_95, dims = [] : (tensor<f32>) -> tensor<256x512xf32>
    %391 = stablehlo.multiply %368#5, %390 : tensor<256x512xf32>
    %392 = stablehlo.multiply %391, %389 : tensor<256x512xf32>
    %393 = stablehlo.multiply %392, %387 : tensor<256x512xf32>
    %394 = stablehlo.add %392, %393 : tensor<256x512xf32>
    %395 = stablehlo.dot_general %394, %386, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<256x512xf32>, tensor<256x2048xf32>) -> tensor<512x2048xf32>
    %396 = stablehlo.transpose %395, dims = [1, 0] : (tensor<512x2048xf32>) -> tensor<2048x512xf32>
    %397 = stablehlo.dot_general %394, %368#3, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<256x512xf32>, tensor<2048x512xf32>) -> tensor<256x2048xf32>
    %398 = stablehlo.multiply %368#0, %397 : tensor<256x2048xf32>
    %399 = stablehlo.multiply %397, %385 : tensor<256x2048xf32>
    %cst_96 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %400 = stablehlo.broadcast_in_dim %cst_96, dims = [] : (tensor<f32>) -> tensor<256x2048xf32>
    %401 = stablehlo.multiply %400, %398 : tensor<256x2048xf32>
    %402 = stablehlo.multiply %401, %381 : tensor<256x2048xf32>
    %403 = stablehlo.multiply %402, %379 : tensor<256x2048xf32>
    %404 = stablehlo.add %402, %403 : tensor<256x2048xf32>
    %cst_97 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %405 = stablehlo.broadcast_in_dim %cst_97, dims = [] : (tensor<f32>) -> tensor<256x2048xf32>
    %406 = stablehlo.multiply %405, %404 : tensor<256x2048xf32>
    %407 = stablehlo.add %399, %406 : tensor<256x2048xf32>
    %cst_98 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %408 = stablehlo.broadcast_in_dim %cst_98, dims = [] : (tensor<f32>) -> tensor<256x2048xf32>
    %409 = stablehlo.multiply %408, %406 : tensor<256x2048xf32>
    %410 = stablehlo.multiply %409, %373 : tensor<256x2048xf32>
    %411 = stablehlo.add %407, %410 : tensor<256x2048xf32>
    %412 = stablehlo.dot_general %411, %368#4, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<256x2048xf32>, tensor<256x512xf32>) -> tensor<2048x512xf32>
    %413 = stablehlo.transpose %412, dims = [1, 0] : (tensor<2048x512xf32>) -> tensor<512x2048xf32>
    %414 = stablehlo.dot_general %411, %368#2, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<256x2048xf32>, tensor<512x2048xf32>) -> tensor<256x512xf32>
    %415 = stablehlo.add %368#5, %414 : tensor<256x512xf32>
    %416:6 = stablehlo.optimization_barrier %43, %58, %arg4, %arg5, %41, %415 : tensor<256x2048xf32>, tensor<256x512xf32>, tensor<512x2048xf32>, tensor<2048x512xf32>, tensor<256x512xf32>, tensor<256x512xf32>
    %417 = stablehlo.multiply %416#0, %416#0 : tensor<256x2048xf32>
    %418 = stablehlo.multiply %417, %416#0 : tensor<256x2048xf32>
    %419 = stablehlo.multiply %416#0, %416#0 : tensor<256x2048xf32>
    %cst_99 = stablehlo.constant dense<3.000000e+00> : tensor<f32>
    %420 = stablehlo.broadcast_in_dim %cst_99, dims = [] : (tensor<f32>) -> tensor<256x2048xf32>
    %421 = stablehlo.multiply %420, %419 : tensor<256x2048xf32>
    %cst_100 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %422 = stablehlo.broadcast_in_dim %cst_100, dims = [] : (tensor<f32>) -> tensor<256x2048xf32>
    %423 = stablehlo.multiply %422, %418 : tensor<256x2048xf32>
    %424 = stablehlo.add %416#0, %423 : tensor<256x2048xf32>
    %cst_101 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %425 = stablehlo.broadcast_in_dim %cst_101, dims = [] : (tensor<f32>) -> tensor<256x2048xf32>
    %426 = stablehlo.multiply %425, %424 : tensor<256x2048xf32>
    %427 = stablehlo.tanh %426 : tensor<256x2048xf32>
    %cst_102 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %428 = stablehlo.broadcast_in_dim %cst_102, dims = [] : (tensor<f32>) -> tensor<256x2048xf32>
    %429 = stablehlo.subtract %428, %427 : tensor<256x2048xf32>
    %cst_103 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %430 = stablehlo.broadcast_in_dim %cst_103, dims = [] : (tensor<f32>) -> tensor<256x2048xf32>
    %431 = stablehlo.add %430, %427 : tensor<256x2048xf32>
    %cst_104 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %432 = stablehlo.broadcast_in_dim %cst_104, dims = [] : (tensor<f32>) -> tensor<256x2048xf32>
    %433 = stablehlo.multiply %432, %431 : tensor<256x2048xf32>
    %434 = stablehlo.multiply %416#0, %433 : tensor<256x2048xf32>
    %435 = stablehlo.tanh %416#1 : tensor<256x512xf32>
    %cst_105 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %436 = stablehlo.broadcast_in_dim %cst_105, dims = [] : (tensor<f32>) -> tensor<256x512xf32>
    %437 = stablehlo.subtract %436, %435 : tensor<256x512xf32>
    %cst_106 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %438 = stablehlo.broadcast_in_dim %cst_106, dims = [] : (tensor<f32>) -> tensor<256x512xf32>
    %439 = stablehlo.multiply %416#5, %438 : tensor<256x512xf32>
    %440 = stablehlo.multiply %439, %437 : tensor<256x512xf32>
    %441 = stablehlo.multiply %440, %435 : tensor<256x512xf32>
    %442 = stablehlo.add %440, %441 : tensor<256x512xf32>
    %443 = stablehlo.dot_general %442, %434, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<256x512xf32>, tensor<256x2048xf32>) -> tensor<512x2048xf32>
    %444 = stablehlo.transpose %443, dims = [1, 0] : (tensor<512x2048xf32>) -> tensor<2048x512xf32>
    %445 = stablehlo.dot_general %442, %416#3, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<256x512xf32>, tensor<2048x512xf32>) -> tensor<256x2048xf32>
    %446 = stablehlo.multiply %416#0, %445 : tensor<256x2048xf32>
    %447 = stablehlo.multiply %445, %433 : tensor<256x2048xf32>
    %cst_107 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %448 = stablehlo.broadcast_in_dim %cst_107, dims = [] : (tensor<f32>) -> tensor<256x2048xf32>
    %449 = stablehlo.multiply %448, %446 : tensor<256x2048xf32>
    %450 = stablehlo.multiply %449, %429 : tensor<256x2048xf32>
    %451 = stablehlo.multiply %450, %427 : tensor<256x2048xf32>
    %452 = stablehlo.add %450, %451 : tensor<256x2048xf32>
    %cst_108 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %453 = stablehlo.broadcast_in_dim %cst_108, dims = [] : (tensor<f32>) -> tensor<256x2048xf32>
    %454 = stablehlo.multiply %453, %452 : tensor<256x2048xf32>
    %455 = stablehlo.add %447, %454 : tensor<256x2048xf32>
    %cst_109 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %456 = stablehlo.broadcast_in_dim %cst_109, dims = [] : (tensor<f32>) -> tensor<256x2048xf32>
    %457 = stablehlo.multiply %456, %454 : tensor<256x2048xf32>
    %458 = stablehlo.multiply %457, %421 : tensor<256x2048xf32>
    %459 = stablehlo.add %455, %458 : tensor<256x2048xf32>
    %460 = stablehlo.dot_general %459, %416#4, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<256x2048xf32>, tensor<256x512xf32>) -> tensor<2048x512xf32>
    %461 = stablehlo.transpose %460, dims = [1, 0] : (tensor<2048x512xf32>) -> tensor<512x2048xf32>
    %462 = stablehlo.dot_general %459, %416#2, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<256x2048xf32>, tensor<512x2048xf32>) -> tensor<256x512xf32>
    %463 = stablehlo.add %416#5, %462 : tensor<256x512xf32>
    %464:6 = stablehlo.optimization_barrier %22, %37, %arg2, %arg3, %20, %463 : tensor<256x2048xf32>, tensor<256x512xf32>, tensor<512x2048xf32>, tensor<2048x512xf32>, tensor<256x512xf32>, tensor<256x512xf32>
    %465 = stablehlo.multiply %464#0, %464#0 : tensor<256x2048xf32>
    %466 = stablehlo.multiply %465, %464#0 : tensor<256x2048xf32>
    %467 = stablehlo.multiply %464#0, %464#0 : tensor<256x2048xf32>
    %cst_110 = stablehlo.constant dense<3.000000e+00> : tensor<f32>
    %468 = stablehlo.broadcast_in_dim %cst_110, dims = [] : (tensor<f32>) -> tensor<256x2048xf32>
    %469 = stablehlo.multiply %468, %467 : tensor<256x2048xf32>
    %cst_111 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %470 = stablehlo.broadcast_in_dim %cst_111, dims = [] : (tensor<f32>) -> tensor<256x2048xf32>
    %471 = stablehlo.multiply %470, %466 : tensor<256x2048xf32>
    %472 = stablehlo.add %464#0, %471 : tensor<256x2048xf32>
    %cst_112 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %473 = stablehlo.broadcast_in_dim %cst_112, dims = [] : (tensor<f32>) -> tensor<256x2048xf32>
    %474 = stablehlo.multiply %473, %472 : tensor<256x2048xf32>
    %475 = stablehlo.tanh %474 : tensor<256x2048xf32>
    %cst_113 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %476 = stablehlo.broadcast_in_dim %cst_113, dims = [] : (tensor<f32>) -> tensor<256x2048xf32>
    %477 = stablehlo.subtract %476, %475 : tensor<256x2048xf32>
    %cst_114 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %478 = stablehlo.broadcast_in_dim %cst_114, dims = [] : (tensor<f32>) -> tensor<256x2048xf32>
    %479 = stablehlo.add %478, %475 : tensor<256x2048xf32>
    %cst_115 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %480 = stablehlo.broadcast_in_dim %cst_115, dims = [] : (tensor<f32>) -> tensor<256x2048xf32>
    %481 = stablehlo.multiply %480, %479 : tensor<256x2048xf32>
    %482 = stablehlo.multiply %464#0, %481 : tensor<256x2048xf32>
    %483 = stablehlo.tanh %464#1 : tensor<256x512xf32>
    %cst_116 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %484 = stablehlo.broadcast_in_dim %cst_116, dims = [] : (tensor<f32>) -> tensor<256x512xf32>
    %485 = stablehlo.subtract %484, %483 : tensor<256x512xf32>
    %cst_117 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %486 = stablehlo.broadcast_in_dim %cst_117, dims = [] : (tensor<f32>) -> tensor<256x512xf32>
    %487 = stablehlo.multiply %464#5, %486 : tensor<256x512xf32>
    %488 = stablehlo.multiply %487, %485 : tensor<256x512xf32>
    %489 = stablehlo.multiply %488, %483 : tensor<256x512xf32>
    %490 = stablehlo.add %488, %489 : tensor<256x512xf32>
    %491 = stablehlo.dot_general %490, %482, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<256x512xf32>, tensor<256x2048xf32>) -> tensor<512x2048xf32>
    %492 = stablehlo.transpose %491, dims = [1, 0] : (tensor<512x2048xf32>) -> tensor<2048x512xf32>
    %493 = stablehlo.dot_general %490, %464#3, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<256x512xf32>, tensor<2048x512xf32>) -> tensor<256x2048xf32>
    %494 = stablehlo.multiply %464#0, %493 : tensor<256x2048xf32>
    %495 = stablehlo.multiply %493, %481 : tensor<256x2048xf32>
    %cst_118 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %496 = stablehlo.broadcast_in_dim %cst_118, dims = [] : (tensor<f32>) -> tensor<256x2048xf32>
    %497 = stablehlo.multiply %496, %494 : tensor<256x2048xf32>
    %498 = stablehlo.multiply %497, %477 : tensor<256x2048xf32>
    %499 = stablehlo.multiply %498, %475 : tensor<256x2048xf32>
    %500 = stablehlo.add %498, %499 : tensor<256x2048xf32>
    %cst_119 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %501 = stablehlo.broadcast_in_dim %cst_119, dims = [] : (tensor<f32>) -> tensor<256x2048xf32>
    %502 = stablehlo.multiply %501, %500 : tensor<256x2048xf32>
    %503 = stablehlo.add %495, %502 : tensor<256x2048xf32>
    %cst_120 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %504 = stablehlo.broadcast_in_dim %cst_120, dims = [] : (tensor<f32>) -> tensor<256x2048xf32>
    %505 = stablehlo.multiply %504, %502 : tensor<256x2048xf32>
    %506 = stablehlo.multiply %505, %469 : tensor<256x2048xf32>
    %507 = stablehlo.add %503, %506 : tensor<256x2048xf32>
    %508 = stablehlo.dot_general %507, %464#4, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<256x2048xf32>, tensor<256x512xf32>) -> tensor<2048x512xf32>
    %509 = stablehlo.transpose %508, dims = [1, 0] : (tensor<2048x512xf32>) -> tensor<512x2048xf32>
    %510 = stablehlo.dot_general %507, %464#2, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<256x2048xf32>, tensor<512x2048xf32>) -> tensor<256x512xf32>
    %511 = stablehlo.add %464#5, %510 : tensor<256x512xf32>
    %512:5 = stablehlo.optimization_barrier %1, %16, %arg1, %arg32, %511 : tensor<256x2048xf32>, tensor<256x512xf32>, tensor<2048x512xf32>, tensor<256x512xf32>, tensor<256x512xf32>
    %513 = stablehlo.multiply %512#0, %512#0 : tensor<256x2048xf32>
    %514 = stablehlo.multiply %513, %512#0 : tensor<256x2048xf32>
    %515 = stablehlo.multiply %512#0, %512#0 : tensor<256x2048xf32>
    %cst_121 = stablehlo.constant dense<3.000000e+00> : tensor<f32>
    %516 = stablehlo.broadcast_in_dim %cst_121, dims = [] : (tensor<f32>) -> tensor<256x2048xf32>
    %517 = stablehlo.multiply %516, %515 : tensor<256x2048xf32>
    %cst_122 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %518 = stablehlo.broadcast_in_dim %cst_122, dims = [] : (tensor<f32>) -> tensor<256x2048xf32>
    %519 = stablehlo.multiply %518, %514 : tensor<256x2048xf32>
    %520 = stablehlo.add %512#0, %519 : tensor<256x2048xf32>
    %cst_123 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %521 = stablehlo.broadcast_in_dim %cst_123, dims = [] : (tensor<f32>) -> tensor<256x2048xf32>
    %522 = stablehlo.multiply %521, %520 : tensor<256x2048xf32>
    %523 = stablehlo.tanh %522 : tensor<256x2048xf32>
    %cst_124 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %524 = stablehlo.broadcast_in_dim %cst_124, dims = [] : (tensor<f32>) -> tensor<256x2048xf32>
    %525 = stablehlo.subtract %524, %523 : tensor<256x2048xf32>
    %cst_125 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %526 = stablehlo.broadcast_in_dim %cst_125, dims = [] : (tensor<f32>) -> tensor<256x2048xf32>
    %527 = stablehlo.add %526, %523 : tensor<256x2048xf32>
    %cst_126 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %528 = stablehlo.broadcast_in_dim %cst_126, dims = [] : (tensor<f32>) -> tensor<256x2048xf32>
    %529 = stablehlo.multiply %528, %527 : tensor<256x2048xf32>
    %530 = stablehlo.multiply %512#0, %529 : tensor<256x2048xf32>
    %531 = stablehlo.tanh %512#1 : tensor<256x512xf32>
    %cst_127 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %532 = stablehlo.broadcast_in_dim %cst_127, dims = [] : (tensor<f32>) -> tensor<256x512xf32>
    %533 = stablehlo.subtract %532, %531 : tensor<256x512xf32>
    %cst_128 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %534 = stablehlo.broadcast_in_dim %cst_128, dims = [] : (tensor<f32>) -> tensor<256x512xf32>
    %535 = stablehlo.multiply %512#4, %534 : tensor<256x512xf32>
    %536 = stablehlo.multiply %535, %533 : tensor<256x512xf32>
    %537 = stablehlo.multiply %536, %531 : tensor<256x512xf32>
    %538 = stablehlo.add %536, %537 : tensor<256x512xf32>
    %539 = stablehlo.dot_general %538, %530, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<256x512xf32>, tensor<256x2048xf32>) -> tensor<512x2048xf32>
    %540 = stablehlo.transpose %539, dims = [1, 0] : (tensor<512x2048xf32>) -> tensor<2048x512xf32>
    %541 = stablehlo.dot_general %538, %512#2, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<256x512xf32>, tensor<2048x512xf32>) -> tensor<256x2048xf32>
    %542 = stablehlo.multiply %512#0, %541 : tensor<256x2048xf32>
    %543 = stablehlo.multiply %541, %529 : tensor<256x2048xf32>
    %cst_129 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %544 = stablehlo.broadcast_in_dim %cst_129, dims = [] : (tensor<f32>) -> tensor<256x2048xf32>
    %545 = stablehlo.multiply %544, %542 : tensor<256x2048xf32>
    %546 = stablehlo.multiply %545, %525 : tensor<256x2048xf32>
    %547 = stablehlo.multiply %546, %523 : tensor<256x2048xf32>
    %548 = stablehlo.add %546, %547 : tensor<256x2048xf32>
    %cst_130 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %549 = stablehlo.broadcast_in_dim %cst_130, dims = [] : (tensor<f32>) -> tensor<256x2048xf32>
    %550 = stablehlo.multiply %549, %548 : tensor<256x2048xf32>
    %551 = stablehlo.add %543, %550 : tensor<256x2048xf32>
    %cst_131 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %552 = stablehlo.broadcast_in_dim %cst_131, dims = [] : (tensor<f32>) -> tensor<256x2048xf32>
    %553 = stablehlo.multiply %552, %550 : tensor<256x2048xf32>
    %554 = stablehlo.multiply %553, %517 : tensor<256x2048xf32>
    %555 = stablehlo.add %551, %554 : tensor<256x2048xf32>
    %556 = stablehlo.dot_general %555, %512#3, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<256x2048xf32>, tensor<256x512xf32>) -> tensor<2048x512xf32>
    %557 = stablehlo.transpose %556, dims = [1, 0] : (tensor<2048x512xf32>) -> tensor<512x2048xf32>
    %cst_132 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %558 = stablehlo.broadcast_in_dim %cst_132, dims = [] : (tensor<f32>) -> tensor<512x2048xf32>
    %559 = stablehlo.multiply %558, %arg16 : tensor<512x2048xf32>
    %560 = stablehlo.add %559, %557 : tensor<512x2048xf32>
    %cst_133 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %561 = stablehlo.broadcast_in_dim %cst_133, dims = [] : (tensor<f32>) -> tensor<2048x512xf32>
    %562 = stablehlo.multiply %561, %arg17 : tensor<2048x512xf32>
    %563 = stablehlo.add %562, %540 : tensor<2048x512xf32>
    %cst_134 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %564 = stablehlo.broadcast_in_dim %cst_134, dims = [] : (tensor<f32>) -> tensor<512x2048xf32>
    %565 = stablehlo.multiply %564, %arg18 : tensor<512x2048xf32>
    %566 = stablehlo.add %565, %509 : tensor<512x2048xf32>
    %cst_135 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %567 = stablehlo.broadcast_in_dim %cst_135, dims = [] : (tensor<f32>) -> tensor<2048x512xf32>
    %568 = stablehlo.multiply %567, %arg19 : tensor<2048x512xf32>
    %569 = stablehlo.add %568, %492 : tensor<2048x512xf32>
    %cst_136 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %570 = stablehlo.broadcast_in_dim %cst_136, dims = [] : (tensor<f32>) -> tensor<512x2048xf32>
    %571 = stablehlo.multiply %570, %arg20 : tensor<512x2048xf32>
    %572 = stablehlo.add %571, %461 : tensor<512x2048xf32>
    %cst_137 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %573 = stablehlo.broadcast_in_dim %cst_137, dims = [] : (tensor<f32>) -> tensor<2048x512xf32>
    %574 = stablehlo.multiply %573, %arg21 : tensor<2048x512xf32>
    %575 = stablehlo.add %574, %444 : tensor<2048x512xf32>
    %cst_138 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %576 = stablehlo.broadcast_in_dim %cst_138, dims = [] : (tensor<f32>) -> tensor<512x2048xf32>
    %577 = stablehlo.multiply %576, %arg22 : tensor<512x2048xf32>
    %578 = stablehlo.add %577, %413 : tensor<512x2048xf32>
    %cst_139 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %579 = stablehlo.broadcast_in_dim %cst_139, dims = [] : (tensor<f32>) -> tensor<2048x512xf32>
    %580 = stablehlo.multiply %579, %arg23 : tensor<2048x512xf32>
    %581 = stablehlo.add %580, %396 : tensor<2048x512xf32>
    %cst_140 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %582 = stablehlo.broadcast_in_dim %cst_140, dims = [] : (tensor<f32>) -> tensor<512x2048xf32>
    %583 = stablehlo.multiply %582, %arg24 : tensor<512x2048xf32>
    %584 = stablehlo.add %583, %365 : tensor<512x2048xf32>
    %cst_141 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %585 = stablehlo.broadcast_in_dim %cst_141, dims = [] : (tensor<f32>) -> tensor<2048x512xf32>
    %586 = stablehlo.multiply %585, %arg25 : tensor<2048x512xf32>
    %587 = stablehlo.add %586, %348 : tensor<2048x512xf32>
    %cst_142 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %588 = stablehlo.broadcast_in_dim %cst_142, dims = [] : (tensor<f32>) -> tensor<512x2048xf32>
    %589 = stablehlo.multiply %588, %arg26 : tensor<512x2048xf32>
    %590 = stablehlo.add %589, %317 : tensor<512x2048xf32>
    %cst_143 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %591 = stablehlo.broadcast_in_dim %cst_143, dims = [] : (tensor<f32>) -> tensor<2048x512xf32>
    %592 = stablehlo.multiply %591, %arg27 : tensor<2048x512xf32>
    %593 = stablehlo.add %592, %300 : tensor<2048x512xf32>
    %cst_144 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %594 = stablehlo.broadcast_in_dim %cst_144, dims = [] : (tensor<f32>) -> tensor<512x2048xf32>
    %595 = stablehlo.multiply %594, %arg28 : tensor<512x2048xf32>
    %596 = stablehlo.add %595, %269 : tensor<512x2048xf32>
    %cst_145 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %597 = stablehlo.broadcast_in_dim %cst_145, dims = [] : (tensor<f32>) -> tensor<2048x512xf32>
    %598 = stablehlo.multiply %597, %arg29 : tensor<2048x512xf32>
    %599 = stablehlo.add %598, %252 : tensor<2048x512xf32>
    %cst_146 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %600 = stablehlo.broadcast_in_dim %cst_146, dims = [] : (tensor<f32>) -> tensor<512x2048xf32>
    %601 = stablehlo.multiply %600, %arg30 : tensor<512x2048xf32>
    %602 = stablehlo.add %601, %221 : tensor<512x2048xf32>
    %cst_147 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %603 = stablehlo.broadcast_in_dim %cst_147, dims = [] : (tensor<f32>) -> tensor<2048x512xf32>
    %604 = stablehlo.multiply %603, %arg31 : tensor<2048x512xf32>
    %605 = stablehlo.add %604, %204 : tensor<2048x512xf32>
    %cst_148 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %606 = stablehlo.broadcast_in_dim %cst_148, dims = [] : (tensor<f32>) -> tensor<512x2048xf32>
    %607 = stablehlo.multiply %606, %560 : tensor<512x2048xf32>
    %608 = stablehlo.subtract %arg0, %607 : tensor<512x2048xf32>
    %cst_149 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %609 = stablehlo.broadcast_in_dim %cst_149, dims = [] : (tensor<f32>) -> tensor<2048x512xf32>
    %610 = stablehlo.multiply %609, %563 : tensor<2048x512xf32>
    %611 = stablehlo.subtract %arg1, %610 : tensor<2048x512xf32>
    %cst_150 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %612 = stablehlo.broadcast_in_dim %cst_150, dims = [] : (tensor<f32>) -> tensor<512x2048xf32>
    %613 = stablehlo.multiply %612, %566 : tensor<512x2048xf32>
    %614 = stablehlo.subtract %arg2, %613 : tensor<512x2048xf32>
    %cst_151 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %615 = stablehlo.broadcast_in_dim %cst_151, dims = [] : (tensor<f32>) -> tensor<2048x512xf32>
    %616 = stablehlo.multiply %615, %569 : tensor<2048x512xf32>
    %617 = stablehlo.subtract %arg3, %616 : tensor<2048x512xf32>
    %cst_152 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %618 = stablehlo.broadcast_in_dim %cst_152, dims = [] : (tensor<f32>) -> tensor<512x2048xf32>
    %619 = stablehlo.multiply %618, %572 : tensor<512x2048xf32>
    %620 = stablehlo.subtract %arg4, %619 : tensor<512x2048xf32>
    %cst_153 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %621 = stablehlo.broadcast_in_dim %cst_153, dims = [] : (tensor<f32>) -> tensor<2048x512xf32>
    %622 = stablehlo.multiply %621, %575 : tensor<2048x512xf32>
    %623 = stablehlo.subtract %arg5, %622 : tensor<2048x512xf32>
    %cst_154 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %624 = stablehlo.broadcast_in_dim %cst_154, dims = [] : (tensor<f32>) -> tensor<512x2048xf32>
    %625 = stablehlo.multiply %624, %578 : tensor<512x2048xf32>
    %626 = stablehlo.subtract %arg6, %625 : tensor<512x2048xf32>
    %cst_155 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %627 = stablehlo.broadcast_in_dim %cst_155, dims = [] : (tensor<f32>) -> tensor<2048x512xf32>
    %628 = stablehlo.multiply %627, %581 : tensor<2048x512xf32>
    %629 = stablehlo.subtract %arg7, %628 : tensor<2048x512xf32>
    %cst_156 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %630 = stablehlo.broadcast_in_dim %cst_156, dims = [] : (tensor<f32>) -> tensor<512x2048xf32>
    %631 = stablehlo.multiply %630, %584 : tensor<512x2048xf32>
    %632 = stablehlo.subtract %arg8, %631 : tensor<512x2048xf32>
    %cst_157 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %633 = stablehlo.broadcast_in_dim %cst_157, dims = [] : (tensor<f32>) -> tensor<2048x512xf32>
    %634 = stablehlo.multiply %633, %587 : tensor<2048x512xf32>
    %635 = stablehlo.subtract %arg9, %634 : tensor<2048x512xf32>
    %cst_158 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %636 = stablehlo.broadcast_in_dim %cst_158, dims = [] : (tensor<f32>) -> tensor<512x2048xf32>
    %637 = stablehlo.multiply %636, %590 : tensor<512x2048xf32>
    %638 = stablehlo.subtract %arg10, %637 : tensor<512x2048xf32>
    %cst_159 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %639 = stablehlo.broadcast_in_dim %cst_159, dims = [] : (tensor<f32>) -> tensor<2048x512xf32>
    %640 = stablehlo.multiply %639, %593 : tensor<2048x512xf32>
    %641 = stablehlo.subtract %arg11, %640 : tensor<2048x512xf32>
    %cst_160 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %642 = stablehlo.broadcast_in_dim %cst_160, dims = [] : (tensor<f32>) -> tensor<512x2048xf32>
    %643 = stablehlo.multiply %642, %596 : tensor<512x2048xf32>
    %644 = stablehlo.subtract %arg12, %643 : tensor<512x2048xf32>
    %cst_161 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %645 = stablehlo.broadcast_in_dim %cst_161, dims = [] : (tensor<f32>) -> tensor<2048x512xf32>
    %646 = stablehlo.multiply %645, %599 : tensor<2048x512xf32>
    %647 = stablehlo.subtract %arg13, %646 : tensor<2048x512xf32>
    %cst_162 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %648 = stablehlo.broadcast_in_dim %cst_162, dims = [] : (tensor<f32>) -> tensor<512x2048xf32>
    %649 = stablehlo.multiply %648, %602 : tensor<512x2048xf32>
    %650 = stablehlo.subtract %arg14, %649 : tensor<512x2048xf32>
    %cst_163 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %651 = stablehlo.broadcast_in_dim %cst_163, dims = [] : (tensor<f32>) -> tensor<2048x512xf32>
    %652 = stablehlo.multiply %651, %605 : tensor<2048x512xf32>
    %653 = stablehlo.subtract %arg15, %652 : tensor<2048x512xf32>
    return %608, %611, %614, %617, %620, %623, %626, %629, %632, %635, %638, %641, %644, %647, %650, %653, %560, %563, %566, %569, %572, %575, %578, %581, %584, %587, %590, %593, %596, %599, %602, %605, %172 : tensor<512x2048xf32>, tensor<2048x512xf32>, tensor<512x2048xf32>, tensor<2048x512xf32>, tensor<512x2048xf32>, tensor<2048x512xf32>, tensor<512x2048xf32>, tensor<2048x512xf32>, tensor<512x2048xf32>, tensor<2048x512xf32>, tensor<512x2048xf32>, tensor<2048x512xf32>, tensor<512x2048xf32>, tensor<2048x512xf32>, tensor<512x2048xf32>, tensor<2048x512xf32>, tensor<512x2048xf32>, tensor<2048x512xf32>, tensor<512x2048xf32>, tensor<2048x512xf32>, tensor<512x2048xf32>, tensor<2048x512xf32>, tensor<512x2048xf32>, tensor<2048x512xf32>, tensor<512x2048xf32>, tensor<2048x512xf32>, tensor<512x2048xf32>, tensor<2048x512xf32>, tensor<512x2048xf32>, tensor<2048x512xf32>, tensor<512x2048xf32>, tensor<2048x512xf32>, tensor<f32>
  }
}
