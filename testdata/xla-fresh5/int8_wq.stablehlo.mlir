module @jit_int8_wq attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<2048x2048xi8>, %arg1: tensor<2048x2048xi8>, %arg2: tensor<2048x2048xi8>, %arg3: tensor<2048x2048xi8>, %arg4: tensor<2048xf32>, %arg5: tensor<2048xf32>, %arg6: tensor<2048xf32>, %arg7: tensor<2048xf32>, %arg8: tensor<1024x2048xf32>) -> (tensor<1024x2048xf32> {jax.result_info = "result"}) {
    %0 = stablehlo.abs %arg8 : tensor<1024x2048xf32>
    %cst = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %1 = stablehlo.reduce(%0 init: %cst) applies stablehlo.maximum across dimensions = [1] : (tensor<1024x2048xf32>, tensor<f32>) -> tensor<1024xf32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [0] : (tensor<1024xf32>) -> tensor<1024x1xf32>
    %cst_0 = stablehlo.constant dense<1.270000e+02> : tensor<f32>
    %3 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<1024x1xf32>
    %4 = stablehlo.divide %2, %3 : tensor<1024x1xf32>
    %cst_1 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %5 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<1024x1xf32>
    %6 = stablehlo.add %4, %5 : tensor<1024x1xf32>
    %7 = stablehlo.broadcast_in_dim %6, dims = [0, 1] : (tensor<1024x1xf32>) -> tensor<1024x2048xf32>
    %8 = stablehlo.divide %arg8, %7 : tensor<1024x2048xf32>
    %9 = call @round(%8) : (tensor<1024x2048xf32>) -> tensor<1024x2048xf32>
    %c = stablehlo.constant dense<-127> : tensor<i32>
    %c_2 = stablehlo.constant dense<127> : tensor<i32>
    %10 = call @clip(%9, %c, %c_2) : (tensor<1024x2048xf32>, tensor<i32>, tensor<i32>) -> tensor<1024x2048xf32>
    %11 = stablehlo.convert %10 : (tensor<1024x2048xf32>) -> tensor<1024x2048xi8>
    %12 = stablehlo.dot_general %11, %arg0, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1024x2048xi8>, tensor<2048x2048xi8>) -> tensor<1024x2048xi32>
    %13 = stablehlo.convert %12 : (tensor<1024x2048xi32>) -> tensor<1024x2048xf32>
    %14 = stablehlo.broadcast_in_dim %6, dims = [0, 1] : (tensor<1024x1xf32>) -> tensor<1024x2048xf32>
    %15 = stablehlo.multiply %13, %14 : tensor<1024x2048xf32>
    %16 = stablehlo.broadcast_in_dim %arg4, dims = [1] : (tensor<2048xf32>) -> tensor<1x2048xf32>
    %17 = stablehlo.broadcast_in_dim %16, dims = [0, 1] : (tensor<1x2048xf32>) -> tensor<1024x2048xf32>
    %18 = stablehlo.multiply %15, %17 : tensor<1024x2048xf32>
    %19 = call @silu(%18) : (tensor<1024x2048xf32>) -> tensor<1024x2048xf32>
    %20 = stablehlo.add %arg8, %19 : tensor<1024x2048xf32>
    %21 = stablehlo.abs %20 : tensor<1024x2048xf32>
    %cst_3 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %22 = stablehlo.reduce(%21 init: %cst_3) applies stablehlo.maximum across dimensions = [1] : (tensor<1024x2048xf32>, tensor<f32>) -> tensor<1024xf32>
    %23 = stablehlo.broadcast_in_dim %22, dims = [0] : (tensor<1024xf32>) -> tensor<1024x1xf32>
    %cst_4 = stablehlo.constant dense<1.270000e+02> : tensor<f32>
    %24 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<1024x1xf32>
    %25 = stablehlo.divide %23, %24 : tensor<1024x1xf32>
    %cst_5 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %26 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<1024x1xf32>
    %27 = stablehlo.add %25, %26 : tensor<1024x1xf32>
    %28 = stablehlo.broadcast_in_dim %27, dims = [0, 1] : (tensor<1024x1xf32>) -> tensor<1024x2048xf32>
    %29 = stablehlo.divide %20, %28 : tensor<1024x2048xf32>
    %30 = call @round(%29) : (tensor<1024x2048xf32>) -> tensor<1024x2048xf32>
    %c_6 = stablehlo.constant dense<-127> : tensor<i32>
    %c_7 = stablehlo.constant dense<127> : tensor<i32>
    %31 = call @clip(%30, %c_6, %c_7) : (tensor<1024x2048xf32>, tensor<i32>, tensor<i32>) -> tensor<1024x2048xf32>
    %32 = stablehlo.convert %31 : (tensor<1024x2048xf32>) -> tensor<1024x2048xi8>
    %33 = stablehlo.dot_general %32, %arg1, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1024x2048xi8>, tensor<2048x2048xi8>) -> tensor<1024x2048xi32>
    %34 = stablehlo.convert %33 : (tensor<1024x2048xi32>) -> tensor<1024x2048xf32>
    %35 = stablehlo.broadcast_in_dim %27, dims = [0, 1] : (tensor<1024x1xf32>) -> tensor<1024x2048xf32>
    %36 = stablehlo.multiply %34, %35 : tensor<1024x2048xf32>
    %37 = stablehlo.broadcast_in_dim %arg5, dims = [1] : (tensor<2048xf32>) -> tensor<1x2048xf32>
    %38 = stablehlo.broadcast_in_dim %37, dims = [0, 1] : (tensor<1x2048xf32>) -> tensor<1024x2048xf32>
    %39 = stablehlo.multiply %36, %38 : tensor<1024x2048xf32>
    %40 = call @silu(%39) : (tensor<1024x2048xf32>) -> tensor<1024x2048xf32>
    %41 = stablehlo.add %20, %40 : tensor<1024x2048xf32>
    %42 = stablehlo.abs %41 : tensor<1024x2048xf32>
    %cst_8 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %43 = stablehlo.reduce(%42 init: %cst_8) applies stablehlo.maximum across dimensions = [1] : (tensor<1024x2048xf32>, tensor<f32>) -> tensor<1024xf32>
    %44 = stablehlo.broadcast_in_dim %43, dims = [0] : (tensor<1024xf32>) -> tensor<1024x1xf32>
    %cst_9 = stablehlo.constant dense<1.270000e+02> : tensor<f32>
    %45 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<1024x1xf32>
    %46 = stablehlo.divide %44, %45 : tensor<1024x1xf32>
    %cst_10 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %47 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<1024x1xf32>
    %48 = stablehlo.add %46, %47 : tensor<1024x1xf32>
    %49 = stablehlo.broadcast_in_dim %48, dims = [0, 1] : (tensor<1024x1xf32>) -> tensor<1024x2048xf32>
    %50 = stablehlo.divide %41, %49 : tensor<1024x2048xf32>
    %51 = call @round(%50) : (tensor<1024x2048xf32>) -> tensor<1024x2048xf32>
    %c_11 = stablehlo.constant dense<-127> : tensor<i32>
    %c_12 = stablehlo.constant dense<127> : tensor<i32>
    %52 = call @clip(%51, %c_11, %c_12) : (tensor<1024x2048xf32>, tensor<i32>, tensor<i32>) -> tensor<1024x2048xf32>
    %53 = stablehlo.convert %52 : (tensor<1024x2048xf32>) -> tensor<1024x2048xi8>
    %54 = stablehlo.dot_general %53, %arg2, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1024x2048xi8>, tensor<2048x2048xi8>) -> tensor<1024x2048xi32>
    %55 = stablehlo.convert %54 : (tensor<1024x2048xi32>) -> tensor<1024x2048xf32>
    %56 = stablehlo.broadcast_in_dim %48, dims = [0, 1] : (tensor<1024x1xf32>) -> tensor<1024x2048xf32>
    %57 = stablehlo.multiply %55, %56 : tensor<1024x2048xf32>
    %58 = stablehlo.broadcast_in_dim %arg6, dims = [1] : (tensor<2048xf32>) -> tensor<1x2048xf32>
    %59 = stablehlo.broadcast_in_dim %58, dims = [0, 1] : (tensor<1x2048xf32>) -> tensor<1024x2048xf32>
    %60 = stablehlo.multiply %57, %59 : tensor<1024x2048xf32>
    %61 = call @silu(%60) : (tensor<1024x2048xf32>) -> tensor<1024x2048xf32>
    %62 = stablehlo.add %41, %61 : tensor<1024x2048xf32>
    %63 = stablehlo.abs %62 : tensor<1024x2048xf32>
    %cst_13 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %64 = stablehlo.reduce(%63 init: %cst_13) applies stablehlo.maximum across dimensions = [1] : (tensor<1024x2048xf32>, tensor<f32>) -> tensor<1024xf32>
    %65 = stablehlo.broadcast_in_dim %64, dims = [0] : (tensor<1024xf32>) -> tensor<1024x1xf32>
    %cst_14 = stablehlo.constant dense<1.270000e+02> : tensor<f32>
    %66 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f32>) -> tensor<1024x1xf32>
    %67 = stablehlo.divide %65, %66 : tensor<1024x1xf32>
    %cst_15 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %68 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<f32>) -> tensor<1024x1xf32>
    %69 = stablehlo.add %67, %68 : tensor<1024x1xf32>
    %70 = stablehlo.broadcast_in_dim %69, dims = [0, 1] : (tensor<1024x1xf32>) -> tensor<1024x2048xf32>
    %71 = stablehlo.divide %62, %70 : tensor<1024x2048xf32>
    %72 = call @round(%71) : (tensor<1024x2048xf32>) -> tensor<1024x2048xf32>
    %c_16 = stablehlo.constant dense<-127> : tensor<i32>
    %c_17 = stablehlo.constant dense<127> : tensor<i32>
    %73 = call @clip(%72, %c_16, %c_17) : (tensor<1024x2048xf32>, tensor<i32>, tensor<i32>) -> tensor<1024x2048xf32>
    %74 = stablehlo.convert %73 : (tensor<1024x2048xf32>) -> tensor<1024x2048xi8>
    %75 = stablehlo.dot_general %74, %arg3, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1024x2048xi8>, tensor<2048x2048xi8>) -> tensor<1024x2048xi32>
    %76 = stablehlo.convert %75 : (tensor<1024x2048xi32>) -> tensor<1024x2048xf32>
    %77 = stablehlo.broadcast_in_dim %69, dims = [0, 1] : (tensor<1024x1xf32>) -> tensor<1024x2048xf32>
    %78 = stablehlo.multiply %76, %77 : tensor<1024x2048xf32>
    %79 = stablehlo.broadcast_in_dim %arg7, dims = [1] : (tensor<2048xf32>) -> tensor<1x2048xf32>
    %80 = stablehlo.broadcast_in_dim %79, dims = [0, 1] : (tensor<1x2048xf32>) -> tensor<1024x2048xf32>
    %81 = stablehlo.multiply %78, %80 : tensor<1024x2048xf32>
    %82 = call @silu(%81) : (tensor<1024x2048xf32>) -> tensor<1024x2048xf32>
    %83 = stablehlo.add %62, %82 : tensor<1024x2048xf32>
    return %83 : tensor<1024x2048xf32>
  }
  func.func private @round(%arg0: tensor<1024x2048xf32>) -> tensor<1024x2048xf32> {
    %0 = stablehlo.round_nearest_even %arg0 : tensor<1024x2048xf32>
    return %0 : tensor<1024x2048xf32>
  }
  func.func private @clip(%arg0: tensor<1024x2048xf32>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<1024x2048xf32> {
    %0 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<1024x2048xf32>
    %2 = stablehlo.maximum %1, %arg0 : tensor<1024x2048xf32>
    %3 = stablehlo.convert %arg2 : (tensor<i32>) -> tensor<f32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<f32>) -> tensor<1024x2048xf32>
    %5 = stablehlo.minimum %4, %2 : tensor<1024x2048xf32>
    return %5 : tensor<1024x2048xf32>
  }
  func.func private @silu(%arg0: tensor<1024x2048xf32>) -> tensor<1024x2048xf32> {
    %0 = stablehlo.negate %arg0 : tensor<1024x2048xf32>
    %1 = stablehlo.exponential %0 : tensor<1024x2048xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1024x2048xf32>
    %3 = stablehlo.add %2, %1 : tensor<1024x2048xf32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<1024x2048xf32>
    %5 = stablehlo.divide %4, %3 : tensor<1024x2048xf32>
    %6 = stablehlo.multiply %arg0, %5 : tensor<1024x2048xf32>
    return %6 : tensor<1024x2048xf32>
  }
}
