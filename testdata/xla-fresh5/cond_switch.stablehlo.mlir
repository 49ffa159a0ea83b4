module @jit_cond_switch attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<1024x1024xf32> {tf.aliasing_output = 0 : i32}, %arg1: tensor<1024x2048xf32> {tf.aliasing_output = 1 : i32}, %arg2: tensor<2048x1024xf32> {tf.aliasing_output = 2 : i32}, %arg3: tensor<1024x1024xf32> {tf.aliasing_output = 3 : i32}, %arg4: tensor<1024x2048xf32> {tf.aliasing_output = 4 : i32}, %arg5: tensor<2048x1024xf32> {tf.aliasing_output = 5 : i32}, %arg6: tensor<512x1024xf32>, %arg7: tensor<i32>, %arg8: tensor<f32>, %arg9: tensor<i32>) -> (tensor<1024x1024xf32> {jax.result_info = "result[0]['h0']"}, tensor<1024x2048xf32> {jax.result_info = "result[0]['h1a']"}, tensor<2048x1024xf32> {jax.result_info = "result[0]['h1b']"}, tensor<1024x1024xf32> {jax.result_info = "result[0]['h2']"}, tensor<1024x2048xf32> {jax.result_info = "result[0]['w1']"}, tensor<2048x1024xf32> {jax.result_info = "result[0]['w2']"}, tensor<f32> {jax.result_info = "result[1]"}) {
    %0 = stablehlo.dot_general %arg6, %arg4, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<512x1024xf32>, tensor<1024x2048xf32>) -> tensor<512x2048xf32>
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
    %19 = stablehlo.dot_general %18, %arg5, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<512x2048xf32>, tensor<2048x1024xf32>) -> tensor<512x1024xf32>
    %20 = stablehlo.multiply %19, %19 : tensor<512x1024xf32>
    %21 = stablehlo.multiply %20, %19 : tensor<512x1024xf32>
    %22 = stablehlo.multiply %19, %19 : tensor<512x1024xf32>
    %cst_5 = stablehlo.constant dense<3.000000e+00> : tensor<f32>
    %23 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<512x1024xf32>
    %24 = stablehlo.multiply %23, %22 : tensor<512x1024xf32>
    %cst_6 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %25 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<512x1024xf32>
    %26 = stablehlo.multiply %25, %21 : tensor<512x1024xf32>
    %27 = stablehlo.add %19, %26 : tensor<512x1024xf32>
    %cst_7 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %28 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<512x1024xf32>
    %29 = stablehlo.multiply %28, %27 : tensor<512x1024xf32>
    %30 = stablehlo.tanh %29 : tensor<512x1024xf32>
    %cst_8 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %31 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<512x1024xf32>
    %32 = stablehlo.subtract %31, %30 : tensor<512x1024xf32>
    %cst_9 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %33 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<512x1024xf32>
    %34 = stablehlo.add %33, %30 : tensor<512x1024xf32>
    %cst_10 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %35 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<512x1024xf32>
    %36 = stablehlo.multiply %35, %34 : tensor<512x1024xf32>
    %37 = stablehlo.multiply %19, %36 : tensor<512x1024xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_11 = stablehlo.constant dense<2> : tensor<i32>
    %38 = stablehlo.clamp %c, %arg7, %c_11 : tensor<i32>
    %39:11 = "stablehlo.case"(%38) ({
      %114 = stablehlo.dot_general %37, %arg0, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<512x1024xf32>, tensor<1024x1024xf32>) -> tensor<512x1024xf32>
      %cst_27 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %115 = stablehlo.broadcast_in_dim %cst_27, dims = [] : (tensor<f32>) -> tensor<1024x2048xf32>
      %c_28 = stablehlo.constant dense<false> : tensor<i1>
      %116 = stablehlo.broadcast_in_dim %c_28, dims = [] : (tensor<i1>) -> tensor<512x2048xi1>
      %cst_29 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %117 = stablehlo.broadcast_in_dim %cst_29, dims = [] : (tensor<f32>) -> tensor<2048x1024xf32>
      %cst_30 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %118 = stablehlo.broadcast_in_dim %cst_30, dims = [] : (tensor<f32>) -> tensor<512x2048xf32>
      %cst_31 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %119 = stablehlo.broadcast_in_dim %cst_31, dims = [] : (tensor<f32>) -> tensor<1024x1024xf32>
      %cst_32 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %120 = stablehlo.broadcast_in_dim %cst_32, dims = [] : (tensor<f32>) -> tensor<512x1024xf32>
      %cst_33 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %121 = stablehlo.broadcast_in_dim %cst_33, dims = [] : (tensor<f32>) -> tensor<512x1024xf32>
      %cst_34 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %122 = stablehlo.broadcast_in_dim %cst_34, dims = [] : (tensor<f32>) -> tensor<512x1024xf32>
      stablehlo.return %114, %arg0, %37, %115, %116, %117, %118, %119, %120, %121, %122 : tensor<512x1024xf32>, tensor<1024x1024xf32>, tensor<512x1024xf32>, tensor<1024x2048xf32>, tensor<512x2048xi1>, tensor<2048x1024xf32>, tensor<512x2048xf32>, tensor<1024x1024xf32>, tensor<512x1024xf32>, tensor<512x1024xf32>, tensor<512x1024xf32>
    }, {
      %114 = stablehlo.dot_general %37, %arg1, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<512x1024xf32>, tensor<1024x2048xf32>) -> tensor<512x2048xf32>
      %115 = func.call @relu(%114) : (tensor<512x2048xf32>) -> tensor<512x2048xf32>
      %cst_27 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %116 = stablehlo.broadcast_in_dim %cst_27, dims = [] : (tensor<f32>) -> tensor<512x2048xf32>
      %117 = stablehlo.compare GT, %114, %116, FLOAT : (tensor<512x2048xf32>, tensor<512x2048xf32>) -> tensor<512x2048xi1>
      %118 = stablehlo.dot_general %115, %arg2, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<512x2048xf32>, tensor<2048x1024xf32>) -> tensor<512x1024xf32>
      %cst_28 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %119 = stablehlo.broadcast_in_dim %cst_28, dims = [] : (tensor<f32>) -> tensor<1024x1024xf32>
      %cst_29 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %120 = stablehlo.broadcast_in_dim %cst_29, dims = [] : (tensor<f32>) -> tensor<1024x1024xf32>
      %cst_30 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %121 = stablehlo.broadcast_in_dim %cst_30, dims = [] : (tensor<f32>) -> tensor<512x1024xf32>
      %cst_31 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %122 = stablehlo.broadcast_in_dim %cst_31, dims = [] : (tensor<f32>) -> tensor<512x1024xf32>
      %cst_32 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %123 = stablehlo.broadcast_in_dim %cst_32, dims = [] : (tensor<f32>) -> tensor<512x1024xf32>
      stablehlo.return %118, %119, %37, %arg1, %117, %arg2, %115, %120, %121, %122, %123 : tensor<512x1024xf32>, tensor<1024x1024xf32>, tensor<512x1024xf32>, tensor<1024x2048xf32>, tensor<512x2048xi1>, tensor<2048x1024xf32>, tensor<512x2048xf32>, tensor<1024x1024xf32>, tensor<512x1024xf32>, tensor<512x1024xf32>, tensor<512x1024xf32>
    }, {
      %114 = stablehlo.dot_general %37, %arg0, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<512x1024xf32>, tensor<1024x1024xf32>) -> tensor<512x1024xf32>
      %115 = stablehlo.dot_general %37, %arg3, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<512x1024xf32>, tensor<1024x1024xf32>) -> tensor<512x1024xf32>
      %116 = stablehlo.negate %115 : tensor<512x1024xf32>
      %117 = stablehlo.exponential %116 : tensor<512x1024xf32>
      %cst_27 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %118 = stablehlo.broadcast_in_dim %cst_27, dims = [] : (tensor<f32>) -> tensor<512x1024xf32>
      %119 = stablehlo.add %118, %117 : tensor<512x1024xf32>
      %cst_28 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %120 = stablehlo.broadcast_in_dim %cst_28, dims = [] : (tensor<f32>) -> tensor<512x1024xf32>
      %121 = stablehlo.divide %120, %119 : tensor<512x1024xf32>
      %cst_29 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %122 = stablehlo.broadcast_in_dim %cst_29, dims = [] : (tensor<f32>) -> tensor<512x1024xf32>
      %123 = stablehlo.subtract %122, %121 : tensor<512x1024xf32>
      %124 = stablehlo.multiply %121, %123 : tensor<512x1024xf32>
      %125 = stablehlo.multiply %114, %121 : tensor<512x1024xf32>
      %cst_30 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %126 = stablehlo.broadcast_in_dim %cst_30, dims = [] : (tensor<f32>) -> tensor<1024x2048xf32>
      %c_31 = stablehlo.constant dense<false> : tensor<i1>
      %127 = stablehlo.broadcast_in_dim %c_31, dims = [] : (tensor<i1>) -> tensor<512x2048xi1>
      %cst_32 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %128 = stablehlo.broadcast_in_dim %cst_32, dims = [] : (tensor<f32>) -> tensor<2048x1024xf32>
      %cst_33 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %129 = stablehlo.broadcast_in_dim %cst_33, dims = [] : (tensor<f32>) -> tensor<512x2048xf32>
      stablehlo.return %125, %arg0, %37, %126, %127, %128, %129, %arg3, %124, %121, %114 : tensor<512x1024xf32>, tensor<1024x1024xf32>, tensor<512x1024xf32>, tensor<1024x2048xf32>, tensor<512x2048xi1>, tensor<2048x1024xf32>, tensor<512x2048xf32>, tensor<1024x1024xf32>, tensor<512x1024xf32>, tensor<512x1024xf32>, tensor<512x1024xf32>
    }) : (tensor<i32>) -> (tensor<512x1024xf32>, tensor<1024x1024xf32>, tensor<512x1024xf32>, tensor<1024x2048xf32>, tensor<512x2048xi1>, tensor<2048x1024xf32>, tensor<512x2048xf32>, tensor<1024x1024xf32>, tensor<512x1024xf32>, tensor<512x1024xf32>, tensor<512x1024xf32>)
    %40 = stablehlo.multiply %39#0, %39#0 : tensor<512x1024xf32>
    %cst_12 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %41 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<512x1024xf32>
    %42 = stablehlo.multiply %41, %39#0 : tensor<512x1024xf32>
    %cst_13 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %43 = stablehlo.reduce(%40 init: %cst_13) applies stablehlo.add across dimensions = [0, 1] : (tensor<512x1024xf32>, tensor<f32>) -> tensor<f32>
    %cst_14 = stablehlo.constant dense<5.242880e+05> : tensor<f32>
    %44 = stablehlo.divide %43, %cst_14 : tensor<f32>
    %cst_15 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %cst_16 = stablehlo.constant dense<5.242880e+05> : tensor<f32>
    %45 = stablehlo.divide %cst_15, %cst_16 : tensor<f32>
    %46 = stablehlo.broadcast_in_dim %45, dims = [] : (tensor<f32>) -> tensor<512x1024xf32>
    %47 = stablehlo.multiply %46, %42 : tensor<512x1024xf32>
    %48:5 = "stablehlo.case"(%38) ({
      %114 = stablehlo.dot_general %47, %39#2, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<512x1024xf32>, tensor<512x1024xf32>) -> tensor<1024x1024xf32>
      %115 = stablehlo.transpose %114, dims = [1, 0] : (tensor<1024x1024xf32>) -> tensor<1024x1024xf32>
      %116 = stablehlo.dot_general %47, %39#1, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<512x1024xf32>, tensor<1024x1024xf32>) -> tensor<512x1024xf32>
      %cst_27 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %117 = stablehlo.broadcast_in_dim %cst_27, dims = [] : (tensor<f32>) -> tensor<1024x2048xf32>
      %cst_28 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %118 = stablehlo.broadcast_in_dim %cst_28, dims = [] : (tensor<f32>) -> tensor<2048x1024xf32>
      %cst_29 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %119 = stablehlo.broadcast_in_dim %cst_29, dims = [] : (tensor<f32>) -> tensor<1024x1024xf32>
      stablehlo.return %115, %117, %118, %119, %116 : tensor<1024x1024xf32>, tensor<1024x2048xf32>, tensor<2048x1024xf32>, tensor<1024x1024xf32>, tensor<512x1024xf32>
    }, {
      %114 = stablehlo.dot_general %47, %39#6, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<512x1024xf32>, tensor<512x2048xf32>) -> tensor<1024x2048xf32>
      %115 = stablehlo.transpose %114, dims = [1, 0] : (tensor<1024x2048xf32>) -> tensor<2048x1024xf32>
      %116 = stablehlo.dot_general %47, %39#5, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<512x1024xf32>, tensor<2048x1024xf32>) -> tensor<512x2048xf32>
      %cst_27 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %117 = stablehlo.broadcast_in_dim %cst_27, dims = [] : (tensor<f32>) -> tensor<512x2048xf32>
      %118 = stablehlo.select %39#4, %116, %117 : tensor<512x2048xi1>, tensor<512x2048xf32>
      %119 = stablehlo.dot_general %118, %39#2, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<512x2048xf32>, tensor<512x1024xf32>) -> tensor<2048x1024xf32>
      %120 = stablehlo.transpose %119, dims = [1, 0] : (tensor<2048x1024xf32>) -> tensor<1024x2048xf32>
      %121 = stablehlo.dot_general %118, %39#3, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<512x2048xf32>, tensor<1024x2048xf32>) -> tensor<512x1024xf32>
      %cst_28 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %122 = stablehlo.broadcast_in_dim %cst_28, dims = [] : (tensor<f32>) -> tensor<1024x1024xf32>
      %cst_29 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %123 = stablehlo.broadcast_in_dim %cst_29, dims = [] : (tensor<f32>) -> tensor<1024x1024xf32>
      stablehlo.return %122, %120, %115, %123, %121 : tensor<1024x1024xf32>, tensor<1024x2048xf32>, tensor<2048x1024xf32>, tensor<1024x1024xf32>, tensor<512x1024xf32>
    }, {
      %114 = stablehlo.multiply %39#10, %47 : tensor<512x1024xf32>
      %115 = stablehlo.multiply %47, %39#9 : tensor<512x1024xf32>
      %116 = stablehlo.multiply %114, %39#8 : tensor<512x1024xf32>
      %117 = stablehlo.dot_general %116, %39#2, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<512x1024xf32>, tensor<512x1024xf32>) -> tensor<1024x1024xf32>
      %118 = stablehlo.transpose %117, dims = [1, 0] : (tensor<1024x1024xf32>) -> tensor<1024x1024xf32>
      %119 = stablehlo.dot_general %116, %39#7, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<512x1024xf32>, tensor<1024x1024xf32>) -> tensor<512x1024xf32>
      %120 = stablehlo.dot_general %115, %39#2, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<512x1024xf32>, tensor<512x1024xf32>) -> tensor<1024x1024xf32>
      %121 = stablehlo.transpose %120, dims = [1, 0] : (tensor<1024x1024xf32>) -> tensor<1024x1024xf32>
      %122 = stablehlo.dot_general %115, %39#1, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<512x1024xf32>, tensor<1024x1024xf32>) -> tensor<512x1024xf32>
      %123 = stablehlo.add %119, %122 : tensor<512x1024xf32>
      %cst_27 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %124 = stablehlo.broadcast_in_dim %cst_27, dims = [] : (tensor<f32>) -> tensor<1024x2048xf32>
      %cst_28 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %125 = stablehlo.broadcast_in_dim %cst_28, dims = [] : (tensor<f32>) -> tensor<2048x1024xf32>
      stablehlo.return %121, %124, %125, %118, %123 : tensor<1024x1024xf32>, tensor<1024x2048xf32>, tensor<2048x1024xf32>, tensor<1024x1024xf32>, tensor<512x1024xf32>
    }) : (tensor<i32>) -> (tensor<1024x1024xf32>, tensor<1024x2048xf32>, tensor<2048x1024xf32>, tensor<1024x1024xf32>, tensor<512x1024xf32>)
    %49 = stablehlo.multiply %19, %48#4 : tensor<512x1024xf32>
    %50 = stablehlo.multiply %48#4, %36 : tensor<512x1024xf32>
    %cst_17 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %51 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<f32>) -> tensor<512x1024xf32>
    %52 = stablehlo.multiply %51, %49 : tensor<512x1024xf32>
    %53 = stablehlo.multiply %52, %32 : tensor<512x1024xf32>
    %54 = stablehlo.multiply %53, %30 : tensor<512x1024xf32>
    %55 = stablehlo.add %53, %54 : tensor<512x1024xf32>
    %cst_18 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %56 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<f32>) -> tensor<512x1024xf32>
    %57 = stablehlo.multiply %56, %55 : tensor<512x1024xf32>
    %58 = stablehlo.add %50, %57 : tensor<512x1024xf32>
    %cst_19 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %59 = stablehlo.broadcast_in_dim %cst_19, dims = [] : (tensor<f32>) -> tensor<512x1024xf32>
    %60 = stablehlo.multiply %59, %57 : tensor<512x1024xf32>
    %61 = stablehlo.multiply %60, %24 : tensor<512x1024xf32>
    %62 = stablehlo.add %58, %61 : tensor<512x1024xf32>
    %63 = stablehlo.dot_general %62, %18, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<512x1024xf32>, tensor<512x2048xf32>) -> tensor<1024x2048xf32>
    %64 = stablehlo.transpose %63, dims = [1, 0] : (tensor<1024x2048xf32>) -> tensor<2048x1024xf32>
    %65 = stablehlo.dot_general %62, %arg5, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<512x1024xf32>, tensor<2048x1024xf32>) -> tensor<512x2048xf32>
    %66 = stablehlo.multiply %0, %65 : tensor<512x2048xf32>
    %67 = stablehlo.multiply %65, %17 : tensor<512x2048xf32>
    %cst_20 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %68 = stablehlo.broadcast_in_dim %cst_20, dims = [] : (tensor<f32>) -> tensor<512x2048xf32>
    %69 = stablehlo.multiply %68, %66 : tensor<512x2048xf32>
    %70 = stablehlo.multiply %69, %13 : tensor<512x2048xf32>
    %71 = stablehlo.multiply %70, %11 : tensor<512x2048xf32>
    %72 = stablehlo.add %70, %71 : tensor<512x2048xf32>
    %cst_21 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %73 = stablehlo.broadcast_in_dim %cst_21, dims = [] : (tensor<f32>) -> tensor<512x2048xf32>
    %74 = stablehlo.multiply %73, %72 : tensor<512x2048xf32>
    %75 = stablehlo.add %67, %74 : tensor<512x2048xf32>
    %cst_22 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %76 = stablehlo.broadcast_in_dim %cst_22, dims = [] : (tensor<f32>) -> tensor<512x2048xf32>
    %77 = stablehlo.multiply %76, %74 : tensor<512x2048xf32>
    %78 = stablehlo.multiply %77, %5 : tensor<512x2048xf32>
    %79 = stablehlo.add %75, %78 : tensor<512x2048xf32>
    %80 = stablehlo.dot_general %79, %arg6, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<512x2048xf32>, tensor<512x1024xf32>) -> tensor<2048x1024xf32>
    %81 = stablehlo.transpose %80, dims = [1, 0] : (tensor<2048x1024xf32>) -> tensor<1024x2048xf32>
    %c_23 = stablehlo.constant dense<100> : tensor<i32>
    %82 = stablehlo.compare LT, %arg9, %c_23, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %83 = stablehlo.convert %arg9 : (tensor<i32>) -> tensor<f32>
    %cst_24 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %84 = stablehlo.multiply %cst_24, %83 : tensor<f32>
    %cst_25 = stablehlo.constant dense<1.000000e+02> : tensor<f32>
    %85 = stablehlo.divide %84, %cst_25 : tensor<f32>
    %cst_26 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %86 = call @_where(%82, %85, %cst_26) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %87 = stablehlo.compare GT, %44, %arg8, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %88 = stablehlo.convert %87 : (tensor<i1>) -> tensor<i32>
    %89:6 = "stablehlo.case"(%88) ({
      stablehlo.return %48#0, %48#1, %48#2, %48#3, %81, %64 : tensor<1024x1024xf32>, tensor<1024x2048xf32>, tensor<2048x1024xf32>, tensor<1024x1024xf32>, tensor<1024x2048xf32>, tensor<2048x1024xf32>
    }, {
      %114 = stablehlo.multiply %48#0, %48#0 : tensor<1024x1024xf32>
      %cst_27 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %115 = stablehlo.reduce(%114 init: %cst_27) applies stablehlo.add across dimensions = [0, 1] : (tensor<1024x1024xf32>, tensor<f32>) -> tensor<f32>
      %cst_28 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %116 = stablehlo.add %cst_28, %115 : tensor<f32>
      %117 = stablehlo.multiply %48#1, %48#1 : tensor<1024x2048xf32>
      %cst_29 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %118 = stablehlo.reduce(%117 init: %cst_29) applies stablehlo.add across dimensions = [0, 1] : (tensor<1024x2048xf32>, tensor<f32>) -> tensor<f32>
      %119 = stablehlo.add %116, %118 : tensor<f32>
      %120 = stablehlo.multiply %48#2, %48#2 : tensor<2048x1024xf32>
      %cst_30 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %121 = stablehlo.reduce(%120 init: %cst_30) applies stablehlo.add across dimensions = [0, 1] : (tensor<2048x1024xf32>, tensor<f32>) -> tensor<f32>
      %122 = stablehlo.add %119, %121 : tensor<f32>
      %123 = stablehlo.multiply %48#3, %48#3 : tensor<1024x1024xf32>
      %cst_31 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %124 = stablehlo.reduce(%123 init: %cst_31) applies stablehlo.add across dimensions = [0, 1] : (tensor<1024x1024xf32>, tensor<f32>) -> tensor<f32>
      %125 = stablehlo.add %122, %124 : tensor<f32>
      %126 = stablehlo.multiply %81, %81 : tensor<1024x2048xf32>
      %cst_32 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %127 = stablehlo.reduce(%126 init: %cst_32) applies stablehlo.add across dimensions = [0, 1] : (tensor<1024x2048xf32>, tensor<f32>) -> tensor<f32>
      %128 = stablehlo.add %125, %127 : tensor<f32>
      %129 = stablehlo.multiply %64, %64 : tensor<2048x1024xf32>
      %cst_33 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %130 = stablehlo.reduce(%129 init: %cst_33) applies stablehlo.add across dimensions = [0, 1] : (tensor<2048x1024xf32>, tensor<f32>) -> tensor<f32>
      %131 = stablehlo.add %128, %130 : tensor<f32>
      %132 = stablehlo.sqrt %131 : tensor<f32>
      %cst_34 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %133 = stablehlo.divide %cst_34, %132 : tensor<f32>
      %cst_35 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %134 = stablehlo.minimum %cst_35, %133 : tensor<f32>
      %135 = stablehlo.broadcast_in_dim %134, dims = [] : (tensor<f32>) -> tensor<1024x1024xf32>
      %136 = stablehlo.multiply %48#0, %135 : tensor<1024x1024xf32>
      %cst_36 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %137 = stablehlo.divide %cst_36, %132 : tensor<f32>
      %cst_37 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %138 = stablehlo.minimum %cst_37, %137 : tensor<f32>
      %139 = stablehlo.broadcast_in_dim %138, dims = [] : (tensor<f32>) -> tensor<1024x2048xf32>
      %140 = stablehlo.multiply %48#1, %139 : tensor<1024x2048xf32>
      %cst_38 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %141 = stablehlo.divide %cst_38, %132 : tensor<f32>
      %cst_39 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %142 = stablehlo.minimum %cst_39, %141 : tensor<f32>
      %143 = stablehlo.broadcast_in_dim %142, dims = [] : (tensor<f32>) -> tensor<2048x1024xf32>
      %144 = stablehlo.multiply %48#2, %143 : tensor<2048x1024xf32>
      %cst_40 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %145 = stablehlo.divide %cst_40, %132 : tensor<f32>
      %cst_41 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %146 = stablehlo.minimum %cst_41, %145 : tensor<f32>
      %147 = stablehlo.broadcast_in_dim %146, dims = [] : (tensor<f32>) -> tensor<1024x1024xf32>
      %148 = stablehlo.multiply %48#3, %147 : tensor<1024x1024xf32>
      %cst_42 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %149 = stablehlo.divide %cst_42, %132 : tensor<f32>
      %cst_43 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %150 = stablehlo.minimum %cst_43, %149 : tensor<f32>
      %151 = stablehlo.broadcast_in_dim %150, dims = [] : (tensor<f32>) -> tensor<1024x2048xf32>
      %152 = stablehlo.multiply %81, %151 : tensor<1024x2048xf32>
      %cst_44 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %153 = stablehlo.divide %cst_44, %132 : tensor<f32>
      %cst_45 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %154 = stablehlo.minimum %cst_45, %153 : tensor<f32>
      %155 = stablehlo.broadcast_in_dim %154, dims = [] : (tensor<f32>) -> tensor<2048x1024xf32>
      %156 = stablehlo.multiply %64, %155 : tensor<2048x1024xf32>
      stablehlo.return %136, %140, %144, %148, %152, %156 : tensor<1024x1024xf32>, tensor<1024x2048xf32>, tensor<2048x1024xf32>, tensor<1024x1024xf32>, tensor<1024x2048xf32>, tensor<2048x1024xf32>
    }) : (tensor<i32>) -> (tensor<1024x1024xf32>, tensor<1024x2048xf32>, tensor<2048x1024xf32>, tensor<1024x1024xf32>, tensor<1024x2048xf32>, tensor<2048x1024xf32>)
    %90 = stablehlo.convert %86 : tensor<f32>
    %91 = stablehlo.broadcast_in_dim %90, dims = [] : (tensor<f32>) -> tensor<1024x1024xf32>
    %92 = stablehlo.multiply %91, %89#0 : tensor<1024x1024xf32>
    %93 = stablehlo.subtract %arg0, %92 : tensor<1024x1024xf32>
    %94 = stablehlo.convert %86 : tensor<f32>
    %95 = stablehlo.broadcast_in_dim %94, dims = [] : (tensor<f32>) -> tensor<1024x2048xf32>
    %96 = stablehlo.multiply %95, %89#1 : tensor<1024x2048xf32>
    %97 = stablehlo.subtract %arg1, %96 : tensor<1024x2048xf32>
    %98 = stablehlo.convert %86 : tensor<f32>
    %99 = stablehlo.broadcast_in_dim %98, dims = [] : (tensor<f32>) -> tensor<2048x1024xf32>
    %100 = stablehlo.multiply %99, %89#2 : tensor<2048x1024xf32>
    %101 = stablehlo.subtract %arg2, %100 : tensor<2048x1024xf32>
    %102 = stablehlo.convert %86 : tensor<f32>
    %103 = stablehlo.broadcast_in_dim %102, dims = [] : (tensor<f32>) -> tensor<1024x1024xf32>
    %104 = stablehlo.multiply %103, %89#3 : tensor<1024x1024xf32>
    %105 = stablehlo.subtract %arg3, %104 : tensor<1024x1024xf32>
    %106 = stablehlo.convert %86 : tensor<f32>
    %107 = stablehlo.broadcast_in_dim %106, dims = [] : (tensor<f32>) -> tensor<1024x2048xf32>
    %108 = stablehlo.multiply %107, %89#4 : tensor<1024x2048xf32>
    %109 = stablehlo.subtract %arg4, %108 : tensor<1024x2048xf32>
    %110 = stablehlo.convert %86 : tensor<f32>
    %111 = stablehlo.broadcast_in_dim %110, dims = [] : (tensor<f32>) -> tensor<2048x1024xf32>
    %112 = stablehlo.multiply %111, %89#5 : tensor<2048x1024xf32>
    %113 = stablehlo.subtract %arg5, %112 : tensor<2048x1024xf32>
    return %93, %97, %101, %105, %109, %113, %44 : tensor<1024x1024xf32>, tensor<1024x2048xf32>, tensor<2048x1024xf32>, tensor<1024x1024xf32>, tensor<1024x2048xf32>, tensor<2048x1024xf32>, tensor<f32>
  }
  func.func private @relu(%arg0: tensor<512x2048xf32>) -> tensor<512x2048xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<512x2048xf32>
    %1 = stablehlo.maximum %arg0, %0 : tensor<512x2048xf32>
    return %1 : tensor<512x2048xf32>
  }
  func.func private @_where(%arg0: tensor<i1>, %arg1: tensor<f32>, %arg2: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<i1>, tensor<f32>
    return %0 : tensor<f32>
  }
}
