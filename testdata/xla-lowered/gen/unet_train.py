# U-Net training step NHWC: two 3x3 conv blocks down (max-pool by reduce_window), one at the bottom, nearest upsample with skip concatenation and two conv blocks up, 1x1 output conv, L2 loss, SGD on donated weights.
import jax, jax.numpy as jnp, ref
def conv(x, w):
    return jax.lax.conv_general_dilated(x, w, (1, 1), 'SAME', dimension_numbers=('NHWC', 'HWIO', 'NHWC'))
def pool(x):
    return jax.lax.reduce_window(x, -jnp.inf, jax.lax.max, (1, 2, 2, 1), (1, 2, 2, 1), 'VALID')
def up(x):
    return jnp.repeat(jnp.repeat(x, 2, 1), 2, 2)
def net(p, x):
    a = jax.nn.relu(conv(x, p[0]))
    b = jax.nn.relu(conv(pool(a), p[1]))
    c = jax.nn.relu(conv(pool(b), p[2]))
    d = jax.nn.relu(conv(jnp.concatenate([b, up(c)], -1), p[3]))
    e = jax.nn.relu(conv(jnp.concatenate([a, up(d)], -1), p[4]))
    return conv(e, p[5])
def loss(p, x, y):
    return jnp.mean((net(p, x) - y) ** 2)
@ref.jit(donate_argnums=(0,))
def unet_train(p, x, y):
    l, g = jax.value_and_grad(loss)(p, x, y)
    return [w - 0.01 * dw for w, dw in zip(p, g)], l
shapes = [(3, 3, 3, 16), (3, 3, 16, 32), (3, 3, 32, 64), (3, 3, 96, 32), (3, 3, 48, 16), (1, 1, 16, 1)]
ref.compile(unet_train, [ref.spec(*s) for s in shapes], ref.spec(8, 64, 64, 3), ref.spec(8, 64, 64, 1))
