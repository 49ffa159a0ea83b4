module @jit_nested_axes attributes {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<64x512x512xf32> {mhlo.sharding = "{devices=[8,1,1]<=[8]}"}) -> (tensor<16x512x512xf32> {jax.result_info = "result"}) {
    %0 = stablehlo.custom_call @Sharding(%arg0) {backend_config = "", mhlo.sharding = "{devices=[8,1,1]<=[8]}"} : (tensor<64x512x512xf32>) -> tensor<64x512x512xf32>
    %1 = stablehlo.custom_call @SPMDFullToShardShape(%0) {backend_config = "", mhlo.sharding = "{manual}"} : (tensor<64x512x512xf32>) -> tensor<8x512x512xf32>
    %2 = call @shmap_body(%1) : (tensor<8x512x512xf32>) -> tensor<8x128x512xf32>
    %3 = stablehlo.custom_call @Sharding(%2) {backend_config = "", mhlo.sharding = "{manual}"} : (tensor<8x128x512xf32>) -> tensor<8x128x512xf32>
    %4 = stablehlo.custom_call @SPMDShardToFullShape(%3) {backend_config = "", mhlo.sharding = "{devices=[2,4,1]<=[8]}"} : (tensor<8x128x512xf32>) -> tensor<16x512x512xf32>
    return %4 : tensor<16x512x512xf32>
  }
  func.func private @shmap_body(%arg0: tensor<8x512x512xf32>) -> (tensor<8x128x512xf32> {jax.result_info = "[('a',), ('b', 'c'), None]"}) {
    %0 = stablehlo.tanh %arg0 : tensor<8x512x512xf32>
    %1 = "stablehlo.all_reduce"(%0) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 4, 5], [2, 3, 6, 7]]> : tensor<2x4xi64>, use_global_device_ids}> ({
    ^bb0(%arg1: tensor<f32>, %arg2: tensor<f32>):
      %31 = stablehlo.add %arg1, %arg2 : tensor<f32>
      stablehlo.return %31 : tensor<f32>
    }) : (tensor<8x512x512xf32>) -> tensor<8x512x512xf32>
    %2 = stablehlo.slice %1 [0:2, 0:512, 0:512] : (tensor<8x512x512xf32>) -> tensor<2x512x512xf32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [1, 2, 3] : (tensor<2x512x512xf32>) -> tensor<1x2x512x512xf32>
    %4 = "stablehlo.all_gather"(%3) <{all_gather_dim = 0 : i64, channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 2], [1, 3], [4, 6], [5, 7]]> : tensor<4x2xi64>, use_global_device_ids}> : (tensor<1x2x512x512xf32>) -> tensor<2x2x512x512xf32>
    %5 = "stablehlo.collective_permute"(%1) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, source_target_pairs = dense<[[0, 1], [1, 0], [2, 3], [3, 2], [4, 5], [5, 4], [6, 7], [7, 6]]> : tensor<8x2xi64>}> : (tensor<8x512x512xf32>) -> tensor<8x512x512xf32>
    %c = stablehlo.constant dense<2> : tensor<ui32>
    %c_0 = stablehlo.constant dense<2> : tensor<ui32>
    %6 = stablehlo.partition_id : tensor<ui32>
    %7 = stablehlo.divide %6, %c : tensor<ui32>
    %8 = stablehlo.remainder %7, %c_0 : tensor<ui32>
    %9 = stablehlo.convert %8 : (tensor<ui32>) -> tensor<i32>
    %c_1 = stablehlo.constant dense<1> : tensor<i32>
    %10 = stablehlo.multiply %9, %c_1 : tensor<i32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %11 = stablehlo.add %c_2, %10 : tensor<i32>
    %c_3 = stablehlo.constant dense<4> : tensor<ui32>
    %c_4 = stablehlo.constant dense<2> : tensor<ui32>
    %12 = stablehlo.partition_id : tensor<ui32>
    %13 = stablehlo.divide %12, %c_3 : tensor<ui32>
    %14 = stablehlo.remainder %13, %c_4 : tensor<ui32>
    %15 = stablehlo.convert %14 : (tensor<ui32>) -> tensor<i32>
    %c_5 = stablehlo.constant dense<2> : tensor<i32>
    %16 = stablehlo.multiply %15, %c_5 : tensor<i32>
    %17 = stablehlo.add %11, %16 : tensor<i32>
    %18 = stablehlo.convert %17 : (tensor<i32>) -> tensor<f32>
    %19 = stablehlo.broadcast_in_dim %18, dims = [] : (tensor<f32>) -> tensor<8x512x512xf32>
    %20 = stablehlo.multiply %5, %19 : tensor<8x512x512xf32>
    %cst = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %21 = stablehlo.reduce(%20 init: %cst) applies stablehlo.maximum across dimensions = [0, 1, 2] : (tensor<8x512x512xf32>, tensor<f32>) -> tensor<f32>
    %22 = "stablehlo.all_reduce"(%21) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>, use_global_device_ids}> ({
    ^bb0(%arg1: tensor<f32>, %arg2: tensor<f32>):
      %31 = stablehlo.maximum %arg1, %arg2 : tensor<f32>
      stablehlo.return %31 : tensor<f32>
    }) : (tensor<f32>) -> tensor<f32>
    %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %23 = stablehlo.reduce(%4 init: %cst_6) applies stablehlo.add across dimensions = [0] : (tensor<2x2x512x512xf32>, tensor<f32>) -> tensor<2x512x512xf32>
    %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %24 = stablehlo.reduce(%23 init: %cst_7) applies stablehlo.add across dimensions = [0] : (tensor<2x512x512xf32>, tensor<f32>) -> tensor<512x512xf32>
    %25 = stablehlo.broadcast_in_dim %24, dims = [1, 2] : (tensor<512x512xf32>) -> tensor<1x512x512xf32>
    %26 = stablehlo.broadcast_in_dim %25, dims = [0, 1, 2] : (tensor<1x512x512xf32>) -> tensor<8x512x512xf32>
    %27 = stablehlo.add %20, %26 : tensor<8x512x512xf32>
    %28 = "stablehlo.reduce_scatter"(%27) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3], [4, 5, 6, 7]]> : tensor<2x4xi64>, scatter_dimension = 1 : i64, use_global_device_ids}> ({
    ^bb0(%arg1: tensor<f32>, %arg2: tensor<f32>):
      %31 = stablehlo.add %arg1, %arg2 : tensor<f32>
      stablehlo.return %31 : tensor<f32>
    }) : (tensor<8x512x512xf32>) -> tensor<8x128x512xf32>
    %29 = stablehlo.broadcast_in_dim %22, dims = [] : (tensor<f32>) -> tensor<8x128x512xf32>
    %30 = stablehlo.divide %28, %29 : tensor<8x128x512xf32>
    return %30 : tensor<8x128x512xf32>
  }
}
