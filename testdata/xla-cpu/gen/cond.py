# lax.cond between two matmul chains (tanh or relu), chosen at run time.
import numpy as np, jax, jax.numpy as jnp
r = np.random.default_rng(8)
@jax.jit
def cond(pred, x, w1, w2):
    def a(x): return jnp.tanh(x @ w1) @ w2
    def b(x): return jax.nn.relu(x @ w1) @ w2 * 2.0
    y = jax.lax.cond(pred, a, b, x)
    return y + x, y.sum()
x = r.normal(size=(128, 256)).astype('f4'); w1 = r.normal(size=(256, 512)).astype('f4'); w2 = r.normal(size=(512, 256)).astype('f4')
out = cond(np.bool_(True), x, w1, w2); print(np.asarray(out[1]))
