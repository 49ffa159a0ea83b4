module @jit_newton_while attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<512x512xf32>, %arg1: tensor<512x512xf32>) -> (tensor<512x512xf32> {jax.result_info = "result[0]"}, tensor<i32> {jax.result_info = "result[1]"}) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<512x512xf32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<512x512xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %2:5 = stablehlo.while(%iterArg = %arg0, %iterArg_1 = %arg1, %iterArg_2 = %0, %iterArg_3 = %1, %iterArg_4 = %c) : tensor<512x512xf32>, tensor<512x512xf32>, tensor<512x512xf32>, tensor<512x512xf32>, tensor<i32>
    cond {
      %3 = stablehlo.abs %iterArg_3 : tensor<512x512xf32>
      %cst_5 = stablehlo.constant dense<0xFF800000> : tensor<f32>
      %4 = stablehlo.reduce(%3 init: %cst_5) applies stablehlo.maximum across dimensions = [0, 1] : (tensor<512x512xf32>, tensor<f32>) -> tensor<f32>
      %cst_6 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
      %5 = stablehlo.compare GT, %4, %cst_6, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %c_7 = stablehlo.constant dense<50> : tensor<i32>
      %6 = stablehlo.compare LT, %iterArg_4, %c_7, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %c_8 = stablehlo.constant dense<false> : tensor<i1>
      %7 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<i1>) -> tensor<i1>
      %8 = stablehlo.compare NE, %6, %7, UNSIGNED : (tensor<i1>, tensor<i1>) -> tensor<i1>
      %9 = stablehlo.convert %8 : tensor<i1>
      %10 = stablehlo.and %5, %9 : tensor<i1>
      stablehlo.return %10 : tensor<i1>
    } do {
      %3 = stablehlo.multiply %iterArg_2, %iterArg_2 : tensor<512x512xf32>
      %4 = stablehlo.multiply %3, %iterArg_2 : tensor<512x512xf32>
      %5 = stablehlo.multiply %iterArg, %iterArg_2 : tensor<512x512xf32>
      %6 = stablehlo.add %4, %5 : tensor<512x512xf32>
      %7 = stablehlo.subtract %6, %iterArg_1 : tensor<512x512xf32>
      %8 = stablehlo.multiply %iterArg_2, %iterArg_2 : tensor<512x512xf32>
      %cst_5 = stablehlo.constant dense<3.000000e+00> : tensor<f32>
      %9 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<512x512xf32>
      %10 = stablehlo.multiply %9, %8 : tensor<512x512xf32>
      %11 = stablehlo.add %10, %iterArg : tensor<512x512xf32>
      %12 = stablehlo.divide %7, %11 : tensor<512x512xf32>
      %13 = stablehlo.subtract %iterArg_2, %12 : tensor<512x512xf32>
      %c_6 = stablehlo.constant dense<1> : tensor<i32>
      %14 = stablehlo.add %iterArg_4, %c_6 : tensor<i32>
      stablehlo.return %iterArg, %iterArg_1, %13, %12, %14 : tensor<512x512xf32>, tensor<512x512xf32>, tensor<512x512xf32>, tensor<512x512xf32>, tensor<i32>
    }
    return %2#2, %2#4 : tensor<512x512xf32>, tensor<i32>
  }
}
