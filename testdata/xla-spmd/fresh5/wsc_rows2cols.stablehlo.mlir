module @jit_wsc_rows2cols attributes {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<2048x1024xf32> {mhlo.sharding = "{devices=[8,1]<=[8]}"}) -> (tensor<2048x1024xf32> {jax.result_info = "result[0]", mhlo.sharding = "{devices=[1,8]<=[2,4]T(1,0)}"}, tensor<f32> {jax.result_info = "result[1]", mhlo.sharding = "{replicated}"}) {
    %0 = stablehlo.exponential %arg0 : tensor<2048x1024xf32>
    %1 = stablehlo.custom_call @Sharding(%0) {backend_config = "", mhlo.sharding = "{devices=[1,8]<=[8]}"} : (tensor<2048x1024xf32>) -> tensor<2048x1024xf32>
    %2 = call @cumsum(%1) : (tensor<2048x1024xf32>) -> tensor<2048x1024xf32>
    %cst = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %3 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2048x1024xf32>
    %4 = stablehlo.multiply %2, %3 : tensor<2048x1024xf32>
    %5 = stablehlo.custom_call @Sharding(%4) {backend_config = "", mhlo.sharding = "{devices=[4,2]<=[2,4]T(1,0)}"} : (tensor<2048x1024xf32>) -> tensor<2048x1024xf32>
    %6 = stablehlo.sine %5 : tensor<2048x1024xf32>
    %7 = stablehlo.add %6, %arg0 : tensor<2048x1024xf32>
    %8 = stablehlo.custom_call @Sharding(%7) {backend_config = "", mhlo.sharding = "{devices=[1,8]<=[2,4]T(1,0)}"} : (tensor<2048x1024xf32>) -> tensor<2048x1024xf32>
    %9 = stablehlo.multiply %8, %8 : tensor<2048x1024xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %10 = stablehlo.reduce(%9 init: %cst_0) applies stablehlo.add across dimensions = [0, 1] : (tensor<2048x1024xf32>, tensor<f32>) -> tensor<f32>
    return %8, %10 : tensor<2048x1024xf32>, tensor<f32>
  }
  func.func private @cumsum(%arg0: tensor<2048x1024xf32>) -> tensor<2048x1024xf32> {
    %0 = call @cumsum_0(%arg0) : (tensor<2048x1024xf32>) -> tensor<2048x1024xf32>
    return %0 : tensor<2048x1024xf32>
  }
  func.func private @cumsum_0(%arg0: tensor<2048x1024xf32>) -> tensor<2048x1024xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<f32>
    %1 = "stablehlo.reduce_window"(%arg0, %0) <{base_dilations = array<i64: 1, 1>, padding = dense<[[2047, 0], [0, 0]]> : tensor<2x2xi64>, window_dilations = array<i64: 1, 1>, window_dimensions = array<i64: 2048, 1>, window_strides = array<i64: 1, 1>}> ({
    ^bb0(%arg1: tensor<f32>, %arg2: tensor<f32>):
      %2 = stablehlo.add %arg1, %arg2 : tensor<f32>
      stablehlo.return %2 : tensor<f32>
    }) : (tensor<2048x1024xf32>, tensor<f32>) -> tensor<2048x1024xf32>
    return %1 : tensor<2048x1024xf32>
  }
}
