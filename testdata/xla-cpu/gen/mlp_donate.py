# MLP 256-512-256 SGD step with donated parameters (donate_argnums=0).
import functools, numpy as np, jax, jax.numpy as jnp
r = np.random.default_rng(0)
def loss(p, x, y):
    h = jax.nn.relu(x @ p['w1'] + p['b1']); o = h @ p['w2'] + p['b2']
    return jnp.mean((o - y) ** 2)
@functools.partial(jax.jit, donate_argnums=0)
def mlp_donate(p, x, y):
    l, g = jax.value_and_grad(loss)(p, x, y)
    return jax.tree_util.tree_map(lambda a, b: a - 0.01 * b, p, g), l
p = {'w1': r.normal(size=(256, 512)).astype('f4') * 0.05, 'b1': np.zeros(512, 'f4'),
     'w2': r.normal(size=(512, 256)).astype('f4') * 0.05, 'b2': np.zeros(256, 'f4')}
p = jax.device_put(p)
x = r.normal(size=(64, 256)).astype('f4'); y = r.normal(size=(64, 256)).astype('f4')
p, l = mlp_donate(p, x, y); print(np.asarray(l))
