module @jit_mamba_scan attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<256x16xf32>, %arg1: tensor<256x16xf32>, %arg2: tensor<256x16xf32>, %arg3: tensor<256x256xf32>, %arg4: tensor<256x256xf32>, %arg5: tensor<256x256xf32>, %arg6: tensor<8x128x256xf32>) -> (tensor<256x16xf32> {jax.result_info = "result[0]['alog']"}, tensor<256x16xf32> {jax.result_info = "result[0]['wb']"}, tensor<256x16xf32> {jax.result_info = "result[0]['wc']"}, tensor<256x256xf32> {jax.result_info = "result[0]['wdt']"}, tensor<256x256xf32> {jax.result_info = "result[0]['wg']"}, tensor<256x256xf32> {jax.result_info = "result[0]['wo']"}, tensor<f32> {jax.result_info = "result[1]"}) {
    %0 = stablehlo.dot_general %arg6, %arg3, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x128x256xf32>, tensor<256x256xf32>) -> tensor<8x128x256xf32>
    %1:2 = call @softplus(%0) : (tensor<8x128x256xf32>) -> (tensor<8x128x256xf32>, tensor<8x128x256xf32>)
    %2 = stablehlo.dot_general %arg6, %arg1, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x128x256xf32>, tensor<256x16xf32>) -> tensor<8x128x16xf32>
    %3 = stablehlo.dot_general %arg6, %arg2, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x128x256xf32>, tensor<256x16xf32>) -> tensor<8x128x16xf32>
    %4 = stablehlo.exponential %arg0 : tensor<256x16xf32>
    %5 = stablehlo.negate %4 : tensor<256x16xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %6 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x256x16xf32>
    %7 = stablehlo.transpose %1#0, dims = [1, 0, 2] : (tensor<8x128x256xf32>) -> tensor<128x8x256xf32>
    %8 = stablehlo.transpose %2, dims = [1, 0, 2] : (tensor<8x128x16xf32>) -> tensor<128x8x16xf32>
    %9 = stablehlo.transpose %3, dims = [1, 0, 2] : (tensor<8x128x16xf32>) -> tensor<128x8x16xf32>
    %10 = stablehlo.transpose %arg6, dims = [1, 0, 2] : (tensor<8x128x256xf32>) -> tensor<128x8x256xf32>
    %11 = stablehlo.broadcast_in_dim %5, dims = [1, 2] : (tensor<256x16xf32>) -> tensor<1x256x16xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %12 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<128x8x256xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %13 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<128x8x256x1xf32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %14 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<128x8x256x16xf32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %15 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<128x8x256x16xf32>
    %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %16 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<128x8x1x16xf32>
    %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %17 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<128x8x256x1xf32>
    %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %18 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<128x8x256x16xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %19:14 = stablehlo.while(%iterArg = %7, %iterArg_24 = %8, %iterArg_25 = %9, %iterArg_26 = %10, %iterArg_27 = %11, %iterArg_28 = %c, %iterArg_29 = %6, %iterArg_30 = %12, %iterArg_31 = %13, %iterArg_32 = %14, %iterArg_33 = %15, %iterArg_34 = %16, %iterArg_35 = %17, %iterArg_36 = %18) : tensor<128x8x256xf32>, tensor<128x8x16xf32>, tensor<128x8x16xf32>, tensor<128x8x256xf32>, tensor<1x256x16xf32>, tensor<i32>, tensor<8x256x16xf32>, tensor<128x8x256xf32>, tensor<128x8x256x1xf32>, tensor<128x8x256x16xf32>, tensor<128x8x256x16xf32>, tensor<128x8x1x16xf32>, tensor<128x8x256x1xf32>, tensor<128x8x256x16xf32>
    cond {
      %c_37 = stablehlo.constant dense<128> : tensor<i32>
      %79 = stablehlo.compare LT, %iterArg_28, %c_37, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %79 : tensor<i1>
    } do {
      %79 = func.call @dynamic_index_in_dim(%iterArg, %iterArg_28) : (tensor<128x8x256xf32>, tensor<i32>) -> tensor<8x256xf32>
      %80 = func.call @dynamic_index_in_dim_0(%iterArg_24, %iterArg_28) : (tensor<128x8x16xf32>, tensor<i32>) -> tensor<8x16xf32>
      %81 = func.call @dynamic_index_in_dim_0(%iterArg_25, %iterArg_28) : (tensor<128x8x16xf32>, tensor<i32>) -> tensor<8x16xf32>
      %82 = func.call @dynamic_index_in_dim(%iterArg_26, %iterArg_28) : (tensor<128x8x256xf32>, tensor<i32>) -> tensor<8x256xf32>
      %83:8 = func.call @closed_call(%iterArg_27, %iterArg_29, %79, %80, %81, %82) : (tensor<1x256x16xf32>, tensor<8x256x16xf32>, tensor<8x256xf32>, tensor<8x16xf32>, tensor<8x16xf32>, tensor<8x256xf32>) -> (tensor<8x256x16xf32>, tensor<8x256xf32>, tensor<8x256x1xf32>, tensor<8x256x16xf32>, tensor<8x256x16xf32>, tensor<8x1x16xf32>, tensor<8x256x1xf32>, tensor<8x256x16xf32>)
      %84 = func.call @dynamic_update_index_in_dim(%iterArg_30, %83#1, %iterArg_28) : (tensor<128x8x256xf32>, tensor<8x256xf32>, tensor<i32>) -> tensor<128x8x256xf32>
      %85 = func.call @dynamic_update_index_in_dim_1(%iterArg_31, %83#2, %iterArg_28) : (tensor<128x8x256x1xf32>, tensor<8x256x1xf32>, tensor<i32>) -> tensor<128x8x256x1xf32>
      %86 = func.call @dynamic_update_index_in_dim_2(%iterArg_32, %83#3, %iterArg_28) : (tensor<128x8x256x16xf32>, tensor<8x256x16xf32>, tensor<i32>) -> tensor<128x8x256x16xf32>
      %87 = func.call @dynamic_update_index_in_dim_2(%iterArg_33, %83#4, %iterArg_28) : (tensor<128x8x256x16xf32>, tensor<8x256x16xf32>, tensor<i32>) -> tensor<128x8x256x16xf32>
      %88 = func.call @dynamic_update_index_in_dim_3(%iterArg_34, %83#5, %iterArg_28) : (tensor<128x8x1x16xf32>, tensor<8x1x16xf32>, tensor<i32>) -> tensor<128x8x1x16xf32>
      %89 = func.call @dynamic_update_index_in_dim_1(%iterArg_35, %83#6, %iterArg_28) : (tensor<128x8x256x1xf32>, tensor<8x256x1xf32>, tensor<i32>) -> tensor<128x8x256x1xf32>
      %90 = func.call @dynamic_update_index_in_dim_2(%iterArg_36, %83#7, %iterArg_28) : (tensor<128x8x256x16xf32>, tensor<8x256x16xf32>, tensor<i32>) -> tensor<128x8x256x16xf32>
      %c_37 = stablehlo.constant dense<1> : tensor<i32>
      %91 = stablehlo.add %iterArg_28, %c_37 : tensor<i32>
      stablehlo.return %iterArg, %iterArg_24, %iterArg_25, %iterArg_26, %iterArg_27, %91, %83#0, %84, %85, %86, %87, %88, %89, %90 : tensor<128x8x256xf32>, tensor<128x8x16xf32>, tensor<128x8x16xf32>, tensor<128x8x256xf32>, tensor<1x256x16xf32>, tensor<i32>, tensor<8x256x16xf32>, tensor<128x8x256xf32>, tensor<128x8x256x1xf32>, tensor<128x8x256x16xf32>, tensor<128x8x256x16xf32>, tensor<128x8x1x16xf32>, tensor<128x8x256x1xf32>, tensor<128x8x256x16xf32>
    }
    %20 = stablehlo.transpose %19#7, dims = [1, 0, 2] : (tensor<128x8x256xf32>) -> tensor<8x128x256xf32>
    %21 = stablehlo.dot_general %arg6, %arg4, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x128x256xf32>, tensor<256x256xf32>) -> tensor<8x128x256xf32>
    %22:3 = call @silu(%21) : (tensor<8x128x256xf32>) -> (tensor<8x128x256xf32>, tensor<8x128x256xf32>, tensor<8x128x256xf32>)
    %23 = stablehlo.multiply %20, %22#0 : tensor<8x128x256xf32>
    %24 = stablehlo.dot_general %23, %arg5, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x128x256xf32>, tensor<256x256xf32>) -> tensor<8x128x256xf32>
    %25 = stablehlo.subtract %24, %arg6 : tensor<8x128x256xf32>
    %26 = stablehlo.multiply %25, %25 : tensor<8x128x256xf32>
    %cst_7 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %27 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<8x128x256xf32>
    %28 = stablehlo.multiply %27, %25 : tensor<8x128x256xf32>
    %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %29 = stablehlo.reduce(%26 init: %cst_8) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<8x128x256xf32>, tensor<f32>) -> tensor<f32>
    %cst_9 = stablehlo.constant dense<2.621440e+05> : tensor<f32>
    %30 = stablehlo.divide %29, %cst_9 : tensor<f32>
    %cst_10 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %cst_11 = stablehlo.constant dense<2.621440e+05> : tensor<f32>
    %31 = stablehlo.divide %cst_10, %cst_11 : tensor<f32>
    %32 = stablehlo.broadcast_in_dim %31, dims = [] : (tensor<f32>) -> tensor<8x128x256xf32>
    %33 = stablehlo.multiply %32, %28 : tensor<8x128x256xf32>
    %34 = stablehlo.dot_general %33, %23, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x128x256xf32>, tensor<8x128x256xf32>) -> tensor<256x256xf32>
    %35 = stablehlo.transpose %34, dims = [1, 0] : (tensor<256x256xf32>) -> tensor<256x256xf32>
    %36 = stablehlo.dot_general %33, %arg5, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x128x256xf32>, tensor<256x256xf32>) -> tensor<8x128x256xf32>
    %37 = stablehlo.multiply %20, %36 : tensor<8x128x256xf32>
    %38 = stablehlo.multiply %36, %22#0 : tensor<8x128x256xf32>
    %39 = call @silu_4(%22#1, %22#2, %21, %37) : (tensor<8x128x256xf32>, tensor<8x128x256xf32>, tensor<8x128x256xf32>, tensor<8x128x256xf32>) -> tensor<8x128x256xf32>
    %40 = stablehlo.dot_general %39, %arg6, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x128x256xf32>, tensor<8x128x256xf32>) -> tensor<256x256xf32>
    %41 = stablehlo.transpose %40, dims = [1, 0] : (tensor<256x256xf32>) -> tensor<256x256xf32>
    %42 = stablehlo.transpose %38, dims = [1, 0, 2] : (tensor<8x128x256xf32>) -> tensor<128x8x256xf32>
    %cst_12 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %43 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<8x256x16xf32>
    %cst_13 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %44 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f32>) -> tensor<256x16xf32>
    %cst_14 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %45 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f32>) -> tensor<128x8x256xf32>
    %cst_15 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %46 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<f32>) -> tensor<128x8x16xf32>
    %cst_16 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %47 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f32>) -> tensor<128x8x16xf32>
    %c_17 = stablehlo.constant dense<0> : tensor<i32>
    %48:16 = stablehlo.while(%iterArg = %42, %iterArg_24 = %19#8, %iterArg_25 = %19#9, %iterArg_26 = %19#10, %iterArg_27 = %10, %iterArg_28 = %19#11, %iterArg_29 = %19#12, %iterArg_30 = %9, %iterArg_31 = %19#13, %iterArg_32 = %11, %iterArg_33 = %c_17, %iterArg_34 = %44, %iterArg_35 = %43, %iterArg_36 = %45, %iterArg_37 = %46, %iterArg_38 = %47) : tensor<128x8x256xf32>, tensor<128x8x256x1xf32>, tensor<128x8x256x16xf32>, tensor<128x8x256x16xf32>, tensor<128x8x256xf32>, tensor<128x8x1x16xf32>, tensor<128x8x256x1xf32>, tensor<128x8x16xf32>, tensor<128x8x256x16xf32>, tensor<1x256x16xf32>, tensor<i32>, tensor<256x16xf32>, tensor<8x256x16xf32>, tensor<128x8x256xf32>, tensor<128x8x16xf32>, tensor<128x8x16xf32>
    cond {
      %c_39 = stablehlo.constant dense<128> : tensor<i32>
      %79 = stablehlo.compare LT, %iterArg_33, %c_39, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %79 : tensor<i1>
    } do {
      %c_39 = stablehlo.constant dense<128> : tensor<i32>
      %79 = stablehlo.subtract %c_39, %iterArg_33 : tensor<i32>
      %c_40 = stablehlo.constant dense<1> : tensor<i32>
      %80 = stablehlo.subtract %79, %c_40 : tensor<i32>
      %81 = func.call @dynamic_index_in_dim(%iterArg, %80) : (tensor<128x8x256xf32>, tensor<i32>) -> tensor<8x256xf32>
      %82 = func.call @dynamic_index_in_dim_5(%iterArg_24, %80) : (tensor<128x8x256x1xf32>, tensor<i32>) -> tensor<8x256x1xf32>
      %83 = func.call @dynamic_index_in_dim_6(%iterArg_25, %80) : (tensor<128x8x256x16xf32>, tensor<i32>) -> tensor<8x256x16xf32>
      %84 = func.call @dynamic_index_in_dim_6(%iterArg_26, %80) : (tensor<128x8x256x16xf32>, tensor<i32>) -> tensor<8x256x16xf32>
      %85 = func.call @dynamic_index_in_dim(%iterArg_27, %80) : (tensor<128x8x256xf32>, tensor<i32>) -> tensor<8x256xf32>
      %86 = func.call @dynamic_index_in_dim_7(%iterArg_28, %80) : (tensor<128x8x1x16xf32>, tensor<i32>) -> tensor<8x1x16xf32>
      %87 = func.call @dynamic_index_in_dim_5(%iterArg_29, %80) : (tensor<128x8x256x1xf32>, tensor<i32>) -> tensor<8x256x1xf32>
      %88 = func.call @dynamic_index_in_dim_0(%iterArg_30, %80) : (tensor<128x8x16xf32>, tensor<i32>) -> tensor<8x16xf32>
      %89 = func.call @dynamic_index_in_dim_6(%iterArg_31, %80) : (tensor<128x8x256x16xf32>, tensor<i32>) -> tensor<8x256x16xf32>
      %90:5 = func.call @closed_call_8(%iterArg_32, %iterArg_34, %iterArg_35, %81, %82, %83, %84, %85, %86, %87, %88, %89) : (tensor<1x256x16xf32>, tensor<256x16xf32>, tensor<8x256x16xf32>, tensor<8x256xf32>, tensor<8x256x1xf32>, tensor<8x256x16xf32>, tensor<8x256x16xf32>, tensor<8x256xf32>, tensor<8x1x16xf32>, tensor<8x256x1xf32>, tensor<8x16xf32>, tensor<8x256x16xf32>) -> (tensor<256x16xf32>, tensor<8x256x16xf32>, tensor<8x256xf32>, tensor<8x16xf32>, tensor<8x16xf32>)
      %91 = func.call @dynamic_update_index_in_dim(%iterArg_36, %90#2, %80) : (tensor<128x8x256xf32>, tensor<8x256xf32>, tensor<i32>) -> tensor<128x8x256xf32>
      %92 = func.call @dynamic_update_index_in_dim_9(%iterArg_37, %90#3, %80) : (tensor<128x8x16xf32>, tensor<8x16xf32>, tensor<i32>) -> tensor<128x8x16xf32>
      %93 = func.call @dynamic_update_index_in_dim_9(%iterArg_38, %90#4, %80) : (tensor<128x8x16xf32>, tensor<8x16xf32>, tensor<i32>) -> tensor<128x8x16xf32>
      %c_41 = stablehlo.constant dense<1> : tensor<i32>
      %94 = stablehlo.add %iterArg_33, %c_41 : tensor<i32>
      stablehlo.return %iterArg, %iterArg_24, %iterArg_25, %iterArg_26, %iterArg_27, %iterArg_28, %iterArg_29, %iterArg_30, %iterArg_31, %iterArg_32, %94, %90#0, %90#1, %91, %92, %93 : tensor<128x8x256xf32>, tensor<128x8x256x1xf32>, tensor<128x8x256x16xf32>, tensor<128x8x256x16xf32>, tensor<128x8x256xf32>, tensor<128x8x1x16xf32>, tensor<128x8x256x1xf32>, tensor<128x8x16xf32>, tensor<128x8x256x16xf32>, tensor<1x256x16xf32>, tensor<i32>, tensor<256x16xf32>, tensor<8x256x16xf32>, tensor<128x8x256xf32>, tensor<128x8x16xf32>, tensor<128x8x16xf32>
    }
    %49 = stablehlo.transpose %48#15, dims = [1, 0, 2] : (tensor<128x8x16xf32>) -> tensor<8x128x16xf32>
    %50 = stablehlo.transpose %48#14, dims = [1, 0, 2] : (tensor<128x8x16xf32>) -> tensor<8x128x16xf32>
    %51 = stablehlo.transpose %48#13, dims = [1, 0, 2] : (tensor<128x8x256xf32>) -> tensor<8x128x256xf32>
    %52 = stablehlo.negate %48#11 : tensor<256x16xf32>
    %53 = stablehlo.multiply %52, %4 : tensor<256x16xf32>
    %54 = stablehlo.dot_general %49, %arg6, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x128x16xf32>, tensor<8x128x256xf32>) -> tensor<16x256xf32>
    %55 = stablehlo.transpose %54, dims = [1, 0] : (tensor<16x256xf32>) -> tensor<256x16xf32>
    %56 = stablehlo.dot_general %50, %arg6, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x128x16xf32>, tensor<8x128x256xf32>) -> tensor<16x256xf32>
    %57 = stablehlo.transpose %56, dims = [1, 0] : (tensor<16x256xf32>) -> tensor<256x16xf32>
    %58 = call @softplus_10(%1#1, %51) : (tensor<8x128x256xf32>, tensor<8x128x256xf32>) -> tensor<8x128x256xf32>
    %59 = stablehlo.dot_general %58, %arg6, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x128x256xf32>, tensor<8x128x256xf32>) -> tensor<256x256xf32>
    %60 = stablehlo.transpose %59, dims = [1, 0] : (tensor<256x256xf32>) -> tensor<256x256xf32>
    %cst_18 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %61 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<f32>) -> tensor<256x16xf32>
    %62 = stablehlo.multiply %61, %53 : tensor<256x16xf32>
    %63 = stablehlo.subtract %arg0, %62 : tensor<256x16xf32>
    %cst_19 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %64 = stablehlo.broadcast_in_dim %cst_19, dims = [] : (tensor<f32>) -> tensor<256x16xf32>
    %65 = stablehlo.multiply %64, %57 : tensor<256x16xf32>
    %66 = stablehlo.subtract %arg1, %65 : tensor<256x16xf32>
    %cst_20 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %67 = stablehlo.broadcast_in_dim %cst_20, dims = [] : (tensor<f32>) -> tensor<256x16xf32>
    %68 = stablehlo.multiply %67, %55 : tensor<256x16xf32>
    %69 = stablehlo.subtract %arg2, %68 : tensor<256x16xf32>
    %cst_21 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %70 = stablehlo.broadcast_in_dim %cst_21, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %71 = stablehlo.multiply %70, %60 : tensor<256x256xf32>
    %72 = stablehlo.subtract %arg3, %71 : tensor<256x256xf32>
    %cst_22 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %73 = stablehlo.broadcast_in_dim %cst_22, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %74 = stablehlo.multiply %73, %41 : tensor<256x256xf32>
    %75 = stablehlo.subtract %arg4, %74 : tensor<256x256xf32>
    %cst_23 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %76 = stablehlo.broadcast_in_dim %cst_23, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %77 = stablehlo.multiply %76, %35 : tensor<256x256xf32>
    %78 = stablehlo.subtract %arg5, %77 : tensor<256x256xf32>
    return %63, %66, %69, %72, %75, %78, %30 : tensor<256x16xf32>, tensor<256x16xf32>, tensor<256x16xf32>, tensor<256x256xf32>, tensor<256x256xf32>, tensor<256x256xf32>, tensor<f32>
  }
  func.func private @softplus(%arg0: tensor<8x128x256xf32>) -> (tensor<8x128x256xf32>, tensor<8x128x256xf32>) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x128x256xf32>
    %1 = stablehlo.maximum %arg0, %0 : tensor<8x128x256xf32>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x128x256xf32>
    %3 = stablehlo.subtract %arg0, %2 : tensor<8x128x256xf32>
    %4 = stablehlo.compare NE, %3, %3, FLOAT : (tensor<8x128x256xf32>, tensor<8x128x256xf32>) -> tensor<8x128x256xi1>
    %5 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x128x256xf32>
    %6 = stablehlo.add %arg0, %5 : tensor<8x128x256xf32>
    %7 = stablehlo.abs %3 : tensor<8x128x256xf32>
    %8 = stablehlo.negate %7 : tensor<8x128x256xf32>
    %9 = stablehlo.exponential %8 : tensor<8x128x256xf32>
    %10 = stablehlo.log_plus_one %9 : tensor<8x128x256xf32>
    %11 = stablehlo.add %1, %10 : tensor<8x128x256xf32>
    %12 = stablehlo.select %4, %6, %11 : tensor<8x128x256xi1>, tensor<8x128x256xf32>
    %cst_0 = stablehlo.constant dense<0x7F800000> : tensor<f32>
    %13 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<8x128x256xf32>
    %14 = stablehlo.compare EQ, %arg0, %13, FLOAT : (tensor<8x128x256xf32>, tensor<8x128x256xf32>) -> tensor<8x128x256xi1>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %15 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<8x128x256xf32>
    %16 = stablehlo.select %14, %15, %arg0 : tensor<8x128x256xi1>, tensor<8x128x256xf32>
    %cst_2 = stablehlo.constant dense<0x7F800000> : tensor<f32>
    %17 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<8x128x256xf32>
    %18 = stablehlo.compare EQ, %12, %17, FLOAT : (tensor<8x128x256xf32>, tensor<8x128x256xf32>) -> tensor<8x128x256xi1>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %19 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<8x128x256xf32>
    %20 = stablehlo.select %18, %19, %12 : tensor<8x128x256xi1>, tensor<8x128x256xf32>
    %21 = stablehlo.subtract %16, %20 : tensor<8x128x256xf32>
    %22 = stablehlo.exponential %21 : tensor<8x128x256xf32>
    return %12, %22 : tensor<8x128x256xf32>, tensor<8x128x256xf32>
  }
  func.func private @dynamic_index_in_dim(%arg0: tensor<128x8x256xf32>, %arg1: tensor<i32>) -> tensor<8x256xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, %c_0, sizes = [1, 8, 256] : (tensor<128x8x256xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x8x256xf32>
    %1 = stablehlo.reshape %0 : (tensor<1x8x256xf32>) -> tensor<8x256xf32>
    return %1 : tensor<8x256xf32>
  }
  func.func private @dynamic_index_in_dim_0(%arg0: tensor<128x8x16xf32>, %arg1: tensor<i32>) -> tensor<8x16xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, %c_0, sizes = [1, 8, 16] : (tensor<128x8x16xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x8x16xf32>
    %1 = stablehlo.reshape %0 : (tensor<1x8x16xf32>) -> tensor<8x16xf32>
    return %1 : tensor<8x16xf32>
  }
  func.func private @closed_call(%arg0: tensor<1x256x16xf32>, %arg1: tensor<8x256x16xf32>, %arg2: tensor<8x256xf32>, %arg3: tensor<8x16xf32>, %arg4: tensor<8x16xf32>, %arg5: tensor<8x256xf32>) -> (tensor<8x256x16xf32>, tensor<8x256xf32>, tensor<8x256x1xf32>, tensor<8x256x16xf32>, tensor<8x256x16xf32>, tensor<8x1x16xf32>, tensor<8x256x1xf32>, tensor<8x256x16xf32>) {
    %0 = stablehlo.broadcast_in_dim %arg2, dims = [0, 1] : (tensor<8x256xf32>) -> tensor<8x256x1xf32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [0, 1, 2] : (tensor<8x256x1xf32>) -> tensor<8x256x16xf32>
    %2 = stablehlo.broadcast_in_dim %arg0, dims = [0, 1, 2] : (tensor<1x256x16xf32>) -> tensor<8x256x16xf32>
    %3 = stablehlo.multiply %1, %2 : tensor<8x256x16xf32>
    %4 = stablehlo.exponential %3 : tensor<8x256x16xf32>
    %5 = stablehlo.multiply %4, %arg1 : tensor<8x256x16xf32>
    %6 = stablehlo.multiply %arg2, %arg5 : tensor<8x256xf32>
    %7 = stablehlo.broadcast_in_dim %6, dims = [0, 1] : (tensor<8x256xf32>) -> tensor<8x256x1xf32>
    %8 = stablehlo.broadcast_in_dim %arg3, dims = [0, 2] : (tensor<8x16xf32>) -> tensor<8x1x16xf32>
    %9 = stablehlo.broadcast_in_dim %7, dims = [0, 1, 2] : (tensor<8x256x1xf32>) -> tensor<8x256x16xf32>
    %10 = stablehlo.broadcast_in_dim %8, dims = [0, 1, 2] : (tensor<8x1x16xf32>) -> tensor<8x256x16xf32>
    %11 = stablehlo.multiply %9, %10 : tensor<8x256x16xf32>
    %12 = stablehlo.add %5, %11 : tensor<8x256x16xf32>
    %13 = stablehlo.dot_general %12, %arg4, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x256x16xf32>, tensor<8x16xf32>) -> tensor<8x256xf32>
    return %12, %13, %0, %4, %arg1, %8, %7, %12 : tensor<8x256x16xf32>, tensor<8x256xf32>, tensor<8x256x1xf32>, tensor<8x256x16xf32>, tensor<8x256x16xf32>, tensor<8x1x16xf32>, tensor<8x256x1xf32>, tensor<8x256x16xf32>
  }
  func.func private @dynamic_update_index_in_dim(%arg0: tensor<128x8x256xf32>, %arg1: tensor<8x256xf32>, %arg2: tensor<i32>) -> tensor<128x8x256xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1, 2] : (tensor<8x256xf32>) -> tensor<1x8x256xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2, %c, %c_0 : (tensor<128x8x256xf32>, tensor<1x8x256xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<128x8x256xf32>
    return %1 : tensor<128x8x256xf32>
  }
  func.func private @dynamic_update_index_in_dim_1(%arg0: tensor<128x8x256x1xf32>, %arg1: tensor<8x256x1xf32>, %arg2: tensor<i32>) -> tensor<128x8x256x1xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1, 2, 3] : (tensor<8x256x1xf32>) -> tensor<1x8x256x1xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2, %c, %c_0, %c_1 : (tensor<128x8x256x1xf32>, tensor<1x8x256x1xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<128x8x256x1xf32>
    return %1 : tensor<128x8x256x1xf32>
  }
  func.func private @dynamic_update_index_in_dim_2(%arg0: tensor<128x8x256x16xf32>, %arg1: tensor<8x256x16xf32>, %arg2: tensor<i32>) -> tensor<128x8x256x16xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1, 2, 3] : (tensor<8x256x16xf32>) -> tensor<1x8x256x16xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2, %c, %c_0, %c_1 : (tensor<128x8x256x16xf32>, tensor<1x8x256x16xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<128x8x256x16xf32>
    return %1 : tensor<128x8x256x16xf32>
  }
  func.func private @dynamic_update_index_in_dim_3(%arg0: tensor<128x8x1x16xf32>, %arg1: tensor<8x1x16xf32>, %arg2: tensor<i32>) -> tensor<128x8x1x16xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1, 2, 3] : (tensor<8x1x16xf32>) -> tensor<1x8x1x16xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2, %c, %c_0, %c_1 : (tensor<128x8x1x16xf32>, tensor<1x8x1x16xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<128x8x1x16xf32>
    return %1 : tensor<128x8x1x16xf32>
  }
  func.func private @silu(%arg0: tensor<8x128x256xf32>) -> (tensor<8x128x256xf32>, tensor<8x128x256xf32>, tensor<8x128x256xf32>) {
    %0 = stablehlo.negate %arg0 : tensor<8x128x256xf32>
    %1 = stablehlo.exponential %0 : tensor<8x128x256xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x128x256xf32>
    %3 = stablehlo.add %2, %1 : tensor<8x128x256xf32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<8x128x256xf32>
    %5 = stablehlo.divide %4, %3 : tensor<8x128x256xf32>
    %cst_1 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %6 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<8x128x256xf32>
    %7 = stablehlo.subtract %6, %5 : tensor<8x128x256xf32>
    %8 = stablehlo.multiply %5, %7 : tensor<8x128x256xf32>
    %9 = stablehlo.multiply %arg0, %5 : tensor<8x128x256xf32>
    return %9, %8, %5 : tensor<8x128x256xf32>, tensor<8x128x256xf32>, tensor<8x128x256xf32>
  }
  func.func private @silu_4(%arg0: tensor<8x128x256xf32>, %arg1: tensor<8x128x256xf32>, %arg2: tensor<8x128x256xf32>, %arg3: tensor<8x128x256xf32>) -> tensor<8x128x256xf32> {
    %0 = stablehlo.multiply %arg2, %arg3 : tensor<8x128x256xf32>
    %1 = stablehlo.multiply %arg3, %arg1 : tensor<8x128x256xf32>
    %2 = stablehlo.multiply %0, %arg0 : tensor<8x128x256xf32>
    %3 = stablehlo.add %1, %2 : tensor<8x128x256xf32>
    return %3 : tensor<8x128x256xf32>
  }
  func.func private @dynamic_index_in_dim_5(%arg0: tensor<128x8x256x1xf32>, %arg1: tensor<i32>) -> tensor<8x256x1xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, %c_0, %c_1, sizes = [1, 8, 256, 1] : (tensor<128x8x256x1xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x8x256x1xf32>
    %1 = stablehlo.reshape %0 : (tensor<1x8x256x1xf32>) -> tensor<8x256x1xf32>
    return %1 : tensor<8x256x1xf32>
  }
  func.func private @dynamic_index_in_dim_6(%arg0: tensor<128x8x256x16xf32>, %arg1: tensor<i32>) -> tensor<8x256x16xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, %c_0, %c_1, sizes = [1, 8, 256, 16] : (tensor<128x8x256x16xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x8x256x16xf32>
    %1 = stablehlo.reshape %0 : (tensor<1x8x256x16xf32>) -> tensor<8x256x16xf32>
    return %1 : tensor<8x256x16xf32>
  }
  func.func private @dynamic_index_in_dim_7(%arg0: tensor<128x8x1x16xf32>, %arg1: tensor<i32>) -> tensor<8x1x16xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, %c_0, %c_1, sizes = [1, 8, 1, 16] : (tensor<128x8x1x16xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x8x1x16xf32>
    %1 = stablehlo.reshape %0 : (tensor<1x8x1x16xf32>) -> tensor<8x1x16xf32>
    return %1 : tensor<8x1x16xf32>
  }
  func.func private @closed_call_8(%arg0: tensor<1x256x16xf32>, %arg1: tensor<256x16xf32>, %arg2: tensor<8x256x16xf32>, %arg3: tensor<8x256xf32>, %arg4: tensor<8x256x1xf32>, %arg5: tensor<8x256x16xf32>, %arg6: tensor<8x256x16xf32>, %arg7: tensor<8x256xf32>, %arg8: tensor<8x1x16xf32>, %arg9: tensor<8x256x1xf32>, %arg10: tensor<8x16xf32>, %arg11: tensor<8x256x16xf32>) -> (tensor<256x16xf32>, tensor<8x256x16xf32>, tensor<8x256xf32>, tensor<8x16xf32>, tensor<8x16xf32>) {
    %0 = stablehlo.dot_general %arg3, %arg11, batching_dims = [0] x [0], contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x256xf32>, tensor<8x256x16xf32>) -> tensor<8x16xf32>
    %1 = stablehlo.dot_general %arg3, %arg10, batching_dims = [0] x [0], contracting_dims = [] x [], precision = [DEFAULT, DEFAULT] : (tensor<8x256xf32>, tensor<8x16xf32>) -> tensor<8x256x16xf32>
    %2 = stablehlo.add %arg2, %1 : tensor<8x256x16xf32>
    %3 = stablehlo.broadcast_in_dim %arg9, dims = [0, 1, 2] : (tensor<8x256x1xf32>) -> tensor<8x256x16xf32>
    %4 = stablehlo.multiply %3, %2 : tensor<8x256x16xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %5 = stablehlo.reduce(%4 init: %cst) applies stablehlo.add across dimensions = [1] : (tensor<8x256x16xf32>, tensor<f32>) -> tensor<8x16xf32>
    %6 = stablehlo.reshape %5 : (tensor<8x16xf32>) -> tensor<8x1x16xf32>
    %7 = stablehlo.broadcast_in_dim %arg8, dims = [0, 1, 2] : (tensor<8x1x16xf32>) -> tensor<8x256x16xf32>
    %8 = stablehlo.multiply %2, %7 : tensor<8x256x16xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %9 = stablehlo.reduce(%8 init: %cst_0) applies stablehlo.add across dimensions = [2] : (tensor<8x256x16xf32>, tensor<f32>) -> tensor<8x256xf32>
    %10 = stablehlo.reshape %9 : (tensor<8x256xf32>) -> tensor<8x256x1xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %11 = stablehlo.reduce(%6 init: %cst_1) applies stablehlo.add across dimensions = [1] : (tensor<8x1x16xf32>, tensor<f32>) -> tensor<8x16xf32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %12 = stablehlo.reduce(%10 init: %cst_2) applies stablehlo.add across dimensions = [2] : (tensor<8x256x1xf32>, tensor<f32>) -> tensor<8x256xf32>
    %13 = stablehlo.multiply %12, %arg7 : tensor<8x256xf32>
    %14 = stablehlo.multiply %arg5, %2 : tensor<8x256x16xf32>
    %15 = stablehlo.multiply %2, %arg6 : tensor<8x256x16xf32>
    %16 = stablehlo.multiply %15, %arg5 : tensor<8x256x16xf32>
    %17 = stablehlo.broadcast_in_dim %arg4, dims = [0, 1, 2] : (tensor<8x256x1xf32>) -> tensor<8x256x16xf32>
    %18 = stablehlo.multiply %17, %16 : tensor<8x256x16xf32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %19 = stablehlo.reduce(%18 init: %cst_3) applies stablehlo.add across dimensions = [0] : (tensor<8x256x16xf32>, tensor<f32>) -> tensor<256x16xf32>
    %20 = stablehlo.reshape %19 : (tensor<256x16xf32>) -> tensor<1x256x16xf32>
    %21 = stablehlo.broadcast_in_dim %arg0, dims = [0, 1, 2] : (tensor<1x256x16xf32>) -> tensor<8x256x16xf32>
    %22 = stablehlo.multiply %16, %21 : tensor<8x256x16xf32>
    %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %23 = stablehlo.reduce(%22 init: %cst_4) applies stablehlo.add across dimensions = [2] : (tensor<8x256x16xf32>, tensor<f32>) -> tensor<8x256xf32>
    %24 = stablehlo.reshape %23 : (tensor<8x256xf32>) -> tensor<8x256x1xf32>
    %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %25 = stablehlo.reduce(%20 init: %cst_5) applies stablehlo.add across dimensions = [0] : (tensor<1x256x16xf32>, tensor<f32>) -> tensor<256x16xf32>
    %26 = stablehlo.add %arg1, %25 : tensor<256x16xf32>
    %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %27 = stablehlo.reduce(%24 init: %cst_6) applies stablehlo.add across dimensions = [2] : (tensor<8x256x1xf32>, tensor<f32>) -> tensor<8x256xf32>
    %28 = stablehlo.add %13, %27 : tensor<8x256xf32>
    return %26, %14, %28, %11, %0 : tensor<256x16xf32>, tensor<8x256x16xf32>, tensor<8x256xf32>, tensor<8x16xf32>, tensor<8x16xf32>
  }
  func.func private @dynamic_update_index_in_dim_9(%arg0: tensor<128x8x16xf32>, %arg1: tensor<8x16xf32>, %arg2: tensor<i32>) -> tensor<128x8x16xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1, 2] : (tensor<8x16xf32>) -> tensor<1x8x16xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2, %c, %c_0 : (tensor<128x8x16xf32>, tensor<1x8x16xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<128x8x16xf32>
    return %1 : tensor<128x8x16xf32>
  }
  func.func private @softplus_10(%arg0: tensor<8x128x256xf32>, %arg1: tensor<8x128x256xf32>) -> tensor<8x128x256xf32> {
    %0 = stablehlo.multiply %arg1, %arg0 : tensor<8x128x256xf32>
    return %0 : tensor<8x128x256xf32>
  }
}
