module @jit_qr_lstsq attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<16x256x64xf32>, %arg1: tensor<16x256x8xf32>) -> (tensor<16x64x8xf32> {jax.result_info = "result[0]"}, tensor<16x8xf32> {jax.result_info = "result[1]"}) {
    %0:2 = call @qr(%arg0) : (tensor<16x256x64xf32>) -> (tensor<16x256x64xf32>, tensor<16x64x64xf32>)
    %1 = stablehlo.dot_general %0#0, %arg1, batching_dims = [0] x [0], contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<16x256x64xf32>, tensor<16x256x8xf32>) -> tensor<16x64x8xf32>
    %2 = call @_solve_triangular(%0#1, %1) : (tensor<16x64x64xf32>, tensor<16x64x8xf32>) -> tensor<16x64x8xf32>
    %3 = stablehlo.dot_general %arg0, %2, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<16x256x64xf32>, tensor<16x64x8xf32>) -> tensor<16x256x8xf32>
    %4 = stablehlo.subtract %3, %arg1 : tensor<16x256x8xf32>
    %5 = stablehlo.multiply %4, %4 : tensor<16x256x8xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %6 = stablehlo.reduce(%5 init: %cst) applies stablehlo.add across dimensions = [1] : (tensor<16x256x8xf32>, tensor<f32>) -> tensor<16x8xf32>
    %7 = stablehlo.sqrt %6 : tensor<16x8xf32>
    return %2, %7 : tensor<16x64x8xf32>, tensor<16x8xf32>
  }
  func.func private @qr(%arg0: tensor<16x256x64xf32>) -> (tensor<16x256x64xf32>, tensor<16x64x64xf32>) {
    %0:2 = stablehlo.custom_call @lapack_sgeqrf_ffi(%arg0) {backend_config = "", mhlo.backend_config = {}, mhlo.frontend_attributes = {num_batch_dims = "1"}, operand_layouts = [dense<[1, 2, 0]> : tensor<3xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [0], operand_index = 0, operand_tuple_indices = []>], result_layouts = [dense<[1, 2, 0]> : tensor<3xindex>, dense<[1, 0]> : tensor<2xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k])->([i, l, m], [i, n]) {i=16, j=256, k=64, l=256, m=64, n=64}, custom>} : (tensor<16x256x64xf32>) -> (tensor<16x256x64xf32>, tensor<16x64xf32>)
    %1 = stablehlo.custom_call @lapack_sorgqr_ffi(%0#0, %0#1) {backend_config = "", mhlo.backend_config = {}, mhlo.frontend_attributes = {num_batch_dims = "1"}, operand_layouts = [dense<[1, 2, 0]> : tensor<3xindex>, dense<[1, 0]> : tensor<2xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [], operand_index = 0, operand_tuple_indices = []>], result_layouts = [dense<[1, 2, 0]> : tensor<3xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k], [i, l])->([i, m, n]) {i=16, j=256, k=64, l=64, m=256, n=64}, custom>} : (tensor<16x256x64xf32>, tensor<16x64xf32>) -> tensor<16x256x64xf32>
    %2 = stablehlo.slice %0#0 [0:16, 0:64, 0:64] : (tensor<16x256x64xf32>) -> tensor<16x64x64xf32>
    %3 = stablehlo.iota dim = 0 : tensor<64x64xi32>
    %c = stablehlo.constant dense<-1> : tensor<i32>
    %4 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<64x64xi32>
    %5 = stablehlo.add %3, %4 : tensor<64x64xi32>
    %6 = stablehlo.iota dim = 1 : tensor<64x64xi32>
    %7 = stablehlo.compare GE, %5, %6, SIGNED : (tensor<64x64xi32>, tensor<64x64xi32>) -> tensor<64x64xi1>
    %8 = stablehlo.broadcast_in_dim %7, dims = [1, 2] : (tensor<64x64xi1>) -> tensor<16x64x64xi1>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %9 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<16x64x64xf32>
    %10 = stablehlo.select %8, %9, %2 : tensor<16x64x64xi1>, tensor<16x64x64xf32>
    return %1, %10 : tensor<16x256x64xf32>, tensor<16x64x64xf32>
  }
  func.func private @_solve_triangular(%arg0: tensor<16x64x64xf32>, %arg1: tensor<16x64x8xf32>) -> tensor<16x64x8xf32> {
    %0 = stablehlo.custom_call @lapack_strsm_ffi(%arg0, %arg1) {backend_config = "", mhlo.backend_config = {diag = 78 : ui8, side = 76 : ui8, trans_x = 78 : ui8, uplo = 85 : ui8}, mhlo.frontend_attributes = {num_batch_dims = "1"}, operand_layouts = [dense<[1, 2, 0]> : tensor<3xindex>, dense<[1, 2, 0]> : tensor<3xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [], operand_index = 1, operand_tuple_indices = []>], result_layouts = [dense<[1, 2, 0]> : tensor<3xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k], [i, l, m])->([i, n, o]) {i=16, j=64, k=64, l=64, m=8, n=64, o=8}, custom>} : (tensor<16x64x64xf32>, tensor<16x64x8xf32>) -> tensor<16x64x8xf32>
    return %0 : tensor<16x64x8xf32>
  }
}
