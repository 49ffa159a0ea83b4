module @jit_fsdp_inout attributes {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<2048x2048xf32> {mhlo.sharding = "{devices=[8,1]<=[8]}", tf.aliasing_output = 0 : i32}, %arg1: tensor<2048x2048xf32> {mhlo.sharding = "{devices=[8,1]<=[8]}", tf.aliasing_output = 1 : i32}, %arg2: tensor<2048x2048xf32> {mhlo.sharding = "{devices=[8,1]<=[8]}", tf.aliasing_output = 2 : i32}, %arg3: tensor<2048x2048xf32> {mhlo.sharding = "{devices=[8,1]<=[8]}", tf.aliasing_output = 3 : i32}, %arg4: tensor<2048x2048xf32> {mhlo.sharding = "{devices=[8,1]<=[8]}", tf.aliasing_output = 4 : i32}, %arg5: tensor<2048x2048xf32> {mhlo.sharding = "{devices=[8,1]<=[8]}", tf.aliasing_output = 5 : i32}, %arg6: tensor<2048x2048xf32> {mhlo.sharding = "{devices=[8,1]<=[8]}", tf.aliasing_output = 6 : i32}, %arg7: tensor<2048x2048xf32> {mhlo.sharding = "{devices=[8,1]<=[8]}", tf.aliasing_output = 7 : i32}, %arg8: tensor<512x2048xf32> {mhlo.sharding = "{devices=[8,1]<=[8]}"}) -> (tensor<2048x2048xf32> {jax.result_info = "result[0][0]", mhlo.sharding = "{devices=[8,1]<=[8]}"}, tensor<2048x2048xf32> {jax.result_info = "result[0][1]", mhlo.sharding = "{devices=[8,1]<=[8]}"}, tensor<2048x2048xf32> {jax.result_info = "result[0][2]", mhlo.sharding = "{devices=[8,1]<=[8]}"}, tensor<2048x2048xf32> {jax.result_info = "result[0][3]", mhlo.sharding = "{devices=[8,1]<=[8]}"}, tensor<2048x2048xf32> {jax.result_info = "result[1][0]", mhlo.sharding = "{devices=[8,1]<=[8]}"}, tensor<2048x2048xf32> {jax.result_info = "result[1][1]", mhlo.sharding = "{devices=[8,1]<=[8]}"}, tensor<2048x2048xf32> {jax.result_info = "result[1][2]", mhlo.sharding = "{devices=[8,1]<=[8]}"}, tensor<2048x2048xf32> {jax.result_info = "result[1][3]", mhlo.sharding = "{devices=[8,1]<=[8]}"}, tensor<f32> {jax.result_info = "result[2]", mhlo.sharding = "{replicated}"}) {
    %0 = stablehlo.dot_general %arg8, %arg0, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<512x2048xf32>, tensor<2048x2048xf32>) -> tensor<512x2048xf32>
    %1 = call @relu(%0) : (tensor<512x2048xf32>) -> tensor<512x2048xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<512x2048xf32>
    %3 = stablehlo.compare GT, %0, %2, FLOAT : (tensor<512x2048xf32>, tensor<512x2048xf32>) -> tensor<512x2048xi1>
    %4 = stablehlo.dot_general %1, %arg1, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<512x2048xf32>, tensor<2048x2048xf32>) -> tensor<512x2048xf32>
    %5 = call @relu(%4) : (tensor<512x2048xf32>) -> tensor<512x2048xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %6 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<512x2048xf32>
    %7 = stablehlo.compare GT, %4, %6, FLOAT : (tensor<512x2048xf32>, tensor<512x2048xf32>) -> tensor<512x2048xi1>
    %8 = stablehlo.dot_general %5, %arg2, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<512x2048xf32>, tensor<2048x2048xf32>) -> tensor<512x2048xf32>
    %9 = call @relu(%8) : (tensor<512x2048xf32>) -> tensor<512x2048xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %10 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<512x2048xf32>
    %11 = stablehlo.compare GT, %8, %10, FLOAT : (tensor<512x2048xf32>, tensor<512x2048xf32>) -> tensor<512x2048xi1>
    %12 = stablehlo.dot_general %9, %arg3, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<512x2048xf32>, tensor<2048x2048xf32>) -> tensor<512x2048xf32>
    %13 = call @relu(%12) : (tensor<512x2048xf32>) -> tensor<512x2048xf32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %14 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<512x2048xf32>
    %15 = stablehlo.compare GT, %12, %14, FLOAT : (tensor<512x2048xf32>, tensor<512x2048xf32>) -> tensor<512x2048xi1>
    %16 = stablehlo.multiply %13, %13 : tensor<512x2048xf32>
    %cst_3 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %17 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<512x2048xf32>
    %18 = stablehlo.multiply %17, %13 : tensor<512x2048xf32>
    %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %19 = stablehlo.reduce(%16 init: %cst_4) applies stablehlo.add across dimensions = [0, 1] : (tensor<512x2048xf32>, tensor<f32>) -> tensor<f32>
    %cst_5 = stablehlo.constant dense<0x49800000> : tensor<f32>
    %20 = stablehlo.divide %19, %cst_5 : tensor<f32>
    %cst_6 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %cst_7 = stablehlo.constant dense<0x49800000> : tensor<f32>
    %21 = stablehlo.divide %cst_6, %cst_7 : tensor<f32>
    %22 = stablehlo.broadcast_in_dim %21, dims = [] : (tensor<f32>) -> tensor<512x2048xf32>
    %23 = stablehlo.multiply %22, %18 : tensor<512x2048xf32>
    %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %24 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<512x2048xf32>
    %25 = stablehlo.select %15, %23, %24 : tensor<512x2048xi1>, tensor<512x2048xf32>
    %26 = stablehlo.dot_general %25, %9, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<512x2048xf32>, tensor<512x2048xf32>) -> tensor<2048x2048xf32>
    %27 = stablehlo.transpose %26, dims = [1, 0] : (tensor<2048x2048xf32>) -> tensor<2048x2048xf32>
    %28 = stablehlo.dot_general %25, %arg3, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<512x2048xf32>, tensor<2048x2048xf32>) -> tensor<512x2048xf32>
    %cst_9 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %29 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<512x2048xf32>
    %30 = stablehlo.select %11, %28, %29 : tensor<512x2048xi1>, tensor<512x2048xf32>
    %31 = stablehlo.dot_general %30, %5, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<512x2048xf32>, tensor<512x2048xf32>) -> tensor<2048x2048xf32>
    %32 = stablehlo.transpose %31, dims = [1, 0] : (tensor<2048x2048xf32>) -> tensor<2048x2048xf32>
    %33 = stablehlo.dot_general %30, %arg2, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<512x2048xf32>, tensor<2048x2048xf32>) -> tensor<512x2048xf32>
    %cst_10 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %34 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<512x2048xf32>
    %35 = stablehlo.select %7, %33, %34 : tensor<512x2048xi1>, tensor<512x2048xf32>
    %36 = stablehlo.dot_general %35, %1, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<512x2048xf32>, tensor<512x2048xf32>) -> tensor<2048x2048xf32>
    %37 = stablehlo.transpose %36, dims = [1, 0] : (tensor<2048x2048xf32>) -> tensor<2048x2048xf32>
    %38 = stablehlo.dot_general %35, %arg1, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<512x2048xf32>, tensor<2048x2048xf32>) -> tensor<512x2048xf32>
    %cst_11 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %39 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<512x2048xf32>
    %40 = stablehlo.select %3, %38, %39 : tensor<512x2048xi1>, tensor<512x2048xf32>
    %41 = stablehlo.dot_general %40, %arg8, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<512x2048xf32>, tensor<512x2048xf32>) -> tensor<2048x2048xf32>
    %42 = stablehlo.transpose %41, dims = [1, 0] : (tensor<2048x2048xf32>) -> tensor<2048x2048xf32>
    %cst_12 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %43 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<2048x2048xf32>
    %44 = stablehlo.multiply %43, %arg4 : tensor<2048x2048xf32>
    %45 = stablehlo.add %44, %42 : tensor<2048x2048xf32>
    %cst_13 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %46 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f32>) -> tensor<2048x2048xf32>
    %47 = stablehlo.multiply %46, %arg5 : tensor<2048x2048xf32>
    %48 = stablehlo.add %47, %37 : tensor<2048x2048xf32>
    %cst_14 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %49 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f32>) -> tensor<2048x2048xf32>
    %50 = stablehlo.multiply %49, %arg6 : tensor<2048x2048xf32>
    %51 = stablehlo.add %50, %32 : tensor<2048x2048xf32>
    %cst_15 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %52 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<f32>) -> tensor<2048x2048xf32>
    %53 = stablehlo.multiply %52, %arg7 : tensor<2048x2048xf32>
    %54 = stablehlo.add %53, %27 : tensor<2048x2048xf32>
    %cst_16 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %55 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f32>) -> tensor<2048x2048xf32>
    %56 = stablehlo.multiply %55, %45 : tensor<2048x2048xf32>
    %57 = stablehlo.subtract %arg0, %56 : tensor<2048x2048xf32>
    %cst_17 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %58 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<f32>) -> tensor<2048x2048xf32>
    %59 = stablehlo.multiply %58, %48 : tensor<2048x2048xf32>
    %60 = stablehlo.subtract %arg1, %59 : tensor<2048x2048xf32>
    %cst_18 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %61 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<f32>) -> tensor<2048x2048xf32>
    %62 = stablehlo.multiply %61, %51 : tensor<2048x2048xf32>
    %63 = stablehlo.subtract %arg2, %62 : tensor<2048x2048xf32>
    %cst_19 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %64 = stablehlo.broadcast_in_dim %cst_19, dims = [] : (tensor<f32>) -> tensor<2048x2048xf32>
    %65 = stablehlo.multiply %64, %54 : tensor<2048x2048xf32>
    %66 = stablehlo.subtract %arg3, %65 : tensor<2048x2048xf32>
    return %57, %60, %63, %66, %45, %48, %51, %54, %20 : tensor<2048x2048xf32>, tensor<2048x2048xf32>, tensor<2048x2048xf32>, tensor<2048x2048xf32>, tensor<2048x2048xf32>, tensor<2048x2048xf32>, tensor<2048x2048xf32>, tensor<2048x2048xf32>, tensor<f32>
  }
  func.func private @relu(%arg0: tensor<512x2048xf32>) -> tensor<512x2048xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<512x2048xf32>
    %1 = stablehlo.maximum %arg0, %0 : tensor<512x2048xf32>
    return %1 : tensor<512x2048xf32>
  }
}
