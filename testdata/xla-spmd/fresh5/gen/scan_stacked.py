# lax.scan over 8 stacked layers whose weights [8,512,2048] and [8,2048,512] are split on the stacking (scanned) dimension over 'model' of a 2x4 ('data','model') mesh (Shardy), so each step's layer lives on 2 of the 8 devices; batch [256,512] split over 'data'; training step, weights donated and returned in their shardings.
import jax, jax.numpy as jnp, sref
from jax.sharding import PartitionSpec as P
sref.setup('shardy')
m = sref.mesh((2, 4), ('data', 'model'))
def loss(w, x):
    def layer(h, ws):
        return h + jnp.tanh(h @ ws[0]) @ ws[1], None
    h, _ = jax.lax.scan(layer, x, w)
    return jnp.mean(h ** 2)
ws = P('model', None, None)
@sref.jit(donate_argnums=(0,), out_shardings=([sref.sharding(m, *ws)] * 2, sref.sharding(m)))
def scan_stacked(w, x):
    l, g = jax.value_and_grad(loss)(w, x)
    return [a - 0.01 * b for a, b in zip(w, g)], l
sref.compile(scan_stacked, [sref.spec(m, ws, 8, 512, 2048), sref.spec(m, ws, 8, 2048, 512)], sref.spec(m, P('data', None), 256, 512))
