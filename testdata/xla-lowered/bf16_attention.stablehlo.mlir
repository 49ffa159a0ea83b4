module @jit_bf16_attention attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<8x512x256xbf16>, %arg1: tensor<256x256xbf16>, %arg2: tensor<256x256xbf16>, %arg3: tensor<256x256xbf16>, %arg4: tensor<256x256xbf16>, %arg5: tensor<8xi32>) -> (tensor<8x512x256xbf16> {jax.result_info = "result"}) {
    %0 = stablehlo.dot_general %arg0, %arg1, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x512x256xbf16>, tensor<256x256xbf16>) -> tensor<8x512x256xbf16>
    %1 = stablehlo.reshape %0 : (tensor<8x512x256xbf16>) -> tensor<8x512x4x64xbf16>
    %2 = stablehlo.transpose %1, dims = [0, 2, 1, 3] : (tensor<8x512x4x64xbf16>) -> tensor<8x4x512x64xbf16>
    %3 = stablehlo.dot_general %arg0, %arg2, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x512x256xbf16>, tensor<256x256xbf16>) -> tensor<8x512x256xbf16>
    %4 = stablehlo.reshape %3 : (tensor<8x512x256xbf16>) -> tensor<8x512x4x64xbf16>
    %5 = stablehlo.transpose %4, dims = [0, 2, 1, 3] : (tensor<8x512x4x64xbf16>) -> tensor<8x4x512x64xbf16>
    %6 = stablehlo.dot_general %arg0, %arg3, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x512x256xbf16>, tensor<256x256xbf16>) -> tensor<8x512x256xbf16>
    %7 = stablehlo.reshape %6 : (tensor<8x512x256xbf16>) -> tensor<8x512x4x64xbf16>
    %8 = stablehlo.transpose %7, dims = [0, 2, 1, 3] : (tensor<8x512x4x64xbf16>) -> tensor<8x4x512x64xbf16>
    %9 = stablehlo.transpose %5, dims = [0, 1, 3, 2] : (tensor<8x4x512x64xbf16>) -> tensor<8x4x64x512xbf16>
    %10 = stablehlo.dot_general %2, %9, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2], precision = [DEFAULT, DEFAULT] : (tensor<8x4x512x64xbf16>, tensor<8x4x64x512xbf16>) -> tensor<8x4x512x512xbf16>
    %11 = stablehlo.convert %10 : (tensor<8x4x512x512xbf16>) -> tensor<8x4x512x512xf32>
    %cst = stablehlo.constant dense<8.000000e+00> : tensor<f32>
    %12 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x4x512x512xf32>
    %13 = stablehlo.divide %11, %12 : tensor<8x4x512x512xf32>
    %14 = stablehlo.iota dim = 0 : tensor<512xi32>
    %15 = stablehlo.broadcast_in_dim %14, dims = [3] : (tensor<512xi32>) -> tensor<1x1x1x512xi32>
    %16 = stablehlo.broadcast_in_dim %arg5, dims = [0] : (tensor<8xi32>) -> tensor<8x1x1x1xi32>
    %17 = stablehlo.broadcast_in_dim %15, dims = [0, 1, 2, 3] : (tensor<1x1x1x512xi32>) -> tensor<8x1x1x512xi32>
    %18 = stablehlo.broadcast_in_dim %16, dims = [0, 1, 2, 3] : (tensor<8x1x1x1xi32>) -> tensor<8x1x1x512xi32>
    %19 = stablehlo.compare LT, %17, %18, SIGNED : (tensor<8x1x1x512xi32>, tensor<8x1x1x512xi32>) -> tensor<8x1x1x512xi1>
    %cst_0 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %20 = call @_where(%19, %13, %cst_0) : (tensor<8x1x1x512xi1>, tensor<8x4x512x512xf32>, tensor<f32>) -> tensor<8x4x512x512xf32>
    %cst_1 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %21 = stablehlo.reduce(%20 init: %cst_1) applies stablehlo.maximum across dimensions = [3] : (tensor<8x4x512x512xf32>, tensor<f32>) -> tensor<8x4x512xf32>
    %cst_2 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %22 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<8x4x512xf32>
    %23 = stablehlo.maximum %22, %21 : tensor<8x4x512xf32>
    %24 = stablehlo.broadcast_in_dim %23, dims = [0, 1, 2] : (tensor<8x4x512xf32>) -> tensor<8x4x512x1xf32>
    %25 = stablehlo.broadcast_in_dim %24, dims = [0, 1, 2, 3] : (tensor<8x4x512x1xf32>) -> tensor<8x4x512x512xf32>
    %26 = stablehlo.subtract %20, %25 : tensor<8x4x512x512xf32>
    %27 = stablehlo.exponential %26 : tensor<8x4x512x512xf32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %28 = stablehlo.reduce(%27 init: %cst_3) applies stablehlo.add across dimensions = [3] : (tensor<8x4x512x512xf32>, tensor<f32>) -> tensor<8x4x512xf32>
    %29 = stablehlo.broadcast_in_dim %28, dims = [0, 1, 2] : (tensor<8x4x512xf32>) -> tensor<8x4x512x1xf32>
    %30 = stablehlo.broadcast_in_dim %29, dims = [0, 1, 2, 3] : (tensor<8x4x512x1xf32>) -> tensor<8x4x512x512xf32>
    %31 = stablehlo.divide %27, %30 : tensor<8x4x512x512xf32>
    %32 = stablehlo.convert %31 : (tensor<8x4x512x512xf32>) -> tensor<8x4x512x512xbf16>
    %33 = stablehlo.dot_general %32, %8, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2], precision = [DEFAULT, DEFAULT] : (tensor<8x4x512x512xbf16>, tensor<8x4x512x64xbf16>) -> tensor<8x4x512x64xbf16>
    %34 = stablehlo.transpose %33, dims = [0, 2, 1, 3] : (tensor<8x4x512x64xbf16>) -> tensor<8x512x4x64xbf16>
    %35 = stablehlo.reshape %34 : (tensor<8x512x4x64xbf16>) -> tensor<8x512x256xbf16>
    %36 = stablehlo.dot_general %35, %arg4, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x512x256xbf16>, tensor<256x256xbf16>) -> tensor<8x512x256xbf16>
    return %36 : tensor<8x512x256xbf16>
  }
  func.func private @_where(%arg0: tensor<8x1x1x512xi1>, %arg1: tensor<8x4x512x512xf32>, %arg2: tensor<f32>) -> tensor<8x4x512x512xf32> {
    %0 = stablehlo.convert %arg2 : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %arg0, dims = [0, 1, 2, 3] : (tensor<8x1x1x512xi1>) -> tensor<8x4x512x512xi1>
    %2 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<8x4x512x512xf32>
    %3 = stablehlo.select %1, %arg1, %2 : tensor<8x4x512x512xi1>, tensor<8x4x512x512xf32>
    return %3 : tensor<8x4x512x512xf32>
  }
}
