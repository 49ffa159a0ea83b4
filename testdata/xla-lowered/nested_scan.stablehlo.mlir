module @jit_nested_scan attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<256x256xf32>, %arg1: tensor<256x256xf32>, %arg2: tensor<128x256xf32>, %arg3: tensor<128x256xf32>, %arg4: tensor<32x256xf32>, %arg5: tensor<6x16x32x128xf32>) -> (tensor<f32> {jax.result_info = "result[0]"}, tensor<256x256xf32> {jax.result_info = "result[1]['uh']"}, tensor<256x256xf32> {jax.result_info = "result[1]['uz']"}, tensor<128x256xf32> {jax.result_info = "result[1]['wh']"}, tensor<128x256xf32> {jax.result_info = "result[1]['wz']"}) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<6xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<6x16x32x256xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<6x16x32x256xf32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %3 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<6x16x32x256xf32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<6x16x32x256xf32>
    %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %5 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<6x16x32x256xf32>
    %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %6 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<6x16x32x256xf32>
    %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %7 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<6x16x32x256xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %8:15 = stablehlo.while(%iterArg = %arg5, %iterArg_21 = %arg3, %iterArg_22 = %arg1, %iterArg_23 = %arg2, %iterArg_24 = %arg0, %iterArg_25 = %c, %iterArg_26 = %arg4, %iterArg_27 = %0, %iterArg_28 = %1, %iterArg_29 = %2, %iterArg_30 = %3, %iterArg_31 = %4, %iterArg_32 = %5, %iterArg_33 = %6, %iterArg_34 = %7) : tensor<6x16x32x128xf32>, tensor<128x256xf32>, tensor<256x256xf32>, tensor<128x256xf32>, tensor<256x256xf32>, tensor<i32>, tensor<32x256xf32>, tensor<6xf32>, tensor<6x16x32x256xf32>, tensor<6x16x32x256xf32>, tensor<6x16x32x256xf32>, tensor<6x16x32x256xf32>, tensor<6x16x32x256xf32>, tensor<6x16x32x256xf32>, tensor<6x16x32x256xf32>
    cond {
      %c_35 = stablehlo.constant dense<6> : tensor<i32>
      %27 = stablehlo.compare LT, %iterArg_25, %c_35, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %27 : tensor<i1>
    } do {
      %27 = func.call @dynamic_index_in_dim(%iterArg, %iterArg_25) : (tensor<6x16x32x128xf32>, tensor<i32>) -> tensor<16x32x128xf32>
      %28:9 = func.call @closed_call(%iterArg_21, %iterArg_22, %iterArg_23, %iterArg_24, %iterArg_26, %27) : (tensor<128x256xf32>, tensor<256x256xf32>, tensor<128x256xf32>, tensor<256x256xf32>, tensor<32x256xf32>, tensor<16x32x128xf32>) -> (tensor<32x256xf32>, tensor<f32>, tensor<16x32x256xf32>, tensor<16x32x256xf32>, tensor<16x32x256xf32>, tensor<16x32x256xf32>, tensor<16x32x256xf32>, tensor<16x32x256xf32>, tensor<16x32x256xf32>)
      %29 = func.call @dynamic_update_index_in_dim_2(%iterArg_27, %28#1, %iterArg_25) : (tensor<6xf32>, tensor<f32>, tensor<i32>) -> tensor<6xf32>
      %30 = func.call @dynamic_update_index_in_dim_3(%iterArg_28, %28#2, %iterArg_25) : (tensor<6x16x32x256xf32>, tensor<16x32x256xf32>, tensor<i32>) -> tensor<6x16x32x256xf32>
      %31 = func.call @dynamic_update_index_in_dim_3(%iterArg_29, %28#3, %iterArg_25) : (tensor<6x16x32x256xf32>, tensor<16x32x256xf32>, tensor<i32>) -> tensor<6x16x32x256xf32>
      %32 = func.call @dynamic_update_index_in_dim_3(%iterArg_30, %28#4, %iterArg_25) : (tensor<6x16x32x256xf32>, tensor<16x32x256xf32>, tensor<i32>) -> tensor<6x16x32x256xf32>
      %33 = func.call @dynamic_update_index_in_dim_3(%iterArg_31, %28#5, %iterArg_25) : (tensor<6x16x32x256xf32>, tensor<16x32x256xf32>, tensor<i32>) -> tensor<6x16x32x256xf32>
      %34 = func.call @dynamic_update_index_in_dim_3(%iterArg_32, %28#6, %iterArg_25) : (tensor<6x16x32x256xf32>, tensor<16x32x256xf32>, tensor<i32>) -> tensor<6x16x32x256xf32>
      %35 = func.call @dynamic_update_index_in_dim_3(%iterArg_33, %28#7, %iterArg_25) : (tensor<6x16x32x256xf32>, tensor<16x32x256xf32>, tensor<i32>) -> tensor<6x16x32x256xf32>
      %36 = func.call @dynamic_update_index_in_dim_3(%iterArg_34, %28#8, %iterArg_25) : (tensor<6x16x32x256xf32>, tensor<16x32x256xf32>, tensor<i32>) -> tensor<6x16x32x256xf32>
      %c_35 = stablehlo.constant dense<1> : tensor<i32>
      %37 = stablehlo.add %iterArg_25, %c_35 : tensor<i32>
      stablehlo.return %iterArg, %iterArg_21, %iterArg_22, %iterArg_23, %iterArg_24, %37, %28#0, %29, %30, %31, %32, %33, %34, %35, %36 : tensor<6x16x32x128xf32>, tensor<128x256xf32>, tensor<256x256xf32>, tensor<128x256xf32>, tensor<256x256xf32>, tensor<i32>, tensor<32x256xf32>, tensor<6xf32>, tensor<6x16x32x256xf32>, tensor<6x16x32x256xf32>, tensor<6x16x32x256xf32>, tensor<6x16x32x256xf32>, tensor<6x16x32x256xf32>, tensor<6x16x32x256xf32>, tensor<6x16x32x256xf32>
    }
    %9 = stablehlo.multiply %8#6, %8#6 : tensor<32x256xf32>
    %cst_7 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %10 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<32x256xf32>
    %11 = stablehlo.multiply %10, %8#6 : tensor<32x256xf32>
    %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %12 = stablehlo.reduce(%9 init: %cst_8) applies stablehlo.add across dimensions = [0, 1] : (tensor<32x256xf32>, tensor<f32>) -> tensor<f32>
    %cst_9 = stablehlo.constant dense<8.192000e+03> : tensor<f32>
    %13 = stablehlo.divide %12, %cst_9 : tensor<f32>
    %cst_10 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %14 = stablehlo.reduce(%8#7 init: %cst_10) applies stablehlo.add across dimensions = [0] : (tensor<6xf32>, tensor<f32>) -> tensor<f32>
    %cst_11 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %15 = stablehlo.multiply %cst_11, %14 : tensor<f32>
    %16 = stablehlo.add %13, %15 : tensor<f32>
    %cst_12 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %cst_13 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %17 = stablehlo.multiply %cst_12, %cst_13 : tensor<f32>
    %18 = stablehlo.broadcast_in_dim %17, dims = [] : (tensor<f32>) -> tensor<6xf32>
    %cst_14 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %cst_15 = stablehlo.constant dense<8.192000e+03> : tensor<f32>
    %19 = stablehlo.divide %cst_14, %cst_15 : tensor<f32>
    %20 = stablehlo.broadcast_in_dim %19, dims = [] : (tensor<f32>) -> tensor<32x256xf32>
    %21 = stablehlo.multiply %20, %11 : tensor<32x256xf32>
    %cst_16 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %22 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f32>) -> tensor<128x256xf32>
    %cst_17 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %23 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %cst_18 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %24 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<f32>) -> tensor<128x256xf32>
    %cst_19 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %25 = stablehlo.broadcast_in_dim %cst_19, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %c_20 = stablehlo.constant dense<0> : tensor<i32>
    %26:17 = stablehlo.while(%iterArg = %18, %iterArg_21 = %arg5, %iterArg_22 = %8#8, %iterArg_23 = %8#9, %iterArg_24 = %8#10, %iterArg_25 = %8#11, %iterArg_26 = %8#12, %iterArg_27 = %8#13, %iterArg_28 = %8#14, %iterArg_29 = %arg1, %iterArg_30 = %arg0, %iterArg_31 = %c_20, %iterArg_32 = %22, %iterArg_33 = %23, %iterArg_34 = %24, %iterArg_35 = %25, %iterArg_36 = %21) : tensor<6xf32>, tensor<6x16x32x128xf32>, tensor<6x16x32x256xf32>, tensor<6x16x32x256xf32>, tensor<6x16x32x256xf32>, tensor<6x16x32x256xf32>, tensor<6x16x32x256xf32>, tensor<6x16x32x256xf32>, tensor<6x16x32x256xf32>, tensor<256x256xf32>, tensor<256x256xf32>, tensor<i32>, tensor<128x256xf32>, tensor<256x256xf32>, tensor<128x256xf32>, tensor<256x256xf32>, tensor<32x256xf32>
    cond {
      %c_37 = stablehlo.constant dense<6> : tensor<i32>
      %27 = stablehlo.compare LT, %iterArg_31, %c_37, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %27 : tensor<i1>
    } do {
      %c_37 = stablehlo.constant dense<6> : tensor<i32>
      %27 = stablehlo.subtract %c_37, %iterArg_31 : tensor<i32>
      %c_38 = stablehlo.constant dense<1> : tensor<i32>
      %28 = stablehlo.subtract %27, %c_38 : tensor<i32>
      %29 = func.call @dynamic_index_in_dim_4(%iterArg, %28) : (tensor<6xf32>, tensor<i32>) -> tensor<f32>
      %30 = func.call @dynamic_index_in_dim(%iterArg_21, %28) : (tensor<6x16x32x128xf32>, tensor<i32>) -> tensor<16x32x128xf32>
      %31 = func.call @dynamic_index_in_dim_5(%iterArg_22, %28) : (tensor<6x16x32x256xf32>, tensor<i32>) -> tensor<16x32x256xf32>
      %32 = func.call @dynamic_index_in_dim_5(%iterArg_23, %28) : (tensor<6x16x32x256xf32>, tensor<i32>) -> tensor<16x32x256xf32>
      %33 = func.call @dynamic_index_in_dim_5(%iterArg_24, %28) : (tensor<6x16x32x256xf32>, tensor<i32>) -> tensor<16x32x256xf32>
      %34 = func.call @dynamic_index_in_dim_5(%iterArg_25, %28) : (tensor<6x16x32x256xf32>, tensor<i32>) -> tensor<16x32x256xf32>
      %35 = func.call @dynamic_index_in_dim_5(%iterArg_26, %28) : (tensor<6x16x32x256xf32>, tensor<i32>) -> tensor<16x32x256xf32>
      %36 = func.call @dynamic_index_in_dim_5(%iterArg_27, %28) : (tensor<6x16x32x256xf32>, tensor<i32>) -> tensor<16x32x256xf32>
      %37 = func.call @dynamic_index_in_dim_5(%iterArg_28, %28) : (tensor<6x16x32x256xf32>, tensor<i32>) -> tensor<16x32x256xf32>
      %38:5 = func.call @closed_call_6(%iterArg_29, %iterArg_30, %iterArg_32, %iterArg_33, %iterArg_34, %iterArg_35, %iterArg_36, %29, %30, %31, %32, %33, %34, %35, %36, %37) : (tensor<256x256xf32>, tensor<256x256xf32>, tensor<128x256xf32>, tensor<256x256xf32>, tensor<128x256xf32>, tensor<256x256xf32>, tensor<32x256xf32>, tensor<f32>, tensor<16x32x128xf32>, tensor<16x32x256xf32>, tensor<16x32x256xf32>, tensor<16x32x256xf32>, tensor<16x32x256xf32>, tensor<16x32x256xf32>, tensor<16x32x256xf32>, tensor<16x32x256xf32>) -> (tensor<128x256xf32>, tensor<256x256xf32>, tensor<128x256xf32>, tensor<256x256xf32>, tensor<32x256xf32>)
      %c_39 = stablehlo.constant dense<1> : tensor<i32>
      %39 = stablehlo.add %iterArg_31, %c_39 : tensor<i32>
      stablehlo.return %iterArg, %iterArg_21, %iterArg_22, %iterArg_23, %iterArg_24, %iterArg_25, %iterArg_26, %iterArg_27, %iterArg_28, %iterArg_29, %iterArg_30, %39, %38#0, %38#1, %38#2, %38#3, %38#4 : tensor<6xf32>, tensor<6x16x32x128xf32>, tensor<6x16x32x256xf32>, tensor<6x16x32x256xf32>, tensor<6x16x32x256xf32>, tensor<6x16x32x256xf32>, tensor<6x16x32x256xf32>, tensor<6x16x32x256xf32>, tensor<6x16x32x256xf32>, tensor<256x256xf32>, tensor<256x256xf32>, tensor<i32>, tensor<128x256xf32>, tensor<256x256xf32>, tensor<128x256xf32>, tensor<256x256xf32>, tensor<32x256xf32>
    }
    return %16, %26#15, %26#13, %26#14, %26#12 : tensor<f32>, tensor<256x256xf32>, tensor<256x256xf32>, tensor<128x256xf32>, tensor<128x256xf32>
  }
  func.func private @dynamic_index_in_dim(%arg0: tensor<6x16x32x128xf32>, %arg1: tensor<i32>) -> tensor<16x32x128xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, %c_0, %c_1, sizes = [1, 16, 32, 128] : (tensor<6x16x32x128xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x16x32x128xf32>
    %1 = stablehlo.reshape %0 : (tensor<1x16x32x128xf32>) -> tensor<16x32x128xf32>
    return %1 : tensor<16x32x128xf32>
  }
  func.func private @closed_call(%arg0: tensor<128x256xf32>, %arg1: tensor<256x256xf32>, %arg2: tensor<128x256xf32>, %arg3: tensor<256x256xf32>, %arg4: tensor<32x256xf32>, %arg5: tensor<16x32x128xf32>) -> (tensor<32x256xf32>, tensor<f32>, tensor<16x32x256xf32>, tensor<16x32x256xf32>, tensor<16x32x256xf32>, tensor<16x32x256xf32>, tensor<16x32x256xf32>, tensor<16x32x256xf32>, tensor<16x32x256xf32>) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<16x32x256xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<16x32x256xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<16x32x256xf32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %3 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<16x32x256xf32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<16x32x256xf32>
    %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %5 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<16x32x256xf32>
    %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %6 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<16x32x256xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %7:14 = stablehlo.while(%iterArg = %arg5, %iterArg_7 = %arg0, %iterArg_8 = %arg1, %iterArg_9 = %arg2, %iterArg_10 = %arg3, %iterArg_11 = %c, %iterArg_12 = %arg4, %iterArg_13 = %0, %iterArg_14 = %1, %iterArg_15 = %2, %iterArg_16 = %3, %iterArg_17 = %4, %iterArg_18 = %5, %iterArg_19 = %6) : tensor<16x32x128xf32>, tensor<128x256xf32>, tensor<256x256xf32>, tensor<128x256xf32>, tensor<256x256xf32>, tensor<i32>, tensor<32x256xf32>, tensor<16x32x256xf32>, tensor<16x32x256xf32>, tensor<16x32x256xf32>, tensor<16x32x256xf32>, tensor<16x32x256xf32>, tensor<16x32x256xf32>, tensor<16x32x256xf32>
    cond {
      %c_20 = stablehlo.constant dense<16> : tensor<i32>
      %9 = stablehlo.compare LT, %iterArg_11, %c_20, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %9 : tensor<i1>
    } do {
      %9 = func.call @dynamic_index_in_dim_0(%iterArg, %iterArg_11) : (tensor<16x32x128xf32>, tensor<i32>) -> tensor<32x128xf32>
      %10:8 = func.call @closed_call_1(%iterArg_7, %iterArg_8, %iterArg_9, %iterArg_10, %iterArg_12, %9) : (tensor<128x256xf32>, tensor<256x256xf32>, tensor<128x256xf32>, tensor<256x256xf32>, tensor<32x256xf32>, tensor<32x128xf32>) -> (tensor<32x256xf32>, tensor<32x256xf32>, tensor<32x256xf32>, tensor<32x256xf32>, tensor<32x256xf32>, tensor<32x256xf32>, tensor<32x256xf32>, tensor<32x256xf32>)
      %11 = func.call @dynamic_update_index_in_dim(%iterArg_13, %10#1, %iterArg_11) : (tensor<16x32x256xf32>, tensor<32x256xf32>, tensor<i32>) -> tensor<16x32x256xf32>
      %12 = func.call @dynamic_update_index_in_dim(%iterArg_14, %10#2, %iterArg_11) : (tensor<16x32x256xf32>, tensor<32x256xf32>, tensor<i32>) -> tensor<16x32x256xf32>
      %13 = func.call @dynamic_update_index_in_dim(%iterArg_15, %10#3, %iterArg_11) : (tensor<16x32x256xf32>, tensor<32x256xf32>, tensor<i32>) -> tensor<16x32x256xf32>
      %14 = func.call @dynamic_update_index_in_dim(%iterArg_16, %10#4, %iterArg_11) : (tensor<16x32x256xf32>, tensor<32x256xf32>, tensor<i32>) -> tensor<16x32x256xf32>
      %15 = func.call @dynamic_update_index_in_dim(%iterArg_17, %10#5, %iterArg_11) : (tensor<16x32x256xf32>, tensor<32x256xf32>, tensor<i32>) -> tensor<16x32x256xf32>
      %16 = func.call @dynamic_update_index_in_dim(%iterArg_18, %10#6, %iterArg_11) : (tensor<16x32x256xf32>, tensor<32x256xf32>, tensor<i32>) -> tensor<16x32x256xf32>
      %17 = func.call @dynamic_update_index_in_dim(%iterArg_19, %10#7, %iterArg_11) : (tensor<16x32x256xf32>, tensor<32x256xf32>, tensor<i32>) -> tensor<16x32x256xf32>
      %c_20 = stablehlo.constant dense<1> : tensor<i32>
      %18 = stablehlo.add %iterArg_11, %c_20 : tensor<i32>
      stablehlo.return %iterArg, %iterArg_7, %iterArg_8, %iterArg_9, %iterArg_10, %18, %10#0, %11, %12, %13, %14, %15, %16, %17 : tensor<16x32x128xf32>, tensor<128x256xf32>, tensor<256x256xf32>, tensor<128x256xf32>, tensor<256x256xf32>, tensor<i32>, tensor<32x256xf32>, tensor<16x32x256xf32>, tensor<16x32x256xf32>, tensor<16x32x256xf32>, tensor<16x32x256xf32>, tensor<16x32x256xf32>, tensor<16x32x256xf32>, tensor<16x32x256xf32>
    }
    %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %8 = stablehlo.reduce(%7#6 init: %cst_6) applies stablehlo.add across dimensions = [0, 1] : (tensor<32x256xf32>, tensor<f32>) -> tensor<f32>
    return %7#6, %8, %7#7, %7#8, %7#9, %7#10, %7#11, %7#12, %7#13 : tensor<32x256xf32>, tensor<f32>, tensor<16x32x256xf32>, tensor<16x32x256xf32>, tensor<16x32x256xf32>, tensor<16x32x256xf32>, tensor<16x32x256xf32>, tensor<16x32x256xf32>, tensor<16x32x256xf32>
  }
  func.func private @dynamic_index_in_dim_0(%arg0: tensor<16x32x128xf32>, %arg1: tensor<i32>) -> tensor<32x128xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, %c_0, sizes = [1, 32, 128] : (tensor<16x32x128xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x32x128xf32>
    %1 = stablehlo.reshape %0 : (tensor<1x32x128xf32>) -> tensor<32x128xf32>
    return %1 : tensor<32x128xf32>
  }
  func.func private @closed_call_1(%arg0: tensor<128x256xf32>, %arg1: tensor<256x256xf32>, %arg2: tensor<128x256xf32>, %arg3: tensor<256x256xf32>, %arg4: tensor<32x256xf32>, %arg5: tensor<32x128xf32>) -> (tensor<32x256xf32>, tensor<32x256xf32>, tensor<32x256xf32>, tensor<32x256xf32>, tensor<32x256xf32>, tensor<32x256xf32>, tensor<32x256xf32>, tensor<32x256xf32>) {
    %0 = stablehlo.dot_general %arg5, %arg0, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x128xf32>, tensor<128x256xf32>) -> tensor<32x256xf32>
    %1 = stablehlo.dot_general %arg4, %arg1, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x256xf32>, tensor<256x256xf32>) -> tensor<32x256xf32>
    %2 = stablehlo.add %0, %1 : tensor<32x256xf32>
    %3 = stablehlo.negate %2 : tensor<32x256xf32>
    %4 = stablehlo.exponential %3 : tensor<32x256xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %5 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<32x256xf32>
    %6 = stablehlo.add %5, %4 : tensor<32x256xf32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %7 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<32x256xf32>
    %8 = stablehlo.divide %7, %6 : tensor<32x256xf32>
    %cst_1 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %9 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<32x256xf32>
    %10 = stablehlo.subtract %9, %8 : tensor<32x256xf32>
    %11 = stablehlo.multiply %8, %10 : tensor<32x256xf32>
    %12 = stablehlo.dot_general %arg5, %arg2, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x128xf32>, tensor<128x256xf32>) -> tensor<32x256xf32>
    %13 = stablehlo.multiply %arg4, %8 : tensor<32x256xf32>
    %14 = stablehlo.dot_general %13, %arg3, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x256xf32>, tensor<256x256xf32>) -> tensor<32x256xf32>
    %15 = stablehlo.add %12, %14 : tensor<32x256xf32>
    %16 = stablehlo.tanh %15 : tensor<32x256xf32>
    %cst_2 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %17 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<32x256xf32>
    %18 = stablehlo.subtract %17, %16 : tensor<32x256xf32>
    %cst_3 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %19 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<32x256xf32>
    %20 = stablehlo.subtract %19, %8 : tensor<32x256xf32>
    %21 = stablehlo.multiply %20, %arg4 : tensor<32x256xf32>
    %22 = stablehlo.multiply %8, %16 : tensor<32x256xf32>
    %23 = stablehlo.add %21, %22 : tensor<32x256xf32>
    return %23, %arg4, %11, %8, %13, %16, %18, %20 : tensor<32x256xf32>, tensor<32x256xf32>, tensor<32x256xf32>, tensor<32x256xf32>, tensor<32x256xf32>, tensor<32x256xf32>, tensor<32x256xf32>, tensor<32x256xf32>
  }
  func.func private @dynamic_update_index_in_dim(%arg0: tensor<16x32x256xf32>, %arg1: tensor<32x256xf32>, %arg2: tensor<i32>) -> tensor<16x32x256xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1, 2] : (tensor<32x256xf32>) -> tensor<1x32x256xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2, %c, %c_0 : (tensor<16x32x256xf32>, tensor<1x32x256xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<16x32x256xf32>
    return %1 : tensor<16x32x256xf32>
  }
  func.func private @dynamic_update_index_in_dim_2(%arg0: tensor<6xf32>, %arg1: tensor<f32>, %arg2: tensor<i32>) -> tensor<6xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2 : (tensor<6xf32>, tensor<1xf32>, tensor<i32>) -> tensor<6xf32>
    return %1 : tensor<6xf32>
  }
  func.func private @dynamic_update_index_in_dim_3(%arg0: tensor<6x16x32x256xf32>, %arg1: tensor<16x32x256xf32>, %arg2: tensor<i32>) -> tensor<6x16x32x256xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1, 2, 3] : (tensor<16x32x256xf32>) -> tensor<1x16x32x256xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2, %c, %c_0, %c_1 : (tensor<6x16x32x256xf32>, tensor<1x16x32x256xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<6x16x32x256xf32>
    return %1 : tensor<6x16x32x256xf32>
  }
  func.func private @dynamic_index_in_dim_4(%arg0: tensor<6xf32>, %arg1: tensor<i32>) -> tensor<f32> {
    %0 = stablehlo.dynamic_slice %arg0, %arg1, sizes = [1] : (tensor<6xf32>, tensor<i32>) -> tensor<1xf32>
    %1 = stablehlo.reshape %0 : (tensor<1xf32>) -> tensor<f32>
    return %1 : tensor<f32>
  }
  func.func private @dynamic_index_in_dim_5(%arg0: tensor<6x16x32x256xf32>, %arg1: tensor<i32>) -> tensor<16x32x256xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, %c_0, %c_1, sizes = [1, 16, 32, 256] : (tensor<6x16x32x256xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x16x32x256xf32>
    %1 = stablehlo.reshape %0 : (tensor<1x16x32x256xf32>) -> tensor<16x32x256xf32>
    return %1 : tensor<16x32x256xf32>
  }
  func.func private @closed_call_6(%arg0: tensor<256x256xf32>, %arg1: tensor<256x256xf32>, %arg2: tensor<128x256xf32>, %arg3: tensor<256x256xf32>, %arg4: tensor<128x256xf32>, %arg5: tensor<256x256xf32>, %arg6: tensor<32x256xf32>, %arg7: tensor<f32>, %arg8: tensor<16x32x128xf32>, %arg9: tensor<16x32x256xf32>, %arg10: tensor<16x32x256xf32>, %arg11: tensor<16x32x256xf32>, %arg12: tensor<16x32x256xf32>, %arg13: tensor<16x32x256xf32>, %arg14: tensor<16x32x256xf32>, %arg15: tensor<16x32x256xf32>) -> (tensor<128x256xf32>, tensor<256x256xf32>, tensor<128x256xf32>, tensor<256x256xf32>, tensor<32x256xf32>) {
    %0 = stablehlo.broadcast_in_dim %arg7, dims = [] : (tensor<f32>) -> tensor<32x256xf32>
    %1 = stablehlo.add %arg6, %0 : tensor<32x256xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<128x256xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %3 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<128x256xf32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %5 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %6:16 = stablehlo.while(%iterArg = %arg8, %iterArg_3 = %arg9, %iterArg_4 = %arg10, %iterArg_5 = %arg11, %iterArg_6 = %arg12, %iterArg_7 = %arg13, %iterArg_8 = %arg14, %iterArg_9 = %arg15, %iterArg_10 = %arg0, %iterArg_11 = %arg1, %iterArg_12 = %c, %iterArg_13 = %2, %iterArg_14 = %3, %iterArg_15 = %4, %iterArg_16 = %5, %iterArg_17 = %1) : tensor<16x32x128xf32>, tensor<16x32x256xf32>, tensor<16x32x256xf32>, tensor<16x32x256xf32>, tensor<16x32x256xf32>, tensor<16x32x256xf32>, tensor<16x32x256xf32>, tensor<16x32x256xf32>, tensor<256x256xf32>, tensor<256x256xf32>, tensor<i32>, tensor<128x256xf32>, tensor<256x256xf32>, tensor<128x256xf32>, tensor<256x256xf32>, tensor<32x256xf32>
    cond {
      %c_18 = stablehlo.constant dense<16> : tensor<i32>
      %11 = stablehlo.compare LT, %iterArg_12, %c_18, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %11 : tensor<i1>
    } do {
      %c_18 = stablehlo.constant dense<16> : tensor<i32>
      %11 = stablehlo.subtract %c_18, %iterArg_12 : tensor<i32>
      %c_19 = stablehlo.constant dense<1> : tensor<i32>
      %12 = stablehlo.subtract %11, %c_19 : tensor<i32>
      %13 = func.call @dynamic_index_in_dim_0(%iterArg, %12) : (tensor<16x32x128xf32>, tensor<i32>) -> tensor<32x128xf32>
      %14 = func.call @dynamic_index_in_dim_7(%iterArg_3, %12) : (tensor<16x32x256xf32>, tensor<i32>) -> tensor<32x256xf32>
      %15 = func.call @dynamic_index_in_dim_7(%iterArg_4, %12) : (tensor<16x32x256xf32>, tensor<i32>) -> tensor<32x256xf32>
      %16 = func.call @dynamic_index_in_dim_7(%iterArg_5, %12) : (tensor<16x32x256xf32>, tensor<i32>) -> tensor<32x256xf32>
      %17 = func.call @dynamic_index_in_dim_7(%iterArg_6, %12) : (tensor<16x32x256xf32>, tensor<i32>) -> tensor<32x256xf32>
      %18 = func.call @dynamic_index_in_dim_7(%iterArg_7, %12) : (tensor<16x32x256xf32>, tensor<i32>) -> tensor<32x256xf32>
      %19 = func.call @dynamic_index_in_dim_7(%iterArg_8, %12) : (tensor<16x32x256xf32>, tensor<i32>) -> tensor<32x256xf32>
      %20 = func.call @dynamic_index_in_dim_7(%iterArg_9, %12) : (tensor<16x32x256xf32>, tensor<i32>) -> tensor<32x256xf32>
      %21:5 = func.call @closed_call_8(%iterArg_10, %iterArg_11, %iterArg_13, %iterArg_14, %iterArg_15, %iterArg_16, %iterArg_17, %13, %14, %15, %16, %17, %18, %19, %20) : (tensor<256x256xf32>, tensor<256x256xf32>, tensor<128x256xf32>, tensor<256x256xf32>, tensor<128x256xf32>, tensor<256x256xf32>, tensor<32x256xf32>, tensor<32x128xf32>, tensor<32x256xf32>, tensor<32x256xf32>, tensor<32x256xf32>, tensor<32x256xf32>, tensor<32x256xf32>, tensor<32x256xf32>, tensor<32x256xf32>) -> (tensor<128x256xf32>, tensor<256x256xf32>, tensor<128x256xf32>, tensor<256x256xf32>, tensor<32x256xf32>)
      %c_20 = stablehlo.constant dense<1> : tensor<i32>
      %22 = stablehlo.add %iterArg_12, %c_20 : tensor<i32>
      stablehlo.return %iterArg, %iterArg_3, %iterArg_4, %iterArg_5, %iterArg_6, %iterArg_7, %iterArg_8, %iterArg_9, %iterArg_10, %iterArg_11, %22, %21#0, %21#1, %21#2, %21#3, %21#4 : tensor<16x32x128xf32>, tensor<16x32x256xf32>, tensor<16x32x256xf32>, tensor<16x32x256xf32>, tensor<16x32x256xf32>, tensor<16x32x256xf32>, tensor<16x32x256xf32>, tensor<16x32x256xf32>, tensor<256x256xf32>, tensor<256x256xf32>, tensor<i32>, tensor<128x256xf32>, tensor<256x256xf32>, tensor<128x256xf32>, tensor<256x256xf32>, tensor<32x256xf32>
    }
    %7 = stablehlo.add %arg2, %6#11 : tensor<128x256xf32>
    %8 = stablehlo.add %arg3, %6#12 : tensor<256x256xf32>
    %9 = stablehlo.add %arg4, %6#13 : tensor<128x256xf32>
    %10 = stablehlo.add %arg5, %6#14 : tensor<256x256xf32>
    return %7, %8, %9, %10, %6#15 : tensor<128x256xf32>, tensor<256x256xf32>, tensor<128x256xf32>, tensor<256x256xf32>, tensor<32x256xf32>
  }
  func.func private @dynamic_index_in_dim_7(%arg0: tensor<16x32x256xf32>, %arg1: tensor<i32>) -> tensor<32x256xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, %c_0, sizes = [1, 32, 256] : (tensor<16x32x256xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x32x256xf32>
    %1 = stablehlo.reshape %0 : (tensor<1x32x256xf32>) -> tensor<32x256xf32>
    return %1 : tensor<32x256xf32>
  }
  func.func private @closed_call_8(%arg0: tensor<256x256xf32>, %arg1: tensor<256x256xf32>, %arg2: tensor<128x256xf32>, %arg3: tensor<256x256xf32>, %arg4: tensor<128x256xf32>, %arg5: tensor<256x256xf32>, %arg6: tensor<32x256xf32>, %arg7: tensor<32x128xf32>, %arg8: tensor<32x256xf32>, %arg9: tensor<32x256xf32>, %arg10: tensor<32x256xf32>, %arg11: tensor<32x256xf32>, %arg12: tensor<32x256xf32>, %arg13: tensor<32x256xf32>, %arg14: tensor<32x256xf32>) -> (tensor<128x256xf32>, tensor<256x256xf32>, tensor<128x256xf32>, tensor<256x256xf32>, tensor<32x256xf32>) {
    %0 = stablehlo.multiply %arg10, %arg6 : tensor<32x256xf32>
    %1 = stablehlo.multiply %arg6, %arg12 : tensor<32x256xf32>
    %2 = stablehlo.multiply %arg14, %arg6 : tensor<32x256xf32>
    %3 = stablehlo.multiply %arg6, %arg8 : tensor<32x256xf32>
    %4 = stablehlo.negate %3 : tensor<32x256xf32>
    %5 = stablehlo.add %1, %4 : tensor<32x256xf32>
    %6 = stablehlo.multiply %0, %arg13 : tensor<32x256xf32>
    %7 = stablehlo.multiply %6, %arg12 : tensor<32x256xf32>
    %8 = stablehlo.add %6, %7 : tensor<32x256xf32>
    %9 = stablehlo.dot_general %8, %arg11, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x256xf32>, tensor<32x256xf32>) -> tensor<256x256xf32>
    %10 = stablehlo.transpose %9, dims = [1, 0] : (tensor<256x256xf32>) -> tensor<256x256xf32>
    %11 = stablehlo.add %arg5, %10 : tensor<256x256xf32>
    %12 = stablehlo.dot_general %8, %arg1, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<32x256xf32>, tensor<256x256xf32>) -> tensor<32x256xf32>
    %13 = stablehlo.multiply %arg8, %12 : tensor<32x256xf32>
    %14 = stablehlo.add %5, %13 : tensor<32x256xf32>
    %15 = stablehlo.multiply %12, %arg10 : tensor<32x256xf32>
    %16 = stablehlo.add %2, %15 : tensor<32x256xf32>
    %17 = stablehlo.dot_general %8, %arg7, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x256xf32>, tensor<32x128xf32>) -> tensor<256x128xf32>
    %18 = stablehlo.transpose %17, dims = [1, 0] : (tensor<256x128xf32>) -> tensor<128x256xf32>
    %19 = stablehlo.add %arg4, %18 : tensor<128x256xf32>
    %20 = stablehlo.multiply %14, %arg9 : tensor<32x256xf32>
    %21 = stablehlo.dot_general %20, %arg8, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x256xf32>, tensor<32x256xf32>) -> tensor<256x256xf32>
    %22 = stablehlo.transpose %21, dims = [1, 0] : (tensor<256x256xf32>) -> tensor<256x256xf32>
    %23 = stablehlo.add %arg3, %22 : tensor<256x256xf32>
    %24 = stablehlo.dot_general %20, %arg0, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<32x256xf32>, tensor<256x256xf32>) -> tensor<32x256xf32>
    %25 = stablehlo.add %16, %24 : tensor<32x256xf32>
    %26 = stablehlo.dot_general %20, %arg7, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x256xf32>, tensor<32x128xf32>) -> tensor<256x128xf32>
    %27 = stablehlo.transpose %26, dims = [1, 0] : (tensor<256x128xf32>) -> tensor<128x256xf32>
    %28 = stablehlo.add %arg2, %27 : tensor<128x256xf32>
    return %28, %23, %19, %11, %25 : tensor<128x256xf32>, tensor<256x256xf32>, tensor<128x256xf32>, tensor<256x256xf32>, tensor<32x256xf32>
  }
}
