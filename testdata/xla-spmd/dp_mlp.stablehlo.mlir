module @jit_dp_mlp attributes {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<512x2048xf32> {mhlo.sharding = "{replicated}", tf.aliasing_output = 0 : i32}, %arg1: tensor<2048xf32> {mhlo.sharding = "{replicated}", tf.aliasing_output = 1 : i32}, %arg2: tensor<2048x100xf32> {mhlo.sharding = "{replicated}", tf.aliasing_output = 2 : i32}, %arg3: tensor<1024x512xf32> {mhlo.sharding = "{devices=[8,1]<=[8]}"}, %arg4: tensor<1024x100xf32> {mhlo.sharding = "{devices=[8,1]<=[8]}"}) -> (tensor<512x2048xf32> {jax.result_info = "result[0][0]", mhlo.sharding = "{replicated}"}, tensor<2048xf32> {jax.result_info = "result[0][1]", mhlo.sharding = "{replicated}"}, tensor<2048x100xf32> {jax.result_info = "result[0][2]", mhlo.sharding = "{replicated}"}, tensor<f32> {jax.result_info = "result[1]", mhlo.sharding = "{replicated}"}) {
    %0 = stablehlo.dot_general %arg3, %arg0, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1024x512xf32>, tensor<512x2048xf32>) -> tensor<1024x2048xf32>
    %1 = stablehlo.broadcast_in_dim %arg1, dims = [1] : (tensor<2048xf32>) -> tensor<1x2048xf32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [0, 1] : (tensor<1x2048xf32>) -> tensor<1024x2048xf32>
    %3 = stablehlo.add %0, %2 : tensor<1024x2048xf32>
    %4 = call @relu(%3) : (tensor<1024x2048xf32>) -> tensor<1024x2048xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %5 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1024x2048xf32>
    %6 = stablehlo.compare GT, %3, %5, FLOAT : (tensor<1024x2048xf32>, tensor<1024x2048xf32>) -> tensor<1024x2048xi1>
    %7 = stablehlo.dot_general %4, %arg2, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1024x2048xf32>, tensor<2048x100xf32>) -> tensor<1024x100xf32>
    %8:3 = call @log_softmax(%7) : (tensor<1024x100xf32>) -> (tensor<1024x100xf32>, tensor<1024x100xf32>, tensor<1024x1xf32>)
    %9 = stablehlo.multiply %8#0, %arg4 : tensor<1024x100xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %10 = stablehlo.reduce(%9 init: %cst_0) applies stablehlo.add across dimensions = [1] : (tensor<1024x100xf32>, tensor<f32>) -> tensor<1024xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %11 = stablehlo.reduce(%10 init: %cst_1) applies stablehlo.add across dimensions = [0] : (tensor<1024xf32>, tensor<f32>) -> tensor<f32>
    %cst_2 = stablehlo.constant dense<1.024000e+03> : tensor<f32>
    %12 = stablehlo.divide %11, %cst_2 : tensor<f32>
    %13 = stablehlo.negate %12 : tensor<f32>
    %cst_3 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %14 = stablehlo.negate %cst_3 : tensor<f32>
    %cst_4 = stablehlo.constant dense<1.024000e+03> : tensor<f32>
    %15 = stablehlo.divide %14, %cst_4 : tensor<f32>
    %16 = stablehlo.broadcast_in_dim %15, dims = [] : (tensor<f32>) -> tensor<1024xf32>
    %17 = stablehlo.broadcast_in_dim %16, dims = [0] : (tensor<1024xf32>) -> tensor<1024x100xf32>
    %18 = stablehlo.multiply %17, %arg4 : tensor<1024x100xf32>
    %19 = call @log_softmax_0(%8#1, %8#2, %18) : (tensor<1024x100xf32>, tensor<1024x1xf32>, tensor<1024x100xf32>) -> tensor<1024x100xf32>
    %20 = stablehlo.dot_general %19, %4, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1024x100xf32>, tensor<1024x2048xf32>) -> tensor<100x2048xf32>
    %21 = stablehlo.transpose %20, dims = [1, 0] : (tensor<100x2048xf32>) -> tensor<2048x100xf32>
    %22 = stablehlo.dot_general %19, %arg2, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<1024x100xf32>, tensor<2048x100xf32>) -> tensor<1024x2048xf32>
    %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %23 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<1024x2048xf32>
    %24 = stablehlo.select %6, %22, %23 : tensor<1024x2048xi1>, tensor<1024x2048xf32>
    %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %25 = stablehlo.reduce(%24 init: %cst_6) applies stablehlo.add across dimensions = [0] : (tensor<1024x2048xf32>, tensor<f32>) -> tensor<2048xf32>
    %26 = stablehlo.reshape %25 : (tensor<2048xf32>) -> tensor<1x2048xf32>
    %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %27 = stablehlo.reduce(%26 init: %cst_7) applies stablehlo.add across dimensions = [0] : (tensor<1x2048xf32>, tensor<f32>) -> tensor<2048xf32>
    %28 = stablehlo.dot_general %24, %arg3, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1024x2048xf32>, tensor<1024x512xf32>) -> tensor<2048x512xf32>
    %29 = stablehlo.transpose %28, dims = [1, 0] : (tensor<2048x512xf32>) -> tensor<512x2048xf32>
    %cst_8 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %30 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<512x2048xf32>
    %31 = stablehlo.multiply %30, %29 : tensor<512x2048xf32>
    %32 = stablehlo.subtract %arg0, %31 : tensor<512x2048xf32>
    %cst_9 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %33 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<2048xf32>
    %34 = stablehlo.multiply %33, %27 : tensor<2048xf32>
    %35 = stablehlo.subtract %arg1, %34 : tensor<2048xf32>
    %cst_10 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %36 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<2048x100xf32>
    %37 = stablehlo.multiply %36, %21 : tensor<2048x100xf32>
    %38 = stablehlo.subtract %arg2, %37 : tensor<2048x100xf32>
    return %32, %35, %38, %13 : tensor<512x2048xf32>, tensor<2048xf32>, tensor<2048x100xf32>, tensor<f32>
  }
  func.func private @relu(%arg0: tensor<1024x2048xf32>) -> tensor<1024x2048xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1024x2048xf32>
    %1 = stablehlo.maximum %arg0, %0 : tensor<1024x2048xf32>
    return %1 : tensor<1024x2048xf32>
  }
  func.func private @log_softmax(%arg0: tensor<1024x100xf32>) -> (tensor<1024x100xf32>, tensor<1024x100xf32>, tensor<1024x1xf32>) {
    %cst = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %0 = stablehlo.reduce(%arg0 init: %cst) applies stablehlo.maximum across dimensions = [1] : (tensor<1024x100xf32>, tensor<f32>) -> tensor<1024xf32>
    %cst_0 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<1024xf32>
    %2 = stablehlo.maximum %1, %0 : tensor<1024xf32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [0] : (tensor<1024xf32>) -> tensor<1024x1xf32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [0, 1] : (tensor<1024x1xf32>) -> tensor<1024x100xf32>
    %5 = stablehlo.subtract %arg0, %4 : tensor<1024x100xf32>
    %6 = stablehlo.exponential %5 : tensor<1024x100xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %7 = stablehlo.reduce(%6 init: %cst_1) applies stablehlo.add across dimensions = [1] : (tensor<1024x100xf32>, tensor<f32>) -> tensor<1024xf32>
    %8 = stablehlo.broadcast_in_dim %7, dims = [0] : (tensor<1024xf32>) -> tensor<1024x1xf32>
    %9 = stablehlo.log %8 : tensor<1024x1xf32>
    %10 = stablehlo.broadcast_in_dim %9, dims = [0, 1] : (tensor<1024x1xf32>) -> tensor<1024x100xf32>
    %11 = stablehlo.subtract %5, %10 : tensor<1024x100xf32>
    return %11, %6, %8 : tensor<1024x100xf32>, tensor<1024x100xf32>, tensor<1024x1xf32>
  }
  func.func private @log_softmax_0(%arg0: tensor<1024x100xf32>, %arg1: tensor<1024x1xf32>, %arg2: tensor<1024x100xf32>) -> tensor<1024x100xf32> {
    %0 = stablehlo.negate %arg2 : tensor<1024x100xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1 = stablehlo.reduce(%0 init: %cst) applies stablehlo.add across dimensions = [1] : (tensor<1024x100xf32>, tensor<f32>) -> tensor<1024xf32>
    %2 = stablehlo.reshape %1 : (tensor<1024xf32>) -> tensor<1024x1xf32>
    %3 = stablehlo.divide %2, %arg1 : tensor<1024x1xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %4 = stablehlo.reduce(%3 init: %cst_0) applies stablehlo.add across dimensions = [1] : (tensor<1024x1xf32>, tensor<f32>) -> tensor<1024xf32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0] : (tensor<1024xf32>) -> tensor<1024x100xf32>
    %6 = stablehlo.multiply %5, %arg0 : tensor<1024x100xf32>
    %7 = stablehlo.add %arg2, %6 : tensor<1024x100xf32>
    return %7 : tensor<1024x100xf32>
  }
}
