# Spectral filtering: rfft2 of a batch of images, multiply by a learned complex filter, irfft2, L2 loss and its gradient.
import jax, jax.numpy as jnp, ref
def loss(h, x, y):
    X = jnp.fft.rfft2(x)
    z = jnp.fft.irfft2(X * (h[0] + 1j * h[1]), s=x.shape[-2:])
    return jnp.mean((z - y) ** 2)
@ref.jit()
def fft_filter(h, x, y):
    l, g = jax.value_and_grad(loss)(h, x, y)
    return l, h - 0.1 * g
ref.compile(fft_filter, ref.spec(2, 128, 65), ref.spec(16, 128, 128), ref.spec(16, 128, 128))
