# Sequence-sharded layer norm forward and backward (Shardy): activations [8,2048,1024] split 8 ways along the sequence, scale and offset replicated, their gradients all-reduced.
import jax, jax.numpy as jnp, sref
from jax.sharding import PartitionSpec as P
sref.setup('shardy')
m = sref.mesh((8,), ('seq',))
def ln(x, s, b):
    mu = x.mean(-1, keepdims=True); v = ((x - mu) ** 2).mean(-1, keepdims=True)
    return (x - mu) * jax.lax.rsqrt(v + 1e-6) * s + b
xs = sref.sharding(m, None, 'seq', None)
@sref.jit(out_shardings=(xs, xs, sref.sharding(m), sref.sharding(m)))
def seq_layernorm(x, s, b, dy):
    y, vjp = jax.vjp(ln, x, s, b)
    return (y,) + vjp(dy)
x = sref.spec(m, P(None, 'seq', None), 8, 2048, 1024)
sref.compile(seq_layernorm, x, sref.spec(m, P(), 1024), sref.spec(m, P(), 1024), x)
