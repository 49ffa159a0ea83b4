module @jit_fft_filter attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<2x128x65xf32>, %arg1: tensor<16x128x128xf32>, %arg2: tensor<16x128x128xf32>) -> (tensor<f32> {jax.result_info = "result[0]"}, tensor<2x128x65xf32> {jax.result_info = "result[1]"}) {
    %0 = call @fft(%arg1) : (tensor<16x128x128xf32>) -> tensor<16x128x65xcomplex<f32>>
    %1 = stablehlo.slice %arg0 [0:1, 0:128, 0:65] : (tensor<2x128x65xf32>) -> tensor<1x128x65xf32>
    %2 = stablehlo.reshape %1 : (tensor<1x128x65xf32>) -> tensor<128x65xf32>
    %3 = stablehlo.slice %arg0 [1:2, 0:128, 0:65] : (tensor<2x128x65xf32>) -> tensor<1x128x65xf32>
    %4 = stablehlo.reshape %3 : (tensor<1x128x65xf32>) -> tensor<128x65xf32>
    %5 = stablehlo.convert %4 : (tensor<128x65xf32>) -> tensor<128x65xcomplex<f32>>
    %cst = stablehlo.constant dense<(0.000000e+00,1.000000e+00)> : tensor<complex<f32>>
    %6 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<complex<f32>>) -> tensor<128x65xcomplex<f32>>
    %7 = stablehlo.multiply %6, %5 : tensor<128x65xcomplex<f32>>
    %8 = stablehlo.convert %2 : (tensor<128x65xf32>) -> tensor<128x65xcomplex<f32>>
    %9 = stablehlo.add %8, %7 : tensor<128x65xcomplex<f32>>
    %10 = stablehlo.broadcast_in_dim %9, dims = [1, 2] : (tensor<128x65xcomplex<f32>>) -> tensor<1x128x65xcomplex<f32>>
    %11 = stablehlo.broadcast_in_dim %10, dims = [0, 1, 2] : (tensor<1x128x65xcomplex<f32>>) -> tensor<16x128x65xcomplex<f32>>
    %12 = stablehlo.multiply %0, %11 : tensor<16x128x65xcomplex<f32>>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %13 = call @_pad(%12, %c) : (tensor<16x128x65xcomplex<f32>>, tensor<i32>) -> tensor<16x128x65xcomplex<f32>>
    %14 = call @fft_0(%13) : (tensor<16x128x65xcomplex<f32>>) -> tensor<16x128x128xf32>
    %15 = stablehlo.subtract %14, %arg2 : tensor<16x128x128xf32>
    %16 = stablehlo.multiply %15, %15 : tensor<16x128x128xf32>
    %cst_0 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %17 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<16x128x128xf32>
    %18 = stablehlo.multiply %17, %15 : tensor<16x128x128xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %19 = stablehlo.reduce(%16 init: %cst_1) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<16x128x128xf32>, tensor<f32>) -> tensor<f32>
    %cst_2 = stablehlo.constant dense<2.621440e+05> : tensor<f32>
    %20 = stablehlo.divide %19, %cst_2 : tensor<f32>
    %cst_3 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %cst_4 = stablehlo.constant dense<2.621440e+05> : tensor<f32>
    %21 = stablehlo.divide %cst_3, %cst_4 : tensor<f32>
    %22 = stablehlo.broadcast_in_dim %21, dims = [] : (tensor<f32>) -> tensor<16x128x128xf32>
    %23 = stablehlo.multiply %22, %18 : tensor<16x128x128xf32>
    %24 = call @fft_1(%23) : (tensor<16x128x128xf32>) -> tensor<16x128x65xcomplex<f32>>
    %25 = call @_pad_3(%24) : (tensor<16x128x65xcomplex<f32>>) -> tensor<16x128x65xcomplex<f32>>
    %26 = stablehlo.multiply %0, %25 : tensor<16x128x65xcomplex<f32>>
    %cst_5 = stablehlo.constant dense<(0.000000e+00,0.000000e+00)> : tensor<complex<f32>>
    %27 = stablehlo.reduce(%26 init: %cst_5) applies stablehlo.add across dimensions = [0] : (tensor<16x128x65xcomplex<f32>>, tensor<complex<f32>>) -> tensor<128x65xcomplex<f32>>
    %28 = stablehlo.reshape %27 : (tensor<128x65xcomplex<f32>>) -> tensor<1x128x65xcomplex<f32>>
    %cst_6 = stablehlo.constant dense<(0.000000e+00,0.000000e+00)> : tensor<complex<f32>>
    %29 = stablehlo.reduce(%28 init: %cst_6) applies stablehlo.add across dimensions = [0] : (tensor<1x128x65xcomplex<f32>>, tensor<complex<f32>>) -> tensor<128x65xcomplex<f32>>
    %30 = stablehlo.real %29 : (tensor<128x65xcomplex<f32>>) -> tensor<128x65xf32>
    %31 = stablehlo.convert %30 : tensor<128x65xf32>
    %cst_7 = stablehlo.constant dense<(0.000000e+00,1.000000e+00)> : tensor<complex<f32>>
    %32 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<complex<f32>>) -> tensor<128x65xcomplex<f32>>
    %33 = stablehlo.multiply %32, %29 : tensor<128x65xcomplex<f32>>
    %34 = stablehlo.real %33 : (tensor<128x65xcomplex<f32>>) -> tensor<128x65xf32>
    %35 = stablehlo.convert %34 : tensor<128x65xf32>
    %36 = stablehlo.broadcast_in_dim %35, dims = [1, 2] : (tensor<128x65xf32>) -> tensor<1x128x65xf32>
    %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %37 = stablehlo.pad %36, %cst_8, low = [1, 0, 0], high = [0, 0, 0], interior = [0, 0, 0] : (tensor<1x128x65xf32>, tensor<f32>) -> tensor<2x128x65xf32>
    %38 = stablehlo.broadcast_in_dim %31, dims = [1, 2] : (tensor<128x65xf32>) -> tensor<1x128x65xf32>
    %cst_9 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %39 = stablehlo.pad %38, %cst_9, low = [0, 0, 0], high = [1, 0, 0], interior = [0, 0, 0] : (tensor<1x128x65xf32>, tensor<f32>) -> tensor<2x128x65xf32>
    %40 = stablehlo.add %37, %39 : tensor<2x128x65xf32>
    %cst_10 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %41 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<2x128x65xf32>
    %42 = stablehlo.multiply %41, %40 : tensor<2x128x65xf32>
    %43 = stablehlo.subtract %arg0, %42 : tensor<2x128x65xf32>
    return %20, %43 : tensor<f32>, tensor<2x128x65xf32>
  }
  func.func private @fft(%arg0: tensor<16x128x128xf32>) -> tensor<16x128x65xcomplex<f32>> {
    %0 = stablehlo.fft %arg0, type = RFFT, length = [128, 128] : (tensor<16x128x128xf32>) -> tensor<16x128x65xcomplex<f32>>
    return %0 : tensor<16x128x65xcomplex<f32>>
  }
  func.func private @_pad(%arg0: tensor<16x128x65xcomplex<f32>>, %arg1: tensor<i32>) -> tensor<16x128x65xcomplex<f32>> {
    %0 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<complex<f32>>
    %1 = stablehlo.pad %arg0, %0, low = [0, 0, 0], high = [0, 0, 0], interior = [0, 0, 0] : (tensor<16x128x65xcomplex<f32>>, tensor<complex<f32>>) -> tensor<16x128x65xcomplex<f32>>
    return %1 : tensor<16x128x65xcomplex<f32>>
  }
  func.func private @fft_0(%arg0: tensor<16x128x65xcomplex<f32>>) -> tensor<16x128x128xf32> {
    %0 = stablehlo.fft %arg0, type = IRFFT, length = [128, 128] : (tensor<16x128x65xcomplex<f32>>) -> tensor<16x128x128xf32>
    return %0 : tensor<16x128x128xf32>
  }
  func.func private @fft_1(%arg0: tensor<16x128x128xf32>) -> tensor<16x128x65xcomplex<f32>> {
    %0 = call @fft_2(%arg0) : (tensor<16x128x128xf32>) -> tensor<16x128x65xcomplex<f32>>
    %cst = stablehlo.constant dense<(2.000000e+00,0.000000e+00)> : tensor<complex<f32>>
    %1 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<complex<f32>>) -> tensor<65xcomplex<f32>>
    %cst_0 = stablehlo.constant dense<(1.000000e+00,0.000000e+00)> : tensor<complex<f32>>
    %2 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<complex<f32>>) -> tensor<1xcomplex<f32>>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %3 = stablehlo.dynamic_update_slice %1, %2, %c : (tensor<65xcomplex<f32>>, tensor<1xcomplex<f32>>, tensor<i32>) -> tensor<65xcomplex<f32>>
    %cst_1 = stablehlo.constant dense<(1.000000e+00,0.000000e+00)> : tensor<complex<f32>>
    %4 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<complex<f32>>) -> tensor<1xcomplex<f32>>
    %c_2 = stablehlo.constant dense<64> : tensor<i32>
    %5 = stablehlo.dynamic_update_slice %3, %4, %c_2 : (tensor<65xcomplex<f32>>, tensor<1xcomplex<f32>>, tensor<i32>) -> tensor<65xcomplex<f32>>
    %6 = stablehlo.broadcast_in_dim %5, dims = [2] : (tensor<65xcomplex<f32>>) -> tensor<1x1x65xcomplex<f32>>
    %cst_3 = stablehlo.constant dense<(6.10351563E-5,0.000000e+00)> : tensor<complex<f32>>
    %7 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<complex<f32>>) -> tensor<1x1x65xcomplex<f32>>
    %8 = stablehlo.multiply %7, %6 : tensor<1x1x65xcomplex<f32>>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0, 1, 2] : (tensor<1x1x65xcomplex<f32>>) -> tensor<16x128x65xcomplex<f32>>
    %10 = stablehlo.multiply %9, %0 : tensor<16x128x65xcomplex<f32>>
    %11 = stablehlo.real %10 : (tensor<16x128x65xcomplex<f32>>) -> tensor<16x128x65xf32>
    %12 = stablehlo.imag %10 : (tensor<16x128x65xcomplex<f32>>) -> tensor<16x128x65xf32>
    %13 = stablehlo.negate %12 : tensor<16x128x65xf32>
    %14 = stablehlo.complex %11, %13 : tensor<16x128x65xcomplex<f32>>
    return %14 : tensor<16x128x65xcomplex<f32>>
  }
  func.func private @fft_2(%arg0: tensor<16x128x128xf32>) -> tensor<16x128x65xcomplex<f32>> {
    %0 = stablehlo.fft %arg0, type = RFFT, length = [128, 128] : (tensor<16x128x128xf32>) -> tensor<16x128x65xcomplex<f32>>
    return %0 : tensor<16x128x65xcomplex<f32>>
  }
  func.func private @_pad_3(%arg0: tensor<16x128x65xcomplex<f32>>) -> tensor<16x128x65xcomplex<f32>> {
    %cst = stablehlo.constant dense<(0.000000e+00,0.000000e+00)> : tensor<complex<f32>>
    %0 = stablehlo.pad %arg0, %cst, low = [0, 0, 0], high = [0, 0, 0], interior = [0, 0, 0] : (tensor<16x128x65xcomplex<f32>>, tensor<complex<f32>>) -> tensor<16x128x65xcomplex<f32>>
    %1 = stablehlo.slice %0 [0:16, 0:128, 0:65] : (tensor<16x128x65xcomplex<f32>>) -> tensor<16x128x65xcomplex<f32>>
    return %1 : tensor<16x128x65xcomplex<f32>>
  }
}
