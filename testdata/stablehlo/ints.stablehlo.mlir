module @jit_ints attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<16x16xf32>) -> (tensor<16x16xi32> {jax.result_info = "result[0]"}, tensor<16x16xi32> {jax.result_info = "result[1]"}, tensor<16x16xf16> {jax.result_info = "result[2]"}, tensor<16x16xui8> {jax.result_info = "result[3]"}) {
    %0 = stablehlo.convert %arg0 : (tensor<16x16xf32>) -> tensor<16x16xi8>
    %c = stablehlo.constant dense<3> : tensor<i8>
    %1 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i8>) -> tensor<16x16xi8>
    %2 = stablehlo.multiply %0, %1 : tensor<16x16xi8>
    %3 = stablehlo.convert %2 : (tensor<16x16xi8>) -> tensor<16x16xi32>
    %c_0 = stablehlo.constant dense<1> : tensor<i32>
    %4 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<16x16xi32>
    %5 = stablehlo.shift_right_arithmetic %3, %4 : tensor<16x16xi32>
    %c_1 = stablehlo.constant dense<7> : tensor<i32>
    %6 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<16x16xi32>
    %7 = stablehlo.and %3, %6 : tensor<16x16xi32>
    %8 = stablehlo.convert %arg0 : (tensor<16x16xf32>) -> tensor<16x16xbf16>
    %9 = stablehlo.convert %8 : (tensor<16x16xbf16>) -> tensor<16x16xf16>
    %10 = stablehlo.convert %arg0 : (tensor<16x16xf32>) -> tensor<16x16xui8>
    return %5, %7, %9, %10 : tensor<16x16xi32>, tensor<16x16xi32>, tensor<16x16xf16>, tensor<16x16xui8>
  }
}
