# Attention training step with dropout from the 'rbg' PRNG (jax.random.key with impl='rbg', a typed key array argument): dropout on the attention probabilities [8,8,256,256] and on the residual stream, random bits split per site, 8 heads of 64, batch 8 x 256 tokens, SGD.
import jax, jax.numpy as jnp, ref
def drop(k, x, r):
    return jnp.where(jax.random.bernoulli(k, 1 - r, x.shape), x / (1 - r), 0)
def loss(p, x, key):
    k1, k2 = jax.random.split(key)
    q = (x @ p[0]).reshape(8, 256, 8, 64); k = (x @ p[1]).reshape(8, 256, 8, 64); v = (x @ p[2]).reshape(8, 256, 8, 64)
    a = jax.nn.softmax(jnp.einsum('bqhd,bkhd->bhqk', q, k) / 8.0, -1)
    o = jnp.einsum('bhqk,bkhd->bqhd', drop(k1, a, 0.1), v).reshape(8, 256, 512)
    y = x + drop(k2, o @ p[3], 0.1)
    return jnp.mean(y ** 2)
@ref.jit(donate_argnums=(0,))
def rbg_dropout(p, x, key):
    l, g = jax.value_and_grad(loss)(p, x, key)
    return [a - 0.01 * b for a, b in zip(p, g)], l
key = jax.eval_shape(lambda: jax.random.key(0, impl='rbg'))
ref.compile(rbg_dropout, [ref.spec(512, 512)] * 4, ref.spec(8, 256, 512), key)
