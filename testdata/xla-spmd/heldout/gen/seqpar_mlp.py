# Sequence-parallel layer norm then a tensor-parallel MLP (Megatron-SP style, Shardy) on a 2x4 (data, model) mesh: activations [8,1024,512] split over 'data' by batch and over 'model' by sequence for the layer norm, constrained to the full sequence before the MLP (an all-gather), the MLP weights split over 'model', and the output constrained back to sequence shards (a reduce-scatter's worth); forward and backward.
import jax, jax.numpy as jnp, sref
from jax.sharding import PartitionSpec as P
sref.setup('shardy')
m = sref.mesh((2, 4), ('data', 'model'))
S = lambda *p: sref.sharding(m, *p)
wsc = jax.lax.with_sharding_constraint
def f(p, x):
    mu = x.mean(-1, keepdims=True)
    h = (x - mu) * jax.lax.rsqrt(((x - mu) ** 2).mean(-1, keepdims=True) + 1e-6) * p[0]
    h = wsc(h, S('data', None, None))
    h = jax.nn.silu(h @ p[1]) @ p[2]
    return wsc(x + h, S('data', 'model', None))
def loss(p, x):
    return jnp.sum(f(p, x) ** 2) / x.size
ps = [S(None), S(None, 'model'), S('model', None)]
@sref.jit(out_shardings=(ps, S('data', 'model', None)))
def seqpar_mlp(p, x):
    (l, vjp) = jax.vjp(lambda p, x: loss(p, x), p, x)
    gp, gx = vjp(jnp.ones_like(l))
    return gp, gx
p = [sref.spec(m, P(None), 512), sref.spec(m, P(None, 'model'), 512, 2048), sref.spec(m, P('model', None), 2048, 512)]
sref.compile(seqpar_mlp, p, sref.spec(m, P('data', 'model', None), 8, 1024, 512))
