module @jit_rs_grad attributes {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["d"=8]> {stablehlo.mesh = {axes = [{name = "d", size = 8 : i64}]}}
  func.func public @main(%arg0: tensor<1024x4096xf32> {jax.buffer_donor = true, sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg1: tensor<4096x1024xf32> {jax.buffer_donor = true, sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg2: tensor<1024x4096xf32> {jax.buffer_donor = true, sdy.sharding = #sdy.sharding<@mesh, [{"d"}, {}]>}, %arg3: tensor<4096x1024xf32> {jax.buffer_donor = true, sdy.sharding = #sdy.sharding<@mesh, [{"d"}, {}]>}, %arg4: tensor<1024x1024xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"d"}, {}]>}) -> (tensor<1024x4096xf32> {jax.result_info = "result[0][0]"}, tensor<4096x1024xf32> {jax.result_info = "result[0][1]"}, tensor<1024x4096xf32> {jax.result_info = "result[1][0]"}, tensor<4096x1024xf32> {jax.result_info = "result[1][1]"}) {
    %0:4 = sdy.manual_computation(%arg0, %arg1, %arg2, %arg3, %arg4) in_shardings=[<@mesh, [{}, {}]>, <@mesh, [{}, {}]>, <@mesh, [{"d"}, {}]>, <@mesh, [{"d"}, {}]>, <@mesh, [{"d"}, {}]>] out_shardings=[<@mesh, [{}, {}]>, <@mesh, [{}, {}]>, <@mesh, [{"d"}, {}]>, <@mesh, [{"d"}, {}]>] manual_axes={"d"} (%arg5: tensor<1024x4096xf32>, %arg6: tensor<4096x1024xf32>, %arg7: tensor<128x4096xf32>, %arg8: tensor<512x1024xf32>, %arg9: tensor<128x1024xf32>) {
      %1 = stablehlo.dot_general %arg9, %arg5, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<128x1024xf32>, tensor<1024x4096xf32>) -> tensor<128x4096xf32>
      %2 = stablehlo.tanh %1 : tensor<128x4096xf32>
      %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %3 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<128x4096xf32>
      %4 = stablehlo.subtract %3, %2 : tensor<128x4096xf32>
      %5 = stablehlo.dot_general %2, %arg6, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<128x4096xf32>, tensor<4096x1024xf32>) -> tensor<128x1024xf32>
      %6 = stablehlo.subtract %5, %arg9 : tensor<128x1024xf32>
      %cst_0 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
      %7 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<128x1024xf32>
      %8 = stablehlo.multiply %7, %6 : tensor<128x1024xf32>
      %cst_1 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %cst_2 = stablehlo.constant dense<1.310720e+05> : tensor<f32>
      %9 = stablehlo.divide %cst_1, %cst_2 : tensor<f32>
      %10 = stablehlo.broadcast_in_dim %9, dims = [] : (tensor<f32>) -> tensor<128x1024xf32>
      %11 = stablehlo.multiply %10, %8 : tensor<128x1024xf32>
      %12 = stablehlo.dot_general %11, %2, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<128x1024xf32>, tensor<128x4096xf32>) -> tensor<1024x4096xf32>
      %13 = stablehlo.transpose %12, dims = [1, 0] : (tensor<1024x4096xf32>) -> tensor<4096x1024xf32>
      %14 = stablehlo.dot_general %11, %arg6, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<128x1024xf32>, tensor<4096x1024xf32>) -> tensor<128x4096xf32>
      %15 = stablehlo.multiply %14, %4 : tensor<128x4096xf32>
      %16 = stablehlo.multiply %15, %2 : tensor<128x4096xf32>
      %17 = stablehlo.add %15, %16 : tensor<128x4096xf32>
      %18 = stablehlo.dot_general %17, %arg9, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<128x4096xf32>, tensor<128x1024xf32>) -> tensor<4096x1024xf32>
      %19 = stablehlo.transpose %18, dims = [1, 0] : (tensor<4096x1024xf32>) -> tensor<1024x4096xf32>
      %20 = "stablehlo.reduce_scatter"(%19) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>, scatter_dimension = 0 : i64, use_global_device_ids}> ({
      ^bb0(%arg10: tensor<f32>, %arg11: tensor<f32>):
        %54 = stablehlo.add %arg10, %arg11 : tensor<f32>
        stablehlo.return %54 : tensor<f32>
      }) : (tensor<1024x4096xf32>) -> tensor<128x4096xf32>
      %cst_3 = stablehlo.constant dense<8.000000e+00> : tensor<f32>
      %21 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<128x4096xf32>
      %22 = stablehlo.divide %20, %21 : tensor<128x4096xf32>
      %23 = "stablehlo.reduce_scatter"(%13) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>, scatter_dimension = 0 : i64, use_global_device_ids}> ({
      ^bb0(%arg10: tensor<f32>, %arg11: tensor<f32>):
        %54 = stablehlo.add %arg10, %arg11 : tensor<f32>
        stablehlo.return %54 : tensor<f32>
      }) : (tensor<4096x1024xf32>) -> tensor<512x1024xf32>
      %cst_4 = stablehlo.constant dense<8.000000e+00> : tensor<f32>
      %24 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<512x1024xf32>
      %25 = stablehlo.divide %23, %24 : tensor<512x1024xf32>
      %c = stablehlo.constant dense<1> : tensor<ui32>
      %c_5 = stablehlo.constant dense<8> : tensor<ui32>
      %26 = stablehlo.partition_id : tensor<ui32>
      %27 = stablehlo.divide %26, %c : tensor<ui32>
      %28 = stablehlo.remainder %27, %c_5 : tensor<ui32>
      %29 = stablehlo.convert %28 : (tensor<ui32>) -> tensor<i32>
      %c_6 = stablehlo.constant dense<128> : tensor<i32>
      %30 = stablehlo.multiply %29, %c_6 : tensor<i32>
      %c_7 = stablehlo.constant dense<0> : tensor<i32>
      %31 = stablehlo.compare LT, %30, %c_7, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %c_8 = stablehlo.constant dense<1024> : tensor<i32>
      %32 = stablehlo.add %30, %c_8 : tensor<i32>
      %33 = stablehlo.select %31, %32, %30 : tensor<i1>, tensor<i32>
      %c_9 = stablehlo.constant dense<0> : tensor<i32>
      %34 = stablehlo.dynamic_slice %arg5, %33, %c_9, sizes = [128, 4096] : (tensor<1024x4096xf32>, tensor<i32>, tensor<i32>) -> tensor<128x4096xf32>
      %c_10 = stablehlo.constant dense<512> : tensor<i32>
      %35 = stablehlo.multiply %29, %c_10 : tensor<i32>
      %c_11 = stablehlo.constant dense<0> : tensor<i32>
      %36 = stablehlo.compare LT, %35, %c_11, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %c_12 = stablehlo.constant dense<4096> : tensor<i32>
      %37 = stablehlo.add %35, %c_12 : tensor<i32>
      %38 = stablehlo.select %36, %37, %35 : tensor<i1>, tensor<i32>
      %c_13 = stablehlo.constant dense<0> : tensor<i32>
      %39 = stablehlo.dynamic_slice %arg6, %38, %c_13, sizes = [512, 1024] : (tensor<4096x1024xf32>, tensor<i32>, tensor<i32>) -> tensor<512x1024xf32>
      %cst_14 = stablehlo.constant dense<0.899999976> : tensor<f32>
      %40 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f32>) -> tensor<128x4096xf32>
      %41 = stablehlo.multiply %40, %arg7 : tensor<128x4096xf32>
      %42 = stablehlo.add %41, %22 : tensor<128x4096xf32>
      %cst_15 = stablehlo.constant dense<0.899999976> : tensor<f32>
      %43 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<f32>) -> tensor<512x1024xf32>
      %44 = stablehlo.multiply %43, %arg8 : tensor<512x1024xf32>
      %45 = stablehlo.add %44, %25 : tensor<512x1024xf32>
      %cst_16 = stablehlo.constant dense<0.00999999977> : tensor<f32>
      %46 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f32>) -> tensor<128x4096xf32>
      %47 = stablehlo.multiply %46, %42 : tensor<128x4096xf32>
      %48 = stablehlo.subtract %34, %47 : tensor<128x4096xf32>
      %cst_17 = stablehlo.constant dense<0.00999999977> : tensor<f32>
      %49 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<f32>) -> tensor<512x1024xf32>
      %50 = stablehlo.multiply %49, %45 : tensor<512x1024xf32>
      %51 = stablehlo.subtract %39, %50 : tensor<512x1024xf32>
      %52 = "stablehlo.all_gather"(%48) <{all_gather_dim = 0 : i64, channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>, use_global_device_ids}> : (tensor<128x4096xf32>) -> tensor<1024x4096xf32>
      %53 = "stablehlo.all_gather"(%51) <{all_gather_dim = 0 : i64, channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>, use_global_device_ids}> : (tensor<512x1024xf32>) -> tensor<4096x1024xf32>
      sdy.return %52, %53, %42, %45 : tensor<1024x4096xf32>, tensor<4096x1024xf32>, tensor<128x4096xf32>, tensor<512x1024xf32>
    } : (tensor<1024x4096xf32>, tensor<4096x1024xf32>, tensor<1024x4096xf32>, tensor<4096x1024xf32>, tensor<1024x1024xf32>) -> (tensor<1024x4096xf32>, tensor<4096x1024xf32>, tensor<1024x4096xf32>, tensor<4096x1024xf32>)
    return %0#0, %0#1, %0#2, %0#3 : tensor<1024x4096xf32>, tensor<4096x1024xf32>, tensor<1024x4096xf32>, tensor<4096x1024xf32>
  }
}
