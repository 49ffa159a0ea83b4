module @jit_mesh3d_sdy attributes {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["data"=2, "fsdp"=2, "model"=2]> {stablehlo.mesh = {axes = [{name = "data", size = 2 : i64}, {name = "fsdp", size = 2 : i64}, {name = "model", size = 2 : i64}]}}
  func.func public @main(%arg0: tensor<1024x4096xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}]>, tf.aliasing_output = 0 : i32}, %arg1: tensor<4096xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}]>, tf.aliasing_output = 1 : i32}, %arg2: tensor<4096x1024xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {"fsdp"}]>, tf.aliasing_output = 2 : i32}, %arg3: tensor<512x1024xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data", "fsdp"}, {}]>}) -> (tensor<1024x4096xf32> {jax.result_info = "result[0][0]", sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}]>}, tensor<4096xf32> {jax.result_info = "result[0][1]", sdy.sharding = #sdy.sharding<@mesh, [{"model"}]>}, tensor<4096x1024xf32> {jax.result_info = "result[0][2]", sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {"fsdp"}]>}, tensor<f32> {jax.result_info = "result[1]", sdy.sharding = #sdy.sharding<@mesh, []>}) {
    %0 = stablehlo.dot_general %arg3, %arg0, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<512x1024xf32>, tensor<1024x4096xf32>) -> tensor<512x4096xf32>
    %1 = stablehlo.broadcast_in_dim %arg1, dims = [1] : (tensor<4096xf32>) -> tensor<1x4096xf32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [0, 1] : (tensor<1x4096xf32>) -> tensor<512x4096xf32>
    %3 = stablehlo.add %0, %2 : tensor<512x4096xf32>
    %4 = stablehlo.multiply %3, %3 : tensor<512x4096xf32>
    %5 = stablehlo.multiply %4, %3 : tensor<512x4096xf32>
    %6 = stablehlo.multiply %3, %3 : tensor<512x4096xf32>
    %cst = stablehlo.constant dense<3.000000e+00> : tensor<f32>
    %7 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<512x4096xf32>
    %8 = stablehlo.multiply %7, %6 : tensor<512x4096xf32>
    %cst_0 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %9 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<512x4096xf32>
    %10 = stablehlo.multiply %9, %5 : tensor<512x4096xf32>
    %11 = stablehlo.add %3, %10 : tensor<512x4096xf32>
    %cst_1 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %12 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<512x4096xf32>
    %13 = stablehlo.multiply %12, %11 : tensor<512x4096xf32>
    %14 = stablehlo.tanh %13 : tensor<512x4096xf32>
    %cst_2 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %15 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<512x4096xf32>
    %16 = stablehlo.subtract %15, %14 : tensor<512x4096xf32>
    %cst_3 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %17 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<512x4096xf32>
    %18 = stablehlo.add %17, %14 : tensor<512x4096xf32>
    %cst_4 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %19 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<512x4096xf32>
    %20 = stablehlo.multiply %19, %18 : tensor<512x4096xf32>
    %21 = stablehlo.multiply %3, %20 : tensor<512x4096xf32>
    %22 = stablehlo.dot_general %21, %arg2, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<512x4096xf32>, tensor<4096x1024xf32>) -> tensor<512x1024xf32>
    %23 = stablehlo.subtract %22, %arg3 : tensor<512x1024xf32>
    %24 = stablehlo.multiply %23, %23 : tensor<512x1024xf32>
    %cst_5 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %25 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<512x1024xf32>
    %26 = stablehlo.multiply %25, %23 : tensor<512x1024xf32>
    %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %27 = stablehlo.reduce(%24 init: %cst_6) applies stablehlo.add across dimensions = [0, 1] : (tensor<512x1024xf32>, tensor<f32>) -> tensor<f32>
    %cst_7 = stablehlo.constant dense<5.242880e+05> : tensor<f32>
    %28 = stablehlo.divide %27, %cst_7 : tensor<f32>
    %cst_8 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %cst_9 = stablehlo.constant dense<5.242880e+05> : tensor<f32>
    %29 = stablehlo.divide %cst_8, %cst_9 : tensor<f32>
    %30 = stablehlo.broadcast_in_dim %29, dims = [] : (tensor<f32>) -> tensor<512x1024xf32>
    %31 = stablehlo.multiply %30, %26 : tensor<512x1024xf32>
    %32 = stablehlo.dot_general %31, %21, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<512x1024xf32>, tensor<512x4096xf32>) -> tensor<1024x4096xf32>
    %33 = stablehlo.transpose %32, dims = [1, 0] : (tensor<1024x4096xf32>) -> tensor<4096x1024xf32>
    %34 = stablehlo.dot_general %31, %arg2, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<512x1024xf32>, tensor<4096x1024xf32>) -> tensor<512x4096xf32>
    %35 = stablehlo.multiply %3, %34 : tensor<512x4096xf32>
    %36 = stablehlo.multiply %34, %20 : tensor<512x4096xf32>
    %cst_10 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %37 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<512x4096xf32>
    %38 = stablehlo.multiply %37, %35 : tensor<512x4096xf32>
    %39 = stablehlo.multiply %38, %16 : tensor<512x4096xf32>
    %40 = stablehlo.multiply %39, %14 : tensor<512x4096xf32>
    %41 = stablehlo.add %39, %40 : tensor<512x4096xf32>
    %cst_11 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %42 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<512x4096xf32>
    %43 = stablehlo.multiply %42, %41 : tensor<512x4096xf32>
    %44 = stablehlo.add %36, %43 : tensor<512x4096xf32>
    %cst_12 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %45 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<512x4096xf32>
    %46 = stablehlo.multiply %45, %43 : tensor<512x4096xf32>
    %47 = stablehlo.multiply %46, %8 : tensor<512x4096xf32>
    %48 = stablehlo.add %44, %47 : tensor<512x4096xf32>
    %cst_13 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %49 = stablehlo.reduce(%48 init: %cst_13) applies stablehlo.add across dimensions = [0] : (tensor<512x4096xf32>, tensor<f32>) -> tensor<4096xf32>
    %50 = stablehlo.reshape %49 : (tensor<4096xf32>) -> tensor<1x4096xf32>
    %cst_14 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %51 = stablehlo.reduce(%50 init: %cst_14) applies stablehlo.add across dimensions = [0] : (tensor<1x4096xf32>, tensor<f32>) -> tensor<4096xf32>
    %52 = stablehlo.dot_general %48, %arg3, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<512x4096xf32>, tensor<512x1024xf32>) -> tensor<4096x1024xf32>
    %53 = stablehlo.transpose %52, dims = [1, 0] : (tensor<4096x1024xf32>) -> tensor<1024x4096xf32>
    %cst_15 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %54 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<f32>) -> tensor<1024x4096xf32>
    %55 = stablehlo.multiply %54, %53 : tensor<1024x4096xf32>
    %56 = stablehlo.subtract %arg0, %55 : tensor<1024x4096xf32>
    %cst_16 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %57 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f32>) -> tensor<4096xf32>
    %58 = stablehlo.multiply %57, %51 : tensor<4096xf32>
    %59 = stablehlo.subtract %arg1, %58 : tensor<4096xf32>
    %cst_17 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %60 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<f32>) -> tensor<4096x1024xf32>
    %61 = stablehlo.multiply %60, %33 : tensor<4096x1024xf32>
    %62 = stablehlo.subtract %arg2, %61 : tensor<4096x1024xf32>
    return %56, %59, %62, %28 : tensor<1024x4096xf32>, tensor<4096xf32>, tensor<4096x1024xf32>, tensor<f32>
  }
}
