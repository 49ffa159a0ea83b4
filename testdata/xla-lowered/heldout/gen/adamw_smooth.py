# Classifier training step written as optax would chain it, in plain jax: a 3-layer MLP on [256,784], softmax cross-entropy with label smoothing 0.1 on integer labels, gradients clipped by global norm 1.0, AdamW (decoupled weight decay 1e-4, bias correction by the step count); parameters, both moments and the count donated.
import jax, jax.numpy as jnp, ref
def loss(p, x, y):
    h = jax.nn.relu(x @ p[0] + p[1])
    h = jax.nn.relu(h @ p[2] + p[3])
    z = h @ p[4] + p[5]
    t = jax.nn.one_hot(y, 10) * 0.9 + 0.01
    return -jnp.mean(jnp.sum(t * jax.nn.log_softmax(z), -1))
@ref.jit(donate_argnums=(0, 1, 2, 3))
def adamw_smooth(p, m, v, n, x, y):
    l, g = jax.value_and_grad(loss)(p, x, y)
    gn = jnp.sqrt(sum(jnp.sum(a * a) for a in g))
    g = [a * jnp.minimum(1.0, 1.0 / (gn + 1e-6)) for a in g]
    n = n + 1
    m = [0.9 * a + 0.1 * b for a, b in zip(m, g)]
    v = [0.999 * a + 0.001 * b * b for a, b in zip(v, g)]
    c1, c2 = 1 - 0.9 ** n, 1 - 0.999 ** n
    p = [w - 1e-3 * ((a / c1) / (jnp.sqrt(b / c2) + 1e-8) + 1e-4 * w) for w, a, b in zip(p, m, v)]
    return p, m, v, n, l
shapes = [(784, 1024), (1024,), (1024, 1024), (1024,), (1024, 10), (10,)]
ps = [ref.spec(*s) for s in shapes]
ref.compile(adamw_smooth, ps, ps, ps, ref.spec(), ref.spec(256, 784), ref.spec(256, dtype='int32'))
