# LSTM over 12 steps with lax.scan, loss on the last state, value and gradient.
import numpy as np, jax, jax.numpy as jnp
r = np.random.default_rng(7)
N, I, Hd = 8, 32, 64
def loss(p, xs, y):
    def cell(c, x):
        h, s = c
        z = x @ p['wx'] + h @ p['wh'] + p['b']
        i, f, g, o = jnp.split(z, 4, -1)
        s = jax.nn.sigmoid(f) * s + jax.nn.sigmoid(i) * jnp.tanh(g)
        h = jax.nn.sigmoid(o) * jnp.tanh(s)
        return (h, s), None
    (h, _), _ = jax.lax.scan(cell, (jnp.zeros((N, Hd)), jnp.zeros((N, Hd))), xs)
    return jnp.mean((h @ p['wy'] - y) ** 2)
@jax.jit
def lstm_step(p, xs, y):
    l, g = jax.value_and_grad(loss)(p, xs, y)
    return jax.tree_util.tree_map(lambda a, b: a - 0.1 * b, p, g), l
p = dict(wx=r.normal(size=(I, 4 * Hd)).astype('f4') * 0.1, wh=r.normal(size=(Hd, 4 * Hd)).astype('f4') * 0.1,
         b=np.zeros(4 * Hd, 'f4'), wy=r.normal(size=(Hd, 4)).astype('f4') * 0.1)
xs = r.normal(size=(12, N, I)).astype('f4'); y = r.normal(size=(N, 4)).astype('f4')
p, l = lstm_step(p, xs, y); print(np.asarray(l))
