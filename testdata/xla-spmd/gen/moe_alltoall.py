# Expert-parallel mixture-of-experts layer (Shardy): a dispatched tensor [groups 8, experts 8, capacity 128, 512] split by group is resharded by expert (an all-to-all), each device applies its expert's two-layer MLP, and the result goes back to group sharding (a second all-to-all); forward and weight gradient.
import jax, jax.numpy as jnp, sref
from jax.sharding import PartitionSpec as P
sref.setup('shardy')
m = sref.mesh((8,), ('e',))
bg, be = sref.sharding(m, 'e', None, None, None), sref.sharding(m, None, 'e', None, None)
def layer(w, x):
    x = jax.lax.with_sharding_constraint(x, be)
    h = jax.nn.relu(jnp.einsum('gecd,edf->gecf', x, w[0]))
    y = jnp.einsum('gecf,efd->gecd', h, w[1])
    return jax.lax.with_sharding_constraint(y, bg)
ws = sref.sharding(m, 'e', None, None)
@sref.jit(out_shardings=(bg, [ws, ws]))
def moe_alltoall(w, x, dy):
    y, vjp = jax.vjp(lambda w: layer(w, x), w)
    return y, vjp(dy)[0]
w = [sref.spec(m, P('e', None, None), 8, 512, 1024), sref.spec(m, P('e', None, None), 8, 1024, 512)]
x = sref.spec(m, P('e', None, None, None), 8, 8, 128, 512)
sref.compile(moe_alltoall, w, x, x)
