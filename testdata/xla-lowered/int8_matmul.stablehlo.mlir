module @jit_int8_matmul attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<512x1024xf32>, %arg1: tensor<1024x2048xi8>, %arg2: tensor<2048xf32>, %arg3: tensor<2048xf32>, %arg4: tensor<2048x512xi8>, %arg5: tensor<512xf32>, %arg6: tensor<512xf32>) -> (tensor<512x512xf32> {jax.result_info = "result"}) {
    %0 = stablehlo.abs %arg0 : tensor<512x1024xf32>
    %cst = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %1 = stablehlo.reduce(%0 init: %cst) applies stablehlo.maximum across dimensions = [1] : (tensor<512x1024xf32>, tensor<f32>) -> tensor<512xf32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [0] : (tensor<512xf32>) -> tensor<512x1xf32>
    %cst_0 = stablehlo.constant dense<1.270000e+02> : tensor<f32>
    %3 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<512x1xf32>
    %4 = stablehlo.divide %2, %3 : tensor<512x1xf32>
    %cst_1 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %5 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<512x1xf32>
    %6 = stablehlo.add %4, %5 : tensor<512x1xf32>
    %7 = stablehlo.broadcast_in_dim %6, dims = [0, 1] : (tensor<512x1xf32>) -> tensor<512x1024xf32>
    %8 = stablehlo.divide %arg0, %7 : tensor<512x1024xf32>
    %9 = call @round(%8) : (tensor<512x1024xf32>) -> tensor<512x1024xf32>
    %c = stablehlo.constant dense<-127> : tensor<i32>
    %c_2 = stablehlo.constant dense<127> : tensor<i32>
    %10 = call @clip(%9, %c, %c_2) : (tensor<512x1024xf32>, tensor<i32>, tensor<i32>) -> tensor<512x1024xf32>
    %11 = stablehlo.convert %10 : (tensor<512x1024xf32>) -> tensor<512x1024xi8>
    %12 = stablehlo.dot_general %11, %arg1, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<512x1024xi8>, tensor<1024x2048xi8>) -> tensor<512x2048xi32>
    %13 = stablehlo.convert %12 : (tensor<512x2048xi32>) -> tensor<512x2048xf32>
    %14 = stablehlo.broadcast_in_dim %6, dims = [0, 1] : (tensor<512x1xf32>) -> tensor<512x2048xf32>
    %15 = stablehlo.multiply %13, %14 : tensor<512x2048xf32>
    %16 = stablehlo.broadcast_in_dim %arg2, dims = [1] : (tensor<2048xf32>) -> tensor<1x2048xf32>
    %17 = stablehlo.broadcast_in_dim %16, dims = [0, 1] : (tensor<1x2048xf32>) -> tensor<512x2048xf32>
    %18 = stablehlo.multiply %15, %17 : tensor<512x2048xf32>
    %19 = stablehlo.broadcast_in_dim %arg3, dims = [1] : (tensor<2048xf32>) -> tensor<1x2048xf32>
    %20 = stablehlo.broadcast_in_dim %19, dims = [0, 1] : (tensor<1x2048xf32>) -> tensor<512x2048xf32>
    %21 = stablehlo.add %18, %20 : tensor<512x2048xf32>
    %22 = call @relu(%21) : (tensor<512x2048xf32>) -> tensor<512x2048xf32>
    %23 = stablehlo.abs %22 : tensor<512x2048xf32>
    %cst_3 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %24 = stablehlo.reduce(%23 init: %cst_3) applies stablehlo.maximum across dimensions = [1] : (tensor<512x2048xf32>, tensor<f32>) -> tensor<512xf32>
    %25 = stablehlo.broadcast_in_dim %24, dims = [0] : (tensor<512xf32>) -> tensor<512x1xf32>
    %cst_4 = stablehlo.constant dense<1.270000e+02> : tensor<f32>
    %26 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<512x1xf32>
    %27 = stablehlo.divide %25, %26 : tensor<512x1xf32>
    %cst_5 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %28 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<512x1xf32>
    %29 = stablehlo.add %27, %28 : tensor<512x1xf32>
    %30 = stablehlo.broadcast_in_dim %29, dims = [0, 1] : (tensor<512x1xf32>) -> tensor<512x2048xf32>
    %31 = stablehlo.divide %22, %30 : tensor<512x2048xf32>
    %32 = call @round_0(%31) : (tensor<512x2048xf32>) -> tensor<512x2048xf32>
    %c_6 = stablehlo.constant dense<-127> : tensor<i32>
    %c_7 = stablehlo.constant dense<127> : tensor<i32>
    %33 = call @clip_1(%32, %c_6, %c_7) : (tensor<512x2048xf32>, tensor<i32>, tensor<i32>) -> tensor<512x2048xf32>
    %34 = stablehlo.convert %33 : (tensor<512x2048xf32>) -> tensor<512x2048xi8>
    %35 = stablehlo.dot_general %34, %arg4, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<512x2048xi8>, tensor<2048x512xi8>) -> tensor<512x512xi32>
    %36 = stablehlo.convert %35 : (tensor<512x512xi32>) -> tensor<512x512xf32>
    %37 = stablehlo.broadcast_in_dim %29, dims = [0, 1] : (tensor<512x1xf32>) -> tensor<512x512xf32>
    %38 = stablehlo.multiply %36, %37 : tensor<512x512xf32>
    %39 = stablehlo.broadcast_in_dim %arg5, dims = [1] : (tensor<512xf32>) -> tensor<1x512xf32>
    %40 = stablehlo.broadcast_in_dim %39, dims = [0, 1] : (tensor<1x512xf32>) -> tensor<512x512xf32>
    %41 = stablehlo.multiply %38, %40 : tensor<512x512xf32>
    %42 = stablehlo.broadcast_in_dim %arg6, dims = [1] : (tensor<512xf32>) -> tensor<1x512xf32>
    %43 = stablehlo.broadcast_in_dim %42, dims = [0, 1] : (tensor<1x512xf32>) -> tensor<512x512xf32>
    %44 = stablehlo.add %41, %43 : tensor<512x512xf32>
    %45 = call @relu_2(%44) : (tensor<512x512xf32>) -> tensor<512x512xf32>
    return %45 : tensor<512x512xf32>
  }
  func.func private @round(%arg0: tensor<512x1024xf32>) -> tensor<512x1024xf32> {
    %0 = stablehlo.round_nearest_even %arg0 : tensor<512x1024xf32>
    return %0 : tensor<512x1024xf32>
  }
  func.func private @clip(%arg0: tensor<512x1024xf32>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<512x1024xf32> {
    %0 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<512x1024xf32>
    %2 = stablehlo.maximum %1, %arg0 : tensor<512x1024xf32>
    %3 = stablehlo.convert %arg2 : (tensor<i32>) -> tensor<f32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<f32>) -> tensor<512x1024xf32>
    %5 = stablehlo.minimum %4, %2 : tensor<512x1024xf32>
    return %5 : tensor<512x1024xf32>
  }
  func.func private @relu(%arg0: tensor<512x2048xf32>) -> tensor<512x2048xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<512x2048xf32>
    %1 = stablehlo.maximum %arg0, %0 : tensor<512x2048xf32>
    return %1 : tensor<512x2048xf32>
  }
  func.func private @round_0(%arg0: tensor<512x2048xf32>) -> tensor<512x2048xf32> {
    %0 = stablehlo.round_nearest_even %arg0 : tensor<512x2048xf32>
    return %0 : tensor<512x2048xf32>
  }
  func.func private @clip_1(%arg0: tensor<512x2048xf32>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<512x2048xf32> {
    %0 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<512x2048xf32>
    %2 = stablehlo.maximum %1, %arg0 : tensor<512x2048xf32>
    %3 = stablehlo.convert %arg2 : (tensor<i32>) -> tensor<f32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<f32>) -> tensor<512x2048xf32>
    %5 = stablehlo.minimum %4, %2 : tensor<512x2048xf32>
    return %5 : tensor<512x2048xf32>
  }
  func.func private @relu_2(%arg0: tensor<512x512xf32>) -> tensor<512x512xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<512x512xf32>
    %1 = stablehlo.maximum %arg0, %0 : tensor<512x512xf32>
    return %1 : tensor<512x512xf32>
  }
}
