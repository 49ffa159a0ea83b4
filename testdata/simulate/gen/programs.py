# Programs for the run scripts of testdata/simulate: an MLP classifier
# (1024 -> 2048 -> 2048 -> 1000) trained with Adam. dump.sh compiles each
# with XLA:CPU and keeps the optimized module.
#   init        parameters and Adam state from a seed (outputs only)
#   train_bN    one Adam step on a batch of N, parameters and state donated
#   eval_b128   the loss on a batch of 128, nothing donated
import functools, sys, numpy as np, jax, jax.numpy as jnp
sizes = [1024, 2048, 2048, 1000]
def init(key):
    ps = []
    for a, b in zip(sizes, sizes[1:]):
        key, k = jax.random.split(key)
        ps.append((jax.random.normal(k, (a, b)) * 0.02, jnp.zeros(b)))
    z = jax.tree_util.tree_map(jnp.zeros_like, ps)
    return ps, z, jax.tree_util.tree_map(jnp.zeros_like, ps)
def loss(ps, x, y):
    h = x
    for i, (w, b) in enumerate(ps):
        h = h @ w + b
        if i < len(ps) - 1: h = jax.nn.gelu(h)
    return -jnp.mean(jnp.sum(jax.nn.log_softmax(h) * y, -1))
def train(ps, m, v, x, y):
    l, g = jax.value_and_grad(loss)(ps, x, y)
    m = jax.tree_util.tree_map(lambda a, b: 0.9 * a + 0.1 * b, m, g)
    v = jax.tree_util.tree_map(lambda a, b: 0.999 * a + 0.001 * b * b, v, g)
    ps = jax.tree_util.tree_map(lambda p, a, b: p - 1e-3 * a / (jnp.sqrt(b) + 1e-8), ps, m, v)
    return ps, m, v, l
name = sys.argv[1]
ps, m, v = jax.jit(init)(jax.random.PRNGKey(0))
if name == "init":
    f = jax.jit(init); f(jax.random.PRNGKey(1))
elif name.startswith("train_b"):
    n = int(name[len("train_b"):])
    x = jnp.zeros((n, 1024)); y = jnp.zeros((n, 1000))
    jax.jit(train, donate_argnums=(0, 1, 2)).lower(ps, m, v, x, y).compile()
elif name == "eval_b128":
    x = jnp.zeros((128, 1024)); y = jnp.zeros((128, 1000))
    jax.jit(loss).lower(ps, x, y).compile()
