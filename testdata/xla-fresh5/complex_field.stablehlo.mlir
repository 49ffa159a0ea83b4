module @jit_complex_field attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<256x256xf32>, %arg1: tensor<256x256xf32>, %arg2: tensor<256x256xf32>, %arg3: tensor<f32>, %arg4: tensor<16x256x256xf32>, %arg5: tensor<16x256x256xf32>, %arg6: tensor<16x256x256xf32>) -> (tensor<f32> {jax.result_info = "result[0]"}, tensor<256x256xf32> {jax.result_info = "result[1]['k']"}, tensor<256x256xf32> {jax.result_info = "result[1]['mi']"}, tensor<256x256xf32> {jax.result_info = "result[1]['mr']"}, tensor<f32> {jax.result_info = "result[1]['z']"}) {
    %0 = stablehlo.complex %arg4, %arg5 : tensor<16x256x256xcomplex<f32>>
    %1 = stablehlo.complex %arg2, %arg1 : tensor<256x256xcomplex<f32>>
    %2 = stablehlo.convert %arg0 : (tensor<256x256xf32>) -> tensor<256x256xcomplex<f32>>
    %cst = stablehlo.constant dense<(0.000000e+00,1.000000e+00)> : tensor<complex<f32>>
    %3 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<complex<f32>>) -> tensor<256x256xcomplex<f32>>
    %4 = stablehlo.multiply %3, %2 : tensor<256x256xcomplex<f32>>
    %5 = stablehlo.convert %arg3 : (tensor<f32>) -> tensor<complex<f32>>
    %6 = stablehlo.broadcast_in_dim %5, dims = [] : (tensor<complex<f32>>) -> tensor<256x256xcomplex<f32>>
    %7 = stablehlo.multiply %4, %6 : tensor<256x256xcomplex<f32>>
    %8 = stablehlo.exponential %7 : tensor<256x256xcomplex<f32>>
    %9 = stablehlo.broadcast_in_dim %8, dims = [1, 2] : (tensor<256x256xcomplex<f32>>) -> tensor<1x256x256xcomplex<f32>>
    %10 = stablehlo.broadcast_in_dim %9, dims = [0, 1, 2] : (tensor<1x256x256xcomplex<f32>>) -> tensor<16x256x256xcomplex<f32>>
    %11 = stablehlo.multiply %0, %10 : tensor<16x256x256xcomplex<f32>>
    %12 = stablehlo.broadcast_in_dim %1, dims = [1, 2] : (tensor<256x256xcomplex<f32>>) -> tensor<1x256x256xcomplex<f32>>
    %13 = stablehlo.broadcast_in_dim %12, dims = [0, 1, 2] : (tensor<1x256x256xcomplex<f32>>) -> tensor<16x256x256xcomplex<f32>>
    %14 = stablehlo.multiply %11, %13 : tensor<16x256x256xcomplex<f32>>
    %15 = stablehlo.real %14 : (tensor<16x256x256xcomplex<f32>>) -> tensor<16x256x256xf32>
    %16 = stablehlo.imag %14 : (tensor<16x256x256xcomplex<f32>>) -> tensor<16x256x256xf32>
    %17 = stablehlo.negate %16 : tensor<16x256x256xf32>
    %18 = stablehlo.complex %15, %17 : tensor<16x256x256xcomplex<f32>>
    %cst_0 = stablehlo.constant dense<(1.000000e-01,0.000000e+00)> : tensor<complex<f32>>
    %19 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<complex<f32>>) -> tensor<16x256x256xcomplex<f32>>
    %20 = stablehlo.multiply %19, %18 : tensor<16x256x256xcomplex<f32>>
    %21 = stablehlo.multiply %20, %14 : tensor<16x256x256xcomplex<f32>>
    %22 = stablehlo.abs %14 : (tensor<16x256x256xcomplex<f32>>) -> tensor<16x256x256xf32>
    %23 = stablehlo.real %14 : (tensor<16x256x256xcomplex<f32>>) -> tensor<16x256x256xf32>
    %24 = stablehlo.imag %14 : (tensor<16x256x256xcomplex<f32>>) -> tensor<16x256x256xf32>
    %25 = stablehlo.negate %24 : tensor<16x256x256xf32>
    %26 = stablehlo.complex %23, %25 : tensor<16x256x256xcomplex<f32>>
    %27 = stablehlo.convert %22 : (tensor<16x256x256xf32>) -> tensor<16x256x256xcomplex<f32>>
    %cst_1 = stablehlo.constant dense<(0.000000e+00,0.000000e+00)> : tensor<complex<f32>>
    %28 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<complex<f32>>) -> tensor<16x256x256xcomplex<f32>>
    %29 = stablehlo.compare EQ, %27, %28, FLOAT : (tensor<16x256x256xcomplex<f32>>, tensor<16x256x256xcomplex<f32>>) -> tensor<16x256x256xi1>
    %cst_2 = stablehlo.constant dense<(1.000000e+00,0.000000e+00)> : tensor<complex<f32>>
    %30 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<complex<f32>>) -> tensor<16x256x256xcomplex<f32>>
    %31 = stablehlo.select %29, %30, %27 : tensor<16x256x256xi1>, tensor<16x256x256xcomplex<f32>>
    %32 = stablehlo.divide %26, %31 : tensor<16x256x256xcomplex<f32>>
    %cst_3 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %33 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<16x256x256xf32>
    %34 = stablehlo.add %22, %33 : tensor<16x256x256xf32>
    %35 = stablehlo.convert %34 : (tensor<16x256x256xf32>) -> tensor<16x256x256xcomplex<f32>>
    %36 = stablehlo.divide %21, %35 : tensor<16x256x256xcomplex<f32>>
    %37 = stablehlo.multiply %35, %35 : tensor<16x256x256xcomplex<f32>>
    %cst_4 = stablehlo.constant dense<(1.000000e+00,0.000000e+00)> : tensor<complex<f32>>
    %38 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<complex<f32>>) -> tensor<16x256x256xcomplex<f32>>
    %39 = stablehlo.divide %38, %37 : tensor<16x256x256xcomplex<f32>>
    %40 = stablehlo.add %14, %36 : tensor<16x256x256xcomplex<f32>>
    %41 = stablehlo.broadcast_in_dim %8, dims = [1, 2] : (tensor<256x256xcomplex<f32>>) -> tensor<1x256x256xcomplex<f32>>
    %42 = stablehlo.broadcast_in_dim %41, dims = [0, 1, 2] : (tensor<1x256x256xcomplex<f32>>) -> tensor<16x256x256xcomplex<f32>>
    %43 = stablehlo.multiply %40, %42 : tensor<16x256x256xcomplex<f32>>
    %44 = stablehlo.broadcast_in_dim %1, dims = [1, 2] : (tensor<256x256xcomplex<f32>>) -> tensor<1x256x256xcomplex<f32>>
    %45 = stablehlo.broadcast_in_dim %44, dims = [0, 1, 2] : (tensor<1x256x256xcomplex<f32>>) -> tensor<16x256x256xcomplex<f32>>
    %46 = stablehlo.multiply %43, %45 : tensor<16x256x256xcomplex<f32>>
    %47 = stablehlo.real %46 : (tensor<16x256x256xcomplex<f32>>) -> tensor<16x256x256xf32>
    %48 = stablehlo.imag %46 : (tensor<16x256x256xcomplex<f32>>) -> tensor<16x256x256xf32>
    %49 = stablehlo.negate %48 : tensor<16x256x256xf32>
    %50 = stablehlo.complex %47, %49 : tensor<16x256x256xcomplex<f32>>
    %cst_5 = stablehlo.constant dense<(1.000000e-01,0.000000e+00)> : tensor<complex<f32>>
    %51 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<complex<f32>>) -> tensor<16x256x256xcomplex<f32>>
    %52 = stablehlo.multiply %51, %50 : tensor<16x256x256xcomplex<f32>>
    %53 = stablehlo.multiply %52, %46 : tensor<16x256x256xcomplex<f32>>
    %54 = stablehlo.abs %46 : (tensor<16x256x256xcomplex<f32>>) -> tensor<16x256x256xf32>
    %55 = stablehlo.real %46 : (tensor<16x256x256xcomplex<f32>>) -> tensor<16x256x256xf32>
    %56 = stablehlo.imag %46 : (tensor<16x256x256xcomplex<f32>>) -> tensor<16x256x256xf32>
    %57 = stablehlo.negate %56 : tensor<16x256x256xf32>
    %58 = stablehlo.complex %55, %57 : tensor<16x256x256xcomplex<f32>>
    %59 = stablehlo.convert %54 : (tensor<16x256x256xf32>) -> tensor<16x256x256xcomplex<f32>>
    %cst_6 = stablehlo.constant dense<(0.000000e+00,0.000000e+00)> : tensor<complex<f32>>
    %60 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<complex<f32>>) -> tensor<16x256x256xcomplex<f32>>
    %61 = stablehlo.compare EQ, %59, %60, FLOAT : (tensor<16x256x256xcomplex<f32>>, tensor<16x256x256xcomplex<f32>>) -> tensor<16x256x256xi1>
    %cst_7 = stablehlo.constant dense<(1.000000e+00,0.000000e+00)> : tensor<complex<f32>>
    %62 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<complex<f32>>) -> tensor<16x256x256xcomplex<f32>>
    %63 = stablehlo.select %61, %62, %59 : tensor<16x256x256xi1>, tensor<16x256x256xcomplex<f32>>
    %64 = stablehlo.divide %58, %63 : tensor<16x256x256xcomplex<f32>>
    %cst_8 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %65 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<16x256x256xf32>
    %66 = stablehlo.add %54, %65 : tensor<16x256x256xf32>
    %67 = stablehlo.convert %66 : (tensor<16x256x256xf32>) -> tensor<16x256x256xcomplex<f32>>
    %68 = stablehlo.divide %53, %67 : tensor<16x256x256xcomplex<f32>>
    %69 = stablehlo.multiply %67, %67 : tensor<16x256x256xcomplex<f32>>
    %cst_9 = stablehlo.constant dense<(1.000000e+00,0.000000e+00)> : tensor<complex<f32>>
    %70 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<complex<f32>>) -> tensor<16x256x256xcomplex<f32>>
    %71 = stablehlo.divide %70, %69 : tensor<16x256x256xcomplex<f32>>
    %72 = stablehlo.add %46, %68 : tensor<16x256x256xcomplex<f32>>
    %73 = stablehlo.broadcast_in_dim %8, dims = [1, 2] : (tensor<256x256xcomplex<f32>>) -> tensor<1x256x256xcomplex<f32>>
    %74 = stablehlo.broadcast_in_dim %73, dims = [0, 1, 2] : (tensor<1x256x256xcomplex<f32>>) -> tensor<16x256x256xcomplex<f32>>
    %75 = stablehlo.multiply %72, %74 : tensor<16x256x256xcomplex<f32>>
    %76 = stablehlo.broadcast_in_dim %1, dims = [1, 2] : (tensor<256x256xcomplex<f32>>) -> tensor<1x256x256xcomplex<f32>>
    %77 = stablehlo.broadcast_in_dim %76, dims = [0, 1, 2] : (tensor<1x256x256xcomplex<f32>>) -> tensor<16x256x256xcomplex<f32>>
    %78 = stablehlo.multiply %75, %77 : tensor<16x256x256xcomplex<f32>>
    %79 = stablehlo.real %78 : (tensor<16x256x256xcomplex<f32>>) -> tensor<16x256x256xf32>
    %80 = stablehlo.imag %78 : (tensor<16x256x256xcomplex<f32>>) -> tensor<16x256x256xf32>
    %81 = stablehlo.negate %80 : tensor<16x256x256xf32>
    %82 = stablehlo.complex %79, %81 : tensor<16x256x256xcomplex<f32>>
    %cst_10 = stablehlo.constant dense<(1.000000e-01,0.000000e+00)> : tensor<complex<f32>>
    %83 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<complex<f32>>) -> tensor<16x256x256xcomplex<f32>>
    %84 = stablehlo.multiply %83, %82 : tensor<16x256x256xcomplex<f32>>
    %85 = stablehlo.multiply %84, %78 : tensor<16x256x256xcomplex<f32>>
    %86 = stablehlo.abs %78 : (tensor<16x256x256xcomplex<f32>>) -> tensor<16x256x256xf32>
    %87 = stablehlo.real %78 : (tensor<16x256x256xcomplex<f32>>) -> tensor<16x256x256xf32>
    %88 = stablehlo.imag %78 : (tensor<16x256x256xcomplex<f32>>) -> tensor<16x256x256xf32>
    %89 = stablehlo.negate %88 : tensor<16x256x256xf32>
    %90 = stablehlo.complex %87, %89 : tensor<16x256x256xcomplex<f32>>
    %91 = stablehlo.convert %86 : (tensor<16x256x256xf32>) -> tensor<16x256x256xcomplex<f32>>
    %cst_11 = stablehlo.constant dense<(0.000000e+00,0.000000e+00)> : tensor<complex<f32>>
    %92 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<complex<f32>>) -> tensor<16x256x256xcomplex<f32>>
    %93 = stablehlo.compare EQ, %91, %92, FLOAT : (tensor<16x256x256xcomplex<f32>>, tensor<16x256x256xcomplex<f32>>) -> tensor<16x256x256xi1>
    %cst_12 = stablehlo.constant dense<(1.000000e+00,0.000000e+00)> : tensor<complex<f32>>
    %94 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<complex<f32>>) -> tensor<16x256x256xcomplex<f32>>
    %95 = stablehlo.select %93, %94, %91 : tensor<16x256x256xi1>, tensor<16x256x256xcomplex<f32>>
    %96 = stablehlo.divide %90, %95 : tensor<16x256x256xcomplex<f32>>
    %cst_13 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %97 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f32>) -> tensor<16x256x256xf32>
    %98 = stablehlo.add %86, %97 : tensor<16x256x256xf32>
    %99 = stablehlo.convert %98 : (tensor<16x256x256xf32>) -> tensor<16x256x256xcomplex<f32>>
    %100 = stablehlo.divide %85, %99 : tensor<16x256x256xcomplex<f32>>
    %101 = stablehlo.multiply %99, %99 : tensor<16x256x256xcomplex<f32>>
    %cst_14 = stablehlo.constant dense<(1.000000e+00,0.000000e+00)> : tensor<complex<f32>>
    %102 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<complex<f32>>) -> tensor<16x256x256xcomplex<f32>>
    %103 = stablehlo.divide %102, %101 : tensor<16x256x256xcomplex<f32>>
    %104 = stablehlo.add %78, %100 : tensor<16x256x256xcomplex<f32>>
    %105 = stablehlo.abs %104 : (tensor<16x256x256xcomplex<f32>>) -> tensor<16x256x256xf32>
    %106 = stablehlo.real %104 : (tensor<16x256x256xcomplex<f32>>) -> tensor<16x256x256xf32>
    %107 = stablehlo.imag %104 : (tensor<16x256x256xcomplex<f32>>) -> tensor<16x256x256xf32>
    %108 = stablehlo.negate %107 : tensor<16x256x256xf32>
    %109 = stablehlo.complex %106, %108 : tensor<16x256x256xcomplex<f32>>
    %110 = stablehlo.convert %105 : (tensor<16x256x256xf32>) -> tensor<16x256x256xcomplex<f32>>
    %cst_15 = stablehlo.constant dense<(0.000000e+00,0.000000e+00)> : tensor<complex<f32>>
    %111 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<complex<f32>>) -> tensor<16x256x256xcomplex<f32>>
    %112 = stablehlo.compare EQ, %110, %111, FLOAT : (tensor<16x256x256xcomplex<f32>>, tensor<16x256x256xcomplex<f32>>) -> tensor<16x256x256xi1>
    %cst_16 = stablehlo.constant dense<(1.000000e+00,0.000000e+00)> : tensor<complex<f32>>
    %113 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<complex<f32>>) -> tensor<16x256x256xcomplex<f32>>
    %114 = stablehlo.select %112, %113, %110 : tensor<16x256x256xi1>, tensor<16x256x256xcomplex<f32>>
    %115 = stablehlo.divide %109, %114 : tensor<16x256x256xcomplex<f32>>
    %116 = stablehlo.multiply %105, %105 : tensor<16x256x256xf32>
    %cst_17 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %117 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<f32>) -> tensor<16x256x256xf32>
    %118 = stablehlo.multiply %117, %105 : tensor<16x256x256xf32>
    %119:3 = call @angle(%104) : (tensor<16x256x256xcomplex<f32>>) -> (tensor<16x256x256xf32>, tensor<16x256x256xf32>, tensor<16x256x256xf32>)
    %120 = stablehlo.multiply %119#0, %119#0 : tensor<16x256x256xf32>
    %cst_18 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %121 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<f32>) -> tensor<16x256x256xf32>
    %122 = stablehlo.multiply %121, %119#0 : tensor<16x256x256xf32>
    %cst_19 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %123 = stablehlo.broadcast_in_dim %cst_19, dims = [] : (tensor<f32>) -> tensor<16x256x256xf32>
    %124 = stablehlo.multiply %123, %120 : tensor<16x256x256xf32>
    %125 = stablehlo.add %116, %124 : tensor<16x256x256xf32>
    %126 = stablehlo.real %104 : (tensor<16x256x256xcomplex<f32>>) -> tensor<16x256x256xf32>
    %127 = stablehlo.imag %104 : (tensor<16x256x256xcomplex<f32>>) -> tensor<16x256x256xf32>
    %128 = stablehlo.multiply %126, %127 : tensor<16x256x256xf32>
    %129 = stablehlo.add %125, %128 : tensor<16x256x256xf32>
    %130 = stablehlo.subtract %129, %arg6 : tensor<16x256x256xf32>
    %131 = stablehlo.multiply %130, %130 : tensor<16x256x256xf32>
    %cst_20 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %132 = stablehlo.broadcast_in_dim %cst_20, dims = [] : (tensor<f32>) -> tensor<16x256x256xf32>
    %133 = stablehlo.multiply %132, %130 : tensor<16x256x256xf32>
    %cst_21 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %134 = stablehlo.reduce(%131 init: %cst_21) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<16x256x256xf32>, tensor<f32>) -> tensor<f32>
    %cst_22 = stablehlo.constant dense<0x49800000> : tensor<f32>
    %135 = stablehlo.divide %134, %cst_22 : tensor<f32>
    %cst_23 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %cst_24 = stablehlo.constant dense<0x49800000> : tensor<f32>
    %136 = stablehlo.divide %cst_23, %cst_24 : tensor<f32>
    %137 = stablehlo.broadcast_in_dim %136, dims = [] : (tensor<f32>) -> tensor<16x256x256xf32>
    %138 = stablehlo.multiply %137, %133 : tensor<16x256x256xf32>
    %139 = stablehlo.multiply %126, %138 : tensor<16x256x256xf32>
    %140 = stablehlo.multiply %138, %127 : tensor<16x256x256xf32>
    %141 = stablehlo.negate %139 : tensor<16x256x256xf32>
    %cst_25 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %142 = stablehlo.broadcast_in_dim %cst_25, dims = [] : (tensor<f32>) -> tensor<16x256x256xf32>
    %143 = stablehlo.complex %142, %141 : tensor<16x256x256xcomplex<f32>>
    %cst_26 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %144 = stablehlo.broadcast_in_dim %cst_26, dims = [] : (tensor<f32>) -> tensor<16x256x256xf32>
    %145 = stablehlo.complex %140, %144 : tensor<16x256x256xcomplex<f32>>
    %146 = stablehlo.add %143, %145 : tensor<16x256x256xcomplex<f32>>
    %cst_27 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %147 = stablehlo.broadcast_in_dim %cst_27, dims = [] : (tensor<f32>) -> tensor<16x256x256xf32>
    %148 = stablehlo.multiply %147, %138 : tensor<16x256x256xf32>
    %149 = stablehlo.multiply %148, %122 : tensor<16x256x256xf32>
    %150 = call @angle_0(%119#1, %119#2, %149) : (tensor<16x256x256xf32>, tensor<16x256x256xf32>, tensor<16x256x256xf32>) -> tensor<16x256x256xcomplex<f32>>
    %151 = stablehlo.add %146, %150 : tensor<16x256x256xcomplex<f32>>
    %152 = stablehlo.multiply %138, %118 : tensor<16x256x256xf32>
    %cst_28 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %153 = stablehlo.broadcast_in_dim %cst_28, dims = [] : (tensor<f32>) -> tensor<16x256x256xf32>
    %154 = stablehlo.complex %152, %153 : tensor<16x256x256xcomplex<f32>>
    %155 = stablehlo.multiply %154, %115 : tensor<16x256x256xcomplex<f32>>
    %156 = stablehlo.add %151, %155 : tensor<16x256x256xcomplex<f32>>
    %157 = stablehlo.multiply %156, %103 : tensor<16x256x256xcomplex<f32>>
    %158 = stablehlo.multiply %157, %85 : tensor<16x256x256xcomplex<f32>>
    %159 = stablehlo.negate %158 : tensor<16x256x256xcomplex<f32>>
    %160 = stablehlo.divide %156, %99 : tensor<16x256x256xcomplex<f32>>
    %161 = stablehlo.real %159 : (tensor<16x256x256xcomplex<f32>>) -> tensor<16x256x256xf32>
    %162 = stablehlo.convert %161 : tensor<16x256x256xf32>
    %cst_29 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %163 = stablehlo.broadcast_in_dim %cst_29, dims = [] : (tensor<f32>) -> tensor<16x256x256xf32>
    %164 = stablehlo.complex %162, %163 : tensor<16x256x256xcomplex<f32>>
    %165 = stablehlo.multiply %164, %96 : tensor<16x256x256xcomplex<f32>>
    %166 = stablehlo.add %156, %165 : tensor<16x256x256xcomplex<f32>>
    %167 = stablehlo.multiply %84, %160 : tensor<16x256x256xcomplex<f32>>
    %168 = stablehlo.add %166, %167 : tensor<16x256x256xcomplex<f32>>
    %169 = stablehlo.multiply %160, %78 : tensor<16x256x256xcomplex<f32>>
    %cst_30 = stablehlo.constant dense<(1.000000e-01,0.000000e+00)> : tensor<complex<f32>>
    %170 = stablehlo.broadcast_in_dim %cst_30, dims = [] : (tensor<complex<f32>>) -> tensor<16x256x256xcomplex<f32>>
    %171 = stablehlo.multiply %170, %169 : tensor<16x256x256xcomplex<f32>>
    %172 = stablehlo.real %171 : (tensor<16x256x256xcomplex<f32>>) -> tensor<16x256x256xf32>
    %173 = stablehlo.imag %171 : (tensor<16x256x256xcomplex<f32>>) -> tensor<16x256x256xf32>
    %174 = stablehlo.negate %173 : tensor<16x256x256xf32>
    %175 = stablehlo.complex %172, %174 : tensor<16x256x256xcomplex<f32>>
    %176 = stablehlo.add %168, %175 : tensor<16x256x256xcomplex<f32>>
    %177 = stablehlo.multiply %75, %176 : tensor<16x256x256xcomplex<f32>>
    %cst_31 = stablehlo.constant dense<(0.000000e+00,0.000000e+00)> : tensor<complex<f32>>
    %178 = stablehlo.reduce(%177 init: %cst_31) applies stablehlo.add across dimensions = [0] : (tensor<16x256x256xcomplex<f32>>, tensor<complex<f32>>) -> tensor<256x256xcomplex<f32>>
    %179 = stablehlo.reshape %178 : (tensor<256x256xcomplex<f32>>) -> tensor<1x256x256xcomplex<f32>>
    %180 = stablehlo.broadcast_in_dim %76, dims = [0, 1, 2] : (tensor<1x256x256xcomplex<f32>>) -> tensor<16x256x256xcomplex<f32>>
    %181 = stablehlo.multiply %176, %180 : tensor<16x256x256xcomplex<f32>>
    %cst_32 = stablehlo.constant dense<(0.000000e+00,0.000000e+00)> : tensor<complex<f32>>
    %182 = stablehlo.reduce(%179 init: %cst_32) applies stablehlo.add across dimensions = [0] : (tensor<1x256x256xcomplex<f32>>, tensor<complex<f32>>) -> tensor<256x256xcomplex<f32>>
    %183 = stablehlo.multiply %72, %181 : tensor<16x256x256xcomplex<f32>>
    %cst_33 = stablehlo.constant dense<(0.000000e+00,0.000000e+00)> : tensor<complex<f32>>
    %184 = stablehlo.reduce(%183 init: %cst_33) applies stablehlo.add across dimensions = [0] : (tensor<16x256x256xcomplex<f32>>, tensor<complex<f32>>) -> tensor<256x256xcomplex<f32>>
    %185 = stablehlo.reshape %184 : (tensor<256x256xcomplex<f32>>) -> tensor<1x256x256xcomplex<f32>>
    %186 = stablehlo.broadcast_in_dim %73, dims = [0, 1, 2] : (tensor<1x256x256xcomplex<f32>>) -> tensor<16x256x256xcomplex<f32>>
    %187 = stablehlo.multiply %181, %186 : tensor<16x256x256xcomplex<f32>>
    %cst_34 = stablehlo.constant dense<(0.000000e+00,0.000000e+00)> : tensor<complex<f32>>
    %188 = stablehlo.reduce(%185 init: %cst_34) applies stablehlo.add across dimensions = [0] : (tensor<1x256x256xcomplex<f32>>, tensor<complex<f32>>) -> tensor<256x256xcomplex<f32>>
    %189 = stablehlo.multiply %187, %71 : tensor<16x256x256xcomplex<f32>>
    %190 = stablehlo.multiply %189, %53 : tensor<16x256x256xcomplex<f32>>
    %191 = stablehlo.negate %190 : tensor<16x256x256xcomplex<f32>>
    %192 = stablehlo.divide %187, %67 : tensor<16x256x256xcomplex<f32>>
    %193 = stablehlo.real %191 : (tensor<16x256x256xcomplex<f32>>) -> tensor<16x256x256xf32>
    %194 = stablehlo.convert %193 : tensor<16x256x256xf32>
    %cst_35 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %195 = stablehlo.broadcast_in_dim %cst_35, dims = [] : (tensor<f32>) -> tensor<16x256x256xf32>
    %196 = stablehlo.complex %194, %195 : tensor<16x256x256xcomplex<f32>>
    %197 = stablehlo.multiply %196, %64 : tensor<16x256x256xcomplex<f32>>
    %198 = stablehlo.add %187, %197 : tensor<16x256x256xcomplex<f32>>
    %199 = stablehlo.multiply %52, %192 : tensor<16x256x256xcomplex<f32>>
    %200 = stablehlo.add %198, %199 : tensor<16x256x256xcomplex<f32>>
    %201 = stablehlo.multiply %192, %46 : tensor<16x256x256xcomplex<f32>>
    %cst_36 = stablehlo.constant dense<(1.000000e-01,0.000000e+00)> : tensor<complex<f32>>
    %202 = stablehlo.broadcast_in_dim %cst_36, dims = [] : (tensor<complex<f32>>) -> tensor<16x256x256xcomplex<f32>>
    %203 = stablehlo.multiply %202, %201 : tensor<16x256x256xcomplex<f32>>
    %204 = stablehlo.real %203 : (tensor<16x256x256xcomplex<f32>>) -> tensor<16x256x256xf32>
    %205 = stablehlo.imag %203 : (tensor<16x256x256xcomplex<f32>>) -> tensor<16x256x256xf32>
    %206 = stablehlo.negate %205 : tensor<16x256x256xf32>
    %207 = stablehlo.complex %204, %206 : tensor<16x256x256xcomplex<f32>>
    %208 = stablehlo.add %200, %207 : tensor<16x256x256xcomplex<f32>>
    %209 = stablehlo.multiply %43, %208 : tensor<16x256x256xcomplex<f32>>
    %cst_37 = stablehlo.constant dense<(0.000000e+00,0.000000e+00)> : tensor<complex<f32>>
    %210 = stablehlo.reduce(%209 init: %cst_37) applies stablehlo.add across dimensions = [0] : (tensor<16x256x256xcomplex<f32>>, tensor<complex<f32>>) -> tensor<256x256xcomplex<f32>>
    %211 = stablehlo.reshape %210 : (tensor<256x256xcomplex<f32>>) -> tensor<1x256x256xcomplex<f32>>
    %212 = stablehlo.broadcast_in_dim %44, dims = [0, 1, 2] : (tensor<1x256x256xcomplex<f32>>) -> tensor<16x256x256xcomplex<f32>>
    %213 = stablehlo.multiply %208, %212 : tensor<16x256x256xcomplex<f32>>
    %cst_38 = stablehlo.constant dense<(0.000000e+00,0.000000e+00)> : tensor<complex<f32>>
    %214 = stablehlo.reduce(%211 init: %cst_38) applies stablehlo.add across dimensions = [0] : (tensor<1x256x256xcomplex<f32>>, tensor<complex<f32>>) -> tensor<256x256xcomplex<f32>>
    %215 = stablehlo.add %182, %214 : tensor<256x256xcomplex<f32>>
    %216 = stablehlo.multiply %40, %213 : tensor<16x256x256xcomplex<f32>>
    %cst_39 = stablehlo.constant dense<(0.000000e+00,0.000000e+00)> : tensor<complex<f32>>
    %217 = stablehlo.reduce(%216 init: %cst_39) applies stablehlo.add across dimensions = [0] : (tensor<16x256x256xcomplex<f32>>, tensor<complex<f32>>) -> tensor<256x256xcomplex<f32>>
    %218 = stablehlo.reshape %217 : (tensor<256x256xcomplex<f32>>) -> tensor<1x256x256xcomplex<f32>>
    %219 = stablehlo.broadcast_in_dim %41, dims = [0, 1, 2] : (tensor<1x256x256xcomplex<f32>>) -> tensor<16x256x256xcomplex<f32>>
    %220 = stablehlo.multiply %213, %219 : tensor<16x256x256xcomplex<f32>>
    %cst_40 = stablehlo.constant dense<(0.000000e+00,0.000000e+00)> : tensor<complex<f32>>
    %221 = stablehlo.reduce(%218 init: %cst_40) applies stablehlo.add across dimensions = [0] : (tensor<1x256x256xcomplex<f32>>, tensor<complex<f32>>) -> tensor<256x256xcomplex<f32>>
    %222 = stablehlo.add %188, %221 : tensor<256x256xcomplex<f32>>
    %223 = stablehlo.multiply %220, %39 : tensor<16x256x256xcomplex<f32>>
    %224 = stablehlo.multiply %223, %21 : tensor<16x256x256xcomplex<f32>>
    %225 = stablehlo.negate %224 : tensor<16x256x256xcomplex<f32>>
    %226 = stablehlo.divide %220, %35 : tensor<16x256x256xcomplex<f32>>
    %227 = stablehlo.real %225 : (tensor<16x256x256xcomplex<f32>>) -> tensor<16x256x256xf32>
    %228 = stablehlo.convert %227 : tensor<16x256x256xf32>
    %cst_41 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %229 = stablehlo.broadcast_in_dim %cst_41, dims = [] : (tensor<f32>) -> tensor<16x256x256xf32>
    %230 = stablehlo.complex %228, %229 : tensor<16x256x256xcomplex<f32>>
    %231 = stablehlo.multiply %230, %32 : tensor<16x256x256xcomplex<f32>>
    %232 = stablehlo.add %220, %231 : tensor<16x256x256xcomplex<f32>>
    %233 = stablehlo.multiply %20, %226 : tensor<16x256x256xcomplex<f32>>
    %234 = stablehlo.add %232, %233 : tensor<16x256x256xcomplex<f32>>
    %235 = stablehlo.multiply %226, %14 : tensor<16x256x256xcomplex<f32>>
    %cst_42 = stablehlo.constant dense<(1.000000e-01,0.000000e+00)> : tensor<complex<f32>>
    %236 = stablehlo.broadcast_in_dim %cst_42, dims = [] : (tensor<complex<f32>>) -> tensor<16x256x256xcomplex<f32>>
    %237 = stablehlo.multiply %236, %235 : tensor<16x256x256xcomplex<f32>>
    %238 = stablehlo.real %237 : (tensor<16x256x256xcomplex<f32>>) -> tensor<16x256x256xf32>
    %239 = stablehlo.imag %237 : (tensor<16x256x256xcomplex<f32>>) -> tensor<16x256x256xf32>
    %240 = stablehlo.negate %239 : tensor<16x256x256xf32>
    %241 = stablehlo.complex %238, %240 : tensor<16x256x256xcomplex<f32>>
    %242 = stablehlo.add %234, %241 : tensor<16x256x256xcomplex<f32>>
    %243 = stablehlo.multiply %11, %242 : tensor<16x256x256xcomplex<f32>>
    %cst_43 = stablehlo.constant dense<(0.000000e+00,0.000000e+00)> : tensor<complex<f32>>
    %244 = stablehlo.reduce(%243 init: %cst_43) applies stablehlo.add across dimensions = [0] : (tensor<16x256x256xcomplex<f32>>, tensor<complex<f32>>) -> tensor<256x256xcomplex<f32>>
    %245 = stablehlo.reshape %244 : (tensor<256x256xcomplex<f32>>) -> tensor<1x256x256xcomplex<f32>>
    %246 = stablehlo.broadcast_in_dim %12, dims = [0, 1, 2] : (tensor<1x256x256xcomplex<f32>>) -> tensor<16x256x256xcomplex<f32>>
    %247 = stablehlo.multiply %242, %246 : tensor<16x256x256xcomplex<f32>>
    %cst_44 = stablehlo.constant dense<(0.000000e+00,0.000000e+00)> : tensor<complex<f32>>
    %248 = stablehlo.reduce(%245 init: %cst_44) applies stablehlo.add across dimensions = [0] : (tensor<1x256x256xcomplex<f32>>, tensor<complex<f32>>) -> tensor<256x256xcomplex<f32>>
    %249 = stablehlo.add %215, %248 : tensor<256x256xcomplex<f32>>
    %250 = stablehlo.multiply %0, %247 : tensor<16x256x256xcomplex<f32>>
    %cst_45 = stablehlo.constant dense<(0.000000e+00,0.000000e+00)> : tensor<complex<f32>>
    %251 = stablehlo.reduce(%250 init: %cst_45) applies stablehlo.add across dimensions = [0] : (tensor<16x256x256xcomplex<f32>>, tensor<complex<f32>>) -> tensor<256x256xcomplex<f32>>
    %252 = stablehlo.reshape %251 : (tensor<256x256xcomplex<f32>>) -> tensor<1x256x256xcomplex<f32>>
    %cst_46 = stablehlo.constant dense<(0.000000e+00,0.000000e+00)> : tensor<complex<f32>>
    %253 = stablehlo.reduce(%252 init: %cst_46) applies stablehlo.add across dimensions = [0] : (tensor<1x256x256xcomplex<f32>>, tensor<complex<f32>>) -> tensor<256x256xcomplex<f32>>
    %254 = stablehlo.add %222, %253 : tensor<256x256xcomplex<f32>>
    %255 = stablehlo.multiply %254, %8 : tensor<256x256xcomplex<f32>>
    %256 = stablehlo.multiply %4, %255 : tensor<256x256xcomplex<f32>>
    %cst_47 = stablehlo.constant dense<(0.000000e+00,0.000000e+00)> : tensor<complex<f32>>
    %257 = stablehlo.reduce(%256 init: %cst_47) applies stablehlo.add across dimensions = [0, 1] : (tensor<256x256xcomplex<f32>>, tensor<complex<f32>>) -> tensor<complex<f32>>
    %258 = stablehlo.broadcast_in_dim %5, dims = [] : (tensor<complex<f32>>) -> tensor<256x256xcomplex<f32>>
    %259 = stablehlo.multiply %255, %258 : tensor<256x256xcomplex<f32>>
    %260 = stablehlo.real %257 : (tensor<complex<f32>>) -> tensor<f32>
    %261 = stablehlo.convert %260 : tensor<f32>
    %cst_48 = stablehlo.constant dense<(0.000000e+00,1.000000e+00)> : tensor<complex<f32>>
    %262 = stablehlo.broadcast_in_dim %cst_48, dims = [] : (tensor<complex<f32>>) -> tensor<256x256xcomplex<f32>>
    %263 = stablehlo.multiply %262, %259 : tensor<256x256xcomplex<f32>>
    %264 = stablehlo.real %263 : (tensor<256x256xcomplex<f32>>) -> tensor<256x256xf32>
    %265 = stablehlo.convert %264 : tensor<256x256xf32>
    %266 = stablehlo.real %249 : (tensor<256x256xcomplex<f32>>) -> tensor<256x256xf32>
    %267 = stablehlo.negate %249 : tensor<256x256xcomplex<f32>>
    %268 = stablehlo.imag %267 : (tensor<256x256xcomplex<f32>>) -> tensor<256x256xf32>
    return %135, %265, %268, %266, %261 : tensor<f32>, tensor<256x256xf32>, tensor<256x256xf32>, tensor<256x256xf32>, tensor<f32>
  }
  func.func private @angle(%arg0: tensor<16x256x256xcomplex<f32>>) -> (tensor<16x256x256xf32>, tensor<16x256x256xf32>, tensor<16x256x256xf32>) {
    %0 = stablehlo.real %arg0 : (tensor<16x256x256xcomplex<f32>>) -> tensor<16x256x256xf32>
    %1 = stablehlo.imag %arg0 : (tensor<16x256x256xcomplex<f32>>) -> tensor<16x256x256xf32>
    %2 = stablehlo.atan2 %1, %0 : tensor<16x256x256xf32>
    %3 = chlo.square %1 : tensor<16x256x256xf32> -> tensor<16x256x256xf32>
    %4 = chlo.square %0 : tensor<16x256x256xf32> -> tensor<16x256x256xf32>
    %5 = stablehlo.add %3, %4 : tensor<16x256x256xf32>
    %6 = stablehlo.divide %0, %5 : tensor<16x256x256xf32>
    %7 = stablehlo.negate %1 : tensor<16x256x256xf32>
    %8 = chlo.square %1 : tensor<16x256x256xf32> -> tensor<16x256x256xf32>
    %9 = chlo.square %0 : tensor<16x256x256xf32> -> tensor<16x256x256xf32>
    %10 = stablehlo.add %8, %9 : tensor<16x256x256xf32>
    %11 = stablehlo.divide %7, %10 : tensor<16x256x256xf32>
    return %2, %6, %11 : tensor<16x256x256xf32>, tensor<16x256x256xf32>, tensor<16x256x256xf32>
  }
  func.func private @angle_0(%arg0: tensor<16x256x256xf32>, %arg1: tensor<16x256x256xf32>, %arg2: tensor<16x256x256xf32>) -> tensor<16x256x256xcomplex<f32>> {
    %0 = stablehlo.multiply %arg2, %arg1 : tensor<16x256x256xf32>
    %1 = stablehlo.multiply %arg2, %arg0 : tensor<16x256x256xf32>
    %2 = stablehlo.negate %1 : tensor<16x256x256xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %3 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<16x256x256xf32>
    %4 = stablehlo.complex %3, %2 : tensor<16x256x256xcomplex<f32>>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %5 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<16x256x256xf32>
    %6 = stablehlo.complex %0, %5 : tensor<16x256x256xcomplex<f32>>
    %7 = stablehlo.add %4, %6 : tensor<16x256x256xcomplex<f32>>
    return %7 : tensor<16x256x256xcomplex<f32>>
  }
}
