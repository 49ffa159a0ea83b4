# Histogram-style scatter-add into a donated accumulator, and a scatter-set of rows.
import functools, numpy as np, jax, jax.numpy as jnp
r = np.random.default_rng(14)
@functools.partial(jax.jit, donate_argnums=0)
def scatter_add(acc, idx, upd, rows):
    acc = acc.at[idx].add(upd)
    t = jnp.zeros((512, 64)).at[rows].set(jnp.tanh(upd[:rows.shape[0]]))
    return acc, t * 2.0
acc = jax.device_put(np.zeros((1024, 64), 'f4')); idx = r.integers(0, 1024, 256).astype('i4')
upd = r.normal(size=(256, 64)).astype('f4'); rows = r.permutation(512)[:100].astype('i4')
out = scatter_add(acc, idx, upd, rows); print(np.asarray(out[1]).shape)
