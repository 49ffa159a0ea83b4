module @jit_gp_nll attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<f32>, %arg1: tensor<16x256xf32>, %arg2: tensor<16xf32>, %arg3: tensor<f32>, %arg4: tensor<1024x16xf32>, %arg5: tensor<1024xf32>) -> (tensor<f32> {jax.result_info = "result[0]"}, tensor<f32> {jax.result_info = "result[1]['amp']"}, tensor<16x256xf32> {jax.result_info = "result[1]['feat']"}, tensor<16xf32> {jax.result_info = "result[1]['ls']"}, tensor<f32> {jax.result_info = "result[1]['noise']"}) {
    %0 = stablehlo.exponential %arg2 : tensor<16xf32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [1] : (tensor<16xf32>) -> tensor<1x16xf32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [0, 1] : (tensor<1x16xf32>) -> tensor<1024x16xf32>
    %3 = stablehlo.divide %arg4, %2 : tensor<1024x16xf32>
    %4 = stablehlo.multiply %1, %1 : tensor<1x16xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %5 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x16xf32>
    %6 = stablehlo.divide %5, %4 : tensor<1x16xf32>
    %7 = stablehlo.multiply %3, %3 : tensor<1024x16xf32>
    %cst_0 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %8 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<1024x16xf32>
    %9 = stablehlo.multiply %8, %3 : tensor<1024x16xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %10 = stablehlo.reduce(%7 init: %cst_1) applies stablehlo.add across dimensions = [1] : (tensor<1024x16xf32>, tensor<f32>) -> tensor<1024xf32>
    %11 = stablehlo.broadcast_in_dim %10, dims = [0] : (tensor<1024xf32>) -> tensor<1024x1xf32>
    %12 = stablehlo.multiply %3, %3 : tensor<1024x16xf32>
    %cst_2 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %13 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<1024x16xf32>
    %14 = stablehlo.multiply %13, %3 : tensor<1024x16xf32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %15 = stablehlo.reduce(%12 init: %cst_3) applies stablehlo.add across dimensions = [1] : (tensor<1024x16xf32>, tensor<f32>) -> tensor<1024xf32>
    %16 = stablehlo.broadcast_in_dim %15, dims = [1] : (tensor<1024xf32>) -> tensor<1x1024xf32>
    %17 = stablehlo.broadcast_in_dim %11, dims = [0, 1] : (tensor<1024x1xf32>) -> tensor<1024x1024xf32>
    %18 = stablehlo.broadcast_in_dim %16, dims = [0, 1] : (tensor<1x1024xf32>) -> tensor<1024x1024xf32>
    %19 = stablehlo.add %17, %18 : tensor<1024x1024xf32>
    %cst_4 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %20 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<1024x16xf32>
    %21 = stablehlo.multiply %20, %3 : tensor<1024x16xf32>
    %22 = stablehlo.transpose %3, dims = [1, 0] : (tensor<1024x16xf32>) -> tensor<16x1024xf32>
    %23 = stablehlo.dot_general %21, %22, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1024x16xf32>, tensor<16x1024xf32>) -> tensor<1024x1024xf32>
    %24 = stablehlo.subtract %19, %23 : tensor<1024x1024xf32>
    %25 = stablehlo.exponential %arg0 : tensor<f32>
    %cst_5 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %26 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<1024x1024xf32>
    %27 = stablehlo.multiply %26, %24 : tensor<1024x1024xf32>
    %28 = stablehlo.exponential %27 : tensor<1024x1024xf32>
    %29 = stablehlo.broadcast_in_dim %25, dims = [] : (tensor<f32>) -> tensor<1024x1024xf32>
    %30 = stablehlo.multiply %29, %28 : tensor<1024x1024xf32>
    %31 = stablehlo.exponential %arg3 : tensor<f32>
    %cst_6 = stablehlo.constant dense<9.99999974E-5> : tensor<f32>
    %32 = stablehlo.add %31, %cst_6 : tensor<f32>
    %33 = stablehlo.iota dim = 0 : tensor<1024x1024xi32>
    %34 = stablehlo.iota dim = 1 : tensor<1024x1024xi32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %35 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<1024x1024xi32>
    %36 = stablehlo.add %33, %35 : tensor<1024x1024xi32>
    %37 = stablehlo.compare EQ, %36, %34, SIGNED : (tensor<1024x1024xi32>, tensor<1024x1024xi32>) -> tensor<1024x1024xi1>
    %38 = stablehlo.convert %37 : (tensor<1024x1024xi1>) -> tensor<1024x1024xf32>
    %39 = stablehlo.broadcast_in_dim %32, dims = [] : (tensor<f32>) -> tensor<1024x1024xf32>
    %40 = stablehlo.multiply %39, %38 : tensor<1024x1024xf32>
    %41 = stablehlo.add %30, %40 : tensor<1024x1024xf32>
    %42:5 = call @cholesky(%41) : (tensor<1024x1024xf32>) -> (tensor<1024x1024xf32>, tensor<1024x1024xf32>, tensor<1024x1024xi1>, tensor<1024x1024xf32>, tensor<1024x1024xi1>)
    %43:5 = call @_cho_solve(%42#0, %arg5) : (tensor<1024x1024xf32>, tensor<1024xf32>) -> (tensor<1024xf32>, tensor<1024x1024xi1>, tensor<1024x1xf32>, tensor<1024x1024xi1>, tensor<1024x1xf32>)
    %44:4 = call @eigh(%41) : (tensor<1024x1024xf32>) -> (tensor<1024xf32>, tensor<1024x1024xf32>, tensor<1024x1024xf32>, tensor<1024x2xi32>)
    %45 = stablehlo.dot_general %arg4, %arg1, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1024x16xf32>, tensor<16x256xf32>) -> tensor<1024x256xf32>
    %46 = stablehlo.tanh %45 : tensor<1024x256xf32>
    %cst_7 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %47 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %48 = stablehlo.subtract %47, %46 : tensor<1024x256xf32>
    %49:5 = call @qr(%46) : (tensor<1024x256xf32>) -> (tensor<1024x256xf32>, tensor<256x256xf32>, tensor<256x1024xf32>, tensor<256x256xi1>, tensor<256x256xf32>)
    %50 = stablehlo.transpose %49#0, dims = [1, 0] : (tensor<1024x256xf32>) -> tensor<256x1024xf32>
    %51 = stablehlo.dot_general %50, %arg5, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<256x1024xf32>, tensor<1024xf32>) -> tensor<256xf32>
    %52 = stablehlo.dot_general %49#0, %51, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1024x256xf32>, tensor<256xf32>) -> tensor<1024xf32>
    %53 = stablehlo.subtract %arg5, %52 : tensor<1024xf32>
    %cst_8 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %54 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<1024xf32>
    %55 = stablehlo.multiply %54, %arg5 : tensor<1024xf32>
    %56 = stablehlo.dot_general %55, %43#0, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1024xf32>, tensor<1024xf32>) -> tensor<f32>
    %57:4 = call @_diag(%42#0) : (tensor<1024x1024xf32>) -> (tensor<1024xf32>, tensor<i32>, tensor<1024x1024xf32>, tensor<1024x2xi32>)
    %58 = stablehlo.log %57#0 : tensor<1024xf32>
    %cst_9 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %59 = stablehlo.reduce(%58 init: %cst_9) applies stablehlo.add across dimensions = [0] : (tensor<1024xf32>, tensor<f32>) -> tensor<f32>
    %60 = stablehlo.add %56, %59 : tensor<f32>
    %61 = stablehlo.slice %44#0 [0:1] : (tensor<1024xf32>) -> tensor<1xf32>
    %62 = stablehlo.reshape %61 : (tensor<1xf32>) -> tensor<f32>
    %cst_10 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %63 = stablehlo.multiply %cst_10, %62 : tensor<f32>
    %64 = stablehlo.subtract %60, %63 : tensor<f32>
    %cst_11 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %65 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<1024xf32>
    %66 = stablehlo.multiply %65, %53 : tensor<1024xf32>
    %67 = stablehlo.dot_general %66, %53, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1024xf32>, tensor<1024xf32>) -> tensor<f32>
    %68 = stablehlo.add %64, %67 : tensor<f32>
    %cst_12 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %69 = stablehlo.dot_general %cst_12, %66, contracting_dims = [] x [], precision = [DEFAULT, DEFAULT] : (tensor<f32>, tensor<1024xf32>) -> tensor<1024xf32>
    %cst_13 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %70 = stablehlo.dot_general %cst_13, %53, contracting_dims = [] x [], precision = [DEFAULT, DEFAULT] : (tensor<f32>, tensor<1024xf32>) -> tensor<1024xf32>
    %cst_14 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %71 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f32>) -> tensor<1024xf32>
    %72 = stablehlo.multiply %71, %70 : tensor<1024xf32>
    %73 = stablehlo.add %69, %72 : tensor<1024xf32>
    %cst_15 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %74 = stablehlo.negate %cst_15 : tensor<f32>
    %cst_16 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %75 = stablehlo.multiply %cst_16, %74 : tensor<f32>
    %76 = stablehlo.broadcast_in_dim %75, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %cst_17 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %77 = stablehlo.pad %76, %cst_17, low = [0], high = [1023], interior = [0] : (tensor<1xf32>, tensor<f32>) -> tensor<1024xf32>
    %cst_18 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %78 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<f32>) -> tensor<1024xf32>
    %79 = stablehlo.divide %78, %57#0 : tensor<1024xf32>
    %80 = call @_diag_0(%57#1, %57#2, %57#3, %79) : (tensor<i32>, tensor<1024x1024xf32>, tensor<1024x2xi32>, tensor<1024xf32>) -> tensor<1024x1024xf32>
    %cst_19 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %81 = stablehlo.dot_general %cst_19, %55, contracting_dims = [] x [], precision = [DEFAULT, DEFAULT] : (tensor<f32>, tensor<1024xf32>) -> tensor<1024xf32>
    %82 = stablehlo.negate %73 : tensor<1024xf32>
    %83 = stablehlo.dot_general %82, %49#0, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1024xf32>, tensor<1024x256xf32>) -> tensor<256xf32>
    %84 = stablehlo.dot_general %82, %51, contracting_dims = [] x [], precision = [DEFAULT, DEFAULT] : (tensor<1024xf32>, tensor<256xf32>) -> tensor<1024x256xf32>
    %85 = stablehlo.dot_general %83, %arg5, contracting_dims = [] x [], precision = [DEFAULT, DEFAULT] : (tensor<256xf32>, tensor<1024xf32>) -> tensor<256x1024xf32>
    %86 = stablehlo.transpose %85, dims = [1, 0] : (tensor<256x1024xf32>) -> tensor<1024x256xf32>
    %87 = stablehlo.add %84, %86 : tensor<1024x256xf32>
    %88 = call @qr_2(%49#1, %49#2, %49#3, %49#4, %49#0, %87) : (tensor<256x256xf32>, tensor<256x1024xf32>, tensor<256x256xi1>, tensor<256x256xf32>, tensor<1024x256xf32>, tensor<1024x256xf32>) -> tensor<1024x256xf32>
    %89 = stablehlo.multiply %88, %48 : tensor<1024x256xf32>
    %90 = stablehlo.multiply %89, %46 : tensor<1024x256xf32>
    %91 = stablehlo.add %89, %90 : tensor<1024x256xf32>
    %92 = stablehlo.dot_general %91, %arg4, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1024x256xf32>, tensor<1024x16xf32>) -> tensor<256x16xf32>
    %93 = stablehlo.transpose %92, dims = [1, 0] : (tensor<256x16xf32>) -> tensor<16x256xf32>
    %94 = call @eigh_3(%44#2, %44#1, %44#3, %77) : (tensor<1024x1024xf32>, tensor<1024x1024xf32>, tensor<1024x2xi32>, tensor<1024xf32>) -> tensor<1024x1024xf32>
    %95 = call @_cho_solve_4(%43#1, %43#2, %42#0, %43#3, %43#4, %81) : (tensor<1024x1024xi1>, tensor<1024x1xf32>, tensor<1024x1024xf32>, tensor<1024x1024xi1>, tensor<1024x1xf32>, tensor<1024xf32>) -> tensor<1024x1024xf32>
    %96 = stablehlo.add %80, %95 : tensor<1024x1024xf32>
    %97 = call @cholesky_5(%42#1, %42#2, %42#3, %42#4, %96) : (tensor<1024x1024xf32>, tensor<1024x1024xi1>, tensor<1024x1024xf32>, tensor<1024x1024xi1>, tensor<1024x1024xf32>) -> tensor<1024x1024xf32>
    %98 = stablehlo.add %94, %97 : tensor<1024x1024xf32>
    %99 = stablehlo.multiply %98, %38 : tensor<1024x1024xf32>
    %cst_20 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %100 = stablehlo.reduce(%99 init: %cst_20) applies stablehlo.add across dimensions = [0, 1] : (tensor<1024x1024xf32>, tensor<f32>) -> tensor<f32>
    %101 = stablehlo.multiply %100, %31 : tensor<f32>
    %102 = stablehlo.broadcast_in_dim %25, dims = [] : (tensor<f32>) -> tensor<1024x1024xf32>
    %103 = stablehlo.multiply %102, %98 : tensor<1024x1024xf32>
    %104 = stablehlo.multiply %98, %28 : tensor<1024x1024xf32>
    %cst_21 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %105 = stablehlo.reduce(%104 init: %cst_21) applies stablehlo.add across dimensions = [0, 1] : (tensor<1024x1024xf32>, tensor<f32>) -> tensor<f32>
    %106 = stablehlo.multiply %103, %28 : tensor<1024x1024xf32>
    %cst_22 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %107 = stablehlo.broadcast_in_dim %cst_22, dims = [] : (tensor<f32>) -> tensor<1024x1024xf32>
    %108 = stablehlo.multiply %107, %106 : tensor<1024x1024xf32>
    %109 = stablehlo.multiply %105, %25 : tensor<f32>
    %110 = stablehlo.negate %108 : tensor<1024x1024xf32>
    %111 = stablehlo.dot_general %110, %21, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1024x1024xf32>, tensor<1024x16xf32>) -> tensor<1024x16xf32>
    %112 = stablehlo.transpose %111, dims = [1, 0] : (tensor<1024x16xf32>) -> tensor<16x1024xf32>
    %113 = stablehlo.dot_general %110, %22, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<1024x1024xf32>, tensor<16x1024xf32>) -> tensor<1024x16xf32>
    %114 = stablehlo.transpose %112, dims = [1, 0] : (tensor<16x1024xf32>) -> tensor<1024x16xf32>
    %cst_23 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %115 = stablehlo.broadcast_in_dim %cst_23, dims = [] : (tensor<f32>) -> tensor<1024x16xf32>
    %116 = stablehlo.multiply %115, %113 : tensor<1024x16xf32>
    %117 = stablehlo.add %114, %116 : tensor<1024x16xf32>
    %cst_24 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %118 = stablehlo.reduce(%108 init: %cst_24) applies stablehlo.add across dimensions = [1] : (tensor<1024x1024xf32>, tensor<f32>) -> tensor<1024xf32>
    %119 = stablehlo.reshape %118 : (tensor<1024xf32>) -> tensor<1024x1xf32>
    %cst_25 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %120 = stablehlo.reduce(%108 init: %cst_25) applies stablehlo.add across dimensions = [0] : (tensor<1024x1024xf32>, tensor<f32>) -> tensor<1024xf32>
    %121 = stablehlo.reshape %120 : (tensor<1024xf32>) -> tensor<1x1024xf32>
    %cst_26 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %122 = stablehlo.reduce(%121 init: %cst_26) applies stablehlo.add across dimensions = [0] : (tensor<1x1024xf32>, tensor<f32>) -> tensor<1024xf32>
    %123 = stablehlo.broadcast_in_dim %122, dims = [0] : (tensor<1024xf32>) -> tensor<1024x16xf32>
    %124 = stablehlo.multiply %123, %14 : tensor<1024x16xf32>
    %125 = stablehlo.add %117, %124 : tensor<1024x16xf32>
    %cst_27 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %126 = stablehlo.reduce(%119 init: %cst_27) applies stablehlo.add across dimensions = [1] : (tensor<1024x1xf32>, tensor<f32>) -> tensor<1024xf32>
    %127 = stablehlo.broadcast_in_dim %126, dims = [0] : (tensor<1024xf32>) -> tensor<1024x16xf32>
    %128 = stablehlo.multiply %127, %9 : tensor<1024x16xf32>
    %129 = stablehlo.add %125, %128 : tensor<1024x16xf32>
    %130 = stablehlo.broadcast_in_dim %6, dims = [0, 1] : (tensor<1x16xf32>) -> tensor<1024x16xf32>
    %131 = stablehlo.multiply %129, %130 : tensor<1024x16xf32>
    %132 = stablehlo.multiply %131, %arg4 : tensor<1024x16xf32>
    %cst_28 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %133 = stablehlo.reduce(%132 init: %cst_28) applies stablehlo.add across dimensions = [0] : (tensor<1024x16xf32>, tensor<f32>) -> tensor<16xf32>
    %134 = stablehlo.reshape %133 : (tensor<16xf32>) -> tensor<1x16xf32>
    %135 = stablehlo.negate %134 : tensor<1x16xf32>
    %cst_29 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %136 = stablehlo.reduce(%135 init: %cst_29) applies stablehlo.add across dimensions = [0] : (tensor<1x16xf32>, tensor<f32>) -> tensor<16xf32>
    %137 = stablehlo.multiply %136, %0 : tensor<16xf32>
    return %68, %109, %93, %137, %101 : tensor<f32>, tensor<f32>, tensor<16x256xf32>, tensor<16xf32>, tensor<f32>
  }
  func.func private @cholesky(%arg0: tensor<1024x1024xf32>) -> (tensor<1024x1024xf32>, tensor<1024x1024xf32>, tensor<1024x1024xi1>, tensor<1024x1024xf32>, tensor<1024x1024xi1>) {
    %0 = stablehlo.transpose %arg0, dims = [1, 0] : (tensor<1024x1024xf32>) -> tensor<1024x1024xf32>
    %1 = stablehlo.add %arg0, %0 : tensor<1024x1024xf32>
    %cst = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1024x1024xf32>
    %3 = stablehlo.divide %1, %2 : tensor<1024x1024xf32>
    %4:2 = stablehlo.custom_call @lapack_spotrf_ffi(%3) {backend_config = "", mhlo.backend_config = {uplo = 76 : ui8}, mhlo.frontend_attributes = {num_batch_dims = "0"}, operand_layouts = [dense<[0, 1]> : tensor<2xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [0], operand_index = 0, operand_tuple_indices = []>], result_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<> : tensor<0xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([k, l], []) {i=1024, j=1024, k=1024, l=1024}, custom>} : (tensor<1024x1024xf32>) -> (tensor<1024x1024xf32>, tensor<i32>)
    %c = stablehlo.constant dense<0> : tensor<i32>
    %5 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<i32>
    %6 = stablehlo.compare EQ, %4#1, %5, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %7 = stablehlo.broadcast_in_dim %6, dims = [] : (tensor<i1>) -> tensor<1x1xi1>
    %cst_0 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %8 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<1024x1024xf32>
    %9 = stablehlo.broadcast_in_dim %7, dims = [0, 1] : (tensor<1x1xi1>) -> tensor<1024x1024xi1>
    %10 = stablehlo.select %9, %4#0, %8 : tensor<1024x1024xi1>, tensor<1024x1024xf32>
    %11 = stablehlo.iota dim = 0 : tensor<1024x1024xi32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %12 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<1024x1024xi32>
    %13 = stablehlo.add %11, %12 : tensor<1024x1024xi32>
    %14 = stablehlo.iota dim = 1 : tensor<1024x1024xi32>
    %15 = stablehlo.compare GE, %13, %14, SIGNED : (tensor<1024x1024xi32>, tensor<1024x1024xi32>) -> tensor<1024x1024xi1>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %16 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<1024x1024xf32>
    %17 = stablehlo.select %15, %10, %16 : tensor<1024x1024xi1>, tensor<1024x1024xf32>
    %18 = stablehlo.iota dim = 0 : tensor<1024x1024xi32>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %19 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<1024x1024xi32>
    %20 = stablehlo.add %18, %19 : tensor<1024x1024xi32>
    %21 = stablehlo.iota dim = 1 : tensor<1024x1024xi32>
    %22 = stablehlo.compare GE, %20, %21, SIGNED : (tensor<1024x1024xi32>, tensor<1024x1024xi32>) -> tensor<1024x1024xi1>
    %23 = stablehlo.iota dim = 0 : tensor<1024x1024xi32>
    %c_4 = stablehlo.constant dense<0> : tensor<i32>
    %24 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<1024x1024xi32>
    %25 = stablehlo.add %23, %24 : tensor<1024x1024xi32>
    %26 = stablehlo.iota dim = 1 : tensor<1024x1024xi32>
    %27 = stablehlo.compare EQ, %25, %26, SIGNED : (tensor<1024x1024xi32>, tensor<1024x1024xi32>) -> tensor<1024x1024xi1>
    %28 = stablehlo.convert %27 : (tensor<1024x1024xi1>) -> tensor<1024x1024xf32>
    %cst_5 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %29 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<1024x1024xf32>
    %30 = stablehlo.add %29, %28 : tensor<1024x1024xf32>
    %31 = stablehlo.iota dim = 0 : tensor<1024x1024xi32>
    %c_6 = stablehlo.constant dense<0> : tensor<i32>
    %32 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<i32>) -> tensor<1024x1024xi32>
    %33 = stablehlo.add %31, %32 : tensor<1024x1024xi32>
    %34 = stablehlo.iota dim = 1 : tensor<1024x1024xi32>
    %35 = stablehlo.compare GE, %33, %34, SIGNED : (tensor<1024x1024xi32>, tensor<1024x1024xi32>) -> tensor<1024x1024xi1>
    %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %36 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<1024x1024xf32>
    %37 = stablehlo.select %35, %17, %36 : tensor<1024x1024xi1>, tensor<1024x1024xf32>
    return %37, %17, %22, %30, %35 : tensor<1024x1024xf32>, tensor<1024x1024xf32>, tensor<1024x1024xi1>, tensor<1024x1024xf32>, tensor<1024x1024xi1>
  }
  func.func private @_cho_solve(%arg0: tensor<1024x1024xf32>, %arg1: tensor<1024xf32>) -> (tensor<1024xf32>, tensor<1024x1024xi1>, tensor<1024x1xf32>, tensor<1024x1024xi1>, tensor<1024x1xf32>) {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [0] : (tensor<1024xf32>) -> tensor<1024x1xf32>
    %1 = stablehlo.custom_call @lapack_strsm_ffi(%arg0, %0) {backend_config = "", mhlo.backend_config = {diag = 78 : ui8, side = 76 : ui8, trans_x = 78 : ui8, uplo = 76 : ui8}, mhlo.frontend_attributes = {num_batch_dims = "0"}, operand_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<[0, 1]> : tensor<2xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [], operand_index = 1, operand_tuple_indices = []>], result_layouts = [dense<[0, 1]> : tensor<2xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j], [k, l])->([m, n]) {i=1024, j=1024, k=1024, l=1, m=1024, n=1}, custom>} : (tensor<1024x1024xf32>, tensor<1024x1xf32>) -> tensor<1024x1xf32>
    %2 = stablehlo.iota dim = 0 : tensor<1024x1024xi32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %3 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<1024x1024xi32>
    %4 = stablehlo.add %2, %3 : tensor<1024x1024xi32>
    %5 = stablehlo.iota dim = 1 : tensor<1024x1024xi32>
    %6 = stablehlo.compare GE, %4, %5, SIGNED : (tensor<1024x1024xi32>, tensor<1024x1024xi32>) -> tensor<1024x1024xi1>
    %7 = stablehlo.reshape %1 : (tensor<1024x1xf32>) -> tensor<1024xf32>
    %8 = stablehlo.broadcast_in_dim %7, dims = [0] : (tensor<1024xf32>) -> tensor<1024x1xf32>
    %9 = stablehlo.custom_call @lapack_strsm_ffi(%arg0, %8) {backend_config = "", mhlo.backend_config = {diag = 78 : ui8, side = 76 : ui8, trans_x = 84 : ui8, uplo = 76 : ui8}, mhlo.frontend_attributes = {num_batch_dims = "0"}, operand_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<[0, 1]> : tensor<2xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [], operand_index = 1, operand_tuple_indices = []>], result_layouts = [dense<[0, 1]> : tensor<2xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j], [k, l])->([m, n]) {i=1024, j=1024, k=1024, l=1, m=1024, n=1}, custom>} : (tensor<1024x1024xf32>, tensor<1024x1xf32>) -> tensor<1024x1xf32>
    %10 = stablehlo.iota dim = 0 : tensor<1024x1024xi32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %11 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<1024x1024xi32>
    %12 = stablehlo.add %10, %11 : tensor<1024x1024xi32>
    %13 = stablehlo.iota dim = 1 : tensor<1024x1024xi32>
    %14 = stablehlo.compare GE, %12, %13, SIGNED : (tensor<1024x1024xi32>, tensor<1024x1024xi32>) -> tensor<1024x1024xi1>
    %15 = stablehlo.reshape %9 : (tensor<1024x1xf32>) -> tensor<1024xf32>
    return %15, %6, %1, %14, %9 : tensor<1024xf32>, tensor<1024x1024xi1>, tensor<1024x1xf32>, tensor<1024x1024xi1>, tensor<1024x1xf32>
  }
  func.func private @eigh(%arg0: tensor<1024x1024xf32>) -> (tensor<1024xf32>, tensor<1024x1024xf32>, tensor<1024x1024xf32>, tensor<1024x2xi32>) {
    %0 = stablehlo.transpose %arg0, dims = [1, 0] : (tensor<1024x1024xf32>) -> tensor<1024x1024xf32>
    %1 = stablehlo.add %arg0, %0 : tensor<1024x1024xf32>
    %cst = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1024x1024xf32>
    %3 = stablehlo.divide %1, %2 : tensor<1024x1024xf32>
    %4 = stablehlo.transpose %3, dims = [1, 0] : (tensor<1024x1024xf32>) -> tensor<1024x1024xf32>
    %5 = stablehlo.add %3, %4 : tensor<1024x1024xf32>
    %cst_0 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %6 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<1024x1024xf32>
    %7 = stablehlo.divide %5, %6 : tensor<1024x1024xf32>
    %8:3 = stablehlo.custom_call @lapack_ssyevd_ffi(%7) {backend_config = "", mhlo.backend_config = {mode = 86 : ui8, uplo = 76 : ui8}, mhlo.frontend_attributes = {num_batch_dims = "0"}, operand_layouts = [dense<[0, 1]> : tensor<2xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [0], operand_index = 0, operand_tuple_indices = []>], result_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<0> : tensor<1xindex>, dense<> : tensor<0xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([k, l], [m], []) {i=1024, j=1024, k=1024, l=1024, m=1024}, custom>} : (tensor<1024x1024xf32>) -> (tensor<1024x1024xf32>, tensor<1024xf32>, tensor<i32>)
    %c = stablehlo.constant dense<0> : tensor<i32>
    %9 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<i32>
    %10 = stablehlo.compare EQ, %8#2, %9, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %11 = stablehlo.broadcast_in_dim %10, dims = [] : (tensor<i1>) -> tensor<1x1xi1>
    %cst_1 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %12 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<1024x1024xf32>
    %13 = stablehlo.broadcast_in_dim %11, dims = [0, 1] : (tensor<1x1xi1>) -> tensor<1024x1024xi1>
    %14 = stablehlo.select %13, %8#0, %12 : tensor<1024x1024xi1>, tensor<1024x1024xf32>
    %15 = stablehlo.broadcast_in_dim %10, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %cst_2 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %16 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<1024xf32>
    %17 = stablehlo.broadcast_in_dim %15, dims = [0] : (tensor<1xi1>) -> tensor<1024xi1>
    %18 = stablehlo.select %17, %8#1, %16 : tensor<1024xi1>, tensor<1024xf32>
    %19 = stablehlo.transpose %14, dims = [1, 0] : (tensor<1024x1024xf32>) -> tensor<1024x1024xf32>
    %20 = stablehlo.iota dim = 0 : tensor<1024xi32>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %21 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<1024xi32>
    %22 = stablehlo.compare LT, %20, %21, SIGNED : (tensor<1024xi32>, tensor<1024xi32>) -> tensor<1024xi1>
    %c_4 = stablehlo.constant dense<1024> : tensor<i32>
    %23 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<1024xi32>
    %24 = stablehlo.add %20, %23 : tensor<1024xi32>
    %25 = stablehlo.select %22, %24, %20 : tensor<1024xi1>, tensor<1024xi32>
    %c_5 = stablehlo.constant dense<0> : tensor<i32>
    %26 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<1024xi32>
    %27 = stablehlo.compare LT, %20, %26, SIGNED : (tensor<1024xi32>, tensor<1024xi32>) -> tensor<1024xi1>
    %c_6 = stablehlo.constant dense<1024> : tensor<i32>
    %28 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<i32>) -> tensor<1024xi32>
    %29 = stablehlo.add %20, %28 : tensor<1024xi32>
    %30 = stablehlo.select %27, %29, %20 : tensor<1024xi1>, tensor<1024xi32>
    %31 = stablehlo.broadcast_in_dim %25, dims = [0] : (tensor<1024xi32>) -> tensor<1024x1xi32>
    %32 = stablehlo.broadcast_in_dim %30, dims = [0] : (tensor<1024xi32>) -> tensor<1024x1xi32>
    %33 = stablehlo.concatenate %31, %32, dim = 1 : (tensor<1024x1xi32>, tensor<1024x1xi32>) -> tensor<1024x2xi32>
    return %18, %14, %19, %33 : tensor<1024xf32>, tensor<1024x1024xf32>, tensor<1024x1024xf32>, tensor<1024x2xi32>
  }
  func.func private @qr(%arg0: tensor<1024x256xf32>) -> (tensor<1024x256xf32>, tensor<256x256xf32>, tensor<256x1024xf32>, tensor<256x256xi1>, tensor<256x256xf32>) {
    %0:2 = stablehlo.custom_call @lapack_sgeqrf_ffi(%arg0) {backend_config = "", mhlo.backend_config = {}, mhlo.frontend_attributes = {num_batch_dims = "0"}, operand_layouts = [dense<[0, 1]> : tensor<2xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [0], operand_index = 0, operand_tuple_indices = []>], result_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<0> : tensor<1xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([k, l], [m]) {i=1024, j=256, k=1024, l=256, m=256}, custom>} : (tensor<1024x256xf32>) -> (tensor<1024x256xf32>, tensor<256xf32>)
    %1 = stablehlo.custom_call @lapack_sorgqr_ffi(%0#0, %0#1) {backend_config = "", mhlo.backend_config = {}, mhlo.frontend_attributes = {num_batch_dims = "0"}, operand_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<0> : tensor<1xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [], operand_index = 0, operand_tuple_indices = []>], result_layouts = [dense<[0, 1]> : tensor<2xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j], [k])->([l, m]) {i=1024, j=256, k=256, l=1024, m=256}, custom>} : (tensor<1024x256xf32>, tensor<256xf32>) -> tensor<1024x256xf32>
    %2 = stablehlo.slice %0#0 [0:256, 0:256] : (tensor<1024x256xf32>) -> tensor<256x256xf32>
    %3 = stablehlo.iota dim = 0 : tensor<256x256xi32>
    %c = stablehlo.constant dense<-1> : tensor<i32>
    %4 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<256x256xi32>
    %5 = stablehlo.add %3, %4 : tensor<256x256xi32>
    %6 = stablehlo.iota dim = 1 : tensor<256x256xi32>
    %7 = stablehlo.compare GE, %5, %6, SIGNED : (tensor<256x256xi32>, tensor<256x256xi32>) -> tensor<256x256xi1>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %8 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %9 = stablehlo.select %7, %8, %2 : tensor<256x256xi1>, tensor<256x256xf32>
    %10 = stablehlo.transpose %1, dims = [1, 0] : (tensor<1024x256xf32>) -> tensor<256x1024xf32>
    %11 = stablehlo.iota dim = 0 : tensor<256x256xi32>
    %c_0 = stablehlo.constant dense<-1> : tensor<i32>
    %12 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<256x256xi32>
    %13 = stablehlo.add %11, %12 : tensor<256x256xi32>
    %14 = stablehlo.iota dim = 1 : tensor<256x256xi32>
    %15 = stablehlo.compare GE, %13, %14, SIGNED : (tensor<256x256xi32>, tensor<256x256xi32>) -> tensor<256x256xi1>
    %16 = stablehlo.iota dim = 0 : tensor<256x256xi32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %17 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<256x256xi32>
    %18 = stablehlo.add %16, %17 : tensor<256x256xi32>
    %19 = stablehlo.iota dim = 1 : tensor<256x256xi32>
    %20 = stablehlo.compare EQ, %18, %19, SIGNED : (tensor<256x256xi32>, tensor<256x256xi32>) -> tensor<256x256xi1>
    %21 = stablehlo.convert %20 : (tensor<256x256xi1>) -> tensor<256x256xf32>
    return %1, %9, %10, %15, %21 : tensor<1024x256xf32>, tensor<256x256xf32>, tensor<256x1024xf32>, tensor<256x256xi1>, tensor<256x256xf32>
  }
  func.func private @_diag(%arg0: tensor<1024x1024xf32>) -> (tensor<1024xf32>, tensor<i32>, tensor<1024x1024xf32>, tensor<1024x2xi32>) {
    %0:4 = call @diagonal(%arg0) : (tensor<1024x1024xf32>) -> (tensor<1024xf32>, tensor<i32>, tensor<1024x1024xf32>, tensor<1024x2xi32>)
    return %0#0, %0#1, %0#2, %0#3 : tensor<1024xf32>, tensor<i32>, tensor<1024x1024xf32>, tensor<1024x2xi32>
  }
  func.func private @diagonal(%arg0: tensor<1024x1024xf32>) -> (tensor<1024xf32>, tensor<i32>, tensor<1024x1024xf32>, tensor<1024x2xi32>) {
    %0 = stablehlo.iota dim = 0 : tensor<1024x1024xi32>
    %1 = stablehlo.iota dim = 1 : tensor<1024x1024xi32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<1024x1024xi32>
    %3 = stablehlo.add %0, %2 : tensor<1024x1024xi32>
    %4 = stablehlo.compare EQ, %3, %1, SIGNED : (tensor<1024x1024xi32>, tensor<1024x1024xi32>) -> tensor<1024x1024xi1>
    %5 = stablehlo.convert %4 : (tensor<1024x1024xi1>) -> tensor<1024x1024xf32>
    %c_0 = stablehlo.constant dense<1> : tensor<i32>
    %6 = "stablehlo.case"(%c_0) ({
      %c_1 = stablehlo.constant dense<0> : tensor<i32>
      stablehlo.return %c_1 : tensor<i32>
    }, {
      %c_1 = stablehlo.constant dense<0> : tensor<i32>
      stablehlo.return %c_1 : tensor<i32>
    }) : (tensor<i32>) -> tensor<i32>
    %7:3 = "stablehlo.case"(%6) ({
      %8 = stablehlo.iota dim = 0 : tensor<1024xi32>
      %9 = stablehlo.iota dim = 0 : tensor<1024xi32>
      %c_1 = stablehlo.constant dense<0> : tensor<i32>
      %10 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<1024xi32>
      %11 = stablehlo.compare LT, %8, %10, SIGNED : (tensor<1024xi32>, tensor<1024xi32>) -> tensor<1024xi1>
      %c_2 = stablehlo.constant dense<1024> : tensor<i32>
      %12 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<1024xi32>
      %13 = stablehlo.add %8, %12 : tensor<1024xi32>
      %14 = stablehlo.select %11, %13, %8 : tensor<1024xi1>, tensor<1024xi32>
      %c_3 = stablehlo.constant dense<0> : tensor<i32>
      %15 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<1024xi32>
      %16 = stablehlo.compare LT, %9, %15, SIGNED : (tensor<1024xi32>, tensor<1024xi32>) -> tensor<1024xi1>
      %c_4 = stablehlo.constant dense<1024> : tensor<i32>
      %17 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<1024xi32>
      %18 = stablehlo.add %9, %17 : tensor<1024xi32>
      %19 = stablehlo.select %16, %18, %9 : tensor<1024xi1>, tensor<1024xi32>
      %20 = stablehlo.broadcast_in_dim %14, dims = [0] : (tensor<1024xi32>) -> tensor<1024x1xi32>
      %21 = stablehlo.broadcast_in_dim %19, dims = [0] : (tensor<1024xi32>) -> tensor<1024x1xi32>
      %22 = stablehlo.concatenate %20, %21, dim = 1 : (tensor<1024x1xi32>, tensor<1024x1xi32>) -> tensor<1024x2xi32>
      %23 = "stablehlo.gather"(%arg0, %22) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1>}> : (tensor<1024x1024xf32>, tensor<1024x2xi32>) -> tensor<1024xf32>
      %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %24 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1024x1024xf32>
      stablehlo.return %23, %24, %22 : tensor<1024xf32>, tensor<1024x1024xf32>, tensor<1024x2xi32>
    }) : (tensor<i32>) -> (tensor<1024xf32>, tensor<1024x1024xf32>, tensor<1024x2xi32>)
    return %7#0, %c_0, %7#1, %7#2 : tensor<1024xf32>, tensor<i32>, tensor<1024x1024xf32>, tensor<1024x2xi32>
  }
  func.func private @_diag_0(%arg0: tensor<i32>, %arg1: tensor<1024x1024xf32>, %arg2: tensor<1024x2xi32>, %arg3: tensor<1024xf32>) -> tensor<1024x1024xf32> {
    %0 = call @diagonal_1(%arg0, %arg1, %arg2, %arg3) : (tensor<i32>, tensor<1024x1024xf32>, tensor<1024x2xi32>, tensor<1024xf32>) -> tensor<1024x1024xf32>
    return %0 : tensor<1024x1024xf32>
  }
  func.func private @diagonal_1(%arg0: tensor<i32>, %arg1: tensor<1024x1024xf32>, %arg2: tensor<1024x2xi32>, %arg3: tensor<1024xf32>) -> tensor<1024x1024xf32> {
    %0 = "stablehlo.case"(%arg0) ({
      %c = stablehlo.constant dense<0> : tensor<i32>
      stablehlo.return %c : tensor<i32>
    }, {
      %c = stablehlo.constant dense<0> : tensor<i32>
      stablehlo.return %c : tensor<i32>
    }) : (tensor<i32>) -> tensor<i32>
    %1 = "stablehlo.case"(%0) ({
      %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1024x1024xf32>
      %3 = "stablehlo.scatter"(%2, %arg2, %arg3) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0, 1], scatter_dims_to_operand_dims = [0, 1], index_vector_dim = 1>, unique_indices = false}> ({
      ^bb0(%arg4: tensor<f32>, %arg5: tensor<f32>):
        %4 = stablehlo.add %arg4, %arg5 : tensor<f32>
        stablehlo.return %4 : tensor<f32>
      }) : (tensor<1024x1024xf32>, tensor<1024x2xi32>, tensor<1024xf32>) -> tensor<1024x1024xf32>
      stablehlo.return %3 : tensor<1024x1024xf32>
    }) : (tensor<i32>) -> tensor<1024x1024xf32>
    return %1 : tensor<1024x1024xf32>
  }
  func.func private @qr_2(%arg0: tensor<256x256xf32>, %arg1: tensor<256x1024xf32>, %arg2: tensor<256x256xi1>, %arg3: tensor<256x256xf32>, %arg4: tensor<1024x256xf32>, %arg5: tensor<1024x256xf32>) -> tensor<1024x256xf32> {
    %0 = stablehlo.dot_general %arg5, %arg4, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1024x256xf32>, tensor<1024x256xf32>) -> tensor<256x256xf32>
    %1 = stablehlo.transpose %0, dims = [1, 0] : (tensor<256x256xf32>) -> tensor<256x256xf32>
    %2 = stablehlo.negate %1 : tensor<256x256xf32>
    %3 = stablehlo.multiply %arg3, %1 : tensor<256x256xf32>
    %4 = stablehlo.negate %3 : tensor<256x256xf32>
    %5 = stablehlo.add %2, %3 : tensor<256x256xf32>
    %6 = stablehlo.add %5, %4 : tensor<256x256xf32>
    %7 = stablehlo.negate %1 : tensor<256x256xf32>
    %8 = stablehlo.transpose %7, dims = [1, 0] : (tensor<256x256xf32>) -> tensor<256x256xf32>
    %9 = stablehlo.add %1, %8 : tensor<256x256xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %10 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %11 = stablehlo.select %arg2, %9, %10 : tensor<256x256xi1>, tensor<256x256xf32>
    %12 = stablehlo.add %6, %11 : tensor<256x256xf32>
    %13 = stablehlo.dot_general %12, %arg1, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<256x256xf32>, tensor<256x1024xf32>) -> tensor<256x1024xf32>
    %14 = stablehlo.transpose %13, dims = [1, 0] : (tensor<256x1024xf32>) -> tensor<1024x256xf32>
    %15 = stablehlo.add %arg5, %14 : tensor<1024x256xf32>
    %16 = stablehlo.custom_call @lapack_strsm_ffi(%arg0, %15) {backend_config = "", mhlo.backend_config = {diag = 78 : ui8, side = 82 : ui8, trans_x = 84 : ui8, uplo = 85 : ui8}, mhlo.frontend_attributes = {num_batch_dims = "0"}, operand_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<[0, 1]> : tensor<2xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [], operand_index = 1, operand_tuple_indices = []>], result_layouts = [dense<[0, 1]> : tensor<2xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j], [k, l])->([m, n]) {i=256, j=256, k=1024, l=256, m=1024, n=256}, custom>} : (tensor<256x256xf32>, tensor<1024x256xf32>) -> tensor<1024x256xf32>
    return %16 : tensor<1024x256xf32>
  }
  func.func private @eigh_3(%arg0: tensor<1024x1024xf32>, %arg1: tensor<1024x1024xf32>, %arg2: tensor<1024x2xi32>, %arg3: tensor<1024xf32>) -> tensor<1024x1024xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1024x1024xf32>
    %1 = "stablehlo.scatter"(%0, %arg2, %arg3) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0, 1], scatter_dims_to_operand_dims = [0, 1], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg4: tensor<f32>, %arg5: tensor<f32>):
      %9 = stablehlo.add %arg4, %arg5 : tensor<f32>
      stablehlo.return %9 : tensor<f32>
    }) : (tensor<1024x1024xf32>, tensor<1024x2xi32>, tensor<1024xf32>) -> tensor<1024x1024xf32>
    %2 = stablehlo.dot_general %1, %arg1, contracting_dims = [1] x [1], precision = [HIGHEST, HIGHEST] : (tensor<1024x1024xf32>, tensor<1024x1024xf32>) -> tensor<1024x1024xf32>
    %3 = stablehlo.dot_general %2, %arg0, contracting_dims = [0] x [0], precision = [HIGHEST, HIGHEST] : (tensor<1024x1024xf32>, tensor<1024x1024xf32>) -> tensor<1024x1024xf32>
    %4 = stablehlo.transpose %3, dims = [1, 0] : (tensor<1024x1024xf32>) -> tensor<1024x1024xf32>
    %cst_0 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %5 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<1024x1024xf32>
    %6 = stablehlo.divide %4, %5 : tensor<1024x1024xf32>
    %7 = stablehlo.transpose %6, dims = [1, 0] : (tensor<1024x1024xf32>) -> tensor<1024x1024xf32>
    %8 = stablehlo.add %6, %7 : tensor<1024x1024xf32>
    return %8 : tensor<1024x1024xf32>
  }
  func.func private @_cho_solve_4(%arg0: tensor<1024x1024xi1>, %arg1: tensor<1024x1xf32>, %arg2: tensor<1024x1024xf32>, %arg3: tensor<1024x1024xi1>, %arg4: tensor<1024x1xf32>, %arg5: tensor<1024xf32>) -> tensor<1024x1024xf32> {
    %0 = stablehlo.broadcast_in_dim %arg5, dims = [0] : (tensor<1024xf32>) -> tensor<1024x1xf32>
    %1 = stablehlo.custom_call @lapack_strsm_ffi(%arg2, %0) {backend_config = "", mhlo.backend_config = {diag = 78 : ui8, side = 76 : ui8, trans_x = 78 : ui8, uplo = 76 : ui8}, mhlo.frontend_attributes = {num_batch_dims = "0"}, operand_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<[0, 1]> : tensor<2xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [], operand_index = 1, operand_tuple_indices = []>], result_layouts = [dense<[0, 1]> : tensor<2xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j], [k, l])->([m, n]) {i=1024, j=1024, k=1024, l=1, m=1024, n=1}, custom>} : (tensor<1024x1024xf32>, tensor<1024x1xf32>) -> tensor<1024x1xf32>
    %2 = stablehlo.custom_call @lapack_strsm_ffi(%arg2, %0) {backend_config = "", mhlo.backend_config = {diag = 78 : ui8, side = 76 : ui8, trans_x = 78 : ui8, uplo = 76 : ui8}, mhlo.frontend_attributes = {num_batch_dims = "0"}, operand_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<[0, 1]> : tensor<2xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [], operand_index = 1, operand_tuple_indices = []>], result_layouts = [dense<[0, 1]> : tensor<2xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j], [k, l])->([m, n]) {i=1024, j=1024, k=1024, l=1, m=1024, n=1}, custom>} : (tensor<1024x1024xf32>, tensor<1024x1xf32>) -> tensor<1024x1xf32>
    %3 = stablehlo.dot_general %2, %arg4, contracting_dims = [1] x [1], precision = [HIGHEST, HIGHEST] : (tensor<1024x1xf32>, tensor<1024x1xf32>) -> tensor<1024x1024xf32>
    %4 = stablehlo.transpose %3, dims = [1, 0] : (tensor<1024x1024xf32>) -> tensor<1024x1024xf32>
    %5 = stablehlo.negate %4 : tensor<1024x1024xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %6 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1024x1024xf32>
    %7 = stablehlo.select %arg3, %5, %6 : tensor<1024x1024xi1>, tensor<1024x1024xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %8 = stablehlo.reduce(%1 init: %cst_0) applies stablehlo.add across dimensions = [1] : (tensor<1024x1xf32>, tensor<f32>) -> tensor<1024xf32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0] : (tensor<1024xf32>) -> tensor<1024x1xf32>
    %10 = stablehlo.custom_call @lapack_strsm_ffi(%arg2, %9) {backend_config = "", mhlo.backend_config = {diag = 78 : ui8, side = 76 : ui8, trans_x = 84 : ui8, uplo = 76 : ui8}, mhlo.frontend_attributes = {num_batch_dims = "0"}, operand_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<[0, 1]> : tensor<2xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [], operand_index = 1, operand_tuple_indices = []>], result_layouts = [dense<[0, 1]> : tensor<2xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j], [k, l])->([m, n]) {i=1024, j=1024, k=1024, l=1, m=1024, n=1}, custom>} : (tensor<1024x1024xf32>, tensor<1024x1xf32>) -> tensor<1024x1xf32>
    %11 = stablehlo.dot_general %10, %arg1, contracting_dims = [1] x [1], precision = [HIGHEST, HIGHEST] : (tensor<1024x1xf32>, tensor<1024x1xf32>) -> tensor<1024x1024xf32>
    %12 = stablehlo.negate %11 : tensor<1024x1024xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %13 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<1024x1024xf32>
    %14 = stablehlo.select %arg0, %12, %13 : tensor<1024x1024xi1>, tensor<1024x1024xf32>
    %15 = stablehlo.add %7, %14 : tensor<1024x1024xf32>
    return %15 : tensor<1024x1024xf32>
  }
  func.func private @cholesky_5(%arg0: tensor<1024x1024xf32>, %arg1: tensor<1024x1024xi1>, %arg2: tensor<1024x1024xf32>, %arg3: tensor<1024x1024xi1>, %arg4: tensor<1024x1024xf32>) -> tensor<1024x1024xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1024x1024xf32>
    %1 = stablehlo.select %arg3, %arg4, %0 : tensor<1024x1024xi1>, tensor<1024x1024xf32>
    %2 = stablehlo.dot_general %1, %arg0, contracting_dims = [0] x [0], precision = [HIGHEST, HIGHEST] : (tensor<1024x1024xf32>, tensor<1024x1024xf32>) -> tensor<1024x1024xf32>
    %3 = stablehlo.transpose %2, dims = [1, 0] : (tensor<1024x1024xf32>) -> tensor<1024x1024xf32>
    %4 = stablehlo.divide %3, %arg2 : tensor<1024x1024xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %5 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<1024x1024xf32>
    %6 = stablehlo.select %arg1, %4, %5 : tensor<1024x1024xi1>, tensor<1024x1024xf32>
    %7 = stablehlo.custom_call @lapack_strsm_ffi(%arg0, %6) {backend_config = "", mhlo.backend_config = {diag = 78 : ui8, side = 76 : ui8, trans_x = 84 : ui8, uplo = 76 : ui8}, mhlo.frontend_attributes = {num_batch_dims = "0"}, operand_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<[0, 1]> : tensor<2xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [], operand_index = 1, operand_tuple_indices = []>], result_layouts = [dense<[0, 1]> : tensor<2xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j], [k, l])->([m, n]) {i=1024, j=1024, k=1024, l=1024, m=1024, n=1024}, custom>} : (tensor<1024x1024xf32>, tensor<1024x1024xf32>) -> tensor<1024x1024xf32>
    %8 = stablehlo.custom_call @lapack_strsm_ffi(%arg0, %7) {backend_config = "", mhlo.backend_config = {diag = 78 : ui8, side = 82 : ui8, trans_x = 78 : ui8, uplo = 76 : ui8}, mhlo.frontend_attributes = {num_batch_dims = "0"}, operand_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<[0, 1]> : tensor<2xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [], operand_index = 1, operand_tuple_indices = []>], result_layouts = [dense<[0, 1]> : tensor<2xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j], [k, l])->([m, n]) {i=1024, j=1024, k=1024, l=1024, m=1024, n=1024}, custom>} : (tensor<1024x1024xf32>, tensor<1024x1024xf32>) -> tensor<1024x1024xf32>
    %cst_1 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %9 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<1024x1024xf32>
    %10 = stablehlo.divide %8, %9 : tensor<1024x1024xf32>
    %11 = stablehlo.transpose %10, dims = [1, 0] : (tensor<1024x1024xf32>) -> tensor<1024x1024xf32>
    %12 = stablehlo.add %10, %11 : tensor<1024x1024xf32>
    return %12 : tensor<1024x1024xf32>
  }
}
