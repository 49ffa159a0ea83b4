module @jit_conv attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<4x16x16x3xf32>, %arg1: tensor<3x3x3x8xf32>) -> (tensor<f32> {jax.result_info = "result[0]"}, tensor<4x8x8x8xf32> {jax.result_info = "result[1]"}) {
    %0 = stablehlo.convolution(%arg0, %arg1) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<4x16x16x3xf32>, tensor<3x3x3x8xf32>) -> tensor<4x16x16x8xf32>
    %1 = call @relu(%0) : (tensor<4x16x16x8xf32>) -> tensor<4x16x16x8xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2 = stablehlo.reduce(%1 init: %cst) applies stablehlo.add across dimensions = [0, 1, 2, 3] : (tensor<4x16x16x8xf32>, tensor<f32>) -> tensor<f32>
    %cst_0 = stablehlo.constant dense<8.192000e+03> : tensor<f32>
    %3 = stablehlo.divide %2, %cst_0 : tensor<f32>
    %cst_1 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<f32>
    %5 = "stablehlo.reduce_window"(%0, %4) <{base_dilations = array<i64: 1, 1, 1, 1>, padding = dense<0> : tensor<4x2xi64>, window_dilations = array<i64: 1, 1, 1, 1>, window_dimensions = array<i64: 1, 2, 2, 1>, window_strides = array<i64: 1, 2, 2, 1>}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      %6 = stablehlo.maximum %arg2, %arg3 : tensor<f32>
      stablehlo.return %6 : tensor<f32>
    }) : (tensor<4x16x16x8xf32>, tensor<f32>) -> tensor<4x8x8x8xf32>
    return %3, %5 : tensor<f32>, tensor<4x8x8x8xf32>
  }
  func.func private @relu(%arg0: tensor<4x16x16x8xf32>) -> tensor<4x16x16x8xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4x16x16x8xf32>
    %1 = stablehlo.maximum %arg0, %0 : tensor<4x16x16x8xf32>
    return %1 : tensor<4x16x16x8xf32>
  }
}
