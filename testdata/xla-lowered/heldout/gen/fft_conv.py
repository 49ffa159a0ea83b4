# Long 1-D convolution by FFT (as in S4/Hyena-style layers): a [16,256,4096] signal and [256,4096] kernels zero-padded to 8192, jnp.fft.rfft of both, complex multiply, irfft, truncation, a skip term and gelu; forward and gradient of the signal and the kernels.
import jax, jax.numpy as jnp, ref
def layer(k, d, x):
    X = jnp.fft.rfft(x, n=8192)
    K = jnp.fft.rfft(k, n=8192)
    y = jnp.fft.irfft(X * K, n=8192)[..., :4096]
    return jnp.mean(jax.nn.gelu(y + d[:, None] * x) ** 2)
@ref.jit()
def fft_conv(k, d, x):
    return jax.value_and_grad(layer, (0, 1, 2))(k, d, x)
ref.compile(fft_conv, ref.spec(256, 4096), ref.spec(256), ref.spec(16, 256, 4096))
