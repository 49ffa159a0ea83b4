# The six-layer MLP of checkpoint_mlp.py without jax.checkpoint (every activation saved for the backward pass), SGD step.
import numpy as np, jax, jax.numpy as jnp
r = np.random.default_rng(15)
def layer(h, w): return jnp.tanh(h @ w)
def loss(ws, x, y):
    h = x
    for w in ws: h = layer(h, w)
    return jnp.mean((h - y) ** 2)
@jax.jit
def plain_mlp(ws, x, y):
    l, g = jax.value_and_grad(loss)(ws, x, y)
    return [w - 0.01 * d for w, d in zip(ws, g)], l
ws = [r.normal(size=(256, 256)).astype('f4') * 0.06 for _ in range(6)]
x = r.normal(size=(128, 256)).astype('f4'); y = r.normal(size=(128, 256)).astype('f4')
ws, l = plain_mlp(ws, x, y); print(np.asarray(l))
