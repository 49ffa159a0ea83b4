# Gradient of layer norm with scale and bias over a residual stream, batch 16 x 128 x 256.
import numpy as np, jax, jax.numpy as jnp
r = np.random.default_rng(20)
def f(x, g, b):
    m = x.mean(-1, keepdims=True); v = ((x - m) ** 2).mean(-1, keepdims=True)
    return jnp.sum(jnp.sin((x - m) / jnp.sqrt(v + 1e-5) * g + b))
@jax.jit
def layernorm_grad(x, g, b): return jax.grad(f, (0, 1, 2))(x, g, b)
x = r.normal(size=(16, 128, 256)).astype('f4'); g = np.ones(256, 'f4'); b = np.zeros(256, 'f4')
out = layernorm_grad(x, g, b); print(np.asarray(out[1])[0])
