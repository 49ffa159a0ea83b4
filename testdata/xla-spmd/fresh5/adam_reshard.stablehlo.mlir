module @jit_adam_reshard attributes {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["x"=8]> {stablehlo.mesh = {axes = [{name = "x", size = 8 : i64}]}}
  func.func public @main(%arg0: tensor<2048x1024xf32> {jax.buffer_donor = true, sdy.sharding = #sdy.sharding<@mesh, [{"x"}, {}]>}, %arg1: tensor<1024x2048xf32> {jax.buffer_donor = true, sdy.sharding = #sdy.sharding<@mesh, [{"x"}, {}]>}, %arg2: tensor<2048x1024xf32> {jax.buffer_donor = true, sdy.sharding = #sdy.sharding<@mesh, [{"x"}, {}]>}, %arg3: tensor<1024x2048xf32> {jax.buffer_donor = true, sdy.sharding = #sdy.sharding<@mesh, [{"x"}, {}]>}, %arg4: tensor<2048x1024xf32> {jax.buffer_donor = true, sdy.sharding = #sdy.sharding<@mesh, [{"x"}, {}]>}, %arg5: tensor<1024x2048xf32> {jax.buffer_donor = true, sdy.sharding = #sdy.sharding<@mesh, [{"x"}, {}]>}, %arg6: tensor<i32> {sdy.sharding = #sdy.sharding<@mesh, []>, tf.aliasing_output = 6 : i32}, %arg7: tensor<256x2048xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x"}, {}]>}) -> (tensor<2048x1024xf32> {jax.result_info = "result[0][0]", sdy.sharding = #sdy.sharding<@mesh, [{}, {"x"}]>}, tensor<1024x2048xf32> {jax.result_info = "result[0][1]", sdy.sharding = #sdy.sharding<@mesh, [{}, {"x"}]>}, tensor<2048x1024xf32> {jax.result_info = "result[1][0]", sdy.sharding = #sdy.sharding<@mesh, [{}, {"x"}]>}, tensor<1024x2048xf32> {jax.result_info = "result[1][1]", sdy.sharding = #sdy.sharding<@mesh, [{}, {"x"}]>}, tensor<2048x1024xf32> {jax.result_info = "result[2][0]", sdy.sharding = #sdy.sharding<@mesh, [{}, {"x"}]>}, tensor<1024x2048xf32> {jax.result_info = "result[2][1]", sdy.sharding = #sdy.sharding<@mesh, [{}, {"x"}]>}, tensor<i32> {jax.result_info = "result[3]", sdy.sharding = #sdy.sharding<@mesh, []>}, tensor<f32> {jax.result_info = "result[4]", sdy.sharding = #sdy.sharding<@mesh, []>}) {
    %0 = stablehlo.dot_general %arg7, %arg0, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<256x2048xf32>, tensor<2048x1024xf32>) -> tensor<256x1024xf32>
    %1 = stablehlo.tanh %0 : tensor<256x1024xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<256x1024xf32>
    %3 = stablehlo.subtract %2, %1 : tensor<256x1024xf32>
    %4 = stablehlo.dot_general %1, %arg1, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<256x1024xf32>, tensor<1024x2048xf32>) -> tensor<256x2048xf32>
    %5 = stablehlo.subtract %4, %arg7 : tensor<256x2048xf32>
    %6 = stablehlo.multiply %5, %5 : tensor<256x2048xf32>
    %cst_0 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %7 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<256x2048xf32>
    %8 = stablehlo.multiply %7, %5 : tensor<256x2048xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %9 = stablehlo.reduce(%6 init: %cst_1) applies stablehlo.add across dimensions = [0, 1] : (tensor<256x2048xf32>, tensor<f32>) -> tensor<f32>
    %cst_2 = stablehlo.constant dense<5.242880e+05> : tensor<f32>
    %10 = stablehlo.divide %9, %cst_2 : tensor<f32>
    %cst_3 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %cst_4 = stablehlo.constant dense<5.242880e+05> : tensor<f32>
    %11 = stablehlo.divide %cst_3, %cst_4 : tensor<f32>
    %12 = stablehlo.broadcast_in_dim %11, dims = [] : (tensor<f32>) -> tensor<256x2048xf32>
    %13 = stablehlo.multiply %12, %8 : tensor<256x2048xf32>
    %14 = stablehlo.dot_general %13, %1, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<256x2048xf32>, tensor<256x1024xf32>) -> tensor<2048x1024xf32>
    %15 = stablehlo.transpose %14, dims = [1, 0] : (tensor<2048x1024xf32>) -> tensor<1024x2048xf32>
    %16 = stablehlo.dot_general %13, %arg1, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<256x2048xf32>, tensor<1024x2048xf32>) -> tensor<256x1024xf32>
    %17 = stablehlo.multiply %16, %3 : tensor<256x1024xf32>
    %18 = stablehlo.multiply %17, %1 : tensor<256x1024xf32>
    %19 = stablehlo.add %17, %18 : tensor<256x1024xf32>
    %20 = stablehlo.dot_general %19, %arg7, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<256x1024xf32>, tensor<256x2048xf32>) -> tensor<1024x2048xf32>
    %21 = stablehlo.transpose %20, dims = [1, 0] : (tensor<1024x2048xf32>) -> tensor<2048x1024xf32>
    %c = stablehlo.constant dense<1> : tensor<i32>
    %22 = stablehlo.add %arg6, %c : tensor<i32>
    %cst_5 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %23 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<2048x1024xf32>
    %24 = stablehlo.multiply %23, %arg2 : tensor<2048x1024xf32>
    %cst_6 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %25 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<2048x1024xf32>
    %26 = stablehlo.multiply %25, %21 : tensor<2048x1024xf32>
    %27 = stablehlo.add %24, %26 : tensor<2048x1024xf32>
    %cst_7 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %28 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<1024x2048xf32>
    %29 = stablehlo.multiply %28, %arg3 : tensor<1024x2048xf32>
    %cst_8 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %30 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<1024x2048xf32>
    %31 = stablehlo.multiply %30, %15 : tensor<1024x2048xf32>
    %32 = stablehlo.add %29, %31 : tensor<1024x2048xf32>
    %cst_9 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %33 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<2048x1024xf32>
    %34 = stablehlo.multiply %33, %arg4 : tensor<2048x1024xf32>
    %cst_10 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %35 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<2048x1024xf32>
    %36 = stablehlo.multiply %35, %21 : tensor<2048x1024xf32>
    %37 = stablehlo.multiply %36, %21 : tensor<2048x1024xf32>
    %38 = stablehlo.add %34, %37 : tensor<2048x1024xf32>
    %cst_11 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %39 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<1024x2048xf32>
    %40 = stablehlo.multiply %39, %arg5 : tensor<1024x2048xf32>
    %cst_12 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %41 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<1024x2048xf32>
    %42 = stablehlo.multiply %41, %15 : tensor<1024x2048xf32>
    %43 = stablehlo.multiply %42, %15 : tensor<1024x2048xf32>
    %44 = stablehlo.add %40, %43 : tensor<1024x2048xf32>
    %45 = stablehlo.convert %22 : (tensor<i32>) -> tensor<f32>
    %cst_13 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %46 = stablehlo.power %cst_13, %45 : tensor<f32>
    %cst_14 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %47 = stablehlo.subtract %cst_14, %46 : tensor<f32>
    %48 = stablehlo.sqrt %47 : tensor<f32>
    %49 = stablehlo.convert %22 : (tensor<i32>) -> tensor<f32>
    %cst_15 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %50 = stablehlo.power %cst_15, %49 : tensor<f32>
    %cst_16 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %51 = stablehlo.subtract %cst_16, %50 : tensor<f32>
    %52 = stablehlo.divide %48, %51 : tensor<f32>
    %cst_17 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %53 = stablehlo.multiply %cst_17, %52 : tensor<f32>
    %54 = stablehlo.broadcast_in_dim %53, dims = [] : (tensor<f32>) -> tensor<2048x1024xf32>
    %55 = stablehlo.multiply %54, %27 : tensor<2048x1024xf32>
    %56 = stablehlo.sqrt %38 : tensor<2048x1024xf32>
    %cst_18 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %57 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<f32>) -> tensor<2048x1024xf32>
    %58 = stablehlo.add %56, %57 : tensor<2048x1024xf32>
    %59 = stablehlo.divide %55, %58 : tensor<2048x1024xf32>
    %60 = stablehlo.subtract %arg0, %59 : tensor<2048x1024xf32>
    %cst_19 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %61 = stablehlo.multiply %cst_19, %52 : tensor<f32>
    %62 = stablehlo.broadcast_in_dim %61, dims = [] : (tensor<f32>) -> tensor<1024x2048xf32>
    %63 = stablehlo.multiply %62, %32 : tensor<1024x2048xf32>
    %64 = stablehlo.sqrt %44 : tensor<1024x2048xf32>
    %cst_20 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %65 = stablehlo.broadcast_in_dim %cst_20, dims = [] : (tensor<f32>) -> tensor<1024x2048xf32>
    %66 = stablehlo.add %64, %65 : tensor<1024x2048xf32>
    %67 = stablehlo.divide %63, %66 : tensor<1024x2048xf32>
    %68 = stablehlo.subtract %arg1, %67 : tensor<1024x2048xf32>
    return %60, %68, %27, %32, %38, %44, %22, %10 : tensor<2048x1024xf32>, tensor<1024x2048xf32>, tensor<2048x1024xf32>, tensor<1024x2048xf32>, tensor<2048x1024xf32>, tensor<1024x2048xf32>, tensor<i32>, tensor<f32>
  }
}
