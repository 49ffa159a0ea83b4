module @jit_remat_scan attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<6x512x1024xf32> {tf.aliasing_output = 0 : i32}, %arg1: tensor<6x1024x512xf32> {tf.aliasing_output = 1 : i32}, %arg2: tensor<16x64x512xf32>) -> (tensor<6x512x1024xf32> {jax.result_info = "result[0][0]"}, tensor<6x1024x512xf32> {jax.result_info = "result[0][1]"}, tensor<f32> {jax.result_info = "result[1]"}) {
    %0 = stablehlo.convert %arg2 : (tensor<16x64x512xf32>) -> tensor<16x64x512xbf16>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %1 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<bf16>) -> tensor<6x16x64x1024xbf16>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %2 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<bf16>) -> tensor<6x16x64x512xbf16>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %3:6 = stablehlo.while(%iterArg = %arg0, %iterArg_11 = %arg1, %iterArg_12 = %c, %iterArg_13 = %0, %iterArg_14 = %1, %iterArg_15 = %2) : tensor<6x512x1024xf32>, tensor<6x1024x512xf32>, tensor<i32>, tensor<16x64x512xbf16>, tensor<6x16x64x1024xbf16>, tensor<6x16x64x512xbf16>
    cond {
      %c_16 = stablehlo.constant dense<6> : tensor<i32>
      %23 = stablehlo.compare LT, %iterArg_12, %c_16, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %23 : tensor<i1>
    } do {
      %23 = func.call @dynamic_index_in_dim(%iterArg, %iterArg_12) : (tensor<6x512x1024xf32>, tensor<i32>) -> tensor<512x1024xf32>
      %24 = func.call @dynamic_index_in_dim_0(%iterArg_11, %iterArg_12) : (tensor<6x1024x512xf32>, tensor<i32>) -> tensor<1024x512xf32>
      %25:3 = func.call @closed_call(%iterArg_13, %23, %24) : (tensor<16x64x512xbf16>, tensor<512x1024xf32>, tensor<1024x512xf32>) -> (tensor<16x64x512xbf16>, tensor<16x64x1024xbf16>, tensor<16x64x512xbf16>)
      %26 = func.call @dynamic_update_index_in_dim(%iterArg_14, %25#1, %iterArg_12) : (tensor<6x16x64x1024xbf16>, tensor<16x64x1024xbf16>, tensor<i32>) -> tensor<6x16x64x1024xbf16>
      %27 = func.call @dynamic_update_index_in_dim_1(%iterArg_15, %25#2, %iterArg_12) : (tensor<6x16x64x512xbf16>, tensor<16x64x512xbf16>, tensor<i32>) -> tensor<6x16x64x512xbf16>
      %c_16 = stablehlo.constant dense<1> : tensor<i32>
      %28 = stablehlo.add %iterArg_12, %c_16 : tensor<i32>
      stablehlo.return %iterArg, %iterArg_11, %28, %25#0, %26, %27 : tensor<6x512x1024xf32>, tensor<6x1024x512xf32>, tensor<i32>, tensor<16x64x512xbf16>, tensor<6x16x64x1024xbf16>, tensor<6x16x64x512xbf16>
    }
    %4 = stablehlo.convert %3#3 : (tensor<16x64x512xbf16>) -> tensor<16x64x512xf32>
    %5 = stablehlo.multiply %4, %4 : tensor<16x64x512xf32>
    %cst_1 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %6 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<16x64x512xf32>
    %7 = stablehlo.multiply %6, %4 : tensor<16x64x512xf32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %8 = stablehlo.reduce(%5 init: %cst_2) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<16x64x512xf32>, tensor<f32>) -> tensor<f32>
    %cst_3 = stablehlo.constant dense<5.242880e+05> : tensor<f32>
    %9 = stablehlo.divide %8, %cst_3 : tensor<f32>
    %cst_4 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %cst_5 = stablehlo.constant dense<5.242880e+05> : tensor<f32>
    %10 = stablehlo.divide %cst_4, %cst_5 : tensor<f32>
    %11 = stablehlo.broadcast_in_dim %10, dims = [] : (tensor<f32>) -> tensor<16x64x512xf32>
    %12 = stablehlo.multiply %11, %7 : tensor<16x64x512xf32>
    %13 = stablehlo.convert %12 : (tensor<16x64x512xf32>) -> tensor<16x64x512xbf16>
    %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %14 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<6x512x1024xf32>
    %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %15 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<6x1024x512xf32>
    %c_8 = stablehlo.constant dense<0> : tensor<i32>
    %16:8 = stablehlo.while(%iterArg = %3#4, %iterArg_11 = %3#5, %iterArg_12 = %arg0, %iterArg_13 = %arg1, %iterArg_14 = %c_8, %iterArg_15 = %13, %iterArg_16 = %14, %iterArg_17 = %15) : tensor<6x16x64x1024xbf16>, tensor<6x16x64x512xbf16>, tensor<6x512x1024xf32>, tensor<6x1024x512xf32>, tensor<i32>, tensor<16x64x512xbf16>, tensor<6x512x1024xf32>, tensor<6x1024x512xf32>
    cond {
      %c_18 = stablehlo.constant dense<6> : tensor<i32>
      %23 = stablehlo.compare LT, %iterArg_14, %c_18, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %23 : tensor<i1>
    } do {
      %c_18 = stablehlo.constant dense<6> : tensor<i32>
      %23 = stablehlo.subtract %c_18, %iterArg_14 : tensor<i32>
      %c_19 = stablehlo.constant dense<1> : tensor<i32>
      %24 = stablehlo.subtract %23, %c_19 : tensor<i32>
      %25 = func.call @dynamic_index_in_dim_2(%iterArg, %24) : (tensor<6x16x64x1024xbf16>, tensor<i32>) -> tensor<16x64x1024xbf16>
      %26 = func.call @dynamic_index_in_dim_3(%iterArg_11, %24) : (tensor<6x16x64x512xbf16>, tensor<i32>) -> tensor<16x64x512xbf16>
      %27 = func.call @dynamic_index_in_dim(%iterArg_12, %24) : (tensor<6x512x1024xf32>, tensor<i32>) -> tensor<512x1024xf32>
      %28 = func.call @dynamic_index_in_dim_0(%iterArg_13, %24) : (tensor<6x1024x512xf32>, tensor<i32>) -> tensor<1024x512xf32>
      %29:3 = func.call @closed_call_4(%iterArg_15, %25, %26, %27, %28) : (tensor<16x64x512xbf16>, tensor<16x64x1024xbf16>, tensor<16x64x512xbf16>, tensor<512x1024xf32>, tensor<1024x512xf32>) -> (tensor<16x64x512xbf16>, tensor<512x1024xf32>, tensor<1024x512xf32>)
      %30 = func.call @dynamic_update_index_in_dim_5(%iterArg_16, %29#1, %24) : (tensor<6x512x1024xf32>, tensor<512x1024xf32>, tensor<i32>) -> tensor<6x512x1024xf32>
      %31 = func.call @dynamic_update_index_in_dim_6(%iterArg_17, %29#2, %24) : (tensor<6x1024x512xf32>, tensor<1024x512xf32>, tensor<i32>) -> tensor<6x1024x512xf32>
      %c_20 = stablehlo.constant dense<1> : tensor<i32>
      %32 = stablehlo.add %iterArg_14, %c_20 : tensor<i32>
      stablehlo.return %iterArg, %iterArg_11, %iterArg_12, %iterArg_13, %32, %29#0, %30, %31 : tensor<6x16x64x1024xbf16>, tensor<6x16x64x512xbf16>, tensor<6x512x1024xf32>, tensor<6x1024x512xf32>, tensor<i32>, tensor<16x64x512xbf16>, tensor<6x512x1024xf32>, tensor<6x1024x512xf32>
    }
    %cst_9 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %17 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<6x512x1024xf32>
    %18 = stablehlo.multiply %17, %16#6 : tensor<6x512x1024xf32>
    %19 = stablehlo.subtract %arg0, %18 : tensor<6x512x1024xf32>
    %cst_10 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %20 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<6x1024x512xf32>
    %21 = stablehlo.multiply %20, %16#7 : tensor<6x1024x512xf32>
    %22 = stablehlo.subtract %arg1, %21 : tensor<6x1024x512xf32>
    return %19, %22, %9 : tensor<6x512x1024xf32>, tensor<6x1024x512xf32>, tensor<f32>
  }
  func.func private @dynamic_index_in_dim(%arg0: tensor<6x512x1024xf32>, %arg1: tensor<i32>) -> tensor<512x1024xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, %c_0, sizes = [1, 512, 1024] : (tensor<6x512x1024xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x512x1024xf32>
    %1 = stablehlo.reshape %0 : (tensor<1x512x1024xf32>) -> tensor<512x1024xf32>
    return %1 : tensor<512x1024xf32>
  }
  func.func private @dynamic_index_in_dim_0(%arg0: tensor<6x1024x512xf32>, %arg1: tensor<i32>) -> tensor<1024x512xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, %c_0, sizes = [1, 1024, 512] : (tensor<6x1024x512xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x1024x512xf32>
    %1 = stablehlo.reshape %0 : (tensor<1x1024x512xf32>) -> tensor<1024x512xf32>
    return %1 : tensor<1024x512xf32>
  }
  func.func private @closed_call(%arg0: tensor<16x64x512xbf16>, %arg1: tensor<512x1024xf32>, %arg2: tensor<1024x512xf32>) -> (tensor<16x64x512xbf16>, tensor<16x64x1024xbf16>, tensor<16x64x512xbf16>) {
    %0 = stablehlo.convert %arg1 : (tensor<512x1024xf32>) -> tensor<512x1024xbf16>
    %1 = stablehlo.dot_general %arg0, %0, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x64x512xbf16>, tensor<512x1024xbf16>) -> tensor<16x64x1024xbf16>
    %2 = stablehlo.reduce_precision %1, format = e8m7 : tensor<16x64x1024xbf16>
    %3 = stablehlo.multiply %2, %2 : tensor<16x64x1024xbf16>
    %4 = stablehlo.multiply %3, %2 : tensor<16x64x1024xbf16>
    %cst = stablehlo.constant dense<4.467770e-02> : tensor<bf16>
    %5 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<bf16>) -> tensor<16x64x1024xbf16>
    %6 = stablehlo.multiply %5, %4 : tensor<16x64x1024xbf16>
    %7 = stablehlo.add %2, %6 : tensor<16x64x1024xbf16>
    %cst_0 = stablehlo.constant dense<7.968750e-01> : tensor<bf16>
    %8 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<bf16>) -> tensor<16x64x1024xbf16>
    %9 = stablehlo.multiply %8, %7 : tensor<16x64x1024xbf16>
    %10 = stablehlo.tanh %9 : tensor<16x64x1024xbf16>
    %cst_1 = stablehlo.constant dense<1.000000e+00> : tensor<bf16>
    %11 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<bf16>) -> tensor<16x64x1024xbf16>
    %12 = stablehlo.add %11, %10 : tensor<16x64x1024xbf16>
    %cst_2 = stablehlo.constant dense<5.000000e-01> : tensor<bf16>
    %13 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<bf16>) -> tensor<16x64x1024xbf16>
    %14 = stablehlo.multiply %13, %12 : tensor<16x64x1024xbf16>
    %15 = stablehlo.multiply %2, %14 : tensor<16x64x1024xbf16>
    %16 = stablehlo.convert %arg2 : (tensor<1024x512xf32>) -> tensor<1024x512xbf16>
    %17 = stablehlo.dot_general %15, %16, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x64x1024xbf16>, tensor<1024x512xbf16>) -> tensor<16x64x512xbf16>
    %18 = stablehlo.add %arg0, %17 : tensor<16x64x512xbf16>
    return %18, %2, %arg0 : tensor<16x64x512xbf16>, tensor<16x64x1024xbf16>, tensor<16x64x512xbf16>
  }
  func.func private @dynamic_update_index_in_dim(%arg0: tensor<6x16x64x1024xbf16>, %arg1: tensor<16x64x1024xbf16>, %arg2: tensor<i32>) -> tensor<6x16x64x1024xbf16> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1, 2, 3] : (tensor<16x64x1024xbf16>) -> tensor<1x16x64x1024xbf16>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2, %c, %c_0, %c_1 : (tensor<6x16x64x1024xbf16>, tensor<1x16x64x1024xbf16>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<6x16x64x1024xbf16>
    return %1 : tensor<6x16x64x1024xbf16>
  }
  func.func private @dynamic_update_index_in_dim_1(%arg0: tensor<6x16x64x512xbf16>, %arg1: tensor<16x64x512xbf16>, %arg2: tensor<i32>) -> tensor<6x16x64x512xbf16> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1, 2, 3] : (tensor<16x64x512xbf16>) -> tensor<1x16x64x512xbf16>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2, %c, %c_0, %c_1 : (tensor<6x16x64x512xbf16>, tensor<1x16x64x512xbf16>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<6x16x64x512xbf16>
    return %1 : tensor<6x16x64x512xbf16>
  }
  func.func private @dynamic_index_in_dim_2(%arg0: tensor<6x16x64x1024xbf16>, %arg1: tensor<i32>) -> tensor<16x64x1024xbf16> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, %c_0, %c_1, sizes = [1, 16, 64, 1024] : (tensor<6x16x64x1024xbf16>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x16x64x1024xbf16>
    %1 = stablehlo.reshape %0 : (tensor<1x16x64x1024xbf16>) -> tensor<16x64x1024xbf16>
    return %1 : tensor<16x64x1024xbf16>
  }
  func.func private @dynamic_index_in_dim_3(%arg0: tensor<6x16x64x512xbf16>, %arg1: tensor<i32>) -> tensor<16x64x512xbf16> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, %c_0, %c_1, sizes = [1, 16, 64, 512] : (tensor<6x16x64x512xbf16>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x16x64x512xbf16>
    %1 = stablehlo.reshape %0 : (tensor<1x16x64x512xbf16>) -> tensor<16x64x512xbf16>
    return %1 : tensor<16x64x512xbf16>
  }
  func.func private @closed_call_4(%arg0: tensor<16x64x512xbf16>, %arg1: tensor<16x64x1024xbf16>, %arg2: tensor<16x64x512xbf16>, %arg3: tensor<512x1024xf32>, %arg4: tensor<1024x512xf32>) -> (tensor<16x64x512xbf16>, tensor<512x1024xf32>, tensor<1024x512xf32>) {
    %0:5 = stablehlo.optimization_barrier %arg1, %arg2, %arg3, %arg4, %arg0 : tensor<16x64x1024xbf16>, tensor<16x64x512xbf16>, tensor<512x1024xf32>, tensor<1024x512xf32>, tensor<16x64x512xbf16>
    %1 = stablehlo.convert %0#2 : (tensor<512x1024xf32>) -> tensor<512x1024xbf16>
    %2 = stablehlo.multiply %0#0, %0#0 : tensor<16x64x1024xbf16>
    %3 = stablehlo.multiply %2, %0#0 : tensor<16x64x1024xbf16>
    %4 = stablehlo.multiply %0#0, %0#0 : tensor<16x64x1024xbf16>
    %cst = stablehlo.constant dense<3.000000e+00> : tensor<bf16>
    %5 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<bf16>) -> tensor<16x64x1024xbf16>
    %6 = stablehlo.multiply %5, %4 : tensor<16x64x1024xbf16>
    %cst_0 = stablehlo.constant dense<4.467770e-02> : tensor<bf16>
    %7 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<bf16>) -> tensor<16x64x1024xbf16>
    %8 = stablehlo.multiply %7, %3 : tensor<16x64x1024xbf16>
    %9 = stablehlo.add %0#0, %8 : tensor<16x64x1024xbf16>
    %cst_1 = stablehlo.constant dense<7.968750e-01> : tensor<bf16>
    %10 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<bf16>) -> tensor<16x64x1024xbf16>
    %11 = stablehlo.multiply %10, %9 : tensor<16x64x1024xbf16>
    %12 = stablehlo.tanh %11 : tensor<16x64x1024xbf16>
    %cst_2 = stablehlo.constant dense<1.000000e+00> : tensor<bf16>
    %13 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<bf16>) -> tensor<16x64x1024xbf16>
    %14 = stablehlo.subtract %13, %12 : tensor<16x64x1024xbf16>
    %cst_3 = stablehlo.constant dense<1.000000e+00> : tensor<bf16>
    %15 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<bf16>) -> tensor<16x64x1024xbf16>
    %16 = stablehlo.add %15, %12 : tensor<16x64x1024xbf16>
    %cst_4 = stablehlo.constant dense<5.000000e-01> : tensor<bf16>
    %17 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<bf16>) -> tensor<16x64x1024xbf16>
    %18 = stablehlo.multiply %17, %16 : tensor<16x64x1024xbf16>
    %19 = stablehlo.multiply %0#0, %18 : tensor<16x64x1024xbf16>
    %20 = stablehlo.convert %0#3 : (tensor<1024x512xf32>) -> tensor<1024x512xbf16>
    %21 = stablehlo.dot_general %0#4, %19, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<16x64x512xbf16>, tensor<16x64x1024xbf16>) -> tensor<512x1024xbf16>
    %22 = stablehlo.transpose %21, dims = [1, 0] : (tensor<512x1024xbf16>) -> tensor<1024x512xbf16>
    %23 = stablehlo.dot_general %0#4, %20, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<16x64x512xbf16>, tensor<1024x512xbf16>) -> tensor<16x64x1024xbf16>
    %24 = stablehlo.convert %22 : (tensor<1024x512xbf16>) -> tensor<1024x512xf32>
    %25 = stablehlo.multiply %0#0, %23 : tensor<16x64x1024xbf16>
    %26 = stablehlo.multiply %23, %18 : tensor<16x64x1024xbf16>
    %cst_5 = stablehlo.constant dense<5.000000e-01> : tensor<bf16>
    %27 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<bf16>) -> tensor<16x64x1024xbf16>
    %28 = stablehlo.multiply %27, %25 : tensor<16x64x1024xbf16>
    %29 = stablehlo.multiply %28, %14 : tensor<16x64x1024xbf16>
    %30 = stablehlo.multiply %29, %12 : tensor<16x64x1024xbf16>
    %31 = stablehlo.add %29, %30 : tensor<16x64x1024xbf16>
    %cst_6 = stablehlo.constant dense<7.968750e-01> : tensor<bf16>
    %32 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<bf16>) -> tensor<16x64x1024xbf16>
    %33 = stablehlo.multiply %32, %31 : tensor<16x64x1024xbf16>
    %34 = stablehlo.add %26, %33 : tensor<16x64x1024xbf16>
    %cst_7 = stablehlo.constant dense<4.467770e-02> : tensor<bf16>
    %35 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<bf16>) -> tensor<16x64x1024xbf16>
    %36 = stablehlo.multiply %35, %33 : tensor<16x64x1024xbf16>
    %37 = stablehlo.multiply %36, %6 : tensor<16x64x1024xbf16>
    %38 = stablehlo.add %34, %37 : tensor<16x64x1024xbf16>
    %39 = stablehlo.dot_general %38, %0#1, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<16x64x1024xbf16>, tensor<16x64x512xbf16>) -> tensor<1024x512xbf16>
    %40 = stablehlo.transpose %39, dims = [1, 0] : (tensor<1024x512xbf16>) -> tensor<512x1024xbf16>
    %41 = stablehlo.dot_general %38, %1, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<16x64x1024xbf16>, tensor<512x1024xbf16>) -> tensor<16x64x512xbf16>
    %42 = stablehlo.add %0#4, %41 : tensor<16x64x512xbf16>
    %43 = stablehlo.convert %40 : (tensor<512x1024xbf16>) -> tensor<512x1024xf32>
    return %42, %43, %24 : tensor<16x64x512xbf16>, tensor<512x1024xf32>, tensor<1024x512xf32>
  }
  func.func private @dynamic_update_index_in_dim_5(%arg0: tensor<6x512x1024xf32>, %arg1: tensor<512x1024xf32>, %arg2: tensor<i32>) -> tensor<6x512x1024xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1, 2] : (tensor<512x1024xf32>) -> tensor<1x512x1024xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2, %c, %c_0 : (tensor<6x512x1024xf32>, tensor<1x512x1024xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<6x512x1024xf32>
    return %1 : tensor<6x512x1024xf32>
  }
  func.func private @dynamic_update_index_in_dim_6(%arg0: tensor<6x1024x512xf32>, %arg1: tensor<1024x512xf32>, %arg2: tensor<i32>) -> tensor<6x1024x512xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1, 2] : (tensor<1024x512xf32>) -> tensor<1x1024x512xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2, %c, %c_0 : (tensor<6x1024x512xf32>, tensor<1x1024x512xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<6x1024x512xf32>
    return %1 : tensor<6x1024x512xf32>
  }
}
