# The ring_shardmap program partitioned by GSPMD: shard_map lowers to {manual} shardings between SPMDFullToShardShape and SPMDShardToFullShape custom calls; collective-permutes, a reduce-scatter, an all-gather and an all-reduce.
import functools, jax, jax.numpy as jnp, sref
from jax.sharding import PartitionSpec as P
sref.setup('gspmd')
m = sref.mesh((8,), ('i',))
N = 8
def ring(x, w):
    # x: [512,1024] rows of the batch; w: [128,1024] rows of the weight.
    i = jax.lax.axis_index('i')
    acc = jnp.zeros((x.shape[0], w.shape[1]), x.dtype)
    blk = w
    for k in range(N):
        j = (i + k) % N
        acc = acc + jax.lax.dynamic_slice_in_dim(x, j * w.shape[0], w.shape[0], 1) @ blk
        if k < N - 1:
            blk = jax.lax.ppermute(blk, 'i', [(s, (s - 1) % N) for s in range(N)])
    y = jax.lax.psum_scatter(jnp.tanh(acc), 'i', scatter_dimension=1, tiled=True)   # [512,128]
    g = jax.lax.all_gather(y, 'i', axis=1, tiled=True)                              # [512,1024]
    return g, jax.lax.psum(jnp.sum(y * y), 'i')
@sref.jit()
def ring_gspmd(x, w):
    return jax.shard_map(ring, mesh=m, in_specs=(P('i', None), P('i', None)), out_specs=(P('i', None), P()))(x, w)
sref.compile(ring_gspmd, sref.spec(m, P('i', None), 4096, 1024), sref.spec(m, P('i', None), 1024, 1024))
