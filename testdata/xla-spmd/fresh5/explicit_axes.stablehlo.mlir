module @jit_explicit_axes attributes {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["data"=2, "model"=4]> {stablehlo.mesh = {axes = [{name = "data", size = 2 : i64}, {name = "model", size = 4 : i64}]}}
  func.func public @main(%arg0: tensor<1024x4096xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>, tf.aliasing_output = 0 : i32}, %arg1: tensor<4096x1024xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {}]>, tf.aliasing_output = 1 : i32}, %arg2: tensor<512x1024xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}) -> (tensor<1024x4096xf32> {jax.result_info = "result[0][0]", sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, tensor<4096x1024xf32> {jax.result_info = "result[0][1]", sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {}]>}, tensor<f32> {jax.result_info = "result[1]", sdy.sharding = #sdy.sharding<@mesh, []>}) {
    %0 = stablehlo.dot_general %arg2, %arg0, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<512x1024xf32>, tensor<1024x4096xf32>) -> tensor<512x4096xf32>
    %1 = sdy.sharding_constraint %0 <@mesh, [{"data"}, {"model"}]> : tensor<512x4096xf32>
    %2 = call @relu(%1) : (tensor<512x4096xf32>) -> tensor<512x4096xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %3 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<512x4096xf32>
    %4 = sdy.sharding_constraint %3 <@mesh, [{"data"}, {"model"}]> : tensor<512x4096xf32>
    %5 = stablehlo.compare GT, %1, %4, FLOAT : (tensor<512x4096xf32>, tensor<512x4096xf32>) -> tensor<512x4096xi1>
    %6 = sdy.sharding_constraint %2 <@mesh, [{"data"}, {}]> : tensor<512x4096xf32>
    %7 = stablehlo.dot_general %6, %arg1, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<512x4096xf32>, tensor<4096x1024xf32>) -> tensor<512x1024xf32>
    %8 = sdy.sharding_constraint %7 <@mesh, [{"data"}, {}]> : tensor<512x1024xf32>
    %9 = stablehlo.subtract %8, %arg2 : tensor<512x1024xf32>
    %10 = sdy.sharding_constraint %9 <@mesh, [{"data"}, {}]> : tensor<512x1024xf32>
    %11 = stablehlo.multiply %10, %10 : tensor<512x1024xf32>
    %12 = sdy.sharding_constraint %11 <@mesh, [{"data"}, {}]> : tensor<512x1024xf32>
    %cst_0 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %13 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<512x1024xf32>
    %14 = sdy.sharding_constraint %13 <@mesh, [{"data"}, {}]> : tensor<512x1024xf32>
    %15 = stablehlo.multiply %14, %10 : tensor<512x1024xf32>
    %16 = sdy.sharding_constraint %15 <@mesh, [{"data"}, {}]> : tensor<512x1024xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %17 = stablehlo.reduce(%12 init: %cst_1) applies stablehlo.add across dimensions = [0, 1] : (tensor<512x1024xf32>, tensor<f32>) -> tensor<f32>
    %18 = sdy.sharding_constraint %17 <@mesh, []> : tensor<f32>
    %cst_2 = stablehlo.constant dense<5.242880e+05> : tensor<f32>
    %19 = sdy.sharding_constraint %cst_2 <@mesh, []> : tensor<f32>
    %20 = stablehlo.divide %18, %19 : tensor<f32>
    %21 = sdy.sharding_constraint %20 <@mesh, []> : tensor<f32>
    %cst_3 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %22 = sdy.sharding_constraint %cst_3 <@mesh, []> : tensor<f32>
    %cst_4 = stablehlo.constant dense<5.242880e+05> : tensor<f32>
    %23 = sdy.sharding_constraint %cst_4 <@mesh, []> : tensor<f32>
    %24 = stablehlo.divide %22, %23 : tensor<f32>
    %25 = sdy.sharding_constraint %24 <@mesh, []> : tensor<f32>
    %26 = stablehlo.broadcast_in_dim %25, dims = [] : (tensor<f32>) -> tensor<512x1024xf32>
    %27 = sdy.sharding_constraint %26 <@mesh, [{"data"}, {}]> : tensor<512x1024xf32>
    %28 = stablehlo.multiply %27, %16 : tensor<512x1024xf32>
    %29 = sdy.sharding_constraint %28 <@mesh, [{"data"}, {}]> : tensor<512x1024xf32>
    %30 = stablehlo.dot_general %29, %6, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<512x1024xf32>, tensor<512x4096xf32>) -> tensor<1024x4096xf32>
    %31 = sdy.sharding_constraint %30 <@mesh, [{}, {"model"}]> : tensor<1024x4096xf32>
    %32 = stablehlo.transpose %31, dims = [1, 0] : (tensor<1024x4096xf32>) -> tensor<4096x1024xf32>
    %33 = sdy.sharding_constraint %32 <@mesh, [{"model"}, {}]> : tensor<4096x1024xf32>
    %34 = stablehlo.dot_general %29, %arg1, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<512x1024xf32>, tensor<4096x1024xf32>) -> tensor<512x4096xf32>
    %35 = sdy.sharding_constraint %34 <@mesh, [{"data"}, {}]> : tensor<512x4096xf32>
    %36 = sdy.sharding_constraint %35 <@mesh, [{"data"}, {"model"}]> : tensor<512x4096xf32>
    %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %37 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<512x4096xf32>
    %38 = sdy.sharding_constraint %37 <@mesh, [{"data"}, {"model"}]> : tensor<512x4096xf32>
    %39 = stablehlo.select %5, %36, %38 : tensor<512x4096xi1>, tensor<512x4096xf32>
    %40 = sdy.sharding_constraint %39 <@mesh, [{"data"}, {"model"}]> : tensor<512x4096xf32>
    %41 = stablehlo.dot_general %40, %arg2, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<512x4096xf32>, tensor<512x1024xf32>) -> tensor<4096x1024xf32>
    %42 = sdy.sharding_constraint %41 <@mesh, [{"model"}, {}]> : tensor<4096x1024xf32>
    %43 = stablehlo.transpose %42, dims = [1, 0] : (tensor<4096x1024xf32>) -> tensor<1024x4096xf32>
    %44 = sdy.sharding_constraint %43 <@mesh, [{}, {"model"}]> : tensor<1024x4096xf32>
    %cst_6 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %45 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<1024x4096xf32>
    %46 = sdy.sharding_constraint %45 <@mesh, [{}, {"model"}]> : tensor<1024x4096xf32>
    %47 = stablehlo.multiply %46, %44 : tensor<1024x4096xf32>
    %48 = sdy.sharding_constraint %47 <@mesh, [{}, {"model"}]> : tensor<1024x4096xf32>
    %49 = stablehlo.subtract %arg0, %48 : tensor<1024x4096xf32>
    %50 = sdy.sharding_constraint %49 <@mesh, [{}, {"model"}]> : tensor<1024x4096xf32>
    %cst_7 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %51 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<4096x1024xf32>
    %52 = sdy.sharding_constraint %51 <@mesh, [{"model"}, {}]> : tensor<4096x1024xf32>
    %53 = stablehlo.multiply %52, %33 : tensor<4096x1024xf32>
    %54 = sdy.sharding_constraint %53 <@mesh, [{"model"}, {}]> : tensor<4096x1024xf32>
    %55 = stablehlo.subtract %arg1, %54 : tensor<4096x1024xf32>
    %56 = sdy.sharding_constraint %55 <@mesh, [{"model"}, {}]> : tensor<4096x1024xf32>
    return %50, %56, %21 : tensor<1024x4096xf32>, tensor<4096x1024xf32>, tensor<f32>
  }
  func.func private @relu(%arg0: tensor<512x4096xf32>) -> tensor<512x4096xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<512x4096xf32>
    %1 = sdy.sharding_constraint %0 <@mesh, [{"data"}, {"model"}]> : tensor<512x4096xf32>
    %2 = stablehlo.maximum %arg0, %1 : tensor<512x4096xf32>
    %3 = sdy.sharding_constraint %2 <@mesh, [{"data"}, {"model"}]> : tensor<512x4096xf32>
    return %3 : tensor<512x4096xf32>
  }
}
