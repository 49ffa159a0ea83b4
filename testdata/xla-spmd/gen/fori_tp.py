# A fori_loop of 6 Megatron MLP steps on shared weights (Shardy): the first weight [1024,4096] split 8 ways by columns, the second [4096,1024] by rows, the carried activation [256,1024] replicated, so every iteration's while body holds an all-reduce; forward only.
import jax, jax.numpy as jnp, sref
from jax.sharding import PartitionSpec as P
sref.setup('shardy')
m = sref.mesh((8,), ('model',))
@sref.jit(out_shardings=sref.sharding(m))
def fori_tp(w1, w2, x):
    return jax.lax.fori_loop(0, 6, lambda i, h: h + jnp.tanh(jax.nn.gelu(h @ w1) @ w2), x)
sref.compile(fori_tp, sref.spec(m, P(None, 'model'), 1024, 4096), sref.spec(m, P('model', None), 4096, 1024),
             sref.spec(m, P(), 256, 1024))
