module @jit_cholesky_solve attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<512x8xf32>, %arg1: tensor<512x4xf32>, %arg2: tensor<256x8xf32>, %arg3: tensor<f32>) -> (tensor<256x4xf32> {jax.result_info = "result[0]"}, tensor<f32> {jax.result_info = "result[1]"}) {
    %0 = stablehlo.broadcast_in_dim %arg0, dims = [0, 2] : (tensor<512x8xf32>) -> tensor<512x1x8xf32>
    %1 = stablehlo.broadcast_in_dim %arg0, dims = [1, 2] : (tensor<512x8xf32>) -> tensor<1x512x8xf32>
    %2 = stablehlo.broadcast_in_dim %0, dims = [0, 1, 2] : (tensor<512x1x8xf32>) -> tensor<512x512x8xf32>
    %3 = stablehlo.broadcast_in_dim %1, dims = [0, 1, 2] : (tensor<1x512x8xf32>) -> tensor<512x512x8xf32>
    %4 = stablehlo.subtract %2, %3 : tensor<512x512x8xf32>
    %5 = stablehlo.multiply %4, %4 : tensor<512x512x8xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %6 = stablehlo.reduce(%5 init: %cst) applies stablehlo.add across dimensions = [2] : (tensor<512x512x8xf32>, tensor<f32>) -> tensor<512x512xf32>
    %cst_0 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %7 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<512x512xf32>
    %8 = stablehlo.multiply %7, %6 : tensor<512x512xf32>
    %9 = stablehlo.multiply %arg3, %arg3 : tensor<f32>
    %10 = stablehlo.broadcast_in_dim %9, dims = [] : (tensor<f32>) -> tensor<512x512xf32>
    %11 = stablehlo.divide %8, %10 : tensor<512x512xf32>
    %12 = stablehlo.exponential %11 : tensor<512x512xf32>
    %13 = stablehlo.iota dim = 0 : tensor<512x512xi32>
    %14 = stablehlo.iota dim = 1 : tensor<512x512xi32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %15 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<512x512xi32>
    %16 = stablehlo.add %13, %15 : tensor<512x512xi32>
    %17 = stablehlo.compare EQ, %16, %14, SIGNED : (tensor<512x512xi32>, tensor<512x512xi32>) -> tensor<512x512xi1>
    %18 = stablehlo.convert %17 : (tensor<512x512xi1>) -> tensor<512x512xf32>
    %cst_1 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %19 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<512x512xf32>
    %20 = stablehlo.multiply %19, %18 : tensor<512x512xf32>
    %21 = stablehlo.add %12, %20 : tensor<512x512xf32>
    %22 = call @cholesky(%21) : (tensor<512x512xf32>) -> tensor<512x512xf32>
    %23 = call @_cho_solve(%22, %arg1) : (tensor<512x512xf32>, tensor<512x4xf32>) -> tensor<512x4xf32>
    %24 = stablehlo.broadcast_in_dim %arg2, dims = [0, 2] : (tensor<256x8xf32>) -> tensor<256x1x8xf32>
    %25 = stablehlo.broadcast_in_dim %arg0, dims = [1, 2] : (tensor<512x8xf32>) -> tensor<1x512x8xf32>
    %26 = stablehlo.broadcast_in_dim %24, dims = [0, 1, 2] : (tensor<256x1x8xf32>) -> tensor<256x512x8xf32>
    %27 = stablehlo.broadcast_in_dim %25, dims = [0, 1, 2] : (tensor<1x512x8xf32>) -> tensor<256x512x8xf32>
    %28 = stablehlo.subtract %26, %27 : tensor<256x512x8xf32>
    %29 = stablehlo.multiply %28, %28 : tensor<256x512x8xf32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %30 = stablehlo.reduce(%29 init: %cst_2) applies stablehlo.add across dimensions = [2] : (tensor<256x512x8xf32>, tensor<f32>) -> tensor<256x512xf32>
    %cst_3 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %31 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<256x512xf32>
    %32 = stablehlo.multiply %31, %30 : tensor<256x512xf32>
    %33 = stablehlo.multiply %arg3, %arg3 : tensor<f32>
    %34 = stablehlo.broadcast_in_dim %33, dims = [] : (tensor<f32>) -> tensor<256x512xf32>
    %35 = stablehlo.divide %32, %34 : tensor<256x512xf32>
    %36 = stablehlo.exponential %35 : tensor<256x512xf32>
    %37 = stablehlo.multiply %arg1, %23 : tensor<512x4xf32>
    %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %38 = stablehlo.reduce(%37 init: %cst_4) applies stablehlo.add across dimensions = [0, 1] : (tensor<512x4xf32>, tensor<f32>) -> tensor<f32>
    %cst_5 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %39 = stablehlo.multiply %cst_5, %38 : tensor<f32>
    %40 = call @_diag(%22) : (tensor<512x512xf32>) -> tensor<512xf32>
    %41 = stablehlo.log %40 : tensor<512xf32>
    %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %42 = stablehlo.reduce(%41 init: %cst_6) applies stablehlo.add across dimensions = [0] : (tensor<512xf32>, tensor<f32>) -> tensor<f32>
    %43 = stablehlo.add %39, %42 : tensor<f32>
    %44 = stablehlo.dot_general %36, %23, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<256x512xf32>, tensor<512x4xf32>) -> tensor<256x4xf32>
    return %44, %43 : tensor<256x4xf32>, tensor<f32>
  }
  func.func private @cholesky(%arg0: tensor<512x512xf32>) -> tensor<512x512xf32> {
    %0 = stablehlo.transpose %arg0, dims = [1, 0] : (tensor<512x512xf32>) -> tensor<512x512xf32>
    %1 = stablehlo.add %arg0, %0 : tensor<512x512xf32>
    %cst = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<512x512xf32>
    %3 = stablehlo.divide %1, %2 : tensor<512x512xf32>
    %4:2 = stablehlo.custom_call @lapack_spotrf_ffi(%3) {backend_config = "", mhlo.backend_config = {uplo = 76 : ui8}, mhlo.frontend_attributes = {num_batch_dims = "0"}, operand_layouts = [dense<[0, 1]> : tensor<2xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [0], operand_index = 0, operand_tuple_indices = []>], result_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<> : tensor<0xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([k, l], []) {i=512, j=512, k=512, l=512}, custom>} : (tensor<512x512xf32>) -> (tensor<512x512xf32>, tensor<i32>)
    %c = stablehlo.constant dense<0> : tensor<i32>
    %5 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<i32>
    %6 = stablehlo.compare EQ, %4#1, %5, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %7 = stablehlo.broadcast_in_dim %6, dims = [] : (tensor<i1>) -> tensor<1x1xi1>
    %cst_0 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %8 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<512x512xf32>
    %9 = stablehlo.broadcast_in_dim %7, dims = [0, 1] : (tensor<1x1xi1>) -> tensor<512x512xi1>
    %10 = stablehlo.select %9, %4#0, %8 : tensor<512x512xi1>, tensor<512x512xf32>
    %11 = stablehlo.iota dim = 0 : tensor<512x512xi32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %12 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<512x512xi32>
    %13 = stablehlo.add %11, %12 : tensor<512x512xi32>
    %14 = stablehlo.iota dim = 1 : tensor<512x512xi32>
    %15 = stablehlo.compare GE, %13, %14, SIGNED : (tensor<512x512xi32>, tensor<512x512xi32>) -> tensor<512x512xi1>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %16 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<512x512xf32>
    %17 = stablehlo.select %15, %10, %16 : tensor<512x512xi1>, tensor<512x512xf32>
    return %17 : tensor<512x512xf32>
  }
  func.func private @_cho_solve(%arg0: tensor<512x512xf32>, %arg1: tensor<512x4xf32>) -> tensor<512x4xf32> {
    %0 = stablehlo.custom_call @lapack_strsm_ffi(%arg0, %arg1) {backend_config = "", mhlo.backend_config = {diag = 78 : ui8, side = 76 : ui8, trans_x = 78 : ui8, uplo = 76 : ui8}, mhlo.frontend_attributes = {num_batch_dims = "0"}, operand_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<[0, 1]> : tensor<2xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [], operand_index = 1, operand_tuple_indices = []>], result_layouts = [dense<[0, 1]> : tensor<2xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j], [k, l])->([m, n]) {i=512, j=512, k=512, l=4, m=512, n=4}, custom>} : (tensor<512x512xf32>, tensor<512x4xf32>) -> tensor<512x4xf32>
    %1 = stablehlo.custom_call @lapack_strsm_ffi(%arg0, %0) {backend_config = "", mhlo.backend_config = {diag = 78 : ui8, side = 76 : ui8, trans_x = 84 : ui8, uplo = 76 : ui8}, mhlo.frontend_attributes = {num_batch_dims = "0"}, operand_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<[0, 1]> : tensor<2xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [], operand_index = 1, operand_tuple_indices = []>], result_layouts = [dense<[0, 1]> : tensor<2xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j], [k, l])->([m, n]) {i=512, j=512, k=512, l=4, m=512, n=4}, custom>} : (tensor<512x512xf32>, tensor<512x4xf32>) -> tensor<512x4xf32>
    return %1 : tensor<512x4xf32>
  }
  func.func private @_diag(%arg0: tensor<512x512xf32>) -> tensor<512xf32> {
    %0 = call @diagonal(%arg0) : (tensor<512x512xf32>) -> tensor<512xf32>
    return %0 : tensor<512xf32>
  }
  func.func private @diagonal(%arg0: tensor<512x512xf32>) -> tensor<512xf32> {
    %0 = stablehlo.iota dim = 0 : tensor<512x512xi32>
    %1 = stablehlo.iota dim = 1 : tensor<512x512xi32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<512x512xi32>
    %3 = stablehlo.add %0, %2 : tensor<512x512xi32>
    %4 = stablehlo.compare EQ, %3, %1, SIGNED : (tensor<512x512xi32>, tensor<512x512xi32>) -> tensor<512x512xi1>
    %5 = stablehlo.convert %4 : (tensor<512x512xi1>) -> tensor<512x512xf32>
    %c_0 = stablehlo.constant dense<1> : tensor<i32>
    %6 = "stablehlo.case"(%c_0) ({
      %c_1 = stablehlo.constant dense<0> : tensor<i32>
      stablehlo.return %c_1 : tensor<i32>
    }, {
      %c_1 = stablehlo.constant dense<0> : tensor<i32>
      stablehlo.return %c_1 : tensor<i32>
    }) : (tensor<i32>) -> tensor<i32>
    %7 = "stablehlo.case"(%6) ({
      %8 = stablehlo.iota dim = 0 : tensor<512xi32>
      %9 = stablehlo.iota dim = 0 : tensor<512xi32>
      %c_1 = stablehlo.constant dense<0> : tensor<i32>
      %10 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<512xi32>
      %11 = stablehlo.compare LT, %8, %10, SIGNED : (tensor<512xi32>, tensor<512xi32>) -> tensor<512xi1>
      %c_2 = stablehlo.constant dense<512> : tensor<i32>
      %12 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<512xi32>
      %13 = stablehlo.add %8, %12 : tensor<512xi32>
      %14 = stablehlo.select %11, %13, %8 : tensor<512xi1>, tensor<512xi32>
      %c_3 = stablehlo.constant dense<0> : tensor<i32>
      %15 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<512xi32>
      %16 = stablehlo.compare LT, %9, %15, SIGNED : (tensor<512xi32>, tensor<512xi32>) -> tensor<512xi1>
      %c_4 = stablehlo.constant dense<512> : tensor<i32>
      %17 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<512xi32>
      %18 = stablehlo.add %9, %17 : tensor<512xi32>
      %19 = stablehlo.select %16, %18, %9 : tensor<512xi1>, tensor<512xi32>
      %20 = stablehlo.broadcast_in_dim %14, dims = [0] : (tensor<512xi32>) -> tensor<512x1xi32>
      %21 = stablehlo.broadcast_in_dim %19, dims = [0] : (tensor<512xi32>) -> tensor<512x1xi32>
      %22 = stablehlo.concatenate %20, %21, dim = 1 : (tensor<512x1xi32>, tensor<512x1xi32>) -> tensor<512x2xi32>
      %23 = "stablehlo.gather"(%arg0, %22) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1>}> : (tensor<512x512xf32>, tensor<512x2xi32>) -> tensor<512xf32>
      stablehlo.return %23 : tensor<512xf32>
    }) : (tensor<i32>) -> tensor<512xf32>
    return %7 : tensor<512xf32>
  }
}
