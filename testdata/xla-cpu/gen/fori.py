# fori_loop of 20 power-iteration steps with normalization.
import numpy as np, jax, jax.numpy as jnp
r = np.random.default_rng(9)
@jax.jit
def fori(a, v):
    def body(i, v):
        v = a @ v
        return v / jnp.linalg.norm(v, axis=0, keepdims=True)
    v = jax.lax.fori_loop(0, 20, body, v)
    return v, (v * (a @ v)).sum(0)
a = r.normal(size=(256, 256)).astype('f4'); a = a + a.T; v = r.normal(size=(256, 8)).astype('f4')
out = fori(a, v); print(np.asarray(out[1]))
