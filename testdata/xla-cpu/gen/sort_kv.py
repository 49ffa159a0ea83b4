# lax.sort of keys with two payloads (a multi-operand sort) and a cumulative sum of the sorted values.
import numpy as np, jax, jax.numpy as jnp
r = np.random.default_rng(12)
@jax.jit
def sort_kv(k, a, b):
    k, a, b = jax.lax.sort((k, a, b), dimension=0, num_keys=1)
    return jnp.cumsum(a, 0) + b, k
k = r.normal(size=(4096, 16)).astype('f4'); a = r.normal(size=(4096, 16)).astype('f4'); b = r.integers(0, 9, (4096, 16)).astype('f4')
out = sort_kv(k, a, b); print(np.asarray(out[1])[0, 0])
