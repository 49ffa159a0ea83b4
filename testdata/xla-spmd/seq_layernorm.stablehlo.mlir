module @jit_seq_layernorm attributes {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["seq"=8]> {stablehlo.mesh = {axes = [{name = "seq", size = 8 : i64}]}}
  func.func public @main(%arg0: tensor<8x2048x1024xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"seq"}, {}]>}, %arg1: tensor<1024xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg2: tensor<1024xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg3: tensor<8x2048x1024xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"seq"}, {}]>}) -> (tensor<8x2048x1024xf32> {jax.result_info = "result[0]", sdy.sharding = #sdy.sharding<@mesh, [{}, {"seq"}, {}]>}, tensor<8x2048x1024xf32> {jax.result_info = "result[1]", sdy.sharding = #sdy.sharding<@mesh, [{}, {"seq"}, {}]>}, tensor<1024xf32> {jax.result_info = "result[2]", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, tensor<1024xf32> {jax.result_info = "result[3]", sdy.sharding = #sdy.sharding<@mesh, [{}]>}) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.reduce(%arg0 init: %cst) applies stablehlo.add across dimensions = [2] : (tensor<8x2048x1024xf32>, tensor<f32>) -> tensor<8x2048xf32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [0, 1] : (tensor<8x2048xf32>) -> tensor<8x2048x1xf32>
    %cst_0 = stablehlo.constant dense<1.024000e+03> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<8x2048x1xf32>
    %3 = stablehlo.divide %1, %2 : tensor<8x2048x1xf32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [0, 1, 2] : (tensor<8x2048x1xf32>) -> tensor<8x2048x1024xf32>
    %5 = stablehlo.subtract %arg0, %4 : tensor<8x2048x1024xf32>
    %6 = stablehlo.multiply %5, %5 : tensor<8x2048x1024xf32>
    %cst_1 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %7 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<8x2048x1024xf32>
    %8 = stablehlo.multiply %7, %5 : tensor<8x2048x1024xf32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %9 = stablehlo.reduce(%6 init: %cst_2) applies stablehlo.add across dimensions = [2] : (tensor<8x2048x1024xf32>, tensor<f32>) -> tensor<8x2048xf32>
    %10 = stablehlo.broadcast_in_dim %9, dims = [0, 1] : (tensor<8x2048xf32>) -> tensor<8x2048x1xf32>
    %cst_3 = stablehlo.constant dense<1.024000e+03> : tensor<f32>
    %11 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<8x2048x1xf32>
    %12 = stablehlo.divide %10, %11 : tensor<8x2048x1xf32>
    %13 = stablehlo.broadcast_in_dim %3, dims = [0, 1, 2] : (tensor<8x2048x1xf32>) -> tensor<8x2048x1024xf32>
    %14 = stablehlo.subtract %arg0, %13 : tensor<8x2048x1024xf32>
    %cst_4 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %15 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<8x2048x1xf32>
    %16 = stablehlo.add %12, %15 : tensor<8x2048x1xf32>
    %17 = stablehlo.rsqrt %16 : tensor<8x2048x1xf32>
    %18 = stablehlo.divide %17, %16 : tensor<8x2048x1xf32>
    %cst_5 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %19 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<8x2048x1xf32>
    %20 = stablehlo.multiply %19, %18 : tensor<8x2048x1xf32>
    %21 = stablehlo.broadcast_in_dim %17, dims = [0, 1, 2] : (tensor<8x2048x1xf32>) -> tensor<8x2048x1024xf32>
    %22 = stablehlo.multiply %14, %21 : tensor<8x2048x1024xf32>
    %23 = stablehlo.broadcast_in_dim %arg1, dims = [2] : (tensor<1024xf32>) -> tensor<1x1x1024xf32>
    %24 = stablehlo.broadcast_in_dim %23, dims = [0, 1, 2] : (tensor<1x1x1024xf32>) -> tensor<8x2048x1024xf32>
    %25 = stablehlo.multiply %22, %24 : tensor<8x2048x1024xf32>
    %26 = stablehlo.broadcast_in_dim %arg2, dims = [2] : (tensor<1024xf32>) -> tensor<1x1x1024xf32>
    %27 = stablehlo.broadcast_in_dim %26, dims = [0, 1, 2] : (tensor<1x1x1024xf32>) -> tensor<8x2048x1024xf32>
    %28 = stablehlo.add %25, %27 : tensor<8x2048x1024xf32>
    %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %29 = stablehlo.reduce(%arg3 init: %cst_6) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x2048x1024xf32>, tensor<f32>) -> tensor<1024xf32>
    %30 = stablehlo.reshape %29 : (tensor<1024xf32>) -> tensor<1x1x1024xf32>
    %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %31 = stablehlo.reduce(%30 init: %cst_7) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x1024xf32>, tensor<f32>) -> tensor<1024xf32>
    %32 = stablehlo.multiply %22, %arg3 : tensor<8x2048x1024xf32>
    %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %33 = stablehlo.reduce(%32 init: %cst_8) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x2048x1024xf32>, tensor<f32>) -> tensor<1024xf32>
    %34 = stablehlo.reshape %33 : (tensor<1024xf32>) -> tensor<1x1x1024xf32>
    %35 = stablehlo.broadcast_in_dim %23, dims = [0, 1, 2] : (tensor<1x1x1024xf32>) -> tensor<8x2048x1024xf32>
    %36 = stablehlo.multiply %arg3, %35 : tensor<8x2048x1024xf32>
    %cst_9 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %37 = stablehlo.reduce(%34 init: %cst_9) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x1024xf32>, tensor<f32>) -> tensor<1024xf32>
    %38 = stablehlo.multiply %14, %36 : tensor<8x2048x1024xf32>
    %cst_10 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %39 = stablehlo.reduce(%38 init: %cst_10) applies stablehlo.add across dimensions = [2] : (tensor<8x2048x1024xf32>, tensor<f32>) -> tensor<8x2048xf32>
    %40 = stablehlo.reshape %39 : (tensor<8x2048xf32>) -> tensor<8x2048x1xf32>
    %41 = stablehlo.broadcast_in_dim %17, dims = [0, 1, 2] : (tensor<8x2048x1xf32>) -> tensor<8x2048x1024xf32>
    %42 = stablehlo.multiply %36, %41 : tensor<8x2048x1024xf32>
    %43 = stablehlo.multiply %40, %20 : tensor<8x2048x1xf32>
    %44 = stablehlo.negate %42 : tensor<8x2048x1024xf32>
    %cst_11 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %45 = stablehlo.reduce(%44 init: %cst_11) applies stablehlo.add across dimensions = [2] : (tensor<8x2048x1024xf32>, tensor<f32>) -> tensor<8x2048xf32>
    %46 = stablehlo.reshape %45 : (tensor<8x2048xf32>) -> tensor<8x2048x1xf32>
    %cst_12 = stablehlo.constant dense<1.024000e+03> : tensor<f32>
    %47 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<8x2048x1xf32>
    %48 = stablehlo.divide %43, %47 : tensor<8x2048x1xf32>
    %cst_13 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %49 = stablehlo.reduce(%48 init: %cst_13) applies stablehlo.add across dimensions = [2] : (tensor<8x2048x1xf32>, tensor<f32>) -> tensor<8x2048xf32>
    %50 = stablehlo.broadcast_in_dim %49, dims = [0, 1] : (tensor<8x2048xf32>) -> tensor<8x2048x1024xf32>
    %51 = stablehlo.multiply %50, %8 : tensor<8x2048x1024xf32>
    %52 = stablehlo.negate %51 : tensor<8x2048x1024xf32>
    %cst_14 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %53 = stablehlo.reduce(%52 init: %cst_14) applies stablehlo.add across dimensions = [2] : (tensor<8x2048x1024xf32>, tensor<f32>) -> tensor<8x2048xf32>
    %54 = stablehlo.reshape %53 : (tensor<8x2048xf32>) -> tensor<8x2048x1xf32>
    %55 = stablehlo.add %42, %51 : tensor<8x2048x1024xf32>
    %56 = stablehlo.add %46, %54 : tensor<8x2048x1xf32>
    %cst_15 = stablehlo.constant dense<1.024000e+03> : tensor<f32>
    %57 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<f32>) -> tensor<8x2048x1xf32>
    %58 = stablehlo.divide %56, %57 : tensor<8x2048x1xf32>
    %cst_16 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %59 = stablehlo.reduce(%58 init: %cst_16) applies stablehlo.add across dimensions = [2] : (tensor<8x2048x1xf32>, tensor<f32>) -> tensor<8x2048xf32>
    %60 = stablehlo.broadcast_in_dim %59, dims = [0, 1] : (tensor<8x2048xf32>) -> tensor<8x2048x1024xf32>
    %61 = stablehlo.add %55, %60 : tensor<8x2048x1024xf32>
    return %28, %61, %37, %31 : tensor<8x2048x1024xf32>, tensor<8x2048x1024xf32>, tensor<1024xf32>, tensor<1024xf32>
  }
}
