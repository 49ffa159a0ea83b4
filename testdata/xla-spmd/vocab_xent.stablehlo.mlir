module @jit_vocab_xent attributes {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["data"=2, "model"=4]> {stablehlo.mesh = {axes = [{name = "data", size = 2 : i64}, {name = "model", size = 4 : i64}]}}
  func.func public @main(%arg0: tensor<32768x512xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {}]>}, %arg1: tensor<8x128x512xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}, {}]>}, %arg2: tensor<8x128xi32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}) -> (tensor<f32> {jax.result_info = "result[0]", sdy.sharding = #sdy.sharding<@mesh, []>}, tensor<32768x512xf32> {jax.result_info = "result[1]", sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {}]>}, tensor<8x128x512xf32> {jax.result_info = "result[2]", sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}, {}]>}) {
    %0 = stablehlo.dot_general %arg1, %arg0, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x128x512xf32>, tensor<32768x512xf32>) -> tensor<8x128x32768xf32>
    %cst = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %1 = stablehlo.reduce(%0 init: %cst) applies stablehlo.maximum across dimensions = [2] : (tensor<8x128x32768xf32>, tensor<f32>) -> tensor<8x128xf32>
    %cst_0 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<8x128xf32>
    %3 = stablehlo.maximum %2, %1 : tensor<8x128xf32>
    %4 = stablehlo.is_finite %3 : (tensor<8x128xf32>) -> tensor<8x128xi1>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %5 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<8x128xf32>
    %6 = stablehlo.select %4, %3, %5 : tensor<8x128xi1>, tensor<8x128xf32>
    %7 = stablehlo.broadcast_in_dim %6, dims = [0, 1] : (tensor<8x128xf32>) -> tensor<8x128x1xf32>
    %8 = stablehlo.broadcast_in_dim %7, dims = [0, 1, 2] : (tensor<8x128x1xf32>) -> tensor<8x128x32768xf32>
    %9 = stablehlo.subtract %0, %8 : tensor<8x128x32768xf32>
    %10 = stablehlo.exponential %9 : tensor<8x128x32768xf32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %11 = stablehlo.reduce(%10 init: %cst_2) applies stablehlo.add across dimensions = [2] : (tensor<8x128x32768xf32>, tensor<f32>) -> tensor<8x128xf32>
    %12 = stablehlo.abs %11 : tensor<8x128xf32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %13 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<8x128xf32>
    %14 = stablehlo.compare GE, %11, %13, FLOAT : (tensor<8x128xf32>, tensor<8x128xf32>) -> tensor<8x128xi1>
    %15 = stablehlo.log %12 : tensor<8x128xf32>
    %16 = stablehlo.add %15, %6 : tensor<8x128xf32>
    %17 = stablehlo.broadcast_in_dim %arg2, dims = [0, 1] : (tensor<8x128xi32>) -> tensor<8x128x1xi32>
    %18:2 = call @take_along_axis(%0, %17) : (tensor<8x128x32768xf32>, tensor<8x128x1xi32>) -> (tensor<8x128x1xf32>, tensor<8x128x1x1xi32>)
    %19 = stablehlo.reshape %18#0 : (tensor<8x128x1xf32>) -> tensor<8x128xf32>
    %20 = stablehlo.subtract %16, %19 : tensor<8x128xf32>
    %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %21 = stablehlo.reduce(%20 init: %cst_4) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x128xf32>, tensor<f32>) -> tensor<f32>
    %cst_5 = stablehlo.constant dense<1.024000e+03> : tensor<f32>
    %22 = stablehlo.divide %21, %cst_5 : tensor<f32>
    %cst_6 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %cst_7 = stablehlo.constant dense<1.024000e+03> : tensor<f32>
    %23 = stablehlo.divide %cst_6, %cst_7 : tensor<f32>
    %24 = stablehlo.broadcast_in_dim %23, dims = [] : (tensor<f32>) -> tensor<8x128xf32>
    %25 = stablehlo.negate %24 : tensor<8x128xf32>
    %26 = stablehlo.broadcast_in_dim %25, dims = [0, 1] : (tensor<8x128xf32>) -> tensor<8x128x1xf32>
    %27 = call @take_along_axis_0(%18#1, %26) : (tensor<8x128x1x1xi32>, tensor<8x128x1xf32>) -> tensor<8x128x32768xf32>
    %28 = stablehlo.divide %24, %12 : tensor<8x128xf32>
    %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %29 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<8x128xf32>
    %30 = stablehlo.select %14, %29, %28 : tensor<8x128xi1>, tensor<8x128xf32>
    %31 = stablehlo.select %14, %28, %29 : tensor<8x128xi1>, tensor<8x128xf32>
    %32 = stablehlo.negate %30 : tensor<8x128xf32>
    %33 = stablehlo.add %31, %32 : tensor<8x128xf32>
    %34 = stablehlo.broadcast_in_dim %33, dims = [0, 1] : (tensor<8x128xf32>) -> tensor<8x128x32768xf32>
    %35 = stablehlo.multiply %34, %10 : tensor<8x128x32768xf32>
    %36 = stablehlo.add %27, %35 : tensor<8x128x32768xf32>
    %37 = stablehlo.dot_general %36, %arg1, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x128x32768xf32>, tensor<8x128x512xf32>) -> tensor<32768x512xf32>
    %38 = stablehlo.dot_general %36, %arg0, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x128x32768xf32>, tensor<32768x512xf32>) -> tensor<8x128x512xf32>
    return %22, %37, %38 : tensor<f32>, tensor<32768x512xf32>, tensor<8x128x512xf32>
  }
  func.func private @take_along_axis(%arg0: tensor<8x128x32768xf32>, %arg1: tensor<8x128x1xi32>) -> (tensor<8x128x1xf32>, tensor<8x128x1x1xi32>) {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<8x128x1xi32>
    %1 = stablehlo.compare LT, %arg1, %0, SIGNED : (tensor<8x128x1xi32>, tensor<8x128x1xi32>) -> tensor<8x128x1xi1>
    %c_0 = stablehlo.constant dense<32768> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<8x128x1xi32>
    %3 = stablehlo.add %arg1, %2 : tensor<8x128x1xi32>
    %4 = stablehlo.select %1, %3, %arg1 : tensor<8x128x1xi1>, tensor<8x128x1xi32>
    %5 = stablehlo.reshape %4 : (tensor<8x128x1xi32>) -> tensor<8x128x1x1xi32>
    %c_1 = stablehlo.constant dense<32767> : tensor<1xi32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %6 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<8x128x1x1xi32>
    %7 = stablehlo.compare GE, %5, %6, SIGNED : (tensor<8x128x1x1xi32>, tensor<8x128x1x1xi32>) -> tensor<8x128x1x1xi1>
    %8 = stablehlo.broadcast_in_dim %c_1, dims = [3] : (tensor<1xi32>) -> tensor<1x1x1x1xi32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xi32>) -> tensor<8x128x1x1xi32>
    %10 = stablehlo.compare LE, %5, %9, SIGNED : (tensor<8x128x1x1xi32>, tensor<8x128x1x1xi32>) -> tensor<8x128x1x1xi1>
    %11 = stablehlo.and %7, %10 : tensor<8x128x1x1xi1>
    %c_3 = stablehlo.constant dense<true> : tensor<i1>
    %12 = stablehlo.reduce(%11 init: %c_3) applies stablehlo.and across dimensions = [3] : (tensor<8x128x1x1xi1>, tensor<i1>) -> tensor<8x128x1xi1>
    %13 = "stablehlo.gather"(%arg0, %5) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [2], operand_batching_dims = [0, 1], start_indices_batching_dims = [0, 1], start_index_map = [2], index_vector_dim = 3>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1, 1>}> : (tensor<8x128x32768xf32>, tensor<8x128x1x1xi32>) -> tensor<8x128x1xf32>
    %cst = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %14 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x128x1xf32>
    %15 = stablehlo.select %12, %13, %14 : tensor<8x128x1xi1>, tensor<8x128x1xf32>
    return %15, %5 : tensor<8x128x1xf32>, tensor<8x128x1x1xi32>
  }
  func.func private @take_along_axis_0(%arg0: tensor<8x128x1x1xi32>, %arg1: tensor<8x128x1xf32>) -> tensor<8x128x32768xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x128x32768xf32>
    %1 = "stablehlo.scatter"(%0, %arg0, %arg1) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [2], input_batching_dims = [0, 1], scatter_indices_batching_dims = [0, 1], scatter_dims_to_operand_dims = [2], index_vector_dim = 3>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      %2 = stablehlo.add %arg2, %arg3 : tensor<f32>
      stablehlo.return %2 : tensor<f32>
    }) : (tensor<8x128x32768xf32>, tensor<8x128x1x1xi32>, tensor<8x128x1xf32>) -> tensor<8x128x32768xf32>
    return %1 : tensor<8x128x32768xf32>
  }
}
