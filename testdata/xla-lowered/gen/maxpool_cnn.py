# CNN training step with two 2x2 max pools (reduce_window forward, select_and_scatter in the gradient) between 3x3 convolutions NCHW, dense head, SGD.
import jax, jax.numpy as jnp, ref
dn = ('NCHW', 'OIHW', 'NCHW')
def pool(x):
    return jax.lax.reduce_window(x, -jnp.inf, jax.lax.max, (1, 1, 2, 2), (1, 1, 2, 2), 'VALID')
def loss(p, x, y):
    for w in p[:-1]:
        x = pool(jax.nn.relu(jax.lax.conv_general_dilated(x, w, (1, 1), 'SAME', dimension_numbers=dn)))
    return jnp.mean((x.reshape(x.shape[0], -1) @ p[-1] - y) ** 2)
@ref.jit(donate_argnums=(0,))
def maxpool_cnn(p, x, y):
    l, g = jax.value_and_grad(loss)(p, x, y)
    return [a - 0.01 * b for a, b in zip(p, g)], l
p = [ref.spec(16, 3, 3, 3), ref.spec(32, 16, 3, 3), ref.spec(32 * 16 * 16, 10)]
ref.compile(maxpool_cnn, p, ref.spec(16, 3, 64, 64), ref.spec(16, 10))
