# Ranking and cumulative statistics over a [64,16384] score table: jnp.cumsum and lax.cummax along rows, a normalized CDF, jnp.searchsorted of 256 quantile levels per row (vmapped), jnp.sort and a rank transform by argsort of argsort, and an exclusive cumulative product.
import jax, jax.numpy as jnp, ref
@ref.jit()
def cumsum_rank(x, q):
    c = jnp.cumsum(jnp.exp(x), -1)
    cdf = c / c[:, -1:]
    idx = jax.vmap(lambda a: jnp.searchsorted(a, q))(cdf)
    m = jax.lax.cummax(x, axis=1)
    ranks = jnp.argsort(jnp.argsort(x, -1), -1)
    p = jnp.cumprod(jax.nn.sigmoid(x), -1) / jax.nn.sigmoid(x)
    return idx, m - x, ranks, jnp.sort(x, -1)[:, ::128], p
ref.compile(cumsum_rank, ref.spec(64, 16384), ref.spec(256))
