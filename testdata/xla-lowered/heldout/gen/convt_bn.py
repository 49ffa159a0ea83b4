# A generator-style decoder training step: a dense layer to [16,8,8,128], two stride-2 conv_transpose upsamplings NHWC (to 16x16x64 and 32x32x32) each followed by batch norm (batch statistics) and relu, a final 3x3 convolution to 3 channels with tanh, L1 loss against targets; weights donated.
import jax, jax.numpy as jnp, ref
dn = ('NHWC', 'HWIO', 'NHWC')
def bn(x, s, b):
    m = x.mean((0, 1, 2)); v = x.var((0, 1, 2))
    return (x - m) * jax.lax.rsqrt(v + 1e-5) * s + b
def loss(p, z, y):
    h = (z @ p[0]).reshape(16, 8, 8, 128)
    h = jax.nn.relu(bn(jax.lax.conv_transpose(h, p[1], (2, 2), 'SAME', dimension_numbers=dn), p[2], p[3]))
    h = jax.nn.relu(bn(jax.lax.conv_transpose(h, p[4], (2, 2), 'SAME', dimension_numbers=dn), p[5], p[6]))
    o = jnp.tanh(jax.lax.conv_general_dilated(h, p[7], (1, 1), 'SAME', dimension_numbers=dn))
    return jnp.mean(jnp.abs(o - y))
@ref.jit(donate_argnums=(0,))
def convt_bn(p, z, y):
    l, g = jax.value_and_grad(loss)(p, z, y)
    return [a - 1e-3 * b for a, b in zip(p, g)], l
p = [ref.spec(100, 8192), ref.spec(4, 4, 128, 64), ref.spec(64), ref.spec(64), ref.spec(4, 4, 64, 32), ref.spec(32), ref.spec(32),
     ref.spec(3, 3, 32, 3)]
ref.compile(convt_bn, p, ref.spec(16, 100), ref.spec(16, 32, 32, 3))
