# A mesh over devices in a permuted order (Shardy): Mesh of devices [0,2,4,6,1,3,5,7] as 2x4 ('data','model') (Shardy writes the mesh's device_ids), batch [512,1024] P('data',None), weights [1024,2048] P(None,'model') and [2048,1024] P('model',None), the hidden activation constrained to P('data','model') and an open dimension left to the partitioner (P.UNCONSTRAINED: Shardy's {?}) on the output; training step, parameters donated.
import numpy as np, jax, jax.numpy as jnp, sref
from jax.sharding import Mesh, PartitionSpec as P
sref.setup('shardy')
m = Mesh(np.array(jax.devices())[[0, 2, 4, 6, 1, 3, 5, 7]].reshape(2, 4), ('data', 'model'))
S = lambda *p: sref.sharding(m, *p)
def loss(p, x):
    h = jax.lax.with_sharding_constraint(jax.nn.relu(x @ p[0]), S('data', 'model'))
    y = jax.lax.with_sharding_constraint(h @ p[1], S('data', P.UNCONSTRAINED))
    return jnp.mean((y - x) ** 2)
@sref.jit(donate_argnums=(0,))
def perm_mesh(p, x):
    l, g = jax.value_and_grad(loss)(p, x)
    return [a - 0.01 * b for a, b in zip(p, g)], l
sref.compile(perm_mesh, [sref.spec(m, P(None, 'model'), 1024, 2048), sref.spec(m, P('model', None), 2048, 1024)], sref.spec(m, P('data', None), 512, 1024))
