module @jit_fft_conv attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<128x128x8xf32>, %arg1: tensor<8x8xf32>, %arg2: tensor<16x128x128x8xf32>, %arg3: tensor<16x128x128x8xf32>) -> (tensor<f32> {jax.result_info = "result[0]"}, tensor<128x128x8xf32> {jax.result_info = "result[1]['k']"}, tensor<8x8xf32> {jax.result_info = "result[1]['mix']"}) {
    %0 = stablehlo.transpose %arg2, dims = [0, 3, 1, 2] : (tensor<16x128x128x8xf32>) -> tensor<16x8x128x128xf32>
    %1 = call @fft(%0) : (tensor<16x8x128x128xf32>) -> tensor<16x8x128x65xcomplex<f32>>
    %2 = stablehlo.transpose %1, dims = [0, 2, 3, 1] : (tensor<16x8x128x65xcomplex<f32>>) -> tensor<16x128x65x8xcomplex<f32>>
    %3 = stablehlo.transpose %arg0, dims = [2, 0, 1] : (tensor<128x128x8xf32>) -> tensor<8x128x128xf32>
    %4 = call @fft_0(%3) : (tensor<8x128x128xf32>) -> tensor<8x128x65xcomplex<f32>>
    %5 = stablehlo.transpose %4, dims = [1, 2, 0] : (tensor<8x128x65xcomplex<f32>>) -> tensor<128x65x8xcomplex<f32>>
    %6 = stablehlo.broadcast_in_dim %5, dims = [1, 2, 3] : (tensor<128x65x8xcomplex<f32>>) -> tensor<1x128x65x8xcomplex<f32>>
    %7 = stablehlo.broadcast_in_dim %6, dims = [0, 1, 2, 3] : (tensor<1x128x65x8xcomplex<f32>>) -> tensor<16x128x65x8xcomplex<f32>>
    %8 = stablehlo.multiply %2, %7 : tensor<16x128x65x8xcomplex<f32>>
    %9 = stablehlo.transpose %8, dims = [0, 3, 1, 2] : (tensor<16x128x65x8xcomplex<f32>>) -> tensor<16x8x128x65xcomplex<f32>>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %10 = call @_pad(%9, %c) : (tensor<16x8x128x65xcomplex<f32>>, tensor<i32>) -> tensor<16x8x128x65xcomplex<f32>>
    %11 = call @fft_1(%10) : (tensor<16x8x128x65xcomplex<f32>>) -> tensor<16x8x128x128xf32>
    %12 = stablehlo.transpose %11, dims = [0, 2, 3, 1] : (tensor<16x8x128x128xf32>) -> tensor<16x128x128x8xf32>
    %13 = stablehlo.dot_general %12, %arg1, contracting_dims = [3] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x128x128x8xf32>, tensor<8x8xf32>) -> tensor<16x128x128x8xf32>
    %14 = stablehlo.multiply %13, %13 : tensor<16x128x128x8xf32>
    %15 = stablehlo.multiply %14, %13 : tensor<16x128x128x8xf32>
    %16 = stablehlo.multiply %13, %13 : tensor<16x128x128x8xf32>
    %cst = stablehlo.constant dense<3.000000e+00> : tensor<f32>
    %17 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<16x128x128x8xf32>
    %18 = stablehlo.multiply %17, %16 : tensor<16x128x128x8xf32>
    %cst_0 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %19 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<16x128x128x8xf32>
    %20 = stablehlo.multiply %19, %15 : tensor<16x128x128x8xf32>
    %21 = stablehlo.add %13, %20 : tensor<16x128x128x8xf32>
    %cst_1 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %22 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<16x128x128x8xf32>
    %23 = stablehlo.multiply %22, %21 : tensor<16x128x128x8xf32>
    %24 = stablehlo.tanh %23 : tensor<16x128x128x8xf32>
    %cst_2 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %25 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<16x128x128x8xf32>
    %26 = stablehlo.subtract %25, %24 : tensor<16x128x128x8xf32>
    %cst_3 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %27 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<16x128x128x8xf32>
    %28 = stablehlo.add %27, %24 : tensor<16x128x128x8xf32>
    %cst_4 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %29 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<16x128x128x8xf32>
    %30 = stablehlo.multiply %29, %28 : tensor<16x128x128x8xf32>
    %31 = stablehlo.multiply %13, %30 : tensor<16x128x128x8xf32>
    %32 = stablehlo.subtract %31, %arg3 : tensor<16x128x128x8xf32>
    %33 = stablehlo.multiply %32, %32 : tensor<16x128x128x8xf32>
    %cst_5 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %34 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<16x128x128x8xf32>
    %35 = stablehlo.multiply %34, %32 : tensor<16x128x128x8xf32>
    %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %36 = stablehlo.reduce(%33 init: %cst_6) applies stablehlo.add across dimensions = [0, 1, 2, 3] : (tensor<16x128x128x8xf32>, tensor<f32>) -> tensor<f32>
    %cst_7 = stablehlo.constant dense<0x4A000000> : tensor<f32>
    %37 = stablehlo.divide %36, %cst_7 : tensor<f32>
    %cst_8 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %cst_9 = stablehlo.constant dense<0x4A000000> : tensor<f32>
    %38 = stablehlo.divide %cst_8, %cst_9 : tensor<f32>
    %39 = stablehlo.broadcast_in_dim %38, dims = [] : (tensor<f32>) -> tensor<16x128x128x8xf32>
    %40 = stablehlo.multiply %39, %35 : tensor<16x128x128x8xf32>
    %41 = stablehlo.multiply %13, %40 : tensor<16x128x128x8xf32>
    %42 = stablehlo.multiply %40, %30 : tensor<16x128x128x8xf32>
    %cst_10 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %43 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<16x128x128x8xf32>
    %44 = stablehlo.multiply %43, %41 : tensor<16x128x128x8xf32>
    %45 = stablehlo.multiply %44, %26 : tensor<16x128x128x8xf32>
    %46 = stablehlo.multiply %45, %24 : tensor<16x128x128x8xf32>
    %47 = stablehlo.add %45, %46 : tensor<16x128x128x8xf32>
    %cst_11 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %48 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<16x128x128x8xf32>
    %49 = stablehlo.multiply %48, %47 : tensor<16x128x128x8xf32>
    %50 = stablehlo.add %42, %49 : tensor<16x128x128x8xf32>
    %cst_12 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %51 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<16x128x128x8xf32>
    %52 = stablehlo.multiply %51, %49 : tensor<16x128x128x8xf32>
    %53 = stablehlo.multiply %52, %18 : tensor<16x128x128x8xf32>
    %54 = stablehlo.add %50, %53 : tensor<16x128x128x8xf32>
    %55 = stablehlo.dot_general %54, %12, contracting_dims = [0, 1, 2] x [0, 1, 2], precision = [DEFAULT, DEFAULT] : (tensor<16x128x128x8xf32>, tensor<16x128x128x8xf32>) -> tensor<8x8xf32>
    %56 = stablehlo.transpose %55, dims = [1, 0] : (tensor<8x8xf32>) -> tensor<8x8xf32>
    %57 = stablehlo.dot_general %54, %arg1, contracting_dims = [3] x [1], precision = [DEFAULT, DEFAULT] : (tensor<16x128x128x8xf32>, tensor<8x8xf32>) -> tensor<16x128x128x8xf32>
    %58 = stablehlo.transpose %57, dims = [0, 3, 1, 2] : (tensor<16x128x128x8xf32>) -> tensor<16x8x128x128xf32>
    %59 = call @fft_2(%58) : (tensor<16x8x128x128xf32>) -> tensor<16x8x128x65xcomplex<f32>>
    %60 = call @_pad_4(%59) : (tensor<16x8x128x65xcomplex<f32>>) -> tensor<16x8x128x65xcomplex<f32>>
    %61 = stablehlo.transpose %60, dims = [0, 2, 3, 1] : (tensor<16x8x128x65xcomplex<f32>>) -> tensor<16x128x65x8xcomplex<f32>>
    %62 = stablehlo.multiply %2, %61 : tensor<16x128x65x8xcomplex<f32>>
    %cst_13 = stablehlo.constant dense<(0.000000e+00,0.000000e+00)> : tensor<complex<f32>>
    %63 = stablehlo.reduce(%62 init: %cst_13) applies stablehlo.add across dimensions = [0] : (tensor<16x128x65x8xcomplex<f32>>, tensor<complex<f32>>) -> tensor<128x65x8xcomplex<f32>>
    %64 = stablehlo.reshape %63 : (tensor<128x65x8xcomplex<f32>>) -> tensor<1x128x65x8xcomplex<f32>>
    %cst_14 = stablehlo.constant dense<(0.000000e+00,0.000000e+00)> : tensor<complex<f32>>
    %65 = stablehlo.reduce(%64 init: %cst_14) applies stablehlo.add across dimensions = [0] : (tensor<1x128x65x8xcomplex<f32>>, tensor<complex<f32>>) -> tensor<128x65x8xcomplex<f32>>
    %66 = stablehlo.transpose %65, dims = [2, 0, 1] : (tensor<128x65x8xcomplex<f32>>) -> tensor<8x128x65xcomplex<f32>>
    %67 = call @fft_5(%66) : (tensor<8x128x65xcomplex<f32>>) -> tensor<8x128x128xf32>
    %68 = stablehlo.transpose %67, dims = [1, 2, 0] : (tensor<8x128x128xf32>) -> tensor<128x128x8xf32>
    return %37, %68, %56 : tensor<f32>, tensor<128x128x8xf32>, tensor<8x8xf32>
  }
  func.func private @fft(%arg0: tensor<16x8x128x128xf32>) -> tensor<16x8x128x65xcomplex<f32>> {
    %0 = stablehlo.fft %arg0, type = RFFT, length = [128, 128] : (tensor<16x8x128x128xf32>) -> tensor<16x8x128x65xcomplex<f32>>
    return %0 : tensor<16x8x128x65xcomplex<f32>>
  }
  func.func private @fft_0(%arg0: tensor<8x128x128xf32>) -> tensor<8x128x65xcomplex<f32>> {
    %0 = stablehlo.fft %arg0, type = RFFT, length = [128, 128] : (tensor<8x128x128xf32>) -> tensor<8x128x65xcomplex<f32>>
    return %0 : tensor<8x128x65xcomplex<f32>>
  }
  func.func private @_pad(%arg0: tensor<16x8x128x65xcomplex<f32>>, %arg1: tensor<i32>) -> tensor<16x8x128x65xcomplex<f32>> {
    %0 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<complex<f32>>
    %1 = stablehlo.pad %arg0, %0, low = [0, 0, 0, 0], high = [0, 0, 0, 0], interior = [0, 0, 0, 0] : (tensor<16x8x128x65xcomplex<f32>>, tensor<complex<f32>>) -> tensor<16x8x128x65xcomplex<f32>>
    return %1 : tensor<16x8x128x65xcomplex<f32>>
  }
  func.func private @fft_1(%arg0: tensor<16x8x128x65xcomplex<f32>>) -> tensor<16x8x128x128xf32> {
    %0 = stablehlo.fft %arg0, type = IRFFT, length = [128, 128] : (tensor<16x8x128x65xcomplex<f32>>) -> tensor<16x8x128x128xf32>
    return %0 : tensor<16x8x128x128xf32>
  }
  func.func private @fft_2(%arg0: tensor<16x8x128x128xf32>) -> tensor<16x8x128x65xcomplex<f32>> {
    %0 = call @fft_3(%arg0) : (tensor<16x8x128x128xf32>) -> tensor<16x8x128x65xcomplex<f32>>
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
    %6 = stablehlo.broadcast_in_dim %5, dims = [3] : (tensor<65xcomplex<f32>>) -> tensor<1x1x1x65xcomplex<f32>>
    %cst_3 = stablehlo.constant dense<(6.10351563E-5,0.000000e+00)> : tensor<complex<f32>>
    %7 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<complex<f32>>) -> tensor<1x1x1x65xcomplex<f32>>
    %8 = stablehlo.multiply %7, %6 : tensor<1x1x1x65xcomplex<f32>>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0, 1, 2, 3] : (tensor<1x1x1x65xcomplex<f32>>) -> tensor<16x8x128x65xcomplex<f32>>
    %10 = stablehlo.multiply %9, %0 : tensor<16x8x128x65xcomplex<f32>>
    %11 = stablehlo.real %10 : (tensor<16x8x128x65xcomplex<f32>>) -> tensor<16x8x128x65xf32>
    %12 = stablehlo.imag %10 : (tensor<16x8x128x65xcomplex<f32>>) -> tensor<16x8x128x65xf32>
    %13 = stablehlo.negate %12 : tensor<16x8x128x65xf32>
    %14 = stablehlo.complex %11, %13 : tensor<16x8x128x65xcomplex<f32>>
    return %14 : tensor<16x8x128x65xcomplex<f32>>
  }
  func.func private @fft_3(%arg0: tensor<16x8x128x128xf32>) -> tensor<16x8x128x65xcomplex<f32>> {
    %0 = stablehlo.fft %arg0, type = RFFT, length = [128, 128] : (tensor<16x8x128x128xf32>) -> tensor<16x8x128x65xcomplex<f32>>
    return %0 : tensor<16x8x128x65xcomplex<f32>>
  }
  func.func private @_pad_4(%arg0: tensor<16x8x128x65xcomplex<f32>>) -> tensor<16x8x128x65xcomplex<f32>> {
    %cst = stablehlo.constant dense<(0.000000e+00,0.000000e+00)> : tensor<complex<f32>>
    %0 = stablehlo.pad %arg0, %cst, low = [0, 0, 0, 0], high = [0, 0, 0, 0], interior = [0, 0, 0, 0] : (tensor<16x8x128x65xcomplex<f32>>, tensor<complex<f32>>) -> tensor<16x8x128x65xcomplex<f32>>
    %1 = stablehlo.slice %0 [0:16, 0:8, 0:128, 0:65] : (tensor<16x8x128x65xcomplex<f32>>) -> tensor<16x8x128x65xcomplex<f32>>
    return %1 : tensor<16x8x128x65xcomplex<f32>>
  }
  func.func private @fft_5(%arg0: tensor<8x128x65xcomplex<f32>>) -> tensor<8x128x128xf32> {
    %0 = call @_rfft_transpose(%arg0) : (tensor<8x128x65xcomplex<f32>>) -> tensor<8x128x128xf32>
    return %0 : tensor<8x128x128xf32>
  }
  func.func private @_rfft_transpose(%arg0: tensor<8x128x65xcomplex<f32>>) -> tensor<8x128x128xf32> {
    %cst = stablehlo.constant dense<(2.000000e+00,0.000000e+00)> : tensor<complex<f32>>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<complex<f32>>) -> tensor<65xcomplex<f32>>
    %cst_0 = stablehlo.constant dense<(1.000000e+00,0.000000e+00)> : tensor<complex<f32>>
    %1 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<complex<f32>>) -> tensor<1xcomplex<f32>>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %2 = stablehlo.dynamic_update_slice %0, %1, %c : (tensor<65xcomplex<f32>>, tensor<1xcomplex<f32>>, tensor<i32>) -> tensor<65xcomplex<f32>>
    %cst_1 = stablehlo.constant dense<(1.000000e+00,0.000000e+00)> : tensor<complex<f32>>
    %3 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<complex<f32>>) -> tensor<1xcomplex<f32>>
    %c_2 = stablehlo.constant dense<64> : tensor<i32>
    %4 = stablehlo.dynamic_update_slice %2, %3, %c_2 : (tensor<65xcomplex<f32>>, tensor<1xcomplex<f32>>, tensor<i32>) -> tensor<65xcomplex<f32>>
    %5 = stablehlo.broadcast_in_dim %4, dims = [2] : (tensor<65xcomplex<f32>>) -> tensor<1x1x65xcomplex<f32>>
    %6 = stablehlo.real %arg0 : (tensor<8x128x65xcomplex<f32>>) -> tensor<8x128x65xf32>
    %7 = stablehlo.imag %arg0 : (tensor<8x128x65xcomplex<f32>>) -> tensor<8x128x65xf32>
    %8 = stablehlo.negate %7 : tensor<8x128x65xf32>
    %9 = stablehlo.complex %6, %8 : tensor<8x128x65xcomplex<f32>>
    %10 = stablehlo.broadcast_in_dim %5, dims = [0, 1, 2] : (tensor<1x1x65xcomplex<f32>>) -> tensor<8x128x65xcomplex<f32>>
    %11 = stablehlo.divide %9, %10 : tensor<8x128x65xcomplex<f32>>
    %12 = call @fft_6(%11) : (tensor<8x128x65xcomplex<f32>>) -> tensor<8x128x128xf32>
    %cst_3 = stablehlo.constant dense<1.638400e+04> : tensor<f32>
    %13 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<8x128x128xf32>
    %14 = stablehlo.multiply %13, %12 : tensor<8x128x128xf32>
    return %14 : tensor<8x128x128xf32>
  }
  func.func private @fft_6(%arg0: tensor<8x128x65xcomplex<f32>>) -> tensor<8x128x128xf32> {
    %0 = stablehlo.fft %arg0, type = IRFFT, length = [128, 128] : (tensor<8x128x65xcomplex<f32>>) -> tensor<8x128x128xf32>
    return %0 : tensor<8x128x128xf32>
  }
}
