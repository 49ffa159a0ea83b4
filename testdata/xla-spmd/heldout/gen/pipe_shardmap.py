# A pipeline-style forward under shard_map (GSPMD): 8 stages, one per device, each holding its stage's weight [512,512] of a stacked [8,512,512]; 8 microbatches [8,64,512] flow through by ppermute (collective-permute) from stage s to s+1 over 15 ticks, the last stage's outputs are collected with psum_scatter over the microbatches and all_gather back; a sum over the stages' losses by psum.
import jax, jax.numpy as jnp, sref
from jax.sharding import PartitionSpec as P
sref.setup('gspmd')
m = sref.mesh((8,), ('stage',))
N, M = 8, 8
def pipe(w, x):
    # w: [1,512,512] this stage's weight; x: [8,64,512] all microbatches (replicated).
    s = jax.lax.axis_index('stage')
    buf = jnp.zeros(x.shape[1:], x.dtype)
    out = jnp.zeros_like(x)
    for t in range(N + M - 1):
        inp = jnp.where(s == 0, x[min(t, M - 1)], buf)
        y = jnp.tanh(inp @ w[0])
        k = t - (N - 1)
        if 0 <= k < M:
            out = out.at[k].set(jnp.where(s == N - 1, y, 0.0))
        buf = jax.lax.ppermute(y, 'stage', [(i, (i + 1) % N) for i in range(N)])
    o = jax.lax.psum_scatter(out, 'stage', scatter_dimension=0, tiled=True)   # [1,64,512]
    g = jax.lax.all_gather(o, 'stage', axis=0, tiled=True)                    # [8,64,512]
    return g, jax.lax.psum(jnp.sum(o * o), 'stage')
@sref.jit()
def pipe_shardmap(w, x):
    return jax.shard_map(pipe, mesh=m, in_specs=(P('stage', None, None), P()), out_specs=(P(), P()), check_vma=False)(w, x)
sref.compile(pipe_shardmap, sref.spec(m, P('stage', None, None), 8, 512, 512), sref.spec(m, P(), 8, 64, 512))
