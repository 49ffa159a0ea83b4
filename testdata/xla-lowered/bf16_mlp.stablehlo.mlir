module @jit_bf16_mlp attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<512x2048xf32> {tf.aliasing_output = 0 : i32}, %arg1: tensor<2048x2048xf32> {tf.aliasing_output = 1 : i32}, %arg2: tensor<2048x512xf32> {tf.aliasing_output = 2 : i32}, %arg3: tensor<256x512xf32>, %arg4: tensor<256x512xf32>) -> (tensor<512x2048xf32> {jax.result_info = "result[0][0]"}, tensor<2048x2048xf32> {jax.result_info = "result[0][1]"}, tensor<2048x512xf32> {jax.result_info = "result[0][2]"}, tensor<f32> {jax.result_info = "result[1]"}) {
    %0 = stablehlo.convert %arg3 : (tensor<256x512xf32>) -> tensor<256x512xbf16>
    %1 = stablehlo.convert %arg0 : (tensor<512x2048xf32>) -> tensor<512x2048xbf16>
    %2 = stablehlo.dot_general %0, %1, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<256x512xbf16>, tensor<512x2048xbf16>) -> tensor<256x2048xbf16>
    %3 = stablehlo.multiply %2, %2 : tensor<256x2048xbf16>
    %4 = stablehlo.multiply %3, %2 : tensor<256x2048xbf16>
    %5 = stablehlo.multiply %2, %2 : tensor<256x2048xbf16>
    %cst = stablehlo.constant dense<3.000000e+00> : tensor<bf16>
    %6 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<bf16>) -> tensor<256x2048xbf16>
    %7 = stablehlo.multiply %6, %5 : tensor<256x2048xbf16>
    %cst_0 = stablehlo.constant dense<4.467770e-02> : tensor<bf16>
    %8 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<bf16>) -> tensor<256x2048xbf16>
    %9 = stablehlo.multiply %8, %4 : tensor<256x2048xbf16>
    %10 = stablehlo.add %2, %9 : tensor<256x2048xbf16>
    %cst_1 = stablehlo.constant dense<7.968750e-01> : tensor<bf16>
    %11 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<bf16>) -> tensor<256x2048xbf16>
    %12 = stablehlo.multiply %11, %10 : tensor<256x2048xbf16>
    %13 = stablehlo.tanh %12 : tensor<256x2048xbf16>
    %cst_2 = stablehlo.constant dense<1.000000e+00> : tensor<bf16>
    %14 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<bf16>) -> tensor<256x2048xbf16>
    %15 = stablehlo.subtract %14, %13 : tensor<256x2048xbf16>
    %cst_3 = stablehlo.constant dense<1.000000e+00> : tensor<bf16>
    %16 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<bf16>) -> tensor<256x2048xbf16>
    %17 = stablehlo.add %16, %13 : tensor<256x2048xbf16>
    %cst_4 = stablehlo.constant dense<5.000000e-01> : tensor<bf16>
    %18 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<bf16>) -> tensor<256x2048xbf16>
    %19 = stablehlo.multiply %18, %17 : tensor<256x2048xbf16>
    %20 = stablehlo.multiply %2, %19 : tensor<256x2048xbf16>
    %21 = stablehlo.convert %arg1 : (tensor<2048x2048xf32>) -> tensor<2048x2048xbf16>
    %22 = stablehlo.dot_general %20, %21, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<256x2048xbf16>, tensor<2048x2048xbf16>) -> tensor<256x2048xbf16>
    %23 = stablehlo.multiply %22, %22 : tensor<256x2048xbf16>
    %24 = stablehlo.multiply %23, %22 : tensor<256x2048xbf16>
    %25 = stablehlo.multiply %22, %22 : tensor<256x2048xbf16>
    %cst_5 = stablehlo.constant dense<3.000000e+00> : tensor<bf16>
    %26 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<bf16>) -> tensor<256x2048xbf16>
    %27 = stablehlo.multiply %26, %25 : tensor<256x2048xbf16>
    %cst_6 = stablehlo.constant dense<4.467770e-02> : tensor<bf16>
    %28 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<bf16>) -> tensor<256x2048xbf16>
    %29 = stablehlo.multiply %28, %24 : tensor<256x2048xbf16>
    %30 = stablehlo.add %22, %29 : tensor<256x2048xbf16>
    %cst_7 = stablehlo.constant dense<7.968750e-01> : tensor<bf16>
    %31 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<bf16>) -> tensor<256x2048xbf16>
    %32 = stablehlo.multiply %31, %30 : tensor<256x2048xbf16>
    %33 = stablehlo.tanh %32 : tensor<256x2048xbf16>
    %cst_8 = stablehlo.constant dense<1.000000e+00> : tensor<bf16>
    %34 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<bf16>) -> tensor<256x2048xbf16>
    %35 = stablehlo.subtract %34, %33 : tensor<256x2048xbf16>
    %cst_9 = stablehlo.constant dense<1.000000e+00> : tensor<bf16>
    %36 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<bf16>) -> tensor<256x2048xbf16>
    %37 = stablehlo.add %36, %33 : tensor<256x2048xbf16>
    %cst_10 = stablehlo.constant dense<5.000000e-01> : tensor<bf16>
    %38 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<bf16>) -> tensor<256x2048xbf16>
    %39 = stablehlo.multiply %38, %37 : tensor<256x2048xbf16>
    %40 = stablehlo.multiply %22, %39 : tensor<256x2048xbf16>
    %41 = stablehlo.convert %arg2 : (tensor<2048x512xf32>) -> tensor<2048x512xbf16>
    %42 = stablehlo.dot_general %40, %41, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<256x2048xbf16>, tensor<2048x512xbf16>) -> tensor<256x512xbf16>
    %43 = stablehlo.convert %42 : (tensor<256x512xbf16>) -> tensor<256x512xf32>
    %44 = stablehlo.subtract %43, %arg4 : tensor<256x512xf32>
    %45 = stablehlo.multiply %44, %44 : tensor<256x512xf32>
    %cst_11 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %46 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<256x512xf32>
    %47 = stablehlo.multiply %46, %44 : tensor<256x512xf32>
    %cst_12 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %48 = stablehlo.reduce(%45 init: %cst_12) applies stablehlo.add across dimensions = [0, 1] : (tensor<256x512xf32>, tensor<f32>) -> tensor<f32>
    %cst_13 = stablehlo.constant dense<1.310720e+05> : tensor<f32>
    %49 = stablehlo.divide %48, %cst_13 : tensor<f32>
    %cst_14 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %cst_15 = stablehlo.constant dense<1.310720e+05> : tensor<f32>
    %50 = stablehlo.divide %cst_14, %cst_15 : tensor<f32>
    %51 = stablehlo.broadcast_in_dim %50, dims = [] : (tensor<f32>) -> tensor<256x512xf32>
    %52 = stablehlo.multiply %51, %47 : tensor<256x512xf32>
    %53 = stablehlo.convert %52 : (tensor<256x512xf32>) -> tensor<256x512xbf16>
    %54 = stablehlo.dot_general %53, %40, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<256x512xbf16>, tensor<256x2048xbf16>) -> tensor<512x2048xbf16>
    %55 = stablehlo.transpose %54, dims = [1, 0] : (tensor<512x2048xbf16>) -> tensor<2048x512xbf16>
    %56 = stablehlo.dot_general %53, %41, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<256x512xbf16>, tensor<2048x512xbf16>) -> tensor<256x2048xbf16>
    %57 = stablehlo.convert %55 : (tensor<2048x512xbf16>) -> tensor<2048x512xf32>
    %58 = stablehlo.multiply %22, %56 : tensor<256x2048xbf16>
    %59 = stablehlo.multiply %56, %39 : tensor<256x2048xbf16>
    %cst_16 = stablehlo.constant dense<5.000000e-01> : tensor<bf16>
    %60 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<bf16>) -> tensor<256x2048xbf16>
    %61 = stablehlo.multiply %60, %58 : tensor<256x2048xbf16>
    %62 = stablehlo.multiply %61, %35 : tensor<256x2048xbf16>
    %63 = stablehlo.multiply %62, %33 : tensor<256x2048xbf16>
    %64 = stablehlo.add %62, %63 : tensor<256x2048xbf16>
    %cst_17 = stablehlo.constant dense<7.968750e-01> : tensor<bf16>
    %65 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<bf16>) -> tensor<256x2048xbf16>
    %66 = stablehlo.multiply %65, %64 : tensor<256x2048xbf16>
    %67 = stablehlo.add %59, %66 : tensor<256x2048xbf16>
    %cst_18 = stablehlo.constant dense<4.467770e-02> : tensor<bf16>
    %68 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<bf16>) -> tensor<256x2048xbf16>
    %69 = stablehlo.multiply %68, %66 : tensor<256x2048xbf16>
    %70 = stablehlo.multiply %69, %27 : tensor<256x2048xbf16>
    %71 = stablehlo.add %67, %70 : tensor<256x2048xbf16>
    %72 = stablehlo.dot_general %71, %20, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<256x2048xbf16>, tensor<256x2048xbf16>) -> tensor<2048x2048xbf16>
    %73 = stablehlo.transpose %72, dims = [1, 0] : (tensor<2048x2048xbf16>) -> tensor<2048x2048xbf16>
    %74 = stablehlo.dot_general %71, %21, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<256x2048xbf16>, tensor<2048x2048xbf16>) -> tensor<256x2048xbf16>
    %75 = stablehlo.convert %73 : (tensor<2048x2048xbf16>) -> tensor<2048x2048xf32>
    %76 = stablehlo.multiply %2, %74 : tensor<256x2048xbf16>
    %77 = stablehlo.multiply %74, %19 : tensor<256x2048xbf16>
    %cst_19 = stablehlo.constant dense<5.000000e-01> : tensor<bf16>
    %78 = stablehlo.broadcast_in_dim %cst_19, dims = [] : (tensor<bf16>) -> tensor<256x2048xbf16>
    %79 = stablehlo.multiply %78, %76 : tensor<256x2048xbf16>
    %80 = stablehlo.multiply %79, %15 : tensor<256x2048xbf16>
    %81 = stablehlo.multiply %80, %13 : tensor<256x2048xbf16>
    %82 = stablehlo.add %80, %81 : tensor<256x2048xbf16>
    %cst_20 = stablehlo.constant dense<7.968750e-01> : tensor<bf16>
    %83 = stablehlo.broadcast_in_dim %cst_20, dims = [] : (tensor<bf16>) -> tensor<256x2048xbf16>
    %84 = stablehlo.multiply %83, %82 : tensor<256x2048xbf16>
    %85 = stablehlo.add %77, %84 : tensor<256x2048xbf16>
    %cst_21 = stablehlo.constant dense<4.467770e-02> : tensor<bf16>
    %86 = stablehlo.broadcast_in_dim %cst_21, dims = [] : (tensor<bf16>) -> tensor<256x2048xbf16>
    %87 = stablehlo.multiply %86, %84 : tensor<256x2048xbf16>
    %88 = stablehlo.multiply %87, %7 : tensor<256x2048xbf16>
    %89 = stablehlo.add %85, %88 : tensor<256x2048xbf16>
    %90 = stablehlo.dot_general %89, %0, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<256x2048xbf16>, tensor<256x512xbf16>) -> tensor<2048x512xbf16>
    %91 = stablehlo.transpose %90, dims = [1, 0] : (tensor<2048x512xbf16>) -> tensor<512x2048xbf16>
    %92 = stablehlo.convert %91 : (tensor<512x2048xbf16>) -> tensor<512x2048xf32>
    %cst_22 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %93 = stablehlo.broadcast_in_dim %cst_22, dims = [] : (tensor<f32>) -> tensor<512x2048xf32>
    %94 = stablehlo.multiply %93, %92 : tensor<512x2048xf32>
    %95 = stablehlo.subtract %arg0, %94 : tensor<512x2048xf32>
    %cst_23 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %96 = stablehlo.broadcast_in_dim %cst_23, dims = [] : (tensor<f32>) -> tensor<2048x2048xf32>
    %97 = stablehlo.multiply %96, %75 : tensor<2048x2048xf32>
    %98 = stablehlo.subtract %arg1, %97 : tensor<2048x2048xf32>
    %cst_24 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %99 = stablehlo.broadcast_in_dim %cst_24, dims = [] : (tensor<f32>) -> tensor<2048x512xf32>
    %100 = stablehlo.multiply %99, %57 : tensor<2048x512xf32>
    %101 = stablehlo.subtract %arg2, %100 : tensor<2048x512xf32>
    return %95, %98, %101, %49 : tensor<512x2048xf32>, tensor<2048x2048xf32>, tensor<2048x512xf32>, tensor<f32>
  }
}
