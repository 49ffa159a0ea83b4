# Small CNN training step: two 3x3 convolutions, average pooling, dense head, SGD.
import numpy as np, jax, jax.numpy as jnp
r = np.random.default_rng(2)
def conv(x, w): return jax.lax.conv_general_dilated(x, w, (1, 1), 'SAME', dimension_numbers=('NHWC', 'HWIO', 'NHWC'))
def loss(p, x, y):
    h = jax.nn.relu(conv(x, p[0]))
    h = jax.lax.reduce_window(h, 0., jax.lax.add, (1, 2, 2, 1), (1, 2, 2, 1), 'VALID') / 4
    h = jax.nn.relu(conv(h, p[1]))
    o = h.mean((1, 2)) @ p[2]
    return -jnp.mean(jnp.sum(jax.nn.log_softmax(o) * y, -1))
@jax.jit
def cnn_step(p, x, y):
    l, g = jax.value_and_grad(loss)(p, x, y)
    return [a - 0.01 * b for a, b in zip(p, g)], l
p = [r.normal(size=s).astype('f4') * 0.1 for s in [(3, 3, 3, 16), (3, 3, 16, 32), (32, 10)]]
x = r.normal(size=(8, 32, 32, 3)).astype('f4'); y = np.eye(10, dtype='f4')[r.integers(0, 10, 8)]
p, l = cnn_step(p, x, y); print(np.asarray(l))
