# Differentially private SGD step: per-example gradients by jax.vmap of jax.grad over 64 examples of a 2-layer MLP (784-512-10), each example's gradient clipped to norm 1, summed, Gaussian noise from a key argument added, averaged and applied; parameters donated.
import jax, jax.numpy as jnp, ref
def loss(p, x, y):
    h = jnp.tanh(x @ p[0] + p[1])
    z = h @ p[2] + p[3]
    return -jnp.sum(jax.nn.log_softmax(z) * jax.nn.one_hot(y, 10))
@ref.jit(donate_argnums=(0,))
def dp_pergrad(p, x, y, key):
    g = jax.vmap(jax.grad(loss), in_axes=(None, 0, 0))(p, x, y)
    norm = jnp.sqrt(sum(jnp.sum(a.reshape(64, -1) ** 2, 1) for a in g))
    s = jnp.minimum(1.0, 1.0 / (norm + 1e-6))
    keys = jax.random.split(key, 4)
    out = []
    for w, a, k in zip(p, g, keys):
        c = jnp.einsum('b,b...->...', s, a) + 1.1 * jax.random.normal(k, w.shape)
        out.append(w - 0.1 * c / 64)
    return out
p = [ref.spec(784, 512), ref.spec(512), ref.spec(512, 10), ref.spec(10)]
ref.compile(dp_pergrad, p, ref.spec(64, 784), ref.spec(64, dtype='int32'), jax.ShapeDtypeStruct((2,), jnp.uint32))
