# An 8x1 mesh ('data','model') (GSPMD): 'model' has one device, so the weights [1024,2048] P(None,'model') and [2048,1024] P('model',None) are whole on every device while the batch [1024,1024] is split 8 ways over 'data'; a with_sharding_constraint on the hidden activation P('data','model'); SGD, parameters donated.
import jax, jax.numpy as jnp, sref
from jax.sharding import PartitionSpec as P
sref.setup('gspmd')
m = sref.mesh((8, 1), ('data', 'model'))
def loss(p, x):
    h = jax.lax.with_sharding_constraint(jax.nn.relu(x @ p[0]), sref.sharding(m, 'data', 'model'))
    return jnp.mean((h @ p[1] - x) ** 2)
ps = [P(None, 'model'), P('model', None)]
@sref.jit(donate_argnums=(0,))
def mesh8x1(p, x):
    l, g = jax.value_and_grad(loss)(p, x)
    return [a - 0.01 * b for a, b in zip(p, g)], l
sref.compile(mesh8x1, [sref.spec(m, ps[0], 1024, 2048), sref.spec(m, ps[1], 2048, 1024)], sref.spec(m, P('data', None), 1024, 1024))
