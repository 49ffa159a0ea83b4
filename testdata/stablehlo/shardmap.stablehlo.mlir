module @jit_sm attributes {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["d"=4, "m"=2]> {stablehlo.mesh = {axes = [{name = "d", size = 4 : i64}, {name = "m", size = 2 : i64}]}}
  func.func public @main(%arg0: tensor<64x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"d"}, {"m"}]>}) -> (tensor<64x16xf32> {jax.result_info = "result"}) {
    %0 = sdy.manual_computation(%arg0) in_shardings=[<@mesh, [{"d"}, {"m"}]>] out_shardings=[<@mesh, [{"d"}, {}]>] manual_axes={"d", "m"} (%arg1: tensor<16x32xf32>) {
      %1 = stablehlo.transpose %arg1, dims = [1, 0] : (tensor<16x32xf32>) -> tensor<32x16xf32>
      %2 = stablehlo.dot_general %arg1, %1, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x16xf32>) -> tensor<16x16xf32>
      %3 = "stablehlo.all_reduce"(%2) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1], [2, 3], [4, 5], [6, 7]]> : tensor<4x2xi64>, use_global_device_ids}> ({
      ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
        %4 = stablehlo.add %arg2, %arg3 : tensor<f32>
        stablehlo.return %4 : tensor<f32>
      }) : (tensor<16x16xf32>) -> tensor<16x16xf32>
      sdy.return %3 : tensor<16x16xf32>
    } : (tensor<64x64xf32>) -> tensor<64x16xf32>
    return %0 : tensor<64x16xf32>
  }
}
