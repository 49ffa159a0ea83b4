# Tiny U-Net training step: conv, max-pool down, conv, nearest upsample, skip concat, conv, L2 loss, SGD.
import numpy as np, jax, jax.numpy as jnp
r = np.random.default_rng(3)
def conv(x, w): return jax.lax.conv_general_dilated(x, w, (1, 1), 'SAME', dimension_numbers=('NHWC', 'HWIO', 'NHWC'))
def net(p, x):
    a = jax.nn.relu(conv(x, p[0]))
    d = jax.lax.reduce_window(a, -jnp.inf, jax.lax.max, (1, 2, 2, 1), (1, 2, 2, 1), 'VALID')
    b = jax.nn.relu(conv(d, p[1]))
    u = jnp.repeat(jnp.repeat(b, 2, 1), 2, 2)
    c = jnp.concatenate([a, u], -1)
    return conv(jax.nn.relu(conv(c, p[2])), p[3])
def loss(p, x, y): return jnp.mean((net(p, x) - y) ** 2)
@jax.jit
def unet_step(p, x, y):
    l, g = jax.value_and_grad(loss)(p, x, y)
    return [a - 0.01 * b for a, b in zip(p, g)], l
p = [r.normal(size=s).astype('f4') * 0.1 for s in [(3, 3, 1, 8), (3, 3, 8, 16), (3, 3, 24, 8), (1, 1, 8, 1)]]
x = r.normal(size=(4, 32, 32, 1)).astype('f4'); y = r.normal(size=(4, 32, 32, 1)).astype('f4')
p, l = unet_step(p, x, y); print(np.asarray(l))
