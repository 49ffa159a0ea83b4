# lax.cond between branches of very different sizes: a cheap branch (scale and add on a [1024,1024] input) and an expensive one (a 4x wider MLP, hidden [1024,4096] activations, layer norm, a second matmul back), selected by a scalar predicate computed from the input's mean; inference.
import jax, jax.numpy as jnp, ref
def small(x, w1, w2):
    return x * 0.5 + 1.0
def big(x, w1, w2):
    h = jax.nn.gelu(x @ w1)
    h = (h - h.mean(-1, keepdims=True)) / jnp.sqrt(h.var(-1, keepdims=True) + 1e-5)
    return x + h @ w2
@ref.jit()
def cond_lopsided(x, w1, w2):
    return jax.lax.cond(jnp.mean(x) > 0, big, small, x, w1, w2)
ref.compile(cond_lopsided, ref.spec(1024, 1024), ref.spec(1024, 4096), ref.spec(4096, 1024))
