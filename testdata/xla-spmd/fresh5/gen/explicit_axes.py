# Explicit sharding (Shardy): a 2x4 mesh made with jax.make_mesh and AxisType.Explicit on both axes ('data','model'), so shardings are part of the types; batch [512,1024] split over 'data', weights [1024,4096] P(None,'model') and [4096,1024] P('model',None); the hidden activation is moved to P('data',None) by jax.sharding.reshard before the second matmul (whose output then needs no reduction), and the output back to the batch's sharding; training step with SGD, parameters donated.
import jax, jax.numpy as jnp, sref
from jax.sharding import PartitionSpec as P, AxisType, NamedSharding
sref.setup('shardy')
m = jax.make_mesh((2, 4), ('data', 'model'), axis_types=(AxisType.Explicit,) * 2)
def loss(p, x):
    h = jax.nn.relu(jnp.einsum('bd,df->bf', x, p[0], out_sharding=NamedSharding(m, P('data', 'model'))))
    h = jax.sharding.reshard(h, NamedSharding(m, P('data', None)))
    y = jnp.einsum('bf,fd->bd', h, p[1], out_sharding=NamedSharding(m, P('data', None)))
    return jnp.mean((y - x) ** 2)
@sref.jit(donate_argnums=(0,))
def explicit_axes(p, x):
    l, g = jax.value_and_grad(loss)(p, x)
    return [a - 0.01 * b for a, b in zip(p, g)], l
with jax.set_mesh(m):
    sref.compile(explicit_axes, [sref.spec(m, P(None, 'model'), 1024, 4096), sref.spec(m, P('model', None), 4096, 1024)],
                 sref.spec(m, P('data', None), 512, 1024))
