# Mixed precision with an f32 master copy (Shardy) on a 4x2 (data, model) mesh: bf16 parameters [1024,4096] and [4096,1024] split over 'model' (columns, rows) used for the forward and backward, f32 master weights in the same shardings updated by the f32 gradient and cast back to bf16; batch [512,1024] bf16 split over 'data'; masters and bf16 parameters donated (donate_argnums).
import jax, jax.numpy as jnp, sref
from jax.sharding import PartitionSpec as P
sref.setup('shardy')
m = sref.mesh((4, 2), ('data', 'model'))
S = lambda *p: sref.sharding(m, *p)
def loss(p, x):
    h = jax.nn.gelu(x @ p[0])
    return jnp.mean(((h @ p[1]).astype(jnp.float32) - x.astype(jnp.float32)) ** 2)
ws = [S(None, 'model'), S('model', None)]
@sref.jit(donate_argnums=(0, 1), out_shardings=(ws, ws, S()))
def bf16_master(p, master, x):
    l, g = jax.value_and_grad(loss)(p, x)
    master = [w - 0.01 * b.astype(jnp.float32) for w, b in zip(master, g)]
    return [w.astype(jnp.bfloat16) for w in master], master, l
p = [sref.spec(m, P(None, 'model'), 1024, 4096, dtype='bfloat16'), sref.spec(m, P('model', None), 4096, 1024, dtype='bfloat16')]
mw = [sref.spec(m, P(None, 'model'), 1024, 4096), sref.spec(m, P('model', None), 4096, 1024)]
sref.compile(bf16_master, p, mw, sref.spec(m, P('data', None), 512, 1024, dtype='bfloat16'))
