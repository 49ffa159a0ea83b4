# lax.top_k of logits, softmax over the kept entries.
import numpy as np, jax, jax.numpy as jnp
r = np.random.default_rng(10)
@jax.jit
def topk(x, w):
    logits = x @ w
    v, i = jax.lax.top_k(logits, 8)
    return jax.nn.softmax(v, -1), i
x = r.normal(size=(64, 128)).astype('f4'); w = r.normal(size=(128, 1024)).astype('f4')
out = topk(x, w); print(np.asarray(out[1])[0])
