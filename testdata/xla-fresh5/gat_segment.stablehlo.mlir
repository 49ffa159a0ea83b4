module @jit_gat_segment attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<128x16xf32>, %arg1: tensor<4x32xf32>, %arg2: tensor<4x32xf32>, %arg3: tensor<4x32xf32>, %arg4: tensor<4x32xf32>, %arg5: tensor<128x128xf32>, %arg6: tensor<128x128xf32>, %arg7: tensor<16384x128xf32>, %arg8: tensor<65536xi32>, %arg9: tensor<65536xi32>, %arg10: tensor<16384xi32>) -> (tensor<f32> {jax.result_info = "result[0]"}, tensor<128x16xf32> {jax.result_info = "result[1]['cls']"}, tensor<4x32xf32> {jax.result_info = "result[1]['d1']"}, tensor<4x32xf32> {jax.result_info = "result[1]['d2']"}, tensor<4x32xf32> {jax.result_info = "result[1]['s1']"}, tensor<4x32xf32> {jax.result_info = "result[1]['s2']"}, tensor<128x128xf32> {jax.result_info = "result[1]['w1']"}, tensor<128x128xf32> {jax.result_info = "result[1]['w2']"}) {
    %0 = stablehlo.dot_general %arg7, %arg5, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16384x128xf32>, tensor<128x128xf32>) -> tensor<16384x128xf32>
    %1 = stablehlo.reshape %0 : (tensor<16384x128xf32>) -> tensor<16384x4x32xf32>
    %2 = stablehlo.broadcast_in_dim %arg3, dims = [1, 2] : (tensor<4x32xf32>) -> tensor<1x4x32xf32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [0, 1, 2] : (tensor<1x4x32xf32>) -> tensor<16384x4x32xf32>
    %4 = stablehlo.multiply %1, %3 : tensor<16384x4x32xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %5 = stablehlo.reduce(%4 init: %cst) applies stablehlo.add across dimensions = [2] : (tensor<16384x4x32xf32>, tensor<f32>) -> tensor<16384x4xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %6 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<65536xi32>
    %7 = stablehlo.compare LT, %arg8, %6, SIGNED : (tensor<65536xi32>, tensor<65536xi32>) -> tensor<65536xi1>
    %c_0 = stablehlo.constant dense<16384> : tensor<i32>
    %8 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<65536xi32>
    %9 = stablehlo.add %arg8, %8 : tensor<65536xi32>
    %10 = stablehlo.select %7, %9, %arg8 : tensor<65536xi1>, tensor<65536xi32>
    %11 = stablehlo.broadcast_in_dim %10, dims = [0] : (tensor<65536xi32>) -> tensor<65536x1xi32>
    %12 = "stablehlo.gather"(%5, %11) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 4>}> : (tensor<16384x4xf32>, tensor<65536x1xi32>) -> tensor<65536x4xf32>
    %13 = stablehlo.broadcast_in_dim %arg1, dims = [1, 2] : (tensor<4x32xf32>) -> tensor<1x4x32xf32>
    %14 = stablehlo.broadcast_in_dim %13, dims = [0, 1, 2] : (tensor<1x4x32xf32>) -> tensor<16384x4x32xf32>
    %15 = stablehlo.multiply %1, %14 : tensor<16384x4x32xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %16 = stablehlo.reduce(%15 init: %cst_1) applies stablehlo.add across dimensions = [2] : (tensor<16384x4x32xf32>, tensor<f32>) -> tensor<16384x4xf32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %17 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<65536xi32>
    %18 = stablehlo.compare LT, %arg9, %17, SIGNED : (tensor<65536xi32>, tensor<65536xi32>) -> tensor<65536xi1>
    %c_3 = stablehlo.constant dense<16384> : tensor<i32>
    %19 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<65536xi32>
    %20 = stablehlo.add %arg9, %19 : tensor<65536xi32>
    %21 = stablehlo.select %18, %20, %arg9 : tensor<65536xi1>, tensor<65536xi32>
    %22 = stablehlo.broadcast_in_dim %21, dims = [0] : (tensor<65536xi32>) -> tensor<65536x1xi32>
    %23 = "stablehlo.gather"(%16, %22) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 4>}> : (tensor<16384x4xf32>, tensor<65536x1xi32>) -> tensor<65536x4xf32>
    %24 = stablehlo.add %12, %23 : tensor<65536x4xf32>
    %cst_4 = stablehlo.constant dense<2.000000e-01> : tensor<f32>
    %25:3 = call @leaky_relu(%24, %cst_4) : (tensor<65536x4xf32>, tensor<f32>) -> (tensor<65536x4xf32>, tensor<f32>, tensor<65536x4xi1>)
    %cst_5 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %26 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<16384x4xf32>
    %27 = stablehlo.broadcast_in_dim %arg9, dims = [0] : (tensor<65536xi32>) -> tensor<65536x1xi32>
    %28 = "stablehlo.scatter"(%26, %27, %25#0) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg11: tensor<f32>, %arg12: tensor<f32>):
      %350 = stablehlo.maximum %arg11, %arg12 : tensor<f32>
      stablehlo.return %350 : tensor<f32>
    }) : (tensor<16384x4xf32>, tensor<65536x1xi32>, tensor<65536x4xf32>) -> tensor<16384x4xf32>
    %29 = "stablehlo.gather"(%26, %27) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 4>}> : (tensor<16384x4xf32>, tensor<65536x1xi32>) -> tensor<65536x4xf32>
    %30 = "stablehlo.gather"(%28, %27) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 4>}> : (tensor<16384x4xf32>, tensor<65536x1xi32>) -> tensor<65536x4xf32>
    %31 = stablehlo.compare EQ, %25#0, %30, FLOAT : (tensor<65536x4xf32>, tensor<65536x4xf32>) -> tensor<65536x4xi1>
    %32 = stablehlo.compare EQ, %29, %30, FLOAT : (tensor<65536x4xf32>, tensor<65536x4xf32>) -> tensor<65536x4xi1>
    %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %33 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<16384x4xf32>
    %cst_7 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %34 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<65536x4xf32>
    %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %35 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<65536x4xf32>
    %36 = stablehlo.select %31, %34, %35 : tensor<65536x4xi1>, tensor<65536x4xf32>
    %37 = "stablehlo.scatter"(%33, %27, %36) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg11: tensor<f32>, %arg12: tensor<f32>):
      %350 = stablehlo.add %arg11, %arg12 : tensor<f32>
      stablehlo.return %350 : tensor<f32>
    }) : (tensor<16384x4xf32>, tensor<65536x1xi32>, tensor<65536x4xf32>) -> tensor<16384x4xf32>
    %38 = "stablehlo.gather"(%37, %27) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 4>}> : (tensor<16384x4xf32>, tensor<65536x1xi32>) -> tensor<65536x4xf32>
    %cst_9 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %39 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<65536x4xf32>
    %40 = stablehlo.add %38, %39 : tensor<65536x4xf32>
    %cst_10 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %41 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<65536x4xf32>
    %42 = stablehlo.divide %41, %40 : tensor<65536x4xf32>
    %cst_11 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %43 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<65536x4xf32>
    %44 = stablehlo.divide %43, %38 : tensor<65536x4xf32>
    %45 = stablehlo.select %32, %42, %44 : tensor<65536x4xi1>, tensor<65536x4xf32>
    %cst_12 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %46 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<65536x4xf32>
    %47 = stablehlo.select %31, %45, %46 : tensor<65536x4xi1>, tensor<65536x4xf32>
    %c_13 = stablehlo.constant dense<0> : tensor<i32>
    %48 = stablehlo.broadcast_in_dim %c_13, dims = [] : (tensor<i32>) -> tensor<65536xi32>
    %49 = stablehlo.compare LT, %arg9, %48, SIGNED : (tensor<65536xi32>, tensor<65536xi32>) -> tensor<65536xi1>
    %c_14 = stablehlo.constant dense<16384> : tensor<i32>
    %50 = stablehlo.broadcast_in_dim %c_14, dims = [] : (tensor<i32>) -> tensor<65536xi32>
    %51 = stablehlo.add %arg9, %50 : tensor<65536xi32>
    %52 = stablehlo.select %49, %51, %arg9 : tensor<65536xi1>, tensor<65536xi32>
    %53 = stablehlo.broadcast_in_dim %52, dims = [0] : (tensor<65536xi32>) -> tensor<65536x1xi32>
    %54 = "stablehlo.gather"(%28, %53) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 4>}> : (tensor<16384x4xf32>, tensor<65536x1xi32>) -> tensor<65536x4xf32>
    %55 = stablehlo.subtract %25#0, %54 : tensor<65536x4xf32>
    %56 = stablehlo.exponential %55 : tensor<65536x4xf32>
    %cst_15 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %57 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<f32>) -> tensor<16384x4xf32>
    %58 = stablehlo.broadcast_in_dim %arg9, dims = [0] : (tensor<65536xi32>) -> tensor<65536x1xi32>
    %59 = "stablehlo.scatter"(%57, %58, %56) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg11: tensor<f32>, %arg12: tensor<f32>):
      %350 = stablehlo.add %arg11, %arg12 : tensor<f32>
      stablehlo.return %350 : tensor<f32>
    }) : (tensor<16384x4xf32>, tensor<65536x1xi32>, tensor<65536x4xf32>) -> tensor<16384x4xf32>
    %c_16 = stablehlo.constant dense<0> : tensor<i32>
    %60 = stablehlo.broadcast_in_dim %c_16, dims = [] : (tensor<i32>) -> tensor<65536xi32>
    %61 = stablehlo.compare LT, %arg9, %60, SIGNED : (tensor<65536xi32>, tensor<65536xi32>) -> tensor<65536xi1>
    %c_17 = stablehlo.constant dense<16384> : tensor<i32>
    %62 = stablehlo.broadcast_in_dim %c_17, dims = [] : (tensor<i32>) -> tensor<65536xi32>
    %63 = stablehlo.add %arg9, %62 : tensor<65536xi32>
    %64 = stablehlo.select %61, %63, %arg9 : tensor<65536xi1>, tensor<65536xi32>
    %65 = stablehlo.broadcast_in_dim %64, dims = [0] : (tensor<65536xi32>) -> tensor<65536x1xi32>
    %66 = "stablehlo.gather"(%59, %65) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 4>}> : (tensor<16384x4xf32>, tensor<65536x1xi32>) -> tensor<65536x4xf32>
    %cst_18 = stablehlo.constant dense<9.99999971E-10> : tensor<f32>
    %67 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<f32>) -> tensor<65536x4xf32>
    %68 = stablehlo.add %66, %67 : tensor<65536x4xf32>
    %69 = stablehlo.divide %56, %68 : tensor<65536x4xf32>
    %70 = stablehlo.multiply %68, %68 : tensor<65536x4xf32>
    %cst_19 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %71 = stablehlo.broadcast_in_dim %cst_19, dims = [] : (tensor<f32>) -> tensor<65536x4xf32>
    %72 = stablehlo.divide %71, %70 : tensor<65536x4xf32>
    %c_20 = stablehlo.constant dense<0> : tensor<i32>
    %73 = stablehlo.broadcast_in_dim %c_20, dims = [] : (tensor<i32>) -> tensor<65536xi32>
    %74 = stablehlo.compare LT, %arg8, %73, SIGNED : (tensor<65536xi32>, tensor<65536xi32>) -> tensor<65536xi1>
    %c_21 = stablehlo.constant dense<16384> : tensor<i32>
    %75 = stablehlo.broadcast_in_dim %c_21, dims = [] : (tensor<i32>) -> tensor<65536xi32>
    %76 = stablehlo.add %arg8, %75 : tensor<65536xi32>
    %77 = stablehlo.select %74, %76, %arg8 : tensor<65536xi1>, tensor<65536xi32>
    %78 = stablehlo.broadcast_in_dim %77, dims = [0] : (tensor<65536xi32>) -> tensor<65536x1xi32>
    %79 = "stablehlo.gather"(%1, %78) <{dimension_numbers = #stablehlo.gather<offset_dims = [1, 2], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 4, 32>}> : (tensor<16384x4x32xf32>, tensor<65536x1xi32>) -> tensor<65536x4x32xf32>
    %80 = stablehlo.broadcast_in_dim %69, dims = [0, 1] : (tensor<65536x4xf32>) -> tensor<65536x4x1xf32>
    %81 = stablehlo.broadcast_in_dim %80, dims = [0, 1, 2] : (tensor<65536x4x1xf32>) -> tensor<65536x4x32xf32>
    %82 = stablehlo.multiply %79, %81 : tensor<65536x4x32xf32>
    %cst_22 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %83 = stablehlo.broadcast_in_dim %cst_22, dims = [] : (tensor<f32>) -> tensor<16384x4x32xf32>
    %84 = stablehlo.broadcast_in_dim %arg9, dims = [0] : (tensor<65536xi32>) -> tensor<65536x1xi32>
    %85 = "stablehlo.scatter"(%83, %84, %82) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1, 2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg11: tensor<f32>, %arg12: tensor<f32>):
      %350 = stablehlo.add %arg11, %arg12 : tensor<f32>
      stablehlo.return %350 : tensor<f32>
    }) : (tensor<16384x4x32xf32>, tensor<65536x1xi32>, tensor<65536x4x32xf32>) -> tensor<16384x4x32xf32>
    %86 = stablehlo.reshape %85 : (tensor<16384x4x32xf32>) -> tensor<16384x128xf32>
    %87:4 = call @elu(%86) : (tensor<16384x128xf32>) -> (tensor<16384x128xf32>, tensor<16384x128xi1>, tensor<16384x128xf32>, tensor<16384x128xi1>)
    %88 = stablehlo.dot_general %87#0, %arg6, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16384x128xf32>, tensor<128x128xf32>) -> tensor<16384x128xf32>
    %89 = stablehlo.reshape %88 : (tensor<16384x128xf32>) -> tensor<16384x4x32xf32>
    %90 = stablehlo.broadcast_in_dim %arg4, dims = [1, 2] : (tensor<4x32xf32>) -> tensor<1x4x32xf32>
    %91 = stablehlo.broadcast_in_dim %90, dims = [0, 1, 2] : (tensor<1x4x32xf32>) -> tensor<16384x4x32xf32>
    %92 = stablehlo.multiply %89, %91 : tensor<16384x4x32xf32>
    %cst_23 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %93 = stablehlo.reduce(%92 init: %cst_23) applies stablehlo.add across dimensions = [2] : (tensor<16384x4x32xf32>, tensor<f32>) -> tensor<16384x4xf32>
    %c_24 = stablehlo.constant dense<0> : tensor<i32>
    %94 = stablehlo.broadcast_in_dim %c_24, dims = [] : (tensor<i32>) -> tensor<65536xi32>
    %95 = stablehlo.compare LT, %arg8, %94, SIGNED : (tensor<65536xi32>, tensor<65536xi32>) -> tensor<65536xi1>
    %c_25 = stablehlo.constant dense<16384> : tensor<i32>
    %96 = stablehlo.broadcast_in_dim %c_25, dims = [] : (tensor<i32>) -> tensor<65536xi32>
    %97 = stablehlo.add %arg8, %96 : tensor<65536xi32>
    %98 = stablehlo.select %95, %97, %arg8 : tensor<65536xi1>, tensor<65536xi32>
    %99 = stablehlo.broadcast_in_dim %98, dims = [0] : (tensor<65536xi32>) -> tensor<65536x1xi32>
    %100 = "stablehlo.gather"(%93, %99) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 4>}> : (tensor<16384x4xf32>, tensor<65536x1xi32>) -> tensor<65536x4xf32>
    %101 = stablehlo.broadcast_in_dim %arg2, dims = [1, 2] : (tensor<4x32xf32>) -> tensor<1x4x32xf32>
    %102 = stablehlo.broadcast_in_dim %101, dims = [0, 1, 2] : (tensor<1x4x32xf32>) -> tensor<16384x4x32xf32>
    %103 = stablehlo.multiply %89, %102 : tensor<16384x4x32xf32>
    %cst_26 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %104 = stablehlo.reduce(%103 init: %cst_26) applies stablehlo.add across dimensions = [2] : (tensor<16384x4x32xf32>, tensor<f32>) -> tensor<16384x4xf32>
    %c_27 = stablehlo.constant dense<0> : tensor<i32>
    %105 = stablehlo.broadcast_in_dim %c_27, dims = [] : (tensor<i32>) -> tensor<65536xi32>
    %106 = stablehlo.compare LT, %arg9, %105, SIGNED : (tensor<65536xi32>, tensor<65536xi32>) -> tensor<65536xi1>
    %c_28 = stablehlo.constant dense<16384> : tensor<i32>
    %107 = stablehlo.broadcast_in_dim %c_28, dims = [] : (tensor<i32>) -> tensor<65536xi32>
    %108 = stablehlo.add %arg9, %107 : tensor<65536xi32>
    %109 = stablehlo.select %106, %108, %arg9 : tensor<65536xi1>, tensor<65536xi32>
    %110 = stablehlo.broadcast_in_dim %109, dims = [0] : (tensor<65536xi32>) -> tensor<65536x1xi32>
    %111 = "stablehlo.gather"(%104, %110) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 4>}> : (tensor<16384x4xf32>, tensor<65536x1xi32>) -> tensor<65536x4xf32>
    %112 = stablehlo.add %100, %111 : tensor<65536x4xf32>
    %cst_29 = stablehlo.constant dense<2.000000e-01> : tensor<f32>
    %113:3 = call @leaky_relu(%112, %cst_29) : (tensor<65536x4xf32>, tensor<f32>) -> (tensor<65536x4xf32>, tensor<f32>, tensor<65536x4xi1>)
    %cst_30 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %114 = stablehlo.broadcast_in_dim %cst_30, dims = [] : (tensor<f32>) -> tensor<16384x4xf32>
    %115 = stablehlo.broadcast_in_dim %arg9, dims = [0] : (tensor<65536xi32>) -> tensor<65536x1xi32>
    %116 = "stablehlo.scatter"(%114, %115, %113#0) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg11: tensor<f32>, %arg12: tensor<f32>):
      %350 = stablehlo.maximum %arg11, %arg12 : tensor<f32>
      stablehlo.return %350 : tensor<f32>
    }) : (tensor<16384x4xf32>, tensor<65536x1xi32>, tensor<65536x4xf32>) -> tensor<16384x4xf32>
    %117 = "stablehlo.gather"(%114, %115) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 4>}> : (tensor<16384x4xf32>, tensor<65536x1xi32>) -> tensor<65536x4xf32>
    %118 = "stablehlo.gather"(%116, %115) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 4>}> : (tensor<16384x4xf32>, tensor<65536x1xi32>) -> tensor<65536x4xf32>
    %119 = stablehlo.compare EQ, %113#0, %118, FLOAT : (tensor<65536x4xf32>, tensor<65536x4xf32>) -> tensor<65536x4xi1>
    %120 = stablehlo.compare EQ, %117, %118, FLOAT : (tensor<65536x4xf32>, tensor<65536x4xf32>) -> tensor<65536x4xi1>
    %cst_31 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %121 = stablehlo.broadcast_in_dim %cst_31, dims = [] : (tensor<f32>) -> tensor<16384x4xf32>
    %cst_32 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %122 = stablehlo.broadcast_in_dim %cst_32, dims = [] : (tensor<f32>) -> tensor<65536x4xf32>
    %cst_33 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %123 = stablehlo.broadcast_in_dim %cst_33, dims = [] : (tensor<f32>) -> tensor<65536x4xf32>
    %124 = stablehlo.select %119, %122, %123 : tensor<65536x4xi1>, tensor<65536x4xf32>
    %125 = "stablehlo.scatter"(%121, %115, %124) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg11: tensor<f32>, %arg12: tensor<f32>):
      %350 = stablehlo.add %arg11, %arg12 : tensor<f32>
      stablehlo.return %350 : tensor<f32>
    }) : (tensor<16384x4xf32>, tensor<65536x1xi32>, tensor<65536x4xf32>) -> tensor<16384x4xf32>
    %126 = "stablehlo.gather"(%125, %115) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 4>}> : (tensor<16384x4xf32>, tensor<65536x1xi32>) -> tensor<65536x4xf32>
    %cst_34 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %127 = stablehlo.broadcast_in_dim %cst_34, dims = [] : (tensor<f32>) -> tensor<65536x4xf32>
    %128 = stablehlo.add %126, %127 : tensor<65536x4xf32>
    %cst_35 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %129 = stablehlo.broadcast_in_dim %cst_35, dims = [] : (tensor<f32>) -> tensor<65536x4xf32>
    %130 = stablehlo.divide %129, %128 : tensor<65536x4xf32>
    %cst_36 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %131 = stablehlo.broadcast_in_dim %cst_36, dims = [] : (tensor<f32>) -> tensor<65536x4xf32>
    %132 = stablehlo.divide %131, %126 : tensor<65536x4xf32>
    %133 = stablehlo.select %120, %130, %132 : tensor<65536x4xi1>, tensor<65536x4xf32>
    %cst_37 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %134 = stablehlo.broadcast_in_dim %cst_37, dims = [] : (tensor<f32>) -> tensor<65536x4xf32>
    %135 = stablehlo.select %119, %133, %134 : tensor<65536x4xi1>, tensor<65536x4xf32>
    %c_38 = stablehlo.constant dense<0> : tensor<i32>
    %136 = stablehlo.broadcast_in_dim %c_38, dims = [] : (tensor<i32>) -> tensor<65536xi32>
    %137 = stablehlo.compare LT, %arg9, %136, SIGNED : (tensor<65536xi32>, tensor<65536xi32>) -> tensor<65536xi1>
    %c_39 = stablehlo.constant dense<16384> : tensor<i32>
    %138 = stablehlo.broadcast_in_dim %c_39, dims = [] : (tensor<i32>) -> tensor<65536xi32>
    %139 = stablehlo.add %arg9, %138 : tensor<65536xi32>
    %140 = stablehlo.select %137, %139, %arg9 : tensor<65536xi1>, tensor<65536xi32>
    %141 = stablehlo.broadcast_in_dim %140, dims = [0] : (tensor<65536xi32>) -> tensor<65536x1xi32>
    %142 = "stablehlo.gather"(%116, %141) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 4>}> : (tensor<16384x4xf32>, tensor<65536x1xi32>) -> tensor<65536x4xf32>
    %143 = stablehlo.subtract %113#0, %142 : tensor<65536x4xf32>
    %144 = stablehlo.exponential %143 : tensor<65536x4xf32>
    %cst_40 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %145 = stablehlo.broadcast_in_dim %cst_40, dims = [] : (tensor<f32>) -> tensor<16384x4xf32>
    %146 = stablehlo.broadcast_in_dim %arg9, dims = [0] : (tensor<65536xi32>) -> tensor<65536x1xi32>
    %147 = "stablehlo.scatter"(%145, %146, %144) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg11: tensor<f32>, %arg12: tensor<f32>):
      %350 = stablehlo.add %arg11, %arg12 : tensor<f32>
      stablehlo.return %350 : tensor<f32>
    }) : (tensor<16384x4xf32>, tensor<65536x1xi32>, tensor<65536x4xf32>) -> tensor<16384x4xf32>
    %c_41 = stablehlo.constant dense<0> : tensor<i32>
    %148 = stablehlo.broadcast_in_dim %c_41, dims = [] : (tensor<i32>) -> tensor<65536xi32>
    %149 = stablehlo.compare LT, %arg9, %148, SIGNED : (tensor<65536xi32>, tensor<65536xi32>) -> tensor<65536xi1>
    %c_42 = stablehlo.constant dense<16384> : tensor<i32>
    %150 = stablehlo.broadcast_in_dim %c_42, dims = [] : (tensor<i32>) -> tensor<65536xi32>
    %151 = stablehlo.add %arg9, %150 : tensor<65536xi32>
    %152 = stablehlo.select %149, %151, %arg9 : tensor<65536xi1>, tensor<65536xi32>
    %153 = stablehlo.broadcast_in_dim %152, dims = [0] : (tensor<65536xi32>) -> tensor<65536x1xi32>
    %154 = "stablehlo.gather"(%147, %153) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 4>}> : (tensor<16384x4xf32>, tensor<65536x1xi32>) -> tensor<65536x4xf32>
    %cst_43 = stablehlo.constant dense<9.99999971E-10> : tensor<f32>
    %155 = stablehlo.broadcast_in_dim %cst_43, dims = [] : (tensor<f32>) -> tensor<65536x4xf32>
    %156 = stablehlo.add %154, %155 : tensor<65536x4xf32>
    %157 = stablehlo.divide %144, %156 : tensor<65536x4xf32>
    %158 = stablehlo.multiply %156, %156 : tensor<65536x4xf32>
    %cst_44 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %159 = stablehlo.broadcast_in_dim %cst_44, dims = [] : (tensor<f32>) -> tensor<65536x4xf32>
    %160 = stablehlo.divide %159, %158 : tensor<65536x4xf32>
    %c_45 = stablehlo.constant dense<0> : tensor<i32>
    %161 = stablehlo.broadcast_in_dim %c_45, dims = [] : (tensor<i32>) -> tensor<65536xi32>
    %162 = stablehlo.compare LT, %arg8, %161, SIGNED : (tensor<65536xi32>, tensor<65536xi32>) -> tensor<65536xi1>
    %c_46 = stablehlo.constant dense<16384> : tensor<i32>
    %163 = stablehlo.broadcast_in_dim %c_46, dims = [] : (tensor<i32>) -> tensor<65536xi32>
    %164 = stablehlo.add %arg8, %163 : tensor<65536xi32>
    %165 = stablehlo.select %162, %164, %arg8 : tensor<65536xi1>, tensor<65536xi32>
    %166 = stablehlo.broadcast_in_dim %165, dims = [0] : (tensor<65536xi32>) -> tensor<65536x1xi32>
    %167 = "stablehlo.gather"(%89, %166) <{dimension_numbers = #stablehlo.gather<offset_dims = [1, 2], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 4, 32>}> : (tensor<16384x4x32xf32>, tensor<65536x1xi32>) -> tensor<65536x4x32xf32>
    %168 = stablehlo.broadcast_in_dim %157, dims = [0, 1] : (tensor<65536x4xf32>) -> tensor<65536x4x1xf32>
    %169 = stablehlo.broadcast_in_dim %168, dims = [0, 1, 2] : (tensor<65536x4x1xf32>) -> tensor<65536x4x32xf32>
    %170 = stablehlo.multiply %167, %169 : tensor<65536x4x32xf32>
    %cst_47 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %171 = stablehlo.broadcast_in_dim %cst_47, dims = [] : (tensor<f32>) -> tensor<16384x4x32xf32>
    %172 = stablehlo.broadcast_in_dim %arg9, dims = [0] : (tensor<65536xi32>) -> tensor<65536x1xi32>
    %173 = "stablehlo.scatter"(%171, %172, %170) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1, 2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg11: tensor<f32>, %arg12: tensor<f32>):
      %350 = stablehlo.add %arg11, %arg12 : tensor<f32>
      stablehlo.return %350 : tensor<f32>
    }) : (tensor<16384x4x32xf32>, tensor<65536x1xi32>, tensor<65536x4x32xf32>) -> tensor<16384x4x32xf32>
    %174 = stablehlo.reshape %173 : (tensor<16384x4x32xf32>) -> tensor<16384x128xf32>
    %175 = stablehlo.dot_general %174, %arg0, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16384x128xf32>, tensor<128x16xf32>) -> tensor<16384x16xf32>
    %176:3 = call @log_softmax(%175) : (tensor<16384x16xf32>) -> (tensor<16384x16xf32>, tensor<16384x16xf32>, tensor<16384x1xf32>)
    %177 = stablehlo.broadcast_in_dim %arg10, dims = [0] : (tensor<16384xi32>) -> tensor<16384x1xi32>
    %178:2 = call @take_along_axis(%176#0, %177) : (tensor<16384x16xf32>, tensor<16384x1xi32>) -> (tensor<16384x1xf32>, tensor<16384x1x1xi32>)
    %cst_48 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %179 = stablehlo.reduce(%178#0 init: %cst_48) applies stablehlo.add across dimensions = [0, 1] : (tensor<16384x1xf32>, tensor<f32>) -> tensor<f32>
    %cst_49 = stablehlo.constant dense<1.638400e+04> : tensor<f32>
    %180 = stablehlo.divide %179, %cst_49 : tensor<f32>
    %181 = stablehlo.negate %180 : tensor<f32>
    %cst_50 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %182 = stablehlo.negate %cst_50 : tensor<f32>
    %cst_51 = stablehlo.constant dense<1.638400e+04> : tensor<f32>
    %183 = stablehlo.divide %182, %cst_51 : tensor<f32>
    %184 = stablehlo.broadcast_in_dim %183, dims = [] : (tensor<f32>) -> tensor<16384x1xf32>
    %185 = call @take_along_axis_2(%178#1, %184) : (tensor<16384x1x1xi32>, tensor<16384x1xf32>) -> tensor<16384x16xf32>
    %186 = call @log_softmax_3(%176#1, %176#2, %185) : (tensor<16384x16xf32>, tensor<16384x1xf32>, tensor<16384x16xf32>) -> tensor<16384x16xf32>
    %187 = stablehlo.dot_general %186, %174, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16384x16xf32>, tensor<16384x128xf32>) -> tensor<16x128xf32>
    %188 = stablehlo.transpose %187, dims = [1, 0] : (tensor<16x128xf32>) -> tensor<128x16xf32>
    %189 = stablehlo.dot_general %186, %arg0, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<16384x16xf32>, tensor<128x16xf32>) -> tensor<16384x128xf32>
    %190 = stablehlo.reshape %189 : (tensor<16384x128xf32>) -> tensor<16384x4x32xf32>
    %c_52 = stablehlo.constant dense<16383> : tensor<1xi32>
    %c_53 = stablehlo.constant dense<0> : tensor<i32>
    %191 = stablehlo.broadcast_in_dim %c_53, dims = [] : (tensor<i32>) -> tensor<65536x1xi32>
    %192 = stablehlo.compare GE, %172, %191, SIGNED : (tensor<65536x1xi32>, tensor<65536x1xi32>) -> tensor<65536x1xi1>
    %193 = stablehlo.broadcast_in_dim %c_52, dims = [1] : (tensor<1xi32>) -> tensor<1x1xi32>
    %194 = stablehlo.broadcast_in_dim %193, dims = [0, 1] : (tensor<1x1xi32>) -> tensor<65536x1xi32>
    %195 = stablehlo.compare LE, %172, %194, SIGNED : (tensor<65536x1xi32>, tensor<65536x1xi32>) -> tensor<65536x1xi1>
    %196 = stablehlo.and %192, %195 : tensor<65536x1xi1>
    %c_54 = stablehlo.constant dense<true> : tensor<i1>
    %197 = stablehlo.reduce(%196 init: %c_54) applies stablehlo.and across dimensions = [1] : (tensor<65536x1xi1>, tensor<i1>) -> tensor<65536xi1>
    %198 = "stablehlo.gather"(%190, %172) <{dimension_numbers = #stablehlo.gather<offset_dims = [1, 2], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 4, 32>}> : (tensor<16384x4x32xf32>, tensor<65536x1xi32>) -> tensor<65536x4x32xf32>
    %199 = stablehlo.broadcast_in_dim %197, dims = [0] : (tensor<65536xi1>) -> tensor<65536x4x32xi1>
    %cst_55 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %200 = stablehlo.broadcast_in_dim %cst_55, dims = [] : (tensor<f32>) -> tensor<65536x4x32xf32>
    %201 = stablehlo.select %199, %198, %200 : tensor<65536x4x32xi1>, tensor<65536x4x32xf32>
    %202 = stablehlo.multiply %167, %201 : tensor<65536x4x32xf32>
    %cst_56 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %203 = stablehlo.reduce(%202 init: %cst_56) applies stablehlo.add across dimensions = [2] : (tensor<65536x4x32xf32>, tensor<f32>) -> tensor<65536x4xf32>
    %204 = stablehlo.reshape %203 : (tensor<65536x4xf32>) -> tensor<65536x4x1xf32>
    %205 = stablehlo.broadcast_in_dim %168, dims = [0, 1, 2] : (tensor<65536x4x1xf32>) -> tensor<65536x4x32xf32>
    %206 = stablehlo.multiply %201, %205 : tensor<65536x4x32xf32>
    %cst_57 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %207 = stablehlo.reduce(%204 init: %cst_57) applies stablehlo.add across dimensions = [2] : (tensor<65536x4x1xf32>, tensor<f32>) -> tensor<65536x4xf32>
    %cst_58 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %208 = stablehlo.broadcast_in_dim %cst_58, dims = [] : (tensor<f32>) -> tensor<16384x4x32xf32>
    %209 = "stablehlo.scatter"(%208, %166, %206) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1, 2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg11: tensor<f32>, %arg12: tensor<f32>):
      %350 = stablehlo.add %arg11, %arg12 : tensor<f32>
      stablehlo.return %350 : tensor<f32>
    }) : (tensor<16384x4x32xf32>, tensor<65536x1xi32>, tensor<65536x4x32xf32>) -> tensor<16384x4x32xf32>
    %210 = stablehlo.multiply %207, %160 : tensor<65536x4xf32>
    %211 = stablehlo.multiply %210, %144 : tensor<65536x4xf32>
    %212 = stablehlo.negate %211 : tensor<65536x4xf32>
    %213 = stablehlo.divide %207, %156 : tensor<65536x4xf32>
    %cst_59 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %214 = stablehlo.broadcast_in_dim %cst_59, dims = [] : (tensor<f32>) -> tensor<16384x4xf32>
    %215 = "stablehlo.scatter"(%214, %153, %212) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg11: tensor<f32>, %arg12: tensor<f32>):
      %350 = stablehlo.add %arg11, %arg12 : tensor<f32>
      stablehlo.return %350 : tensor<f32>
    }) : (tensor<16384x4xf32>, tensor<65536x1xi32>, tensor<65536x4xf32>) -> tensor<16384x4xf32>
    %c_60 = stablehlo.constant dense<16383> : tensor<1xi32>
    %c_61 = stablehlo.constant dense<0> : tensor<i32>
    %216 = stablehlo.broadcast_in_dim %c_61, dims = [] : (tensor<i32>) -> tensor<65536x1xi32>
    %217 = stablehlo.compare GE, %146, %216, SIGNED : (tensor<65536x1xi32>, tensor<65536x1xi32>) -> tensor<65536x1xi1>
    %218 = stablehlo.broadcast_in_dim %c_60, dims = [1] : (tensor<1xi32>) -> tensor<1x1xi32>
    %219 = stablehlo.broadcast_in_dim %218, dims = [0, 1] : (tensor<1x1xi32>) -> tensor<65536x1xi32>
    %220 = stablehlo.compare LE, %146, %219, SIGNED : (tensor<65536x1xi32>, tensor<65536x1xi32>) -> tensor<65536x1xi1>
    %221 = stablehlo.and %217, %220 : tensor<65536x1xi1>
    %c_62 = stablehlo.constant dense<true> : tensor<i1>
    %222 = stablehlo.reduce(%221 init: %c_62) applies stablehlo.and across dimensions = [1] : (tensor<65536x1xi1>, tensor<i1>) -> tensor<65536xi1>
    %223 = "stablehlo.gather"(%215, %146) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 4>}> : (tensor<16384x4xf32>, tensor<65536x1xi32>) -> tensor<65536x4xf32>
    %224 = stablehlo.broadcast_in_dim %222, dims = [0] : (tensor<65536xi1>) -> tensor<65536x4xi1>
    %cst_63 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %225 = stablehlo.broadcast_in_dim %cst_63, dims = [] : (tensor<f32>) -> tensor<65536x4xf32>
    %226 = stablehlo.select %224, %223, %225 : tensor<65536x4xi1>, tensor<65536x4xf32>
    %227 = stablehlo.add %213, %226 : tensor<65536x4xf32>
    %228 = stablehlo.multiply %227, %144 : tensor<65536x4xf32>
    %229 = stablehlo.negate %228 : tensor<65536x4xf32>
    %cst_64 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %230 = stablehlo.broadcast_in_dim %cst_64, dims = [] : (tensor<f32>) -> tensor<16384x4xf32>
    %231 = "stablehlo.scatter"(%230, %141, %229) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg11: tensor<f32>, %arg12: tensor<f32>):
      %350 = stablehlo.add %arg11, %arg12 : tensor<f32>
      stablehlo.return %350 : tensor<f32>
    }) : (tensor<16384x4xf32>, tensor<65536x1xi32>, tensor<65536x4xf32>) -> tensor<16384x4xf32>
    %c_65 = stablehlo.constant dense<16383> : tensor<1xi32>
    %c_66 = stablehlo.constant dense<0> : tensor<i32>
    %232 = stablehlo.broadcast_in_dim %c_66, dims = [] : (tensor<i32>) -> tensor<65536x1xi32>
    %233 = stablehlo.compare GE, %115, %232, SIGNED : (tensor<65536x1xi32>, tensor<65536x1xi32>) -> tensor<65536x1xi1>
    %234 = stablehlo.broadcast_in_dim %c_65, dims = [1] : (tensor<1xi32>) -> tensor<1x1xi32>
    %235 = stablehlo.broadcast_in_dim %234, dims = [0, 1] : (tensor<1x1xi32>) -> tensor<65536x1xi32>
    %236 = stablehlo.compare LE, %115, %235, SIGNED : (tensor<65536x1xi32>, tensor<65536x1xi32>) -> tensor<65536x1xi1>
    %237 = stablehlo.and %233, %236 : tensor<65536x1xi1>
    %c_67 = stablehlo.constant dense<true> : tensor<i1>
    %238 = stablehlo.reduce(%237 init: %c_67) applies stablehlo.and across dimensions = [1] : (tensor<65536x1xi1>, tensor<i1>) -> tensor<65536xi1>
    %239 = "stablehlo.gather"(%231, %115) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 4>}> : (tensor<16384x4xf32>, tensor<65536x1xi32>) -> tensor<65536x4xf32>
    %240 = stablehlo.broadcast_in_dim %238, dims = [0] : (tensor<65536xi1>) -> tensor<65536x4xi1>
    %cst_68 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %241 = stablehlo.broadcast_in_dim %cst_68, dims = [] : (tensor<f32>) -> tensor<65536x4xf32>
    %242 = stablehlo.select %240, %239, %241 : tensor<65536x4xi1>, tensor<65536x4xf32>
    %243 = stablehlo.multiply %242, %135 : tensor<65536x4xf32>
    %244 = stablehlo.add %228, %243 : tensor<65536x4xf32>
    %245 = call @leaky_relu_4(%113#1, %113#2, %244) : (tensor<f32>, tensor<65536x4xi1>, tensor<65536x4xf32>) -> tensor<65536x4xf32>
    %cst_69 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %246 = stablehlo.broadcast_in_dim %cst_69, dims = [] : (tensor<f32>) -> tensor<16384x4xf32>
    %247 = "stablehlo.scatter"(%246, %110, %245) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg11: tensor<f32>, %arg12: tensor<f32>):
      %350 = stablehlo.add %arg11, %arg12 : tensor<f32>
      stablehlo.return %350 : tensor<f32>
    }) : (tensor<16384x4xf32>, tensor<65536x1xi32>, tensor<65536x4xf32>) -> tensor<16384x4xf32>
    %248 = stablehlo.broadcast_in_dim %247, dims = [0, 1] : (tensor<16384x4xf32>) -> tensor<16384x4x32xf32>
    %249 = stablehlo.multiply %89, %248 : tensor<16384x4x32xf32>
    %cst_70 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %250 = stablehlo.reduce(%249 init: %cst_70) applies stablehlo.add across dimensions = [0] : (tensor<16384x4x32xf32>, tensor<f32>) -> tensor<4x32xf32>
    %251 = stablehlo.reshape %250 : (tensor<4x32xf32>) -> tensor<1x4x32xf32>
    %252 = stablehlo.broadcast_in_dim %101, dims = [0, 1, 2] : (tensor<1x4x32xf32>) -> tensor<16384x4x32xf32>
    %253 = stablehlo.multiply %248, %252 : tensor<16384x4x32xf32>
    %254 = stablehlo.add %209, %253 : tensor<16384x4x32xf32>
    %cst_71 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %255 = stablehlo.reduce(%251 init: %cst_71) applies stablehlo.add across dimensions = [0] : (tensor<1x4x32xf32>, tensor<f32>) -> tensor<4x32xf32>
    %cst_72 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %256 = stablehlo.broadcast_in_dim %cst_72, dims = [] : (tensor<f32>) -> tensor<16384x4xf32>
    %257 = "stablehlo.scatter"(%256, %99, %245) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg11: tensor<f32>, %arg12: tensor<f32>):
      %350 = stablehlo.add %arg11, %arg12 : tensor<f32>
      stablehlo.return %350 : tensor<f32>
    }) : (tensor<16384x4xf32>, tensor<65536x1xi32>, tensor<65536x4xf32>) -> tensor<16384x4xf32>
    %258 = stablehlo.broadcast_in_dim %257, dims = [0, 1] : (tensor<16384x4xf32>) -> tensor<16384x4x32xf32>
    %259 = stablehlo.multiply %89, %258 : tensor<16384x4x32xf32>
    %cst_73 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %260 = stablehlo.reduce(%259 init: %cst_73) applies stablehlo.add across dimensions = [0] : (tensor<16384x4x32xf32>, tensor<f32>) -> tensor<4x32xf32>
    %261 = stablehlo.reshape %260 : (tensor<4x32xf32>) -> tensor<1x4x32xf32>
    %262 = stablehlo.broadcast_in_dim %90, dims = [0, 1, 2] : (tensor<1x4x32xf32>) -> tensor<16384x4x32xf32>
    %263 = stablehlo.multiply %258, %262 : tensor<16384x4x32xf32>
    %264 = stablehlo.add %254, %263 : tensor<16384x4x32xf32>
    %cst_74 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %265 = stablehlo.reduce(%261 init: %cst_74) applies stablehlo.add across dimensions = [0] : (tensor<1x4x32xf32>, tensor<f32>) -> tensor<4x32xf32>
    %266 = stablehlo.reshape %264 : (tensor<16384x4x32xf32>) -> tensor<16384x128xf32>
    %267 = stablehlo.dot_general %266, %87#0, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16384x128xf32>, tensor<16384x128xf32>) -> tensor<128x128xf32>
    %268 = stablehlo.transpose %267, dims = [1, 0] : (tensor<128x128xf32>) -> tensor<128x128xf32>
    %269 = stablehlo.dot_general %266, %arg6, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<16384x128xf32>, tensor<128x128xf32>) -> tensor<16384x128xf32>
    %270 = call @elu_6(%87#1, %87#2, %87#3, %269) : (tensor<16384x128xi1>, tensor<16384x128xf32>, tensor<16384x128xi1>, tensor<16384x128xf32>) -> tensor<16384x128xf32>
    %271 = stablehlo.reshape %270 : (tensor<16384x128xf32>) -> tensor<16384x4x32xf32>
    %c_75 = stablehlo.constant dense<16383> : tensor<1xi32>
    %c_76 = stablehlo.constant dense<0> : tensor<i32>
    %272 = stablehlo.broadcast_in_dim %c_76, dims = [] : (tensor<i32>) -> tensor<65536x1xi32>
    %273 = stablehlo.compare GE, %84, %272, SIGNED : (tensor<65536x1xi32>, tensor<65536x1xi32>) -> tensor<65536x1xi1>
    %274 = stablehlo.broadcast_in_dim %c_75, dims = [1] : (tensor<1xi32>) -> tensor<1x1xi32>
    %275 = stablehlo.broadcast_in_dim %274, dims = [0, 1] : (tensor<1x1xi32>) -> tensor<65536x1xi32>
    %276 = stablehlo.compare LE, %84, %275, SIGNED : (tensor<65536x1xi32>, tensor<65536x1xi32>) -> tensor<65536x1xi1>
    %277 = stablehlo.and %273, %276 : tensor<65536x1xi1>
    %c_77 = stablehlo.constant dense<true> : tensor<i1>
    %278 = stablehlo.reduce(%277 init: %c_77) applies stablehlo.and across dimensions = [1] : (tensor<65536x1xi1>, tensor<i1>) -> tensor<65536xi1>
    %279 = "stablehlo.gather"(%271, %84) <{dimension_numbers = #stablehlo.gather<offset_dims = [1, 2], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 4, 32>}> : (tensor<16384x4x32xf32>, tensor<65536x1xi32>) -> tensor<65536x4x32xf32>
    %280 = stablehlo.broadcast_in_dim %278, dims = [0] : (tensor<65536xi1>) -> tensor<65536x4x32xi1>
    %cst_78 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %281 = stablehlo.broadcast_in_dim %cst_78, dims = [] : (tensor<f32>) -> tensor<65536x4x32xf32>
    %282 = stablehlo.select %280, %279, %281 : tensor<65536x4x32xi1>, tensor<65536x4x32xf32>
    %283 = stablehlo.multiply %79, %282 : tensor<65536x4x32xf32>
    %cst_79 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %284 = stablehlo.reduce(%283 init: %cst_79) applies stablehlo.add across dimensions = [2] : (tensor<65536x4x32xf32>, tensor<f32>) -> tensor<65536x4xf32>
    %285 = stablehlo.reshape %284 : (tensor<65536x4xf32>) -> tensor<65536x4x1xf32>
    %286 = stablehlo.broadcast_in_dim %80, dims = [0, 1, 2] : (tensor<65536x4x1xf32>) -> tensor<65536x4x32xf32>
    %287 = stablehlo.multiply %282, %286 : tensor<65536x4x32xf32>
    %cst_80 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %288 = stablehlo.reduce(%285 init: %cst_80) applies stablehlo.add across dimensions = [2] : (tensor<65536x4x1xf32>, tensor<f32>) -> tensor<65536x4xf32>
    %cst_81 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %289 = stablehlo.broadcast_in_dim %cst_81, dims = [] : (tensor<f32>) -> tensor<16384x4x32xf32>
    %290 = "stablehlo.scatter"(%289, %78, %287) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1, 2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg11: tensor<f32>, %arg12: tensor<f32>):
      %350 = stablehlo.add %arg11, %arg12 : tensor<f32>
      stablehlo.return %350 : tensor<f32>
    }) : (tensor<16384x4x32xf32>, tensor<65536x1xi32>, tensor<65536x4x32xf32>) -> tensor<16384x4x32xf32>
    %291 = stablehlo.multiply %288, %72 : tensor<65536x4xf32>
    %292 = stablehlo.multiply %291, %56 : tensor<65536x4xf32>
    %293 = stablehlo.negate %292 : tensor<65536x4xf32>
    %294 = stablehlo.divide %288, %68 : tensor<65536x4xf32>
    %cst_82 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %295 = stablehlo.broadcast_in_dim %cst_82, dims = [] : (tensor<f32>) -> tensor<16384x4xf32>
    %296 = "stablehlo.scatter"(%295, %65, %293) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg11: tensor<f32>, %arg12: tensor<f32>):
      %350 = stablehlo.add %arg11, %arg12 : tensor<f32>
      stablehlo.return %350 : tensor<f32>
    }) : (tensor<16384x4xf32>, tensor<65536x1xi32>, tensor<65536x4xf32>) -> tensor<16384x4xf32>
    %c_83 = stablehlo.constant dense<16383> : tensor<1xi32>
    %c_84 = stablehlo.constant dense<0> : tensor<i32>
    %297 = stablehlo.broadcast_in_dim %c_84, dims = [] : (tensor<i32>) -> tensor<65536x1xi32>
    %298 = stablehlo.compare GE, %58, %297, SIGNED : (tensor<65536x1xi32>, tensor<65536x1xi32>) -> tensor<65536x1xi1>
    %299 = stablehlo.broadcast_in_dim %c_83, dims = [1] : (tensor<1xi32>) -> tensor<1x1xi32>
    %300 = stablehlo.broadcast_in_dim %299, dims = [0, 1] : (tensor<1x1xi32>) -> tensor<65536x1xi32>
    %301 = stablehlo.compare LE, %58, %300, SIGNED : (tensor<65536x1xi32>, tensor<65536x1xi32>) -> tensor<65536x1xi1>
    %302 = stablehlo.and %298, %301 : tensor<65536x1xi1>
    %c_85 = stablehlo.constant dense<true> : tensor<i1>
    %303 = stablehlo.reduce(%302 init: %c_85) applies stablehlo.and across dimensions = [1] : (tensor<65536x1xi1>, tensor<i1>) -> tensor<65536xi1>
    %304 = "stablehlo.gather"(%296, %58) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 4>}> : (tensor<16384x4xf32>, tensor<65536x1xi32>) -> tensor<65536x4xf32>
    %305 = stablehlo.broadcast_in_dim %303, dims = [0] : (tensor<65536xi1>) -> tensor<65536x4xi1>
    %cst_86 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %306 = stablehlo.broadcast_in_dim %cst_86, dims = [] : (tensor<f32>) -> tensor<65536x4xf32>
    %307 = stablehlo.select %305, %304, %306 : tensor<65536x4xi1>, tensor<65536x4xf32>
    %308 = stablehlo.add %294, %307 : tensor<65536x4xf32>
    %309 = stablehlo.multiply %308, %56 : tensor<65536x4xf32>
    %310 = stablehlo.negate %309 : tensor<65536x4xf32>
    %cst_87 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %311 = stablehlo.broadcast_in_dim %cst_87, dims = [] : (tensor<f32>) -> tensor<16384x4xf32>
    %312 = "stablehlo.scatter"(%311, %53, %310) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg11: tensor<f32>, %arg12: tensor<f32>):
      %350 = stablehlo.add %arg11, %arg12 : tensor<f32>
      stablehlo.return %350 : tensor<f32>
    }) : (tensor<16384x4xf32>, tensor<65536x1xi32>, tensor<65536x4xf32>) -> tensor<16384x4xf32>
    %c_88 = stablehlo.constant dense<16383> : tensor<1xi32>
    %c_89 = stablehlo.constant dense<0> : tensor<i32>
    %313 = stablehlo.broadcast_in_dim %c_89, dims = [] : (tensor<i32>) -> tensor<65536x1xi32>
    %314 = stablehlo.compare GE, %27, %313, SIGNED : (tensor<65536x1xi32>, tensor<65536x1xi32>) -> tensor<65536x1xi1>
    %315 = stablehlo.broadcast_in_dim %c_88, dims = [1] : (tensor<1xi32>) -> tensor<1x1xi32>
    %316 = stablehlo.broadcast_in_dim %315, dims = [0, 1] : (tensor<1x1xi32>) -> tensor<65536x1xi32>
    %317 = stablehlo.compare LE, %27, %316, SIGNED : (tensor<65536x1xi32>, tensor<65536x1xi32>) -> tensor<65536x1xi1>
    %318 = stablehlo.and %314, %317 : tensor<65536x1xi1>
    %c_90 = stablehlo.constant dense<true> : tensor<i1>
    %319 = stablehlo.reduce(%318 init: %c_90) applies stablehlo.and across dimensions = [1] : (tensor<65536x1xi1>, tensor<i1>) -> tensor<65536xi1>
    %320 = "stablehlo.gather"(%312, %27) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 4>}> : (tensor<16384x4xf32>, tensor<65536x1xi32>) -> tensor<65536x4xf32>
    %321 = stablehlo.broadcast_in_dim %319, dims = [0] : (tensor<65536xi1>) -> tensor<65536x4xi1>
    %cst_91 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %322 = stablehlo.broadcast_in_dim %cst_91, dims = [] : (tensor<f32>) -> tensor<65536x4xf32>
    %323 = stablehlo.select %321, %320, %322 : tensor<65536x4xi1>, tensor<65536x4xf32>
    %324 = stablehlo.multiply %323, %47 : tensor<65536x4xf32>
    %325 = stablehlo.add %309, %324 : tensor<65536x4xf32>
    %326 = call @leaky_relu_4(%25#1, %25#2, %325) : (tensor<f32>, tensor<65536x4xi1>, tensor<65536x4xf32>) -> tensor<65536x4xf32>
    %cst_92 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %327 = stablehlo.broadcast_in_dim %cst_92, dims = [] : (tensor<f32>) -> tensor<16384x4xf32>
    %328 = "stablehlo.scatter"(%327, %22, %326) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg11: tensor<f32>, %arg12: tensor<f32>):
      %350 = stablehlo.add %arg11, %arg12 : tensor<f32>
      stablehlo.return %350 : tensor<f32>
    }) : (tensor<16384x4xf32>, tensor<65536x1xi32>, tensor<65536x4xf32>) -> tensor<16384x4xf32>
    %329 = stablehlo.broadcast_in_dim %328, dims = [0, 1] : (tensor<16384x4xf32>) -> tensor<16384x4x32xf32>
    %330 = stablehlo.multiply %1, %329 : tensor<16384x4x32xf32>
    %cst_93 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %331 = stablehlo.reduce(%330 init: %cst_93) applies stablehlo.add across dimensions = [0] : (tensor<16384x4x32xf32>, tensor<f32>) -> tensor<4x32xf32>
    %332 = stablehlo.reshape %331 : (tensor<4x32xf32>) -> tensor<1x4x32xf32>
    %333 = stablehlo.broadcast_in_dim %13, dims = [0, 1, 2] : (tensor<1x4x32xf32>) -> tensor<16384x4x32xf32>
    %334 = stablehlo.multiply %329, %333 : tensor<16384x4x32xf32>
    %335 = stablehlo.add %290, %334 : tensor<16384x4x32xf32>
    %cst_94 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %336 = stablehlo.reduce(%332 init: %cst_94) applies stablehlo.add across dimensions = [0] : (tensor<1x4x32xf32>, tensor<f32>) -> tensor<4x32xf32>
    %cst_95 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %337 = stablehlo.broadcast_in_dim %cst_95, dims = [] : (tensor<f32>) -> tensor<16384x4xf32>
    %338 = "stablehlo.scatter"(%337, %11, %326) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg11: tensor<f32>, %arg12: tensor<f32>):
      %350 = stablehlo.add %arg11, %arg12 : tensor<f32>
      stablehlo.return %350 : tensor<f32>
    }) : (tensor<16384x4xf32>, tensor<65536x1xi32>, tensor<65536x4xf32>) -> tensor<16384x4xf32>
    %339 = stablehlo.broadcast_in_dim %338, dims = [0, 1] : (tensor<16384x4xf32>) -> tensor<16384x4x32xf32>
    %340 = stablehlo.multiply %1, %339 : tensor<16384x4x32xf32>
    %cst_96 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %341 = stablehlo.reduce(%340 init: %cst_96) applies stablehlo.add across dimensions = [0] : (tensor<16384x4x32xf32>, tensor<f32>) -> tensor<4x32xf32>
    %342 = stablehlo.reshape %341 : (tensor<4x32xf32>) -> tensor<1x4x32xf32>
    %343 = stablehlo.broadcast_in_dim %2, dims = [0, 1, 2] : (tensor<1x4x32xf32>) -> tensor<16384x4x32xf32>
    %344 = stablehlo.multiply %339, %343 : tensor<16384x4x32xf32>
    %345 = stablehlo.add %335, %344 : tensor<16384x4x32xf32>
    %cst_97 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %346 = stablehlo.reduce(%342 init: %cst_97) applies stablehlo.add across dimensions = [0] : (tensor<1x4x32xf32>, tensor<f32>) -> tensor<4x32xf32>
    %347 = stablehlo.reshape %345 : (tensor<16384x4x32xf32>) -> tensor<16384x128xf32>
    %348 = stablehlo.dot_general %347, %arg7, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16384x128xf32>, tensor<16384x128xf32>) -> tensor<128x128xf32>
    %349 = stablehlo.transpose %348, dims = [1, 0] : (tensor<128x128xf32>) -> tensor<128x128xf32>
    return %181, %188, %336, %255, %346, %265, %349, %268 : tensor<f32>, tensor<128x16xf32>, tensor<4x32xf32>, tensor<4x32xf32>, tensor<4x32xf32>, tensor<4x32xf32>, tensor<128x128xf32>, tensor<128x128xf32>
  }
  func.func private @leaky_relu(%arg0: tensor<65536x4xf32>, %arg1: tensor<f32>) -> (tensor<65536x4xf32>, tensor<f32>, tensor<65536x4xi1>) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<65536x4xf32>
    %1 = stablehlo.compare GE, %arg0, %0, FLOAT : (tensor<65536x4xf32>, tensor<65536x4xf32>) -> tensor<65536x4xi1>
    %2 = stablehlo.convert %arg1 : tensor<f32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<f32>) -> tensor<65536x4xf32>
    %4 = stablehlo.multiply %3, %arg0 : tensor<65536x4xf32>
    %5 = call @_where(%1, %arg0, %4) : (tensor<65536x4xi1>, tensor<65536x4xf32>, tensor<65536x4xf32>) -> tensor<65536x4xf32>
    return %5, %2, %1 : tensor<65536x4xf32>, tensor<f32>, tensor<65536x4xi1>
  }
  func.func private @_where(%arg0: tensor<65536x4xi1>, %arg1: tensor<65536x4xf32>, %arg2: tensor<65536x4xf32>) -> tensor<65536x4xf32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<65536x4xi1>, tensor<65536x4xf32>
    return %0 : tensor<65536x4xf32>
  }
  func.func private @elu(%arg0: tensor<16384x128xf32>) -> (tensor<16384x128xf32>, tensor<16384x128xi1>, tensor<16384x128xf32>, tensor<16384x128xi1>) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<16384x128xf32>
    %1 = stablehlo.compare GT, %arg0, %0, FLOAT : (tensor<16384x128xf32>, tensor<16384x128xf32>) -> tensor<16384x128xi1>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<16384x128xf32>
    %3 = stablehlo.compare GT, %arg0, %2, FLOAT : (tensor<16384x128xf32>, tensor<16384x128xf32>) -> tensor<16384x128xi1>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %4 = call @_where_0(%3, %cst_1, %arg0) : (tensor<16384x128xi1>, tensor<f32>, tensor<16384x128xf32>) -> tensor<16384x128xf32>
    %5 = stablehlo.exponential_minus_one %4 : tensor<16384x128xf32>
    %cst_2 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %6 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<16384x128xf32>
    %7 = stablehlo.add %5, %6 : tensor<16384x128xf32>
    %cst_3 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %8 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<16384x128xf32>
    %9 = stablehlo.multiply %8, %5 : tensor<16384x128xf32>
    %10 = call @_where_1(%1, %arg0, %9) : (tensor<16384x128xi1>, tensor<16384x128xf32>, tensor<16384x128xf32>) -> tensor<16384x128xf32>
    return %10, %3, %7, %1 : tensor<16384x128xf32>, tensor<16384x128xi1>, tensor<16384x128xf32>, tensor<16384x128xi1>
  }
  func.func private @_where_0(%arg0: tensor<16384x128xi1>, %arg1: tensor<f32>, %arg2: tensor<16384x128xf32>) -> tensor<16384x128xf32> {
    %0 = stablehlo.convert %arg1 : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<16384x128xf32>
    %2 = stablehlo.select %arg0, %1, %arg2 : tensor<16384x128xi1>, tensor<16384x128xf32>
    return %2 : tensor<16384x128xf32>
  }
  func.func private @_where_1(%arg0: tensor<16384x128xi1>, %arg1: tensor<16384x128xf32>, %arg2: tensor<16384x128xf32>) -> tensor<16384x128xf32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<16384x128xi1>, tensor<16384x128xf32>
    return %0 : tensor<16384x128xf32>
  }
  func.func private @log_softmax(%arg0: tensor<16384x16xf32>) -> (tensor<16384x16xf32>, tensor<16384x16xf32>, tensor<16384x1xf32>) {
    %cst = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %0 = stablehlo.reduce(%arg0 init: %cst) applies stablehlo.maximum across dimensions = [1] : (tensor<16384x16xf32>, tensor<f32>) -> tensor<16384xf32>
    %cst_0 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<16384xf32>
    %2 = stablehlo.maximum %1, %0 : tensor<16384xf32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [0] : (tensor<16384xf32>) -> tensor<16384x1xf32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [0, 1] : (tensor<16384x1xf32>) -> tensor<16384x16xf32>
    %5 = stablehlo.subtract %arg0, %4 : tensor<16384x16xf32>
    %6 = stablehlo.exponential %5 : tensor<16384x16xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %7 = stablehlo.reduce(%6 init: %cst_1) applies stablehlo.add across dimensions = [1] : (tensor<16384x16xf32>, tensor<f32>) -> tensor<16384xf32>
    %8 = stablehlo.broadcast_in_dim %7, dims = [0] : (tensor<16384xf32>) -> tensor<16384x1xf32>
    %9 = stablehlo.log %8 : tensor<16384x1xf32>
    %10 = stablehlo.broadcast_in_dim %9, dims = [0, 1] : (tensor<16384x1xf32>) -> tensor<16384x16xf32>
    %11 = stablehlo.subtract %5, %10 : tensor<16384x16xf32>
    return %11, %6, %8 : tensor<16384x16xf32>, tensor<16384x16xf32>, tensor<16384x1xf32>
  }
  func.func private @take_along_axis(%arg0: tensor<16384x16xf32>, %arg1: tensor<16384x1xi32>) -> (tensor<16384x1xf32>, tensor<16384x1x1xi32>) {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<16384x1xi32>
    %1 = stablehlo.compare LT, %arg1, %0, SIGNED : (tensor<16384x1xi32>, tensor<16384x1xi32>) -> tensor<16384x1xi1>
    %c_0 = stablehlo.constant dense<16> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<16384x1xi32>
    %3 = stablehlo.add %arg1, %2 : tensor<16384x1xi32>
    %4 = stablehlo.select %1, %3, %arg1 : tensor<16384x1xi1>, tensor<16384x1xi32>
    %5 = stablehlo.reshape %4 : (tensor<16384x1xi32>) -> tensor<16384x1x1xi32>
    %c_1 = stablehlo.constant dense<15> : tensor<1xi32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %6 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<16384x1x1xi32>
    %7 = stablehlo.compare GE, %5, %6, SIGNED : (tensor<16384x1x1xi32>, tensor<16384x1x1xi32>) -> tensor<16384x1x1xi1>
    %8 = stablehlo.broadcast_in_dim %c_1, dims = [2] : (tensor<1xi32>) -> tensor<1x1x1xi32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0, 1, 2] : (tensor<1x1x1xi32>) -> tensor<16384x1x1xi32>
    %10 = stablehlo.compare LE, %5, %9, SIGNED : (tensor<16384x1x1xi32>, tensor<16384x1x1xi32>) -> tensor<16384x1x1xi1>
    %11 = stablehlo.and %7, %10 : tensor<16384x1x1xi1>
    %c_3 = stablehlo.constant dense<true> : tensor<i1>
    %12 = stablehlo.reduce(%11 init: %c_3) applies stablehlo.and across dimensions = [2] : (tensor<16384x1x1xi1>, tensor<i1>) -> tensor<16384x1xi1>
    %13 = "stablehlo.gather"(%arg0, %5) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [1], operand_batching_dims = [0], start_indices_batching_dims = [0], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1>}> : (tensor<16384x16xf32>, tensor<16384x1x1xi32>) -> tensor<16384x1xf32>
    %cst = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %14 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<16384x1xf32>
    %15 = stablehlo.select %12, %13, %14 : tensor<16384x1xi1>, tensor<16384x1xf32>
    return %15, %5 : tensor<16384x1xf32>, tensor<16384x1x1xi32>
  }
  func.func private @take_along_axis_2(%arg0: tensor<16384x1x1xi32>, %arg1: tensor<16384x1xf32>) -> tensor<16384x16xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<16384x16xf32>
    %1 = "stablehlo.scatter"(%0, %arg0, %arg1) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [1], input_batching_dims = [0], scatter_indices_batching_dims = [0], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      %2 = stablehlo.add %arg2, %arg3 : tensor<f32>
      stablehlo.return %2 : tensor<f32>
    }) : (tensor<16384x16xf32>, tensor<16384x1x1xi32>, tensor<16384x1xf32>) -> tensor<16384x16xf32>
    return %1 : tensor<16384x16xf32>
  }
  func.func private @log_softmax_3(%arg0: tensor<16384x16xf32>, %arg1: tensor<16384x1xf32>, %arg2: tensor<16384x16xf32>) -> tensor<16384x16xf32> {
    %0 = stablehlo.negate %arg2 : tensor<16384x16xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1 = stablehlo.reduce(%0 init: %cst) applies stablehlo.add across dimensions = [1] : (tensor<16384x16xf32>, tensor<f32>) -> tensor<16384xf32>
    %2 = stablehlo.reshape %1 : (tensor<16384xf32>) -> tensor<16384x1xf32>
    %3 = stablehlo.divide %2, %arg1 : tensor<16384x1xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %4 = stablehlo.reduce(%3 init: %cst_0) applies stablehlo.add across dimensions = [1] : (tensor<16384x1xf32>, tensor<f32>) -> tensor<16384xf32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0] : (tensor<16384xf32>) -> tensor<16384x16xf32>
    %6 = stablehlo.multiply %5, %arg0 : tensor<16384x16xf32>
    %7 = stablehlo.add %arg2, %6 : tensor<16384x16xf32>
    return %7 : tensor<16384x16xf32>
  }
  func.func private @leaky_relu_4(%arg0: tensor<f32>, %arg1: tensor<65536x4xi1>, %arg2: tensor<65536x4xf32>) -> tensor<65536x4xf32> {
    %0:2 = call @_where_5(%arg1, %arg2) : (tensor<65536x4xi1>, tensor<65536x4xf32>) -> (tensor<65536x4xf32>, tensor<65536x4xf32>)
    %1 = stablehlo.broadcast_in_dim %arg0, dims = [] : (tensor<f32>) -> tensor<65536x4xf32>
    %2 = stablehlo.multiply %1, %0#1 : tensor<65536x4xf32>
    %3 = stablehlo.add %0#0, %2 : tensor<65536x4xf32>
    return %3 : tensor<65536x4xf32>
  }
  func.func private @_where_5(%arg0: tensor<65536x4xi1>, %arg1: tensor<65536x4xf32>) -> (tensor<65536x4xf32>, tensor<65536x4xf32>) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<65536x4xf32>
    %1 = stablehlo.select %arg0, %0, %arg1 : tensor<65536x4xi1>, tensor<65536x4xf32>
    %2 = stablehlo.select %arg0, %arg1, %0 : tensor<65536x4xi1>, tensor<65536x4xf32>
    return %2, %1 : tensor<65536x4xf32>, tensor<65536x4xf32>
  }
  func.func private @elu_6(%arg0: tensor<16384x128xi1>, %arg1: tensor<16384x128xf32>, %arg2: tensor<16384x128xi1>, %arg3: tensor<16384x128xf32>) -> tensor<16384x128xf32> {
    %0:2 = call @_where_7(%arg2, %arg3) : (tensor<16384x128xi1>, tensor<16384x128xf32>) -> (tensor<16384x128xf32>, tensor<16384x128xf32>)
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<16384x128xf32>
    %2 = stablehlo.multiply %1, %0#1 : tensor<16384x128xf32>
    %3 = stablehlo.multiply %2, %arg1 : tensor<16384x128xf32>
    %4 = call @_where_8(%arg0, %3) : (tensor<16384x128xi1>, tensor<16384x128xf32>) -> tensor<16384x128xf32>
    %5 = stablehlo.add %0#0, %4 : tensor<16384x128xf32>
    return %5 : tensor<16384x128xf32>
  }
  func.func private @_where_7(%arg0: tensor<16384x128xi1>, %arg1: tensor<16384x128xf32>) -> (tensor<16384x128xf32>, tensor<16384x128xf32>) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<16384x128xf32>
    %1 = stablehlo.select %arg0, %0, %arg1 : tensor<16384x128xi1>, tensor<16384x128xf32>
    %2 = stablehlo.select %arg0, %arg1, %0 : tensor<16384x128xi1>, tensor<16384x128xf32>
    return %2, %1 : tensor<16384x128xf32>, tensor<16384x128xf32>
  }
  func.func private @_where_8(%arg0: tensor<16384x128xi1>, %arg1: tensor<16384x128xf32>) -> tensor<16384x128xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<16384x128xf32>
    %1 = stablehlo.select %arg0, %0, %arg1 : tensor<16384x128xi1>, tensor<16384x128xf32>
    return %1 : tensor<16384x128xf32>
  }
}
