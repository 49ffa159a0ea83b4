module @jit_hvp_ensemble attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<8x256x512xf32>, %arg1: tensor<8x512x10xf32>, %arg2: tensor<8x256x512xf32>, %arg3: tensor<8x512x10xf32>, %arg4: tensor<1024x256xf32>, %arg5: tensor<1024x10xf32>) -> (tensor<8x256x512xf32> {jax.result_info = "result[0]['w1']"}, tensor<8x512x10xf32> {jax.result_info = "result[0]['w2']"}, tensor<8x256x512xf32> {jax.result_info = "result[1]['w1']"}, tensor<8x512x10xf32> {jax.result_info = "result[1]['w2']"}) {
    %0 = stablehlo.dot_general %arg4, %arg0, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<1024x256xf32>, tensor<8x256x512xf32>) -> tensor<1024x8x512xf32>
    %1 = stablehlo.dot_general %arg4, %arg2, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<1024x256xf32>, tensor<8x256x512xf32>) -> tensor<1024x8x512xf32>
    %2 = stablehlo.tanh %0 : tensor<1024x8x512xf32>
    %3 = stablehlo.multiply %1, %2 : tensor<1024x8x512xf32>
    %4 = stablehlo.add %1, %3 : tensor<1024x8x512xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %5 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1024x8x512xf32>
    %6 = stablehlo.subtract %5, %2 : tensor<1024x8x512xf32>
    %7 = stablehlo.multiply %4, %6 : tensor<1024x8x512xf32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %8 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<1024x8x512xf32>
    %9 = stablehlo.subtract %8, %2 : tensor<1024x8x512xf32>
    %10 = stablehlo.negate %7 : tensor<1024x8x512xf32>
    %11 = stablehlo.dot_general %2, %arg1, batching_dims = [1] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<1024x8x512xf32>, tensor<8x512x10xf32>) -> tensor<8x1024x10xf32>
    %12 = stablehlo.dot_general %7, %arg1, batching_dims = [1] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<1024x8x512xf32>, tensor<8x512x10xf32>) -> tensor<8x1024x10xf32>
    %13 = stablehlo.dot_general %2, %arg3, batching_dims = [1] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<1024x8x512xf32>, tensor<8x512x10xf32>) -> tensor<8x1024x10xf32>
    %14 = stablehlo.add %12, %13 : tensor<8x1024x10xf32>
    %15:4 = call @log_softmax(%11, %14) : (tensor<8x1024x10xf32>, tensor<8x1024x10xf32>) -> (tensor<8x1024x10xf32>, tensor<8x1024x1xf32>, tensor<8x1024x10xf32>, tensor<8x1024x1xf32>)
    %cst_1 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %16 = stablehlo.negate %cst_1 : tensor<f32>
    %cst_2 = stablehlo.constant dense<1.024000e+03> : tensor<f32>
    %17 = stablehlo.divide %16, %cst_2 : tensor<f32>
    %18 = stablehlo.broadcast_in_dim %17, dims = [] : (tensor<f32>) -> tensor<1024xf32>
    %19 = stablehlo.broadcast_in_dim %18, dims = [0] : (tensor<1024xf32>) -> tensor<1024x10xf32>
    %20 = stablehlo.multiply %19, %arg5 : tensor<1024x10xf32>
    %21:2 = call @log_softmax_0(%15#0, %15#1, %20, %15#2, %15#3) : (tensor<8x1024x10xf32>, tensor<8x1024x1xf32>, tensor<1024x10xf32>, tensor<8x1024x10xf32>, tensor<8x1024x1xf32>) -> (tensor<8x1024x10xf32>, tensor<8x1024x10xf32>)
    %22 = stablehlo.dot_general %21#0, %2, batching_dims = [0] x [1], contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x1024x10xf32>, tensor<1024x8x512xf32>) -> tensor<8x10x512xf32>
    %23 = stablehlo.dot_general %21#1, %2, batching_dims = [0] x [1], contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x1024x10xf32>, tensor<1024x8x512xf32>) -> tensor<8x10x512xf32>
    %24 = stablehlo.dot_general %21#0, %7, batching_dims = [0] x [1], contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x1024x10xf32>, tensor<1024x8x512xf32>) -> tensor<8x10x512xf32>
    %25 = stablehlo.add %23, %24 : tensor<8x10x512xf32>
    %26 = stablehlo.transpose %22, dims = [0, 2, 1] : (tensor<8x10x512xf32>) -> tensor<8x512x10xf32>
    %27 = stablehlo.transpose %25, dims = [0, 2, 1] : (tensor<8x10x512xf32>) -> tensor<8x512x10xf32>
    %28 = stablehlo.dot_general %21#0, %arg1, batching_dims = [0] x [0], contracting_dims = [2] x [2], precision = [DEFAULT, DEFAULT] : (tensor<8x1024x10xf32>, tensor<8x512x10xf32>) -> tensor<8x1024x512xf32>
    %29 = stablehlo.dot_general %21#1, %arg1, batching_dims = [0] x [0], contracting_dims = [2] x [2], precision = [DEFAULT, DEFAULT] : (tensor<8x1024x10xf32>, tensor<8x512x10xf32>) -> tensor<8x1024x512xf32>
    %30 = stablehlo.dot_general %21#0, %arg3, batching_dims = [0] x [0], contracting_dims = [2] x [2], precision = [DEFAULT, DEFAULT] : (tensor<8x1024x10xf32>, tensor<8x512x10xf32>) -> tensor<8x1024x512xf32>
    %31 = stablehlo.add %29, %30 : tensor<8x1024x512xf32>
    %32 = stablehlo.transpose %9, dims = [1, 0, 2] : (tensor<1024x8x512xf32>) -> tensor<8x1024x512xf32>
    %33 = stablehlo.multiply %28, %32 : tensor<8x1024x512xf32>
    %34 = stablehlo.transpose %9, dims = [1, 0, 2] : (tensor<1024x8x512xf32>) -> tensor<8x1024x512xf32>
    %35 = stablehlo.multiply %31, %34 : tensor<8x1024x512xf32>
    %36 = stablehlo.transpose %10, dims = [1, 0, 2] : (tensor<1024x8x512xf32>) -> tensor<8x1024x512xf32>
    %37 = stablehlo.multiply %28, %36 : tensor<8x1024x512xf32>
    %38 = stablehlo.add %35, %37 : tensor<8x1024x512xf32>
    %39 = stablehlo.transpose %2, dims = [1, 0, 2] : (tensor<1024x8x512xf32>) -> tensor<8x1024x512xf32>
    %40 = stablehlo.multiply %33, %39 : tensor<8x1024x512xf32>
    %41 = stablehlo.transpose %2, dims = [1, 0, 2] : (tensor<1024x8x512xf32>) -> tensor<8x1024x512xf32>
    %42 = stablehlo.multiply %38, %41 : tensor<8x1024x512xf32>
    %43 = stablehlo.transpose %7, dims = [1, 0, 2] : (tensor<1024x8x512xf32>) -> tensor<8x1024x512xf32>
    %44 = stablehlo.multiply %33, %43 : tensor<8x1024x512xf32>
    %45 = stablehlo.add %42, %44 : tensor<8x1024x512xf32>
    %46 = stablehlo.add %33, %40 : tensor<8x1024x512xf32>
    %47 = stablehlo.add %38, %45 : tensor<8x1024x512xf32>
    %48 = stablehlo.dot_general %46, %arg4, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x1024x512xf32>, tensor<1024x256xf32>) -> tensor<8x512x256xf32>
    %49 = stablehlo.dot_general %47, %arg4, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x1024x512xf32>, tensor<1024x256xf32>) -> tensor<8x512x256xf32>
    %50 = stablehlo.transpose %48, dims = [0, 2, 1] : (tensor<8x512x256xf32>) -> tensor<8x256x512xf32>
    %51 = stablehlo.transpose %49, dims = [0, 2, 1] : (tensor<8x512x256xf32>) -> tensor<8x256x512xf32>
    return %50, %26, %51, %27 : tensor<8x256x512xf32>, tensor<8x512x10xf32>, tensor<8x256x512xf32>, tensor<8x512x10xf32>
  }
  func.func private @log_softmax(%arg0: tensor<8x1024x10xf32>, %arg1: tensor<8x1024x10xf32>) -> (tensor<8x1024x10xf32>, tensor<8x1024x1xf32>, tensor<8x1024x10xf32>, tensor<8x1024x1xf32>) {
    %cst = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %0 = stablehlo.reduce(%arg0 init: %cst) applies stablehlo.maximum across dimensions = [2] : (tensor<8x1024x10xf32>, tensor<f32>) -> tensor<8x1024xf32>
    %cst_0 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<8x1024xf32>
    %2 = stablehlo.maximum %1, %0 : tensor<8x1024xf32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [0, 1] : (tensor<8x1024xf32>) -> tensor<8x1024x1xf32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [0, 1, 2] : (tensor<8x1024x1xf32>) -> tensor<8x1024x10xf32>
    %5 = stablehlo.subtract %arg0, %4 : tensor<8x1024x10xf32>
    %6 = stablehlo.exponential %5 : tensor<8x1024x10xf32>
    %7 = stablehlo.multiply %arg1, %6 : tensor<8x1024x10xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %8 = stablehlo.reduce(%6 init: %cst_1) applies stablehlo.add across dimensions = [2] : (tensor<8x1024x10xf32>, tensor<f32>) -> tensor<8x1024xf32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %9 = stablehlo.reduce(%7 init: %cst_2) applies stablehlo.add across dimensions = [2] : (tensor<8x1024x10xf32>, tensor<f32>) -> tensor<8x1024xf32>
    %10 = stablehlo.broadcast_in_dim %8, dims = [0, 1] : (tensor<8x1024xf32>) -> tensor<8x1024x1xf32>
    %11 = stablehlo.broadcast_in_dim %9, dims = [0, 1] : (tensor<8x1024xf32>) -> tensor<8x1024x1xf32>
    return %6, %10, %7, %11 : tensor<8x1024x10xf32>, tensor<8x1024x1xf32>, tensor<8x1024x10xf32>, tensor<8x1024x1xf32>
  }
  func.func private @log_softmax_0(%arg0: tensor<8x1024x10xf32>, %arg1: tensor<8x1024x1xf32>, %arg2: tensor<1024x10xf32>, %arg3: tensor<8x1024x10xf32>, %arg4: tensor<8x1024x1xf32>) -> (tensor<8x1024x10xf32>, tensor<8x1024x10xf32>) {
    %0 = stablehlo.negate %arg2 : tensor<1024x10xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1 = stablehlo.reduce(%0 init: %cst) applies stablehlo.add across dimensions = [1] : (tensor<1024x10xf32>, tensor<f32>) -> tensor<1024xf32>
    %2 = stablehlo.reshape %1 : (tensor<1024xf32>) -> tensor<1024x1xf32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [1, 2] : (tensor<1024x1xf32>) -> tensor<1x1024x1xf32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [0, 1, 2] : (tensor<1x1024x1xf32>) -> tensor<8x1024x1xf32>
    %5 = stablehlo.divide %4, %arg1 : tensor<8x1024x1xf32>
    %6 = stablehlo.negate %arg4 : tensor<8x1024x1xf32>
    %7 = stablehlo.broadcast_in_dim %2, dims = [1, 2] : (tensor<1024x1xf32>) -> tensor<1x1024x1xf32>
    %8 = stablehlo.broadcast_in_dim %7, dims = [0, 1, 2] : (tensor<1x1024x1xf32>) -> tensor<8x1024x1xf32>
    %9 = stablehlo.multiply %6, %8 : tensor<8x1024x1xf32>
    %10 = stablehlo.multiply %arg1, %arg1 : tensor<8x1024x1xf32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %11 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<8x1024x1xf32>
    %12 = stablehlo.divide %11, %10 : tensor<8x1024x1xf32>
    %13 = stablehlo.multiply %9, %12 : tensor<8x1024x1xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %14 = stablehlo.reduce(%5 init: %cst_1) applies stablehlo.add across dimensions = [2] : (tensor<8x1024x1xf32>, tensor<f32>) -> tensor<8x1024xf32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %15 = stablehlo.reduce(%13 init: %cst_2) applies stablehlo.add across dimensions = [2] : (tensor<8x1024x1xf32>, tensor<f32>) -> tensor<8x1024xf32>
    %16 = stablehlo.broadcast_in_dim %14, dims = [0, 1] : (tensor<8x1024xf32>) -> tensor<8x1024x10xf32>
    %17 = stablehlo.broadcast_in_dim %15, dims = [0, 1] : (tensor<8x1024xf32>) -> tensor<8x1024x10xf32>
    %18 = stablehlo.multiply %16, %arg0 : tensor<8x1024x10xf32>
    %19 = stablehlo.multiply %17, %arg0 : tensor<8x1024x10xf32>
    %20 = stablehlo.multiply %16, %arg3 : tensor<8x1024x10xf32>
    %21 = stablehlo.add %19, %20 : tensor<8x1024x10xf32>
    %22 = stablehlo.broadcast_in_dim %arg2, dims = [1, 2] : (tensor<1024x10xf32>) -> tensor<8x1024x10xf32>
    %23 = stablehlo.add %22, %18 : tensor<8x1024x10xf32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %24 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<1024x10xf32>
    %25 = stablehlo.broadcast_in_dim %24, dims = [1, 2] : (tensor<1024x10xf32>) -> tensor<8x1024x10xf32>
    %26 = stablehlo.add %25, %21 : tensor<8x1024x10xf32>
    return %23, %26 : tensor<8x1024x10xf32>, tensor<8x1024x10xf32>
  }
}
