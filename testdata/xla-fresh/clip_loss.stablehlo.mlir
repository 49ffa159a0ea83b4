module @jit_clip_loss attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<f32>, %arg1: tensor<512x256xf32>, %arg2: tensor<384x512xf32>, %arg3: tensor<512x256xf32>, %arg4: tensor<2048x512xf32>, %arg5: tensor<2048x384xf32>) -> (tensor<f32> {jax.result_info = "result[0]"}, tensor<f32> {jax.result_info = "result[1]['t']"}, tensor<512x256xf32> {jax.result_info = "result[1]['wi']"}, tensor<384x512xf32> {jax.result_info = "result[1]['wt1']"}, tensor<512x256xf32> {jax.result_info = "result[1]['wt2']"}) {
    %0 = stablehlo.dot_general %arg4, %arg1, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2048x512xf32>, tensor<512x256xf32>) -> tensor<2048x256xf32>
    %1 = stablehlo.dot_general %arg5, %arg2, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2048x384xf32>, tensor<384x512xf32>) -> tensor<2048x512xf32>
    %2 = stablehlo.tanh %1 : tensor<2048x512xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %3 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2048x512xf32>
    %4 = stablehlo.subtract %3, %2 : tensor<2048x512xf32>
    %5 = stablehlo.dot_general %2, %arg3, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2048x512xf32>, tensor<512x256xf32>) -> tensor<2048x256xf32>
    %6:2 = call @norm(%0) : (tensor<2048x256xf32>) -> (tensor<2048x1xf32>, tensor<2048x1xf32>)
    %7 = stablehlo.broadcast_in_dim %6#0, dims = [0, 1] : (tensor<2048x1xf32>) -> tensor<2048x256xf32>
    %8 = stablehlo.divide %0, %7 : tensor<2048x256xf32>
    %9 = stablehlo.multiply %6#0, %6#0 : tensor<2048x1xf32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %10 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<2048x1xf32>
    %11 = stablehlo.divide %10, %9 : tensor<2048x1xf32>
    %12:2 = call @norm(%5) : (tensor<2048x256xf32>) -> (tensor<2048x1xf32>, tensor<2048x1xf32>)
    %13 = stablehlo.broadcast_in_dim %12#0, dims = [0, 1] : (tensor<2048x1xf32>) -> tensor<2048x256xf32>
    %14 = stablehlo.divide %5, %13 : tensor<2048x256xf32>
    %15 = stablehlo.multiply %12#0, %12#0 : tensor<2048x1xf32>
    %cst_1 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %16 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<2048x1xf32>
    %17 = stablehlo.divide %16, %15 : tensor<2048x1xf32>
    %18 = stablehlo.transpose %14, dims = [1, 0] : (tensor<2048x256xf32>) -> tensor<256x2048xf32>
    %19 = stablehlo.dot_general %8, %18, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2048x256xf32>, tensor<256x2048xf32>) -> tensor<2048x2048xf32>
    %20 = stablehlo.exponential %arg0 : tensor<f32>
    %21 = stablehlo.broadcast_in_dim %20, dims = [] : (tensor<f32>) -> tensor<2048x2048xf32>
    %22 = stablehlo.multiply %19, %21 : tensor<2048x2048xf32>
    %23 = stablehlo.iota dim = 0 : tensor<2048xi32>
    %24:3 = call @log_softmax(%22) : (tensor<2048x2048xf32>) -> (tensor<2048x2048xf32>, tensor<2048x2048xf32>, tensor<2048x1xf32>)
    %c = stablehlo.constant dense<0> : tensor<i32>
    %25 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<2048xi32>
    %26 = stablehlo.compare LT, %23, %25, SIGNED : (tensor<2048xi32>, tensor<2048xi32>) -> tensor<2048xi1>
    %c_2 = stablehlo.constant dense<2048> : tensor<i32>
    %27 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<2048xi32>
    %28 = stablehlo.add %23, %27 : tensor<2048xi32>
    %29 = stablehlo.select %26, %28, %23 : tensor<2048xi1>, tensor<2048xi32>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %30 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<2048xi32>
    %31 = stablehlo.compare LT, %23, %30, SIGNED : (tensor<2048xi32>, tensor<2048xi32>) -> tensor<2048xi1>
    %c_4 = stablehlo.constant dense<2048> : tensor<i32>
    %32 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<2048xi32>
    %33 = stablehlo.add %23, %32 : tensor<2048xi32>
    %34 = stablehlo.select %31, %33, %23 : tensor<2048xi1>, tensor<2048xi32>
    %35 = stablehlo.broadcast_in_dim %29, dims = [0] : (tensor<2048xi32>) -> tensor<2048x1xi32>
    %36 = stablehlo.broadcast_in_dim %34, dims = [0] : (tensor<2048xi32>) -> tensor<2048x1xi32>
    %37 = stablehlo.concatenate %35, %36, dim = 1 : (tensor<2048x1xi32>, tensor<2048x1xi32>) -> tensor<2048x2xi32>
    %38 = "stablehlo.gather"(%24#0, %37) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1>}> : (tensor<2048x2048xf32>, tensor<2048x2xi32>) -> tensor<2048xf32>
    %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %39 = stablehlo.reduce(%38 init: %cst_5) applies stablehlo.add across dimensions = [0] : (tensor<2048xf32>, tensor<f32>) -> tensor<f32>
    %cst_6 = stablehlo.constant dense<2.048000e+03> : tensor<f32>
    %40 = stablehlo.divide %39, %cst_6 : tensor<f32>
    %41 = stablehlo.negate %40 : tensor<f32>
    %42:3 = call @log_softmax_0(%22) : (tensor<2048x2048xf32>) -> (tensor<2048x2048xf32>, tensor<2048x2048xf32>, tensor<1x2048xf32>)
    %c_7 = stablehlo.constant dense<0> : tensor<i32>
    %43 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<i32>) -> tensor<2048xi32>
    %44 = stablehlo.compare LT, %23, %43, SIGNED : (tensor<2048xi32>, tensor<2048xi32>) -> tensor<2048xi1>
    %c_8 = stablehlo.constant dense<2048> : tensor<i32>
    %45 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<i32>) -> tensor<2048xi32>
    %46 = stablehlo.add %23, %45 : tensor<2048xi32>
    %47 = stablehlo.select %44, %46, %23 : tensor<2048xi1>, tensor<2048xi32>
    %c_9 = stablehlo.constant dense<0> : tensor<i32>
    %48 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<i32>) -> tensor<2048xi32>
    %49 = stablehlo.compare LT, %23, %48, SIGNED : (tensor<2048xi32>, tensor<2048xi32>) -> tensor<2048xi1>
    %c_10 = stablehlo.constant dense<2048> : tensor<i32>
    %50 = stablehlo.broadcast_in_dim %c_10, dims = [] : (tensor<i32>) -> tensor<2048xi32>
    %51 = stablehlo.add %23, %50 : tensor<2048xi32>
    %52 = stablehlo.select %49, %51, %23 : tensor<2048xi1>, tensor<2048xi32>
    %53 = stablehlo.broadcast_in_dim %47, dims = [0] : (tensor<2048xi32>) -> tensor<2048x1xi32>
    %54 = stablehlo.broadcast_in_dim %52, dims = [0] : (tensor<2048xi32>) -> tensor<2048x1xi32>
    %55 = stablehlo.concatenate %53, %54, dim = 1 : (tensor<2048x1xi32>, tensor<2048x1xi32>) -> tensor<2048x2xi32>
    %56 = "stablehlo.gather"(%42#0, %55) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1>}> : (tensor<2048x2048xf32>, tensor<2048x2xi32>) -> tensor<2048xf32>
    %cst_11 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %57 = stablehlo.reduce(%56 init: %cst_11) applies stablehlo.add across dimensions = [0] : (tensor<2048xf32>, tensor<f32>) -> tensor<f32>
    %cst_12 = stablehlo.constant dense<2.048000e+03> : tensor<f32>
    %58 = stablehlo.divide %57, %cst_12 : tensor<f32>
    %59 = stablehlo.negate %58 : tensor<f32>
    %60 = stablehlo.add %41, %59 : tensor<f32>
    %cst_13 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %61 = stablehlo.divide %60, %cst_13 : tensor<f32>
    %cst_14 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %cst_15 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %62 = stablehlo.divide %cst_14, %cst_15 : tensor<f32>
    %63 = stablehlo.negate %62 : tensor<f32>
    %cst_16 = stablehlo.constant dense<2.048000e+03> : tensor<f32>
    %64 = stablehlo.divide %63, %cst_16 : tensor<f32>
    %65 = stablehlo.broadcast_in_dim %64, dims = [] : (tensor<f32>) -> tensor<2048xf32>
    %cst_17 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %66 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<f32>) -> tensor<2048x2048xf32>
    %67 = "stablehlo.scatter"(%66, %55, %65) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0, 1], scatter_dims_to_operand_dims = [0, 1], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg6: tensor<f32>, %arg7: tensor<f32>):
      %115 = stablehlo.add %arg6, %arg7 : tensor<f32>
      stablehlo.return %115 : tensor<f32>
    }) : (tensor<2048x2048xf32>, tensor<2048x2xi32>, tensor<2048xf32>) -> tensor<2048x2048xf32>
    %68 = call @log_softmax_1(%42#1, %42#2, %67) : (tensor<2048x2048xf32>, tensor<1x2048xf32>, tensor<2048x2048xf32>) -> tensor<2048x2048xf32>
    %69 = stablehlo.negate %62 : tensor<f32>
    %cst_18 = stablehlo.constant dense<2.048000e+03> : tensor<f32>
    %70 = stablehlo.divide %69, %cst_18 : tensor<f32>
    %71 = stablehlo.broadcast_in_dim %70, dims = [] : (tensor<f32>) -> tensor<2048xf32>
    %cst_19 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %72 = stablehlo.broadcast_in_dim %cst_19, dims = [] : (tensor<f32>) -> tensor<2048x2048xf32>
    %73 = "stablehlo.scatter"(%72, %37, %71) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0, 1], scatter_dims_to_operand_dims = [0, 1], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg6: tensor<f32>, %arg7: tensor<f32>):
      %115 = stablehlo.add %arg6, %arg7 : tensor<f32>
      stablehlo.return %115 : tensor<f32>
    }) : (tensor<2048x2048xf32>, tensor<2048x2xi32>, tensor<2048xf32>) -> tensor<2048x2048xf32>
    %74 = call @log_softmax_2(%24#1, %24#2, %73) : (tensor<2048x2048xf32>, tensor<2048x1xf32>, tensor<2048x2048xf32>) -> tensor<2048x2048xf32>
    %75 = stablehlo.add %68, %74 : tensor<2048x2048xf32>
    %76 = stablehlo.multiply %19, %75 : tensor<2048x2048xf32>
    %cst_20 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %77 = stablehlo.reduce(%76 init: %cst_20) applies stablehlo.add across dimensions = [0, 1] : (tensor<2048x2048xf32>, tensor<f32>) -> tensor<f32>
    %78 = stablehlo.broadcast_in_dim %20, dims = [] : (tensor<f32>) -> tensor<2048x2048xf32>
    %79 = stablehlo.multiply %75, %78 : tensor<2048x2048xf32>
    %80 = stablehlo.multiply %77, %20 : tensor<f32>
    %81 = stablehlo.dot_general %79, %8, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2048x2048xf32>, tensor<2048x256xf32>) -> tensor<2048x256xf32>
    %82 = stablehlo.transpose %81, dims = [1, 0] : (tensor<2048x256xf32>) -> tensor<256x2048xf32>
    %83 = stablehlo.dot_general %79, %18, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2048x2048xf32>, tensor<256x2048xf32>) -> tensor<2048x256xf32>
    %84 = stablehlo.transpose %82, dims = [1, 0] : (tensor<256x2048xf32>) -> tensor<2048x256xf32>
    %85 = stablehlo.broadcast_in_dim %17, dims = [0, 1] : (tensor<2048x1xf32>) -> tensor<2048x256xf32>
    %86 = stablehlo.multiply %84, %85 : tensor<2048x256xf32>
    %87 = stablehlo.multiply %86, %5 : tensor<2048x256xf32>
    %cst_21 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %88 = stablehlo.reduce(%87 init: %cst_21) applies stablehlo.add across dimensions = [1] : (tensor<2048x256xf32>, tensor<f32>) -> tensor<2048xf32>
    %89 = stablehlo.reshape %88 : (tensor<2048xf32>) -> tensor<2048x1xf32>
    %90 = stablehlo.negate %89 : tensor<2048x1xf32>
    %91 = stablehlo.broadcast_in_dim %12#0, dims = [0, 1] : (tensor<2048x1xf32>) -> tensor<2048x256xf32>
    %92 = stablehlo.divide %84, %91 : tensor<2048x256xf32>
    %93 = call @norm_3(%5, %12#1, %90) : (tensor<2048x256xf32>, tensor<2048x1xf32>, tensor<2048x1xf32>) -> tensor<2048x256xf32>
    %94 = stablehlo.add %92, %93 : tensor<2048x256xf32>
    %95 = stablehlo.broadcast_in_dim %11, dims = [0, 1] : (tensor<2048x1xf32>) -> tensor<2048x256xf32>
    %96 = stablehlo.multiply %83, %95 : tensor<2048x256xf32>
    %97 = stablehlo.multiply %96, %0 : tensor<2048x256xf32>
    %cst_22 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %98 = stablehlo.reduce(%97 init: %cst_22) applies stablehlo.add across dimensions = [1] : (tensor<2048x256xf32>, tensor<f32>) -> tensor<2048xf32>
    %99 = stablehlo.reshape %98 : (tensor<2048xf32>) -> tensor<2048x1xf32>
    %100 = stablehlo.negate %99 : tensor<2048x1xf32>
    %101 = stablehlo.broadcast_in_dim %6#0, dims = [0, 1] : (tensor<2048x1xf32>) -> tensor<2048x256xf32>
    %102 = stablehlo.divide %83, %101 : tensor<2048x256xf32>
    %103 = call @norm_3(%0, %6#1, %100) : (tensor<2048x256xf32>, tensor<2048x1xf32>, tensor<2048x1xf32>) -> tensor<2048x256xf32>
    %104 = stablehlo.add %102, %103 : tensor<2048x256xf32>
    %105 = stablehlo.dot_general %94, %2, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2048x256xf32>, tensor<2048x512xf32>) -> tensor<256x512xf32>
    %106 = stablehlo.transpose %105, dims = [1, 0] : (tensor<256x512xf32>) -> tensor<512x256xf32>
    %107 = stablehlo.dot_general %94, %arg3, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2048x256xf32>, tensor<512x256xf32>) -> tensor<2048x512xf32>
    %108 = stablehlo.multiply %107, %4 : tensor<2048x512xf32>
    %109 = stablehlo.multiply %108, %2 : tensor<2048x512xf32>
    %110 = stablehlo.add %108, %109 : tensor<2048x512xf32>
    %111 = stablehlo.dot_general %110, %arg5, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2048x512xf32>, tensor<2048x384xf32>) -> tensor<512x384xf32>
    %112 = stablehlo.transpose %111, dims = [1, 0] : (tensor<512x384xf32>) -> tensor<384x512xf32>
    %113 = stablehlo.dot_general %104, %arg4, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2048x256xf32>, tensor<2048x512xf32>) -> tensor<256x512xf32>
    %114 = stablehlo.transpose %113, dims = [1, 0] : (tensor<256x512xf32>) -> tensor<512x256xf32>
    return %61, %80, %114, %112, %106 : tensor<f32>, tensor<f32>, tensor<512x256xf32>, tensor<384x512xf32>, tensor<512x256xf32>
  }
  func.func private @norm(%arg0: tensor<2048x256xf32>) -> (tensor<2048x1xf32>, tensor<2048x1xf32>) {
    %0 = stablehlo.multiply %arg0, %arg0 : tensor<2048x256xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1 = stablehlo.reduce(%0 init: %cst) applies stablehlo.add across dimensions = [1] : (tensor<2048x256xf32>, tensor<f32>) -> tensor<2048xf32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [0] : (tensor<2048xf32>) -> tensor<2048x1xf32>
    %3 = stablehlo.sqrt %2 : tensor<2048x1xf32>
    %cst_0 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<2048x1xf32>
    %5 = stablehlo.divide %4, %3 : tensor<2048x1xf32>
    return %3, %5 : tensor<2048x1xf32>, tensor<2048x1xf32>
  }
  func.func private @log_softmax(%arg0: tensor<2048x2048xf32>) -> (tensor<2048x2048xf32>, tensor<2048x2048xf32>, tensor<2048x1xf32>) {
    %cst = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %0 = stablehlo.reduce(%arg0 init: %cst) applies stablehlo.maximum across dimensions = [1] : (tensor<2048x2048xf32>, tensor<f32>) -> tensor<2048xf32>
    %cst_0 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<2048xf32>
    %2 = stablehlo.maximum %1, %0 : tensor<2048xf32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [0] : (tensor<2048xf32>) -> tensor<2048x1xf32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [0, 1] : (tensor<2048x1xf32>) -> tensor<2048x2048xf32>
    %5 = stablehlo.subtract %arg0, %4 : tensor<2048x2048xf32>
    %6 = stablehlo.exponential %5 : tensor<2048x2048xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %7 = stablehlo.reduce(%6 init: %cst_1) applies stablehlo.add across dimensions = [1] : (tensor<2048x2048xf32>, tensor<f32>) -> tensor<2048xf32>
    %8 = stablehlo.broadcast_in_dim %7, dims = [0] : (tensor<2048xf32>) -> tensor<2048x1xf32>
    %9 = stablehlo.log %8 : tensor<2048x1xf32>
    %10 = stablehlo.broadcast_in_dim %9, dims = [0, 1] : (tensor<2048x1xf32>) -> tensor<2048x2048xf32>
    %11 = stablehlo.subtract %5, %10 : tensor<2048x2048xf32>
    return %11, %6, %8 : tensor<2048x2048xf32>, tensor<2048x2048xf32>, tensor<2048x1xf32>
  }
  func.func private @log_softmax_0(%arg0: tensor<2048x2048xf32>) -> (tensor<2048x2048xf32>, tensor<2048x2048xf32>, tensor<1x2048xf32>) {
    %cst = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %0 = stablehlo.reduce(%arg0 init: %cst) applies stablehlo.maximum across dimensions = [0] : (tensor<2048x2048xf32>, tensor<f32>) -> tensor<2048xf32>
    %cst_0 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<2048xf32>
    %2 = stablehlo.maximum %1, %0 : tensor<2048xf32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [1] : (tensor<2048xf32>) -> tensor<1x2048xf32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [0, 1] : (tensor<1x2048xf32>) -> tensor<2048x2048xf32>
    %5 = stablehlo.subtract %arg0, %4 : tensor<2048x2048xf32>
    %6 = stablehlo.exponential %5 : tensor<2048x2048xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %7 = stablehlo.reduce(%6 init: %cst_1) applies stablehlo.add across dimensions = [0] : (tensor<2048x2048xf32>, tensor<f32>) -> tensor<2048xf32>
    %8 = stablehlo.broadcast_in_dim %7, dims = [1] : (tensor<2048xf32>) -> tensor<1x2048xf32>
    %9 = stablehlo.log %8 : tensor<1x2048xf32>
    %10 = stablehlo.broadcast_in_dim %9, dims = [0, 1] : (tensor<1x2048xf32>) -> tensor<2048x2048xf32>
    %11 = stablehlo.subtract %5, %10 : tensor<2048x2048xf32>
    return %11, %6, %8 : tensor<2048x2048xf32>, tensor<2048x2048xf32>, tensor<1x2048xf32>
  }
  func.func private @log_softmax_1(%arg0: tensor<2048x2048xf32>, %arg1: tensor<1x2048xf32>, %arg2: tensor<2048x2048xf32>) -> tensor<2048x2048xf32> {
    %0 = stablehlo.negate %arg2 : tensor<2048x2048xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1 = stablehlo.reduce(%0 init: %cst) applies stablehlo.add across dimensions = [0] : (tensor<2048x2048xf32>, tensor<f32>) -> tensor<2048xf32>
    %2 = stablehlo.reshape %1 : (tensor<2048xf32>) -> tensor<1x2048xf32>
    %3 = stablehlo.divide %2, %arg1 : tensor<1x2048xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %4 = stablehlo.reduce(%3 init: %cst_0) applies stablehlo.add across dimensions = [0] : (tensor<1x2048xf32>, tensor<f32>) -> tensor<2048xf32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [1] : (tensor<2048xf32>) -> tensor<2048x2048xf32>
    %6 = stablehlo.multiply %5, %arg0 : tensor<2048x2048xf32>
    %7 = stablehlo.add %arg2, %6 : tensor<2048x2048xf32>
    return %7 : tensor<2048x2048xf32>
  }
  func.func private @log_softmax_2(%arg0: tensor<2048x2048xf32>, %arg1: tensor<2048x1xf32>, %arg2: tensor<2048x2048xf32>) -> tensor<2048x2048xf32> {
    %0 = stablehlo.negate %arg2 : tensor<2048x2048xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1 = stablehlo.reduce(%0 init: %cst) applies stablehlo.add across dimensions = [1] : (tensor<2048x2048xf32>, tensor<f32>) -> tensor<2048xf32>
    %2 = stablehlo.reshape %1 : (tensor<2048xf32>) -> tensor<2048x1xf32>
    %3 = stablehlo.divide %2, %arg1 : tensor<2048x1xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %4 = stablehlo.reduce(%3 init: %cst_0) applies stablehlo.add across dimensions = [1] : (tensor<2048x1xf32>, tensor<f32>) -> tensor<2048xf32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0] : (tensor<2048xf32>) -> tensor<2048x2048xf32>
    %6 = stablehlo.multiply %5, %arg0 : tensor<2048x2048xf32>
    %7 = stablehlo.add %arg2, %6 : tensor<2048x2048xf32>
    return %7 : tensor<2048x2048xf32>
  }
  func.func private @norm_3(%arg0: tensor<2048x256xf32>, %arg1: tensor<2048x1xf32>, %arg2: tensor<2048x1xf32>) -> tensor<2048x256xf32> {
    %0 = stablehlo.multiply %arg2, %arg1 : tensor<2048x1xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1 = stablehlo.reduce(%0 init: %cst) applies stablehlo.add across dimensions = [1] : (tensor<2048x1xf32>, tensor<f32>) -> tensor<2048xf32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [0] : (tensor<2048xf32>) -> tensor<2048x256xf32>
    %3 = stablehlo.multiply %arg0, %2 : tensor<2048x256xf32>
    %4 = stablehlo.multiply %2, %arg0 : tensor<2048x256xf32>
    %5 = stablehlo.add %3, %4 : tensor<2048x256xf32>
    return %5 : tensor<2048x256xf32>
  }
}
