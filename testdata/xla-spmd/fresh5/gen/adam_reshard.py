# Adam with donated, sharded optimizer state whose out_shardings differ from its in_shardings (Shardy, 8 devices 'x'): parameters [2048,1024] and [1024,2048] and both moments come in split by rows P('x',None) and go out split by columns P(None,'x') (an all-to-all each on the way out), the step count an int32 scalar replicated; batch [256,2048] split by rows; everything but the batch donated.
import jax, jax.numpy as jnp, sref
from jax.sharding import PartitionSpec as P
sref.setup('shardy')
m = sref.mesh((8,), ('x',))
def loss(p, x):
    return jnp.mean((jnp.tanh(x @ p[0]) @ p[1] - x) ** 2)
rows, cols = sref.sharding(m, 'x', None), sref.sharding(m, None, 'x')
@sref.jit(donate_argnums=(0, 1, 2, 3), out_shardings=([cols] * 2, [cols] * 2, [cols] * 2, sref.sharding(m), sref.sharding(m)))
def adam_reshard(p, mu, nu, t, x):
    l, g = jax.value_and_grad(loss)(p, x)
    t = t + 1
    mu = [0.9 * a + 0.1 * b for a, b in zip(mu, g)]
    nu = [0.999 * a + 0.001 * b * b for a, b in zip(nu, g)]
    c = jnp.sqrt(1 - 0.999 ** t.astype(jnp.float32)) / (1 - 0.9 ** t.astype(jnp.float32))
    p = [a - 1e-3 * c * m_ / (jnp.sqrt(v) + 1e-8) for a, m_, v in zip(p, mu, nu)]
    return p, mu, nu, t, l
sh = [(2048, 1024), (1024, 2048)]
st = [sref.spec(m, P('x', None), *s) for s in sh]
sref.compile(adam_reshard, st, st, st, sref.spec(m, P(), dtype='int32'), sref.spec(m, P('x', None), 256, 2048))
