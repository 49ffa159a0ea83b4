module @jit_mlp_step attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<64x256xf32>, %arg1: tensor<256x10xf32>, %arg2: tensor<32x64xf32>, %arg3: tensor<32x10xf32>) -> (tensor<64x256xf32> {jax.result_info = "result[0]"}, tensor<256x10xf32> {jax.result_info = "result[1]"}) {
    %0 = stablehlo.dot_general %arg2, %arg0, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x64xf32>, tensor<64x256xf32>) -> tensor<32x256xf32>
    %1 = call @relu(%0) : (tensor<32x256xf32>) -> tensor<32x256xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<32x256xf32>
    %3 = stablehlo.compare GT, %0, %2, FLOAT : (tensor<32x256xf32>, tensor<32x256xf32>) -> tensor<32x256xi1>
    %4 = stablehlo.dot_general %1, %arg1, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x256xf32>, tensor<256x10xf32>) -> tensor<32x10xf32>
    %5 = stablehlo.subtract %4, %arg3 : tensor<32x10xf32>
    %cst_0 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %6 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<32x10xf32>
    %7 = stablehlo.multiply %6, %5 : tensor<32x10xf32>
    %cst_1 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %cst_2 = stablehlo.constant dense<3.200000e+02> : tensor<f32>
    %8 = stablehlo.divide %cst_1, %cst_2 : tensor<f32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [] : (tensor<f32>) -> tensor<32x10xf32>
    %10 = stablehlo.multiply %9, %7 : tensor<32x10xf32>
    %11 = stablehlo.dot_general %10, %1, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x10xf32>, tensor<32x256xf32>) -> tensor<10x256xf32>
    %12 = stablehlo.transpose %11, dims = [1, 0] : (tensor<10x256xf32>) -> tensor<256x10xf32>
    %13 = stablehlo.dot_general %10, %arg1, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<32x10xf32>, tensor<256x10xf32>) -> tensor<32x256xf32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %14 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<32x256xf32>
    %15 = stablehlo.select %3, %13, %14 : tensor<32x256xi1>, tensor<32x256xf32>
    %16 = stablehlo.dot_general %15, %arg2, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x256xf32>, tensor<32x64xf32>) -> tensor<256x64xf32>
    %17 = stablehlo.transpose %16, dims = [1, 0] : (tensor<256x64xf32>) -> tensor<64x256xf32>
    %cst_4 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %18 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<64x256xf32>
    %19 = stablehlo.multiply %18, %17 : tensor<64x256xf32>
    %20 = stablehlo.subtract %arg0, %19 : tensor<64x256xf32>
    %cst_5 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %21 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<256x10xf32>
    %22 = stablehlo.multiply %21, %12 : tensor<256x10xf32>
    %23 = stablehlo.subtract %arg1, %22 : tensor<256x10xf32>
    return %20, %23 : tensor<64x256xf32>, tensor<256x10xf32>
  }
  func.func private @relu(%arg0: tensor<32x256xf32>) -> tensor<32x256xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<32x256xf32>
    %1 = stablehlo.maximum %arg0, %0 : tensor<32x256xf32>
    return %1 : tensor<32x256xf32>
  }
}
