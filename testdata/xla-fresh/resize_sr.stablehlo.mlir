module @jit_resize_sr attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<3x3x3x32xf32>, %arg1: tensor<3x3x32x32xf32>, %arg2: tensor<3x3x32x3xf32>, %arg3: tensor<2x64x64x3xf32>, %arg4: tensor<2x256x256x3xf32>) -> (tensor<f32> {jax.result_info = "result[0]"}, tensor<3x3x3x32xf32> {jax.result_info = "result[1][0]"}, tensor<3x3x32x32xf32> {jax.result_info = "result[1][1]"}, tensor<3x3x32x3xf32> {jax.result_info = "result[1][2]"}) {
    %0 = call @_resize(%arg3) : (tensor<2x64x64x3xf32>) -> tensor<2x256x256x3xf32>
    %1 = stablehlo.convolution(%0, %arg0) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x256x256x3xf32>, tensor<3x3x3x32xf32>) -> tensor<2x256x256x32xf32>
    %2 = call @relu(%1) : (tensor<2x256x256x32xf32>) -> tensor<2x256x256x32xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %3 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x256x256x32xf32>
    %4 = stablehlo.compare GT, %1, %3, FLOAT : (tensor<2x256x256x32xf32>, tensor<2x256x256x32xf32>) -> tensor<2x256x256x32xi1>
    %5 = stablehlo.convolution(%2, %arg1) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x256x256x32xf32>, tensor<3x3x32x32xf32>) -> tensor<2x256x256x32xf32>
    %6 = call @relu(%5) : (tensor<2x256x256x32xf32>) -> tensor<2x256x256x32xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %7 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<2x256x256x32xf32>
    %8 = stablehlo.compare GT, %5, %7, FLOAT : (tensor<2x256x256x32xf32>, tensor<2x256x256x32xf32>) -> tensor<2x256x256x32xi1>
    %9 = stablehlo.convolution(%6, %arg2) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x256x256x32xf32>, tensor<3x3x32x3xf32>) -> tensor<2x256x256x3xf32>
    %10 = stablehlo.add %0, %9 : tensor<2x256x256x3xf32>
    %11 = stablehlo.subtract %10, %arg4 : tensor<2x256x256x3xf32>
    %12 = stablehlo.abs %11 : tensor<2x256x256x3xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %13 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<2x256x256x3xf32>
    %14 = stablehlo.compare GE, %11, %13, FLOAT : (tensor<2x256x256x3xf32>, tensor<2x256x256x3xf32>) -> tensor<2x256x256x3xi1>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %15 = stablehlo.reduce(%12 init: %cst_2) applies stablehlo.add across dimensions = [0, 1, 2, 3] : (tensor<2x256x256x3xf32>, tensor<f32>) -> tensor<f32>
    %cst_3 = stablehlo.constant dense<3.932160e+05> : tensor<f32>
    %16 = stablehlo.divide %15, %cst_3 : tensor<f32>
    %cst_4 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %cst_5 = stablehlo.constant dense<3.932160e+05> : tensor<f32>
    %17 = stablehlo.divide %cst_4, %cst_5 : tensor<f32>
    %18 = stablehlo.broadcast_in_dim %17, dims = [] : (tensor<f32>) -> tensor<2x256x256x3xf32>
    %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %19 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<2x256x256x3xf32>
    %20 = stablehlo.select %14, %19, %18 : tensor<2x256x256x3xi1>, tensor<2x256x256x3xf32>
    %21 = stablehlo.select %14, %18, %19 : tensor<2x256x256x3xi1>, tensor<2x256x256x3xf32>
    %22 = stablehlo.negate %20 : tensor<2x256x256x3xf32>
    %23 = stablehlo.add %21, %22 : tensor<2x256x256x3xf32>
    %24 = stablehlo.convolution(%6, %23) dim_numbers = [f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x256x256x32xf32>, tensor<2x256x256x3xf32>) -> tensor<3x3x32x3xf32>
    %25 = stablehlo.reverse %arg2, dims = [0, 1] : tensor<3x3x32x3xf32>
    %26 = stablehlo.convolution(%23, %25) dim_numbers = [b, 0, 1, f]x[0, 1, o, i]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x256x256x3xf32>, tensor<3x3x32x3xf32>) -> tensor<2x256x256x32xf32>
    %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %27 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<2x256x256x32xf32>
    %28 = stablehlo.select %8, %26, %27 : tensor<2x256x256x32xi1>, tensor<2x256x256x32xf32>
    %29 = stablehlo.convolution(%2, %28) dim_numbers = [f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x256x256x32xf32>, tensor<2x256x256x32xf32>) -> tensor<3x3x32x32xf32>
    %30 = stablehlo.reverse %arg1, dims = [0, 1] : tensor<3x3x32x32xf32>
    %31 = stablehlo.convolution(%28, %30) dim_numbers = [b, 0, 1, f]x[0, 1, o, i]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x256x256x32xf32>, tensor<3x3x32x32xf32>) -> tensor<2x256x256x32xf32>
    %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %32 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<2x256x256x32xf32>
    %33 = stablehlo.select %4, %31, %32 : tensor<2x256x256x32xi1>, tensor<2x256x256x32xf32>
    %34 = stablehlo.convolution(%0, %33) dim_numbers = [f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x256x256x3xf32>, tensor<2x256x256x32xf32>) -> tensor<3x3x3x32xf32>
    return %16, %34, %29, %24 : tensor<f32>, tensor<3x3x3x32xf32>, tensor<3x3x32x32xf32>, tensor<3x3x32x3xf32>
  }
  func.func private @_resize(%arg0: tensor<2x64x64x3xf32>) -> tensor<2x256x256x3xf32> {
    %cst = stablehlo.constant dense<2.500000e-01> : tensor<f32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %0 = stablehlo.maximum %cst, %cst_0 : tensor<f32>
    %1 = stablehlo.iota dim = 0 : tensor<256xf32>
    %cst_1 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %3 = stablehlo.add %1, %2 : tensor<256xf32>
    %cst_2 = stablehlo.constant dense<2.500000e-01> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %5 = stablehlo.multiply %3, %4 : tensor<256xf32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %6 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %7 = stablehlo.subtract %5, %6 : tensor<256xf32>
    %cst_4 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %8 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %9 = stablehlo.subtract %7, %8 : tensor<256xf32>
    %10 = stablehlo.iota dim = 0 : tensor<64xf32>
    %11 = stablehlo.broadcast_in_dim %9, dims = [1] : (tensor<256xf32>) -> tensor<1x256xf32>
    %12 = stablehlo.broadcast_in_dim %10, dims = [0] : (tensor<64xf32>) -> tensor<64x1xf32>
    %13 = stablehlo.broadcast_in_dim %11, dims = [0, 1] : (tensor<1x256xf32>) -> tensor<64x256xf32>
    %14 = stablehlo.broadcast_in_dim %12, dims = [0, 1] : (tensor<64x1xf32>) -> tensor<64x256xf32>
    %15 = stablehlo.subtract %13, %14 : tensor<64x256xf32>
    %16 = stablehlo.abs %15 : tensor<64x256xf32>
    %17 = stablehlo.convert %0 : tensor<f32>
    %18 = stablehlo.broadcast_in_dim %17, dims = [] : (tensor<f32>) -> tensor<64x256xf32>
    %19 = stablehlo.divide %16, %18 : tensor<64x256xf32>
    %20 = stablehlo.abs %19 : tensor<64x256xf32>
    %cst_5 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %21 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<64x256xf32>
    %22 = stablehlo.subtract %21, %20 : tensor<64x256xf32>
    %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %23 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<64x256xf32>
    %24 = stablehlo.maximum %23, %22 : tensor<64x256xf32>
    %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %25 = stablehlo.reduce(%24 init: %cst_7) applies stablehlo.add across dimensions = [0] : (tensor<64x256xf32>, tensor<f32>) -> tensor<256xf32>
    %26 = stablehlo.broadcast_in_dim %25, dims = [1] : (tensor<256xf32>) -> tensor<1x256xf32>
    %27 = stablehlo.abs %26 : tensor<1x256xf32>
    %cst_8 = stablehlo.constant dense<1.1920929E-4> : tensor<f32>
    %28 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<1x256xf32>
    %29 = stablehlo.compare GT, %27, %28, FLOAT : (tensor<1x256xf32>, tensor<1x256xf32>) -> tensor<1x256xi1>
    %cst_9 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %30 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<1x256xf32>
    %31 = stablehlo.compare NE, %26, %30, FLOAT : (tensor<1x256xf32>, tensor<1x256xf32>) -> tensor<1x256xi1>
    %c = stablehlo.constant dense<1> : tensor<i32>
    %32 = call @_where(%31, %26, %c) : (tensor<1x256xi1>, tensor<1x256xf32>, tensor<i32>) -> tensor<1x256xf32>
    %33 = stablehlo.broadcast_in_dim %32, dims = [0, 1] : (tensor<1x256xf32>) -> tensor<64x256xf32>
    %34 = stablehlo.divide %24, %33 : tensor<64x256xf32>
    %c_10 = stablehlo.constant dense<0> : tensor<i32>
    %35 = call @_where_0(%29, %34, %c_10) : (tensor<1x256xi1>, tensor<64x256xf32>, tensor<i32>) -> tensor<64x256xf32>
    %cst_11 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %36 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %37 = stablehlo.compare GE, %9, %36, FLOAT : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xi1>
    %cst_12 = stablehlo.constant dense<6.350000e+01> : tensor<f32>
    %38 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %39 = stablehlo.compare LE, %9, %38, FLOAT : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xi1>
    %40 = stablehlo.and %37, %39 : tensor<256xi1>
    %41 = stablehlo.broadcast_in_dim %40, dims = [1] : (tensor<256xi1>) -> tensor<1x256xi1>
    %c_13 = stablehlo.constant dense<0> : tensor<i32>
    %42 = call @_where_0(%41, %35, %c_13) : (tensor<1x256xi1>, tensor<64x256xf32>, tensor<i32>) -> tensor<64x256xf32>
    %cst_14 = stablehlo.constant dense<2.500000e-01> : tensor<f32>
    %cst_15 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %43 = stablehlo.maximum %cst_14, %cst_15 : tensor<f32>
    %44 = stablehlo.iota dim = 0 : tensor<256xf32>
    %cst_16 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %45 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %46 = stablehlo.add %44, %45 : tensor<256xf32>
    %cst_17 = stablehlo.constant dense<2.500000e-01> : tensor<f32>
    %47 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %48 = stablehlo.multiply %46, %47 : tensor<256xf32>
    %cst_18 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %49 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %50 = stablehlo.subtract %48, %49 : tensor<256xf32>
    %cst_19 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %51 = stablehlo.broadcast_in_dim %cst_19, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %52 = stablehlo.subtract %50, %51 : tensor<256xf32>
    %53 = stablehlo.iota dim = 0 : tensor<64xf32>
    %54 = stablehlo.broadcast_in_dim %52, dims = [1] : (tensor<256xf32>) -> tensor<1x256xf32>
    %55 = stablehlo.broadcast_in_dim %53, dims = [0] : (tensor<64xf32>) -> tensor<64x1xf32>
    %56 = stablehlo.broadcast_in_dim %54, dims = [0, 1] : (tensor<1x256xf32>) -> tensor<64x256xf32>
    %57 = stablehlo.broadcast_in_dim %55, dims = [0, 1] : (tensor<64x1xf32>) -> tensor<64x256xf32>
    %58 = stablehlo.subtract %56, %57 : tensor<64x256xf32>
    %59 = stablehlo.abs %58 : tensor<64x256xf32>
    %60 = stablehlo.convert %43 : tensor<f32>
    %61 = stablehlo.broadcast_in_dim %60, dims = [] : (tensor<f32>) -> tensor<64x256xf32>
    %62 = stablehlo.divide %59, %61 : tensor<64x256xf32>
    %63 = stablehlo.abs %62 : tensor<64x256xf32>
    %cst_20 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %64 = stablehlo.broadcast_in_dim %cst_20, dims = [] : (tensor<f32>) -> tensor<64x256xf32>
    %65 = stablehlo.subtract %64, %63 : tensor<64x256xf32>
    %cst_21 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %66 = stablehlo.broadcast_in_dim %cst_21, dims = [] : (tensor<f32>) -> tensor<64x256xf32>
    %67 = stablehlo.maximum %66, %65 : tensor<64x256xf32>
    %cst_22 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %68 = stablehlo.reduce(%67 init: %cst_22) applies stablehlo.add across dimensions = [0] : (tensor<64x256xf32>, tensor<f32>) -> tensor<256xf32>
    %69 = stablehlo.broadcast_in_dim %68, dims = [1] : (tensor<256xf32>) -> tensor<1x256xf32>
    %70 = stablehlo.abs %69 : tensor<1x256xf32>
    %cst_23 = stablehlo.constant dense<1.1920929E-4> : tensor<f32>
    %71 = stablehlo.broadcast_in_dim %cst_23, dims = [] : (tensor<f32>) -> tensor<1x256xf32>
    %72 = stablehlo.compare GT, %70, %71, FLOAT : (tensor<1x256xf32>, tensor<1x256xf32>) -> tensor<1x256xi1>
    %cst_24 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %73 = stablehlo.broadcast_in_dim %cst_24, dims = [] : (tensor<f32>) -> tensor<1x256xf32>
    %74 = stablehlo.compare NE, %69, %73, FLOAT : (tensor<1x256xf32>, tensor<1x256xf32>) -> tensor<1x256xi1>
    %c_25 = stablehlo.constant dense<1> : tensor<i32>
    %75 = call @_where(%74, %69, %c_25) : (tensor<1x256xi1>, tensor<1x256xf32>, tensor<i32>) -> tensor<1x256xf32>
    %76 = stablehlo.broadcast_in_dim %75, dims = [0, 1] : (tensor<1x256xf32>) -> tensor<64x256xf32>
    %77 = stablehlo.divide %67, %76 : tensor<64x256xf32>
    %c_26 = stablehlo.constant dense<0> : tensor<i32>
    %78 = call @_where_0(%72, %77, %c_26) : (tensor<1x256xi1>, tensor<64x256xf32>, tensor<i32>) -> tensor<64x256xf32>
    %cst_27 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %79 = stablehlo.broadcast_in_dim %cst_27, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %80 = stablehlo.compare GE, %52, %79, FLOAT : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xi1>
    %cst_28 = stablehlo.constant dense<6.350000e+01> : tensor<f32>
    %81 = stablehlo.broadcast_in_dim %cst_28, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %82 = stablehlo.compare LE, %52, %81, FLOAT : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xi1>
    %83 = stablehlo.and %80, %82 : tensor<256xi1>
    %84 = stablehlo.broadcast_in_dim %83, dims = [1] : (tensor<256xi1>) -> tensor<1x256xi1>
    %c_29 = stablehlo.constant dense<0> : tensor<i32>
    %85 = call @_where_0(%84, %78, %c_29) : (tensor<1x256xi1>, tensor<64x256xf32>, tensor<i32>) -> tensor<64x256xf32>
    %86 = stablehlo.dot_general %42, %arg0, contracting_dims = [0] x [1], precision = [HIGHEST, HIGHEST] : (tensor<64x256xf32>, tensor<2x64x64x3xf32>) -> tensor<256x2x64x3xf32>
    %87 = stablehlo.dot_general %86, %85, contracting_dims = [2] x [0], precision = [HIGHEST, HIGHEST] : (tensor<256x2x64x3xf32>, tensor<64x256xf32>) -> tensor<256x2x3x256xf32>
    %88 = stablehlo.transpose %87, dims = [1, 0, 3, 2] : (tensor<256x2x3x256xf32>) -> tensor<2x256x256x3xf32>
    return %88 : tensor<2x256x256x3xf32>
  }
  func.func private @_where(%arg0: tensor<1x256xi1>, %arg1: tensor<1x256xf32>, %arg2: tensor<i32>) -> tensor<1x256xf32> {
    %0 = stablehlo.convert %arg2 : (tensor<i32>) -> tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<1x256xf32>
    %2 = stablehlo.select %arg0, %arg1, %1 : tensor<1x256xi1>, tensor<1x256xf32>
    return %2 : tensor<1x256xf32>
  }
  func.func private @_where_0(%arg0: tensor<1x256xi1>, %arg1: tensor<64x256xf32>, %arg2: tensor<i32>) -> tensor<64x256xf32> {
    %0 = stablehlo.convert %arg2 : (tensor<i32>) -> tensor<f32>
    %1 = stablehlo.broadcast_in_dim %arg0, dims = [0, 1] : (tensor<1x256xi1>) -> tensor<64x256xi1>
    %2 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<64x256xf32>
    %3 = stablehlo.select %1, %arg1, %2 : tensor<64x256xi1>, tensor<64x256xf32>
    return %3 : tensor<64x256xf32>
  }
  func.func private @relu(%arg0: tensor<2x256x256x32xf32>) -> tensor<2x256x256x32xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x256x256x32xf32>
    %1 = stablehlo.maximum %arg0, %0 : tensor<2x256x256x32xf32>
    return %1 : tensor<2x256x256x32xf32>
  }
}
