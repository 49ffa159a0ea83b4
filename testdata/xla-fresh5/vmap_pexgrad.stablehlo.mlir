module @jit_vmap_pexgrad attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<512xf32> {tf.aliasing_output = 0 : i32}, %arg1: tensor<512xf32> {tf.aliasing_output = 1 : i32}, %arg2: tensor<256x512xf32> {tf.aliasing_output = 2 : i32}, %arg3: tensor<512x512xf32> {tf.aliasing_output = 3 : i32}, %arg4: tensor<512x10xf32> {tf.aliasing_output = 4 : i32}, %arg5: tensor<64x256xf32>, %arg6: tensor<64xi32>, %arg7: tensor<2xui32>) -> (tensor<512xf32> {jax.result_info = "result['b1']"}, tensor<512xf32> {jax.result_info = "result['b2']"}, tensor<256x512xf32> {jax.result_info = "result['w1']"}, tensor<512x512xf32> {jax.result_info = "result['w2']"}, tensor<512x10xf32> {jax.result_info = "result['w3']"}) {
    %0 = stablehlo.dot_general %arg5, %arg2, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<64x256xf32>, tensor<256x512xf32>) -> tensor<64x512xf32>
    %1 = stablehlo.broadcast_in_dim %arg0, dims = [1] : (tensor<512xf32>) -> tensor<1x512xf32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [0, 1] : (tensor<1x512xf32>) -> tensor<64x512xf32>
    %3 = stablehlo.add %0, %2 : tensor<64x512xf32>
    %4 = stablehlo.tanh %3 : tensor<64x512xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %5 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<64x512xf32>
    %6 = stablehlo.subtract %5, %4 : tensor<64x512xf32>
    %7 = stablehlo.dot_general %4, %arg3, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<64x512xf32>, tensor<512x512xf32>) -> tensor<64x512xf32>
    %8 = stablehlo.broadcast_in_dim %arg1, dims = [1] : (tensor<512xf32>) -> tensor<1x512xf32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0, 1] : (tensor<1x512xf32>) -> tensor<64x512xf32>
    %10 = stablehlo.add %7, %9 : tensor<64x512xf32>
    %11 = stablehlo.tanh %10 : tensor<64x512xf32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %12 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<64x512xf32>
    %13 = stablehlo.subtract %12, %11 : tensor<64x512xf32>
    %14 = stablehlo.dot_general %11, %arg4, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<64x512xf32>, tensor<512x10xf32>) -> tensor<64x10xf32>
    %15:2 = call @log_softmax(%14) : (tensor<64x10xf32>) -> (tensor<64x10xf32>, tensor<64x1xf32>)
    %c = stablehlo.constant dense<0> : tensor<i32>
    %16 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<64xi32>
    %17 = stablehlo.compare LT, %arg6, %16, SIGNED : (tensor<64xi32>, tensor<64xi32>) -> tensor<64xi1>
    %c_1 = stablehlo.constant dense<10> : tensor<i32>
    %18 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<64xi32>
    %19 = stablehlo.add %arg6, %18 : tensor<64xi32>
    %20 = stablehlo.select %17, %19, %arg6 : tensor<64xi1>, tensor<64xi32>
    %cst_2 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %21 = stablehlo.negate %cst_2 : tensor<f32>
    %22 = stablehlo.broadcast_in_dim %21, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %23 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %24 = stablehlo.broadcast_in_dim %20, dims = [0] : (tensor<64xi32>) -> tensor<64x1xi32>
    %25 = stablehlo.broadcast_in_dim %23, dims = [1] : (tensor<10xf32>) -> tensor<64x10xf32>
    %26 = stablehlo.broadcast_in_dim %22, dims = [1] : (tensor<1xf32>) -> tensor<64x1xf32>
    %c_4 = stablehlo.constant dense<9> : tensor<1xi32>
    %c_5 = stablehlo.constant dense<2147483647> : tensor<i32>
    %27 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %28 = stablehlo.minimum %c_4, %27 : tensor<1xi32>
    %29 = stablehlo.broadcast_in_dim %28, dims = [1] : (tensor<1xi32>) -> tensor<64x1xi32>
    %c_6 = stablehlo.constant dense<0> : tensor<i32>
    %30 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<i32>) -> tensor<64x1xi32>
    %31 = stablehlo.clamp %30, %24, %29 : tensor<64x1xi32>
    %32 = "stablehlo.scatter"(%25, %31, %26) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], input_batching_dims = [0], scatter_indices_batching_dims = [0], scatter_dims_to_operand_dims = [1], index_vector_dim = 1>, unique_indices = true}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      stablehlo.return %arg9 : tensor<f32>
    }) : (tensor<64x10xf32>, tensor<64x1xi32>, tensor<64x1xf32>) -> tensor<64x10xf32>
    %33 = call @log_softmax_0(%15#0, %15#1, %32) : (tensor<64x10xf32>, tensor<64x1xf32>, tensor<64x10xf32>) -> tensor<64x10xf32>
    %34 = stablehlo.dot_general %33, %11, batching_dims = [0] x [0], contracting_dims = [] x [], precision = [DEFAULT, DEFAULT] : (tensor<64x10xf32>, tensor<64x512xf32>) -> tensor<64x10x512xf32>
    %35 = stablehlo.transpose %34, dims = [0, 2, 1] : (tensor<64x10x512xf32>) -> tensor<64x512x10xf32>
    %36 = stablehlo.dot_general %33, %arg4, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<64x10xf32>, tensor<512x10xf32>) -> tensor<64x512xf32>
    %37 = stablehlo.multiply %36, %13 : tensor<64x512xf32>
    %38 = stablehlo.multiply %37, %11 : tensor<64x512xf32>
    %39 = stablehlo.add %37, %38 : tensor<64x512xf32>
    %40 = stablehlo.dot_general %39, %4, batching_dims = [0] x [0], contracting_dims = [] x [], precision = [DEFAULT, DEFAULT] : (tensor<64x512xf32>, tensor<64x512xf32>) -> tensor<64x512x512xf32>
    %41 = stablehlo.transpose %40, dims = [0, 2, 1] : (tensor<64x512x512xf32>) -> tensor<64x512x512xf32>
    %42 = stablehlo.dot_general %39, %arg3, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<64x512xf32>, tensor<512x512xf32>) -> tensor<64x512xf32>
    %43 = stablehlo.multiply %42, %6 : tensor<64x512xf32>
    %44 = stablehlo.multiply %43, %4 : tensor<64x512xf32>
    %45 = stablehlo.add %43, %44 : tensor<64x512xf32>
    %46 = stablehlo.dot_general %45, %arg5, batching_dims = [0] x [0], contracting_dims = [] x [], precision = [DEFAULT, DEFAULT] : (tensor<64x512xf32>, tensor<64x256xf32>) -> tensor<64x512x256xf32>
    %47 = stablehlo.transpose %46, dims = [0, 2, 1] : (tensor<64x512x256xf32>) -> tensor<64x256x512xf32>
    %48 = stablehlo.multiply %45, %45 : tensor<64x512xf32>
    %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %49 = stablehlo.reduce(%48 init: %cst_7) applies stablehlo.add across dimensions = [1] : (tensor<64x512xf32>, tensor<f32>) -> tensor<64xf32>
    %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %50 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %51 = stablehlo.add %50, %49 : tensor<64xf32>
    %52 = stablehlo.multiply %39, %39 : tensor<64x512xf32>
    %cst_9 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %53 = stablehlo.reduce(%52 init: %cst_9) applies stablehlo.add across dimensions = [1] : (tensor<64x512xf32>, tensor<f32>) -> tensor<64xf32>
    %54 = stablehlo.add %51, %53 : tensor<64xf32>
    %55 = stablehlo.reshape %47 : (tensor<64x256x512xf32>) -> tensor<64x131072xf32>
    %56 = stablehlo.multiply %55, %55 : tensor<64x131072xf32>
    %cst_10 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %57 = stablehlo.reduce(%56 init: %cst_10) applies stablehlo.add across dimensions = [1] : (tensor<64x131072xf32>, tensor<f32>) -> tensor<64xf32>
    %58 = stablehlo.add %54, %57 : tensor<64xf32>
    %59 = stablehlo.reshape %41 : (tensor<64x512x512xf32>) -> tensor<64x262144xf32>
    %60 = stablehlo.multiply %59, %59 : tensor<64x262144xf32>
    %cst_11 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %61 = stablehlo.reduce(%60 init: %cst_11) applies stablehlo.add across dimensions = [1] : (tensor<64x262144xf32>, tensor<f32>) -> tensor<64xf32>
    %62 = stablehlo.add %58, %61 : tensor<64xf32>
    %63 = stablehlo.reshape %35 : (tensor<64x512x10xf32>) -> tensor<64x5120xf32>
    %64 = stablehlo.multiply %63, %63 : tensor<64x5120xf32>
    %cst_12 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %65 = stablehlo.reduce(%64 init: %cst_12) applies stablehlo.add across dimensions = [1] : (tensor<64x5120xf32>, tensor<f32>) -> tensor<64xf32>
    %66 = stablehlo.add %62, %65 : tensor<64xf32>
    %67 = stablehlo.sqrt %66 : tensor<64xf32>
    %cst_13 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %68 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %69 = stablehlo.add %67, %68 : tensor<64xf32>
    %cst_14 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %70 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %71 = stablehlo.divide %70, %69 : tensor<64xf32>
    %cst_15 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %72 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %73 = stablehlo.minimum %72, %71 : tensor<64xf32>
    %74 = stablehlo.dot_general %73, %45, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<64xf32>, tensor<64x512xf32>) -> tensor<512xf32>
    %75 = stablehlo.dot_general %73, %39, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<64xf32>, tensor<64x512xf32>) -> tensor<512xf32>
    %76 = stablehlo.dot_general %73, %47, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<64xf32>, tensor<64x256x512xf32>) -> tensor<256x512xf32>
    %77 = stablehlo.dot_general %73, %41, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<64xf32>, tensor<64x512x512xf32>) -> tensor<512x512xf32>
    %78 = stablehlo.dot_general %73, %35, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<64xf32>, tensor<64x512x10xf32>) -> tensor<512x10xf32>
    %79 = call @_threefry_split(%arg7) : (tensor<2xui32>) -> tensor<5x2xui32>
    %80 = stablehlo.slice %79 [0:1, 0:2] : (tensor<5x2xui32>) -> tensor<1x2xui32>
    %81 = stablehlo.reshape %80 : (tensor<1x2xui32>) -> tensor<2xui32>
    %82 = call @_normal(%81) : (tensor<2xui32>) -> tensor<512xf32>
    %83 = stablehlo.add %74, %82 : tensor<512xf32>
    %84 = stablehlo.slice %79 [1:2, 0:2] : (tensor<5x2xui32>) -> tensor<1x2xui32>
    %85 = stablehlo.reshape %84 : (tensor<1x2xui32>) -> tensor<2xui32>
    %86 = call @_normal(%85) : (tensor<2xui32>) -> tensor<512xf32>
    %87 = stablehlo.add %75, %86 : tensor<512xf32>
    %88 = stablehlo.slice %79 [2:3, 0:2] : (tensor<5x2xui32>) -> tensor<1x2xui32>
    %89 = stablehlo.reshape %88 : (tensor<1x2xui32>) -> tensor<2xui32>
    %90 = call @_normal_3(%89) : (tensor<2xui32>) -> tensor<256x512xf32>
    %91 = stablehlo.add %76, %90 : tensor<256x512xf32>
    %92 = stablehlo.slice %79 [3:4, 0:2] : (tensor<5x2xui32>) -> tensor<1x2xui32>
    %93 = stablehlo.reshape %92 : (tensor<1x2xui32>) -> tensor<2xui32>
    %94 = call @_normal_8(%93) : (tensor<2xui32>) -> tensor<512x512xf32>
    %95 = stablehlo.add %77, %94 : tensor<512x512xf32>
    %96 = stablehlo.slice %79 [4:5, 0:2] : (tensor<5x2xui32>) -> tensor<1x2xui32>
    %97 = stablehlo.reshape %96 : (tensor<1x2xui32>) -> tensor<2xui32>
    %98 = call @_normal_13(%97) : (tensor<2xui32>) -> tensor<512x10xf32>
    %99 = stablehlo.add %78, %98 : tensor<512x10xf32>
    %cst_16 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %100 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %101 = stablehlo.multiply %100, %83 : tensor<512xf32>
    %cst_17 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %102 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %103 = stablehlo.divide %101, %102 : tensor<512xf32>
    %104 = stablehlo.subtract %arg0, %103 : tensor<512xf32>
    %cst_18 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %105 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %106 = stablehlo.multiply %105, %87 : tensor<512xf32>
    %cst_19 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %107 = stablehlo.broadcast_in_dim %cst_19, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %108 = stablehlo.divide %106, %107 : tensor<512xf32>
    %109 = stablehlo.subtract %arg1, %108 : tensor<512xf32>
    %cst_20 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %110 = stablehlo.broadcast_in_dim %cst_20, dims = [] : (tensor<f32>) -> tensor<256x512xf32>
    %111 = stablehlo.multiply %110, %91 : tensor<256x512xf32>
    %cst_21 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %112 = stablehlo.broadcast_in_dim %cst_21, dims = [] : (tensor<f32>) -> tensor<256x512xf32>
    %113 = stablehlo.divide %111, %112 : tensor<256x512xf32>
    %114 = stablehlo.subtract %arg2, %113 : tensor<256x512xf32>
    %cst_22 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %115 = stablehlo.broadcast_in_dim %cst_22, dims = [] : (tensor<f32>) -> tensor<512x512xf32>
    %116 = stablehlo.multiply %115, %95 : tensor<512x512xf32>
    %cst_23 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %117 = stablehlo.broadcast_in_dim %cst_23, dims = [] : (tensor<f32>) -> tensor<512x512xf32>
    %118 = stablehlo.divide %116, %117 : tensor<512x512xf32>
    %119 = stablehlo.subtract %arg3, %118 : tensor<512x512xf32>
    %cst_24 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %120 = stablehlo.broadcast_in_dim %cst_24, dims = [] : (tensor<f32>) -> tensor<512x10xf32>
    %121 = stablehlo.multiply %120, %99 : tensor<512x10xf32>
    %cst_25 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %122 = stablehlo.broadcast_in_dim %cst_25, dims = [] : (tensor<f32>) -> tensor<512x10xf32>
    %123 = stablehlo.divide %121, %122 : tensor<512x10xf32>
    %124 = stablehlo.subtract %arg4, %123 : tensor<512x10xf32>
    return %104, %109, %114, %119, %124 : tensor<512xf32>, tensor<512xf32>, tensor<256x512xf32>, tensor<512x512xf32>, tensor<512x10xf32>
  }
  func.func private @log_softmax(%arg0: tensor<64x10xf32>) -> (tensor<64x10xf32>, tensor<64x1xf32>) {
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
    return %6, %8 : tensor<64x10xf32>, tensor<64x1xf32>
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
  func.func private @_threefry_split(%arg0: tensor<2xui32>) -> tensor<5x2xui32> {
    %0 = stablehlo.slice %arg0 [0:1] : (tensor<2xui32>) -> tensor<1xui32>
    %1 = stablehlo.reshape %0 : (tensor<1xui32>) -> tensor<ui32>
    %2 = stablehlo.slice %arg0 [1:2] : (tensor<2xui32>) -> tensor<1xui32>
    %3 = stablehlo.reshape %2 : (tensor<1xui32>) -> tensor<ui32>
    %4 = stablehlo.iota dim = 0 : tensor<5xui64>
    %c = stablehlo.constant dense<1> : tensor<ui64>
    %5 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<ui64>) -> tensor<5xui64>
    %6 = stablehlo.multiply %5, %4 : tensor<5xui64>
    %c_0 = stablehlo.constant dense<32> : tensor<ui64>
    %7 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<ui64>) -> tensor<5xui64>
    %8 = stablehlo.shift_right_logical %6, %7 : tensor<5xui64>
    %9 = stablehlo.convert %6 : (tensor<5xui64>) -> tensor<5xui32>
    %10 = stablehlo.convert %8 : (tensor<5xui64>) -> tensor<5xui32>
    %11:2 = call @threefry2x32(%1, %3, %10, %9) : (tensor<ui32>, tensor<ui32>, tensor<5xui32>, tensor<5xui32>) -> (tensor<5xui32>, tensor<5xui32>)
    %12 = stablehlo.broadcast_in_dim %11#0, dims = [0] : (tensor<5xui32>) -> tensor<5x1xui32>
    %13 = stablehlo.broadcast_in_dim %11#1, dims = [0] : (tensor<5xui32>) -> tensor<5x1xui32>
    %14 = stablehlo.concatenate %12, %13, dim = 1 : (tensor<5x1xui32>, tensor<5x1xui32>) -> tensor<5x2xui32>
    return %14 : tensor<5x2xui32>
  }
  func.func private @threefry2x32(%arg0: tensor<ui32>, %arg1: tensor<ui32>, %arg2: tensor<5xui32>, %arg3: tensor<5xui32>) -> (tensor<5xui32>, tensor<5xui32>) {
    %c = stablehlo.constant dense<[13, 15, 26, 6]> : tensor<4xui32>
    %c_0 = stablehlo.constant dense<[17, 29, 16, 24]> : tensor<4xui32>
    %0 = stablehlo.xor %arg0, %arg1 : tensor<ui32>
    %c_1 = stablehlo.constant dense<466688986> : tensor<ui32>
    %1 = stablehlo.xor %0, %c_1 : tensor<ui32>
    %2 = stablehlo.broadcast_in_dim %arg0, dims = [] : (tensor<ui32>) -> tensor<5xui32>
    %3 = stablehlo.add %arg2, %2 : tensor<5xui32>
    %4 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<ui32>) -> tensor<5xui32>
    %5 = stablehlo.add %arg3, %4 : tensor<5xui32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %6:9 = stablehlo.while(%iterArg = %c_3, %iterArg_4 = %c_2, %iterArg_5 = %3, %iterArg_6 = %5, %iterArg_7 = %arg1, %iterArg_8 = %1, %iterArg_9 = %arg0, %iterArg_10 = %c, %iterArg_11 = %c_0) : tensor<i32>, tensor<i32>, tensor<5xui32>, tensor<5xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>
    cond {
      %c_12 = stablehlo.constant dense<5> : tensor<i32>
      %7 = stablehlo.compare LT, %iterArg, %c_12, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %7 : tensor<i1>
    } do {
      %7:8 = func.call @closed_call(%iterArg_4, %iterArg_5, %iterArg_6, %iterArg_7, %iterArg_8, %iterArg_9, %iterArg_10, %iterArg_11) : (tensor<i32>, tensor<5xui32>, tensor<5xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) -> (tensor<i32>, tensor<5xui32>, tensor<5xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>)
      %c_12 = stablehlo.constant dense<1> : tensor<i32>
      %8 = stablehlo.add %iterArg, %c_12 : tensor<i32>
      stablehlo.return %8, %7#0, %7#1, %7#2, %7#3, %7#4, %7#5, %7#6, %7#7 : tensor<i32>, tensor<i32>, tensor<5xui32>, tensor<5xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>
    }
    return %6#2, %6#3 : tensor<5xui32>, tensor<5xui32>
  }
  func.func private @closed_call(%arg0: tensor<i32>, %arg1: tensor<5xui32>, %arg2: tensor<5xui32>, %arg3: tensor<ui32>, %arg4: tensor<ui32>, %arg5: tensor<ui32>, %arg6: tensor<4xui32>, %arg7: tensor<4xui32>) -> (tensor<i32>, tensor<5xui32>, tensor<5xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) {
    %c = stablehlo.constant dense<1> : tensor<i32>
    %0 = stablehlo.add %arg0, %c : tensor<i32>
    %1 = stablehlo.slice %arg6 [0:1] : (tensor<4xui32>) -> tensor<1xui32>
    %2 = stablehlo.reshape %1 : (tensor<1xui32>) -> tensor<ui32>
    %3 = stablehlo.add %arg1, %arg2 : tensor<5xui32>
    %4 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<ui32>) -> tensor<5xui32>
    %5 = stablehlo.shift_left %arg2, %4 : tensor<5xui32>
    %c_0 = stablehlo.constant dense<32> : tensor<ui32>
    %6 = stablehlo.subtract %c_0, %2 : tensor<ui32>
    %7 = stablehlo.broadcast_in_dim %6, dims = [] : (tensor<ui32>) -> tensor<5xui32>
    %8 = stablehlo.shift_right_logical %arg2, %7 : tensor<5xui32>
    %9 = stablehlo.or %5, %8 : tensor<5xui32>
    %10 = stablehlo.xor %3, %9 : tensor<5xui32>
    %11 = stablehlo.slice %arg6 [1:2] : (tensor<4xui32>) -> tensor<1xui32>
    %12 = stablehlo.reshape %11 : (tensor<1xui32>) -> tensor<ui32>
    %13 = stablehlo.add %3, %10 : tensor<5xui32>
    %14 = stablehlo.broadcast_in_dim %12, dims = [] : (tensor<ui32>) -> tensor<5xui32>
    %15 = stablehlo.shift_left %10, %14 : tensor<5xui32>
    %c_1 = stablehlo.constant dense<32> : tensor<ui32>
    %16 = stablehlo.subtract %c_1, %12 : tensor<ui32>
    %17 = stablehlo.broadcast_in_dim %16, dims = [] : (tensor<ui32>) -> tensor<5xui32>
    %18 = stablehlo.shift_right_logical %10, %17 : tensor<5xui32>
    %19 = stablehlo.or %15, %18 : tensor<5xui32>
    %20 = stablehlo.xor %13, %19 : tensor<5xui32>
    %21 = stablehlo.slice %arg6 [2:3] : (tensor<4xui32>) -> tensor<1xui32>
    %22 = stablehlo.reshape %21 : (tensor<1xui32>) -> tensor<ui32>
    %23 = stablehlo.add %13, %20 : tensor<5xui32>
    %24 = stablehlo.broadcast_in_dim %22, dims = [] : (tensor<ui32>) -> tensor<5xui32>
    %25 = stablehlo.shift_left %20, %24 : tensor<5xui32>
    %c_2 = stablehlo.constant dense<32> : tensor<ui32>
    %26 = stablehlo.subtract %c_2, %22 : tensor<ui32>
    %27 = stablehlo.broadcast_in_dim %26, dims = [] : (tensor<ui32>) -> tensor<5xui32>
    %28 = stablehlo.shift_right_logical %20, %27 : tensor<5xui32>
    %29 = stablehlo.or %25, %28 : tensor<5xui32>
    %30 = stablehlo.xor %23, %29 : tensor<5xui32>
    %31 = stablehlo.slice %arg6 [3:4] : (tensor<4xui32>) -> tensor<1xui32>
    %32 = stablehlo.reshape %31 : (tensor<1xui32>) -> tensor<ui32>
    %33 = stablehlo.add %23, %30 : tensor<5xui32>
    %34 = stablehlo.broadcast_in_dim %32, dims = [] : (tensor<ui32>) -> tensor<5xui32>
    %35 = stablehlo.shift_left %30, %34 : tensor<5xui32>
    %c_3 = stablehlo.constant dense<32> : tensor<ui32>
    %36 = stablehlo.subtract %c_3, %32 : tensor<ui32>
    %37 = stablehlo.broadcast_in_dim %36, dims = [] : (tensor<ui32>) -> tensor<5xui32>
    %38 = stablehlo.shift_right_logical %30, %37 : tensor<5xui32>
    %39 = stablehlo.or %35, %38 : tensor<5xui32>
    %40 = stablehlo.xor %33, %39 : tensor<5xui32>
    %41 = stablehlo.broadcast_in_dim %arg3, dims = [] : (tensor<ui32>) -> tensor<5xui32>
    %42 = stablehlo.add %33, %41 : tensor<5xui32>
    %43 = stablehlo.broadcast_in_dim %arg4, dims = [] : (tensor<ui32>) -> tensor<5xui32>
    %44 = stablehlo.add %40, %43 : tensor<5xui32>
    %c_4 = stablehlo.constant dense<1> : tensor<i32>
    %45 = stablehlo.add %arg0, %c_4 : tensor<i32>
    %46 = stablehlo.convert %45 : (tensor<i32>) -> tensor<ui32>
    %47 = stablehlo.broadcast_in_dim %46, dims = [] : (tensor<ui32>) -> tensor<5xui32>
    %48 = stablehlo.add %44, %47 : tensor<5xui32>
    return %0, %42, %48, %arg4, %arg5, %arg3, %arg7, %arg6 : tensor<i32>, tensor<5xui32>, tensor<5xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>
  }
  func.func private @_normal(%arg0: tensor<2xui32>) -> tensor<512xf32> {
    %0 = call @_normal_real(%arg0) : (tensor<2xui32>) -> tensor<512xf32>
    return %0 : tensor<512xf32>
  }
  func.func private @_normal_real(%arg0: tensor<2xui32>) -> tensor<512xf32> {
    %cst = stablehlo.constant dense<-0.99999994> : tensor<f32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %0 = call @_uniform(%arg0, %cst, %cst_0) : (tensor<2xui32>, tensor<f32>, tensor<f32>) -> tensor<512xf32>
    %1 = chlo.erf_inv %0 : tensor<512xf32> -> tensor<512xf32>
    %cst_1 = stablehlo.constant dense<1.41421354> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %3 = stablehlo.multiply %2, %1 : tensor<512xf32>
    return %3 : tensor<512xf32>
  }
  func.func private @_uniform(%arg0: tensor<2xui32>, %arg1: tensor<f32>, %arg2: tensor<f32>) -> tensor<512xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %1 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %2 = stablehlo.slice %arg0 [0:1] : (tensor<2xui32>) -> tensor<1xui32>
    %3 = stablehlo.reshape %2 : (tensor<1xui32>) -> tensor<ui32>
    %4 = stablehlo.slice %arg0 [1:2] : (tensor<2xui32>) -> tensor<1xui32>
    %5 = stablehlo.reshape %4 : (tensor<1xui32>) -> tensor<ui32>
    %6 = stablehlo.iota dim = 0 : tensor<512xui64>
    %c = stablehlo.constant dense<1> : tensor<ui64>
    %7 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<ui64>) -> tensor<512xui64>
    %8 = stablehlo.multiply %7, %6 : tensor<512xui64>
    %c_0 = stablehlo.constant dense<32> : tensor<ui64>
    %9 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<ui64>) -> tensor<512xui64>
    %10 = stablehlo.shift_right_logical %8, %9 : tensor<512xui64>
    %11 = stablehlo.convert %8 : (tensor<512xui64>) -> tensor<512xui32>
    %12 = stablehlo.convert %10 : (tensor<512xui64>) -> tensor<512xui32>
    %13:2 = call @threefry2x32_1(%3, %5, %12, %11) : (tensor<ui32>, tensor<ui32>, tensor<512xui32>, tensor<512xui32>) -> (tensor<512xui32>, tensor<512xui32>)
    %14 = stablehlo.xor %13#0, %13#1 : tensor<512xui32>
    %c_1 = stablehlo.constant dense<9> : tensor<ui32>
    %15 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<ui32>) -> tensor<512xui32>
    %16 = stablehlo.shift_right_logical %14, %15 : tensor<512xui32>
    %c_2 = stablehlo.constant dense<1065353216> : tensor<ui32>
    %17 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<ui32>) -> tensor<512xui32>
    %18 = stablehlo.or %16, %17 : tensor<512xui32>
    %19 = stablehlo.bitcast_convert %18 : (tensor<512xui32>) -> tensor<512xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %20 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %21 = stablehlo.subtract %19, %20 : tensor<512xf32>
    %22 = stablehlo.subtract %1, %0 : tensor<1xf32>
    %23 = stablehlo.broadcast_in_dim %22, dims = [0] : (tensor<1xf32>) -> tensor<512xf32>
    %24 = stablehlo.multiply %21, %23 : tensor<512xf32>
    %25 = stablehlo.broadcast_in_dim %0, dims = [0] : (tensor<1xf32>) -> tensor<512xf32>
    %26 = stablehlo.add %24, %25 : tensor<512xf32>
    %27 = stablehlo.broadcast_in_dim %0, dims = [0] : (tensor<1xf32>) -> tensor<512xf32>
    %28 = stablehlo.maximum %27, %26 : tensor<512xf32>
    return %28 : tensor<512xf32>
  }
  func.func private @threefry2x32_1(%arg0: tensor<ui32>, %arg1: tensor<ui32>, %arg2: tensor<512xui32>, %arg3: tensor<512xui32>) -> (tensor<512xui32>, tensor<512xui32>) {
    %c = stablehlo.constant dense<[13, 15, 26, 6]> : tensor<4xui32>
    %c_0 = stablehlo.constant dense<[17, 29, 16, 24]> : tensor<4xui32>
    %0 = stablehlo.xor %arg0, %arg1 : tensor<ui32>
    %c_1 = stablehlo.constant dense<466688986> : tensor<ui32>
    %1 = stablehlo.xor %0, %c_1 : tensor<ui32>
    %2 = stablehlo.broadcast_in_dim %arg0, dims = [] : (tensor<ui32>) -> tensor<512xui32>
    %3 = stablehlo.add %arg2, %2 : tensor<512xui32>
    %4 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<ui32>) -> tensor<512xui32>
    %5 = stablehlo.add %arg3, %4 : tensor<512xui32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %6:9 = stablehlo.while(%iterArg = %c_3, %iterArg_4 = %c_2, %iterArg_5 = %3, %iterArg_6 = %5, %iterArg_7 = %arg1, %iterArg_8 = %1, %iterArg_9 = %arg0, %iterArg_10 = %c, %iterArg_11 = %c_0) : tensor<i32>, tensor<i32>, tensor<512xui32>, tensor<512xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>
    cond {
      %c_12 = stablehlo.constant dense<5> : tensor<i32>
      %7 = stablehlo.compare LT, %iterArg, %c_12, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %7 : tensor<i1>
    } do {
      %7:8 = func.call @closed_call_2(%iterArg_4, %iterArg_5, %iterArg_6, %iterArg_7, %iterArg_8, %iterArg_9, %iterArg_10, %iterArg_11) : (tensor<i32>, tensor<512xui32>, tensor<512xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) -> (tensor<i32>, tensor<512xui32>, tensor<512xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>)
      %c_12 = stablehlo.constant dense<1> : tensor<i32>
      %8 = stablehlo.add %iterArg, %c_12 : tensor<i32>
      stablehlo.return %8, %7#0, %7#1, %7#2, %7#3, %7#4, %7#5, %7#6, %7#7 : tensor<i32>, tensor<i32>, tensor<512xui32>, tensor<512xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>
    }
    return %6#2, %6#3 : tensor<512xui32>, tensor<512xui32>
  }
  func.func private @closed_call_2(%arg0: tensor<i32>, %arg1: tensor<512xui32>, %arg2: tensor<512xui32>, %arg3: tensor<ui32>, %arg4: tensor<ui32>, %arg5: tensor<ui32>, %arg6: tensor<4xui32>, %arg7: tensor<4xui32>) -> (tensor<i32>, tensor<512xui32>, tensor<512xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) {
    %c = stablehlo.constant dense<1> : tensor<i32>
    %0 = stablehlo.add %arg0, %c : tensor<i32>
    %1 = stablehlo.slice %arg6 [0:1] : (tensor<4xui32>) -> tensor<1xui32>
    %2 = stablehlo.reshape %1 : (tensor<1xui32>) -> tensor<ui32>
    %3 = stablehlo.add %arg1, %arg2 : tensor<512xui32>
    %4 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<ui32>) -> tensor<512xui32>
    %5 = stablehlo.shift_left %arg2, %4 : tensor<512xui32>
    %c_0 = stablehlo.constant dense<32> : tensor<ui32>
    %6 = stablehlo.subtract %c_0, %2 : tensor<ui32>
    %7 = stablehlo.broadcast_in_dim %6, dims = [] : (tensor<ui32>) -> tensor<512xui32>
    %8 = stablehlo.shift_right_logical %arg2, %7 : tensor<512xui32>
    %9 = stablehlo.or %5, %8 : tensor<512xui32>
    %10 = stablehlo.xor %3, %9 : tensor<512xui32>
    %11 = stablehlo.slice %arg6 [1:2] : (tensor<4xui32>) -> tensor<1xui32>
    %12 = stablehlo.reshape %11 : (tensor<1xui32>) -> tensor<ui32>
    %13 = stablehlo.add %3, %10 : tensor<512xui32>
    %14 = stablehlo.broadcast_in_dim %12, dims = [] : (tensor<ui32>) -> tensor<512xui32>
    %15 = stablehlo.shift_left %10, %14 : tensor<512xui32>
    %c_1 = stablehlo.constant dense<32> : tensor<ui32>
    %16 = stablehlo.subtract %c_1, %12 : tensor<ui32>
    %17 = stablehlo.broadcast_in_dim %16, dims = [] : (tensor<ui32>) -> tensor<512xui32>
    %18 = stablehlo.shift_right_logical %10, %17 : tensor<512xui32>
    %19 = stablehlo.or %15, %18 : tensor<512xui32>
    %20 = stablehlo.xor %13, %19 : tensor<512xui32>
    %21 = stablehlo.slice %arg6 [2:3] : (tensor<4xui32>) -> tensor<1xui32>
    %22 = stablehlo.reshape %21 : (tensor<1xui32>) -> tensor<ui32>
    %23 = stablehlo.add %13, %20 : tensor<512xui32>
    %24 = stablehlo.broadcast_in_dim %22, dims = [] : (tensor<ui32>) -> tensor<512xui32>
    %25 = stablehlo.shift_left %20, %24 : tensor<512xui32>
    %c_2 = stablehlo.constant dense<32> : tensor<ui32>
    %26 = stablehlo.subtract %c_2, %22 : tensor<ui32>
    %27 = stablehlo.broadcast_in_dim %26, dims = [] : (tensor<ui32>) -> tensor<512xui32>
    %28 = stablehlo.shift_right_logical %20, %27 : tensor<512xui32>
    %29 = stablehlo.or %25, %28 : tensor<512xui32>
    %30 = stablehlo.xor %23, %29 : tensor<512xui32>
    %31 = stablehlo.slice %arg6 [3:4] : (tensor<4xui32>) -> tensor<1xui32>
    %32 = stablehlo.reshape %31 : (tensor<1xui32>) -> tensor<ui32>
    %33 = stablehlo.add %23, %30 : tensor<512xui32>
    %34 = stablehlo.broadcast_in_dim %32, dims = [] : (tensor<ui32>) -> tensor<512xui32>
    %35 = stablehlo.shift_left %30, %34 : tensor<512xui32>
    %c_3 = stablehlo.constant dense<32> : tensor<ui32>
    %36 = stablehlo.subtract %c_3, %32 : tensor<ui32>
    %37 = stablehlo.broadcast_in_dim %36, dims = [] : (tensor<ui32>) -> tensor<512xui32>
    %38 = stablehlo.shift_right_logical %30, %37 : tensor<512xui32>
    %39 = stablehlo.or %35, %38 : tensor<512xui32>
    %40 = stablehlo.xor %33, %39 : tensor<512xui32>
    %41 = stablehlo.broadcast_in_dim %arg3, dims = [] : (tensor<ui32>) -> tensor<512xui32>
    %42 = stablehlo.add %33, %41 : tensor<512xui32>
    %43 = stablehlo.broadcast_in_dim %arg4, dims = [] : (tensor<ui32>) -> tensor<512xui32>
    %44 = stablehlo.add %40, %43 : tensor<512xui32>
    %c_4 = stablehlo.constant dense<1> : tensor<i32>
    %45 = stablehlo.add %arg0, %c_4 : tensor<i32>
    %46 = stablehlo.convert %45 : (tensor<i32>) -> tensor<ui32>
    %47 = stablehlo.broadcast_in_dim %46, dims = [] : (tensor<ui32>) -> tensor<512xui32>
    %48 = stablehlo.add %44, %47 : tensor<512xui32>
    return %0, %42, %48, %arg4, %arg5, %arg3, %arg7, %arg6 : tensor<i32>, tensor<512xui32>, tensor<512xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>
  }
  func.func private @_normal_3(%arg0: tensor<2xui32>) -> tensor<256x512xf32> {
    %0 = call @_normal_real_4(%arg0) : (tensor<2xui32>) -> tensor<256x512xf32>
    return %0 : tensor<256x512xf32>
  }
  func.func private @_normal_real_4(%arg0: tensor<2xui32>) -> tensor<256x512xf32> {
    %cst = stablehlo.constant dense<-0.99999994> : tensor<f32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %0 = call @_uniform_5(%arg0, %cst, %cst_0) : (tensor<2xui32>, tensor<f32>, tensor<f32>) -> tensor<256x512xf32>
    %1 = chlo.erf_inv %0 : tensor<256x512xf32> -> tensor<256x512xf32>
    %cst_1 = stablehlo.constant dense<1.41421354> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<256x512xf32>
    %3 = stablehlo.multiply %2, %1 : tensor<256x512xf32>
    return %3 : tensor<256x512xf32>
  }
  func.func private @_uniform_5(%arg0: tensor<2xui32>, %arg1: tensor<f32>, %arg2: tensor<f32>) -> tensor<256x512xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<f32>) -> tensor<1x1xf32>
    %1 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<f32>) -> tensor<1x1xf32>
    %2 = stablehlo.slice %arg0 [0:1] : (tensor<2xui32>) -> tensor<1xui32>
    %3 = stablehlo.reshape %2 : (tensor<1xui32>) -> tensor<ui32>
    %4 = stablehlo.slice %arg0 [1:2] : (tensor<2xui32>) -> tensor<1xui32>
    %5 = stablehlo.reshape %4 : (tensor<1xui32>) -> tensor<ui32>
    %6 = stablehlo.iota dim = 0 : tensor<256x512xui64>
    %7 = stablehlo.iota dim = 1 : tensor<256x512xui64>
    %c = stablehlo.constant dense<512> : tensor<ui64>
    %8 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<ui64>) -> tensor<256x512xui64>
    %9 = stablehlo.multiply %8, %6 : tensor<256x512xui64>
    %c_0 = stablehlo.constant dense<1> : tensor<ui64>
    %10 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<ui64>) -> tensor<256x512xui64>
    %11 = stablehlo.multiply %10, %7 : tensor<256x512xui64>
    %12 = stablehlo.add %9, %11 : tensor<256x512xui64>
    %c_1 = stablehlo.constant dense<32> : tensor<ui64>
    %13 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<ui64>) -> tensor<256x512xui64>
    %14 = stablehlo.shift_right_logical %12, %13 : tensor<256x512xui64>
    %15 = stablehlo.convert %12 : (tensor<256x512xui64>) -> tensor<256x512xui32>
    %16 = stablehlo.convert %14 : (tensor<256x512xui64>) -> tensor<256x512xui32>
    %17:2 = call @threefry2x32_6(%3, %5, %16, %15) : (tensor<ui32>, tensor<ui32>, tensor<256x512xui32>, tensor<256x512xui32>) -> (tensor<256x512xui32>, tensor<256x512xui32>)
    %18 = stablehlo.xor %17#0, %17#1 : tensor<256x512xui32>
    %c_2 = stablehlo.constant dense<9> : tensor<ui32>
    %19 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<ui32>) -> tensor<256x512xui32>
    %20 = stablehlo.shift_right_logical %18, %19 : tensor<256x512xui32>
    %c_3 = stablehlo.constant dense<1065353216> : tensor<ui32>
    %21 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<ui32>) -> tensor<256x512xui32>
    %22 = stablehlo.or %20, %21 : tensor<256x512xui32>
    %23 = stablehlo.bitcast_convert %22 : (tensor<256x512xui32>) -> tensor<256x512xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %24 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<256x512xf32>
    %25 = stablehlo.subtract %23, %24 : tensor<256x512xf32>
    %26 = stablehlo.subtract %1, %0 : tensor<1x1xf32>
    %27 = stablehlo.broadcast_in_dim %26, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<256x512xf32>
    %28 = stablehlo.multiply %25, %27 : tensor<256x512xf32>
    %29 = stablehlo.broadcast_in_dim %0, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<256x512xf32>
    %30 = stablehlo.add %28, %29 : tensor<256x512xf32>
    %31 = stablehlo.broadcast_in_dim %0, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<256x512xf32>
    %32 = stablehlo.maximum %31, %30 : tensor<256x512xf32>
    return %32 : tensor<256x512xf32>
  }
  func.func private @threefry2x32_6(%arg0: tensor<ui32>, %arg1: tensor<ui32>, %arg2: tensor<256x512xui32>, %arg3: tensor<256x512xui32>) -> (tensor<256x512xui32>, tensor<256x512xui32>) {
    %c = stablehlo.constant dense<[13, 15, 26, 6]> : tensor<4xui32>
    %c_0 = stablehlo.constant dense<[17, 29, 16, 24]> : tensor<4xui32>
    %0 = stablehlo.xor %arg0, %arg1 : tensor<ui32>
    %c_1 = stablehlo.constant dense<466688986> : tensor<ui32>
    %1 = stablehlo.xor %0, %c_1 : tensor<ui32>
    %2 = stablehlo.broadcast_in_dim %arg0, dims = [] : (tensor<ui32>) -> tensor<256x512xui32>
    %3 = stablehlo.add %arg2, %2 : tensor<256x512xui32>
    %4 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<ui32>) -> tensor<256x512xui32>
    %5 = stablehlo.add %arg3, %4 : tensor<256x512xui32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %6:9 = stablehlo.while(%iterArg = %c_3, %iterArg_4 = %c_2, %iterArg_5 = %3, %iterArg_6 = %5, %iterArg_7 = %arg1, %iterArg_8 = %1, %iterArg_9 = %arg0, %iterArg_10 = %c, %iterArg_11 = %c_0) : tensor<i32>, tensor<i32>, tensor<256x512xui32>, tensor<256x512xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>
    cond {
      %c_12 = stablehlo.constant dense<5> : tensor<i32>
      %7 = stablehlo.compare LT, %iterArg, %c_12, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %7 : tensor<i1>
    } do {
      %7:8 = func.call @closed_call_7(%iterArg_4, %iterArg_5, %iterArg_6, %iterArg_7, %iterArg_8, %iterArg_9, %iterArg_10, %iterArg_11) : (tensor<i32>, tensor<256x512xui32>, tensor<256x512xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) -> (tensor<i32>, tensor<256x512xui32>, tensor<256x512xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>)
      %c_12 = stablehlo.constant dense<1> : tensor<i32>
      %8 = stablehlo.add %iterArg, %c_12 : tensor<i32>
      stablehlo.return %8, %7#0, %7#1, %7#2, %7#3, %7#4, %7#5, %7#6, %7#7 : tensor<i32>, tensor<i32>, tensor<256x512xui32>, tensor<256x512xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>
    }
    return %6#2, %6#3 : tensor<256x512xui32>, tensor<256x512xui32>
  }
  func.func private @closed_call_7(%arg0: tensor<i32>, %arg1: tensor<256x512xui32>, %arg2: tensor<256x512xui32>, %arg3: tensor<ui32>, %arg4: tensor<ui32>, %arg5: tensor<ui32>, %arg6: tensor<4xui32>, %arg7: tensor<4xui32>) -> (tensor<i32>, tensor<256x512xui32>, tensor<256x512xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) {
    %c = stablehlo.constant dense<1> : tensor<i32>
    %0 = stablehlo.add %arg0, %c : tensor<i32>
    %1 = stablehlo.slice %arg6 [0:1] : (tensor<4xui32>) -> tensor<1xui32>
    %2 = stablehlo.reshape %1 : (tensor<1xui32>) -> tensor<ui32>
    %3 = stablehlo.add %arg1, %arg2 : tensor<256x512xui32>
    %4 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<ui32>) -> tensor<256x512xui32>
    %5 = stablehlo.shift_left %arg2, %4 : tensor<256x512xui32>
    %c_0 = stablehlo.constant dense<32> : tensor<ui32>
    %6 = stablehlo.subtract %c_0, %2 : tensor<ui32>
    %7 = stablehlo.broadcast_in_dim %6, dims = [] : (tensor<ui32>) -> tensor<256x512xui32>
    %8 = stablehlo.shift_right_logical %arg2, %7 : tensor<256x512xui32>
    %9 = stablehlo.or %5, %8 : tensor<256x512xui32>
    %10 = stablehlo.xor %3, %9 : tensor<256x512xui32>
    %11 = stablehlo.slice %arg6 [1:2] : (tensor<4xui32>) -> tensor<1xui32>
    %12 = stablehlo.reshape %11 : (tensor<1xui32>) -> tensor<ui32>
    %13 = stablehlo.add %3, %10 : tensor<256x512xui32>
    %14 = stablehlo.broadcast_in_dim %12, dims = [] : (tensor<ui32>) -> tensor<256x512xui32>
    %15 = stablehlo.shift_left %10, %14 : tensor<256x512xui32>
    %c_1 = stablehlo.constant dense<32> : tensor<ui32>
    %16 = stablehlo.subtract %c_1, %12 : tensor<ui32>
    %17 = stablehlo.broadcast_in_dim %16, dims = [] : (tensor<ui32>) -> tensor<256x512xui32>
    %18 = stablehlo.shift_right_logical %10, %17 : tensor<256x512xui32>
    %19 = stablehlo.or %15, %18 : tensor<256x512xui32>
    %20 = stablehlo.xor %13, %19 : tensor<256x512xui32>
    %21 = stablehlo.slice %arg6 [2:3] : (tensor<4xui32>) -> tensor<1xui32>
    %22 = stablehlo.reshape %21 : (tensor<1xui32>) -> tensor<ui32>
    %23 = stablehlo.add %13, %20 : tensor<256x512xui32>
    %24 = stablehlo.broadcast_in_dim %22, dims = [] : (tensor<ui32>) -> tensor<256x512xui32>
    %25 = stablehlo.shift_left %20, %24 : tensor<256x512xui32>
    %c_2 = stablehlo.constant dense<32> : tensor<ui32>
    %26 = stablehlo.subtract %c_2, %22 : tensor<ui32>
    %27 = stablehlo.broadcast_in_dim %26, dims = [] : (tensor<ui32>) -> tensor<256x512xui32>
    %28 = stablehlo.shift_right_logical %20, %27 : tensor<256x512xui32>
    %29 = stablehlo.or %25, %28 : tensor<256x512xui32>
    %30 = stablehlo.xor %23, %29 : tensor<256x512xui32>
    %31 = stablehlo.slice %arg6 [3:4] : (tensor<4xui32>) -> tensor<1xui32>
    %32 = stablehlo.reshape %31 : (tensor<1xui32>) -> tensor<ui32>
    %33 = stablehlo.add %23, %30 : tensor<256x512xui32>
    %34 = stablehlo.broadcast_in_dim %32, dims = [] : (tensor<ui32>) -> tensor<256x512xui32>
    %35 = stablehlo.shift_left %30, %34 : tensor<256x512xui32>
    %c_3 = stablehlo.constant dense<32> : tensor<ui32>
    %36 = stablehlo.subtract %c_3, %32 : tensor<ui32>
    %37 = stablehlo.broadcast_in_dim %36, dims = [] : (tensor<ui32>) -> tensor<256x512xui32>
    %38 = stablehlo.shift_right_logical %30, %37 : tensor<256x512xui32>
    %39 = stablehlo.or %35, %38 : tensor<256x512xui32>
    %40 = stablehlo.xor %33, %39 : tensor<256x512xui32>
    %41 = stablehlo.broadcast_in_dim %arg3, dims = [] : (tensor<ui32>) -> tensor<256x512xui32>
    %42 = stablehlo.add %33, %41 : tensor<256x512xui32>
    %43 = stablehlo.broadcast_in_dim %arg4, dims = [] : (tensor<ui32>) -> tensor<256x512xui32>
    %44 = stablehlo.add %40, %43 : tensor<256x512xui32>
    %c_4 = stablehlo.constant dense<1> : tensor<i32>
    %45 = stablehlo.add %arg0, %c_4 : tensor<i32>
    %46 = stablehlo.convert %45 : (tensor<i32>) -> tensor<ui32>
    %47 = stablehlo.broadcast_in_dim %46, dims = [] : (tensor<ui32>) -> tensor<256x512xui32>
    %48 = stablehlo.add %44, %47 : tensor<256x512xui32>
    return %0, %42, %48, %arg4, %arg5, %arg3, %arg7, %arg6 : tensor<i32>, tensor<256x512xui32>, tensor<256x512xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>
  }
  func.func private @_normal_8(%arg0: tensor<2xui32>) -> tensor<512x512xf32> {
    %0 = call @_normal_real_9(%arg0) : (tensor<2xui32>) -> tensor<512x512xf32>
    return %0 : tensor<512x512xf32>
  }
  func.func private @_normal_real_9(%arg0: tensor<2xui32>) -> tensor<512x512xf32> {
    %cst = stablehlo.constant dense<-0.99999994> : tensor<f32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %0 = call @_uniform_10(%arg0, %cst, %cst_0) : (tensor<2xui32>, tensor<f32>, tensor<f32>) -> tensor<512x512xf32>
    %1 = chlo.erf_inv %0 : tensor<512x512xf32> -> tensor<512x512xf32>
    %cst_1 = stablehlo.constant dense<1.41421354> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<512x512xf32>
    %3 = stablehlo.multiply %2, %1 : tensor<512x512xf32>
    return %3 : tensor<512x512xf32>
  }
  func.func private @_uniform_10(%arg0: tensor<2xui32>, %arg1: tensor<f32>, %arg2: tensor<f32>) -> tensor<512x512xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<f32>) -> tensor<1x1xf32>
    %1 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<f32>) -> tensor<1x1xf32>
    %2 = stablehlo.slice %arg0 [0:1] : (tensor<2xui32>) -> tensor<1xui32>
    %3 = stablehlo.reshape %2 : (tensor<1xui32>) -> tensor<ui32>
    %4 = stablehlo.slice %arg0 [1:2] : (tensor<2xui32>) -> tensor<1xui32>
    %5 = stablehlo.reshape %4 : (tensor<1xui32>) -> tensor<ui32>
    %6 = stablehlo.iota dim = 0 : tensor<512x512xui64>
    %7 = stablehlo.iota dim = 1 : tensor<512x512xui64>
    %c = stablehlo.constant dense<512> : tensor<ui64>
    %8 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<ui64>) -> tensor<512x512xui64>
    %9 = stablehlo.multiply %8, %6 : tensor<512x512xui64>
    %c_0 = stablehlo.constant dense<1> : tensor<ui64>
    %10 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<ui64>) -> tensor<512x512xui64>
    %11 = stablehlo.multiply %10, %7 : tensor<512x512xui64>
    %12 = stablehlo.add %9, %11 : tensor<512x512xui64>
    %c_1 = stablehlo.constant dense<32> : tensor<ui64>
    %13 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<ui64>) -> tensor<512x512xui64>
    %14 = stablehlo.shift_right_logical %12, %13 : tensor<512x512xui64>
    %15 = stablehlo.convert %12 : (tensor<512x512xui64>) -> tensor<512x512xui32>
    %16 = stablehlo.convert %14 : (tensor<512x512xui64>) -> tensor<512x512xui32>
    %17:2 = call @threefry2x32_11(%3, %5, %16, %15) : (tensor<ui32>, tensor<ui32>, tensor<512x512xui32>, tensor<512x512xui32>) -> (tensor<512x512xui32>, tensor<512x512xui32>)
    %18 = stablehlo.xor %17#0, %17#1 : tensor<512x512xui32>
    %c_2 = stablehlo.constant dense<9> : tensor<ui32>
    %19 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<ui32>) -> tensor<512x512xui32>
    %20 = stablehlo.shift_right_logical %18, %19 : tensor<512x512xui32>
    %c_3 = stablehlo.constant dense<1065353216> : tensor<ui32>
    %21 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<ui32>) -> tensor<512x512xui32>
    %22 = stablehlo.or %20, %21 : tensor<512x512xui32>
    %23 = stablehlo.bitcast_convert %22 : (tensor<512x512xui32>) -> tensor<512x512xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %24 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<512x512xf32>
    %25 = stablehlo.subtract %23, %24 : tensor<512x512xf32>
    %26 = stablehlo.subtract %1, %0 : tensor<1x1xf32>
    %27 = stablehlo.broadcast_in_dim %26, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<512x512xf32>
    %28 = stablehlo.multiply %25, %27 : tensor<512x512xf32>
    %29 = stablehlo.broadcast_in_dim %0, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<512x512xf32>
    %30 = stablehlo.add %28, %29 : tensor<512x512xf32>
    %31 = stablehlo.broadcast_in_dim %0, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<512x512xf32>
    %32 = stablehlo.maximum %31, %30 : tensor<512x512xf32>
    return %32 : tensor<512x512xf32>
  }
  func.func private @threefry2x32_11(%arg0: tensor<ui32>, %arg1: tensor<ui32>, %arg2: tensor<512x512xui32>, %arg3: tensor<512x512xui32>) -> (tensor<512x512xui32>, tensor<512x512xui32>) {
    %c = stablehlo.constant dense<[13, 15, 26, 6]> : tensor<4xui32>
    %c_0 = stablehlo.constant dense<[17, 29, 16, 24]> : tensor<4xui32>
    %0 = stablehlo.xor %arg0, %arg1 : tensor<ui32>
    %c_1 = stablehlo.constant dense<466688986> : tensor<ui32>
    %1 = stablehlo.xor %0, %c_1 : tensor<ui32>
    %2 = stablehlo.broadcast_in_dim %arg0, dims = [] : (tensor<ui32>) -> tensor<512x512xui32>
    %3 = stablehlo.add %arg2, %2 : tensor<512x512xui32>
    %4 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<ui32>) -> tensor<512x512xui32>
    %5 = stablehlo.add %arg3, %4 : tensor<512x512xui32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %6:9 = stablehlo.while(%iterArg = %c_3, %iterArg_4 = %c_2, %iterArg_5 = %3, %iterArg_6 = %5, %iterArg_7 = %arg1, %iterArg_8 = %1, %iterArg_9 = %arg0, %iterArg_10 = %c, %iterArg_11 = %c_0) : tensor<i32>, tensor<i32>, tensor<512x512xui32>, tensor<512x512xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>
    cond {
      %c_12 = stablehlo.constant dense<5> : tensor<i32>
      %7 = stablehlo.compare LT, %iterArg, %c_12, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %7 : tensor<i1>
    } do {
      %7:8 = func.call @closed_call_12(%iterArg_4, %iterArg_5, %iterArg_6, %iterArg_7, %iterArg_8, %iterArg_9, %iterArg_10, %iterArg_11) : (tensor<i32>, tensor<512x512xui32>, tensor<512x512xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) -> (tensor<i32>, tensor<512x512xui32>, tensor<512x512xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>)
      %c_12 = stablehlo.constant dense<1> : tensor<i32>
      %8 = stablehlo.add %iterArg, %c_12 : tensor<i32>
      stablehlo.return %8, %7#0, %7#1, %7#2, %7#3, %7#4, %7#5, %7#6, %7#7 : tensor<i32>, tensor<i32>, tensor<512x512xui32>, tensor<512x512xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>
    }
    return %6#2, %6#3 : tensor<512x512xui32>, tensor<512x512xui32>
  }
  func.func private @closed_call_12(%arg0: tensor<i32>, %arg1: tensor<512x512xui32>, %arg2: tensor<512x512xui32>, %arg3: tensor<ui32>, %arg4: tensor<ui32>, %arg5: tensor<ui32>, %arg6: tensor<4xui32>, %arg7: tensor<4xui32>) -> (tensor<i32>, tensor<512x512xui32>, tensor<512x512xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) {
    %c = stablehlo.constant dense<1> : tensor<i32>
    %0 = stablehlo.add %arg0, %c : tensor<i32>
    %1 = stablehlo.slice %arg6 [0:1] : (tensor<4xui32>) -> tensor<1xui32>
    %2 = stablehlo.reshape %1 : (tensor<1xui32>) -> tensor<ui32>
    %3 = stablehlo.add %arg1, %arg2 : tensor<512x512xui32>
    %4 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<ui32>) -> tensor<512x512xui32>
    %5 = stablehlo.shift_left %arg2, %4 : tensor<512x512xui32>
    %c_0 = stablehlo.constant dense<32> : tensor<ui32>
    %6 = stablehlo.subtract %c_0, %2 : tensor<ui32>
    %7 = stablehlo.broadcast_in_dim %6, dims = [] : (tensor<ui32>) -> tensor<512x512xui32>
    %8 = stablehlo.shift_right_logical %arg2, %7 : tensor<512x512xui32>
    %9 = stablehlo.or %5, %8 : tensor<512x512xui32>
    %10 = stablehlo.xor %3, %9 : tensor<512x512xui32>
    %11 = stablehlo.slice %arg6 [1:2] : (tensor<4xui32>) -> tensor<1xui32>
    %12 = stablehlo.reshape %11 : (tensor<1xui32>) -> tensor<ui32>
    %13 = stablehlo.add %3, %10 : tensor<512x512xui32>
    %14 = stablehlo.broadcast_in_dim %12, dims = [] : (tensor<ui32>) -> tensor<512x512xui32>
    %15 = stablehlo.shift_left %10, %14 : tensor<512x512xui32>
    %c_1 = stablehlo.constant dense<32> : tensor<ui32>
    %16 = stablehlo.subtract %c_1, %12 : tensor<ui32>
    %17 = stablehlo.broadcast_in_dim %16, dims = [] : (tensor<ui32>) -> tensor<512x512xui32>
    %18 = stablehlo.shift_right_logical %10, %17 : tensor<512x512xui32>
    %19 = stablehlo.or %15, %18 : tensor<512x512xui32>
    %20 = stablehlo.xor %13, %19 : tensor<512x512xui32>
    %21 = stablehlo.slice %arg6 [2:3] : (tensor<4xui32>) -> tensor<1xui32>
    %22 = stablehlo.reshape %21 : (tensor<1xui32>) -> tensor<ui32>
    %23 = stablehlo.add %13, %20 : tensor<512x512xui32>
    %24 = stablehlo.broadcast_in_dim %22, dims = [] : (tensor<ui32>) -> tensor<512x512xui32>
    %25 = stablehlo.shift_left %20, %24 : tensor<512x512xui32>
    %c_2 = stablehlo.constant dense<32> : tensor<ui32>
    %26 = stablehlo.subtract %c_2, %22 : tensor<ui32>
    %27 = stablehlo.broadcast_in_dim %26, dims = [] : (tensor<ui32>) -> tensor<512x512xui32>
    %28 = stablehlo.shift_right_logical %20, %27 : tensor<512x512xui32>
    %29 = stablehlo.or %25, %28 : tensor<512x512xui32>
    %30 = stablehlo.xor %23, %29 : tensor<512x512xui32>
    %31 = stablehlo.slice %arg6 [3:4] : (tensor<4xui32>) -> tensor<1xui32>
    %32 = stablehlo.reshape %31 : (tensor<1xui32>) -> tensor<ui32>
    %33 = stablehlo.add %23, %30 : tensor<512x512xui32>
    %34 = stablehlo.broadcast_in_dim %32, dims = [] : (tensor<ui32>) -> tensor<512x512xui32>
    %35 = stablehlo.shift_left %30, %34 : tensor<512x512xui32>
    %c_3 = stablehlo.constant dense<32> : tensor<ui32>
    %36 = stablehlo.subtract %c_3, %32 : tensor<ui32>
    %37 = stablehlo.broadcast_in_dim %36, dims = [] : (tensor<ui32>) -> tensor<512x512xui32>
    %38 = stablehlo.shift_right_logical %30, %37 : tensor<512x512xui32>
    %39 = stablehlo.or %35, %38 : tensor<512x512xui32>
    %40 = stablehlo.xor %33, %39 : tensor<512x512xui32>
    %41 = stablehlo.broadcast_in_dim %arg3, dims = [] : (tensor<ui32>) -> tensor<512x512xui32>
    %42 = stablehlo.add %33, %41 : tensor<512x512xui32>
    %43 = stablehlo.broadcast_in_dim %arg4, dims = [] : (tensor<ui32>) -> tensor<512x512xui32>
    %44 = stablehlo.add %40, %43 : tensor<512x512xui32>
    %c_4 = stablehlo.constant dense<1> : tensor<i32>
    %45 = stablehlo.add %arg0, %c_4 : tensor<i32>
    %46 = stablehlo.convert %45 : (tensor<i32>) -> tensor<ui32>
    %47 = stablehlo.broadcast_in_dim %46, dims = [] : (tensor<ui32>) -> tensor<512x512xui32>
    %48 = stablehlo.add %44, %47 : tensor<512x512xui32>
    return %0, %42, %48, %arg4, %arg5, %arg3, %arg7, %arg6 : tensor<i32>, tensor<512x512xui32>, tensor<512x512xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>
  }
  func.func private @_normal_13(%arg0: tensor<2xui32>) -> tensor<512x10xf32> {
    %0 = call @_normal_real_14(%arg0) : (tensor<2xui32>) -> tensor<512x10xf32>
    return %0 : tensor<512x10xf32>
  }
  func.func private @_normal_real_14(%arg0: tensor<2xui32>) -> tensor<512x10xf32> {
    %cst = stablehlo.constant dense<-0.99999994> : tensor<f32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %0 = call @_uniform_15(%arg0, %cst, %cst_0) : (tensor<2xui32>, tensor<f32>, tensor<f32>) -> tensor<512x10xf32>
    %1 = chlo.erf_inv %0 : tensor<512x10xf32> -> tensor<512x10xf32>
    %cst_1 = stablehlo.constant dense<1.41421354> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<512x10xf32>
    %3 = stablehlo.multiply %2, %1 : tensor<512x10xf32>
    return %3 : tensor<512x10xf32>
  }
  func.func private @_uniform_15(%arg0: tensor<2xui32>, %arg1: tensor<f32>, %arg2: tensor<f32>) -> tensor<512x10xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<f32>) -> tensor<1x1xf32>
    %1 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<f32>) -> tensor<1x1xf32>
    %2 = stablehlo.slice %arg0 [0:1] : (tensor<2xui32>) -> tensor<1xui32>
    %3 = stablehlo.reshape %2 : (tensor<1xui32>) -> tensor<ui32>
    %4 = stablehlo.slice %arg0 [1:2] : (tensor<2xui32>) -> tensor<1xui32>
    %5 = stablehlo.reshape %4 : (tensor<1xui32>) -> tensor<ui32>
    %6 = stablehlo.iota dim = 0 : tensor<512x10xui64>
    %7 = stablehlo.iota dim = 1 : tensor<512x10xui64>
    %c = stablehlo.constant dense<10> : tensor<ui64>
    %8 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<ui64>) -> tensor<512x10xui64>
    %9 = stablehlo.multiply %8, %6 : tensor<512x10xui64>
    %c_0 = stablehlo.constant dense<1> : tensor<ui64>
    %10 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<ui64>) -> tensor<512x10xui64>
    %11 = stablehlo.multiply %10, %7 : tensor<512x10xui64>
    %12 = stablehlo.add %9, %11 : tensor<512x10xui64>
    %c_1 = stablehlo.constant dense<32> : tensor<ui64>
    %13 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<ui64>) -> tensor<512x10xui64>
    %14 = stablehlo.shift_right_logical %12, %13 : tensor<512x10xui64>
    %15 = stablehlo.convert %12 : (tensor<512x10xui64>) -> tensor<512x10xui32>
    %16 = stablehlo.convert %14 : (tensor<512x10xui64>) -> tensor<512x10xui32>
    %17:2 = call @threefry2x32_16(%3, %5, %16, %15) : (tensor<ui32>, tensor<ui32>, tensor<512x10xui32>, tensor<512x10xui32>) -> (tensor<512x10xui32>, tensor<512x10xui32>)
    %18 = stablehlo.xor %17#0, %17#1 : tensor<512x10xui32>
    %c_2 = stablehlo.constant dense<9> : tensor<ui32>
    %19 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<ui32>) -> tensor<512x10xui32>
    %20 = stablehlo.shift_right_logical %18, %19 : tensor<512x10xui32>
    %c_3 = stablehlo.constant dense<1065353216> : tensor<ui32>
    %21 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<ui32>) -> tensor<512x10xui32>
    %22 = stablehlo.or %20, %21 : tensor<512x10xui32>
    %23 = stablehlo.bitcast_convert %22 : (tensor<512x10xui32>) -> tensor<512x10xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %24 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<512x10xf32>
    %25 = stablehlo.subtract %23, %24 : tensor<512x10xf32>
    %26 = stablehlo.subtract %1, %0 : tensor<1x1xf32>
    %27 = stablehlo.broadcast_in_dim %26, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<512x10xf32>
    %28 = stablehlo.multiply %25, %27 : tensor<512x10xf32>
    %29 = stablehlo.broadcast_in_dim %0, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<512x10xf32>
    %30 = stablehlo.add %28, %29 : tensor<512x10xf32>
    %31 = stablehlo.broadcast_in_dim %0, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<512x10xf32>
    %32 = stablehlo.maximum %31, %30 : tensor<512x10xf32>
    return %32 : tensor<512x10xf32>
  }
  func.func private @threefry2x32_16(%arg0: tensor<ui32>, %arg1: tensor<ui32>, %arg2: tensor<512x10xui32>, %arg3: tensor<512x10xui32>) -> (tensor<512x10xui32>, tensor<512x10xui32>) {
    %c = stablehlo.constant dense<[13, 15, 26, 6]> : tensor<4xui32>
    %c_0 = stablehlo.constant dense<[17, 29, 16, 24]> : tensor<4xui32>
    %0 = stablehlo.xor %arg0, %arg1 : tensor<ui32>
    %c_1 = stablehlo.constant dense<466688986> : tensor<ui32>
    %1 = stablehlo.xor %0, %c_1 : tensor<ui32>
    %2 = stablehlo.broadcast_in_dim %arg0, dims = [] : (tensor<ui32>) -> tensor<512x10xui32>
    %3 = stablehlo.add %arg2, %2 : tensor<512x10xui32>
    %4 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<ui32>) -> tensor<512x10xui32>
    %5 = stablehlo.add %arg3, %4 : tensor<512x10xui32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %6:9 = stablehlo.while(%iterArg = %c_3, %iterArg_4 = %c_2, %iterArg_5 = %3, %iterArg_6 = %5, %iterArg_7 = %arg1, %iterArg_8 = %1, %iterArg_9 = %arg0, %iterArg_10 = %c, %iterArg_11 = %c_0) : tensor<i32>, tensor<i32>, tensor<512x10xui32>, tensor<512x10xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>
    cond {
      %c_12 = stablehlo.constant dense<5> : tensor<i32>
      %7 = stablehlo.compare LT, %iterArg, %c_12, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %7 : tensor<i1>
    } do {
      %7:8 = func.call @closed_call_17(%iterArg_4, %iterArg_5, %iterArg_6, %iterArg_7, %iterArg_8, %iterArg_9, %iterArg_10, %iterArg_11) : (tensor<i32>, tensor<512x10xui32>, tensor<512x10xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) -> (tensor<i32>, tensor<512x10xui32>, tensor<512x10xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>)
      %c_12 = stablehlo.constant dense<1> : tensor<i32>
      %8 = stablehlo.add %iterArg, %c_12 : tensor<i32>
      stablehlo.return %8, %7#0, %7#1, %7#2, %7#3, %7#4, %7#5, %7#6, %7#7 : tensor<i32>, tensor<i32>, tensor<512x10xui32>, tensor<512x10xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>
    }
    return %6#2, %6#3 : tensor<512x10xui32>, tensor<512x10xui32>
  }
  func.func private @closed_call_17(%arg0: tensor<i32>, %arg1: tensor<512x10xui32>, %arg2: tensor<512x10xui32>, %arg3: tensor<ui32>, %arg4: tensor<ui32>, %arg5: tensor<ui32>, %arg6: tensor<4xui32>, %arg7: tensor<4xui32>) -> (tensor<i32>, tensor<512x10xui32>, tensor<512x10xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) {
    %c = stablehlo.constant dense<1> : tensor<i32>
    %0 = stablehlo.add %arg0, %c : tensor<i32>
    %1 = stablehlo.slice %arg6 [0:1] : (tensor<4xui32>) -> tensor<1xui32>
    %2 = stablehlo.reshape %1 : (tensor<1xui32>) -> tensor<ui32>
    %3 = stablehlo.add %arg1, %arg2 : tensor<512x10xui32>
    %4 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<ui32>) -> tensor<512x10xui32>
    %5 = stablehlo.shift_left %arg2, %4 : tensor<512x10xui32>
    %c_0 = stablehlo.constant dense<32> : tensor<ui32>
    %6 = stablehlo.subtract %c_0, %2 : tensor<ui32>
    %7 = stablehlo.broadcast_in_dim %6, dims = [] : (tensor<ui32>) -> tensor<512x10xui32>
    %8 = stablehlo.shift_right_logical %arg2, %7 : tensor<512x10xui32>
    %9 = stablehlo.or %5, %8 : tensor<512x10xui32>
    %10 = stablehlo.xor %3, %9 : tensor<512x10xui32>
    %11 = stablehlo.slice %arg6 [1:2] : (tensor<4xui32>) -> tensor<1xui32>
    %12 = stablehlo.reshape %11 : (tensor<1xui32>) -> tensor<ui32>
    %13 = stablehlo.add %3, %10 : tensor<512x10xui32>
    %14 = stablehlo.broadcast_in_dim %12, dims = [] : (tensor<ui32>) -> tensor<512x10xui32>
    %15 = stablehlo.shift_left %10, %14 : tensor<512x10xui32>
    %c_1 = stablehlo.constant dense<32> : tensor<ui32>
    %16 = stablehlo.subtract %c_1, %12 : tensor<ui32>
    %17 = stablehlo.broadcast_in_dim %16, dims = [] : (tensor<ui32>) -> tensor<512x10xui32>
    %18 = stablehlo.shift_right_logical %10, %17 : tensor<512x10xui32>
    %19 = stablehlo.or %15, %18 : tensor<512x10xui32>
    %20 = stablehlo.xor %13, %19 : tensor<512x10xui32>
    %21 = stablehlo.slice %arg6 [2:3] : (tensor<4xui32>) -> tensor<1xui32>
    %22 = stablehlo.reshape %21 : (tensor<1xui32>) -> tensor<ui32>
    %23 = stablehlo.add %13, %20 : tensor<512x10xui32>
    %24 = stablehlo.broadcast_in_dim %22, dims = [] : (tensor<ui32>) -> tensor<512x10xui32>
    %25 = stablehlo.shift_left %20, %24 : tensor<512x10xui32>
    %c_2 = stablehlo.constant dense<32> : tensor<ui32>
    %26 = stablehlo.subtract %c_2, %22 : tensor<ui32>
    %27 = stablehlo.broadcast_in_dim %26, dims = [] : (tensor<ui32>) -> tensor<512x10xui32>
    %28 = stablehlo.shift_right_logical %20, %27 : tensor<512x10xui32>
    %29 = stablehlo.or %25, %28 : tensor<512x10xui32>
    %30 = stablehlo.xor %23, %29 : tensor<512x10xui32>
    %31 = stablehlo.slice %arg6 [3:4] : (tensor<4xui32>) -> tensor<1xui32>
    %32 = stablehlo.reshape %31 : (tensor<1xui32>) -> tensor<ui32>
    %33 = stablehlo.add %23, %30 : tensor<512x10xui32>
    %34 = stablehlo.broadcast_in_dim %32, dims = [] : (tensor<ui32>) -> tensor<512x10xui32>
    %35 = stablehlo.shift_left %30, %34 : tensor<512x10xui32>
    %c_3 = stablehlo.constant dense<32> : tensor<ui32>
    %36 = stablehlo.subtract %c_3, %32 : tensor<ui32>
    %37 = stablehlo.broadcast_in_dim %36, dims = [] : (tensor<ui32>) -> tensor<512x10xui32>
    %38 = stablehlo.shift_right_logical %30, %37 : tensor<512x10xui32>
    %39 = stablehlo.or %35, %38 : tensor<512x10xui32>
    %40 = stablehlo.xor %33, %39 : tensor<512x10xui32>
    %41 = stablehlo.broadcast_in_dim %arg3, dims = [] : (tensor<ui32>) -> tensor<512x10xui32>
    %42 = stablehlo.add %33, %41 : tensor<512x10xui32>
    %43 = stablehlo.broadcast_in_dim %arg4, dims = [] : (tensor<ui32>) -> tensor<512x10xui32>
    %44 = stablehlo.add %40, %43 : tensor<512x10xui32>
    %c_4 = stablehlo.constant dense<1> : tensor<i32>
    %45 = stablehlo.add %arg0, %c_4 : tensor<i32>
    %46 = stablehlo.convert %45 : (tensor<i32>) -> tensor<ui32>
    %47 = stablehlo.broadcast_in_dim %46, dims = [] : (tensor<ui32>) -> tensor<512x10xui32>
    %48 = stablehlo.add %44, %47 : tensor<512x10xui32>
    return %0, %42, %48, %arg4, %arg5, %arg3, %arg7, %arg6 : tensor<i32>, tensor<512x10xui32>, tensor<512x10xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>
  }
}
