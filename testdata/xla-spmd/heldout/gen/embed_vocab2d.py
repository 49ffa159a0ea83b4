# A vocabulary-sharded embedding lookup on a 2x4 (data, model) mesh (Shardy): table [32000,512] split 4 ways by vocabulary over 'model' (32000 rows, 8000 per shard), token ids [32,256] split over 'data', jnp.take (a gather), a position embedding [256,512] added, a mean-pooled projection to 128 and a squared loss; gradients of the table (a scatter-add) and of the projection.
import jax, jax.numpy as jnp, sref
from jax.sharding import PartitionSpec as P
sref.setup('shardy')
m = sref.mesh((2, 4), ('data', 'model'))
S = lambda *p: sref.sharding(m, *p)
def loss(p, ids):
    x = jnp.take(p[0], ids, axis=0) + p[1]
    z = x.mean(1) @ p[2]
    return jnp.mean(z ** 2)
ps = [S('model', None), S(), S()]
@sref.jit(out_shardings=(ps, S()))
def embed_vocab2d(p, ids):
    l, g = jax.value_and_grad(loss)(p, ids)
    return g, l
p = [sref.spec(m, P('model', None), 32000, 512), sref.spec(m, P(), 256, 512), sref.spec(m, P(), 512, 128)]
sref.compile(embed_vocab2d, p, sref.spec(m, P('data', None), 32, 256, dtype='int32'))
