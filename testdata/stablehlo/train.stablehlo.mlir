module @jit_train attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<128x256xf32>, %arg1: tensor<256x10xf32>, %arg2: tensor<32x128xf32>) -> (tensor<128x256xf32> {jax.result_info = "result[0]"}, tensor<256x10xf32> {jax.result_info = "result[1]"}) {
    %0 = stablehlo.dot_general %arg2, %arg0, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x128xf32>, tensor<128x256xf32>) -> tensor<32x256xf32>
    %1 = stablehlo.tanh %0 : tensor<32x256xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<32x256xf32>
    %3 = stablehlo.subtract %2, %1 : tensor<32x256xf32>
    %4 = stablehlo.dot_general %1, %arg1, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x256xf32>, tensor<256x10xf32>) -> tensor<32x10xf32>
    %cst_0 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %5 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<32x10xf32>
    %6 = stablehlo.multiply %5, %4 : tensor<32x10xf32>
    %cst_1 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %cst_2 = stablehlo.constant dense<3.200000e+02> : tensor<f32>
    %7 = stablehlo.divide %cst_1, %cst_2 : tensor<f32>
    %8 = stablehlo.broadcast_in_dim %7, dims = [] : (tensor<f32>) -> tensor<32x10xf32>
    %9 = stablehlo.multiply %8, %6 : tensor<32x10xf32>
    %10 = stablehlo.dot_general %9, %1, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x10xf32>, tensor<32x256xf32>) -> tensor<10x256xf32>
    %11 = stablehlo.transpose %10, dims = [1, 0] : (tensor<10x256xf32>) -> tensor<256x10xf32>
    %12 = stablehlo.dot_general %9, %arg1, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<32x10xf32>, tensor<256x10xf32>) -> tensor<32x256xf32>
    %13 = stablehlo.multiply %12, %3 : tensor<32x256xf32>
    %14 = stablehlo.multiply %13, %1 : tensor<32x256xf32>
    %15 = stablehlo.add %13, %14 : tensor<32x256xf32>
    %16 = stablehlo.dot_general %15, %arg2, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x256xf32>, tensor<32x128xf32>) -> tensor<256x128xf32>
    %17 = stablehlo.transpose %16, dims = [1, 0] : (tensor<256x128xf32>) -> tensor<128x256xf32>
    %cst_3 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %18 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<128x256xf32>
    %19 = stablehlo.multiply %18, %17 : tensor<128x256xf32>
    %20 = stablehlo.subtract %arg0, %19 : tensor<128x256xf32>
    %cst_4 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %21 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<256x10xf32>
    %22 = stablehlo.multiply %21, %11 : tensor<256x10xf32>
    %23 = stablehlo.subtract %arg1, %22 : tensor<256x10xf32>
    return %20, %23 : tensor<128x256xf32>, tensor<256x10xf32>
  }
}
