module @jit_uneven_gspmd attributes {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<1000xi32> {mhlo.sharding = "{devices=[8]<=[8]}"}, %arg1: tensor<1000xi1> {mhlo.sharding = "{devices=[8]<=[8]}"}, %arg2: tensor<f32> {mhlo.sharding = "{replicated}"}, %arg3: tensor<4000x256xf32> {mhlo.sharding = "{devices=[8,1]<=[8]}"}, %arg4: tensor<1000x250xf32> {mhlo.sharding = "{devices=[8,1]<=[8]}"}) -> (tensor<997xi32> {jax.result_info = "result[0]", mhlo.sharding = "{replicated}"}, tensor<i32> {jax.result_info = "result[1]", mhlo.sharding = "{replicated}"}, tensor<f32> {jax.result_info = "result[2]", mhlo.sharding = "{replicated}"}, tensor<1000x250xi1> {jax.result_info = "result[3]", mhlo.sharding = "{devices=[8,1]<=[8]}"}) {
    %0 = call @_take(%arg3, %arg0) : (tensor<4000x256xf32>, tensor<1000xi32>) -> tensor<1000x256xf32>
    %1 = stablehlo.slice %0 [0:1000, 0:250] : (tensor<1000x256xf32>) -> tensor<1000x250xf32>
    %2 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<f32>) -> tensor<1000x250xf32>
    %3 = stablehlo.multiply %1, %2 : tensor<1000x250xf32>
    %4 = stablehlo.add %3, %arg4 : tensor<1000x250xf32>
    %5 = stablehlo.broadcast_in_dim %arg1, dims = [0] : (tensor<1000xi1>) -> tensor<1000x1xi1>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %6 = call @_where_0(%5, %4, %cst) : (tensor<1000x1xi1>, tensor<1000x250xf32>, tensor<f32>) -> tensor<1000x250xf32>
    %7 = stablehlo.custom_call @Sharding(%6) {backend_config = "", mhlo.sharding = "{devices=[1,8]<=[8]}"} : (tensor<1000x250xf32>) -> tensor<1000x250xf32>
    %8 = stablehlo.convert %arg1 : (tensor<1000xi1>) -> tensor<1000xi32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %9 = stablehlo.reduce(%8 init: %c) applies stablehlo.add across dimensions = [0] : (tensor<1000xi32>, tensor<i32>) -> tensor<i32>
    %10 = stablehlo.slice %7 [0:997, 0:250] : (tensor<1000x250xf32>) -> tensor<997x250xf32>
    %11 = call @argmax(%10) : (tensor<997x250xf32>) -> tensor<997xi32>
    %12 = stablehlo.custom_call @Sharding(%11) {backend_config = "", mhlo.sharding = "{devices=[8]<=[8]}"} : (tensor<997xi32>) -> tensor<997xi32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %13 = stablehlo.reduce(%7 init: %cst_0) applies stablehlo.add across dimensions = [0, 1] : (tensor<1000x250xf32>, tensor<f32>) -> tensor<f32>
    %c_1 = stablehlo.constant dense<1> : tensor<i32>
    %14 = stablehlo.maximum %9, %c_1 : tensor<i32>
    %15 = stablehlo.convert %14 : (tensor<i32>) -> tensor<f32>
    %16 = stablehlo.divide %13, %15 : tensor<f32>
    %cst_2 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %17 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<1000x250xf32>
    %18 = stablehlo.compare GT, %7, %17, FLOAT : (tensor<1000x250xf32>, tensor<1000x250xf32>) -> tensor<1000x250xi1>
    return %12, %9, %16, %18 : tensor<997xi32>, tensor<i32>, tensor<f32>, tensor<1000x250xi1>
  }
  func.func private @_take(%arg0: tensor<4000x256xf32>, %arg1: tensor<1000xi32>) -> tensor<1000x256xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<1000xi32>
    %1 = stablehlo.compare LT, %arg1, %0, SIGNED : (tensor<1000xi32>, tensor<1000xi32>) -> tensor<1000xi1>
    %c_0 = stablehlo.constant dense<4000> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<1000xi32>
    %3 = stablehlo.add %arg1, %2 : tensor<1000xi32>
    %4 = call @_where(%1, %3, %arg1) : (tensor<1000xi1>, tensor<1000xi32>, tensor<1000xi32>) -> tensor<1000xi32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0] : (tensor<1000xi32>) -> tensor<1000x1xi32>
    %c_1 = stablehlo.constant dense<3999> : tensor<1xi32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %6 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<1000x1xi32>
    %7 = stablehlo.compare GE, %5, %6, SIGNED : (tensor<1000x1xi32>, tensor<1000x1xi32>) -> tensor<1000x1xi1>
    %8 = stablehlo.broadcast_in_dim %c_1, dims = [1] : (tensor<1xi32>) -> tensor<1x1xi32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0, 1] : (tensor<1x1xi32>) -> tensor<1000x1xi32>
    %10 = stablehlo.compare LE, %5, %9, SIGNED : (tensor<1000x1xi32>, tensor<1000x1xi32>) -> tensor<1000x1xi1>
    %11 = stablehlo.and %7, %10 : tensor<1000x1xi1>
    %c_3 = stablehlo.constant dense<true> : tensor<i1>
    %12 = stablehlo.reduce(%11 init: %c_3) applies stablehlo.and across dimensions = [1] : (tensor<1000x1xi1>, tensor<i1>) -> tensor<1000xi1>
    %13 = "stablehlo.gather"(%arg0, %5) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 256>}> : (tensor<4000x256xf32>, tensor<1000x1xi32>) -> tensor<1000x256xf32>
    %14 = stablehlo.broadcast_in_dim %12, dims = [0] : (tensor<1000xi1>) -> tensor<1000x256xi1>
    %cst = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %15 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1000x256xf32>
    %16 = stablehlo.select %14, %13, %15 : tensor<1000x256xi1>, tensor<1000x256xf32>
    return %16 : tensor<1000x256xf32>
  }
  func.func private @_where(%arg0: tensor<1000xi1>, %arg1: tensor<1000xi32>, %arg2: tensor<1000xi32>) -> tensor<1000xi32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<1000xi1>, tensor<1000xi32>
    return %0 : tensor<1000xi32>
  }
  func.func private @_where_0(%arg0: tensor<1000x1xi1>, %arg1: tensor<1000x250xf32>, %arg2: tensor<f32>) -> tensor<1000x250xf32> {
    %0 = stablehlo.convert %arg2 : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %arg0, dims = [0, 1] : (tensor<1000x1xi1>) -> tensor<1000x250xi1>
    %2 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<1000x250xf32>
    %3 = stablehlo.select %1, %arg1, %2 : tensor<1000x250xi1>, tensor<1000x250xf32>
    return %3 : tensor<1000x250xf32>
  }
  func.func private @argmax(%arg0: tensor<997x250xf32>) -> tensor<997xi32> {
    %0 = stablehlo.iota dim = 1 : tensor<997x250xi32>
    %cst = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1:2 = stablehlo.reduce(%arg0 init: %cst), (%0 init: %c) across dimensions = [1] : (tensor<997x250xf32>, tensor<997x250xi32>, tensor<f32>, tensor<i32>) -> (tensor<997xf32>, tensor<997xi32>)
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
    return %1#1 : tensor<997xi32>
  }
}
