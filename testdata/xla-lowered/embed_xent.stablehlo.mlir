module @jit_embed_xent attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<16384x128xf32> {tf.aliasing_output = 0 : i32}, %arg1: tensor<128x128xf32> {tf.aliasing_output = 1 : i32}, %arg2: tensor<8x64xi32>, %arg3: tensor<8x64xi32>) -> (tensor<16384x128xf32> {jax.result_info = "result[0]"}, tensor<128x128xf32> {jax.result_info = "result[1]"}, tensor<f32> {jax.result_info = "result[2]"}) {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<8x64xi32>
    %1 = stablehlo.compare LT, %arg2, %0, SIGNED : (tensor<8x64xi32>, tensor<8x64xi32>) -> tensor<8x64xi1>
    %c_0 = stablehlo.constant dense<16384> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<8x64xi32>
    %3 = stablehlo.add %arg2, %2 : tensor<8x64xi32>
    %4 = stablehlo.select %1, %3, %arg2 : tensor<8x64xi1>, tensor<8x64xi32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0, 1] : (tensor<8x64xi32>) -> tensor<8x64x1xi32>
    %6 = "stablehlo.gather"(%arg0, %5) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 128>}> : (tensor<16384x128xf32>, tensor<8x64x1xi32>) -> tensor<8x64x128xf32>
    %7 = stablehlo.dot_general %6, %arg1, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xf32>, tensor<128x128xf32>) -> tensor<8x64x128xf32>
    %8 = stablehlo.tanh %7 : tensor<8x64x128xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %9 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x64x128xf32>
    %10 = stablehlo.subtract %9, %8 : tensor<8x64x128xf32>
    %11 = stablehlo.transpose %arg0, dims = [1, 0] : (tensor<16384x128xf32>) -> tensor<128x16384xf32>
    %12 = stablehlo.dot_general %8, %11, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xf32>, tensor<128x16384xf32>) -> tensor<8x64x16384xf32>
    %cst_1 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %13 = stablehlo.reduce(%12 init: %cst_1) applies stablehlo.maximum across dimensions = [2] : (tensor<8x64x16384xf32>, tensor<f32>) -> tensor<8x64xf32>
    %cst_2 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %14 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<8x64xf32>
    %15 = stablehlo.maximum %14, %13 : tensor<8x64xf32>
    %16 = stablehlo.is_finite %15 : (tensor<8x64xf32>) -> tensor<8x64xi1>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %17 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<8x64xf32>
    %18 = stablehlo.select %16, %15, %17 : tensor<8x64xi1>, tensor<8x64xf32>
    %19 = stablehlo.broadcast_in_dim %18, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %20 = stablehlo.broadcast_in_dim %19, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x16384xf32>
    %21 = stablehlo.subtract %12, %20 : tensor<8x64x16384xf32>
    %22 = stablehlo.exponential %21 : tensor<8x64x16384xf32>
    %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %23 = stablehlo.reduce(%22 init: %cst_4) applies stablehlo.add across dimensions = [2] : (tensor<8x64x16384xf32>, tensor<f32>) -> tensor<8x64xf32>
    %24 = stablehlo.abs %23 : tensor<8x64xf32>
    %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %25 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<8x64xf32>
    %26 = stablehlo.compare GE, %23, %25, FLOAT : (tensor<8x64xf32>, tensor<8x64xf32>) -> tensor<8x64xi1>
    %27 = stablehlo.log %24 : tensor<8x64xf32>
    %28 = stablehlo.add %27, %18 : tensor<8x64xf32>
    %29 = stablehlo.broadcast_in_dim %arg3, dims = [0, 1] : (tensor<8x64xi32>) -> tensor<8x64x1xi32>
    %30:2 = call @take_along_axis(%12, %29) : (tensor<8x64x16384xf32>, tensor<8x64x1xi32>) -> (tensor<8x64x1xf32>, tensor<8x64x1x1xi32>)
    %31 = stablehlo.reshape %30#0 : (tensor<8x64x1xf32>) -> tensor<8x64xf32>
    %32 = stablehlo.subtract %28, %31 : tensor<8x64xf32>
    %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %33 = stablehlo.reduce(%32 init: %cst_6) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x64xf32>, tensor<f32>) -> tensor<f32>
    %cst_7 = stablehlo.constant dense<5.120000e+02> : tensor<f32>
    %34 = stablehlo.divide %33, %cst_7 : tensor<f32>
    %cst_8 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %cst_9 = stablehlo.constant dense<5.120000e+02> : tensor<f32>
    %35 = stablehlo.divide %cst_8, %cst_9 : tensor<f32>
    %36 = stablehlo.broadcast_in_dim %35, dims = [] : (tensor<f32>) -> tensor<8x64xf32>
    %37 = stablehlo.negate %36 : tensor<8x64xf32>
    %38 = stablehlo.broadcast_in_dim %37, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %39 = call @take_along_axis_0(%30#1, %38) : (tensor<8x64x1x1xi32>, tensor<8x64x1xf32>) -> tensor<8x64x16384xf32>
    %40 = stablehlo.divide %36, %24 : tensor<8x64xf32>
    %cst_10 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %41 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<8x64xf32>
    %42 = stablehlo.select %26, %41, %40 : tensor<8x64xi1>, tensor<8x64xf32>
    %43 = stablehlo.select %26, %40, %41 : tensor<8x64xi1>, tensor<8x64xf32>
    %44 = stablehlo.negate %42 : tensor<8x64xf32>
    %45 = stablehlo.add %43, %44 : tensor<8x64xf32>
    %46 = stablehlo.broadcast_in_dim %45, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x16384xf32>
    %47 = stablehlo.multiply %46, %22 : tensor<8x64x16384xf32>
    %48 = stablehlo.add %39, %47 : tensor<8x64x16384xf32>
    %49 = stablehlo.dot_general %48, %8, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x16384xf32>, tensor<8x64x128xf32>) -> tensor<16384x128xf32>
    %50 = stablehlo.transpose %49, dims = [1, 0] : (tensor<16384x128xf32>) -> tensor<128x16384xf32>
    %51 = stablehlo.dot_general %48, %11, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x16384xf32>, tensor<128x16384xf32>) -> tensor<8x64x128xf32>
    %52 = stablehlo.transpose %50, dims = [1, 0] : (tensor<128x16384xf32>) -> tensor<16384x128xf32>
    %53 = stablehlo.multiply %51, %10 : tensor<8x64x128xf32>
    %54 = stablehlo.multiply %53, %8 : tensor<8x64x128xf32>
    %55 = stablehlo.add %53, %54 : tensor<8x64x128xf32>
    %56 = stablehlo.dot_general %55, %6, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xf32>, tensor<8x64x128xf32>) -> tensor<128x128xf32>
    %57 = stablehlo.transpose %56, dims = [1, 0] : (tensor<128x128xf32>) -> tensor<128x128xf32>
    %58 = stablehlo.dot_general %55, %arg1, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xf32>, tensor<128x128xf32>) -> tensor<8x64x128xf32>
    %cst_11 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %59 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<16384x128xf32>
    %60 = "stablehlo.scatter"(%59, %5, %58) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg4: tensor<f32>, %arg5: tensor<f32>):
      %68 = stablehlo.add %arg4, %arg5 : tensor<f32>
      stablehlo.return %68 : tensor<f32>
    }) : (tensor<16384x128xf32>, tensor<8x64x1xi32>, tensor<8x64x128xf32>) -> tensor<16384x128xf32>
    %61 = stablehlo.add %52, %60 : tensor<16384x128xf32>
    %cst_12 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %62 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<16384x128xf32>
    %63 = stablehlo.multiply %62, %61 : tensor<16384x128xf32>
    %64 = stablehlo.subtract %arg0, %63 : tensor<16384x128xf32>
    %cst_13 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %65 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f32>) -> tensor<128x128xf32>
    %66 = stablehlo.multiply %65, %57 : tensor<128x128xf32>
    %67 = stablehlo.subtract %arg1, %66 : tensor<128x128xf32>
    return %64, %67, %34 : tensor<16384x128xf32>, tensor<128x128xf32>, tensor<f32>
  }
  func.func private @take_along_axis(%arg0: tensor<8x64x16384xf32>, %arg1: tensor<8x64x1xi32>) -> (tensor<8x64x1xf32>, tensor<8x64x1x1xi32>) {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<8x64x1xi32>
    %1 = stablehlo.compare LT, %arg1, %0, SIGNED : (tensor<8x64x1xi32>, tensor<8x64x1xi32>) -> tensor<8x64x1xi1>
    %c_0 = stablehlo.constant dense<16384> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<8x64x1xi32>
    %3 = stablehlo.add %arg1, %2 : tensor<8x64x1xi32>
    %4 = stablehlo.select %1, %3, %arg1 : tensor<8x64x1xi1>, tensor<8x64x1xi32>
    %5 = stablehlo.reshape %4 : (tensor<8x64x1xi32>) -> tensor<8x64x1x1xi32>
    %c_1 = stablehlo.constant dense<16383> : tensor<1xi32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %6 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<8x64x1x1xi32>
    %7 = stablehlo.compare GE, %5, %6, SIGNED : (tensor<8x64x1x1xi32>, tensor<8x64x1x1xi32>) -> tensor<8x64x1x1xi1>
    %8 = stablehlo.broadcast_in_dim %c_1, dims = [3] : (tensor<1xi32>) -> tensor<1x1x1x1xi32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xi32>) -> tensor<8x64x1x1xi32>
    %10 = stablehlo.compare LE, %5, %9, SIGNED : (tensor<8x64x1x1xi32>, tensor<8x64x1x1xi32>) -> tensor<8x64x1x1xi1>
    %11 = stablehlo.and %7, %10 : tensor<8x64x1x1xi1>
    %c_3 = stablehlo.constant dense<true> : tensor<i1>
    %12 = stablehlo.reduce(%11 init: %c_3) applies stablehlo.and across dimensions = [3] : (tensor<8x64x1x1xi1>, tensor<i1>) -> tensor<8x64x1xi1>
    %13 = "stablehlo.gather"(%arg0, %5) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [2], operand_batching_dims = [0, 1], start_indices_batching_dims = [0, 1], start_index_map = [2], index_vector_dim = 3>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1, 1>}> : (tensor<8x64x16384xf32>, tensor<8x64x1x1xi32>) -> tensor<8x64x1xf32>
    %cst = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %14 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %15 = stablehlo.select %12, %13, %14 : tensor<8x64x1xi1>, tensor<8x64x1xf32>
    return %15, %5 : tensor<8x64x1xf32>, tensor<8x64x1x1xi32>
  }
  func.func private @take_along_axis_0(%arg0: tensor<8x64x1x1xi32>, %arg1: tensor<8x64x1xf32>) -> tensor<8x64x16384xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x64x16384xf32>
    %1 = "stablehlo.scatter"(%0, %arg0, %arg1) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [2], input_batching_dims = [0, 1], scatter_indices_batching_dims = [0, 1], scatter_dims_to_operand_dims = [2], index_vector_dim = 3>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      %2 = stablehlo.add %arg2, %arg3 : tensor<f32>
      stablehlo.return %2 : tensor<f32>
    }) : (tensor<8x64x16384xf32>, tensor<8x64x1x1xi32>, tensor<8x64x1xf32>) -> tensor<8x64x16384xf32>
    return %1 : tensor<8x64x16384xf32>
  }
}
