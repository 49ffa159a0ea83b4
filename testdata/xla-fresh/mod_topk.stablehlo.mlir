module @jit_mod_topk attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<384x1xf32>, %arg1: tensor<384x1536xf32>, %arg2: tensor<1536x384xf32>, %arg3: tensor<16x512x384xf32>) -> (tensor<f32> {jax.result_info = "result[0]"}, tensor<384x1xf32> {jax.result_info = "result[1]['router']"}, tensor<384x1536xf32> {jax.result_info = "result[1]['w1']"}, tensor<1536x384xf32> {jax.result_info = "result[1]['w2']"}) {
    %0 = stablehlo.dot_general %arg3, %arg0, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x512x384xf32>, tensor<384x1xf32>) -> tensor<16x512x1xf32>
    %1 = stablehlo.reshape %0 : (tensor<16x512x1xf32>) -> tensor<16x512xf32>
    %values, %indices = chlo.top_k(%1, k = 128) : tensor<16x512xf32> -> (tensor<16x128xf32>, tensor<16x128xi32>)
    %2 = stablehlo.reshape %indices : (tensor<16x128xi32>) -> tensor<16x128x1xi32>
    %3 = stablehlo.broadcast_in_dim %indices, dims = [0, 1] : (tensor<16x128xi32>) -> tensor<16x128x1xi32>
    %4 = call @take_along_axis(%arg3, %3) : (tensor<16x512x384xf32>, tensor<16x128x1xi32>) -> tensor<16x128x384xf32>
    %5 = stablehlo.dot_general %4, %arg1, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x128x384xf32>, tensor<384x1536xf32>) -> tensor<16x128x1536xf32>
    %6 = call @relu(%5) : (tensor<16x128x1536xf32>) -> tensor<16x128x1536xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %7 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<16x128x1536xf32>
    %8 = stablehlo.compare GT, %5, %7, FLOAT : (tensor<16x128x1536xf32>, tensor<16x128x1536xf32>) -> tensor<16x128x1536xi1>
    %9 = stablehlo.dot_general %6, %arg2, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x128x1536xf32>, tensor<1536x384xf32>) -> tensor<16x128x384xf32>
    %10 = stablehlo.negate %values : tensor<16x128xf32>
    %11 = stablehlo.exponential %10 : tensor<16x128xf32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %12 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<16x128xf32>
    %13 = stablehlo.add %12, %11 : tensor<16x128xf32>
    %cst_1 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %14 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<16x128xf32>
    %15 = stablehlo.divide %14, %13 : tensor<16x128xf32>
    %cst_2 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %16 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<16x128xf32>
    %17 = stablehlo.subtract %16, %15 : tensor<16x128xf32>
    %18 = stablehlo.multiply %15, %17 : tensor<16x128xf32>
    %19 = stablehlo.broadcast_in_dim %15, dims = [0, 1] : (tensor<16x128xf32>) -> tensor<16x128x1xf32>
    %20 = stablehlo.broadcast_in_dim %19, dims = [0, 1, 2] : (tensor<16x128x1xf32>) -> tensor<16x128x384xf32>
    %21 = stablehlo.multiply %9, %20 : tensor<16x128x384xf32>
    %22 = stablehlo.iota dim = 0 : tensor<16xi32>
    %23 = stablehlo.broadcast_in_dim %22, dims = [0] : (tensor<16xi32>) -> tensor<16x1xi32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %24 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<16x1xi32>
    %25 = stablehlo.compare LT, %23, %24, SIGNED : (tensor<16x1xi32>, tensor<16x1xi32>) -> tensor<16x1xi1>
    %c_3 = stablehlo.constant dense<16> : tensor<i32>
    %26 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<16x1xi32>
    %27 = stablehlo.add %23, %26 : tensor<16x1xi32>
    %28 = stablehlo.select %25, %27, %23 : tensor<16x1xi1>, tensor<16x1xi32>
    %c_4 = stablehlo.constant dense<0> : tensor<i32>
    %29 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<16x128xi32>
    %30 = stablehlo.compare LT, %indices, %29, SIGNED : (tensor<16x128xi32>, tensor<16x128xi32>) -> tensor<16x128xi1>
    %c_5 = stablehlo.constant dense<512> : tensor<i32>
    %31 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<16x128xi32>
    %32 = stablehlo.add %indices, %31 : tensor<16x128xi32>
    %33 = stablehlo.select %30, %32, %indices : tensor<16x128xi1>, tensor<16x128xi32>
    %34 = stablehlo.broadcast_in_dim %28, dims = [0, 1] : (tensor<16x1xi32>) -> tensor<16x128xi32>
    %35 = stablehlo.broadcast_in_dim %34, dims = [0, 1] : (tensor<16x128xi32>) -> tensor<16x128x1xi32>
    %36 = stablehlo.broadcast_in_dim %33, dims = [0, 1] : (tensor<16x128xi32>) -> tensor<16x128x1xi32>
    %37 = stablehlo.concatenate %35, %36, dim = 2 : (tensor<16x128x1xi32>, tensor<16x128x1xi32>) -> tensor<16x128x2xi32>
    %38 = "stablehlo.scatter"(%arg3, %37, %21) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [2], inserted_window_dims = [0, 1], scatter_dims_to_operand_dims = [0, 1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg4: tensor<f32>, %arg5: tensor<f32>):
      %77 = stablehlo.add %arg4, %arg5 : tensor<f32>
      stablehlo.return %77 : tensor<f32>
    }) : (tensor<16x512x384xf32>, tensor<16x128x2xi32>, tensor<16x128x384xf32>) -> tensor<16x512x384xf32>
    %39 = stablehlo.multiply %38, %38 : tensor<16x512x384xf32>
    %cst_6 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %40 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<16x512x384xf32>
    %41 = stablehlo.multiply %40, %38 : tensor<16x512x384xf32>
    %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %42 = stablehlo.reduce(%39 init: %cst_7) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<16x512x384xf32>, tensor<f32>) -> tensor<f32>
    %cst_8 = stablehlo.constant dense<0x4A400000> : tensor<f32>
    %43 = stablehlo.divide %42, %cst_8 : tensor<f32>
    %cst_9 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %cst_10 = stablehlo.constant dense<0x4A400000> : tensor<f32>
    %44 = stablehlo.divide %cst_9, %cst_10 : tensor<f32>
    %45 = stablehlo.broadcast_in_dim %44, dims = [] : (tensor<f32>) -> tensor<16x512x384xf32>
    %46 = stablehlo.multiply %45, %41 : tensor<16x512x384xf32>
    %c_11 = stablehlo.constant dense<[15, 511]> : tensor<2xi32>
    %c_12 = stablehlo.constant dense<0> : tensor<i32>
    %47 = stablehlo.broadcast_in_dim %c_12, dims = [] : (tensor<i32>) -> tensor<16x128x2xi32>
    %48 = stablehlo.compare GE, %37, %47, SIGNED : (tensor<16x128x2xi32>, tensor<16x128x2xi32>) -> tensor<16x128x2xi1>
    %49 = stablehlo.broadcast_in_dim %c_11, dims = [2] : (tensor<2xi32>) -> tensor<1x1x2xi32>
    %50 = stablehlo.broadcast_in_dim %49, dims = [0, 1, 2] : (tensor<1x1x2xi32>) -> tensor<16x128x2xi32>
    %51 = stablehlo.compare LE, %37, %50, SIGNED : (tensor<16x128x2xi32>, tensor<16x128x2xi32>) -> tensor<16x128x2xi1>
    %52 = stablehlo.and %48, %51 : tensor<16x128x2xi1>
    %c_13 = stablehlo.constant dense<true> : tensor<i1>
    %53 = stablehlo.reduce(%52 init: %c_13) applies stablehlo.and across dimensions = [2] : (tensor<16x128x2xi1>, tensor<i1>) -> tensor<16x128xi1>
    %54 = "stablehlo.gather"(%46, %37) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1, 384>}> : (tensor<16x512x384xf32>, tensor<16x128x2xi32>) -> tensor<16x128x384xf32>
    %55 = stablehlo.broadcast_in_dim %53, dims = [0, 1] : (tensor<16x128xi1>) -> tensor<16x128x384xi1>
    %cst_14 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %56 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f32>) -> tensor<16x128x384xf32>
    %57 = stablehlo.select %55, %54, %56 : tensor<16x128x384xi1>, tensor<16x128x384xf32>
    %58 = stablehlo.multiply %9, %57 : tensor<16x128x384xf32>
    %cst_15 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %59 = stablehlo.reduce(%58 init: %cst_15) applies stablehlo.add across dimensions = [2] : (tensor<16x128x384xf32>, tensor<f32>) -> tensor<16x128xf32>
    %60 = stablehlo.reshape %59 : (tensor<16x128xf32>) -> tensor<16x128x1xf32>
    %61 = stablehlo.broadcast_in_dim %19, dims = [0, 1, 2] : (tensor<16x128x1xf32>) -> tensor<16x128x384xf32>
    %62 = stablehlo.multiply %57, %61 : tensor<16x128x384xf32>
    %cst_16 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %63 = stablehlo.reduce(%60 init: %cst_16) applies stablehlo.add across dimensions = [2] : (tensor<16x128x1xf32>, tensor<f32>) -> tensor<16x128xf32>
    %64 = stablehlo.multiply %63, %18 : tensor<16x128xf32>
    %65 = stablehlo.dot_general %62, %6, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<16x128x384xf32>, tensor<16x128x1536xf32>) -> tensor<384x1536xf32>
    %66 = stablehlo.transpose %65, dims = [1, 0] : (tensor<384x1536xf32>) -> tensor<1536x384xf32>
    %67 = stablehlo.dot_general %62, %arg2, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<16x128x384xf32>, tensor<1536x384xf32>) -> tensor<16x128x1536xf32>
    %cst_17 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %68 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<f32>) -> tensor<16x128x1536xf32>
    %69 = stablehlo.select %8, %67, %68 : tensor<16x128x1536xi1>, tensor<16x128x1536xf32>
    %70 = stablehlo.dot_general %69, %4, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<16x128x1536xf32>, tensor<16x128x384xf32>) -> tensor<1536x384xf32>
    %71 = stablehlo.transpose %70, dims = [1, 0] : (tensor<1536x384xf32>) -> tensor<384x1536xf32>
    %cst_18 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %72 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<f32>) -> tensor<16x512xf32>
    %73 = "stablehlo.scatter"(%72, %2, %64) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [1], input_batching_dims = [0], scatter_indices_batching_dims = [0], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg4: tensor<f32>, %arg5: tensor<f32>):
      %77 = stablehlo.add %arg4, %arg5 : tensor<f32>
      stablehlo.return %77 : tensor<f32>
    }) : (tensor<16x512xf32>, tensor<16x128x1xi32>, tensor<16x128xf32>) -> tensor<16x512xf32>
    %74 = stablehlo.broadcast_in_dim %73, dims = [0, 1] : (tensor<16x512xf32>) -> tensor<16x512x1xf32>
    %75 = stablehlo.dot_general %74, %arg3, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<16x512x1xf32>, tensor<16x512x384xf32>) -> tensor<1x384xf32>
    %76 = stablehlo.transpose %75, dims = [1, 0] : (tensor<1x384xf32>) -> tensor<384x1xf32>
    return %43, %76, %71, %66 : tensor<f32>, tensor<384x1xf32>, tensor<384x1536xf32>, tensor<1536x384xf32>
  }
  func.func private @take_along_axis(%arg0: tensor<16x512x384xf32>, %arg1: tensor<16x128x1xi32>) -> tensor<16x128x384xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<16x128x1xi32>
    %1 = stablehlo.compare LT, %arg1, %0, SIGNED : (tensor<16x128x1xi32>, tensor<16x128x1xi32>) -> tensor<16x128x1xi1>
    %c_0 = stablehlo.constant dense<512> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<16x128x1xi32>
    %3 = stablehlo.add %arg1, %2 : tensor<16x128x1xi32>
    %4 = stablehlo.select %1, %3, %arg1 : tensor<16x128x1xi1>, tensor<16x128x1xi32>
    %c_1 = stablehlo.constant dense<511> : tensor<1xi32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %5 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<16x128x1xi32>
    %6 = stablehlo.compare GE, %4, %5, SIGNED : (tensor<16x128x1xi32>, tensor<16x128x1xi32>) -> tensor<16x128x1xi1>
    %7 = stablehlo.broadcast_in_dim %c_1, dims = [2] : (tensor<1xi32>) -> tensor<1x1x1xi32>
    %8 = stablehlo.broadcast_in_dim %7, dims = [0, 1, 2] : (tensor<1x1x1xi32>) -> tensor<16x128x1xi32>
    %9 = stablehlo.compare LE, %4, %8, SIGNED : (tensor<16x128x1xi32>, tensor<16x128x1xi32>) -> tensor<16x128x1xi1>
    %10 = stablehlo.and %6, %9 : tensor<16x128x1xi1>
    %c_3 = stablehlo.constant dense<true> : tensor<i1>
    %11 = stablehlo.reduce(%10 init: %c_3) applies stablehlo.and across dimensions = [2] : (tensor<16x128x1xi1>, tensor<i1>) -> tensor<16x128xi1>
    %12 = "stablehlo.gather"(%arg0, %4) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [1], operand_batching_dims = [0], start_indices_batching_dims = [0], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1, 384>}> : (tensor<16x512x384xf32>, tensor<16x128x1xi32>) -> tensor<16x128x384xf32>
    %13 = stablehlo.broadcast_in_dim %11, dims = [0, 1] : (tensor<16x128xi1>) -> tensor<16x128x384xi1>
    %cst = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %14 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<16x128x384xf32>
    %15 = stablehlo.select %13, %12, %14 : tensor<16x128x384xi1>, tensor<16x128x384xf32>
    return %15 : tensor<16x128x384xf32>
  }
  func.func private @relu(%arg0: tensor<16x128x1536xf32>) -> tensor<16x128x1536xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<16x128x1536xf32>
    %1 = stablehlo.maximum %arg0, %0 : tensor<16x128x1536xf32>
    return %1 : tensor<16x128x1536xf32>
  }
}
