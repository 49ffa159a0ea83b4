module @jit_moe_alltoall attributes {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["e"=8]> {stablehlo.mesh = {axes = [{name = "e", size = 8 : i64}]}}
  func.func public @main(%arg0: tensor<8x512x1024xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"e"}, {}, {}]>}, %arg1: tensor<8x1024x512xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"e"}, {}, {}]>}, %arg2: tensor<8x8x128x512xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"e"}, {}, {}, {}]>}, %arg3: tensor<8x8x128x512xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"e"}, {}, {}, {}]>}) -> (tensor<8x8x128x512xf32> {jax.result_info = "result[0]", sdy.sharding = #sdy.sharding<@mesh, [{"e"}, {}, {}, {}]>}, tensor<8x512x1024xf32> {jax.result_info = "result[1][0]", sdy.sharding = #sdy.sharding<@mesh, [{"e"}, {}, {}]>}, tensor<8x1024x512xf32> {jax.result_info = "result[1][1]", sdy.sharding = #sdy.sharding<@mesh, [{"e"}, {}, {}]>}) {
    %0 = sdy.sharding_constraint %arg2 <@mesh, [{}, {"e"}, {}, {}]> : tensor<8x8x128x512xf32>
    %1 = stablehlo.dot_general %arg0, %0, batching_dims = [0] x [1], contracting_dims = [1] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x512x1024xf32>, tensor<8x8x128x512xf32>) -> tensor<8x1024x8x128xf32>
    %2 = stablehlo.transpose %1, dims = [2, 0, 3, 1] : (tensor<8x1024x8x128xf32>) -> tensor<8x8x128x1024xf32>
    %3 = call @relu(%2) : (tensor<8x8x128x1024xf32>) -> tensor<8x8x128x1024xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x8x128x1024xf32>
    %5 = stablehlo.compare GT, %2, %4, FLOAT : (tensor<8x8x128x1024xf32>, tensor<8x8x128x1024xf32>) -> tensor<8x8x128x1024xi1>
    %6 = stablehlo.dot_general %arg1, %3, batching_dims = [0] x [1], contracting_dims = [1] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x1024x512xf32>, tensor<8x8x128x1024xf32>) -> tensor<8x512x8x128xf32>
    %7 = stablehlo.transpose %6, dims = [2, 0, 3, 1] : (tensor<8x512x8x128xf32>) -> tensor<8x8x128x512xf32>
    %8 = sdy.sharding_constraint %7 <@mesh, [{"e"}, {}, {}, {}]> : tensor<8x8x128x512xf32>
    %9 = sdy.sharding_constraint %arg3 <@mesh, [{"e"}, {}, {}, {}]> : tensor<8x8x128x512xf32>
    %10 = stablehlo.transpose %9, dims = [1, 3, 0, 2] : (tensor<8x8x128x512xf32>) -> tensor<8x512x8x128xf32>
    %11 = stablehlo.dot_general %10, %arg1, batching_dims = [0] x [0], contracting_dims = [1] x [2], precision = [DEFAULT, DEFAULT] : (tensor<8x512x8x128xf32>, tensor<8x1024x512xf32>) -> tensor<8x8x128x1024xf32>
    %12 = stablehlo.transpose %11, dims = [1, 0, 2, 3] : (tensor<8x8x128x1024xf32>) -> tensor<8x8x128x1024xf32>
    %13 = stablehlo.dot_general %10, %3, batching_dims = [0] x [1], contracting_dims = [2, 3] x [0, 2], precision = [DEFAULT, DEFAULT] : (tensor<8x512x8x128xf32>, tensor<8x8x128x1024xf32>) -> tensor<8x512x1024xf32>
    %14 = stablehlo.transpose %13, dims = [0, 2, 1] : (tensor<8x512x1024xf32>) -> tensor<8x1024x512xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %15 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<8x8x128x1024xf32>
    %16 = stablehlo.select %5, %12, %15 : tensor<8x8x128x1024xi1>, tensor<8x8x128x1024xf32>
    %17 = stablehlo.transpose %16, dims = [1, 3, 0, 2] : (tensor<8x8x128x1024xf32>) -> tensor<8x1024x8x128xf32>
    %18 = stablehlo.dot_general %17, %0, batching_dims = [0] x [1], contracting_dims = [2, 3] x [0, 2], precision = [DEFAULT, DEFAULT] : (tensor<8x1024x8x128xf32>, tensor<8x8x128x512xf32>) -> tensor<8x1024x512xf32>
    %19 = stablehlo.transpose %18, dims = [0, 2, 1] : (tensor<8x1024x512xf32>) -> tensor<8x512x1024xf32>
    return %8, %19, %14 : tensor<8x8x128x512xf32>, tensor<8x512x1024xf32>, tensor<8x1024x512xf32>
  }
  func.func private @relu(%arg0: tensor<8x8x128x1024xf32>) -> tensor<8x8x128x1024xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x8x128x1024xf32>
    %1 = stablehlo.maximum %arg0, %0 : tensor<8x8x128x1024xf32>
    return %1 : tensor<8x8x128x1024xf32>
  }
}
