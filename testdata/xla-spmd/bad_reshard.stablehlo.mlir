module @jit_bad_reshard attributes {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<64x512x512xf32> {mhlo.sharding = "{devices=[8,1,1]<=[8]}"}, %arg1: tensor<512xf32> {mhlo.sharding = "{replicated}"}) -> (tensor<64x512x512xf32> {jax.result_info = "result", mhlo.sharding = "{devices=[1,1,4,2]<=[8] last_tile_dim_replicate}"}) {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [2] : (tensor<512xf32>) -> tensor<1x1x512xf32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [0, 1, 2] : (tensor<1x1x512xf32>) -> tensor<64x512x512xf32>
    %2 = stablehlo.multiply %arg0, %1 : tensor<64x512x512xf32>
    %3 = stablehlo.tanh %2 : tensor<64x512x512xf32>
    %4 = stablehlo.custom_call @Sharding(%3) {backend_config = "", mhlo.sharding = "{devices=[1,1,4,2]<=[8] last_tile_dim_replicate}"} : (tensor<64x512x512xf32>) -> tensor<64x512x512xf32>
    %cst = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %5 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<64x512x512xf32>
    %6 = stablehlo.multiply %4, %5 : tensor<64x512x512xf32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %7 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<64x512x512xf32>
    %8 = stablehlo.add %6, %7 : tensor<64x512x512xf32>
    return %8 : tensor<64x512x512xf32>
  }
}
