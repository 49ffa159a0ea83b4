module @jit_embed_gather attributes {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<16384x256xf32> {mhlo.sharding = "{devices=[8,1]<=[8]}", tf.aliasing_output = 0 : i32}, %arg1: tensor<256x256xf32> {mhlo.sharding = "{replicated}"}, %arg2: tensor<16x128xi32> {mhlo.sharding = "{replicated}"}) -> (tensor<16384x256xf32> {jax.result_info = "result[0]", mhlo.sharding = "{devices=[8,1]<=[8]}"}, tensor<f32> {jax.result_info = "result[1]", mhlo.sharding = "{replicated}"}) {
    %0:2 = call @_take(%arg0, %arg2) : (tensor<16384x256xf32>, tensor<16x128xi32>) -> (tensor<16x128x256xf32>, tensor<16x128x1xi32>)
    %1 = stablehlo.dot_general %0#0, %arg1, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x128x256xf32>, tensor<256x256xf32>) -> tensor<16x128x256xf32>
    %2 = stablehlo.multiply %1, %1 : tensor<16x128x256xf32>
    %cst = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %3 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<16x128x256xf32>
    %4 = stablehlo.multiply %3, %1 : tensor<16x128x256xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %5 = stablehlo.reduce(%2 init: %cst_0) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<16x128x256xf32>, tensor<f32>) -> tensor<f32>
    %cst_1 = stablehlo.constant dense<5.242880e+05> : tensor<f32>
    %6 = stablehlo.divide %5, %cst_1 : tensor<f32>
    %cst_2 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %cst_3 = stablehlo.constant dense<5.242880e+05> : tensor<f32>
    %7 = stablehlo.divide %cst_2, %cst_3 : tensor<f32>
    %8 = stablehlo.broadcast_in_dim %7, dims = [] : (tensor<f32>) -> tensor<16x128x256xf32>
    %9 = stablehlo.multiply %8, %4 : tensor<16x128x256xf32>
    %10 = stablehlo.dot_general %9, %arg1, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<16x128x256xf32>, tensor<256x256xf32>) -> tensor<16x128x256xf32>
    %11 = call @_take_0(%0#1, %10) : (tensor<16x128x1xi32>, tensor<16x128x256xf32>) -> tensor<16384x256xf32>
    %cst_4 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %12 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<16384x256xf32>
    %13 = stablehlo.multiply %12, %11 : tensor<16384x256xf32>
    %14 = stablehlo.subtract %arg0, %13 : tensor<16384x256xf32>
    return %14, %6 : tensor<16384x256xf32>, tensor<f32>
  }
  func.func private @_take(%arg0: tensor<16384x256xf32>, %arg1: tensor<16x128xi32>) -> (tensor<16x128x256xf32>, tensor<16x128x1xi32>) {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<16x128xi32>
    %1 = stablehlo.compare LT, %arg1, %0, SIGNED : (tensor<16x128xi32>, tensor<16x128xi32>) -> tensor<16x128xi1>
    %c_0 = stablehlo.constant dense<16384> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<16x128xi32>
    %3 = stablehlo.add %arg1, %2 : tensor<16x128xi32>
    %4 = call @_where(%1, %3, %arg1) : (tensor<16x128xi1>, tensor<16x128xi32>, tensor<16x128xi32>) -> tensor<16x128xi32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0, 1] : (tensor<16x128xi32>) -> tensor<16x128x1xi32>
    %c_1 = stablehlo.constant dense<16383> : tensor<1xi32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %6 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<16x128x1xi32>
    %7 = stablehlo.compare GE, %5, %6, SIGNED : (tensor<16x128x1xi32>, tensor<16x128x1xi32>) -> tensor<16x128x1xi1>
    %8 = stablehlo.broadcast_in_dim %c_1, dims = [2] : (tensor<1xi32>) -> tensor<1x1x1xi32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0, 1, 2] : (tensor<1x1x1xi32>) -> tensor<16x128x1xi32>
    %10 = stablehlo.compare LE, %5, %9, SIGNED : (tensor<16x128x1xi32>, tensor<16x128x1xi32>) -> tensor<16x128x1xi1>
    %11 = stablehlo.and %7, %10 : tensor<16x128x1xi1>
    %c_3 = stablehlo.constant dense<true> : tensor<i1>
    %12 = stablehlo.reduce(%11 init: %c_3) applies stablehlo.and across dimensions = [2] : (tensor<16x128x1xi1>, tensor<i1>) -> tensor<16x128xi1>
    %13 = "stablehlo.gather"(%arg0, %5) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 256>}> : (tensor<16384x256xf32>, tensor<16x128x1xi32>) -> tensor<16x128x256xf32>
    %14 = stablehlo.broadcast_in_dim %12, dims = [0, 1] : (tensor<16x128xi1>) -> tensor<16x128x256xi1>
    %cst = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %15 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<16x128x256xf32>
    %16 = stablehlo.select %14, %13, %15 : tensor<16x128x256xi1>, tensor<16x128x256xf32>
    return %16, %5 : tensor<16x128x256xf32>, tensor<16x128x1xi32>
  }
  func.func private @_where(%arg0: tensor<16x128xi1>, %arg1: tensor<16x128xi32>, %arg2: tensor<16x128xi32>) -> tensor<16x128xi32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<16x128xi1>, tensor<16x128xi32>
    return %0 : tensor<16x128xi32>
  }
  func.func private @_take_0(%arg0: tensor<16x128x1xi32>, %arg1: tensor<16x128x256xf32>) -> tensor<16384x256xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<16384x256xf32>
    %1 = "stablehlo.scatter"(%0, %arg0, %arg1) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      %2 = stablehlo.add %arg2, %arg3 : tensor<f32>
      stablehlo.return %2 : tensor<f32>
    }) : (tensor<16384x256xf32>, tensor<16x128x1xi32>, tensor<16x128x256xf32>) -> tensor<16384x256xf32>
    return %1 : tensor<16384x256xf32>
  }
}
