# Collectives over parts of a 2x2x2 mesh ('a','b','c') under shard_map (GSPMD): x [64,512,512] split over all three axes on its first dimension, psum over ('a','c') (non-adjacent axes), all_gather over 'b' (untiled: a new dimension), ppermute along 'c', axis_index over ('a','b'), a pmax over everything, and a psum_scatter over ('b','c'), the result laid out P('a',('b','c')).
import jax, jax.numpy as jnp, sref
from jax.sharding import PartitionSpec as P
sref.setup('gspmd')
m = sref.mesh((2, 2, 2), ('a', 'b', 'c'))
def body(x):                                         # [8,512,512]
    y = jax.lax.psum(jnp.tanh(x), ('a', 'c'))
    g = jax.lax.all_gather(y[:2], 'b')               # [2,2,512,512]
    z = jax.lax.ppermute(y, 'c', [(0, 1), (1, 0)]) * jax.lax.axis_index(('a', 'b')).astype(jnp.float32)
    mx = jax.lax.pmax(jnp.max(z), ('a', 'b', 'c'))
    r = jax.lax.psum_scatter(z + g.sum(0).sum(0), ('b', 'c'), scatter_dimension=1, tiled=True)   # [8,128,512]
    return r / mx
@sref.jit()
def nested_axes(x):
    return jax.shard_map(body, mesh=m, in_specs=P(('a', 'b', 'c')), out_specs=P('a', ('b', 'c')), check_vma=False)(x)
sref.compile(nested_axes, sref.spec(m, P(('a', 'b', 'c')), 64, 512, 512))
