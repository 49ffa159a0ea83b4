# Many small donated parameters: a 32-layer residual MLP of width 64, each layer's weight, bias, and layer-norm scale and offset a separate donated leaf (128 leaves), momentum SGD.
import jax, jax.numpy as jnp, ref
L, D = 32, 64
def loss(p, x):
    for w, b, s, o in p:
        h = x @ w + b
        m = h.mean(-1, keepdims=True); v = ((h - m) ** 2).mean(-1, keepdims=True)
        x = x + jax.nn.relu((h - m) / jnp.sqrt(v + 1e-5) * s + o)
    return (x ** 2).mean()
@ref.jit(donate_argnums=(0, 1))
def many_params(p, mom, x):
    l, g = jax.value_and_grad(loss)(p, x)
    mom = jax.tree_util.tree_map(lambda m, g: 0.9 * m + g, mom, g)
    p = jax.tree_util.tree_map(lambda a, m: a - 1e-3 * m, p, mom)
    return p, mom, l
p = [(ref.spec(D, D), ref.spec(D), ref.spec(D), ref.spec(D)) for _ in range(L)]
ref.compile(many_params, p, p, ref.spec(32, D))
