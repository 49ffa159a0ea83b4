module @jit_ep_a2a attributes {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["expert"=4, "data"=2]> {stablehlo.mesh = {axes = [{name = "expert", size = 4 : i64}, {name = "data", size = 2 : i64}]}}
  func.func public @main(%arg0: tensor<4x256x1024xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"expert"}, {}, {}]>}, %arg1: tensor<4x1024x256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"expert"}, {}, {}]>}, %arg2: tensor<256x4xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg3: tensor<2048x256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"expert", "data"}, {}]>}) -> (tensor<f32> {jax.result_info = "result[0]"}, tensor<4x256x1024xf32> {jax.result_info = "result[1][0]"}, tensor<4x1024x256xf32> {jax.result_info = "result[1][1]"}) {
    %0:3 = sdy.manual_computation(%arg0, %arg1, %arg2, %arg3) in_shardings=[<@mesh, [{"expert"}, {}, {}]>, <@mesh, [{"expert"}, {}, {}]>, <@mesh, [{}, {}]>, <@mesh, [{"expert", "data"}, {}]>] out_shardings=[<@mesh, []>, <@mesh, [{"expert"}, {}, {}]>, <@mesh, [{"expert"}, {}, {}]>] manual_axes={"expert", "data"} (%arg4: tensor<1x256x1024xf32>, %arg5: tensor<1x1024x256xf32>, %arg6: tensor<256x4xf32>, %arg7: tensor<256x256xf32>) {
      %1 = stablehlo.dot_general %arg7, %arg6, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<256x256xf32>, tensor<256x4xf32>) -> tensor<256x4xf32>
      %2 = func.call @argmax(%1) : (tensor<256x4xf32>) -> tensor<256xi32>
      %3 = func.call @_one_hot(%2) : (tensor<256xi32>) -> tensor<256x4xf32>
      %4 = func.call @cumsum(%3) : (tensor<256x4xf32>) -> tensor<256x4xf32>
      %5 = func.call @_one_hot(%2) : (tensor<256xi32>) -> tensor<256x4xf32>
      %6 = stablehlo.multiply %4, %5 : tensor<256x4xf32>
      %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %7 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<256x4xf32>
      %8 = stablehlo.subtract %6, %7 : tensor<256x4xf32>
      %9 = func.call @_one_hot(%2) : (tensor<256xi32>) -> tensor<256x4xf32>
      %10 = stablehlo.broadcast_in_dim %9, dims = [0, 1] : (tensor<256x4xf32>) -> tensor<256x4x1xf32>
      %11 = func.call @_one_hot_1(%8) : (tensor<256x4xf32>) -> tensor<256x4x64xf32>
      %12 = stablehlo.broadcast_in_dim %10, dims = [0, 1, 2] : (tensor<256x4x1xf32>) -> tensor<256x4x64xf32>
      %13 = stablehlo.multiply %12, %11 : tensor<256x4x64xf32>
      %14 = stablehlo.dot_general %13, %arg7, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<256x4x64xf32>, tensor<256x256xf32>) -> tensor<4x64x256xf32>
      %15 = "stablehlo.all_to_all"(%14) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, concat_dimension = 0 : i64, replica_groups = dense<[[0, 2, 4, 6], [1, 3, 5, 7]]> : tensor<2x4xi64>, split_count = 4 : i64, split_dimension = 0 : i64}> : (tensor<4x64x256xf32>) -> tensor<4x64x256xf32>
      %16 = stablehlo.reshape %arg4 : (tensor<1x256x1024xf32>) -> tensor<256x1024xf32>
      %17 = stablehlo.dot_general %15, %16, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x64x256xf32>, tensor<256x1024xf32>) -> tensor<4x64x1024xf32>
      %18 = func.call @relu(%17) : (tensor<4x64x1024xf32>) -> tensor<4x64x1024xf32>
      %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %19 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<4x64x1024xf32>
      %20 = stablehlo.compare GT, %17, %19, FLOAT : (tensor<4x64x1024xf32>, tensor<4x64x1024xf32>) -> tensor<4x64x1024xi1>
      %21 = stablehlo.reshape %arg5 : (tensor<1x1024x256xf32>) -> tensor<1024x256xf32>
      %22 = stablehlo.dot_general %18, %21, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x64x1024xf32>, tensor<1024x256xf32>) -> tensor<4x64x256xf32>
      %23 = "stablehlo.all_to_all"(%22) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, concat_dimension = 0 : i64, replica_groups = dense<[[0, 2, 4, 6], [1, 3, 5, 7]]> : tensor<2x4xi64>, split_count = 4 : i64, split_dimension = 0 : i64}> : (tensor<4x64x256xf32>) -> tensor<4x64x256xf32>
      %24 = stablehlo.dot_general %13, %23, contracting_dims = [2, 1] x [1, 0], precision = [DEFAULT, DEFAULT] : (tensor<256x4x64xf32>, tensor<4x64x256xf32>) -> tensor<256x256xf32>
      %cst_1 = stablehlo.constant dense<0xFF800000> : tensor<f32>
      %25 = stablehlo.reduce(%1 init: %cst_1) applies stablehlo.maximum across dimensions = [1] : (tensor<256x4xf32>, tensor<f32>) -> tensor<256xf32>
      %cst_2 = stablehlo.constant dense<0xFF800000> : tensor<f32>
      %26 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<256xf32>
      %27 = stablehlo.maximum %26, %25 : tensor<256xf32>
      %28 = stablehlo.broadcast_in_dim %27, dims = [0] : (tensor<256xf32>) -> tensor<256x1xf32>
      %29 = stablehlo.broadcast_in_dim %28, dims = [0, 1] : (tensor<256x1xf32>) -> tensor<256x4xf32>
      %30 = stablehlo.subtract %1, %29 : tensor<256x4xf32>
      %31 = stablehlo.exponential %30 : tensor<256x4xf32>
      %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %32 = stablehlo.reduce(%31 init: %cst_3) applies stablehlo.add across dimensions = [1] : (tensor<256x4xf32>, tensor<f32>) -> tensor<256xf32>
      %33 = stablehlo.broadcast_in_dim %32, dims = [0] : (tensor<256xf32>) -> tensor<256x1xf32>
      %34 = stablehlo.broadcast_in_dim %33, dims = [0, 1] : (tensor<256x1xf32>) -> tensor<256x4xf32>
      %35 = stablehlo.divide %31, %34 : tensor<256x4xf32>
      %cst_4 = stablehlo.constant dense<0xFF800000> : tensor<f32>
      %36 = stablehlo.reduce(%35 init: %cst_4) applies stablehlo.maximum across dimensions = [1] : (tensor<256x4xf32>, tensor<f32>) -> tensor<256xf32>
      %37 = stablehlo.broadcast_in_dim %36, dims = [0] : (tensor<256xf32>) -> tensor<256x1xf32>
      %38 = stablehlo.broadcast_in_dim %37, dims = [0, 1] : (tensor<256x1xf32>) -> tensor<256x256xf32>
      %39 = stablehlo.multiply %24, %38 : tensor<256x256xf32>
      %40 = stablehlo.subtract %39, %arg7 : tensor<256x256xf32>
      %41 = stablehlo.multiply %40, %40 : tensor<256x256xf32>
      %cst_5 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
      %42 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
      %43 = stablehlo.multiply %42, %40 : tensor<256x256xf32>
      %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %44 = stablehlo.reduce(%41 init: %cst_6) applies stablehlo.add across dimensions = [0, 1] : (tensor<256x256xf32>, tensor<f32>) -> tensor<f32>
      %cst_7 = stablehlo.constant dense<6.553600e+04> : tensor<f32>
      %45 = stablehlo.divide %44, %cst_7 : tensor<f32>
      %46 = "stablehlo.all_reduce"(%45) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>, use_global_device_ids}> ({
      ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
        %67 = stablehlo.add %arg8, %arg9 : tensor<f32>
        stablehlo.return %67 : tensor<f32>
      }) : (tensor<f32>) -> tensor<f32>
      %cst_8 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %47 = "stablehlo.all_reduce"(%cst_8) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>, use_global_device_ids}> ({
      ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
        %67 = stablehlo.add %arg8, %arg9 : tensor<f32>
        stablehlo.return %67 : tensor<f32>
      }) : (tensor<f32>) -> tensor<f32>
      %cst_9 = stablehlo.constant dense<6.553600e+04> : tensor<f32>
      %48 = stablehlo.divide %47, %cst_9 : tensor<f32>
      %49 = stablehlo.broadcast_in_dim %48, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
      %50 = stablehlo.multiply %49, %43 : tensor<256x256xf32>
      %51 = stablehlo.broadcast_in_dim %37, dims = [0, 1] : (tensor<256x1xf32>) -> tensor<256x256xf32>
      %52 = stablehlo.multiply %50, %51 : tensor<256x256xf32>
      %53 = stablehlo.dot_general %52, %13, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<256x256xf32>, tensor<256x4x64xf32>) -> tensor<256x4x64xf32>
      %54 = stablehlo.transpose %53, dims = [1, 2, 0] : (tensor<256x4x64xf32>) -> tensor<4x64x256xf32>
      %55 = "stablehlo.all_to_all"(%54) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, concat_dimension = 0 : i64, replica_groups = dense<[[0, 2, 4, 6], [1, 3, 5, 7]]> : tensor<2x4xi64>, split_count = 4 : i64, split_dimension = 0 : i64}> : (tensor<4x64x256xf32>) -> tensor<4x64x256xf32>
      %56 = stablehlo.dot_general %55, %18, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<4x64x256xf32>, tensor<4x64x1024xf32>) -> tensor<256x1024xf32>
      %57 = stablehlo.transpose %56, dims = [1, 0] : (tensor<256x1024xf32>) -> tensor<1024x256xf32>
      %58 = stablehlo.dot_general %55, %21, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x64x256xf32>, tensor<1024x256xf32>) -> tensor<4x64x1024xf32>
      %59 = stablehlo.broadcast_in_dim %57, dims = [1, 2] : (tensor<1024x256xf32>) -> tensor<1x1024x256xf32>
      %cst_10 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %60 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<4x64x1024xf32>
      %61 = stablehlo.select %20, %58, %60 : tensor<4x64x1024xi1>, tensor<4x64x1024xf32>
      %62 = stablehlo.dot_general %61, %15, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<4x64x1024xf32>, tensor<4x64x256xf32>) -> tensor<1024x256xf32>
      %63 = stablehlo.transpose %62, dims = [1, 0] : (tensor<1024x256xf32>) -> tensor<256x1024xf32>
      %64 = stablehlo.broadcast_in_dim %63, dims = [1, 2] : (tensor<256x1024xf32>) -> tensor<1x256x1024xf32>
      %65 = "stablehlo.all_reduce"(%64) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1], [2, 3], [4, 5], [6, 7]]> : tensor<4x2xi64>, use_global_device_ids}> ({
      ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
        %67 = stablehlo.add %arg8, %arg9 : tensor<f32>
        stablehlo.return %67 : tensor<f32>
      }) : (tensor<1x256x1024xf32>) -> tensor<1x256x1024xf32>
      %66 = "stablehlo.all_reduce"(%59) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1], [2, 3], [4, 5], [6, 7]]> : tensor<4x2xi64>, use_global_device_ids}> ({
      ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
        %67 = stablehlo.add %arg8, %arg9 : tensor<f32>
        stablehlo.return %67 : tensor<f32>
      }) : (tensor<1x1024x256xf32>) -> tensor<1x1024x256xf32>
      sdy.return %46, %65, %66 : tensor<f32>, tensor<1x256x1024xf32>, tensor<1x1024x256xf32>
    } : (tensor<4x256x1024xf32>, tensor<4x1024x256xf32>, tensor<256x4xf32>, tensor<2048x256xf32>) -> (tensor<f32>, tensor<4x256x1024xf32>, tensor<4x1024x256xf32>)
    return %0#0, %0#1, %0#2 : tensor<f32>, tensor<4x256x1024xf32>, tensor<4x1024x256xf32>
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
