# Three-layer MLP, Adam step, parameters and optimizer state donated.
import functools, numpy as np, jax, jax.numpy as jnp
r = np.random.default_rng(1)
sizes = [128, 256, 256, 10]
def loss(ps, x, y):
    h = x
    for i, (w, b) in enumerate(ps):
        h = h @ w + b
        if i < len(ps) - 1: h = jax.nn.gelu(h)
    return -jnp.mean(jnp.sum(jax.nn.log_softmax(h) * y, -1))
@functools.partial(jax.jit, donate_argnums=(0, 1, 2))
def mlp_adam(ps, m, v, x, y):
    l, g = jax.value_and_grad(loss)(ps, x, y)
    m = jax.tree_util.tree_map(lambda a, b: 0.9 * a + 0.1 * b, m, g)
    v = jax.tree_util.tree_map(lambda a, b: 0.999 * a + 0.001 * b * b, v, g)
    ps = jax.tree_util.tree_map(lambda p, a, b: p - 1e-3 * a / (jnp.sqrt(b) + 1e-8), ps, m, v)
    return ps, m, v, l
ps = [(r.normal(size=(a, b)).astype('f4') * 0.05, np.zeros(b, 'f4')) for a, b in zip(sizes, sizes[1:])]
z = lambda: jax.device_put([(np.zeros_like(w), np.zeros_like(b)) for w, b in ps])
x = r.normal(size=(32, 128)).astype('f4'); y = np.eye(10, dtype='f4')[r.integers(0, 10, 32)]
out = mlp_adam(jax.device_put(ps), z(), z(), x, y); print(np.asarray(out[3]))
