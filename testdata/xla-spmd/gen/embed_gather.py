# Vocabulary-sharded embedding lookup (GSPMD): a table [16384,256] split 8 ways by row, token ids [16,128] replicated, a gather of the rows, a projection and a squared loss; the table's gradient is a scatter-add into the sharded table, SGD, table donated.
import jax, jax.numpy as jnp, sref
from jax.sharding import PartitionSpec as P
sref.setup('gspmd')
m = sref.mesh((8,), ('vocab',))
def loss(e, w, ids):
    x = jnp.take(e, ids, axis=0)
    return jnp.mean((x @ w) ** 2)
@sref.jit(donate_argnums=(0,), out_shardings=(sref.sharding(m, 'vocab', None), sref.sharding(m)))
def embed_gather(e, w, ids):
    l, g = jax.value_and_grad(loss)(e, w, ids)
    return e - 0.01 * g, l
sref.compile(embed_gather, sref.spec(m, P('vocab', None), 16384, 256), sref.spec(m, P(), 256, 256),
             sref.spec(m, P(), 16, 128, dtype='int32'))
