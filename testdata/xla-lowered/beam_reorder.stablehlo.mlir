module @jit_beam_reorder attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<8x512x256xf32> {tf.aliasing_output = 0 : i32}, %arg1: tensor<8x512x256xf32> {tf.aliasing_output = 1 : i32}, %arg2: tensor<8xf32> {tf.aliasing_output = 2 : i32}, %arg3: tensor<8xi32>, %arg4: tensor<8xf32>, %arg5: tensor<f32>) -> (tensor<8x512x256xf32> {jax.result_info = "result[0]"}, tensor<8x512x256xf32> {jax.result_info = "result[1]"}, tensor<8xf32> {jax.result_info = "result[2]"}) {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %1 = stablehlo.compare LT, %arg3, %0, SIGNED : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi1>
    %c_0 = stablehlo.constant dense<8> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %3 = stablehlo.add %arg3, %2 : tensor<8xi32>
    %4 = stablehlo.select %1, %3, %arg3 : tensor<8xi1>, tensor<8xi32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0] : (tensor<8xi32>) -> tensor<8x1xi32>
    %6 = "stablehlo.gather"(%arg0, %5) <{dimension_numbers = #stablehlo.gather<offset_dims = [1, 2], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 512, 256>}> : (tensor<8x512x256xf32>, tensor<8x1xi32>) -> tensor<8x512x256xf32>
    %7 = stablehlo.broadcast_in_dim %arg5, dims = [] : (tensor<f32>) -> tensor<8x512x256xf32>
    %8 = stablehlo.multiply %6, %7 : tensor<8x512x256xf32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %9 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %10 = stablehlo.compare LT, %arg3, %9, SIGNED : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi1>
    %c_2 = stablehlo.constant dense<8> : tensor<i32>
    %11 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %12 = stablehlo.add %arg3, %11 : tensor<8xi32>
    %13 = stablehlo.select %10, %12, %arg3 : tensor<8xi1>, tensor<8xi32>
    %14 = stablehlo.broadcast_in_dim %13, dims = [0] : (tensor<8xi32>) -> tensor<8x1xi32>
    %15 = "stablehlo.gather"(%arg1, %14) <{dimension_numbers = #stablehlo.gather<offset_dims = [1, 2], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 512, 256>}> : (tensor<8x512x256xf32>, tensor<8x1xi32>) -> tensor<8x512x256xf32>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %16 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %17 = stablehlo.compare LT, %arg3, %16, SIGNED : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi1>
    %c_4 = stablehlo.constant dense<8> : tensor<i32>
    %18 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %19 = stablehlo.add %arg3, %18 : tensor<8xi32>
    %20 = stablehlo.select %17, %19, %arg3 : tensor<8xi1>, tensor<8xi32>
    %21 = stablehlo.broadcast_in_dim %20, dims = [0] : (tensor<8xi32>) -> tensor<8x1xi32>
    %22 = "stablehlo.gather"(%arg2, %21) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<8xf32>, tensor<8x1xi32>) -> tensor<8xf32>
    %23 = stablehlo.add %22, %arg4 : tensor<8xf32>
    return %8, %15, %23 : tensor<8x512x256xf32>, tensor<8x512x256xf32>, tensor<8xf32>
  }
}
