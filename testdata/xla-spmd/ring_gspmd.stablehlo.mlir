module @jit_ring_gspmd attributes {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<4096x1024xf32> {mhlo.sharding = "{devices=[8,1]<=[8]}"}, %arg1: tensor<1024x1024xf32> {mhlo.sharding = "{devices=[8,1]<=[8]}"}) -> (tensor<4096x1024xf32> {jax.result_info = "result[0]"}, tensor<f32> {jax.result_info = "result[1]"}) {
    %0 = stablehlo.custom_call @Sharding(%arg0) {backend_config = "", mhlo.sharding = "{devices=[8,1]<=[8]}"} : (tensor<4096x1024xf32>) -> tensor<4096x1024xf32>
    %1 = stablehlo.custom_call @SPMDFullToShardShape(%0) {backend_config = "", mhlo.sharding = "{manual}"} : (tensor<4096x1024xf32>) -> tensor<512x1024xf32>
    %2 = stablehlo.custom_call @Sharding(%arg1) {backend_config = "", mhlo.sharding = "{devices=[8,1]<=[8]}"} : (tensor<1024x1024xf32>) -> tensor<1024x1024xf32>
    %3 = stablehlo.custom_call @SPMDFullToShardShape(%2) {backend_config = "", mhlo.sharding = "{manual}"} : (tensor<1024x1024xf32>) -> tensor<128x1024xf32>
    %4:2 = call @shmap_body(%1, %3) : (tensor<512x1024xf32>, tensor<128x1024xf32>) -> (tensor<512x1024xf32>, tensor<f32>)
    %5 = stablehlo.custom_call @Sharding(%4#0) {backend_config = "", mhlo.sharding = "{manual}"} : (tensor<512x1024xf32>) -> tensor<512x1024xf32>
    %6 = stablehlo.custom_call @SPMDShardToFullShape(%5) {backend_config = "", mhlo.sharding = "{devices=[8,1]<=[8]}"} : (tensor<512x1024xf32>) -> tensor<4096x1024xf32>
    %7 = stablehlo.custom_call @Sharding(%4#1) {backend_config = "", mhlo.sharding = "{manual}"} : (tensor<f32>) -> tensor<f32>
    %8 = stablehlo.custom_call @SPMDShardToFullShape(%7) {backend_config = "", mhlo.sharding = "{replicated}"} : (tensor<f32>) -> tensor<f32>
    return %6, %8 : tensor<4096x1024xf32>, tensor<f32>
  }
  func.func private @shmap_body(%arg0: tensor<512x1024xf32>, %arg1: tensor<128x1024xf32>) -> (tensor<512x1024xf32> {jax.result_info = "[('i',), None]"}, tensor<f32> {jax.result_info = "[]"}) {
    %c = stablehlo.constant dense<1> : tensor<ui32>
    %c_0 = stablehlo.constant dense<8> : tensor<ui32>
    %0 = stablehlo.partition_id : tensor<ui32>
    %1 = stablehlo.divide %0, %c : tensor<ui32>
    %2 = stablehlo.remainder %1, %c_0 : tensor<ui32>
    %3 = stablehlo.convert %2 : (tensor<ui32>) -> tensor<i32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<512x1024xf32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %5 = stablehlo.add %3, %c_1 : tensor<i32>
    %c_2 = stablehlo.constant dense<8> : tensor<i32>
    %6 = call @remainder(%5, %c_2) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %c_3 = stablehlo.constant dense<128> : tensor<i32>
    %7 = stablehlo.multiply %6, %c_3 : tensor<i32>
    %c_4 = stablehlo.constant dense<0> : tensor<i32>
    %8 = stablehlo.compare LT, %7, %c_4, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_5 = stablehlo.constant dense<1024> : tensor<i32>
    %9 = stablehlo.add %7, %c_5 : tensor<i32>
    %10 = stablehlo.select %8, %9, %7 : tensor<i1>, tensor<i32>
    %c_6 = stablehlo.constant dense<0> : tensor<i32>
    %11 = stablehlo.dynamic_slice %arg0, %c_6, %10, sizes = [512, 128] : (tensor<512x1024xf32>, tensor<i32>, tensor<i32>) -> tensor<512x128xf32>
    %12 = stablehlo.dot_general %11, %arg1, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<512x128xf32>, tensor<128x1024xf32>) -> tensor<512x1024xf32>
    %13 = stablehlo.add %4, %12 : tensor<512x1024xf32>
    %14 = "stablehlo.collective_permute"(%arg1) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, source_target_pairs = dense<[[0, 7], [1, 0], [2, 1], [3, 2], [4, 3], [5, 4], [6, 5], [7, 6]]> : tensor<8x2xi64>}> : (tensor<128x1024xf32>) -> tensor<128x1024xf32>
    %c_7 = stablehlo.constant dense<1> : tensor<i32>
    %15 = stablehlo.add %3, %c_7 : tensor<i32>
    %c_8 = stablehlo.constant dense<8> : tensor<i32>
    %16 = call @remainder(%15, %c_8) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %c_9 = stablehlo.constant dense<128> : tensor<i32>
    %17 = stablehlo.multiply %16, %c_9 : tensor<i32>
    %c_10 = stablehlo.constant dense<0> : tensor<i32>
    %18 = stablehlo.compare LT, %17, %c_10, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_11 = stablehlo.constant dense<1024> : tensor<i32>
    %19 = stablehlo.add %17, %c_11 : tensor<i32>
    %20 = stablehlo.select %18, %19, %17 : tensor<i1>, tensor<i32>
    %c_12 = stablehlo.constant dense<0> : tensor<i32>
    %21 = stablehlo.dynamic_slice %arg0, %c_12, %20, sizes = [512, 128] : (tensor<512x1024xf32>, tensor<i32>, tensor<i32>) -> tensor<512x128xf32>
    %22 = stablehlo.dot_general %21, %14, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<512x128xf32>, tensor<128x1024xf32>) -> tensor<512x1024xf32>
    %23 = stablehlo.add %13, %22 : tensor<512x1024xf32>
    %24 = "stablehlo.collective_permute"(%14) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, source_target_pairs = dense<[[0, 7], [1, 0], [2, 1], [3, 2], [4, 3], [5, 4], [6, 5], [7, 6]]> : tensor<8x2xi64>}> : (tensor<128x1024xf32>) -> tensor<128x1024xf32>
    %c_13 = stablehlo.constant dense<2> : tensor<i32>
    %25 = stablehlo.add %3, %c_13 : tensor<i32>
    %c_14 = stablehlo.constant dense<8> : tensor<i32>
    %26 = call @remainder(%25, %c_14) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %c_15 = stablehlo.constant dense<128> : tensor<i32>
    %27 = stablehlo.multiply %26, %c_15 : tensor<i32>
    %c_16 = stablehlo.constant dense<0> : tensor<i32>
    %28 = stablehlo.compare LT, %27, %c_16, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_17 = stablehlo.constant dense<1024> : tensor<i32>
    %29 = stablehlo.add %27, %c_17 : tensor<i32>
    %30 = stablehlo.select %28, %29, %27 : tensor<i1>, tensor<i32>
    %c_18 = stablehlo.constant dense<0> : tensor<i32>
    %31 = stablehlo.dynamic_slice %arg0, %c_18, %30, sizes = [512, 128] : (tensor<512x1024xf32>, tensor<i32>, tensor<i32>) -> tensor<512x128xf32>
    %32 = stablehlo.dot_general %31, %24, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<512x128xf32>, tensor<128x1024xf32>) -> tensor<512x1024xf32>
    %33 = stablehlo.add %23, %32 : tensor<512x1024xf32>
    %34 = "stablehlo.collective_permute"(%24) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, source_target_pairs = dense<[[0, 7], [1, 0], [2, 1], [3, 2], [4, 3], [5, 4], [6, 5], [7, 6]]> : tensor<8x2xi64>}> : (tensor<128x1024xf32>) -> tensor<128x1024xf32>
    %c_19 = stablehlo.constant dense<3> : tensor<i32>
    %35 = stablehlo.add %3, %c_19 : tensor<i32>
    %c_20 = stablehlo.constant dense<8> : tensor<i32>
    %36 = call @remainder(%35, %c_20) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %c_21 = stablehlo.constant dense<128> : tensor<i32>
    %37 = stablehlo.multiply %36, %c_21 : tensor<i32>
    %c_22 = stablehlo.constant dense<0> : tensor<i32>
    %38 = stablehlo.compare LT, %37, %c_22, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_23 = stablehlo.constant dense<1024> : tensor<i32>
    %39 = stablehlo.add %37, %c_23 : tensor<i32>
    %40 = stablehlo.select %38, %39, %37 : tensor<i1>, tensor<i32>
    %c_24 = stablehlo.constant dense<0> : tensor<i32>
    %41 = stablehlo.dynamic_slice %arg0, %c_24, %40, sizes = [512, 128] : (tensor<512x1024xf32>, tensor<i32>, tensor<i32>) -> tensor<512x128xf32>
    %42 = stablehlo.dot_general %41, %34, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<512x128xf32>, tensor<128x1024xf32>) -> tensor<512x1024xf32>
    %43 = stablehlo.add %33, %42 : tensor<512x1024xf32>
    %44 = "stablehlo.collective_permute"(%34) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, source_target_pairs = dense<[[0, 7], [1, 0], [2, 1], [3, 2], [4, 3], [5, 4], [6, 5], [7, 6]]> : tensor<8x2xi64>}> : (tensor<128x1024xf32>) -> tensor<128x1024xf32>
    %c_25 = stablehlo.constant dense<4> : tensor<i32>
    %45 = stablehlo.add %3, %c_25 : tensor<i32>
    %c_26 = stablehlo.constant dense<8> : tensor<i32>
    %46 = call @remainder(%45, %c_26) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %c_27 = stablehlo.constant dense<128> : tensor<i32>
    %47 = stablehlo.multiply %46, %c_27 : tensor<i32>
    %c_28 = stablehlo.constant dense<0> : tensor<i32>
    %48 = stablehlo.compare LT, %47, %c_28, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_29 = stablehlo.constant dense<1024> : tensor<i32>
    %49 = stablehlo.add %47, %c_29 : tensor<i32>
    %50 = stablehlo.select %48, %49, %47 : tensor<i1>, tensor<i32>
    %c_30 = stablehlo.constant dense<0> : tensor<i32>
    %51 = stablehlo.dynamic_slice %arg0, %c_30, %50, sizes = [512, 128] : (tensor<512x1024xf32>, tensor<i32>, tensor<i32>) -> tensor<512x128xf32>
    %52 = stablehlo.dot_general %51, %44, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<512x128xf32>, tensor<128x1024xf32>) -> tensor<512x1024xf32>
    %53 = stablehlo.add %43, %52 : tensor<512x1024xf32>
    %54 = "stablehlo.collective_permute"(%44) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, source_target_pairs = dense<[[0, 7], [1, 0], [2, 1], [3, 2], [4, 3], [5, 4], [6, 5], [7, 6]]> : tensor<8x2xi64>}> : (tensor<128x1024xf32>) -> tensor<128x1024xf32>
    %c_31 = stablehlo.constant dense<5> : tensor<i32>
    %55 = stablehlo.add %3, %c_31 : tensor<i32>
    %c_32 = stablehlo.constant dense<8> : tensor<i32>
    %56 = call @remainder(%55, %c_32) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %c_33 = stablehlo.constant dense<128> : tensor<i32>
    %57 = stablehlo.multiply %56, %c_33 : tensor<i32>
    %c_34 = stablehlo.constant dense<0> : tensor<i32>
    %58 = stablehlo.compare LT, %57, %c_34, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_35 = stablehlo.constant dense<1024> : tensor<i32>
    %59 = stablehlo.add %57, %c_35 : tensor<i32>
    %60 = stablehlo.select %58, %59, %57 : tensor<i1>, tensor<i32>
    %c_36 = stablehlo.constant dense<0> : tensor<i32>
    %61 = stablehlo.dynamic_slice %arg0, %c_36, %60, sizes = [512, 128] : (tensor<512x1024xf32>, tensor<i32>, tensor<i32>) -> tensor<512x128xf32>
    %62 = stablehlo.dot_general %61, %54, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<512x128xf32>, tensor<128x1024xf32>) -> tensor<512x1024xf32>
    %63 = stablehlo.add %53, %62 : tensor<512x1024xf32>
    %64 = "stablehlo.collective_permute"(%54) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, source_target_pairs = dense<[[0, 7], [1, 0], [2, 1], [3, 2], [4, 3], [5, 4], [6, 5], [7, 6]]> : tensor<8x2xi64>}> : (tensor<128x1024xf32>) -> tensor<128x1024xf32>
    %c_37 = stablehlo.constant dense<6> : tensor<i32>
    %65 = stablehlo.add %3, %c_37 : tensor<i32>
    %c_38 = stablehlo.constant dense<8> : tensor<i32>
    %66 = call @remainder(%65, %c_38) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %c_39 = stablehlo.constant dense<128> : tensor<i32>
    %67 = stablehlo.multiply %66, %c_39 : tensor<i32>
    %c_40 = stablehlo.constant dense<0> : tensor<i32>
    %68 = stablehlo.compare LT, %67, %c_40, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_41 = stablehlo.constant dense<1024> : tensor<i32>
    %69 = stablehlo.add %67, %c_41 : tensor<i32>
    %70 = stablehlo.select %68, %69, %67 : tensor<i1>, tensor<i32>
    %c_42 = stablehlo.constant dense<0> : tensor<i32>
    %71 = stablehlo.dynamic_slice %arg0, %c_42, %70, sizes = [512, 128] : (tensor<512x1024xf32>, tensor<i32>, tensor<i32>) -> tensor<512x128xf32>
    %72 = stablehlo.dot_general %71, %64, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<512x128xf32>, tensor<128x1024xf32>) -> tensor<512x1024xf32>
    %73 = stablehlo.add %63, %72 : tensor<512x1024xf32>
    %74 = "stablehlo.collective_permute"(%64) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, source_target_pairs = dense<[[0, 7], [1, 0], [2, 1], [3, 2], [4, 3], [5, 4], [6, 5], [7, 6]]> : tensor<8x2xi64>}> : (tensor<128x1024xf32>) -> tensor<128x1024xf32>
    %c_43 = stablehlo.constant dense<7> : tensor<i32>
    %75 = stablehlo.add %3, %c_43 : tensor<i32>
    %c_44 = stablehlo.constant dense<8> : tensor<i32>
    %76 = call @remainder(%75, %c_44) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %c_45 = stablehlo.constant dense<128> : tensor<i32>
    %77 = stablehlo.multiply %76, %c_45 : tensor<i32>
    %c_46 = stablehlo.constant dense<0> : tensor<i32>
    %78 = stablehlo.compare LT, %77, %c_46, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_47 = stablehlo.constant dense<1024> : tensor<i32>
    %79 = stablehlo.add %77, %c_47 : tensor<i32>
    %80 = stablehlo.select %78, %79, %77 : tensor<i1>, tensor<i32>
    %c_48 = stablehlo.constant dense<0> : tensor<i32>
    %81 = stablehlo.dynamic_slice %arg0, %c_48, %80, sizes = [512, 128] : (tensor<512x1024xf32>, tensor<i32>, tensor<i32>) -> tensor<512x128xf32>
    %82 = stablehlo.dot_general %81, %74, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<512x128xf32>, tensor<128x1024xf32>) -> tensor<512x1024xf32>
    %83 = stablehlo.add %73, %82 : tensor<512x1024xf32>
    %84 = stablehlo.tanh %83 : tensor<512x1024xf32>
    %85 = "stablehlo.reduce_scatter"(%84) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>, scatter_dimension = 1 : i64, use_global_device_ids}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      %90 = stablehlo.add %arg2, %arg3 : tensor<f32>
      stablehlo.return %90 : tensor<f32>
    }) : (tensor<512x1024xf32>) -> tensor<512x128xf32>
    %86 = "stablehlo.all_gather"(%85) <{all_gather_dim = 1 : i64, channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>, use_global_device_ids}> : (tensor<512x128xf32>) -> tensor<512x1024xf32>
    %87 = stablehlo.multiply %85, %85 : tensor<512x128xf32>
    %cst_49 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %88 = stablehlo.reduce(%87 init: %cst_49) applies stablehlo.add across dimensions = [0, 1] : (tensor<512x128xf32>, tensor<f32>) -> tensor<f32>
    %89 = "stablehlo.all_reduce"(%88) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>, use_global_device_ids}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      %90 = stablehlo.add %arg2, %arg3 : tensor<f32>
      stablehlo.return %90 : tensor<f32>
    }) : (tensor<f32>) -> tensor<f32>
    return %86, %89 : tensor<512x1024xf32>, tensor<f32>
  }
  func.func private @remainder(%arg0: tensor<i32>, %arg1: tensor<i32>) -> tensor<i32> {
    %0 = stablehlo.convert %arg1 : tensor<i32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.compare EQ, %0, %c, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_0 = stablehlo.constant dense<1> : tensor<i32>
    %2 = call @_where(%1, %c_0, %0) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %3 = stablehlo.remainder %arg0, %2 : tensor<i32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %4 = stablehlo.compare NE, %3, %c_1, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %5 = stablehlo.compare LT, %3, %c_2, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %6 = stablehlo.compare LT, %2, %c_3, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %7 = stablehlo.compare NE, %5, %6, UNSIGNED : (tensor<i1>, tensor<i1>) -> tensor<i1>
    %8 = stablehlo.and %7, %4 : tensor<i1>
    %9 = stablehlo.add %3, %2 : tensor<i32>
    %10 = stablehlo.select %8, %9, %3 : tensor<i1>, tensor<i32>
    return %10 : tensor<i32>
  }
  func.func private @_where(%arg0: tensor<i1>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<i32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<i1>, tensor<i32>
    return %0 : tensor<i32>
  }
}
