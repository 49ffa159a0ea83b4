# Eight-layer MLP, batch 2048 (activations larger than the weights), no jax.checkpoint (the pair of checkpoint_wide.py), SGD step.
import numpy as np, jax, jax.numpy as jnp
r = np.random.default_rng(16)

def layer(h, w): return jnp.tanh(h @ w)
def loss(ws, x, y):
    h = x
    for w in ws: h = layer(h, w)
    return jnp.mean((h - y) ** 2)
@jax.jit
def plain_wide(ws, x, y):
    l, g = jax.value_and_grad(loss)(ws, x, y)
    return [w - 0.01 * d for w, d in zip(ws, g)], l
ws = [r.normal(size=(256, 256)).astype('f4') * 0.06 for _ in range(8)]
x = r.normal(size=(2048, 256)).astype('f4'); y = r.normal(size=(2048, 256)).astype('f4')
ws, l = plain_wide(ws, x, y); print(np.asarray(l))
