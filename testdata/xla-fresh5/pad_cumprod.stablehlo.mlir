module @jit_pad_cumprod attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<3x3x16xf32>, %arg1: tensor<16xf32>, %arg2: tensor<8x128x128x16xf32>, %arg3: tensor<8x128x128x16xf32>) -> (tensor<f32> {jax.result_info = "result[0]"}, tensor<3x3x16xf32> {jax.result_info = "result[1]['f']"}, tensor<16xf32> {jax.result_info = "result[1]['g']"}) {
    %0 = call @_pad(%arg2) : (tensor<8x128x128x16xf32>) -> tensor<8x130x130x16xf32>
    %1 = call @_pad_1(%arg2) : (tensor<8x128x128x16xf32>) -> tensor<8x130x130x16xf32>
    %2 = call @_pad_2(%arg2) : (tensor<8x128x128x16xf32>) -> tensor<8x130x130x16xf32>
    %3 = stablehlo.slice %arg0 [0:1, 0:1, 0:16] : (tensor<3x3x16xf32>) -> tensor<1x1x16xf32>
    %4 = stablehlo.reshape %3 : (tensor<1x1x16xf32>) -> tensor<16xf32>
    %5 = stablehlo.slice %0 [0:8, 0:128, 0:128, 0:16] : (tensor<8x130x130x16xf32>) -> tensor<8x128x128x16xf32>
    %6 = stablehlo.slice %1 [0:8, 0:128, 0:128, 0:16] : (tensor<8x130x130x16xf32>) -> tensor<8x128x128x16xf32>
    %7 = stablehlo.add %5, %6 : tensor<8x128x128x16xf32>
    %8 = stablehlo.slice %2 [0:8, 0:128, 0:128, 0:16] : (tensor<8x130x130x16xf32>) -> tensor<8x128x128x16xf32>
    %9 = stablehlo.subtract %7, %8 : tensor<8x128x128x16xf32>
    %10 = stablehlo.broadcast_in_dim %4, dims = [3] : (tensor<16xf32>) -> tensor<1x1x1x16xf32>
    %11 = stablehlo.broadcast_in_dim %10, dims = [0, 1, 2, 3] : (tensor<1x1x1x16xf32>) -> tensor<8x128x128x16xf32>
    %12 = stablehlo.multiply %11, %9 : tensor<8x128x128x16xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %13 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x128x128x16xf32>
    %14 = stablehlo.add %13, %12 : tensor<8x128x128x16xf32>
    %15 = stablehlo.slice %arg0 [0:1, 1:2, 0:16] : (tensor<3x3x16xf32>) -> tensor<1x1x16xf32>
    %16 = stablehlo.reshape %15 : (tensor<1x1x16xf32>) -> tensor<16xf32>
    %17 = stablehlo.slice %0 [0:8, 0:128, 1:129, 0:16] : (tensor<8x130x130x16xf32>) -> tensor<8x128x128x16xf32>
    %18 = stablehlo.slice %1 [0:8, 0:128, 1:129, 0:16] : (tensor<8x130x130x16xf32>) -> tensor<8x128x128x16xf32>
    %19 = stablehlo.add %17, %18 : tensor<8x128x128x16xf32>
    %20 = stablehlo.slice %2 [0:8, 0:128, 1:129, 0:16] : (tensor<8x130x130x16xf32>) -> tensor<8x128x128x16xf32>
    %21 = stablehlo.subtract %19, %20 : tensor<8x128x128x16xf32>
    %22 = stablehlo.broadcast_in_dim %16, dims = [3] : (tensor<16xf32>) -> tensor<1x1x1x16xf32>
    %23 = stablehlo.broadcast_in_dim %22, dims = [0, 1, 2, 3] : (tensor<1x1x1x16xf32>) -> tensor<8x128x128x16xf32>
    %24 = stablehlo.multiply %23, %21 : tensor<8x128x128x16xf32>
    %25 = stablehlo.add %14, %24 : tensor<8x128x128x16xf32>
    %26 = stablehlo.slice %arg0 [0:1, 2:3, 0:16] : (tensor<3x3x16xf32>) -> tensor<1x1x16xf32>
    %27 = stablehlo.reshape %26 : (tensor<1x1x16xf32>) -> tensor<16xf32>
    %28 = stablehlo.slice %0 [0:8, 0:128, 2:130, 0:16] : (tensor<8x130x130x16xf32>) -> tensor<8x128x128x16xf32>
    %29 = stablehlo.slice %1 [0:8, 0:128, 2:130, 0:16] : (tensor<8x130x130x16xf32>) -> tensor<8x128x128x16xf32>
    %30 = stablehlo.add %28, %29 : tensor<8x128x128x16xf32>
    %31 = stablehlo.slice %2 [0:8, 0:128, 2:130, 0:16] : (tensor<8x130x130x16xf32>) -> tensor<8x128x128x16xf32>
    %32 = stablehlo.subtract %30, %31 : tensor<8x128x128x16xf32>
    %33 = stablehlo.broadcast_in_dim %27, dims = [3] : (tensor<16xf32>) -> tensor<1x1x1x16xf32>
    %34 = stablehlo.broadcast_in_dim %33, dims = [0, 1, 2, 3] : (tensor<1x1x1x16xf32>) -> tensor<8x128x128x16xf32>
    %35 = stablehlo.multiply %34, %32 : tensor<8x128x128x16xf32>
    %36 = stablehlo.add %25, %35 : tensor<8x128x128x16xf32>
    %37 = stablehlo.slice %arg0 [1:2, 0:1, 0:16] : (tensor<3x3x16xf32>) -> tensor<1x1x16xf32>
    %38 = stablehlo.reshape %37 : (tensor<1x1x16xf32>) -> tensor<16xf32>
    %39 = stablehlo.slice %0 [0:8, 1:129, 0:128, 0:16] : (tensor<8x130x130x16xf32>) -> tensor<8x128x128x16xf32>
    %40 = stablehlo.slice %1 [0:8, 1:129, 0:128, 0:16] : (tensor<8x130x130x16xf32>) -> tensor<8x128x128x16xf32>
    %41 = stablehlo.add %39, %40 : tensor<8x128x128x16xf32>
    %42 = stablehlo.slice %2 [0:8, 1:129, 0:128, 0:16] : (tensor<8x130x130x16xf32>) -> tensor<8x128x128x16xf32>
    %43 = stablehlo.subtract %41, %42 : tensor<8x128x128x16xf32>
    %44 = stablehlo.broadcast_in_dim %38, dims = [3] : (tensor<16xf32>) -> tensor<1x1x1x16xf32>
    %45 = stablehlo.broadcast_in_dim %44, dims = [0, 1, 2, 3] : (tensor<1x1x1x16xf32>) -> tensor<8x128x128x16xf32>
    %46 = stablehlo.multiply %45, %43 : tensor<8x128x128x16xf32>
    %47 = stablehlo.add %36, %46 : tensor<8x128x128x16xf32>
    %48 = stablehlo.slice %arg0 [1:2, 1:2, 0:16] : (tensor<3x3x16xf32>) -> tensor<1x1x16xf32>
    %49 = stablehlo.reshape %48 : (tensor<1x1x16xf32>) -> tensor<16xf32>
    %50 = stablehlo.slice %0 [0:8, 1:129, 1:129, 0:16] : (tensor<8x130x130x16xf32>) -> tensor<8x128x128x16xf32>
    %51 = stablehlo.slice %1 [0:8, 1:129, 1:129, 0:16] : (tensor<8x130x130x16xf32>) -> tensor<8x128x128x16xf32>
    %52 = stablehlo.add %50, %51 : tensor<8x128x128x16xf32>
    %53 = stablehlo.slice %2 [0:8, 1:129, 1:129, 0:16] : (tensor<8x130x130x16xf32>) -> tensor<8x128x128x16xf32>
    %54 = stablehlo.subtract %52, %53 : tensor<8x128x128x16xf32>
    %55 = stablehlo.broadcast_in_dim %49, dims = [3] : (tensor<16xf32>) -> tensor<1x1x1x16xf32>
    %56 = stablehlo.broadcast_in_dim %55, dims = [0, 1, 2, 3] : (tensor<1x1x1x16xf32>) -> tensor<8x128x128x16xf32>
    %57 = stablehlo.multiply %56, %54 : tensor<8x128x128x16xf32>
    %58 = stablehlo.add %47, %57 : tensor<8x128x128x16xf32>
    %59 = stablehlo.slice %arg0 [1:2, 2:3, 0:16] : (tensor<3x3x16xf32>) -> tensor<1x1x16xf32>
    %60 = stablehlo.reshape %59 : (tensor<1x1x16xf32>) -> tensor<16xf32>
    %61 = stablehlo.slice %0 [0:8, 1:129, 2:130, 0:16] : (tensor<8x130x130x16xf32>) -> tensor<8x128x128x16xf32>
    %62 = stablehlo.slice %1 [0:8, 1:129, 2:130, 0:16] : (tensor<8x130x130x16xf32>) -> tensor<8x128x128x16xf32>
    %63 = stablehlo.add %61, %62 : tensor<8x128x128x16xf32>
    %64 = stablehlo.slice %2 [0:8, 1:129, 2:130, 0:16] : (tensor<8x130x130x16xf32>) -> tensor<8x128x128x16xf32>
    %65 = stablehlo.subtract %63, %64 : tensor<8x128x128x16xf32>
    %66 = stablehlo.broadcast_in_dim %60, dims = [3] : (tensor<16xf32>) -> tensor<1x1x1x16xf32>
    %67 = stablehlo.broadcast_in_dim %66, dims = [0, 1, 2, 3] : (tensor<1x1x1x16xf32>) -> tensor<8x128x128x16xf32>
    %68 = stablehlo.multiply %67, %65 : tensor<8x128x128x16xf32>
    %69 = stablehlo.add %58, %68 : tensor<8x128x128x16xf32>
    %70 = stablehlo.slice %arg0 [2:3, 0:1, 0:16] : (tensor<3x3x16xf32>) -> tensor<1x1x16xf32>
    %71 = stablehlo.reshape %70 : (tensor<1x1x16xf32>) -> tensor<16xf32>
    %72 = stablehlo.slice %0 [0:8, 2:130, 0:128, 0:16] : (tensor<8x130x130x16xf32>) -> tensor<8x128x128x16xf32>
    %73 = stablehlo.slice %1 [0:8, 2:130, 0:128, 0:16] : (tensor<8x130x130x16xf32>) -> tensor<8x128x128x16xf32>
    %74 = stablehlo.add %72, %73 : tensor<8x128x128x16xf32>
    %75 = stablehlo.slice %2 [0:8, 2:130, 0:128, 0:16] : (tensor<8x130x130x16xf32>) -> tensor<8x128x128x16xf32>
    %76 = stablehlo.subtract %74, %75 : tensor<8x128x128x16xf32>
    %77 = stablehlo.broadcast_in_dim %71, dims = [3] : (tensor<16xf32>) -> tensor<1x1x1x16xf32>
    %78 = stablehlo.broadcast_in_dim %77, dims = [0, 1, 2, 3] : (tensor<1x1x1x16xf32>) -> tensor<8x128x128x16xf32>
    %79 = stablehlo.multiply %78, %76 : tensor<8x128x128x16xf32>
    %80 = stablehlo.add %69, %79 : tensor<8x128x128x16xf32>
    %81 = stablehlo.slice %arg0 [2:3, 1:2, 0:16] : (tensor<3x3x16xf32>) -> tensor<1x1x16xf32>
    %82 = stablehlo.reshape %81 : (tensor<1x1x16xf32>) -> tensor<16xf32>
    %83 = stablehlo.slice %0 [0:8, 2:130, 1:129, 0:16] : (tensor<8x130x130x16xf32>) -> tensor<8x128x128x16xf32>
    %84 = stablehlo.slice %1 [0:8, 2:130, 1:129, 0:16] : (tensor<8x130x130x16xf32>) -> tensor<8x128x128x16xf32>
    %85 = stablehlo.add %83, %84 : tensor<8x128x128x16xf32>
    %86 = stablehlo.slice %2 [0:8, 2:130, 1:129, 0:16] : (tensor<8x130x130x16xf32>) -> tensor<8x128x128x16xf32>
    %87 = stablehlo.subtract %85, %86 : tensor<8x128x128x16xf32>
    %88 = stablehlo.broadcast_in_dim %82, dims = [3] : (tensor<16xf32>) -> tensor<1x1x1x16xf32>
    %89 = stablehlo.broadcast_in_dim %88, dims = [0, 1, 2, 3] : (tensor<1x1x1x16xf32>) -> tensor<8x128x128x16xf32>
    %90 = stablehlo.multiply %89, %87 : tensor<8x128x128x16xf32>
    %91 = stablehlo.add %80, %90 : tensor<8x128x128x16xf32>
    %92 = stablehlo.slice %arg0 [2:3, 2:3, 0:16] : (tensor<3x3x16xf32>) -> tensor<1x1x16xf32>
    %93 = stablehlo.reshape %92 : (tensor<1x1x16xf32>) -> tensor<16xf32>
    %94 = stablehlo.slice %0 [0:8, 2:130, 2:130, 0:16] : (tensor<8x130x130x16xf32>) -> tensor<8x128x128x16xf32>
    %95 = stablehlo.slice %1 [0:8, 2:130, 2:130, 0:16] : (tensor<8x130x130x16xf32>) -> tensor<8x128x128x16xf32>
    %96 = stablehlo.add %94, %95 : tensor<8x128x128x16xf32>
    %97 = stablehlo.slice %2 [0:8, 2:130, 2:130, 0:16] : (tensor<8x130x130x16xf32>) -> tensor<8x128x128x16xf32>
    %98 = stablehlo.subtract %96, %97 : tensor<8x128x128x16xf32>
    %99 = stablehlo.broadcast_in_dim %93, dims = [3] : (tensor<16xf32>) -> tensor<1x1x1x16xf32>
    %100 = stablehlo.broadcast_in_dim %99, dims = [0, 1, 2, 3] : (tensor<1x1x1x16xf32>) -> tensor<8x128x128x16xf32>
    %101 = stablehlo.multiply %100, %98 : tensor<8x128x128x16xf32>
    %102 = stablehlo.add %91, %101 : tensor<8x128x128x16xf32>
    %103 = stablehlo.reduce_precision %102, format = e8m7 : tensor<8x128x128x16xf32>
    %104 = stablehlo.broadcast_in_dim %arg1, dims = [3] : (tensor<16xf32>) -> tensor<1x1x1x16xf32>
    %105 = stablehlo.broadcast_in_dim %104, dims = [0, 1, 2, 3] : (tensor<1x1x1x16xf32>) -> tensor<8x128x128x16xf32>
    %106 = stablehlo.multiply %103, %105 : tensor<8x128x128x16xf32>
    %107 = stablehlo.negate %106 : tensor<8x128x128x16xf32>
    %108 = stablehlo.exponential %107 : tensor<8x128x128x16xf32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %109 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<8x128x128x16xf32>
    %110 = stablehlo.add %109, %108 : tensor<8x128x128x16xf32>
    %cst_1 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %111 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<8x128x128x16xf32>
    %112 = stablehlo.divide %111, %110 : tensor<8x128x128x16xf32>
    %cst_2 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %113 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<8x128x128x16xf32>
    %114 = stablehlo.subtract %113, %112 : tensor<8x128x128x16xf32>
    %115 = stablehlo.multiply %112, %114 : tensor<8x128x128x16xf32>
    %116:29 = call @cumprod(%112) : (tensor<8x128x128x16xf32>) -> (tensor<8x128x128x16xf32>, tensor<8x128x64x16xf32>, tensor<8x128x64x16xf32>, tensor<8x128x32x16xf32>, tensor<8x128x32x16xf32>, tensor<8x128x16x16xf32>, tensor<8x128x16x16xf32>, tensor<8x128x8x16xf32>, tensor<8x128x8x16xf32>, tensor<8x128x4x16xf32>, tensor<8x128x4x16xf32>, tensor<8x128x2x16xf32>, tensor<8x128x2x16xf32>, tensor<8x128x1x16xf32>, tensor<8x128x1x16xf32>, tensor<8x128x0x16xf32>, tensor<8x128x0x16xf32>, tensor<8x128x1x16xf32>, tensor<8x128x1x16xf32>, tensor<8x128x3x16xf32>, tensor<8x128x3x16xf32>, tensor<8x128x7x16xf32>, tensor<8x128x7x16xf32>, tensor<8x128x15x16xf32>, tensor<8x128x15x16xf32>, tensor<8x128x31x16xf32>, tensor<8x128x31x16xf32>, tensor<8x128x63x16xf32>, tensor<8x128x63x16xf32>)
    %117 = stablehlo.multiply %116#0, %103 : tensor<8x128x128x16xf32>
    %118 = call @cumsum(%117) : (tensor<8x128x128x16xf32>) -> tensor<8x128x128x16xf32>
    %cst_3 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %119 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<8x128x128x16xf32>
    %120 = stablehlo.divide %118, %119 : tensor<8x128x128x16xf32>
    %121 = stablehlo.subtract %120, %arg3 : tensor<8x128x128x16xf32>
    %122 = stablehlo.multiply %121, %121 : tensor<8x128x128x16xf32>
    %cst_4 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %123 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<8x128x128x16xf32>
    %124 = stablehlo.multiply %123, %121 : tensor<8x128x128x16xf32>
    %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %125 = stablehlo.reduce(%122 init: %cst_5) applies stablehlo.add across dimensions = [0, 1, 2, 3] : (tensor<8x128x128x16xf32>, tensor<f32>) -> tensor<f32>
    %cst_6 = stablehlo.constant dense<0x4A000000> : tensor<f32>
    %126 = stablehlo.divide %125, %cst_6 : tensor<f32>
    %cst_7 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %cst_8 = stablehlo.constant dense<0x4A000000> : tensor<f32>
    %127 = stablehlo.divide %cst_7, %cst_8 : tensor<f32>
    %128 = stablehlo.broadcast_in_dim %127, dims = [] : (tensor<f32>) -> tensor<8x128x128x16xf32>
    %129 = stablehlo.multiply %128, %124 : tensor<8x128x128x16xf32>
    %cst_9 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %130 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<8x128x128x16xf32>
    %131 = stablehlo.divide %129, %130 : tensor<8x128x128x16xf32>
    %132 = call @cumsum_4(%131) : (tensor<8x128x128x16xf32>) -> tensor<8x128x128x16xf32>
    %133 = stablehlo.multiply %116#0, %132 : tensor<8x128x128x16xf32>
    %134 = stablehlo.multiply %132, %103 : tensor<8x128x128x16xf32>
    %135 = call @cumprod_6(%116#1, %116#2, %116#3, %116#4, %116#5, %116#6, %116#7, %116#8, %116#9, %116#10, %116#11, %116#12, %116#13, %116#14, %116#15, %116#16, %116#17, %116#18, %116#19, %116#20, %116#21, %116#22, %116#23, %116#24, %116#25, %116#26, %116#27, %116#28, %134) : (tensor<8x128x64x16xf32>, tensor<8x128x64x16xf32>, tensor<8x128x32x16xf32>, tensor<8x128x32x16xf32>, tensor<8x128x16x16xf32>, tensor<8x128x16x16xf32>, tensor<8x128x8x16xf32>, tensor<8x128x8x16xf32>, tensor<8x128x4x16xf32>, tensor<8x128x4x16xf32>, tensor<8x128x2x16xf32>, tensor<8x128x2x16xf32>, tensor<8x128x1x16xf32>, tensor<8x128x1x16xf32>, tensor<8x128x0x16xf32>, tensor<8x128x0x16xf32>, tensor<8x128x1x16xf32>, tensor<8x128x1x16xf32>, tensor<8x128x3x16xf32>, tensor<8x128x3x16xf32>, tensor<8x128x7x16xf32>, tensor<8x128x7x16xf32>, tensor<8x128x15x16xf32>, tensor<8x128x15x16xf32>, tensor<8x128x31x16xf32>, tensor<8x128x31x16xf32>, tensor<8x128x63x16xf32>, tensor<8x128x63x16xf32>, tensor<8x128x128x16xf32>) -> tensor<8x128x128x16xf32>
    %136 = stablehlo.multiply %135, %115 : tensor<8x128x128x16xf32>
    %137 = stablehlo.multiply %103, %136 : tensor<8x128x128x16xf32>
    %cst_10 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %138 = stablehlo.reduce(%137 init: %cst_10) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<8x128x128x16xf32>, tensor<f32>) -> tensor<16xf32>
    %139 = stablehlo.reshape %138 : (tensor<16xf32>) -> tensor<1x1x1x16xf32>
    %140 = stablehlo.broadcast_in_dim %104, dims = [0, 1, 2, 3] : (tensor<1x1x1x16xf32>) -> tensor<8x128x128x16xf32>
    %141 = stablehlo.multiply %136, %140 : tensor<8x128x128x16xf32>
    %142 = stablehlo.add %133, %141 : tensor<8x128x128x16xf32>
    %cst_11 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %143 = stablehlo.reduce(%139 init: %cst_11) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<1x1x1x16xf32>, tensor<f32>) -> tensor<16xf32>
    %144 = stablehlo.reduce_precision %142, format = e8m7 : tensor<8x128x128x16xf32>
    %145 = stablehlo.multiply %144, %98 : tensor<8x128x128x16xf32>
    %cst_12 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %146 = stablehlo.reduce(%145 init: %cst_12) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<8x128x128x16xf32>, tensor<f32>) -> tensor<16xf32>
    %147 = stablehlo.reshape %146 : (tensor<16xf32>) -> tensor<1x1x1x16xf32>
    %cst_13 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %148 = stablehlo.reduce(%147 init: %cst_13) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<1x1x1x16xf32>, tensor<f32>) -> tensor<16xf32>
    %149 = stablehlo.broadcast_in_dim %148, dims = [2] : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %cst_14 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %150 = stablehlo.pad %149, %cst_14, low = [2, 2, 0], high = [0, 0, 0], interior = [0, 0, 0] : (tensor<1x1x16xf32>, tensor<f32>) -> tensor<3x3x16xf32>
    %151 = stablehlo.multiply %144, %87 : tensor<8x128x128x16xf32>
    %cst_15 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %152 = stablehlo.reduce(%151 init: %cst_15) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<8x128x128x16xf32>, tensor<f32>) -> tensor<16xf32>
    %153 = stablehlo.reshape %152 : (tensor<16xf32>) -> tensor<1x1x1x16xf32>
    %cst_16 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %154 = stablehlo.reduce(%153 init: %cst_16) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<1x1x1x16xf32>, tensor<f32>) -> tensor<16xf32>
    %155 = stablehlo.broadcast_in_dim %154, dims = [2] : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %cst_17 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %156 = stablehlo.pad %155, %cst_17, low = [2, 1, 0], high = [0, 1, 0], interior = [0, 0, 0] : (tensor<1x1x16xf32>, tensor<f32>) -> tensor<3x3x16xf32>
    %157 = stablehlo.add %150, %156 : tensor<3x3x16xf32>
    %158 = stablehlo.multiply %144, %76 : tensor<8x128x128x16xf32>
    %cst_18 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %159 = stablehlo.reduce(%158 init: %cst_18) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<8x128x128x16xf32>, tensor<f32>) -> tensor<16xf32>
    %160 = stablehlo.reshape %159 : (tensor<16xf32>) -> tensor<1x1x1x16xf32>
    %cst_19 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %161 = stablehlo.reduce(%160 init: %cst_19) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<1x1x1x16xf32>, tensor<f32>) -> tensor<16xf32>
    %162 = stablehlo.broadcast_in_dim %161, dims = [2] : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %cst_20 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %163 = stablehlo.pad %162, %cst_20, low = [2, 0, 0], high = [0, 2, 0], interior = [0, 0, 0] : (tensor<1x1x16xf32>, tensor<f32>) -> tensor<3x3x16xf32>
    %164 = stablehlo.add %157, %163 : tensor<3x3x16xf32>
    %165 = stablehlo.multiply %144, %65 : tensor<8x128x128x16xf32>
    %cst_21 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %166 = stablehlo.reduce(%165 init: %cst_21) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<8x128x128x16xf32>, tensor<f32>) -> tensor<16xf32>
    %167 = stablehlo.reshape %166 : (tensor<16xf32>) -> tensor<1x1x1x16xf32>
    %cst_22 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %168 = stablehlo.reduce(%167 init: %cst_22) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<1x1x1x16xf32>, tensor<f32>) -> tensor<16xf32>
    %169 = stablehlo.broadcast_in_dim %168, dims = [2] : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %cst_23 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %170 = stablehlo.pad %169, %cst_23, low = [1, 2, 0], high = [1, 0, 0], interior = [0, 0, 0] : (tensor<1x1x16xf32>, tensor<f32>) -> tensor<3x3x16xf32>
    %171 = stablehlo.add %164, %170 : tensor<3x3x16xf32>
    %172 = stablehlo.multiply %144, %54 : tensor<8x128x128x16xf32>
    %cst_24 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %173 = stablehlo.reduce(%172 init: %cst_24) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<8x128x128x16xf32>, tensor<f32>) -> tensor<16xf32>
    %174 = stablehlo.reshape %173 : (tensor<16xf32>) -> tensor<1x1x1x16xf32>
    %cst_25 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %175 = stablehlo.reduce(%174 init: %cst_25) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<1x1x1x16xf32>, tensor<f32>) -> tensor<16xf32>
    %176 = stablehlo.broadcast_in_dim %175, dims = [2] : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %cst_26 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %177 = stablehlo.pad %176, %cst_26, low = [1, 1, 0], high = [1, 1, 0], interior = [0, 0, 0] : (tensor<1x1x16xf32>, tensor<f32>) -> tensor<3x3x16xf32>
    %178 = stablehlo.add %171, %177 : tensor<3x3x16xf32>
    %179 = stablehlo.multiply %144, %43 : tensor<8x128x128x16xf32>
    %cst_27 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %180 = stablehlo.reduce(%179 init: %cst_27) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<8x128x128x16xf32>, tensor<f32>) -> tensor<16xf32>
    %181 = stablehlo.reshape %180 : (tensor<16xf32>) -> tensor<1x1x1x16xf32>
    %cst_28 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %182 = stablehlo.reduce(%181 init: %cst_28) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<1x1x1x16xf32>, tensor<f32>) -> tensor<16xf32>
    %183 = stablehlo.broadcast_in_dim %182, dims = [2] : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %cst_29 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %184 = stablehlo.pad %183, %cst_29, low = [1, 0, 0], high = [1, 2, 0], interior = [0, 0, 0] : (tensor<1x1x16xf32>, tensor<f32>) -> tensor<3x3x16xf32>
    %185 = stablehlo.add %178, %184 : tensor<3x3x16xf32>
    %186 = stablehlo.multiply %144, %32 : tensor<8x128x128x16xf32>
    %cst_30 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %187 = stablehlo.reduce(%186 init: %cst_30) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<8x128x128x16xf32>, tensor<f32>) -> tensor<16xf32>
    %188 = stablehlo.reshape %187 : (tensor<16xf32>) -> tensor<1x1x1x16xf32>
    %cst_31 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %189 = stablehlo.reduce(%188 init: %cst_31) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<1x1x1x16xf32>, tensor<f32>) -> tensor<16xf32>
    %190 = stablehlo.broadcast_in_dim %189, dims = [2] : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %cst_32 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %191 = stablehlo.pad %190, %cst_32, low = [0, 2, 0], high = [2, 0, 0], interior = [0, 0, 0] : (tensor<1x1x16xf32>, tensor<f32>) -> tensor<3x3x16xf32>
    %192 = stablehlo.add %185, %191 : tensor<3x3x16xf32>
    %193 = stablehlo.multiply %144, %21 : tensor<8x128x128x16xf32>
    %cst_33 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %194 = stablehlo.reduce(%193 init: %cst_33) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<8x128x128x16xf32>, tensor<f32>) -> tensor<16xf32>
    %195 = stablehlo.reshape %194 : (tensor<16xf32>) -> tensor<1x1x1x16xf32>
    %cst_34 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %196 = stablehlo.reduce(%195 init: %cst_34) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<1x1x1x16xf32>, tensor<f32>) -> tensor<16xf32>
    %197 = stablehlo.broadcast_in_dim %196, dims = [2] : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %cst_35 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %198 = stablehlo.pad %197, %cst_35, low = [0, 1, 0], high = [2, 1, 0], interior = [0, 0, 0] : (tensor<1x1x16xf32>, tensor<f32>) -> tensor<3x3x16xf32>
    %199 = stablehlo.add %192, %198 : tensor<3x3x16xf32>
    %200 = stablehlo.multiply %144, %9 : tensor<8x128x128x16xf32>
    %cst_36 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %201 = stablehlo.reduce(%200 init: %cst_36) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<8x128x128x16xf32>, tensor<f32>) -> tensor<16xf32>
    %202 = stablehlo.reshape %201 : (tensor<16xf32>) -> tensor<1x1x1x16xf32>
    %cst_37 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %203 = stablehlo.reduce(%202 init: %cst_37) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<1x1x1x16xf32>, tensor<f32>) -> tensor<16xf32>
    %204 = stablehlo.broadcast_in_dim %203, dims = [2] : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %cst_38 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %205 = stablehlo.pad %204, %cst_38, low = [0, 0, 0], high = [2, 2, 0], interior = [0, 0, 0] : (tensor<1x1x16xf32>, tensor<f32>) -> tensor<3x3x16xf32>
    %206 = stablehlo.add %199, %205 : tensor<3x3x16xf32>
    return %126, %206, %143 : tensor<f32>, tensor<3x3x16xf32>, tensor<16xf32>
  }
  func.func private @_pad(%arg0: tensor<8x128x128x16xf32>) -> tensor<8x130x130x16xf32> {
    %0 = stablehlo.slice %arg0 [0:8, 1:2, 0:128, 0:16] : (tensor<8x128x128x16xf32>) -> tensor<8x1x128x16xf32>
    %1 = call @_flip(%0) : (tensor<8x1x128x16xf32>) -> tensor<8x1x128x16xf32>
    %2 = stablehlo.concatenate %1, %arg0, dim = 1 : (tensor<8x1x128x16xf32>, tensor<8x128x128x16xf32>) -> tensor<8x129x128x16xf32>
    %3 = stablehlo.slice %2 [0:8, 127:128, 0:128, 0:16] : (tensor<8x129x128x16xf32>) -> tensor<8x1x128x16xf32>
    %4 = call @_flip(%3) : (tensor<8x1x128x16xf32>) -> tensor<8x1x128x16xf32>
    %5 = stablehlo.concatenate %2, %4, dim = 1 : (tensor<8x129x128x16xf32>, tensor<8x1x128x16xf32>) -> tensor<8x130x128x16xf32>
    %6 = stablehlo.slice %5 [0:8, 0:130, 1:2, 0:16] : (tensor<8x130x128x16xf32>) -> tensor<8x130x1x16xf32>
    %7 = call @_flip_0(%6) : (tensor<8x130x1x16xf32>) -> tensor<8x130x1x16xf32>
    %8 = stablehlo.concatenate %7, %5, dim = 2 : (tensor<8x130x1x16xf32>, tensor<8x130x128x16xf32>) -> tensor<8x130x129x16xf32>
    %9 = stablehlo.slice %8 [0:8, 0:130, 127:128, 0:16] : (tensor<8x130x129x16xf32>) -> tensor<8x130x1x16xf32>
    %10 = call @_flip_0(%9) : (tensor<8x130x1x16xf32>) -> tensor<8x130x1x16xf32>
    %11 = stablehlo.concatenate %8, %10, dim = 2 : (tensor<8x130x129x16xf32>, tensor<8x130x1x16xf32>) -> tensor<8x130x130x16xf32>
    return %11 : tensor<8x130x130x16xf32>
  }
  func.func private @_flip(%arg0: tensor<8x1x128x16xf32>) -> tensor<8x1x128x16xf32> {
    %0 = stablehlo.reverse %arg0, dims = [1] : tensor<8x1x128x16xf32>
    return %0 : tensor<8x1x128x16xf32>
  }
  func.func private @_flip_0(%arg0: tensor<8x130x1x16xf32>) -> tensor<8x130x1x16xf32> {
    %0 = stablehlo.reverse %arg0, dims = [2] : tensor<8x130x1x16xf32>
    return %0 : tensor<8x130x1x16xf32>
  }
  func.func private @_pad_1(%arg0: tensor<8x128x128x16xf32>) -> tensor<8x130x130x16xf32> {
    %0 = stablehlo.slice %arg0 [0:1, 0:128, 0:128, 0:16] : (tensor<8x128x128x16xf32>) -> tensor<1x128x128x16xf32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [0, 2, 3, 4] : (tensor<1x128x128x16xf32>) -> tensor<1x0x128x128x16xf32>
    %2 = stablehlo.reshape %1 : (tensor<1x0x128x128x16xf32>) -> tensor<0x128x128x16xf32>
    %3 = stablehlo.slice %arg0 [7:8, 0:128, 0:128, 0:16] : (tensor<8x128x128x16xf32>) -> tensor<1x128x128x16xf32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [0, 2, 3, 4] : (tensor<1x128x128x16xf32>) -> tensor<1x0x128x128x16xf32>
    %5 = stablehlo.reshape %4 : (tensor<1x0x128x128x16xf32>) -> tensor<0x128x128x16xf32>
    %6 = stablehlo.concatenate %2, %arg0, %5, dim = 0 : (tensor<0x128x128x16xf32>, tensor<8x128x128x16xf32>, tensor<0x128x128x16xf32>) -> tensor<8x128x128x16xf32>
    %7 = stablehlo.slice %6 [0:8, 0:1, 0:128, 0:16] : (tensor<8x128x128x16xf32>) -> tensor<8x1x128x16xf32>
    %8 = stablehlo.broadcast_in_dim %7, dims = [0, 1, 3, 4] : (tensor<8x1x128x16xf32>) -> tensor<8x1x1x128x16xf32>
    %9 = stablehlo.reshape %8 : (tensor<8x1x1x128x16xf32>) -> tensor<8x1x128x16xf32>
    %10 = stablehlo.slice %6 [0:8, 127:128, 0:128, 0:16] : (tensor<8x128x128x16xf32>) -> tensor<8x1x128x16xf32>
    %11 = stablehlo.broadcast_in_dim %10, dims = [0, 1, 3, 4] : (tensor<8x1x128x16xf32>) -> tensor<8x1x1x128x16xf32>
    %12 = stablehlo.reshape %11 : (tensor<8x1x1x128x16xf32>) -> tensor<8x1x128x16xf32>
    %13 = stablehlo.concatenate %9, %6, %12, dim = 1 : (tensor<8x1x128x16xf32>, tensor<8x128x128x16xf32>, tensor<8x1x128x16xf32>) -> tensor<8x130x128x16xf32>
    %14 = stablehlo.slice %13 [0:8, 0:130, 0:1, 0:16] : (tensor<8x130x128x16xf32>) -> tensor<8x130x1x16xf32>
    %15 = stablehlo.broadcast_in_dim %14, dims = [0, 1, 2, 4] : (tensor<8x130x1x16xf32>) -> tensor<8x130x1x1x16xf32>
    %16 = stablehlo.reshape %15 : (tensor<8x130x1x1x16xf32>) -> tensor<8x130x1x16xf32>
    %17 = stablehlo.slice %13 [0:8, 0:130, 127:128, 0:16] : (tensor<8x130x128x16xf32>) -> tensor<8x130x1x16xf32>
    %18 = stablehlo.broadcast_in_dim %17, dims = [0, 1, 2, 4] : (tensor<8x130x1x16xf32>) -> tensor<8x130x1x1x16xf32>
    %19 = stablehlo.reshape %18 : (tensor<8x130x1x1x16xf32>) -> tensor<8x130x1x16xf32>
    %20 = stablehlo.concatenate %16, %13, %19, dim = 2 : (tensor<8x130x1x16xf32>, tensor<8x130x128x16xf32>, tensor<8x130x1x16xf32>) -> tensor<8x130x130x16xf32>
    %21 = stablehlo.slice %20 [0:8, 0:130, 0:130, 0:1] : (tensor<8x130x130x16xf32>) -> tensor<8x130x130x1xf32>
    %22 = stablehlo.broadcast_in_dim %21, dims = [0, 1, 2, 3] : (tensor<8x130x130x1xf32>) -> tensor<8x130x130x1x0xf32>
    %23 = stablehlo.reshape %22 : (tensor<8x130x130x1x0xf32>) -> tensor<8x130x130x0xf32>
    %24 = stablehlo.slice %20 [0:8, 0:130, 0:130, 15:16] : (tensor<8x130x130x16xf32>) -> tensor<8x130x130x1xf32>
    %25 = stablehlo.broadcast_in_dim %24, dims = [0, 1, 2, 3] : (tensor<8x130x130x1xf32>) -> tensor<8x130x130x1x0xf32>
    %26 = stablehlo.reshape %25 : (tensor<8x130x130x1x0xf32>) -> tensor<8x130x130x0xf32>
    %27 = stablehlo.concatenate %23, %20, %26, dim = 3 : (tensor<8x130x130x0xf32>, tensor<8x130x130x16xf32>, tensor<8x130x130x0xf32>) -> tensor<8x130x130x16xf32>
    return %27 : tensor<8x130x130x16xf32>
  }
  func.func private @_pad_2(%arg0: tensor<8x128x128x16xf32>) -> tensor<8x130x130x16xf32> {
    %0 = stablehlo.slice %arg0 [0:8, 127:128, 0:128, 0:16] : (tensor<8x128x128x16xf32>) -> tensor<8x1x128x16xf32>
    %1 = stablehlo.slice %arg0 [0:8, 0:1, 0:128, 0:16] : (tensor<8x128x128x16xf32>) -> tensor<8x1x128x16xf32>
    %2 = stablehlo.concatenate %0, %arg0, %1, dim = 1 : (tensor<8x1x128x16xf32>, tensor<8x128x128x16xf32>, tensor<8x1x128x16xf32>) -> tensor<8x130x128x16xf32>
    %3 = stablehlo.slice %2 [0:8, 0:130, 127:128, 0:16] : (tensor<8x130x128x16xf32>) -> tensor<8x130x1x16xf32>
    %4 = stablehlo.slice %2 [0:8, 0:130, 0:1, 0:16] : (tensor<8x130x128x16xf32>) -> tensor<8x130x1x16xf32>
    %5 = stablehlo.concatenate %3, %2, %4, dim = 2 : (tensor<8x130x1x16xf32>, tensor<8x130x128x16xf32>, tensor<8x130x1x16xf32>) -> tensor<8x130x130x16xf32>
    return %5 : tensor<8x130x130x16xf32>
  }
  func.func private @cumprod(%arg0: tensor<8x128x128x16xf32>) -> (tensor<8x128x128x16xf32>, tensor<8x128x64x16xf32>, tensor<8x128x64x16xf32>, tensor<8x128x32x16xf32>, tensor<8x128x32x16xf32>, tensor<8x128x16x16xf32>, tensor<8x128x16x16xf32>, tensor<8x128x8x16xf32>, tensor<8x128x8x16xf32>, tensor<8x128x4x16xf32>, tensor<8x128x4x16xf32>, tensor<8x128x2x16xf32>, tensor<8x128x2x16xf32>, tensor<8x128x1x16xf32>, tensor<8x128x1x16xf32>, tensor<8x128x0x16xf32>, tensor<8x128x0x16xf32>, tensor<8x128x1x16xf32>, tensor<8x128x1x16xf32>, tensor<8x128x3x16xf32>, tensor<8x128x3x16xf32>, tensor<8x128x7x16xf32>, tensor<8x128x7x16xf32>, tensor<8x128x15x16xf32>, tensor<8x128x15x16xf32>, tensor<8x128x31x16xf32>, tensor<8x128x31x16xf32>, tensor<8x128x63x16xf32>, tensor<8x128x63x16xf32>) {
    %0 = stablehlo.slice %arg0 [0:8, 0:128, 0:127:2, 0:16] : (tensor<8x128x128x16xf32>) -> tensor<8x128x64x16xf32>
    %1 = stablehlo.slice %arg0 [0:8, 0:128, 1:128:2, 0:16] : (tensor<8x128x128x16xf32>) -> tensor<8x128x64x16xf32>
    %2 = stablehlo.multiply %0, %1 : tensor<8x128x64x16xf32>
    %3 = stablehlo.slice %2 [0:8, 0:128, 0:63:2, 0:16] : (tensor<8x128x64x16xf32>) -> tensor<8x128x32x16xf32>
    %4 = stablehlo.slice %2 [0:8, 0:128, 1:64:2, 0:16] : (tensor<8x128x64x16xf32>) -> tensor<8x128x32x16xf32>
    %5 = stablehlo.multiply %3, %4 : tensor<8x128x32x16xf32>
    %6 = stablehlo.slice %5 [0:8, 0:128, 0:31:2, 0:16] : (tensor<8x128x32x16xf32>) -> tensor<8x128x16x16xf32>
    %7 = stablehlo.slice %5 [0:8, 0:128, 1:32:2, 0:16] : (tensor<8x128x32x16xf32>) -> tensor<8x128x16x16xf32>
    %8 = stablehlo.multiply %6, %7 : tensor<8x128x16x16xf32>
    %9 = stablehlo.slice %8 [0:8, 0:128, 0:15:2, 0:16] : (tensor<8x128x16x16xf32>) -> tensor<8x128x8x16xf32>
    %10 = stablehlo.slice %8 [0:8, 0:128, 1:16:2, 0:16] : (tensor<8x128x16x16xf32>) -> tensor<8x128x8x16xf32>
    %11 = stablehlo.multiply %9, %10 : tensor<8x128x8x16xf32>
    %12 = stablehlo.slice %11 [0:8, 0:128, 0:7:2, 0:16] : (tensor<8x128x8x16xf32>) -> tensor<8x128x4x16xf32>
    %13 = stablehlo.slice %11 [0:8, 0:128, 1:8:2, 0:16] : (tensor<8x128x8x16xf32>) -> tensor<8x128x4x16xf32>
    %14 = stablehlo.multiply %12, %13 : tensor<8x128x4x16xf32>
    %15 = stablehlo.slice %14 [0:8, 0:128, 0:3:2, 0:16] : (tensor<8x128x4x16xf32>) -> tensor<8x128x2x16xf32>
    %16 = stablehlo.slice %14 [0:8, 0:128, 1:4:2, 0:16] : (tensor<8x128x4x16xf32>) -> tensor<8x128x2x16xf32>
    %17 = stablehlo.multiply %15, %16 : tensor<8x128x2x16xf32>
    %18 = stablehlo.slice %17 [0:8, 0:128, 0:1:2, 0:16] : (tensor<8x128x2x16xf32>) -> tensor<8x128x1x16xf32>
    %19 = stablehlo.slice %17 [0:8, 0:128, 1:2:2, 0:16] : (tensor<8x128x2x16xf32>) -> tensor<8x128x1x16xf32>
    %20 = stablehlo.multiply %18, %19 : tensor<8x128x1x16xf32>
    %21 = stablehlo.slice %20 [0:8, 0:128, 0:0, 0:16] : (tensor<8x128x1x16xf32>) -> tensor<8x128x0x16xf32>
    %22 = stablehlo.slice %17 [0:8, 0:128, 2:2:2, 0:16] : (tensor<8x128x2x16xf32>) -> tensor<8x128x0x16xf32>
    %23 = stablehlo.multiply %21, %22 : tensor<8x128x0x16xf32>
    %24 = stablehlo.slice %17 [0:8, 0:128, 0:1, 0:16] : (tensor<8x128x2x16xf32>) -> tensor<8x128x1x16xf32>
    %25 = stablehlo.concatenate %24, %23, dim = 2 : (tensor<8x128x1x16xf32>, tensor<8x128x0x16xf32>) -> tensor<8x128x1x16xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %26 = stablehlo.pad %25, %cst, low = [0, 0, 0, 0], high = [0, 0, 1, 0], interior = [0, 0, 1, 0] : (tensor<8x128x1x16xf32>, tensor<f32>) -> tensor<8x128x2x16xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %27 = stablehlo.pad %20, %cst_0, low = [0, 0, 1, 0], high = [0, 0, 0, 0], interior = [0, 0, 1, 0] : (tensor<8x128x1x16xf32>, tensor<f32>) -> tensor<8x128x2x16xf32>
    %28 = stablehlo.add %26, %27 : tensor<8x128x2x16xf32>
    %29 = stablehlo.slice %28 [0:8, 0:128, 0:1, 0:16] : (tensor<8x128x2x16xf32>) -> tensor<8x128x1x16xf32>
    %30 = stablehlo.slice %14 [0:8, 0:128, 2:4:2, 0:16] : (tensor<8x128x4x16xf32>) -> tensor<8x128x1x16xf32>
    %31 = stablehlo.multiply %29, %30 : tensor<8x128x1x16xf32>
    %32 = stablehlo.slice %14 [0:8, 0:128, 0:1, 0:16] : (tensor<8x128x4x16xf32>) -> tensor<8x128x1x16xf32>
    %33 = stablehlo.concatenate %32, %31, dim = 2 : (tensor<8x128x1x16xf32>, tensor<8x128x1x16xf32>) -> tensor<8x128x2x16xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %34 = stablehlo.pad %33, %cst_1, low = [0, 0, 0, 0], high = [0, 0, 1, 0], interior = [0, 0, 1, 0] : (tensor<8x128x2x16xf32>, tensor<f32>) -> tensor<8x128x4x16xf32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %35 = stablehlo.pad %28, %cst_2, low = [0, 0, 1, 0], high = [0, 0, 0, 0], interior = [0, 0, 1, 0] : (tensor<8x128x2x16xf32>, tensor<f32>) -> tensor<8x128x4x16xf32>
    %36 = stablehlo.add %34, %35 : tensor<8x128x4x16xf32>
    %37 = stablehlo.slice %36 [0:8, 0:128, 0:3, 0:16] : (tensor<8x128x4x16xf32>) -> tensor<8x128x3x16xf32>
    %38 = stablehlo.slice %11 [0:8, 0:128, 2:8:2, 0:16] : (tensor<8x128x8x16xf32>) -> tensor<8x128x3x16xf32>
    %39 = stablehlo.multiply %37, %38 : tensor<8x128x3x16xf32>
    %40 = stablehlo.slice %11 [0:8, 0:128, 0:1, 0:16] : (tensor<8x128x8x16xf32>) -> tensor<8x128x1x16xf32>
    %41 = stablehlo.concatenate %40, %39, dim = 2 : (tensor<8x128x1x16xf32>, tensor<8x128x3x16xf32>) -> tensor<8x128x4x16xf32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %42 = stablehlo.pad %41, %cst_3, low = [0, 0, 0, 0], high = [0, 0, 1, 0], interior = [0, 0, 1, 0] : (tensor<8x128x4x16xf32>, tensor<f32>) -> tensor<8x128x8x16xf32>
    %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %43 = stablehlo.pad %36, %cst_4, low = [0, 0, 1, 0], high = [0, 0, 0, 0], interior = [0, 0, 1, 0] : (tensor<8x128x4x16xf32>, tensor<f32>) -> tensor<8x128x8x16xf32>
    %44 = stablehlo.add %42, %43 : tensor<8x128x8x16xf32>
    %45 = stablehlo.slice %44 [0:8, 0:128, 0:7, 0:16] : (tensor<8x128x8x16xf32>) -> tensor<8x128x7x16xf32>
    %46 = stablehlo.slice %8 [0:8, 0:128, 2:16:2, 0:16] : (tensor<8x128x16x16xf32>) -> tensor<8x128x7x16xf32>
    %47 = stablehlo.multiply %45, %46 : tensor<8x128x7x16xf32>
    %48 = stablehlo.slice %8 [0:8, 0:128, 0:1, 0:16] : (tensor<8x128x16x16xf32>) -> tensor<8x128x1x16xf32>
    %49 = stablehlo.concatenate %48, %47, dim = 2 : (tensor<8x128x1x16xf32>, tensor<8x128x7x16xf32>) -> tensor<8x128x8x16xf32>
    %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %50 = stablehlo.pad %49, %cst_5, low = [0, 0, 0, 0], high = [0, 0, 1, 0], interior = [0, 0, 1, 0] : (tensor<8x128x8x16xf32>, tensor<f32>) -> tensor<8x128x16x16xf32>
    %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %51 = stablehlo.pad %44, %cst_6, low = [0, 0, 1, 0], high = [0, 0, 0, 0], interior = [0, 0, 1, 0] : (tensor<8x128x8x16xf32>, tensor<f32>) -> tensor<8x128x16x16xf32>
    %52 = stablehlo.add %50, %51 : tensor<8x128x16x16xf32>
    %53 = stablehlo.slice %52 [0:8, 0:128, 0:15, 0:16] : (tensor<8x128x16x16xf32>) -> tensor<8x128x15x16xf32>
    %54 = stablehlo.slice %5 [0:8, 0:128, 2:32:2, 0:16] : (tensor<8x128x32x16xf32>) -> tensor<8x128x15x16xf32>
    %55 = stablehlo.multiply %53, %54 : tensor<8x128x15x16xf32>
    %56 = stablehlo.slice %5 [0:8, 0:128, 0:1, 0:16] : (tensor<8x128x32x16xf32>) -> tensor<8x128x1x16xf32>
    %57 = stablehlo.concatenate %56, %55, dim = 2 : (tensor<8x128x1x16xf32>, tensor<8x128x15x16xf32>) -> tensor<8x128x16x16xf32>
    %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %58 = stablehlo.pad %57, %cst_7, low = [0, 0, 0, 0], high = [0, 0, 1, 0], interior = [0, 0, 1, 0] : (tensor<8x128x16x16xf32>, tensor<f32>) -> tensor<8x128x32x16xf32>
    %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %59 = stablehlo.pad %52, %cst_8, low = [0, 0, 1, 0], high = [0, 0, 0, 0], interior = [0, 0, 1, 0] : (tensor<8x128x16x16xf32>, tensor<f32>) -> tensor<8x128x32x16xf32>
    %60 = stablehlo.add %58, %59 : tensor<8x128x32x16xf32>
    %61 = stablehlo.slice %60 [0:8, 0:128, 0:31, 0:16] : (tensor<8x128x32x16xf32>) -> tensor<8x128x31x16xf32>
    %62 = stablehlo.slice %2 [0:8, 0:128, 2:64:2, 0:16] : (tensor<8x128x64x16xf32>) -> tensor<8x128x31x16xf32>
    %63 = stablehlo.multiply %61, %62 : tensor<8x128x31x16xf32>
    %64 = stablehlo.slice %2 [0:8, 0:128, 0:1, 0:16] : (tensor<8x128x64x16xf32>) -> tensor<8x128x1x16xf32>
    %65 = stablehlo.concatenate %64, %63, dim = 2 : (tensor<8x128x1x16xf32>, tensor<8x128x31x16xf32>) -> tensor<8x128x32x16xf32>
    %cst_9 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %66 = stablehlo.pad %65, %cst_9, low = [0, 0, 0, 0], high = [0, 0, 1, 0], interior = [0, 0, 1, 0] : (tensor<8x128x32x16xf32>, tensor<f32>) -> tensor<8x128x64x16xf32>
    %cst_10 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %67 = stablehlo.pad %60, %cst_10, low = [0, 0, 1, 0], high = [0, 0, 0, 0], interior = [0, 0, 1, 0] : (tensor<8x128x32x16xf32>, tensor<f32>) -> tensor<8x128x64x16xf32>
    %68 = stablehlo.add %66, %67 : tensor<8x128x64x16xf32>
    %69 = stablehlo.slice %68 [0:8, 0:128, 0:63, 0:16] : (tensor<8x128x64x16xf32>) -> tensor<8x128x63x16xf32>
    %70 = stablehlo.slice %arg0 [0:8, 0:128, 2:128:2, 0:16] : (tensor<8x128x128x16xf32>) -> tensor<8x128x63x16xf32>
    %71 = stablehlo.multiply %69, %70 : tensor<8x128x63x16xf32>
    %72 = stablehlo.slice %arg0 [0:8, 0:128, 0:1, 0:16] : (tensor<8x128x128x16xf32>) -> tensor<8x128x1x16xf32>
    %73 = stablehlo.concatenate %72, %71, dim = 2 : (tensor<8x128x1x16xf32>, tensor<8x128x63x16xf32>) -> tensor<8x128x64x16xf32>
    %cst_11 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %74 = stablehlo.pad %73, %cst_11, low = [0, 0, 0, 0], high = [0, 0, 1, 0], interior = [0, 0, 1, 0] : (tensor<8x128x64x16xf32>, tensor<f32>) -> tensor<8x128x128x16xf32>
    %cst_12 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %75 = stablehlo.pad %68, %cst_12, low = [0, 0, 1, 0], high = [0, 0, 0, 0], interior = [0, 0, 1, 0] : (tensor<8x128x64x16xf32>, tensor<f32>) -> tensor<8x128x128x16xf32>
    %76 = stablehlo.add %74, %75 : tensor<8x128x128x16xf32>
    return %76, %1, %0, %4, %3, %7, %6, %10, %9, %13, %12, %16, %15, %19, %18, %22, %21, %30, %29, %38, %37, %46, %45, %54, %53, %62, %61, %70, %69 : tensor<8x128x128x16xf32>, tensor<8x128x64x16xf32>, tensor<8x128x64x16xf32>, tensor<8x128x32x16xf32>, tensor<8x128x32x16xf32>, tensor<8x128x16x16xf32>, tensor<8x128x16x16xf32>, tensor<8x128x8x16xf32>, tensor<8x128x8x16xf32>, tensor<8x128x4x16xf32>, tensor<8x128x4x16xf32>, tensor<8x128x2x16xf32>, tensor<8x128x2x16xf32>, tensor<8x128x1x16xf32>, tensor<8x128x1x16xf32>, tensor<8x128x0x16xf32>, tensor<8x128x0x16xf32>, tensor<8x128x1x16xf32>, tensor<8x128x1x16xf32>, tensor<8x128x3x16xf32>, tensor<8x128x3x16xf32>, tensor<8x128x7x16xf32>, tensor<8x128x7x16xf32>, tensor<8x128x15x16xf32>, tensor<8x128x15x16xf32>, tensor<8x128x31x16xf32>, tensor<8x128x31x16xf32>, tensor<8x128x63x16xf32>, tensor<8x128x63x16xf32>
  }
  func.func private @cumsum(%arg0: tensor<8x128x128x16xf32>) -> tensor<8x128x128x16xf32> {
    %0 = call @cumsum_3(%arg0) : (tensor<8x128x128x16xf32>) -> tensor<8x128x128x16xf32>
    return %0 : tensor<8x128x128x16xf32>
  }
  func.func private @cumsum_3(%arg0: tensor<8x128x128x16xf32>) -> tensor<8x128x128x16xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<f32>
    %1 = "stablehlo.reduce_window"(%arg0, %0) <{base_dilations = array<i64: 1, 1, 1, 1>, padding = dense<[[0, 0], [127, 0], [0, 0], [0, 0]]> : tensor<4x2xi64>, window_dilations = array<i64: 1, 1, 1, 1>, window_dimensions = array<i64: 1, 128, 1, 1>, window_strides = array<i64: 1, 1, 1, 1>}> ({
    ^bb0(%arg1: tensor<f32>, %arg2: tensor<f32>):
      %2 = stablehlo.add %arg1, %arg2 : tensor<f32>
      stablehlo.return %2 : tensor<f32>
    }) : (tensor<8x128x128x16xf32>, tensor<f32>) -> tensor<8x128x128x16xf32>
    return %1 : tensor<8x128x128x16xf32>
  }
  func.func private @cumsum_4(%arg0: tensor<8x128x128x16xf32>) -> tensor<8x128x128x16xf32> {
    %0 = call @cumsum_5(%arg0) : (tensor<8x128x128x16xf32>) -> tensor<8x128x128x16xf32>
    return %0 : tensor<8x128x128x16xf32>
  }
  func.func private @cumsum_5(%arg0: tensor<8x128x128x16xf32>) -> tensor<8x128x128x16xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<f32>
    %1 = "stablehlo.reduce_window"(%arg0, %0) <{base_dilations = array<i64: 1, 1, 1, 1>, padding = dense<[[0, 0], [0, 127], [0, 0], [0, 0]]> : tensor<4x2xi64>, window_dilations = array<i64: 1, 1, 1, 1>, window_dimensions = array<i64: 1, 128, 1, 1>, window_strides = array<i64: 1, 1, 1, 1>}> ({
    ^bb0(%arg1: tensor<f32>, %arg2: tensor<f32>):
      %2 = stablehlo.add %arg1, %arg2 : tensor<f32>
      stablehlo.return %2 : tensor<f32>
    }) : (tensor<8x128x128x16xf32>, tensor<f32>) -> tensor<8x128x128x16xf32>
    return %1 : tensor<8x128x128x16xf32>
  }
  func.func private @cumprod_6(%arg0: tensor<8x128x64x16xf32>, %arg1: tensor<8x128x64x16xf32>, %arg2: tensor<8x128x32x16xf32>, %arg3: tensor<8x128x32x16xf32>, %arg4: tensor<8x128x16x16xf32>, %arg5: tensor<8x128x16x16xf32>, %arg6: tensor<8x128x8x16xf32>, %arg7: tensor<8x128x8x16xf32>, %arg8: tensor<8x128x4x16xf32>, %arg9: tensor<8x128x4x16xf32>, %arg10: tensor<8x128x2x16xf32>, %arg11: tensor<8x128x2x16xf32>, %arg12: tensor<8x128x1x16xf32>, %arg13: tensor<8x128x1x16xf32>, %arg14: tensor<8x128x0x16xf32>, %arg15: tensor<8x128x0x16xf32>, %arg16: tensor<8x128x1x16xf32>, %arg17: tensor<8x128x1x16xf32>, %arg18: tensor<8x128x3x16xf32>, %arg19: tensor<8x128x3x16xf32>, %arg20: tensor<8x128x7x16xf32>, %arg21: tensor<8x128x7x16xf32>, %arg22: tensor<8x128x15x16xf32>, %arg23: tensor<8x128x15x16xf32>, %arg24: tensor<8x128x31x16xf32>, %arg25: tensor<8x128x31x16xf32>, %arg26: tensor<8x128x63x16xf32>, %arg27: tensor<8x128x63x16xf32>, %arg28: tensor<8x128x128x16xf32>) -> tensor<8x128x128x16xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.pad %arg28, %cst, low = [0, 0, -1, 0], high = [0, 0, 0, 0], interior = [0, 0, 0, 0] : (tensor<8x128x128x16xf32>, tensor<f32>) -> tensor<8x128x127x16xf32>
    %1 = stablehlo.slice %0 [0:8, 0:128, 0:127:2, 0:16] : (tensor<8x128x127x16xf32>) -> tensor<8x128x64x16xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2 = stablehlo.pad %arg28, %cst_0, low = [0, 0, 0, 0], high = [0, 0, -1, 0], interior = [0, 0, 0, 0] : (tensor<8x128x128x16xf32>, tensor<f32>) -> tensor<8x128x127x16xf32>
    %3 = stablehlo.slice %2 [0:8, 0:128, 0:127:2, 0:16] : (tensor<8x128x127x16xf32>) -> tensor<8x128x64x16xf32>
    %4 = stablehlo.slice %3 [0:8, 0:128, 0:1, 0:16] : (tensor<8x128x64x16xf32>) -> tensor<8x128x1x16xf32>
    %5 = stablehlo.slice %3 [0:8, 0:128, 1:64, 0:16] : (tensor<8x128x64x16xf32>) -> tensor<8x128x63x16xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %6 = stablehlo.pad %4, %cst_1, low = [0, 0, 0, 0], high = [0, 0, 127, 0], interior = [0, 0, 0, 0] : (tensor<8x128x1x16xf32>, tensor<f32>) -> tensor<8x128x128x16xf32>
    %7 = stablehlo.multiply %arg27, %5 : tensor<8x128x63x16xf32>
    %8 = stablehlo.multiply %5, %arg26 : tensor<8x128x63x16xf32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %9 = stablehlo.pad %7, %cst_2, low = [0, 0, 2, 0], high = [0, 0, 1, 0], interior = [0, 0, 1, 0] : (tensor<8x128x63x16xf32>, tensor<f32>) -> tensor<8x128x128x16xf32>
    %10 = stablehlo.add %6, %9 : tensor<8x128x128x16xf32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %11 = stablehlo.pad %8, %cst_3, low = [0, 0, 0, 0], high = [0, 0, 1, 0], interior = [0, 0, 0, 0] : (tensor<8x128x63x16xf32>, tensor<f32>) -> tensor<8x128x64x16xf32>
    %12 = stablehlo.add %1, %11 : tensor<8x128x64x16xf32>
    %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %13 = stablehlo.pad %12, %cst_4, low = [0, 0, -1, 0], high = [0, 0, 0, 0], interior = [0, 0, 0, 0] : (tensor<8x128x64x16xf32>, tensor<f32>) -> tensor<8x128x63x16xf32>
    %14 = stablehlo.slice %13 [0:8, 0:128, 0:63:2, 0:16] : (tensor<8x128x63x16xf32>) -> tensor<8x128x32x16xf32>
    %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %15 = stablehlo.pad %12, %cst_5, low = [0, 0, 0, 0], high = [0, 0, -1, 0], interior = [0, 0, 0, 0] : (tensor<8x128x64x16xf32>, tensor<f32>) -> tensor<8x128x63x16xf32>
    %16 = stablehlo.slice %15 [0:8, 0:128, 0:63:2, 0:16] : (tensor<8x128x63x16xf32>) -> tensor<8x128x32x16xf32>
    %17 = stablehlo.slice %16 [0:8, 0:128, 0:1, 0:16] : (tensor<8x128x32x16xf32>) -> tensor<8x128x1x16xf32>
    %18 = stablehlo.slice %16 [0:8, 0:128, 1:32, 0:16] : (tensor<8x128x32x16xf32>) -> tensor<8x128x31x16xf32>
    %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %19 = stablehlo.pad %17, %cst_6, low = [0, 0, 0, 0], high = [0, 0, 63, 0], interior = [0, 0, 0, 0] : (tensor<8x128x1x16xf32>, tensor<f32>) -> tensor<8x128x64x16xf32>
    %20 = stablehlo.multiply %arg25, %18 : tensor<8x128x31x16xf32>
    %21 = stablehlo.multiply %18, %arg24 : tensor<8x128x31x16xf32>
    %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %22 = stablehlo.pad %20, %cst_7, low = [0, 0, 2, 0], high = [0, 0, 1, 0], interior = [0, 0, 1, 0] : (tensor<8x128x31x16xf32>, tensor<f32>) -> tensor<8x128x64x16xf32>
    %23 = stablehlo.add %19, %22 : tensor<8x128x64x16xf32>
    %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %24 = stablehlo.pad %21, %cst_8, low = [0, 0, 0, 0], high = [0, 0, 1, 0], interior = [0, 0, 0, 0] : (tensor<8x128x31x16xf32>, tensor<f32>) -> tensor<8x128x32x16xf32>
    %25 = stablehlo.add %14, %24 : tensor<8x128x32x16xf32>
    %cst_9 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %26 = stablehlo.pad %25, %cst_9, low = [0, 0, -1, 0], high = [0, 0, 0, 0], interior = [0, 0, 0, 0] : (tensor<8x128x32x16xf32>, tensor<f32>) -> tensor<8x128x31x16xf32>
    %27 = stablehlo.slice %26 [0:8, 0:128, 0:31:2, 0:16] : (tensor<8x128x31x16xf32>) -> tensor<8x128x16x16xf32>
    %cst_10 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %28 = stablehlo.pad %25, %cst_10, low = [0, 0, 0, 0], high = [0, 0, -1, 0], interior = [0, 0, 0, 0] : (tensor<8x128x32x16xf32>, tensor<f32>) -> tensor<8x128x31x16xf32>
    %29 = stablehlo.slice %28 [0:8, 0:128, 0:31:2, 0:16] : (tensor<8x128x31x16xf32>) -> tensor<8x128x16x16xf32>
    %30 = stablehlo.slice %29 [0:8, 0:128, 0:1, 0:16] : (tensor<8x128x16x16xf32>) -> tensor<8x128x1x16xf32>
    %31 = stablehlo.slice %29 [0:8, 0:128, 1:16, 0:16] : (tensor<8x128x16x16xf32>) -> tensor<8x128x15x16xf32>
    %cst_11 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %32 = stablehlo.pad %30, %cst_11, low = [0, 0, 0, 0], high = [0, 0, 31, 0], interior = [0, 0, 0, 0] : (tensor<8x128x1x16xf32>, tensor<f32>) -> tensor<8x128x32x16xf32>
    %33 = stablehlo.multiply %arg23, %31 : tensor<8x128x15x16xf32>
    %34 = stablehlo.multiply %31, %arg22 : tensor<8x128x15x16xf32>
    %cst_12 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %35 = stablehlo.pad %33, %cst_12, low = [0, 0, 2, 0], high = [0, 0, 1, 0], interior = [0, 0, 1, 0] : (tensor<8x128x15x16xf32>, tensor<f32>) -> tensor<8x128x32x16xf32>
    %36 = stablehlo.add %32, %35 : tensor<8x128x32x16xf32>
    %cst_13 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %37 = stablehlo.pad %34, %cst_13, low = [0, 0, 0, 0], high = [0, 0, 1, 0], interior = [0, 0, 0, 0] : (tensor<8x128x15x16xf32>, tensor<f32>) -> tensor<8x128x16x16xf32>
    %38 = stablehlo.add %27, %37 : tensor<8x128x16x16xf32>
    %cst_14 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %39 = stablehlo.pad %38, %cst_14, low = [0, 0, -1, 0], high = [0, 0, 0, 0], interior = [0, 0, 0, 0] : (tensor<8x128x16x16xf32>, tensor<f32>) -> tensor<8x128x15x16xf32>
    %40 = stablehlo.slice %39 [0:8, 0:128, 0:15:2, 0:16] : (tensor<8x128x15x16xf32>) -> tensor<8x128x8x16xf32>
    %cst_15 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %41 = stablehlo.pad %38, %cst_15, low = [0, 0, 0, 0], high = [0, 0, -1, 0], interior = [0, 0, 0, 0] : (tensor<8x128x16x16xf32>, tensor<f32>) -> tensor<8x128x15x16xf32>
    %42 = stablehlo.slice %41 [0:8, 0:128, 0:15:2, 0:16] : (tensor<8x128x15x16xf32>) -> tensor<8x128x8x16xf32>
    %43 = stablehlo.slice %42 [0:8, 0:128, 0:1, 0:16] : (tensor<8x128x8x16xf32>) -> tensor<8x128x1x16xf32>
    %44 = stablehlo.slice %42 [0:8, 0:128, 1:8, 0:16] : (tensor<8x128x8x16xf32>) -> tensor<8x128x7x16xf32>
    %cst_16 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %45 = stablehlo.pad %43, %cst_16, low = [0, 0, 0, 0], high = [0, 0, 15, 0], interior = [0, 0, 0, 0] : (tensor<8x128x1x16xf32>, tensor<f32>) -> tensor<8x128x16x16xf32>
    %46 = stablehlo.multiply %arg21, %44 : tensor<8x128x7x16xf32>
    %47 = stablehlo.multiply %44, %arg20 : tensor<8x128x7x16xf32>
    %cst_17 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %48 = stablehlo.pad %46, %cst_17, low = [0, 0, 2, 0], high = [0, 0, 1, 0], interior = [0, 0, 1, 0] : (tensor<8x128x7x16xf32>, tensor<f32>) -> tensor<8x128x16x16xf32>
    %49 = stablehlo.add %45, %48 : tensor<8x128x16x16xf32>
    %cst_18 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %50 = stablehlo.pad %47, %cst_18, low = [0, 0, 0, 0], high = [0, 0, 1, 0], interior = [0, 0, 0, 0] : (tensor<8x128x7x16xf32>, tensor<f32>) -> tensor<8x128x8x16xf32>
    %51 = stablehlo.add %40, %50 : tensor<8x128x8x16xf32>
    %cst_19 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %52 = stablehlo.pad %51, %cst_19, low = [0, 0, -1, 0], high = [0, 0, 0, 0], interior = [0, 0, 0, 0] : (tensor<8x128x8x16xf32>, tensor<f32>) -> tensor<8x128x7x16xf32>
    %53 = stablehlo.slice %52 [0:8, 0:128, 0:7:2, 0:16] : (tensor<8x128x7x16xf32>) -> tensor<8x128x4x16xf32>
    %cst_20 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %54 = stablehlo.pad %51, %cst_20, low = [0, 0, 0, 0], high = [0, 0, -1, 0], interior = [0, 0, 0, 0] : (tensor<8x128x8x16xf32>, tensor<f32>) -> tensor<8x128x7x16xf32>
    %55 = stablehlo.slice %54 [0:8, 0:128, 0:7:2, 0:16] : (tensor<8x128x7x16xf32>) -> tensor<8x128x4x16xf32>
    %56 = stablehlo.slice %55 [0:8, 0:128, 0:1, 0:16] : (tensor<8x128x4x16xf32>) -> tensor<8x128x1x16xf32>
    %57 = stablehlo.slice %55 [0:8, 0:128, 1:4, 0:16] : (tensor<8x128x4x16xf32>) -> tensor<8x128x3x16xf32>
    %cst_21 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %58 = stablehlo.pad %56, %cst_21, low = [0, 0, 0, 0], high = [0, 0, 7, 0], interior = [0, 0, 0, 0] : (tensor<8x128x1x16xf32>, tensor<f32>) -> tensor<8x128x8x16xf32>
    %59 = stablehlo.multiply %arg19, %57 : tensor<8x128x3x16xf32>
    %60 = stablehlo.multiply %57, %arg18 : tensor<8x128x3x16xf32>
    %cst_22 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %61 = stablehlo.pad %59, %cst_22, low = [0, 0, 2, 0], high = [0, 0, 1, 0], interior = [0, 0, 1, 0] : (tensor<8x128x3x16xf32>, tensor<f32>) -> tensor<8x128x8x16xf32>
    %62 = stablehlo.add %58, %61 : tensor<8x128x8x16xf32>
    %cst_23 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %63 = stablehlo.pad %60, %cst_23, low = [0, 0, 0, 0], high = [0, 0, 1, 0], interior = [0, 0, 0, 0] : (tensor<8x128x3x16xf32>, tensor<f32>) -> tensor<8x128x4x16xf32>
    %64 = stablehlo.add %53, %63 : tensor<8x128x4x16xf32>
    %cst_24 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %65 = stablehlo.pad %64, %cst_24, low = [0, 0, -1, 0], high = [0, 0, 0, 0], interior = [0, 0, 0, 0] : (tensor<8x128x4x16xf32>, tensor<f32>) -> tensor<8x128x3x16xf32>
    %66 = stablehlo.slice %65 [0:8, 0:128, 0:3:2, 0:16] : (tensor<8x128x3x16xf32>) -> tensor<8x128x2x16xf32>
    %cst_25 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %67 = stablehlo.pad %64, %cst_25, low = [0, 0, 0, 0], high = [0, 0, -1, 0], interior = [0, 0, 0, 0] : (tensor<8x128x4x16xf32>, tensor<f32>) -> tensor<8x128x3x16xf32>
    %68 = stablehlo.slice %67 [0:8, 0:128, 0:3:2, 0:16] : (tensor<8x128x3x16xf32>) -> tensor<8x128x2x16xf32>
    %69 = stablehlo.slice %68 [0:8, 0:128, 0:1, 0:16] : (tensor<8x128x2x16xf32>) -> tensor<8x128x1x16xf32>
    %70 = stablehlo.slice %68 [0:8, 0:128, 1:2, 0:16] : (tensor<8x128x2x16xf32>) -> tensor<8x128x1x16xf32>
    %cst_26 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %71 = stablehlo.pad %69, %cst_26, low = [0, 0, 0, 0], high = [0, 0, 3, 0], interior = [0, 0, 0, 0] : (tensor<8x128x1x16xf32>, tensor<f32>) -> tensor<8x128x4x16xf32>
    %72 = stablehlo.multiply %arg17, %70 : tensor<8x128x1x16xf32>
    %73 = stablehlo.multiply %70, %arg16 : tensor<8x128x1x16xf32>
    %cst_27 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %74 = stablehlo.pad %72, %cst_27, low = [0, 0, 2, 0], high = [0, 0, 1, 0], interior = [0, 0, 1, 0] : (tensor<8x128x1x16xf32>, tensor<f32>) -> tensor<8x128x4x16xf32>
    %75 = stablehlo.add %71, %74 : tensor<8x128x4x16xf32>
    %cst_28 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %76 = stablehlo.pad %73, %cst_28, low = [0, 0, 0, 0], high = [0, 0, 1, 0], interior = [0, 0, 0, 0] : (tensor<8x128x1x16xf32>, tensor<f32>) -> tensor<8x128x2x16xf32>
    %77 = stablehlo.add %66, %76 : tensor<8x128x2x16xf32>
    %cst_29 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %78 = stablehlo.pad %77, %cst_29, low = [0, 0, -1, 0], high = [0, 0, 0, 0], interior = [0, 0, 0, 0] : (tensor<8x128x2x16xf32>, tensor<f32>) -> tensor<8x128x1x16xf32>
    %79 = stablehlo.slice %78 [0:8, 0:128, 0:1:2, 0:16] : (tensor<8x128x1x16xf32>) -> tensor<8x128x1x16xf32>
    %cst_30 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %80 = stablehlo.pad %77, %cst_30, low = [0, 0, 0, 0], high = [0, 0, -1, 0], interior = [0, 0, 0, 0] : (tensor<8x128x2x16xf32>, tensor<f32>) -> tensor<8x128x1x16xf32>
    %81 = stablehlo.slice %80 [0:8, 0:128, 0:1:2, 0:16] : (tensor<8x128x1x16xf32>) -> tensor<8x128x1x16xf32>
    %82 = stablehlo.slice %81 [0:8, 0:128, 0:1, 0:16] : (tensor<8x128x1x16xf32>) -> tensor<8x128x1x16xf32>
    %83 = stablehlo.slice %81 [0:8, 0:128, 1:1, 0:16] : (tensor<8x128x1x16xf32>) -> tensor<8x128x0x16xf32>
    %cst_31 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %84 = stablehlo.pad %82, %cst_31, low = [0, 0, 0, 0], high = [0, 0, 1, 0], interior = [0, 0, 0, 0] : (tensor<8x128x1x16xf32>, tensor<f32>) -> tensor<8x128x2x16xf32>
    %85 = stablehlo.multiply %arg15, %83 : tensor<8x128x0x16xf32>
    %86 = stablehlo.multiply %83, %arg14 : tensor<8x128x0x16xf32>
    %cst_32 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %87 = stablehlo.pad %85, %cst_32, low = [0, 0, 2, 0], high = [0, 0, 0, 0], interior = [0, 0, 1, 0] : (tensor<8x128x0x16xf32>, tensor<f32>) -> tensor<8x128x2x16xf32>
    %88 = stablehlo.add %84, %87 : tensor<8x128x2x16xf32>
    %cst_33 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %89 = stablehlo.pad %86, %cst_33, low = [0, 0, 0, 0], high = [0, 0, 1, 0], interior = [0, 0, 0, 0] : (tensor<8x128x0x16xf32>, tensor<f32>) -> tensor<8x128x1x16xf32>
    %90 = stablehlo.add %79, %89 : tensor<8x128x1x16xf32>
    %91 = stablehlo.multiply %arg13, %90 : tensor<8x128x1x16xf32>
    %92 = stablehlo.multiply %90, %arg12 : tensor<8x128x1x16xf32>
    %cst_34 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %93 = stablehlo.pad %91, %cst_34, low = [0, 0, 1, 0], high = [0, 0, 0, 0], interior = [0, 0, 1, 0] : (tensor<8x128x1x16xf32>, tensor<f32>) -> tensor<8x128x2x16xf32>
    %94 = stablehlo.add %88, %93 : tensor<8x128x2x16xf32>
    %cst_35 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %95 = stablehlo.pad %92, %cst_35, low = [0, 0, 0, 0], high = [0, 0, 1, 0], interior = [0, 0, 1, 0] : (tensor<8x128x1x16xf32>, tensor<f32>) -> tensor<8x128x2x16xf32>
    %96 = stablehlo.add %94, %95 : tensor<8x128x2x16xf32>
    %97 = stablehlo.multiply %arg11, %96 : tensor<8x128x2x16xf32>
    %98 = stablehlo.multiply %96, %arg10 : tensor<8x128x2x16xf32>
    %cst_36 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %99 = stablehlo.pad %97, %cst_36, low = [0, 0, 1, 0], high = [0, 0, 0, 0], interior = [0, 0, 1, 0] : (tensor<8x128x2x16xf32>, tensor<f32>) -> tensor<8x128x4x16xf32>
    %100 = stablehlo.add %75, %99 : tensor<8x128x4x16xf32>
    %cst_37 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %101 = stablehlo.pad %98, %cst_37, low = [0, 0, 0, 0], high = [0, 0, 1, 0], interior = [0, 0, 1, 0] : (tensor<8x128x2x16xf32>, tensor<f32>) -> tensor<8x128x4x16xf32>
    %102 = stablehlo.add %100, %101 : tensor<8x128x4x16xf32>
    %103 = stablehlo.multiply %arg9, %102 : tensor<8x128x4x16xf32>
    %104 = stablehlo.multiply %102, %arg8 : tensor<8x128x4x16xf32>
    %cst_38 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %105 = stablehlo.pad %103, %cst_38, low = [0, 0, 1, 0], high = [0, 0, 0, 0], interior = [0, 0, 1, 0] : (tensor<8x128x4x16xf32>, tensor<f32>) -> tensor<8x128x8x16xf32>
    %106 = stablehlo.add %62, %105 : tensor<8x128x8x16xf32>
    %cst_39 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %107 = stablehlo.pad %104, %cst_39, low = [0, 0, 0, 0], high = [0, 0, 1, 0], interior = [0, 0, 1, 0] : (tensor<8x128x4x16xf32>, tensor<f32>) -> tensor<8x128x8x16xf32>
    %108 = stablehlo.add %106, %107 : tensor<8x128x8x16xf32>
    %109 = stablehlo.multiply %arg7, %108 : tensor<8x128x8x16xf32>
    %110 = stablehlo.multiply %108, %arg6 : tensor<8x128x8x16xf32>
    %cst_40 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %111 = stablehlo.pad %109, %cst_40, low = [0, 0, 1, 0], high = [0, 0, 0, 0], interior = [0, 0, 1, 0] : (tensor<8x128x8x16xf32>, tensor<f32>) -> tensor<8x128x16x16xf32>
    %112 = stablehlo.add %49, %111 : tensor<8x128x16x16xf32>
    %cst_41 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %113 = stablehlo.pad %110, %cst_41, low = [0, 0, 0, 0], high = [0, 0, 1, 0], interior = [0, 0, 1, 0] : (tensor<8x128x8x16xf32>, tensor<f32>) -> tensor<8x128x16x16xf32>
    %114 = stablehlo.add %112, %113 : tensor<8x128x16x16xf32>
    %115 = stablehlo.multiply %arg5, %114 : tensor<8x128x16x16xf32>
    %116 = stablehlo.multiply %114, %arg4 : tensor<8x128x16x16xf32>
    %cst_42 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %117 = stablehlo.pad %115, %cst_42, low = [0, 0, 1, 0], high = [0, 0, 0, 0], interior = [0, 0, 1, 0] : (tensor<8x128x16x16xf32>, tensor<f32>) -> tensor<8x128x32x16xf32>
    %118 = stablehlo.add %36, %117 : tensor<8x128x32x16xf32>
    %cst_43 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %119 = stablehlo.pad %116, %cst_43, low = [0, 0, 0, 0], high = [0, 0, 1, 0], interior = [0, 0, 1, 0] : (tensor<8x128x16x16xf32>, tensor<f32>) -> tensor<8x128x32x16xf32>
    %120 = stablehlo.add %118, %119 : tensor<8x128x32x16xf32>
    %121 = stablehlo.multiply %arg3, %120 : tensor<8x128x32x16xf32>
    %122 = stablehlo.multiply %120, %arg2 : tensor<8x128x32x16xf32>
    %cst_44 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %123 = stablehlo.pad %121, %cst_44, low = [0, 0, 1, 0], high = [0, 0, 0, 0], interior = [0, 0, 1, 0] : (tensor<8x128x32x16xf32>, tensor<f32>) -> tensor<8x128x64x16xf32>
    %124 = stablehlo.add %23, %123 : tensor<8x128x64x16xf32>
    %cst_45 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %125 = stablehlo.pad %122, %cst_45, low = [0, 0, 0, 0], high = [0, 0, 1, 0], interior = [0, 0, 1, 0] : (tensor<8x128x32x16xf32>, tensor<f32>) -> tensor<8x128x64x16xf32>
    %126 = stablehlo.add %124, %125 : tensor<8x128x64x16xf32>
    %127 = stablehlo.multiply %arg1, %126 : tensor<8x128x64x16xf32>
    %128 = stablehlo.multiply %126, %arg0 : tensor<8x128x64x16xf32>
    %cst_46 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %129 = stablehlo.pad %127, %cst_46, low = [0, 0, 1, 0], high = [0, 0, 0, 0], interior = [0, 0, 1, 0] : (tensor<8x128x64x16xf32>, tensor<f32>) -> tensor<8x128x128x16xf32>
    %130 = stablehlo.add %10, %129 : tensor<8x128x128x16xf32>
    %cst_47 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %131 = stablehlo.pad %128, %cst_47, low = [0, 0, 0, 0], high = [0, 0, 1, 0], interior = [0, 0, 1, 0] : (tensor<8x128x64x16xf32>, tensor<f32>) -> tensor<8x128x128x16xf32>
    %132 = stablehlo.add %130, %131 : tensor<8x128x128x16xf32>
    return %132 : tensor<8x128x128x16xf32>
  }
}
