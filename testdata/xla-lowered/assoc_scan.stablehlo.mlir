module @jit_assoc_scan attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<1024x16x128xf32>, %arg1: tensor<1024x16x128xf32>) -> (tensor<f32> {jax.result_info = "result[0]"}, tensor<1024x16x128xf32> {jax.result_info = "result[1][0]"}, tensor<1024x16x128xf32> {jax.result_info = "result[1][1]"}) {
    %0 = stablehlo.negate %arg0 : tensor<1024x16x128xf32>
    %1 = stablehlo.exponential %0 : tensor<1024x16x128xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1024x16x128xf32>
    %3 = stablehlo.add %2, %1 : tensor<1024x16x128xf32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<1024x16x128xf32>
    %5 = stablehlo.divide %4, %3 : tensor<1024x16x128xf32>
    %cst_1 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %6 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<1024x16x128xf32>
    %7 = stablehlo.subtract %6, %5 : tensor<1024x16x128xf32>
    %8 = stablehlo.multiply %5, %7 : tensor<1024x16x128xf32>
    %9 = stablehlo.slice %5 [0:1023:2, 0:16, 0:128] : (tensor<1024x16x128xf32>) -> tensor<512x16x128xf32>
    %10 = stablehlo.slice %arg1 [0:1023:2, 0:16, 0:128] : (tensor<1024x16x128xf32>) -> tensor<512x16x128xf32>
    %11 = stablehlo.slice %5 [1:1024:2, 0:16, 0:128] : (tensor<1024x16x128xf32>) -> tensor<512x16x128xf32>
    %12 = stablehlo.slice %arg1 [1:1024:2, 0:16, 0:128] : (tensor<1024x16x128xf32>) -> tensor<512x16x128xf32>
    %13 = stablehlo.multiply %9, %11 : tensor<512x16x128xf32>
    %14 = stablehlo.multiply %11, %10 : tensor<512x16x128xf32>
    %15 = stablehlo.add %14, %12 : tensor<512x16x128xf32>
    %16 = stablehlo.slice %13 [0:511:2, 0:16, 0:128] : (tensor<512x16x128xf32>) -> tensor<256x16x128xf32>
    %17 = stablehlo.slice %15 [0:511:2, 0:16, 0:128] : (tensor<512x16x128xf32>) -> tensor<256x16x128xf32>
    %18 = stablehlo.slice %13 [1:512:2, 0:16, 0:128] : (tensor<512x16x128xf32>) -> tensor<256x16x128xf32>
    %19 = stablehlo.slice %15 [1:512:2, 0:16, 0:128] : (tensor<512x16x128xf32>) -> tensor<256x16x128xf32>
    %20 = stablehlo.multiply %16, %18 : tensor<256x16x128xf32>
    %21 = stablehlo.multiply %18, %17 : tensor<256x16x128xf32>
    %22 = stablehlo.add %21, %19 : tensor<256x16x128xf32>
    %23 = stablehlo.slice %20 [0:255:2, 0:16, 0:128] : (tensor<256x16x128xf32>) -> tensor<128x16x128xf32>
    %24 = stablehlo.slice %22 [0:255:2, 0:16, 0:128] : (tensor<256x16x128xf32>) -> tensor<128x16x128xf32>
    %25 = stablehlo.slice %20 [1:256:2, 0:16, 0:128] : (tensor<256x16x128xf32>) -> tensor<128x16x128xf32>
    %26 = stablehlo.slice %22 [1:256:2, 0:16, 0:128] : (tensor<256x16x128xf32>) -> tensor<128x16x128xf32>
    %27 = stablehlo.multiply %23, %25 : tensor<128x16x128xf32>
    %28 = stablehlo.multiply %25, %24 : tensor<128x16x128xf32>
    %29 = stablehlo.add %28, %26 : tensor<128x16x128xf32>
    %30 = stablehlo.slice %27 [0:127:2, 0:16, 0:128] : (tensor<128x16x128xf32>) -> tensor<64x16x128xf32>
    %31 = stablehlo.slice %29 [0:127:2, 0:16, 0:128] : (tensor<128x16x128xf32>) -> tensor<64x16x128xf32>
    %32 = stablehlo.slice %27 [1:128:2, 0:16, 0:128] : (tensor<128x16x128xf32>) -> tensor<64x16x128xf32>
    %33 = stablehlo.slice %29 [1:128:2, 0:16, 0:128] : (tensor<128x16x128xf32>) -> tensor<64x16x128xf32>
    %34 = stablehlo.multiply %30, %32 : tensor<64x16x128xf32>
    %35 = stablehlo.multiply %32, %31 : tensor<64x16x128xf32>
    %36 = stablehlo.add %35, %33 : tensor<64x16x128xf32>
    %37 = stablehlo.slice %34 [0:63:2, 0:16, 0:128] : (tensor<64x16x128xf32>) -> tensor<32x16x128xf32>
    %38 = stablehlo.slice %36 [0:63:2, 0:16, 0:128] : (tensor<64x16x128xf32>) -> tensor<32x16x128xf32>
    %39 = stablehlo.slice %34 [1:64:2, 0:16, 0:128] : (tensor<64x16x128xf32>) -> tensor<32x16x128xf32>
    %40 = stablehlo.slice %36 [1:64:2, 0:16, 0:128] : (tensor<64x16x128xf32>) -> tensor<32x16x128xf32>
    %41 = stablehlo.multiply %37, %39 : tensor<32x16x128xf32>
    %42 = stablehlo.multiply %39, %38 : tensor<32x16x128xf32>
    %43 = stablehlo.add %42, %40 : tensor<32x16x128xf32>
    %44 = stablehlo.slice %41 [0:31:2, 0:16, 0:128] : (tensor<32x16x128xf32>) -> tensor<16x16x128xf32>
    %45 = stablehlo.slice %43 [0:31:2, 0:16, 0:128] : (tensor<32x16x128xf32>) -> tensor<16x16x128xf32>
    %46 = stablehlo.slice %41 [1:32:2, 0:16, 0:128] : (tensor<32x16x128xf32>) -> tensor<16x16x128xf32>
    %47 = stablehlo.slice %43 [1:32:2, 0:16, 0:128] : (tensor<32x16x128xf32>) -> tensor<16x16x128xf32>
    %48 = stablehlo.multiply %44, %46 : tensor<16x16x128xf32>
    %49 = stablehlo.multiply %46, %45 : tensor<16x16x128xf32>
    %50 = stablehlo.add %49, %47 : tensor<16x16x128xf32>
    %51 = stablehlo.slice %48 [0:15:2, 0:16, 0:128] : (tensor<16x16x128xf32>) -> tensor<8x16x128xf32>
    %52 = stablehlo.slice %50 [0:15:2, 0:16, 0:128] : (tensor<16x16x128xf32>) -> tensor<8x16x128xf32>
    %53 = stablehlo.slice %48 [1:16:2, 0:16, 0:128] : (tensor<16x16x128xf32>) -> tensor<8x16x128xf32>
    %54 = stablehlo.slice %50 [1:16:2, 0:16, 0:128] : (tensor<16x16x128xf32>) -> tensor<8x16x128xf32>
    %55 = stablehlo.multiply %51, %53 : tensor<8x16x128xf32>
    %56 = stablehlo.multiply %53, %52 : tensor<8x16x128xf32>
    %57 = stablehlo.add %56, %54 : tensor<8x16x128xf32>
    %58 = stablehlo.slice %55 [0:7:2, 0:16, 0:128] : (tensor<8x16x128xf32>) -> tensor<4x16x128xf32>
    %59 = stablehlo.slice %57 [0:7:2, 0:16, 0:128] : (tensor<8x16x128xf32>) -> tensor<4x16x128xf32>
    %60 = stablehlo.slice %55 [1:8:2, 0:16, 0:128] : (tensor<8x16x128xf32>) -> tensor<4x16x128xf32>
    %61 = stablehlo.slice %57 [1:8:2, 0:16, 0:128] : (tensor<8x16x128xf32>) -> tensor<4x16x128xf32>
    %62 = stablehlo.multiply %58, %60 : tensor<4x16x128xf32>
    %63 = stablehlo.multiply %60, %59 : tensor<4x16x128xf32>
    %64 = stablehlo.add %63, %61 : tensor<4x16x128xf32>
    %65 = stablehlo.slice %62 [0:3:2, 0:16, 0:128] : (tensor<4x16x128xf32>) -> tensor<2x16x128xf32>
    %66 = stablehlo.slice %64 [0:3:2, 0:16, 0:128] : (tensor<4x16x128xf32>) -> tensor<2x16x128xf32>
    %67 = stablehlo.slice %62 [1:4:2, 0:16, 0:128] : (tensor<4x16x128xf32>) -> tensor<2x16x128xf32>
    %68 = stablehlo.slice %64 [1:4:2, 0:16, 0:128] : (tensor<4x16x128xf32>) -> tensor<2x16x128xf32>
    %69 = stablehlo.multiply %65, %67 : tensor<2x16x128xf32>
    %70 = stablehlo.multiply %67, %66 : tensor<2x16x128xf32>
    %71 = stablehlo.add %70, %68 : tensor<2x16x128xf32>
    %72 = stablehlo.slice %71 [0:1:2, 0:16, 0:128] : (tensor<2x16x128xf32>) -> tensor<1x16x128xf32>
    %73 = stablehlo.slice %69 [1:2:2, 0:16, 0:128] : (tensor<2x16x128xf32>) -> tensor<1x16x128xf32>
    %74 = stablehlo.slice %71 [1:2:2, 0:16, 0:128] : (tensor<2x16x128xf32>) -> tensor<1x16x128xf32>
    %75 = stablehlo.multiply %73, %72 : tensor<1x16x128xf32>
    %76 = stablehlo.add %75, %74 : tensor<1x16x128xf32>
    %77 = stablehlo.slice %76 [0:0, 0:16, 0:128] : (tensor<1x16x128xf32>) -> tensor<0x16x128xf32>
    %78 = stablehlo.slice %69 [2:2:2, 0:16, 0:128] : (tensor<2x16x128xf32>) -> tensor<0x16x128xf32>
    %79 = stablehlo.slice %71 [2:2:2, 0:16, 0:128] : (tensor<2x16x128xf32>) -> tensor<0x16x128xf32>
    %80 = stablehlo.multiply %78, %77 : tensor<0x16x128xf32>
    %81 = stablehlo.add %80, %79 : tensor<0x16x128xf32>
    %82 = stablehlo.slice %71 [0:1, 0:16, 0:128] : (tensor<2x16x128xf32>) -> tensor<1x16x128xf32>
    %83 = stablehlo.concatenate %82, %81, dim = 0 : (tensor<1x16x128xf32>, tensor<0x16x128xf32>) -> tensor<1x16x128xf32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %84 = stablehlo.pad %83, %cst_2, low = [0, 0, 0], high = [1, 0, 0], interior = [1, 0, 0] : (tensor<1x16x128xf32>, tensor<f32>) -> tensor<2x16x128xf32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %85 = stablehlo.pad %76, %cst_3, low = [1, 0, 0], high = [0, 0, 0], interior = [1, 0, 0] : (tensor<1x16x128xf32>, tensor<f32>) -> tensor<2x16x128xf32>
    %86 = stablehlo.add %84, %85 : tensor<2x16x128xf32>
    %87 = stablehlo.slice %86 [0:1, 0:16, 0:128] : (tensor<2x16x128xf32>) -> tensor<1x16x128xf32>
    %88 = stablehlo.slice %62 [2:4:2, 0:16, 0:128] : (tensor<4x16x128xf32>) -> tensor<1x16x128xf32>
    %89 = stablehlo.slice %64 [2:4:2, 0:16, 0:128] : (tensor<4x16x128xf32>) -> tensor<1x16x128xf32>
    %90 = stablehlo.multiply %88, %87 : tensor<1x16x128xf32>
    %91 = stablehlo.add %90, %89 : tensor<1x16x128xf32>
    %92 = stablehlo.slice %64 [0:1, 0:16, 0:128] : (tensor<4x16x128xf32>) -> tensor<1x16x128xf32>
    %93 = stablehlo.concatenate %92, %91, dim = 0 : (tensor<1x16x128xf32>, tensor<1x16x128xf32>) -> tensor<2x16x128xf32>
    %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %94 = stablehlo.pad %93, %cst_4, low = [0, 0, 0], high = [1, 0, 0], interior = [1, 0, 0] : (tensor<2x16x128xf32>, tensor<f32>) -> tensor<4x16x128xf32>
    %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %95 = stablehlo.pad %86, %cst_5, low = [1, 0, 0], high = [0, 0, 0], interior = [1, 0, 0] : (tensor<2x16x128xf32>, tensor<f32>) -> tensor<4x16x128xf32>
    %96 = stablehlo.add %94, %95 : tensor<4x16x128xf32>
    %97 = stablehlo.slice %96 [0:3, 0:16, 0:128] : (tensor<4x16x128xf32>) -> tensor<3x16x128xf32>
    %98 = stablehlo.slice %55 [2:8:2, 0:16, 0:128] : (tensor<8x16x128xf32>) -> tensor<3x16x128xf32>
    %99 = stablehlo.slice %57 [2:8:2, 0:16, 0:128] : (tensor<8x16x128xf32>) -> tensor<3x16x128xf32>
    %100 = stablehlo.multiply %98, %97 : tensor<3x16x128xf32>
    %101 = stablehlo.add %100, %99 : tensor<3x16x128xf32>
    %102 = stablehlo.slice %57 [0:1, 0:16, 0:128] : (tensor<8x16x128xf32>) -> tensor<1x16x128xf32>
    %103 = stablehlo.concatenate %102, %101, dim = 0 : (tensor<1x16x128xf32>, tensor<3x16x128xf32>) -> tensor<4x16x128xf32>
    %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %104 = stablehlo.pad %103, %cst_6, low = [0, 0, 0], high = [1, 0, 0], interior = [1, 0, 0] : (tensor<4x16x128xf32>, tensor<f32>) -> tensor<8x16x128xf32>
    %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %105 = stablehlo.pad %96, %cst_7, low = [1, 0, 0], high = [0, 0, 0], interior = [1, 0, 0] : (tensor<4x16x128xf32>, tensor<f32>) -> tensor<8x16x128xf32>
    %106 = stablehlo.add %104, %105 : tensor<8x16x128xf32>
    %107 = stablehlo.slice %106 [0:7, 0:16, 0:128] : (tensor<8x16x128xf32>) -> tensor<7x16x128xf32>
    %108 = stablehlo.slice %48 [2:16:2, 0:16, 0:128] : (tensor<16x16x128xf32>) -> tensor<7x16x128xf32>
    %109 = stablehlo.slice %50 [2:16:2, 0:16, 0:128] : (tensor<16x16x128xf32>) -> tensor<7x16x128xf32>
    %110 = stablehlo.multiply %108, %107 : tensor<7x16x128xf32>
    %111 = stablehlo.add %110, %109 : tensor<7x16x128xf32>
    %112 = stablehlo.slice %50 [0:1, 0:16, 0:128] : (tensor<16x16x128xf32>) -> tensor<1x16x128xf32>
    %113 = stablehlo.concatenate %112, %111, dim = 0 : (tensor<1x16x128xf32>, tensor<7x16x128xf32>) -> tensor<8x16x128xf32>
    %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %114 = stablehlo.pad %113, %cst_8, low = [0, 0, 0], high = [1, 0, 0], interior = [1, 0, 0] : (tensor<8x16x128xf32>, tensor<f32>) -> tensor<16x16x128xf32>
    %cst_9 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %115 = stablehlo.pad %106, %cst_9, low = [1, 0, 0], high = [0, 0, 0], interior = [1, 0, 0] : (tensor<8x16x128xf32>, tensor<f32>) -> tensor<16x16x128xf32>
    %116 = stablehlo.add %114, %115 : tensor<16x16x128xf32>
    %117 = stablehlo.slice %116 [0:15, 0:16, 0:128] : (tensor<16x16x128xf32>) -> tensor<15x16x128xf32>
    %118 = stablehlo.slice %41 [2:32:2, 0:16, 0:128] : (tensor<32x16x128xf32>) -> tensor<15x16x128xf32>
    %119 = stablehlo.slice %43 [2:32:2, 0:16, 0:128] : (tensor<32x16x128xf32>) -> tensor<15x16x128xf32>
    %120 = stablehlo.multiply %118, %117 : tensor<15x16x128xf32>
    %121 = stablehlo.add %120, %119 : tensor<15x16x128xf32>
    %122 = stablehlo.slice %43 [0:1, 0:16, 0:128] : (tensor<32x16x128xf32>) -> tensor<1x16x128xf32>
    %123 = stablehlo.concatenate %122, %121, dim = 0 : (tensor<1x16x128xf32>, tensor<15x16x128xf32>) -> tensor<16x16x128xf32>
    %cst_10 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %124 = stablehlo.pad %123, %cst_10, low = [0, 0, 0], high = [1, 0, 0], interior = [1, 0, 0] : (tensor<16x16x128xf32>, tensor<f32>) -> tensor<32x16x128xf32>
    %cst_11 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %125 = stablehlo.pad %116, %cst_11, low = [1, 0, 0], high = [0, 0, 0], interior = [1, 0, 0] : (tensor<16x16x128xf32>, tensor<f32>) -> tensor<32x16x128xf32>
    %126 = stablehlo.add %124, %125 : tensor<32x16x128xf32>
    %127 = stablehlo.slice %126 [0:31, 0:16, 0:128] : (tensor<32x16x128xf32>) -> tensor<31x16x128xf32>
    %128 = stablehlo.slice %34 [2:64:2, 0:16, 0:128] : (tensor<64x16x128xf32>) -> tensor<31x16x128xf32>
    %129 = stablehlo.slice %36 [2:64:2, 0:16, 0:128] : (tensor<64x16x128xf32>) -> tensor<31x16x128xf32>
    %130 = stablehlo.multiply %128, %127 : tensor<31x16x128xf32>
    %131 = stablehlo.add %130, %129 : tensor<31x16x128xf32>
    %132 = stablehlo.slice %36 [0:1, 0:16, 0:128] : (tensor<64x16x128xf32>) -> tensor<1x16x128xf32>
    %133 = stablehlo.concatenate %132, %131, dim = 0 : (tensor<1x16x128xf32>, tensor<31x16x128xf32>) -> tensor<32x16x128xf32>
    %cst_12 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %134 = stablehlo.pad %133, %cst_12, low = [0, 0, 0], high = [1, 0, 0], interior = [1, 0, 0] : (tensor<32x16x128xf32>, tensor<f32>) -> tensor<64x16x128xf32>
    %cst_13 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %135 = stablehlo.pad %126, %cst_13, low = [1, 0, 0], high = [0, 0, 0], interior = [1, 0, 0] : (tensor<32x16x128xf32>, tensor<f32>) -> tensor<64x16x128xf32>
    %136 = stablehlo.add %134, %135 : tensor<64x16x128xf32>
    %137 = stablehlo.slice %136 [0:63, 0:16, 0:128] : (tensor<64x16x128xf32>) -> tensor<63x16x128xf32>
    %138 = stablehlo.slice %27 [2:128:2, 0:16, 0:128] : (tensor<128x16x128xf32>) -> tensor<63x16x128xf32>
    %139 = stablehlo.slice %29 [2:128:2, 0:16, 0:128] : (tensor<128x16x128xf32>) -> tensor<63x16x128xf32>
    %140 = stablehlo.multiply %138, %137 : tensor<63x16x128xf32>
    %141 = stablehlo.add %140, %139 : tensor<63x16x128xf32>
    %142 = stablehlo.slice %29 [0:1, 0:16, 0:128] : (tensor<128x16x128xf32>) -> tensor<1x16x128xf32>
    %143 = stablehlo.concatenate %142, %141, dim = 0 : (tensor<1x16x128xf32>, tensor<63x16x128xf32>) -> tensor<64x16x128xf32>
    %cst_14 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %144 = stablehlo.pad %143, %cst_14, low = [0, 0, 0], high = [1, 0, 0], interior = [1, 0, 0] : (tensor<64x16x128xf32>, tensor<f32>) -> tensor<128x16x128xf32>
    %cst_15 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %145 = stablehlo.pad %136, %cst_15, low = [1, 0, 0], high = [0, 0, 0], interior = [1, 0, 0] : (tensor<64x16x128xf32>, tensor<f32>) -> tensor<128x16x128xf32>
    %146 = stablehlo.add %144, %145 : tensor<128x16x128xf32>
    %147 = stablehlo.slice %146 [0:127, 0:16, 0:128] : (tensor<128x16x128xf32>) -> tensor<127x16x128xf32>
    %148 = stablehlo.slice %20 [2:256:2, 0:16, 0:128] : (tensor<256x16x128xf32>) -> tensor<127x16x128xf32>
    %149 = stablehlo.slice %22 [2:256:2, 0:16, 0:128] : (tensor<256x16x128xf32>) -> tensor<127x16x128xf32>
    %150 = stablehlo.multiply %148, %147 : tensor<127x16x128xf32>
    %151 = stablehlo.add %150, %149 : tensor<127x16x128xf32>
    %152 = stablehlo.slice %22 [0:1, 0:16, 0:128] : (tensor<256x16x128xf32>) -> tensor<1x16x128xf32>
    %153 = stablehlo.concatenate %152, %151, dim = 0 : (tensor<1x16x128xf32>, tensor<127x16x128xf32>) -> tensor<128x16x128xf32>
    %cst_16 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %154 = stablehlo.pad %153, %cst_16, low = [0, 0, 0], high = [1, 0, 0], interior = [1, 0, 0] : (tensor<128x16x128xf32>, tensor<f32>) -> tensor<256x16x128xf32>
    %cst_17 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %155 = stablehlo.pad %146, %cst_17, low = [1, 0, 0], high = [0, 0, 0], interior = [1, 0, 0] : (tensor<128x16x128xf32>, tensor<f32>) -> tensor<256x16x128xf32>
    %156 = stablehlo.add %154, %155 : tensor<256x16x128xf32>
    %157 = stablehlo.slice %156 [0:255, 0:16, 0:128] : (tensor<256x16x128xf32>) -> tensor<255x16x128xf32>
    %158 = stablehlo.slice %13 [2:512:2, 0:16, 0:128] : (tensor<512x16x128xf32>) -> tensor<255x16x128xf32>
    %159 = stablehlo.slice %15 [2:512:2, 0:16, 0:128] : (tensor<512x16x128xf32>) -> tensor<255x16x128xf32>
    %160 = stablehlo.multiply %158, %157 : tensor<255x16x128xf32>
    %161 = stablehlo.add %160, %159 : tensor<255x16x128xf32>
    %162 = stablehlo.slice %15 [0:1, 0:16, 0:128] : (tensor<512x16x128xf32>) -> tensor<1x16x128xf32>
    %163 = stablehlo.concatenate %162, %161, dim = 0 : (tensor<1x16x128xf32>, tensor<255x16x128xf32>) -> tensor<256x16x128xf32>
    %cst_18 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %164 = stablehlo.pad %163, %cst_18, low = [0, 0, 0], high = [1, 0, 0], interior = [1, 0, 0] : (tensor<256x16x128xf32>, tensor<f32>) -> tensor<512x16x128xf32>
    %cst_19 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %165 = stablehlo.pad %156, %cst_19, low = [1, 0, 0], high = [0, 0, 0], interior = [1, 0, 0] : (tensor<256x16x128xf32>, tensor<f32>) -> tensor<512x16x128xf32>
    %166 = stablehlo.add %164, %165 : tensor<512x16x128xf32>
    %167 = stablehlo.slice %166 [0:511, 0:16, 0:128] : (tensor<512x16x128xf32>) -> tensor<511x16x128xf32>
    %168 = stablehlo.slice %5 [2:1024:2, 0:16, 0:128] : (tensor<1024x16x128xf32>) -> tensor<511x16x128xf32>
    %169 = stablehlo.slice %arg1 [2:1024:2, 0:16, 0:128] : (tensor<1024x16x128xf32>) -> tensor<511x16x128xf32>
    %170 = stablehlo.multiply %168, %167 : tensor<511x16x128xf32>
    %171 = stablehlo.add %170, %169 : tensor<511x16x128xf32>
    %172 = stablehlo.slice %arg1 [0:1, 0:16, 0:128] : (tensor<1024x16x128xf32>) -> tensor<1x16x128xf32>
    %173 = stablehlo.concatenate %172, %171, dim = 0 : (tensor<1x16x128xf32>, tensor<511x16x128xf32>) -> tensor<512x16x128xf32>
    %cst_20 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %174 = stablehlo.pad %173, %cst_20, low = [0, 0, 0], high = [1, 0, 0], interior = [1, 0, 0] : (tensor<512x16x128xf32>, tensor<f32>) -> tensor<1024x16x128xf32>
    %cst_21 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %175 = stablehlo.pad %166, %cst_21, low = [1, 0, 0], high = [0, 0, 0], interior = [1, 0, 0] : (tensor<512x16x128xf32>, tensor<f32>) -> tensor<1024x16x128xf32>
    %176 = stablehlo.add %174, %175 : tensor<1024x16x128xf32>
    %177 = stablehlo.multiply %176, %176 : tensor<1024x16x128xf32>
    %cst_22 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %178 = stablehlo.broadcast_in_dim %cst_22, dims = [] : (tensor<f32>) -> tensor<1024x16x128xf32>
    %179 = stablehlo.multiply %178, %176 : tensor<1024x16x128xf32>
    %cst_23 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %180 = stablehlo.reduce(%177 init: %cst_23) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<1024x16x128xf32>, tensor<f32>) -> tensor<f32>
    %cst_24 = stablehlo.constant dense<0x4A000000> : tensor<f32>
    %181 = stablehlo.divide %180, %cst_24 : tensor<f32>
    %cst_25 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %cst_26 = stablehlo.constant dense<0x4A000000> : tensor<f32>
    %182 = stablehlo.divide %cst_25, %cst_26 : tensor<f32>
    %183 = stablehlo.broadcast_in_dim %182, dims = [] : (tensor<f32>) -> tensor<1024x16x128xf32>
    %184 = stablehlo.multiply %183, %179 : tensor<1024x16x128xf32>
    %cst_27 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %185 = stablehlo.pad %184, %cst_27, low = [-1, 0, 0], high = [0, 0, 0], interior = [0, 0, 0] : (tensor<1024x16x128xf32>, tensor<f32>) -> tensor<1023x16x128xf32>
    %186 = stablehlo.slice %185 [0:1023:2, 0:16, 0:128] : (tensor<1023x16x128xf32>) -> tensor<512x16x128xf32>
    %cst_28 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %187 = stablehlo.pad %184, %cst_28, low = [0, 0, 0], high = [-1, 0, 0], interior = [0, 0, 0] : (tensor<1024x16x128xf32>, tensor<f32>) -> tensor<1023x16x128xf32>
    %188 = stablehlo.slice %187 [0:1023:2, 0:16, 0:128] : (tensor<1023x16x128xf32>) -> tensor<512x16x128xf32>
    %189 = stablehlo.slice %188 [0:1, 0:16, 0:128] : (tensor<512x16x128xf32>) -> tensor<1x16x128xf32>
    %190 = stablehlo.slice %188 [1:512, 0:16, 0:128] : (tensor<512x16x128xf32>) -> tensor<511x16x128xf32>
    %cst_29 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %191 = stablehlo.pad %189, %cst_29, low = [0, 0, 0], high = [1023, 0, 0], interior = [0, 0, 0] : (tensor<1x16x128xf32>, tensor<f32>) -> tensor<1024x16x128xf32>
    %192 = stablehlo.multiply %168, %190 : tensor<511x16x128xf32>
    %193 = stablehlo.multiply %190, %167 : tensor<511x16x128xf32>
    %cst_30 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %194 = stablehlo.pad %190, %cst_30, low = [2, 0, 0], high = [1, 0, 0], interior = [1, 0, 0] : (tensor<511x16x128xf32>, tensor<f32>) -> tensor<1024x16x128xf32>
    %195 = stablehlo.add %191, %194 : tensor<1024x16x128xf32>
    %cst_31 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %196 = stablehlo.pad %193, %cst_31, low = [2, 0, 0], high = [1, 0, 0], interior = [1, 0, 0] : (tensor<511x16x128xf32>, tensor<f32>) -> tensor<1024x16x128xf32>
    %cst_32 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %197 = stablehlo.pad %192, %cst_32, low = [0, 0, 0], high = [1, 0, 0], interior = [0, 0, 0] : (tensor<511x16x128xf32>, tensor<f32>) -> tensor<512x16x128xf32>
    %198 = stablehlo.add %186, %197 : tensor<512x16x128xf32>
    %cst_33 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %199 = stablehlo.pad %198, %cst_33, low = [-1, 0, 0], high = [0, 0, 0], interior = [0, 0, 0] : (tensor<512x16x128xf32>, tensor<f32>) -> tensor<511x16x128xf32>
    %200 = stablehlo.slice %199 [0:511:2, 0:16, 0:128] : (tensor<511x16x128xf32>) -> tensor<256x16x128xf32>
    %cst_34 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %201 = stablehlo.pad %198, %cst_34, low = [0, 0, 0], high = [-1, 0, 0], interior = [0, 0, 0] : (tensor<512x16x128xf32>, tensor<f32>) -> tensor<511x16x128xf32>
    %202 = stablehlo.slice %201 [0:511:2, 0:16, 0:128] : (tensor<511x16x128xf32>) -> tensor<256x16x128xf32>
    %203 = stablehlo.slice %202 [0:1, 0:16, 0:128] : (tensor<256x16x128xf32>) -> tensor<1x16x128xf32>
    %204 = stablehlo.slice %202 [1:256, 0:16, 0:128] : (tensor<256x16x128xf32>) -> tensor<255x16x128xf32>
    %cst_35 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %205 = stablehlo.pad %203, %cst_35, low = [0, 0, 0], high = [511, 0, 0], interior = [0, 0, 0] : (tensor<1x16x128xf32>, tensor<f32>) -> tensor<512x16x128xf32>
    %206 = stablehlo.multiply %158, %204 : tensor<255x16x128xf32>
    %207 = stablehlo.multiply %204, %157 : tensor<255x16x128xf32>
    %cst_36 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %208 = stablehlo.pad %204, %cst_36, low = [2, 0, 0], high = [1, 0, 0], interior = [1, 0, 0] : (tensor<255x16x128xf32>, tensor<f32>) -> tensor<512x16x128xf32>
    %209 = stablehlo.add %205, %208 : tensor<512x16x128xf32>
    %cst_37 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %210 = stablehlo.pad %207, %cst_37, low = [2, 0, 0], high = [1, 0, 0], interior = [1, 0, 0] : (tensor<255x16x128xf32>, tensor<f32>) -> tensor<512x16x128xf32>
    %cst_38 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %211 = stablehlo.pad %206, %cst_38, low = [0, 0, 0], high = [1, 0, 0], interior = [0, 0, 0] : (tensor<255x16x128xf32>, tensor<f32>) -> tensor<256x16x128xf32>
    %212 = stablehlo.add %200, %211 : tensor<256x16x128xf32>
    %cst_39 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %213 = stablehlo.pad %212, %cst_39, low = [-1, 0, 0], high = [0, 0, 0], interior = [0, 0, 0] : (tensor<256x16x128xf32>, tensor<f32>) -> tensor<255x16x128xf32>
    %214 = stablehlo.slice %213 [0:255:2, 0:16, 0:128] : (tensor<255x16x128xf32>) -> tensor<128x16x128xf32>
    %cst_40 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %215 = stablehlo.pad %212, %cst_40, low = [0, 0, 0], high = [-1, 0, 0], interior = [0, 0, 0] : (tensor<256x16x128xf32>, tensor<f32>) -> tensor<255x16x128xf32>
    %216 = stablehlo.slice %215 [0:255:2, 0:16, 0:128] : (tensor<255x16x128xf32>) -> tensor<128x16x128xf32>
    %217 = stablehlo.slice %216 [0:1, 0:16, 0:128] : (tensor<128x16x128xf32>) -> tensor<1x16x128xf32>
    %218 = stablehlo.slice %216 [1:128, 0:16, 0:128] : (tensor<128x16x128xf32>) -> tensor<127x16x128xf32>
    %cst_41 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %219 = stablehlo.pad %217, %cst_41, low = [0, 0, 0], high = [255, 0, 0], interior = [0, 0, 0] : (tensor<1x16x128xf32>, tensor<f32>) -> tensor<256x16x128xf32>
    %220 = stablehlo.multiply %148, %218 : tensor<127x16x128xf32>
    %221 = stablehlo.multiply %218, %147 : tensor<127x16x128xf32>
    %cst_42 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %222 = stablehlo.pad %218, %cst_42, low = [2, 0, 0], high = [1, 0, 0], interior = [1, 0, 0] : (tensor<127x16x128xf32>, tensor<f32>) -> tensor<256x16x128xf32>
    %223 = stablehlo.add %219, %222 : tensor<256x16x128xf32>
    %cst_43 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %224 = stablehlo.pad %221, %cst_43, low = [2, 0, 0], high = [1, 0, 0], interior = [1, 0, 0] : (tensor<127x16x128xf32>, tensor<f32>) -> tensor<256x16x128xf32>
    %cst_44 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %225 = stablehlo.pad %220, %cst_44, low = [0, 0, 0], high = [1, 0, 0], interior = [0, 0, 0] : (tensor<127x16x128xf32>, tensor<f32>) -> tensor<128x16x128xf32>
    %226 = stablehlo.add %214, %225 : tensor<128x16x128xf32>
    %cst_45 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %227 = stablehlo.pad %226, %cst_45, low = [-1, 0, 0], high = [0, 0, 0], interior = [0, 0, 0] : (tensor<128x16x128xf32>, tensor<f32>) -> tensor<127x16x128xf32>
    %228 = stablehlo.slice %227 [0:127:2, 0:16, 0:128] : (tensor<127x16x128xf32>) -> tensor<64x16x128xf32>
    %cst_46 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %229 = stablehlo.pad %226, %cst_46, low = [0, 0, 0], high = [-1, 0, 0], interior = [0, 0, 0] : (tensor<128x16x128xf32>, tensor<f32>) -> tensor<127x16x128xf32>
    %230 = stablehlo.slice %229 [0:127:2, 0:16, 0:128] : (tensor<127x16x128xf32>) -> tensor<64x16x128xf32>
    %231 = stablehlo.slice %230 [0:1, 0:16, 0:128] : (tensor<64x16x128xf32>) -> tensor<1x16x128xf32>
    %232 = stablehlo.slice %230 [1:64, 0:16, 0:128] : (tensor<64x16x128xf32>) -> tensor<63x16x128xf32>
    %cst_47 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %233 = stablehlo.pad %231, %cst_47, low = [0, 0, 0], high = [127, 0, 0], interior = [0, 0, 0] : (tensor<1x16x128xf32>, tensor<f32>) -> tensor<128x16x128xf32>
    %234 = stablehlo.multiply %138, %232 : tensor<63x16x128xf32>
    %235 = stablehlo.multiply %232, %137 : tensor<63x16x128xf32>
    %cst_48 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %236 = stablehlo.pad %232, %cst_48, low = [2, 0, 0], high = [1, 0, 0], interior = [1, 0, 0] : (tensor<63x16x128xf32>, tensor<f32>) -> tensor<128x16x128xf32>
    %237 = stablehlo.add %233, %236 : tensor<128x16x128xf32>
    %cst_49 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %238 = stablehlo.pad %235, %cst_49, low = [2, 0, 0], high = [1, 0, 0], interior = [1, 0, 0] : (tensor<63x16x128xf32>, tensor<f32>) -> tensor<128x16x128xf32>
    %cst_50 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %239 = stablehlo.pad %234, %cst_50, low = [0, 0, 0], high = [1, 0, 0], interior = [0, 0, 0] : (tensor<63x16x128xf32>, tensor<f32>) -> tensor<64x16x128xf32>
    %240 = stablehlo.add %228, %239 : tensor<64x16x128xf32>
    %cst_51 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %241 = stablehlo.pad %240, %cst_51, low = [-1, 0, 0], high = [0, 0, 0], interior = [0, 0, 0] : (tensor<64x16x128xf32>, tensor<f32>) -> tensor<63x16x128xf32>
    %242 = stablehlo.slice %241 [0:63:2, 0:16, 0:128] : (tensor<63x16x128xf32>) -> tensor<32x16x128xf32>
    %cst_52 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %243 = stablehlo.pad %240, %cst_52, low = [0, 0, 0], high = [-1, 0, 0], interior = [0, 0, 0] : (tensor<64x16x128xf32>, tensor<f32>) -> tensor<63x16x128xf32>
    %244 = stablehlo.slice %243 [0:63:2, 0:16, 0:128] : (tensor<63x16x128xf32>) -> tensor<32x16x128xf32>
    %245 = stablehlo.slice %244 [0:1, 0:16, 0:128] : (tensor<32x16x128xf32>) -> tensor<1x16x128xf32>
    %246 = stablehlo.slice %244 [1:32, 0:16, 0:128] : (tensor<32x16x128xf32>) -> tensor<31x16x128xf32>
    %cst_53 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %247 = stablehlo.pad %245, %cst_53, low = [0, 0, 0], high = [63, 0, 0], interior = [0, 0, 0] : (tensor<1x16x128xf32>, tensor<f32>) -> tensor<64x16x128xf32>
    %248 = stablehlo.multiply %128, %246 : tensor<31x16x128xf32>
    %249 = stablehlo.multiply %246, %127 : tensor<31x16x128xf32>
    %cst_54 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %250 = stablehlo.pad %246, %cst_54, low = [2, 0, 0], high = [1, 0, 0], interior = [1, 0, 0] : (tensor<31x16x128xf32>, tensor<f32>) -> tensor<64x16x128xf32>
    %251 = stablehlo.add %247, %250 : tensor<64x16x128xf32>
    %cst_55 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %252 = stablehlo.pad %249, %cst_55, low = [2, 0, 0], high = [1, 0, 0], interior = [1, 0, 0] : (tensor<31x16x128xf32>, tensor<f32>) -> tensor<64x16x128xf32>
    %cst_56 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %253 = stablehlo.pad %248, %cst_56, low = [0, 0, 0], high = [1, 0, 0], interior = [0, 0, 0] : (tensor<31x16x128xf32>, tensor<f32>) -> tensor<32x16x128xf32>
    %254 = stablehlo.add %242, %253 : tensor<32x16x128xf32>
    %cst_57 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %255 = stablehlo.pad %254, %cst_57, low = [-1, 0, 0], high = [0, 0, 0], interior = [0, 0, 0] : (tensor<32x16x128xf32>, tensor<f32>) -> tensor<31x16x128xf32>
    %256 = stablehlo.slice %255 [0:31:2, 0:16, 0:128] : (tensor<31x16x128xf32>) -> tensor<16x16x128xf32>
    %cst_58 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %257 = stablehlo.pad %254, %cst_58, low = [0, 0, 0], high = [-1, 0, 0], interior = [0, 0, 0] : (tensor<32x16x128xf32>, tensor<f32>) -> tensor<31x16x128xf32>
    %258 = stablehlo.slice %257 [0:31:2, 0:16, 0:128] : (tensor<31x16x128xf32>) -> tensor<16x16x128xf32>
    %259 = stablehlo.slice %258 [0:1, 0:16, 0:128] : (tensor<16x16x128xf32>) -> tensor<1x16x128xf32>
    %260 = stablehlo.slice %258 [1:16, 0:16, 0:128] : (tensor<16x16x128xf32>) -> tensor<15x16x128xf32>
    %cst_59 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %261 = stablehlo.pad %259, %cst_59, low = [0, 0, 0], high = [31, 0, 0], interior = [0, 0, 0] : (tensor<1x16x128xf32>, tensor<f32>) -> tensor<32x16x128xf32>
    %262 = stablehlo.multiply %118, %260 : tensor<15x16x128xf32>
    %263 = stablehlo.multiply %260, %117 : tensor<15x16x128xf32>
    %cst_60 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %264 = stablehlo.pad %260, %cst_60, low = [2, 0, 0], high = [1, 0, 0], interior = [1, 0, 0] : (tensor<15x16x128xf32>, tensor<f32>) -> tensor<32x16x128xf32>
    %265 = stablehlo.add %261, %264 : tensor<32x16x128xf32>
    %cst_61 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %266 = stablehlo.pad %263, %cst_61, low = [2, 0, 0], high = [1, 0, 0], interior = [1, 0, 0] : (tensor<15x16x128xf32>, tensor<f32>) -> tensor<32x16x128xf32>
    %cst_62 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %267 = stablehlo.pad %262, %cst_62, low = [0, 0, 0], high = [1, 0, 0], interior = [0, 0, 0] : (tensor<15x16x128xf32>, tensor<f32>) -> tensor<16x16x128xf32>
    %268 = stablehlo.add %256, %267 : tensor<16x16x128xf32>
    %cst_63 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %269 = stablehlo.pad %268, %cst_63, low = [-1, 0, 0], high = [0, 0, 0], interior = [0, 0, 0] : (tensor<16x16x128xf32>, tensor<f32>) -> tensor<15x16x128xf32>
    %270 = stablehlo.slice %269 [0:15:2, 0:16, 0:128] : (tensor<15x16x128xf32>) -> tensor<8x16x128xf32>
    %cst_64 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %271 = stablehlo.pad %268, %cst_64, low = [0, 0, 0], high = [-1, 0, 0], interior = [0, 0, 0] : (tensor<16x16x128xf32>, tensor<f32>) -> tensor<15x16x128xf32>
    %272 = stablehlo.slice %271 [0:15:2, 0:16, 0:128] : (tensor<15x16x128xf32>) -> tensor<8x16x128xf32>
    %273 = stablehlo.slice %272 [0:1, 0:16, 0:128] : (tensor<8x16x128xf32>) -> tensor<1x16x128xf32>
    %274 = stablehlo.slice %272 [1:8, 0:16, 0:128] : (tensor<8x16x128xf32>) -> tensor<7x16x128xf32>
    %cst_65 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %275 = stablehlo.pad %273, %cst_65, low = [0, 0, 0], high = [15, 0, 0], interior = [0, 0, 0] : (tensor<1x16x128xf32>, tensor<f32>) -> tensor<16x16x128xf32>
    %276 = stablehlo.multiply %108, %274 : tensor<7x16x128xf32>
    %277 = stablehlo.multiply %274, %107 : tensor<7x16x128xf32>
    %cst_66 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %278 = stablehlo.pad %274, %cst_66, low = [2, 0, 0], high = [1, 0, 0], interior = [1, 0, 0] : (tensor<7x16x128xf32>, tensor<f32>) -> tensor<16x16x128xf32>
    %279 = stablehlo.add %275, %278 : tensor<16x16x128xf32>
    %cst_67 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %280 = stablehlo.pad %277, %cst_67, low = [2, 0, 0], high = [1, 0, 0], interior = [1, 0, 0] : (tensor<7x16x128xf32>, tensor<f32>) -> tensor<16x16x128xf32>
    %cst_68 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %281 = stablehlo.pad %276, %cst_68, low = [0, 0, 0], high = [1, 0, 0], interior = [0, 0, 0] : (tensor<7x16x128xf32>, tensor<f32>) -> tensor<8x16x128xf32>
    %282 = stablehlo.add %270, %281 : tensor<8x16x128xf32>
    %cst_69 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %283 = stablehlo.pad %282, %cst_69, low = [-1, 0, 0], high = [0, 0, 0], interior = [0, 0, 0] : (tensor<8x16x128xf32>, tensor<f32>) -> tensor<7x16x128xf32>
    %284 = stablehlo.slice %283 [0:7:2, 0:16, 0:128] : (tensor<7x16x128xf32>) -> tensor<4x16x128xf32>
    %cst_70 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %285 = stablehlo.pad %282, %cst_70, low = [0, 0, 0], high = [-1, 0, 0], interior = [0, 0, 0] : (tensor<8x16x128xf32>, tensor<f32>) -> tensor<7x16x128xf32>
    %286 = stablehlo.slice %285 [0:7:2, 0:16, 0:128] : (tensor<7x16x128xf32>) -> tensor<4x16x128xf32>
    %287 = stablehlo.slice %286 [0:1, 0:16, 0:128] : (tensor<4x16x128xf32>) -> tensor<1x16x128xf32>
    %288 = stablehlo.slice %286 [1:4, 0:16, 0:128] : (tensor<4x16x128xf32>) -> tensor<3x16x128xf32>
    %cst_71 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %289 = stablehlo.pad %287, %cst_71, low = [0, 0, 0], high = [7, 0, 0], interior = [0, 0, 0] : (tensor<1x16x128xf32>, tensor<f32>) -> tensor<8x16x128xf32>
    %290 = stablehlo.multiply %98, %288 : tensor<3x16x128xf32>
    %291 = stablehlo.multiply %288, %97 : tensor<3x16x128xf32>
    %cst_72 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %292 = stablehlo.pad %288, %cst_72, low = [2, 0, 0], high = [1, 0, 0], interior = [1, 0, 0] : (tensor<3x16x128xf32>, tensor<f32>) -> tensor<8x16x128xf32>
    %293 = stablehlo.add %289, %292 : tensor<8x16x128xf32>
    %cst_73 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %294 = stablehlo.pad %291, %cst_73, low = [2, 0, 0], high = [1, 0, 0], interior = [1, 0, 0] : (tensor<3x16x128xf32>, tensor<f32>) -> tensor<8x16x128xf32>
    %cst_74 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %295 = stablehlo.pad %290, %cst_74, low = [0, 0, 0], high = [1, 0, 0], interior = [0, 0, 0] : (tensor<3x16x128xf32>, tensor<f32>) -> tensor<4x16x128xf32>
    %296 = stablehlo.add %284, %295 : tensor<4x16x128xf32>
    %cst_75 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %297 = stablehlo.pad %296, %cst_75, low = [-1, 0, 0], high = [0, 0, 0], interior = [0, 0, 0] : (tensor<4x16x128xf32>, tensor<f32>) -> tensor<3x16x128xf32>
    %298 = stablehlo.slice %297 [0:3:2, 0:16, 0:128] : (tensor<3x16x128xf32>) -> tensor<2x16x128xf32>
    %cst_76 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %299 = stablehlo.pad %296, %cst_76, low = [0, 0, 0], high = [-1, 0, 0], interior = [0, 0, 0] : (tensor<4x16x128xf32>, tensor<f32>) -> tensor<3x16x128xf32>
    %300 = stablehlo.slice %299 [0:3:2, 0:16, 0:128] : (tensor<3x16x128xf32>) -> tensor<2x16x128xf32>
    %301 = stablehlo.slice %300 [0:1, 0:16, 0:128] : (tensor<2x16x128xf32>) -> tensor<1x16x128xf32>
    %302 = stablehlo.slice %300 [1:2, 0:16, 0:128] : (tensor<2x16x128xf32>) -> tensor<1x16x128xf32>
    %cst_77 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %303 = stablehlo.pad %301, %cst_77, low = [0, 0, 0], high = [3, 0, 0], interior = [0, 0, 0] : (tensor<1x16x128xf32>, tensor<f32>) -> tensor<4x16x128xf32>
    %304 = stablehlo.multiply %88, %302 : tensor<1x16x128xf32>
    %305 = stablehlo.multiply %302, %87 : tensor<1x16x128xf32>
    %cst_78 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %306 = stablehlo.pad %302, %cst_78, low = [2, 0, 0], high = [1, 0, 0], interior = [1, 0, 0] : (tensor<1x16x128xf32>, tensor<f32>) -> tensor<4x16x128xf32>
    %307 = stablehlo.add %303, %306 : tensor<4x16x128xf32>
    %cst_79 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %308 = stablehlo.pad %305, %cst_79, low = [2, 0, 0], high = [1, 0, 0], interior = [1, 0, 0] : (tensor<1x16x128xf32>, tensor<f32>) -> tensor<4x16x128xf32>
    %cst_80 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %309 = stablehlo.pad %304, %cst_80, low = [0, 0, 0], high = [1, 0, 0], interior = [0, 0, 0] : (tensor<1x16x128xf32>, tensor<f32>) -> tensor<2x16x128xf32>
    %310 = stablehlo.add %298, %309 : tensor<2x16x128xf32>
    %cst_81 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %311 = stablehlo.pad %310, %cst_81, low = [-1, 0, 0], high = [0, 0, 0], interior = [0, 0, 0] : (tensor<2x16x128xf32>, tensor<f32>) -> tensor<1x16x128xf32>
    %312 = stablehlo.slice %311 [0:1:2, 0:16, 0:128] : (tensor<1x16x128xf32>) -> tensor<1x16x128xf32>
    %cst_82 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %313 = stablehlo.pad %310, %cst_82, low = [0, 0, 0], high = [-1, 0, 0], interior = [0, 0, 0] : (tensor<2x16x128xf32>, tensor<f32>) -> tensor<1x16x128xf32>
    %314 = stablehlo.slice %313 [0:1:2, 0:16, 0:128] : (tensor<1x16x128xf32>) -> tensor<1x16x128xf32>
    %315 = stablehlo.slice %314 [0:1, 0:16, 0:128] : (tensor<1x16x128xf32>) -> tensor<1x16x128xf32>
    %316 = stablehlo.slice %314 [1:1, 0:16, 0:128] : (tensor<1x16x128xf32>) -> tensor<0x16x128xf32>
    %cst_83 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %317 = stablehlo.pad %315, %cst_83, low = [0, 0, 0], high = [1, 0, 0], interior = [0, 0, 0] : (tensor<1x16x128xf32>, tensor<f32>) -> tensor<2x16x128xf32>
    %318 = stablehlo.multiply %78, %316 : tensor<0x16x128xf32>
    %319 = stablehlo.multiply %316, %77 : tensor<0x16x128xf32>
    %cst_84 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %320 = stablehlo.pad %316, %cst_84, low = [2, 0, 0], high = [0, 0, 0], interior = [1, 0, 0] : (tensor<0x16x128xf32>, tensor<f32>) -> tensor<2x16x128xf32>
    %321 = stablehlo.add %317, %320 : tensor<2x16x128xf32>
    %cst_85 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %322 = stablehlo.pad %319, %cst_85, low = [2, 0, 0], high = [0, 0, 0], interior = [1, 0, 0] : (tensor<0x16x128xf32>, tensor<f32>) -> tensor<2x16x128xf32>
    %cst_86 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %323 = stablehlo.pad %318, %cst_86, low = [0, 0, 0], high = [1, 0, 0], interior = [0, 0, 0] : (tensor<0x16x128xf32>, tensor<f32>) -> tensor<1x16x128xf32>
    %324 = stablehlo.add %312, %323 : tensor<1x16x128xf32>
    %325 = stablehlo.multiply %73, %324 : tensor<1x16x128xf32>
    %326 = stablehlo.multiply %324, %72 : tensor<1x16x128xf32>
    %cst_87 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %327 = stablehlo.pad %324, %cst_87, low = [1, 0, 0], high = [0, 0, 0], interior = [1, 0, 0] : (tensor<1x16x128xf32>, tensor<f32>) -> tensor<2x16x128xf32>
    %328 = stablehlo.add %321, %327 : tensor<2x16x128xf32>
    %cst_88 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %329 = stablehlo.pad %326, %cst_88, low = [1, 0, 0], high = [0, 0, 0], interior = [1, 0, 0] : (tensor<1x16x128xf32>, tensor<f32>) -> tensor<2x16x128xf32>
    %330 = stablehlo.add %322, %329 : tensor<2x16x128xf32>
    %cst_89 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %331 = stablehlo.pad %325, %cst_89, low = [0, 0, 0], high = [1, 0, 0], interior = [1, 0, 0] : (tensor<1x16x128xf32>, tensor<f32>) -> tensor<2x16x128xf32>
    %332 = stablehlo.add %328, %331 : tensor<2x16x128xf32>
    %333 = stablehlo.multiply %67, %332 : tensor<2x16x128xf32>
    %334 = stablehlo.multiply %332, %66 : tensor<2x16x128xf32>
    %335 = stablehlo.multiply %65, %330 : tensor<2x16x128xf32>
    %336 = stablehlo.add %334, %335 : tensor<2x16x128xf32>
    %337 = stablehlo.multiply %330, %67 : tensor<2x16x128xf32>
    %cst_90 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %338 = stablehlo.pad %332, %cst_90, low = [1, 0, 0], high = [0, 0, 0], interior = [1, 0, 0] : (tensor<2x16x128xf32>, tensor<f32>) -> tensor<4x16x128xf32>
    %339 = stablehlo.add %307, %338 : tensor<4x16x128xf32>
    %cst_91 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %340 = stablehlo.pad %336, %cst_91, low = [1, 0, 0], high = [0, 0, 0], interior = [1, 0, 0] : (tensor<2x16x128xf32>, tensor<f32>) -> tensor<4x16x128xf32>
    %341 = stablehlo.add %308, %340 : tensor<4x16x128xf32>
    %cst_92 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %342 = stablehlo.pad %333, %cst_92, low = [0, 0, 0], high = [1, 0, 0], interior = [1, 0, 0] : (tensor<2x16x128xf32>, tensor<f32>) -> tensor<4x16x128xf32>
    %343 = stablehlo.add %339, %342 : tensor<4x16x128xf32>
    %cst_93 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %344 = stablehlo.pad %337, %cst_93, low = [0, 0, 0], high = [1, 0, 0], interior = [1, 0, 0] : (tensor<2x16x128xf32>, tensor<f32>) -> tensor<4x16x128xf32>
    %345 = stablehlo.add %341, %344 : tensor<4x16x128xf32>
    %346 = stablehlo.multiply %60, %343 : tensor<4x16x128xf32>
    %347 = stablehlo.multiply %343, %59 : tensor<4x16x128xf32>
    %348 = stablehlo.multiply %58, %345 : tensor<4x16x128xf32>
    %349 = stablehlo.add %347, %348 : tensor<4x16x128xf32>
    %350 = stablehlo.multiply %345, %60 : tensor<4x16x128xf32>
    %cst_94 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %351 = stablehlo.pad %343, %cst_94, low = [1, 0, 0], high = [0, 0, 0], interior = [1, 0, 0] : (tensor<4x16x128xf32>, tensor<f32>) -> tensor<8x16x128xf32>
    %352 = stablehlo.add %293, %351 : tensor<8x16x128xf32>
    %cst_95 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %353 = stablehlo.pad %349, %cst_95, low = [1, 0, 0], high = [0, 0, 0], interior = [1, 0, 0] : (tensor<4x16x128xf32>, tensor<f32>) -> tensor<8x16x128xf32>
    %354 = stablehlo.add %294, %353 : tensor<8x16x128xf32>
    %cst_96 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %355 = stablehlo.pad %346, %cst_96, low = [0, 0, 0], high = [1, 0, 0], interior = [1, 0, 0] : (tensor<4x16x128xf32>, tensor<f32>) -> tensor<8x16x128xf32>
    %356 = stablehlo.add %352, %355 : tensor<8x16x128xf32>
    %cst_97 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %357 = stablehlo.pad %350, %cst_97, low = [0, 0, 0], high = [1, 0, 0], interior = [1, 0, 0] : (tensor<4x16x128xf32>, tensor<f32>) -> tensor<8x16x128xf32>
    %358 = stablehlo.add %354, %357 : tensor<8x16x128xf32>
    %359 = stablehlo.multiply %53, %356 : tensor<8x16x128xf32>
    %360 = stablehlo.multiply %356, %52 : tensor<8x16x128xf32>
    %361 = stablehlo.multiply %51, %358 : tensor<8x16x128xf32>
    %362 = stablehlo.add %360, %361 : tensor<8x16x128xf32>
    %363 = stablehlo.multiply %358, %53 : tensor<8x16x128xf32>
    %cst_98 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %364 = stablehlo.pad %356, %cst_98, low = [1, 0, 0], high = [0, 0, 0], interior = [1, 0, 0] : (tensor<8x16x128xf32>, tensor<f32>) -> tensor<16x16x128xf32>
    %365 = stablehlo.add %279, %364 : tensor<16x16x128xf32>
    %cst_99 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %366 = stablehlo.pad %362, %cst_99, low = [1, 0, 0], high = [0, 0, 0], interior = [1, 0, 0] : (tensor<8x16x128xf32>, tensor<f32>) -> tensor<16x16x128xf32>
    %367 = stablehlo.add %280, %366 : tensor<16x16x128xf32>
    %cst_100 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %368 = stablehlo.pad %359, %cst_100, low = [0, 0, 0], high = [1, 0, 0], interior = [1, 0, 0] : (tensor<8x16x128xf32>, tensor<f32>) -> tensor<16x16x128xf32>
    %369 = stablehlo.add %365, %368 : tensor<16x16x128xf32>
    %cst_101 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %370 = stablehlo.pad %363, %cst_101, low = [0, 0, 0], high = [1, 0, 0], interior = [1, 0, 0] : (tensor<8x16x128xf32>, tensor<f32>) -> tensor<16x16x128xf32>
    %371 = stablehlo.add %367, %370 : tensor<16x16x128xf32>
    %372 = stablehlo.multiply %46, %369 : tensor<16x16x128xf32>
    %373 = stablehlo.multiply %369, %45 : tensor<16x16x128xf32>
    %374 = stablehlo.multiply %44, %371 : tensor<16x16x128xf32>
    %375 = stablehlo.add %373, %374 : tensor<16x16x128xf32>
    %376 = stablehlo.multiply %371, %46 : tensor<16x16x128xf32>
    %cst_102 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %377 = stablehlo.pad %369, %cst_102, low = [1, 0, 0], high = [0, 0, 0], interior = [1, 0, 0] : (tensor<16x16x128xf32>, tensor<f32>) -> tensor<32x16x128xf32>
    %378 = stablehlo.add %265, %377 : tensor<32x16x128xf32>
    %cst_103 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %379 = stablehlo.pad %375, %cst_103, low = [1, 0, 0], high = [0, 0, 0], interior = [1, 0, 0] : (tensor<16x16x128xf32>, tensor<f32>) -> tensor<32x16x128xf32>
    %380 = stablehlo.add %266, %379 : tensor<32x16x128xf32>
    %cst_104 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %381 = stablehlo.pad %372, %cst_104, low = [0, 0, 0], high = [1, 0, 0], interior = [1, 0, 0] : (tensor<16x16x128xf32>, tensor<f32>) -> tensor<32x16x128xf32>
    %382 = stablehlo.add %378, %381 : tensor<32x16x128xf32>
    %cst_105 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %383 = stablehlo.pad %376, %cst_105, low = [0, 0, 0], high = [1, 0, 0], interior = [1, 0, 0] : (tensor<16x16x128xf32>, tensor<f32>) -> tensor<32x16x128xf32>
    %384 = stablehlo.add %380, %383 : tensor<32x16x128xf32>
    %385 = stablehlo.multiply %39, %382 : tensor<32x16x128xf32>
    %386 = stablehlo.multiply %382, %38 : tensor<32x16x128xf32>
    %387 = stablehlo.multiply %37, %384 : tensor<32x16x128xf32>
    %388 = stablehlo.add %386, %387 : tensor<32x16x128xf32>
    %389 = stablehlo.multiply %384, %39 : tensor<32x16x128xf32>
    %cst_106 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %390 = stablehlo.pad %382, %cst_106, low = [1, 0, 0], high = [0, 0, 0], interior = [1, 0, 0] : (tensor<32x16x128xf32>, tensor<f32>) -> tensor<64x16x128xf32>
    %391 = stablehlo.add %251, %390 : tensor<64x16x128xf32>
    %cst_107 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %392 = stablehlo.pad %388, %cst_107, low = [1, 0, 0], high = [0, 0, 0], interior = [1, 0, 0] : (tensor<32x16x128xf32>, tensor<f32>) -> tensor<64x16x128xf32>
    %393 = stablehlo.add %252, %392 : tensor<64x16x128xf32>
    %cst_108 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %394 = stablehlo.pad %385, %cst_108, low = [0, 0, 0], high = [1, 0, 0], interior = [1, 0, 0] : (tensor<32x16x128xf32>, tensor<f32>) -> tensor<64x16x128xf32>
    %395 = stablehlo.add %391, %394 : tensor<64x16x128xf32>
    %cst_109 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %396 = stablehlo.pad %389, %cst_109, low = [0, 0, 0], high = [1, 0, 0], interior = [1, 0, 0] : (tensor<32x16x128xf32>, tensor<f32>) -> tensor<64x16x128xf32>
    %397 = stablehlo.add %393, %396 : tensor<64x16x128xf32>
    %398 = stablehlo.multiply %32, %395 : tensor<64x16x128xf32>
    %399 = stablehlo.multiply %395, %31 : tensor<64x16x128xf32>
    %400 = stablehlo.multiply %30, %397 : tensor<64x16x128xf32>
    %401 = stablehlo.add %399, %400 : tensor<64x16x128xf32>
    %402 = stablehlo.multiply %397, %32 : tensor<64x16x128xf32>
    %cst_110 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %403 = stablehlo.pad %395, %cst_110, low = [1, 0, 0], high = [0, 0, 0], interior = [1, 0, 0] : (tensor<64x16x128xf32>, tensor<f32>) -> tensor<128x16x128xf32>
    %404 = stablehlo.add %237, %403 : tensor<128x16x128xf32>
    %cst_111 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %405 = stablehlo.pad %401, %cst_111, low = [1, 0, 0], high = [0, 0, 0], interior = [1, 0, 0] : (tensor<64x16x128xf32>, tensor<f32>) -> tensor<128x16x128xf32>
    %406 = stablehlo.add %238, %405 : tensor<128x16x128xf32>
    %cst_112 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %407 = stablehlo.pad %398, %cst_112, low = [0, 0, 0], high = [1, 0, 0], interior = [1, 0, 0] : (tensor<64x16x128xf32>, tensor<f32>) -> tensor<128x16x128xf32>
    %408 = stablehlo.add %404, %407 : tensor<128x16x128xf32>
    %cst_113 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %409 = stablehlo.pad %402, %cst_113, low = [0, 0, 0], high = [1, 0, 0], interior = [1, 0, 0] : (tensor<64x16x128xf32>, tensor<f32>) -> tensor<128x16x128xf32>
    %410 = stablehlo.add %406, %409 : tensor<128x16x128xf32>
    %411 = stablehlo.multiply %25, %408 : tensor<128x16x128xf32>
    %412 = stablehlo.multiply %408, %24 : tensor<128x16x128xf32>
    %413 = stablehlo.multiply %23, %410 : tensor<128x16x128xf32>
    %414 = stablehlo.add %412, %413 : tensor<128x16x128xf32>
    %415 = stablehlo.multiply %410, %25 : tensor<128x16x128xf32>
    %cst_114 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %416 = stablehlo.pad %408, %cst_114, low = [1, 0, 0], high = [0, 0, 0], interior = [1, 0, 0] : (tensor<128x16x128xf32>, tensor<f32>) -> tensor<256x16x128xf32>
    %417 = stablehlo.add %223, %416 : tensor<256x16x128xf32>
    %cst_115 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %418 = stablehlo.pad %414, %cst_115, low = [1, 0, 0], high = [0, 0, 0], interior = [1, 0, 0] : (tensor<128x16x128xf32>, tensor<f32>) -> tensor<256x16x128xf32>
    %419 = stablehlo.add %224, %418 : tensor<256x16x128xf32>
    %cst_116 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %420 = stablehlo.pad %411, %cst_116, low = [0, 0, 0], high = [1, 0, 0], interior = [1, 0, 0] : (tensor<128x16x128xf32>, tensor<f32>) -> tensor<256x16x128xf32>
    %421 = stablehlo.add %417, %420 : tensor<256x16x128xf32>
    %cst_117 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %422 = stablehlo.pad %415, %cst_117, low = [0, 0, 0], high = [1, 0, 0], interior = [1, 0, 0] : (tensor<128x16x128xf32>, tensor<f32>) -> tensor<256x16x128xf32>
    %423 = stablehlo.add %419, %422 : tensor<256x16x128xf32>
    %424 = stablehlo.multiply %18, %421 : tensor<256x16x128xf32>
    %425 = stablehlo.multiply %421, %17 : tensor<256x16x128xf32>
    %426 = stablehlo.multiply %16, %423 : tensor<256x16x128xf32>
    %427 = stablehlo.add %425, %426 : tensor<256x16x128xf32>
    %428 = stablehlo.multiply %423, %18 : tensor<256x16x128xf32>
    %cst_118 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %429 = stablehlo.pad %421, %cst_118, low = [1, 0, 0], high = [0, 0, 0], interior = [1, 0, 0] : (tensor<256x16x128xf32>, tensor<f32>) -> tensor<512x16x128xf32>
    %430 = stablehlo.add %209, %429 : tensor<512x16x128xf32>
    %cst_119 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %431 = stablehlo.pad %427, %cst_119, low = [1, 0, 0], high = [0, 0, 0], interior = [1, 0, 0] : (tensor<256x16x128xf32>, tensor<f32>) -> tensor<512x16x128xf32>
    %432 = stablehlo.add %210, %431 : tensor<512x16x128xf32>
    %cst_120 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %433 = stablehlo.pad %424, %cst_120, low = [0, 0, 0], high = [1, 0, 0], interior = [1, 0, 0] : (tensor<256x16x128xf32>, tensor<f32>) -> tensor<512x16x128xf32>
    %434 = stablehlo.add %430, %433 : tensor<512x16x128xf32>
    %cst_121 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %435 = stablehlo.pad %428, %cst_121, low = [0, 0, 0], high = [1, 0, 0], interior = [1, 0, 0] : (tensor<256x16x128xf32>, tensor<f32>) -> tensor<512x16x128xf32>
    %436 = stablehlo.add %432, %435 : tensor<512x16x128xf32>
    %437 = stablehlo.multiply %11, %434 : tensor<512x16x128xf32>
    %438 = stablehlo.multiply %434, %10 : tensor<512x16x128xf32>
    %439 = stablehlo.multiply %9, %436 : tensor<512x16x128xf32>
    %440 = stablehlo.add %438, %439 : tensor<512x16x128xf32>
    %441 = stablehlo.multiply %436, %11 : tensor<512x16x128xf32>
    %cst_122 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %442 = stablehlo.pad %434, %cst_122, low = [1, 0, 0], high = [0, 0, 0], interior = [1, 0, 0] : (tensor<512x16x128xf32>, tensor<f32>) -> tensor<1024x16x128xf32>
    %443 = stablehlo.add %195, %442 : tensor<1024x16x128xf32>
    %cst_123 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %444 = stablehlo.pad %440, %cst_123, low = [1, 0, 0], high = [0, 0, 0], interior = [1, 0, 0] : (tensor<512x16x128xf32>, tensor<f32>) -> tensor<1024x16x128xf32>
    %445 = stablehlo.add %196, %444 : tensor<1024x16x128xf32>
    %cst_124 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %446 = stablehlo.pad %437, %cst_124, low = [0, 0, 0], high = [1, 0, 0], interior = [1, 0, 0] : (tensor<512x16x128xf32>, tensor<f32>) -> tensor<1024x16x128xf32>
    %447 = stablehlo.add %443, %446 : tensor<1024x16x128xf32>
    %cst_125 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %448 = stablehlo.pad %441, %cst_125, low = [0, 0, 0], high = [1, 0, 0], interior = [1, 0, 0] : (tensor<512x16x128xf32>, tensor<f32>) -> tensor<1024x16x128xf32>
    %449 = stablehlo.add %445, %448 : tensor<1024x16x128xf32>
    %450 = stablehlo.multiply %449, %8 : tensor<1024x16x128xf32>
    return %181, %450, %447 : tensor<f32>, tensor<1024x16x128xf32>, tensor<1024x16x128xf32>
  }
}
