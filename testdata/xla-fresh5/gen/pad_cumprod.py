# Padding modes, cumulative products and reduced precision: images [8,128,128,16] padded by jnp.pad in 'reflect', 'edge' and 'wrap' modes and a 3x3 box filter as shifted slices, jax.lax.reduce_precision to bfloat16's exponent and mantissa (8, 7) on the filtered activations, a jnp.cumprod of sigmoid gates along the width (a transmittance, as in volume rendering), jnp.cumsum along the height, squared loss; gradients of the per-channel gate and filter weights.
import jax, jax.numpy as jnp, ref
def loss(p, x, t):
    r = jnp.pad(x, ((0, 0), (1, 1), (1, 1), (0, 0)), mode='reflect')
    e = jnp.pad(x, ((0, 0), (1, 1), (1, 1), (0, 0)), mode='edge')
    w = jnp.pad(x, ((0, 0), (1, 1), (1, 1), (0, 0)), mode='wrap')
    y = 0
    for i in range(3):
        for j in range(3):
            y = y + p['f'][i, j] * (r[:, i:i + 128, j:j + 128] + e[:, i:i + 128, j:j + 128] - w[:, i:i + 128, j:j + 128])
    y = jax.lax.reduce_precision(y, exponent_bits=8, mantissa_bits=7)
    tr = jnp.cumprod(jax.nn.sigmoid(y * p['g']), axis=2)
    out = jnp.cumsum(tr * y, axis=1) / 128
    return jnp.mean((out - t) ** 2)
@ref.jit()
def pad_cumprod(p, x, t):
    return jax.value_and_grad(loss)(p, x, t)
p = {'f': ref.spec(3, 3, 16), 'g': ref.spec(16)}
ref.compile(pad_cumprod, p, ref.spec(8, 128, 128, 16), ref.spec(8, 128, 128, 16), extra=('-',))
