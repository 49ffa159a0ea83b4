# Gradient of a flash-attention-style loss: lax.fori_loop over four key blocks with an online softmax (running max and sum), q, k, v f32[1024,256].
import numpy as np, jax, jax.numpy as jnp
r = np.random.default_rng(19)
def attend(q, k, v):
    nb, bs = 4, k.shape[0] // 4
    def body(j, c):
        m, l, o = c
        kb = jax.lax.dynamic_slice_in_dim(k, j * bs, bs); vb = jax.lax.dynamic_slice_in_dim(v, j * bs, bs)
        s = q @ kb.T / 16.0
        mn = jnp.maximum(m, s.max(-1, keepdims=True))
        p = jnp.exp(s - mn); a = jnp.exp(m - mn)
        return mn, l * a + p.sum(-1, keepdims=True), o * a + p @ vb
    n = q.shape[0]
    m, l, o = jax.lax.fori_loop(0, nb, body, (jnp.full((n, 1), -1e30, q.dtype), jnp.zeros((n, 1), q.dtype), jnp.zeros_like(q)))
    return o / l
@jax.jit
def flash_grad(q, k, v):
    return jax.grad(lambda q, k, v: (attend(q, k, v) ** 2).sum(), argnums=(0, 1, 2))(q, k, v)
q, k, v = (r.normal(size=(1024, 256)).astype('f4') for _ in range(3))
out = flash_grad(q, k, v); print(np.asarray(out[0]).sum())
