module @jit_ep_a2a_gspmd attributes {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<4x256x1024xf32> {mhlo.sharding = "{devices=[4,1,1,2]<=[8] last_tile_dim_replicate}"}, %arg1: tensor<4x1024x256xf32> {mhlo.sharding = "{devices=[4,1,1,2]<=[8] last_tile_dim_replicate}"}, %arg2: tensor<256x4xf32> {mhlo.sharding = "{replicated}"}, %arg3: tensor<2048x256xf32> {mhlo.sharding = "{devices=[8,1]<=[8]}"}) -> (tensor<f32> {jax.result_info = "result[0]"}, tensor<4x256x1024xf32> {jax.result_info = "result[1][0]"}, tensor<4x1024x256xf32> {jax.result_info = "result[1][1]"}) {
    %0 = stablehlo.custom_call @Sharding(%arg0) {backend_config = "", mhlo.sharding = "{devices=[4,1,1,2]<=[8] last_tile_dim_replicate}"} : (tensor<4x256x1024xf32>) -> tensor<4x256x1024xf32>
    %1 = stablehlo.custom_call @SPMDFullToShardShape(%0) {backend_config = "", mhlo.sharding = "{manual}"} : (tensor<4x256x1024xf32>) -> tensor<1x256x1024xf32>
    %2 = stablehlo.custom_call @Sharding(%arg1) {backend_config = "", mhlo.sharding = "{devices=[4,1,1,2]<=[8] last_tile_dim_replicate}"} : (tensor<4x1024x256xf32>) -> tensor<4x1024x256xf32>
    %3 = stablehlo.custom_call @SPMDFullToShardShape(%2) {backend_config = "", mhlo.sharding = "{manual}"} : (tensor<4x1024x256xf32>) -> tensor<1x1024x256xf32>
    %4 = stablehlo.custom_call @Sharding(%arg2) {backend_config = "", mhlo.sharding = "{replicated}"} : (tensor<256x4xf32>) -> tensor<256x4xf32>
    %5 = stablehlo.custom_call @SPMDFullToShardShape(%4) {backend_config = "", mhlo.sharding = "{manual}"} : (tensor<256x4xf32>) -> tensor<256x4xf32>
    %6 = stablehlo.custom_call @Sharding(%arg3) {backend_config = "", mhlo.sharding = "{devices=[8,1]<=[8]}"} : (tensor<2048x256xf32>) -> tensor<2048x256xf32>
    %7 = stablehlo.custom_call @SPMDFullToShardShape(%6) {backend_config = "", mhlo.sharding = "{manual}"} : (tensor<2048x256xf32>) -> tensor<256x256xf32>
    %8:3 = call @shmap_body(%1, %3, %5, %7) : (tensor<1x256x1024xf32>, tensor<1x1024x256xf32>, tensor<256x4xf32>, tensor<256x256xf32>) -> (tensor<f32>, tensor<1x256x1024xf32>, tensor<1x1024x256xf32>)
    %9 = stablehlo.custom_call @Sharding(%8#0) {backend_config = "", mhlo.sharding = "{manual}"} : (tensor<f32>) -> tensor<f32>
    %10 = stablehlo.custom_call @SPMDShardToFullShape(%9) {backend_config = "", mhlo.sharding = "{replicated}"} : (tensor<f32>) -> tensor<f32>
    %11 = stablehlo.custom_call @Sharding(%8#1) {backend_config = "", mhlo.sharding = "{manual}"} : (tensor<1x256x1024xf32>) -> tensor<1x256x1024xf32>
    %12 = stablehlo.custom_call @SPMDShardToFullShape(%11) {backend_config = "", mhlo.sharding = "{devices=[4,1,1,2]<=[8] last_tile_dim_replicate}"} : (tensor<1x256x1024xf32>) -> tensor<4x256x1024xf32>
    %13 = stablehlo.custom_call @Sharding(%8#2) {backend_config = "", mhlo.sharding = "{manual}"} : (tensor<1x1024x256xf32>) -> tensor<1x1024x256xf32>
    %14 = stablehlo.custom_call @SPMDShardToFullShape(%13) {backend_config = "", mhlo.sharding = "{devices=[4,1,1,2]<=[8] last_tile_dim_replicate}"} : (tensor<1x1024x256xf32>) -> tensor<4x1024x256xf32>
    return %10, %12, %14 : tensor<f32>, tensor<4x256x1024xf32>, tensor<4x1024x256xf32>
  }
  func.func private @shmap_body(%arg0: tensor<1x256x1024xf32>, %arg1: tensor<1x1024x256xf32>, %arg2: tensor<256x4xf32>, %arg3: tensor<256x256xf32>) -> (tensor<f32> {jax.result_info = "[]"}, tensor<1x256x1024xf32> {jax.result_info = "[('expert',), None, None]"}, tensor<1x1024x256xf32> {jax.result_info = "[('expert',), None, None]"}) {
    %0 = stablehlo.dot_general %arg3, %arg2, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<256x256xf32>, tensor<256x4xf32>) -> tensor<256x4xf32>
    %1 = call @argmax(%0) : (tensor<256x4xf32>) -> tensor<256xi32>
    %2 = call @_one_hot(%1) : (tensor<256xi32>) -> tensor<256x4xf32>
    %3 = call @cumsum(%2) : (tensor<256x4xf32>) -> tensor<256x4xf32>
    %4 = call @_one_hot(%1) : (tensor<256xi32>) -> tensor<256x4xf32>
    %5 = stablehlo.multiply %3, %4 : tensor<256x4xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %6 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<256x4xf32>
    %7 = stablehlo.subtract %5, %6 : tensor<256x4xf32>
    %8 = call @_one_hot(%1) : (tensor<256xi32>) -> tensor<256x4xf32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0, 1] : (tensor<256x4xf32>) -> tensor<256x4x1xf32>
    %10 = call @_one_hot_1(%7) : (tensor<256x4xf32>) -> tensor<256x4x64xf32>
    %11 = stablehlo.broadcast_in_dim %9, dims = [0, 1, 2] : (tensor<256x4x1xf32>) -> tensor<256x4x64xf32>
    %12 = stablehlo.multiply %11, %10 : tensor<256x4x64xf32>
    %13 = stablehlo.dot_general %12, %arg3, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<256x4x64xf32>, tensor<256x256xf32>) -> tensor<4x64x256xf32>
    %14 = "stablehlo.all_to_all"(%13) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, concat_dimension = 0 : i64, replica_groups = dense<[[0, 2, 4, 6], [1, 3, 5, 7]]> : tensor<2x4xi64>, split_count = 4 : i64, split_dimension = 0 : i64}> : (tensor<4x64x256xf32>) -> tensor<4x64x256xf32>
    %15 = stablehlo.reshape %arg0 : (tensor<1x256x1024xf32>) -> tensor<256x1024xf32>
    %16 = stablehlo.dot_general %14, %15, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x64x256xf32>, tensor<256x1024xf32>) -> tensor<4x64x1024xf32>
    %17 = call @relu(%16) : (tensor<4x64x1024xf32>) -> tensor<4x64x1024xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %18 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<4x64x1024xf32>
    %19 = stablehlo.compare GT, %16, %18, FLOAT : (tensor<4x64x1024xf32>, tensor<4x64x1024xf32>) -> tensor<4x64x1024xi1>
    %20 = stablehlo.reshape %arg1 : (tensor<1x1024x256xf32>) -> tensor<1024x256xf32>
    %21 = stablehlo.dot_general %17, %20, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x64x1024xf32>, tensor<1024x256xf32>) -> tensor<4x64x256xf32>
    %22 = "stablehlo.all_to_all"(%21) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, concat_dimension = 0 : i64, replica_groups = dense<[[0, 2, 4, 6], [1, 3, 5, 7]]> : tensor<2x4xi64>, split_count = 4 : i64, split_dimension = 0 : i64}> : (tensor<4x64x256xf32>) -> tensor<4x64x256xf32>
    %23 = stablehlo.dot_general %12, %22, contracting_dims = [2, 1] x [1, 0], precision = [DEFAULT, DEFAULT] : (tensor<256x4x64xf32>, tensor<4x64x256xf32>) -> tensor<256x256xf32>
    %cst_1 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %24 = stablehlo.reduce(%0 init: %cst_1) applies stablehlo.maximum across dimensions = [1] : (tensor<256x4xf32>, tensor<f32>) -> tensor<256xf32>
    %cst_2 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %25 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %26 = stablehlo.maximum %25, %24 : tensor<256xf32>
    %27 = stablehlo.broadcast_in_dim %26, dims = [0] : (tensor<256xf32>) -> tensor<256x1xf32>
    %28 = stablehlo.broadcast_in_dim %27, dims = [0, 1] : (tensor<256x1xf32>) -> tensor<256x4xf32>
    %29 = stablehlo.subtract %0, %28 : tensor<256x4xf32>
    %30 = stablehlo.exponential %29 : tensor<256x4xf32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %31 = stablehlo.reduce(%30 init: %cst_3) applies stablehlo.add across dimensions = [1] : (tensor<256x4xf32>, tensor<f32>) -> tensor<256xf32>
    %32 = stablehlo.broadcast_in_dim %31, dims = [0] : (tensor<256xf32>) -> tensor<256x1xf32>
    %33 = stablehlo.broadcast_in_dim %32, dims = [0, 1] : (tensor<256x1xf32>) -> tensor<256x4xf32>
    %34 = stablehlo.divide %30, %33 : tensor<256x4xf32>
    %cst_4 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %35 = stablehlo.reduce(%34 init: %cst_4) applies stablehlo.maximum across dimensions = [1] : (tensor<256x4xf32>, tensor<f32>) -> tensor<256xf32>
    %36 = stablehlo.broadcast_in_dim %35, dims = [0] : (tensor<256xf32>) -> tensor<256x1xf32>
    %37 = stablehlo.broadcast_in_dim %36, dims = [0, 1] : (tensor<256x1xf32>) -> tensor<256x256xf32>
    %38 = stablehlo.multiply %23, %37 : tensor<256x256xf32>
    %39 = stablehlo.subtract %38, %arg3 : tensor<256x256xf32>
    %40 = stablehlo.multiply %39, %39 : tensor<256x256xf32>
    %cst_5 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %41 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %42 = stablehlo.multiply %41, %39 : tensor<256x256xf32>
    %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %43 = stablehlo.reduce(%40 init: %cst_6) applies stablehlo.add across dimensions = [0, 1] : (tensor<256x256xf32>, tensor<f32>) -> tensor<f32>
    %cst_7 = stablehlo.constant dense<6.553600e+04> : tensor<f32>
    %44 = stablehlo.divide %43, %cst_7 : tensor<f32>
    %45 = "stablehlo.all_reduce"(%44) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>, use_global_device_ids}> ({
    ^bb0(%arg4: tensor<f32>, %arg5: tensor<f32>):
      %66 = stablehlo.add %arg4, %arg5 : tensor<f32>
      stablehlo.return %66 : tensor<f32>
    }) : (tensor<f32>) -> tensor<f32>
    %cst_8 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %46 = "stablehlo.all_reduce"(%cst_8) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>, use_global_device_ids}> ({
    ^bb0(%arg4: tensor<f32>, %arg5: tensor<f32>):
      %66 = stablehlo.add %arg4, %arg5 : tensor<f32>
      stablehlo.return %66 : tensor<f32>
    }) : (tensor<f32>) -> tensor<f32>
    %cst_9 = stablehlo.constant dense<6.553600e+04> : tensor<f32>
    %47 = stablehlo.divide %46, %cst_9 : tensor<f32>
    %48 = stablehlo.broadcast_in_dim %47, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %49 = stablehlo.multiply %48, %42 : tensor<256x256xf32>
    %50 = stablehlo.broadcast_in_dim %36, dims = [0, 1] : (tensor<256x1xf32>) -> tensor<256x256xf32>
    %51 = stablehlo.multiply %49, %50 : tensor<256x256xf32>
    %52 = stablehlo.dot_general %51, %12, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<256x256xf32>, tensor<256x4x64xf32>) -> tensor<256x4x64xf32>
    %53 = stablehlo.transpose %52, dims = [1, 2, 0] : (tensor<256x4x64xf32>) -> tensor<4x64x256xf32>
    %54 = "stablehlo.all_to_all"(%53) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, concat_dimension = 0 : i64, replica_groups = dense<[[0, 2, 4, 6], [1, 3, 5, 7]]> : tensor<2x4xi64>, split_count = 4 : i64, split_dimension = 0 : i64}> : (tensor<4x64x256xf32>) -> tensor<4x64x256xf32>
    %55 = stablehlo.dot_general %54, %17, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<4x64x256xf32>, tensor<4x64x1024xf32>) -> tensor<256x1024xf32>
    %56 = stablehlo.transpose %55, dims = [1, 0] : (tensor<256x1024xf32>) -> tensor<1024x256xf32>
    %57 = stablehlo.dot_general %54, %20, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x64x256xf32>, tensor<1024x256xf32>) -> tensor<4x64x1024xf32>
    %58 = stablehlo.broadcast_in_dim %56, dims = [1, 2] : (tensor<1024x256xf32>) -> tensor<1x1024x256xf32>
    %cst_10 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %59 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<4x64x1024xf32>
    %60 = stablehlo.select %19, %57, %59 : tensor<4x64x1024xi1>, tensor<4x64x1024xf32>
    %61 = stablehlo.dot_general %60, %14, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<4x64x1024xf32>, tensor<4x64x256xf32>) -> tensor<1024x256xf32>
    %62 = stablehlo.transpose %61, dims = [1, 0] : (tensor<1024x256xf32>) -> tensor<256x1024xf32>
    %63 = stablehlo.broadcast_in_dim %62, dims = [1, 2] : (tensor<256x1024xf32>) -> tensor<1x256x1024xf32>
    %64 = "stablehlo.all_reduce"(%63) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1], [2, 3], [4, 5], [6, 7]]> : tensor<4x2xi64>, use_global_device_ids}> ({
    ^bb0(%arg4: tensor<f32>, %arg5: tensor<f32>):
      %66 = stablehlo.add %arg4, %arg5 : tensor<f32>
      stablehlo.return %66 : tensor<f32>
    }) : (tensor<1x256x1024xf32>) -> tensor<1x256x1024xf32>
    %65 = "stablehlo.all_reduce"(%58) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1], [2, 3], [4, 5], [6, 7]]> : tensor<4x2xi64>, use_global_device_ids}> ({
    ^bb0(%arg4: tensor<f32>, %arg5: tensor<f32>):
      %66 = stablehlo.add %arg4, %arg5 : tensor<f32>
      stablehlo.return %66 : tensor<f32>
    }) : (tensor<1x1024x256xf32>) -> tensor<1x1024x256xf32>
    return %45, %64, %65 : tensor<f32>, tensor<1x256x1024xf32>, tensor<1x1024x256xf32>
  }
  func.func private @argmax(%arg0: tensor<256x4xf32>) -> tensor<256xi32> {
    %0 = stablehlo.iota dim = 1 : tensor<256x4xi32>
    %cst = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1:2 = stablehlo.reduce(%arg0 init: %cst), (%0 init: %c) across dimensions = [1] : (tensor<256x4xf32>, tensor<256x4xi32>, tensor<f32>, tensor<i32>) -> (tensor<256xf32>, tensor<256xi32>)
     reducer(%arg1: tensor<f32>, %arg3: tensor<f32>) (%arg2: tensor<i32>, %arg4: tensor<i32>)  {
      %2 = stablehlo.compare GT, %arg1, %arg3, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %3 = stablehlo.compare NE, %arg1, %arg1, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %4 = stablehlo.or %2, %3 : tensor<i1>
      %5 = stablehlo.compare EQ, %arg1, %arg3, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %6 = stablehlo.compare LT, %arg2, %arg4, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %7 = stablehlo.and %5, %6 : tensor<i1>
      %8 = stablehlo.or %4, %7 : tensor<i1>
      %9 = stablehlo.select %4, %arg1, %arg3 : tensor<i1>, tensor<f32>
      %10 = stablehlo.select %8, %arg2, %arg4 : tensor<i1>, tensor<i32>
      stablehlo.return %9, %10 : tensor<f32>, tensor<i32>
    }
    return %1#1 : tensor<256xi32>
  }
  func.func private @_one_hot(%arg0: tensor<256xi32>) -> tensor<256x4xf32> {
    %0 = stablehlo.broadcast_in_dim %arg0, dims = [0] : (tensor<256xi32>) -> tensor<256x1xi32>
    %1 = stablehlo.iota dim = 1 : tensor<1x4xi32>
    %2 = stablehlo.broadcast_in_dim %0, dims = [0, 1] : (tensor<256x1xi32>) -> tensor<256x4xi32>
    %3 = stablehlo.broadcast_in_dim %1, dims = [0, 1] : (tensor<1x4xi32>) -> tensor<256x4xi32>
    %4 = stablehlo.compare EQ, %2, %3, SIGNED : (tensor<256x4xi32>, tensor<256x4xi32>) -> tensor<256x4xi1>
    %5 = stablehlo.convert %4 : (tensor<256x4xi1>) -> tensor<256x4xf32>
    return %5 : tensor<256x4xf32>
  }
  func.func private @cumsum(%arg0: tensor<256x4xf32>) -> tensor<256x4xf32> {
    %0 = call @cumsum_0(%arg0) : (tensor<256x4xf32>) -> tensor<256x4xf32>
    return %0 : tensor<256x4xf32>
  }
  func.func private @cumsum_0(%arg0: tensor<256x4xf32>) -> tensor<256x4xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<f32>
    %1 = "stablehlo.reduce_window"(%arg0, %0) <{base_dilations = array<i64: 1, 1>, padding = dense<[[255, 0], [0, 0]]> : tensor<2x2xi64>, window_dilations = array<i64: 1, 1>, window_dimensions = array<i64: 256, 1>, window_strides = array<i64: 1, 1>}> ({
    ^bb0(%arg1: tensor<f32>, %arg2: tensor<f32>):
      %2 = stablehlo.add %arg1, %arg2 : tensor<f32>
      stablehlo.return %2 : tensor<f32>
    }) : (tensor<256x4xf32>, tensor<f32>) -> tensor<256x4xf32>
    return %1 : tensor<256x4xf32>
  }
  func.func private @_one_hot_1(%arg0: tensor<256x4xf32>) -> tensor<256x4x64xf32> {
    %0 = stablehlo.broadcast_in_dim %arg0, dims = [0, 1] : (tensor<256x4xf32>) -> tensor<256x4x1xf32>
    %1 = stablehlo.iota dim = 2 : tensor<1x1x64xf32>
    %2 = stablehlo.broadcast_in_dim %0, dims = [0, 1, 2] : (tensor<256x4x1xf32>) -> tensor<256x4x64xf32>
    %3 = stablehlo.broadcast_in_dim %1, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<256x4x64xf32>
    %4 = stablehlo.compare EQ, %2, %3, FLOAT : (tensor<256x4x64xf32>, tensor<256x4x64xf32>) -> tensor<256x4x64xi1>
    %5 = stablehlo.convert %4 : (tensor<256x4x64xi1>) -> tensor<256x4x64xf32>
    return %5 : tensor<256x4x64xf32>
  }
  func.func private @relu(%arg0: tensor<4x64x1024xf32>) -> tensor<4x64x1024xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4x64x1024xf32>
    %1 = stablehlo.maximum %arg0, %0 : tensor<4x64x1024xf32>
    return %1 : tensor<4x64x1024xf32>
  }
}
