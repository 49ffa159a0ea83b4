module @jit_grad_on_a attributes {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<1024x1024xf32> {mhlo.sharding = "{devices=[2,1,4]<=[8] last_tile_dim_replicate}", tf.aliasing_output = 0 : i32}, %arg1: tensor<512x1024xf32> {mhlo.sharding = "{devices=[8,1]<=[8]}"}) -> (tensor<1024x1024xf32> {jax.result_info = "result[0]", mhlo.sharding = "{devices=[2,1,4]<=[8] last_tile_dim_replicate}"}, tensor<f32> {jax.result_info = "result[1]", mhlo.sharding = "{replicated}"}) {
    %0 = stablehlo.dot_general %arg1, %arg0, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<512x1024xf32>, tensor<1024x1024xf32>) -> tensor<512x1024xf32>
    %1 = stablehlo.tanh %0 : tensor<512x1024xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<512x1024xf32>
    %3 = stablehlo.subtract %2, %1 : tensor<512x1024xf32>
    %4 = stablehlo.multiply %1, %1 : tensor<512x1024xf32>
    %cst_0 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %5 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<512x1024xf32>
    %6 = stablehlo.multiply %5, %1 : tensor<512x1024xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %7 = stablehlo.reduce(%4 init: %cst_1) applies stablehlo.add across dimensions = [0, 1] : (tensor<512x1024xf32>, tensor<f32>) -> tensor<f32>
    %cst_2 = stablehlo.constant dense<5.242880e+05> : tensor<f32>
    %8 = stablehlo.divide %7, %cst_2 : tensor<f32>
    %cst_3 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %cst_4 = stablehlo.constant dense<5.242880e+05> : tensor<f32>
    %9 = stablehlo.divide %cst_3, %cst_4 : tensor<f32>
    %10 = stablehlo.broadcast_in_dim %9, dims = [] : (tensor<f32>) -> tensor<512x1024xf32>
    %11 = stablehlo.multiply %10, %6 : tensor<512x1024xf32>
    %12 = stablehlo.multiply %11, %3 : tensor<512x1024xf32>
    %13 = stablehlo.multiply %12, %1 : tensor<512x1024xf32>
    %14 = stablehlo.add %12, %13 : tensor<512x1024xf32>
    %15 = stablehlo.dot_general %14, %arg1, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<512x1024xf32>, tensor<512x1024xf32>) -> tensor<1024x1024xf32>
    %16 = stablehlo.transpose %15, dims = [1, 0] : (tensor<1024x1024xf32>) -> tensor<1024x1024xf32>
    %cst_5 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %17 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<1024x1024xf32>
    %18 = stablehlo.multiply %17, %16 : tensor<1024x1024xf32>
    %19 = stablehlo.subtract %arg0, %18 : tensor<1024x1024xf32>
    return %19, %8 : tensor<1024x1024xf32>, tensor<f32>
  }
}
