module @jit_vit_patch attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<1x1x256xf32> {tf.aliasing_output = 0 : i32}, %arg1: tensor<256x100xf32> {tf.aliasing_output = 1 : i32}, %arg2: tensor<48x256xf32> {tf.aliasing_output = 2 : i32}, %arg3: tensor<64x256xf32> {tf.aliasing_output = 3 : i32}, %arg4: tensor<256x1024xf32> {tf.aliasing_output = 4 : i32}, %arg5: tensor<1024x256xf32> {tf.aliasing_output = 5 : i32}, %arg6: tensor<256x256xf32> {tf.aliasing_output = 6 : i32}, %arg7: tensor<256x256xf32> {tf.aliasing_output = 7 : i32}, %arg8: tensor<256x256xf32> {tf.aliasing_output = 8 : i32}, %arg9: tensor<256x256xf32> {tf.aliasing_output = 9 : i32}, %arg10: tensor<32x32x32x3xf32>, %arg11: tensor<32xi32>) -> (tensor<1x1x256xf32> {jax.result_info = "result[0]['cls']"}, tensor<256x100xf32> {jax.result_info = "result[0]['head']"}, tensor<48x256xf32> {jax.result_info = "result[0]['patch']"}, tensor<64x256xf32> {jax.result_info = "result[0]['pos']"}, tensor<256x1024xf32> {jax.result_info = "result[0]['w1']"}, tensor<1024x256xf32> {jax.result_info = "result[0]['w2']"}, tensor<256x256xf32> {jax.result_info = "result[0]['wk']"}, tensor<256x256xf32> {jax.result_info = "result[0]['wo']"}, tensor<256x256xf32> {jax.result_info = "result[0]['wq']"}, tensor<256x256xf32> {jax.result_info = "result[0]['wv']"}, tensor<f32> {jax.result_info = "result[1]"}) {
    %0 = stablehlo.reshape %arg10 : (tensor<32x32x32x3xf32>) -> tensor<32x8x4x8x4x3xf32>
    %1 = stablehlo.transpose %0, dims = [0, 1, 3, 2, 4, 5] : (tensor<32x8x4x8x4x3xf32>) -> tensor<32x8x8x4x4x3xf32>
    %2 = stablehlo.reshape %1 : (tensor<32x8x8x4x4x3xf32>) -> tensor<32x64x48xf32>
    %3 = stablehlo.dot_general %2, %arg2, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x64x48xf32>, tensor<48x256xf32>) -> tensor<32x64x256xf32>
    %4 = stablehlo.broadcast_in_dim %arg3, dims = [1, 2] : (tensor<64x256xf32>) -> tensor<1x64x256xf32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0, 1, 2] : (tensor<1x64x256xf32>) -> tensor<32x64x256xf32>
    %6 = stablehlo.add %3, %5 : tensor<32x64x256xf32>
    %7 = stablehlo.broadcast_in_dim %arg0, dims = [0, 1, 2] : (tensor<1x1x256xf32>) -> tensor<32x1x256xf32>
    %8 = stablehlo.concatenate %7, %6, dim = 1 : (tensor<32x1x256xf32>, tensor<32x64x256xf32>) -> tensor<32x65x256xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %9 = stablehlo.reduce(%8 init: %cst) applies stablehlo.add across dimensions = [2] : (tensor<32x65x256xf32>, tensor<f32>) -> tensor<32x65xf32>
    %10 = stablehlo.broadcast_in_dim %9, dims = [0, 1] : (tensor<32x65xf32>) -> tensor<32x65x1xf32>
    %cst_0 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %11 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<32x65x1xf32>
    %12 = stablehlo.divide %10, %11 : tensor<32x65x1xf32>
    %13 = stablehlo.broadcast_in_dim %12, dims = [0, 1, 2] : (tensor<32x65x1xf32>) -> tensor<32x65x256xf32>
    %14 = stablehlo.subtract %8, %13 : tensor<32x65x256xf32>
    %15 = stablehlo.broadcast_in_dim %12, dims = [0, 1, 2] : (tensor<32x65x1xf32>) -> tensor<32x65x256xf32>
    %16 = stablehlo.subtract %8, %15 : tensor<32x65x256xf32>
    %17 = stablehlo.multiply %16, %16 : tensor<32x65x256xf32>
    %cst_1 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %18 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<32x65x256xf32>
    %19 = stablehlo.multiply %18, %16 : tensor<32x65x256xf32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %20 = stablehlo.reduce(%17 init: %cst_2) applies stablehlo.add across dimensions = [2] : (tensor<32x65x256xf32>, tensor<f32>) -> tensor<32x65xf32>
    %21 = stablehlo.broadcast_in_dim %20, dims = [0, 1] : (tensor<32x65xf32>) -> tensor<32x65x1xf32>
    %cst_3 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %22 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<32x65x1xf32>
    %23 = stablehlo.divide %21, %22 : tensor<32x65x1xf32>
    %cst_4 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %24 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<32x65x1xf32>
    %25 = stablehlo.add %23, %24 : tensor<32x65x1xf32>
    %26 = stablehlo.rsqrt %25 : tensor<32x65x1xf32>
    %27 = stablehlo.divide %26, %25 : tensor<32x65x1xf32>
    %cst_5 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %28 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<32x65x1xf32>
    %29 = stablehlo.multiply %28, %27 : tensor<32x65x1xf32>
    %30 = stablehlo.broadcast_in_dim %26, dims = [0, 1, 2] : (tensor<32x65x1xf32>) -> tensor<32x65x256xf32>
    %31 = stablehlo.multiply %14, %30 : tensor<32x65x256xf32>
    %32 = stablehlo.dot_general %31, %arg8, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x65x256xf32>, tensor<256x256xf32>) -> tensor<32x65x256xf32>
    %33 = stablehlo.reshape %32 : (tensor<32x65x256xf32>) -> tensor<32x65x4x64xf32>
    %34 = stablehlo.dot_general %31, %arg6, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x65x256xf32>, tensor<256x256xf32>) -> tensor<32x65x256xf32>
    %35 = stablehlo.reshape %34 : (tensor<32x65x256xf32>) -> tensor<32x65x4x64xf32>
    %36 = stablehlo.dot_general %31, %arg9, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x65x256xf32>, tensor<256x256xf32>) -> tensor<32x65x256xf32>
    %37 = stablehlo.reshape %36 : (tensor<32x65x256xf32>) -> tensor<32x65x4x64xf32>
    %38 = stablehlo.dot_general %33, %35, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<32x65x4x64xf32>, tensor<32x65x4x64xf32>) -> tensor<32x4x65x65xf32>
    %cst_6 = stablehlo.constant dense<8.000000e+00> : tensor<f32>
    %39 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<32x4x65x65xf32>
    %40 = stablehlo.divide %38, %39 : tensor<32x4x65x65xf32>
    %cst_7 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %41 = stablehlo.reduce(%40 init: %cst_7) applies stablehlo.maximum across dimensions = [3] : (tensor<32x4x65x65xf32>, tensor<f32>) -> tensor<32x4x65xf32>
    %cst_8 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %42 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<32x4x65xf32>
    %43 = stablehlo.maximum %42, %41 : tensor<32x4x65xf32>
    %44 = stablehlo.broadcast_in_dim %43, dims = [0, 1, 2] : (tensor<32x4x65xf32>) -> tensor<32x4x65x1xf32>
    %45 = stablehlo.broadcast_in_dim %44, dims = [0, 1, 2, 3] : (tensor<32x4x65x1xf32>) -> tensor<32x4x65x65xf32>
    %46 = stablehlo.subtract %40, %45 : tensor<32x4x65x65xf32>
    %47 = stablehlo.exponential %46 : tensor<32x4x65x65xf32>
    %cst_9 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %48 = stablehlo.reduce(%47 init: %cst_9) applies stablehlo.add across dimensions = [3] : (tensor<32x4x65x65xf32>, tensor<f32>) -> tensor<32x4x65xf32>
    %49 = stablehlo.broadcast_in_dim %48, dims = [0, 1, 2] : (tensor<32x4x65xf32>) -> tensor<32x4x65x1xf32>
    %50 = stablehlo.broadcast_in_dim %49, dims = [0, 1, 2, 3] : (tensor<32x4x65x1xf32>) -> tensor<32x4x65x65xf32>
    %51 = stablehlo.divide %47, %50 : tensor<32x4x65x65xf32>
    %52 = stablehlo.multiply %49, %49 : tensor<32x4x65x1xf32>
    %cst_10 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %53 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<32x4x65x1xf32>
    %54 = stablehlo.divide %53, %52 : tensor<32x4x65x1xf32>
    %55 = stablehlo.dot_general %37, %51, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [DEFAULT, DEFAULT] : (tensor<32x65x4x64xf32>, tensor<32x4x65x65xf32>) -> tensor<32x4x64x65xf32>
    %56 = stablehlo.transpose %55, dims = [0, 3, 1, 2] : (tensor<32x4x64x65xf32>) -> tensor<32x65x4x64xf32>
    %57 = stablehlo.reshape %56 : (tensor<32x65x4x64xf32>) -> tensor<32x65x256xf32>
    %58 = stablehlo.dot_general %57, %arg7, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x65x256xf32>, tensor<256x256xf32>) -> tensor<32x65x256xf32>
    %59 = stablehlo.add %8, %58 : tensor<32x65x256xf32>
    %cst_11 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %60 = stablehlo.reduce(%59 init: %cst_11) applies stablehlo.add across dimensions = [2] : (tensor<32x65x256xf32>, tensor<f32>) -> tensor<32x65xf32>
    %61 = stablehlo.broadcast_in_dim %60, dims = [0, 1] : (tensor<32x65xf32>) -> tensor<32x65x1xf32>
    %cst_12 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %62 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<32x65x1xf32>
    %63 = stablehlo.divide %61, %62 : tensor<32x65x1xf32>
    %64 = stablehlo.broadcast_in_dim %63, dims = [0, 1, 2] : (tensor<32x65x1xf32>) -> tensor<32x65x256xf32>
    %65 = stablehlo.subtract %59, %64 : tensor<32x65x256xf32>
    %66 = stablehlo.broadcast_in_dim %63, dims = [0, 1, 2] : (tensor<32x65x1xf32>) -> tensor<32x65x256xf32>
    %67 = stablehlo.subtract %59, %66 : tensor<32x65x256xf32>
    %68 = stablehlo.multiply %67, %67 : tensor<32x65x256xf32>
    %cst_13 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %69 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f32>) -> tensor<32x65x256xf32>
    %70 = stablehlo.multiply %69, %67 : tensor<32x65x256xf32>
    %cst_14 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %71 = stablehlo.reduce(%68 init: %cst_14) applies stablehlo.add across dimensions = [2] : (tensor<32x65x256xf32>, tensor<f32>) -> tensor<32x65xf32>
    %72 = stablehlo.broadcast_in_dim %71, dims = [0, 1] : (tensor<32x65xf32>) -> tensor<32x65x1xf32>
    %cst_15 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %73 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<f32>) -> tensor<32x65x1xf32>
    %74 = stablehlo.divide %72, %73 : tensor<32x65x1xf32>
    %cst_16 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %75 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f32>) -> tensor<32x65x1xf32>
    %76 = stablehlo.add %74, %75 : tensor<32x65x1xf32>
    %77 = stablehlo.rsqrt %76 : tensor<32x65x1xf32>
    %78 = stablehlo.divide %77, %76 : tensor<32x65x1xf32>
    %cst_17 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %79 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<f32>) -> tensor<32x65x1xf32>
    %80 = stablehlo.multiply %79, %78 : tensor<32x65x1xf32>
    %81 = stablehlo.broadcast_in_dim %77, dims = [0, 1, 2] : (tensor<32x65x1xf32>) -> tensor<32x65x256xf32>
    %82 = stablehlo.multiply %65, %81 : tensor<32x65x256xf32>
    %83 = stablehlo.dot_general %82, %arg4, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x65x256xf32>, tensor<256x1024xf32>) -> tensor<32x65x1024xf32>
    %84 = stablehlo.multiply %83, %83 : tensor<32x65x1024xf32>
    %85 = stablehlo.multiply %84, %83 : tensor<32x65x1024xf32>
    %86 = stablehlo.multiply %83, %83 : tensor<32x65x1024xf32>
    %cst_18 = stablehlo.constant dense<3.000000e+00> : tensor<f32>
    %87 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<f32>) -> tensor<32x65x1024xf32>
    %88 = stablehlo.multiply %87, %86 : tensor<32x65x1024xf32>
    %cst_19 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %89 = stablehlo.broadcast_in_dim %cst_19, dims = [] : (tensor<f32>) -> tensor<32x65x1024xf32>
    %90 = stablehlo.multiply %89, %85 : tensor<32x65x1024xf32>
    %91 = stablehlo.add %83, %90 : tensor<32x65x1024xf32>
    %cst_20 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %92 = stablehlo.broadcast_in_dim %cst_20, dims = [] : (tensor<f32>) -> tensor<32x65x1024xf32>
    %93 = stablehlo.multiply %92, %91 : tensor<32x65x1024xf32>
    %94 = stablehlo.tanh %93 : tensor<32x65x1024xf32>
    %cst_21 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %95 = stablehlo.broadcast_in_dim %cst_21, dims = [] : (tensor<f32>) -> tensor<32x65x1024xf32>
    %96 = stablehlo.subtract %95, %94 : tensor<32x65x1024xf32>
    %cst_22 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %97 = stablehlo.broadcast_in_dim %cst_22, dims = [] : (tensor<f32>) -> tensor<32x65x1024xf32>
    %98 = stablehlo.add %97, %94 : tensor<32x65x1024xf32>
    %cst_23 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %99 = stablehlo.broadcast_in_dim %cst_23, dims = [] : (tensor<f32>) -> tensor<32x65x1024xf32>
    %100 = stablehlo.multiply %99, %98 : tensor<32x65x1024xf32>
    %101 = stablehlo.multiply %83, %100 : tensor<32x65x1024xf32>
    %102 = stablehlo.dot_general %101, %arg5, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x65x1024xf32>, tensor<1024x256xf32>) -> tensor<32x65x256xf32>
    %103 = stablehlo.add %59, %102 : tensor<32x65x256xf32>
    %cst_24 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %104 = stablehlo.reduce(%103 init: %cst_24) applies stablehlo.add across dimensions = [2] : (tensor<32x65x256xf32>, tensor<f32>) -> tensor<32x65xf32>
    %105 = stablehlo.broadcast_in_dim %104, dims = [0, 1] : (tensor<32x65xf32>) -> tensor<32x65x1xf32>
    %cst_25 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %106 = stablehlo.broadcast_in_dim %cst_25, dims = [] : (tensor<f32>) -> tensor<32x65x1xf32>
    %107 = stablehlo.divide %105, %106 : tensor<32x65x1xf32>
    %108 = stablehlo.broadcast_in_dim %107, dims = [0, 1, 2] : (tensor<32x65x1xf32>) -> tensor<32x65x256xf32>
    %109 = stablehlo.subtract %103, %108 : tensor<32x65x256xf32>
    %110 = stablehlo.broadcast_in_dim %107, dims = [0, 1, 2] : (tensor<32x65x1xf32>) -> tensor<32x65x256xf32>
    %111 = stablehlo.subtract %103, %110 : tensor<32x65x256xf32>
    %112 = stablehlo.multiply %111, %111 : tensor<32x65x256xf32>
    %cst_26 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %113 = stablehlo.broadcast_in_dim %cst_26, dims = [] : (tensor<f32>) -> tensor<32x65x256xf32>
    %114 = stablehlo.multiply %113, %111 : tensor<32x65x256xf32>
    %cst_27 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %115 = stablehlo.reduce(%112 init: %cst_27) applies stablehlo.add across dimensions = [2] : (tensor<32x65x256xf32>, tensor<f32>) -> tensor<32x65xf32>
    %116 = stablehlo.broadcast_in_dim %115, dims = [0, 1] : (tensor<32x65xf32>) -> tensor<32x65x1xf32>
    %cst_28 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %117 = stablehlo.broadcast_in_dim %cst_28, dims = [] : (tensor<f32>) -> tensor<32x65x1xf32>
    %118 = stablehlo.divide %116, %117 : tensor<32x65x1xf32>
    %cst_29 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %119 = stablehlo.broadcast_in_dim %cst_29, dims = [] : (tensor<f32>) -> tensor<32x65x1xf32>
    %120 = stablehlo.add %118, %119 : tensor<32x65x1xf32>
    %121 = stablehlo.rsqrt %120 : tensor<32x65x1xf32>
    %122 = stablehlo.divide %121, %120 : tensor<32x65x1xf32>
    %cst_30 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %123 = stablehlo.broadcast_in_dim %cst_30, dims = [] : (tensor<f32>) -> tensor<32x65x1xf32>
    %124 = stablehlo.multiply %123, %122 : tensor<32x65x1xf32>
    %125 = stablehlo.broadcast_in_dim %121, dims = [0, 1, 2] : (tensor<32x65x1xf32>) -> tensor<32x65x256xf32>
    %126 = stablehlo.multiply %109, %125 : tensor<32x65x256xf32>
    %cst_31 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %127 = stablehlo.reduce(%126 init: %cst_31) applies stablehlo.add across dimensions = [1] : (tensor<32x65x256xf32>, tensor<f32>) -> tensor<32x256xf32>
    %cst_32 = stablehlo.constant dense<6.500000e+01> : tensor<f32>
    %128 = stablehlo.broadcast_in_dim %cst_32, dims = [] : (tensor<f32>) -> tensor<32x256xf32>
    %129 = stablehlo.divide %127, %128 : tensor<32x256xf32>
    %130 = stablehlo.dot_general %129, %arg1, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x256xf32>, tensor<256x100xf32>) -> tensor<32x100xf32>
    %131:3 = call @log_softmax(%130) : (tensor<32x100xf32>) -> (tensor<32x100xf32>, tensor<32x100xf32>, tensor<32x1xf32>)
    %132 = call @_one_hot(%arg11) : (tensor<32xi32>) -> tensor<32x100xf32>
    %133 = stablehlo.multiply %131#0, %132 : tensor<32x100xf32>
    %cst_33 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %134 = stablehlo.reduce(%133 init: %cst_33) applies stablehlo.add across dimensions = [1] : (tensor<32x100xf32>, tensor<f32>) -> tensor<32xf32>
    %cst_34 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %135 = stablehlo.reduce(%134 init: %cst_34) applies stablehlo.add across dimensions = [0] : (tensor<32xf32>, tensor<f32>) -> tensor<f32>
    %cst_35 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %136 = stablehlo.divide %135, %cst_35 : tensor<f32>
    %137 = stablehlo.negate %136 : tensor<f32>
    %cst_36 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %138 = stablehlo.negate %cst_36 : tensor<f32>
    %cst_37 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %139 = stablehlo.divide %138, %cst_37 : tensor<f32>
    %140 = stablehlo.broadcast_in_dim %139, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %141 = stablehlo.broadcast_in_dim %140, dims = [0] : (tensor<32xf32>) -> tensor<32x100xf32>
    %142 = stablehlo.multiply %141, %132 : tensor<32x100xf32>
    %143 = call @log_softmax_0(%131#1, %131#2, %142) : (tensor<32x100xf32>, tensor<32x1xf32>, tensor<32x100xf32>) -> tensor<32x100xf32>
    %144 = stablehlo.dot_general %143, %129, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x100xf32>, tensor<32x256xf32>) -> tensor<100x256xf32>
    %145 = stablehlo.transpose %144, dims = [1, 0] : (tensor<100x256xf32>) -> tensor<256x100xf32>
    %146 = stablehlo.dot_general %143, %arg1, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<32x100xf32>, tensor<256x100xf32>) -> tensor<32x256xf32>
    %cst_38 = stablehlo.constant dense<6.500000e+01> : tensor<f32>
    %147 = stablehlo.broadcast_in_dim %cst_38, dims = [] : (tensor<f32>) -> tensor<32x256xf32>
    %148 = stablehlo.divide %146, %147 : tensor<32x256xf32>
    %149 = stablehlo.broadcast_in_dim %148, dims = [0, 2] : (tensor<32x256xf32>) -> tensor<32x65x256xf32>
    %150 = stablehlo.multiply %109, %149 : tensor<32x65x256xf32>
    %cst_39 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %151 = stablehlo.reduce(%150 init: %cst_39) applies stablehlo.add across dimensions = [2] : (tensor<32x65x256xf32>, tensor<f32>) -> tensor<32x65xf32>
    %152 = stablehlo.reshape %151 : (tensor<32x65xf32>) -> tensor<32x65x1xf32>
    %153 = stablehlo.broadcast_in_dim %121, dims = [0, 1, 2] : (tensor<32x65x1xf32>) -> tensor<32x65x256xf32>
    %154 = stablehlo.multiply %149, %153 : tensor<32x65x256xf32>
    %155 = stablehlo.multiply %152, %124 : tensor<32x65x1xf32>
    %cst_40 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %156 = stablehlo.broadcast_in_dim %cst_40, dims = [] : (tensor<f32>) -> tensor<32x65x1xf32>
    %157 = stablehlo.divide %155, %156 : tensor<32x65x1xf32>
    %cst_41 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %158 = stablehlo.reduce(%157 init: %cst_41) applies stablehlo.add across dimensions = [2] : (tensor<32x65x1xf32>, tensor<f32>) -> tensor<32x65xf32>
    %159 = stablehlo.broadcast_in_dim %158, dims = [0, 1] : (tensor<32x65xf32>) -> tensor<32x65x256xf32>
    %160 = stablehlo.multiply %159, %114 : tensor<32x65x256xf32>
    %161 = stablehlo.negate %160 : tensor<32x65x256xf32>
    %cst_42 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %162 = stablehlo.reduce(%161 init: %cst_42) applies stablehlo.add across dimensions = [2] : (tensor<32x65x256xf32>, tensor<f32>) -> tensor<32x65xf32>
    %163 = stablehlo.reshape %162 : (tensor<32x65xf32>) -> tensor<32x65x1xf32>
    %164 = stablehlo.negate %154 : tensor<32x65x256xf32>
    %cst_43 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %165 = stablehlo.reduce(%164 init: %cst_43) applies stablehlo.add across dimensions = [2] : (tensor<32x65x256xf32>, tensor<f32>) -> tensor<32x65xf32>
    %166 = stablehlo.reshape %165 : (tensor<32x65xf32>) -> tensor<32x65x1xf32>
    %167 = stablehlo.add %160, %154 : tensor<32x65x256xf32>
    %168 = stablehlo.add %163, %166 : tensor<32x65x1xf32>
    %cst_44 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %169 = stablehlo.broadcast_in_dim %cst_44, dims = [] : (tensor<f32>) -> tensor<32x65x1xf32>
    %170 = stablehlo.divide %168, %169 : tensor<32x65x1xf32>
    %cst_45 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %171 = stablehlo.reduce(%170 init: %cst_45) applies stablehlo.add across dimensions = [2] : (tensor<32x65x1xf32>, tensor<f32>) -> tensor<32x65xf32>
    %172 = stablehlo.broadcast_in_dim %171, dims = [0, 1] : (tensor<32x65xf32>) -> tensor<32x65x256xf32>
    %173 = stablehlo.add %167, %172 : tensor<32x65x256xf32>
    %174 = stablehlo.dot_general %173, %101, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<32x65x256xf32>, tensor<32x65x1024xf32>) -> tensor<256x1024xf32>
    %175 = stablehlo.transpose %174, dims = [1, 0] : (tensor<256x1024xf32>) -> tensor<1024x256xf32>
    %176 = stablehlo.dot_general %173, %arg5, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<32x65x256xf32>, tensor<1024x256xf32>) -> tensor<32x65x1024xf32>
    %177 = stablehlo.multiply %83, %176 : tensor<32x65x1024xf32>
    %178 = stablehlo.multiply %176, %100 : tensor<32x65x1024xf32>
    %cst_46 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %179 = stablehlo.broadcast_in_dim %cst_46, dims = [] : (tensor<f32>) -> tensor<32x65x1024xf32>
    %180 = stablehlo.multiply %179, %177 : tensor<32x65x1024xf32>
    %181 = stablehlo.multiply %180, %96 : tensor<32x65x1024xf32>
    %182 = stablehlo.multiply %181, %94 : tensor<32x65x1024xf32>
    %183 = stablehlo.add %181, %182 : tensor<32x65x1024xf32>
    %cst_47 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %184 = stablehlo.broadcast_in_dim %cst_47, dims = [] : (tensor<f32>) -> tensor<32x65x1024xf32>
    %185 = stablehlo.multiply %184, %183 : tensor<32x65x1024xf32>
    %186 = stablehlo.add %178, %185 : tensor<32x65x1024xf32>
    %cst_48 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %187 = stablehlo.broadcast_in_dim %cst_48, dims = [] : (tensor<f32>) -> tensor<32x65x1024xf32>
    %188 = stablehlo.multiply %187, %185 : tensor<32x65x1024xf32>
    %189 = stablehlo.multiply %188, %88 : tensor<32x65x1024xf32>
    %190 = stablehlo.add %186, %189 : tensor<32x65x1024xf32>
    %191 = stablehlo.dot_general %190, %82, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<32x65x1024xf32>, tensor<32x65x256xf32>) -> tensor<1024x256xf32>
    %192 = stablehlo.transpose %191, dims = [1, 0] : (tensor<1024x256xf32>) -> tensor<256x1024xf32>
    %193 = stablehlo.dot_general %190, %arg4, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<32x65x1024xf32>, tensor<256x1024xf32>) -> tensor<32x65x256xf32>
    %194 = stablehlo.multiply %65, %193 : tensor<32x65x256xf32>
    %cst_49 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %195 = stablehlo.reduce(%194 init: %cst_49) applies stablehlo.add across dimensions = [2] : (tensor<32x65x256xf32>, tensor<f32>) -> tensor<32x65xf32>
    %196 = stablehlo.reshape %195 : (tensor<32x65xf32>) -> tensor<32x65x1xf32>
    %197 = stablehlo.broadcast_in_dim %77, dims = [0, 1, 2] : (tensor<32x65x1xf32>) -> tensor<32x65x256xf32>
    %198 = stablehlo.multiply %193, %197 : tensor<32x65x256xf32>
    %199 = stablehlo.multiply %196, %80 : tensor<32x65x1xf32>
    %cst_50 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %200 = stablehlo.broadcast_in_dim %cst_50, dims = [] : (tensor<f32>) -> tensor<32x65x1xf32>
    %201 = stablehlo.divide %199, %200 : tensor<32x65x1xf32>
    %cst_51 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %202 = stablehlo.reduce(%201 init: %cst_51) applies stablehlo.add across dimensions = [2] : (tensor<32x65x1xf32>, tensor<f32>) -> tensor<32x65xf32>
    %203 = stablehlo.broadcast_in_dim %202, dims = [0, 1] : (tensor<32x65xf32>) -> tensor<32x65x256xf32>
    %204 = stablehlo.multiply %203, %70 : tensor<32x65x256xf32>
    %205 = stablehlo.negate %204 : tensor<32x65x256xf32>
    %cst_52 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %206 = stablehlo.reduce(%205 init: %cst_52) applies stablehlo.add across dimensions = [2] : (tensor<32x65x256xf32>, tensor<f32>) -> tensor<32x65xf32>
    %207 = stablehlo.reshape %206 : (tensor<32x65xf32>) -> tensor<32x65x1xf32>
    %208 = stablehlo.add %173, %204 : tensor<32x65x256xf32>
    %209 = stablehlo.negate %198 : tensor<32x65x256xf32>
    %cst_53 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %210 = stablehlo.reduce(%209 init: %cst_53) applies stablehlo.add across dimensions = [2] : (tensor<32x65x256xf32>, tensor<f32>) -> tensor<32x65xf32>
    %211 = stablehlo.reshape %210 : (tensor<32x65xf32>) -> tensor<32x65x1xf32>
    %212 = stablehlo.add %208, %198 : tensor<32x65x256xf32>
    %213 = stablehlo.add %207, %211 : tensor<32x65x1xf32>
    %cst_54 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %214 = stablehlo.broadcast_in_dim %cst_54, dims = [] : (tensor<f32>) -> tensor<32x65x1xf32>
    %215 = stablehlo.divide %213, %214 : tensor<32x65x1xf32>
    %cst_55 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %216 = stablehlo.reduce(%215 init: %cst_55) applies stablehlo.add across dimensions = [2] : (tensor<32x65x1xf32>, tensor<f32>) -> tensor<32x65xf32>
    %217 = stablehlo.broadcast_in_dim %216, dims = [0, 1] : (tensor<32x65xf32>) -> tensor<32x65x256xf32>
    %218 = stablehlo.add %212, %217 : tensor<32x65x256xf32>
    %219 = stablehlo.dot_general %218, %57, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<32x65x256xf32>, tensor<32x65x256xf32>) -> tensor<256x256xf32>
    %220 = stablehlo.transpose %219, dims = [1, 0] : (tensor<256x256xf32>) -> tensor<256x256xf32>
    %221 = stablehlo.dot_general %218, %arg7, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<32x65x256xf32>, tensor<256x256xf32>) -> tensor<32x65x256xf32>
    %222 = stablehlo.reshape %221 : (tensor<32x65x256xf32>) -> tensor<32x65x4x64xf32>
    %223 = stablehlo.transpose %222, dims = [0, 2, 3, 1] : (tensor<32x65x4x64xf32>) -> tensor<32x4x64x65xf32>
    %224 = stablehlo.dot_general %223, %37, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [3], precision = [DEFAULT, DEFAULT] : (tensor<32x4x64x65xf32>, tensor<32x65x4x64xf32>) -> tensor<32x4x65x65xf32>
    %225 = stablehlo.dot_general %223, %51, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2], precision = [DEFAULT, DEFAULT] : (tensor<32x4x64x65xf32>, tensor<32x4x65x65xf32>) -> tensor<32x4x64x65xf32>
    %226 = stablehlo.transpose %225, dims = [0, 3, 1, 2] : (tensor<32x4x64x65xf32>) -> tensor<32x65x4x64xf32>
    %227 = stablehlo.broadcast_in_dim %54, dims = [0, 1, 2, 3] : (tensor<32x4x65x1xf32>) -> tensor<32x4x65x65xf32>
    %228 = stablehlo.multiply %224, %227 : tensor<32x4x65x65xf32>
    %229 = stablehlo.multiply %228, %47 : tensor<32x4x65x65xf32>
    %cst_56 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %230 = stablehlo.reduce(%229 init: %cst_56) applies stablehlo.add across dimensions = [3] : (tensor<32x4x65x65xf32>, tensor<f32>) -> tensor<32x4x65xf32>
    %231 = stablehlo.reshape %230 : (tensor<32x4x65xf32>) -> tensor<32x4x65x1xf32>
    %232 = stablehlo.negate %231 : tensor<32x4x65x1xf32>
    %233 = stablehlo.broadcast_in_dim %49, dims = [0, 1, 2, 3] : (tensor<32x4x65x1xf32>) -> tensor<32x4x65x65xf32>
    %234 = stablehlo.divide %224, %233 : tensor<32x4x65x65xf32>
    %cst_57 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %235 = stablehlo.reduce(%232 init: %cst_57) applies stablehlo.add across dimensions = [3] : (tensor<32x4x65x1xf32>, tensor<f32>) -> tensor<32x4x65xf32>
    %236 = stablehlo.broadcast_in_dim %235, dims = [0, 1, 2] : (tensor<32x4x65xf32>) -> tensor<32x4x65x65xf32>
    %237 = stablehlo.add %234, %236 : tensor<32x4x65x65xf32>
    %238 = stablehlo.multiply %237, %47 : tensor<32x4x65x65xf32>
    %cst_58 = stablehlo.constant dense<8.000000e+00> : tensor<f32>
    %239 = stablehlo.broadcast_in_dim %cst_58, dims = [] : (tensor<f32>) -> tensor<32x4x65x65xf32>
    %240 = stablehlo.divide %238, %239 : tensor<32x4x65x65xf32>
    %241 = stablehlo.dot_general %240, %33, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<32x4x65x65xf32>, tensor<32x65x4x64xf32>) -> tensor<32x4x65x64xf32>
    %242 = stablehlo.transpose %241, dims = [0, 2, 1, 3] : (tensor<32x4x65x64xf32>) -> tensor<32x65x4x64xf32>
    %243 = stablehlo.dot_general %240, %35, batching_dims = [0, 1] x [0, 2], contracting_dims = [3] x [1], precision = [DEFAULT, DEFAULT] : (tensor<32x4x65x65xf32>, tensor<32x65x4x64xf32>) -> tensor<32x4x65x64xf32>
    %244 = stablehlo.transpose %243, dims = [0, 2, 1, 3] : (tensor<32x4x65x64xf32>) -> tensor<32x65x4x64xf32>
    %245 = stablehlo.reshape %226 : (tensor<32x65x4x64xf32>) -> tensor<32x65x256xf32>
    %246 = stablehlo.dot_general %245, %31, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<32x65x256xf32>, tensor<32x65x256xf32>) -> tensor<256x256xf32>
    %247 = stablehlo.transpose %246, dims = [1, 0] : (tensor<256x256xf32>) -> tensor<256x256xf32>
    %248 = stablehlo.dot_general %245, %arg9, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<32x65x256xf32>, tensor<256x256xf32>) -> tensor<32x65x256xf32>
    %249 = stablehlo.reshape %242 : (tensor<32x65x4x64xf32>) -> tensor<32x65x256xf32>
    %250 = stablehlo.dot_general %249, %31, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<32x65x256xf32>, tensor<32x65x256xf32>) -> tensor<256x256xf32>
    %251 = stablehlo.transpose %250, dims = [1, 0] : (tensor<256x256xf32>) -> tensor<256x256xf32>
    %252 = stablehlo.dot_general %249, %arg6, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<32x65x256xf32>, tensor<256x256xf32>) -> tensor<32x65x256xf32>
    %253 = stablehlo.add %248, %252 : tensor<32x65x256xf32>
    %254 = stablehlo.reshape %244 : (tensor<32x65x4x64xf32>) -> tensor<32x65x256xf32>
    %255 = stablehlo.dot_general %254, %31, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<32x65x256xf32>, tensor<32x65x256xf32>) -> tensor<256x256xf32>
    %256 = stablehlo.transpose %255, dims = [1, 0] : (tensor<256x256xf32>) -> tensor<256x256xf32>
    %257 = stablehlo.dot_general %254, %arg8, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<32x65x256xf32>, tensor<256x256xf32>) -> tensor<32x65x256xf32>
    %258 = stablehlo.add %253, %257 : tensor<32x65x256xf32>
    %259 = stablehlo.multiply %14, %258 : tensor<32x65x256xf32>
    %cst_59 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %260 = stablehlo.reduce(%259 init: %cst_59) applies stablehlo.add across dimensions = [2] : (tensor<32x65x256xf32>, tensor<f32>) -> tensor<32x65xf32>
    %261 = stablehlo.reshape %260 : (tensor<32x65xf32>) -> tensor<32x65x1xf32>
    %262 = stablehlo.broadcast_in_dim %26, dims = [0, 1, 2] : (tensor<32x65x1xf32>) -> tensor<32x65x256xf32>
    %263 = stablehlo.multiply %258, %262 : tensor<32x65x256xf32>
    %264 = stablehlo.multiply %261, %29 : tensor<32x65x1xf32>
    %cst_60 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %265 = stablehlo.broadcast_in_dim %cst_60, dims = [] : (tensor<f32>) -> tensor<32x65x1xf32>
    %266 = stablehlo.divide %264, %265 : tensor<32x65x1xf32>
    %cst_61 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %267 = stablehlo.reduce(%266 init: %cst_61) applies stablehlo.add across dimensions = [2] : (tensor<32x65x1xf32>, tensor<f32>) -> tensor<32x65xf32>
    %268 = stablehlo.broadcast_in_dim %267, dims = [0, 1] : (tensor<32x65xf32>) -> tensor<32x65x256xf32>
    %269 = stablehlo.multiply %268, %19 : tensor<32x65x256xf32>
    %270 = stablehlo.negate %269 : tensor<32x65x256xf32>
    %cst_62 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %271 = stablehlo.reduce(%270 init: %cst_62) applies stablehlo.add across dimensions = [2] : (tensor<32x65x256xf32>, tensor<f32>) -> tensor<32x65xf32>
    %272 = stablehlo.reshape %271 : (tensor<32x65xf32>) -> tensor<32x65x1xf32>
    %273 = stablehlo.add %218, %269 : tensor<32x65x256xf32>
    %274 = stablehlo.negate %263 : tensor<32x65x256xf32>
    %cst_63 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %275 = stablehlo.reduce(%274 init: %cst_63) applies stablehlo.add across dimensions = [2] : (tensor<32x65x256xf32>, tensor<f32>) -> tensor<32x65xf32>
    %276 = stablehlo.reshape %275 : (tensor<32x65xf32>) -> tensor<32x65x1xf32>
    %277 = stablehlo.add %273, %263 : tensor<32x65x256xf32>
    %278 = stablehlo.add %272, %276 : tensor<32x65x1xf32>
    %cst_64 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %279 = stablehlo.broadcast_in_dim %cst_64, dims = [] : (tensor<f32>) -> tensor<32x65x1xf32>
    %280 = stablehlo.divide %278, %279 : tensor<32x65x1xf32>
    %cst_65 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %281 = stablehlo.reduce(%280 init: %cst_65) applies stablehlo.add across dimensions = [2] : (tensor<32x65x1xf32>, tensor<f32>) -> tensor<32x65xf32>
    %282 = stablehlo.broadcast_in_dim %281, dims = [0, 1] : (tensor<32x65xf32>) -> tensor<32x65x256xf32>
    %283 = stablehlo.add %277, %282 : tensor<32x65x256xf32>
    %284 = stablehlo.slice %283 [0:32, 0:1, 0:256] : (tensor<32x65x256xf32>) -> tensor<32x1x256xf32>
    %285 = stablehlo.slice %283 [0:32, 1:65, 0:256] : (tensor<32x65x256xf32>) -> tensor<32x64x256xf32>
    %cst_66 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %286 = stablehlo.reduce(%284 init: %cst_66) applies stablehlo.add across dimensions = [0, 1] : (tensor<32x1x256xf32>, tensor<f32>) -> tensor<256xf32>
    %287 = stablehlo.broadcast_in_dim %286, dims = [2] : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %cst_67 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %288 = stablehlo.reduce(%285 init: %cst_67) applies stablehlo.add across dimensions = [0] : (tensor<32x64x256xf32>, tensor<f32>) -> tensor<64x256xf32>
    %289 = stablehlo.reshape %288 : (tensor<64x256xf32>) -> tensor<1x64x256xf32>
    %cst_68 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %290 = stablehlo.reduce(%289 init: %cst_68) applies stablehlo.add across dimensions = [0] : (tensor<1x64x256xf32>, tensor<f32>) -> tensor<64x256xf32>
    %291 = stablehlo.dot_general %285, %2, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<32x64x256xf32>, tensor<32x64x48xf32>) -> tensor<256x48xf32>
    %292 = stablehlo.transpose %291, dims = [1, 0] : (tensor<256x48xf32>) -> tensor<48x256xf32>
    %cst_69 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %293 = stablehlo.broadcast_in_dim %cst_69, dims = [] : (tensor<f32>) -> tensor<1x1x256xf32>
    %294 = stablehlo.multiply %293, %287 : tensor<1x1x256xf32>
    %295 = stablehlo.subtract %arg0, %294 : tensor<1x1x256xf32>
    %cst_70 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %296 = stablehlo.broadcast_in_dim %cst_70, dims = [] : (tensor<f32>) -> tensor<256x100xf32>
    %297 = stablehlo.multiply %296, %145 : tensor<256x100xf32>
    %298 = stablehlo.subtract %arg1, %297 : tensor<256x100xf32>
    %cst_71 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %299 = stablehlo.broadcast_in_dim %cst_71, dims = [] : (tensor<f32>) -> tensor<48x256xf32>
    %300 = stablehlo.multiply %299, %292 : tensor<48x256xf32>
    %301 = stablehlo.subtract %arg2, %300 : tensor<48x256xf32>
    %cst_72 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %302 = stablehlo.broadcast_in_dim %cst_72, dims = [] : (tensor<f32>) -> tensor<64x256xf32>
    %303 = stablehlo.multiply %302, %290 : tensor<64x256xf32>
    %304 = stablehlo.subtract %arg3, %303 : tensor<64x256xf32>
    %cst_73 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %305 = stablehlo.broadcast_in_dim %cst_73, dims = [] : (tensor<f32>) -> tensor<256x1024xf32>
    %306 = stablehlo.multiply %305, %192 : tensor<256x1024xf32>
    %307 = stablehlo.subtract %arg4, %306 : tensor<256x1024xf32>
    %cst_74 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %308 = stablehlo.broadcast_in_dim %cst_74, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %309 = stablehlo.multiply %308, %175 : tensor<1024x256xf32>
    %310 = stablehlo.subtract %arg5, %309 : tensor<1024x256xf32>
    %cst_75 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %311 = stablehlo.broadcast_in_dim %cst_75, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %312 = stablehlo.multiply %311, %251 : tensor<256x256xf32>
    %313 = stablehlo.subtract %arg6, %312 : tensor<256x256xf32>
    %cst_76 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %314 = stablehlo.broadcast_in_dim %cst_76, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %315 = stablehlo.multiply %314, %220 : tensor<256x256xf32>
    %316 = stablehlo.subtract %arg7, %315 : tensor<256x256xf32>
    %cst_77 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %317 = stablehlo.broadcast_in_dim %cst_77, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %318 = stablehlo.multiply %317, %256 : tensor<256x256xf32>
    %319 = stablehlo.subtract %arg8, %318 : tensor<256x256xf32>
    %cst_78 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %320 = stablehlo.broadcast_in_dim %cst_78, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %321 = stablehlo.multiply %320, %247 : tensor<256x256xf32>
    %322 = stablehlo.subtract %arg9, %321 : tensor<256x256xf32>
    return %295, %298, %301, %304, %307, %310, %313, %316, %319, %322, %137 : tensor<1x1x256xf32>, tensor<256x100xf32>, tensor<48x256xf32>, tensor<64x256xf32>, tensor<256x1024xf32>, tensor<1024x256xf32>, tensor<256x256xf32>, tensor<256x256xf32>, tensor<256x256xf32>, tensor<256x256xf32>, tensor<f32>
  }
  func.func private @log_softmax(%arg0: tensor<32x100xf32>) -> (tensor<32x100xf32>, tensor<32x100xf32>, tensor<32x1xf32>) {
    %cst = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %0 = stablehlo.reduce(%arg0 init: %cst) applies stablehlo.maximum across dimensions = [1] : (tensor<32x100xf32>, tensor<f32>) -> tensor<32xf32>
    %cst_0 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %2 = stablehlo.maximum %1, %0 : tensor<32xf32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [0] : (tensor<32xf32>) -> tensor<32x1xf32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [0, 1] : (tensor<32x1xf32>) -> tensor<32x100xf32>
    %5 = stablehlo.subtract %arg0, %4 : tensor<32x100xf32>
    %6 = stablehlo.exponential %5 : tensor<32x100xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %7 = stablehlo.reduce(%6 init: %cst_1) applies stablehlo.add across dimensions = [1] : (tensor<32x100xf32>, tensor<f32>) -> tensor<32xf32>
    %8 = stablehlo.broadcast_in_dim %7, dims = [0] : (tensor<32xf32>) -> tensor<32x1xf32>
    %9 = stablehlo.log %8 : tensor<32x1xf32>
    %10 = stablehlo.broadcast_in_dim %9, dims = [0, 1] : (tensor<32x1xf32>) -> tensor<32x100xf32>
    %11 = stablehlo.subtract %5, %10 : tensor<32x100xf32>
    return %11, %6, %8 : tensor<32x100xf32>, tensor<32x100xf32>, tensor<32x1xf32>
  }
  func.func private @_one_hot(%arg0: tensor<32xi32>) -> tensor<32x100xf32> {
    %0 = stablehlo.broadcast_in_dim %arg0, dims = [0] : (tensor<32xi32>) -> tensor<32x1xi32>
    %1 = stablehlo.iota dim = 1 : tensor<1x100xi32>
    %2 = stablehlo.broadcast_in_dim %0, dims = [0, 1] : (tensor<32x1xi32>) -> tensor<32x100xi32>
    %3 = stablehlo.broadcast_in_dim %1, dims = [0, 1] : (tensor<1x100xi32>) -> tensor<32x100xi32>
    %4 = stablehlo.compare EQ, %2, %3, SIGNED : (tensor<32x100xi32>, tensor<32x100xi32>) -> tensor<32x100xi1>
    %5 = stablehlo.convert %4 : (tensor<32x100xi1>) -> tensor<32x100xf32>
    return %5 : tensor<32x100xf32>
  }
  func.func private @log_softmax_0(%arg0: tensor<32x100xf32>, %arg1: tensor<32x1xf32>, %arg2: tensor<32x100xf32>) -> tensor<32x100xf32> {
    %0 = stablehlo.negate %arg2 : tensor<32x100xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1 = stablehlo.reduce(%0 init: %cst) applies stablehlo.add across dimensions = [1] : (tensor<32x100xf32>, tensor<f32>) -> tensor<32xf32>
    %2 = stablehlo.reshape %1 : (tensor<32xf32>) -> tensor<32x1xf32>
    %3 = stablehlo.divide %2, %arg1 : tensor<32x1xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %4 = stablehlo.reduce(%3 init: %cst_0) applies stablehlo.add across dimensions = [1] : (tensor<32x1xf32>, tensor<f32>) -> tensor<32xf32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0] : (tensor<32xf32>) -> tensor<32x100xf32>
    %6 = stablehlo.multiply %5, %arg0 : tensor<32x100xf32>
    %7 = stablehlo.add %arg2, %6 : tensor<32x100xf32>
    return %7 : tensor<32x100xf32>
  }
}
