module @jit_vq_codebook attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<1024x64xf32>, %arg1: tensor<64x256xf32>, %arg2: tensor<256x64xf32>, %arg3: tensor<8192x256xf32>) -> (tensor<f32> {jax.result_info = "result[0]"}, tensor<1024x64xf32> {jax.result_info = "result[1]['code']"}, tensor<64x256xf32> {jax.result_info = "result[1]['dec']"}, tensor<256x64xf32> {jax.result_info = "result[1]['enc']"}) {
    %0 = stablehlo.dot_general %arg3, %arg2, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8192x256xf32>, tensor<256x64xf32>) -> tensor<8192x64xf32>
    %1 = stablehlo.tanh %0 : tensor<8192x64xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8192x64xf32>
    %3 = stablehlo.subtract %2, %1 : tensor<8192x64xf32>
    %4 = stablehlo.multiply %1, %1 : tensor<8192x64xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %5 = stablehlo.reduce(%4 init: %cst_0) applies stablehlo.add across dimensions = [1] : (tensor<8192x64xf32>, tensor<f32>) -> tensor<8192xf32>
    %6 = stablehlo.broadcast_in_dim %5, dims = [0] : (tensor<8192xf32>) -> tensor<8192x1xf32>
    %cst_1 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %7 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<8192x64xf32>
    %8 = stablehlo.multiply %7, %1 : tensor<8192x64xf32>
    %9 = stablehlo.transpose %arg0, dims = [1, 0] : (tensor<1024x64xf32>) -> tensor<64x1024xf32>
    %10 = stablehlo.dot_general %8, %9, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8192x64xf32>, tensor<64x1024xf32>) -> tensor<8192x1024xf32>
    %11 = stablehlo.broadcast_in_dim %6, dims = [0, 1] : (tensor<8192x1xf32>) -> tensor<8192x1024xf32>
    %12 = stablehlo.subtract %11, %10 : tensor<8192x1024xf32>
    %13 = stablehlo.multiply %arg0, %arg0 : tensor<1024x64xf32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %14 = stablehlo.reduce(%13 init: %cst_2) applies stablehlo.add across dimensions = [1] : (tensor<1024x64xf32>, tensor<f32>) -> tensor<1024xf32>
    %15 = stablehlo.broadcast_in_dim %14, dims = [1] : (tensor<1024xf32>) -> tensor<1x1024xf32>
    %16 = stablehlo.broadcast_in_dim %15, dims = [0, 1] : (tensor<1x1024xf32>) -> tensor<8192x1024xf32>
    %17 = stablehlo.add %12, %16 : tensor<8192x1024xf32>
    %18 = call @argmin(%17) : (tensor<8192x1024xf32>) -> tensor<8192xi32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %19 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<8192xi32>
    %20 = stablehlo.compare LT, %18, %19, SIGNED : (tensor<8192xi32>, tensor<8192xi32>) -> tensor<8192xi1>
    %c_3 = stablehlo.constant dense<1024> : tensor<i32>
    %21 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<8192xi32>
    %22 = stablehlo.add %18, %21 : tensor<8192xi32>
    %23 = stablehlo.select %20, %22, %18 : tensor<8192xi1>, tensor<8192xi32>
    %24 = stablehlo.broadcast_in_dim %23, dims = [0] : (tensor<8192xi32>) -> tensor<8192x1xi32>
    %25 = "stablehlo.gather"(%arg0, %24) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 64>}> : (tensor<1024x64xf32>, tensor<8192x1xi32>) -> tensor<8192x64xf32>
    %26 = stablehlo.subtract %25, %1 : tensor<8192x64xf32>
    %27 = stablehlo.add %1, %26 : tensor<8192x64xf32>
    %28 = stablehlo.dot_general %27, %arg1, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8192x64xf32>, tensor<64x256xf32>) -> tensor<8192x256xf32>
    %29 = stablehlo.subtract %28, %arg3 : tensor<8192x256xf32>
    %30 = stablehlo.multiply %29, %29 : tensor<8192x256xf32>
    %cst_4 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %31 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<8192x256xf32>
    %32 = stablehlo.multiply %31, %29 : tensor<8192x256xf32>
    %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %33 = stablehlo.reduce(%30 init: %cst_5) applies stablehlo.add across dimensions = [0, 1] : (tensor<8192x256xf32>, tensor<f32>) -> tensor<f32>
    %cst_6 = stablehlo.constant dense<0x4A000000> : tensor<f32>
    %34 = stablehlo.divide %33, %cst_6 : tensor<f32>
    %35 = stablehlo.subtract %1, %25 : tensor<8192x64xf32>
    %36 = stablehlo.multiply %35, %35 : tensor<8192x64xf32>
    %cst_7 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %37 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<8192x64xf32>
    %38 = stablehlo.multiply %37, %35 : tensor<8192x64xf32>
    %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %39 = stablehlo.reduce(%36 init: %cst_8) applies stablehlo.add across dimensions = [0, 1] : (tensor<8192x64xf32>, tensor<f32>) -> tensor<f32>
    %cst_9 = stablehlo.constant dense<5.242880e+05> : tensor<f32>
    %40 = stablehlo.divide %39, %cst_9 : tensor<f32>
    %41 = stablehlo.add %34, %40 : tensor<f32>
    %42 = stablehlo.subtract %1, %25 : tensor<8192x64xf32>
    %43 = stablehlo.multiply %42, %42 : tensor<8192x64xf32>
    %cst_10 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %44 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<8192x64xf32>
    %45 = stablehlo.multiply %44, %42 : tensor<8192x64xf32>
    %cst_11 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %46 = stablehlo.reduce(%43 init: %cst_11) applies stablehlo.add across dimensions = [0, 1] : (tensor<8192x64xf32>, tensor<f32>) -> tensor<f32>
    %cst_12 = stablehlo.constant dense<5.242880e+05> : tensor<f32>
    %47 = stablehlo.divide %46, %cst_12 : tensor<f32>
    %cst_13 = stablehlo.constant dense<2.500000e-01> : tensor<f32>
    %48 = stablehlo.multiply %cst_13, %47 : tensor<f32>
    %49 = stablehlo.add %41, %48 : tensor<f32>
    %cst_14 = stablehlo.constant dense<2.500000e-01> : tensor<f32>
    %cst_15 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %50 = stablehlo.multiply %cst_14, %cst_15 : tensor<f32>
    %cst_16 = stablehlo.constant dense<5.242880e+05> : tensor<f32>
    %51 = stablehlo.divide %50, %cst_16 : tensor<f32>
    %52 = stablehlo.broadcast_in_dim %51, dims = [] : (tensor<f32>) -> tensor<8192x64xf32>
    %53 = stablehlo.multiply %52, %45 : tensor<8192x64xf32>
    %cst_17 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %cst_18 = stablehlo.constant dense<5.242880e+05> : tensor<f32>
    %54 = stablehlo.divide %cst_17, %cst_18 : tensor<f32>
    %55 = stablehlo.broadcast_in_dim %54, dims = [] : (tensor<f32>) -> tensor<8192x64xf32>
    %56 = stablehlo.multiply %55, %38 : tensor<8192x64xf32>
    %57 = stablehlo.negate %56 : tensor<8192x64xf32>
    %cst_19 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %cst_20 = stablehlo.constant dense<0x4A000000> : tensor<f32>
    %58 = stablehlo.divide %cst_19, %cst_20 : tensor<f32>
    %59 = stablehlo.broadcast_in_dim %58, dims = [] : (tensor<f32>) -> tensor<8192x256xf32>
    %60 = stablehlo.multiply %59, %32 : tensor<8192x256xf32>
    %61 = stablehlo.dot_general %60, %27, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8192x256xf32>, tensor<8192x64xf32>) -> tensor<256x64xf32>
    %62 = stablehlo.transpose %61, dims = [1, 0] : (tensor<256x64xf32>) -> tensor<64x256xf32>
    %63 = stablehlo.dot_general %60, %arg1, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8192x256xf32>, tensor<64x256xf32>) -> tensor<8192x64xf32>
    %64 = stablehlo.add %53, %63 : tensor<8192x64xf32>
    %cst_21 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %65 = stablehlo.broadcast_in_dim %cst_21, dims = [] : (tensor<f32>) -> tensor<1024x64xf32>
    %66 = "stablehlo.scatter"(%65, %24, %57) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg4: tensor<f32>, %arg5: tensor<f32>):
      %72 = stablehlo.add %arg4, %arg5 : tensor<f32>
      stablehlo.return %72 : tensor<f32>
    }) : (tensor<1024x64xf32>, tensor<8192x1xi32>, tensor<8192x64xf32>) -> tensor<1024x64xf32>
    %67 = stablehlo.multiply %64, %3 : tensor<8192x64xf32>
    %68 = stablehlo.multiply %67, %1 : tensor<8192x64xf32>
    %69 = stablehlo.add %67, %68 : tensor<8192x64xf32>
    %70 = stablehlo.dot_general %69, %arg3, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8192x64xf32>, tensor<8192x256xf32>) -> tensor<64x256xf32>
    %71 = stablehlo.transpose %70, dims = [1, 0] : (tensor<64x256xf32>) -> tensor<256x64xf32>
    return %49, %66, %62, %71 : tensor<f32>, tensor<1024x64xf32>, tensor<64x256xf32>, tensor<256x64xf32>
  }
  func.func private @argmin(%arg0: tensor<8192x1024xf32>) -> tensor<8192xi32> {
    %0 = stablehlo.iota dim = 1 : tensor<8192x1024xi32>
    %cst = stablehlo.constant dense<0x7F800000> : tensor<f32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1:2 = stablehlo.reduce(%arg0 init: %cst), (%0 init: %c) across dimensions = [1] : (tensor<8192x1024xf32>, tensor<8192x1024xi32>, tensor<f32>, tensor<i32>) -> (tensor<8192xf32>, tensor<8192xi32>)
     reducer(%arg1: tensor<f32>, %arg3: tensor<f32>) (%arg2: tensor<i32>, %arg4: tensor<i32>)  {
      %2 = stablehlo.compare LT, %arg1, %arg3, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %3 = stablehlo.compare NE, %arg1, %arg1, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %4 = stablehlo.or %2, %3 : tensor<i1>
      %5 = stablehlo.compare EQ, %arg1, %arg3, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %6 = stablehlo.compare LT, %arg2, %arg4, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %7 = stablehlo.and %5, %6 : tensor<i1>
      %8 = stablehlo.or %4, %7 : tensor<i1>
      %9 = stablehlo.select %4, %arg1, %arg3 : tensor<i1>, tensor<f32>
      %10 = stablehlo.select %8, %arg2, %arg4 : tensor<i1>, tensor<i32>
      stablehlo.return %9, %10 : tensor<f32>, tensor<i32>
    }
    return %1#1 : tensor<8192xi32>
  }
}
