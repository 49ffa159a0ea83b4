# Tensor-parallel attention on a 2x4 mesh (Shardy) with explicit out_shardings: batch [8,128,512] split 2 ways over 'data', the 8 heads of the QKV weights [512,8,64] and the output projection [8,64,512] split 4 ways over 'model'; the weight gradients come back in the weights' shardings, the activation gradient batch-sharded and the output tensor-sharded on its features.
import jax, jax.numpy as jnp, sref
from jax.sharding import PartitionSpec as P
sref.setup('shardy')
m = sref.mesh((2, 4), ('data', 'model'))
def attend(p, x):
    q, k, v = (jnp.einsum('btd,dhe->bthe', x, w) for w in p[:3])
    a = jax.nn.softmax(jnp.einsum('bqhe,bkhe->bhqk', q, k) / 8.0, -1)
    return jnp.einsum('bhqk,bkhe,hed->bqd', a, v, p[3])
def loss(p, x):
    return jnp.mean(attend(p, x) ** 2)
hs, os = sref.sharding(m, None, 'model', None), sref.sharding(m, 'model', None, None)
@sref.jit(out_shardings=([hs, hs, hs, os], sref.sharding(m, 'data', None, None), sref.sharding(m, 'data', None, 'model')))
def attn_2d_sdy(p, x):
    g, gx = jax.grad(loss, (0, 1))(p, x)
    return g, gx, attend(p, x)
p = [sref.spec(m, P(None, 'model', None), 512, 8, 64) for _ in range(3)] + [sref.spec(m, P('model', None, None), 8, 64, 512)]
sref.compile(attn_2d_sdy, p, sref.spec(m, P('data', None, None), 8, 128, 512))
