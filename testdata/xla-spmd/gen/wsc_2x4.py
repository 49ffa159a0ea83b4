# with_sharding_constraint mid-way on a 2x4 mesh (Shardy): a three-layer MLP training step, batch [512,1024] split over 'data', the first hidden activation constrained to (data, model), the second to ((data, model), None) (batch split 8 ways), weights [1024,2048], [2048,2048], [2048,1024] split over 'model' on alternate dimensions; gradients returned in the weights' shardings.
import jax, jax.numpy as jnp, sref
from jax.sharding import PartitionSpec as P
sref.setup('shardy')
m = sref.mesh((2, 4), ('data', 'model'))
wsc = jax.lax.with_sharding_constraint
def loss(p, x):
    h = wsc(jax.nn.relu(x @ p[0]), sref.sharding(m, 'data', 'model'))
    h = wsc(jax.nn.relu(h @ p[1]), sref.sharding(m, ('data', 'model'), None))
    return jnp.mean((h @ p[2]) ** 2)
ws = [sref.sharding(m, None, 'model'), sref.sharding(m, 'model', None), sref.sharding(m, None, 'model')]
@sref.jit(out_shardings=(ws, sref.sharding(m)))
def wsc_2x4(p, x):
    l, g = jax.value_and_grad(loss)(p, x)
    return g, l
p = [sref.spec(m, P(None, 'model'), 1024, 2048), sref.spec(m, P('model', None), 2048, 2048), sref.spec(m, P(None, 'model'), 2048, 1024)]
sref.compile(wsc_2x4, p, sref.spec(m, P('data', None), 512, 1024))
