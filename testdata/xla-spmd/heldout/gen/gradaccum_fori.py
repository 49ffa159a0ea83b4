# Gradient accumulation by lax.fori_loop under jit (GSPMD): 4 microbatches sliced from a batch [4,256,1024] split 8 ways on its rows, a two-layer MLP with replicated weights [1024,2048] and [2048,1024], the gradients summed in the loop's carry, then one SGD update of the donated weights.
import jax, jax.numpy as jnp, sref
from jax.sharding import PartitionSpec as P
sref.setup('gspmd')
m = sref.mesh((8,), ('data',))
S = lambda *p: sref.sharding(m, *p)
def loss(p, x):
    return jnp.mean((jax.nn.relu(x @ p[0]) @ p[1] - x) ** 2)
@sref.jit(donate_argnums=(0,), out_shardings=([S(), S()], S()))
def gradaccum_fori(p, xs):
    def step(i, c):
        g, l = c
        li, gi = jax.value_and_grad(loss)(p, xs[i])
        return jax.tree.map(jnp.add, g, gi), l + li
    g, l = jax.lax.fori_loop(0, xs.shape[0], step, (jax.tree.map(jnp.zeros_like, p), 0.0))
    return [a - 0.01 / xs.shape[0] * b for a, b in zip(p, g)], l
p = [sref.spec(m, P(), 1024, 2048), sref.spec(m, P(), 2048, 1024)]
sref.compile(gradaccum_fori, p, sref.spec(m, P(None, 'data', None), 4, 256, 1024))
