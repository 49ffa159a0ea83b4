module @jit_eigh_pca attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<4096x256xf32>) -> (tensor<4096x64xf32> {jax.result_info = "result[0]"}, tensor<256xf32> {jax.result_info = "result[1]"}) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.reduce(%arg0 init: %cst) applies stablehlo.add across dimensions = [0] : (tensor<4096x256xf32>, tensor<f32>) -> tensor<256xf32>
    %cst_0 = stablehlo.constant dense<4.096000e+03> : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %2 = stablehlo.divide %0, %1 : tensor<256xf32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [1] : (tensor<256xf32>) -> tensor<1x256xf32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [0, 1] : (tensor<1x256xf32>) -> tensor<4096x256xf32>
    %5 = stablehlo.subtract %arg0, %4 : tensor<4096x256xf32>
    %6 = stablehlo.transpose %5, dims = [1, 0] : (tensor<4096x256xf32>) -> tensor<256x4096xf32>
    %7 = stablehlo.dot_general %6, %5, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<256x4096xf32>, tensor<4096x256xf32>) -> tensor<256x256xf32>
    %cst_1 = stablehlo.constant dense<4.096000e+03> : tensor<f32>
    %8 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %9 = stablehlo.divide %7, %8 : tensor<256x256xf32>
    %10:2 = call @eigh(%9) : (tensor<256x256xf32>) -> (tensor<256xf32>, tensor<256x256xf32>)
    %11 = stablehlo.slice %10#1 [0:256, 192:256] : (tensor<256x256xf32>) -> tensor<256x64xf32>
    %12 = stablehlo.dot_general %5, %11, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4096x256xf32>, tensor<256x64xf32>) -> tensor<4096x64xf32>
    %13 = stablehlo.slice %10#0 [192:256] : (tensor<256xf32>) -> tensor<64xf32>
    %cst_2 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %14 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %15 = stablehlo.add %13, %14 : tensor<64xf32>
    %16 = stablehlo.sqrt %15 : tensor<64xf32>
    %17 = stablehlo.broadcast_in_dim %16, dims = [1] : (tensor<64xf32>) -> tensor<1x64xf32>
    %18 = stablehlo.broadcast_in_dim %17, dims = [0, 1] : (tensor<1x64xf32>) -> tensor<4096x64xf32>
    %19 = stablehlo.divide %12, %18 : tensor<4096x64xf32>
    return %19, %10#0 : tensor<4096x64xf32>, tensor<256xf32>
  }
  func.func private @eigh(%arg0: tensor<256x256xf32>) -> (tensor<256xf32>, tensor<256x256xf32>) {
    %0 = stablehlo.transpose %arg0, dims = [1, 0] : (tensor<256x256xf32>) -> tensor<256x256xf32>
    %1 = stablehlo.add %arg0, %0 : tensor<256x256xf32>
    %cst = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %3 = stablehlo.divide %1, %2 : tensor<256x256xf32>
    %4:3 = stablehlo.custom_call @lapack_ssyevd_ffi(%3) {backend_config = "", mhlo.backend_config = {mode = 86 : ui8, uplo = 76 : ui8}, mhlo.frontend_attributes = {num_batch_dims = "0"}, operand_layouts = [dense<[0, 1]> : tensor<2xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [0], operand_index = 0, operand_tuple_indices = []>], result_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<0> : tensor<1xindex>, dense<> : tensor<0xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([k, l], [m], []) {i=256, j=256, k=256, l=256, m=256}, custom>} : (tensor<256x256xf32>) -> (tensor<256x256xf32>, tensor<256xf32>, tensor<i32>)
    %c = stablehlo.constant dense<0> : tensor<i32>
    %5 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<i32>
    %6 = stablehlo.compare EQ, %4#2, %5, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %7 = stablehlo.broadcast_in_dim %6, dims = [] : (tensor<i1>) -> tensor<1x1xi1>
    %cst_0 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %8 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %9 = stablehlo.broadcast_in_dim %7, dims = [0, 1] : (tensor<1x1xi1>) -> tensor<256x256xi1>
    %10 = stablehlo.select %9, %4#0, %8 : tensor<256x256xi1>, tensor<256x256xf32>
    %11 = stablehlo.broadcast_in_dim %6, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %cst_1 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %12 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %13 = stablehlo.broadcast_in_dim %11, dims = [0] : (tensor<1xi1>) -> tensor<256xi1>
    %14 = stablehlo.select %13, %4#1, %12 : tensor<256xi1>, tensor<256xf32>
    return %14, %10 : tensor<256xf32>, tensor<256x256xf32>
  }
}
