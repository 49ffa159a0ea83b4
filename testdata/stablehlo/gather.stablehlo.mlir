module @jit_gather attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<100x16xf32>, %arg1: tensor<10xi32>) -> (tensor<16xf32> {jax.result_info = "result[0]"}, tensor<100x16xf32> {jax.result_info = "result[1]"}) {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<10xi32>
    %1 = stablehlo.compare LT, %arg1, %0, SIGNED : (tensor<10xi32>, tensor<10xi32>) -> tensor<10xi1>
    %c_0 = stablehlo.constant dense<100> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<10xi32>
    %3 = stablehlo.add %arg1, %2 : tensor<10xi32>
    %4 = stablehlo.select %1, %3, %arg1 : tensor<10xi1>, tensor<10xi32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0] : (tensor<10xi32>) -> tensor<10x1xi32>
    %6 = "stablehlo.gather"(%arg0, %5) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 16>}> : (tensor<100x16xf32>, tensor<10x1xi32>) -> tensor<10x16xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %7 = stablehlo.reduce(%6 init: %cst) applies stablehlo.add across dimensions = [0] : (tensor<10x16xf32>, tensor<f32>) -> tensor<16xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %8 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<100x16xf32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %9 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<10xi32>
    %10 = stablehlo.compare LT, %arg1, %9, SIGNED : (tensor<10xi32>, tensor<10xi32>) -> tensor<10xi1>
    %c_3 = stablehlo.constant dense<100> : tensor<i32>
    %11 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<10xi32>
    %12 = stablehlo.add %arg1, %11 : tensor<10xi32>
    %13 = stablehlo.select %10, %12, %arg1 : tensor<10xi1>, tensor<10xi32>
    %14 = stablehlo.broadcast_in_dim %13, dims = [0] : (tensor<10xi32>) -> tensor<10x1xi32>
    %cst_4 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %15 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<10x16xf32>
    %16 = "stablehlo.scatter"(%8, %14, %15) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      %17 = stablehlo.add %arg2, %arg3 : tensor<f32>
      stablehlo.return %17 : tensor<f32>
    }) : (tensor<100x16xf32>, tensor<10x1xi32>, tensor<10x16xf32>) -> tensor<100x16xf32>
    return %7, %16 : tensor<16xf32>, tensor<100x16xf32>
  }
}
