# mesh3d_sdy lowered by GSPMD: a 3-D (2,2,2) mesh (data, fsdp, model): batch [512,1024] split over ('data','fsdp') and replicated over 'model' (partial replication), weights [1024,4096] P('fsdp','model') and [4096,1024] P('model','fsdp'), bias [4096] P('model'); a GELU MLP training step with SGD, parameters donated and returned in their shardings.
import jax, jax.numpy as jnp, sref
from jax.sharding import PartitionSpec as P
sref.setup('gspmd')
m = sref.mesh((2, 2, 2), ('data', 'fsdp', 'model'))
def loss(p, x):
    h = jax.nn.gelu(x @ p[0] + p[1])
    return jnp.mean((h @ p[2] - x) ** 2)
ps = [P('fsdp', 'model'), P('model'), P('model', 'fsdp')]
@sref.jit(donate_argnums=(0,), out_shardings=([sref.sharding(m, *s) for s in ps], sref.sharding(m)))
def mesh3d_gspmd(p, x):
    l, g = jax.value_and_grad(loss)(p, x)
    return [a - 0.01 * b for a, b in zip(p, g)], l
p = [sref.spec(m, ps[0], 1024, 4096), sref.spec(m, ps[1], 4096), sref.spec(m, ps[2], 4096, 1024)]
sref.compile(mesh3d_gspmd, p, sref.spec(m, P(('data', 'fsdp'), None), 512, 1024))
