module @jit_sort_unique attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<1048576xf32>, %arg1: tensor<65536xf32>, %arg2: tensor<1048576xi32>, %arg3: tensor<1024x1024xf32>) -> (tensor<1048576xi32> {jax.result_info = "result[0]"}, tensor<65536xf32> {jax.result_info = "result[1]"}, tensor<4096xi32> {jax.result_info = "result[2]"}, tensor<4096xi32> {jax.result_info = "result[3]"}, tensor<1024xf32> {jax.result_info = "result[4]"}) {
    %0 = call @argsort(%arg0) : (tensor<1048576xf32>) -> tensor<1048576xi32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<1048576xi32>
    %2 = stablehlo.compare LT, %0, %1, SIGNED : (tensor<1048576xi32>, tensor<1048576xi32>) -> tensor<1048576xi1>
    %c_0 = stablehlo.constant dense<1048576> : tensor<i32>
    %3 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<1048576xi32>
    %4 = stablehlo.add %0, %3 : tensor<1048576xi32>
    %5 = stablehlo.select %2, %4, %0 : tensor<1048576xi1>, tensor<1048576xi32>
    %6 = stablehlo.broadcast_in_dim %5, dims = [0] : (tensor<1048576xi32>) -> tensor<1048576x1xi32>
    %7 = "stablehlo.gather"(%arg0, %6) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<1048576xf32>, tensor<1048576x1xi32>) -> tensor<1048576xf32>
    %8 = call @cumsum(%7) : (tensor<1048576xf32>) -> tensor<1048576xf32>
    %9 = call @searchsorted(%7, %arg1) : (tensor<1048576xf32>, tensor<65536xf32>) -> tensor<65536xi32>
    %10:2 = call @_unique_sorted_mask(%arg2) : (tensor<1048576xi32>) -> (tensor<1048576xi32>, tensor<1048576xi1>)
    %11 = call @cumsum_2(%10#1) : (tensor<1048576xi1>) -> tensor<1048576xi32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %12 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<4096xi32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %13 = call @clip(%11, %c_2) : (tensor<1048576xi32>, tensor<i32>) -> tensor<1048576xi32>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %14 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<1048576xi32>
    %15 = stablehlo.compare LT, %13, %14, SIGNED : (tensor<1048576xi32>, tensor<1048576xi32>) -> tensor<1048576xi1>
    %c_4 = stablehlo.constant dense<4096> : tensor<i32>
    %16 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<1048576xi32>
    %17 = stablehlo.add %13, %16 : tensor<1048576xi32>
    %18 = stablehlo.select %15, %17, %13 : tensor<1048576xi1>, tensor<1048576xi32>
    %19 = stablehlo.broadcast_in_dim %18, dims = [0] : (tensor<1048576xi32>) -> tensor<1048576x1xi32>
    %c_5 = stablehlo.constant dense<1> : tensor<i32>
    %20 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<1048576xi32>
    %21 = "stablehlo.scatter"(%12, %19, %20) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg4: tensor<i32>, %arg5: tensor<i32>):
      %68 = stablehlo.add %arg4, %arg5 : tensor<i32>
      stablehlo.return %68 : tensor<i32>
    }) : (tensor<4096xi32>, tensor<1048576x1xi32>, tensor<1048576xi32>) -> tensor<4096xi32>
    %22 = call @cumsum_4(%21) : (tensor<4096xi32>) -> tensor<4096xi32>
    %c_6 = stablehlo.constant dense<1> : tensor<i32>
    %23 = call @floor_divide_6(%22, %c_6) : (tensor<4096xi32>, tensor<i32>) -> tensor<4096xi32>
    %c_7 = stablehlo.constant dense<1048576> : tensor<i32>
    %24 = call @remainder(%23, %c_7) : (tensor<4096xi32>, tensor<i32>) -> tensor<4096xi32>
    %c_8 = stablehlo.constant dense<0> : tensor<i32>
    %25 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<i32>) -> tensor<4096xi32>
    %26 = stablehlo.compare LT, %24, %25, SIGNED : (tensor<4096xi32>, tensor<4096xi32>) -> tensor<4096xi1>
    %c_9 = stablehlo.constant dense<1048576> : tensor<i32>
    %27 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<i32>) -> tensor<4096xi32>
    %28 = stablehlo.add %24, %27 : tensor<4096xi32>
    %29 = stablehlo.select %26, %28, %24 : tensor<4096xi1>, tensor<4096xi32>
    %30 = stablehlo.broadcast_in_dim %29, dims = [0] : (tensor<4096xi32>) -> tensor<4096x1xi32>
    %31 = "stablehlo.gather"(%10#0, %30) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<1048576xi32>, tensor<4096x1xi32>) -> tensor<4096xi32>
    %32 = stablehlo.iota dim = 0 : tensor<4096xi32>
    %33 = stablehlo.convert %10#1 : (tensor<1048576xi1>) -> tensor<1048576xi32>
    %c_10 = stablehlo.constant dense<0> : tensor<i32>
    %34 = stablehlo.reduce(%33 init: %c_10) applies stablehlo.add across dimensions = [0] : (tensor<1048576xi32>, tensor<i32>) -> tensor<i32>
    %35 = stablehlo.broadcast_in_dim %34, dims = [] : (tensor<i32>) -> tensor<4096xi32>
    %36 = stablehlo.compare LT, %32, %35, SIGNED : (tensor<4096xi32>, tensor<4096xi32>) -> tensor<4096xi1>
    %c_11 = stablehlo.constant dense<-1> : tensor<i32>
    %37 = call @_where_8(%36, %31, %c_11) : (tensor<4096xi1>, tensor<4096xi32>, tensor<i32>) -> tensor<4096xi32>
    %38 = call @cumsum_2(%10#1) : (tensor<1048576xi1>) -> tensor<1048576xi32>
    %c_12 = stablehlo.constant dense<0> : tensor<i32>
    %39 = stablehlo.broadcast_in_dim %c_12, dims = [] : (tensor<i32>) -> tensor<4097xi32>
    %c_13 = stablehlo.constant dense<0> : tensor<i32>
    %40 = call @clip(%38, %c_13) : (tensor<1048576xi32>, tensor<i32>) -> tensor<1048576xi32>
    %c_14 = stablehlo.constant dense<0> : tensor<i32>
    %41 = stablehlo.broadcast_in_dim %c_14, dims = [] : (tensor<i32>) -> tensor<1048576xi32>
    %42 = stablehlo.compare LT, %40, %41, SIGNED : (tensor<1048576xi32>, tensor<1048576xi32>) -> tensor<1048576xi1>
    %c_15 = stablehlo.constant dense<4097> : tensor<i32>
    %43 = stablehlo.broadcast_in_dim %c_15, dims = [] : (tensor<i32>) -> tensor<1048576xi32>
    %44 = stablehlo.add %40, %43 : tensor<1048576xi32>
    %45 = stablehlo.select %42, %44, %40 : tensor<1048576xi1>, tensor<1048576xi32>
    %46 = stablehlo.broadcast_in_dim %45, dims = [0] : (tensor<1048576xi32>) -> tensor<1048576x1xi32>
    %c_16 = stablehlo.constant dense<1> : tensor<i32>
    %47 = stablehlo.broadcast_in_dim %c_16, dims = [] : (tensor<i32>) -> tensor<1048576xi32>
    %48 = "stablehlo.scatter"(%39, %46, %47) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg4: tensor<i32>, %arg5: tensor<i32>):
      %68 = stablehlo.add %arg4, %arg5 : tensor<i32>
      stablehlo.return %68 : tensor<i32>
    }) : (tensor<4097xi32>, tensor<1048576x1xi32>, tensor<1048576xi32>) -> tensor<4097xi32>
    %49 = call @cumsum_9(%48) : (tensor<4097xi32>) -> tensor<4097xi32>
    %c_17 = stablehlo.constant dense<1> : tensor<i32>
    %50 = call @floor_divide_11(%49, %c_17) : (tensor<4097xi32>, tensor<i32>) -> tensor<4097xi32>
    %c_18 = stablehlo.constant dense<1048576> : tensor<i32>
    %51 = call @remainder_13(%50, %c_18) : (tensor<4097xi32>, tensor<i32>) -> tensor<4097xi32>
    %52 = stablehlo.slice %51 [1:4097] : (tensor<4097xi32>) -> tensor<4096xi32>
    %53 = stablehlo.slice %51 [1:4097] : (tensor<4097xi32>) -> tensor<4096xi32>
    %c_19 = stablehlo.constant dense<1048576> : tensor<i32>
    %54 = call @_where_14(%52, %53, %c_19) : (tensor<4096xi32>, tensor<4096xi32>, tensor<i32>) -> tensor<4096xi32>
    %c_20 = stablehlo.constant dense<1> : tensor<i32>
    %55 = stablehlo.broadcast_in_dim %c_20, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %56 = "stablehlo.scatter"(%51, %55, %54) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
    ^bb0(%arg4: tensor<i32>, %arg5: tensor<i32>):
      stablehlo.return %arg5 : tensor<i32>
    }) : (tensor<4097xi32>, tensor<1xi32>, tensor<4096xi32>) -> tensor<4097xi32>
    %57 = call @diff(%56) : (tensor<4097xi32>) -> tensor<4096xi32>
    %58 = call @sort(%arg3) : (tensor<1024x1024xf32>) -> tensor<1024x1024xf32>
    %59 = stablehlo.slice %58 [0:1024, 512:513] : (tensor<1024x1024xf32>) -> tensor<1024x1xf32>
    %60 = stablehlo.reshape %59 : (tensor<1024x1xf32>) -> tensor<1024xf32>
    %c_21 = stablehlo.constant dense<0> : tensor<i32>
    %61 = stablehlo.broadcast_in_dim %c_21, dims = [] : (tensor<i32>) -> tensor<65536xi32>
    %62 = stablehlo.compare LT, %9, %61, SIGNED : (tensor<65536xi32>, tensor<65536xi32>) -> tensor<65536xi1>
    %c_22 = stablehlo.constant dense<1048576> : tensor<i32>
    %63 = stablehlo.broadcast_in_dim %c_22, dims = [] : (tensor<i32>) -> tensor<65536xi32>
    %64 = stablehlo.add %9, %63 : tensor<65536xi32>
    %65 = stablehlo.select %62, %64, %9 : tensor<65536xi1>, tensor<65536xi32>
    %66 = stablehlo.broadcast_in_dim %65, dims = [0] : (tensor<65536xi32>) -> tensor<65536x1xi32>
    %67 = "stablehlo.gather"(%8, %66) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<1048576xf32>, tensor<65536x1xi32>) -> tensor<65536xf32>
    return %0, %67, %37, %57, %60 : tensor<1048576xi32>, tensor<65536xf32>, tensor<4096xi32>, tensor<4096xi32>, tensor<1024xf32>
  }
  func.func private @argsort(%arg0: tensor<1048576xf32>) -> tensor<1048576xi32> {
    %0 = stablehlo.iota dim = 0 : tensor<1048576xi32>
    %1:2 = "stablehlo.sort"(%arg0, %0) <{dimension = 0 : i64, is_stable = true}> ({
    ^bb0(%arg1: tensor<f32>, %arg2: tensor<f32>, %arg3: tensor<i32>, %arg4: tensor<i32>):
      %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %2 = stablehlo.compare EQ, %arg1, %cst, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %3 = stablehlo.select %2, %cst_0, %arg1 : tensor<i1>, tensor<f32>
      %4 = stablehlo.compare NE, %arg1, %arg1, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %cst_1 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
      %5 = stablehlo.select %4, %cst_1, %3 : tensor<i1>, tensor<f32>
      %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %6 = stablehlo.compare EQ, %arg2, %cst_2, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %7 = stablehlo.select %6, %cst_3, %arg2 : tensor<i1>, tensor<f32>
      %8 = stablehlo.compare NE, %arg2, %arg2, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %cst_4 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
      %9 = stablehlo.select %8, %cst_4, %7 : tensor<i1>, tensor<f32>
      %10 = stablehlo.compare LT, %5, %9, TOTALORDER : (tensor<f32>, tensor<f32>) -> tensor<i1>
      stablehlo.return %10 : tensor<i1>
    }) : (tensor<1048576xf32>, tensor<1048576xi32>) -> (tensor<1048576xf32>, tensor<1048576xi32>)
    return %1#1 : tensor<1048576xi32>
  }
  func.func private @cumsum(%arg0: tensor<1048576xf32>) -> tensor<1048576xf32> {
    %0 = call @cumsum_0(%arg0) : (tensor<1048576xf32>) -> tensor<1048576xf32>
    return %0 : tensor<1048576xf32>
  }
  func.func private @cumsum_0(%arg0: tensor<1048576xf32>) -> tensor<1048576xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<f32>
    %1 = "stablehlo.reduce_window"(%arg0, %0) <{base_dilations = array<i64: 1>, padding = dense<[[1048575, 0]]> : tensor<1x2xi64>, window_dilations = array<i64: 1>, window_dimensions = array<i64: 1048576>, window_strides = array<i64: 1>}> ({
    ^bb0(%arg1: tensor<f32>, %arg2: tensor<f32>):
      %2 = stablehlo.add %arg1, %arg2 : tensor<f32>
      stablehlo.return %2 : tensor<f32>
    }) : (tensor<1048576xf32>, tensor<f32>) -> tensor<1048576xf32>
    return %1 : tensor<1048576xf32>
  }
  func.func private @searchsorted(%arg0: tensor<1048576xf32>, %arg1: tensor<65536xf32>) -> tensor<65536xi32> {
    %0 = call @_searchsorted_scan_impl(%arg0, %arg1) : (tensor<1048576xf32>, tensor<65536xf32>) -> tensor<65536xi32>
    return %0 : tensor<65536xi32>
  }
  func.func private @_searchsorted_scan_impl(%arg0: tensor<1048576xf32>, %arg1: tensor<65536xf32>) -> tensor<65536xi32> {
    %0 = call @_searchsorted_scan_impl_1(%arg0, %arg1) : (tensor<1048576xf32>, tensor<65536xf32>) -> tensor<65536xi32>
    return %0 : tensor<65536xi32>
  }
  func.func private @_searchsorted_scan_impl_1(%arg0: tensor<1048576xf32>, %arg1: tensor<65536xf32>) -> tensor<65536xi32> {
    %c = stablehlo.constant dense<0> : tensor<ui32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<ui32>) -> tensor<65536xui32>
    %c_0 = stablehlo.constant dense<1048576> : tensor<ui32>
    %1 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<ui32>) -> tensor<65536xui32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %2:5 = stablehlo.while(%iterArg = %arg0, %iterArg_2 = %arg1, %iterArg_3 = %c_1, %iterArg_4 = %0, %iterArg_5 = %1) : tensor<1048576xf32>, tensor<65536xf32>, tensor<i32>, tensor<65536xui32>, tensor<65536xui32>
    cond {
      %c_6 = stablehlo.constant dense<21> : tensor<i32>
      %4 = stablehlo.compare LT, %iterArg_3, %c_6, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %4 : tensor<i1>
    } do {
      %4:2 = func.call @closed_call(%iterArg, %iterArg_2, %iterArg_4, %iterArg_5) : (tensor<1048576xf32>, tensor<65536xf32>, tensor<65536xui32>, tensor<65536xui32>) -> (tensor<65536xui32>, tensor<65536xui32>)
      %c_6 = stablehlo.constant dense<1> : tensor<i32>
      %5 = stablehlo.add %iterArg_3, %c_6 : tensor<i32>
      stablehlo.return %iterArg, %iterArg_2, %5, %4#0, %4#1 : tensor<1048576xf32>, tensor<65536xf32>, tensor<i32>, tensor<65536xui32>, tensor<65536xui32>
    }
    %3 = stablehlo.convert %2#4 : (tensor<65536xui32>) -> tensor<65536xi32>
    return %3 : tensor<65536xi32>
  }
  func.func private @closed_call(%arg0: tensor<1048576xf32>, %arg1: tensor<65536xf32>, %arg2: tensor<65536xui32>, %arg3: tensor<65536xui32>) -> (tensor<65536xui32>, tensor<65536xui32>) {
    %0 = stablehlo.subtract %arg3, %arg2 : tensor<65536xui32>
    %c = stablehlo.constant dense<2> : tensor<i32>
    %1 = call @floor_divide(%0, %c) : (tensor<65536xui32>, tensor<i32>) -> tensor<65536xui32>
    %2 = stablehlo.add %arg2, %1 : tensor<65536xui32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [0] : (tensor<65536xui32>) -> tensor<65536x1xui32>
    %4 = "stablehlo.gather"(%arg0, %3) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<1048576xf32>, tensor<65536x1xui32>) -> tensor<65536x1xf32>
    %5 = stablehlo.reshape %4 : (tensor<65536x1xf32>) -> tensor<65536xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %6 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<65536xf32>
    %7 = stablehlo.compare EQ, %arg1, %6, FLOAT : (tensor<65536xf32>, tensor<65536xf32>) -> tensor<65536xi1>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %8 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<65536xf32>
    %9 = stablehlo.select %7, %8, %arg1 : tensor<65536xi1>, tensor<65536xf32>
    %10 = stablehlo.compare NE, %arg1, %arg1, FLOAT : (tensor<65536xf32>, tensor<65536xf32>) -> tensor<65536xi1>
    %cst_1 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %11 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<65536xf32>
    %12 = stablehlo.select %10, %11, %9 : tensor<65536xi1>, tensor<65536xf32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %13 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<65536xf32>
    %14 = stablehlo.compare EQ, %5, %13, FLOAT : (tensor<65536xf32>, tensor<65536xf32>) -> tensor<65536xi1>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %15 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<65536xf32>
    %16 = stablehlo.select %14, %15, %5 : tensor<65536xi1>, tensor<65536xf32>
    %17 = stablehlo.compare NE, %5, %5, FLOAT : (tensor<65536xf32>, tensor<65536xf32>) -> tensor<65536xi1>
    %cst_4 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %18 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<65536xf32>
    %19 = stablehlo.select %17, %18, %16 : tensor<65536xi1>, tensor<65536xf32>
    %20 = stablehlo.compare LE, %12, %19, TOTALORDER : (tensor<65536xf32>, tensor<65536xf32>) -> tensor<65536xi1>
    %21 = stablehlo.select %20, %arg2, %2 : tensor<65536xi1>, tensor<65536xui32>
    %22 = stablehlo.select %20, %2, %arg3 : tensor<65536xi1>, tensor<65536xui32>
    return %21, %22 : tensor<65536xui32>, tensor<65536xui32>
  }
  func.func private @floor_divide(%arg0: tensor<65536xui32>, %arg1: tensor<i32>) -> tensor<65536xui32> {
    %0 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<ui32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<ui32>) -> tensor<65536xui32>
    %2 = stablehlo.divide %arg0, %1 : tensor<65536xui32>
    return %2 : tensor<65536xui32>
  }
  func.func private @_unique_sorted_mask(%arg0: tensor<1048576xi32>) -> (tensor<1048576xi32>, tensor<1048576xi1>) {
    %0 = stablehlo.reshape %arg0 : (tensor<1048576xi32>) -> tensor<1048576x1xi32>
    %1 = stablehlo.transpose %0, dims = [1, 0] : (tensor<1048576x1xi32>) -> tensor<1x1048576xi32>
    %2 = stablehlo.reverse %1, dims = [0] : tensor<1x1048576xi32>
    %3 = call @lexsort(%2) : (tensor<1x1048576xi32>) -> tensor<1048576xi32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %4 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<1048576xi32>
    %5 = stablehlo.compare LT, %3, %4, SIGNED : (tensor<1048576xi32>, tensor<1048576xi32>) -> tensor<1048576xi1>
    %c_0 = stablehlo.constant dense<1048576> : tensor<i32>
    %6 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<1048576xi32>
    %7 = stablehlo.add %3, %6 : tensor<1048576xi32>
    %8 = stablehlo.select %5, %7, %3 : tensor<1048576xi1>, tensor<1048576xi32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0] : (tensor<1048576xi32>) -> tensor<1048576x1xi32>
    %10 = "stablehlo.gather"(%arg0, %9) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<1048576xi32>, tensor<1048576x1xi32>) -> tensor<1048576xi32>
    %c_1 = stablehlo.constant dense<true> : tensor<i1>
    %11 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i1>) -> tensor<1048576xi1>
    %12 = stablehlo.slice %10 [1:1048576] : (tensor<1048576xi32>) -> tensor<1048575xi32>
    %13 = stablehlo.slice %10 [0:1048575] : (tensor<1048576xi32>) -> tensor<1048575xi32>
    %14 = stablehlo.compare NE, %12, %13, SIGNED : (tensor<1048575xi32>, tensor<1048575xi32>) -> tensor<1048575xi1>
    %c_2 = stablehlo.constant dense<false> : tensor<i1>
    %15 = stablehlo.reduce(%14 init: %c_2) applies stablehlo.or across dimensions = [] : (tensor<1048575xi1>, tensor<i1>) -> tensor<1048575xi1>
    %c_3 = stablehlo.constant dense<1> : tensor<i32>
    %16 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %17 = "stablehlo.scatter"(%11, %16, %15) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
    ^bb0(%arg1: tensor<i1>, %arg2: tensor<i1>):
      stablehlo.return %arg2 : tensor<i1>
    }) : (tensor<1048576xi1>, tensor<1xi32>, tensor<1048575xi1>) -> tensor<1048576xi1>
    return %10, %17 : tensor<1048576xi32>, tensor<1048576xi1>
  }
  func.func private @lexsort(%arg0: tensor<1x1048576xi32>) -> tensor<1048576xi32> {
    %0 = stablehlo.slice %arg0 [0:1, 0:1048576] : (tensor<1x1048576xi32>) -> tensor<1x1048576xi32>
    %1 = stablehlo.reshape %0 : (tensor<1x1048576xi32>) -> tensor<1048576xi32>
    %2 = stablehlo.iota dim = 0 : tensor<1048576xi32>
    %3:2 = "stablehlo.sort"(%1, %2) <{dimension = 0 : i64, is_stable = true}> ({
    ^bb0(%arg1: tensor<i32>, %arg2: tensor<i32>, %arg3: tensor<i32>, %arg4: tensor<i32>):
      %4 = stablehlo.compare LT, %arg1, %arg2, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %4 : tensor<i1>
    }) : (tensor<1048576xi32>, tensor<1048576xi32>) -> (tensor<1048576xi32>, tensor<1048576xi32>)
    return %3#1 : tensor<1048576xi32>
  }
  func.func private @cumsum_2(%arg0: tensor<1048576xi1>) -> tensor<1048576xi32> {
    %0 = stablehlo.convert %arg0 : (tensor<1048576xi1>) -> tensor<1048576xi32>
    %1 = call @cumsum_3(%0) : (tensor<1048576xi32>) -> tensor<1048576xi32>
    return %1 : tensor<1048576xi32>
  }
  func.func private @cumsum_3(%arg0: tensor<1048576xi32>) -> tensor<1048576xi32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<i32>
    %1 = "stablehlo.reduce_window"(%arg0, %0) <{base_dilations = array<i64: 1>, padding = dense<[[1048575, 0]]> : tensor<1x2xi64>, window_dilations = array<i64: 1>, window_dimensions = array<i64: 1048576>, window_strides = array<i64: 1>}> ({
    ^bb0(%arg1: tensor<i32>, %arg2: tensor<i32>):
      %2 = stablehlo.add %arg1, %arg2 : tensor<i32>
      stablehlo.return %2 : tensor<i32>
    }) : (tensor<1048576xi32>, tensor<i32>) -> tensor<1048576xi32>
    return %1 : tensor<1048576xi32>
  }
  func.func private @clip(%arg0: tensor<1048576xi32>, %arg1: tensor<i32>) -> tensor<1048576xi32> {
    %0 = stablehlo.convert %arg1 : tensor<i32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<i32>) -> tensor<1048576xi32>
    %2 = stablehlo.maximum %1, %arg0 : tensor<1048576xi32>
    return %2 : tensor<1048576xi32>
  }
  func.func private @cumsum_4(%arg0: tensor<4096xi32>) -> tensor<4096xi32> {
    %0 = call @cumsum_5(%arg0) : (tensor<4096xi32>) -> tensor<4096xi32>
    return %0 : tensor<4096xi32>
  }
  func.func private @cumsum_5(%arg0: tensor<4096xi32>) -> tensor<4096xi32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<i32>
    %1 = "stablehlo.reduce_window"(%arg0, %0) <{base_dilations = array<i64: 1>, padding = dense<[[4095, 0]]> : tensor<1x2xi64>, window_dilations = array<i64: 1>, window_dimensions = array<i64: 4096>, window_strides = array<i64: 1>}> ({
    ^bb0(%arg1: tensor<i32>, %arg2: tensor<i32>):
      %2 = stablehlo.add %arg1, %arg2 : tensor<i32>
      stablehlo.return %2 : tensor<i32>
    }) : (tensor<4096xi32>, tensor<i32>) -> tensor<4096xi32>
    return %1 : tensor<4096xi32>
  }
  func.func private @floor_divide_6(%arg0: tensor<4096xi32>, %arg1: tensor<i32>) -> tensor<4096xi32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<i32>) -> tensor<4096xi32>
    %1 = stablehlo.divide %arg0, %0 : tensor<4096xi32>
    %2 = stablehlo.sign %arg0 : tensor<4096xi32>
    %3 = stablehlo.sign %arg1 : tensor<i32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<i32>) -> tensor<4096xi32>
    %5 = stablehlo.compare NE, %2, %4, SIGNED : (tensor<4096xi32>, tensor<4096xi32>) -> tensor<4096xi1>
    %6 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<i32>) -> tensor<4096xi32>
    %7 = stablehlo.remainder %arg0, %6 : tensor<4096xi32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %8 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<4096xi32>
    %9 = stablehlo.compare NE, %7, %8, SIGNED : (tensor<4096xi32>, tensor<4096xi32>) -> tensor<4096xi1>
    %10 = stablehlo.and %5, %9 : tensor<4096xi1>
    %c_0 = stablehlo.constant dense<1> : tensor<i32>
    %11 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<4096xi32>
    %12 = stablehlo.subtract %1, %11 : tensor<4096xi32>
    %13 = call @_where(%10, %12, %1) : (tensor<4096xi1>, tensor<4096xi32>, tensor<4096xi32>) -> tensor<4096xi32>
    return %13 : tensor<4096xi32>
  }
  func.func private @_where(%arg0: tensor<4096xi1>, %arg1: tensor<4096xi32>, %arg2: tensor<4096xi32>) -> tensor<4096xi32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<4096xi1>, tensor<4096xi32>
    return %0 : tensor<4096xi32>
  }
  func.func private @remainder(%arg0: tensor<4096xi32>, %arg1: tensor<i32>) -> tensor<4096xi32> {
    %0 = stablehlo.convert %arg1 : tensor<i32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.compare EQ, %0, %c, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_0 = stablehlo.constant dense<1> : tensor<i32>
    %2 = call @_where_7(%1, %c_0, %0) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<i32>) -> tensor<4096xi32>
    %4 = stablehlo.remainder %arg0, %3 : tensor<4096xi32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %5 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<4096xi32>
    %6 = stablehlo.compare NE, %4, %5, SIGNED : (tensor<4096xi32>, tensor<4096xi32>) -> tensor<4096xi1>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %7 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<4096xi32>
    %8 = stablehlo.compare LT, %4, %7, SIGNED : (tensor<4096xi32>, tensor<4096xi32>) -> tensor<4096xi1>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %9 = stablehlo.compare LT, %2, %c_3, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %10 = stablehlo.broadcast_in_dim %9, dims = [] : (tensor<i1>) -> tensor<4096xi1>
    %11 = stablehlo.compare NE, %8, %10, UNSIGNED : (tensor<4096xi1>, tensor<4096xi1>) -> tensor<4096xi1>
    %12 = stablehlo.and %11, %6 : tensor<4096xi1>
    %13 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<i32>) -> tensor<4096xi32>
    %14 = stablehlo.add %4, %13 : tensor<4096xi32>
    %15 = stablehlo.select %12, %14, %4 : tensor<4096xi1>, tensor<4096xi32>
    return %15 : tensor<4096xi32>
  }
  func.func private @_where_7(%arg0: tensor<i1>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<i32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<i1>, tensor<i32>
    return %0 : tensor<i32>
  }
  func.func private @_where_8(%arg0: tensor<4096xi1>, %arg1: tensor<4096xi32>, %arg2: tensor<i32>) -> tensor<4096xi32> {
    %0 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<i32>) -> tensor<4096xi32>
    %1 = stablehlo.select %arg0, %arg1, %0 : tensor<4096xi1>, tensor<4096xi32>
    return %1 : tensor<4096xi32>
  }
  func.func private @cumsum_9(%arg0: tensor<4097xi32>) -> tensor<4097xi32> {
    %0 = call @cumsum_10(%arg0) : (tensor<4097xi32>) -> tensor<4097xi32>
    return %0 : tensor<4097xi32>
  }
  func.func private @cumsum_10(%arg0: tensor<4097xi32>) -> tensor<4097xi32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<i32>
    %1 = "stablehlo.reduce_window"(%arg0, %0) <{base_dilations = array<i64: 1>, padding = dense<[[4096, 0]]> : tensor<1x2xi64>, window_dilations = array<i64: 1>, window_dimensions = array<i64: 4097>, window_strides = array<i64: 1>}> ({
    ^bb0(%arg1: tensor<i32>, %arg2: tensor<i32>):
      %2 = stablehlo.add %arg1, %arg2 : tensor<i32>
      stablehlo.return %2 : tensor<i32>
    }) : (tensor<4097xi32>, tensor<i32>) -> tensor<4097xi32>
    return %1 : tensor<4097xi32>
  }
  func.func private @floor_divide_11(%arg0: tensor<4097xi32>, %arg1: tensor<i32>) -> tensor<4097xi32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<i32>) -> tensor<4097xi32>
    %1 = stablehlo.divide %arg0, %0 : tensor<4097xi32>
    %2 = stablehlo.sign %arg0 : tensor<4097xi32>
    %3 = stablehlo.sign %arg1 : tensor<i32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<i32>) -> tensor<4097xi32>
    %5 = stablehlo.compare NE, %2, %4, SIGNED : (tensor<4097xi32>, tensor<4097xi32>) -> tensor<4097xi1>
    %6 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<i32>) -> tensor<4097xi32>
    %7 = stablehlo.remainder %arg0, %6 : tensor<4097xi32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %8 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<4097xi32>
    %9 = stablehlo.compare NE, %7, %8, SIGNED : (tensor<4097xi32>, tensor<4097xi32>) -> tensor<4097xi1>
    %10 = stablehlo.and %5, %9 : tensor<4097xi1>
    %c_0 = stablehlo.constant dense<1> : tensor<i32>
    %11 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<4097xi32>
    %12 = stablehlo.subtract %1, %11 : tensor<4097xi32>
    %13 = call @_where_12(%10, %12, %1) : (tensor<4097xi1>, tensor<4097xi32>, tensor<4097xi32>) -> tensor<4097xi32>
    return %13 : tensor<4097xi32>
  }
  func.func private @_where_12(%arg0: tensor<4097xi1>, %arg1: tensor<4097xi32>, %arg2: tensor<4097xi32>) -> tensor<4097xi32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<4097xi1>, tensor<4097xi32>
    return %0 : tensor<4097xi32>
  }
  func.func private @remainder_13(%arg0: tensor<4097xi32>, %arg1: tensor<i32>) -> tensor<4097xi32> {
    %0 = stablehlo.convert %arg1 : tensor<i32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.compare EQ, %0, %c, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_0 = stablehlo.constant dense<1> : tensor<i32>
    %2 = call @_where_7(%1, %c_0, %0) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<i32>) -> tensor<4097xi32>
    %4 = stablehlo.remainder %arg0, %3 : tensor<4097xi32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %5 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<4097xi32>
    %6 = stablehlo.compare NE, %4, %5, SIGNED : (tensor<4097xi32>, tensor<4097xi32>) -> tensor<4097xi1>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %7 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<4097xi32>
    %8 = stablehlo.compare LT, %4, %7, SIGNED : (tensor<4097xi32>, tensor<4097xi32>) -> tensor<4097xi1>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %9 = stablehlo.compare LT, %2, %c_3, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %10 = stablehlo.broadcast_in_dim %9, dims = [] : (tensor<i1>) -> tensor<4097xi1>
    %11 = stablehlo.compare NE, %8, %10, UNSIGNED : (tensor<4097xi1>, tensor<4097xi1>) -> tensor<4097xi1>
    %12 = stablehlo.and %11, %6 : tensor<4097xi1>
    %13 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<i32>) -> tensor<4097xi32>
    %14 = stablehlo.add %4, %13 : tensor<4097xi32>
    %15 = stablehlo.select %12, %14, %4 : tensor<4097xi1>, tensor<4097xi32>
    return %15 : tensor<4097xi32>
  }
  func.func private @_where_14(%arg0: tensor<4096xi32>, %arg1: tensor<4096xi32>, %arg2: tensor<i32>) -> tensor<4096xi32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<4096xi32>
    %1 = stablehlo.compare NE, %arg0, %0, SIGNED : (tensor<4096xi32>, tensor<4096xi32>) -> tensor<4096xi1>
    %2 = stablehlo.convert %arg2 : tensor<i32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<i32>) -> tensor<4096xi32>
    %4 = stablehlo.select %1, %arg1, %3 : tensor<4096xi1>, tensor<4096xi32>
    return %4 : tensor<4096xi32>
  }
  func.func private @diff(%arg0: tensor<4097xi32>) -> tensor<4096xi32> {
    %0 = stablehlo.slice %arg0 [1:4097] : (tensor<4097xi32>) -> tensor<4096xi32>
    %1 = stablehlo.slice %arg0 [0:4096] : (tensor<4097xi32>) -> tensor<4096xi32>
    %2 = stablehlo.subtract %0, %1 : tensor<4096xi32>
    return %2 : tensor<4096xi32>
  }
  func.func private @sort(%arg0: tensor<1024x1024xf32>) -> tensor<1024x1024xf32> {
    %0 = "stablehlo.sort"(%arg0) <{dimension = 1 : i64, is_stable = true}> ({
    ^bb0(%arg1: tensor<f32>, %arg2: tensor<f32>):
      %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %1 = stablehlo.compare EQ, %arg1, %cst, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %2 = stablehlo.select %1, %cst_0, %arg1 : tensor<i1>, tensor<f32>
      %3 = stablehlo.compare NE, %arg1, %arg1, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %cst_1 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
      %4 = stablehlo.select %3, %cst_1, %2 : tensor<i1>, tensor<f32>
      %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %5 = stablehlo.compare EQ, %arg2, %cst_2, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %6 = stablehlo.select %5, %cst_3, %arg2 : tensor<i1>, tensor<f32>
      %7 = stablehlo.compare NE, %arg2, %arg2, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %cst_4 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
      %8 = stablehlo.select %7, %cst_4, %6 : tensor<i1>, tensor<f32>
      %9 = stablehlo.compare LT, %4, %8, TOTALORDER : (tensor<f32>, tensor<f32>) -> tensor<i1>
      stablehlo.return %9 : tensor<i1>
    }) : (tensor<1024x1024xf32>) -> tensor<1024x1024xf32>
    return %0 : tensor<1024x1024xf32>
  }
}
