module @jit_lamb_step attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<2048x2048xf32> {tf.aliasing_output = 0 : i32}, %arg1: tensor<2048x2048xf32> {tf.aliasing_output = 1 : i32}, %arg2: tensor<2048x2048xf32> {tf.aliasing_output = 2 : i32}, %arg3: tensor<2048x2048xf32> {tf.aliasing_output = 3 : i32}, %arg4: tensor<2048x2048xf32> {tf.aliasing_output = 4 : i32}, %arg5: tensor<2048x2048xf32> {tf.aliasing_output = 5 : i32}, %arg6: tensor<2048x2048xf32> {tf.aliasing_output = 6 : i32}, %arg7: tensor<2048x2048xf32> {tf.aliasing_output = 7 : i32}, %arg8: tensor<2048x2048xf32> {tf.aliasing_output = 8 : i32}, %arg9: tensor<2048x2048xf32> {tf.aliasing_output = 9 : i32}, %arg10: tensor<2048x2048xf32> {tf.aliasing_output = 10 : i32}, %arg11: tensor<2048x2048xf32> {tf.aliasing_output = 11 : i32}, %arg12: tensor<256x2048xf32>, %arg13: tensor<i32>) -> (tensor<2048x2048xf32> {jax.result_info = "result[0][0]"}, tensor<2048x2048xf32> {jax.result_info = "result[0][1]"}, tensor<2048x2048xf32> {jax.result_info = "result[0][2]"}, tensor<2048x2048xf32> {jax.result_info = "result[0][3]"}, tensor<2048x2048xf32> {jax.result_info = "result[1][0]"}, tensor<2048x2048xf32> {jax.result_info = "result[1][1]"}, tensor<2048x2048xf32> {jax.result_info = "result[1][2]"}, tensor<2048x2048xf32> {jax.result_info = "result[1][3]"}, tensor<2048x2048xf32> {jax.result_info = "result[2][0]"}, tensor<2048x2048xf32> {jax.result_info = "result[2][1]"}, tensor<2048x2048xf32> {jax.result_info = "result[2][2]"}, tensor<2048x2048xf32> {jax.result_info = "result[2][3]"}, tensor<i32> {jax.result_info = "result[3]"}) {
    %0 = stablehlo.dot_general %arg12, %arg0, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<256x2048xf32>, tensor<2048x2048xf32>) -> tensor<256x2048xf32>
    %1 = stablehlo.tanh %0 : tensor<256x2048xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<256x2048xf32>
    %3 = stablehlo.subtract %2, %1 : tensor<256x2048xf32>
    %4 = stablehlo.dot_general %1, %arg1, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<256x2048xf32>, tensor<2048x2048xf32>) -> tensor<256x2048xf32>
    %5 = stablehlo.tanh %4 : tensor<256x2048xf32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %6 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<256x2048xf32>
    %7 = stablehlo.subtract %6, %5 : tensor<256x2048xf32>
    %8 = stablehlo.dot_general %5, %arg2, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<256x2048xf32>, tensor<2048x2048xf32>) -> tensor<256x2048xf32>
    %9 = stablehlo.tanh %8 : tensor<256x2048xf32>
    %cst_1 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %10 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<256x2048xf32>
    %11 = stablehlo.subtract %10, %9 : tensor<256x2048xf32>
    %12 = stablehlo.dot_general %9, %arg3, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<256x2048xf32>, tensor<2048x2048xf32>) -> tensor<256x2048xf32>
    %13 = stablehlo.tanh %12 : tensor<256x2048xf32>
    %cst_2 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %14 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<256x2048xf32>
    %15 = stablehlo.subtract %14, %13 : tensor<256x2048xf32>
    %cst_3 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %16 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<256x2048xf32>
    %17 = stablehlo.multiply %16, %13 : tensor<256x2048xf32>
    %cst_4 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %cst_5 = stablehlo.constant dense<5.242880e+05> : tensor<f32>
    %18 = stablehlo.divide %cst_4, %cst_5 : tensor<f32>
    %19 = stablehlo.broadcast_in_dim %18, dims = [] : (tensor<f32>) -> tensor<256x2048xf32>
    %20 = stablehlo.multiply %19, %17 : tensor<256x2048xf32>
    %21 = stablehlo.multiply %20, %15 : tensor<256x2048xf32>
    %22 = stablehlo.multiply %21, %13 : tensor<256x2048xf32>
    %23 = stablehlo.add %21, %22 : tensor<256x2048xf32>
    %24 = stablehlo.dot_general %23, %9, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<256x2048xf32>, tensor<256x2048xf32>) -> tensor<2048x2048xf32>
    %25 = stablehlo.transpose %24, dims = [1, 0] : (tensor<2048x2048xf32>) -> tensor<2048x2048xf32>
    %26 = stablehlo.dot_general %23, %arg3, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<256x2048xf32>, tensor<2048x2048xf32>) -> tensor<256x2048xf32>
    %27 = stablehlo.multiply %26, %11 : tensor<256x2048xf32>
    %28 = stablehlo.multiply %27, %9 : tensor<256x2048xf32>
    %29 = stablehlo.add %27, %28 : tensor<256x2048xf32>
    %30 = stablehlo.dot_general %29, %5, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<256x2048xf32>, tensor<256x2048xf32>) -> tensor<2048x2048xf32>
    %31 = stablehlo.transpose %30, dims = [1, 0] : (tensor<2048x2048xf32>) -> tensor<2048x2048xf32>
    %32 = stablehlo.dot_general %29, %arg2, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<256x2048xf32>, tensor<2048x2048xf32>) -> tensor<256x2048xf32>
    %33 = stablehlo.multiply %32, %7 : tensor<256x2048xf32>
    %34 = stablehlo.multiply %33, %5 : tensor<256x2048xf32>
    %35 = stablehlo.add %33, %34 : tensor<256x2048xf32>
    %36 = stablehlo.dot_general %35, %1, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<256x2048xf32>, tensor<256x2048xf32>) -> tensor<2048x2048xf32>
    %37 = stablehlo.transpose %36, dims = [1, 0] : (tensor<2048x2048xf32>) -> tensor<2048x2048xf32>
    %38 = stablehlo.dot_general %35, %arg1, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<256x2048xf32>, tensor<2048x2048xf32>) -> tensor<256x2048xf32>
    %39 = stablehlo.multiply %38, %3 : tensor<256x2048xf32>
    %40 = stablehlo.multiply %39, %1 : tensor<256x2048xf32>
    %41 = stablehlo.add %39, %40 : tensor<256x2048xf32>
    %42 = stablehlo.dot_general %41, %arg12, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<256x2048xf32>, tensor<256x2048xf32>) -> tensor<2048x2048xf32>
    %43 = stablehlo.transpose %42, dims = [1, 0] : (tensor<2048x2048xf32>) -> tensor<2048x2048xf32>
    %c = stablehlo.constant dense<1> : tensor<i32>
    %44 = stablehlo.add %arg13, %c : tensor<i32>
    %cst_6 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %45 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<2048x2048xf32>
    %46 = stablehlo.multiply %45, %arg4 : tensor<2048x2048xf32>
    %cst_7 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %47 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<2048x2048xf32>
    %48 = stablehlo.multiply %47, %43 : tensor<2048x2048xf32>
    %49 = stablehlo.add %46, %48 : tensor<2048x2048xf32>
    %cst_8 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %50 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<2048x2048xf32>
    %51 = stablehlo.multiply %50, %arg5 : tensor<2048x2048xf32>
    %cst_9 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %52 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<2048x2048xf32>
    %53 = stablehlo.multiply %52, %37 : tensor<2048x2048xf32>
    %54 = stablehlo.add %51, %53 : tensor<2048x2048xf32>
    %cst_10 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %55 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<2048x2048xf32>
    %56 = stablehlo.multiply %55, %arg6 : tensor<2048x2048xf32>
    %cst_11 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %57 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<2048x2048xf32>
    %58 = stablehlo.multiply %57, %31 : tensor<2048x2048xf32>
    %59 = stablehlo.add %56, %58 : tensor<2048x2048xf32>
    %cst_12 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %60 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<2048x2048xf32>
    %61 = stablehlo.multiply %60, %arg7 : tensor<2048x2048xf32>
    %cst_13 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %62 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f32>) -> tensor<2048x2048xf32>
    %63 = stablehlo.multiply %62, %25 : tensor<2048x2048xf32>
    %64 = stablehlo.add %61, %63 : tensor<2048x2048xf32>
    %cst_14 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %65 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f32>) -> tensor<2048x2048xf32>
    %66 = stablehlo.multiply %65, %arg8 : tensor<2048x2048xf32>
    %cst_15 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %67 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<f32>) -> tensor<2048x2048xf32>
    %68 = stablehlo.multiply %67, %43 : tensor<2048x2048xf32>
    %69 = stablehlo.multiply %68, %43 : tensor<2048x2048xf32>
    %70 = stablehlo.add %66, %69 : tensor<2048x2048xf32>
    %cst_16 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %71 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f32>) -> tensor<2048x2048xf32>
    %72 = stablehlo.multiply %71, %arg9 : tensor<2048x2048xf32>
    %cst_17 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %73 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<f32>) -> tensor<2048x2048xf32>
    %74 = stablehlo.multiply %73, %37 : tensor<2048x2048xf32>
    %75 = stablehlo.multiply %74, %37 : tensor<2048x2048xf32>
    %76 = stablehlo.add %72, %75 : tensor<2048x2048xf32>
    %cst_18 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %77 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<f32>) -> tensor<2048x2048xf32>
    %78 = stablehlo.multiply %77, %arg10 : tensor<2048x2048xf32>
    %cst_19 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %79 = stablehlo.broadcast_in_dim %cst_19, dims = [] : (tensor<f32>) -> tensor<2048x2048xf32>
    %80 = stablehlo.multiply %79, %31 : tensor<2048x2048xf32>
    %81 = stablehlo.multiply %80, %31 : tensor<2048x2048xf32>
    %82 = stablehlo.add %78, %81 : tensor<2048x2048xf32>
    %cst_20 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %83 = stablehlo.broadcast_in_dim %cst_20, dims = [] : (tensor<f32>) -> tensor<2048x2048xf32>
    %84 = stablehlo.multiply %83, %arg11 : tensor<2048x2048xf32>
    %cst_21 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %85 = stablehlo.broadcast_in_dim %cst_21, dims = [] : (tensor<f32>) -> tensor<2048x2048xf32>
    %86 = stablehlo.multiply %85, %25 : tensor<2048x2048xf32>
    %87 = stablehlo.multiply %86, %25 : tensor<2048x2048xf32>
    %88 = stablehlo.add %84, %87 : tensor<2048x2048xf32>
    %cst_22 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %89 = stablehlo.convert %44 : (tensor<i32>) -> tensor<f32>
    %90 = stablehlo.power %cst_22, %89 : tensor<f32>
    %cst_23 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %91 = stablehlo.subtract %cst_23, %90 : tensor<f32>
    %92 = stablehlo.broadcast_in_dim %91, dims = [] : (tensor<f32>) -> tensor<2048x2048xf32>
    %93 = stablehlo.divide %49, %92 : tensor<2048x2048xf32>
    %cst_24 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %94 = stablehlo.convert %44 : (tensor<i32>) -> tensor<f32>
    %95 = stablehlo.power %cst_24, %94 : tensor<f32>
    %cst_25 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %96 = stablehlo.subtract %cst_25, %95 : tensor<f32>
    %97 = stablehlo.broadcast_in_dim %96, dims = [] : (tensor<f32>) -> tensor<2048x2048xf32>
    %98 = stablehlo.divide %70, %97 : tensor<2048x2048xf32>
    %99 = stablehlo.sqrt %98 : tensor<2048x2048xf32>
    %cst_26 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %100 = stablehlo.broadcast_in_dim %cst_26, dims = [] : (tensor<f32>) -> tensor<2048x2048xf32>
    %101 = stablehlo.add %99, %100 : tensor<2048x2048xf32>
    %102 = stablehlo.divide %93, %101 : tensor<2048x2048xf32>
    %cst_27 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %103 = stablehlo.broadcast_in_dim %cst_27, dims = [] : (tensor<f32>) -> tensor<2048x2048xf32>
    %104 = stablehlo.multiply %103, %arg0 : tensor<2048x2048xf32>
    %105 = stablehlo.add %102, %104 : tensor<2048x2048xf32>
    %106 = call @norm(%arg0) : (tensor<2048x2048xf32>) -> tensor<f32>
    %107 = call @norm(%105) : (tensor<2048x2048xf32>) -> tensor<f32>
    %cst_28 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %108 = stablehlo.compare GT, %106, %cst_28, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_29 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %109 = stablehlo.compare GT, %107, %cst_29, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %110 = stablehlo.and %108, %109 : tensor<i1>
    %111 = stablehlo.divide %106, %107 : tensor<f32>
    %cst_30 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %112 = call @_where(%110, %111, %cst_30) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_31 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %113 = stablehlo.multiply %cst_31, %112 : tensor<f32>
    %114 = stablehlo.broadcast_in_dim %113, dims = [] : (tensor<f32>) -> tensor<2048x2048xf32>
    %115 = stablehlo.multiply %114, %105 : tensor<2048x2048xf32>
    %116 = stablehlo.subtract %arg0, %115 : tensor<2048x2048xf32>
    %cst_32 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %117 = stablehlo.convert %44 : (tensor<i32>) -> tensor<f32>
    %118 = stablehlo.power %cst_32, %117 : tensor<f32>
    %cst_33 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %119 = stablehlo.subtract %cst_33, %118 : tensor<f32>
    %120 = stablehlo.broadcast_in_dim %119, dims = [] : (tensor<f32>) -> tensor<2048x2048xf32>
    %121 = stablehlo.divide %54, %120 : tensor<2048x2048xf32>
    %cst_34 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %122 = stablehlo.convert %44 : (tensor<i32>) -> tensor<f32>
    %123 = stablehlo.power %cst_34, %122 : tensor<f32>
    %cst_35 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %124 = stablehlo.subtract %cst_35, %123 : tensor<f32>
    %125 = stablehlo.broadcast_in_dim %124, dims = [] : (tensor<f32>) -> tensor<2048x2048xf32>
    %126 = stablehlo.divide %76, %125 : tensor<2048x2048xf32>
    %127 = stablehlo.sqrt %126 : tensor<2048x2048xf32>
    %cst_36 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %128 = stablehlo.broadcast_in_dim %cst_36, dims = [] : (tensor<f32>) -> tensor<2048x2048xf32>
    %129 = stablehlo.add %127, %128 : tensor<2048x2048xf32>
    %130 = stablehlo.divide %121, %129 : tensor<2048x2048xf32>
    %cst_37 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %131 = stablehlo.broadcast_in_dim %cst_37, dims = [] : (tensor<f32>) -> tensor<2048x2048xf32>
    %132 = stablehlo.multiply %131, %arg1 : tensor<2048x2048xf32>
    %133 = stablehlo.add %130, %132 : tensor<2048x2048xf32>
    %134 = call @norm(%arg1) : (tensor<2048x2048xf32>) -> tensor<f32>
    %135 = call @norm(%133) : (tensor<2048x2048xf32>) -> tensor<f32>
    %cst_38 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %136 = stablehlo.compare GT, %134, %cst_38, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_39 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %137 = stablehlo.compare GT, %135, %cst_39, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %138 = stablehlo.and %136, %137 : tensor<i1>
    %139 = stablehlo.divide %134, %135 : tensor<f32>
    %cst_40 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %140 = call @_where(%138, %139, %cst_40) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_41 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %141 = stablehlo.multiply %cst_41, %140 : tensor<f32>
    %142 = stablehlo.broadcast_in_dim %141, dims = [] : (tensor<f32>) -> tensor<2048x2048xf32>
    %143 = stablehlo.multiply %142, %133 : tensor<2048x2048xf32>
    %144 = stablehlo.subtract %arg1, %143 : tensor<2048x2048xf32>
    %cst_42 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %145 = stablehlo.convert %44 : (tensor<i32>) -> tensor<f32>
    %146 = stablehlo.power %cst_42, %145 : tensor<f32>
    %cst_43 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %147 = stablehlo.subtract %cst_43, %146 : tensor<f32>
    %148 = stablehlo.broadcast_in_dim %147, dims = [] : (tensor<f32>) -> tensor<2048x2048xf32>
    %149 = stablehlo.divide %59, %148 : tensor<2048x2048xf32>
    %cst_44 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %150 = stablehlo.convert %44 : (tensor<i32>) -> tensor<f32>
    %151 = stablehlo.power %cst_44, %150 : tensor<f32>
    %cst_45 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %152 = stablehlo.subtract %cst_45, %151 : tensor<f32>
    %153 = stablehlo.broadcast_in_dim %152, dims = [] : (tensor<f32>) -> tensor<2048x2048xf32>
    %154 = stablehlo.divide %82, %153 : tensor<2048x2048xf32>
    %155 = stablehlo.sqrt %154 : tensor<2048x2048xf32>
    %cst_46 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %156 = stablehlo.broadcast_in_dim %cst_46, dims = [] : (tensor<f32>) -> tensor<2048x2048xf32>
    %157 = stablehlo.add %155, %156 : tensor<2048x2048xf32>
    %158 = stablehlo.divide %149, %157 : tensor<2048x2048xf32>
    %cst_47 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %159 = stablehlo.broadcast_in_dim %cst_47, dims = [] : (tensor<f32>) -> tensor<2048x2048xf32>
    %160 = stablehlo.multiply %159, %arg2 : tensor<2048x2048xf32>
    %161 = stablehlo.add %158, %160 : tensor<2048x2048xf32>
    %162 = call @norm(%arg2) : (tensor<2048x2048xf32>) -> tensor<f32>
    %163 = call @norm(%161) : (tensor<2048x2048xf32>) -> tensor<f32>
    %cst_48 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %164 = stablehlo.compare GT, %162, %cst_48, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_49 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %165 = stablehlo.compare GT, %163, %cst_49, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %166 = stablehlo.and %164, %165 : tensor<i1>
    %167 = stablehlo.divide %162, %163 : tensor<f32>
    %cst_50 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %168 = call @_where(%166, %167, %cst_50) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_51 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %169 = stablehlo.multiply %cst_51, %168 : tensor<f32>
    %170 = stablehlo.broadcast_in_dim %169, dims = [] : (tensor<f32>) -> tensor<2048x2048xf32>
    %171 = stablehlo.multiply %170, %161 : tensor<2048x2048xf32>
    %172 = stablehlo.subtract %arg2, %171 : tensor<2048x2048xf32>
    %cst_52 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %173 = stablehlo.convert %44 : (tensor<i32>) -> tensor<f32>
    %174 = stablehlo.power %cst_52, %173 : tensor<f32>
    %cst_53 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %175 = stablehlo.subtract %cst_53, %174 : tensor<f32>
    %176 = stablehlo.broadcast_in_dim %175, dims = [] : (tensor<f32>) -> tensor<2048x2048xf32>
    %177 = stablehlo.divide %64, %176 : tensor<2048x2048xf32>
    %cst_54 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %178 = stablehlo.convert %44 : (tensor<i32>) -> tensor<f32>
    %179 = stablehlo.power %cst_54, %178 : tensor<f32>
    %cst_55 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %180 = stablehlo.subtract %cst_55, %179 : tensor<f32>
    %181 = stablehlo.broadcast_in_dim %180, dims = [] : (tensor<f32>) -> tensor<2048x2048xf32>
    %182 = stablehlo.divide %88, %181 : tensor<2048x2048xf32>
    %183 = stablehlo.sqrt %182 : tensor<2048x2048xf32>
    %cst_56 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %184 = stablehlo.broadcast_in_dim %cst_56, dims = [] : (tensor<f32>) -> tensor<2048x2048xf32>
    %185 = stablehlo.add %183, %184 : tensor<2048x2048xf32>
    %186 = stablehlo.divide %177, %185 : tensor<2048x2048xf32>
    %cst_57 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %187 = stablehlo.broadcast_in_dim %cst_57, dims = [] : (tensor<f32>) -> tensor<2048x2048xf32>
    %188 = stablehlo.multiply %187, %arg3 : tensor<2048x2048xf32>
    %189 = stablehlo.add %186, %188 : tensor<2048x2048xf32>
    %190 = call @norm(%arg3) : (tensor<2048x2048xf32>) -> tensor<f32>
    %191 = call @norm(%189) : (tensor<2048x2048xf32>) -> tensor<f32>
    %cst_58 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %192 = stablehlo.compare GT, %190, %cst_58, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_59 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %193 = stablehlo.compare GT, %191, %cst_59, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %194 = stablehlo.and %192, %193 : tensor<i1>
    %195 = stablehlo.divide %190, %191 : tensor<f32>
    %cst_60 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %196 = call @_where(%194, %195, %cst_60) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_61 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %197 = stablehlo.multiply %cst_61, %196 : tensor<f32>
    %198 = stablehlo.broadcast_in_dim %197, dims = [] : (tensor<f32>) -> tensor<2048x2048xf32>
    %199 = stablehlo.multiply %198, %189 : tensor<2048x2048xf32>
    %200 = stablehlo.subtract %arg3, %199 : tensor<2048x2048xf32>
    return %116, %144, %172, %200, %49, %54, %59, %64, %70, %76, %82, %88, %44 : tensor<2048x2048xf32>, tensor<2048x2048xf32>, tensor<2048x2048xf32>, tensor<2048x2048xf32>, tensor<2048x2048xf32>, tensor<2048x2048xf32>, tensor<2048x2048xf32>, tensor<2048x2048xf32>, tensor<2048x2048xf32>, tensor<2048x2048xf32>, tensor<2048x2048xf32>, tensor<2048x2048xf32>, tensor<i32>
  }
  func.func private @norm(%arg0: tensor<2048x2048xf32>) -> tensor<f32> {
    %0 = stablehlo.multiply %arg0, %arg0 : tensor<2048x2048xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1 = stablehlo.reduce(%0 init: %cst) applies stablehlo.add across dimensions = [0, 1] : (tensor<2048x2048xf32>, tensor<f32>) -> tensor<f32>
    %2 = stablehlo.sqrt %1 : tensor<f32>
    return %2 : tensor<f32>
  }
  func.func private @_where(%arg0: tensor<i1>, %arg1: tensor<f32>, %arg2: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.convert %arg2 : tensor<f32>
    %1 = stablehlo.select %arg0, %arg1, %0 : tensor<i1>, tensor<f32>
    return %1 : tensor<f32>
  }
}
