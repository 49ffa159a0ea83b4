# A sharded embedding lookup on a 2x4 (data, model) mesh (Shardy): the table [32768,512] split by embedding dimension over 'model', token ids [64,256] split over 'data', a gather and a mean over the sequence, a classifier [512,1000] row-split on 'model', softmax cross-entropy, and the table's gradient (a scatter-add) applied by SGD to the donated table.
import jax, jax.numpy as jnp, sref
from jax.sharding import PartitionSpec as P
sref.setup('shardy')
m = sref.mesh((2, 4), ('data', 'model'))
S = lambda *p: sref.sharding(m, *p)
def loss(p, ids, y):
    e = p['table'][ids]                                  # [64,256,512]
    logits = e.mean(1) @ p['cls']
    return -jnp.mean(jnp.take_along_axis(jax.nn.log_softmax(logits), y[:, None], -1))
ps = {'table': S(None, 'model'), 'cls': S('model', None)}
@sref.jit(donate_argnums=(0,), out_shardings=(ps, S()))
def embed_rows(p, ids, y):
    l, g = jax.value_and_grad(loss)(p, ids, y)
    return jax.tree.map(lambda a, b: a - 0.1 * b, p, g), l
p = {'table': sref.spec(m, P(None, 'model'), 32768, 512), 'cls': sref.spec(m, P('model', None), 512, 1000)}
sref.compile(embed_rows, p, sref.spec(m, P('data', None), 64, 256, dtype='int32'), sref.spec(m, P('data'), 64, dtype='int32'))
