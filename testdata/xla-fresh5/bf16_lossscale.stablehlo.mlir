module @jit_bf16_lossscale attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<1024x1024xf32> {tf.aliasing_output = 0 : i32}, %arg1: tensor<1024x1024xf32> {tf.aliasing_output = 1 : i32}, %arg2: tensor<1024x1024xf32> {tf.aliasing_output = 2 : i32}, %arg3: tensor<1024x1024xf32> {tf.aliasing_output = 3 : i32}, %arg4: tensor<f32> {tf.aliasing_output = 4 : i32}, %arg5: tensor<i32> {tf.aliasing_output = 5 : i32}, %arg6: tensor<512x1024xbf16>) -> (tensor<1024x1024xf32> {jax.result_info = "result[0][0]"}, tensor<1024x1024xf32> {jax.result_info = "result[0][1]"}, tensor<1024x1024xf32> {jax.result_info = "result[0][2]"}, tensor<1024x1024xf32> {jax.result_info = "result[0][3]"}, tensor<f32> {jax.result_info = "result[1]"}, tensor<i32> {jax.result_info = "result[2]"}) {
    %0 = stablehlo.convert %arg0 : (tensor<1024x1024xf32>) -> tensor<1024x1024xbf16>
    %1 = stablehlo.convert %arg1 : (tensor<1024x1024xf32>) -> tensor<1024x1024xbf16>
    %2 = stablehlo.convert %arg2 : (tensor<1024x1024xf32>) -> tensor<1024x1024xbf16>
    %3 = stablehlo.convert %arg3 : (tensor<1024x1024xf32>) -> tensor<1024x1024xbf16>
    %4 = stablehlo.dot_general %arg6, %0, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<512x1024xbf16>, tensor<1024x1024xbf16>) -> tensor<512x1024xbf16>
    %5 = call @relu(%4) : (tensor<512x1024xbf16>) -> tensor<512x1024xbf16>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %6 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<bf16>) -> tensor<512x1024xbf16>
    %7 = stablehlo.compare GT, %4, %6, FLOAT : (tensor<512x1024xbf16>, tensor<512x1024xbf16>) -> tensor<512x1024xi1>
    %8 = stablehlo.dot_general %5, %1, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<512x1024xbf16>, tensor<1024x1024xbf16>) -> tensor<512x1024xbf16>
    %9 = call @relu(%8) : (tensor<512x1024xbf16>) -> tensor<512x1024xbf16>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %10 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<bf16>) -> tensor<512x1024xbf16>
    %11 = stablehlo.compare GT, %8, %10, FLOAT : (tensor<512x1024xbf16>, tensor<512x1024xbf16>) -> tensor<512x1024xi1>
    %12 = stablehlo.dot_general %9, %2, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<512x1024xbf16>, tensor<1024x1024xbf16>) -> tensor<512x1024xbf16>
    %13 = call @relu(%12) : (tensor<512x1024xbf16>) -> tensor<512x1024xbf16>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %14 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<bf16>) -> tensor<512x1024xbf16>
    %15 = stablehlo.compare GT, %12, %14, FLOAT : (tensor<512x1024xbf16>, tensor<512x1024xbf16>) -> tensor<512x1024xi1>
    %16 = stablehlo.dot_general %13, %3, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<512x1024xbf16>, tensor<1024x1024xbf16>) -> tensor<512x1024xbf16>
    %17 = call @relu(%16) : (tensor<512x1024xbf16>) -> tensor<512x1024xbf16>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %18 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<bf16>) -> tensor<512x1024xbf16>
    %19 = stablehlo.compare GT, %16, %18, FLOAT : (tensor<512x1024xbf16>, tensor<512x1024xbf16>) -> tensor<512x1024xi1>
    %20 = stablehlo.convert %17 : (tensor<512x1024xbf16>) -> tensor<512x1024xf32>
    %cst_3 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %21 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<512x1024xf32>
    %22 = stablehlo.multiply %21, %20 : tensor<512x1024xf32>
    %cst_4 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %23 = stablehlo.multiply %cst_4, %arg4 : tensor<f32>
    %cst_5 = stablehlo.constant dense<5.242880e+05> : tensor<f32>
    %24 = stablehlo.divide %23, %cst_5 : tensor<f32>
    %25 = stablehlo.broadcast_in_dim %24, dims = [] : (tensor<f32>) -> tensor<512x1024xf32>
    %26 = stablehlo.multiply %25, %22 : tensor<512x1024xf32>
    %27 = stablehlo.convert %26 : (tensor<512x1024xf32>) -> tensor<512x1024xbf16>
    %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %28 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<bf16>) -> tensor<512x1024xbf16>
    %29 = stablehlo.select %19, %27, %28 : tensor<512x1024xi1>, tensor<512x1024xbf16>
    %30 = stablehlo.dot_general %29, %13, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<512x1024xbf16>, tensor<512x1024xbf16>) -> tensor<1024x1024xbf16>
    %31 = stablehlo.transpose %30, dims = [1, 0] : (tensor<1024x1024xbf16>) -> tensor<1024x1024xbf16>
    %32 = stablehlo.dot_general %29, %3, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<512x1024xbf16>, tensor<1024x1024xbf16>) -> tensor<512x1024xbf16>
    %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %33 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<bf16>) -> tensor<512x1024xbf16>
    %34 = stablehlo.select %15, %32, %33 : tensor<512x1024xi1>, tensor<512x1024xbf16>
    %35 = stablehlo.dot_general %34, %9, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<512x1024xbf16>, tensor<512x1024xbf16>) -> tensor<1024x1024xbf16>
    %36 = stablehlo.transpose %35, dims = [1, 0] : (tensor<1024x1024xbf16>) -> tensor<1024x1024xbf16>
    %37 = stablehlo.dot_general %34, %2, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<512x1024xbf16>, tensor<1024x1024xbf16>) -> tensor<512x1024xbf16>
    %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %38 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<bf16>) -> tensor<512x1024xbf16>
    %39 = stablehlo.select %11, %37, %38 : tensor<512x1024xi1>, tensor<512x1024xbf16>
    %40 = stablehlo.dot_general %39, %5, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<512x1024xbf16>, tensor<512x1024xbf16>) -> tensor<1024x1024xbf16>
    %41 = stablehlo.transpose %40, dims = [1, 0] : (tensor<1024x1024xbf16>) -> tensor<1024x1024xbf16>
    %42 = stablehlo.dot_general %39, %1, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<512x1024xbf16>, tensor<1024x1024xbf16>) -> tensor<512x1024xbf16>
    %cst_9 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %43 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<bf16>) -> tensor<512x1024xbf16>
    %44 = stablehlo.select %7, %42, %43 : tensor<512x1024xi1>, tensor<512x1024xbf16>
    %45 = stablehlo.dot_general %44, %arg6, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<512x1024xbf16>, tensor<512x1024xbf16>) -> tensor<1024x1024xbf16>
    %46 = stablehlo.transpose %45, dims = [1, 0] : (tensor<1024x1024xbf16>) -> tensor<1024x1024xbf16>
    %47 = stablehlo.convert %46 : (tensor<1024x1024xbf16>) -> tensor<1024x1024xf32>
    %48 = stablehlo.broadcast_in_dim %arg4, dims = [] : (tensor<f32>) -> tensor<1024x1024xf32>
    %49 = stablehlo.divide %47, %48 : tensor<1024x1024xf32>
    %50 = stablehlo.convert %41 : (tensor<1024x1024xbf16>) -> tensor<1024x1024xf32>
    %51 = stablehlo.broadcast_in_dim %arg4, dims = [] : (tensor<f32>) -> tensor<1024x1024xf32>
    %52 = stablehlo.divide %50, %51 : tensor<1024x1024xf32>
    %53 = stablehlo.convert %36 : (tensor<1024x1024xbf16>) -> tensor<1024x1024xf32>
    %54 = stablehlo.broadcast_in_dim %arg4, dims = [] : (tensor<f32>) -> tensor<1024x1024xf32>
    %55 = stablehlo.divide %53, %54 : tensor<1024x1024xf32>
    %56 = stablehlo.convert %31 : (tensor<1024x1024xbf16>) -> tensor<1024x1024xf32>
    %57 = stablehlo.broadcast_in_dim %arg4, dims = [] : (tensor<f32>) -> tensor<1024x1024xf32>
    %58 = stablehlo.divide %56, %57 : tensor<1024x1024xf32>
    %59 = stablehlo.is_finite %49 : (tensor<1024x1024xf32>) -> tensor<1024x1024xi1>
    %c = stablehlo.constant dense<true> : tensor<i1>
    %60 = stablehlo.reduce(%59 init: %c) applies stablehlo.and across dimensions = [0, 1] : (tensor<1024x1024xi1>, tensor<i1>) -> tensor<i1>
    %61 = stablehlo.is_finite %52 : (tensor<1024x1024xf32>) -> tensor<1024x1024xi1>
    %c_10 = stablehlo.constant dense<true> : tensor<i1>
    %62 = stablehlo.reduce(%61 init: %c_10) applies stablehlo.and across dimensions = [0, 1] : (tensor<1024x1024xi1>, tensor<i1>) -> tensor<i1>
    %63 = stablehlo.is_finite %55 : (tensor<1024x1024xf32>) -> tensor<1024x1024xi1>
    %c_11 = stablehlo.constant dense<true> : tensor<i1>
    %64 = stablehlo.reduce(%63 init: %c_11) applies stablehlo.and across dimensions = [0, 1] : (tensor<1024x1024xi1>, tensor<i1>) -> tensor<i1>
    %65 = stablehlo.is_finite %58 : (tensor<1024x1024xf32>) -> tensor<1024x1024xi1>
    %c_12 = stablehlo.constant dense<true> : tensor<i1>
    %66 = stablehlo.reduce(%65 init: %c_12) applies stablehlo.and across dimensions = [0, 1] : (tensor<1024x1024xi1>, tensor<i1>) -> tensor<i1>
    %67 = stablehlo.broadcast_in_dim %60, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %68 = stablehlo.broadcast_in_dim %62, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %69 = stablehlo.broadcast_in_dim %64, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %70 = stablehlo.broadcast_in_dim %66, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %71 = stablehlo.concatenate %67, %68, %69, %70, dim = 0 : (tensor<1xi1>, tensor<1xi1>, tensor<1xi1>, tensor<1xi1>) -> tensor<4xi1>
    %c_13 = stablehlo.constant dense<true> : tensor<i1>
    %72 = stablehlo.reduce(%71 init: %c_13) applies stablehlo.and across dimensions = [0] : (tensor<4xi1>, tensor<i1>) -> tensor<i1>
    %cst_14 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %73 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f32>) -> tensor<1024x1024xf32>
    %74 = stablehlo.multiply %73, %49 : tensor<1024x1024xf32>
    %75 = stablehlo.subtract %arg0, %74 : tensor<1024x1024xf32>
    %76 = call @_where(%72, %75, %arg0) : (tensor<i1>, tensor<1024x1024xf32>, tensor<1024x1024xf32>) -> tensor<1024x1024xf32>
    %cst_15 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %77 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<f32>) -> tensor<1024x1024xf32>
    %78 = stablehlo.multiply %77, %52 : tensor<1024x1024xf32>
    %79 = stablehlo.subtract %arg1, %78 : tensor<1024x1024xf32>
    %80 = call @_where(%72, %79, %arg1) : (tensor<i1>, tensor<1024x1024xf32>, tensor<1024x1024xf32>) -> tensor<1024x1024xf32>
    %cst_16 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %81 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f32>) -> tensor<1024x1024xf32>
    %82 = stablehlo.multiply %81, %55 : tensor<1024x1024xf32>
    %83 = stablehlo.subtract %arg2, %82 : tensor<1024x1024xf32>
    %84 = call @_where(%72, %83, %arg2) : (tensor<i1>, tensor<1024x1024xf32>, tensor<1024x1024xf32>) -> tensor<1024x1024xf32>
    %cst_17 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %85 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<f32>) -> tensor<1024x1024xf32>
    %86 = stablehlo.multiply %85, %58 : tensor<1024x1024xf32>
    %87 = stablehlo.subtract %arg3, %86 : tensor<1024x1024xf32>
    %88 = call @_where(%72, %87, %arg3) : (tensor<i1>, tensor<1024x1024xf32>, tensor<1024x1024xf32>) -> tensor<1024x1024xf32>
    %c_18 = stablehlo.constant dense<1> : tensor<i32>
    %89 = stablehlo.add %arg5, %c_18 : tensor<i32>
    %c_19 = stablehlo.constant dense<0> : tensor<i32>
    %90 = call @_where_0(%72, %89, %c_19) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %c_20 = stablehlo.constant dense<2000> : tensor<i32>
    %91 = stablehlo.compare GE, %90, %c_20, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %cst_21 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %92 = stablehlo.multiply %arg4, %cst_21 : tensor<f32>
    %93 = call @_where_1(%91, %92, %arg4) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_22 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %94 = stablehlo.divide %arg4, %cst_22 : tensor<f32>
    %95 = call @_where_1(%72, %93, %94) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %c_23 = stablehlo.constant dense<0> : tensor<i32>
    %96 = call @_where_2(%91, %c_23, %90) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    return %76, %80, %84, %88, %95, %96 : tensor<1024x1024xf32>, tensor<1024x1024xf32>, tensor<1024x1024xf32>, tensor<1024x1024xf32>, tensor<f32>, tensor<i32>
  }
  func.func private @relu(%arg0: tensor<512x1024xbf16>) -> tensor<512x1024xbf16> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<bf16>) -> tensor<512x1024xbf16>
    %1 = stablehlo.maximum %arg0, %0 : tensor<512x1024xbf16>
    return %1 : tensor<512x1024xbf16>
  }
  func.func private @_where(%arg0: tensor<i1>, %arg1: tensor<1024x1024xf32>, %arg2: tensor<1024x1024xf32>) -> tensor<1024x1024xf32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<i1>, tensor<1024x1024xf32>
    return %0 : tensor<1024x1024xf32>
  }
  func.func private @_where_0(%arg0: tensor<i1>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<i32> {
    %0 = stablehlo.convert %arg2 : tensor<i32>
    %1 = stablehlo.select %arg0, %arg1, %0 : tensor<i1>, tensor<i32>
    return %1 : tensor<i32>
  }
  func.func private @_where_1(%arg0: tensor<i1>, %arg1: tensor<f32>, %arg2: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<i1>, tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @_where_2(%arg0: tensor<i1>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<i32> {
    %0 = stablehlo.convert %arg1 : tensor<i32>
    %1 = stablehlo.select %arg0, %0, %arg2 : tensor<i1>, tensor<i32>
    return %1 : tensor<i32>
  }
}
