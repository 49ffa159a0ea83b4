# while_loop that writes one row per step with dynamic_update_slice (an in-place loop state).
import numpy as np, jax, jax.numpy as jnp
r = np.random.default_rng(16)
@jax.jit
def while_dus(w, x0):
    def cond(c): return c[0] < 32
    def body(c):
        i, x, out = c
        x = jnp.tanh(x @ w)
        return i + 1, x, jax.lax.dynamic_update_slice(out, x[None], (i, 0, 0))
    _, x, out = jax.lax.while_loop(cond, body, (0, x0, jnp.zeros((32,) + x0.shape)))
    return x, out
w = r.normal(size=(128, 128)).astype('f4') * 0.1; x0 = r.normal(size=(16, 128)).astype('f4')
out = while_dus(w, x0); print(np.asarray(out[0]).shape)
