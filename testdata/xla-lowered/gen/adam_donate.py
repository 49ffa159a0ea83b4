# Adam update alone, with bias correction and gradient-norm clipping, on a 12-leaf pytree of about 3.4M parameters; parameters, both moments and the step counter donated.
import jax, jax.numpy as jnp, ref
@ref.jit(donate_argnums=(0, 1, 2, 3))
def adam_donate(p, m, v, t, g):
    n = jnp.sqrt(sum(jnp.sum(x * x) for x in jax.tree_util.tree_leaves(g)))
    g = jax.tree_util.tree_map(lambda x: x * jnp.minimum(1.0, 1.0 / (n + 1e-6)), g)
    t = t + 1
    m = jax.tree_util.tree_map(lambda m, g: 0.9 * m + 0.1 * g, m, g)
    v = jax.tree_util.tree_map(lambda v, g: 0.999 * v + 0.001 * g * g, v, g)
    c1, c2 = 1 - 0.9 ** t, 1 - 0.999 ** t
    p = jax.tree_util.tree_map(lambda p, m, v: p - 1e-3 * (m / c1) / (jnp.sqrt(v / c2) + 1e-8), p, m, v)
    return p, m, v, t
shapes = [(512, 512), (512,), (512, 1536), (1536,), (1536, 512), (512,), (256, 512), (512,), (512, 64), (64,), (128, 512), (512,)]
p = [ref.spec(*s) for s in shapes]
ref.compile(adam_donate, p, p, p, ref.spec(dtype='float32'), p)
