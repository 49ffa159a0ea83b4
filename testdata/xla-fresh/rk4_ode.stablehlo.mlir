module @jit_rk4_ode attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<2048xf32>, %arg1: tensor<512x2048xf32>, %arg2: tensor<2048x512xf32>, %arg3: tensor<1024x512xf32>) -> (tensor<1024x512xf32> {jax.result_info = "result"}) {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0:5 = stablehlo.while(%iterArg = %arg1, %iterArg_0 = %arg0, %iterArg_1 = %arg2, %iterArg_2 = %c, %iterArg_3 = %arg3) : tensor<512x2048xf32>, tensor<2048xf32>, tensor<2048x512xf32>, tensor<i32>, tensor<1024x512xf32>
    cond {
      %c_4 = stablehlo.constant dense<32> : tensor<i32>
      %1 = stablehlo.compare LT, %iterArg_2, %c_4, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %1 : tensor<i1>
    } do {
      %1 = func.call @closed_call(%iterArg, %iterArg_0, %iterArg_1, %iterArg_3) : (tensor<512x2048xf32>, tensor<2048xf32>, tensor<2048x512xf32>, tensor<1024x512xf32>) -> tensor<1024x512xf32>
      %c_4 = stablehlo.constant dense<1> : tensor<i32>
      %2 = stablehlo.add %iterArg_2, %c_4 : tensor<i32>
      stablehlo.return %iterArg, %iterArg_0, %iterArg_1, %2, %1 : tensor<512x2048xf32>, tensor<2048xf32>, tensor<2048x512xf32>, tensor<i32>, tensor<1024x512xf32>
    }
    return %0#4 : tensor<1024x512xf32>
  }
  func.func private @closed_call(%arg0: tensor<512x2048xf32>, %arg1: tensor<2048xf32>, %arg2: tensor<2048x512xf32>, %arg3: tensor<1024x512xf32>) -> tensor<1024x512xf32> {
    %0 = stablehlo.dot_general %arg3, %arg0, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1024x512xf32>, tensor<512x2048xf32>) -> tensor<1024x2048xf32>
    %1 = stablehlo.broadcast_in_dim %arg1, dims = [1] : (tensor<2048xf32>) -> tensor<1x2048xf32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [0, 1] : (tensor<1x2048xf32>) -> tensor<1024x2048xf32>
    %3 = stablehlo.add %0, %2 : tensor<1024x2048xf32>
    %4 = stablehlo.tanh %3 : tensor<1024x2048xf32>
    %5 = stablehlo.dot_general %4, %arg2, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1024x2048xf32>, tensor<2048x512xf32>) -> tensor<1024x512xf32>
    %cst = stablehlo.constant dense<1.562500e-02> : tensor<f32>
    %6 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1024x512xf32>
    %7 = stablehlo.multiply %6, %5 : tensor<1024x512xf32>
    %8 = stablehlo.add %arg3, %7 : tensor<1024x512xf32>
    %9 = stablehlo.dot_general %8, %arg0, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1024x512xf32>, tensor<512x2048xf32>) -> tensor<1024x2048xf32>
    %10 = stablehlo.broadcast_in_dim %arg1, dims = [1] : (tensor<2048xf32>) -> tensor<1x2048xf32>
    %11 = stablehlo.broadcast_in_dim %10, dims = [0, 1] : (tensor<1x2048xf32>) -> tensor<1024x2048xf32>
    %12 = stablehlo.add %9, %11 : tensor<1024x2048xf32>
    %13 = stablehlo.tanh %12 : tensor<1024x2048xf32>
    %14 = stablehlo.dot_general %13, %arg2, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1024x2048xf32>, tensor<2048x512xf32>) -> tensor<1024x512xf32>
    %cst_0 = stablehlo.constant dense<1.562500e-02> : tensor<f32>
    %15 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<1024x512xf32>
    %16 = stablehlo.multiply %15, %14 : tensor<1024x512xf32>
    %17 = stablehlo.add %arg3, %16 : tensor<1024x512xf32>
    %18 = stablehlo.dot_general %17, %arg0, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1024x512xf32>, tensor<512x2048xf32>) -> tensor<1024x2048xf32>
    %19 = stablehlo.broadcast_in_dim %arg1, dims = [1] : (tensor<2048xf32>) -> tensor<1x2048xf32>
    %20 = stablehlo.broadcast_in_dim %19, dims = [0, 1] : (tensor<1x2048xf32>) -> tensor<1024x2048xf32>
    %21 = stablehlo.add %18, %20 : tensor<1024x2048xf32>
    %22 = stablehlo.tanh %21 : tensor<1024x2048xf32>
    %23 = stablehlo.dot_general %22, %arg2, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1024x2048xf32>, tensor<2048x512xf32>) -> tensor<1024x512xf32>
    %cst_1 = stablehlo.constant dense<3.125000e-02> : tensor<f32>
    %24 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<1024x512xf32>
    %25 = stablehlo.multiply %24, %23 : tensor<1024x512xf32>
    %26 = stablehlo.add %arg3, %25 : tensor<1024x512xf32>
    %27 = stablehlo.dot_general %26, %arg0, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1024x512xf32>, tensor<512x2048xf32>) -> tensor<1024x2048xf32>
    %28 = stablehlo.broadcast_in_dim %arg1, dims = [1] : (tensor<2048xf32>) -> tensor<1x2048xf32>
    %29 = stablehlo.broadcast_in_dim %28, dims = [0, 1] : (tensor<1x2048xf32>) -> tensor<1024x2048xf32>
    %30 = stablehlo.add %27, %29 : tensor<1024x2048xf32>
    %31 = stablehlo.tanh %30 : tensor<1024x2048xf32>
    %32 = stablehlo.dot_general %31, %arg2, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1024x2048xf32>, tensor<2048x512xf32>) -> tensor<1024x512xf32>
    %cst_2 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %33 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<1024x512xf32>
    %34 = stablehlo.multiply %33, %14 : tensor<1024x512xf32>
    %35 = stablehlo.add %5, %34 : tensor<1024x512xf32>
    %cst_3 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %36 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<1024x512xf32>
    %37 = stablehlo.multiply %36, %23 : tensor<1024x512xf32>
    %38 = stablehlo.add %35, %37 : tensor<1024x512xf32>
    %39 = stablehlo.add %38, %32 : tensor<1024x512xf32>
    %cst_4 = stablehlo.constant dense<0.00520833349> : tensor<f32>
    %40 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<1024x512xf32>
    %41 = stablehlo.multiply %40, %39 : tensor<1024x512xf32>
    %42 = stablehlo.add %arg3, %41 : tensor<1024x512xf32>
    return %42 : tensor<1024x512xf32>
  }
}
