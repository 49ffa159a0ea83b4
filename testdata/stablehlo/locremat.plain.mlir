module @jit_ckpt_step attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<128x128xf32>, %arg1: tensor<32x128xf32>) -> (tensor<128x128xf32> {jax.result_info = "result"}) {
    %0 = stablehlo.dot_general %arg1, %arg0, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x128xf32>, tensor<128x128xf32>) -> tensor<32x128xf32>
    %1 = stablehlo.tanh %0 : tensor<32x128xf32>
    %2 = stablehlo.transpose %arg0, dims = [1, 0] : (tensor<128x128xf32>) -> tensor<128x128xf32>
    %3 = stablehlo.dot_general %1, %2, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x128xf32>, tensor<128x128xf32>) -> tensor<32x128xf32>
    %4 = stablehlo.sine %3 : tensor<32x128xf32>
    %5 = stablehlo.dot_general %4, %arg0, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x128xf32>, tensor<128x128xf32>) -> tensor<32x128xf32>
    %6 = stablehlo.tanh %5 : tensor<32x128xf32>
    %7 = stablehlo.transpose %arg0, dims = [1, 0] : (tensor<128x128xf32>) -> tensor<128x128xf32>
    %8 = stablehlo.dot_general %6, %7, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x128xf32>, tensor<128x128xf32>) -> tensor<32x128xf32>
    %9 = stablehlo.sine %8 : tensor<32x128xf32>
    %10 = stablehlo.dot_general %9, %arg0, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x128xf32>, tensor<128x128xf32>) -> tensor<32x128xf32>
    %11 = stablehlo.tanh %10 : tensor<32x128xf32>
    %12 = stablehlo.transpose %arg0, dims = [1, 0] : (tensor<128x128xf32>) -> tensor<128x128xf32>
    %13 = stablehlo.dot_general %11, %12, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x128xf32>, tensor<128x128xf32>) -> tensor<32x128xf32>
    %14 = stablehlo.sine %13 : tensor<32x128xf32>
    %cst = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %15 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<32x128xf32>
    %16 = stablehlo.multiply %15, %14 : tensor<32x128xf32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %17 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<32x128xf32>
    %18 = stablehlo.multiply %17, %16 : tensor<32x128xf32>
    %19:3 = stablehlo.optimization_barrier %arg0, %9, %18 : tensor<128x128xf32>, tensor<32x128xf32>, tensor<32x128xf32>
    %20 = stablehlo.dot_general %19#1, %19#0, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x128xf32>, tensor<128x128xf32>) -> tensor<32x128xf32>
    %21 = stablehlo.tanh %20 : tensor<32x128xf32>
    %cst_1 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %22 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<32x128xf32>
    %23 = stablehlo.subtract %22, %21 : tensor<32x128xf32>
    %24 = stablehlo.transpose %19#0, dims = [1, 0] : (tensor<128x128xf32>) -> tensor<128x128xf32>
    %25 = stablehlo.dot_general %21, %24, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x128xf32>, tensor<128x128xf32>) -> tensor<32x128xf32>
    %26 = stablehlo.cosine %25 : tensor<32x128xf32>
    %27 = stablehlo.multiply %19#2, %26 : tensor<32x128xf32>
    %28 = stablehlo.dot_general %27, %21, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x128xf32>, tensor<32x128xf32>) -> tensor<128x128xf32>
    %29 = stablehlo.transpose %28, dims = [1, 0] : (tensor<128x128xf32>) -> tensor<128x128xf32>
    %30 = stablehlo.dot_general %27, %24, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<32x128xf32>, tensor<128x128xf32>) -> tensor<32x128xf32>
    %31 = stablehlo.transpose %29, dims = [1, 0] : (tensor<128x128xf32>) -> tensor<128x128xf32>
    %32 = stablehlo.multiply %30, %23 : tensor<32x128xf32>
    %33 = stablehlo.multiply %32, %21 : tensor<32x128xf32>
    %34 = stablehlo.add %32, %33 : tensor<32x128xf32>
    %35 = stablehlo.dot_general %34, %19#1, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x128xf32>, tensor<32x128xf32>) -> tensor<128x128xf32>
    %36 = stablehlo.transpose %35, dims = [1, 0] : (tensor<128x128xf32>) -> tensor<128x128xf32>
    %37 = stablehlo.add %31, %36 : tensor<128x128xf32>
    %38 = stablehlo.dot_general %34, %19#0, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<32x128xf32>, tensor<128x128xf32>) -> tensor<32x128xf32>
    %39:3 = stablehlo.optimization_barrier %arg0, %4, %38 : tensor<128x128xf32>, tensor<32x128xf32>, tensor<32x128xf32>
    %40 = stablehlo.dot_general %39#1, %39#0, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x128xf32>, tensor<128x128xf32>) -> tensor<32x128xf32>
    %41 = stablehlo.tanh %40 : tensor<32x128xf32>
    %cst_2 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %42 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<32x128xf32>
    %43 = stablehlo.subtract %42, %41 : tensor<32x128xf32>
    %44 = stablehlo.transpose %39#0, dims = [1, 0] : (tensor<128x128xf32>) -> tensor<128x128xf32>
    %45 = stablehlo.dot_general %41, %44, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x128xf32>, tensor<128x128xf32>) -> tensor<32x128xf32>
    %46 = stablehlo.cosine %45 : tensor<32x128xf32>
    %47 = stablehlo.multiply %39#2, %46 : tensor<32x128xf32>
    %48 = stablehlo.dot_general %47, %41, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x128xf32>, tensor<32x128xf32>) -> tensor<128x128xf32>
    %49 = stablehlo.transpose %48, dims = [1, 0] : (tensor<128x128xf32>) -> tensor<128x128xf32>
    %50 = stablehlo.dot_general %47, %44, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<32x128xf32>, tensor<128x128xf32>) -> tensor<32x128xf32>
    %51 = stablehlo.transpose %49, dims = [1, 0] : (tensor<128x128xf32>) -> tensor<128x128xf32>
    %52 = stablehlo.multiply %50, %43 : tensor<32x128xf32>
    %53 = stablehlo.multiply %52, %41 : tensor<32x128xf32>
    %54 = stablehlo.add %52, %53 : tensor<32x128xf32>
    %55 = stablehlo.dot_general %54, %39#1, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x128xf32>, tensor<32x128xf32>) -> tensor<128x128xf32>
    %56 = stablehlo.transpose %55, dims = [1, 0] : (tensor<128x128xf32>) -> tensor<128x128xf32>
    %57 = stablehlo.add %51, %56 : tensor<128x128xf32>
    %58 = stablehlo.dot_general %54, %39#0, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<32x128xf32>, tensor<128x128xf32>) -> tensor<32x128xf32>
    %59 = stablehlo.add %37, %57 : tensor<128x128xf32>
    %60:3 = stablehlo.optimization_barrier %arg0, %arg1, %58 : tensor<128x128xf32>, tensor<32x128xf32>, tensor<32x128xf32>
    %61 = stablehlo.dot_general %60#1, %60#0, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x128xf32>, tensor<128x128xf32>) -> tensor<32x128xf32>
    %62 = stablehlo.tanh %61 : tensor<32x128xf32>
    %cst_3 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %63 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<32x128xf32>
    %64 = stablehlo.subtract %63, %62 : tensor<32x128xf32>
    %65 = stablehlo.transpose %60#0, dims = [1, 0] : (tensor<128x128xf32>) -> tensor<128x128xf32>
    %66 = stablehlo.dot_general %62, %65, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x128xf32>, tensor<128x128xf32>) -> tensor<32x128xf32>
    %67 = stablehlo.cosine %66 : tensor<32x128xf32>
    %68 = stablehlo.multiply %60#2, %67 : tensor<32x128xf32>
    %69 = stablehlo.dot_general %68, %62, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x128xf32>, tensor<32x128xf32>) -> tensor<128x128xf32>
    %70 = stablehlo.transpose %69, dims = [1, 0] : (tensor<128x128xf32>) -> tensor<128x128xf32>
    %71 = stablehlo.dot_general %68, %65, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<32x128xf32>, tensor<128x128xf32>) -> tensor<32x128xf32>
    %72 = stablehlo.transpose %70, dims = [1, 0] : (tensor<128x128xf32>) -> tensor<128x128xf32>
    %73 = stablehlo.multiply %71, %64 : tensor<32x128xf32>
    %74 = stablehlo.multiply %73, %62 : tensor<32x128xf32>
    %75 = stablehlo.add %73, %74 : tensor<32x128xf32>
    %76 = stablehlo.dot_general %75, %60#1, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x128xf32>, tensor<32x128xf32>) -> tensor<128x128xf32>
    %77 = stablehlo.transpose %76, dims = [1, 0] : (tensor<128x128xf32>) -> tensor<128x128xf32>
    %78 = stablehlo.add %72, %77 : tensor<128x128xf32>
    %79 = stablehlo.add %59, %78 : tensor<128x128xf32>
    return %79 : tensor<128x128xf32>
  }
}
