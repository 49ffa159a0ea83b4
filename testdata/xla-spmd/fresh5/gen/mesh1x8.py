# A 1x8 mesh ('data','model') (Shardy): 'data' has one device, so batch [256,1024] split over 'data' is whole on every device; weights [1024,2048] split over 'model' by columns and [2048,1024] by rows (Megatron MLP), the loss's gradient summed over 'model'; SGD, parameters donated.
import jax, jax.numpy as jnp, sref
from jax.sharding import PartitionSpec as P
sref.setup('shardy')
m = sref.mesh((1, 8), ('data', 'model'))
def loss(p, x):
    return jnp.mean((jax.nn.relu(x @ p[0]) @ p[1] - x) ** 2)
ps = [P(None, 'model'), P('model', None)]
@sref.jit(donate_argnums=(0,))
def mesh1x8(p, x):
    l, g = jax.value_and_grad(loss)(p, x)
    return [a - 0.01 * b for a, b in zip(p, g)], l
sref.compile(mesh1x8, [sref.spec(m, ps[0], 1024, 2048), sref.spec(m, ps[1], 2048, 1024)], sref.spec(m, P('data', None), 256, 1024))
