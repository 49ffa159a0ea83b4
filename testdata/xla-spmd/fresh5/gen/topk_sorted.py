# Sorting and random numbers on sharded dimensions (Shardy, 2x4 ('data','model')): scores [256,4096] split by rows over 'data' and columns over 'model'; jax.lax.top_k of 64 along the sharded columns, jnp.sort of each row (a sort over a sharded dimension), dropout from jax.random.bernoulli with a key (threefry, partitionable) on the sharded scores, jnp.cumsum along the columns, and a dynamic_slice at a traced offset into the sharded columns.
import jax, jax.numpy as jnp, sref
from jax.sharding import PartitionSpec as P
sref.setup('shardy')
jax.config.update('jax_threefry_partitionable', True)
m = sref.mesh((2, 4), ('data', 'model'))
S = lambda *p: sref.sharding(m, *p)
@sref.jit(out_shardings=(S('data', None), S('data', None), S('data', 'model'), S('data', None)))
def topk_sorted(x, key, off):
    v, i = jax.lax.top_k(x, 64)
    s = jnp.sort(x, axis=1)
    keep = jax.random.bernoulli(key, 0.9, x.shape)
    d = jnp.cumsum(jnp.where(keep, x / 0.9, 0.0), axis=1)
    w = jax.lax.dynamic_slice_in_dim(s, off, 512, axis=1)
    return v + i.astype(jnp.float32), w, d, s[:, :128]
sref.compile(topk_sorted, sref.spec(m, P('data', 'model'), 256, 4096), sref.spec(m, P(), 2, dtype='uint32'), sref.spec(m, P(), dtype='int32'))
