module @jit_mlp attributes {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["d"=4, "m"=2]> {stablehlo.mesh = {axes = [{name = "d", size = 4 : i64}, {name = "m", size = 2 : i64}]}}
  func.func public @main(%arg0: tensor<256x512xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"m"}]>}, %arg1: tensor<512x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"m"}, {}]>}, %arg2: tensor<64x256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"d"}, {}]>}) -> (tensor<512x128xf32> {jax.result_info = "result"}) {
    %0 = stablehlo.dot_general %arg2, %arg0, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<64x256xf32>, tensor<256x512xf32>) -> tensor<64x512xf32>
    %1 = call @relu(%0) : (tensor<64x512xf32>) -> tensor<64x512xf32>
    %2 = sdy.sharding_constraint %1 <@mesh, [{"d"}, {"m"}]> : tensor<64x512xf32>
    %3 = stablehlo.dot_general %2, %arg1, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<64x512xf32>, tensor<512x128xf32>) -> tensor<64x128xf32>
    %cst = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<64x128xf32>
    %5 = stablehlo.multiply %4, %3 : tensor<64x128xf32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %cst_1 = stablehlo.constant dense<8.192000e+03> : tensor<f32>
    %6 = stablehlo.divide %cst_0, %cst_1 : tensor<f32>
    %7 = stablehlo.broadcast_in_dim %6, dims = [] : (tensor<f32>) -> tensor<64x128xf32>
    %8 = stablehlo.multiply %7, %5 : tensor<64x128xf32>
    %9 = stablehlo.dot_general %8, %2, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<64x128xf32>, tensor<64x512xf32>) -> tensor<128x512xf32>
    %10 = stablehlo.transpose %9, dims = [1, 0] : (tensor<128x512xf32>) -> tensor<512x128xf32>
    return %10 : tensor<512x128xf32>
  }
  func.func private @relu(%arg0: tensor<64x512xf32>) -> tensor<64x512xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<64x512xf32>
    %1 = stablehlo.maximum %arg0, %0 : tensor<64x512xf32>
    return %1 : tensor<64x512xf32>
  }
}
