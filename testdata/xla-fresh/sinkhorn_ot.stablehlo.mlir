module @jit_sinkhorn_ot attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<2048x64xf32>, %arg1: tensor<2048x64xf32>, %arg2: tensor<f32>) -> (tensor<2048x2048xf32> {jax.result_info = "result[0]"}, tensor<f32> {jax.result_info = "result[1]"}) {
    %0 = stablehlo.broadcast_in_dim %arg0, dims = [0, 2] : (tensor<2048x64xf32>) -> tensor<2048x1x64xf32>
    %1 = stablehlo.broadcast_in_dim %arg1, dims = [1, 2] : (tensor<2048x64xf32>) -> tensor<1x2048x64xf32>
    %2 = stablehlo.broadcast_in_dim %0, dims = [0, 1, 2] : (tensor<2048x1x64xf32>) -> tensor<2048x2048x64xf32>
    %3 = stablehlo.broadcast_in_dim %1, dims = [0, 1, 2] : (tensor<1x2048x64xf32>) -> tensor<2048x2048x64xf32>
    %4 = stablehlo.subtract %2, %3 : tensor<2048x2048x64xf32>
    %5 = stablehlo.multiply %4, %4 : tensor<2048x2048x64xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %6 = stablehlo.reduce(%5 init: %cst) applies stablehlo.add across dimensions = [2] : (tensor<2048x2048x64xf32>, tensor<f32>) -> tensor<2048x2048xf32>
    %cst_0 = stablehlo.constant dense<2.048000e+03> : tensor<f32>
    %7 = stablehlo.log %cst_0 : tensor<f32>
    %8 = stablehlo.negate %7 : tensor<f32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [] : (tensor<f32>) -> tensor<2048xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %10 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<2048xf32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %11 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<2048xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %cst_3 = stablehlo.constant dense<0x7F800000> : tensor<f32>
    %12:7 = stablehlo.while(%iterArg = %arg2, %iterArg_5 = %9, %iterArg_6 = %6, %iterArg_7 = %10, %iterArg_8 = %11, %iterArg_9 = %c, %iterArg_10 = %cst_3) : tensor<f32>, tensor<2048xf32>, tensor<2048x2048xf32>, tensor<2048xf32>, tensor<2048xf32>, tensor<i32>, tensor<f32>
    cond {
      %c_11 = stablehlo.constant dense<200> : tensor<i32>
      %24 = stablehlo.compare LT, %iterArg_9, %c_11, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %cst_12 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
      %25 = stablehlo.compare GT, %iterArg_10, %cst_12, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %c_13 = stablehlo.constant dense<false> : tensor<i1>
      %26 = stablehlo.broadcast_in_dim %c_13, dims = [] : (tensor<i1>) -> tensor<i1>
      %27 = stablehlo.compare NE, %24, %26, UNSIGNED : (tensor<i1>, tensor<i1>) -> tensor<i1>
      %28 = stablehlo.convert %27 : tensor<i1>
      %c_14 = stablehlo.constant dense<false> : tensor<i1>
      %29 = stablehlo.broadcast_in_dim %c_14, dims = [] : (tensor<i1>) -> tensor<i1>
      %30 = stablehlo.compare NE, %25, %29, UNSIGNED : (tensor<i1>, tensor<i1>) -> tensor<i1>
      %31 = stablehlo.convert %30 : tensor<i1>
      %32 = stablehlo.and %28, %31 : tensor<i1>
      stablehlo.return %32 : tensor<i1>
    } do {
      %24 = stablehlo.convert %iterArg_5 : tensor<2048xf32>
      %25 = stablehlo.broadcast_in_dim %iterArg, dims = [] : (tensor<f32>) -> tensor<2048xf32>
      %26 = stablehlo.multiply %25, %24 : tensor<2048xf32>
      %27 = stablehlo.broadcast_in_dim %iterArg_8, dims = [1] : (tensor<2048xf32>) -> tensor<1x2048xf32>
      %28 = stablehlo.broadcast_in_dim %27, dims = [0, 1] : (tensor<1x2048xf32>) -> tensor<2048x2048xf32>
      %29 = stablehlo.subtract %28, %iterArg_6 : tensor<2048x2048xf32>
      %30 = stablehlo.broadcast_in_dim %iterArg, dims = [] : (tensor<f32>) -> tensor<2048x2048xf32>
      %31 = stablehlo.divide %29, %30 : tensor<2048x2048xf32>
      %cst_11 = stablehlo.constant dense<0xFF800000> : tensor<f32>
      %32 = stablehlo.reduce(%31 init: %cst_11) applies stablehlo.maximum across dimensions = [1] : (tensor<2048x2048xf32>, tensor<f32>) -> tensor<2048xf32>
      %cst_12 = stablehlo.constant dense<0xFF800000> : tensor<f32>
      %33 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<2048xf32>
      %34 = stablehlo.maximum %33, %32 : tensor<2048xf32>
      %35 = stablehlo.is_finite %34 : (tensor<2048xf32>) -> tensor<2048xi1>
      %cst_13 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %36 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f32>) -> tensor<2048xf32>
      %37 = stablehlo.select %35, %34, %36 : tensor<2048xi1>, tensor<2048xf32>
      %38 = stablehlo.broadcast_in_dim %37, dims = [0] : (tensor<2048xf32>) -> tensor<2048x1xf32>
      %39 = stablehlo.broadcast_in_dim %38, dims = [0, 1] : (tensor<2048x1xf32>) -> tensor<2048x2048xf32>
      %40 = stablehlo.subtract %31, %39 : tensor<2048x2048xf32>
      %41 = stablehlo.exponential %40 : tensor<2048x2048xf32>
      %cst_14 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %42 = stablehlo.reduce(%41 init: %cst_14) applies stablehlo.add across dimensions = [1] : (tensor<2048x2048xf32>, tensor<f32>) -> tensor<2048xf32>
      %43 = stablehlo.sign %42 : tensor<2048xf32>
      %44 = stablehlo.abs %42 : tensor<2048xf32>
      %45 = stablehlo.log %44 : tensor<2048xf32>
      %46 = stablehlo.add %45, %37 : tensor<2048xf32>
      %47 = stablehlo.broadcast_in_dim %iterArg, dims = [] : (tensor<f32>) -> tensor<2048xf32>
      %48 = stablehlo.multiply %47, %46 : tensor<2048xf32>
      %49 = stablehlo.subtract %26, %48 : tensor<2048xf32>
      %50 = stablehlo.convert %iterArg_5 : tensor<2048xf32>
      %51 = stablehlo.broadcast_in_dim %iterArg, dims = [] : (tensor<f32>) -> tensor<2048xf32>
      %52 = stablehlo.multiply %51, %50 : tensor<2048xf32>
      %53 = stablehlo.broadcast_in_dim %49, dims = [0] : (tensor<2048xf32>) -> tensor<2048x1xf32>
      %54 = stablehlo.broadcast_in_dim %53, dims = [0, 1] : (tensor<2048x1xf32>) -> tensor<2048x2048xf32>
      %55 = stablehlo.subtract %54, %iterArg_6 : tensor<2048x2048xf32>
      %56 = stablehlo.broadcast_in_dim %iterArg, dims = [] : (tensor<f32>) -> tensor<2048x2048xf32>
      %57 = stablehlo.divide %55, %56 : tensor<2048x2048xf32>
      %cst_15 = stablehlo.constant dense<0xFF800000> : tensor<f32>
      %58 = stablehlo.reduce(%57 init: %cst_15) applies stablehlo.maximum across dimensions = [0] : (tensor<2048x2048xf32>, tensor<f32>) -> tensor<2048xf32>
      %cst_16 = stablehlo.constant dense<0xFF800000> : tensor<f32>
      %59 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f32>) -> tensor<2048xf32>
      %60 = stablehlo.maximum %59, %58 : tensor<2048xf32>
      %61 = stablehlo.is_finite %60 : (tensor<2048xf32>) -> tensor<2048xi1>
      %cst_17 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %62 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<f32>) -> tensor<2048xf32>
      %63 = stablehlo.select %61, %60, %62 : tensor<2048xi1>, tensor<2048xf32>
      %64 = stablehlo.broadcast_in_dim %63, dims = [1] : (tensor<2048xf32>) -> tensor<1x2048xf32>
      %65 = stablehlo.broadcast_in_dim %64, dims = [0, 1] : (tensor<1x2048xf32>) -> tensor<2048x2048xf32>
      %66 = stablehlo.subtract %57, %65 : tensor<2048x2048xf32>
      %67 = stablehlo.exponential %66 : tensor<2048x2048xf32>
      %cst_18 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %68 = stablehlo.reduce(%67 init: %cst_18) applies stablehlo.add across dimensions = [0] : (tensor<2048x2048xf32>, tensor<f32>) -> tensor<2048xf32>
      %69 = stablehlo.sign %68 : tensor<2048xf32>
      %70 = stablehlo.abs %68 : tensor<2048xf32>
      %71 = stablehlo.log %70 : tensor<2048xf32>
      %72 = stablehlo.add %71, %63 : tensor<2048xf32>
      %73 = stablehlo.broadcast_in_dim %iterArg, dims = [] : (tensor<f32>) -> tensor<2048xf32>
      %74 = stablehlo.multiply %73, %72 : tensor<2048xf32>
      %75 = stablehlo.subtract %52, %74 : tensor<2048xf32>
      %76 = stablehlo.broadcast_in_dim %49, dims = [0] : (tensor<2048xf32>) -> tensor<2048x1xf32>
      %77 = stablehlo.broadcast_in_dim %75, dims = [1] : (tensor<2048xf32>) -> tensor<1x2048xf32>
      %78 = stablehlo.broadcast_in_dim %76, dims = [0, 1] : (tensor<2048x1xf32>) -> tensor<2048x2048xf32>
      %79 = stablehlo.broadcast_in_dim %77, dims = [0, 1] : (tensor<1x2048xf32>) -> tensor<2048x2048xf32>
      %80 = stablehlo.add %78, %79 : tensor<2048x2048xf32>
      %81 = stablehlo.subtract %80, %iterArg_6 : tensor<2048x2048xf32>
      %82 = stablehlo.broadcast_in_dim %iterArg, dims = [] : (tensor<f32>) -> tensor<2048x2048xf32>
      %83 = stablehlo.divide %81, %82 : tensor<2048x2048xf32>
      %cst_19 = stablehlo.constant dense<0xFF800000> : tensor<f32>
      %84 = stablehlo.reduce(%83 init: %cst_19) applies stablehlo.maximum across dimensions = [1] : (tensor<2048x2048xf32>, tensor<f32>) -> tensor<2048xf32>
      %cst_20 = stablehlo.constant dense<0xFF800000> : tensor<f32>
      %85 = stablehlo.broadcast_in_dim %cst_20, dims = [] : (tensor<f32>) -> tensor<2048xf32>
      %86 = stablehlo.maximum %85, %84 : tensor<2048xf32>
      %87 = stablehlo.is_finite %86 : (tensor<2048xf32>) -> tensor<2048xi1>
      %cst_21 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %88 = stablehlo.broadcast_in_dim %cst_21, dims = [] : (tensor<f32>) -> tensor<2048xf32>
      %89 = stablehlo.select %87, %86, %88 : tensor<2048xi1>, tensor<2048xf32>
      %90 = stablehlo.broadcast_in_dim %89, dims = [0] : (tensor<2048xf32>) -> tensor<2048x1xf32>
      %91 = stablehlo.broadcast_in_dim %90, dims = [0, 1] : (tensor<2048x1xf32>) -> tensor<2048x2048xf32>
      %92 = stablehlo.subtract %83, %91 : tensor<2048x2048xf32>
      %93 = stablehlo.exponential %92 : tensor<2048x2048xf32>
      %cst_22 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %94 = stablehlo.reduce(%93 init: %cst_22) applies stablehlo.add across dimensions = [1] : (tensor<2048x2048xf32>, tensor<f32>) -> tensor<2048xf32>
      %95 = stablehlo.sign %94 : tensor<2048xf32>
      %96 = stablehlo.abs %94 : tensor<2048xf32>
      %97 = stablehlo.log %96 : tensor<2048xf32>
      %98 = stablehlo.add %97, %89 : tensor<2048xf32>
      %99 = stablehlo.exponential %98 : tensor<2048xf32>
      %cst_23 = stablehlo.constant dense<4.8828125E-4> : tensor<f32>
      %100 = stablehlo.broadcast_in_dim %cst_23, dims = [] : (tensor<f32>) -> tensor<2048xf32>
      %101 = stablehlo.subtract %99, %100 : tensor<2048xf32>
      %102 = stablehlo.abs %101 : tensor<2048xf32>
      %cst_24 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %103 = stablehlo.reduce(%102 init: %cst_24) applies stablehlo.add across dimensions = [0] : (tensor<2048xf32>, tensor<f32>) -> tensor<f32>
      %c_25 = stablehlo.constant dense<1> : tensor<i32>
      %104 = stablehlo.add %iterArg_9, %c_25 : tensor<i32>
      stablehlo.return %iterArg, %iterArg_5, %iterArg_6, %49, %75, %104, %103 : tensor<f32>, tensor<2048xf32>, tensor<2048x2048xf32>, tensor<2048xf32>, tensor<2048xf32>, tensor<i32>, tensor<f32>
    }
    %13 = stablehlo.broadcast_in_dim %12#3, dims = [0] : (tensor<2048xf32>) -> tensor<2048x1xf32>
    %14 = stablehlo.broadcast_in_dim %12#4, dims = [1] : (tensor<2048xf32>) -> tensor<1x2048xf32>
    %15 = stablehlo.broadcast_in_dim %13, dims = [0, 1] : (tensor<2048x1xf32>) -> tensor<2048x2048xf32>
    %16 = stablehlo.broadcast_in_dim %14, dims = [0, 1] : (tensor<1x2048xf32>) -> tensor<2048x2048xf32>
    %17 = stablehlo.add %15, %16 : tensor<2048x2048xf32>
    %18 = stablehlo.subtract %17, %6 : tensor<2048x2048xf32>
    %19 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<f32>) -> tensor<2048x2048xf32>
    %20 = stablehlo.divide %18, %19 : tensor<2048x2048xf32>
    %21 = stablehlo.exponential %20 : tensor<2048x2048xf32>
    %22 = stablehlo.multiply %21, %6 : tensor<2048x2048xf32>
    %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %23 = stablehlo.reduce(%22 init: %cst_4) applies stablehlo.add across dimensions = [0, 1] : (tensor<2048x2048xf32>, tensor<f32>) -> tensor<f32>
    return %21, %23 : tensor<2048x2048xf32>, tensor<f32>
  }
}
