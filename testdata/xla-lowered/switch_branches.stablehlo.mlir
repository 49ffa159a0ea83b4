module @jit_switch_branches attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<i32>, %arg1: tensor<512x256xf32>, %arg2: tensor<256x256xf32>) -> (tensor<256xf32> {jax.result_info = "result[0]"}, tensor<512x256xf32> {jax.result_info = "result[1]"}) {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<2> : tensor<i32>
    %0 = stablehlo.clamp %c, %arg0, %c_0 : tensor<i32>
    %1 = "stablehlo.case"(%0) ({
      %3 = stablehlo.dot_general %arg1, %arg2, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<512x256xf32>, tensor<256x256xf32>) -> tensor<512x256xf32>
      %4 = stablehlo.tanh %3 : tensor<512x256xf32>
      %5 = stablehlo.transpose %arg2, dims = [1, 0] : (tensor<256x256xf32>) -> tensor<256x256xf32>
      %6 = stablehlo.dot_general %4, %5, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<512x256xf32>, tensor<256x256xf32>) -> tensor<512x256xf32>
      %7 = stablehlo.dot_general %6, %arg2, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<512x256xf32>, tensor<256x256xf32>) -> tensor<512x256xf32>
      %8 = stablehlo.tanh %7 : tensor<512x256xf32>
      stablehlo.return %8 : tensor<512x256xf32>
    }, {
      %3 = func.call @_roll_static(%arg1) : (tensor<512x256xf32>) -> tensor<512x256xf32>
      %4 = func.call @_roll_static_0(%arg1) : (tensor<512x256xf32>) -> tensor<512x256xf32>
      %5 = stablehlo.add %3, %4 : tensor<512x256xf32>
      %6 = func.call @_roll_static_1(%arg1) : (tensor<512x256xf32>) -> tensor<512x256xf32>
      %7 = stablehlo.add %5, %6 : tensor<512x256xf32>
      %cst_1 = stablehlo.constant dense<3.000000e+00> : tensor<f32>
      %8 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<512x256xf32>
      %9 = stablehlo.multiply %8, %arg1 : tensor<512x256xf32>
      %10 = stablehlo.subtract %7, %9 : tensor<512x256xf32>
      %11 = stablehlo.dot_general %10, %arg2, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<512x256xf32>, tensor<256x256xf32>) -> tensor<512x256xf32>
      stablehlo.return %11 : tensor<512x256xf32>
    }, {
      %3 = stablehlo.dot_general %arg1, %arg2, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<512x256xf32>, tensor<256x256xf32>) -> tensor<512x256xf32>
      %cst_1 = stablehlo.constant dense<0xFF800000> : tensor<f32>
      %4 = stablehlo.reduce(%3 init: %cst_1) applies stablehlo.maximum across dimensions = [1] : (tensor<512x256xf32>, tensor<f32>) -> tensor<512xf32>
      %cst_2 = stablehlo.constant dense<0xFF800000> : tensor<f32>
      %5 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<512xf32>
      %6 = stablehlo.maximum %5, %4 : tensor<512xf32>
      %7 = stablehlo.broadcast_in_dim %6, dims = [0] : (tensor<512xf32>) -> tensor<512x1xf32>
      %8 = stablehlo.broadcast_in_dim %7, dims = [0, 1] : (tensor<512x1xf32>) -> tensor<512x256xf32>
      %9 = stablehlo.subtract %3, %8 : tensor<512x256xf32>
      %10 = stablehlo.exponential %9 : tensor<512x256xf32>
      %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %11 = stablehlo.reduce(%10 init: %cst_3) applies stablehlo.add across dimensions = [1] : (tensor<512x256xf32>, tensor<f32>) -> tensor<512xf32>
      %12 = stablehlo.broadcast_in_dim %11, dims = [0] : (tensor<512xf32>) -> tensor<512x1xf32>
      %13 = stablehlo.broadcast_in_dim %12, dims = [0, 1] : (tensor<512x1xf32>) -> tensor<512x256xf32>
      %14 = stablehlo.divide %10, %13 : tensor<512x256xf32>
      stablehlo.return %14 : tensor<512x256xf32>
    }) : (tensor<i32>) -> tensor<512x256xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2 = stablehlo.reduce(%1 init: %cst) applies stablehlo.add across dimensions = [0] : (tensor<512x256xf32>, tensor<f32>) -> tensor<256xf32>
    return %2, %1 : tensor<256xf32>, tensor<512x256xf32>
  }
  func.func private @_roll_static(%arg0: tensor<512x256xf32>) -> tensor<512x256xf32> {
    %0 = stablehlo.slice %arg0 [511:512, 0:256] : (tensor<512x256xf32>) -> tensor<1x256xf32>
    %1 = stablehlo.slice %arg0 [0:511, 0:256] : (tensor<512x256xf32>) -> tensor<511x256xf32>
    %2 = stablehlo.concatenate %0, %1, dim = 0 : (tensor<1x256xf32>, tensor<511x256xf32>) -> tensor<512x256xf32>
    return %2 : tensor<512x256xf32>
  }
  func.func private @_roll_static_0(%arg0: tensor<512x256xf32>) -> tensor<512x256xf32> {
    %0 = stablehlo.slice %arg0 [1:512, 0:256] : (tensor<512x256xf32>) -> tensor<511x256xf32>
    %1 = stablehlo.slice %arg0 [0:1, 0:256] : (tensor<512x256xf32>) -> tensor<1x256xf32>
    %2 = stablehlo.concatenate %0, %1, dim = 0 : (tensor<511x256xf32>, tensor<1x256xf32>) -> tensor<512x256xf32>
    return %2 : tensor<512x256xf32>
  }
  func.func private @_roll_static_1(%arg0: tensor<512x256xf32>) -> tensor<512x256xf32> {
    %0 = stablehlo.slice %arg0 [0:512, 255:256] : (tensor<512x256xf32>) -> tensor<512x1xf32>
    %1 = stablehlo.slice %arg0 [0:512, 0:255] : (tensor<512x256xf32>) -> tensor<512x255xf32>
    %2 = stablehlo.concatenate %0, %1, dim = 1 : (tensor<512x1xf32>, tensor<512x255xf32>) -> tensor<512x256xf32>
    return %2 : tensor<512x256xf32>
  }
}
