# FSDP over a lax.scan of 6 layers with jax.checkpoint (Shardy): stacked weights [6,1024,1024] and [6,1024,1024] split 8 ways on their second dimension, batch [1024,1024] split 8 ways, each layer an MLP with residual under jax.checkpoint (recomputed in the backward), training step with donated parameters.
import jax, jax.numpy as jnp, sref
from jax.sharding import PartitionSpec as P
sref.setup('shardy')
m = sref.mesh((8,), ('fsdp',))
S = lambda *p: sref.sharding(m, *p)
@jax.checkpoint
def layer(x, w):
    return x + jnp.tanh(x @ w[0]) @ w[1]
def loss(p, x):
    x, _ = jax.lax.scan(lambda x, w: (layer(x, w), None), x, (p[0], p[1]))
    return jnp.mean(x ** 2)
ws = S(None, 'fsdp', None)
@sref.jit(donate_argnums=(0,), out_shardings=([ws, ws], S()))
def fsdp_scan_remat(p, x):
    l, g = jax.value_and_grad(loss)(p, x)
    return [a - 0.01 * b for a, b in zip(p, g)], l
p = [sref.spec(m, P(None, 'fsdp', None), 6, 1024, 1024), sref.spec(m, P(None, 'fsdp', None), 6, 1024, 1024)]
sref.compile(fsdp_scan_remat, p, sref.spec(m, P('fsdp', None), 1024, 1024))
