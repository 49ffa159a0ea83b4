# Sorting and searching as users write them: 1,048,576 scores sorted by jnp.argsort (stable) and taken in that order, a cumulative sum over the sorted values, jnp.searchsorted of 65536 queries into the sorted array, jnp.unique(size=4096, fill_value=-1) of int32 bucket ids with return_counts, jnp.sort along the last axis of a [1024,1024] matrix and its median; no gradients.
import jax, jax.numpy as jnp, ref
@ref.jit()
def sort_unique(s, q, ids, m):
    o = jnp.argsort(s, stable=True)
    ss = s[o]
    cs = jnp.cumsum(ss)
    pos = jnp.searchsorted(ss, q)
    u, c = jnp.unique(ids, size=4096, fill_value=-1, return_counts=True)
    ms = jnp.sort(m, -1)
    med = ms[:, 512]
    return o, cs[pos], u, c, med
ref.compile(sort_unique, ref.spec(1 << 20), ref.spec(65536), ref.spec(1 << 20, dtype='int32'), ref.spec(1024, 1024), extra=('-',))
