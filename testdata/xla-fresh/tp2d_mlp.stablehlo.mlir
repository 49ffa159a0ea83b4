module @jit_tp2d_mlp attributes {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["data"=2, "model"=4]> {stablehlo.mesh = {axes = [{name = "data", size = 2 : i64}, {name = "model", size = 4 : i64}]}}
  func.func public @main(%arg0: tensor<1024x4096xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>, tf.aliasing_output = 0 : i32}, %arg1: tensor<4096x1024xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {}]>, tf.aliasing_output = 1 : i32}, %arg2: tensor<1024x4096xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>, tf.aliasing_output = 2 : i32}, %arg3: tensor<4096x1024xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {}]>, tf.aliasing_output = 3 : i32}, %arg4: tensor<256x1024xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}) -> (tensor<1024x4096xf32> {jax.result_info = "result[0][0][0]", sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, tensor<4096x1024xf32> {jax.result_info = "result[0][0][1]", sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {}]>}, tensor<1024x4096xf32> {jax.result_info = "result[0][1][0]", sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, tensor<4096x1024xf32> {jax.result_info = "result[0][1][1]", sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {}]>}, tensor<f32> {jax.result_info = "result[1]", sdy.sharding = #sdy.sharding<@mesh, []>}) {
    %0 = stablehlo.dot_general %arg4, %arg0, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<256x1024xf32>, tensor<1024x4096xf32>) -> tensor<256x4096xf32>
    %1 = stablehlo.multiply %0, %0 : tensor<256x4096xf32>
    %2 = stablehlo.multiply %1, %0 : tensor<256x4096xf32>
    %3 = stablehlo.multiply %0, %0 : tensor<256x4096xf32>
    %cst = stablehlo.constant dense<3.000000e+00> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<256x4096xf32>
    %5 = stablehlo.multiply %4, %3 : tensor<256x4096xf32>
    %cst_0 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %6 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<256x4096xf32>
    %7 = stablehlo.multiply %6, %2 : tensor<256x4096xf32>
    %8 = stablehlo.add %0, %7 : tensor<256x4096xf32>
    %cst_1 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %9 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<256x4096xf32>
    %10 = stablehlo.multiply %9, %8 : tensor<256x4096xf32>
    %11 = stablehlo.tanh %10 : tensor<256x4096xf32>
    %cst_2 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %12 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<256x4096xf32>
    %13 = stablehlo.subtract %12, %11 : tensor<256x4096xf32>
    %cst_3 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %14 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<256x4096xf32>
    %15 = stablehlo.add %14, %11 : tensor<256x4096xf32>
    %cst_4 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %16 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<256x4096xf32>
    %17 = stablehlo.multiply %16, %15 : tensor<256x4096xf32>
    %18 = stablehlo.multiply %0, %17 : tensor<256x4096xf32>
    %19 = sdy.sharding_constraint %18 <@mesh, [{"data"}, {"model"}]> : tensor<256x4096xf32>
    %20 = stablehlo.dot_general %19, %arg1, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<256x4096xf32>, tensor<4096x1024xf32>) -> tensor<256x1024xf32>
    %21 = stablehlo.add %arg4, %20 : tensor<256x1024xf32>
    %22 = sdy.sharding_constraint %21 <@mesh, [{"data"}, {}]> : tensor<256x1024xf32>
    %23 = stablehlo.dot_general %22, %arg2, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<256x1024xf32>, tensor<1024x4096xf32>) -> tensor<256x4096xf32>
    %24 = stablehlo.multiply %23, %23 : tensor<256x4096xf32>
    %25 = stablehlo.multiply %24, %23 : tensor<256x4096xf32>
    %26 = stablehlo.multiply %23, %23 : tensor<256x4096xf32>
    %cst_5 = stablehlo.constant dense<3.000000e+00> : tensor<f32>
    %27 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<256x4096xf32>
    %28 = stablehlo.multiply %27, %26 : tensor<256x4096xf32>
    %cst_6 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %29 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<256x4096xf32>
    %30 = stablehlo.multiply %29, %25 : tensor<256x4096xf32>
    %31 = stablehlo.add %23, %30 : tensor<256x4096xf32>
    %cst_7 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %32 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<256x4096xf32>
    %33 = stablehlo.multiply %32, %31 : tensor<256x4096xf32>
    %34 = stablehlo.tanh %33 : tensor<256x4096xf32>
    %cst_8 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %35 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<256x4096xf32>
    %36 = stablehlo.subtract %35, %34 : tensor<256x4096xf32>
    %cst_9 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %37 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<256x4096xf32>
    %38 = stablehlo.add %37, %34 : tensor<256x4096xf32>
    %cst_10 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %39 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<256x4096xf32>
    %40 = stablehlo.multiply %39, %38 : tensor<256x4096xf32>
    %41 = stablehlo.multiply %23, %40 : tensor<256x4096xf32>
    %42 = sdy.sharding_constraint %41 <@mesh, [{"data"}, {"model"}]> : tensor<256x4096xf32>
    %43 = stablehlo.dot_general %42, %arg3, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<256x4096xf32>, tensor<4096x1024xf32>) -> tensor<256x1024xf32>
    %44 = stablehlo.add %22, %43 : tensor<256x1024xf32>
    %45 = sdy.sharding_constraint %44 <@mesh, [{"data"}, {}]> : tensor<256x1024xf32>
    %46 = stablehlo.multiply %45, %45 : tensor<256x1024xf32>
    %cst_11 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %47 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<256x1024xf32>
    %48 = stablehlo.multiply %47, %45 : tensor<256x1024xf32>
    %cst_12 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %49 = stablehlo.reduce(%46 init: %cst_12) applies stablehlo.add across dimensions = [0, 1] : (tensor<256x1024xf32>, tensor<f32>) -> tensor<f32>
    %cst_13 = stablehlo.constant dense<2.621440e+05> : tensor<f32>
    %50 = stablehlo.divide %49, %cst_13 : tensor<f32>
    %cst_14 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %cst_15 = stablehlo.constant dense<2.621440e+05> : tensor<f32>
    %51 = stablehlo.divide %cst_14, %cst_15 : tensor<f32>
    %52 = stablehlo.broadcast_in_dim %51, dims = [] : (tensor<f32>) -> tensor<256x1024xf32>
    %53 = stablehlo.multiply %52, %48 : tensor<256x1024xf32>
    %54 = sdy.sharding_constraint %53 <@mesh, [{"data"}, {}]> : tensor<256x1024xf32>
    %55 = stablehlo.dot_general %54, %42, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<256x1024xf32>, tensor<256x4096xf32>) -> tensor<1024x4096xf32>
    %56 = stablehlo.transpose %55, dims = [1, 0] : (tensor<1024x4096xf32>) -> tensor<4096x1024xf32>
    %57 = stablehlo.dot_general %54, %arg3, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<256x1024xf32>, tensor<4096x1024xf32>) -> tensor<256x4096xf32>
    %58 = sdy.sharding_constraint %57 <@mesh, [{"data"}, {"model"}]> : tensor<256x4096xf32>
    %59 = stablehlo.multiply %23, %58 : tensor<256x4096xf32>
    %60 = stablehlo.multiply %58, %40 : tensor<256x4096xf32>
    %cst_16 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %61 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f32>) -> tensor<256x4096xf32>
    %62 = stablehlo.multiply %61, %59 : tensor<256x4096xf32>
    %63 = stablehlo.multiply %62, %36 : tensor<256x4096xf32>
    %64 = stablehlo.multiply %63, %34 : tensor<256x4096xf32>
    %65 = stablehlo.add %63, %64 : tensor<256x4096xf32>
    %cst_17 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %66 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<f32>) -> tensor<256x4096xf32>
    %67 = stablehlo.multiply %66, %65 : tensor<256x4096xf32>
    %68 = stablehlo.add %60, %67 : tensor<256x4096xf32>
    %cst_18 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %69 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<f32>) -> tensor<256x4096xf32>
    %70 = stablehlo.multiply %69, %67 : tensor<256x4096xf32>
    %71 = stablehlo.multiply %70, %28 : tensor<256x4096xf32>
    %72 = stablehlo.add %68, %71 : tensor<256x4096xf32>
    %73 = stablehlo.dot_general %72, %22, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<256x4096xf32>, tensor<256x1024xf32>) -> tensor<4096x1024xf32>
    %74 = stablehlo.transpose %73, dims = [1, 0] : (tensor<4096x1024xf32>) -> tensor<1024x4096xf32>
    %75 = stablehlo.dot_general %72, %arg2, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<256x4096xf32>, tensor<1024x4096xf32>) -> tensor<256x1024xf32>
    %76 = stablehlo.add %54, %75 : tensor<256x1024xf32>
    %77 = sdy.sharding_constraint %76 <@mesh, [{"data"}, {}]> : tensor<256x1024xf32>
    %78 = stablehlo.dot_general %77, %19, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<256x1024xf32>, tensor<256x4096xf32>) -> tensor<1024x4096xf32>
    %79 = stablehlo.transpose %78, dims = [1, 0] : (tensor<1024x4096xf32>) -> tensor<4096x1024xf32>
    %80 = stablehlo.dot_general %77, %arg1, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<256x1024xf32>, tensor<4096x1024xf32>) -> tensor<256x4096xf32>
    %81 = sdy.sharding_constraint %80 <@mesh, [{"data"}, {"model"}]> : tensor<256x4096xf32>
    %82 = stablehlo.multiply %0, %81 : tensor<256x4096xf32>
    %83 = stablehlo.multiply %81, %17 : tensor<256x4096xf32>
    %cst_19 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %84 = stablehlo.broadcast_in_dim %cst_19, dims = [] : (tensor<f32>) -> tensor<256x4096xf32>
    %85 = stablehlo.multiply %84, %82 : tensor<256x4096xf32>
    %86 = stablehlo.multiply %85, %13 : tensor<256x4096xf32>
    %87 = stablehlo.multiply %86, %11 : tensor<256x4096xf32>
    %88 = stablehlo.add %86, %87 : tensor<256x4096xf32>
    %cst_20 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %89 = stablehlo.broadcast_in_dim %cst_20, dims = [] : (tensor<f32>) -> tensor<256x4096xf32>
    %90 = stablehlo.multiply %89, %88 : tensor<256x4096xf32>
    %91 = stablehlo.add %83, %90 : tensor<256x4096xf32>
    %cst_21 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %92 = stablehlo.broadcast_in_dim %cst_21, dims = [] : (tensor<f32>) -> tensor<256x4096xf32>
    %93 = stablehlo.multiply %92, %90 : tensor<256x4096xf32>
    %94 = stablehlo.multiply %93, %5 : tensor<256x4096xf32>
    %95 = stablehlo.add %91, %94 : tensor<256x4096xf32>
    %96 = stablehlo.dot_general %95, %arg4, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<256x4096xf32>, tensor<256x1024xf32>) -> tensor<4096x1024xf32>
    %97 = stablehlo.transpose %96, dims = [1, 0] : (tensor<4096x1024xf32>) -> tensor<1024x4096xf32>
    %cst_22 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %98 = stablehlo.broadcast_in_dim %cst_22, dims = [] : (tensor<f32>) -> tensor<1024x4096xf32>
    %99 = stablehlo.multiply %98, %97 : tensor<1024x4096xf32>
    %100 = stablehlo.subtract %arg0, %99 : tensor<1024x4096xf32>
    %cst_23 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %101 = stablehlo.broadcast_in_dim %cst_23, dims = [] : (tensor<f32>) -> tensor<4096x1024xf32>
    %102 = stablehlo.multiply %101, %79 : tensor<4096x1024xf32>
    %103 = stablehlo.subtract %arg1, %102 : tensor<4096x1024xf32>
    %cst_24 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %104 = stablehlo.broadcast_in_dim %cst_24, dims = [] : (tensor<f32>) -> tensor<1024x4096xf32>
    %105 = stablehlo.multiply %104, %74 : tensor<1024x4096xf32>
    %106 = stablehlo.subtract %arg2, %105 : tensor<1024x4096xf32>
    %cst_25 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %107 = stablehlo.broadcast_in_dim %cst_25, dims = [] : (tensor<f32>) -> tensor<4096x1024xf32>
    %108 = stablehlo.multiply %107, %56 : tensor<4096x1024xf32>
    %109 = stablehlo.subtract %arg3, %108 : tensor<4096x1024xf32>
    return %100, %103, %106, %109, %50 : tensor<1024x4096xf32>, tensor<4096x1024xf32>, tensor<1024x4096xf32>, tensor<4096x1024xf32>, tensor<f32>
  }
}
