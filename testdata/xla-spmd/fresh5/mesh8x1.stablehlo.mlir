module @jit_mesh8x1 attributes {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<1024x2048xf32> {jax.buffer_donor = true, mhlo.sharding = "{replicated}"}, %arg1: tensor<2048x1024xf32> {jax.buffer_donor = true, mhlo.sharding = "{replicated}"}, %arg2: tensor<1024x1024xf32> {mhlo.sharding = "{devices=[8,1]<=[8]}"}) -> (tensor<1024x2048xf32> {jax.result_info = "result[0][0]"}, tensor<2048x1024xf32> {jax.result_info = "result[0][1]"}, tensor<f32> {jax.result_info = "result[1]"}) {
    %0 = stablehlo.dot_general %arg2, %arg0, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1024x1024xf32>, tensor<1024x2048xf32>) -> tensor<1024x2048xf32>
    %1 = call @relu(%0) : (tensor<1024x2048xf32>) -> tensor<1024x2048xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1024x2048xf32>
    %3 = stablehlo.compare GT, %0, %2, FLOAT : (tensor<1024x2048xf32>, tensor<1024x2048xf32>) -> tensor<1024x2048xi1>
    %4 = stablehlo.custom_call @Sharding(%1) {backend_config = "", mhlo.sharding = "{devices=[8,1]<=[8]}"} : (tensor<1024x2048xf32>) -> tensor<1024x2048xf32>
    %5 = stablehlo.dot_general %4, %arg1, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1024x2048xf32>, tensor<2048x1024xf32>) -> tensor<1024x1024xf32>
    %6 = stablehlo.subtract %5, %arg2 : tensor<1024x1024xf32>
    %7 = stablehlo.multiply %6, %6 : tensor<1024x1024xf32>
    %cst_0 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %8 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<1024x1024xf32>
    %9 = stablehlo.multiply %8, %6 : tensor<1024x1024xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %10 = stablehlo.reduce(%7 init: %cst_1) applies stablehlo.add across dimensions = [0, 1] : (tensor<1024x1024xf32>, tensor<f32>) -> tensor<f32>
    %cst_2 = stablehlo.constant dense<0x49800000> : tensor<f32>
    %11 = stablehlo.divide %10, %cst_2 : tensor<f32>
    %cst_3 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %cst_4 = stablehlo.constant dense<0x49800000> : tensor<f32>
    %12 = stablehlo.divide %cst_3, %cst_4 : tensor<f32>
    %13 = stablehlo.broadcast_in_dim %12, dims = [] : (tensor<f32>) -> tensor<1024x1024xf32>
    %14 = stablehlo.multiply %13, %9 : tensor<1024x1024xf32>
    %15 = stablehlo.dot_general %14, %4, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1024x1024xf32>, tensor<1024x2048xf32>) -> tensor<1024x2048xf32>
    %16 = stablehlo.transpose %15, dims = [1, 0] : (tensor<1024x2048xf32>) -> tensor<2048x1024xf32>
    %17 = stablehlo.dot_general %14, %arg1, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<1024x1024xf32>, tensor<2048x1024xf32>) -> tensor<1024x2048xf32>
    %18 = stablehlo.custom_call @Sharding(%17) {backend_config = "", mhlo.sharding = "{devices=[8,1]<=[8]}"} : (tensor<1024x2048xf32>) -> tensor<1024x2048xf32>
    %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %19 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<1024x2048xf32>
    %20 = stablehlo.select %3, %18, %19 : tensor<1024x2048xi1>, tensor<1024x2048xf32>
    %21 = stablehlo.dot_general %20, %arg2, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1024x2048xf32>, tensor<1024x1024xf32>) -> tensor<2048x1024xf32>
    %22 = stablehlo.transpose %21, dims = [1, 0] : (tensor<2048x1024xf32>) -> tensor<1024x2048xf32>
    %cst_6 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %23 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<1024x2048xf32>
    %24 = stablehlo.multiply %23, %22 : tensor<1024x2048xf32>
    %25 = stablehlo.subtract %arg0, %24 : tensor<1024x2048xf32>
    %cst_7 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %26 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<2048x1024xf32>
    %27 = stablehlo.multiply %26, %16 : tensor<2048x1024xf32>
    %28 = stablehlo.subtract %arg1, %27 : tensor<2048x1024xf32>
    return %25, %28, %11 : tensor<1024x2048xf32>, tensor<2048x1024xf32>, tensor<f32>
  }
  func.func private @relu(%arg0: tensor<1024x2048xf32>) -> tensor<1024x2048xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1024x2048xf32>
    %1 = stablehlo.maximum %arg0, %0 : tensor<1024x2048xf32>
    return %1 : tensor<1024x2048xf32>
  }
}
