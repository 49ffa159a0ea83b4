module @jit_beam_topk attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<16384x256xf32>, %arg1: tensor<512x16384xf32>, %arg2: tensor<512x512xf32>, %arg3: tensor<512x512xf32>, %arg4: tensor<256x512xf32>, %arg5: tensor<256x512xf32>, %arg6: tensor<16x4x512xf32>) -> (tensor<16x4xf32> {jax.result_info = "result[0]"}, tensor<16x4x33xi32> {jax.result_info = "result[1]"}) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<16x4xf32>
    %c = stablehlo.constant dense<1> : tensor<i32>
    %1 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %cst_0 = stablehlo.constant dense<-1.000000e+09> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<16x3xf32>
    %3 = "stablehlo.scatter"(%0, %1, %2) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1], scatter_dims_to_operand_dims = [1]>, unique_indices = true}> ({
    ^bb0(%arg7: tensor<f32>, %arg8: tensor<f32>):
      stablehlo.return %arg8 : tensor<f32>
    }) : (tensor<16x4xf32>, tensor<1xi32>, tensor<16x3xf32>) -> tensor<16x4xf32>
    %c_1 = stablehlo.constant dense<1> : tensor<i32>
    %4 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<16x4x33xi32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %c_3 = stablehlo.constant dense<false> : tensor<i1>
    %5:11 = stablehlo.while(%iterArg = %arg0, %iterArg_4 = %arg5, %iterArg_5 = %arg3, %iterArg_6 = %arg4, %iterArg_7 = %arg2, %iterArg_8 = %arg1, %iterArg_9 = %c_2, %iterArg_10 = %arg6, %iterArg_11 = %3, %iterArg_12 = %4, %iterArg_13 = %c_3) : tensor<16384x256xf32>, tensor<256x512xf32>, tensor<512x512xf32>, tensor<256x512xf32>, tensor<512x512xf32>, tensor<512x16384xf32>, tensor<i32>, tensor<16x4x512xf32>, tensor<16x4xf32>, tensor<16x4x33xi32>, tensor<i1>
    cond {
      %c_14 = stablehlo.constant dense<32> : tensor<i32>
      %6 = stablehlo.compare LT, %iterArg_9, %c_14, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %7 = stablehlo.not %iterArg_13 : tensor<i1>
      %c_15 = stablehlo.constant dense<false> : tensor<i1>
      %8 = stablehlo.broadcast_in_dim %c_15, dims = [] : (tensor<i1>) -> tensor<i1>
      %9 = stablehlo.compare NE, %6, %8, UNSIGNED : (tensor<i1>, tensor<i1>) -> tensor<i1>
      %10 = stablehlo.convert %9 : tensor<i1>
      %11 = stablehlo.and %10, %7 : tensor<i1>
      stablehlo.return %11 : tensor<i1>
    } do {
      %6 = stablehlo.convert %iterArg_9 : tensor<i32>
      %c_14 = stablehlo.constant dense<0> : tensor<i32>
      %c_15 = stablehlo.constant dense<0> : tensor<i32>
      %7 = stablehlo.compare LT, %c_14, %c_15, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %c_16 = stablehlo.constant dense<0> : tensor<i32>
      %c_17 = stablehlo.constant dense<16> : tensor<i32>
      %8 = stablehlo.add %c_16, %c_17 : tensor<i32>
      %c_18 = stablehlo.constant dense<0> : tensor<i32>
      %9 = stablehlo.select %7, %8, %c_18 : tensor<i1>, tensor<i32>
      %c_19 = stablehlo.constant dense<0> : tensor<i32>
      %c_20 = stablehlo.constant dense<0> : tensor<i32>
      %10 = stablehlo.compare LT, %c_19, %c_20, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %c_21 = stablehlo.constant dense<0> : tensor<i32>
      %c_22 = stablehlo.constant dense<4> : tensor<i32>
      %11 = stablehlo.add %c_21, %c_22 : tensor<i32>
      %c_23 = stablehlo.constant dense<0> : tensor<i32>
      %12 = stablehlo.select %10, %11, %c_23 : tensor<i1>, tensor<i32>
      %c_24 = stablehlo.constant dense<0> : tensor<i32>
      %13 = stablehlo.compare LT, %6, %c_24, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %c_25 = stablehlo.constant dense<33> : tensor<i32>
      %14 = stablehlo.add %6, %c_25 : tensor<i32>
      %15 = stablehlo.select %13, %14, %6 : tensor<i1>, tensor<i32>
      %16 = stablehlo.dynamic_slice %iterArg_12, %9, %12, %15, sizes = [16, 4, 1] : (tensor<16x4x33xi32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<16x4x1xi32>
      %17 = stablehlo.reshape %16 : (tensor<16x4x1xi32>) -> tensor<16x4xi32>
      %18 = stablehlo.reshape %iterArg_10 : (tensor<16x4x512xf32>) -> tensor<64x512xf32>
      %19 = stablehlo.reshape %17 : (tensor<16x4xi32>) -> tensor<64xi32>
      %c_26 = stablehlo.constant dense<0> : tensor<i32>
      %20 = stablehlo.broadcast_in_dim %c_26, dims = [] : (tensor<i32>) -> tensor<64xi32>
      %21 = stablehlo.compare LT, %19, %20, SIGNED : (tensor<64xi32>, tensor<64xi32>) -> tensor<64xi1>
      %c_27 = stablehlo.constant dense<16384> : tensor<i32>
      %22 = stablehlo.broadcast_in_dim %c_27, dims = [] : (tensor<i32>) -> tensor<64xi32>
      %23 = stablehlo.add %19, %22 : tensor<64xi32>
      %24 = stablehlo.select %21, %23, %19 : tensor<64xi1>, tensor<64xi32>
      %25 = stablehlo.broadcast_in_dim %24, dims = [0] : (tensor<64xi32>) -> tensor<64x1xi32>
      %26 = "stablehlo.gather"(%iterArg, %25) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 256>}> : (tensor<16384x256xf32>, tensor<64x1xi32>) -> tensor<64x256xf32>
      %27 = stablehlo.dot_general %26, %iterArg_4, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<64x256xf32>, tensor<256x512xf32>) -> tensor<64x512xf32>
      %28 = stablehlo.dot_general %18, %iterArg_5, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<64x512xf32>, tensor<512x512xf32>) -> tensor<64x512xf32>
      %29 = stablehlo.add %27, %28 : tensor<64x512xf32>
      %30 = stablehlo.negate %29 : tensor<64x512xf32>
      %31 = stablehlo.exponential %30 : tensor<64x512xf32>
      %cst_28 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %32 = stablehlo.broadcast_in_dim %cst_28, dims = [] : (tensor<f32>) -> tensor<64x512xf32>
      %33 = stablehlo.add %32, %31 : tensor<64x512xf32>
      %cst_29 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %34 = stablehlo.broadcast_in_dim %cst_29, dims = [] : (tensor<f32>) -> tensor<64x512xf32>
      %35 = stablehlo.divide %34, %33 : tensor<64x512xf32>
      %36 = stablehlo.dot_general %26, %iterArg_6, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<64x256xf32>, tensor<256x512xf32>) -> tensor<64x512xf32>
      %37 = stablehlo.multiply %18, %35 : tensor<64x512xf32>
      %38 = stablehlo.dot_general %37, %iterArg_7, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<64x512xf32>, tensor<512x512xf32>) -> tensor<64x512xf32>
      %39 = stablehlo.add %36, %38 : tensor<64x512xf32>
      %40 = stablehlo.tanh %39 : tensor<64x512xf32>
      %cst_30 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %41 = stablehlo.broadcast_in_dim %cst_30, dims = [] : (tensor<f32>) -> tensor<64x512xf32>
      %42 = stablehlo.subtract %41, %35 : tensor<64x512xf32>
      %43 = stablehlo.multiply %42, %18 : tensor<64x512xf32>
      %44 = stablehlo.multiply %35, %40 : tensor<64x512xf32>
      %45 = stablehlo.add %43, %44 : tensor<64x512xf32>
      %46 = stablehlo.reshape %45 : (tensor<64x512xf32>) -> tensor<16x4x512xf32>
      %47 = stablehlo.dot_general %46, %iterArg_8, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x4x512xf32>, tensor<512x16384xf32>) -> tensor<16x4x16384xf32>
      %48 = func.call @log_softmax(%47) : (tensor<16x4x16384xf32>) -> tensor<16x4x16384xf32>
      %49 = stablehlo.broadcast_in_dim %iterArg_11, dims = [0, 1] : (tensor<16x4xf32>) -> tensor<16x4x1xf32>
      %50 = stablehlo.broadcast_in_dim %49, dims = [0, 1, 2] : (tensor<16x4x1xf32>) -> tensor<16x4x16384xf32>
      %51 = stablehlo.add %50, %48 : tensor<16x4x16384xf32>
      %52 = stablehlo.reshape %51 : (tensor<16x4x16384xf32>) -> tensor<16x65536xf32>
      %values, %indices = chlo.top_k(%52, k = 4) : tensor<16x65536xf32> -> (tensor<16x4xf32>, tensor<16x4xi32>)
      %c_31 = stablehlo.constant dense<16384> : tensor<i32>
      %53 = func.call @floor_divide(%indices, %c_31) : (tensor<16x4xi32>, tensor<i32>) -> tensor<16x4xi32>
      %c_32 = stablehlo.constant dense<16384> : tensor<i32>
      %54 = func.call @remainder(%indices, %c_32) : (tensor<16x4xi32>, tensor<i32>) -> tensor<16x4xi32>
      %55 = stablehlo.broadcast_in_dim %53, dims = [0, 1] : (tensor<16x4xi32>) -> tensor<16x4x1xi32>
      %56 = func.call @take_along_axis(%46, %55) : (tensor<16x4x512xf32>, tensor<16x4x1xi32>) -> tensor<16x4x512xf32>
      %57 = stablehlo.broadcast_in_dim %53, dims = [0, 1] : (tensor<16x4xi32>) -> tensor<16x4x1xi32>
      %58 = func.call @take_along_axis_1(%iterArg_12, %57) : (tensor<16x4x33xi32>, tensor<16x4x1xi32>) -> tensor<16x4x33xi32>
      %c_33 = stablehlo.constant dense<1> : tensor<i32>
      %59 = stablehlo.add %iterArg_9, %c_33 : tensor<i32>
      %c_34 = stablehlo.constant dense<0> : tensor<i32>
      %60 = stablehlo.compare LT, %59, %c_34, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %c_35 = stablehlo.constant dense<33> : tensor<i32>
      %61 = stablehlo.add %59, %c_35 : tensor<i32>
      %62 = stablehlo.select %60, %61, %59 : tensor<i1>, tensor<i32>
      %63 = stablehlo.convert %62 : tensor<i32>
      %64 = stablehlo.broadcast_in_dim %63, dims = [] : (tensor<i32>) -> tensor<1xi32>
      %65 = "stablehlo.scatter"(%58, %64, %54) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1], inserted_window_dims = [2], scatter_dims_to_operand_dims = [2]>, unique_indices = true}> ({
      ^bb0(%arg7: tensor<i32>, %arg8: tensor<i32>):
        stablehlo.return %arg8 : tensor<i32>
      }) : (tensor<16x4x33xi32>, tensor<1xi32>, tensor<16x4xi32>) -> tensor<16x4x33xi32>
      %66 = stablehlo.slice %54 [0:16, 0:1] : (tensor<16x4xi32>) -> tensor<16x1xi32>
      %67 = stablehlo.reshape %66 : (tensor<16x1xi32>) -> tensor<16xi32>
      %c_36 = stablehlo.constant dense<0> : tensor<i32>
      %68 = stablehlo.broadcast_in_dim %c_36, dims = [] : (tensor<i32>) -> tensor<16xi32>
      %69 = stablehlo.compare EQ, %67, %68, SIGNED : (tensor<16xi32>, tensor<16xi32>) -> tensor<16xi1>
      %c_37 = stablehlo.constant dense<true> : tensor<i1>
      %70 = stablehlo.reduce(%69 init: %c_37) applies stablehlo.and across dimensions = [0] : (tensor<16xi1>, tensor<i1>) -> tensor<i1>
      %c_38 = stablehlo.constant dense<1> : tensor<i32>
      %71 = stablehlo.add %iterArg_9, %c_38 : tensor<i32>
      stablehlo.return %iterArg, %iterArg_4, %iterArg_5, %iterArg_6, %iterArg_7, %iterArg_8, %71, %56, %values, %65, %70 : tensor<16384x256xf32>, tensor<256x512xf32>, tensor<512x512xf32>, tensor<256x512xf32>, tensor<512x512xf32>, tensor<512x16384xf32>, tensor<i32>, tensor<16x4x512xf32>, tensor<16x4xf32>, tensor<16x4x33xi32>, tensor<i1>
    }
    return %5#8, %5#9 : tensor<16x4xf32>, tensor<16x4x33xi32>
  }
  func.func private @log_softmax(%arg0: tensor<16x4x16384xf32>) -> tensor<16x4x16384xf32> {
    %cst = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %0 = stablehlo.reduce(%arg0 init: %cst) applies stablehlo.maximum across dimensions = [2] : (tensor<16x4x16384xf32>, tensor<f32>) -> tensor<16x4xf32>
    %cst_0 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<16x4xf32>
    %2 = stablehlo.maximum %1, %0 : tensor<16x4xf32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [0, 1] : (tensor<16x4xf32>) -> tensor<16x4x1xf32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [0, 1, 2] : (tensor<16x4x1xf32>) -> tensor<16x4x16384xf32>
    %5 = stablehlo.subtract %arg0, %4 : tensor<16x4x16384xf32>
    %6 = stablehlo.exponential %5 : tensor<16x4x16384xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %7 = stablehlo.reduce(%6 init: %cst_1) applies stablehlo.add across dimensions = [2] : (tensor<16x4x16384xf32>, tensor<f32>) -> tensor<16x4xf32>
    %8 = stablehlo.broadcast_in_dim %7, dims = [0, 1] : (tensor<16x4xf32>) -> tensor<16x4x1xf32>
    %9 = stablehlo.log %8 : tensor<16x4x1xf32>
    %10 = stablehlo.broadcast_in_dim %9, dims = [0, 1, 2] : (tensor<16x4x1xf32>) -> tensor<16x4x16384xf32>
    %11 = stablehlo.subtract %5, %10 : tensor<16x4x16384xf32>
    return %11 : tensor<16x4x16384xf32>
  }
  func.func private @floor_divide(%arg0: tensor<16x4xi32>, %arg1: tensor<i32>) -> tensor<16x4xi32> {
    %0 = stablehlo.convert %arg1 : tensor<i32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<i32>) -> tensor<16x4xi32>
    %2 = stablehlo.divide %arg0, %1 : tensor<16x4xi32>
    %3 = stablehlo.sign %arg0 : tensor<16x4xi32>
    %4 = stablehlo.sign %0 : tensor<i32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [] : (tensor<i32>) -> tensor<16x4xi32>
    %6 = stablehlo.compare NE, %3, %5, SIGNED : (tensor<16x4xi32>, tensor<16x4xi32>) -> tensor<16x4xi1>
    %7 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<i32>) -> tensor<16x4xi32>
    %8 = stablehlo.remainder %arg0, %7 : tensor<16x4xi32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %9 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<16x4xi32>
    %10 = stablehlo.compare NE, %8, %9, SIGNED : (tensor<16x4xi32>, tensor<16x4xi32>) -> tensor<16x4xi1>
    %11 = stablehlo.and %6, %10 : tensor<16x4xi1>
    %c_0 = stablehlo.constant dense<1> : tensor<i32>
    %12 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<16x4xi32>
    %13 = stablehlo.subtract %2, %12 : tensor<16x4xi32>
    %14 = call @_where(%11, %13, %2) : (tensor<16x4xi1>, tensor<16x4xi32>, tensor<16x4xi32>) -> tensor<16x4xi32>
    return %14 : tensor<16x4xi32>
  }
  func.func private @_where(%arg0: tensor<16x4xi1>, %arg1: tensor<16x4xi32>, %arg2: tensor<16x4xi32>) -> tensor<16x4xi32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<16x4xi1>, tensor<16x4xi32>
    return %0 : tensor<16x4xi32>
  }
  func.func private @remainder(%arg0: tensor<16x4xi32>, %arg1: tensor<i32>) -> tensor<16x4xi32> {
    %0 = stablehlo.convert %arg1 : tensor<i32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.compare EQ, %0, %c, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_0 = stablehlo.constant dense<1> : tensor<i32>
    %2 = call @_where_0(%1, %c_0, %0) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<i32>) -> tensor<16x4xi32>
    %4 = stablehlo.remainder %arg0, %3 : tensor<16x4xi32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %5 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<16x4xi32>
    %6 = stablehlo.compare NE, %4, %5, SIGNED : (tensor<16x4xi32>, tensor<16x4xi32>) -> tensor<16x4xi1>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %7 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<16x4xi32>
    %8 = stablehlo.compare LT, %4, %7, SIGNED : (tensor<16x4xi32>, tensor<16x4xi32>) -> tensor<16x4xi1>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %9 = stablehlo.compare LT, %2, %c_3, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %10 = stablehlo.broadcast_in_dim %9, dims = [] : (tensor<i1>) -> tensor<16x4xi1>
    %11 = stablehlo.compare NE, %8, %10, UNSIGNED : (tensor<16x4xi1>, tensor<16x4xi1>) -> tensor<16x4xi1>
    %12 = stablehlo.and %11, %6 : tensor<16x4xi1>
    %13 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<i32>) -> tensor<16x4xi32>
    %14 = stablehlo.add %4, %13 : tensor<16x4xi32>
    %15 = stablehlo.select %12, %14, %4 : tensor<16x4xi1>, tensor<16x4xi32>
    return %15 : tensor<16x4xi32>
  }
  func.func private @_where_0(%arg0: tensor<i1>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<i32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<i1>, tensor<i32>
    return %0 : tensor<i32>
  }
  func.func private @take_along_axis(%arg0: tensor<16x4x512xf32>, %arg1: tensor<16x4x1xi32>) -> tensor<16x4x512xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<16x4x1xi32>
    %1 = stablehlo.compare LT, %arg1, %0, SIGNED : (tensor<16x4x1xi32>, tensor<16x4x1xi32>) -> tensor<16x4x1xi1>
    %c_0 = stablehlo.constant dense<4> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<16x4x1xi32>
    %3 = stablehlo.add %arg1, %2 : tensor<16x4x1xi32>
    %4 = stablehlo.select %1, %3, %arg1 : tensor<16x4x1xi1>, tensor<16x4x1xi32>
    %c_1 = stablehlo.constant dense<3> : tensor<1xi32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %5 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<16x4x1xi32>
    %6 = stablehlo.compare GE, %4, %5, SIGNED : (tensor<16x4x1xi32>, tensor<16x4x1xi32>) -> tensor<16x4x1xi1>
    %7 = stablehlo.broadcast_in_dim %c_1, dims = [2] : (tensor<1xi32>) -> tensor<1x1x1xi32>
    %8 = stablehlo.broadcast_in_dim %7, dims = [0, 1, 2] : (tensor<1x1x1xi32>) -> tensor<16x4x1xi32>
    %9 = stablehlo.compare LE, %4, %8, SIGNED : (tensor<16x4x1xi32>, tensor<16x4x1xi32>) -> tensor<16x4x1xi1>
    %10 = stablehlo.and %6, %9 : tensor<16x4x1xi1>
    %c_3 = stablehlo.constant dense<true> : tensor<i1>
    %11 = stablehlo.reduce(%10 init: %c_3) applies stablehlo.and across dimensions = [2] : (tensor<16x4x1xi1>, tensor<i1>) -> tensor<16x4xi1>
    %12 = "stablehlo.gather"(%arg0, %4) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [1], operand_batching_dims = [0], start_indices_batching_dims = [0], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1, 512>}> : (tensor<16x4x512xf32>, tensor<16x4x1xi32>) -> tensor<16x4x512xf32>
    %13 = stablehlo.broadcast_in_dim %11, dims = [0, 1] : (tensor<16x4xi1>) -> tensor<16x4x512xi1>
    %cst = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %14 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<16x4x512xf32>
    %15 = stablehlo.select %13, %12, %14 : tensor<16x4x512xi1>, tensor<16x4x512xf32>
    return %15 : tensor<16x4x512xf32>
  }
  func.func private @take_along_axis_1(%arg0: tensor<16x4x33xi32>, %arg1: tensor<16x4x1xi32>) -> tensor<16x4x33xi32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<16x4x1xi32>
    %1 = stablehlo.compare LT, %arg1, %0, SIGNED : (tensor<16x4x1xi32>, tensor<16x4x1xi32>) -> tensor<16x4x1xi1>
    %c_0 = stablehlo.constant dense<4> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<16x4x1xi32>
    %3 = stablehlo.add %arg1, %2 : tensor<16x4x1xi32>
    %4 = stablehlo.select %1, %3, %arg1 : tensor<16x4x1xi1>, tensor<16x4x1xi32>
    %c_1 = stablehlo.constant dense<3> : tensor<1xi32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %5 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<16x4x1xi32>
    %6 = stablehlo.compare GE, %4, %5, SIGNED : (tensor<16x4x1xi32>, tensor<16x4x1xi32>) -> tensor<16x4x1xi1>
    %7 = stablehlo.broadcast_in_dim %c_1, dims = [2] : (tensor<1xi32>) -> tensor<1x1x1xi32>
    %8 = stablehlo.broadcast_in_dim %7, dims = [0, 1, 2] : (tensor<1x1x1xi32>) -> tensor<16x4x1xi32>
    %9 = stablehlo.compare LE, %4, %8, SIGNED : (tensor<16x4x1xi32>, tensor<16x4x1xi32>) -> tensor<16x4x1xi1>
    %10 = stablehlo.and %6, %9 : tensor<16x4x1xi1>
    %c_3 = stablehlo.constant dense<true> : tensor<i1>
    %11 = stablehlo.reduce(%10 init: %c_3) applies stablehlo.and across dimensions = [2] : (tensor<16x4x1xi1>, tensor<i1>) -> tensor<16x4xi1>
    %12 = "stablehlo.gather"(%arg0, %4) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [1], operand_batching_dims = [0], start_indices_batching_dims = [0], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1, 33>}> : (tensor<16x4x33xi32>, tensor<16x4x1xi32>) -> tensor<16x4x33xi32>
    %13 = stablehlo.broadcast_in_dim %11, dims = [0, 1] : (tensor<16x4xi1>) -> tensor<16x4x33xi1>
    %c_4 = stablehlo.constant dense<-2147483648> : tensor<i32>
    %14 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<16x4x33xi32>
    %15 = stablehlo.select %13, %12, %14 : tensor<16x4x33xi1>, tensor<16x4x33xi32>
    return %15 : tensor<16x4x33xi32>
  }
}
