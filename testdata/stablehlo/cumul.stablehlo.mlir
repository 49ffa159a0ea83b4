module @jit_cumul attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<128x64xf32>) -> (tensor<128x64xf32> {jax.result_info = "result[0]"}, tensor<128x64xf32> {jax.result_info = "result[1]"}, tensor<128xf32> {jax.result_info = "result[2]"}, tensor<128x64xf32> {jax.result_info = "result[3]"}, tensor<f32> {jax.result_info = "result[4]"}) {
    %0 = call @cumsum(%arg0) : (tensor<128x64xf32>) -> tensor<128x64xf32>
    %1 = stablehlo.slice %arg0 [0:127:2, 0:64] : (tensor<128x64xf32>) -> tensor<64x64xf32>
    %2 = stablehlo.slice %arg0 [1:128:2, 0:64] : (tensor<128x64xf32>) -> tensor<64x64xf32>
    %3 = stablehlo.add %1, %2 : tensor<64x64xf32>
    %4 = stablehlo.slice %3 [0:63:2, 0:64] : (tensor<64x64xf32>) -> tensor<32x64xf32>
    %5 = stablehlo.slice %3 [1:64:2, 0:64] : (tensor<64x64xf32>) -> tensor<32x64xf32>
    %6 = stablehlo.add %4, %5 : tensor<32x64xf32>
    %7 = stablehlo.slice %6 [0:31:2, 0:64] : (tensor<32x64xf32>) -> tensor<16x64xf32>
    %8 = stablehlo.slice %6 [1:32:2, 0:64] : (tensor<32x64xf32>) -> tensor<16x64xf32>
    %9 = stablehlo.add %7, %8 : tensor<16x64xf32>
    %10 = stablehlo.slice %9 [0:15:2, 0:64] : (tensor<16x64xf32>) -> tensor<8x64xf32>
    %11 = stablehlo.slice %9 [1:16:2, 0:64] : (tensor<16x64xf32>) -> tensor<8x64xf32>
    %12 = stablehlo.add %10, %11 : tensor<8x64xf32>
    %13 = stablehlo.slice %12 [0:7:2, 0:64] : (tensor<8x64xf32>) -> tensor<4x64xf32>
    %14 = stablehlo.slice %12 [1:8:2, 0:64] : (tensor<8x64xf32>) -> tensor<4x64xf32>
    %15 = stablehlo.add %13, %14 : tensor<4x64xf32>
    %16 = stablehlo.slice %15 [0:3:2, 0:64] : (tensor<4x64xf32>) -> tensor<2x64xf32>
    %17 = stablehlo.slice %15 [1:4:2, 0:64] : (tensor<4x64xf32>) -> tensor<2x64xf32>
    %18 = stablehlo.add %16, %17 : tensor<2x64xf32>
    %19 = stablehlo.slice %18 [0:1:2, 0:64] : (tensor<2x64xf32>) -> tensor<1x64xf32>
    %20 = stablehlo.slice %18 [1:2:2, 0:64] : (tensor<2x64xf32>) -> tensor<1x64xf32>
    %21 = stablehlo.add %19, %20 : tensor<1x64xf32>
    %22 = stablehlo.slice %21 [0:0, 0:64] : (tensor<1x64xf32>) -> tensor<0x64xf32>
    %23 = stablehlo.slice %18 [2:2:2, 0:64] : (tensor<2x64xf32>) -> tensor<0x64xf32>
    %24 = stablehlo.add %22, %23 : tensor<0x64xf32>
    %25 = stablehlo.slice %18 [0:1, 0:64] : (tensor<2x64xf32>) -> tensor<1x64xf32>
    %26 = stablehlo.concatenate %25, %24, dim = 0 : (tensor<1x64xf32>, tensor<0x64xf32>) -> tensor<1x64xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %27 = stablehlo.pad %26, %cst, low = [0, 0], high = [1, 0], interior = [1, 0] : (tensor<1x64xf32>, tensor<f32>) -> tensor<2x64xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %28 = stablehlo.pad %21, %cst_0, low = [1, 0], high = [0, 0], interior = [1, 0] : (tensor<1x64xf32>, tensor<f32>) -> tensor<2x64xf32>
    %29 = stablehlo.add %27, %28 : tensor<2x64xf32>
    %30 = stablehlo.slice %29 [0:1, 0:64] : (tensor<2x64xf32>) -> tensor<1x64xf32>
    %31 = stablehlo.slice %15 [2:4:2, 0:64] : (tensor<4x64xf32>) -> tensor<1x64xf32>
    %32 = stablehlo.add %30, %31 : tensor<1x64xf32>
    %33 = stablehlo.slice %15 [0:1, 0:64] : (tensor<4x64xf32>) -> tensor<1x64xf32>
    %34 = stablehlo.concatenate %33, %32, dim = 0 : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<2x64xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %35 = stablehlo.pad %34, %cst_1, low = [0, 0], high = [1, 0], interior = [1, 0] : (tensor<2x64xf32>, tensor<f32>) -> tensor<4x64xf32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %36 = stablehlo.pad %29, %cst_2, low = [1, 0], high = [0, 0], interior = [1, 0] : (tensor<2x64xf32>, tensor<f32>) -> tensor<4x64xf32>
    %37 = stablehlo.add %35, %36 : tensor<4x64xf32>
    %38 = stablehlo.slice %37 [0:3, 0:64] : (tensor<4x64xf32>) -> tensor<3x64xf32>
    %39 = stablehlo.slice %12 [2:8:2, 0:64] : (tensor<8x64xf32>) -> tensor<3x64xf32>
    %40 = stablehlo.add %38, %39 : tensor<3x64xf32>
    %41 = stablehlo.slice %12 [0:1, 0:64] : (tensor<8x64xf32>) -> tensor<1x64xf32>
    %42 = stablehlo.concatenate %41, %40, dim = 0 : (tensor<1x64xf32>, tensor<3x64xf32>) -> tensor<4x64xf32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %43 = stablehlo.pad %42, %cst_3, low = [0, 0], high = [1, 0], interior = [1, 0] : (tensor<4x64xf32>, tensor<f32>) -> tensor<8x64xf32>
    %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %44 = stablehlo.pad %37, %cst_4, low = [1, 0], high = [0, 0], interior = [1, 0] : (tensor<4x64xf32>, tensor<f32>) -> tensor<8x64xf32>
    %45 = stablehlo.add %43, %44 : tensor<8x64xf32>
    %46 = stablehlo.slice %45 [0:7, 0:64] : (tensor<8x64xf32>) -> tensor<7x64xf32>
    %47 = stablehlo.slice %9 [2:16:2, 0:64] : (tensor<16x64xf32>) -> tensor<7x64xf32>
    %48 = stablehlo.add %46, %47 : tensor<7x64xf32>
    %49 = stablehlo.slice %9 [0:1, 0:64] : (tensor<16x64xf32>) -> tensor<1x64xf32>
    %50 = stablehlo.concatenate %49, %48, dim = 0 : (tensor<1x64xf32>, tensor<7x64xf32>) -> tensor<8x64xf32>
    %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %51 = stablehlo.pad %50, %cst_5, low = [0, 0], high = [1, 0], interior = [1, 0] : (tensor<8x64xf32>, tensor<f32>) -> tensor<16x64xf32>
    %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %52 = stablehlo.pad %45, %cst_6, low = [1, 0], high = [0, 0], interior = [1, 0] : (tensor<8x64xf32>, tensor<f32>) -> tensor<16x64xf32>
    %53 = stablehlo.add %51, %52 : tensor<16x64xf32>
    %54 = stablehlo.slice %53 [0:15, 0:64] : (tensor<16x64xf32>) -> tensor<15x64xf32>
    %55 = stablehlo.slice %6 [2:32:2, 0:64] : (tensor<32x64xf32>) -> tensor<15x64xf32>
    %56 = stablehlo.add %54, %55 : tensor<15x64xf32>
    %57 = stablehlo.slice %6 [0:1, 0:64] : (tensor<32x64xf32>) -> tensor<1x64xf32>
    %58 = stablehlo.concatenate %57, %56, dim = 0 : (tensor<1x64xf32>, tensor<15x64xf32>) -> tensor<16x64xf32>
    %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %59 = stablehlo.pad %58, %cst_7, low = [0, 0], high = [1, 0], interior = [1, 0] : (tensor<16x64xf32>, tensor<f32>) -> tensor<32x64xf32>
    %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %60 = stablehlo.pad %53, %cst_8, low = [1, 0], high = [0, 0], interior = [1, 0] : (tensor<16x64xf32>, tensor<f32>) -> tensor<32x64xf32>
    %61 = stablehlo.add %59, %60 : tensor<32x64xf32>
    %62 = stablehlo.slice %61 [0:31, 0:64] : (tensor<32x64xf32>) -> tensor<31x64xf32>
    %63 = stablehlo.slice %3 [2:64:2, 0:64] : (tensor<64x64xf32>) -> tensor<31x64xf32>
    %64 = stablehlo.add %62, %63 : tensor<31x64xf32>
    %65 = stablehlo.slice %3 [0:1, 0:64] : (tensor<64x64xf32>) -> tensor<1x64xf32>
    %66 = stablehlo.concatenate %65, %64, dim = 0 : (tensor<1x64xf32>, tensor<31x64xf32>) -> tensor<32x64xf32>
    %cst_9 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %67 = stablehlo.pad %66, %cst_9, low = [0, 0], high = [1, 0], interior = [1, 0] : (tensor<32x64xf32>, tensor<f32>) -> tensor<64x64xf32>
    %cst_10 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %68 = stablehlo.pad %61, %cst_10, low = [1, 0], high = [0, 0], interior = [1, 0] : (tensor<32x64xf32>, tensor<f32>) -> tensor<64x64xf32>
    %69 = stablehlo.add %67, %68 : tensor<64x64xf32>
    %70 = stablehlo.slice %69 [0:63, 0:64] : (tensor<64x64xf32>) -> tensor<63x64xf32>
    %71 = stablehlo.slice %arg0 [2:128:2, 0:64] : (tensor<128x64xf32>) -> tensor<63x64xf32>
    %72 = stablehlo.add %70, %71 : tensor<63x64xf32>
    %73 = stablehlo.slice %arg0 [0:1, 0:64] : (tensor<128x64xf32>) -> tensor<1x64xf32>
    %74 = stablehlo.concatenate %73, %72, dim = 0 : (tensor<1x64xf32>, tensor<63x64xf32>) -> tensor<64x64xf32>
    %cst_11 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %75 = stablehlo.pad %74, %cst_11, low = [0, 0], high = [1, 0], interior = [1, 0] : (tensor<64x64xf32>, tensor<f32>) -> tensor<128x64xf32>
    %cst_12 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %76 = stablehlo.pad %69, %cst_12, low = [1, 0], high = [0, 0], interior = [1, 0] : (tensor<64x64xf32>, tensor<f32>) -> tensor<128x64xf32>
    %77 = stablehlo.add %75, %76 : tensor<128x64xf32>
    %cst_13 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %78 = stablehlo.reduce(%arg0 init: %cst_13) applies stablehlo.maximum across dimensions = [1] : (tensor<128x64xf32>, tensor<f32>) -> tensor<128xf32>
    %cst_14 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %79 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %80 = stablehlo.maximum %79, %78 : tensor<128xf32>
    %81 = stablehlo.is_finite %80 : (tensor<128xf32>) -> tensor<128xi1>
    %cst_15 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %82 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %83 = stablehlo.select %81, %80, %82 : tensor<128xi1>, tensor<128xf32>
    %84 = stablehlo.broadcast_in_dim %83, dims = [0] : (tensor<128xf32>) -> tensor<128x1xf32>
    %85 = stablehlo.broadcast_in_dim %84, dims = [0, 1] : (tensor<128x1xf32>) -> tensor<128x64xf32>
    %86 = stablehlo.subtract %arg0, %85 : tensor<128x64xf32>
    %87 = stablehlo.exponential %86 : tensor<128x64xf32>
    %cst_16 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %88 = stablehlo.reduce(%87 init: %cst_16) applies stablehlo.add across dimensions = [1] : (tensor<128x64xf32>, tensor<f32>) -> tensor<128xf32>
    %89 = stablehlo.abs %88 : tensor<128xf32>
    %90 = stablehlo.log %89 : tensor<128xf32>
    %91 = stablehlo.add %90, %83 : tensor<128xf32>
    %92 = chlo.erf %arg0 : tensor<128x64xf32> -> tensor<128x64xf32>
    %93 = call @norm(%arg0) : (tensor<128x64xf32>) -> tensor<f32>
    return %0, %77, %91, %92, %93 : tensor<128x64xf32>, tensor<128x64xf32>, tensor<128xf32>, tensor<128x64xf32>, tensor<f32>
  }
  func.func private @cumsum(%arg0: tensor<128x64xf32>) -> tensor<128x64xf32> {
    %0 = call @cumsum_0(%arg0) : (tensor<128x64xf32>) -> tensor<128x64xf32>
    return %0 : tensor<128x64xf32>
  }
  func.func private @cumsum_0(%arg0: tensor<128x64xf32>) -> tensor<128x64xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<f32>
    %1 = "stablehlo.reduce_window"(%arg0, %0) <{base_dilations = array<i64: 1, 1>, padding = dense<[[127, 0], [0, 0]]> : tensor<2x2xi64>, window_dilations = array<i64: 1, 1>, window_dimensions = array<i64: 128, 1>, window_strides = array<i64: 1, 1>}> ({
    ^bb0(%arg1: tensor<f32>, %arg2: tensor<f32>):
      %2 = stablehlo.add %arg1, %arg2 : tensor<f32>
      stablehlo.return %2 : tensor<f32>
    }) : (tensor<128x64xf32>, tensor<f32>) -> tensor<128x64xf32>
    return %1 : tensor<128x64xf32>
  }
  func.func private @norm(%arg0: tensor<128x64xf32>) -> tensor<f32> {
    %0 = stablehlo.multiply %arg0, %arg0 : tensor<128x64xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1 = stablehlo.reduce(%0 init: %cst) applies stablehlo.add across dimensions = [0, 1] : (tensor<128x64xf32>, tensor<f32>) -> tensor<f32>
    %2 = stablehlo.sqrt %1 : tensor<f32>
    return %2 : tensor<f32>
  }
}
