module @jit_gmm_em attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<16384x128xf32>, %arg1: tensor<64x128xf32>, %arg2: tensor<64x128xf32>, %arg3: tensor<64xf32>) -> (tensor<64x128xf32> {jax.result_info = "result[0]"}, tensor<64x128xf32> {jax.result_info = "result[1]"}, tensor<64xf32> {jax.result_info = "result[2]"}) {
    %0 = stablehlo.exponential %arg2 : tensor<64x128xf32>
    %1 = stablehlo.broadcast_in_dim %arg0, dims = [0, 2] : (tensor<16384x128xf32>) -> tensor<16384x1x128xf32>
    %2 = stablehlo.broadcast_in_dim %arg1, dims = [1, 2] : (tensor<64x128xf32>) -> tensor<1x64x128xf32>
    %3 = stablehlo.broadcast_in_dim %1, dims = [0, 1, 2] : (tensor<16384x1x128xf32>) -> tensor<16384x64x128xf32>
    %4 = stablehlo.broadcast_in_dim %2, dims = [0, 1, 2] : (tensor<1x64x128xf32>) -> tensor<16384x64x128xf32>
    %5 = stablehlo.subtract %3, %4 : tensor<16384x64x128xf32>
    %6 = stablehlo.multiply %5, %5 : tensor<16384x64x128xf32>
    %7 = stablehlo.broadcast_in_dim %0, dims = [1, 2] : (tensor<64x128xf32>) -> tensor<1x64x128xf32>
    %8 = stablehlo.broadcast_in_dim %7, dims = [0, 1, 2] : (tensor<1x64x128xf32>) -> tensor<16384x64x128xf32>
    %9 = stablehlo.divide %6, %8 : tensor<16384x64x128xf32>
    %10 = stablehlo.broadcast_in_dim %arg2, dims = [1, 2] : (tensor<64x128xf32>) -> tensor<1x64x128xf32>
    %11 = stablehlo.broadcast_in_dim %10, dims = [0, 1, 2] : (tensor<1x64x128xf32>) -> tensor<16384x64x128xf32>
    %12 = stablehlo.add %9, %11 : tensor<16384x64x128xf32>
    %cst = stablehlo.constant dense<6.28318548> : tensor<f32>
    %13 = stablehlo.log %cst : tensor<f32>
    %14 = stablehlo.convert %13 : tensor<f32>
    %15 = stablehlo.broadcast_in_dim %14, dims = [] : (tensor<f32>) -> tensor<16384x64x128xf32>
    %16 = stablehlo.add %12, %15 : tensor<16384x64x128xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %17 = stablehlo.reduce(%16 init: %cst_0) applies stablehlo.add across dimensions = [2] : (tensor<16384x64x128xf32>, tensor<f32>) -> tensor<16384x64xf32>
    %cst_1 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %18 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<16384x64xf32>
    %19 = stablehlo.multiply %18, %17 : tensor<16384x64xf32>
    %20 = stablehlo.broadcast_in_dim %arg3, dims = [1] : (tensor<64xf32>) -> tensor<1x64xf32>
    %21 = stablehlo.broadcast_in_dim %20, dims = [0, 1] : (tensor<1x64xf32>) -> tensor<16384x64xf32>
    %22 = stablehlo.add %19, %21 : tensor<16384x64xf32>
    %cst_2 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %23 = stablehlo.reduce(%22 init: %cst_2) applies stablehlo.maximum across dimensions = [1] : (tensor<16384x64xf32>, tensor<f32>) -> tensor<16384xf32>
    %cst_3 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %24 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<16384xf32>
    %25 = stablehlo.maximum %24, %23 : tensor<16384xf32>
    %26 = stablehlo.broadcast_in_dim %25, dims = [0] : (tensor<16384xf32>) -> tensor<16384x1xf32>
    %27 = stablehlo.is_finite %26 : (tensor<16384x1xf32>) -> tensor<16384x1xi1>
    %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %28 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<16384x1xf32>
    %29 = stablehlo.select %27, %26, %28 : tensor<16384x1xi1>, tensor<16384x1xf32>
    %30 = stablehlo.broadcast_in_dim %29, dims = [0, 1] : (tensor<16384x1xf32>) -> tensor<16384x64xf32>
    %31 = stablehlo.subtract %22, %30 : tensor<16384x64xf32>
    %32 = stablehlo.exponential %31 : tensor<16384x64xf32>
    %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %33 = stablehlo.reduce(%32 init: %cst_5) applies stablehlo.add across dimensions = [1] : (tensor<16384x64xf32>, tensor<f32>) -> tensor<16384xf32>
    %34 = stablehlo.broadcast_in_dim %33, dims = [0] : (tensor<16384xf32>) -> tensor<16384x1xf32>
    %35 = stablehlo.abs %34 : tensor<16384x1xf32>
    %36 = stablehlo.log %35 : tensor<16384x1xf32>
    %37 = stablehlo.add %36, %29 : tensor<16384x1xf32>
    %38 = stablehlo.broadcast_in_dim %37, dims = [0, 1] : (tensor<16384x1xf32>) -> tensor<16384x64xf32>
    %39 = stablehlo.subtract %22, %38 : tensor<16384x64xf32>
    %40 = stablehlo.exponential %39 : tensor<16384x64xf32>
    %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %41 = stablehlo.reduce(%40 init: %cst_6) applies stablehlo.add across dimensions = [0] : (tensor<16384x64xf32>, tensor<f32>) -> tensor<64xf32>
    %cst_7 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %42 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %43 = stablehlo.add %41, %42 : tensor<64xf32>
    %44 = stablehlo.transpose %40, dims = [1, 0] : (tensor<16384x64xf32>) -> tensor<64x16384xf32>
    %45 = stablehlo.dot_general %44, %arg0, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<64x16384xf32>, tensor<16384x128xf32>) -> tensor<64x128xf32>
    %46 = stablehlo.broadcast_in_dim %43, dims = [0] : (tensor<64xf32>) -> tensor<64x1xf32>
    %47 = stablehlo.broadcast_in_dim %46, dims = [0, 1] : (tensor<64x1xf32>) -> tensor<64x128xf32>
    %48 = stablehlo.divide %45, %47 : tensor<64x128xf32>
    %49 = stablehlo.multiply %arg0, %arg0 : tensor<16384x128xf32>
    %50 = stablehlo.dot_general %40, %49, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16384x64xf32>, tensor<16384x128xf32>) -> tensor<64x128xf32>
    %51 = stablehlo.broadcast_in_dim %43, dims = [0] : (tensor<64xf32>) -> tensor<64x1xf32>
    %52 = stablehlo.broadcast_in_dim %51, dims = [0, 1] : (tensor<64x1xf32>) -> tensor<64x128xf32>
    %53 = stablehlo.divide %50, %52 : tensor<64x128xf32>
    %54 = stablehlo.multiply %48, %48 : tensor<64x128xf32>
    %55 = stablehlo.subtract %53, %54 : tensor<64x128xf32>
    %cst_8 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %56 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<64x128xf32>
    %57 = stablehlo.add %55, %56 : tensor<64x128xf32>
    %58 = stablehlo.log %57 : tensor<64x128xf32>
    %cst_9 = stablehlo.constant dense<1.638400e+04> : tensor<f32>
    %59 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %60 = stablehlo.divide %43, %59 : tensor<64xf32>
    %61 = stablehlo.log %60 : tensor<64xf32>
    return %48, %58, %61 : tensor<64x128xf32>, tensor<64x128xf32>, tensor<64xf32>
  }
}
