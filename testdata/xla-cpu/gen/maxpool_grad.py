# Max pooling (reduce-window) and its gradient (select-and-scatter).
import numpy as np, jax, jax.numpy as jnp
r = np.random.default_rng(17)
def f(x): return jnp.sum(jax.lax.reduce_window(x, -jnp.inf, jax.lax.max, (1, 3, 3, 1), (1, 2, 2, 1), 'SAME') ** 2)
@jax.jit
def maxpool_grad(x): return jax.value_and_grad(f)(x)
x = r.normal(size=(8, 64, 64, 16)).astype('f4')
out = maxpool_grad(x); print(np.asarray(out[0]))
