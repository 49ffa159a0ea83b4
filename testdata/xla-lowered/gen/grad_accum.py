# Gradient accumulation: an MLP's gradient summed over 8 microbatches by lax.scan, then SGD.
import jax, jax.numpy as jnp, ref
def loss(p, x, y):
    h = jnp.tanh(x @ p['w1'] + p['b1'])
    return jnp.mean((h @ p['w2'] - y) ** 2)
@ref.jit(donate_argnums=(0,))
def grad_accum(p, xs, ys):
    def step(g, xy):
        gi = jax.grad(loss)(p, *xy)
        return jax.tree_util.tree_map(jnp.add, g, gi), None
    g, _ = jax.lax.scan(step, jax.tree_util.tree_map(jnp.zeros_like, p), (xs, ys))
    return jax.tree_util.tree_map(lambda a, b: a - 1e-2 / 8 * b, p, g)
p = {'w1': ref.spec(256, 1024), 'b1': ref.spec(1024), 'w2': ref.spec(1024, 64)}
ref.compile(grad_accum, p, ref.spec(8, 64, 256), ref.spec(8, 64, 64))
