module @jit_attn_2d_sdy attributes {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["data"=2, "model"=4]> {stablehlo.mesh = {axes = [{name = "data", size = 2 : i64}, {name = "model", size = 4 : i64}]}}
  func.func public @main(%arg0: tensor<512x8x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}, {}]>}, %arg1: tensor<512x8x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}, {}]>}, %arg2: tensor<512x8x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}, {}]>}, %arg3: tensor<8x64x512xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {}, {}]>}, %arg4: tensor<8x128x512xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}, {}]>}) -> (tensor<512x8x64xf32> {jax.result_info = "result[0][0]", sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}, {}]>}, tensor<512x8x64xf32> {jax.result_info = "result[0][1]", sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}, {}]>}, tensor<512x8x64xf32> {jax.result_info = "result[0][2]", sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}, {}]>}, tensor<8x64x512xf32> {jax.result_info = "result[0][3]", sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {}, {}]>}, tensor<8x128x512xf32> {jax.result_info = "result[1]", sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}, {}]>}, tensor<8x128x512xf32> {jax.result_info = "result[2]", sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}, {"model"}]>}) {
    %0 = stablehlo.dot_general %arg4, %arg0, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x128x512xf32>, tensor<512x8x64xf32>) -> tensor<8x128x8x64xf32>
    %1 = stablehlo.dot_general %arg4, %arg1, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x128x512xf32>, tensor<512x8x64xf32>) -> tensor<8x128x8x64xf32>
    %2 = stablehlo.dot_general %arg4, %arg2, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x128x512xf32>, tensor<512x8x64xf32>) -> tensor<8x128x8x64xf32>
    %3 = stablehlo.dot_general %0, %1, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x128x8x64xf32>, tensor<8x128x8x64xf32>) -> tensor<8x8x128x128xf32>
    %cst = stablehlo.constant dense<8.000000e+00> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x8x128x128xf32>
    %5 = stablehlo.divide %3, %4 : tensor<8x8x128x128xf32>
    %cst_0 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %6 = stablehlo.reduce(%5 init: %cst_0) applies stablehlo.maximum across dimensions = [3] : (tensor<8x8x128x128xf32>, tensor<f32>) -> tensor<8x8x128xf32>
    %cst_1 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %7 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<8x8x128xf32>
    %8 = stablehlo.maximum %7, %6 : tensor<8x8x128xf32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0, 1, 2] : (tensor<8x8x128xf32>) -> tensor<8x8x128x1xf32>
    %10 = stablehlo.broadcast_in_dim %9, dims = [0, 1, 2, 3] : (tensor<8x8x128x1xf32>) -> tensor<8x8x128x128xf32>
    %11 = stablehlo.subtract %5, %10 : tensor<8x8x128x128xf32>
    %12 = stablehlo.exponential %11 : tensor<8x8x128x128xf32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %13 = stablehlo.reduce(%12 init: %cst_2) applies stablehlo.add across dimensions = [3] : (tensor<8x8x128x128xf32>, tensor<f32>) -> tensor<8x8x128xf32>
    %14 = stablehlo.broadcast_in_dim %13, dims = [0, 1, 2] : (tensor<8x8x128xf32>) -> tensor<8x8x128x1xf32>
    %15 = stablehlo.broadcast_in_dim %14, dims = [0, 1, 2, 3] : (tensor<8x8x128x1xf32>) -> tensor<8x8x128x128xf32>
    %16 = stablehlo.divide %12, %15 : tensor<8x8x128x128xf32>
    %17 = stablehlo.multiply %14, %14 : tensor<8x8x128x1xf32>
    %cst_3 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %18 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<8x8x128x1xf32>
    %19 = stablehlo.divide %18, %17 : tensor<8x8x128x1xf32>
    %20 = stablehlo.dot_general %2, %16, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x128x8x64xf32>, tensor<8x8x128x128xf32>) -> tensor<8x8x64x128xf32>
    %21 = stablehlo.dot_general %20, %arg3, contracting_dims = [2, 1] x [1, 0], precision = [DEFAULT, DEFAULT] : (tensor<8x8x64x128xf32>, tensor<8x64x512xf32>) -> tensor<8x128x512xf32>
    %cst_4 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %22 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<8x128x512xf32>
    %23 = stablehlo.multiply %22, %21 : tensor<8x128x512xf32>
    %cst_5 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %cst_6 = stablehlo.constant dense<5.242880e+05> : tensor<f32>
    %24 = stablehlo.divide %cst_5, %cst_6 : tensor<f32>
    %25 = stablehlo.broadcast_in_dim %24, dims = [] : (tensor<f32>) -> tensor<8x128x512xf32>
    %26 = stablehlo.multiply %25, %23 : tensor<8x128x512xf32>
    %27 = stablehlo.dot_general %26, %20, contracting_dims = [0, 1] x [0, 3], precision = [DEFAULT, DEFAULT] : (tensor<8x128x512xf32>, tensor<8x8x64x128xf32>) -> tensor<512x8x64xf32>
    %28 = stablehlo.transpose %27, dims = [1, 2, 0] : (tensor<512x8x64xf32>) -> tensor<8x64x512xf32>
    %29 = stablehlo.dot_general %26, %arg3, contracting_dims = [2] x [2], precision = [DEFAULT, DEFAULT] : (tensor<8x128x512xf32>, tensor<8x64x512xf32>) -> tensor<8x128x8x64xf32>
    %30 = stablehlo.transpose %29, dims = [0, 2, 3, 1] : (tensor<8x128x8x64xf32>) -> tensor<8x8x64x128xf32>
    %31 = stablehlo.dot_general %30, %2, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x8x64x128xf32>, tensor<8x128x8x64xf32>) -> tensor<8x8x128x128xf32>
    %32 = stablehlo.dot_general %30, %16, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2], precision = [DEFAULT, DEFAULT] : (tensor<8x8x64x128xf32>, tensor<8x8x128x128xf32>) -> tensor<8x8x64x128xf32>
    %33 = stablehlo.transpose %32, dims = [0, 3, 1, 2] : (tensor<8x8x64x128xf32>) -> tensor<8x128x8x64xf32>
    %34 = stablehlo.broadcast_in_dim %19, dims = [0, 1, 2, 3] : (tensor<8x8x128x1xf32>) -> tensor<8x8x128x128xf32>
    %35 = stablehlo.multiply %31, %34 : tensor<8x8x128x128xf32>
    %36 = stablehlo.multiply %35, %12 : tensor<8x8x128x128xf32>
    %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %37 = stablehlo.reduce(%36 init: %cst_7) applies stablehlo.add across dimensions = [3] : (tensor<8x8x128x128xf32>, tensor<f32>) -> tensor<8x8x128xf32>
    %38 = stablehlo.reshape %37 : (tensor<8x8x128xf32>) -> tensor<8x8x128x1xf32>
    %39 = stablehlo.negate %38 : tensor<8x8x128x1xf32>
    %40 = stablehlo.broadcast_in_dim %14, dims = [0, 1, 2, 3] : (tensor<8x8x128x1xf32>) -> tensor<8x8x128x128xf32>
    %41 = stablehlo.divide %31, %40 : tensor<8x8x128x128xf32>
    %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %42 = stablehlo.reduce(%39 init: %cst_8) applies stablehlo.add across dimensions = [3] : (tensor<8x8x128x1xf32>, tensor<f32>) -> tensor<8x8x128xf32>
    %43 = stablehlo.broadcast_in_dim %42, dims = [0, 1, 2] : (tensor<8x8x128xf32>) -> tensor<8x8x128x128xf32>
    %44 = stablehlo.add %41, %43 : tensor<8x8x128x128xf32>
    %45 = stablehlo.multiply %44, %12 : tensor<8x8x128x128xf32>
    %cst_9 = stablehlo.constant dense<8.000000e+00> : tensor<f32>
    %46 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<8x8x128x128xf32>
    %47 = stablehlo.divide %45, %46 : tensor<8x8x128x128xf32>
    %48 = stablehlo.dot_general %47, %0, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x128x128xf32>, tensor<8x128x8x64xf32>) -> tensor<8x8x128x64xf32>
    %49 = stablehlo.transpose %48, dims = [0, 2, 1, 3] : (tensor<8x8x128x64xf32>) -> tensor<8x128x8x64xf32>
    %50 = stablehlo.dot_general %47, %1, batching_dims = [0, 1] x [0, 2], contracting_dims = [3] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x128x128xf32>, tensor<8x128x8x64xf32>) -> tensor<8x8x128x64xf32>
    %51 = stablehlo.transpose %50, dims = [0, 2, 1, 3] : (tensor<8x8x128x64xf32>) -> tensor<8x128x8x64xf32>
    %52 = stablehlo.dot_general %33, %arg4, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x128x8x64xf32>, tensor<8x128x512xf32>) -> tensor<8x64x512xf32>
    %53 = stablehlo.transpose %52, dims = [2, 0, 1] : (tensor<8x64x512xf32>) -> tensor<512x8x64xf32>
    %54 = stablehlo.dot_general %33, %arg2, contracting_dims = [2, 3] x [1, 2], precision = [DEFAULT, DEFAULT] : (tensor<8x128x8x64xf32>, tensor<512x8x64xf32>) -> tensor<8x128x512xf32>
    %55 = stablehlo.dot_general %49, %arg4, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x128x8x64xf32>, tensor<8x128x512xf32>) -> tensor<8x64x512xf32>
    %56 = stablehlo.transpose %55, dims = [2, 0, 1] : (tensor<8x64x512xf32>) -> tensor<512x8x64xf32>
    %57 = stablehlo.dot_general %49, %arg1, contracting_dims = [2, 3] x [1, 2], precision = [DEFAULT, DEFAULT] : (tensor<8x128x8x64xf32>, tensor<512x8x64xf32>) -> tensor<8x128x512xf32>
    %58 = stablehlo.add %54, %57 : tensor<8x128x512xf32>
    %59 = stablehlo.dot_general %51, %arg4, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x128x8x64xf32>, tensor<8x128x512xf32>) -> tensor<8x64x512xf32>
    %60 = stablehlo.transpose %59, dims = [2, 0, 1] : (tensor<8x64x512xf32>) -> tensor<512x8x64xf32>
    %61 = stablehlo.dot_general %51, %arg0, contracting_dims = [2, 3] x [1, 2], precision = [DEFAULT, DEFAULT] : (tensor<8x128x8x64xf32>, tensor<512x8x64xf32>) -> tensor<8x128x512xf32>
    %62 = stablehlo.add %58, %61 : tensor<8x128x512xf32>
    %63 = stablehlo.dot_general %arg4, %arg0, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x128x512xf32>, tensor<512x8x64xf32>) -> tensor<8x128x8x64xf32>
    %64 = stablehlo.dot_general %arg4, %arg1, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x128x512xf32>, tensor<512x8x64xf32>) -> tensor<8x128x8x64xf32>
    %65 = stablehlo.dot_general %arg4, %arg2, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x128x512xf32>, tensor<512x8x64xf32>) -> tensor<8x128x8x64xf32>
    %66 = stablehlo.dot_general %63, %64, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x128x8x64xf32>, tensor<8x128x8x64xf32>) -> tensor<8x8x128x128xf32>
    %cst_10 = stablehlo.constant dense<8.000000e+00> : tensor<f32>
    %67 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<8x8x128x128xf32>
    %68 = stablehlo.divide %66, %67 : tensor<8x8x128x128xf32>
    %cst_11 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %69 = stablehlo.reduce(%68 init: %cst_11) applies stablehlo.maximum across dimensions = [3] : (tensor<8x8x128x128xf32>, tensor<f32>) -> tensor<8x8x128xf32>
    %cst_12 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %70 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<8x8x128xf32>
    %71 = stablehlo.maximum %70, %69 : tensor<8x8x128xf32>
    %72 = stablehlo.broadcast_in_dim %71, dims = [0, 1, 2] : (tensor<8x8x128xf32>) -> tensor<8x8x128x1xf32>
    %73 = stablehlo.broadcast_in_dim %72, dims = [0, 1, 2, 3] : (tensor<8x8x128x1xf32>) -> tensor<8x8x128x128xf32>
    %74 = stablehlo.subtract %68, %73 : tensor<8x8x128x128xf32>
    %75 = stablehlo.exponential %74 : tensor<8x8x128x128xf32>
    %cst_13 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %76 = stablehlo.reduce(%75 init: %cst_13) applies stablehlo.add across dimensions = [3] : (tensor<8x8x128x128xf32>, tensor<f32>) -> tensor<8x8x128xf32>
    %77 = stablehlo.broadcast_in_dim %76, dims = [0, 1, 2] : (tensor<8x8x128xf32>) -> tensor<8x8x128x1xf32>
    %78 = stablehlo.broadcast_in_dim %77, dims = [0, 1, 2, 3] : (tensor<8x8x128x1xf32>) -> tensor<8x8x128x128xf32>
    %79 = stablehlo.divide %75, %78 : tensor<8x8x128x128xf32>
    %80 = stablehlo.dot_general %65, %79, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x128x8x64xf32>, tensor<8x8x128x128xf32>) -> tensor<8x8x64x128xf32>
    %81 = stablehlo.dot_general %80, %arg3, contracting_dims = [2, 1] x [1, 0], precision = [DEFAULT, DEFAULT] : (tensor<8x8x64x128xf32>, tensor<8x64x512xf32>) -> tensor<8x128x512xf32>
    return %60, %56, %53, %28, %62, %81 : tensor<512x8x64xf32>, tensor<512x8x64xf32>, tensor<512x8x64xf32>, tensor<8x64x512xf32>, tensor<8x128x512xf32>, tensor<8x128x512xf32>
  }
}
