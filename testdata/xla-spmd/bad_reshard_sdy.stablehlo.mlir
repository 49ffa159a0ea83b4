module @jit_bad_reshard_sdy attributes {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["a"=8]> {stablehlo.mesh = {axes = [{name = "a", size = 8 : i64}]}}
  sdy.mesh @mesh_0 = <["x"=4, "y"=2]> {stablehlo.mesh = {axes = [{name = "x", size = 4 : i64}, {name = "y", size = 2 : i64}]}}
  func.func public @main(%arg0: tensor<64x512x512xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"a"}, {}, {}]>}, %arg1: tensor<512xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}) -> (tensor<64x512x512xf32> {jax.result_info = "result", sdy.sharding = #sdy.sharding<@mesh_0, [{}, {}, {"x"}]>}) {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [2] : (tensor<512xf32>) -> tensor<1x1x512xf32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [0, 1, 2] : (tensor<1x1x512xf32>) -> tensor<64x512x512xf32>
    %2 = stablehlo.multiply %arg0, %1 : tensor<64x512x512xf32>
    %3 = stablehlo.tanh %2 : tensor<64x512x512xf32>
    %4 = sdy.sharding_constraint %3 <@mesh_0, [{}, {}, {"x"}]> : tensor<64x512x512xf32>
    %cst = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %5 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<64x512x512xf32>
    %6 = stablehlo.multiply %4, %5 : tensor<64x512x512xf32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %7 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<64x512x512xf32>
    %8 = stablehlo.add %6, %7 : tensor<64x512x512xf32>
    return %8 : tensor<64x512x512xf32>
  }
}
