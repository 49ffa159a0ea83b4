module @jit_bf16_infer attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<512x1024xbf16>, %arg1: tensor<1024x4096xi8>, %arg2: tensor<4096xf32>, %arg3: tensor<4096xf32>, %arg4: tensor<4096x1024xi8>, %arg5: tensor<1024xf32>, %arg6: tensor<1024xf32>) -> (tensor<512x1024xf32> {jax.result_info = "result"}) {
    %0 = stablehlo.convert %arg1 : (tensor<1024x4096xi8>) -> tensor<1024x4096xbf16>
    %1 = stablehlo.convert %arg2 : (tensor<4096xf32>) -> tensor<4096xbf16>
    %2 = stablehlo.broadcast_in_dim %1, dims = [1] : (tensor<4096xbf16>) -> tensor<1x4096xbf16>
    %3 = stablehlo.broadcast_in_dim %2, dims = [0, 1] : (tensor<1x4096xbf16>) -> tensor<1024x4096xbf16>
    %4 = stablehlo.multiply %0, %3 : tensor<1024x4096xbf16>
    %5 = stablehlo.dot_general %arg0, %4, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<512x1024xbf16>, tensor<1024x4096xbf16>) -> tensor<512x4096xf32>
    %6 = stablehlo.broadcast_in_dim %arg3, dims = [1] : (tensor<4096xf32>) -> tensor<1x4096xf32>
    %7 = stablehlo.broadcast_in_dim %6, dims = [0, 1] : (tensor<1x4096xf32>) -> tensor<512x4096xf32>
    %8 = stablehlo.add %5, %7 : tensor<512x4096xf32>
    %9 = stablehlo.multiply %8, %8 : tensor<512x4096xf32>
    %10 = stablehlo.multiply %9, %8 : tensor<512x4096xf32>
    %cst = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %11 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<512x4096xf32>
    %12 = stablehlo.multiply %11, %10 : tensor<512x4096xf32>
    %13 = stablehlo.add %8, %12 : tensor<512x4096xf32>
    %cst_0 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %14 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<512x4096xf32>
    %15 = stablehlo.multiply %14, %13 : tensor<512x4096xf32>
    %16 = stablehlo.tanh %15 : tensor<512x4096xf32>
    %cst_1 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %17 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<512x4096xf32>
    %18 = stablehlo.add %17, %16 : tensor<512x4096xf32>
    %cst_2 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %19 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<512x4096xf32>
    %20 = stablehlo.multiply %19, %18 : tensor<512x4096xf32>
    %21 = stablehlo.multiply %8, %20 : tensor<512x4096xf32>
    %22 = stablehlo.convert %21 : (tensor<512x4096xf32>) -> tensor<512x4096xbf16>
    %23 = stablehlo.convert %arg4 : (tensor<4096x1024xi8>) -> tensor<4096x1024xbf16>
    %24 = stablehlo.convert %arg5 : (tensor<1024xf32>) -> tensor<1024xbf16>
    %25 = stablehlo.broadcast_in_dim %24, dims = [1] : (tensor<1024xbf16>) -> tensor<1x1024xbf16>
    %26 = stablehlo.broadcast_in_dim %25, dims = [0, 1] : (tensor<1x1024xbf16>) -> tensor<4096x1024xbf16>
    %27 = stablehlo.multiply %23, %26 : tensor<4096x1024xbf16>
    %28 = stablehlo.dot_general %22, %27, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<512x4096xbf16>, tensor<4096x1024xbf16>) -> tensor<512x1024xf32>
    %29 = stablehlo.broadcast_in_dim %arg6, dims = [1] : (tensor<1024xf32>) -> tensor<1x1024xf32>
    %30 = stablehlo.broadcast_in_dim %29, dims = [0, 1] : (tensor<1x1024xf32>) -> tensor<512x1024xf32>
    %31 = stablehlo.add %28, %30 : tensor<512x1024xf32>
    %32 = stablehlo.multiply %31, %31 : tensor<512x1024xf32>
    %33 = stablehlo.multiply %32, %31 : tensor<512x1024xf32>
    %cst_3 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %34 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<512x1024xf32>
    %35 = stablehlo.multiply %34, %33 : tensor<512x1024xf32>
    %36 = stablehlo.add %31, %35 : tensor<512x1024xf32>
    %cst_4 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %37 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<512x1024xf32>
    %38 = stablehlo.multiply %37, %36 : tensor<512x1024xf32>
    %39 = stablehlo.tanh %38 : tensor<512x1024xf32>
    %cst_5 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %40 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<512x1024xf32>
    %41 = stablehlo.add %40, %39 : tensor<512x1024xf32>
    %cst_6 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %42 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<512x1024xf32>
    %43 = stablehlo.multiply %42, %41 : tensor<512x1024xf32>
    %44 = stablehlo.multiply %31, %43 : tensor<512x1024xf32>
    return %44 : tensor<512x1024xf32>
  }
}
