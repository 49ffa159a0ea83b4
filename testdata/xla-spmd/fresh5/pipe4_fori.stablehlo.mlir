module @jit_pipe4_fori attributes {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<4x512x512xf32> {mhlo.sharding = "{devices=[4,1,1,2]<=[8] last_tile_dim_replicate}"}, %arg1: tensor<8x64x512xf32> {mhlo.sharding = "{devices=[1,2,1,4]<=[4,2]T(1,0) last_tile_dim_replicate}"}) -> (tensor<32x64x512xf32> {jax.result_info = "result[0]"}, tensor<f32> {jax.result_info = "result[1]"}) {
    %0 = stablehlo.custom_call @Sharding(%arg0) {backend_config = "", mhlo.sharding = "{devices=[4,1,1,2]<=[8] last_tile_dim_replicate}"} : (tensor<4x512x512xf32>) -> tensor<4x512x512xf32>
    %1 = stablehlo.custom_call @SPMDFullToShardShape(%0) {backend_config = "", mhlo.sharding = "{manual}"} : (tensor<4x512x512xf32>) -> tensor<1x512x512xf32>
    %2 = stablehlo.custom_call @Sharding(%arg1) {backend_config = "", mhlo.sharding = "{devices=[1,2,1,4]<=[4,2]T(1,0) last_tile_dim_replicate}"} : (tensor<8x64x512xf32>) -> tensor<8x64x512xf32>
    %3 = stablehlo.custom_call @SPMDFullToShardShape(%2) {backend_config = "", mhlo.sharding = "{manual}"} : (tensor<8x64x512xf32>) -> tensor<8x32x512xf32>
    %4:2 = call @shmap_body(%1, %3) : (tensor<1x512x512xf32>, tensor<8x32x512xf32>) -> (tensor<8x32x512xf32>, tensor<f32>)
    %5 = stablehlo.custom_call @Sharding(%4#0) {backend_config = "", mhlo.sharding = "{manual}"} : (tensor<8x32x512xf32>) -> tensor<8x32x512xf32>
    %6 = stablehlo.custom_call @SPMDShardToFullShape(%5) {backend_config = "", mhlo.sharding = "{devices=[4,2,1]<=[8]}"} : (tensor<8x32x512xf32>) -> tensor<32x64x512xf32>
    %7 = stablehlo.custom_call @Sharding(%4#1) {backend_config = "", mhlo.sharding = "{manual}"} : (tensor<f32>) -> tensor<f32>
    %8 = stablehlo.custom_call @SPMDShardToFullShape(%7) {backend_config = "", mhlo.sharding = "{replicated}"} : (tensor<f32>) -> tensor<f32>
    return %6, %8 : tensor<32x64x512xf32>, tensor<f32>
  }
  func.func private @shmap_body(%arg0: tensor<1x512x512xf32>, %arg1: tensor<8x32x512xf32>) -> (tensor<8x32x512xf32> {jax.result_info = "[('stage',), ('data',), None]"}, tensor<f32> {jax.result_info = "[]"}) {
    %c = stablehlo.constant dense<2> : tensor<ui32>
    %c_0 = stablehlo.constant dense<4> : tensor<ui32>
    %0 = stablehlo.partition_id : tensor<ui32>
    %1 = stablehlo.divide %0, %c : tensor<ui32>
    %2 = stablehlo.remainder %1, %c_0 : tensor<ui32>
    %3 = stablehlo.convert %2 : (tensor<ui32>) -> tensor<i32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<32x512xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %5 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<8x32x512xf32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %6:7 = stablehlo.while(%iterArg = %3, %iterArg_5 = %arg1, %iterArg_6 = %arg0, %iterArg_7 = %c_3, %iterArg_8 = %c_2, %iterArg_9 = %4, %iterArg_10 = %5) : tensor<i32>, tensor<8x32x512xf32>, tensor<1x512x512xf32>, tensor<i32>, tensor<i32>, tensor<32x512xf32>, tensor<8x32x512xf32>
    cond {
      %c_11 = stablehlo.constant dense<11> : tensor<i32>
      %10 = stablehlo.compare LT, %iterArg_7, %c_11, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %10 : tensor<i1>
    } do {
      %10:3 = func.call @closed_call(%iterArg, %iterArg_5, %iterArg_6, %iterArg_8, %iterArg_9, %iterArg_10) : (tensor<i32>, tensor<8x32x512xf32>, tensor<1x512x512xf32>, tensor<i32>, tensor<32x512xf32>, tensor<8x32x512xf32>) -> (tensor<i32>, tensor<32x512xf32>, tensor<8x32x512xf32>)
      %c_11 = stablehlo.constant dense<1> : tensor<i32>
      %11 = stablehlo.add %iterArg_7, %c_11 : tensor<i32>
      stablehlo.return %iterArg, %iterArg_5, %iterArg_6, %11, %10#0, %10#1, %10#2 : tensor<i32>, tensor<8x32x512xf32>, tensor<1x512x512xf32>, tensor<i32>, tensor<i32>, tensor<32x512xf32>, tensor<8x32x512xf32>
    }
    %7 = stablehlo.multiply %6#6, %6#6 : tensor<8x32x512xf32>
    %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %8 = stablehlo.reduce(%7 init: %cst_4) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<8x32x512xf32>, tensor<f32>) -> tensor<f32>
    %9 = "stablehlo.all_reduce"(%8) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>, use_global_device_ids}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      %10 = stablehlo.add %arg2, %arg3 : tensor<f32>
      stablehlo.return %10 : tensor<f32>
    }) : (tensor<f32>) -> tensor<f32>
    return %6#6, %9 : tensor<8x32x512xf32>, tensor<f32>
  }
  func.func private @closed_call(%arg0: tensor<i32>, %arg1: tensor<8x32x512xf32>, %arg2: tensor<1x512x512xf32>, %arg3: tensor<i32>, %arg4: tensor<32x512xf32>, %arg5: tensor<8x32x512xf32>) -> (tensor<i32>, tensor<32x512xf32>, tensor<8x32x512xf32>) {
    %c = stablehlo.constant dense<1> : tensor<i32>
    %0 = stablehlo.add %arg3, %c : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.compare EQ, %arg0, %c_0, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_1 = stablehlo.constant dense<7> : tensor<i32>
    %2 = stablehlo.minimum %arg3, %c_1 : tensor<i32>
    %3 = stablehlo.convert %2 : tensor<i32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %4 = stablehlo.compare LT, %3, %c_2, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_3 = stablehlo.constant dense<8> : tensor<i32>
    %5 = stablehlo.add %3, %c_3 : tensor<i32>
    %6 = stablehlo.select %4, %5, %3 : tensor<i1>, tensor<i32>
    %c_4 = stablehlo.constant dense<0> : tensor<i32>
    %c_5 = stablehlo.constant dense<0> : tensor<i32>
    %7 = stablehlo.compare LT, %c_4, %c_5, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_6 = stablehlo.constant dense<0> : tensor<i32>
    %c_7 = stablehlo.constant dense<32> : tensor<i32>
    %8 = stablehlo.add %c_6, %c_7 : tensor<i32>
    %c_8 = stablehlo.constant dense<0> : tensor<i32>
    %9 = stablehlo.select %7, %8, %c_8 : tensor<i1>, tensor<i32>
    %c_9 = stablehlo.constant dense<0> : tensor<i32>
    %c_10 = stablehlo.constant dense<0> : tensor<i32>
    %10 = stablehlo.compare LT, %c_9, %c_10, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_11 = stablehlo.constant dense<0> : tensor<i32>
    %c_12 = stablehlo.constant dense<512> : tensor<i32>
    %11 = stablehlo.add %c_11, %c_12 : tensor<i32>
    %c_13 = stablehlo.constant dense<0> : tensor<i32>
    %12 = stablehlo.select %10, %11, %c_13 : tensor<i1>, tensor<i32>
    %13 = stablehlo.dynamic_slice %arg1, %6, %9, %12, sizes = [1, 32, 512] : (tensor<8x32x512xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x32x512xf32>
    %14 = stablehlo.reshape %13 : (tensor<1x32x512xf32>) -> tensor<32x512xf32>
    %15 = call @_where(%1, %14, %arg4) : (tensor<i1>, tensor<32x512xf32>, tensor<32x512xf32>) -> tensor<32x512xf32>
    %16 = stablehlo.reshape %arg2 : (tensor<1x512x512xf32>) -> tensor<512x512xf32>
    %17 = stablehlo.dot_general %15, %16, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x512xf32>, tensor<512x512xf32>) -> tensor<32x512xf32>
    %18 = stablehlo.tanh %17 : tensor<32x512xf32>
    %c_14 = stablehlo.constant dense<3> : tensor<i32>
    %19 = stablehlo.subtract %arg3, %c_14 : tensor<i32>
    %c_15 = stablehlo.constant dense<0> : tensor<i32>
    %c_16 = stablehlo.constant dense<7> : tensor<i32>
    %20 = call @clip(%19, %c_15, %c_16) : (tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %c_17 = stablehlo.constant dense<3> : tensor<i32>
    %21 = stablehlo.compare EQ, %arg0, %c_17, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_18 = stablehlo.constant dense<3> : tensor<i32>
    %22 = stablehlo.compare GE, %arg3, %c_18, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_19 = stablehlo.constant dense<false> : tensor<i1>
    %23 = stablehlo.broadcast_in_dim %c_19, dims = [] : (tensor<i1>) -> tensor<i1>
    %24 = stablehlo.compare NE, %22, %23, UNSIGNED : (tensor<i1>, tensor<i1>) -> tensor<i1>
    %25 = stablehlo.convert %24 : tensor<i1>
    %26 = stablehlo.and %21, %25 : tensor<i1>
    %27 = call @dynamic_update_index_in_dim(%arg5, %18, %20) : (tensor<8x32x512xf32>, tensor<32x512xf32>, tensor<i32>) -> tensor<8x32x512xf32>
    %28 = call @_where_0(%26, %27, %arg5) : (tensor<i1>, tensor<8x32x512xf32>, tensor<8x32x512xf32>) -> tensor<8x32x512xf32>
    %29 = "stablehlo.collective_permute"(%18) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, source_target_pairs = dense<[[0, 2], [2, 4], [4, 6], [6, 0], [1, 3], [3, 5], [5, 7], [7, 1]]> : tensor<8x2xi64>}> : (tensor<32x512xf32>) -> tensor<32x512xf32>
    return %0, %29, %28 : tensor<i32>, tensor<32x512xf32>, tensor<8x32x512xf32>
  }
  func.func private @_where(%arg0: tensor<i1>, %arg1: tensor<32x512xf32>, %arg2: tensor<32x512xf32>) -> tensor<32x512xf32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<i1>, tensor<32x512xf32>
    return %0 : tensor<32x512xf32>
  }
  func.func private @clip(%arg0: tensor<i32>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<i32> {
    %0 = stablehlo.maximum %arg1, %arg0 : tensor<i32>
    %1 = stablehlo.minimum %arg2, %0 : tensor<i32>
    return %1 : tensor<i32>
  }
  func.func private @dynamic_update_index_in_dim(%arg0: tensor<8x32x512xf32>, %arg1: tensor<32x512xf32>, %arg2: tensor<i32>) -> tensor<8x32x512xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1, 2] : (tensor<32x512xf32>) -> tensor<1x32x512xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.compare LT, %arg2, %c, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %2 = stablehlo.convert %arg2 : tensor<i32>
    %c_0 = stablehlo.constant dense<8> : tensor<i32>
    %3 = stablehlo.add %2, %c_0 : tensor<i32>
    %4 = stablehlo.select %1, %3, %arg2 : tensor<i1>, tensor<i32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %5 = stablehlo.dynamic_update_slice %arg0, %0, %4, %c_1, %c_2 : (tensor<8x32x512xf32>, tensor<1x32x512xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<8x32x512xf32>
    return %5 : tensor<8x32x512xf32>
  }
  func.func private @_where_0(%arg0: tensor<i1>, %arg1: tensor<8x32x512xf32>, %arg2: tensor<8x32x512xf32>) -> tensor<8x32x512xf32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<i1>, tensor<8x32x512xf32>
    return %0 : tensor<8x32x512xf32>
  }
}
