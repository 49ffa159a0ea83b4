module @jit_vma_fft attributes {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["x"=8]> {stablehlo.mesh = {axes = [{name = "x", size = 8 : i64}]}}
  func.func public @main(%arg0: tensor<4096x1024xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{"x"}, {}]>}, %arg1: tensor<4096x1024xi8> {sdy.sharding = #sdy.sharding<@mesh, [{"x"}, {}]>}, %arg2: tensor<513xcomplex<f32>> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}) -> (tensor<4096x1024xf32> {jax.result_info = "result[0]"}, tensor<513xf32> {jax.result_info = "result[1]"}) {
    %0 = stablehlo.convert %arg0 : (tensor<4096x1024xbf16>) -> tensor<4096x1024xf32>
    %1 = stablehlo.convert %arg1 : (tensor<4096x1024xi8>) -> tensor<4096x1024xf32>
    %2 = stablehlo.add %0, %1 : tensor<4096x1024xf32>
    %3:2 = sdy.manual_computation(%2, %arg2) in_shardings=[<@mesh, [{"x"}, {}]>, <@mesh, [{}]>] out_shardings=[<@mesh, [{"x"}, {}]>, <@mesh, [{}]>] manual_axes={"x"} (%arg3: tensor<512x1024xf32>, %arg4: tensor<513xcomplex<f32>>) {
      %4 = func.call @fft(%arg3) : (tensor<512x1024xf32>) -> tensor<512x513xcomplex<f32>>
      %5 = stablehlo.abs %4 : (tensor<512x513xcomplex<f32>>) -> tensor<512x513xf32>
      %6 = stablehlo.multiply %5, %5 : tensor<512x513xf32>
      %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %7 = stablehlo.reduce(%6 init: %cst) applies stablehlo.add across dimensions = [0] : (tensor<512x513xf32>, tensor<f32>) -> tensor<513xf32>
      %8 = "stablehlo.all_reduce"(%7) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>, use_global_device_ids}> ({
      ^bb0(%arg5: tensor<f32>, %arg6: tensor<f32>):
        %14 = stablehlo.add %arg5, %arg6 : tensor<f32>
        stablehlo.return %14 : tensor<f32>
      }) : (tensor<513xf32>) -> tensor<513xf32>
      %9 = stablehlo.broadcast_in_dim %arg4, dims = [1] : (tensor<513xcomplex<f32>>) -> tensor<1x513xcomplex<f32>>
      %10 = stablehlo.broadcast_in_dim %9, dims = [0, 1] : (tensor<1x513xcomplex<f32>>) -> tensor<512x513xcomplex<f32>>
      %11 = stablehlo.multiply %4, %10 : tensor<512x513xcomplex<f32>>
      %c = stablehlo.constant dense<0> : tensor<i32>
      %12 = func.call @_pad(%11, %c) : (tensor<512x513xcomplex<f32>>, tensor<i32>) -> tensor<512x513xcomplex<f32>>
      %13 = func.call @fft_0(%12) : (tensor<512x513xcomplex<f32>>) -> tensor<512x1024xf32>
      sdy.return %13, %8 : tensor<512x1024xf32>, tensor<513xf32>
    } : (tensor<4096x1024xf32>, tensor<513xcomplex<f32>>) -> (tensor<4096x1024xf32>, tensor<513xf32>)
    return %3#0, %3#1 : tensor<4096x1024xf32>, tensor<513xf32>
  }
  func.func private @fft(%arg0: tensor<512x1024xf32>) -> tensor<512x513xcomplex<f32>> {
    %0 = stablehlo.fft %arg0, type = RFFT, length = [1024] : (tensor<512x1024xf32>) -> tensor<512x513xcomplex<f32>>
    return %0 : tensor<512x513xcomplex<f32>>
  }
  func.func private @_pad(%arg0: tensor<512x513xcomplex<f32>>, %arg1: tensor<i32>) -> tensor<512x513xcomplex<f32>> {
    %0 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<complex<f32>>
    %1 = stablehlo.pad %arg0, %0, low = [0, 0], high = [0, 0], interior = [0, 0] : (tensor<512x513xcomplex<f32>>, tensor<complex<f32>>) -> tensor<512x513xcomplex<f32>>
    return %1 : tensor<512x513xcomplex<f32>>
  }
  func.func private @fft_0(%arg0: tensor<512x513xcomplex<f32>>) -> tensor<512x1024xf32> {
    %0 = stablehlo.fft %arg0, type = IRFFT, length = [1024] : (tensor<512x513xcomplex<f32>>) -> tensor<512x1024xf32>
    return %0 : tensor<512x1024xf32>
  }
}
