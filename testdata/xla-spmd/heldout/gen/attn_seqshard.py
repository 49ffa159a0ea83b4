# Causal attention with the sequence split over 8 devices (Shardy) and nothing else: q, k, v [2,1024,8,64] split by sequence, the scores [2,8,1024,1024] constrained to split by query rows so that keys and values are all-gathered; forward and gradients of q, k, v.
import jax, jax.numpy as jnp, sref
from jax.sharding import PartitionSpec as P
sref.setup('shardy')
m = sref.mesh((8,), ('seq',))
S = lambda *p: sref.sharding(m, *p)
def attn(q, k, v):
    s = jnp.einsum('bqhd,bkhd->bhqk', q, k) / 8.0
    s = jax.lax.with_sharding_constraint(s, S(None, None, 'seq', None))
    n = q.shape[1]
    s = jnp.where(jnp.tril(jnp.ones((n, n), bool)), s, -1e9)
    return jnp.einsum('bhqk,bkhd->bqhd', jax.nn.softmax(s, -1), v)
qs = S(None, 'seq', None, None)
@sref.jit(out_shardings=(qs, qs, qs))
def attn_seqshard(q, k, v, dy):
    _, vjp = jax.vjp(attn, q, k, v)
    return vjp(dy)
a = sref.spec(m, P(None, 'seq', None, None), 2, 1024, 8, 64)
sref.compile(attn_seqshard, a, a, a, a)
