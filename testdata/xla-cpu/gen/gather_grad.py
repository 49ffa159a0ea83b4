# Embedding lookup (gather) and its gradient (a scatter-add into the table), SGD step.
import numpy as np, jax, jax.numpy as jnp
r = np.random.default_rng(13)
def loss(e, w, ids, y): return jnp.mean((jnp.take(e, ids, 0).mean(1) @ w - y) ** 2)
@jax.jit
def gather_grad(e, w, ids, y):
    l, (ge, gw) = jax.value_and_grad(loss, (0, 1))(e, w, ids, y)
    return e - 0.1 * ge, w - 0.1 * gw, l
e = r.normal(size=(2048, 64)).astype('f4'); w = r.normal(size=(64, 16)).astype('f4')
ids = r.integers(0, 2048, (32, 20)).astype('i4'); y = r.normal(size=(32, 16)).astype('f4')
out = gather_grad(e, w, ids, y); print(np.asarray(out[2]))
