# Six-layer MLP with jax.checkpoint on every layer (activations recomputed in the backward pass), SGD step.
import numpy as np, jax, jax.numpy as jnp
r = np.random.default_rng(15)
@jax.checkpoint
def layer(h, w): return jnp.tanh(h @ w)
def loss(ws, x, y):
    h = x
    for w in ws: h = layer(h, w)
    return jnp.mean((h - y) ** 2)
@jax.jit
def checkpoint_mlp(ws, x, y):
    l, g = jax.value_and_grad(loss)(ws, x, y)
    return [w - 0.01 * d for w, d in zip(ws, g)], l
ws = [r.normal(size=(256, 256)).astype('f4') * 0.06 for _ in range(6)]
x = r.normal(size=(128, 256)).astype('f4'); y = r.normal(size=(128, 256)).astype('f4')
ws, l = checkpoint_mlp(ws, x, y); print(np.asarray(l))
