# Per-example gradients by jax.vmap(jax.grad) (as in DP-SGD): a 3-layer MLP 256 -> 512 -> 512 -> 10 on 64 examples, each example's gradient of its softmax cross-entropy, its global norm clipped to 1.0 per example, summed, Gaussian noise from jax.random.normal added (an rbg-free threefry key), averaged; SGD on donated parameters.
import jax, jax.numpy as jnp, ref
def loss(p, x, y):
    h = jnp.tanh(x @ p['w1'] + p['b1'])
    h = jnp.tanh(h @ p['w2'] + p['b2'])
    return -jax.nn.log_softmax(h @ p['w3'])[y]
@ref.jit(donate_argnums=(0,))
def vmap_pexgrad(p, x, y, key):
    g = jax.vmap(jax.grad(loss), (None, 0, 0))(p, x, y)
    n = jnp.sqrt(sum(jnp.sum(v.reshape(64, -1) ** 2, 1) for v in jax.tree.leaves(g)))
    f = jnp.minimum(1.0, 1.0 / (n + 1e-6))
    g = jax.tree.map(lambda v: jnp.tensordot(f, v, 1), g)
    ks = jax.random.split(key, len(jax.tree.leaves(g)))
    noisy = [v + jax.random.normal(k, v.shape) for v, k in zip(jax.tree.leaves(g), ks)]
    g = jax.tree.unflatten(jax.tree.structure(g), noisy)
    return jax.tree.map(lambda w, v: w - 0.01 * v / 64, p, g)
p = {'w1': ref.spec(256, 512), 'b1': ref.spec(512), 'w2': ref.spec(512, 512), 'b2': ref.spec(512), 'w3': ref.spec(512, 10)}
ref.compile(vmap_pexgrad, p, ref.spec(64, 256), ref.spec(64, dtype='int32'), jax.ShapeDtypeStruct((2,), jnp.uint32), extra=('-',))
