module @jit_scan_stacked attributes {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["data"=2, "model"=4]> {stablehlo.mesh = {axes = [{name = "data", size = 2 : i64}, {name = "model", size = 4 : i64}]}}
  func.func public @main(%arg0: tensor<8x512x2048xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {}, {}]>, tf.aliasing_output = 0 : i32}, %arg1: tensor<8x2048x512xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {}, {}]>, tf.aliasing_output = 1 : i32}, %arg2: tensor<256x512xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}) -> (tensor<8x512x2048xf32> {jax.result_info = "result[0][0]", sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {}, {}]>}, tensor<8x2048x512xf32> {jax.result_info = "result[0][1]", sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {}, {}]>}, tensor<f32> {jax.result_info = "result[1]", sdy.sharding = #sdy.sharding<@mesh, []>}) {
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<8x256x512xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<8x256x2048xf32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<8x256x2048xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %3:8 = stablehlo.while(%iterArg = %arg0, %iterArg_13 = %arg1, %iterArg_14 = %cst, %iterArg_15 = %c, %iterArg_16 = %arg2, %iterArg_17 = %0, %iterArg_18 = %1, %iterArg_19 = %2) : tensor<8x512x2048xf32>, tensor<8x2048x512xf32>, tensor<f32>, tensor<i32>, tensor<256x512xf32>, tensor<8x256x512xf32>, tensor<8x256x2048xf32>, tensor<8x256x2048xf32>
    cond {
      %c_20 = stablehlo.constant dense<8> : tensor<i32>
      %21 = stablehlo.compare LT, %iterArg_15, %c_20, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %21 : tensor<i1>
    } do {
      %21 = func.call @dynamic_index_in_dim(%iterArg, %iterArg_15) : (tensor<8x512x2048xf32>, tensor<i32>) -> tensor<512x2048xf32>
      %22 = func.call @dynamic_index_in_dim_0(%iterArg_13, %iterArg_15) : (tensor<8x2048x512xf32>, tensor<i32>) -> tensor<2048x512xf32>
      %23:4 = func.call @closed_call(%iterArg_14, %iterArg_16, %21, %22) : (tensor<f32>, tensor<256x512xf32>, tensor<512x2048xf32>, tensor<2048x512xf32>) -> (tensor<256x512xf32>, tensor<256x512xf32>, tensor<256x2048xf32>, tensor<256x2048xf32>)
      %24 = func.call @dynamic_update_index_in_dim(%iterArg_17, %23#1, %iterArg_15) : (tensor<8x256x512xf32>, tensor<256x512xf32>, tensor<i32>) -> tensor<8x256x512xf32>
      %25 = func.call @dynamic_update_index_in_dim_1(%iterArg_18, %23#2, %iterArg_15) : (tensor<8x256x2048xf32>, tensor<256x2048xf32>, tensor<i32>) -> tensor<8x256x2048xf32>
      %26 = func.call @dynamic_update_index_in_dim_1(%iterArg_19, %23#3, %iterArg_15) : (tensor<8x256x2048xf32>, tensor<256x2048xf32>, tensor<i32>) -> tensor<8x256x2048xf32>
      %c_20 = stablehlo.constant dense<1> : tensor<i32>
      %27 = stablehlo.add %iterArg_15, %c_20 : tensor<i32>
      stablehlo.return %iterArg, %iterArg_13, %iterArg_14, %27, %23#0, %24, %25, %26 : tensor<8x512x2048xf32>, tensor<8x2048x512xf32>, tensor<f32>, tensor<i32>, tensor<256x512xf32>, tensor<8x256x512xf32>, tensor<8x256x2048xf32>, tensor<8x256x2048xf32>
    }
    %4 = stablehlo.multiply %3#4, %3#4 : tensor<256x512xf32>
    %cst_3 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %5 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<256x512xf32>
    %6 = stablehlo.multiply %5, %3#4 : tensor<256x512xf32>
    %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %7 = stablehlo.reduce(%4 init: %cst_4) applies stablehlo.add across dimensions = [0, 1] : (tensor<256x512xf32>, tensor<f32>) -> tensor<f32>
    %cst_5 = stablehlo.constant dense<1.310720e+05> : tensor<f32>
    %8 = stablehlo.divide %7, %cst_5 : tensor<f32>
    %cst_6 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %cst_7 = stablehlo.constant dense<1.310720e+05> : tensor<f32>
    %9 = stablehlo.divide %cst_6, %cst_7 : tensor<f32>
    %10 = stablehlo.broadcast_in_dim %9, dims = [] : (tensor<f32>) -> tensor<256x512xf32>
    %11 = stablehlo.multiply %10, %6 : tensor<256x512xf32>
    %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %12 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<8x512x2048xf32>
    %cst_9 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %13 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<8x2048x512xf32>
    %c_10 = stablehlo.constant dense<0> : tensor<i32>
    %14:9 = stablehlo.while(%iterArg = %arg0, %iterArg_13 = %3#5, %iterArg_14 = %3#6, %iterArg_15 = %3#7, %iterArg_16 = %arg1, %iterArg_17 = %c_10, %iterArg_18 = %11, %iterArg_19 = %12, %iterArg_20 = %13) : tensor<8x512x2048xf32>, tensor<8x256x512xf32>, tensor<8x256x2048xf32>, tensor<8x256x2048xf32>, tensor<8x2048x512xf32>, tensor<i32>, tensor<256x512xf32>, tensor<8x512x2048xf32>, tensor<8x2048x512xf32>
    cond {
      %c_21 = stablehlo.constant dense<8> : tensor<i32>
      %21 = stablehlo.compare LT, %iterArg_17, %c_21, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %21 : tensor<i1>
    } do {
      %c_21 = stablehlo.constant dense<8> : tensor<i32>
      %21 = stablehlo.subtract %c_21, %iterArg_17 : tensor<i32>
      %c_22 = stablehlo.constant dense<1> : tensor<i32>
      %22 = stablehlo.subtract %21, %c_22 : tensor<i32>
      %23 = func.call @dynamic_index_in_dim(%iterArg, %22) : (tensor<8x512x2048xf32>, tensor<i32>) -> tensor<512x2048xf32>
      %24 = func.call @dynamic_index_in_dim_2(%iterArg_13, %22) : (tensor<8x256x512xf32>, tensor<i32>) -> tensor<256x512xf32>
      %25 = func.call @dynamic_index_in_dim_3(%iterArg_14, %22) : (tensor<8x256x2048xf32>, tensor<i32>) -> tensor<256x2048xf32>
      %26 = func.call @dynamic_index_in_dim_3(%iterArg_15, %22) : (tensor<8x256x2048xf32>, tensor<i32>) -> tensor<256x2048xf32>
      %27 = func.call @dynamic_index_in_dim_0(%iterArg_16, %22) : (tensor<8x2048x512xf32>, tensor<i32>) -> tensor<2048x512xf32>
      %28:3 = func.call @closed_call_4(%iterArg_18, %23, %24, %25, %26, %27) : (tensor<256x512xf32>, tensor<512x2048xf32>, tensor<256x512xf32>, tensor<256x2048xf32>, tensor<256x2048xf32>, tensor<2048x512xf32>) -> (tensor<256x512xf32>, tensor<512x2048xf32>, tensor<2048x512xf32>)
      %29 = func.call @dynamic_update_index_in_dim_5(%iterArg_19, %28#1, %22) : (tensor<8x512x2048xf32>, tensor<512x2048xf32>, tensor<i32>) -> tensor<8x512x2048xf32>
      %30 = func.call @dynamic_update_index_in_dim_6(%iterArg_20, %28#2, %22) : (tensor<8x2048x512xf32>, tensor<2048x512xf32>, tensor<i32>) -> tensor<8x2048x512xf32>
      %c_23 = stablehlo.constant dense<1> : tensor<i32>
      %31 = stablehlo.add %iterArg_17, %c_23 : tensor<i32>
      stablehlo.return %iterArg, %iterArg_13, %iterArg_14, %iterArg_15, %iterArg_16, %31, %28#0, %29, %30 : tensor<8x512x2048xf32>, tensor<8x256x512xf32>, tensor<8x256x2048xf32>, tensor<8x256x2048xf32>, tensor<8x2048x512xf32>, tensor<i32>, tensor<256x512xf32>, tensor<8x512x2048xf32>, tensor<8x2048x512xf32>
    }
    %cst_11 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %15 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<8x512x2048xf32>
    %16 = stablehlo.multiply %15, %14#7 : tensor<8x512x2048xf32>
    %17 = stablehlo.subtract %arg0, %16 : tensor<8x512x2048xf32>
    %cst_12 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %18 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<8x2048x512xf32>
    %19 = stablehlo.multiply %18, %14#8 : tensor<8x2048x512xf32>
    %20 = stablehlo.subtract %arg1, %19 : tensor<8x2048x512xf32>
    return %17, %20, %8 : tensor<8x512x2048xf32>, tensor<8x2048x512xf32>, tensor<f32>
  }
  func.func private @dynamic_index_in_dim(%arg0: tensor<8x512x2048xf32>, %arg1: tensor<i32>) -> tensor<512x2048xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, %c_0, sizes = [1, 512, 2048] : (tensor<8x512x2048xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x512x2048xf32>
    %1 = stablehlo.reshape %0 : (tensor<1x512x2048xf32>) -> tensor<512x2048xf32>
    return %1 : tensor<512x2048xf32>
  }
  func.func private @dynamic_index_in_dim_0(%arg0: tensor<8x2048x512xf32>, %arg1: tensor<i32>) -> tensor<2048x512xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, %c_0, sizes = [1, 2048, 512] : (tensor<8x2048x512xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2048x512xf32>
    %1 = stablehlo.reshape %0 : (tensor<1x2048x512xf32>) -> tensor<2048x512xf32>
    return %1 : tensor<2048x512xf32>
  }
  func.func private @closed_call(%arg0: tensor<f32>, %arg1: tensor<256x512xf32>, %arg2: tensor<512x2048xf32>, %arg3: tensor<2048x512xf32>) -> (tensor<256x512xf32>, tensor<256x512xf32>, tensor<256x2048xf32>, tensor<256x2048xf32>) {
    %0 = stablehlo.dot_general %arg1, %arg2, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<256x512xf32>, tensor<512x2048xf32>) -> tensor<256x2048xf32>
    %1 = stablehlo.tanh %0 : tensor<256x2048xf32>
    %2 = stablehlo.broadcast_in_dim %arg0, dims = [] : (tensor<f32>) -> tensor<256x2048xf32>
    %3 = stablehlo.subtract %2, %1 : tensor<256x2048xf32>
    %4 = stablehlo.dot_general %1, %arg3, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<256x2048xf32>, tensor<2048x512xf32>) -> tensor<256x512xf32>
    %5 = stablehlo.add %arg1, %4 : tensor<256x512xf32>
    return %5, %arg1, %1, %3 : tensor<256x512xf32>, tensor<256x512xf32>, tensor<256x2048xf32>, tensor<256x2048xf32>
  }
  func.func private @dynamic_update_index_in_dim(%arg0: tensor<8x256x512xf32>, %arg1: tensor<256x512xf32>, %arg2: tensor<i32>) -> tensor<8x256x512xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1, 2] : (tensor<256x512xf32>) -> tensor<1x256x512xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2, %c, %c_0 : (tensor<8x256x512xf32>, tensor<1x256x512xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<8x256x512xf32>
    return %1 : tensor<8x256x512xf32>
  }
  func.func private @dynamic_update_index_in_dim_1(%arg0: tensor<8x256x2048xf32>, %arg1: tensor<256x2048xf32>, %arg2: tensor<i32>) -> tensor<8x256x2048xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1, 2] : (tensor<256x2048xf32>) -> tensor<1x256x2048xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2, %c, %c_0 : (tensor<8x256x2048xf32>, tensor<1x256x2048xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<8x256x2048xf32>
    return %1 : tensor<8x256x2048xf32>
  }
  func.func private @dynamic_index_in_dim_2(%arg0: tensor<8x256x512xf32>, %arg1: tensor<i32>) -> tensor<256x512xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, %c_0, sizes = [1, 256, 512] : (tensor<8x256x512xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x256x512xf32>
    %1 = stablehlo.reshape %0 : (tensor<1x256x512xf32>) -> tensor<256x512xf32>
    return %1 : tensor<256x512xf32>
  }
  func.func private @dynamic_index_in_dim_3(%arg0: tensor<8x256x2048xf32>, %arg1: tensor<i32>) -> tensor<256x2048xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, %c_0, sizes = [1, 256, 2048] : (tensor<8x256x2048xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x256x2048xf32>
    %1 = stablehlo.reshape %0 : (tensor<1x256x2048xf32>) -> tensor<256x2048xf32>
    return %1 : tensor<256x2048xf32>
  }
  func.func private @closed_call_4(%arg0: tensor<256x512xf32>, %arg1: tensor<512x2048xf32>, %arg2: tensor<256x512xf32>, %arg3: tensor<256x2048xf32>, %arg4: tensor<256x2048xf32>, %arg5: tensor<2048x512xf32>) -> (tensor<256x512xf32>, tensor<512x2048xf32>, tensor<2048x512xf32>) {
    %0 = stablehlo.dot_general %arg0, %arg3, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<256x512xf32>, tensor<256x2048xf32>) -> tensor<512x2048xf32>
    %1 = stablehlo.transpose %0, dims = [1, 0] : (tensor<512x2048xf32>) -> tensor<2048x512xf32>
    %2 = stablehlo.dot_general %arg0, %arg5, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<256x512xf32>, tensor<2048x512xf32>) -> tensor<256x2048xf32>
    %3 = stablehlo.multiply %2, %arg4 : tensor<256x2048xf32>
    %4 = stablehlo.multiply %3, %arg3 : tensor<256x2048xf32>
    %5 = stablehlo.add %3, %4 : tensor<256x2048xf32>
    %6 = stablehlo.dot_general %5, %arg2, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<256x2048xf32>, tensor<256x512xf32>) -> tensor<2048x512xf32>
    %7 = stablehlo.transpose %6, dims = [1, 0] : (tensor<2048x512xf32>) -> tensor<512x2048xf32>
    %8 = stablehlo.dot_general %5, %arg1, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<256x2048xf32>, tensor<512x2048xf32>) -> tensor<256x512xf32>
    %9 = stablehlo.add %arg0, %8 : tensor<256x512xf32>
    return %9, %7, %1 : tensor<256x512xf32>, tensor<512x2048xf32>, tensor<2048x512xf32>
  }
  func.func private @dynamic_update_index_in_dim_5(%arg0: tensor<8x512x2048xf32>, %arg1: tensor<512x2048xf32>, %arg2: tensor<i32>) -> tensor<8x512x2048xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1, 2] : (tensor<512x2048xf32>) -> tensor<1x512x2048xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2, %c, %c_0 : (tensor<8x512x2048xf32>, tensor<1x512x2048xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<8x512x2048xf32>
    return %1 : tensor<8x512x2048xf32>
  }
  func.func private @dynamic_update_index_in_dim_6(%arg0: tensor<8x2048x512xf32>, %arg1: tensor<2048x512xf32>, %arg2: tensor<i32>) -> tensor<8x2048x512xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1, 2] : (tensor<2048x512xf32>) -> tensor<1x2048x512xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2, %c, %c_0 : (tensor<8x2048x512xf32>, tensor<1x2048x512xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<8x2048x512xf32>
    return %1 : tensor<8x2048x512xf32>
  }
}
