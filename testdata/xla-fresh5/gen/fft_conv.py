# A global convolution layer trained through the FFT (an FNO-like spectral filter applied as a full-size kernel): images [16,128,128,8] and a learned spatial kernel [128,128,8], both transformed by jnp.fft.rfft2 over the spatial axes, multiplied (complex64), back by jnp.fft.irfft2, a 1x1 channel mix, GELU, squared loss against a target; gradients of the kernel and the mix.
import jax, jax.numpy as jnp, ref
def loss(p, x, t):
    X = jnp.fft.rfft2(x, axes=(1, 2))                      # [16,128,65,8] c64
    K = jnp.fft.rfft2(p['k'], axes=(0, 1))                 # [128,65,8]
    y = jnp.fft.irfft2(X * K, s=(128, 128), axes=(1, 2))
    y = jax.nn.gelu(y @ p['mix'])
    return jnp.mean((y - t) ** 2)
@ref.jit()
def fft_conv(p, x, t):
    return jax.value_and_grad(loss)(p, x, t)
p = {'k': ref.spec(128, 128, 8), 'mix': ref.spec(8, 8)}
ref.compile(fft_conv, p, ref.spec(16, 128, 128, 8), ref.spec(16, 128, 128, 8), extra=('-',))
