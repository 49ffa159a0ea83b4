module @jit_wsc_2x4 attributes {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["data"=2, "model"=4]> {stablehlo.mesh = {axes = [{name = "data", size = 2 : i64}, {name = "model", size = 4 : i64}]}}
  func.func public @main(%arg0: tensor<1024x2048xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, %arg1: tensor<2048x2048xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {}]>}, %arg2: tensor<2048x1024xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, %arg3: tensor<512x1024xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}) -> (tensor<1024x2048xf32> {jax.result_info = "result[0][0]", sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, tensor<2048x2048xf32> {jax.result_info = "result[0][1]", sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {}]>}, tensor<2048x1024xf32> {jax.result_info = "result[0][2]", sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, tensor<f32> {jax.result_info = "result[1]", sdy.sharding = #sdy.sharding<@mesh, []>}) {
    %0 = stablehlo.dot_general %arg3, %arg0, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<512x1024xf32>, tensor<1024x2048xf32>) -> tensor<512x2048xf32>
    %1 = call @relu(%0) : (tensor<512x2048xf32>) -> tensor<512x2048xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<512x2048xf32>
    %3 = stablehlo.compare GT, %0, %2, FLOAT : (tensor<512x2048xf32>, tensor<512x2048xf32>) -> tensor<512x2048xi1>
    %4 = sdy.sharding_constraint %1 <@mesh, [{"data"}, {"model"}]> : tensor<512x2048xf32>
    %5 = stablehlo.dot_general %4, %arg1, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<512x2048xf32>, tensor<2048x2048xf32>) -> tensor<512x2048xf32>
    %6 = call @relu(%5) : (tensor<512x2048xf32>) -> tensor<512x2048xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %7 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<512x2048xf32>
    %8 = stablehlo.compare GT, %5, %7, FLOAT : (tensor<512x2048xf32>, tensor<512x2048xf32>) -> tensor<512x2048xi1>
    %9 = sdy.sharding_constraint %6 <@mesh, [{"data", "model"}, {}]> : tensor<512x2048xf32>
    %10 = stablehlo.dot_general %9, %arg2, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<512x2048xf32>, tensor<2048x1024xf32>) -> tensor<512x1024xf32>
    %11 = stablehlo.multiply %10, %10 : tensor<512x1024xf32>
    %cst_1 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %12 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<512x1024xf32>
    %13 = stablehlo.multiply %12, %10 : tensor<512x1024xf32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %14 = stablehlo.reduce(%11 init: %cst_2) applies stablehlo.add across dimensions = [0, 1] : (tensor<512x1024xf32>, tensor<f32>) -> tensor<f32>
    %cst_3 = stablehlo.constant dense<5.242880e+05> : tensor<f32>
    %15 = stablehlo.divide %14, %cst_3 : tensor<f32>
    %cst_4 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %cst_5 = stablehlo.constant dense<5.242880e+05> : tensor<f32>
    %16 = stablehlo.divide %cst_4, %cst_5 : tensor<f32>
    %17 = stablehlo.broadcast_in_dim %16, dims = [] : (tensor<f32>) -> tensor<512x1024xf32>
    %18 = stablehlo.multiply %17, %13 : tensor<512x1024xf32>
    %19 = stablehlo.dot_general %18, %9, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<512x1024xf32>, tensor<512x2048xf32>) -> tensor<1024x2048xf32>
    %20 = stablehlo.transpose %19, dims = [1, 0] : (tensor<1024x2048xf32>) -> tensor<2048x1024xf32>
    %21 = stablehlo.dot_general %18, %arg2, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<512x1024xf32>, tensor<2048x1024xf32>) -> tensor<512x2048xf32>
    %22 = sdy.sharding_constraint %21 <@mesh, [{"data", "model"}, {}]> : tensor<512x2048xf32>
    %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %23 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<512x2048xf32>
    %24 = stablehlo.select %8, %22, %23 : tensor<512x2048xi1>, tensor<512x2048xf32>
    %25 = stablehlo.dot_general %24, %4, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<512x2048xf32>, tensor<512x2048xf32>) -> tensor<2048x2048xf32>
    %26 = stablehlo.transpose %25, dims = [1, 0] : (tensor<2048x2048xf32>) -> tensor<2048x2048xf32>
    %27 = stablehlo.dot_general %24, %arg1, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<512x2048xf32>, tensor<2048x2048xf32>) -> tensor<512x2048xf32>
    %28 = sdy.sharding_constraint %27 <@mesh, [{"data"}, {"model"}]> : tensor<512x2048xf32>
    %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %29 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<512x2048xf32>
    %30 = stablehlo.select %3, %28, %29 : tensor<512x2048xi1>, tensor<512x2048xf32>
    %31 = stablehlo.dot_general %30, %arg3, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<512x2048xf32>, tensor<512x1024xf32>) -> tensor<2048x1024xf32>
    %32 = stablehlo.transpose %31, dims = [1, 0] : (tensor<2048x1024xf32>) -> tensor<1024x2048xf32>
    return %32, %26, %20, %15 : tensor<1024x2048xf32>, tensor<2048x2048xf32>, tensor<2048x1024xf32>, tensor<f32>
  }
  func.func private @relu(%arg0: tensor<512x2048xf32>) -> tensor<512x2048xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<512x2048xf32>
    %1 = stablehlo.maximum %arg0, %0 : tensor<512x2048xf32>
    return %1 : tensor<512x2048xf32>
  }
}
