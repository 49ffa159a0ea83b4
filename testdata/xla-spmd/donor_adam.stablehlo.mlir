module @jit_donor_adam attributes {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<2048x1024xf32> {jax.buffer_donor = true, mhlo.sharding = "{devices=[8,1]<=[8]}"}, %arg1: tensor<1024x2048xf32> {jax.buffer_donor = true, mhlo.sharding = "{devices=[8,1]<=[8]}"}, %arg2: tensor<2048x1024xf32> {jax.buffer_donor = true, mhlo.sharding = "{devices=[8,1]<=[8]}"}, %arg3: tensor<1024x2048xf32> {jax.buffer_donor = true, mhlo.sharding = "{devices=[8,1]<=[8]}"}, %arg4: tensor<2048x1024xf32> {jax.buffer_donor = true, mhlo.sharding = "{devices=[8,1]<=[8]}"}, %arg5: tensor<1024x2048xf32> {jax.buffer_donor = true, mhlo.sharding = "{devices=[8,1]<=[8]}"}, %arg6: tensor<256x2048xf32> {mhlo.sharding = "{devices=[8,1]<=[8]}"}) -> (tensor<2048x1024xf32> {jax.result_info = "result[0][0]"}, tensor<1024x2048xf32> {jax.result_info = "result[0][1]"}, tensor<2048x1024xf32> {jax.result_info = "result[1][0]"}, tensor<1024x2048xf32> {jax.result_info = "result[1][1]"}, tensor<2048x1024xf32> {jax.result_info = "result[2][0]"}, tensor<1024x2048xf32> {jax.result_info = "result[2][1]"}) {
    %0 = stablehlo.dot_general %arg6, %arg0, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<256x2048xf32>, tensor<2048x1024xf32>) -> tensor<256x1024xf32>
    %1 = stablehlo.tanh %0 : tensor<256x1024xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<256x1024xf32>
    %3 = stablehlo.subtract %2, %1 : tensor<256x1024xf32>
    %4 = stablehlo.dot_general %1, %arg1, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<256x1024xf32>, tensor<1024x2048xf32>) -> tensor<256x2048xf32>
    %5 = stablehlo.subtract %4, %arg6 : tensor<256x2048xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %6 = stablehlo.reduce(%5 init: %cst_0) applies stablehlo.add across dimensions = [0, 1] : (tensor<256x2048xf32>, tensor<f32>) -> tensor<f32>
    %cst_1 = stablehlo.constant dense<5.242880e+05> : tensor<f32>
    %7 = stablehlo.divide %6, %cst_1 : tensor<f32>
    %cst_2 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %8 = stablehlo.multiply %cst_2, %7 : tensor<f32>
    %cst_3 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %9 = stablehlo.multiply %cst_3, %8 : tensor<f32>
    %cst_4 = stablehlo.constant dense<5.242880e+05> : tensor<f32>
    %10 = stablehlo.divide %9, %cst_4 : tensor<f32>
    %11 = stablehlo.broadcast_in_dim %10, dims = [] : (tensor<f32>) -> tensor<256x2048xf32>
    %12 = stablehlo.dot_general %11, %1, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<256x2048xf32>, tensor<256x1024xf32>) -> tensor<2048x1024xf32>
    %13 = stablehlo.transpose %12, dims = [1, 0] : (tensor<2048x1024xf32>) -> tensor<1024x2048xf32>
    %14 = stablehlo.dot_general %11, %arg1, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<256x2048xf32>, tensor<1024x2048xf32>) -> tensor<256x1024xf32>
    %15 = stablehlo.multiply %14, %3 : tensor<256x1024xf32>
    %16 = stablehlo.multiply %15, %1 : tensor<256x1024xf32>
    %17 = stablehlo.add %15, %16 : tensor<256x1024xf32>
    %18 = stablehlo.dot_general %17, %arg6, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<256x1024xf32>, tensor<256x2048xf32>) -> tensor<1024x2048xf32>
    %19 = stablehlo.transpose %18, dims = [1, 0] : (tensor<1024x2048xf32>) -> tensor<2048x1024xf32>
    %cst_5 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %20 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<2048x1024xf32>
    %21 = stablehlo.multiply %20, %arg2 : tensor<2048x1024xf32>
    %cst_6 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %22 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<2048x1024xf32>
    %23 = stablehlo.multiply %22, %19 : tensor<2048x1024xf32>
    %24 = stablehlo.add %21, %23 : tensor<2048x1024xf32>
    %cst_7 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %25 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<1024x2048xf32>
    %26 = stablehlo.multiply %25, %arg3 : tensor<1024x2048xf32>
    %cst_8 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %27 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<1024x2048xf32>
    %28 = stablehlo.multiply %27, %13 : tensor<1024x2048xf32>
    %29 = stablehlo.add %26, %28 : tensor<1024x2048xf32>
    %cst_9 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %30 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<2048x1024xf32>
    %31 = stablehlo.multiply %30, %arg4 : tensor<2048x1024xf32>
    %cst_10 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %32 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<2048x1024xf32>
    %33 = stablehlo.multiply %32, %19 : tensor<2048x1024xf32>
    %34 = stablehlo.multiply %33, %19 : tensor<2048x1024xf32>
    %35 = stablehlo.add %31, %34 : tensor<2048x1024xf32>
    %cst_11 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %36 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<1024x2048xf32>
    %37 = stablehlo.multiply %36, %arg5 : tensor<1024x2048xf32>
    %cst_12 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %38 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<1024x2048xf32>
    %39 = stablehlo.multiply %38, %13 : tensor<1024x2048xf32>
    %40 = stablehlo.multiply %39, %13 : tensor<1024x2048xf32>
    %41 = stablehlo.add %37, %40 : tensor<1024x2048xf32>
    %cst_13 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %42 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f32>) -> tensor<2048x1024xf32>
    %43 = stablehlo.multiply %42, %24 : tensor<2048x1024xf32>
    %44 = stablehlo.sqrt %35 : tensor<2048x1024xf32>
    %cst_14 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %45 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f32>) -> tensor<2048x1024xf32>
    %46 = stablehlo.add %44, %45 : tensor<2048x1024xf32>
    %47 = stablehlo.divide %43, %46 : tensor<2048x1024xf32>
    %48 = stablehlo.subtract %arg0, %47 : tensor<2048x1024xf32>
    %cst_15 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %49 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<f32>) -> tensor<1024x2048xf32>
    %50 = stablehlo.multiply %49, %29 : tensor<1024x2048xf32>
    %51 = stablehlo.sqrt %41 : tensor<1024x2048xf32>
    %cst_16 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %52 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f32>) -> tensor<1024x2048xf32>
    %53 = stablehlo.add %51, %52 : tensor<1024x2048xf32>
    %54 = stablehlo.divide %50, %53 : tensor<1024x2048xf32>
    %55 = stablehlo.subtract %arg1, %54 : tensor<1024x2048xf32>
    return %48, %55, %24, %29, %35, %41 : tensor<2048x1024xf32>, tensor<1024x2048xf32>, tensor<2048x1024xf32>, tensor<1024x2048xf32>, tensor<2048x1024xf32>, tensor<1024x2048xf32>
  }
}
