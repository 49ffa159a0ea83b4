# Tensor-parallel multi-head attention training step (Shardy): 8 heads, one per device (QKV weights split by head, output projection by head rows), causal mask, batch 4 x 256 x 512 replicated.
import jax, jax.numpy as jnp, sref
from jax.sharding import PartitionSpec as P
sref.setup('shardy')
m = sref.mesh((8,), ('model',))
H, D, T = 8, 512, 256
def attn(p, x):
    q = jnp.einsum('btd,dhk->bhtk', x, p['wq'])
    k = jnp.einsum('btd,dhk->bhtk', x, p['wk'])
    v = jnp.einsum('btd,dhk->bhtk', x, p['wv'])
    s = jnp.einsum('bhtk,bhsk->bhts', q, k) / 8.0
    s = jnp.where(jnp.tril(jnp.ones((T, T), bool)), s, -1e9)
    a = jnp.einsum('bhts,bhsk->bhtk', jax.nn.softmax(s, -1), v)
    return jnp.einsum('bhtk,hkd->btd', a, p['wo'])
hs = sref.sharding(m, None, 'model', None)
os_ = sref.sharding(m, 'model', None, None)
@sref.jit(donate_argnums=(0,), out_shardings=({'wq': hs, 'wk': hs, 'wv': hs, 'wo': os_}, sref.sharding(m)))
def tp_attention(p, x):
    l, g = jax.value_and_grad(lambda p: jnp.mean((attn(p, x) - x) ** 2))(p)
    return jax.tree_util.tree_map(lambda a, b: a - 1e-3 * b, p, g), l
w = sref.spec(m, P(None, 'model', None), D, H, D // H)
p = {'wq': w, 'wk': w, 'wv': w, 'wo': sref.spec(m, P('model', None, None), H, D // H, D)}
sref.compile(tp_attention, p, sref.spec(m, P(), 4, T, D))
