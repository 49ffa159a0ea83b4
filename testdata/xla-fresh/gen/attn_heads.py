# Multi-head attention with heads sharded on 'model' of a 2x4 (data, model) mesh (Shardy): x [16,256,512] split over 'data', Q/K/V projections [512,16,64] and the output projection [16,64,512] split by head, scores [16,16,256,256] (per device [8,4,256,256]: half the batch, a quarter of the heads), causal mask, softmax, residual and loss; gradients only (no update).
import jax, jax.numpy as jnp, sref
from jax.sharding import PartitionSpec as P
sref.setup('shardy')
m = sref.mesh((2, 4), ('data', 'model'))
def loss(p, x):
    q = jnp.einsum('bsd,dhk->bhsk', x, p['wq'])
    k = jnp.einsum('bsd,dhk->bhsk', x, p['wk'])
    v = jnp.einsum('bsd,dhk->bhsk', x, p['wv'])
    s = jnp.einsum('bhsk,bhtk->bhst', q, k) / 8.0
    s = jnp.where(jnp.tril(jnp.ones((256, 256), bool)), s, -1e9)
    o = jnp.einsum('bhst,bhtk->bhsk', jax.nn.softmax(s, -1), v)
    y = x + jnp.einsum('bhsk,hkd->bsd', o, p['wo'])
    return jnp.mean(y ** 2)
@sref.jit()
def attn_heads(p, x):
    return jax.value_and_grad(loss)(p, x)
h = P(None, 'model', None)
p = {'wq': sref.spec(m, h, 512, 16, 64), 'wk': sref.spec(m, h, 512, 16, 64), 'wv': sref.spec(m, h, 512, 16, 64),
     'wo': sref.spec(m, P('model', None, None), 16, 64, 512)}
sref.compile(attn_heads, p, sref.spec(m, P('data', None, None), 16, 256, 512))
