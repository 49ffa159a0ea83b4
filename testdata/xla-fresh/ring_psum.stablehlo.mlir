module @jit_ring_psum attributes {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<2048x8x64xf32> {mhlo.sharding = "{devices=[8,1,1]<=[8]}"}, %arg1: tensor<2048x8x64xf32> {mhlo.sharding = "{devices=[8,1,1]<=[8]}"}, %arg2: tensor<2048x8x64xf32> {mhlo.sharding = "{devices=[8,1,1]<=[8]}"}) -> (tensor<2048x8x64xf32> {jax.result_info = "result[0]"}, tensor<f32> {jax.result_info = "result[1]"}, tensor<2048x8xf32> {jax.result_info = "result[2]"}) {
    %0 = stablehlo.custom_call @Sharding(%arg0) {backend_config = "", mhlo.sharding = "{devices=[8,1,1]<=[8]}"} : (tensor<2048x8x64xf32>) -> tensor<2048x8x64xf32>
    %1 = stablehlo.custom_call @SPMDFullToShardShape(%0) {backend_config = "", mhlo.sharding = "{manual}"} : (tensor<2048x8x64xf32>) -> tensor<256x8x64xf32>
    %2 = stablehlo.custom_call @Sharding(%arg1) {backend_config = "", mhlo.sharding = "{devices=[8,1,1]<=[8]}"} : (tensor<2048x8x64xf32>) -> tensor<2048x8x64xf32>
    %3 = stablehlo.custom_call @SPMDFullToShardShape(%2) {backend_config = "", mhlo.sharding = "{manual}"} : (tensor<2048x8x64xf32>) -> tensor<256x8x64xf32>
    %4 = stablehlo.custom_call @Sharding(%arg2) {backend_config = "", mhlo.sharding = "{devices=[8,1,1]<=[8]}"} : (tensor<2048x8x64xf32>) -> tensor<2048x8x64xf32>
    %5 = stablehlo.custom_call @SPMDFullToShardShape(%4) {backend_config = "", mhlo.sharding = "{manual}"} : (tensor<2048x8x64xf32>) -> tensor<256x8x64xf32>
    %6:3 = call @shmap_body(%1, %3, %5) : (tensor<256x8x64xf32>, tensor<256x8x64xf32>, tensor<256x8x64xf32>) -> (tensor<256x8x64xf32>, tensor<f32>, tensor<2048x8xf32>)
    %7 = stablehlo.custom_call @Sharding(%6#0) {backend_config = "", mhlo.sharding = "{manual}"} : (tensor<256x8x64xf32>) -> tensor<256x8x64xf32>
    %8 = stablehlo.custom_call @SPMDShardToFullShape(%7) {backend_config = "", mhlo.sharding = "{devices=[8,1,1]<=[8]}"} : (tensor<256x8x64xf32>) -> tensor<2048x8x64xf32>
    %9 = stablehlo.custom_call @Sharding(%6#1) {backend_config = "", mhlo.sharding = "{manual}"} : (tensor<f32>) -> tensor<f32>
    %10 = stablehlo.custom_call @SPMDShardToFullShape(%9) {backend_config = "", mhlo.sharding = "{replicated}"} : (tensor<f32>) -> tensor<f32>
    %11 = stablehlo.custom_call @Sharding(%6#2) {backend_config = "", mhlo.sharding = "{manual}"} : (tensor<2048x8xf32>) -> tensor<2048x8xf32>
    %12 = stablehlo.custom_call @SPMDShardToFullShape(%11) {backend_config = "", mhlo.sharding = "{replicated}"} : (tensor<2048x8xf32>) -> tensor<2048x8xf32>
    return %8, %10, %12 : tensor<2048x8x64xf32>, tensor<f32>, tensor<2048x8xf32>
  }
  func.func private @shmap_body(%arg0: tensor<256x8x64xf32>, %arg1: tensor<256x8x64xf32>, %arg2: tensor<256x8x64xf32>) -> (tensor<256x8x64xf32> {jax.result_info = "[('ring',), None, None]"}, tensor<f32> {jax.result_info = "[]"}, tensor<2048x8xf32> {jax.result_info = "[None, None]"}) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<256x8x64xf32>
    %cst_0 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<256x8xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<256x8xf32>
    %3 = stablehlo.dot_general %arg0, %arg1, batching_dims = [1] x [1], contracting_dims = [2] x [2], precision = [DEFAULT, DEFAULT] : (tensor<256x8x64xf32>, tensor<256x8x64xf32>) -> tensor<8x256x256xf32>
    %cst_2 = stablehlo.constant dense<8.000000e+00> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<8x256x256xf32>
    %5 = stablehlo.divide %3, %4 : tensor<8x256x256xf32>
    %cst_3 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %6 = stablehlo.reduce(%5 init: %cst_3) applies stablehlo.maximum across dimensions = [2] : (tensor<8x256x256xf32>, tensor<f32>) -> tensor<8x256xf32>
    %7 = stablehlo.transpose %6, dims = [1, 0] : (tensor<8x256xf32>) -> tensor<256x8xf32>
    %8 = stablehlo.convert %1 : tensor<256x8xf32>
    %9 = stablehlo.maximum %8, %7 : tensor<256x8xf32>
    %10 = stablehlo.convert %1 : tensor<256x8xf32>
    %11 = stablehlo.subtract %10, %9 : tensor<256x8xf32>
    %12 = stablehlo.exponential %11 : tensor<256x8xf32>
    %13 = stablehlo.transpose %9, dims = [1, 0] : (tensor<256x8xf32>) -> tensor<8x256xf32>
    %14 = stablehlo.broadcast_in_dim %13, dims = [0, 1] : (tensor<8x256xf32>) -> tensor<8x256x1xf32>
    %15 = stablehlo.broadcast_in_dim %14, dims = [0, 1, 2] : (tensor<8x256x1xf32>) -> tensor<8x256x256xf32>
    %16 = stablehlo.subtract %5, %15 : tensor<8x256x256xf32>
    %17 = stablehlo.exponential %16 : tensor<8x256x256xf32>
    %18 = stablehlo.broadcast_in_dim %12, dims = [0, 1] : (tensor<256x8xf32>) -> tensor<256x8x1xf32>
    %19 = stablehlo.broadcast_in_dim %18, dims = [0, 1, 2] : (tensor<256x8x1xf32>) -> tensor<256x8x64xf32>
    %20 = stablehlo.multiply %0, %19 : tensor<256x8x64xf32>
    %21 = stablehlo.dot_general %arg2, %17, batching_dims = [1] x [0], contracting_dims = [0] x [2], precision = [DEFAULT, DEFAULT] : (tensor<256x8x64xf32>, tensor<8x256x256xf32>) -> tensor<8x64x256xf32>
    %22 = stablehlo.transpose %21, dims = [2, 0, 1] : (tensor<8x64x256xf32>) -> tensor<256x8x64xf32>
    %23 = stablehlo.add %20, %22 : tensor<256x8x64xf32>
    %24 = stablehlo.multiply %2, %12 : tensor<256x8xf32>
    %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %25 = stablehlo.reduce(%17 init: %cst_4) applies stablehlo.add across dimensions = [2] : (tensor<8x256x256xf32>, tensor<f32>) -> tensor<8x256xf32>
    %26 = stablehlo.transpose %25, dims = [1, 0] : (tensor<8x256xf32>) -> tensor<256x8xf32>
    %27 = stablehlo.add %24, %26 : tensor<256x8xf32>
    %28 = "stablehlo.collective_permute"(%arg1) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, source_target_pairs = dense<[[0, 1], [1, 2], [2, 3], [3, 4], [4, 5], [5, 6], [6, 7], [7, 0]]> : tensor<8x2xi64>}> : (tensor<256x8x64xf32>) -> tensor<256x8x64xf32>
    %29 = "stablehlo.collective_permute"(%arg2) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, source_target_pairs = dense<[[0, 1], [1, 2], [2, 3], [3, 4], [4, 5], [5, 6], [6, 7], [7, 0]]> : tensor<8x2xi64>}> : (tensor<256x8x64xf32>) -> tensor<256x8x64xf32>
    %30 = stablehlo.dot_general %arg0, %28, batching_dims = [1] x [1], contracting_dims = [2] x [2], precision = [DEFAULT, DEFAULT] : (tensor<256x8x64xf32>, tensor<256x8x64xf32>) -> tensor<8x256x256xf32>
    %cst_5 = stablehlo.constant dense<8.000000e+00> : tensor<f32>
    %31 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<8x256x256xf32>
    %32 = stablehlo.divide %30, %31 : tensor<8x256x256xf32>
    %cst_6 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %33 = stablehlo.reduce(%32 init: %cst_6) applies stablehlo.maximum across dimensions = [2] : (tensor<8x256x256xf32>, tensor<f32>) -> tensor<8x256xf32>
    %34 = stablehlo.transpose %33, dims = [1, 0] : (tensor<8x256xf32>) -> tensor<256x8xf32>
    %35 = stablehlo.maximum %9, %34 : tensor<256x8xf32>
    %36 = stablehlo.subtract %9, %35 : tensor<256x8xf32>
    %37 = stablehlo.exponential %36 : tensor<256x8xf32>
    %38 = stablehlo.transpose %35, dims = [1, 0] : (tensor<256x8xf32>) -> tensor<8x256xf32>
    %39 = stablehlo.broadcast_in_dim %38, dims = [0, 1] : (tensor<8x256xf32>) -> tensor<8x256x1xf32>
    %40 = stablehlo.broadcast_in_dim %39, dims = [0, 1, 2] : (tensor<8x256x1xf32>) -> tensor<8x256x256xf32>
    %41 = stablehlo.subtract %32, %40 : tensor<8x256x256xf32>
    %42 = stablehlo.exponential %41 : tensor<8x256x256xf32>
    %43 = stablehlo.broadcast_in_dim %37, dims = [0, 1] : (tensor<256x8xf32>) -> tensor<256x8x1xf32>
    %44 = stablehlo.broadcast_in_dim %43, dims = [0, 1, 2] : (tensor<256x8x1xf32>) -> tensor<256x8x64xf32>
    %45 = stablehlo.multiply %23, %44 : tensor<256x8x64xf32>
    %46 = stablehlo.dot_general %29, %42, batching_dims = [1] x [0], contracting_dims = [0] x [2], precision = [DEFAULT, DEFAULT] : (tensor<256x8x64xf32>, tensor<8x256x256xf32>) -> tensor<8x64x256xf32>
    %47 = stablehlo.transpose %46, dims = [2, 0, 1] : (tensor<8x64x256xf32>) -> tensor<256x8x64xf32>
    %48 = stablehlo.add %45, %47 : tensor<256x8x64xf32>
    %49 = stablehlo.multiply %27, %37 : tensor<256x8xf32>
    %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %50 = stablehlo.reduce(%42 init: %cst_7) applies stablehlo.add across dimensions = [2] : (tensor<8x256x256xf32>, tensor<f32>) -> tensor<8x256xf32>
    %51 = stablehlo.transpose %50, dims = [1, 0] : (tensor<8x256xf32>) -> tensor<256x8xf32>
    %52 = stablehlo.add %49, %51 : tensor<256x8xf32>
    %53 = "stablehlo.collective_permute"(%28) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, source_target_pairs = dense<[[0, 1], [1, 2], [2, 3], [3, 4], [4, 5], [5, 6], [6, 7], [7, 0]]> : tensor<8x2xi64>}> : (tensor<256x8x64xf32>) -> tensor<256x8x64xf32>
    %54 = "stablehlo.collective_permute"(%29) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, source_target_pairs = dense<[[0, 1], [1, 2], [2, 3], [3, 4], [4, 5], [5, 6], [6, 7], [7, 0]]> : tensor<8x2xi64>}> : (tensor<256x8x64xf32>) -> tensor<256x8x64xf32>
    %55 = stablehlo.dot_general %arg0, %53, batching_dims = [1] x [1], contracting_dims = [2] x [2], precision = [DEFAULT, DEFAULT] : (tensor<256x8x64xf32>, tensor<256x8x64xf32>) -> tensor<8x256x256xf32>
    %cst_8 = stablehlo.constant dense<8.000000e+00> : tensor<f32>
    %56 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<8x256x256xf32>
    %57 = stablehlo.divide %55, %56 : tensor<8x256x256xf32>
    %cst_9 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %58 = stablehlo.reduce(%57 init: %cst_9) applies stablehlo.maximum across dimensions = [2] : (tensor<8x256x256xf32>, tensor<f32>) -> tensor<8x256xf32>
    %59 = stablehlo.transpose %58, dims = [1, 0] : (tensor<8x256xf32>) -> tensor<256x8xf32>
    %60 = stablehlo.maximum %35, %59 : tensor<256x8xf32>
    %61 = stablehlo.subtract %35, %60 : tensor<256x8xf32>
    %62 = stablehlo.exponential %61 : tensor<256x8xf32>
    %63 = stablehlo.transpose %60, dims = [1, 0] : (tensor<256x8xf32>) -> tensor<8x256xf32>
    %64 = stablehlo.broadcast_in_dim %63, dims = [0, 1] : (tensor<8x256xf32>) -> tensor<8x256x1xf32>
    %65 = stablehlo.broadcast_in_dim %64, dims = [0, 1, 2] : (tensor<8x256x1xf32>) -> tensor<8x256x256xf32>
    %66 = stablehlo.subtract %57, %65 : tensor<8x256x256xf32>
    %67 = stablehlo.exponential %66 : tensor<8x256x256xf32>
    %68 = stablehlo.broadcast_in_dim %62, dims = [0, 1] : (tensor<256x8xf32>) -> tensor<256x8x1xf32>
    %69 = stablehlo.broadcast_in_dim %68, dims = [0, 1, 2] : (tensor<256x8x1xf32>) -> tensor<256x8x64xf32>
    %70 = stablehlo.multiply %48, %69 : tensor<256x8x64xf32>
    %71 = stablehlo.dot_general %54, %67, batching_dims = [1] x [0], contracting_dims = [0] x [2], precision = [DEFAULT, DEFAULT] : (tensor<256x8x64xf32>, tensor<8x256x256xf32>) -> tensor<8x64x256xf32>
    %72 = stablehlo.transpose %71, dims = [2, 0, 1] : (tensor<8x64x256xf32>) -> tensor<256x8x64xf32>
    %73 = stablehlo.add %70, %72 : tensor<256x8x64xf32>
    %74 = stablehlo.multiply %52, %62 : tensor<256x8xf32>
    %cst_10 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %75 = stablehlo.reduce(%67 init: %cst_10) applies stablehlo.add across dimensions = [2] : (tensor<8x256x256xf32>, tensor<f32>) -> tensor<8x256xf32>
    %76 = stablehlo.transpose %75, dims = [1, 0] : (tensor<8x256xf32>) -> tensor<256x8xf32>
    %77 = stablehlo.add %74, %76 : tensor<256x8xf32>
    %78 = "stablehlo.collective_permute"(%53) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, source_target_pairs = dense<[[0, 1], [1, 2], [2, 3], [3, 4], [4, 5], [5, 6], [6, 7], [7, 0]]> : tensor<8x2xi64>}> : (tensor<256x8x64xf32>) -> tensor<256x8x64xf32>
    %79 = "stablehlo.collective_permute"(%54) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, source_target_pairs = dense<[[0, 1], [1, 2], [2, 3], [3, 4], [4, 5], [5, 6], [6, 7], [7, 0]]> : tensor<8x2xi64>}> : (tensor<256x8x64xf32>) -> tensor<256x8x64xf32>
    %80 = stablehlo.dot_general %arg0, %78, batching_dims = [1] x [1], contracting_dims = [2] x [2], precision = [DEFAULT, DEFAULT] : (tensor<256x8x64xf32>, tensor<256x8x64xf32>) -> tensor<8x256x256xf32>
    %cst_11 = stablehlo.constant dense<8.000000e+00> : tensor<f32>
    %81 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<8x256x256xf32>
    %82 = stablehlo.divide %80, %81 : tensor<8x256x256xf32>
    %cst_12 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %83 = stablehlo.reduce(%82 init: %cst_12) applies stablehlo.maximum across dimensions = [2] : (tensor<8x256x256xf32>, tensor<f32>) -> tensor<8x256xf32>
    %84 = stablehlo.transpose %83, dims = [1, 0] : (tensor<8x256xf32>) -> tensor<256x8xf32>
    %85 = stablehlo.maximum %60, %84 : tensor<256x8xf32>
    %86 = stablehlo.subtract %60, %85 : tensor<256x8xf32>
    %87 = stablehlo.exponential %86 : tensor<256x8xf32>
    %88 = stablehlo.transpose %85, dims = [1, 0] : (tensor<256x8xf32>) -> tensor<8x256xf32>
    %89 = stablehlo.broadcast_in_dim %88, dims = [0, 1] : (tensor<8x256xf32>) -> tensor<8x256x1xf32>
    %90 = stablehlo.broadcast_in_dim %89, dims = [0, 1, 2] : (tensor<8x256x1xf32>) -> tensor<8x256x256xf32>
    %91 = stablehlo.subtract %82, %90 : tensor<8x256x256xf32>
    %92 = stablehlo.exponential %91 : tensor<8x256x256xf32>
    %93 = stablehlo.broadcast_in_dim %87, dims = [0, 1] : (tensor<256x8xf32>) -> tensor<256x8x1xf32>
    %94 = stablehlo.broadcast_in_dim %93, dims = [0, 1, 2] : (tensor<256x8x1xf32>) -> tensor<256x8x64xf32>
    %95 = stablehlo.multiply %73, %94 : tensor<256x8x64xf32>
    %96 = stablehlo.dot_general %79, %92, batching_dims = [1] x [0], contracting_dims = [0] x [2], precision = [DEFAULT, DEFAULT] : (tensor<256x8x64xf32>, tensor<8x256x256xf32>) -> tensor<8x64x256xf32>
    %97 = stablehlo.transpose %96, dims = [2, 0, 1] : (tensor<8x64x256xf32>) -> tensor<256x8x64xf32>
    %98 = stablehlo.add %95, %97 : tensor<256x8x64xf32>
    %99 = stablehlo.multiply %77, %87 : tensor<256x8xf32>
    %cst_13 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %100 = stablehlo.reduce(%92 init: %cst_13) applies stablehlo.add across dimensions = [2] : (tensor<8x256x256xf32>, tensor<f32>) -> tensor<8x256xf32>
    %101 = stablehlo.transpose %100, dims = [1, 0] : (tensor<8x256xf32>) -> tensor<256x8xf32>
    %102 = stablehlo.add %99, %101 : tensor<256x8xf32>
    %103 = "stablehlo.collective_permute"(%78) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, source_target_pairs = dense<[[0, 1], [1, 2], [2, 3], [3, 4], [4, 5], [5, 6], [6, 7], [7, 0]]> : tensor<8x2xi64>}> : (tensor<256x8x64xf32>) -> tensor<256x8x64xf32>
    %104 = "stablehlo.collective_permute"(%79) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, source_target_pairs = dense<[[0, 1], [1, 2], [2, 3], [3, 4], [4, 5], [5, 6], [6, 7], [7, 0]]> : tensor<8x2xi64>}> : (tensor<256x8x64xf32>) -> tensor<256x8x64xf32>
    %105 = stablehlo.dot_general %arg0, %103, batching_dims = [1] x [1], contracting_dims = [2] x [2], precision = [DEFAULT, DEFAULT] : (tensor<256x8x64xf32>, tensor<256x8x64xf32>) -> tensor<8x256x256xf32>
    %cst_14 = stablehlo.constant dense<8.000000e+00> : tensor<f32>
    %106 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f32>) -> tensor<8x256x256xf32>
    %107 = stablehlo.divide %105, %106 : tensor<8x256x256xf32>
    %cst_15 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %108 = stablehlo.reduce(%107 init: %cst_15) applies stablehlo.maximum across dimensions = [2] : (tensor<8x256x256xf32>, tensor<f32>) -> tensor<8x256xf32>
    %109 = stablehlo.transpose %108, dims = [1, 0] : (tensor<8x256xf32>) -> tensor<256x8xf32>
    %110 = stablehlo.maximum %85, %109 : tensor<256x8xf32>
    %111 = stablehlo.subtract %85, %110 : tensor<256x8xf32>
    %112 = stablehlo.exponential %111 : tensor<256x8xf32>
    %113 = stablehlo.transpose %110, dims = [1, 0] : (tensor<256x8xf32>) -> tensor<8x256xf32>
    %114 = stablehlo.broadcast_in_dim %113, dims = [0, 1] : (tensor<8x256xf32>) -> tensor<8x256x1xf32>
    %115 = stablehlo.broadcast_in_dim %114, dims = [0, 1, 2] : (tensor<8x256x1xf32>) -> tensor<8x256x256xf32>
    %116 = stablehlo.subtract %107, %115 : tensor<8x256x256xf32>
    %117 = stablehlo.exponential %116 : tensor<8x256x256xf32>
    %118 = stablehlo.broadcast_in_dim %112, dims = [0, 1] : (tensor<256x8xf32>) -> tensor<256x8x1xf32>
    %119 = stablehlo.broadcast_in_dim %118, dims = [0, 1, 2] : (tensor<256x8x1xf32>) -> tensor<256x8x64xf32>
    %120 = stablehlo.multiply %98, %119 : tensor<256x8x64xf32>
    %121 = stablehlo.dot_general %104, %117, batching_dims = [1] x [0], contracting_dims = [0] x [2], precision = [DEFAULT, DEFAULT] : (tensor<256x8x64xf32>, tensor<8x256x256xf32>) -> tensor<8x64x256xf32>
    %122 = stablehlo.transpose %121, dims = [2, 0, 1] : (tensor<8x64x256xf32>) -> tensor<256x8x64xf32>
    %123 = stablehlo.add %120, %122 : tensor<256x8x64xf32>
    %124 = stablehlo.multiply %102, %112 : tensor<256x8xf32>
    %cst_16 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %125 = stablehlo.reduce(%117 init: %cst_16) applies stablehlo.add across dimensions = [2] : (tensor<8x256x256xf32>, tensor<f32>) -> tensor<8x256xf32>
    %126 = stablehlo.transpose %125, dims = [1, 0] : (tensor<8x256xf32>) -> tensor<256x8xf32>
    %127 = stablehlo.add %124, %126 : tensor<256x8xf32>
    %128 = "stablehlo.collective_permute"(%103) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, source_target_pairs = dense<[[0, 1], [1, 2], [2, 3], [3, 4], [4, 5], [5, 6], [6, 7], [7, 0]]> : tensor<8x2xi64>}> : (tensor<256x8x64xf32>) -> tensor<256x8x64xf32>
    %129 = "stablehlo.collective_permute"(%104) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, source_target_pairs = dense<[[0, 1], [1, 2], [2, 3], [3, 4], [4, 5], [5, 6], [6, 7], [7, 0]]> : tensor<8x2xi64>}> : (tensor<256x8x64xf32>) -> tensor<256x8x64xf32>
    %130 = stablehlo.dot_general %arg0, %128, batching_dims = [1] x [1], contracting_dims = [2] x [2], precision = [DEFAULT, DEFAULT] : (tensor<256x8x64xf32>, tensor<256x8x64xf32>) -> tensor<8x256x256xf32>
    %cst_17 = stablehlo.constant dense<8.000000e+00> : tensor<f32>
    %131 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<f32>) -> tensor<8x256x256xf32>
    %132 = stablehlo.divide %130, %131 : tensor<8x256x256xf32>
    %cst_18 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %133 = stablehlo.reduce(%132 init: %cst_18) applies stablehlo.maximum across dimensions = [2] : (tensor<8x256x256xf32>, tensor<f32>) -> tensor<8x256xf32>
    %134 = stablehlo.transpose %133, dims = [1, 0] : (tensor<8x256xf32>) -> tensor<256x8xf32>
    %135 = stablehlo.maximum %110, %134 : tensor<256x8xf32>
    %136 = stablehlo.subtract %110, %135 : tensor<256x8xf32>
    %137 = stablehlo.exponential %136 : tensor<256x8xf32>
    %138 = stablehlo.transpose %135, dims = [1, 0] : (tensor<256x8xf32>) -> tensor<8x256xf32>
    %139 = stablehlo.broadcast_in_dim %138, dims = [0, 1] : (tensor<8x256xf32>) -> tensor<8x256x1xf32>
    %140 = stablehlo.broadcast_in_dim %139, dims = [0, 1, 2] : (tensor<8x256x1xf32>) -> tensor<8x256x256xf32>
    %141 = stablehlo.subtract %132, %140 : tensor<8x256x256xf32>
    %142 = stablehlo.exponential %141 : tensor<8x256x256xf32>
    %143 = stablehlo.broadcast_in_dim %137, dims = [0, 1] : (tensor<256x8xf32>) -> tensor<256x8x1xf32>
    %144 = stablehlo.broadcast_in_dim %143, dims = [0, 1, 2] : (tensor<256x8x1xf32>) -> tensor<256x8x64xf32>
    %145 = stablehlo.multiply %123, %144 : tensor<256x8x64xf32>
    %146 = stablehlo.dot_general %129, %142, batching_dims = [1] x [0], contracting_dims = [0] x [2], precision = [DEFAULT, DEFAULT] : (tensor<256x8x64xf32>, tensor<8x256x256xf32>) -> tensor<8x64x256xf32>
    %147 = stablehlo.transpose %146, dims = [2, 0, 1] : (tensor<8x64x256xf32>) -> tensor<256x8x64xf32>
    %148 = stablehlo.add %145, %147 : tensor<256x8x64xf32>
    %149 = stablehlo.multiply %127, %137 : tensor<256x8xf32>
    %cst_19 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %150 = stablehlo.reduce(%142 init: %cst_19) applies stablehlo.add across dimensions = [2] : (tensor<8x256x256xf32>, tensor<f32>) -> tensor<8x256xf32>
    %151 = stablehlo.transpose %150, dims = [1, 0] : (tensor<8x256xf32>) -> tensor<256x8xf32>
    %152 = stablehlo.add %149, %151 : tensor<256x8xf32>
    %153 = "stablehlo.collective_permute"(%128) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, source_target_pairs = dense<[[0, 1], [1, 2], [2, 3], [3, 4], [4, 5], [5, 6], [6, 7], [7, 0]]> : tensor<8x2xi64>}> : (tensor<256x8x64xf32>) -> tensor<256x8x64xf32>
    %154 = "stablehlo.collective_permute"(%129) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, source_target_pairs = dense<[[0, 1], [1, 2], [2, 3], [3, 4], [4, 5], [5, 6], [6, 7], [7, 0]]> : tensor<8x2xi64>}> : (tensor<256x8x64xf32>) -> tensor<256x8x64xf32>
    %155 = stablehlo.dot_general %arg0, %153, batching_dims = [1] x [1], contracting_dims = [2] x [2], precision = [DEFAULT, DEFAULT] : (tensor<256x8x64xf32>, tensor<256x8x64xf32>) -> tensor<8x256x256xf32>
    %cst_20 = stablehlo.constant dense<8.000000e+00> : tensor<f32>
    %156 = stablehlo.broadcast_in_dim %cst_20, dims = [] : (tensor<f32>) -> tensor<8x256x256xf32>
    %157 = stablehlo.divide %155, %156 : tensor<8x256x256xf32>
    %cst_21 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %158 = stablehlo.reduce(%157 init: %cst_21) applies stablehlo.maximum across dimensions = [2] : (tensor<8x256x256xf32>, tensor<f32>) -> tensor<8x256xf32>
    %159 = stablehlo.transpose %158, dims = [1, 0] : (tensor<8x256xf32>) -> tensor<256x8xf32>
    %160 = stablehlo.maximum %135, %159 : tensor<256x8xf32>
    %161 = stablehlo.subtract %135, %160 : tensor<256x8xf32>
    %162 = stablehlo.exponential %161 : tensor<256x8xf32>
    %163 = stablehlo.transpose %160, dims = [1, 0] : (tensor<256x8xf32>) -> tensor<8x256xf32>
    %164 = stablehlo.broadcast_in_dim %163, dims = [0, 1] : (tensor<8x256xf32>) -> tensor<8x256x1xf32>
    %165 = stablehlo.broadcast_in_dim %164, dims = [0, 1, 2] : (tensor<8x256x1xf32>) -> tensor<8x256x256xf32>
    %166 = stablehlo.subtract %157, %165 : tensor<8x256x256xf32>
    %167 = stablehlo.exponential %166 : tensor<8x256x256xf32>
    %168 = stablehlo.broadcast_in_dim %162, dims = [0, 1] : (tensor<256x8xf32>) -> tensor<256x8x1xf32>
    %169 = stablehlo.broadcast_in_dim %168, dims = [0, 1, 2] : (tensor<256x8x1xf32>) -> tensor<256x8x64xf32>
    %170 = stablehlo.multiply %148, %169 : tensor<256x8x64xf32>
    %171 = stablehlo.dot_general %154, %167, batching_dims = [1] x [0], contracting_dims = [0] x [2], precision = [DEFAULT, DEFAULT] : (tensor<256x8x64xf32>, tensor<8x256x256xf32>) -> tensor<8x64x256xf32>
    %172 = stablehlo.transpose %171, dims = [2, 0, 1] : (tensor<8x64x256xf32>) -> tensor<256x8x64xf32>
    %173 = stablehlo.add %170, %172 : tensor<256x8x64xf32>
    %174 = stablehlo.multiply %152, %162 : tensor<256x8xf32>
    %cst_22 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %175 = stablehlo.reduce(%167 init: %cst_22) applies stablehlo.add across dimensions = [2] : (tensor<8x256x256xf32>, tensor<f32>) -> tensor<8x256xf32>
    %176 = stablehlo.transpose %175, dims = [1, 0] : (tensor<8x256xf32>) -> tensor<256x8xf32>
    %177 = stablehlo.add %174, %176 : tensor<256x8xf32>
    %178 = "stablehlo.collective_permute"(%153) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, source_target_pairs = dense<[[0, 1], [1, 2], [2, 3], [3, 4], [4, 5], [5, 6], [6, 7], [7, 0]]> : tensor<8x2xi64>}> : (tensor<256x8x64xf32>) -> tensor<256x8x64xf32>
    %179 = "stablehlo.collective_permute"(%154) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, source_target_pairs = dense<[[0, 1], [1, 2], [2, 3], [3, 4], [4, 5], [5, 6], [6, 7], [7, 0]]> : tensor<8x2xi64>}> : (tensor<256x8x64xf32>) -> tensor<256x8x64xf32>
    %180 = stablehlo.dot_general %arg0, %178, batching_dims = [1] x [1], contracting_dims = [2] x [2], precision = [DEFAULT, DEFAULT] : (tensor<256x8x64xf32>, tensor<256x8x64xf32>) -> tensor<8x256x256xf32>
    %cst_23 = stablehlo.constant dense<8.000000e+00> : tensor<f32>
    %181 = stablehlo.broadcast_in_dim %cst_23, dims = [] : (tensor<f32>) -> tensor<8x256x256xf32>
    %182 = stablehlo.divide %180, %181 : tensor<8x256x256xf32>
    %cst_24 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %183 = stablehlo.reduce(%182 init: %cst_24) applies stablehlo.maximum across dimensions = [2] : (tensor<8x256x256xf32>, tensor<f32>) -> tensor<8x256xf32>
    %184 = stablehlo.transpose %183, dims = [1, 0] : (tensor<8x256xf32>) -> tensor<256x8xf32>
    %185 = stablehlo.maximum %160, %184 : tensor<256x8xf32>
    %186 = stablehlo.subtract %160, %185 : tensor<256x8xf32>
    %187 = stablehlo.exponential %186 : tensor<256x8xf32>
    %188 = stablehlo.transpose %185, dims = [1, 0] : (tensor<256x8xf32>) -> tensor<8x256xf32>
    %189 = stablehlo.broadcast_in_dim %188, dims = [0, 1] : (tensor<8x256xf32>) -> tensor<8x256x1xf32>
    %190 = stablehlo.broadcast_in_dim %189, dims = [0, 1, 2] : (tensor<8x256x1xf32>) -> tensor<8x256x256xf32>
    %191 = stablehlo.subtract %182, %190 : tensor<8x256x256xf32>
    %192 = stablehlo.exponential %191 : tensor<8x256x256xf32>
    %193 = stablehlo.broadcast_in_dim %187, dims = [0, 1] : (tensor<256x8xf32>) -> tensor<256x8x1xf32>
    %194 = stablehlo.broadcast_in_dim %193, dims = [0, 1, 2] : (tensor<256x8x1xf32>) -> tensor<256x8x64xf32>
    %195 = stablehlo.multiply %173, %194 : tensor<256x8x64xf32>
    %196 = stablehlo.dot_general %179, %192, batching_dims = [1] x [0], contracting_dims = [0] x [2], precision = [DEFAULT, DEFAULT] : (tensor<256x8x64xf32>, tensor<8x256x256xf32>) -> tensor<8x64x256xf32>
    %197 = stablehlo.transpose %196, dims = [2, 0, 1] : (tensor<8x64x256xf32>) -> tensor<256x8x64xf32>
    %198 = stablehlo.add %195, %197 : tensor<256x8x64xf32>
    %199 = stablehlo.multiply %177, %187 : tensor<256x8xf32>
    %cst_25 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %200 = stablehlo.reduce(%192 init: %cst_25) applies stablehlo.add across dimensions = [2] : (tensor<8x256x256xf32>, tensor<f32>) -> tensor<8x256xf32>
    %201 = stablehlo.transpose %200, dims = [1, 0] : (tensor<8x256xf32>) -> tensor<256x8xf32>
    %202 = stablehlo.add %199, %201 : tensor<256x8xf32>
    %203 = stablehlo.broadcast_in_dim %202, dims = [0, 1] : (tensor<256x8xf32>) -> tensor<256x8x1xf32>
    %204 = stablehlo.broadcast_in_dim %203, dims = [0, 1, 2] : (tensor<256x8x1xf32>) -> tensor<256x8x64xf32>
    %205 = stablehlo.divide %198, %204 : tensor<256x8x64xf32>
    %206 = stablehlo.multiply %205, %205 : tensor<256x8x64xf32>
    %cst_26 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %207 = stablehlo.reduce(%206 init: %cst_26) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<256x8x64xf32>, tensor<f32>) -> tensor<f32>
    %208 = "stablehlo.all_reduce"(%207) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>, use_global_device_ids}> ({
    ^bb0(%arg3: tensor<f32>, %arg4: tensor<f32>):
      %210 = stablehlo.add %arg3, %arg4 : tensor<f32>
      stablehlo.return %210 : tensor<f32>
    }) : (tensor<f32>) -> tensor<f32>
    %209 = "stablehlo.all_gather"(%185) <{all_gather_dim = 0 : i64, channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>, use_global_device_ids}> : (tensor<256x8xf32>) -> tensor<2048x8xf32>
    return %205, %208, %209 : tensor<256x8x64xf32>, tensor<f32>, tensor<2048x8xf32>
  }
}
