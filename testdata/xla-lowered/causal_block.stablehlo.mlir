module @jit_causal_block attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<512xf32> {tf.aliasing_output = 0 : i32}, %arg1: tensor<512xf32> {tf.aliasing_output = 1 : i32}, %arg2: tensor<512xf32> {tf.aliasing_output = 2 : i32}, %arg3: tensor<512xf32> {tf.aliasing_output = 3 : i32}, %arg4: tensor<512x2048xf32> {tf.aliasing_output = 4 : i32}, %arg5: tensor<2048x512xf32> {tf.aliasing_output = 5 : i32}, %arg6: tensor<512x512xf32> {tf.aliasing_output = 6 : i32}, %arg7: tensor<512x1536xf32> {tf.aliasing_output = 7 : i32}, %arg8: tensor<4x256x512xf32>) -> (tensor<512xf32> {jax.result_info = "result[0]['b1']"}, tensor<512xf32> {jax.result_info = "result[0]['b2']"}, tensor<512xf32> {jax.result_info = "result[0]['s1']"}, tensor<512xf32> {jax.result_info = "result[0]['s2']"}, tensor<512x2048xf32> {jax.result_info = "result[0]['w1']"}, tensor<2048x512xf32> {jax.result_info = "result[0]['w2']"}, tensor<512x512xf32> {jax.result_info = "result[0]['wo']"}, tensor<512x1536xf32> {jax.result_info = "result[0]['wqkv']"}, tensor<f32> {jax.result_info = "result[1]"}) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.reduce(%arg8 init: %cst) applies stablehlo.add across dimensions = [2] : (tensor<4x256x512xf32>, tensor<f32>) -> tensor<4x256xf32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [0, 1] : (tensor<4x256xf32>) -> tensor<4x256x1xf32>
    %cst_0 = stablehlo.constant dense<5.120000e+02> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<4x256x1xf32>
    %3 = stablehlo.divide %1, %2 : tensor<4x256x1xf32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [0, 1, 2] : (tensor<4x256x1xf32>) -> tensor<4x256x512xf32>
    %5 = stablehlo.subtract %arg8, %4 : tensor<4x256x512xf32>
    %6 = stablehlo.multiply %5, %5 : tensor<4x256x512xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %7 = stablehlo.reduce(%6 init: %cst_1) applies stablehlo.add across dimensions = [2] : (tensor<4x256x512xf32>, tensor<f32>) -> tensor<4x256xf32>
    %8 = stablehlo.broadcast_in_dim %7, dims = [0, 1] : (tensor<4x256xf32>) -> tensor<4x256x1xf32>
    %cst_2 = stablehlo.constant dense<5.120000e+02> : tensor<f32>
    %9 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<4x256x1xf32>
    %10 = stablehlo.divide %8, %9 : tensor<4x256x1xf32>
    %11 = stablehlo.broadcast_in_dim %3, dims = [0, 1, 2] : (tensor<4x256x1xf32>) -> tensor<4x256x512xf32>
    %12 = stablehlo.subtract %arg8, %11 : tensor<4x256x512xf32>
    %cst_3 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %13 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<4x256x1xf32>
    %14 = stablehlo.add %10, %13 : tensor<4x256x1xf32>
    %15 = stablehlo.rsqrt %14 : tensor<4x256x1xf32>
    %16 = stablehlo.broadcast_in_dim %15, dims = [0, 1, 2] : (tensor<4x256x1xf32>) -> tensor<4x256x512xf32>
    %17 = stablehlo.multiply %12, %16 : tensor<4x256x512xf32>
    %18 = stablehlo.broadcast_in_dim %arg2, dims = [2] : (tensor<512xf32>) -> tensor<1x1x512xf32>
    %19 = stablehlo.broadcast_in_dim %18, dims = [0, 1, 2] : (tensor<1x1x512xf32>) -> tensor<4x256x512xf32>
    %20 = stablehlo.multiply %17, %19 : tensor<4x256x512xf32>
    %21 = stablehlo.broadcast_in_dim %arg0, dims = [2] : (tensor<512xf32>) -> tensor<1x1x512xf32>
    %22 = stablehlo.broadcast_in_dim %21, dims = [0, 1, 2] : (tensor<1x1x512xf32>) -> tensor<4x256x512xf32>
    %23 = stablehlo.add %20, %22 : tensor<4x256x512xf32>
    %24 = stablehlo.dot_general %23, %arg7, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x256x512xf32>, tensor<512x1536xf32>) -> tensor<4x256x1536xf32>
    %25 = stablehlo.slice %24 [0:4, 0:256, 0:512] : (tensor<4x256x1536xf32>) -> tensor<4x256x512xf32>
    %26 = stablehlo.slice %24 [0:4, 0:256, 512:1024] : (tensor<4x256x1536xf32>) -> tensor<4x256x512xf32>
    %27 = stablehlo.slice %24 [0:4, 0:256, 1024:1536] : (tensor<4x256x1536xf32>) -> tensor<4x256x512xf32>
    %28 = stablehlo.reshape %25 : (tensor<4x256x512xf32>) -> tensor<4x256x8x64xf32>
    %29 = stablehlo.transpose %28, dims = [0, 2, 1, 3] : (tensor<4x256x8x64xf32>) -> tensor<4x8x256x64xf32>
    %30 = stablehlo.reshape %26 : (tensor<4x256x512xf32>) -> tensor<4x256x8x64xf32>
    %31 = stablehlo.transpose %30, dims = [0, 2, 1, 3] : (tensor<4x256x8x64xf32>) -> tensor<4x8x256x64xf32>
    %32 = stablehlo.reshape %27 : (tensor<4x256x512xf32>) -> tensor<4x256x8x64xf32>
    %33 = stablehlo.transpose %32, dims = [0, 2, 1, 3] : (tensor<4x256x8x64xf32>) -> tensor<4x8x256x64xf32>
    %34 = stablehlo.transpose %31, dims = [0, 1, 3, 2] : (tensor<4x8x256x64xf32>) -> tensor<4x8x64x256xf32>
    %35 = stablehlo.dot_general %29, %34, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2], precision = [DEFAULT, DEFAULT] : (tensor<4x8x256x64xf32>, tensor<4x8x64x256xf32>) -> tensor<4x8x256x256xf32>
    %cst_4 = stablehlo.constant dense<8.000000e+00> : tensor<f32>
    %36 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<4x8x256x256xf32>
    %37 = stablehlo.divide %35, %36 : tensor<4x8x256x256xf32>
    %c = stablehlo.constant dense<true> : tensor<i1>
    %38 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i1>) -> tensor<256x256xi1>
    %39 = call @tril(%38) : (tensor<256x256xi1>) -> tensor<256x256xi1>
    %cst_5 = stablehlo.constant dense<-1.000000e+09> : tensor<f32>
    %40:2 = call @_where(%39, %37, %cst_5) : (tensor<256x256xi1>, tensor<4x8x256x256xf32>, tensor<f32>) -> (tensor<4x8x256x256xf32>, tensor<4x8x256x256xi1>)
    %cst_6 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %41 = stablehlo.reduce(%40#0 init: %cst_6) applies stablehlo.maximum across dimensions = [3] : (tensor<4x8x256x256xf32>, tensor<f32>) -> tensor<4x8x256xf32>
    %cst_7 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %42 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<4x8x256xf32>
    %43 = stablehlo.maximum %42, %41 : tensor<4x8x256xf32>
    %44 = stablehlo.broadcast_in_dim %43, dims = [0, 1, 2] : (tensor<4x8x256xf32>) -> tensor<4x8x256x1xf32>
    %45 = stablehlo.broadcast_in_dim %44, dims = [0, 1, 2, 3] : (tensor<4x8x256x1xf32>) -> tensor<4x8x256x256xf32>
    %46 = stablehlo.subtract %40#0, %45 : tensor<4x8x256x256xf32>
    %47 = stablehlo.exponential %46 : tensor<4x8x256x256xf32>
    %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %48 = stablehlo.reduce(%47 init: %cst_8) applies stablehlo.add across dimensions = [3] : (tensor<4x8x256x256xf32>, tensor<f32>) -> tensor<4x8x256xf32>
    %49 = stablehlo.broadcast_in_dim %48, dims = [0, 1, 2] : (tensor<4x8x256xf32>) -> tensor<4x8x256x1xf32>
    %50 = stablehlo.broadcast_in_dim %49, dims = [0, 1, 2, 3] : (tensor<4x8x256x1xf32>) -> tensor<4x8x256x256xf32>
    %51 = stablehlo.divide %47, %50 : tensor<4x8x256x256xf32>
    %52 = stablehlo.multiply %49, %49 : tensor<4x8x256x1xf32>
    %cst_9 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %53 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<4x8x256x1xf32>
    %54 = stablehlo.divide %53, %52 : tensor<4x8x256x1xf32>
    %55 = stablehlo.dot_general %51, %33, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2], precision = [DEFAULT, DEFAULT] : (tensor<4x8x256x256xf32>, tensor<4x8x256x64xf32>) -> tensor<4x8x256x64xf32>
    %56 = stablehlo.transpose %55, dims = [0, 2, 1, 3] : (tensor<4x8x256x64xf32>) -> tensor<4x256x8x64xf32>
    %57 = stablehlo.reshape %56 : (tensor<4x256x8x64xf32>) -> tensor<4x256x512xf32>
    %58 = stablehlo.dot_general %57, %arg6, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x256x512xf32>, tensor<512x512xf32>) -> tensor<4x256x512xf32>
    %59 = stablehlo.add %arg8, %58 : tensor<4x256x512xf32>
    %cst_10 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %60 = stablehlo.reduce(%59 init: %cst_10) applies stablehlo.add across dimensions = [2] : (tensor<4x256x512xf32>, tensor<f32>) -> tensor<4x256xf32>
    %61 = stablehlo.broadcast_in_dim %60, dims = [0, 1] : (tensor<4x256xf32>) -> tensor<4x256x1xf32>
    %cst_11 = stablehlo.constant dense<5.120000e+02> : tensor<f32>
    %62 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<4x256x1xf32>
    %63 = stablehlo.divide %61, %62 : tensor<4x256x1xf32>
    %64 = stablehlo.broadcast_in_dim %63, dims = [0, 1, 2] : (tensor<4x256x1xf32>) -> tensor<4x256x512xf32>
    %65 = stablehlo.subtract %59, %64 : tensor<4x256x512xf32>
    %66 = stablehlo.multiply %65, %65 : tensor<4x256x512xf32>
    %cst_12 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %67 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<4x256x512xf32>
    %68 = stablehlo.multiply %67, %65 : tensor<4x256x512xf32>
    %cst_13 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %69 = stablehlo.reduce(%66 init: %cst_13) applies stablehlo.add across dimensions = [2] : (tensor<4x256x512xf32>, tensor<f32>) -> tensor<4x256xf32>
    %70 = stablehlo.broadcast_in_dim %69, dims = [0, 1] : (tensor<4x256xf32>) -> tensor<4x256x1xf32>
    %cst_14 = stablehlo.constant dense<5.120000e+02> : tensor<f32>
    %71 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f32>) -> tensor<4x256x1xf32>
    %72 = stablehlo.divide %70, %71 : tensor<4x256x1xf32>
    %73 = stablehlo.broadcast_in_dim %63, dims = [0, 1, 2] : (tensor<4x256x1xf32>) -> tensor<4x256x512xf32>
    %74 = stablehlo.subtract %59, %73 : tensor<4x256x512xf32>
    %cst_15 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %75 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<f32>) -> tensor<4x256x1xf32>
    %76 = stablehlo.add %72, %75 : tensor<4x256x1xf32>
    %77 = stablehlo.rsqrt %76 : tensor<4x256x1xf32>
    %78 = stablehlo.divide %77, %76 : tensor<4x256x1xf32>
    %cst_16 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %79 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f32>) -> tensor<4x256x1xf32>
    %80 = stablehlo.multiply %79, %78 : tensor<4x256x1xf32>
    %81 = stablehlo.broadcast_in_dim %77, dims = [0, 1, 2] : (tensor<4x256x1xf32>) -> tensor<4x256x512xf32>
    %82 = stablehlo.multiply %74, %81 : tensor<4x256x512xf32>
    %83 = stablehlo.broadcast_in_dim %arg3, dims = [2] : (tensor<512xf32>) -> tensor<1x1x512xf32>
    %84 = stablehlo.broadcast_in_dim %83, dims = [0, 1, 2] : (tensor<1x1x512xf32>) -> tensor<4x256x512xf32>
    %85 = stablehlo.multiply %82, %84 : tensor<4x256x512xf32>
    %86 = stablehlo.broadcast_in_dim %arg1, dims = [2] : (tensor<512xf32>) -> tensor<1x1x512xf32>
    %87 = stablehlo.broadcast_in_dim %86, dims = [0, 1, 2] : (tensor<1x1x512xf32>) -> tensor<4x256x512xf32>
    %88 = stablehlo.add %85, %87 : tensor<4x256x512xf32>
    %89 = stablehlo.dot_general %88, %arg4, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x256x512xf32>, tensor<512x2048xf32>) -> tensor<4x256x2048xf32>
    %90 = stablehlo.multiply %89, %89 : tensor<4x256x2048xf32>
    %91 = stablehlo.multiply %90, %89 : tensor<4x256x2048xf32>
    %92 = stablehlo.multiply %89, %89 : tensor<4x256x2048xf32>
    %cst_17 = stablehlo.constant dense<3.000000e+00> : tensor<f32>
    %93 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<f32>) -> tensor<4x256x2048xf32>
    %94 = stablehlo.multiply %93, %92 : tensor<4x256x2048xf32>
    %cst_18 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %95 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<f32>) -> tensor<4x256x2048xf32>
    %96 = stablehlo.multiply %95, %91 : tensor<4x256x2048xf32>
    %97 = stablehlo.add %89, %96 : tensor<4x256x2048xf32>
    %cst_19 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %98 = stablehlo.broadcast_in_dim %cst_19, dims = [] : (tensor<f32>) -> tensor<4x256x2048xf32>
    %99 = stablehlo.multiply %98, %97 : tensor<4x256x2048xf32>
    %100 = stablehlo.tanh %99 : tensor<4x256x2048xf32>
    %cst_20 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %101 = stablehlo.broadcast_in_dim %cst_20, dims = [] : (tensor<f32>) -> tensor<4x256x2048xf32>
    %102 = stablehlo.subtract %101, %100 : tensor<4x256x2048xf32>
    %cst_21 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %103 = stablehlo.broadcast_in_dim %cst_21, dims = [] : (tensor<f32>) -> tensor<4x256x2048xf32>
    %104 = stablehlo.add %103, %100 : tensor<4x256x2048xf32>
    %cst_22 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %105 = stablehlo.broadcast_in_dim %cst_22, dims = [] : (tensor<f32>) -> tensor<4x256x2048xf32>
    %106 = stablehlo.multiply %105, %104 : tensor<4x256x2048xf32>
    %107 = stablehlo.multiply %89, %106 : tensor<4x256x2048xf32>
    %108 = stablehlo.dot_general %107, %arg5, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x256x2048xf32>, tensor<2048x512xf32>) -> tensor<4x256x512xf32>
    %109 = stablehlo.add %59, %108 : tensor<4x256x512xf32>
    %110 = stablehlo.multiply %109, %109 : tensor<4x256x512xf32>
    %cst_23 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %111 = stablehlo.broadcast_in_dim %cst_23, dims = [] : (tensor<f32>) -> tensor<4x256x512xf32>
    %112 = stablehlo.multiply %111, %109 : tensor<4x256x512xf32>
    %cst_24 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %113 = stablehlo.reduce(%110 init: %cst_24) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<4x256x512xf32>, tensor<f32>) -> tensor<f32>
    %cst_25 = stablehlo.constant dense<5.242880e+05> : tensor<f32>
    %114 = stablehlo.divide %113, %cst_25 : tensor<f32>
    %cst_26 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %cst_27 = stablehlo.constant dense<5.242880e+05> : tensor<f32>
    %115 = stablehlo.divide %cst_26, %cst_27 : tensor<f32>
    %116 = stablehlo.broadcast_in_dim %115, dims = [] : (tensor<f32>) -> tensor<4x256x512xf32>
    %117 = stablehlo.multiply %116, %112 : tensor<4x256x512xf32>
    %118 = stablehlo.dot_general %117, %107, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<4x256x512xf32>, tensor<4x256x2048xf32>) -> tensor<512x2048xf32>
    %119 = stablehlo.transpose %118, dims = [1, 0] : (tensor<512x2048xf32>) -> tensor<2048x512xf32>
    %120 = stablehlo.dot_general %117, %arg5, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x256x512xf32>, tensor<2048x512xf32>) -> tensor<4x256x2048xf32>
    %121 = stablehlo.multiply %89, %120 : tensor<4x256x2048xf32>
    %122 = stablehlo.multiply %120, %106 : tensor<4x256x2048xf32>
    %cst_28 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %123 = stablehlo.broadcast_in_dim %cst_28, dims = [] : (tensor<f32>) -> tensor<4x256x2048xf32>
    %124 = stablehlo.multiply %123, %121 : tensor<4x256x2048xf32>
    %125 = stablehlo.multiply %124, %102 : tensor<4x256x2048xf32>
    %126 = stablehlo.multiply %125, %100 : tensor<4x256x2048xf32>
    %127 = stablehlo.add %125, %126 : tensor<4x256x2048xf32>
    %cst_29 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %128 = stablehlo.broadcast_in_dim %cst_29, dims = [] : (tensor<f32>) -> tensor<4x256x2048xf32>
    %129 = stablehlo.multiply %128, %127 : tensor<4x256x2048xf32>
    %130 = stablehlo.add %122, %129 : tensor<4x256x2048xf32>
    %cst_30 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %131 = stablehlo.broadcast_in_dim %cst_30, dims = [] : (tensor<f32>) -> tensor<4x256x2048xf32>
    %132 = stablehlo.multiply %131, %129 : tensor<4x256x2048xf32>
    %133 = stablehlo.multiply %132, %94 : tensor<4x256x2048xf32>
    %134 = stablehlo.add %130, %133 : tensor<4x256x2048xf32>
    %135 = stablehlo.dot_general %134, %88, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<4x256x2048xf32>, tensor<4x256x512xf32>) -> tensor<2048x512xf32>
    %136 = stablehlo.transpose %135, dims = [1, 0] : (tensor<2048x512xf32>) -> tensor<512x2048xf32>
    %137 = stablehlo.dot_general %134, %arg4, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x256x2048xf32>, tensor<512x2048xf32>) -> tensor<4x256x512xf32>
    %cst_31 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %138 = stablehlo.reduce(%137 init: %cst_31) applies stablehlo.add across dimensions = [0, 1] : (tensor<4x256x512xf32>, tensor<f32>) -> tensor<512xf32>
    %139 = stablehlo.reshape %138 : (tensor<512xf32>) -> tensor<1x1x512xf32>
    %cst_32 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %140 = stablehlo.reduce(%139 init: %cst_32) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x512xf32>, tensor<f32>) -> tensor<512xf32>
    %141 = stablehlo.multiply %82, %137 : tensor<4x256x512xf32>
    %cst_33 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %142 = stablehlo.reduce(%141 init: %cst_33) applies stablehlo.add across dimensions = [0, 1] : (tensor<4x256x512xf32>, tensor<f32>) -> tensor<512xf32>
    %143 = stablehlo.reshape %142 : (tensor<512xf32>) -> tensor<1x1x512xf32>
    %144 = stablehlo.broadcast_in_dim %83, dims = [0, 1, 2] : (tensor<1x1x512xf32>) -> tensor<4x256x512xf32>
    %145 = stablehlo.multiply %137, %144 : tensor<4x256x512xf32>
    %cst_34 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %146 = stablehlo.reduce(%143 init: %cst_34) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x512xf32>, tensor<f32>) -> tensor<512xf32>
    %147 = stablehlo.multiply %74, %145 : tensor<4x256x512xf32>
    %cst_35 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %148 = stablehlo.reduce(%147 init: %cst_35) applies stablehlo.add across dimensions = [2] : (tensor<4x256x512xf32>, tensor<f32>) -> tensor<4x256xf32>
    %149 = stablehlo.reshape %148 : (tensor<4x256xf32>) -> tensor<4x256x1xf32>
    %150 = stablehlo.broadcast_in_dim %77, dims = [0, 1, 2] : (tensor<4x256x1xf32>) -> tensor<4x256x512xf32>
    %151 = stablehlo.multiply %145, %150 : tensor<4x256x512xf32>
    %152 = stablehlo.multiply %149, %80 : tensor<4x256x1xf32>
    %153 = stablehlo.negate %151 : tensor<4x256x512xf32>
    %cst_36 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %154 = stablehlo.reduce(%153 init: %cst_36) applies stablehlo.add across dimensions = [2] : (tensor<4x256x512xf32>, tensor<f32>) -> tensor<4x256xf32>
    %155 = stablehlo.reshape %154 : (tensor<4x256xf32>) -> tensor<4x256x1xf32>
    %156 = stablehlo.add %117, %151 : tensor<4x256x512xf32>
    %cst_37 = stablehlo.constant dense<5.120000e+02> : tensor<f32>
    %157 = stablehlo.broadcast_in_dim %cst_37, dims = [] : (tensor<f32>) -> tensor<4x256x1xf32>
    %158 = stablehlo.divide %152, %157 : tensor<4x256x1xf32>
    %cst_38 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %159 = stablehlo.reduce(%158 init: %cst_38) applies stablehlo.add across dimensions = [2] : (tensor<4x256x1xf32>, tensor<f32>) -> tensor<4x256xf32>
    %160 = stablehlo.broadcast_in_dim %159, dims = [0, 1] : (tensor<4x256xf32>) -> tensor<4x256x512xf32>
    %161 = stablehlo.multiply %160, %68 : tensor<4x256x512xf32>
    %162 = stablehlo.negate %161 : tensor<4x256x512xf32>
    %cst_39 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %163 = stablehlo.reduce(%162 init: %cst_39) applies stablehlo.add across dimensions = [2] : (tensor<4x256x512xf32>, tensor<f32>) -> tensor<4x256xf32>
    %164 = stablehlo.reshape %163 : (tensor<4x256xf32>) -> tensor<4x256x1xf32>
    %165 = stablehlo.add %156, %161 : tensor<4x256x512xf32>
    %166 = stablehlo.add %155, %164 : tensor<4x256x1xf32>
    %cst_40 = stablehlo.constant dense<5.120000e+02> : tensor<f32>
    %167 = stablehlo.broadcast_in_dim %cst_40, dims = [] : (tensor<f32>) -> tensor<4x256x1xf32>
    %168 = stablehlo.divide %166, %167 : tensor<4x256x1xf32>
    %cst_41 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %169 = stablehlo.reduce(%168 init: %cst_41) applies stablehlo.add across dimensions = [2] : (tensor<4x256x1xf32>, tensor<f32>) -> tensor<4x256xf32>
    %170 = stablehlo.broadcast_in_dim %169, dims = [0, 1] : (tensor<4x256xf32>) -> tensor<4x256x512xf32>
    %171 = stablehlo.add %165, %170 : tensor<4x256x512xf32>
    %172 = stablehlo.dot_general %171, %57, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<4x256x512xf32>, tensor<4x256x512xf32>) -> tensor<512x512xf32>
    %173 = stablehlo.transpose %172, dims = [1, 0] : (tensor<512x512xf32>) -> tensor<512x512xf32>
    %174 = stablehlo.dot_general %171, %arg6, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x256x512xf32>, tensor<512x512xf32>) -> tensor<4x256x512xf32>
    %175 = stablehlo.reshape %174 : (tensor<4x256x512xf32>) -> tensor<4x256x8x64xf32>
    %176 = stablehlo.transpose %175, dims = [0, 2, 1, 3] : (tensor<4x256x8x64xf32>) -> tensor<4x8x256x64xf32>
    %177 = stablehlo.dot_general %176, %51, batching_dims = [0, 1] x [0, 1], contracting_dims = [2] x [2], precision = [DEFAULT, DEFAULT] : (tensor<4x8x256x64xf32>, tensor<4x8x256x256xf32>) -> tensor<4x8x64x256xf32>
    %178 = stablehlo.transpose %177, dims = [0, 1, 3, 2] : (tensor<4x8x64x256xf32>) -> tensor<4x8x256x64xf32>
    %179 = stablehlo.dot_general %176, %33, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<4x8x256x64xf32>, tensor<4x8x256x64xf32>) -> tensor<4x8x256x256xf32>
    %180 = stablehlo.broadcast_in_dim %54, dims = [0, 1, 2, 3] : (tensor<4x8x256x1xf32>) -> tensor<4x8x256x256xf32>
    %181 = stablehlo.multiply %179, %180 : tensor<4x8x256x256xf32>
    %182 = stablehlo.multiply %181, %47 : tensor<4x8x256x256xf32>
    %cst_42 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %183 = stablehlo.reduce(%182 init: %cst_42) applies stablehlo.add across dimensions = [3] : (tensor<4x8x256x256xf32>, tensor<f32>) -> tensor<4x8x256xf32>
    %184 = stablehlo.reshape %183 : (tensor<4x8x256xf32>) -> tensor<4x8x256x1xf32>
    %185 = stablehlo.negate %184 : tensor<4x8x256x1xf32>
    %186 = stablehlo.broadcast_in_dim %49, dims = [0, 1, 2, 3] : (tensor<4x8x256x1xf32>) -> tensor<4x8x256x256xf32>
    %187 = stablehlo.divide %179, %186 : tensor<4x8x256x256xf32>
    %cst_43 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %188 = stablehlo.reduce(%185 init: %cst_43) applies stablehlo.add across dimensions = [3] : (tensor<4x8x256x1xf32>, tensor<f32>) -> tensor<4x8x256xf32>
    %189 = stablehlo.broadcast_in_dim %188, dims = [0, 1, 2] : (tensor<4x8x256xf32>) -> tensor<4x8x256x256xf32>
    %190 = stablehlo.add %187, %189 : tensor<4x8x256x256xf32>
    %191 = stablehlo.multiply %190, %47 : tensor<4x8x256x256xf32>
    %192 = call @_where_0(%40#1, %191) : (tensor<4x8x256x256xi1>, tensor<4x8x256x256xf32>) -> tensor<4x8x256x256xf32>
    %cst_44 = stablehlo.constant dense<8.000000e+00> : tensor<f32>
    %193 = stablehlo.broadcast_in_dim %cst_44, dims = [] : (tensor<f32>) -> tensor<4x8x256x256xf32>
    %194 = stablehlo.divide %192, %193 : tensor<4x8x256x256xf32>
    %195 = stablehlo.dot_general %194, %29, batching_dims = [0, 1] x [0, 1], contracting_dims = [2] x [2], precision = [DEFAULT, DEFAULT] : (tensor<4x8x256x256xf32>, tensor<4x8x256x64xf32>) -> tensor<4x8x256x64xf32>
    %196 = stablehlo.transpose %195, dims = [0, 1, 3, 2] : (tensor<4x8x256x64xf32>) -> tensor<4x8x64x256xf32>
    %197 = stablehlo.dot_general %194, %34, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<4x8x256x256xf32>, tensor<4x8x64x256xf32>) -> tensor<4x8x256x64xf32>
    %198 = stablehlo.transpose %196, dims = [0, 1, 3, 2] : (tensor<4x8x64x256xf32>) -> tensor<4x8x256x64xf32>
    %199 = stablehlo.transpose %178, dims = [0, 2, 1, 3] : (tensor<4x8x256x64xf32>) -> tensor<4x256x8x64xf32>
    %200 = stablehlo.reshape %199 : (tensor<4x256x8x64xf32>) -> tensor<4x256x512xf32>
    %201 = stablehlo.transpose %198, dims = [0, 2, 1, 3] : (tensor<4x8x256x64xf32>) -> tensor<4x256x8x64xf32>
    %202 = stablehlo.reshape %201 : (tensor<4x256x8x64xf32>) -> tensor<4x256x512xf32>
    %203 = stablehlo.transpose %197, dims = [0, 2, 1, 3] : (tensor<4x8x256x64xf32>) -> tensor<4x256x8x64xf32>
    %204 = stablehlo.reshape %203 : (tensor<4x256x8x64xf32>) -> tensor<4x256x512xf32>
    %205 = stablehlo.concatenate %204, %202, %200, dim = 2 : (tensor<4x256x512xf32>, tensor<4x256x512xf32>, tensor<4x256x512xf32>) -> tensor<4x256x1536xf32>
    %206 = stablehlo.dot_general %205, %23, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<4x256x1536xf32>, tensor<4x256x512xf32>) -> tensor<1536x512xf32>
    %207 = stablehlo.transpose %206, dims = [1, 0] : (tensor<1536x512xf32>) -> tensor<512x1536xf32>
    %208 = stablehlo.dot_general %205, %arg7, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x256x1536xf32>, tensor<512x1536xf32>) -> tensor<4x256x512xf32>
    %cst_45 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %209 = stablehlo.reduce(%208 init: %cst_45) applies stablehlo.add across dimensions = [0, 1] : (tensor<4x256x512xf32>, tensor<f32>) -> tensor<512xf32>
    %210 = stablehlo.reshape %209 : (tensor<512xf32>) -> tensor<1x1x512xf32>
    %cst_46 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %211 = stablehlo.reduce(%210 init: %cst_46) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x512xf32>, tensor<f32>) -> tensor<512xf32>
    %212 = stablehlo.multiply %17, %208 : tensor<4x256x512xf32>
    %cst_47 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %213 = stablehlo.reduce(%212 init: %cst_47) applies stablehlo.add across dimensions = [0, 1] : (tensor<4x256x512xf32>, tensor<f32>) -> tensor<512xf32>
    %214 = stablehlo.reshape %213 : (tensor<512xf32>) -> tensor<1x1x512xf32>
    %cst_48 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %215 = stablehlo.reduce(%214 init: %cst_48) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x512xf32>, tensor<f32>) -> tensor<512xf32>
    %cst_49 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %216 = stablehlo.broadcast_in_dim %cst_49, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %217 = stablehlo.multiply %216, %211 : tensor<512xf32>
    %218 = stablehlo.subtract %arg0, %217 : tensor<512xf32>
    %cst_50 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %219 = stablehlo.broadcast_in_dim %cst_50, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %220 = stablehlo.multiply %219, %140 : tensor<512xf32>
    %221 = stablehlo.subtract %arg1, %220 : tensor<512xf32>
    %cst_51 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %222 = stablehlo.broadcast_in_dim %cst_51, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %223 = stablehlo.multiply %222, %215 : tensor<512xf32>
    %224 = stablehlo.subtract %arg2, %223 : tensor<512xf32>
    %cst_52 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %225 = stablehlo.broadcast_in_dim %cst_52, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %226 = stablehlo.multiply %225, %146 : tensor<512xf32>
    %227 = stablehlo.subtract %arg3, %226 : tensor<512xf32>
    %cst_53 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %228 = stablehlo.broadcast_in_dim %cst_53, dims = [] : (tensor<f32>) -> tensor<512x2048xf32>
    %229 = stablehlo.multiply %228, %136 : tensor<512x2048xf32>
    %230 = stablehlo.subtract %arg4, %229 : tensor<512x2048xf32>
    %cst_54 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %231 = stablehlo.broadcast_in_dim %cst_54, dims = [] : (tensor<f32>) -> tensor<2048x512xf32>
    %232 = stablehlo.multiply %231, %119 : tensor<2048x512xf32>
    %233 = stablehlo.subtract %arg5, %232 : tensor<2048x512xf32>
    %cst_55 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %234 = stablehlo.broadcast_in_dim %cst_55, dims = [] : (tensor<f32>) -> tensor<512x512xf32>
    %235 = stablehlo.multiply %234, %173 : tensor<512x512xf32>
    %236 = stablehlo.subtract %arg6, %235 : tensor<512x512xf32>
    %cst_56 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %237 = stablehlo.broadcast_in_dim %cst_56, dims = [] : (tensor<f32>) -> tensor<512x1536xf32>
    %238 = stablehlo.multiply %237, %207 : tensor<512x1536xf32>
    %239 = stablehlo.subtract %arg7, %238 : tensor<512x1536xf32>
    return %218, %221, %224, %227, %230, %233, %236, %239, %114 : tensor<512xf32>, tensor<512xf32>, tensor<512xf32>, tensor<512xf32>, tensor<512x2048xf32>, tensor<2048x512xf32>, tensor<512x512xf32>, tensor<512x1536xf32>, tensor<f32>
  }
  func.func private @tril(%arg0: tensor<256x256xi1>) -> tensor<256x256xi1> {
    %0 = stablehlo.iota dim = 0 : tensor<256x256xi32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<256x256xi32>
    %2 = stablehlo.add %0, %1 : tensor<256x256xi32>
    %3 = stablehlo.iota dim = 1 : tensor<256x256xi32>
    %4 = stablehlo.compare GE, %2, %3, SIGNED : (tensor<256x256xi32>, tensor<256x256xi32>) -> tensor<256x256xi1>
    %c_0 = stablehlo.constant dense<false> : tensor<i1>
    %5 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i1>) -> tensor<256x256xi1>
    %6 = stablehlo.select %4, %arg0, %5 : tensor<256x256xi1>, tensor<256x256xi1>
    return %6 : tensor<256x256xi1>
  }
  func.func private @_where(%arg0: tensor<256x256xi1>, %arg1: tensor<4x8x256x256xf32>, %arg2: tensor<f32>) -> (tensor<4x8x256x256xf32>, tensor<4x8x256x256xi1>) {
    %0 = stablehlo.convert %arg2 : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %arg0, dims = [2, 3] : (tensor<256x256xi1>) -> tensor<4x8x256x256xi1>
    %2 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<4x8x256x256xf32>
    %3 = stablehlo.select %1, %arg1, %2 : tensor<4x8x256x256xi1>, tensor<4x8x256x256xf32>
    return %3, %1 : tensor<4x8x256x256xf32>, tensor<4x8x256x256xi1>
  }
  func.func private @_where_0(%arg0: tensor<4x8x256x256xi1>, %arg1: tensor<4x8x256x256xf32>) -> tensor<4x8x256x256xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4x8x256x256xf32>
    %1 = stablehlo.select %arg0, %arg1, %0 : tensor<4x8x256x256xi1>, tensor<4x8x256x256xf32>
    return %1 : tensor<4x8x256x256xf32>
  }
}
