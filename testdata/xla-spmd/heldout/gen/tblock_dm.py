# A pre-LN transformer block training step on a 4x2 (data, model) mesh (GSPMD), written as a user writes it: batch [16,128,512] split over 'data', QKV [512,3,8,64] and MLP weights split over 'model' (heads / hidden), with jax.lax.with_sharding_constraint on the attention output and on the block's residual in the middle; SGD with donated parameters.
import jax, jax.numpy as jnp, sref
from jax.sharding import PartitionSpec as P
sref.setup('gspmd')
m = sref.mesh((4, 2), ('data', 'model'))
S = lambda *p: sref.sharding(m, *p)
wsc = jax.lax.with_sharding_constraint
def ln(x, g):
    mu = x.mean(-1, keepdims=True)
    v = ((x - mu) ** 2).mean(-1, keepdims=True)
    return (x - mu) * jax.lax.rsqrt(v + 1e-5) * g
def block(p, x):
    h = ln(x, p['g1'])
    q, k, v = jnp.einsum('bsd,dthk->tbshk', h, p['qkv'])
    a = jax.nn.softmax(jnp.einsum('bshk,bthk->bhst', q, k) / 8.0, axis=-1)
    o = jnp.einsum('bhst,bthk->bshk', a, v)
    o = wsc(o, S('data', None, 'model', None))
    x = x + jnp.einsum('bshk,hkd->bsd', o, p['wo'])
    x = wsc(x, S('data', None, None))
    h = ln(x, p['g2'])
    h = jax.nn.gelu(h @ p['w1'])
    return x + h @ p['w2']
def loss(p, x):
    return jnp.mean(block(p, x) ** 2)
ps = {'g1': S(None), 'g2': S(None), 'qkv': S(None, None, 'model', None), 'wo': S('model', None, None), 'w1': S(None, 'model'), 'w2': S('model', None)}
@sref.jit(donate_argnums=(0,), out_shardings=(ps, S()))
def tblock_dm(p, x):
    l, g = jax.value_and_grad(loss)(p, x)
    return jax.tree.map(lambda a, b: a - 0.01 * b, p, g), l
p = {'g1': sref.spec(m, P(None), 512), 'g2': sref.spec(m, P(None), 512),
     'qkv': sref.spec(m, P(None, None, 'model', None), 512, 3, 8, 64), 'wo': sref.spec(m, P('model', None, None), 8, 64, 512),
     'w1': sref.spec(m, P(None, 'model'), 512, 2048), 'w2': sref.spec(m, P('model', None), 2048, 512)}
sref.compile(tblock_dm, p, sref.spec(m, P('data', None, None), 16, 128, 512))
