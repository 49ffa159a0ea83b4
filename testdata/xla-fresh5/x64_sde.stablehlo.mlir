module @jit_x64_sde attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<64x64xf64>, %arg1: tensor<512x64xf64>, %arg2: tensor<2xui32>) -> (tensor<f64> {jax.result_info = "result[0]"}, tensor<64x64xf64> {jax.result_info = "result[1]"}) {
    %0 = call @_threefry_split(%arg2) : (tensor<2xui32>) -> tensor<256x2xui32>
    %1 = stablehlo.iota dim = 0 : tensor<256xi64>
    %2:2 = call @_normal() : () -> (tensor<1x1xf64>, tensor<1x1xf64>)
    %cst = stablehlo.constant dense<3.906250e-03> : tensor<f64>
    %3 = stablehlo.sqrt %cst : tensor<f64>
    %4 = stablehlo.convert %3 : tensor<f64>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %5 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f64>) -> tensor<256xf64>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %6 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f64>) -> tensor<256x512x64xf64>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %7 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f64>) -> tensor<256x512x64xf64>
    %c = stablehlo.constant dense<0> : tensor<i64>
    %8:11 = stablehlo.while(%iterArg = %1, %iterArg_14 = %0, %iterArg_15 = %arg0, %iterArg_16 = %2#0, %iterArg_17 = %2#1, %iterArg_18 = %4, %iterArg_19 = %c, %iterArg_20 = %arg1, %iterArg_21 = %5, %iterArg_22 = %6, %iterArg_23 = %7) : tensor<256xi64>, tensor<256x2xui32>, tensor<64x64xf64>, tensor<1x1xf64>, tensor<1x1xf64>, tensor<f64>, tensor<i64>, tensor<512x64xf64>, tensor<256xf64>, tensor<256x512x64xf64>, tensor<256x512x64xf64>
    cond {
      %c_24 = stablehlo.constant dense<256> : tensor<i64>
      %24 = stablehlo.compare LT, %iterArg_19, %c_24, SIGNED : (tensor<i64>, tensor<i64>) -> tensor<i1>
      stablehlo.return %24 : tensor<i1>
    } do {
      %24 = func.call @dynamic_index_in_dim(%iterArg, %iterArg_19) : (tensor<256xi64>, tensor<i64>) -> tensor<i64>
      %25 = func.call @dynamic_index_in_dim_0(%iterArg_14, %iterArg_19) : (tensor<256x2xui32>, tensor<i64>) -> tensor<2xui32>
      %26:4 = func.call @closed_call_1(%iterArg_15, %iterArg_16, %iterArg_17, %iterArg_18, %iterArg_20, %24, %25) : (tensor<64x64xf64>, tensor<1x1xf64>, tensor<1x1xf64>, tensor<f64>, tensor<512x64xf64>, tensor<i64>, tensor<2xui32>) -> (tensor<512x64xf64>, tensor<f64>, tensor<512x64xf64>, tensor<512x64xf64>)
      %27 = func.call @dynamic_update_index_in_dim(%iterArg_21, %26#1, %iterArg_19) : (tensor<256xf64>, tensor<f64>, tensor<i64>) -> tensor<256xf64>
      %28 = func.call @dynamic_update_index_in_dim_7(%iterArg_22, %26#2, %iterArg_19) : (tensor<256x512x64xf64>, tensor<512x64xf64>, tensor<i64>) -> tensor<256x512x64xf64>
      %29 = func.call @dynamic_update_index_in_dim_7(%iterArg_23, %26#3, %iterArg_19) : (tensor<256x512x64xf64>, tensor<512x64xf64>, tensor<i64>) -> tensor<256x512x64xf64>
      %c_24 = stablehlo.constant dense<1> : tensor<i64>
      %30 = stablehlo.add %iterArg_19, %c_24 : tensor<i64>
      stablehlo.return %iterArg, %iterArg_14, %iterArg_15, %iterArg_16, %iterArg_17, %iterArg_18, %30, %26#0, %27, %28, %29 : tensor<256xi64>, tensor<256x2xui32>, tensor<64x64xf64>, tensor<1x1xf64>, tensor<1x1xf64>, tensor<f64>, tensor<i64>, tensor<512x64xf64>, tensor<256xf64>, tensor<256x512x64xf64>, tensor<256x512x64xf64>
    }
    %9 = stablehlo.multiply %8#7, %8#7 : tensor<512x64xf64>
    %cst_3 = stablehlo.constant dense<2.000000e+00> : tensor<f64>
    %10 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f64>) -> tensor<512x64xf64>
    %11 = stablehlo.multiply %10, %8#7 : tensor<512x64xf64>
    %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %12 = stablehlo.reduce(%9 init: %cst_4) applies stablehlo.add across dimensions = [0, 1] : (tensor<512x64xf64>, tensor<f64>) -> tensor<f64>
    %cst_5 = stablehlo.constant dense<3.276800e+04> : tensor<f64>
    %13 = stablehlo.divide %12, %cst_5 : tensor<f64>
    %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %14 = stablehlo.reduce(%8#8 init: %cst_6) applies stablehlo.add across dimensions = [0] : (tensor<256xf64>, tensor<f64>) -> tensor<f64>
    %cst_7 = stablehlo.constant dense<1.000000e-02> : tensor<f64>
    %15 = stablehlo.multiply %cst_7, %14 : tensor<f64>
    %16 = stablehlo.add %13, %15 : tensor<f64>
    %cst_8 = stablehlo.constant dense<1.000000e-02> : tensor<f64>
    %cst_9 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %17 = stablehlo.multiply %cst_8, %cst_9 : tensor<f64>
    %18 = stablehlo.broadcast_in_dim %17, dims = [] : (tensor<f64>) -> tensor<256xf64>
    %cst_10 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %cst_11 = stablehlo.constant dense<3.276800e+04> : tensor<f64>
    %19 = stablehlo.divide %cst_10, %cst_11 : tensor<f64>
    %20 = stablehlo.broadcast_in_dim %19, dims = [] : (tensor<f64>) -> tensor<512x64xf64>
    %21 = stablehlo.multiply %20, %11 : tensor<512x64xf64>
    %cst_12 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %22 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f64>) -> tensor<64x64xf64>
    %c_13 = stablehlo.constant dense<0> : tensor<i64>
    %23:7 = stablehlo.while(%iterArg = %18, %iterArg_14 = %8#9, %iterArg_15 = %8#10, %iterArg_16 = %arg0, %iterArg_17 = %c_13, %iterArg_18 = %22, %iterArg_19 = %21) : tensor<256xf64>, tensor<256x512x64xf64>, tensor<256x512x64xf64>, tensor<64x64xf64>, tensor<i64>, tensor<64x64xf64>, tensor<512x64xf64>
    cond {
      %c_20 = stablehlo.constant dense<256> : tensor<i64>
      %24 = stablehlo.compare LT, %iterArg_17, %c_20, SIGNED : (tensor<i64>, tensor<i64>) -> tensor<i1>
      stablehlo.return %24 : tensor<i1>
    } do {
      %c_20 = stablehlo.constant dense<256> : tensor<i64>
      %24 = stablehlo.subtract %c_20, %iterArg_17 : tensor<i64>
      %c_21 = stablehlo.constant dense<1> : tensor<i64>
      %25 = stablehlo.subtract %24, %c_21 : tensor<i64>
      %26 = func.call @dynamic_index_in_dim_8(%iterArg, %25) : (tensor<256xf64>, tensor<i64>) -> tensor<f64>
      %27 = func.call @dynamic_index_in_dim_9(%iterArg_14, %25) : (tensor<256x512x64xf64>, tensor<i64>) -> tensor<512x64xf64>
      %28 = func.call @dynamic_index_in_dim_9(%iterArg_15, %25) : (tensor<256x512x64xf64>, tensor<i64>) -> tensor<512x64xf64>
      %29:2 = func.call @closed_call_10(%iterArg_16, %iterArg_18, %iterArg_19, %26, %27, %28) : (tensor<64x64xf64>, tensor<64x64xf64>, tensor<512x64xf64>, tensor<f64>, tensor<512x64xf64>, tensor<512x64xf64>) -> (tensor<64x64xf64>, tensor<512x64xf64>)
      %c_22 = stablehlo.constant dense<1> : tensor<i64>
      %30 = stablehlo.add %iterArg_17, %c_22 : tensor<i64>
      stablehlo.return %iterArg, %iterArg_14, %iterArg_15, %iterArg_16, %30, %29#0, %29#1 : tensor<256xf64>, tensor<256x512x64xf64>, tensor<256x512x64xf64>, tensor<64x64xf64>, tensor<i64>, tensor<64x64xf64>, tensor<512x64xf64>
    }
    return %16, %23#5 : tensor<f64>, tensor<64x64xf64>
  }
  func.func private @_threefry_split(%arg0: tensor<2xui32>) -> tensor<256x2xui32> {
    %0 = stablehlo.slice %arg0 [0:1] : (tensor<2xui32>) -> tensor<1xui32>
    %1 = stablehlo.reshape %0 : (tensor<1xui32>) -> tensor<ui32>
    %2 = stablehlo.slice %arg0 [1:2] : (tensor<2xui32>) -> tensor<1xui32>
    %3 = stablehlo.reshape %2 : (tensor<1xui32>) -> tensor<ui32>
    %4 = stablehlo.iota dim = 0 : tensor<256xui64>
    %c = stablehlo.constant dense<1> : tensor<ui64>
    %5 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<ui64>) -> tensor<256xui64>
    %6 = stablehlo.multiply %5, %4 : tensor<256xui64>
    %c_0 = stablehlo.constant dense<32> : tensor<ui64>
    %7 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<ui64>) -> tensor<256xui64>
    %8 = stablehlo.shift_right_logical %6, %7 : tensor<256xui64>
    %9 = stablehlo.convert %6 : (tensor<256xui64>) -> tensor<256xui32>
    %10 = stablehlo.convert %8 : (tensor<256xui64>) -> tensor<256xui32>
    %11:2 = call @threefry2x32(%1, %3, %10, %9) : (tensor<ui32>, tensor<ui32>, tensor<256xui32>, tensor<256xui32>) -> (tensor<256xui32>, tensor<256xui32>)
    %12 = stablehlo.broadcast_in_dim %11#0, dims = [0] : (tensor<256xui32>) -> tensor<256x1xui32>
    %13 = stablehlo.broadcast_in_dim %11#1, dims = [0] : (tensor<256xui32>) -> tensor<256x1xui32>
    %14 = stablehlo.concatenate %12, %13, dim = 1 : (tensor<256x1xui32>, tensor<256x1xui32>) -> tensor<256x2xui32>
    return %14 : tensor<256x2xui32>
  }
  func.func private @threefry2x32(%arg0: tensor<ui32>, %arg1: tensor<ui32>, %arg2: tensor<256xui32>, %arg3: tensor<256xui32>) -> (tensor<256xui32>, tensor<256xui32>) {
    %c = stablehlo.constant dense<[13, 15, 26, 6]> : tensor<4xui32>
    %c_0 = stablehlo.constant dense<[17, 29, 16, 24]> : tensor<4xui32>
    %0 = stablehlo.xor %arg0, %arg1 : tensor<ui32>
    %c_1 = stablehlo.constant dense<466688986> : tensor<ui32>
    %1 = stablehlo.xor %0, %c_1 : tensor<ui32>
    %2 = stablehlo.broadcast_in_dim %arg0, dims = [] : (tensor<ui32>) -> tensor<256xui32>
    %3 = stablehlo.add %arg2, %2 : tensor<256xui32>
    %4 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<ui32>) -> tensor<256xui32>
    %5 = stablehlo.add %arg3, %4 : tensor<256xui32>
    %c_2 = stablehlo.constant dense<0> : tensor<i64>
    %c_3 = stablehlo.constant dense<0> : tensor<i64>
    %6:9 = stablehlo.while(%iterArg = %c_3, %iterArg_4 = %c_2, %iterArg_5 = %3, %iterArg_6 = %5, %iterArg_7 = %arg1, %iterArg_8 = %1, %iterArg_9 = %arg0, %iterArg_10 = %c, %iterArg_11 = %c_0) : tensor<i64>, tensor<i64>, tensor<256xui32>, tensor<256xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>
    cond {
      %c_12 = stablehlo.constant dense<5> : tensor<i64>
      %7 = stablehlo.compare LT, %iterArg, %c_12, SIGNED : (tensor<i64>, tensor<i64>) -> tensor<i1>
      stablehlo.return %7 : tensor<i1>
    } do {
      %7:8 = func.call @closed_call(%iterArg_4, %iterArg_5, %iterArg_6, %iterArg_7, %iterArg_8, %iterArg_9, %iterArg_10, %iterArg_11) : (tensor<i64>, tensor<256xui32>, tensor<256xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) -> (tensor<i64>, tensor<256xui32>, tensor<256xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>)
      %c_12 = stablehlo.constant dense<1> : tensor<i64>
      %8 = stablehlo.add %iterArg, %c_12 : tensor<i64>
      stablehlo.return %8, %7#0, %7#1, %7#2, %7#3, %7#4, %7#5, %7#6, %7#7 : tensor<i64>, tensor<i64>, tensor<256xui32>, tensor<256xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>
    }
    return %6#2, %6#3 : tensor<256xui32>, tensor<256xui32>
  }
  func.func private @closed_call(%arg0: tensor<i64>, %arg1: tensor<256xui32>, %arg2: tensor<256xui32>, %arg3: tensor<ui32>, %arg4: tensor<ui32>, %arg5: tensor<ui32>, %arg6: tensor<4xui32>, %arg7: tensor<4xui32>) -> (tensor<i64>, tensor<256xui32>, tensor<256xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) {
    %c = stablehlo.constant dense<1> : tensor<i64>
    %0 = stablehlo.add %arg0, %c : tensor<i64>
    %1 = stablehlo.slice %arg6 [0:1] : (tensor<4xui32>) -> tensor<1xui32>
    %2 = stablehlo.reshape %1 : (tensor<1xui32>) -> tensor<ui32>
    %3 = stablehlo.add %arg1, %arg2 : tensor<256xui32>
    %4 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<ui32>) -> tensor<256xui32>
    %5 = stablehlo.shift_left %arg2, %4 : tensor<256xui32>
    %c_0 = stablehlo.constant dense<32> : tensor<ui32>
    %6 = stablehlo.subtract %c_0, %2 : tensor<ui32>
    %7 = stablehlo.broadcast_in_dim %6, dims = [] : (tensor<ui32>) -> tensor<256xui32>
    %8 = stablehlo.shift_right_logical %arg2, %7 : tensor<256xui32>
    %9 = stablehlo.or %5, %8 : tensor<256xui32>
    %10 = stablehlo.xor %3, %9 : tensor<256xui32>
    %11 = stablehlo.slice %arg6 [1:2] : (tensor<4xui32>) -> tensor<1xui32>
    %12 = stablehlo.reshape %11 : (tensor<1xui32>) -> tensor<ui32>
    %13 = stablehlo.add %3, %10 : tensor<256xui32>
    %14 = stablehlo.broadcast_in_dim %12, dims = [] : (tensor<ui32>) -> tensor<256xui32>
    %15 = stablehlo.shift_left %10, %14 : tensor<256xui32>
    %c_1 = stablehlo.constant dense<32> : tensor<ui32>
    %16 = stablehlo.subtract %c_1, %12 : tensor<ui32>
    %17 = stablehlo.broadcast_in_dim %16, dims = [] : (tensor<ui32>) -> tensor<256xui32>
    %18 = stablehlo.shift_right_logical %10, %17 : tensor<256xui32>
    %19 = stablehlo.or %15, %18 : tensor<256xui32>
    %20 = stablehlo.xor %13, %19 : tensor<256xui32>
    %21 = stablehlo.slice %arg6 [2:3] : (tensor<4xui32>) -> tensor<1xui32>
    %22 = stablehlo.reshape %21 : (tensor<1xui32>) -> tensor<ui32>
    %23 = stablehlo.add %13, %20 : tensor<256xui32>
    %24 = stablehlo.broadcast_in_dim %22, dims = [] : (tensor<ui32>) -> tensor<256xui32>
    %25 = stablehlo.shift_left %20, %24 : tensor<256xui32>
    %c_2 = stablehlo.constant dense<32> : tensor<ui32>
    %26 = stablehlo.subtract %c_2, %22 : tensor<ui32>
    %27 = stablehlo.broadcast_in_dim %26, dims = [] : (tensor<ui32>) -> tensor<256xui32>
    %28 = stablehlo.shift_right_logical %20, %27 : tensor<256xui32>
    %29 = stablehlo.or %25, %28 : tensor<256xui32>
    %30 = stablehlo.xor %23, %29 : tensor<256xui32>
    %31 = stablehlo.slice %arg6 [3:4] : (tensor<4xui32>) -> tensor<1xui32>
    %32 = stablehlo.reshape %31 : (tensor<1xui32>) -> tensor<ui32>
    %33 = stablehlo.add %23, %30 : tensor<256xui32>
    %34 = stablehlo.broadcast_in_dim %32, dims = [] : (tensor<ui32>) -> tensor<256xui32>
    %35 = stablehlo.shift_left %30, %34 : tensor<256xui32>
    %c_3 = stablehlo.constant dense<32> : tensor<ui32>
    %36 = stablehlo.subtract %c_3, %32 : tensor<ui32>
    %37 = stablehlo.broadcast_in_dim %36, dims = [] : (tensor<ui32>) -> tensor<256xui32>
    %38 = stablehlo.shift_right_logical %30, %37 : tensor<256xui32>
    %39 = stablehlo.or %35, %38 : tensor<256xui32>
    %40 = stablehlo.xor %33, %39 : tensor<256xui32>
    %41 = stablehlo.broadcast_in_dim %arg3, dims = [] : (tensor<ui32>) -> tensor<256xui32>
    %42 = stablehlo.add %33, %41 : tensor<256xui32>
    %43 = stablehlo.broadcast_in_dim %arg4, dims = [] : (tensor<ui32>) -> tensor<256xui32>
    %44 = stablehlo.add %40, %43 : tensor<256xui32>
    %c_4 = stablehlo.constant dense<1> : tensor<i64>
    %45 = stablehlo.add %arg0, %c_4 : tensor<i64>
    %46 = stablehlo.convert %45 : (tensor<i64>) -> tensor<ui32>
    %47 = stablehlo.broadcast_in_dim %46, dims = [] : (tensor<ui32>) -> tensor<256xui32>
    %48 = stablehlo.add %44, %47 : tensor<256xui32>
    return %0, %42, %48, %arg4, %arg5, %arg3, %arg7, %arg6 : tensor<i64>, tensor<256xui32>, tensor<256xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>
  }
  func.func private @_normal() -> (tensor<1x1xf64>, tensor<1x1xf64>) {
    %0:2 = call @_normal_real() : () -> (tensor<1x1xf64>, tensor<1x1xf64>)
    return %0#0, %0#1 : tensor<1x1xf64>, tensor<1x1xf64>
  }
  func.func private @_normal_real() -> (tensor<1x1xf64>, tensor<1x1xf64>) {
    %cst = stablehlo.constant dense<-0.99999999999999988> : tensor<f64>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %0:2 = call @_uniform(%cst, %cst_0) : (tensor<f64>, tensor<f64>) -> (tensor<1x1xf64>, tensor<1x1xf64>)
    return %0#0, %0#1 : tensor<1x1xf64>, tensor<1x1xf64>
  }
  func.func private @_uniform(%arg0: tensor<f64>, %arg1: tensor<f64>) -> (tensor<1x1xf64>, tensor<1x1xf64>) {
    %0 = stablehlo.broadcast_in_dim %arg0, dims = [] : (tensor<f64>) -> tensor<1x1xf64>
    %1 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<f64>) -> tensor<1x1xf64>
    %2 = stablehlo.subtract %1, %0 : tensor<1x1xf64>
    return %0, %2 : tensor<1x1xf64>, tensor<1x1xf64>
  }
  func.func private @dynamic_index_in_dim(%arg0: tensor<256xi64>, %arg1: tensor<i64>) -> tensor<i64> {
    %0 = stablehlo.dynamic_slice %arg0, %arg1, sizes = [1] : (tensor<256xi64>, tensor<i64>) -> tensor<1xi64>
    %1 = stablehlo.reshape %0 : (tensor<1xi64>) -> tensor<i64>
    return %1 : tensor<i64>
  }
  func.func private @dynamic_index_in_dim_0(%arg0: tensor<256x2xui32>, %arg1: tensor<i64>) -> tensor<2xui32> {
    %c = stablehlo.constant dense<0> : tensor<i64>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, sizes = [1, 2] : (tensor<256x2xui32>, tensor<i64>, tensor<i64>) -> tensor<1x2xui32>
    %1 = stablehlo.reshape %0 : (tensor<1x2xui32>) -> tensor<2xui32>
    return %1 : tensor<2xui32>
  }
  func.func private @closed_call_1(%arg0: tensor<64x64xf64>, %arg1: tensor<1x1xf64>, %arg2: tensor<1x1xf64>, %arg3: tensor<f64>, %arg4: tensor<512x64xf64>, %arg5: tensor<i64>, %arg6: tensor<2xui32>) -> (tensor<512x64xf64>, tensor<f64>, tensor<512x64xf64>, tensor<512x64xf64>) {
    %0 = call @_normal_2(%arg6, %arg1, %arg2) : (tensor<2xui32>, tensor<1x1xf64>, tensor<1x1xf64>) -> tensor<512x64xf64>
    %1 = stablehlo.broadcast_in_dim %arg3, dims = [] : (tensor<f64>) -> tensor<512x64xf64>
    %2 = stablehlo.multiply %0, %1 : tensor<512x64xf64>
    %cst = stablehlo.constant dense<3.906250e-03> : tensor<f64>
    %3 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f64>) -> tensor<512x64xf64>
    %4 = stablehlo.multiply %3, %arg4 : tensor<512x64xf64>
    %5 = stablehlo.dot_general %4, %arg0, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<512x64xf64>, tensor<64x64xf64>) -> tensor<512x64xf64>
    %6 = stablehlo.subtract %arg4, %5 : tensor<512x64xf64>
    %cst_0 = stablehlo.constant dense<1.000000e-01> : tensor<f64>
    %7 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f64>) -> tensor<512x64xf64>
    %8 = stablehlo.multiply %7, %2 : tensor<512x64xf64>
    %9 = stablehlo.add %6, %8 : tensor<512x64xf64>
    %10 = stablehlo.convert %arg5 : (tensor<i64>) -> tensor<f64>
    %cst_1 = stablehlo.constant dense<9.9999999999999995E-7> : tensor<f64>
    %11 = stablehlo.multiply %cst_1, %10 : tensor<f64>
    %12 = stablehlo.broadcast_in_dim %11, dims = [] : (tensor<f64>) -> tensor<512x64xf64>
    %13 = stablehlo.add %9, %12 : tensor<512x64xf64>
    %14 = stablehlo.multiply %13, %13 : tensor<512x64xf64>
    %cst_2 = stablehlo.constant dense<2.000000e+00> : tensor<f64>
    %15 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f64>) -> tensor<512x64xf64>
    %16 = stablehlo.multiply %15, %13 : tensor<512x64xf64>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %17 = stablehlo.reduce(%14 init: %cst_3) applies stablehlo.add across dimensions = [0, 1] : (tensor<512x64xf64>, tensor<f64>) -> tensor<f64>
    %cst_4 = stablehlo.constant dense<3.276800e+04> : tensor<f64>
    %18 = stablehlo.divide %17, %cst_4 : tensor<f64>
    return %13, %18, %4, %16 : tensor<512x64xf64>, tensor<f64>, tensor<512x64xf64>, tensor<512x64xf64>
  }
  func.func private @_normal_2(%arg0: tensor<2xui32>, %arg1: tensor<1x1xf64>, %arg2: tensor<1x1xf64>) -> tensor<512x64xf64> {
    %0 = call @_normal_real_3(%arg0, %arg1, %arg2) : (tensor<2xui32>, tensor<1x1xf64>, tensor<1x1xf64>) -> tensor<512x64xf64>
    return %0 : tensor<512x64xf64>
  }
  func.func private @_normal_real_3(%arg0: tensor<2xui32>, %arg1: tensor<1x1xf64>, %arg2: tensor<1x1xf64>) -> tensor<512x64xf64> {
    %0 = call @_uniform_4(%arg0, %arg1, %arg2) : (tensor<2xui32>, tensor<1x1xf64>, tensor<1x1xf64>) -> tensor<512x64xf64>
    %1 = chlo.erf_inv %0 : tensor<512x64xf64> -> tensor<512x64xf64>
    %cst = stablehlo.constant dense<1.4142135623730951> : tensor<f64>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f64>) -> tensor<512x64xf64>
    %3 = stablehlo.multiply %2, %1 : tensor<512x64xf64>
    return %3 : tensor<512x64xf64>
  }
  func.func private @_uniform_4(%arg0: tensor<2xui32>, %arg1: tensor<1x1xf64>, %arg2: tensor<1x1xf64>) -> tensor<512x64xf64> {
    %0 = stablehlo.slice %arg0 [0:1] : (tensor<2xui32>) -> tensor<1xui32>
    %1 = stablehlo.reshape %0 : (tensor<1xui32>) -> tensor<ui32>
    %2 = stablehlo.slice %arg0 [1:2] : (tensor<2xui32>) -> tensor<1xui32>
    %3 = stablehlo.reshape %2 : (tensor<1xui32>) -> tensor<ui32>
    %4 = stablehlo.iota dim = 0 : tensor<512x64xui64>
    %5 = stablehlo.iota dim = 1 : tensor<512x64xui64>
    %c = stablehlo.constant dense<64> : tensor<ui64>
    %6 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<ui64>) -> tensor<512x64xui64>
    %7 = stablehlo.multiply %6, %4 : tensor<512x64xui64>
    %c_0 = stablehlo.constant dense<1> : tensor<ui64>
    %8 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<ui64>) -> tensor<512x64xui64>
    %9 = stablehlo.multiply %8, %5 : tensor<512x64xui64>
    %10 = stablehlo.add %7, %9 : tensor<512x64xui64>
    %c_1 = stablehlo.constant dense<32> : tensor<ui64>
    %11 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<ui64>) -> tensor<512x64xui64>
    %12 = stablehlo.shift_right_logical %10, %11 : tensor<512x64xui64>
    %13 = stablehlo.convert %10 : (tensor<512x64xui64>) -> tensor<512x64xui32>
    %14 = stablehlo.convert %12 : (tensor<512x64xui64>) -> tensor<512x64xui32>
    %15:2 = call @threefry2x32_5(%1, %3, %14, %13) : (tensor<ui32>, tensor<ui32>, tensor<512x64xui32>, tensor<512x64xui32>) -> (tensor<512x64xui32>, tensor<512x64xui32>)
    %16 = stablehlo.convert %15#0 : (tensor<512x64xui32>) -> tensor<512x64xui64>
    %17 = stablehlo.convert %15#1 : (tensor<512x64xui32>) -> tensor<512x64xui64>
    %c_2 = stablehlo.constant dense<32> : tensor<ui64>
    %18 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<ui64>) -> tensor<512x64xui64>
    %19 = stablehlo.shift_left %16, %18 : tensor<512x64xui64>
    %20 = stablehlo.or %19, %17 : tensor<512x64xui64>
    %c_3 = stablehlo.constant dense<12> : tensor<ui64>
    %21 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<ui64>) -> tensor<512x64xui64>
    %22 = stablehlo.shift_right_logical %20, %21 : tensor<512x64xui64>
    %c_4 = stablehlo.constant dense<4607182418800017408> : tensor<ui64>
    %23 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<ui64>) -> tensor<512x64xui64>
    %24 = stablehlo.or %22, %23 : tensor<512x64xui64>
    %25 = stablehlo.bitcast_convert %24 : (tensor<512x64xui64>) -> tensor<512x64xf64>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %26 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f64>) -> tensor<512x64xf64>
    %27 = stablehlo.subtract %25, %26 : tensor<512x64xf64>
    %28 = stablehlo.broadcast_in_dim %arg2, dims = [0, 1] : (tensor<1x1xf64>) -> tensor<512x64xf64>
    %29 = stablehlo.multiply %27, %28 : tensor<512x64xf64>
    %30 = stablehlo.broadcast_in_dim %arg1, dims = [0, 1] : (tensor<1x1xf64>) -> tensor<512x64xf64>
    %31 = stablehlo.add %29, %30 : tensor<512x64xf64>
    %32 = stablehlo.broadcast_in_dim %arg1, dims = [0, 1] : (tensor<1x1xf64>) -> tensor<512x64xf64>
    %33 = stablehlo.maximum %32, %31 : tensor<512x64xf64>
    return %33 : tensor<512x64xf64>
  }
  func.func private @threefry2x32_5(%arg0: tensor<ui32>, %arg1: tensor<ui32>, %arg2: tensor<512x64xui32>, %arg3: tensor<512x64xui32>) -> (tensor<512x64xui32>, tensor<512x64xui32>) {
    %c = stablehlo.constant dense<[13, 15, 26, 6]> : tensor<4xui32>
    %c_0 = stablehlo.constant dense<[17, 29, 16, 24]> : tensor<4xui32>
    %0 = stablehlo.xor %arg0, %arg1 : tensor<ui32>
    %c_1 = stablehlo.constant dense<466688986> : tensor<ui32>
    %1 = stablehlo.xor %0, %c_1 : tensor<ui32>
    %2 = stablehlo.broadcast_in_dim %arg0, dims = [] : (tensor<ui32>) -> tensor<512x64xui32>
    %3 = stablehlo.add %arg2, %2 : tensor<512x64xui32>
    %4 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<ui32>) -> tensor<512x64xui32>
    %5 = stablehlo.add %arg3, %4 : tensor<512x64xui32>
    %c_2 = stablehlo.constant dense<0> : tensor<i64>
    %c_3 = stablehlo.constant dense<0> : tensor<i64>
    %6:9 = stablehlo.while(%iterArg = %c_3, %iterArg_4 = %c_2, %iterArg_5 = %3, %iterArg_6 = %5, %iterArg_7 = %arg1, %iterArg_8 = %1, %iterArg_9 = %arg0, %iterArg_10 = %c, %iterArg_11 = %c_0) : tensor<i64>, tensor<i64>, tensor<512x64xui32>, tensor<512x64xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>
    cond {
      %c_12 = stablehlo.constant dense<5> : tensor<i64>
      %7 = stablehlo.compare LT, %iterArg, %c_12, SIGNED : (tensor<i64>, tensor<i64>) -> tensor<i1>
      stablehlo.return %7 : tensor<i1>
    } do {
      %7:8 = func.call @closed_call_6(%iterArg_4, %iterArg_5, %iterArg_6, %iterArg_7, %iterArg_8, %iterArg_9, %iterArg_10, %iterArg_11) : (tensor<i64>, tensor<512x64xui32>, tensor<512x64xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) -> (tensor<i64>, tensor<512x64xui32>, tensor<512x64xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>)
      %c_12 = stablehlo.constant dense<1> : tensor<i64>
      %8 = stablehlo.add %iterArg, %c_12 : tensor<i64>
      stablehlo.return %8, %7#0, %7#1, %7#2, %7#3, %7#4, %7#5, %7#6, %7#7 : tensor<i64>, tensor<i64>, tensor<512x64xui32>, tensor<512x64xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>
    }
    return %6#2, %6#3 : tensor<512x64xui32>, tensor<512x64xui32>
  }
  func.func private @closed_call_6(%arg0: tensor<i64>, %arg1: tensor<512x64xui32>, %arg2: tensor<512x64xui32>, %arg3: tensor<ui32>, %arg4: tensor<ui32>, %arg5: tensor<ui32>, %arg6: tensor<4xui32>, %arg7: tensor<4xui32>) -> (tensor<i64>, tensor<512x64xui32>, tensor<512x64xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) {
    %c = stablehlo.constant dense<1> : tensor<i64>
    %0 = stablehlo.add %arg0, %c : tensor<i64>
    %1 = stablehlo.slice %arg6 [0:1] : (tensor<4xui32>) -> tensor<1xui32>
    %2 = stablehlo.reshape %1 : (tensor<1xui32>) -> tensor<ui32>
    %3 = stablehlo.add %arg1, %arg2 : tensor<512x64xui32>
    %4 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<ui32>) -> tensor<512x64xui32>
    %5 = stablehlo.shift_left %arg2, %4 : tensor<512x64xui32>
    %c_0 = stablehlo.constant dense<32> : tensor<ui32>
    %6 = stablehlo.subtract %c_0, %2 : tensor<ui32>
    %7 = stablehlo.broadcast_in_dim %6, dims = [] : (tensor<ui32>) -> tensor<512x64xui32>
    %8 = stablehlo.shift_right_logical %arg2, %7 : tensor<512x64xui32>
    %9 = stablehlo.or %5, %8 : tensor<512x64xui32>
    %10 = stablehlo.xor %3, %9 : tensor<512x64xui32>
    %11 = stablehlo.slice %arg6 [1:2] : (tensor<4xui32>) -> tensor<1xui32>
    %12 = stablehlo.reshape %11 : (tensor<1xui32>) -> tensor<ui32>
    %13 = stablehlo.add %3, %10 : tensor<512x64xui32>
    %14 = stablehlo.broadcast_in_dim %12, dims = [] : (tensor<ui32>) -> tensor<512x64xui32>
    %15 = stablehlo.shift_left %10, %14 : tensor<512x64xui32>
    %c_1 = stablehlo.constant dense<32> : tensor<ui32>
    %16 = stablehlo.subtract %c_1, %12 : tensor<ui32>
    %17 = stablehlo.broadcast_in_dim %16, dims = [] : (tensor<ui32>) -> tensor<512x64xui32>
    %18 = stablehlo.shift_right_logical %10, %17 : tensor<512x64xui32>
    %19 = stablehlo.or %15, %18 : tensor<512x64xui32>
    %20 = stablehlo.xor %13, %19 : tensor<512x64xui32>
    %21 = stablehlo.slice %arg6 [2:3] : (tensor<4xui32>) -> tensor<1xui32>
    %22 = stablehlo.reshape %21 : (tensor<1xui32>) -> tensor<ui32>
    %23 = stablehlo.add %13, %20 : tensor<512x64xui32>
    %24 = stablehlo.broadcast_in_dim %22, dims = [] : (tensor<ui32>) -> tensor<512x64xui32>
    %25 = stablehlo.shift_left %20, %24 : tensor<512x64xui32>
    %c_2 = stablehlo.constant dense<32> : tensor<ui32>
    %26 = stablehlo.subtract %c_2, %22 : tensor<ui32>
    %27 = stablehlo.broadcast_in_dim %26, dims = [] : (tensor<ui32>) -> tensor<512x64xui32>
    %28 = stablehlo.shift_right_logical %20, %27 : tensor<512x64xui32>
    %29 = stablehlo.or %25, %28 : tensor<512x64xui32>
    %30 = stablehlo.xor %23, %29 : tensor<512x64xui32>
    %31 = stablehlo.slice %arg6 [3:4] : (tensor<4xui32>) -> tensor<1xui32>
    %32 = stablehlo.reshape %31 : (tensor<1xui32>) -> tensor<ui32>
    %33 = stablehlo.add %23, %30 : tensor<512x64xui32>
    %34 = stablehlo.broadcast_in_dim %32, dims = [] : (tensor<ui32>) -> tensor<512x64xui32>
    %35 = stablehlo.shift_left %30, %34 : tensor<512x64xui32>
    %c_3 = stablehlo.constant dense<32> : tensor<ui32>
    %36 = stablehlo.subtract %c_3, %32 : tensor<ui32>
    %37 = stablehlo.broadcast_in_dim %36, dims = [] : (tensor<ui32>) -> tensor<512x64xui32>
    %38 = stablehlo.shift_right_logical %30, %37 : tensor<512x64xui32>
    %39 = stablehlo.or %35, %38 : tensor<512x64xui32>
    %40 = stablehlo.xor %33, %39 : tensor<512x64xui32>
    %41 = stablehlo.broadcast_in_dim %arg3, dims = [] : (tensor<ui32>) -> tensor<512x64xui32>
    %42 = stablehlo.add %33, %41 : tensor<512x64xui32>
    %43 = stablehlo.broadcast_in_dim %arg4, dims = [] : (tensor<ui32>) -> tensor<512x64xui32>
    %44 = stablehlo.add %40, %43 : tensor<512x64xui32>
    %c_4 = stablehlo.constant dense<1> : tensor<i64>
    %45 = stablehlo.add %arg0, %c_4 : tensor<i64>
    %46 = stablehlo.convert %45 : (tensor<i64>) -> tensor<ui32>
    %47 = stablehlo.broadcast_in_dim %46, dims = [] : (tensor<ui32>) -> tensor<512x64xui32>
    %48 = stablehlo.add %44, %47 : tensor<512x64xui32>
    return %0, %42, %48, %arg4, %arg5, %arg3, %arg7, %arg6 : tensor<i64>, tensor<512x64xui32>, tensor<512x64xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>
  }
  func.func private @dynamic_update_index_in_dim(%arg0: tensor<256xf64>, %arg1: tensor<f64>, %arg2: tensor<i64>) -> tensor<256xf64> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<f64>) -> tensor<1xf64>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2 : (tensor<256xf64>, tensor<1xf64>, tensor<i64>) -> tensor<256xf64>
    return %1 : tensor<256xf64>
  }
  func.func private @dynamic_update_index_in_dim_7(%arg0: tensor<256x512x64xf64>, %arg1: tensor<512x64xf64>, %arg2: tensor<i64>) -> tensor<256x512x64xf64> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1, 2] : (tensor<512x64xf64>) -> tensor<1x512x64xf64>
    %c = stablehlo.constant dense<0> : tensor<i64>
    %c_0 = stablehlo.constant dense<0> : tensor<i64>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2, %c, %c_0 : (tensor<256x512x64xf64>, tensor<1x512x64xf64>, tensor<i64>, tensor<i64>, tensor<i64>) -> tensor<256x512x64xf64>
    return %1 : tensor<256x512x64xf64>
  }
  func.func private @dynamic_index_in_dim_8(%arg0: tensor<256xf64>, %arg1: tensor<i64>) -> tensor<f64> {
    %0 = stablehlo.dynamic_slice %arg0, %arg1, sizes = [1] : (tensor<256xf64>, tensor<i64>) -> tensor<1xf64>
    %1 = stablehlo.reshape %0 : (tensor<1xf64>) -> tensor<f64>
    return %1 : tensor<f64>
  }
  func.func private @dynamic_index_in_dim_9(%arg0: tensor<256x512x64xf64>, %arg1: tensor<i64>) -> tensor<512x64xf64> {
    %c = stablehlo.constant dense<0> : tensor<i64>
    %c_0 = stablehlo.constant dense<0> : tensor<i64>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, %c_0, sizes = [1, 512, 64] : (tensor<256x512x64xf64>, tensor<i64>, tensor<i64>, tensor<i64>) -> tensor<1x512x64xf64>
    %1 = stablehlo.reshape %0 : (tensor<1x512x64xf64>) -> tensor<512x64xf64>
    return %1 : tensor<512x64xf64>
  }
  func.func private @closed_call_10(%arg0: tensor<64x64xf64>, %arg1: tensor<64x64xf64>, %arg2: tensor<512x64xf64>, %arg3: tensor<f64>, %arg4: tensor<512x64xf64>, %arg5: tensor<512x64xf64>) -> (tensor<64x64xf64>, tensor<512x64xf64>) {
    %cst = stablehlo.constant dense<3.276800e+04> : tensor<f64>
    %0 = stablehlo.divide %arg3, %cst : tensor<f64>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f64>) -> tensor<512x64xf64>
    %2 = stablehlo.multiply %1, %arg5 : tensor<512x64xf64>
    %3 = stablehlo.add %arg2, %2 : tensor<512x64xf64>
    %4 = stablehlo.negate %3 : tensor<512x64xf64>
    %5 = stablehlo.dot_general %4, %arg4, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<512x64xf64>, tensor<512x64xf64>) -> tensor<64x64xf64>
    %6 = stablehlo.transpose %5, dims = [1, 0] : (tensor<64x64xf64>) -> tensor<64x64xf64>
    %7 = stablehlo.add %arg1, %6 : tensor<64x64xf64>
    %8 = stablehlo.dot_general %4, %arg0, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<512x64xf64>, tensor<64x64xf64>) -> tensor<512x64xf64>
    %cst_0 = stablehlo.constant dense<3.906250e-03> : tensor<f64>
    %9 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f64>) -> tensor<512x64xf64>
    %10 = stablehlo.multiply %9, %8 : tensor<512x64xf64>
    %11 = stablehlo.add %3, %10 : tensor<512x64xf64>
    return %7, %11 : tensor<64x64xf64>, tensor<512x64xf64>
  }
}
