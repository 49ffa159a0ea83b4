# Data and model parallel MLP training step on a 4x2 mesh (GSPMD): batch split 4 ways over 'data', weights split 2 ways over 'model' (columns then rows), biases replicated, parameters donated.
import jax, jax.numpy as jnp, sref
from jax.sharding import PartitionSpec as P
sref.setup('gspmd')
m = sref.mesh((4, 2), ('data', 'model'))
def loss(p, x, y):
    h = jax.nn.relu(x @ p['w1'] + p['b1'])
    return jnp.mean((h @ p['w2'] + p['b2'] - y) ** 2)
shard = {'w1': sref.sharding(m, None, 'model'), 'b1': sref.sharding(m, 'model'),
         'w2': sref.sharding(m, 'model', None), 'b2': sref.sharding(m)}
@sref.jit(donate_argnums=(0,), out_shardings=(shard, sref.sharding(m)))
def mesh4x2(p, x, y):
    l, g = jax.value_and_grad(loss)(p, x, y)
    return jax.tree_util.tree_map(lambda a, b: a - 0.01 * b, p, g), l
p = {'w1': sref.spec(m, P(None, 'model'), 1024, 2048), 'b1': sref.spec(m, P('model'), 2048),
     'w2': sref.spec(m, P('model', None), 2048, 1024), 'b2': sref.spec(m, P(), 1024)}
sref.compile(mesh4x2, p, sref.spec(m, P('data', None), 1024, 1024), sref.spec(m, P('data', None), 1024, 1024))
