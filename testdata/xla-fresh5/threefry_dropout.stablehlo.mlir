module @jit_threefry_dropout attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<2048x2048xf32> {tf.aliasing_output = 0 : i32}, %arg1: tensor<2048x2048xf32> {tf.aliasing_output = 1 : i32}, %arg2: tensor<2048x2048xf32> {tf.aliasing_output = 2 : i32}, %arg3: tensor<2048x2048xf32> {tf.aliasing_output = 3 : i32}, %arg4: tensor<512x2048xf32>, %arg5: tensor<2xui32>) -> (tensor<2048x2048xf32> {jax.result_info = "result[0][0]"}, tensor<2048x2048xf32> {jax.result_info = "result[0][1]"}, tensor<2048x2048xf32> {jax.result_info = "result[0][2]"}, tensor<2048x2048xf32> {jax.result_info = "result[0][3]"}, tensor<2xui32> {jax.result_info = "result[1]"}, tensor<f32> {jax.result_info = "result[2]"}) {
    %0 = call @_threefry_split(%arg5) : (tensor<2xui32>) -> tensor<2x2xui32>
    %1 = stablehlo.slice %0 [0:1, 0:2] : (tensor<2x2xui32>) -> tensor<1x2xui32>
    %2 = stablehlo.reshape %1 : (tensor<1x2xui32>) -> tensor<2xui32>
    %3 = stablehlo.slice %0 [1:2, 0:2] : (tensor<2x2xui32>) -> tensor<1x2xui32>
    %4 = stablehlo.reshape %3 : (tensor<1x2xui32>) -> tensor<2xui32>
    %5 = call @_threefry_split_0(%4) : (tensor<2xui32>) -> tensor<6x2xui32>
    %6 = stablehlo.slice %5 [0:1, 0:2] : (tensor<6x2xui32>) -> tensor<1x2xui32>
    %7 = stablehlo.reshape %6 : (tensor<1x2xui32>) -> tensor<2xui32>
    %8 = call @_normal(%7) : (tensor<2xui32>) -> tensor<512x2048xf32>
    %cst = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %9 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<512x2048xf32>
    %10 = stablehlo.multiply %9, %8 : tensor<512x2048xf32>
    %11 = stablehlo.add %arg4, %10 : tensor<512x2048xf32>
    %12 = stablehlo.slice %5 [1:2, 0:2] : (tensor<6x2xui32>) -> tensor<1x2xui32>
    %13 = stablehlo.reshape %12 : (tensor<1x2xui32>) -> tensor<2xui32>
    %cst_0 = stablehlo.constant dense<8.000000e-01> : tensor<f32>
    %14 = call @_bernoulli(%13, %cst_0) : (tensor<2xui32>, tensor<f32>) -> tensor<512x2048xi1>
    %cst_1 = stablehlo.constant dense<8.000000e-01> : tensor<f32>
    %15 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<512x2048xf32>
    %16 = stablehlo.divide %11, %15 : tensor<512x2048xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %17 = call @_where(%14, %16, %c) : (tensor<512x2048xi1>, tensor<512x2048xf32>, tensor<i32>) -> tensor<512x2048xf32>
    %18 = stablehlo.dot_general %17, %arg0, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<512x2048xf32>, tensor<2048x2048xf32>) -> tensor<512x2048xf32>
    %19 = call @relu(%18) : (tensor<512x2048xf32>) -> tensor<512x2048xf32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %20 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<512x2048xf32>
    %21 = stablehlo.compare GT, %18, %20, FLOAT : (tensor<512x2048xf32>, tensor<512x2048xf32>) -> tensor<512x2048xi1>
    %22 = stablehlo.slice %5 [2:3, 0:2] : (tensor<6x2xui32>) -> tensor<1x2xui32>
    %23 = stablehlo.reshape %22 : (tensor<1x2xui32>) -> tensor<2xui32>
    %cst_3 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %24 = call @_bernoulli(%23, %cst_3) : (tensor<2xui32>, tensor<f32>) -> tensor<512x2048xi1>
    %cst_4 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %25 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<512x2048xf32>
    %26 = stablehlo.multiply %19, %25 : tensor<512x2048xf32>
    %c_5 = stablehlo.constant dense<0> : tensor<i32>
    %27 = call @_where_6(%24, %26, %c_5) : (tensor<512x2048xi1>, tensor<512x2048xf32>, tensor<i32>) -> tensor<512x2048xf32>
    %28 = stablehlo.dot_general %27, %arg1, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<512x2048xf32>, tensor<2048x2048xf32>) -> tensor<512x2048xf32>
    %29 = call @relu(%28) : (tensor<512x2048xf32>) -> tensor<512x2048xf32>
    %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %30 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<512x2048xf32>
    %31 = stablehlo.compare GT, %28, %30, FLOAT : (tensor<512x2048xf32>, tensor<512x2048xf32>) -> tensor<512x2048xi1>
    %32 = stablehlo.slice %5 [3:4, 0:2] : (tensor<6x2xui32>) -> tensor<1x2xui32>
    %33 = stablehlo.reshape %32 : (tensor<1x2xui32>) -> tensor<2xui32>
    %cst_7 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %34 = call @_bernoulli(%33, %cst_7) : (tensor<2xui32>, tensor<f32>) -> tensor<512x2048xi1>
    %cst_8 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %35 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<512x2048xf32>
    %36 = stablehlo.multiply %29, %35 : tensor<512x2048xf32>
    %c_9 = stablehlo.constant dense<0> : tensor<i32>
    %37 = call @_where_6(%34, %36, %c_9) : (tensor<512x2048xi1>, tensor<512x2048xf32>, tensor<i32>) -> tensor<512x2048xf32>
    %38 = stablehlo.dot_general %37, %arg2, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<512x2048xf32>, tensor<2048x2048xf32>) -> tensor<512x2048xf32>
    %39 = call @relu(%38) : (tensor<512x2048xf32>) -> tensor<512x2048xf32>
    %cst_10 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %40 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<512x2048xf32>
    %41 = stablehlo.compare GT, %38, %40, FLOAT : (tensor<512x2048xf32>, tensor<512x2048xf32>) -> tensor<512x2048xi1>
    %42 = stablehlo.slice %5 [4:5, 0:2] : (tensor<6x2xui32>) -> tensor<1x2xui32>
    %43 = stablehlo.reshape %42 : (tensor<1x2xui32>) -> tensor<2xui32>
    %cst_11 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %44 = call @_bernoulli(%43, %cst_11) : (tensor<2xui32>, tensor<f32>) -> tensor<512x2048xi1>
    %cst_12 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %45 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<512x2048xf32>
    %46 = stablehlo.multiply %39, %45 : tensor<512x2048xf32>
    %c_13 = stablehlo.constant dense<0> : tensor<i32>
    %47 = call @_where_6(%44, %46, %c_13) : (tensor<512x2048xi1>, tensor<512x2048xf32>, tensor<i32>) -> tensor<512x2048xf32>
    %48 = stablehlo.dot_general %47, %arg3, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<512x2048xf32>, tensor<2048x2048xf32>) -> tensor<512x2048xf32>
    %49 = call @relu(%48) : (tensor<512x2048xf32>) -> tensor<512x2048xf32>
    %cst_14 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %50 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f32>) -> tensor<512x2048xf32>
    %51 = stablehlo.compare GT, %48, %50, FLOAT : (tensor<512x2048xf32>, tensor<512x2048xf32>) -> tensor<512x2048xi1>
    %52 = stablehlo.slice %5 [5:6, 0:2] : (tensor<6x2xui32>) -> tensor<1x2xui32>
    %53 = stablehlo.reshape %52 : (tensor<1x2xui32>) -> tensor<2xui32>
    %cst_15 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %54 = call @_bernoulli(%53, %cst_15) : (tensor<2xui32>, tensor<f32>) -> tensor<512x2048xi1>
    %cst_16 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %55 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f32>) -> tensor<512x2048xf32>
    %56 = stablehlo.multiply %49, %55 : tensor<512x2048xf32>
    %c_17 = stablehlo.constant dense<0> : tensor<i32>
    %57 = call @_where_6(%54, %56, %c_17) : (tensor<512x2048xi1>, tensor<512x2048xf32>, tensor<i32>) -> tensor<512x2048xf32>
    %58 = stablehlo.multiply %57, %57 : tensor<512x2048xf32>
    %cst_18 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %59 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<f32>) -> tensor<512x2048xf32>
    %60 = stablehlo.multiply %59, %57 : tensor<512x2048xf32>
    %cst_19 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %61 = stablehlo.reduce(%58 init: %cst_19) applies stablehlo.add across dimensions = [0, 1] : (tensor<512x2048xf32>, tensor<f32>) -> tensor<f32>
    %cst_20 = stablehlo.constant dense<0x49800000> : tensor<f32>
    %62 = stablehlo.divide %61, %cst_20 : tensor<f32>
    %cst_21 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %cst_22 = stablehlo.constant dense<0x49800000> : tensor<f32>
    %63 = stablehlo.divide %cst_21, %cst_22 : tensor<f32>
    %64 = stablehlo.broadcast_in_dim %63, dims = [] : (tensor<f32>) -> tensor<512x2048xf32>
    %65 = stablehlo.multiply %64, %60 : tensor<512x2048xf32>
    %66 = call @_where_7(%54, %65) : (tensor<512x2048xi1>, tensor<512x2048xf32>) -> tensor<512x2048xf32>
    %cst_23 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %67 = stablehlo.broadcast_in_dim %cst_23, dims = [] : (tensor<f32>) -> tensor<512x2048xf32>
    %68 = stablehlo.multiply %66, %67 : tensor<512x2048xf32>
    %cst_24 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %69 = stablehlo.broadcast_in_dim %cst_24, dims = [] : (tensor<f32>) -> tensor<512x2048xf32>
    %70 = stablehlo.select %51, %68, %69 : tensor<512x2048xi1>, tensor<512x2048xf32>
    %71 = stablehlo.dot_general %70, %47, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<512x2048xf32>, tensor<512x2048xf32>) -> tensor<2048x2048xf32>
    %72 = stablehlo.transpose %71, dims = [1, 0] : (tensor<2048x2048xf32>) -> tensor<2048x2048xf32>
    %73 = stablehlo.dot_general %70, %arg3, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<512x2048xf32>, tensor<2048x2048xf32>) -> tensor<512x2048xf32>
    %74 = call @_where_7(%44, %73) : (tensor<512x2048xi1>, tensor<512x2048xf32>) -> tensor<512x2048xf32>
    %cst_25 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %75 = stablehlo.broadcast_in_dim %cst_25, dims = [] : (tensor<f32>) -> tensor<512x2048xf32>
    %76 = stablehlo.multiply %74, %75 : tensor<512x2048xf32>
    %cst_26 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %77 = stablehlo.broadcast_in_dim %cst_26, dims = [] : (tensor<f32>) -> tensor<512x2048xf32>
    %78 = stablehlo.select %41, %76, %77 : tensor<512x2048xi1>, tensor<512x2048xf32>
    %79 = stablehlo.dot_general %78, %37, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<512x2048xf32>, tensor<512x2048xf32>) -> tensor<2048x2048xf32>
    %80 = stablehlo.transpose %79, dims = [1, 0] : (tensor<2048x2048xf32>) -> tensor<2048x2048xf32>
    %81 = stablehlo.dot_general %78, %arg2, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<512x2048xf32>, tensor<2048x2048xf32>) -> tensor<512x2048xf32>
    %82 = call @_where_7(%34, %81) : (tensor<512x2048xi1>, tensor<512x2048xf32>) -> tensor<512x2048xf32>
    %cst_27 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %83 = stablehlo.broadcast_in_dim %cst_27, dims = [] : (tensor<f32>) -> tensor<512x2048xf32>
    %84 = stablehlo.multiply %82, %83 : tensor<512x2048xf32>
    %cst_28 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %85 = stablehlo.broadcast_in_dim %cst_28, dims = [] : (tensor<f32>) -> tensor<512x2048xf32>
    %86 = stablehlo.select %31, %84, %85 : tensor<512x2048xi1>, tensor<512x2048xf32>
    %87 = stablehlo.dot_general %86, %27, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<512x2048xf32>, tensor<512x2048xf32>) -> tensor<2048x2048xf32>
    %88 = stablehlo.transpose %87, dims = [1, 0] : (tensor<2048x2048xf32>) -> tensor<2048x2048xf32>
    %89 = stablehlo.dot_general %86, %arg1, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<512x2048xf32>, tensor<2048x2048xf32>) -> tensor<512x2048xf32>
    %90 = call @_where_7(%24, %89) : (tensor<512x2048xi1>, tensor<512x2048xf32>) -> tensor<512x2048xf32>
    %cst_29 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %91 = stablehlo.broadcast_in_dim %cst_29, dims = [] : (tensor<f32>) -> tensor<512x2048xf32>
    %92 = stablehlo.multiply %90, %91 : tensor<512x2048xf32>
    %cst_30 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %93 = stablehlo.broadcast_in_dim %cst_30, dims = [] : (tensor<f32>) -> tensor<512x2048xf32>
    %94 = stablehlo.select %21, %92, %93 : tensor<512x2048xi1>, tensor<512x2048xf32>
    %95 = stablehlo.dot_general %94, %17, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<512x2048xf32>, tensor<512x2048xf32>) -> tensor<2048x2048xf32>
    %96 = stablehlo.transpose %95, dims = [1, 0] : (tensor<2048x2048xf32>) -> tensor<2048x2048xf32>
    %cst_31 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %97 = stablehlo.broadcast_in_dim %cst_31, dims = [] : (tensor<f32>) -> tensor<2048x2048xf32>
    %98 = stablehlo.multiply %97, %96 : tensor<2048x2048xf32>
    %99 = stablehlo.subtract %arg0, %98 : tensor<2048x2048xf32>
    %cst_32 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %100 = stablehlo.broadcast_in_dim %cst_32, dims = [] : (tensor<f32>) -> tensor<2048x2048xf32>
    %101 = stablehlo.multiply %100, %88 : tensor<2048x2048xf32>
    %102 = stablehlo.subtract %arg1, %101 : tensor<2048x2048xf32>
    %cst_33 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %103 = stablehlo.broadcast_in_dim %cst_33, dims = [] : (tensor<f32>) -> tensor<2048x2048xf32>
    %104 = stablehlo.multiply %103, %80 : tensor<2048x2048xf32>
    %105 = stablehlo.subtract %arg2, %104 : tensor<2048x2048xf32>
    %cst_34 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %106 = stablehlo.broadcast_in_dim %cst_34, dims = [] : (tensor<f32>) -> tensor<2048x2048xf32>
    %107 = stablehlo.multiply %106, %72 : tensor<2048x2048xf32>
    %108 = stablehlo.subtract %arg3, %107 : tensor<2048x2048xf32>
    return %99, %102, %105, %108, %2, %62 : tensor<2048x2048xf32>, tensor<2048x2048xf32>, tensor<2048x2048xf32>, tensor<2048x2048xf32>, tensor<2xui32>, tensor<f32>
  }
  func.func private @_threefry_split(%arg0: tensor<2xui32>) -> tensor<2x2xui32> {
    %0 = stablehlo.slice %arg0 [0:1] : (tensor<2xui32>) -> tensor<1xui32>
    %1 = stablehlo.reshape %0 : (tensor<1xui32>) -> tensor<ui32>
    %2 = stablehlo.slice %arg0 [1:2] : (tensor<2xui32>) -> tensor<1xui32>
    %3 = stablehlo.reshape %2 : (tensor<1xui32>) -> tensor<ui32>
    %4 = stablehlo.iota dim = 0 : tensor<2xui64>
    %c = stablehlo.constant dense<1> : tensor<ui64>
    %5 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<ui64>) -> tensor<2xui64>
    %6 = stablehlo.multiply %5, %4 : tensor<2xui64>
    %c_0 = stablehlo.constant dense<32> : tensor<ui64>
    %7 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<ui64>) -> tensor<2xui64>
    %8 = stablehlo.shift_right_logical %6, %7 : tensor<2xui64>
    %9 = stablehlo.convert %6 : (tensor<2xui64>) -> tensor<2xui32>
    %10 = stablehlo.convert %8 : (tensor<2xui64>) -> tensor<2xui32>
    %11:2 = call @threefry2x32(%1, %3, %10, %9) : (tensor<ui32>, tensor<ui32>, tensor<2xui32>, tensor<2xui32>) -> (tensor<2xui32>, tensor<2xui32>)
    %12 = stablehlo.broadcast_in_dim %11#0, dims = [0] : (tensor<2xui32>) -> tensor<2x1xui32>
    %13 = stablehlo.broadcast_in_dim %11#1, dims = [0] : (tensor<2xui32>) -> tensor<2x1xui32>
    %14 = stablehlo.concatenate %12, %13, dim = 1 : (tensor<2x1xui32>, tensor<2x1xui32>) -> tensor<2x2xui32>
    return %14 : tensor<2x2xui32>
  }
  func.func private @threefry2x32(%arg0: tensor<ui32>, %arg1: tensor<ui32>, %arg2: tensor<2xui32>, %arg3: tensor<2xui32>) -> (tensor<2xui32>, tensor<2xui32>) {
    %c = stablehlo.constant dense<[13, 15, 26, 6]> : tensor<4xui32>
    %c_0 = stablehlo.constant dense<[17, 29, 16, 24]> : tensor<4xui32>
    %0 = stablehlo.xor %arg0, %arg1 : tensor<ui32>
    %c_1 = stablehlo.constant dense<466688986> : tensor<ui32>
    %1 = stablehlo.xor %0, %c_1 : tensor<ui32>
    %2 = stablehlo.broadcast_in_dim %arg0, dims = [] : (tensor<ui32>) -> tensor<2xui32>
    %3 = stablehlo.add %arg2, %2 : tensor<2xui32>
    %4 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<ui32>) -> tensor<2xui32>
    %5 = stablehlo.add %arg3, %4 : tensor<2xui32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %6:9 = stablehlo.while(%iterArg = %c_3, %iterArg_4 = %c_2, %iterArg_5 = %3, %iterArg_6 = %5, %iterArg_7 = %arg1, %iterArg_8 = %1, %iterArg_9 = %arg0, %iterArg_10 = %c, %iterArg_11 = %c_0) : tensor<i32>, tensor<i32>, tensor<2xui32>, tensor<2xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>
    cond {
      %c_12 = stablehlo.constant dense<5> : tensor<i32>
      %7 = stablehlo.compare LT, %iterArg, %c_12, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %7 : tensor<i1>
    } do {
      %7:8 = func.call @closed_call(%iterArg_4, %iterArg_5, %iterArg_6, %iterArg_7, %iterArg_8, %iterArg_9, %iterArg_10, %iterArg_11) : (tensor<i32>, tensor<2xui32>, tensor<2xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) -> (tensor<i32>, tensor<2xui32>, tensor<2xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>)
      %c_12 = stablehlo.constant dense<1> : tensor<i32>
      %8 = stablehlo.add %iterArg, %c_12 : tensor<i32>
      stablehlo.return %8, %7#0, %7#1, %7#2, %7#3, %7#4, %7#5, %7#6, %7#7 : tensor<i32>, tensor<i32>, tensor<2xui32>, tensor<2xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>
    }
    return %6#2, %6#3 : tensor<2xui32>, tensor<2xui32>
  }
  func.func private @closed_call(%arg0: tensor<i32>, %arg1: tensor<2xui32>, %arg2: tensor<2xui32>, %arg3: tensor<ui32>, %arg4: tensor<ui32>, %arg5: tensor<ui32>, %arg6: tensor<4xui32>, %arg7: tensor<4xui32>) -> (tensor<i32>, tensor<2xui32>, tensor<2xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) {
    %c = stablehlo.constant dense<1> : tensor<i32>
    %0 = stablehlo.add %arg0, %c : tensor<i32>
    %1 = stablehlo.slice %arg6 [0:1] : (tensor<4xui32>) -> tensor<1xui32>
    %2 = stablehlo.reshape %1 : (tensor<1xui32>) -> tensor<ui32>
    %3 = stablehlo.add %arg1, %arg2 : tensor<2xui32>
    %4 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<ui32>) -> tensor<2xui32>
    %5 = stablehlo.shift_left %arg2, %4 : tensor<2xui32>
    %c_0 = stablehlo.constant dense<32> : tensor<ui32>
    %6 = stablehlo.subtract %c_0, %2 : tensor<ui32>
    %7 = stablehlo.broadcast_in_dim %6, dims = [] : (tensor<ui32>) -> tensor<2xui32>
    %8 = stablehlo.shift_right_logical %arg2, %7 : tensor<2xui32>
    %9 = stablehlo.or %5, %8 : tensor<2xui32>
    %10 = stablehlo.xor %3, %9 : tensor<2xui32>
    %11 = stablehlo.slice %arg6 [1:2] : (tensor<4xui32>) -> tensor<1xui32>
    %12 = stablehlo.reshape %11 : (tensor<1xui32>) -> tensor<ui32>
    %13 = stablehlo.add %3, %10 : tensor<2xui32>
    %14 = stablehlo.broadcast_in_dim %12, dims = [] : (tensor<ui32>) -> tensor<2xui32>
    %15 = stablehlo.shift_left %10, %14 : tensor<2xui32>
    %c_1 = stablehlo.constant dense<32> : tensor<ui32>
    %16 = stablehlo.subtract %c_1, %12 : tensor<ui32>
    %17 = stablehlo.broadcast_in_dim %16, dims = [] : (tensor<ui32>) -> tensor<2xui32>
    %18 = stablehlo.shift_right_logical %10, %17 : tensor<2xui32>
    %19 = stablehlo.or %15, %18 : tensor<2xui32>
    %20 = stablehlo.xor %13, %19 : tensor<2xui32>
    %21 = stablehlo.slice %arg6 [2:3] : (tensor<4xui32>) -> tensor<1xui32>
    %22 = stablehlo.reshape %21 : (tensor<1xui32>) -> tensor<ui32>
    %23 = stablehlo.add %13, %20 : tensor<2xui32>
    %24 = stablehlo.broadcast_in_dim %22, dims = [] : (tensor<ui32>) -> tensor<2xui32>
    %25 = stablehlo.shift_left %20, %24 : tensor<2xui32>
    %c_2 = stablehlo.constant dense<32> : tensor<ui32>
    %26 = stablehlo.subtract %c_2, %22 : tensor<ui32>
    %27 = stablehlo.broadcast_in_dim %26, dims = [] : (tensor<ui32>) -> tensor<2xui32>
    %28 = stablehlo.shift_right_logical %20, %27 : tensor<2xui32>
    %29 = stablehlo.or %25, %28 : tensor<2xui32>
    %30 = stablehlo.xor %23, %29 : tensor<2xui32>
    %31 = stablehlo.slice %arg6 [3:4] : (tensor<4xui32>) -> tensor<1xui32>
    %32 = stablehlo.reshape %31 : (tensor<1xui32>) -> tensor<ui32>
    %33 = stablehlo.add %23, %30 : tensor<2xui32>
    %34 = stablehlo.broadcast_in_dim %32, dims = [] : (tensor<ui32>) -> tensor<2xui32>
    %35 = stablehlo.shift_left %30, %34 : tensor<2xui32>
    %c_3 = stablehlo.constant dense<32> : tensor<ui32>
    %36 = stablehlo.subtract %c_3, %32 : tensor<ui32>
    %37 = stablehlo.broadcast_in_dim %36, dims = [] : (tensor<ui32>) -> tensor<2xui32>
    %38 = stablehlo.shift_right_logical %30, %37 : tensor<2xui32>
    %39 = stablehlo.or %35, %38 : tensor<2xui32>
    %40 = stablehlo.xor %33, %39 : tensor<2xui32>
    %41 = stablehlo.broadcast_in_dim %arg3, dims = [] : (tensor<ui32>) -> tensor<2xui32>
    %42 = stablehlo.add %33, %41 : tensor<2xui32>
    %43 = stablehlo.broadcast_in_dim %arg4, dims = [] : (tensor<ui32>) -> tensor<2xui32>
    %44 = stablehlo.add %40, %43 : tensor<2xui32>
    %c_4 = stablehlo.constant dense<1> : tensor<i32>
    %45 = stablehlo.add %arg0, %c_4 : tensor<i32>
    %46 = stablehlo.convert %45 : (tensor<i32>) -> tensor<ui32>
    %47 = stablehlo.broadcast_in_dim %46, dims = [] : (tensor<ui32>) -> tensor<2xui32>
    %48 = stablehlo.add %44, %47 : tensor<2xui32>
    return %0, %42, %48, %arg4, %arg5, %arg3, %arg7, %arg6 : tensor<i32>, tensor<2xui32>, tensor<2xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>
  }
  func.func private @_threefry_split_0(%arg0: tensor<2xui32>) -> tensor<6x2xui32> {
    %0 = stablehlo.slice %arg0 [0:1] : (tensor<2xui32>) -> tensor<1xui32>
    %1 = stablehlo.reshape %0 : (tensor<1xui32>) -> tensor<ui32>
    %2 = stablehlo.slice %arg0 [1:2] : (tensor<2xui32>) -> tensor<1xui32>
    %3 = stablehlo.reshape %2 : (tensor<1xui32>) -> tensor<ui32>
    %4 = stablehlo.iota dim = 0 : tensor<6xui64>
    %c = stablehlo.constant dense<1> : tensor<ui64>
    %5 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<ui64>) -> tensor<6xui64>
    %6 = stablehlo.multiply %5, %4 : tensor<6xui64>
    %c_0 = stablehlo.constant dense<32> : tensor<ui64>
    %7 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<ui64>) -> tensor<6xui64>
    %8 = stablehlo.shift_right_logical %6, %7 : tensor<6xui64>
    %9 = stablehlo.convert %6 : (tensor<6xui64>) -> tensor<6xui32>
    %10 = stablehlo.convert %8 : (tensor<6xui64>) -> tensor<6xui32>
    %11:2 = call @threefry2x32_1(%1, %3, %10, %9) : (tensor<ui32>, tensor<ui32>, tensor<6xui32>, tensor<6xui32>) -> (tensor<6xui32>, tensor<6xui32>)
    %12 = stablehlo.broadcast_in_dim %11#0, dims = [0] : (tensor<6xui32>) -> tensor<6x1xui32>
    %13 = stablehlo.broadcast_in_dim %11#1, dims = [0] : (tensor<6xui32>) -> tensor<6x1xui32>
    %14 = stablehlo.concatenate %12, %13, dim = 1 : (tensor<6x1xui32>, tensor<6x1xui32>) -> tensor<6x2xui32>
    return %14 : tensor<6x2xui32>
  }
  func.func private @threefry2x32_1(%arg0: tensor<ui32>, %arg1: tensor<ui32>, %arg2: tensor<6xui32>, %arg3: tensor<6xui32>) -> (tensor<6xui32>, tensor<6xui32>) {
    %c = stablehlo.constant dense<[13, 15, 26, 6]> : tensor<4xui32>
    %c_0 = stablehlo.constant dense<[17, 29, 16, 24]> : tensor<4xui32>
    %0 = stablehlo.xor %arg0, %arg1 : tensor<ui32>
    %c_1 = stablehlo.constant dense<466688986> : tensor<ui32>
    %1 = stablehlo.xor %0, %c_1 : tensor<ui32>
    %2 = stablehlo.broadcast_in_dim %arg0, dims = [] : (tensor<ui32>) -> tensor<6xui32>
    %3 = stablehlo.add %arg2, %2 : tensor<6xui32>
    %4 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<ui32>) -> tensor<6xui32>
    %5 = stablehlo.add %arg3, %4 : tensor<6xui32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %6:9 = stablehlo.while(%iterArg = %c_3, %iterArg_4 = %c_2, %iterArg_5 = %3, %iterArg_6 = %5, %iterArg_7 = %arg1, %iterArg_8 = %1, %iterArg_9 = %arg0, %iterArg_10 = %c, %iterArg_11 = %c_0) : tensor<i32>, tensor<i32>, tensor<6xui32>, tensor<6xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>
    cond {
      %c_12 = stablehlo.constant dense<5> : tensor<i32>
      %7 = stablehlo.compare LT, %iterArg, %c_12, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %7 : tensor<i1>
    } do {
      %7:8 = func.call @closed_call_2(%iterArg_4, %iterArg_5, %iterArg_6, %iterArg_7, %iterArg_8, %iterArg_9, %iterArg_10, %iterArg_11) : (tensor<i32>, tensor<6xui32>, tensor<6xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) -> (tensor<i32>, tensor<6xui32>, tensor<6xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>)
      %c_12 = stablehlo.constant dense<1> : tensor<i32>
      %8 = stablehlo.add %iterArg, %c_12 : tensor<i32>
      stablehlo.return %8, %7#0, %7#1, %7#2, %7#3, %7#4, %7#5, %7#6, %7#7 : tensor<i32>, tensor<i32>, tensor<6xui32>, tensor<6xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>
    }
    return %6#2, %6#3 : tensor<6xui32>, tensor<6xui32>
  }
  func.func private @closed_call_2(%arg0: tensor<i32>, %arg1: tensor<6xui32>, %arg2: tensor<6xui32>, %arg3: tensor<ui32>, %arg4: tensor<ui32>, %arg5: tensor<ui32>, %arg6: tensor<4xui32>, %arg7: tensor<4xui32>) -> (tensor<i32>, tensor<6xui32>, tensor<6xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) {
    %c = stablehlo.constant dense<1> : tensor<i32>
    %0 = stablehlo.add %arg0, %c : tensor<i32>
    %1 = stablehlo.slice %arg6 [0:1] : (tensor<4xui32>) -> tensor<1xui32>
    %2 = stablehlo.reshape %1 : (tensor<1xui32>) -> tensor<ui32>
    %3 = stablehlo.add %arg1, %arg2 : tensor<6xui32>
    %4 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<ui32>) -> tensor<6xui32>
    %5 = stablehlo.shift_left %arg2, %4 : tensor<6xui32>
    %c_0 = stablehlo.constant dense<32> : tensor<ui32>
    %6 = stablehlo.subtract %c_0, %2 : tensor<ui32>
    %7 = stablehlo.broadcast_in_dim %6, dims = [] : (tensor<ui32>) -> tensor<6xui32>
    %8 = stablehlo.shift_right_logical %arg2, %7 : tensor<6xui32>
    %9 = stablehlo.or %5, %8 : tensor<6xui32>
    %10 = stablehlo.xor %3, %9 : tensor<6xui32>
    %11 = stablehlo.slice %arg6 [1:2] : (tensor<4xui32>) -> tensor<1xui32>
    %12 = stablehlo.reshape %11 : (tensor<1xui32>) -> tensor<ui32>
    %13 = stablehlo.add %3, %10 : tensor<6xui32>
    %14 = stablehlo.broadcast_in_dim %12, dims = [] : (tensor<ui32>) -> tensor<6xui32>
    %15 = stablehlo.shift_left %10, %14 : tensor<6xui32>
    %c_1 = stablehlo.constant dense<32> : tensor<ui32>
    %16 = stablehlo.subtract %c_1, %12 : tensor<ui32>
    %17 = stablehlo.broadcast_in_dim %16, dims = [] : (tensor<ui32>) -> tensor<6xui32>
    %18 = stablehlo.shift_right_logical %10, %17 : tensor<6xui32>
    %19 = stablehlo.or %15, %18 : tensor<6xui32>
    %20 = stablehlo.xor %13, %19 : tensor<6xui32>
    %21 = stablehlo.slice %arg6 [2:3] : (tensor<4xui32>) -> tensor<1xui32>
    %22 = stablehlo.reshape %21 : (tensor<1xui32>) -> tensor<ui32>
    %23 = stablehlo.add %13, %20 : tensor<6xui32>
    %24 = stablehlo.broadcast_in_dim %22, dims = [] : (tensor<ui32>) -> tensor<6xui32>
    %25 = stablehlo.shift_left %20, %24 : tensor<6xui32>
    %c_2 = stablehlo.constant dense<32> : tensor<ui32>
    %26 = stablehlo.subtract %c_2, %22 : tensor<ui32>
    %27 = stablehlo.broadcast_in_dim %26, dims = [] : (tensor<ui32>) -> tensor<6xui32>
    %28 = stablehlo.shift_right_logical %20, %27 : tensor<6xui32>
    %29 = stablehlo.or %25, %28 : tensor<6xui32>
    %30 = stablehlo.xor %23, %29 : tensor<6xui32>
    %31 = stablehlo.slice %arg6 [3:4] : (tensor<4xui32>) -> tensor<1xui32>
    %32 = stablehlo.reshape %31 : (tensor<1xui32>) -> tensor<ui32>
    %33 = stablehlo.add %23, %30 : tensor<6xui32>
    %34 = stablehlo.broadcast_in_dim %32, dims = [] : (tensor<ui32>) -> tensor<6xui32>
    %35 = stablehlo.shift_left %30, %34 : tensor<6xui32>
    %c_3 = stablehlo.constant dense<32> : tensor<ui32>
    %36 = stablehlo.subtract %c_3, %32 : tensor<ui32>
    %37 = stablehlo.broadcast_in_dim %36, dims = [] : (tensor<ui32>) -> tensor<6xui32>
    %38 = stablehlo.shift_right_logical %30, %37 : tensor<6xui32>
    %39 = stablehlo.or %35, %38 : tensor<6xui32>
    %40 = stablehlo.xor %33, %39 : tensor<6xui32>
    %41 = stablehlo.broadcast_in_dim %arg3, dims = [] : (tensor<ui32>) -> tensor<6xui32>
    %42 = stablehlo.add %33, %41 : tensor<6xui32>
    %43 = stablehlo.broadcast_in_dim %arg4, dims = [] : (tensor<ui32>) -> tensor<6xui32>
    %44 = stablehlo.add %40, %43 : tensor<6xui32>
    %c_4 = stablehlo.constant dense<1> : tensor<i32>
    %45 = stablehlo.add %arg0, %c_4 : tensor<i32>
    %46 = stablehlo.convert %45 : (tensor<i32>) -> tensor<ui32>
    %47 = stablehlo.broadcast_in_dim %46, dims = [] : (tensor<ui32>) -> tensor<6xui32>
    %48 = stablehlo.add %44, %47 : tensor<6xui32>
    return %0, %42, %48, %arg4, %arg5, %arg3, %arg7, %arg6 : tensor<i32>, tensor<6xui32>, tensor<6xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>
  }
  func.func private @_normal(%arg0: tensor<2xui32>) -> tensor<512x2048xf32> {
    %0 = call @_normal_real(%arg0) : (tensor<2xui32>) -> tensor<512x2048xf32>
    return %0 : tensor<512x2048xf32>
  }
  func.func private @_normal_real(%arg0: tensor<2xui32>) -> tensor<512x2048xf32> {
    %cst = stablehlo.constant dense<-0.99999994> : tensor<f32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %0 = call @_uniform(%arg0, %cst, %cst_0) : (tensor<2xui32>, tensor<f32>, tensor<f32>) -> tensor<512x2048xf32>
    %1 = chlo.erf_inv %0 : tensor<512x2048xf32> -> tensor<512x2048xf32>
    %cst_1 = stablehlo.constant dense<1.41421354> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<512x2048xf32>
    %3 = stablehlo.multiply %2, %1 : tensor<512x2048xf32>
    return %3 : tensor<512x2048xf32>
  }
  func.func private @_uniform(%arg0: tensor<2xui32>, %arg1: tensor<f32>, %arg2: tensor<f32>) -> tensor<512x2048xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<f32>) -> tensor<1x1xf32>
    %1 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<f32>) -> tensor<1x1xf32>
    %2 = stablehlo.slice %arg0 [0:1] : (tensor<2xui32>) -> tensor<1xui32>
    %3 = stablehlo.reshape %2 : (tensor<1xui32>) -> tensor<ui32>
    %4 = stablehlo.slice %arg0 [1:2] : (tensor<2xui32>) -> tensor<1xui32>
    %5 = stablehlo.reshape %4 : (tensor<1xui32>) -> tensor<ui32>
    %6 = stablehlo.iota dim = 0 : tensor<512x2048xui64>
    %7 = stablehlo.iota dim = 1 : tensor<512x2048xui64>
    %c = stablehlo.constant dense<2048> : tensor<ui64>
    %8 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<ui64>) -> tensor<512x2048xui64>
    %9 = stablehlo.multiply %8, %6 : tensor<512x2048xui64>
    %c_0 = stablehlo.constant dense<1> : tensor<ui64>
    %10 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<ui64>) -> tensor<512x2048xui64>
    %11 = stablehlo.multiply %10, %7 : tensor<512x2048xui64>
    %12 = stablehlo.add %9, %11 : tensor<512x2048xui64>
    %c_1 = stablehlo.constant dense<32> : tensor<ui64>
    %13 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<ui64>) -> tensor<512x2048xui64>
    %14 = stablehlo.shift_right_logical %12, %13 : tensor<512x2048xui64>
    %15 = stablehlo.convert %12 : (tensor<512x2048xui64>) -> tensor<512x2048xui32>
    %16 = stablehlo.convert %14 : (tensor<512x2048xui64>) -> tensor<512x2048xui32>
    %17:2 = call @threefry2x32_3(%3, %5, %16, %15) : (tensor<ui32>, tensor<ui32>, tensor<512x2048xui32>, tensor<512x2048xui32>) -> (tensor<512x2048xui32>, tensor<512x2048xui32>)
    %18 = stablehlo.xor %17#0, %17#1 : tensor<512x2048xui32>
    %c_2 = stablehlo.constant dense<9> : tensor<ui32>
    %19 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<ui32>) -> tensor<512x2048xui32>
    %20 = stablehlo.shift_right_logical %18, %19 : tensor<512x2048xui32>
    %c_3 = stablehlo.constant dense<1065353216> : tensor<ui32>
    %21 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<ui32>) -> tensor<512x2048xui32>
    %22 = stablehlo.or %20, %21 : tensor<512x2048xui32>
    %23 = stablehlo.bitcast_convert %22 : (tensor<512x2048xui32>) -> tensor<512x2048xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %24 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<512x2048xf32>
    %25 = stablehlo.subtract %23, %24 : tensor<512x2048xf32>
    %26 = stablehlo.subtract %1, %0 : tensor<1x1xf32>
    %27 = stablehlo.broadcast_in_dim %26, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<512x2048xf32>
    %28 = stablehlo.multiply %25, %27 : tensor<512x2048xf32>
    %29 = stablehlo.broadcast_in_dim %0, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<512x2048xf32>
    %30 = stablehlo.add %28, %29 : tensor<512x2048xf32>
    %31 = stablehlo.broadcast_in_dim %0, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<512x2048xf32>
    %32 = stablehlo.maximum %31, %30 : tensor<512x2048xf32>
    return %32 : tensor<512x2048xf32>
  }
  func.func private @threefry2x32_3(%arg0: tensor<ui32>, %arg1: tensor<ui32>, %arg2: tensor<512x2048xui32>, %arg3: tensor<512x2048xui32>) -> (tensor<512x2048xui32>, tensor<512x2048xui32>) {
    %c = stablehlo.constant dense<[13, 15, 26, 6]> : tensor<4xui32>
    %c_0 = stablehlo.constant dense<[17, 29, 16, 24]> : tensor<4xui32>
    %0 = stablehlo.xor %arg0, %arg1 : tensor<ui32>
    %c_1 = stablehlo.constant dense<466688986> : tensor<ui32>
    %1 = stablehlo.xor %0, %c_1 : tensor<ui32>
    %2 = stablehlo.broadcast_in_dim %arg0, dims = [] : (tensor<ui32>) -> tensor<512x2048xui32>
    %3 = stablehlo.add %arg2, %2 : tensor<512x2048xui32>
    %4 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<ui32>) -> tensor<512x2048xui32>
    %5 = stablehlo.add %arg3, %4 : tensor<512x2048xui32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %6:9 = stablehlo.while(%iterArg = %c_3, %iterArg_4 = %c_2, %iterArg_5 = %3, %iterArg_6 = %5, %iterArg_7 = %arg1, %iterArg_8 = %1, %iterArg_9 = %arg0, %iterArg_10 = %c, %iterArg_11 = %c_0) : tensor<i32>, tensor<i32>, tensor<512x2048xui32>, tensor<512x2048xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>
    cond {
      %c_12 = stablehlo.constant dense<5> : tensor<i32>
      %7 = stablehlo.compare LT, %iterArg, %c_12, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %7 : tensor<i1>
    } do {
      %7:8 = func.call @closed_call_4(%iterArg_4, %iterArg_5, %iterArg_6, %iterArg_7, %iterArg_8, %iterArg_9, %iterArg_10, %iterArg_11) : (tensor<i32>, tensor<512x2048xui32>, tensor<512x2048xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) -> (tensor<i32>, tensor<512x2048xui32>, tensor<512x2048xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>)
      %c_12 = stablehlo.constant dense<1> : tensor<i32>
      %8 = stablehlo.add %iterArg, %c_12 : tensor<i32>
      stablehlo.return %8, %7#0, %7#1, %7#2, %7#3, %7#4, %7#5, %7#6, %7#7 : tensor<i32>, tensor<i32>, tensor<512x2048xui32>, tensor<512x2048xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>
    }
    return %6#2, %6#3 : tensor<512x2048xui32>, tensor<512x2048xui32>
  }
  func.func private @closed_call_4(%arg0: tensor<i32>, %arg1: tensor<512x2048xui32>, %arg2: tensor<512x2048xui32>, %arg3: tensor<ui32>, %arg4: tensor<ui32>, %arg5: tensor<ui32>, %arg6: tensor<4xui32>, %arg7: tensor<4xui32>) -> (tensor<i32>, tensor<512x2048xui32>, tensor<512x2048xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) {
    %c = stablehlo.constant dense<1> : tensor<i32>
    %0 = stablehlo.add %arg0, %c : tensor<i32>
    %1 = stablehlo.slice %arg6 [0:1] : (tensor<4xui32>) -> tensor<1xui32>
    %2 = stablehlo.reshape %1 : (tensor<1xui32>) -> tensor<ui32>
    %3 = stablehlo.add %arg1, %arg2 : tensor<512x2048xui32>
    %4 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<ui32>) -> tensor<512x2048xui32>
    %5 = stablehlo.shift_left %arg2, %4 : tensor<512x2048xui32>
    %c_0 = stablehlo.constant dense<32> : tensor<ui32>
    %6 = stablehlo.subtract %c_0, %2 : tensor<ui32>
    %7 = stablehlo.broadcast_in_dim %6, dims = [] : (tensor<ui32>) -> tensor<512x2048xui32>
    %8 = stablehlo.shift_right_logical %arg2, %7 : tensor<512x2048xui32>
    %9 = stablehlo.or %5, %8 : tensor<512x2048xui32>
    %10 = stablehlo.xor %3, %9 : tensor<512x2048xui32>
    %11 = stablehlo.slice %arg6 [1:2] : (tensor<4xui32>) -> tensor<1xui32>
    %12 = stablehlo.reshape %11 : (tensor<1xui32>) -> tensor<ui32>
    %13 = stablehlo.add %3, %10 : tensor<512x2048xui32>
    %14 = stablehlo.broadcast_in_dim %12, dims = [] : (tensor<ui32>) -> tensor<512x2048xui32>
    %15 = stablehlo.shift_left %10, %14 : tensor<512x2048xui32>
    %c_1 = stablehlo.constant dense<32> : tensor<ui32>
    %16 = stablehlo.subtract %c_1, %12 : tensor<ui32>
    %17 = stablehlo.broadcast_in_dim %16, dims = [] : (tensor<ui32>) -> tensor<512x2048xui32>
    %18 = stablehlo.shift_right_logical %10, %17 : tensor<512x2048xui32>
    %19 = stablehlo.or %15, %18 : tensor<512x2048xui32>
    %20 = stablehlo.xor %13, %19 : tensor<512x2048xui32>
    %21 = stablehlo.slice %arg6 [2:3] : (tensor<4xui32>) -> tensor<1xui32>
    %22 = stablehlo.reshape %21 : (tensor<1xui32>) -> tensor<ui32>
    %23 = stablehlo.add %13, %20 : tensor<512x2048xui32>
    %24 = stablehlo.broadcast_in_dim %22, dims = [] : (tensor<ui32>) -> tensor<512x2048xui32>
    %25 = stablehlo.shift_left %20, %24 : tensor<512x2048xui32>
    %c_2 = stablehlo.constant dense<32> : tensor<ui32>
    %26 = stablehlo.subtract %c_2, %22 : tensor<ui32>
    %27 = stablehlo.broadcast_in_dim %26, dims = [] : (tensor<ui32>) -> tensor<512x2048xui32>
    %28 = stablehlo.shift_right_logical %20, %27 : tensor<512x2048xui32>
    %29 = stablehlo.or %25, %28 : tensor<512x2048xui32>
    %30 = stablehlo.xor %23, %29 : tensor<512x2048xui32>
    %31 = stablehlo.slice %arg6 [3:4] : (tensor<4xui32>) -> tensor<1xui32>
    %32 = stablehlo.reshape %31 : (tensor<1xui32>) -> tensor<ui32>
    %33 = stablehlo.add %23, %30 : tensor<512x2048xui32>
    %34 = stablehlo.broadcast_in_dim %32, dims = [] : (tensor<ui32>) -> tensor<512x2048xui32>
    %35 = stablehlo.shift_left %30, %34 : tensor<512x2048xui32>
    %c_3 = stablehlo.constant dense<32> : tensor<ui32>
    %36 = stablehlo.subtract %c_3, %32 : tensor<ui32>
    %37 = stablehlo.broadcast_in_dim %36, dims = [] : (tensor<ui32>) -> tensor<512x2048xui32>
    %38 = stablehlo.shift_right_logical %30, %37 : tensor<512x2048xui32>
    %39 = stablehlo.or %35, %38 : tensor<512x2048xui32>
    %40 = stablehlo.xor %33, %39 : tensor<512x2048xui32>
    %41 = stablehlo.broadcast_in_dim %arg3, dims = [] : (tensor<ui32>) -> tensor<512x2048xui32>
    %42 = stablehlo.add %33, %41 : tensor<512x2048xui32>
    %43 = stablehlo.broadcast_in_dim %arg4, dims = [] : (tensor<ui32>) -> tensor<512x2048xui32>
    %44 = stablehlo.add %40, %43 : tensor<512x2048xui32>
    %c_4 = stablehlo.constant dense<1> : tensor<i32>
    %45 = stablehlo.add %arg0, %c_4 : tensor<i32>
    %46 = stablehlo.convert %45 : (tensor<i32>) -> tensor<ui32>
    %47 = stablehlo.broadcast_in_dim %46, dims = [] : (tensor<ui32>) -> tensor<512x2048xui32>
    %48 = stablehlo.add %44, %47 : tensor<512x2048xui32>
    return %0, %42, %48, %arg4, %arg5, %arg3, %arg7, %arg6 : tensor<i32>, tensor<512x2048xui32>, tensor<512x2048xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>
  }
  func.func private @_bernoulli(%arg0: tensor<2xui32>, %arg1: tensor<f32>) -> tensor<512x2048xi1> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %0 = call @_uniform_5(%arg0, %cst, %cst_0) : (tensor<2xui32>, tensor<f32>, tensor<f32>) -> tensor<512x2048xf32>
    %1 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<f32>) -> tensor<512x2048xf32>
    %2 = stablehlo.compare LT, %0, %1, FLOAT : (tensor<512x2048xf32>, tensor<512x2048xf32>) -> tensor<512x2048xi1>
    return %2 : tensor<512x2048xi1>
  }
  func.func private @_uniform_5(%arg0: tensor<2xui32>, %arg1: tensor<f32>, %arg2: tensor<f32>) -> tensor<512x2048xf32> {
    %0 = stablehlo.convert %arg1 : tensor<f32>
    %1 = stablehlo.convert %arg2 : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<1x1xf32>
    %3 = stablehlo.broadcast_in_dim %1, dims = [] : (tensor<f32>) -> tensor<1x1xf32>
    %4 = stablehlo.slice %arg0 [0:1] : (tensor<2xui32>) -> tensor<1xui32>
    %5 = stablehlo.reshape %4 : (tensor<1xui32>) -> tensor<ui32>
    %6 = stablehlo.slice %arg0 [1:2] : (tensor<2xui32>) -> tensor<1xui32>
    %7 = stablehlo.reshape %6 : (tensor<1xui32>) -> tensor<ui32>
    %8 = stablehlo.iota dim = 0 : tensor<512x2048xui64>
    %9 = stablehlo.iota dim = 1 : tensor<512x2048xui64>
    %c = stablehlo.constant dense<2048> : tensor<ui64>
    %10 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<ui64>) -> tensor<512x2048xui64>
    %11 = stablehlo.multiply %10, %8 : tensor<512x2048xui64>
    %c_0 = stablehlo.constant dense<1> : tensor<ui64>
    %12 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<ui64>) -> tensor<512x2048xui64>
    %13 = stablehlo.multiply %12, %9 : tensor<512x2048xui64>
    %14 = stablehlo.add %11, %13 : tensor<512x2048xui64>
    %c_1 = stablehlo.constant dense<32> : tensor<ui64>
    %15 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<ui64>) -> tensor<512x2048xui64>
    %16 = stablehlo.shift_right_logical %14, %15 : tensor<512x2048xui64>
    %17 = stablehlo.convert %14 : (tensor<512x2048xui64>) -> tensor<512x2048xui32>
    %18 = stablehlo.convert %16 : (tensor<512x2048xui64>) -> tensor<512x2048xui32>
    %19:2 = call @threefry2x32_3(%5, %7, %18, %17) : (tensor<ui32>, tensor<ui32>, tensor<512x2048xui32>, tensor<512x2048xui32>) -> (tensor<512x2048xui32>, tensor<512x2048xui32>)
    %20 = stablehlo.xor %19#0, %19#1 : tensor<512x2048xui32>
    %c_2 = stablehlo.constant dense<9> : tensor<ui32>
    %21 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<ui32>) -> tensor<512x2048xui32>
    %22 = stablehlo.shift_right_logical %20, %21 : tensor<512x2048xui32>
    %c_3 = stablehlo.constant dense<1065353216> : tensor<ui32>
    %23 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<ui32>) -> tensor<512x2048xui32>
    %24 = stablehlo.or %22, %23 : tensor<512x2048xui32>
    %25 = stablehlo.bitcast_convert %24 : (tensor<512x2048xui32>) -> tensor<512x2048xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %26 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<512x2048xf32>
    %27 = stablehlo.subtract %25, %26 : tensor<512x2048xf32>
    %28 = stablehlo.subtract %3, %2 : tensor<1x1xf32>
    %29 = stablehlo.broadcast_in_dim %28, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<512x2048xf32>
    %30 = stablehlo.multiply %27, %29 : tensor<512x2048xf32>
    %31 = stablehlo.broadcast_in_dim %2, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<512x2048xf32>
    %32 = stablehlo.add %30, %31 : tensor<512x2048xf32>
    %33 = stablehlo.broadcast_in_dim %2, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<512x2048xf32>
    %34 = stablehlo.maximum %33, %32 : tensor<512x2048xf32>
    return %34 : tensor<512x2048xf32>
  }
  func.func private @_where(%arg0: tensor<512x2048xi1>, %arg1: tensor<512x2048xf32>, %arg2: tensor<i32>) -> tensor<512x2048xf32> {
    %0 = stablehlo.convert %arg2 : (tensor<i32>) -> tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<512x2048xf32>
    %2 = stablehlo.select %arg0, %arg1, %1 : tensor<512x2048xi1>, tensor<512x2048xf32>
    return %2 : tensor<512x2048xf32>
  }
  func.func private @relu(%arg0: tensor<512x2048xf32>) -> tensor<512x2048xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<512x2048xf32>
    %1 = stablehlo.maximum %arg0, %0 : tensor<512x2048xf32>
    return %1 : tensor<512x2048xf32>
  }
  func.func private @_where_6(%arg0: tensor<512x2048xi1>, %arg1: tensor<512x2048xf32>, %arg2: tensor<i32>) -> tensor<512x2048xf32> {
    %0 = stablehlo.convert %arg2 : (tensor<i32>) -> tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<512x2048xf32>
    %2 = stablehlo.select %arg0, %arg1, %1 : tensor<512x2048xi1>, tensor<512x2048xf32>
    return %2 : tensor<512x2048xf32>
  }
  func.func private @_where_7(%arg0: tensor<512x2048xi1>, %arg1: tensor<512x2048xf32>) -> tensor<512x2048xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<512x2048xf32>
    %1 = stablehlo.select %arg0, %arg1, %0 : tensor<512x2048xi1>, tensor<512x2048xf32>
    return %1 : tensor<512x2048xf32>
  }
}
