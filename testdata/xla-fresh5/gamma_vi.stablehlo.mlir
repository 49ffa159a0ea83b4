module @jit_gamma_vi attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<4096x64xf32>, %arg1: tensor<2048x64xf32>, %arg2: tensor<4096x64xf32>, %arg3: tensor<2048x64xf32>, %arg4: tensor<2048x4096xf32>, %arg5: tensor<2xui32>) -> (tensor<f32> {jax.result_info = "result[0]"}, tensor<4096x64xf32> {jax.result_info = "result[1]['ai']"}, tensor<2048x64xf32> {jax.result_info = "result[1]['au']"}, tensor<4096x64xf32> {jax.result_info = "result[1]['bi']"}, tensor<2048x64xf32> {jax.result_info = "result[1]['bu']"}) {
    %0 = call @_threefry_split(%arg5) : (tensor<2xui32>) -> tensor<3x2xui32>
    %1 = stablehlo.slice %0 [0:1, 0:2] : (tensor<3x2xui32>) -> tensor<1x2xui32>
    %2 = stablehlo.reshape %1 : (tensor<1x2xui32>) -> tensor<2xui32>
    %3 = stablehlo.slice %0 [1:2, 0:2] : (tensor<3x2xui32>) -> tensor<1x2xui32>
    %4 = stablehlo.reshape %3 : (tensor<1x2xui32>) -> tensor<2xui32>
    %5 = stablehlo.slice %0 [2:3, 0:2] : (tensor<3x2xui32>) -> tensor<1x2xui32>
    %6 = stablehlo.reshape %5 : (tensor<1x2xui32>) -> tensor<2xui32>
    %7:2 = call @softplus(%arg1) : (tensor<2048x64xf32>) -> (tensor<2048x64xf32>, tensor<2048x64xf32>)
    %cst = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %8 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2048x64xf32>
    %9 = stablehlo.add %7#0, %8 : tensor<2048x64xf32>
    %10:2 = call @softplus(%arg3) : (tensor<2048x64xf32>) -> (tensor<2048x64xf32>, tensor<2048x64xf32>)
    %cst_0 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %11 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<2048x64xf32>
    %12 = stablehlo.add %10#0, %11 : tensor<2048x64xf32>
    %13:2 = call @softplus_0(%arg0) : (tensor<4096x64xf32>) -> (tensor<4096x64xf32>, tensor<4096x64xf32>)
    %cst_1 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %14 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<4096x64xf32>
    %15 = stablehlo.add %13#0, %14 : tensor<4096x64xf32>
    %16:2 = call @softplus_0(%arg2) : (tensor<4096x64xf32>) -> (tensor<4096x64xf32>, tensor<4096x64xf32>)
    %cst_2 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %17 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<4096x64xf32>
    %18 = stablehlo.add %16#0, %17 : tensor<4096x64xf32>
    %19:2 = call @_gamma(%2, %9) : (tensor<2xui32>, tensor<2048x64xf32>) -> (tensor<2048x64xf32>, tensor<2048x64xf32>)
    %20 = stablehlo.divide %19#0, %12 : tensor<2048x64xf32>
    %21 = stablehlo.multiply %12, %12 : tensor<2048x64xf32>
    %cst_3 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %22 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<2048x64xf32>
    %23 = stablehlo.divide %22, %21 : tensor<2048x64xf32>
    %24:2 = call @_gamma_14(%4, %15) : (tensor<2xui32>, tensor<4096x64xf32>) -> (tensor<4096x64xf32>, tensor<4096x64xf32>)
    %25 = stablehlo.divide %24#0, %18 : tensor<4096x64xf32>
    %26 = stablehlo.multiply %18, %18 : tensor<4096x64xf32>
    %cst_4 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %27 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<4096x64xf32>
    %28 = stablehlo.divide %27, %26 : tensor<4096x64xf32>
    %cst_5 = stablehlo.constant dense<-2.000000e+00> : tensor<f32>
    %cst_6 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %29 = call @_truncated_normal(%6, %cst_5, %cst_6) : (tensor<2xui32>, tensor<f32>, tensor<f32>) -> tensor<4096x64xf32>
    %cst_7 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %30 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<4096x64xf32>
    %31 = stablehlo.multiply %30, %29 : tensor<4096x64xf32>
    %cst_8 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %32 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<4096x64xf32>
    %33 = stablehlo.add %32, %31 : tensor<4096x64xf32>
    %34 = stablehlo.multiply %25, %33 : tensor<4096x64xf32>
    %35 = stablehlo.transpose %34, dims = [1, 0] : (tensor<4096x64xf32>) -> tensor<64x4096xf32>
    %36 = stablehlo.dot_general %20, %35, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2048x64xf32>, tensor<64x4096xf32>) -> tensor<2048x4096xf32>
    %cst_9 = stablehlo.constant dense<9.99999974E-5> : tensor<f32>
    %37 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<2048x4096xf32>
    %38 = stablehlo.add %36, %37 : tensor<2048x4096xf32>
    %39 = chlo.asinh %38 : tensor<2048x4096xf32> -> tensor<2048x4096xf32>
    %40 = chlo.square %38 : tensor<2048x4096xf32> -> tensor<2048x4096xf32>
    %cst_10 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %41 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<2048x4096xf32>
    %42 = stablehlo.add %40, %41 : tensor<2048x4096xf32>
    %43 = stablehlo.rsqrt %42 : tensor<2048x4096xf32>
    %cst_11 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %44 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<2048x4096xf32>
    %45 = stablehlo.multiply %44, %39 : tensor<2048x4096xf32>
    %46 = chlo.atan %38 : tensor<2048x4096xf32> -> tensor<2048x4096xf32>
    %47 = chlo.square %38 : tensor<2048x4096xf32> -> tensor<2048x4096xf32>
    %cst_12 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %48 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<2048x4096xf32>
    %49 = stablehlo.add %48, %47 : tensor<2048x4096xf32>
    %50 = stablehlo.multiply %45, %46 : tensor<2048x4096xf32>
    %51 = stablehlo.add %38, %50 : tensor<2048x4096xf32>
    %52 = stablehlo.log %51 : tensor<2048x4096xf32>
    %53 = stablehlo.multiply %arg4, %52 : tensor<2048x4096xf32>
    %54 = stablehlo.subtract %53, %51 : tensor<2048x4096xf32>
    %cst_13 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %55 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f32>) -> tensor<2048x4096xf32>
    %56 = stablehlo.add %arg4, %55 : tensor<2048x4096xf32>
    %57 = chlo.lgamma %56 : tensor<2048x4096xf32> -> tensor<2048x4096xf32>
    %58 = stablehlo.subtract %54, %57 : tensor<2048x4096xf32>
    %cst_14 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %59 = stablehlo.reduce(%58 init: %cst_14) applies stablehlo.add across dimensions = [0, 1] : (tensor<2048x4096xf32>, tensor<f32>) -> tensor<f32>
    %cst_15 = stablehlo.constant dense<3.000000e-01> : tensor<f32>
    %60 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<f32>) -> tensor<2048x64xf32>
    %61 = stablehlo.subtract %9, %60 : tensor<2048x64xf32>
    %62 = chlo.digamma %9 : tensor<2048x64xf32> -> tensor<2048x64xf32>
    %cst_16 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %63 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f32>) -> tensor<2048x64xf32>
    %64 = chlo.polygamma %63, %9 : tensor<2048x64xf32>, tensor<2048x64xf32> -> tensor<2048x64xf32>
    %65 = stablehlo.multiply %61, %62 : tensor<2048x64xf32>
    %66 = chlo.lgamma %9 : tensor<2048x64xf32> -> tensor<2048x64xf32>
    %67 = chlo.digamma %9 : tensor<2048x64xf32> -> tensor<2048x64xf32>
    %68 = stablehlo.subtract %65, %66 : tensor<2048x64xf32>
    %cst_17 = stablehlo.constant dense<3.000000e-01> : tensor<f32>
    %69 = chlo.lgamma %cst_17 : tensor<f32> -> tensor<f32>
    %70 = stablehlo.convert %69 : tensor<f32>
    %71 = stablehlo.broadcast_in_dim %70, dims = [] : (tensor<f32>) -> tensor<2048x64xf32>
    %72 = stablehlo.add %68, %71 : tensor<2048x64xf32>
    %73 = stablehlo.log %12 : tensor<2048x64xf32>
    %cst_18 = stablehlo.constant dense<3.000000e-01> : tensor<f32>
    %74 = stablehlo.log %cst_18 : tensor<f32>
    %75 = stablehlo.convert %74 : tensor<f32>
    %76 = stablehlo.broadcast_in_dim %75, dims = [] : (tensor<f32>) -> tensor<2048x64xf32>
    %77 = stablehlo.subtract %73, %76 : tensor<2048x64xf32>
    %cst_19 = stablehlo.constant dense<3.000000e-01> : tensor<f32>
    %78 = stablehlo.broadcast_in_dim %cst_19, dims = [] : (tensor<f32>) -> tensor<2048x64xf32>
    %79 = stablehlo.multiply %78, %77 : tensor<2048x64xf32>
    %80 = stablehlo.add %72, %79 : tensor<2048x64xf32>
    %cst_20 = stablehlo.constant dense<3.000000e-01> : tensor<f32>
    %81 = stablehlo.broadcast_in_dim %cst_20, dims = [] : (tensor<f32>) -> tensor<2048x64xf32>
    %82 = stablehlo.subtract %81, %12 : tensor<2048x64xf32>
    %83 = stablehlo.multiply %9, %82 : tensor<2048x64xf32>
    %84 = stablehlo.divide %83, %12 : tensor<2048x64xf32>
    %85 = stablehlo.multiply %12, %12 : tensor<2048x64xf32>
    %cst_21 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %86 = stablehlo.broadcast_in_dim %cst_21, dims = [] : (tensor<f32>) -> tensor<2048x64xf32>
    %87 = stablehlo.divide %86, %85 : tensor<2048x64xf32>
    %88 = stablehlo.add %80, %84 : tensor<2048x64xf32>
    %cst_22 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %89 = stablehlo.reduce(%88 init: %cst_22) applies stablehlo.add across dimensions = [0, 1] : (tensor<2048x64xf32>, tensor<f32>) -> tensor<f32>
    %90 = stablehlo.subtract %59, %89 : tensor<f32>
    %cst_23 = stablehlo.constant dense<3.000000e-01> : tensor<f32>
    %91 = stablehlo.broadcast_in_dim %cst_23, dims = [] : (tensor<f32>) -> tensor<4096x64xf32>
    %92 = stablehlo.subtract %15, %91 : tensor<4096x64xf32>
    %93 = chlo.digamma %15 : tensor<4096x64xf32> -> tensor<4096x64xf32>
    %cst_24 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %94 = stablehlo.broadcast_in_dim %cst_24, dims = [] : (tensor<f32>) -> tensor<4096x64xf32>
    %95 = chlo.polygamma %94, %15 : tensor<4096x64xf32>, tensor<4096x64xf32> -> tensor<4096x64xf32>
    %96 = stablehlo.multiply %92, %93 : tensor<4096x64xf32>
    %97 = chlo.lgamma %15 : tensor<4096x64xf32> -> tensor<4096x64xf32>
    %98 = chlo.digamma %15 : tensor<4096x64xf32> -> tensor<4096x64xf32>
    %99 = stablehlo.subtract %96, %97 : tensor<4096x64xf32>
    %cst_25 = stablehlo.constant dense<3.000000e-01> : tensor<f32>
    %100 = chlo.lgamma %cst_25 : tensor<f32> -> tensor<f32>
    %101 = stablehlo.convert %100 : tensor<f32>
    %102 = stablehlo.broadcast_in_dim %101, dims = [] : (tensor<f32>) -> tensor<4096x64xf32>
    %103 = stablehlo.add %99, %102 : tensor<4096x64xf32>
    %104 = stablehlo.log %18 : tensor<4096x64xf32>
    %cst_26 = stablehlo.constant dense<3.000000e-01> : tensor<f32>
    %105 = stablehlo.log %cst_26 : tensor<f32>
    %106 = stablehlo.convert %105 : tensor<f32>
    %107 = stablehlo.broadcast_in_dim %106, dims = [] : (tensor<f32>) -> tensor<4096x64xf32>
    %108 = stablehlo.subtract %104, %107 : tensor<4096x64xf32>
    %cst_27 = stablehlo.constant dense<3.000000e-01> : tensor<f32>
    %109 = stablehlo.broadcast_in_dim %cst_27, dims = [] : (tensor<f32>) -> tensor<4096x64xf32>
    %110 = stablehlo.multiply %109, %108 : tensor<4096x64xf32>
    %111 = stablehlo.add %103, %110 : tensor<4096x64xf32>
    %cst_28 = stablehlo.constant dense<3.000000e-01> : tensor<f32>
    %112 = stablehlo.broadcast_in_dim %cst_28, dims = [] : (tensor<f32>) -> tensor<4096x64xf32>
    %113 = stablehlo.subtract %112, %18 : tensor<4096x64xf32>
    %114 = stablehlo.multiply %15, %113 : tensor<4096x64xf32>
    %115 = stablehlo.divide %114, %18 : tensor<4096x64xf32>
    %116 = stablehlo.multiply %18, %18 : tensor<4096x64xf32>
    %cst_29 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %117 = stablehlo.broadcast_in_dim %cst_29, dims = [] : (tensor<f32>) -> tensor<4096x64xf32>
    %118 = stablehlo.divide %117, %116 : tensor<4096x64xf32>
    %119 = stablehlo.add %111, %115 : tensor<4096x64xf32>
    %cst_30 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %120 = stablehlo.reduce(%119 init: %cst_30) applies stablehlo.add across dimensions = [0, 1] : (tensor<4096x64xf32>, tensor<f32>) -> tensor<f32>
    %121 = stablehlo.subtract %90, %120 : tensor<f32>
    %122 = stablehlo.negate %121 : tensor<f32>
    %cst_31 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %123 = stablehlo.negate %cst_31 : tensor<f32>
    %124 = stablehlo.negate %123 : tensor<f32>
    %125 = stablehlo.broadcast_in_dim %124, dims = [] : (tensor<f32>) -> tensor<4096x64xf32>
    %126 = stablehlo.multiply %125, %118 : tensor<4096x64xf32>
    %127 = stablehlo.multiply %126, %114 : tensor<4096x64xf32>
    %128 = stablehlo.negate %127 : tensor<4096x64xf32>
    %129 = stablehlo.divide %125, %18 : tensor<4096x64xf32>
    %130 = stablehlo.multiply %15, %129 : tensor<4096x64xf32>
    %131 = stablehlo.multiply %129, %113 : tensor<4096x64xf32>
    %132 = stablehlo.negate %130 : tensor<4096x64xf32>
    %133 = stablehlo.add %128, %132 : tensor<4096x64xf32>
    %cst_32 = stablehlo.constant dense<3.000000e-01> : tensor<f32>
    %134 = stablehlo.broadcast_in_dim %cst_32, dims = [] : (tensor<f32>) -> tensor<4096x64xf32>
    %135 = stablehlo.multiply %134, %125 : tensor<4096x64xf32>
    %136 = stablehlo.divide %135, %18 : tensor<4096x64xf32>
    %137 = stablehlo.add %133, %136 : tensor<4096x64xf32>
    %138 = stablehlo.negate %125 : tensor<4096x64xf32>
    %139 = stablehlo.multiply %138, %98 : tensor<4096x64xf32>
    %140 = stablehlo.add %131, %139 : tensor<4096x64xf32>
    %141 = stablehlo.multiply %92, %125 : tensor<4096x64xf32>
    %142 = stablehlo.multiply %125, %93 : tensor<4096x64xf32>
    %143 = stablehlo.add %140, %142 : tensor<4096x64xf32>
    %144 = stablehlo.multiply %141, %95 : tensor<4096x64xf32>
    %145 = stablehlo.add %143, %144 : tensor<4096x64xf32>
    %146 = stablehlo.negate %123 : tensor<f32>
    %147 = stablehlo.broadcast_in_dim %146, dims = [] : (tensor<f32>) -> tensor<2048x64xf32>
    %148 = stablehlo.multiply %147, %87 : tensor<2048x64xf32>
    %149 = stablehlo.multiply %148, %83 : tensor<2048x64xf32>
    %150 = stablehlo.negate %149 : tensor<2048x64xf32>
    %151 = stablehlo.divide %147, %12 : tensor<2048x64xf32>
    %152 = stablehlo.multiply %9, %151 : tensor<2048x64xf32>
    %153 = stablehlo.multiply %151, %82 : tensor<2048x64xf32>
    %154 = stablehlo.negate %152 : tensor<2048x64xf32>
    %155 = stablehlo.add %150, %154 : tensor<2048x64xf32>
    %cst_33 = stablehlo.constant dense<3.000000e-01> : tensor<f32>
    %156 = stablehlo.broadcast_in_dim %cst_33, dims = [] : (tensor<f32>) -> tensor<2048x64xf32>
    %157 = stablehlo.multiply %156, %147 : tensor<2048x64xf32>
    %158 = stablehlo.divide %157, %12 : tensor<2048x64xf32>
    %159 = stablehlo.add %155, %158 : tensor<2048x64xf32>
    %160 = stablehlo.negate %147 : tensor<2048x64xf32>
    %161 = stablehlo.multiply %160, %67 : tensor<2048x64xf32>
    %162 = stablehlo.add %153, %161 : tensor<2048x64xf32>
    %163 = stablehlo.multiply %61, %147 : tensor<2048x64xf32>
    %164 = stablehlo.multiply %147, %62 : tensor<2048x64xf32>
    %165 = stablehlo.add %162, %164 : tensor<2048x64xf32>
    %166 = stablehlo.multiply %163, %64 : tensor<2048x64xf32>
    %167 = stablehlo.add %165, %166 : tensor<2048x64xf32>
    %168 = stablehlo.broadcast_in_dim %123, dims = [] : (tensor<f32>) -> tensor<2048x4096xf32>
    %169 = stablehlo.negate %168 : tensor<2048x4096xf32>
    %170 = stablehlo.multiply %arg4, %168 : tensor<2048x4096xf32>
    %171 = stablehlo.divide %170, %51 : tensor<2048x4096xf32>
    %172 = stablehlo.add %169, %171 : tensor<2048x4096xf32>
    %173 = stablehlo.multiply %45, %172 : tensor<2048x4096xf32>
    %174 = stablehlo.multiply %172, %46 : tensor<2048x4096xf32>
    %175 = stablehlo.divide %173, %49 : tensor<2048x4096xf32>
    %176 = stablehlo.add %172, %175 : tensor<2048x4096xf32>
    %cst_34 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %177 = stablehlo.broadcast_in_dim %cst_34, dims = [] : (tensor<f32>) -> tensor<2048x4096xf32>
    %178 = stablehlo.multiply %177, %174 : tensor<2048x4096xf32>
    %179 = stablehlo.multiply %178, %43 : tensor<2048x4096xf32>
    %180 = stablehlo.add %176, %179 : tensor<2048x4096xf32>
    %181 = stablehlo.dot_general %180, %20, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2048x4096xf32>, tensor<2048x64xf32>) -> tensor<4096x64xf32>
    %182 = stablehlo.transpose %181, dims = [1, 0] : (tensor<4096x64xf32>) -> tensor<64x4096xf32>
    %183 = stablehlo.dot_general %180, %35, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2048x4096xf32>, tensor<64x4096xf32>) -> tensor<2048x64xf32>
    %184 = stablehlo.transpose %182, dims = [1, 0] : (tensor<64x4096xf32>) -> tensor<4096x64xf32>
    %185 = stablehlo.multiply %184, %33 : tensor<4096x64xf32>
    %186 = stablehlo.multiply %185, %28 : tensor<4096x64xf32>
    %187 = stablehlo.multiply %186, %24#0 : tensor<4096x64xf32>
    %188 = stablehlo.negate %187 : tensor<4096x64xf32>
    %189 = stablehlo.add %137, %188 : tensor<4096x64xf32>
    %190 = stablehlo.divide %185, %18 : tensor<4096x64xf32>
    %191 = call @_gamma_36(%24#1, %190) : (tensor<4096x64xf32>, tensor<4096x64xf32>) -> tensor<4096x64xf32>
    %192 = stablehlo.add %145, %191 : tensor<4096x64xf32>
    %193 = stablehlo.multiply %183, %23 : tensor<2048x64xf32>
    %194 = stablehlo.multiply %193, %19#0 : tensor<2048x64xf32>
    %195 = stablehlo.negate %194 : tensor<2048x64xf32>
    %196 = stablehlo.add %159, %195 : tensor<2048x64xf32>
    %197 = stablehlo.divide %183, %12 : tensor<2048x64xf32>
    %198 = call @_gamma_37(%19#1, %197) : (tensor<2048x64xf32>, tensor<2048x64xf32>) -> tensor<2048x64xf32>
    %199 = stablehlo.add %167, %198 : tensor<2048x64xf32>
    %200 = call @softplus_38(%16#1, %189) : (tensor<4096x64xf32>, tensor<4096x64xf32>) -> tensor<4096x64xf32>
    %201 = call @softplus_38(%13#1, %192) : (tensor<4096x64xf32>, tensor<4096x64xf32>) -> tensor<4096x64xf32>
    %202 = call @softplus_39(%10#1, %196) : (tensor<2048x64xf32>, tensor<2048x64xf32>) -> tensor<2048x64xf32>
    %203 = call @softplus_39(%7#1, %199) : (tensor<2048x64xf32>, tensor<2048x64xf32>) -> tensor<2048x64xf32>
    return %122, %201, %203, %200, %202 : tensor<f32>, tensor<4096x64xf32>, tensor<2048x64xf32>, tensor<4096x64xf32>, tensor<2048x64xf32>
  }
  func.func private @_threefry_split(%arg0: tensor<2xui32>) -> tensor<3x2xui32> {
    %0 = stablehlo.slice %arg0 [0:1] : (tensor<2xui32>) -> tensor<1xui32>
    %1 = stablehlo.reshape %0 : (tensor<1xui32>) -> tensor<ui32>
    %2 = stablehlo.slice %arg0 [1:2] : (tensor<2xui32>) -> tensor<1xui32>
    %3 = stablehlo.reshape %2 : (tensor<1xui32>) -> tensor<ui32>
    %4 = stablehlo.iota dim = 0 : tensor<3xui64>
    %c = stablehlo.constant dense<1> : tensor<ui64>
    %5 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<ui64>) -> tensor<3xui64>
    %6 = stablehlo.multiply %5, %4 : tensor<3xui64>
    %c_0 = stablehlo.constant dense<32> : tensor<ui64>
    %7 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<ui64>) -> tensor<3xui64>
    %8 = stablehlo.shift_right_logical %6, %7 : tensor<3xui64>
    %9 = stablehlo.convert %6 : (tensor<3xui64>) -> tensor<3xui32>
    %10 = stablehlo.convert %8 : (tensor<3xui64>) -> tensor<3xui32>
    %11:2 = call @threefry2x32(%1, %3, %10, %9) : (tensor<ui32>, tensor<ui32>, tensor<3xui32>, tensor<3xui32>) -> (tensor<3xui32>, tensor<3xui32>)
    %12 = stablehlo.broadcast_in_dim %11#0, dims = [0] : (tensor<3xui32>) -> tensor<3x1xui32>
    %13 = stablehlo.broadcast_in_dim %11#1, dims = [0] : (tensor<3xui32>) -> tensor<3x1xui32>
    %14 = stablehlo.concatenate %12, %13, dim = 1 : (tensor<3x1xui32>, tensor<3x1xui32>) -> tensor<3x2xui32>
    return %14 : tensor<3x2xui32>
  }
  func.func private @threefry2x32(%arg0: tensor<ui32>, %arg1: tensor<ui32>, %arg2: tensor<3xui32>, %arg3: tensor<3xui32>) -> (tensor<3xui32>, tensor<3xui32>) {
    %c = stablehlo.constant dense<[13, 15, 26, 6]> : tensor<4xui32>
    %c_0 = stablehlo.constant dense<[17, 29, 16, 24]> : tensor<4xui32>
    %0 = stablehlo.xor %arg0, %arg1 : tensor<ui32>
    %c_1 = stablehlo.constant dense<466688986> : tensor<ui32>
    %1 = stablehlo.xor %0, %c_1 : tensor<ui32>
    %2 = stablehlo.broadcast_in_dim %arg0, dims = [] : (tensor<ui32>) -> tensor<3xui32>
    %3 = stablehlo.add %arg2, %2 : tensor<3xui32>
    %4 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<ui32>) -> tensor<3xui32>
    %5 = stablehlo.add %arg3, %4 : tensor<3xui32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %6:9 = stablehlo.while(%iterArg = %c_3, %iterArg_4 = %c_2, %iterArg_5 = %3, %iterArg_6 = %5, %iterArg_7 = %arg1, %iterArg_8 = %1, %iterArg_9 = %arg0, %iterArg_10 = %c, %iterArg_11 = %c_0) : tensor<i32>, tensor<i32>, tensor<3xui32>, tensor<3xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>
    cond {
      %c_12 = stablehlo.constant dense<5> : tensor<i32>
      %7 = stablehlo.compare LT, %iterArg, %c_12, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %7 : tensor<i1>
    } do {
      %7:8 = func.call @closed_call(%iterArg_4, %iterArg_5, %iterArg_6, %iterArg_7, %iterArg_8, %iterArg_9, %iterArg_10, %iterArg_11) : (tensor<i32>, tensor<3xui32>, tensor<3xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) -> (tensor<i32>, tensor<3xui32>, tensor<3xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>)
      %c_12 = stablehlo.constant dense<1> : tensor<i32>
      %8 = stablehlo.add %iterArg, %c_12 : tensor<i32>
      stablehlo.return %8, %7#0, %7#1, %7#2, %7#3, %7#4, %7#5, %7#6, %7#7 : tensor<i32>, tensor<i32>, tensor<3xui32>, tensor<3xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>
    }
    return %6#2, %6#3 : tensor<3xui32>, tensor<3xui32>
  }
  func.func private @closed_call(%arg0: tensor<i32>, %arg1: tensor<3xui32>, %arg2: tensor<3xui32>, %arg3: tensor<ui32>, %arg4: tensor<ui32>, %arg5: tensor<ui32>, %arg6: tensor<4xui32>, %arg7: tensor<4xui32>) -> (tensor<i32>, tensor<3xui32>, tensor<3xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) {
    %c = stablehlo.constant dense<1> : tensor<i32>
    %0 = stablehlo.add %arg0, %c : tensor<i32>
    %1 = stablehlo.slice %arg6 [0:1] : (tensor<4xui32>) -> tensor<1xui32>
    %2 = stablehlo.reshape %1 : (tensor<1xui32>) -> tensor<ui32>
    %3 = stablehlo.add %arg1, %arg2 : tensor<3xui32>
    %4 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<ui32>) -> tensor<3xui32>
    %5 = stablehlo.shift_left %arg2, %4 : tensor<3xui32>
    %c_0 = stablehlo.constant dense<32> : tensor<ui32>
    %6 = stablehlo.subtract %c_0, %2 : tensor<ui32>
    %7 = stablehlo.broadcast_in_dim %6, dims = [] : (tensor<ui32>) -> tensor<3xui32>
    %8 = stablehlo.shift_right_logical %arg2, %7 : tensor<3xui32>
    %9 = stablehlo.or %5, %8 : tensor<3xui32>
    %10 = stablehlo.xor %3, %9 : tensor<3xui32>
    %11 = stablehlo.slice %arg6 [1:2] : (tensor<4xui32>) -> tensor<1xui32>
    %12 = stablehlo.reshape %11 : (tensor<1xui32>) -> tensor<ui32>
    %13 = stablehlo.add %3, %10 : tensor<3xui32>
    %14 = stablehlo.broadcast_in_dim %12, dims = [] : (tensor<ui32>) -> tensor<3xui32>
    %15 = stablehlo.shift_left %10, %14 : tensor<3xui32>
    %c_1 = stablehlo.constant dense<32> : tensor<ui32>
    %16 = stablehlo.subtract %c_1, %12 : tensor<ui32>
    %17 = stablehlo.broadcast_in_dim %16, dims = [] : (tensor<ui32>) -> tensor<3xui32>
    %18 = stablehlo.shift_right_logical %10, %17 : tensor<3xui32>
    %19 = stablehlo.or %15, %18 : tensor<3xui32>
    %20 = stablehlo.xor %13, %19 : tensor<3xui32>
    %21 = stablehlo.slice %arg6 [2:3] : (tensor<4xui32>) -> tensor<1xui32>
    %22 = stablehlo.reshape %21 : (tensor<1xui32>) -> tensor<ui32>
    %23 = stablehlo.add %13, %20 : tensor<3xui32>
    %24 = stablehlo.broadcast_in_dim %22, dims = [] : (tensor<ui32>) -> tensor<3xui32>
    %25 = stablehlo.shift_left %20, %24 : tensor<3xui32>
    %c_2 = stablehlo.constant dense<32> : tensor<ui32>
    %26 = stablehlo.subtract %c_2, %22 : tensor<ui32>
    %27 = stablehlo.broadcast_in_dim %26, dims = [] : (tensor<ui32>) -> tensor<3xui32>
    %28 = stablehlo.shift_right_logical %20, %27 : tensor<3xui32>
    %29 = stablehlo.or %25, %28 : tensor<3xui32>
    %30 = stablehlo.xor %23, %29 : tensor<3xui32>
    %31 = stablehlo.slice %arg6 [3:4] : (tensor<4xui32>) -> tensor<1xui32>
    %32 = stablehlo.reshape %31 : (tensor<1xui32>) -> tensor<ui32>
    %33 = stablehlo.add %23, %30 : tensor<3xui32>
    %34 = stablehlo.broadcast_in_dim %32, dims = [] : (tensor<ui32>) -> tensor<3xui32>
    %35 = stablehlo.shift_left %30, %34 : tensor<3xui32>
    %c_3 = stablehlo.constant dense<32> : tensor<ui32>
    %36 = stablehlo.subtract %c_3, %32 : tensor<ui32>
    %37 = stablehlo.broadcast_in_dim %36, dims = [] : (tensor<ui32>) -> tensor<3xui32>
    %38 = stablehlo.shift_right_logical %30, %37 : tensor<3xui32>
    %39 = stablehlo.or %35, %38 : tensor<3xui32>
    %40 = stablehlo.xor %33, %39 : tensor<3xui32>
    %41 = stablehlo.broadcast_in_dim %arg3, dims = [] : (tensor<ui32>) -> tensor<3xui32>
    %42 = stablehlo.add %33, %41 : tensor<3xui32>
    %43 = stablehlo.broadcast_in_dim %arg4, dims = [] : (tensor<ui32>) -> tensor<3xui32>
    %44 = stablehlo.add %40, %43 : tensor<3xui32>
    %c_4 = stablehlo.constant dense<1> : tensor<i32>
    %45 = stablehlo.add %arg0, %c_4 : tensor<i32>
    %46 = stablehlo.convert %45 : (tensor<i32>) -> tensor<ui32>
    %47 = stablehlo.broadcast_in_dim %46, dims = [] : (tensor<ui32>) -> tensor<3xui32>
    %48 = stablehlo.add %44, %47 : tensor<3xui32>
    return %0, %42, %48, %arg4, %arg5, %arg3, %arg7, %arg6 : tensor<i32>, tensor<3xui32>, tensor<3xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>
  }
  func.func private @softplus(%arg0: tensor<2048x64xf32>) -> (tensor<2048x64xf32>, tensor<2048x64xf32>) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2048x64xf32>
    %1 = stablehlo.maximum %arg0, %0 : tensor<2048x64xf32>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2048x64xf32>
    %3 = stablehlo.subtract %arg0, %2 : tensor<2048x64xf32>
    %4 = stablehlo.compare NE, %3, %3, FLOAT : (tensor<2048x64xf32>, tensor<2048x64xf32>) -> tensor<2048x64xi1>
    %5 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2048x64xf32>
    %6 = stablehlo.add %arg0, %5 : tensor<2048x64xf32>
    %7 = stablehlo.abs %3 : tensor<2048x64xf32>
    %8 = stablehlo.negate %7 : tensor<2048x64xf32>
    %9 = stablehlo.exponential %8 : tensor<2048x64xf32>
    %10 = stablehlo.log_plus_one %9 : tensor<2048x64xf32>
    %11 = stablehlo.add %1, %10 : tensor<2048x64xf32>
    %12 = stablehlo.select %4, %6, %11 : tensor<2048x64xi1>, tensor<2048x64xf32>
    %cst_0 = stablehlo.constant dense<0x7F800000> : tensor<f32>
    %13 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<2048x64xf32>
    %14 = stablehlo.compare EQ, %arg0, %13, FLOAT : (tensor<2048x64xf32>, tensor<2048x64xf32>) -> tensor<2048x64xi1>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %15 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<2048x64xf32>
    %16 = stablehlo.select %14, %15, %arg0 : tensor<2048x64xi1>, tensor<2048x64xf32>
    %cst_2 = stablehlo.constant dense<0x7F800000> : tensor<f32>
    %17 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<2048x64xf32>
    %18 = stablehlo.compare EQ, %12, %17, FLOAT : (tensor<2048x64xf32>, tensor<2048x64xf32>) -> tensor<2048x64xi1>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %19 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<2048x64xf32>
    %20 = stablehlo.select %18, %19, %12 : tensor<2048x64xi1>, tensor<2048x64xf32>
    %21 = stablehlo.subtract %16, %20 : tensor<2048x64xf32>
    %22 = stablehlo.exponential %21 : tensor<2048x64xf32>
    return %12, %22 : tensor<2048x64xf32>, tensor<2048x64xf32>
  }
  func.func private @softplus_0(%arg0: tensor<4096x64xf32>) -> (tensor<4096x64xf32>, tensor<4096x64xf32>) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4096x64xf32>
    %1 = stablehlo.maximum %arg0, %0 : tensor<4096x64xf32>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4096x64xf32>
    %3 = stablehlo.subtract %arg0, %2 : tensor<4096x64xf32>
    %4 = stablehlo.compare NE, %3, %3, FLOAT : (tensor<4096x64xf32>, tensor<4096x64xf32>) -> tensor<4096x64xi1>
    %5 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4096x64xf32>
    %6 = stablehlo.add %arg0, %5 : tensor<4096x64xf32>
    %7 = stablehlo.abs %3 : tensor<4096x64xf32>
    %8 = stablehlo.negate %7 : tensor<4096x64xf32>
    %9 = stablehlo.exponential %8 : tensor<4096x64xf32>
    %10 = stablehlo.log_plus_one %9 : tensor<4096x64xf32>
    %11 = stablehlo.add %1, %10 : tensor<4096x64xf32>
    %12 = stablehlo.select %4, %6, %11 : tensor<4096x64xi1>, tensor<4096x64xf32>
    %cst_0 = stablehlo.constant dense<0x7F800000> : tensor<f32>
    %13 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<4096x64xf32>
    %14 = stablehlo.compare EQ, %arg0, %13, FLOAT : (tensor<4096x64xf32>, tensor<4096x64xf32>) -> tensor<4096x64xi1>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %15 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<4096x64xf32>
    %16 = stablehlo.select %14, %15, %arg0 : tensor<4096x64xi1>, tensor<4096x64xf32>
    %cst_2 = stablehlo.constant dense<0x7F800000> : tensor<f32>
    %17 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<4096x64xf32>
    %18 = stablehlo.compare EQ, %12, %17, FLOAT : (tensor<4096x64xf32>, tensor<4096x64xf32>) -> tensor<4096x64xi1>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %19 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<4096x64xf32>
    %20 = stablehlo.select %18, %19, %12 : tensor<4096x64xi1>, tensor<4096x64xf32>
    %21 = stablehlo.subtract %16, %20 : tensor<4096x64xf32>
    %22 = stablehlo.exponential %21 : tensor<4096x64xf32>
    return %12, %22 : tensor<4096x64xf32>, tensor<4096x64xf32>
  }
  func.func private @_gamma(%arg0: tensor<2xui32>, %arg1: tensor<2048x64xf32>) -> (tensor<2048x64xf32>, tensor<2048x64xf32>) {
    %0 = stablehlo.reshape %arg0 : (tensor<2xui32>) -> tensor<1x2xui32>
    %1 = call @_threefry_split_1(%0) : (tensor<1x2xui32>) -> tensor<1x131072x2xui32>
    %2 = stablehlo.reshape %1 : (tensor<1x131072x2xui32>) -> tensor<131072x2xui32>
    %3 = stablehlo.reshape %arg1 : (tensor<2048x64xf32>) -> tensor<131072xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<131072xf32>
    %5 = stablehlo.compare GE, %3, %4, FLOAT : (tensor<131072xf32>, tensor<131072xf32>) -> tensor<131072xi1>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %6 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<131072xf32>
    %7 = stablehlo.add %3, %6 : tensor<131072xf32>
    %8 = stablehlo.select %5, %3, %7 : tensor<131072xi1>, tensor<131072xf32>
    %cst_1 = stablehlo.constant dense<0.333333343> : tensor<f32>
    %9 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<131072xf32>
    %10 = stablehlo.subtract %8, %9 : tensor<131072xf32>
    %11 = stablehlo.sqrt %10 : tensor<131072xf32>
    %cst_2 = stablehlo.constant dense<0.333333343> : tensor<f32>
    %12 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<131072xf32>
    %13 = stablehlo.divide %12, %11 : tensor<131072xf32>
    %14 = call @_threefry_split_4(%2) : (tensor<131072x2xui32>) -> tensor<131072x2x2xui32>
    %15 = stablehlo.slice %14 [0:131072, 0:1, 0:2] : (tensor<131072x2x2xui32>) -> tensor<131072x1x2xui32>
    %16 = stablehlo.reshape %15 : (tensor<131072x1x2xui32>) -> tensor<131072x2xui32>
    %17 = stablehlo.slice %14 [0:131072, 1:2, 0:2] : (tensor<131072x2x2xui32>) -> tensor<131072x1x2xui32>
    %18 = stablehlo.reshape %17 : (tensor<131072x1x2xui32>) -> tensor<131072x2xui32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %19 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<131072xf32>
    %cst_4 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %20 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<131072xf32>
    %cst_5 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %21 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<131072xf32>
    %22:6 = stablehlo.while(%iterArg = %10, %iterArg_13 = %13, %iterArg_14 = %16, %iterArg_15 = %19, %iterArg_16 = %20, %iterArg_17 = %21) : tensor<131072xf32>, tensor<131072xf32>, tensor<131072x2xui32>, tensor<131072xf32>, tensor<131072xf32>, tensor<131072xf32>
    cond {
      %41 = stablehlo.multiply %iterArg_15, %iterArg_15 : tensor<131072xf32>
      %cst_18 = stablehlo.constant dense<3.310000e-02> : tensor<f32>
      %42 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<f32>) -> tensor<131072xf32>
      %43 = stablehlo.multiply %42, %41 : tensor<131072xf32>
      %cst_19 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %44 = stablehlo.broadcast_in_dim %cst_19, dims = [] : (tensor<f32>) -> tensor<131072xf32>
      %45 = stablehlo.subtract %44, %43 : tensor<131072xf32>
      %46 = stablehlo.compare GE, %iterArg_17, %45, FLOAT : (tensor<131072xf32>, tensor<131072xf32>) -> tensor<131072xi1>
      %47 = stablehlo.log %iterArg_17 : tensor<131072xf32>
      %cst_20 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
      %48 = stablehlo.broadcast_in_dim %cst_20, dims = [] : (tensor<f32>) -> tensor<131072xf32>
      %49 = stablehlo.multiply %iterArg_15, %48 : tensor<131072xf32>
      %cst_21 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %50 = stablehlo.broadcast_in_dim %cst_21, dims = [] : (tensor<f32>) -> tensor<131072xf32>
      %51 = stablehlo.subtract %50, %iterArg_16 : tensor<131072xf32>
      %52 = stablehlo.log %iterArg_16 : tensor<131072xf32>
      %53 = stablehlo.add %51, %52 : tensor<131072xf32>
      %54 = stablehlo.multiply %iterArg, %53 : tensor<131072xf32>
      %55 = stablehlo.add %49, %54 : tensor<131072xf32>
      %56 = stablehlo.compare GE, %47, %55, FLOAT : (tensor<131072xf32>, tensor<131072xf32>) -> tensor<131072xi1>
      %57 = stablehlo.and %46, %56 : tensor<131072xi1>
      %c_22 = stablehlo.constant dense<false> : tensor<i1>
      %58 = stablehlo.reduce(%57 init: %c_22) applies stablehlo.or across dimensions = [0] : (tensor<131072xi1>, tensor<i1>) -> tensor<i1>
      stablehlo.return %58 : tensor<i1>
    } do {
      %41 = func.call @_threefry_split_7(%iterArg_14) : (tensor<131072x2xui32>) -> tensor<131072x3x2xui32>
      %42 = stablehlo.slice %41 [0:131072, 0:1, 0:2] : (tensor<131072x3x2xui32>) -> tensor<131072x1x2xui32>
      %43 = stablehlo.reshape %42 : (tensor<131072x1x2xui32>) -> tensor<131072x2xui32>
      %44 = stablehlo.slice %41 [0:131072, 1:2, 0:2] : (tensor<131072x3x2xui32>) -> tensor<131072x1x2xui32>
      %45 = stablehlo.reshape %44 : (tensor<131072x1x2xui32>) -> tensor<131072x2xui32>
      %46 = stablehlo.slice %41 [0:131072, 2:3, 0:2] : (tensor<131072x3x2xui32>) -> tensor<131072x1x2xui32>
      %47 = stablehlo.reshape %46 : (tensor<131072x1x2xui32>) -> tensor<131072x2xui32>
      %cst_18 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %48 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<f32>) -> tensor<131072xf32>
      %cst_19 = stablehlo.constant dense<-1.000000e+00> : tensor<f32>
      %49 = stablehlo.broadcast_in_dim %cst_19, dims = [] : (tensor<f32>) -> tensor<131072xf32>
      %50:4 = stablehlo.while(%iterArg_26 = %iterArg_13, %iterArg_27 = %45, %iterArg_28 = %48, %iterArg_29 = %49) : tensor<131072xf32>, tensor<131072x2xui32>, tensor<131072xf32>, tensor<131072xf32>
      cond {
        %cst_30 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
        %80 = stablehlo.broadcast_in_dim %cst_30, dims = [] : (tensor<f32>) -> tensor<131072xf32>
        %81 = stablehlo.compare LE, %iterArg_29, %80, FLOAT : (tensor<131072xf32>, tensor<131072xf32>) -> tensor<131072xi1>
        %c_31 = stablehlo.constant dense<false> : tensor<i1>
        %82 = stablehlo.reduce(%81 init: %c_31) applies stablehlo.or across dimensions = [0] : (tensor<131072xi1>, tensor<i1>) -> tensor<i1>
        stablehlo.return %82 : tensor<i1>
      } do {
        %80 = func.call @_threefry_split_4(%iterArg_27) : (tensor<131072x2xui32>) -> tensor<131072x2x2xui32>
        %81 = stablehlo.slice %80 [0:131072, 0:1, 0:2] : (tensor<131072x2x2xui32>) -> tensor<131072x1x2xui32>
        %82 = stablehlo.reshape %81 : (tensor<131072x1x2xui32>) -> tensor<131072x2xui32>
        %83 = stablehlo.slice %80 [0:131072, 1:2, 0:2] : (tensor<131072x2x2xui32>) -> tensor<131072x1x2xui32>
        %84 = stablehlo.reshape %83 : (tensor<131072x1x2xui32>) -> tensor<131072x2xui32>
        %85 = func.call @_normal(%84) : (tensor<131072x2xui32>) -> tensor<131072xf32>
        %86 = stablehlo.multiply %85, %iterArg_26 : tensor<131072xf32>
        %cst_30 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
        %87 = stablehlo.broadcast_in_dim %cst_30, dims = [] : (tensor<f32>) -> tensor<131072xf32>
        %88 = stablehlo.add %87, %86 : tensor<131072xf32>
        %cst_31 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
        %89 = stablehlo.broadcast_in_dim %cst_31, dims = [] : (tensor<f32>) -> tensor<131072xf32>
        %90 = stablehlo.compare LE, %iterArg_29, %89, FLOAT : (tensor<131072xf32>, tensor<131072xf32>) -> tensor<131072xi1>
        %91 = stablehlo.broadcast_in_dim %90, dims = [0] : (tensor<131072xi1>) -> tensor<131072x2xi1>
        %92 = stablehlo.select %91, %82, %iterArg_27 : tensor<131072x2xi1>, tensor<131072x2xui32>
        %93 = stablehlo.broadcast_in_dim %90, dims = [0] : (tensor<131072xi1>) -> tensor<131072xi1>
        %94 = stablehlo.select %93, %85, %iterArg_28 : tensor<131072xi1>, tensor<131072xf32>
        %95 = stablehlo.broadcast_in_dim %90, dims = [0] : (tensor<131072xi1>) -> tensor<131072xi1>
        %96 = stablehlo.select %95, %88, %iterArg_29 : tensor<131072xi1>, tensor<131072xf32>
        stablehlo.return %iterArg_26, %92, %94, %96 : tensor<131072xf32>, tensor<131072x2xui32>, tensor<131072xf32>, tensor<131072xf32>
      }
      %51 = stablehlo.multiply %50#2, %50#2 : tensor<131072xf32>
      %52 = stablehlo.multiply %50#3, %50#3 : tensor<131072xf32>
      %53 = stablehlo.multiply %52, %50#3 : tensor<131072xf32>
      %cst_20 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %cst_21 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %54 = func.call @_uniform_12(%47, %cst_20, %cst_21) : (tensor<131072x2xui32>, tensor<f32>, tensor<f32>) -> tensor<131072xf32>
      %55 = stablehlo.multiply %iterArg_15, %iterArg_15 : tensor<131072xf32>
      %cst_22 = stablehlo.constant dense<3.310000e-02> : tensor<f32>
      %56 = stablehlo.broadcast_in_dim %cst_22, dims = [] : (tensor<f32>) -> tensor<131072xf32>
      %57 = stablehlo.multiply %56, %55 : tensor<131072xf32>
      %cst_23 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %58 = stablehlo.broadcast_in_dim %cst_23, dims = [] : (tensor<f32>) -> tensor<131072xf32>
      %59 = stablehlo.subtract %58, %57 : tensor<131072xf32>
      %60 = stablehlo.compare GE, %iterArg_17, %59, FLOAT : (tensor<131072xf32>, tensor<131072xf32>) -> tensor<131072xi1>
      %61 = stablehlo.log %iterArg_17 : tensor<131072xf32>
      %cst_24 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
      %62 = stablehlo.broadcast_in_dim %cst_24, dims = [] : (tensor<f32>) -> tensor<131072xf32>
      %63 = stablehlo.multiply %iterArg_15, %62 : tensor<131072xf32>
      %cst_25 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %64 = stablehlo.broadcast_in_dim %cst_25, dims = [] : (tensor<f32>) -> tensor<131072xf32>
      %65 = stablehlo.subtract %64, %iterArg_16 : tensor<131072xf32>
      %66 = stablehlo.log %iterArg_16 : tensor<131072xf32>
      %67 = stablehlo.add %65, %66 : tensor<131072xf32>
      %68 = stablehlo.multiply %iterArg, %67 : tensor<131072xf32>
      %69 = stablehlo.add %63, %68 : tensor<131072xf32>
      %70 = stablehlo.compare GE, %61, %69, FLOAT : (tensor<131072xf32>, tensor<131072xf32>) -> tensor<131072xi1>
      %71 = stablehlo.and %60, %70 : tensor<131072xi1>
      %72 = stablehlo.broadcast_in_dim %71, dims = [0] : (tensor<131072xi1>) -> tensor<131072x2xi1>
      %73 = stablehlo.select %72, %43, %iterArg_14 : tensor<131072x2xi1>, tensor<131072x2xui32>
      %74 = stablehlo.broadcast_in_dim %71, dims = [0] : (tensor<131072xi1>) -> tensor<131072xi1>
      %75 = stablehlo.select %74, %51, %iterArg_15 : tensor<131072xi1>, tensor<131072xf32>
      %76 = stablehlo.broadcast_in_dim %71, dims = [0] : (tensor<131072xi1>) -> tensor<131072xi1>
      %77 = stablehlo.select %76, %53, %iterArg_16 : tensor<131072xi1>, tensor<131072xf32>
      %78 = stablehlo.broadcast_in_dim %71, dims = [0] : (tensor<131072xi1>) -> tensor<131072xi1>
      %79 = stablehlo.select %78, %54, %iterArg_17 : tensor<131072xi1>, tensor<131072xf32>
      stablehlo.return %iterArg, %iterArg_13, %73, %75, %77, %79 : tensor<131072xf32>, tensor<131072xf32>, tensor<131072x2xui32>, tensor<131072xf32>, tensor<131072xf32>, tensor<131072xf32>
    }
    %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %cst_7 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %23 = call @_uniform_12(%18, %cst_6, %cst_7) : (tensor<131072x2xui32>, tensor<f32>, tensor<f32>) -> tensor<131072xf32>
    %cst_8 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %24 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<131072xf32>
    %25 = stablehlo.subtract %24, %23 : tensor<131072xf32>
    %cst_9 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %26 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<131072xf32>
    %27 = stablehlo.divide %26, %3 : tensor<131072xf32>
    %28 = stablehlo.power %25, %27 : tensor<131072xf32>
    %cst_10 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %29 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<131072xf32>
    %30 = stablehlo.select %5, %29, %28 : tensor<131072xi1>, tensor<131072xf32>
    %31 = stablehlo.multiply %10, %22#4 : tensor<131072xf32>
    %32 = stablehlo.multiply %31, %30 : tensor<131072xf32>
    %33 = stablehlo.reshape %32 : (tensor<131072xf32>) -> tensor<2048x64xf32>
    %34 = stablehlo.reshape %33 : (tensor<2048x64xf32>) -> tensor<131072xf32>
    %35 = stablehlo.reshape %arg1 : (tensor<2048x64xf32>) -> tensor<131072xf32>
    %cst_11 = stablehlo.constant dense<3.40282347E+38> : tensor<f32>
    %36 = stablehlo.log %cst_11 : tensor<f32>
    %37 = stablehlo.negate %36 : tensor<f32>
    %cst_12 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %38 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<131072xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %39:5 = stablehlo.while(%iterArg = %35, %iterArg_13 = %34, %iterArg_14 = %37, %iterArg_15 = %c, %iterArg_16 = %38) : tensor<131072xf32>, tensor<131072xf32>, tensor<f32>, tensor<i32>, tensor<131072xf32>
    cond {
      %c_17 = stablehlo.constant dense<131072> : tensor<i32>
      %41 = stablehlo.compare LT, %iterArg_15, %c_17, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %41 : tensor<i1>
    } do {
      %41 = func.call @dynamic_index_in_dim(%iterArg, %iterArg_15) : (tensor<131072xf32>, tensor<i32>) -> tensor<f32>
      %42 = func.call @dynamic_index_in_dim(%iterArg_13, %iterArg_15) : (tensor<131072xf32>, tensor<i32>) -> tensor<f32>
      %43 = func.call @closed_call_13(%iterArg_14, %41, %42) : (tensor<f32>, tensor<f32>, tensor<f32>) -> tensor<f32>
      %44 = func.call @dynamic_update_index_in_dim(%iterArg_16, %43, %iterArg_15) : (tensor<131072xf32>, tensor<f32>, tensor<i32>) -> tensor<131072xf32>
      %c_17 = stablehlo.constant dense<1> : tensor<i32>
      %45 = stablehlo.add %iterArg_15, %c_17 : tensor<i32>
      stablehlo.return %iterArg, %iterArg_13, %iterArg_14, %45, %44 : tensor<131072xf32>, tensor<131072xf32>, tensor<f32>, tensor<i32>, tensor<131072xf32>
    }
    %40 = stablehlo.reshape %39#4 : (tensor<131072xf32>) -> tensor<2048x64xf32>
    return %33, %40 : tensor<2048x64xf32>, tensor<2048x64xf32>
  }
  func.func private @_threefry_split_1(%arg0: tensor<1x2xui32>) -> tensor<1x131072x2xui32> {
    %0 = stablehlo.slice %arg0 [0:1, 0:1] : (tensor<1x2xui32>) -> tensor<1x1xui32>
    %1 = stablehlo.reshape %0 : (tensor<1x1xui32>) -> tensor<1xui32>
    %2 = stablehlo.slice %arg0 [0:1, 1:2] : (tensor<1x2xui32>) -> tensor<1x1xui32>
    %3 = stablehlo.reshape %2 : (tensor<1x1xui32>) -> tensor<1xui32>
    %4 = stablehlo.iota dim = 0 : tensor<131072xui64>
    %c = stablehlo.constant dense<1> : tensor<ui64>
    %5 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<ui64>) -> tensor<131072xui64>
    %6 = stablehlo.multiply %5, %4 : tensor<131072xui64>
    %c_0 = stablehlo.constant dense<32> : tensor<ui64>
    %7 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<ui64>) -> tensor<131072xui64>
    %8 = stablehlo.shift_right_logical %6, %7 : tensor<131072xui64>
    %9 = stablehlo.convert %6 : (tensor<131072xui64>) -> tensor<131072xui32>
    %10 = stablehlo.convert %8 : (tensor<131072xui64>) -> tensor<131072xui32>
    %11 = stablehlo.broadcast_in_dim %10, dims = [1] : (tensor<131072xui32>) -> tensor<1x131072xui32>
    %12 = stablehlo.broadcast_in_dim %9, dims = [1] : (tensor<131072xui32>) -> tensor<1x131072xui32>
    %13 = stablehlo.broadcast_in_dim %1, dims = [0] : (tensor<1xui32>) -> tensor<1x1xui32>
    %14 = stablehlo.broadcast_in_dim %3, dims = [0] : (tensor<1xui32>) -> tensor<1x1xui32>
    %15:2 = call @threefry2x32_2(%13, %14, %11, %12) : (tensor<1x1xui32>, tensor<1x1xui32>, tensor<1x131072xui32>, tensor<1x131072xui32>) -> (tensor<1x131072xui32>, tensor<1x131072xui32>)
    %16 = stablehlo.broadcast_in_dim %15#0, dims = [0, 1] : (tensor<1x131072xui32>) -> tensor<1x131072x1xui32>
    %17 = stablehlo.broadcast_in_dim %15#1, dims = [0, 1] : (tensor<1x131072xui32>) -> tensor<1x131072x1xui32>
    %18 = stablehlo.concatenate %16, %17, dim = 2 : (tensor<1x131072x1xui32>, tensor<1x131072x1xui32>) -> tensor<1x131072x2xui32>
    return %18 : tensor<1x131072x2xui32>
  }
  func.func private @threefry2x32_2(%arg0: tensor<1x1xui32>, %arg1: tensor<1x1xui32>, %arg2: tensor<1x131072xui32>, %arg3: tensor<1x131072xui32>) -> (tensor<1x131072xui32>, tensor<1x131072xui32>) {
    %c = stablehlo.constant dense<[13, 15, 26, 6]> : tensor<4xui32>
    %c_0 = stablehlo.constant dense<[17, 29, 16, 24]> : tensor<4xui32>
    %0 = stablehlo.xor %arg0, %arg1 : tensor<1x1xui32>
    %c_1 = stablehlo.constant dense<466688986> : tensor<ui32>
    %1 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<ui32>) -> tensor<1x1xui32>
    %2 = stablehlo.xor %0, %1 : tensor<1x1xui32>
    %3 = stablehlo.broadcast_in_dim %arg0, dims = [0, 1] : (tensor<1x1xui32>) -> tensor<1x131072xui32>
    %4 = stablehlo.add %arg2, %3 : tensor<1x131072xui32>
    %5 = stablehlo.broadcast_in_dim %arg1, dims = [0, 1] : (tensor<1x1xui32>) -> tensor<1x131072xui32>
    %6 = stablehlo.add %arg3, %5 : tensor<1x131072xui32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %7:9 = stablehlo.while(%iterArg = %c_3, %iterArg_4 = %c_2, %iterArg_5 = %4, %iterArg_6 = %6, %iterArg_7 = %arg1, %iterArg_8 = %2, %iterArg_9 = %arg0, %iterArg_10 = %c, %iterArg_11 = %c_0) : tensor<i32>, tensor<i32>, tensor<1x131072xui32>, tensor<1x131072xui32>, tensor<1x1xui32>, tensor<1x1xui32>, tensor<1x1xui32>, tensor<4xui32>, tensor<4xui32>
    cond {
      %c_12 = stablehlo.constant dense<5> : tensor<i32>
      %8 = stablehlo.compare LT, %iterArg, %c_12, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %8 : tensor<i1>
    } do {
      %8:8 = func.call @closed_call_3(%iterArg_4, %iterArg_5, %iterArg_6, %iterArg_7, %iterArg_8, %iterArg_9, %iterArg_10, %iterArg_11) : (tensor<i32>, tensor<1x131072xui32>, tensor<1x131072xui32>, tensor<1x1xui32>, tensor<1x1xui32>, tensor<1x1xui32>, tensor<4xui32>, tensor<4xui32>) -> (tensor<i32>, tensor<1x131072xui32>, tensor<1x131072xui32>, tensor<1x1xui32>, tensor<1x1xui32>, tensor<1x1xui32>, tensor<4xui32>, tensor<4xui32>)
      %c_12 = stablehlo.constant dense<1> : tensor<i32>
      %9 = stablehlo.add %iterArg, %c_12 : tensor<i32>
      stablehlo.return %9, %8#0, %8#1, %8#2, %8#3, %8#4, %8#5, %8#6, %8#7 : tensor<i32>, tensor<i32>, tensor<1x131072xui32>, tensor<1x131072xui32>, tensor<1x1xui32>, tensor<1x1xui32>, tensor<1x1xui32>, tensor<4xui32>, tensor<4xui32>
    }
    return %7#2, %7#3 : tensor<1x131072xui32>, tensor<1x131072xui32>
  }
  func.func private @closed_call_3(%arg0: tensor<i32>, %arg1: tensor<1x131072xui32>, %arg2: tensor<1x131072xui32>, %arg3: tensor<1x1xui32>, %arg4: tensor<1x1xui32>, %arg5: tensor<1x1xui32>, %arg6: tensor<4xui32>, %arg7: tensor<4xui32>) -> (tensor<i32>, tensor<1x131072xui32>, tensor<1x131072xui32>, tensor<1x1xui32>, tensor<1x1xui32>, tensor<1x1xui32>, tensor<4xui32>, tensor<4xui32>) {
    %c = stablehlo.constant dense<1> : tensor<i32>
    %0 = stablehlo.add %arg0, %c : tensor<i32>
    %1 = stablehlo.slice %arg6 [0:1] : (tensor<4xui32>) -> tensor<1xui32>
    %2 = stablehlo.reshape %1 : (tensor<1xui32>) -> tensor<ui32>
    %3 = stablehlo.add %arg1, %arg2 : tensor<1x131072xui32>
    %4 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<ui32>) -> tensor<1x131072xui32>
    %5 = stablehlo.shift_left %arg2, %4 : tensor<1x131072xui32>
    %c_0 = stablehlo.constant dense<32> : tensor<ui32>
    %6 = stablehlo.subtract %c_0, %2 : tensor<ui32>
    %7 = stablehlo.broadcast_in_dim %6, dims = [] : (tensor<ui32>) -> tensor<1x131072xui32>
    %8 = stablehlo.shift_right_logical %arg2, %7 : tensor<1x131072xui32>
    %9 = stablehlo.or %5, %8 : tensor<1x131072xui32>
    %10 = stablehlo.xor %3, %9 : tensor<1x131072xui32>
    %11 = stablehlo.slice %arg6 [1:2] : (tensor<4xui32>) -> tensor<1xui32>
    %12 = stablehlo.reshape %11 : (tensor<1xui32>) -> tensor<ui32>
    %13 = stablehlo.add %3, %10 : tensor<1x131072xui32>
    %14 = stablehlo.broadcast_in_dim %12, dims = [] : (tensor<ui32>) -> tensor<1x131072xui32>
    %15 = stablehlo.shift_left %10, %14 : tensor<1x131072xui32>
    %c_1 = stablehlo.constant dense<32> : tensor<ui32>
    %16 = stablehlo.subtract %c_1, %12 : tensor<ui32>
    %17 = stablehlo.broadcast_in_dim %16, dims = [] : (tensor<ui32>) -> tensor<1x131072xui32>
    %18 = stablehlo.shift_right_logical %10, %17 : tensor<1x131072xui32>
    %19 = stablehlo.or %15, %18 : tensor<1x131072xui32>
    %20 = stablehlo.xor %13, %19 : tensor<1x131072xui32>
    %21 = stablehlo.slice %arg6 [2:3] : (tensor<4xui32>) -> tensor<1xui32>
    %22 = stablehlo.reshape %21 : (tensor<1xui32>) -> tensor<ui32>
    %23 = stablehlo.add %13, %20 : tensor<1x131072xui32>
    %24 = stablehlo.broadcast_in_dim %22, dims = [] : (tensor<ui32>) -> tensor<1x131072xui32>
    %25 = stablehlo.shift_left %20, %24 : tensor<1x131072xui32>
    %c_2 = stablehlo.constant dense<32> : tensor<ui32>
    %26 = stablehlo.subtract %c_2, %22 : tensor<ui32>
    %27 = stablehlo.broadcast_in_dim %26, dims = [] : (tensor<ui32>) -> tensor<1x131072xui32>
    %28 = stablehlo.shift_right_logical %20, %27 : tensor<1x131072xui32>
    %29 = stablehlo.or %25, %28 : tensor<1x131072xui32>
    %30 = stablehlo.xor %23, %29 : tensor<1x131072xui32>
    %31 = stablehlo.slice %arg6 [3:4] : (tensor<4xui32>) -> tensor<1xui32>
    %32 = stablehlo.reshape %31 : (tensor<1xui32>) -> tensor<ui32>
    %33 = stablehlo.add %23, %30 : tensor<1x131072xui32>
    %34 = stablehlo.broadcast_in_dim %32, dims = [] : (tensor<ui32>) -> tensor<1x131072xui32>
    %35 = stablehlo.shift_left %30, %34 : tensor<1x131072xui32>
    %c_3 = stablehlo.constant dense<32> : tensor<ui32>
    %36 = stablehlo.subtract %c_3, %32 : tensor<ui32>
    %37 = stablehlo.broadcast_in_dim %36, dims = [] : (tensor<ui32>) -> tensor<1x131072xui32>
    %38 = stablehlo.shift_right_logical %30, %37 : tensor<1x131072xui32>
    %39 = stablehlo.or %35, %38 : tensor<1x131072xui32>
    %40 = stablehlo.xor %33, %39 : tensor<1x131072xui32>
    %41 = stablehlo.broadcast_in_dim %arg3, dims = [0, 1] : (tensor<1x1xui32>) -> tensor<1x131072xui32>
    %42 = stablehlo.add %33, %41 : tensor<1x131072xui32>
    %43 = stablehlo.broadcast_in_dim %arg4, dims = [0, 1] : (tensor<1x1xui32>) -> tensor<1x131072xui32>
    %44 = stablehlo.add %40, %43 : tensor<1x131072xui32>
    %c_4 = stablehlo.constant dense<1> : tensor<i32>
    %45 = stablehlo.add %arg0, %c_4 : tensor<i32>
    %46 = stablehlo.convert %45 : (tensor<i32>) -> tensor<ui32>
    %47 = stablehlo.broadcast_in_dim %46, dims = [] : (tensor<ui32>) -> tensor<1x131072xui32>
    %48 = stablehlo.add %44, %47 : tensor<1x131072xui32>
    return %0, %42, %48, %arg4, %arg5, %arg3, %arg7, %arg6 : tensor<i32>, tensor<1x131072xui32>, tensor<1x131072xui32>, tensor<1x1xui32>, tensor<1x1xui32>, tensor<1x1xui32>, tensor<4xui32>, tensor<4xui32>
  }
  func.func private @_threefry_split_4(%arg0: tensor<131072x2xui32>) -> tensor<131072x2x2xui32> {
    %0 = stablehlo.slice %arg0 [0:131072, 0:1] : (tensor<131072x2xui32>) -> tensor<131072x1xui32>
    %1 = stablehlo.reshape %0 : (tensor<131072x1xui32>) -> tensor<131072xui32>
    %2 = stablehlo.slice %arg0 [0:131072, 1:2] : (tensor<131072x2xui32>) -> tensor<131072x1xui32>
    %3 = stablehlo.reshape %2 : (tensor<131072x1xui32>) -> tensor<131072xui32>
    %4 = stablehlo.iota dim = 0 : tensor<2xui64>
    %c = stablehlo.constant dense<1> : tensor<ui64>
    %5 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<ui64>) -> tensor<2xui64>
    %6 = stablehlo.multiply %5, %4 : tensor<2xui64>
    %c_0 = stablehlo.constant dense<32> : tensor<ui64>
    %7 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<ui64>) -> tensor<2xui64>
    %8 = stablehlo.shift_right_logical %6, %7 : tensor<2xui64>
    %9 = stablehlo.convert %6 : (tensor<2xui64>) -> tensor<2xui32>
    %10 = stablehlo.convert %8 : (tensor<2xui64>) -> tensor<2xui32>
    %11 = stablehlo.broadcast_in_dim %10, dims = [1] : (tensor<2xui32>) -> tensor<1x2xui32>
    %12 = stablehlo.broadcast_in_dim %9, dims = [1] : (tensor<2xui32>) -> tensor<1x2xui32>
    %13 = stablehlo.broadcast_in_dim %1, dims = [0] : (tensor<131072xui32>) -> tensor<131072x1xui32>
    %14 = stablehlo.broadcast_in_dim %3, dims = [0] : (tensor<131072xui32>) -> tensor<131072x1xui32>
    %15:2 = call @threefry2x32_5(%13, %14, %11, %12) : (tensor<131072x1xui32>, tensor<131072x1xui32>, tensor<1x2xui32>, tensor<1x2xui32>) -> (tensor<131072x2xui32>, tensor<131072x2xui32>)
    %16 = stablehlo.broadcast_in_dim %15#0, dims = [0, 1] : (tensor<131072x2xui32>) -> tensor<131072x2x1xui32>
    %17 = stablehlo.broadcast_in_dim %15#1, dims = [0, 1] : (tensor<131072x2xui32>) -> tensor<131072x2x1xui32>
    %18 = stablehlo.concatenate %16, %17, dim = 2 : (tensor<131072x2x1xui32>, tensor<131072x2x1xui32>) -> tensor<131072x2x2xui32>
    return %18 : tensor<131072x2x2xui32>
  }
  func.func private @threefry2x32_5(%arg0: tensor<131072x1xui32>, %arg1: tensor<131072x1xui32>, %arg2: tensor<1x2xui32>, %arg3: tensor<1x2xui32>) -> (tensor<131072x2xui32>, tensor<131072x2xui32>) {
    %c = stablehlo.constant dense<[13, 15, 26, 6]> : tensor<4xui32>
    %c_0 = stablehlo.constant dense<[17, 29, 16, 24]> : tensor<4xui32>
    %0 = stablehlo.xor %arg0, %arg1 : tensor<131072x1xui32>
    %c_1 = stablehlo.constant dense<466688986> : tensor<ui32>
    %1 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<ui32>) -> tensor<131072x1xui32>
    %2 = stablehlo.xor %0, %1 : tensor<131072x1xui32>
    %3 = stablehlo.broadcast_in_dim %arg2, dims = [0, 1] : (tensor<1x2xui32>) -> tensor<131072x2xui32>
    %4 = stablehlo.broadcast_in_dim %arg0, dims = [0, 1] : (tensor<131072x1xui32>) -> tensor<131072x2xui32>
    %5 = stablehlo.add %3, %4 : tensor<131072x2xui32>
    %6 = stablehlo.broadcast_in_dim %arg3, dims = [0, 1] : (tensor<1x2xui32>) -> tensor<131072x2xui32>
    %7 = stablehlo.broadcast_in_dim %arg1, dims = [0, 1] : (tensor<131072x1xui32>) -> tensor<131072x2xui32>
    %8 = stablehlo.add %6, %7 : tensor<131072x2xui32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %9:9 = stablehlo.while(%iterArg = %c_3, %iterArg_4 = %c_2, %iterArg_5 = %5, %iterArg_6 = %8, %iterArg_7 = %arg1, %iterArg_8 = %2, %iterArg_9 = %arg0, %iterArg_10 = %c, %iterArg_11 = %c_0) : tensor<i32>, tensor<i32>, tensor<131072x2xui32>, tensor<131072x2xui32>, tensor<131072x1xui32>, tensor<131072x1xui32>, tensor<131072x1xui32>, tensor<4xui32>, tensor<4xui32>
    cond {
      %c_12 = stablehlo.constant dense<5> : tensor<i32>
      %10 = stablehlo.compare LT, %iterArg, %c_12, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %10 : tensor<i1>
    } do {
      %10:8 = func.call @closed_call_6(%iterArg_4, %iterArg_5, %iterArg_6, %iterArg_7, %iterArg_8, %iterArg_9, %iterArg_10, %iterArg_11) : (tensor<i32>, tensor<131072x2xui32>, tensor<131072x2xui32>, tensor<131072x1xui32>, tensor<131072x1xui32>, tensor<131072x1xui32>, tensor<4xui32>, tensor<4xui32>) -> (tensor<i32>, tensor<131072x2xui32>, tensor<131072x2xui32>, tensor<131072x1xui32>, tensor<131072x1xui32>, tensor<131072x1xui32>, tensor<4xui32>, tensor<4xui32>)
      %c_12 = stablehlo.constant dense<1> : tensor<i32>
      %11 = stablehlo.add %iterArg, %c_12 : tensor<i32>
      stablehlo.return %11, %10#0, %10#1, %10#2, %10#3, %10#4, %10#5, %10#6, %10#7 : tensor<i32>, tensor<i32>, tensor<131072x2xui32>, tensor<131072x2xui32>, tensor<131072x1xui32>, tensor<131072x1xui32>, tensor<131072x1xui32>, tensor<4xui32>, tensor<4xui32>
    }
    return %9#2, %9#3 : tensor<131072x2xui32>, tensor<131072x2xui32>
  }
  func.func private @closed_call_6(%arg0: tensor<i32>, %arg1: tensor<131072x2xui32>, %arg2: tensor<131072x2xui32>, %arg3: tensor<131072x1xui32>, %arg4: tensor<131072x1xui32>, %arg5: tensor<131072x1xui32>, %arg6: tensor<4xui32>, %arg7: tensor<4xui32>) -> (tensor<i32>, tensor<131072x2xui32>, tensor<131072x2xui32>, tensor<131072x1xui32>, tensor<131072x1xui32>, tensor<131072x1xui32>, tensor<4xui32>, tensor<4xui32>) {
    %c = stablehlo.constant dense<1> : tensor<i32>
    %0 = stablehlo.add %arg0, %c : tensor<i32>
    %1 = stablehlo.slice %arg6 [0:1] : (tensor<4xui32>) -> tensor<1xui32>
    %2 = stablehlo.reshape %1 : (tensor<1xui32>) -> tensor<ui32>
    %3 = stablehlo.add %arg1, %arg2 : tensor<131072x2xui32>
    %4 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<ui32>) -> tensor<131072x2xui32>
    %5 = stablehlo.shift_left %arg2, %4 : tensor<131072x2xui32>
    %c_0 = stablehlo.constant dense<32> : tensor<ui32>
    %6 = stablehlo.subtract %c_0, %2 : tensor<ui32>
    %7 = stablehlo.broadcast_in_dim %6, dims = [] : (tensor<ui32>) -> tensor<131072x2xui32>
    %8 = stablehlo.shift_right_logical %arg2, %7 : tensor<131072x2xui32>
    %9 = stablehlo.or %5, %8 : tensor<131072x2xui32>
    %10 = stablehlo.xor %3, %9 : tensor<131072x2xui32>
    %11 = stablehlo.slice %arg6 [1:2] : (tensor<4xui32>) -> tensor<1xui32>
    %12 = stablehlo.reshape %11 : (tensor<1xui32>) -> tensor<ui32>
    %13 = stablehlo.add %3, %10 : tensor<131072x2xui32>
    %14 = stablehlo.broadcast_in_dim %12, dims = [] : (tensor<ui32>) -> tensor<131072x2xui32>
    %15 = stablehlo.shift_left %10, %14 : tensor<131072x2xui32>
    %c_1 = stablehlo.constant dense<32> : tensor<ui32>
    %16 = stablehlo.subtract %c_1, %12 : tensor<ui32>
    %17 = stablehlo.broadcast_in_dim %16, dims = [] : (tensor<ui32>) -> tensor<131072x2xui32>
    %18 = stablehlo.shift_right_logical %10, %17 : tensor<131072x2xui32>
    %19 = stablehlo.or %15, %18 : tensor<131072x2xui32>
    %20 = stablehlo.xor %13, %19 : tensor<131072x2xui32>
    %21 = stablehlo.slice %arg6 [2:3] : (tensor<4xui32>) -> tensor<1xui32>
    %22 = stablehlo.reshape %21 : (tensor<1xui32>) -> tensor<ui32>
    %23 = stablehlo.add %13, %20 : tensor<131072x2xui32>
    %24 = stablehlo.broadcast_in_dim %22, dims = [] : (tensor<ui32>) -> tensor<131072x2xui32>
    %25 = stablehlo.shift_left %20, %24 : tensor<131072x2xui32>
    %c_2 = stablehlo.constant dense<32> : tensor<ui32>
    %26 = stablehlo.subtract %c_2, %22 : tensor<ui32>
    %27 = stablehlo.broadcast_in_dim %26, dims = [] : (tensor<ui32>) -> tensor<131072x2xui32>
    %28 = stablehlo.shift_right_logical %20, %27 : tensor<131072x2xui32>
    %29 = stablehlo.or %25, %28 : tensor<131072x2xui32>
    %30 = stablehlo.xor %23, %29 : tensor<131072x2xui32>
    %31 = stablehlo.slice %arg6 [3:4] : (tensor<4xui32>) -> tensor<1xui32>
    %32 = stablehlo.reshape %31 : (tensor<1xui32>) -> tensor<ui32>
    %33 = stablehlo.add %23, %30 : tensor<131072x2xui32>
    %34 = stablehlo.broadcast_in_dim %32, dims = [] : (tensor<ui32>) -> tensor<131072x2xui32>
    %35 = stablehlo.shift_left %30, %34 : tensor<131072x2xui32>
    %c_3 = stablehlo.constant dense<32> : tensor<ui32>
    %36 = stablehlo.subtract %c_3, %32 : tensor<ui32>
    %37 = stablehlo.broadcast_in_dim %36, dims = [] : (tensor<ui32>) -> tensor<131072x2xui32>
    %38 = stablehlo.shift_right_logical %30, %37 : tensor<131072x2xui32>
    %39 = stablehlo.or %35, %38 : tensor<131072x2xui32>
    %40 = stablehlo.xor %33, %39 : tensor<131072x2xui32>
    %41 = stablehlo.broadcast_in_dim %arg3, dims = [0, 1] : (tensor<131072x1xui32>) -> tensor<131072x2xui32>
    %42 = stablehlo.add %33, %41 : tensor<131072x2xui32>
    %43 = stablehlo.broadcast_in_dim %arg4, dims = [0, 1] : (tensor<131072x1xui32>) -> tensor<131072x2xui32>
    %44 = stablehlo.add %40, %43 : tensor<131072x2xui32>
    %c_4 = stablehlo.constant dense<1> : tensor<i32>
    %45 = stablehlo.add %arg0, %c_4 : tensor<i32>
    %46 = stablehlo.convert %45 : (tensor<i32>) -> tensor<ui32>
    %47 = stablehlo.broadcast_in_dim %46, dims = [] : (tensor<ui32>) -> tensor<131072x2xui32>
    %48 = stablehlo.add %44, %47 : tensor<131072x2xui32>
    return %0, %42, %48, %arg4, %arg5, %arg3, %arg7, %arg6 : tensor<i32>, tensor<131072x2xui32>, tensor<131072x2xui32>, tensor<131072x1xui32>, tensor<131072x1xui32>, tensor<131072x1xui32>, tensor<4xui32>, tensor<4xui32>
  }
  func.func private @_threefry_split_7(%arg0: tensor<131072x2xui32>) -> tensor<131072x3x2xui32> {
    %0 = stablehlo.slice %arg0 [0:131072, 0:1] : (tensor<131072x2xui32>) -> tensor<131072x1xui32>
    %1 = stablehlo.reshape %0 : (tensor<131072x1xui32>) -> tensor<131072xui32>
    %2 = stablehlo.slice %arg0 [0:131072, 1:2] : (tensor<131072x2xui32>) -> tensor<131072x1xui32>
    %3 = stablehlo.reshape %2 : (tensor<131072x1xui32>) -> tensor<131072xui32>
    %4 = stablehlo.iota dim = 0 : tensor<3xui64>
    %c = stablehlo.constant dense<1> : tensor<ui64>
    %5 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<ui64>) -> tensor<3xui64>
    %6 = stablehlo.multiply %5, %4 : tensor<3xui64>
    %c_0 = stablehlo.constant dense<32> : tensor<ui64>
    %7 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<ui64>) -> tensor<3xui64>
    %8 = stablehlo.shift_right_logical %6, %7 : tensor<3xui64>
    %9 = stablehlo.convert %6 : (tensor<3xui64>) -> tensor<3xui32>
    %10 = stablehlo.convert %8 : (tensor<3xui64>) -> tensor<3xui32>
    %11 = stablehlo.broadcast_in_dim %10, dims = [1] : (tensor<3xui32>) -> tensor<1x3xui32>
    %12 = stablehlo.broadcast_in_dim %9, dims = [1] : (tensor<3xui32>) -> tensor<1x3xui32>
    %13 = stablehlo.broadcast_in_dim %1, dims = [0] : (tensor<131072xui32>) -> tensor<131072x1xui32>
    %14 = stablehlo.broadcast_in_dim %3, dims = [0] : (tensor<131072xui32>) -> tensor<131072x1xui32>
    %15:2 = call @threefry2x32_8(%13, %14, %11, %12) : (tensor<131072x1xui32>, tensor<131072x1xui32>, tensor<1x3xui32>, tensor<1x3xui32>) -> (tensor<131072x3xui32>, tensor<131072x3xui32>)
    %16 = stablehlo.broadcast_in_dim %15#0, dims = [0, 1] : (tensor<131072x3xui32>) -> tensor<131072x3x1xui32>
    %17 = stablehlo.broadcast_in_dim %15#1, dims = [0, 1] : (tensor<131072x3xui32>) -> tensor<131072x3x1xui32>
    %18 = stablehlo.concatenate %16, %17, dim = 2 : (tensor<131072x3x1xui32>, tensor<131072x3x1xui32>) -> tensor<131072x3x2xui32>
    return %18 : tensor<131072x3x2xui32>
  }
  func.func private @threefry2x32_8(%arg0: tensor<131072x1xui32>, %arg1: tensor<131072x1xui32>, %arg2: tensor<1x3xui32>, %arg3: tensor<1x3xui32>) -> (tensor<131072x3xui32>, tensor<131072x3xui32>) {
    %c = stablehlo.constant dense<[13, 15, 26, 6]> : tensor<4xui32>
    %c_0 = stablehlo.constant dense<[17, 29, 16, 24]> : tensor<4xui32>
    %0 = stablehlo.xor %arg0, %arg1 : tensor<131072x1xui32>
    %c_1 = stablehlo.constant dense<466688986> : tensor<ui32>
    %1 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<ui32>) -> tensor<131072x1xui32>
    %2 = stablehlo.xor %0, %1 : tensor<131072x1xui32>
    %3 = stablehlo.broadcast_in_dim %arg2, dims = [0, 1] : (tensor<1x3xui32>) -> tensor<131072x3xui32>
    %4 = stablehlo.broadcast_in_dim %arg0, dims = [0, 1] : (tensor<131072x1xui32>) -> tensor<131072x3xui32>
    %5 = stablehlo.add %3, %4 : tensor<131072x3xui32>
    %6 = stablehlo.broadcast_in_dim %arg3, dims = [0, 1] : (tensor<1x3xui32>) -> tensor<131072x3xui32>
    %7 = stablehlo.broadcast_in_dim %arg1, dims = [0, 1] : (tensor<131072x1xui32>) -> tensor<131072x3xui32>
    %8 = stablehlo.add %6, %7 : tensor<131072x3xui32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %9:9 = stablehlo.while(%iterArg = %c_3, %iterArg_4 = %c_2, %iterArg_5 = %5, %iterArg_6 = %8, %iterArg_7 = %arg1, %iterArg_8 = %2, %iterArg_9 = %arg0, %iterArg_10 = %c, %iterArg_11 = %c_0) : tensor<i32>, tensor<i32>, tensor<131072x3xui32>, tensor<131072x3xui32>, tensor<131072x1xui32>, tensor<131072x1xui32>, tensor<131072x1xui32>, tensor<4xui32>, tensor<4xui32>
    cond {
      %c_12 = stablehlo.constant dense<5> : tensor<i32>
      %10 = stablehlo.compare LT, %iterArg, %c_12, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %10 : tensor<i1>
    } do {
      %10:8 = func.call @closed_call_9(%iterArg_4, %iterArg_5, %iterArg_6, %iterArg_7, %iterArg_8, %iterArg_9, %iterArg_10, %iterArg_11) : (tensor<i32>, tensor<131072x3xui32>, tensor<131072x3xui32>, tensor<131072x1xui32>, tensor<131072x1xui32>, tensor<131072x1xui32>, tensor<4xui32>, tensor<4xui32>) -> (tensor<i32>, tensor<131072x3xui32>, tensor<131072x3xui32>, tensor<131072x1xui32>, tensor<131072x1xui32>, tensor<131072x1xui32>, tensor<4xui32>, tensor<4xui32>)
      %c_12 = stablehlo.constant dense<1> : tensor<i32>
      %11 = stablehlo.add %iterArg, %c_12 : tensor<i32>
      stablehlo.return %11, %10#0, %10#1, %10#2, %10#3, %10#4, %10#5, %10#6, %10#7 : tensor<i32>, tensor<i32>, tensor<131072x3xui32>, tensor<131072x3xui32>, tensor<131072x1xui32>, tensor<131072x1xui32>, tensor<131072x1xui32>, tensor<4xui32>, tensor<4xui32>
    }
    return %9#2, %9#3 : tensor<131072x3xui32>, tensor<131072x3xui32>
  }
  func.func private @closed_call_9(%arg0: tensor<i32>, %arg1: tensor<131072x3xui32>, %arg2: tensor<131072x3xui32>, %arg3: tensor<131072x1xui32>, %arg4: tensor<131072x1xui32>, %arg5: tensor<131072x1xui32>, %arg6: tensor<4xui32>, %arg7: tensor<4xui32>) -> (tensor<i32>, tensor<131072x3xui32>, tensor<131072x3xui32>, tensor<131072x1xui32>, tensor<131072x1xui32>, tensor<131072x1xui32>, tensor<4xui32>, tensor<4xui32>) {
    %c = stablehlo.constant dense<1> : tensor<i32>
    %0 = stablehlo.add %arg0, %c : tensor<i32>
    %1 = stablehlo.slice %arg6 [0:1] : (tensor<4xui32>) -> tensor<1xui32>
    %2 = stablehlo.reshape %1 : (tensor<1xui32>) -> tensor<ui32>
    %3 = stablehlo.add %arg1, %arg2 : tensor<131072x3xui32>
    %4 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<ui32>) -> tensor<131072x3xui32>
    %5 = stablehlo.shift_left %arg2, %4 : tensor<131072x3xui32>
    %c_0 = stablehlo.constant dense<32> : tensor<ui32>
    %6 = stablehlo.subtract %c_0, %2 : tensor<ui32>
    %7 = stablehlo.broadcast_in_dim %6, dims = [] : (tensor<ui32>) -> tensor<131072x3xui32>
    %8 = stablehlo.shift_right_logical %arg2, %7 : tensor<131072x3xui32>
    %9 = stablehlo.or %5, %8 : tensor<131072x3xui32>
    %10 = stablehlo.xor %3, %9 : tensor<131072x3xui32>
    %11 = stablehlo.slice %arg6 [1:2] : (tensor<4xui32>) -> tensor<1xui32>
    %12 = stablehlo.reshape %11 : (tensor<1xui32>) -> tensor<ui32>
    %13 = stablehlo.add %3, %10 : tensor<131072x3xui32>
    %14 = stablehlo.broadcast_in_dim %12, dims = [] : (tensor<ui32>) -> tensor<131072x3xui32>
    %15 = stablehlo.shift_left %10, %14 : tensor<131072x3xui32>
    %c_1 = stablehlo.constant dense<32> : tensor<ui32>
    %16 = stablehlo.subtract %c_1, %12 : tensor<ui32>
    %17 = stablehlo.broadcast_in_dim %16, dims = [] : (tensor<ui32>) -> tensor<131072x3xui32>
    %18 = stablehlo.shift_right_logical %10, %17 : tensor<131072x3xui32>
    %19 = stablehlo.or %15, %18 : tensor<131072x3xui32>
    %20 = stablehlo.xor %13, %19 : tensor<131072x3xui32>
    %21 = stablehlo.slice %arg6 [2:3] : (tensor<4xui32>) -> tensor<1xui32>
    %22 = stablehlo.reshape %21 : (tensor<1xui32>) -> tensor<ui32>
    %23 = stablehlo.add %13, %20 : tensor<131072x3xui32>
    %24 = stablehlo.broadcast_in_dim %22, dims = [] : (tensor<ui32>) -> tensor<131072x3xui32>
    %25 = stablehlo.shift_left %20, %24 : tensor<131072x3xui32>
    %c_2 = stablehlo.constant dense<32> : tensor<ui32>
    %26 = stablehlo.subtract %c_2, %22 : tensor<ui32>
    %27 = stablehlo.broadcast_in_dim %26, dims = [] : (tensor<ui32>) -> tensor<131072x3xui32>
    %28 = stablehlo.shift_right_logical %20, %27 : tensor<131072x3xui32>
    %29 = stablehlo.or %25, %28 : tensor<131072x3xui32>
    %30 = stablehlo.xor %23, %29 : tensor<131072x3xui32>
    %31 = stablehlo.slice %arg6 [3:4] : (tensor<4xui32>) -> tensor<1xui32>
    %32 = stablehlo.reshape %31 : (tensor<1xui32>) -> tensor<ui32>
    %33 = stablehlo.add %23, %30 : tensor<131072x3xui32>
    %34 = stablehlo.broadcast_in_dim %32, dims = [] : (tensor<ui32>) -> tensor<131072x3xui32>
    %35 = stablehlo.shift_left %30, %34 : tensor<131072x3xui32>
    %c_3 = stablehlo.constant dense<32> : tensor<ui32>
    %36 = stablehlo.subtract %c_3, %32 : tensor<ui32>
    %37 = stablehlo.broadcast_in_dim %36, dims = [] : (tensor<ui32>) -> tensor<131072x3xui32>
    %38 = stablehlo.shift_right_logical %30, %37 : tensor<131072x3xui32>
    %39 = stablehlo.or %35, %38 : tensor<131072x3xui32>
    %40 = stablehlo.xor %33, %39 : tensor<131072x3xui32>
    %41 = stablehlo.broadcast_in_dim %arg3, dims = [0, 1] : (tensor<131072x1xui32>) -> tensor<131072x3xui32>
    %42 = stablehlo.add %33, %41 : tensor<131072x3xui32>
    %43 = stablehlo.broadcast_in_dim %arg4, dims = [0, 1] : (tensor<131072x1xui32>) -> tensor<131072x3xui32>
    %44 = stablehlo.add %40, %43 : tensor<131072x3xui32>
    %c_4 = stablehlo.constant dense<1> : tensor<i32>
    %45 = stablehlo.add %arg0, %c_4 : tensor<i32>
    %46 = stablehlo.convert %45 : (tensor<i32>) -> tensor<ui32>
    %47 = stablehlo.broadcast_in_dim %46, dims = [] : (tensor<ui32>) -> tensor<131072x3xui32>
    %48 = stablehlo.add %44, %47 : tensor<131072x3xui32>
    return %0, %42, %48, %arg4, %arg5, %arg3, %arg7, %arg6 : tensor<i32>, tensor<131072x3xui32>, tensor<131072x3xui32>, tensor<131072x1xui32>, tensor<131072x1xui32>, tensor<131072x1xui32>, tensor<4xui32>, tensor<4xui32>
  }
  func.func private @_normal(%arg0: tensor<131072x2xui32>) -> tensor<131072xf32> {
    %0 = call @_normal_real(%arg0) : (tensor<131072x2xui32>) -> tensor<131072xf32>
    return %0 : tensor<131072xf32>
  }
  func.func private @_normal_real(%arg0: tensor<131072x2xui32>) -> tensor<131072xf32> {
    %cst = stablehlo.constant dense<-0.99999994> : tensor<f32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %0 = call @_uniform(%arg0, %cst, %cst_0) : (tensor<131072x2xui32>, tensor<f32>, tensor<f32>) -> tensor<131072xf32>
    %1 = chlo.erf_inv %0 : tensor<131072xf32> -> tensor<131072xf32>
    %cst_1 = stablehlo.constant dense<1.41421354> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<131072xf32>
    %3 = stablehlo.multiply %2, %1 : tensor<131072xf32>
    return %3 : tensor<131072xf32>
  }
  func.func private @_uniform(%arg0: tensor<131072x2xui32>, %arg1: tensor<f32>, %arg2: tensor<f32>) -> tensor<131072xf32> {
    %0 = stablehlo.slice %arg0 [0:131072, 0:1] : (tensor<131072x2xui32>) -> tensor<131072x1xui32>
    %1 = stablehlo.reshape %0 : (tensor<131072x1xui32>) -> tensor<131072xui32>
    %2 = stablehlo.slice %arg0 [0:131072, 1:2] : (tensor<131072x2xui32>) -> tensor<131072x1xui32>
    %3 = stablehlo.reshape %2 : (tensor<131072x1xui32>) -> tensor<131072xui32>
    %c = stablehlo.constant dense<0> : tensor<ui32>
    %c_0 = stablehlo.constant dense<0> : tensor<ui32>
    %4:2 = call @threefry2x32_10(%1, %3, %c, %c_0) : (tensor<131072xui32>, tensor<131072xui32>, tensor<ui32>, tensor<ui32>) -> (tensor<131072xui32>, tensor<131072xui32>)
    %5 = stablehlo.xor %4#0, %4#1 : tensor<131072xui32>
    %c_1 = stablehlo.constant dense<9> : tensor<ui32>
    %6 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<ui32>) -> tensor<131072xui32>
    %7 = stablehlo.shift_right_logical %5, %6 : tensor<131072xui32>
    %c_2 = stablehlo.constant dense<1065353216> : tensor<ui32>
    %8 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<ui32>) -> tensor<131072xui32>
    %9 = stablehlo.or %7, %8 : tensor<131072xui32>
    %10 = stablehlo.bitcast_convert %9 : (tensor<131072xui32>) -> tensor<131072xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %11 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<131072xf32>
    %12 = stablehlo.subtract %10, %11 : tensor<131072xf32>
    %13 = stablehlo.subtract %arg2, %arg1 : tensor<f32>
    %14 = stablehlo.broadcast_in_dim %13, dims = [] : (tensor<f32>) -> tensor<131072xf32>
    %15 = stablehlo.multiply %12, %14 : tensor<131072xf32>
    %16 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<f32>) -> tensor<131072xf32>
    %17 = stablehlo.add %15, %16 : tensor<131072xf32>
    %18 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<f32>) -> tensor<131072xf32>
    %19 = stablehlo.maximum %18, %17 : tensor<131072xf32>
    return %19 : tensor<131072xf32>
  }
  func.func private @threefry2x32_10(%arg0: tensor<131072xui32>, %arg1: tensor<131072xui32>, %arg2: tensor<ui32>, %arg3: tensor<ui32>) -> (tensor<131072xui32>, tensor<131072xui32>) {
    %c = stablehlo.constant dense<[13, 15, 26, 6]> : tensor<4xui32>
    %c_0 = stablehlo.constant dense<[17, 29, 16, 24]> : tensor<4xui32>
    %0 = stablehlo.xor %arg0, %arg1 : tensor<131072xui32>
    %c_1 = stablehlo.constant dense<466688986> : tensor<ui32>
    %1 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<ui32>) -> tensor<131072xui32>
    %2 = stablehlo.xor %0, %1 : tensor<131072xui32>
    %3 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<ui32>) -> tensor<131072xui32>
    %4 = stablehlo.add %3, %arg0 : tensor<131072xui32>
    %5 = stablehlo.broadcast_in_dim %arg3, dims = [] : (tensor<ui32>) -> tensor<131072xui32>
    %6 = stablehlo.add %5, %arg1 : tensor<131072xui32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %7:9 = stablehlo.while(%iterArg = %c_3, %iterArg_4 = %c_2, %iterArg_5 = %4, %iterArg_6 = %6, %iterArg_7 = %arg1, %iterArg_8 = %2, %iterArg_9 = %arg0, %iterArg_10 = %c, %iterArg_11 = %c_0) : tensor<i32>, tensor<i32>, tensor<131072xui32>, tensor<131072xui32>, tensor<131072xui32>, tensor<131072xui32>, tensor<131072xui32>, tensor<4xui32>, tensor<4xui32>
    cond {
      %c_12 = stablehlo.constant dense<5> : tensor<i32>
      %8 = stablehlo.compare LT, %iterArg, %c_12, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %8 : tensor<i1>
    } do {
      %8:8 = func.call @closed_call_11(%iterArg_4, %iterArg_5, %iterArg_6, %iterArg_7, %iterArg_8, %iterArg_9, %iterArg_10, %iterArg_11) : (tensor<i32>, tensor<131072xui32>, tensor<131072xui32>, tensor<131072xui32>, tensor<131072xui32>, tensor<131072xui32>, tensor<4xui32>, tensor<4xui32>) -> (tensor<i32>, tensor<131072xui32>, tensor<131072xui32>, tensor<131072xui32>, tensor<131072xui32>, tensor<131072xui32>, tensor<4xui32>, tensor<4xui32>)
      %c_12 = stablehlo.constant dense<1> : tensor<i32>
      %9 = stablehlo.add %iterArg, %c_12 : tensor<i32>
      stablehlo.return %9, %8#0, %8#1, %8#2, %8#3, %8#4, %8#5, %8#6, %8#7 : tensor<i32>, tensor<i32>, tensor<131072xui32>, tensor<131072xui32>, tensor<131072xui32>, tensor<131072xui32>, tensor<131072xui32>, tensor<4xui32>, tensor<4xui32>
    }
    return %7#2, %7#3 : tensor<131072xui32>, tensor<131072xui32>
  }
  func.func private @closed_call_11(%arg0: tensor<i32>, %arg1: tensor<131072xui32>, %arg2: tensor<131072xui32>, %arg3: tensor<131072xui32>, %arg4: tensor<131072xui32>, %arg5: tensor<131072xui32>, %arg6: tensor<4xui32>, %arg7: tensor<4xui32>) -> (tensor<i32>, tensor<131072xui32>, tensor<131072xui32>, tensor<131072xui32>, tensor<131072xui32>, tensor<131072xui32>, tensor<4xui32>, tensor<4xui32>) {
    %c = stablehlo.constant dense<1> : tensor<i32>
    %0 = stablehlo.add %arg0, %c : tensor<i32>
    %1 = stablehlo.slice %arg6 [0:1] : (tensor<4xui32>) -> tensor<1xui32>
    %2 = stablehlo.reshape %1 : (tensor<1xui32>) -> tensor<ui32>
    %3 = stablehlo.add %arg1, %arg2 : tensor<131072xui32>
    %4 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<ui32>) -> tensor<131072xui32>
    %5 = stablehlo.shift_left %arg2, %4 : tensor<131072xui32>
    %c_0 = stablehlo.constant dense<32> : tensor<ui32>
    %6 = stablehlo.subtract %c_0, %2 : tensor<ui32>
    %7 = stablehlo.broadcast_in_dim %6, dims = [] : (tensor<ui32>) -> tensor<131072xui32>
    %8 = stablehlo.shift_right_logical %arg2, %7 : tensor<131072xui32>
    %9 = stablehlo.or %5, %8 : tensor<131072xui32>
    %10 = stablehlo.xor %3, %9 : tensor<131072xui32>
    %11 = stablehlo.slice %arg6 [1:2] : (tensor<4xui32>) -> tensor<1xui32>
    %12 = stablehlo.reshape %11 : (tensor<1xui32>) -> tensor<ui32>
    %13 = stablehlo.add %3, %10 : tensor<131072xui32>
    %14 = stablehlo.broadcast_in_dim %12, dims = [] : (tensor<ui32>) -> tensor<131072xui32>
    %15 = stablehlo.shift_left %10, %14 : tensor<131072xui32>
    %c_1 = stablehlo.constant dense<32> : tensor<ui32>
    %16 = stablehlo.subtract %c_1, %12 : tensor<ui32>
    %17 = stablehlo.broadcast_in_dim %16, dims = [] : (tensor<ui32>) -> tensor<131072xui32>
    %18 = stablehlo.shift_right_logical %10, %17 : tensor<131072xui32>
    %19 = stablehlo.or %15, %18 : tensor<131072xui32>
    %20 = stablehlo.xor %13, %19 : tensor<131072xui32>
    %21 = stablehlo.slice %arg6 [2:3] : (tensor<4xui32>) -> tensor<1xui32>
    %22 = stablehlo.reshape %21 : (tensor<1xui32>) -> tensor<ui32>
    %23 = stablehlo.add %13, %20 : tensor<131072xui32>
    %24 = stablehlo.broadcast_in_dim %22, dims = [] : (tensor<ui32>) -> tensor<131072xui32>
    %25 = stablehlo.shift_left %20, %24 : tensor<131072xui32>
    %c_2 = stablehlo.constant dense<32> : tensor<ui32>
    %26 = stablehlo.subtract %c_2, %22 : tensor<ui32>
    %27 = stablehlo.broadcast_in_dim %26, dims = [] : (tensor<ui32>) -> tensor<131072xui32>
    %28 = stablehlo.shift_right_logical %20, %27 : tensor<131072xui32>
    %29 = stablehlo.or %25, %28 : tensor<131072xui32>
    %30 = stablehlo.xor %23, %29 : tensor<131072xui32>
    %31 = stablehlo.slice %arg6 [3:4] : (tensor<4xui32>) -> tensor<1xui32>
    %32 = stablehlo.reshape %31 : (tensor<1xui32>) -> tensor<ui32>
    %33 = stablehlo.add %23, %30 : tensor<131072xui32>
    %34 = stablehlo.broadcast_in_dim %32, dims = [] : (tensor<ui32>) -> tensor<131072xui32>
    %35 = stablehlo.shift_left %30, %34 : tensor<131072xui32>
    %c_3 = stablehlo.constant dense<32> : tensor<ui32>
    %36 = stablehlo.subtract %c_3, %32 : tensor<ui32>
    %37 = stablehlo.broadcast_in_dim %36, dims = [] : (tensor<ui32>) -> tensor<131072xui32>
    %38 = stablehlo.shift_right_logical %30, %37 : tensor<131072xui32>
    %39 = stablehlo.or %35, %38 : tensor<131072xui32>
    %40 = stablehlo.xor %33, %39 : tensor<131072xui32>
    %41 = stablehlo.add %33, %arg3 : tensor<131072xui32>
    %42 = stablehlo.add %40, %arg4 : tensor<131072xui32>
    %c_4 = stablehlo.constant dense<1> : tensor<i32>
    %43 = stablehlo.add %arg0, %c_4 : tensor<i32>
    %44 = stablehlo.convert %43 : (tensor<i32>) -> tensor<ui32>
    %45 = stablehlo.broadcast_in_dim %44, dims = [] : (tensor<ui32>) -> tensor<131072xui32>
    %46 = stablehlo.add %42, %45 : tensor<131072xui32>
    return %0, %41, %46, %arg4, %arg5, %arg3, %arg7, %arg6 : tensor<i32>, tensor<131072xui32>, tensor<131072xui32>, tensor<131072xui32>, tensor<131072xui32>, tensor<131072xui32>, tensor<4xui32>, tensor<4xui32>
  }
  func.func private @_uniform_12(%arg0: tensor<131072x2xui32>, %arg1: tensor<f32>, %arg2: tensor<f32>) -> tensor<131072xf32> {
    %0 = stablehlo.convert %arg1 : tensor<f32>
    %1 = stablehlo.convert %arg2 : tensor<f32>
    %2 = stablehlo.slice %arg0 [0:131072, 0:1] : (tensor<131072x2xui32>) -> tensor<131072x1xui32>
    %3 = stablehlo.reshape %2 : (tensor<131072x1xui32>) -> tensor<131072xui32>
    %4 = stablehlo.slice %arg0 [0:131072, 1:2] : (tensor<131072x2xui32>) -> tensor<131072x1xui32>
    %5 = stablehlo.reshape %4 : (tensor<131072x1xui32>) -> tensor<131072xui32>
    %c = stablehlo.constant dense<0> : tensor<ui32>
    %c_0 = stablehlo.constant dense<0> : tensor<ui32>
    %6:2 = call @threefry2x32_10(%3, %5, %c, %c_0) : (tensor<131072xui32>, tensor<131072xui32>, tensor<ui32>, tensor<ui32>) -> (tensor<131072xui32>, tensor<131072xui32>)
    %7 = stablehlo.xor %6#0, %6#1 : tensor<131072xui32>
    %c_1 = stablehlo.constant dense<9> : tensor<ui32>
    %8 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<ui32>) -> tensor<131072xui32>
    %9 = stablehlo.shift_right_logical %7, %8 : tensor<131072xui32>
    %c_2 = stablehlo.constant dense<1065353216> : tensor<ui32>
    %10 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<ui32>) -> tensor<131072xui32>
    %11 = stablehlo.or %9, %10 : tensor<131072xui32>
    %12 = stablehlo.bitcast_convert %11 : (tensor<131072xui32>) -> tensor<131072xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %13 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<131072xf32>
    %14 = stablehlo.subtract %12, %13 : tensor<131072xf32>
    %15 = stablehlo.subtract %1, %0 : tensor<f32>
    %16 = stablehlo.broadcast_in_dim %15, dims = [] : (tensor<f32>) -> tensor<131072xf32>
    %17 = stablehlo.multiply %14, %16 : tensor<131072xf32>
    %18 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<131072xf32>
    %19 = stablehlo.add %17, %18 : tensor<131072xf32>
    %20 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<131072xf32>
    %21 = stablehlo.maximum %20, %19 : tensor<131072xf32>
    return %21 : tensor<131072xf32>
  }
  func.func private @dynamic_index_in_dim(%arg0: tensor<131072xf32>, %arg1: tensor<i32>) -> tensor<f32> {
    %0 = stablehlo.dynamic_slice %arg0, %arg1, sizes = [1] : (tensor<131072xf32>, tensor<i32>) -> tensor<1xf32>
    %1 = stablehlo.reshape %0 : (tensor<1xf32>) -> tensor<f32>
    return %1 : tensor<f32>
  }
  func.func private @closed_call_13(%arg0: tensor<f32>, %arg1: tensor<f32>, %arg2: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.compare NE, %arg1, %arg1, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %1 = stablehlo.compare NE, %arg2, %arg2, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %2 = stablehlo.or %0, %1 : tensor<i1>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %3 = stablehlo.compare EQ, %arg2, %cst, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %4 = stablehlo.compare LT, %arg2, %cst_0, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %5 = stablehlo.compare LE, %arg1, %cst_1, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %6 = stablehlo.or %4, %5 : tensor<i1>
    %cst_2 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %7 = stablehlo.compare GT, %arg2, %cst_2, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %8 = stablehlo.compare GT, %arg2, %arg1, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %9 = stablehlo.and %7, %8 : tensor<i1>
    %10 = stablehlo.log %arg2 : tensor<f32>
    %11 = stablehlo.multiply %arg1, %10 : tensor<f32>
    %12 = stablehlo.subtract %11, %arg2 : tensor<f32>
    %13 = chlo.lgamma %arg1 : tensor<f32> -> tensor<f32>
    %14 = stablehlo.subtract %12, %13 : tensor<f32>
    %15 = stablehlo.compare LT, %14, %arg0, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %16 = stablehlo.or %3, %6 : tensor<i1>
    %17 = stablehlo.or %16, %15 : tensor<i1>
    %18 = stablehlo.or %17, %2 : tensor<i1>
    %19 = stablehlo.not %18 : tensor<i1>
    %20 = stablehlo.and %19, %9 : tensor<i1>
    %cst_3 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %21 = stablehlo.subtract %cst_3, %arg1 : tensor<f32>
    %22 = stablehlo.add %arg2, %21 : tensor<f32>
    %cst_4 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %23 = stablehlo.add %22, %cst_4 : tensor<f32>
    %cst_5 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %24 = stablehlo.add %arg2, %cst_5 : tensor<f32>
    %25 = stablehlo.multiply %23, %arg2 : tensor<f32>
    %26 = stablehlo.divide %24, %25 : tensor<f32>
    %27 = stablehlo.negate %arg2 : tensor<f32>
    %28 = stablehlo.multiply %26, %27 : tensor<f32>
    %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %29 = stablehlo.subtract %cst_6, %28 : tensor<f32>
    %30 = stablehlo.divide %29, %25 : tensor<f32>
    %cst_7 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %cst_9 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %cst_10 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %cst_11 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %cst_12 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %31:15 = stablehlo.while(%iterArg = %20, %iterArg_20 = %26, %iterArg_21 = %cst_7, %iterArg_22 = %21, %iterArg_23 = %23, %iterArg_24 = %cst_8, %iterArg_25 = %24, %iterArg_26 = %25, %iterArg_27 = %cst_9, %iterArg_28 = %arg2, %iterArg_29 = %cst_10, %iterArg_30 = %cst_11, %iterArg_31 = %cst_12, %iterArg_32 = %27, %iterArg_33 = %30) : tensor<i1>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>
    cond {
      %cst_34 = stablehlo.constant dense<2.000000e+03> : tensor<f32>
      %56 = stablehlo.compare LT, %iterArg_24, %cst_34, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %c = stablehlo.constant dense<false> : tensor<i1>
      %57 = stablehlo.reduce(%iterArg init: %c) applies stablehlo.or across dimensions = [] : (tensor<i1>, tensor<i1>) -> tensor<i1>
      %58 = stablehlo.and %56, %57 : tensor<i1>
      stablehlo.return %58 : tensor<i1>
    } do {
      %cst_34 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %56 = stablehlo.add %iterArg_24, %cst_34 : tensor<f32>
      %cst_35 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %57 = stablehlo.add %iterArg_22, %cst_35 : tensor<f32>
      %cst_36 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
      %58 = stablehlo.add %iterArg_23, %cst_36 : tensor<f32>
      %59 = stablehlo.multiply %57, %56 : tensor<f32>
      %60 = stablehlo.multiply %iterArg_25, %58 : tensor<f32>
      %61 = stablehlo.multiply %iterArg_27, %59 : tensor<f32>
      %62 = stablehlo.subtract %60, %61 : tensor<f32>
      %63 = stablehlo.multiply %iterArg_26, %58 : tensor<f32>
      %64 = stablehlo.multiply %iterArg_28, %59 : tensor<f32>
      %65 = stablehlo.subtract %63, %64 : tensor<f32>
      %cst_37 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %66 = stablehlo.compare NE, %65, %cst_37, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %67 = stablehlo.divide %62, %65 : tensor<f32>
      %68 = stablehlo.subtract %iterArg_20, %67 : tensor<f32>
      %69 = stablehlo.divide %68, %67 : tensor<f32>
      %70 = stablehlo.abs %69 : tensor<f32>
      %cst_38 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %71 = stablehlo.select %66, %70, %cst_38 : tensor<i1>, tensor<f32>
      %72 = stablehlo.select %66, %67, %iterArg_20 : tensor<i1>, tensor<f32>
      %73 = stablehlo.multiply %iterArg_31, %58 : tensor<f32>
      %74 = stablehlo.subtract %73, %iterArg_25 : tensor<f32>
      %75 = stablehlo.multiply %iterArg_29, %59 : tensor<f32>
      %76 = stablehlo.subtract %74, %75 : tensor<f32>
      %77 = stablehlo.multiply %iterArg_27, %56 : tensor<f32>
      %78 = stablehlo.add %76, %77 : tensor<f32>
      %79 = stablehlo.multiply %iterArg_32, %58 : tensor<f32>
      %80 = stablehlo.subtract %79, %iterArg_26 : tensor<f32>
      %81 = stablehlo.multiply %iterArg_30, %59 : tensor<f32>
      %82 = stablehlo.subtract %80, %81 : tensor<f32>
      %83 = stablehlo.multiply %iterArg_28, %56 : tensor<f32>
      %84 = stablehlo.add %82, %83 : tensor<f32>
      %85 = stablehlo.multiply %72, %84 : tensor<f32>
      %86 = stablehlo.subtract %78, %85 : tensor<f32>
      %87 = stablehlo.divide %86, %65 : tensor<f32>
      %88 = stablehlo.select %66, %87, %iterArg_33 : tensor<i1>, tensor<f32>
      %89 = stablehlo.subtract %88, %iterArg_33 : tensor<f32>
      %90 = stablehlo.abs %89 : tensor<f32>
      %cst_39 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %91 = stablehlo.select %66, %90, %cst_39 : tensor<i1>, tensor<f32>
      %92 = stablehlo.abs %62 : tensor<f32>
      %cst_40 = stablehlo.constant dense<1.1920929E-7> : tensor<f32>
      %cst_41 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %93 = stablehlo.broadcast_in_dim %cst_41, dims = [] : (tensor<f32>) -> tensor<f32>
      %94 = stablehlo.divide %93, %cst_40 : tensor<f32>
      %95 = stablehlo.compare GT, %92, %94, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %cst_42 = stablehlo.constant dense<1.1920929E-7> : tensor<f32>
      %96 = stablehlo.multiply %iterArg_25, %cst_42 : tensor<f32>
      %97 = stablehlo.select %95, %96, %iterArg_25 : tensor<i1>, tensor<f32>
      %cst_43 = stablehlo.constant dense<1.1920929E-7> : tensor<f32>
      %98 = stablehlo.multiply %62, %cst_43 : tensor<f32>
      %99 = stablehlo.select %95, %98, %62 : tensor<i1>, tensor<f32>
      %cst_44 = stablehlo.constant dense<1.1920929E-7> : tensor<f32>
      %100 = stablehlo.multiply %iterArg_26, %cst_44 : tensor<f32>
      %101 = stablehlo.select %95, %100, %iterArg_26 : tensor<i1>, tensor<f32>
      %cst_45 = stablehlo.constant dense<1.1920929E-7> : tensor<f32>
      %102 = stablehlo.multiply %65, %cst_45 : tensor<f32>
      %103 = stablehlo.select %95, %102, %65 : tensor<i1>, tensor<f32>
      %cst_46 = stablehlo.constant dense<1.1920929E-7> : tensor<f32>
      %104 = stablehlo.multiply %iterArg_31, %cst_46 : tensor<f32>
      %105 = stablehlo.select %95, %104, %iterArg_31 : tensor<i1>, tensor<f32>
      %cst_47 = stablehlo.constant dense<1.1920929E-7> : tensor<f32>
      %106 = stablehlo.multiply %iterArg_32, %cst_47 : tensor<f32>
      %107 = stablehlo.select %95, %106, %iterArg_32 : tensor<i1>, tensor<f32>
      %cst_48 = stablehlo.constant dense<1.1920929E-7> : tensor<f32>
      %108 = stablehlo.multiply %78, %cst_48 : tensor<f32>
      %109 = stablehlo.select %95, %108, %78 : tensor<i1>, tensor<f32>
      %cst_49 = stablehlo.constant dense<1.1920929E-7> : tensor<f32>
      %110 = stablehlo.multiply %84, %cst_49 : tensor<f32>
      %111 = stablehlo.select %95, %110, %84 : tensor<i1>, tensor<f32>
      %cst_50 = stablehlo.constant dense<1.1920929E-7> : tensor<f32>
      %112 = stablehlo.compare GT, %91, %cst_50, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %113 = stablehlo.and %iterArg, %112 : tensor<i1>
      %114 = stablehlo.select %iterArg, %72, %iterArg_20 : tensor<i1>, tensor<f32>
      %115 = stablehlo.select %iterArg, %71, %iterArg_21 : tensor<i1>, tensor<f32>
      %116 = stablehlo.select %iterArg, %57, %iterArg_22 : tensor<i1>, tensor<f32>
      %117 = stablehlo.select %iterArg, %58, %iterArg_23 : tensor<i1>, tensor<f32>
      %118 = stablehlo.select %iterArg, %99, %iterArg_25 : tensor<i1>, tensor<f32>
      %119 = stablehlo.select %iterArg, %103, %iterArg_26 : tensor<i1>, tensor<f32>
      %120 = stablehlo.select %iterArg, %97, %iterArg_27 : tensor<i1>, tensor<f32>
      %121 = stablehlo.select %iterArg, %101, %iterArg_28 : tensor<i1>, tensor<f32>
      %122 = stablehlo.select %iterArg, %105, %iterArg_29 : tensor<i1>, tensor<f32>
      %123 = stablehlo.select %iterArg, %107, %iterArg_30 : tensor<i1>, tensor<f32>
      %124 = stablehlo.select %iterArg, %109, %iterArg_31 : tensor<i1>, tensor<f32>
      %125 = stablehlo.select %iterArg, %111, %iterArg_32 : tensor<i1>, tensor<f32>
      %126 = stablehlo.select %iterArg, %88, %iterArg_33 : tensor<i1>, tensor<f32>
      stablehlo.return %113, %114, %115, %116, %117, %56, %118, %119, %120, %121, %122, %123, %124, %125, %126 : tensor<i1>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>
    }
    %32 = stablehlo.log %arg2 : tensor<f32>
    %33 = chlo.digamma %arg1 : tensor<f32> -> tensor<f32>
    %34 = stablehlo.subtract %32, %33 : tensor<f32>
    %35 = stablehlo.multiply %31#1, %34 : tensor<f32>
    %36 = stablehlo.add %31#14, %35 : tensor<f32>
    %37 = stablehlo.multiply %36, %arg2 : tensor<f32>
    %38 = stablehlo.negate %37 : tensor<f32>
    %39 = stablehlo.negate %38 : tensor<f32>
    %40 = stablehlo.not %9 : tensor<i1>
    %41 = stablehlo.and %19, %40 : tensor<i1>
    %cst_13 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %cst_14 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %cst_15 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %cst_16 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %42:7 = stablehlo.while(%iterArg = %41, %iterArg_20 = %arg1, %iterArg_21 = %cst_13, %iterArg_22 = %cst_14, %iterArg_23 = %arg2, %iterArg_24 = %cst_15, %iterArg_25 = %cst_16) : tensor<i1>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>
    cond {
      %c = stablehlo.constant dense<false> : tensor<i1>
      %56 = stablehlo.reduce(%iterArg init: %c) applies stablehlo.or across dimensions = [] : (tensor<i1>, tensor<i1>) -> tensor<i1>
      stablehlo.return %56 : tensor<i1>
    } do {
      %cst_26 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %56 = stablehlo.add %iterArg_20, %cst_26 : tensor<f32>
      %57 = stablehlo.divide %iterArg_23, %56 : tensor<f32>
      %58 = stablehlo.multiply %iterArg_24, %57 : tensor<f32>
      %59 = stablehlo.multiply %iterArg_21, %iterArg_23 : tensor<f32>
      %60 = stablehlo.multiply %56, %56 : tensor<f32>
      %61 = stablehlo.divide %59, %60 : tensor<f32>
      %62 = stablehlo.subtract %58, %61 : tensor<f32>
      %63 = stablehlo.add %iterArg_25, %62 : tensor<f32>
      %64 = stablehlo.divide %iterArg_23, %56 : tensor<f32>
      %65 = stablehlo.multiply %iterArg_21, %64 : tensor<f32>
      %66 = stablehlo.add %iterArg_22, %65 : tensor<f32>
      %67 = stablehlo.divide %62, %63 : tensor<f32>
      %68 = stablehlo.abs %67 : tensor<f32>
      %cst_27 = stablehlo.constant dense<1.1920929E-7> : tensor<f32>
      %69 = stablehlo.compare GT, %68, %cst_27, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %70 = stablehlo.and %iterArg, %69 : tensor<i1>
      %71 = stablehlo.select %iterArg, %56, %iterArg_20 : tensor<i1>, tensor<f32>
      %72 = stablehlo.select %iterArg, %65, %iterArg_21 : tensor<i1>, tensor<f32>
      %73 = stablehlo.select %iterArg, %66, %iterArg_22 : tensor<i1>, tensor<f32>
      %74 = stablehlo.select %iterArg, %iterArg_23, %iterArg_23 : tensor<i1>, tensor<f32>
      %75 = stablehlo.select %iterArg, %62, %iterArg_24 : tensor<i1>, tensor<f32>
      %76 = stablehlo.select %iterArg, %63, %iterArg_25 : tensor<i1>, tensor<f32>
      stablehlo.return %70, %71, %72, %73, %74, %75, %76 : tensor<i1>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>
    }
    %43 = stablehlo.log %arg2 : tensor<f32>
    %cst_17 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %44 = stablehlo.add %arg1, %cst_17 : tensor<f32>
    %45 = chlo.digamma %44 : tensor<f32> -> tensor<f32>
    %46 = stablehlo.subtract %43, %45 : tensor<f32>
    %47 = stablehlo.multiply %42#3, %46 : tensor<f32>
    %48 = stablehlo.add %42#6, %47 : tensor<f32>
    %49 = stablehlo.negate %48 : tensor<f32>
    %50 = stablehlo.multiply %49, %arg2 : tensor<f32>
    %51 = stablehlo.divide %50, %arg1 : tensor<f32>
    %52 = stablehlo.select %9, %39, %51 : tensor<i1>, tensor<f32>
    %cst_18 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %53 = stablehlo.select %3, %cst_18, %52 : tensor<i1>, tensor<f32>
    %54 = stablehlo.or %6, %2 : tensor<i1>
    %cst_19 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %55 = stablehlo.select %54, %cst_19, %53 : tensor<i1>, tensor<f32>
    return %55 : tensor<f32>
  }
  func.func private @dynamic_update_index_in_dim(%arg0: tensor<131072xf32>, %arg1: tensor<f32>, %arg2: tensor<i32>) -> tensor<131072xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2 : (tensor<131072xf32>, tensor<1xf32>, tensor<i32>) -> tensor<131072xf32>
    return %1 : tensor<131072xf32>
  }
  func.func private @_gamma_14(%arg0: tensor<2xui32>, %arg1: tensor<4096x64xf32>) -> (tensor<4096x64xf32>, tensor<4096x64xf32>) {
    %0 = stablehlo.reshape %arg0 : (tensor<2xui32>) -> tensor<1x2xui32>
    %1 = call @_threefry_split_15(%0) : (tensor<1x2xui32>) -> tensor<1x262144x2xui32>
    %2 = stablehlo.reshape %1 : (tensor<1x262144x2xui32>) -> tensor<262144x2xui32>
    %3 = stablehlo.reshape %arg1 : (tensor<4096x64xf32>) -> tensor<262144xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<262144xf32>
    %5 = stablehlo.compare GE, %3, %4, FLOAT : (tensor<262144xf32>, tensor<262144xf32>) -> tensor<262144xi1>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %6 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<262144xf32>
    %7 = stablehlo.add %3, %6 : tensor<262144xf32>
    %8 = stablehlo.select %5, %3, %7 : tensor<262144xi1>, tensor<262144xf32>
    %cst_1 = stablehlo.constant dense<0.333333343> : tensor<f32>
    %9 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<262144xf32>
    %10 = stablehlo.subtract %8, %9 : tensor<262144xf32>
    %11 = stablehlo.sqrt %10 : tensor<262144xf32>
    %cst_2 = stablehlo.constant dense<0.333333343> : tensor<f32>
    %12 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<262144xf32>
    %13 = stablehlo.divide %12, %11 : tensor<262144xf32>
    %14 = call @_threefry_split_18(%2) : (tensor<262144x2xui32>) -> tensor<262144x2x2xui32>
    %15 = stablehlo.slice %14 [0:262144, 0:1, 0:2] : (tensor<262144x2x2xui32>) -> tensor<262144x1x2xui32>
    %16 = stablehlo.reshape %15 : (tensor<262144x1x2xui32>) -> tensor<262144x2xui32>
    %17 = stablehlo.slice %14 [0:262144, 1:2, 0:2] : (tensor<262144x2x2xui32>) -> tensor<262144x1x2xui32>
    %18 = stablehlo.reshape %17 : (tensor<262144x1x2xui32>) -> tensor<262144x2xui32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %19 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<262144xf32>
    %cst_4 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %20 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<262144xf32>
    %cst_5 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %21 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<262144xf32>
    %22:6 = stablehlo.while(%iterArg = %10, %iterArg_13 = %13, %iterArg_14 = %16, %iterArg_15 = %19, %iterArg_16 = %20, %iterArg_17 = %21) : tensor<262144xf32>, tensor<262144xf32>, tensor<262144x2xui32>, tensor<262144xf32>, tensor<262144xf32>, tensor<262144xf32>
    cond {
      %41 = stablehlo.multiply %iterArg_15, %iterArg_15 : tensor<262144xf32>
      %cst_18 = stablehlo.constant dense<3.310000e-02> : tensor<f32>
      %42 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<f32>) -> tensor<262144xf32>
      %43 = stablehlo.multiply %42, %41 : tensor<262144xf32>
      %cst_19 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %44 = stablehlo.broadcast_in_dim %cst_19, dims = [] : (tensor<f32>) -> tensor<262144xf32>
      %45 = stablehlo.subtract %44, %43 : tensor<262144xf32>
      %46 = stablehlo.compare GE, %iterArg_17, %45, FLOAT : (tensor<262144xf32>, tensor<262144xf32>) -> tensor<262144xi1>
      %47 = stablehlo.log %iterArg_17 : tensor<262144xf32>
      %cst_20 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
      %48 = stablehlo.broadcast_in_dim %cst_20, dims = [] : (tensor<f32>) -> tensor<262144xf32>
      %49 = stablehlo.multiply %iterArg_15, %48 : tensor<262144xf32>
      %cst_21 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %50 = stablehlo.broadcast_in_dim %cst_21, dims = [] : (tensor<f32>) -> tensor<262144xf32>
      %51 = stablehlo.subtract %50, %iterArg_16 : tensor<262144xf32>
      %52 = stablehlo.log %iterArg_16 : tensor<262144xf32>
      %53 = stablehlo.add %51, %52 : tensor<262144xf32>
      %54 = stablehlo.multiply %iterArg, %53 : tensor<262144xf32>
      %55 = stablehlo.add %49, %54 : tensor<262144xf32>
      %56 = stablehlo.compare GE, %47, %55, FLOAT : (tensor<262144xf32>, tensor<262144xf32>) -> tensor<262144xi1>
      %57 = stablehlo.and %46, %56 : tensor<262144xi1>
      %c_22 = stablehlo.constant dense<false> : tensor<i1>
      %58 = stablehlo.reduce(%57 init: %c_22) applies stablehlo.or across dimensions = [0] : (tensor<262144xi1>, tensor<i1>) -> tensor<i1>
      stablehlo.return %58 : tensor<i1>
    } do {
      %41 = func.call @_threefry_split_21(%iterArg_14) : (tensor<262144x2xui32>) -> tensor<262144x3x2xui32>
      %42 = stablehlo.slice %41 [0:262144, 0:1, 0:2] : (tensor<262144x3x2xui32>) -> tensor<262144x1x2xui32>
      %43 = stablehlo.reshape %42 : (tensor<262144x1x2xui32>) -> tensor<262144x2xui32>
      %44 = stablehlo.slice %41 [0:262144, 1:2, 0:2] : (tensor<262144x3x2xui32>) -> tensor<262144x1x2xui32>
      %45 = stablehlo.reshape %44 : (tensor<262144x1x2xui32>) -> tensor<262144x2xui32>
      %46 = stablehlo.slice %41 [0:262144, 2:3, 0:2] : (tensor<262144x3x2xui32>) -> tensor<262144x1x2xui32>
      %47 = stablehlo.reshape %46 : (tensor<262144x1x2xui32>) -> tensor<262144x2xui32>
      %cst_18 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %48 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<f32>) -> tensor<262144xf32>
      %cst_19 = stablehlo.constant dense<-1.000000e+00> : tensor<f32>
      %49 = stablehlo.broadcast_in_dim %cst_19, dims = [] : (tensor<f32>) -> tensor<262144xf32>
      %50:4 = stablehlo.while(%iterArg_26 = %iterArg_13, %iterArg_27 = %45, %iterArg_28 = %48, %iterArg_29 = %49) : tensor<262144xf32>, tensor<262144x2xui32>, tensor<262144xf32>, tensor<262144xf32>
      cond {
        %cst_30 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
        %80 = stablehlo.broadcast_in_dim %cst_30, dims = [] : (tensor<f32>) -> tensor<262144xf32>
        %81 = stablehlo.compare LE, %iterArg_29, %80, FLOAT : (tensor<262144xf32>, tensor<262144xf32>) -> tensor<262144xi1>
        %c_31 = stablehlo.constant dense<false> : tensor<i1>
        %82 = stablehlo.reduce(%81 init: %c_31) applies stablehlo.or across dimensions = [0] : (tensor<262144xi1>, tensor<i1>) -> tensor<i1>
        stablehlo.return %82 : tensor<i1>
      } do {
        %80 = func.call @_threefry_split_18(%iterArg_27) : (tensor<262144x2xui32>) -> tensor<262144x2x2xui32>
        %81 = stablehlo.slice %80 [0:262144, 0:1, 0:2] : (tensor<262144x2x2xui32>) -> tensor<262144x1x2xui32>
        %82 = stablehlo.reshape %81 : (tensor<262144x1x2xui32>) -> tensor<262144x2xui32>
        %83 = stablehlo.slice %80 [0:262144, 1:2, 0:2] : (tensor<262144x2x2xui32>) -> tensor<262144x1x2xui32>
        %84 = stablehlo.reshape %83 : (tensor<262144x1x2xui32>) -> tensor<262144x2xui32>
        %85 = func.call @_normal_24(%84) : (tensor<262144x2xui32>) -> tensor<262144xf32>
        %86 = stablehlo.multiply %85, %iterArg_26 : tensor<262144xf32>
        %cst_30 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
        %87 = stablehlo.broadcast_in_dim %cst_30, dims = [] : (tensor<f32>) -> tensor<262144xf32>
        %88 = stablehlo.add %87, %86 : tensor<262144xf32>
        %cst_31 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
        %89 = stablehlo.broadcast_in_dim %cst_31, dims = [] : (tensor<f32>) -> tensor<262144xf32>
        %90 = stablehlo.compare LE, %iterArg_29, %89, FLOAT : (tensor<262144xf32>, tensor<262144xf32>) -> tensor<262144xi1>
        %91 = stablehlo.broadcast_in_dim %90, dims = [0] : (tensor<262144xi1>) -> tensor<262144x2xi1>
        %92 = stablehlo.select %91, %82, %iterArg_27 : tensor<262144x2xi1>, tensor<262144x2xui32>
        %93 = stablehlo.broadcast_in_dim %90, dims = [0] : (tensor<262144xi1>) -> tensor<262144xi1>
        %94 = stablehlo.select %93, %85, %iterArg_28 : tensor<262144xi1>, tensor<262144xf32>
        %95 = stablehlo.broadcast_in_dim %90, dims = [0] : (tensor<262144xi1>) -> tensor<262144xi1>
        %96 = stablehlo.select %95, %88, %iterArg_29 : tensor<262144xi1>, tensor<262144xf32>
        stablehlo.return %iterArg_26, %92, %94, %96 : tensor<262144xf32>, tensor<262144x2xui32>, tensor<262144xf32>, tensor<262144xf32>
      }
      %51 = stablehlo.multiply %50#2, %50#2 : tensor<262144xf32>
      %52 = stablehlo.multiply %50#3, %50#3 : tensor<262144xf32>
      %53 = stablehlo.multiply %52, %50#3 : tensor<262144xf32>
      %cst_20 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %cst_21 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %54 = func.call @_uniform_29(%47, %cst_20, %cst_21) : (tensor<262144x2xui32>, tensor<f32>, tensor<f32>) -> tensor<262144xf32>
      %55 = stablehlo.multiply %iterArg_15, %iterArg_15 : tensor<262144xf32>
      %cst_22 = stablehlo.constant dense<3.310000e-02> : tensor<f32>
      %56 = stablehlo.broadcast_in_dim %cst_22, dims = [] : (tensor<f32>) -> tensor<262144xf32>
      %57 = stablehlo.multiply %56, %55 : tensor<262144xf32>
      %cst_23 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %58 = stablehlo.broadcast_in_dim %cst_23, dims = [] : (tensor<f32>) -> tensor<262144xf32>
      %59 = stablehlo.subtract %58, %57 : tensor<262144xf32>
      %60 = stablehlo.compare GE, %iterArg_17, %59, FLOAT : (tensor<262144xf32>, tensor<262144xf32>) -> tensor<262144xi1>
      %61 = stablehlo.log %iterArg_17 : tensor<262144xf32>
      %cst_24 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
      %62 = stablehlo.broadcast_in_dim %cst_24, dims = [] : (tensor<f32>) -> tensor<262144xf32>
      %63 = stablehlo.multiply %iterArg_15, %62 : tensor<262144xf32>
      %cst_25 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %64 = stablehlo.broadcast_in_dim %cst_25, dims = [] : (tensor<f32>) -> tensor<262144xf32>
      %65 = stablehlo.subtract %64, %iterArg_16 : tensor<262144xf32>
      %66 = stablehlo.log %iterArg_16 : tensor<262144xf32>
      %67 = stablehlo.add %65, %66 : tensor<262144xf32>
      %68 = stablehlo.multiply %iterArg, %67 : tensor<262144xf32>
      %69 = stablehlo.add %63, %68 : tensor<262144xf32>
      %70 = stablehlo.compare GE, %61, %69, FLOAT : (tensor<262144xf32>, tensor<262144xf32>) -> tensor<262144xi1>
      %71 = stablehlo.and %60, %70 : tensor<262144xi1>
      %72 = stablehlo.broadcast_in_dim %71, dims = [0] : (tensor<262144xi1>) -> tensor<262144x2xi1>
      %73 = stablehlo.select %72, %43, %iterArg_14 : tensor<262144x2xi1>, tensor<262144x2xui32>
      %74 = stablehlo.broadcast_in_dim %71, dims = [0] : (tensor<262144xi1>) -> tensor<262144xi1>
      %75 = stablehlo.select %74, %51, %iterArg_15 : tensor<262144xi1>, tensor<262144xf32>
      %76 = stablehlo.broadcast_in_dim %71, dims = [0] : (tensor<262144xi1>) -> tensor<262144xi1>
      %77 = stablehlo.select %76, %53, %iterArg_16 : tensor<262144xi1>, tensor<262144xf32>
      %78 = stablehlo.broadcast_in_dim %71, dims = [0] : (tensor<262144xi1>) -> tensor<262144xi1>
      %79 = stablehlo.select %78, %54, %iterArg_17 : tensor<262144xi1>, tensor<262144xf32>
      stablehlo.return %iterArg, %iterArg_13, %73, %75, %77, %79 : tensor<262144xf32>, tensor<262144xf32>, tensor<262144x2xui32>, tensor<262144xf32>, tensor<262144xf32>, tensor<262144xf32>
    }
    %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %cst_7 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %23 = call @_uniform_29(%18, %cst_6, %cst_7) : (tensor<262144x2xui32>, tensor<f32>, tensor<f32>) -> tensor<262144xf32>
    %cst_8 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %24 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<262144xf32>
    %25 = stablehlo.subtract %24, %23 : tensor<262144xf32>
    %cst_9 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %26 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<262144xf32>
    %27 = stablehlo.divide %26, %3 : tensor<262144xf32>
    %28 = stablehlo.power %25, %27 : tensor<262144xf32>
    %cst_10 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %29 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<262144xf32>
    %30 = stablehlo.select %5, %29, %28 : tensor<262144xi1>, tensor<262144xf32>
    %31 = stablehlo.multiply %10, %22#4 : tensor<262144xf32>
    %32 = stablehlo.multiply %31, %30 : tensor<262144xf32>
    %33 = stablehlo.reshape %32 : (tensor<262144xf32>) -> tensor<4096x64xf32>
    %34 = stablehlo.reshape %33 : (tensor<4096x64xf32>) -> tensor<262144xf32>
    %35 = stablehlo.reshape %arg1 : (tensor<4096x64xf32>) -> tensor<262144xf32>
    %cst_11 = stablehlo.constant dense<3.40282347E+38> : tensor<f32>
    %36 = stablehlo.log %cst_11 : tensor<f32>
    %37 = stablehlo.negate %36 : tensor<f32>
    %cst_12 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %38 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<262144xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %39:5 = stablehlo.while(%iterArg = %35, %iterArg_13 = %34, %iterArg_14 = %37, %iterArg_15 = %c, %iterArg_16 = %38) : tensor<262144xf32>, tensor<262144xf32>, tensor<f32>, tensor<i32>, tensor<262144xf32>
    cond {
      %c_17 = stablehlo.constant dense<262144> : tensor<i32>
      %41 = stablehlo.compare LT, %iterArg_15, %c_17, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %41 : tensor<i1>
    } do {
      %41 = func.call @dynamic_index_in_dim_30(%iterArg, %iterArg_15) : (tensor<262144xf32>, tensor<i32>) -> tensor<f32>
      %42 = func.call @dynamic_index_in_dim_30(%iterArg_13, %iterArg_15) : (tensor<262144xf32>, tensor<i32>) -> tensor<f32>
      %43 = func.call @closed_call_31(%iterArg_14, %41, %42) : (tensor<f32>, tensor<f32>, tensor<f32>) -> tensor<f32>
      %44 = func.call @dynamic_update_index_in_dim_32(%iterArg_16, %43, %iterArg_15) : (tensor<262144xf32>, tensor<f32>, tensor<i32>) -> tensor<262144xf32>
      %c_17 = stablehlo.constant dense<1> : tensor<i32>
      %45 = stablehlo.add %iterArg_15, %c_17 : tensor<i32>
      stablehlo.return %iterArg, %iterArg_13, %iterArg_14, %45, %44 : tensor<262144xf32>, tensor<262144xf32>, tensor<f32>, tensor<i32>, tensor<262144xf32>
    }
    %40 = stablehlo.reshape %39#4 : (tensor<262144xf32>) -> tensor<4096x64xf32>
    return %33, %40 : tensor<4096x64xf32>, tensor<4096x64xf32>
  }
  func.func private @_threefry_split_15(%arg0: tensor<1x2xui32>) -> tensor<1x262144x2xui32> {
    %0 = stablehlo.slice %arg0 [0:1, 0:1] : (tensor<1x2xui32>) -> tensor<1x1xui32>
    %1 = stablehlo.reshape %0 : (tensor<1x1xui32>) -> tensor<1xui32>
    %2 = stablehlo.slice %arg0 [0:1, 1:2] : (tensor<1x2xui32>) -> tensor<1x1xui32>
    %3 = stablehlo.reshape %2 : (tensor<1x1xui32>) -> tensor<1xui32>
    %4 = stablehlo.iota dim = 0 : tensor<262144xui64>
    %c = stablehlo.constant dense<1> : tensor<ui64>
    %5 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<ui64>) -> tensor<262144xui64>
    %6 = stablehlo.multiply %5, %4 : tensor<262144xui64>
    %c_0 = stablehlo.constant dense<32> : tensor<ui64>
    %7 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<ui64>) -> tensor<262144xui64>
    %8 = stablehlo.shift_right_logical %6, %7 : tensor<262144xui64>
    %9 = stablehlo.convert %6 : (tensor<262144xui64>) -> tensor<262144xui32>
    %10 = stablehlo.convert %8 : (tensor<262144xui64>) -> tensor<262144xui32>
    %11 = stablehlo.broadcast_in_dim %10, dims = [1] : (tensor<262144xui32>) -> tensor<1x262144xui32>
    %12 = stablehlo.broadcast_in_dim %9, dims = [1] : (tensor<262144xui32>) -> tensor<1x262144xui32>
    %13 = stablehlo.broadcast_in_dim %1, dims = [0] : (tensor<1xui32>) -> tensor<1x1xui32>
    %14 = stablehlo.broadcast_in_dim %3, dims = [0] : (tensor<1xui32>) -> tensor<1x1xui32>
    %15:2 = call @threefry2x32_16(%13, %14, %11, %12) : (tensor<1x1xui32>, tensor<1x1xui32>, tensor<1x262144xui32>, tensor<1x262144xui32>) -> (tensor<1x262144xui32>, tensor<1x262144xui32>)
    %16 = stablehlo.broadcast_in_dim %15#0, dims = [0, 1] : (tensor<1x262144xui32>) -> tensor<1x262144x1xui32>
    %17 = stablehlo.broadcast_in_dim %15#1, dims = [0, 1] : (tensor<1x262144xui32>) -> tensor<1x262144x1xui32>
    %18 = stablehlo.concatenate %16, %17, dim = 2 : (tensor<1x262144x1xui32>, tensor<1x262144x1xui32>) -> tensor<1x262144x2xui32>
    return %18 : tensor<1x262144x2xui32>
  }
  func.func private @threefry2x32_16(%arg0: tensor<1x1xui32>, %arg1: tensor<1x1xui32>, %arg2: tensor<1x262144xui32>, %arg3: tensor<1x262144xui32>) -> (tensor<1x262144xui32>, tensor<1x262144xui32>) {
    %c = stablehlo.constant dense<[13, 15, 26, 6]> : tensor<4xui32>
    %c_0 = stablehlo.constant dense<[17, 29, 16, 24]> : tensor<4xui32>
    %0 = stablehlo.xor %arg0, %arg1 : tensor<1x1xui32>
    %c_1 = stablehlo.constant dense<466688986> : tensor<ui32>
    %1 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<ui32>) -> tensor<1x1xui32>
    %2 = stablehlo.xor %0, %1 : tensor<1x1xui32>
    %3 = stablehlo.broadcast_in_dim %arg0, dims = [0, 1] : (tensor<1x1xui32>) -> tensor<1x262144xui32>
    %4 = stablehlo.add %arg2, %3 : tensor<1x262144xui32>
    %5 = stablehlo.broadcast_in_dim %arg1, dims = [0, 1] : (tensor<1x1xui32>) -> tensor<1x262144xui32>
    %6 = stablehlo.add %arg3, %5 : tensor<1x262144xui32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %7:9 = stablehlo.while(%iterArg = %c_3, %iterArg_4 = %c_2, %iterArg_5 = %4, %iterArg_6 = %6, %iterArg_7 = %arg1, %iterArg_8 = %2, %iterArg_9 = %arg0, %iterArg_10 = %c, %iterArg_11 = %c_0) : tensor<i32>, tensor<i32>, tensor<1x262144xui32>, tensor<1x262144xui32>, tensor<1x1xui32>, tensor<1x1xui32>, tensor<1x1xui32>, tensor<4xui32>, tensor<4xui32>
    cond {
      %c_12 = stablehlo.constant dense<5> : tensor<i32>
      %8 = stablehlo.compare LT, %iterArg, %c_12, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %8 : tensor<i1>
    } do {
      %8:8 = func.call @closed_call_17(%iterArg_4, %iterArg_5, %iterArg_6, %iterArg_7, %iterArg_8, %iterArg_9, %iterArg_10, %iterArg_11) : (tensor<i32>, tensor<1x262144xui32>, tensor<1x262144xui32>, tensor<1x1xui32>, tensor<1x1xui32>, tensor<1x1xui32>, tensor<4xui32>, tensor<4xui32>) -> (tensor<i32>, tensor<1x262144xui32>, tensor<1x262144xui32>, tensor<1x1xui32>, tensor<1x1xui32>, tensor<1x1xui32>, tensor<4xui32>, tensor<4xui32>)
      %c_12 = stablehlo.constant dense<1> : tensor<i32>
      %9 = stablehlo.add %iterArg, %c_12 : tensor<i32>
      stablehlo.return %9, %8#0, %8#1, %8#2, %8#3, %8#4, %8#5, %8#6, %8#7 : tensor<i32>, tensor<i32>, tensor<1x262144xui32>, tensor<1x262144xui32>, tensor<1x1xui32>, tensor<1x1xui32>, tensor<1x1xui32>, tensor<4xui32>, tensor<4xui32>
    }
    return %7#2, %7#3 : tensor<1x262144xui32>, tensor<1x262144xui32>
  }
  func.func private @closed_call_17(%arg0: tensor<i32>, %arg1: tensor<1x262144xui32>, %arg2: tensor<1x262144xui32>, %arg3: tensor<1x1xui32>, %arg4: tensor<1x1xui32>, %arg5: tensor<1x1xui32>, %arg6: tensor<4xui32>, %arg7: tensor<4xui32>) -> (tensor<i32>, tensor<1x262144xui32>, tensor<1x262144xui32>, tensor<1x1xui32>, tensor<1x1xui32>, tensor<1x1xui32>, tensor<4xui32>, tensor<4xui32>) {
    %c = stablehlo.constant dense<1> : tensor<i32>
    %0 = stablehlo.add %arg0, %c : tensor<i32>
    %1 = stablehlo.slice %arg6 [0:1] : (tensor<4xui32>) -> tensor<1xui32>
    %2 = stablehlo.reshape %1 : (tensor<1xui32>) -> tensor<ui32>
    %3 = stablehlo.add %arg1, %arg2 : tensor<1x262144xui32>
    %4 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<ui32>) -> tensor<1x262144xui32>
    %5 = stablehlo.shift_left %arg2, %4 : tensor<1x262144xui32>
    %c_0 = stablehlo.constant dense<32> : tensor<ui32>
    %6 = stablehlo.subtract %c_0, %2 : tensor<ui32>
    %7 = stablehlo.broadcast_in_dim %6, dims = [] : (tensor<ui32>) -> tensor<1x262144xui32>
    %8 = stablehlo.shift_right_logical %arg2, %7 : tensor<1x262144xui32>
    %9 = stablehlo.or %5, %8 : tensor<1x262144xui32>
    %10 = stablehlo.xor %3, %9 : tensor<1x262144xui32>
    %11 = stablehlo.slice %arg6 [1:2] : (tensor<4xui32>) -> tensor<1xui32>
    %12 = stablehlo.reshape %11 : (tensor<1xui32>) -> tensor<ui32>
    %13 = stablehlo.add %3, %10 : tensor<1x262144xui32>
    %14 = stablehlo.broadcast_in_dim %12, dims = [] : (tensor<ui32>) -> tensor<1x262144xui32>
    %15 = stablehlo.shift_left %10, %14 : tensor<1x262144xui32>
    %c_1 = stablehlo.constant dense<32> : tensor<ui32>
    %16 = stablehlo.subtract %c_1, %12 : tensor<ui32>
    %17 = stablehlo.broadcast_in_dim %16, dims = [] : (tensor<ui32>) -> tensor<1x262144xui32>
    %18 = stablehlo.shift_right_logical %10, %17 : tensor<1x262144xui32>
    %19 = stablehlo.or %15, %18 : tensor<1x262144xui32>
    %20 = stablehlo.xor %13, %19 : tensor<1x262144xui32>
    %21 = stablehlo.slice %arg6 [2:3] : (tensor<4xui32>) -> tensor<1xui32>
    %22 = stablehlo.reshape %21 : (tensor<1xui32>) -> tensor<ui32>
    %23 = stablehlo.add %13, %20 : tensor<1x262144xui32>
    %24 = stablehlo.broadcast_in_dim %22, dims = [] : (tensor<ui32>) -> tensor<1x262144xui32>
    %25 = stablehlo.shift_left %20, %24 : tensor<1x262144xui32>
    %c_2 = stablehlo.constant dense<32> : tensor<ui32>
    %26 = stablehlo.subtract %c_2, %22 : tensor<ui32>
    %27 = stablehlo.broadcast_in_dim %26, dims = [] : (tensor<ui32>) -> tensor<1x262144xui32>
    %28 = stablehlo.shift_right_logical %20, %27 : tensor<1x262144xui32>
    %29 = stablehlo.or %25, %28 : tensor<1x262144xui32>
    %30 = stablehlo.xor %23, %29 : tensor<1x262144xui32>
    %31 = stablehlo.slice %arg6 [3:4] : (tensor<4xui32>) -> tensor<1xui32>
    %32 = stablehlo.reshape %31 : (tensor<1xui32>) -> tensor<ui32>
    %33 = stablehlo.add %23, %30 : tensor<1x262144xui32>
    %34 = stablehlo.broadcast_in_dim %32, dims = [] : (tensor<ui32>) -> tensor<1x262144xui32>
    %35 = stablehlo.shift_left %30, %34 : tensor<1x262144xui32>
    %c_3 = stablehlo.constant dense<32> : tensor<ui32>
    %36 = stablehlo.subtract %c_3, %32 : tensor<ui32>
    %37 = stablehlo.broadcast_in_dim %36, dims = [] : (tensor<ui32>) -> tensor<1x262144xui32>
    %38 = stablehlo.shift_right_logical %30, %37 : tensor<1x262144xui32>
    %39 = stablehlo.or %35, %38 : tensor<1x262144xui32>
    %40 = stablehlo.xor %33, %39 : tensor<1x262144xui32>
    %41 = stablehlo.broadcast_in_dim %arg3, dims = [0, 1] : (tensor<1x1xui32>) -> tensor<1x262144xui32>
    %42 = stablehlo.add %33, %41 : tensor<1x262144xui32>
    %43 = stablehlo.broadcast_in_dim %arg4, dims = [0, 1] : (tensor<1x1xui32>) -> tensor<1x262144xui32>
    %44 = stablehlo.add %40, %43 : tensor<1x262144xui32>
    %c_4 = stablehlo.constant dense<1> : tensor<i32>
    %45 = stablehlo.add %arg0, %c_4 : tensor<i32>
    %46 = stablehlo.convert %45 : (tensor<i32>) -> tensor<ui32>
    %47 = stablehlo.broadcast_in_dim %46, dims = [] : (tensor<ui32>) -> tensor<1x262144xui32>
    %48 = stablehlo.add %44, %47 : tensor<1x262144xui32>
    return %0, %42, %48, %arg4, %arg5, %arg3, %arg7, %arg6 : tensor<i32>, tensor<1x262144xui32>, tensor<1x262144xui32>, tensor<1x1xui32>, tensor<1x1xui32>, tensor<1x1xui32>, tensor<4xui32>, tensor<4xui32>
  }
  func.func private @_threefry_split_18(%arg0: tensor<262144x2xui32>) -> tensor<262144x2x2xui32> {
    %0 = stablehlo.slice %arg0 [0:262144, 0:1] : (tensor<262144x2xui32>) -> tensor<262144x1xui32>
    %1 = stablehlo.reshape %0 : (tensor<262144x1xui32>) -> tensor<262144xui32>
    %2 = stablehlo.slice %arg0 [0:262144, 1:2] : (tensor<262144x2xui32>) -> tensor<262144x1xui32>
    %3 = stablehlo.reshape %2 : (tensor<262144x1xui32>) -> tensor<262144xui32>
    %4 = stablehlo.iota dim = 0 : tensor<2xui64>
    %c = stablehlo.constant dense<1> : tensor<ui64>
    %5 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<ui64>) -> tensor<2xui64>
    %6 = stablehlo.multiply %5, %4 : tensor<2xui64>
    %c_0 = stablehlo.constant dense<32> : tensor<ui64>
    %7 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<ui64>) -> tensor<2xui64>
    %8 = stablehlo.shift_right_logical %6, %7 : tensor<2xui64>
    %9 = stablehlo.convert %6 : (tensor<2xui64>) -> tensor<2xui32>
    %10 = stablehlo.convert %8 : (tensor<2xui64>) -> tensor<2xui32>
    %11 = stablehlo.broadcast_in_dim %10, dims = [1] : (tensor<2xui32>) -> tensor<1x2xui32>
    %12 = stablehlo.broadcast_in_dim %9, dims = [1] : (tensor<2xui32>) -> tensor<1x2xui32>
    %13 = stablehlo.broadcast_in_dim %1, dims = [0] : (tensor<262144xui32>) -> tensor<262144x1xui32>
    %14 = stablehlo.broadcast_in_dim %3, dims = [0] : (tensor<262144xui32>) -> tensor<262144x1xui32>
    %15:2 = call @threefry2x32_19(%13, %14, %11, %12) : (tensor<262144x1xui32>, tensor<262144x1xui32>, tensor<1x2xui32>, tensor<1x2xui32>) -> (tensor<262144x2xui32>, tensor<262144x2xui32>)
    %16 = stablehlo.broadcast_in_dim %15#0, dims = [0, 1] : (tensor<262144x2xui32>) -> tensor<262144x2x1xui32>
    %17 = stablehlo.broadcast_in_dim %15#1, dims = [0, 1] : (tensor<262144x2xui32>) -> tensor<262144x2x1xui32>
    %18 = stablehlo.concatenate %16, %17, dim = 2 : (tensor<262144x2x1xui32>, tensor<262144x2x1xui32>) -> tensor<262144x2x2xui32>
    return %18 : tensor<262144x2x2xui32>
  }
  func.func private @threefry2x32_19(%arg0: tensor<262144x1xui32>, %arg1: tensor<262144x1xui32>, %arg2: tensor<1x2xui32>, %arg3: tensor<1x2xui32>) -> (tensor<262144x2xui32>, tensor<262144x2xui32>) {
    %c = stablehlo.constant dense<[13, 15, 26, 6]> : tensor<4xui32>
    %c_0 = stablehlo.constant dense<[17, 29, 16, 24]> : tensor<4xui32>
    %0 = stablehlo.xor %arg0, %arg1 : tensor<262144x1xui32>
    %c_1 = stablehlo.constant dense<466688986> : tensor<ui32>
    %1 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<ui32>) -> tensor<262144x1xui32>
    %2 = stablehlo.xor %0, %1 : tensor<262144x1xui32>
    %3 = stablehlo.broadcast_in_dim %arg2, dims = [0, 1] : (tensor<1x2xui32>) -> tensor<262144x2xui32>
    %4 = stablehlo.broadcast_in_dim %arg0, dims = [0, 1] : (tensor<262144x1xui32>) -> tensor<262144x2xui32>
    %5 = stablehlo.add %3, %4 : tensor<262144x2xui32>
    %6 = stablehlo.broadcast_in_dim %arg3, dims = [0, 1] : (tensor<1x2xui32>) -> tensor<262144x2xui32>
    %7 = stablehlo.broadcast_in_dim %arg1, dims = [0, 1] : (tensor<262144x1xui32>) -> tensor<262144x2xui32>
    %8 = stablehlo.add %6, %7 : tensor<262144x2xui32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %9:9 = stablehlo.while(%iterArg = %c_3, %iterArg_4 = %c_2, %iterArg_5 = %5, %iterArg_6 = %8, %iterArg_7 = %arg1, %iterArg_8 = %2, %iterArg_9 = %arg0, %iterArg_10 = %c, %iterArg_11 = %c_0) : tensor<i32>, tensor<i32>, tensor<262144x2xui32>, tensor<262144x2xui32>, tensor<262144x1xui32>, tensor<262144x1xui32>, tensor<262144x1xui32>, tensor<4xui32>, tensor<4xui32>
    cond {
      %c_12 = stablehlo.constant dense<5> : tensor<i32>
      %10 = stablehlo.compare LT, %iterArg, %c_12, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %10 : tensor<i1>
    } do {
      %10:8 = func.call @closed_call_20(%iterArg_4, %iterArg_5, %iterArg_6, %iterArg_7, %iterArg_8, %iterArg_9, %iterArg_10, %iterArg_11) : (tensor<i32>, tensor<262144x2xui32>, tensor<262144x2xui32>, tensor<262144x1xui32>, tensor<262144x1xui32>, tensor<262144x1xui32>, tensor<4xui32>, tensor<4xui32>) -> (tensor<i32>, tensor<262144x2xui32>, tensor<262144x2xui32>, tensor<262144x1xui32>, tensor<262144x1xui32>, tensor<262144x1xui32>, tensor<4xui32>, tensor<4xui32>)
      %c_12 = stablehlo.constant dense<1> : tensor<i32>
      %11 = stablehlo.add %iterArg, %c_12 : tensor<i32>
      stablehlo.return %11, %10#0, %10#1, %10#2, %10#3, %10#4, %10#5, %10#6, %10#7 : tensor<i32>, tensor<i32>, tensor<262144x2xui32>, tensor<262144x2xui32>, tensor<262144x1xui32>, tensor<262144x1xui32>, tensor<262144x1xui32>, tensor<4xui32>, tensor<4xui32>
    }
    return %9#2, %9#3 : tensor<262144x2xui32>, tensor<262144x2xui32>
  }
  func.func private @closed_call_20(%arg0: tensor<i32>, %arg1: tensor<262144x2xui32>, %arg2: tensor<262144x2xui32>, %arg3: tensor<262144x1xui32>, %arg4: tensor<262144x1xui32>, %arg5: tensor<262144x1xui32>, %arg6: tensor<4xui32>, %arg7: tensor<4xui32>) -> (tensor<i32>, tensor<262144x2xui32>, tensor<262144x2xui32>, tensor<262144x1xui32>, tensor<262144x1xui32>, tensor<262144x1xui32>, tensor<4xui32>, tensor<4xui32>) {
    %c = stablehlo.constant dense<1> : tensor<i32>
    %0 = stablehlo.add %arg0, %c : tensor<i32>
    %1 = stablehlo.slice %arg6 [0:1] : (tensor<4xui32>) -> tensor<1xui32>
    %2 = stablehlo.reshape %1 : (tensor<1xui32>) -> tensor<ui32>
    %3 = stablehlo.add %arg1, %arg2 : tensor<262144x2xui32>
    %4 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<ui32>) -> tensor<262144x2xui32>
    %5 = stablehlo.shift_left %arg2, %4 : tensor<262144x2xui32>
    %c_0 = stablehlo.constant dense<32> : tensor<ui32>
    %6 = stablehlo.subtract %c_0, %2 : tensor<ui32>
    %7 = stablehlo.broadcast_in_dim %6, dims = [] : (tensor<ui32>) -> tensor<262144x2xui32>
    %8 = stablehlo.shift_right_logical %arg2, %7 : tensor<262144x2xui32>
    %9 = stablehlo.or %5, %8 : tensor<262144x2xui32>
    %10 = stablehlo.xor %3, %9 : tensor<262144x2xui32>
    %11 = stablehlo.slice %arg6 [1:2] : (tensor<4xui32>) -> tensor<1xui32>
    %12 = stablehlo.reshape %11 : (tensor<1xui32>) -> tensor<ui32>
    %13 = stablehlo.add %3, %10 : tensor<262144x2xui32>
    %14 = stablehlo.broadcast_in_dim %12, dims = [] : (tensor<ui32>) -> tensor<262144x2xui32>
    %15 = stablehlo.shift_left %10, %14 : tensor<262144x2xui32>
    %c_1 = stablehlo.constant dense<32> : tensor<ui32>
    %16 = stablehlo.subtract %c_1, %12 : tensor<ui32>
    %17 = stablehlo.broadcast_in_dim %16, dims = [] : (tensor<ui32>) -> tensor<262144x2xui32>
    %18 = stablehlo.shift_right_logical %10, %17 : tensor<262144x2xui32>
    %19 = stablehlo.or %15, %18 : tensor<262144x2xui32>
    %20 = stablehlo.xor %13, %19 : tensor<262144x2xui32>
    %21 = stablehlo.slice %arg6 [2:3] : (tensor<4xui32>) -> tensor<1xui32>
    %22 = stablehlo.reshape %21 : (tensor<1xui32>) -> tensor<ui32>
    %23 = stablehlo.add %13, %20 : tensor<262144x2xui32>
    %24 = stablehlo.broadcast_in_dim %22, dims = [] : (tensor<ui32>) -> tensor<262144x2xui32>
    %25 = stablehlo.shift_left %20, %24 : tensor<262144x2xui32>
    %c_2 = stablehlo.constant dense<32> : tensor<ui32>
    %26 = stablehlo.subtract %c_2, %22 : tensor<ui32>
    %27 = stablehlo.broadcast_in_dim %26, dims = [] : (tensor<ui32>) -> tensor<262144x2xui32>
    %28 = stablehlo.shift_right_logical %20, %27 : tensor<262144x2xui32>
    %29 = stablehlo.or %25, %28 : tensor<262144x2xui32>
    %30 = stablehlo.xor %23, %29 : tensor<262144x2xui32>
    %31 = stablehlo.slice %arg6 [3:4] : (tensor<4xui32>) -> tensor<1xui32>
    %32 = stablehlo.reshape %31 : (tensor<1xui32>) -> tensor<ui32>
    %33 = stablehlo.add %23, %30 : tensor<262144x2xui32>
    %34 = stablehlo.broadcast_in_dim %32, dims = [] : (tensor<ui32>) -> tensor<262144x2xui32>
    %35 = stablehlo.shift_left %30, %34 : tensor<262144x2xui32>
    %c_3 = stablehlo.constant dense<32> : tensor<ui32>
    %36 = stablehlo.subtract %c_3, %32 : tensor<ui32>
    %37 = stablehlo.broadcast_in_dim %36, dims = [] : (tensor<ui32>) -> tensor<262144x2xui32>
    %38 = stablehlo.shift_right_logical %30, %37 : tensor<262144x2xui32>
    %39 = stablehlo.or %35, %38 : tensor<262144x2xui32>
    %40 = stablehlo.xor %33, %39 : tensor<262144x2xui32>
    %41 = stablehlo.broadcast_in_dim %arg3, dims = [0, 1] : (tensor<262144x1xui32>) -> tensor<262144x2xui32>
    %42 = stablehlo.add %33, %41 : tensor<262144x2xui32>
    %43 = stablehlo.broadcast_in_dim %arg4, dims = [0, 1] : (tensor<262144x1xui32>) -> tensor<262144x2xui32>
    %44 = stablehlo.add %40, %43 : tensor<262144x2xui32>
    %c_4 = stablehlo.constant dense<1> : tensor<i32>
    %45 = stablehlo.add %arg0, %c_4 : tensor<i32>
    %46 = stablehlo.convert %45 : (tensor<i32>) -> tensor<ui32>
    %47 = stablehlo.broadcast_in_dim %46, dims = [] : (tensor<ui32>) -> tensor<262144x2xui32>
    %48 = stablehlo.add %44, %47 : tensor<262144x2xui32>
    return %0, %42, %48, %arg4, %arg5, %arg3, %arg7, %arg6 : tensor<i32>, tensor<262144x2xui32>, tensor<262144x2xui32>, tensor<262144x1xui32>, tensor<262144x1xui32>, tensor<262144x1xui32>, tensor<4xui32>, tensor<4xui32>
  }
  func.func private @_threefry_split_21(%arg0: tensor<262144x2xui32>) -> tensor<262144x3x2xui32> {
    %0 = stablehlo.slice %arg0 [0:262144, 0:1] : (tensor<262144x2xui32>) -> tensor<262144x1xui32>
    %1 = stablehlo.reshape %0 : (tensor<262144x1xui32>) -> tensor<262144xui32>
    %2 = stablehlo.slice %arg0 [0:262144, 1:2] : (tensor<262144x2xui32>) -> tensor<262144x1xui32>
    %3 = stablehlo.reshape %2 : (tensor<262144x1xui32>) -> tensor<262144xui32>
    %4 = stablehlo.iota dim = 0 : tensor<3xui64>
    %c = stablehlo.constant dense<1> : tensor<ui64>
    %5 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<ui64>) -> tensor<3xui64>
    %6 = stablehlo.multiply %5, %4 : tensor<3xui64>
    %c_0 = stablehlo.constant dense<32> : tensor<ui64>
    %7 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<ui64>) -> tensor<3xui64>
    %8 = stablehlo.shift_right_logical %6, %7 : tensor<3xui64>
    %9 = stablehlo.convert %6 : (tensor<3xui64>) -> tensor<3xui32>
    %10 = stablehlo.convert %8 : (tensor<3xui64>) -> tensor<3xui32>
    %11 = stablehlo.broadcast_in_dim %10, dims = [1] : (tensor<3xui32>) -> tensor<1x3xui32>
    %12 = stablehlo.broadcast_in_dim %9, dims = [1] : (tensor<3xui32>) -> tensor<1x3xui32>
    %13 = stablehlo.broadcast_in_dim %1, dims = [0] : (tensor<262144xui32>) -> tensor<262144x1xui32>
    %14 = stablehlo.broadcast_in_dim %3, dims = [0] : (tensor<262144xui32>) -> tensor<262144x1xui32>
    %15:2 = call @threefry2x32_22(%13, %14, %11, %12) : (tensor<262144x1xui32>, tensor<262144x1xui32>, tensor<1x3xui32>, tensor<1x3xui32>) -> (tensor<262144x3xui32>, tensor<262144x3xui32>)
    %16 = stablehlo.broadcast_in_dim %15#0, dims = [0, 1] : (tensor<262144x3xui32>) -> tensor<262144x3x1xui32>
    %17 = stablehlo.broadcast_in_dim %15#1, dims = [0, 1] : (tensor<262144x3xui32>) -> tensor<262144x3x1xui32>
    %18 = stablehlo.concatenate %16, %17, dim = 2 : (tensor<262144x3x1xui32>, tensor<262144x3x1xui32>) -> tensor<262144x3x2xui32>
    return %18 : tensor<262144x3x2xui32>
  }
  func.func private @threefry2x32_22(%arg0: tensor<262144x1xui32>, %arg1: tensor<262144x1xui32>, %arg2: tensor<1x3xui32>, %arg3: tensor<1x3xui32>) -> (tensor<262144x3xui32>, tensor<262144x3xui32>) {
    %c = stablehlo.constant dense<[13, 15, 26, 6]> : tensor<4xui32>
    %c_0 = stablehlo.constant dense<[17, 29, 16, 24]> : tensor<4xui32>
    %0 = stablehlo.xor %arg0, %arg1 : tensor<262144x1xui32>
    %c_1 = stablehlo.constant dense<466688986> : tensor<ui32>
    %1 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<ui32>) -> tensor<262144x1xui32>
    %2 = stablehlo.xor %0, %1 : tensor<262144x1xui32>
    %3 = stablehlo.broadcast_in_dim %arg2, dims = [0, 1] : (tensor<1x3xui32>) -> tensor<262144x3xui32>
    %4 = stablehlo.broadcast_in_dim %arg0, dims = [0, 1] : (tensor<262144x1xui32>) -> tensor<262144x3xui32>
    %5 = stablehlo.add %3, %4 : tensor<262144x3xui32>
    %6 = stablehlo.broadcast_in_dim %arg3, dims = [0, 1] : (tensor<1x3xui32>) -> tensor<262144x3xui32>
    %7 = stablehlo.broadcast_in_dim %arg1, dims = [0, 1] : (tensor<262144x1xui32>) -> tensor<262144x3xui32>
    %8 = stablehlo.add %6, %7 : tensor<262144x3xui32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %9:9 = stablehlo.while(%iterArg = %c_3, %iterArg_4 = %c_2, %iterArg_5 = %5, %iterArg_6 = %8, %iterArg_7 = %arg1, %iterArg_8 = %2, %iterArg_9 = %arg0, %iterArg_10 = %c, %iterArg_11 = %c_0) : tensor<i32>, tensor<i32>, tensor<262144x3xui32>, tensor<262144x3xui32>, tensor<262144x1xui32>, tensor<262144x1xui32>, tensor<262144x1xui32>, tensor<4xui32>, tensor<4xui32>
    cond {
      %c_12 = stablehlo.constant dense<5> : tensor<i32>
      %10 = stablehlo.compare LT, %iterArg, %c_12, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %10 : tensor<i1>
    } do {
      %10:8 = func.call @closed_call_23(%iterArg_4, %iterArg_5, %iterArg_6, %iterArg_7, %iterArg_8, %iterArg_9, %iterArg_10, %iterArg_11) : (tensor<i32>, tensor<262144x3xui32>, tensor<262144x3xui32>, tensor<262144x1xui32>, tensor<262144x1xui32>, tensor<262144x1xui32>, tensor<4xui32>, tensor<4xui32>) -> (tensor<i32>, tensor<262144x3xui32>, tensor<262144x3xui32>, tensor<262144x1xui32>, tensor<262144x1xui32>, tensor<262144x1xui32>, tensor<4xui32>, tensor<4xui32>)
      %c_12 = stablehlo.constant dense<1> : tensor<i32>
      %11 = stablehlo.add %iterArg, %c_12 : tensor<i32>
      stablehlo.return %11, %10#0, %10#1, %10#2, %10#3, %10#4, %10#5, %10#6, %10#7 : tensor<i32>, tensor<i32>, tensor<262144x3xui32>, tensor<262144x3xui32>, tensor<262144x1xui32>, tensor<262144x1xui32>, tensor<262144x1xui32>, tensor<4xui32>, tensor<4xui32>
    }
    return %9#2, %9#3 : tensor<262144x3xui32>, tensor<262144x3xui32>
  }
  func.func private @closed_call_23(%arg0: tensor<i32>, %arg1: tensor<262144x3xui32>, %arg2: tensor<262144x3xui32>, %arg3: tensor<262144x1xui32>, %arg4: tensor<262144x1xui32>, %arg5: tensor<262144x1xui32>, %arg6: tensor<4xui32>, %arg7: tensor<4xui32>) -> (tensor<i32>, tensor<262144x3xui32>, tensor<262144x3xui32>, tensor<262144x1xui32>, tensor<262144x1xui32>, tensor<262144x1xui32>, tensor<4xui32>, tensor<4xui32>) {
    %c = stablehlo.constant dense<1> : tensor<i32>
    %0 = stablehlo.add %arg0, %c : tensor<i32>
    %1 = stablehlo.slice %arg6 [0:1] : (tensor<4xui32>) -> tensor<1xui32>
    %2 = stablehlo.reshape %1 : (tensor<1xui32>) -> tensor<ui32>
    %3 = stablehlo.add %arg1, %arg2 : tensor<262144x3xui32>
    %4 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<ui32>) -> tensor<262144x3xui32>
    %5 = stablehlo.shift_left %arg2, %4 : tensor<262144x3xui32>
    %c_0 = stablehlo.constant dense<32> : tensor<ui32>
    %6 = stablehlo.subtract %c_0, %2 : tensor<ui32>
    %7 = stablehlo.broadcast_in_dim %6, dims = [] : (tensor<ui32>) -> tensor<262144x3xui32>
    %8 = stablehlo.shift_right_logical %arg2, %7 : tensor<262144x3xui32>
    %9 = stablehlo.or %5, %8 : tensor<262144x3xui32>
    %10 = stablehlo.xor %3, %9 : tensor<262144x3xui32>
    %11 = stablehlo.slice %arg6 [1:2] : (tensor<4xui32>) -> tensor<1xui32>
    %12 = stablehlo.reshape %11 : (tensor<1xui32>) -> tensor<ui32>
    %13 = stablehlo.add %3, %10 : tensor<262144x3xui32>
    %14 = stablehlo.broadcast_in_dim %12, dims = [] : (tensor<ui32>) -> tensor<262144x3xui32>
    %15 = stablehlo.shift_left %10, %14 : tensor<262144x3xui32>
    %c_1 = stablehlo.constant dense<32> : tensor<ui32>
    %16 = stablehlo.subtract %c_1, %12 : tensor<ui32>
    %17 = stablehlo.broadcast_in_dim %16, dims = [] : (tensor<ui32>) -> tensor<262144x3xui32>
    %18 = stablehlo.shift_right_logical %10, %17 : tensor<262144x3xui32>
    %19 = stablehlo.or %15, %18 : tensor<262144x3xui32>
    %20 = stablehlo.xor %13, %19 : tensor<262144x3xui32>
    %21 = stablehlo.slice %arg6 [2:3] : (tensor<4xui32>) -> tensor<1xui32>
    %22 = stablehlo.reshape %21 : (tensor<1xui32>) -> tensor<ui32>
    %23 = stablehlo.add %13, %20 : tensor<262144x3xui32>
    %24 = stablehlo.broadcast_in_dim %22, dims = [] : (tensor<ui32>) -> tensor<262144x3xui32>
    %25 = stablehlo.shift_left %20, %24 : tensor<262144x3xui32>
    %c_2 = stablehlo.constant dense<32> : tensor<ui32>
    %26 = stablehlo.subtract %c_2, %22 : tensor<ui32>
    %27 = stablehlo.broadcast_in_dim %26, dims = [] : (tensor<ui32>) -> tensor<262144x3xui32>
    %28 = stablehlo.shift_right_logical %20, %27 : tensor<262144x3xui32>
    %29 = stablehlo.or %25, %28 : tensor<262144x3xui32>
    %30 = stablehlo.xor %23, %29 : tensor<262144x3xui32>
    %31 = stablehlo.slice %arg6 [3:4] : (tensor<4xui32>) -> tensor<1xui32>
    %32 = stablehlo.reshape %31 : (tensor<1xui32>) -> tensor<ui32>
    %33 = stablehlo.add %23, %30 : tensor<262144x3xui32>
    %34 = stablehlo.broadcast_in_dim %32, dims = [] : (tensor<ui32>) -> tensor<262144x3xui32>
    %35 = stablehlo.shift_left %30, %34 : tensor<262144x3xui32>
    %c_3 = stablehlo.constant dense<32> : tensor<ui32>
    %36 = stablehlo.subtract %c_3, %32 : tensor<ui32>
    %37 = stablehlo.broadcast_in_dim %36, dims = [] : (tensor<ui32>) -> tensor<262144x3xui32>
    %38 = stablehlo.shift_right_logical %30, %37 : tensor<262144x3xui32>
    %39 = stablehlo.or %35, %38 : tensor<262144x3xui32>
    %40 = stablehlo.xor %33, %39 : tensor<262144x3xui32>
    %41 = stablehlo.broadcast_in_dim %arg3, dims = [0, 1] : (tensor<262144x1xui32>) -> tensor<262144x3xui32>
    %42 = stablehlo.add %33, %41 : tensor<262144x3xui32>
    %43 = stablehlo.broadcast_in_dim %arg4, dims = [0, 1] : (tensor<262144x1xui32>) -> tensor<262144x3xui32>
    %44 = stablehlo.add %40, %43 : tensor<262144x3xui32>
    %c_4 = stablehlo.constant dense<1> : tensor<i32>
    %45 = stablehlo.add %arg0, %c_4 : tensor<i32>
    %46 = stablehlo.convert %45 : (tensor<i32>) -> tensor<ui32>
    %47 = stablehlo.broadcast_in_dim %46, dims = [] : (tensor<ui32>) -> tensor<262144x3xui32>
    %48 = stablehlo.add %44, %47 : tensor<262144x3xui32>
    return %0, %42, %48, %arg4, %arg5, %arg3, %arg7, %arg6 : tensor<i32>, tensor<262144x3xui32>, tensor<262144x3xui32>, tensor<262144x1xui32>, tensor<262144x1xui32>, tensor<262144x1xui32>, tensor<4xui32>, tensor<4xui32>
  }
  func.func private @_normal_24(%arg0: tensor<262144x2xui32>) -> tensor<262144xf32> {
    %0 = call @_normal_real_25(%arg0) : (tensor<262144x2xui32>) -> tensor<262144xf32>
    return %0 : tensor<262144xf32>
  }
  func.func private @_normal_real_25(%arg0: tensor<262144x2xui32>) -> tensor<262144xf32> {
    %cst = stablehlo.constant dense<-0.99999994> : tensor<f32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %0 = call @_uniform_26(%arg0, %cst, %cst_0) : (tensor<262144x2xui32>, tensor<f32>, tensor<f32>) -> tensor<262144xf32>
    %1 = chlo.erf_inv %0 : tensor<262144xf32> -> tensor<262144xf32>
    %cst_1 = stablehlo.constant dense<1.41421354> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<262144xf32>
    %3 = stablehlo.multiply %2, %1 : tensor<262144xf32>
    return %3 : tensor<262144xf32>
  }
  func.func private @_uniform_26(%arg0: tensor<262144x2xui32>, %arg1: tensor<f32>, %arg2: tensor<f32>) -> tensor<262144xf32> {
    %0 = stablehlo.slice %arg0 [0:262144, 0:1] : (tensor<262144x2xui32>) -> tensor<262144x1xui32>
    %1 = stablehlo.reshape %0 : (tensor<262144x1xui32>) -> tensor<262144xui32>
    %2 = stablehlo.slice %arg0 [0:262144, 1:2] : (tensor<262144x2xui32>) -> tensor<262144x1xui32>
    %3 = stablehlo.reshape %2 : (tensor<262144x1xui32>) -> tensor<262144xui32>
    %c = stablehlo.constant dense<0> : tensor<ui32>
    %c_0 = stablehlo.constant dense<0> : tensor<ui32>
    %4:2 = call @threefry2x32_27(%1, %3, %c, %c_0) : (tensor<262144xui32>, tensor<262144xui32>, tensor<ui32>, tensor<ui32>) -> (tensor<262144xui32>, tensor<262144xui32>)
    %5 = stablehlo.xor %4#0, %4#1 : tensor<262144xui32>
    %c_1 = stablehlo.constant dense<9> : tensor<ui32>
    %6 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<ui32>) -> tensor<262144xui32>
    %7 = stablehlo.shift_right_logical %5, %6 : tensor<262144xui32>
    %c_2 = stablehlo.constant dense<1065353216> : tensor<ui32>
    %8 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<ui32>) -> tensor<262144xui32>
    %9 = stablehlo.or %7, %8 : tensor<262144xui32>
    %10 = stablehlo.bitcast_convert %9 : (tensor<262144xui32>) -> tensor<262144xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %11 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<262144xf32>
    %12 = stablehlo.subtract %10, %11 : tensor<262144xf32>
    %13 = stablehlo.subtract %arg2, %arg1 : tensor<f32>
    %14 = stablehlo.broadcast_in_dim %13, dims = [] : (tensor<f32>) -> tensor<262144xf32>
    %15 = stablehlo.multiply %12, %14 : tensor<262144xf32>
    %16 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<f32>) -> tensor<262144xf32>
    %17 = stablehlo.add %15, %16 : tensor<262144xf32>
    %18 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<f32>) -> tensor<262144xf32>
    %19 = stablehlo.maximum %18, %17 : tensor<262144xf32>
    return %19 : tensor<262144xf32>
  }
  func.func private @threefry2x32_27(%arg0: tensor<262144xui32>, %arg1: tensor<262144xui32>, %arg2: tensor<ui32>, %arg3: tensor<ui32>) -> (tensor<262144xui32>, tensor<262144xui32>) {
    %c = stablehlo.constant dense<[13, 15, 26, 6]> : tensor<4xui32>
    %c_0 = stablehlo.constant dense<[17, 29, 16, 24]> : tensor<4xui32>
    %0 = stablehlo.xor %arg0, %arg1 : tensor<262144xui32>
    %c_1 = stablehlo.constant dense<466688986> : tensor<ui32>
    %1 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<ui32>) -> tensor<262144xui32>
    %2 = stablehlo.xor %0, %1 : tensor<262144xui32>
    %3 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<ui32>) -> tensor<262144xui32>
    %4 = stablehlo.add %3, %arg0 : tensor<262144xui32>
    %5 = stablehlo.broadcast_in_dim %arg3, dims = [] : (tensor<ui32>) -> tensor<262144xui32>
    %6 = stablehlo.add %5, %arg1 : tensor<262144xui32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %7:9 = stablehlo.while(%iterArg = %c_3, %iterArg_4 = %c_2, %iterArg_5 = %4, %iterArg_6 = %6, %iterArg_7 = %arg1, %iterArg_8 = %2, %iterArg_9 = %arg0, %iterArg_10 = %c, %iterArg_11 = %c_0) : tensor<i32>, tensor<i32>, tensor<262144xui32>, tensor<262144xui32>, tensor<262144xui32>, tensor<262144xui32>, tensor<262144xui32>, tensor<4xui32>, tensor<4xui32>
    cond {
      %c_12 = stablehlo.constant dense<5> : tensor<i32>
      %8 = stablehlo.compare LT, %iterArg, %c_12, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %8 : tensor<i1>
    } do {
      %8:8 = func.call @closed_call_28(%iterArg_4, %iterArg_5, %iterArg_6, %iterArg_7, %iterArg_8, %iterArg_9, %iterArg_10, %iterArg_11) : (tensor<i32>, tensor<262144xui32>, tensor<262144xui32>, tensor<262144xui32>, tensor<262144xui32>, tensor<262144xui32>, tensor<4xui32>, tensor<4xui32>) -> (tensor<i32>, tensor<262144xui32>, tensor<262144xui32>, tensor<262144xui32>, tensor<262144xui32>, tensor<262144xui32>, tensor<4xui32>, tensor<4xui32>)
      %c_12 = stablehlo.constant dense<1> : tensor<i32>
      %9 = stablehlo.add %iterArg, %c_12 : tensor<i32>
      stablehlo.return %9, %8#0, %8#1, %8#2, %8#3, %8#4, %8#5, %8#6, %8#7 : tensor<i32>, tensor<i32>, tensor<262144xui32>, tensor<262144xui32>, tensor<262144xui32>, tensor<262144xui32>, tensor<262144xui32>, tensor<4xui32>, tensor<4xui32>
    }
    return %7#2, %7#3 : tensor<262144xui32>, tensor<262144xui32>
  }
  func.func private @closed_call_28(%arg0: tensor<i32>, %arg1: tensor<262144xui32>, %arg2: tensor<262144xui32>, %arg3: tensor<262144xui32>, %arg4: tensor<262144xui32>, %arg5: tensor<262144xui32>, %arg6: tensor<4xui32>, %arg7: tensor<4xui32>) -> (tensor<i32>, tensor<262144xui32>, tensor<262144xui32>, tensor<262144xui32>, tensor<262144xui32>, tensor<262144xui32>, tensor<4xui32>, tensor<4xui32>) {
    %c = stablehlo.constant dense<1> : tensor<i32>
    %0 = stablehlo.add %arg0, %c : tensor<i32>
    %1 = stablehlo.slice %arg6 [0:1] : (tensor<4xui32>) -> tensor<1xui32>
    %2 = stablehlo.reshape %1 : (tensor<1xui32>) -> tensor<ui32>
    %3 = stablehlo.add %arg1, %arg2 : tensor<262144xui32>
    %4 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<ui32>) -> tensor<262144xui32>
    %5 = stablehlo.shift_left %arg2, %4 : tensor<262144xui32>
    %c_0 = stablehlo.constant dense<32> : tensor<ui32>
    %6 = stablehlo.subtract %c_0, %2 : tensor<ui32>
    %7 = stablehlo.broadcast_in_dim %6, dims = [] : (tensor<ui32>) -> tensor<262144xui32>
    %8 = stablehlo.shift_right_logical %arg2, %7 : tensor<262144xui32>
    %9 = stablehlo.or %5, %8 : tensor<262144xui32>
    %10 = stablehlo.xor %3, %9 : tensor<262144xui32>
    %11 = stablehlo.slice %arg6 [1:2] : (tensor<4xui32>) -> tensor<1xui32>
    %12 = stablehlo.reshape %11 : (tensor<1xui32>) -> tensor<ui32>
    %13 = stablehlo.add %3, %10 : tensor<262144xui32>
    %14 = stablehlo.broadcast_in_dim %12, dims = [] : (tensor<ui32>) -> tensor<262144xui32>
    %15 = stablehlo.shift_left %10, %14 : tensor<262144xui32>
    %c_1 = stablehlo.constant dense<32> : tensor<ui32>
    %16 = stablehlo.subtract %c_1, %12 : tensor<ui32>
    %17 = stablehlo.broadcast_in_dim %16, dims = [] : (tensor<ui32>) -> tensor<262144xui32>
    %18 = stablehlo.shift_right_logical %10, %17 : tensor<262144xui32>
    %19 = stablehlo.or %15, %18 : tensor<262144xui32>
    %20 = stablehlo.xor %13, %19 : tensor<262144xui32>
    %21 = stablehlo.slice %arg6 [2:3] : (tensor<4xui32>) -> tensor<1xui32>
    %22 = stablehlo.reshape %21 : (tensor<1xui32>) -> tensor<ui32>
    %23 = stablehlo.add %13, %20 : tensor<262144xui32>
    %24 = stablehlo.broadcast_in_dim %22, dims = [] : (tensor<ui32>) -> tensor<262144xui32>
    %25 = stablehlo.shift_left %20, %24 : tensor<262144xui32>
    %c_2 = stablehlo.constant dense<32> : tensor<ui32>
    %26 = stablehlo.subtract %c_2, %22 : tensor<ui32>
    %27 = stablehlo.broadcast_in_dim %26, dims = [] : (tensor<ui32>) -> tensor<262144xui32>
    %28 = stablehlo.shift_right_logical %20, %27 : tensor<262144xui32>
    %29 = stablehlo.or %25, %28 : tensor<262144xui32>
    %30 = stablehlo.xor %23, %29 : tensor<262144xui32>
    %31 = stablehlo.slice %arg6 [3:4] : (tensor<4xui32>) -> tensor<1xui32>
    %32 = stablehlo.reshape %31 : (tensor<1xui32>) -> tensor<ui32>
    %33 = stablehlo.add %23, %30 : tensor<262144xui32>
    %34 = stablehlo.broadcast_in_dim %32, dims = [] : (tensor<ui32>) -> tensor<262144xui32>
    %35 = stablehlo.shift_left %30, %34 : tensor<262144xui32>
    %c_3 = stablehlo.constant dense<32> : tensor<ui32>
    %36 = stablehlo.subtract %c_3, %32 : tensor<ui32>
    %37 = stablehlo.broadcast_in_dim %36, dims = [] : (tensor<ui32>) -> tensor<262144xui32>
    %38 = stablehlo.shift_right_logical %30, %37 : tensor<262144xui32>
    %39 = stablehlo.or %35, %38 : tensor<262144xui32>
    %40 = stablehlo.xor %33, %39 : tensor<262144xui32>
    %41 = stablehlo.add %33, %arg3 : tensor<262144xui32>
    %42 = stablehlo.add %40, %arg4 : tensor<262144xui32>
    %c_4 = stablehlo.constant dense<1> : tensor<i32>
    %43 = stablehlo.add %arg0, %c_4 : tensor<i32>
    %44 = stablehlo.convert %43 : (tensor<i32>) -> tensor<ui32>
    %45 = stablehlo.broadcast_in_dim %44, dims = [] : (tensor<ui32>) -> tensor<262144xui32>
    %46 = stablehlo.add %42, %45 : tensor<262144xui32>
    return %0, %41, %46, %arg4, %arg5, %arg3, %arg7, %arg6 : tensor<i32>, tensor<262144xui32>, tensor<262144xui32>, tensor<262144xui32>, tensor<262144xui32>, tensor<262144xui32>, tensor<4xui32>, tensor<4xui32>
  }
  func.func private @_uniform_29(%arg0: tensor<262144x2xui32>, %arg1: tensor<f32>, %arg2: tensor<f32>) -> tensor<262144xf32> {
    %0 = stablehlo.convert %arg1 : tensor<f32>
    %1 = stablehlo.convert %arg2 : tensor<f32>
    %2 = stablehlo.slice %arg0 [0:262144, 0:1] : (tensor<262144x2xui32>) -> tensor<262144x1xui32>
    %3 = stablehlo.reshape %2 : (tensor<262144x1xui32>) -> tensor<262144xui32>
    %4 = stablehlo.slice %arg0 [0:262144, 1:2] : (tensor<262144x2xui32>) -> tensor<262144x1xui32>
    %5 = stablehlo.reshape %4 : (tensor<262144x1xui32>) -> tensor<262144xui32>
    %c = stablehlo.constant dense<0> : tensor<ui32>
    %c_0 = stablehlo.constant dense<0> : tensor<ui32>
    %6:2 = call @threefry2x32_27(%3, %5, %c, %c_0) : (tensor<262144xui32>, tensor<262144xui32>, tensor<ui32>, tensor<ui32>) -> (tensor<262144xui32>, tensor<262144xui32>)
    %7 = stablehlo.xor %6#0, %6#1 : tensor<262144xui32>
    %c_1 = stablehlo.constant dense<9> : tensor<ui32>
    %8 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<ui32>) -> tensor<262144xui32>
    %9 = stablehlo.shift_right_logical %7, %8 : tensor<262144xui32>
    %c_2 = stablehlo.constant dense<1065353216> : tensor<ui32>
    %10 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<ui32>) -> tensor<262144xui32>
    %11 = stablehlo.or %9, %10 : tensor<262144xui32>
    %12 = stablehlo.bitcast_convert %11 : (tensor<262144xui32>) -> tensor<262144xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %13 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<262144xf32>
    %14 = stablehlo.subtract %12, %13 : tensor<262144xf32>
    %15 = stablehlo.subtract %1, %0 : tensor<f32>
    %16 = stablehlo.broadcast_in_dim %15, dims = [] : (tensor<f32>) -> tensor<262144xf32>
    %17 = stablehlo.multiply %14, %16 : tensor<262144xf32>
    %18 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<262144xf32>
    %19 = stablehlo.add %17, %18 : tensor<262144xf32>
    %20 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<262144xf32>
    %21 = stablehlo.maximum %20, %19 : tensor<262144xf32>
    return %21 : tensor<262144xf32>
  }
  func.func private @dynamic_index_in_dim_30(%arg0: tensor<262144xf32>, %arg1: tensor<i32>) -> tensor<f32> {
    %0 = stablehlo.dynamic_slice %arg0, %arg1, sizes = [1] : (tensor<262144xf32>, tensor<i32>) -> tensor<1xf32>
    %1 = stablehlo.reshape %0 : (tensor<1xf32>) -> tensor<f32>
    return %1 : tensor<f32>
  }
  func.func private @closed_call_31(%arg0: tensor<f32>, %arg1: tensor<f32>, %arg2: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.compare NE, %arg1, %arg1, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %1 = stablehlo.compare NE, %arg2, %arg2, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %2 = stablehlo.or %0, %1 : tensor<i1>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %3 = stablehlo.compare EQ, %arg2, %cst, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %4 = stablehlo.compare LT, %arg2, %cst_0, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %5 = stablehlo.compare LE, %arg1, %cst_1, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %6 = stablehlo.or %4, %5 : tensor<i1>
    %cst_2 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %7 = stablehlo.compare GT, %arg2, %cst_2, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %8 = stablehlo.compare GT, %arg2, %arg1, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %9 = stablehlo.and %7, %8 : tensor<i1>
    %10 = stablehlo.log %arg2 : tensor<f32>
    %11 = stablehlo.multiply %arg1, %10 : tensor<f32>
    %12 = stablehlo.subtract %11, %arg2 : tensor<f32>
    %13 = chlo.lgamma %arg1 : tensor<f32> -> tensor<f32>
    %14 = stablehlo.subtract %12, %13 : tensor<f32>
    %15 = stablehlo.compare LT, %14, %arg0, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %16 = stablehlo.or %3, %6 : tensor<i1>
    %17 = stablehlo.or %16, %15 : tensor<i1>
    %18 = stablehlo.or %17, %2 : tensor<i1>
    %19 = stablehlo.not %18 : tensor<i1>
    %20 = stablehlo.and %19, %9 : tensor<i1>
    %cst_3 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %21 = stablehlo.subtract %cst_3, %arg1 : tensor<f32>
    %22 = stablehlo.add %arg2, %21 : tensor<f32>
    %cst_4 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %23 = stablehlo.add %22, %cst_4 : tensor<f32>
    %cst_5 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %24 = stablehlo.add %arg2, %cst_5 : tensor<f32>
    %25 = stablehlo.multiply %23, %arg2 : tensor<f32>
    %26 = stablehlo.divide %24, %25 : tensor<f32>
    %27 = stablehlo.negate %arg2 : tensor<f32>
    %28 = stablehlo.multiply %26, %27 : tensor<f32>
    %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %29 = stablehlo.subtract %cst_6, %28 : tensor<f32>
    %30 = stablehlo.divide %29, %25 : tensor<f32>
    %cst_7 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %cst_9 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %cst_10 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %cst_11 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %cst_12 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %31:15 = stablehlo.while(%iterArg = %20, %iterArg_20 = %26, %iterArg_21 = %cst_7, %iterArg_22 = %21, %iterArg_23 = %23, %iterArg_24 = %cst_8, %iterArg_25 = %24, %iterArg_26 = %25, %iterArg_27 = %cst_9, %iterArg_28 = %arg2, %iterArg_29 = %cst_10, %iterArg_30 = %cst_11, %iterArg_31 = %cst_12, %iterArg_32 = %27, %iterArg_33 = %30) : tensor<i1>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>
    cond {
      %cst_34 = stablehlo.constant dense<2.000000e+03> : tensor<f32>
      %56 = stablehlo.compare LT, %iterArg_24, %cst_34, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %c = stablehlo.constant dense<false> : tensor<i1>
      %57 = stablehlo.reduce(%iterArg init: %c) applies stablehlo.or across dimensions = [] : (tensor<i1>, tensor<i1>) -> tensor<i1>
      %58 = stablehlo.and %56, %57 : tensor<i1>
      stablehlo.return %58 : tensor<i1>
    } do {
      %cst_34 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %56 = stablehlo.add %iterArg_24, %cst_34 : tensor<f32>
      %cst_35 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %57 = stablehlo.add %iterArg_22, %cst_35 : tensor<f32>
      %cst_36 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
      %58 = stablehlo.add %iterArg_23, %cst_36 : tensor<f32>
      %59 = stablehlo.multiply %57, %56 : tensor<f32>
      %60 = stablehlo.multiply %iterArg_25, %58 : tensor<f32>
      %61 = stablehlo.multiply %iterArg_27, %59 : tensor<f32>
      %62 = stablehlo.subtract %60, %61 : tensor<f32>
      %63 = stablehlo.multiply %iterArg_26, %58 : tensor<f32>
      %64 = stablehlo.multiply %iterArg_28, %59 : tensor<f32>
      %65 = stablehlo.subtract %63, %64 : tensor<f32>
      %cst_37 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %66 = stablehlo.compare NE, %65, %cst_37, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %67 = stablehlo.divide %62, %65 : tensor<f32>
      %68 = stablehlo.subtract %iterArg_20, %67 : tensor<f32>
      %69 = stablehlo.divide %68, %67 : tensor<f32>
      %70 = stablehlo.abs %69 : tensor<f32>
      %cst_38 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %71 = stablehlo.select %66, %70, %cst_38 : tensor<i1>, tensor<f32>
      %72 = stablehlo.select %66, %67, %iterArg_20 : tensor<i1>, tensor<f32>
      %73 = stablehlo.multiply %iterArg_31, %58 : tensor<f32>
      %74 = stablehlo.subtract %73, %iterArg_25 : tensor<f32>
      %75 = stablehlo.multiply %iterArg_29, %59 : tensor<f32>
      %76 = stablehlo.subtract %74, %75 : tensor<f32>
      %77 = stablehlo.multiply %iterArg_27, %56 : tensor<f32>
      %78 = stablehlo.add %76, %77 : tensor<f32>
      %79 = stablehlo.multiply %iterArg_32, %58 : tensor<f32>
      %80 = stablehlo.subtract %79, %iterArg_26 : tensor<f32>
      %81 = stablehlo.multiply %iterArg_30, %59 : tensor<f32>
      %82 = stablehlo.subtract %80, %81 : tensor<f32>
      %83 = stablehlo.multiply %iterArg_28, %56 : tensor<f32>
      %84 = stablehlo.add %82, %83 : tensor<f32>
      %85 = stablehlo.multiply %72, %84 : tensor<f32>
      %86 = stablehlo.subtract %78, %85 : tensor<f32>
      %87 = stablehlo.divide %86, %65 : tensor<f32>
      %88 = stablehlo.select %66, %87, %iterArg_33 : tensor<i1>, tensor<f32>
      %89 = stablehlo.subtract %88, %iterArg_33 : tensor<f32>
      %90 = stablehlo.abs %89 : tensor<f32>
      %cst_39 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %91 = stablehlo.select %66, %90, %cst_39 : tensor<i1>, tensor<f32>
      %92 = stablehlo.abs %62 : tensor<f32>
      %cst_40 = stablehlo.constant dense<1.1920929E-7> : tensor<f32>
      %cst_41 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %93 = stablehlo.broadcast_in_dim %cst_41, dims = [] : (tensor<f32>) -> tensor<f32>
      %94 = stablehlo.divide %93, %cst_40 : tensor<f32>
      %95 = stablehlo.compare GT, %92, %94, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %cst_42 = stablehlo.constant dense<1.1920929E-7> : tensor<f32>
      %96 = stablehlo.multiply %iterArg_25, %cst_42 : tensor<f32>
      %97 = stablehlo.select %95, %96, %iterArg_25 : tensor<i1>, tensor<f32>
      %cst_43 = stablehlo.constant dense<1.1920929E-7> : tensor<f32>
      %98 = stablehlo.multiply %62, %cst_43 : tensor<f32>
      %99 = stablehlo.select %95, %98, %62 : tensor<i1>, tensor<f32>
      %cst_44 = stablehlo.constant dense<1.1920929E-7> : tensor<f32>
      %100 = stablehlo.multiply %iterArg_26, %cst_44 : tensor<f32>
      %101 = stablehlo.select %95, %100, %iterArg_26 : tensor<i1>, tensor<f32>
      %cst_45 = stablehlo.constant dense<1.1920929E-7> : tensor<f32>
      %102 = stablehlo.multiply %65, %cst_45 : tensor<f32>
      %103 = stablehlo.select %95, %102, %65 : tensor<i1>, tensor<f32>
      %cst_46 = stablehlo.constant dense<1.1920929E-7> : tensor<f32>
      %104 = stablehlo.multiply %iterArg_31, %cst_46 : tensor<f32>
      %105 = stablehlo.select %95, %104, %iterArg_31 : tensor<i1>, tensor<f32>
      %cst_47 = stablehlo.constant dense<1.1920929E-7> : tensor<f32>
      %106 = stablehlo.multiply %iterArg_32, %cst_47 : tensor<f32>
      %107 = stablehlo.select %95, %106, %iterArg_32 : tensor<i1>, tensor<f32>
      %cst_48 = stablehlo.constant dense<1.1920929E-7> : tensor<f32>
      %108 = stablehlo.multiply %78, %cst_48 : tensor<f32>
      %109 = stablehlo.select %95, %108, %78 : tensor<i1>, tensor<f32>
      %cst_49 = stablehlo.constant dense<1.1920929E-7> : tensor<f32>
      %110 = stablehlo.multiply %84, %cst_49 : tensor<f32>
      %111 = stablehlo.select %95, %110, %84 : tensor<i1>, tensor<f32>
      %cst_50 = stablehlo.constant dense<1.1920929E-7> : tensor<f32>
      %112 = stablehlo.compare GT, %91, %cst_50, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %113 = stablehlo.and %iterArg, %112 : tensor<i1>
      %114 = stablehlo.select %iterArg, %72, %iterArg_20 : tensor<i1>, tensor<f32>
      %115 = stablehlo.select %iterArg, %71, %iterArg_21 : tensor<i1>, tensor<f32>
      %116 = stablehlo.select %iterArg, %57, %iterArg_22 : tensor<i1>, tensor<f32>
      %117 = stablehlo.select %iterArg, %58, %iterArg_23 : tensor<i1>, tensor<f32>
      %118 = stablehlo.select %iterArg, %99, %iterArg_25 : tensor<i1>, tensor<f32>
      %119 = stablehlo.select %iterArg, %103, %iterArg_26 : tensor<i1>, tensor<f32>
      %120 = stablehlo.select %iterArg, %97, %iterArg_27 : tensor<i1>, tensor<f32>
      %121 = stablehlo.select %iterArg, %101, %iterArg_28 : tensor<i1>, tensor<f32>
      %122 = stablehlo.select %iterArg, %105, %iterArg_29 : tensor<i1>, tensor<f32>
      %123 = stablehlo.select %iterArg, %107, %iterArg_30 : tensor<i1>, tensor<f32>
      %124 = stablehlo.select %iterArg, %109, %iterArg_31 : tensor<i1>, tensor<f32>
      %125 = stablehlo.select %iterArg, %111, %iterArg_32 : tensor<i1>, tensor<f32>
      %126 = stablehlo.select %iterArg, %88, %iterArg_33 : tensor<i1>, tensor<f32>
      stablehlo.return %113, %114, %115, %116, %117, %56, %118, %119, %120, %121, %122, %123, %124, %125, %126 : tensor<i1>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>
    }
    %32 = stablehlo.log %arg2 : tensor<f32>
    %33 = chlo.digamma %arg1 : tensor<f32> -> tensor<f32>
    %34 = stablehlo.subtract %32, %33 : tensor<f32>
    %35 = stablehlo.multiply %31#1, %34 : tensor<f32>
    %36 = stablehlo.add %31#14, %35 : tensor<f32>
    %37 = stablehlo.multiply %36, %arg2 : tensor<f32>
    %38 = stablehlo.negate %37 : tensor<f32>
    %39 = stablehlo.negate %38 : tensor<f32>
    %40 = stablehlo.not %9 : tensor<i1>
    %41 = stablehlo.and %19, %40 : tensor<i1>
    %cst_13 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %cst_14 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %cst_15 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %cst_16 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %42:7 = stablehlo.while(%iterArg = %41, %iterArg_20 = %arg1, %iterArg_21 = %cst_13, %iterArg_22 = %cst_14, %iterArg_23 = %arg2, %iterArg_24 = %cst_15, %iterArg_25 = %cst_16) : tensor<i1>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>
    cond {
      %c = stablehlo.constant dense<false> : tensor<i1>
      %56 = stablehlo.reduce(%iterArg init: %c) applies stablehlo.or across dimensions = [] : (tensor<i1>, tensor<i1>) -> tensor<i1>
      stablehlo.return %56 : tensor<i1>
    } do {
      %cst_26 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %56 = stablehlo.add %iterArg_20, %cst_26 : tensor<f32>
      %57 = stablehlo.divide %iterArg_23, %56 : tensor<f32>
      %58 = stablehlo.multiply %iterArg_24, %57 : tensor<f32>
      %59 = stablehlo.multiply %iterArg_21, %iterArg_23 : tensor<f32>
      %60 = stablehlo.multiply %56, %56 : tensor<f32>
      %61 = stablehlo.divide %59, %60 : tensor<f32>
      %62 = stablehlo.subtract %58, %61 : tensor<f32>
      %63 = stablehlo.add %iterArg_25, %62 : tensor<f32>
      %64 = stablehlo.divide %iterArg_23, %56 : tensor<f32>
      %65 = stablehlo.multiply %iterArg_21, %64 : tensor<f32>
      %66 = stablehlo.add %iterArg_22, %65 : tensor<f32>
      %67 = stablehlo.divide %62, %63 : tensor<f32>
      %68 = stablehlo.abs %67 : tensor<f32>
      %cst_27 = stablehlo.constant dense<1.1920929E-7> : tensor<f32>
      %69 = stablehlo.compare GT, %68, %cst_27, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %70 = stablehlo.and %iterArg, %69 : tensor<i1>
      %71 = stablehlo.select %iterArg, %56, %iterArg_20 : tensor<i1>, tensor<f32>
      %72 = stablehlo.select %iterArg, %65, %iterArg_21 : tensor<i1>, tensor<f32>
      %73 = stablehlo.select %iterArg, %66, %iterArg_22 : tensor<i1>, tensor<f32>
      %74 = stablehlo.select %iterArg, %iterArg_23, %iterArg_23 : tensor<i1>, tensor<f32>
      %75 = stablehlo.select %iterArg, %62, %iterArg_24 : tensor<i1>, tensor<f32>
      %76 = stablehlo.select %iterArg, %63, %iterArg_25 : tensor<i1>, tensor<f32>
      stablehlo.return %70, %71, %72, %73, %74, %75, %76 : tensor<i1>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>
    }
    %43 = stablehlo.log %arg2 : tensor<f32>
    %cst_17 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %44 = stablehlo.add %arg1, %cst_17 : tensor<f32>
    %45 = chlo.digamma %44 : tensor<f32> -> tensor<f32>
    %46 = stablehlo.subtract %43, %45 : tensor<f32>
    %47 = stablehlo.multiply %42#3, %46 : tensor<f32>
    %48 = stablehlo.add %42#6, %47 : tensor<f32>
    %49 = stablehlo.negate %48 : tensor<f32>
    %50 = stablehlo.multiply %49, %arg2 : tensor<f32>
    %51 = stablehlo.divide %50, %arg1 : tensor<f32>
    %52 = stablehlo.select %9, %39, %51 : tensor<i1>, tensor<f32>
    %cst_18 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %53 = stablehlo.select %3, %cst_18, %52 : tensor<i1>, tensor<f32>
    %54 = stablehlo.or %6, %2 : tensor<i1>
    %cst_19 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %55 = stablehlo.select %54, %cst_19, %53 : tensor<i1>, tensor<f32>
    return %55 : tensor<f32>
  }
  func.func private @dynamic_update_index_in_dim_32(%arg0: tensor<262144xf32>, %arg1: tensor<f32>, %arg2: tensor<i32>) -> tensor<262144xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2 : (tensor<262144xf32>, tensor<1xf32>, tensor<i32>) -> tensor<262144xf32>
    return %1 : tensor<262144xf32>
  }
  func.func private @_truncated_normal(%arg0: tensor<2xui32>, %arg1: tensor<f32>, %arg2: tensor<f32>) -> tensor<4096x64xf32> {
    %0 = stablehlo.convert %arg1 : tensor<f32>
    %1 = stablehlo.convert %arg2 : tensor<f32>
    %cst = stablehlo.constant dense<1.41421354> : tensor<f32>
    %2 = stablehlo.divide %0, %cst : tensor<f32>
    %3 = chlo.erf %2 : tensor<f32> -> tensor<f32>
    %cst_0 = stablehlo.constant dense<1.41421354> : tensor<f32>
    %4 = stablehlo.divide %1, %cst_0 : tensor<f32>
    %5 = chlo.erf %4 : tensor<f32> -> tensor<f32>
    %6 = call @_uniform_33(%arg0, %3, %5) : (tensor<2xui32>, tensor<f32>, tensor<f32>) -> tensor<4096x64xf32>
    %7 = chlo.erf_inv %6 : tensor<4096x64xf32> -> tensor<4096x64xf32>
    %cst_1 = stablehlo.constant dense<1.41421354> : tensor<f32>
    %8 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<4096x64xf32>
    %9 = stablehlo.multiply %8, %7 : tensor<4096x64xf32>
    %cst_2 = stablehlo.constant dense<0x7F800000> : tensor<f32>
    %10 = chlo.next_after %0, %cst_2 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_3 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %11 = chlo.next_after %1, %cst_3 : tensor<f32>, tensor<f32> -> tensor<f32>
    %12 = call @clip(%9, %10, %11) : (tensor<4096x64xf32>, tensor<f32>, tensor<f32>) -> tensor<4096x64xf32>
    return %12 : tensor<4096x64xf32>
  }
  func.func private @_uniform_33(%arg0: tensor<2xui32>, %arg1: tensor<f32>, %arg2: tensor<f32>) -> tensor<4096x64xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<f32>) -> tensor<1x1xf32>
    %1 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<f32>) -> tensor<1x1xf32>
    %2 = stablehlo.slice %arg0 [0:1] : (tensor<2xui32>) -> tensor<1xui32>
    %3 = stablehlo.reshape %2 : (tensor<1xui32>) -> tensor<ui32>
    %4 = stablehlo.slice %arg0 [1:2] : (tensor<2xui32>) -> tensor<1xui32>
    %5 = stablehlo.reshape %4 : (tensor<1xui32>) -> tensor<ui32>
    %6 = stablehlo.iota dim = 0 : tensor<4096x64xui64>
    %7 = stablehlo.iota dim = 1 : tensor<4096x64xui64>
    %c = stablehlo.constant dense<64> : tensor<ui64>
    %8 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<ui64>) -> tensor<4096x64xui64>
    %9 = stablehlo.multiply %8, %6 : tensor<4096x64xui64>
    %c_0 = stablehlo.constant dense<1> : tensor<ui64>
    %10 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<ui64>) -> tensor<4096x64xui64>
    %11 = stablehlo.multiply %10, %7 : tensor<4096x64xui64>
    %12 = stablehlo.add %9, %11 : tensor<4096x64xui64>
    %c_1 = stablehlo.constant dense<32> : tensor<ui64>
    %13 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<ui64>) -> tensor<4096x64xui64>
    %14 = stablehlo.shift_right_logical %12, %13 : tensor<4096x64xui64>
    %15 = stablehlo.convert %12 : (tensor<4096x64xui64>) -> tensor<4096x64xui32>
    %16 = stablehlo.convert %14 : (tensor<4096x64xui64>) -> tensor<4096x64xui32>
    %17:2 = call @threefry2x32_34(%3, %5, %16, %15) : (tensor<ui32>, tensor<ui32>, tensor<4096x64xui32>, tensor<4096x64xui32>) -> (tensor<4096x64xui32>, tensor<4096x64xui32>)
    %18 = stablehlo.xor %17#0, %17#1 : tensor<4096x64xui32>
    %c_2 = stablehlo.constant dense<9> : tensor<ui32>
    %19 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<ui32>) -> tensor<4096x64xui32>
    %20 = stablehlo.shift_right_logical %18, %19 : tensor<4096x64xui32>
    %c_3 = stablehlo.constant dense<1065353216> : tensor<ui32>
    %21 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<ui32>) -> tensor<4096x64xui32>
    %22 = stablehlo.or %20, %21 : tensor<4096x64xui32>
    %23 = stablehlo.bitcast_convert %22 : (tensor<4096x64xui32>) -> tensor<4096x64xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %24 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4096x64xf32>
    %25 = stablehlo.subtract %23, %24 : tensor<4096x64xf32>
    %26 = stablehlo.subtract %1, %0 : tensor<1x1xf32>
    %27 = stablehlo.broadcast_in_dim %26, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<4096x64xf32>
    %28 = stablehlo.multiply %25, %27 : tensor<4096x64xf32>
    %29 = stablehlo.broadcast_in_dim %0, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<4096x64xf32>
    %30 = stablehlo.add %28, %29 : tensor<4096x64xf32>
    %31 = stablehlo.broadcast_in_dim %0, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<4096x64xf32>
    %32 = stablehlo.maximum %31, %30 : tensor<4096x64xf32>
    return %32 : tensor<4096x64xf32>
  }
  func.func private @threefry2x32_34(%arg0: tensor<ui32>, %arg1: tensor<ui32>, %arg2: tensor<4096x64xui32>, %arg3: tensor<4096x64xui32>) -> (tensor<4096x64xui32>, tensor<4096x64xui32>) {
    %c = stablehlo.constant dense<[13, 15, 26, 6]> : tensor<4xui32>
    %c_0 = stablehlo.constant dense<[17, 29, 16, 24]> : tensor<4xui32>
    %0 = stablehlo.xor %arg0, %arg1 : tensor<ui32>
    %c_1 = stablehlo.constant dense<466688986> : tensor<ui32>
    %1 = stablehlo.xor %0, %c_1 : tensor<ui32>
    %2 = stablehlo.broadcast_in_dim %arg0, dims = [] : (tensor<ui32>) -> tensor<4096x64xui32>
    %3 = stablehlo.add %arg2, %2 : tensor<4096x64xui32>
    %4 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<ui32>) -> tensor<4096x64xui32>
    %5 = stablehlo.add %arg3, %4 : tensor<4096x64xui32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %6:9 = stablehlo.while(%iterArg = %c_3, %iterArg_4 = %c_2, %iterArg_5 = %3, %iterArg_6 = %5, %iterArg_7 = %arg1, %iterArg_8 = %1, %iterArg_9 = %arg0, %iterArg_10 = %c, %iterArg_11 = %c_0) : tensor<i32>, tensor<i32>, tensor<4096x64xui32>, tensor<4096x64xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>
    cond {
      %c_12 = stablehlo.constant dense<5> : tensor<i32>
      %7 = stablehlo.compare LT, %iterArg, %c_12, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %7 : tensor<i1>
    } do {
      %7:8 = func.call @closed_call_35(%iterArg_4, %iterArg_5, %iterArg_6, %iterArg_7, %iterArg_8, %iterArg_9, %iterArg_10, %iterArg_11) : (tensor<i32>, tensor<4096x64xui32>, tensor<4096x64xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) -> (tensor<i32>, tensor<4096x64xui32>, tensor<4096x64xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>)
      %c_12 = stablehlo.constant dense<1> : tensor<i32>
      %8 = stablehlo.add %iterArg, %c_12 : tensor<i32>
      stablehlo.return %8, %7#0, %7#1, %7#2, %7#3, %7#4, %7#5, %7#6, %7#7 : tensor<i32>, tensor<i32>, tensor<4096x64xui32>, tensor<4096x64xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>
    }
    return %6#2, %6#3 : tensor<4096x64xui32>, tensor<4096x64xui32>
  }
  func.func private @closed_call_35(%arg0: tensor<i32>, %arg1: tensor<4096x64xui32>, %arg2: tensor<4096x64xui32>, %arg3: tensor<ui32>, %arg4: tensor<ui32>, %arg5: tensor<ui32>, %arg6: tensor<4xui32>, %arg7: tensor<4xui32>) -> (tensor<i32>, tensor<4096x64xui32>, tensor<4096x64xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) {
    %c = stablehlo.constant dense<1> : tensor<i32>
    %0 = stablehlo.add %arg0, %c : tensor<i32>
    %1 = stablehlo.slice %arg6 [0:1] : (tensor<4xui32>) -> tensor<1xui32>
    %2 = stablehlo.reshape %1 : (tensor<1xui32>) -> tensor<ui32>
    %3 = stablehlo.add %arg1, %arg2 : tensor<4096x64xui32>
    %4 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<ui32>) -> tensor<4096x64xui32>
    %5 = stablehlo.shift_left %arg2, %4 : tensor<4096x64xui32>
    %c_0 = stablehlo.constant dense<32> : tensor<ui32>
    %6 = stablehlo.subtract %c_0, %2 : tensor<ui32>
    %7 = stablehlo.broadcast_in_dim %6, dims = [] : (tensor<ui32>) -> tensor<4096x64xui32>
    %8 = stablehlo.shift_right_logical %arg2, %7 : tensor<4096x64xui32>
    %9 = stablehlo.or %5, %8 : tensor<4096x64xui32>
    %10 = stablehlo.xor %3, %9 : tensor<4096x64xui32>
    %11 = stablehlo.slice %arg6 [1:2] : (tensor<4xui32>) -> tensor<1xui32>
    %12 = stablehlo.reshape %11 : (tensor<1xui32>) -> tensor<ui32>
    %13 = stablehlo.add %3, %10 : tensor<4096x64xui32>
    %14 = stablehlo.broadcast_in_dim %12, dims = [] : (tensor<ui32>) -> tensor<4096x64xui32>
    %15 = stablehlo.shift_left %10, %14 : tensor<4096x64xui32>
    %c_1 = stablehlo.constant dense<32> : tensor<ui32>
    %16 = stablehlo.subtract %c_1, %12 : tensor<ui32>
    %17 = stablehlo.broadcast_in_dim %16, dims = [] : (tensor<ui32>) -> tensor<4096x64xui32>
    %18 = stablehlo.shift_right_logical %10, %17 : tensor<4096x64xui32>
    %19 = stablehlo.or %15, %18 : tensor<4096x64xui32>
    %20 = stablehlo.xor %13, %19 : tensor<4096x64xui32>
    %21 = stablehlo.slice %arg6 [2:3] : (tensor<4xui32>) -> tensor<1xui32>
    %22 = stablehlo.reshape %21 : (tensor<1xui32>) -> tensor<ui32>
    %23 = stablehlo.add %13, %20 : tensor<4096x64xui32>
    %24 = stablehlo.broadcast_in_dim %22, dims = [] : (tensor<ui32>) -> tensor<4096x64xui32>
    %25 = stablehlo.shift_left %20, %24 : tensor<4096x64xui32>
    %c_2 = stablehlo.constant dense<32> : tensor<ui32>
    %26 = stablehlo.subtract %c_2, %22 : tensor<ui32>
    %27 = stablehlo.broadcast_in_dim %26, dims = [] : (tensor<ui32>) -> tensor<4096x64xui32>
    %28 = stablehlo.shift_right_logical %20, %27 : tensor<4096x64xui32>
    %29 = stablehlo.or %25, %28 : tensor<4096x64xui32>
    %30 = stablehlo.xor %23, %29 : tensor<4096x64xui32>
    %31 = stablehlo.slice %arg6 [3:4] : (tensor<4xui32>) -> tensor<1xui32>
    %32 = stablehlo.reshape %31 : (tensor<1xui32>) -> tensor<ui32>
    %33 = stablehlo.add %23, %30 : tensor<4096x64xui32>
    %34 = stablehlo.broadcast_in_dim %32, dims = [] : (tensor<ui32>) -> tensor<4096x64xui32>
    %35 = stablehlo.shift_left %30, %34 : tensor<4096x64xui32>
    %c_3 = stablehlo.constant dense<32> : tensor<ui32>
    %36 = stablehlo.subtract %c_3, %32 : tensor<ui32>
    %37 = stablehlo.broadcast_in_dim %36, dims = [] : (tensor<ui32>) -> tensor<4096x64xui32>
    %38 = stablehlo.shift_right_logical %30, %37 : tensor<4096x64xui32>
    %39 = stablehlo.or %35, %38 : tensor<4096x64xui32>
    %40 = stablehlo.xor %33, %39 : tensor<4096x64xui32>
    %41 = stablehlo.broadcast_in_dim %arg3, dims = [] : (tensor<ui32>) -> tensor<4096x64xui32>
    %42 = stablehlo.add %33, %41 : tensor<4096x64xui32>
    %43 = stablehlo.broadcast_in_dim %arg4, dims = [] : (tensor<ui32>) -> tensor<4096x64xui32>
    %44 = stablehlo.add %40, %43 : tensor<4096x64xui32>
    %c_4 = stablehlo.constant dense<1> : tensor<i32>
    %45 = stablehlo.add %arg0, %c_4 : tensor<i32>
    %46 = stablehlo.convert %45 : (tensor<i32>) -> tensor<ui32>
    %47 = stablehlo.broadcast_in_dim %46, dims = [] : (tensor<ui32>) -> tensor<4096x64xui32>
    %48 = stablehlo.add %44, %47 : tensor<4096x64xui32>
    return %0, %42, %48, %arg4, %arg5, %arg3, %arg7, %arg6 : tensor<i32>, tensor<4096x64xui32>, tensor<4096x64xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>
  }
  func.func private @clip(%arg0: tensor<4096x64xf32>, %arg1: tensor<f32>, %arg2: tensor<f32>) -> tensor<4096x64xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<f32>) -> tensor<4096x64xf32>
    %1 = stablehlo.maximum %0, %arg0 : tensor<4096x64xf32>
    %2 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<f32>) -> tensor<4096x64xf32>
    %3 = stablehlo.minimum %2, %1 : tensor<4096x64xf32>
    return %3 : tensor<4096x64xf32>
  }
  func.func private @_gamma_36(%arg0: tensor<4096x64xf32>, %arg1: tensor<4096x64xf32>) -> tensor<4096x64xf32> {
    %0 = stablehlo.multiply %arg1, %arg0 : tensor<4096x64xf32>
    return %0 : tensor<4096x64xf32>
  }
  func.func private @_gamma_37(%arg0: tensor<2048x64xf32>, %arg1: tensor<2048x64xf32>) -> tensor<2048x64xf32> {
    %0 = stablehlo.multiply %arg1, %arg0 : tensor<2048x64xf32>
    return %0 : tensor<2048x64xf32>
  }
  func.func private @softplus_38(%arg0: tensor<4096x64xf32>, %arg1: tensor<4096x64xf32>) -> tensor<4096x64xf32> {
    %0 = stablehlo.multiply %arg1, %arg0 : tensor<4096x64xf32>
    return %0 : tensor<4096x64xf32>
  }
  func.func private @softplus_39(%arg0: tensor<2048x64xf32>, %arg1: tensor<2048x64xf32>) -> tensor<2048x64xf32> {
    %0 = stablehlo.multiply %arg1, %arg0 : tensor<2048x64xf32>
    return %0 : tensor<2048x64xf32>
  }
}
