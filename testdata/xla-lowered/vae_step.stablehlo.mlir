module @jit_vae_step attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<32x512xf32> {tf.aliasing_output = 0 : i32}, %arg1: tensor<512x784xf32> {tf.aliasing_output = 1 : i32}, %arg2: tensor<784x512xf32> {tf.aliasing_output = 2 : i32}, %arg3: tensor<512x32xf32> {tf.aliasing_output = 3 : i32}, %arg4: tensor<512x32xf32> {tf.aliasing_output = 4 : i32}, %arg5: tensor<256x784xf32>, %arg6: tensor<2xui32>) -> (tensor<32x512xf32> {jax.result_info = "result[0]['d1']"}, tensor<512x784xf32> {jax.result_info = "result[0]['d2']"}, tensor<784x512xf32> {jax.result_info = "result[0]['e1']"}, tensor<512x32xf32> {jax.result_info = "result[0]['lv']"}, tensor<512x32xf32> {jax.result_info = "result[0]['mu']"}, tensor<f32> {jax.result_info = "result[1]"}) {
    %0 = stablehlo.dot_general %arg5, %arg2, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<256x784xf32>, tensor<784x512xf32>) -> tensor<256x512xf32>
    %1 = call @relu(%0) : (tensor<256x512xf32>) -> tensor<256x512xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<256x512xf32>
    %3 = stablehlo.compare GT, %0, %2, FLOAT : (tensor<256x512xf32>, tensor<256x512xf32>) -> tensor<256x512xi1>
    %4 = stablehlo.dot_general %1, %arg4, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<256x512xf32>, tensor<512x32xf32>) -> tensor<256x32xf32>
    %5 = stablehlo.dot_general %1, %arg3, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<256x512xf32>, tensor<512x32xf32>) -> tensor<256x32xf32>
    %cst_0 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %6 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<256x32xf32>
    %7 = stablehlo.multiply %6, %5 : tensor<256x32xf32>
    %8 = stablehlo.exponential %7 : tensor<256x32xf32>
    %9 = call @_normal(%arg6) : (tensor<2xui32>) -> tensor<256x32xf32>
    %10 = stablehlo.multiply %8, %9 : tensor<256x32xf32>
    %11 = stablehlo.add %4, %10 : tensor<256x32xf32>
    %12 = stablehlo.dot_general %11, %arg0, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<256x32xf32>, tensor<32x512xf32>) -> tensor<256x512xf32>
    %13 = call @relu(%12) : (tensor<256x512xf32>) -> tensor<256x512xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %14 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<256x512xf32>
    %15 = stablehlo.compare GT, %12, %14, FLOAT : (tensor<256x512xf32>, tensor<256x512xf32>) -> tensor<256x512xi1>
    %16 = stablehlo.dot_general %13, %arg1, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<256x512xf32>, tensor<512x784xf32>) -> tensor<256x784xf32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %17 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<256x784xf32>
    %18 = stablehlo.maximum %17, %16 : tensor<256x784xf32>
    %19 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<256x784xf32>
    %20 = stablehlo.subtract %19, %16 : tensor<256x784xf32>
    %21 = stablehlo.compare NE, %20, %20, FLOAT : (tensor<256x784xf32>, tensor<256x784xf32>) -> tensor<256x784xi1>
    %22 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<256x784xf32>
    %23 = stablehlo.add %22, %16 : tensor<256x784xf32>
    %24 = stablehlo.abs %20 : tensor<256x784xf32>
    %25 = stablehlo.negate %24 : tensor<256x784xf32>
    %26 = stablehlo.exponential %25 : tensor<256x784xf32>
    %27 = stablehlo.log_plus_one %26 : tensor<256x784xf32>
    %28 = stablehlo.add %18, %27 : tensor<256x784xf32>
    %29 = stablehlo.select %21, %23, %28 : tensor<256x784xi1>, tensor<256x784xf32>
    %cst_3 = stablehlo.constant dense<0x7F800000> : tensor<f32>
    %30 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<256x784xf32>
    %31 = stablehlo.compare EQ, %16, %30, FLOAT : (tensor<256x784xf32>, tensor<256x784xf32>) -> tensor<256x784xi1>
    %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %32 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<256x784xf32>
    %33 = stablehlo.select %31, %32, %16 : tensor<256x784xi1>, tensor<256x784xf32>
    %cst_5 = stablehlo.constant dense<0x7F800000> : tensor<f32>
    %34 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<256x784xf32>
    %35 = stablehlo.compare EQ, %29, %34, FLOAT : (tensor<256x784xf32>, tensor<256x784xf32>) -> tensor<256x784xi1>
    %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %36 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<256x784xf32>
    %37 = stablehlo.select %35, %36, %29 : tensor<256x784xi1>, tensor<256x784xf32>
    %38 = stablehlo.subtract %33, %37 : tensor<256x784xf32>
    %39 = stablehlo.exponential %38 : tensor<256x784xf32>
    %40 = stablehlo.multiply %arg5, %16 : tensor<256x784xf32>
    %41 = stablehlo.subtract %29, %40 : tensor<256x784xf32>
    %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %42 = stablehlo.reduce(%41 init: %cst_7) applies stablehlo.add across dimensions = [1] : (tensor<256x784xf32>, tensor<f32>) -> tensor<256xf32>
    %cst_8 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %43 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<256x32xf32>
    %44 = stablehlo.add %43, %5 : tensor<256x32xf32>
    %45 = stablehlo.multiply %4, %4 : tensor<256x32xf32>
    %cst_9 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %46 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<256x32xf32>
    %47 = stablehlo.multiply %46, %4 : tensor<256x32xf32>
    %48 = stablehlo.subtract %44, %45 : tensor<256x32xf32>
    %49 = stablehlo.exponential %5 : tensor<256x32xf32>
    %50 = stablehlo.subtract %48, %49 : tensor<256x32xf32>
    %cst_10 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %51 = stablehlo.reduce(%50 init: %cst_10) applies stablehlo.add across dimensions = [1] : (tensor<256x32xf32>, tensor<f32>) -> tensor<256xf32>
    %cst_11 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %52 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %53 = stablehlo.multiply %52, %51 : tensor<256xf32>
    %54 = stablehlo.add %42, %53 : tensor<256xf32>
    %cst_12 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %55 = stablehlo.reduce(%54 init: %cst_12) applies stablehlo.add across dimensions = [0] : (tensor<256xf32>, tensor<f32>) -> tensor<f32>
    %cst_13 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %56 = stablehlo.divide %55, %cst_13 : tensor<f32>
    %cst_14 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %cst_15 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %57 = stablehlo.divide %cst_14, %cst_15 : tensor<f32>
    %58 = stablehlo.broadcast_in_dim %57, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %cst_16 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %59 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %60 = stablehlo.multiply %59, %58 : tensor<256xf32>
    %61 = stablehlo.broadcast_in_dim %60, dims = [0] : (tensor<256xf32>) -> tensor<256x32xf32>
    %62 = stablehlo.negate %61 : tensor<256x32xf32>
    %63 = stablehlo.multiply %62, %49 : tensor<256x32xf32>
    %64 = stablehlo.negate %61 : tensor<256x32xf32>
    %65 = stablehlo.add %63, %61 : tensor<256x32xf32>
    %66 = stablehlo.multiply %64, %47 : tensor<256x32xf32>
    %67 = stablehlo.broadcast_in_dim %58, dims = [0] : (tensor<256xf32>) -> tensor<256x784xf32>
    %68 = stablehlo.negate %67 : tensor<256x784xf32>
    %69 = stablehlo.multiply %arg5, %68 : tensor<256x784xf32>
    %70 = stablehlo.multiply %67, %39 : tensor<256x784xf32>
    %71 = stablehlo.add %69, %70 : tensor<256x784xf32>
    %72 = stablehlo.dot_general %71, %13, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<256x784xf32>, tensor<256x512xf32>) -> tensor<784x512xf32>
    %73 = stablehlo.transpose %72, dims = [1, 0] : (tensor<784x512xf32>) -> tensor<512x784xf32>
    %74 = stablehlo.dot_general %71, %arg1, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<256x784xf32>, tensor<512x784xf32>) -> tensor<256x512xf32>
    %cst_17 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %75 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<f32>) -> tensor<256x512xf32>
    %76 = stablehlo.select %15, %74, %75 : tensor<256x512xi1>, tensor<256x512xf32>
    %77 = stablehlo.dot_general %76, %11, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<256x512xf32>, tensor<256x32xf32>) -> tensor<512x32xf32>
    %78 = stablehlo.transpose %77, dims = [1, 0] : (tensor<512x32xf32>) -> tensor<32x512xf32>
    %79 = stablehlo.dot_general %76, %arg0, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<256x512xf32>, tensor<32x512xf32>) -> tensor<256x32xf32>
    %80 = stablehlo.add %66, %79 : tensor<256x32xf32>
    %81 = stablehlo.multiply %79, %9 : tensor<256x32xf32>
    %82 = stablehlo.multiply %81, %8 : tensor<256x32xf32>
    %cst_18 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %83 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<f32>) -> tensor<256x32xf32>
    %84 = stablehlo.multiply %83, %82 : tensor<256x32xf32>
    %85 = stablehlo.add %65, %84 : tensor<256x32xf32>
    %86 = stablehlo.dot_general %85, %1, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<256x32xf32>, tensor<256x512xf32>) -> tensor<32x512xf32>
    %87 = stablehlo.transpose %86, dims = [1, 0] : (tensor<32x512xf32>) -> tensor<512x32xf32>
    %88 = stablehlo.dot_general %85, %arg3, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<256x32xf32>, tensor<512x32xf32>) -> tensor<256x512xf32>
    %89 = stablehlo.dot_general %80, %1, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<256x32xf32>, tensor<256x512xf32>) -> tensor<32x512xf32>
    %90 = stablehlo.transpose %89, dims = [1, 0] : (tensor<32x512xf32>) -> tensor<512x32xf32>
    %91 = stablehlo.dot_general %80, %arg4, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<256x32xf32>, tensor<512x32xf32>) -> tensor<256x512xf32>
    %92 = stablehlo.add %88, %91 : tensor<256x512xf32>
    %cst_19 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %93 = stablehlo.broadcast_in_dim %cst_19, dims = [] : (tensor<f32>) -> tensor<256x512xf32>
    %94 = stablehlo.select %3, %92, %93 : tensor<256x512xi1>, tensor<256x512xf32>
    %95 = stablehlo.dot_general %94, %arg5, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<256x512xf32>, tensor<256x784xf32>) -> tensor<512x784xf32>
    %96 = stablehlo.transpose %95, dims = [1, 0] : (tensor<512x784xf32>) -> tensor<784x512xf32>
    %cst_20 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %97 = stablehlo.broadcast_in_dim %cst_20, dims = [] : (tensor<f32>) -> tensor<32x512xf32>
    %98 = stablehlo.multiply %97, %78 : tensor<32x512xf32>
    %99 = stablehlo.subtract %arg0, %98 : tensor<32x512xf32>
    %cst_21 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %100 = stablehlo.broadcast_in_dim %cst_21, dims = [] : (tensor<f32>) -> tensor<512x784xf32>
    %101 = stablehlo.multiply %100, %73 : tensor<512x784xf32>
    %102 = stablehlo.subtract %arg1, %101 : tensor<512x784xf32>
    %cst_22 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %103 = stablehlo.broadcast_in_dim %cst_22, dims = [] : (tensor<f32>) -> tensor<784x512xf32>
    %104 = stablehlo.multiply %103, %96 : tensor<784x512xf32>
    %105 = stablehlo.subtract %arg2, %104 : tensor<784x512xf32>
    %cst_23 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %106 = stablehlo.broadcast_in_dim %cst_23, dims = [] : (tensor<f32>) -> tensor<512x32xf32>
    %107 = stablehlo.multiply %106, %87 : tensor<512x32xf32>
    %108 = stablehlo.subtract %arg3, %107 : tensor<512x32xf32>
    %cst_24 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %109 = stablehlo.broadcast_in_dim %cst_24, dims = [] : (tensor<f32>) -> tensor<512x32xf32>
    %110 = stablehlo.multiply %109, %90 : tensor<512x32xf32>
    %111 = stablehlo.subtract %arg4, %110 : tensor<512x32xf32>
    return %99, %102, %105, %108, %111, %56 : tensor<32x512xf32>, tensor<512x784xf32>, tensor<784x512xf32>, tensor<512x32xf32>, tensor<512x32xf32>, tensor<f32>
  }
  func.func private @relu(%arg0: tensor<256x512xf32>) -> tensor<256x512xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<256x512xf32>
    %1 = stablehlo.maximum %arg0, %0 : tensor<256x512xf32>
    return %1 : tensor<256x512xf32>
  }
  func.func private @_normal(%arg0: tensor<2xui32>) -> tensor<256x32xf32> {
    %0 = call @_normal_real(%arg0) : (tensor<2xui32>) -> tensor<256x32xf32>
    return %0 : tensor<256x32xf32>
  }
  func.func private @_normal_real(%arg0: tensor<2xui32>) -> tensor<256x32xf32> {
    %cst = stablehlo.constant dense<-0.99999994> : tensor<f32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %0 = call @_uniform(%arg0, %cst, %cst_0) : (tensor<2xui32>, tensor<f32>, tensor<f32>) -> tensor<256x32xf32>
    %1 = chlo.erf_inv %0 : tensor<256x32xf32> -> tensor<256x32xf32>
    %cst_1 = stablehlo.constant dense<1.41421354> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<256x32xf32>
    %3 = stablehlo.multiply %2, %1 : tensor<256x32xf32>
    return %3 : tensor<256x32xf32>
  }
  func.func private @_uniform(%arg0: tensor<2xui32>, %arg1: tensor<f32>, %arg2: tensor<f32>) -> tensor<256x32xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<f32>) -> tensor<1x1xf32>
    %1 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<f32>) -> tensor<1x1xf32>
    %2 = stablehlo.slice %arg0 [0:1] : (tensor<2xui32>) -> tensor<1xui32>
    %3 = stablehlo.reshape %2 : (tensor<1xui32>) -> tensor<ui32>
    %4 = stablehlo.slice %arg0 [1:2] : (tensor<2xui32>) -> tensor<1xui32>
    %5 = stablehlo.reshape %4 : (tensor<1xui32>) -> tensor<ui32>
    %6 = stablehlo.iota dim = 0 : tensor<256x32xui64>
    %7 = stablehlo.iota dim = 1 : tensor<256x32xui64>
    %c = stablehlo.constant dense<32> : tensor<ui64>
    %8 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<ui64>) -> tensor<256x32xui64>
    %9 = stablehlo.multiply %8, %6 : tensor<256x32xui64>
    %c_0 = stablehlo.constant dense<1> : tensor<ui64>
    %10 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<ui64>) -> tensor<256x32xui64>
    %11 = stablehlo.multiply %10, %7 : tensor<256x32xui64>
    %12 = stablehlo.add %9, %11 : tensor<256x32xui64>
    %c_1 = stablehlo.constant dense<32> : tensor<ui64>
    %13 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<ui64>) -> tensor<256x32xui64>
    %14 = stablehlo.shift_right_logical %12, %13 : tensor<256x32xui64>
    %15 = stablehlo.convert %12 : (tensor<256x32xui64>) -> tensor<256x32xui32>
    %16 = stablehlo.convert %14 : (tensor<256x32xui64>) -> tensor<256x32xui32>
    %17:2 = call @threefry2x32(%3, %5, %16, %15) : (tensor<ui32>, tensor<ui32>, tensor<256x32xui32>, tensor<256x32xui32>) -> (tensor<256x32xui32>, tensor<256x32xui32>)
    %18 = stablehlo.xor %17#0, %17#1 : tensor<256x32xui32>
    %c_2 = stablehlo.constant dense<9> : tensor<ui32>
    %19 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<ui32>) -> tensor<256x32xui32>
    %20 = stablehlo.shift_right_logical %18, %19 : tensor<256x32xui32>
    %c_3 = stablehlo.constant dense<1065353216> : tensor<ui32>
    %21 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<ui32>) -> tensor<256x32xui32>
    %22 = stablehlo.or %20, %21 : tensor<256x32xui32>
    %23 = stablehlo.bitcast_convert %22 : (tensor<256x32xui32>) -> tensor<256x32xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %24 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<256x32xf32>
    %25 = stablehlo.subtract %23, %24 : tensor<256x32xf32>
    %26 = stablehlo.subtract %1, %0 : tensor<1x1xf32>
    %27 = stablehlo.broadcast_in_dim %26, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<256x32xf32>
    %28 = stablehlo.multiply %25, %27 : tensor<256x32xf32>
    %29 = stablehlo.broadcast_in_dim %0, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<256x32xf32>
    %30 = stablehlo.add %28, %29 : tensor<256x32xf32>
    %31 = stablehlo.broadcast_in_dim %0, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<256x32xf32>
    %32 = stablehlo.maximum %31, %30 : tensor<256x32xf32>
    return %32 : tensor<256x32xf32>
  }
  func.func private @threefry2x32(%arg0: tensor<ui32>, %arg1: tensor<ui32>, %arg2: tensor<256x32xui32>, %arg3: tensor<256x32xui32>) -> (tensor<256x32xui32>, tensor<256x32xui32>) {
    %c = stablehlo.constant dense<[13, 15, 26, 6]> : tensor<4xui32>
    %c_0 = stablehlo.constant dense<[17, 29, 16, 24]> : tensor<4xui32>
    %0 = stablehlo.xor %arg0, %arg1 : tensor<ui32>
    %c_1 = stablehlo.constant dense<466688986> : tensor<ui32>
    %1 = stablehlo.xor %0, %c_1 : tensor<ui32>
    %2 = stablehlo.broadcast_in_dim %arg0, dims = [] : (tensor<ui32>) -> tensor<256x32xui32>
    %3 = stablehlo.add %arg2, %2 : tensor<256x32xui32>
    %4 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<ui32>) -> tensor<256x32xui32>
    %5 = stablehlo.add %arg3, %4 : tensor<256x32xui32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %6:9 = stablehlo.while(%iterArg = %c_3, %iterArg_4 = %c_2, %iterArg_5 = %3, %iterArg_6 = %5, %iterArg_7 = %arg1, %iterArg_8 = %1, %iterArg_9 = %arg0, %iterArg_10 = %c, %iterArg_11 = %c_0) : tensor<i32>, tensor<i32>, tensor<256x32xui32>, tensor<256x32xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>
    cond {
      %c_12 = stablehlo.constant dense<5> : tensor<i32>
      %7 = stablehlo.compare LT, %iterArg, %c_12, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %7 : tensor<i1>
    } do {
      %7:8 = func.call @closed_call(%iterArg_4, %iterArg_5, %iterArg_6, %iterArg_7, %iterArg_8, %iterArg_9, %iterArg_10, %iterArg_11) : (tensor<i32>, tensor<256x32xui32>, tensor<256x32xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) -> (tensor<i32>, tensor<256x32xui32>, tensor<256x32xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>)
      %c_12 = stablehlo.constant dense<1> : tensor<i32>
      %8 = stablehlo.add %iterArg, %c_12 : tensor<i32>
      stablehlo.return %8, %7#0, %7#1, %7#2, %7#3, %7#4, %7#5, %7#6, %7#7 : tensor<i32>, tensor<i32>, tensor<256x32xui32>, tensor<256x32xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>
    }
    return %6#2, %6#3 : tensor<256x32xui32>, tensor<256x32xui32>
  }
  func.func private @closed_call(%arg0: tensor<i32>, %arg1: tensor<256x32xui32>, %arg2: tensor<256x32xui32>, %arg3: tensor<ui32>, %arg4: tensor<ui32>, %arg5: tensor<ui32>, %arg6: tensor<4xui32>, %arg7: tensor<4xui32>) -> (tensor<i32>, tensor<256x32xui32>, tensor<256x32xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) {
    %c = stablehlo.constant dense<1> : tensor<i32>
    %0 = stablehlo.add %arg0, %c : tensor<i32>
    %1 = stablehlo.slice %arg6 [0:1] : (tensor<4xui32>) -> tensor<1xui32>
    %2 = stablehlo.reshape %1 : (tensor<1xui32>) -> tensor<ui32>
    %3 = stablehlo.add %arg1, %arg2 : tensor<256x32xui32>
    %4 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<ui32>) -> tensor<256x32xui32>
    %5 = stablehlo.shift_left %arg2, %4 : tensor<256x32xui32>
    %c_0 = stablehlo.constant dense<32> : tensor<ui32>
    %6 = stablehlo.subtract %c_0, %2 : tensor<ui32>
    %7 = stablehlo.broadcast_in_dim %6, dims = [] : (tensor<ui32>) -> tensor<256x32xui32>
    %8 = stablehlo.shift_right_logical %arg2, %7 : tensor<256x32xui32>
    %9 = stablehlo.or %5, %8 : tensor<256x32xui32>
    %10 = stablehlo.xor %3, %9 : tensor<256x32xui32>
    %11 = stablehlo.slice %arg6 [1:2] : (tensor<4xui32>) -> tensor<1xui32>
    %12 = stablehlo.reshape %11 : (tensor<1xui32>) -> tensor<ui32>
    %13 = stablehlo.add %3, %10 : tensor<256x32xui32>
    %14 = stablehlo.broadcast_in_dim %12, dims = [] : (tensor<ui32>) -> tensor<256x32xui32>
    %15 = stablehlo.shift_left %10, %14 : tensor<256x32xui32>
    %c_1 = stablehlo.constant dense<32> : tensor<ui32>
    %16 = stablehlo.subtract %c_1, %12 : tensor<ui32>
    %17 = stablehlo.broadcast_in_dim %16, dims = [] : (tensor<ui32>) -> tensor<256x32xui32>
    %18 = stablehlo.shift_right_logical %10, %17 : tensor<256x32xui32>
    %19 = stablehlo.or %15, %18 : tensor<256x32xui32>
    %20 = stablehlo.xor %13, %19 : tensor<256x32xui32>
    %21 = stablehlo.slice %arg6 [2:3] : (tensor<4xui32>) -> tensor<1xui32>
    %22 = stablehlo.reshape %21 : (tensor<1xui32>) -> tensor<ui32>
    %23 = stablehlo.add %13, %20 : tensor<256x32xui32>
    %24 = stablehlo.broadcast_in_dim %22, dims = [] : (tensor<ui32>) -> tensor<256x32xui32>
    %25 = stablehlo.shift_left %20, %24 : tensor<256x32xui32>
    %c_2 = stablehlo.constant dense<32> : tensor<ui32>
    %26 = stablehlo.subtract %c_2, %22 : tensor<ui32>
    %27 = stablehlo.broadcast_in_dim %26, dims = [] : (tensor<ui32>) -> tensor<256x32xui32>
    %28 = stablehlo.shift_right_logical %20, %27 : tensor<256x32xui32>
    %29 = stablehlo.or %25, %28 : tensor<256x32xui32>
    %30 = stablehlo.xor %23, %29 : tensor<256x32xui32>
    %31 = stablehlo.slice %arg6 [3:4] : (tensor<4xui32>) -> tensor<1xui32>
    %32 = stablehlo.reshape %31 : (tensor<1xui32>) -> tensor<ui32>
    %33 = stablehlo.add %23, %30 : tensor<256x32xui32>
    %34 = stablehlo.broadcast_in_dim %32, dims = [] : (tensor<ui32>) -> tensor<256x32xui32>
    %35 = stablehlo.shift_left %30, %34 : tensor<256x32xui32>
    %c_3 = stablehlo.constant dense<32> : tensor<ui32>
    %36 = stablehlo.subtract %c_3, %32 : tensor<ui32>
    %37 = stablehlo.broadcast_in_dim %36, dims = [] : (tensor<ui32>) -> tensor<256x32xui32>
    %38 = stablehlo.shift_right_logical %30, %37 : tensor<256x32xui32>
    %39 = stablehlo.or %35, %38 : tensor<256x32xui32>
    %40 = stablehlo.xor %33, %39 : tensor<256x32xui32>
    %41 = stablehlo.broadcast_in_dim %arg3, dims = [] : (tensor<ui32>) -> tensor<256x32xui32>
    %42 = stablehlo.add %33, %41 : tensor<256x32xui32>
    %43 = stablehlo.broadcast_in_dim %arg4, dims = [] : (tensor<ui32>) -> tensor<256x32xui32>
    %44 = stablehlo.add %40, %43 : tensor<256x32xui32>
    %c_4 = stablehlo.constant dense<1> : tensor<i32>
    %45 = stablehlo.add %arg0, %c_4 : tensor<i32>
    %46 = stablehlo.convert %45 : (tensor<i32>) -> tensor<ui32>
    %47 = stablehlo.broadcast_in_dim %46, dims = [] : (tensor<ui32>) -> tensor<256x32xui32>
    %48 = stablehlo.add %44, %47 : tensor<256x32xui32>
    return %0, %42, %48, %arg4, %arg5, %arg3, %arg7, %arg6 : tensor<i32>, tensor<256x32xui32>, tensor<256x32xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>
  }
}
