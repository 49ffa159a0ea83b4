module @jit_perm_mesh_gspmd attributes {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<1024x2048xf32> {jax.buffer_donor = true, mhlo.sharding = "{devices=[1,4,2]<=[2,4]T(1,0) last_tile_dim_replicate}"}, %arg1: tensor<2048x1024xf32> {jax.buffer_donor = true, mhlo.sharding = "{devices=[4,1,2]<=[2,4]T(1,0) last_tile_dim_replicate}"}, %arg2: tensor<512x1024xf32> {mhlo.sharding = "{devices=[2,1,4]<=[8] last_tile_dim_replicate}"}) -> (tensor<1024x2048xf32> {jax.result_info = "result[0][0]"}, tensor<2048x1024xf32> {jax.result_info = "result[0][1]"}, tensor<f32> {jax.result_info = "result[1]"}) {
    %0 = stablehlo.dot_general %arg2, %arg0, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<512x1024xf32>, tensor<1024x2048xf32>) -> tensor<512x2048xf32>
    %1 = call @relu(%0) : (tensor<512x2048xf32>) -> tensor<512x2048xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<512x2048xf32>
    %3 = stablehlo.compare GT, %0, %2, FLOAT : (tensor<512x2048xf32>, tensor<512x2048xf32>) -> tensor<512x2048xi1>
    %4 = stablehlo.custom_call @Sharding(%1) {backend_config = "", mhlo.sharding = "{devices=[2,4]<=[8]}"} : (tensor<512x2048xf32>) -> tensor<512x2048xf32>
    %5 = stablehlo.dot_general %4, %arg1, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<512x2048xf32>, tensor<2048x1024xf32>) -> tensor<512x1024xf32>
    %6 = stablehlo.custom_call @Sharding(%5) {backend_config = "unspecified_dims=[1]", mhlo.sharding = "{devices=[2,1,4]<=[8] last_tile_dim_replicate}"} : (tensor<512x1024xf32>) -> tensor<512x1024xf32>
    %7 = stablehlo.subtract %6, %arg2 : tensor<512x1024xf32>
    %8 = stablehlo.multiply %7, %7 : tensor<512x1024xf32>
    %cst_0 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %9 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<512x1024xf32>
    %10 = stablehlo.multiply %9, %7 : tensor<512x1024xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %11 = stablehlo.reduce(%8 init: %cst_1) applies stablehlo.add across dimensions = [0, 1] : (tensor<512x1024xf32>, tensor<f32>) -> tensor<f32>
    %cst_2 = stablehlo.constant dense<5.242880e+05> : tensor<f32>
    %12 = stablehlo.divide %11, %cst_2 : tensor<f32>
    %cst_3 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %cst_4 = stablehlo.constant dense<5.242880e+05> : tensor<f32>
    %13 = stablehlo.divide %cst_3, %cst_4 : tensor<f32>
    %14 = stablehlo.broadcast_in_dim %13, dims = [] : (tensor<f32>) -> tensor<512x1024xf32>
    %15 = stablehlo.multiply %14, %10 : tensor<512x1024xf32>
    %16 = stablehlo.custom_call @Sharding(%15) {backend_config = "unspecified_dims=[1]", mhlo.sharding = "{devices=[2,1,4]<=[8] last_tile_dim_replicate}"} : (tensor<512x1024xf32>) -> tensor<512x1024xf32>
    %17 = stablehlo.dot_general %16, %4, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<512x1024xf32>, tensor<512x2048xf32>) -> tensor<1024x2048xf32>
    %18 = stablehlo.transpose %17, dims = [1, 0] : (tensor<1024x2048xf32>) -> tensor<2048x1024xf32>
    %19 = stablehlo.dot_general %16, %arg1, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<512x1024xf32>, tensor<2048x1024xf32>) -> tensor<512x2048xf32>
    %20 = stablehlo.custom_call @Sharding(%19) {backend_config = "", mhlo.sharding = "{devices=[2,4]<=[8]}"} : (tensor<512x2048xf32>) -> tensor<512x2048xf32>
    %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %21 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<512x2048xf32>
    %22 = stablehlo.select %3, %20, %21 : tensor<512x2048xi1>, tensor<512x2048xf32>
    %23 = stablehlo.dot_general %22, %arg2, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<512x2048xf32>, tensor<512x1024xf32>) -> tensor<2048x1024xf32>
    %24 = stablehlo.transpose %23, dims = [1, 0] : (tensor<2048x1024xf32>) -> tensor<1024x2048xf32>
    %cst_6 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %25 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<1024x2048xf32>
    %26 = stablehlo.multiply %25, %24 : tensor<1024x2048xf32>
    %27 = stablehlo.subtract %arg0, %26 : tensor<1024x2048xf32>
    %cst_7 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %28 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<2048x1024xf32>
    %29 = stablehlo.multiply %28, %18 : tensor<2048x1024xf32>
    %30 = stablehlo.subtract %arg1, %29 : tensor<2048x1024xf32>
    return %27, %30, %12 : tensor<1024x2048xf32>, tensor<2048x1024xf32>, tensor<f32>
  }
  func.func private @relu(%arg0: tensor<512x2048xf32>) -> tensor<512x2048xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<512x2048xf32>
    %1 = stablehlo.maximum %arg0, %0 : tensor<512x2048xf32>
    return %1 : tensor<512x2048xf32>
  }
}
