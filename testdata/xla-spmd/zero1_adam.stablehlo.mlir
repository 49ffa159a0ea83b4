module @jit_zero1_adam attributes {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<1024x2048xf32> {mhlo.sharding = "{replicated}", tf.aliasing_output = 0 : i32}, %arg1: tensor<2048x1024xf32> {mhlo.sharding = "{replicated}", tf.aliasing_output = 1 : i32}, %arg2: tensor<1024x2048xf32> {mhlo.sharding = "{devices=[8,1]<=[4,2]T(1,0)}", tf.aliasing_output = 2 : i32}, %arg3: tensor<2048x1024xf32> {mhlo.sharding = "{devices=[8,1]<=[4,2]T(1,0)}", tf.aliasing_output = 3 : i32}, %arg4: tensor<1024x2048xf32> {mhlo.sharding = "{devices=[8,1]<=[4,2]T(1,0)}", tf.aliasing_output = 4 : i32}, %arg5: tensor<2048x1024xf32> {mhlo.sharding = "{devices=[8,1]<=[4,2]T(1,0)}", tf.aliasing_output = 5 : i32}, %arg6: tensor<512x1024xf32> {mhlo.sharding = "{devices=[8,1]<=[8]}"}) -> (tensor<1024x2048xf32> {jax.result_info = "result[0][0]", mhlo.sharding = "{replicated}"}, tensor<2048x1024xf32> {jax.result_info = "result[0][1]", mhlo.sharding = "{replicated}"}, tensor<1024x2048xf32> {jax.result_info = "result[1][0]", mhlo.sharding = "{devices=[8,1]<=[4,2]T(1,0)}"}, tensor<2048x1024xf32> {jax.result_info = "result[1][1]", mhlo.sharding = "{devices=[8,1]<=[4,2]T(1,0)}"}, tensor<1024x2048xf32> {jax.result_info = "result[2][0]", mhlo.sharding = "{devices=[8,1]<=[4,2]T(1,0)}"}, tensor<2048x1024xf32> {jax.result_info = "result[2][1]", mhlo.sharding = "{devices=[8,1]<=[4,2]T(1,0)}"}, tensor<f32> {jax.result_info = "result[3]", mhlo.sharding = "{replicated}"}) {
    %0 = stablehlo.dot_general %arg6, %arg0, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<512x1024xf32>, tensor<1024x2048xf32>) -> tensor<512x2048xf32>
    %1 = stablehlo.multiply %0, %0 : tensor<512x2048xf32>
    %2 = stablehlo.multiply %1, %0 : tensor<512x2048xf32>
    %3 = stablehlo.multiply %0, %0 : tensor<512x2048xf32>
    %cst = stablehlo.constant dense<3.000000e+00> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<512x2048xf32>
    %5 = stablehlo.multiply %4, %3 : tensor<512x2048xf32>
    %cst_0 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %6 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<512x2048xf32>
    %7 = stablehlo.multiply %6, %2 : tensor<512x2048xf32>
    %8 = stablehlo.add %0, %7 : tensor<512x2048xf32>
    %cst_1 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %9 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<512x2048xf32>
    %10 = stablehlo.multiply %9, %8 : tensor<512x2048xf32>
    %11 = stablehlo.tanh %10 : tensor<512x2048xf32>
    %cst_2 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %12 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<512x2048xf32>
    %13 = stablehlo.subtract %12, %11 : tensor<512x2048xf32>
    %cst_3 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %14 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<512x2048xf32>
    %15 = stablehlo.add %14, %11 : tensor<512x2048xf32>
    %cst_4 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %16 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<512x2048xf32>
    %17 = stablehlo.multiply %16, %15 : tensor<512x2048xf32>
    %18 = stablehlo.multiply %0, %17 : tensor<512x2048xf32>
    %19 = stablehlo.dot_general %18, %arg1, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<512x2048xf32>, tensor<2048x1024xf32>) -> tensor<512x1024xf32>
    %20 = stablehlo.subtract %19, %arg6 : tensor<512x1024xf32>
    %21 = stablehlo.multiply %20, %20 : tensor<512x1024xf32>
    %cst_5 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %22 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<512x1024xf32>
    %23 = stablehlo.multiply %22, %20 : tensor<512x1024xf32>
    %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %24 = stablehlo.reduce(%21 init: %cst_6) applies stablehlo.add across dimensions = [0, 1] : (tensor<512x1024xf32>, tensor<f32>) -> tensor<f32>
    %cst_7 = stablehlo.constant dense<5.242880e+05> : tensor<f32>
    %25 = stablehlo.divide %24, %cst_7 : tensor<f32>
    %cst_8 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %cst_9 = stablehlo.constant dense<5.242880e+05> : tensor<f32>
    %26 = stablehlo.divide %cst_8, %cst_9 : tensor<f32>
    %27 = stablehlo.broadcast_in_dim %26, dims = [] : (tensor<f32>) -> tensor<512x1024xf32>
    %28 = stablehlo.multiply %27, %23 : tensor<512x1024xf32>
    %29 = stablehlo.dot_general %28, %18, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<512x1024xf32>, tensor<512x2048xf32>) -> tensor<1024x2048xf32>
    %30 = stablehlo.transpose %29, dims = [1, 0] : (tensor<1024x2048xf32>) -> tensor<2048x1024xf32>
    %31 = stablehlo.dot_general %28, %arg1, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<512x1024xf32>, tensor<2048x1024xf32>) -> tensor<512x2048xf32>
    %32 = stablehlo.multiply %0, %31 : tensor<512x2048xf32>
    %33 = stablehlo.multiply %31, %17 : tensor<512x2048xf32>
    %cst_10 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %34 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<512x2048xf32>
    %35 = stablehlo.multiply %34, %32 : tensor<512x2048xf32>
    %36 = stablehlo.multiply %35, %13 : tensor<512x2048xf32>
    %37 = stablehlo.multiply %36, %11 : tensor<512x2048xf32>
    %38 = stablehlo.add %36, %37 : tensor<512x2048xf32>
    %cst_11 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %39 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<512x2048xf32>
    %40 = stablehlo.multiply %39, %38 : tensor<512x2048xf32>
    %41 = stablehlo.add %33, %40 : tensor<512x2048xf32>
    %cst_12 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %42 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<512x2048xf32>
    %43 = stablehlo.multiply %42, %40 : tensor<512x2048xf32>
    %44 = stablehlo.multiply %43, %5 : tensor<512x2048xf32>
    %45 = stablehlo.add %41, %44 : tensor<512x2048xf32>
    %46 = stablehlo.dot_general %45, %arg6, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<512x2048xf32>, tensor<512x1024xf32>) -> tensor<2048x1024xf32>
    %47 = stablehlo.transpose %46, dims = [1, 0] : (tensor<2048x1024xf32>) -> tensor<1024x2048xf32>
    %48 = stablehlo.custom_call @Sharding(%47) {backend_config = "", mhlo.sharding = "{devices=[8,1]<=[4,2]T(1,0)}"} : (tensor<1024x2048xf32>) -> tensor<1024x2048xf32>
    %49 = stablehlo.custom_call @Sharding(%30) {backend_config = "", mhlo.sharding = "{devices=[8,1]<=[4,2]T(1,0)}"} : (tensor<2048x1024xf32>) -> tensor<2048x1024xf32>
    %cst_13 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %50 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f32>) -> tensor<1024x2048xf32>
    %51 = stablehlo.multiply %50, %arg2 : tensor<1024x2048xf32>
    %cst_14 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %52 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f32>) -> tensor<1024x2048xf32>
    %53 = stablehlo.multiply %52, %48 : tensor<1024x2048xf32>
    %54 = stablehlo.add %51, %53 : tensor<1024x2048xf32>
    %cst_15 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %55 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<f32>) -> tensor<2048x1024xf32>
    %56 = stablehlo.multiply %55, %arg3 : tensor<2048x1024xf32>
    %cst_16 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %57 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f32>) -> tensor<2048x1024xf32>
    %58 = stablehlo.multiply %57, %49 : tensor<2048x1024xf32>
    %59 = stablehlo.add %56, %58 : tensor<2048x1024xf32>
    %cst_17 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %60 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<f32>) -> tensor<1024x2048xf32>
    %61 = stablehlo.multiply %60, %arg4 : tensor<1024x2048xf32>
    %cst_18 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %62 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<f32>) -> tensor<1024x2048xf32>
    %63 = stablehlo.multiply %62, %48 : tensor<1024x2048xf32>
    %64 = stablehlo.multiply %63, %48 : tensor<1024x2048xf32>
    %65 = stablehlo.add %61, %64 : tensor<1024x2048xf32>
    %cst_19 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %66 = stablehlo.broadcast_in_dim %cst_19, dims = [] : (tensor<f32>) -> tensor<2048x1024xf32>
    %67 = stablehlo.multiply %66, %arg5 : tensor<2048x1024xf32>
    %cst_20 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %68 = stablehlo.broadcast_in_dim %cst_20, dims = [] : (tensor<f32>) -> tensor<2048x1024xf32>
    %69 = stablehlo.multiply %68, %49 : tensor<2048x1024xf32>
    %70 = stablehlo.multiply %69, %49 : tensor<2048x1024xf32>
    %71 = stablehlo.add %67, %70 : tensor<2048x1024xf32>
    %72 = stablehlo.custom_call @Sharding(%arg0) {backend_config = "", mhlo.sharding = "{devices=[8,1]<=[4,2]T(1,0)}"} : (tensor<1024x2048xf32>) -> tensor<1024x2048xf32>
    %cst_21 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %73 = stablehlo.broadcast_in_dim %cst_21, dims = [] : (tensor<f32>) -> tensor<1024x2048xf32>
    %74 = stablehlo.multiply %73, %54 : tensor<1024x2048xf32>
    %75 = stablehlo.sqrt %65 : tensor<1024x2048xf32>
    %cst_22 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %76 = stablehlo.broadcast_in_dim %cst_22, dims = [] : (tensor<f32>) -> tensor<1024x2048xf32>
    %77 = stablehlo.add %75, %76 : tensor<1024x2048xf32>
    %78 = stablehlo.divide %74, %77 : tensor<1024x2048xf32>
    %79 = stablehlo.subtract %72, %78 : tensor<1024x2048xf32>
    %80 = stablehlo.custom_call @Sharding(%arg1) {backend_config = "", mhlo.sharding = "{devices=[8,1]<=[4,2]T(1,0)}"} : (tensor<2048x1024xf32>) -> tensor<2048x1024xf32>
    %cst_23 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %81 = stablehlo.broadcast_in_dim %cst_23, dims = [] : (tensor<f32>) -> tensor<2048x1024xf32>
    %82 = stablehlo.multiply %81, %59 : tensor<2048x1024xf32>
    %83 = stablehlo.sqrt %71 : tensor<2048x1024xf32>
    %cst_24 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %84 = stablehlo.broadcast_in_dim %cst_24, dims = [] : (tensor<f32>) -> tensor<2048x1024xf32>
    %85 = stablehlo.add %83, %84 : tensor<2048x1024xf32>
    %86 = stablehlo.divide %82, %85 : tensor<2048x1024xf32>
    %87 = stablehlo.subtract %80, %86 : tensor<2048x1024xf32>
    %88 = stablehlo.custom_call @Sharding(%79) {backend_config = "", mhlo.sharding = "{replicated}"} : (tensor<1024x2048xf32>) -> tensor<1024x2048xf32>
    %89 = stablehlo.custom_call @Sharding(%87) {backend_config = "", mhlo.sharding = "{replicated}"} : (tensor<2048x1024xf32>) -> tensor<2048x1024xf32>
    return %88, %89, %54, %59, %65, %71, %25 : tensor<1024x2048xf32>, tensor<2048x1024xf32>, tensor<1024x2048xf32>, tensor<2048x1024xf32>, tensor<1024x2048xf32>, tensor<2048x1024xf32>, tensor<f32>
  }
}
