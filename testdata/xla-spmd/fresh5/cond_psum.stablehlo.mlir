module @jit_cond_psum attributes {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<4096x512xf32> {mhlo.sharding = "{devices=[8,1]<=[8]}"}, %arg1: tensor<512x512xf32> {mhlo.sharding = "{replicated}"}) -> (tensor<4096x512xf32> {jax.result_info = "result[0]", mhlo.sharding = "{devices=[8,1]<=[8]}"}, tensor<f32> {jax.result_info = "result[1]", mhlo.sharding = "{replicated}"}) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.reduce(%arg0 init: %cst) applies stablehlo.add across dimensions = [0, 1] : (tensor<4096x512xf32>, tensor<f32>) -> tensor<f32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1 = stablehlo.compare GT, %0, %cst_0, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %2 = stablehlo.convert %1 : (tensor<i1>) -> tensor<i32>
    %3 = "stablehlo.case"(%2) ({
      %6 = stablehlo.transpose %arg1, dims = [1, 0] : (tensor<512x512xf32>) -> tensor<512x512xf32>
      %7 = stablehlo.dot_general %arg0, %6, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4096x512xf32>, tensor<512x512xf32>) -> tensor<4096x512xf32>
      %8 = func.call @relu(%7) : (tensor<4096x512xf32>) -> tensor<4096x512xf32>
      stablehlo.return %8 : tensor<4096x512xf32>
    }, {
      %6 = stablehlo.dot_general %arg0, %arg1, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4096x512xf32>, tensor<512x512xf32>) -> tensor<4096x512xf32>
      %7 = stablehlo.tanh %6 : tensor<4096x512xf32>
      %8 = stablehlo.transpose %arg1, dims = [1, 0] : (tensor<512x512xf32>) -> tensor<512x512xf32>
      %9 = stablehlo.dot_general %7, %8, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4096x512xf32>, tensor<512x512xf32>) -> tensor<4096x512xf32>
      stablehlo.return %9 : tensor<4096x512xf32>
    }) : (tensor<i32>) -> tensor<4096x512xf32>
    %4 = stablehlo.while(%iterArg = %3) : tensor<4096x512xf32>
    cond {
      %6 = stablehlo.abs %iterArg : tensor<4096x512xf32>
      %cst_2 = stablehlo.constant dense<0xFF800000> : tensor<f32>
      %7 = stablehlo.reduce(%6 init: %cst_2) applies stablehlo.maximum across dimensions = [0, 1] : (tensor<4096x512xf32>, tensor<f32>) -> tensor<f32>
      %cst_3 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %8 = stablehlo.compare GT, %7, %cst_3, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      stablehlo.return %8 : tensor<i1>
    } do {
      %cst_2 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
      %6 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<4096x512xf32>
      %7 = stablehlo.multiply %iterArg, %6 : tensor<4096x512xf32>
      stablehlo.return %7 : tensor<4096x512xf32>
    }
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %5 = stablehlo.reduce(%4 init: %cst_1) applies stablehlo.add across dimensions = [0, 1] : (tensor<4096x512xf32>, tensor<f32>) -> tensor<f32>
    return %4, %5 : tensor<4096x512xf32>, tensor<f32>
  }
  func.func private @relu(%arg0: tensor<4096x512xf32>) -> tensor<4096x512xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4096x512xf32>
    %1 = stablehlo.maximum %arg0, %0 : tensor<4096x512xf32>
    return %1 : tensor<4096x512xf32>
  }
}
