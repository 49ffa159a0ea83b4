module @jit_shmap_auto attributes {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<1024x2048xf32> {jax.buffer_donor = true, mhlo.sharding = "{devices=[1,2,4]<=[4,2]T(1,0) last_tile_dim_replicate}"}, %arg1: tensor<2048x1024xf32> {jax.buffer_donor = true, mhlo.sharding = "{devices=[2,1,4]<=[4,2]T(1,0) last_tile_dim_replicate}"}, %arg2: tensor<1024x1024xf32> {mhlo.sharding = "{devices=[4,1,2]<=[8] last_tile_dim_replicate}"}) -> (tensor<1024x2048xf32> {jax.result_info = "result[0][0]"}, tensor<2048x1024xf32> {jax.result_info = "result[0][1]"}, tensor<f32> {jax.result_info = "result[1]"}) {
    %0 = stablehlo.custom_call @Sharding(%arg0) {backend_config = "unspecified_dims=[0,1]", mhlo.sharding = "{replicated}"} : (tensor<1024x2048xf32>) -> tensor<1024x2048xf32>
    %1 = stablehlo.custom_call @SPMDFullToShardShape(%0) {backend_config = "unspecified_dims=[0,1]", mhlo.sharding = "{devices=[1,1,4,2]<=[8] last_tile_dims={manual, replicated}}"} : (tensor<1024x2048xf32>) -> tensor<1024x2048xf32>
    %2 = stablehlo.custom_call @Sharding(%arg1) {backend_config = "unspecified_dims=[0,1]", mhlo.sharding = "{replicated}"} : (tensor<2048x1024xf32>) -> tensor<2048x1024xf32>
    %3 = stablehlo.custom_call @SPMDFullToShardShape(%2) {backend_config = "unspecified_dims=[0,1]", mhlo.sharding = "{devices=[1,1,4,2]<=[8] last_tile_dims={manual, replicated}}"} : (tensor<2048x1024xf32>) -> tensor<2048x1024xf32>
    %4 = stablehlo.custom_call @Sharding(%arg2) {backend_config = "unspecified_dims=[0,1]", mhlo.sharding = "{devices=[4,1,2]<=[8] last_tile_dim_replicate}"} : (tensor<1024x1024xf32>) -> tensor<1024x1024xf32>
    %5 = stablehlo.custom_call @SPMDFullToShardShape(%4) {backend_config = "unspecified_dims=[0,1]", mhlo.sharding = "{devices=[1,1,4,2]<=[8] last_tile_dims={manual, replicated}}"} : (tensor<1024x1024xf32>) -> tensor<256x1024xf32>
    %6:3 = call @shmap_body(%1, %3, %5) : (tensor<1024x2048xf32>, tensor<2048x1024xf32>, tensor<256x1024xf32>) -> (tensor<f32>, tensor<1024x2048xf32>, tensor<2048x1024xf32>)
    %7 = stablehlo.custom_call @Sharding(%6#0) {backend_config = "", mhlo.sharding = "{devices=[4,2]<=[8] last_tile_dims={manual, replicated}}"} : (tensor<f32>) -> tensor<f32>
    %8 = stablehlo.custom_call @SPMDShardToFullShape(%7) {backend_config = "", mhlo.sharding = "{replicated}"} : (tensor<f32>) -> tensor<f32>
    %9 = stablehlo.custom_call @Sharding(%6#1) {backend_config = "unspecified_dims=[0,1]", mhlo.sharding = "{devices=[1,1,4,2]<=[8] last_tile_dims={manual, replicated}}"} : (tensor<1024x2048xf32>) -> tensor<1024x2048xf32>
    %10 = stablehlo.custom_call @SPMDShardToFullShape(%9) {backend_config = "unspecified_dims=[0,1]", mhlo.sharding = "{replicated}"} : (tensor<1024x2048xf32>) -> tensor<1024x2048xf32>
    %11 = stablehlo.custom_call @Sharding(%6#2) {backend_config = "unspecified_dims=[0,1]", mhlo.sharding = "{devices=[1,1,4,2]<=[8] last_tile_dims={manual, replicated}}"} : (tensor<2048x1024xf32>) -> tensor<2048x1024xf32>
    %12 = stablehlo.custom_call @SPMDShardToFullShape(%11) {backend_config = "unspecified_dims=[0,1]", mhlo.sharding = "{replicated}"} : (tensor<2048x1024xf32>) -> tensor<2048x1024xf32>
    %cst = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %13 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1024x2048xf32>
    %14 = stablehlo.multiply %13, %10 : tensor<1024x2048xf32>
    %15 = stablehlo.subtract %arg0, %14 : tensor<1024x2048xf32>
    %cst_0 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %16 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<2048x1024xf32>
    %17 = stablehlo.multiply %16, %12 : tensor<2048x1024xf32>
    %18 = stablehlo.subtract %arg1, %17 : tensor<2048x1024xf32>
    return %15, %18, %8 : tensor<1024x2048xf32>, tensor<2048x1024xf32>, tensor<f32>
  }
  func.func private @shmap_body(%arg0: tensor<1024x2048xf32>, %arg1: tensor<2048x1024xf32>, %arg2: tensor<256x1024xf32>) -> (tensor<f32> {jax.result_info = "[]"}, tensor<1024x2048xf32> {jax.result_info = "[None, None]"}, tensor<2048x1024xf32> {jax.result_info = "[None, None]"}) {
    %0 = stablehlo.dot_general %arg2, %arg0, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<256x1024xf32>, tensor<1024x2048xf32>) -> tensor<256x2048xf32>
    %1 = stablehlo.custom_call @Sharding(%0) {backend_config = "unspecified_dims=[0,1]", mhlo.sharding = "{devices=[1,1,4,2]<=[8] last_tile_dims={manual, replicated}}"} : (tensor<256x2048xf32>) -> tensor<256x2048xf32>
    %2 = call @relu(%1) : (tensor<256x2048xf32>) -> tensor<256x2048xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %3 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<256x2048xf32>
    %4 = stablehlo.custom_call @Sharding(%3) {backend_config = "unspecified_dims=[0,1]", mhlo.sharding = "{devices=[1,1,4,2]<=[8] last_tile_dims={manual, replicated}}"} : (tensor<256x2048xf32>) -> tensor<256x2048xf32>
    %5 = stablehlo.compare GT, %1, %4, FLOAT : (tensor<256x2048xf32>, tensor<256x2048xf32>) -> tensor<256x2048xi1>
    %6 = stablehlo.custom_call @Sharding(%2) {backend_config = "", mhlo.sharding = "{devices=[1,2,4]<=[4,2]T(1,0) last_tile_dims={manual}}"} : (tensor<256x2048xf32>) -> tensor<256x2048xf32>
    %7 = stablehlo.dot_general %6, %arg1, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<256x2048xf32>, tensor<2048x1024xf32>) -> tensor<256x1024xf32>
    %8 = stablehlo.custom_call @Sharding(%7) {backend_config = "unspecified_dims=[0,1]", mhlo.sharding = "{devices=[1,1,4,2]<=[8] last_tile_dims={manual, replicated}}"} : (tensor<256x1024xf32>) -> tensor<256x1024xf32>
    %9 = stablehlo.subtract %8, %arg2 : tensor<256x1024xf32>
    %10 = stablehlo.custom_call @Sharding(%9) {backend_config = "unspecified_dims=[0,1]", mhlo.sharding = "{devices=[1,1,4,2]<=[8] last_tile_dims={manual, replicated}}"} : (tensor<256x1024xf32>) -> tensor<256x1024xf32>
    %11 = stablehlo.multiply %10, %10 : tensor<256x1024xf32>
    %12 = stablehlo.custom_call @Sharding(%11) {backend_config = "unspecified_dims=[0,1]", mhlo.sharding = "{devices=[1,1,4,2]<=[8] last_tile_dims={manual, replicated}}"} : (tensor<256x1024xf32>) -> tensor<256x1024xf32>
    %cst_0 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %13 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<256x1024xf32>
    %14 = stablehlo.custom_call @Sharding(%13) {backend_config = "unspecified_dims=[0,1]", mhlo.sharding = "{devices=[1,1,4,2]<=[8] last_tile_dims={manual, replicated}}"} : (tensor<256x1024xf32>) -> tensor<256x1024xf32>
    %15 = stablehlo.multiply %14, %10 : tensor<256x1024xf32>
    %16 = stablehlo.custom_call @Sharding(%15) {backend_config = "unspecified_dims=[0,1]", mhlo.sharding = "{devices=[1,1,4,2]<=[8] last_tile_dims={manual, replicated}}"} : (tensor<256x1024xf32>) -> tensor<256x1024xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %17 = stablehlo.reduce(%12 init: %cst_1) applies stablehlo.add across dimensions = [0, 1] : (tensor<256x1024xf32>, tensor<f32>) -> tensor<f32>
    %18 = stablehlo.custom_call @Sharding(%17) {backend_config = "", mhlo.sharding = "{devices=[4,2]<=[8] last_tile_dims={manual, replicated}}"} : (tensor<f32>) -> tensor<f32>
    %cst_2 = stablehlo.constant dense<2.621440e+05> : tensor<f32>
    %19 = stablehlo.divide %18, %cst_2 : tensor<f32>
    %20 = stablehlo.custom_call @Sharding(%19) {backend_config = "", mhlo.sharding = "{devices=[4,2]<=[8] last_tile_dims={manual, replicated}}"} : (tensor<f32>) -> tensor<f32>
    %cst_3 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %cst_4 = stablehlo.constant dense<2.621440e+05> : tensor<f32>
    %21 = stablehlo.divide %cst_3, %cst_4 : tensor<f32>
    %22 = stablehlo.custom_call @Sharding(%21) {backend_config = "", mhlo.sharding = "{devices=[4,2]<=[8] last_tile_dims={manual, replicated}}"} : (tensor<f32>) -> tensor<f32>
    %23 = stablehlo.broadcast_in_dim %22, dims = [] : (tensor<f32>) -> tensor<256x1024xf32>
    %24 = stablehlo.custom_call @Sharding(%23) {backend_config = "unspecified_dims=[0,1]", mhlo.sharding = "{devices=[1,1,4,2]<=[8] last_tile_dims={manual, replicated}}"} : (tensor<256x1024xf32>) -> tensor<256x1024xf32>
    %25 = stablehlo.multiply %24, %16 : tensor<256x1024xf32>
    %26 = stablehlo.custom_call @Sharding(%25) {backend_config = "unspecified_dims=[0,1]", mhlo.sharding = "{devices=[1,1,4,2]<=[8] last_tile_dims={manual, replicated}}"} : (tensor<256x1024xf32>) -> tensor<256x1024xf32>
    %27 = stablehlo.dot_general %26, %6, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<256x1024xf32>, tensor<256x2048xf32>) -> tensor<1024x2048xf32>
    %28 = stablehlo.custom_call @Sharding(%27) {backend_config = "unspecified_dims=[0,1]", mhlo.sharding = "{devices=[1,1,4,2]<=[8] last_tile_dims={manual, replicated}}"} : (tensor<1024x2048xf32>) -> tensor<1024x2048xf32>
    %29 = stablehlo.transpose %28, dims = [1, 0] : (tensor<1024x2048xf32>) -> tensor<2048x1024xf32>
    %30 = stablehlo.custom_call @Sharding(%29) {backend_config = "unspecified_dims=[0,1]", mhlo.sharding = "{devices=[1,1,4,2]<=[8] last_tile_dims={manual, replicated}}"} : (tensor<2048x1024xf32>) -> tensor<2048x1024xf32>
    %31 = stablehlo.dot_general %26, %arg1, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<256x1024xf32>, tensor<2048x1024xf32>) -> tensor<256x2048xf32>
    %32 = stablehlo.custom_call @Sharding(%31) {backend_config = "unspecified_dims=[0,1]", mhlo.sharding = "{devices=[1,1,4,2]<=[8] last_tile_dims={manual, replicated}}"} : (tensor<256x2048xf32>) -> tensor<256x2048xf32>
    %33 = stablehlo.custom_call @Sharding(%32) {backend_config = "", mhlo.sharding = "{devices=[1,2,4]<=[4,2]T(1,0) last_tile_dims={manual}}"} : (tensor<256x2048xf32>) -> tensor<256x2048xf32>
    %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %34 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<256x2048xf32>
    %35 = stablehlo.custom_call @Sharding(%34) {backend_config = "unspecified_dims=[0,1]", mhlo.sharding = "{devices=[1,1,4,2]<=[8] last_tile_dims={manual, replicated}}"} : (tensor<256x2048xf32>) -> tensor<256x2048xf32>
    %36 = stablehlo.select %5, %33, %35 : tensor<256x2048xi1>, tensor<256x2048xf32>
    %37 = stablehlo.custom_call @Sharding(%36) {backend_config = "unspecified_dims=[0,1]", mhlo.sharding = "{devices=[1,1,4,2]<=[8] last_tile_dims={manual, replicated}}"} : (tensor<256x2048xf32>) -> tensor<256x2048xf32>
    %38 = stablehlo.dot_general %37, %arg2, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<256x2048xf32>, tensor<256x1024xf32>) -> tensor<2048x1024xf32>
    %39 = stablehlo.custom_call @Sharding(%38) {backend_config = "unspecified_dims=[0,1]", mhlo.sharding = "{devices=[1,1,4,2]<=[8] last_tile_dims={manual, replicated}}"} : (tensor<2048x1024xf32>) -> tensor<2048x1024xf32>
    %40 = stablehlo.transpose %39, dims = [1, 0] : (tensor<2048x1024xf32>) -> tensor<1024x2048xf32>
    %41 = stablehlo.custom_call @Sharding(%40) {backend_config = "unspecified_dims=[0,1]", mhlo.sharding = "{devices=[1,1,4,2]<=[8] last_tile_dims={manual, replicated}}"} : (tensor<1024x2048xf32>) -> tensor<1024x2048xf32>
    %42 = "stablehlo.all_reduce"(%20) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 2, 4, 6], [1, 3, 5, 7]]> : tensor<2x4xi64>, use_global_device_ids}> ({
    ^bb0(%arg3: tensor<f32>, %arg4: tensor<f32>):
      %55 = stablehlo.add %arg3, %arg4 : tensor<f32>
      %56 = stablehlo.custom_call @Sharding(%55) {backend_config = "", mhlo.sharding = "{devices=[4,2]<=[8] last_tile_dims={manual, replicated}}"} : (tensor<f32>) -> tensor<f32>
      stablehlo.return %56 : tensor<f32>
    }) : (tensor<f32>) -> tensor<f32>
    %cst_6 = stablehlo.constant dense<4.000000e+00> : tensor<f32>
    %43 = stablehlo.divide %42, %cst_6 : tensor<f32>
    %44 = stablehlo.custom_call @Sharding(%43) {backend_config = "", mhlo.sharding = "{devices=[4,2]<=[8] last_tile_dims={manual, replicated}}"} : (tensor<f32>) -> tensor<f32>
    %45 = "stablehlo.all_reduce"(%41) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 2, 4, 6], [1, 3, 5, 7]]> : tensor<2x4xi64>, use_global_device_ids}> ({
    ^bb0(%arg3: tensor<f32>, %arg4: tensor<f32>):
      %55 = stablehlo.add %arg3, %arg4 : tensor<f32>
      %56 = stablehlo.custom_call @Sharding(%55) {backend_config = "", mhlo.sharding = "{devices=[4,2]<=[8] last_tile_dims={manual, replicated}}"} : (tensor<f32>) -> tensor<f32>
      stablehlo.return %56 : tensor<f32>
    }) : (tensor<1024x2048xf32>) -> tensor<1024x2048xf32>
    %cst_7 = stablehlo.constant dense<4.000000e+00> : tensor<f32>
    %46 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<1024x2048xf32>
    %47 = stablehlo.custom_call @Sharding(%46) {backend_config = "unspecified_dims=[0,1]", mhlo.sharding = "{devices=[1,1,4,2]<=[8] last_tile_dims={manual, replicated}}"} : (tensor<1024x2048xf32>) -> tensor<1024x2048xf32>
    %48 = stablehlo.divide %45, %47 : tensor<1024x2048xf32>
    %49 = stablehlo.custom_call @Sharding(%48) {backend_config = "unspecified_dims=[0,1]", mhlo.sharding = "{devices=[1,1,4,2]<=[8] last_tile_dims={manual, replicated}}"} : (tensor<1024x2048xf32>) -> tensor<1024x2048xf32>
    %50 = "stablehlo.all_reduce"(%30) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 2, 4, 6], [1, 3, 5, 7]]> : tensor<2x4xi64>, use_global_device_ids}> ({
    ^bb0(%arg3: tensor<f32>, %arg4: tensor<f32>):
      %55 = stablehlo.add %arg3, %arg4 : tensor<f32>
      %56 = stablehlo.custom_call @Sharding(%55) {backend_config = "", mhlo.sharding = "{devices=[4,2]<=[8] last_tile_dims={manual, replicated}}"} : (tensor<f32>) -> tensor<f32>
      stablehlo.return %56 : tensor<f32>
    }) : (tensor<2048x1024xf32>) -> tensor<2048x1024xf32>
    %cst_8 = stablehlo.constant dense<4.000000e+00> : tensor<f32>
    %51 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<2048x1024xf32>
    %52 = stablehlo.custom_call @Sharding(%51) {backend_config = "unspecified_dims=[0,1]", mhlo.sharding = "{devices=[1,1,4,2]<=[8] last_tile_dims={manual, replicated}}"} : (tensor<2048x1024xf32>) -> tensor<2048x1024xf32>
    %53 = stablehlo.divide %50, %52 : tensor<2048x1024xf32>
    %54 = stablehlo.custom_call @Sharding(%53) {backend_config = "unspecified_dims=[0,1]", mhlo.sharding = "{devices=[1,1,4,2]<=[8] last_tile_dims={manual, replicated}}"} : (tensor<2048x1024xf32>) -> tensor<2048x1024xf32>
    return %44, %49, %54 : tensor<f32>, tensor<1024x2048xf32>, tensor<2048x1024xf32>
  }
  func.func private @relu(%arg0: tensor<256x2048xf32>) -> tensor<256x2048xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<256x2048xf32>
    %1 = stablehlo.custom_call @Sharding(%0) {backend_config = "unspecified_dims=[0,1]", mhlo.sharding = "{devices=[1,1,4,2]<=[8] last_tile_dims={manual, replicated}}"} : (tensor<256x2048xf32>) -> tensor<256x2048xf32>
    %2 = stablehlo.maximum %arg0, %1 : tensor<256x2048xf32>
    %3 = stablehlo.custom_call @Sharding(%2) {backend_config = "unspecified_dims=[0,1]", mhlo.sharding = "{devices=[1,1,4,2]<=[8] last_tile_dims={manual, replicated}}"} : (tensor<256x2048xf32>) -> tensor<256x2048xf32>
    return %3 : tensor<256x2048xf32>
  }
}
