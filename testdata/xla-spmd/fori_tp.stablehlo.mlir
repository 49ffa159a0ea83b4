module @jit_fori_tp attributes {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["model"=8]> {stablehlo.mesh = {axes = [{name = "model", size = 8 : i64}]}}
  func.func public @main(%arg0: tensor<1024x4096xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, %arg1: tensor<4096x1024xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {}]>}, %arg2: tensor<256x1024xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}) -> (tensor<256x1024xf32> {jax.result_info = "result", sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}) {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0:4 = stablehlo.while(%iterArg = %arg0, %iterArg_0 = %arg1, %iterArg_1 = %c, %iterArg_2 = %arg2) : tensor<1024x4096xf32>, tensor<4096x1024xf32>, tensor<i32>, tensor<256x1024xf32>
    cond {
      %c_3 = stablehlo.constant dense<6> : tensor<i32>
      %1 = stablehlo.compare LT, %iterArg_1, %c_3, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %1 : tensor<i1>
    } do {
      %1 = func.call @closed_call(%iterArg, %iterArg_0, %iterArg_2) : (tensor<1024x4096xf32>, tensor<4096x1024xf32>, tensor<256x1024xf32>) -> tensor<256x1024xf32>
      %c_3 = stablehlo.constant dense<1> : tensor<i32>
      %2 = stablehlo.add %iterArg_1, %c_3 : tensor<i32>
      stablehlo.return %iterArg, %iterArg_0, %2, %1 : tensor<1024x4096xf32>, tensor<4096x1024xf32>, tensor<i32>, tensor<256x1024xf32>
    }
    return %0#3 : tensor<256x1024xf32>
  }
  func.func private @closed_call(%arg0: tensor<1024x4096xf32>, %arg1: tensor<4096x1024xf32>, %arg2: tensor<256x1024xf32>) -> tensor<256x1024xf32> {
    %0 = stablehlo.dot_general %arg2, %arg0, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<256x1024xf32>, tensor<1024x4096xf32>) -> tensor<256x4096xf32>
    %1 = stablehlo.multiply %0, %0 : tensor<256x4096xf32>
    %2 = stablehlo.multiply %1, %0 : tensor<256x4096xf32>
    %cst = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %3 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<256x4096xf32>
    %4 = stablehlo.multiply %3, %2 : tensor<256x4096xf32>
    %5 = stablehlo.add %0, %4 : tensor<256x4096xf32>
    %cst_0 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %6 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<256x4096xf32>
    %7 = stablehlo.multiply %6, %5 : tensor<256x4096xf32>
    %8 = stablehlo.tanh %7 : tensor<256x4096xf32>
    %cst_1 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %9 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<256x4096xf32>
    %10 = stablehlo.add %9, %8 : tensor<256x4096xf32>
    %cst_2 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %11 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<256x4096xf32>
    %12 = stablehlo.multiply %11, %10 : tensor<256x4096xf32>
    %13 = stablehlo.multiply %0, %12 : tensor<256x4096xf32>
    %14 = stablehlo.dot_general %13, %arg1, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<256x4096xf32>, tensor<4096x1024xf32>) -> tensor<256x1024xf32>
    %15 = stablehlo.tanh %14 : tensor<256x1024xf32>
    %16 = stablehlo.add %arg2, %15 : tensor<256x1024xf32>
    return %16 : tensor<256x1024xf32>
  }
}
