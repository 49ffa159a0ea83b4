module @jit_custom_vjp_clip attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<1024x1024xf32> {tf.aliasing_output = 0 : i32}, %arg1: tensor<1024x1024xf32> {tf.aliasing_output = 1 : i32}, %arg2: tensor<1024x1024xf32> {tf.aliasing_output = 2 : i32}, %arg3: tensor<1024x1024xf32> {tf.aliasing_output = 3 : i32}, %arg4: tensor<1024x1024xf32> {tf.aliasing_output = 4 : i32}, %arg5: tensor<1024x1024xf32> {tf.aliasing_output = 5 : i32}, %arg6: tensor<1024x1024xf32> {tf.aliasing_output = 6 : i32}, %arg7: tensor<1024x1024xf32> {tf.aliasing_output = 7 : i32}, %arg8: tensor<1024x1024xf32> {tf.aliasing_output = 8 : i32}, %arg9: tensor<1024x1024xf32> {tf.aliasing_output = 9 : i32}, %arg10: tensor<1024x1024xf32> {tf.aliasing_output = 10 : i32}, %arg11: tensor<1024x1024xf32> {tf.aliasing_output = 11 : i32}, %arg12: tensor<1024x1024xf32>) -> (tensor<1024x1024xf32> {jax.result_info = "result[0][0]"}, tensor<1024x1024xf32> {jax.result_info = "result[0][1]"}, tensor<1024x1024xf32> {jax.result_info = "result[0][2]"}, tensor<1024x1024xf32> {jax.result_info = "result[0][3]"}, tensor<1024x1024xf32> {jax.result_info = "result[0][4]"}, tensor<1024x1024xf32> {jax.result_info = "result[0][5]"}, tensor<1024x1024xf32> {jax.result_info = "result[1][0]"}, tensor<1024x1024xf32> {jax.result_info = "result[1][1]"}, tensor<1024x1024xf32> {jax.result_info = "result[1][2]"}, tensor<1024x1024xf32> {jax.result_info = "result[1][3]"}, tensor<1024x1024xf32> {jax.result_info = "result[1][4]"}, tensor<1024x1024xf32> {jax.result_info = "result[1][5]"}) {
    %0 = stablehlo.dot_general %arg12, %arg0, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1024x1024xf32>, tensor<1024x1024xf32>) -> tensor<1024x1024xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1024x1024xf32>
    %2 = stablehlo.maximum %0, %1 : tensor<1024x1024xf32>
    %3 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1024x1024xf32>
    %4 = stablehlo.subtract %0, %3 : tensor<1024x1024xf32>
    %5 = stablehlo.compare NE, %4, %4, FLOAT : (tensor<1024x1024xf32>, tensor<1024x1024xf32>) -> tensor<1024x1024xi1>
    %6 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1024x1024xf32>
    %7 = stablehlo.add %0, %6 : tensor<1024x1024xf32>
    %8 = stablehlo.abs %4 : tensor<1024x1024xf32>
    %9 = stablehlo.negate %8 : tensor<1024x1024xf32>
    %10 = stablehlo.exponential %9 : tensor<1024x1024xf32>
    %11 = stablehlo.log_plus_one %10 : tensor<1024x1024xf32>
    %12 = stablehlo.add %2, %11 : tensor<1024x1024xf32>
    %13 = stablehlo.select %5, %7, %12 : tensor<1024x1024xi1>, tensor<1024x1024xf32>
    %14 = stablehlo.negate %0 : tensor<1024x1024xf32>
    %15 = stablehlo.exponential %14 : tensor<1024x1024xf32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %16 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<1024x1024xf32>
    %17 = stablehlo.add %16, %15 : tensor<1024x1024xf32>
    %cst_1 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %18 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<1024x1024xf32>
    %19 = stablehlo.divide %18, %17 : tensor<1024x1024xf32>
    %20 = stablehlo.dot_general %13, %arg1, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1024x1024xf32>, tensor<1024x1024xf32>) -> tensor<1024x1024xf32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %21 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<1024x1024xf32>
    %22 = stablehlo.maximum %20, %21 : tensor<1024x1024xf32>
    %23 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<1024x1024xf32>
    %24 = stablehlo.subtract %20, %23 : tensor<1024x1024xf32>
    %25 = stablehlo.compare NE, %24, %24, FLOAT : (tensor<1024x1024xf32>, tensor<1024x1024xf32>) -> tensor<1024x1024xi1>
    %26 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<1024x1024xf32>
    %27 = stablehlo.add %20, %26 : tensor<1024x1024xf32>
    %28 = stablehlo.abs %24 : tensor<1024x1024xf32>
    %29 = stablehlo.negate %28 : tensor<1024x1024xf32>
    %30 = stablehlo.exponential %29 : tensor<1024x1024xf32>
    %31 = stablehlo.log_plus_one %30 : tensor<1024x1024xf32>
    %32 = stablehlo.add %22, %31 : tensor<1024x1024xf32>
    %33 = stablehlo.select %25, %27, %32 : tensor<1024x1024xi1>, tensor<1024x1024xf32>
    %34 = stablehlo.negate %20 : tensor<1024x1024xf32>
    %35 = stablehlo.exponential %34 : tensor<1024x1024xf32>
    %cst_3 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %36 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<1024x1024xf32>
    %37 = stablehlo.add %36, %35 : tensor<1024x1024xf32>
    %cst_4 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %38 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<1024x1024xf32>
    %39 = stablehlo.divide %38, %37 : tensor<1024x1024xf32>
    %40 = stablehlo.dot_general %33, %arg2, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1024x1024xf32>, tensor<1024x1024xf32>) -> tensor<1024x1024xf32>
    %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %41 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<1024x1024xf32>
    %42 = stablehlo.maximum %40, %41 : tensor<1024x1024xf32>
    %43 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<1024x1024xf32>
    %44 = stablehlo.subtract %40, %43 : tensor<1024x1024xf32>
    %45 = stablehlo.compare NE, %44, %44, FLOAT : (tensor<1024x1024xf32>, tensor<1024x1024xf32>) -> tensor<1024x1024xi1>
    %46 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<1024x1024xf32>
    %47 = stablehlo.add %40, %46 : tensor<1024x1024xf32>
    %48 = stablehlo.abs %44 : tensor<1024x1024xf32>
    %49 = stablehlo.negate %48 : tensor<1024x1024xf32>
    %50 = stablehlo.exponential %49 : tensor<1024x1024xf32>
    %51 = stablehlo.log_plus_one %50 : tensor<1024x1024xf32>
    %52 = stablehlo.add %42, %51 : tensor<1024x1024xf32>
    %53 = stablehlo.select %45, %47, %52 : tensor<1024x1024xi1>, tensor<1024x1024xf32>
    %54 = stablehlo.negate %40 : tensor<1024x1024xf32>
    %55 = stablehlo.exponential %54 : tensor<1024x1024xf32>
    %cst_6 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %56 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<1024x1024xf32>
    %57 = stablehlo.add %56, %55 : tensor<1024x1024xf32>
    %cst_7 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %58 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<1024x1024xf32>
    %59 = stablehlo.divide %58, %57 : tensor<1024x1024xf32>
    %60 = stablehlo.dot_general %53, %arg3, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1024x1024xf32>, tensor<1024x1024xf32>) -> tensor<1024x1024xf32>
    %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %61 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<1024x1024xf32>
    %62 = stablehlo.maximum %60, %61 : tensor<1024x1024xf32>
    %63 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<1024x1024xf32>
    %64 = stablehlo.subtract %60, %63 : tensor<1024x1024xf32>
    %65 = stablehlo.compare NE, %64, %64, FLOAT : (tensor<1024x1024xf32>, tensor<1024x1024xf32>) -> tensor<1024x1024xi1>
    %66 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<1024x1024xf32>
    %67 = stablehlo.add %60, %66 : tensor<1024x1024xf32>
    %68 = stablehlo.abs %64 : tensor<1024x1024xf32>
    %69 = stablehlo.negate %68 : tensor<1024x1024xf32>
    %70 = stablehlo.exponential %69 : tensor<1024x1024xf32>
    %71 = stablehlo.log_plus_one %70 : tensor<1024x1024xf32>
    %72 = stablehlo.add %62, %71 : tensor<1024x1024xf32>
    %73 = stablehlo.select %65, %67, %72 : tensor<1024x1024xi1>, tensor<1024x1024xf32>
    %74 = stablehlo.negate %60 : tensor<1024x1024xf32>
    %75 = stablehlo.exponential %74 : tensor<1024x1024xf32>
    %cst_9 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %76 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<1024x1024xf32>
    %77 = stablehlo.add %76, %75 : tensor<1024x1024xf32>
    %cst_10 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %78 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<1024x1024xf32>
    %79 = stablehlo.divide %78, %77 : tensor<1024x1024xf32>
    %80 = stablehlo.dot_general %73, %arg4, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1024x1024xf32>, tensor<1024x1024xf32>) -> tensor<1024x1024xf32>
    %cst_11 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %81 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<1024x1024xf32>
    %82 = stablehlo.maximum %80, %81 : tensor<1024x1024xf32>
    %83 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<1024x1024xf32>
    %84 = stablehlo.subtract %80, %83 : tensor<1024x1024xf32>
    %85 = stablehlo.compare NE, %84, %84, FLOAT : (tensor<1024x1024xf32>, tensor<1024x1024xf32>) -> tensor<1024x1024xi1>
    %86 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<1024x1024xf32>
    %87 = stablehlo.add %80, %86 : tensor<1024x1024xf32>
    %88 = stablehlo.abs %84 : tensor<1024x1024xf32>
    %89 = stablehlo.negate %88 : tensor<1024x1024xf32>
    %90 = stablehlo.exponential %89 : tensor<1024x1024xf32>
    %91 = stablehlo.log_plus_one %90 : tensor<1024x1024xf32>
    %92 = stablehlo.add %82, %91 : tensor<1024x1024xf32>
    %93 = stablehlo.select %85, %87, %92 : tensor<1024x1024xi1>, tensor<1024x1024xf32>
    %94 = stablehlo.negate %80 : tensor<1024x1024xf32>
    %95 = stablehlo.exponential %94 : tensor<1024x1024xf32>
    %cst_12 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %96 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<1024x1024xf32>
    %97 = stablehlo.add %96, %95 : tensor<1024x1024xf32>
    %cst_13 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %98 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f32>) -> tensor<1024x1024xf32>
    %99 = stablehlo.divide %98, %97 : tensor<1024x1024xf32>
    %100 = stablehlo.dot_general %93, %arg5, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1024x1024xf32>, tensor<1024x1024xf32>) -> tensor<1024x1024xf32>
    %cst_14 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %101 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f32>) -> tensor<1024x1024xf32>
    %102 = stablehlo.maximum %100, %101 : tensor<1024x1024xf32>
    %103 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f32>) -> tensor<1024x1024xf32>
    %104 = stablehlo.subtract %100, %103 : tensor<1024x1024xf32>
    %105 = stablehlo.compare NE, %104, %104, FLOAT : (tensor<1024x1024xf32>, tensor<1024x1024xf32>) -> tensor<1024x1024xi1>
    %106 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f32>) -> tensor<1024x1024xf32>
    %107 = stablehlo.add %100, %106 : tensor<1024x1024xf32>
    %108 = stablehlo.abs %104 : tensor<1024x1024xf32>
    %109 = stablehlo.negate %108 : tensor<1024x1024xf32>
    %110 = stablehlo.exponential %109 : tensor<1024x1024xf32>
    %111 = stablehlo.log_plus_one %110 : tensor<1024x1024xf32>
    %112 = stablehlo.add %102, %111 : tensor<1024x1024xf32>
    %113 = stablehlo.select %105, %107, %112 : tensor<1024x1024xi1>, tensor<1024x1024xf32>
    %114 = stablehlo.negate %100 : tensor<1024x1024xf32>
    %115 = stablehlo.exponential %114 : tensor<1024x1024xf32>
    %cst_15 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %116 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<f32>) -> tensor<1024x1024xf32>
    %117 = stablehlo.add %116, %115 : tensor<1024x1024xf32>
    %cst_16 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %118 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f32>) -> tensor<1024x1024xf32>
    %119 = stablehlo.divide %118, %117 : tensor<1024x1024xf32>
    %cst_17 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %120 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<f32>) -> tensor<1024x1024xf32>
    %121 = stablehlo.multiply %120, %113 : tensor<1024x1024xf32>
    %cst_18 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %cst_19 = stablehlo.constant dense<0x49800000> : tensor<f32>
    %122 = stablehlo.divide %cst_18, %cst_19 : tensor<f32>
    %123 = stablehlo.broadcast_in_dim %122, dims = [] : (tensor<f32>) -> tensor<1024x1024xf32>
    %124 = stablehlo.multiply %123, %121 : tensor<1024x1024xf32>
    %cst_20 = stablehlo.constant dense<-1.000000e-01> : tensor<f32>
    %cst_21 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %125 = call @clip(%124, %cst_20, %cst_21) : (tensor<1024x1024xf32>, tensor<f32>, tensor<f32>) -> tensor<1024x1024xf32>
    %126 = stablehlo.multiply %125, %119 : tensor<1024x1024xf32>
    %127 = stablehlo.dot_general %126, %93, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1024x1024xf32>, tensor<1024x1024xf32>) -> tensor<1024x1024xf32>
    %128 = stablehlo.transpose %127, dims = [1, 0] : (tensor<1024x1024xf32>) -> tensor<1024x1024xf32>
    %129 = stablehlo.dot_general %126, %arg5, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<1024x1024xf32>, tensor<1024x1024xf32>) -> tensor<1024x1024xf32>
    %cst_22 = stablehlo.constant dense<-1.000000e-01> : tensor<f32>
    %cst_23 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %130 = call @clip(%129, %cst_22, %cst_23) : (tensor<1024x1024xf32>, tensor<f32>, tensor<f32>) -> tensor<1024x1024xf32>
    %131 = stablehlo.multiply %130, %99 : tensor<1024x1024xf32>
    %132 = stablehlo.dot_general %131, %73, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1024x1024xf32>, tensor<1024x1024xf32>) -> tensor<1024x1024xf32>
    %133 = stablehlo.transpose %132, dims = [1, 0] : (tensor<1024x1024xf32>) -> tensor<1024x1024xf32>
    %134 = stablehlo.dot_general %131, %arg4, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<1024x1024xf32>, tensor<1024x1024xf32>) -> tensor<1024x1024xf32>
    %cst_24 = stablehlo.constant dense<-1.000000e-01> : tensor<f32>
    %cst_25 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %135 = call @clip(%134, %cst_24, %cst_25) : (tensor<1024x1024xf32>, tensor<f32>, tensor<f32>) -> tensor<1024x1024xf32>
    %136 = stablehlo.multiply %135, %79 : tensor<1024x1024xf32>
    %137 = stablehlo.dot_general %136, %53, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1024x1024xf32>, tensor<1024x1024xf32>) -> tensor<1024x1024xf32>
    %138 = stablehlo.transpose %137, dims = [1, 0] : (tensor<1024x1024xf32>) -> tensor<1024x1024xf32>
    %139 = stablehlo.dot_general %136, %arg3, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<1024x1024xf32>, tensor<1024x1024xf32>) -> tensor<1024x1024xf32>
    %cst_26 = stablehlo.constant dense<-1.000000e-01> : tensor<f32>
    %cst_27 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %140 = call @clip(%139, %cst_26, %cst_27) : (tensor<1024x1024xf32>, tensor<f32>, tensor<f32>) -> tensor<1024x1024xf32>
    %141 = stablehlo.multiply %140, %59 : tensor<1024x1024xf32>
    %142 = stablehlo.dot_general %141, %33, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1024x1024xf32>, tensor<1024x1024xf32>) -> tensor<1024x1024xf32>
    %143 = stablehlo.transpose %142, dims = [1, 0] : (tensor<1024x1024xf32>) -> tensor<1024x1024xf32>
    %144 = stablehlo.dot_general %141, %arg2, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<1024x1024xf32>, tensor<1024x1024xf32>) -> tensor<1024x1024xf32>
    %cst_28 = stablehlo.constant dense<-1.000000e-01> : tensor<f32>
    %cst_29 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %145 = call @clip(%144, %cst_28, %cst_29) : (tensor<1024x1024xf32>, tensor<f32>, tensor<f32>) -> tensor<1024x1024xf32>
    %146 = stablehlo.multiply %145, %39 : tensor<1024x1024xf32>
    %147 = stablehlo.dot_general %146, %13, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1024x1024xf32>, tensor<1024x1024xf32>) -> tensor<1024x1024xf32>
    %148 = stablehlo.transpose %147, dims = [1, 0] : (tensor<1024x1024xf32>) -> tensor<1024x1024xf32>
    %149 = stablehlo.dot_general %146, %arg1, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<1024x1024xf32>, tensor<1024x1024xf32>) -> tensor<1024x1024xf32>
    %cst_30 = stablehlo.constant dense<-1.000000e-01> : tensor<f32>
    %cst_31 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %150 = call @clip(%149, %cst_30, %cst_31) : (tensor<1024x1024xf32>, tensor<f32>, tensor<f32>) -> tensor<1024x1024xf32>
    %151 = stablehlo.multiply %150, %19 : tensor<1024x1024xf32>
    %152 = stablehlo.dot_general %151, %arg12, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1024x1024xf32>, tensor<1024x1024xf32>) -> tensor<1024x1024xf32>
    %153 = stablehlo.transpose %152, dims = [1, 0] : (tensor<1024x1024xf32>) -> tensor<1024x1024xf32>
    %cst_32 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %154 = stablehlo.broadcast_in_dim %cst_32, dims = [] : (tensor<f32>) -> tensor<1024x1024xf32>
    %155 = stablehlo.multiply %154, %arg6 : tensor<1024x1024xf32>
    %156 = stablehlo.add %155, %153 : tensor<1024x1024xf32>
    %cst_33 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %157 = stablehlo.broadcast_in_dim %cst_33, dims = [] : (tensor<f32>) -> tensor<1024x1024xf32>
    %158 = stablehlo.multiply %157, %arg7 : tensor<1024x1024xf32>
    %159 = stablehlo.add %158, %148 : tensor<1024x1024xf32>
    %cst_34 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %160 = stablehlo.broadcast_in_dim %cst_34, dims = [] : (tensor<f32>) -> tensor<1024x1024xf32>
    %161 = stablehlo.multiply %160, %arg8 : tensor<1024x1024xf32>
    %162 = stablehlo.add %161, %143 : tensor<1024x1024xf32>
    %cst_35 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %163 = stablehlo.broadcast_in_dim %cst_35, dims = [] : (tensor<f32>) -> tensor<1024x1024xf32>
    %164 = stablehlo.multiply %163, %arg9 : tensor<1024x1024xf32>
    %165 = stablehlo.add %164, %138 : tensor<1024x1024xf32>
    %cst_36 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %166 = stablehlo.broadcast_in_dim %cst_36, dims = [] : (tensor<f32>) -> tensor<1024x1024xf32>
    %167 = stablehlo.multiply %166, %arg10 : tensor<1024x1024xf32>
    %168 = stablehlo.add %167, %133 : tensor<1024x1024xf32>
    %cst_37 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %169 = stablehlo.broadcast_in_dim %cst_37, dims = [] : (tensor<f32>) -> tensor<1024x1024xf32>
    %170 = stablehlo.multiply %169, %arg11 : tensor<1024x1024xf32>
    %171 = stablehlo.add %170, %128 : tensor<1024x1024xf32>
    %cst_38 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %172 = stablehlo.broadcast_in_dim %cst_38, dims = [] : (tensor<f32>) -> tensor<1024x1024xf32>
    %173 = stablehlo.multiply %172, %156 : tensor<1024x1024xf32>
    %174 = stablehlo.subtract %arg0, %173 : tensor<1024x1024xf32>
    %cst_39 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %175 = stablehlo.broadcast_in_dim %cst_39, dims = [] : (tensor<f32>) -> tensor<1024x1024xf32>
    %176 = stablehlo.multiply %175, %159 : tensor<1024x1024xf32>
    %177 = stablehlo.subtract %arg1, %176 : tensor<1024x1024xf32>
    %cst_40 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %178 = stablehlo.broadcast_in_dim %cst_40, dims = [] : (tensor<f32>) -> tensor<1024x1024xf32>
    %179 = stablehlo.multiply %178, %162 : tensor<1024x1024xf32>
    %180 = stablehlo.subtract %arg2, %179 : tensor<1024x1024xf32>
    %cst_41 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %181 = stablehlo.broadcast_in_dim %cst_41, dims = [] : (tensor<f32>) -> tensor<1024x1024xf32>
    %182 = stablehlo.multiply %181, %165 : tensor<1024x1024xf32>
    %183 = stablehlo.subtract %arg3, %182 : tensor<1024x1024xf32>
    %cst_42 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %184 = stablehlo.broadcast_in_dim %cst_42, dims = [] : (tensor<f32>) -> tensor<1024x1024xf32>
    %185 = stablehlo.multiply %184, %168 : tensor<1024x1024xf32>
    %186 = stablehlo.subtract %arg4, %185 : tensor<1024x1024xf32>
    %cst_43 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %187 = stablehlo.broadcast_in_dim %cst_43, dims = [] : (tensor<f32>) -> tensor<1024x1024xf32>
    %188 = stablehlo.multiply %187, %171 : tensor<1024x1024xf32>
    %189 = stablehlo.subtract %arg5, %188 : tensor<1024x1024xf32>
    return %174, %177, %180, %183, %186, %189, %156, %159, %162, %165, %168, %171 : tensor<1024x1024xf32>, tensor<1024x1024xf32>, tensor<1024x1024xf32>, tensor<1024x1024xf32>, tensor<1024x1024xf32>, tensor<1024x1024xf32>, tensor<1024x1024xf32>, tensor<1024x1024xf32>, tensor<1024x1024xf32>, tensor<1024x1024xf32>, tensor<1024x1024xf32>, tensor<1024x1024xf32>
  }
  func.func private @clip(%arg0: tensor<1024x1024xf32>, %arg1: tensor<f32>, %arg2: tensor<f32>) -> tensor<1024x1024xf32> {
    %0 = stablehlo.convert %arg1 : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<1024x1024xf32>
    %2 = stablehlo.maximum %1, %arg0 : tensor<1024x1024xf32>
    %3 = stablehlo.convert %arg2 : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<f32>) -> tensor<1024x1024xf32>
    %5 = stablehlo.minimum %4, %2 : tensor<1024x1024xf32>
    return %5 : tensor<1024x1024xf32>
  }
}
