module @jit_halo_conv attributes {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<5x256x256xf32> {mhlo.sharding = "{replicated}"}, %arg1: tensor<5x256x256xf32> {mhlo.sharding = "{replicated}"}, %arg2: tensor<16x4096x256xf32> {mhlo.sharding = "{devices=[1,8,1]<=[8]}"}, %arg3: tensor<16x4096x256xf32> {mhlo.sharding = "{devices=[1,8,1]<=[8]}"}) -> (tensor<16x4096x256xf32> {jax.result_info = "result[0]", mhlo.sharding = "{devices=[1,8,1]<=[8]}"}, tensor<5x256x256xf32> {jax.result_info = "result[1][0]", mhlo.sharding = "{replicated}"}, tensor<5x256x256xf32> {jax.result_info = "result[1][1]", mhlo.sharding = "{replicated}"}) {
    %0 = stablehlo.convolution(%arg2, %arg0) dim_numbers = [b, 0, f]x[0, i, o]->[b, 0, f], window = {stride = [1], pad = [[2, 2]], lhs_dilate = [1], rhs_dilate = [1], reverse = [false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<16x4096x256xf32>, tensor<5x256x256xf32>) -> tensor<16x4096x256xf32>
    %1 = stablehlo.tanh %0 : tensor<16x4096x256xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<16x4096x256xf32>
    %3 = stablehlo.subtract %2, %1 : tensor<16x4096x256xf32>
    %4 = stablehlo.convolution(%1, %arg1) dim_numbers = [b, 0, f]x[0, i, o]->[b, 0, f], window = {stride = [1], pad = [[2, 2]], lhs_dilate = [1], rhs_dilate = [1], reverse = [false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<16x4096x256xf32>, tensor<5x256x256xf32>) -> tensor<16x4096x256xf32>
    %5 = stablehlo.tanh %4 : tensor<16x4096x256xf32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %6 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<16x4096x256xf32>
    %7 = stablehlo.subtract %6, %5 : tensor<16x4096x256xf32>
    %8 = stablehlo.multiply %arg3, %7 : tensor<16x4096x256xf32>
    %9 = stablehlo.multiply %8, %5 : tensor<16x4096x256xf32>
    %10 = stablehlo.add %8, %9 : tensor<16x4096x256xf32>
    %11 = stablehlo.convolution(%1, %10) dim_numbers = [f, 0, b]x[i, 0, o]->[0, b, f], window = {stride = [1], pad = [[2, 2]], lhs_dilate = [1], rhs_dilate = [1], reverse = [false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<16x4096x256xf32>, tensor<16x4096x256xf32>) -> tensor<5x256x256xf32>
    %12 = stablehlo.reverse %arg1, dims = [0] : tensor<5x256x256xf32>
    %13 = stablehlo.convolution(%10, %12) dim_numbers = [b, 0, f]x[0, o, i]->[b, 0, f], window = {stride = [1], pad = [[2, 2]], lhs_dilate = [1], rhs_dilate = [1], reverse = [false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<16x4096x256xf32>, tensor<5x256x256xf32>) -> tensor<16x4096x256xf32>
    %14 = stablehlo.multiply %13, %3 : tensor<16x4096x256xf32>
    %15 = stablehlo.multiply %14, %1 : tensor<16x4096x256xf32>
    %16 = stablehlo.add %14, %15 : tensor<16x4096x256xf32>
    %17 = stablehlo.convolution(%arg2, %16) dim_numbers = [f, 0, b]x[i, 0, o]->[0, b, f], window = {stride = [1], pad = [[2, 2]], lhs_dilate = [1], rhs_dilate = [1], reverse = [false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<16x4096x256xf32>, tensor<16x4096x256xf32>) -> tensor<5x256x256xf32>
    return %5, %17, %11 : tensor<16x4096x256xf32>, tensor<5x256x256xf32>, tensor<5x256x256xf32>
  }
}
