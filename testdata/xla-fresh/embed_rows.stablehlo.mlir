module @jit_embed_rows attributes {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["data"=2, "model"=4]> {stablehlo.mesh = {axes = [{name = "data", size = 2 : i64}, {name = "model", size = 4 : i64}]}}
  func.func public @main(%arg0: tensor<512x1000xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {}]>, tf.aliasing_output = 0 : i32}, %arg1: tensor<32768x512xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>, tf.aliasing_output = 1 : i32}, %arg2: tensor<64x256xi32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}, %arg3: tensor<64xi32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}]>}) -> (tensor<512x1000xf32> {jax.result_info = "result[0]['cls']", sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {}]>}, tensor<32768x512xf32> {jax.result_info = "result[0]['table']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, tensor<f32> {jax.result_info = "result[1]", sdy.sharding = #sdy.sharding<@mesh, []>}) {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<64x256xi32>
    %1 = stablehlo.compare LT, %arg2, %0, SIGNED : (tensor<64x256xi32>, tensor<64x256xi32>) -> tensor<64x256xi1>
    %c_0 = stablehlo.constant dense<32768> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<64x256xi32>
    %3 = stablehlo.add %arg2, %2 : tensor<64x256xi32>
    %4 = stablehlo.select %1, %3, %arg2 : tensor<64x256xi1>, tensor<64x256xi32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0, 1] : (tensor<64x256xi32>) -> tensor<64x256x1xi32>
    %6 = "stablehlo.gather"(%arg1, %5) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 512>}> : (tensor<32768x512xf32>, tensor<64x256x1xi32>) -> tensor<64x256x512xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %7 = stablehlo.reduce(%6 init: %cst) applies stablehlo.add across dimensions = [1] : (tensor<64x256x512xf32>, tensor<f32>) -> tensor<64x512xf32>
    %cst_1 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %8 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<64x512xf32>
    %9 = stablehlo.divide %7, %8 : tensor<64x512xf32>
    %10 = stablehlo.dot_general %9, %arg0, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<64x512xf32>, tensor<512x1000xf32>) -> tensor<64x1000xf32>
    %11:3 = call @log_softmax(%10) : (tensor<64x1000xf32>) -> (tensor<64x1000xf32>, tensor<64x1000xf32>, tensor<64x1xf32>)
    %12 = stablehlo.broadcast_in_dim %arg3, dims = [0] : (tensor<64xi32>) -> tensor<64x1xi32>
    %13:2 = call @take_along_axis(%11#0, %12) : (tensor<64x1000xf32>, tensor<64x1xi32>) -> (tensor<64x1xf32>, tensor<64x1x1xi32>)
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %14 = stablehlo.reduce(%13#0 init: %cst_2) applies stablehlo.add across dimensions = [0, 1] : (tensor<64x1xf32>, tensor<f32>) -> tensor<f32>
    %cst_3 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %15 = stablehlo.divide %14, %cst_3 : tensor<f32>
    %16 = stablehlo.negate %15 : tensor<f32>
    %cst_4 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %17 = stablehlo.negate %cst_4 : tensor<f32>
    %cst_5 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %18 = stablehlo.divide %17, %cst_5 : tensor<f32>
    %19 = stablehlo.broadcast_in_dim %18, dims = [] : (tensor<f32>) -> tensor<64x1xf32>
    %20 = call @take_along_axis_0(%13#1, %19) : (tensor<64x1x1xi32>, tensor<64x1xf32>) -> tensor<64x1000xf32>
    %21 = call @log_softmax_1(%11#1, %11#2, %20) : (tensor<64x1000xf32>, tensor<64x1xf32>, tensor<64x1000xf32>) -> tensor<64x1000xf32>
    %22 = stablehlo.dot_general %21, %9, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<64x1000xf32>, tensor<64x512xf32>) -> tensor<1000x512xf32>
    %23 = stablehlo.transpose %22, dims = [1, 0] : (tensor<1000x512xf32>) -> tensor<512x1000xf32>
    %24 = stablehlo.dot_general %21, %arg0, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<64x1000xf32>, tensor<512x1000xf32>) -> tensor<64x512xf32>
    %cst_6 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %25 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<64x512xf32>
    %26 = stablehlo.divide %24, %25 : tensor<64x512xf32>
    %27 = stablehlo.broadcast_in_dim %26, dims = [0, 2] : (tensor<64x512xf32>) -> tensor<64x256x512xf32>
    %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %28 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<32768x512xf32>
    %29 = "stablehlo.scatter"(%28, %5, %27) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg4: tensor<f32>, %arg5: tensor<f32>):
      %36 = stablehlo.add %arg4, %arg5 : tensor<f32>
      stablehlo.return %36 : tensor<f32>
    }) : (tensor<32768x512xf32>, tensor<64x256x1xi32>, tensor<64x256x512xf32>) -> tensor<32768x512xf32>
    %cst_8 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %30 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<512x1000xf32>
    %31 = stablehlo.multiply %30, %23 : tensor<512x1000xf32>
    %32 = stablehlo.subtract %arg0, %31 : tensor<512x1000xf32>
    %cst_9 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %33 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<32768x512xf32>
    %34 = stablehlo.multiply %33, %29 : tensor<32768x512xf32>
    %35 = stablehlo.subtract %arg1, %34 : tensor<32768x512xf32>
    return %32, %35, %16 : tensor<512x1000xf32>, tensor<32768x512xf32>, tensor<f32>
  }
  func.func private @log_softmax(%arg0: tensor<64x1000xf32>) -> (tensor<64x1000xf32>, tensor<64x1000xf32>, tensor<64x1xf32>) {
    %cst = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %0 = stablehlo.reduce(%arg0 init: %cst) applies stablehlo.maximum across dimensions = [1] : (tensor<64x1000xf32>, tensor<f32>) -> tensor<64xf32>
    %cst_0 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %2 = stablehlo.maximum %1, %0 : tensor<64xf32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [0] : (tensor<64xf32>) -> tensor<64x1xf32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [0, 1] : (tensor<64x1xf32>) -> tensor<64x1000xf32>
    %5 = stablehlo.subtract %arg0, %4 : tensor<64x1000xf32>
    %6 = stablehlo.exponential %5 : tensor<64x1000xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %7 = stablehlo.reduce(%6 init: %cst_1) applies stablehlo.add across dimensions = [1] : (tensor<64x1000xf32>, tensor<f32>) -> tensor<64xf32>
    %8 = stablehlo.broadcast_in_dim %7, dims = [0] : (tensor<64xf32>) -> tensor<64x1xf32>
    %9 = stablehlo.log %8 : tensor<64x1xf32>
    %10 = stablehlo.broadcast_in_dim %9, dims = [0, 1] : (tensor<64x1xf32>) -> tensor<64x1000xf32>
    %11 = stablehlo.subtract %5, %10 : tensor<64x1000xf32>
    return %11, %6, %8 : tensor<64x1000xf32>, tensor<64x1000xf32>, tensor<64x1xf32>
  }
  func.func private @take_along_axis(%arg0: tensor<64x1000xf32>, %arg1: tensor<64x1xi32>) -> (tensor<64x1xf32>, tensor<64x1x1xi32>) {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<64x1xi32>
    %1 = stablehlo.compare LT, %arg1, %0, SIGNED : (tensor<64x1xi32>, tensor<64x1xi32>) -> tensor<64x1xi1>
    %c_0 = stablehlo.constant dense<1000> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<64x1xi32>
    %3 = stablehlo.add %arg1, %2 : tensor<64x1xi32>
    %4 = stablehlo.select %1, %3, %arg1 : tensor<64x1xi1>, tensor<64x1xi32>
    %5 = stablehlo.reshape %4 : (tensor<64x1xi32>) -> tensor<64x1x1xi32>
    %c_1 = stablehlo.constant dense<999> : tensor<1xi32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %6 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<64x1x1xi32>
    %7 = stablehlo.compare GE, %5, %6, SIGNED : (tensor<64x1x1xi32>, tensor<64x1x1xi32>) -> tensor<64x1x1xi1>
    %8 = stablehlo.broadcast_in_dim %c_1, dims = [2] : (tensor<1xi32>) -> tensor<1x1x1xi32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0, 1, 2] : (tensor<1x1x1xi32>) -> tensor<64x1x1xi32>
    %10 = stablehlo.compare LE, %5, %9, SIGNED : (tensor<64x1x1xi32>, tensor<64x1x1xi32>) -> tensor<64x1x1xi1>
    %11 = stablehlo.and %7, %10 : tensor<64x1x1xi1>
    %c_3 = stablehlo.constant dense<true> : tensor<i1>
    %12 = stablehlo.reduce(%11 init: %c_3) applies stablehlo.and across dimensions = [2] : (tensor<64x1x1xi1>, tensor<i1>) -> tensor<64x1xi1>
    %13 = "stablehlo.gather"(%arg0, %5) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [1], operand_batching_dims = [0], start_indices_batching_dims = [0], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1>}> : (tensor<64x1000xf32>, tensor<64x1x1xi32>) -> tensor<64x1xf32>
    %cst = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %14 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<64x1xf32>
    %15 = stablehlo.select %12, %13, %14 : tensor<64x1xi1>, tensor<64x1xf32>
    return %15, %5 : tensor<64x1xf32>, tensor<64x1x1xi32>
  }
  func.func private @take_along_axis_0(%arg0: tensor<64x1x1xi32>, %arg1: tensor<64x1xf32>) -> tensor<64x1000xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<64x1000xf32>
    %1 = "stablehlo.scatter"(%0, %arg0, %arg1) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [1], input_batching_dims = [0], scatter_indices_batching_dims = [0], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      %2 = stablehlo.add %arg2, %arg3 : tensor<f32>
      stablehlo.return %2 : tensor<f32>
    }) : (tensor<64x1000xf32>, tensor<64x1x1xi32>, tensor<64x1xf32>) -> tensor<64x1000xf32>
    return %1 : tensor<64x1000xf32>
  }
  func.func private @log_softmax_1(%arg0: tensor<64x1000xf32>, %arg1: tensor<64x1xf32>, %arg2: tensor<64x1000xf32>) -> tensor<64x1000xf32> {
    %0 = stablehlo.negate %arg2 : tensor<64x1000xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1 = stablehlo.reduce(%0 init: %cst) applies stablehlo.add across dimensions = [1] : (tensor<64x1000xf32>, tensor<f32>) -> tensor<64xf32>
    %2 = stablehlo.reshape %1 : (tensor<64xf32>) -> tensor<64x1xf32>
    %3 = stablehlo.divide %2, %arg1 : tensor<64x1xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %4 = stablehlo.reduce(%3 init: %cst_0) applies stablehlo.add across dimensions = [1] : (tensor<64x1xf32>, tensor<f32>) -> tensor<64xf32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0] : (tensor<64xf32>) -> tensor<64x1000xf32>
    %6 = stablehlo.multiply %5, %arg0 : tensor<64x1000xf32>
    %7 = stablehlo.add %arg2, %6 : tensor<64x1000xf32>
    return %7 : tensor<64x1000xf32>
  }
}
