module @jit_kv_decode attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<8192x512xf32>, %arg1: tensor<2x512x2048xf32>, %arg2: tensor<2x2048x512xf32>, %arg3: tensor<2x512x512xf32>, %arg4: tensor<2x512x512xf32>, %arg5: tensor<2x512x512xf32>, %arg6: tensor<2x512x512xf32>, %arg7: tensor<2x8x256x8x64xf32> {tf.aliasing_output = 1 : i32}, %arg8: tensor<2x8x256x8x64xf32> {tf.aliasing_output = 2 : i32}, %arg9: tensor<8xi32>) -> (tensor<8x16xi32> {jax.result_info = "result[0]"}, tensor<2x8x256x8x64xf32> {jax.result_info = "result[1]"}, tensor<2x8x256x8x64xf32> {jax.result_info = "result[2]"}) {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<8x16xi32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %1:13 = stablehlo.while(%iterArg = %arg0, %iterArg_2 = %arg5, %iterArg_3 = %arg3, %iterArg_4 = %arg6, %iterArg_5 = %arg4, %iterArg_6 = %arg1, %iterArg_7 = %arg2, %iterArg_8 = %c_1, %iterArg_9 = %c_0, %iterArg_10 = %arg7, %iterArg_11 = %arg8, %iterArg_12 = %arg9, %iterArg_13 = %0) : tensor<8192x512xf32>, tensor<2x512x512xf32>, tensor<2x512x512xf32>, tensor<2x512x512xf32>, tensor<2x512x512xf32>, tensor<2x512x2048xf32>, tensor<2x2048x512xf32>, tensor<i32>, tensor<i32>, tensor<2x8x256x8x64xf32>, tensor<2x8x256x8x64xf32>, tensor<8xi32>, tensor<8x16xi32>
    cond {
      %c_14 = stablehlo.constant dense<16> : tensor<i32>
      %2 = stablehlo.compare LT, %iterArg_8, %c_14, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %2 : tensor<i1>
    } do {
      %2:5 = func.call @closed_call(%iterArg, %iterArg_2, %iterArg_3, %iterArg_4, %iterArg_5, %iterArg_6, %iterArg_7, %iterArg_9, %iterArg_10, %iterArg_11, %iterArg_12, %iterArg_13) : (tensor<8192x512xf32>, tensor<2x512x512xf32>, tensor<2x512x512xf32>, tensor<2x512x512xf32>, tensor<2x512x512xf32>, tensor<2x512x2048xf32>, tensor<2x2048x512xf32>, tensor<i32>, tensor<2x8x256x8x64xf32>, tensor<2x8x256x8x64xf32>, tensor<8xi32>, tensor<8x16xi32>) -> (tensor<i32>, tensor<2x8x256x8x64xf32>, tensor<2x8x256x8x64xf32>, tensor<8xi32>, tensor<8x16xi32>)
      %c_14 = stablehlo.constant dense<1> : tensor<i32>
      %3 = stablehlo.add %iterArg_8, %c_14 : tensor<i32>
      stablehlo.return %iterArg, %iterArg_2, %iterArg_3, %iterArg_4, %iterArg_5, %iterArg_6, %iterArg_7, %3, %2#0, %2#1, %2#2, %2#3, %2#4 : tensor<8192x512xf32>, tensor<2x512x512xf32>, tensor<2x512x512xf32>, tensor<2x512x512xf32>, tensor<2x512x512xf32>, tensor<2x512x2048xf32>, tensor<2x2048x512xf32>, tensor<i32>, tensor<i32>, tensor<2x8x256x8x64xf32>, tensor<2x8x256x8x64xf32>, tensor<8xi32>, tensor<8x16xi32>
    }
    return %1#12, %1#9, %1#10 : tensor<8x16xi32>, tensor<2x8x256x8x64xf32>, tensor<2x8x256x8x64xf32>
  }
  func.func private @closed_call(%arg0: tensor<8192x512xf32>, %arg1: tensor<2x512x512xf32>, %arg2: tensor<2x512x512xf32>, %arg3: tensor<2x512x512xf32>, %arg4: tensor<2x512x512xf32>, %arg5: tensor<2x512x2048xf32>, %arg6: tensor<2x2048x512xf32>, %arg7: tensor<i32>, %arg8: tensor<2x8x256x8x64xf32>, %arg9: tensor<2x8x256x8x64xf32>, %arg10: tensor<8xi32>, %arg11: tensor<8x16xi32>) -> (tensor<i32>, tensor<2x8x256x8x64xf32>, tensor<2x8x256x8x64xf32>, tensor<8xi32>, tensor<8x16xi32>) {
    %c = stablehlo.constant dense<1> : tensor<i32>
    %0 = stablehlo.add %arg7, %c : tensor<i32>
    %c_0 = stablehlo.constant dense<240> : tensor<i32>
    %1 = stablehlo.add %c_0, %arg7 : tensor<i32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %3 = stablehlo.compare LT, %arg10, %2, SIGNED : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi1>
    %c_2 = stablehlo.constant dense<8192> : tensor<i32>
    %4 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %5 = stablehlo.add %arg10, %4 : tensor<8xi32>
    %6 = stablehlo.select %3, %5, %arg10 : tensor<8xi1>, tensor<8xi32>
    %7 = stablehlo.broadcast_in_dim %6, dims = [0] : (tensor<8xi32>) -> tensor<8x1xi32>
    %8 = "stablehlo.gather"(%arg0, %7) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 512>}> : (tensor<8192x512xf32>, tensor<8x1xi32>) -> tensor<8x512xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %9 = stablehlo.reduce(%8 init: %cst) applies stablehlo.add across dimensions = [1] : (tensor<8x512xf32>, tensor<f32>) -> tensor<8xf32>
    %10 = stablehlo.broadcast_in_dim %9, dims = [0] : (tensor<8xf32>) -> tensor<8x1xf32>
    %cst_3 = stablehlo.constant dense<5.120000e+02> : tensor<f32>
    %11 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<8x1xf32>
    %12 = stablehlo.divide %10, %11 : tensor<8x1xf32>
    %13 = stablehlo.broadcast_in_dim %12, dims = [0, 1] : (tensor<8x1xf32>) -> tensor<8x512xf32>
    %14 = stablehlo.subtract %8, %13 : tensor<8x512xf32>
    %15 = stablehlo.multiply %14, %14 : tensor<8x512xf32>
    %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %16 = stablehlo.reduce(%15 init: %cst_4) applies stablehlo.add across dimensions = [1] : (tensor<8x512xf32>, tensor<f32>) -> tensor<8xf32>
    %17 = stablehlo.broadcast_in_dim %16, dims = [0] : (tensor<8xf32>) -> tensor<8x1xf32>
    %cst_5 = stablehlo.constant dense<5.120000e+02> : tensor<f32>
    %18 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<8x1xf32>
    %19 = stablehlo.divide %17, %18 : tensor<8x1xf32>
    %cst_6 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %20 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<8x1xf32>
    %21 = stablehlo.add %19, %20 : tensor<8x1xf32>
    %22 = stablehlo.rsqrt %21 : tensor<8x1xf32>
    %23 = stablehlo.broadcast_in_dim %22, dims = [0, 1] : (tensor<8x1xf32>) -> tensor<8x512xf32>
    %24 = stablehlo.multiply %14, %23 : tensor<8x512xf32>
    %25 = stablehlo.slice %arg1 [0:1, 0:512, 0:512] : (tensor<2x512x512xf32>) -> tensor<1x512x512xf32>
    %26 = stablehlo.reshape %25 : (tensor<1x512x512xf32>) -> tensor<512x512xf32>
    %27 = stablehlo.dot_general %24, %26, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x512xf32>, tensor<512x512xf32>) -> tensor<8x512xf32>
    %28 = stablehlo.reshape %27 : (tensor<8x512xf32>) -> tensor<8x8x64xf32>
    %29 = stablehlo.slice %arg2 [0:1, 0:512, 0:512] : (tensor<2x512x512xf32>) -> tensor<1x512x512xf32>
    %30 = stablehlo.reshape %29 : (tensor<1x512x512xf32>) -> tensor<512x512xf32>
    %31 = stablehlo.dot_general %24, %30, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x512xf32>, tensor<512x512xf32>) -> tensor<8x512xf32>
    %32 = stablehlo.reshape %31 : (tensor<8x512xf32>) -> tensor<8x1x8x64xf32>
    %33 = stablehlo.slice %arg3 [0:1, 0:512, 0:512] : (tensor<2x512x512xf32>) -> tensor<1x512x512xf32>
    %34 = stablehlo.reshape %33 : (tensor<1x512x512xf32>) -> tensor<512x512xf32>
    %35 = stablehlo.dot_general %24, %34, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x512xf32>, tensor<512x512xf32>) -> tensor<8x512xf32>
    %36 = stablehlo.reshape %35 : (tensor<8x512xf32>) -> tensor<8x1x8x64xf32>
    %37 = stablehlo.broadcast_in_dim %32, dims = [1, 2, 3, 4] : (tensor<8x1x8x64xf32>) -> tensor<1x8x1x8x64xf32>
    %c_7 = stablehlo.constant dense<0> : tensor<i32>
    %38 = stablehlo.compare LT, %1, %c_7, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %39 = stablehlo.convert %1 : tensor<i32>
    %c_8 = stablehlo.constant dense<256> : tensor<i32>
    %40 = stablehlo.add %39, %c_8 : tensor<i32>
    %41 = stablehlo.select %38, %40, %1 : tensor<i1>, tensor<i32>
    %c_9 = stablehlo.constant dense<0> : tensor<i32>
    %c_10 = stablehlo.constant dense<0> : tensor<i32>
    %c_11 = stablehlo.constant dense<0> : tensor<i32>
    %c_12 = stablehlo.constant dense<0> : tensor<i32>
    %42 = stablehlo.dynamic_update_slice %arg8, %37, %c_9, %c_10, %41, %c_11, %c_12 : (tensor<2x8x256x8x64xf32>, tensor<1x8x1x8x64xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<2x8x256x8x64xf32>
    %43 = stablehlo.broadcast_in_dim %36, dims = [1, 2, 3, 4] : (tensor<8x1x8x64xf32>) -> tensor<1x8x1x8x64xf32>
    %c_13 = stablehlo.constant dense<0> : tensor<i32>
    %44 = stablehlo.compare LT, %1, %c_13, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %45 = stablehlo.convert %1 : tensor<i32>
    %c_14 = stablehlo.constant dense<256> : tensor<i32>
    %46 = stablehlo.add %45, %c_14 : tensor<i32>
    %47 = stablehlo.select %44, %46, %1 : tensor<i1>, tensor<i32>
    %c_15 = stablehlo.constant dense<0> : tensor<i32>
    %c_16 = stablehlo.constant dense<0> : tensor<i32>
    %c_17 = stablehlo.constant dense<0> : tensor<i32>
    %c_18 = stablehlo.constant dense<0> : tensor<i32>
    %48 = stablehlo.dynamic_update_slice %arg9, %43, %c_15, %c_16, %47, %c_17, %c_18 : (tensor<2x8x256x8x64xf32>, tensor<1x8x1x8x64xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<2x8x256x8x64xf32>
    %49 = stablehlo.slice %42 [0:1, 0:8, 0:256, 0:8, 0:64] : (tensor<2x8x256x8x64xf32>) -> tensor<1x8x256x8x64xf32>
    %50 = stablehlo.reshape %49 : (tensor<1x8x256x8x64xf32>) -> tensor<8x256x8x64xf32>
    %51 = stablehlo.dot_general %28, %50, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x8x64xf32>, tensor<8x256x8x64xf32>) -> tensor<8x8x256xf32>
    %cst_19 = stablehlo.constant dense<8.000000e+00> : tensor<f32>
    %52 = stablehlo.broadcast_in_dim %cst_19, dims = [] : (tensor<f32>) -> tensor<8x8x256xf32>
    %53 = stablehlo.divide %51, %52 : tensor<8x8x256xf32>
    %54 = stablehlo.iota dim = 0 : tensor<256xi32>
    %55 = stablehlo.convert %1 : tensor<i32>
    %56 = stablehlo.broadcast_in_dim %55, dims = [] : (tensor<i32>) -> tensor<256xi32>
    %57 = stablehlo.compare LE, %54, %56, SIGNED : (tensor<256xi32>, tensor<256xi32>) -> tensor<256xi1>
    %cst_20 = stablehlo.constant dense<-1.000000e+09> : tensor<f32>
    %58 = call @_where(%57, %53, %cst_20) : (tensor<256xi1>, tensor<8x8x256xf32>, tensor<f32>) -> tensor<8x8x256xf32>
    %cst_21 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %59 = stablehlo.reduce(%58 init: %cst_21) applies stablehlo.maximum across dimensions = [2] : (tensor<8x8x256xf32>, tensor<f32>) -> tensor<8x8xf32>
    %cst_22 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %60 = stablehlo.broadcast_in_dim %cst_22, dims = [] : (tensor<f32>) -> tensor<8x8xf32>
    %61 = stablehlo.maximum %60, %59 : tensor<8x8xf32>
    %62 = stablehlo.broadcast_in_dim %61, dims = [0, 1] : (tensor<8x8xf32>) -> tensor<8x8x1xf32>
    %63 = stablehlo.broadcast_in_dim %62, dims = [0, 1, 2] : (tensor<8x8x1xf32>) -> tensor<8x8x256xf32>
    %64 = stablehlo.subtract %58, %63 : tensor<8x8x256xf32>
    %65 = stablehlo.exponential %64 : tensor<8x8x256xf32>
    %cst_23 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %66 = stablehlo.reduce(%65 init: %cst_23) applies stablehlo.add across dimensions = [2] : (tensor<8x8x256xf32>, tensor<f32>) -> tensor<8x8xf32>
    %67 = stablehlo.broadcast_in_dim %66, dims = [0, 1] : (tensor<8x8xf32>) -> tensor<8x8x1xf32>
    %68 = stablehlo.broadcast_in_dim %67, dims = [0, 1, 2] : (tensor<8x8x1xf32>) -> tensor<8x8x256xf32>
    %69 = stablehlo.divide %65, %68 : tensor<8x8x256xf32>
    %70 = stablehlo.slice %48 [0:1, 0:8, 0:256, 0:8, 0:64] : (tensor<2x8x256x8x64xf32>) -> tensor<1x8x256x8x64xf32>
    %71 = stablehlo.reshape %70 : (tensor<1x8x256x8x64xf32>) -> tensor<8x256x8x64xf32>
    %72 = stablehlo.dot_general %69, %71, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x256xf32>, tensor<8x256x8x64xf32>) -> tensor<8x8x64xf32>
    %73 = stablehlo.reshape %72 : (tensor<8x8x64xf32>) -> tensor<8x512xf32>
    %74 = stablehlo.slice %arg4 [0:1, 0:512, 0:512] : (tensor<2x512x512xf32>) -> tensor<1x512x512xf32>
    %75 = stablehlo.reshape %74 : (tensor<1x512x512xf32>) -> tensor<512x512xf32>
    %76 = stablehlo.dot_general %73, %75, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x512xf32>, tensor<512x512xf32>) -> tensor<8x512xf32>
    %77 = stablehlo.add %8, %76 : tensor<8x512xf32>
    %78 = stablehlo.slice %arg5 [0:1, 0:512, 0:2048] : (tensor<2x512x2048xf32>) -> tensor<1x512x2048xf32>
    %79 = stablehlo.reshape %78 : (tensor<1x512x2048xf32>) -> tensor<512x2048xf32>
    %80 = stablehlo.dot_general %77, %79, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x512xf32>, tensor<512x2048xf32>) -> tensor<8x2048xf32>
    %81 = stablehlo.multiply %80, %80 : tensor<8x2048xf32>
    %82 = stablehlo.multiply %81, %80 : tensor<8x2048xf32>
    %cst_24 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %83 = stablehlo.broadcast_in_dim %cst_24, dims = [] : (tensor<f32>) -> tensor<8x2048xf32>
    %84 = stablehlo.multiply %83, %82 : tensor<8x2048xf32>
    %85 = stablehlo.add %80, %84 : tensor<8x2048xf32>
    %cst_25 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %86 = stablehlo.broadcast_in_dim %cst_25, dims = [] : (tensor<f32>) -> tensor<8x2048xf32>
    %87 = stablehlo.multiply %86, %85 : tensor<8x2048xf32>
    %88 = stablehlo.tanh %87 : tensor<8x2048xf32>
    %cst_26 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %89 = stablehlo.broadcast_in_dim %cst_26, dims = [] : (tensor<f32>) -> tensor<8x2048xf32>
    %90 = stablehlo.add %89, %88 : tensor<8x2048xf32>
    %cst_27 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %91 = stablehlo.broadcast_in_dim %cst_27, dims = [] : (tensor<f32>) -> tensor<8x2048xf32>
    %92 = stablehlo.multiply %91, %90 : tensor<8x2048xf32>
    %93 = stablehlo.multiply %80, %92 : tensor<8x2048xf32>
    %94 = stablehlo.slice %arg6 [0:1, 0:2048, 0:512] : (tensor<2x2048x512xf32>) -> tensor<1x2048x512xf32>
    %95 = stablehlo.reshape %94 : (tensor<1x2048x512xf32>) -> tensor<2048x512xf32>
    %96 = stablehlo.dot_general %93, %95, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x2048xf32>, tensor<2048x512xf32>) -> tensor<8x512xf32>
    %97 = stablehlo.add %77, %96 : tensor<8x512xf32>
    %cst_28 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %98 = stablehlo.reduce(%97 init: %cst_28) applies stablehlo.add across dimensions = [1] : (tensor<8x512xf32>, tensor<f32>) -> tensor<8xf32>
    %99 = stablehlo.broadcast_in_dim %98, dims = [0] : (tensor<8xf32>) -> tensor<8x1xf32>
    %cst_29 = stablehlo.constant dense<5.120000e+02> : tensor<f32>
    %100 = stablehlo.broadcast_in_dim %cst_29, dims = [] : (tensor<f32>) -> tensor<8x1xf32>
    %101 = stablehlo.divide %99, %100 : tensor<8x1xf32>
    %102 = stablehlo.broadcast_in_dim %101, dims = [0, 1] : (tensor<8x1xf32>) -> tensor<8x512xf32>
    %103 = stablehlo.subtract %97, %102 : tensor<8x512xf32>
    %104 = stablehlo.multiply %103, %103 : tensor<8x512xf32>
    %cst_30 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %105 = stablehlo.reduce(%104 init: %cst_30) applies stablehlo.add across dimensions = [1] : (tensor<8x512xf32>, tensor<f32>) -> tensor<8xf32>
    %106 = stablehlo.broadcast_in_dim %105, dims = [0] : (tensor<8xf32>) -> tensor<8x1xf32>
    %cst_31 = stablehlo.constant dense<5.120000e+02> : tensor<f32>
    %107 = stablehlo.broadcast_in_dim %cst_31, dims = [] : (tensor<f32>) -> tensor<8x1xf32>
    %108 = stablehlo.divide %106, %107 : tensor<8x1xf32>
    %cst_32 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %109 = stablehlo.broadcast_in_dim %cst_32, dims = [] : (tensor<f32>) -> tensor<8x1xf32>
    %110 = stablehlo.add %108, %109 : tensor<8x1xf32>
    %111 = stablehlo.rsqrt %110 : tensor<8x1xf32>
    %112 = stablehlo.broadcast_in_dim %111, dims = [0, 1] : (tensor<8x1xf32>) -> tensor<8x512xf32>
    %113 = stablehlo.multiply %103, %112 : tensor<8x512xf32>
    %114 = stablehlo.slice %arg1 [1:2, 0:512, 0:512] : (tensor<2x512x512xf32>) -> tensor<1x512x512xf32>
    %115 = stablehlo.reshape %114 : (tensor<1x512x512xf32>) -> tensor<512x512xf32>
    %116 = stablehlo.dot_general %113, %115, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x512xf32>, tensor<512x512xf32>) -> tensor<8x512xf32>
    %117 = stablehlo.reshape %116 : (tensor<8x512xf32>) -> tensor<8x8x64xf32>
    %118 = stablehlo.slice %arg2 [1:2, 0:512, 0:512] : (tensor<2x512x512xf32>) -> tensor<1x512x512xf32>
    %119 = stablehlo.reshape %118 : (tensor<1x512x512xf32>) -> tensor<512x512xf32>
    %120 = stablehlo.dot_general %113, %119, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x512xf32>, tensor<512x512xf32>) -> tensor<8x512xf32>
    %121 = stablehlo.reshape %120 : (tensor<8x512xf32>) -> tensor<8x1x8x64xf32>
    %122 = stablehlo.slice %arg3 [1:2, 0:512, 0:512] : (tensor<2x512x512xf32>) -> tensor<1x512x512xf32>
    %123 = stablehlo.reshape %122 : (tensor<1x512x512xf32>) -> tensor<512x512xf32>
    %124 = stablehlo.dot_general %113, %123, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x512xf32>, tensor<512x512xf32>) -> tensor<8x512xf32>
    %125 = stablehlo.reshape %124 : (tensor<8x512xf32>) -> tensor<8x1x8x64xf32>
    %126 = stablehlo.broadcast_in_dim %121, dims = [1, 2, 3, 4] : (tensor<8x1x8x64xf32>) -> tensor<1x8x1x8x64xf32>
    %c_33 = stablehlo.constant dense<0> : tensor<i32>
    %127 = stablehlo.compare LT, %1, %c_33, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %128 = stablehlo.convert %1 : tensor<i32>
    %c_34 = stablehlo.constant dense<256> : tensor<i32>
    %129 = stablehlo.add %128, %c_34 : tensor<i32>
    %130 = stablehlo.select %127, %129, %1 : tensor<i1>, tensor<i32>
    %c_35 = stablehlo.constant dense<1> : tensor<i32>
    %c_36 = stablehlo.constant dense<0> : tensor<i32>
    %c_37 = stablehlo.constant dense<0> : tensor<i32>
    %c_38 = stablehlo.constant dense<0> : tensor<i32>
    %131 = stablehlo.dynamic_update_slice %42, %126, %c_35, %c_36, %130, %c_37, %c_38 : (tensor<2x8x256x8x64xf32>, tensor<1x8x1x8x64xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<2x8x256x8x64xf32>
    %132 = stablehlo.broadcast_in_dim %125, dims = [1, 2, 3, 4] : (tensor<8x1x8x64xf32>) -> tensor<1x8x1x8x64xf32>
    %c_39 = stablehlo.constant dense<0> : tensor<i32>
    %133 = stablehlo.compare LT, %1, %c_39, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %134 = stablehlo.convert %1 : tensor<i32>
    %c_40 = stablehlo.constant dense<256> : tensor<i32>
    %135 = stablehlo.add %134, %c_40 : tensor<i32>
    %136 = stablehlo.select %133, %135, %1 : tensor<i1>, tensor<i32>
    %c_41 = stablehlo.constant dense<1> : tensor<i32>
    %c_42 = stablehlo.constant dense<0> : tensor<i32>
    %c_43 = stablehlo.constant dense<0> : tensor<i32>
    %c_44 = stablehlo.constant dense<0> : tensor<i32>
    %137 = stablehlo.dynamic_update_slice %48, %132, %c_41, %c_42, %136, %c_43, %c_44 : (tensor<2x8x256x8x64xf32>, tensor<1x8x1x8x64xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<2x8x256x8x64xf32>
    %138 = stablehlo.slice %131 [1:2, 0:8, 0:256, 0:8, 0:64] : (tensor<2x8x256x8x64xf32>) -> tensor<1x8x256x8x64xf32>
    %139 = stablehlo.reshape %138 : (tensor<1x8x256x8x64xf32>) -> tensor<8x256x8x64xf32>
    %140 = stablehlo.dot_general %117, %139, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x8x64xf32>, tensor<8x256x8x64xf32>) -> tensor<8x8x256xf32>
    %cst_45 = stablehlo.constant dense<8.000000e+00> : tensor<f32>
    %141 = stablehlo.broadcast_in_dim %cst_45, dims = [] : (tensor<f32>) -> tensor<8x8x256xf32>
    %142 = stablehlo.divide %140, %141 : tensor<8x8x256xf32>
    %143 = stablehlo.iota dim = 0 : tensor<256xi32>
    %144 = stablehlo.convert %1 : tensor<i32>
    %145 = stablehlo.broadcast_in_dim %144, dims = [] : (tensor<i32>) -> tensor<256xi32>
    %146 = stablehlo.compare LE, %143, %145, SIGNED : (tensor<256xi32>, tensor<256xi32>) -> tensor<256xi1>
    %cst_46 = stablehlo.constant dense<-1.000000e+09> : tensor<f32>
    %147 = call @_where(%146, %142, %cst_46) : (tensor<256xi1>, tensor<8x8x256xf32>, tensor<f32>) -> tensor<8x8x256xf32>
    %cst_47 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %148 = stablehlo.reduce(%147 init: %cst_47) applies stablehlo.maximum across dimensions = [2] : (tensor<8x8x256xf32>, tensor<f32>) -> tensor<8x8xf32>
    %cst_48 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %149 = stablehlo.broadcast_in_dim %cst_48, dims = [] : (tensor<f32>) -> tensor<8x8xf32>
    %150 = stablehlo.maximum %149, %148 : tensor<8x8xf32>
    %151 = stablehlo.broadcast_in_dim %150, dims = [0, 1] : (tensor<8x8xf32>) -> tensor<8x8x1xf32>
    %152 = stablehlo.broadcast_in_dim %151, dims = [0, 1, 2] : (tensor<8x8x1xf32>) -> tensor<8x8x256xf32>
    %153 = stablehlo.subtract %147, %152 : tensor<8x8x256xf32>
    %154 = stablehlo.exponential %153 : tensor<8x8x256xf32>
    %cst_49 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %155 = stablehlo.reduce(%154 init: %cst_49) applies stablehlo.add across dimensions = [2] : (tensor<8x8x256xf32>, tensor<f32>) -> tensor<8x8xf32>
    %156 = stablehlo.broadcast_in_dim %155, dims = [0, 1] : (tensor<8x8xf32>) -> tensor<8x8x1xf32>
    %157 = stablehlo.broadcast_in_dim %156, dims = [0, 1, 2] : (tensor<8x8x1xf32>) -> tensor<8x8x256xf32>
    %158 = stablehlo.divide %154, %157 : tensor<8x8x256xf32>
    %159 = stablehlo.slice %137 [1:2, 0:8, 0:256, 0:8, 0:64] : (tensor<2x8x256x8x64xf32>) -> tensor<1x8x256x8x64xf32>
    %160 = stablehlo.reshape %159 : (tensor<1x8x256x8x64xf32>) -> tensor<8x256x8x64xf32>
    %161 = stablehlo.dot_general %158, %160, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x256xf32>, tensor<8x256x8x64xf32>) -> tensor<8x8x64xf32>
    %162 = stablehlo.reshape %161 : (tensor<8x8x64xf32>) -> tensor<8x512xf32>
    %163 = stablehlo.slice %arg4 [1:2, 0:512, 0:512] : (tensor<2x512x512xf32>) -> tensor<1x512x512xf32>
    %164 = stablehlo.reshape %163 : (tensor<1x512x512xf32>) -> tensor<512x512xf32>
    %165 = stablehlo.dot_general %162, %164, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x512xf32>, tensor<512x512xf32>) -> tensor<8x512xf32>
    %166 = stablehlo.add %97, %165 : tensor<8x512xf32>
    %167 = stablehlo.slice %arg5 [1:2, 0:512, 0:2048] : (tensor<2x512x2048xf32>) -> tensor<1x512x2048xf32>
    %168 = stablehlo.reshape %167 : (tensor<1x512x2048xf32>) -> tensor<512x2048xf32>
    %169 = stablehlo.dot_general %166, %168, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x512xf32>, tensor<512x2048xf32>) -> tensor<8x2048xf32>
    %170 = stablehlo.multiply %169, %169 : tensor<8x2048xf32>
    %171 = stablehlo.multiply %170, %169 : tensor<8x2048xf32>
    %cst_50 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %172 = stablehlo.broadcast_in_dim %cst_50, dims = [] : (tensor<f32>) -> tensor<8x2048xf32>
    %173 = stablehlo.multiply %172, %171 : tensor<8x2048xf32>
    %174 = stablehlo.add %169, %173 : tensor<8x2048xf32>
    %cst_51 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %175 = stablehlo.broadcast_in_dim %cst_51, dims = [] : (tensor<f32>) -> tensor<8x2048xf32>
    %176 = stablehlo.multiply %175, %174 : tensor<8x2048xf32>
    %177 = stablehlo.tanh %176 : tensor<8x2048xf32>
    %cst_52 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %178 = stablehlo.broadcast_in_dim %cst_52, dims = [] : (tensor<f32>) -> tensor<8x2048xf32>
    %179 = stablehlo.add %178, %177 : tensor<8x2048xf32>
    %cst_53 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %180 = stablehlo.broadcast_in_dim %cst_53, dims = [] : (tensor<f32>) -> tensor<8x2048xf32>
    %181 = stablehlo.multiply %180, %179 : tensor<8x2048xf32>
    %182 = stablehlo.multiply %169, %181 : tensor<8x2048xf32>
    %183 = stablehlo.slice %arg6 [1:2, 0:2048, 0:512] : (tensor<2x2048x512xf32>) -> tensor<1x2048x512xf32>
    %184 = stablehlo.reshape %183 : (tensor<1x2048x512xf32>) -> tensor<2048x512xf32>
    %185 = stablehlo.dot_general %182, %184, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x2048xf32>, tensor<2048x512xf32>) -> tensor<8x512xf32>
    %186 = stablehlo.add %166, %185 : tensor<8x512xf32>
    %187 = stablehlo.transpose %arg0, dims = [1, 0] : (tensor<8192x512xf32>) -> tensor<512x8192xf32>
    %188 = stablehlo.dot_general %186, %187, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x512xf32>, tensor<512x8192xf32>) -> tensor<8x8192xf32>
    %189 = call @argmax(%188) : (tensor<8x8192xf32>) -> tensor<8xi32>
    %190 = stablehlo.broadcast_in_dim %189, dims = [0] : (tensor<8xi32>) -> tensor<8x1xi32>
    %c_54 = stablehlo.constant dense<0> : tensor<i32>
    %191 = stablehlo.compare LT, %arg7, %c_54, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %192 = stablehlo.convert %arg7 : tensor<i32>
    %c_55 = stablehlo.constant dense<16> : tensor<i32>
    %193 = stablehlo.add %192, %c_55 : tensor<i32>
    %194 = stablehlo.select %191, %193, %arg7 : tensor<i1>, tensor<i32>
    %c_56 = stablehlo.constant dense<0> : tensor<i32>
    %195 = stablehlo.dynamic_update_slice %arg11, %190, %c_56, %194 : (tensor<8x16xi32>, tensor<8x1xi32>, tensor<i32>, tensor<i32>) -> tensor<8x16xi32>
    return %0, %131, %137, %189, %195 : tensor<i32>, tensor<2x8x256x8x64xf32>, tensor<2x8x256x8x64xf32>, tensor<8xi32>, tensor<8x16xi32>
  }
  func.func private @_where(%arg0: tensor<256xi1>, %arg1: tensor<8x8x256xf32>, %arg2: tensor<f32>) -> tensor<8x8x256xf32> {
    %0 = stablehlo.convert %arg2 : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %arg0, dims = [2] : (tensor<256xi1>) -> tensor<8x8x256xi1>
    %2 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<8x8x256xf32>
    %3 = stablehlo.select %1, %arg1, %2 : tensor<8x8x256xi1>, tensor<8x8x256xf32>
    return %3 : tensor<8x8x256xf32>
  }
  func.func private @argmax(%arg0: tensor<8x8192xf32>) -> tensor<8xi32> {
    %0 = stablehlo.iota dim = 1 : tensor<8x8192xi32>
    %cst = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1:2 = stablehlo.reduce(%arg0 init: %cst), (%0 init: %c) across dimensions = [1] : (tensor<8x8192xf32>, tensor<8x8192xi32>, tensor<f32>, tensor<i32>) -> (tensor<8xf32>, tensor<8xi32>)
     reducer(%arg1: tensor<f32>, %arg3: tensor<f32>) (%arg2: tensor<i32>, %arg4: tensor<i32>)  {
      %2 = stablehlo.compare GT, %arg1, %arg3, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %3 = stablehlo.compare NE, %arg1, %arg1, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %4 = stablehlo.or %2, %3 : tensor<i1>
      %5 = stablehlo.compare EQ, %arg1, %arg3, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %6 = stablehlo.compare LT, %arg2, %arg4, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %7 = stablehlo.and %5, %6 : tensor<i1>
      %8 = stablehlo.or %4, %7 : tensor<i1>
      %9 = stablehlo.select %4, %arg1, %arg3 : tensor<i1>, tensor<f32>
      %10 = stablehlo.select %8, %arg2, %arg4 : tensor<i1>, tensor<i32>
      stablehlo.return %9, %10 : tensor<f32>, tensor<i32>
    }
    return %1#1 : tensor<8xi32>
  }
}
