# Softmax regression step with integer labels (take_along_axis), weight decay, SGD.
import numpy as np, jax, jax.numpy as jnp
r = np.random.default_rng(18)
def loss(w, b, x, y):
    lp = jax.nn.log_softmax(x @ w + b)
    return -jnp.mean(jnp.take_along_axis(lp, y[:, None], 1)) + 1e-4 * jnp.sum(w * w)
@jax.jit
def xent_step(w, b, x, y):
    l, (gw, gb) = jax.value_and_grad(loss, (0, 1))(w, b, x, y)
    return w - 0.1 * gw, b - 0.1 * gb, l
w = r.normal(size=(784, 100)).astype('f4') * 0.01; b = np.zeros(100, 'f4')
x = r.normal(size=(256, 784)).astype('f4'); y = r.integers(0, 100, 256).astype('i4')
out = xent_step(w, b, x, y); print(np.asarray(out[2]))
