module @jit_fsdp_mlp attributes {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["fsdp"=8]> {stablehlo.mesh = {axes = [{name = "fsdp", size = 8 : i64}]}}
  func.func public @main(%arg0: tensor<1024x1024xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {}]>, tf.aliasing_output = 0 : i32}, %arg1: tensor<1024x1024xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {}]>, tf.aliasing_output = 1 : i32}, %arg2: tensor<1024x1024xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {}]>, tf.aliasing_output = 2 : i32}, %arg3: tensor<1024x1024xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {}]>, tf.aliasing_output = 3 : i32}, %arg4: tensor<512x1024xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {}]>}) -> (tensor<1024x1024xf32> {jax.result_info = "result[0][0]", sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {}]>}, tensor<1024x1024xf32> {jax.result_info = "result[0][1]", sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {}]>}, tensor<1024x1024xf32> {jax.result_info = "result[0][2]", sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {}]>}, tensor<1024x1024xf32> {jax.result_info = "result[0][3]", sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {}]>}, tensor<f32> {jax.result_info = "result[1]", sdy.sharding = #sdy.sharding<@mesh, []>}) {
    %0 = stablehlo.dot_general %arg4, %arg0, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<512x1024xf32>, tensor<1024x1024xf32>) -> tensor<512x1024xf32>
    %1 = stablehlo.multiply %0, %0 : tensor<512x1024xf32>
    %2 = stablehlo.multiply %1, %0 : tensor<512x1024xf32>
    %3 = stablehlo.multiply %0, %0 : tensor<512x1024xf32>
    %cst = stablehlo.constant dense<3.000000e+00> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<512x1024xf32>
    %5 = stablehlo.multiply %4, %3 : tensor<512x1024xf32>
    %cst_0 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %6 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<512x1024xf32>
    %7 = stablehlo.multiply %6, %2 : tensor<512x1024xf32>
    %8 = stablehlo.add %0, %7 : tensor<512x1024xf32>
    %cst_1 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %9 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<512x1024xf32>
    %10 = stablehlo.multiply %9, %8 : tensor<512x1024xf32>
    %11 = stablehlo.tanh %10 : tensor<512x1024xf32>
    %cst_2 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %12 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<512x1024xf32>
    %13 = stablehlo.subtract %12, %11 : tensor<512x1024xf32>
    %cst_3 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %14 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<512x1024xf32>
    %15 = stablehlo.add %14, %11 : tensor<512x1024xf32>
    %cst_4 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %16 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<512x1024xf32>
    %17 = stablehlo.multiply %16, %15 : tensor<512x1024xf32>
    %18 = stablehlo.multiply %0, %17 : tensor<512x1024xf32>
    %19 = stablehlo.dot_general %18, %arg1, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<512x1024xf32>, tensor<1024x1024xf32>) -> tensor<512x1024xf32>
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
    %38 = stablehlo.dot_general %37, %arg2, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<512x1024xf32>, tensor<1024x1024xf32>) -> tensor<512x1024xf32>
    %39 = stablehlo.multiply %38, %38 : tensor<512x1024xf32>
    %40 = stablehlo.multiply %39, %38 : tensor<512x1024xf32>
    %41 = stablehlo.multiply %38, %38 : tensor<512x1024xf32>
    %cst_11 = stablehlo.constant dense<3.000000e+00> : tensor<f32>
    %42 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<512x1024xf32>
    %43 = stablehlo.multiply %42, %41 : tensor<512x1024xf32>
    %cst_12 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %44 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<512x1024xf32>
    %45 = stablehlo.multiply %44, %40 : tensor<512x1024xf32>
    %46 = stablehlo.add %38, %45 : tensor<512x1024xf32>
    %cst_13 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %47 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f32>) -> tensor<512x1024xf32>
    %48 = stablehlo.multiply %47, %46 : tensor<512x1024xf32>
    %49 = stablehlo.tanh %48 : tensor<512x1024xf32>
    %cst_14 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %50 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f32>) -> tensor<512x1024xf32>
    %51 = stablehlo.subtract %50, %49 : tensor<512x1024xf32>
    %cst_15 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %52 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<f32>) -> tensor<512x1024xf32>
    %53 = stablehlo.add %52, %49 : tensor<512x1024xf32>
    %cst_16 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %54 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f32>) -> tensor<512x1024xf32>
    %55 = stablehlo.multiply %54, %53 : tensor<512x1024xf32>
    %56 = stablehlo.multiply %38, %55 : tensor<512x1024xf32>
    %57 = stablehlo.dot_general %56, %arg3, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<512x1024xf32>, tensor<1024x1024xf32>) -> tensor<512x1024xf32>
    %58 = stablehlo.multiply %57, %57 : tensor<512x1024xf32>
    %cst_17 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %59 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<f32>) -> tensor<512x1024xf32>
    %60 = stablehlo.multiply %59, %57 : tensor<512x1024xf32>
    %cst_18 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %61 = stablehlo.reduce(%58 init: %cst_18) applies stablehlo.add across dimensions = [0, 1] : (tensor<512x1024xf32>, tensor<f32>) -> tensor<f32>
    %cst_19 = stablehlo.constant dense<5.242880e+05> : tensor<f32>
    %62 = stablehlo.divide %61, %cst_19 : tensor<f32>
    %cst_20 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %cst_21 = stablehlo.constant dense<5.242880e+05> : tensor<f32>
    %63 = stablehlo.divide %cst_20, %cst_21 : tensor<f32>
    %64 = stablehlo.broadcast_in_dim %63, dims = [] : (tensor<f32>) -> tensor<512x1024xf32>
    %65 = stablehlo.multiply %64, %60 : tensor<512x1024xf32>
    %66 = stablehlo.dot_general %65, %56, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<512x1024xf32>, tensor<512x1024xf32>) -> tensor<1024x1024xf32>
    %67 = stablehlo.transpose %66, dims = [1, 0] : (tensor<1024x1024xf32>) -> tensor<1024x1024xf32>
    %68 = stablehlo.dot_general %65, %arg3, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<512x1024xf32>, tensor<1024x1024xf32>) -> tensor<512x1024xf32>
    %69 = stablehlo.multiply %38, %68 : tensor<512x1024xf32>
    %70 = stablehlo.multiply %68, %55 : tensor<512x1024xf32>
    %cst_22 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %71 = stablehlo.broadcast_in_dim %cst_22, dims = [] : (tensor<f32>) -> tensor<512x1024xf32>
    %72 = stablehlo.multiply %71, %69 : tensor<512x1024xf32>
    %73 = stablehlo.multiply %72, %51 : tensor<512x1024xf32>
    %74 = stablehlo.multiply %73, %49 : tensor<512x1024xf32>
    %75 = stablehlo.add %73, %74 : tensor<512x1024xf32>
    %cst_23 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %76 = stablehlo.broadcast_in_dim %cst_23, dims = [] : (tensor<f32>) -> tensor<512x1024xf32>
    %77 = stablehlo.multiply %76, %75 : tensor<512x1024xf32>
    %78 = stablehlo.add %70, %77 : tensor<512x1024xf32>
    %cst_24 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %79 = stablehlo.broadcast_in_dim %cst_24, dims = [] : (tensor<f32>) -> tensor<512x1024xf32>
    %80 = stablehlo.multiply %79, %77 : tensor<512x1024xf32>
    %81 = stablehlo.multiply %80, %43 : tensor<512x1024xf32>
    %82 = stablehlo.add %78, %81 : tensor<512x1024xf32>
    %83 = stablehlo.dot_general %82, %37, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<512x1024xf32>, tensor<512x1024xf32>) -> tensor<1024x1024xf32>
    %84 = stablehlo.transpose %83, dims = [1, 0] : (tensor<1024x1024xf32>) -> tensor<1024x1024xf32>
    %85 = stablehlo.dot_general %82, %arg2, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<512x1024xf32>, tensor<1024x1024xf32>) -> tensor<512x1024xf32>
    %86 = stablehlo.multiply %19, %85 : tensor<512x1024xf32>
    %87 = stablehlo.multiply %85, %36 : tensor<512x1024xf32>
    %cst_25 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %88 = stablehlo.broadcast_in_dim %cst_25, dims = [] : (tensor<f32>) -> tensor<512x1024xf32>
    %89 = stablehlo.multiply %88, %86 : tensor<512x1024xf32>
    %90 = stablehlo.multiply %89, %32 : tensor<512x1024xf32>
    %91 = stablehlo.multiply %90, %30 : tensor<512x1024xf32>
    %92 = stablehlo.add %90, %91 : tensor<512x1024xf32>
    %cst_26 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %93 = stablehlo.broadcast_in_dim %cst_26, dims = [] : (tensor<f32>) -> tensor<512x1024xf32>
    %94 = stablehlo.multiply %93, %92 : tensor<512x1024xf32>
    %95 = stablehlo.add %87, %94 : tensor<512x1024xf32>
    %cst_27 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %96 = stablehlo.broadcast_in_dim %cst_27, dims = [] : (tensor<f32>) -> tensor<512x1024xf32>
    %97 = stablehlo.multiply %96, %94 : tensor<512x1024xf32>
    %98 = stablehlo.multiply %97, %24 : tensor<512x1024xf32>
    %99 = stablehlo.add %95, %98 : tensor<512x1024xf32>
    %100 = stablehlo.dot_general %99, %18, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<512x1024xf32>, tensor<512x1024xf32>) -> tensor<1024x1024xf32>
    %101 = stablehlo.transpose %100, dims = [1, 0] : (tensor<1024x1024xf32>) -> tensor<1024x1024xf32>
    %102 = stablehlo.dot_general %99, %arg1, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<512x1024xf32>, tensor<1024x1024xf32>) -> tensor<512x1024xf32>
    %103 = stablehlo.multiply %0, %102 : tensor<512x1024xf32>
    %104 = stablehlo.multiply %102, %17 : tensor<512x1024xf32>
    %cst_28 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %105 = stablehlo.broadcast_in_dim %cst_28, dims = [] : (tensor<f32>) -> tensor<512x1024xf32>
    %106 = stablehlo.multiply %105, %103 : tensor<512x1024xf32>
    %107 = stablehlo.multiply %106, %13 : tensor<512x1024xf32>
    %108 = stablehlo.multiply %107, %11 : tensor<512x1024xf32>
    %109 = stablehlo.add %107, %108 : tensor<512x1024xf32>
    %cst_29 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %110 = stablehlo.broadcast_in_dim %cst_29, dims = [] : (tensor<f32>) -> tensor<512x1024xf32>
    %111 = stablehlo.multiply %110, %109 : tensor<512x1024xf32>
    %112 = stablehlo.add %104, %111 : tensor<512x1024xf32>
    %cst_30 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %113 = stablehlo.broadcast_in_dim %cst_30, dims = [] : (tensor<f32>) -> tensor<512x1024xf32>
    %114 = stablehlo.multiply %113, %111 : tensor<512x1024xf32>
    %115 = stablehlo.multiply %114, %5 : tensor<512x1024xf32>
    %116 = stablehlo.add %112, %115 : tensor<512x1024xf32>
    %117 = stablehlo.dot_general %116, %arg4, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<512x1024xf32>, tensor<512x1024xf32>) -> tensor<1024x1024xf32>
    %118 = stablehlo.transpose %117, dims = [1, 0] : (tensor<1024x1024xf32>) -> tensor<1024x1024xf32>
    %cst_31 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %119 = stablehlo.broadcast_in_dim %cst_31, dims = [] : (tensor<f32>) -> tensor<1024x1024xf32>
    %120 = stablehlo.multiply %119, %118 : tensor<1024x1024xf32>
    %121 = stablehlo.subtract %arg0, %120 : tensor<1024x1024xf32>
    %cst_32 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %122 = stablehlo.broadcast_in_dim %cst_32, dims = [] : (tensor<f32>) -> tensor<1024x1024xf32>
    %123 = stablehlo.multiply %122, %101 : tensor<1024x1024xf32>
    %124 = stablehlo.subtract %arg1, %123 : tensor<1024x1024xf32>
    %cst_33 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %125 = stablehlo.broadcast_in_dim %cst_33, dims = [] : (tensor<f32>) -> tensor<1024x1024xf32>
    %126 = stablehlo.multiply %125, %84 : tensor<1024x1024xf32>
    %127 = stablehlo.subtract %arg2, %126 : tensor<1024x1024xf32>
    %cst_34 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %128 = stablehlo.broadcast_in_dim %cst_34, dims = [] : (tensor<f32>) -> tensor<1024x1024xf32>
    %129 = stablehlo.multiply %128, %67 : tensor<1024x1024xf32>
    %130 = stablehlo.subtract %arg3, %129 : tensor<1024x1024xf32>
    return %121, %124, %127, %130, %62 : tensor<1024x1024xf32>, tensor<1024x1024xf32>, tensor<1024x1024xf32>, tensor<1024x1024xf32>, tensor<f32>
  }
}
