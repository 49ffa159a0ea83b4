module @jit_ring_shardmap attributes {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["i"=8]> {stablehlo.mesh = {axes = [{name = "i", size = 8 : i64}]}}
  func.func public @main(%arg0: tensor<4096x1024xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"i"}, {}]>}, %arg1: tensor<1024x1024xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"i"}, {}]>}) -> (tensor<4096x1024xf32> {jax.result_info = "result[0]"}, tensor<f32> {jax.result_info = "result[1]"}) {
    %0:2 = sdy.manual_computation(%arg0, %arg1) in_shardings=[<@mesh, [{"i"}, {}]>, <@mesh, [{"i"}, {}]>] out_shardings=[<@mesh, [{"i"}, {}]>, <@mesh, []>] manual_axes={"i"} (%arg2: tensor<512x1024xf32>, %arg3: tensor<128x1024xf32>) {
      %c = stablehlo.constant dense<1> : tensor<ui32>
      %c_0 = stablehlo.constant dense<8> : tensor<ui32>
      %1 = stablehlo.partition_id : tensor<ui32>
      %2 = stablehlo.divide %1, %c : tensor<ui32>
      %3 = stablehlo.remainder %2, %c_0 : tensor<ui32>
      %4 = stablehlo.convert %3 : (tensor<ui32>) -> tensor<i32>
      %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %5 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<512x1024xf32>
      %c_1 = stablehlo.constant dense<0> : tensor<i32>
      %6 = stablehlo.add %4, %c_1 : tensor<i32>
      %c_2 = stablehlo.constant dense<8> : tensor<i32>
      %7 = func.call @remainder(%6, %c_2) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      %c_3 = stablehlo.constant dense<128> : tensor<i32>
      %8 = stablehlo.multiply %7, %c_3 : tensor<i32>
      %c_4 = stablehlo.constant dense<0> : tensor<i32>
      %9 = stablehlo.compare LT, %8, %c_4, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %c_5 = stablehlo.constant dense<1024> : tensor<i32>
      %10 = stablehlo.add %8, %c_5 : tensor<i32>
      %11 = stablehlo.select %9, %10, %8 : tensor<i1>, tensor<i32>
      %c_6 = stablehlo.constant dense<0> : tensor<i32>
      %12 = stablehlo.dynamic_slice %arg2, %c_6, %11, sizes = [512, 128] : (tensor<512x1024xf32>, tensor<i32>, tensor<i32>) -> tensor<512x128xf32>
      %13 = stablehlo.dot_general %12, %arg3, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<512x128xf32>, tensor<128x1024xf32>) -> tensor<512x1024xf32>
      %14 = stablehlo.add %5, %13 : tensor<512x1024xf32>
      %15 = "stablehlo.collective_permute"(%arg3) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, source_target_pairs = dense<[[0, 7], [1, 0], [2, 1], [3, 2], [4, 3], [5, 4], [6, 5], [7, 6]]> : tensor<8x2xi64>}> : (tensor<128x1024xf32>) -> tensor<128x1024xf32>
      %c_7 = stablehlo.constant dense<1> : tensor<i32>
      %16 = stablehlo.add %4, %c_7 : tensor<i32>
      %c_8 = stablehlo.constant dense<8> : tensor<i32>
      %17 = func.call @remainder(%16, %c_8) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      %c_9 = stablehlo.constant dense<128> : tensor<i32>
      %18 = stablehlo.multiply %17, %c_9 : tensor<i32>
      %c_10 = stablehlo.constant dense<0> : tensor<i32>
      %19 = stablehlo.compare LT, %18, %c_10, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %c_11 = stablehlo.constant dense<1024> : tensor<i32>
      %20 = stablehlo.add %18, %c_11 : tensor<i32>
      %21 = stablehlo.select %19, %20, %18 : tensor<i1>, tensor<i32>
      %c_12 = stablehlo.constant dense<0> : tensor<i32>
      %22 = stablehlo.dynamic_slice %arg2, %c_12, %21, sizes = [512, 128] : (tensor<512x1024xf32>, tensor<i32>, tensor<i32>) -> tensor<512x128xf32>
      %23 = stablehlo.dot_general %22, %15, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<512x128xf32>, tensor<128x1024xf32>) -> tensor<512x1024xf32>
      %24 = stablehlo.add %14, %23 : tensor<512x1024xf32>
      %25 = "stablehlo.collective_permute"(%15) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, source_target_pairs = dense<[[0, 7], [1, 0], [2, 1], [3, 2], [4, 3], [5, 4], [6, 5], [7, 6]]> : tensor<8x2xi64>}> : (tensor<128x1024xf32>) -> tensor<128x1024xf32>
      %c_13 = stablehlo.constant dense<2> : tensor<i32>
      %26 = stablehlo.add %4, %c_13 : tensor<i32>
      %c_14 = stablehlo.constant dense<8> : tensor<i32>
      %27 = func.call @remainder(%26, %c_14) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      %c_15 = stablehlo.constant dense<128> : tensor<i32>
      %28 = stablehlo.multiply %27, %c_15 : tensor<i32>
      %c_16 = stablehlo.constant dense<0> : tensor<i32>
      %29 = stablehlo.compare LT, %28, %c_16, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %c_17 = stablehlo.constant dense<1024> : tensor<i32>
      %30 = stablehlo.add %28, %c_17 : tensor<i32>
      %31 = stablehlo.select %29, %30, %28 : tensor<i1>, tensor<i32>
      %c_18 = stablehlo.constant dense<0> : tensor<i32>
      %32 = stablehlo.dynamic_slice %arg2, %c_18, %31, sizes = [512, 128] : (tensor<512x1024xf32>, tensor<i32>, tensor<i32>) -> tensor<512x128xf32>
      %33 = stablehlo.dot_general %32, %25, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<512x128xf32>, tensor<128x1024xf32>) -> tensor<512x1024xf32>
      %34 = stablehlo.add %24, %33 : tensor<512x1024xf32>
      %35 = "stablehlo.collective_permute"(%25) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, source_target_pairs = dense<[[0, 7], [1, 0], [2, 1], [3, 2], [4, 3], [5, 4], [6, 5], [7, 6]]> : tensor<8x2xi64>}> : (tensor<128x1024xf32>) -> tensor<128x1024xf32>
      %c_19 = stablehlo.constant dense<3> : tensor<i32>
      %36 = stablehlo.add %4, %c_19 : tensor<i32>
      %c_20 = stablehlo.constant dense<8> : tensor<i32>
      %37 = func.call @remainder(%36, %c_20) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      %c_21 = stablehlo.constant dense<128> : tensor<i32>
      %38 = stablehlo.multiply %37, %c_21 : tensor<i32>
      %c_22 = stablehlo.constant dense<0> : tensor<i32>
      %39 = stablehlo.compare LT, %38, %c_22, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %c_23 = stablehlo.constant dense<1024> : tensor<i32>
      %40 = stablehlo.add %38, %c_23 : tensor<i32>
      %41 = stablehlo.select %39, %40, %38 : tensor<i1>, tensor<i32>
      %c_24 = stablehlo.constant dense<0> : tensor<i32>
      %42 = stablehlo.dynamic_slice %arg2, %c_24, %41, sizes = [512, 128] : (tensor<512x1024xf32>, tensor<i32>, tensor<i32>) -> tensor<512x128xf32>
      %43 = stablehlo.dot_general %42, %35, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<512x128xf32>, tensor<128x1024xf32>) -> tensor<512x1024xf32>
      %44 = stablehlo.add %34, %43 : tensor<512x1024xf32>
      %45 = "stablehlo.collective_permute"(%35) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, source_target_pairs = dense<[[0, 7], [1, 0], [2, 1], [3, 2], [4, 3], [5, 4], [6, 5], [7, 6]]> : tensor<8x2xi64>}> : (tensor<128x1024xf32>) -> tensor<128x1024xf32>
      %c_25 = stablehlo.constant dense<4> : tensor<i32>
      %46 = stablehlo.add %4, %c_25 : tensor<i32>
      %c_26 = stablehlo.constant dense<8> : tensor<i32>
      %47 = func.call @remainder(%46, %c_26) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      %c_27 = stablehlo.constant dense<128> : tensor<i32>
      %48 = stablehlo.multiply %47, %c_27 : tensor<i32>
      %c_28 = stablehlo.constant dense<0> : tensor<i32>
      %49 = stablehlo.compare LT, %48, %c_28, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %c_29 = stablehlo.constant dense<1024> : tensor<i32>
      %50 = stablehlo.add %48, %c_29 : tensor<i32>
      %51 = stablehlo.select %49, %50, %48 : tensor<i1>, tensor<i32>
      %c_30 = stablehlo.constant dense<0> : tensor<i32>
      %52 = stablehlo.dynamic_slice %arg2, %c_30, %51, sizes = [512, 128] : (tensor<512x1024xf32>, tensor<i32>, tensor<i32>) -> tensor<512x128xf32>
      %53 = stablehlo.dot_general %52, %45, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<512x128xf32>, tensor<128x1024xf32>) -> tensor<512x1024xf32>
      %54 = stablehlo.add %44, %53 : tensor<512x1024xf32>
      %55 = "stablehlo.collective_permute"(%45) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, source_target_pairs = dense<[[0, 7], [1, 0], [2, 1], [3, 2], [4, 3], [5, 4], [6, 5], [7, 6]]> : tensor<8x2xi64>}> : (tensor<128x1024xf32>) -> tensor<128x1024xf32>
      %c_31 = stablehlo.constant dense<5> : tensor<i32>
      %56 = stablehlo.add %4, %c_31 : tensor<i32>
      %c_32 = stablehlo.constant dense<8> : tensor<i32>
      %57 = func.call @remainder(%56, %c_32) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      %c_33 = stablehlo.constant dense<128> : tensor<i32>
      %58 = stablehlo.multiply %57, %c_33 : tensor<i32>
      %c_34 = stablehlo.constant dense<0> : tensor<i32>
      %59 = stablehlo.compare LT, %58, %c_34, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %c_35 = stablehlo.constant dense<1024> : tensor<i32>
      %60 = stablehlo.add %58, %c_35 : tensor<i32>
      %61 = stablehlo.select %59, %60, %58 : tensor<i1>, tensor<i32>
      %c_36 = stablehlo.constant dense<0> : tensor<i32>
      %62 = stablehlo.dynamic_slice %arg2, %c_36, %61, sizes = [512, 128] : (tensor<512x1024xf32>, tensor<i32>, tensor<i32>) -> tensor<512x128xf32>
      %63 = stablehlo.dot_general %62, %55, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<512x128xf32>, tensor<128x1024xf32>) -> tensor<512x1024xf32>
      %64 = stablehlo.add %54, %63 : tensor<512x1024xf32>
      %65 = "stablehlo.collective_permute"(%55) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, source_target_pairs = dense<[[0, 7], [1, 0], [2, 1], [3, 2], [4, 3], [5, 4], [6, 5], [7, 6]]> : tensor<8x2xi64>}> : (tensor<128x1024xf32>) -> tensor<128x1024xf32>
      %c_37 = stablehlo.constant dense<6> : tensor<i32>
      %66 = stablehlo.add %4, %c_37 : tensor<i32>
      %c_38 = stablehlo.constant dense<8> : tensor<i32>
      %67 = func.call @remainder(%66, %c_38) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      %c_39 = stablehlo.constant dense<128> : tensor<i32>
      %68 = stablehlo.multiply %67, %c_39 : tensor<i32>
      %c_40 = stablehlo.constant dense<0> : tensor<i32>
      %69 = stablehlo.compare LT, %68, %c_40, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %c_41 = stablehlo.constant dense<1024> : tensor<i32>
      %70 = stablehlo.add %68, %c_41 : tensor<i32>
      %71 = stablehlo.select %69, %70, %68 : tensor<i1>, tensor<i32>
      %c_42 = stablehlo.constant dense<0> : tensor<i32>
      %72 = stablehlo.dynamic_slice %arg2, %c_42, %71, sizes = [512, 128] : (tensor<512x1024xf32>, tensor<i32>, tensor<i32>) -> tensor<512x128xf32>
      %73 = stablehlo.dot_general %72, %65, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<512x128xf32>, tensor<128x1024xf32>) -> tensor<512x1024xf32>
      %74 = stablehlo.add %64, %73 : tensor<512x1024xf32>
      %75 = "stablehlo.collective_permute"(%65) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, source_target_pairs = dense<[[0, 7], [1, 0], [2, 1], [3, 2], [4, 3], [5, 4], [6, 5], [7, 6]]> : tensor<8x2xi64>}> : (tensor<128x1024xf32>) -> tensor<128x1024xf32>
      %c_43 = stablehlo.constant dense<7> : tensor<i32>
      %76 = stablehlo.add %4, %c_43 : tensor<i32>
      %c_44 = stablehlo.constant dense<8> : tensor<i32>
      %77 = func.call @remainder(%76, %c_44) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      %c_45 = stablehlo.constant dense<128> : tensor<i32>
      %78 = stablehlo.multiply %77, %c_45 : tensor<i32>
      %c_46 = stablehlo.constant dense<0> : tensor<i32>
      %79 = stablehlo.compare LT, %78, %c_46, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %c_47 = stablehlo.constant dense<1024> : tensor<i32>
      %80 = stablehlo.add %78, %c_47 : tensor<i32>
      %81 = stablehlo.select %79, %80, %78 : tensor<i1>, tensor<i32>
      %c_48 = stablehlo.constant dense<0> : tensor<i32>
      %82 = stablehlo.dynamic_slice %arg2, %c_48, %81, sizes = [512, 128] : (tensor<512x1024xf32>, tensor<i32>, tensor<i32>) -> tensor<512x128xf32>
      %83 = stablehlo.dot_general %82, %75, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<512x128xf32>, tensor<128x1024xf32>) -> tensor<512x1024xf32>
      %84 = stablehlo.add %74, %83 : tensor<512x1024xf32>
      %85 = stablehlo.tanh %84 : tensor<512x1024xf32>
      %86 = "stablehlo.reduce_scatter"(%85) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>, scatter_dimension = 1 : i64, use_global_device_ids}> ({
      ^bb0(%arg4: tensor<f32>, %arg5: tensor<f32>):
        %91 = stablehlo.add %arg4, %arg5 : tensor<f32>
        stablehlo.return %91 : tensor<f32>
      }) : (tensor<512x1024xf32>) -> tensor<512x128xf32>
      %87 = "stablehlo.all_gather"(%86) <{all_gather_dim = 1 : i64, channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>, use_global_device_ids}> : (tensor<512x128xf32>) -> tensor<512x1024xf32>
      %88 = stablehlo.multiply %86, %86 : tensor<512x128xf32>
      %cst_49 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %89 = stablehlo.reduce(%88 init: %cst_49) applies stablehlo.add across dimensions = [0, 1] : (tensor<512x128xf32>, tensor<f32>) -> tensor<f32>
      %90 = "stablehlo.all_reduce"(%89) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>, use_global_device_ids}> ({
      ^bb0(%arg4: tensor<f32>, %arg5: tensor<f32>):
        %91 = stablehlo.add %arg4, %arg5 : tensor<f32>
        stablehlo.return %91 : tensor<f32>
      }) : (tensor<f32>) -> tensor<f32>
      sdy.return %87, %90 : tensor<512x1024xf32>, tensor<f32>
    } : (tensor<4096x1024xf32>, tensor<1024x1024xf32>) -> (tensor<4096x1024xf32>, tensor<f32>)
    return %0#0, %0#1 : tensor<4096x1024xf32>, tensor<f32>
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
