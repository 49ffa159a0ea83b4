# lax.switch among four branches returning one f32[512,512]; branch 1 widens it to an 8 MiB f32[512,4096] by a matmul and back, the others are a tanh matmul, a cumsum and an affine map.
import numpy as np, jax, jax.numpy as jnp
r = np.random.default_rng(18)
@jax.jit
def switch4(i, x, w, v):
    def a(x): return jnp.tanh(x @ w)
    def b(x): return jnp.tanh(x @ v) @ v.T
    def c(x): return jnp.cumsum(x, axis=0) * 0.5
    def d(x): return x * 2.0 + 1.0
    y = jax.lax.switch(i, [a, b, c, d], x)
    return y.sum(0)
x = r.normal(size=(512, 512)).astype('f4'); w = r.normal(size=(512, 512)).astype('f4'); v = r.normal(size=(512, 4096)).astype('f4')
out = switch4(np.int32(1), x, w, v); print(np.asarray(out)[:2])
