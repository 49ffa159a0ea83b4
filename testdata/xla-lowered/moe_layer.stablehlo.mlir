module @jit_moe_layer attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<256x8xf32> {tf.aliasing_output = 0 : i32}, %arg1: tensor<8x256x512xf32> {tf.aliasing_output = 1 : i32}, %arg2: tensor<8x512x256xf32> {tf.aliasing_output = 2 : i32}, %arg3: tensor<512x256xf32>, %arg4: tensor<512x256xf32>) -> (tensor<256x8xf32> {jax.result_info = "result[0]['router']"}, tensor<8x256x512xf32> {jax.result_info = "result[0]['w1']"}, tensor<8x512x256xf32> {jax.result_info = "result[0]['w2']"}, tensor<f32> {jax.result_info = "result[1]"}) {
    %0 = stablehlo.dot_general %arg3, %arg0, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<512x256xf32>, tensor<256x8xf32>) -> tensor<512x8xf32>
    %cst = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %1 = stablehlo.reduce(%0 init: %cst) applies stablehlo.maximum across dimensions = [1] : (tensor<512x8xf32>, tensor<f32>) -> tensor<512xf32>
    %cst_0 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %3 = stablehlo.maximum %2, %1 : tensor<512xf32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [0] : (tensor<512xf32>) -> tensor<512x1xf32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0, 1] : (tensor<512x1xf32>) -> tensor<512x8xf32>
    %6 = stablehlo.subtract %0, %5 : tensor<512x8xf32>
    %7 = stablehlo.exponential %6 : tensor<512x8xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %8 = stablehlo.reduce(%7 init: %cst_1) applies stablehlo.add across dimensions = [1] : (tensor<512x8xf32>, tensor<f32>) -> tensor<512xf32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0] : (tensor<512xf32>) -> tensor<512x1xf32>
    %10 = stablehlo.broadcast_in_dim %9, dims = [0, 1] : (tensor<512x1xf32>) -> tensor<512x8xf32>
    %11 = stablehlo.divide %7, %10 : tensor<512x8xf32>
    %12 = stablehlo.multiply %9, %9 : tensor<512x1xf32>
    %cst_2 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %13 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<512x1xf32>
    %14 = stablehlo.divide %13, %12 : tensor<512x1xf32>
    %values, %indices = chlo.top_k(%11, k = 2) : tensor<512x8xf32> -> (tensor<512x2xf32>, tensor<512x2xi32>)
    %15 = stablehlo.reshape %indices : (tensor<512x2xi32>) -> tensor<512x2x1xi32>
    %16 = call @_one_hot(%indices) : (tensor<512x2xi32>) -> tensor<512x2x8xf32>
    %17 = stablehlo.reshape %16 : (tensor<512x2x8xf32>) -> tensor<1024x8xf32>
    %18 = call @cumsum(%17) : (tensor<1024x8xf32>) -> tensor<1024x8xf32>
    %19 = stablehlo.reshape %18 : (tensor<1024x8xf32>) -> tensor<512x2x8xf32>
    %20 = stablehlo.multiply %19, %16 : tensor<512x2x8xf32>
    %cst_3 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %21 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<512x2x8xf32>
    %22 = stablehlo.subtract %20, %21 : tensor<512x2x8xf32>
    %cst_4 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %23 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<512x2x8xf32>
    %24 = stablehlo.compare LT, %22, %23, FLOAT : (tensor<512x2x8xf32>, tensor<512x2x8xf32>) -> tensor<512x2x8xi1>
    %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %25 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<512x2x8xf32>
    %26 = stablehlo.compare GT, %16, %25, FLOAT : (tensor<512x2x8xf32>, tensor<512x2x8xf32>) -> tensor<512x2x8xi1>
    %27 = stablehlo.and %24, %26 : tensor<512x2x8xi1>
    %28 = stablehlo.broadcast_in_dim %27, dims = [0, 1, 2] : (tensor<512x2x8xi1>) -> tensor<512x2x8x1xi1>
    %29 = call @_one_hot_1(%22) : (tensor<512x2x8xf32>) -> tensor<512x2x8x128xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %30 = call @_where(%28, %29, %c) : (tensor<512x2x8x1xi1>, tensor<512x2x8x128xf32>, tensor<i32>) -> tensor<512x2x8x128xf32>
    %31 = stablehlo.broadcast_in_dim %values, dims = [0, 1] : (tensor<512x2xf32>) -> tensor<512x2x1x1xf32>
    %32 = stablehlo.broadcast_in_dim %31, dims = [0, 1, 2, 3] : (tensor<512x2x1x1xf32>) -> tensor<512x2x8x128xf32>
    %33 = stablehlo.multiply %30, %32 : tensor<512x2x8x128xf32>
    %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %34 = stablehlo.reduce(%33 init: %cst_6) applies stablehlo.add across dimensions = [1] : (tensor<512x2x8x128xf32>, tensor<f32>) -> tensor<512x8x128xf32>
    %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %35 = stablehlo.reduce(%30 init: %cst_7) applies stablehlo.add across dimensions = [1] : (tensor<512x2x8x128xf32>, tensor<f32>) -> tensor<512x8x128xf32>
    %36 = stablehlo.dot_general %35, %arg3, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<512x8x128xf32>, tensor<512x256xf32>) -> tensor<8x128x256xf32>
    %37 = stablehlo.dot_general %36, %arg1, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x128x256xf32>, tensor<8x256x512xf32>) -> tensor<8x128x512xf32>
    %38 = stablehlo.multiply %37, %37 : tensor<8x128x512xf32>
    %39 = stablehlo.multiply %38, %37 : tensor<8x128x512xf32>
    %40 = stablehlo.multiply %37, %37 : tensor<8x128x512xf32>
    %cst_8 = stablehlo.constant dense<3.000000e+00> : tensor<f32>
    %41 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<8x128x512xf32>
    %42 = stablehlo.multiply %41, %40 : tensor<8x128x512xf32>
    %cst_9 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %43 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<8x128x512xf32>
    %44 = stablehlo.multiply %43, %39 : tensor<8x128x512xf32>
    %45 = stablehlo.add %37, %44 : tensor<8x128x512xf32>
    %cst_10 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %46 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<8x128x512xf32>
    %47 = stablehlo.multiply %46, %45 : tensor<8x128x512xf32>
    %48 = stablehlo.tanh %47 : tensor<8x128x512xf32>
    %cst_11 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %49 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<8x128x512xf32>
    %50 = stablehlo.subtract %49, %48 : tensor<8x128x512xf32>
    %cst_12 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %51 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<8x128x512xf32>
    %52 = stablehlo.add %51, %48 : tensor<8x128x512xf32>
    %cst_13 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %53 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f32>) -> tensor<8x128x512xf32>
    %54 = stablehlo.multiply %53, %52 : tensor<8x128x512xf32>
    %55 = stablehlo.multiply %37, %54 : tensor<8x128x512xf32>
    %56 = stablehlo.dot_general %55, %arg2, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x128x512xf32>, tensor<8x512x256xf32>) -> tensor<8x128x256xf32>
    %57 = stablehlo.dot_general %34, %56, contracting_dims = [2, 1] x [1, 0], precision = [DEFAULT, DEFAULT] : (tensor<512x8x128xf32>, tensor<8x128x256xf32>) -> tensor<512x256xf32>
    %58 = stablehlo.subtract %57, %arg4 : tensor<512x256xf32>
    %59 = stablehlo.multiply %58, %58 : tensor<512x256xf32>
    %cst_14 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %60 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f32>) -> tensor<512x256xf32>
    %61 = stablehlo.multiply %60, %58 : tensor<512x256xf32>
    %cst_15 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %62 = stablehlo.reduce(%59 init: %cst_15) applies stablehlo.add across dimensions = [0, 1] : (tensor<512x256xf32>, tensor<f32>) -> tensor<f32>
    %cst_16 = stablehlo.constant dense<1.310720e+05> : tensor<f32>
    %63 = stablehlo.divide %62, %cst_16 : tensor<f32>
    %cst_17 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %cst_18 = stablehlo.constant dense<1.310720e+05> : tensor<f32>
    %64 = stablehlo.divide %cst_17, %cst_18 : tensor<f32>
    %65 = stablehlo.broadcast_in_dim %64, dims = [] : (tensor<f32>) -> tensor<512x256xf32>
    %66 = stablehlo.multiply %65, %61 : tensor<512x256xf32>
    %67 = stablehlo.dot_general %66, %34, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<512x256xf32>, tensor<512x8x128xf32>) -> tensor<256x8x128xf32>
    %68 = stablehlo.transpose %67, dims = [1, 2, 0] : (tensor<256x8x128xf32>) -> tensor<8x128x256xf32>
    %69 = stablehlo.dot_general %66, %56, contracting_dims = [1] x [2], precision = [DEFAULT, DEFAULT] : (tensor<512x256xf32>, tensor<8x128x256xf32>) -> tensor<512x8x128xf32>
    %70 = stablehlo.dot_general %68, %55, batching_dims = [0] x [0], contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x128x256xf32>, tensor<8x128x512xf32>) -> tensor<8x256x512xf32>
    %71 = stablehlo.transpose %70, dims = [0, 2, 1] : (tensor<8x256x512xf32>) -> tensor<8x512x256xf32>
    %72 = stablehlo.dot_general %68, %arg2, batching_dims = [0] x [0], contracting_dims = [2] x [2], precision = [DEFAULT, DEFAULT] : (tensor<8x128x256xf32>, tensor<8x512x256xf32>) -> tensor<8x128x512xf32>
    %73 = stablehlo.multiply %37, %72 : tensor<8x128x512xf32>
    %74 = stablehlo.multiply %72, %54 : tensor<8x128x512xf32>
    %cst_19 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %75 = stablehlo.broadcast_in_dim %cst_19, dims = [] : (tensor<f32>) -> tensor<8x128x512xf32>
    %76 = stablehlo.multiply %75, %73 : tensor<8x128x512xf32>
    %77 = stablehlo.multiply %76, %50 : tensor<8x128x512xf32>
    %78 = stablehlo.multiply %77, %48 : tensor<8x128x512xf32>
    %79 = stablehlo.add %77, %78 : tensor<8x128x512xf32>
    %cst_20 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %80 = stablehlo.broadcast_in_dim %cst_20, dims = [] : (tensor<f32>) -> tensor<8x128x512xf32>
    %81 = stablehlo.multiply %80, %79 : tensor<8x128x512xf32>
    %82 = stablehlo.add %74, %81 : tensor<8x128x512xf32>
    %cst_21 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %83 = stablehlo.broadcast_in_dim %cst_21, dims = [] : (tensor<f32>) -> tensor<8x128x512xf32>
    %84 = stablehlo.multiply %83, %81 : tensor<8x128x512xf32>
    %85 = stablehlo.multiply %84, %42 : tensor<8x128x512xf32>
    %86 = stablehlo.add %82, %85 : tensor<8x128x512xf32>
    %87 = stablehlo.dot_general %86, %36, batching_dims = [0] x [0], contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x128x512xf32>, tensor<8x128x256xf32>) -> tensor<8x512x256xf32>
    %88 = stablehlo.transpose %87, dims = [0, 2, 1] : (tensor<8x512x256xf32>) -> tensor<8x256x512xf32>
    %89 = stablehlo.broadcast_in_dim %69, dims = [0, 2, 3] : (tensor<512x8x128xf32>) -> tensor<512x2x8x128xf32>
    %90 = stablehlo.multiply %30, %89 : tensor<512x2x8x128xf32>
    %cst_22 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %91 = stablehlo.reduce(%90 init: %cst_22) applies stablehlo.add across dimensions = [2, 3] : (tensor<512x2x8x128xf32>, tensor<f32>) -> tensor<512x2xf32>
    %92 = stablehlo.reshape %91 : (tensor<512x2xf32>) -> tensor<512x2x1x1xf32>
    %cst_23 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %93 = stablehlo.reduce(%92 init: %cst_23) applies stablehlo.add across dimensions = [2, 3] : (tensor<512x2x1x1xf32>, tensor<f32>) -> tensor<512x2xf32>
    %cst_24 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %94 = stablehlo.broadcast_in_dim %cst_24, dims = [] : (tensor<f32>) -> tensor<512x8xf32>
    %95 = "stablehlo.scatter"(%94, %15, %93) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [1], input_batching_dims = [0], scatter_indices_batching_dims = [0], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg5: tensor<f32>, %arg6: tensor<f32>):
      %119 = stablehlo.add %arg5, %arg6 : tensor<f32>
      stablehlo.return %119 : tensor<f32>
    }) : (tensor<512x8xf32>, tensor<512x2x1xi32>, tensor<512x2xf32>) -> tensor<512x8xf32>
    %96 = stablehlo.broadcast_in_dim %14, dims = [0, 1] : (tensor<512x1xf32>) -> tensor<512x8xf32>
    %97 = stablehlo.multiply %95, %96 : tensor<512x8xf32>
    %98 = stablehlo.multiply %97, %7 : tensor<512x8xf32>
    %cst_25 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %99 = stablehlo.reduce(%98 init: %cst_25) applies stablehlo.add across dimensions = [1] : (tensor<512x8xf32>, tensor<f32>) -> tensor<512xf32>
    %100 = stablehlo.reshape %99 : (tensor<512xf32>) -> tensor<512x1xf32>
    %101 = stablehlo.negate %100 : tensor<512x1xf32>
    %102 = stablehlo.broadcast_in_dim %9, dims = [0, 1] : (tensor<512x1xf32>) -> tensor<512x8xf32>
    %103 = stablehlo.divide %95, %102 : tensor<512x8xf32>
    %cst_26 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %104 = stablehlo.reduce(%101 init: %cst_26) applies stablehlo.add across dimensions = [1] : (tensor<512x1xf32>, tensor<f32>) -> tensor<512xf32>
    %105 = stablehlo.broadcast_in_dim %104, dims = [0] : (tensor<512xf32>) -> tensor<512x8xf32>
    %106 = stablehlo.add %103, %105 : tensor<512x8xf32>
    %107 = stablehlo.multiply %106, %7 : tensor<512x8xf32>
    %108 = stablehlo.dot_general %107, %arg3, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<512x8xf32>, tensor<512x256xf32>) -> tensor<8x256xf32>
    %109 = stablehlo.transpose %108, dims = [1, 0] : (tensor<8x256xf32>) -> tensor<256x8xf32>
    %cst_27 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %110 = stablehlo.broadcast_in_dim %cst_27, dims = [] : (tensor<f32>) -> tensor<256x8xf32>
    %111 = stablehlo.multiply %110, %109 : tensor<256x8xf32>
    %112 = stablehlo.subtract %arg0, %111 : tensor<256x8xf32>
    %cst_28 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %113 = stablehlo.broadcast_in_dim %cst_28, dims = [] : (tensor<f32>) -> tensor<8x256x512xf32>
    %114 = stablehlo.multiply %113, %88 : tensor<8x256x512xf32>
    %115 = stablehlo.subtract %arg1, %114 : tensor<8x256x512xf32>
    %cst_29 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %116 = stablehlo.broadcast_in_dim %cst_29, dims = [] : (tensor<f32>) -> tensor<8x512x256xf32>
    %117 = stablehlo.multiply %116, %71 : tensor<8x512x256xf32>
    %118 = stablehlo.subtract %arg2, %117 : tensor<8x512x256xf32>
    return %112, %115, %118, %63 : tensor<256x8xf32>, tensor<8x256x512xf32>, tensor<8x512x256xf32>, tensor<f32>
  }
  func.func private @_one_hot(%arg0: tensor<512x2xi32>) -> tensor<512x2x8xf32> {
    %0 = stablehlo.broadcast_in_dim %arg0, dims = [0, 1] : (tensor<512x2xi32>) -> tensor<512x2x1xi32>
    %1 = stablehlo.iota dim = 2 : tensor<1x1x8xi32>
    %2 = stablehlo.broadcast_in_dim %0, dims = [0, 1, 2] : (tensor<512x2x1xi32>) -> tensor<512x2x8xi32>
    %3 = stablehlo.broadcast_in_dim %1, dims = [0, 1, 2] : (tensor<1x1x8xi32>) -> tensor<512x2x8xi32>
    %4 = stablehlo.compare EQ, %2, %3, SIGNED : (tensor<512x2x8xi32>, tensor<512x2x8xi32>) -> tensor<512x2x8xi1>
    %5 = stablehlo.convert %4 : (tensor<512x2x8xi1>) -> tensor<512x2x8xf32>
    return %5 : tensor<512x2x8xf32>
  }
  func.func private @cumsum(%arg0: tensor<1024x8xf32>) -> tensor<1024x8xf32> {
    %0 = call @cumsum_0(%arg0) : (tensor<1024x8xf32>) -> tensor<1024x8xf32>
    return %0 : tensor<1024x8xf32>
  }
  func.func private @cumsum_0(%arg0: tensor<1024x8xf32>) -> tensor<1024x8xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<f32>
    %1 = "stablehlo.reduce_window"(%arg0, %0) <{base_dilations = array<i64: 1, 1>, padding = dense<[[1023, 0], [0, 0]]> : tensor<2x2xi64>, window_dilations = array<i64: 1, 1>, window_dimensions = array<i64: 1024, 1>, window_strides = array<i64: 1, 1>}> ({
    ^bb0(%arg1: tensor<f32>, %arg2: tensor<f32>):
      %2 = stablehlo.add %arg1, %arg2 : tensor<f32>
      stablehlo.return %2 : tensor<f32>
    }) : (tensor<1024x8xf32>, tensor<f32>) -> tensor<1024x8xf32>
    return %1 : tensor<1024x8xf32>
  }
  func.func private @_one_hot_1(%arg0: tensor<512x2x8xf32>) -> tensor<512x2x8x128xf32> {
    %0 = stablehlo.broadcast_in_dim %arg0, dims = [0, 1, 2] : (tensor<512x2x8xf32>) -> tensor<512x2x8x1xf32>
    %1 = stablehlo.iota dim = 3 : tensor<1x1x1x128xf32>
    %2 = stablehlo.broadcast_in_dim %0, dims = [0, 1, 2, 3] : (tensor<512x2x8x1xf32>) -> tensor<512x2x8x128xf32>
    %3 = stablehlo.broadcast_in_dim %1, dims = [0, 1, 2, 3] : (tensor<1x1x1x128xf32>) -> tensor<512x2x8x128xf32>
    %4 = stablehlo.compare EQ, %2, %3, FLOAT : (tensor<512x2x8x128xf32>, tensor<512x2x8x128xf32>) -> tensor<512x2x8x128xi1>
    %5 = stablehlo.convert %4 : (tensor<512x2x8x128xi1>) -> tensor<512x2x8x128xf32>
    return %5 : tensor<512x2x8x128xf32>
  }
  func.func private @_where(%arg0: tensor<512x2x8x1xi1>, %arg1: tensor<512x2x8x128xf32>, %arg2: tensor<i32>) -> tensor<512x2x8x128xf32> {
    %0 = stablehlo.convert %arg2 : (tensor<i32>) -> tensor<f32>
    %1 = stablehlo.broadcast_in_dim %arg0, dims = [0, 1, 2, 3] : (tensor<512x2x8x1xi1>) -> tensor<512x2x8x128xi1>
    %2 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<512x2x8x128xf32>
    %3 = stablehlo.select %1, %arg1, %2 : tensor<512x2x8x128xi1>, tensor<512x2x8x128xf32>
    return %3 : tensor<512x2x8x128xf32>
  }
}
