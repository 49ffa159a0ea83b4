module @jit_grad_accum attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<1024xf32> {tf.aliasing_output = 0 : i32}, %arg1: tensor<256x1024xf32> {tf.aliasing_output = 1 : i32}, %arg2: tensor<1024x64xf32> {tf.aliasing_output = 2 : i32}, %arg3: tensor<8x64x256xf32>, %arg4: tensor<8x64x64xf32>) -> (tensor<1024xf32> {jax.result_info = "result['b1']"}, tensor<256x1024xf32> {jax.result_info = "result['w1']"}, tensor<1024x64xf32> {jax.result_info = "result['w2']"}) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1024xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<256x1024xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<1024x64xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %3:9 = stablehlo.while(%iterArg = %arg3, %iterArg_5 = %arg4, %iterArg_6 = %arg1, %iterArg_7 = %arg0, %iterArg_8 = %arg2, %iterArg_9 = %c, %iterArg_10 = %0, %iterArg_11 = %1, %iterArg_12 = %2) : tensor<8x64x256xf32>, tensor<8x64x64xf32>, tensor<256x1024xf32>, tensor<1024xf32>, tensor<1024x64xf32>, tensor<i32>, tensor<1024xf32>, tensor<256x1024xf32>, tensor<1024x64xf32>
    cond {
      %c_13 = stablehlo.constant dense<8> : tensor<i32>
      %13 = stablehlo.compare LT, %iterArg_9, %c_13, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %13 : tensor<i1>
    } do {
      %13 = func.call @dynamic_index_in_dim(%iterArg, %iterArg_9) : (tensor<8x64x256xf32>, tensor<i32>) -> tensor<64x256xf32>
      %14 = func.call @dynamic_index_in_dim_0(%iterArg_5, %iterArg_9) : (tensor<8x64x64xf32>, tensor<i32>) -> tensor<64x64xf32>
      %15:3 = func.call @closed_call(%iterArg_6, %iterArg_7, %iterArg_8, %iterArg_10, %iterArg_11, %iterArg_12, %13, %14) : (tensor<256x1024xf32>, tensor<1024xf32>, tensor<1024x64xf32>, tensor<1024xf32>, tensor<256x1024xf32>, tensor<1024x64xf32>, tensor<64x256xf32>, tensor<64x64xf32>) -> (tensor<1024xf32>, tensor<256x1024xf32>, tensor<1024x64xf32>)
      %c_13 = stablehlo.constant dense<1> : tensor<i32>
      %16 = stablehlo.add %iterArg_9, %c_13 : tensor<i32>
      stablehlo.return %iterArg, %iterArg_5, %iterArg_6, %iterArg_7, %iterArg_8, %16, %15#0, %15#1, %15#2 : tensor<8x64x256xf32>, tensor<8x64x64xf32>, tensor<256x1024xf32>, tensor<1024xf32>, tensor<1024x64xf32>, tensor<i32>, tensor<1024xf32>, tensor<256x1024xf32>, tensor<1024x64xf32>
    }
    %cst_2 = stablehlo.constant dense<1.250000e-03> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<1024xf32>
    %5 = stablehlo.multiply %4, %3#6 : tensor<1024xf32>
    %6 = stablehlo.subtract %arg0, %5 : tensor<1024xf32>
    %cst_3 = stablehlo.constant dense<1.250000e-03> : tensor<f32>
    %7 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<256x1024xf32>
    %8 = stablehlo.multiply %7, %3#7 : tensor<256x1024xf32>
    %9 = stablehlo.subtract %arg1, %8 : tensor<256x1024xf32>
    %cst_4 = stablehlo.constant dense<1.250000e-03> : tensor<f32>
    %10 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<1024x64xf32>
    %11 = stablehlo.multiply %10, %3#8 : tensor<1024x64xf32>
    %12 = stablehlo.subtract %arg2, %11 : tensor<1024x64xf32>
    return %6, %9, %12 : tensor<1024xf32>, tensor<256x1024xf32>, tensor<1024x64xf32>
  }
  func.func private @dynamic_index_in_dim(%arg0: tensor<8x64x256xf32>, %arg1: tensor<i32>) -> tensor<64x256xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, %c_0, sizes = [1, 64, 256] : (tensor<8x64x256xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x64x256xf32>
    %1 = stablehlo.reshape %0 : (tensor<1x64x256xf32>) -> tensor<64x256xf32>
    return %1 : tensor<64x256xf32>
  }
  func.func private @dynamic_index_in_dim_0(%arg0: tensor<8x64x64xf32>, %arg1: tensor<i32>) -> tensor<64x64xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, %c_0, sizes = [1, 64, 64] : (tensor<8x64x64xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x64x64xf32>
    %1 = stablehlo.reshape %0 : (tensor<1x64x64xf32>) -> tensor<64x64xf32>
    return %1 : tensor<64x64xf32>
  }
  func.func private @closed_call(%arg0: tensor<256x1024xf32>, %arg1: tensor<1024xf32>, %arg2: tensor<1024x64xf32>, %arg3: tensor<1024xf32>, %arg4: tensor<256x1024xf32>, %arg5: tensor<1024x64xf32>, %arg6: tensor<64x256xf32>, %arg7: tensor<64x64xf32>) -> (tensor<1024xf32>, tensor<256x1024xf32>, tensor<1024x64xf32>) {
    %0 = stablehlo.dot_general %arg6, %arg0, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<64x256xf32>, tensor<256x1024xf32>) -> tensor<64x1024xf32>
    %1 = stablehlo.broadcast_in_dim %arg1, dims = [1] : (tensor<1024xf32>) -> tensor<1x1024xf32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [0, 1] : (tensor<1x1024xf32>) -> tensor<64x1024xf32>
    %3 = stablehlo.add %0, %2 : tensor<64x1024xf32>
    %4 = stablehlo.tanh %3 : tensor<64x1024xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %5 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<64x1024xf32>
    %6 = stablehlo.subtract %5, %4 : tensor<64x1024xf32>
    %7 = stablehlo.dot_general %4, %arg2, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<64x1024xf32>, tensor<1024x64xf32>) -> tensor<64x64xf32>
    %8 = stablehlo.subtract %7, %arg7 : tensor<64x64xf32>
    %cst_0 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %9 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %10 = stablehlo.multiply %9, %8 : tensor<64x64xf32>
    %cst_1 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %cst_2 = stablehlo.constant dense<4.096000e+03> : tensor<f32>
    %11 = stablehlo.divide %cst_1, %cst_2 : tensor<f32>
    %12 = stablehlo.broadcast_in_dim %11, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %13 = stablehlo.multiply %12, %10 : tensor<64x64xf32>
    %14 = stablehlo.dot_general %13, %4, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<64x64xf32>, tensor<64x1024xf32>) -> tensor<64x1024xf32>
    %15 = stablehlo.transpose %14, dims = [1, 0] : (tensor<64x1024xf32>) -> tensor<1024x64xf32>
    %16 = stablehlo.dot_general %13, %arg2, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<64x64xf32>, tensor<1024x64xf32>) -> tensor<64x1024xf32>
    %17 = stablehlo.multiply %16, %6 : tensor<64x1024xf32>
    %18 = stablehlo.multiply %17, %4 : tensor<64x1024xf32>
    %19 = stablehlo.add %17, %18 : tensor<64x1024xf32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %20 = stablehlo.reduce(%19 init: %cst_3) applies stablehlo.add across dimensions = [0] : (tensor<64x1024xf32>, tensor<f32>) -> tensor<1024xf32>
    %21 = stablehlo.reshape %20 : (tensor<1024xf32>) -> tensor<1x1024xf32>
    %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %22 = stablehlo.reduce(%21 init: %cst_4) applies stablehlo.add across dimensions = [0] : (tensor<1x1024xf32>, tensor<f32>) -> tensor<1024xf32>
    %23 = stablehlo.dot_general %19, %arg6, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<64x1024xf32>, tensor<64x256xf32>) -> tensor<1024x256xf32>
    %24 = stablehlo.transpose %23, dims = [1, 0] : (tensor<1024x256xf32>) -> tensor<256x1024xf32>
    %25 = stablehlo.add %arg3, %22 : tensor<1024xf32>
    %26 = stablehlo.add %arg4, %24 : tensor<256x1024xf32>
    %27 = stablehlo.add %arg5, %15 : tensor<1024x64xf32>
    return %25, %26, %27 : tensor<1024xf32>, tensor<256x1024xf32>, tensor<1024x64xf32>
  }
}
