module @jit_gru_ckpt attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<4096x256xf32>, %arg1: tensor<512x4096xf32>, %arg2: tensor<512x1536xf32>, %arg3: tensor<256x1536xf32>, %arg4: tensor<32x64xi32>, %arg5: tensor<32x64xi32>) -> (tensor<f32> {jax.result_info = "result[0]"}, tensor<4096x256xf32> {jax.result_info = "result[1]['emb']"}, tensor<512x4096xf32> {jax.result_info = "result[1]['out']"}, tensor<512x1536xf32> {jax.result_info = "result[1]['wh']"}, tensor<256x1536xf32> {jax.result_info = "result[1]['wx']"}) {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<32x64xi32>
    %1 = stablehlo.compare LT, %arg4, %0, SIGNED : (tensor<32x64xi32>, tensor<32x64xi32>) -> tensor<32x64xi1>
    %c_0 = stablehlo.constant dense<4096> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<32x64xi32>
    %3 = stablehlo.add %arg4, %2 : tensor<32x64xi32>
    %4 = stablehlo.select %1, %3, %arg4 : tensor<32x64xi1>, tensor<32x64xi32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0, 1] : (tensor<32x64xi32>) -> tensor<32x64x1xi32>
    %6 = "stablehlo.gather"(%arg0, %5) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 256>}> : (tensor<4096x256xf32>, tensor<32x64x1xi32>) -> tensor<32x64x256xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %7 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<32x512xf32>
    %8 = stablehlo.transpose %6, dims = [1, 0, 2] : (tensor<32x64x256xf32>) -> tensor<64x32x256xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %9 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<64x32x512xf32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %10 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<64x32x1536xf32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %11 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<64x32x1536xf32>
    %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %12 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<64x32x512xf32>
    %c_5 = stablehlo.constant dense<0> : tensor<i32>
    %13:9 = stablehlo.while(%iterArg = %8, %iterArg_16 = %arg3, %iterArg_17 = %arg2, %iterArg_18 = %c_5, %iterArg_19 = %7, %iterArg_20 = %9, %iterArg_21 = %10, %iterArg_22 = %11, %iterArg_23 = %12) : tensor<64x32x256xf32>, tensor<256x1536xf32>, tensor<512x1536xf32>, tensor<i32>, tensor<32x512xf32>, tensor<64x32x512xf32>, tensor<64x32x1536xf32>, tensor<64x32x1536xf32>, tensor<64x32x512xf32>
    cond {
      %c_24 = stablehlo.constant dense<64> : tensor<i32>
      %38 = stablehlo.compare LT, %iterArg_18, %c_24, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %38 : tensor<i1>
    } do {
      %38 = func.call @dynamic_index_in_dim(%iterArg, %iterArg_18) : (tensor<64x32x256xf32>, tensor<i32>) -> tensor<32x256xf32>
      %39:5 = func.call @closed_call(%iterArg_16, %iterArg_17, %iterArg_19, %38) : (tensor<256x1536xf32>, tensor<512x1536xf32>, tensor<32x512xf32>, tensor<32x256xf32>) -> (tensor<32x512xf32>, tensor<32x512xf32>, tensor<32x1536xf32>, tensor<32x1536xf32>, tensor<32x512xf32>)
      %40 = func.call @dynamic_update_index_in_dim(%iterArg_20, %39#1, %iterArg_18) : (tensor<64x32x512xf32>, tensor<32x512xf32>, tensor<i32>) -> tensor<64x32x512xf32>
      %41 = func.call @dynamic_update_index_in_dim_0(%iterArg_21, %39#2, %iterArg_18) : (tensor<64x32x1536xf32>, tensor<32x1536xf32>, tensor<i32>) -> tensor<64x32x1536xf32>
      %42 = func.call @dynamic_update_index_in_dim_0(%iterArg_22, %39#3, %iterArg_18) : (tensor<64x32x1536xf32>, tensor<32x1536xf32>, tensor<i32>) -> tensor<64x32x1536xf32>
      %43 = func.call @dynamic_update_index_in_dim(%iterArg_23, %39#4, %iterArg_18) : (tensor<64x32x512xf32>, tensor<32x512xf32>, tensor<i32>) -> tensor<64x32x512xf32>
      %c_24 = stablehlo.constant dense<1> : tensor<i32>
      %44 = stablehlo.add %iterArg_18, %c_24 : tensor<i32>
      stablehlo.return %iterArg, %iterArg_16, %iterArg_17, %44, %39#0, %40, %41, %42, %43 : tensor<64x32x256xf32>, tensor<256x1536xf32>, tensor<512x1536xf32>, tensor<i32>, tensor<32x512xf32>, tensor<64x32x512xf32>, tensor<64x32x1536xf32>, tensor<64x32x1536xf32>, tensor<64x32x512xf32>
    }
    %14 = stablehlo.dot_general %13#5, %arg1, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<64x32x512xf32>, tensor<512x4096xf32>) -> tensor<64x32x4096xf32>
    %15:3 = call @log_softmax(%14) : (tensor<64x32x4096xf32>) -> (tensor<64x32x4096xf32>, tensor<64x32x4096xf32>, tensor<64x32x1xf32>)
    %16 = stablehlo.transpose %arg5, dims = [1, 0] : (tensor<32x64xi32>) -> tensor<64x32xi32>
    %17 = stablehlo.broadcast_in_dim %16, dims = [0, 1] : (tensor<64x32xi32>) -> tensor<64x32x1xi32>
    %18:2 = call @take_along_axis(%15#0, %17) : (tensor<64x32x4096xf32>, tensor<64x32x1xi32>) -> (tensor<64x32x1xf32>, tensor<64x32x1x1xi32>)
    %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %19 = stablehlo.reduce(%18#0 init: %cst_6) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<64x32x1xf32>, tensor<f32>) -> tensor<f32>
    %cst_7 = stablehlo.constant dense<2.048000e+03> : tensor<f32>
    %20 = stablehlo.divide %19, %cst_7 : tensor<f32>
    %21 = stablehlo.negate %20 : tensor<f32>
    %cst_8 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %22 = stablehlo.negate %cst_8 : tensor<f32>
    %cst_9 = stablehlo.constant dense<2.048000e+03> : tensor<f32>
    %23 = stablehlo.divide %22, %cst_9 : tensor<f32>
    %24 = stablehlo.broadcast_in_dim %23, dims = [] : (tensor<f32>) -> tensor<64x32x1xf32>
    %25 = call @take_along_axis_1(%18#1, %24) : (tensor<64x32x1x1xi32>, tensor<64x32x1xf32>) -> tensor<64x32x4096xf32>
    %26 = call @log_softmax_2(%15#1, %15#2, %25) : (tensor<64x32x4096xf32>, tensor<64x32x1xf32>, tensor<64x32x4096xf32>) -> tensor<64x32x4096xf32>
    %27 = stablehlo.dot_general %26, %13#5, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<64x32x4096xf32>, tensor<64x32x512xf32>) -> tensor<4096x512xf32>
    %28 = stablehlo.transpose %27, dims = [1, 0] : (tensor<4096x512xf32>) -> tensor<512x4096xf32>
    %29 = stablehlo.dot_general %26, %arg1, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<64x32x4096xf32>, tensor<512x4096xf32>) -> tensor<64x32x512xf32>
    %cst_10 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %30 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<32x512xf32>
    %cst_11 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %31 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<256x1536xf32>
    %cst_12 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %32 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<512x1536xf32>
    %cst_13 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %33 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f32>) -> tensor<64x32x256xf32>
    %c_14 = stablehlo.constant dense<0> : tensor<i32>
    %34:12 = stablehlo.while(%iterArg = %29, %iterArg_16 = %13#6, %iterArg_17 = %13#7, %iterArg_18 = %13#8, %iterArg_19 = %8, %iterArg_20 = %arg3, %iterArg_21 = %arg2, %iterArg_22 = %c_14, %iterArg_23 = %31, %iterArg_24 = %32, %iterArg_25 = %30, %iterArg_26 = %33) : tensor<64x32x512xf32>, tensor<64x32x1536xf32>, tensor<64x32x1536xf32>, tensor<64x32x512xf32>, tensor<64x32x256xf32>, tensor<256x1536xf32>, tensor<512x1536xf32>, tensor<i32>, tensor<256x1536xf32>, tensor<512x1536xf32>, tensor<32x512xf32>, tensor<64x32x256xf32>
    cond {
      %c_27 = stablehlo.constant dense<64> : tensor<i32>
      %38 = stablehlo.compare LT, %iterArg_22, %c_27, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %38 : tensor<i1>
    } do {
      %c_27 = stablehlo.constant dense<64> : tensor<i32>
      %38 = stablehlo.subtract %c_27, %iterArg_22 : tensor<i32>
      %c_28 = stablehlo.constant dense<1> : tensor<i32>
      %39 = stablehlo.subtract %38, %c_28 : tensor<i32>
      %40 = func.call @dynamic_index_in_dim_3(%iterArg, %39) : (tensor<64x32x512xf32>, tensor<i32>) -> tensor<32x512xf32>
      %41 = func.call @dynamic_index_in_dim_4(%iterArg_16, %39) : (tensor<64x32x1536xf32>, tensor<i32>) -> tensor<32x1536xf32>
      %42 = func.call @dynamic_index_in_dim_4(%iterArg_17, %39) : (tensor<64x32x1536xf32>, tensor<i32>) -> tensor<32x1536xf32>
      %43 = func.call @dynamic_index_in_dim_3(%iterArg_18, %39) : (tensor<64x32x512xf32>, tensor<i32>) -> tensor<32x512xf32>
      %44 = func.call @dynamic_index_in_dim(%iterArg_19, %39) : (tensor<64x32x256xf32>, tensor<i32>) -> tensor<32x256xf32>
      %45:4 = func.call @closed_call_5(%iterArg_20, %iterArg_21, %iterArg_23, %iterArg_24, %iterArg_25, %40, %41, %42, %43, %44) : (tensor<256x1536xf32>, tensor<512x1536xf32>, tensor<256x1536xf32>, tensor<512x1536xf32>, tensor<32x512xf32>, tensor<32x512xf32>, tensor<32x1536xf32>, tensor<32x1536xf32>, tensor<32x512xf32>, tensor<32x256xf32>) -> (tensor<256x1536xf32>, tensor<512x1536xf32>, tensor<32x512xf32>, tensor<32x256xf32>)
      %46 = func.call @dynamic_update_index_in_dim_6(%iterArg_26, %45#3, %39) : (tensor<64x32x256xf32>, tensor<32x256xf32>, tensor<i32>) -> tensor<64x32x256xf32>
      %c_29 = stablehlo.constant dense<1> : tensor<i32>
      %47 = stablehlo.add %iterArg_22, %c_29 : tensor<i32>
      stablehlo.return %iterArg, %iterArg_16, %iterArg_17, %iterArg_18, %iterArg_19, %iterArg_20, %iterArg_21, %47, %45#0, %45#1, %45#2, %46 : tensor<64x32x512xf32>, tensor<64x32x1536xf32>, tensor<64x32x1536xf32>, tensor<64x32x512xf32>, tensor<64x32x256xf32>, tensor<256x1536xf32>, tensor<512x1536xf32>, tensor<i32>, tensor<256x1536xf32>, tensor<512x1536xf32>, tensor<32x512xf32>, tensor<64x32x256xf32>
    }
    %35 = stablehlo.transpose %34#11, dims = [1, 0, 2] : (tensor<64x32x256xf32>) -> tensor<32x64x256xf32>
    %cst_15 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %36 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<f32>) -> tensor<4096x256xf32>
    %37 = "stablehlo.scatter"(%36, %5, %35) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg6: tensor<f32>, %arg7: tensor<f32>):
      %38 = stablehlo.add %arg6, %arg7 : tensor<f32>
      stablehlo.return %38 : tensor<f32>
    }) : (tensor<4096x256xf32>, tensor<32x64x1xi32>, tensor<32x64x256xf32>) -> tensor<4096x256xf32>
    return %21, %37, %28, %34#9, %34#8 : tensor<f32>, tensor<4096x256xf32>, tensor<512x4096xf32>, tensor<512x1536xf32>, tensor<256x1536xf32>
  }
  func.func private @dynamic_index_in_dim(%arg0: tensor<64x32x256xf32>, %arg1: tensor<i32>) -> tensor<32x256xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, %c_0, sizes = [1, 32, 256] : (tensor<64x32x256xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x32x256xf32>
    %1 = stablehlo.reshape %0 : (tensor<1x32x256xf32>) -> tensor<32x256xf32>
    return %1 : tensor<32x256xf32>
  }
  func.func private @closed_call(%arg0: tensor<256x1536xf32>, %arg1: tensor<512x1536xf32>, %arg2: tensor<32x512xf32>, %arg3: tensor<32x256xf32>) -> (tensor<32x512xf32>, tensor<32x512xf32>, tensor<32x1536xf32>, tensor<32x1536xf32>, tensor<32x512xf32>) {
    %0 = stablehlo.dot_general %arg3, %arg0, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x256xf32>, tensor<256x1536xf32>) -> tensor<32x1536xf32>
    %1 = stablehlo.reduce_precision %0, format = e8m23 : tensor<32x1536xf32>
    %2 = stablehlo.dot_general %arg2, %arg1, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x512xf32>, tensor<512x1536xf32>) -> tensor<32x1536xf32>
    %3 = stablehlo.reduce_precision %2, format = e8m23 : tensor<32x1536xf32>
    %4 = stablehlo.slice %1 [0:32, 0:512] : (tensor<32x1536xf32>) -> tensor<32x512xf32>
    %5 = stablehlo.slice %3 [0:32, 0:512] : (tensor<32x1536xf32>) -> tensor<32x512xf32>
    %6 = stablehlo.add %4, %5 : tensor<32x512xf32>
    %7 = stablehlo.negate %6 : tensor<32x512xf32>
    %8 = stablehlo.exponential %7 : tensor<32x512xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %9 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<32x512xf32>
    %10 = stablehlo.add %9, %8 : tensor<32x512xf32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %11 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<32x512xf32>
    %12 = stablehlo.divide %11, %10 : tensor<32x512xf32>
    %13 = stablehlo.slice %1 [0:32, 512:1024] : (tensor<32x1536xf32>) -> tensor<32x512xf32>
    %14 = stablehlo.slice %3 [0:32, 512:1024] : (tensor<32x1536xf32>) -> tensor<32x512xf32>
    %15 = stablehlo.add %13, %14 : tensor<32x512xf32>
    %16 = stablehlo.negate %15 : tensor<32x512xf32>
    %17 = stablehlo.exponential %16 : tensor<32x512xf32>
    %cst_1 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %18 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<32x512xf32>
    %19 = stablehlo.add %18, %17 : tensor<32x512xf32>
    %cst_2 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %20 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<32x512xf32>
    %21 = stablehlo.divide %20, %19 : tensor<32x512xf32>
    %22 = stablehlo.slice %1 [0:32, 1024:1536] : (tensor<32x1536xf32>) -> tensor<32x512xf32>
    %23 = stablehlo.slice %3 [0:32, 1024:1536] : (tensor<32x1536xf32>) -> tensor<32x512xf32>
    %24 = stablehlo.multiply %12, %23 : tensor<32x512xf32>
    %25 = stablehlo.add %22, %24 : tensor<32x512xf32>
    %26 = stablehlo.tanh %25 : tensor<32x512xf32>
    %cst_3 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %27 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<32x512xf32>
    %28 = stablehlo.subtract %27, %21 : tensor<32x512xf32>
    %29 = stablehlo.multiply %28, %26 : tensor<32x512xf32>
    %30 = stablehlo.multiply %21, %arg2 : tensor<32x512xf32>
    %31 = stablehlo.add %29, %30 : tensor<32x512xf32>
    return %31, %31, %1, %3, %arg2 : tensor<32x512xf32>, tensor<32x512xf32>, tensor<32x1536xf32>, tensor<32x1536xf32>, tensor<32x512xf32>
  }
  func.func private @dynamic_update_index_in_dim(%arg0: tensor<64x32x512xf32>, %arg1: tensor<32x512xf32>, %arg2: tensor<i32>) -> tensor<64x32x512xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1, 2] : (tensor<32x512xf32>) -> tensor<1x32x512xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2, %c, %c_0 : (tensor<64x32x512xf32>, tensor<1x32x512xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<64x32x512xf32>
    return %1 : tensor<64x32x512xf32>
  }
  func.func private @dynamic_update_index_in_dim_0(%arg0: tensor<64x32x1536xf32>, %arg1: tensor<32x1536xf32>, %arg2: tensor<i32>) -> tensor<64x32x1536xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1, 2] : (tensor<32x1536xf32>) -> tensor<1x32x1536xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2, %c, %c_0 : (tensor<64x32x1536xf32>, tensor<1x32x1536xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<64x32x1536xf32>
    return %1 : tensor<64x32x1536xf32>
  }
  func.func private @log_softmax(%arg0: tensor<64x32x4096xf32>) -> (tensor<64x32x4096xf32>, tensor<64x32x4096xf32>, tensor<64x32x1xf32>) {
    %cst = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %0 = stablehlo.reduce(%arg0 init: %cst) applies stablehlo.maximum across dimensions = [2] : (tensor<64x32x4096xf32>, tensor<f32>) -> tensor<64x32xf32>
    %cst_0 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<64x32xf32>
    %2 = stablehlo.maximum %1, %0 : tensor<64x32xf32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [0, 1] : (tensor<64x32xf32>) -> tensor<64x32x1xf32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [0, 1, 2] : (tensor<64x32x1xf32>) -> tensor<64x32x4096xf32>
    %5 = stablehlo.subtract %arg0, %4 : tensor<64x32x4096xf32>
    %6 = stablehlo.exponential %5 : tensor<64x32x4096xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %7 = stablehlo.reduce(%6 init: %cst_1) applies stablehlo.add across dimensions = [2] : (tensor<64x32x4096xf32>, tensor<f32>) -> tensor<64x32xf32>
    %8 = stablehlo.broadcast_in_dim %7, dims = [0, 1] : (tensor<64x32xf32>) -> tensor<64x32x1xf32>
    %9 = stablehlo.log %8 : tensor<64x32x1xf32>
    %10 = stablehlo.broadcast_in_dim %9, dims = [0, 1, 2] : (tensor<64x32x1xf32>) -> tensor<64x32x4096xf32>
    %11 = stablehlo.subtract %5, %10 : tensor<64x32x4096xf32>
    return %11, %6, %8 : tensor<64x32x4096xf32>, tensor<64x32x4096xf32>, tensor<64x32x1xf32>
  }
  func.func private @take_along_axis(%arg0: tensor<64x32x4096xf32>, %arg1: tensor<64x32x1xi32>) -> (tensor<64x32x1xf32>, tensor<64x32x1x1xi32>) {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<64x32x1xi32>
    %1 = stablehlo.compare LT, %arg1, %0, SIGNED : (tensor<64x32x1xi32>, tensor<64x32x1xi32>) -> tensor<64x32x1xi1>
    %c_0 = stablehlo.constant dense<4096> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<64x32x1xi32>
    %3 = stablehlo.add %arg1, %2 : tensor<64x32x1xi32>
    %4 = stablehlo.select %1, %3, %arg1 : tensor<64x32x1xi1>, tensor<64x32x1xi32>
    %5 = stablehlo.reshape %4 : (tensor<64x32x1xi32>) -> tensor<64x32x1x1xi32>
    %c_1 = stablehlo.constant dense<4095> : tensor<1xi32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %6 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<64x32x1x1xi32>
    %7 = stablehlo.compare GE, %5, %6, SIGNED : (tensor<64x32x1x1xi32>, tensor<64x32x1x1xi32>) -> tensor<64x32x1x1xi1>
    %8 = stablehlo.broadcast_in_dim %c_1, dims = [3] : (tensor<1xi32>) -> tensor<1x1x1x1xi32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xi32>) -> tensor<64x32x1x1xi32>
    %10 = stablehlo.compare LE, %5, %9, SIGNED : (tensor<64x32x1x1xi32>, tensor<64x32x1x1xi32>) -> tensor<64x32x1x1xi1>
    %11 = stablehlo.and %7, %10 : tensor<64x32x1x1xi1>
    %c_3 = stablehlo.constant dense<true> : tensor<i1>
    %12 = stablehlo.reduce(%11 init: %c_3) applies stablehlo.and across dimensions = [3] : (tensor<64x32x1x1xi1>, tensor<i1>) -> tensor<64x32x1xi1>
    %13 = "stablehlo.gather"(%arg0, %5) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [2], operand_batching_dims = [0, 1], start_indices_batching_dims = [0, 1], start_index_map = [2], index_vector_dim = 3>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1, 1>}> : (tensor<64x32x4096xf32>, tensor<64x32x1x1xi32>) -> tensor<64x32x1xf32>
    %cst = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %14 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<64x32x1xf32>
    %15 = stablehlo.select %12, %13, %14 : tensor<64x32x1xi1>, tensor<64x32x1xf32>
    return %15, %5 : tensor<64x32x1xf32>, tensor<64x32x1x1xi32>
  }
  func.func private @take_along_axis_1(%arg0: tensor<64x32x1x1xi32>, %arg1: tensor<64x32x1xf32>) -> tensor<64x32x4096xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<64x32x4096xf32>
    %1 = "stablehlo.scatter"(%0, %arg0, %arg1) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [2], input_batching_dims = [0, 1], scatter_indices_batching_dims = [0, 1], scatter_dims_to_operand_dims = [2], index_vector_dim = 3>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      %2 = stablehlo.add %arg2, %arg3 : tensor<f32>
      stablehlo.return %2 : tensor<f32>
    }) : (tensor<64x32x4096xf32>, tensor<64x32x1x1xi32>, tensor<64x32x1xf32>) -> tensor<64x32x4096xf32>
    return %1 : tensor<64x32x4096xf32>
  }
  func.func private @log_softmax_2(%arg0: tensor<64x32x4096xf32>, %arg1: tensor<64x32x1xf32>, %arg2: tensor<64x32x4096xf32>) -> tensor<64x32x4096xf32> {
    %0 = stablehlo.negate %arg2 : tensor<64x32x4096xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1 = stablehlo.reduce(%0 init: %cst) applies stablehlo.add across dimensions = [2] : (tensor<64x32x4096xf32>, tensor<f32>) -> tensor<64x32xf32>
    %2 = stablehlo.reshape %1 : (tensor<64x32xf32>) -> tensor<64x32x1xf32>
    %3 = stablehlo.divide %2, %arg1 : tensor<64x32x1xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %4 = stablehlo.reduce(%3 init: %cst_0) applies stablehlo.add across dimensions = [2] : (tensor<64x32x1xf32>, tensor<f32>) -> tensor<64x32xf32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0, 1] : (tensor<64x32xf32>) -> tensor<64x32x4096xf32>
    %6 = stablehlo.multiply %5, %arg0 : tensor<64x32x4096xf32>
    %7 = stablehlo.add %arg2, %6 : tensor<64x32x4096xf32>
    return %7 : tensor<64x32x4096xf32>
  }
  func.func private @dynamic_index_in_dim_3(%arg0: tensor<64x32x512xf32>, %arg1: tensor<i32>) -> tensor<32x512xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, %c_0, sizes = [1, 32, 512] : (tensor<64x32x512xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x32x512xf32>
    %1 = stablehlo.reshape %0 : (tensor<1x32x512xf32>) -> tensor<32x512xf32>
    return %1 : tensor<32x512xf32>
  }
  func.func private @dynamic_index_in_dim_4(%arg0: tensor<64x32x1536xf32>, %arg1: tensor<i32>) -> tensor<32x1536xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, %c_0, sizes = [1, 32, 1536] : (tensor<64x32x1536xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x32x1536xf32>
    %1 = stablehlo.reshape %0 : (tensor<1x32x1536xf32>) -> tensor<32x1536xf32>
    return %1 : tensor<32x1536xf32>
  }
  func.func private @closed_call_5(%arg0: tensor<256x1536xf32>, %arg1: tensor<512x1536xf32>, %arg2: tensor<256x1536xf32>, %arg3: tensor<512x1536xf32>, %arg4: tensor<32x512xf32>, %arg5: tensor<32x512xf32>, %arg6: tensor<32x1536xf32>, %arg7: tensor<32x1536xf32>, %arg8: tensor<32x512xf32>, %arg9: tensor<32x256xf32>) -> (tensor<256x1536xf32>, tensor<512x1536xf32>, tensor<32x512xf32>, tensor<32x256xf32>) {
    %0:8 = stablehlo.optimization_barrier %arg6, %arg7, %arg0, %arg1, %arg8, %arg9, %arg4, %arg5 : tensor<32x1536xf32>, tensor<32x1536xf32>, tensor<256x1536xf32>, tensor<512x1536xf32>, tensor<32x512xf32>, tensor<32x256xf32>, tensor<32x512xf32>, tensor<32x512xf32>
    %1 = stablehlo.slice %0#0 [0:32, 0:512] : (tensor<32x1536xf32>) -> tensor<32x512xf32>
    %2 = stablehlo.slice %0#1 [0:32, 0:512] : (tensor<32x1536xf32>) -> tensor<32x512xf32>
    %3 = stablehlo.add %1, %2 : tensor<32x512xf32>
    %4 = stablehlo.negate %3 : tensor<32x512xf32>
    %5 = stablehlo.exponential %4 : tensor<32x512xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %6 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<32x512xf32>
    %7 = stablehlo.add %6, %5 : tensor<32x512xf32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %8 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<32x512xf32>
    %9 = stablehlo.divide %8, %7 : tensor<32x512xf32>
    %cst_1 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %10 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<32x512xf32>
    %11 = stablehlo.subtract %10, %9 : tensor<32x512xf32>
    %12 = stablehlo.multiply %9, %11 : tensor<32x512xf32>
    %13 = stablehlo.slice %0#0 [0:32, 512:1024] : (tensor<32x1536xf32>) -> tensor<32x512xf32>
    %14 = stablehlo.slice %0#1 [0:32, 512:1024] : (tensor<32x1536xf32>) -> tensor<32x512xf32>
    %15 = stablehlo.add %13, %14 : tensor<32x512xf32>
    %16 = stablehlo.negate %15 : tensor<32x512xf32>
    %17 = stablehlo.exponential %16 : tensor<32x512xf32>
    %cst_2 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %18 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<32x512xf32>
    %19 = stablehlo.add %18, %17 : tensor<32x512xf32>
    %cst_3 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %20 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<32x512xf32>
    %21 = stablehlo.divide %20, %19 : tensor<32x512xf32>
    %cst_4 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %22 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<32x512xf32>
    %23 = stablehlo.subtract %22, %21 : tensor<32x512xf32>
    %24 = stablehlo.multiply %21, %23 : tensor<32x512xf32>
    %25 = stablehlo.slice %0#0 [0:32, 1024:1536] : (tensor<32x1536xf32>) -> tensor<32x512xf32>
    %26 = stablehlo.slice %0#1 [0:32, 1024:1536] : (tensor<32x1536xf32>) -> tensor<32x512xf32>
    %27 = stablehlo.multiply %9, %26 : tensor<32x512xf32>
    %28 = stablehlo.add %25, %27 : tensor<32x512xf32>
    %29 = stablehlo.tanh %28 : tensor<32x512xf32>
    %cst_5 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %30 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<32x512xf32>
    %31 = stablehlo.subtract %30, %29 : tensor<32x512xf32>
    %cst_6 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %32 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<32x512xf32>
    %33 = stablehlo.subtract %32, %21 : tensor<32x512xf32>
    %34 = stablehlo.add %0#6, %0#7 : tensor<32x512xf32>
    %35 = stablehlo.multiply %21, %34 : tensor<32x512xf32>
    %36 = stablehlo.multiply %34, %0#4 : tensor<32x512xf32>
    %37 = stablehlo.multiply %33, %34 : tensor<32x512xf32>
    %38 = stablehlo.multiply %34, %29 : tensor<32x512xf32>
    %39 = stablehlo.negate %38 : tensor<32x512xf32>
    %40 = stablehlo.add %36, %39 : tensor<32x512xf32>
    %41 = stablehlo.multiply %37, %31 : tensor<32x512xf32>
    %42 = stablehlo.multiply %41, %29 : tensor<32x512xf32>
    %43 = stablehlo.add %41, %42 : tensor<32x512xf32>
    %44 = stablehlo.multiply %9, %43 : tensor<32x512xf32>
    %45 = stablehlo.multiply %43, %26 : tensor<32x512xf32>
    %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %46 = stablehlo.pad %44, %cst_7, low = [0, 1024], high = [0, 0], interior = [0, 0] : (tensor<32x512xf32>, tensor<f32>) -> tensor<32x1536xf32>
    %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %47 = stablehlo.pad %43, %cst_8, low = [0, 1024], high = [0, 0], interior = [0, 0] : (tensor<32x512xf32>, tensor<f32>) -> tensor<32x1536xf32>
    %48 = stablehlo.multiply %40, %24 : tensor<32x512xf32>
    %cst_9 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %49 = stablehlo.pad %48, %cst_9, low = [0, 512], high = [0, 512], interior = [0, 0] : (tensor<32x512xf32>, tensor<f32>) -> tensor<32x1536xf32>
    %50 = stablehlo.add %46, %49 : tensor<32x1536xf32>
    %cst_10 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %51 = stablehlo.pad %48, %cst_10, low = [0, 512], high = [0, 512], interior = [0, 0] : (tensor<32x512xf32>, tensor<f32>) -> tensor<32x1536xf32>
    %52 = stablehlo.add %47, %51 : tensor<32x1536xf32>
    %53 = stablehlo.multiply %45, %12 : tensor<32x512xf32>
    %cst_11 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %54 = stablehlo.pad %53, %cst_11, low = [0, 0], high = [0, 1024], interior = [0, 0] : (tensor<32x512xf32>, tensor<f32>) -> tensor<32x1536xf32>
    %55 = stablehlo.add %50, %54 : tensor<32x1536xf32>
    %cst_12 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %56 = stablehlo.pad %53, %cst_12, low = [0, 0], high = [0, 1024], interior = [0, 0] : (tensor<32x512xf32>, tensor<f32>) -> tensor<32x1536xf32>
    %57 = stablehlo.add %52, %56 : tensor<32x1536xf32>
    %58 = stablehlo.dot_general %55, %0#4, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x1536xf32>, tensor<32x512xf32>) -> tensor<1536x512xf32>
    %59 = stablehlo.transpose %58, dims = [1, 0] : (tensor<1536x512xf32>) -> tensor<512x1536xf32>
    %60 = stablehlo.dot_general %55, %0#3, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<32x1536xf32>, tensor<512x1536xf32>) -> tensor<32x512xf32>
    %61 = stablehlo.add %35, %60 : tensor<32x512xf32>
    %62 = stablehlo.dot_general %57, %0#5, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x1536xf32>, tensor<32x256xf32>) -> tensor<1536x256xf32>
    %63 = stablehlo.transpose %62, dims = [1, 0] : (tensor<1536x256xf32>) -> tensor<256x1536xf32>
    %64 = stablehlo.dot_general %57, %0#2, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<32x1536xf32>, tensor<256x1536xf32>) -> tensor<32x256xf32>
    %65 = stablehlo.add %arg2, %63 : tensor<256x1536xf32>
    %66 = stablehlo.add %arg3, %59 : tensor<512x1536xf32>
    return %65, %66, %61, %64 : tensor<256x1536xf32>, tensor<512x1536xf32>, tensor<32x512xf32>, tensor<32x256xf32>
  }
  func.func private @dynamic_update_index_in_dim_6(%arg0: tensor<64x32x256xf32>, %arg1: tensor<32x256xf32>, %arg2: tensor<i32>) -> tensor<64x32x256xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1, 2] : (tensor<32x256xf32>) -> tensor<1x32x256xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2, %c, %c_0 : (tensor<64x32x256xf32>, tensor<1x32x256xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<64x32x256xf32>
    return %1 : tensor<64x32x256xf32>
  }
}
