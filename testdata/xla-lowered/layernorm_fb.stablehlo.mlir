module @jit_layernorm_fb attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<64x128x768xf32>, %arg1: tensor<768xf32>, %arg2: tensor<768xf32>, %arg3: tensor<64x128x768xf32>) -> (tensor<64x128x768xf32> {jax.result_info = "result[0]"}, tensor<64x128x768xf32> {jax.result_info = "result[1]"}, tensor<768xf32> {jax.result_info = "result[2]"}, tensor<768xf32> {jax.result_info = "result[3]"}) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.reduce(%arg0 init: %cst) applies stablehlo.add across dimensions = [2] : (tensor<64x128x768xf32>, tensor<f32>) -> tensor<64x128xf32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [0, 1] : (tensor<64x128xf32>) -> tensor<64x128x1xf32>
    %cst_0 = stablehlo.constant dense<7.680000e+02> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<64x128x1xf32>
    %3 = stablehlo.divide %1, %2 : tensor<64x128x1xf32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [0, 1, 2] : (tensor<64x128x1xf32>) -> tensor<64x128x768xf32>
    %5 = stablehlo.subtract %arg0, %4 : tensor<64x128x768xf32>
    %6 = stablehlo.multiply %5, %5 : tensor<64x128x768xf32>
    %cst_1 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %7 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<64x128x768xf32>
    %8 = stablehlo.multiply %7, %5 : tensor<64x128x768xf32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %9 = stablehlo.reduce(%6 init: %cst_2) applies stablehlo.add across dimensions = [2] : (tensor<64x128x768xf32>, tensor<f32>) -> tensor<64x128xf32>
    %10 = stablehlo.broadcast_in_dim %9, dims = [0, 1] : (tensor<64x128xf32>) -> tensor<64x128x1xf32>
    %cst_3 = stablehlo.constant dense<7.680000e+02> : tensor<f32>
    %11 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<64x128x1xf32>
    %12 = stablehlo.divide %10, %11 : tensor<64x128x1xf32>
    %13 = stablehlo.broadcast_in_dim %3, dims = [0, 1, 2] : (tensor<64x128x1xf32>) -> tensor<64x128x768xf32>
    %14 = stablehlo.subtract %arg0, %13 : tensor<64x128x768xf32>
    %cst_4 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %15 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<64x128x1xf32>
    %16 = stablehlo.add %12, %15 : tensor<64x128x1xf32>
    %17 = stablehlo.sqrt %16 : tensor<64x128x1xf32>
    %cst_5 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %18 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<64x128x1xf32>
    %19 = stablehlo.divide %18, %17 : tensor<64x128x1xf32>
    %20 = stablehlo.broadcast_in_dim %17, dims = [0, 1, 2] : (tensor<64x128x1xf32>) -> tensor<64x128x768xf32>
    %21 = stablehlo.divide %14, %20 : tensor<64x128x768xf32>
    %22 = stablehlo.multiply %17, %17 : tensor<64x128x1xf32>
    %cst_6 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %23 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<64x128x1xf32>
    %24 = stablehlo.divide %23, %22 : tensor<64x128x1xf32>
    %25 = stablehlo.broadcast_in_dim %arg1, dims = [2] : (tensor<768xf32>) -> tensor<1x1x768xf32>
    %26 = stablehlo.broadcast_in_dim %25, dims = [0, 1, 2] : (tensor<1x1x768xf32>) -> tensor<64x128x768xf32>
    %27 = stablehlo.multiply %21, %26 : tensor<64x128x768xf32>
    %28 = stablehlo.broadcast_in_dim %arg2, dims = [2] : (tensor<768xf32>) -> tensor<1x1x768xf32>
    %29 = stablehlo.broadcast_in_dim %28, dims = [0, 1, 2] : (tensor<1x1x768xf32>) -> tensor<64x128x768xf32>
    %30 = stablehlo.add %27, %29 : tensor<64x128x768xf32>
    %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %31 = stablehlo.reduce(%arg3 init: %cst_7) applies stablehlo.add across dimensions = [0, 1] : (tensor<64x128x768xf32>, tensor<f32>) -> tensor<768xf32>
    %32 = stablehlo.reshape %31 : (tensor<768xf32>) -> tensor<1x1x768xf32>
    %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %33 = stablehlo.reduce(%32 init: %cst_8) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x768xf32>, tensor<f32>) -> tensor<768xf32>
    %34 = stablehlo.multiply %21, %arg3 : tensor<64x128x768xf32>
    %cst_9 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %35 = stablehlo.reduce(%34 init: %cst_9) applies stablehlo.add across dimensions = [0, 1] : (tensor<64x128x768xf32>, tensor<f32>) -> tensor<768xf32>
    %36 = stablehlo.reshape %35 : (tensor<768xf32>) -> tensor<1x1x768xf32>
    %37 = stablehlo.broadcast_in_dim %25, dims = [0, 1, 2] : (tensor<1x1x768xf32>) -> tensor<64x128x768xf32>
    %38 = stablehlo.multiply %arg3, %37 : tensor<64x128x768xf32>
    %cst_10 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %39 = stablehlo.reduce(%36 init: %cst_10) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x768xf32>, tensor<f32>) -> tensor<768xf32>
    %40 = stablehlo.broadcast_in_dim %24, dims = [0, 1, 2] : (tensor<64x128x1xf32>) -> tensor<64x128x768xf32>
    %41 = stablehlo.multiply %38, %40 : tensor<64x128x768xf32>
    %42 = stablehlo.multiply %41, %14 : tensor<64x128x768xf32>
    %cst_11 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %43 = stablehlo.reduce(%42 init: %cst_11) applies stablehlo.add across dimensions = [2] : (tensor<64x128x768xf32>, tensor<f32>) -> tensor<64x128xf32>
    %44 = stablehlo.reshape %43 : (tensor<64x128xf32>) -> tensor<64x128x1xf32>
    %45 = stablehlo.negate %44 : tensor<64x128x1xf32>
    %46 = stablehlo.broadcast_in_dim %17, dims = [0, 1, 2] : (tensor<64x128x1xf32>) -> tensor<64x128x768xf32>
    %47 = stablehlo.divide %38, %46 : tensor<64x128x768xf32>
    %48 = stablehlo.multiply %45, %19 : tensor<64x128x1xf32>
    %49 = stablehlo.negate %47 : tensor<64x128x768xf32>
    %cst_12 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %50 = stablehlo.reduce(%49 init: %cst_12) applies stablehlo.add across dimensions = [2] : (tensor<64x128x768xf32>, tensor<f32>) -> tensor<64x128xf32>
    %51 = stablehlo.reshape %50 : (tensor<64x128xf32>) -> tensor<64x128x1xf32>
    %cst_13 = stablehlo.constant dense<7.680000e+02> : tensor<f32>
    %52 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f32>) -> tensor<64x128x1xf32>
    %53 = stablehlo.divide %48, %52 : tensor<64x128x1xf32>
    %cst_14 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %54 = stablehlo.reduce(%53 init: %cst_14) applies stablehlo.add across dimensions = [2] : (tensor<64x128x1xf32>, tensor<f32>) -> tensor<64x128xf32>
    %55 = stablehlo.broadcast_in_dim %54, dims = [0, 1] : (tensor<64x128xf32>) -> tensor<64x128x768xf32>
    %56 = stablehlo.multiply %55, %8 : tensor<64x128x768xf32>
    %57 = stablehlo.negate %56 : tensor<64x128x768xf32>
    %cst_15 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %58 = stablehlo.reduce(%57 init: %cst_15) applies stablehlo.add across dimensions = [2] : (tensor<64x128x768xf32>, tensor<f32>) -> tensor<64x128xf32>
    %59 = stablehlo.reshape %58 : (tensor<64x128xf32>) -> tensor<64x128x1xf32>
    %60 = stablehlo.add %47, %56 : tensor<64x128x768xf32>
    %61 = stablehlo.add %51, %59 : tensor<64x128x1xf32>
    %cst_16 = stablehlo.constant dense<7.680000e+02> : tensor<f32>
    %62 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f32>) -> tensor<64x128x1xf32>
    %63 = stablehlo.divide %61, %62 : tensor<64x128x1xf32>
    %cst_17 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %64 = stablehlo.reduce(%63 init: %cst_17) applies stablehlo.add across dimensions = [2] : (tensor<64x128x1xf32>, tensor<f32>) -> tensor<64x128xf32>
    %65 = stablehlo.broadcast_in_dim %64, dims = [0, 1] : (tensor<64x128xf32>) -> tensor<64x128x768xf32>
    %66 = stablehlo.add %60, %65 : tensor<64x128x768xf32>
    return %30, %66, %39, %33 : tensor<64x128x768xf32>, tensor<64x128x768xf32>, tensor<768xf32>, tensor<768xf32>
  }
}
