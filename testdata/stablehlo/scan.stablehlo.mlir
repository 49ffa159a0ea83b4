module @jit_scanf attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<8x64xf32>, %arg1: tensor<20x8x64xf32>) -> (tensor<8x64xf32> {jax.result_info = "result[0]"}, tensor<20xf32> {jax.result_info = "result[1]"}) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<20xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1:4 = stablehlo.while(%iterArg = %arg1, %iterArg_0 = %c, %iterArg_1 = %arg0, %iterArg_2 = %0) : tensor<20x8x64xf32>, tensor<i32>, tensor<8x64xf32>, tensor<20xf32>
    cond {
      %c_3 = stablehlo.constant dense<20> : tensor<i32>
      %2 = stablehlo.compare LT, %iterArg_0, %c_3, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %2 : tensor<i1>
    } do {
      %2 = func.call @dynamic_index_in_dim(%iterArg, %iterArg_0) : (tensor<20x8x64xf32>, tensor<i32>) -> tensor<8x64xf32>
      %3:2 = func.call @closed_call(%iterArg_1, %2) : (tensor<8x64xf32>, tensor<8x64xf32>) -> (tensor<8x64xf32>, tensor<f32>)
      %4 = func.call @dynamic_update_index_in_dim(%iterArg_2, %3#1, %iterArg_0) : (tensor<20xf32>, tensor<f32>, tensor<i32>) -> tensor<20xf32>
      %c_3 = stablehlo.constant dense<1> : tensor<i32>
      %5 = stablehlo.add %iterArg_0, %c_3 : tensor<i32>
      stablehlo.return %iterArg, %5, %3#0, %4 : tensor<20x8x64xf32>, tensor<i32>, tensor<8x64xf32>, tensor<20xf32>
    }
    return %1#2, %1#3 : tensor<8x64xf32>, tensor<20xf32>
  }
  func.func private @dynamic_index_in_dim(%arg0: tensor<20x8x64xf32>, %arg1: tensor<i32>) -> tensor<8x64xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, %c_0, sizes = [1, 8, 64] : (tensor<20x8x64xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x8x64xf32>
    %1 = stablehlo.reshape %0 : (tensor<1x8x64xf32>) -> tensor<8x64xf32>
    return %1 : tensor<8x64xf32>
  }
  func.func private @closed_call(%arg0: tensor<8x64xf32>, %arg1: tensor<8x64xf32>) -> (tensor<8x64xf32>, tensor<f32>) {
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %1 = stablehlo.dot_general %arg0, %0, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64xf32>, tensor<64x64xf32>) -> tensor<8x64xf32>
    %2 = stablehlo.add %1, %arg1 : tensor<8x64xf32>
    %3 = stablehlo.tanh %2 : tensor<8x64xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %4 = stablehlo.reduce(%3 init: %cst_0) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x64xf32>, tensor<f32>) -> tensor<f32>
    return %3, %4 : tensor<8x64xf32>, tensor<f32>
  }
  func.func private @dynamic_update_index_in_dim(%arg0: tensor<20xf32>, %arg1: tensor<f32>, %arg2: tensor<i32>) -> tensor<20xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2 : (tensor<20xf32>, tensor<1xf32>, tensor<i32>) -> tensor<20xf32>
    return %1 : tensor<20xf32>
  }
}
