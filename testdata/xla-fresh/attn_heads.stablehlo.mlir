module @jit_attn_heads attributes {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["data"=2, "model"=4]> {stablehlo.mesh = {axes = [{name = "data", size = 2 : i64}, {name = "model", size = 4 : i64}]}}
  func.func public @main(%arg0: tensor<512x16x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}, {}]>}, %arg1: tensor<16x64x512xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {}, {}]>}, %arg2: tensor<512x16x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}, {}]>}, %arg3: tensor<512x16x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}, {}]>}, %arg4: tensor<16x256x512xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}, {}]>}) -> (tensor<f32> {jax.result_info = "result[0]"}, tensor<512x16x64xf32> {jax.result_info = "result[1]['wk']"}, tensor<16x64x512xf32> {jax.result_info = "result[1]['wo']"}, tensor<512x16x64xf32> {jax.result_info = "result[1]['wq']"}, tensor<512x16x64xf32> {jax.result_info = "result[1]['wv']"}) {
    %0 = stablehlo.dot_general %arg2, %arg4, contracting_dims = [0] x [2], precision = [DEFAULT, DEFAULT] : (tensor<512x16x64xf32>, tensor<16x256x512xf32>) -> tensor<16x64x16x256xf32>
    %1 = stablehlo.transpose %0, dims = [2, 0, 3, 1] : (tensor<16x64x16x256xf32>) -> tensor<16x16x256x64xf32>
    %2 = stablehlo.dot_general %arg0, %arg4, contracting_dims = [0] x [2], precision = [DEFAULT, DEFAULT] : (tensor<512x16x64xf32>, tensor<16x256x512xf32>) -> tensor<16x64x16x256xf32>
    %3 = stablehlo.transpose %2, dims = [2, 0, 3, 1] : (tensor<16x64x16x256xf32>) -> tensor<16x16x256x64xf32>
    %4 = stablehlo.dot_general %arg3, %arg4, contracting_dims = [0] x [2], precision = [DEFAULT, DEFAULT] : (tensor<512x16x64xf32>, tensor<16x256x512xf32>) -> tensor<16x64x16x256xf32>
    %5 = stablehlo.transpose %4, dims = [2, 0, 3, 1] : (tensor<16x64x16x256xf32>) -> tensor<16x16x256x64xf32>
    %6 = stablehlo.dot_general %1, %3, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<16x16x256x64xf32>, tensor<16x16x256x64xf32>) -> tensor<16x16x256x256xf32>
    %cst = stablehlo.constant dense<8.000000e+00> : tensor<f32>
    %7 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<16x16x256x256xf32>
    %8 = stablehlo.divide %6, %7 : tensor<16x16x256x256xf32>
    %c = stablehlo.constant dense<true> : tensor<i1>
    %9 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i1>) -> tensor<256x256xi1>
    %10 = call @tril(%9) : (tensor<256x256xi1>) -> tensor<256x256xi1>
    %cst_0 = stablehlo.constant dense<-1.000000e+09> : tensor<f32>
    %11:2 = call @_where(%10, %8, %cst_0) : (tensor<256x256xi1>, tensor<16x16x256x256xf32>, tensor<f32>) -> (tensor<16x16x256x256xf32>, tensor<16x16x256x256xi1>)
    %cst_1 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %12 = stablehlo.reduce(%11#0 init: %cst_1) applies stablehlo.maximum across dimensions = [3] : (tensor<16x16x256x256xf32>, tensor<f32>) -> tensor<16x16x256xf32>
    %cst_2 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %13 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<16x16x256xf32>
    %14 = stablehlo.maximum %13, %12 : tensor<16x16x256xf32>
    %15 = stablehlo.broadcast_in_dim %14, dims = [0, 1, 2] : (tensor<16x16x256xf32>) -> tensor<16x16x256x1xf32>
    %16 = stablehlo.broadcast_in_dim %15, dims = [0, 1, 2, 3] : (tensor<16x16x256x1xf32>) -> tensor<16x16x256x256xf32>
    %17 = stablehlo.subtract %11#0, %16 : tensor<16x16x256x256xf32>
    %18 = stablehlo.exponential %17 : tensor<16x16x256x256xf32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %19 = stablehlo.reduce(%18 init: %cst_3) applies stablehlo.add across dimensions = [3] : (tensor<16x16x256x256xf32>, tensor<f32>) -> tensor<16x16x256xf32>
    %20 = stablehlo.broadcast_in_dim %19, dims = [0, 1, 2] : (tensor<16x16x256xf32>) -> tensor<16x16x256x1xf32>
    %21 = stablehlo.broadcast_in_dim %20, dims = [0, 1, 2, 3] : (tensor<16x16x256x1xf32>) -> tensor<16x16x256x256xf32>
    %22 = stablehlo.divide %18, %21 : tensor<16x16x256x256xf32>
    %23 = stablehlo.multiply %20, %20 : tensor<16x16x256x1xf32>
    %cst_4 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %24 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<16x16x256x1xf32>
    %25 = stablehlo.divide %24, %23 : tensor<16x16x256x1xf32>
    %26 = stablehlo.dot_general %22, %5, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2], precision = [DEFAULT, DEFAULT] : (tensor<16x16x256x256xf32>, tensor<16x16x256x64xf32>) -> tensor<16x16x256x64xf32>
    %27 = stablehlo.dot_general %26, %arg1, contracting_dims = [1, 3] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<16x16x256x64xf32>, tensor<16x64x512xf32>) -> tensor<16x256x512xf32>
    %28 = stablehlo.add %arg4, %27 : tensor<16x256x512xf32>
    %29 = stablehlo.multiply %28, %28 : tensor<16x256x512xf32>
    %cst_5 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %30 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<16x256x512xf32>
    %31 = stablehlo.multiply %30, %28 : tensor<16x256x512xf32>
    %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %32 = stablehlo.reduce(%29 init: %cst_6) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<16x256x512xf32>, tensor<f32>) -> tensor<f32>
    %cst_7 = stablehlo.constant dense<0x4A000000> : tensor<f32>
    %33 = stablehlo.divide %32, %cst_7 : tensor<f32>
    %cst_8 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %cst_9 = stablehlo.constant dense<0x4A000000> : tensor<f32>
    %34 = stablehlo.divide %cst_8, %cst_9 : tensor<f32>
    %35 = stablehlo.broadcast_in_dim %34, dims = [] : (tensor<f32>) -> tensor<16x256x512xf32>
    %36 = stablehlo.multiply %35, %31 : tensor<16x256x512xf32>
    %37 = stablehlo.dot_general %36, %26, contracting_dims = [0, 1] x [0, 2], precision = [DEFAULT, DEFAULT] : (tensor<16x256x512xf32>, tensor<16x16x256x64xf32>) -> tensor<512x16x64xf32>
    %38 = stablehlo.transpose %37, dims = [1, 2, 0] : (tensor<512x16x64xf32>) -> tensor<16x64x512xf32>
    %39 = stablehlo.dot_general %36, %arg1, contracting_dims = [2] x [2], precision = [DEFAULT, DEFAULT] : (tensor<16x256x512xf32>, tensor<16x64x512xf32>) -> tensor<16x256x16x64xf32>
    %40 = stablehlo.transpose %39, dims = [0, 2, 1, 3] : (tensor<16x256x16x64xf32>) -> tensor<16x16x256x64xf32>
    %41 = stablehlo.dot_general %40, %22, batching_dims = [0, 1] x [0, 1], contracting_dims = [2] x [2], precision = [DEFAULT, DEFAULT] : (tensor<16x16x256x64xf32>, tensor<16x16x256x256xf32>) -> tensor<16x16x64x256xf32>
    %42 = stablehlo.transpose %41, dims = [0, 1, 3, 2] : (tensor<16x16x64x256xf32>) -> tensor<16x16x256x64xf32>
    %43 = stablehlo.dot_general %40, %5, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<16x16x256x64xf32>, tensor<16x16x256x64xf32>) -> tensor<16x16x256x256xf32>
    %44 = stablehlo.broadcast_in_dim %25, dims = [0, 1, 2, 3] : (tensor<16x16x256x1xf32>) -> tensor<16x16x256x256xf32>
    %45 = stablehlo.multiply %43, %44 : tensor<16x16x256x256xf32>
    %46 = stablehlo.multiply %45, %18 : tensor<16x16x256x256xf32>
    %cst_10 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %47 = stablehlo.reduce(%46 init: %cst_10) applies stablehlo.add across dimensions = [3] : (tensor<16x16x256x256xf32>, tensor<f32>) -> tensor<16x16x256xf32>
    %48 = stablehlo.reshape %47 : (tensor<16x16x256xf32>) -> tensor<16x16x256x1xf32>
    %49 = stablehlo.negate %48 : tensor<16x16x256x1xf32>
    %50 = stablehlo.broadcast_in_dim %20, dims = [0, 1, 2, 3] : (tensor<16x16x256x1xf32>) -> tensor<16x16x256x256xf32>
    %51 = stablehlo.divide %43, %50 : tensor<16x16x256x256xf32>
    %cst_11 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %52 = stablehlo.reduce(%49 init: %cst_11) applies stablehlo.add across dimensions = [3] : (tensor<16x16x256x1xf32>, tensor<f32>) -> tensor<16x16x256xf32>
    %53 = stablehlo.broadcast_in_dim %52, dims = [0, 1, 2] : (tensor<16x16x256xf32>) -> tensor<16x16x256x256xf32>
    %54 = stablehlo.add %51, %53 : tensor<16x16x256x256xf32>
    %55 = stablehlo.multiply %54, %18 : tensor<16x16x256x256xf32>
    %56 = call @_where_0(%11#1, %55) : (tensor<16x16x256x256xi1>, tensor<16x16x256x256xf32>) -> tensor<16x16x256x256xf32>
    %cst_12 = stablehlo.constant dense<8.000000e+00> : tensor<f32>
    %57 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<16x16x256x256xf32>
    %58 = stablehlo.divide %56, %57 : tensor<16x16x256x256xf32>
    %59 = stablehlo.dot_general %58, %1, batching_dims = [0, 1] x [0, 1], contracting_dims = [2] x [2], precision = [DEFAULT, DEFAULT] : (tensor<16x16x256x256xf32>, tensor<16x16x256x64xf32>) -> tensor<16x16x256x64xf32>
    %60 = stablehlo.dot_general %58, %3, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2], precision = [DEFAULT, DEFAULT] : (tensor<16x16x256x256xf32>, tensor<16x16x256x64xf32>) -> tensor<16x16x256x64xf32>
    %61 = stablehlo.transpose %42, dims = [1, 3, 0, 2] : (tensor<16x16x256x64xf32>) -> tensor<16x64x16x256xf32>
    %62 = stablehlo.dot_general %61, %arg4, contracting_dims = [2, 3] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<16x64x16x256xf32>, tensor<16x256x512xf32>) -> tensor<16x64x512xf32>
    %63 = stablehlo.transpose %62, dims = [2, 0, 1] : (tensor<16x64x512xf32>) -> tensor<512x16x64xf32>
    %64 = stablehlo.transpose %59, dims = [1, 3, 0, 2] : (tensor<16x16x256x64xf32>) -> tensor<16x64x16x256xf32>
    %65 = stablehlo.dot_general %64, %arg4, contracting_dims = [2, 3] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<16x64x16x256xf32>, tensor<16x256x512xf32>) -> tensor<16x64x512xf32>
    %66 = stablehlo.transpose %65, dims = [2, 0, 1] : (tensor<16x64x512xf32>) -> tensor<512x16x64xf32>
    %67 = stablehlo.transpose %60, dims = [1, 3, 0, 2] : (tensor<16x16x256x64xf32>) -> tensor<16x64x16x256xf32>
    %68 = stablehlo.dot_general %67, %arg4, contracting_dims = [2, 3] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<16x64x16x256xf32>, tensor<16x256x512xf32>) -> tensor<16x64x512xf32>
    %69 = stablehlo.transpose %68, dims = [2, 0, 1] : (tensor<16x64x512xf32>) -> tensor<512x16x64xf32>
    return %33, %66, %38, %69, %63 : tensor<f32>, tensor<512x16x64xf32>, tensor<16x64x512xf32>, tensor<512x16x64xf32>, tensor<512x16x64xf32>
  }
  func.func private @tril(%arg0: tensor<256x256xi1>) -> tensor<256x256xi1> {
    %0 = stablehlo.iota dim = 0 : tensor<256x256xi32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<256x256xi32>
    %2 = stablehlo.add %0, %1 : tensor<256x256xi32>
    %3 = stablehlo.iota dim = 1 : tensor<256x256xi32>
    %4 = stablehlo.compare GE, %2, %3, SIGNED : (tensor<256x256xi32>, tensor<256x256xi32>) -> tensor<256x256xi1>
    %c_0 = stablehlo.constant dense<false> : tensor<i1>
    %5 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i1>) -> tensor<256x256xi1>
    %6 = stablehlo.select %4, %arg0, %5 : tensor<256x256xi1>, tensor<256x256xi1>
    return %6 : tensor<256x256xi1>
  }
  func.func private @_where(%arg0: tensor<256x256xi1>, %arg1: tensor<16x16x256x256xf32>, %arg2: tensor<f32>) -> (tensor<16x16x256x256xf32>, tensor<16x16x256x256xi1>) {
    %0 = stablehlo.convert %arg2 : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %arg0, dims = [2, 3] : (tensor<256x256xi1>) -> tensor<16x16x256x256xi1>
    %2 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<16x16x256x256xf32>
    %3 = stablehlo.select %1, %arg1, %2 : tensor<16x16x256x256xi1>, tensor<16x16x256x256xf32>
    return %3, %1 : tensor<16x16x256x256xf32>, tensor<16x16x256x256xi1>
  }
  func.func private @_where_0(%arg0: tensor<16x16x256x256xi1>, %arg1: tensor<16x16x256x256xf32>) -> tensor<16x16x256x256xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<16x16x256x256xf32>
    %1 = stablehlo.select %arg0, %arg1, %0 : tensor<16x16x256x256xi1>, tensor<16x16x256x256xf32>
    return %1 : tensor<16x16x256x256xf32>
  }
}
