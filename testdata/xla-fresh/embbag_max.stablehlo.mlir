module @jit_embbag_max attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<32768x128xf32> {tf.aliasing_output = 0 : i32}, %arg1: tensor<128x512xf32> {tf.aliasing_output = 1 : i32}, %arg2: tensor<512x1xf32> {tf.aliasing_output = 2 : i32}, %arg3: tensor<65536xi32>, %arg4: tensor<65536xi32>, %arg5: tensor<4096xf32>) -> (tensor<32768x128xf32> {jax.result_info = "result[0]['table']"}, tensor<128x512xf32> {jax.result_info = "result[0]['w1']"}, tensor<512x1xf32> {jax.result_info = "result[0]['w2']"}, tensor<f32> {jax.result_info = "result[1]"}) {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<65536xi32>
    %1 = stablehlo.compare LT, %arg3, %0, SIGNED : (tensor<65536xi32>, tensor<65536xi32>) -> tensor<65536xi1>
    %c_0 = stablehlo.constant dense<32768> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<65536xi32>
    %3 = stablehlo.add %arg3, %2 : tensor<65536xi32>
    %4 = stablehlo.select %1, %3, %arg3 : tensor<65536xi1>, tensor<65536xi32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0] : (tensor<65536xi32>) -> tensor<65536x1xi32>
    %6 = "stablehlo.gather"(%arg0, %5) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 128>}> : (tensor<32768x128xf32>, tensor<65536x1xi32>) -> tensor<65536x128xf32>
    %cst = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %7 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4096x128xf32>
    %8 = stablehlo.broadcast_in_dim %arg4, dims = [0] : (tensor<65536xi32>) -> tensor<65536x1xi32>
    %9 = "stablehlo.scatter"(%7, %8, %6) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg6: tensor<f32>, %arg7: tensor<f32>):
      %78 = stablehlo.maximum %arg6, %arg7 : tensor<f32>
      stablehlo.return %78 : tensor<f32>
    }) : (tensor<4096x128xf32>, tensor<65536x1xi32>, tensor<65536x128xf32>) -> tensor<4096x128xf32>
    %10 = "stablehlo.gather"(%7, %8) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 128>}> : (tensor<4096x128xf32>, tensor<65536x1xi32>) -> tensor<65536x128xf32>
    %11 = "stablehlo.gather"(%9, %8) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 128>}> : (tensor<4096x128xf32>, tensor<65536x1xi32>) -> tensor<65536x128xf32>
    %12 = stablehlo.compare EQ, %6, %11, FLOAT : (tensor<65536x128xf32>, tensor<65536x128xf32>) -> tensor<65536x128xi1>
    %13 = stablehlo.compare EQ, %10, %11, FLOAT : (tensor<65536x128xf32>, tensor<65536x128xf32>) -> tensor<65536x128xi1>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %14 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<4096x128xf32>
    %cst_2 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %15 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<65536x128xf32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %16 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<65536x128xf32>
    %17 = stablehlo.select %12, %15, %16 : tensor<65536x128xi1>, tensor<65536x128xf32>
    %18 = "stablehlo.scatter"(%14, %8, %17) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg6: tensor<f32>, %arg7: tensor<f32>):
      %78 = stablehlo.add %arg6, %arg7 : tensor<f32>
      stablehlo.return %78 : tensor<f32>
    }) : (tensor<4096x128xf32>, tensor<65536x1xi32>, tensor<65536x128xf32>) -> tensor<4096x128xf32>
    %19 = "stablehlo.gather"(%18, %8) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 128>}> : (tensor<4096x128xf32>, tensor<65536x1xi32>) -> tensor<65536x128xf32>
    %cst_4 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %20 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<65536x128xf32>
    %21 = stablehlo.add %19, %20 : tensor<65536x128xf32>
    %cst_5 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %22 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<65536x128xf32>
    %23 = stablehlo.divide %22, %21 : tensor<65536x128xf32>
    %cst_6 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %24 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<65536x128xf32>
    %25 = stablehlo.divide %24, %19 : tensor<65536x128xf32>
    %26 = stablehlo.select %13, %23, %25 : tensor<65536x128xi1>, tensor<65536x128xf32>
    %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %27 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<65536x128xf32>
    %28 = stablehlo.select %12, %26, %27 : tensor<65536x128xi1>, tensor<65536x128xf32>
    %29 = stablehlo.dot_general %9, %arg1, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4096x128xf32>, tensor<128x512xf32>) -> tensor<4096x512xf32>
    %30 = call @relu(%29) : (tensor<4096x512xf32>) -> tensor<4096x512xf32>
    %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %31 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<4096x512xf32>
    %32 = stablehlo.compare GT, %29, %31, FLOAT : (tensor<4096x512xf32>, tensor<4096x512xf32>) -> tensor<4096x512xi1>
    %33 = stablehlo.dot_general %30, %arg2, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4096x512xf32>, tensor<512x1xf32>) -> tensor<4096x1xf32>
    %34 = stablehlo.reshape %33 : (tensor<4096x1xf32>) -> tensor<4096xf32>
    %35:2 = call @softplus(%34) : (tensor<4096xf32>) -> (tensor<4096xf32>, tensor<4096xf32>)
    %36 = stablehlo.multiply %arg5, %34 : tensor<4096xf32>
    %37 = stablehlo.subtract %35#0, %36 : tensor<4096xf32>
    %cst_9 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %38 = stablehlo.reduce(%37 init: %cst_9) applies stablehlo.add across dimensions = [0] : (tensor<4096xf32>, tensor<f32>) -> tensor<f32>
    %cst_10 = stablehlo.constant dense<4.096000e+03> : tensor<f32>
    %39 = stablehlo.divide %38, %cst_10 : tensor<f32>
    %cst_11 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %cst_12 = stablehlo.constant dense<4.096000e+03> : tensor<f32>
    %40 = stablehlo.divide %cst_11, %cst_12 : tensor<f32>
    %41 = stablehlo.broadcast_in_dim %40, dims = [] : (tensor<f32>) -> tensor<4096xf32>
    %42 = stablehlo.negate %41 : tensor<4096xf32>
    %43 = stablehlo.multiply %arg5, %42 : tensor<4096xf32>
    %44 = call @softplus_0(%35#1, %41) : (tensor<4096xf32>, tensor<4096xf32>) -> tensor<4096xf32>
    %45 = stablehlo.add %43, %44 : tensor<4096xf32>
    %46 = stablehlo.broadcast_in_dim %45, dims = [0] : (tensor<4096xf32>) -> tensor<4096x1xf32>
    %47 = stablehlo.dot_general %46, %30, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4096x1xf32>, tensor<4096x512xf32>) -> tensor<1x512xf32>
    %48 = stablehlo.transpose %47, dims = [1, 0] : (tensor<1x512xf32>) -> tensor<512x1xf32>
    %49 = stablehlo.dot_general %46, %arg2, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4096x1xf32>, tensor<512x1xf32>) -> tensor<4096x512xf32>
    %cst_13 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %50 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f32>) -> tensor<4096x512xf32>
    %51 = stablehlo.select %32, %49, %50 : tensor<4096x512xi1>, tensor<4096x512xf32>
    %52 = stablehlo.dot_general %51, %9, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4096x512xf32>, tensor<4096x128xf32>) -> tensor<512x128xf32>
    %53 = stablehlo.transpose %52, dims = [1, 0] : (tensor<512x128xf32>) -> tensor<128x512xf32>
    %54 = stablehlo.dot_general %51, %arg1, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4096x512xf32>, tensor<128x512xf32>) -> tensor<4096x128xf32>
    %c_14 = stablehlo.constant dense<4095> : tensor<1xi32>
    %c_15 = stablehlo.constant dense<0> : tensor<i32>
    %55 = stablehlo.broadcast_in_dim %c_15, dims = [] : (tensor<i32>) -> tensor<65536x1xi32>
    %56 = stablehlo.compare GE, %8, %55, SIGNED : (tensor<65536x1xi32>, tensor<65536x1xi32>) -> tensor<65536x1xi1>
    %57 = stablehlo.broadcast_in_dim %c_14, dims = [1] : (tensor<1xi32>) -> tensor<1x1xi32>
    %58 = stablehlo.broadcast_in_dim %57, dims = [0, 1] : (tensor<1x1xi32>) -> tensor<65536x1xi32>
    %59 = stablehlo.compare LE, %8, %58, SIGNED : (tensor<65536x1xi32>, tensor<65536x1xi32>) -> tensor<65536x1xi1>
    %60 = stablehlo.and %56, %59 : tensor<65536x1xi1>
    %c_16 = stablehlo.constant dense<true> : tensor<i1>
    %61 = stablehlo.reduce(%60 init: %c_16) applies stablehlo.and across dimensions = [1] : (tensor<65536x1xi1>, tensor<i1>) -> tensor<65536xi1>
    %62 = "stablehlo.gather"(%54, %8) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 128>}> : (tensor<4096x128xf32>, tensor<65536x1xi32>) -> tensor<65536x128xf32>
    %63 = stablehlo.broadcast_in_dim %61, dims = [0] : (tensor<65536xi1>) -> tensor<65536x128xi1>
    %cst_17 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %64 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<f32>) -> tensor<65536x128xf32>
    %65 = stablehlo.select %63, %62, %64 : tensor<65536x128xi1>, tensor<65536x128xf32>
    %66 = stablehlo.multiply %65, %28 : tensor<65536x128xf32>
    %cst_18 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %67 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<f32>) -> tensor<32768x128xf32>
    %68 = "stablehlo.scatter"(%67, %5, %66) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg6: tensor<f32>, %arg7: tensor<f32>):
      %78 = stablehlo.add %arg6, %arg7 : tensor<f32>
      stablehlo.return %78 : tensor<f32>
    }) : (tensor<32768x128xf32>, tensor<65536x1xi32>, tensor<65536x128xf32>) -> tensor<32768x128xf32>
    %cst_19 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %69 = stablehlo.broadcast_in_dim %cst_19, dims = [] : (tensor<f32>) -> tensor<32768x128xf32>
    %70 = stablehlo.multiply %69, %68 : tensor<32768x128xf32>
    %71 = stablehlo.subtract %arg0, %70 : tensor<32768x128xf32>
    %cst_20 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %72 = stablehlo.broadcast_in_dim %cst_20, dims = [] : (tensor<f32>) -> tensor<128x512xf32>
    %73 = stablehlo.multiply %72, %53 : tensor<128x512xf32>
    %74 = stablehlo.subtract %arg1, %73 : tensor<128x512xf32>
    %cst_21 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %75 = stablehlo.broadcast_in_dim %cst_21, dims = [] : (tensor<f32>) -> tensor<512x1xf32>
    %76 = stablehlo.multiply %75, %48 : tensor<512x1xf32>
    %77 = stablehlo.subtract %arg2, %76 : tensor<512x1xf32>
    return %71, %74, %77, %39 : tensor<32768x128xf32>, tensor<128x512xf32>, tensor<512x1xf32>, tensor<f32>
  }
  func.func private @relu(%arg0: tensor<4096x512xf32>) -> tensor<4096x512xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4096x512xf32>
    %1 = stablehlo.maximum %arg0, %0 : tensor<4096x512xf32>
    return %1 : tensor<4096x512xf32>
  }
  func.func private @softplus(%arg0: tensor<4096xf32>) -> (tensor<4096xf32>, tensor<4096xf32>) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4096xf32>
    %1 = stablehlo.maximum %arg0, %0 : tensor<4096xf32>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4096xf32>
    %3 = stablehlo.subtract %arg0, %2 : tensor<4096xf32>
    %4 = stablehlo.compare NE, %3, %3, FLOAT : (tensor<4096xf32>, tensor<4096xf32>) -> tensor<4096xi1>
    %5 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4096xf32>
    %6 = stablehlo.add %arg0, %5 : tensor<4096xf32>
    %7 = stablehlo.abs %3 : tensor<4096xf32>
    %8 = stablehlo.negate %7 : tensor<4096xf32>
    %9 = stablehlo.exponential %8 : tensor<4096xf32>
    %10 = stablehlo.log_plus_one %9 : tensor<4096xf32>
    %11 = stablehlo.add %1, %10 : tensor<4096xf32>
    %12 = stablehlo.select %4, %6, %11 : tensor<4096xi1>, tensor<4096xf32>
    %cst_0 = stablehlo.constant dense<0x7F800000> : tensor<f32>
    %13 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<4096xf32>
    %14 = stablehlo.compare EQ, %arg0, %13, FLOAT : (tensor<4096xf32>, tensor<4096xf32>) -> tensor<4096xi1>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %15 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<4096xf32>
    %16 = stablehlo.select %14, %15, %arg0 : tensor<4096xi1>, tensor<4096xf32>
    %cst_2 = stablehlo.constant dense<0x7F800000> : tensor<f32>
    %17 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<4096xf32>
    %18 = stablehlo.compare EQ, %12, %17, FLOAT : (tensor<4096xf32>, tensor<4096xf32>) -> tensor<4096xi1>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %19 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<4096xf32>
    %20 = stablehlo.select %18, %19, %12 : tensor<4096xi1>, tensor<4096xf32>
    %21 = stablehlo.subtract %16, %20 : tensor<4096xf32>
    %22 = stablehlo.exponential %21 : tensor<4096xf32>
    return %12, %22 : tensor<4096xf32>, tensor<4096xf32>
  }
  func.func private @softplus_0(%arg0: tensor<4096xf32>, %arg1: tensor<4096xf32>) -> tensor<4096xf32> {
    %0 = stablehlo.multiply %arg1, %arg0 : tensor<4096xf32>
    return %0 : tensor<4096xf32>
  }
}
